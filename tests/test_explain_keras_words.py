"""Keras and TensorFlow not pairing, or Keras 3 breaking Keras 2 code, in the user's words: read one sentence at a time.

tests/data/explain/wordings_keras.jsonl holds real sentences and error lines (issue and question titles, first
sentences) that say Keras and TensorFlow do not pair (keras_version_skew), that Keras 3 broke code written for Keras 2
(keras3_legacy_code) or that TF_USE_LEGACY_KERAS wants a missing tf-keras (tf_keras_missing), or only use the same
nouns (a question which version, a code change, a release note, another Keras package's requirement, a Keras bug, a
user's shape error); each is read alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import jsonl

from envcheck.explain import explain
from envcheck.explain._keras_words import keras_said

WORDINGS = Path(__file__).parent / "data" / "explain" / "wordings_keras.jsonl"
READ = frozenset({"keras_version_skew", "keras3_legacy_code", "tf_keras_missing"})
# still read wrongly: a pull request's pin, prose with no Keras name or failure word (a "Keras Package of my old code
# stopped working", "error loading", "broken" examples beside a TensorFlow upgrade), Keras 3 said beside a GPU or
# with its version only, an import said to fail read as the CPU's (cpu_no_avx), tf-keras's pin in Chinese, Keras 3's
# own bug or a release note said of Keras 3, TensorFlow 1.x's missing keras, an example's "可能", a typo in a module
KNOWN = frozenset({"wk021", "wk022", "wk034", "wk045", "wk047", "wk051", "wk052", "wk058", "wk078", "wk086", "wk087",
                   "wk088", "wk099", "wk101", "wk111", "wk116", "wk129", "wk130", "wk132", "wk158", "wk169", "wk174",
                   "wk178", "wk218"})


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    return (found[0].cause, found[0].level, found[0].meaning, found[0].fix) if found else ("", "", "", "")


def _read_as_labelled(row: dict[str, object]) -> bool:
    cause = _top(str(row["text"]))[0]
    return cause == row.get("cause") if row["says"] else cause not in READ


@pytest.mark.parametrize("row", jsonl(WORDINGS), ids=lambda row: str(row["id"]))
def test_each_wording_is_read_as_labelled(row: dict[str, object]) -> None:
    if row["id"] in KNOWN:
        assert not _read_as_labelled(row), f"{row['id']} is read right now: take it off KNOWN"
    else:
        assert _read_as_labelled(row), row["text"]


@pytest.mark.parametrize("said", [
    "After the update our notebook fails: this library is not compatible with Keras 3 at all.",
    "keras>=3 no longer supports the SavedModel folder our model was saved in",
    "model.save('out') now says the filepath provided must end in `.keras`",
])
def test_keras_3_said_to_refuse_code_is_keras_2_code_uncertain(said: str) -> None:
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert meaning.startswith("uncertain")
    assert "TF_USE_LEGACY_KERAS=1" in fix


def test_keras_3_said_beside_a_keras_2_tensorflow_is_keras_3_installed_over_it() -> None:
    cause, _, meaning, fix = _top("TensorFlow 2.4 here. Since the update our import fails: keras 3 refuses it.")
    assert cause == "keras_version_skew"
    assert "Keras 3 installed over it" in meaning
    assert "keras 2.4.3" in fix  # the standalone keras made for TensorFlow 2.2-2.5


@pytest.mark.parametrize(("said", "named"), [
    ("AttributeError: 'Sequential' object has no attribute 'predict_classes' on my old notebook", "predict_classes"),
    ("my GAN code fails: 'SGD' object has no attribute 'get_updates'", "tf.keras.optimizers.legacy"),
    ("ModuleNotFoundError 'keras.engine.topology' when I start the script", "scikeras"),
    ("It looks like keras.layers.merge was removed from keras, so the import breaks.", "tensorflow.keras.utils"),
])
def test_a_keras_name_said_gone_is_a_keras_release_the_code_was_not_written_for(said: str, named: str) -> None:
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "pip show keras tensorflow" in meaning
    assert named in fix


def test_a_keras_name_gone_under_keras_3_is_keras_2_code() -> None:
    cause, *_ = _top("TensorFlow 2.17 here. 'Sequential' object has no attribute 'fit_generator'")
    assert cause == "keras3_legacy_code"


@pytest.mark.parametrize("said", [
    "Keras and TensorFlow version mismatch after the reinstall.",
    "I think the keras installed is not compatible with my tensorflow version.",
])
def test_keras_and_tensorflow_said_not_to_match_is_the_skew(said: str) -> None:
    assert _top(said)[0] == "keras_version_skew"


@pytest.mark.parametrize("said", [
    "Which version of keras is compatible with tensorflow 2.4?",  # a question which version
    "Pin keras<2.4 so that it stays compatible with tensorflow 1.15",  # a code change
    "keras-tuner 1.4 is not compatible with Keras 3 yet",  # another Keras package's requirement
    "Keras 3 on the GPU fails to find CUDA",  # a GPU's problem, not Keras'
    "ValueError: Shapes (None, 1) and (None, 10) are incompatible in keras model.fit",  # the code's shapes
    "It would be great if the docs said which Keras 3 features break old code",  # a wish
    "Incompatibility between keras and tf.keras for layer.build",  # two Kerases' APIs, no release
    "Does TensorFlow 2.16 break with Keras 3?",  # a question whether
    "Is keras 2.15 incompatible with tensorflow 2.15 on Windows?",  # a question whether
    "There is no version mismatch between keras 2.15 and tensorflow 2.15.",  # a mismatch denied
    "keras layers removed from the graph after pruning are still counted",  # a bare name: the user's own layers
    "My keras callbacks are missing the epoch logs in TensorBoard",  # a bare name: the user's own callbacks
])
def test_the_same_nouns_without_a_break_or_mismatch_say_none_of_it(said: str) -> None:
    assert _top(said)[0] not in READ


def test_a_question_asking_for_help_with_a_break_is_still_read() -> None:
    assert keras_said("Does anyone know why Keras 3 breaks my code?") == {"keras3_words"}
    assert keras_said("Can someone help? keras.layers.merge was removed") == {"keras_name_gone_words"}


def test_the_reader_reads_sentence_by_sentence() -> None:
    assert keras_said("We use Keras 3. Everything else failed on the GPU.") == set()  # each sentence alone
    assert keras_said("Upgrading to TF 2.16 broke it. Keras 3 refuses our h5 model.") == {"keras3_words"}
    assert keras_said("cannot import name 'np_utils'") == {"keras_name_gone_words"}
    assert keras_said("cannot import name 'multi_gpu_model' from 'tensorflow.keras.utils'") == set()


@pytest.mark.parametrize("said", [
    # real sentences (tensorflow/probability#1779, amaiya/ktrain#528): Keras 3 the subject of what it lacks
    "This is also the result of TFP not being compatible with Keras 3.",
    "Moreover, TF 2.16 and Keras 3 do not support legacy optimizers, but the new optimizers are unacceptably slow.",
    "Our old layers are not yet compatible with Keras 3 so training fails.",
])
def test_keras_3_said_not_compatible_or_not_supporting_is_keras3_words(said: str) -> None:
    assert keras_said(said) == {"keras3_words"}


def test_another_subject_not_supporting_a_release_is_not_keras_3s_refusal() -> None:
    assert keras_said("Because of several changes in Keras 3 for TensorFlow 2.16 and above, deel-lip does not support "
                      "latest TF versions.") == set()  # deel-lip#90: the library's support statement


@pytest.mark.parametrize("said", [
    # real reasons given beside a failure (majianjia/nnom#217, serengil/deepface#1121, ob-f/OpenBot#514)
    "Ah, I see now that Tensorflow 2.16 pulls in Keras 3.x. So this is duplicate of #21",
    "This is because Keras 3 is the default Keras version for TensorFlow 2.16 onwards according to the tutorial.",
])
def test_keras_3_said_to_come_with_tensorflow_is_its_reason(said: str) -> None:
    assert keras_said(said) == {"keras3_default_words"}


def test_keras_3_said_to_come_with_tensorflow_counts_only_beside_a_failure() -> None:
    reason = "Ah, I see now that Tensorflow 2.16 pulls in Keras 3.x."
    failure = ('  File "nnom.py", line 1098, in evaluate_model\n    bs = model.input.shape[0]\n'
               "AttributeError: 'list' object has no attribute 'shape'\n")
    cause, level, meaning, fix = _top(failure + reason)
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert meaning.startswith("uncertain")
    assert "TF_USE_LEGACY_KERAS=1" in fix
    assert _top(reason)[0] not in READ  # the reason alone: nothing failed


def test_keras_3_said_at_a_sentences_end_is_keras_3_said() -> None:
    cause, _, _, fix = _top("The `input_length` argument was removed from `tf.keras.layers.Embedding()` with the "
                            "transition to Keras 3.")  # rstudio/keras3#1427
    assert cause == "keras3_legacy_code"
    assert "TF_USE_LEGACY_KERAS=1" in fix


def test_keras_3_come_with_tensorflow_beside_a_failure_said_in_words() -> None:
    cause, level, meaning, fix = _top(
        "Running this notebook, currently is leading to some errors at particular cells.\n"
        "Here you are trying to install the Tensorflow v2.16 which by default uses the Keras3.0 version.")
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert meaning.startswith("uncertain")
    assert "TensorFlow 2.15" in fix  # the last release whose tf.keras is Keras 2 (the tables')
