"""The TensorFlow version a paste gives in the forms people write it, read as the release the fix is computed for."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_MISSING = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory"


@pytest.mark.parametrize("said", [
    "tensorflow-gpu (2.4.0)",  # pip's list before pip 10: "name (version)"
    "tensorflow (2.4.1)",
    "TF: 2.4",
    "Tensorflow ver. 2.4",
    "built from TensorFlow r2.4",  # a release branch: a hint, when nothing firmer is given
    "tf.__version__ -> '2.4.1'",  # the interpreter's answer on the line that asks it
    "print(tf.__version__) gives 2.4.0",
])
def test_a_tensorflow_version_in_its_common_forms_is_the_release_read(said: str) -> None:
    top = explain(f"{said}\n{_MISSING}")[0]
    assert top.cause == "cuda_libs_missing", top
    assert top.fix.startswith("TensorFlow 2.4 loads CUDA 11.0"), top.fix


@pytest.mark.parametrize("said", [
    "if tf.__version__ == '2.4.1':",  # code comparing it, not its answer
    "Requirement already satisfied: numpy in ./venv (from tensorflow) (1.19.5)",  # another package's version
    "tensorflow (>=2.0)",  # a requirement, not a release
    "epoch time - tf: 2.31 s, torch: 1.9 s",  # a timing, not a release
])
def test_what_is_not_the_tensorflow_installed_is_not_read_as_it(said: str) -> None:
    top = explain(f"{said}\n{_MISSING}")[0]
    assert not top.fix.startswith("TensorFlow 2.4"), top.fix
    assert "uncertain which build" in top.fix  # the names alone fit several releases


def test_a_release_branch_is_only_a_hint_that_the_version_installed_overrides() -> None:
    top = explain("I followed the tensorflow r2.4 install guide but pip installed tensorflow 2.10.0\n"
                  "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory")[0]
    assert top.fix.startswith("TensorFlow 2.10 loads CUDA 11.2"), top.fix
