"""Ctrl-C and SIGTERM reach envcheck's children (which run in sessions of their own), then envcheck exits 130 / 143.

Each run imports a fake TensorFlow (written by the test) that ignores SIGINT and SIGTERM, starts a
grandchild, records its process group and hangs: only the forwarded signal followed by SIGKILL ends it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STUBBORN = """
import os, signal, subprocess, sys, time
signal.signal(signal.SIGINT, signal.SIG_IGN)
signal.signal(signal.SIGTERM, signal.SIG_IGN)
child = subprocess.Popen([sys.executable, "-c", "import signal, time; signal.signal(signal.SIGINT, signal.SIG_IGN); "
                          "signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(600)"])
with open(os.environ["ENVCHECK_TEST_GROUP"] + ".tmp", "w") as out:
    out.write(f"{os.getpgid(0)} {child.pid}")
os.replace(os.environ["ENVCHECK_TEST_GROUP"] + ".tmp", os.environ["ENVCHECK_TEST_GROUP"])
time.sleep(600)
"""
pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="process groups, signals and /proc")


def _living(pgid: int) -> list[int]:
    """Processes of the group that are not zombies (a container's init may never reap them)."""
    alive = []
    for entry in os.listdir("/proc"):
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            alive.append(int(entry))
    return alive


@pytest.mark.parametrize(("command", "sig", "code"), [
    (["doctor", "--probe-timeout", "300"], signal.SIGINT, 130),
    (["preflight", "--probe-timeout", "300"], signal.SIGTERM, 143),
    (["gpus", "--each", "--device", "cpu", "--bench-timeout", "300"], signal.SIGINT, 130),
    (["gpus", "--together", "--device", "cpu", "--bench-timeout", "300"], signal.SIGTERM, 143),
], ids=["doctor-INT", "preflight-TERM", "each-INT", "together-TERM"])
def test_signal_stops_the_childs_whole_group(tmp_path: Path, command: list[str], sig: int, code: int) -> None:
    (tmp_path / "tensorflow").mkdir()
    (tmp_path / "tensorflow" / "__init__.py").write_text(STUBBORN)
    record = tmp_path / "group"
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{tmp_path}", "ENVCHECK_TEST_GROUP": str(record)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "envcheck", *command, "--python", sys.executable], env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # noqa: PLW1509 - undo a shell's SIG_IGN
    try:
        deadline = time.monotonic() + 60
        while not record.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert record.exists(), proc.communicate(timeout=5)
        pgid, grandchild = map(int, record.read_text().split())
        assert pgid != os.getpgid(proc.pid)  # the child runs in a group of its own
        assert os.getpgid(grandchild) == pgid
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=15)
    finally:
        proc.kill()
        if record.exists():  # a failing run must not leave its stubborn processes behind
            with contextlib.suppress(ProcessLookupError):
                os.killpg(int(record.read_text().split()[0]), signal.SIGKILL)
    assert proc.returncode == code, err
    assert b"Traceback" not in err
    assert len(err.decode().strip().splitlines()[-1:]) == 1
    deadline = time.monotonic() + 5  # the kernel finishes a SIGKILL asynchronously
    while _living(pgid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _living(pgid) == []


# Ctrl-C while `import envcheck` runs (a few hundred ms at every start), made exact: an import hook raises it.
_INTERRUPT_IMPORT = """
import builtins, sys
sys.argv[0] = sys.argv[1]
real = builtins.__import__
def hooked(name, *args, **kwargs):
    if name == "envcheck.tables":
        raise KeyboardInterrupt
    return real(name, *args, **kwargs)
builtins.__import__ = hooked
import envcheck
"""


@pytest.mark.parametrize(("argv0", "code"), [("/usr/bin/envcheck", 130), ("train.py", None)])
def test_ctrl_c_while_starting(argv0: str, code: int | None) -> None:
    result = subprocess.run([sys.executable, "-c", _INTERRUPT_IMPORT, argv0], capture_output=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    if code == 130:
        assert result.returncode == code
        assert result.stderr == b"envcheck: interrupted\n"
    else:  # a program importing envcheck keeps Python's own KeyboardInterrupt
        assert b"KeyboardInterrupt" in result.stderr
