"""envcheck: will this machine run TensorFlow training on its GPUs, and at full speed.

The library runs in three steps, each usable on its own::

    facts = collect(LocalSystem())      # all I/O; never imports TensorFlow
    report = diagnose(facts)            # pure: rules over facts and the compat tables
    print(render(report, Format.TERMINAL))
"""

from __future__ import annotations

__version__ = "0.1.0"

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any


def _started_as_the_command() -> bool:
    """Whether this process is the `envcheck` command (or `python -m envcheck`), not a program importing it."""
    return Path(sys.argv[0]).stem == "envcheck" or getattr(sys, "orig_argv", [])[1:3] == ["-m", "envcheck"]


# The command is a short-lived process: what it imports lives until it exits. The cyclic GC need not
# walk those objects while they are built, nor on every later pass, nor once more at exit; frozen
# (gc.freeze) they cost `doctor --quick` ~20 ms less CPU (benchmarks/doctor_speed.py). typer and the
# command line are frozen too, once built (envcheck.commands.entry). A program that imports envcheck
# keeps its own GC as it is.
_COMMAND = _started_as_the_command()
_GC_WAS_ENABLED = gc.isenabled()
if _COMMAND:
    gc.disable()

try:  # importing takes a few hundred ms: Ctrl-C then must end the command as quietly as later (exit 130)
    from envcheck.collect import collect
    from envcheck.engine import diagnose
    from envcheck.errors import EnvcheckError, PreflightError, ReportError, TableError, TargetPythonError
    from envcheck.facts import SCHEMA_VERSION, Facts
    from envcheck.findings import Finding, Fix, Report, RuleResult, Severity, Status
    from envcheck.render import Format, render
    from envcheck.system import LocalSystem, System
    from envcheck.tables import Tables, load_tables
except KeyboardInterrupt:
    if not _COMMAND:
        raise
    sys.stderr.write("envcheck: interrupted\n")
    raise SystemExit(130) from None

if _COMMAND:
    gc.freeze()
    if _GC_WAS_ENABLED:
        gc.enable()

if TYPE_CHECKING:
    from envcheck._preflight import PreflightResult, Requirements, preflight
    from envcheck.notebook import Check, check

_PREFLIGHT_NAMES = frozenset({"PreflightResult", "Requirements", "preflight"})
_NOTEBOOK_NAMES = frozenset({"Check", "check"})


def __getattr__(name: str) -> Any:  # noqa: ANN401 - one of the preflight names
    """The preflight and notebook names, imported on first use: the CLI does not need them."""
    if name in _NOTEBOOK_NAMES:
        from envcheck import notebook  # noqa: PLC0415

        return getattr(notebook, name)
    if name not in _PREFLIGHT_NAMES:
        msg = f"module 'envcheck' has no attribute {name!r}"
        raise AttributeError(msg)
    from envcheck import _preflight  # noqa: PLC0415

    return getattr(_preflight, name)

__all__ = [
    "SCHEMA_VERSION",
    "Check",
    "EnvcheckError",
    "Facts",
    "Finding",
    "Fix",
    "Format",
    "LocalSystem",
    "PreflightError",
    "PreflightResult",
    "Report",
    "ReportError",
    "Requirements",
    "RuleResult",
    "Severity",
    "Status",
    "System",
    "TableError",
    "Tables",
    "TargetPythonError",
    "__version__",
    "check",
    "collect",
    "diagnose",
    "load_tables",
    "preflight",
    "render",
]
