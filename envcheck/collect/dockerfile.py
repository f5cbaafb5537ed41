"""Read a Dockerfile without building it: its FROM lines, package installs, Python and ENV.

Only what the file says is recorded; what a base image or a requirement means for TensorFlow is
the DOCK rules' judgment over the compat tables.
"""

from __future__ import annotations

import re
import shlex

from envcheck.facts import DockerfileFacts, DockerInstall, DockerStage, EnvVar
from envcheck.sanitize import loads

__all__ = ["parse_dockerfile"]

_VAR = re.compile(r"\$(?:\{(\w+)(?::([-+])([^}]*))?\}|(\w+))")
# pip options that take a value: the value is not a requirement.
_PIP_VALUE_OPTIONS = frozenset({"-r", "--requirement", "-c", "--constraint", "-i", "--index-url", "--extra-index-url",
                                "-f", "--find-links", "-t", "--target", "--prefix", "--root", "--platform",
                                "--python-version", "--implementation", "--abi", "--upgrade-strategy",
                                "--trusted-host", "--cache-dir", "--src", "--progress-bar", "-e", "--editable"})
_CONDA_VALUE_OPTIONS = frozenset({"-c", "--channel", "-n", "--name", "-p", "--prefix", "--file"})
_CONDA = frozenset({"conda", "mamba", "micromamba"})
_APT = frozenset({"apt-get", "apt"})
_PYTHON_PACKAGE = re.compile(r"python(3\.\d+)(?:-\w+)?")  # apt: python3.11, python3.11-venv
_CONDA_PYTHON = re.compile(r"python[=<>]*=?(\d+\.\d+)[\d.*]*")  # conda: python=3.11, python==3.11.*
_SEPARATORS = re.compile(r"\s*(?:&&|\|\||;|\|)\s*")


def _logical_lines(text: str) -> list[tuple[int, str]]:
    """Instructions with their continuation lines joined, each with the line number it starts on."""
    out: list[tuple[int, str]] = []
    parts: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not parts and (not stripped or stripped.startswith("#")):
            continue
        if parts and stripped.startswith("#"):  # comment lines inside a continued instruction are dropped
            continue
        if not parts:
            start = number
        if stripped.endswith("\\"):
            parts.append(stripped[:-1])
            continue
        parts.append(stripped)
        out.append((start, " ".join(p.strip() for p in parts if p.strip())))
        parts = []
    if parts:
        out.append((start, " ".join(parts)))
    return out


def _substitute(text: str, args: dict[str, str]) -> str:
    """Fill in ${VAR}, $VAR, ${VAR:-default} and ${VAR:+alternative} from build arguments."""

    def one(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(4)
        value = args.get(name, "")
        if match.group(2) == "-":
            return value or match.group(3)
        if match.group(2) == "+":
            return match.group(3) if value else ""
        return value

    return _VAR.sub(one, text)


def _commands(run: str) -> list[list[str]]:
    """The simple commands of a RUN line (shell or JSON form), split into words."""
    if run.startswith("["):
        try:
            words = loads(run)
        except ValueError:
            words = None
        if isinstance(words, list) and all(isinstance(w, str) for w in words):
            return [list(words)]
    found = []
    for part in _SEPARATORS.split(run):
        try:
            words = shlex.split(part)
        except ValueError:  # an unbalanced quote: fall back to whitespace
            words = part.split()
        while words and "=" in words[0] and not words[0].startswith("-"):  # VAR=value cmd
            words = words[1:]
        if words:
            found.append(words)
    return found


def _arguments(words: list[str], value_options: frozenset[str]) -> list[str]:
    """Words that are not options nor option values."""
    out, skip = [], False
    for word in words:
        if skip:
            skip = False
        elif word in value_options:
            skip = True
        elif not word.startswith("-"):
            out.append(word)
    return out


def _installs(words: list[str]) -> tuple[str, list[str]] | None:
    """(tool, requirements) when a command installs packages."""
    name = words[0].rsplit("/", 1)[-1]
    rest = words[1:]
    if re.fullmatch(r"python[\d.]*", name) and rest[:2] == ["-m", "pip"]:
        name, rest = "pip", rest[2:]
    elif name == "uv" and rest[:1] == ["pip"]:
        name, rest = "pip", rest[1:]
    if re.fullmatch(r"pip[\d.]*", name) and "install" in rest:
        return "pip", _arguments(rest[rest.index("install") + 1:], _PIP_VALUE_OPTIONS)
    if name in _CONDA and "install" in rest:
        return "conda", _arguments(rest[rest.index("install") + 1:], _CONDA_VALUE_OPTIONS)
    if name in _APT and "install" in rest:
        return "apt", _arguments(rest[rest.index("install") + 1:], frozenset({"-o", "-t"}))
    return None


def _python(installs: list[DockerInstall]) -> str | None:
    """The Python version the file installs itself, if it names one."""
    version = None
    for item in installs:
        pattern = {"apt": _PYTHON_PACKAGE, "conda": _CONDA_PYTHON}.get(item.tool)
        match = pattern.fullmatch(item.requirement) if pattern else None
        if match:
            version = match.group(1)
    return version


def _env(rest: str) -> list[EnvVar]:
    """The variables of an ENV instruction (NAME=value pairs, or the old NAME value form)."""
    first = rest.split(None, 1)
    if first and "=" in first[0]:
        pairs = re.findall(r'(\w+)=("[^"]*"|\S+)', rest)
    else:
        pairs = [(first[0], first[1] if len(first) > 1 else "")] if first else []
    return [EnvVar(name=k, value=v.strip('"')) for k, v in pairs]


def _chain(stages: list[DockerStage]) -> list[int]:
    """The final stage and the earlier stages it is built FROM, last first."""
    chain = [len(stages) - 1]
    names = {s.name: i for i, s in enumerate(stages) if s.name}
    while stages[chain[-1]].image in names and names[stages[chain[-1]].image] < chain[-1]:
        chain.append(names[stages[chain[-1]].image])
    return chain


def parse_dockerfile(text: str, path: str) -> DockerfileFacts:
    """Read a Dockerfile's FROM, ARG, RUN and ENV instructions."""
    args: dict[str, str] = {}
    stages: list[DockerStage] = []
    installs: dict[int, list[DockerInstall]] = {}
    env: dict[int, list[EnvVar]] = {}
    for number, line in _logical_lines(text):
        keyword, _, rest = line.partition(" ")
        keyword, rest = keyword.upper(), rest.strip()
        if keyword == "ARG" and not stages:  # global build arguments, usable in FROM
            name, _, default = rest.partition("=")
            args[name.strip()] = default.strip().strip("\"'")
        elif keyword == "FROM":
            words = [w for w in _substitute(rest, args).split() if not w.startswith("--")]
            if words:
                alias = words[2] if len(words) > 2 and words[1].upper() == "AS" else None  # noqa: PLR2004
                stages.append(DockerStage(image=words[0], line=number, name=alias))
        elif keyword == "RUN" and stages:
            for words in _commands(rest):
                found = _installs(words)
                if found:
                    tool, requirements = found
                    installs.setdefault(len(stages) - 1, []).extend(
                        DockerInstall(tool=tool, requirement=r, line=number) for r in requirements)
        elif keyword == "ENV" and stages:
            env.setdefault(len(stages) - 1, []).extend(_env(rest))
    if not stages:
        return DockerfileFacts(path=path, error="no FROM instruction")
    chain = _chain(stages)
    ordered = [item for i in reversed(chain) for item in installs.get(i, [])]
    return DockerfileFacts(path=path, stages=tuple(stages), base=stages[chain[-1]].image, installs=tuple(ordered),
                           python=_python(ordered), env=tuple(env.get(len(stages) - 1, ())))
