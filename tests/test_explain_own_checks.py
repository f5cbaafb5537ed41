"""Readings of projects' own checks (installers, add-ons, pip, Horovod, tensorpack), Ubuntu's command-not-found,
and Keras' saved-config, mixed-Keras and old-keras forms.

Each test names the message form it reads; the expected values come from the message itself or the tables.
"""

from __future__ import annotations

import pytest

from envcheck.compat import python_lines
from envcheck.explain import explain
from envcheck.tables import load_tables


def test_a_saved_configs_ragged_refused_by_an_older_keras_is_a_model_of_another_keras() -> None:
    top = explain('  File "/usr/local/lib/python3.6/dist-packages/keras/engine/saving.py", line 1, in load_model\n'
                  "    model = model_from_config(model_config, custom_objects=custom_objects)\n"
                  "TypeError: __init__() got an unexpected keyword argument 'ragged'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "`ragged`" in top.meaning
    assert "saved with" in top.fix


def test_an_unexpected_keyword_argument_of_the_codes_own_is_not_read_as_keras() -> None:
    assert not explain("TypeError: __init__() got an unexpected keyword argument 'hidden_units'")


def test_keras_2_5_plus_under_tensorflow_core_is_the_keras_not_matching_tensorflow() -> None:
    top = explain("AttributeError: module 'tensorflow_core.compat.v2' has no attribute '__internal__'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")


def test_the_other_keras_inputspec_is_two_kerases_in_one_model() -> None:
    top = explain("TypeError: Layer input_spec must be an instance of InputSpec. Got: InputSpec(shape=(None, 128, "
                  "768), ndim=3)")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "tensorflow.keras" in top.fix


@pytest.mark.parametrize(("frame", "applications"), [
    ('  File "/home/u/se_block.py", line 19, in se_block\n', False),
    ('  File "/anaconda3/lib/python3.6/site-packages/keras_applications/mobilenet_v2.py", line 461\n', True),
])
def test_a_tensors_keras_shape_is_code_for_the_multi_backend_keras(frame: str, applications: bool) -> None:
    top = explain(f"{frame}    in_channels = inputs._keras_shape[-1]\n"
                  "AttributeError: 'Tensor' object has no attribute '_keras_shape'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "int_shape" in top.fix
    assert "keras==2.3.1" in top.fix
    assert ("-U keras_applications" in top.fix) is applications


UBUNTU_NO_SMI = ("$ nvidia-smi\nCommand 'nvidia-smi' not found, but can be installed with:\n\n"
                 "sudo apt install nvidia-utils-390         # version 390.157-0ubuntu0.22.04.1, or\n"
                 "sudo apt install nvidia-utils-535-server  # version 535.183.01-0ubuntu0.22.04.1\n")


def test_ubuntus_command_not_found_for_nvidia_smi_is_no_driver() -> None:
    top = explain(UBUNTU_NO_SMI)[0]
    assert top.cause == "driver_missing"


def test_the_packages_command_not_found_offers_are_not_a_driver_installed_in_wsl() -> None:
    top = explain(f"I use WSL2 on Windows 11.\n{UBUNTU_NO_SMI}")[0]
    assert top.cause == "wsl_driver_not_visible"
    assert "/usr/lib/wsl/lib" in top.fix
    assert "purge" not in top.fix  # the offers are not a Linux driver installed inside WSL


def test_two_add_ons_pinning_one_package_apart_are_named_not_tensorflow() -> None:
    top = explain("ERROR: Cannot install h-baselines because these package versions have conflicting dependencies.\n"
                  "\nThe conflict is caused by:\n    gym 0.14.0 depends on cloudpickle~=1.2.0\n"
                  "    tensorflow-probability 0.8.0 depends on cloudpickle==1.1.1\n")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "a release of tensorflow-probability whose range admits cloudpickle~=1.2.0" in top.fix
    assert "a release of gym" in top.fix
    assert "a TensorFlow" not in top.fix


def test_tensorpacks_check_that_tensorflow_has_no_cuda_is_a_build_without_cuda() -> None:
    top = explain("[0520 15:50:39 @gpu.py:39] WRN Found nvidia-smi. But TensorFlow was not built with CUDA support!")[0]
    assert (top.cause, top.level) == ("cpu_only_build", "error")


@pytest.mark.parametrize("line", [
    ("ERROR: intel-tensorflow has an invalid wheel, multiple .dist-info directories found: "
     "tensorflow-1.13.1.dist-info, intel_tensorflow-1.13.1.dist-info"),
    ("ERROR: tensorflow-cpu has an invalid wheel, .dist-info directory 'tensorflow-2.2.0rc3.dist-info' does not "
     "start with 'tensorflow-cpu'"),
])
def test_a_wheel_pip_20_refuses_for_its_dist_info_names_an_older_pip(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert line.split()[1] in top.meaning
    assert "'pip<20'" in top.fix


def test_keras_retinanets_printed_check_names_the_release_it_needs() -> None:
    top = explain("You are using tensorflow version 1.15.3. The minimum required version is 2.3.0 "
                  "(blacklisted: []).")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "keras-retinanet" in top.meaning
    assert "tensorflow>=2.3.0" in top.fix


def test_a_symbolic_tensor_under_tensorflow_1_15_is_numpy_1_20() -> None:
    top = explain("tensorflow-gpu==1.15.0\nNotImplementedError: Cannot convert a symbolic Tensor (meshgrid/Size_1:0) "
                  "to a numpy array")[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert "numpy<1.20" in top.fix


def test_a_symbolic_tensor_under_tensorflow_1_14_is_not_read_as_numpy() -> None:
    top = explain("tensorflow==1.14.0\nNotImplementedError: Cannot convert a symbolic Tensor (x:0) to a numpy array")[0]
    assert top.level == "warning"
    assert "numpy<1.20" not in top.fix


def test_tensorflows_oom_hint_alone_is_a_tensor_the_run_could_not_allocate() -> None:
    top = explain("Hint: If you want to see a list of allocated tensors when OOM happens, add "
                  "report_tensor_allocations_upon_oom to RunOptions for current allocation info.")[0]
    assert (top.cause, top.level) == ("model_too_large", "warning")


@pytest.mark.parametrize(("line", "python"), [
    ("ERROR   Please run this script with Python version 3.3, 3.4, 3.5 or 3.6 64bit and try again", "3.6"),
    ("ERROR   Please run this script with Python version 3.7 or 3.8 64bit and try again.", "3.8"),
])
def test_an_installers_python_check_names_the_newest_python_it_lists(line: str, python: str) -> None:
    top = explain(f"INFO    Installed Python: 3.9.9 64bit\n{line}")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert f"run it with Python {python} 64-bit" in top.fix
    assert "Python 3.9" in top.meaning


def test_a_range_with_a_floor_after_its_cap_asks_for_the_caps_pythons() -> None:
    top = explain('pip install "tensorflow>=2.0,<=2.10" ERROR: Could not find a version that satisfies the requirement '
                  "tensorflow<=2.10,>=2.0 (from versions: 2.12.0, 2.13.0, 2.14.0, 2.15.0)\n"
                  "ERROR: No matching distribution found for tensorflow<=2.10,>=2.0")[0]
    assert top.cause == "python_unsupported"
    assert "TensorFlow 2.10 has wheels" in top.fix
    assert "use Python 3.10" in top.fix


def test_horovod_without_its_tensorflow_extension_is_rebuilt_after_tensorflow() -> None:
    top = explain("ImportError: Extension horovod.tensorflow has not been built: /usr/local/lib/python3.8/"
                  "dist-packages/horovod/tensorflow/mpi_lib.cpython-38-x86_64-linux-gnu.so not found\nIf this is not "
                  "expected, "
                  "reinstall Horovod with HOROVOD_WITH_TENSORFLOW=1 to debug the build error.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "HOROVOD_WITH_TENSORFLOW=1" in top.fix


@pytest.mark.parametrize(("legacy", "cause"), [(True, "tf_keras_missing"), (False, "keras_version_skew")])
def test_tf_keras_lazy_import_failing_is_tf_keras_only_where_legacy_keras_is_asked(legacy: bool,
                                                                                   cause: str | None) -> None:
    env = "export TF_USE_LEGACY_KERAS=1\n" if legacy else ""
    found = explain(f"{env}ImportError: Keras cannot be imported. Check that it is installed.")
    assert (found[0].cause if found else None) == cause


def test_an_op_librarys_missing_typeinfo_of_a_tensorflow_class_is_another_tensorflows_build() -> None:
    top = explain("tensorflow.python.framework.errors_impl.NotFoundError: /home/u/.tf/lib/python3.5/site-packages/"
                  "horovod/tensorflow/mpi_lib.cpython-35m-x86_64-linux-gnu.so: undefined symbol: "
                  "_ZTIN10tensorflow13AsyncOpKernelE")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "--no-cache-dir" in top.fix


def test_collective_ops_configured_after_the_first_op_is_configuration_after_start() -> None:
    top = explain("RuntimeError: Collective ops must be configured at program startup")[0]
    assert (top.cause, top.level) == ("gpu_config_after_init", "error")
    assert "MultiWorkerMirroredStrategy" in top.fix


@pytest.mark.parametrize("line", [
    ("Error: Error loading shared library ld-linux-x86-64.so.2: No such file or directory (needed by /app/"
     "node_modules/@tensorflow/tfjs-node/lib/napi-v8/../../deps/lib/libtensorflow.so.2)"),
    ("Error relocating /app/node_modules/@tensorflow/tfjs-node/deps/lib/libtensorflow.so.2: __memcpy_chk: symbol "
     "not found"),
])
def test_musls_loader_on_tensorflows_binaries_is_alpine_without_glibc(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "glibc" in top.meaning
    assert "instead of an Alpine one" in top.fix


def test_musls_loader_on_another_projects_library_is_not_read() -> None:
    assert not explain("Error loading shared library libstdc++.so.6: No such file or directory (needed by "
                       "/usr/lib/node_modules/sharp/build/Release/sharp.node)")


def test_a_release_and_the_python_in_use_said_with_is_the_python_not_a_supported_range() -> None:
    top = explain("By default the tf version is 2.14 (latest) which runs on Python 3.9-3.11 and the default python "
                  "version is 3.12, hence resulting in tensorflow not being found, when I run install_tensorflow().")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 3.12" in top.meaning
    assert 'install_tensorflow(python_version = "3.11")' in top.fix


@pytest.mark.parametrize(("line", "name", "new"), [
    ("TypeError: fit() got an unexpected keyword argument 'nb_epoch'", "nb_epoch", "epochs"),
    ("TypeError: ('Keyword argument not understood:', 'border_mode')", "border_mode", "padding"),
    ("TypeError: __init__() got an unexpected keyword argument 'W_regularizer'", "W_regularizer", "kernel_regularizer"),
])
def test_keras_1s_argument_names_are_renamed_to_keras_2s(line: str, name: str, new: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert f"change {name}= to {new}=" in top.fix


@pytest.mark.parametrize("line", [
    "TypeError: fit() got an unexpected keyword argument 'groups'",
    "TypeError: __init__() got an unexpected keyword argument 'subsample'",
])
def test_a_keyword_other_libraries_take_too_is_keras_only_beside_keras(line: str) -> None:
    assert not explain(f'  File "/usr/lib/python3/dist-packages/sklearn/linear_model/_logistic.py", line 1\n{line}')
    top = explain(f'  File "/usr/lib/python3/dist-packages/keras/engine/saving.py", line 1, in load_model\n{line}')[0]
    assert top.cause == "keras_version_skew"


def test_keras_1s_sample_counts_are_keras_2s_step_counts() -> None:
    top = explain("TypeError: fit_generator() got an unexpected keyword argument 'samples_per_epoch'")[0]
    assert "steps_per_epoch= (the samples over the batch size)" in top.fix


CREATED = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1304] Created TensorFlow device "
           "(/job:localhost/replica:0/task:0/device:GPU:0 with 10470 MB memory) -> physical GPU (device: 0, name: "
           "GeForce GTX 1080 Ti, pci bus id: 0000:01:00.0, compute capability: 6.1)\n")


FIRST_IGNORED = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:1851] Ignoring visible gpu device (device: 0, "
                 "name: Quadro K620, pci bus id: 0000:02:00.0, compute capability: 5.0) with core count: 3. The "
                 "minimum required count is 8.\n")


@pytest.mark.parametrize(("device", "created", "level"), [(0, "", "error"), (1, FIRST_IGNORED, "error"),
                                                          (1, "", "info"), (0, CREATED, "info")])
def test_a_gpu_below_the_multiprocessor_floor_names_the_variable_that_lowers_it(device: int, created: str,
                                                                                level: str) -> None:
    top = explain(f"W tensorflow/core/common_runtime/gpu/gpu_device.cc:1851] Ignoring visible gpu device (device: "
                  f"{device}, name: Quadro K2200, pci bus id: 0000:03:00.0, compute capability: 5.0) with core count: "
                  "5. The minimum required count is 8. You can adjust this requirement with the env var "
                  f"TF_MIN_GPU_MULTIPROCESSOR_COUNT.\n{created}")[0]
    assert (top.cause, top.level) == ("gpu_too_old", level)  # a small GPU ignored beside one in use is information
    assert "TF_MIN_GPU_MULTIPROCESSOR_COUNT=5" in top.fix


@pytest.mark.parametrize("words", ["I have python 3.8.0 32-bit and pip says no version of tensorflow found",
                                   "pip can't find tensorflow-gpu, python 3.9 32bit"])
def test_a_python_said_32_bit_beside_an_install_said_to_fail_is_the_32_bit_python(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "64-bit Python" in top.fix


def test_pip_said_not_to_find_tensorflow_is_an_install_that_failed_for_the_python() -> None:
    top = explain("I'm using Python 3.12 and pip can't find tensorflow")[0]
    fits = python_lines(load_tables(), "3.12")
    assert top.cause == "python_unsupported"
    assert f"from {fits[0].line} to {fits[-1].line}" in top.meaning
    assert all(e.cause != "python_unsupported"
               for e in explain("Python 3.12, pip can't find tensorflow in my venv"))  # where it went, not whether


@pytest.mark.parametrize("words", ["In pip list I can't find tensorflow 2.10 though, only in conda list. Python 3.11",
                                   "tensorflow can't find libcudart, python 3.8"])
def test_tensorflow_missing_from_a_listing_or_a_library_missing_is_not_an_install_failure(words: str) -> None:
    assert all(e.cause != "python_unsupported" for e in explain(words))


def test_keras_3_reading_a_keras_2_h5s_loss_alias_is_loaded_without_compiling() -> None:
    top = explain("TypeError: Could not locate function 'mse'. Make sure custom classes are decorated with "
                  "`@keras.saving.register_keras_serializable()`. Full object config: {'module': 'keras.metrics', "
                  "'class_name': 'function', 'config': 'mse', 'registered_name': 'mse'}")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "compile=False" in top.fix


@pytest.mark.parametrize(("line", "why"), [
    ("AttributeError: 'KerasTensor' object has no attribute 'get_shape'", "get_shape()"),
    (("TypeError: Inputs to a layer should be tensors. Got '<KerasTensor shape=(None, 224, 224, 3), dtype=float32, "
      "sparse=None, name=keras_tensor>' (of type <class 'keras.src.backend.common.keras_tensor.KerasTensor'>) as "
      "input for layer 'conv2d'."), "Keras 2 layer"),
])
def test_keras_3s_tensor_where_keras_2_code_expects_its_own_is_keras_3_under_keras_2_code(line: str, why: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert why in top.meaning
    assert "TF_USE_LEGACY_KERAS=1" in top.fix


def test_keras_2s_tensor_refused_by_keras_2_is_not_read_as_keras_3() -> None:
    found = explain("TypeError: Inputs to a layer should be tensors. Got: <tensorflow.python.framework.ops."
                    "EagerTensor object at 0x7f>")
    assert all(e.cause != "keras3_legacy_code" for e in found)


def test_keras_3s_own_files_in_a_path_show_keras_3() -> None:
    line = ("ImportError: cannot import name 'CuDNNLSTM' from 'keras.layers' "
            "(/usr/local/lib/python3.11/dist-packages/keras/{}/layers/__init__.py)")
    top = explain(line.format("api"))[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    for keras2 in ("api/_v2/keras", "api/keras"):  # Keras 2.13-2.15's, and Keras 2.6-2.12's public namespace
        assert all(e.cause != "keras3_legacy_code" for e in explain(line.format(keras2)))


def test_tfmots_pruning_check_under_keras_3_is_keras_3_under_keras_2_code() -> None:
    refusal = ("ValueError: `prune_low_magnitude` can only prune an object of the following types: "
               "keras.models.Sequential, keras functional model, keras.layers.Layer, list of keras.layers.Layer. You "
               "passed an object of type: Sequential.")
    top = explain(f"Tensorflow 2.17.0 (from pip)\n{refusal}")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert "before prune_low_magnitude" in top.fix
    # no Keras 3 shown: a Sequential refused is another Keras's, which one uncertain; a subclass names its own class
    assert [(e.cause, e.level) for e in explain(refusal)] == [("keras3_legacy_code", "warning")]
    assert "uncertain" in explain(refusal)[0].meaning
    assert not explain(refusal.replace("type: Sequential", "type: MyModel"))


@pytest.mark.parametrize("line", [
    ("ValueError: Shape must be rank 1 but is rank 0 for 'bn_conv1/Reshape_4' (op: 'Reshape') with input shapes: "
     "[1,1,1,64], []."),
    ("tensorflow.python.framework.errors_impl.InvalidArgumentError: Shape must be rank 1 but is rank 0 for "
     "'batch_normalization_1/cond/Reshape_4' (op: 'Reshape') with input shapes: [1,40,1,1], []."),
])
def test_keras_2_2_4s_batch_normalization_reshape_is_fixed_in_2_2_5(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "keras==2.2.5" in top.fix


@pytest.mark.parametrize("op", ["Reshape", "dense_1/Reshape_4"])
def test_another_reshape_of_rank_0_is_not_read_as_keras(op: str) -> None:
    assert not explain(f"ValueError: Shape must be rank 1 but is rank 0 for '{op}' (op: 'Reshape') with input "
                       "shapes: [1,3], [].")


@pytest.mark.parametrize(("line", "dist"), [
    ("AttributeError: module 'enum' has no attribute 'IntFlag'", "enum34"),
    ("AttributeError: module 'typing' has no attribute '_ClassVar'", "dataclasses"),
    ("AttributeError: type object 'Callable' has no attribute '_abc_registry'", "typing"),
])
def test_a_standard_modules_backport_found_first_is_uninstalled(line: str, dist: str) -> None:
    top = explain(f"import tensorflow as tf\n{line}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert f"uninstall -y {dist}`" in top.fix
    assert explain(line)[0].level == "info"  # no TensorFlow named: not a verdict on TensorFlow


def test_collections_abcs_removed_in_python_3_10_name_the_package_that_takes_them() -> None:
    top = explain('  File "/usr/local/lib/python3.10/site-packages/keras_preprocessing/image/utils.py", line 1\n'
                  "ImportError: cannot import name 'Iterable' from 'collections' (/usr/lib/python3.10/collections/"
                  "__init__.py)")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "install -U keras-preprocessing" in top.fix
    assert not explain("ImportError: cannot import name 'Sequence' from 'mymodels' (/home/u/mymodels.py)")


def test_another_packages_distutils_import_on_python_3_12_names_that_package() -> None:
    top = explain('  File "/usr/local/lib/python3.12/site-packages/tensorflow_addons/utils/ensure_tf_install.py", '
                  "line 20, in <module>\n    from distutils.version import LooseVersion\n"
                  "ModuleNotFoundError: No module named 'distutils'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "install -U tensorflow-addons" in top.fix


@pytest.mark.parametrize(("frame", "line", "fix"), [
    ('  File "/usr/local/lib/python3.11/site-packages/gin/config.py", line 1\n',
     "AttributeError: module 'inspect' has no attribute 'getargspec'. Did you mean: 'getargs'?",
     "install -U gin-config`), or use Python 3.10"),
    ('  File "/usr/local/lib/python3.8/site-packages/tflearn/config.py", line 1\n',
     "AttributeError: module 'time' has no attribute 'clock'", "install -U tflearn`), or use Python 3.7"),
    ('  File "/tmp/pip-build-env-x/overlay/lib/python3.12/site-packages/pkg_resources/__init__.py", line 2172\n',
     "AttributeError: module 'pkgutil' has no attribute 'ImpImporter'. Did you mean: 'zipimporter'?",
     "wheel for Python 3.12"),
])
def test_a_name_python_removed_is_a_package_older_than_the_python(frame: str, line: str, fix: str) -> None:
    top = explain(f"import tensorflow as tf\n{frame}{line}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert fix in top.fix


def test_an_import_said_to_exit_silently_on_a_cpu_without_avx_is_the_cpu() -> None:
    top = explain("import tensorflow silently exits python with no error on my old Xeon X5650 server")[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error")


def test_pips_own_pkg_resources_on_python_3_12_is_pip_older_than_the_python() -> None:
    top = explain("import tensorflow\n"
                  '  File "/usr/lib/python3/dist-packages/pip/_vendor/pkg_resources/__init__.py", line 2164\n'
                  "AttributeError: module 'pkgutil' has no attribute 'ImpImporter'. Did you mean: 'zipimporter'?")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "ensurepip --upgrade" in top.fix


def test_an_installers_check_refusing_a_python_it_lists_is_the_32_bit_python() -> None:
    top = explain("INFO    Installed Python: 3.8.5 32bit\n"
                  "ERROR   Please run this script with Python version 3.7 or 3.8 64bit and try again.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "32-bit" in top.meaning
    assert "64-bit Python 3.8" in top.fix


def test_a_release_said_not_to_install_on_a_range_of_pythons_reads_the_range() -> None:
    found = explain("tensorflow 2.5 does not install on python 3.10-3.12")
    assert (found[0].cause, found[0].level) == ("python_unsupported", "error")
    assert all(e.cause != "harmless" for e in found)


def test_keras_maskrcnns_copy_of_the_retinanet_check_names_keras_maskrcnn() -> None:
    top = explain('  File "/usr/lib/python3/site-packages/keras_maskrcnn/bin/train.py", line 5\nYou are using '
                  "tensorflow version 1.15.3. The minimum required version is 2.3.0 (blacklisted: []).")[0]
    assert "keras-maskrcnn's own check" in top.meaning


@pytest.mark.parametrize("line", [
    ("ImportError: DLL load failed while importing _pywrap_tensorflow_internal: The paging file is too small for "
     "this operation to complete."),
    "OSError: [WinError 1455] The paging file is too small for this operation to complete",
])
def test_windows_commit_limit_loading_a_dll_is_virtual_memory_not_a_missing_dll(line: str) -> None:
    top = explain(f"import tensorflow as tf\n{line}")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "paging file" in top.fix
    assert "Visual C++" not in top.fix


@pytest.mark.parametrize("line", [
    ("E tensorflow/core/grappler/optimizers/meta_optimizer.cc:961] layout failed: INVALID_ARGUMENT: Size of values 0 "
     "does not match size of permutation 4 @ fanin shape inStatefulPartitionedCall/model/dropout/SelectV2-2"),
    ("W tensorflow/core/kernels/data/generator_dataset_op.cc:108] Error occurred when finalizing GeneratorDataset "
     "iterator: FAILED_PRECONDITION: Python interpreter state is not initialized. The process may be terminated."),
])
def test_tensorflows_notices_while_a_run_goes_on_are_harmless(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("harmless", "noise")


@pytest.mark.parametrize(("words", "said"), [
    ("nvidia-smi works in Windows but not in WSL", True),
    ("nvidia-smi runs fine from PowerShell, but it fails inside WSL2 Ubuntu", True),
    ("nvidia-smi works on windows and in wsl", False),
])
def test_nvidia_smi_said_to_work_on_windows_and_not_in_wsl_is_the_driver_not_reaching_wsl(words: str,
                                                                                          said: bool) -> None:
    found = explain(words)
    assert (bool(found) and found[0].cause == "wsl_driver_not_visible" and found[0].level == "error") is said
