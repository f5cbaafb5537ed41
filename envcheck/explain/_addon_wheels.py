"""No wheel of an add-on found by pip, read against the Pythons and platforms of its releases' wheels.

compat_tables/addon_wheels.json lists, per release of tensorflow-text, -io, -addons, TF-DF, tflite-runtime, ...,
the CPython versions PyPI has its wheels for on each platform. With the paste's Python and platform that decides
whether any release fits (none: the Python or the OS is the cause, and which one that has wheels), or whether the
pinned release lacks what later ones have.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.explain._paste import _Paste, _pythons, _Resolved
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from envcheck.tables import AddonWheels
    from envcheck.tflog import LogEvent

# what a platform is called in a sentence
_PLATFORM_NAMES = {"linux": "Linux x86_64", "linux_aarch64": "Linux ARM (aarch64)", "windows": "Windows",
                   "macos_x86_64": "an Intel Mac", "macos_arm64": "an Apple-silicon Mac (arm64)"}
# a project renamed, its successor and what code changes: TensorFlow Lite is LiteRT ("replace the PIP package from
# tflite-runtime to ai-edge-litert", https://ai.google.dev/edge/litert/migration)
_SUCCESSORS = {"tflite-runtime": ("ai-edge-litert", "`from ai_edge_litert.interpreter import Interpreter`")}
# TensorFlow's own builds in the table (TF Lite, LiteRT, Apple's Metal plugin): a missing wheel of them is TensorFlow's
TENSORFLOW_BUILDS = frozenset({"tflite-runtime", "tflite-support", "tensorflow-metal", "ai-edge-litert"})


def _platform(paste: _Paste) -> str | None:
    """The wheel platform of the machine the paste is from; None when it does not say, or it is none of the table's.

    Docker on an Apple-silicon Mac runs Linux arm64; Linux words beside a Mac's leave the machine open, and so does
    a Mac of either chip; a 32-bit ARM board (armv7l) has none of the table's platforms, and an ARM board not said
    to be 64-bit (a Raspberry Pi) may be either.
    """
    flags = paste.ctx.flags
    if paste.ctx.windows or "armv7_said" in flags:
        return "windows" if paste.ctx.windows else None
    if {"docker", "apple_silicon"} <= flags or ({"arm_linux", "aarch64_said"} <= flags
                                                and not {"macos", "apple_silicon"} & flags):
        return "linux_aarch64"
    linux = flags & {"linux", "wsl", "colab", "docker", "arm_linux"}
    if {"apple_silicon", "intel_mac", "macos"} & flags:
        mac = "macos_arm64" if "apple_silicon" in flags else "macos_x86_64" if "intel_mac" in flags else None
        return None if linux else mac
    return "linux" if linux and "arm_linux" not in flags else None


def _python(paste: _Paste) -> str | None:
    """The paste's Python as its wheels name it ("3.10" of "3.10.12"); None where it does not say."""
    return ".".join((paste.ctx.python or "").split(".")[:2]) or None


def _pinned(rows: tuple[AddonWheels, ...], event: LogEvent) -> AddonWheels | None:
    """The release a requirement pins: `==2.10` is 2.10.0 (PEP 440 pads it), `==2.10.*` the newest 2.10.x.

    None for no pin, a range (`~=`, `>=`), or a release the table lacks.
    """
    requirement, key = event.get("requirement") or "", version_tuple(event.get("wanted"))
    if not key or "==" not in requirement:
        return None
    if requirement.rstrip().endswith(".*"):
        return next((r for r in reversed(rows) if version_tuple(r.version)[:len(key)] == key), None)
    padded = key + (0,) * (3 - len(key))
    return next((r for r in rows if version_tuple(r.version) + (0,) * (3 - len(version_tuple(r.version))) == padded),
                None)


def _offered(event: LogEvent, paste: _Paste) -> str:
    """What pip's "(from versions: ...)" offered for the add-on: "none", "some", or "" where it is not shown."""
    said = [(e.get("versions") or "").strip().lower() for e in (event, *paste.events.get(event.kind, ()))
            if e.get("package") == event.get("package") and e.get("versions") is not None]
    return "" if not said else "none" if all(v in ("", "none") for v in said) else "some"


def _named(pythons: tuple[str, ...] | list[str]) -> str:
    """Pythons in words: each named when few ("3.9, 3.10 or 3.11"), else their span ("2.7-3.11")."""
    return _pythons(pythons) if len(pythons) <= _FEW else f"{pythons[0]}-{pythons[-1]}"


_FEW = 4


def _all_pythons(rows: tuple[AddonWheels, ...], platform: str | None) -> tuple[str, ...]:
    """The Pythons any of the releases has a wheel for on the platform, or on any platform (None), oldest first."""
    where = [platform] if platform else list(_PLATFORM_NAMES)
    return tuple(sorted({v for r in rows for p in where for v in r.pythons(p)}, key=version_tuple))


def addon_pythons(dist: str, paste: _Paste) -> tuple[tuple[str, ...], str]:
    """The Pythons a release of the add-on has wheels for on the paste's platform (any, where it does not say).

    With them in words ("3.9, 3.10 or 3.11", "2.7-3.13"); empty where the table lacks the add-on.
    """
    pythons = _all_pythons(paste.tables.addon_wheels(dist), _platform(paste))
    return pythons, _named(pythons) if pythons else ""


def addon_wheel_answer(dist: str, event: LogEvent | None, paste: _Paste) -> _Resolved | None:
    """Pip found no wheel of an add-on: decided where its releases' wheels exclude this Python or platform.

    None where the table lacks the add-on, or where a release it lists fits this Python and platform (then a
    32-bit Python, an old pip or another requirement decides, not the wheels). A project renamed (tflite-runtime,
    now ai-edge-litert) has its successor offered where that has a wheel for the platform (with the Pythons of its
    newest release where this Python has none).
    """
    found = _answer(dist, event, paste)
    successor = _SUCCESSORS.get(dist)
    if found is None or successor is None or "armv7_said" in paste.ctx.flags:  # its successor has no 32-bit ARM wheel
        return found
    name, then = successor
    platform, py = _platform(paste), _python(paste)
    rows = paste.tables.addon_wheels(name)
    fits = [r for r in rows if platform is None or r.pythons(platform)]
    newest = _all_pythons(tuple(fits[-1:]), platform)
    if not newest:
        return found
    cause, level, meaning, fix = found
    with_python = f" with Python {_named(newest)}" if py and py not in newest else ""  # its newest release's Pythons
    return cause, level, meaning, f"{fix}; or its successor {name}{with_python} (`pip install {name}`, then {then})"


def _answer(dist: str, event: LogEvent | None, paste: _Paste) -> _Resolved | None:
    """The wheels' answer for the add-on, before any successor is offered (no event: no release pinned or listed)."""
    rows = paste.tables.addon_wheels(dist)
    if not rows:
        return None
    py, platform, pin = _python(paste), _platform(paste), _pinned(rows, event) if event else None
    cause = "python_unsupported" if dist in TENSORFLOW_BUILDS else "dependency_conflict"
    if event and py is None and pin is not None and (deduced := _python_listed(rows, event, pin, platform)):
        return _listed_python(dist, pin, deduced, cause, _offered_span(rows, event))
    if platform is None:
        return _any_platform(dist, rows, py, cause)
    pythons, offered = _all_pythons(rows, platform), _offered(event, paste) if event else ""
    if offered == "none" and py in pythons:  # pip saw no file fit at all where some do: a 32-bit Python, ARM, ...
        return None
    if not pythons or (pin is not None and not pin.pythons(platform)):
        return _no_platform_wheel(dist, rows, platform, pin, cause)
    return _python_answer(dist, rows, (platform, py), pin, cause, listed=offered == "some")


def _no_platform_wheel(dist: str, rows: tuple[AddonWheels, ...], platform: str, pin: AddonWheels | None,
                       cause: str) -> _Resolved:
    """No release has a wheel for the platform, or the pinned one has none."""
    where, pythons = _PLATFORM_NAMES[platform], _all_pythons(rows, platform)
    if not pythons or pin is None:
        has = [p for p in _PLATFORM_NAMES if _all_pythons(rows, p)]
        via = " (WSL2 on Windows)" if platform == "windows" and "linux" in has else ""
        return (cause, "error", f"{dist} publishes no wheels for {where}, so pip there finds none, whatever the Python",
                f"use {dist} where its wheels are: {_pythons([_PLATFORM_NAMES[p] for p in has])}{via}")
    return (cause, "error", (f"{dist} {pin.version} has no wheel for {where}: the newest release with one is "
            f"{_last_for(rows, platform).version} (for Python {_named(pythons)} over all its releases)"),
            _use_python(dist, rows, platform))


def _python_answer(dist: str, rows: tuple[AddonWheels, ...], where_py: tuple[str, str | None],
                   pin: AddonWheels | None, cause: str, *, listed: bool) -> _Resolved | None:
    """The platform has wheels: the paste's Python (and the pinned release's wheels) decide.

    `listed`: pip's "(from versions: ...)" names releases, so some have a wheel for this Python here.
    """
    (platform, py), where = where_py, _PLATFORM_NAMES[where_py[0]]
    pythons = _all_pythons(rows, platform)
    if py is None and listed:  # pip lists releases it can install here: this Python has wheels, the pin decides
        return None
    if py is None:
        own = pin.pythons(platform) if pin is not None else pythons
        whose = f"{dist} {pin.version}'s" if pin is not None else f"{dist}'s"
        return (cause, "warning", (f"uncertain: {whose} wheels for {where} are for Python {_named(own)} only, "
                "so a Python outside them is the likely cause (`python --version` where pip runs decides)"),
                f"use Python {own[-1]} for {dist} {pin.version} (a venv or conda environment)" if pin is not None
                else _use_python(dist, rows, platform))
    if pin is not None and py not in pin.pythons(platform):
        return (cause, "error", (f"{dist} {pin.version} has no wheel for Python {py} on {where}: its wheels there are "
                f"for Python {_named(pin.pythons(platform))}"), _use_python(dist, rows, platform, (pin, py)))
    if py in pythons:
        return None
    return (cause, "error", (f"no release of {dist} has a wheel for Python {py} on {where}: its wheels there are for "
            f"Python {_named(pythons)}"), _use_python(dist, rows, platform))


def _python_listed(rows: tuple[AddonWheels, ...], event: LogEvent, pin: AddonWheels,
                   platform: str | None) -> tuple[str, tuple[str, ...]] | None:
    """The one Python (and its platforms) for which the releases pip lists are those with its wheels, pin excluded.

    Pip's "(from versions: ...)" lists the releases with a file for this interpreter and platform: where exactly one
    Python has wheels of each listed release, of no other release up to the newest listed (later ones the paste
    may predate), and none of the pinned one, that is the Python in use. None where no Python or several fit.
    """
    finals = _listed_finals(rows, event)
    if not finals:
        return None
    newest = max(version_tuple(r.version) for r in finals)
    fits: dict[str, list[str]] = {}
    for where in ([platform] if platform else list(_PLATFORM_NAMES)):
        for py in set(_all_pythons(rows, where)) - set(pin.pythons(where)):
            if all((r in finals) == (py in r.pythons(where)) for r in rows if version_tuple(r.version) <= newest):
                fits.setdefault(py, []).append(where)
    return next(((py, tuple(where)) for py, where in fits.items()), None) if len(fits) == 1 else None


def _listed_finals(rows: tuple[AddonWheels, ...], event: LogEvent) -> list[AddonWheels]:
    """The table's releases that pip's "(from versions: ...)" lists, oldest first."""
    listed = {v.strip() for v in (event.get("versions") or "").split(",")}
    return [r for r in rows if r.version in listed]


def _offered_span(rows: tuple[AddonWheels, ...], event: LogEvent) -> str:
    """The final releases pip lists, as a span ("0.21.0 to 0.21.5")."""
    finals = [r.version for r in _listed_finals(rows, event)]
    return finals[0] if len(finals) == 1 else f"{finals[0]} to {finals[-1]}"


def _listed_python(dist: str, pin: AddonWheels, deduced: tuple[str, tuple[str, ...]], cause: str,
                   offered: str) -> _Resolved:
    """The pinned release has no wheel for the Python that pip's list of releases shows in use."""
    py, platforms = deduced
    theirs = sorted({v for p in platforms for v in pin.pythons(p)}, key=version_tuple)
    has = f"its wheels are for Python {_named(theirs)}" if theirs else "it has no wheel there"
    return (cause, "error", (f"{dist} {pin.version} has no wheel for Python {py}, the Python in use: the releases pip "
            f"lists are exactly those with a Python {py} wheel ({_PLATFORM_NAMES[platforms[0]]}"
            f"{' and others' if len(platforms) > 1 else ''}), and {has}"),
            f"pin a release pip lists ({offered}; one made for your TensorFlow)" + (
                f", or use Python {theirs[-1]} for {dist} {pin.version} (a venv or conda)" if theirs else ""))


def _any_platform(dist: str, rows: tuple[AddonWheels, ...], py: str | None, cause: str) -> _Resolved | None:
    """With the platform unknown: decided only where no platform has a wheel for the paste's Python."""
    anywhere = _all_pythons(rows, None)
    if py is None or py in anywhere:
        return None
    return (cause, "error", (f"{dist} has no wheel for Python {py} on any platform: its releases' wheels are for "
            f"Python {_named(anywhere)}"), _use_python(dist, rows, None))


def _last_for(rows: tuple[AddonWheels, ...], platform: str) -> AddonWheels:
    """The newest release with a wheel for the platform (one exists where this is asked)."""
    return next(r for r in reversed(rows) if r.pythons(platform))


def _use_python(dist: str, rows: tuple[AddonWheels, ...], platform: str | None,
                pin_py: tuple[AddonWheels, str] | None = None) -> str:
    """The fix: a Python the newest release has wheels for; for a pin, a Python it has, or the release to move to."""
    if pin_py is not None and platform is not None:
        pin, py = pin_py
        later = next((r for r in rows if version_tuple(r.version) > version_tuple(pin.version)
                      and py in r.pythons(platform)), None)
        move = (f", or {dist} {later.version} or later, the first with Python {py} wheels there (with the TensorFlow "
                "it is made for)") if later else ""
        return f"use Python {pin.pythons(platform)[-1]} for {dist} {pin.version} (a venv or conda environment){move}"
    newest = _last_for(rows, platform) if platform else rows[-1]
    newest_pythons = _all_pythons((newest,), platform)
    return (f"use Python {newest_pythons[-1]} (a venv or conda environment with it; {dist} {newest.version} has wheels "
            f"for Python {_named(newest_pythons)}), then `pip install '{dist}=={newest.version}'`")
