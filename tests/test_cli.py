from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
from typing import TYPE_CHECKING

import pytest
from fakes import this_machine
from typer.testing import CliRunner

from envcheck import cli, commands, gather
from envcheck.collect import collect
from envcheck.engine import diagnose
from envcheck.facts import SCHEMA_VERSION
from envcheck.render import render_rules_markdown
from envcheck.rules import REGISTRY
from envcheck.tables import load_tables
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from pathlib import Path

runner = CliRunner()


@pytest.fixture
def machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the CLI's LocalSystem at a fake tree of the development machine."""
    root = tmp_path / "machine"
    monkeypatch.setattr(cli, "LocalSystem", lambda: this_machine(root))
    return root


def test_doctor_describes_this_machine(machine: Path) -> None:
    result = runner.invoke(cli.app, ["doctor"])
    assert result.exit_code == cli.FINDINGS
    out = result.output
    assert "[✓] TensorFlow build: tensorflow 2.21.0, CUDA 12.5.1 / cuDNN 9 build (from build_info.py)" in out
    assert "[✗] NVIDIA driver: not loaded" in out
    assert "no NVIDIA driver is loaded and no NVIDIA GPU is visible" in out
    assert "cannot find libcudart.so.12" in out
    assert "only CUDA 13 runtime libraries are installed (libcudart.so.13)" in out
    assert "$ /venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.0'" in out
    assert "TensorFlow 2.21.0 will run on the CPU only" in out
    assert "toolkit 13.0 in /usr/local/cuda-13.0" in out
    assert "[✓] TensorFlow runtime: imported in 3.1 s; devices: CPU, no GPU; XLA works" in out


def test_doctor_quick_never_starts_tensorflow(machine: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = []
    monkeypatch.setattr(gather, "collect", lambda *a, **kw: started.append(kw["probe_timeout"]) or collect(*a, **kw))
    out = runner.invoke(cli.app, ["doctor", "--quick"]).output
    assert started == [None]
    assert "[·] TensorFlow runtime: not run: static checks only (--quick)" in out


def test_doctor_verbose_shows_evidence_and_skips(machine: Path) -> None:
    out = runner.invoke(cli.app, ["doctor", "-v"]).output
    assert "evidence: libcudart.so.12: not found; other versions: /usr/local/cuda-13.0/lib/libcudart.so.13" in out
    assert "GPU001 skipped: no NVIDIA GPU was enumerated" in out


def test_doctor_json_round_trips_through_diagnose(machine: Path, tmp_path: Path) -> None:
    result = runner.invoke(cli.app, ["doctor", "--json"])
    data = json.loads(result.output)
    assert data["schema"] == SCHEMA_VERSION
    assert data["worst"] == "ERROR"
    assert {f["rule_id"] for f in data["findings"]} >= {"DRV001", "CUDA001"}
    saved = tmp_path / "env.json"
    saved.write_text(result.output)
    again = runner.invoke(cli.app, ["diagnose", str(saved), "--json"])
    assert again.exit_code == cli.FINDINGS
    assert json.loads(again.output)["findings"] == data["findings"]


def test_doctor_markdown(machine: Path) -> None:
    out = runner.invoke(cli.app, ["doctor", "--markdown"]).output
    assert out.startswith("## envcheck report")
    assert "- ✗ **CUDA001**" in out
    assert "<details><summary>facts" in out


def test_report_json_exits_zero(machine: Path) -> None:
    result = runner.invoke(cli.app, ["report", "--json"])
    assert result.exit_code == cli.OK
    assert json.loads(result.output)["facts"]["tensorflow"]["version"] == "2.21.0"


def test_select_limits_the_rules(machine: Path) -> None:
    data = json.loads(runner.invoke(cli.app, ["doctor", "--json", "--select", "PKG"]).output)
    assert {r["rule_id"][:3] for r in data["results"]} == {"PKG"}


def test_unknown_select_or_ignore_is_a_usage_error(machine: Path) -> None:
    result = runner.invoke(cli.app, ["doctor", "--quick", "--select", "FOO", "--ignore", "CUDE"])
    assert result.exit_code == cli.USAGE
    assert result.output == ("envcheck: error: unknown rule id or family: FOO, CUDE; closest known: CUDA "
                             "(`envcheck rules` lists them)\n")


def test_json_and_markdown_together_is_a_usage_error(machine: Path) -> None:
    result = runner.invoke(cli.app, ["doctor", "--json", "--markdown"])
    assert result.exit_code == cli.USAGE


def test_python_that_cannot_run(machine: Path) -> None:
    result = runner.invoke(cli.app, ["doctor", "--python", "/nonexistent/python3"])
    assert result.exit_code == cli.USAGE
    assert result.output.strip().splitlines() == [
        "envcheck: error: cannot run /nonexistent/python3: No such file or directory"]


def test_diagnose_healthy_report_exits_zero(tmp_path: Path) -> None:
    saved = tmp_path / "ok.json"
    saved.write_text(diagnose(make_facts()).to_json())
    result = runner.invoke(cli.app, ["diagnose", str(saved)])
    assert result.exit_code == cli.OK
    assert "should use 1 GPU(s)" in result.output


def test_diagnose_reads_stdin() -> None:
    result = runner.invoke(cli.app, ["diagnose", "-"], input=diagnose(make_facts()).to_json())
    assert result.exit_code == cli.OK


def test_diagnose_reads_a_pipe_it_is_given(tmp_path: Path) -> None:
    """`envcheck diagnose <(ssh node envcheck report --json)`: the shell passes a FIFO."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = threading.Thread(target=fifo.write_text, args=(diagnose(make_facts()).to_json(),))
    writer.start()
    result = runner.invoke(cli.app, ["diagnose", str(fifo)])
    writer.join()
    assert result.exit_code == cli.OK, result.output


@pytest.mark.parametrize("content", ["{not json", '{"schema": 7, "facts": {}}', "\udcff"],
                         ids=["malformed", "newer-schema", "undecodable"])
def test_diagnose_bad_file_is_one_line_and_exit_2(tmp_path: Path, content: str) -> None:
    saved = tmp_path / "env.json"
    saved.write_bytes(content.encode("utf-8", "surrogateescape"))
    result = runner.invoke(cli.app, ["diagnose", str(saved)])
    assert result.exit_code == cli.USAGE
    assert len(result.output.strip().splitlines()) == 1
    assert result.output.startswith("envcheck: error: ")
    assert "Traceback" not in result.output


def test_diagnose_missing_file(tmp_path: Path) -> None:
    result = runner.invoke(cli.app, ["diagnose", str(tmp_path / "nope.json")])
    assert result.exit_code == cli.USAGE
    assert "No such file or directory" in result.output


def test_corrupt_table_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tables = tmp_path / "tables"
    shutil.copytree(load_tables().directory, tables)
    (tables / "cuda.json").write_text('{"schema": 1, "toolkits": [{"toolkit": 12}]}')
    monkeypatch.setenv("ENVCHECK_TABLES", str(tables))
    saved = tmp_path / "ok.json"
    saved.write_text(diagnose(make_facts()).to_json())
    result = runner.invoke(cli.app, ["diagnose", str(saved)])
    assert result.exit_code == cli.USAGE
    assert result.output.strip() == (f"envcheck: error: compat table {tables / 'cuda.json'}: "
                                     "toolkits[0].toolkit: expected str, got int")


def test_rules_lists_every_rule_and_explains_one() -> None:
    listing = runner.invoke(cli.app, ["rules"]).output
    assert all(rule_id in listing for rule_id in REGISTRY)
    explained = runner.invoke(cli.app, ["rules", "--explain", "cuda003"]).output
    assert explained.startswith("CUDA003 (CUDA libraries): Installed cuDNN no longer supports a GPU here")
    assert "Releases of cuDNN from 9.11 on need compute capability 7.5" in explained
    assert runner.invoke(cli.app, ["rules", "--explain", "XYZ001"]).exit_code == cli.USAGE


def test_version() -> None:
    assert runner.invoke(cli.app, ["--version"]).output.startswith("envcheck ")


def test_internal_errors_end_in_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def explode(*args: object, **kwargs: object) -> None:
        msg = "unexpected"
        raise RuntimeError(msg)

    monkeypatch.setattr(gather, "collect", explode)
    monkeypatch.setattr(sys, "argv", ["envcheck", "doctor"])
    with pytest.raises(SystemExit) as exit_info:
        cli.main()
    assert exit_info.value.code == cli.INTERNAL
    assert capsys.readouterr().err == "envcheck: internal error: RuntimeError: unexpected (please report this)\n"


def test_the_callers_signal_handlers_are_back_after_a_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """envcheck's SIGTERM/Ctrl-C handlers stop its children while it runs; an in-process caller keeps its own."""
    mine = signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        monkeypatch.setattr(sys, "argv", ["envcheck", "--version"])
        assert commands.entry.run_app(cli.app) == 0
        assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGTERM, mine)


def test_the_command_ends_with_all_its_output_and_its_exit_code() -> None:
    # The command skips Python's teardown (os._exit) once its output is flushed.
    result = subprocess.run([sys.executable, "-m", "envcheck", "rules", "--markdown"], capture_output=True,
                            text=True, timeout=60, check=False)
    assert (result.returncode, result.stdout) == (cli.OK, render_rules_markdown())
    code = ("import atexit, sys\nsys.argv = ['envcheck', 'rules', '--explain', 'XYZ001']\nimport envcheck.cli\n"
            "atexit.register(lambda: print('atexit ran'))\nenvcheck.cli.main()\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False)
    assert (result.returncode, result.stdout) == (cli.USAGE, "atexit ran\n")  # a handler still runs


def test_starting_the_cli_imports_neither_tensorflow_nor_requests() -> None:
    code = "import sys, envcheck.cli\nprint(sorted(m for m in ('tensorflow', 'requests') if m in sys.modules))\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_doctor_bench_without_a_gpu_offers_the_cpu(machine: Path) -> None:
    result = runner.invoke(cli.app, ["doctor", "--quick", "--bench"])
    assert "no NVIDIA GPU to benchmark here; `envcheck doctor --bench --device cpu` benchmarks the CPU" in result.output


@pytest.mark.parametrize(("args", "message"), [
    (["doctor", "--bogus"], "envcheck doctor: error: No such option: --bogus"),
    (["gpus", "--device", "tpu"], "envcheck gpus: error: Invalid value for '--device'"),
    (["nosuch"], "envcheck: error: No such command 'nosuch'."),
])
def test_usage_errors_are_one_line(args: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "envcheck", *args], capture_output=True, text=True, check=False,
                            timeout=60)
    assert result.returncode == cli.USAGE
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(message)
    assert result.stderr.rstrip().endswith("--help)")


def test_help_shows_flags_without_types_and_run_shows_its_command() -> None:
    for command in ("doctor", "gpus", "run", "preflight", "diagnose", "report"):
        assert "<bool>" not in runner.invoke(cli.app, [command, "--help"]).output
    assert "run [OPTIONS] -- COMMAND [ARGS]..." in runner.invoke(cli.app, ["run", "--help"]).output
    assert "--install-completion" in runner.invoke(cli.app, ["--help"]).output


def test_doctor_ends_with_what_to_do(machine: Path) -> None:
    out = runner.invoke(cli.app, ["doctor", "--quick"]).output
    block = out.split("What to do, in this order:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert block[0].startswith("  1. # On the host")  # the driver (here: the container's host) first
    assert block == [block[0], "  2. /venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.0'"]
