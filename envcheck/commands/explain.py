"""`explain`: a pasted log read line by line (any size) and explained."""

from __future__ import annotations

import codecs
import io
import stat
import sys
from typing import IO, TYPE_CHECKING

from envcheck.commands.common import friendly_errors
from envcheck.errors import ReportError

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.explain import Reading

__all__ = ["explain_file", "log_encoding"]

_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
_SNIFF = 4096  # bytes looked at to tell the encoding


def log_encoding(head: bytes) -> str:
    """The encoding of a log from its first bytes: a byte-order mark, else UTF-16 told by its NUL bytes, else UTF-8.

    Windows PowerShell's `>` writes UTF-16 (with a mark); a log copied through some tools loses the mark.
    """
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    even, odd = head[0::2], head[1::2]
    if len(head) >= 2 and odd.count(0) > len(odd) * 0.4 and even.count(0) < len(even) * 0.1:  # noqa: PLR2004
        return "utf-16-le"
    if len(head) >= 2 and even.count(0) > len(even) * 0.4 and odd.count(0) < len(odd) * 0.1:  # noqa: PLR2004
        return "utf-16-be"
    return "utf-8"


def _text(raw: IO[bytes], head: bytes) -> io.TextIOWrapper:
    return io.TextIOWrapper(raw, encoding=log_encoding(head), errors="replace")


@friendly_errors()
def explain_file(path: Path) -> Reading:
    """The known messages in a log file (``-``: stdin) with their causes and fixes, and what it says of the machine.

    Read in whatever encoding it came, line by line.
    """
    from envcheck.explain import read_paste

    if str(path) == "-":
        raw = sys.stdin.buffer
        head = raw.peek(_SNIFF)[:_SNIFF] if isinstance(raw, io.BufferedReader) else b""
        return read_paste(_text(raw, head) if head else sys.stdin)
    try:
        if stat.S_ISCHR(path.stat().st_mode) or stat.S_ISBLK(path.stat().st_mode):  # /dev/zero: endless
            raise OSError(0, "not a file")  # noqa: TRY301 - one message for every unreadable path
        with path.open("rb") as raw:  # read line by line: any size; a pipe (`<(docker logs x)`) cannot seek
            return read_paste(_text(raw, raw.peek(_SNIFF)[:_SNIFF]))
    except OSError as exc:
        msg = f"{path}: {exc.strerror or exc}"
        raise ReportError(msg) from None
