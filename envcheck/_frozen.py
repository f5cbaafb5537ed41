"""The base class of envcheck's frozen dataclasses: ``class PlatformFacts(Frozen):`` and its fields.

``@dataclass(frozen=True)`` writes six methods for each class as source text and compiles them
when the module is imported: ~0.3-0.6 ms a class, for the ~60 classes every `envcheck` command
imports, a fifth of `doctor --quick`'s CPU (benchmarks/doctor_speed.py). The methods differ between
classes only by their field names, so a subclass of `Frozen` is made a dataclass (fields,
``dataclasses.fields``/``replace``/``asdict``) with nothing compiled, and takes the methods from
here, written once over the class's fields: ``__init__`` (positional or keyword arguments,
defaults, default factories, ``__post_init__``), a repr, equality only with an instance of the
very same class, the hash of the tuple of the fields, and assignment or deletion refused with
FrozenInstanceError. Type checkers see a frozen dataclass (``dataclass_transform``).
tests/test_frozen.py compares every class with one dataclasses builds from the same fields.
"""

from __future__ import annotations

import dataclasses
from reprlib import recursive_repr
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_: object) -> Callable[[type], type]:
        """A marker for type checkers only."""
        return lambda cls: cls


__all__ = ["Frozen"]

_MISSING = dataclasses.MISSING
_Names = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
_Init = tuple[tuple[tuple[str, Any, Any], ...], bool]
_NAMES: dict[type, _Names] = {}  # _names' answers
_INIT: dict[type, _Init] = {}  # _init's answers


def _names(cls: type) -> _Names:
    """The fields dataclasses' own __repr__, __eq__ and __hash__ would read, in that order."""
    names = _NAMES.get(cls)
    if names is None:
        fields = dataclasses.fields(cls)
        names = _NAMES[cls] = (tuple(f.name for f in fields if f.repr), tuple(f.name for f in fields if f.compare),
                               tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))
    return names


def _init(cls: type) -> _Init:
    """((name, default, default factory) of each field __init__ takes, whether the class has __post_init__)."""
    init = _INIT.get(cls)
    if init is None:
        fields = tuple((f.name, f.default, f.default_factory) for f in dataclasses.fields(cls) if f.init)
        init = _INIT[cls] = (fields, hasattr(cls, "__post_init__"))
    return init


def _values(obj: object, names: tuple[str, ...]) -> tuple[object, ...]:
    return tuple(getattr(obj, name) for name in names)


def _named(cls: type, fields: tuple[tuple[str, Any, Any], ...], args: tuple[Any, ...],
           kwargs: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments with the positional ones named, refused as a call to the fields' signature would."""
    if len(args) > len(fields):
        msg = (f"{cls.__qualname__}.__init__() takes {len(fields) + 1} positional arguments but {len(args) + 1}"
               " were given")
        raise TypeError(msg)
    for (name, _, _), value in zip(fields, args):
        if name in kwargs:
            msg = f"{cls.__qualname__}.__init__() got multiple values for argument {name!r}"
            raise TypeError(msg)
        kwargs[name] = value
    return kwargs


@dataclass_transform(frozen_default=True)
class Frozen:
    """Base of a frozen dataclass: declare the fields (annotations, defaults, ``field(...)``), nothing else."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:  # noqa: ANN401 - passed on to object
        """Make the subclass a dataclass whose methods are Frozen's (dataclasses writes none)."""
        super().__init_subclass__(**kwargs)
        dataclasses.dataclass(cls, init=False, repr=False, eq=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # noqa: ANN401 - the fields' values
        """Set each field from the arguments (by position or name), else its default or default factory."""
        cls = type(self)
        fields, post_init = _init(cls)
        if args:
            kwargs = _named(cls, fields, args, kwargs)
        values = self.__dict__
        for name, default, factory in fields:
            value = kwargs.pop(name, _MISSING)
            if value is _MISSING:
                if default is not _MISSING:
                    value = default
                elif factory is not _MISSING:
                    value = factory()
                else:
                    msg = f"{cls.__qualname__}.__init__() missing 1 required positional argument: {name!r}"
                    raise TypeError(msg)
            values[name] = value
        if kwargs:
            msg = f"{cls.__qualname__}.__init__() got an unexpected keyword argument {next(iter(kwargs))!r}"
            raise TypeError(msg)
        if post_init:
            self.__post_init__()  # type: ignore[attr-defined]

    def __setattr__(self, name: str, value: object) -> None:
        """Refused: the instance is frozen."""
        msg = f"cannot assign to field {name!r}"
        raise dataclasses.FrozenInstanceError(msg)

    def __delattr__(self, name: str) -> None:
        """Refused: the instance is frozen."""
        msg = f"cannot delete field {name!r}"
        raise dataclasses.FrozenInstanceError(msg)

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
