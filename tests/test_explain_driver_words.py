"""The driver's and the container's failures retold in users' words, read as what they say."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("words", [
    "nvidia-smi works on the host but not inside the docker container, tensorflow/tensorflow:latest-gpu",
    "Inside the container nvidia-smi fails, but it works on the host",
])
def test_nvidia_smi_said_to_work_on_the_host_and_not_in_the_container_is_the_container(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "--gpus all" in top.fix


def test_nvidia_smi_said_to_work_on_the_host_and_in_the_container_is_not_decided_so() -> None:
    found = explain("nvidia-smi works on the host and also in the container")
    assert not any(e.cause == "container_gpu_not_exposed" and e.level == "error" for e in found)


@pytest.mark.parametrize(("words", "cause"), [
    ("Inside WSL2 nvidia-smi says command not found, tensorflow 2.15", "wsl_driver_not_visible"),
    ("After a kernel update nvidia-smi fails with driver/library version mismatch", "driver_library_mismatch"),
])
def test_nvidia_smi_s_failures_retold_in_words(words: str, cause: str) -> None:
    assert explain(words)[0].cause == cause


def test_no_driver_library_mismatch_said_is_none() -> None:
    assert all(e.cause != "driver_library_mismatch" for e in explain("there is no driver/library version mismatch"))
