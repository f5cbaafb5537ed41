"""The Keras table (compat_tables/keras_api.json): how it is built from the keras wheels, read, and used by explain."""

from __future__ import annotations

import io
import json
import shutil
import tarfile
from typing import TYPE_CHECKING

import pytest
from fakes import tool, zipped

from envcheck.errors import TableError
from envcheck.explain import explain
from envcheck.explain._api_names import keras_missing_name
from envcheck.tables import KERAS_API_TABLE, load_tables

if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()


def _wheel(folder: Path, version: str, files: dict[str, str]) -> Path:
    return zipped(folder / f"keras-{version}-py3-none-any.whl", files)


def _sdist(folder: Path, version: str, files: dict[str, str]) -> Path:
    path = folder / f"Keras-{version}.tar.gz"
    with tarfile.open(path, "w:gz") as sdist:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(f"Keras-{version}/{name}")
            info.size = len(data)
            sdist.addfile(info, io.BytesIO(data))
    return path


def test_the_builder_reads_modules_names_star_imports_and_keras_3_api_folder(tmp_path: Path) -> None:
    files = [
        # 1.x, an sdist: a package star-importing its own module (relative), a module of its own
        _sdist(tmp_path, "1.2.2", {"keras/__init__.py": "from . import layers\n",
                                   "keras/layers/__init__.py": "from .core import *\n",
                                   "keras/layers/core.py": "class Merge:\n    pass\nclass Dense:\n    pass\n",
                                   "keras/engine/topology.py": "import numpy as np\nLayer = object\n_private = 1\n",
                                   "keras/layers/core_test.py": "x = 1\n"}),
        # 2.4: its layers star-import TensorFlow's, so the file does not list them
        _wheel(tmp_path, "2.4.3", {"keras/__init__.py": "from . import layers\n",
                                   "keras/layers/__init__.py": "from tensorflow.keras.layers import *\n",
                                   "keras/engine/topology.py": "from tensorflow.keras.layers import Layer\n"}),
        # 3.3: the public modules under keras/api, added to the package's path
        _wheel(tmp_path, "3.3.3", {"keras/__init__.py": 'import os\nfrom keras.api import *\n'
                                                        '__path__.append(os.path.join(os.path.dirname(__file__), '
                                                        '"api"))\n',
                                   "keras/api/__init__.py": "from keras.api import layers\nfrom keras.api import ops\n",
                                   "keras/api/layers/__init__.py": "from keras.src.layers.core import Dense\n",
                                   "keras/api/ops/__init__.py": "from keras.src.ops import add\n",
                                   "keras/src/__init__.py": "",
                                   "keras/src/ops.py": "def add():\n    pass\n"}),
        # 3.10: the public modules at the top again
        _wheel(tmp_path, "3.10.0", {"keras/__init__.py": "from keras import layers as layers\n",
                                    "keras/layers/__init__.py": "from keras.src.layers.core import Dense as Dense\n",
                                    "keras/ops/__init__.py": "from keras.src.ops import add as add\n",
                                    "keras/src/__init__.py": ""}),
    ]
    table = tool("build_keras_api_table").build(files)
    names = table["names"]
    assert [r["line"] for r in table["releases"]] == ["1.2", "2.4", "3.3", "3.10"]
    assert table["releases"][1]["unreadable"] == ["keras.layers"]
    assert names["keras.layers.Merge"] == ["1.2", "1.2"]  # 2.4's layers are unreadable: it neither has nor lacks it
    assert "keras.layers.Dense" not in names  # in every line that lists it
    assert names["keras.engine.topology"] == ["1.2", "2.4"]
    assert names["keras.engine.topology.Layer"] == ["1.2", "2.4"]
    assert names["keras.ops"] == ["3.3", "3.10"]  # keras/api/ops is keras.ops in 3.3
    assert names["keras.ops.add"] == ["3.3", "3.10"]
    assert names["keras.src"] == ["3.3", "3.10"]
    assert "keras.src.ops.add" not in names  # the implementation's names are not kept, its modules are
    assert not any(n.endswith(("np", "_private")) or "core_test" in n or n.startswith("keras.api") for n in names)


def test_the_bundled_table_knows_what_keras_removed_and_added() -> None:
    api = TABLES.keras_api()
    assert api is not None
    assert (api.lines[0], api.lines[-1]) == ("1.2", "3.15")
    assert api.span("keras.preprocessing.text") == ("1.2", "2.15")  # gone in Keras 3
    assert api.span("keras.engine") == ("1.2", "2.12")  # keras.src.engine from 2.13
    assert api.span("keras.layers.Merge") == ("1.2", "2.1")
    assert api.span("keras.ops") == ("3.0", "3.15")
    assert api.span("keras.layers.Dense") is None  # in every line that lists keras.layers' names


def test_a_corrupt_keras_table_is_a_one_line_error(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / KERAS_API_TABLE).read_text())
    data["names"]["keras.ops"] = ["3.0", "9.9"]
    (folder / KERAS_API_TABLE).write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"names\['keras.ops'\] must be \[first, last\]"):
        load_tables(str(folder)).keras_api()


@pytest.mark.parametrize(("line", "name"), [
    ("ModuleNotFoundError: No module named 'keras.preprocessing.text'", "keras.preprocessing.text"),
    ("ImportError: cannot import name 'Merge' from 'keras.layers' (/x/keras/layers/__init__.py)", "keras.layers.Merge"),
    ("AttributeError: module 'keras.backend' has no attribute 'set_session'", "keras.backend.set_session"),
    ("AttributeError: module 'keras.api.backend' has no attribute 'int_shape'", "keras.backend.int_shape"),
    ("AttributeError: module 'keras.api._v2.keras.layers' has no attribute 'X'", None),  # tf.keras' mirror
    ("AttributeError: module 'keras._tf_keras.keras.layers' has no attribute 'experimental'", None),
    ("AttributeError: module 'tensorflow.keras' has no attribute 'X'", None),
])
def test_the_keras_name_a_line_says_is_missing(line: str, name: str | None) -> None:
    assert keras_missing_name(line) == name


@pytest.mark.parametrize(("paste", "cause", "level", "says", "fix"), [
    # gone in Keras 3: Keras 3 is installed under code for Keras 2; its import is keras', so tf.keras' switch alone
    # does not bring it back
    ("ModuleNotFoundError: No module named 'keras.preprocessing.text'", "keras3_legacy_code", "error",
     "keras.preprocessing.text is in Keras 2.15 and earlier and in no Keras 3", "tensorflow<2.16"),
    ("tensorflow==2.16.1\nImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image'",
     "keras3_legacy_code", "error", "ImageDataGenerator is in Keras 2.15 and earlier", "tf-keras~=2.16.0"),
    # removed within Keras 2: the code is older than the Keras installed; with Keras 3 shown, it is Keras 3's break
    ("ModuleNotFoundError: No module named 'keras.engine'", "keras_version_skew", "error",
     "keras.engine, which Keras 2.12 and earlier has", "keras==2.12.*"),
    ("keras==3.3.3\nModuleNotFoundError: No module named 'keras.engine'", "keras3_legacy_code", "error",
     "the Keras installed (3.3) is Keras 3", "keras==2.12.*"),
    ("ImportError: cannot import name 'Merge' from 'keras.layers'", "keras_version_skew", "error",
     "Keras 2.1 and earlier", "keras==2.1.*"),
    # added later: the Keras is older than the code
    ("tensorflow==2.10.0\nImportError: cannot import name 'ops' from 'keras' (/x/keras/__init__.py)",
     "keras_version_skew", "error", "keras.ops, which Keras 3.0 and later has", "keras>=3.0"),
    # in Keras 2.9-2.15 only, the version not shown: Keras 3 or an older Keras
    ("AttributeError: module 'keras' has no attribute 'dtensor'", "keras3_legacy_code", "warning",
     "uncertain: keras.dtensor is in Keras 2.9-2.15 only", "keras==2.9.*"),
])
def test_explain_reads_a_missing_keras_name_against_the_table(paste: str, cause: str, level: str, says: str,
                                                              fix: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == (cause, level)
    assert says in top.meaning
    assert fix in top.fix


@pytest.mark.parametrize("paste", [
    "keras==2.12.0\nModuleNotFoundError: No module named 'keras.engine'",  # keras 2.12 has it
    # in Keras 2.6-2.12 only, no version shown: older or newer, or two Keras mixed, which the table does not decide
    "AttributeError: module 'keras.utils.generic_utils' has no attribute 'populate_dict_with_module_objects'",
])
def test_a_name_the_table_does_not_decide_is_read_as_before(paste: str) -> None:
    assert "Keras 2." not in explain(paste)[0].meaning
