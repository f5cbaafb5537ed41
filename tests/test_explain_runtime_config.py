"""GPU runtime pastes whose deciding fact is a setting: CUDA_VISIBLE_DEVICES, capabilities, a pod or compose spec.

The messages are the sources' own: PyTorch's c10/cuda/CUDAFunctions.cpp ("No CUDA GPUs are available", its
cudaErrorUnknown warning) and onnxruntime's provider_options_utils.h ('Failed to parse provider option
"device_id"'), as users paste them beside the setting that caused them.
"""

from __future__ import annotations

import pytest

from envcheck.explain import Explanation, explain

TORCH_NO_GPU = "RuntimeError: No CUDA GPUs are available"
TORCH_UNKNOWN = ("UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly set up "
                 "environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the "
                 "available devices to be zero.")
ORT_DEVICE_ID = ('[E:onnxruntime:Default, provider_bridge_ort.cc:1548] Parse Failed to parse provider option '
                 '"device_id": CUDA failure 100: no CUDA-capable device is detected ; GPU=-1')
ORT_DEVICE_ID_CUT = 'but my attempts with a model fail with `Parse Failed to parse provider option "device_id":`'
LIBCUDA = "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"


def _top(text: str) -> Explanation:
    found = explain(text)
    assert found, text
    return found[0]


@pytest.mark.parametrize("setting", ["os.environ[\"CUDA_VISIBLE_DEVICES\"]='1'", "CUDA_VISIBLE_DEVICES=3 python x.py"])
def test_pytorch_no_gpu_with_an_index_set_is_the_index(setting: str) -> None:
    top = _top(f"{setting}\n{TORCH_NO_GPU}")
    assert (top.cause, top.level) == ("no_gpu_visible", "error")
    assert "CUDA_VISIBLE_DEVICES" in top.fix


def test_pytorch_no_gpu_alone_is_said_as_no_gpu_visible() -> None:
    assert _top(TORCH_NO_GPU).cause == "no_gpu_visible"


@pytest.mark.parametrize("setting", ["      CUDA_VISIBLE_DEVICES: all", "      - CUDA_VISIBLE_DEVICES=all",
                                     "export CUDA_VISIBLE_DEVICES=NoDevFiles"])
def test_a_visible_devices_word_is_no_device_list(setting: str) -> None:
    top = _top(f"services:\n  app:\n    runtime: nvidia\n    environment:\n{setting}\n{TORCH_NO_GPU}")
    assert top.cause == "no_gpu_visible"
    assert "hides every GPU" in top.meaning
    assert "remove CUDA_VISIBLE_DEVICES" in top.fix


def test_a_variable_name_is_not_read_as_the_setting() -> None:
    top = _top(f'os.environ["CUDA_VISIBLE_DEVICES"] = gpu_id\n{TORCH_NO_GPU}')
    assert "hides every GPU" not in top.meaning


@pytest.mark.parametrize("capabilities", [
    "          capabilities: [gpu, utility]",
    '`docker inspect` shows `"Capabilities":[["gpu","utility"]]`',
    "      NVIDIA_DRIVER_CAPABILITIES: video,utility",
    "docker run --rm --gpus 'all,\"capabilities=utility\"' my/image",
])
def test_capabilities_without_compute_leave_libcuda_out(capabilities: str) -> None:
    # in WSL too (Docker Desktop runs its containers there): the capabilities decide, not the WSL bridge
    top = _top(f"WSL2 kernel 5.15.153.1-microsoft-standard-WSL2\n{capabilities}\nnvidia-smi works inside\n{LIBCUDA}")
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "compute" in top.fix


@pytest.mark.parametrize("capabilities", ["          capabilities: [gpu]",
                                          '          capabilities: ["gpu", "compute", "utility"]',
                                          "      NVIDIA_DRIVER_CAPABILITIES: all"])
def test_capabilities_with_compute_are_not_blamed(capabilities: str) -> None:
    top = _top(f"docker compose up\n{capabilities}\n{LIBCUDA}")
    assert "leave out `compute`" not in top.meaning


def test_pytorch_unknown_error_at_start_is_cuda_unknown() -> None:
    top = _top(f"ComfyUI error: {TORCH_UNKNOWN.replace('UserWarning: CUDA initialization: ', 'RuntimeError: ')}")
    assert (top.cause, top.level) == ("cuda_error", "warning")  # nvidia-uvm, its usual reason, uncertain: nothing
    assert "nvidia_uvm" in top.fix  # in the paste points at it
    assert _top(TORCH_UNKNOWN).cause == "cuda_error"
    assert _top("it only works with sudo\n" + TORCH_UNKNOWN).cause == "uvm_unavailable"


@pytest.mark.parametrize("line", [ORT_DEVICE_ID, ORT_DEVICE_ID_CUT])
def test_onnxruntime_device_id_in_a_pod_is_the_missing_gpu_request(line: str) -> None:
    top = _top(f"I am trying to deploy pods in GKE GPU enabled nodes (NVIDIA T4)\n{line}")
    assert top.cause == "container_gpu_not_exposed"
    assert "nvidia.com/gpu" in top.fix


def test_onnxruntime_device_id_alone_is_no_gpu_visible() -> None:
    assert _top(ORT_DEVICE_ID_CUT).cause == "no_gpu_visible"


def test_a_gpu_ignored_for_its_age_outranks_the_cuda_error_it_causes() -> None:
    paste = ("Tensorflow fails with cuDevicePrimaryCtxRetain: CUDA_ERROR_INVALID_DEVICE with CUDA_VISIBLE_DEVICES=1\n"
             "I tensorflow/core/common_runtime/gpu/gpu_device.cc:948] Ignoring visible gpu device (device: 0, name: "
             "GeForce GTX 460, pci bus id: 0000:03:00.0) with Cuda compute capability 2.1. The minimum required Cuda "
             "capability is 3.0.")
    found = explain(paste)
    assert found[0].cause == "gpu_too_old"
    assert "no_gpu_visible" not in {e.cause for e in found}


POD = """apiVersion: v1
kind: Pod
spec:
  containers:
  - name: tensorflow
    image: tensorflow/tensorflow:2.15.0-gpu
    resources:
      limits:
        {limit}"""


def test_a_pod_spec_without_a_gpu_request_is_a_container_without_gpu() -> None:
    top = _top(POD.format(limit="cpu: 4"))
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "nvidia.com/gpu" in top.fix
    assert all(e.cause != "container_gpu_not_exposed" for e in explain(POD.format(limit="nvidia.com/gpu: 1")))


COMPOSE = """services:
  train:
    image: tensorflow/tensorflow:latest-gpu
{extra}
train-1  | {error}"""


def test_a_compose_service_without_a_reservation_names_the_reservation() -> None:
    top = _top(COMPOSE.format(extra="    command: python train.py", error=LIBCUDA))
    assert top.cause == "container_gpu_not_exposed"
    assert "reservations" in top.fix
    reserved = COMPOSE.format(extra=("    deploy:\n      resources:\n        reservations:\n          devices:\n"
                                     "            - driver: nvidia\n              capabilities: [gpu]"), error=LIBCUDA)
    assert "compose service asks for no GPU" not in _top(reserved).meaning


TORCH_NO_DRIVER = "RuntimeError: Found no NVIDIA driver on your system."


def test_nvidia_smi_working_in_the_container_points_at_compute() -> None:
    paste = ("docker run --runtime=nvidia -e NVIDIA_VISIBLE_DEVICES=all -it --rm my/image\n"
             f"I am able to open nvidia-smi inside the container, which shows the driver.\n{TORCH_NO_DRIVER}")
    top = _top(paste)
    assert top.cause == "container_gpu_not_exposed"
    assert "NVIDIA_DRIVER_CAPABILITIES=compute,utility" in top.fix


@pytest.mark.parametrize("words", ["nvidia-smi: command not found in the container.",
                                   "nvidia-smi fails inside the container.",
                                   "nvidia-smi in the container shows no GPU."])
def test_nvidia_smi_failing_in_the_container_is_not_read_as_working(words: str) -> None:
    top = _top(f"docker run --gpus all -it --rm my/image\n{words}\n{TORCH_NO_DRIVER}")
    assert "nvidia-smi works in the container" not in top.meaning


@pytest.mark.parametrize("output", ["bash: nvidia-smi: command not found",
                                    ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
                                     "Make sure that the latest NVIDIA driver is installed and running.")])
def test_nvidia_smi_failing_on_the_line_after_the_words_is_not_read_as_working(output: str) -> None:
    """'When I run nvidia-smi in the container I get:' introduces its output: the failure shown decides."""
    top = _top(f"docker run -it --rm my/image bash\nWhen I run nvidia-smi in the docker container I get:\n{output}\n"
               f"{TORCH_NO_DRIVER}")
    assert top.cause == "container_gpu_not_exposed"
    assert "nvidia-smi works in the container" not in top.meaning
    assert "--gpus" in top.fix


WSL_INIT = ("nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
            "object file: no such file or directory: unknown\nI'm using WSL2 (latest Docker Desktop).\n")


def test_a_windows_build_with_its_revision_is_read_for_wsl_support() -> None:
    top = _top(f"{WSL_INIT}Windows 10 Pro, 20H2, 19042.928")
    assert top.cause == "wsl_driver_not_visible"
    assert "19044" in top.fix
    assert "19044" not in _top(f"{WSL_INIT}Windows 10 Pro, 22H2, 19045.3693").fix  # 22H2 has WSL GPU support


def test_the_utility_capability_named_as_the_problem_is_compute_left_out() -> None:
    paste = ("I could not get tensorflow to see the nvidia gpu inside a container. I traced the problem back to the "
             '"utility" capability that is set in the compose file.')
    top = _top(paste)
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "compute" in top.fix
    said = "I added the utility capability to the compose file for nvidia-smi inside a container."
    assert all(e.cause != "container_gpu_not_exposed" for e in explain(said))
