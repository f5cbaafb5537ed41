"""Keep typer's pydantic-backed option coercion off the common path.

Typer 0.26 and later coerce every non-flag option through a pydantic ``TypeAdapter``, built the
first time the option is processed, even when the value is the option's own default. Importing
pydantic and building the adapters costs about 0.08 s of CPU and 15 MB, more than all of
`envcheck doctor --quick`'s own work. Here a value that already has the annotated type (a
default, a string for a ``str`` option, a list of strings) passes through unchanged, which is what
typer's adapter would return; anything else (a number or an enum typed on the command line) goes
to typer's own coercion, with its checks and messages. Older typer releases coerce with click and
are left alone.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, get_args, get_origin

if TYPE_CHECKING:
    from typer._click import Context
    from typer._coercion import TypeDescriptor
    from typer.core import _TyperParameter

__all__ = ["install"]


def already_typed(value: object, annotation: object) -> bool:
    """Whether typer's adapter would return ``value`` as it is (up to a tuple becoming a list)."""
    if annotation in {str, int, float}:
        return type(value) is annotation
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return isinstance(value, annotation)
    if get_origin(annotation) is list and get_args(annotation) == (str,):
        return isinstance(value, (list, tuple)) and all(type(item) is str for item in value)
    return False


def install() -> None:
    """Make typer build its pydantic coercion only for values that need converting."""
    try:
        from typer import core  # noqa: PLC0415 - the private layout of typer >= 0.26 only
        from typer._coercion import RuntimeParam, build_runtime_param  # noqa: PLC0415
    except ImportError:  # an older typer: click coerces, nothing to avoid
        return
    if getattr(core._TyperParameter.get_runtime_param, "_envcheck", False):  # noqa: SLF001
        return

    @dataclass(frozen=True)
    class _Deferred(RuntimeParam):
        descriptor: TypeDescriptor

        def _coerce_value(self, value: Any, param: _TyperParameter, ctx: Context) -> Any:  # noqa: ANN401
            info = self.descriptor.parameter_info
            if info.parser is None and self.descriptor.file_annotation is None and already_typed(
                    value, self.annotation):
                return list(value) if isinstance(value, tuple) else value
            return build_runtime_param(self.descriptor)._coerce_value(value, param=param, ctx=ctx)  # noqa: SLF001

    def get_runtime_param(self: _TyperParameter) -> RuntimeParam:
        if self._runtime_param is None:
            descriptor = self.type_descriptor
            self._runtime_param = _Deferred(parameter_info=descriptor.parameter_info,
                                            annotation=descriptor.annotation, descriptor=descriptor)
        return self._runtime_param

    get_runtime_param._envcheck = True  # type: ignore[attr-defined]  # noqa: SLF001
    core._TyperParameter.get_runtime_param = get_runtime_param  # type: ignore[method-assign]  # noqa: SLF001
