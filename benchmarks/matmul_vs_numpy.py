"""Check the benchmark's float32 matmul figures against NumPy's on the same sizes, same run.

Runs ``envcheck gpus --each --device cpu`` (TensorFlow on the CPU) and times ``numpy.matmul``
on the same sizes the same way (warm-up, batches of calls, median of repeats), then prints the
ratio per size. A benchmark, not a test. Usage: ``python benchmarks/matmul_vs_numpy.py``.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

import numpy as np

SIZES = (64, 256, 1024)
REPEATS = 5
TARGET_SECONDS = 0.05  # as in envcheck/bench/_child.py


def numpy_tflops(size: int) -> float:
    """Median float32 TFLOP/s of numpy.matmul at one size."""
    rng = np.random.default_rng(0)
    a = rng.random((size, size), dtype=np.float32)
    b = rng.random((size, size), dtype=np.float32)
    np.matmul(a, b)
    start = time.perf_counter()
    np.matmul(a, b)
    batch = max(1, int(TARGET_SECONDS / max(time.perf_counter() - start, 1e-6)))
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(batch):
            np.matmul(a, b)
        times.append((time.perf_counter() - start) / batch)
    return 2.0 * size**3 / statistics.median(times) / 1e12


def main() -> None:
    """Print TensorFlow (via envcheck) and NumPy TFLOP/s per size, and their ratio."""
    out = subprocess.run(
        [sys.executable, "-m", "envcheck", "gpus", "--each", "--device", "cpu", "--json",
         "--sizes", ",".join(map(str, SIZES)), "--repeats", str(REPEATS)],
        capture_output=True, text=True, check=False, timeout=600,
    )
    (bench,) = json.loads(out.stdout)["bench"]
    print(f"{'size':>6} {'envcheck (TF) TFLOP/s':>22} {'NumPy TFLOP/s':>14} {'TF/NumPy':>9}")
    for result in bench["matmul"]:
        size, tf = result["size"], result["tflops"]["median"]
        reference = numpy_tflops(size)
        print(f"{size:>6} {tf:>22.4f} {reference:>14.4f} {tf / reference:>9.2f}")


if __name__ == "__main__":
    main()
