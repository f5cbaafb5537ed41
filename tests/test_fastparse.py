"""The CLI keeps typer's pydantic coercion off the common path, without changing what options mean."""

from __future__ import annotations

import enum
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from envcheck import cli
from envcheck._fastparse import already_typed

ROOT = Path(__file__).parent.parent


class Colour(enum.Enum):
    RED = "red"


@pytest.mark.parametrize(("value", "annotation", "expected"), [
    ("x", str, True), (60.0, float, True), (3, int, True), (True, int, False), ("60", float, False),
    ("3", int, False), (Colour.RED, Colour, True), ("red", Colour, False), (("a", "b"), list[str], True),
    (("a", 1), list[str], False), ("a", Path, False), (Path("a"), Path, False),
])
def test_only_values_that_already_have_the_type_pass_through(value: object, annotation: object,
                                                             expected: bool) -> None:
    assert already_typed(value, annotation) is expected


def test_doctor_quick_never_imports_pydantic() -> None:
    code = ("import sys\nsys.argv = ['envcheck', 'doctor', '--quick', '--json']\nfrom envcheck import cli\n"
            "try:\n    cli.app()\nexcept SystemExit:\n    pass\n"
            "print('pydantic' in sys.modules, 'envcheck._preflight' in sys.modules, 'envcheck.advise' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         timeout=120).stdout
    assert out.splitlines()[-1] == "False False False"


def test_values_typed_on_the_command_line_are_still_checked_by_typer() -> None:
    runner = CliRunner()
    bad_float = runner.invoke(cli.app, ["doctor", "--quick", "--probe-timeout", "0"])
    assert bad_float.exit_code == cli.USAGE
    assert "probe-timeout" in bad_float.output
    bad_choice = runner.invoke(cli.app, ["gpus", "--device", "tpu"])
    assert bad_choice.exit_code == cli.USAGE
    assert "tpu" in bad_choice.output
    not_a_number = runner.invoke(cli.app, ["gpus", "--repeats", "many"])
    assert not_a_number.exit_code == cli.USAGE
