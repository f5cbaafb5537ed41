"""The host around TensorFlow in a paste's words: WSL's bridge, native Windows builds, containers, the GPU's memory.

Each paste is a real wording (the issue or thread named beside it), beside the words that must not be read so.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


def test_an_out_of_memory_error_loading_a_second_model_is_the_memory_the_first_took() -> None:
    """Calamari-OCR/calamari#157: TensorFlow reserves most of the GPU for the first model; not the machine's RAM."""
    paste = ("If if set --max_parallel_models to anything > 1, I get an out of memory error as soon as it tries to "
             "load the second model. I have a Titan RTX (24GB ram), so there should be plenty of room for 2 or more "
             "models.")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in fix


def test_a_memory_error_alone_is_still_the_machines_ram() -> None:
    """Python's MemoryError, said so, is RAM: not read as the GPU's memory taken by another process."""
    found = explain("I get a memory error when I load the second model with my 16GB of RAM")
    assert not found or found[0].cause != "gpu_memory_in_use"


def test_out_of_memory_at_higher_resolutions_is_the_input() -> None:
    """yu4u/noise2noise#34: the input's size named as a resolution; the fix shrinks the input."""
    cause, level, meaning, fix = _top("Any recommendation to handle OOM problems?\n\nI'm using tensorflow with GPU "
                                      "(GTX 1060 6GB) and it dies fairly quickly with higher resolutions.")
    assert (cause, level) == ("model_too_large", "warning")
    assert "uncertain" in meaning
    assert "resize large images" in fix


def test_gpu_memory_used_very_much_by_serving_is_its_pre_allocation() -> None:
    """tensorflow/serving#1929: the model server maps the GPU's memory by design; the server's own option caps it."""
    paste = ("TFS using GPU Memory very much!\n\n- **TensorFlow Serving installed from: Docker\n"
             "docker run --gpus all -p 8501:8501 -e MODEL_NAME=half_plus_two -t tensorflow/serving:latest-gpu &\n\n"
             "but GPU Memory Usage 22553MiB/24265MiB.\nI don't know reason about this.")
    cause, _, _, fix = _top(paste)
    assert cause == "gpu_memory_in_use"
    assert "--per_process_gpu_memory_fraction" in fix


def test_a_distribution_said_installed_with_wsl1_is_converted() -> None:
    """andres-manzano/nvidia-cuda-wsl-setup-guide#1: `wsl --set-default-version 2` leaves an existing distribution."""
    paste = ("This article finally made me CUDA working on WSL2. I have noticed two things:\n\n- I run into the "
             "problem that I had Ubuntu already installed with WSL1, so `wsl --set-default-version 2` did not do "
             "anything for me.")
    cause, _, _, fix = _top(paste)
    assert cause == "wsl_driver_not_visible"
    assert "wsl --set-version <distro> 2" in fix


@pytest.mark.parametrize("paste", [
    # the WSL issue template's line, and a move away from WSL 1: neither says the distribution runs under it
    ("Whether the issue is on WSL 2 and/or WSL 1: Linux version 5.4.91-microsoft-standard-WSL2\n"
     "After my computer upgraded to build 21337, I lost GPU support."),
    "I converted Ubuntu from WSL 1 to WSL 2 and nvidia-smi now lists my RTX 3080 in WSL",
])
def test_wsl1_named_otherwise_is_not_the_distribution_under_it(paste: str) -> None:
    assert all("--set-version" not in e.fix for e in explain(paste))


def test_a_gpu_in_tcc_mode_is_not_shared_with_wsl() -> None:
    """microsoft/WSL#13027: nvidia-smi in WSL fails for every GPU while one of them runs in TCC mode."""
    paste = ("Nvidia GPU passthrough fails with GPUs not consistently in WDDM mode\n### Kernel Version\nLinux version "
             "5.15.167.4-microsoft-standard-WSL2\n### Repro Steps\ntake a sytem with at least two Nvidia CPUs, one in "
             "TCC mode and the other in WDDM mode\nrun nvidia-smi inside WSL ->\nUnable to determine the device "
             "handle for GPU0: 0000:C1:00.0: Unknown Error\nNo devices were found")
    cause, _, _, fix = _top(paste)
    assert cause == "wsl_driver_not_visible"
    assert "WDDM" in fix


def test_a_gpu_said_unusable_in_wsl_lists_the_bridge_to_check() -> None:
    """microsoft/WSL#5546: Tesla GPUs on Azure (TCC, no WSL driver) and WSL: which part fails the words do not say."""
    paste = ("More and more people are using Azure machine to do AI development and test. So far, only Tesla GPUs "
             "(M50, k80, P100, V100) are supported in Azure.\nIt means we couldn't do any GPU-related job with WSL "
             "in Azure.")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("wsl_driver_not_visible", "warning")
    assert "uncertain" in meaning
    assert "WDDM" in fix
    assert "--set-version" in fix


def test_configure_refusing_cuda_on_windows_is_native_windows() -> None:
    """tensorflow/tensorflow#58629: configure.py prints this only when CUDA was asked for on Windows (2.11 on)."""
    paste = ("When I'm trying to build the latest stable version TensorFlow-GPU (2.11.0) with CUDA on windows as same "
             "as we used to do, I find the following Errors\n`WARNING: Cannot build with CUDA support on Windows. "
             "Starting in TF 2.11, CUDA build is not supported for Windows. To use TensorFlow GPU on Windows, you "
             "will need to build/install TensorFlow in WSL2.`")
    cause, _, _, fix = _top(paste)
    assert cause == "windows_native_gpu_unsupported"
    assert "WSL2" in fix
    assert "TensorFlow 2.10" in fix  # the last release with a Windows GPU build, from the tables


def test_nvidia_smi_said_not_found_in_a_container_started_without_gpus() -> None:
    """anibali/docker-pytorch#27: `docker run` without --gpus, then nvidia-smi is not in the container."""
    paste = ("I've run command  `docker pull anibali/pytorch:1.4.0-cuda10.1`\nafter connected to container with "
             "command  `docker run -it anibali/pytorch:1.4.0-cuda10.1 sh` \nboth nvcc and nvidia-smi not found.")
    cause, _, _, fix = _top(paste)
    assert cause == "container_gpu_not_exposed"
    assert "--gpus all" in fix


def test_nvidia_smi_not_found_in_a_path_is_not_the_tool_missing() -> None:
    """"not found in $PATH" names a search, said of the container runtime's start: not read as the bare form."""
    found = explain("I checked the docs: nvidia-smi not found in the table of supported tools, is that expected?")
    assert all(e.cause not in ("driver_missing", "container_gpu_not_exposed") for e in found)


def test_cuda_visible_devices_naming_an_absent_index_is_no_gpu_visible() -> None:
    """YoujiaZhang/Ref-GS#4: "machines without GPU index 2" is no machine without a GPU."""
    paste = ('os.environ["CUDA_VISIBLE_DEVICES"] = "2"\nIf uncommented, can cause errors on machines without GPU '
             'index 2 (e.g. "No CUDA GPUs are available").')
    cause, _, _, fix = _top(paste)
    assert cause == "no_gpu_visible"
    assert "CUDA_VISIBLE_DEVICES" in fix


def test_cuda_visible_devices_1_on_a_one_gpu_system_hides_it() -> None:
    """thuml/Autoformer#25: the scripts export CUDA_VISIBLE_DEVICES=1; a one-GPU machine's GPU is index 0."""
    paste = ("I noticed though that on systems with 1 GPU, by default the scripts train on CPU. This is due to the "
             "bash files containing\n\n`export CUDA_VISIBLE_DEVICES=1`\n\nThe issue is if you do this on a system "
             "with a single GPU the following returns false")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("no_gpu_visible", "error")
    assert "GPU 1" in meaning
    assert "CUDA_VISIBLE_DEVICES=0" in fix


def test_cuda_visible_devices_1_on_a_machine_with_more_gpus_is_not_read_so() -> None:
    """The index exists on a machine said to have four GPUs: nothing says it hides the GPU."""
    found = explain("export CUDA_VISIBLE_DEVICES=1\nThe server has 4 GPUs and I have one GPU for my training job.")
    assert all(e.cause != "no_gpu_visible" for e in found)
