"""The real CLI, in a subprocess, against the real installed TensorFlow and real interpreters."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

HAS_TENSORFLOW = importlib.util.find_spec("tensorflow") is not None


def _envcheck(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    return subprocess.run([sys.executable, "-m", "envcheck", *args], capture_output=True, text=True, timeout=120,
                          env=env, check=False)


@pytest.mark.skipif(not HAS_TENSORFLOW, reason="the dev extra installs TensorFlow; it is not installed here")
def test_doctor_reads_the_installed_tensorflow_without_importing_it() -> None:
    result = _envcheck("doctor", "--json")
    assert result.returncode in (0, 1), result.stderr
    data = json.loads(result.stdout)
    tf = data["facts"]["tensorflow"]
    assert (tf["version"], tf["build_info_source"]) == ("2.21.0", "build_info.py")
    assert (tf["cuda_version"], tf["cudnn_version"], tf["is_cuda_build"]) == ("12.5.1", "9", True)
    # envcheck never imported TensorFlow: its absl logging would have reached stderr
    assert "absl::InitializeLog" not in result.stderr
    rules = {f["rule_id"] for f in data["findings"]}
    if not Path("/proc/driver/nvidia/version").exists():  # this machine and CI: no driver, no GPU
        assert "DRV001" in rules
        assert data["verdict"].startswith("TensorFlow 2.21.0 will run on the CPU only")
        assert result.returncode == 1


@pytest.mark.skipif(not HAS_TENSORFLOW, reason="TensorFlow is not installed here")
def test_doctor_terminal_output() -> None:
    result = _envcheck("doctor")
    assert "TensorFlow build: tensorflow 2.21.0, CUDA 12.5.1 / cuDNN 9 build" in result.stdout
    assert re.fullmatch(r"\d+ errors?, \d+ warnings?, \d+ notes?; \d+ rules: \d+ passed, \d+ failed, \d+ skipped",
                        result.stdout.rstrip().splitlines()[-1])


def test_inspecting_another_interpreter() -> None:
    other = Path(sys.base_prefix) / "bin" / "python3"
    if not other.exists() or Path(sys.prefix) == Path(sys.base_prefix):
        pytest.skip("needs a virtualenv whose base interpreter can be run")
    data = json.loads(_envcheck("report", "--json", "--python", str(other)).stdout)
    assert data["facts"]["python"]["executable"] != sys.executable
    assert data["facts"]["python"]["virtualenv"] is False


def test_unknown_subcommand_is_a_usage_error() -> None:
    assert _envcheck("frobnicate").returncode == 2


@pytest.mark.skipif(not HAS_TENSORFLOW, reason="TensorFlow is not installed")
def test_gpus_each_on_the_cpu_for_real() -> None:
    result = _envcheck("gpus", "--each", "--device", "cpu", "--sizes", "64,256", "--repeats", "2", "--json")
    assert result.returncode == 0, result.stderr[-2000:]
    (bench,) = json.loads(result.stdout)["bench"]
    assert bench["device"] == "cpu"
    assert bench["error"] is None
    assert [m["size"] for m in bench["matmul"]] == [64, 256]
    assert result.stderr == ""  # --json and a pipe: no progress


@pytest.mark.skipif(not HAS_TENSORFLOW, reason="TensorFlow is not installed")
def test_gpus_together_on_two_logical_cpus_for_real() -> None:
    result = _envcheck("gpus", "--together", "--device", "cpu")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "MirroredStrategy over two logical CPU devices" in result.stdout
    assert "2 replicas in sync" in result.stdout
