"""Forms met in the open half of the forty-second blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_tensorflow_s_module_of_another_architecture_than_the_python_is_read_from_macos_s_loader() -> None:
    paste = ("from tensorflow.python._pywrap_tensorflow_internal import *\nImportError: dlopen(/Users/u/venv/lib/"
             "python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): no suitable image found.  "
             "Did find:\n\t/Users/u/venv/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: "
             "mach-o, but wrong architecture\nFailed to load the native TensorFlow runtime.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert "different CPU architectures" in top.meaning
    assert "arm64" in top.fix


def test_another_package_s_module_of_the_other_architecture_is_not_tensorflow_s() -> None:
    paste = ("ImportError: dlopen(/Users/u/miniforge3/envs/fs/lib/python3.8/site-packages/psutil/_psutil_osx.cpython-38"
             "-darwin.so, 0x0002): tried: '/Users/u/miniforge3/envs/fs/lib/python3.8/site-packages/psutil/_psutil_osx"
             ".cpython-38-darwin.so' (mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64e'))")
    top = explain(paste)[0]
    assert top.level == "info", top
    assert "psutil" in top.fix
    assert "the module is x86_64 and the process arm64e" in top.meaning


def test_tensorflow_said_not_on_pip_for_a_32_bit_arm_board_has_no_wheel() -> None:
    paste = ("Tensorflow is not in the pip for ARM, so to install on ARM devices you need to have it preinstalled.\n"
             " - Type of hardware: Orange Pi PC Plus (Allwinner H3 ARMv7-A)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "64-bit OS" in top.fix


def test_the_standalone_keras_under_tensorflow_2_names_the_tensorflow_keras_imports() -> None:
    paste = ("I am using Tensorflow  2.1.0\n/usr/local/lib/python3.6/dist-packages/keras/backend/tensorflow_backend.py "
             "in placeholder(shape, ndim, dtype, sparse, name)\n--> 541         x = tf.placeholder(dtype, shape=shape, "
             "name=name)\nAttributeError: module 'tensorflow' has no attribute 'placeholder'")
    top = explain(paste)[0]
    assert top.cause == "keras_version_skew", top
    assert "from tensorflow.keras.layers import" in top.fix


def test_a_range_whose_releases_have_no_wheel_for_the_python_names_the_python_they_have() -> None:
    paste = ("Python 3.8\nERROR: Could not find a version that satisfies the requirement tensorflow<2.0,>=1.8.0 (from "
             "spinup) (from versions: 2.2.0, 2.2.1, 2.3.0, 2.4.0)\nERROR: No matching distribution found for "
             "tensorflow<2.0,>=1.8.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "admits TensorFlow 1.8-1.15" in top.fix
    assert "use Python 3.7" in top.fix


def test_a_package_pinning_a_range_without_wheels_for_the_python_is_the_python() -> None:
    paste = ("python 3.11\nERROR: Cannot install spinup because these package versions have conflicting "
             "dependencies.\nThe conflict is caused by:\n    spinup 0.2.0 depends on tensorflow<2.0 and >=1.8.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "use Python 3.7" in top.fix


def test_a_range_with_wheels_for_the_python_stays_the_package_s_requirement() -> None:
    paste = ("python 3.7\nERROR: Cannot install spinup because these package versions have conflicting "
             "dependencies.\nThe conflict is caused by:\n    spinup 0.2.0 depends on tensorflow<2.0 and >=1.8.0")
    assert explain(paste)[0].cause == "dependency_conflict"


def test_a_converter_reading_a_sequential_model_s_output_names_under_keras_3() -> None:
    paste = ('tensorflow 2.16.1\n  File ".../site-packages/tf2onnx/convert.py", line 331, in '
             "_rename_duplicate_keras_model_names\n    if model.output_names and len(set(model.output_names)) != "
             "len(model.output_names):\nAttributeError: 'Sequential' object has no attribute 'output_names'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error"), top
    assert "tf-keras~=2.16.0" in top.fix


def test_cuda_in_a_container_working_only_after_the_host_used_it_is_the_device_files() -> None:
    paste = ("CUDA support - need to run a CUDA program on the host system before it works in a container\n"
             "Directly after a reboot CUDA code doesn't run in the container but after we run any CUDA application on "
             "the host system it starts working.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("uvm_unavailable", "error"), top
    assert "nvidia-modprobe --unified-memory --create-nvidia-device-file=0" in top.fix
