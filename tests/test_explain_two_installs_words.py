"""The user's words that two TensorFlow distributions are installed side by side, or that the CPU package is used.

Up to TensorFlow 2.0 the plain `tensorflow` package is CPU-only and tensorflow-gpu the GPU build; both install the
same `tensorflow` folder, so with both (or a nightly beside a release) the one written last is imported. Users say so
in words ("it installs TF-cpu and I have TF-gpu", "two tensorflow versions in my environment", "faceswap is using
tensorflow, not tensorflow-gpu"), and pip's own check names each distribution installed ("tensorflow 2.4.1 has
requirement ...") beside the one a command installs. envcheck/explain/_install_words.py reads the sentences with a
small vocabulary; tests/data/explain/wordings_two_installs.jsonl holds real sentences, each read alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl, read_as_labelled

from envcheck.explain import explain
from envcheck.explain._install_words import install_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_two_installs.jsonl"
CAUSES = ("two_tensorflow_installs", "tf1_cpu_package")
# still read wrongly: a question that states both (no pin, "how to make sure i use gpu"), "you already have
# tensorflow > 1.15.1" (a range, not a distribution), a nightly preview's pip check beside the release's, conda's
# and a source build's TensorFlow named by channel only, pip's "Collecting tensorflow" on another line than
# tensorflow-gpu, and a Dockerfile's pip line under a -gpu base image
KNOWN = frozenset({"wt002", "wt022", "wt023", "wt028", "wt046", "wt083"})


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_two_installs_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert not read_as_labelled(row, CAUSES), f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert read_as_labelled(row, CAUSES), row["text"]


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def test_a_dependency_pulling_the_cpu_package_beside_tensorflow_gpu_is_two_installs() -> None:
    cause, _, _, fix = _top("Keras pulled in the CPU version of TensorFlow next to my tensorflow-gpu 1.12.")
    assert cause == "two_tensorflow_installs"
    assert "uninstall" in fix


def test_two_counted_in_one_environment_is_two_installs() -> None:
    assert _top("After the upgrade I have two tensorflow versions in my environment.")[0] == "two_tensorflow_installs"


def test_the_plain_package_used_instead_of_tensorflow_gpu_is_the_cpu_package_uncertain() -> None:
    cause, level, meaning, fix = _top("Our Docker image is using tensorflow, not tensorflow-gpu.")
    assert (cause, level) == ("tf1_cpu_package", "warning")
    assert meaning.startswith("uncertain")
    assert "tensorflow-gpu==" in fix


def test_tensorflow_gpu_lost_and_the_plain_pin_left_is_the_gpu_package_replaced() -> None:
    paste = ("My code runs on tensorflow==1.12.0 but slowly. I had tensorflow-gpu==1.12.0 but I lost it when I "
             "upgraded keras.")
    cause, _, _, fix = _top(paste)
    assert cause == "tf1_cpu_package"
    assert "tensorflow-gpu" in fix


def test_pip_s_check_naming_an_installed_release_beside_a_nightly_install_is_two_installs() -> None:
    paste = ("pip install tf-nightly\nERROR: tensorflow 2.3.1 requires numpy<1.19.0,>=1.16.0, but you have numpy "
             "1.19.5 which is incompatible.")
    assert "two_tensorflow_installs" in {e.cause for e in explain(paste)}


@pytest.mark.parametrize("said", [
    "We switched from tensorflow-cpu to tensorflow-gpu last week and training is fine.",
    "I uninstalled tensorflow and installed tensorflow-gpu, works now.",
    "Should I install tensorflow or tensorflow-gpu?",
    "I see you are using tensorflow rather than tensorflow-gpu in setup.py.",
    "The same happens with tensorflow-gpu and with the CPU version of tensorflow.",
    "If you have a GPU, remove the CPU version of tensorflow and install tensorflow-gpu instead.",
    "pip list | grep tensorflow\ntensorflow                 2.4.1\ntensorflow-estimator       2.4.0",
])
def test_one_distribution_a_move_or_advice_is_no_reading(said: str) -> None:
    assert not {e.cause for e in explain(said)} & set(CAUSES)


def test_conda_s_gpu_metapackage_over_its_gpu_build_is_one_tensorflow() -> None:
    paste = ("tensorflow                1.14.0          gpu_py37h74c33d7_0\n"
             "tensorflow-gpu            1.14.0               h0d30ee6_0")
    assert "two_tensorflow_installs" not in {e.cause for e in explain(paste)}


def test_a_failure_shown_keeps_its_own_reason_over_the_words() -> None:
    paste = ("I ran pip install tensorflow and then pip install tensorflow-gpu\nTraceback (most recent call last):\n"
             "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory")
    assert _top(paste)[0] == "cuda_libs_missing"


@pytest.mark.parametrize(("said", "flag"), [
    ("tensorflow-text installs tensorflow-cpu while tensorflow-gpu is already installed", "two_tf_words"),
    ("it installs TF-cpu and I think I don't need it because I have TF-gpu", "two_tf_words"),
    ("Why I already have tensorflow-gpu 2.2.0 it still search for `tensorflow`", "two_tf_words"),
    ("pip put tf-nightly over the top of my `tensorflow`", "two_tf_words"),
    ("there are several versions of tensorflow installed in my env", "two_tf_words"),
    ("installing it removed my tensorflow-gpu and installed tensorflow-1.14.0 instead", "gpu_replaced_words"),
    ("faceswap is using tensorflow, not tensorflow-gpu", "cpu_tf_words"),
])
def test_the_vocabulary_reads_each_family(said: str, flag: str) -> None:
    assert flag in install_said(said)


@pytest.mark.parametrize("said", [
    "tensorflow-text and tensorflow-io are installed beside tensorflow 2.9",
    "TensorFlow has a CPU version and a GPU version.",
    "Use either tensorflow or tensorflow-gpu, not both.",
])
def test_add_ons_and_general_statements_say_nothing(said: str) -> None:
    assert not install_said(said)


@pytest.mark.parametrize("said", [
    "I have tensorflow-gpu 2.4 installed and tensorflow-cpu is not installed.",  # the other said absent
    "I have tensorflow-gpu 2.4 installed and no tensorflow-cpu.",  # the other said absent
    "tensorflow-gpu and tensorflow-cpu were both uninstalled, then I installed tensorflow 2.10 only.",  # both removed
])
def test_a_kind_said_absent_or_both_said_removed_are_not_two_installs(said: str) -> None:
    assert not install_said(said)
    assert all(e.cause != "two_tensorflow_installs" for e in explain(said))


def test_a_kind_set_against_the_other_without_a_comma_is_still_the_cpu_package() -> None:
    assert install_said("faceswap is using tensorflow not tensorflow-gpu") == {"cpu_tf_words"}


@pytest.mark.parametrize("said", [
    "TensorFlow GPU overriden by installation of baselines",  # rlworkgroup/garage#251
    "And then tensorflow package overrides the gpu package.",  # tensorflow/tensorboard#410
])
def test_the_gpu_build_said_overridden_by_an_install_is_two_installs(said: str) -> None:
    top = explain(said)[0]
    assert top.cause == "two_tensorflow_installs"
    assert "uninstall" in top.fix


@pytest.mark.parametrize("said", ["How can I stop pip from overriding tensorflow-gpu?",
                                  "If you install keras it will override tensorflow-gpu"])
def test_an_override_asked_about_or_supposed_is_no_reading(said: str) -> None:
    assert "two_tf_words" not in install_said(said)
