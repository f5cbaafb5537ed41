"""The __repr__, __eq__ and __hash__ that every frozen dataclass of envcheck shares.

``@dataclass(frozen=True)`` compiles six methods for each class when its module is imported, and
the `envcheck` command imports ~60 such classes on every run (~0.6 ms each, benchmarks/doctor_speed.py).
Three of those methods differ between classes only by the field names, so envcheck's classes are
declared ``@dataclass(frozen=True, repr=False, eq=False)`` on top of `Frozen` and take them from
here: dataclasses still writes their ``__init__`` and the frozen ``__setattr__`` / ``__delattr__``,
and ``fields``, ``replace`` and ``asdict`` work as before. The methods behave as dataclasses'
generated ones do (tests/test_frozen.py compares them on every class): the same repr, equal only
to an instance of the very same class with equal fields, hashed as the tuple of the fields.
"""

from __future__ import annotations

import dataclasses
from reprlib import recursive_repr

__all__ = ["Frozen"]

_Names = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
_NAMES: dict[type, _Names] = {}  # _names' answers


def _names(cls: type) -> _Names:
    """The fields dataclasses' own __repr__, __eq__ and __hash__ would read, in that order."""
    names = _NAMES.get(cls)
    if names is None:
        fields = dataclasses.fields(cls)
        names = _NAMES[cls] = (tuple(f.name for f in fields if f.repr), tuple(f.name for f in fields if f.compare),
                               tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))
    return names


def _values(obj: object, names: tuple[str, ...]) -> tuple[object, ...]:
    return tuple(getattr(obj, name) for name in names)


class Frozen:
    """Base of a ``@dataclass(frozen=True, repr=False, eq=False)``: its repr, equality and hash."""

    __slots__ = ()

    @recursive_repr()
    def __repr__(self) -> str:
        """``Name(field=value, ...)``, as dataclasses writes it."""
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _names(type(self))[0])
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        """Equal to an instance of the same class whose fields are equal (another class: NotImplemented)."""
        if other.__class__ is self.__class__:
            names = _names(type(self))[1]
            return _values(self, names) == _values(other, names)
        return NotImplemented

    def __hash__(self) -> int:
        """The hash of the tuple of the fields, as dataclasses computes it for a frozen class."""
        return hash(_values(self, _names(type(self))[2]))
