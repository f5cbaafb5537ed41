"""The envcheck command line: parse, call the library, render, exit.

Each command takes its options (declared in envcheck/commands/options.py), calls its function in
envcheck/commands/, prints what envcheck/render/ makes of the answer, and exits: 0 no errors found,
1 errors found, 2 usage error or unreadable input, 3 an internal error (a bug in envcheck).
"""

# No `from __future__ import annotations` here: typer reads the option annotations at run time, and
# the typer releases that still support Python 3.9 (0.23) lose Annotated metadata given as strings.

from pathlib import Path
from typing import Annotated

import typer

import envcheck.commands.options as opt
from envcheck import __version__, _fastparse, commands
from envcheck.bench import BENCH_TIMEOUT_S
from envcheck.collect.probe import PROBE_TIMEOUT_S
from envcheck.commands.common import FINDINGS, INTERNAL, OK, USAGE, color, emit, output_format
from envcheck.gather import Plan
from envcheck.render import Format
from envcheck.sanitize import terminal_safe
from envcheck.slurm import DEFAULT_TIMEOUT_S as SLURM_TIMEOUT_S
from envcheck.system import LocalSystem

# Each command imports what only it needs, so that `doctor --quick` starts fast (benchmarks/doctor_speed.py).
_fastparse.install()

__all__ = ["FINDINGS", "INTERNAL", "OK", "USAGE", "app", "main"]

app = typer.Typer(no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  help="Will this machine run TensorFlow training on its GPUs, at full speed?")
tables_app = typer.Typer(help="The compat tables: which are in use, and updating them.", no_args_is_help=True)
app.add_typer(tables_app, name="tables")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"envcheck {__version__}")
        raise typer.Exit


@app.callback()
def _root(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                                help="Print the version.")] = False) -> None:
    """Check whether this machine runs TensorFlow training on its GPUs, at full speed."""


@app.command()
def doctor(python: opt.Python = None, json_out: opt.Json = False, markdown: opt.Markdown = False,
           verbose: opt.Verbose = False, select: opt.Select = None, ignore: opt.Ignore = None, quick: opt.Quick = False,
           probe_timeout: opt.ProbeTimeout = PROBE_TIMEOUT_S, bench: opt.Bench = False,
           bench_timeout: opt.BenchTimeout = BENCH_TIMEOUT_S, html: opt.Html = None,
           device: opt.BenchDevice = opt.Device.GPU) -> None:
    """Diagnose this machine's Python / TensorFlow / CUDA / driver stack.

    The static checks never import TensorFlow; unless --quick, TensorFlow is also imported in a
    child process (with a timeout) to see what it really does.
    """
    fmt = output_format(json_out, markdown)
    plan = Plan(python=python, probe_timeout=None if quick else probe_timeout, bench=bench, bench_timeout=bench_timeout,
                device=device.value, select=tuple(select or ()), ignore=tuple(ignore or ()))
    emit(commands.doctor.doctor(LocalSystem(), plan, fmt=fmt, html=html), fmt, verbose=verbose)


@app.command()
def report(python: opt.Python = None, json_out: opt.ReportJson = True, quick: opt.ReportQuick = False,  # noqa: ARG001
           probe_timeout: opt.ProbeTimeout = PROBE_TIMEOUT_S, html: opt.Html = None) -> None:
    """Print the full JSON report (facts and findings) to save and diagnose elsewhere.

    With --html FILE the report is written as an HTML page instead.
    """
    plan = Plan(python=python, probe_timeout=None if quick else probe_timeout)
    found = commands.doctor.doctor(LocalSystem(), plan, fmt=Format.JSON, html=html)
    if html is None:
        typer.echo(found.to_json(), nl=False)


@app.command()
def gpus(python: opt.Python = None, json_out: opt.Json = False, each: opt.Each = False, together: opt.Together = False,
         device: opt.BenchDevice = opt.Device.GPU, sizes: opt.Sizes = None, repeats: opt.Repeats = 5,
         bench_timeout: opt.BenchTimeout = BENCH_TIMEOUT_S, workers: opt.Workers = None, index: opt.Index = None,
         tf_config: opt.TfConfig = False, slurm: opt.GpusSlurm = False) -> None:
    """List every GPU with its health; --each benchmarks them one by one, --together all at once.

    --workers (or --tf-config) trains across machines with MultiWorkerMirroredStrategy: run the same
    command with --index I on every worker. With --device cpu the same tests run on the CPU (two
    logical devices for --together). Exits 1 when a GPU (or a test) has an error, or no NVIDIA GPU is
    usable for a GPU run.
    """
    from envcheck.render.gpus import render_gpus_json, render_gpus_run

    found = commands.gpus.gpus(LocalSystem(), fmt=Format.JSON if json_out else Format.TERMINAL, python=python,
                               each=each, together=together, device=device.value, sizes=opt.sizes(sizes),
                               repeats=repeats, bench_timeout=bench_timeout, workers=workers, index=index,
                               tf_config=tf_config, slurm=slurm)
    typer.echo(render_gpus_json(found.report) if json_out else render_gpus_run(found), nl=False)
    raise typer.Exit(FINDINGS if found.failed else OK)


@app.command("preflight")
def preflight_command(python: opt.Python = None, gpus: opt.Gpus = "1", gpu_model: opt.GpuModel = None,
                      min_cc: opt.MinCc = None, min_free_mib: opt.MinFreeMib = None, exclusive: opt.Exclusive = False,
                      mixed_precision: opt.MixedPrecision = False, probe_timeout: opt.ProbeTimeout = PROBE_TIMEOUT_S,
                      slurm: opt.NodeCheck = False, timeout: opt.NodeTimeout = SLURM_TIMEOUT_S,
                      probe: opt.NodeProbe = False, no_drain: opt.NoDrain = False) -> None:
    """Check a training job's GPU requirements before it starts (for shell scripts and schedulers).

    Exit 0 when they are met, 1 when not. ENVCHECK_SKIP=1 skips the check. With --slurm, check
    the node instead (see README: Slurm) and drain it with a short reason when it is not healthy.
    """
    commands.preflight.skip_if_asked()
    if slurm:
        node = commands.preflight.node(LocalSystem(), probe_timeout=probe_timeout if probe else None,
                                       timeout=timeout, may_drain=not no_drain)
        typer.echo(terminal_safe(node.message))
        raise typer.Exit(OK if node.ok else FINDINGS)
    need = commands.preflight.requirements(gpus=gpus, gpu_model=gpu_model, min_cc=min_cc, min_free_mib=min_free_mib,
                                           exclusive=exclusive, mixed_precision=mixed_precision)
    result = commands.preflight.job(LocalSystem(), need, python=python, probe_timeout=probe_timeout)
    typer.echo(terminal_safe(result.summary), err=True)
    raise typer.Exit(OK if result.ok else FINDINGS)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
             options_metavar="[OPTIONS] -- COMMAND [ARGS]...")
def run(ctx: typer.Context, watch: opt.Watch = False, samples: opt.SamplesOut = None, interval: opt.Interval = 1.0,
        strict: opt.Strict = False) -> None:
    """Run a training command after a quick check: envcheck run --watch -- python train.py ...

    The command's output, exit code and signals pass through (a signal N exits 128+N).
    """
    if not ctx.args:
        msg = "name the command to run after --, e.g. envcheck run -- python train.py"
        raise typer.BadParameter(msg)
    raise typer.Exit(commands.run.run(LocalSystem(), ctx.args, watch=watch, samples=samples, interval=interval,
                                      strict=strict))


@app.command()
def explain(path: opt.Log, json_out: opt.Json = False) -> None:
    """Explain a pasted log: the cause of each known message and the fix (exit 1 when one is an error)."""
    from envcheck.explain import exit_status
    from envcheck.render.explain import render_explanations, render_explanations_json

    reading = commands.explain.explain_file(path)
    found, read, left = reading.explanations, reading.read, reading.unexplained
    typer.echo(render_explanations_json(found, read, left) if json_out
               else terminal_safe(render_explanations(found, read, left)), nl=False)
    raise typer.Exit(exit_status(found))


@app.command()
def matrix(spec: opt.Spec = None, cuda: opt.Cuda = None, driver: opt.Driver = None, gpu: opt.Gpu = None,
           python: opt.PythonVersion = None, windows: opt.Windows = False, verbose: opt.EveryRelease = False,
           json_out: opt.Json = False) -> None:
    """What a TensorFlow release needs, or which releases fit a CUDA, driver, GPU or Python, and why not."""
    from envcheck.render.matrix import render_matrix

    answer = commands.advice.matrix(spec, cuda=cuda, driver=driver, gpu=gpu, python=python, windows=windows)
    typer.echo(render_matrix(answer, json_out=json_out, verbose=verbose))
    raise typer.Exit(OK if answer.ok else FINDINGS)


@app.command()
def recommend(python: opt.Python = None, json_out: opt.Json = False, online: opt.Online = False) -> None:
    """The TensorFlow to install (or keep) for this machine's facts, and the exact commands."""
    from envcheck.render.matrix import render_recommendation

    advice = commands.advice.recommend(LocalSystem(), python=python, online=online)
    typer.echo(render_recommendation(advice, json_out=json_out))
    raise typer.Exit(OK if advice.release else FINDINGS)


@tables_app.command("show")
def tables_show() -> None:
    """Which tables envcheck uses, where they come from, and how old they are."""
    typer.echo(commands.catalogue.tables_text(), nl=False)


@tables_app.command("update")
def tables_update(url: opt.Url, timeout: opt.DownloadTimeout = 15.0) -> None:
    """Download a newer table bundle, check its checksum and schema, and use it from now on."""
    typer.echo(commands.catalogue.update(url, timeout=timeout))


@tables_app.command("bundle")
def tables_bundle() -> None:
    """Print the tables in use as a bundle to publish (its SHA-256 goes to stderr)."""
    text, digest = commands.catalogue.bundle()
    typer.echo(text, nl=False)
    typer.echo(digest, err=True)


@app.command()
def dockerfile(path: opt.DockerfilePath = Path("Dockerfile"), json_out: opt.Json = False,
               markdown: opt.Markdown = False, verbose: opt.Verbose = False, ignore: opt.Ignore = None) -> None:
    """Check a Dockerfile's base image and installs against the compat tables, before building it."""
    fmt = output_format(json_out, markdown)
    emit(commands.doctor.dockerfile(path, ignore=ignore or ()), fmt, verbose=verbose)


@app.command("diagnose")
def diagnose_file(path: opt.Saved, json_out: opt.Json = False, markdown: opt.Markdown = False,
                  verbose: opt.Verbose = False, select: opt.Select = None, ignore: opt.Ignore = None,
                  html: opt.Html = None, samples: opt.SamplesIn = None) -> None:
    """Re-run today's rules on a saved report (--html FILE also writes it as a page)."""
    fmt = output_format(json_out, markdown)
    found = commands.doctor.saved(path, select=select or (), ignore=ignore or (), html=html, samples=samples)
    emit(found, fmt, verbose=verbose)


@app.command()
def fleet(reports: opt.Reports = None, json_out: opt.Json = False, markdown: opt.Markdown = False,
          expect_gpus: opt.ExpectGpus = None, hosts: opt.Hosts = None, slurm: opt.FleetSlurm = False,
          srun: opt.Srun = "", command: opt.Command = None, timeout: opt.HostTimeout = None,
          together: opt.AcrossNodes = False, device: opt.FleetDevice = opt.Device.GPU, html: opt.Html = None) -> None:
    """Compare many nodes: the node that differs, nodes with errors, slow GPUs.

    Reads saved reports, or collects them with --hosts (ssh) or --slurm (srun). Exits 1 when a node
    has an error, no report, differs from the majority where nodes must agree, has another GPU count
    than --expect-gpus, or has a GPU below 70 % of the fleet median for its model.
    """
    from envcheck.render.fleet import render_fleet

    fmt = output_format(json_out, markdown)
    view = commands.fleet.fleet(LocalSystem(), reports or (), hosts=hosts, slurm=slurm, srun=srun, command=command,
                                timeout=timeout, together=together, device=device.value, expect_gpus=expect_gpus,
                                html=html)
    typer.echo(render_fleet(view, fmt, color=color()), nl=False)
    raise typer.Exit(OK if view.ok else FINDINGS)


@app.command()
def rules(explain: opt.ExplainRule = None, markdown: opt.RulesMarkdown = False) -> None:
    """List every rule, or explain one."""
    typer.echo(commands.catalogue.rules_text(explain, markdown=markdown), nl=False)


def main() -> None:
    """Console-script entry point: usage errors in one line, and no traceback ever reaches the user.

    Ctrl-C and SIGTERM reach envcheck's children too (they run in sessions of their own): each
    child's process group gets the signal, then, after a short grace, SIGKILL; envcheck exits 130 / 143.
    """
    commands.entry.exit_with(commands.entry.run_app(app))
