"""TensorFlow beside plain CUDA: DirectML's and AMD's builds, Intel's, NVIDIA's NGC images, a CUDA build elsewhere.

Each wording is one those stacks print (pip, the loader, an NGC image's start-up check), with the values a
paste carries; the fix must be the one computed from them (the Pythons a distribution has wheels for, the ROCm
folder, the driver an image needs).
"""

from __future__ import annotations

import pytest

from envcheck.compat import plugin_pythons
from envcheck.explain import explain
from envcheck.tables import load_tables

_NO_WHEEL = ("ERROR: Could not find a version that satisfies the requirement {0} (from versions: none)\n"
             "ERROR: No matching distribution found for {0}")


def test_the_tables_give_directmls_wheel_pythons() -> None:
    tables = load_tables()
    assert plugin_pythons(tables, "tensorflow-directml") == ("3.5", "3.6", "3.7")
    assert plugin_pythons(tables, "tensorflow-directml-plugin")[-1] == "3.10"
    assert plugin_pythons(tables, "tensorflow-text") == ()


def test_no_plugin_wheel_for_the_python_in_use_names_the_pythons_it_has() -> None:
    (found, *_) = explain("Python 3.11.5\n" + _NO_WHEEL.format("tensorflow-directml-plugin"))
    assert (found.cause, found.level) == ("python_unsupported", "error"), found
    assert "3.10" in found.fix
    assert "3.11" in found.meaning


def test_without_the_python_the_plugins_pythons_are_said_as_uncertain() -> None:
    (found, *_) = explain(_NO_WHEEL.format("tensorflow-directml"))
    assert (found.cause, found.level) == ("python_unsupported", "warning"), found
    assert found.meaning.startswith("uncertain")
    assert "3.5, 3.6 or 3.7" in found.fix


def test_wheel_files_the_paste_lists_give_the_pythons() -> None:
    listing = ("| tensorflow_rocm-2.11.1.550-cp310-cp310-manylinux2014_x86_64.whl (456.9 MB) | cp310 |\n"
               "| tensorflow_rocm-2.11.1.550-cp39-cp39-manylinux2014_x86_64.whl (456.9 MB) | cp39 |\n"
               "| tensorflow_rocm-2.11.1.550-cp38-cp38-manylinux2014_x86_64.whl (456.8 MB) | cp38 |\n")
    (found, *_) = explain("Python 3.11\n$ pip install tensorflow-rocm\n" + _NO_WHEEL.format("tensorflow-rocm")
                          + "\n" + listing)
    assert found.cause == "python_unsupported", found
    assert "3.8, 3.9 or 3.10" in found.fix


def test_a_pinned_build_of_tensorflow_has_its_lines_pythons() -> None:
    (found, *_) = explain("Python version 3.12\n" + _NO_WHEEL.format("tensorflow-rocm==2.12.1.570"))
    assert (found.cause, found.level) == ("python_unsupported", "error"), found
    assert "3.11" in found.fix


def test_intel_tensorflow_beside_tensorflow_is_two_installs() -> None:
    listing = ("Package                            Version\n---------------------------------- ---------\n"
               "intel-extension-for-tensorflow     1.1.0\nintel-tensorflow                   2.11.0\n"
               "tensorflow                         2.12.0\ntensorflow-estimator               2.12.0\n")
    found = [e for e in explain(listing) if e.cause == "two_tensorflow_installs"]
    assert found, explain(listing)
    assert "intel-tensorflow" in found[0].fix


def test_a_rocm_library_off_the_loader_path() -> None:
    (found, *_) = explain("import tensorflow as tf\nImportError: libhsa-runtime64.so.1: cannot open shared object "
                          "file: No such file or directory")
    assert (found.cause, found.level) == ("cuda_libs_missing", "error"), found
    assert "ROCm" in found.meaning
    assert "LD_LIBRARY_PATH=/opt/rocm/lib" in found.fix


def test_tensorflows_loader_on_a_rocm_library_reads_the_builds_rocm() -> None:
    paste = ("tensorflow-rocm            2.11.1.550\n"
             "2022-11-03 06:55:59.045244: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
             "load dynamic library 'librocblas.so'; dlerror: librocblas.so: cannot open shared object file: No such "
             "file or directory; LD_LIBRARY_PATH: /opt/rocm/lib")
    (found, *_) = explain(paste)
    assert found.cause == "cuda_libs_missing", found
    assert "ROCm 5.5" in found.meaning


def test_a_cuda_build_on_a_rocm_machine_needs_the_rocm_build() -> None:
    paste = ("I've been using NVidia GPUs for a while now, but I wanted to try using an AMD GPU. I installed ROCm and "
             "the HelloWorld example ran. Afterwards, I installed tensorflow-gpu.\n"
             "ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory")
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("no_gpu_visible", "error"), found
    assert "tensorflow-rocm" in found.fix


_NO_CODE_OBJECT = '"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!"\nAborted (core dumped)'


def test_no_code_object_for_a_polaris_radeon_is_a_gpu_rocm_no_longer_builds_for() -> None:
    paste = ("Ubuntu 20.04, tensorflow-rocm 2.4.0, GPU: Radeon RX 580 8GB\n>>> tf.add(1, 2)\n"
             "2021-03-02 10:11:12.345678: I tensorflow/stream_executor/platform/default/dso_loader.cc:53] Successfully "
             "opened dynamic library libamdhip64.so\n" + _NO_CODE_OBJECT)
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("gpu_too_old", "error"), found
    assert "gfx8" in found.meaning
    assert "4.0" in found.meaning
    assert "3.5.1" in found.fix


def test_no_code_object_for_an_rdna_sibling_names_the_override() -> None:
    paste = ("$ rocminfo | grep gfx\n  Name:                    gfx1032\n" + _NO_CODE_OBJECT)
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("gpu_too_new", "error"), found
    assert "HSA_OVERRIDE_GFX_VERSION=10.3.0" in found.fix
    base = explain("rocminfo: Name: gfx1030\n" + _NO_CODE_OBJECT)[0]
    assert base.cause == "gpu_too_new", base
    assert "HSA_OVERRIDE" not in base.fix


def test_tensorflow_rocm_ignoring_a_gpu_it_has_no_target_for() -> None:
    line = ("2024-08-15 10:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2018] Ignoring visible gpu "
            "device (device: 0, name: AMD Radeon RX 7600, pci bus id: 0000:03:00.0) with AMDGPU version : gfx1102. The "
            "supported AMDGPU versions are gfx1030, gfx1100, gfx900, gfx906, gfx908, gfx90a.")
    (found, *_) = explain(line)
    assert found.cause == "gpu_too_new", found
    assert "HSA_OVERRIDE_GFX_VERSION=11.0.0" in found.fix


def test_no_code_object_with_no_gpu_named_is_uncertain_which() -> None:
    (found, *_) = explain(_NO_CODE_OBJECT)
    assert found.cause == "gpu_too_old", found
    assert "uncertain" in found.meaning
    assert "rocminfo" in found.fix


def test_no_code_object_in_pytorchs_paste_is_pytorchs_build() -> None:
    (found, *_) = explain("import torch\nGPU: RX 6700 XT\n" + _NO_CODE_OBJECT)
    assert found.cause == "gpu_too_new", found
    assert "PyTorch's ROCm build" in found.meaning
    assert "tensorflow-rocm" not in found.fix


_NO_ADAPTER = ("2022-11-20 10:00:00.000000: I tensorflow/c/logging.cc:34] DirectML device enumeration: found 0 "
               "compatible adapters.")


def test_directml_with_no_adapter_on_a_generation_8_intel_gpu() -> None:
    paste = f"Windows 10, tensorflow-cpu 2.10 + tensorflow-directml-plugin, Intel(R) HD Graphics 4600\n{_NO_ADAPTER}"
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("gpu_too_old", "error"), found
    assert "generation 8" in found.meaning
    # the GPUs tensorflow-directml's README lists: NVIDIA from the GTX 9xx (Maxwell), not DirectML's Kepler floor
    assert "NVIDIA GeForce GTX 9xx or newer" in found.meaning
    assert "Kepler" not in found.meaning
    newer = explain(f"Windows 11, Intel(R) UHD Graphics 620\n{_NO_ADAPTER}")[0]
    assert (newer.cause, newer.level) == ("gpu_too_old", "warning"), newer  # generation 9: the driver, not the GPU
    assert newer.meaning.startswith("uncertain")
    assert "dxdiag" in newer.fix


def test_directml_with_no_adapter_in_wsl_reads_the_bridge() -> None:
    paste = ("$ uname -a\nLinux pc 4.19.104-microsoft-standard #1 SMP Wed Feb 19 06:37:35 UTC 2020 x86_64 GNU/Linux\n"
             f"{_NO_ADAPTER}")
    (found, *_) = explain(paste)
    assert found.cause == "wsl_driver_not_visible", found
    assert "uncertain" not in found.meaning  # the kernel before 4.19.121 decides


def test_cuda_notices_on_an_intel_gpu_machine_are_no_cuda_fix() -> None:
    paste = ("My device : MacBook Pro 2019, Intel Core i5 + Intel Iris Plus Graphics 645 .\n"
             "2023-01-16 05:11:46.761791: W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64]"
             " Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared "
             "object file: No such file or directory\n"
             "2023-01-16 05:11:46.761822: I tensorflow/compiler/xla/stream_executor/cuda/cudart_stub.cc:29] Ignore "
             "above cudart dlerror if you do not have a GPU set up on your machine.")
    found = explain(paste)
    assert all(e.cause != "cuda_libs_missing" for e in found), found
    assert [(e.cause, e.level) for e in found if e.level in ("error", "warning")] == [("no_gpu_visible", "warning")]


def test_an_ngc_image_started_without_a_gpu() -> None:
    (found, *_) = explain("docker run -it --rm --net=host tensorrtserver_clients\nNVIDIA Release 19.03dev\n"
                          "ERROR: No supported GPU(s) detected to run this container")
    assert (found.cause, found.level) == ("container_gpu_not_exposed", "error"), found
    assert "--gpus all" in found.fix
    (given, *_) = explain("docker run --gpus all nvcr.io/nvidia/tensorflow:20.12-tf1-py3\n"
                          "ERROR: No supported GPU(s) detected to run this container")
    assert given.cause == "container_gpu_not_exposed"
    assert given.meaning.startswith("uncertain")


def test_an_ngc_image_newer_than_the_host_driver() -> None:
    (found, *_) = explain("ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but\n"
                          "       version 440.33.01 was detected and compatibility mode is UNAVAILABLE.")
    assert (found.cause, found.level) == ("driver_too_old", "error"), found
    assert "450.51" in found.fix


def test_an_ngc_image_and_a_gpu_it_does_not_support() -> None:
    (new, *_) = explain("WARNING: Detected NVIDIA NVIDIA A100-PCIE-40GB GPU, which is not yet supported in this "
                        "version of the container")
    assert new.cause == "gpu_too_new", new
    (old, *_) = explain("ERROR: Detected NVIDIA Tesla K80 GPU, which is not supported by this container")
    assert old.cause == "gpu_too_old", old


def test_pip_taking_the_nvidia_tensorflow_placeholder() -> None:
    pip = ("pip install --user nvidia-tensorflow[horovod]\nLooking in indexes: https://pypi.org/simple, "
           "https://pypi.ngc.nvidia.com\nCollecting nvidia-tensorflow[horovod]\n"
           "  Downloading nvidia-tensorflow-0.0.1.dev5.tar.gz (7.9 kB)\n  Preparing metadata (setup.py) ... error")
    (windows, *_) = explain("OS Platform and Distribution: Windows 11\n" + pip)
    assert (windows.cause, windows.level) == ("python_unsupported", "error"), windows
    assert "WSL2" in windows.fix
    (linux, *_) = explain("Ubuntu 20.04\n" + pip)
    assert (linux.cause, linux.level) == ("python_unsupported", "warning"), linux
    assert "nvidia-pyindex" in linux.fix


@pytest.mark.parametrize("name", ["Vega 20", "AMD Instinct MI100"])
def test_a_cuda_build_finding_no_device_beside_an_amd_gpu_by_codename(name: str) -> None:
    """ROCm's device list names AMD's chips by codename or data-centre line: a CUDA build (an image) cannot use them."""
    paste = (">>> tf.test.is_gpu_available()\nCreated device /device:GPU:0 with 15089 MB memory:  -> device: 0, "
             f"name: {name}, pci bus id: 0000:26:00.0\nTrue\n\n$ docker run --gpus all some/tool:1.6-gpu\n"
             "E tensorflow/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no "
             "CUDA-capable device is detected")
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("no_gpu_visible", "error"), found
    assert "not an NVIDIA one" in found.meaning
    assert "tensorflow-rocm" in found.fix


_JAX_CPU = ("WARNING:jax._src.xla_bridge:An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is "
            "not installed. Falling back to cpu.")


def test_jax_falling_back_to_the_cpu_is_its_cpu_only_jaxlib() -> None:
    """Keras 3 on its JAX backend prints it too: `pip install jax` alone brings the CPU-only jaxlib."""
    assert explain(_JAX_CPU)[0].level == "info"  # no word of the GPU: a CPU run may be the one meant
    top = explain("My model trains on the CPU and not on my RTX 4090.\n" + _JAX_CPU)[0]
    assert (top.cause, top.level) == ("cpu_only_build", "error"), top
    assert "jax[cuda13]" in top.fix
    assert "jax[cuda12]" in top.fix


def test_jax_s_warning_is_linux_s_so_a_windows_host_word_does_not_make_it_native_windows() -> None:
    """jax._src.xla_bridge looks for NVIDIA devices on Linux only: Docker Desktop or WSL2 under Windows."""
    top = explain("Windows 11 host, Docker Desktop container, the GPU is not used\n" + _JAX_CPU)[0]
    assert top.cause == "cpu_only_build", top
    assert "Windows" not in top.meaning


def test_jax_s_cuda_13_extra_is_not_offered_to_a_python_or_driver_it_does_not_run_on() -> None:
    """jax[cuda13] needs JAX 0.7+ (Python 3.11+) and driver 580+: Python 3.10 or driver 535 get jax[cuda12]."""
    for said in ("Python 3.10.12, my RTX 3090 is not used", "Driver Version: 535.104.05, GPU not used"):
        top = explain(said + "\n" + _JAX_CPU)[0]
        assert (top.cause, top.level) == ("cpu_only_build", "error"), top
        assert "jax[cuda12]" in top.fix
        assert "jax[cuda13]" not in top.fix


def test_jax_whose_cuda_plugin_failed_leaves_the_plugins_error_to_decide() -> None:
    top = explain("GPU not found.\njax_plugins.xla_cuda13.initialize() failed: assert cuda_versions is not None\n"
                  + _JAX_CPU)[0]
    assert top.cause != "cpu_only_build", top
    assert top.meaning.startswith("uncertain: JAX fell back to the CPU")


def test_jax_falling_back_beside_a_failure_of_its_own_is_no_verdict_unless_the_gpu_is_asked_about() -> None:
    failure = 'Traceback (most recent call last):\n  File "run.py", line 3, in <module>\nValueError: bad shape\n'
    assert explain(_JAX_CPU + "\n" + failure)[0].level == "info"
    asked = explain("Why does my training not use the GPU?\n" + _JAX_CPU + "\n" + failure)[0]
    assert (asked.cause, asked.level) == ("cpu_only_build", "error"), asked
