"""`envcheck explain` on the layers between TensorFlow and the GPU: plugins, Colab, pip on Windows, servers.

The lines are the programs' own: grappler's custom_graph_optimizer_registry.cc ("Plugin optimizer for
device_type GPU is enabled"), tensorflow-metal's and tensorflow-directml's device lines, pip's
`Could not install packages due to an OSError: [Errno 2]`, and the words of people whose TensorFlow finds
the GPU from a shell but not in the notebook or R session a server starts.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

PLUGIN_GPU = ("2023-06-27 14:57:34.718668: I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:"
              "114] Plugin optimizer for device_type GPU is enabled.")
DIRECTML = ("2022-07-04 23:28:50.055064: I tensorflow/c/logging.cc:34] DirectML: creating device on adapter 0 "
            "(Radeon RX 590 Series)")
IN_USE = (PLUGIN_GPU, "Metal device set to: Apple M1 Pro", DIRECTML)
FAILS = "Whenever I try to use the GPU on my MacBook M1 I generally fail to use the GPU, and training is slow."


def _verdicts(text: str) -> list[tuple[str, str]]:
    return [(e.cause, e.level) for e in explain(text) if e.level in ("error", "warning")]


@pytest.mark.parametrize("line", IN_USE)
def test_a_plugin_gpu_device_in_use_is_no_empty_gpu_list(line: str) -> None:
    assert _verdicts(FAILS)  # the words alone read as TensorFlow not finding the GPU
    assert _verdicts(f"{FAILS}\nEpoch 1/5\n{line}") == []


@pytest.mark.parametrize("words", ["if I run tensorflow 2.15 it only use cpu not gpu",
                                   "it uses CPU and not GPU with tensorflow 2.15",
                                   "I can not use colab GPU with tensorflow 2.15"])
def test_more_words_for_training_on_the_cpu(words: str) -> None:
    assert explain(words)[0].evidence == "an empty GPU list"


def test_a_colab_gpu_named_decides_the_runtime_has_one() -> None:
    said = "### OS platform and distribution\n\nColab notebook\n\nI can not use colab GPU with tensorflow==2.15"
    undecided = explain(said)[0]
    assert (undecided.cause, undecided.meaning.startswith("TensorFlow 2.15 sees no GPU and printed no reason; "
                                                          "uncertain")) == ("no_gpu_visible", True)
    found = explain(f"{said}\n\n### GPU model and memory\n\nA100")[0]
    assert (found.cause, found.level) == ("cuda_libs_missing", "error")
    assert "tensorflow[and-cuda]==2.15" in found.fix
    local = explain(f"{said}\n\nit works on my own RTX 3080")[0]  # not a GPU Colab's runtimes have
    assert local.cause == "no_gpu_visible"


def test_colabs_cuda_mismatch_names_a_release_without_pip_cuda_as_before() -> None:
    found = explain("Colab, runtime type GPU: tensorflow 2.4.1 and tf.config.list_physical_devices('GPU') gives []")
    assert found[0].cause == "cuda_libs_missing"
    assert "and-cuda" not in found[0].fix.split(";")[0]  # 2.4 takes its CUDA from the system


CUT = ("ERROR: Could not install packages due to an EnvironmentError: [Errno 2] No such file or directory: "
       "'C:\\\\Users\\\\movgp\\\\AppData\\\\Loc")


def test_pips_unwritable_windows_path_cut_short_is_long_paths_uncertain() -> None:
    found = explain(f"pip install --upgrade tensorflow-estimator\n\n{CUT}")
    assert [(e.cause, e.level) for e in found] == [("windows_long_paths", "warning")]
    assert "uncertain" in found[0].meaning
    assert "LongPathsEnabled" in found[0].fix
    closed = f"{CUT}al\\\\x.h'"  # the whole path, under 150 characters: no path limit to speak of
    assert all(e.cause != "windows_long_paths" for e in explain(closed))
    other = "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'C:\\\\req"
    assert all(e.cause != "windows_long_paths" for e in explain(other))


LIB = "ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory"


@pytest.mark.parametrize(("where", "names"), [
    ("`import tensorflow` works in the terminal but not in a TLJH notebook (The Littlest JupyterHub).",
     "c.Spawner.environment"),
    ("rstudio-server gives it, although I can run keras on GPU from bare R just fine via ssh.",
     "rsession-ld-library-path"),
    ("import tensorflow works in the terminal but not in the jupyter notebook.", "kernel.json"),
])
def test_libraries_that_load_from_a_shell_but_not_in_a_servers_session(where: str, names: str) -> None:
    found = explain(f"{where}\n{LIB}")[0]
    assert found.cause == "cuda_libs_missing"
    assert names in found.fix.split(";")[0]
    assert "LD_LIBRARY_PATH" in found.fix


def test_a_library_missing_without_a_shell_where_it_loads_names_no_server() -> None:
    fix = explain(f"in the jupyter notebook:\n{LIB}")[0].fix
    assert "kernel.json" not in fix
    assert "the server starts" not in fix


SELECT = 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'


@pytest.mark.parametrize("where", ["I am running Docker on my Windows 10 machine and I have a Titan-V GPU",
                                   "Docker Desktop with the WSL2 backend on Windows 11"])
def test_no_gpu_driver_in_docker_on_windows_is_docker_desktops_wsl2_backend(where: str) -> None:
    found = explain(f"{where}\ndocker run --gpus all nvidia/cuda:10.2-base nvidia-smi\n{SELECT}")[0]
    assert found.cause == "container_gpu_not_exposed"
    assert "WSL 2 based engine" in found.fix
    linux = explain(f"Ubuntu 22.04\ndocker run --gpus all nvidia/cuda:10.2-base nvidia-smi\n{SELECT}")[0]
    assert "WSL 2" not in linux.fix  # a Linux host installs the toolkit


def test_the_nvidia_runtime_asked_of_docker_desktop_is_gpus_instead() -> None:
    found = explain("D:\\deploy>docker-compose up -d\nError response from daemon: unknown or invalid runtime name: "
                    "nvidia")[0]
    assert found.cause == "container_gpu_not_exposed"
    assert found.fix.startswith("replace `--runtime=nvidia`")


@pytest.mark.parametrize("vm", ["I am running Ubuntu 22.04 in a Proxmox VM (CPU type kvm64).",
                                "Hypervisor vendor:     VMware"])
def test_no_avx_in_a_virtual_machine_names_the_vms_cpu_type(vm: str) -> None:
    found = explain(f"{vm}\n>>> import tensorflow as tf\nIllegal instruction (core dumped)")[0]
    assert found.cause == "cpu_no_avx"
    assert "host-passthrough" in found.fix
    bare = explain(">>> import tensorflow as tf\nIllegal instruction (core dumped)")[0]
    assert "host-passthrough" not in bare.fix


MISMATCH = "Failed to initialize NVML: Driver/library version mismatch"


def test_nvidia_smis_mismatch_in_a_container_names_the_images_own_driver_libraries() -> None:
    host = "Host: NVIDIA-SMI 535.104.05    Driver Version: 535.104.05    CUDA Version: 12.2"
    found = explain(f"$ docker run --gpus all --rm my/image nvidia-smi\n{MISMATCH}\n{host}\nNVML library version: "
                    "565.57")[0]
    assert (found.cause, found.fix.startswith("remove the NVIDIA driver libraries from the image")) == (
        "driver_library_mismatch", True)
    unsure = explain(f"root@3f4e5a6b7c8d:/workspace# nvidia-smi\n{MISMATCH}\nNVML library version: 550.107")[0]
    assert unsure.cause == "driver_library_mismatch"
    assert "uncertain" in unsure.meaning
    assert "reboot" in unsure.fix
    assert "image" in unsure.fix


HOOK = "nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown."


@pytest.mark.parametrize("text", [MISMATCH,  # on the host: the driver upgraded without a reboot
                                  HOOK,  # the toolkit's hook, on the host's driver
                                  "nvidia-docker | 2016/12/17 05:23:46 Error: nvml: Driver/library version mismatch"])
def test_a_driver_library_mismatch_on_the_host_is_a_reboot(text: str) -> None:
    found = explain(text)[0]
    assert (found.cause, found.fix.startswith("reboot")) == ("driver_library_mismatch", True)
