"""--python takes an interpreter, or a virtualenv / conda environment folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from fakes import this_machine, write

from envcheck.collect import collect, interpreter
from envcheck.errors import TargetPythonError
from envcheck.testing import FakeSystem

if TYPE_CHECKING:
    from pathlib import Path


@pytest.mark.parametrize("inside", ["bin/python", "python.exe", "Scripts/python.exe"])
def test_an_environment_folder_means_its_interpreter(tmp_path: Path, inside: str) -> None:
    write(tmp_path, f"/envs/train/{inside}", "")
    assert interpreter(FakeSystem(tmp_path), "/envs/train") == f"/envs/train/{inside}"


def test_an_interpreter_is_taken_as_it_is(tmp_path: Path) -> None:
    write(tmp_path, "/venv/bin/python", "")
    assert interpreter(FakeSystem(tmp_path), "/venv/bin/python") == "/venv/bin/python"
    assert interpreter(FakeSystem(tmp_path), None) is None


def test_a_folder_without_an_interpreter_says_so(tmp_path: Path) -> None:
    write(tmp_path, "/data/readme.txt", "")
    with pytest.raises(TargetPythonError, match="not a virtualenv or conda environment"):
        interpreter(FakeSystem(tmp_path), "/data")


def test_collect_describes_the_folders_interpreter(tmp_path: Path) -> None:
    system = this_machine(tmp_path)
    write(tmp_path, "/venv/bin/python", "")
    assert collect(system, python="/venv").python.executable == "/venv/bin/python"
