"""A keras package that is not there at all, and tf.keras' own module missing a TensorFlow 1.x name: neither is a
standalone keras of another release."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_NO_KERAS = "import keras\nModuleNotFoundError: No module named 'keras'\n"


@pytest.mark.parametrize(("said", "req"), [
    ("tensorflow 2.6.0 installed with conda", "keras==2.6.*"),
    ("tensorflow==2.12.0", "keras==2.12.*"),
    ("tensorflow 2.17.0", "keras>=3.2.0"),  # Keras 3: TensorFlow's declared range, not its minor
])
def test_no_keras_under_a_tensorflow_that_declares_it_names_that_keras(said: str, req: str) -> None:
    top = explain(f"{said}\n{_NO_KERAS}")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert top.meaning.startswith("no keras package is importable"), top.meaning
    assert f"install '{req}'" in top.fix


def test_no_keras_under_a_tensorflow_before_2_5_is_the_standalone_package_not_brought() -> None:
    top = explain(f"tensorflow 2.3.0\n{_NO_KERAS}")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "TensorFlow 2.3 does not bring it" in top.meaning
    assert "from tensorflow import keras" in top.fix
    assert "keras 2.4.3" in top.fix  # the standalone keras of TensorFlow 2.2-2.4


def test_no_keras_under_tensorflow_2_5_is_keras_nightly_s_module_removed() -> None:
    top = explain(f"tensorflow 2.5.0\n{_NO_KERAS}")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "keras-nightly" in top.meaning
    assert "--force-reinstall 'keras-nightly" in top.fix


def test_no_keras_with_no_tensorflow_shown_is_uncertain_and_names_the_interpreter() -> None:
    top = explain(_NO_KERAS)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert top.meaning.startswith("uncertain: no keras package is importable")
    assert "python -m pip install" in top.fix
    assert "for 2.16+ Keras 3" in top.fix
    assert "before 2.6, import Keras through TensorFlow" in top.fix
    assert "does not match" not in top.meaning  # nothing is installed to match or not


@pytest.mark.parametrize("module", ["keras.engine", "keras.src.engine"])
def test_a_module_of_keras_missing_is_not_read_as_no_keras(module: str) -> None:
    found = explain(f"tensorflow 2.17.0\nModuleNotFoundError: No module named '{module}'\n")
    assert found, module
    assert not found[0].meaning.startswith("no keras package"), found[0]


# R's keras package (2.2.5.0) calling tf.keras' TensorFlow 1.x API under TensorFlow 2.2: not a standalone keras
_TF_KERAS_OWN = ("Hi, I'm using keras 2.2.5.0 and tensorflow 2.2.0. Training working great, but when trying to access "
                 "the tf session with `k_get_session()` the following error is shown:\n"
                 "Error in py_get_attr_impl(x, name, silent) :\n"
                 "  AttributeError: module '{module}' has no attribute 'get_session'\n")


def test_tf_keras_own_module_missing_a_tf1_name_is_not_an_old_standalone_keras() -> None:
    found = explain(_TF_KERAS_OWN.format(module="tensorflow.keras.backend"))
    assert not any("tensorflow_backend.py" in e.meaning for e in found), found


def test_the_tensorflow_module_missing_a_tf1_name_beside_an_old_keras_still_reads_as_that_keras() -> None:
    top = explain(_TF_KERAS_OWN.format(module="tensorflow"))[0]
    assert top.cause == "keras_version_skew", top
    assert "keras/backend/tensorflow_backend.py" in top.meaning
