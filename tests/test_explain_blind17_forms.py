"""Forms the opened half of the blind17 batch showed unread: each in the words or lines real pastes use."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.explain._explain import read_paste


def _top(paste: str) -> tuple[str, str, str, str]:
    top = explain(paste)[0]
    return top.cause, top.level, top.meaning, top.fix


_HEADER = ("Tensorflow - 2.7.0\n"
           "Failed to get convolution algorithm. This is probably because cuDNN failed to initialize\n"
           "!cat /usr/include/cudnn.h | grep CUDNN_MAJOR -A 1\n")


def test_cudnn_s_header_lines_give_the_cudnn_installed() -> None:
    cause, _, meaning, fix = _top(_HEADER + "#define CUDNN_MAJOR 7\n#define CUDNN_MINOR 6\n--\n")
    assert cause == "cudnn_version_mismatch"
    assert "cuDNN 7.6" in meaning
    assert "cuDNN 8.1" in fix
    assert "cuDNN 7.6" in " ".join(read_paste("#define CUDNN_MAJOR 7\n#define CUDNN_MINOR 6").read)


def test_a_minor_without_its_major_gives_no_cudnn() -> None:
    assert not any("cuDNN" in fact for fact in read_paste("#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 5").read)


def test_a_package_version_with_a_tag_s_v_is_read() -> None:
    assert "keras 3.2.1" in read_paste("This is with keras v3.2.1, released 3 days ago.").read


_JSON_MODEL = ("Component evaluation fails with latest tensorflow & keras since it cannot load the CNN model file, "
               "`cnn_model.json`. This is with keras v3.2.1 and tensorflow v2.16.1.\n"
               "This does not occur with keras v2.12.0 and tensorflow v2.12.0.\n")


def test_a_model_that_does_not_load_with_both_sides_of_keras_3_named_is_keras_2_code() -> None:
    cause, level, meaning, fix = _top(_JSON_MODEL)
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert meaning.startswith("uncertain")
    assert "TensorFlow 2.12.0" in meaning
    assert "TensorFlow 2.16.1" in meaning
    assert "tf-keras~=2.16.0" in fix
    assert "tensorflow<2.16" in fix


@pytest.mark.parametrize("paste", [
    # one side only: nothing says which Keras saved it
    "It cannot load the CNN model file with keras v3.2.1 and tensorflow v2.16.1.",
    # the model loads; another failure
    "This is with keras v3.2.1 and tensorflow v2.16.1. It does not occur with keras v2.12.0.",
    # a .keras file is Keras 3's own format: a Keras 2 reading one is the other way round
    '- keras 2.13.1\n- tensorflow 2.13.0\nI cannot load the model "seg_model.keras"\nNow trying keras 3.9.0',
    # the same failure under both releases, or a load that works now
    "I cannot load the model: same error with tensorflow 2.15.0 and with tensorflow 2.16.1",
    "I was unable to load the model because of a typo; fixed it and now everything works. tensorflow 2.15 and 2.16.1",
    # only a traceback through load_model: no words that the model does not load
    ('tensorflow 2.15.0, then 2.16.1\n  File "t.py", line 3, in <module>\n    model = load_model("m.h5")\n'
    "ValueError: could not convert string to float"),
], ids=["one side", "no load", "keras format", "same error", "works now", "frame only"])
def test_no_keras_3_break_without_a_load_and_both_sides(paste: str) -> None:
    assert not any(e.cause == "keras3_legacy_code" for e in explain(paste))


@pytest.mark.parametrize("line", [
    "Error: Could not load UVM kernel module. Is nvidia-modprobe installed?",
    "modprobe: FATAL: Module nvidia-uvm not found.",
    ('docker: Error response from daemon: error gathering device information while adding custom device '
    '"/dev/nvidia-uvm": no such file or directory.'),
])
def test_the_unified_memory_module_missing_is_uvm(line: str) -> None:
    cause, level, _, fix = _top(f"I use a Tesla K10 with driver 352.63.\n{line}")
    assert (cause, level) == ("uvm_unavailable", "error")
    assert "modprobe" in fix


@pytest.mark.parametrize("line", [
    "sudo modprobe -r nvidia_uvm\nmodprobe: FATAL: Module nvidia_uvm is in use.",  # loaded, and used
    "ls: cannot access '/dev/nvidia-uvm': No such file or directory",  # the node appears once CUDA first runs
])
def test_the_unified_memory_module_in_use_or_its_node_not_made_yet_is_no_uvm_failure(line: str) -> None:
    assert not any(e.cause == "uvm_unavailable" for e in explain(line))


_PEERS = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:918] Unable to enable peer access between device "
          "ordinals 9 and 8, status: Internal: failed to enable peer access from 0x8270570 to 0x7ba7860: "
          "CUDA_ERROR_TOO_MANY_PEERS")


def test_too_many_peers_is_cuda_s_eight_peer_limit_not_a_failure() -> None:
    cause, level, meaning, fix = _top(_PEERS)
    assert (cause, level) == ("gpu_peer_access_failed", "warning")
    assert "at most 8 peer connections" in meaning
    assert "not a failure" in meaning
    assert "CUDA_VISIBLE_DEVICES" in fix


def test_too_many_peers_beside_a_hang_or_a_raised_error_is_the_failure() -> None:
    for paste in (f"I have 10 V100 GPUs. Training with MirroredStrategy hangs forever\n{_PEERS}",
                  "XlaRuntimeError: INTERNAL: failed to enable peer access from 0x1 to 0x2: CUDA_ERROR_TOO_MANY_PEERS"):
        cause, level, meaning, _ = _top(paste)
        assert (cause, level) == ("gpu_peer_access_failed", "error")
        assert "stops (or waits) on it" in meaning


@pytest.mark.parametrize("paste", [
    "tensorflow-gpu 1.12 works fine on my RTX 2080 with CUDA 9.0 after installing the 4 cuBLAS patches.",
    "Does tensorflow-gpu 1.12 support the RTX 2080 Ti?",
    "I built tensorflow 1.12 from source for my RTX 2080, but training gives NaN loss.",
    ("- TensorFlow installed from (source or binary): conda\n- TensorFlow version: 1.12\n- GPU model and memory: RTX "
    "2080 Ti\nTraining gives NaN loss"),
], ids=["works", "question", "source build", "conda template"])
def test_turing_under_a_cuda_9_release_needs_a_failure_said_and_pip_s_build(paste: str) -> None:
    assert not any(e.cause == "gpu_too_new" and e.level == "error" for e in explain(paste))


def test_cuda_s_runtime_text_for_too_many_peers_is_peer_access_not_memory() -> None:
    cause, level, _, _ = _top("RuntimeError: CUDA error: peer mapping resources exhausted")
    assert (cause, level) == ("gpu_peer_access_failed", "error")
    assert not any(e.cause in ("gpu_memory_in_use", "model_too_large")
                   for e in explain("cudaErrorTooManyPeers: peer mapping resources exhausted"))
