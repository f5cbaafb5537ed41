"""`explain`: a pasted log read line by line (any size) and explained."""

from __future__ import annotations

import stat
import sys
from typing import TYPE_CHECKING

from envcheck.commands.common import friendly_errors
from envcheck.errors import ReportError

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.explain import Explanation

__all__ = ["explain_file"]


@friendly_errors()
def explain_file(path: Path) -> tuple[Explanation, ...]:
    """The known messages in a log file (``-``: stdin) with their causes and fixes."""
    from envcheck.explain import explain

    if str(path) == "-":
        return explain(sys.stdin)
    try:
        if stat.S_ISCHR(path.stat().st_mode) or stat.S_ISBLK(path.stat().st_mode):  # /dev/zero: endless
            raise OSError(0, "not a file")  # noqa: TRY301 - one message for every unreadable path
        with path.open(encoding="utf-8", errors="replace") as stream:  # read line by line: any size
            return explain(stream)
    except OSError as exc:
        msg = f"{path}: {exc.strerror or exc}"
        raise ReportError(msg) from None
