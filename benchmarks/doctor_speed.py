"""Cost `envcheck doctor --quick --json` against `python -c "import tensorflow"`, side by side.

Each child's CPU time (user + system, from the kernel's accounting of the finished child) and its
peak memory (RSS) are read with ``os.wait4``; the runs alternate so that a busy machine slows both
alike. Prints the medians, the CPU-time ratio (the goal: at most 0.05) and RSS (at most 40 MB),
and the in-process `preflight()` time after TensorFlow is imported (at most 0.3 s). A benchmark,
not a test: it asserts nothing. Usage: ``python benchmarks/doctor_speed.py [RUNS]``.

envcheck is timed with its bytecode compiled, as ``pip install`` leaves it (and TensorFlow's
site-packages): the package is compiled into ``__pycache__`` first, so that neither a checkout
nor ``PYTHONDONTWRITEBYTECODE`` makes every run compile envcheck's sources again.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import time

_TIMEOUT_S = 300.0  # the most one run may take (`import tensorflow` on a cold cache: ~10 s)
# The preflight hook inside a training script: TensorFlow is already imported when it runs.
_PREFLIGHT = (
    "import time\nimport tensorflow as tf\nfrom envcheck import preflight\nt = time.perf_counter()\n"
    "preflight(gpus=0, strict=False, quiet=True, tensorflow=tf)\nprint(time.perf_counter() - t)"
)
_COMMANDS = {
    "envcheck doctor --quick --json": [sys.executable, "-m", "envcheck", "doctor", "--quick", "--json"],
    "python -c 'import tensorflow'": [sys.executable, "-c", "import tensorflow"],
    "python -c pass (interpreter start)": [sys.executable, "-c", "pass"],
}


def _cost(argv: list[str]) -> tuple[float, float]:
    """(CPU seconds, peak RSS in MB) of one child process; one that runs past _TIMEOUT_S is killed."""
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + _TIMEOUT_S
    while True:  # wait4 (for this child's own usage) has no timeout: poll it
        pid, _, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            child.returncode = 0  # reaped above
            return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024
        if time.monotonic() > deadline:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            sys.exit(f"{' '.join(argv)}: still running after {_TIMEOUT_S:g} s")
        time.sleep(0.01)


# Run as `python -c` in this folder, it finds the envcheck that `python -m envcheck` here imports.
_COMPILE = (
    "import compileall, importlib.util, sys\n"
    "spec = importlib.util.find_spec('envcheck')\n"
    "folder = next(iter(spec.submodule_search_locations or ())) if spec else None\n"
    "ok = folder is not None and compileall.compile_dir(folder, quiet=2, workers=1)\n"
    "print(folder, 'compiled' if ok else 'NOT compiled (read-only?): timings include compiling')"
)


def _compile_envcheck() -> str:
    """Compile the envcheck the children import into its __pycache__ folders; say where, or why not."""
    return subprocess.run([sys.executable, "-c", _COMPILE], capture_output=True, text=True, check=True,
                          timeout=_TIMEOUT_S).stdout.strip()


def main() -> None:
    """Run each command RUNS times (default 7), interleaved, after one warm-up each."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"envcheck bytecode: {_compile_envcheck()}")
    for argv in _COMMANDS.values():
        _cost(argv)  # warm the page cache
    costs: dict[str, list[tuple[float, float]]] = {name: [] for name in _COMMANDS}
    for _ in range(runs):
        for name, argv in _COMMANDS.items():
            costs[name].append(_cost(argv))
    cpu = {name: statistics.median(c for c, _ in found) for name, found in costs.items()}
    rss = {name: statistics.median(r for _, r in found) for name, found in costs.items()}
    for name in _COMMANDS:
        print(f"{name:36} CPU {cpu[name]:.3f} s (min {min(c for c, _ in costs[name]):.3f})  RSS {rss[name]:.1f} MB")
    doctor, tensorflow = cpu["envcheck doctor --quick --json"], cpu["python -c 'import tensorflow'"]
    print(f"CPU-time ratio doctor --quick / import tensorflow = {doctor / tensorflow:.3f} (goal <= 0.05), "
          f"doctor RSS {rss['envcheck doctor --quick --json']:.1f} MB (goal <= 40)")
    inside = [float(subprocess.run([sys.executable, "-c", _PREFLIGHT], capture_output=True, text=True,
                                   check=True, timeout=300).stdout.split()[-1]) for _ in range(max(1, runs // 2))]
    print(f"preflight() after `import tensorflow`: median {statistics.median(inside):.3f} s (goal <= 0.3)")


if __name__ == "__main__":
    main()
