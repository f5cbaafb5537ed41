"""Small pure helpers that several rule families share."""

from __future__ import annotations

import contextlib
import re
import shlex
from typing import TYPE_CHECKING

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from envcheck.collect.packages import TF_FLAVOURS, canonical

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.tables import Release, ReleaseMatch, Tables

# A Windows path PowerShell (the shell of the Windows fixes, as the PATH one) takes unquoted.
_PLAIN_WINDOWS_WORD = re.compile(r"[\w:\\./-]+")
_REQUIREMENT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
# A requirement line with neither extras, a URL nor a marker ("numpy<2.1.0,>=1.26.0", most table rows):
# read without packaging.requirements, whose import (markers, tags, logging) costs ~10 ms.
_PLAIN_REQUIREMENT = re.compile(r"\s*(?P<name>[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*"
                                r"(?P<spec>[<>=!~][^;@\[\]()]*)?")


def release(facts: Facts, tables: Tables) -> ReleaseMatch | None:
    """The compat-table row for the installed TensorFlow."""
    return tables.release(facts.tensorflow.version) if facts.tensorflow.installed else None


def imported(facts: Facts) -> bool:
    """Whether the runtime probe imported TensorFlow (so a predicted import failure did not happen)."""
    return facts.probe.ran and facts.probe.version is not None


def quoted(facts: Facts, word: str) -> str:
    """One word of a fix command, quoted for the diagnosed machine's shell: sh, or PowerShell on Windows."""
    if facts.platform.system != "Windows":
        return shlex.quote(word)
    return word if _PLAIN_WINDOWS_WORD.fullmatch(word) else "'" + word.replace("'", "''") + "'"


def python_command(facts: Facts) -> str:
    """The diagnosed interpreter as a command; PowerShell runs a quoted path only after ``&``."""
    word = quoted(facts, facts.python.executable or "python")
    return f"& {word}" if facts.platform.system == "Windows" and word.startswith("'") else word


def pip(facts: Facts) -> str:
    """The pip of the diagnosed interpreter, as a command prefix."""
    return f"{python_command(facts)} -m pip"


def python_minor(facts: Facts) -> str:
    """Major.minor of the target Python: "3.11" for 3.11.7."""
    return ".".join(facts.python.version.split(".")[:2])


def parse_version(text: str | None) -> Version | None:
    """A PEP 440 version, or None when the text is not one."""
    try:
        return Version(text or "")
    except ValueError:  # InvalidVersion, or a part past int()'s 4,300-digit limit
        return None


def marker_environment(facts: Facts) -> dict[str, str]:
    """The PEP 508 marker variables of the diagnosed interpreter."""
    system = facts.platform.system
    return {
        "python_version": python_minor(facts),
        "python_full_version": facts.python.version,
        "platform_system": system,
        "sys_platform": {"Linux": "linux", "Darwin": "darwin", "Windows": "win32"}.get(system, system.lower()),
        "platform_machine": facts.platform.machine,
        "implementation_name": facts.python.implementation,
        "os_name": "nt" if system == "Windows" else "posix",
        "extra": "",
    }


def _requirement(line: str, env: dict[str, str]) -> tuple[str, SpecifierSet] | None:
    """(name, range) of a PEP 508 line that applies with these marker variables; None if none does."""
    plain = _PLAIN_REQUIREMENT.fullmatch(line)
    if plain:
        with contextlib.suppress(InvalidSpecifier):  # else packaging's own parser says what it is
            return plain["name"], SpecifierSet(plain["spec"] or "")
    from packaging.requirements import InvalidRequirement, Requirement  # noqa: PLC0415 - see _PLAIN_REQUIREMENT

    try:
        req = Requirement(line)
    except InvalidRequirement:
        return None
    return (req.name, req.specifier) if req.marker is None or req.marker.evaluate(env) else None


def specifier(lines: tuple[str, ...], name: str, facts: Facts) -> SpecifierSet | None:
    """The version range that requirement lines give ``name`` on this interpreter."""
    env = marker_environment(facts)
    spec = SpecifierSet()
    found = False
    for line in lines:
        req = _requirement(line, env)
        if req is not None and req[0].lower() == name:
            spec &= req[1]
            found = True
    return spec if found else None


def highest_major(spec: SpecifierSet) -> int | None:
    """The highest major version a range admits ("<3.20" -> 3, "<2.0.0" -> 1), None if unbounded."""
    majors = []
    for item in spec:
        bound = parse_version(item.version.replace("dev", "").rstrip("."))
        if bound is None:
            continue
        if item.operator == "<":
            majors.append(bound.major - 1 if bound.release[1:] in ((), (0,), (0, 0)) else bound.major)
        elif item.operator in ("<=", "==", "~="):
            majors.append(bound.major)
    return min(majors) if majors else None


def linux_pip_install(facts: Facts, version: str | None) -> str:
    """The command that installs this TensorFlow with its CUDA libraries from pip."""
    return f"{pip(facts)} install {pinned('tensorflow[and-cuda]', version)}"


def line_install(facts: Facts, rel: Release, *, cuda: bool, pins: tuple[str, ...] = ()) -> str:
    """``pip install`` of the newest patch of ``rel.line`` (and ``pins``).

    With ``cuda`` it is the line's GPU package: ``tensorflow[and-cuda]`` (pip's CUDA libraries) from 2.14,
    ``tensorflow-gpu`` up to 2.0; without, plain ``tensorflow``.
    """
    name = rel.gpu_package if cuda else "tensorflow"
    return f"{pip(facts)} install '{name}=={rel.line}.*'" + "".join(f" '{p}'" for p in pins)


def flavour_removals(facts: Facts) -> tuple[str, ...]:
    """``pip uninstall`` of every installed TensorFlow distribution other than ``tensorflow``, or nothing.

    Installing ``tensorflow`` beside ``tensorflow-cpu``, ``tensorflow-gpu`` or ``tensorflow-macos`` leaves two
    distributions writing the same files; an install command that changes the release removes them first.
    """
    flavours = sorted(d.name for d in facts.packages.distributions if d.name in TF_FLAVOURS and d.name != "tensorflow")
    return (f"{pip(facts)} uninstall -y {' '.join(flavours)}",) if flavours else ()


def has_and_cuda(facts: Facts, rel: Release) -> bool:
    """Whether every distribution of ``rel``'s [and-cuda] extra is installed beside TensorFlow.

    pip records no extras: the extra's wheels are its only trace, and a part of them (another package's
    CUDA wheels) is not the extra.
    """
    site = facts.packages.tensorflow_import_dir
    wanted = {canonical(m.group()) for r in rel.and_cuda if (m := _REQUIREMENT_NAME.match(r))}
    here = {d.name for d in facts.packages.distributions if d.location == site}
    return bool(wanted) and wanted <= here


def pinned(name: str, version: str | None) -> str:
    """A quoted requirement, pinned when the version is known: 'tensorflow==2.21.0'."""
    return f"'{name}=={version}'" if version else f"'{name}'"
