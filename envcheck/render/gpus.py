"""The `envcheck gpus` views: one row per GPU with its health, and the benchmark table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck import _serde
from envcheck.bench.figures import busy_sizes, copy_link, float32_peak, half_peak, strict_peak
from envcheck.findings import Severity
from envcheck.links import pair_link, together_link
from envcheck.render._summary import SEVERITY_MARK
from envcheck.render._text import byte_size
from envcheck.sanitize import dumps, terminal_safe

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.bench.figures import Peak
    from envcheck.commands.gpus import GpusRun
    from envcheck.facts import BenchResult, DriverFacts, GpuFacts, MatmulResult, Spread, TogetherResult
    from envcheck.findings import Finding, Report
    from envcheck.tables import Tables

__all__ = ["render_bench", "render_findings", "render_gpus", "render_gpus_json", "render_gpus_run", "render_together",
           "render_topology", "text_table"]

NA = "n/a"


def text_table(header: list[str], rows: list[list[str]]) -> list[str]:
    """Columns padded to their widest cell, with a rule under the header."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def _of(value: float | None, limit: float | None, unit: str) -> str:
    if value is None:
        return NA
    return f"{value:g}/{limit:g}{unit}" if limit is not None else f"{value:g}{unit}"


def _row(gpu: GpuFacts, mark: str) -> list[str]:
    if gpu.error:
        return [mark, str(gpu.index), gpu.name or "?", NA, NA, NA, NA, NA, NA, f"ERROR: {gpu.error}"]
    link = (f"gen{gpu.pcie_gen} x{gpu.pcie_width} (max gen{gpu.pcie_gen_max} x{gpu.pcie_width_max})"
            if gpu.pcie_gen is not None else NA)
    reasons = ",".join(r for r in gpu.clock_event_reasons or () if r != "gpu_idle") or "-"
    return [
        mark, str(gpu.index), gpu.name or "?", gpu.compute_capability or NA,
        _of(gpu.memory_used_mib, gpu.memory_total_mib, " MiB"),
        f"{gpu.utilization_pct}%" if gpu.utilization_pct is not None else NA,
        _of(gpu.temperature_c, gpu.slowdown_temperature_c, " C"),
        _of(round(gpu.power_w) if gpu.power_w is not None else None,
            round(gpu.power_limit_w) if gpu.power_limit_w is not None else None, " W"),
        link, reasons,
    ]


def _by_subject(findings: tuple[Finding, ...]) -> dict[str, list[Finding]]:
    grouped: dict[str, list[Finding]] = {}
    for finding in findings:
        for part in finding.members or (finding,):  # a finding merged over several GPUs marks each of them
            grouped.setdefault(part.subject, []).append(finding)
    return grouped


def _lines(finding: Finding, indent: str = "  ") -> list[str]:
    lines = [f"{indent}{SEVERITY_MARK[finding.severity]} {finding.rule_id} {finding.message}"]
    if finding.fix:
        lines += [f"{indent}    fix: {finding.fix.text}", *(f"{indent}      $ {c}" for c in finding.fix.commands)]
    return lines


def render_findings(report: Report) -> str:
    """Every finding with its fix, or nothing."""
    return "".join(line + "\n" for f in report.findings for line in _lines(f))


def render_gpus(report: Report) -> str:
    """The GPU table with problems marked, then each problem with its fix."""
    driver = report.facts.driver
    grouped = _by_subject(report.findings)
    out = [f"NVIDIA driver {driver.library_version or driver.kernel_module_version or 'not loaded'}"
           + (f", CUDA {driver.cuda_driver_version}" if driver.cuda_driver_version else "")
           + (f" (GPUs read from {driver.gpus_source})" if driver.gpus_source else ""), ""]
    if not driver.gpus:
        out.append("No NVIDIA GPU is usable here.")
        out += [line for f in report.findings if f.severity is not Severity.INFO for line in _lines(f)]
        if not report.findings:
            reason = driver.nvml_error or driver.libcuda_error or "the driver lists no GPU"
            out.append(f"  {reason}")
        return "\n".join(out) + "\n"
    rows = []
    for gpu in driver.gpus:
        worst = max((f.severity for f in grouped.get(f"gpu:{gpu.index}", ())), default=None)
        rows.append(_row(gpu, SEVERITY_MARK[worst] if worst else "✓"))
    out += text_table(["", "GPU", "name", "CC", "memory used", "util", "temp/slowdown", "power/limit", "PCIe link",
                   "throttle"], rows)
    problems = [f for f in report.findings if f.severity is not Severity.INFO or f.subject.startswith("gpu:")]
    if problems:
        out += ["", *(line for f in problems for line in _lines(f))]
    out += ["", report.verdict]
    return "\n".join(out) + "\n"


def _cell(spread: Spread | None, scale: float = 1.0, digits: int = 1) -> str:
    if spread is None:
        return NA
    return f"{spread.median * scale:.{digits}f} ({spread.min * scale:.{digits}f}-{spread.max * scale:.{digits}f})"


def _tflops(result: MatmulResult | None, peak: Peak | None) -> str:
    if result is None:
        return NA
    share = f" {result.tflops.median / peak.tflops:.0%} of {peak.tflops:g} {peak.math} peak" if peak else ""
    return f"{_cell(result.tflops, digits=2)}{share}"


def _matmul_rows(result: BenchResult, tables: Tables) -> list[list[str]]:
    peak32 = float32_peak(result, tables)
    math = " (as TF32)" if result.tf32 else ""
    rows = [[f"matmul float32{math} {m.size}x{m.size}", _tflops(m, peak32 if m is result.peak_fp32 else None),
             _cell(m.seconds, 1000, 3)] for m in result.matmul]
    if result.fp32_strict:
        m = result.fp32_strict
        rows.append([f"matmul float32 TF32 off {m.size}x{m.size}", _tflops(m, strict_peak(result, tables)),
                     _cell(m.seconds, 1000, 3)])
    half = result.half or ((result.low_precision,) if result.low_precision else ())
    rows += [[f"matmul {m.dtype} {m.size}x{m.size}", _tflops(m, half_peak(result, m, tables)),
              _cell(m.seconds, 1000, 3)] for m in half]
    return rows


def _float32_default(result: BenchResult) -> str | None:
    """Which float32 math the user's training gets by default here."""
    if result.tf32 is None:
        return None
    if result.tf32:
        return ("  float32 training here runs as TF32 (TensorFlow's default on this GPU); "
                "tf.config.experimental.enable_tensor_float_32_execution(False) gives true FP32 (the 'TF32 off' row)")
    return "  float32 runs as true FP32 here: TF32 is turned off (NVIDIA_TF32_OVERRIDE=0 or the TensorFlow setting)"


def _busy(result: BenchResult) -> str | None:
    sizes = busy_sizes(result.matmul)
    if len(result.matmul) < 2 or not any(sizes.values()):  # noqa: PLR2004 - a sweep needs two sizes
        return None
    parts = [f"{share:.0%} of its best at {size}x{size}" if size else f"never {share:.0%}"
             for share, size in sizes.items()]
    return ("  busy from: float32 matmuls reach " + ", ".join(parts)
            + " (smaller operations, e.g. small batches, leave the device idle)")


def _copy_lines(result: BenchResult, gpus: Sequence[GpuFacts]) -> list[str]:
    lines = []
    if result.host_to_device_gbs or result.device_to_host_gbs:
        lines.append(f"  copies by TensorFlow (NumPy array, pageable) GB/s: host->device "
                     f"{_cell(result.host_to_device_gbs)}, device->host {_cell(result.device_to_host_gbs)}")
    copies = result.copies
    if copies is None:
        return lines
    if copies.error:
        return [*lines, f"  ! copies through the CUDA driver API: {copies.error}"]
    link = copy_link(result, gpus)

    def cell(spread: Spread | None) -> str:
        share = f" ({spread.median / link.gbs:.0%})" if spread and link else ""
        return _cell(spread) + share

    against = f" against {link.name}, {link.gbs:.1f} GB/s per direction" if link else ""
    lines += [f"  copies of {copies.mib} MiB through the CUDA driver API GB/s{against}:",
              f"    pinned   host->device {cell(copies.pinned_h2d_gbs)}, device->host {cell(copies.pinned_d2h_gbs)}",
              (f"    pageable host->device {cell(copies.pageable_h2d_gbs)}, "
              f"device->host {cell(copies.pageable_d2h_gbs)}")]
    return lines


def render_bench(results: tuple[BenchResult, ...], tables: Tables, gpus: Sequence[GpuFacts] = ()) -> str:
    """One block per device: the size sweep, TF32/FP32, tensor-core matmuls, copies against the link, LSTM."""
    out = []
    for result in results:
        label = "CPU" if result.device == "cpu" else f"GPU {result.index}: {result.name} ({result.uuid})"
        out.append(f"{label}  [{result.seconds:g} s]" if result.seconds is not None else label)
        if result.error:
            out += [f"  ✗ failed: {result.error}", *(f"    {line}" for line in result.output_tail[-5:]), ""]
            continue
        rows = _matmul_rows(result, tables)
        out += [f"  {line}" for line in text_table(["measurement", "TFLOP/s median (min-max)", "ms per call"], rows)]
        out += [line for line in (_float32_default(result), _busy(result)) if line]
        out += _copy_lines(result, gpus)
        if result.lstm_cudnn_s and result.lstm_generic_s:
            speedup = result.lstm_generic_s.median / result.lstm_cudnn_s.median
            out.append(f"  Keras LSTM training step ms: default (cuDNN) {_cell(result.lstm_cudnn_s, 1000)}, "
                       f"without cuDNN {_cell(result.lstm_generic_s, 1000)}; "
                       + ("cuDNN " if result.device == "gpu" else "") + f"speed-up {speedup:.1f}x")
        out += [f"  ! {e}" for e in result.errors]
        out.append("")
    return "\n".join(out) + "\n"


def render_together(result: TogetherResult, driver: DriverFacts | None = None) -> str:
    """The MirroredStrategy run: replicas, step time, the all-reduce sweep (nccl-tests' algbw/busbw), pairs."""
    where = "two logical CPU devices" if result.device == "cpu" else f"{len(result.devices)} GPU(s)"
    if result.error:
        return f"MirroredStrategy over {where}: ✗ failed: {result.error}\n"
    out = [f"MirroredStrategy over {where} ({', '.join(result.devices)}): ✓ {result.replicas} replicas in sync",
           f"  training step ms {_cell(result.step_s, 1000)}"]
    ceiling = together_link(driver) if driver and result.device == "gpu" else None
    if result.allreduce:
        out.append(f"  all-reduce (SUM, float32) inside tf.function with {result.cross_device_ops or '?'}"
                   + (f"; the links allow {ceiling.gbs:.0f} GB/s ({ceiling.name})" if ceiling else "") + ":")
        rows = [[byte_size(r.bytes), _cell(r.seconds, 1000, 3), _cell(r.algbw_gbs, digits=2),
                 _cell(r.busbw_gbs, digits=2), *([f"{r.busbw_gbs.median / ceiling.gbs:.0%}"] if ceiling else [])]
                for r in result.allreduce]
        header = ["size", "ms", "algbw GB/s", "busbw GB/s", *(["of link"] if ceiling else [])]
        out += [f"    {line}" for line in text_table(header, rows)]
    if result.pairs:
        out.append(f"  every pair on its own, {byte_size(result.pairs[0].bytes)}: busbw GB/s")
        links = {p.gpus: pair_link(p, driver.gpus) for p in driver.pairs} if driver else {}
        rows = [[f"GPU {p.gpus[0]} + GPU {p.gpus[1]}", _cell(p.busbw_gbs, digits=2),
                 (link.name if (link := links.get(p.gpus)) else "?")] for p in result.pairs]
        out += [f"    {line}" for line in text_table(["pair", "busbw GB/s", "link"], rows)]
    return "\n".join(out) + "\n"


def render_topology(driver: DriverFacts) -> str:
    """The GPU pairs as a matrix like `nvidia-smi topo -m`, with links down and missing P2P marked."""
    gpus = [g.index for g in driver.gpus if g.error is None]
    if len(gpus) < 2 or not driver.pairs:  # noqa: PLR2004 - a topology needs two GPUs
        return ""
    by_pair = {p.gpus: p for p in driver.pairs}

    def cell(a: int, b: int) -> str:
        if a == b:
            return "X"
        pair = by_pair.get((min(a, b), max(a, b)))
        if pair is None:
            return "?"
        text = f"NV{pair.nvlinks}" if pair.nvlinks else (pair.path or "?")
        if pair.nvlinks_down:
            text += f"!{pair.nvlinks_down}down"
        return text + ("" if pair.p2p in ("OK", None) else "*")

    rows = [[f"GPU{a}", *(cell(a, b) for b in gpus)] for a in gpus]
    out = ["GPU topology (NVML):", *(f"  {line}" for line in text_table(["", *(f"GPU{b}" for b in gpus)], rows)),
           ("  NV#: that many NVLink links (through NVSwitch where the GPUs' links go to switches); "
           "!#down: links down; PIX/PXB: one/several PCIe switches; PHB: the host bridge; NODE: within a NUMA node; "
           "SYS: across CPU sockets; *: no peer-to-peer")]
    return "\n".join(out) + "\n"


def render_gpus_json(report: Report) -> str:
    """The driver, GPUs, benchmarks and GPU-related findings as JSON (same schema number)."""
    data = {
        "schema": report.schema,
        "envcheck_version": report.facts.envcheck_version,
        "verdict": report.verdict,
        "driver": _serde.to_data(report.facts.driver),
        "bench": _serde.to_data(report.facts.bench),
        "together": _serde.to_data(report.facts.together),
        "workers": _serde.to_data(report.facts.workers),
        "findings": [_serde.to_data(f) for f in report.findings],
    }
    return dumps(data, indent=2) + "\n"


def render_gpus_run(run: GpusRun) -> str:
    """`envcheck gpus` on a terminal: the GPUs and their links (not for --device cpu), then each measurement."""
    from envcheck.render.workers import render_workers  # noqa: PLC0415 - only a multi-worker run shows it

    facts = run.facts
    parts = [] if run.cpu else [render_gpus(run.report)]
    topology = "" if run.cpu else render_topology(facts.driver)
    parts += [topology] if topology else []
    parts += [render_bench(facts.bench, run.tables, facts.driver.gpus)] if facts.bench else []
    parts += [render_together(facts.together, facts.driver)] if facts.together else []
    parts += [render_workers(facts.workers)] if facts.workers else []
    parts += [render_findings(run.report)] if run.cpu and run.report.findings else []
    parts += [run.missing + "\n"] if run.missing else []
    return terminal_safe("\n".join(parts))
