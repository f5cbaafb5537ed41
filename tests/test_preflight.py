"""envcheck.preflight(): requirements over hand-built facts, and the hook with a fake TensorFlow."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING

import pytest
from fakes import this_machine
from typer.testing import CliRunner

import envcheck
from envcheck import cli
from envcheck._preflight import Requirements, check_requirements
from envcheck.facts import GpuProcess, ProbeFacts, ProbeGpu
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from pathlib import Path

RTX = ProbeGpu(name="/physical_device:GPU:0", device_name="NVIDIA GeForce RTX 4090", compute_capability="8.9")
GTX = ProbeGpu(name="/physical_device:GPU:0", device_name="NVIDIA GeForce GTX 1050 Ti", compute_capability="6.1")


def _facts(*gpus: ProbeGpu, built_with_cuda: bool = True, **sections: object):
    return make_facts(probe=ProbeFacts(ran=True, version="2.21.0", built_with_cuda=built_with_cuda,
                                       physical_gpus=gpus), **sections)


def _messages(facts, **need: object) -> list[str]:
    return [f.message for f in check_requirements(facts, Requirements(**need))]


def test_gpu_count_short() -> None:
    assert _messages(_facts(RTX), gpus=2) == ["TensorFlow sees 1 GPU(s), the job expects 2"]


def test_all_gpus_means_every_gpu_the_driver_lists() -> None:
    assert _messages(_facts(RTX), gpus="all") == []
    assert _messages(_facts(), gpus="all") == ["TensorFlow sees 0 GPU(s), the job expects 1"]


def test_cpu_only_tensorflow() -> None:
    assert _messages(_facts(built_with_cuda=False)) == ["TensorFlow 2.21.0 is built without CUDA: it sees no GPU"]


def test_cpu_job_needs_no_gpu() -> None:
    assert _messages(_facts(built_with_cuda=False), gpus=0) == []


def test_compute_capability_too_low_and_no_tensor_cores() -> None:
    messages = _messages(_facts(GTX), min_compute_capability="7.0", mixed_precision=True)
    assert messages == ["GPU 0 (NVIDIA GeForce GTX 1050 Ti) has compute capability 6.1, below the 7.0 required",
                        ("GPU 0 (NVIDIA GeForce GTX 1050 Ti) has no tensor cores (compute capability 6.1): "
                        "mixed precision would be slower, not faster")]


def test_wrong_model() -> None:
    assert _messages(_facts(RTX), gpu_model="A100") == ["GPU 0 is a NVIDIA GeForce RTX 4090, not a A100"]


def test_gpu_busy_and_short_of_memory() -> None:
    base = make_facts().driver.gpus[0]
    busy = base.__class__(**{**base.__dict__, "memory_used_mib": 20000,
                             "processes": (GpuProcess(pid=4242, name="python other.py", used_mib=20000),)})
    facts = _facts(RTX, driver={"gpus": (busy,)})
    assert _messages(facts, min_free_memory_mib=8000, allow_shared=False) == [
        "GPU 0 (NVIDIA GeForce RTX 4090) has 4564 MiB free, the job needs 8000",
        "GPU 0 (NVIDIA GeForce RTX 4090) is in use by python other.py (pid 4242)"]
    assert _messages(facts) == []  # shared is allowed by default


def _fake_tf(*names: str, cuda: bool = True) -> SimpleNamespace:
    """The slice of the tensorflow module preflight uses, answering like TensorFlow 2.21."""
    devices = [SimpleNamespace(name=f"/physical_device:GPU:{i}", device_type="GPU") for i in range(len(names))]
    growth: list[str] = []
    details = {d.name: {"device_name": n, "compute_capability": (8, 9)} for d, n in zip(devices, names)}
    return SimpleNamespace(
        __version__="2.21.0", growth=growth,
        test=SimpleNamespace(is_built_with_cuda=lambda: cuda),
        config=SimpleNamespace(
            list_physical_devices=lambda kind: devices,
            experimental=SimpleNamespace(get_device_details=lambda d: details[d.name],
                                         set_memory_growth=lambda d, on: growth.append(d.name))))


def test_strict_preflight_raises_with_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(envcheck.PreflightError) as raised:
        envcheck.preflight(gpus=2, system=this_machine(tmp_path), tensorflow=_fake_tf("NVIDIA A100-SXM4-80GB"))
    assert not raised.value.result.ok
    assert str(raised.value).startswith("envcheck preflight: FAILED - TensorFlow 2.21.0 sees 1 GPU(s)")
    assert "the job expects 2" in capsys.readouterr().err


def test_warn_mode_returns_and_memory_growth_is_set(tmp_path: Path) -> None:
    tf = _fake_tf("NVIDIA A100-SXM4-80GB", "NVIDIA A100-SXM4-80GB")
    result = envcheck.preflight(gpus="all", strict=False, memory_growth=True, quiet=True,
                                system=this_machine(tmp_path), tensorflow=tf)
    assert [g.device_name for g in result.gpus] == ["NVIDIA A100-SXM4-80GB"] * 2
    assert tf.growth == ["/physical_device:GPU:0", "/physical_device:GPU:1"]


def test_envcheck_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENVCHECK_SKIP", "1")
    assert envcheck.preflight(gpus=8).skipped


def test_preflight_imports_neither_typer_nor_rich() -> None:
    code = (
        "import sys, types\n"
        "tf = types.SimpleNamespace(__version__='2.21.0', test=types.SimpleNamespace(is_built_with_cuda=lambda: True),"
        " config=types.SimpleNamespace(list_physical_devices=lambda k: [],"
        " experimental=types.SimpleNamespace(get_device_details=lambda d: {})))\n"
        "import envcheck\n"
        "envcheck.preflight(gpus=0, quiet=True, tensorflow=tf)\n"
        "print(sorted(m for m in ('typer', 'rich', 'click') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_cli_preflight_exit_codes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "LocalSystem", lambda: this_machine(tmp_path / "m"))
    runner = CliRunner()
    failed = runner.invoke(cli.app, ["preflight"])  # the recorded probe of this machine: no GPU
    assert failed.exit_code == cli.FINDINGS
    assert "TensorFlow sees 0 GPU(s), the job expects 1" in failed.output
    assert runner.invoke(cli.app, ["preflight", "--gpus", "0"]).exit_code == cli.OK
    assert runner.invoke(cli.app, ["preflight", "--gpus", "many"]).exit_code == cli.USAGE


def test_cli_preflight_judges_with_the_tables_the_cli_chose(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import datetime as dt  # noqa: PLC0415
    import json  # noqa: PLC0415

    from envcheck.online import make_bundle  # noqa: PLC0415
    from envcheck.tables import bundled_directory  # noqa: PLC0415

    # Downloaded tables that no longer load: the CLI passes them over for the bundled ones, and so must the verdict.
    tomorrow = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).isoformat(timespec="seconds")
    bundle = json.loads(make_bundle(str(bundled_directory()), created=tomorrow)[0])
    bundle["tables"]["tensorflow.json"]["releases"][-1]["python"] = []
    cache = tmp_path / "cache" / "envcheck" / "tables"
    cache.mkdir(parents=True)
    for name, body in bundle["tables"].items():
        (cache / name).write_text(json.dumps(body))
    (cache / "bundle.json").write_text(json.dumps({"url": "https://example.org/t.json", "created": tomorrow}))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cli, "LocalSystem", lambda: this_machine(tmp_path / "m"))
    result = CliRunner().invoke(cli.app, ["preflight", "--gpus", "0"])
    assert result.exit_code == cli.OK, result.output
    assert "note: ignored the downloaded tables" in result.stderr
