"""`fleet`: many nodes' reports, read from files or collected over ssh or Slurm, compared."""

from __future__ import annotations

import shlex
import sys
from typing import TYPE_CHECKING

import typer

from envcheck.commands.common import current_tables, friendly_errors, write_text

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from envcheck.fleet import Fleet
    from envcheck.system import System

__all__ = ["fleet"]


@friendly_errors()
def fleet(system: System, reports: Sequence[str] = (), *, hosts: str | None = None, slurm: bool = False,
          srun: str = "", command: str | None = None, timeout: float | None = None, together: bool = False,
          device: str = "gpu", expect_gpus: int | None = None, html: Path | None = None) -> Fleet:
    """Read and collect the reports, compare them (and train across the nodes with --together)."""
    from envcheck.bench.workers import WORKERS_TIMEOUT_S
    from envcheck.fleet import compare, load_reports
    from envcheck.remote import REMOTE_TIMEOUT_S, SSH_COMMAND, collect_slurm, collect_ssh, slurm_workers, split_hosts

    if not (reports or hosts or slurm):
        msg = "name report files or folders, - for standard input, --hosts or --slurm"
        raise typer.BadParameter(msg)
    if together and not slurm:
        msg = "--together trains across a Slurm allocation: add --slurm (elsewhere: envcheck gpus --workers)"
        raise typer.BadParameter(msg)
    limit = REMOTE_TIMEOUT_S if timeout is None else timeout
    run_here = shlex.split(command) if command else None
    items = load_reports(reports, sys.stdin.read)
    if hosts:
        items += collect_ssh(system, split_hosts(hosts), command=run_here or SSH_COMMAND, timeout=limit)
    if slurm:
        items += collect_slurm(system, srun_options=shlex.split(srun), command=run_here, timeout=limit)
    across = slurm_workers(system, srun_options=shlex.split(srun), device=device,
                           timeout=max(limit, WORKERS_TIMEOUT_S)) if together else None
    view = compare(items, tables=current_tables(), expect_gpus=expect_gpus, workers=across)
    if html is not None:
        from envcheck.render.fleet import render_fleet_html

        write_text(html, render_fleet_html(view))
    return view
