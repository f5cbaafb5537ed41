"""Markdown report, to paste into a bug report."""

from __future__ import annotations

import json

from envcheck import _serde
from envcheck.findings import Report, Status
from envcheck.render._summary import MARKS, SEVERITY_MARK, categories, summary_line


def render_markdown(report: Report) -> str:
    """Categories and findings as Markdown, with the raw facts folded away at the end."""
    facts = report.facts
    out = ["## envcheck report", "", f"**{report.verdict}**", "", f"_{summary_line(report)}_", "",
           "| | category | status |", "|---|---|---|"]
    rows = categories(report)
    out += [f"| {MARKS[state]} | {title} | {status.replace('|', '/')} |" for title, state, status, _ in rows]
    for title, _, _, results in rows:
        findings = [f for r in results for f in r.findings]
        crashed = [r for r in results if r.status is Status.CRASH]
        if not findings and not crashed:
            continue
        out += ["", f"### {title}", ""]
        for f in findings:
            out.append(f"- {SEVERITY_MARK[f.severity]} **{f.rule_id}** {f.message}")
            out += [f"  - evidence: `{e}`" for e in f.evidence]
            if f.fix:
                out.append(f"  - fix: {f.fix.text}")
                if f.fix.commands:
                    out += ["    ```sh", *(f"    {c}" for c in f.fix.commands), "    ```"]
        out += [f"- {MARKS['crash']} **{r.rule_id}** crashed (a bug in envcheck)" for r in crashed]
    facts_json = json.dumps(_serde.to_data(facts), indent=1, ensure_ascii=False)
    out += ["", "<details><summary>facts (envcheck " + facts.envcheck_version + ")</summary>", "", "```json",
            facts_json, "```", "", "</details>"]
    return "\n".join(out) + "\n"
