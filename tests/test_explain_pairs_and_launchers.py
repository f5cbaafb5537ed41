"""Readings from what the messages and tables mean, not from one case: tensorflow-metal paired with another
TensorFlow, a Keras 2 attribute under Keras 3, a saved model's weights not where Keras looks, a GPU found from a
shell but not in a notebook or IDE."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_METAL = "tensorflow-macos {tf}\ntensorflow-metal {metal}\n{symptom}"
_SEGFAULT = "zsh: segmentation fault  python train.py"


def _causes(paste: str) -> set[str]:
    return {e.cause for e in explain(paste)}


@pytest.mark.parametrize(("tf", "metal", "pair", "built"), [
    ("2.9.0", "0.6.0", "0.5.0", "2.10"), ("2.12.0", "1.0.0", "0.8.0", "2.13"),  # the plugin newer than TensorFlow
    ("2.12.0", "0.6.0", "0.8.0", "2.10"), ("2.15.0", "1.0.0", "1.1.0", "2.13"),  # older
    ("2.12.0", "1.0.1", "0.8.0", "2.13"),  # a patch release, as its row
])
def test_a_metal_plugin_paired_with_another_tensorflow_beside_a_crash(tf: str, metal: str, pair: str,
                                                                       built: str) -> None:
    top = explain(_METAL.format(tf=tf, metal=metal, symptom=_SEGFAULT))[0]
    assert (top.cause, top.level) == ("metal_plugin_mismatch", "error"), top
    assert f"built for TensorFlow {built}, and TensorFlow {tf.rsplit('.', 1)[0]} is installed" in top.meaning
    assert f"tensorflow-metal=={pair}" in top.fix


def test_the_metal_plugin_under_pypi_s_tensorflow_before_2_13_is_moved_to_tensorflow_macos() -> None:
    top = explain(f"pip list: tensorflow 2.12.0, tensorflow-metal 1.0.0\n{_SEGFAULT}")[0]
    assert top.cause == "metal_plugin_mismatch", top
    assert "`pip uninstall tensorflow`, then `pip install tensorflow-macos==2.12.* tensorflow-metal==0.8.0`" in top.fix
    plain = explain(f"pip list: tensorflow 2.14.0, tensorflow-metal 1.0.0\n{_SEGFAULT}")[0]
    assert "`pip install tensorflow-metal==1.1.0`" in plain.fix


def test_a_metal_pair_beside_an_error_said_only_in_words_is_uncertain() -> None:
    top = explain(_METAL.format(tf="2.12.0", metal="0.6.0", symptom="I get an error when training"))[0]
    assert (top.cause, top.level) == ("metal_plugin_mismatch", "warning"), top
    assert top.meaning.startswith("uncertain")


@pytest.mark.parametrize("paste", [
    _METAL.format(tf="2.12.0", metal="0.8.0", symptom="the loss is nan after one epoch"),  # the table's own pair
    _METAL.format(tf="2.8.0", metal="0.5.0", symptom="the GPU is not used and an epoch takes 56 minutes"),
    _METAL.format(tf="2.8.0", metal="0.5.0", symptom="it crashes; the same with tensorflow-macos 2.9.2 too"),
    # a plugin release named as advice beside the one installed, which fits
    ("Apple says tensorflow-metal 0.5.0 goes with 2.9. I have tensorflow-macos 2.12.0 and tensorflow-metal 0.8.0 "
     f"and training crashes\n{_SEGFAULT}"),
    # the code's own error in a traceback is no plugin's crash
    ('tensorflow 2.13.0\ntensorflow-metal 1.1.0\nTraceback (most recent call last):\n  File "train.py", line 9\n'
     "ValueError: Shapes (None, 10) and (None, 1) are incompatible"),
])
def test_a_metal_plugin_that_is_not_decided_by_the_paste_is_not_read(paste: str) -> None:
    assert "metal_plugin_mismatch" not in _causes(paste)


def test_the_metal_reading_needs_its_crash() -> None:
    assert explain(_METAL.format(tf="2.8.0", metal="0.5.0", symptom="it crashes"))[0].cause == "metal_plugin_mismatch"


def test_a_keras_submodule_s_missing_attribute_under_keras_3_is_keras_2_code() -> None:
    line = "AttributeError: module 'keras.layers' has no attribute 'experimental'"
    top = explain(f"tensorflow 2.16.1\n{line}")[0]
    assert top.cause == "keras3_legacy_code", top
    assert "TF_USE_LEGACY_KERAS=1" in top.fix
    assert "keras>=3" not in top.fix  # Keras 3 is what is installed: it is not the fix
    assert explain(f"tensorflow 2.12.0\n{line}")[0].cause == "keras_version_skew"


def test_a_partly_initialised_keras_is_no_version_s() -> None:
    """The user's own keras.py, or a circular import: no Keras release decides it."""
    paste = ("tensorflow 2.16.1\nAttributeError: partially initialized module 'keras' has no attribute 'Sequential' "
             "(most likely due to a circular import)")
    assert not {"keras_version_skew", "keras3_legacy_code"} & _causes(paste)


_LOADING = ("ValueError: Layer 'conv2d_1' expected {n} variables, but received {got} variables during loading. "
            "Expected: ['conv2d_1/kernel:0', 'conv2d_1/bias:0']")


def test_a_saved_layer_without_its_variables_is_another_keras_s_file_uncertain() -> None:
    top = explain(f"I saved the model with tf 2.13 and load it with tf 2.14\n{_LOADING.format(n=2, got=0)}")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert top.meaning.startswith("uncertain: the file holds no weights")
    assert "for layer 'conv2d_1'" in top.meaning
    assert "release that saved it" in top.fix
    fewer = explain(f"tensorflow 2.14.0\n{_LOADING.format(n=4, got=2)}")[0]
    assert fewer.meaning.startswith("uncertain: the file holds fewer weights")


def test_a_keras_2_file_without_its_variables_under_keras_3_is_loaded_with_keras_2() -> None:
    top = explain(f"tensorflow 2.16.1\nmodel.load_weights('weights.h5')\n{_LOADING.format(n=2, got=0)}")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "warning"), top
    assert "'tf-keras~=2.16.0'` and export TF_USE_LEGACY_KERAS=1" in top.fix


def test_a_keras_3_file_without_its_variables_under_keras_3_is_not_read() -> None:
    """Saved and loaded by the same Keras 3: a custom layer's build(), not a version, most often decides it."""
    saved = "model.save('m.keras')\nkeras.models.load_model('m.keras')"
    paste = f"tensorflow 2.16.1\n{saved}\n{_LOADING.format(n=2, got=0)}"
    assert not {"keras_version_skew", "keras3_legacy_code"} & _causes(paste)


@pytest.mark.parametrize("words", [
    "tf.test.is_gpu_available() returns True in the terminal but False in Jupyter notebook",
    "Spyder uses the base interpreter: tf.test.is_gpu_available() is False in Spyder but True in the terminal.",
    "the notebook finds no GPU, though TensorFlow sees it from the console: jupyter lists []",
])
def test_a_gpu_found_from_a_shell_but_not_in_a_notebook_is_another_interpreter(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error"), top
    assert "sys.executable" in top.fix


@pytest.mark.parametrize("words", [
    "tf.test.is_gpu_available() returns False in Jupyter notebook",
    "As you can see from the console output below, no GPU is listed in jupyter",
    "TensorFlow sees no GPU from the terminal either, nor in jupyter",
    "is_built_with_cuda() is True but is_gpu_available() returns False in the terminal too, and in jupyter",
    "nvidia-smi finds the card in the terminal but jupyter lists no GPU",
])
def test_a_gpu_not_said_found_from_a_shell_decides_no_interpreter(words: str) -> None:
    assert all(e.level != "error" for e in explain(words) if e.cause == "wrong_interpreter")


def test_a_segmentation_fault_said_is_not_a_missing_avx() -> None:
    """AVX missing dies with an illegal instruction; a crash said beside a build without AVX is not read as it."""
    paste = "I compiled tensorflow 2.4 from source without AVX, now python crashes with Segmentation fault"
    assert "cpu_no_avx" not in _causes(paste)


def test_a_gpu_figure_before_its_words_and_busy_cores_are_an_idle_gpu_beside_a_busy_cpu() -> None:
    words = "nvidia-smi shows 0% GPU utilization during training; all CPU cores are busy."
    top = explain(f"I am using tensorflow 1.8 and keras 2.1.6. {words}")[0]
    assert (top.cause, top.level) == ("tf1_cpu_package", "warning"), top
    assert "the GPU idles while the CPU is busy" in top.meaning
    assert "tensorflow-gpu==1.8" in top.fix
    assert "tf1_cpu_package" not in _causes(f"I am using tensorflow-gpu 1.8. {words}")


def test_typing_extensions_missing_an_attribute_is_its_missing_name() -> None:
    top = explain("tensorflow 2.16.1\nAttributeError: module 'typing_extensions' has no attribute 'deprecated'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "typing_extensions has no deprecated" in top.meaning
    assert "pip install -U typing-extensions" in top.fix
