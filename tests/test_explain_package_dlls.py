"""`envcheck explain` on libraries other programs load themselves: CTranslate2's CUDA libraries, PyTorch's DLLs.

CTranslate2 (faster-whisper, WhisperX) names the file of the CUDA or cuDNN major its build links; PyTorch on
Windows says which of its own DLLs did not load and the loader's code (126: not found, 1114: initialisation failed).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tflog import match_kind

TORCH_LIB = "C:\\Users\\me\\venv\\Lib\\site-packages\\torch\\lib"


def test_ctranslate2_s_cublas_on_windows_names_its_cuda_major_and_the_release_for_the_other() -> None:
    (found, *_) = explain('  File "faster_whisper\\transcribe.py", line 1380, in generate_segments\n'
                          "RuntimeError: Library cublas64_12.dll is not found or cannot be loaded")
    assert found.cause == "cuda_libs_missing"
    assert "cuBLAS of CUDA 12" in found.meaning
    assert "TensorFlow" not in found.fix  # not a TensorFlow build's CUDA
    assert "nvidia-cublas-cu12" in found.fix
    assert "PATH" in found.fix
    assert "ctranslate2==3.24.0" in found.fix  # the last release built for CUDA 11


@pytest.mark.parametrize(("line", "needed", "wheel"), [
    ("Library libcublas.so.11 is not found or cannot be loaded", "cuBLAS of CUDA 11", "nvidia-cublas-cu11"),
    ("RuntimeError: Library libcudnn_ops.so.9 is not found or cannot be loaded", "cuDNN 9", "nvidia-cudnn-cu12==9.*"),
])
def test_ctranslate2_s_library_on_linux_goes_on_ld_library_path(line: str, needed: str, wheel: str) -> None:
    (found, *_) = explain(line)
    assert found.cause == "cuda_libs_missing"
    assert needed in found.meaning
    assert wheel in found.fix
    assert "LD_LIBRARY_PATH" in found.fix


@pytest.mark.parametrize(("lib", "needed", "wheels", "not_said"), [
    ("cufft64_10.dll", "cuFFT of CUDA 10 or CUDA 11", ("nvidia-cufft-cu11",), "cu10"),  # cuFFT 10: CUDA 10.1-11
    ("libcufft.so.11", "cuFFT of CUDA 12", ("nvidia-cufft-cu12",), "cufft-cu11"),
    ("curand64_10.dll", "cuRAND of CUDA 10 or CUDA 11 or CUDA 12", ("nvidia-curand-cu11", "nvidia-curand-cu12"),
     "cu10"),
    ("libcusolver.so.11", "cuSOLVER of CUDA 11 or CUDA 12", ("nvidia-cusolver-cu12",), "ctranslate2"),
    ("cudart64_110.dll", "the CUDA runtime of CUDA 11", ("nvidia-cuda-runtime-cu11",), "110"),  # 11.0's DLL name
    ("cublas64_10.dll", "cuBLAS of CUDA 10", (), "pip install"),  # no NVIDIA wheels before CUDA 11
])
def test_ctranslate2_s_library_names_the_cudas_that_ship_that_file(
        lib: str, needed: str, wheels: tuple[str, ...], not_said: str) -> None:
    (found, *_) = explain(f"RuntimeError: Library {lib} is not found or cannot be loaded")
    assert found.cause == "cuda_libs_missing"
    assert needed in found.meaning
    assert all(w in found.fix for w in wheels)
    assert not_said not in found.fix.replace(lib, "")


@pytest.mark.parametrize("line", ["Library libfoo.so.1 is not found or cannot be loaded",
                                  "The model file model.h5 cannot be loaded"])
def test_other_things_that_cannot_be_loaded_are_not_ctranslate2_s_cuda(line: str) -> None:
    assert match_kind("ctranslate2_library_missing", line) is None


@pytest.mark.parametrize("reason", ["A dynamic link library (DLL) initialization routine failed.",
                                    "动态链接库(DLL)初始化例程失败。"])
def test_a_torch_dll_whose_initialisation_failed_is_an_old_visual_cpp_runtime(reason: str) -> None:
    (found, *_) = explain(f'OSError: [WinError 1114] {reason} Error loading "{TORCH_LIB}\\c10.dll" or one of its '
                          "dependencies.")
    assert found.cause == "msvc_runtime_missing"
    assert "uncertain" not in found.meaning
    assert "torch's c10.dll" in found.meaning
    assert "Visual C++" in found.fix


def test_a_torch_dll_not_found_is_most_often_the_runtime_but_says_what_decides() -> None:
    (found, *_) = explain(f'The specified module could not be found. Error loading "{TORCH_LIB}\\shm.dll" or one of '
                          "its dependencies.")  # a title quoting the error without its code
    assert found.cause == "msvc_runtime_missing"
    assert "uncertain" in found.meaning
    assert "Dependencies" in found.fix
    assert "Visual C++" in found.fix


@pytest.mark.parametrize("line", [
    (f'OSError: [WinError 126] The specified module could not be found. Error loading "{TORCH_LIB}\\cudnn_cnn_infer64_8'
     '.dll" or one of its dependencies.'),  # a CUDA library of the wheel: not the runtime's to decide
    (f'OSError: [WinError 127] The specified procedure could not be found. Error loading "{TORCH_LIB}\\c10.dll" or '
     "one of its dependencies."),  # another DLL of another version, not a missing runtime
])
def test_cuda_s_dlls_and_other_loader_codes_are_not_read_as_the_runtime(line: str) -> None:
    assert match_kind("package_dll_failed", line) is None


_ORT = ("[E:onnxruntime:Default, provider_bridge_ort.cc:1546 TryGetProviderInfo_CUDA] FAIL : Failed to load library "
        "libonnxruntime_providers_cuda.so with error: {lib}: cannot open shared object file: No such file or directory")


@pytest.mark.parametrize(("lib", "needed", "other"), [
    ("libcublasLt.so.11", "cuBLASLt of CUDA 11", "onnxruntime-gpu>=1.19"),  # a CUDA 11 build beside CUDA 12
    ("libcudnn.so.8", "cuDNN 8", "onnxruntime-gpu>=1.19"),
    ("libcublasLt.so.12", "cuBLASLt of CUDA 12", "onnxruntime-gpu 1.15-1.18"),
])
def test_onnxruntime_s_provider_library_names_its_build_s_major_and_the_build_for_the_other(
        lib: str, needed: str, other: str) -> None:
    (found, *_) = explain(_ORT.format(lib=lib))
    assert found.cause == "cuda_libs_missing", found
    assert found.meaning.startswith(f"ONNX Runtime's GPU execution provider could not load {lib}")
    assert needed in found.meaning
    assert other in found.fix
    assert "TensorFlow" not in found.meaning + found.fix


def test_onnxruntime_s_tensorrt_provider_names_its_tensorrt_major() -> None:
    (found, *_) = explain("FAIL : Failed to load library libonnxruntime_providers_tensorrt.so with error: "
                          "libnvinfer.so.10: cannot open shared object file")
    assert found.cause == "cuda_libs_missing"
    assert "TensorRT 10" in found.meaning
    assert "tensorrt==10.*" in found.fix


def test_onnxruntime_on_windows_not_finding_a_dll_goes_on_path() -> None:
    (found, *_) = explain('FAIL : LoadLibrary failed with error 126 "" when trying to load '
                          '"C:\\Python310\\lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll"')
    assert found.cause == "cuda_libs_missing"
    assert "code 126" in found.meaning
    assert "on PATH" in found.fix
    assert "LD_LIBRARY_PATH" not in found.fix


@pytest.mark.parametrize("paste", [
    "RuntimeError: CUDA failed with error out of memory",
    "faster-whisper large-v3\nRuntimeError: CUDA failed with error out of memory",
])
def test_ctranslate2_out_of_memory_is_most_often_its_model_uncertain(paste: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("model_too_large", "warning"), found
    assert found.meaning.startswith("uncertain: CTranslate2")
    assert "compute_type='int8_float16'" in found.fix
    assert "nvidia-smi" in found.fix


_INSUFFICIENT = "RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version"


def test_an_old_driver_under_ctranslate2_names_its_cuda_12_and_the_release_for_cuda_11() -> None:
    (found, *_) = explain(f"faster-whisper\nNVIDIA-SMI 470.256.02   Driver Version: 470.256.02   CUDA Version: 11.4\n"
                          f"{_INSUFFICIENT}")
    assert found.cause == "driver_too_old"
    assert "CTranslate2" in found.meaning
    assert "TensorFlow" not in found.meaning
    assert "525.60.13" in found.fix  # CUDA 12.0's floor
    assert "ctranslate2==3.24.0" in found.fix


@pytest.mark.parametrize("paste", [
    f"faster-whisper\nDriver Version: 440.33\n{_INSUFFICIENT}",  # too old even for CUDA 11
    f"faster-whisper\nDriver Version: 535.104.05   CUDA Version: 12.2\n{_INSUFFICIENT}",  # meets CUDA 12's floor
    # TensorFlow's own line, faster-whisper only named beside it
    ("pip install faster-whisper\nE tensorflow/stream_executor/cuda/cuda_driver.cc:328] failed call to cuInit: "
     "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH\nCUDA driver version is insufficient for CUDA runtime version"),
])
def test_a_driver_outside_cuda_11_to_12_or_not_ctranslate2_s_is_not_offered_its_cuda_11_release(paste: str) -> None:
    assert not any("ctranslate2==3.24.0" in e.fix for e in explain(paste))


def test_cudnn_s_own_loader_under_faster_whisper_is_ctranslate2_s_cudnn() -> None:
    (found, *_) = explain("I received the following error when using faster-whisper\n"
                          "Could not load library libcudnn_ops_infer.so.8. Error: libcudnn_ops_infer.so.8: cannot open "
                          "shared object file: No such file or directory\nAborted (core dumped)")
    assert found.cause == "cuda_libs_missing"
    assert found.meaning.startswith("CTranslate2")
    assert "cuDNN 8" in found.meaning
    assert "ctranslate2 4.5 or later" in found.fix


def test_ctranslate2_out_of_memory_beside_another_process_said_on_the_gpu_is_that_process() -> None:
    (found, *_) = explain("Another process is using the GPU.\nRuntimeError: CUDA failed with error out of memory")
    assert (found.cause, found.level) == ("gpu_memory_in_use", "warning")
    assert found.meaning.startswith("uncertain")


def test_onnxruntime_s_cuda_major_installed_yet_not_found_is_the_loader_path() -> None:
    (found, *_) = explain("Cuda compilation tools, release 11.2, V11.2.152\n" + _ORT.format(lib="libcublas.so.11"))
    assert found.cause == "cuda_libs_missing"
    assert "CUDA 11.2 installed" in found.meaning
    assert "ldconfig" in found.fix
    assert "onnxruntime-gpu>=1.19" not in found.fix  # the build fits the CUDA installed
