"""The benchmark runners over canned child outputs, and for real on the CPU."""

from __future__ import annotations

import importlib.util
import sys
from typing import TYPE_CHECKING

import pytest
from fakes import DATA

from envcheck.bench.runner import _SCRIPT, _TOGETHER, benchmark_each, train_together
from envcheck.facts import GpuFacts
from envcheck.system import CommandResult, LocalSystem
from envcheck.testing import TIMEOUT, FakeSystem

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.progress import Event

CPU_RUN = (DATA / "bench_cpu_stdout.txt").read_text()
GPUS = (GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", uuid="GPU-aaaa", compute_capability="8.0"),
        GpuFacts(index=1, name="NVIDIA A100-SXM4-80GB", uuid="GPU-bbbb", compute_capability="8.0"),
        GpuFacts(index=2, name="NVIDIA A100-SXM4-80GB", error="GPU is lost"))
PY = "/venv/bin/python"


def _key(device: str) -> str:
    """The child's command line; the parent picks the tensor-core types from the tables (A100: bf16, fp16, TF32)."""
    tail = "--low-dtypes bfloat16" if device == "cpu" else "--low-dtypes bfloat16,float16 --tf32"
    return f"{PY} {_SCRIPT} --device {device} --repeats 5 {tail}"


def test_cpu_result_is_read_from_the_child(tmp_path: Path) -> None:
    system = FakeSystem(tmp_path, commands={_key("cpu"): CommandResult(0, CPU_RUN, seconds=9.0)})
    (result,) = benchmark_each(system, PY, GPUS, device="cpu")
    assert (result.device, result.error, result.name) == ("cpu", None, "CPU")
    assert [m.size for m in result.matmul] == [64, 256]
    assert result.peak_fp32 is not None
    assert result.peak_fp32.size == 256
    assert result.low_precision is not None
    assert result.low_precision.dtype == "bfloat16"
    assert result.lstm_cudnn_s is not None
    assert system.envs[0]["CUDA_VISIBLE_DEVICES"] == ""


def test_each_gpu_runs_alone_by_uuid_and_a_hang_does_not_stop_the_others(tmp_path: Path) -> None:
    progress: list[Event] = []
    system = FakeSystem(tmp_path, commands={_key("gpu"): TIMEOUT})
    results = benchmark_each(system, PY, GPUS, progress=progress.append)
    assert [r.index for r in results] == [0, 1]  # the lost GPU is not benchmarked
    assert all("timed out" in (r.error or "") for r in results)
    assert [(e["CUDA_VISIBLE_DEVICES"], e["CUDA_DEVICE_ORDER"]) for e in system.envs] == [
        ("GPU-aaaa", "PCI_BUS_ID"), ("GPU-bbbb", "PCI_BUS_ID")]
    assert [(e.done, e.number, e.total) for e in progress] == [(False, 1, 2), (True, 1, 2), (False, 2, 2), (True, 2, 2)]
    assert progress[0].label == "GPU 0 (NVIDIA A100-SXM4-80GB, GPU-aaaa)"
    assert [e.bench for e in progress if e.done] == list(results)


def test_crashed_child_is_a_failed_result(tmp_path: Path) -> None:
    system = FakeSystem(tmp_path, commands={_key("gpu"): CommandResult(-11, "", "Fatal Python error: Segmentation")})
    (result, _) = benchmark_each(system, PY, GPUS[:2])
    assert result.error == "ended by SIGSEGV"
    assert result.output_tail == ("Fatal Python error: Segmentation",)


def test_together_failure_is_read(tmp_path: Path) -> None:
    out = ('__ENVCHECK_TOGETHER__ {"device": "gpu", "devices": ["/device:GPU:0", "/device:GPU:1"], '
           '"error": "InternalError: NCCL error: unhandled system error"}\n')
    system = FakeSystem(tmp_path, commands={f"{PY} {_TOGETHER} --device gpu": out})
    result = train_together(system, PY)
    assert result.error == "InternalError: NCCL error: unhandled system error"
    assert result.devices == ("/device:GPU:0", "/device:GPU:1")


HAS_TF = importlib.util.find_spec("tensorflow") is not None


@pytest.mark.integration
@pytest.mark.skipif(not HAS_TF, reason="TensorFlow is not installed")
def test_real_cpu_benchmark(tmp_path: Path) -> None:
    (result,) = benchmark_each(LocalSystem(), sys.executable, (), device="cpu", sizes=(64, 256), repeats=3)
    assert result.error is None, result.output_tail
    assert all(m.tflops.median > 0 for m in result.matmul)
    assert result.lstm_cudnn_s is not None
    assert result.lstm_generic_s is not None
    assert result.lstm_cudnn_s.min <= result.lstm_cudnn_s.median <= result.lstm_cudnn_s.max


@pytest.mark.integration
@pytest.mark.skipif(not HAS_TF, reason="TensorFlow is not installed")
def test_real_mirrored_strategy_on_two_logical_cpus() -> None:
    result = train_together(LocalSystem(), sys.executable, device="cpu")
    assert result.error is None, result.output_tail
    assert result.replicas == 2
    assert result.step_s is not None
    assert result.allreduce_gbs is not None
    assert result.allreduce_gbs.median > 0


def test_the_childs_precisions_come_from_the_tables_given(tmp_path: Path) -> None:
    import json  # noqa: PLC0415

    from envcheck.tables import TABLE_FILES, bundled_directory, load_tables  # noqa: PLC0415

    folder = tmp_path / "tables"
    folder.mkdir()
    for name in TABLE_FILES:
        (folder / name).write_bytes((bundled_directory() / name).read_bytes())
    data = json.loads((folder / "compute_capability.json").read_text())
    for row in data["compute_capabilities"]:
        if row["compute_capability"] == "8.0":
            row["tensor_types"] = ["fp16"]
    (folder / "compute_capability.json").write_text(json.dumps(data))
    key = f"{PY} {_SCRIPT} --device gpu --repeats 5 --low-dtypes float16"
    system = FakeSystem(tmp_path, commands={key: CommandResult(1, "")})  # bundled tables: bf16 and --tf32 too
    (result,) = benchmark_each(system, PY, GPUS[:1], tables=load_tables(str(folder)))
    assert system.calls == [key]
    assert result.error == "exit code 1"
