"""Readings of checks other programs make on the environment: setuptools' pkg_resources refusing another package's
program, apt refusing a package built for another python3, protobuf before 3.8 without append() on repeated message
fields, TensorFlow 1.x's SWIG wrapper missing a name of its native module, the standalone keras 2.3's thread-local
scope, the Edge TPU delegate in another interpreter, Docker emulating an amd64 image on an arm64 host,
tf.get_default_graph missing with no code shown calling it, and a Python list given to Keras 3's fit or predict.

Each test names the message form it reads (as setuptools, apt, protobuf, Python, Keras, Coral's runtime and Docker
print it); the expected values come from the message itself or the tables.
"""

from __future__ import annotations

from envcheck.explain import explain

CONFLICT = ("pkg_resources.ContextualVersionConflict: (tflite-runtime 2.1.0.post1 "
            "(/usr/local/lib/python3.7/dist-packages), Requirement.parse('tflite-runtime==2.5.0.post1'), {'pycoral'})")


def test_another_packages_program_refused_by_pkg_resources_is_a_conflict_with_its_requirement() -> None:
    top = explain(CONFLICT)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "pycoral requires tflite-runtime==2.5.0.post1" in top.meaning
    assert "install 'tflite-runtime==2.5.0.post1'" in top.fix


def test_tensorflows_own_requirement_refused_by_pkg_resources_keeps_its_reading() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (numpy 1.23.3 (/usr/lib/python3/dist-packages), "
                  "Requirement.parse('numpy~=1.19.2'), {'tensorflow'})")
    assert [e.cause for e in top] == ["numpy_incompatible"]


def test_a_keras_requirement_refused_by_pkg_resources_is_keras_skew() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (keras 2.4.3 (/opt/venv/lib/python3.7/site-packages), "
                  "Requirement.parse('keras<2.4,>=2.2'), {'kapre'})")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "install 'keras<2.4,>=2.2'" in top.fix


def test_a_plain_version_conflict_names_the_requirement_without_a_requirer() -> None:
    top = explain("pkg_resources.VersionConflict: (setuptools 39.0.1 (/usr/lib/python3/dist-packages), "
                  "Requirement.parse('setuptools>=41.0.0'))")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "setuptools 39.0.1 is installed, outside setuptools>=41.0.0" in top.meaning


APT = """The following packages have unmet dependencies:
 python3-edgetpu : Depends: python3 (< 3.8) but 3.8.2-0ubuntu2 is to be installed
E: Unable to correct problems, you have held broken packages."""


def test_apt_refusing_a_package_built_for_an_older_python3_names_the_python_below_its_bound() -> None:
    top = explain(APT)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "python3 < 3.8" in top.meaning
    assert "this system's is 3.8" in top.meaning
    assert top.fix.startswith("use Python 3.7:")


def test_apt_refusing_a_package_built_for_a_newer_python3_names_its_floor() -> None:
    top = explain(" python3-tflite-runtime : Depends: python3 (>= 3.9~) but it is not going to be installed")[0]
    assert top.cause == "python_unsupported"
    assert top.fix.startswith("use Python 3.9:")
    assert "3.9 or newer" in top.fix


def test_apt_refusing_another_library_is_not_read_as_python() -> None:
    assert all(e.cause != "python_unsupported"
               for e in explain(" libnvinfer8 : Depends: libcudnn8 (>= 8.6) but 8.2.4 is to be installed"))


def test_a_repeated_message_field_without_append_is_protobuf_older_than_3_8() -> None:
    top = explain("Successfully installed tensorflow-2.1.0\n"
                  "AttributeError: 'google.protobuf.pyext._message.RepeatedCompositeCo' object has no attribute "
                  "'append'")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "protobuf>=3.8" in top.fix
    assert "TensorFlow 2.1 requires protobuf>=3.8.0" in top.fix


def test_a_repeated_field_missing_another_method_is_not_read() -> None:
    assert not [e for e in explain("AttributeError: 'google.protobuf.pyext._message.RepeatedCompositeCo' object has "
                                   "no attribute 'sort'") if e.cause == "protobuf_incompatible"]


def test_keras_thread_local_scope_missing_in_another_thread_is_the_standalone_keras_2_3() -> None:
    top = explain('  File "/usr/local/lib/python3.6/site-packages/keras/backend/tensorflow_backend.py", line 75, in '
                  "symbolic_fn_decorator\n    if _SYMBOLIC_SCOPE.value:\n"
                  "AttributeError: '_thread._local' object has no attribute 'value'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "'keras<2.3'" in top.fix
    assert "tensorflow.keras" in top.fix


DOCKER_ARM = ("WARNING: The requested image's platform (linux/amd64) does not match the detected host platform "
              "(linux/arm64/v8) and no specific platform was requested")


def test_an_amd64_image_emulated_on_arm64_that_crashes_is_the_emulators_missing_avx() -> None:
    top = explain(f"$ docker run tensorflow/tensorflow python -c 'import tensorflow'\n{DOCKER_ARM}\n"
                  "qemu: uncaught target signal 6 (Aborted) - core dumped")[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error")
    assert "linux/arm64/v8" in top.meaning
    assert "--platform linux/arm64" in top.fix
    assert "from 2.10" in top.fix  # the tables' first release with a Linux aarch64 wheel


def test_an_amd64_image_emulated_on_arm64_with_no_failure_is_information() -> None:
    found = explain(DOCKER_ARM)
    assert [(e.cause, e.level) for e in found] == [("harmless", "info")]


GRAPH = "AttributeError: module 'tensorflow' has no attribute 'get_default_graph'"


def test_get_default_graph_missing_with_no_code_calling_it_is_the_standalone_keras_uncertain() -> None:
    top = explain(GRAPH)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert top.meaning.startswith("uncertain")
    assert "tensorflow.compat.v1" in top.fix


def test_get_default_graph_the_code_calls_itself_is_not_keras() -> None:
    paste = ('Traceback (most recent call last):\n  File "demo.py", line 38, in <module>\n'
             f"    graph = tf.get_default_graph()\n{GRAPH}")
    assert all(e.cause != "keras_version_skew" for e in explain(paste))


def test_a_python_list_refused_by_keras_3s_data_adapters_is_keras_2_code_uncertain() -> None:
    top = explain("I have tf.__version__ 2.20.0\n"
                  "ValueError: Unrecognized data type: x=['To be or not to b'] (of type <class 'list'>)")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "warning")
    assert top.meaning.startswith("uncertain")
    assert "np.array" in top.fix
    assert "TF_USE_LEGACY_KERAS=1" in top.fix


def test_another_type_refused_by_keras_3s_data_adapters_is_not_read() -> None:
    assert not explain("ValueError: Unrecognized data type: x=<generator object gen at 0x7f> (of type <class "
                       "'generator'>)")


def test_the_edge_tpu_delegate_failing_to_prepare_is_an_interpreter_of_other_tensorflow_sources() -> None:
    top = explain("RuntimeError: Internal: Unsupported data type in custom op handler: 0Node number 1 "
                  "(EdgeTpuDelegateForCustomOp) failed to prepare.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "libedgetpu" in top.meaning
    assert "tflite-runtime==2.5.0.post1" in top.fix


def test_the_swig_wrapper_missing_a_name_of_its_native_module_is_two_releases_files_mixed() -> None:
    top = explain('  File "C:\\Python36\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow_internal.py", '
                  "line 102, in <module>\n    _pywrap_tensorflow_internal.TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant("
                  "_pywrap_tensorflow_internal)\nAttributeError: module '_pywrap_tensorflow_internal' has no attribute "
                  "'TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant'")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant" in top.meaning
    assert "uninstall -y" in top.fix
