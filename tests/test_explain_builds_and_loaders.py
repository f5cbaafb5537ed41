"""Readings of what a build, a loader or a server says about the TensorFlow under it: a package's syntax under an
older Python, typing's metaclass conflict of absl-py under Python 3.6, a core op missing from the binary loading a
graph, the C API's headers and library not found by a build, a Go binding newer than its libtensorflow, ROCm's code
object manager, TensorBoard's setuptools, bert-serving-server's graph, TensorFlow 1.x's start-up memory figures, and a
template heading answered in words.

Each test names the message form it reads; the expected values come from the message itself or the tables.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.explain._explain import read_paste

SYNTAX_FRAME = ('  File "/usr/local/lib/python{py}/dist-packages/bert_serving/server/__init__.py", line 191\n'
                "{code}\n                                                      ^\n"
                "SyntaxError: invalid syntax\n")
DICT_UNPACKING = "    sink.send_multipart([client, msg, jsonapi.dumps({**status_runtime,"  # Python 3.5+
F_STRING = '    logger.info(f"ready: {status}")'  # Python 3.6+


def test_a_syntax_error_in_a_package_under_python_2_is_a_package_for_python_3() -> None:
    top = explain(SYNTAX_FRAME.format(py="2.7", code=DICT_UNPACKING))[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 2.7" in top.meaning
    assert "python3" in top.fix


def test_a_syntax_error_in_a_package_under_python_3_is_said_uncertain() -> None:
    top = explain(SYNTAX_FRAME.format(py="3.5", code=F_STRING))[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning")
    assert top.meaning.startswith("uncertain")
    assert "Python 3.5" in top.fix


def test_pips_own_syntax_error_is_a_pip_newer_than_the_python() -> None:
    top = explain('  File "/usr/local/lib/python3.5/site-packages/pip/_internal/cli/main.py", line 60\n'
                  '    sys.stderr.write(f"ERROR: {exc}")\n                                   ^\n'
                  "SyntaxError: invalid syntax")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "bootstrap.pypa.io/pip/3.5/get-pip.py" in top.fix


@pytest.mark.parametrize("paste", [
    # the user's own code: no installed package
    '  File "<stdin>", line 1\n    import tensorflow-gpu as tf\n                     ^\nSyntaxError: invalid syntax',
    # TensorFlow 1.12's `async` under Python 3.7 is the Python newer than TensorFlow (read apart)
    ('  File "/usr/local/lib/python3.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 114\n'
     "    def TFE_ContextOptionsSetAsync(arg1, async):\n                                             ^\n"
     "SyntaxError: invalid syntax"),
    # a package's frame with no SyntaxError line: not read as one
    '  File "/usr/local/lib/python3.5/site-packages/somepkg/core.py", line 12\n',
    # Python 2's code under Python 3: the package is older than the Python, not newer
    ('  File "/usr/local/lib/python3.8/site-packages/oldpkg/util.py", line 40\n    print "done"\n'
     "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(\"done\")?"),
    # a namespace folder names no distribution to install
    ('  File "/usr/local/lib/python3.5/site-packages/google/protobuf/x.py", line 4\n    y = f"{x}"\n'
     "SyntaxError: invalid syntax"),
])
def test_a_syntax_error_not_in_a_packages_code_is_not_a_python_too_old(paste: str) -> None:
    assert all("does not compile" not in e.meaning for e in explain(paste))


METACLASS = ("TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the "
             "metaclasses of all its bases")


def test_absl_2_under_python_3_6_is_absl_pinned_below_2() -> None:
    top = explain('  File "/usr/local/lib/python3.6/site-packages/absl/flags/_argument_parser.py", line 88, in '
                  "<module>\n    class ArgumentParser(Generic[_T], metaclass=_ArgumentParserCache):\n"
                  f"{METACLASS}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "'absl-py<2'" in top.fix


@pytest.mark.parametrize("paste", [
    f'  File "/usr/local/lib/python3.9/site-packages/mylib/base.py", line 8, in <module>\n{METACLASS}',
    # the code's own class mixing two metaclasses, under absl's app.run: no Generic, no Python 3.6 shown
    (f'  File "/usr/lib/python3/dist-packages/absl/app.py", line 251, in _run_main\n  File "gui.py", line 12, in '
     f"<module>\n    class Model(QObject, ABC):\n{METACLASS}"),
])
def test_a_metaclass_conflict_not_of_typing_generic_under_python_3_6_is_not_read(paste: str) -> None:
    assert not explain(paste)


@pytest.mark.parametrize(("paste", "level", "added"), [
    # BatchMatMulV3: TensorFlow 2.6 added it (tf.raw_ops), so 2.4 cannot load a graph using it
    (("tensorflow 2.4.1\nNotFoundError: Op type not registered 'BatchMatMulV3' in binary running on host. Make "
      "sure the Op and Kernel are registered in the binary running in this process."), "error", "2.6"),
    # TF Serving's own log: an op of 1.14 (raw_ops' first line), the binary older than the exporter
    (("E tensorflow_serving/util/retrier.cc:37] Loading servable: {name: m version: 1} failed: Not found: Op type "
      "not registered 'BatchMatMulV2' in binary running on 82ab054f3248."), "warning", None),
])
def test_a_core_op_missing_from_the_binary_is_a_model_saved_by_a_newer_tensorflow(
        paste: str, level: str, added: str | None) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", level)
    assert "newer TensorFlow" in top.meaning
    assert added is None or f"{added} or newer" in top.fix


@pytest.mark.parametrize("paste", [
    # an add-on's op (tensorflow_text's): its library not imported, not a version matter
    "NotFoundError: Op type not registered 'CaseFoldUTF8' in binary running on host.",
    # an old core op outside TF Serving: a trimmed build lacks it as well
    "NotFoundError: Op type not registered 'DecodeBmp' in binary running on host.",
    # the TensorFlow shown has the op: not an older binary
    "tensorflow 2.8.0\nNotFoundError: Op type not registered 'BatchMatMulV3' in binary running on host.",
])
def test_an_op_missing_that_no_release_decides_is_not_read(paste: str) -> None:
    assert not explain(paste)


@pytest.mark.parametrize(("paste", "what"), [
    ("attrs.go:20:11: fatal error: tensorflow/c/c_api.h: No such file or directory", "header"),
    ('I got an error "/usr/bin/ld: can\'t find -ltensorflow" under command "make dep-go"', "-ltensorflow"),
    ("ld: library not found for -ltensorflow", "-ltensorflow"),  # macOS ld64
])
def test_the_c_api_not_found_by_a_build_is_libtensorflow_not_installed_there(paste: str, what: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert what in top.meaning
    assert "/usr/local" in top.fix
    assert "ldconfig" in top.fix


def test_the_wheels_framework_library_not_found_by_a_custom_ops_build_names_tensorflows_link_flags() -> None:
    top = explain("/usr/bin/ld: cannot find -ltensorflow_framework")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "tf.sysconfig.get_link_flags()" in top.fix
    assert "/usr/local" not in top.fix


def test_a_c_api_name_unknown_to_cgo_is_a_libtensorflow_older_than_the_binding() -> None:
    top = explain("vendor/github.com/wamuir/graft/tensorflow/tensor.go:69:26: could not determine what "
                  "C.TF_FLOAT8_E4M3FN refers to")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "TF_FLOAT8_E4M3FN" in top.meaning


def test_rocms_code_object_manager_missing_is_rocms_library() -> None:
    top = explain("ImportError: libamd_comgr.so.1: cannot open shared object file: No such file or directory")[0]
    assert top.cause == "cuda_libs_missing"
    assert "ROCm" in top.meaning


def test_another_packages_generated_code_beyond_the_tensorflows_protobuf_range_is_the_pair() -> None:
    top = explain("tensorflow 2.15.0\ngoogle.protobuf.runtime_version.VersionError: Detected incompatible Protobuf "
                  "Gencode/Runtime versions when loading mediapipe/framework/calculator.proto: gencode 5.28.3 runtime "
                  "5.26.1. Runtime version cannot be older than the linked gencode version.")[0]
    assert top.cause == "protobuf_incompatible"
    assert "TensorFlow 2.15 declares" in top.meaning
    assert "protobuf>=5.28.3" not in top.fix  # TensorFlow 2.15 refuses protobuf 5


@pytest.mark.parametrize(("requirer", "cause", "level"), [
    ("tensorboard 2.0.2", "dependency_conflict", "warning"),  # TensorBoard imports pkg_resources
    ("tensorflow 2.0.0", "harmless", "info"),  # TensorFlow's own import does not
])
def test_setuptools_wanted_by_tensorboard_is_a_conflict_and_by_tensorflow_information(
        requirer: str, cause: str, level: str) -> None:
    top = explain(f"ERROR: {requirer} has requirement setuptools>=41.0.0, but you'll have setuptools 39.0.1 which is "
                  "incompatible.")[0]
    assert (top.cause, top.level) == (cause, level)
    assert "setuptools>=41.0.0" in top.fix
    assert cause == "harmless" or ",<82" in top.fix  # setuptools 82 removed the pkg_resources TensorBoard imports


BERT_SERVING = ("    self.graph_path, self.bert_config = pool.apply(optimize_graph, (self.args,))\n"
                "TypeError: cannot unpack non-iterable NoneType object")


@pytest.mark.parametrize(("shown", "level"), [
    ("", "warning"),  # no TensorFlow shown: most often a 2.x, uncertain
    ("tensorflow 2.3.0\n", "error"),
])
def test_bert_servings_graph_failing_is_tensorflow_2(shown: str, level: str) -> None:
    top = explain(f"{shown}{BERT_SERVING}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", level)
    assert "'tensorflow>=1.10,<2'" in top.fix


def test_bert_servings_graph_failing_under_a_1x_it_supports_is_not_read() -> None:
    assert not explain(f"tensorflow 1.15.0\n{BERT_SERVING}")  # the lines it logged before say why


def test_tensorflow_1xs_start_up_figures_with_the_memory_taken_are_another_process() -> None:
    top = explain("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1105] Found device 0 with properties:\n"
                  "name: GeForce RTX 2080 Ti major: 7 minor: 5 memoryClockRate(GHz): 1.545\n"
                  "pciBusID: 0000:02:00.0\ntotalMemory: 10.73GiB freeMemory: 64.56MiB\n")[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "64.56MiB free of 10.73GiB" in top.meaning


@pytest.mark.parametrize("paste", [
    "totalMemory: 10.73GiB freeMemory: 10.46GiB\n",
    # another GPU shown with room: the run may use that one
    "totalMemory: 10.73GiB freeMemory: 10.46GiB\ntotalMemory: 10.73GiB freeMemory: 320.00MiB\n",
    # a Jetson's GPU shares the system's memory
    "name: NVIDIA Tegra X1 major: 5 minor: 3\ntotalMemory: 3.87GiB freeMemory: 263.00MiB\n",
])
def test_start_up_figures_that_do_not_show_the_memory_taken_are_not_read(paste: str) -> None:
    assert not explain(paste)


@pytest.mark.parametrize(("paste", "read"), [
    # "N/A" answers the heading: the next line's numbers are not the CUDA installed
    ("- **CUDA/cuDNN version**: N/A\nThe 1.5.0 Java API fails at runtime", ()),
    # Markdown left on the heading's line is no answer
    ("**CUDA/cuDNN version**: <br>\n11.2/8.1", ("CUDA 11.2",)),
    # the template's own parenthesis is no answer: the value follows on the next line
    ("- **TensorFlow version (use command below)**:\n2.4.1", ("TensorFlow 2.4.1",)),
    ("**CUDA/cuDNN version**:\n11.2/8.1", ("CUDA 11.2",)),
])
def test_a_template_heading_answered_in_words_takes_no_value_from_the_next_line(
        paste: str, read: tuple[str, ...]) -> None:
    assert read_paste(paste).read == read


@pytest.mark.parametrize(("module", "cause"), [
    # Keras 2.13-2.15's keras/src/backend.py still has get_session: only Keras 3's keras.src.backend lacks it
    ("keras.src.backend", "keras3_legacy_code"),
    # the public keras.backend of 2.13+ lacks it (a v1 name): a Keras 2.13+ is enough to miss it
    ("keras.backend", "keras_version_skew"),
])
def test_get_session_missing_from_keras_src_backend_is_keras_3(module: str, cause: str) -> None:
    top = explain(f"AttributeError: module '{module}' has no attribute 'get_session'")[0]
    assert top.cause == cause


@pytest.mark.parametrize(("line", "fix"), [
    (("google.protobuf.runtime_version.VersionError: Detected incompatible Protobuf Gencode/Runtime versions when "
      "loading tensorflow/core/framework/attr_value.proto: gencode 5.28.3 runtime 5.27.2. Runtime version cannot be "
      "older than the linked gencode version."), "'protobuf>=5.28.3,<6'"),
    (("Detected mismatched Protobuf Gencode/Runtime major versions when loading tensorflow/core/protobuf/config.proto: "
      "gencode 6.31.1 runtime 5.29.3. Same major version is required."), "'protobuf>=6.31.1,<7'"),
])
def test_protobufs_gencode_check_names_the_runtime_the_generated_code_needs(line: str, fix: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "TensorFlow's generated code" in top.meaning
    assert fix in top.fix


def test_a_notebook_answering_false_where_colab_answers_true_is_not_another_interpreter() -> None:
    assert all(e.cause != "wrong_interpreter" for e in explain(
        "tf.test.is_gpu_available() gives True on Colab but in my Jupyter notebook it returns False"))


def test_the_notebook_answering_false_where_the_shell_answers_true_is_another_interpreter() -> None:
    top = explain('(tf-gpu) C:\\Users\\me> python -c "import tensorflow as tf; print(tf.test.is_gpu_available())"\n'
                  "True\nbut in Jupyter Notebook it prints False and tf.__version__ is 2.3.0 instead of 2.1.0")[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error")


def test_a_listing_said_to_show_only_the_cpu_after_pip_installing_1_14_is_its_cpu_package() -> None:
    top = explain("Installed tensorflow 1.14 via pip on Windows 10. from tensorflow.python.client import device_lib; "
                  "print(device_lib.list_local_devices()) only prints CPU:0 and XLA_CPU:0")[0]
    assert (top.cause, top.level) == ("tf1_cpu_package", "error")
    assert "tensorflow-gpu==1.14" in top.fix


def test_a_listing_said_to_show_not_only_the_cpu_is_no_empty_list() -> None:
    assert not explain("tensorflow 2.4: list_physical_devices() not only shows the CPU but also GPU:0")


def test_tensorflow_metals_plugin_missing_a_tensorflow_symbol_is_the_plugin_for_another_tensorflow() -> None:
    top = explain("NotFoundError: dlopen(/Users/me/miniforge3/envs/tf/lib/python3.9/site-packages/tensorflow-plugins/"
                  "libmetal_plugin.dylib, 0x0006): symbol not found in flat namespace "
                  "'__ZN10tensorflow16TensorShapeProtoC1ERKS0_'")[0]
    assert top.cause == "metal_plugin_mismatch"


@pytest.mark.parametrize(("metal", "cause"), [
    ("1.1.0", "metal_plugin_mismatch"),  # Apple's table pairs 2.18 with 1.2.0
    ("1.2.0", "gpu_not_detected"),  # the pair fits: a Mac's checklist (no CUDA item)
])
def test_an_empty_gpu_list_beside_tensorflow_metal_is_read_on_a_mac(metal: str, cause: str) -> None:
    top = explain(f"pip install tensorflow tensorflow-metal\ntensorflow 2.18.0, tensorflow-metal {metal}\n"
                  "tf.config.list_physical_devices('GPU') returns []")[0]
    assert top.cause == cause
    assert "and-cuda" not in top.fix


def test_an_illegal_instruction_of_another_package_on_a_cpu_with_avx_is_information() -> None:
    found = explain('python -c "import raisimpy as raisim"\nIllegal instruction (core dumped)\n'
                    "I have a very recent CPU (and it runs natively on macOS) in the Virtual Machine:\n"
                    "flags\t\t: fpu vme sse sse2 ssse3 fma sse4_1 sse4_2 avx f16c avx2 bmi2")
    assert found
    assert all(e.level == "info" for e in found)


@pytest.mark.parametrize("extension", ["SSE4.1", "SSE4.2", "SSE3"])
def test_an_sse_extension_missing_is_pypis_avx_build_not_a_custom_one(extension: str) -> None:
    top = explain("F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use "
                  f"{extension} instructions, but these aren't available on your machine.\nAborted (core dumped)")[0]
    assert top.cause == "cpu_no_avx"
    assert "custom" not in top.meaning
    assert "tensorflow==1.5" in top.fix


@pytest.mark.parametrize("extension", ["SSE4.1", "AVX"])
def test_a_guard_under_a_release_built_without_avx_is_another_tensorflow_uncertain(extension: str) -> None:
    top = explain("tensorflow 1.5.0\nF tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was "
                  f"compiled to use {extension} instructions, but these aren't available on your machine.")[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "warning")
    assert "another TensorFlow than PyPI's 1.5" in top.meaning
    assert "tf.__file__" in top.meaning


def test_2_4_0s_avx2_is_that_patchs_mistake() -> None:
    top = explain("tensorflow 2.4.0\nF tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was "
                  "compiled to use AVX2 instructions, but these aren't available on your machine.")[0]
    assert "TensorFlow 2.4.0's wheels" in top.meaning
    assert "'tensorflow==2.4.*,!=2.4.0'" in top.fix


def test_an_avx2_build_on_a_cpu_without_avx2_is_still_a_custom_build() -> None:
    top = explain("F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use "
                  "AVX2 instructions, but these aren't available on your machine.\nAborted (core dumped)")[0]
    assert "custom" in top.meaning


def test_an_apple_machine_named_beside_another_cpu_with_avx_is_still_rosetta() -> None:
    top = explain("M1 (macOS 12.3)\nzsh: illegal hardware instruction  python\nworks on my desktop with an i7-8700")[0]
    assert "Rosetta" in top.meaning


@pytest.mark.parametrize(("built", "fix"), [("2.2.4", "keras==2.2.4"), ("2.2.4-tf", "tf.keras")])
def test_a_projects_check_of_the_keras_that_saved_the_model_names_that_keras(built: str, fix: str) -> None:
    top = explain(f"> You are using Keras version  b'2.0.9' , but the model was built using  b'{built}'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert fix in top.fix


def test_an_import_error_said_with_a_cuda_library_is_that_library_missing() -> None:
    top = explain("when I try and use the python script I get an import error with `libcublas.so.9.0`.")[0]
    assert top.cause == "cuda_libs_missing"


def test_an_import_error_denied_is_no_library_missing() -> None:
    assert all(e.cause != "cuda_libs_missing" for e in explain(
        "There is no import error with libcudnn.so.7 anymore, but training is slow"))


@pytest.mark.parametrize("reason", [
    "Die Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen.",
    "Le fichier de pagination est insuffisant pour terminer cette opération.",
    "O arquivo de paginação é muito pequeno para que esta operação seja concluída.",
])
def test_windows_paging_file_in_other_languages_is_virtual_memory_run_out(reason: str) -> None:
    top = explain(f"ImportError: DLL load failed while importing _pywrap_tensorflow_internal: {reason}")[0]
    assert top.cause == "tf_import_failed"
    assert "paging file" in top.fix


@pytest.mark.parametrize(("said", "level", "fix"), [
    ("I saved the keras model by tf 1.15.\nwhen loading from tf 1.14, occurs:\n", "error", "TensorFlow 1.15"),
    ("", "warning", "drop or rename `ragged`"),  # no saver named, no loading frame: uncertain
    # the release named is the one loading it, not the one that saved it
    ("The model I saved fails to load in tensorflow 2.4:\n", "warning", "drop or rename `ragged`"),
    ("I trained it on Colab and loading in tf 2.3 gives:\n", "warning", "drop or rename `ragged`"),
])
def test_a_saved_configs_key_refused_names_the_release_the_words_say_saved_it(said: str, level: str, fix: str) -> None:
    top = explain(f"{said}ValueError: ('Unrecognized keyword arguments:', dict_keys(['ragged']))")[0]
    assert (top.cause, top.level) == ("keras_version_skew", level)
    assert fix in top.fix


def test_pip_said_not_to_find_the_release_installed_is_read_against_the_python() -> None:
    top = explain("I'm trying to install tensorflow 1.15 on Python 3.8 but pip can't find it")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 3.7" in top.fix


def test_a_release_installed_that_then_fails_on_the_gpu_is_no_python_refused() -> None:
    found = explain("installing tensorflow 2.15 with CUDA 12.2 but it doesn't work on the GPU, "
                    "tf.config.list_physical_devices('GPU') returns []")
    assert found
    assert found[0].cause != "python_unsupported"


def test_the_kubelets_unexpected_admission_is_the_device_plugins_gpus_lost() -> None:
    top = explain("  Warning  UnexpectedAdmissionError  pod/tf-train  Allocate failed due to requested number of "
                  "devices unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected")[0]
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "error")
    assert "device plugin" in top.fix


def test_out_of_memory_in_words_alone_leads_with_the_batch_or_model() -> None:
    top = explain("tensorflow: GPU out of memory error on the wordvec.py example")[0]
    assert (top.cause, top.level) == ("model_too_large", "warning")
    assert top.meaning.startswith("uncertain")
    assert "nvidia-smi" in top.fix  # the other way out: another process holding the GPU


@pytest.mark.parametrize(("paste", "read"), [
    # TF Serving's log beside the exporter's TensorFlow: the server is older than the op, whatever exported it
    (("tensorflow 2.10.0\nE tensorflow_serving/util/retrier.cc:37] Loading servable: {name: m version: 1} failed: "
      "Not found: Op type not registered 'DenseBincount' in binary running on 1a2b3c."), True),
    # an op a later line removed: a newer binary lacks it as well
    ("NotFoundError: Op type not registered 'LoadTPUEmbeddingADAMParametersGradAccumDebug' in binary running on h.",
     False),
])
def test_an_op_missing_is_read_by_the_servers_side_and_the_ops_whole_span(paste: str, read: bool) -> None:
    assert any(e.cause == "dependency_conflict" for e in explain(paste)) is read


@pytest.mark.parametrize("words", [
    "tensorflow out of memory with two jupyter notebooks open",
    "tensorflow runs out of GPU memory, the GPU is shared with other users",
    "tensorflow out of memory, the GPU memory is already used before I start",
])
def test_out_of_memory_said_beside_another_holder_is_the_memory_in_use(words: str) -> None:
    assert explain(words)[0].cause == "gpu_memory_in_use"


@pytest.mark.parametrize(("paste", "cause"), [
    # keras is TensorFlow's family: not another package's binary
    ('python -c "import keras"\nIllegal instruction (core dumped)', "cpu_no_avx"),
    # a Jetson Xavier's GPU shares the system's memory
    (("ARM64 does not support NUMA - returning NUMA node zero\nname: Xavier major: 7 minor: 2\n"
      "totalMemory: 15.45GiB freeMemory: 1.21GiB"), None),
    # an import error denied, the library said not loaded in the same sentence
    ("There is no import error, but tensorflow says libcudnn.so.8 could not be loaded", "cuda_libs_missing"),
    # the profiler's CPU time is no device listing
    ("tensorflow 2.4: the profiler only shows CPU time for the data pipeline", None),
])
def test_the_second_reviews_pastes_are_read_as_before_or_better(paste: str, cause: str | None) -> None:
    found = [e for e in explain(paste) if e.level in ("error", "warning")]
    assert (found[0].cause if found else None) == cause


def test_the_shell_answering_false_too_sets_no_interpreter_against_the_notebooks() -> None:
    top = explain("tf.test.is_gpu_available() returns False in the terminal too, but in jupyter notebook it also "
                  "prints False")[0]
    assert top.level == "warning"  # the checklist's uncertain item, not the decided interpreter


def test_tensorflow_metal_beside_an_nvidia_gpu_is_no_mac() -> None:
    top = explain("I have an RTX 3080 and pip installed tensorflow 2.13 and tensorflow-metal 1.0.0\n"
                  "tf.config.list_physical_devices('GPU') returns []")[0]
    assert "macOS has no CUDA" not in top.fix


def test_a_newer_keras_loading_an_older_keras_model_is_uncertain() -> None:
    top = explain("You are using Keras version 2.3.1 , but the model was built using b'2.0.9'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert top.meaning.startswith("uncertain")


def test_a_package_file_with_null_bytes_is_no_python_too_old() -> None:
    assert not explain('  File "/usr/lib/python3.8/dist-packages/wrapt/__init__.py", line 1\n'
                       "SyntaxError: source code cannot contain null bytes")
