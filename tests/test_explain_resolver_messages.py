"""Readings of resolvers' and libraries' own messages: uv's and libmamba's Python ranges, pip's skipped releases,
compile()'s optimizer check and ml_dtypes' missing names.

Each test names the message form it reads; the expected values come from the message itself or the tables.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain, read_paste

UV_CURRENT = ("  × No solution found when resolving dependencies:\n"  # noqa: RUF001 - uv's own sign
              "  ╰─▶ Because the current Python version (3.8.18) does not satisfy Python>=3.9 and tensorflow==2.18.0 "
              "depends on Python>=3.9, we can conclude that tensorflow==2.18.0 cannot be used.\n"
              "      And because you require tensorflow==2.18.0, we can conclude that your requirements are "
              "unsatisfiable.")
# pip's note sorts the versions as text; TensorFlow 2.14-2.15 declare Requires-Python >=3.9
PIP_SKIPPED = ("ERROR: Ignored the following versions that require a different python version: 2.15.0 "
               "Requires-Python >=3.9; 2.14.0 Requires-Python >=3.9; 2.14.1 Requires-Python >=3.9\n"
               "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)\n"
               "ERROR: No matching distribution found for tensorflow")


def test_uvs_current_python_outside_the_releases_range_is_named_with_the_python_to_use() -> None:
    top = explain(UV_CURRENT)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "tensorflow 2.18.0 requires Python>=3.9" in top.meaning
    assert "uv runs Python 3.8.18" in top.meaning
    assert "uv python install 3.9" in top.fix  # the oldest Python the range admits, above the one running


def test_uvs_current_python_below_the_range_is_told_the_oldest_python_it_admits() -> None:
    top = explain("  ╰─▶ Because the current Python version (3.8.18) does not satisfy Python>=3.9 and all versions "
                  "of tensorflow-io depend on Python>=3.9, we can conclude that all versions of tensorflow-io cannot "
                  "be used.")[0]
    assert top.cause == "python_unsupported"
    assert "uv python install 3.9" in top.fix


def test_uvs_requested_python_is_the_projects_range_to_narrow() -> None:
    top = explain("  ╰─▶ Because the requested Python version (>=3.8) does not satisfy Python>=3.9 and "
                  "tensorflow==2.18.0 depends on Python>=3.9, we can conclude that tensorflow==2.18.0 cannot be "
                  "used.")[0]
    assert top.cause == "python_unsupported"
    assert "requires-python" in top.meaning
    assert 'requires-python = ">=3.9"' in top.fix


def test_pips_skipped_tensorflow_releases_say_which_python_they_need() -> None:
    top = explain(PIP_SKIPPED)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "TensorFlow 2.14.0 to 2.15.0" in top.meaning  # oldest first, whatever order pip printed
    assert ">=3.9" in top.meaning
    assert "use Python 3.11" in top.fix  # the newest Python TensorFlow 2.15 has wheels for, inside the range
    assert "Python 2.1" not in top.meaning + top.fix  # the skipped releases are not read as the Python


@pytest.mark.parametrize("note", [
    "2.0.0 Requires-Python >=3.9",  # NumPy 2.0.0's range does not admit TensorFlow 2.0's Pythons
    "1.1.0 Requires-Python >=3.5, <3.8; 1.3.0a4 Requires-Python >=3.6, <3.8",  # TensorFlow 1.x declared none
])
def test_a_skipped_release_of_another_package_is_not_taken_for_tensorflows(note: str) -> None:
    top = explain(PIP_SKIPPED.replace("2.15.0 Requires-Python >=3.9; 2.14.0 Requires-Python >=3.9; 2.14.1 "
                                      "Requires-Python >=3.9", note))[0]
    assert top.cause == "python_unsupported"
    assert "skipped TensorFlow" not in top.meaning
    assert "uncertain" in top.meaning


def test_libmambas_tree_names_the_python_range_a_tensorflow_build_needs() -> None:
    top = explain("Could not solve for environment specs\nThe following packages are incompatible\n"
                  "├─ python 3.12**  is requested and can be installed;\n"
                  "└─ tensorflow-gpu is not installable because it requires\n"
                  "   └─ python >=3.7,<3.8.0a0 , which conflicts with any installable versions previously "
                  "reported.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 3.12" in top.meaning
    assert "python=3.7" in top.fix


@pytest.mark.parametrize(("module", "cause", "level", "fix"), [
    # Keras 3's compile() given tf_keras' optimizer: make it with keras
    ("tf_keras.src.optimizers.adam.Adam", "keras3_legacy_code", "error", "keras.optimizers.Adam(learning_rate"),
    # a Keras 2 model given Keras 3's optimizer, no Keras version shown (keras.src is 2.13-2.15's too): uncertain
    ("keras.src.optimizers.adam.Adam", "keras3_legacy_code", "warning", "tf.keras.optimizers.Adam"),
    # the code's own mix of TensorFlow's internal Keras and the keras package: not the environment's
    ("tensorflow.python.keras.optimizer_v2.adam.Adam", "keras_version_skew", "info",
     "from tensorflow.keras.optimizers import Adam"),
    ("keras.optimizers.Adam", "keras_version_skew", "info", "from tensorflow.keras.optimizers import Adam"),
])
def test_an_optimizer_of_another_keras_is_read_by_its_module(module: str, cause: str, level: str, fix: str) -> None:
    top = explain(f"ValueError: Could not interpret optimizer identifier: <{module} object at 0x7f969fea8c10>")[0]
    assert (top.cause, top.level) == (cause, level)
    assert fix in top.fix


def test_keras_src_under_a_keras_2_tensorflow_is_the_codes_mix() -> None:
    top = explain("tensorflow 2.14.0\nValueError: Could not interpret optimizer identifier: "
                  "<keras.src.optimizers.adam.Adam object at 0x7f969fea8c10>")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "info")  # keras 2.13+ is keras.src too


def test_a_class_the_optimizer_check_refuses_that_is_no_kerass_is_not_read() -> None:
    assert not explain("ValueError: Could not interpret optimizer identifier: <spsa.SPSA object at 0x0000016115AC>")


def test_ml_dtypes_import_of_a_name_it_lacks_reads_as_its_missing_attribute() -> None:
    top = explain("tensorflow 2.14.0\nImportError: cannot import name 'float8_e4m3b11' from 'ml_dtypes' "
                  "(/usr/local/lib/python3.10/dist-packages/ml_dtypes/__init__.py)")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "ml-dtypes~=0.2.0" in top.fix


def test_an_install_command_said_to_fail_is_read_against_the_pythons_wheels() -> None:
    top = explain("I have Python 3.12 and pip install tensorflow==2.10 fails.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "not 3.12" in top.meaning
    assert "Python 3.10" in top.fix  # the newest TensorFlow 2.10 has wheels for


def test_an_install_said_to_fail_with_a_python_its_release_fits_says_nothing_of_the_python() -> None:
    assert not any(e.cause == "python_unsupported" for e in explain("Python 3.10: pip install tensorflow==2.10 fails."))


def test_a_first_epoch_hang_on_a_gpu_its_build_has_only_ptx_for_is_the_jit_compile() -> None:
    top = explain("RTX 3060, tensorflow-gpu 2.3, training is stuck at Epoch 1/10")[0]
    assert (top.cause, top.level) == ("ptx_jit_slow", "warning")
    assert "compute capability 8.6" in top.meaning
    assert "TensorFlow 2.4" in top.fix  # the first release built for 8.6


def test_a_first_epoch_hang_on_a_gpu_its_build_runs_natively_is_not_read_as_a_jit() -> None:
    assert not explain("GTX 1080, tensorflow 2.4, training is stuck at Epoch 1/10")


@pytest.mark.parametrize(("paste", "keras"), [
    ("keras 2.2.4, tensorflow 2.0.0", "keras==2.3.1"),  # TensorFlow before 2.2: the last multi-backend keras
    ("keras 2.2.4 and tensorflow 2.3.0", "keras==2.4.3"),
])
def test_a_keras_before_2_3_under_tensorflow_2_is_read_from_the_versions(paste: str, keras: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "keras_version_skew"
    assert "TensorFlow 1's API" in top.meaning
    assert keras in top.fix


@pytest.mark.parametrize("paste", [
    "keras 2.2.4 and tensorflow 1.13.1",  # a pair of TensorFlow 1's time
    "Mixed precision training with tf.keras 2.0\nTensorFlow version: 2.0.0",  # tf.keras' version, not keras'
    ("keras 2.2.5 and tensorflow 2.2.0\nAttributeError: module 'tensorflow.keras.backend' has no attribute "
     "'get_session'"),  # tf.keras' own error: the code uses tf.keras, not that keras
])
def test_a_keras_pair_that_does_not_decide_is_not_read(paste: str) -> None:
    assert not any("keras before 2.3" in e.meaning for e in explain(paste))


def test_rs_keras_package_given_keras_3_objects_needs_keras_2_or_the_keras3_package() -> None:
    top = explain('model <- compile(model, loss = loss, optimizer = optimizer)\nError in UseMethod("compile") :\n'
                  "  no applicable method for 'compile' applied to an object of class \"c('keras.src.models."
                  "sequential.Sequential', 'keras.models.sequential.Sequential', 'python.builtin.object')\"")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "keras::install_keras()" in top.fix
    assert "library(keras3)" in top.fix


def test_rs_keras3_package_over_keras_2_is_told_to_install_keras_3() -> None:
    paste = ("> model <- keras_model_sequential() %>% layer_dense(512)\n! TypeError: Inputs to a layer should be "
             "tensors. Got '<keras.src.engine.sequential.Sequential object at 0x7a1ff4324cd0>' (of type <class "
             "'keras.src.engine.sequential.Sequential'>) as input for layer 'dense_2'.\n"
             ' 2. └─keras3::layer_dense(., 512, activation = "relu")')
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "keras3::install_keras()" in top.fix
    # without R's keras3 package, a Keras 2 object there is not read as R's
    assert explain(paste.replace("keras3::", ""))[0].cause != "keras_version_skew"


def test_rs_handler_for_an_illegal_instruction_cut_short_is_still_the_cpu() -> None:
    top = explain("> library(tensorflow)\n> tf_version()\n\n *** caught illegal operation")[0]
    assert top.cause == "cpu_no_avx"


def test_a_memory_allocation_error_in_chinese_is_memory_run_out() -> None:
    top = explain("我的模型因张量[1,16,1536,1536]上的内存分配错误而崩溃。\n"
                  "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1304] Created TensorFlow device "
                  "(/job:localhost/replica:0/task:0/device:GPU:0 with 8784 MB memory) -> physical GPU (device: 0, "
                  "name: GeForce GTX 1080 Ti, pci bus id: 0000:41:00.0, compute capability: 6.1)")[0]
    assert top.cause == "model_too_large"


def test_keras_3s_symbolic_tensor_given_to_numpy_or_tensorflow_code_is_keras_2_code() -> None:
    top = explain("ValueError: Exception encountered when calling layer 'keras_layer' (type KerasLayer).\n"
                  "A KerasTensor is symbolic: it's a placeholder for a shape an a dtype. It doesn't have any actual "
                  "numerical value. You cannot convert it to a NumPy array.")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "symbolic tensors" in top.meaning
    assert "TF_USE_LEGACY_KERAS=1" in top.fix


@pytest.mark.parametrize("said", [
    "tf.config.list_physical_devices('GPU') is empty",
    "tensorflow in the container sees no GPU",
])
def test_no_gpu_said_in_these_words_in_a_container_reads_as_the_container(said: str) -> None:
    top = explain(f"I'm running in docker with image tensorflow/tensorflow:2.4.0-gpu but {said}")[0]
    assert top.cause == "container_gpu_not_exposed"
    assert "--gpus all" in top.fix


REMAPPED = ("tensorflow.python.framework.errors_impl.AlreadyExistsError: TensorFlow device (GPU:0) is being\n"
            " mapped to multiple CUDA devices (1 now, and 0 previously), which is not supported. This may be the\n"
            "result of providing different GPU configurations (ConfigProto.gpu_options, for example different\n"
            "visible_device_list) when creating multiple Sessions in the same process.")


def test_a_tensorflow_gpu_mapped_to_two_cuda_devices_is_a_configuration_after_the_first_session() -> None:
    top = explain(REMAPPED)[0]
    assert (top.cause, top.level) == ("gpu_config_after_init", "error")
    assert "visible_device_list" in top.fix


def test_beside_the_gpus_memory_run_out_the_remapping_is_not_what_decides() -> None:
    found = explain("failed to allocate 10.41G (11172973568 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of "
                    f"memory\n{REMAPPED}")
    remapped = next(e for e in found if e.cause == "gpu_config_after_init")
    assert remapped.level == "warning"


@pytest.mark.parametrize("tail", [
    "(required by /opt/app/tensorflow_native_libraries-1509708652238-0/libtensorflow_jni.so)",
    "(required bytensorflow_native_libraries-1509708652238",  # the line cut, its space lost
])
def test_the_loaders_glibc_line_in_javas_words_is_read(tail: str) -> None:
    top = explain("java.lang.UnsatisfiedLinkError: tensorflow_native_libraries-1509708652238-0/libtensorflow_jni.so: "
                  f"/lib64/libc.so.6: version `GLIBC_2.16' not found {tail}")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "glibc 2.16" in top.meaning


def test_a_template_whose_tensorflow_version_answer_names_another_package_gives_no_tensorflow() -> None:
    found = explain("### TensorFlow version\n\ntflite-support 0.4.4\n\n### Python version\n\n3.11.12\n\n"
                    "I am unable to install tflite-support into my environment that is using python 3.11.")
    assert not any("0.4.4" in e.meaning for e in found)


def test_a_template_whose_tensorflow_version_answer_names_tensorflow_keeps_it() -> None:
    found = explain("### TensorFlow version\n\ntf 2.10.0\n\n### Python version\n\n3.12\n\npip install tensorflow fails")
    assert any("TensorFlow 2.10" in e.meaning for e in found)


def test_gpu_support_said_to_end_on_windows_after_2_10_is_read() -> None:
    top = explain("Tensorflow doesn't support gpu on windows after 2.10, so please pin it in requirements.txt. It "
                  "does work, but it falls back to cpu.")[0]
    assert top.cause == "windows_native_gpu_unsupported"
    assert "WSL2" in top.fix


def test_every_release_of_a_package_pinning_one_tensorflow_patch_without_a_wheel_for_the_python() -> None:
    top = explain("Collecting miniaudio\n  Downloading miniaudio-1.55-cp38-cp38-manylinux_2_17_x86_64.whl (595 kB)\n"
                  "ERROR: Cannot install coqui-stt-training==1.0.0 and coqui-stt-training==1.4.0 because these "
                  "package versions have conflicting dependencies.\n\nThe conflict is caused by:\n"
                  "    coqui-stt-training 1.4.0 depends on tensorflow==1.15.4\n"
                  "    coqui-stt-training 1.0.0 depends on tensorflow==1.15.4")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 3.8" in top.meaning
    assert "use Python 3.7" in top.fix


def test_a_tensorflow_1_guessed_in_words_does_not_stand_against_a_name_tensorflow_2_removed() -> None:
    top = explain("Looks like the TensorFlow backend used in this Keras model is still on tf 1.0, so when I try "
                  "`mtcnn = MTCNN()`, I get an error of `AttributeError: module 'tensorflow' has no attribute "
                  "'get_default_graph'`")[0]
    assert top.cause == "keras_version_skew"
    assert "keras>=2.3" in top.fix


def test_gasts_node_with_a_field_more_than_autograph_passes_is_gast_0_3_under_an_older_tensorflow() -> None:
    top = explain('  File "/usr/lib/python3.7/site-packages/gast/gast.py", line 19, in create_node\n'
                  "    format(Name, nbparam, len(Fields))\nAssertionError: Bad argument number for Name: 3, "
                  "expecting 4")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "gast==0.2.2" in top.fix


def test_gasts_node_with_a_field_fewer_than_autograph_passes_is_an_older_gast() -> None:
    top = explain("AssertionError: Bad argument number for Name: 4, expecting 3")[0]
    assert top.cause == "dependency_conflict"
    assert "gast==0.2.2" not in top.fix
    assert "show tensorflow" in top.fix


def test_an_old_six_building_protobufs_classes_is_six_too_old() -> None:
    top = explain("Attempt to import tensorflow on MacOS 10.10.5, Python 2.7.10\n"
                  "AttributeError: type object 'NewBase' has no attribute 'is_abstract'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "six 1.4.1" in top.meaning  # macOS's system Python's
    assert "six>=1.10" in top.fix


TFP_SPECS = ("ValueError: Arg specs do not match: original=FullArgSpec(args=['input', 'dtype', 'name', 'layout'], "
             "varargs=None, varkw=None, defaults=(None, None, None)), new=FullArgSpec(args=['input', 'dtype', 'name'], "
             "varargs=None, varkw=None, defaults=(None, None)), fn=<function ones_like_v2 at 0x16fe7a200>")


def test_tensorflow_probabilitys_argument_check_is_a_release_made_for_another_tensorflow() -> None:
    top = explain(TFP_SPECS)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "`ones_like_v2`" in top.meaning
    assert "tensorflow-probability" in top.fix


def test_tensorflow_probabilitys_argument_check_with_the_release_names_the_tfp_made_for_it() -> None:
    top = explain(f"tensorflow 2.14.0\n{TFP_SPECS}")[0]
    assert "tensorflow-probability==0.22" in top.fix  # the compat tables' pairing for 2.14


def test_a_build_logs_prefix_inside_a_collectors_is_read_through() -> None:
    top = explain("Python 3.10.12\n|  #55 1.197 ERROR: Could not find a version that satisfies the requirement "
                  "mediapipe (from versions: none)")[0]
    assert top.cause == "python_unsupported"
    assert "mediapipe" in top.meaning


def test_no_release_of_another_project_on_linux_arm_names_the_platform() -> None:
    top = explain("Python 3.10.12\nDownloading matplotlib-3.7.1-cp310-cp310-manylinux_2_17_aarch64.whl (11.3 MB)\n"
                  "ERROR: Could not find a version that satisfies the requirement mediapipe (from versions: none)")[0]
    assert top.cause == "python_unsupported"
    assert "aarch64" in top.fix


NO_CUDA = ("InvalidArgumentError: Cannot assign a device for operation init: node init was explicitly assigned to "
           "/device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, "
           "/job:localhost/replica:0/task:0/device:XLA_CPU:0 ]. Make sure the device specification refers to a valid "
           "device. The requested device appears to be a GPU, but CUDA is not enabled.")


def test_the_placers_cuda_not_enabled_is_a_build_without_cuda() -> None:
    top = explain(NO_CUDA)[0]
    assert (top.cause, top.level) == ("cpu_only_build", "error")
    assert "tensorflow[and-cuda]" in top.fix


def test_the_placers_cuda_not_enabled_on_a_mac_says_macos_has_no_cuda_build() -> None:
    top = explain(f"MacBook Pro 2019, macOS 10.15.7\n{NO_CUDA}")[0]
    assert top.cause == "cpu_only_build"
    assert "macOS has no CUDA build" in top.fix


TFMOT = "ValueError: 'to_quantize' can only either be a keras Sequential or Functional model."


def test_tfmot_refusing_a_keras_3_model_is_keras_2_code() -> None:
    top = explain(f"TensorFlow version: 2.17.0\ntfmot 0.8.0\n{TFMOT}")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "TF_USE_LEGACY_KERAS=1" in top.fix
    assert "tf-keras~=2.17.0" in top.fix


def test_tfmot_refusing_a_model_with_no_keras_3_shown_is_no_verdict() -> None:
    assert not explain(f"TensorFlow 2.5\n{TFMOT}")  # a subclassed model, most often: the code's own


def test_tflite_runtime_on_an_apple_silicon_mac_offers_its_successor_with_its_pythons() -> None:
    top = explain("macos 13.5.1, Apple M2\nPython version 3.8\n\npip install tflite_runtime\nERROR: Could not find a "
                  "version that satisfies the requirement tflite_runtime (from versions: none)")[0]
    assert top.cause == "python_unsupported"
    assert "successor ai-edge-litert with Python 3.10" in top.fix  # none of its wheels is for 3.8


def test_a_32_bit_windows_is_a_32_bit_python_and_the_fix_needs_a_64_bit_windows() -> None:
    top = explain("windows 7 32 bit, python 3.7\nERROR: Could not find a version that satisfies the requirement "
                  "tensorflow (from versions: none)")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "32-bit" in top.meaning
    assert "64-bit Windows" in top.fix


@pytest.mark.parametrize(("built", "running", "first"), [("0xe", "0xd", "1.20"), ("0xc", "0xb", "1.14"),
                                                        ("a", "9", "1.10")])
def test_numpys_api_version_a_module_was_built_against_names_the_numpy_it_needs(built: str, running: str,
                                                                               first: str) -> None:
    top = explain(f"import tensorflow as tf\nRuntimeError: module compiled against API version {built} but this "
                  f"version of numpy is {running}")[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert f"NumPy {first}'s" in top.meaning
    assert f"numpy>={first}" in top.fix


def test_keras_3s_optimizer_given_a_keras_2_model_under_tensorflow_2_16_is_decided() -> None:
    top = explain("tensorflow 2.17.0\nValueError: Could not interpret optimizer identifier: "
                  "<keras.src.optimizers.adam.Adam object at 0x7f969fea8c10>")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")


def test_tf_keras_own_optimizer_from_tensorflow_2_6_names_tensorflow_python_keras_as_the_odd_one() -> None:
    top = explain("tensorflow 2.12.0\nValueError: Could not interpret optimizer identifier: "
                  "<keras.optimizers.legacy.adam.Adam object at 0x7f969fea8c10>")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "info")
    assert "not tensorflow.python.keras" in top.fix


def test_a_range_that_admits_the_tensorflow_named_keeps_it() -> None:
    top = explain("Python 3.10, tensorflow 2.9.1\n    deeplabcut[tf] 2.3.8 depends on tensorflow<=2.10 and >=2.0")[0]
    assert "TensorFlow 2.9 is inside" in top.meaning


def test_libmambas_range_under_another_package_is_not_tensorflows() -> None:
    found = explain("Could not solve for environment specs\nThe following packages are incompatible\n"
                    "├─ python 3.12**  is requested and can be installed;\n"
                    "└─ pytorch 1.4.0 is not installable because it requires\n"
                    "   └─ python >=3.7,<3.8.0a0 , which conflicts with any installable versions previously reported.")
    assert not any("python=3.7" in e.fix for e in found)


def test_no_release_of_another_project_on_windows_on_arm_is_not_called_linux() -> None:
    top = explain("Windows 11 ARM64 laptop\nPython 3.10.12\nERROR: Could not find a version that satisfies the "
                  "requirement mediapipe (from versions: none)")[0]
    assert "Linux ARM" not in top.fix


def test_the_placers_cuda_not_enabled_on_windows_names_2_10_or_wsl2() -> None:
    top = explain(f"Windows 10, tensorflow 2.15.0\n{NO_CUDA}")[0]
    assert top.cause == "cpu_only_build"
    assert "tensorflow<2.11" in top.fix
    assert "WSL2" in top.fix


def test_an_install_said_to_fail_for_another_reason_is_not_read_as_the_python() -> None:
    found = explain("Python 3.11 on Ubuntu; pip install tensorflow fails with Permission denied")
    assert not any(e.cause == "python_unsupported" for e in found)


@pytest.mark.parametrize(("answer", "kept"), [("GPU-enabled 2.4", True), ("tf-agents 0.19.0", False),
                                             ("tensorflow-probability 0.23.0", False), ("tensorflow-gpu 2.4.1", True)])
def test_a_templates_tensorflow_answer_keeps_tensorflows_own_version_only(answer: str, kept: bool) -> None:
    read = read_paste(f"### TensorFlow version\n\n{answer}\n").read
    assert any(r.startswith("TensorFlow ") for r in read) == kept


def test_gasts_field_count_under_a_tensorflow_after_2_1_is_not_gast_0_2_2() -> None:
    top = explain("tensorflow 2.10.0\nAssertionError: Bad argument number for Name: 3, expecting 4")[0]
    assert top.cause == "dependency_conflict"
    assert "gast==0.2.2" not in top.fix


def test_the_cpu_alone_said_with_its_article_is_the_gpu_unused() -> None:
    top = explain("I have a GTX 1650 and tensorflow 2.12 uses only the CPU on Windows 10")[0]
    assert top.cause == "windows_native_gpu_unsupported"
