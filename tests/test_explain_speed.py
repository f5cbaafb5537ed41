"""Training that runs, slowly, as the paste shows it: ptxas that cannot run, a GPU said idle in Markdown, minutes
before the first epoch on a GPU its build predates, and a CUDA said beside a TensorFlow image (the image's own).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_REDZONE = ("2020-06-01 10:16:46.328871: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: ptxas "
            "exited with non-zero error code 256, output: \nRelying on driver to perform ptx compilation. \nModify "
            "$PATH to customize ptxas location.")


@pytest.mark.parametrize("paste", [
    ("2020-06-01 10:16:46.235945: W tensorflow/stream_executor/gpu/asm_compiler.cc:81] Running ptxas --version "
     "returned 256\n" + _REDZONE),
    _REDZONE,
    _REDZONE.replace(" \nRelying", " Relying"),  # its next line joined on, as a wrapped or indented paste reads
    "W tensorflow/stream_executor/gpu/asm_compiler.cc:81] Running /usr/local/cuda/bin/ptxas --version returned 32512",
])
def test_a_ptxas_that_cannot_run_is_missing_not_too_old(paste: str) -> None:
    """asm_compiler.cc's `ptxas --version` failing (any ptxas that runs answers it), or status 256 with no output."""
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("ptxas_missing", "warning")
    assert "could not run ptxas" in found.meaning
    assert "PATH" in found.fix


def test_a_ptxas_that_ran_and_failed_is_still_read_from_its_output() -> None:
    paste = ("W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: ptxas exited with non-zero error "
             "code 65280, output: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'")
    assert explain(paste)[0].cause == "ptxas_too_old"


@pytest.mark.parametrize("words", [
    "the data speed is only around `0.3-0.4 it/s`,  and the `GPU usage` is all `0`, training imagenet with a dataflow",
    "training with ImageDataGenerator, the GPU utilization is always 0",
])
def test_a_gpu_said_idle_through_markdown_or_as_a_bare_zero_is_read(words: str) -> None:
    found = explain(words)[0]
    assert (found.cause, found.level) == ("input_bound", "warning")
    assert "uncertain" in found.meaning


def test_a_bare_figure_other_than_zero_is_not_idle() -> None:
    assert not [e for e in explain("training with ImageDataGenerator, the GPU usage is 0.5 GB")
                if e.cause == "input_bound"]


def test_minutes_before_the_first_epoch_on_a_gpu_the_build_predates_is_the_jit() -> None:
    paste = ("when i run it on gpu it take 5 min than print last 2 line saying Epoch 1/1 and it stucks there\n"
             "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library "
             "cudart64_101.dll\nI tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with "
             "properties: \npciBusID: 0000:01:00.0 name: GeForce RTX 3070 computeCapability: 8.6")
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("ptx_jit_slow", "warning")
    assert "2.4" in found.fix
    # an epoch that takes minutes is training, not a start
    assert not [e for e in explain("on my RTX 3070 (computeCapability: 8.6) epoch 1 takes 5 min, then epoch 2 too")
                if e.cause == "ptx_jit_slow"]


def test_a_cuda_said_beside_a_tensorflow_image_is_not_the_one_it_loads() -> None:
    template = ("- TensorFlow installed from (source or binary): {how}\n- TensorFlow version (use command below): "
                "2.3.0\n- CUDA/cuDNN version: 11.0\n- GPU model and memory: Nvidia GeForce GTX 1660 Ti\n"
                "Inference performance decreases by a factor of ~4 when mixed_float16 is turned on.")
    assert not [e for e in explain(template.format(how="docker image (binary)")) if e.cause == "cuda_libs_missing"]
    assert [e for e in explain(template.format(how="pip")) if e.cause == "cuda_libs_missing"]


def test_a_slow_start_with_a_gpu_not_named_is_an_uncertain_jit() -> None:
    """Words that a GPU setup starts slowly, with no GPU to compare with the build: what decides is named."""
    found = explain("Very slow model initialization with keras-gpu")[0]
    assert (found.cause, found.level) == ("ptx_jit_slow", "warning")
    assert "uncertain" in found.meaning
    assert "compute_cap" in found.meaning
    assert not explain("Very slow model initialization")  # no GPU in the words: nothing to say of a GPU build
    slow_ptxas = ("TF 2.2 takes minutes to start up on the gpu\n"
                  "W asm_compiler.cc:81] Running ptxas --version returned 256")
    assert explain(slow_ptxas)[0].cause == "ptxas_missing"  # a ptxas that cannot run says why itself


@pytest.mark.parametrize("words", [
    "tensorflow/serving gpu image takes too long to initialize on our GPU nodes",
    "With the GPU it takes several minutes (about 5 minutes) to initialise before doing anything",
    "there is a delay of more than a minute during initialization on the GPU every time",
])
def test_a_slow_initialisation_in_words_with_a_gpu_is_an_uncertain_jit(words: str) -> None:
    found = explain(words)[0]
    assert (found.cause, found.level) == ("ptx_jit_slow", "warning")
    assert "TF_CUDA_COMPUTE_CAPABILITIES" in found.fix
