"""`envcheck preflight --slurm`: node checks, the drain reason, a stub scontrol, the time bound."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from fakes import this_machine, write
from typer.testing import CliRunner

from envcheck.cli import app
from envcheck.slurm import check_node
from envcheck.system import CommandResult
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from envcheck.testing import FakeSystem

NODE = "gpu01"
ROOT = Path(__file__).parent.parent


def _drain_command(reason: str) -> str:
    return f"scontrol update nodename={NODE} state=drain reason={reason}"


def _node(tmp_path: Path, scontrol: CommandResult | str | None = None) -> tuple[FakeSystem, str]:
    """The development machine (no driver: DRV001) as Slurm node gpu01."""
    system = this_machine(tmp_path, env={"SLURMD_NODENAME": NODE})
    reason = check_node(system, tables=load_tables(), may_drain=False).reason
    assert reason is not None
    if scontrol is not None:
        system.commands[_drain_command(reason)] = scontrol
    return system, reason


def test_unhealthy_node_is_drained_with_a_short_reason(tmp_path: Path) -> None:
    system, reason = _node(tmp_path, CommandResult(0))
    result = check_node(system, tables=load_tables())
    assert not result.ok
    assert result.drained
    assert reason.startswith("envcheck: DRV001 no NVIDIA driver is loaded")
    assert len(reason) <= 120
    assert '"' not in reason
    assert system.calls[-1] == _drain_command(reason)
    assert f"drained {NODE}" in result.message


def test_without_the_rights_the_reason_is_printed(tmp_path: Path) -> None:
    denied = CommandResult(1, stderr="slurm_update error: Invalid user id")
    system, reason = _node(tmp_path, denied)
    result = check_node(system, tables=load_tables())
    assert not result.drained
    assert result.drain_error == "slurm_update error: Invalid user id"
    assert result.message.splitlines()[1:] == [reason, "not drained: slurm_update error: Invalid user id"]


def test_healthy_node_passes_without_scontrol(tmp_path: Path) -> None:
    # The same machine with a CPU build of TensorFlow: nothing there needs a GPU, so nothing is wrong.
    system = this_machine(tmp_path, env={"SLURMD_NODENAME": NODE})
    write(tmp_path, "/venv/lib/python3.11/site-packages/tensorflow/python/platform/build_info.py",
          "build_info = {'is_cuda_build': False, 'is_rocm_build': False}\n")
    healthy = check_node(system, tables=load_tables())
    assert healthy.ok, healthy.message
    assert healthy.message.startswith(f"envcheck preflight --slurm: OK on {NODE}")
    assert not any(c.startswith("scontrol") for c in system.calls)


def test_checks_past_the_time_bound_fail(tmp_path: Path) -> None:
    system, _ = _node(tmp_path)
    slow = system.describe_python

    def hang(executable: str | None) -> dict[str, Any]:
        time.sleep(2)
        return slow(executable)

    system.describe_python = hang  # type: ignore[method-assign]
    system.commands["scontrol update nodename=gpu01 state=drain reason=envcheck: the node checks did not finish "
                    "in 0.2 s (a hung driver or GPU?)"] = CommandResult(0)
    start = time.perf_counter()
    result = check_node(system, tables=load_tables(), timeout=0.2)
    assert time.perf_counter() - start < 1.5
    assert not result.ok
    assert result.drained
    assert "did not finish in 0.2 s" in (result.reason or "")


def test_cli_with_a_stub_scontrol_on_path(tmp_path: Path) -> None:
    log = tmp_path / "scontrol.args"
    stub = tmp_path / "bin" / "scontrol"
    stub.parent.mkdir()
    stub.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {log}\n')
    stub.chmod(stub.stat().st_mode | stat.S_IEXEC)
    env = {"PATH": f"{stub.parent}{os.pathsep}{os.environ['PATH']}", "SLURMD_NODENAME": "node7.cluster"}
    result = CliRunner().invoke(app, ["preflight", "--slurm", "--timeout", "60"], env=env)
    if result.exit_code == 0:  # a machine where nothing is wrong has nothing to drain
        assert not log.exists()
        return
    assert result.exit_code == 1
    args = log.read_text().splitlines()
    assert args[:3] == ["update", "nodename=node7", "state=drain"]
    assert args[3].startswith("reason=envcheck: ")
    assert "drained node7" in result.stdout


def _cluster() -> str | None:
    """Why no Slurm cluster can be used here (.ci/run starts one as root), or None."""
    if os.environ.get("ENVCHECK_NO_SLURM"):
        return os.environ["ENVCHECK_NO_SLURM"]
    if not shutil.which("scontrol") or not os.environ.get("SLURM_CONF"):
        return "no Slurm cluster here (.ci/run starts one as root; or .ci/slurm-up DIR, then export SLURM_CONF)"
    nodes = subprocess.run(["sinfo", "-h", "-N", "-t", "idle", "-o", "%N"], capture_output=True, text=True,
                           timeout=30, check=False).stdout.split()
    return None if "node2" in nodes else f"node2 of the Slurm cluster is not idle: {nodes}"


def _sinfo(field: str) -> str:
    return subprocess.run(["sinfo", "-h", "-N", "-n", "node2", "-o", field], capture_output=True, text=True,
                          timeout=30, check=False).stdout.strip()


def test_drains_a_node_of_a_real_slurm_cluster() -> None:
    why = _cluster()
    if why:
        pytest.skip(why)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SLURMD_NODENAME": "node2"}
    try:
        done = subprocess.run([sys.executable, "-m", "envcheck", "preflight", "--slurm", "--timeout", "60"],
                              capture_output=True, text=True, env=env, timeout=120, check=False)
        if done.returncode == 0:  # a healthy GPU node: nothing to drain
            assert "idle" in _sinfo("%T")
            return
        assert done.returncode == 1, done.stderr
        assert "drained node2" in done.stdout
        assert "drain" in _sinfo("%T")
        assert _sinfo("%E").startswith("envcheck: ")
    finally:
        subprocess.run(["scontrol", "update", "nodename=node2", "state=resume"], capture_output=True, timeout=30,
                       check=False)
