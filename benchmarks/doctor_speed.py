"""Time `envcheck doctor --quick` against `python -c "import tensorflow"` in the same run.

Prints wall-clock medians over a few runs, the ratio, and envcheck's peak memory. A benchmark,
not a test: it asserts nothing. Usage: ``python benchmarks/doctor_speed.py [RUNS]``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

# The same CLI framework with nothing behind it: the floor under any typer command.
_BARE_TYPER = (
    "import typer\napp = typer.Typer()\n@app.command()\ndef doctor(quick: bool = False) -> None:\n    pass\n"
    "@app.command()\ndef other() -> None:\n    pass\napp(['doctor', '--quick'], standalone_mode=False)"
)
# Peak memory (KiB) of one doctor run, read by the same process.
_PEAK = (
    "import resource, runpy, sys\nsys.argv = ['envcheck', 'doctor', '--quick']\n"
    "try:\n    runpy.run_module('envcheck', run_name='__main__')\nexcept SystemExit:\n    pass\n"
    "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
)
# envcheck's own work, in-process: what a Python caller (the preflight hook) pays after its imports.
_IN_PROCESS = (
    "import time\nfrom envcheck import LocalSystem, collect, diagnose\nt = time.perf_counter()\n"
    "diagnose(collect(LocalSystem()))\nprint(time.perf_counter() - t)"
)


def _run(argv: list[str]) -> float:
    """Wall seconds of one child process."""
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, timeout=300)
    return time.perf_counter() - start


def main() -> None:
    """Run both commands RUNS times (default 7) after one warm-up each."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    commands = {
        "envcheck doctor --quick": [sys.executable, "-m", "envcheck", "doctor", "--quick"],
        "python -c 'import tensorflow'": [sys.executable, "-c", "import tensorflow"],
        "python -c pass (interpreter start)": [sys.executable, "-c", "pass"],
        "bare typer app (CLI framework start)": [sys.executable, "-c", _BARE_TYPER],
    }
    medians = {}
    for name, argv in commands.items():
        _run(argv)  # warm the page cache
        times = [_run(argv) for _ in range(runs)]
        medians[name] = statistics.median(times)
        print(f"{name:38} median {medians[name]:.3f} s  (min {min(times):.3f}, max {max(times):.3f}, n={runs})")
    envcheck, tensorflow = medians["envcheck doctor --quick"], medians["python -c 'import tensorflow'"]
    print(f"import tensorflow / envcheck doctor --quick = {tensorflow / envcheck:.1f}x")
    inside = [float(subprocess.run([sys.executable, "-c", _IN_PROCESS], capture_output=True, text=True, check=True,
                                   timeout=120).stdout) for _ in range(runs)]
    print(f"collect + diagnose in-process (after imports): median {statistics.median(inside):.3f} s")
    peak = subprocess.run([sys.executable, "-c", _PEAK], capture_output=True, text=True, check=False,
                          timeout=120).stdout.split()[-1]
    print(f"envcheck doctor --quick peak memory: {int(peak) / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
