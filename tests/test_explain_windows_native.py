"""`envcheck explain` on native Windows: DLLs named in words, CPUs without AVX, conda 4.3 and pip's wheel tags.

Each paste is in the form people write it: TensorFlow 1.x's self-check, a DLL said missing in Chinese or German,
an import traceback cut before its message beside the CPU's name, conda 4.3's conflict listing, and pip's
UnsupportedWheel in a user's words.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tflog import match_kind

SELF_CHECK = ("ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL be installed in a "
              "directory that is named in your %PATH% environment variable. Download and install CUDA 10.0 from this "
              "URL: https://developer.nvidia.com/cuda-90-download-archive")
TRACEBACK_CUT = ("ImportError                               Traceback (most recent call last)\n"
                 "C:\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py in <module>\n"
                 "---> 58   from tensorflow.python.pywrap_tensorflow_internal import *")


def test_the_dll_the_self_check_could_not_find_is_the_build_s_even_beside_the_one_installed() -> None:
    found = explain(f'{SELF_CHECK}\nI installed CUDA 10.1 and the DLL files are titled "cudart64_101.dll"')
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.0" in found[0].fix  # not "every CUDA 10.x": cudart64_101.dll is the one installed


@pytest.mark.parametrize("text", ["zlibwapi.dll is missing", "提示zlibwapi.dll找不到",
                                  "Could not find 'zlibwapi.dll'"])
def test_zlibwapi_said_missing_in_any_form_is_cudnn_s_zlib_not_the_visual_cpp_runtime(text: str) -> None:
    found = explain(text)
    assert found[0].cause == "cuda_libs_missing"
    assert "zlibwapi" in found[0].fix


@pytest.mark.parametrize(("text", "cause"), [("缺少cudnn64_8.dll", "cuda_libs_missing"),
                                             ("cudnn64_8.dll nicht gefunden", "cuda_libs_missing"),
                                             ("找不到msvcp140_1.dll", "msvc_runtime_missing"),
                                             ("nvcuda.dll が見つかりません", "driver_missing")])
def test_a_dll_said_missing_in_another_language_is_read_like_the_english_words(text: str, cause: str) -> None:
    assert explain(text)[0].cause == cause


def test_a_title_joining_the_runtime_failure_and_dll_load_failed_is_read_as_the_dll_failure() -> None:
    line = "Failed to load the native TensorFlow runtime. ImportError DLL load failed."
    assert match_kind("dll_load_failed", line) is not None
    found = explain(f"{line}\nCPU model: Intel Core i7-8700 CPU @ 3.2GHz")
    assert found[0].cause == "msvc_runtime_missing"  # not only "read the traceback": the DLL's answers
    assert "uncertain" in found[0].meaning  # no loader's reason: the runtime or CUDA's DLLs


@pytest.mark.parametrize("cpu", ["CPU Intel Xeon X5650 @ 2.67GHz", "Intel(R) Xeon(R) CPU E5620 @ 2.40GHz",
                                 "AMD Athlon II X4 640"])
def test_an_import_cut_before_its_message_on_a_cpu_without_avx_is_the_cpu(cpu: str) -> None:
    found = explain(f"TensorFlow version: 1.14.0\n{cpu}\n{TRACEBACK_CUT}")
    assert found[0].cause == "cpu_no_avx"
    assert "AVX" in found[0].fix


@pytest.mark.parametrize("text", [
    f"Intel Xeon E5-2670\n{TRACEBACK_CUT}",  # Sandy Bridge: it has AVX
    f"TensorFlow version: 1.5.0\nIntel Xeon X5650\n{TRACEBACK_CUT}",  # built without AVX
    f"Intel Xeon X5650\n{TRACEBACK_CUT}\nImportError: DLL load failed: The specified module could not be found.",
])
def test_a_cpu_without_avx_is_not_blamed_where_it_has_avx_the_build_lacks_it_or_the_loader_says_why(text: str) -> None:
    assert all(e.cause != "cpu_no_avx" for e in explain(text))


CONDA_43 = ("conda install -c conda-forge tensorflow=1.0.0\nSolving package specifications: ....\n\n"
            "UnsatisfiableError: The following specifications were found to be in conflict:\n"
            '  - python 3.6*\n  - tensorflow {version}*\nUse "conda info <package>" to see the dependencies for each '
            "package.")


def test_conda_4_3_listing_python_against_tensorflow_names_the_windows_pythons_of_that_release() -> None:
    found = explain("Microsoft Windows [Version 6.1.7601]\nC:\\Users\\me>" + CONDA_43.format(version="1.0.0"))
    assert found[0].cause == "python_unsupported"
    assert "python=3.5" in found[0].fix  # TensorFlow 1.0's Windows builds were for Python 3.5 only


def test_conda_4_3_listing_a_release_the_tables_do_not_know_still_names_the_python() -> None:
    found = explain(CONDA_43.format(version="0.12.0rc0"))
    assert found[0].cause == "python_unsupported"
    assert "conda search tensorflow=0.12.0rc0" in found[0].fix


def test_conda_4_3_listing_tensorflow_without_a_python_spec_is_an_uncertain_conflict() -> None:
    found = explain("UnsatisfiableError: The following specifications were found to be in conflict:\n"
                    "  - opencv 3.1.0*\n  - tensorflow 1.13.1*")
    assert found[0].cause == "dependency_conflict"
    assert "uncertain" in found[0].meaning


def test_pip_s_unsupported_wheel_in_a_user_s_words_on_windows_names_the_releases_for_that_python() -> None:
    found = explain("Windows 10, python 3.6\nunable to pip install tensorflow in windows : wheel not supported in this "
                    "platform")
    assert found[0].cause == "python_unsupported"
    assert "1.2-2.6" in found[0].fix
    assert "Python 3.5" in found[0].fix  # what the releases before 1.2 had on Windows


# the loader's answer follows "DLL load failed:" (or is Python's "with error code N"); a title's own words after
# it ("Import errors, DLL load failed, module not found") are none, and "Import" capitalised is no import statement
def test_a_dll_failure_retold_in_a_title_on_a_cpu_without_avx_is_the_cpu() -> None:
    top = explain("When trying to run mlagents-learn: Import errors, DLL load failed, module not found\n\n"
                  "Operating system: Windows 10 pro (64-bit)\nProcessor: Intel(R) Core(TM)2 Duo CPU P8600 @ 2.40GHz")[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error")


def test_python_s_error_code_form_still_reads_as_the_loader_s_answer() -> None:
    top = explain("ImportError: DLL load failed with error code -1073741795")[0]
    assert top.cause == "cpu_no_avx"
    assert "0xC000001D" in top.meaning


DLL_FAILED = ('  File "C:\\Python36\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58\n'
              "ImportError: DLL load failed\nFailed to load the native TensorFlow runtime.")


def test_a_release_without_avx_said_to_work_beside_one_with_it_failing_is_the_cpu() -> None:
    (found, *_) = explain("After upgrading to tensorflow 1.8 the import fails on Windows 7; tensorflow 1.4 "
                          "works fine.\n" + DLL_FAILED)
    assert found.cause == "cpu_no_avx"
    assert "uncertain" not in found.meaning
    assert "1.8" in found.meaning
    tried = explain(f"pip install tensorflow==1.12.0 on Windows 10\n{DLL_FAILED}\nI also tried tensorflow 1.5 but it "
                    "doesn't work either.")
    assert all(e.cause != "cpu_no_avx" for e in tried)  # the release without AVX failing too rules nothing out


@pytest.mark.parametrize(("said", "cause"), [
    ("The Visual C++ 2015 redistributable is already installed.", "cpu_no_avx"),  # the runtime ruled out
    ("I have installed the latest VC++ redistributable. CUDA 9.0 and cuDNN 7 are on PATH.", "msvc_runtime_missing"),
    ("Please install the Visual C++ redistributable.", "msvc_runtime_missing"),  # advice, not a fact
    ("The guide says to make sure the Visual C++ redistributable is installed.", "msvc_runtime_missing"),  # advice
    ("I don't know whether the VC++ runtime is installed.", "msvc_runtime_missing"),  # a doubt, not a fact
])
def test_the_runtime_said_installed_leaves_the_cpu_only_for_a_cpu_build(said: str, cause: str) -> None:
    (found, *_) = explain(f"Windows 10, tensorflow 1.10 from pip.\n{said}\n{DLL_FAILED}")
    assert found.cause == cause
    assert "uncertain" in found.meaning


def test_an_initialisation_failure_with_a_release_without_avx_said_to_work_is_decided() -> None:
    (found, *_) = explain("tensorflow 1.4 works, tensorflow 1.10 does not:\nImportError: DLL load failed: A dynamic "
                          "link library (DLL) initialization routine failed.")
    assert found.cause == "cpu_no_avx"
    assert "uncertain" not in found.meaning


@pytest.mark.parametrize("said", ["Cuda: 9.0\ncuDNN: 7.4.2\nPython: 3.6", "Python: 3.6"])
def test_a_python_only_releases_with_windows_gpus_served_does_not_lead_with_windows_native(said: str) -> None:
    # matterport/Mask_RCNN#1234: no release named, but Python 3.6 dates it to TensorFlow 2.6 or older, whose Windows
    # wheels ran on the GPU; with CUDA 9.0 beside it, TensorFlow 1.x's CPU-only package leads
    top = explain(f"GPU not in use\nThe code runs only on CPU.\nOS: Windows 10\nGPU: NVIDIA 1080\n{said}")[0]
    assert top.cause != "windows_native_gpu_unsupported", top
    assert "native Windows" not in top.fix
    if "Cuda: 9.0" in said:
        assert top.fix.startswith("(1) CUDA 9.0 is installed, the time of TensorFlow 1.x and 2.0"), top.fix


@pytest.mark.parametrize("said", ["Python: 3.10", "CUDA 10.0\nPython: 3.8", "CUDA 9.0"])
def test_a_python_later_releases_serve_or_a_cuda_toolkit_alone_keeps_windows_native_among_the_causes(said: str) -> None:
    # an old CUDA toolkit on the disk says nothing of which TensorFlow pip installed
    found = explain(f"GPU not in use\nThe code runs only on CPU.\nOS: Windows 10\nGPU: NVIDIA 1080\n{said}")
    assert any("native Windows: TensorFlow 2.10 was the last release with GPU support there" in e.fix for e in found)
