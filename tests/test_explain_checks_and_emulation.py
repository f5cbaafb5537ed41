"""Readings of checks other programs make on the environment: setuptools' pkg_resources refusing another package's
program, apt refusing a package built for another python3, protobuf before 3.8 without append() on repeated message
fields, TensorFlow 1.x's SWIG wrapper missing a name of its native module, the standalone keras 2.3's thread-local
scope, the Edge TPU delegate in another interpreter, Docker emulating an amd64 image on an arm64 host,
tf.get_default_graph missing with no code shown calling it, a Python list given to Keras 3's fit or predict, a
.pb.h file's check on the protobuf headers a build found, and the last NumPy of each line a fix goes back to.

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
    # PyPI has no tflite-runtime 2.5: Coral's index does
    assert "install --extra-index-url https://google-coral.github.io/py-repo/ 'tflite-runtime==2.5.0.post1'" in top.fix


def test_tensorflows_own_requirement_refused_by_pkg_resources_keeps_its_reading() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (numpy 1.23.3 (/usr/lib/python3/dist-packages), "
                  "Requirement.parse('numpy~=1.19.2'), {'tensorflow'})")
    assert [e.cause for e in top] == ["numpy_incompatible"]


def test_a_keras_requirement_refused_by_pkg_resources_is_keras_skew() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (keras 2.4.3 (/opt/venv/lib/python3.7/site-packages), "
                  "Requirement.parse('keras<2.4,>=2.2'), {'kapre'})")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "install 'keras<2.4,>=2.2'" in top.fix


def test_another_keras_named_distribution_refused_by_pkg_resources_is_a_plain_conflict() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (keras-tuner 1.0.1 (/opt/venv/lib/python3.7/site-packages)"
                  ", Requirement.parse('keras-tuner>=1.0.2'), {'autokeras'})")[0]
    assert top.cause == "dependency_conflict"


def test_a_plain_version_conflict_on_setuptools_keeps_the_pkg_resources_it_runs_in() -> None:
    top = explain("pkg_resources.VersionConflict: (setuptools 39.0.1 (/usr/lib/python3/dist-packages), "
                  "Requirement.parse('setuptools>=41.0.0'))")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "setuptools 39.0.1 is installed, outside setuptools>=41.0.0, which" in top.meaning
    assert "<82" not in top.meaning  # the program's own requirement, as it states it
    assert "'setuptools>=41.0.0,<82'" in top.fix  # setuptools 82 removed pkg_resources


APT = """The following packages have unmet dependencies:
 python3-edgetpu : Depends: python3 (< 3.8) but 3.8.2-0ubuntu2 is to be installed
E: Unable to correct problems, you have held broken packages."""


def test_apt_refusing_a_package_built_for_an_older_python3_names_the_python_below_its_bound() -> None:
    top = explain(APT)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "python3-edgetpu is built for python3 < 3.8" in top.meaning
    assert "would install is 3.8" in top.meaning
    assert top.fix.startswith("use Python 3.7:")


def test_apt_refusing_a_package_built_for_a_newer_python3_names_its_floor() -> None:
    top = explain(" python3-tflite-runtime:arm64 : Depends: python3:arm64 (>= 3.9~) but 3.7.3-1 is to be installed")[0]
    assert top.cause == "python_unsupported"
    assert "python3-tflite-runtime is built" in top.meaning
    assert top.fix.startswith("use Python 3.9:")
    assert "3.9 or newer" in top.fix


def test_apt_reads_a_packages_second_dependency_on_a_line_of_its_own() -> None:
    top = explain(" python3-pycoral : Depends: python3-tflite-runtime (= 2.5.0.post1) but it is not going to be "
                  "installed\n                   Depends: python3 (< 3.10) but 3.10.6-1~22.04 is to be installed")[0]
    assert top.cause == "python_unsupported"
    assert top.fix.startswith("use Python 3.9:")


def test_apt_with_the_python3_inside_the_bound_or_an_exact_pin_is_not_python() -> None:
    for line in (" python3-dev : Depends: python3 (= 3.8.2-0ubuntu2) but 3.8.10-0ubuntu1~20.04 is to be installed",
                 " python3-tk : Depends: python3 (>= 3.8.2-1~) but 3.8.2-0ubuntu2 is to be installed",
                 " python3-foo : Depends: python3 (< 3.9) but 3.8.10-0ubuntu1 is to be installed",
                 " python3-pip : Depends: python3 (>= 2.7.1-0ubuntu2) but it is not going to be installed",
                 " python3-old : Depends: python3 (< 3.0) but 3.8.10-0ubuntu1 is to be installed"):
        assert all(e.cause != "python_unsupported" for e in explain(line)), line


def test_a_repeated_message_field_without_append_is_protobuf_older_than_3_8() -> None:
    top = explain("Successfully installed tensorflow-2.1.0\n"
                  "AttributeError: 'google.protobuf.pyext._message.RepeatedCompositeCo' object has no attribute "
                  "'append'")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "'protobuf>=3.8.0,<3.20'" in top.fix  # protobuf 4 refuses the code generated into TensorFlow before 2.12
    assert "TensorFlow 2.1 declares protobuf>=3.8.0" in top.fix


def test_a_repeated_field_without_insert_in_pure_python_protobuf_under_a_capped_tensorflow_takes_its_range() -> None:
    top = explain("tensorflow 2.10.0\nAttributeError: 'RepeatedCompositeFieldContainer' object has no attribute "
                  "'insert'")[0]
    assert top.cause == "protobuf_incompatible"
    assert "install -U 'protobuf<3.20,>=3.9.2'" in top.fix


def test_protobuf_4s_upb_container_is_not_read() -> None:
    assert not explain("AttributeError: 'google._upb._message.RepeatedCompositeContainer' object has no attribute "
                       "'append'")


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


def test_keras_thread_local_in_python_2s_words_with_no_keras_shown_is_uncertain() -> None:
    top = explain("AttributeError: 'thread._local' object has no attribute 'value'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert top.meaning.startswith("uncertain")


def test_a_thread_local_value_of_another_package_or_another_keras_is_not_keras_2_3() -> None:
    error = "AttributeError: '_thread._local' object has no attribute 'value'"
    for paste in (f'  File "/usr/lib/python3/dist-packages/werkzeug/local.py", line 72, in __getattr__\n{error}',
                  f"keras 2.2.4\n{error}"):
        assert all(e.cause != "keras_version_skew" for e in explain(paste)), paste


DOCKER_ARM = ("WARNING: The requested image's platform (linux/amd64) does not match the detected host platform "
              "(linux/arm64/v8) and no specific platform was requested")


def test_an_amd64_image_emulated_on_arm64_that_crashes_is_the_emulators_missing_avx() -> None:
    top = explain(f"$ docker run tensorflow/tensorflow python -c 'import tensorflow'\n{DOCKER_ARM}\n"
                  "qemu: uncaught target signal 6 (Aborted) - core dumped")[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error")
    assert "linux/arm64/v8" in top.meaning
    assert "--platform linux/arm64" in top.fix
    assert "from 2.10" in top.fix  # the tables' first release with a Linux aarch64 wheel


def test_an_amd64_image_emulated_on_arm64_with_no_failure_or_another_program_crashing_is_information() -> None:
    for paste in (DOCKER_ARM, f"{DOCKER_ARM}\nmy node container crashes when I run npm start"):
        assert [(e.cause, e.level) for e in explain(paste)] == [("harmless", "info")], paste


def test_an_arm64_image_on_an_amd64_host_is_not_read_as_emulated_x86() -> None:
    assert not explain("WARNING: The requested image's platform (linux/arm64/v8) does not match the detected host "
                       "platform (linux/amd64) and no specific platform was requested")


GRAPH = "AttributeError: module 'tensorflow' has no attribute 'get_default_graph'"


def test_get_default_graph_missing_with_no_code_calling_it_is_the_standalone_keras_uncertain() -> None:
    top = explain(GRAPH)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert top.meaning.startswith("uncertain")
    assert "tensorflow.compat.v1" in top.fix


def test_get_default_graph_the_code_calls_or_imports_itself_is_not_keras() -> None:
    for paste in (('Traceback (most recent call last):\n  File "demo.py", line 38, in <module>\n'
                  f"    graph = tf.get_default_graph()\n{GRAPH}"),
                  "ImportError: cannot import name 'get_default_graph' from 'tensorflow'"):
        assert all(e.cause != "keras_version_skew" for e in explain(paste)), paste


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
    assert "libedgetpu1-std" in top.fix


def test_the_edge_tpu_custom_op_failing_in_the_c_api_s_two_lines_is_read_too() -> None:
    top = explain("ERROR: Internal: Unsupported data type in custom op handler: 0\n"
                  "ERROR: Node number 0 () failed to prepare.")[0]
    assert top.cause == "dependency_conflict"
    assert "libedgetpu" in top.meaning


def test_the_swig_wrapper_missing_a_name_of_its_native_module_is_two_releases_files_mixed() -> None:
    top = explain('  File "C:\\Python36\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow_internal.py", '
                  "line 102, in <module>\n    _pywrap_tensorflow_internal.TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant("
                  "_pywrap_tensorflow_internal)\nAttributeError: module '_pywrap_tensorflow_internal' has no attribute "
                  "'TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant'")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant" in top.meaning
    assert "uninstall -y" in top.fix


def test_python_2s_words_for_a_swig_name_missing_count_where_tensorflow_is_named() -> None:
    top = explain('  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", '
                  "line 102, in <module>\nAttributeError: 'module' object has no attribute "
                  "'TFE_DEVICE_PLACEMENT_EXPLICIT_swigconstant'")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "_pywrap_tensorflow_internal.so" in top.meaning


def test_a_plain_version_conflict_on_tensorflow_names_the_package_in_words() -> None:
    top = explain("pkg_resources.VersionConflict: (tensorflow 2.3.0 (/usr/lib/python3/dist-packages), "
                  "Requirement.parse('tensorflow>=2.4'))")[0]
    assert top.cause == "dependency_conflict"
    assert "or the package refuses the TensorFlow it imports" in top.meaning
    assert "or a release of the package whose requirements admit TensorFlow 2.3.0" in top.fix


def test_an_add_on_requiring_a_package_is_the_add_ons_conflict_not_tensorflows_range() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (typeguard 3.0.1 "
                  "(c:\\program files (x86)\\python37\\lib\\site-packages), "
                  "Requirement.parse('typeguard<3.0.0,>=2.7'), {'tensorflow-addons'})")[0]
    assert top.cause == "dependency_conflict"
    assert top.meaning.startswith("tensorflow-addons requires typeguard<3.0.0,>=2.7")


def test_a_local_version_in_pkg_resources_line_is_read() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (torch 1.9.0+cu111 (/opt/venv/lib/python3.8/site-packages)"
                  ", Requirement.parse('torch==1.8.1'), {'torchvision'})")[0]
    assert "torch 1.9.0+cu111 is installed" in top.meaning


def test_apt_bounds_read_by_debian_order() -> None:
    top = explain(" python3-foo : Depends: python3 (>> 3.8) but 3.7.3-1 is to be installed")[0]
    assert top.fix.startswith("use Python 3.8:")
    assert "`python3.8 -m venv .venv`" in top.fix
    for line in (" python3-foo : Depends: python3 (< 3.8.5) but 3.8.10-0ubuntu1 is to be installed",
                 " python3-foo : Depends: python3 (>= 3.9.2) but 3.8.10-0ubuntu1 is to be installed",
                 " python3-foo : Depends: python3 (>> 3.8) but 3.8.2-0ubuntu2 is to be installed"):
        assert all(e.cause != "python_unsupported" for e in explain(line)), line


def test_keras_thread_local_under_tensorflow_2_offers_no_keras_for_tensorflow_1() -> None:
    top = explain("tensorflow 2.1.0\nkeras 2.3.1\nUsing TensorFlow backend.\n"
                  "AttributeError: '_thread._local' object has no attribute 'value'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")  # the banner shows the standalone keras
    assert "install 'keras<2.3'" not in top.fix
    assert "keras 2.2 only with TensorFlow 1.x" in top.fix


def test_keras_thread_local_beside_tf_keras_alone_is_not_read() -> None:
    assert not explain("from tensorflow.keras.models import load_model\n"
                       "AttributeError: '_thread._local' object has no attribute 'value'")


def test_a_numpy_array_refused_by_keras_3s_data_adapters_is_not_read_as_a_list() -> None:
    assert not explain("ValueError: Unrecognized data type: x=[[0.1 0.2] [0.3 0.4]] (of type <class "
                       "'numpy.ndarray'>)")


def test_a_python_list_under_keras_3_installed_over_tensorflow_2_15_names_its_keras_2() -> None:
    top = explain("tensorflow 2.15.0\nValueError: Unrecognized data type: x=['a'] (of type <class 'list'>)")[0]
    assert top.cause == "keras3_legacy_code"
    assert "TensorFlow 2.15's own Keras 2" in top.fix
    assert "TF_USE_LEGACY_KERAS" not in top.fix


def test_an_emulated_image_whose_tensorflow_reports_its_cpus_instructions_is_information() -> None:
    found = explain(f"{DOCKER_ARM}\nI tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is "
                    "optimized to use available CPU instructions in performance-critical operations.\nTo enable the "
                    "following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate "
                    "compiler flags.\ntensorflow crashes with Segmentation fault (core dumped)")
    assert all(e.cause != "cpu_no_avx" for e in found)


def test_python_2s_swig_name_of_another_module_is_not_tensorflows() -> None:
    assert all(e.cause != "two_tensorflow_installs" for e in explain(
        "import tensorflow as tf\nAttributeError: 'module' object has no attribute 'CV_8UC1_swigconstant'"))


def test_the_edge_tpu_messages_two_lines_without_the_handler_words_are_read() -> None:
    top = explain("ERROR: Unsupported data type: 0\nERROR: Node number 0 (EdgeTpuDelegateForCustomOp) failed to "
                  "prepare.")[0]
    assert top.cause == "dependency_conflict"


def test_protobuf_without_append_under_tensorflow_2_4_keeps_its_floor() -> None:
    top = explain("tensorflow 2.4.1\nAttributeError: 'google.protobuf.pyext._message.RepeatedCompositeCo' object has "
                  "no attribute 'append'")[0]
    assert "install -U 'protobuf>=3.9.2,<3.20'" in top.fix


PB_H = "/usr/local/lib/python3.8/dist-packages/tensorflow/include/tensorflow/core/framework/tensor.pb.h:12:2: error: "


def test_tensorflows_pb_h_refusing_the_protobuf_headers_found_says_which_side_is_older() -> None:
    for which, headers in (("newer", "older"), ("older", "newer")):
        top = explain(f"{PB_H}#error This file was generated by a {which} version of protoc which is")[0]
        assert (top.cause, top.level) == ("protobuf_incompatible", "error")
        assert f"protobuf headers {headers} than the protoc" in top.meaning
        assert "tf.sysconfig.get_compile_flags()" in top.fix


def test_protobuf_22s_gencode_check_and_another_programs_pb_h_are_read_without_tensorflows_fix() -> None:
    top = explain('src/foo.pb.h:16:2: error: #error "Protobuf C++ gencode is built with an incompatible version of"')[0]
    assert top.cause == "protobuf_incompatible"
    assert "of another version than the protoc" in top.meaning
    assert "regenerate the .pb.h files" in top.fix


def test_an_alias_numpy_1_24_removed_names_the_last_release_with_it() -> None:
    top = explain('  File "/opt/lib/python3.8/site-packages/tensorflow/python/framework/dtypes.py", line 513, in '
                  "<module>\n    np.object,\nAttributeError: module 'numpy' has no attribute 'object'")[0]
    assert top.cause == "numpy_incompatible"
    assert "install 'numpy<1.24'` (1.23.5, the last with np.object)" in top.fix


def test_numpy_2_under_a_tensorflow_built_for_numpy_1_names_the_last_1_x() -> None:
    top = explain("tensorflow 2.15.0\nA module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it "
                  "may crash. To support both 1.x and 2.x\nversions of NumPy, modules must be compiled with NumPy "
                  "2.0.\nAttributeError: _ARRAY_API not found")[0]
    assert top.cause == "numpy_incompatible"
    assert "install 'numpy<2'` (1.26.4, the last 1.x)" in top.fix
