"""An installed package's own code failing on a name another package lacks: the two releases do not pair."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _frame(package: str, module: str, name: str, *, prefix: str = "  ") -> str:
    return (f'{prefix}File "/home/u/envs/py3/lib/python3.6/site-packages/{package}/core.py", line 38, in <module>\n'
            f"    x = {module}.{name}\n"
            f"AttributeError: module '{module}' has no attribute '{name}'")


@pytest.mark.parametrize("prefix", ["  ", "`"])  # a frame as printed, or opening a Markdown code span
def test_a_package_s_code_missing_another_package_s_name_is_their_pairing(prefix: str) -> None:
    top = explain(_frame("dask", "pandas", "computation", prefix=prefix))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "dask's own code" in top.meaning
    assert "pandas.computation" in top.meaning
    assert "pip install -U dask" in top.fix
    assert "pandas release that dask declares" in top.fix


def test_a_package_s_code_importing_a_submodule_another_package_lacks_is_their_pairing() -> None:
    paste = ('  File "/x/site-packages/imgaug/imgaug.py", line 12, in <module>\n'
             "ModuleNotFoundError: No module named 'scipy.misc.pilutil'")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "scipy.misc.pilutil" in top.meaning
    assert "pip install -U imgaug" in top.fix


def test_the_fix_names_the_distribution_not_the_folder() -> None:
    paste = ('  File "/usr/lib/python3/dist-packages/sklearn/utils/fixes.py", line 3, in <module>\n'
             "ImportError: cannot import name 'int' from 'scipy'")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "pip install -U scikit-learn" in top.fix


@pytest.mark.parametrize("paste", [
    # the user's own script: no installed package's code failed
    ('  File "train.py", line 3, in <module>\n    pd.computation\nAttributeError: module \'pandas\' has no attribute '
     "'computation'"),
    # Python's own module (setuptools' distutils): no pip release of it pairs with the package
    _frame("torch", "distutils", "version"),
    # the package's own module, and a circular import: not two packages
    _frame("dask", "dask.dataframe", "core"),
    # a package not installed at all: a missing dependency, not two releases apart
    '  File "/x/site-packages/dask/core.py", line 1, in <module>\nModuleNotFoundError: No module named \'toolz\'',
    ('  File "/x/site-packages/dask/core.py", line 1, in <module>\nAttributeError: partially initialized module '
     "'pandas' has no attribute 'DataFrame' (most likely due to a circular import)"),
])
def test_what_is_not_two_packages_releases_apart_is_not_read_so(paste: str) -> None:
    assert not any(e.cause == "dependency_conflict" for e in explain(paste))


@pytest.mark.parametrize("paste", [
    # a loader's frame: the name is the pickle's (written by another scikit-learn, or a model class not on the path)
    ('  File "/x/site-packages/torch/serialization.py", line 875, in find_class\n'
     "    return super().find_class(mod_name, name)\nModuleNotFoundError: No module named 'models.yolo'"),
    ('  File "/x/site-packages/joblib/numpy_pickle.py", line 577, in _unpickle\n    obj = unpickler.load()\n'
     "ModuleNotFoundError: No module named 'sklearn.ensemble.forest'"),
    # a folder several distributions share: basemap's code, not matplotlib's own
    ('  File "/usr/lib/python3.8/site-packages/mpl_toolkits/basemap/__init__.py", line 26, in <module>\n'
     "    from matplotlib.cbook import dedent\nImportError: cannot import name 'dedent' from 'matplotlib.cbook'"),
])
def test_a_loader_s_frame_or_a_shared_folder_is_not_two_packages(paste: str) -> None:
    assert not any(e.cause == "dependency_conflict" for e in explain(paste))


def test_the_script_s_own_import_after_a_package_s_frames_is_not_that_package_s() -> None:
    paste = ("tensorflow 2.11.0\n"
             '  File "/x/site-packages/absl/app.py", line 254, in _run_main\n    sys.exit(main(argv))\n'
             '  File "model_main_tf2.py", line 20, in main\n'
             "    from tensorflow.python.keras.engine import base_layer_v1\n"
             "ModuleNotFoundError: No module named 'tensorflow.python.keras.engine'")
    assert not any("absl" in e.meaning for e in explain(paste))
