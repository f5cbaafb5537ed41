"""Benchmarks against the right yardstick: TF32 vs FP32, tensor-core peaks, the link, busy sizes,
the all-reduce sweep (nccl-tests' algbw/busbw), NVML topology, and LSTM layers that lose cuDNN.

Machines: an A100 (TF32 vs FP32 peaks), a GH200 (NVLink-C2C), a DGX A100 with one NVLink link
down, and a PCIe-only workstation (tests/nvml_boxes.py), with benchmark results as the children
report them.
"""

from __future__ import annotations

import ctypes
import dataclasses
import importlib.util
import json
import subprocess
import sys
from typing import TYPE_CHECKING, Any

import nvml_boxes
import pytest

from envcheck.bench.figures import busy_sizes
from envcheck.bench.runner import _COPIES, _SCRIPT, _TOGETHER, benchmark_each, train_together
from envcheck.collect.driver import read_nvml
from envcheck.facts import (
    AllReduceResult,
    BenchResult,
    CopyResult,
    DriverFacts,
    GpuFacts,
    MatmulResult,
    PairAllReduce,
    Spread,
    TogetherResult,
)
from envcheck.findings import Status
from envcheck.render.gpus import render_bench, render_together, render_topology
from envcheck.rnn import cudnn_blockers
from envcheck.system import CommandResult
from envcheck.tables import load_tables
from envcheck.testing import FakeSystem, make_facts, run_rule

copies_script = importlib.import_module("envcheck.bench._copies")
if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()
PY = "/venv/bin/python"
A100 = GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", uuid="GPU-a", compute_capability="8.0", pcie_gen=4,
                pcie_gen_max=4, pcie_width=16, pcie_width_max=16)
GH200 = GpuFacts(index=0, name="NVIDIA GH200 480GB", uuid="GPU-g", compute_capability="9.0")


def _s(value: float) -> Spread:
    return Spread(median=value, min=value * 0.95, max=value * 1.05)


def _mm(size: int, tflops: float, dtype: str = "float32") -> MatmulResult:
    return MatmulResult(size=size, dtype=dtype, tflops=_s(tflops), seconds=_s(2 * size**3 / tflops / 1e12))


def _driver(nvml: Any) -> DriverFacts:
    fields, error, _ = read_nvml(nvml)
    assert error is None
    return DriverFacts(**fields)


def _a100_result(tf32_tflops: float = 120.0, **changes: Any) -> BenchResult:
    result = BenchResult(
        device="gpu", index=0, name=A100.name, uuid="GPU-a", tf32=True,
        matmul=(_mm(256, 2.0), _mm(1024, 45.0), _mm(2048, 100.0), _mm(8192, tf32_tflops)),
        fp32_strict=_mm(8192, 18.5), half=(_mm(8192, 250.0, "bfloat16"), _mm(8192, 260.0, "float16")),
        low_precision=_mm(8192, 250.0, "bfloat16"))
    return dataclasses.replace(result, **changes)


# --- A100: TF32 vs FP32 --------------------------------------------------------------------------


def test_a100_child_is_asked_for_tf32_and_both_16_bit_types(tmp_path: Path) -> None:
    child = {"device": "gpu", "tf32": True, "matmul": [dataclasses.asdict(_mm(8192, 120.0))],
             "fp32_strict": dataclasses.asdict(_mm(8192, 18.5)),
             "half": [dataclasses.asdict(_mm(8192, 250.0, "bfloat16")),
                      dataclasses.asdict(_mm(8192, 260.0, "float16"))]}
    copies = {"mib": 256, **{k: {"median": 24.0, "min": 23.0, "max": 25.0} for k in
                             ("pinned_h2d_gbs", "pinned_d2h_gbs", "pageable_h2d_gbs", "pageable_d2h_gbs")}}
    system = FakeSystem(tmp_path, commands={
        f"{PY} {_SCRIPT} --device gpu --repeats 5 --low-dtypes bfloat16,float16 --tf32":
            "__ENVCHECK_BENCH__ " + json.dumps(child),
        f"{sys.executable} {_COPIES} 256 5": json.dumps(copies)})
    (result,) = benchmark_each(system, PY, (A100,))
    assert (result.tf32, result.fp32_strict, [h.dtype for h in result.half]) == (
        True, _mm(8192, 18.5), ["bfloat16", "float16"])
    assert result.low_precision == result.half[0]
    assert result.copies == CopyResult(mib=256, **{k: Spread(24.0, 23.0, 25.0) for k in (
        "pinned_h2d_gbs", "pinned_d2h_gbs", "pageable_h2d_gbs", "pageable_d2h_gbs")})
    assert system.envs[1]["CUDA_VISIBLE_DEVICES"] == "GPU-a"  # the copies see only the GPU under test


def test_pascal_gets_no_tf32_pass(tmp_path: Path) -> None:
    p100 = GpuFacts(index=0, name="Tesla P100-PCIE-16GB", uuid="GPU-p", compute_capability="6.0")
    system = FakeSystem(tmp_path, commands={f"{PY} {_SCRIPT} --device gpu --repeats 5 --low-dtypes float16":
                                            CommandResult(1, "", "boom")})
    benchmark_each(system, PY, (p100,))
    assert system.calls == [f"{PY} {_SCRIPT} --device gpu --repeats 5 --low-dtypes float16"]  # no copies after a crash


def test_a100_float32_is_compared_with_the_tf32_peak() -> None:
    text = render_bench((_a100_result(),), TABLES, (A100,))
    assert "matmul float32 (as TF32) 8192x8192" in text
    assert "77% of 156 TF32 peak" in text
    assert "95% of 19.5 FP32 peak" in text  # the TF32-off row
    assert "80% of 312 BF16 peak" in text
    assert "83% of 312 FP16 peak" in text
    assert "float32 training here runs as TF32 (TensorFlow's default on this GPU)" in text
    assert "600%" not in text


def test_bench003_fires_on_a_slow_a100_that_fp32_hid() -> None:
    slow = _a100_result(tf32_tflops=30.0)  # 154 % of the FP32 peak: silent before; 19 % of TF32
    (finding,) = run_rule("BENCH003", make_facts(bench=(slow,))).findings
    assert "30.0 TFLOP/s in a 8192x8192 float32 matmul, 19% of its 156 TFLOP/s TF32 peak" in finding.message
    assert run_rule("BENCH003", make_facts(bench=(_a100_result(),))).status is Status.PASS


def test_true_fp32_below_peak_is_flagged_too() -> None:
    result = _a100_result(fp32_strict=_mm(8192, 3.0))
    (finding,) = run_rule("BENCH003", make_facts(bench=(result,))).findings
    assert "float32 matmul with TF32 off, 15% of its 19.5 TFLOP/s FP32 peak" in finding.message


def test_size_sweep_says_where_the_gpu_becomes_busy() -> None:
    result = _a100_result()
    assert busy_sizes(result.matmul) == {0.5: 2048, 0.8: 2048}
    assert "busy from: float32 matmuls reach 50% of its best at 2048x2048, 80% of its best at 2048x2048" in (
        render_bench((result,), TABLES))
    assert busy_sizes((_mm(64, 1.0), _mm(256, 6.0), _mm(1024, 10.0))) == {0.5: 256, 0.8: 1024}


# --- copies against the link: GH200's C2C, a degraded PCIe link ----------------------------------


def _copies(h2d: float, d2h: float) -> CopyResult:
    return CopyResult(mib=256, pinned_h2d_gbs=_s(h2d), pinned_d2h_gbs=_s(d2h), pageable_h2d_gbs=_s(h2d / 3),
                      pageable_d2h_gbs=_s(d2h / 3))


def test_bench006_gh200_copies_are_measured_against_nvlink_c2c() -> None:
    result = BenchResult(device="gpu", index=0, name=GH200.name, uuid="GPU-g", copies=_copies(380.0, 400.0))
    text = render_bench((result,), TABLES, (GH200,))
    assert "against NVLink-C2C, 450.0 GB/s per direction" in text
    assert "pinned   host->device 380.0 (361.0-399.0) (84%)" in text
    facts = make_facts(bench=(result,), driver={"gpus": (GH200,)})
    assert run_rule("BENCH006", facts).status is Status.PASS


def test_bench006_a_degraded_pcie_link_shows_as_a_number() -> None:
    degraded = dataclasses.replace(A100, pcie_width=4)
    result = BenchResult(device="gpu", index=0, name=A100.name, uuid="GPU-a", copies=_copies(6.5, 6.8))
    (finding,) = run_rule("BENCH006", make_facts(bench=(result,), driver={"gpus": (degraded,)})).findings
    assert finding.message == ("GPU 0 (NVIDIA A100-SXM4-80GB): pinned copies reach 6.5 GB/s, 21% of PCIe gen4 x16's "
                               "31.5 GB/s per direction; the link runs at gen4 x4 now")


class _FakeCuda:
    """libcuda as the copy script calls it: every call succeeds; the pinned buffer is real memory."""

    def __init__(self) -> None:
        self.buffer = ctypes.create_string_buffer(1 << 20)
        self.copies = 0

    def __getattr__(self, name: str) -> Any:
        def call(*args: Any) -> int:
            if name == "cuMemHostAlloc":
                args[0]._obj.value = ctypes.addressof(self.buffer)
            self.copies += name.startswith("cuMemcpy")
            return 0
        return call


def test_copy_script_times_pinned_and_pageable_both_ways() -> None:
    lib = _FakeCuda()
    out = copies_script.measure(lib, 1, 3)
    assert set(out) == {"mib", "pageable_h2d_gbs", "pageable_d2h_gbs", "pinned_h2d_gbs", "pinned_d2h_gbs"}
    assert all(out[k]["median"] > 0 for k in out if k != "mib")
    assert lib.copies == 4 * (1 + 3)  # a warm-up and three timed copies each


def test_copy_script_reports_a_failed_call() -> None:
    lib = _FakeCuda()
    lib.cuMemAlloc_v2 = lambda *_: 2  # CUDA_ERROR_OUT_OF_MEMORY
    lib.cuGetErrorName = lambda _code, ref: 1  # no name known
    with pytest.raises(copies_script.CudaError, match="cuMemAlloc: CUresult 2"):
        copies_script.measure(lib, 1, 1)


# --- topology and the all-reduce: DGX A100 with a link down, a PCIe workstation ------------------


def _pairs(driver: DriverFacts, slow: int | None = None) -> tuple[PairAllReduce, ...]:
    return tuple(PairAllReduce(gpus=p.gpus, bytes=64 << 20, busbw_gbs=_s(40.0 if slow in p.gpus else 230.0))
                 for p in driver.pairs)


def test_gpu009_dgx_topology_matrix_marks_the_link_down() -> None:
    driver = _driver(nvml_boxes.dgx_a100(down=(3, 5)))
    pair = next(p for p in driver.pairs if p.gpus == (0, 3))
    assert (pair.nvlinks, pair.nvlinks_down, pair.nvswitch, pair.path, pair.p2p) == (11, 1, True, "NODE", "OK")
    assert next(p for p in driver.pairs if p.gpus == (0, 1)).nvlinks == 12
    text = render_topology(driver)
    row3 = next(line for line in text.splitlines() if line.strip().startswith("GPU3"))
    assert row3.split() == ["GPU3", "NV11!1down", "NV11!1down", "NV11!1down", "X", "NV11!1down", "NV11!1down",
                            "NV11!1down", "NV11!1down"]
    (finding,) = run_rule("GPU009", make_facts(driver=driver)).findings
    assert finding.message == "GPU 3 (NVIDIA A100-SXM4-80GB) has 1 of 12 NVLink links down"
    assert finding.subject == "gpu:3"


def test_bench007_dgx_allreduce_outlier_pairs_and_bus_bandwidth_against_nvlink() -> None:
    driver = _driver(nvml_boxes.dgx_a100(down=(3, 5)))
    sweep = (AllReduceResult(bytes=1 << 20, seconds=_s(0.0001), algbw_gbs=_s(10.5), busbw_gbs=_s(18.4)),
             AllReduceResult(bytes=256 << 20, seconds=_s(0.0015), algbw_gbs=_s(130.0), busbw_gbs=_s(227.5)))
    together = TogetherResult(device="gpu", devices=tuple(f"/device:GPU:{i}" for i in range(8)), replicas=8,
                              step_s=_s(0.01), allreduce_gbs=sweep[-1].busbw_gbs, cross_device_ops="NcclAllReduce",
                              allreduce=sweep, pairs=_pairs(driver, slow=3))
    findings = run_rule("BENCH007", make_facts(driver=driver, together=together)).findings
    assert len(findings) == 7  # every pair with GPU 3
    assert findings[0].message.startswith("GPU 0 + GPU 3 all-reduce at 40.0 GB/s bus bandwidth, 17% of the median")
    assert findings[0].message.endswith("NVML: 1 NVLink link(s) down")
    text = render_together(together, driver)
    assert "inside tf.function with NcclAllReduce; the links allow 275 GB/s (11 NVLink links through NVSwitch)" in text
    assert "256 MiB" in text
    assert "83%" in text  # 227.5 of 275


def test_gpu009_pcie_workstation_topology() -> None:
    driver = _driver(nvml_boxes.pcie_workstation())
    text = render_topology(driver)
    row0 = [line for line in text.splitlines() if line.split()[:1] == ["GPU0"]][1]  # the header comes first
    assert row0.split() == ["GPU0", "X", "PIX*", "SYS*", "SYS*"]
    assert run_rule("GPU009", make_facts(driver=driver)).status is Status.PASS


def test_bench007_pcie_pairs_that_agree_and_the_pcie_ceiling() -> None:
    driver = _driver(nvml_boxes.pcie_workstation())
    together = TogetherResult(device="gpu", devices=("a", "b", "c", "d"), replicas=4, cross_device_ops="NcclAllReduce",
                              allreduce=(AllReduceResult(bytes=64 << 20, seconds=_s(0.01), algbw_gbs=_s(8.0),
                                                         busbw_gbs=_s(12.0)),), pairs=_pairs(driver))
    assert "the links allow 32 GB/s (PCIe gen4 x16)" in render_together(together, driver)
    assert run_rule("BENCH007", make_facts(driver=driver, together=together)).status is Status.PASS


def test_together_sweep_and_pairs_are_read(tmp_path: Path) -> None:
    child = {"device": "gpu", "devices": ["/device:GPU:0", "/device:GPU:1", "/device:GPU:2"], "replicas": 3,
             "cross_device_ops": "NcclAllReduce",
             "allreduce": [{"bytes": 1048576, **{k: {"median": v, "min": v, "max": v} for k, v in (
                 ("seconds", 0.001), ("algbw_gbs", 1.0), ("busbw_gbs", 1.33))}}],
             "pairs": [{"gpus": [0, 2], "bytes": 67108864, "busbw_gbs": {"median": 5.0, "min": 4.0, "max": 6.0}}]}
    system = FakeSystem(tmp_path, commands={f"{PY} {_TOGETHER} --device gpu": "__ENVCHECK_TOGETHER__ "
                                            + json.dumps(child)})
    result = train_together(system, PY)
    assert result.allreduce[0].busbw_gbs.median == 1.33
    assert result.allreduce_gbs == result.allreduce[-1].busbw_gbs
    assert result.pairs == (PairAllReduce(gpus=(0, 2), bytes=1 << 26, busbw_gbs=Spread(5.0, 4.0, 6.0)),)
    assert result.cross_device_ops == "NcclAllReduce"


@pytest.mark.integration
@pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="TensorFlow is not installed")
def test_cpu_allreduce_runs_inside_tf_function() -> None:
    sizes = ",".join(str(n) for n in (1 << 16, 1 << 20))
    done = subprocess.run([sys.executable, str(_TOGETHER), "--device", "cpu", "--steps", "3", "--sizes", sizes],
                          capture_output=True, text=True, timeout=300, check=False,
                          env={"CUDA_VISIBLE_DEVICES": "", "PATH": "/usr/bin:/bin"})
    assert "eagerly" not in done.stderr + done.stdout  # "Using MirroredStrategy eagerly has significant overhead"
    data = json.loads(done.stdout.split("__ENVCHECK_TOGETHER__ ")[-1])
    assert data["cross_device_ops"] == "ReductionToOneDevice"
    assert [r["bytes"] for r in data["allreduce"]] == [1 << 16, 1 << 20]
    for row in data["allreduce"]:  # two replicas: busbw = algbw x 2(2-1)/2
        assert row["busbw_gbs"]["median"] == pytest.approx(row["algbw_gbs"]["median"])
        assert row["busbw_gbs"]["median"] > 0


# --- LSTM layers that lose cuDNN ------------------------------------------------------------------


def test_lstm_conditions_keras_documents() -> None:
    assert cudnn_blockers("LSTM", {"activation": "tanh", "recurrent_activation": "sigmoid", "recurrent_dropout": 0.0,
                                   "unroll": False, "use_bias": True}) == ()
    assert cudnn_blockers("LSTM", {"activation": "relu", "recurrent_activation": "hard_sigmoid",
                                   "recurrent_dropout": 0.2, "unroll": True, "use_bias": False}) == (
        "activation='relu' (needs 'tanh')", "recurrent_activation='hard_sigmoid' (needs 'sigmoid')",
        "recurrent_dropout=0.2 (needs 0)", "unroll=True (needs False)", "use_bias=False (needs True)")
    assert cudnn_blockers("GRU", {"reset_after": False}) == ("reset_after=False (needs True)",)
    assert cudnn_blockers("LSTM", {"use_cudnn": False}) == ("use_cudnn=False",)


@pytest.mark.integration
@pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="TensorFlow is not installed")
def test_callback_names_the_layer_that_lost_cudnn(capsys: pytest.CaptureFixture[str]) -> None:
    import numpy as np  # noqa: PLC0415
    import tensorflow as tf  # noqa: PLC0415

    from envcheck.keras import InputBoundCallback  # noqa: PLC0415

    keras = tf.keras
    model = keras.Sequential([keras.Input((5, 3)), keras.layers.LSTM(4, return_sequences=True, name="fast"),
                              keras.layers.Bidirectional(keras.layers.LSTM(4, recurrent_dropout=0.1, name="slow")),
                              keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mse")
    model.fit(np.zeros((8, 5, 3)), np.zeros((8, 1)), epochs=1, verbose=0, callbacks=[InputBoundCallback()])
    err = capsys.readouterr().err
    assert "recurrent_dropout=0.1 (needs 0)" in err
    assert "'fast'" not in err
