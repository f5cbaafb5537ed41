"""The Keras callback and `envcheck run --watch` on the example's two pipelines, for real (CPU)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="TensorFlow is not installed")]

EXAMPLE = Path(__file__).parent.parent / "examples" / "input_bound.py"


@pytest.fixture(scope="module")
def example():
    spec = importlib.util.spec_from_file_location("input_bound_example", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_slow_python_pipeline_is_input_bound(example) -> None:
    report = example.train("slow", epochs=1, steps=40).reports[-1]
    assert report.input_bound is True
    assert report.sampled_steps >= 5
    assert report.fetch_s > report.compute_s
    assert report.step_s >= report.compute_s


def test_tf_data_pipeline_is_not(example) -> None:
    report = example.train("fast", epochs=1, steps=40).reports[-1]
    assert report.verdict != "input-bound", report.describe()  # "uncertain" when this machine is overloaded


def test_every_epoch_gets_a_report_and_the_train_function_is_restored(example) -> None:
    callback = example.train("fast", epochs=2, steps=20)
    assert [r.epoch for r in callback.reports] == [0, 1]
    assert [r.steps for r in callback.reports] == [20, 20]
    assert callback.model.train_function is callback._original


def test_run_watch_around_the_example_reaches_the_same_verdict() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    result = subprocess.run(
        [sys.executable, "-m", "envcheck", "run", "--watch", "--", sys.executable, str(EXAMPLE), "slow",
         "--epochs", "1", "--steps", "40"], capture_output=True, text=True, timeout=300, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert '"input_bound": true' in result.stdout  # the example's own output passes through
    assert "envcheck: INPUT-BOUND: training waits for its input pipeline" in result.stderr
    assert "the training callback measured" in result.stderr
