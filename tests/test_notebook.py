"""envcheck.check(): the report a notebook shows inline, its probe in a child, and the kernel-vs-PATH python."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fakes import PROBE_SCRIPT, python_info, this_machine, write

import envcheck
from envcheck.errors import TargetPythonError
from envcheck.notebook import Check, check

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.testing import FakeSystem

OTHER = {"executable": "/usr/bin/python", "prefix": "/usr"}


def _machine(tmp_path: Path, path: str) -> FakeSystem:
    system = this_machine(tmp_path, env={"PATH": path})
    write(tmp_path, "/venv/bin/python")
    write(tmp_path, "/usr/bin/python3")
    return system


def _with_other_python(system: FakeSystem) -> FakeSystem:
    """Let the fake machine describe a second interpreter, /usr/bin/python3."""
    own = system.describe_python

    def describe(executable: str | None) -> dict[str, Any]:
        if executable == "/usr/bin/python3":
            return python_info(executable="/usr/bin/python3", prefix="/usr", base_prefix="/usr")
        return own(executable)

    system.describe_python = describe  # type: ignore[method-assign]
    return system


def test_check_is_exported_lazily() -> None:
    assert envcheck.check is check
    assert envcheck.Check is Check


def test_check_probes_in_a_child_and_renders_both_ways(tmp_path: Path) -> None:
    system = _machine(tmp_path, "/venv/bin:/usr/bin")
    result = check(system=system)
    assert f"/venv/bin/python {PROBE_SCRIPT}" in system.calls  # TensorFlow ran in a child process
    assert result.report.facts.probe.ran
    html = result._repr_html_()
    assert html.startswith('<div class="envcheck-report"><style>')
    assert "<html" not in html
    assert "<script" not in html
    assert "body {" not in html  # the page's style stays inside the cell
    assert "<h1>envcheck report</h1>" in html
    assert "DRV001" in html
    text = str(result)
    assert text.startswith("envcheck ")
    assert repr(result) == text
    assert "PY003" not in {f.rule_id for f in result.report.findings}  # PATH's python is the kernel's
    assert result.report.facts.python.path_python == "/venv/bin/python"


def test_kernel_and_path_python_differ(tmp_path: Path) -> None:
    system = _with_other_python(_machine(tmp_path, "/usr/bin"))
    result = check(system=system, quick=True)
    finding = next(f for f in result.report.findings if f.rule_id == "PY003")
    assert "/usr/bin/python3" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands[0] == "%pip install PACKAGE"


def test_path_python_that_cannot_run_is_not_judged(tmp_path: Path) -> None:
    system = _machine(tmp_path, "/usr/bin")

    def broken(executable: str | None) -> dict[str, Any]:
        if executable is not None:
            msg = "cannot run"
            raise TargetPythonError(msg)
        return python_info()

    system.describe_python = broken  # type: ignore[method-assign]
    facts = check(system=system, quick=True).report.facts
    assert (facts.python.path_python, facts.python.path_python_prefix) == ("/usr/bin/python3", None)
