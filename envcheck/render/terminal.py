"""Plain-text report for a terminal (flutter-doctor style), optionally coloured with ANSI codes."""

from __future__ import annotations

from envcheck.findings import Finding, Report, Severity, Status
from envcheck.render._summary import MARKS, SEVERITY_MARK, categories, summary_line
from envcheck.sanitize import map_strings, terminal_safe

_COLORS = {"ok": "32", "warn": "33", "error": "31", "crash": "35", "skip": "2",
           Severity.ERROR: "31", Severity.WARN: "33", Severity.INFO: "36"}


def _paint(text: str, key: object, *, color: bool) -> str:
    return f"\033[{_COLORS[key]}m{text}\033[0m" if color and key in _COLORS else text


def _finding(f: Finding, *, verbose: bool, color: bool) -> list[str]:
    lines = [f"    {_paint(SEVERITY_MARK[f.severity], f.severity, color=color)} {f.rule_id} {f.message}"]
    if verbose:
        lines += [f"        evidence: {e}" for e in f.evidence]
    if f.fix:
        lines.append(f"        fix: {f.fix.text}")
        lines += [f"          $ {c}" for c in f.fix.commands]
    return lines


def render_terminal(report: Report, *, verbose: bool = False, color: bool = False) -> str:
    """The doctor view: one line per category, its findings and fixes, a verdict and a summary."""
    report = map_strings(report, terminal_safe)  # what came from outside cannot drive the terminal
    facts = report.facts
    subject = facts.dockerfile.path if facts.dockerfile else facts.python.executable
    out = [f"envcheck {facts.envcheck_version} · {subject} · {facts.collected_at}", ""]
    for title, state, status, results in categories(report):
        out.append(f"[{_paint(MARKS[state], state, color=color)}] {title}: {status}")
        for result in results:
            for finding in result.findings:
                out += _finding(finding, verbose=verbose, color=color)
            if result.status is Status.CRASH:
                mark = _paint(MARKS["crash"], "crash", color=color)
                out.append(f"    {mark} {result.rule_id} crashed (a bug in envcheck)")
                if verbose and result.reason:
                    out += [f"        {line}" for line in result.reason.rstrip().splitlines()]
            elif verbose and result.status is Status.SKIP:
                out.append(f"    {MARKS['skip']} {result.rule_id} skipped: {result.reason}")
    if report.what_to_do:
        out += ["", "What to do, in this order:", *(f"  {i}. {c}" for i, c in enumerate(report.what_to_do, 1))]
    out += ["", report.verdict, summary_line(report)]
    return "\n".join(out) + "\n"
