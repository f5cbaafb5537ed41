"""Readings added from what messages and tables mean: estimator pairs, JAX's and pybind11's checks, launchers' prefixes.

Each test names the message form it reads; the expected values come from the message itself or the tables.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

ESTIMATOR_V2 = ("AttributeError: module 'tensorflow_estimator.python.estimator.api._v2.estimator' has no attribute "
                "'inputs'")


def test_the_estimators_tensorflow_2_api_under_tensorflow_1_is_an_estimator_2_installed() -> None:
    top = explain(f"The release of tensorflow 1.15.1 broke something\n{ESTIMATOR_V2}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "api._v2" in top.meaning
    assert "tensorflow-estimator==1.15.*" in top.fix


def test_a_name_the_estimator_of_tensorflows_own_release_lacks_is_uncertain() -> None:
    top = explain(f"tensorflow 2.3.0\n{ESTIMATOR_V2}")[0]  # TF 1 code (tf.estimator.inputs) or another estimator
    assert (top.cause, top.level) == ("dependency_conflict", "warning")
    assert "uncertain" in top.meaning
    assert "tensorflow-estimator==2.3.*" in top.fix


def test_an_estimator_listed_of_another_minor_is_named() -> None:
    top = explain("tensorflow-gpu 2.0.0\ntensorflow-estimator 2.2.0\n"
                  "ImportError: cannot import name 'abc' from 'tensorflow_estimator.python.estimator'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "tensorflow-estimator 2.2.0 is installed" in top.meaning
    assert "tensorflow-estimator<2.1.0,>=2.0.0" in top.meaning  # what 2.0's wheel declares
    assert "tensorflow-estimator==2.0.*" in top.fix


@pytest.mark.parametrize(("version", "fix"), [
    ("tensorflow-gpu 1.14.0", "tensorflow-estimator==1.14.*"),
    ("tensorflow 2.17.0", "tensorflow==2.15.*"),  # 2.16 on: no estimator at all, 2.15 the last with it
])
def test_the_estimator_missing_is_read_with_the_release(version: str, fix: str) -> None:
    top = explain(f"ModuleNotFoundError: No module named 'tensorflow_estimator'\n{version}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert fix in top.fix


def test_the_estimator_missing_with_no_release_is_uncertain_and_names_the_span() -> None:
    top = explain("ModuleNotFoundError: No module named 'tensorflow_estimator'")[0]
    assert "uncertain" in top.meaning
    assert "(1.13 to 2.15); with a later TensorFlow, `pip install 'tensorflow==2.15.*'`" in top.fix


OUTDATED = """CUDA backend failed to initialize: Unable to use CUDA because of the following issues with CUDA \
components:
Outdated cuDNN installation found.
Version JAX was built against: 8907
Minimum supported: 9100
Installed version: 8907
The local installation version must be no lower than 9100..(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)"""


def test_jaxs_outdated_library_check_names_the_minimum_and_the_installed() -> None:
    top = explain(OUTDATED)[0]
    assert (top.cause, top.level) == ("cudnn_version_mismatch", "error")
    assert "cuDNN 8.9.7" in top.meaning
    assert "cuDNN 9.1.0 or newer" in top.fix
    assert "conda install" not in top.fix  # no conda in this paste
    assert [e.cause for e in explain(OUTDATED)] == ["cudnn_version_mismatch"]  # its version lines read with it
    conda = explain(f"Python 3.12.4 | packaged by conda-forge | (main, Jun 17 2024)\n{OUTDATED}")[0]
    assert "conda install 'cudnn>=9.1.0'" in conda.fix


@pytest.mark.parametrize("line", [
    ("ImportError: Python version mismatch: module was compiled for Python 3.8, but the interpreter version is "
     "incompatible: 3.9.2 (default, Feb 24 2021, 05:29:13)"),
    ("Fatal Python error: Python version mismatch: module was compiled for version 3.8, while the interpreter is "
     "running version 3.9."),
])
def test_pybind11s_python_check_names_the_python_the_module_was_built_for(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "built for Python 3.8 was loaded by Python 3.9" in top.meaning
    assert "python=3.8" in top.fix


def test_pybind11s_fix_on_windows_names_the_launcher() -> None:
    top = explain("Windows 10\nImportError: Python version mismatch: module was compiled for Python 3.8, but the "
                  "interpreter version is incompatible: 3.9.2")[0]
    assert "py -3.9 -m pip install --force-reinstall" in top.fix


def test_pybind11s_check_with_a_release_lacking_that_python_says_so() -> None:
    top = explain("tensorflow 2.4.1\nImportError: Python version mismatch: module was compiled for Python 3.8, but "
                  "the interpreter version is incompatible: 3.10.4")[0]
    assert "TensorFlow 2.4 has no wheel for Python 3.10" in top.meaning


@pytest.mark.parametrize(("satisfied", "found"), [(True, "wrong_interpreter"), (False, "keras_version_skew")])
def test_keras_not_importable_while_pip_finds_it_is_another_python(satisfied: bool, found: str) -> None:
    pip = ("Requirement already satisfied: keras in c:\\users\\user\\anaconda3\\lib\\site-packages (2.3.1)"
           if satisfied else "")
    top = explain(f"    import keras\nImportError: No module named keras\n\n{pip}")[0]
    assert top.cause == found
    assert "ipykernel" not in top.fix  # no notebook in the paste: no kernel to select


SEQUENTIAL = "ValueError: Only instances of `keras.Layer` can be added to a Sequential model. Received: "


def test_keras3_refusing_another_packages_layer_is_most_likely_keras_2_code() -> None:
    line = f"{SEQUENTIAL}<larq.layers.QuantConv3D object at 0x78793edea390> (of type <class 'larq.layers.QuantConv3D'>)"
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "warning")  # a Keras 2 layer, or not a layer at all
    assert "uncertain" in top.meaning
    assert "TF_USE_LEGACY_KERAS=1" in top.fix
    legacy = explain(f'os.environ["TF_USE_LEGACY_KERAS"] = "1"\nfrom keras.models import Sequential\n{line}')[0]
    assert (legacy.cause, legacy.level) == ("keras3_legacy_code", "error")
    assert "tf.keras.Sequential" in legacy.fix  # the variable set, the keras package used: build with tf.keras
    known = explain(f"{SEQUENTIAL}<tensorflow_hub.keras_layer.KerasLayer object at 0x7b8023c57e90>")[0]
    assert (known.cause, known.level) == ("keras3_legacy_code", "error")


@pytest.mark.parametrize("received", [
    "<KerasTensor shape=(None, 3), dtype=float32> (of type <class 'keras.src.backend.common.keras_tensor.Kera...>)",
    "<keras.src.layers.core.dense.Dense object at 0x7f0b5c1f2d10>",  # Keras 3's own layer: a second Keras copy
])
def test_keras3_refusing_a_tensor_or_its_own_layer_is_no_keras_2_verdict(received: str) -> None:
    assert not any(e.cause == "keras3_legacy_code" for e in explain(f"{SEQUENTIAL}{received}"))


def test_an_addon_range_as_pip_prints_it_gives_its_lower_bound() -> None:
    top = explain("tensorflow-addons<0.8.0,>=0.7.1\ntensorflow 2.3.0\n"
                  "tensorflow.python.framework.errors_impl.NotFoundError : when trying to run rasa init")[0]
    assert top.cause == "dependency_conflict"
    assert "tensorflow-addons 0.7.1 is made for TensorFlow 2.1" in top.meaning


def test_a_version_older_than_the_tables_said_not_to_exist_predates_the_pythons_first_release() -> None:
    top = explain("**Python version**:  3.7.0\nThe requirements.txt specifies tensorflow==0.12.0. However no such "
                  "version exist.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "predates 1.13, the first release with wheels for Python 3.7" in top.meaning
    assert "Python 3.6" in top.fix


def test_tensorflow_gpu_said_to_no_longer_exist_is_the_removed_package() -> None:
    top = explain("'pip install -r requirements.txt' fails because tensorflow-gpu no longer exists")[0]
    assert top.cause == "tensorflow_gpu_removed"


def test_a_wheel_of_another_python_names_that_pythons_pip() -> None:
    top = explain("Python 3.5\n`tensorflow-0.7.1-cp27-none-linux_x86_64.whl is not a supported wheel on this "
                  "platform.`")[0]
    assert "python2.7 -m pip install tensorflow-0.7.1-cp27-none-linux_x86_64.whl" in top.fix


def test_mpiruns_rank_prefix_is_read_through() -> None:
    """Lines a reading anchors at their start (conda's listing of specs) are read under mpirun's "[1,0]<stderr>:"."""
    log = "\n".join(f"[1,0]<stderr>:{line}" for line in (
        "UnsatisfiableError: The following specifications were found to be in conflict:", "  - python=3.7",
        "  - tensorflow -> protobuf==3.0.0b2 -> python=2.7 -> readline=6.2"))
    assert explain(log)[0].cause == "python_unsupported"


@pytest.mark.parametrize(("version", "level", "fix"), [
    ("tensorflow 2.17.0", "error", "tensorflow==2.15.*"),  # 2.16 on: no tf.estimator at all
    # 1.13-2.15: the estimator package gives it (missing, another release's, or a broken install: uncertain)
    ("tensorflow-gpu 2.1.0", "warning", "tensorflow-estimator==2.1.*"),
    ("", "warning", "tensorflow-estimator==X.Y.*"),
])
def test_tf_estimator_missing_is_read_with_the_release(version: str, level: str, fix: str) -> None:
    top = explain(f"{version}\nAttributeError: module 'tensorflow' has no attribute 'estimator'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", level)
    assert fix in top.fix


@pytest.mark.parametrize(("built", "running", "fix"), [
    ("ABI version 0x1000009", "0x2000000", "numpy<2"),  # NumPy 2 under a module built for 1.x
    ("API version 0xe", "0xd", "install -U numpy"),  # a NumPy older than the module was built against
])
def test_numpys_own_check_says_which_side_is_newer(built: str, running: str, fix: str) -> None:
    top = explain(f"tensorflow 2.15.0\nRuntimeError: module compiled against {built} but this version of numpy is "
                  f"{running}")[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert fix in top.fix


def test_a_tensorflow_py_of_the_codes_own_is_no_estimator_reading() -> None:
    paste = ('File "/home/me/tensorflow.py", line 3, in <module>\n'
             "AttributeError: partially initialized module 'tensorflow' has no attribute 'estimator' (most likely due "
             "to a circular import)")
    assert not any(e.cause == "dependency_conflict" for e in explain(paste))


def test_a_name_the_estimator_of_tensorflows_own_minor_lacks_is_the_codes() -> None:
    top = explain("tensorflow 2.10.0\ntensorflow-estimator    2.10.0\nImportError: cannot import name "
                  "'SessionRunHook' from 'tensorflow_estimator.python.estimator.estimator'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "info")
    assert "not a mismatch" in top.meaning


def test_an_estimator_requirement_that_admits_later_minors_says_so() -> None:
    top = explain("tensorflow 2.6.0\ntensorflow-estimator 2.7.0\nAttributeError: module "
                  "'tensorflow_estimator.python.estimator.api._v2.estimator' has no attribute 'x'")[0]
    assert "tensorflow-estimator~=2.6 (a range that admits later minors" in top.meaning
    assert "tensorflow-estimator==2.6.*" in top.fix


def test_a_release_before_the_estimator_package_has_none() -> None:
    top = explain("tensorflow 1.12.0\nModuleNotFoundError: No module named 'tensorflow_estimator'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "TensorFlow 1.12 has no tensorflow-estimator package" in top.meaning
    assert "tensorflow==1.13.*" in top.fix


def test_jaxs_versions_are_read_from_the_outdated_components_own_lines() -> None:
    top = explain(f"Package: CUDA\nMinimum supported: 12010\nInstalled version: 12040\n{OUTDATED}")[0]
    assert "cuDNN 8.9.7" in top.meaning
    assert "cuDNN 9.1.0 or newer" in top.fix


def test_pybind11s_check_naming_the_same_python_twice_is_no_reading() -> None:
    assert not explain("ImportError: Python version mismatch: module was compiled for Python 3.9, but the interpreter "
                       "version is incompatible: 3.9.2")


def test_a_release_the_tables_lack_within_their_span_is_no_decided_python_verdict() -> None:
    found = explain("Python 3.8.10\npip install tensorflow==1.16 says no such version exist")
    assert not any(e.cause == "python_unsupported" and e.level == "error" for e in found)


def test_a_wider_addon_range_is_not_read_as_its_lower_bound() -> None:
    found = explain("tensorflow-addons<1.0,>=0.7.1\ntensorflow 2.3.0\n"
                    "tensorflow.python.framework.errors_impl.NotFoundError : when trying to run rasa init")
    assert not any("0.7.1" in e.meaning for e in found)


def test_tensorflow_gpu_said_gone_beside_its_replacement_installed_is_not_the_verdict() -> None:
    found = explain("Since tensorflow-gpu doesn't exist anymore I use pip install tensorflow[and-cuda]==2.15 and get\n"
                    "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object "
                    "file: No such file or directory")
    assert not any(e.cause == "tensorflow_gpu_removed" for e in found)


def test_a_wheel_of_another_python_on_windows_names_the_launcher() -> None:
    top = explain("Python 3.8 on Windows 10\nERROR: tensorflow-2.3.0-cp37-cp37m-win_amd64.whl is not a supported "
                  "wheel on this platform.")[0]
    assert "py -3.7 -m pip install tensorflow-2.3.0-cp37-cp37m-win_amd64.whl" in top.fix


def test_glooss_rank_prefix_is_read_through_too() -> None:
    log = "\n".join(f"[0]<stderr>:{line}" for line in (
        "UnsatisfiableError: The following specifications were found to be in conflict:", "  - python=3.7",
        "  - tensorflow -> protobuf==3.0.0b2 -> python=2.7 -> readline=6.2"))
    assert explain(log)[0].cause == "python_unsupported"
