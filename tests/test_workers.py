"""`envcheck gpus --workers`: the cluster from the options or TF_CONFIG, and two real CPU workers on loopback."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from envcheck.bench import workers as workers_module
from envcheck.bench.workers import local_workers, plan_workers, run_workers, tf_config, workers_from_tf_config
from envcheck.cli import app
from envcheck.errors import ReportError
from envcheck.system import CommandResult
from envcheck.testing import FakeSystem


def test_workers_from_the_options() -> None:
    assert plan_workers("gpu01:2222,gpu02:2222", 1, {}) == (("gpu01:2222", "gpu02:2222"), (1,))
    assert plan_workers("127.0.0.1:5000,localhost:5001", None, {}) == (("127.0.0.1:5000", "localhost:5001"), (0, 1))
    workers, here = plan_workers("3", None, {})
    assert len(set(workers)) == 3
    assert all(w.startswith("127.0.0.1:") for w in workers)
    assert here == (0, 1, 2)


@pytest.mark.parametrize(("text", "index", "error"), [
    ("gpu01:2222,gpu02:2222", None, "--index"),
    ("gpu01:2222,gpu02:2222", 2, "not one of the 2 workers"),
    ("gpu01,gpu02:2222", 0, "not a worker address"),
    ("gpu01:99999,gpu02:2222", 0, "not a worker address"),
    ("gpu01:2222", 0, "at least two"),
    ("1", None, "at least 2"),
])
def test_bad_workers_are_usage_errors(text: str, index: int | None, error: str) -> None:
    with pytest.raises(ReportError, match=error):
        plan_workers(text, index, {})


def test_tf_config_round_trip() -> None:
    config = tf_config(["a:1", "b:2"], 1)
    assert workers_from_tf_config(config) == (("a:1", "b:2"), 1)
    assert plan_workers(None, None, {"TF_CONFIG": config}, from_tf_config=True) == (("a:1", "b:2"), (1,))
    with pytest.raises(ReportError, match="TF_CONFIG"):
        plan_workers(None, None, {"TF_CONFIG": '{"cluster": {"chief": ["a:1"]}}'}, from_tf_config=True)


def test_two_cpu_workers_on_loopback_train_and_all_reduce() -> None:
    result = CliRunner().invoke(app, ["gpus", "--workers", "2", "--device", "cpu", "--json", "--bench-timeout", "240"])
    assert result.exit_code == 0, result.output
    workers = json.loads(result.output)["workers"]
    assert len(workers["workers"]) == 2
    for worker in workers["results"]:
        assert worker["error"] is None, worker
        assert worker["replicas"] == 2
        assert worker["step_s"]["median"] > 0
        assert [a["bytes"] for a in worker["allreduce"]] == [4096, 262144, 4194304, 33554432]
        assert all(a["busbw_gbs"]["median"] > 0 for a in worker["allreduce"])


def test_a_worker_that_never_starts_is_named() -> None:
    here, missing = local_workers(2)
    result = CliRunner().invoke(app, ["gpus", "--workers", f"{here},{missing}", "--index", "0", "--device", "cpu",
                                      "--bench-timeout", "30"])
    assert result.exit_code == 1, result.output
    assert f"BENCH008 worker 0 ({here}) failed: worker 1 ({missing}) refuses connections" in result.output
    assert "worker 0 failed while joining the cluster" in result.output


def test_local_gpu_workers_get_a_gpu_each() -> None:
    workers = ("127.0.0.1:5000", "127.0.0.1:5001")
    argv = " ".join([sys.executable, str(Path(workers_module.__file__).with_name("_workers.py")), "--device", "gpu",
                     "--sizes", "4096", "--collective-timeout", "290"])
    system = FakeSystem("/nonexistent", commands={argv: CommandResult(1, stderr="no GPU")})
    result = run_workers(system, sys.executable, workers, (0, 1), sizes=(4096,), timeout=300, probe=lambda _: "refused")
    assert [(e["CUDA_VISIBLE_DEVICES"], json.loads(e["TF_CONFIG"])["task"]["index"]) for e in system.envs] == [
        ("0", 0), ("1", 1)]
    assert all(r.error for r in result.results)
