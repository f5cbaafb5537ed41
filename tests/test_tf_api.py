"""The public-API table (compat_tables/tensorflow_api.json): how it is built from wheels, read, and used by explain."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from fakes import tool, zipped

from envcheck.errors import TableError
from envcheck.explain import explain
from envcheck.explain._api_names import ApiSpan, missing_name
from envcheck.tables import API_TABLE, load_tables

TABLES = load_tables()


def _wheel(folder: Path, version: str, files: dict[str, str]) -> Path:
    return zipped(folder / f"tensorflow-{version}-cp39-cp39-manylinux2014_x86_64.whl", files)


def test_the_builder_keeps_the_names_some_lines_lack_as_one_span(tmp_path: Path) -> None:
    v1 = "from tensorflow.python.ops.array_ops import placeholder\nfrom tensorflow.python.ops import gen_ops as Print\n"
    wheels = [
        # 1.14's layout: the code under tensorflow-X.data/purelib, the v1 API
        _wheel(tmp_path, "1.14.0", {"tensorflow-1.14.0.data/purelib/tensorflow/__init__.py": v1,
                                    "tensorflow-1.14.0.data/purelib/tensorflow/_api/v1/__init__.py": "",
                                    "tensorflow-1.14.0.data/purelib/tensorflow/_api/v1/data/__init__.py": ""}),
        # 2.0's: tensorflow/ is a shim, the real top level is tensorflow_core/'s, which attaches tf.optimizers
        _wheel(tmp_path, "2.0.4", {"tensorflow/__init__.py": "from tensorflow_core import *\n",
                                   "tensorflow_core/__init__.py": "from tensorflow.python.ops.math_ops import add\n"
                                                                  'setattr(_current_module, "optimizers", _o)\n',
                                   "tensorflow_core/_api/v2/optimizers/__init__.py": "from x import Adam\n",
                                   "tensorflow_core/_api/v2/data/__init__.py": "from . import experimental\n",
                                   "tensorflow_core/_api/v2/compat/v1/__init__.py": "from x import placeholder\n"}),
        # 2.15+: a comment after each import line
        _wheel(tmp_path, "2.16.2", {"tensorflow/__init__.py": "from tensorflow.python.ops.math_ops import add\n",
                                    "tensorflow/_api/v2/data/__init__.py":
                                        "from tensorflow.python.data.ops.dataset_ops import AUTOTUNE # line: 103\n"}),
    ]
    table = tool("build_tf_api_table").build(wheels)
    assert [r["line"] for r in table["releases"]] == ["1.14", "2.0", "2.16"]
    assert table["releases"][1]["source"] == "https://pypi.org/project/tensorflow/2.0.4/#files"
    assert table["names"] == {
        "tf.placeholder": ["1.14", "1.14"], "tf.Print": ["1.14", "1.14"],
        "tf.add": ["2.0", "2.16"],  # tf.data is in every line: left out
        "tf.data.experimental": ["2.0", "2.0"], "tf.data.AUTOTUNE": ["2.16", "2.16"],
        "tf.optimizers": ["2.0", "2.0"],  # attached at import time: there, but not its members (tf.optimizers.Adam)
    }  # nor tf.compat.v1's mirror
    assert table["unreadable"] == ["tf.optimizers"]


def test_a_name_that_comes_back_is_left_out(tmp_path: Path) -> None:
    wheels = [_wheel(tmp_path, f"2.{minor}.0", {"tensorflow/__init__.py": text}) for minor, text in (
        (1, "from x import gone\n"), (2, "from x import other\n"), (3, "from x import gone\n"))]
    assert tool("build_tf_api_table").build(wheels)["names"] == {"tf.other": ["2.2", "2.2"]}


def test_the_bundled_table_says_what_the_wheels_exported() -> None:
    api = TABLES.tf_api()
    assert api is not None
    assert (api.lines[0], api.lines[-1]) == ("1.13", TABLES.newest.line)
    assert api.span("tf.data.AUTOTUNE") == ("2.4", TABLES.newest.line)
    assert api.span("tf.placeholder") == ("1.13", "1.15")
    assert api.span("tf.constant") is None  # in every line
    assert api.span("tf.keras.layers.Dense") is None  # a namespace filled at import time
    assert api.span("tf.optimizers.Adam") is None  # the keras package's from 2.6
    assert api.span("tf.contrib") == ("1.13", "1.15")  # 1.x's lazy loader: there, though no import line names it


def test_a_corrupt_api_table_is_a_one_line_error_and_a_missing_one_the_bundled(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / API_TABLE).read_text())
    data["names"]["tf.data.AUTOTUNE"] = ["2.4", "9.9"]
    (folder / API_TABLE).write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"names\['tf.data.AUTOTUNE'\] must be \[first, last\]"):
        load_tables(str(folder)).tf_api()
    data["names"]["tf.data.AUTOTUNE"] = ["2.4", "2.21"]
    data["releases"].reverse()
    unsorted = tmp_path / "unsorted"  # (a file is parsed once per process: another folder)
    shutil.copytree(folder, unsorted)
    (unsorted / API_TABLE).write_text(json.dumps(data))
    with pytest.raises(TableError, match="each release line once, oldest first"):
        load_tables(str(unsorted)).tf_api()
    (folder / API_TABLE).unlink()
    api = load_tables(str(folder)).tf_api()
    assert api is not None
    assert api.span("tf.data.AUTOTUNE") == ("2.4", TABLES.newest.line)


@pytest.mark.parametrize(("line", "name"), [
    ("AttributeError: module 'tensorflow._api.v2.data' has no attribute 'AUTOTUNE'", "tf.data.AUTOTUNE"),
    ("AttributeError: module 'tensorflow' has no attribute 'placeholder'", "tf.placeholder"),
    ("AttributeError: module 'tensorflow_core._api.v2.config' has no attribute 'list_physical_devices'",
     "tf.config.list_physical_devices"),
    ("ImportError: cannot import name 'TPUStrategy' from 'tensorflow.distribute' (unknown location)",
     "tf.distribute.TPUStrategy"),
    ("ModuleNotFoundError: No module named 'tensorflow.contrib'", "tf.contrib"),
    ("AttributeError: module 'tensorflow._api.v1.python_io' has no attribute 'TFRecordWriter'",
     "tf.python_io.TFRecordWriter"),
    ("AttributeError: module 'tensorflow.python.training.training' has no attribute 'load_variable'", None),
    ("AttributeError: module 'numpy' has no attribute 'object'", None),
])
def test_the_missing_name_as_the_api_calls_it(line: str, name: str | None) -> None:
    assert missing_name(line) == name


def test_the_fix_names_the_release_nearest_the_tensorflow_in_the_paste() -> None:
    added = ApiSpan("tf.data.AUTOTUNE", "2.4", "2.21", since=True, gone=None)
    removed = ApiSpan("tf.placeholder", "1.13", "1.15", since=False, gone="2.0")
    both = ApiSpan("tf.x", "2.3", "2.14", since=True, gone="2.15")
    old, new, within = TABLES.release("2.3.0"), TABLES.release("2.16.1"), TABLES.release("2.10.0")
    assert old is not None
    assert new is not None
    assert within is not None
    assert [s.releases for s in (added, removed, both)] == ["2.4 and later", "1.15 and earlier", "2.3-2.14"]
    assert [s.outside(old.release) for s in (added, removed, both)] == ["older", "newer", None]
    assert [s.outside(new.release) for s in (added, removed, both)] == [None, "newer", "newer"]
    assert both.outside(within.release) is None
    assert [s.fix("pip", old.release)[0] for s in (added, removed)] == ["2.4", "1.15"]
    assert [both.fix("pip", r)[0] for r in (old.release, new.release, None)] == ["2.3", "2.14", "2.3"]
    assert removed.fix("pip", None)[1].startswith("`pip install 'tensorflow==1.15.*'`")


# tensorflow/recommenders#338 (corpus c3811): the title repeats the error line above the traceback
RECOMMENDERS = """AttributeError: module 'tensorflow._api.v2.data' has no attribute 'AUTOTUNE'

With Python3.6, tensorflow 2.3.0 and tensorflow_recommenders 0.5.2, I am getting the following error:

File "/usr/local/lib/python3.6/dist-packages/tensorflow_recommenders/layers/factorized_top_k.py", line 255, in Streaming
    num_parallel_calls: int = tf.data.AUTOTUNE,
AttributeError: module 'tensorflow._api.v2.data' has no attribute 'AUTOTUNE'
"""


def test_an_add_on_calling_an_api_newer_than_the_tensorflow_is_told_the_release_that_has_it() -> None:
    top = explain(RECOMMENDERS)[0]
    assert top.cause == "dependency_conflict"
    assert top.level == "error"
    assert "tf.data.AUTOTUNE is in TensorFlow 2.4 and later" in top.meaning
    assert "made for a newer TensorFlow" in top.meaning
    assert "tensorflow-recommenders release made for TensorFlow 2.3" in top.fix
    assert "'tensorflow==2.4.*'" in top.fix
    assert "wheels for" not in top.fix  # 2.4 has a wheel for the paste's Python 3.6


def test_the_error_under_the_frame_is_read_though_a_title_said_it_first() -> None:
    without_title = RECOMMENDERS.split("\n", 2)[2]
    assert explain(without_title)[0].fix == explain(RECOMMENDERS)[0].fix


def test_an_add_on_calling_a_name_tensorflow_2_removed_is_told_the_last_release_with_it() -> None:
    # tensorflow/tensor2tensor#1754: tensor2tensor 1.15 under TensorFlow 2.0 (its two distributions listed)
    data = Path(__file__).parent / "data" / "explain" / "negatives.jsonl"
    case = next(c for c in map(json.loads, data.read_text().splitlines()) if c["id"] == "n2275")
    top = explain(case["excerpt"])[0]
    assert top.cause == "dependency_conflict"
    assert "tf.flags is in TensorFlow 1.15 and earlier" in top.meaning
    assert "'tensorflow==1.15.*'" in top.fix
    assert [e.level for e in explain(case["excerpt"]) if e.cause == "two_tensorflow_installs"] == ["info"]


def test_a_python_without_a_wheel_of_the_release_named_is_said() -> None:
    paste = ("Python 3.10.4, tensorflow 2.9.1\n"
             'File "/usr/lib/python3.10/site-packages/tensor2tensor/utils/flags.py", line 22, in <module>\n'
             "AttributeError: module 'tensorflow' has no attribute 'flags'\n")
    top = explain(paste)[0]
    assert "'tensorflow==1.15.*'" in top.fix
    assert "it has none for Python 3.10" in top.fix
