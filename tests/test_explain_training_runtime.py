"""Failures and slowness while training, as users describe them: what their words decide beside the log lines.

Each paste is a wording family of real reports (minutes of waiting before the first computation, a run that fits
once the data or batch is smaller, a machine that restarts under the GPU's load, the CPU said to be the
bottleneck), beside the wordings that must not be read so.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


@pytest.mark.parametrize("paste", [
    "It always takes about ~3min before it actually starts to compute.\nGPU: GeForce GTX 950M\ntensorflow 2.2",
    "Each run needs to wait a few minutes before computing on the GPU\ntensorflow==2.0.0\nGeForce GTX 850M",
    ("It takes around 4 minutes at:\n2020-01-01 10:00:00.000000: I tensorflow/core/common_runtime/gpu/"
     "gpu_device.cc:1746] Adding visible gpu devices: 0\ntensorflow-gpu 2.1.0 on a GeForce GTX 850M"),
])
def test_minutes_before_the_first_computation_on_a_gpu_the_build_lacks_is_ptx_jit(paste: str) -> None:
    """The build has no binaries for compute capability 5.0 (TensorFlow 2.0-2.3): the driver JIT-compiles its PTX."""
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("ptx_jit_slow", "warning")
    assert "5.0" in meaning
    assert "CUDA_CACHE_MAXSIZE" in fix


def test_a_slow_start_is_not_read_as_missing_libraries_from_the_versions_alone() -> None:
    """A CUDA other than the build's named beside a start said slow: the GPU computes, so its libraries were found."""
    paste = ("Tensorflow GPU needs to wait a few minutes each time before computing\n- TensorFlow: 2.2\n"
             "- CUDA/cuDNN version: cuda10.2/cudnn7.6.5\n- GPU model and memory: GTX 950m, memory is 2048MB")
    assert [e.cause for e in explain(paste)][:1] == ["ptx_jit_slow"]


@pytest.mark.parametrize("paste", [
    "it takes 10 minutes before the next epoch shows",  # an epoch, not a start
    "It takes 3 minutes per epoch on my GTX 950M with tensorflow 2.2",
    # the wait given to the data in the words
    "It takes 10 minutes before training starts because the dataset is loaded into memory from disk with the GPU.",
    ("It takes 5 minutes before it starts training, while the tf.data pipeline fills its shuffle buffer of 100000 "
     "images (GTX 1080)"),
])
def test_minutes_that_are_not_a_start_are_not_a_slow_start(paste: str) -> None:
    assert all(e.cause != "ptx_jit_slow" for e in explain(paste))


@pytest.mark.parametrize(("paste", "cause"), [
    (("InternalError (see above for traceback): Dst tensor is not initialized.\nI reduced the size of the dataset "
      "and it works now"), "model_too_large"),
    (("Tensorflow > GPU sync failed\nGPU: nVidia GTX 850M\nSo I tried reducing my dataset by a large margin, which "
      "works fine now."), "model_too_large"),
    (("E tensorflow/stream_executor/cuda/cuda_blas.cc:428] failed to run cuBLAS routine: "
      "CUBLAS_STATUS_EXECUTION_FAILED\nafter I lowered the input resolution it runs"), "model_too_large"),
])
def test_a_memory_failure_that_fits_once_the_data_is_smaller_is_the_size(paste: str, cause: str) -> None:
    found, level, meaning, _ = _top(paste)
    assert (found, level) == (cause, "error")
    assert "smaller" in meaning
    assert "uncertain" not in meaning


@pytest.mark.parametrize("paste", [
    "InternalError (see above for traceback): Dst tensor is not initialized.",
    "InternalError: Dst tensor is not initialized.\nI set the data path and it works for the first file",
    # a smaller size said to fail too: it does not fit ("runs out", "still")
    "InternalError: Dst tensor is not initialized.\nI reduced the batch size to 1 but it runs out of memory again.",
    "InternalError: Dst tensor is not initialized.\nAfter reducing the batch size it still runs into this error",
])
def test_a_memory_failure_without_a_smaller_size_that_fits_stays_uncertain(paste: str) -> None:
    cause, _, meaning, _ = _top(paste)
    assert cause == "gpu_memory_in_use"
    assert "uncertain" in meaning


@pytest.mark.parametrize("paste", [
    "Machine restarts when running TensorFlow with GPU",
    "My PC suddenly shuts down during training on the RTX 3090",
    "the workstation reboots after a few minutes of training, every time (GTX 1080 Ti)",
])
def test_a_machine_that_restarts_under_the_gpus_load_is_uncertainly_its_power(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cuda_error", "warning")
    assert "uncertain" in meaning
    assert "power" in fix


@pytest.mark.parametrize("paste", [
    "I restarted the computer and now the GPU works",
    "the jupyter kernel restarts when I train on the GPU",
    "the server reboots every night at 3am",
    # the user's own restart, not one under load (the clause is what the user did)
    "My computer restarted after I installed the NVIDIA driver, and now TensorFlow does not find the GPU.",
    "The system rebooted when I updated the driver; since then the GPU is not detected by tensorflow.",
])
def test_restarts_that_are_not_the_machine_failing_under_load_are_not_power(paste: str) -> None:
    assert all(e.cause != "cuda_error" for e in explain(paste))


@pytest.mark.parametrize("paste", [
    ("I think there is a bottleneck in Python processing - most of the time a single thread consumes 100% of a single "
     "CPU core. Then, briefly, it gives a job to the GPU... with a powerful GPU, most of the time is spent in CPU"),
    "Training is slow: the data loading is the bottleneck, the GPU sits at 8% while I train",
])
def test_the_cpu_or_the_input_said_to_be_the_bottleneck_in_training_is_input_bound(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert "uncertain" in meaning
    assert "envcheck run --watch" in fix


_START = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties: \nname: GeForce GTX "
          "1080\nmajor: 6 minor: 1 memoryClockRate (GHz) 1.7335\npciBusID 0000:01:00.0\nTotal memory: 7.92GiB\n"
          "Free memory: {free}\n")


def test_a_memory_failure_on_a_gpu_tensorflow_found_free_at_start_is_the_size() -> None:
    """TensorFlow's own start-up figures: a GPU nine tenths free was held by no other process, so the run outgrew it."""
    paste = _START.format(free="7.81GiB") + "InternalError: Dst tensor is not initialized."
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("model_too_large", "error")
    assert "free when it started" in meaning
    taken = _START.format(free="190.31MiB") + "InternalError: Dst tensor is not initialized."
    assert _top(taken)[0] == "gpu_memory_in_use"  # the memory was taken before TensorFlow started
    half = _START.format(free="3.90GiB") + "InternalError: Dst tensor is not initialized."
    assert "uncertain" in _top(half)[2]  # half free decides nothing
    asked = _START.format(free="7.81GiB") + ("E tensorflow/stream_executor/cuda/cuda_driver.cc:1002] failed to "
                                             "allocate 7.92G (8508145664 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY")
    assert _top(asked)[0] == "gpu_memory_in_use"  # the allocator asking more than is free at start: not the model


@pytest.mark.parametrize("paste", [
    ("However, I got the error message 'Fail to find the dnn implementation'.\nOn a whim, I tried installing cuDNN "
     "7.6 and now everything works perfectly."),
    ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"
     "after upgrading cudnn to 7.6.5 it works"),
])
def test_a_cudnn_failure_that_another_cudnn_fixed_is_the_cudnn_version(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cudnn_version_mismatch", "error")
    assert "uncertain" not in meaning
    assert "7.6" in fix


def test_another_cudnn_that_did_not_help_is_not_the_fix() -> None:
    paste = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: "
             "CUDNN_STATUS_INTERNAL_ERROR\nI installed cuDNN 7.6 but it still does not work")
    assert _top(paste)[0] != "cudnn_version_mismatch" or "7.6 made it work" not in _top(paste)[2]


@pytest.mark.parametrize("paste", [
    ("I profiled the training and the GPU and CPU operations are not done in parallel. I converted the dataset into a "
     "TFRecordDataset and read from that instead of the current pipeline. The resulting pipeline was much faster"),
    "training on the GPU is slow; I copied all the data from the hdd to an ssd and the training speed increased twice",
    # slow from the files, fast with the same data in memory: the user's own comparison of two inputs
    ("Keras training is really slow when I read the images with a generator from disk. When I load the arrays to RAM "
     "it trains very fast on the same GPU"),
])
def test_a_faster_input_said_to_speed_training_up_is_input_bound(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert "uncertain" not in meaning
    assert "prefetch" in fix


@pytest.mark.parametrize("paste", [
    "I converted the dataset into TFRecords for training on the GPU but it is not faster at all",
    # the negation a word before the adverb, or the speed-up only asked about
    "I converted the dataset to TFRecords but training isn't any faster, GPU usage is 30%.",
    "I moved the data into memory and it didn't get faster; GPU utilization stays low during training.",
    "Would moving the data to an SSD make training faster? My GPU is at 20%.",
    # fast in memory said without a slow run beside it, or said not to be fast
    "I load the whole dataset into memory and training runs fast, but the validation accuracy stays at 10%.",
    "Training on the GPU is slow. I load the arrays into RAM but it's not fast either, GPU usage is 30%.",
])
def test_an_input_change_that_did_not_speed_training_up_is_not_input_bound(paste: str) -> None:
    assert all(e.cause != "input_bound" or "uncertain" in e.meaning for e in explain(paste))
