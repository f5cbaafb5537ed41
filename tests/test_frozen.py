"""envcheck's frozen dataclasses behave as if dataclasses had written all of their methods.

Each class derives from envcheck._frozen.Frozen, which makes it a dataclass and gives it __init__,
__repr__, __eq__, __hash__, __setattr__ and __delattr__; here every one of them is compared with a
reference built by ``dataclasses.make_dataclass(..., frozen=True)`` from the same fields.
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


def _declared(pattern: str) -> list[tuple[str, str]]:
    """(module, class) of every match of ``pattern`` (its group "name") in envcheck's sources."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        found += [(module, m["name"]) for m in re.finditer(pattern, path.read_text(), re.MULTILINE)]
    return found


FROZEN = _declared(r"^class (?P<name>\w+)\(Frozen\):")


def _reference(cls: type) -> type:
    """The same fields in a class whose methods dataclasses writes (with the class's own __post_init__)."""
    fields = [(f.name, f.type, dataclasses.field(default=f.default, default_factory=f.default_factory))
              for f in dataclasses.fields(cls)]
    own = {name: vars(cls)[name] for name in ("__post_init__",) if name in vars(cls)}
    reference = dataclasses.make_dataclass(cls.__name__, fields, frozen=True, namespace=own)
    reference.__qualname__ = cls.__qualname__
    return reference


def _make(cls: type, change: str | None = None) -> Any:
    """An instance with a distinct, hashable value per field (``change``'s another), ``__init__`` not run."""
    made = object.__new__(cls)
    for f in dataclasses.fields(cls):
        object.__setattr__(made, f.name, f"{f.name}-{'changed' if f.name == change else 'value'}")
    return made


def _call(make: Any, *args: object, **kwargs: object) -> object:
    """The instance made, or the type of the exception the call raised."""
    try:
        return make(*args, **kwargs)
    except (TypeError, ValueError) as exc:
        return type(exc)


def _state(made: object) -> object:
    """What an instance holds (or the exception type a call raised), comparable across the two classes."""
    return vars(made) if dataclasses.is_dataclass(made) else made


def test_every_frozen_dataclass_is_a_frozen_subclass() -> None:
    # A class declared with @dataclass(frozen=True) works, but costs every command ~0.3 ms to compile.
    assert len(FROZEN) > 60
    assert _declared(r"^\s*@dataclass\((?P<name>.*frozen=True.*)\)") == [("envcheck._fastparse", "frozen=True")]


@pytest.mark.parametrize(("module", "name"), FROZEN)
def test_methods_match_the_generated_ones(module: str, name: str) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, Frozen)
    assert dataclasses.is_dataclass(cls)
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
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(ours, field.name, "other")
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(ours, field.name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ours.not_a_field = 1


@pytest.mark.parametrize(("module", "name"), FROZEN)
def test_init_matches_the_generated_one(module: str, name: str) -> None:
    cls = getattr(importlib.import_module(module), name)
    reference = _reference(cls)
    fields = dataclasses.fields(cls)
    values = {f.name: f"{f.name}-value" for f in fields}
    required = {f.name: None for f in fields
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    calls: list[tuple[tuple[object, ...], dict[str, object]]] = [
        ((), values), (tuple(values.values()), {}), ((), required), ((), {}), ((), {**values, "not_a_field": 1}),
        ((*values.values(), "one too many"), {})]
    if fields:
        calls.append(((next(iter(values.values())),), {fields[0].name: "twice"}))
    for args, kwargs in calls:
        ours, theirs = _call(cls, *args, **kwargs), _call(reference, *args, **kwargs)
        assert _state(ours) == _state(theirs), (args, kwargs)
        if dataclasses.is_dataclass(ours) and "__repr__" not in vars(cls):
            assert repr(ours) == repr(theirs)
    if not dataclasses.is_dataclass(_call(cls, **required)):
        return  # __post_init__ refuses these values, in both classes (checked above)
    first, second = cls(**required), cls(**required)
    ref_first, ref_second = reference(**required), reference(**required)
    for f in fields:  # a default factory's value is made anew for each instance, as dataclasses does
        assert (getattr(first, f.name) is getattr(second, f.name)) == (
            getattr(ref_first, f.name) is getattr(ref_second, f.name))
    for f in fields:
        changed = {f.name: f"{f.name}-new"}
        assert _state(_call(dataclasses.replace, first, **changed)) == _state(
            _call(dataclasses.replace, ref_first, **changed))
