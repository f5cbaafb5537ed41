"""What every command shares: exit codes, one-line errors, the tables in use, the files it reads and writes."""

from __future__ import annotations

import os
import stat
import sys
from contextlib import contextmanager
from typing import IO, TYPE_CHECKING, NoReturn

import typer

from envcheck.errors import EnvcheckError, ReportError, TableError
from envcheck.findings import Severity
from envcheck.render import Format, render
from envcheck.sanitize import Redactor, terminal_safe
from envcheck.system import read_regular
from envcheck.tables import bundled_directory, load_tables, tables_in_use

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from envcheck.findings import Report
    from envcheck.progress import Progress
    from envcheck.tables import Tables

__all__ = ["FINDINGS", "INPUT_LIMIT", "INTERNAL", "OK", "USAGE", "color", "current_tables", "emit", "error_line",
           "friendly_errors", "live", "on_terminal", "output_format", "read_input", "status", "write_html",
           "write_text"]

OK, FINDINGS, USAGE, INTERNAL = 0, 1, 2, 3
# The most a report or log given on the command line may hold (a report is ~100 KB).
INPUT_LIMIT = 256 << 20


def error_line(text: str) -> None:
    """One line on stderr: no secret, no terminal control, no line break from an outside string."""
    typer.echo(" ".join(terminal_safe(Redactor(os.environ)(text)).split()), err=True)


@contextmanager
def friendly_errors() -> Iterator[None]:
    """Turn envcheck's own errors into one line on stderr and exit code 2."""
    try:
        yield
    except EnvcheckError as exc:
        error_line(f"envcheck: error: {exc}")
        raise typer.Exit(USAGE) from None


def output_format(json_out: bool, markdown: bool) -> Format:  # noqa: FBT001 - the two flags as typer gives them
    """The format --json / --markdown ask for (a usage error when both do)."""
    if json_out and markdown:
        typer.echo("envcheck: error: choose one of --json and --markdown", err=True)
        raise typer.Exit(USAGE)
    return Format.JSON if json_out else Format.MARKDOWN if markdown else Format.TERMINAL


def color() -> bool:
    """Whether stdout takes colour: NO_COLOR wins, then FORCE_COLOR, then a terminal."""
    if "NO_COLOR" in os.environ:
        return False
    return "FORCE_COLOR" in os.environ or sys.stdout.isatty()


def on_terminal(fmt: Format) -> bool:
    """Whether live progress may be drawn: the terminal format, stderr a terminal, colour allowed."""
    return (fmt is Format.TERMINAL and sys.stderr.isatty() and "NO_COLOR" not in os.environ
            and os.environ.get("TERM") != "dumb")


@contextmanager
def live(fmt: Format = Format.TERMINAL, *, categories: bool = True) -> Iterator[Progress | None]:
    """A live display on stderr, only for the terminal format on a terminal that takes colour."""
    if not on_terminal(fmt):
        yield None
        return
    from envcheck.render.live import LiveProgress

    progress = LiveProgress(categories=categories)
    try:
        yield progress
    finally:
        progress.close()


def current_tables() -> Tables:
    """The tables in use: ENVCHECK_TABLES, else downloaded ones newer than the bundled, else the bundled.

    Downloaded tables that no longer load (damaged, or from an older envcheck) are passed over with
    a note rather than failing every command until the cache is deleted.
    """
    in_use = tables_in_use()
    if in_use.note:
        error_line(f"envcheck: note: {in_use.note}")
    try:
        return load_tables(in_use.directory)
    except TableError as exc:
        if not in_use.origin.startswith("downloaded"):
            raise
        error_line(f"envcheck: note: ignored the downloaded tables: {exc}")
        return load_tables(str(bundled_directory()))


def status(report: Report) -> int:
    """The exit code a report gives: 1 when it has an error, else 0."""
    return FINDINGS if report.worst is Severity.ERROR else OK


def emit(report: Report, fmt: Format, *, verbose: bool) -> NoReturn:
    """Print the report in ``fmt`` and exit with its status."""
    typer.echo(render(report, fmt, verbose=verbose, color=color()), nl=False)
    raise typer.Exit(status(report))


def _read_stream(stream: IO[bytes], name: str) -> str:
    data = stream.read(INPUT_LIMIT + 1)
    if len(data) > INPUT_LIMIT:
        msg = f"{name}: larger than {INPUT_LIMIT >> 20} MiB"
        raise ReportError(msg)
    return data.decode("utf-8", errors="replace")


def read_input(path: Path) -> str:
    """A report or log named on the command line: a regular file, a pipe or stdin, of at most INPUT_LIMIT bytes.

    A pipe is read as the user named it (`envcheck diagnose <(ssh node envcheck report --json)`).
    """
    if str(path) == "-":
        return _read_stream(sys.stdin.buffer, "stdin")
    try:
        if stat.S_ISFIFO(path.stat().st_mode):
            with path.open("rb") as pipe:
                return _read_stream(pipe, str(path))
        return read_regular(str(path), INPUT_LIMIT).decode("utf-8", errors="replace")
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        msg = f"{path}: {getattr(exc, 'strerror', None) or exc}"
        raise ReportError(msg) from None


def write_text(path: Path, text: str) -> None:
    """Write a page the user asked for, and say so on stderr."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        msg = f"{path}: {exc.strerror or exc}"
        raise ReportError(msg) from None
    typer.echo(f"envcheck: wrote {path}", err=True)


def write_html(path: Path | None, report: Report, tables: Tables, samples_path: Path | None = None) -> None:
    """Write the HTML page when asked (with a `run --watch` timeline when its samples are given)."""
    if path is None:
        return
    from envcheck.render.html import render_html
    from envcheck.watch import load_samples

    samples = load_samples(read_input(samples_path), str(samples_path)) if samples_path else ()
    write_text(path, render_html(report, tables, samples))
