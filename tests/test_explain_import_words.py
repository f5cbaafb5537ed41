"""Importing TensorFlow said to crash, hang or fail, in the user's own words: read sentence by sentence.

tests/data/explain/wordings_import_crash.jsonl holds real sentences (issue and question titles, first sentences)
that say it or only use the same nouns; each is read alone. The unit tests below are short pastes of each family,
written anew: a crash (the kernel died, python quits, a segfault) read per platform, a hang, a failure with no
reason, and what says none of it (a crash in training, another framework, a reason named, how to import, a slow
import, an import said to work, a change to code).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl

from envcheck.explain import explain
from envcheck.explain._import_words import import_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_import_crash.jsonl"
READ = ("cpu_no_avx", "msvc_runtime_missing", "tf_import_failed", "python_unsupported", "numpy_incompatible",
        "protobuf_incompatible", "metal_plugin_mismatch")  # the causes of an import that fails
# still read wrongly: pip's "could not find a version" (python_unsupported, the install's reading), a typo of
# "restarting", a vague "problem" not beside the import, an error said in the sentence after the import (only a
# crash or a hang carries), a package built on TensorFlow named alone, a name imported from a submodule, a reason
# named beside the crash, ... (all but wc064, wc107, wc148 and wc151 from the held-out half, never tuned on)
KNOWN = frozenset({"wc006", "wc008", "wc064", "wc071", "wc080", "wc107", "wc130", "wc140", "wc148", "wc151",
                   "wc166", "wc179"})


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
    "Every time I import tensorflow in Jupyter the kernel dies.",
    "python exits silently right after `import tensorflow as tf`",
    "import keras -> Segmentation fault (core dumped)",
    "Tried to import tf on the cluster's login node and the interpreter quit without a word",
    "I attempted to import tensorflow in a fresh venv. The process just exits.",
])
def test_a_crash_on_import_is_the_cpu_said_uncertain(said: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("cpu_no_avx", "warning")
    assert found.meaning.startswith("uncertain")
    assert "/proc/cpuinfo" in found.meaning
    assert 'python -c "import tensorflow"' in found.meaning
    assert "numpy<2" in found.fix


def test_on_windows_coreinfo_and_the_runtime_decide() -> None:
    found = explain("On Windows 10, python.exe has stopped working as soon as I import tensorflow.")[0]
    assert (found.cause, found.level) == ("cpu_no_avx", "warning")
    assert "coreinfo" in found.meaning
    assert "Visual C++" in found.fix


def test_on_a_mac_rosetta_first() -> None:
    found = explain("On my MacBook Air M1 importing tensorflow kills python instantly.")[0]
    assert (found.cause, found.level) == ("cpu_no_avx", "warning")
    assert "Rosetta" in found.meaning
    assert "platform.machine()" in found.meaning
    assert "arm64 Python" in found.fix


def test_a_cpu_named_without_avx_decides() -> None:
    found = explain("My Celeron N3050 has no AVX and python crashes when I import tensorflow.")[0]
    assert (found.cause, found.level) == ("cpu_no_avx", "error")
    assert not found.meaning.startswith("uncertain")


@pytest.mark.parametrize(("said", "cause"), [
    ("import tensorflow crashes python on my Ryzen 7 5800X", "numpy_incompatible"),
    ("On Windows 11 import tensorflow crashes python on my i7-8700K", "msvc_runtime_missing"),
])
def test_a_cpu_named_with_avx_rules_it_out(said: str, cause: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == (cause, "warning")
    assert found.meaning.startswith("uncertain")
    assert "numpy<2" in found.fix


@pytest.mark.parametrize("said", [
    "import tensorflow hangs forever on our cluster nodes",
    "After pip install, `import tensorflow as tf` freezes and never returns.",
])
def test_a_hang_is_where_it_waits(said: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("tf_import_failed", "warning")
    assert found.meaning.startswith("uncertain")
    assert "faulthandler" in found.meaning


def test_a_failure_with_no_crash_is_information() -> None:
    found = explain("Cannot import tensorflow after installing it with pip on Ubuntu")[0]
    assert (found.cause, found.level) == ("cpu_no_avx", "info")
    assert found.meaning.startswith("uncertain")


def test_a_failure_beside_ipython_s_traceback_shows_its_reason() -> None:
    # keras-team/keras#6545 (tests/data/explain/blind10_open.jsonl c5915): Jupyter names the exception in its
    # traceback's header, which a paste's whitespace collapses; the reason is shown, so no guess at the CPU
    paste = ("Import Error with Tensorflow as Backend\n"
             "In [1]: import keras\nUsing TensorFlow backend.\n"
             "---------------------------------------------------------------------------\n"
             "AttributeError                            Traceback (most recent call last)\n"
             "<ipython-input-1-c74e2bd4ca71> in <module>()\n----> 1 import keras\n")
    assert not [e for e in explain(paste) if e.cause == "cpu_no_avx"]
    header = "AttributeError                            Traceback (most recent call last)\n"
    # no reason shown: the guess (the keras banner beside it is harmless noise)
    assert [e.cause for e in explain(paste.replace(header, "")) if e.level != "noise"] == ["cpu_no_avx"]


@pytest.mark.parametrize(("said", "flag"), [
    ("Cannot import tensorflow after installing it with pip", "import_fail_said"),
    ("Tensor flow can't be imported on my laptop", "import_fail_said"),
    ("When i imoprt tensorflow the notebook crashes", "import_crash_said"),
    ("导入tensorflow时程序崩溃", "import_crash_said"),
    ("I get `Illegal instruction (core dumped)` whenever I use tensorflow", "import_crash_said"),
    # a later step said after the crash, or no step between "then" and it, leaves the crash the import's
    ("import tensorflow and then python crashes", "import_crash_said"),
    ("importing tensorflow kills the kernel, then I restart it and it dies again", "import_crash_said"),
])
def test_the_vocabulary(said: str, flag: str) -> None:
    assert import_said(said) == {flag}


@pytest.mark.parametrize("said", [
    "The kernel dies when I call model.fit on the full dataset.",
    "import torch segfaults on my machine",
    "ModuleNotFoundError: No module named 'tensorflow' when I import it",
    "cannot import name 'keras' from tensorflow",
    "How do I import tensorflow in a notebook without errors?",
    "I can import tensorflow fine, but training crashes after the first epoch.",
    "import tensorflow takes 20 seconds, which makes the CLI feel broken",
    "Fix crash when importing tensorflow on Windows",
    "Lazy load tensorflow to avoid import errors in the CLI",
    "I import tensorflow. Then model.fit crashes.",
    "import tensorflow as tf, then load my saved .h5 model, and the notebook kernel dies",
    "I import keras and then build a small CNN; python exits with no message",
    "when I import tensorflow and load the weights the process gets killed",
    "Importing a Keras model into DL4J fails",
    "If the import fails, please share the output of pip list.",
])
def test_what_says_none_of_it(said: str) -> None:
    assert not import_said(said)
    found = explain(said)
    assert not found or found[0].cause not in ("cpu_no_avx", "tf_import_failed"), found[0]


def test_a_crash_on_an_arm_machine_is_not_read_as_a_cpu_without_avx() -> None:
    """AVX is x86's: on a Raspberry Pi or a Jetson the CPU reading does not apply; a hang there is still read."""
    found = explain("import tensorflow crashes on my Raspberry Pi 4 (aarch64)")
    assert not [e for e in found if e.cause == "cpu_no_avx"]
    assert explain("importing tensorflow hangs forever on my Jetson Nano")[0].cause == "tf_import_failed"


def test_a_release_and_a_python_it_has_no_wheel_for_outrank_the_cpu() -> None:
    """The pair stated is unsupported (the tables): that answers before the AVX prior; a pair that fits does not."""
    for said in ("Ubuntu 22.04, python 3.12 and tensorflow 2.14. The jupyter kernel dies when I import tensorflow",
                 "On Windows 10 with Python 3.7 I installed tensorflow 2.12, and import tensorflow fails"):
        found = explain(said)[0]
        assert (found.cause, found.level) == ("python_unsupported", "error"), said
        assert "use Python 3.11" in found.fix
    fits = explain("python 3.11, tensorflow 2.14: the kernel dies on import tensorflow")[0]
    assert fits.cause == "cpu_no_avx"


def test_two_pythons_named_leave_the_pair_open() -> None:
    """'moved from Python 3.12 to 3.10': the first Python named need not be the one that imports; no error on it."""
    found = explain("I moved from Python 3.12 to Python 3.10, and now import tensorflow 2.13 crashes the kernel.")
    assert not [e for e in found if e.cause == "python_unsupported"]
