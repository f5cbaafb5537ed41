"""`envcheck run --watch`: the verdict over sample series, the process tree's CPU, and pass-through."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

import pytest
from fakes import DATA, this_machine, write
from typer.testing import CliRunner

from envcheck import cli
from envcheck.inputbound import InputReport
from envcheck.testing import FakeSystem
from envcheck.watch import RunOutcome, Sample, _tree_ticks, exit_status, judge, run_command, save_samples

if TYPE_CHECKING:
    from pathlib import Path

OK = RunOutcome(exit_code=0, signal=None, seconds=60.0)


def _recorded(name: str) -> list[Sample]:
    """A series recorded on the development machine (no GPU) by `envcheck run --watch --samples`."""
    data = json.loads((DATA / "watch" / f"{name}.json").read_text())
    return [Sample(t=d["t"], cpu_cores=d["cpu_cores"], gpu_util=tuple(d["gpu_util"]),
                   gpu_memory_mib=tuple(d["gpu_memory_mib"])) for d in data]


def _gpu_series(gpu: int, cpu: float) -> list[Sample]:
    """A 60-sample series on one GPU (synthetic: no GPU was lent to record one)."""
    return [Sample(t=float(i), cpu_cores=cpu, gpu_util=(gpu,), gpu_memory_mib=(20000,)) for i in range(60)]


def _callback(share: float, verdict: str | None = None, advice: tuple[str, ...] = ()) -> InputReport:
    return InputReport(epoch=0, steps=100, step_s=0.025, compute_s=0.025 * (1 - share), fetch_s=0.025 * share,
                       input_share=share, sampled_steps=10, method="test",
                       verdict=verdict or ("input-bound" if share >= 0.5 else "not input-bound"), advice=advice)


def test_gpu_bound() -> None:
    verdict = judge(_gpu_series(96, 1.0), OK)
    assert verdict.kind == "gpu-bound"
    assert "GPU utilization 96% on average (busiest GPU)" in verdict.numbers


def test_input_bound_from_utilization() -> None:
    verdict = judge(_gpu_series(18, 1.9), OK)
    assert verdict.kind == "input-bound"
    assert any("prefetch(tf.data.AUTOTUNE)" in a for a in verdict.advice)


def test_gpu_idle_means_cpu_only() -> None:
    assert judge(_gpu_series(0, 3.5), OK).kind == "cpu-only"


def test_recorded_slow_pipeline_with_the_callback_is_input_bound() -> None:
    verdict = judge(_recorded("cpu_slow_pipeline"), OK, _callback(0.82))
    assert verdict.kind == "input-bound"
    assert any("82% of each step waiting for input" in n for n in verdict.numbers)


def test_recorded_fast_pipeline_with_the_callback_is_compute_bound() -> None:
    assert judge(_recorded("cpu_fast_pipeline"), OK, _callback(0.09)).kind == "compute-bound"


def test_a_cpu_run_is_never_advised_mixed_precision() -> None:
    verdict = judge(_recorded("cpu_fast_pipeline"), OK, _callback(0.09))
    assert verdict.advice == ()
    assert not any("mixed" in a for a in judge(_recorded("cpu_slow_pipeline"), OK, _callback(0.82)).advice)


def test_a_busy_gpu_gets_no_input_advice() -> None:
    verdict = judge(_gpu_series(96, 1.0), OK)
    assert len(verdict.advice) == 1
    assert "mixed_float16" in verdict.advice[0]


def test_input_advice_is_the_callbacks_own_for_its_pipeline() -> None:
    verdict = judge(_recorded("cpu_slow_pipeline"), OK, _callback(0.82, advice=("cache it",)))
    assert verdict.advice == ("cache it",)


def test_an_uncertain_callback_is_not_turned_into_a_verdict() -> None:
    verdict = judge(_recorded("cpu_fast_pipeline"), OK, _callback(0.45, verdict="uncertain"))
    assert verdict.kind == "uncertain"
    assert any("uncertain" in n for n in verdict.numbers)


def test_recorded_cpu_run_without_the_callback_is_cpu_only() -> None:
    assert judge(_recorded("cpu_fast_pipeline"), OK).kind == "cpu-only"


def test_recorded_sleep_is_idle() -> None:
    assert judge(_recorded("cpu_idle_sleep"), OK).kind == "idle"


def test_a_crashed_run_still_gets_a_verdict() -> None:
    verdict = judge(_gpu_series(95, 1.0)[:10], RunOutcome(exit_code=1, signal=None, seconds=10.0))
    assert verdict.kind == "gpu-bound"
    assert "the command ended with exit code 1" in verdict.numbers


def test_a_run_killed_by_a_signal() -> None:
    outcome = RunOutcome(exit_code=-9, signal="SIGKILL", seconds=5.0)
    assert "the command ended with SIGKILL" in judge(_gpu_series(20, 2.0), outcome).numbers
    assert exit_status(outcome) == 137


def test_no_samples() -> None:
    assert judge([], RunOutcome(exit_code=0, signal=None, seconds=0.1)).kind == "unknown"


def test_process_tree_cpu_from_proc(tmp_path: Path) -> None:
    # /proc/<pid>/stat: pid (comm) state ppid ... utime(14th field) stime(15th field)
    def stat(pid: int, comm: str, ppid: int, utime: int, stime: int) -> str:
        rest = ["S", str(ppid), *["0"] * 9, str(utime), str(stime)]
        return f"{pid} ({comm}) {' '.join(rest)}\n"

    write(tmp_path, "/proc/100/stat", stat(100, "python train.py", 1, 500, 100))
    write(tmp_path, "/proc/101/stat", stat(101, "worker (a)", 100, 200, 50))
    write(tmp_path, "/proc/102/stat", stat(102, "other", 1, 999, 999))
    assert _tree_ticks(FakeSystem(tmp_path), 100) == 850
    assert _tree_ticks(FakeSystem(tmp_path), 555) is None


@pytest.mark.parametrize(("code", "status"), [("raise SystemExit(3)", 3), (("import os, signal; "
                                              "os.kill(os.getpid(), signal.SIGTERM)"), 143)], ids=["exit-3", "sigterm"])
def test_exit_code_and_signal_pass_through(code: str, status: int) -> None:
    outcome, _ = run_command([sys.executable, "-c", code], env={}, system=None)
    assert exit_status(outcome) == status


def test_missing_command_is_127() -> None:
    outcome, _ = run_command(["/nonexistent/command"], env={}, system=None)
    assert exit_status(outcome) == 127
    assert outcome.error == "/nonexistent/command: command not found"


def test_run_says_the_command_was_not_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "LocalSystem", lambda: this_machine(tmp_path / "m"))
    result = CliRunner().invoke(cli.app, ["run", "--watch", "--", "/no/such/cmd", "--epochs", "3"])
    assert result.exit_code == 127
    assert "envcheck: /no/such/cmd: command not found" in result.output
    assert "samples over" not in result.output  # no verdict on a run that never started


def test_samples_are_saved(tmp_path: Path) -> None:
    samples = _gpu_series(50, 1.0)[:2]
    save_samples(str(tmp_path / "s.csv"), samples)
    assert (tmp_path / "s.csv").read_text().splitlines()[:2] == ["t,cpu_cores,gpu0_util,gpu0_memory_mib",
                                                                 "0.0,1.0,50,20000"]
    save_samples(str(tmp_path / "s.json"), samples)
    assert json.loads((tmp_path / "s.json").read_text())[1]["gpu_util"] == [50]
