"""Ordinary pastes that the readings added in stop 49 must not misread (a review's counter-examples)."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("paste", [
    "My tensorflow text classification model gives wrong predictions after upgrading to tf 2.11",
    "The tensorflow graphics card is not detected after upgrading tensorflow to 2.11",
    "tensorflow-io worked after upgrading to tf 2.11",
])
def test_no_add_on_is_said_to_break_after_an_upgrade(paste: str) -> None:
    assert not [e for e in explain(paste) if "broke after TensorFlow was upgraded" in e.meaning]


def test_a_tensorflow_the_user_installed_next_is_no_package_s_requirement() -> None:
    paste = ("I have tensorflow-gpu 2.6 installed. I did pip install transformers and then installing tensorflow 2.10 "
             "went fine")
    assert not [e for e in explain(paste) if "brings TensorFlow" in e.evidence]


def test_a_folder_named_like_an_add_on_is_not_one() -> None:
    paste = ('Traceback (most recent call last):\n  File "/home/me/tensorflow_course/train.py", line 3, in <module>\n'
             "    from tensorflow.python.util import function_utils\n"
             "ImportError: cannot import name 'function_utils'")
    top = explain(paste)[0]
    assert top.level == "warning", top
    assert "tensorflow-course" not in top.fix


def test_gpu_memory_taken_by_the_program_s_own_data_is_not_another_process() -> None:
    paste = ("ResourceExhaustedError: OOM when allocating tensor with shape[256,512,512,3]\n"
             "Most of the GPU memory is consumed by the dataset which I load into memory.")
    assert not [e for e in explain(paste) if e.cause == "gpu_memory_in_use" and e.level == "error"]


@pytest.mark.parametrize("cpu", ["Intel Core i5 cpu 256 GB SSD", "Core i7 cpu 100% used"])
def test_sizes_and_loads_after_a_core_i_are_no_first_generation_model(cpu: str) -> None:
    paste = f"{cpu}\nImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed."
    assert not [e for e in explain(paste) if "the CPU named in the paste has no AVX" in e.meaning]


def test_a_cpu_image_set_against_the_gpu_image_run_is_no_build_without_cuda() -> None:
    paste = ("The docker image without GPU support runs fine, but in tensorflow/tensorflow:2.11.0-gpu I get "
             "Num GPUs Available: 0")
    assert not [e for e in explain(paste) if e.cause == "cpu_only_build" and e.level == "error"]


def test_cuda_denied_in_the_words_is_not_cuda_s_dlls() -> None:
    paste = ("ImportError: DLL load failed: The specified module could not be found.\n"
             "I don't have CUDA installed and my laptop has no NVIDIA GPU")
    assert explain(paste)[0].cause == "msvc_runtime_missing"


def test_tensorflow_macos_on_an_intel_mac_is_not_the_arm64_distribution_name() -> None:
    paste = ("tensorflow-macos 2.9 on my Intel MacBook Pro (macOS 12)\nThe conflict is caused by:\n"
             "    mypkg 1.0 depends on tensorflow<2.12\n")
    assert not [e for e in explain(paste) if "pip does not count" in e.meaning]


def test_another_package_s_module_of_the_other_architecture_under_tensorflow_s_import_is_an_error() -> None:
    paste = ('  File "/Users/u/env/lib/python3.9/site-packages/tensorflow/__init__.py", line 37, in <module>\n'
             "ImportError: dlopen(/Users/u/env/lib/python3.9/site-packages/numpy/core/_multiarray_umath.cpython-39-"
             "darwin.so, 0x0002): tried: '/Users/u/env/lib/python3.9/site-packages/numpy/core/_multiarray_umath."
             "cpython-39-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert "numpy" in top.fix


def test_an_x64_python_said_on_arm_windows_is_uncertain() -> None:
    paste = "I have an ARM Windows 11 laptop, but I use the x64 Python under emulation and I can't install tensorflow"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert "24H2" in top.fix


def test_tensorflow_in_pip_list_is_no_index_claim() -> None:
    paste = "tensorflow is not in the pip list on my Raspberry Pi armv7l, so I can't import it"
    assert not [e for e in explain(paste) if e.evidence == "32-bit ARM"]


def test_a_python_after_the_advised_one_on_the_line_is_still_read() -> None:
    paste = ("Use Python 3.9 for tensorflow 2.14; here Python 3.12 is used:\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.14.0 (from versions: "
             "2.16.1, 2.16.2)\nERROR: No matching distribution found for tensorflow==2.14.0")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported", top
    assert "3.12" in top.fix
