"""Keras and TensorFlow not pairing: the versions said in sentences, and the fix naming the keras that pairs.

Real wordings (trimmed) from threads whose resolution confirmed the cause; tests/data/explain/wordings_keras.jsonl
holds more sentences of the same vocabulary, each read alone.
"""

from __future__ import annotations

from envcheck.explain import explain


def _top(text: str) -> tuple[str, str, str]:
    found = explain(text)
    return (found[0].cause, found[0].level, found[0].fix) if found else ("", "", "")


def test_keras_version_said_in_a_sentence_beside_tensorflow() -> None:
    # waymo-open-dataset#423: keras 2.8.0 beside TensorFlow 2.6, both in prose
    cause, level, fix = _top("I checked my keras version, which is 2.8.0. However I'm using TF2.6, so I uninstall "
                             "keras and re-install its 2.6.0 version and the error is fixed now!")
    assert (cause, level) == ("keras_version_skew", "error")
    assert "keras==2.6.*" in fix


def test_my_keras_version_is_reads_the_version() -> None:
    cause, _, fix = _top("My keras version is 2.8.0 and my tensorflow version is 2.6.0")
    assert cause == "keras_version_skew"
    assert "2.6" in fix


def test_an_optimizer_subclass_missing_the_old_optimizer_api() -> None:
    # GradientAccumulator#37: a wrapper of the optimizer API TensorFlow 2.11 replaced
    cause, _, fix = _top("GradientAccumulateOptimizer breaks with TensorFlow 2.11\n"
                         "`AttributeError: 'GradientAccumulateOptimizer' object has no attribute '_learning_rate'`")
    assert cause == "keras_version_skew"
    assert "legacy" in fix


def test_a_keras_said_too_recent_names_the_keras_the_code_works_with() -> None:
    # marcellacornia/sam#34
    cause, level, fix = _top("This error seems to be caused by a too recent Keras version. Note that our code works "
                             "with Keras 1.1.0 and Theano 0.9.0.")
    assert (cause, level) == ("keras_version_skew", "warning")
    assert "keras==1.1.0" in fix


def test_a_pair_the_paste_names_is_the_pair_to_install() -> None:
    # YCG09/chinese_ocr#294: the error, and the versions the project runs
    cause, _, fix = _top("tensorflow.python.keras.backend has no attribute 'get_graph'\n\n"
                         "Keras == 2.2.4, tensorflow-gpu==1.3.0")
    assert cause == "keras_version_skew"
    assert "keras 2.2.4 with TensorFlow 1.3" in fix


def test_words_beside_a_release_before_keras_pins_name_its_standalone_keras() -> None:
    cause, _, fix = _top("There is a version issue between keras and tensorflow 2.0 on my machine.")
    assert cause == "keras_version_skew"
    assert "keras 2.3.1" in fix


def test_a_library_reading_tf_keras_gets_the_switch_in_the_fix() -> None:
    # CyberZHG/keras-gradient-accumulation#8 (its maintainer's answer) beside a Keras import failing
    cause, _, fix = _top("ModuleNotFoundError: No module named 'keras.legacy'\n"
                         "Remember to add `TF_KERAS=1` to your environment variables if you want to use `Keras` in "
                         "`TensorFlow` with this repo.")
    assert cause == "keras_version_skew"
    assert "TF_KERAS=1" in fix


def test_the_legacy_keras_switch_of_tensorflow_is_not_the_library_switch() -> None:
    found = explain("ModuleNotFoundError: No module named 'keras.legacy'\nexport TF_USE_LEGACY_KERAS=1")
    assert all("TF_KERAS=1`" not in e.fix for e in found)


def test_a_version_issue_denied_or_conditional_says_nothing() -> None:
    for text in ("This is not a version issue with keras and tensorflow, my own layer is wrong.",
                 "If you find compatibility issues with keras, PRs are welcome!"):
        assert all(e.cause != "keras_version_skew" for e in explain(text)), text


def test_tf_keras_not_found_under_a_release_whose_tf_keras_is_the_keras_package() -> None:
    # kyleskom/NBA-Machine-Learning-Sports-Betting#182: the keras of 2.11 is what tf.keras imports
    cause, level, fix = _top("I'm getting this error after i installed tensorflow 2.11.0:\n"
                             "    from tensorflow.keras.models import load_model\n"
                             "ModuleNotFoundError: No module named 'tensorflow.keras'")
    assert (cause, level) == ("keras_version_skew", "warning")
    assert "keras==2.11.*" in fix


def test_tf_keras_not_found_before_keras_was_a_package_is_not_this_reading() -> None:
    # TensorFlow 1.5 had no tensorflow.keras module at all: the release is too old for the code, not a keras package
    found = explain("tensorflow 1.5.0\nModuleNotFoundError: No module named 'tensorflow.keras'")
    assert all("what TensorFlow" not in e.fix for e in found)


def test_a_private_tf_keras_module_is_not_the_keras_package() -> None:
    found = explain("tensorflow 2.11.0\nModuleNotFoundError: No module named 'tensorflow.keras.engine'")
    assert all(e.evidence != "No module named 'tensorflow.keras'" for e in found)


def test_the_multi_backend_banner_beside_a_tf1_api_missing_is_an_uncertain_old_keras() -> None:
    cause, level, fix = _top("Using TensorFlow backend.\nAttributeError: module 'tensorflow' has no attribute "
                             "'placeholder'")
    assert (cause, level) == ("keras_version_skew", "warning")
    assert "keras>=2.3,<2.4" in fix


def test_the_banner_beside_the_codes_own_frame_is_not_read_as_keras() -> None:
    found = explain("Using TensorFlow backend.\nTraceback (most recent call last):\n"
                    '  File "train.py", line 12, in <module>\n    x = tf.placeholder(tf.float32)\n'
                    "AttributeError: module 'tensorflow' has no attribute 'placeholder'")
    assert all(e.cause != "keras_version_skew" for e in found)


def test_nightlies_of_one_week_are_a_nightlys_own_change() -> None:
    # keras-team/keras#19886: fixed in the next keras-nightly
    cause, level, _ = _top("----> 1 import keras.backend\n\nModuleNotFoundError: No module named 'keras.backend'\n"
                           "tf-nightly                   2.18.0.dev20240617\n"
                           "keras-nightly                3.3.3.dev2024061903")
    assert (cause, level) == ("keras_version_skew", "warning")


def test_nightlies_a_month_apart_are_the_skew() -> None:
    # tensorflow#51850
    cause, level, _ = _top("AttributeError: module 'tensorflow.compat.v2.__internal__.tracking' has no attribute "
                           "'DelegatingTrackableMixin'\nI check the installed version, "
                           "keras-nightly-2.7.0.dev2021090607 and tf-nightly-2.7.0.dev20210806 was installed.")
    assert (cause, level) == ("keras_version_skew", "error")
