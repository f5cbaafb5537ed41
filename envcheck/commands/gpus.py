"""`gpus`: every GPU with its health, and the benchmarks --each, --together and --workers ask for."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import typer

from envcheck._frozen import Frozen
from envcheck.bench import BENCH_TIMEOUT_S
from envcheck.commands.common import current_tables, friendly_errors, live
from envcheck.engine import diagnose
from envcheck.findings import Severity
from envcheck.gather import Plan, gather
from envcheck.render import Format

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.findings import Report
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["GPU_FAMILIES", "GpusRun", "gpus"]

# The rule families `envcheck gpus` reports on.
GPU_FAMILIES = ("DRV", "GPU", "ENV", "BENCH")


class GpusRun(Frozen):
    """What `envcheck gpus` found (render/gpus.py shows it)."""

    facts: Facts
    report: Report  # the GPU families only (BENCH only on the CPU)
    tables: Tables
    cpu: bool  # the tests ran on the CPU
    missing: str | None = None  # why nothing was measured, when benchmarks were asked for

    @property
    def failed(self) -> bool:
        """A GPU run without an NVIDIA GPU, nothing measured, or an error found."""
        no_gpu = not self.facts.driver.gpus and not self.cpu
        return no_gpu or self.missing is not None or self.report.worst is Severity.ERROR


def _cluster(system: System, *, workers: str | None, index: int | None, tf_config: bool,
             slurm: bool) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The MultiWorkerMirroredStrategy cluster and the workers of it to run here (none: no cluster)."""
    from envcheck.bench.workers import plan_workers, workers_from_slurm

    if slurm:
        cluster, own = workers_from_slurm(system, os.environ)
        return cluster, (own,)
    if workers or tf_config:
        return plan_workers(workers, index, os.environ, from_tf_config=tf_config)
    return (), ()


@friendly_errors()
def gpus(system: System, *, fmt: Format, python: str | None = None, each: bool = False, together: bool = False,
         device: str = "gpu", sizes: tuple[int, ...] = (), repeats: int = 5, bench_timeout: float = BENCH_TIMEOUT_S,
         workers: str | None = None, index: int | None = None, tf_config: bool = False,
         slurm: bool = False) -> GpusRun:
    """Gather the GPUs (and the benchmarks asked for, with a progress bar on a terminal) and judge them."""
    cpu = device == "cpu"
    cluster, here = _cluster(system, workers=workers, index=index, tf_config=tf_config, slurm=slurm)
    plan = Plan(python=python, bench=each or (cpu and not together and not cluster), together=together,
                device=device, sizes=sizes, repeats=repeats, bench_timeout=bench_timeout, workers=cluster,
                worker_indexes=here)
    tables = current_tables()
    with live(fmt, categories=False) as progress:
        facts = gather(system, plan, tables=tables, progress=progress)
    target = facts.python.executable or python
    measures = plan.bench or plan.together or bool(plan.workers)
    missing = (f"TensorFlow is not installed for {target}: the benchmarks run TensorFlow, so nothing was "
               "measured. Install it there (pip install 'tensorflow[and-cuda]') or name the interpreter that "
               "has it with --python.") if measures and not facts.tensorflow.installed else None
    if missing and fmt is Format.JSON:
        typer.echo(missing, err=True)
    report = diagnose(facts, tables=tables, select=("BENCH",) if cpu else GPU_FAMILIES)
    return GpusRun(facts=facts, report=report, tables=tables, cpu=cpu, missing=missing)
