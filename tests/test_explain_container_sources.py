"""Container, pip and conda messages in the wordings their sources print (not bug-report pastes).

The fixture (tests/data/explain/container_pip_messages.jsonl) holds one line (or the few lines
printed together) per message template of Docker's daemon, the NVIDIA Container Toolkit and
libnvidia-container's CLI, the Kubernetes scheduler and device plugin, pip's resolver and uninstaller,
and conda's two solvers, with the values they are printed with. Each must be named with its cause and a
fix that names what would work; the resolver lines about install tooling TensorFlow tolerates (setuptools) stay
information, and another of TensorFlow's requirements that pip installed outside its range anyway is a warning.
"""

from __future__ import annotations

import json

import pytest
from fakes import DATA

from envcheck.explain import CAUSES, explain

ROWS = [json.loads(line) for line in (DATA / "explain" / "container_pip_messages.jsonl").read_text(
    encoding="utf-8").splitlines()]


def _id(row: dict[str, str]) -> str:
    return row["line"].splitlines()[0][:50]


def test_the_fixture_names_known_causes() -> None:
    assert {r["cause"] for r in ROWS if "cause" in r} <= {c.id for c in CAUSES}


@pytest.mark.parametrize("row", [r for r in ROWS if "cause" in r], ids=_id)
def test_a_source_message_names_its_cause_and_fix(row: dict[str, str]) -> None:
    (found, *_) = explain(row["line"])
    assert (found.cause, found.level) == (row["cause"], row.get("level", "error")), found
    assert row["fix_has"].lower() in found.fix.lower(), found.fix


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("level") == "info"], ids=_id)
def test_a_tolerated_requirement_is_information(row: dict[str, str]) -> None:
    assert all(e.level in ("info", "noise") for e in explain(row["line"]))


def test_insufficient_gpus_in_kubernetes_is_uncertain_and_says_what_decides() -> None:
    (found, *_) = explain("0/3 nodes are available: 3 Insufficient nvidia.com/gpu.")
    assert "uncertain" in found.meaning
    assert "allocated" in found.meaning


def test_forward_compatibility_takes_the_cuda_the_compat_library_reports() -> None:
    """Inside an image with cuda-compat, nvidia-smi reports the image's CUDA (11.8) beside the host driver (470)."""
    smi = "| NVIDIA-SMI 470.161.03   Driver Version: 470.161.03   CUDA Version: {} |\n"
    error = "failed call to cuInit: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"
    (found, *_) = explain(smi.format("11.8") + error)
    assert "520.61.05" in found.fix  # CUDA 11.8's floor, from the tables
    (own, *_) = explain(smi.format("11.4") + error)  # the driver's own CUDA: it meets that floor, so no floor is named
    assert own.cause == "driver_too_old"
    assert "or newer" not in own.fix


def test_a_container_started_without_gpus_is_named_for_no_cuda_drivers() -> None:
    log = ("I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be "
           "used.\n[]")
    (found, *_) = explain("$ docker run -it tensorflow/tensorflow:latest-gpu bash\n" + log)
    assert (found.cause, "--gpus" in found.fix) == ("container_gpu_not_exposed", True)
    (passed, *_) = explain("$ apptainer exec --nv tf.sif python train.py\n" + log)
    assert "--nv" not in passed.fix  # --nv was given: not the flag


@pytest.mark.parametrize(("instance", "cause"), [
    ("ml.m4.xlarge", "driver_missing"), ("ml.c5.2xlarge", "driver_missing"),  # CPU instance types: no GPU there
    ("ml.p3.2xlarge", "container_gpu_not_exposed"),  # a GPU one: the container's own access to it is in question
])
def test_a_gpu_image_on_a_sagemaker_cpu_instance_has_no_driver(instance: str, cause: str) -> None:
    # aws/sagemaker-python-sdk#440: a TensorFlow GPU image deployed on ml.m4.xlarge
    (found, *_) = explain(f"I built the tensorflow 1.11.0 gpu image from Dockerfile.gpu and deployed it with "
                          f"instance_type='{instance}'\nImportError: libcuda.so.1: cannot open shared object file: "
                          "No such file or directory")
    assert found.cause == cause
    assert ("CPU image" in found.fix) is (cause == "driver_missing")


def test_tensorflow_before_2_13_on_a_mac_names_tensorflow_macos() -> None:
    pip = ("ERROR: Could not find a version that satisfies the requirement tensorflow==2.10.1 (from versions: none)\n"
           "ERROR: No matching distribution found for tensorflow==2.10.1")
    assert "tensorflow-macos==2.10.1" in explain(pip)[0].fix
    assert "tensorflow-macos" not in explain("Ubuntu 22.04\n" + pip)[0].fix


def test_no_adapters_in_wsl_is_the_machine_when_it_has_no_nvidia_gpu() -> None:
    line = "nvidia-container-cli: initialization error: WSL environment detected but no adapters were found: unknown"
    assert explain(line)[0].cause == "wsl_driver_not_visible"
    (none, *_) = explain("Windows 11 laptop without a dedicated GPU\n" + line)
    assert none.cause == "no_gpu_visible"
    (wsl1, *_) = explain("I'm using Windows with WSL1\n" + line)
    assert "wsl --set-version" in wsl1.fix
    for wsl2 in ("WSL version: 1.2.5.0\nKernel version: 5.15.90.1", "Is the issue on WSL 2 and/or WSL 1: WSL 2"):
        assert "wsl --set-version" not in explain(f"{wsl2}\n{line}")[0].fix, wsl2  # the app's version, a template


def test_no_cuda_virtual_package_in_wsl_is_libcuda_off_the_loader_path() -> None:
    """Conda looks for libcuda.so, which WSL 2 keeps in /usr/lib/wsl/lib: not a missing driver there."""
    line = "  - nothing provides __cuda needed by tensorflow-2.9.1-cuda112py39h01bd6f0_0"
    (found, *_) = explain("mamba install tensorflow-gpu in Ubuntu 22.04 on WSL2, nvidia-smi shows my RTX 3060\n" + line)
    assert found.cause == "wsl_driver_not_visible"
    assert "CONDA_OVERRIDE_CUDA=11.2" in found.fix
    assert "/usr/lib/wsl/lib" in found.fix
    assert explain("mamba install tensorflow-gpu\n" + line)[0].cause == "driver_missing"  # no WSL: no driver found


def test_no_cuda_virtual_package_in_an_image_build_is_the_build_not_the_driver() -> None:
    line = "  - nothing provides __cuda needed by tensorflow-2.7.0-cuda102py310hcf4adbc_0"
    (found, *_) = explain("Dockerfile:\nRUN mamba install tensorflow-gpu==2.7.0\n" + line)
    assert found.cause == "container_gpu_not_exposed"
    assert "CONDA_OVERRIDE_CUDA=10.2" in found.fix  # the CUDA of the build conda was asked for
