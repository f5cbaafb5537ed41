"""`envcheck explain` on where TensorFlow runs: WSL 2's GPU sharing, Docker's packaging, Kubernetes, native Windows.

The lines are the programs' own wordings: NVML's NVML_ERROR_OPERATING_SYSTEM as nvidia-smi, nvmlErrorString()
and pynvml give it, Docker's "could not select device driver", the loader's libcuda failure inside a pod,
and the words of issue templates and of people asking why no GPU is used.
"""

from __future__ import annotations

import pytest

from envcheck.compat import container_tool
from envcheck.explain import explain
from envcheck.tables import load_tables

BLOCKED = ("Failed to initialize NVML: GPU access blocked by the operating system",  # nvidia-smi
           "pynvml.nvml.NVMLError_OperatingSystem: The operating system has blocked the request",  # pynvml
           "nvmlInit failed: NVML_ERROR_OPERATING_SYSTEM")
TCC_ROW = "|   0  NVIDIA L40S                  TCC   |   00000000:61:00.0 Off |                    0 |"
HEADER = "| GPU  Name                     TCC/WDDM  | Bus-Id        Disp.A | Volatile Uncorr. ECC |"
SELECT = 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'
LIBCUDA = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"


@pytest.mark.parametrize("line", BLOCKED)
def test_nvml_blocked_by_the_os_with_a_gpu_in_tcc_mode_is_wsl_needing_wddm(line: str) -> None:
    found = explain(f"Ubuntu 22.04 on WSL2\n{TCC_ROW}\n{line}")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "WDDM" in found[0].fix


@pytest.mark.parametrize("line", BLOCKED)
def test_nvml_blocked_by_the_os_elsewhere_says_where_it_is_uncertain(line: str) -> None:
    wsl = explain(f"WSL 2, Ubuntu 22.04\n{HEADER}\n$ nvidia-smi\n{line}")  # the header names both driver models
    assert (wsl[0].cause, wsl[0].meaning.startswith("uncertain")) == ("wsl_driver_not_visible", True)
    assert "TCC" in wsl[0].meaning
    container = explain(f"docker run --gpus all --rm nvidia/cuda:12.2.0-base-ubuntu22.04 nvidia-smi\n{line}")
    assert container[0].cause == "container_gpu_not_exposed"
    assert "no-cgroups" in container[0].fix
    nowhere = explain(f"$ nvidia-smi\n{line}")
    assert (nowhere[0].cause, nowhere[0].meaning.startswith("uncertain")) == ("cuda_error", True)


@pytest.mark.parametrize("line", BLOCKED)
def test_nvml_blocked_in_wsls_shell_with_docker_only_named_is_wsl(line: str) -> None:
    """Docker named as another symptom ('my docker images see no CUDA') starts no container: WSL's shell ran it."""
    said = explain(f"Kernel version: 5.15.153.1-microsoft-standard-WSL2\n$ nvidia-smi\n{line}\n"
                   "and my docker images report CUDA not available")
    assert said[0].cause == "wsl_driver_not_visible"
    run = explain(f"WSL2\n$ docker run --rm --gpus all nvidia/cuda:12.2.0-base-ubuntu22.04 nvidia-smi\n{line}")
    assert run[0].cause == "container_gpu_not_exposed"  # a container the paste starts: its cgroup


def test_nvml_blocked_after_a_linux_driver_inside_wsl_names_that_driver() -> None:
    found = explain(f"WSL2 Ubuntu 22.10\napt install nvidia-utils-510\n# nvidia-smi\n{BLOCKED[0]}")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "purge" in found[0].fix


@pytest.mark.parametrize("snap", ["$ sudo snap services docker\ndocker.dockerd enabled active -",
                                  "Docker was installed via snap on Ubuntu 22.04"])
def test_no_gpu_driver_in_a_snap_docker_is_the_snap(snap: str) -> None:
    found = explain(f"{SELECT}\n{snap}")
    assert found[0].cause == "container_gpu_not_exposed"
    assert "snap remove docker" in found[0].fix
    assert "snap" not in explain(SELECT)[0].fix  # without the snap in the paste: the toolkit
    assert "nvidia-container-toolkit" in explain(SELECT)[0].fix


def test_libcuda_missing_in_a_pod_is_the_nodes_runtime_not_the_driver() -> None:
    pod = explain(f"I'm trying to deploy TensorFlow on kubernetes with the device plugin.\n{LIBCUDA}")
    assert pod[0].cause == "container_gpu_not_exposed"
    assert "default-runtime" in pod[0].fix
    assert "nvidia.com/gpu" in pod[0].fix
    assert explain(LIBCUDA)[0].cause == "driver_missing"


def test_a_templates_cuda_answer_that_is_no_cuda_release_is_not_taken_for_cuda() -> None:
    cudnn_only = explain("### Tensorflow Version\n\n2.9.1\n\n### OS Platform and Distribution\n\nUbuntu 22.04\n\n"
                         "### CUDA/cuDNN version\n\n8.1\n\nprint(tf.config.list_physical_devices('GPU')) returns []")
    assert "CUDA 8.1" not in " ".join(e.fix + e.meaning for e in cudnn_only)
    cuda = explain("### Tensorflow Version\n\n2.9.1\n\n### OS Platform and Distribution\n\nUbuntu 22.04\n\n"
                   "### CUDA/cuDNN version\n\n10.1\n\nprint(tf.config.list_physical_devices('GPU')) returns []")
    assert "CUDA 10.1 is installed" in cuda[0].fix


@pytest.mark.parametrize(("words", "cause"), [("GPU not found after 2.10", "windows_native_gpu_unsupported"),
                                              ("newer versions than 2.10 do not find the GPU",
                                               "windows_native_gpu_unsupported"),
                                              ("GPU not found after 2.9", "cuda_libs_missing")])
def test_words_about_releases_after_the_last_windows_gpu_one(words: str, cause: str) -> None:
    found = explain(f"{words}\n### Tensorflow Version\n\n2.10.1\n\n### OS Platform and Distribution\n\nWindows 10")
    assert found[0].cause == cause


@pytest.mark.parametrize("words", ["but the GPU could not be found.", "GPU could not be recognized on Windows 11",
                                   "GPU unavailable for tensorflow", "how do I use the GPU with it?"])
def test_more_ways_of_saying_no_gpu_is_used(words: str) -> None:
    found = explain(f"Tensorflow Version\n\nv2.11.0-rc2-15-g6290819256d 2.11.0\n\nWindows 11 Home\n{words}")
    assert found[0].cause == "windows_native_gpu_unsupported"


def test_the_tf1_cpu_package_installed_and_tensorflow_gpu_asked_about() -> None:
    asked = explain("how to use GPU when installed with <pip install tensorflow==1.7.1>\nshould it be "
                    "tensorflow-gpu=1.7.1??")
    assert asked[0].cause == "tf1_cpu_package"
    assert "tensorflow-gpu==1.7.1" in asked[0].fix
    both = explain("pip install tensorflow==1.7.1\npip install tensorflow-gpu==1.7.1\nhow to use GPU with it?")
    assert both[0].cause == "two_tensorflow_installs"


def test_wsl_without_its_gpu_bridge_says_the_kernel_carries_it() -> None:
    found = explain("WSL2 insider build\nImportError: libd3d12.so: cannot open shared object file: No such file or "
                    "directory")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "kernel" in found[0].fix


MOUNT = ("nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/4f7924ec6b32/merged/"
         "usr/lib/x86_64-linux-gnu/{lib}: file exists: unknown.")


@pytest.mark.parametrize("lib", ["libnvidia-ml.so.1", "libcuda.so.1"])
def test_the_toolkit_finding_a_driver_file_already_in_the_image_is_the_image(lib: str) -> None:
    found = explain("docker run --gpus all -it --rm myimage\ndocker: Error response from daemon: failed to create task "
                    f"for container: error running hook #0: exit status 1, stdout: , stderr: {MOUNT.format(lib=lib)}")
    assert found[0].cause == "container_gpu_not_exposed"
    assert lib in found[0].meaning
    assert "rm -f" in found[0].fix
    assert "/usr/lib/wsl/lib" in explain(f"Ubuntu on WSL2\n{MOUNT.format(lib=lib)}")[0].meaning


@pytest.mark.parametrize("said", ["Bug: docker run fails (libnvidia-ml.so.1: file exists: unknown)",
                                  "the toolkit says libcuda.so.1: file exists when my image starts"])
def test_a_driver_file_said_to_exist_without_the_mount_error_is_the_image_too(said: str) -> None:
    """An issue title retells the toolkit's message without its start: the driver library named decides."""
    found = explain(said)
    assert found[0].cause == "container_gpu_not_exposed"
    assert "rm -f" in found[0].fix
    assert not explain("cp: cannot create '/tmp/out/model.h5': file exists")  # not a driver library


def test_no_cdi_device_listed_is_a_specification_to_generate() -> None:
    found = explain("$ podman inspect ollama | grep Devices\n  Devices: []\n$ nvidia-ctk cdi list\n"
                    "INFO[0000] Found 0 CDI devices")
    assert found[0].cause == "container_gpu_not_exposed"
    assert "nvidia-ctk cdi generate" in found[0].fix
    assert all(e.cause != "container_gpu_not_exposed" for e in explain("INFO[0000] Found 2 CDI devices"))


@pytest.mark.parametrize("said", ["pip installs tensorflow_intel for me", "tensorflow-intel   2.15.0"])
def test_tensorflow_intel_is_the_windows_build_of_a_release_without_native_gpu(said: str) -> None:
    found = explain(f"{said}\nI have an nvidia 4060 laptop and tf cannot recognize the gpu")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "uncertain" not in found[0].meaning
    assert "WSL2" in found[0].fix


def test_a_wheel_for_another_python_names_that_python() -> None:
    found = explain("pip3 install ~/tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl\nERROR: "
                    "tensorflow-2.3.1-cp36-cp36m-linux_aarch64.whl is not a supported wheel on this platform.")
    assert found[0].cause == "python_unsupported"
    assert "python3.6 -m pip install" in found[0].fix


def test_container_tools_older_than_their_gpu_way_name_the_release_from_the_tables() -> None:
    tables = load_tables()
    podman = container_tool(tables, "podman", "cdi_devices")
    compose = container_tool(tables, "docker-compose", "gpu_device_reservations")
    assert podman is not None
    assert compose is not None
    old_podman = explain("podman version 3.4.4\npodman run --rm --device nvidia.com/gpu=all ubuntu nvidia-smi -L\n"
                         "Error: stat nvidia.com/gpu=all: no such file or directory")
    assert old_podman[0].cause == "container_gpu_not_exposed"
    assert f"podman to {podman.min_version}" in old_podman[0].fix
    old_compose = explain("The Compose file './docker-compose.yaml' is invalid because:\nservices.app.deploy.resources."
                          "reservations value Additional properties are not allowed ('devices' was unexpected)")
    assert old_compose[0].cause == "container_gpu_not_exposed"
    assert f"docker-compose to {compose.min_version}" in old_compose[0].fix


def test_a_retyped_dynamic_library_failure_is_still_read() -> None:
    found = explain("TensorFlow version: v2.1.0-rc2-17-ge5bf8de410\nwindows 10\nCUDA/cuDNN version: 10.2 cuda\n"
                    "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] cannot opened dynamic library "
                    "cudart64_101.dll")
    assert found[0].cause == "cuda_libs_missing"
    assert "10.1" in found[0].fix


EMPTY = ">>> tf.config.list_physical_devices('GPU')\n[]"


def test_a_container_started_without_a_gpu_option_decides_an_empty_list() -> None:
    top = explain(f"docker run -it tensorflow/tensorflow:2.4.0-gpu python\n{EMPTY}")[0]
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "uncertain" not in top.meaning
    assert "--gpus all" in top.fix


def test_a_container_said_without_its_start_is_the_uncertain_first_item() -> None:
    top = explain("Tensorflow built from sources in Docker doesn't recognize GPUs")[0]
    assert top.cause == "container_gpu_not_exposed"
    assert "uncertain" in top.meaning
    assert "nvidia-docker" in top.fix


def test_a_container_started_with_gpus_is_not_blamed() -> None:
    found = explain(f"docker run --gpus all -it tensorflow/tensorflow:2.4.0-gpu python\n{EMPTY}")
    assert not any(e.cause == "container_gpu_not_exposed" for e in found)


def test_apptainer_without_nv_is_told_nv() -> None:
    top = explain(f"apptainer exec tf.sif python train.py\n{EMPTY}")[0]
    assert top.cause == "container_gpu_not_exposed"
    assert "--nv" in top.fix


CUINIT = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUresult(-1)\n"
          "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:189] libcuda reported version is: Not found: was "
          "unable to find libcuda.so DSO loaded into this program")


def test_cudas_stub_libcuda_found_first_is_named() -> None:
    """ldd resolving libcuda.so.1 into CUDA's stubs folder: the link-time stub, which fails every call."""
    top = explain("$ nvidia-docker run -ti tensorflow/tensorflow:1.4.0-devel-gpu /bin/bash\n"
                  "        libcuda.so.1 => /usr/local/cuda/lib64/stubs/libcuda.so.1 (0x00007f9de7215000)\n" + CUINIT)[0]
    assert top.cause == "driver_missing"
    assert "stub" in top.meaning
    assert "ldconfig" in top.fix


def test_a_container_started_with_the_gpu_is_not_said_to_lack_it() -> None:
    top = explain("$ docker run --gpus all -it tensorflow/tensorflow:latest-gpu\n" + CUINIT)[0]
    assert top.cause == "container_gpu_not_exposed"
    assert "uncertain" in top.meaning
    assert "not passed in" not in top.meaning
