"""The one seam between envcheck and the machine.

Collectors read files, run commands, load libraries and ask the target Python
only through a `System`. `LocalSystem` is the real machine; tests pass
`envcheck.testing.FakeSystem`, which serves a fake file tree and canned outputs.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import platform
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from envcheck._frozen import Frozen
from envcheck.errors import TargetPythonError
from envcheck.sanitize import Redactor, loads

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence


NVML_REPLAY = "ENVCHECK_NVML_REPLAY"  # a recording (tools/record_nvml.py) NVML answers from, not the driver
_INTERP_SCRIPT = Path(__file__).with_name("collect") / "_interp.py"
# How long `--python PATH` may take to describe itself (a cold conda Python can be slow).
_INTERP_TIMEOUT_S = 20.0
# The most envcheck reads of one file unless a collector says otherwise (METADATA with a long
# description is ~1 MB; /proc and /sys files are small): never a whole /dev/zero.
MAX_READ = 16 << 20
_CHUNK = 64 << 10  # how much of a file whose size fstat does not give is read at a time
# How long children get to act on a forwarded Ctrl-C or SIGTERM before their group is killed.
_GRACE_S = 2.0
# Children started by `System.start` still running, by pid (each leads its own process group).
_LIVE: dict[int, subprocess.Popen[str]] = {}


class Terminated(BaseException):
    """SIGTERM arrived (raised by the handler `envcheck.cli.main` installs)."""


def read_regular(path: str, limit: int = MAX_READ) -> bytes:
    """Read a regular file of at most ``limit`` bytes; a FIFO, a device or a larger file is an OSError.

    Opening does not block (O_NONBLOCK), so a FIFO with no writer is refused instead of waited for.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        # Read what fstat says is there, so that a small file costs no ``limit``-sized buffer; a file
        # that has grown since (or a /proc file, which says 0 bytes) is read on, up to the limit.
        data = handle.read(min(info.st_size, limit) + 1)
        while len(data) > info.st_size and len(data) <= limit:
            # In small reads: a /proc/sys file refuses one read of `limit` bytes (ENOMEM).
            more = handle.read(min(_CHUNK, limit + 1 - len(data)))
            if not more:
                break
            data += more
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit >> 10} KiB", path)
    return data


def read_regular_at(path: str, offset: int, size: int) -> bytes:
    """Read up to ``size`` bytes of a regular file from ``offset`` (a part of a file too large to read whole)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        handle.seek(offset)
        return handle.read(size)


def stop_children(sig: int = signal.SIGTERM, grace: float = _GRACE_S) -> None:
    """Forward ``sig`` to every running child's process group, wait up to ``grace`` s, then kill the groups."""
    procs = list(_LIVE.values())
    for proc in procs:
        _signal_group(proc, sig)
    deadline = time.monotonic() + grace
    for proc in procs:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(max(0.0, deadline - time.monotonic()))
    for proc in procs:  # the leader may be gone while what it started lives on
        _signal_group(proc, signal.SIGKILL if sys.platform != "win32" else signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(1.0)
        _LIVE.pop(proc.pid, None)


def _signal_group(proc: subprocess.Popen[str], sig: int) -> None:
    with contextlib.suppress(OSError):
        if sys.platform == "win32":
            proc.kill()
        else:
            os.killpg(proc.pid, sig)


class CommandResult(Frozen):
    """What a command did.

    ``returncode`` is None when it never ran or was killed for a timeout, and negative (-signal)
    when a signal ended it.
    """

    returncode: int | None
    stdout: str = ""
    stderr: str = ""
    error: str | None = None  # "not found", "timed out after 5 s", ...
    timed_out: bool = False
    seconds: float = 0.0  # wall time from start to end

    @property
    def ok(self) -> bool:
        """True when the command ran and exited 0."""
        return self.returncode == 0


class Process(Protocol):
    """A command started by `System.start`."""

    def wait(self, timeout: float) -> CommandResult:
        """Wait until ``timeout`` seconds after the start at most, then kill it and everything it started."""


class Uname(Frozen):
    """Operating system, kernel release and machine architecture."""

    system: str  # "Linux", "Windows", "Darwin"
    release: str
    machine: str


class System(Protocol):
    """Everything a collector may ask of the machine."""

    @property
    def environ(self) -> Mapping[str, str]:
        """The environment the diagnosed program would run with."""

    def read_text(self, path: str, *, limit: int = MAX_READ) -> str | None:
        """Return a regular file's text, or None if it cannot be read or is over ``limit`` bytes."""

    def read_bytes(self, path: str, *, limit: int = MAX_READ) -> bytes | None:
        """Return a regular file's bytes, or None if it cannot be read or is over ``limit`` bytes."""

    def read_at(self, path: str, offset: int, size: int) -> bytes | None:
        """Return up to ``size`` bytes of a regular file from ``offset``, or None if it cannot be read."""

    def list_dir(self, path: str) -> tuple[str, ...]:
        """Return the sorted entry names of a folder, or () if it cannot be listed."""

    def is_file(self, path: str) -> bool:
        """Whether a regular file (or a link to one) exists at path."""

    def file_size(self, path: str) -> int | None:
        """The size in bytes of the file at path (links followed), or None when there is none."""

    def is_dir(self, path: str) -> bool:
        """Whether a folder exists at path."""

    def realpath(self, path: str) -> str:
        """Resolve symbolic links."""

    def run(self, argv: Sequence[str], *, timeout: float) -> CommandResult:
        """Run a command; never raises and never waits past ``timeout`` (plus a grace second)."""

    def start(self, argv: Sequence[str], *, env: Mapping[str, str] | None = None) -> Process:
        """Start a command in its own process group, to be waited for later."""

    def uname(self) -> Uname:
        """Describe the operating system."""

    def glibc(self) -> str | None:
        """Return the C library version ("2.36"), or None if not glibc."""

    def describe_python(self, executable: str | None) -> dict[str, Any]:
        """Describe an interpreter (None: the one running envcheck); see collect/_interp.py."""

    def load_library(self, name: str) -> Any:  # noqa: ANN401 - a ctypes.CDLL or a test double
        """Load a shared library by name; raise OSError when it cannot be loaded."""

    def nvml(self) -> Any:  # noqa: ANN401 - the pynvml module or a test double
        """Return the NVML binding; raise ImportError when nvidia-ml-py is not installed."""


class _Failed:
    """A command that could not even start."""

    def __init__(self, result: CommandResult) -> None:
        self.result = result

    def wait(self, timeout: float) -> CommandResult:  # noqa: ARG002 - nothing to wait for
        """The start-up failure."""
        return self.result


class _LocalProcess:
    """A running child process."""

    def __init__(self, proc: subprocess.Popen[str], name: str, redact: Redactor) -> None:
        self.proc, self.name, self.started, self.redact = proc, name, time.monotonic(), redact
        _LIVE[proc.pid] = proc

    def wait(self, timeout: float) -> CommandResult:
        """Wait, kill the whole group on timeout or interruption, never block on a child stuck in the kernel."""
        remaining = max(0.0, timeout - (time.monotonic() - self.started))
        try:
            out, err = self.proc.communicate(timeout=remaining)
        except subprocess.TimeoutExpired:
            _signal_group(self.proc, signal.SIGKILL if sys.platform != "win32" else signal.SIGTERM)
            try:  # nvidia-smi can sit in uninterruptible sleep: do not wait for it forever
                out, err = self.proc.communicate(timeout=1.0)
            except subprocess.TimeoutExpired:
                out, err = "", ""
            return CommandResult(None, self.redact(out or ""), self.redact(err or ""),
                                 error=f"{self.name} timed out after {timeout:g} s",
                                 timed_out=True, seconds=time.monotonic() - self.started)
        except BaseException as exc:  # Ctrl-C or SIGTERM while waiting: the child's group goes too
            stop_children(signal.SIGTERM if isinstance(exc, Terminated) else signal.SIGINT)
            raise
        finally:
            if self.proc.returncode is not None:
                _LIVE.pop(self.proc.pid, None)
        # What a child prints may quote the environment: redact it before it becomes facts.
        return CommandResult(self.proc.returncode, self.redact(out), self.redact(err),
                             seconds=time.monotonic() - self.started)


class LocalSystem:
    """The real machine (optionally with another environment for the commands it runs)."""

    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        """Use ``environ`` instead of this process's environment (tests, `envcheck run`)."""
        self._environ = environ

    @property
    def environ(self) -> Mapping[str, str]:
        """The environment the diagnosed program would run with."""
        return os.environ if self._environ is None else self._environ

    def read_text(self, path: str, *, limit: int = MAX_READ) -> str | None:
        """Return a regular file's text, or None if it cannot be read or is over ``limit`` bytes."""
        data = self.read_bytes(path, limit=limit)
        return None if data is None else data.decode("utf-8", "replace")

    def read_bytes(self, path: str, *, limit: int = MAX_READ) -> bytes | None:
        """Return a regular file's bytes, or None if it cannot be read or is over ``limit`` bytes."""
        try:
            return read_regular(path, limit)
        except (OSError, ValueError):  # ValueError: a NUL in the path
            return None

    def read_at(self, path: str, offset: int, size: int) -> bytes | None:
        """Return up to ``size`` bytes of a regular file from ``offset``, or None if it cannot be read."""
        try:
            return read_regular_at(path, offset, size)
        except (OSError, ValueError, OverflowError):  # OverflowError: an offset past what seek takes
            return None

    def list_dir(self, path: str) -> tuple[str, ...]:
        """Return the sorted entry names of a folder, or () if it cannot be listed."""
        try:
            return tuple(sorted(os.listdir(path)))
        except OSError:
            return ()

    def is_file(self, path: str) -> bool:
        """Whether a regular file (or a link to one) exists at path."""
        return os.path.isfile(path)

    def file_size(self, path: str) -> int | None:
        """The size in bytes of the file at path (links followed), or None when there is none."""
        try:
            return os.stat(path).st_size
        except OSError:
            return None

    def is_dir(self, path: str) -> bool:
        """Whether a folder exists at path."""
        return os.path.isdir(path)

    def realpath(self, path: str) -> str:
        """Resolve symbolic links."""
        return os.path.realpath(path)

    def run(self, argv: Sequence[str], *, timeout: float) -> CommandResult:
        """Run a command with a hard timeout."""
        return self.start(argv).wait(timeout)

    def start(self, argv: Sequence[str], *, env: Mapping[str, str] | None = None) -> Process:
        """Start a command in its own session, so that a timeout can kill all it started."""
        environ = dict(env if env is not None else self.environ)
        try:
            proc = subprocess.Popen(  # noqa: S603 - argv comes from envcheck, never from a shell
                list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                text=True, errors="replace", env=environ, start_new_session=sys.platform != "win32",
            )
        except (OSError, ValueError) as exc:  # ValueError: a NUL in an argument or the environment
            return _Failed(CommandResult(None, error=f"{argv[0]}: {getattr(exc, 'strerror', None) or exc}"))
        return _LocalProcess(proc, argv[0], Redactor(environ))

    def uname(self) -> Uname:
        """Describe the operating system."""
        return Uname(platform.system(), platform.release(), platform.machine())

    def glibc(self) -> str | None:
        """Return the C library version, or None if not glibc."""
        try:
            text = os.confstr("CS_GNU_LIBC_VERSION") or ""
        except (AttributeError, OSError, ValueError):
            return None
        parts = text.split()
        return parts[1] if len(parts) == 2 and parts[0] == "glibc" else None  # noqa: PLR2004

    def describe_python(self, executable: str | None) -> dict[str, Any]:
        """Describe an interpreter; another one runs the stdlib-only script in a subprocess."""
        if executable is None:
            from envcheck.collect import _interp  # noqa: PLC0415 - only this branch needs it

            return _interp.describe()
        result = self.run([executable, str(_INTERP_SCRIPT)], timeout=_INTERP_TIMEOUT_S)
        if not result.ok:
            why = result.error or (result.stderr.strip().splitlines() or [f"exit code {result.returncode}"])[-1]
            msg = f"cannot run {executable}: {why}"
            raise TargetPythonError(msg)
        mark = "__ENVCHECK_INTERP__ "  # collect/_interp.py's MARK (that file is not imported here)
        line = next((l for l in reversed(result.stdout.splitlines()) if l.startswith(mark)), "")  # noqa: E741
        try:
            data = loads(line[len(mark):])
        except ValueError as exc:
            msg = f"{executable} did not answer with a description: {exc}"
            raise TargetPythonError(msg) from None
        if not isinstance(data, dict):
            msg = f"{executable} did not answer with a description"
            raise TargetPythonError(msg)
        return data

    def load_library(self, name: str) -> Any:  # noqa: ANN401 - ctypes handle
        """Load a shared library by name; raise OSError when it cannot be loaded."""
        if sys.platform == "win32":
            return ctypes.WinDLL(name)  # type: ignore[attr-defined,unused-ignore]
        return ctypes.CDLL(name)

    def nvml(self) -> Any:  # noqa: ANN401 - module
        """Import the NVML binding lazily (it costs ~40 ms), or replay ENVCHECK_NVML_REPLAY's recording."""
        replay = os.environ.get(NVML_REPLAY)
        if replay:  # a recording from tools/record_nvml.py, e.g. a user's machine reproduced here
            from envcheck.testing import FakeNvml  # noqa: PLC0415 - only when replaying

            return FakeNvml.load(replay)
        import pynvml  # noqa: PLC0415 - optional at run time, slow to import

        return pynvml
