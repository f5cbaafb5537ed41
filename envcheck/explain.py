"""`envcheck explain`: what each known message in a TensorFlow log means, and what fixes it.

Uses the same catalogue as the runtime probe (envcheck.tflog), so the two never disagree.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from envcheck.tflog import LogEvent, cuinit_hint, parse_log, pattern

__all__ = ["Explanation", "explain", "render_explanations", "render_explanations_json"]

_MARK = {"error": "✗", "warning": "!", "info": "i", "noise": "·", "success": "✓"}


@dataclass(frozen=True)
class Explanation:
    """One recognised message: where, what it means, and the fix."""

    kind: str
    level: str  # "error", "warning", "info", "noise" (harmless), "success"
    line_numbers: tuple[int, ...]
    evidence: str  # the first line it was seen on
    meaning: str
    fix: str
    details: tuple[str, ...] = ()  # captured values: "lib=libcudnn.so.8", ...


def _meaning(event: LogEvent) -> str:
    meaning = pattern(event.kind).meaning
    if event.kind == "dlopen_failed" and (event.get("lib") or "").startswith(("libcuda.so", "nvcuda.dll")):
        return ("the NVIDIA driver's own library is missing: no driver is installed here (or it is not visible "
                "in this container); harmless on a machine without an NVIDIA GPU")
    hint = cuinit_hint(event.get("error") or "") if event.kind == "cuinit_failed" else None
    return f"{meaning}; here: {hint}" if hint else meaning


def explain(text: str) -> tuple[Explanation, ...]:
    """Explain every recognised message, each distinct one once, errors first."""
    grouped: dict[tuple[object, ...], list[LogEvent]] = {}
    for event in parse_log(text):
        grouped.setdefault((event.kind, event.fields), []).append(event)
    order = {"error": 0, "warning": 1, "info": 2, "success": 3, "noise": 4}
    explained = [
        Explanation(kind=first.kind, level=first.level, line_numbers=tuple(e.line_no for e in events),
                    evidence=first.line, meaning=_meaning(first), fix=pattern(first.kind).fix,
                    details=tuple(f"{f.name}={f.value}" for f in first.fields))
        for first, events in ((events[0], events) for events in grouped.values())
    ]
    return tuple(sorted(explained, key=lambda e: (order.get(e.level, 5), e.line_numbers[0])))


def render_explanations(explanations: tuple[Explanation, ...]) -> str:
    """Plain text: one block per message."""
    if not explanations:
        return "nothing recognised: no known TensorFlow, CUDA or driver message in this text\n"
    out = []
    for e in explanations:
        lines = ", ".join(map(str, e.line_numbers[:5])) + (" ..." if len(e.line_numbers) > 5 else "")  # noqa: PLR2004
        harmless = " (harmless)" if e.level == "noise" else ""
        out += [f"{_MARK.get(e.level, '?')} {e.kind}{harmless} - line {lines}", f"    {e.evidence.strip()[:300]}",
                f"    means: {e.meaning}"]
        out += [f"    fix: {e.fix}"] if e.fix and e.level not in ("noise", "success") else []
        out.append("")
    errors = sum(1 for e in explanations if e.level == "error")
    out.append(f"{len(explanations)} message(s) recognised, {errors} error(s)")
    return "\n".join(out) + "\n"


def render_explanations_json(explanations: tuple[Explanation, ...]) -> str:
    """JSON: {"schema": 1, "explanations": [...]}."""
    return json.dumps({"schema": 1, "explanations": [asdict(e) for e in explanations]}, indent=2) + "\n"
