"""No wheel of an add-on found by pip, read against compat_tables/addon_wheels.json (PyPI's files of each release)."""

from __future__ import annotations

import json
import shutil
from typing import TYPE_CHECKING

import pytest
from fakes import tool

from envcheck.errors import TableError
from envcheck.explain import explain
from envcheck.tables import ADDON_WHEELS_TABLE, load_tables

if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()


def _no_wheel(requirement: str, versions: str = "none") -> str:
    return (f"ERROR: Could not find a version that satisfies the requirement {requirement} "
            f"(from versions: {versions})\nERROR: No matching distribution found for {requirement}")


def test_the_table_knows_where_tensorflow_text_wheels_stop() -> None:
    rows = TABLES.addon_wheels("tensorflow-text")
    assert [r.version for r in rows if r.windows][-1].startswith("2.10.")
    assert "3.12" not in next(r for r in rows if r.version == "2.15.0").linux
    assert "3.12" in rows[-1].linux
    assert TABLES.addon_wheels("no-such-addon") == ()


def test_a_pinned_release_without_this_pythons_wheel_names_its_pythons_and_the_first_release_with_one() -> None:
    top = explain("Ubuntu 22.04, Python 3.12\n" + _no_wheel("tensorflow-text==2.15.0", "2.18.1, 2.19.0, 2.20.0"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorflow-text 2.15.0 has no wheel for Python 3.12 on Linux x86_64" in top.meaning
    assert "Python 3.11 for tensorflow-text 2.15.0" in top.fix
    assert "tensorflow-text 2.18.1 or later" in top.fix


def test_a_python_no_release_has_wheels_for_is_decided_whatever_the_platform() -> None:
    top = explain("python 3.13\n" + _no_wheel("tensorflow-addons"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "no wheel for Python 3.13 on any platform" in top.meaning
    assert "use Python 3.11" in top.fix
    assert "tensorflow-addons==0.23.0" in top.fix


def test_a_platform_without_any_wheel_of_the_addon_sends_it_elsewhere() -> None:
    top = explain("Raspberry Pi 4 (aarch64), Python 3.9\n" + _no_wheel("tensorflow-addons"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorflow-addons publishes no wheels for Linux ARM (aarch64)" in top.meaning
    assert "Linux x86_64" in top.fix


def test_apples_metal_plugin_is_tensorflows_own_build_not_an_addon() -> None:
    top = explain("MacBook Pro M1, Python 3.13\n" + _no_wheel("tensorflow-metal"))[0]
    assert top.cause == "python_unsupported", top
    assert "no release of tensorflow-metal has a wheel for Python 3.13 on an Apple-silicon Mac" in top.meaning


def test_a_pinned_release_without_the_platforms_wheel_names_the_newest_with_one() -> None:
    offered = "0.34.0, 0.36.0, 0.37.0, 0.37.1"
    top = explain("MacBook Air M2, python 3.11\n" + _no_wheel("tensorflow-io==0.31.0", offered))[0]
    assert top.cause == "dependency_conflict", top
    assert "0.31.0 has no wheel for an Apple-silicon Mac" in top.meaning
    assert "tensorflow-io==0.37.1" in top.fix


def test_no_python_said_is_uncertain_and_names_the_pythons_of_the_platform() -> None:
    top = explain("on Ubuntu 20.04\n" + _no_wheel("tensorflow-decision-forests"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert top.meaning.startswith("uncertain: tensorflow-decision-forests's wheels for Linux x86_64 are for Python")
    assert "python --version" in top.meaning


def test_pip_offering_nothing_where_the_wheels_cover_the_python_is_not_decided_by_them() -> None:
    """Windows, Python 3.10: tensorflow-text 2.10 has its wheel, so pip's "none" means a 32-bit Python or ARM."""
    top = explain("C:\\> pip install tensorflow-text==2.12.0\n" + _no_wheel("tensorflow-text==2.12.0")
                  + "\nPython 3.10")[0]
    assert top.meaning.startswith("uncertain:"), top
    assert "has no wheel for Windows" not in top.meaning


def test_a_python_some_release_fits_is_not_decided_by_the_wheels() -> None:
    """Python 3.8 on Linux has TF-DF wheels (1.0-1.5): another requirement, a 32-bit Python... decides."""
    top = explain("Ubuntu, python 3.8\n" + _no_wheel("tensorflow-decision-forests"))[0]
    assert "uncertain" in top.meaning, top
    assert "has no wheel for Python" not in top.meaning


def test_a_malformed_python_in_the_wheel_table_is_a_table_error(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / ADDON_WHEELS_TABLE).read_text())
    data["releases"][0]["linux"] = ["three"]
    (folder / ADDON_WHEELS_TABLE).write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"addon_wheels\.json: releases\[0\]: meaningless version or Python"):
        load_tables(str(folder)).addon_wheels("tensorflow-text")


def test_the_builder_reads_platforms_from_wheel_tags_and_leaves_out_what_pip_would_not_pick() -> None:
    builder = tool("build_addon_wheels_table")
    files = [{"filename": f} for f in (
        "x-1.0-cp310-cp310-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "x-1.0-cp39-cp39-macosx_11_0_universal2.whl",
        "x-1.0-cp311-cp311-win32.whl", "x-1.0-cp311-cp311-manylinux2014_aarch64.whl", "x-1.0.tar.gz")]
    files.append({"filename": "x-1.0-cp312-cp312-win_amd64.whl", "yanked": True})
    row = builder._row("x", "1.0", files)
    assert (row["linux"], row["linux_aarch64"], row["windows"]) == (["3.10"], ["3.11"], [])
    assert row["macos_x86_64"] == row["macos_arm64"] == ["3.9"]
    assert builder._row("x", "1.0", [{"filename": "x-1.0-py3-none-any.whl"}]) is None
    abi3 = builder._row("x", "1.0", [{"filename": "x-1.0-cp312-abi3-manylinux_2_28_x86_64.whl"},
                                     {"filename": "x-1.0-cp312-cp312-musllinux_1_2_x86_64.whl"}])
    assert abi3["linux"][0] == "3.12"
    assert len(abi3["linux"]) == builder.NEWEST_MINOR - 11  # 3.12 and every later Python; musl's wheel is none
    assert builder._final("1.0rc1") is None
    assert str(builder._final("2.10.0")) == "2.10.0"


def test_tflite_runtime_past_its_wheels_offers_its_successor_with_the_pythons_it_has() -> None:
    top = explain("Windows 10, Python 3.12\n" + _no_wheel("tflite-runtime"))[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top  # TensorFlow Lite's own build
    assert "no release of tflite-runtime has a wheel for Python 3.12 on Windows" in top.meaning
    assert "successor ai-edge-litert" in top.fix
    older = explain("Windows 10, Python 3.9\n" + _no_wheel("tflite-runtime"))[0]
    assert "use Python 3.8" in older.fix
    assert "successor ai-edge-litert with Python 3.10" in older.fix  # its wheels start at Python 3.10


def test_the_releases_pip_lists_show_the_python_the_pinned_release_lacks() -> None:
    """google-deepmind/alphageometry#57: 2.12 and 2.14 listed, 2.13 not: only Python 3.11 has wheels of just those."""
    offered = "2.12.0rc0, 2.12.0, 2.12.1, 2.13.0rc0, 2.14.0rc0, 2.14.0, 2.15.0rc0, 2.15.0"
    top = explain(_no_wheel("tensorflow-text==2.13.0", offered))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorflow-text 2.13.0 has no wheel for Python 3.11, the Python in use" in top.meaning
    assert "use Python 3.10 for tensorflow-text 2.13.0" in top.fix


def test_releases_listed_that_no_pythons_wheels_match_name_none() -> None:
    """tensorflow-io 0.31.0-0.34.0 alone: each Python with their wheels has older ones' too, not listed."""
    top = explain("Ubuntu 22.04\n" + _no_wheel("tensorflow-io==0.35.0", "0.31.0, 0.32.0, 0.33.0, 0.34.0"))[0]
    assert "the Python in use" not in top.meaning, top


def test_an_exact_pin_is_the_release_it_names_not_the_newest_of_its_line() -> None:
    """PEP 440: `==0.7` is 0.7.0 (Python 3.8 and 3.9 wheels), not 0.7.6 (3.10-3.12); `==0.7.*` is the newest."""
    offered = "0.7.3, 0.7.5, 0.7.6"
    top = explain("Ubuntu 22.04, Python 3.11.4\n" + _no_wheel("tensorflow-quantum==0.7", offered))[0]
    assert "tensorflow-quantum 0.7.0 has no wheel for Python 3.11" in top.meaning, top
    line = explain("Ubuntu 22.04, Python 3.11.4\n" + _no_wheel("tensorflow-quantum==0.7.*", offered))[0]
    assert "has no wheel for Python 3.11" not in line.meaning, line  # 0.7.6 has its wheel


def test_docker_on_an_apple_silicon_mac_is_linux_arm64_and_a_32_bit_board_is_none_of_the_tables() -> None:
    top = explain("MacBook Pro M1, building my Docker image, Python 3.11\n" + _no_wheel("tensorflow-addons"))[0]
    assert "no wheels for Linux ARM (aarch64)" in top.meaning, top
    board = explain("Raspberry Pi 3, armv7l, Python 3.12.1\n" + _no_wheel("tflite-runtime"))[0]
    assert "aarch64" not in board.meaning, board
    assert "ai-edge-litert" not in board.fix


def test_pip_listing_releases_for_this_python_leaves_a_range_to_the_other_readings() -> None:
    top = explain("Ubuntu 22.04\n" + _no_wheel("tensorflow-text<2.10", "2.18.1, 2.19.0, 2.20.0"))[0]
    assert "a Python outside them is the likely cause" not in top.meaning, top
