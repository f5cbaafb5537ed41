"""Benchmark each GPU in a process of its own (`envcheck gpus --each`, `doctor --bench`).

Only the GPU under test is visible to its process, selected by UUID with CUDA_DEVICE_ORDER=
PCI_BUS_ID, so "GPU 2" is the same card in every line of output. A GPU that crashes or hangs
its process is reported with the reason, and the next GPU is tested anyway.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from envcheck.bench import BENCH_TIMEOUT_S
from envcheck.collect.probe import failure_reason, output_tail
from envcheck.compat import low_precision_dtype, tensor_cores
from envcheck.facts import (
    AllReduceResult,
    BenchResult,
    CopyResult,
    MatmulResult,
    PairAllReduce,
    Spread,
    TogetherResult,
)
from envcheck.progress import Event, Progress, Step
from envcheck.tables import load_tables
from envcheck.tflog import parse_log

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.facts import GpuFacts
    from envcheck.system import System
    from envcheck.tables import Tables
    from envcheck.tflog import LogEvent

__all__ = ["benchmark_each", "train_together"]

_SCRIPT = Path(__file__).with_name("_child.py")
_COPIES = Path(__file__).with_name("_copies.py")
COPY_MIB = 256
_COPY_TIMEOUT_S = 60.0
_MARK = "__ENVCHECK_BENCH__ "


def _gpu_events(stderr: str) -> tuple[LogEvent, ...]:
    """TensorFlow's GPU errors and warnings (on a CPU run, the cuInit failure is expected noise)."""
    return tuple(e for e in parse_log(stderr) if e.level in ("error", "warning"))


def marked_json(stdout: str, mark: str) -> dict[str, Any]:
    """The JSON object a child printed on its last line starting with ``mark`` ({} when none parses)."""
    line = next((l for l in reversed(stdout.splitlines()) if l.startswith(mark)), None)  # noqa: E741
    try:
        data = json.loads(line[len(mark):]) if line else {}
    except ValueError:
        data = {}
    return data if isinstance(data, dict) else {}


def _spread(data: Any) -> Spread | None:  # noqa: ANN401 - JSON
    if not isinstance(data, dict):
        return None
    return Spread(median=float(data["median"]), min=float(data["min"]), max=float(data["max"]))


def _matmul(data: Any) -> MatmulResult | None:  # noqa: ANN401 - JSON
    if not isinstance(data, dict):
        return None
    tflops, seconds = _spread(data.get("tflops")), _spread(data.get("seconds"))
    if tflops is None or seconds is None:
        return None
    return MatmulResult(size=int(data["size"]), dtype=str(data["dtype"]), tflops=tflops, seconds=seconds)


def _allreduce(data: Any) -> AllReduceResult | None:  # noqa: ANN401 - JSON
    if not isinstance(data, dict):
        return None
    spreads = [_spread(data.get(k)) for k in ("seconds", "algbw_gbs", "busbw_gbs")]
    seconds, algbw, busbw = spreads
    if seconds is None or algbw is None or busbw is None:
        return None
    return AllReduceResult(bytes=int(data["bytes"]), seconds=seconds, algbw_gbs=algbw, busbw_gbs=busbw)


def _result(base: dict[str, Any], stdout: str) -> BenchResult:
    data = marked_json(stdout, _MARK)
    if not data:
        return BenchResult(**base)
    copies = data.get("copies") or {}
    matmul = tuple(m for m in (_matmul(d) for d in data.get("matmul") or ()) if m)
    half = tuple(m for m in (_matmul(d) for d in data.get("half") or ()) if m)
    errors = tuple(str(e) for e in data.get("errors") or ())
    return BenchResult(
        **{**base, "error": base["error"] or (errors[0] if errors and not matmul else None)},
        matmul=matmul, tf32=data.get("tf32"), fp32_strict=_matmul(data.get("fp32_strict")),
        low_precision=half[0] if half else _matmul(data.get("low_precision")), half=half,
        host_to_device_gbs=_spread(copies.get("host_to_device_gbs")),
        device_to_host_gbs=_spread(copies.get("device_to_host_gbs")),
        lstm_cudnn_s=_spread(data.get("lstm_cudnn_s")), lstm_generic_s=_spread(data.get("lstm_generic_s")),
        errors=errors,
    )


def _run_one(system: System, python: str, gpu: GpuFacts | None, *, device: str, options: Sequence[str],
             timeout: float, tables: Tables) -> BenchResult:
    env = dict(system.environ)
    if gpu is None:
        env["CUDA_VISIBLE_DEVICES"] = ""  # the CPU run must not touch a GPU
    else:
        env.update(CUDA_DEVICE_ORDER="PCI_BUS_ID", CUDA_VISIBLE_DEVICES=gpu.uuid or str(gpu.index))
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    result = system.start([python, str(_SCRIPT), "--device", device, *options, *_precisions(gpu, tables)],
                          env=env).wait(timeout)
    base: dict[str, Any] = {
        "device": device, "index": gpu.index if gpu else None, "name": gpu.name if gpu else "CPU",
        "uuid": gpu.uuid if gpu else None, "seconds": round(result.seconds, 1),
        "events": _gpu_events(result.stderr) if gpu is not None else (),
        "output_tail": output_tail(result), "error": failure_reason(result) if not result.ok else None,
    }
    measured = _result(base, result.stdout)
    if gpu is None or measured.error:
        return measured
    return dataclasses.replace(measured, copies=_copy_rates(system, env))


def _precisions(gpu: GpuFacts | None, tables: Tables) -> list[str]:
    """The child's options for what the tables say this GPU's tensor cores run (the CPU: bfloat16)."""
    if gpu is None:
        return ["--low-dtypes", "bfloat16"]
    cc, name = gpu.compute_capability, gpu.name
    preferred = low_precision_dtype(tables, cc, name)
    half = [preferred, *(d for d in ("bfloat16", "float16") if d != preferred and tensor_cores(tables, cc, d, name))]
    return ["--low-dtypes", ",".join(half), *(["--tf32"] if tensor_cores(tables, cc, "tf32", name) else [])]


def _copy_rates(system: System, env: dict[str, str]) -> CopyResult:
    """Pageable and pinned copies through libcuda, in a process of their own (same GPU visible)."""
    result = system.start([sys.executable, str(_COPIES), str(COPY_MIB), "5"], env=env).wait(_COPY_TIMEOUT_S)
    try:
        data = json.loads(result.stdout) if result.ok else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return CopyResult(mib=COPY_MIB, error=failure_reason(result) if not result.ok else "no answer")
    return CopyResult(mib=int(data.get("mib", COPY_MIB)), error=data.get("error"),
                      **{k: _spread(data.get(k)) for k in ("pageable_h2d_gbs", "pageable_d2h_gbs", "pinned_h2d_gbs",
                                                           "pinned_d2h_gbs")})


def benchmark_each(system: System, python: str, gpus: Sequence[GpuFacts], *, device: str = "gpu",
                   sizes: Sequence[int] = (), repeats: int = 5, timeout: float = BENCH_TIMEOUT_S,
                   progress: Progress | None = None, tables: Tables | None = None) -> tuple[BenchResult, ...]:
    """Benchmark every GPU one after the other (or the CPU once), each in its own process."""
    tables = tables or load_tables()
    options = ["--repeats", str(repeats), *(["--sizes", ",".join(map(str, sizes))] if sizes else [])]
    targets: list[GpuFacts | None] = [None] if device == "cpu" else [g for g in gpus if g.error is None]
    results = []
    for number, gpu in enumerate(targets, 1):
        label = "the CPU" if gpu is None else f"GPU {gpu.index} ({gpu.name}, {gpu.uuid})"
        if progress:
            progress(Event(Step.BENCH, done=False, label=label, number=number, total=len(targets)))
        result = _run_one(system, python, gpu, device=device, options=options, timeout=timeout, tables=tables)
        if progress:
            progress(Event(Step.BENCH, done=True, label=label, number=number, total=len(targets), bench=result))
        results.append(result)
    return tuple(results)


_TOGETHER = Path(__file__).with_name("_together.py")
_TOGETHER_MARK = "__ENVCHECK_TOGETHER__ "


def train_together(system: System, python: str, *, device: str = "gpu", timeout: float = BENCH_TIMEOUT_S,
                   progress: Progress | None = None) -> TogetherResult:
    """Run a few MirroredStrategy training steps and an all-reduce over every visible device."""
    label = "two logical CPU devices" if device == "cpu" else "every visible GPU"
    if progress:
        progress(Event(Step.TOGETHER, done=False, label=label))
    env = {**system.environ, "CUDA_DEVICE_ORDER": "PCI_BUS_ID"}
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    result = system.start([python, str(_TOGETHER), "--device", device], env=env).wait(timeout)
    data = marked_json(result.stdout, _TOGETHER_MARK)
    error = data.get("error") or (None if data and result.ok else failure_reason(result))
    sweep = tuple(r for r in (_allreduce(d) for d in data.get("allreduce") or ()) if r)
    pairs = tuple(PairAllReduce(gpus=(int(p["gpus"][0]), int(p["gpus"][1])), bytes=int(p["bytes"]), busbw_gbs=bus)
                  for p in data.get("pairs") or () if (bus := _spread(p.get("busbw_gbs"))))
    together = TogetherResult(
        device=device, devices=tuple(str(d) for d in data.get("devices") or ()), replicas=data.get("replicas"),
        step_s=_spread(data.get("step_s")), allreduce_gbs=sweep[-1].busbw_gbs if sweep else None,
        cross_device_ops=data.get("cross_device_ops"), allreduce=sweep, pairs=pairs, error=error,
        seconds=round(result.seconds, 1), output_tail=output_tail(result),
        events=_gpu_events(result.stderr) if device == "gpu" else (),
    )
    if progress:
        progress(Event(Step.TOGETHER, done=True, label=label, together=together))
    return together
