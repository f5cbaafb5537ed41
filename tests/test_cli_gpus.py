"""`envcheck gpus` through typer's CliRunner, on fake machines with recorded NVML answers."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from fakes import DATA, this_machine, write
from typer.testing import CliRunner

from envcheck import cli
from envcheck.bench.runner import _SCRIPT
from envcheck.testing import TIMEOUT, FakeNvml

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

runner = CliRunner()


def _machine(monkeypatch: pytest.MonkeyPatch, root: Path, nvml: str | None, **commands: Any) -> None:
    def system():
        machine = this_machine(root, nvml=FakeNvml.load(DATA / "nvml" / f"{nvml}.json") if nvml else None)
        machine.commands.update(commands)
        if nvml:
            write(root, "/dev/nvidia0")
        return machine
    monkeypatch.setattr(cli, "LocalSystem", system)


def test_no_gpu_here_is_explained(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _machine(monkeypatch, tmp_path, None)
    result = runner.invoke(cli.app, ["gpus"])
    assert result.exit_code == cli.FINDINGS
    assert "No NVIDIA GPU is usable here." in result.output
    assert "no NVIDIA driver is loaded" in result.output


def test_healthy_gpu_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _machine(monkeypatch, tmp_path, "datacenter_p100_healthy")
    result = runner.invoke(cli.app, ["gpus"])
    lines = result.output.splitlines()
    assert lines[0] == "NVIDIA driver 375.66, CUDA 8.0 (GPUs read from nvml)"
    row = next(line for line in lines if "Tesla P100-PCIE-12GB" in line)
    assert row.split()[:4] == ["✓", "0", "Tesla", "P100-PCIE-12GB"]
    assert "11400/11567 MiB" in row
    assert "31/88 C" in row
    assert "gen3 x16 (max gen3 x16)" in row


def test_lost_gpu_and_busy_memory_are_highlighted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _machine(monkeypatch, tmp_path, "datacenter_two_gpus_one_lost")
    result = runner.invoke(cli.app, ["gpus"])
    assert result.exit_code == cli.FINDINGS
    rows = [line for line in result.output.splitlines() if (line[:1] in "✓!✗" and "Tesla" in line) or "ERROR" in line]
    assert rows[0].startswith("!")  # memory held by python train.py
    assert "ERROR: GPU is lost" in rows[1]
    assert "✗ GPU008 GPU 1 (unknown): does not answer: GPU is lost" in result.output


def test_gpus_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _machine(monkeypatch, tmp_path, "datacenter_a100_mig")
    data = json.loads(runner.invoke(cli.app, ["gpus", "--json"]).output)
    assert data["driver"]["gpus"][0]["mig_enabled"] is True
    assert {f["rule_id"] for f in data["findings"]} >= {"GPU007"}


def test_each_with_a_hanging_gpu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _machine(monkeypatch, tmp_path, "datacenter_p100_healthy",
             **{f"/venv/bin/python {_SCRIPT} --device gpu --repeats 5 --low-dtypes float16": TIMEOUT})
    result = runner.invoke(cli.app, ["gpus", "--each", "--bench-timeout", "5"])
    assert result.exit_code == cli.FINDINGS
    assert "GPU 0: Tesla P100-PCIE-12GB (GPU-28604e81-21ec-cc48-6759-bf2648b22e16)" in result.output
    assert "benchmarking" not in result.output  # no live progress off a terminal
    assert "✗ BENCH001 GPU 0 (Tesla P100-PCIE-12GB): the benchmark failed" in result.output
    assert f"{_SCRIPT}" not in result.output


def test_bad_sizes_are_a_usage_error() -> None:
    result = runner.invoke(cli.app, ["gpus", "--each", "--sizes", "big"])
    assert result.exit_code == cli.USAGE
