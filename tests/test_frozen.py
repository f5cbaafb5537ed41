"""envcheck's frozen dataclasses behave as if dataclasses had written all of their methods.

Each class takes __repr__, __eq__ and __hash__ from envcheck._frozen.Frozen; here every one of them is
compared with a reference built by ``dataclasses.make_dataclass(..., frozen=True)`` from its fields.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from pathlib import Path
from typing import Any

import pytest

from envcheck._frozen import Frozen

PACKAGE = Path(__file__).parent.parent / "envcheck"
_DECLARED = re.compile(r"^@dataclass\((?P<args>[^)]*)\)\n\s*class (?P<name>\w+)(?P<bases>\([^)]*\))?:", re.MULTILINE)


def _declared() -> list[tuple[str, str, str, str]]:
    """(module, class, decorator arguments, bases) of every module-level dataclass in envcheck."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        found += [(module, m["name"], m["args"], m["bases"] or "") for m in _DECLARED.finditer(path.read_text())]
    return found


FROZEN = [(module, name) for module, name, args, _ in _declared() if "frozen=True" in args]


def _reference(cls: type) -> type:
    """The same fields in a class whose methods dataclasses writes, under the same qualified name."""
    fields = [(f.name, f.type, dataclasses.field(default=f.default, default_factory=f.default_factory))
              for f in dataclasses.fields(cls)]
    reference = dataclasses.make_dataclass(cls.__name__, fields, frozen=True)
    reference.__qualname__ = cls.__qualname__
    return reference


def _make(cls: type, change: str | None = None) -> Any:
    """An instance with a distinct, hashable value per field (``change``'s another), ``__post_init__`` not run."""
    made = object.__new__(cls)
    for f in dataclasses.fields(cls):
        object.__setattr__(made, f.name, f"{f.name}-{'changed' if f.name == change else 'value'}")
    return made


def test_every_frozen_dataclass_takes_its_methods_from_frozen() -> None:
    # A new class declared the plain way would work, but cost its share of every command's start.
    assert len(FROZEN) > 60
    plain = [f"{module}.{name}" for module, name, args, bases in _declared()
             if "frozen=True" in args and (args != "frozen=True, repr=False, eq=False" or bases != "(Frozen)")]
    assert plain == []


@pytest.mark.parametrize(("module", "name"), FROZEN)
def test_methods_match_the_generated_ones(module: str, name: str) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, Frozen)
    reference = _reference(cls)
    ours, theirs = _make(cls), _make(reference)
    assert "__repr__" in vars(cls) or repr(ours) == repr(theirs)  # a class's own __repr__ stays, either way
    assert hash(ours) == hash(theirs)
    assert ours == _make(cls)
    assert hash(ours) == hash(_make(cls))
    assert ours != theirs  # another class, as with two generated ones
    assert ours.__eq__(dataclasses.asdict(ours)) is NotImplemented
    assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    for field in dataclasses.fields(cls):
        changed = _make(cls, field.name)
        assert ours != changed
        assert theirs != _make(reference, field.name)
        if not hasattr(cls, "__post_init__"):  # replace() calls __init__, which may refuse these values
            assert dataclasses.replace(ours, **{field.name: getattr(changed, field.name)}) == changed
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(ours, field.name, "other")
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(ours, field.name)


@pytest.mark.parametrize(("module", "name"), FROZEN)
def test_defaults_match_the_generated_ones(module: str, name: str) -> None:
    cls = getattr(importlib.import_module(module), name)
    required = {f.name: None for f in dataclasses.fields(cls)
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    ours, theirs = cls(**required), _reference(cls)(**required)
    assert "__repr__" in vars(cls) or repr(ours) == repr(theirs)
    assert hash(ours) == hash(theirs)
    assert ours == cls(**required)
