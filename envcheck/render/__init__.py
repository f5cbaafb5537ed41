"""Renderers: pure functions from a Report to text."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from envcheck.render.markdown import render_markdown, render_rules_markdown
from envcheck.render.terminal import render_terminal

if TYPE_CHECKING:
    from envcheck.findings import Report

__all__ = ["Format", "render", "render_markdown", "render_rules_markdown", "render_terminal"]


class Format(enum.Enum):
    """Output formats."""

    TERMINAL = "terminal"
    JSON = "json"
    MARKDOWN = "markdown"


def render(report: Report, fmt: Format, *, verbose: bool = False, color: bool = False) -> str:
    """Render a report in the chosen format."""
    if fmt is Format.JSON:
        return report.to_json()
    if fmt is Format.MARKDOWN:
        return render_markdown(report)
    return render_terminal(report, verbose=verbose, color=color)
