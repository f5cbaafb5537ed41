from __future__ import annotations

import dataclasses

from envcheck.facts import BenchResult, GpuFacts, MatmulResult, MultiWorkerResult, Spread, TogetherResult, WorkerResult
from envcheck.findings import Severity, Status
from envcheck.testing import make_facts, run_rule


def _s(value: float) -> Spread:
    return Spread(median=value, min=value * 0.95, max=value * 1.05)


def _a100(index: int, tflops: float, **changes: object) -> BenchResult:
    result = BenchResult(device="gpu", index=index, name="NVIDIA A100-SXM4-80GB", uuid=f"GPU-{index}",
                         matmul=(MatmulResult(size=8192, dtype="float32", tflops=_s(tflops), seconds=_s(0.06)),),
                         lstm_cudnn_s=_s(0.004), lstm_generic_s=_s(0.02))
    return dataclasses.replace(result, **changes)


def test_bench001_crash() -> None:
    failed = _a100(0, 0.0, matmul=(), error="ended by SIGSEGV")
    finding = run_rule("BENCH001", make_facts(bench=(failed,))).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.message == "GPU 0 (NVIDIA A100-SXM4-80GB): the benchmark failed: ended by SIGSEGV"


def test_bench001_partial_failure_is_a_warning() -> None:
    partial = _a100(0, 17.0, errors=("lstm: UnknownError: Fail to find the dnn implementation.",))
    assert run_rule("BENCH001", make_facts(bench=(partial,))).findings[0].severity is Severity.WARN


def test_bench001_all_ran() -> None:
    assert run_rule("BENCH001", make_facts(bench=(_a100(0, 17.0),))).status is Status.PASS


def test_bench001_skips_without_benchmarks() -> None:
    assert run_rule("BENCH001", make_facts()).status is Status.SKIP


def test_bench002_one_gpu_below_its_siblings() -> None:
    facts = make_facts(bench=(_a100(0, 17.5), _a100(1, 17.1), _a100(2, 9.0)))
    (finding,) = run_rule("BENCH002", facts).findings
    assert finding.subject == "gpu:2"
    assert "9.0 TFLOP/s, 53% of the median (17.1) of the 3 NVIDIA A100-SXM4-80GB GPUs" in finding.message


def test_bench002_siblings_agree() -> None:
    assert run_rule("BENCH002", make_facts(bench=(_a100(0, 17.5), _a100(1, 16.0)))).status is Status.PASS


def test_bench003_far_below_the_published_peak() -> None:
    finding = run_rule("BENCH003", make_facts(bench=(_a100(0, 4.0),))).findings[0]
    assert "21% of its 19.5 TFLOP/s FP32 peak" in finding.message


def test_bench003_near_peak() -> None:
    assert run_rule("BENCH003", make_facts(bench=(_a100(0, 17.0),))).status is Status.PASS


def test_bench004_lstm_without_cudnn_gain() -> None:
    slow = _a100(0, 17.0, lstm_cudnn_s=_s(0.018), lstm_generic_s=_s(0.02))
    assert "only 1.1x faster" in run_rule("BENCH004", make_facts(bench=(slow,))).findings[0].message


def test_bench004_cudnn_fast() -> None:
    assert run_rule("BENCH004", make_facts(bench=(_a100(0, 17.0),))).status is Status.PASS


def test_bench005_names_the_gpu_that_fails_alone() -> None:
    together = TogetherResult(device="gpu", devices=("/device:GPU:0", "/device:GPU:1"), error="InternalError: NCCL")
    facts = make_facts(together=together, bench=(_a100(0, 17.0), _a100(1, 0.0, matmul=(), error="timed out")))
    finding = run_rule("BENCH005", facts).findings[0]
    assert "GPU 1 (NVIDIA A100-SXM4-80GB) also fails on its own" in finding.message


def test_bench005_names_nvlink_down() -> None:
    together = TogetherResult(device="gpu", devices=("/device:GPU:0",), error="InternalError: NCCL")
    gpu = GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", nvlinks_up=10, nvlinks_down=2)
    finding = run_rule("BENCH005", make_facts(together=together, driver={"gpus": (gpu,)})).findings[0]
    assert "NVLink is down on GPU 0 (2 link(s))" in finding.message


def test_bench005_works() -> None:
    together = TogetherResult(device="gpu", devices=("/device:GPU:0", "/device:GPU:1"), replicas=2,
                              step_s=_s(0.01), allreduce_gbs=_s(180.0))
    assert run_rule("BENCH005", make_facts(together=together)).status is Status.PASS


def _worker(index: int, **changes: object) -> WorkerResult:
    worker = WorkerResult(index=index, address=f"10.0.0.{index + 1}:12345", tf_version="2.21.0")
    return dataclasses.replace(worker, **changes)


def test_bench008_names_the_worker_whose_port_is_closed() -> None:
    hung = _worker(0, error="timed out after 300 s", timed_out=True, phase="joining the cluster",
                   peers=("1 10.0.0.2:12345 refused", "2 10.0.0.3:12345 listening"))
    workers = MultiWorkerResult(device="gpu", workers=("10.0.0.1:12345", "10.0.0.2:12345", "10.0.0.3:12345"),
                                results=(hung,))
    [finding] = run_rule("BENCH008", make_facts(workers=workers)).findings
    assert finding.message.startswith("worker 0 (10.0.0.1:12345) failed: worker 1 (10.0.0.2:12345) refuses")
    assert "worker 2" not in finding.message
    assert finding.severity is Severity.ERROR


def test_bench008_hang_with_every_port_listening_is_the_collective() -> None:
    hung = _worker(1, error="timed out", timed_out=True, phase="an all-reduce of 4194304 bytes",
                   peers=("0 10.0.0.1:12345 listening",))
    workers = MultiWorkerResult(device="gpu", workers=("10.0.0.1:12345", "10.0.0.2:12345"), results=(hung,))
    [finding] = run_rule("BENCH008", make_facts(workers=workers)).findings
    assert "hung while an all-reduce of 4194304 bytes although every other worker listens" in finding.message


def test_bench008_version_skew_between_workers() -> None:
    skewed = (_worker(0), dataclasses.replace(_worker(1), tf_version="2.20.0"))
    workers = MultiWorkerResult(device="cpu", workers=("a:1", "b:2"), results=skewed)
    [finding] = run_rule("BENCH008", make_facts(workers=workers)).findings
    assert "different TensorFlow versions" in finding.message
    assert "2.20.0" in finding.message


def test_bench008_passes_when_every_worker_trained() -> None:
    workers = MultiWorkerResult(device="cpu", workers=("a:1", "b:2"), results=(_worker(0), _worker(1)))
    assert run_rule("BENCH008", make_facts(workers=workers)).status is Status.PASS
    assert run_rule("BENCH008", make_facts()).status is Status.SKIP
