"""Benchmarks and distributed-training checks, each run by TensorFlow in processes of envcheck's own.

``runner``: each GPU (or the CPU) benchmarked in a process of its own, and MirroredStrategy over all
of them; ``workers``: MultiWorkerMirroredStrategy; ``figures``: what the measurements mean against
the tables. Each is imported where it is used, so that what only reads the figures (the rules, the
renderers) does not load the runners.
"""

from __future__ import annotations

__all__ = ["BENCH_TIMEOUT_S"]

BENCH_TIMEOUT_S = 300.0  # one device: TensorFlow start, the size sweep, copies and two LSTM models
