"""Readings that TensorFlow's own tables do not decide: another program's build without kernels for a GPU, CUDA's
peer-to-peer test hanging between GPUs, and the CUDA toolkit a paste names in its own words."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_NO_KERNEL = "CUDA error: no kernel image is available for execution on the device"


@pytest.mark.parametrize(("program", "gpu", "cause", "words"), [
    ("ollama 0.11.11", "Quadro P2000", "gpu_too_old", "CUDA 8.0 to 12.9 compile for it, and no later CUDA does"),
    ("llama.cpp", "Tesla K80", "gpu_too_old", "CUDA 6.0 to 11.8 compile for it, and no later CUDA does"),
    ("vllm", "RTX 5090", "gpu_too_new", "most likely the build predates the GPU's architecture"),
    ("onnxruntime", "Tesla T4", "gpu_too_new", "uncertain whether the GPU (compute capability 7.5) is too new"),
])
def test_another_programs_build_without_kernels_is_judged_by_the_gpus_age(program: str, gpu: str, cause: str,
                                                                         words: str) -> None:
    top = explain(f"Running {program} on a {gpu}:\n{_NO_KERNEL}")[0]
    assert (top.cause, top.level) == (cause, "warning"), top
    assert words in top.meaning
    assert "TensorFlow" not in top.fix  # TensorFlow's releases are no fix for another program's build


def test_a_tensorflow_paste_without_kernels_is_still_read_from_its_tables() -> None:
    top = explain(f"tensorflow 2.3.0 on a GeForce RTX 3060\n{_NO_KERNEL}")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error"), top
    assert "TensorFlow 2.4" in top.fix


_P2P = ("p2pBandwithLatencyTest gives me the following output and then hangs.\n"  # misspelt as pastes have it
        "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]\n"
        "Device: 0, GeForce GTX 1080 Ti, pciBusID: 9, pciDeviceID: 0, pciDomainID:0\n"
        "Device: 1, GeForce GTX 1080 Ti, pciBusID: a, pciDeviceID: 0, pciDomainID:0\n"
        "Device=0 CAN Access Peer Device=1\n")


def test_cuda_s_peer_to_peer_test_hanging_is_most_likely_the_gpus_peer_traffic() -> None:
    top = explain(_P2P)[0]
    assert (top.cause, top.level) == ("gpu_peer_access_failed", "warning"), top
    assert top.meaning.startswith("uncertain, but most likely")
    assert "IOMMU" in top.meaning
    assert top.fix.startswith("turn the IOMMU off")  # the sample uses no NCCL: NCCL_P2P_DISABLE is not its fix


@pytest.mark.parametrize("paste", [
    _P2P.replace(" and then hangs", ""),
    "training hangs after the first epoch. I ran p2pBandwidthLatencyTest and it finished fine",  # the hang is not its
    "I compiled simpleP2P with make. The build hangs at linking",  # a build of the sample, not the sample
])
def test_cuda_s_peer_to_peer_test_not_said_to_hang_is_not_read(paste: str) -> None:
    assert "gpu_peer_access_failed" not in {e.cause for e in explain(paste)}


@pytest.mark.parametrize("said", ["CUDA toolkit version: 10.0", "Cuda toolkit version\uff1a10.0",
                                  "cuda toolkit 10.0"])
def test_the_cuda_toolkit_named_with_its_version_word_is_the_cuda_installed(said: str) -> None:
    top = explain(f"tensorflow-gpu 2.4.0\n{said}\nImportError: libcudart.so.11.0: cannot open shared object file: "
                  "No such file or directory")[0]
    assert top.cause == "cuda_libs_missing", top
    assert "CUDA 10.0, which the paste shows installed" in top.fix, top.fix


@pytest.mark.parametrize("said", ["the required cuda toolkit version is 10.0", "Compatible CUDA toolkit version: 10.0"])
def test_a_cuda_toolkit_version_required_is_not_the_cuda_installed(said: str) -> None:
    top = explain(f"tensorflow-gpu 2.4.0\n{said}\nImportError: libcudart.so.11.0: cannot open shared object file: "
                  "No such file or directory")[0]
    assert "which the paste shows installed" not in top.fix, top.fix
