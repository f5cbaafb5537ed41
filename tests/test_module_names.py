"""No module of envcheck binds one top-level name twice: the second silently replaces the first (ruff does not flag
a reassigned constant), as a rank-tag pattern named `_VISIBLE` once replaced CUDA_VISIBLE_DEVICES' own."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "envcheck"


def _bound_twice(source: str) -> list[str]:
    """The top-level names a module's source binds more than once (assignments, functions, classes)."""
    names: Counter[str] = Counter()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] += 1
    return sorted(name for name, count in names.items() if count > 1)


@pytest.mark.parametrize("module", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_module_binds_each_top_level_name_once(module: Path) -> None:
    assert _bound_twice(module.read_text(encoding="utf-8")) == []


def test_a_name_bound_twice_is_found() -> None:
    assert _bound_twice("_VISIBLE = 1\n\ndef f() -> None: ...\n\n_VISIBLE = 2\n") == ["_VISIBLE"]
    assert _bound_twice("A = 1\nB: int = 2\n") == []
