"""`envcheck.check()` for Jupyter and Colab: the doctor report, inline as HTML, as text elsewhere.

TensorFlow is imported in a child process, as `doctor` does, never in the kernel: a broken
TensorFlow, or one that grabs all GPU memory, must not take the notebook down with it.
"""

from __future__ import annotations

import dataclasses
import os
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.collect import collect
from envcheck.collect.probe import PROBE_TIMEOUT_S
from envcheck.engine import diagnose
from envcheck.errors import TargetPythonError
from envcheck.render import Format, render
from envcheck.render.html import render_html_fragment
from envcheck.system import LocalSystem
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.findings import Report
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["Check", "check"]


class Check(Frozen):
    """A report that shows itself: HTML in a notebook (`_repr_html_`), the terminal text elsewhere."""

    report: Report
    tables: Tables

    def __str__(self) -> str:
        """The doctor text, without colour."""
        return render(self.report, Format.TERMINAL)

    def __repr__(self) -> str:
        """The doctor text (what a plain Python prompt shows)."""
        return str(self)

    def _repr_html_(self) -> str:
        """The HTML report's content, its style confined to the cell."""
        return render_html_fragment(self.report, self.tables)


def _path_python(system: System) -> tuple[str | None, str | None]:
    """The first `python` (else `python3`) on PATH, and its sys.prefix."""
    folders = [f for f in system.environ.get("PATH", "").split(os.pathsep) if f]
    for name in ("python", "python3"):
        found = next((os.path.join(f, name) for f in folders if system.is_file(os.path.join(f, name))), None)
        if found is None:
            continue
        try:
            prefix = system.describe_python(found).get("prefix")
        except TargetPythonError:
            return found, None
        return found, str(prefix) if prefix else None
    return None, None


def check(*, quick: bool = False, probe_timeout: float = PROBE_TIMEOUT_S, system: System | None = None) -> Check:
    """Diagnose the kernel's environment like `envcheck doctor` (the probe in a child process)."""
    system = system or LocalSystem()
    tables = load_tables()
    facts: Facts = collect(system, tables=tables, probe_timeout=None if quick else probe_timeout)
    path_python, path_prefix = _path_python(system)
    facts = dataclasses.replace(facts, python=dataclasses.replace(
        facts.python, path_python=path_python, path_python_prefix=path_prefix))
    return Check(diagnose(facts, tables=tables), tables)
