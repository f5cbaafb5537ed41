"""The facts read from a Dockerfile (``envcheck dockerfile``).

Part of envcheck.facts, which names them (import them from there): they live apart so that a
command that reads no Dockerfile does not build their classes.
"""

from __future__ import annotations

from envcheck._frozen import Frozen

# Imported for real: reading a report back resolves this name in this module (envcheck._serde).
from envcheck.facts import EnvVar  # noqa: TC001

__all__ = ["DockerInstall", "DockerStage", "DockerfileFacts"]


class DockerStage(Frozen):
    """One ``FROM`` of a Dockerfile, with its build arguments filled in."""

    image: str  # "tensorflow/tensorflow:2.15.0-gpu", "nvidia/cuda:12.3.2-cudnn9-runtime-ubuntu22.04"
    line: int
    name: str | None = None  # FROM ... AS name


class DockerInstall(Frozen):
    """A package installed by a ``RUN`` line: ``pip install``, ``conda install`` or ``apt-get install``."""

    tool: str  # "pip", "conda", "apt"
    requirement: str  # as written: "tensorflow[and-cuda]==2.15.*", "libcudnn8"
    line: int


class DockerfileFacts(Frozen):
    """A Dockerfile, read without building it. CLI: ``grep -nE '^(FROM|RUN|ENV)' Dockerfile``."""

    path: str
    stages: tuple[DockerStage, ...] = ()  # every FROM, in order
    base: str | None = None  # the image the final stage starts from, through earlier stages
    installs: tuple[DockerInstall, ...] = ()  # those of the final stage and the stages it builds on
    python: str | None = None  # a Python version the file installs: "3.11" (apt python3.11, conda python=3.11)
    env: tuple[EnvVar, ...] = ()  # ENV lines of the final stage
    error: str | None = None
