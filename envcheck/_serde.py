"""Convert envcheck's frozen dataclasses to and from plain JSON data.

Annotations are read as strings (every module uses postponed annotations) so
that this works on Python 3.9, where ``X | None`` cannot be evaluated.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
from typing import Any, TypeVar

T = TypeVar("T")

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
    namespace = vars(sys.modules[cls.__module__])
    kwargs = {}
    for field in dataclasses.fields(cls):  # type: ignore[arg-type]
        if field.name in data:
            kwargs[field.name] = _value(str(field.type), data[field.name], namespace, f"{where}.{field.name}")
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            msg = f"{where}: missing {field.name!r}"
            raise SerdeError(msg)
    return cls(**kwargs)


def _value(annotation: str, data: object, namespace: dict[str, Any], where: str) -> object:
    annotation = annotation.strip()
    if annotation.endswith("| None"):
        return None if data is None else _value(annotation[: -len("| None")], data, namespace, where)
    if annotation.startswith("tuple[") and annotation.endswith(", ...]"):
        return _tuple(annotation[len("tuple[") : -len(", ...]")], data, namespace, where)
    if annotation == "dict[str, str]":
        if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
            msg = f"{where}: expected an object of strings"
            raise SerdeError(msg)
        return dict(data)
    if annotation in _PRIMITIVES:
        return _primitive(annotation, data, where)
    return _named(namespace.get(annotation), annotation, data, where)


def _tuple(inner: str, data: object, namespace: dict[str, Any], where: str) -> tuple[object, ...]:
    if not isinstance(data, list):
        msg = f"{where}: expected a list"
        raise SerdeError(msg)
    return tuple(_value(inner, item, namespace, f"{where}[{i}]") for i, item in enumerate(data))


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
