"""Live progress on stderr with rich, for a terminal.

A line per category as it completes, a spinner with the elapsed time on the TensorFlow probe, a
bar over the benchmarks with each device's row as it finishes. The lines and spinners are cleared
when the display closes, so that the report printed next is not shown twice.

Only for a terminal: the CLI does not create one for --json, --markdown, a pipe, NO_COLOR or
TERM=dumb. The final report (stdout) is printed after the display has closed, unchanged.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from rich.console import Console, Group
from rich.live import Live
from rich.markup import escape
from rich.panel import Panel
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from envcheck.progress import Event, Step
from envcheck.render._summary import MARKS, categories
from envcheck.render._text import strip_controls
from envcheck.rules import FAMILIES

if TYPE_CHECKING:
    from collections.abc import Sequence

    from rich.console import RenderableType

    from envcheck.facts import BenchResult
    from envcheck.findings import Report
    from envcheck.watch import Sample, Verdict

__all__ = ["LiveProgress", "WatchPanel", "sparkline", "watch_view"]

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
    """A progress callback (envcheck.progress.Progress) that draws on stderr until closed.

    The category lines, spinners and bar live in one transient display, cleared when it closes:
    the report printed next shows the categories once. Benchmark rows are printed above it and stay.
    """

    def __init__(self, console: Console | None = None, *, categories: bool = True) -> None:
        """Draw on ``console`` (default: stderr); ``categories``: a line per doctor category."""
        self.console = console or Console(stderr=True)
        self.categories = categories
        self._bars = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                              MofNCompleteColumn(), TimeElapsedColumn(), console=self.console)
        self._spinners = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                                  console=self.console)
        self._tasks: dict[Step, TaskID] = {}
        self._shown: set[str] = set()
        self._lines: list[Text] = []
        self._live = Live(console=self.console, transient=True, refresh_per_second=10, get_renderable=self._view)

    def _view(self) -> Group:
        parts: list[RenderableType] = [*self._lines]
        parts += [self._spinners] if self._spinners.tasks else []
        parts += [self._bars] if self._bars.tasks else []
        return Group(*parts)

    def _draw(self) -> None:
        self._live.start()
        self._live.refresh()

    def close(self) -> None:
        """Stop drawing and clear the display, before the report is printed."""
        self._live.stop()

    def _categories(self, report: Report, *, probed: bool) -> None:
        for title, state, status, _ in categories(report) if self.categories else ():
            if title in self._shown or title == _MEASURED or (title == _PROBED) != probed:
                continue
            self._shown.add(title)
            style = _STYLE[state]
            self._lines.append(Text.from_markup(
                f"[{style}]\\[{MARKS[state]}][/{style}] [bold]{_text(title)}[/bold]: {_text(status)}"))

    def _spin(self, step: Step, description: str) -> None:
        self._tasks[step] = self._spinners.add_task(description, total=None)

    def _unspin(self, step: Step) -> None:
        if step in self._tasks:
            self._spinners.remove_task(self._tasks.pop(step))

    def _bench(self, event: Event) -> None:
        if Step.BENCH not in self._tasks:
            self._tasks[Step.BENCH] = self._bars.add_task("benchmarking", total=event.total)
        task = self._tasks[Step.BENCH]
        if not event.done:
            self._bars.update(task, description=f"benchmarking {_text(event.label)}")
            return
        if event.bench is not None:
            self.console.print(_bench_row(event.number, event.total, event.label, event.bench), highlight=False)
        self._bars.advance(task)
        if event.number == event.total:
            self._bars.remove_task(self._tasks.pop(Step.BENCH))

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
        self._draw()


_BLOCKS = "▁▂▃▄▅▆▇█"
_SPARK_WIDTH = 40


def sparkline(values: Sequence[float], top: float = 100.0) -> str:
    """The last values as block characters, from ▁ (0) to █ (``top`` or more)."""
    shown = list(values)[-_SPARK_WIDTH:]
    return "".join(_BLOCKS[min(len(_BLOCKS) - 1, max(0, int(v / top * (len(_BLOCKS) - 1) + 0.5)))] for v in shown)


def watch_view(samples: Sequence[Sample], verdict: Verdict) -> Table:
    """The `run --watch` panel: utilisation and memory per GPU as sparklines, CPU, processes, the verdict."""
    table = Table.grid(padding=(0, 2))
    last = samples[-1]

    def row(*cells: str) -> None:  # markup parsed here: the panel is also redrawn by prints without markup
        table.add_row(*(Text.from_markup(c) for c in cells))

    for index, util in enumerate(last.gpu_util):
        history = [s.gpu_util[index] for s in samples if len(s.gpu_util) > index]
        memory = last.gpu_memory_mib[index] if len(last.gpu_memory_mib) > index else None
        pids = last.gpu_pids[index] if len(last.gpu_pids) > index else ()
        row(f"GPU {index}", f"[cyan]{sparkline(history)}[/cyan]", f"{util:3d}%",
            f"{memory} MiB" if memory is not None else "",
            "processes " + ", ".join(map(str, pids)) if pids else "no process")
    if not last.gpu_util:
        row("GPU", "[dim]no NVIDIA GPU sampled[/dim]", "", "", "")
    cores = [s.cpu_cores for s in samples if s.cpu_cores is not None]
    row("CPU", f"[magenta]{sparkline(cores, max([1.0, *cores]))}[/magenta]",
        f"{cores[-1]:.1f} cores" if cores else "", "", "")
    row("now", f"[bold]{_text(verdict.kind)}[/bold] after {last.t:.0f} s", "", "", "")
    row("", _text(verdict.message), "", "", "")
    return table


class WatchPanel:
    """`run --watch` on a terminal: a panel refreshed with every sample, the command's output above it."""

    def __init__(self, console: Console | None = None) -> None:
        """Draw on ``console`` (default: stderr)."""
        self.console = console or Console(stderr=True)
        self._live = Live(console=self.console, auto_refresh=False, transient=True)
        self._lock = threading.Lock()

    def show(self, text: str, stderr: bool) -> None:  # noqa: ARG002, FBT001 - run_command's relay signature
        """Print a line of the command's output above the panel."""
        with self._lock:
            self.console.print(text, end="", markup=False, highlight=False, soft_wrap=True)

    def update(self, samples: Sequence[Sample], verdict: Verdict) -> None:
        """Redraw the panel."""
        with self._lock:
            if not self._live.is_started:
                self._live.start()
            self._live.update(Panel(watch_view(samples, verdict), title="envcheck run --watch", expand=False),
                              refresh=True)

    def close(self) -> None:
        """Take the panel off the screen (the summary is printed after)."""
        with self._lock:
            self._live.stop()
