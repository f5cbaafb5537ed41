"""Benchmark each GPU in a process of its own (`envcheck gpus --each`, `doctor --bench`).

Only the GPU under test is visible to its process, selected by UUID with CUDA_DEVICE_ORDER=
PCI_BUS_ID, so "GPU 2" is the same card in every line of output. A GPU that crashes or hangs
its process is reported with the reason, and the next GPU is tested anyway.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from envcheck.collect.probe import failure_reason, output_tail
from envcheck.compat import low_precision_dtype
from envcheck.facts import BenchResult, MatmulResult, Spread, TogetherResult
from envcheck.progress import Event, Progress, Step
from envcheck.tables import load_tables
from envcheck.tflog import parse_log

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.facts import GpuFacts
    from envcheck.system import System
    from envcheck.tflog import LogEvent

__all__ = ["BENCH_TIMEOUT_S", "benchmark_each", "train_together"]

BENCH_TIMEOUT_S = 300.0  # one device: TensorFlow start, the size sweep, copies and two LSTM models
_SCRIPT = Path(__file__).with_name("_child.py")
_MARK = "__ENVCHECK_BENCH__ "


def _gpu_events(stderr: str) -> tuple[LogEvent, ...]:
    """TensorFlow's GPU errors and warnings (on a CPU run, the cuInit failure is expected noise)."""
    return tuple(e for e in parse_log(stderr) if e.level in ("error", "warning"))


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


def _result(base: dict[str, Any], stdout: str) -> BenchResult:
    line = next((l for l in reversed(stdout.splitlines()) if l.startswith(_MARK)), None)  # noqa: E741
    try:
        data = json.loads(line[len(_MARK):]) if line else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return BenchResult(**base)
    copies = data.get("copies") or {}
    matmul = tuple(m for m in (_matmul(d) for d in data.get("matmul") or ()) if m)
    errors = tuple(str(e) for e in data.get("errors") or ())
    return BenchResult(
        **{**base, "error": base["error"] or (errors[0] if errors and not matmul else None)},
        matmul=matmul, low_precision=_matmul(data.get("low_precision")),
        host_to_device_gbs=_spread(copies.get("host_to_device_gbs")),
        device_to_host_gbs=_spread(copies.get("device_to_host_gbs")),
        lstm_cudnn_s=_spread(data.get("lstm_cudnn_s")), lstm_generic_s=_spread(data.get("lstm_generic_s")),
        errors=errors,
    )


def _run_one(system: System, python: str, gpu: GpuFacts | None, *, device: str, options: Sequence[str],
             timeout: float) -> BenchResult:
    env = dict(system.environ)
    if gpu is None:
        env["CUDA_VISIBLE_DEVICES"] = ""  # the CPU run must not touch a GPU
    else:
        env.update(CUDA_DEVICE_ORDER="PCI_BUS_ID", CUDA_VISIBLE_DEVICES=gpu.uuid or str(gpu.index))
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    low = low_precision_dtype(load_tables(), gpu.compute_capability, gpu.name) if gpu is not None else "bfloat16"
    result = system.start([python, str(_SCRIPT), "--device", device, *options, "--low-dtype", low],
                          env=env).wait(timeout)
    base: dict[str, Any] = {
        "device": device, "index": gpu.index if gpu else None, "name": gpu.name if gpu else "CPU",
        "uuid": gpu.uuid if gpu else None, "seconds": round(result.seconds, 1),
        "events": _gpu_events(result.stderr) if gpu is not None else (),
        "output_tail": output_tail(result), "error": failure_reason(result) if not result.ok else None,
    }
    return _result(base, result.stdout)


def benchmark_each(system: System, python: str, gpus: Sequence[GpuFacts], *, device: str = "gpu",
                   sizes: Sequence[int] = (), repeats: int = 5, timeout: float = BENCH_TIMEOUT_S,
                   progress: Progress | None = None) -> tuple[BenchResult, ...]:
    """Benchmark every GPU one after the other (or the CPU once), each in its own process."""
    options = ["--repeats", str(repeats), *(["--sizes", ",".join(map(str, sizes))] if sizes else [])]
    targets: list[GpuFacts | None] = [None] if device == "cpu" else [g for g in gpus if g.error is None]
    results = []
    for number, gpu in enumerate(targets, 1):
        label = "the CPU" if gpu is None else f"GPU {gpu.index} ({gpu.name}, {gpu.uuid})"
        if progress:
            progress(Event(Step.BENCH, done=False, label=label, number=number, total=len(targets)))
        result = _run_one(system, python, gpu, device=device, options=options, timeout=timeout)
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
    line = next((l for l in reversed(result.stdout.splitlines()) if l.startswith(_TOGETHER_MARK)), None)  # noqa: E741
    try:
        data = json.loads(line[len(_TOGETHER_MARK):]) if line else {}
    except ValueError:
        data = {}
    error = data.get("error") or (None if line and result.ok else failure_reason(result))
    together = TogetherResult(
        device=device, devices=tuple(str(d) for d in data.get("devices") or ()), replicas=data.get("replicas"),
        step_s=_spread(data.get("step_s")), allreduce_gbs=_spread(data.get("allreduce_gbs")), error=error,
        seconds=round(result.seconds, 1), output_tail=output_tail(result),
        events=_gpu_events(result.stderr) if device == "gpu" else (),
    )
    if progress:
        progress(Event(Step.TOGETHER, done=True, label=label, together=together))
    return together
