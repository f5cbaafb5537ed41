"""Pip building an add-on's old pin from source, and Windows' bare DLL failure under the package installed."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

# pip's output as Colab printed it for `pip install tfx` on Python 3.10 (googlecolab/colabtools#3981)
_TFX_BACKTRACKED = """\
Collecting tfx
  Using cached tfx-0.23.1-py3-none-any.whl (1.7 MB)
Collecting absl-py<0.9,>=0.7 (from tfx)
  Using cached absl-py-0.8.1.tar.gz (103 kB)
  error: subprocess-exited-with-error

  \u00d7 python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> See above for output.

  note: This error originates from a subprocess, and is likely not a problem with pip.
  Preparing metadata (setup.py) ... error
error: metadata-generation-failed
"""


def test_an_old_pin_whose_setup_script_fails_is_a_release_made_for_older_pythons() -> None:
    top = explain(_TFX_BACKTRACKED)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "absl-py 0.8.1" in top.meaning
    assert "made for older Pythons" in top.meaning
    assert top.fix.startswith("install tfx with a Python (and OS) its current releases support")


def test_the_python_named_is_the_one_the_old_pin_does_not_fit() -> None:
    paste = ("python version 3.11.0\nCollecting absl-py~=0.9.0 (from tensorflow_federated)\n"
             "  Using cached absl-py-0.9.0.tar.gz (104 kB)\n  Preparing metadata (setup.py) ... error\n"
             "      RuntimeError: Python version 2.7 or 3.4+ is required.\nerror: metadata-generation-failed\n")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported", top
    assert "fits Python 3.11" in top.meaning
    assert "install tensorflow-federated with a Python" in top.fix


@pytest.mark.parametrize("paste", [
    # a build failing after its setup script ran (Cython 3 and PyYAML 5.4's sdist): not a Python the pin predates
    ("Collecting pyyaml<6.0,>=5.1 (from tf-models-official)\n  Downloading PyYAML-5.4.1.tar.gz (175 kB)\n"
     "  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n"
     "  \u00d7 Getting requirements to build wheel did not run successfully.\n"),
    # the source archive of another package than the one the add-on pins
    ("Collecting absl-py<0.9,>=0.7 (from tfx)\n  Using cached absl_py-0.8.1-py3-none-any.whl\n"
     "Collecting pycocotools\n  Using cached pycocotools-2.0.2.tar.gz\n  Preparing metadata (setup.py) ... error\n"),
    # a package no add-on asked for
    "Collecting absl-py<0.9\n  Using cached absl-py-0.8.1.tar.gz (103 kB)\n  Preparing metadata (setup.py) ... error\n",
    # the pinned archive's setup.py ran; a later package's failed
    ("Collecting absl-py<0.9,>=0.7 (from tfx)\n  Using cached absl-py-0.8.1.tar.gz (103 kB)\n"
     "  Preparing metadata (setup.py) ... done\nCollecting lvis (from tf-models-official)\n"
     "  Using cached lvis-0.5.3.tar.gz\n  Preparing metadata (setup.py) ... error\n"),
    # a floor alone is no old pin (a source build on a platform without wheels)
    ("Collecting grpcio>=1.24.3 (from tensorflow)\n  Downloading grpcio-1.62.0.tar.gz (26.3 MB)\n"
     "  Preparing metadata (setup.py) ... error\n"),
])
def test_a_source_build_not_of_an_add_on_s_old_pin_is_not_read_as_one(paste: str) -> None:
    assert not any(e.meaning.startswith("pip ran the setup script") for e in explain(paste))


@pytest.mark.parametrize("package", ["tensorflow-gpu 1.13.1", "tensorflow-gpu==1.13.1", "- tensorflow-gpu 1.13.1:"])
def test_a_bare_dll_failure_of_a_listed_gpu_package_before_2_1_is_its_cuda(package: str) -> None:
    paste = f"{package}\nWindows 10\nImportError: DLL load failed: The specified module could not be found.\n"
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing", top
    assert "CUDA 10.0" in top.fix


@pytest.mark.parametrize("package", ["tensorflow==1.13.1", "tensorflow 1.13.1"])
def test_a_bare_dll_failure_of_the_cpu_package_before_2_1_is_not_cuda(package: str) -> None:
    paste = f"{package}\nWindows 10\nImportError: DLL load failed: The specified module could not be found.\n"
    assert explain(paste)[0].cause == "msvc_runtime_missing"


def test_pip_collecting_win32_wheels_is_a_32_bit_python_which_tensorflow_has_no_wheel_for() -> None:
    paste = ("I received an error regarding Tensor Flow.\n"
             "(env) C:\\Test>pip3 install mlagents\nCollecting numpy<2.0,>=1.13.3\n"
             "  Using cached https://files.pythonhosted.org/packages/37/1a/numpy-1.17.3-cp36-cp36m-win32.whl\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "32-bit" in top.meaning
    assert "64-bit Python" in top.fix


def test_a_win_amd64_wheel_is_no_32_bit_python() -> None:
    paste = ("I received an error regarding Tensor Flow.\npip3 install mlagents\n"
             "  Using cached numpy-1.17.3-cp36-cp36m-win_amd64.whl\n")
    assert not any("32-bit" in e.meaning for e in explain(paste))


@pytest.mark.parametrize(("paste", "where"), [
    (("can't install scann on Mac\nERROR: Could not find a version that satisfies the requirement scann\n"
      "ERROR: No matching distribution found for scann\n"), "pip found no wheel of scann"),
    ("Windows 11\npip install scann\nERROR: No matching distribution found for scann\n",
     "scann publishes no wheels for Windows"),
])
def test_no_scann_wheel_is_read_like_any_tensorflow_add_on_s(paste: str, where: str) -> None:
    top = explain(paste)[0]
    assert top.cause in ("python_unsupported", "dependency_conflict"), top
    assert where in top.meaning


@pytest.mark.parametrize("words", ["I have no GPU usage while training with tensorflow-gpu.",
                                   "I have no GPU memory left."])
def test_no_gpu_use_or_memory_is_no_machine_without_a_gpu(words: str) -> None:
    paste = f"{words}\nCould not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open"
    assert explain(paste)[0].cause == "cuda_libs_missing"


def test_a_machine_the_user_has_no_gpu_in_makes_cudas_no_device_notice_expected() -> None:
    paste = ("Cause I have no GPU, I wanna use the CPU instead.\n"
             "failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected\n")
    assert [e.cause for e in explain(paste) if e.level in ("error", "warning")] == []


def test_a_tf_keras_name_missing_in_tensorflow_core_under_a_package_s_frame_is_that_package_s_release() -> None:
    """tensorflow_core is the 1.15-2.1 wheels' package: its tf.keras is Keras 2, so the package was made for another
    TensorFlow (transformers' activations_tf.py calling tf.keras.activations.swish, which 2.2 added)."""
    paste = ("----> 1 import ktrain\n"
             "/usr/local/lib/python3.6/dist-packages/transformers/activations_tf.py in <module>()\n"
             '---> 53     "swish": tf.keras.activations.swish,\n'
             "AttributeError: module 'tensorflow_core.keras.activations' has no attribute 'swish'\n")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict", top
    assert top.meaning.startswith("transformers's own code uses a TensorFlow API")
    assert "transformers release" in top.fix


@pytest.mark.parametrize(("line", "driver"), [("Driver Version: 27.21.14.5671", "456.71"),
                                              ("\u7248\u672c\uff1a23.21.13.9135", "391.35"),
                                              ("NVIDIA driver 31.0.15.3623", "536.23")])
def test_windows_number_for_an_nvidia_driver_is_read_as_nvidia_s(line: str, driver: str) -> None:
    paste = f"{line}\nCUDA driver version is insufficient for CUDA runtime version"
    assert f"this one is {driver}" in explain(paste)[0].fix


@pytest.mark.parametrize("line", ["Intel(R) UHD Graphics 620 driver 21.20.16.4627", "AMD driver 30.0.13025.1000"])
def test_another_vendors_driver_number_is_no_nvidia_driver(line: str) -> None:
    paste = f"{line}\nCUDA driver version is insufficient for CUDA runtime version"
    assert "this one is" not in explain(paste)[0].fix
