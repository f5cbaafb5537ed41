"""No TensorFlow wheel for the Python, NumPy or protobuf breaking TensorFlow: in the user's words, by sentence.

tests/data/explain/wordings_python_pins.jsonl holds real sentences and short pasted lines (issue and question titles,
first sentences, an error line) that decide python_unsupported, numpy_incompatible or protobuf_incompatible, with
the values a working fix names, or that use the same nouns and decide none of them; each is read alone. The unit
tests below are short pastes of each family, written anew.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl, read_as_labelled

from envcheck.explain import explain
from envcheck.explain._package_words import package_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_python_pins.jsonl"
CAUSES = ("python_unsupported", "numpy_incompatible", "protobuf_incompatible")
# still read wrongly: pip's bare "could not find a version" with no Python or release (no reading names a range),
# a Python or release said once and the failure in another sentence, a fix naming another bound than the label
# (protobuf<6 for 6.30+), NumPy errors of packages other than TensorFlow (shap, Illumina interop), old protobuf
# runtimes' own attribute errors, a 32-bit Python said beside a 64-bit one that works (most from the held-out half);
# an install failing for a Python in words that name no package (wp144, "unable to install in python 3.9"): from stop
# 66 the words refusing a Python are TensorFlow's only where TensorFlow is named (tflite-runtime's, torch's were read
# as TensorFlow's)
KNOWN = frozenset({"wp022", "wp038", "wp039", "wp043", "wp045", "wp054", "wp055", "wp076",
                   "wp096", "wp099", "wp123", "wp125", "wp130", "wp132", "wp139", "wp144", "wp150", "wp154",
                   "wp160", "wp163", "wp164"})


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert not read_as_labelled(row, CAUSES, any_case=True), f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert read_as_labelled(row, CAUSES, any_case=True), row["text"]


@pytest.mark.parametrize(("said", "fix_names"), [
    ("TensorFlow 1.15 isn't available for Python 3.8, pip just says no.", "3.7"),
    ("there are no wheels of tensorflow 2.4 for python 3.9", "3.8"),
    ("Tensorflow 2.10 does not support pyton 3.11", "3.10"),
])
def test_a_release_said_to_have_no_wheel_for_a_python(said: str, fix_names: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert fix_names in found.fix


def test_a_python_said_refused_with_no_release_names_the_releases_for_it() -> None:
    found = explain("No tensorflow for python 3.9 on this box, it seems.")[0]
    assert (found.cause, found.level) == ("python_unsupported", "warning")
    assert found.meaning.startswith("uncertain")
    assert "3.8" in found.fix  # the newest Python of the release before the first with 3.9 wheels


def test_a_release_said_not_to_install_names_its_pythons() -> None:
    found = explain("pip can't install tensorflow 2.4.1 on this laptop")[0]
    assert (found.cause, found.level) == ("python_unsupported", "warning")
    assert "3.8" in found.fix
    assert "64-bit" in found.fix


def test_an_add_on_said_to_have_no_wheel_names_the_python_before() -> None:
    found = explain("tensorflow-text has no wheel for python 3.13 yet")[0]
    assert (found.cause, found.level) == ("python_unsupported", "warning")
    assert "tensorflow-text" in found.meaning
    assert "3.12" in found.fix


def test_a_32bit_system_said_refused() -> None:
    found = explain("tensorflow doesn't work on my 32 bit windows 7")[0]
    assert found.cause == "python_unsupported"
    assert "64-bit" in found.fix


@pytest.mark.parametrize("said", [
    "Will tensorflow support python 3.13?",
    "Please add Python 3.14 wheels for TensorFlow",
    "Support Python 3.12 in the tensorflow extras",
    ("ImportError: /lib64/libc.so.6: version `GLIBC_2.17' not found (required by "
    "/usr/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so)"),
    "Python 3.8, Tensorflow 2.3 - the model is not working on the GPU",
])
def test_what_says_no_python_refused(said: str) -> None:
    assert not package_said(said)[0] & {"python_refused_said", "addon_python_refused"}
    found = explain(said)
    assert not found or found[0].cause != "python_unsupported"


def test_another_framework_is_not_read() -> None:
    assert not package_said("torch has no wheel for python 3.13, nor does tensorflow-io")[0]


def test_numpy_said_to_break_a_release_takes_its_range() -> None:
    found = explain("Since numpy 2.0 came out tensorflow 2.15 fails with errors on import")[0]
    assert (found.cause, found.level) == ("numpy_incompatible", "error")
    assert "numpy<2.0.0" in found.fix


@pytest.mark.parametrize(("said", "pin"), [
    ("numpy 2.1 breaks tensorflow for me", "numpy<2"),
    ("tensorflow is incompatible with numpy 1.20, the new one", "numpy<1.20"),
])
def test_numpy_said_to_break_tensorflow_without_a_release(said: str, pin: str) -> None:
    found = explain(said)[0]
    assert (found.cause, found.level) == ("numpy_incompatible", "warning")
    assert pin in found.fix


@pytest.mark.parametrize("said", [
    "tensorflow 2.18 has issues with numpy 2.0",  # 2.18 declares NumPy 2: the words and the tables disagree
    "Tensorflow install breaks (probably numpy)",  # no NumPy version said
    "Bump numpy to 2.0 in the tensorflow requirements",  # a change
])
def test_what_says_no_numpy_break(said: str) -> None:
    found = explain(said)
    assert not found or found[0].cause != "numpy_incompatible"


def test_protobuf_said_to_break_the_import() -> None:
    found = explain("After pip upgraded protobuf to 4.21, importing tensorflow 2.9 fails")[0]
    assert found.cause == "protobuf_incompatible"
    assert "3.20" in found.fix


def test_protobuf_outside_the_release_range_is_decided() -> None:
    found = explain("protobuf 5.26 breaks the import of tensorflow 2.15 here")[0]
    assert (found.cause, found.level) == ("protobuf_incompatible", "error")
    assert "protobuf" in found.fix
    assert "<5.0.0dev" in found.fix


@pytest.mark.parametrize("said", [
    "Downgrade protobuf to keep tensorflow importing",
    "TensorFlow & protobuf incompatibility",  # no import or version said
])
def test_what_says_no_protobuf_break(said: str) -> None:
    found = explain(said)
    assert not found or found[0].cause != "protobuf_incompatible"


def test_distutils_under_tensorflow_is_the_python() -> None:
    found = explain('  File "/venv/lib/python3.12/site-packages/tensorflow/__init__.py", line 30, in <module>\n'
                    "    import distutils as _distutils\nModuleNotFoundError: No module named 'distutils'")[0]
    assert found.cause == "python_unsupported"
    assert "2.16" in found.fix
    assert "3.11" in found.fix


def test_distutils_elsewhere_is_not_tensorflow() -> None:
    found = explain("ModuleNotFoundError: No module named 'distutils' when I run my bot on Python 3.12")
    assert not found or found[0].cause != "python_unsupported"


def test_a_bare_descriptor_pool_refusal_is_protobuf_uncertain() -> None:
    found = explain("import tensorflow as tf\nTypeError: Couldn't build proto file into descriptor pool!")[0]
    assert (found.cause, found.level) == ("protobuf_incompatible", "warning")
    assert found.meaning.startswith("uncertain")


@pytest.mark.parametrize("follows", [
    '  foo.Bar.name: "foo.Bar.name" is already defined in file "other/bar.proto".',
    '  app/a.proto: Import "app/b.proto" has not been loaded.',
])
def test_a_descriptor_pool_refusal_explained_below_it_is_not_the_version(follows: str) -> None:
    found = explain(f"TypeError: Couldn't build proto file into descriptor pool!\n{follows}")
    assert not found or found[0].cause != "protobuf_incompatible"


def test_a_missing_protobuf_symbol() -> None:
    found = explain("ImportError: /usr/lib/python3/dist-packages/tensorflow/python/_pywrap_tensorflow_internal.so: "
                    "undefined symbol: _ZN6google8protobuf8internal10LogMessageD1Ev")[0]
    assert found.cause == "protobuf_incompatible"


def test_the_merged_numpy_module_failing_to_import() -> None:
    assert explain("ImportError: numpy.core._multiarray_umath failed to import")[0].cause == "numpy_incompatible"


@pytest.mark.parametrize("said", [
    "Protobuf 4.21.0 breaks tensorboard. Fixing to a working older version",  # microsoft/hi-ml#382
    "TF2.0 is not compatible with protobuf>3.20. So pin it down.",  # keras-team/keras-tuner#698
])
def test_a_protobuf_release_said_to_break_tensorflow_s_side(said: str) -> None:
    top = explain(said)[0]
    assert top.cause == "protobuf_incompatible"
    assert "3.20" in top.fix


def test_an_old_protobuf_under_another_project_s_generated_code_is_uncertain() -> None:
    # jcrist/skein#230, nanopb/nanopb#742: no TensorFlow; with TensorFlow's frames it is decided
    paste = ('Traceback (most recent call last):\n  File "gen/proto/nanopb_pb2.py", line 23, in <module>\n'
             "    create_key=_descriptor._internal_create_key,\nAttributeError: module 'google.protobuf.descriptor' "
             "has no attribute '_internal_create_key'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "warning")
    assert "uncertain" in top.meaning
    tf = paste.replace("gen/proto/nanopb_pb2.py", "/usr/lib/python3/site-packages/tensorflow/core/framework/a_pb2.py")
    assert (explain(tf)[0].cause, explain(tf)[0].level) == ("protobuf_incompatible", "error")


def test_another_project_s_generated_code_refused_by_a_newer_protobuf_is_uncertain() -> None:
    # ntu-arl/google-mediapipe#8: mediapipe's _pb2 files, no TensorFlow
    paste = ('Traceback (most recent call last):\n  File "D:\\envs\\mp\\lib\\site-packages\\mediapipe\\framework\\'
             'formats\\detection_pb2.py", line 16, in <module>\nTypeError: Descriptors cannot not be created '
             "directly.\nIf this call came from a _pb2.py file, your generated code is out of date and must be "
             "regenerated with protoc >= 3.19.0.\n 1. Downgrade the protobuf package to 3.20.x or lower.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "warning")
    assert "uncertain" in top.meaning
    tf = paste.replace("mediapipe\\framework\\formats", "tensorflow\\core\\framework")
    assert (explain(tf)[0].cause, explain(tf)[0].level) == ("protobuf_incompatible", "error")


def test_numpy_s_future_warning_for_an_alias_is_no_failure_without_a_traceback() -> None:
    # keras-team/keras#21949: the warning at import under NumPy 2, nothing fails
    warning = ("keras/src/export/tf2onnx_lib.py:8: FutureWarning: In the future `np.object` will be defined as the "
               "corresponding NumPy scalar.")
    assert all(e.level not in ("error", "warning") for e in explain(warning))
    failed = f'{warning}\nTraceback (most recent call last):\n  File "x.py", line 1, in <module>\n'
    top = explain(failed)[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert "numpy<1.24" in top.fix


@pytest.mark.parametrize(("paste", "cause", "python"), [
    # tensorflow/tensorflow#60455 (Colab's Python 3.10, tflite-support for tflite-model-maker)
    (("pip install tflite-model-maker in Google Colab with Python 3.10:\nERROR: Could not find a version that "
      "satisfies the requirement tflite-support>=0.4.2 (from tflite-model-maker) (from versions: 0.1.0a0.dev3, "
      "0.1.0a1)\nERROR: No matching distribution found for tflite-support>=0.4.2 (from tflite-model-maker)"),
     "python_unsupported", "3.9"),
    # RasaHQ/rasa#5567 (Python 3.8.0, tensorflow-addons for rasa): an add-on's wheel, which pip cannot install
    (("Unable to install rasa in Python 3.8.0\nERROR: Could not find a version that satisfies the requirement "
      "tensorflow-addons>=0.7.1 (from rasa) (from versions: none)\nERROR: No matching distribution found for "
      "tensorflow-addons>=0.7.1 (from rasa)"), "dependency_conflict", "3.7"),
])
def test_a_dependency_without_wheels_for_the_python_named_is_the_python(paste: str, cause: str, python: str) -> None:
    top = explain(paste)[0]
    assert top.cause == cause
    assert python in top.fix
