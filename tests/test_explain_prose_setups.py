"""Setups described in words: the GPU's maker, the listing's XLA_GPU, the IDE that runs the code, pip retold.

Each paste is a wording family of prose-heavy reports, beside the words that must not be read so: an AMD or Intel
GPU named alone decides no CUDA fix, an XLA_GPU device is a CUDA build (not the CPU package), an IDE beside a shell
is where LD_LIBRARY_PATH goes missing, and "deprecated" is spelt many ways.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

AMD = ("I have Win 10/ AMD Raedon R5 M335\nI am using Python 3.5 and tensorflow 1.0.0\n\nPlease guide me how should i "
       "use my gpu in the training of deep learning model i am working on. Currently it uses my CPU.")


@pytest.mark.parametrize("gpu", ["AMD Raedon R5 M335", "AMD Radeon R5 M335", "AMD R9 390", "amd rx 580"])
def test_only_an_amd_gpu_named_decides_no_cuda_fix(gpu: str) -> None:
    """TensorFlow's CUDA build cannot use an AMD GPU: no package or CUDA item is decided for it."""
    top = explain(AMD.replace("AMD Raedon R5 M335", gpu))[0]
    assert top.cause == "no_gpu_visible"
    assert "uncertain" in top.meaning
    assert "AMD GPU is not one" in top.fix
    assert not any(e.cause == "tf1_cpu_package" and "uncertain" not in e.meaning for e in explain(AMD))


def test_an_nvidia_gpu_beside_it_keeps_the_package_decided() -> None:
    """With an NVIDIA GPU named too, TensorFlow 1.0's CPU-only package is still what stops it."""
    top = explain(AMD.replace("AMD Raedon R5 M335", "AMD Ryzen 5, GeForce GTX 1060"))[0]
    assert (top.cause, top.level) == ("tf1_cpu_package", "error")
    assert "uncertain" not in top.meaning


DEVICE_LIB = ('[name: "/device:CPU:0"\n device_type: "CPU"\n memory_limit: 268435456\n, name: "/device:XLA_CPU:0"\n'
              ' device_type: "XLA_CPU"\n, name: "/device:XLA_GPU:0"\n device_type: "XLA_GPU"\n'
              ' physical_device_desc: "device: XLA_GPU device"\n]')


def test_a_device_lib_listing_with_xla_gpu_is_a_cuda_build_missing_its_libraries() -> None:
    """TensorFlow 2.0's plain package is CPU-only, but an XLA_GPU device shows the CUDA build: its CUDA 10.0."""
    paste = f"- TensorFlow version: 2.0.0-beta1\n- CUDA/cuDNN version: 10.1\ntf2.0 runs on cpu.\n{DEVICE_LIB}"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "10.0" in top.fix
    assert not any(e.cause == "tf1_cpu_package" for e in explain(paste))


def test_an_xla_gpu_listing_without_a_version_names_each_build_that_lists_it() -> None:
    """1.14-2.0 (CUDA 10.0) list XLA_GPU as 2.1-2.3 (CUDA 10.1) do: which one is uncertain without a version."""
    top = explain(DEVICE_LIB)[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0 and cuDNN 7.4 for TensorFlow 1.14 or CUDA 10.0 and cuDNN 7.6 for TensorFlow 1.15-2.0" in top.fix
    assert "CUDA 10.1 and cuDNN 7.6 for TensorFlow 2.1-2.3" in top.fix
    assert "uncertain" in top.meaning


def test_a_plain_cpu_listing_is_not_read_as_xla_gpu() -> None:
    paste = '[name: "/device:CPU:0"\n device_type: "CPU"\n, name: "/device:XLA_CPU:0"\n device_type: "XLA_CPU"\n]'
    assert not any("XLA_GPU" in e.evidence for e in explain(paste))


PYCHARM = ("I managed to run the same program in Terminal. However the error always appear when I run the program in "
           "PyCharm:\n`ImportError: libcudnn.so.5: cannot open shared object file: No such file or directory`")


def test_a_library_missing_in_an_ide_but_not_in_the_shell_names_the_ides_environment() -> None:
    """PyCharm started from the desktop does not get the shell profile's LD_LIBRARY_PATH."""
    top = explain(PYCHARM)[0]
    assert top.cause == "cuda_libs_missing"
    assert "run configuration" in top.fix
    assert "LD_LIBRARY_PATH" in top.fix
    alone = explain("`ImportError: libcudnn.so.5: cannot open shared object file: No such file or directory`")[0]
    assert "run configuration" not in alone.fix  # no IDE named: the install alone


def test_a_shared_object_retyped_with_a_space_before_its_colon_is_read() -> None:
    top = explain('when i do that, "ImportError libcudart.so.7.5 : cannot open shared object file: no such file or '
                  'directory" error msg shows.')[0]
    assert top.cause == "cuda_libs_missing"
    assert "7.5" in top.fix


@pytest.mark.parametrize("words", ["tensorflow-gpu is old/ Decapricated", "tensorflow-gpu is depricated",
                                   "the tensorflow-gpu package is depreciated", "tensorflow-gpu has been deprecated"])
def test_tensorflow_gpu_said_deprecated_in_any_spelling_is_the_removed_package(words: str) -> None:
    top = explain(words)[0]
    assert top.cause == "tensorflow_gpu_removed"
    assert "install `tensorflow" in top.fix


def test_tensorflow_gpu_said_to_work_is_not_the_removed_package() -> None:
    assert not any(e.cause == "tensorflow_gpu_removed" for e in explain("tensorflow-gpu is installed and works"))


def test_pip_retold_as_not_finding_the_versions_to_install_with_a_python_the_release_lacks() -> None:
    """"It can't find the selected versions to install from" is pip's no-match retold: the Python decides."""
    paste = ("- TensorFlow version: 2.6.2, 2.7.0\n- Python version: 3.10.0\nWhen installing tensorflow, it seems like "
             "it can't find the selected versions to install from.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "3.9" in top.fix
    cuda = "- TensorFlow version: 2.7.0\n- Python version: 3.10.0\nit can't find the selected versions of cuda"
    assert not any(e.cause == "python_unsupported" for e in explain(cuda))


def test_asked_how_to_train_on_the_gpu_instead_of_the_cpu_is_the_cpu_reading_said_uncertain() -> None:
    """The question says it runs on the CPU now; with no version the package is a reading to check (info)."""
    top = explain("how can I train using tensorflow gpu instead of cpu?\nI'm right now working with windows")[0]
    assert (top.cause, top.level) == ("tf1_cpu_package", "info")
    assert "uncertain" in top.meaning
    assert not explain("how can I train using tensorflow gpu?\nI'm right now working with windows")  # no CPU said


@pytest.mark.parametrize(("paste", "needed"), [
    ("Tensorflow requires cuda 10.0 and does not work with 10.1. conda installs cuda 10.1", "10.0"),
    (("I have been trying to get GPU acceleration to work with CUDA Toolkit 9.0 + cuDNN v7.0.5. The reason why I "
      "didn't use Toolkit 8.0 as suggested is because I installed 9.0 for another package."), "8.0"),
    ("I installed CUDA 12.1 instead of the recommended CUDA 11.8 and the GPU is not found", "11.8"),  # checklist
])
def test_the_cuda_the_build_needs_said_beside_another_installed_is_its_libraries_said_uncertain(
        paste: str, needed: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "uncertain" in top.meaning
    assert f"install CUDA {needed} with the cuDNN of that build" in top.fix


@pytest.mark.parametrize("paste", [
    "TensorFlow requires CUDA 11.2, I have CUDA 11.2 installed and still no GPU",  # the same CUDA: not this
    "pytorch needs CUDA 11.8 but I have CUDA 12.1 installed",  # another framework's CUDA
    "tensorflow 2.4 requires cuda 11.0 and I have cuda 11.2",  # a version named: the tables decide, not the words
    "Does TensorFlow really require CUDA 11.2? I have CUDA 11.4 installed and no GPU",  # asked, not said
    "Tensorflow no longer requires CUDA 10.0, so I installed CUDA 11.0 and no GPU is found",  # the opposite said
    "TensorFlow doesn't need CUDA 11.2 exactly; I have CUDA 11.4 and it is not found",  # the opposite said
    "TensorFlow requires CUDA 11.2, I have CUDA 11.4 installed and training on the GPU works fine",  # it runs
])
def test_the_cuda_said_needed_is_not_read_so_where_it_does_not_decide(paste: str) -> None:
    assert not any("needed" in e.evidence for e in explain(paste))


@pytest.mark.parametrize("words", ["tensorflow can not be installed on python 3.7",
                                   "tensorflow and keras couldn't be installed in python 3.7"])
def test_an_install_said_to_fail_in_other_words_names_the_pythons_releases(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning")
    assert "1.13 to 2.11" in top.meaning


def test_pips_own_could_not_install_is_not_an_install_said_to_fail_for_the_python() -> None:
    paste = ("* Python version:3.6.0\n`pip install --upgrade tensorflow_federated`\nERROR: Could not install packages "
             "due to an EnvironmentError: [Errno 28] No space left on device")
    assert not any(e.cause == "python_unsupported" for e in explain(paste))


@pytest.mark.parametrize(("words", "level"), [
    ("The notebook image has python2 and python3, and tensorflow only exists in python2 runtime.", "error"),
    ("In the Jupyter notebook: TensorFlow is installed for Python 2.7 but not Python 3.", "error"),
    ("On the server tensorflow is installed only for python3.", "warning"),
])
def test_tensorflow_said_installed_for_one_python_only(words: str, level: str) -> None:
    """Each interpreter has its own packages: a notebook's kernel on the other Python does not see TensorFlow."""
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("wrong_interpreter", level), found
    assert ("uncertain" in found.meaning) is (level == "warning")
    assert "-m pip install tensorflow" in found.fix


@pytest.mark.parametrize("words", [
    "In my notebook: TensorFlow is only available for Python 3 on Windows, so I use 3.6.",
    "In the notebook, import fails. I read tensorflow only exists for python 3.5 and 3.6 on Windows.",
])
def test_which_pythons_tensorflow_supports_is_no_install_in_one_python(words: str) -> None:
    """'Available for', 'exists for': which Pythons have wheels, not an install that another interpreter misses."""
    assert not any(e.cause == "wrong_interpreter" for e in explain(words))


def test_tensorflow_installed_for_python_3_said_plainly_is_no_interpreter_question() -> None:
    assert not any(e.cause == "wrong_interpreter" for e in explain("I installed tensorflow for python 3.8 with pip."))
