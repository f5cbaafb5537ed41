"""Libraries built on TensorFlow meeting another TensorFlow: who imports the missing API, whose range pip prints.

Spektral, TensorFlow Ranking, Edward, GPflow, tensorflow-recommenders: each release is made for a TensorFlow range, and
the traceback's frame (or the import above the error) says whose code met a TensorFlow without what it uses.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

# spektral 0.6.0 on TensorFlow 2.3 (spektral#76): the import alone on its line, then TensorFlow's internal missing
SPEKTRAL = ("print(tf.__version__)\n2.3.0\n```\n\n```\nimport spektral\n```\n\n> ImportError: cannot import name "
            "'gen_sparse_ops' from 'tensorflow.python' (/home/u/anaconda3/envs/tf/lib/python3.8/site-packages/"
            "tensorflow/python/__init__.py)")
# tensorflow_ranking's own frame calling an API TensorFlow 1.12 lacks (ranking#76)
RANKING = ('  File "/home/u/anaconda3/envs/deep/lib/python3.6/site-packages/tensorflow_ranking/python/head.py", line '
           "30, in <module>\n    _DEFAULT_SERVING_KEY = tf.saved_model.DEFAULT_SERVING_SIGNATURE_DEF_KEY\n"
           "AttributeError: module 'tensorflow._api.v1.saved_model' has no attribute "
           "'DEFAULT_SERVING_SIGNATURE_DEF_KEY'\ntensorflow==1.12.0")


@pytest.mark.parametrize(("paste", "package"), [(SPEKTRAL, "spektral"), (RANKING, "tensorflow-ranking")])
def test_the_package_whose_code_meets_the_missing_api_is_named(paste: str, package: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert f"install the {package} release made for TensorFlow" in top.fix
    assert "keras" not in top.fix


def test_a_tensorflow_internal_under_a_keras_or_the_users_frame_is_not_another_packages() -> None:
    internal = "ImportError: cannot import name 'gen_sparse_ops' from 'tensorflow.python'"
    keras = explain('  File "/usr/lib/python3.8/site-packages/keras/backend.py", line 3, in <module>\n' + internal)[0]
    assert keras.cause == "keras_version_skew"
    script = explain('  File "train.py", line 3, in <module>\n' + internal)[0]
    assert script.cause == "keras_version_skew"
    assert "uncertain" in script.meaning


def test_tools_that_pass_the_call_on_are_not_the_importer() -> None:
    found = explain('  File "/usr/lib/python3.8/site-packages/six.py", line 3, in reraise\n'
                    "ImportError: cannot import name 'gen_sparse_ops' from 'tensorflow.python'")
    assert found[0].cause == "keras_version_skew"


def test_a_tf_keras_namespace_missing_under_a_package_stays_keras_3s() -> None:
    top = explain('  File "/usr/local/lib/python3.10/dist-packages/autokeras/keras_layers.py", line 20, in <module>\n'
                  "    from tensorflow.keras.layers.experimental import preprocessing\n"
                  "ModuleNotFoundError: No module named 'tensorflow.keras.layers.experimental'")[0]
    assert top.cause == "keras3_legacy_code"


@pytest.mark.parametrize("error", [
    ("ValueError: Cannot convert '('c', 'o', 'u', 'n', 't', 'e', 'r')' to a shape. Found invalid entry 'c' of type "
     "'<class 'str'>'."),
    "ValueError: Cannot convert '('c', 'o', 'u', 'n', 't'",  # an issue's title, cut short
])
def test_a_name_read_as_a_shape_is_keras_2_code_under_keras_3(error: str) -> None:
    top = explain("metrics = tfrs.metrics.FactorizedTopK(candidates=movies.batch(128).map(movie_model))\n" + error)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "TF_USE_LEGACY_KERAS=1" in top.fix
    assert "add_weight" in top.meaning


def test_a_shape_with_a_wrong_entry_is_not_a_name() -> None:
    found = explain("ValueError: Cannot convert '(None, 'x')' to a shape. Found invalid entry 'x' of type "
                    "'<class 'str'>'.")
    assert all(e.cause != "keras3_legacy_code" for e in found)


def test_an_add_ons_range_for_tensorflow_in_pips_words_names_the_add_on() -> None:
    top = explain("ERROR: pip's legacy dependency resolver does not consider dependency conflicts when selecting "
                  "packages. This behaviour is the source of the following dependency conflicts.\n"
                  "tensorflow-text 2.6.0 requires tensorflow<2.7,>=2.6.0, but you'll have tensorflow 2.7.0 which is "
                  "incompatible.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "`pip install 'tensorflow-text==2.7.*'`" in top.fix  # its releases follow TensorFlow's
    assert "tensorflow<2.7,>=2.6.0" in top.fix


def test_an_add_on_not_released_in_step_gets_its_release_notes() -> None:
    top = explain("tensorflow-ranking 0.5.0 requires tensorflow>=2.9, but you have tensorflow 2.8.0 which is "
                  "incompatible.")[0]
    assert top.cause == "dependency_conflict"
    assert "a tensorflow-ranking release whose requirements admit TensorFlow 2.8.0" in top.fix
    assert "tensorflow-ranking==" not in top.fix


def test_tensorflows_own_requirement_is_still_its_own() -> None:
    top = explain("tensorflow 2.3.0 requires numpy<1.19.0,>=1.16.0, but you'll have numpy 1.19.1 which is "
                  "incompatible.")[0]
    assert top.cause == "numpy_incompatible"


def test_two_protobuf_runtimes_fix_keeps_one() -> None:
    top = explain("[libprotobuf FATAL google/protobuf/stubs/common.cc:87] This program was compiled against version "
                  "3.9.2 of the Protocol Buffer runtime library, which is not compatible with the installed version "
                  "(3.17.3). Contact the program author for an update. (Version verification failed in "
                  '"bazel-out/k8-opt/bin/tensorflow/core/framework/tensor_shape.pb.cc".)')[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "3.9.2" in top.meaning
    assert "3.17.3" in top.meaning
    assert "protobuf==3.9.2" in top.fix


@pytest.mark.parametrize(("named", "level"), [("tensorflow==1.14.0\n", "error"), ("", "warning")])
def test_protobufs_generated_pool_refusing_a_file_is_a_second_runtime(named: str, level: str) -> None:
    top = explain(f"{named}[libprotobuf ERROR google/protobuf/descriptor_database.cc:394] Invalid file descriptor data "
                  "passed to EncodedDescriptorDatabase::Add().\n[libprotobuf FATAL google/protobuf/descriptor.cc:1356] "
                  "CHECK failed: GeneratedDatabase()->Add(encoded_file_descriptor, size):")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", level)
    assert "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python" in top.fix
    assert ("uncertain" in top.meaning) == (not named)


@pytest.mark.parametrize("paste", [
    "Successfully installed autokeras-0.2.11 tensorflow-1.10.1 tensorflow-gpu-1.10.1 torch-0.4.1",
    ("when i install autokeras-0.2.11 , it will auto install tensorflow-1.10.1 (cpu)  ,\nand if i install "
     "tensorflow-gpu-1.10.1 ,i can not run autokeras on the gpu ?"),
])
def test_both_distributions_named_installed_in_pips_form_are_two_installs(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "uninstall -y tensorflow tensorflow-gpu" in top.fix


def test_both_named_installed_from_2_1_is_uncertain_to_matter() -> None:
    top = explain("Successfully installed tensorflow-2.4.0 tensorflow-gpu-2.4.0")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "warning")
    assert "uncertain" in top.meaning


@pytest.mark.parametrize("paste", [
    "Successfully uninstalled tensorflow-1.10.1\nSuccessfully installed tensorflow-gpu-1.10.1",
    "I installed tensorflow-1.15.0 and tensorflow-gpu-1.15.0 in separate environments",
])
def test_an_uninstall_or_separate_environments_are_not_two_installs(paste: str) -> None:
    assert all(e.cause != "two_tensorflow_installs" for e in explain(paste))


def test_a_listing_with_a_release_and_the_nightly_is_two_installs() -> None:
    top = explain("ImportError: cannot import name 'naming' from 'tensorflow.python.autograph.core'\n\n"
                  "Tensorflow versions:\n\ntensorboard: 2.1.1\ntensorflow: 2.1.0\ntensorflow-probability: 0.9.0\n"
                  "tf-nightly: 2.2.0.dev20200401\ntfp-nightly: 0.10.0.dev20200401")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "uninstall -y tensorflow tf-nightly" in top.fix
    assert "nightly's files are mixed" in top.meaning


def test_the_nightly_listed_alone_is_one_install() -> None:
    found = explain("tf-nightly 2.2.0.dev20200401\nImportError: cannot import name 'naming' from "
                    "'tensorflow.python.autograph.core'")
    assert all(e.cause != "two_tensorflow_installs" for e in found)


@pytest.mark.parametrize("paste", [
    # the script goes on after its imports: the error is its own code's (TF 1.x code on TF 2)
    ("import tensorflow as tf\nimport spektral\n\nx = tf.placeholder(tf.float32)\n\n"
     "AttributeError: module 'tensorflow' has no attribute 'placeholder'"),
    # a library that does not build on TensorFlow imported last
    "import pandas as pd\nAttributeError: module 'tensorflow' has no attribute 'placeholder'",
])
def test_an_import_above_the_users_own_code_is_not_the_importer(paste: str) -> None:
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_a_cuda_said_installed_without_one_of_its_libraries_names_it_in_the_fix() -> None:
    """"CUDA _without_ cuBLAS": the library said missing, TensorFlow's CUDA from the release named."""
    paste = ("TensorFlow version: 2.3.0\nInstalling CUDA 10.1 with apt following the install guide results in CUDA "
             "_without_ cuBLAS, which does not work for TensorFlow.")
    (found, *_) = explain(paste)
    assert found.cause == "cuda_libs_missing", found
    assert "cuBLAS among them" in found.fix
    assert "CUDA 10.1" in found.fix


def test_cuda_said_to_come_without_cudnn_is_how_every_cuda_comes() -> None:
    """No CUDA toolkit carries cuDNN: the words say nothing missing (here it was installed next, and works)."""
    paste = ("conda installs the cudatoolkit, i.e. CUDA without cuDNN, so I also ran conda install cudnn=7.6.\n"
             ">>> tf.test.is_gpu_available()\nTrue")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))
