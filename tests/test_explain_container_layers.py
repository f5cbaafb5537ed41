"""The layers between a container and the host's GPU: the Docker in use, its client, the toolkit, a compat libcuda.

Docker Desktop on Linux runs its engine in a VM with no NVIDIA driver or toolkit; a docker client older than
19.03 has no `--gpus`; nvidia-container-cli's detection error is the toolkit failing to query the driver; a
machine whose only GPU is Intel or AMD has none to give; and a libcuda that is not the kernel module's version
is, in a container or beside a CUDA compat folder, CUDA's forward-compatibility copy rather than a pending reboot.
"""

from __future__ import annotations

from envcheck.explain import explain

_HOOK = ("docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
         "runtime create failed: runc create failed: unable to start container process: error during container init: "
         "error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\n"
         "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
         "object file: no such file or directory: unknown.")


def test_docker_desktop_on_linux_is_its_vm_not_the_host_driver() -> None:
    (found, *_) = explain(f"Fedora 40, Docker Desktop 4.30 installed from the rpm\n$ docker run --gpus all "
                          f"tensorflow/tensorflow:latest-gpu nvidia-smi\n{_HOOK}")
    assert found.cause == "container_gpu_not_exposed", found
    assert "docker engine" in found.fix.lower()
    assert "context use default" in found.fix


def test_docker_desktop_with_linux_named_only_as_the_image_s_base_is_not_desktop_on_linux() -> None:
    """`ubuntu:20.04` is the container's base, not the host: Docker Desktop is then most often Windows' or macOS'."""
    (found, *_) = explain("Using Docker Desktop 4.20 with an ubuntu:20.04 based image:\n$ docker run --rm --gpus all "
                          "nvidia/cuda:11.8.0-base-ubuntu20.04 nvidia-smi\ndocker: Error response from daemon: could "
                          'not select device driver "" with capabilities: [[gpu]].')
    assert found.cause == "container_gpu_not_exposed", found
    assert "Docker Desktop for Linux" not in found.meaning
    assert "docker-ce" not in found.fix


def test_the_same_hook_error_without_docker_desktop_is_still_the_host_driver() -> None:
    (found, *_) = explain(f"Ubuntu 22.04 server\n{_HOOK}")
    assert found.cause == "driver_missing", found


def test_docker_desktop_on_windows_keeps_its_wsl_reading() -> None:
    found = explain('Windows 11, Docker Desktop\ndocker: Error response from daemon: could not select device driver '
                    '"" with capabilities: [[gpu]].')
    assert found[0].cause == "container_gpu_not_exposed", found
    assert "WSL 2" in found[0].fix


def test_the_gpu_said_not_to_work_under_docker_desktop_on_linux() -> None:
    (found, *_) = explain("I set up nvidia-container-toolkit on my Ubuntu 24.04 box but with Docker Desktop the "
                          "GPU containers still don't work.")
    assert (found.cause, found.level) == ("container_gpu_not_exposed", "error"), found
    assert "docker-ce" in found.fix


def test_unknown_flag_gpus_is_a_docker_client_before_19_03() -> None:
    (found, *_) = explain("$ docker run --gpus all --rm nvidia/cuda:11.0.3-base-ubuntu20.04 nvidia-smi\n"
                          "unknown flag: --gpus\nSee 'docker run --help'.")
    assert found.cause == "container_gpu_not_exposed", found
    assert "19.03" in found.fix
    assert "--runtime=nvidia" in found.fix


def test_the_toolkits_detection_error_is_uncertain_between_toolkit_and_driver() -> None:
    (found, *_) = explain("docker run --rm --gpus all nvidia/cuda:12.2.0-base-ubuntu22.04 nvidia-smi\n"
                          "nvidia-container-cli: detection error: driver error: failed to process request")
    assert found.cause == "container_gpu_not_exposed", found
    assert found.meaning.startswith("uncertain")
    assert "nvidia-container-toolkit" in found.fix


def test_no_nvidia_gpu_is_why_docker_has_no_gpu_to_give() -> None:
    (found, *_) = explain('Laptop with Intel(R) Iris Xe graphics only, Debian 12\ndocker: Error response from '
                          'daemon: could not select device driver "" with capabilities: [[gpu]].')
    assert found.cause == "no_gpu_visible", found
    assert "cpu" in found.fix.lower()


def test_a_compose_gpu_reservation_said_not_to_work_is_uncertain() -> None:
    (found, *_) = explain("services:\n  trainer:\n    image: tensorflow/tensorflow:2.15.0-gpu\n    deploy:\n"
                          "      resources:\n        reservations:\n          devices:\n            - driver: nvidia\n"
                          "              capabilities: [gpu]\nThe GPU reservation is not working with my compose.")
    assert (found.cause, found.level) == ("container_gpu_not_exposed", "warning"), found
    assert found.meaning.startswith("uncertain")
    assert "runtime: nvidia" in found.fix


def test_a_compat_folder_on_the_loader_path_is_named_when_libcuda_is_older() -> None:
    found = explain("export LD_LIBRARY_PATH=/usr/local/cuda-11.0/compat:$LD_LIBRARY_PATH\n"
                    "E tensorflow/stream_executor/cuda/cuda_driver.cc:328] failed call to cuInit: "
                    "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver "
                    "combination\n"
                    "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: 450.51.6\n"
                    "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 470.82.0\n"
                    "E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 470.82.0 does not "
                    "match DSO version 450.51.6 -- cannot find working devices in this configuration")
    assert found[0].cause == "driver_library_mismatch", found
    assert "compat" in found[0].fix
    assert "LD_LIBRARY_PATH" in found[0].fix


def test_a_newer_libcuda_in_a_container_is_uncertain_between_reboot_and_compat() -> None:
    (found, *_) = explain("docker run --gpus all tensorflow/tensorflow:2.6.0-gpu python train.py\n"
                          "E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 450.80.2 does not "
                          "match DSO version 470.57.2 -- cannot find working devices in this configuration")
    assert found.cause == "driver_library_mismatch", found
    assert found.meaning.startswith("uncertain")
    assert "reboot" in found.fix
    assert "compat" in found.fix
    assert "470.57.2" in found.fix


def test_on_a_host_a_newer_libcuda_is_still_the_update_awaiting_a_reboot() -> None:
    (found, *_) = explain("E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 525.60.13 does "
                          "not match DSO version 525.85.12 -- cannot find working devices in this configuration")
    assert found.cause == "driver_library_mismatch", found
    assert "reboot" in found.fix
    assert not found.meaning.startswith("uncertain")
