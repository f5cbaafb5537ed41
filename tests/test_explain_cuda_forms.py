"""Every CUDA error, in each form TensorFlow prints it, is explained as its catalogued cause (envcheck/cuerrors.py)."""

from __future__ import annotations

import pytest

from envcheck.cuerrors import CU_RESULTS, RUNTIME_TEXTS, from_text
from envcheck.explain import explain


def _bare(cause: str) -> str:
    """The cause a message alone gives: a container's is only named when the paste shows the container, and
    nvidia-uvm's (CUDA_ERROR_UNKNOWN's usual reason) only when something points at it (a CUDA error, uncertain)."""
    return "cuda_error" if cause in ("container_gpu_not_exposed", "uvm_unavailable") else cause


CODES = [(code, name, _bare(cause)) for code, (name, cause, _) in CU_RESULTS.items() if code]
CUINIT = "E tensorflow/stream_executor/cuda/cuda_driver.cc:351] failed call to cuInit: {}"
GET_DEVICE = "E tensorflow/core/common_runtime/gpu/gpu_device.cc:1421] cudaGetDevice() failed. Status: {}"
IMPLICIT = ("tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 "
            "failed. Status: {}")


def _top(text: str, level: str = "error") -> str:
    found = explain(text)
    assert found, text
    undecided = level == "error" and (found[0].meaning.startswith("uncertain")  # (no GPU shown, or several causes:
                                      or "uncertain why" in found[0].meaning)  # a warning)
    assert found[0].level == ("warning" if undecided else level), found[0]
    return found[0].cause


def _level(name: str, *, raised: bool = False) -> str:
    """A device-side assert is the program's own check failing in a kernel: said, not as a fault of the setup.

    Too many peers is CUDA's limit of eight peers per GPU: the pairs past it copy through the host and the run goes
    on (a warning), unless the program raises it (`raised`: the form is an exception).
    """
    if name == "CUDA_ERROR_TOO_MANY_PEERS":
        return "error" if raised else "warning"
    return "info" if name == "CUDA_ERROR_ASSERT" else "error"


@pytest.mark.parametrize(("code", "name", "cause"), CODES, ids=str)
def test_cuinit_by_name_and_by_number(code: int, name: str, cause: str) -> None:
    level = _level(name)
    assert _top(CUINIT.format(name), level) == cause
    meaning = CU_RESULTS[code][2]  # a meaning that names a container (or nvidia-uvm) makes the paste show one
    assert _top(CUINIT.format(f"{name}: {meaning}"), level) == (
        CU_RESULTS[code][1] if "container" in meaning or "nvidia-uvm" in meaning else cause)
    assert _top(CUINIT.format(f"UNKNOWN ERROR ({code})"), level) == cause
    absl = "E0000 00:00:1775013762.112517   12260 cuda_platform.cc:52] failed call to cuInit: INTERNAL: CUDA error: "
    assert _top(f"{absl}Failed call to cuInit: UNKNOWN ERROR ({code})", level) == cause


# The runtime API's texts people paste, with the cause of the driver API code each one is.
RUNTIME = [
    ("CUDA driver version is insufficient for CUDA runtime version", "driver_too_old"),
    ("no CUDA-capable device is detected", "no_gpu_visible"),
    ("all CUDA-capable devices are busy or unavailable", "gpu_memory_in_use"),
    ("CUDA-capable device(s) is/are busy or unavailable", "gpu_memory_in_use"),  # libcudart.so.13's wording
    ("forward compatibility was attempted on non supported HW", "driver_too_old"),
    ("system has unsupported display driver / cuda driver combination", "driver_library_mismatch"),
    ("unknown error", "cuda_error"),  # nvidia-uvm's most often, but nothing here points at it: uncertain
    ("initialization error", "driver_missing"),
    ("CUDA driver is a stub library", "driver_missing"),
    ("invalid device ordinal", "no_gpu_visible"),
    ("out of memory", "gpu_memory_in_use"),
    ("device kernel image is invalid", "gpu_too_new"),
    ("no kernel image is available for execution on the device", "gpu_too_new"),
    ("the provided PTX was compiled with an unsupported toolchain.", "driver_too_old"),
    ("OS call failed or operation not supported on this OS", "cuda_error"),  # no container shown: uncertain
]


@pytest.mark.parametrize(("text", "cause"), RUNTIME, ids=lambda v: str(v)[:30])
def test_a_runtime_status_text_is_its_codes_cause(text: str, cause: str) -> None:
    assert _top(GET_DEVICE.format(text)) == cause
    assert _top(IMPLICIT.format(text)) == cause
    assert _top(CUINIT.format(text)) == cause


def test_every_runtime_text_is_read_in_each_form() -> None:
    for text in RUNTIME_TEXTS:
        entry = from_text(text)
        assert entry is not None
        for form in (GET_DEVICE, IMPLICIT):
            assert _top(form.format(text), _level(entry[0], raised=form is IMPLICIT)) == _bare(entry[1]), (form, text)


def test_a_runtime_text_alone_is_recognised() -> None:
    assert _top("RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable") == "gpu_memory_in_use"
    assert _top("Error 803: system has unsupported display driver / cuda driver combination") == \
        "driver_library_mismatch"
    assert _top("CUDA error: forward compatibility was attempted on non supported HW") == "driver_too_old"
    assert _top("RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable") == "gpu_memory_in_use"


def test_an_unknown_status_is_a_cuda_error_not_a_guess() -> None:
    assert _top(GET_DEVICE.format("something nobody wrote")) == "cuda_error"
    assert from_text("something nobody wrote") is None


def test_the_stubs_missing_symbol_is_the_cuda_runtime_not_found() -> None:
    found = explain("tensorflow-gpu==2.0.0\n" + GET_DEVICE.format("cudaGetErrorString symbol not found."))
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.0" in found[0].fix  # TensorFlow 2.0's CUDA, from the tables


def test_an_os_call_refused_is_the_container_only_when_the_paste_shows_one() -> None:
    status = GET_DEVICE.format("OS call failed or operation not supported on this OS")
    host = explain(status)[0]
    assert (host.cause, "uncertain" in host.meaning) == ("cuda_error", True)
    assert explain(f"docker run --rm -it tensorflow/tensorflow:latest-gpu python\n{status}")[0].cause == \
        "container_gpu_not_exposed"


FORWARD = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
           "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non supported HW")


def test_forward_compatibility_refused_without_a_container_names_the_host_s_cause_too() -> None:
    """On a host, a driver update not yet active (libcuda newer than the loaded module) gives 804 as well."""
    host = explain(f"{FORWARD}\nGPU: NVIDIA QUADRO RTX 6000")[0]
    assert host.cause == "driver_too_old"
    assert "uncertain" in host.meaning
    assert "reboot" in host.fix
    container = explain(f"root@3f4e5a6b7c8d:/workspace# python train.py\n{FORWARD}")[0]
    assert "uncertain" not in container.meaning
    assert "reboot" not in container.fix


INVALID_PTX = ("W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, "
               "data)' failed with 'CUDA_ERROR_INVALID_PTX'")


def test_an_invalid_ptx_with_no_gpu_named_is_the_driver_or_a_gpu_newer_than_the_build() -> None:
    alone = explain(INVALID_PTX)[0]
    assert alone.cause == "driver_too_old"
    assert "uncertain" in alone.meaning
    assert "compute_cap" in alone.fix
    assert explain(f"tensorflow 2.18.0\nNVIDIA GeForce RTX 5070 Ti\n{INVALID_PTX}")[0].cause == "gpu_too_new"
    named = explain(f"NVIDIA GeForce RTX 3090\n{INVALID_PTX}")[0]
    assert (named.cause, "uncertain" in named.meaning) == ("driver_too_old", False)


def test_a_newer_cudnn_minor_refused_means_this_tensorflow_wants_the_same_minor() -> None:
    """Printed only when the check failed: a newer 7.x refused is a check that wanted the minor built with."""
    refused = explain("Loaded runtime CuDNN library: 7.3.1 but source was compiled with: 7.0.3.")[0]
    assert refused.cause == "cudnn_version_mismatch"
    assert "cuDNN 7.0.3 (the one it was built with) or another 7.0.x exactly" in refused.fix
    assert "newer 7.x" not in refused.fix
    older = explain("Loaded runtime CuDNN library: 7.1.2 but source was compiled with: 7.2.1.")[0]
    assert "cuDNN 7.2.1 (the one it was built with) or a newer 7.x" in older.fix
    assert "older libcudnn" in older.fix


def test_no_dnn_implementation_is_cudnn_not_starting() -> None:
    """cudnn_rnn_ops.cc's 'Fail to find the dnn implementation': the stream has no DNN, cuDNN did not start."""
    found = explain("tensorflow.python.framework.errors_impl.UnknownError: Fail to find the dnn implementation.")[0]
    assert found.cause == "cudnn_init_failed"
    assert "cuBLAS could not start" not in found.meaning


def test_the_library_names_loaded_outweigh_a_version_said_before() -> None:
    """A version tried before, beside the log of the one imported: libcudnn.so.6 is TensorFlow 1.3-1.4's (tables)."""
    top = explain("I thought it was because tensorflow 1.5, i've reinstalled tensorflow 1.4 (pip3 install --upgrade "
                  "tensorflow-gpu==1.4)\nImportError: libcudnn.so.6: cannot open shared object file: No such file or "
                  "directory")[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 8.0 and cuDNN 6" in top.fix
    assert "TensorFlow 1.3-1.4 loads" in top.fix


def test_a_version_whose_build_loads_the_names_is_kept() -> None:
    top = explain("tensorflow-gpu 1.4\nImportError: libcudnn.so.6: cannot open shared object file: No such file or "
                  "directory")[0]
    assert "TensorFlow 1.4 loads CUDA 8.0 and cuDNN 6" in top.fix


def test_a_library_file_installed_is_not_a_name_the_build_asks_for() -> None:
    """libcublas.so.9.0.176 is a file of the CUDA installed; the name that failed (8.0) is TensorFlow 1.0-1.4's."""
    top = explain("it is looking for libcublas.so.8.0. I'm running libcublas.so.9.0.176 (found in "
                  "/usr/local/cuda-9.0/lib64/)")[0]
    assert top.cause == "cuda_libs_missing"
    assert "loads CUDA 8.0" in top.fix
    assert "CUDA 9.0, which the paste shows installed, does not provide them" in top.fix
    assert "TensorFlow 1.5-1.12, which CUDA 9.0 serves" in top.fix


def test_a_library_name_that_failed_outweighs_one_only_mentioned() -> None:
    """Two library names that fit no build together: the one that failed to load is what the build asked for."""
    top = explain("I have CUDA 9.0 on my system (libcublas.so.9.0)\n"
                  "ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory")[0]
    assert "loads CUDA 8.0" in top.fix
    assert "which CUDA 9.0 serves" in top.fix


def test_an_installed_cuda_that_serves_the_build_adds_nothing() -> None:
    top = explain("CUDA 11.5 installed\nImportError: libcudart.so.11.0: cannot open shared object file: No such "
                  "file or directory")[0]
    assert top.cause == "cuda_libs_missing"
    assert "which the paste shows installed" not in top.fix


def test_the_logs_source_paths_name_the_release_lines() -> None:
    """No version said: external/local_tsl/ paths are TensorFlow 2.15-2.18's (tf_log_messages.md): pip's CUDA."""
    top = explain("nvidia-smi lists my RTX 3060 (driver 550.54.14)\n"
                  "2024-07-07 22:04:49.005473: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda "
                  "drivers on your machine, GPU will not be used.")[0]
    assert top.cause == "cuda_libs_missing"
    assert "TensorFlow 2.15-2.18" in top.fix
    assert "tensorflow[and-cuda]" in top.fix


def test_log_paths_of_older_lines_do_not_suggest_pip_cuda() -> None:
    top = explain("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                  "'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory\n"
                  "W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please "
                  "make sure the missing libraries mentioned above are installed properly if you would like to use "
                  "GPU.")[0]
    assert top.cause == "cuda_libs_missing"
    assert "and-cuda" not in top.fix
    assert "libcudnn.so.8" in top.fix


def test_versions_said_as_tf_version_and_cuda_version_are_read() -> None:
    """`tf version is 2.1.0` and `cuda version is 10.2` (not nvidia-smi's banner): TensorFlow 2.1 loads CUDA 10.1."""
    top = explain("tf version is `2.1.0` and cuda version is `10.2`.\nthe running process only occupies about 153MB "
                  "GPU no matter the batch_size.")[0]
    assert top.cause == "cuda_libs_missing"
    assert "install CUDA 10.1" in top.fix


def test_nvidia_smis_cuda_version_is_not_the_installed_cuda() -> None:
    found = explain("tf version: 2.1.0\n| NVIDIA-SMI 440.33.01    Driver Version: 440.33.01    CUDA Version: 10.2  |")
    assert not any(e.cause == "cuda_libs_missing" for e in found)


CUDNN_PACKAGE = ("tensorflow 2.13.0\nCUDA/cuDNN version: 11.8.0-1/{cudnn}\n"
                 "Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: "
                 "No such file or directory")


def test_a_cudnn_package_built_for_another_cuda_major_is_the_cudnn() -> None:
    """NVIDIA builds cuDNN per CUDA: 8.9.3.28-1+cuda12.1 loads CUDA 12's cuBLAS beside TensorFlow 2.13's CUDA 11.8."""
    top = explain(CUDNN_PACKAGE.format(cudnn="8.9.3.28-1+cuda12.1"))[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "build for CUDA 12.1" in top.meaning
    assert "libcudnn8=8.6.*-1+cuda11.8" in top.fix


def test_a_cudnn_package_for_the_releases_cuda_major_adds_nothing() -> None:
    top = explain(CUDNN_PACKAGE.format(cudnn="8.6.0.163-1+cuda11.8"))[0]
    assert top.cause != "cudnn_version_mismatch"


def test_a_cuda_major_said_alone_is_not_called_another_cuda() -> None:
    """'as i have cuda 10' beside a CUDA 10.0 build: the minor decides, so nothing is said about the installed one."""
    top = explain("as i have cuda 10\nImportError: libcudart.so.10.0: cannot open shared object file: No such file")[0]
    assert top.cause == "cuda_libs_missing"
    assert "which the paste shows installed" not in top.fix


CUT = "E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7102"


def test_the_cudnn_refusal_cut_short_takes_the_version_built_with_from_the_words() -> None:
    """cuda_dnn.cc prints the line only on a refusal: cut before 'compiled with', the words give the build's."""
    top = explain(f"The image upgraded cuDNN to 7.1 but tensorflow-gpu 1.7 was compiled against cuDNN 7.0\n{CUT}")[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "7.0.x exactly" in top.fix
    assert "libcudnn7=7.0.*" in top.fix


def test_the_cudnn_refusal_cut_short_takes_the_release_s_cudnn() -> None:
    old = explain(f"pip install tensorflow-gpu==1.6.0\n{CUT}")[0]
    assert old.cause == "cudnn_version_mismatch"
    assert "cuDNN 7 minor TensorFlow 1.6 was built with, exactly" in old.fix
    new = explain("tensorflow 2.12\nLoaded runtime CuDNN library: 8.4.1")[0]
    assert "cuDNN 8.6 (TensorFlow 2.12's build) or a newer 8.x" in new.fix
    bare = explain(CUT)[0]
    assert bare.cause == "cudnn_version_mismatch"
    assert "'but source was compiled with', names it" in bare.fix


def test_an_older_cudnn_in_a_container_names_the_base_image() -> None:
    line = "Loaded runtime CuDNN library: 8.2.1 but source was compiled with: 8.6.0."
    top = explain(f"FROM nvidia/cuda:11.3.1-cudnn8-runtime-ubuntu20.04 in my Dockerfile\n{line}")[0]
    assert "cuDNN 8.6.0 (the one it was built with) or a newer 8.x" in top.fix
    assert "base image that ships cuDNN 8.6 or newer" in top.fix
    assert "base image" not in explain(line)[0].fix


def test_the_cudnn_refusal_cut_short_with_the_release_s_cudnn_a_major_only_wants_a_later_minor() -> None:
    """TensorFlow 1.8-1.12: the tables give cuDNN 7; a 7.1 refused means the build's 7.x is later, not any 7.x."""
    top = explain("tensorflow-gpu 1.12\nE tensorflow/stream_executor/cuda/cuda_dnn.cc:343] Loaded runtime CuDNN "
                  "library: 7.1.4")[0]
    assert "a cuDNN 7 newer than the 7.1 refused" in top.fix
    assert "or a newer 7.x" not in top.fix


def test_the_cudnn_a_build_of_another_project_was_built_with_is_not_tensorflows() -> None:
    top = explain(f"tensorflow-gpu 1.7. Our OpenCV was built with cuDNN 7.0 last week.\n{CUT}")[0]
    assert "7.0.x exactly" not in top.fix
    assert "'but source was compiled with', names it" in top.fix


def test_a_build_said_to_look_for_an_older_cuda_library_than_the_one_installed_is_that_library_missing() -> None:
    # tensorflow/tfjs#5151: TensorFlow 2.4's CUDA 11.0 build looks for cusolver64_10, which CUDA 11.3 does not have
    top = explain("OS Platform: Windows 10\nCUDA/cuDNN version: 11.3\n"
                  "GPU build is looking for cusolver64_10 instead of latest cusolver64_11 version")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error"), top
    assert "cusolver64_10" in top.meaning


def test_the_user_looking_for_a_cuda_library_is_not_the_library_missing() -> None:
    assert "cuda_libs_missing" not in {e.cause for e in explain("I was looking for cudnn64_8.dll download links")}
