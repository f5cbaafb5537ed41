"""The `envcheck gpus` views: one row per GPU with its health, and the benchmark table."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from envcheck import _serde
from envcheck.findings import Severity
from envcheck.render._summary import SEVERITY_MARK

if TYPE_CHECKING:
    from envcheck.facts import BenchResult, GpuFacts, MatmulResult, Spread, TogetherResult
    from envcheck.findings import Finding, Report
    from envcheck.tables import Tables

__all__ = ["render_bench", "render_findings", "render_gpus", "render_gpus_json", "render_together", "text_table"]

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
        grouped.setdefault(finding.subject, []).append(finding)
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


def _tflops(result: MatmulResult | None, peak: float | None) -> str:
    if result is None:
        return NA
    share = f" {result.tflops.median / peak:.0%} of peak" if peak else ""
    return f"{_cell(result.tflops, digits=2)}{share}"


def render_bench(results: tuple[BenchResult, ...], tables: Tables) -> str:
    """One block per device: the matmul size sweep, tensor-core matmul, copies and LSTM steps."""
    out = []
    for result in results:
        label = "CPU" if result.device == "cpu" else f"GPU {result.index}: {result.name} ({result.uuid})"
        out.append(f"{label}  [{result.seconds:g} s]" if result.seconds is not None else label)
        if result.error:
            out += [f"  ✗ failed: {result.error}", *(f"    {line}" for line in result.output_tail[-5:]), ""]
            continue
        model = tables.gpu_model(result.name) if result.device == "gpu" else None
        peak32 = model.fp32_tflops if model else None
        rows = [[f"matmul {m.dtype} {m.size}x{m.size}", _tflops(m, peak32 if m is result.peak_fp32 else None),
                 _cell(m.seconds, 1000, 3)] for m in result.matmul]
        if result.low_precision:
            low = result.low_precision
            peak = (model.bf16_tflops if low.dtype == "bfloat16" else model.fp16_tflops) if model else None
            rows.append([f"matmul {low.dtype} {low.size}x{low.size}", _tflops(low, peak), _cell(low.seconds, 1000, 3)])
        out += [f"  {line}" for line in text_table(["measurement", "TFLOP/s median (min-max)", "ms per call"], rows)]
        if result.host_to_device_gbs or result.device_to_host_gbs:
            out.append(f"  copies GB/s: host->device {_cell(result.host_to_device_gbs)}, "
                       f"device->host {_cell(result.device_to_host_gbs)}")
        if result.lstm_cudnn_s and result.lstm_generic_s:
            speedup = result.lstm_generic_s.median / result.lstm_cudnn_s.median
            out.append(f"  Keras LSTM training step ms: default (cuDNN) {_cell(result.lstm_cudnn_s, 1000)}, "
                       f"without cuDNN {_cell(result.lstm_generic_s, 1000)}; speed-up {speedup:.1f}x")
        out += [f"  ! {e}" for e in result.errors]
        out.append("")
    if any(r.matmul for r in results):
        out.append("Small matmuls leave a device mostly idle (launch and synchronisation cost more than the math): "
                   "compare the TFLOP/s of the sizes above.")
    return "\n".join(out) + "\n"


def render_together(result: TogetherResult) -> str:
    """The MirroredStrategy run: replicas, step time, all-reduce bandwidth, or the failure."""
    where = "two logical CPU devices" if result.device == "cpu" else f"{len(result.devices)} GPU(s)"
    if result.error:
        return f"MirroredStrategy over {where}: ✗ failed: {result.error}\n"
    return (f"MirroredStrategy over {where} ({', '.join(result.devices)}): ✓ {result.replicas} replicas in sync\n"
            f"  training step ms {_cell(result.step_s, 1000)}; all-reduce of 64 MiB: bus bandwidth GB/s "
            f"{_cell(result.allreduce_gbs, digits=2)}\n")


def render_gpus_json(report: Report) -> str:
    """The driver, GPUs, benchmarks and GPU-related findings as JSON (same schema number)."""
    data = {
        "schema": report.schema,
        "envcheck_version": report.facts.envcheck_version,
        "verdict": report.verdict,
        "driver": _serde.to_data(report.facts.driver),
        "bench": _serde.to_data(report.facts.bench),
        "together": _serde.to_data(report.facts.together),
        "findings": [_serde.to_data(f) for f in report.findings],
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
