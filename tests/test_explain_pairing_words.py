"""A package beside TensorFlow said not to fit the TensorFlow installed, in the user's words and in its own messages.

tests/data/explain/wordings_dependencies.jsonl holds real sentences and short pastes (issue titles, first sentences,
error lines) that say tensorflow-text, -io, -addons, -probability, -hub, -decision-forests, tf-agents, ScaNN or a
project pinning TensorFlow does not fit the TensorFlow installed, or only use the same nouns (a question which
release to use, a request for a new release, a change's title, Keras 3, NumPy, the user's own TensorFlow 1.x code);
each is read alone. The reading: the top explanation is dependency_conflict and its fix names the releases to pin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from envcheck.explain import explain
from envcheck.explain._pairing_words import pairing_said
from tests.fakes import jsonl

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_dependencies.jsonl"
# still read wrongly: no package named ("api is not support tensorflow version 2.2+", "Fail to use version 0.28.0"),
# a package the vocabulary lacks ("MOT toolkit"), Keras named beside the pair (tf-keras), an op library named without
# its symbol, an AttributeError under no package's frame, a version mismatch said without TensorFlow, a newer
# release the tables know that the words predate, questions and requests read as statements; an add-on's missing
# wheel (wd024), which says no pairing but is the add-on's cause (dependency_conflict) since the wheel table
KNOWN = frozenset({
    "wd037", "wd039", "wd049", "wd052", "wd056", "wd076", "wd081", "wd086", "wd090", "wd092", "wd093", "wd098",
    "wd100", "wd101", "wd114", "wd117", "wd118", "wd121", "wd122", "wd127", "wd129", "wd131", "wd132", "wd133",
    "wd139", "wd148", "wd153", "wd170", "wd172", "wd176", "wd178", "wd193", "wd209", "wd210", "wd212",
    "wd215", "wd226", "wd242", "wd256", "wd258", "wd259", "wd264", "wd266", "wd274", "wd275",
    "wd024"})


def _read(row: dict[str, object]) -> bool:
    found = explain(str(row["text"]))
    if not found or found[0].cause != "dependency_conflict":
        return False
    return all(str(value) in found[0].fix for value in row.get("fix_mentions") or [])  # type: ignore[attr-defined]


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_dependency_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert _read(row) != row["says"], f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert _read(row) == row["says"], row["text"]


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def test_two_releases_the_tables_say_do_not_fit_are_an_error_naming_both_ways_out() -> None:
    cause, level, _, fix = _top("tensorflow-text 2.11 is not compatible with TensorFlow 2.13 on my machine.")
    assert (cause, level) == ("dependency_conflict", "error")
    assert "tensorflow==2.11.*" in fix  # the TensorFlow that tensorflow-text release follows
    assert "tensorflow-text==2.13.*" in fix  # the tensorflow-text made for the TensorFlow installed


def test_a_package_said_incompatible_with_a_release_is_uncertain_with_its_pin_for_that_release() -> None:
    cause, level, meaning, fix = _top("Our build broke: tensorflow-io is incompatible with TF 2.16.1 now")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain")
    assert "tensorflow-io" in fix
    assert "2.16.1" in fix


def test_the_release_a_package_is_said_to_need_is_the_pin() -> None:
    _, _, _, fix = _top("tfp needs at least TF 2.14, but pip keeps installing something older.")
    assert "tensorflow>=2.14" in fix
    _, _, _, fix = _top("tensorflow_decision_forests requires tensorflow==2.13 but I have tensorflow 2.16.1")
    assert "tensorflow==2.13.*" in fix  # the release needed, not the one installed
    assert "release made for TensorFlow 2.16.1" in fix


@pytest.mark.parametrize("words", [
    "Which version of tensorflow-addons is compatible with TF 2.10?",  # a question which release
    "Please release tensorflow-io for TensorFlow 2.16",  # a request
    "Pin tensorflow-probability to 0.19 for TF 2.11",  # a change's title
    "tensorflow-text 2.13 and TensorFlow 2.13 are compatible, yet my tokenizer fails.",  # the pair said to fit
    "tensorflow-probability 0.23 is not compatible with Keras 3.",  # Keras' own pairing
    "If I use tf-text ops inside tf.data then it will not work",  # a conditional, TensorFlow's API named
    "Benchmark incompatible with tensorflow-datasets versions > 1.2.0",  # something else does not fit the package
    "The tensorflow-text WordpieceTokenizer breaks on emoji input with TF 2.10.",  # the package's own bug
    "tfp.distributions.Normal log_prob does not match scipy in tensorflow 2.8",  # the package's own output
    "tensorflow-probability 0.12 and TF 2.4: no conflict at all, the sampler is just slow.",  # a conflict denied
    "Upgrading TF to 2.15 breaks nothing here; tfa 0.22 still imports.",  # a break denied
])
def test_words_that_only_use_the_nouns_are_not_read(words: str) -> None:
    assert not pairing_said(words)
    assert all(e.cause != "dependency_conflict" for e in explain(words))


@pytest.mark.parametrize("words", [
    "tensorflow-text breaks with TF 2.11: the ops fail to load",
    "Installing tensorflow 2.8 broke tfx 1.4 for us.",
    "tensorflow-probability doesn't match the installed tensorflow 2.3",
])
def test_a_break_or_mismatch_said_of_tensorflow_is_still_read(words: str) -> None:
    assert [p.how for p in pairing_said(words)] == ["pair"]


def test_a_package_import_said_to_fail_is_read_only_beside_a_tensorflow() -> None:
    cause, level, meaning, fix = _top("Importing tensorflow_io fails with TensorFlow 2.16.1.")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "uncertain" in meaning
    assert "tensorflow-io==" in fix
    assert all(e.cause != "dependency_conflict" for e in explain("error when importing tensorflow_addons"))


def test_a_conflict_with_tensorflow_said_without_a_package_names_pip_check() -> None:
    cause, level, _, fix = _top("Dependency conflict with the TensorFlow version when installing the project.")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "pip check" in fix


def test_a_project_that_pins_tensorflow_is_given_its_own_environment() -> None:
    _, _, _, fix = _top("spleeter 2.1.0 is not compatible with tensorflow 2.18")
    assert "virtual environment" in fix
    assert "2.18" in fix


def test_pip_s_line_with_an_environment_marker_still_reads_the_tensorflow_installed() -> None:
    line = ('tensorflow-text 2.12.0 requires tensorflow<2.13,>=2.12.0; platform_machine != "arm64" or '
            'platform_system != "Darwin", but you have tensorflow 2.15.0 which is incompatible.')
    cause, level, meaning, fix = _top(line)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "2.15.0 is outside" in meaning
    assert "tensorflow-text==2.15.*" in fix


def test_tf_df_s_words_that_its_ops_did_not_load() -> None:
    said = ("WARNING:root:Failure to load the inference.so custom c++ tensorflow ops. This error is likely caused the "
            "version of TensorFlow and TensorFlow Decision Forests are not compatible.")
    cause, level, _, fix = _top(f"tensorflow 2.14.0\n{said}")
    assert (cause, level) == ("dependency_conflict", "error")
    assert "tensorflow-decision-forests" in fix
    missing = f"{said} Full error: inference.so: cannot open shared object file: No such file or directory"
    cause, level, meaning, _ = _top(missing)
    assert (cause, level) == ("dependency_conflict", "warning")  # a file missing: a wheel for another platform
    assert meaning.startswith("uncertain")


def test_an_op_library_s_undefined_tensorflow_symbol_without_its_path_is_uncertain_which_package() -> None:
    cause, level, meaning, _ = _top("NotFoundError: undefined symbol: _ZNK10tensorflow8OpKernel11TraceStringERKNS_"
                                    "15OpKernelContextEb")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "uncertain which package" in meaning


def test_tf_contrib_under_a_package_s_frame_is_that_package_s_release() -> None:
    paste = ('  File "/home/u/venv/lib/python3.8/site-packages/tflearn/variables.py", line 8, in <module>\n'
             "    @tf.contrib.framework.add_arg_scope\n"
             "AttributeError: module 'tensorflow' has no attribute 'contrib'")
    cause, _, meaning, _ = _top(paste)
    assert cause == "dependency_conflict"
    assert "tflearn" in meaning
    own = ('  File "train.py", line 3, in <module>\n    x = tf.contrib.layers.flatten(y)\n'
           "AttributeError: module 'tensorflow' has no attribute 'contrib'")
    assert all(e.cause != "dependency_conflict" for e in explain(own))  # the user's own TensorFlow 1.x code
