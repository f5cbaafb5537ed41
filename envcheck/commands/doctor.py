"""`doctor`, `report`, `diagnose` and `dockerfile`: a Report from this machine, a saved report or a Dockerfile."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from envcheck.commands.common import current_tables, friendly_errors, live, read_input, write_html
from envcheck.engine import diagnose
from envcheck.findings import Report
from envcheck.gather import gather

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from envcheck.gather import Plan
    from envcheck.render import Format
    from envcheck.system import System

__all__ = ["dockerfile", "doctor", "saved"]


@friendly_errors()
def doctor(system: System, plan: Plan, *, fmt: Format, html: Path | None = None) -> Report:
    """Gather what ``plan`` asks for (live progress for the terminal format), diagnose, write the page if asked."""
    tables = current_tables()
    with live(fmt) as progress:
        facts = gather(system, plan, tables=tables, progress=progress)
    if plan.bench and plan.device == "gpu" and not facts.driver.gpus:
        typer.echo("envcheck: no NVIDIA GPU to benchmark here; `envcheck doctor --bench --device cpu` "
                   "benchmarks the CPU", err=True)
    report = diagnose(facts, tables=tables, select=plan.select, ignore=plan.ignore)
    write_html(html, report, tables)
    return report


@friendly_errors()
def saved(path: Path, *, select: Sequence[str] = (), ignore: Sequence[str] = (), html: Path | None = None,
          samples: Path | None = None) -> Report:
    """Today's rules on a saved report (``-``: stdin); the page, with a `run --watch` timeline, if asked."""
    facts = Report.facts_from_json(read_input(path), str(path))
    tables = current_tables()
    report = diagnose(facts, tables=tables, select=select, ignore=ignore)
    write_html(html, report, tables, samples)
    return report


@friendly_errors()
def dockerfile(path: Path, *, ignore: Sequence[str] = ()) -> Report:
    """A Dockerfile's base image and installs checked against the tables in use."""
    from envcheck.dockerfile import check_dockerfile

    return check_dockerfile(str(path), tables=current_tables(), ignore=ignore)
