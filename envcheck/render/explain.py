"""`envcheck explain` as text and JSON, and its causes for docs/explain.md (formatting only)."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import TYPE_CHECKING

from envcheck.explain import CAUSES

if TYPE_CHECKING:
    from envcheck.explain import Explanation

__all__ = ["causes_markdown", "render_explanations", "render_explanations_json"]

_MARK = {"error": "✗", "warning": "!", "info": "i", "noise": "·", "success": "✓"}
_EVIDENCE = 200  # characters of evidence shown, cut at a word
_TITLE = {c.id: c.title for c in CAUSES}


def _cut(text: str, limit: int = _EVIDENCE) -> str:
    """The text up to ``limit`` characters, cut at a word, with an ellipsis when cut."""
    text = text.strip()
    if len(text) <= limit:
        return text
    head = text[:limit]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip() + "…"


def _unexplained(unexplained: tuple[int, str] | None) -> list[str]:
    """The paste's last error no cause found names, as one line (none where there is none)."""
    if unexplained is None:
        return []
    number, text = unexplained
    return [(f"not explained: line {number}: {_cut(text)} (no cause envcheck knows names this error; it may lie in "
             "the code or a package rather than the machine)")]


def render_explanations(explanations: tuple[Explanation, ...], read: tuple[str, ...] = (),
                        unexplained: tuple[int, str] | None = None) -> str:
    """Plain text: one block per cause, most telling first; with none, what was read of the machine.

    ``unexplained``, the paste's last Python error where no cause found is a verdict and none names its line, is
    named after them.
    """
    if not explanations:
        said = f" (read of the machine: {', '.join(read)})" if read else ""
        nothing = ("nothing recognised: no known TensorFlow, CUDA, driver, pip or Python message in this text"
                   f"{said}; `envcheck doctor` on that machine checks it directly")
        return "\n".join([nothing, *_unexplained(unexplained)]) + "\n"
    out = []
    for e in explanations:
        where = ("line " + ", ".join(map(str, e.line_numbers[:5])) + (f" (+{e.count - 5} more)" if e.count > 5 else "")  # noqa: PLR2004
                 if e.line_numbers else "whole paste")
        harmless = " (harmless)" if e.level == "noise" and e.cause != "harmless" else ""
        out += [f"{_MARK.get(e.level, '?')} {e.cause}{harmless}: {_TITLE[e.cause]} - {where}",
                f"    {_cut(e.evidence)}", f"    means: {e.meaning}"]
        out += [f"    fix: {e.fix}"] if e.fix and e.level not in ("noise", "success") else []
        out.append("")
    errors = sum(1 for e in explanations if e.level == "error")
    unsure = sum(1 for e in explanations if e.level == "warning" and e.undecided)
    out.append(f"{len(explanations)} cause(s) recognised, {errors} error(s)"
               + (f", {unsure} uncertain (a warning until what it names decides)" if unsure else ""))
    return "\n".join([*out, *_unexplained(unexplained)]) + "\n"


def render_explanations_json(explanations: tuple[Explanation, ...], read: tuple[str, ...] = (),
                             unexplained: tuple[int, str] | None = None) -> str:
    """JSON: {"schema": 2, "explanations": [...], "read": [...], "unexplained": {"line", "text"} or null}.

    Each explanation carries its cause id, title and `undecided`.
    """
    rows = [{**asdict(e), "title": _TITLE[e.cause], "evidence": _cut(e.evidence, 1000), "undecided": e.undecided}
            for e in explanations]
    left = {"line": unexplained[0], "text": _cut(unexplained[1], 1000)} if unexplained else None
    return json.dumps({"schema": 2, "explanations": rows, "read": list(read), "unexplained": left}, indent=2) + "\n"


def causes_markdown() -> str:
    """The cause ids, for docs/explain.md."""
    rows = [f"| `{c.id}` | {c.title} |" for c in CAUSES]
    return "\n".join(["| cause | meaning |", "| --- | --- |", *rows]) + "\n"
