"""A conda environment's own CUDA, cuDNN and TensorFlow packages, from conda-meta/*.json.

conda records every installed package in ``<prefix>/conda-meta/<name>-<version>-<build>.json``
(name, version, build, channel and the files it installed). Only the records of the packages
that matter to TensorFlow are read.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from envcheck.collect.environment import redact
from envcheck.facts import CondaFacts, CondaPackage, EnvVar
from envcheck.sanitize import loads

if TYPE_CHECKING:
    from envcheck.facts import PythonFacts
    from envcheck.system import System

__all__ = ["collect_conda", "conda_prefix"]

# cudatoolkit (CUDA <= 11, one package), cuda-* and libcu* (CUDA 12 split packages), cudnn, nccl, TensorFlow.
_WATCHED = re.compile(r"cudatoolkit|cudnn|nccl|cuda-[\w-]+|libcu\w+|libnvjitlink|tensorflow(-[\w-]+)?")
_LIBRARY = re.compile(r"lib/lib[\w.+-]*\.so(\.\d+)*")


def conda_prefix(system: System, python: PythonFacts) -> str | None:
    """The conda environment of the diagnosed Python, else the activated one."""
    if python.conda and python.prefix:
        return python.prefix
    return system.environ.get("CONDA_PREFIX") or None


def _package(data: dict[str, object]) -> CondaPackage | None:
    name, version = data.get("name"), data.get("version")
    if not isinstance(name, str) or not isinstance(version, str):
        return None
    files = data.get("files")
    channel = str(data.get("channel") or "")
    return CondaPackage(
        name=name, version=version, build=str(data.get("build") or ""),
        channel=channel.rstrip("/").split("/")[-2] if "/" in channel else channel,  # .../conda-forge/linux-64
        libraries=tuple(f for f in files if isinstance(f, str) and _LIBRARY.fullmatch(f))
        if isinstance(files, list) else (),
    )


def collect_conda(system: System, prefix: str) -> CondaFacts:
    """Read the watched packages' conda-meta records, the environment's variables and activation scripts."""
    meta = os.path.join(prefix, "conda-meta")
    entries = system.list_dir(meta)
    if not entries:
        return CondaFacts(prefix=prefix, error=f"{meta} cannot be listed")
    packages = []
    for entry in entries:
        if not entry.endswith(".json") or not _WATCHED.fullmatch(entry.removesuffix(".json").rsplit("-", 2)[0]):
            continue
        try:
            data = loads(system.read_text(os.path.join(meta, entry)) or "")
        except ValueError:
            continue
        package = _package(data) if isinstance(data, dict) else None
        if package is not None:
            packages.append(package)
    try:
        state = loads(system.read_text(os.path.join(meta, "state")) or "{}")
    except ValueError:
        state = {}
    variables = state.get("env_vars") if isinstance(state, dict) else None
    activate = os.path.join(prefix, "etc", "conda", "activate.d")
    scripts = tuple(os.path.join(activate, n) for n in system.list_dir(activate)
                    if "LD_LIBRARY_PATH" in (system.read_text(os.path.join(activate, n)) or ""))
    return CondaFacts(
        prefix=prefix,
        packages=tuple(sorted(packages, key=lambda p: p.name)),
        # Set for this environment alone, so not in the environ the report's redaction knows: hidden by name here.
        env_vars=tuple(EnvVar(name=str(k), value=value, redacted=hidden)
                       for k, (value, hidden) in ((k, redact(str(k), str(v))) for k, v in variables.items()))
        if isinstance(variables, dict) else (),
        activate_scripts=scripts,
    )
