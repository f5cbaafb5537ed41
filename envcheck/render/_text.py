"""Text from outside (paths, versions, log lines, variable values) made safe to show."""

from __future__ import annotations

from envcheck.sanitize import terminal_safe

__all__ = ["strip_controls"]


def strip_controls(text: object) -> str:
    """The text without control sequences: nothing in it can move the cursor, recolour or retitle."""
    return terminal_safe(str(text))  # the one definition of what a terminal must not see: envcheck.sanitize
