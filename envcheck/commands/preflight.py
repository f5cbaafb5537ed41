"""`preflight`: a training job's GPU requirements checked before it starts, or (--slurm) this node's health."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

import typer

from envcheck.commands.common import OK, current_tables, friendly_errors
from envcheck.gather import Plan, gather

if TYPE_CHECKING:
    from envcheck._preflight import PreflightResult, Requirements
    from envcheck.slurm import NodeCheck
    from envcheck.system import System

__all__ = ["job", "node", "requirements", "skip_if_asked"]


def skip_if_asked() -> None:
    """ENVCHECK_SKIP=1: say so on stderr and exit 0 without checking anything."""
    if os.environ.get("ENVCHECK_SKIP") == "1":
        typer.echo("envcheck preflight: skipped (ENVCHECK_SKIP=1)", err=True)
        raise typer.Exit(OK)


def requirements(*, gpus: str, gpu_model: str | None = None, min_cc: str | None = None,
                 min_free_mib: int | None = None, exclusive: bool = False,
                 mixed_precision: bool = False) -> Requirements:
    """The requirements the options give (a usage error for a value that means nothing)."""
    from envcheck._preflight import Requirements

    if gpus != "all" and not (gpus.isascii() and gpus.isdigit() and len(gpus) <= 4):  # noqa: PLR2004
        raise typer.BadParameter(f"--gpus takes a number (up to 9999) or 'all', not {gpus!r}")
    try:
        return Requirements(gpus="all" if gpus == "all" else int(gpus), gpu_model=gpu_model,
                            min_compute_capability=min_cc, min_free_memory_mib=min_free_mib,
                            allow_shared=not exclusive, mixed_precision=mixed_precision)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


@friendly_errors()
def job(system: System, need: Requirements, *, python: str | None, probe_timeout: float) -> PreflightResult:
    """Collect (with the TensorFlow probe) and judge the facts against ``need``."""
    from envcheck._preflight import evaluate

    start = time.perf_counter()
    tables = current_tables()
    facts = gather(system, Plan(python=python, probe_timeout=probe_timeout), tables=tables)
    return evaluate(facts, need, started=start, tables=tables)


@friendly_errors()
def node(system: System, *, probe_timeout: float | None, timeout: float, may_drain: bool) -> NodeCheck:
    """The health of the Slurm node envcheck runs on, within ``timeout`` seconds; drained on an error if allowed."""
    from envcheck.slurm import check_node

    return check_node(system, tables=current_tables(), probe_timeout=probe_timeout, timeout=timeout,
                      may_drain=may_drain)
