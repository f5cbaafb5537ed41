"""Forms met in the open halves of the fortieth, forty-fourth and forty-fifth blind sets, each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_a_standalone_keras_layer_given_a_tf_keras_node_is_two_kerases_in_one_model() -> None:
    paste = ('  File "/usr/local/lib/python3.6/dist-packages/keras/engine/base_layer.py", line 1441, in '
             "_collect_previous_mask\n    mask = node.output_masks[tensor_index]\n"
             "AttributeError: 'Node' object has no attribute 'output_masks'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "tensorflow.keras" in top.fix


def test_tensorflow_s_layer_code_appending_to_a_keras_2_2_layer_is_two_kerases_in_one_model() -> None:
    paste = ('  File "/home/u/.local/lib/python2.7/site-packages/tensorflow/python/layers/base.py", line 1376, in '
             "__init__\n    layer.outbound_nodes.append(self)\n"
             "AttributeError: 'Activation' object has no attribute 'outbound_nodes'\n"
             "My Version:  Keras:2.2.0   Tensorflow:1.8.0")
    top = explain(paste)[0]
    assert top.cause == "keras_version_skew", top
    assert "outbound_nodes" in top.meaning


def test_another_missing_node_attribute_is_not_read_as_two_kerases() -> None:
    found = explain("AttributeError: 'Node' object has no attribute 'children'")
    assert all(e.cause != "keras_version_skew" for e in found)


def test_a_tensorflow_add_on_s_range_for_tensorflow_is_the_conflict_before_numpy_s() -> None:
    """An add-on named tensorflow-* requiring another TensorFlow is what pip could not satisfy."""
    paste = ("ERROR: tensorflow 2.3.0 has requirement numpy<1.19.0,>=1.16.0, but you'll have numpy 1.19.1 which is "
             "incompatible.\nERROR: tensorflow-serving-api 2.2.0 has requirement tensorflow~=2.2.0, but you'll have "
             "tensorflow 2.3.0 which is incompatible.")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict", top
    assert "tensorflow-serving-api" in top.meaning
    assert "2.2" in top.fix


def test_builder_missing_beside_protoc_s_code_is_a_protobuf_older_than_protoc() -> None:
    paste = ("ImportError: cannot import name 'builder'\n\nI ran `protoc object_detection/protos/*.proto "
             "--python_out=.` and then the training script")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error"), top
    assert "3.20" in top.fix


def test_builder_missing_with_neither_module_nor_protoc_shown_is_uncertain() -> None:
    top = explain("ImportError: cannot import name 'builder'")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "warning"), top
    assert top.meaning.startswith("uncertain")


def test_a_keras_module_said_not_to_exist_under_keras_3_is_keras_2_code() -> None:
    paste = ("Since September 2023, Keras has updated to Keras 3 and restructured some of its code base. The code is "
             "not working anymore on the latest tensorflow/keras version, because the keras.engine submodule does "
             "not exist anymore but is required in multiple architectures.\n"
             "---> 33 from keras.engine import training")
    top = explain(paste)[0]
    assert top.cause == "keras3_legacy_code", top


def test_a_package_depending_on_tensorflow_beside_tensorflow_macos_cannot_be_installed() -> None:
    paste = ("I am trying to install DDSP with `pip install ddsp` on my Mac M1 within a conda environment including "
             "`tensorflow-deps`, `tensorflow-macos`, and `tensorflow-metal`\n"
             "ERROR: Cannot install ddsp==3.4.3 and ddsp==3.4.4 because these package versions have conflicting "
             "dependencies.\n\nThe conflict is caused by:\n    ddsp 3.4.4 depends on tensorflow\n"
             "    ddsp 3.4.3 depends on tensorflow")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "--no-deps" in top.fix
    assert "tensorflow-macos" in top.meaning


def test_the_same_conflict_list_on_linux_is_not_the_macos_package() -> None:
    paste = ("ERROR: Cannot install ddsp==3.4.3 and ddsp==3.4.4 because these package versions have conflicting "
             "dependencies.\n\nThe conflict is caused by:\n    ddsp 3.4.4 depends on tensorflow\n"
             "    ddsp 3.4.3 depends on tensorflow\nUbuntu 22.04")
    assert all("tensorflow-macos" not in e.meaning for e in explain(paste))


def test_the_visual_c_runtime_fix_names_the_installer() -> None:
    paste = ('  File "C:\\Python37\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 64, in '
             "<module>\n    from tensorflow.python._pywrap_tensorflow_internal import *\n"
             "ImportError: DLL load failed: The specified module could not be found.\nAVX Check = Yes")
    top = explain(paste)[0]
    # (since stop 73: no release, no DLL and no Python 3.8+ shown, a GPU build up to 2.0 is not ruled out: the runtime
    # is named first, uncertain which DLL)
    assert top.cause == "tf_import_failed", top
    assert "Visual C++ runtime" in top.meaning
    assert "vc_redist.x64.exe" in top.fix
    assert explain(paste.replace("Python37", "Python38"))[0].cause == "msvc_runtime_missing"


def test_softmax_refusing_axis_under_the_standalone_keras_is_a_tensorflow_before_1_5() -> None:
    paste = ('  File "/usr/local/lib/python3.5/dist-packages/keras/backend/tensorflow_backend.py", line 2963, in '
             "softmax\n    return tf.nn.softmax(x, axis=axis)\n"
             "TypeError: softmax() got an unexpected keyword argument 'axis'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "1.5" in top.fix
    assert "keras==2.1.5" in top.fix


def test_softmax_refusing_axis_in_the_code_s_own_call_is_uncertain() -> None:
    paste = ('  File "/root/luminoth/luminoth/models/fasterrcnn/rcnn.py", line 221, in _build\n'
             "    cls_prob = tf.nn.softmax(cls_score, axis=1)\n"
             "TypeError: softmax() got an unexpected keyword argument 'axis'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "1.5" in top.fix


def test_an_empty_libcuda_is_a_placeholder_where_no_driver_is_installed() -> None:
    paste = ('  File "/root/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, '
             "in <module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n"
             "ImportError: /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too short")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "GPU node" in top.fix


def test_another_library_cut_short_is_not_the_driver() -> None:
    found = explain("ImportError: /usr/lib/x86_64-linux-gnu/libpng16.so.16: file too short")
    assert all(e.cause != "driver_missing" for e in found)


def test_a_tensorflow_1_run_finding_no_cuda_device_fails_even_where_no_gpu_is_said() -> None:
    """Not TensorFlow's search at start, which is harmless without a GPU: the run itself asked for one."""
    paste = ('Cause I have no GPU, I wanna use the CPU instead. But it always show the error: "Attempting to fetch '
             'value instead of handling error Internal: no CUDA devices found".')
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("no_gpu_visible", "error"), top
    assert "CPU build or image" in top.fix


def test_protobuf_s_builder_missing_in_a_translated_paste() -> None:
    top = explain("The following error: 'ImportError: cannot import name' builder 'from Google. protobuf. "
                  "internal' requires upgrading protobuf")[0]
    assert top.cause == "protobuf_incompatible", top
    assert "3.20" in top.fix


def test_a_shared_library_a_conda_build_of_tensorflow_links_missing_is_its_channel_s_package() -> None:
    paste = ('/lib/python3.10/site-packages/tensorflow/python/pywrap_tensorflow.py", line 62, in <module>\n'
             "    from tensorflow.python._pywrap_tensorflow_internal import *\n"
             "ImportError: libflatbuffers.so.23.3.3: cannot open shared object file: No such file or directory\n"
             "tensorflow                2.11.1          cuda112py310he87a039_0    conda-forge")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "flatbuffers=23.3.3" in top.fix
    assert "conda-forge" in top.fix


def test_tensorflow_s_own_library_missing_a_symbol_of_a_shared_dependency_is_a_channel_mix() -> None:
    paste = ("ImportError: /home/u/miniconda3/envs/dlc/lib/python3.11/site-packages/tensorflow/python/platform/../../"
             "libtensorflow_framework.so.2: undefined symbol: _ZTIN6snappy4SinkE")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict", top
    assert "snappy" in top.meaning
    assert "--strict-channel-priority" in top.fix


def test_a_cuda_library_missing_is_still_read_as_cuda_s() -> None:
    top = explain("ImportError: libcublas.so.11: cannot open shared object file: No such file or directory")[0]
    assert top.cause == "cuda_libs_missing", top


def test_podman_s_runtime_finding_no_nvidia_smi_is_a_container_without_cdi_devices() -> None:
    paste = ("Podman `nvidia-smi` not found when using `--gpus`\n"
             "* `sudo podman run --rm --gpus all ubuntu nvidia-smi -L`\nError: crun: executable file `nvidia-smi` "
             "not found in $PATH: No such file or directory: OCI runtime attempted to invoke a command that was not "
             "found")
    top = explain(paste)[0]
    assert top.cause == "container_gpu_not_exposed", top
    assert "--device nvidia.com/gpu=all" in top.fix


def test_docker_s_runtime_finding_no_nvidia_smi_keeps_docker_s_fix() -> None:
    paste = ('docker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting '
             'container process caused: exec: "nvidia-smi": executable file not found in $PATH: unknown.')
    top = explain(paste)[0]
    assert top.cause == "container_gpu_not_exposed", top
    assert "--gpus all" in top.fix
    assert "nvidia.com/gpu" not in top.fix


def test_a_requirement_of_tensorflow_not_installed_at_a_program_s_start() -> None:
    paste = ("pkg_resources.DistributionNotFound: The 'wheel>=0.26' distribution was not found and is required by "
             "tensorflow")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "install 'wheel>=0.26'" in top.fix


def test_a_source_build_s_cudnn_headers_of_another_version_than_asked() -> None:
    paste = ("Cuda Configuration Error: cuDNN version detected from /usr/lib/x86_64-linux-gnu/include/cudnn.h (7.2.1) "
             "does not match TF_CUDNN_VERSION (7.1.1)")
    top = explain(paste)[0]
    assert top.cause == "cudnn_version_mismatch", top
    assert "TF_CUDNN_VERSION=7.2.1" in top.fix


_INSPECT = ("Traceback (most recent call last):\n"
            '  File "{root}IPython{sep}core{sep}ultratb.py", line 1101, in get_records\n'
            "    return _fixed_getinnerframes(etb, number_of_lines_of_context, tb_offset)\n"
            '  File "{root}tensorflow{sep}__init__.py", line 50, in __getattr__\n'
            "    module = self._load()\n")


def test_ipython_hiding_tensorflow_s_import_error_on_windows_is_most_often_the_runtime() -> None:
    paste = "Tensorflow Install Error: Internal Python error in the inspect module\n" + _INSPECT.format(
        root="C:\\Users\\w\\Anaconda3\\lib\\site-packages\\", sep="\\")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("msvc_runtime_missing", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert 'python -c "import tensorflow"' in top.fix


def test_ipython_hiding_tensorflow_s_import_error_elsewhere_is_an_import_failure() -> None:
    paste = "Internal Python error in the inspect module\n" + _INSPECT.format(
        root="/home/u/env/lib/python3.7/site-packages/", sep="/")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "warning"), top


def test_peer_access_missing_for_some_gpu_pairs_is_harmless_but_a_cuda_error_of_it_is_not() -> None:
    top = explain("W0821 08:49:41.251296 104802 server.cc:208] failed to enable peer access for some device pairs")[0]
    assert (top.cause, top.level) == ("harmless", "info"), top
    assert "nvidia-smi topo -m" in top.fix
    top = explain("Unable to enable peer access between device ordinals 0 and 8, status: CUDA_ERROR_TOO_MANY_PEERS")[0]
    assert top.cause == "gpu_peer_access_failed", top


def test_multi_gpu_model_of_a_keras_before_2_2_5_under_tensorflow_1_14() -> None:
    top = explain("AttributeError: '_TfDeviceCaptureOp' object has no attribute '_set_device_from_string'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "keras==2.2.5" in top.fix


def test_multi_gpu_model_under_a_tensorflow_before_1_4() -> None:
    top = explain("AttributeError: 'Session' object has no attribute 'list_devices'")[0]
    assert top.cause == "keras_version_skew", top
    assert "1.4 or newer" in top.fix


def test_an_optimizer_given_learning_rate_by_a_keras_that_takes_lr() -> None:
    top = explain("TypeError: Unexpected keyword argument passed to optimizer: learning_rate")[0]
    assert top.cause == "keras_version_skew", top
    assert "keras==2.3.1" in top.fix
    assert "`lr=`" in top.fix


def test_the_standalone_keras_importing_tensorflow_s_tf2_module_that_an_older_tensorflow_lacks() -> None:
    paste = ('  File "/env/lib/python3.6/site-packages/keras/backend/tensorflow_backend.py", line 5, in <module>\n'
             "    from tensorflow.python import tf2\nImportError: cannot import name 'tf2'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "tf2" in top.meaning


def test_a_shared_library_another_program_misses_is_not_tensorflow_s() -> None:
    paste = ('  File "/env/lib/python3.10/site-packages/pyarrow/__init__.py", line 65, in <module>\n'
             "ImportError: libre2.so.9: cannot open shared object file: No such file or directory")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_tensorflow_s_library_missing_an_abseil_symbol_under_pip_is_uncertain() -> None:
    paste = ("pip install tensorflow==2.15.0\nImportError: /env/lib/python3.10/site-packages/tensorflow/python/"
             "_pywrap_tensorflow_internal.so: undefined symbol: _ZN4absl12lts_2023080212log_internal9kCharNullE")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "two TensorFlow installs" in top.meaning


def test_another_softmax_refusing_axis_is_not_read() -> None:
    pastes = ("tensorflow 2.15\nTypeError: my_softmax() got an unexpected keyword argument 'axis'",
              ("import torch\n    y = F.softmax(x, axis=1)\nTypeError: softmax() got an unexpected keyword "
               "argument 'axis'"))
    for paste in pastes:
        assert all(e.cause not in ("keras_version_skew", "dependency_conflict") for e in explain(paste)), paste


def test_a_file_said_not_to_exist_beside_a_keras_call_is_not_a_keras_name_gone() -> None:
    for said in ("I call keras.models.load_model and the file does not exist error comes up, tensorflow 2.15",
                 "keras.callbacks.ModelCheckpoint says directory does not exist when saving."):
        assert all(e.cause not in ("keras_version_skew", "keras3_legacy_code") for e in explain(said)), said


def test_keras_s_own_check_under_a_tensorflow_before_1_5_names_keras_2_1_5() -> None:
    found = explain("tensorflow 1.4.0, keras 2.4.3\nImportError: Keras requires TensorFlow 2.2 or higher.")[0]
    assert "keras==2.1.5" in found.fix


def test_podman_named_in_a_path_is_not_podman_and_a_cdi_device_given_is_uncertain() -> None:
    paste = ("docker run --gpus all -v /home/u/podman-data:/data img\n"
             "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert all("nvidia-ctk cdi" not in e.fix for e in explain(paste))
    paste = ("podman run --rm --device nvidia.com/gpu=all ubuntu nvidia-smi\nError: crun: executable file "
             "`nvidia-smi` not found in $PATH: No such file or directory")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("container_gpu_not_exposed", "warning"), top
    assert "label=disable" in top.fix


def test_an_empty_libcuda_in_a_container_is_the_image_s_placeholder() -> None:
    paste = ("docker run --gpus all -it myimage\nImportError: /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too "
             "short")
    top = explain(paste)[0]
    assert top.cause == "driver_missing", top
    assert "remove the empty file from the image" in top.fix


def test_builder_missing_beside_tensorflow_s_own_pb2_files_is_still_uncertain() -> None:
    paste = ('  File "/env/site-packages/tensorflow/core/framework/graph_pb2.py", line 5, in <module>\n'
             "ImportError: cannot import name 'builder'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "warning"), top


def test_a_requirement_missing_for_another_package_named_keras_something_is_not_keras_s() -> None:
    paste = ("pkg_resources.DistributionNotFound: The 'kt-legacy' distribution was not found and is required by "
             "keras-tuner")
    assert all("keras requires" not in e.meaning for e in explain(paste))


def test_ipython_hiding_another_module_s_error_is_not_read() -> None:
    paste = ("Internal Python error in the inspect module\n"
             '  File "/env/lib/python3.9/site-packages/IPython/core/ultratb.py", line 1101, in get_records\n'
             "KeyError: 'x'")
    assert not explain(paste)


def test_export_saved_model_missing_is_two_releases_files_in_one_tensorflow_folder() -> None:
    for line in ("ImportError: cannot import name 'export_saved_model'",
                 ("ImportError: cannot import name 'export_saved_model' from "
                 "'tensorflow.python.keras.saving.saved_model'")):
        top = explain(line)[0]
        assert (top.cause, top.level) == ("two_tensorflow_installs", "error"), top
        assert "uninstall -y" in top.fix
    assert not explain("ImportError: cannot import name 'export_saved_model' from 'mylib.utils'")


def test_tensorflow_s_generated_code_failing_as_it_builds_descriptors_is_protobuf_uncertain() -> None:
    paste = ("File ~\\miniconda3\\envs\\lab\\lib\\site-packages\\tensorflow\\core\\framework\\tensor_shape_pb2.py:36\n"
             "     13 _sym_db = _symbol_database.Default()\n"
             "     18 DESCRIPTOR = _descriptor.FileDescriptor(\n"
             "     19   name='tensorflow/core/framework/tensor_shape.proto',\n"
             "     29 _TENSORSHAPEPROTO_DIM = _descriptor.Descriptor(")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "warning"), top
    assert "protobuf<3.20" in top.fix


def test_pip_said_not_to_find_a_release_is_the_python_it_has_no_wheel_for() -> None:
    paste = ("My pip (1.19.2) could not find Tensorflow 1.12.0 as specified in requirements.txt. I am using Python "
             "3.7.2 on Windows 10.")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported", top
    assert "Python 3.6" in top.fix


def test_a_callback_of_the_standalone_keras_given_to_tf_keras_fit() -> None:
    top = explain("AttributeError: 'PlotLossesCallback' object has no attribute 'on_train_batch_begin'\n"
                  "I'm using TF 2.0 Beta 1 and Keras in python.")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "tf.keras variant" in top.fix


def test_another_framework_s_callback_without_the_hook_is_not_read() -> None:
    paste = ('  File "/env/lib/python3.10/site-packages/pytorch_lightning/trainer/call.py", line 208, in _call\n'
             "AttributeError: 'MyPrinter' object has no attribute 'on_train_batch_end'")
    assert not explain(paste)


def test_a_standalone_keras_model_given_to_tf_keras_code() -> None:
    top = explain("AttributeError: 'Model' object has no attribute '_callable_losses'")[0]
    assert top.cause == "keras_version_skew", top
    assert "one Keras" in top.fix


def test_another_project_s_wheel_rejected_names_the_python_and_platform_its_tags_are_for() -> None:
    top = explain("ERROR: tflite_runtime-2.6.0-cp39-none-linux_aarch64.whl is not a supported wheel on this "
                  "platform.")[0]
    assert top.cause == "python_unsupported", top
    assert "Python 3.9 on linux_aarch64" in top.fix


def test_tensorflow_addons_op_loader_raising_not_found_with_the_message_cut() -> None:
    paste = ("NotFoundError: in user code:\n"
             "    /usr/local/lib/python3.6/dist-packages/tensorflow_addons/image/transform_ops.py:110 transform  *\n"
             "        output = _image_so.ops.addons_image_projective_transform_v2(\n"
             "    /usr/local/lib/python3.6/dist-packages/tensorflow_addons/utils/resource_loader.py:49 ops\n"
             "        self._ops = tf.load_op_library(get_path_to_datafile(self.relative_path))")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "tensorflow-addons release made for the TensorFlow installed" in top.fix


def test_a_crash_said_where_an_add_on_with_compiled_ops_runs_is_its_release_uncertain() -> None:
    paste = ("TensorFlow 2.3\n!pip install tensorflow_addons\nimg1 = tfa.image.rotate(img, angles=0.0873)\n"
             "Error message: Your session crashed for an unknown reason.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "tensorflow-addons==0.11.*" in top.fix


def test_colab_s_out_of_ram_crash_or_a_crash_without_an_add_on_is_not_its_release() -> None:
    for paste in ("img1 = tfa.image.rotate(img)\nYour session crashed after using all available RAM.",
                  "import tensorflow as tf\nmodel.fit(x)\nSegmentation fault (core dumped)"):
        assert all("compiled ops" not in e.meaning for e in explain(paste)), paste


def test_an_unrelated_not_found_error_beside_tensorflow_addons_is_not_its_ops() -> None:
    paste = ("/env/lib/python3.9/site-packages/tensorflow_addons/utils/resource_loader.py:72: UserWarning: You are "
             "currently using a nightly version of TensorFlow\n"
             "NotFoundError: Unsuccessful TensorSliceReader constructor: Failed to find any matching files for ckpt")
    assert all("compiled ops" not in e.meaning for e in explain(paste))


def test_the_code_importing_the_removed_experimental_export_saved_model_is_not_two_installs() -> None:
    paste = ("from tensorflow.keras.experimental import export_saved_model\n"
             "ImportError: cannot import name 'export_saved_model'")
    assert all(e.cause != "two_tensorflow_installs" for e in explain(paste))


def test_an_abi3_wheel_or_pip_listing_are_not_read_as_another_python() -> None:
    found = explain("ERROR: cryptography-41.0.3-cp37-abi3-manylinux_2_28_x86_64.whl is not a supported wheel on "
                    "this platform.")
    assert all("made for Python 3.7" not in e.meaning for e in found)
    found = explain("In pip list I can't find tensorflow 2.10 though, only in conda list. Python 3.11")
    assert all(e.cause != "python_unsupported" for e in found)


def test_a_callback_without_tf_keras_hook_checks_is_another_keras_s() -> None:
    top = explain("AttributeError: 'EarlyStopping' object has no attribute '_implements_train_batch_hooks'")[0]
    assert top.cause == "keras_version_skew", top
    assert "Keras 3" in top.meaning


def test_tensorflow_s_own_gcs_filesystem_package_beside_a_segfault_is_not_an_add_on_s_crash() -> None:
    paste = ("tensorflow-io-gcs-filesystem 0.37.1\ntensorflow 2.17.0\npython train.py\n"
             "Segmentation fault (core dumped)")
    assert all("compiled ops" not in e.meaning for e in explain(paste))
