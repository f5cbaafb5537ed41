"""Invariants of the rule registry, the public API, the docs and the interpreter script."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

import envcheck
from envcheck.collect import _interp
from envcheck.engine import diagnose
from envcheck.render import render_rules_markdown
from envcheck.rules import FAMILIES, REGISTRY
from envcheck.rules._registry import ID_PATTERN, rule
from envcheck.testing import make_facts

ROOT = Path(__file__).parent.parent
RULE_TESTS = "\n".join(p.read_text() for p in (ROOT / "tests" / "rules").glob("test_*.py"))


@pytest.mark.parametrize("rule_id", sorted(REGISTRY))
def test_rule_is_well_formed(rule_id: str) -> None:
    r = REGISTRY[rule_id]
    assert ID_PATTERN.fullmatch(r.id)
    assert r.family in FAMILIES
    assert len(r.title) <= 72
    assert len(r.explanation) > len(r.title)


@pytest.mark.parametrize("rule_id", sorted(REGISTRY))
def test_every_rule_has_a_pass_and_a_fail_test(rule_id: str) -> None:
    tests = re.findall(rf"^def test_{rule_id.lower()}_", RULE_TESTS, re.MULTILINE)
    assert len(tests) >= 2, f"{rule_id} needs at least a passing and a failing case in tests/rules"


def test_registering_a_duplicate_or_malformed_id_fails() -> None:
    with pytest.raises(ValueError, match="bad rule registration"):
        rule("CUDA001", "again")(lambda facts, tables: ())
    with pytest.raises(ValueError, match="bad rule registration"):
        rule("NOPE1", "bad id")(lambda facts, tables: ())


def test_docs_rules_md_is_in_sync() -> None:
    assert (ROOT / "docs" / "rules.md").read_text() == render_rules_markdown(), (
        "regenerate with: envcheck rules --markdown > docs/rules.md")


def test_readme_quotes_the_number_of_rules_doctor_runs() -> None:
    quoted = re.findall(r"; (\d+) rules: ", (ROOT / "README.md").read_text())
    assert quoted, "the README's sample output has lost its summary line"
    assert {int(n) for n in quoted} == {len(diagnose(make_facts()).results)}, (
        "regenerate the README's sample output with a real `envcheck doctor` run")


def test_public_api_is_sorted_and_complete() -> None:
    # isort-style, as ruff keeps it: CONSTANTS, then Classes, then functions
    assert envcheck.__all__ == sorted(envcheck.__all__, key=lambda n: (not n.isupper(), not n[:1].isupper(), n))
    assert all(hasattr(envcheck, name) for name in envcheck.__all__)


@pytest.mark.parametrize(("argv0", "frozen"), [("train.py", False), ("/venv/bin/envcheck", True)])
def test_only_the_command_freezes_what_it_imports(argv0: str, frozen: bool) -> None:
    """A program importing envcheck keeps its GC as it was; the command moves its modules out of the GC's way."""
    code = (f"import gc, sys; sys.argv = [{argv0!r}]; import envcheck; "
            "print(gc.isenabled(), gc.get_freeze_count() > 0, 'envcheck.engine' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.split() == ["True", str(frozen), "True"]


def test_interp_script_is_python_3_6_syntax() -> None:
    ast.parse(Path(_interp.__file__).read_text(), feature_version=(3, 6))


PY36 = next((p for p in sorted(Path("/root/.pyenv/versions").glob("3.6.*/bin/python")) if p.exists()), None)


@pytest.mark.skipif(PY36 is None, reason="no Python 3.6 on this machine")
def test_interp_script_runs_on_python_3_6() -> None:
    exe = str(PY36)
    out = subprocess.run([exe, _interp.__file__], capture_output=True, text=True, timeout=30, check=True).stdout
    assert '"version": "3.6.' in out


def test_interp_describes_this_interpreter() -> None:
    info = _interp.describe()
    assert info["executable"]
    assert all(isinstance(p, str) for p in info["sys_path"])
