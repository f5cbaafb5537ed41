"""How a command line ends: usage errors in one line, signals passed on to the children, no traceback."""

from __future__ import annotations

import atexit
import copy
import gc
import os
import signal
import sys
import threading
from typing import TYPE_CHECKING, NoReturn, cast

import typer

from envcheck import _COMMAND
from envcheck.commands.common import INTERNAL, OK, USAGE, error_line
from envcheck.system import Terminated, stop_children

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

__all__ = ["INTERRUPTED", "TERMINATED", "exit_with", "run_app"]

INTERRUPTED, TERMINATED = 128 + signal.SIGINT, 128 + signal.SIGTERM  # what a shell reports: 130, 143

_SIGNALLED: list[int] = []  # the signals that asked envcheck to stop

# The usage error typer raises (its BadParameter's base class, in every typer release).
_UsageError = cast("type[Exception]", typer.BadParameter.__mro__[1])


def _terminate(signum: int, _frame: object) -> None:
    _SIGNALLED.append(signum)
    raise Terminated


def _interrupt(signum: int, _frame: object) -> None:
    _SIGNALLED.append(signum)
    raise KeyboardInterrupt


def _stop(sig: int, what: str) -> None:
    """Stop every child's process group (the signal, a grace period, SIGKILL) and say so in one line."""
    stop_children(sig)
    error_line(f"envcheck: {what}")


def _usage_line(exc: Exception) -> str:
    """A usage error in one line: what is wrong, and where the help is."""
    context = getattr(exc, "ctx", None)
    where = context.command_path if context is not None else "envcheck"
    return f"{where}: error: {exc.format_message()} (see {where} --help)"  # type: ignore[attr-defined]


def _invoked(app: typer.Typer, args: Sequence[str]) -> typer.Typer:
    """The app with only the command that ``args`` starts with, else (help, completion, a typo) all of them.

    typer builds every command's click command, options and help before it parses one: only the one
    that runs is built (~4 ms of `doctor --quick`, benchmarks/doctor_speed.py).
    """
    name = args[0] if args else ""
    commands = [c for c in app.registered_commands
                if str(c.name or getattr(c.callback, "__name__", "")).lower().replace("_", "-") == name]
    groups = [g for g in app.registered_groups if g.name == name]
    if not commands and not groups:
        return app
    only = copy.copy(app)
    only.registered_commands, only.registered_groups = commands, groups
    return only


def _handle_signals() -> dict[int, Any]:
    """SIGTERM, and Ctrl-C unless the shell started envcheck with it ignored, stop the children first.

    Returns the handlers replaced, which run_app puts back when it returns (a caller in-process keeps its own).
    """
    if threading.current_thread() is not threading.main_thread():
        return {}
    replaced: dict[int, Any] = {signal.SIGTERM: signal.signal(signal.SIGTERM, _terminate)}
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        replaced[signal.SIGINT] = signal.signal(signal.SIGINT, _interrupt)
    return replaced


def run_app(app: typer.Typer) -> int:
    """Run the typer app and return the exit code, every error reported in one line on stderr.

    Ctrl-C and SIGTERM reach envcheck's children too (they run in sessions of their own): each
    child's process group gets the signal, then, after a short grace, SIGKILL; the code is 130 / 143.
    """
    if _COMMAND:  # what was imported since envcheck froze its own modules (typer, the command line)
        gc.freeze()
    replaced = _handle_signals()
    try:
        return _run(app)
    finally:
        for signum, handler in replaced.items():
            signal.signal(signum, handler)


def _run(app: typer.Typer) -> int:
    """run_app's body, with envcheck's signal handlers in place."""
    try:
        code: Any = _invoked(app, sys.argv[1:])(prog_name="envcheck", standalone_mode=False)
    except _UsageError as exc:
        error_line(_usage_line(exc))
        return USAGE
    except (KeyboardInterrupt, typer.Abort):  # typer turns Ctrl-C into Abort outside standalone mode
        _stop(signal.SIGINT, "interrupted")
        return INTERRUPTED
    except Terminated:
        _stop(signal.SIGTERM, "terminated")
        return TERMINATED
    except Exception as exc:  # noqa: BLE001 - last resort: a bug must still end in one line
        stop_children()
        error_line(f"envcheck: internal error: {type(exc).__name__}: {exc} (please report this)")
        return INTERNAL
    if code == INTERRUPTED and signal.SIGINT in _SIGNALLED:  # typer turns Ctrl-C into exit code 130 itself
        _stop(signal.SIGINT, "interrupted")
    return code if isinstance(code, int) else OK


def exit_with(code: int) -> NoReturn:
    """End the command: at once when nothing is left to run at exit, else through ``sys.exit``.

    The `envcheck` process has printed its answer: tearing its modules down, one object at a time,
    would only cost CPU (~3 ms of `doctor --quick`). Where an atexit handler or another thread is
    there to finish, or the output cannot be flushed, Python exits as usual; a program that calls
    envcheck's main() gets SystemExit.
    """
    if _COMMAND and threading.active_count() == 1 and not atexit._ncallbacks():  # noqa: SLF001
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):  # a closed pipe or stream: Python's own exit reports it, as before
            pass
        else:
            os._exit(code)
    sys.exit(code)
