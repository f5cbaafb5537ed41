"""A run on the GPU said slow, or the GPU said idle, in the user's own words: read sentence by sentence.

tests/data/explain/wordings_gpu_slow.jsonl holds real sentences (issue and question titles, first sentences) that
say it or only use the same nouns; each is read alone. The unit tests below are short pastes of each family, written
anew: the GPU's use said low in words or as a figure beside a run, a run said slow, and what says neither (start-up,
an import or a download, another framework, a question how to check, a GPU said busy or normal, a weak GPU).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl

from envcheck.explain import explain
from envcheck.explain._speed_words import speed_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_gpu_slow.jsonl"
READ = ("input_bound", "tf1_cpu_package")  # the reading; an idle GPU beside a busy CPU is the CPU package's first
# still read wrongly: a step's trace, a CPU figure without its unit, the GPU's memory only, a comparison of two
# GPUs' performance or of frameworks, a figure said as "at most", Task Manager's article, the GPU "not utilized"
# (the unused-GPU reading's), ...
KNOWN = frozenset({"ws008", "ws020", "ws025", "ws028", "ws036", "ws040", "ws043", "ws047", "ws083", "ws088",
                   "ws118", "ws159", "ws165", "ws167"})


def _read(text: str) -> bool:
    found = explain(text)
    return bool(found) and found[0].cause in READ


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert _read(str(row["text"])) != row["says"], f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert _read(str(row["text"])) == row["says"], row["text"]


@pytest.mark.parametrize("said", [
    "Keras: GPU at 15%, CPU at 40%",
    "TensorFlow 1.4 on a GTX 1050 Ti: GPU load is low, CPU is high",
    "Why is the GPU-Util so low when I train?",
    "nvidia-smi shows the volatile util stuck at 3% while my model trains",
    "Low GPU and CPU usage while training",
    "my tf.keras model only uses a fraction of the GPU",
    "underutilizing both GPUs with MirroredStrategy",
    "GPU memory is full but utilization is 0%",
    "训练的时候GPU利用率很低",
])
def test_the_gpus_use_said_low_is_input_bound_and_uncertain(said: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("input_bound", "warning")
    assert found.meaning.startswith("uncertain")
    assert "envcheck run --watch" in found.fix


@pytest.mark.parametrize("said", [
    "Training is super slow on my RTX 3060",
    "fit_generator very slow",
    "each epoch takes 4 hours on a Tesla T4",
    "keras trains slower on the GPU than on the CPU",
    "训练速度很慢",
    # no faster on another, faster device: the same time there too, no difference, as slow as
    "one epoch takes 5 minutes on my gtx1080. And when i use tesla v100 on google cloud, takes 5 minutes too.",
    "There is no difference in training speed between the CPU and the GPU.",
    "Training on the GPU is as slow as on the CPU.",
])
def test_a_run_said_slow_is_what_to_measure_not_a_verdict(said: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("input_bound", "info")
    assert found.meaning.startswith("uncertain")
    assert "INPUT-BOUND, GPU-BOUND or CPU-ONLY" in found.fix
    assert "workers" in found.fix  # a Keras generator's own way to keep up


@pytest.mark.parametrize("said", ["There is no noticeable difference in GPU memory after the fix.",
                                  "It makes no difference, the GPU is still not found."])
def test_no_difference_said_of_anything_but_speed_is_no_run_said_slow(said: str) -> None:
    assert "run_slow_said" not in speed_said(said)


def test_a_conditional_clause_is_supposed_and_what_follows_it_is_said() -> None:
    """'if training is slow, ...' says nothing is; 'if I use the whole set, training becomes slower' says it is."""
    assert speed_said("if training is slow, use a bigger batch and prefetch") == set()
    assert speed_said("But if I use all 300K images, training gets ten times slower") == {"run_slow_said"}
    assert speed_said("Unless I set workers=8, GPU-Util stays at 5% while training") == {"gpu_use_low_said",
                                                                                          "low_gpu_util"}


def test_inference_said_slow_or_idle_names_the_host_side() -> None:
    idle = explain("GPU utilization is only 4% when I run model.predict on each frame")[0]
    assert (idle.cause, idle.level) == ("input_bound", "warning")
    assert "predict() call" in idle.meaning
    assert "batch_size" in idle.fix
    slow = explain("inference is very slow on the GPU, 2 seconds per image")[0]
    assert (slow.cause, slow.level) == ("input_bound", "info")
    assert "predict.py" in slow.fix


@pytest.mark.parametrize("said", [
    "import tensorflow is very slow",
    "the first epoch is slow, then it is fast",
    "Tensorflow takes a long time to start training",
    "downloading the dataset is slow",
    "pip install tensorflow is slow",
    "training is slow with pytorch, GPU usage 10%",
    "How do I check the GPU utilization while training?",
    "GPU utilization is at 95% during training",
    "high CPU load, while GPU load is normal",
    "I have a weak GPU, a low-end GTX 1050",
    "training is not slow at all",
    "if training is slow, use a bigger batch",
    "it uses 31% CPU and 21.5% GPU",
    "Training on the GPU works, but the accuracy is low.",
    "Training on GPU, val_accuracy stuck at 10% with 10 classes",
    "My GPU is a GTX 1080, the learning rate is low and the model does not converge",
])
def test_what_says_neither_gives_no_such_reading(said: str) -> None:
    assert not [e for e in explain(said) if e.cause == "input_bound"], said


def test_a_figure_the_user_calls_normal_is_no_complaint() -> None:
    """A figure then said normal, expected, fine or ok is not low use; denied, asked or said of another device it is."""
    for said in ("while the model trains, GPU usage sits around 40% which is normal for this net",
                 "GPU-Util is 35% during fit(), which is expected with such a small batch",
                 "nvidia-smi shows 25% on the GPU while training and that looks ok to me"):
        assert speed_said(said) == set(), said
    low = {"gpu_use_low_said", "low_gpu_util"}
    for said in ("GPU usage stays at 30% while training, which is not normal",
                 "the GPU is at 20% during training, is that fine?",
                 "GPU usage is 30% during training, lower than expected",
                 "GPU util 15% while training but the CPU is fine"):
        assert speed_said(said) == low, said


def test_a_sentence_is_read_on_its_own_and_each_word_goes_to_its_device() -> None:
    """The CPU's figure is not the GPU's; a clause naming no device takes the one named before it."""
    assert speed_said("CPU at 100%, GPU at 90%") == set()
    low = {"gpu_use_low_said", "low_gpu_util"}
    assert speed_said("GPU usage is unstable (sometime 100%, sometime 0%) during training") == low
    assert speed_said("the utilization is low in training") == {"util_low_said"}  # the GPU's in a paste about one
    assert speed_said("Training is slow. The CPU is at 100%.") == {"run_slow_said"}
    assert speed_said("training on the GPU is 8% slower after the update") == {"run_slow_said"}  # a change, not a use


@pytest.mark.parametrize("paste", [
    'Training is very slow and GPU usage is 0%.\nprint(tf.config.list_physical_devices("GPU")) gives []',
    "model.fit runs, nvidia-smi shows GPU-Util 3% during training. Num GPUs Available:  0",
])
def test_an_idle_gpu_tensorflow_does_not_list_is_not_the_input(paste: str) -> None:
    """TensorFlow lists no GPU: it runs on the CPU, so the idle GPU is why it sees none, not the input pipeline."""
    found = explain(paste)
    assert found
    assert found[0].cause == "gpu_not_detected"
    assert not [e for e in found if e.cause == "input_bound"]
    said = explain("the model isn't running on the GPU: GPU utilization is 0% during training")[0]
    assert said.cause == "input_bound"  # the words that the GPU is unused are the symptom, not a list shown empty
