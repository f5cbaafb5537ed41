"""The report as one self-contained HTML page: no network, no external scripts, styles or fonts.

Built from the same Report as every other format (so a saved report renders too): the verdict,
findings by category with their fixes, the GPU table, per-GPU throughput against the GPU model's
peak, the matmul size sweep, the all-reduce bandwidth and, given `run --watch` samples, the
utilisation timeline. Charts are inline SVG (render/svg.py). Light and dark follow the reader's
setting; the page prints without its buttons.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.bench.figures import float32_peak
from envcheck.findings import Severity
from envcheck.render._summary import MARKS, SEVERITY_MARK, categories, summary_line
from envcheck.render._text import byte_size
from envcheck.render.svg import Bar, Series, bar_chart, clean, line_chart

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.facts import BenchResult, GpuFacts, TogetherResult
    from envcheck.findings import Finding, Report
    from envcheck.tables import Tables
    from envcheck.watch import Sample

__all__ = ["html_page", "render_html", "render_html_fragment"]

_SCOPE = "div.envcheck-report"
_SELECTORS = re.compile(r"(^|[{}])(\s*)([^{}@\s][^{}]*?)(\s*)\{")

_STYLE = """
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #6a737d; --grid: #e6e8eb;
  --accent: #2f6fdb; --error: #c62828; --warn: #b26a00; --ok: #2e7d32; --code: #f3f4f6;
  --series-0: #2f6fdb; --series-1: #d9480f; --series-2: #2e7d32; --series-3: #862e9c; }
@media (prefers-color-scheme: dark) { :root { --bg: #15181c; --fg: #e6e8eb; --muted: #9aa4af; --grid: #2a2f35;
  --accent: #6ea8fe; --error: #ff6b6b; --warn: #ffb74d; --ok: #69db7c; --code: #22272e;
  --series-0: #6ea8fe; --series-1: #ff922b; --series-2: #69db7c; --series-3: #da77f2; } }
body { background: var(--bg); color: var(--fg); font: 15px/1.45 system-ui, sans-serif; margin: 2em auto;
  max-width: 60em; padding: 0 1em; }
h1 { font-size: 1.5em; } h2 { border-bottom: 1px solid var(--grid); font-size: 1.2em; margin-top: 2em; }
.verdict { font-size: 1.15em; font-weight: 600; } .state-error { color: var(--error); }
.state-warn { color: var(--warn); } .state-ok { color: var(--ok); } .muted, .empty { color: var(--muted); }
table { border-collapse: collapse; font-size: .9em; } th, td { border-bottom: 1px solid var(--grid);
  padding: .3em .6em; text-align: left; }
pre { background: var(--code); overflow-x: auto; padding: .5em; } code { font-family: ui-monospace, monospace; }
.fix { display: flex; gap: .5em; align-items: flex-start; } .fix pre { flex: 1; margin: .2em 0; }
button.copy { cursor: pointer; font: inherit; font-size: .8em; }
svg.chart { max-width: 100%; height: auto; font-size: 12px; } svg.chart text { fill: var(--fg); }
svg.chart text.legend { font-weight: 600; }
@media print { button.copy { display: none; } body { margin: 0; max-width: none; } }
"""

# Copies a fix's commands and opens every category for printing; the only script on the page, inline.
_SCRIPT = """
window.addEventListener("beforeprint", function () {
  document.querySelectorAll("details").forEach(function (d) { d.open = true; });
});
document.querySelectorAll("button.copy").forEach(function (b) {
  b.addEventListener("click", function () {
    navigator.clipboard.writeText(b.previousElementSibling.textContent).then(function () {
      b.textContent = "copied"; setTimeout(function () { b.textContent = "copy"; }, 1500);
    });
  });
});
"""
_STATE = {"error": "error", "crash": "error", "warn": "warn", "ok": "ok", "skip": "muted"}
_SEVERITY = {Severity.ERROR: "error", Severity.WARN: "warn", Severity.INFO: "muted"}


def _finding(finding: Finding) -> str:
    out = [(f'<li class="finding" data-rule="{clean(finding.rule_id)}"><span class="state-'
           f'{_SEVERITY[finding.severity]}">{SEVERITY_MARK[finding.severity]}</span> <code>{clean(finding.rule_id)}'
           f"</code> {clean(finding.message)}")]
    if finding.evidence:
        out.append('<ul class="muted">' + "".join(f"<li>{clean(e)}</li>" for e in finding.evidence) + "</ul>")
    if finding.fix:
        out.append(f"<div>Fix: {clean(finding.fix.text)}</div>")
        if finding.fix.commands:
            commands = "\n".join(clean(c) for c in finding.fix.commands)
            out.append(f'<div class="fix"><pre><code>{commands}</code></pre>'
                       '<button class="copy" type="button">copy</button></div>')
    return "".join(out) + "</li>"


def _findings(report: Report) -> str:
    out = ['<section id="findings"><h2>Checks by category</h2>']
    for title, state, status, results in categories(report):
        found = [f for r in results for f in r.findings]
        out.append(f'<details class="category" data-state="{state}"{" open" if found else ""}><summary>'
                   f'<span class="state-{_STATE[state]}">[{MARKS[state]}]</span> <b>{clean(title)}</b>: '
                   f"{clean(status)}</summary>")
        out.append("<ul>" + "".join(_finding(f) for f in found) + "</ul>" if found else "")
        out.append("</details>")
    return "".join(out) + "</section>"


def _gpu_row(gpu: GpuFacts) -> str:
    memory = (f"{gpu.memory_used_mib}/{gpu.memory_total_mib} MiB" if gpu.memory_total_mib is not None else "n/a")
    cells = [gpu.index, gpu.name or "?", gpu.compute_capability or "n/a", memory,
             f"{gpu.utilization_pct}%" if gpu.utilization_pct is not None else "n/a",
             f"{gpu.temperature_c} C" if gpu.temperature_c is not None else "n/a",
             f"{gpu.power_w:.0f} W" if gpu.power_w is not None else "n/a", gpu.error or ""]
    return "<tr>" + "".join(f"<td>{clean(c)}</td>" for c in cells) + "</tr>"


def _gpus(report: Report) -> str:
    gpus = report.facts.driver.gpus
    if not gpus:
        return '<section id="gpus"><h2>GPUs</h2><p class="empty">No NVIDIA GPU is usable here.</p></section>'
    head = "".join(f"<th>{h}</th>" for h in ("GPU", "name", "CC", "memory used", "util", "temp", "power", "error"))
    return (f'<section id="gpus"><h2>GPUs</h2><table class="gpus"><thead><tr>{head}</tr></thead><tbody>'
            + "".join(_gpu_row(g) for g in gpus) + "</tbody></table></section>")


def _label(result: BenchResult) -> str:
    return "CPU" if result.device == "cpu" else f"GPU {result.index}: {result.name or '?'}"


def _throughput(results: Sequence[BenchResult], tables: Tables) -> str:
    bars = []
    for result in results:
        if result.peak_fp32 is None:
            continue
        peak = float32_peak(result, tables)  # TF32's peak where TensorFlow ran float32 as TF32
        bars.append(Bar(_label(result), result.peak_fp32.tflops.median, peak.tflops if peak else None))
    body = (bar_chart("throughput", bars, unit="TFLOP/s float32", reference_name="the model's peak") if bars
            else '<p class="empty">Not measured: run <code>envcheck doctor --bench</code> or '
                 "<code>envcheck gpus --each</code>.</p>")
    return f'<section id="throughput"><h2>Matmul throughput against peak</h2>{body}</section>'


def _sweep(results: Sequence[BenchResult]) -> str:
    series = [Series(_label(r), tuple((float(m.size), m.tflops.median) for m in r.matmul))
              for r in results if r.matmul]
    body = (line_chart("sweep", series, x_label="matrix size (n x n)", y_label="TFLOP/s", log_x=True) if series
            else '<p class="empty">Not measured.</p>')
    note = ('<p class="muted">Small matmuls leave a device mostly idle: launch and synchronisation cost more than '
            "the math.</p>") if series else ""
    return f'<section id="sweep"><h2>Matmul size sweep</h2>{body}{note}</section>'


def _mib(together: TogetherResult) -> str:
    """The message size allreduce_gbs was measured at (the sweep's largest; 64 MiB in older reports)."""
    return byte_size(together.allreduce[-1].bytes) if together.allreduce else "64 MiB"


def _allreduce(together: TogetherResult | None) -> str:
    if together is None:
        body = '<p class="empty">Not measured: run <code>envcheck gpus --together</code>.</p>'
    elif together.error or together.allreduce_gbs is None:
        body = f'<p class="state-error">MirroredStrategy failed: {clean(together.error or "no result")}</p>'
    else:
        bandwidth = together.allreduce_gbs
        body = (f"<p>MirroredStrategy over {len(together.devices)} device(s), {together.replicas} replicas: "
                f'all-reduce of {_mib(together)}, bus bandwidth <b class="allreduce-gbs">{bandwidth.median:.2f}</b> '
                "GB/s "
                f"(min {bandwidth.min:.2f}, max {bandwidth.max:.2f})</p>"
                + bar_chart("allreduce", [Bar("all-reduce", bandwidth.median)], unit="GB/s"))
    return f'<section id="allreduce"><h2>All-reduce bandwidth</h2>{body}</section>'


def _timeline(samples: Sequence[Sample]) -> str:
    if not samples:
        return ""
    width = max(len(s.gpu_util) for s in samples)
    series = [Series(f"GPU {i} util %", tuple((s.t, float(s.gpu_util[i])) for s in samples if len(s.gpu_util) > i))
              for i in range(width)]
    series.append(Series("CPU cores busy x100", tuple((s.t, s.cpu_cores * 100) for s in samples
                                                      if s.cpu_cores is not None)))
    chart = line_chart("timeline", [s for s in series if s.points], x_label="seconds since start", y_label="percent")
    return f'<section id="timeline"><h2>Utilisation during the run</h2>{chart}</section>'


def _scoped(css: str) -> str:
    """The page's style confined to the report's element: :root and body become it, other selectors go inside."""

    def one(selector: str) -> str:
        selector = selector.strip()
        return _SCOPE if selector in (":root", "body") else f"{_SCOPE} {selector}"

    return _SELECTORS.sub(lambda m: f"{m[1]}{m[2]}{', '.join(one(s) for s in m[3].split(','))}{m[4]}{{", css)


def _body(report: Report, tables: Tables, samples: Sequence[Sample]) -> str:
    facts = report.facts
    worst = report.worst
    state = "error" if worst is Severity.ERROR else "warn" if worst is Severity.WARN else "ok"
    return (
        f'<header id="verdict"><h1>envcheck report</h1>'
        f'<p class="verdict state-{state}">{clean(report.verdict)}</p>'
        f'<p class="muted">{clean(summary_line(report))}. Collected {clean(facts.collected_at)} by envcheck '
        f"{clean(facts.envcheck_version)}.</p></header>"
        + _findings(report) + _gpus(report) + _throughput(facts.bench, tables) + _sweep(facts.bench)
        + _allreduce(facts.together) + _timeline(samples)
    )


def html_page(title: str, body: str) -> str:
    """A self-contained page in the report's style (``body`` is HTML, already escaped)."""
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{clean(title)}</title><style>{_STYLE}</style></head><body>{body}"
        f"<script>{_SCRIPT}</script></body></html>\n"
    )


def render_html(report: Report, tables: Tables, samples: Sequence[Sample] = ()) -> str:
    """The whole page."""
    return html_page(f"envcheck report: {report.facts.node.hostname or 'this machine'}",
                     _body(report, tables, samples))


def render_html_fragment(report: Report, tables: Tables) -> str:
    """The page's content for embedding (a notebook cell): one element, its style confined to it, no script."""
    return f'<div class="envcheck-report"><style>{_scoped(_STYLE)}</style>{_body(report, tables, ())}</div>'
