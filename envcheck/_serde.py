"""Convert envcheck's frozen dataclasses to and from plain JSON data.

Annotations are read as strings (every module uses postponed annotations) so
that this works on Python 3.9, where ``X | None`` cannot be evaluated; each class's
are parsed once, into one reader per field.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import sys
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType

    _Reader = Callable[[object], object]  # JSON data -> the field's value

T = TypeVar("T")
_FIELDS: dict[type, tuple[tuple[str, _Reader, bool], ...]] = {}  # _fields' answers

_PRIMITIVES: dict[str, type] = {"str": str, "int": int, "float": float, "bool": bool}


class SerdeError(ValueError):
    """Data does not have the shape of the dataclass it should fill."""


class _Misread(Exception):  # noqa: N818 - internal: becomes a SerdeError with the path filled in
    """A value of the wrong shape; the path to it is collected while the readers unwind."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what
        self.path: list[str] = []  # innermost first: ".gpus", "[3]", ".python"


def to_data(obj: object) -> Any:  # noqa: ANN401 - JSON value
    """Return plain JSON data (dicts, lists, scalars) for a dataclass tree."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, enum.Enum):
        return obj.name
    if isinstance(obj, tuple):
        return [to_data(v) for v in obj]
    return obj


def from_data(cls: type[T], data: object, where: str = "$") -> T:
    """Build ``cls`` from JSON data, checking every field's type; raise SerdeError."""
    try:
        return _build(cls, data)
    except _Misread as exc:
        raise SerdeError(f"{where}{''.join(reversed(exc.path))}: {exc.what}") from None


def from_rows(cls: type[T], rows: list[object], where: str) -> tuple[T, ...]:
    """Build ``cls`` from each row of a JSON list (``where`` names the list); raise SerdeError."""
    try:
        return _tuple(functools.partial(_build, cls), rows)
    except _Misread as exc:
        raise SerdeError(f"{where}{''.join(reversed(exc.path))}: {exc.what}") from None


def _build(cls: type[T], data: object) -> T:
    if not isinstance(data, dict):
        msg = "expected an object"
        raise _Misread(msg)
    kwargs = {}
    for name, read, required in _fields(cls):
        if name in data:
            try:
                kwargs[name] = read(data[name])
            except _Misread as exc:
                exc.path.append(f".{name}")
                raise
        elif required:
            msg = f"missing {name!r}"
            raise _Misread(msg)
    return cls(**kwargs)


def _fields(cls: type) -> tuple[tuple[str, _Reader, bool], ...]:
    """(name, reader, required) per field of a dataclass: each annotation is parsed once per process."""
    if cls not in _FIELDS:
        module = sys.modules[cls.__module__]
        _FIELDS[cls] = tuple((f.name, _reader(str(f.type), module),
                              f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
                             for f in dataclasses.fields(cls))
    return _FIELDS[cls]


def _reader(annotation: str, module: ModuleType) -> _Reader:
    """The function that reads JSON data of this annotation (a name resolves in ``module`` when read)."""
    annotation = annotation.strip()
    if annotation.endswith("| None"):
        inner = _reader(annotation[: -len("| None")], module)
        return lambda data: None if data is None else inner(data)
    if annotation.startswith("tuple[") and annotation.endswith(", ...]"):
        return functools.partial(_tuple, _reader(annotation[len("tuple[") : -len(", ...]")], module))
    if annotation == "dict[str, str]":
        return _string_dict
    if annotation in _PRIMITIVES:
        return _primitive_reader(annotation)
    return lambda data: _named(getattr(module, annotation, None), annotation, data)


def _string_dict(data: object) -> dict[str, str]:
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        msg = "expected an object of strings"
        raise _Misread(msg)
    return dict(data)


def _tuple(item: _Reader, data: object) -> tuple[Any, ...]:
    if not isinstance(data, list):
        msg = "expected a list"
        raise _Misread(msg)
    try:
        return tuple(map(item, data))
    except _Misread:  # read them again, one by one, to say which one (the readers are pure)
        for index, value in enumerate(data):
            try:
                item(value)
            except _Misread as exc:  # noqa: PERF203 - only once a value is wrong
                exc.path.append(f"[{index}]")
                raise
        raise


def _primitive_reader(annotation: str) -> _Reader:
    """A value of exactly the annotated type passes as it is; anything else is converted or refused."""
    kind = _PRIMITIVES[annotation]

    def read(data: object) -> object:
        return data if type(data) is kind else _primitive(annotation, data)

    return read


def _primitive(annotation: str, data: object) -> object:
    kind = _PRIMITIVES[annotation]
    if kind is float and isinstance(data, int) and not isinstance(data, bool):
        try:
            return float(data)
        except OverflowError:  # a 400-digit integer
            msg = "number out of range"
            raise _Misread(msg) from None
    if not isinstance(data, kind) or (kind is not bool and isinstance(data, bool)):
        msg = f"expected {annotation}, got {type(data).__name__}"
        raise _Misread(msg)
    return data


def _named(target: object, annotation: str, data: object) -> object:
    if isinstance(target, type) and issubclass(target, enum.Enum):
        try:
            return target[data] if isinstance(data, str) else target[""]
        except KeyError:
            msg = f"unknown value {data!r}"
            raise _Misread(msg) from None
    if isinstance(target, type) and dataclasses.is_dataclass(target):
        return _build(target, data)
    msg = f"cannot read annotation {annotation!r}"
    raise TypeError(msg)
