"""What `gather` reports while it works, for a live display (render/live.py) or a caller's own.

Events are plain data; the library never prints them. A step is announced when it starts
(``done=False``) and again when it ends (``done=True``) with what it found.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from envcheck.facts import BenchResult, TogetherResult
    from envcheck.findings import Report

__all__ = ["Event", "Progress", "Step"]


class Step(enum.Enum):
    """The parts of a gather, in the order they may run."""

    STATIC = "static"  # the collectors that never import TensorFlow
    PROBE = "probe"  # TensorFlow imported in a child process
    BENCH = "bench"  # one device's benchmark
    TOGETHER = "together"  # MirroredStrategy over every device


class Event(Frozen):
    """One step starting or ending."""

    step: Step
    done: bool
    label: str = ""  # what the step works on: "GPU 1 (NVIDIA A100-SXM4-80GB, GPU-...)"
    number: int = 0  # BENCH: this device's place in the run, from 1
    total: int = 0  # BENCH: devices in the run
    report: Report | None = None  # STATIC done: the diagnosis without the probe and benchmarks
    bench: BenchResult | None = None  # BENCH done
    together: TogetherResult | None = None  # TOGETHER done


Progress = Callable[[Event], None]
