"""The CLI stays a thin shell: small, with small commands, and `doctor --quick` loads and builds no other command."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import envcheck.cli
from envcheck.commands import entry

if TYPE_CHECKING:
    import typer

CLI = Path(envcheck.cli.__file__)
ROOT = Path(__file__).parent.parent


def test_cli_is_under_250_lines() -> None:
    assert len(CLI.read_text(encoding="utf-8").splitlines()) < 250


def test_no_function_in_the_cli_is_over_25_lines() -> None:
    tree = ast.parse(CLI.read_text(encoding="utf-8"))
    lengths = {node.name: node.end_lineno - node.lineno + 1 for node in ast.walk(tree)
               if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None}
    assert "doctor" in lengths  # the commands are found
    assert {name: n for name, n in lengths.items() if n > 25} == {}


def test_doctor_quick_loads_no_other_command() -> None:
    others = ["envcheck.commands." + name for name in ("advice", "catalogue", "explain", "fleet", "gpus", "preflight",
                                                       "run")]
    others += ["envcheck.advise", "envcheck.dockerfile", "envcheck.explain", "envcheck.fleet", "envcheck.remote",
               "envcheck.watch", "envcheck.render.gpus", "envcheck.render.live", "envcheck.render.html", "rich"]
    code = ("import sys\nfrom envcheck import cli\nsys.argv = ['envcheck', 'doctor', '--quick', '--json']\n"
            "try:\n    cli.main()\nexcept SystemExit:\n    pass\n"
            f"print(sorted(m for m in {others!r} if m in sys.modules), 'envcheck.commands.doctor' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         timeout=120).stdout
    assert out.splitlines()[-1] == "[] True"


def _names(app: typer.Typer) -> list[str]:
    return [getattr(c.callback, "__name__", "") for c in app.registered_commands] + [
        g.name or "" for g in app.registered_groups]


def test_only_the_invoked_command_is_built() -> None:
    app = envcheck.cli.app
    assert _names(entry._invoked(app, ["doctor", "--quick", "--json"])) == ["doctor"]
    assert _names(entry._invoked(app, ["preflight", "--gpus", "2"])) == ["preflight_command"]
    assert _names(entry._invoked(app, ["diagnose", "saved.json"])) == ["diagnose_file"]
    assert _names(entry._invoked(app, ["tables", "show"])) == ["tables"]
    for args in ([], ["--help"], ["--version"], ["--help", "doctor"], ["doctr"], ["show"]):
        assert entry._invoked(app, args) is app  # help, completion and typo suggestions see every command
    assert len(_names(app)) > 10  # the app itself keeps them all


def test_help_lists_every_command_and_a_typo_is_answered_from_all_of_them() -> None:
    def envcheck_command(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "envcheck", *args], capture_output=True, text=True, cwd=ROOT,
                              timeout=120, check=False)

    listed = envcheck_command("--help").stdout
    assert all(f" {name} " in listed for name in ("doctor", "gpus", "preflight", "run", "tables", "diagnose", "rules"))
    assert "Did you mean 'doctor'?" in envcheck_command("doctr").stderr
    assert envcheck_command("tables", "show").returncode == 0
