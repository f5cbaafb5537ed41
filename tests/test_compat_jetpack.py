"""NVIDIA's JetPack releases: the L4T each shipped, its CUDA and cuDNN, and the folder of its TensorFlow wheels."""

from __future__ import annotations

import json
import shutil
from typing import TYPE_CHECKING

import pytest

from envcheck.compat import jetpack_release, jetpack_wheel_folder
from envcheck.errors import TableError
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()


def test_every_jetpack_row_keeps_its_source() -> None:
    assert len(TABLES.jetpack) >= 20  # JetPack 4.4 to 6.2
    assert all(row.sources for row in TABLES.jetpack)
    assert all(row.sources for row in TABLES.jetpack if row.tensorflow)


@pytest.mark.parametrize(("said", "jetpack"), [
    ("32.4.3", "4.4"), ("32.4.2", "4.4"),  # 32.4.2: 4.4's developer preview
    ("32.4.4", "4.4.1"), ("32.5", "4.5"), ("32.5.1", "4.5.1"), ("32.6.1", "4.6"),
    ("32.7.1", "4.6.1"), ("32.7.3", "4.6.3"), ("32.7", "4.6.1"),  # no patch said: the line's first JetPack
    ("35.1", "5.0.2"), ("35.2.1", "5.1"), ("35.3.1", "5.1.1"), ("35.4.1", "5.1.2"), ("35.5.0", "5.1.3"),
    ("36.2", "6.0 DP"), ("36.3.0", "6.0"), ("36.4.0", "6.1"), ("36.4.3", "6.2"),
    ("5.1.2", "5.1.2"), ("31.1", None), ("4.3", None),
], ids=str)
def test_the_jetpack_an_l4t_release_shipped_in(said: str, jetpack: str | None) -> None:
    row = jetpack_release(TABLES, said)
    assert (row.jetpack if row else None) == jetpack


@pytest.mark.parametrize(("jetpack", "folder"), [
    ("4.4", "v44"), ("4.4.1", "v44"), ("4.5.1", "v45"), ("4.6", "v46"), ("4.6.1", "v461"), ("4.6.4", "v461"),
    ("5.0.2", "v502"), ("5.1", "v51"), ("5.1.2", "v512"), ("5.1.3", "v512"), ("6.0", "v60"), ("6.1", "v61"),
    ("6.0 DP", None), ("6.2", None), ("4.3", None),  # no folder seen for them
], ids=str)
def test_the_wheel_folder_of_a_jetpack(jetpack: str, folder: str | None) -> None:
    assert jetpack_wheel_folder(TABLES, jetpack) == folder


def test_the_cuda_and_cudnn_a_jetpack_brings() -> None:
    got = {j: ((r := jetpack_release(TABLES, j)) and (r.cuda, r.cudnn)) for j in ("4.6.1", "5.1.2", "6.0", "6.1")}
    assert got == {"4.6.1": ("10.2", "8.2.1"), "5.1.2": ("11.4", "8.6.0"), "6.0": ("12.2", None),
                   "6.1": ("12.6", "9.3")}
    assert "2.12.0+nv23.06" in getattr(jetpack_release(TABLES, "5.1.2"), "tensorflow", ())


@pytest.mark.parametrize(("field", "value"), [("l4t", ["R35.4.1"]), ("wheel_folder", "512"), ("jetpack", "five")])
def test_a_meaningless_jetpack_row_is_a_one_line_table_error(tmp_path: Path, field: str, value: object) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / "tensorflow.json").read_text())
    data["jetpack"][2][field] = value
    (folder / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"tensorflow\.json: jetpack\[2\]: meaningless jetpack, l4t or wheel_folder$"):
        load_tables(str(folder))
