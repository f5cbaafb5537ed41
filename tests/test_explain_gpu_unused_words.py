"""'TensorFlow does not use my GPU' as users tell it: the wording families, and the fact in the paste that decides.

Each paste is a family real reports use (issue #10's fresh batch c2000-c2012), written anew: the words that say the
GPU is not found, a GPU lost when another package was installed, native Windows after 2.10 named beside a GPU,
TensorFlow 1.x's CPU-only package behind a failed GPU placement; beside the words that must give no verdict (a
figure read in Windows Task Manager, the CPU asked for on purpose).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl

from envcheck.explain import explain
from envcheck.explain._context import _CONTEXT_HINTS, Context, _scan
from envcheck.explain._explain import _derive_flags
from envcheck.tables import load_tables
from envcheck.tflog import iter_events

DATA = Path(__file__).parent / "data" / "explain"


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


@pytest.mark.parametrize("words", [
    "TensorFlow is not finding the GPU.",
    "tensorflow isn't seeing my GPU",
    "TensorFlow won't detect GPU",
    "Keras refuses to see my GPU at all",
    "I can't see the GPU from tensorflow",
    "tensorflow is not recognizing my RTX 4090",
    "it doesn't use my graphics card",
    "my GPU is no longer found",
    "TensorFlow stopped detecting the GPU after an update",
    "No GPU devices found",
    "training won't run on the GPU",
    "it runs on the CPU even though the machine has an RTX 3080",
    "tensorflow doesnt detect my GPU",  # typed without the apostrophe
    "tensorflow wont run on the GPU",
])
def test_words_that_the_gpu_is_not_found_start_the_checklist(words: str) -> None:
    """With TensorFlow 2.15 in WSL, the checklist's first item is its CUDA libraries, which plain pip lacks."""
    cause, _, meaning, fix = _top(f"TensorFlow version 2.15\nOS: WSL2 Ubuntu 22.04\n{words}")
    assert cause == "cuda_libs_missing"
    assert "uncertain" in meaning
    assert "tensorflow[and-cuda]==2.15" in fix


@pytest.mark.parametrize("words", [
    "this op does not work on GPU, so I pinned it to the CPU",  # an op's kernel, not the GPU unused
    "I ran it on the CPU for the test and it trained fine",
])
def test_words_about_an_op_or_a_chosen_cpu_start_no_checklist(words: str) -> None:
    assert all(e.cause != "cuda_libs_missing" for e in explain(f"TensorFlow version 2.15\nOS: Ubuntu 22.04\n{words}"))


@pytest.mark.parametrize("paste", [
    ("My model trained on the GPU, but after installing superpkg as its README says, now it is running on CPU "
     "only."),
    "Installing fancylib makes tensorflow can't find GPU",
    ("I installed tensorflow-gpu first, yet pip install facepkg still downloaded the tensorflow cpu version as its "
     "dependence"),
    "before install keras, tensorflow can find my GPU. But after install keras, tensorflow only can find CPU.",
])
def test_a_gpu_lost_when_another_package_was_installed_is_a_second_tensorflow(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert "uncertain" in meaning
    assert "pip list" in meaning
    assert "uninstall" in fix
    assert "--no-deps" in fix


@pytest.mark.parametrize("paste", [
    "after installing the new driver, tensorflow only can find CPU",  # the driver, not a package's requirements
    "after installing tensorflow 2.16 it runs on the CPU",  # TensorFlow itself
])
def test_installing_tensorflow_or_the_driver_is_not_a_package_pulling_tensorflow(paste: str) -> None:
    assert all(e.cause != "two_tensorflow_installs" for e in explain(paste))


def test_native_windows_after_2_10_named_beside_a_gpu_is_decided() -> None:
    """pip's own lines show tensorflow-intel on a Windows path: the native-Windows CPU build, whatever is said."""
    paste = ("Problem with Tensorflow 2.16.1 and gpu\n"
             "Requirement already satisfied: six>=1.12.0 in c:\\users\\me\\envs\\tf\\lib\\site-packages (from "
             "tensorflow-intel==2.16.1->tensorflow==2.16.1) (1.16.0)")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("windows_native_gpu_unsupported", "error")
    assert "native Windows" in meaning
    assert "uncertain" not in meaning
    assert "WSL2" in fix


def test_native_windows_after_2_10_without_a_gpu_word_gives_no_checklist() -> None:
    paste = ("Requirement already satisfied: six>=1.12.0 in c:\\users\\me\\envs\\tf\\lib\\site-packages (from "
             "tensorflow-intel==2.16.1->tensorflow==2.16.1) (1.16.0)")
    assert all(e.cause != "windows_native_gpu_unsupported" for e in explain(paste))


_PLACEMENT = ("InvalidArgumentError: Cannot assign a device for operation MatMul: Could not satisfy explicit device "
              "specification '/device:GPU:0' because no devices matching that specification are registered in this "
              "process; available devices: /job:localhost/replica:0/task:0/device:CPU:0")


def test_a_gpu_placement_failing_with_tensorflow_1x_named_is_its_cpu_package() -> None:
    cause, level, meaning, fix = _top(f"I have tensorflow version 1.2.1 installed with conda\n{_PLACEMENT}")
    assert (cause, level) == ("tf1_cpu_package", "error")
    assert "1.2" in meaning
    assert "tensorflow-gpu==1.2.1" in fix


@pytest.mark.parametrize("paste", [
    f"pip list: tensorflow-gpu 1.2.1\n{_PLACEMENT}",  # the GPU package is there: something else decides
    f"tensorflow 2.4.1\n{_PLACEMENT}",  # 2.1+ `tensorflow` has GPU support
])
def test_a_gpu_placement_failing_otherwise_is_not_the_cpu_package(paste: str) -> None:
    assert _top(paste)[0] != "tf1_cpu_package"


def test_low_gpu_use_read_in_task_manager_is_no_verdict() -> None:
    """Task Manager's GPU graphs show the 3D, Copy and Video engines by default, not CUDA compute."""
    paste = ("While training the model my GPU usage doesn't go above 15% in Task Manager, and the log says it runs "
             "on the RTX 2070.")
    found = explain(paste)
    assert not [e for e in found if e.level in ("error", "warning")]
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("input_bound", "info")
    assert "Compute_0" in meaning
    assert "nvidia-smi" in fix


def test_low_gpu_use_in_training_elsewhere_stays_input_bound() -> None:
    cause, level, _, _ = _top("While training the model my GPU usage doesn't go above 15% in nvidia-smi")
    assert (cause, level) == ("input_bound", "warning")


@pytest.mark.parametrize("paste", [
    "How can I force my script to run only on CPU even if I have a GPU installed?",
    "how to switch tensorflow device to use cpu, currently it automatically using Gpu.",
    "My GPU setup is broken so I wanted to try the model only on CPU",
    "Is there a way, how do I train only on the CPU with the TensorFlow backend ?",
    "We have no NVIDIA card here: can we run the model on CPU instead of GPU?",
    "is it possible to run inference on cpu?",
])
def test_the_cpu_asked_for_on_purpose_gives_no_verdict(paste: str) -> None:
    assert not [e for e in explain(paste) if e.level in ("error", "warning")]


@pytest.mark.parametrize("paste", [
    "tensorflow-gpu 1.14: how can I use the GPU instead of the CPU?",
    "why does my keras model use cpu instead of gpu?",
])
def test_the_gpu_asked_for_over_the_cpu_still_starts_the_checklist(paste: str) -> None:
    assert [e for e in explain(paste) if e.level in ("error", "warning")]


@pytest.mark.parametrize("question", [
    "Why can it use the CPU but not the GPU?",  # a why-question about the GPU, the CPU beside it
    "How can I use the CPU and the GPU together?",
])
def test_the_cpu_beside_the_gpu_in_a_question_is_no_cpu_wanted(question: str) -> None:
    paste = f"TensorFlow 2.10 on Ubuntu, RTX 3060: tf.config.list_physical_devices('GPU') returns []. {question}"
    assert explain(paste)[0].cause == "cuda_libs_missing"  # the checklist, as without the question


def test_training_only_on_the_cpu_against_the_users_will_still_starts_the_checklist() -> None:
    assert explain("TensorFlow 2.15: my model runs only on CPU, not on the GPU")[0].cause != "harmless"


def test_a_driver_too_old_for_the_build_leads_the_checklist() -> None:
    """Driver 390 serves CUDA 9.1 at most: TensorFlow 2.12's CUDA 11.8 cannot run, whatever else is installed."""
    cause, level, meaning, fix = _top("I installed the NVIDIA driver 390 and CUDA 11.8 and tensorflow 2.12 cannot "
                                      "find the GPU")
    assert (cause, level) == ("driver_too_old", "error")
    assert "uncertain" not in meaning
    assert fix.startswith("(1) ")
    assert "CUDA 11.8" in fix
    assert "(2) " in fix  # the rest of the checklist follows


def test_a_driver_new_enough_for_the_build_adds_no_driver_item() -> None:
    cause, _, _, fix = _top("NVIDIA driver 535 and tensorflow 2.12 cannot find the GPU on Ubuntu")
    assert cause != "driver_too_old"
    assert "older than" not in fix


@pytest.mark.parametrize("status", ["Resources requested: 1/8 CPUs, 0/1 GPUs",
                                    "Logical resource usage: 4.0/16 CPUs, 0/2 GPUs, 0.0/1.0 accelerator_type:A100"])
def test_ray_giving_its_trials_no_gpu_hides_them(status: str) -> None:
    cause, level, meaning, fix = _top(f"== Status ==\n{status}\nmy tensorflow trainable does not use the GPU")
    assert (cause, level) == ("no_gpu_visible", "error")
    assert "CUDA_VISIBLE_DEVICES" in meaning
    assert "resources_per_trial" in fix


def test_ray_giving_its_trials_a_gpu_is_no_hidden_gpu() -> None:
    found = explain("== Status ==\nResources requested: 1/8 CPUs, 1/1 GPUs\ntraining is slow")
    assert not any(e.cause == "no_gpu_visible" for e in found)


def test_rays_status_with_nothing_running_is_no_hidden_gpu() -> None:
    """'0/8 CPUs, 0/1 GPUs': no trial holds anything (the final status, all TERMINATED), so none was denied a GPU."""
    found = explain("== Status ==\nResources requested: 0/8 CPUs, 0/1 GPUs, 0.0/14.2 GiB heap\n"
                    "Number of trials: 4/4 (4 TERMINATED)")
    assert not any(e.cause == "no_gpu_visible" for e in found)


# The reading measured on real sentences (tests/data/explain/wordings_gpu_unused.jsonl: issue titles and first
# sentences, 103 stating that TensorFlow or a project on it does not see or use the GPU, 140 near-misses): the
# flags of the two readings of those words, the empty GPU list and the work said to run on the CPU.
WORDINGS = DATA / "wordings_gpu_unused.jsonl"
_READINGS = frozenset({"gpu_list_empty", "runs_on_cpu_said"})
# read wrongly: elided ("it is not able to" after "should be able to use GPU"), a program's notice quoted ("DeepFace
# will run on CPU"), nvidia-smi's process list, a hedge, a machine said to have none though it does, ...; and one
# near-miss read (WSL's GPUs "not available", said of no framework)
KNOWN_WORDINGS = frozenset({
    "wg009", "wg037", "wg065", "wg086", "wg093", "wg095", "wg098", "wg150", "wg179", "wg181", "wg202",
    "wg216", "wg217", "wg226", "wg230", "wg234", "wg239"})
_TABLES = load_tables()


def _reads(words: str) -> bool:
    ctx = Context()
    for _ in iter_events(words.splitlines(), lambda line: _scan(ctx, line, _TABLES), _CONTEXT_HINTS):
        pass
    _derive_flags(ctx.flags)
    return bool(_READINGS & ctx.flags)


@pytest.mark.parametrize("case", jsonl(WORDINGS), ids=lambda c: str(c["id"]))
def test_real_wordings_are_read_as_labelled(case: dict[str, object]) -> None:
    if case["id"] in KNOWN_WORDINGS:
        assert _reads(str(case["text"])) != case["says"], f"{case['id']} is now read right: remove it from KNOWN"
    else:
        assert _reads(str(case["text"])) == case["says"]


@pytest.mark.parametrize("words", [
    "My model is not actually using the RTX 3070 at all.",  # a negation, a verb, the GPU a few words on
    "keras is unable to pick up my graphics card",
    "The script doesnt engage the GPU",
    "the graphics card is apparently not detected by tensorflow",  # the GPU the subject of the verb denied
    "no video card was found after the update",
    "Training uses CPU only, I installed tensorflow-gpu 1.15",  # the work on the CPU alone
    "tensorflow-gpu keeps training on the CPU",
    "the model is still running on CPU",
    "GPU utilization stays at 0% the whole epoch",
])
def test_words_read_by_their_parts_say_the_gpu_is_not_used(words: str) -> None:
    assert _reads(f"TensorFlow\n{words}")


@pytest.mark.parametrize("words", [
    "How do I make Keras train on the CPU instead of the GPU?",  # how, the CPU wanted
    "Can I force it to use only the CPU?",
    "I want to train on the cpu only for now",
    "It is not fully utilizing the GPU, around 30%",  # a degree
    "PyTorch is not detecting my GPU",  # another framework
    "only one of my two GPUs is used",  # one GPU of several
    "the GPU memory is unused while it trains",  # the GPU's memory, not the GPU
    "Task Manager does not show the GPU being used",  # Windows' Task Manager graphs 3D, not CUDA
    "Training does not use the GPU, is this normal?",  # doubt
    "My laptop doesn't have a GPU so training runs on the CPU",  # no GPU to use
    "it runs faster on the CPU than on the GPU",  # speeds compared
    "Keras doesn't seem to use the GPU",  # a hedge
])
def test_words_that_do_not_state_the_gpu_unused_are_not_read(words: str) -> None:
    assert not _reads(f"TensorFlow\n{words}")


def test_words_that_the_gpu_is_unused_are_doubted_by_the_paste() -> None:
    """The user saying elsewhere that TensorFlow uses the GPU, or asking whether it is normal: no empty list."""
    assert not _reads("TensorFlow 2.4\nGPU isn't used at all\nthe memory fills, so it seems TensorFlow uses GPU")
    assert not _reads("TensorFlow 2.4\nkeras not engaging the GPU\nis this a normal situation?")
