"""Problems described in words, with few or no log lines: what the words decide, and what they leave uncertain.

Each paste is a wording family real reports use (slow starts, out of memory, an old GPU, a Python a release has
no wheel for, low utilisation in training), beside the words that must not be read so.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


@pytest.mark.parametrize("paste", [
    "RTX 3060 TI, creating GPU device take about 5 Minutes\nTensorFlow 2.1.0\nInstaller: Anaconda",
    ("Slow startup and model loading time\n- TensorFlow version: v2.1.0-rc2-17-ge5bf8de 2.1.0\n- GPU model and "
     "memory: GeForce RTX 3090, 24265MiB"),
    ("I am using CUDA 11.1 and TensorFlow 1.14 on an RTX 3090: it is taking a long time **to start up the "
     "training**, 30-35 minutes"),
])
def test_a_slow_start_in_words_on_a_gpu_newer_than_the_build_is_ptx_jit(paste: str) -> None:
    """The build's CUDA predates the GPU, yet the user says it starts (slowly): its PTX is JIT-compiled."""
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("ptx_jit_slow", "warning")
    assert "8.6" in meaning
    assert "TensorFlow 2.4 or newer" in fix


def test_a_slow_start_without_a_release_is_uncertain() -> None:
    paste = ("Tensorflow is extremely slow during startup\nI tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] "
             "Found device 0 with properties: \npciBusID: 0000:73:00.0 name: GeForce RTX 3080 computeCapability: 8.6")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("ptx_jit_slow", "warning")
    assert "uncertain" in meaning
    assert not explain("it takes 5 minutes to train one epoch on my RTX 3090")  # not a start


@pytest.mark.parametrize(("paste", "cause", "level"), [
    ("it raised OOM error on my GTX 1080 Ti. Later I reduced the batchsize to 16 and it worked fine",
     "model_too_large", "error"),
    ("i use 3 titan xp with 11.75G memory each, but OOM happens\nand i have changed the batchsize to 32",
     "model_too_large", "warning"),
    ("Running out of memory, even on small network\nI use a batch size of 1 here, just for debugging",
     "model_too_large", "warning"),
    # nothing said of why: the batch or model first (the more common cause), another process second (uncertain)
    (("cn119 fails to allocate GPU memory\neach time I submit a job on cn119 I get an CUDA error about failing to "
      "allocate memory."), "model_too_large", "warning"),
    ("GPU out of memory error on `nce-loss/wordvec.py` example", "model_too_large", "warning"),
    ("请问一下为什么会out memory？", "model_too_large", "warning"),  # noqa: RUF001 - the user's own punctuation
    ("my notebook runs out of GPU memory while another notebook is open", "gpu_memory_in_use", "error"),
])
def test_out_of_memory_in_words_is_read_from_what_the_words_name(paste: str, cause: str, level: str) -> None:
    found_cause, found_level, meaning, fix = _top(paste)
    assert (found_cause, found_level) == (cause, level)
    assert ("uncertain" in meaning) == (level == "warning")
    assert "nvidia-smi" in (meaning + fix) or level == "error"


@pytest.mark.parametrize("paste", [
    "Running a large network on CPU uses ~2GB memory, whereas on GPU it takes ~6GB (the full size of the card)",
    "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 2.00 GiB total capacity)",  # PyTorch's
    ("W tensorflow/core/common_runtime/bfc_allocator.cc:243] Allocator (GPU_0_bfc) ran out of memory trying to "
     "allocate 2.20GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that "
     "there could be performance gains if more memory were available."),
    "import torch\nmy model goes OOM on the GPU",  # another framework: TensorFlow's fixes do not apply
])
def test_memory_words_that_are_not_the_gpu_running_out_give_no_verdict(paste: str) -> None:
    assert not any(e.cause in ("gpu_memory_in_use", "model_too_large") and e.kind == "context"
                   for e in explain(paste))


@pytest.mark.parametrize("paste", [
    "my RAM runs out of memory when I load the whole dataset",  # the machine's memory
    "GPU memory keeps increasing every epoch until it runs out of memory",  # kept by the program: a leak
])
def test_the_machines_ram_or_memory_kept_by_the_program_is_information_only(paste: str) -> None:
    found = explain(paste)
    assert not [e for e in found if e.level in ("error", "warning")]
    assert (found[0].cause, found[0].level) == ("model_too_large", "info")
    assert found[0].meaning.startswith("uncertain")


@pytest.mark.parametrize("paste", [
    ("I have a cuda compute capability 3.0 GPU ,AMD processor and running on windows 10 64bit . So which version "
     "should I install to support cuda 3.0?"),
    ("I just setup gpu supported tensorflow on my windows 10 PC\nBut right now I found I cannot use my GPU as it is "
     "a GeForece GTX760"),
])
def test_an_old_gpu_in_words_without_a_version_is_uncertainly_too_old(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("gpu_too_old", "warning")
    assert "uncertain" in meaning
    assert "pip show tensorflow" in meaning
    assert "TensorFlow 1.4 is the newest release with GPU support on native Windows" in fix


def test_a_gpu_recent_releases_still_run_is_not_called_old() -> None:
    assert not any(e.cause == "gpu_too_old" for e in explain("tensorflow doesn't detect my GPU, a GTX 1060"))
    assert not any(e.cause == "gpu_too_old" for e in explain("TensorFlow does not use my Tesla K40 on Ubuntu"))


def test_gpu_names_typed_in_lower_case_or_joined_are_read() -> None:
    cause, level, _, fix = _top("I am looking for Tensorflow 2.0 for my laptop with Ubuntu 18.04 and Nvidia gtx "
                                "780m (cuda compute 3.0)")
    assert (cause, level) == ("gpu_too_old", "error")
    assert "1.4" in fix


def test_a_framework_saying_the_gpu_is_below_its_minimum_is_gpu_too_old() -> None:
    paste = ("your software says that Tesla K40m does not meet minimum required compute capability: 3.7. Falling "
             "back to CPU mode. Tesla k40m's compute capability is 3.5")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("gpu_too_old", "error")
    assert "3.5" in meaning
    assert "3.7" in meaning


def test_a_release_said_unsupported_by_the_python_named_is_the_python() -> None:
    cause, level, meaning, fix = _top("tensorflow 1.15 doesn't seem to be supported by python 3.8. Will it work if "
                                      "I downgrade python to 3.7?")
    assert (cause, level) == ("python_unsupported", "error")
    assert "3.8" in meaning
    assert "Python 3.7" in fix
    assert not any(e.cause == "python_unsupported"  # the tables have that Python's wheels: not the Python
                   for e in explain("tensorflow 1.15 is not supported on my machine with python 3.7"))


def test_no_gpu_on_native_windows_said_in_words_keys_the_checklist_on_the_release() -> None:
    cause, _, _, fix = _top("[BUG]: Tensorflow 2.11 python snippets not working\nSeems like since tf 2.11, you "
                            "cannot use it on native windows GPUs...")
    assert cause == "windows_native_gpu_unsupported"
    assert "2.10" in fix


@pytest.mark.parametrize("paste", [
    ("when I run this code to train, I find that the utilization of my GPU is extremely low\nI set the batch_size "
     "and num_workers of the configuration file to 4"),
    "I observe that most of the time GPU is idle because CPU is reading images and doing DA (one-thread!).",
])
def test_low_utilisation_in_other_words_with_the_input_named_is_input_bound(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert "uncertain" in meaning
    assert "envcheck run --watch" in fix


def test_a_gpu_below_a_minimum_the_paste_states_is_too_old() -> None:
    paste = ("Tesla K80 GPUs are not supported\nThe `tensorflow/tensorflow` containers are not compatible with these "
             "machines and require `CUDA capability 5.2` or higher.")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("gpu_too_old", "error")
    assert "3.7" in meaning
    assert "5.2" in meaning
    cause, level, _, fix = _top("I have a cuda compute capability 3.0 GPU and running on windows 10 64bit. The "
                                "official tensorflow website says it requires cuda compute capability 3.5 or higher.")
    assert (cause, level) == ("gpu_too_old", "error")
    assert "TensorFlow 1.4" in fix
    assert not any(e.cause == "gpu_too_old" for e in explain("my GTX 1080 works; TensorFlow requires compute "
                                                             "capability 3.5 or higher"))


def test_a_slow_first_start_of_a_source_build_is_not_decided_by_the_release_tables() -> None:
    start = "GPU: tf.Session() needs 1-3 minutes at first start\n- GPU model and memory: 4 x Tesla P100-SXM2-16GB\n"
    cause, level, meaning, _ = _top(f"{start}- TensorFlow installed from (source or binary): source (R1.10)")
    assert (cause, level) == ("ptx_jit_slow", "warning")
    assert "uncertain" in meaning
    assert not explain(f"{start}- TensorFlow installed from (source or binary): binary\n- TensorFlow version: 1.10")


def test_a_python_said_refused_without_a_release_names_the_releases_for_it() -> None:
    cause, level, meaning, fix = _top("When I using python version 3.8 I can't install the dependency of TensorFlow, "
                                      "I have to downgrade the python version to 3.7.")
    assert (cause, level) == ("python_unsupported", "warning")
    assert "uncertain" in meaning
    assert "2.2 to" in meaning
    assert "2.2 to" in fix


@pytest.mark.parametrize("paste", [
    ("while training with Tensorflow GPU  i am getting resource exhausted error\nPC specs\n8 GB SODIMM DDR 4 RAM\n"
     "GTX 1050 4GB(NETBOOK)"),  # RAM listed among the specs is not RAM running out
    "I tried changing batch size to even 1, but still it is not working. Resource Exhausted Error.",
])
def test_out_of_memory_in_training_words_is_uncertainly_the_size(paste: str) -> None:
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("model_too_large", "warning")
    assert "uncertain" in meaning


@pytest.mark.parametrize("paste", [
    ("zero gpu usage when training model\nI found the gpu usage is zero\nIt seems the data loading dominates..."),
    ("I am struggling with very low/non-existent GPU usage when training on the pixel-set dataset.\nI'm going to "
     "assume the scratch space I'm using to store the data is HDD."),
])
def test_an_idle_gpu_in_words_beside_slow_data_reading_is_input_bound(paste: str) -> None:
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert "uncertain" in meaning


@pytest.mark.parametrize("paste", [
    ("I'm on Windows 10 with Python 3.9 and tensorflow installed with pip.\ntf.config.list_physical_devices('GPU') "
     "returns []\nI installed CUDA 11.8 and cuDNN 8.6 but my GPU is not supported it seems. GTX 1660."),
    ("My Tesla K80 machine, Python 3.7. Colleague says K80 is not supported any more.\nEpoch 1/10\n"
     "100/100 [==============================] - 5s 50ms/step - loss: 0.69"),
])
def test_a_gpu_said_unsupported_beside_a_python_is_not_the_python(paste: str) -> None:
    """With no release named, only an install said to fail is about the Python, not a GPU said unsupported."""
    assert not any(e.cause == "python_unsupported" for e in explain(paste))


def test_an_out_of_memory_said_avoided_is_no_out_of_memory() -> None:
    paste = ("I enabled tf.config.experimental.set_memory_growth to avoid OOM errors. Training now works fine on my "
             "RTX 3080.\nMy question: how do I save the model in SavedModel format instead of h5?")
    assert not any(e.cause in ("model_too_large", "gpu_memory_in_use") for e in explain(paste))


@pytest.mark.parametrize("paste", [
    "I can't install CUDA 11.2 on Ubuntu 20.04, the runfile fails. Python 3.10.",
    "Unable to install the NVIDIA driver 535 on my laptop (python 3.9, tensorflow from pip).",
])
def test_cuda_or_a_driver_said_not_to_install_is_not_the_python(paste: str) -> None:
    assert not any(e.cause == "python_unsupported" for e in explain(paste))


def test_out_of_memory_said_as_a_possibility_is_no_reading() -> None:
    """'OOM can happen with big batches, but mine runs': nothing ran out of memory."""
    found = explain("out of memory can happen with big batches but mine runs fine on the RTX 3090")
    assert not any(e.cause in ("model_too_large", "gpu_memory_in_use") for e in found)


def test_a_release_named_as_a_point_in_time_is_not_the_one_installed() -> None:
    paste = ("i read that the card worked even before tensorflow 1.13, but it does not for me.\n"
             "installed: CUDA 9.0, cuDNN 7.1.4, tensorflow-gpu 1.11\n"
             "training stops with no error")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))  # 1.11's CUDA 9.0 is the one installed
    (prior, *_) = explain("this worked prior to tf 2.11 on windows\nnow tf.config.list_physical_devices('GPU') "
                          "returns []")
    assert "TensorFlow 2.11 on native Windows" not in prior.meaning  # the version installed is not said
    assert "uncertain" in prior.meaning


@pytest.mark.parametrize("words", ["I upgraded from tensorflow 1.12 to tensorflow 1.13.1",
                                   "after switching from tf 1.12 the new tensorflow 1.13.1"])
def test_the_release_left_is_not_the_one_installed(words: str) -> None:
    """The release an upgrade left is not the installed one; pip's '(from tensorflow==1.13.1)' is."""
    missing = "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory"
    top = explain(f"{words}\n{missing}")[0]
    assert "TensorFlow 1.13 loads CUDA 10.0" in top.fix
    pip = explain(f"Requirement already satisfied: numpy in ./lib (from tensorflow==1.13.1)\n{missing}")[0]
    assert "TensorFlow 1.13 loads CUDA 10.0" in pip.fix
