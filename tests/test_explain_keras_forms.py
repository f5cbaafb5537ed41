"""Keras' own messages of code or a saved model made for another Keras: add_weight's two signatures, Keras 3's
Sequential, a model saved by another Keras read back, the multi-backend keras under TensorFlow 2, and the imports
whose Keras module no release had, or whose versions the paste does not show."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("paste", [
    "TypeError: Layer.add_weight() got multiple values for argument 'shape'",
    ('---> 40         self.masks = self.add_weight("masks",\n'
     "TypeError: Layer.add_weight() got multiple values for argument 'shape'."),
])
def test_keras_2s_add_weight_name_first_under_keras_3_is_legacy_code(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "shape first" in found.meaning
    assert "keywords" in found.meaning  # the port is named beside tf-keras
    assert "TF_USE_LEGACY_KERAS=1" in found.fix


def test_add_weight_shape_clash_retold_in_words_is_keras_3() -> None:
    found = explain("The issue is that Layer.add_weight() raises a TypeError, stating it got multiple values for the "
                    "shape argument.")[0]
    assert found.cause == "keras3_legacy_code"


@pytest.mark.parametrize("paste", [
    "TypeError: add_weight() got multiple values for argument 'name'\n\nkeras 2.3.0,\ntensorflow 1.13.1",
    ("    self.clusters = self.add_weight((self.n_clusters, input_dim), initializer='glorot_uniform', "
     "name='clusters')\nTypeError: add_weight() got multiple values for argument 'name'"),
])
def test_the_shape_first_under_a_name_first_add_weight_is_keras_skew(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "shape=" in found.fix
    assert "keras==2.2.5" in found.fix  # the last standalone keras taking the shape first


def test_keras_3s_sequential_refusing_a_layer_with_more_positional_arguments() -> None:
    found = explain("With Tensorflow 2.16.1, the following errors shows up\nValueError: Layers added to a Sequential "
                    "model can only have a single positional argument, the input tensor. Layer ComplexConv1D has "
                    'multiple positional arguments: [<Parameter "inputs">, <Parameter "**kwargs">]')[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "tf-keras" in found.fix


def test_keras_2s_argument_said_not_recognised_with_a_keras_3_release() -> None:
    found = explain("TensorFlow version 2.18. Previously this was achieved with the `batch_input_shape=(batch_size, "
                    "sequence_length, num_features)` argument, but with the most recent version of TF "
                    "batch_input_shape is not recognised as valid.")[0]
    assert found.cause == "keras3_legacy_code"


@pytest.mark.parametrize(("paste", "fixed_by"), [
    ("ValueError: Unknown layer: Functional\nI trained with tf 2.3 but tried to load the model with tf 2.2.", "2.3"),
    (('  File "/x/tensorflow/python/keras/saving/hdf5_format.py", line 162, in load_model_from_hdf5\n'
      "ValueError: ('Unrecognized keyword arguments:', dict_keys(['ragged']))"), "saved with"),
    (('  File "C:\\x\\keras\\src\\engine\\input_layer.py", line 153, in __init__\nValueError: Unrecognized keyword '
      "arguments: ['batch_shape']\n    keras_model = tf.keras.models.load_model('mood-shift.keras')"), "2.16"),
])
def test_a_model_saved_by_another_keras_read_back(paste: str, fixed_by: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert fixed_by in found.fix


def test_an_argument_not_understood_outside_a_load_is_uncertain() -> None:
    found = explain("TypeError: ('Keyword argument not understood:', 'groups')")[0]
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert "uncertain" in found.meaning


def test_functional_quoted_is_keras_3_or_2_reading_the_other_uncertain() -> None:
    found = explain("ValueError: Unknown layer: 'Functional'. Please ensure you are using a "
                    "`keras.utils.custom_object_scope` and that this object is included in the scope.")[0]
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert "uncertain" in found.meaning


def test_the_multi_backend_keras_under_tensorflow_2() -> None:
    found = explain("RuntimeError: It looks like you are trying to use a version of multi-backend Keras that does "
                    "not support TensorFlow 2.0. We recommend using `tf.keras`, or alternatively, downgrading to "
                    "TensorFlow 1.14.")[0]
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "tf.keras" in found.fix
    assert "keras>=2.3" in found.fix


def test_a_removed_name_among_others_of_the_import_line() -> None:
    found = explain("    from keras.layers.core import Dense, Dropout, Activation, Merge, TimeDistributedDense\n"
                    "ImportError: cannot import name Merge")[0]
    assert found.cause == "keras_version_skew"


def test_a_keras_module_no_release_had_is_a_misspelling() -> None:
    found = explain("when I try to run 'from keras.model import Sequential' it threw this error:\n\n"
                    "ImportError: No module named 'keras.model'")
    assert all("uncertain" in e.meaning for e in found if e.level in ("error", "warning"))
    assert any(e.cause == "harmless" and "misspelling" in e.meaning for e in found)


def test_a_name_not_in_a_keras_module_without_versions_is_uncertain() -> None:
    found = explain("Using TensorFlow backend.\n    from keras.engine.topology import Merge\n"
                    "ImportError: cannot import name Merge")[0]
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert "uncertain" in found.meaning
    shown = explain("I am using keras 2.2.2.\n    from keras.layers import Dense, Dropout, Flatten, Merge\n"
                    "ImportError: cannot import name Merge")[0]
    assert (shown.cause, shown.level) == ("keras_version_skew", "error")  # a keras version shown decides


@pytest.mark.parametrize("paste", [
    # Keras 3's namespace (keras/api/) without a Keras 2 name: real lines of notebooks and issues
    "AttributeError: module 'keras.api.backend' has no attribute 'int_shape'",
    "AttributeError: module 'keras.api.backend' has no attribute 'sqrt'",
    "AttributeError: module 'keras.api.optimizers' has no attribute 'rmsprop'",
    "AttributeError: module 'keras.api.utils' has no attribute 'image_dataset_from_dataframe'",
])
def test_a_name_missing_from_keras_3s_api_namespace_is_keras_2_code(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "TF_USE_LEGACY_KERAS=1" in found.fix


def test_keras_2s_api_namespace_is_not_keras_3() -> None:
    found = explain("AttributeError: module 'keras.api._v2.keras.datasets' has no attribute 'iris'")
    assert all(f.cause != "keras3_legacy_code" for f in found)  # keras.api._v2: tf.keras of 2.6-2.15


@pytest.mark.parametrize("paste", [
    "ValueError: The filename must end in `.weights.h5`. Received: filepath=/tmp/model.keras",
    "ValueError: The filename must end in `.weights.h5`. Received: filepath=....model_init.hdf5",
    ("ValueError: When using `save_weights_only=True` in `ModelCheckpoint`, the filepath provided must end in "
     "`.weights.h5` (Keras weights format). Received: filepath=training_1/cp.ckpt"),
])
def test_keras_3s_weights_file_name_refused_is_keras_2s_checkpoint_path(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert ".weights.h5" in found.fix
    assert "TF_USE_LEGACY_KERAS=1" in found.fix


def test_modelcheckpoints_whole_model_path_refused_is_the_save_path() -> None:
    found = explain("ValueError: The filepath provided must end in `.keras` (Keras model format). Received: "
                    "filepath=....hdf5")[0]
    assert found.cause == "keras3_legacy_code"
    assert "NAME.keras" in found.fix


@pytest.mark.parametrize("paste", [
    # sizhuoli/TreeCountSegHeight#6, matterport/Mask_RCNN#3038, keras-team/keras#21089
    ("We could not automatically infer the shape of the Lambda's output. Please specify the output_shape argument "
     "for this Lambda layer."),
    ("err:\nWe could not automatically infer the shape of the Lambda's output. Please specify the `output_shape` "
     "argument for this Lambda layer."),
])
def test_keras_3s_lambda_unable_to_infer_its_shape_is_keras_2_code(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "output_shape=" in found.meaning


def test_sequentials_refusal_cut_by_a_titles_ellipsis_is_uncertain() -> None:
    found = explain("# fix ValueError: Only instances of keras.Layer can be added to a Seque…\n\nUse `Lambda` to wrap "
                    "up the eras layer 1 to avoid value error.")[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "warning")
    assert found.meaning.startswith("uncertain")


@pytest.mark.parametrize("paste", [
    ("ValueError: Unknown layer: 'TFOpLambda'. Please ensure you are using a `keras.utils.custom_object_scope` and "
     "that this object is included in the scope."),
    ('The error "ValueError: Unknown layer: \'TFOpLambda\'" arises when loading the model RAPUNet_Kvasir.h5'),
])
def test_keras_2s_op_layers_unknown_to_keras_3_are_a_keras_2_model(paste: str) -> None:
    found = explain(paste)[0]
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "TFOpLambda" in found.meaning
    assert "TF_USE_LEGACY_KERAS=1" in found.fix


def test_an_upgrade_to_a_release_names_the_release_in_use() -> None:
    found = explain("# Upgrade TensorFlow version to v2.16.1\nTraceback (most recent call last):\n"
                    "    from keras.preprocessing.image import ImageDataGenerator\n"
                    "ImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.im")[0]
    assert found.cause == "keras3_legacy_code"
    assert "tf-keras~=2.16.0" in found.fix


_UNLOCATED = ("TypeError: Could not locate class '{}'. Make sure custom classes are decorated with "
              "`@keras.saving.register_keras_serializable()`.")


def test_keras_not_finding_its_own_class_is_a_model_saved_by_another_keras() -> None:
    (keras3, *_) = explain("tensorflow 2.16.1\n" + _UNLOCATED.format("Functional"))
    assert (keras3.cause, keras3.level) == ("keras3_legacy_code", "warning")
    assert "uncertain" in keras3.meaning
    assert "TF_USE_LEGACY_KERAS=1" in keras3.fix
    (keras2, *_) = explain("tensorflow 2.12.0\n" + _UNLOCATED.format("Sequential"))
    assert keras2.cause == "keras_version_skew"
    # a class of the code's own is the code's to register: no verdict
    assert all(e.level not in ("error", "warning") for e in explain(_UNLOCATED.format("MyAttention")))


def test_tensorflow_hub_failing_to_import_tf_keras_is_keras_3_under_hub() -> None:
    (found, *_) = explain("ImportError:\n\nFailed to import tf_keras. Please note that tf_keras is not installed by "
                          "default when you install tensorflow_hub. This is so that users can decide which tf_keras "
                          "package to use. To use tensorflow_hub, please install a current version of tf_keras.")
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "tf-keras" in found.fix


def test_tf_internal_api_with_its_underscores_eaten_by_markdown_is_still_the_keras_skew() -> None:
    """Markdown's bold turns __internal__ into internal; TensorFlow has no module of that name."""
    paste = ('Tensorflow 2.11\nwhen importing i get "AttributeError: module '
             "'tensorflow._api.v2.compat.v2.internal' has no attribute 'register_load_context_function'\"")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "keras==2.11.*" in top.fix
