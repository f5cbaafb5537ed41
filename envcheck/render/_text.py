"""Text from outside (paths, versions, log lines, variable values) made safe to show."""

from __future__ import annotations

import re

__all__ = ["strip_controls"]

# Terminal control sequences (CSI, OSC) first, then any other C0/C1 control character but tab and newline.
_CONTROL = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def strip_controls(text: object) -> str:
    """The text without control sequences: nothing in it can move the cursor, recolour or retitle."""
    return _CONTROL.sub("", str(text))
