"""Record every NVML answer envcheck uses, in the JSON format ``envcheck.testing.FakeNvml.load`` replays.

Run on a machine with a GPU: ``python tools/record_nvml.py OUT.json [--note TEXT]``. The binding is
wrapped, and envcheck's own NVML reader (``envcheck.collect.driver.read_nvml``: system calls, every
per-GPU field, the NVLink links and the topology of every pair) runs through the wrapper, so the
recording holds exactly the calls envcheck makes, with their arguments; an NVML error is kept as
its return code (``{"error": 3}``). ``--replay FILE`` records a recording instead of the driver,
which is how the round trip is tested without a GPU.
"""

from __future__ import annotations

import argparse
import ctypes
import datetime as dt
import json
import platform
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout, nothing installed

from envcheck.collect.driver import read_nvml  # after the checkout is importable
from envcheck.testing import FakeNvml, nvml_key

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence


def plain(value: Any) -> Any:  # noqa: ANN401, PLR0911 - whatever the binding returned, case by case
    """An NVML answer as JSON: structs as dicts of their fields, arrays as lists, bytes as text."""
    if isinstance(value, (ctypes.Structure, ctypes.Union)):
        return {name: plain(getattr(value, name)) for name, *_ in value._fields_}
    if isinstance(value, ctypes.Array):
        return [plain(v) for v in value]
    if isinstance(value, ctypes._SimpleCData):  # noqa: SLF001 - c_uint and friends
        return plain(value.value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if hasattr(value, "__dict__") and not isinstance(value, (int, float, str, bool)):  # a replayed struct
        return {k: plain(v) for k, v in vars(value).items()}
    return value


class _Handle:
    """A GPU handle handed to the reader: its index, and the binding's own handle."""

    def __init__(self, index: int, real: object) -> None:
        self.index, self.real = index, real

    def __str__(self) -> str:
        return f"gpu{self.index}"


class Recorder:
    """A pynvml stand-in that passes every call to the real binding and keeps the answers."""

    def __init__(self, nvml: Any) -> None:  # noqa: ANN401 - pynvml or a FakeNvml
        """Wrap a binding."""
        self._nvml = nvml
        self.NVMLError = nvml.NVMLError
        self.system: dict[str, Any] = {}
        self.gpus: dict[int, dict[str, Any]] = {}
        self.count = 0
        self.init_error: int | None = None

    def nvmlInit(self) -> None:  # noqa: N802 - NVML's names
        """Start the binding; its failure is recorded."""
        try:
            self._nvml.nvmlInit()
        except self.NVMLError as exc:
            self.init_error = exc.value
            raise

    def nvmlShutdown(self) -> None:  # noqa: N802
        """Stop the binding."""
        self._nvml.nvmlShutdown()

    def nvmlDeviceGetCount(self) -> int:  # noqa: N802
        """The GPU count (a replay takes it from the number of GPUs recorded)."""
        self.count = int(self._nvml.nvmlDeviceGetCount())
        return self.count

    def nvmlDeviceGetHandleByIndex(self, index: int) -> _Handle:  # noqa: N802
        """A handle, or the recorded error that took the GPU's place."""
        try:
            real = self._nvml.nvmlDeviceGetHandleByIndex(index)
        except self.NVMLError as exc:
            self.gpus[index] = {"error": exc.value}
            raise
        self.gpus.setdefault(index, {})
        return _Handle(index, real)

    def _call(self, answers: dict[str, Any], name: str, first: tuple[object, ...], args: Sequence[object]) -> Any:  # noqa: ANN401
        """Call the binding with real handles; key the answer (or the error's code) by the arguments."""
        key = nvml_key(name, args)
        real = [a.real if isinstance(a, _Handle) else a for a in args]
        try:
            value = getattr(self._nvml, name)(*first, *real)
        except self.NVMLError as exc:
            answers[key] = {"error": exc.value}
            raise
        answers[key] = plain(value)
        return value

    def __getattr__(self, name: str) -> Any:  # noqa: ANN401 - any pynvml function or constant
        """nvmlSystem* and nvmlDevice* calls are recorded; constants come from the binding."""
        target = getattr(self._nvml, name)
        if name.startswith("nvmlSystem"):
            return lambda *args: self._call(self.system, name, (), args)
        if name.startswith("nvmlDevice"):
            return lambda handle, *args: self._call(self.gpus[handle.index], name, (handle.real,), args)
        return target

    def recording(self, note: str) -> dict[str, Any]:
        """The answers in FakeNvml's format."""
        return {"_note": note, "system": self.system, "gpus": [self.gpus.get(i, {}) for i in range(self.count)],
                "init_error": self.init_error}


def record(nvml: Any, note: str) -> dict[str, Any]:  # noqa: ANN401 - pynvml or a FakeNvml
    """Run envcheck's NVML reader through a Recorder and return what it recorded."""
    recorder = Recorder(nvml)
    read_nvml(recorder)
    return recorder.recording(note)


def main(argv: Sequence[str] | None = None, *, binding: Callable[[], Any] | None = None) -> int:
    """Write the recording; 0 when NVML answered, 1 when nvmlInit failed (the failure is recorded)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--note", default="", help="where and how it was recorded (kept in _note)")
    parser.add_argument("--replay", type=Path, help="record a FakeNvml recording instead of the driver")
    args = parser.parse_args(argv)
    if args.replay:
        nvml = FakeNvml.load(args.replay)
    elif binding:
        nvml = binding()
    else:
        import pynvml  # noqa: PLC0415 - only where a driver is recorded

        nvml = pynvml
    when = dt.datetime.now(tz=dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    note = f"recorded by tools/record_nvml.py on {platform.node()} ({when})" + (f": {args.note}" if args.note else "")
    data = record(nvml, note)
    args.out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 1 if data["init_error"] is not None else 0


if __name__ == "__main__":
    sys.exit(main())
