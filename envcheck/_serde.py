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

    _Reader = Callable[[object, str], object]  # (JSON data, where it is) -> the field's value

T = TypeVar("T")
_FIELDS: dict[type, tuple[tuple[str, _Reader, bool], ...]] = {}  # _fields' answers

_PRIMITIVES: dict[str, type] = {"str": str, "int": int, "float": float, "bool": bool}


class SerdeError(ValueError):
    """Data does not have the shape of the dataclass it should fill."""


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
    if not isinstance(data, dict):
        msg = f"{where}: expected an object"
        raise SerdeError(msg)
    kwargs = {}
    for name, read, required in _fields(cls):
        if name in data:
            kwargs[name] = read(data[name], f"{where}.{name}")
        elif required:
            msg = f"{where}: missing {name!r}"
            raise SerdeError(msg)
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
        return lambda data, where: None if data is None else inner(data, where)
    if annotation.startswith("tuple[") and annotation.endswith(", ...]"):
        return functools.partial(_tuple, _reader(annotation[len("tuple[") : -len(", ...]")], module))
    if annotation == "dict[str, str]":
        return _string_dict
    if annotation in _PRIMITIVES:
        return functools.partial(_primitive, annotation)
    return lambda data, where: _named(getattr(module, annotation, None), annotation, data, where)


def _string_dict(data: object, where: str) -> dict[str, str]:
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        msg = f"{where}: expected an object of strings"
        raise SerdeError(msg)
    return dict(data)


def _tuple(item: _Reader, data: object, where: str) -> tuple[object, ...]:
    if not isinstance(data, list):
        msg = f"{where}: expected a list"
        raise SerdeError(msg)
    return tuple(item(value, f"{where}[{i}]") for i, value in enumerate(data))


def _primitive(annotation: str, data: object, where: str) -> object:
    kind = _PRIMITIVES[annotation]
    if kind is float and isinstance(data, int) and not isinstance(data, bool):
        try:
            return float(data)
        except OverflowError:  # a 400-digit integer
            msg = f"{where}: number out of range"
            raise SerdeError(msg) from None
    if not isinstance(data, kind) or (kind is not bool and isinstance(data, bool)):
        msg = f"{where}: expected {annotation}, got {type(data).__name__}"
        raise SerdeError(msg)
    return data


def _named(target: object, annotation: str, data: object, where: str) -> object:
    if isinstance(target, type) and issubclass(target, enum.Enum):
        try:
            return target[data] if isinstance(data, str) else target[""]
        except KeyError:
            msg = f"{where}: unknown value {data!r}"
            raise SerdeError(msg) from None
    if isinstance(target, type) and dataclasses.is_dataclass(target):
        return from_data(target, data, where)
    msg = f"{where}: cannot read annotation {annotation!r}"
    raise TypeError(msg)
