"""`envcheck explain` on pastes of the TensorFlow 1.x era (CUDA 8-10 DLLs, the multi-backend keras, BFC dumps).

The lines are the programs' own: Windows' `ImportError: DLL load failed: The specified module could not be
found.` under TensorFlow's `pywrap_tensorflow.py`, the standalone keras 2.2's frames (keras/legacy/interfaces.py,
keras/engine/network.py), the BFC allocator's memory dump (bfc_allocator.cc's "Sum Total of in-use chunks",
printed only when an allocation failed), the CUDA runtime's "CUDA driver version is insufficient", and
`load_op_library`'s NotFoundError for a compiled op missing a TensorFlow C++ symbol.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_DLL_TRACE = ("Traceback (most recent call last):\n"
              '  File "C:\\Python36\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58, in '
              "<module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n"
              "ImportError: DLL load failed: The specified module could not be found.")


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


@pytest.mark.parametrize(("tf", "cuda", "build"), [("1.12.0", "10.0", "9.0"), ("1.6.0", "9.1", "9.0"),
                                                   ("1.14.0", "10.1", "10.0"), ("1.4.0", "9.0", "8.0")])
def test_a_dll_load_failure_of_a_gpu_build_whose_cuda_is_not_installed(tf: str, cuda: str, build: str) -> None:
    paste = (f"Win 10: Failed to load native runtime - DLL load failed\n- TensorFlow version: {tf}\n"
             f"- CUDA/cuDNN version: {cuda} / 7\npip install tensorflow-gpu=={tf}")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "uncertain" not in meaning
    assert f"install CUDA {build}" in fix
    assert f"CUDA {cuda} is installed" in fix


def test_the_loader_answer_in_the_traceback_decides_over_a_title_naming_versions() -> None:
    # the title's "DLL load failed with CUDA 9.1, ..." is no loader answer; the traceback's line is
    paste = f"tensorflow-gpu 1.6 DLL load failed with CUDA 9.1, Windows 10\n\n{_DLL_TRACE}"
    cause, _, meaning, fix = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "uncertain" not in meaning
    assert "install CUDA 9.0" in fix


def test_a_dll_load_failure_with_the_builds_own_cuda_installed_is_not_read_as_its_cuda() -> None:
    paste = ("Win 10: Failed to load native runtime - DLL load failed\n- TensorFlow version: 1.12.0\n"
             "- CUDA/cuDNN version: 9.0 / 7\npip install tensorflow-gpu==1.12.0")
    cause, _, meaning, _ = _top(paste)
    assert (cause, meaning.startswith("uncertain")) == ("msvc_runtime_missing", True)


def test_a_dll_load_failure_of_the_cpu_only_package_is_not_read_as_cuda() -> None:
    # TensorFlow 1.x's `tensorflow` package is CPU-only: it loads no CUDA DLL, whatever CUDA is installed
    paste = "DLL load failed\n- TensorFlow version: 1.12.0\n- CUDA/cuDNN version: 10.0 / 7\npip install tensorflow"
    assert _top(paste)[0] != "cuda_libs_missing"


_KERAS22 = ("AttributeError: module 'tensorflow' has no attribute 'get_default_graph'\n"
            "----> 2 model = Sequential()\n"
            "{root}/keras/engine/sequential.py in __init__(self, layers, name)\n"
            "---> 87         super(Sequential, self).__init__(name=name)\n"
            "{root}/keras/legacy/interfaces.py in wrapper(*args, **kwargs)\n"
            "---> 91             return func(*args, **kwargs)\n"
            "{root}/keras/engine/network.py in __init__(self, *args, **kwargs)\n")


def test_a_tensorflow_api_missing_under_the_multi_backend_keras_frames_is_keras_skew() -> None:
    cause, level, _, fix = _top(_KERAS22.format(root="/home/u/.local/lib/python3.7/site-packages"))
    assert (cause, level) == ("keras_version_skew", "error")
    assert "keras" in fix


def test_tf_keras_frames_of_the_same_names_are_not_the_standalone_keras() -> None:
    root = "/usr/lib/python3.7/site-packages/tensorflow/python"
    found = explain(_KERAS22.format(root=root))
    assert not any(e.cause == "keras_version_skew" and e.level == "error" for e in found)


def test_metrics_tensors_is_the_keras_22_api_that_keras_23_removed() -> None:
    cause, _, meaning, fix = _top("AttributeError: 'Model' object has no attribute 'metrics_tensors'")
    assert cause == "keras_version_skew"
    assert "2.3.0 removed" in meaning
    assert "keras==2.2.5" in fix


def test_the_bfc_allocators_memory_dump_is_an_out_of_memory() -> None:
    paste = ("My GPU is a GTX 1060 6GB, batch size 16\n"
             "2018-06-02 13:26:47.411492: I tensorflow/core/common_runtime/bfc_allocator.cc:678] Sum Total of in-use "
             "chunks: 4.72GiB\nLimit:                  5093090918\nInUse:                  5070107904")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("model_too_large", "error")
    assert "batch" in fix


@pytest.mark.parametrize("named", ["TF serving 1.7 gpu", "tensorflow/serving:1.7.0-gpu", "TensorFlow Serving 1.7"])
def test_a_serving_release_gives_the_tensorflow_whose_cuda_decides_the_driver_floor(named: str) -> None:
    cause, _, _, fix = _top(f"{named}\nCUDA driver version is insufficient for CUDA runtime version")
    assert cause == "driver_too_old"
    assert "384.81" in fix  # TensorFlow 1.7 is built with CUDA 9.0


def test_versions_only_say_uncertain_and_what_decides() -> None:
    """No message shows a library missing: a CUDA given in words may be the driver's, so the verdict is uncertain."""
    versions = "tensorflow-gpu 1.14.0\nCUDA: 10.2\n"
    cause, _, meaning, _ = _top(versions)
    assert (cause, meaning.startswith("uncertain")) == ("cuda_libs_missing", True)
    assert "Could not load dynamic library" in meaning
    # beside a compiled op's undefined symbol, rebuilding that library decides
    symbol = ("tensorflow.python.framework.errors_impl.NotFoundError: /home/u/proj/_cudacache/fused_bias_act_546f.so:"
              " undefined symbol: _ZN10tensorflow12OpDefBuilder6OutputESs")
    cause, _, meaning, _ = _top(versions + symbol)
    assert (cause, meaning.startswith("uncertain")) == ("cuda_libs_missing", True)
    assert "rebuilding that library" in meaning


@pytest.mark.parametrize("paste", ["我的环境是tensorflow-gpu==1.12.0版本\uff0c安装了cuda10.0和cudnn7.4",
                                   "環境はtensorflow-gpu 1.12.0で、cuda10.0を入れました"])
def test_versions_run_on_into_chinese_or_japanese_text_are_read(paste: str) -> None:
    cause, _, _, fix = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "TensorFlow 1.12 was built for CUDA 9.0" in fix
    assert "CUDA 10.0 is installed" in fix


@pytest.mark.parametrize(("said", "dll", "version"), [("cuDNN 6", "cudnn64_6.dll", "cuDNN 6"),
                                                       ("cuDNN 5.1", "cudnn64_5.dll", "cuDNN 5.1")])
def test_the_windows_self_checks_cudnn_line_is_cudnn_off_path(said: str, dll: str, version: str) -> None:
    paste = ('python "tensorflow_self_check.py"\nERROR: Failed to import the TensorFlow module.\n'
             f"- Python version is 3.6.\n- Could not find {said}.\n  The GPU version of TensorFlow requires that the "
             "correct cuDNN DLL be installed")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert dll in meaning
    assert f"install {version}" in fix
    assert "PATH" in fix


def test_the_native_runtime_failing_on_windows_with_a_cuda_lacking_the_builds_dlls_is_that() -> None:
    failed = ("ImportError: No module named '_pywrap_tensorflow_internal'\n"
              "Failed to load the native TensorFlow runtime.")
    cause, _, _, fix = _top(f"tensorflow-gpu 1.12, CUDA 10.0, Windows 10\n{failed}")
    assert cause == "cuda_libs_missing"
    assert "install CUDA 9.0" in fix
    assert _top(f"tensorflow-gpu 1.12, CUDA 9.0, Windows 10\n{failed}")[0] == "tf_import_failed"


def test_a_driver_older_than_the_named_releases_cuda_is_said_from_the_versions() -> None:
    cause, level, meaning, fix = _top("conda install tensorflow-gpu=1.13 but I have driver 384")
    assert (cause, level) == ("driver_too_old", "warning")
    assert meaning.startswith("from the versions in the paste")
    assert "410.48" in fix  # CUDA 10.0's floor, TensorFlow 1.13's CUDA
    assert not [e for e in explain("tensorflow-gpu 1.13 and driver 418.56") if e.level in ("error", "warning")]
    ran = ("tensorflow-gpu 1.13, driver 384.130\nI tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created "
           "TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 7440 MB memory) -> physical GPU "
           "(device: 0, name: GeForce GTX 1080, pci bus id: 0000:01:00.0, compute capability: 6.1)")
    assert not any(e.cause == "driver_too_old" for e in explain(ran))


@pytest.mark.parametrize("paste", ["Upgraded from driver 470.82.01 to 545.23.08. tensorflow==2.15.0",
                                   "tensorflow-gpu=1.13; I had driver 384.130, now 418.56"])
def test_a_driver_said_replaced_is_not_read_from_the_versions(paste: str) -> None:
    """The first driver named is the one replaced: the words, not the versions' order, say which runs."""
    assert not any(e.cause == "driver_too_old" for e in explain(paste))
    assert _top("tensorflow 2.15 with the old NVIDIA driver 470.82")[0] == "driver_too_old"


@pytest.mark.parametrize(("gpu", "verdict"), [
    ("on a Tesla V100", None),  # forward compatibility runs CUDA 12.2 on a data-center GPU's older driver
    ("on an NVIDIA A100-SXM4-40GB", None),
    ("on a GeForce RTX 3090", "from the versions"),  # not on a GeForce: the driver is too old
    ("", "uncertain"),  # no GPU named: which kind it is decides
])
def test_forward_compatibility_said_runs_a_newer_cuda_on_data_center_gpus_only(gpu: str, verdict: str | None) -> None:
    found = [e for e in explain(f"We use cuda-compat: driver 470.57 and tensorflow 2.15 in the container {gpu}")
             if e.cause == "driver_too_old"]
    assert len(found) == (verdict is not None)
    assert all(e.meaning.startswith(str(verdict)) for e in found)
    assert all("535.54.03" in e.fix for e in found)  # CUDA 12.2's own driver


def test_the_driver_message_cut_before_its_end_is_read() -> None:
    cause, _, _, fix = _top("tensorflow-gpu 1.13.1 fails: CUDA driver version is insufficient")
    assert cause == "driver_too_old"
    assert "410.48" in fix


@pytest.mark.parametrize("card", ["GTX 1080", "RTX 2070 Super", "Tesla K80"])
def test_a_gpu_named_by_its_model_in_the_words_says_it_runs_on_the_cpu(card: str) -> None:
    found = explain(f"I installed tensorflow==1.15.2 but it does not use my {card}")
    assert [e.cause for e in found if e.level == "warning"] == ["tf1_cpu_package"]


def test_a_tf1_session_that_could_not_start_is_read_by_the_error_before_it() -> None:
    alone = "tensorflow.python.framework.errors_impl.InternalError: Failed to create session."
    cause, level, meaning, fix = _top(alone)
    assert (cause, level) == ("gpu_memory_in_use", "warning")
    assert meaning.startswith("uncertain")
    assert "nvidia-smi" in fix
    context = ("E tensorflow/core/common_runtime/direct_session.cc:170] Internal: failed initializing StreamExecutor "
               "for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: "
               "CUDA_ERROR_INVALID_DEVICE")
    found = explain(f"{context}\n{alone}")
    assert found[0].level == "error"
    assert [e.level for e in found if e.evidence.startswith("tensorflow.python")] == ["info"]


def test_conda_pins_with_one_equals_sign_are_read_as_the_pair_said() -> None:
    paste = ("conda create -n tf python=3.8 tensorflow-gpu=1.15\n"
             "UnsatisfiableError: The following specifications were found to be incompatible with each other:\n"
             "Package python conflicts for:\npython=3.8\n"
             "tensorflow-gpu=1.15 -> python[version='>=3.6,<3.7.0a0|>=3.7,<3.8.0a0']")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("python_unsupported", "error")
    assert "Python 3.7 for TensorFlow 1.15" in fix


@pytest.mark.parametrize("paste", [
    "Failed to create session in onnxruntime: [ONNXRuntimeError] : 1 : FAIL : Load model from model.onnx failed",
    "sqlalchemy: Failed to create session for the database",
])
def test_another_programs_failed_session_is_not_tensorflows(paste: str) -> None:
    assert all(e.cause != "gpu_memory_in_use" for e in explain(paste))


MIXED = ("TypeError: The added layer must be an instance of class Layer. Found: "
         "<{module}.engine.training.Model object at 0x7f3a2c1e8d30>")


@pytest.mark.parametrize(("paste", "meaning", "fix"), [
    # keras.applications of keras 2.2.0 under TensorFlow 1.12: its model is tf.keras', decided
    ("tensorflow 1.12.0, keras 2.2.0\nbase = keras.applications.ResNet50(weights=None)\nmodel.add(base)\n"
     + MIXED.format(module="tensorflow.python.keras"), "keras_applications was last given", "keras==2.2.4"),
    # no applications, no versions: the two Kerases meet, whatever brought them
    (MIXED.format(module="tensorflow.python.keras"), "two Keras implementations", "from one Keras"),
    # the other way round: no keras.applications advice
    (MIXED.format(module="keras"), "standalone keras object was given to tf.keras", "from one Keras"),
])
def test_a_sequential_given_the_other_keras_object_is_two_kerases(paste: str, meaning: str, fix: str) -> None:
    (found, *_) = explain(paste)
    assert found.cause == "keras_version_skew"
    assert meaning in found.meaning
    assert fix in found.fix
    assert ("2.2.4" in found.fix) == ("tensorflow.python" in paste)


def test_a_keras_contrib_layer_given_to_the_other_keras_sequential_is_two_kerases() -> None:
    (found, *_) = explain(MIXED.format(module="keras_contrib.layers.crf").replace("engine.training.Model", "CRF"))
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras_contrib" in found.meaning
    assert "from one Keras" in found.fix


_TB_TRACE = ('  File "/opt/conda/lib/python3.7/site-packages/keras/callbacks/tensorboard_v2.py", line 116, '
             "in set_model\n    super(TensorBoard, self).set_model(model)\n"
             '  File "/opt/conda/lib/python3.7/site-packages/tensorflow_core/python/keras/callbacks.py", line 1532, '
             "in set_model\n")


@pytest.mark.parametrize(("paste", "fix"), [
    # keras 2.3.1's TensorBoard reaching TensorFlow 2.1's callback (the traceback), or the error alone (a title)
    (_TB_TRACE + "AttributeError: 'Model' object has no attribute '_get_distribution_strategy'", "2.2+"),
    ("AttributeError: 'Sequential' object has no attribute '_get_distribution_strategy'", "2.2+"),
    # tf.keras' TensorBoard (TensorFlow 1.14) handed a keras 2.2.5 model
    (("tensorflow 1.14.0, keras 2.2.5\nfrom tensorflow.python.keras.callbacks import TensorBoard\n"
      "AttributeError: 'Sequential' object has no attribute 'run_eagerly'"), "keras.callbacks"),
])
def test_a_tf_keras_callback_asking_a_keras_model_for_a_tf_keras_method_is_two_kerases(paste: str, fix: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "only tf.keras models have" in found.meaning
    assert fix in found.fix
    assert "tensorflow.keras throughout" in found.fix


def test_the_same_attribute_missing_under_keras_3_is_not_told_the_keras_2_3_pairing() -> None:
    """From TensorFlow 2.16 the two Kerases are Keras 3 and Keras 2 (tf_keras): keras 2.3.1's pairing does not apply."""
    (found, *_) = explain('tensorflow 2.16.1, keras 3.3.3\n  File "/usr/lib/python3.11/site-packages/tf_keras/src/'
                          'callbacks.py", line 2690, in set_model\nAttributeError: \'Functional\' object has no '
                          "attribute '_get_distribution_strategy'")
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "2.3.1" not in found.fix
    assert "TF_USE_LEGACY_KERAS=1" in found.fix


def test_an_attribute_a_tf_keras_model_lacks_for_another_reason_is_not_read_as_two_kerases() -> None:
    """The attribute must be the one tf.keras' callbacks ask for; another private one decides nothing here."""
    found = explain("AttributeError: 'Sequential' object has no attribute '_compile_time_distribution_strategy'")
    assert all(e.level != "error" or e.cause != "keras_version_skew" or "only tf.keras" not in e.meaning
               for e in found)


def test_python_36s_bare_import_error_under_an_add_ons_tf_internal_import_is_that_add_on() -> None:
    """Python 3.6 names no module in the ImportError: the add-on's source line above it says what it imports."""
    frame = ('  File "/home/u/envs/tf21/lib/python3.6/site-packages/tensorflow_addons/utils/types.py", line 23, '
             "in <module>\n")
    paste = ("tensorflow 2.1.0\nTraceback (most recent call last):\n" + frame
             + "    from tensorflow.python.keras.engine import keras_tensor\n"
             "ImportError: cannot import name 'keras_tensor'")
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "tensorflow-addons" in found.fix
    # another name than the one the source line imports: not that import's failure
    other = explain(paste.replace("import name 'keras_tensor'", "import name 'other_name'"))
    assert all(e.cause != "dependency_conflict" for e in other)


@pytest.mark.parametrize("error", ["ImportError: cannot import name 'Container'", "cannot import name Container",
                                   "**ImportError: cannot import name 'Container'**"])
def test_python_36s_bare_import_error_of_a_keras_submodules_name_is_another_keras(error: str) -> None:
    """The source line above names the keras module; the error line (markup and all) names what it lacks.

    With neither TensorFlow's nor Keras' version shown the verdict is uncertain (the import may name the wrong module);
    a keras version shown decides it.
    """
    paste = ('  File "train.py", line 4, in <module>\n    from keras.engine.topology import Container\n' + error)
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("keras_version_skew", "warning")
    assert "uncertain" in found.meaning
    assert "written for" in found.fix
    (shown, *_) = explain("keras==2.2.4\n" + paste)
    assert (shown.cause, shown.level) == ("keras_version_skew", "error")
    # another name than the source line imports is no such failure
    assert all(e.cause != "keras_version_skew" for e in explain(paste.replace("import Container", "import Network")))


def test_a_title_retyping_a_missing_tf1_api_without_module_is_read_over_the_keras_frames() -> None:
    """A title drops "module " ("'tensorflow' has no attribute ..."): the keras frames under it still decide."""
    paste = ("'tensorflow' has no attribute 'get_default_graph'\nUsing TensorFlow backend.\n"
             "Traceback (most recent call last):\n"
             '  File "/home/u/envs/seg/lib/python3.7/site-packages/keras/engine/input_layer.py", line 178, in Input\n'
             "    input_tensor=tensor)\n"
             '  File "/home/u/envs/seg/lib/python3.7/site-packages/keras/legacy/interfaces.py", line 91, in wrapper\n'
             "    return func(*args, **kwargs)")
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "2.3" in found.fix
    # the same words with no keras frame under them: the code's own TensorFlow 1.x call, no verdict
    own = explain("'tensorflow' has no attribute 'get_default_graph'\n  File \"app.py\", line 8, in <module>\n"
                  "    graph = tf.get_default_graph()")
    assert all(e.cause != "keras_version_skew" for e in own)


@pytest.mark.parametrize("found", ["<function relu at 0x7f3a2c1e8d30>", "<__main__.MyBlock object at 0x7f3a2c1e8d30>"])
def test_a_sequential_given_what_no_keras_module_made_is_no_keras_skew(found: str) -> None:
    """A function, or the code's own class: Sequential.add was given no Keras' object, so no two Kerases are shown."""
    paste = f"model.add(relu)\nTypeError: The added layer must be an instance of class Layer. Found: {found}"
    assert all(e.cause != "keras_version_skew" for e in explain(paste))


@pytest.mark.parametrize(("lib", "symbol", "source"), [("cudnn", "cudnnCreate", "cuda_dnn.cc"),
                                                        ("cublas", "cublasCreate_v2", "cuda_blas.cc"),
                                                        ("cufft", "cufftPlanMany", "cuda_fft.cc")])
def test_a_cuda_library_function_looked_up_in_tensorflows_own_binary_is_a_library_that_did_not_load(
        lib: str, symbol: str, source: str) -> None:
    paste = (f"F tensorflow/stream_executor/cuda/{source}:222] Check failed: s.ok() could not find {symbol} in {lib} "
             f"DSO; dlerror: /usr/lib/python3/dist-packages/tensorflow/python/_pywrap_tensorflow.so: undefined symbol: "
             f"{symbol}\nAborted (core dumped)")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "did not load" in meaning
    assert "LD_LIBRARY_PATH" in fix


def test_a_driver_api_function_missing_from_libcuda_stays_an_old_driver() -> None:
    paste = ("F tensorflow/stream_executor/cuda/cuda_driver.cc:94] Check failed: s.ok() could not find "
             "cuDevicePrimaryCtxSetFlags in libcuda DSO; dlerror: /usr/lib/x86_64-linux-gnu/libcuda.so.1: undefined "
             "symbol: cuDevicePrimaryCtxSetFlags")
    assert _top(paste)[0] == "driver_too_old"
