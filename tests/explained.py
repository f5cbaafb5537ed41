"""What explain says of a paste, in the shapes the blind-forms tests assert on."""

from __future__ import annotations

from envcheck.explain import explain


def top(paste: str) -> tuple[str, str, str, str]:
    """The first explanation's cause, level, meaning and fix (the paste must get one)."""
    found = explain(paste)
    assert found, paste
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def verdicts(paste: str) -> list[tuple[str, str]]:
    """(cause, level) of each verdict: the error- and warning-level explanations."""
    return [(e.cause, e.level) for e in explain(paste) if e.level in ("error", "warning")]


def causes(paste: str) -> set[str]:
    """The causes the verdicts name."""
    return {cause for cause, _ in verdicts(paste)}
