"""Add-ons against the platform and TensorFlow they were built for: Windows wheels that stop, TF-DF's own checks,
another package's pins against TensorFlow's, and the warnings of protobuf's runtime that are no fault."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

NO_TEXT_WHEEL = ("(venv) C:\\work>pip install tensorflow-text\n"
                 "ERROR: Could not find a version that satisfies the requirement tensorflow-text (from versions: "
                 "none)\nERROR: No matching distribution found for tensorflow-text")
TEXT_PIN_WINDOWS = ("PS C:\\proj> pip install tensorflow-text==2.15.0\n"
                    "ERROR: Could not find a version that satisfies the requirement tensorflow-text==2.15.0 (from "
                    "versions: 2.8.1, 2.8.2, 2.9.0, 2.10.0)\n"
                    "ERROR: No matching distribution found for tensorflow-text==2.15.0")


@pytest.mark.parametrize("paste", [NO_TEXT_WHEEL, TEXT_PIN_WINDOWS])
def test_tensorflow_text_on_windows_stops_at_2_10(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "2.10" in top.meaning
    assert "WSL2" in top.fix
    assert "2.10" in top.fix


def test_tensorflow_text_off_windows_is_not_the_os() -> None:
    paste = NO_TEXT_WHEEL.replace("(venv) C:\\work>", "$ ")
    assert all("Windows wheels" not in e.meaning for e in explain(paste))


def test_a_text_release_with_windows_wheels_is_not_the_os() -> None:
    paste = TEXT_PIN_WINDOWS.replace("2.15.0", "2.9.0").replace("2.9.0, 2.10.0", "2.10.0")
    assert all("Windows wheels stop" not in e.meaning for e in explain(paste))


def test_a_text_module_failing_on_windows_under_a_newer_tensorflow() -> None:
    paste = ("tensorflow 2.15.0\n"
             '  File "C:\\Users\\me\\env\\lib\\site-packages\\tensorflow_text\\__init__.py", line 20, in <module>\n'
             "    from tensorflow_text.core.pybinds import tflite_registrar\n"
             "ImportError: DLL load failed while importing tflite_registrar: The specified procedure could not be "
             "found.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "2.10" in top.meaning
    assert "2.15" in top.meaning


def test_another_modules_dll_beside_tensorflow_text_on_windows_is_not_text() -> None:
    paste = ("requirements: tensorflow==2.15.0, tensorflow-text, opencv-python\n"
             '  File "C:\\proj\\app.py", line 3, in <module>\n'
             "    import cv2\n"
             "ImportError: DLL load failed while importing cv2: The specified module could not be found.")
    assert all("tensorflow-text" not in e.meaning for e in explain(paste))


def test_tfdf_op_library_on_windows_is_no_windows_package() -> None:
    top = explain("NotFoundError: D:\\py\\Lib\\site-packages\\tensorflow_decision_forests\\tensorflow\\ops\\"
                  "inference\\inference.so not found")[0]
    assert top.cause == "dependency_conflict"
    assert "Windows" in top.meaning
    assert "WSL2" in top.fix


def test_tfdf_own_check_names_both_releases() -> None:
    top = explain("WARNING:root:TensorFlow Decision Forests 1.11.0 is compatible with the following TensorFlow "
                  "Versions: ['2.18.0']. However, TensorFlow 2.17.1 was detected. This can cause issues with the TF "
                  "API and symbols in the custom C++ ops.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "2.18.0" in top.fix
    assert "2.17.1" in top.fix


def test_tfdf_own_check_a_patch_apart_is_uncertain() -> None:
    top = explain("WARNING:root:TensorFlow Decision Forests 1.8.1 is compatible with the following TensorFlow "
                  "Versions: ['2.15.0']. However, TensorFlow 2.15.1 was detected.")[0]
    assert top.level == "warning"
    assert top.meaning.startswith("uncertain")


def test_another_packages_protobuf_pin_outside_tensorflows_range() -> None:
    paste = ("ERROR: Cannot install tensorflow==2.13.0 and onnx-tool==0.3 because these package versions have "
             "conflicting dependencies.\n"
             "The conflict is caused by:\n"
             "    onnx-tool 0.3 depends on protobuf<3.20 and >=3.12\n"
             "    tensorflow 2.13.0 depends on protobuf!=4.21.0, !=4.21.1, <5.0.0dev and >=3.20.3")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "onnx-tool" in top.fix
    assert "install 'protobuf<3.20" not in top.fix


def test_protobuf_gencode_one_major_older_is_a_warning_only() -> None:
    top = explain("/venv/lib/python3.12/site-packages/google/protobuf/runtime_version.py:98: UserWarning: Protobuf "
                  "gencode version 5.28.3 is exactly one major version older than the runtime version 6.30.0 at "
                  "tensorflow/core/framework/types.proto. Please update the gencode to avoid compatibility "
                  "violations in the next runtime release.")[0]
    assert top.cause == "harmless"


def test_conda_forge_tensorflow_gpu_is_not_the_pypi_placeholder() -> None:
    paste = ("conda install -c conda-forge tensorflow-gpu=2.14\n"
             "ImportError: libtensorflow_framework.so.2: undefined symbol: _ZN4absl12lts_202301255Mutex4LockEv")
    assert all(e.cause != "tensorflow_gpu_removed" for e in explain(paste))


def test_a_refused_wheel_of_an_add_on_names_the_wheel_for_this_python() -> None:
    paste = ("$ python --version\nPython 3.11.4\n"
             "$ pip install tensorflow_text-2.13.0-cp310-cp310-manylinux_2_17_x86_64.whl\n"
             "ERROR: tensorflow_text-2.13.0-cp310-cp310-manylinux_2_17_x86_64.whl is not a supported wheel on this "
             "platform.")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert "cp311" in top.fix


def test_tensorflow_probability_for_keras_2_beside_tensorflow_2_16() -> None:
    paste = ("$ pip list | grep tensor\ntensorflow                   2.17.0\ntensorflow-probability       0.22.1\n"
             "$ python -c 'import tensorflow_probability'\n"
             "2024-05-02 10:00:00.000000: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on.")
    top = explain(paste)[0]
    assert top.cause == "keras3_legacy_code"
    assert "tf-keras" in top.fix


def test_tensorflow_probability_with_legacy_keras_set_is_no_skew() -> None:
    paste = ("TF_USE_LEGACY_KERAS=1\ntensorflow 2.16.1\ntensorflow-probability 0.23.0\n"
             "I tensorflow/core/util/port.cc:113] oneDNN custom operations are on.")
    assert all(e.cause != "keras3_legacy_code" for e in explain(paste))


def test_no_gcs_filesystem_wheel_for_an_old_python_does_not_say_3_12() -> None:
    paste = ("Ubuntu 22.04, Python 3.8\n$ pip install tensorflow-io-gcs-filesystem==0.37.1\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow-io-gcs-filesystem==0.37.1 "
             "(from versions: none)\nERROR: No matching distribution found for tensorflow-io-gcs-filesystem==0.37.1")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "3.12" not in top.fix


def test_an_x86_64_wheel_refused_on_an_arm_machine_is_not_a_32_bit_python() -> None:
    paste = ("$ uname -m\naarch64\n$ pip install tensorflow_text-2.13.0-cp39-cp39-manylinux_2_17_x86_64.whl\n"
             "ERROR: tensorflow_text-2.13.0-cp39-cp39-manylinux_2_17_x86_64.whl is not a supported wheel on this "
             "platform.")
    top = explain(paste)[0]
    assert "ARM" in top.meaning
    assert "32-bit" not in top.meaning


def test_tensorflow_io_pinned_past_its_last_windows_wheels() -> None:
    """The compat tables' addons rows: tensorflow-io's Windows wheels stop at 0.31.0 (tensorflow/io#1815)."""
    paste = ("PS C:\\app> pip install tensorflow-io==0.36.0\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow-io==0.36.0 (from versions: "
             "0.29.0, 0.30.0, 0.31.0)\nERROR: No matching distribution found for tensorflow-io==0.36.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "tensorflow-io's Windows wheels stop at 0.31.0" in top.meaning
    assert "only TensorFlow 2.11 with tensorflow-io 0.31.0" in top.fix
    assert "Python" not in top.fix  # its Pythons are not TensorFlow 2.11's: not said


def test_tensorflow_io_listing_nothing_on_windows_is_not_decided_by_the_os() -> None:
    """pip listing no tensorflow-io at all on Windows: its 0.31.0 wheels may be for this Python (32-bit, ARM decide)."""
    paste = ("C:\\app> pip install tensorflow-io\nERROR: Could not find a version that satisfies the requirement "
             "tensorflow-io (from versions: none)\nERROR: No matching distribution found for tensorflow-io")
    assert all("Windows wheels stop" not in e.meaning for e in explain(paste))


@pytest.mark.parametrize(("paste", "pin"), [
    (("UserWarning: Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal to 2.2.0 "
      "and strictly below 2.4.0 (nightly versions are not supported).\n The versions of TensorFlow you are currently "
      "using is 2.1.0 and is not supported."), "'tensorflow-addons==0.9.*'"),
    (("WARNING:root:TensorFlow Decision Forests 1.5.0 is compatible with the following TensorFlow Versions: "
      "['2.13.0']. However, TensorFlow 2.15.0 was detected."), "'tensorflow-decision-forests==1.8.1'"),
    (("ImportError: This version of TensorFlow Probability requires TensorFlow version >= 2.15; Detected an "
      "installation of version 2.14.1. Please upgrade TensorFlow to proceed."), "'tensorflow-probability==0.22.*'"),
], ids=["addons", "tfdf", "tfp"])
def test_an_addons_own_check_names_the_release_made_for_the_tensorflow(paste: str, pin: str) -> None:
    """The release for the TensorFlow installed comes from the compat tables' addons rows."""
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert pin in top.fix


def test_tensorflow_addons_end_of_life_is_the_tables() -> None:
    paste = ("UserWarning: Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal to "
             "2.13.0 and strictly below 2.16.0 (nightly versions are not supported).\n The versions of TensorFlow you "
             "are currently using is 2.17.0 and is not supported.")
    top = explain(paste)[0]
    assert "last release 0.23, for TensorFlow 2.13-2.15" in top.fix
    assert "install 'tensorflow-addons" not in top.fix  # no release is made for 2.17


_TFA_RANGE = ("{site}tensorflow_addons/utils/ensure_tf_install.py:53: UserWarning: Tensorflow Addons supports using "
              "Python ops for all Tensorflow versions above or equal to 2.9.0 and strictly below 2.12.0 (nightly "
              "versions are not supported).\n The versions of TensorFlow you are currently using is 2.14.0 and is not "
              "supported.")


def test_the_addon_release_pinned_on_windows_is_one_with_windows_wheels() -> None:
    # tensorflow-addons 0.23 (2.13-2.15) has no Windows wheels: 0.22 (2.12-2.14) is the one for 2.14 there
    windows = explain(_TFA_RANGE.format(site="C:\\Users\\me\\venv\\Lib\\site-packages\\") + "\nWindows 10")[0]
    assert "'tensorflow-addons==0.22.*'" in windows.fix
    linux = explain(_TFA_RANGE.format(site="/home/me/venv/lib/python3.10/site-packages/"))[0]
    assert "'tensorflow-addons==0.23.*'" in linux.fix
