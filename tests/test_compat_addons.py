"""TensorFlow's add-ons (tensorflow-addons, -probability, -text, -io, -decision-forests) and their TensorFlow."""

from __future__ import annotations

import json
import shutil
from typing import TYPE_CHECKING

import pytest

from envcheck.collect.packages import WATCHED
from envcheck.compat import (
    addon_fit,
    addon_for_tensorflow,
    addon_lines,
    addon_release,
    addon_releases,
    addon_windows_last,
)
from envcheck.errors import TableError
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()


def test_every_addon_row_keeps_its_source_and_is_collected() -> None:
    assert TABLES.addons
    assert all(row.sources for row in TABLES.addons)
    assert {row.distribution for row in TABLES.addons} <= WATCHED  # doctor sees each installed add-on


@pytest.mark.parametrize(("dist", "tensorflow", "versions"), [
    ("tensorflow-addons", "2.15.1", "==0.23.*"),  # its last release: 2.13-2.15
    ("tensorflow-addons", "2.11.0", "==0.21.*"),  # the README's matrix: 0.21 tested with 2.11-2.13
    ("tensorflow-addons", "2.16.1", None),  # end of life before Keras 3's TensorFlow
    ("tensorflow-probability", "2.15.0", "==0.23.*"),
    ("tensorflow-probability", "2.17.0", "==0.24.*"),  # 0.24 needs >= 2.16, 0.25 >= 2.18
    ("tensorflow-probability", "2.19.0rc0", "==0.25.*"),
    ("tensorflow-text", "2.13.1", "==2.13.*"),
    ("tensorflow-decision-forests", "2.16.2", "==1.9.2"),
    ("tensorflow-decision-forests", "2.15.0", ">=1.8.0,<=1.8.1"),
    ("tensorflow-io", "2.11.1", "==0.31.0"),
    ("tensorflow-io", "2.17.0", None),
    ("tensorflow-text", "not a version", None),
], ids=str)
def test_the_newest_addon_release_for_a_tensorflow(dist: str, tensorflow: str, versions: str | None) -> None:
    row = addon_for_tensorflow(TABLES, dist, tensorflow)
    assert (row.versions if row else None) == versions


def test_the_release_whose_custom_ops_are_built_for_a_tensorflow() -> None:
    """tensorflow-addons 0.13 is tested with 2.3-2.5 but its ops are built against 2.5: 0.11's against 2.3."""
    assert getattr(addon_for_tensorflow(TABLES, "tensorflow-addons", "2.3.1"), "versions", None) == "==0.13.*"
    assert getattr(addon_for_tensorflow(TABLES, "tensorflow-addons", "2.3.1", ops=True), "versions", None) == "==0.11.*"
    assert addon_for_tensorflow(TABLES, "tensorflow-addons", "2.15.0", ops=True) is None  # 0.23's: no source says
    assert addon_for_tensorflow(TABLES, "tensorflow-probability", "2.15.0", ops=True) is None  # no compiled ops


@pytest.mark.parametrize(("dist", "versions"), [
    ("tensorflow-probability", "==0.24.*"), ("tensorflow-text", "==2.16.*"),
    ("tensorflow-decision-forests", "==1.9.1"), ("tensorflow-io", "==0.37.1"), ("tensorflow-addons", None),
])
def test_each_addon_s_release_for_tensorflow_2_16(dist: str, versions: str | None) -> None:
    assert getattr(addon_for_tensorflow(TABLES, dist, "2.16.1"), "versions", None) == versions


def test_on_windows_the_release_for_a_tensorflow_is_one_with_windows_wheels() -> None:
    assert getattr(addon_for_tensorflow(TABLES, "tensorflow-addons", "2.14.0", windows=True), "versions", None) == (
        "==0.22.*")  # 0.23 has none
    assert addon_for_tensorflow(TABLES, "tensorflow-text", "2.14.0", windows=True) is None  # none after 2.10


@pytest.mark.parametrize(("dist", "version", "tensorflow", "fit"), [
    ("tensorflow-text", "2.15.0", "2.15.1", "fits"),
    ("tensorflow-text", "2.15.0", "2.16.1", "no"),  # text X.Y is made for TensorFlow X.Y
    ("tensorflow-probability", "0.23.0", "2.16.1", "no"),  # Keras 3 breaks it (tensorflow/probability#1795)
    ("tensorflow-probability", "0.24.0", "2.15.0", "no"),  # needs TensorFlow 2.16
    ("tensorflow-probability", "0.24.0", "2.18.0", "fits"),  # a floor only
    ("tensorflow-decision-forests", "1.8.1", "2.15.1", "patch"),  # built for 2.15.0: a patch apart
    ("tensorflow-decision-forests", "1.8.1", "2.16.1", "no"),
    ("tensorflow-addons", "0.23.0", "2.15.0+nv24.1", "fits"),
    ("tensorflow-io", "0.99.0", "2.16.1", None),  # a release the table lacks is not judged
    ("tensorflow-io", "0.37.1", None, None),
], ids=str)
def test_does_an_addon_release_fit_a_tensorflow(dist: str, version: str, tensorflow: str | None,
                                                fit: str | None) -> None:
    assert addon_fit(TABLES, dist, version, tensorflow) == fit


def test_windows_wheels_of_the_addons() -> None:
    text = addon_releases(TABLES, "tensorflow-text")
    assert [r.versions for r in text if r.windows] == ["==2.10.*"]  # README: after 2.10 Linux and Intel Macs only
    assert not any(r.windows for r in addon_releases(TABLES, "tensorflow-decision-forests"))
    assert getattr(addon_release(TABLES, "tensorflow-io", "0.31.0"), "windows", None) is True  # io#1815: the last
    assert getattr(addon_release(TABLES, "tensorflow-io", "0.32.0"), "windows", None) is False


def test_tfp_from_0_24_needs_tf_keras() -> None:
    assert getattr(addon_release(TABLES, "tensorflow-probability", "0.24.0"), "needs", None) == ("tf-keras>=2.16",)
    assert getattr(addon_release(TABLES, "tensorflow-probability", "0.23.0"), "needs", None) == ()


def test_a_meaningless_addon_specifier_is_a_one_line_table_error(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / "tensorflow.json").read_text())
    data["addons"][3]["tensorflow"] = "2.13 to 2.15"
    (folder / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"tensorflow\.json: addons\[3\]: meaningless distribution, versions, "
                                         r"tensorflow or ops_tensorflow$"):
        load_tables(str(folder))
    empty = tmp_path / "empty"  # the parsed files are cached by path
    shutil.copytree(TABLES.directory, empty)
    data["addons"] = []
    (empty / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"'addons' must be a non-empty list"):
        load_tables(str(empty))


@pytest.mark.parametrize(("dist", "version", "lines"), [
    ("tensorflow-addons", "0.23.0", ("2.13", "2.14", "2.15")),
    ("tensorflow-decision-forests", "1.9.0", ("2.16",)),  # "==2.16.1": a patch release of 2.16
    ("tensorflow-io", "0.1.0", ("1.12",)),
], ids=str)
def test_the_tensorflow_lines_an_addon_release_pairs_with(dist: str, version: str, lines: tuple[str, ...]) -> None:
    row = addon_release(TABLES, dist, version)
    assert row is not None
    assert addon_lines(TABLES, row) == lines


def test_where_the_windows_wheels_of_an_addon_stop() -> None:
    assert getattr(addon_windows_last(TABLES, "tensorflow-text"), "versions", None) == "==2.10.*"
    assert getattr(addon_windows_last(TABLES, "tensorflow-io"), "versions", None) == "==0.31.0"
    assert addon_windows_last(TABLES, "tensorflow-decision-forests") is False  # never had any
    assert addon_windows_last(TABLES, "tensorflow-addons") is None  # 0.23 has none, no source says which had
    assert getattr(addon_release(TABLES, "tensorflow-addons", "0.23.0"), "windows", None) is False
