"""TensorFlow's add-ons failing at import: their own version checks, their op libraries, and their code's TF calls."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

# tensorflow_addons/utils/ensure_tf_install.py and resource_loader.py, as they print (versions filled in)
ADDONS_RANGE = ("UserWarning: Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal "
                "to 2.4.0 and strictly below 2.7.0 (nightly versions are not supported). \n The versions of TensorFlow "
                "you are currently using is 2.8.4 and is not supported. \nSome things might work, some things might "
                "not.")
ADDONS_FLOOR = ("ImportError: This version of TensorFlow Addons requires TensorFlow version >= 2.1.0; Detected an "
                "installation of version 2.0.0. Please upgrade TensorFlow to proceed.")
ADDONS_CUSTOM_OPS = ("You are currently using TensorFlow 2.4.1 and trying to load a custom op (custom_ops/image/"
                     "_image_ops.so).\nTensorFlow Addons has compiled its custom ops against TensorFlow 2.3.0, and "
                     "there are no compatibility guarantees between the two versions.")


@pytest.mark.parametrize(("paste", "named"), [
    (ADDONS_RANGE, ("2.4.0", "2.7.0", "2.8.4")),
    (ADDONS_FLOOR, ("2.1.0", "2.0.0")),
    (ADDONS_CUSTOM_OPS, ("2.3.0", "2.4.1")),
])
def test_tensorflow_addons_own_checks_name_both_versions(paste: str, named: tuple[str, ...]) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "tensorflow-addons" in top.fix
    assert all(v in top.meaning + top.fix for v in named)


def test_an_addons_op_namespace_refused_needs_tensorflow_2_0() -> None:
    top = explain("tensorflow.python.framework.errors_impl.InvalidArgumentError: Invalid name: Addons>Gelu (Did you "
                  'use CamelCase?); in OpDef: name: "Addons>Gelu"')[0]
    assert top.cause == "dependency_conflict"
    assert "2.0" in top.fix
    assert "tensorflow-addons" in top.fix


def test_horovods_version_check_says_which_framework_it_was_built_against() -> None:
    top = explain("horovod.common.exceptions.HorovodVersionMismatchError: Framework tensorflow installed with version "
                  "2.3.0 but found version 2.4.1.")[0]
    assert top.cause == "dependency_conflict"
    assert "horovod" in top.fix
    assert "2.4.1" in top.fix
    assert "tensorflow==2.3.0" in top.fix


@pytest.mark.parametrize(("paste", "dist"), [
    ("Exception: No matching DALI plugin found for installed TensorFlow version", "nvidia-dali-tf-plugin"),
    ("ModuleNotFoundError: No module named 'nvidia.dali_tf_plugin'", "nvidia-dali-tf-plugin"),
    ("ModuleNotFoundError: No module named 'keras_core'", "keras-core"),
])
def test_a_plugin_package_not_installed_is_named(paste: str, dist: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert dist in top.fix


OP_LIBRARIES = (
    # the op library named without its folder: horovod and DALI's plugin compile it at install
    (("tensorflow.python.framework.errors_impl.NotFoundError: mpi_lib.cpython-36m-x86_64-linux-gnu.so: undefined "
      "symbol: _ZN10tensorflow12OpDefBuilder4AttrESs"), "horovod"),
    # TensorFlow 1.x's StreamExecutor namespace
    (("NotFoundError: /usr/lib64/python2.7/site-packages/nvidia/dali/plugin/libdali_tf.so: undefined symbol: "
      "_ZN9perftools8gputools6Stream18BlockHostUntilDoneEv"), "nvidia-dali-tf-plugin"),
    # dlopen on macOS
    (('caused by: ["dlopen(/env/lib/python3.12/site-packages/tensorflow_io/python/ops/libtensorflow_io.so, 0x0006): '
      "symbol not found in flat namespace '__ZN10tensorflow6tensor6ConcatERKN4absl12lts_202308024SpanIKNS_6Tensor"
      "EEEPS4_'\"]"), "tensorflow-io"),
)


@pytest.mark.parametrize(("paste", "dist"), OP_LIBRARIES)
def test_an_op_library_missing_a_tensorflow_symbol_names_its_package(paste: str, dist: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert dist in top.fix


def test_tensorflows_own_library_missing_a_symbol_is_not_an_add_on() -> None:
    found = explain("ImportError: _pywrap_tensorflow_internal.so: undefined symbol: _ZN10tensorflow8internal15Log")
    assert all(e.cause != "dependency_conflict" for e in found)


def test_an_undefined_symbol_without_its_file_is_the_add_on_the_paste_names() -> None:
    top = explain('pip install tensorflow-text\nimport fails: "undefined symbol: '
                  '_ZN10tensorflow12OpDefBuilder4AttrESs"')[0]
    assert top.cause == "dependency_conflict"
    assert "tensorflow-text" in top.fix


HUB_TRACEBACK = """\
  File "/venv/lib/python3.12/site-packages/tensorflow_hub/__init__.py", line 29, in <module>
    from tensorflow_hub.estimator import LatestModuleExporter
  File "/venv/lib/python3.12/site-packages/tensorflow_hub/estimator.py", line 64, in <module>
    class LatestModuleExporter(tf_v1.estimator.Exporter):
AttributeError: module 'tensorflow_hub.tf_v1' has no attribute 'estimator'"""


@pytest.mark.parametrize("paste", [
    HUB_TRACEBACK,
    ("root@admin:/config# python -c 'import tensorflow_addons as tfa'\n"
    "AttributeError: module 'tensorflow_core._api.v2.random' has no attribute 'Generator'"),
    ("----> 2 import keras_cv\n[/usr/local/lib/python3.7/dist-packages/keras_cv/layers/__init__.py](https://localhost"
    ":8080/#) in <module>()\n---> 15 from tensorflow.keras.__internal__.layers import BaseImageAugmentationLayer\n"
    "ModuleNotFoundError: No module named 'tensorflow.keras.__internal__.layers'"),
])
def test_a_tensorflow_api_missing_in_an_add_ons_own_code_is_the_add_on_against_tensorflow(paste: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert any(d in top.fix for d in ("tensorflow-hub", "tensorflow-addons", "keras-cv"))


@pytest.mark.parametrize("paste", [
    # the user's own TF 1.x code, after importing an add-on
    ('import tensorflow_hub as hub\n  File "main.py", line 9, in <module>\n    x = tf.placeholder(tf.float32)\n'
    "AttributeError: module 'tensorflow' has no attribute 'placeholder'"),
    # a package written for TensorFlow 1.x (tf.contrib has no add-on to blame)
    ('  File "/env/lib/python3.7/site-packages/tflearn/variables.py", line 7, in <module>\n'
    "    from tensorflow.contrib.framework.python.ops import add_arg_scope\n"
    "ModuleNotFoundError: No module named 'tensorflow.contrib'"),
])
def test_tensorflow_1_code_is_not_blamed_on_an_add_on(paste: str) -> None:
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_keras_3s_missing_experimental_namespace_is_legacy_code() -> None:
    found = explain("---> 20 from tensorflow.keras.layers.experimental import preprocessing\n"
                    "ModuleNotFoundError: No module named 'tensorflow.keras.layers.experimental'")
    assert found[0].cause == "keras3_legacy_code"
    said_old = explain("tensorflow==2.2.0\nModuleNotFoundError: No module named 'tensorflow.keras.layers.experimental'")
    assert said_old[0].cause != "keras3_legacy_code"
    assert "uncertain" in said_old[0].meaning


TRANSFORMERS_NO_TF = ("TFDistilBertModel requires the TensorFlow library but it was not found in your environment. "
                      "Checkout the instructions on the")


def test_transformers_missing_a_tensorflow_the_paste_shows_is_its_detection() -> None:
    top = explain("tensorflow-cpu                       2.12.0\n" + TRANSFORMERS_NO_TF)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "transformers" in top.fix
    nightly = explain("running transformers w/tf-nightly\n" + TRANSFORMERS_NO_TF)[0]
    assert nightly.cause == "dependency_conflict"


def test_transformers_without_tensorflow_shown_is_uncertain_and_its_banner_alone_no_verdict() -> None:
    alone = explain(TRANSFORMERS_NO_TF)[0]
    assert (alone.cause, alone.level) == ("wrong_interpreter", "warning")
    assert "uncertain" in alone.meaning
    banner = explain("Neither PyTorch nor TensorFlow >= 2.0 have been found.Models won't be available")
    assert all(e.level not in ("error", "warning") for e in banner)


# the same _ensure_tf_install check as TensorFlow Probability's, printed by other add-ons under their own names
# (tensorflow_datasets/core/tf_compat.py; TensorFlow Hub's, TF Agents')
@pytest.mark.parametrize(("name", "dist"), [
    ("TensorFlow Datasets", "tensorflow-datasets"),
    ("TensorFlow Hub", "tensorflow-hub"),
    ("TF Agents", "tf-agents"),
    ("TensorFlow Probability", "tensorflow-probability"),
])
def test_an_add_ons_own_tensorflow_floor_names_that_add_on(name: str, dist: str) -> None:
    top = explain(f"ImportError: This version of {name} requires TensorFlow version >= 2.1.0; Detected an "
                  "installation of version 1.15.0. Please upgrade TensorFlow to proceed.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert dist in top.fix
    assert "2.1.0" in top.fix
    assert "1.15.0" in top.meaning
    assert dist == "tensorflow-probability" or "probability" not in top.meaning + top.fix


# protobuf's generated code importing what a newer protobuf added (google.protobuf.internal.builder: 3.20.0)
def test_generated_code_needing_protobuf_s_builder_names_3_20() -> None:
    top = explain("    from google.protobuf.internal import builder as _builder\nImportError: cannot import name "
                  "'builder' from 'google.protobuf.internal' (/venv/lib/site-packages/google/protobuf/internal/"
                  "__init__.py)")[0]
    assert top.cause == "protobuf_incompatible"
    assert "3.20 or newer" in top.fix


@pytest.mark.parametrize(("line", "abi"), [
    # a relative path to a known add-on's op library, with an old-ABI std::string (`Ss`) in the symbol
    ("tensorflow_text/python/ops/_regex_split_ops.so: undefined symbol: _ZN10tensorflow8OpKernel11TraceStringERKSs",
     "old"),
    # a versioned .so file name in another package's folder, with a new-ABI std::string
    (("/opt/env/lib/python3.7/site-packages/my_ops/_custom_ops.so.0.3: undefined symbol: "
      "_ZN10tensorflow6StatusC1ENS_5error4CodeENSt7__cxx1117basic_string_viewIcEE"), "new"),
])
def test_an_op_library_missing_a_tensorflow_symbol_names_the_string_abi(line: str, abi: str) -> None:
    (found, *_) = explain(f"tensorflow.python.framework.errors_impl.NotFoundError: {line}")
    assert found.cause == "dependency_conflict"
    assert f"std::string of the {abi} C++ ABI" in found.meaning
    assert "get_compile_flags" in found.fix


def test_an_op_library_symbol_without_a_string_names_no_abi() -> None:
    (found, *_) = explain("NotFoundError: tensorflow_addons/custom_ops/image/_image_ops.so: undefined symbol: "
                          "_ZN10tensorflow15shape_inference16InferenceContext11WithRankAtLeastE")
    assert found.cause == "dependency_conflict"
    assert "std::string" not in found.meaning


# tf.load_op_library raises NotFoundError: an add-on's op library linked against the framework library of a
# TensorFlow major (libtensorflow_framework.so.2: 2.x; .so.1: 1.14-1.15) that the TensorFlow installed does not ship
@pytest.mark.parametrize(("paste", "named"), [
    (("$ pip list | grep tensorflow\ntensorflow   1.15.5\n$ python -c 'import my_ops'\n"
      "tensorflow.python.framework.errors_impl.NotFoundError: libtensorflow_framework.so.2: cannot open shared object "
      "file: No such file or directory"), ("2.x", "1.15")),
    (("tensorflow==2.6.0\nNotFoundError: libtensorflow_framework.so.1: cannot open shared object file: No such file "
      "or directory"), ("1.x", "2.6")),
])
def test_an_op_library_needing_another_majors_framework_library_is_the_add_on(
        paste: str, named: tuple[str, ...]) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert all(v in top.meaning for v in named)
    assert "--no-binary" in top.fix


def test_an_op_library_needing_the_framework_library_without_a_version_is_uncertain() -> None:
    top = explain("errors_impl.NotFoundError: libtensorflow_framework.so.2: cannot open shared object file: No such "
                  "file or directory")[0]
    assert top.cause == "dependency_conflict"
    assert top.meaning.startswith("uncertain")
    assert "pip show tensorflow" in top.meaning


def test_tensorflows_own_import_missing_its_framework_library_stays_a_broken_install() -> None:
    """ImportError (not load_op_library's NotFoundError), or the same major: the install, not an add-on."""
    for error in ("ImportError", "NotFoundError"):
        paste = f"tensorflow 2.9.1\n{error}: libtensorflow_framework.so.2: cannot open shared object file: No such file"
        assert explain(paste)[0].cause == "tf_import_failed"


# a package's frame whose own source line imports a TensorFlow internal the TensorFlow installed lacks
@pytest.mark.parametrize("frame", ["  File", "  # File"])
def test_a_tensorflow_internal_imported_by_a_packages_frame_is_that_package(frame: str) -> None:
    paste = (f'{frame} "/opt/venv/lib/python3.7/site-packages/fancy_layers/ops.py", line 12, in <module>\n'
             "    from tensorflow.python.ops import ragged_math_ops\n"
             "ModuleNotFoundError: No module named 'tensorflow.python.ops.ragged_math_ops'\ntensorflow 1.12.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "fancy-layers" in top.fix


def test_a_tensorflow_internal_imported_by_the_users_script_is_not_a_package() -> None:
    paste = ('  File "train.py", line 3, in <module>\n    from tensorflow.python.ops import ragged_math_ops\n'
             "ModuleNotFoundError: No module named 'tensorflow.python.ops.ragged_math_ops'")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


# a package's own check naming the TensorFlow line it was built for and the one installed
def test_a_packages_check_naming_one_release_line_and_the_installed_one() -> None:
    top = explain("Exception: Version mismatch: PointKit needs TensorFlow version 2.9.*, but version 2.11.0 is "
                  "installed!")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "tensorflow==2.9.*" in top.fix
    assert "2.11.0" in top.meaning


@pytest.mark.parametrize(("paste", "said", "unsaid"), [
    # pip's TensorFlow before 2.9 uses the old ABI too: another release, not another ABI
    (("tensorflow 1.13.1\nNotFoundError: /home/u/site-packages/myops/_my_ops.so: undefined symbol: "
     "_ZN10tensorflow12OpDefBuilder4AttrESs"), "the releases differ, not the ABI", "different builds"),
    # ... and from 2.9 the new one: a library of the new ABI misses a symbol of another release there
    (("tensorflow 2.12.0\nNotFoundError: /home/u/site-packages/myops/_my_ops.so: undefined symbol: "
     "_ZN10tensorflow6StatusC1ENS_5error4CodeENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE"),
     "the releases differ, not the ABI", "different builds"),
    # pip's 2.12 has the new ABI: a library of the old one was built for a TensorFlow before 2.9
    (("tensorflow 2.12.0\nNotFoundError: /home/u/site-packages/myops/_my_ops.so: undefined symbol: "
     "_ZN10tensorflow12OpDefBuilder4AttrESs"), "built for a TensorFlow before 2.9", "different builds"),
    # a TensorFlow from conda beside a pip add-on: the builds differ
    (("conda install tensorflow=2.0\nNotFoundError: tensorflow_text/python/ops/_regex_split_ops.so: undefined "
     "symbol: _ZN10tensorflow8OpKernel11TraceStringERKSs"), "different builds", "releases differ, not"),
])
def test_the_string_abi_of_an_op_library_is_weighed_against_pips_abi_for_the_release(
        paste: str, said: str, unsaid: str) -> None:
    (found, *_) = explain(paste)
    assert found.cause == "dependency_conflict"
    assert said in found.meaning
    assert unsaid not in found.meaning
