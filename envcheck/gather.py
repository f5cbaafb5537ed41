"""gather(): everything a command needs (collect, maybe the probe, maybe benchmarks), with progress.

`doctor`, `gpus`, `run` and `preflight` share it. Progress goes to a callback as plain events
(envcheck/progress.py): the CLI turns them into a live display, a Python caller gets the same
facts without any terminal code imported.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.bench import BENCH_TIMEOUT_S
from envcheck.collect import PROBE_PENDING, collect
from envcheck.engine import diagnose

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.progress import Progress
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["Plan", "gather"]


class Plan(Frozen):
    """What to gather beyond the static facts, and which rules the progress reports judge by."""

    python: str | None = None  # the interpreter to inspect (None: the one running envcheck)
    probe_timeout: float | None = None  # None: never import TensorFlow
    bench: bool = False  # benchmark each GPU (or the CPU) in a process of its own
    together: bool = False  # MirroredStrategy over every device
    device: str = "gpu"  # what the benchmarks run on: "gpu" or "cpu"
    sizes: tuple[int, ...] = ()  # matmul sizes (empty: the benchmark's own)
    repeats: int = 5
    bench_timeout: float = BENCH_TIMEOUT_S
    workers: tuple[str, ...] = ()  # a MultiWorkerMirroredStrategy cluster ("host:port", TF_CONFIG order)
    worker_indexes: tuple[int, ...] = ()  # the workers of it to run here
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()


def gather(system: System, plan: Plan, *, tables: Tables, progress: Progress | None = None) -> Facts:
    """Collect the facts the plan asks for; report each step to ``progress`` as it starts and ends.

    Benchmarks are skipped where the target has no TensorFlow (the caller says so).
    """
    if progress is None:
        facts = collect(system, python=plan.python, tables=tables, probe_timeout=plan.probe_timeout)
    else:
        facts = _collect_reported(system, plan, tables, progress)
    if not facts.tensorflow.installed:  # the benchmarks run TensorFlow: nothing to measure with
        return facts
    return _measured(system, plan, facts, tables=tables, progress=progress)


def _collect_reported(system: System, plan: Plan, tables: Tables, progress: Progress) -> Facts:
    """Collect, telling ``progress`` when the static facts are in (with their verdict) and what the probe found."""
    from envcheck.progress import Event, Step  # noqa: PLC0415 - only a display needs the events

    def judged(facts: Facts) -> Event:
        return Event(Step.STATIC, done=True, report=diagnose(facts, tables=tables, select=plan.select,
                                                             ignore=plan.ignore))

    def static_done(facts: Facts) -> None:
        progress(judged(facts))
        if facts.probe.skipped == PROBE_PENDING:
            progress(Event(Step.PROBE, done=False, label=facts.python.executable))

    facts = collect(system, python=plan.python, tables=tables, probe_timeout=plan.probe_timeout,
                    static_done=static_done)
    if facts.probe.ran:
        progress(dataclasses.replace(judged(facts), step=Step.PROBE))
    return facts


def _measured(system: System, plan: Plan, facts: Facts, *, tables: Tables, progress: Progress | None) -> Facts:
    """The facts with the benchmarks and training runs the plan asks for (each runner imported only then)."""
    target = facts.python.executable or plan.python or ""
    if plan.bench:
        from envcheck.bench.runner import benchmark_each  # noqa: PLC0415 - only this run needs it

        facts = dataclasses.replace(facts, bench=benchmark_each(
            system, target, facts.driver.gpus, device=plan.device, sizes=plan.sizes, repeats=plan.repeats,
            timeout=plan.bench_timeout, progress=progress, tables=tables))
    if plan.together:
        from envcheck.bench.runner import train_together  # noqa: PLC0415 - only this run needs it

        facts = dataclasses.replace(facts, together=train_together(
            system, target, device=plan.device, timeout=plan.bench_timeout, progress=progress))
    if plan.workers:
        from envcheck.bench.workers import run_workers  # noqa: PLC0415 - only this run needs it

        facts = dataclasses.replace(facts, workers=run_workers(
            system, target, plan.workers, plan.worker_indexes, device=plan.device, timeout=plan.bench_timeout))
    return facts
