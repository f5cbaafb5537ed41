"""`run`: a quick doctor, then the training command, watched with --watch (live on a terminal)."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from envcheck.commands.common import FINDINGS, current_tables, error_line, friendly_errors, on_terminal
from envcheck.engine import diagnose
from envcheck.findings import Severity
from envcheck.gather import Plan, gather
from envcheck.render import Format
from envcheck.sanitize import terminal_safe

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from envcheck.system import System
    from envcheck.watch import RunOutcome, Sample

__all__ = ["run"]


class _Watching:
    """The `run --watch` panel fed with the samples so far and the verdict they give now."""

    def __init__(self) -> None:
        from envcheck.render.live import WatchPanel

        self.panel, self.samples = WatchPanel(), list["Sample"]()
        self.show = self.panel.show

    def on_sample(self, sample: Sample) -> None:
        from envcheck.watch import RunOutcome, judge

        self.samples.append(sample)
        self.panel.update(self.samples, judge(self.samples, RunOutcome(exit_code=None, signal=None, seconds=sample.t)))


@contextmanager
def _watch_panel(watch: bool) -> Iterator[_Watching | None]:  # noqa: FBT001
    """A live panel for `run --watch` when both output streams are a terminal that takes colour."""
    watching = _Watching() if watch and on_terminal(Format.TERMINAL) and sys.stdout.isatty() else None
    try:
        yield watching
    finally:
        if watching:
            watching.panel.close()


def _check(system: System, *, strict: bool) -> None:
    """The quick doctor's verdict on stderr; with --strict, no start when it found errors."""
    with friendly_errors():
        tables = current_tables()
        report = diagnose(gather(system, Plan(), tables=tables), tables=tables)
    typer.echo(terminal_safe(f"envcheck: {report.verdict}"), err=True)
    if strict and report.worst is Severity.ERROR:
        typer.echo("envcheck: not starting the command (--strict); `envcheck doctor` shows the errors", err=True)
        raise typer.Exit(FINDINGS)


def _save(samples: Path | None, taken: list[Sample]) -> None:
    from envcheck.watch import save_samples

    if samples is None:
        return
    try:
        save_samples(str(samples), taken)
    except OSError as exc:  # the command's exit code still wins
        error_line(f"envcheck: error: cannot save the samples to {samples}: {exc.strerror or exc}")


def _watched(system: System, args: Sequence[str], *, watch: bool, samples: Path | None,
             interval: float) -> RunOutcome:
    """Run the command (sampled with --watch), then say why it did not start, or what bounded it."""
    import tempfile

    from envcheck.inputbound import REPORT_ENV, read_input_report
    from envcheck.watch import judge, run_command

    handle, report_path = tempfile.mkstemp(prefix="envcheck-input-", suffix=".jsonl")
    os.close(handle)
    try:
        with _watch_panel(watch) as panel:
            outcome, taken = run_command(args, env={**os.environ, REPORT_ENV: report_path},
                                         system=system if watch else None, interval=interval,
                                         on_sample=panel.on_sample if panel else None,
                                         show=panel.show if panel else None)
        if outcome.error:
            error_line(f"envcheck: {outcome.error}")
        elif watch:
            typer.echo(terminal_safe(judge(taken, outcome, read_input_report(report_path)).describe()), err=True)
            _save(samples, taken)
    finally:
        Path(report_path).unlink(missing_ok=True)
    return outcome


def run(system: System, args: Sequence[str], *, watch: bool = False, samples: Path | None = None,
        interval: float = 1.0, strict: bool = False) -> int:
    """Check, run the command and return the exit status a shell would report for it."""
    from envcheck.watch import exit_status

    _check(system, strict=strict)
    return exit_status(_watched(system, args, watch=watch, samples=samples, interval=interval))
