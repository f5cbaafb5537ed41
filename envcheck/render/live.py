"""Live progress on stderr with rich, for a terminal.

A line per category as it completes, a spinner with the elapsed time on the TensorFlow probe, a
bar over the benchmarks with each device's row as it finishes.

Only for a terminal: the CLI does not create one for --json, --markdown, a pipe, NO_COLOR or
TERM=dumb. The final report (stdout) is printed after the display has closed, unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn

from envcheck.progress import Event, Step
from envcheck.render._summary import MARKS, categories
from envcheck.render._text import strip_controls
from envcheck.rules import FAMILIES

if TYPE_CHECKING:
    from envcheck.facts import BenchResult
    from envcheck.findings import Report

__all__ = ["LiveProgress"]

_STYLE = {"ok": "green", "warn": "yellow", "error": "red", "crash": "red", "skip": "dim"}
_PROBED = FAMILIES["RT"]  # judged once the probe is back
_MEASURED = FAMILIES["BENCH"]  # shown as one row per device instead


def _text(value: object) -> str:
    return escape(strip_controls(value))


def _bench_row(number: int, total: int, label: str, result: BenchResult) -> str:
    head = f"[{number}/{total}] {_text(label)}"
    if result.error:
        return f"[red]✗[/red] {head}: failed: {_text(result.error)}"
    peak = result.peak_fp32
    figure = f"{peak.tflops.median:.2f} TFLOP/s float32 at {peak.size}" if peak else "no matmul result"
    low = result.low_precision
    figure += f", {low.tflops.median:.2f} TFLOP/s {low.dtype}" if low else ""
    return f"[green]✓[/green] {head}: {figure} ({result.seconds:g} s)"


class LiveProgress:
    """A progress callback (envcheck.progress.Progress) that draws on stderr until closed."""

    def __init__(self, console: Console | None = None, *, categories: bool = True) -> None:
        """Draw on ``console`` (default: stderr); ``categories``: a line per doctor category."""
        self.console = console or Console(stderr=True)
        self.categories = categories
        self._bars = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                              MofNCompleteColumn(), TimeElapsedColumn(), console=self.console, transient=True)
        self._spinners = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                                  console=self.console, transient=True)
        self._tasks: dict[Step, TaskID] = {}
        self._shown: set[str] = set()

    def close(self) -> None:
        """Stop drawing and clear the spinners, before the report is printed."""
        self._bars.stop()
        self._spinners.stop()

    def _categories(self, report: Report, *, probed: bool) -> None:
        for title, state, status, _ in categories(report) if self.categories else ():
            if title in self._shown or title == _MEASURED or (title == _PROBED) != probed:
                continue
            self._shown.add(title)
            style = _STYLE[state]
            self.console.print(f"[{style}]\\[{MARKS[state]}][/{style}] [bold]{_text(title)}[/bold]: {_text(status)}",
                               highlight=False)

    def _spin(self, step: Step, description: str) -> None:
        self._spinners.start()
        self._tasks[step] = self._spinners.add_task(description, total=None)

    def _unspin(self, step: Step) -> None:
        if step in self._tasks:
            self._spinners.remove_task(self._tasks.pop(step))
        if not self._spinners.tasks:
            self._spinners.stop()

    def _bench(self, event: Event) -> None:
        if Step.BENCH not in self._tasks:
            self._bars.start()
            self._tasks[Step.BENCH] = self._bars.add_task("benchmarking", total=event.total)
        task = self._tasks[Step.BENCH]
        if not event.done:
            self._bars.update(task, description=f"benchmarking {_text(event.label)}")
            return
        if event.bench is not None:
            self.console.print(_bench_row(event.number, event.total, event.label, event.bench), highlight=False)
        self._bars.advance(task)
        if event.number == event.total:
            self._bars.stop()

    def __call__(self, event: Event) -> None:
        """Draw one event."""
        if event.step is Step.BENCH:
            self._bench(event)
        elif event.step is Step.STATIC and event.report is not None:
            self._categories(event.report, probed=False)
        elif event.step is Step.PROBE and not event.done:
            self._spin(Step.PROBE, f"TensorFlow runtime: importing TensorFlow with {_text(event.label)}")
        elif event.step is Step.PROBE and event.report is not None:
            self._unspin(Step.PROBE)
            self._categories(event.report, probed=True)
        elif event.step is Step.TOGETHER and not event.done:
            self._spin(Step.TOGETHER, f"training with MirroredStrategy over {_text(event.label)}")
        elif event.step is Step.TOGETHER:
            self._unspin(Step.TOGETHER)
            error = event.together.error if event.together else "no result"
            state = f"[red]✗[/red] failed: {_text(error)}" if error else "[green]✓[/green] done"
            self.console.print(f"MirroredStrategy over {_text(event.label)}: {state}", highlight=False)
