"""collect(system) -> Facts: every collector, none of which imports TensorFlow."""

from __future__ import annotations

import datetime as dt
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
from envcheck.facts import Facts, PythonFacts
from envcheck.tables import Tables, load_tables

if TYPE_CHECKING:
    from envcheck.system import System

__all__ = ["collect", "python_facts"]


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


def collect(system: System, *, python: str | None = None, tables: Tables | None = None,
            probe_timeout: float | None = None) -> Facts:
    """Gather every fact about this machine and the target Python environment.

    With ``probe_timeout`` TensorFlow is also imported for real, in a child process that runs
    while the static collectors work. Raises TargetPythonError only when ``python`` names an
    interpreter that cannot be run; everything else wrong with the machine becomes data.
    """
    tables = tables or load_tables()
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
    if running is not None and probe_timeout is not None:
        probe = finish_probe(running, probe_timeout)
    return Facts(
        envcheck_version=__version__,
        collected_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        python=interp,
        packages=packages,
        tensorflow=tensorflow,
        probe=probe,
        platform=platform,
        cuda=cuda,
        driver=driver,
        environment=environment,
        node=collect_node(system),
        wsl=collect_wsl(system) if platform.wsl else None,
        conda=collect_conda(system, prefix) if (prefix := conda_prefix(system, interp)) else None,
    )
