"""Pastes that look like the ones this stop's rules read, and are not (issue 10, review of 080678d..):

a Kaggle data set named on a local Windows machine, a SageMaker notebook instance beside a GPU training job,
NVIDIA's forward compatibility denied or asked about, XLA's abort beside a GPU that is new enough, another
package's TensorFlow range said in the user's own words. A wrong verdict is worse than none.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

EMPTY = "tf.config.list_physical_devices('GPU') returns []"


@pytest.mark.parametrize("words", ["on Kaggle's cats vs dogs dataset", "on a Kaggle competition's data",
                                   "in the Kaggle challenge"])
def test_a_kaggle_data_set_named_is_not_a_kaggle_notebook(words: str) -> None:
    found = explain(f"I train a CNN {words} on my own PC (Windows 10, RTX 3060), tensorflow 2.12.\n{EMPTY}")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "Kaggle" not in found[0].fix


def test_a_kaggle_notebook_is_still_read_as_one() -> None:
    found = explain(f"Running on Kaggle with tensorflow 2.12, /kaggle/input/cats\n{EMPTY}")
    assert "Kaggle notebook without a GPU accelerator" in found[0].fix


LIBCUDA = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"


def test_a_cpu_notebook_instance_beside_a_gpu_training_job_is_not_a_cpu_deployment() -> None:
    found = explain("My notebook instance is ml.t2.medium and the training job runs with "
                    f"instance_type='ml.p3.2xlarge' on the tensorflow 1.11 gpu image.\n{LIBCUDA}")
    assert found[0].cause == "driver_missing"
    assert "CPU instance type" not in found[0].meaning


def test_a_cpu_instance_type_alone_is_still_a_cpu_deployment() -> None:
    found = explain(f"I deploy the tensorflow 1.11 gpu image with instance_type='ml.m4.xlarge'.\n{LIBCUDA}")
    assert "CPU instance type" in found[0].meaning


@pytest.mark.parametrize("words", ["We did not install cuda-compat:", "We didn't install the cuda-compat package:",
                                   "Is tensorflow 2.15 forward compatible with", "We don't use forward compatibility:"])
def test_forward_compatibility_denied_or_asked_about_keeps_the_old_driver_warning(words: str) -> None:
    found = [e for e in explain(f"{words} driver 418.87 and tensorflow 2.15 on our Tesla V100")
             if e.cause == "driver_too_old"]
    assert [e.meaning.startswith("from the versions") for e in found] == [True]


def test_forward_compatibility_used_with_a_verb_is_still_read() -> None:
    assert not [e for e in explain("We use forward compatibility: driver 470.57 and tensorflow 2.15 on a Tesla V100")
                if e.cause == "driver_too_old"]


XLA_ABORT = ("F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error "
             "Internal: no supported devices found for platform CUDA")


def test_xla_finding_no_device_beside_a_gpu_new_enough_is_not_a_gpu_too_old() -> None:
    found = explain("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1356] Found device 0 with properties:\n"
                    "name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582\n" + XLA_ABORT)
    assert [(e.cause, e.level) for e in found if e.kind == "xla_no_supported_device"] == [
        ("gpu_not_detected", "warning")]
    assert found[0].cause != "gpu_too_old"


def test_xla_finding_no_device_beside_an_old_gpu_is_still_gpu_too_old() -> None:
    found = explain(f"GPU: Quadro K420\n{XLA_ABORT}")
    assert (found[0].cause, found[0].level) == ("gpu_too_old", "error")


def test_a_tensorflow_range_in_the_users_words_is_uncertain() -> None:
    found = [e for e in explain("Our training code requires tensorflow>=2.12 and the server has tensorflow 2.4.")
             if e.cause == "dependency_conflict"]
    assert [(e.level, e.meaning.startswith("uncertain")) for e in found] == [("warning", True)]


def test_a_tensorflow_range_printed_by_pip_still_decides() -> None:
    found = explain("tf-models-official 2.12.0 requires tensorflow~=2.12.0, but you have tensorflow 2.13.0 which is "
                    "incompatible.")
    assert (found[0].cause, found[0].level) == ("dependency_conflict", "error")


CANNOT_DLOPEN = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:2211] Cannot dlopen some GPU libraries. Please "
                 "make sure the missing libraries mentioned above are installed properly if you would like to use GPU.")


def test_the_rocm_package_uninstalled_is_not_an_amd_machine() -> None:
    found = explain(f"pip uninstall tensorflow-rocm\npip install tensorflow==2.15.0\n{CANNOT_DLOPEN}\n{EMPTY}")
    assert found[0].cause == "cuda_libs_missing"


def test_rocm_installed_is_still_an_amd_machine() -> None:
    found = explain(f"I installed ROCm 5.7 (rocminfo lists my gfx1030)\npip install tensorflow==2.15.0\n"
                    f"{CANNOT_DLOPEN}")
    assert found[0].cause == "no_gpu_visible"
    assert "tensorflow-rocm" in found[0].fix


NGC_DRIVER = ("ERROR: This container was built for NVIDIA Driver Release {need} or later, but\n"
              "       version {have} was detected and compatibility mode is UNAVAILABLE.")


def test_an_ngc_image_on_forward_compatibility_is_not_a_driver_failure() -> None:
    found = explain(NGC_DRIVER.format(need="595.45", have="580.142") + "\nNOTE: CUDA Forward Compatibility mode "
                    "ENABLED. Using CUDA 13.2 driver version 595.45.04 with kernel driver version 580.142.")
    assert [e.cause for e in found] == ["harmless"]


def test_an_ngc_image_on_a_driver_of_its_cuda_major_is_uncertain() -> None:
    (found,) = explain(NGC_DRIVER.format(need="595.58", have="580.126.09"))
    assert (found.cause, found.level) == ("driver_too_old", "warning")
    assert found.meaning.startswith("uncertain")
    assert "minor-version compatibility" in found.meaning


def test_an_ngc_image_on_a_driver_of_an_older_cuda_major_is_too_old() -> None:
    (found,) = explain(NGC_DRIVER.format(need="450.51", have="430.50"))
    assert (found.cause, found.level) == ("driver_too_old", "error")
    assert "450.51" in found.fix


def test_the_daemons_default_nvidia_runtime_gives_every_container_the_gpu() -> None:
    found = explain("$ docker run --rm --gpus all nvidia/cuda:12.2.0-base-ubuntu22.04 nvidia-smi\n"
                    "| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2 |\n"
                    '/etc/docker/daemon.json: { "default-runtime": "nvidia" }\n'
                    "$ docker run --rm tensorflow/tensorflow:2.14.0-gpu python -c 'import tensorflow as tf; "
                    "print(tf.config.list_physical_devices())'\n[]")
    assert "started without one" not in found[0].meaning


def test_no_nv_files_beside_the_nodes_own_driver_is_uncertain() -> None:
    found = explain("$ nvidia-smi\n| NVIDIA-SMI 470.82.01    Driver Version: 470.82.01    CUDA Version: 11.4     |\n"
                    "$ singularity exec --nv tf.sif python train.py\n"
                    "WARNING: Could not find any nv files on this host!\n"
                    "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                    "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert (found[0].cause, found[0].level) == ("driver_missing", "warning")
    assert found[0].meaning.startswith("uncertain")
    assert "ldconfig -p" in found[0].fix


def test_xlas_own_capability_check_beside_a_created_gpu_device_is_harmless() -> None:
    found = explain("I tensorflow/compiler/xla/service/platform_util.cc:240] StreamExecutor cuda device (0) is of "
                    "insufficient compute capability: 3.5 required, device is 3.0\n"
                    "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1041] Created TensorFlow device "
                    "(/job:localhost/replica:0/task:0/device:GPU:0 with 1500 MB memory) -> physical GPU (device: 0, "
                    "name: GeForce GTX 660, pci bus id: 0000:01:00.0, compute capability: 3.0)")
    assert [e.cause for e in found] == ["harmless", "harmless"]
    assert "XLA" in found[0].meaning


@pytest.mark.parametrize("hosted", ["Kaggle", "Colab"])
def test_a_hosted_notebook_said_to_work_is_not_where_the_paste_runs(hosted: str) -> None:
    found = explain(f"The same notebook works fine on {hosted}, but on my own Windows 10 PC (RTX 3060, tensorflow "
                    f"2.12) the GPU is not found:\n{EMPTY}")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert hosted not in found[0].fix


def test_a_hosted_notebook_that_fails_is_still_read_as_one() -> None:
    found = explain(f"On Colab my notebook with tensorflow 2.15 finds no GPU\n{EMPTY}")
    assert "Runtime > Change runtime type" in found[0].fix


def test_pips_range_with_an_environment_marker_is_fixed_without_it() -> None:
    (found, *_) = explain('tensorflow-text 2.12.1 requires tensorflow<2.13,>=2.12.0; platform_machine != "arm64" or '
                          'platform_system != "Darwin", but you have tensorflow 2.15.0 which is incompatible.')
    assert found.cause == "dependency_conflict"
    assert "'tensorflow<2.13,>=2.12.0'" in found.fix
    assert ";" not in found.meaning.split(":")[0]


def test_jaxs_xla_capability_check_names_no_tensorflow_release() -> None:
    (found, *_) = explain("import jax\nI external/xla/xla/service/platform_util.cc:198] StreamExecutor cuda device (0) "
                          "is of insufficient compute capability: 5.2 required, device is 3.5\nRuntimeError: Unable to "
                          "initialize backend 'cuda': INTERNAL: no supported devices found for platform CUDA")
    assert found.cause == "gpu_too_old"
    assert "JAX" in found.meaning
    assert "TensorFlow 2" not in found.fix


def test_a_rocm_library_in_a_pytorch_traceback_is_pytorchs_rocm_build() -> None:
    (found, *_) = explain('  File "/usr/lib/python3.10/site-packages/torch/__init__.py", line 229, in <module>\n'
                          "    from torch._C import *\nImportError: libamdhip64.so.6: cannot open shared object file: "
                          "No such file or directory")
    assert found.cause == "cuda_libs_missing"
    assert "PyTorch's ROCm build" in found.meaning
    assert "tensorflow-rocm" not in found.meaning + found.fix


def test_another_frameworks_cpu_extra_is_not_a_cpu_only_tensorflow() -> None:
    found = explain('pip install "jax[cpu]" tensorflow==2.9.1\n'
                    "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                    "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or "
                    "directory")
    assert "CPU-only build" not in found[0].meaning
