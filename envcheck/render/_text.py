"""Text from outside (paths, versions, log lines, variable values) made safe to show."""

from __future__ import annotations

from envcheck.sanitize import terminal_safe

__all__ = ["byte_size", "strip_controls"]


def strip_controls(text: object) -> str:
    """The text without control sequences: nothing in it can move the cursor, recolour or retitle."""
    return terminal_safe(str(text))  # the one definition of what a terminal must not see: envcheck.sanitize


def byte_size(size: int) -> str:
    """A message size as people read it: 4 KiB, 256 MiB."""
    for unit, scale in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale:
            return f"{size / scale:g} {unit}"
    return f"{size} B"
