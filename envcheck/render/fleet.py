"""The fleet view as terminal text, Markdown and JSON: nodes by the facts that must agree."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck import _serde
from envcheck.render import Format
from envcheck.render._text import strip_controls as clean  # text from another machine
from envcheck.render.gpus import text_table
from envcheck.render.workers import render_workers
from envcheck.sanitize import dumps

if TYPE_CHECKING:
    from envcheck.fleet import Fleet, NodeRow

__all__ = ["render_fleet", "render_fleet_html", "render_fleet_json", "render_fleet_markdown", "render_fleet_terminal"]

_NA = "?"


def _cell(value: str | None) -> str:
    return clean(value) if value is not None else _NA


def _mark(row: NodeRow) -> str:
    return "✓" if row.ok else "✗"


def _problems(fleet: Fleet) -> list[tuple[str, list[str]]]:
    """(node, lines) for every node with something wrong, in row order."""
    found = []
    for row in fleet.rows:
        lines = [f"no report: {clean(row.no_report)}"] if row.no_report else []
        lines += [f"{c.title}: {_cell(fleet.value(row, c.key))} where most nodes have {_cell(c.majority)}"
                  if c.majority is not None else f"{c.title}: {_cell(fleet.value(row, c.key))} (no majority)"
                  for c in fleet.columns if c.key in row.odd]
        if row.gpus_expected is not None:
            lines.append(f"{_cell(fleet.value(row, 'gpus'))} GPU(s), expected {row.gpus_expected}")
        lines += [f"GPU {i}: slow (below)" if i is not None else "a GPU is slow (below)" for i in row.slow_gpus]
        if row.errors:
            lines += [clean(row.verdict or ""), *(f"  {clean(e)}" for e in row.errors)]
        if lines:
            found.append((row.node, lines))
    return found


def _summary(fleet: Fleet) -> str:
    bad = [r.node for r in fleet.rows if not r.ok]
    if fleet.worker_problems or (fleet.workers and fleet.workers.error):
        bad.append("training across the nodes")
    if not bad:
        return f"All {len(fleet.rows)} node(s) agree, have no error and no slow GPU."
    names = ", ".join(clean(b) for b in bad)
    return f"{len(bad)} of {len(fleet.rows)} node(s) differ, fail or have a slow GPU: {names}."


def _slow_line(fleet: Fleet, i: int) -> str:
    s = fleet.slow[i]
    gpu = f"GPU {s.index}" if s.index is not None else "a GPU"
    return (f"{clean(s.node)} {gpu} ({clean(s.model)}): {s.tflops:.1f} TFLOP/s, {s.tflops / s.median:.0%} of the "
            f"fleet median {s.median:.1f} over {s.peers} GPUs")


def _workers(fleet: Fleet) -> list[str]:
    assert fleet.workers is not None
    lines = render_workers(fleet.workers).rstrip("\n").splitlines()
    lines += [f"  error: {clean(fleet.workers.error)}"] if fleet.workers.error else []
    return lines + [f"  ✗ {clean(p)}" for p in fleet.worker_problems]


def render_fleet_terminal(fleet: Fleet, *, color: bool = False) -> str:
    """The table with odd values starred (red with colour), then each node's problems."""
    def odd(text: str) -> str:
        return f"\033[31m*{text}\033[0m" if color else f"*{text}"

    header = ["", "node", *(c.title for c in fleet.columns), "collected"]
    rows = [[_mark(r), clean(r.node),
             *(odd(_cell(v)) if c.key in r.odd else _cell(v) for c, v in zip(fleet.columns, r.values)),
             r.collected_at or ("-" if r.no_report else _NA)] for r in fleet.rows]
    rows.append(["", "(majority)", *(_cell(c.majority) for c in fleet.columns), ""])
    out = [f"envcheck fleet: {len(fleet.rows)} node(s)", "", *text_table(header, rows)]
    problems = _problems(fleet)
    if problems:
        out += ["", "Nodes to look at:"]
        for node, lines in problems:
            out += [f"  {clean(node)}", *(f"    {line}" for line in lines)]
    if fleet.slow:
        out += ["", f"GPUs below the fleet median for their model ({len(fleet.slow)}):",
                *(f"  {_slow_line(fleet, i)}" for i in range(len(fleet.slow)))]
    if fleet.workers:
        out += ["", *_workers(fleet)]
    if fleet.replaced:
        out += ["", "Older reports of the same node, left out: " + ", ".join(clean(s) for s in fleet.replaced)]
    out += ["", _summary(fleet)]
    return "\n".join(out) + "\n"


def _md(text: str) -> str:
    return clean(text).replace("|", "\\|")


def render_fleet_markdown(fleet: Fleet) -> str:
    """The table with odd values in bold, then each node's problems, for an issue or a wiki page."""
    out = ["## envcheck fleet", "", f"**{_md(_summary(fleet))}**", "",
           "| | node | " + " | ".join(_md(c.title) for c in fleet.columns) + " |",
           "|---" * (len(fleet.columns) + 2) + "|"]
    for r in fleet.rows:
        cells = [f"**{_md(_cell(v))}**" if c.key in r.odd else _md(_cell(v)) for c, v in zip(fleet.columns, r.values)]
        out.append(f"| {_mark(r)} | {_md(r.node)} | " + " | ".join(cells) + " |")
    out.append("| | _majority_ | " + " | ".join(_md(_cell(c.majority)) for c in fleet.columns) + " |")
    problems = _problems(fleet)
    if problems:
        out += ["", "### Nodes to look at", ""]
        for node, lines in problems:
            out += [f"- **{_md(node)}**", *(f"  - {_md(line.strip())}" for line in lines if line.strip())]
    if fleet.slow:
        out += ["", "### Slow GPUs", "", *(f"- {_md(_slow_line(fleet, i))}" for i in range(len(fleet.slow)))]
    if fleet.workers:
        out += ["", "### Training across the nodes", "", "```text", *_workers(fleet), "```"]
    return "\n".join(out) + "\n"


def render_fleet_json(fleet: Fleet) -> str:
    """The fleet as JSON: columns with their majority, one object per node, slow GPUs."""
    data = {"ok": fleet.ok, "expect_gpus": fleet.expect_gpus,
            "columns": [_serde.to_data(c) for c in fleet.columns],
            "nodes": [{**_serde.to_data(r), "ok": r.ok,
                       "values": {c.key: v for c, v in zip(fleet.columns, r.values)}} for r in fleet.rows],
            "slow_gpus": [_serde.to_data(s) for s in fleet.slow], "replaced": list(fleet.replaced),
            "workers": _serde.to_data(fleet.workers), "worker_problems": list(fleet.worker_problems)}
    return dumps(data, indent=2) + "\n"  # a remote host's strings: controls and lone surrogates stay escaped


def render_fleet_html(fleet: Fleet) -> str:
    """The fleet as one self-contained page in the single-machine report's style."""
    from envcheck.render.html import html_page  # noqa: PLC0415 - only --html needs it
    from envcheck.render.svg import clean as escape  # noqa: PLC0415

    def cell(row: NodeRow, key: str, value: str | None) -> str:
        return (f'<td class="state-error"><strong>{escape(_cell(value))}</strong></td>' if key in row.odd
                else f"<td>{escape(_cell(value))}</td>")

    state = "ok" if fleet.ok else "error"
    head = "".join(f"<th>{escape(c.title)}</th>" for c in fleet.columns)
    rows = "".join(
        f'<tr><td class="state-{"ok" if r.ok else "error"}">{_mark(r)}</td><td>{escape(r.node)}</td>'
        + "".join(cell(r, c.key, v) for c, v in zip(fleet.columns, r.values)) + "</tr>" for r in fleet.rows)
    majority = "".join(f"<td>{escape(_cell(c.majority))}</td>" for c in fleet.columns)
    body = (f'<header><h1>envcheck fleet: {len(fleet.rows)} node(s)</h1>'
            f'<p class="verdict state-{state}">{escape(_summary(fleet))}</p></header>'
            f'<section id="nodes"><h2>Nodes</h2><table><tr><th></th><th>node</th>{head}</tr>{rows}'
            f'<tr class="muted"><td></td><td>(majority)</td>{majority}</tr></table></section>')
    problems = _problems(fleet)
    if problems:
        body += '<section id="problems"><h2>Nodes to look at</h2><ul>' + "".join(
            f"<li><strong>{escape(node)}</strong><ul>" + "".join(f"<li>{escape(line.strip())}</li>" for line in lines)
            + "</ul></li>" for node, lines in problems) + "</ul></section>"
    if fleet.slow:
        body += '<section id="slow"><h2>Slow GPUs</h2><ul>' + "".join(
            f"<li>{escape(_slow_line(fleet, i))}</li>" for i in range(len(fleet.slow))) + "</ul></section>"
    if fleet.workers:
        body += ('<section id="workers"><h2>Training across the nodes</h2><pre>'
                 + escape("\n".join(_workers(fleet))) + "</pre></section>")
    return html_page(f"envcheck fleet: {len(fleet.rows)} node(s)", body)


def render_fleet(fleet: Fleet, fmt: Format, *, color: bool = False) -> str:
    """The comparison in the format asked for."""
    if fmt is Format.JSON:
        return render_fleet_json(fleet)
    return render_fleet_markdown(fleet) if fmt is Format.MARKDOWN else render_fleet_terminal(fleet, color=color)
