"""The envcheck command line: parse, call the library, render, exit.

Exit codes: 0 no errors found, 1 errors found, 2 usage error or unreadable
input, 3 an internal error (a bug in envcheck).
"""

# No `from __future__ import annotations` here: typer reads the option annotations at run time, and
# the typer releases that still support Python 3.9 (0.23) lose Annotated metadata given as strings.

import enum
import math
import os
import shlex
import signal
import stat
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional, cast

import typer

from envcheck import __version__, _fastparse
from envcheck.bench import BENCH_TIMEOUT_S
from envcheck.collect.probe import PROBE_TIMEOUT_S
from envcheck.dockerfile import check_dockerfile
from envcheck.engine import diagnose
from envcheck.errors import EnvcheckError, ReportError, TableError
from envcheck.findings import Report, Severity
from envcheck.gather import Plan, gather
from envcheck.progress import Progress
from envcheck.render import Format, render
from envcheck.sanitize import Redactor, terminal_safe
from envcheck.slurm import DEFAULT_TIMEOUT_S as SLURM_TIMEOUT_S
from envcheck.slurm import check_node
from envcheck.system import LocalSystem, Terminated, read_regular, stop_children
from envcheck.tables import Tables, bundled_directory, load_tables, tables_in_use

if TYPE_CHECKING:
    from envcheck.watch import RunOutcome, Sample

# Each command imports what only it needs, so that `doctor --quick` starts fast (benchmarks/doctor_speed.py).
_fastparse.install()

__all__ = ["FINDINGS", "INTERNAL", "OK", "USAGE", "app", "main"]

OK, FINDINGS, USAGE, INTERNAL = 0, 1, 2, 3
INTERRUPTED, TERMINATED = 128 + signal.SIGINT, 128 + signal.SIGTERM  # what a shell reports: 130, 143
# The most a report or log given on the command line may hold (a report is ~100 KB).
INPUT_LIMIT = 256 << 20
MAX_SECONDS = 7 * 24 * 3600.0  # the longest a timeout option may ask for

app = typer.Typer(no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  help="Will this machine run TensorFlow training on its GPUs, at full speed?")

# typer reads these annotations at run time, so they stay Optional/List on Python 3.9.
PythonOpt = Annotated[Optional[str], typer.Option(
    "--python", metavar="PATH", help="Inspect this interpreter, or the one in this virtualenv or conda env folder.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the versioned JSON report.")]
MarkdownOpt = Annotated[bool, typer.Option("--markdown", help="Print Markdown for a bug report.")]
VerboseOpt = Annotated[bool, typer.Option("--verbose", "-v", help="Show evidence and skipped rules.")]
SelectOpt = Annotated[Optional[list[str]], typer.Option("--select", metavar="ID",
                                                      help="Only these rule ids or families.")]


def _within(value: float, low: float) -> float:
    """A finite number of seconds from ``low`` to a week (not inf, nan or 1e308), else a usage error."""
    if not math.isfinite(value) or not low <= value <= MAX_SECONDS:
        msg = f"{value:g} is not a number of seconds from {low:g} to {MAX_SECONDS:g}"
        raise typer.BadParameter(msg)
    return value


# Option callbacks: typer passes the value to their one parameter.
def _seconds(value: float) -> float:
    """A timeout option: from 1 second to a week."""
    return _within(value, 1.0)


def _some_seconds(value: Optional[float]) -> Optional[float]:
    """An optional timeout option: absent, or as _seconds."""
    return None if value is None else _within(value, 1.0)


def _interval(value: float) -> float:
    """Seconds between samples: from 0.1 to a week."""
    return _within(value, 0.1)


ProbeTimeoutOpt = Annotated[float, typer.Option("--probe-timeout", callback=_seconds, metavar="SECONDS",
                                               help="Seconds the TensorFlow probe may take.")]
BenchTimeoutOpt = Annotated[float, typer.Option("--bench-timeout", callback=_seconds, metavar="SECONDS",
                                               help="Seconds one device's benchmark may take.")]
HtmlOpt = Annotated[Optional[Path], typer.Option("--html", metavar="FILE",
                                                 help="Also write the report as one self-contained HTML page.")]
IgnoreOpt = Annotated[Optional[list[str]], typer.Option("--ignore", metavar="ID",
                                                      help="Skip these rule ids or families.")]


class Device(str, enum.Enum):
    """What the benchmarks run on."""

    GPU = "gpu"
    CPU = "cpu"


DeviceOpt = Annotated[Device, typer.Option("--device", help="Benchmark the GPUs, or the CPU.")]


# The rule families `envcheck gpus` reports on.
GPU_FAMILIES = ("DRV", "GPU", "ENV", "BENCH")


def _sizes(text: Optional[str]) -> tuple[int, ...]:
    try:
        sizes = tuple(int(part) for part in (text or "").split(",") if part.strip())
    except ValueError:
        raise typer.BadParameter(f"not a list of sizes: {text!r} (try 512,2048,8192)") from None
    if any(size < 1 for size in sizes):
        msg = "sizes must be positive"
        raise typer.BadParameter(msg)
    return sizes


def _on_terminal(fmt: Format) -> bool:
    """Whether live progress may be drawn: the terminal format, stderr a terminal, colour allowed."""
    return (fmt is Format.TERMINAL and sys.stderr.isatty() and "NO_COLOR" not in os.environ
            and os.environ.get("TERM") != "dumb")


class _Watching:
    """The `run --watch` panel fed with the samples so far and the verdict they give now."""

    def __init__(self) -> None:
        from envcheck.render.live import WatchPanel

        self.panel, self.samples = WatchPanel(), list["Sample"]()
        self.show = self.panel.show

    def on_sample(self, sample: "Sample") -> None:
        from envcheck.watch import RunOutcome, judge

        self.samples.append(sample)
        self.panel.update(self.samples, judge(self.samples, RunOutcome(exit_code=None, signal=None, seconds=sample.t)))


@contextmanager
def _watch_panel(watch: bool) -> Iterator[Optional[_Watching]]:
    """A live panel for `run --watch` when both output streams are a terminal that takes colour."""
    watching = _Watching() if watch and _on_terminal(Format.TERMINAL) and sys.stdout.isatty() else None
    try:
        yield watching
    finally:
        if watching:
            watching.panel.close()


@contextmanager
def _live(fmt: Format = Format.TERMINAL, *, categories: bool = True) -> Iterator[Optional[Progress]]:
    """A live display on stderr, only for the terminal format on a terminal that takes colour."""
    if not _on_terminal(fmt):
        yield None
        return
    from envcheck.render.live import LiveProgress

    live = LiveProgress(categories=categories)
    try:
        yield live
    finally:
        live.close()


@contextmanager
def _friendly_errors() -> Iterator[None]:
    """Turn envcheck's own errors into one line on stderr and exit code 2."""
    try:
        yield
    except EnvcheckError as exc:
        _error_line(f"envcheck: error: {exc}")
        raise typer.Exit(USAGE) from None


def _error_line(text: str) -> None:
    """One line on stderr: no secret, no terminal control, no line break from an outside string."""
    typer.echo(" ".join(terminal_safe(Redactor(os.environ)(text)).split()), err=True)


def _format(json_out: bool, markdown: bool) -> Format:
    if json_out and markdown:
        typer.echo("envcheck: error: choose one of --json and --markdown", err=True)
        raise typer.Exit(USAGE)
    return Format.JSON if json_out else Format.MARKDOWN if markdown else Format.TERMINAL


def _color() -> bool:
    if "NO_COLOR" in os.environ:
        return False
    return "FORCE_COLOR" in os.environ or sys.stdout.isatty()


def _tables() -> Tables:
    """The tables in use: ENVCHECK_TABLES, else downloaded ones newer than the bundled, else the bundled.

    Downloaded tables that no longer load (damaged, or from an older envcheck) are passed over with
    a note rather than failing every command until the cache is deleted.
    """
    in_use = tables_in_use()
    if in_use.note:
        _error_line(f"envcheck: note: {in_use.note}")
    try:
        return load_tables(in_use.directory)
    except TableError as exc:
        if not in_use.origin.startswith("downloaded"):
            raise
        _error_line(f"envcheck: note: ignored the downloaded tables: {exc}")
        return load_tables(str(bundled_directory()))


def _emit(report: Report, fmt: Format, *, verbose: bool) -> None:
    typer.echo(render(report, fmt, verbose=verbose, color=_color()), nl=False)
    raise typer.Exit(FINDINGS if report.worst is Severity.ERROR else OK)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"envcheck {__version__}")
        raise typer.Exit


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version.")] = False,
) -> None:
    """Check whether this machine runs TensorFlow training on its GPUs, at full speed."""


@app.command()
def doctor(python: PythonOpt = None, json_out: JsonOpt = False, markdown: MarkdownOpt = False,
           verbose: VerboseOpt = False, select: SelectOpt = None, ignore: IgnoreOpt = None,
           quick: Annotated[bool, typer.Option("--quick", help="Static checks only: never import TensorFlow.")]
           = False, probe_timeout: ProbeTimeoutOpt = PROBE_TIMEOUT_S,
           bench: Annotated[bool, typer.Option("--bench", help="Also benchmark every GPU in its own process.")]
           = False, bench_timeout: BenchTimeoutOpt = BENCH_TIMEOUT_S, html: HtmlOpt = None,
           device: DeviceOpt = Device.GPU) -> None:
    """Diagnose this machine's Python / TensorFlow / CUDA / driver stack.

    The static checks never import TensorFlow; unless --quick, TensorFlow is also imported in a
    child process (with a timeout) to see what it really does.
    """
    fmt = _format(json_out, markdown)
    plan = Plan(python=python, probe_timeout=None if quick else probe_timeout, bench=bench, bench_timeout=bench_timeout,
                device=device.value, select=tuple(select or ()), ignore=tuple(ignore or ()))
    with _friendly_errors():
        tables = _tables()
        with _live(fmt) as live:
            facts = gather(LocalSystem(), plan, tables=tables, progress=live)
        if bench and device is Device.GPU and not facts.driver.gpus:
            typer.echo("envcheck: no NVIDIA GPU to benchmark here; `envcheck doctor --bench --device cpu` "
                       "benchmarks the CPU", err=True)
        report = diagnose(facts, tables=tables, select=plan.select, ignore=plan.ignore)
        _write_html(html, report, tables)
    _emit(report, fmt, verbose=verbose)


def _write_text(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        msg = f"{path}: {exc.strerror or exc}"
        raise ReportError(msg) from None
    typer.echo(f"envcheck: wrote {path}", err=True)


def _write_html(path: Optional[Path], report: Report, tables: Tables, samples_path: Optional[Path] = None) -> None:
    """Write the HTML page when asked (with a `run --watch` timeline when its samples are given)."""
    if path is None:
        return
    from envcheck.render.html import render_html
    from envcheck.watch import load_samples

    samples = load_samples(_read_input(samples_path), str(samples_path)) if samples_path else ()
    _write_text(path, render_html(report, tables, samples))


@app.command()
def report(python: PythonOpt = None,
           json_out: Annotated[bool, typer.Option("--json", help="JSON (the default and only format).")] = True,  # noqa: ARG001
           quick: Annotated[bool, typer.Option("--quick", help="Static checks only.")] = False,
           probe_timeout: ProbeTimeoutOpt = PROBE_TIMEOUT_S, html: HtmlOpt = None) -> None:
    """Print the full JSON report (facts and findings) to save and diagnose elsewhere.

    With --html FILE the report is written as an HTML page instead.
    """
    with _friendly_errors():
        tables = _tables()
        plan = Plan(python=python, probe_timeout=None if quick else probe_timeout)
        facts = gather(LocalSystem(), plan, tables=tables)
        report = diagnose(facts, tables=tables)
        _write_html(html, report, tables)
    if html is None:
        typer.echo(report.to_json(), nl=False)


@app.command()
def gpus(python: PythonOpt = None, json_out: JsonOpt = False,
         each: Annotated[bool, typer.Option("--each", help="Benchmark every GPU, each in its own process.")] = False,
         together: Annotated[bool, typer.Option("--together", help="Train with MirroredStrategy over all GPUs.")]
         = False,
         device: DeviceOpt = Device.GPU,
         sizes: Annotated[Optional[str], typer.Option("--sizes", metavar="N,N,...",
                                                      help="Matmul sizes, e.g. 512,2048,8192.")] = None,
         repeats: Annotated[int, typer.Option("--repeats", min=1, metavar="N",
                                              help="Timed repeats per measurement.")] = 5,
         bench_timeout: BenchTimeoutOpt = BENCH_TIMEOUT_S,
         workers: Annotated[Optional[str], typer.Option(
             "--workers", metavar="HOST:PORT,...|N",
             help="Train with MultiWorkerMirroredStrategy: host:port,host:port, or N on 127.0.0.1.")]
         = None,
         index: Annotated[Optional[int], typer.Option("--index", min=0, metavar="I",
                                                      help="Which of --workers this is.")] = None,
         tf_config: Annotated[bool, typer.Option("--tf-config", help="Take the workers and index from TF_CONFIG.")]
         = False,
         slurm: Annotated[bool, typer.Option("--slurm", help="One worker per node of this Slurm step (in srun).")]
         = False) -> None:
    """List every GPU with its health; --each benchmarks them one by one, --together all at once.

    --workers (or --tf-config) trains across machines with MultiWorkerMirroredStrategy: run the same
    command with --index I on every worker. With --device cpu the same tests run on the CPU (two
    logical devices for --together). Exits 1 when a GPU (or a test) has an error, or no NVIDIA GPU is
    usable for a GPU run.
    """
    from envcheck.bench.workers import plan_workers, workers_from_slurm
    from envcheck.render.gpus import (
        render_bench,
        render_findings,
        render_gpus,
        render_gpus_json,
        render_together,
        render_topology,
    )
    from envcheck.render.workers import render_workers

    cpu = device is Device.CPU
    with _friendly_errors():
        cluster, here = plan_workers(workers, index, os.environ, from_tf_config=tf_config) if workers or tf_config \
            else ((), ())
        if slurm:
            cluster, own = workers_from_slurm(LocalSystem(), os.environ)
            here = (own,)
    plan = Plan(python=python, bench=each or (cpu and not together and not cluster), together=together,
                device=device.value, sizes=_sizes(sizes), repeats=repeats, bench_timeout=bench_timeout,
                workers=cluster, worker_indexes=here)
    with _friendly_errors():
        tables = _tables()
        with _live(Format.JSON if json_out else Format.TERMINAL, categories=False) as live:
            facts = gather(LocalSystem(), plan, tables=tables, progress=live)
        target = facts.python.executable or python
        benchmarks = plan.bench or plan.together or bool(plan.workers)
        missing = (f"TensorFlow is not installed for {target}: the benchmarks run TensorFlow, so nothing was "
                   "measured. Install it there (pip install 'tensorflow[and-cuda]') or name the interpreter that "
                   "has it with --python.") if benchmarks and not facts.tensorflow.installed else None
        if missing and json_out:
            typer.echo(missing, err=True)
        report = diagnose(facts, tables=tables, select=("BENCH",) if cpu else GPU_FAMILIES)
    if json_out:
        typer.echo(render_gpus_json(report), nl=False)
    else:
        parts = [] if cpu else [render_gpus(report)]
        topology = "" if cpu else render_topology(facts.driver)
        parts += [topology] if topology else []
        parts += [render_bench(facts.bench, tables, facts.driver.gpus)] if facts.bench else []
        parts += [render_together(facts.together, facts.driver)] if facts.together else []
        parts += [render_workers(facts.workers)] if facts.workers else []
        parts += [render_findings(report)] if cpu and report.findings else []
        parts += [missing + "\n"] if missing else []
        typer.echo(terminal_safe("\n".join(parts)), nl=False)
    no_gpu = not facts.driver.gpus and not cpu
    raise typer.Exit(FINDINGS if no_gpu or missing or report.worst is Severity.ERROR else OK)


@app.command("preflight")
def preflight_command(
    python: PythonOpt = None,
    gpus: Annotated[str, typer.Option("--gpus", metavar="N|all",
                                      help="GPUs TensorFlow must see: a number or 'all'.")] = "1",
    gpu_model: Annotated[Optional[str], typer.Option("--gpu-model", metavar="NAME",
                                                     help="Part of the GPU name, e.g. A100.")] = None,
    min_cc: Annotated[Optional[str], typer.Option("--min-cc", metavar="X.Y",
                                                  help="Lowest compute capability, e.g. 7.0.")] = None,
    min_free_mib: Annotated[Optional[int], typer.Option("--min-free-mib", metavar="MIB",
                                                        help="Free memory per GPU.")] = None,
    exclusive: Annotated[bool, typer.Option("--exclusive", help="No other process may hold the GPUs.")] = False,
    mixed_precision: Annotated[bool, typer.Option("--mixed-precision", help="Tensor cores are required.")] = False,
    probe_timeout: ProbeTimeoutOpt = PROBE_TIMEOUT_S,
    slurm: Annotated[bool, typer.Option("--slurm", help="Node check for a Slurm Prolog / HealthCheckProgram: "
                                        "static checks and NVML health, drain the node on an error.")] = False,
    timeout: Annotated[float, typer.Option("--timeout", callback=_seconds,
                                           help="--slurm: seconds the checks may take.")]
    = SLURM_TIMEOUT_S,
    probe: Annotated[bool, typer.Option("--probe", help="--slurm: also import TensorFlow (in a child).")] = False,
    no_drain: Annotated[bool, typer.Option("--no-drain", help="--slurm: print the reason, do not drain.")]
    = False,
) -> None:
    """Check a training job's GPU requirements before it starts (for shell scripts and schedulers).

    Exit 0 when they are met, 1 when not. ENVCHECK_SKIP=1 skips the check. With --slurm, check
    the node instead (see README: Slurm) and drain it with a short reason when it is not healthy.
    """
    import time

    from envcheck._preflight import Requirements, evaluate

    if os.environ.get("ENVCHECK_SKIP") == "1":
        typer.echo("envcheck preflight: skipped (ENVCHECK_SKIP=1)", err=True)
        raise typer.Exit(OK)
    if slurm:
        with _friendly_errors():
            node = check_node(LocalSystem(), tables=_tables(), probe_timeout=probe_timeout if probe else None,
                              timeout=timeout, may_drain=not no_drain)
        typer.echo(terminal_safe(node.message))
        raise typer.Exit(OK if node.ok else FINDINGS)
    if gpus != "all" and not (gpus.isascii() and gpus.isdigit() and len(gpus) <= 4):  # noqa: PLR2004
        raise typer.BadParameter(f"--gpus takes a number (up to 9999) or 'all', not {gpus!r}")
    try:
        need = Requirements(gpus="all" if gpus == "all" else int(gpus), gpu_model=gpu_model,
                            min_compute_capability=min_cc, min_free_memory_mib=min_free_mib,
                            allow_shared=not exclusive, mixed_precision=mixed_precision)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    with _friendly_errors():
        start = time.perf_counter()
        tables = _tables()
        facts = gather(LocalSystem(), Plan(python=python, probe_timeout=probe_timeout), tables=tables)
        result = evaluate(facts, need, started=start, tables=tables)
    typer.echo(terminal_safe(result.summary), err=True)
    raise typer.Exit(OK if result.ok else FINDINGS)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
             options_metavar="[OPTIONS] -- COMMAND [ARGS]...")
def run(ctx: typer.Context,
        watch: Annotated[bool, typer.Option("--watch", help="Sample GPU and CPU use; name what bounds training.")]
        = False,
        samples: Annotated[Optional[Path], typer.Option("--samples", metavar="FILE",
                                                        help="Save the samples (.csv or .json).")]
        = None,
        interval: Annotated[float, typer.Option("--interval", callback=_interval, metavar="SECONDS",
                                                help="Seconds between samples.")] = 1.0,
        strict: Annotated[bool, typer.Option("--strict", help="Do not start the command if doctor finds errors.")]
        = False) -> None:
    """Run a training command after a quick check: envcheck run --watch -- python train.py ...

    The command's output, exit code and signals pass through (a signal N exits 128+N).
    """
    from envcheck.watch import exit_status

    if not ctx.args:
        msg = "name the command to run after --, e.g. envcheck run -- python train.py"
        raise typer.BadParameter(msg)
    _check_before_run(strict=strict)
    raise typer.Exit(exit_status(_run_watched(ctx.args, watch=watch, samples=samples, interval=interval)))


def _check_before_run(*, strict: bool) -> None:
    """The quick doctor's verdict on stderr; with --strict, no start when it found errors."""
    with _friendly_errors():
        tables = _tables()
        report = diagnose(gather(LocalSystem(), Plan(), tables=tables), tables=tables)
    typer.echo(terminal_safe(f"envcheck: {report.verdict}"), err=True)
    if strict and report.worst is Severity.ERROR:
        typer.echo("envcheck: not starting the command (--strict); `envcheck doctor` shows the errors", err=True)
        raise typer.Exit(FINDINGS)


def _run_watched(args: list[str], *, watch: bool, samples: Optional[Path], interval: float) -> "RunOutcome":
    """Run the command (sampled with --watch), then say why it did not start, or what bounded it."""
    import tempfile

    from envcheck.inputbound import REPORT_ENV, read_input_report
    from envcheck.watch import judge, run_command

    handle, report_path = tempfile.mkstemp(prefix="envcheck-input-", suffix=".jsonl")
    os.close(handle)
    try:
        with _watch_panel(watch) as panel:
            outcome, taken = run_command(args, env={**os.environ, REPORT_ENV: report_path},
                                         system=LocalSystem() if watch else None, interval=interval,
                                         on_sample=panel.on_sample if panel else None,
                                         show=panel.show if panel else None)
        if outcome.error:
            _error_line(f"envcheck: {outcome.error}")
        elif watch:
            typer.echo(terminal_safe(judge(taken, outcome, read_input_report(report_path)).describe()), err=True)
            _save_samples(samples, taken)
    finally:
        Path(report_path).unlink(missing_ok=True)
    return outcome


def _save_samples(samples: Optional[Path], taken: "list[Sample]") -> None:
    from envcheck.watch import save_samples

    if samples is None:
        return
    try:
        save_samples(str(samples), taken)
    except OSError as exc:  # the command's exit code still wins
        _error_line(f"envcheck: error: cannot save the samples to {samples}: {exc.strerror or exc}")


@app.command()
def explain(path: Annotated[Path, typer.Argument(help="A pasted log, traceback or pip output; - for stdin.")],
            json_out: JsonOpt = False) -> None:
    """Explain a pasted log: the cause of each known message and the fix (exit 1 when one is an error)."""
    from envcheck.explain import exit_status as explain_status
    from envcheck.explain import explain as explain_log
    from envcheck.render.explain import render_explanations, render_explanations_json

    with _friendly_errors():
        if str(path) == "-":
            found = explain_log(sys.stdin)
        else:
            try:
                if stat.S_ISCHR(path.stat().st_mode) or stat.S_ISBLK(path.stat().st_mode):  # /dev/zero: endless
                    raise OSError(0, "not a file")  # noqa: TRY301 - one message for every unreadable path
                with path.open(encoding="utf-8", errors="replace") as stream:  # read line by line: any size
                    found = explain_log(stream)
            except OSError as exc:
                msg = f"{path}: {exc.strerror or exc}"
                raise ReportError(msg) from None
    typer.echo(render_explanations_json(found) if json_out else terminal_safe(render_explanations(found)), nl=False)
    raise typer.Exit(explain_status(found))


@app.command()
def matrix(spec: Annotated[Optional[str], typer.Argument(help="A release: tensorflow==2.15 or 2.15.")] = None,
           cuda: Annotated[Optional[str], typer.Option("--cuda", help="Installed CUDA, e.g. 12.2.")] = None,
           driver: Annotated[Optional[str], typer.Option("--driver", help="NVIDIA driver, e.g. 470.57.")] = None,
           gpu: Annotated[Optional[str], typer.Option("--gpu", help="GPU model or compute capability.")] = None,
           python: Annotated[Optional[str], typer.Option("--python", help="Python version, e.g. 3.12.")] = None,
           windows: Annotated[bool, typer.Option("--windows", help="Native Windows (drivers, GPU wheels).")] = False,
           verbose: Annotated[bool, typer.Option("--verbose", "-v",
                                                 help="Every release ruled out, with every constraint.")] = False,
           json_out: JsonOpt = False) -> None:
    """What a TensorFlow release needs, or which releases fit a CUDA, driver, GPU or Python, and why not."""
    from envcheck.advise import (
        Filters,
        assess,
        assess_all,
        check_versions,
        release_view,
        resolve_gpu,
        smallest_changes,
    )
    from envcheck.render.matrix import matrix_json, matrix_text, release_json, release_text

    with _friendly_errors():
        tables = _tables()
        try:
            check_versions(cuda=cuda, driver=driver, python=python)
            cc, name = resolve_gpu(tables, gpu) if gpu else (None, None)
        except ValueError as exc:
            raise ReportError(str(exc)) from None
        filters = Filters(cuda=cuda, driver=driver, gpu=cc, gpu_name=name or gpu, python=python, windows=windows,
                          windows_driver=windows)
        if spec:
            match = tables.release(spec.split("==")[-1].strip())
            if match is None:
                known = f"{tables.releases[0].line} to {tables.newest.line}"
                msg = f"{spec!r}: not a TensorFlow version in the tables ({known})"
                raise ReportError(msg)
            fit = assess(tables, match.release, filters)
            view = release_view(match.release, tables)
            notes = (match.note,) if match.note else ()
            typer.echo(release_json(fit, view, notes) if json_out
                       else terminal_safe(release_text(fit, view, filters, notes)))
            raise typer.Exit(OK if fit.status == "fits" else FINDINGS)
        found = assess_all(tables, filters)
        views = {f.release.line: release_view(f.release, tables) for f in found}
        good = any(f.status == "fits" for f in found)
        changes = () if good else smallest_changes(tables, filters)
    typer.echo(matrix_json(found, views, changes) if json_out  # tables may be downloaded: outside text
               else terminal_safe(matrix_text(found, views, filters, changes, verbose=verbose)))
    raise typer.Exit(OK if good else FINDINGS)


@app.command()
def recommend(python: PythonOpt = None, json_out: JsonOpt = False,
              online: Annotated[bool, typer.Option("--online", help="Ask PyPI which releases exist.")] = False) -> None:
    """The TensorFlow to install (or keep) for this machine's facts, and the exact commands."""
    from envcheck.advise import pypi_notes
    from envcheck.advise import recommend as recommend_for
    from envcheck.online import pypi_releases
    from envcheck.render.matrix import recommendation_json, recommendation_text

    with _friendly_errors():
        tables = _tables()
        advice = recommend_for(gather(LocalSystem(), Plan(python=python), tables=tables), tables)
        released = pypi_releases() if online and advice.release else []
    notes = list(advice.notes)
    if released and advice.release:
        notes += pypi_notes(advice.release, released, tables)
    typer.echo(recommendation_json(advice, notes) if json_out else terminal_safe(recommendation_text(advice, notes)))
    raise typer.Exit(OK if advice.release else FINDINGS)


tables_app = typer.Typer(help="The compat tables: which are in use, and updating them.", no_args_is_help=True)
app.add_typer(tables_app, name="tables")


@tables_app.command("show")
def tables_show() -> None:
    """Which tables envcheck uses, where they come from, and how old they are."""
    import datetime as dt

    from envcheck.render.catalogue import render_tables_in_use

    with _friendly_errors():
        in_use = tables_in_use()
        tables = load_tables(in_use.directory)
    typer.echo(render_tables_in_use(in_use, tables, dt.datetime.now(dt.timezone.utc).date()), nl=False)


@tables_app.command("update")
def tables_update(url: Annotated[str, typer.Option("--url", envvar="ENVCHECK_TABLES_URL",
                                                   help="HTTPS address of a table bundle (its .sha256 beside it).")],
                  timeout: Annotated[float, typer.Option("--timeout", callback=_seconds,
                                                         help="Seconds the whole download may take.")] = 15.0,
                  ) -> None:
    """Download a newer table bundle, check its checksum and schema, and use it from now on."""
    from envcheck.online import update_tables

    with _friendly_errors():
        in_use = update_tables(url, timeout=timeout)
    typer.echo(terminal_safe(f"tables updated: {in_use.origin}, data of {in_use.created}"))


@tables_app.command("bundle")
def tables_bundle() -> None:
    """Print the tables in use as a bundle to publish (its SHA-256 goes to stderr)."""
    from envcheck.online import make_bundle

    with _friendly_errors():
        text, digest = make_bundle()
    typer.echo(text, nl=False)
    typer.echo(digest, err=True)


def _read_input(path: Path) -> str:
    """A report or log named on the command line: a regular file (or stdin) of at most INPUT_LIMIT bytes."""
    if str(path) == "-":
        data = sys.stdin.buffer.read(INPUT_LIMIT + 1)
        if len(data) > INPUT_LIMIT:
            msg = f"stdin: larger than {INPUT_LIMIT >> 20} MiB"
            raise ReportError(msg)
        return data.decode("utf-8", errors="replace")
    try:
        return read_regular(str(path), INPUT_LIMIT).decode("utf-8", errors="replace")
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        msg = f"{path}: {getattr(exc, 'strerror', None) or exc}"
        raise ReportError(msg) from None


@app.command()
def dockerfile(path: Annotated[Path, typer.Argument(help="The Dockerfile to check.")] = Path("Dockerfile"),
               json_out: JsonOpt = False, markdown: MarkdownOpt = False, verbose: VerboseOpt = False,
               ignore: IgnoreOpt = None) -> None:
    """Check a Dockerfile's base image and installs against the compat tables, before building it."""
    fmt = _format(json_out, markdown)
    with _friendly_errors():
        report = check_dockerfile(str(path), tables=_tables(), ignore=ignore or ())
    _emit(report, fmt, verbose=verbose)


@app.command("diagnose")
def diagnose_file(path: Annotated[Path, typer.Argument(help="A saved `envcheck report --json`; - for stdin.")],
                  json_out: JsonOpt = False, markdown: MarkdownOpt = False, verbose: VerboseOpt = False,
                  select: SelectOpt = None, ignore: IgnoreOpt = None, html: HtmlOpt = None,
                  samples: Annotated[Optional[Path], typer.Option(
                      "--samples", metavar="FILE", help="With --html: a `run --watch --samples` JSON file.")] = None,
                  ) -> None:
    """Re-run today's rules on a saved report (--html FILE also writes it as a page)."""
    fmt = _format(json_out, markdown)
    with _friendly_errors():
        facts = Report.facts_from_json(_read_input(path), str(path))
        tables = _tables()
        report = diagnose(facts, tables=tables, select=select or (), ignore=ignore or ())
        _write_html(html, report, tables, samples)
    _emit(report, fmt, verbose=verbose)


@app.command()
def fleet(reports: Annotated[Optional[list[str]], typer.Argument(
              help="Saved `envcheck report --json` files, folders of them, or - (a stream, e.g. kubectl logs).")]
          = None,
          json_out: JsonOpt = False, markdown: MarkdownOpt = False,
          expect_gpus: Annotated[Optional[int], typer.Option("--expect-gpus", min=0,
                                                             help="GPUs every node must have.")] = None,
          hosts: Annotated[Optional[str], typer.Option("--hosts", help="Run envcheck on these hosts over ssh: h1,h2.")]
          = None,
          slurm: Annotated[bool, typer.Option("--slurm", help="Run envcheck once per node of this Slurm allocation.")]
          = False,
          srun: Annotated[str, typer.Option("--srun", help="More srun options, e.g. '-N 4 -p gpu'.")] = "",
          command: Annotated[Optional[str], typer.Option(
              "--command", help="What runs on each host (ssh: 'envcheck report --json'; Slurm: this Python's).")]
          = None,
          timeout: Annotated[Optional[float], typer.Option("--timeout", callback=_some_seconds,
                                                           help="Seconds each host may take [default: 120].")]
          = None,
          together: Annotated[bool, typer.Option(
              "--together", help="With --slurm: also train across the nodes (MultiWorkerMirroredStrategy).")] = False,
          device: Annotated[Device, typer.Option("--device", help="What --together trains on.")] = Device.GPU,
          html: HtmlOpt = None) -> None:
    """Compare many nodes: the node that differs, nodes with errors, slow GPUs.

    Reads saved reports, or collects them with --hosts (ssh) or --slurm (srun). Exits 1 when a node
    has an error, no report, differs from the majority where nodes must agree, has another GPU count
    than --expect-gpus, or has a GPU below 70 % of the fleet median for its model.
    """
    from envcheck.bench.workers import WORKERS_TIMEOUT_S
    from envcheck.fleet import compare, load_reports
    from envcheck.remote import REMOTE_TIMEOUT_S, SSH_COMMAND, collect_slurm, collect_ssh, slurm_workers, split_hosts
    from envcheck.render.fleet import (
        render_fleet_html,
        render_fleet_json,
        render_fleet_markdown,
        render_fleet_terminal,
    )

    fmt = _format(json_out, markdown)
    limit = REMOTE_TIMEOUT_S if timeout is None else timeout
    if not (reports or hosts or slurm):
        msg = "name report files or folders, - for standard input, --hosts or --slurm"
        raise typer.BadParameter(msg)
    if together and not slurm:
        msg = "--together trains across a Slurm allocation: add --slurm (elsewhere: envcheck gpus --workers)"
        raise typer.BadParameter(msg)
    run_here = shlex.split(command) if command else None
    with _friendly_errors():
        items = load_reports(reports or [], sys.stdin.read)
        if hosts:
            items += collect_ssh(LocalSystem(), split_hosts(hosts), command=run_here or SSH_COMMAND, timeout=limit)
        if slurm:
            items += collect_slurm(LocalSystem(), srun_options=shlex.split(srun), command=run_here, timeout=limit)
        across = slurm_workers(LocalSystem(), srun_options=shlex.split(srun), device=device.value,
                               timeout=max(limit, WORKERS_TIMEOUT_S)) if together else None
        view = compare(items, tables=_tables(), expect_gpus=expect_gpus, workers=across)
        if html is not None:
            _write_text(html, render_fleet_html(view))
    typer.echo(render_fleet_json(view) if fmt is Format.JSON else render_fleet_markdown(view)
               if fmt is Format.MARKDOWN else render_fleet_terminal(view, color=_color()), nl=False)
    raise typer.Exit(OK if view.ok else FINDINGS)


@app.command()
def rules(explain: Annotated[Optional[str], typer.Option("--explain", metavar="ID", help="Explain one rule.")] = None,
          markdown: Annotated[bool, typer.Option("--markdown", help="Every rule as Markdown (docs/rules.md).")]
          = False) -> None:
    """List every rule, or explain one."""
    from envcheck.render import render_rules_markdown
    from envcheck.render.catalogue import render_rule, render_rule_list
    from envcheck.rules import REGISTRY

    if markdown:
        typer.echo(render_rules_markdown(), nl=False)
        return
    if explain is not None:
        rule = REGISTRY.get(explain.upper())
        if rule is None:
            _error_line(f"envcheck: error: no rule {explain!r}; `envcheck rules` lists them")
            raise typer.Exit(USAGE)
        typer.echo(render_rule(rule), nl=False)
        return
    typer.echo(render_rule_list(REGISTRY.values()), nl=False)


_SIGNALLED: list[int] = []  # the signals that asked envcheck to stop


def _terminate(signum: int, _frame: object) -> None:
    _SIGNALLED.append(signum)
    raise Terminated


def _interrupt(signum: int, _frame: object) -> None:
    _SIGNALLED.append(signum)
    raise KeyboardInterrupt


def _stop(sig: int, what: str) -> None:
    """Stop every child's process group (the signal, a grace period, SIGKILL) and say so in one line."""
    stop_children(sig)
    _error_line(f"envcheck: {what}")


# The usage error typer raises (its BadParameter's base class, in every typer release).
_UsageError = cast("type[Exception]", typer.BadParameter.__mro__[1])


def _usage_line(exc: Exception) -> str:
    """A usage error in one line: what is wrong, and where the help is."""
    context = getattr(exc, "ctx", None)
    where = context.command_path if context is not None else "envcheck"
    return f"{where}: error: {exc.format_message()} (see {where} --help)"  # type: ignore[attr-defined]


def _handle_signals() -> None:
    """SIGTERM, and Ctrl-C unless the shell started envcheck with it ignored, stop the children first."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _terminate)
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, _interrupt)


def main() -> None:
    """Console-script entry point: usage errors in one line, and no traceback ever reaches the user.

    Ctrl-C and SIGTERM reach envcheck's children too (they run in sessions of their own): each
    child's process group gets the signal, then, after a short grace, SIGKILL; envcheck exits 130 / 143.
    """
    _handle_signals()
    try:
        code = app(prog_name="envcheck", standalone_mode=False)
    except _UsageError as exc:
        _error_line(_usage_line(exc))
        sys.exit(USAGE)
    except (KeyboardInterrupt, typer.Abort):  # typer turns Ctrl-C into Abort outside standalone mode
        _stop(signal.SIGINT, "interrupted")
        sys.exit(INTERRUPTED)
    except Terminated:
        _stop(signal.SIGTERM, "terminated")
        sys.exit(TERMINATED)
    except Exception as exc:  # noqa: BLE001 - last resort: a bug must still end in one line
        stop_children()
        _error_line(f"envcheck: internal error: {type(exc).__name__}: {exc} (please report this)")
        sys.exit(INTERNAL)
    if code == INTERRUPTED and signal.SIGINT in _SIGNALLED:  # typer turns Ctrl-C into exit code 130 itself
        _stop(signal.SIGINT, "interrupted")
    sys.exit(code if isinstance(code, int) else OK)
