"""The user's words that a GPU fails with the TensorFlow, the CUDA or the build at hand (explain/_arch_words.py).

tests/data/explain/wordings_gpu_arch.jsonl holds real sentences and short pastes (issue and question titles, first
sentences, template fields, log lines) that decide gpu_too_new (a build whose CUDA predates the GPU) or gpu_too_old
(a GPU below the build's architectures), or only use the same nouns (another framework's GPU message, a question
whether a GPU is supported, a wish, a GPU with a TensorFlow that runs it, a GPU said to work); each is read alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl, read_as_labelled

from envcheck.explain import explain
from envcheck.explain._arch_words import arch_said, family_cc

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_gpu_arch.jsonl"
READ = ("gpu_too_new", "gpu_too_old")
# still read wrongly: a hearsay sentence naming CUBLAS_STATUS_EXECUTION_FAILED, a TensorFlow 2.15 beside an RTX 5090
# (the tables' PTX path runs it), a prebuilt cache naming only compute_120, a tfjs requirement in words, the rest
# sentences whose GPU or build the words give no value for, Chinese "无法支持" (cannot support) not read as the GPU said
# to fail beside a release whose own kernels run on it (Turing under 1.12's CUDA 9.0)
KNOWN = frozenset({"wn021", "wn026", "wn030", "wn031", "wn032", "wn033", "wn040", "wn050", "wn055", "wn082", "wn096",
                   "wn117", "wn118", "wn123", "wn139", "wn149", "wn156", "wn158", "wn180", "wn186", "wn188"})


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_gpu_architecture_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert not read_as_labelled(row, READ), f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert read_as_labelled(row, READ), row["text"]


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def test_a_gpu_no_tensorflow_1_runs_said_to_fail_is_too_new_uncertain() -> None:
    cause, level, meaning, fix = _top("Our TF model gives only NaN on the new RTX 3080 box.")
    assert (cause, level) == ("gpu_too_new", "warning")
    assert meaning.startswith("uncertain")
    assert "TensorFlow 1" in meaning
    assert "TensorFlow 2.4" in fix


def test_a_cuda_said_beside_the_gpu_dates_the_build() -> None:
    cause, _, meaning, fix = _top("My card is an RTX 3060 and the program only supports CUDA 10.x, it fails to use it.")
    assert cause == "gpu_too_new"
    assert "CUDA 10" in meaning
    assert "8.6" in meaning
    assert "2.4" in fix


def test_a_cuda_that_knows_the_gpu_does_not_decide() -> None:
    assert not any(e.cause in READ for e in explain("With CUDA 11.2 my RTX 3070 does not work in tensorflow."))


def test_the_issue_template_s_cuda_and_gpu_are_a_report() -> None:
    cause, _, _, _ = _top("- CUDA/cuDNN version: 10.0\n- GPU model and memory: RTX 3090 24GB")
    assert cause == "gpu_too_new"
    assert not explain("- CUDA/cuDNN version: 11.2\n- GPU model and memory: RTX 3090 24GB")


def test_a_turing_gpu_under_a_cuda_9_release_is_too_new_unless_conda_built_it() -> None:
    text = "I have an RTX 2070 with CUDA 9.0 and tensorflow-gpu 1.11, but I haven't been able to make it work."
    cause, _, meaning, fix = _top(text)
    assert cause == "gpu_too_new"
    assert "CUDA 10.0" in meaning
    assert "1.13" in fix
    conda = "conda install tensorflow-gpu==1.11.0\nI have an RTX 2070, but I haven't been able to make it work."
    assert not any(e.cause in READ for e in explain(conda))  # conda pairs its builds with other CUDA toolkits


def test_no_kernel_for_an_old_gpu_is_too_old() -> None:
    cause, _, meaning, _ = _top("On my GeForce 940MX I get 'no kernel image is available for execution on the device'.")
    assert cause == "gpu_too_old"
    assert "5.0" in meaning


def test_a_gpu_said_too_old_that_no_build_runs_is_too_old() -> None:
    cause, _, _, _ = _top("I think the GeForce GT 520 is too old for this.")
    assert cause == "gpu_too_old"


@pytest.mark.parametrize("text", [
    "Is faceswap not compatible with RTX 3090?",
    "Please support the RTX 50 series!",
    "If you use an RTX 30 series GPU, CUDA 10 will not work.",
    "My RTX 3090 works fine with TensorFlow 2.5.",
    "The miner says the GTX 765M is too old, T-Rex only supports 5.0+.",
])
def test_another_framework_a_question_a_wish_a_conditional_or_a_working_gpu_is_no_reading(text: str) -> None:
    assert not any(e.cause in READ for e in explain(text)), text


@pytest.mark.parametrize(("line", "flag"), [
    ("tf 1.14 does not support my RTX 3070", "gpu_fails_said"),
    ("The 3090 gives NaN from the first step.", "gpu_fails_said"),
    ("Seems like all Tensorflow 1.14 projects don't run.", "build_fails_said"),
    ("the library crashes with 'invalid device function' on the Titan RTX", "no_kernel_said"),
    ("GeForce 210 is a very old graphics card", "gpu_old_said"),
    ("- GPU model and memory: RTX 3080", "issue_template"),
    ("cuda10 在RTX30系列显卡上无法正常使用", "gpu_fails_said"),
])
def test_the_vocabulary_reads_each_family(line: str, flag: str) -> None:
    assert flag in arch_said(line)[0]


def test_a_crash_needs_a_build_named_beside_it() -> None:
    assert "gpu_fails_said" not in arch_said("It crashes in GPU mode with an RTX3060 laptop.")[0]
    flags, cuda, _ = arch_said("It crashes with CUDA 9.0 on my RTX 2080 Ti.")
    assert "gpu_fails_said" in flags
    assert cuda == "9.0"


@pytest.mark.parametrize(("said", "cc"), [
    ("RTX 30 series", "8.6"), ("rtx30xx", "8.6"), ("the RTX 40-series", "8.9"), ("Blackwell GPUs", "12.0"),
    ("RTX 50xx", "12.0"), ("Hopper", "9.0"), ("Ampere cards", "8.6"), ("Kepler", "3.5"), ("an RTX 5000", None),
])
def test_a_gpu_family_stands_for_its_compute_capability(said: str, cc: str | None) -> None:
    assert family_cc(said) == cc


@pytest.mark.parametrize(("text", "fix"), [
    (("I have 2 almost identical systems, and while on the system with the GTX 960 the training runs perfectly fine, "
     "on the system with the GTX 1080, the training simply doesn't work."), "TensorFlow 1.3 or newer on the GTX 1080"),
    ("If I run it on K80 everything works fine, when I run the same image on RTX2080, I got error",
     "TensorFlow 1.13 or newer on the RTX2080"),  # the tables' first release with kernels for 7.5
])
def test_a_run_said_to_work_on_an_older_gpu_puts_the_newer_one_beyond_the_build(text: str, fix: str) -> None:
    top = explain(text)[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert "uncertain" in top.meaning
    assert fix in top.fix


@pytest.mark.parametrize("text", [
    # the newer GPU is the one said to work
    "On the RTX 3090 the training runs perfectly fine, on the GTX 1080 it is slow.",
    # a release whose build has kernels for the newer GPU
    "tensorflow 2.10. On the GTX 1080 the training runs fine, on the RTX 3090 it is slow.",
    # the same architecture's major
    "On the RTX 3080 the training runs fine, on the RTX 3090 it crashes.",
    # a release whose build runs on the newer GPU (2.4's Ampere kernels, compute_80, run on 8.6)
    "tensorflow 2.4.1\nOn the GTX 1080 the training runs perfectly fine, but on the RTX 3090 it hangs.",
    # the working words denied
    "It doesn't really work well on the GTX 1080, and the RTX 3090 fails too",
])
def test_a_working_gpu_is_no_reading_where_the_newer_one_works_or_the_build_has_it(text: str) -> None:
    assert not any(e.cause == "gpu_too_new" for e in explain(text)), text
