"""Live progress in a pseudo-terminal: category lines while the probe still runs, none off a terminal."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from envcheck.engine import diagnose
from envcheck.facts import BenchResult, MatmulResult, Spread
from envcheck.progress import Event, Step
from envcheck.render.live import LiveProgress
from envcheck.testing import make_facts

ROOT = Path(__file__).parent.parent
needs_tensorflow = pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None,
                                      reason="the probe starts only where TensorFlow is installed")


def _slow_python(tmp_path: Path) -> tuple[Path, Path]:
    """An interpreter whose TensorFlow probe takes 3 s and then leaves a mark; everything else is real."""
    done = tmp_path / "probe-finished"
    wrapper = tmp_path / "python"
    wrapper.write_text(f'#!/bin/sh\ncase "$1" in *_tfprobe.py) sleep 3; touch "{done}"; exit 1;; esac\n'
                       f'exec "{sys.executable}" "$@"\n')
    wrapper.chmod(0o755)
    return wrapper, done


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"NO_COLOR", "FORCE_COLOR"}}
    return {**env, "TERM": "xterm-256color", "COLUMNS": "200", "PYTHONPATH": str(ROOT), **extra}


def _read_until_exit(master: int, process: subprocess.Popen[bytes], done: Path,
                     marker: bytes) -> tuple[bytes, bool | None]:
    """All the terminal shows, and whether the probe had finished when ``marker`` first appeared."""
    seen, finished_at_marker = b"", None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                seen += os.read(master, 65536)
            except OSError:  # the child closed the terminal
                break
            if finished_at_marker is None and marker in seen:
                finished_at_marker = done.exists()
        elif process.poll() is not None:
            break
    return seen, finished_at_marker


@needs_tensorflow
def test_first_category_line_appears_before_the_probe_finishes(tmp_path: Path) -> None:
    python, done = _slow_python(tmp_path)
    master, slave = pty.openpty()
    with subprocess.Popen([sys.executable, "-m", "envcheck", "doctor", "--python", str(python)], stdin=slave,
                          stdout=slave, stderr=slave, env=_env(), cwd=tmp_path) as process:
        os.close(slave)
        seen, finished = _read_until_exit(master, process, done, b"Platform")
    os.close(master)
    assert finished is False  # the Platform line was on the screen while the probe still ran
    assert done.exists()
    assert b"importing TensorFlow with" in seen  # the spinner
    assert seen.index(b"Python") < seen.index(b"TensorFlow runtime")


@needs_tensorflow
@pytest.mark.parametrize(("args", "extra"), [(["--json"], {}), ([], {"NO_COLOR": "1"}), ([], {"TERM": "dumb"})])
def test_no_progress_for_json_no_color_or_a_dumb_terminal(tmp_path: Path, args: list[str],
                                                          extra: dict[str, str]) -> None:
    python, done = _slow_python(tmp_path)
    master, slave = pty.openpty()
    with subprocess.Popen([sys.executable, "-m", "envcheck", "doctor", "--python", str(python), *args],
                          stdin=slave, stdout=subprocess.PIPE, stderr=slave, env=_env(**extra),
                          cwd=tmp_path) as process:
        os.close(slave)
        stderr, _ = _read_until_exit(master, process, done, b"Platform")
        stdout = process.stdout.read() if process.stdout else b""
    os.close(master)
    assert stderr == b""
    if args:
        assert json.loads(stdout)["facts"]["probe"]["ran"] is True


def test_benchmark_rows_appear_as_each_device_finishes(tmp_path: Path) -> None:
    from rich.console import Console  # noqa: PLC0415 - only this test draws on a fake console

    console = Console(file=(tmp_path / "screen").open("w"), width=160, force_terminal=False)
    live = LiveProgress(console)
    result = BenchResult(device="gpu", index=0, name="NVIDIA H100 80GB HBM3", seconds=12.0, matmul=(
        MatmulResult(size=8192, dtype="float32", tflops=Spread(51.2, 50.0, 52.0), seconds=Spread(0.02, 0.02, 0.02)),))
    live(Event(Step.BENCH, done=False, label="GPU 0 (H100)", number=1, total=2))
    live(Event(Step.BENCH, done=True, label="GPU 0 (H100)", number=1, total=2, bench=result))
    live(Event(Step.BENCH, done=True, label="GPU 1 (H100)", number=2, total=2,
               bench=BenchResult(device="gpu", index=1, error="ended by SIGSEGV\x1b[2J")))
    live.close()
    console.file.close()
    screen = (tmp_path / "screen").read_text()
    assert "✓ [1/2] GPU 0 (H100): 51.20 TFLOP/s float32 at 8192 (12 s)" in screen
    assert "✗ [2/2] GPU 1 (H100): failed: ended by SIGSEGV\n" in screen  # the control sequence is gone


def _screen(stream: str) -> list[str]:
    """The lines a terminal shows after ``stream``: text, CR, LF, cursor up (ESC[1A) and erase line (ESC[2K)."""
    lines, row = [""], 0
    for part in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|\r|\n|[^\x1b\r\n]+", stream):
        if part == "\n":
            row += 1
            lines += [""] * (row + 1 - len(lines))
        elif part == "\x1b[1A":
            row = max(0, row - 1)
        elif part == "\x1b[2K":
            lines[row] = ""
        elif part[0] not in "\x1b\r":  # CR: every line here is written from its start
            lines[row] += part
    return [line for line in lines if line.strip()]


def test_category_lines_are_cleared_when_the_display_closes_and_benchmark_rows_stay() -> None:
    from rich.console import Console  # noqa: PLC0415 - only these tests draw on a fake console

    screen = io.StringIO()
    live = LiveProgress(Console(file=screen, width=160, force_terminal=True, no_color=True))
    live(Event(Step.STATIC, done=True, report=diagnose(make_facts())))
    live(Event(Step.PROBE, done=False, label="/usr/bin/python3"))
    live(Event(Step.BENCH, done=True, label="GPU 0 (H100)", number=1, total=1,
               bench=BenchResult(device="gpu", index=0, error="ended by SIGSEGV")))
    live.close()
    drawn = screen.getvalue()
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", drawn)
    assert "[✓] Platform: " in plain  # the category line was on the screen while the work ran
    assert "importing TensorFlow with /usr/bin/python3" in plain
    assert _screen(drawn) == ["✗ [1/1] GPU 0 (H100): failed: ended by SIGSEGV"]  # the rest is cleared


def test_watch_panel_shows_each_gpu_with_its_history_processes_and_the_verdict() -> None:
    from rich.console import Console  # noqa: PLC0415 - only these tests draw on a fake console

    from envcheck.render.live import sparkline, watch_view  # noqa: PLC0415
    from envcheck.watch import RunOutcome, Sample, judge  # noqa: PLC0415

    samples = [Sample(t=float(t), cpu_cores=0.5, gpu_util=(10 * t, 0), gpu_memory_mib=(2048, 10),
                      gpu_pids=((4242,), ())) for t in range(1, 11)]
    console = Console(width=160, record=True, force_terminal=False)
    console.print(watch_view(samples, judge(samples, RunOutcome(exit_code=None, signal=None, seconds=10.0))))
    rows = [" ".join(line.split()) for line in console.export_text().splitlines()]
    assert f"GPU 0 {sparkline([10 * t for t in range(1, 11)])} 100% 2048 MiB processes 4242" in rows
    assert "GPU 1 ▁▁▁▁▁▁▁▁▁▁ 0% 10 MiB no process" in rows
    assert "CPU ▅▅▅▅▅▅▅▅▅▅ 0.5 cores" in rows
    assert "now mixed after 10 s" in rows
    assert sparkline([0, 50, 100, 200]) == "▁▅██"


def test_run_command_relays_the_output_and_keeps_the_exit_code() -> None:
    from envcheck.watch import run_command  # noqa: PLC0415

    shown: list[tuple[str, bool]] = []
    code = "import sys; print('out'); print('err', file=sys.stderr); sys.exit(3)"
    outcome, _ = run_command([sys.executable, "-c", code], env=dict(os.environ), system=None,
                             show=lambda text, stderr: shown.append((text, stderr)))
    assert outcome.exit_code == 3
    assert sorted(shown) == [("err\n", True), ("out\n", False)]
