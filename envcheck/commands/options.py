"""The command-line options, declared once: cli.py's signatures name these instead of spelling them out.

No `from __future__ import annotations`: typer reads these Annotated aliases at run time, and they
stay Optional/List for Python 3.9.
"""

import enum
import math
from pathlib import Path
from typing import Annotated, Optional

import typer

MAX_SECONDS = 7 * 24 * 3600.0  # the longest a timeout option may ask for


def _within(value: float, low: float) -> float:
    """A finite number of seconds from ``low`` to a week (not inf, nan or 1e308), else a usage error."""
    if not math.isfinite(value) or not low <= value <= MAX_SECONDS:
        msg = f"{value:g} is not a number of seconds from {low:g} to {MAX_SECONDS:g}"
        raise typer.BadParameter(msg)
    return value


# Option callbacks: typer passes the value to their one parameter.
def seconds(value: float) -> float:
    """A timeout option: from 1 second to a week."""
    return _within(value, 1.0)


def some_seconds(value: Optional[float]) -> Optional[float]:
    """An optional timeout option: absent, or as seconds."""
    return None if value is None else _within(value, 1.0)


def interval(value: float) -> float:
    """Seconds between samples: from 0.1 to a week."""
    return _within(value, 0.1)


def sizes(text: Optional[str]) -> tuple[int, ...]:
    """The --sizes list: positive integers separated by commas (empty: the benchmark's own)."""
    try:
        found = tuple(int(part) for part in (text or "").split(",") if part.strip())
    except ValueError:
        raise typer.BadParameter(f"not a list of sizes: {text!r} (try 512,2048,8192)") from None
    if any(size < 1 for size in found):
        msg = "sizes must be positive"
        raise typer.BadParameter(msg)
    return found


class Device(str, enum.Enum):
    """What the benchmarks run on."""

    GPU = "gpu"
    CPU = "cpu"


# Shared by several commands.
Python = Annotated[Optional[str], typer.Option(
    "--python", metavar="PATH", help="Inspect this interpreter, or the one in this virtualenv or conda env folder.")]
Json = Annotated[bool, typer.Option("--json", help="Print the versioned JSON report.")]
Markdown = Annotated[bool, typer.Option("--markdown", help="Print Markdown for a bug report.")]
Verbose = Annotated[bool, typer.Option("--verbose", "-v", help="Show evidence and skipped rules.")]
Select = Annotated[Optional[list[str]], typer.Option("--select", metavar="ID", help="Only these rule ids or families.")]
Ignore = Annotated[Optional[list[str]], typer.Option("--ignore", metavar="ID", help="Skip these rule ids or families.")]
ProbeTimeout = Annotated[float, typer.Option("--probe-timeout", callback=seconds, metavar="SECONDS",
                                            help="Seconds the TensorFlow probe may take.")]
BenchTimeout = Annotated[float, typer.Option("--bench-timeout", callback=seconds, metavar="SECONDS",
                                            help="Seconds one device's benchmark may take.")]
Html = Annotated[Optional[Path], typer.Option("--html", metavar="FILE",
                                              help="Also write the report as one self-contained HTML page.")]
BenchDevice = Annotated[Device, typer.Option("--device", help="Benchmark the GPUs, or the CPU.")]

# doctor and report
Quick = Annotated[bool, typer.Option("--quick", help="Static checks only: never import TensorFlow.")]
Bench = Annotated[bool, typer.Option("--bench", help="Also benchmark every GPU in its own process.")]
ReportJson = Annotated[bool, typer.Option("--json", help="JSON (the default and only format).")]
ReportQuick = Annotated[bool, typer.Option("--quick", help="Static checks only.")]

# gpus
Each = Annotated[bool, typer.Option("--each", help="Benchmark every GPU, each in its own process.")]
Together = Annotated[bool, typer.Option("--together", help="Train with MirroredStrategy over all GPUs.")]
Sizes = Annotated[Optional[str], typer.Option("--sizes", metavar="N,N,...", help="Matmul sizes, e.g. 512,2048,8192.")]
Repeats = Annotated[int, typer.Option("--repeats", min=1, metavar="N", help="Timed repeats per measurement.")]
Workers = Annotated[Optional[str], typer.Option(
    "--workers", metavar="HOST:PORT,...|N",
    help="Train with MultiWorkerMirroredStrategy: host:port,host:port, or N on 127.0.0.1.")]
Index = Annotated[Optional[int], typer.Option("--index", min=0, metavar="I", help="Which of --workers this is.")]
TfConfig = Annotated[bool, typer.Option("--tf-config", help="Take the workers and index from TF_CONFIG.")]
GpusSlurm = Annotated[bool, typer.Option("--slurm", help="One worker per node of this Slurm step (in srun).")]

# preflight
Gpus = Annotated[str, typer.Option("--gpus", metavar="N|all", help="GPUs TensorFlow must see: a number or 'all'.")]
GpuModel = Annotated[Optional[str], typer.Option("--gpu-model", metavar="NAME",
                                                 help="Part of the GPU name, e.g. A100.")]
MinCc = Annotated[Optional[str], typer.Option("--min-cc", metavar="X.Y", help="Lowest compute capability, e.g. 7.0.")]
MinFreeMib = Annotated[Optional[int], typer.Option("--min-free-mib", metavar="MIB", help="Free memory per GPU.")]
Exclusive = Annotated[bool, typer.Option("--exclusive", help="No other process may hold the GPUs.")]
MixedPrecision = Annotated[bool, typer.Option("--mixed-precision", help="Tensor cores are required.")]
NodeCheck = Annotated[bool, typer.Option("--slurm", help="Node check for a Slurm Prolog / HealthCheckProgram: "
                                         "static checks and NVML health, drain the node on an error.")]
NodeTimeout = Annotated[float, typer.Option("--timeout", callback=seconds,
                                            help="--slurm: seconds the checks may take.")]
NodeProbe = Annotated[bool, typer.Option("--probe", help="--slurm: also import TensorFlow (in a child).")]
NoDrain = Annotated[bool, typer.Option("--no-drain", help="--slurm: print the reason, do not drain.")]

# run
Watch = Annotated[bool, typer.Option("--watch", help="Sample GPU and CPU use; name what bounds training.")]
SamplesOut = Annotated[Optional[Path], typer.Option("--samples", metavar="FILE",
                                                   help="Save the samples (.csv or .json).")]
Interval = Annotated[float, typer.Option("--interval", callback=interval, metavar="SECONDS",
                                         help="Seconds between samples.")]
Strict = Annotated[bool, typer.Option("--strict", help="Do not start the command if doctor finds errors.")]

# explain, dockerfile, diagnose
Log = Annotated[Path, typer.Argument(help="A pasted log, traceback or pip output; - for stdin.")]
DockerfilePath = Annotated[Path, typer.Argument(help="The Dockerfile to check.")]
Saved = Annotated[Path, typer.Argument(help="A saved `envcheck report --json`; - for stdin.")]
SamplesIn = Annotated[Optional[Path], typer.Option("--samples", metavar="FILE",
                                                  help="With --html: a `run --watch --samples` JSON file.")]

# matrix and recommend
Spec = Annotated[Optional[str], typer.Argument(help="A release: tensorflow==2.15 or 2.15.")]
Cuda = Annotated[Optional[str], typer.Option("--cuda", help="Installed CUDA, e.g. 12.2.")]
Driver = Annotated[Optional[str], typer.Option("--driver", help="NVIDIA driver, e.g. 470.57.")]
Gpu = Annotated[Optional[str], typer.Option("--gpu", help="GPU model or compute capability.")]
PythonVersion = Annotated[Optional[str], typer.Option("--python", help="Python version, e.g. 3.12.")]
Windows = Annotated[bool, typer.Option("--windows", help="Native Windows (drivers, GPU wheels).")]
EveryRelease = Annotated[bool, typer.Option("--verbose", "-v", help="Every release ruled out, with every constraint.")]
Online = Annotated[bool, typer.Option("--online", help="Ask PyPI which releases exist.")]

# tables
Url = Annotated[str, typer.Option("--url", envvar="ENVCHECK_TABLES_URL",
                                  help="HTTPS address of a table bundle (its .sha256 beside it).")]
DownloadTimeout = Annotated[float, typer.Option("--timeout", callback=seconds,
                                                help="Seconds the whole download may take.")]

# fleet
Reports = Annotated[Optional[list[str]], typer.Argument(
    help="Saved `envcheck report --json` files, folders of them, or - (a stream, e.g. kubectl logs).")]
ExpectGpus = Annotated[Optional[int], typer.Option("--expect-gpus", min=0, help="GPUs every node must have.")]
Hosts = Annotated[Optional[str], typer.Option("--hosts", help="Run envcheck on these hosts over ssh: h1,h2.")]
FleetSlurm = Annotated[bool, typer.Option("--slurm", help="Run envcheck once per node of this Slurm allocation.")]
Srun = Annotated[str, typer.Option("--srun", help="More srun options, e.g. '-N 4 -p gpu'.")]
Command = Annotated[Optional[str], typer.Option(
    "--command", help="What runs on each host (ssh: 'envcheck report --json'; Slurm: this Python's).")]
HostTimeout = Annotated[Optional[float], typer.Option("--timeout", callback=some_seconds,
                                                      help="Seconds each host may take [default: 120].")]
AcrossNodes = Annotated[bool, typer.Option(
    "--together", help="With --slurm: also train across the nodes (MultiWorkerMirroredStrategy).")]
FleetDevice = Annotated[Device, typer.Option("--device", help="What --together trains on.")]

# rules
ExplainRule = Annotated[Optional[str], typer.Option("--explain", metavar="ID", help="Explain one rule.")]
RulesMarkdown = Annotated[bool, typer.Option("--markdown", help="Every rule as Markdown (docs/rules.md).")]
