"""collect(system) -> Facts: every collector, none of which imports TensorFlow."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
from typing import TYPE_CHECKING, Any

from envcheck import __version__
from envcheck.collect.conda import collect_conda, conda_prefix
from envcheck.collect.cuda import collect_cuda
from envcheck.collect.driver import collect_driver
from envcheck.collect.environment import collect_environment
from envcheck.collect.node import collect_node
from envcheck.collect.packages import collect_packages
from envcheck.collect.platform import collect_platform
from envcheck.collect.probe import finish_probe, skipped_probe, start_probe
from envcheck.collect.tfbuild import collect_tensorflow
from envcheck.collect.wsl import collect_wsl
from envcheck.errors import TargetPythonError
from envcheck.facts import Facts, PythonFacts
from envcheck.sanitize import Redactor, map_strings
from envcheck.tables import Tables, load_tables

if TYPE_CHECKING:
    from collections.abc import Callable

    from envcheck.system import System

__all__ = ["PROBE_PENDING", "collect", "interpreter", "python_facts"]

# The probe's `skipped` while it still runs, in the facts `collect` hands to ``static_done``.
PROBE_PENDING = "still running"


def python_facts(raw: dict[str, Any]) -> PythonFacts:
    """Turn the interpreter's self-description (collect/_interp.py) into facts."""

    def strings(key: str) -> tuple[str, ...]:
        value = raw.get(key)
        return tuple(str(v) for v in value) if isinstance(value, list) else ()

    prefix, base = str(raw.get("prefix", "")), str(raw.get("base_prefix", ""))
    return PythonFacts(
        version=str(raw.get("version", "")),
        implementation=str(raw.get("implementation", "")),
        executable=str(raw.get("executable", "")),
        prefix=prefix,
        base_prefix=base,
        virtualenv=bool(prefix and base and prefix != base),
        conda=bool(raw.get("conda")),
        site_packages=strings("site_packages"),
        user_site=str(raw["user_site"]) if raw.get("user_site") else None,
        user_site_enabled=bool(raw.get("user_site_enabled")),
        sys_path=strings("sys_path"),
    )


# Where an environment folder keeps its interpreter: virtualenv and conda on POSIX, conda and venv on Windows.
_INTERPRETERS = ("bin/python3", "bin/python", "python.exe", "Scripts/python.exe")


def interpreter(system: System, python: str | None) -> str | None:
    """The interpreter ``--python`` names: itself, or the one inside a virtualenv or conda env folder."""
    if python is None or not system.is_dir(python):
        return python
    found = next((os.path.join(python, p) for p in _INTERPRETERS if system.is_file(os.path.join(python, p))), None)
    if found is None:
        msg = f"{python} is a folder with no bin/python or python.exe: not a virtualenv or conda environment"
        raise TargetPythonError(msg)
    return found


def collect(system: System, *, python: str | None = None, tables: Tables | None = None,
            probe_timeout: float | None = None, static_done: Callable[[Facts], None] | None = None) -> Facts:
    """Gather every fact about this machine and the target Python environment.

    With ``probe_timeout`` TensorFlow is also imported for real, in a child process that runs
    while the static collectors work. Raises TargetPythonError only when ``python`` names an
    interpreter that cannot be run; everything else wrong with the machine becomes data.
    ``static_done`` is called with every fact but the probe's (still running) once they are in.
    """
    tables = tables or load_tables()
    python = interpreter(system, python)
    interp = python_facts(system.describe_python(python))
    packages = collect_packages(system, interp, every_file=probe_timeout is not None)
    running = None
    if probe_timeout is None:
        probe = skipped_probe("static checks only (--quick)")
    elif packages.tensorflow_import_dir is None:
        probe = skipped_probe("TensorFlow is not installed")
    else:
        running = start_probe(system, python or interp.executable)
    tensorflow = collect_tensorflow(system, packages)
    platform = collect_platform(system)
    cuda = collect_cuda(system, interp, tensorflow, tables)
    driver = collect_driver(system)
    environment = collect_environment(system)
    facts = Facts(
        envcheck_version=__version__,
        collected_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        python=interp,
        packages=packages,
        tensorflow=tensorflow,
        probe=probe if running is None else skipped_probe(PROBE_PENDING),
        platform=platform,
        cuda=cuda,
        driver=driver,
        environment=environment,
        node=collect_node(system),
        wsl=collect_wsl(system) if platform.wsl else None,
        conda=collect_conda(system, prefix) if (prefix := conda_prefix(system, interp)) else None,
    )
    # Once, here: a credential in LD_LIBRARY_PATH, a path or the probe's output must not reach any output.
    redact = Redactor(system.environ)
    facts = map_strings(facts, redact)
    if static_done is not None:
        static_done(facts)
    if running is not None and probe_timeout is not None:
        facts = dataclasses.replace(facts, probe=map_strings(finish_probe(running, probe_timeout), redact))
    return facts
