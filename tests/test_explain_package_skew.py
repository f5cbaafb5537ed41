"""Version skew between TensorFlow and the packages around it, in pip's, Poetry's and Python's own words."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tables import load_tables

NO_VERSION = ("Could not find a version that satisfies the requirement {req} (from versions: {versions})\n"
              "No matching distribution found for {req}")


def test_a_requirement_of_tensorflow_without_a_cause_of_its_own_is_a_dependency_conflict() -> None:
    (found, *_) = explain("tensorflow-intel 2.13.0 requires typing-extensions<4.6.0,>=3.6.6, but you have "
                          "typing-extensions 4.11.0 which is incompatible.")
    assert (found.cause, found.level) == ("dependency_conflict", "warning")  # pip installed it anyway
    assert "typing-extensions<4.6.0,>=3.6.6" in found.fix
    assert "tensorflow" in found.fix  # or a release whose requirement admits it
    resolver = explain("The conflict is caused by:\n    The user requested typing-extensions>=4.8.0\n"
                       "    tensorflow-intel 2.12.1 depends on typing-extensions<4.6.0 and >=3.6.6")
    assert (resolver[0].cause, resolver[0].level) == ("dependency_conflict", "error")  # nothing was installed


def test_another_packages_requirement_alone_is_no_verdict() -> None:
    found = explain("pydantic 2.3.0 requires typing-extensions>=4.6.1, but you have typing-extensions 4.5.0 which "
                    "is incompatible.")
    assert all(e.level not in ("error", "warning") for e in found)


def test_poetry_and_pip_compile_name_tensorflows_range() -> None:
    poetry = explain("  SolverProblemError\n\n  Because no versions of tensorflow match >2.6.0,<3.0.0\n"
                     "   and tensorflow (2.6.0) depends on typing-extensions (>=3.7.4,<3.8.0), tensorflow "
                     "(>=2.6.0,<3.0.0) requires typing-extensions (>=3.7.4,<3.8.0).")
    assert poetry[0].cause == "dependency_conflict"
    assert "typing-extensions>=3.7.4,<3.8.0" in poetry[0].fix
    extra = explain("Because tensorflow[and-cuda] (2.15.1) depends on nvidia-cudnn-cu12 (8.9.4.25)\n and other-lib "
                    "(1.0) depends on nvidia-cudnn-cu12 (>=9.0), tensorflow[and-cuda] (2.15.1) is incompatible with "
                    "other-lib (1.0).")  # an extra beside the requirer, an exact pin as its bare version
    assert extra[0].cause == "dependency_conflict"
    assert "nvidia-cudnn-cu12==8.9.4.25" in extra[0].fix
    compiled = explain("There are incompatible versions in the resolved dependencies:\n"
                       "  typing-extensions==3.10.0 (from -r requirements.in (line 20))\n"
                       "  typing-extensions~=3.7.4 (from tensorflow==2.5.3->-r requirements.in (line 21))")
    assert compiled[0].cause == "dependency_conflict"
    assert "typing-extensions~=3.7.4" in compiled[0].fix


def test_a_tensorflow_internal_missing_is_keras_built_for_another_tensorflow() -> None:
    (found, *_) = explain("ImportError: cannot import name 'get_config' from 'tensorflow.python.eager.context'")
    assert found.cause == "keras_version_skew"
    assert "get_config" in found.meaning
    assert "keras" in found.fix
    (module, *_) = explain("tensorflow 1.3.0\nModuleNotFoundError: No module named 'tensorflow.python.eager'")
    assert module.cause == "keras_version_skew"


@pytest.mark.parametrize(("frame", "cause"), [
    ("site-packages/tensorflow/python/keras/layers/__init__.py", "two_tensorflow_installs"),  # tf.keras' own: mixed
    ("site-packages/keras/engine/base_layer.py", "keras_version_skew"),  # the standalone keras's: for another TF
])
def test_a_tensorflow_internal_imported_by_tf_keras_itself_is_not_decided_as_keras(frame: str, cause: str) -> None:
    (found, *_) = explain(f'  File "/usr/lib/python3.8/{frame}", line 5, in <module>\n'
                          "    from tensorflow.python.keras.engine import keras_tensor\n"
                          "ImportError: cannot import name 'keras_tensor' from 'tensorflow.python.keras.engine'")
    assert (found.cause, found.level) == (cause, "error")
    assert "uncertain" not in found.meaning


@pytest.mark.parametrize(("release", "keras"), [
    ("1.2.0", "keras 2.2.5 or older"), ("1.15.0", "keras 2.3.1 or older"), ("2.1.0", "keras 2.3.1"),
    ("2.3.0", "keras 2.4.3"), ("2.10.0", "keras==2.10.*"),
])
def test_the_keras_named_for_a_tensorflow_internal_missing_is_the_releases(release: str, keras: str) -> None:
    """Uncertain who imports it, the keras the fix names is the one of the TensorFlow the paste names."""
    (found, *_) = explain(f"tensorflow=={release}\n"
                          "AttributeError: module 'tensorflow.python.training.training' has no attribute 'load_x'")
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert keras in found.fix
    assert "2.6-2.15" not in found.fix


def test_tensorflow_contrib_is_not_a_keras_skew() -> None:
    found = explain("ModuleNotFoundError: No module named 'tensorflow.contrib'")
    assert all(e.cause != "keras_version_skew" for e in found)


def test_keras_src_missing_needs_the_keras_that_has_it() -> None:
    first = load_tables().release("2.13")
    assert first is not None
    (found, *_) = explain("    from keras.src.saving import register_keras_serializable\nModuleNotFoundError: No "
                          "module named 'keras.src'\ntensorflow                2.12.0          mkl_py311h34a0fa1_0")
    assert found.cause == "keras_version_skew"
    assert f"TensorFlow {first.release.line} or newer" in found.fix
    assert "2.12.*" not in found.fix  # not the Keras of the TensorFlow that lacks keras.src


def test_h5py3_under_a_keras_that_decodes_attributes() -> None:
    (found, *_) = explain('  File "/usr/local/lib/python3.6/dist-packages/keras/engine/topology.py", line 3114, in '
                          "load_weights_from_hdf5_group_by_name\n    original_keras_version = "
                          "f.attrs['keras_version'].decode('utf8')\nAttributeError: 'str' object has no attribute "
                          "'decode'")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "h5py<3" in found.fix


def test_a_bare_decode_error_without_keras_is_uncertain() -> None:
    (found, *_) = explain("AttributeError: 'str' object has no attribute 'decode'")
    assert found.level == "warning"
    assert "uncertain" in found.meaning


def test_a_decode_error_from_the_codes_own_decode_call_is_no_verdict() -> None:
    """Python 2 code decoding a str under Python 3: the traceback's own line shows the call, no Keras loads HDF5."""
    own = explain('  File "train.py", line 41, in load_vocab\n    text = fh.read().decode("utf-8")\n'
                  "AttributeError: 'str' object has no attribute 'decode'")
    assert all(e.level not in ("error", "warning") for e in own)
    (keras, *_) = explain('  File "/opt/venv/lib/python3.8/site-packages/keras/saving/hdf5_format.py", line 181\n'
                          "    model_config = json.loads(model_config.decode('utf-8'))\n"
                          "AttributeError: 'str' object has no attribute 'decode'")
    assert (keras.cause, keras.level) == ("dependency_conflict", "error")  # Keras' HDF5 loading: h5py 3


def test_flatbuffers_endvector_says_which_side_of_its_2_0_change_is_installed() -> None:
    (old, *_) = explain('  File "/venv/lib/python3.10/site-packages/tensorflow/lite/python/lite.py", line 2280\n'
                        "TypeError: Builder.EndVector() missing 1 required positional argument: 'vectorNumElems'")
    assert (old.cause, old.level) == ("dependency_conflict", "error")
    assert "install -U flatbuffers" in old.fix
    (new, *_) = explain("    root = builder.EndVector(len(ops))\n"
                        "TypeError: EndVector() takes 1 positional argument but 2 were given")
    assert (new.cause, new.level) == ("dependency_conflict", "error")
    assert "flatbuffers==1.12" in new.fix


def test_flatbuffers_date_release_is_not_a_real_release() -> None:
    (found, *_) = explain("$ pip list | grep flat\nflatbuffers              20181003210633\n"
                          "tensorflow               2.15.0\n"
                          "    tflite_model = converter.convert()")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "flatbuffers>=23.5.26" in found.fix
    assert not [e for e in explain("flatbuffers              24.3.25") if e.level in ("error", "warning")]


def test_flatbuffers_date_release_listed_without_tflite_at_work_does_not_outrank_the_failure() -> None:
    """The date build breaks TFLite's converter, not TensorFlow's import or its GPU: the library failure leads."""
    (first, second, *_) = explain(
        "flatbuffers              20181003210633\ntensorflow               2.11.0\n"
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
        "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory")
    assert first.cause == "cuda_libs_missing"
    assert (second.cause, second.level) == ("dependency_conflict", "warning")


@pytest.mark.parametrize(("node", "pin"), [("Num", "gast==0.2.2"), ("Str", "gast==0.2.2"),
                                           ("Index", "gast==0.3.3")])
def test_gast_without_a_node_autograph_uses_is_the_gast_tensorflow_pins(node: str, pin: str) -> None:
    (found, *_) = explain("WARNING:tensorflow:AutoGraph could not transform <function step at 0x7f2b> and will run "
                          f"it as-is.\nCause: converting <function step at 0x7f2b>: AttributeError: module 'gast' has "
                          f"no attribute '{node}'")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert pin in found.fix


def test_a_compatible_release_pin_and_a_requirements_file_keep_the_release_asked_for() -> None:
    rel = load_tables().release("2.4")
    assert rel is not None
    (found, *_) = explain(NO_VERSION.format(req="tensorflow~=2.4.0 (from -r requirements.txt (line 3))",
                                            versions="2.5.0rc0, 2.5.0, 2.6.0, 2.7.0rc1"))
    assert found.cause == "python_unsupported"
    assert f"{', '.join(rel.release.python[:-1])} or {rel.release.python[-1]}" in found.fix


def test_a_release_missing_inside_the_list_is_a_pip_too_old_for_its_tags() -> None:
    (found, *_) = explain(NO_VERSION.format(req="tensorflow==1.15.0", versions="1.13.1, 1.14.0, 2.0.0a0, 2.0.0b1"))
    assert found.cause == "python_unsupported"
    assert "--upgrade pip" in found.fix
    (older, *_) = explain(NO_VERSION.format(req="tensorflow==1.14.0", versions="2.2.0, 2.3.0, 2.4.0"))
    assert "--upgrade pip" not in older.fix  # a list starting after it: the Python, not pip


def test_a_32bit_linux_uname_means_no_wheel() -> None:
    (found, *_) = explain(NO_VERSION.format(req="tensorflow", versions="") + "\nuname -a\n5.2.0-kali2-686-pae #1 SMP "
                          "Debian 5.2.9-2kali1 (2019-08-22) i686 GNU/Linux\npython3 -V\nPython 3.7.5")
    assert found.cause == "python_unsupported"
    assert "32-bit" in found.meaning
    assert "64-bit" in found.fix


SYMBOLIC = ("NotImplementedError: Cannot convert a symbolic Tensor ({}) to a numpy array. This error may indicate that "
            "you're trying to pass a Tensor to a NumPy call, which is not supported")


def test_numpy_120_under_a_tensorflow_made_for_numpy_119() -> None:
    (found, *_) = explain("tensorflow 2.2\n" + SYMBOLIC.format("lstm/strided_slice:0"))
    assert (found.cause, found.level) == ("numpy_incompatible", "error")
    assert "numpy<1.20" in found.fix
    (own, *_) = explain(SYMBOLIC.format("2nd_target:0"))  # a tensor TensorFlow's own layers make: no version needed
    assert (own.cause, own.level) == ("numpy_incompatible", "error")


def test_a_symbolic_tensor_under_a_later_tensorflow_or_from_user_code_is_uncertain() -> None:
    (later, *_) = explain("tensorflow 2.12.0\n" + SYMBOLIC.format("lstm/strided_slice:0"))
    assert later.level == "warning"
    assert "uncertain" in later.meaning
    (user, *_) = explain(SYMBOLIC.format("dense/BiasAdd:0"))
    assert user.level == "warning"
    assert "uncertain" in user.meaning


def test_tensorflow_probability_needing_a_newer_tensorflow() -> None:
    (found, *_) = explain("ImportError: This version of TensorFlow Probability requires TensorFlow version >= 2.10; "
                          "Detected an installation of version 2.9.0. Please upgrade TensorFlow to proceed.")
    assert found.cause == "dependency_conflict"
    assert "tensorflow>=2.10" in found.fix
    assert "tensorflow-probability" in found.fix
    assert "2.9.0" in found.meaning
    (wrapped, *_) = explain("ImportError: This version of TensorFlow Probability requires TensorFlow\nversion >= 2.5; "
                            "Detected an installation of version 2.4.1. Please\nupgrade TensorFlow to proceed")
    assert "tensorflow>=2.5" in wrapped.fix
    assert "2.4.1" in wrapped.meaning


def test_another_packages_own_check_of_the_tensorflow_it_imports() -> None:
    ktrain = ("----> 1 import ktrain\n/usr/local/lib/python3.6/dist-packages/ktrain/imports.py in <module>()\n"
              "Exception: As of v0.8.x, ktrain needs TensorFlow 2. Please upgrade TensorFlow.")
    (found, *_) = explain("tensorflow 1.15.0\n" + ktrain)
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "ktrain" in found.meaning
    assert "tensorflow>=2,<3" in found.fix
    assert "1.15" in found.fix  # or the ktrain release made for it
    # a check that names no package: the traceback's last package frame is whose check raised it
    (edward, *_) = explain('  File "/usr/lib/python3.5/dist-packages/edward/__init__.py", line 5, in <module>\n'
                           "ImportError: cannot import name 'NOT_REPARAMETERIZED'. Your TensorFlow version is not "
                           "supported.")
    assert (edward.cause, edward.level) == ("dependency_conflict", "error")
    assert "edward" in edward.fix
    # the release it says it needs is the one shown: another TensorFlow is imported, uncertain
    (met, *_) = explain("tensorflow==2.6.0\nRuntimeError: spektral requires tensorflow>=2.4.0, but found an older "
                        "one")
    assert (met.cause, met.level) == ("dependency_conflict", "warning")
    assert "uncertain" in met.meaning


def test_a_packages_need_of_another_package_or_pips_resolver_is_not_its_tensorflow_check() -> None:
    sonnet = explain("SystemError: Sonnet requires tensorflow_probability (minimum version 0.4.0) to be installed.")
    assert all("own check refused the TensorFlow" not in e.meaning for e in sonnet)
    pip = explain("ERROR: pip's dependency resolver does not currently take into account all the packages that are "
                  "installed. tensorflow-io 0.26.0 requires tensorflow-io-gcs-filesystem==0.26.0, but you have "
                  "tensorflow-io-gcs-filesystem 0.27.0 which is incompatible.")
    assert all("own check refused the TensorFlow" not in e.meaning for e in pip)
    told = explain("I think this code needs TensorFlow 2.4, please upgrade your TensorFlow.")
    assert all("own check refused the TensorFlow" not in e.meaning for e in told)  # words, not an exception
    for line in ("ValueError: this model requires tf 2.x", "RuntimeError: This version requires TensorFlow 2.4.0",
                 "RuntimeError: This method requires tf.compat.v1 graph mode",  # a mode, not a release
                 "ImportError: keras-tuner requires tensorflow to be installed",  # TensorFlow missing
                 "ImportError: Keras requires TensorFlow 2.2 or higher."):  # Keras's own: keras_version_skew
        assert all("own check refused the TensorFlow" not in e.meaning for e in explain(line)), line


def test_a_packages_check_is_read_against_the_tensorflow_shown_not_the_one_it_asks_for() -> None:
    (after, *_) = explain("ImportError: keras-nlp requires TensorFlow 2.9 or higher\ntensorflow   2.3.1")
    assert (after.cause, after.level) == ("dependency_conflict", "error")
    assert "keras-nlp" in after.meaning
    assert "TensorFlow 2.3" in after.fix  # the installed one, not the 2.9 the message names
    (major, *_) = explain("tensorflow==2.4.0\nRuntimeError: stable-baselines requires tensorflow 1.x")
    assert major.level == "error"  # 1.x excludes 2.4
    assert "tensorflow>=1,<2" in major.fix
    (pinned, *_) = explain("tensorflow==2.4.0\nImportError: magenta requires tensorflow==1.15.0")
    assert pinned.level == "error"
    assert "tensorflow==1.15.0" in pinned.fix


def test_keras_modules_of_another_keras() -> None:
    for line in ("AttributeError: module 'keras.preprocessing.sequence' has no attribute 'pad_sequences'",
                 "ModuleNotFoundError: No module named 'keras.legacy'",
                 "AttributeError: module 'tensorflow._api.v1.compat.v2' has no attribute '__internal__'"):
        (found, *_) = explain(line)
        assert found.cause == "keras_version_skew", line


def test_an_addons_ops_built_for_another_tensorflow() -> None:
    so = ("tensorflow.python.framework.errors_impl.NotFoundError: /usr/local/lib/python3.6/dist-packages/{}/python/"
          "ops/_ops.so: undefined symbol: _ZNK10tensorflow8OpKernel11TraceStringEv")
    (text, *_) = explain("tensorflow version: 2.3.1\n" + so.format("tensorflow_text"))
    assert text.cause == "dependency_conflict"
    assert "tensorflow-text==2.3.*" in text.fix  # tensorflow-text follows TensorFlow's versions
    (addons, *_) = explain("tensorflow version: 2.3.1\n" + so.format("tensorflow_addons"))
    assert addons.cause == "dependency_conflict"
    assert "tensorflow-addons release made for TensorFlow 2.3" in addons.fix


def test_a_standalone_keras_before_tensorflow_26_is_no_skew() -> None:
    """Up to TensorFlow 2.5 tf.keras lived inside TensorFlow; the standalone keras 2.4 ran on top of it."""
    found = explain("Using the latest software: Keras 2.4.3; Tensorflow 2.5.0; and Python 3.9.5.")
    assert all(e.cause != "keras_version_skew" for e in found)
    (skew, *_) = explain("tensorflow 2.7.0\nkeras 2.8.0\nAttributeError: module 'keras' has no attribute 'x'")
    assert skew.cause == "keras_version_skew"


def test_the_first_release_built_for_numpy_2_is_not_one_whose_old_range_was_open() -> None:
    """TensorFlow 1.0 declared numpy>=1.11.0 with no upper bound, but was built against NumPy 1.x."""
    fix = explain("AttributeError: _ARRAY_API not found")[0].fix
    assert "TensorFlow 2.18+, built for NumPy 2" in fix
    assert "TensorFlow 1.0+" not in fix


def test_the_tf_keras_to_install_is_a_command_when_the_release_is_not_known() -> None:
    fix = explain("ValueError: The layer sequential_6 has never been called and thus has no defined input.")[0].fix
    assert "`pip install 'tf-keras~=2.X.0'` (2.X: TensorFlow's minor" in fix
    assert "`pip install 'tf-keras~=2.18.0'`" in explain("tensorflow 2.18.0\nModuleNotFoundError: No module named "
                                                          "'tf_keras'")[0].fix


def test_numpy_1_17_s_deprecation_under_tensorflow_1_14_is_a_warning() -> None:
    found = explain("dtypes.py:516: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in "
                    "a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.")[0]
    assert (found.cause, found.level) == ("numpy_incompatible", "warning")
    assert "numpy<1.17" in found.fix


def test_another_packages_op_library_missing_a_tensorflow_symbol_is_built_for_another_tensorflow() -> None:
    """DALI's plugin, tfdlpack, horovod: an op library with an undefined TensorFlow C++ symbol."""
    (top, *_) = explain("NotFoundError: /home/u/anaconda3/lib/python3.6/site-packages/nvidia/dali/plugin/"
                        "libdali_tf_current.so: undefined symbol: _ZN10tensorflow14DataTypeStringENS_8DataTypeE")
    assert top.cause == "dependency_conflict"
    assert "nvidia/dali/plugin/libdali_tf_current.so" in top.meaning


def test_tensorflows_own_library_missing_a_symbol_is_not_an_add_on() -> None:
    found = explain("ImportError: /usr/lib/python3/dist-packages/tensorflow/python/_pywrap_tensorflow_internal.so: "
                    "undefined symbol: _ZN10tensorflow8OpKernel11TraceStringEPNS_15OpKernelContextEb")
    assert not any("op library" in e.meaning for e in found)


PB2_TRACEBACK = ("{said}\nTraceback (most recent call last):\n"
                 '  File "/usr/local/lib/python3.7/dist-packages/tensorflow/python/eager/context.py", line 32, in '
                 "<module>\n    from tensorflow.core.framework import function_pb2")


def test_a_traceback_stopping_on_tensorflows_generated_code_with_protobuf_4_is_protobuf() -> None:
    """protobuf 4 checks generated code that TensorFlow before 2.12 predates: protobuf's own advice is <=3.20.x."""
    top = explain(PB2_TRACEBACK.format(said="`protobuf` released version 4.20.1, which broke our image"))[0]
    assert top.cause == "protobuf_incompatible"
    assert "protobuf<3.20" in top.fix
    assert "uncertain" in top.meaning  # no TensorFlow version said
    decided = explain(PB2_TRACEBACK.format(said="tensorflow==2.8.0 protobuf==4.21.1"))[0]
    assert (decided.cause, decided.level) == ("protobuf_incompatible", "error")


@pytest.mark.parametrize("said", [
    "I have protobuf 4.21 and tensorflow 2.8, import fails",  # 2.8 declares protobuf>=3.9.2: no upper bound
    "tensorflow==1.15.5\nprotobuf==4.21.12",
])
def test_protobuf_4_shown_beside_a_tensorflow_before_2_12_is_protobuf_without_a_traceback(said: str) -> None:
    top = explain(said)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "protobuf<3.20" in top.fix


@pytest.mark.parametrize("said", ["protobuf 3.19.6 and tensorflow 2.8", "protobuf 4.23.4 and tensorflow 2.13"])
def test_a_protobuf_the_release_s_generated_code_accepts_is_no_verdict(said: str) -> None:
    assert all(e.cause != "protobuf_incompatible" for e in explain(said))


def test_keras_3_said_beside_a_keras_2_tensorflow_is_an_uncertain_skew() -> None:
    top = explain("keras and tensorflow versions are incompatible, I have keras 3 and tensorflow 2.15")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert "uncertain" in top.meaning
    assert "keras==2.15.*" in top.fix


@pytest.mark.parametrize("said", [
    "I have keras 3 and tensorflow 2.16",  # Keras 3 is 2.16's own
    "I moved away from keras 3 to tensorflow 2.15",  # not the one in use
    "I have keras 3 and tensorflow 2.4",  # 2.4 declares no keras package
])
def test_keras_3_said_where_it_is_no_pair_to_fix_is_no_skew(said: str) -> None:
    assert all(e.cause != "keras_version_skew" for e in explain(said))


def test_a_scripts_own_import_of_tensorflows_generated_code_is_no_failure() -> None:
    """Only under a frame of TensorFlow's is the import line the one that failed."""
    found = explain("import tensorflow as tf\nfrom tensorflow.core.example import example_pb2\nprotobuf 4.21.0\n"
                    "ValueError: Shapes (None, 1) and (None, 10) are incompatible")
    assert not any(e.cause == "protobuf_incompatible" for e in found)


def test_protobuf_5_with_no_version_said_is_not_told_to_go_below_3_20() -> None:
    top = explain(PB2_TRACEBACK.format(said="protobuf 5.28.3"))[0]
    assert "protobuf<3.20" not in top.fix


def test_a_name_typing_extensions_lacks_under_a_release_that_pins_it_old_is_that_pin() -> None:
    """TensorFlow 2.4-2.6 declare typing-extensions~=3.7.4 (their wheels): TypeGuard and ParamSpec came with 3.10."""
    (found, *_) = explain("Install tensorflow==2.6.0, install superqt, and import superqt.\n"
                          "    from typing_extensions import Literal, ParamSpec\n"
                          "ImportError: cannot import name 'ParamSpec' from 'typing_extensions'")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "typing-extensions~=3.7.4" in found.meaning
    assert "TensorFlow 2.7 or newer" in found.fix  # the first release whose wheel no longer caps it
    assert "typing-extensions" in found.fix


def test_a_name_typing_extensions_lacks_says_uncertain_where_no_pin_explains_it() -> None:
    (bare, *_) = explain("import tensorflow as tf\n"
                         "ImportError: cannot import name 'TypeGuard' from 'typing_extensions'")
    assert (bare.cause, bare.level) == ("dependency_conflict", "warning")
    assert "uncertain" in bare.meaning
    assert "TensorFlow 2.4-2.6 declare typing-extensions~=3.7.4" in bare.meaning  # which releases would explain it
    (later, *_) = explain("tensorflow==2.13.0\nImportError: cannot import name 'TypeIs' from 'typing_extensions'")
    assert "uncertain" in later.meaning  # 2.13's <4.6.0 lacks only names from 4.6 on
    assert "typing-extensions<4.6.0" in later.meaning


def test_tensorflows_dict_wrapper_under_wrapt_1_15_is_the_wrapt_its_releases_cap() -> None:
    """wrapt 1.15 stopped hiding its proxy's TypeError on __dict__ (wrapt#231); 2.12 and 2.14-2.15 cap wrapt."""
    (found, *_) = explain("- tensorflow==2.7.4\nTypeError: this __dict__ descriptor does not support '_DictWrapper' "
                          "objects")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "wrapt<1.15" in found.fix
    assert "1.14.1, the last before 1.15" in found.fix
    assert "TensorFlow 2.14-2.15 declare wrapt<1.15" in found.fix
    (t213, *_) = explain("tensorflow 2.13.0\nTypeError: this __dict__ descriptor does not support '_DictWrapper' "
                         "objects")
    assert "typing-extensions<4.6.0" in t213.fix  # what 2.13 declares instead
    (newer, *_) = explain("tensorflow 2.17.0\nTypeError: this __dict__ descriptor does not support '_DictWrapper' "
                          "objects")
    assert (newer.level, "uncertain" in newer.meaning) == ("warning", True)  # no longer capped there


def test_tensorflow_io_unable_to_open_its_library_is_its_release_not_the_cuda_runtime() -> None:
    """tensorflow_io/python/ops/__init__.py's _load_library; the libcudart line above it prints on any machine."""
    paste = ("NotImplementedError: unable to open file: libtensorflow_io.so\n"
             "2022-12-07 04:26:57.241388: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
             "load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: "
             "No such file or directory")
    found = explain(paste)
    assert found[0].cause == "dependency_conflict"
    assert "tensorflow-io" in found[0].fix
    assert "uncertain which" in found[0].meaning  # the `caused by` list decides between a build and no build
    cuda = next(e for e in found if e.cause == "cuda_libs_missing")
    assert "uncertain" in cuda.meaning  # a package failing shows no GPU
    caused = explain("UserWarning: unable to open file: libtensorflow_io.so, from paths: ['/v/tensorflow_io/python/ops"
                     "/libtensorflow_io.so']\ncaused by: ['/v/tensorflow_io/python/ops/libtensorflow_io.so: undefined "
                     "symbol: _ZN3tsl8str_util9LowercaseB5cxx11ESt17basic_string_viewIcSt11char_traitsIcEE']")
    assert caused[0].cause == "dependency_conflict"
    assert "built for another TensorFlow release" in caused[0].meaning  # decided by the undefined symbol
    assert "uncertain" not in caused[0].meaning


def test_tensorflow_1x_compat_v2_missing_a_name_is_a_standalone_keras_2_3_on_it() -> None:
    """keras 2.3 reaches TensorFlow through tf.compat.v2 (bert4keras#369: keras 2.2.5 runs on the same TensorFlow)."""
    (found, *_) = explain("keras==2.3.1\ntensorflow==1.14\nAttributeError: module "
                          "'tensorflow._api.v1.compat.v2.compat' has no attribute 'v1'")
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras==2.2.5" in found.fix
    (bare, *_) = explain("AttributeError: module 'tensorflow._api.v1.compat.v2.compat' has no attribute 'v1'")
    assert (bare.cause, bare.level, "uncertain" in bare.meaning) == ("keras_version_skew", "warning", True)


def test_numpy_1_24_removed_typedict_as_it_removed_the_aliases() -> None:
    (found, *_) = explain("CI error importing TF / h5py: module 'numpy' has no attribute 'typeDict'")
    assert found.cause == "numpy_incompatible"
    assert "numpy<1.24" in found.fix


def test_markdown_backticks_around_a_quoted_name_do_not_hide_the_message() -> None:
    (found, *_) = explain("I receive this error: module `'keras.utils.generic_utils' has no attribute "
                          "'populate_dict_with_module_objects'`")
    assert found.cause == "keras_version_skew"


def test_keras_applications_1_0_8_removed_set_keras_submodules() -> None:
    (found, *_) = explain("----> 5 keras_applications.set_keras_submodules(backend=tf.keras.backend, "
                          "layers=tf.keras.layers)\nAttributeError: module 'keras_applications' has no attribute "
                          "'set_keras_submodules'")
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "keras_applications==1.0.7" in found.fix


def test_keras_3s_sequential_refusal_cut_before_what_it_received_is_uncertain() -> None:
    """Keras 3's words (Keras 2 says `The added layer must be an instance of class Layer`); what it got decides."""
    for cut in ("ValueError: Only instances of `keras.Layer` can be added to a Sequential model. Rec",
                "Only instances of `keras.Layer` can be added to a Sequential mode"):
        (found, *_) = explain(cut)
        assert (found.cause, found.level) == ("keras3_legacy_code", "warning")
        assert "uncertain" in found.meaning
        assert "TF_USE_LEGACY_KERAS" in found.fix
    own = explain("ValueError: Only instances of `keras.Layer` can be added to a Sequential model. Received: "
                  "<function build at 0x7f0> (of type <class 'function'>)")
    assert all(e.level not in ("error", "warning") for e in own)  # the code's own object: no verdict


def test_keras_3s_sequential_given_a_keras_2_librarys_layer_is_legacy_code() -> None:
    """tfp.layers and tensorflow_addons' layers subclass Keras 2's Layer, which Keras 3's Sequential refuses."""
    for received in ("tensorflow_probability.python.layers.distribution_layer.IndependentNormal object at 0x7f1",
                     "tensorflow_addons.layers.normalizations.GroupNormalization object at 0x7f2"):
        (found, *_) = explain("model = tf.keras.Sequential([...])\nValueError: Only instances of `keras.Layer` can "
                              f"be added to a Sequential model. Received: <{received}> (of type <class '...'>)")
        assert (found.cause, found.level) == ("keras3_legacy_code", "error")
        assert "TF_USE_LEGACY_KERAS" in found.fix


def test_a_name_no_keras_ever_exported_is_the_codes_misspelling() -> None:
    """`from keras import back`: no Keras release has it (keras/__init__.py of 2.x and 3.x), so no version fixes it."""
    line = "ImportError: cannot import name '{}' from 'keras' (/env/lib/python3.7/site-packages/keras/__init__.py)"
    assert not [e for e in explain(line.format("back")) if e.level in ("error", "warning")]
    assert explain(line.format("Layer"))[0].cause == "keras_version_skew"  # Keras 3's, under a Keras 2


@pytest.mark.parametrize("name", ["objectives", "initializations"])
def test_a_module_an_older_keras_had_is_no_misspelling(name: str) -> None:
    """Keras 1's `initializations` and `objectives` (kept as keras/objectives.py up to 2.3): code for an older Keras."""
    line = "ImportError: cannot import name '{}' from 'keras' (/env/lib/python3.9/site-packages/keras/__init__.py)"
    assert all(e.cause != "harmless" and "misspelling" not in e.meaning for e in explain(line.format(name)))


def test_a_tf1_name_missing_from_tf_keras_public_api_is_no_internal() -> None:
    """tensorflow.python.keras.api._v2 is tf.keras' public API: a TF 1.x name missing there is TF 1.x code on TF 2."""
    public = ("AttributeError: module 'tensorflow.python.keras.api._v2.keras.initializers' has no attribute "
              "'random_normal'")
    assert not [e for e in explain(public) if e.level in ("error", "warning")]
    internal = "AttributeError: module 'tensorflow.python.keras.engine.base_layer' has no attribute 'AddMetric'"
    assert explain(internal)[0].cause == "keras_version_skew"


def test_numpy_2_in_its_own_words_for_a_removed_attribute() -> None:
    """NumPy 2.0's __getattr__: "`np.complex_` was removed in the NumPy 2.0 release" (rf-detr#1061's traceback)."""
    (found, *_) = explain("import tensorflow as tf\n"
                          "AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.")
    assert (found.cause, found.level) == ("numpy_incompatible", "error")
    assert "numpy<2" in found.fix
    assert "TensorFlow's own code" not in found.meaning  # no frame says whose code it is
    (own, *_) = explain('  File "C:\\envs\\x\\lib\\site-packages\\tensorflow\\python\\ops\\numpy_ops\\np_dtypes.py", '
                        "line 30, in <module>\n    complex_ = np.complex_\nAttributeError: `np.complex_` was removed "
                        "in the NumPy 2.0 release. Use `np.complex128` instead.")
    assert own.cause == "numpy_incompatible"
    assert "TensorFlow's own code" in own.meaning


@pytest.mark.parametrize(("header", "runtime", "struct", "want", "not_want"), [
    ("88", "80", "ndarray", "numpy>=1.20", "numpy<2"),  # pycocotools built against NumPy 1.20+, 1.19 installed
    ("96", "88", "dtype", "numpy<2", "numpy>="),  # built against NumPy 1.x, NumPy 2 installed (pandas, h5py)
    ("88", "96", "dtype", "numpy>=2", "numpy<2"),  # built against NumPy 2, a 1.x installed
])
def test_cythons_struct_size_check_says_which_numpy_is_older(header: str, runtime: str, struct: str, want: str,
                                                              not_want: str) -> None:
    (found, *_) = explain(f"import tensorflow as tf\nValueError: numpy.{struct} size changed, may indicate binary "
                          f"incompatibility. Expected {header} from C header, got {runtime} from PyObject")
    assert (found.cause, found.level) == ("numpy_incompatible", "error")
    assert "uncertain" not in found.meaning
    assert want in found.fix
    assert not_want not in found.fix


def test_an_import_failing_in_keras_3s_tf_keras_shim_is_keras_3() -> None:
    """The path Python gives decides (deepface#1094: TensorFlow 2.16's tf.keras has no LocallyConnected2D)."""
    (found, *_) = explain("ImportError: cannot import name 'LocallyConnected2D' from 'tensorflow.keras.layers' "
                          "(/usr/local/lib/python3.10/site-packages/keras/_tf_keras/keras/layers/__init__.py)")
    assert found.cause == "keras3_legacy_code"
    assert "tf-keras" in found.fix
    (keras2, *_) = explain("ImportError: cannot import name 'img_to_array' from 'keras.preprocessing.image' "
                           "(/usr/local/lib/python3.8/dist-packages/keras/preprocessing/image/__init__.py)")
    assert keras2.cause == "keras_version_skew"  # no shim in the path: not decided to be Keras 3


def test_a_tf_internal_missing_is_decided_by_the_keras_and_tensorflow_versions_the_paste_names() -> None:
    """Without a keras frame it is uncertain, unless the paste names a keras made for another TensorFlow."""
    line = ("ImportError: cannot import name 'get_config' from 'tensorflow.python.eager.context' "
            "(/usr/local/lib/python3.7/dist-packages/tensorflow_core/python/eager/context.py)")
    (found, *_) = explain(f"tensorflow 2.1.0\nkeras 2.6.0\n{line}")
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras 2.6.0" in found.meaning
    assert "uncertain" not in found.meaning
    (fits, *_) = explain(f"tensorflow 2.6.0\nkeras 2.6.0\n{line}")  # a keras made for it: the code's own import
    assert "uncertain" in fits.meaning
    (bare, *_) = explain(line)
    assert "uncertain" in bare.meaning


@pytest.mark.parametrize(("missing", "needed"), [
    ("numpy.core._multiarray_umath", "numpy>=1.16"),  # NumPy 1.16 merged multiarray and umath into it
    ("numpy._core", "numpy>=2.0"),  # NumPy 2.0 moved numpy.core there (a module or pickle made with NumPy 2)
])
def test_a_numpy_module_the_installed_numpy_lacks_is_numpy_older_than_the_builder(missing: str, needed: str) -> None:
    (found, *_) = explain(f"tensorflow==2.3.0\nModuleNotFoundError: No module named '{missing}'")
    assert (found.cause, found.level) == ("numpy_incompatible", "error")
    assert "uncertain" not in found.meaning
    assert needed in found.fix
    assert "numpy<1.19.0,>=1.16.0" in found.fix  # the range TensorFlow 2.3 declares, from the tables


def test_a_numpy_version_said_that_is_not_older_is_not_called_the_installed_one() -> None:
    (found, *_) = explain("Can't use this with numpy <1.16\n"
                          "ImportError: No module named 'numpy.core._multiarray_umath'")
    assert "NumPy 1.16 is older" not in found.meaning
    assert "the NumPy installed is older than 1.16" in found.meaning


def test_python2s_attribute_error_under_the_keras_backend_is_keras_for_another_tensorflow() -> None:
    paste = ('  File "/usr/local/lib/python2.7/dist-packages/keras/backend/tensorflow_backend.py", line 2933, in relu\n'
             "    x = tf.nn.leaky_relu(x, alpha)\n"
             "AttributeError: 'module' object has no attribute 'leaky_relu'")
    (found, *_) = explain(paste)
    assert found.cause == "keras_version_skew"
    assert "uncertain" in found.meaning  # Python 2 ran TensorFlow 1.x and 2.0-2.1: either may be the older
    assert "show tensorflow keras" in found.meaning
    assert found.evidence.endswith("'leaky_relu'")


def test_python2s_attribute_error_on_another_module_is_no_tensorflow_api_missing() -> None:
    paste = ('  File "/usr/local/lib/python2.7/dist-packages/keras/backend/tensorflow_backend.py", line 10, in f\n'
             "    x = np.frobnicate(x)\n"
             "AttributeError: 'module' object has no attribute 'frobnicate'")
    assert all(e.cause != "keras_version_skew" for e in explain(paste))


def test_a_keras_the_tensorflow_declares_points_at_the_code_not_the_pair() -> None:
    # the version glued to its name, as Chinese and Japanese prose writes it; the space Python puts after "module" lost
    (found, *_) = explain("使用python3.9.5 tensorflow 2.8.0 keras2.8.0 报错\n"
                          "AttributeError: module'keras.utils' has no attribute 'get_custom_objects'")
    assert found.cause == "keras_version_skew"
    assert "already the Keras TensorFlow 2.8 declares" in found.meaning  # keras 2.8.0 read, glued to its name
    assert "keras==2.8" not in found.fix  # installing the pair again changes nothing


@pytest.mark.parametrize(("paste", "gpu"), [
    ("环境：TensorFlow==1.13.1，TensorFlow-GPU==1.13.1，训练很慢", "1.13.1"),  # noqa: RUF001 - the users' punctuation
    ("pip install tensorflow-gpu==1.12.0\nsome-lib's requirements installed tensorflow==2.3.0 too", "1.12.0"),
])
def test_both_tensorflow_distributions_named_are_two_installs_pip_list_decides(paste: str, gpu: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("two_tensorflow_installs", "warning")
    assert "uncertain" in found.meaning
    assert "pip list" in found.meaning
    assert f"tensorflow-gpu=={gpu}" in found.fix
    assert "uninstall" in found.fix


def test_both_distributions_of_one_release_with_cuda_are_no_verdict() -> None:
    assert not explain("tensorflow==2.4.1 and tensorflow-gpu==2.4.1 are installed")  # each has CUDA: nothing lost


def test_a_release_said_beside_the_gpu_pin_is_not_a_second_distribution() -> None:
    found = explain("- TensorFlow installed from: pip install tensorflow-gpu==2.0.0\n- TensorFlow version: 2.0.0")
    assert all(e.cause != "two_tensorflow_installs" for e in found)


@pytest.mark.parametrize(("paste", "keras"), [
    ("pip upgraded keras to 2.4.3 on my tensorflow 1.12.0", "keras==2.2.5"),
    ("Keras 2.4 now brings in tensorflow>=2.2 and replaces TensorFlow 1.15", "keras==2.3.1"),
])
def test_a_keras_named_for_another_tensorflow_is_skew_with_the_keras_of_that_release(paste: str, keras: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert "from the versions in the paste" in found.meaning
    assert keras in found.fix
    assert "below 2.4" in found.fix


def test_a_keras_pair_named_alone_is_no_verdict() -> None:
    assert not [e for e in explain("tensorflow 2.1.0 keras 2.3.1") if e.level in ("error", "warning")]


def test_an_install_command_pinning_the_empty_tensorflow_gpu_is_the_removed_package() -> None:
    top = explain("pip install tensorflow-gpu==2.15 fails")[0]
    assert (top.cause, top.level) == ("tensorflow_gpu_removed", "error")
    assert "tensorflow[and-cuda]==2.15" in top.fix


@pytest.mark.parametrize("paste", [
    "I've installed TensorFlow-GPU version 2.12.1\nTensorFlow Version: 2.12.1",  # a version said, no install shown
    "pip install tensorflow-gpu==2.12.0 on windows 10",  # native Windows: no GPU after 2.10 whatever the package
    "pip install tensorflow-gpu==2.10.0",  # a release that had the package
])
def test_tensorflow_gpu_said_or_on_windows_or_real_is_not_the_removed_package(paste: str) -> None:
    assert all(e.cause != "tensorflow_gpu_removed" for e in explain(paste))


@pytest.mark.parametrize("paste", [
    "AttributeError: `conv2d` is not available with Keras 3.",
    ('  File "model.py", line 40, in build\n    h = tf.compat.v1.layers.dense(h, 128)\n'
     "AttributeError: `dense` is not available with Keras 3."),
    "tensorflow 2.17.0\nAttributeError: LSTMCell is not available with Keras 3",  # a title, no backticks
])
def test_tensorflows_lazy_loader_refusing_a_keras_2_layer_is_code_for_keras_2(paste: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")
    assert "TF_USE_LEGACY_KERAS=1" in found.fix
    assert "installed over TensorFlow" not in found.meaning  # TensorFlow 2.16+'s own words: not an older one's


def test_a_standalone_keras_before_2_3_beside_tensorflow_2_decides_a_missing_tf1_api_without_a_traceback() -> None:
    pinned = ("AttributeError: module 'tensorflow' has no attribute 'get_default_graph'\n\nversions:\n"
              "keras==2.1.6\nh5py==2.10.0\ntensorflow==2.3.1\n")
    (found, *_) = explain(pinned)
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras" in found.fix
    own_code = "tensorflow==2.3.1\nAttributeError: module 'tensorflow' has no attribute 'placeholder'"
    assert all(e.cause != "keras_version_skew" for e in explain(own_code))  # no keras shown: TF1 code of its own


@pytest.mark.parametrize("paste", [
    ("Downloading/unpacking tensorflow (from -r requirements.txt (line 2))\n"
     "  Could not find any downloads that satisfy the requirement tensorflow (from -r requirements.txt (line 2))\n"
     "Cleaning up...\nNo distributions at all found for tensorflow (from -r requirements.txt (line 2))"),
    "$ sudo pip install tensorflow-gpu==1.4.0\nNo distributions at all found for tensorflow-gpu==1.4.0",
])
def test_a_pip_older_than_7_that_finds_no_wheel_is_too_old_for_manylinux(paste: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert "--upgrade pip" in found.fix
    assert "8.1" in found.meaning


def test_old_pips_words_on_windows_leave_the_python_to_decide() -> None:
    (found, *_) = explain("C:\\Python35\\Scripts>pip install tensorflow\n"
                          "Could not find any downloads that satisfy the requirement tensorflow")
    assert found.cause == "python_unsupported"
    assert "manylinux" not in found.meaning  # Windows' wheels are win_amd64: an old pip reads those


def test_old_pips_words_with_a_python_no_release_supports_name_the_python() -> None:
    (found, *_) = explain("pip 1.5.4 from /usr/lib/python2.6/dist-packages (python 2.6)\n$ pip install tensorflow\n"
                          "No distributions at all found for tensorflow")
    assert found.cause == "python_unsupported"
    assert "--upgrade pip" not in found.fix  # a newer pip finds no wheel for Python 2.6 either
    assert "Python 2.6" in found.fix


@pytest.mark.parametrize(("listing", "fix"), [
    # conda: tensorflow-gpu of an older release beside the CPU tensorflow of a newer one
    (("# packages in environment at /home/u/miniconda3/envs/dl:\ntensorflow                1.13.1          "
      "mkl_py37h54b294f_0\ntensorflow-gpu            1.9.0                         0"),
     "`conda install tensorflow-gpu=1.13`: conda pulls cudatoolkit 10.0"),
    # pip list: the same, the fix pins the GPU package with the build's CUDA
    ("Package          Version\ntensorflow       1.12.0\ntensorflow-gpu   1.10.0",
     "install 'tensorflow-gpu==1.12.*'` (with CUDA 9.0"),
    # the same release twice: nothing to choose between
    ("Package          Version\ntensorflow       1.12.0\ntensorflow-gpu   1.12.0", "then install one of them"),
])
def test_a_listing_of_tensorflow_and_tensorflow_gpu_names_the_gpu_release_to_keep(listing: str, fix: str) -> None:
    found = [e for e in explain(listing) if e.cause == "two_tensorflow_installs"]
    assert found
    assert fix in found[0].fix


def test_an_old_keras_pinned_beside_a_traceback_of_the_code_s_own_tf1_call_is_no_keras_skew() -> None:
    """The traceback shows the code's own frame calling the TF1 API: the keras pinned beside it did not call it."""
    paste = ("tensorflow 2.4.1, keras 2.2.4\nTraceback (most recent call last):\n"
             '  File "train.py", line 12, in <module>\n    x = tf.placeholder(tf.float32, [None, 784])\n'
             "AttributeError: module 'tensorflow' has no attribute 'placeholder'")
    assert all(e.cause != "keras_version_skew" for e in explain(paste))
    in_keras = paste.replace('"train.py"', '"/usr/lib/python3/site-packages/keras/backend/tensorflow_backend.py"')
    assert explain(in_keras)[0].cause == "keras_version_skew"


@pytest.mark.parametrize(("paste", "fix"), [
    ("tensorflow 1.12.0, tensorflow-hub 0.2.0\nAttributeError: module 'tensorflow_hub' has no attribute 'load'",
     "'tensorflow>=2.0' tensorflow-hub"),
    ("AttributeError: module 'tensorflow_hub' has no attribute 'KerasLayer'", "install -U tensorflow-hub"),
])
def test_tf_hubs_tf2_api_missing_is_a_hub_or_tensorflow_too_old(paste: str, fix: str) -> None:
    (found, *_) = explain(paste)
    assert found.cause == "dependency_conflict"
    assert fix in found.fix


_TF_IMPORT = ('Traceback (most recent call last):\n  File "serve.py", line 3, in <module>\n'
              "    import tensorflow as tf\n"
              '  File "/usr/local/lib/python3.8/site-packages/tensorflow/__init__.py", line 41, in <module>\n'
              "    from tensorflow.python.tools import module_util as _module_util\n")


@pytest.mark.parametrize("words", ["Since last night's rebuild of the image we get a protobuf error on start:",
                                   "The service crashes, looks like an issue with the new protobuf:",
                                   "The protobuf that our tool installs is not compatible with tensorflow any more:",
                                   "After installing the SDK the protobuf version is no longer compatible, so:"])
def test_protobuf_said_to_fail_beside_tensorflow_s_import_is_uncertain_protobuf(words: str) -> None:
    """The message is cut off: protobuf 4 under a TensorFlow before 2.12 is the common case, told as uncertain."""
    (found, *_) = explain(f"{words}\n{_TF_IMPORT}")
    assert (found.cause, found.level) == ("protobuf_incompatible", "warning"), found
    assert "uncertain" in found.meaning
    assert "protobuf<3.20" in found.fix


@pytest.mark.parametrize("words", ["I had a protobuf error earlier, which I fixed by pinning protobuf==3.20.3. Now:",
                                   "The protobuf error is solved now, but the import still crashes:",
                                   "I upgraded protobuf, the error is still there:",
                                   "Could this be a protobuf issue? The import crashes:"])
def test_protobuf_said_fixed_or_only_asked_about_is_not_read(words: str) -> None:
    """Words that say the protobuf error is gone, or ask whether it is one, do not say protobuf fails now."""
    assert not any(e.cause == "protobuf_incompatible" for e in explain(f"{words}\n{_TF_IMPORT}"))
    assert any(e.cause == "protobuf_incompatible"  # the failure said anew after another fix
               for e in explain(f"We fixed the build, but now there is a protobuf error:\n{_TF_IMPORT}"))


def test_protobuf_said_without_tensorflow_s_import_or_denied_is_not_read() -> None:
    assert not any(e.cause == "protobuf_incompatible" for e in explain("We get a protobuf error when we compile."))
    assert not any(e.cause == "protobuf_incompatible"
                   for e in explain(f"There is no protobuf error, the import just hangs:\n{_TF_IMPORT}"))
    assert not any(e.cause == "protobuf_incompatible"  # compatibility said of another pair
                   for e in explain(f"protobuf is fine; the grpcio wheel is not compatible with Python 3.12:\n"
                                    f"{_TF_IMPORT}"))


def test_the_install_s_own_pin_outside_tensorflow_s_range_names_the_release_that_admits_it() -> None:
    found = explain("ERROR: Cannot install -r requirements.txt (line 3) and tensorflow==2.6.0 because these package "
                    "versions have conflicting dependencies.\n\nThe conflict is caused by:\n"
                    "    The user requested typing_extensions==4.5.0\n"
                    "    tensorflow 2.6.0 depends on typing-extensions~=3.7.4\n")[0]
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "typing-extensions==4.5.0" in found.meaning
    assert "tensorflow==2.7.*" in found.fix  # the nearest release whose range (>=3.6.6) admits the pin
    assert "loosen the requested typing-extensions==4.5.0" in found.fix


def test_the_install_s_own_pin_inside_tensorflow_s_range_is_not_blamed() -> None:
    found = explain("The conflict is caused by:\n    The user requested typing-extensions==3.7.4.3\n"
                    "    tensorflow 2.6.0 depends on typing-extensions~=3.7.4\n"
                    "    black 21.12b0 depends on typing-extensions>=3.10.0.0\n")
    assert all("the install itself asks" not in e.meaning for e in found)


_TF_DESCRIPTOR = ("---> 36     _descriptor.FieldDescriptor(\n     37       name='size', "
                  "full_name='tensorflow.TensorShapeProto.Dim.size', index=0,\n")


@pytest.mark.parametrize(("words", "read"), [
    ("Protocol Buffer error - I cannot import tensorflow", True),
    ("Several issues related to protobuff and TensorFlow incompatibility", True),
    ("protobuf 3.19 is installed, no error from it; the import fails later", False),
])
def test_protobuf_in_other_words_beside_tensorflow_s_generated_code(words: str, read: bool) -> None:
    """Protocol Buffers, protobuff, a few words before the failure; TensorFlow's generated descriptors shown."""
    found = [e for e in explain(f"{words}\n{_TF_DESCRIPTOR}") if e.cause == "protobuf_incompatible"]
    assert bool(found) is read, found


@pytest.mark.parametrize("words", [
    "Model works in tensorflow 2.15 perfectly but I am unable to load the model in tensorflow 2.16!",
    "My Keras model runs fine with tf 2.14, however with tf 2.17 it breaks.",
    "After upgrading tensorflow to 2.16, my keras code no longer works.",  # since the move across, not a pair named
    "after updating TF to 2.17 the model fails to load",
])
def test_a_model_said_to_work_before_keras_3_and_not_after_is_uncertain_keras_3(words: str) -> None:
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("keras3_legacy_code", "warning"), found
    assert found.meaning.startswith("uncertain")
    assert "2.16" in found.meaning
    assert "TF_USE_LEGACY_KERAS=1" in found.fix
    assert "tensorflow<2.16" in found.fix


@pytest.mark.parametrize("words", [
    "The model works with tensorflow 2.16 but not with tensorflow 2.15.",  # the other way round
    "The model works on tensorflow 2.15 but with tensorflow 2.16 the GPU is not found.",  # the GPU, not Keras
    "It works with tensorflow 2.12 but fails with tensorflow 2.13.",  # both before Keras 3
    "After upgrading tensorflow to 2.15, my keras code no longer works.",  # still Keras 2
    "After upgrading tensorflow to 2.16 my model trains but the GPU is not detected.",  # the GPU, not Keras
    "After upgrading tensorflow to 2.16 and installing tf_keras, my model works and there is no error.",
    "After upgrading TF to 2.17 the model trains, not only that, it is faster.",
    "After upgrading tf-keras to 2.16 the model fails to load.",  # tf-keras is Keras 2
])
def test_releases_said_across_another_boundary_are_not_keras_3(words: str) -> None:
    assert not any(e.cause == "keras3_legacy_code" for e in explain(words))


def test_a_tensorflow_range_before_the_arm64_wheels_names_tensorflow_macos_on_apple_silicon() -> None:
    """On an Apple-silicon Mac the `tensorflow` package has arm64 wheels from 2.13 only: a requirement below that has
    no wheel there (Apple's tensorflow-macos, which the fix names, is another distribution); elsewhere the range is
    fix enough."""
    conflict = "The conflict is caused by:\n    mypkg 1.0 depends on tensorflow<2.10 and >=2.4.1"
    top = explain(f"pip install mypkg on my Apple M1 Mac\n{conflict}")[0]
    assert top.cause == "python_unsupported"
    assert "`pip install tensorflow-macos==2.9`" in top.fix
    assert "tensorflow-macos" not in explain(f"pip install mypkg on Ubuntu 22.04\n{conflict}")[0].fix
    newer = explain("pip install mypkg on my Apple M1 Mac\n    mypkg 1.0 depends on tensorflow<2.17 and >=2.14")[0]
    assert "tensorflow-macos" not in newer.fix  # 2.16 has arm64 `tensorflow` wheels


@pytest.mark.parametrize(("tf", "numpy", "newer"), [("2.10.0", "2.0.1", "2.18"), ("2.11.0", "2.1.3", "2.18")])
def test_numpy_2_listed_under_a_release_compiled_for_numpy_1_is_read_though_its_range_admits_it(
        tf: str, numpy: str, newer: str) -> None:
    found = explain(f"tensorflow {tf}\nnumpy {numpy}\nI get an error when importing tensorflow")
    assert (found[0].cause, found[0].level) == ("numpy_incompatible", "error"), found
    assert "compiled against NumPy 1.x" in found[0].meaning
    assert f"`pip install 'numpy<2'`, or TensorFlow {newer} or newer" in found[0].fix


@pytest.mark.parametrize("paste", [
    "tensorflow 2.10.0\nnumpy 2.0.1",  # a listing alone: no failure shown
    # TensorFlow imported (it trained, or looked for its libraries): NumPy let it load
    "tensorflow 2.10.0\nnumpy 2.0.1\nEpoch 1/10\nResourceExhaustedError: OOM when allocating tensor with shape[64,256]",
    "tensorflow 2.10.0\nnumpy 2.0.1\nImportError: libcudnn.so.8: cannot open shared object file: No such file",
    "tensorflow 2.19.0\nnumpy 2.1.0\nI get an error when importing tensorflow",  # a release built for NumPy 2
    "tensorflow 2.10.0\nnumpy 1.26.4\nI get an error when importing tensorflow",
])
def test_numpy_that_the_build_runs_or_no_failure_is_not_read_as_numpy_2_under_numpy_1(paste: str) -> None:
    assert "numpy_incompatible" not in {e.cause for e in explain(paste)}


def test_tf_keras_of_another_minor_beside_keras_3_s_tensorflow_is_a_skew_pinned_to_that_minor() -> None:
    found = explain("tensorflow 2.16.1\ntf_keras 2.15.0\nexport TF_USE_LEGACY_KERAS=1\n"
                    "I get an error when importing tensorflow")
    assert (found[0].cause, found[0].level) == ("keras_version_skew", "error"), found
    assert "tf-keras 2.15.0 is made for TensorFlow 2.15" in found[0].meaning
    assert found[0].fix == "`pip install 'tf-keras~=2.16.0'`"  # not ~=2.16, which admits every later 2.x


@pytest.mark.parametrize("paste", [
    "tensorflow 2.16.1\ntf_keras 2.16.0\nexport TF_USE_LEGACY_KERAS=1\nI get an error when importing",  # the pair
    "tensorflow 2.16.1\ntf_keras 2.15.0\nexport TF_USE_LEGACY_KERAS=1",  # a listing alone
    # a leftover tf-keras, not in use (no TF_USE_LEGACY_KERAS, no tf_keras import), beside the code's own error
    "tensorflow 2.16.1\ntf_keras 2.15.0\nTraceback (most recent call last):\nValueError: Shapes (None, 10) and (3,)",
])
def test_tf_keras_of_the_same_minor_or_no_failure_is_not_read_as_a_skew(paste: str) -> None:
    assert "tf-keras" not in " ".join(e.meaning for e in explain(paste))
