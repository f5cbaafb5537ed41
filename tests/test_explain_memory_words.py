"""GPU memory in the user's words: TensorFlow's pre-allocation, a batch said to fit, the vocabulary, the allocator.

TensorFlow maps nearly all of a GPU's memory when it starts on it, and users say so in words ("it grabs all of the
GPU memory"); a batch size said to work beside an OOM is the batch; a large vocabulary is the model's size; the
option "memory growth" is no memory growing; the allocator's "not a failure" retold as OOM is that warning; and
nvidia-smi's process table names a process it cannot read "Unknown Error", which is no CUDA error number.

tests/data/explain/wordings_memory.jsonl holds real sentences (issue and question titles, first sentences) that say
memory ran short, is all taken, grows or is not freed, or that a run was killed, or only use the same nouns (a disk,
PyTorch's CUDA OOM, an LSTM's or a replay buffer's memory, a GPU's size, how to limit memory); each is read alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl

from envcheck.explain import explain
from envcheck.explain._memory_words import memory_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_memory.jsonl"
READ = ("gpu_memory_in_use", "model_too_large")  # the reading, at any level
# still read wrongly: a crash named by tcmalloc only, a feature request or advice with the old out-of-memory wording,
# documentation of the default allocation, a size said as "huge amount", a Chinese "占满", "mem" with no GPU,
# an LSTM's "memory blocks" increasing, a question whether memory ran out
KNOWN = frozenset({"wm001", "wm026", "wm052", "wm070", "wm106", "wm114", "wm138", "wm140", "wm155"})


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def test_all_of_the_gpu_memory_said_taken_is_tensorflow_s_pre_allocation() -> None:
    cause, level, meaning, fix = _top("Whenever I load my keras model, TensorFlow grabs all of the GPU memory and my "
                                      "second script cannot start.")
    assert (cause, level) == ("gpu_memory_in_use", "info")  # nothing failed: by design, no verdict
    assert "by design" in meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in fix


def test_a_model_server_taking_all_the_memory_is_given_its_share() -> None:
    cause, _, _, fix = _top("We run two tensorflow_model_server instances on one T4. The first one occupies almost all "
                            "the GPU memory.")
    assert cause == "gpu_memory_in_use"
    assert "--per_process_gpu_memory_fraction" in fix


def test_growth_set_and_the_memory_still_all_taken_is_a_setting_that_came_too_late() -> None:
    paste = ("config = tf.compat.v1.ConfigProto()\nconfig.gpu_options.allow_growth = True\n"
             "sess = tf.compat.v1.Session(config=config)\nYet the tensorflow process still takes all the GPU memory.")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("gpu_config_after_init", "warning")
    assert meaning.startswith("uncertain")
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in fix


def test_all_the_memory_denied_or_another_framework_s_is_no_reading() -> None:
    assert not explain("With TensorFlow 2.4 the model doesn't take all the GPU memory any more, good.")
    assert not explain("import torch\nPyTorch takes all the GPU memory when I load the model.")


@pytest.mark.parametrize("question", ["How can I make tensorflow use all of the GPU memory?",
                                      "can tensorflow use all of my GPU memory? I want the biggest batch"])
def test_all_the_memory_wanted_is_no_pre_allocation_to_curb(question: str) -> None:
    assert not explain(f"TensorFlow 2.15 on an RTX 3090. {question}")
    (asked, *_) = explain("TensorFlow 2.15: how can I stop tensorflow from taking all the GPU memory?")
    assert asked.cause == "gpu_memory_in_use"  # the pre-allocation asked to stop is still read


def test_a_batch_size_said_to_work_beside_an_oom_is_the_batch() -> None:
    cause, level, _, fix = _top("Training the segmentation model gives an OOM error on my 1080.\n"
                                "With batch size 6 `python train.py --bs 6 --size 512` works fine, 8 does not.")
    assert (cause, level) == ("model_too_large", "error")
    assert "batch" in fix


def test_a_large_vocabulary_named_beside_an_oom_is_the_model_s_size() -> None:
    cause, _, meaning, _ = _top("Keras seq2seq, tensorflow 2.3: I get OOM as soon as I raise the vocabulary size to "
                                "200k.")
    assert cause == "model_too_large"
    assert meaning.startswith("uncertain")


def test_the_memory_growth_option_is_no_memory_growing() -> None:
    cause, _, _, _ = _top("The GPU memory growth option is on, and my Keras training runs out of memory after a few "
                          "minutes on tensorflow 2.4.")
    assert cause == "model_too_large"


def test_the_allocator_s_not_a_failure_retold_as_oom_is_that_warning() -> None:
    paste = ("Detection script fails with OOM, training is fine.\n"
             "2019-03-21 10:00:00.000000: W tensorflow/core/common_runtime/bfc_allocator.cc:211] Allocator "
             "(GPU_0_bfc) ran out of memory trying to allocate 1.10GiB. The caller indicates that this is not a "
             "failure, but may mean that there could be performance gains if more memory were available.")
    assert not [e for e in explain(paste) if e.level in ("error", "warning")]


def test_nvidia_smi_s_unknown_error_process_row_is_no_cuda_error() -> None:
    assert not explain("|    1     20511    C   Unknown Error                                  812MiB |")
    cause, _, meaning, _ = _top("UNKNOWN ERROR (999)")
    assert cause != "harmless"
    assert "CUDA_ERROR_UNKNOWN" in meaning


def _read(text: str) -> bool:
    found = explain(text)
    return bool(found) and found[0].cause in READ


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_memory_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert _read(str(row["text"])) != row["says"], f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert _read(str(row["text"])) == row["says"], row["text"]


@pytest.mark.parametrize(("said", "flag"), [
    ("My keras model keeps leaking memory in predict.", "memory_grows_said"),
    ("GPU memory goes up every epoch until the run dies", "memory_grows_said"),
    ("After the session closes the GPU memory isn't freed.", "memory_kept_said"),
    ("the VRAM is fully used by my tf script", "all_memory_words"),
    ("TF grabs 100% of the GPU's memory at start", "all_memory_words"),
    ("It says the GPU has no more space for a second model", "oom_said"),
    ("训练时显存不够用", "oom_said"),
    ("the training process gets killed after two epochs", "killed_said"),
])
def test_the_vocabulary_reads_each_family(said: str, flag: str) -> None:
    assert flag in memory_said(said)


@pytest.mark.parametrize("said", [
    "No space left on device when writing the checkpoint",
    "How much GPU memory is needed to train this model?",
    "How to limit TensorFlow's GPU memory usage to 4 GB?",
    "PyTorch: CUDA out of memory while my GPU has 8 GB",
    "The model only uses 2 GB of GPU memory, which is fine.",
    "My GPU is an RTX 2060 with 6GB memory.",
    "It doesn't take all the GPU memory any more.",
])
def test_what_only_uses_the_nouns_says_nothing(said: str) -> None:
    assert not memory_said(said)


def test_memory_growing_in_words_is_information_and_uncertain() -> None:
    cause, level, meaning, fix = _top("With tf 2.9 the RAM used by model.predict grows with every call until the job "
                                      "dies.")
    assert (cause, level) == ("model_too_large", "info")  # most often the program keeping it: no verdict
    assert meaning.startswith("uncertain")
    assert "clear_session" in fix


def test_memory_not_freed_in_words_is_the_allocator_s_pool() -> None:
    cause, level, meaning, _ = _top("tensorflow does not release GPU memory after my function returns")
    assert (cause, level) == ("gpu_memory_in_use", "info")
    assert "until the process ends" in meaning


def test_a_run_said_killed_is_information_that_dmesg_decides() -> None:
    cause, level, meaning, _ = _top("keras training is killed without any error after epoch 3")
    assert (cause, level) == ("model_too_large", "info")
    assert "dmesg" in meaning


def test_all_memory_in_words_beside_growth_set_is_no_verdict() -> None:
    paste = "config.gpu_options.allow_growth = True\nBefore the update I was using all of the GPU memory."
    assert not [e for e in explain(paste) if e.level in ("error", "warning")]
