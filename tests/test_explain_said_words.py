"""What a paste's words and figures say beside its messages: a project's Python, a misspelled name, a GPU left empty."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.explain._explain import read_paste


@pytest.mark.parametrize(("words", "project", "before"), [
    (("Spleeter (or a Python module it uses) appears to be incompatible with Python 3.10, however Python 3.10 is the "
      "default Python version in Ubuntu 22.04."), "spleeter", "3.9"),
    ("deepface is not compatible with python 3.12", "deepface", "3.11"),
])
def test_a_project_said_not_to_fit_a_python_is_that_python_s_missing_wheel(words: str, project: str,
                                                                          before: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert top.meaning.startswith(f"uncertain: the words say {project} does not install on Python")
    assert f"(Python {before} first)" in top.fix
    assert "--only-binary=:all:" in top.fix
    assert "--no-deps" not in top.fix  # a project's own wheel says nothing: the TensorFlow it pins decides
    assert not any(e.cause == "dependency_conflict" for e in explain(words))


@pytest.mark.parametrize(("words", "python"), [("magenta requires python 3.7, it is not compatible with python 3.10",
                                                "3.10"),
                                               ("tensorflow-addons does not support Python 3.10", "3.10")])
def test_the_python_refused_is_the_one_the_refusal_names(words: str, python: str) -> None:
    top = explain(words)[0]
    assert top.cause == "python_unsupported", top
    assert f"Python {python}:" in top.meaning


def test_a_project_said_not_to_fit_a_tensorflow_release_on_a_python_is_their_pairing() -> None:
    top = explain("spleeter is not compatible with tensorflow 2.5 on python 3.9")[0]
    assert top.cause == "dependency_conflict", top


def test_a_project_said_not_to_fit_a_tensorflow_release_stays_a_pairing() -> None:
    top = explain("spleeter is not compatible with tensorflow 2.5")[0]
    assert top.cause == "dependency_conflict", top
    assert "TensorFlow 2.5" in top.fix


def test_reverb_s_own_message_that_the_two_are_mismatched_names_the_release_to_install() -> None:
    paste = ("ImportError:\nAttempted to load a reverb dynamic library, but it could not find the required\n"
             "symbols inside of TensorFlow.  This commonly occurs when your version of\n"
             "tensorflow and reverb are mismatched.\nCurrent installed version of tensorflow: 2.8.2.\n")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict", top
    assert "install the dm-reverb release made for TensorFlow 2.8" in top.fix


@pytest.mark.parametrize("name", ["temsorflow", "tenserflow", "tensoflow", "tesnorflow", "tensorflow"])
def test_tensorflow_s_version_is_read_after_a_misspelled_name(name: str) -> None:
    reading = read_paste(f"RTX2080, driver 418.74, CUDA10.1+Cudnn7.4+{name}1.13.1")
    assert "TensorFlow 1.13.1" in reading.read, reading.read


def test_a_name_near_tensorflow_s_is_no_tensorflow() -> None:
    read = read_paste("tensorflowjs 3.1, tensor flowing 2.0 and tempo flow 2.1").read
    assert not any(fact.startswith("TensorFlow") for fact in read), read


_IDLE = "During training GPU utilization is below 20%, nvidia-smi memory {used}MiB / 7951MiB\nRTX2080, {versions}\n"


def test_a_gpu_almost_empty_during_training_has_no_tensorflow_on_it() -> None:
    top = explain(_IDLE.format(used=94, versions="tensorflow-gpu 2.4"))[0]
    assert (top.cause, top.level) == ("gpu_not_detected", "warning"), top
    assert top.meaning.startswith("uncertain: nvidia-smi shows 94MiB of 7951MiB")
    assert "list_physical_devices('GPU')" in top.fix


def test_the_versions_say_why_an_empty_gpu_has_no_tensorflow_on_it() -> None:
    top = explain(_IDLE.format(used=94, versions="CUDA 10.1, cuDNN 7.4, tensorflow-gpu 1.13.1"))[0]
    assert top.cause == "cuda_libs_missing", top
    assert "CUDA 10.0" in top.fix


@pytest.mark.parametrize(("used", "extra"), [
    (7594, ""),  # TensorFlow holds the memory: it is on the GPU, idle for another reason
    (94, "| 1 Tesla T4 | 14000MiB / 15109MiB |\n"),  # another GPU holds it: the run may be there
    (94, "import torch\n"),  # another framework's run
])
def test_a_gpu_holding_memory_or_another_framework_s_run_is_not_read_as_empty(used: int, extra: str) -> None:
    found = explain(_IDLE.format(used=used, versions="tensorflow-gpu 2.4") + extra)
    assert not any(e.cause == "gpu_not_detected" and "nvidia-smi shows" in e.meaning for e in found), found


_CUBLAS = ("E tensorflow/stream_executor/cuda/cuda_blas.cc:698] failed to run cuBLAS routine cublasSgemm_v2: "
           "CUBLAS_STATUS_EXECUTION_FAILED\n")


def test_a_cuda_library_failing_under_a_cuda_older_than_the_gpu_is_the_gpu_too_new() -> None:
    top = explain(_CUBLAS + "I use CUDA 10.0 and an A100")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error"), top
    assert "the CUDA the paste names, 10.0, predates compute capability 8.0" in top.meaning
    assert "TensorFlow 2.4 or newer (built with CUDA 11.0)" in top.fix


def test_the_gpu_the_cuda_predates_among_several_named_is_uncertain() -> None:
    top = explain(_CUBLAS + "The image is built FROM nvidia/cuda:8.0-cudnn5-devel. On the K80 it works; on the RTX "
                  "2080 it fails.")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning"), top
    assert top.meaning.startswith("uncertain which GPU failed")
    assert "the CUDA the paste names, 8.0, predates compute capability 7.5" in top.meaning
    assert "TensorFlow 1.13 or newer (built with CUDA 10.0)" in top.fix


@pytest.mark.parametrize("words", ["I use CUDA 10.0 and an RTX 2080", "I use CUDA 9.0 and a GTX 1080",
                                   "I use CUDA 11.2 and an RTX 4090",  # its 8.0 binaries run on 8.9
                                   "I use CUDA 10.0 and an A100 with PyTorch"])
def test_a_cuda_that_knows_the_gpu_or_another_framework_s_is_not_said_to_predate_it(words: str) -> None:
    assert not any("the CUDA the paste names" in e.meaning for e in explain(_CUBLAS + words))


_NUMEXPR = ("A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash.\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/conda/lib/python3.10/site-packages/numexpr/__init__.py", line 24, in <module>\n'
            "ImportError: numpy.core.multiarray failed to import\n")


def test_a_package_s_trouble_in_a_paste_naming_no_tensorflow_is_information_only() -> None:
    found = explain(_NUMEXPR)
    assert found
    assert all(e.level not in ("error", "warning") for e in found), found
    numpy = next(e for e in found if e.cause == "numpy_incompatible")
    assert numpy.meaning.startswith("not TensorFlow's, as far as the paste shows")
    assert "numexpr" in numpy.fix


@pytest.mark.parametrize("named", ["import tensorflow as tf\n", "from keras.models import Model\n",
                                   "tf 2.15 on Linux\n"])
def test_the_same_trouble_beside_tensorflow_or_keras_is_a_verdict(named: str) -> None:
    top = explain(named + _NUMEXPR)[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error"), top


_TRT = ("2023-04-19 18:24:42.166144: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Cannot "
        "dlopen some TensorRT libraries.\n")


def test_asking_what_a_log_means_without_a_question_mark_does_not_state_the_gpu_unused() -> None:
    found = explain("Does this mean it wont use my GPU I have a 3090, All did was follow the instructions.\n" + _TRT)
    assert not any(e.level in ("error", "warning") for e in found), found


def test_the_gpu_said_unused_beside_that_question_is_still_read() -> None:
    found = explain("It does not use my GPU. Does this mean TensorRT is missing?\n" + _TRT)
    assert found[0].cause == "gpu_not_detected", found


@pytest.mark.parametrize("words", [
    "when i use CUDA_VISIBLE_DEVICES specify GPU, i find a bug: CUDA_VISIBLE_DEVICES  is 0, it can detect GPU:0",
    "when i use CUDA_VISIBLE_DEVICES specify GPU, i find a bug: set the value is 0, it can detect GPU:0",
])
def test_a_device_s_number_is_no_figure_of_the_gpu_s_use(words: str) -> None:
    assert not any(e.cause == "input_bound" for e in explain(words))


def test_a_zero_figure_of_the_gpu_s_use_is_still_read() -> None:
    assert explain("During training the GPU utilization is always 0")[0].cause == "input_bound"


_WRAPT = ("ERROR: Cannot uninstall 'wrapt'. It is a distutils installed project and thus we cannot accurately "
          "determine which files belong to it which would lead to only a partial uninstall.")


def test_pip_unable_to_uninstall_a_package_is_tensorflow_s_only_where_the_paste_names_it() -> None:
    assert explain(_WRAPT)[0].level == "info"
    top = explain("Installing collected packages: wrapt, tensorflow\n" + _WRAPT)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top


_CUDART = ("2020-02-16 12:25:55.443845: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load "
           "dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found\n")


@pytest.mark.parametrize("error", ["ValueError: Shapes (None, 10) and (None, 1) are incompatible",
                                   "FileNotFoundError: [Errno 2] No such file or directory: 'data/train.csv'"])
@pytest.mark.parametrize("template", ["", "- CUDA/cuDNN version: N/A\n- GPU model and memory: N/A\n",
                                      "### GPU model and memory\n\n_No response_\n"])
def test_the_cuda_runtime_missing_beside_the_code_s_own_error_is_information(error: str, template: str) -> None:
    found = explain(template + _CUDART + "Traceback (most recent call last):\n" + error)
    assert not any(e.level in ("error", "warning") for e in found), found
    assert any(e.cause == "harmless" and "the traceback ends with" in e.meaning for e in found)


def test_the_cuda_runtime_missing_beside_the_code_s_error_where_the_words_name_the_gpu_stays_a_verdict() -> None:
    found = explain("My GPU is not used.\n" + _CUDART + "ValueError: Shapes (None, 10) and (None, 1) are incompatible")
    assert any(e.level in ("error", "warning") for e in found), found


def test_the_cuda_runtime_missing_beside_an_error_about_a_library_stays_a_verdict() -> None:
    found = explain(_CUDART + "Traceback (most recent call last):\nValueError: could not open libcublas.so.10")
    assert any(e.cause == "cuda_libs_missing" for e in found), found


def test_a_tensorflow_1_name_missing_in_the_standalone_keras_s_frames_is_that_keras() -> None:
    paste = ("AttributeError: module 'tensorflow' has no attribute 'placeholder'\n" + _CUDART
             + "Using TensorFlow backend.\nTraceback (most recent call last):\n"
             '  File "C:\\Python37\\lib\\site-packages\\keras\\engine\\saving.py", line 419, in load_model\n'
             "    model = _deserialize_model(f, custom_objects, compile)\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top


_COLLECT_ENV = ("PyTorch version: 1.5.0\nCUDA used to build PyTorch: {cuda}\nOS: Ubuntu 16.04.6 LTS\n"
                "Is CUDA available: {available}\nGPU models and configuration: GPU 0: GeForce GTX 1080 Ti\n"
                "Nvidia driver version: 410.78\n")


@pytest.mark.parametrize("paste", [_COLLECT_ENV.format(cuda="10.2", available="No"),
                                   "torch.version.cuda: 10.2\nDriver Version: 410.79\ntorch.cuda.is_available() False"])
def test_pytorch_s_own_words_for_its_build_s_cuda_are_checked_against_the_driver(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_too_old", "warning"), top
    assert "made with CUDA 10.2" in top.meaning
    assert "install NVIDIA driver 440.33 or newer" in top.fix


@pytest.mark.parametrize("paste", [_COLLECT_ENV.format(cuda="10.2", available="Yes"),
                                   _COLLECT_ENV.format(cuda="10.0", available="No")])
def test_pytorch_reaching_the_gpu_or_a_build_the_driver_runs_is_no_old_driver(paste: str) -> None:
    assert not any(e.cause == "driver_too_old" for e in explain(paste))


def test_a_pytorch_build_whose_cuda_dropped_the_gpu_s_architecture_is_the_gpu_too_old() -> None:
    top = explain("RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
                  "GPU: Quadro K4000 (compute capability 3.0), torch 1.8.1+cu111\n")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error"), top
    assert "its CUDA 11.1 no longer compiles for it; the last CUDA that does is 10.2" in top.meaning
    assert "TORCH_CUDA_ARCH_LIST=3.0" in top.fix


@pytest.mark.parametrize("spelt", ["inssufficient", "insuficient", "insufficent"])
def test_the_insufficient_driver_error_is_read_through_a_title_s_misspelling(spelt: str) -> None:
    top = explain(f"Cuda driver version is {spelt} for CUDA runtime version\n- TensorFlow version: 1.12.0\n")[0]
    assert (top.cause, top.level) == ("driver_too_old", "error"), top
    assert "384.81" in top.fix


def test_keras_2_s_sequential_refusing_an_object_is_most_often_the_other_keras_s_layer() -> None:
    top = explain("import keras\nimport mdn\nThe added layer must be an instance of class Layer. Found: "
                  "<mdn.MDN object at 0x7fbd511f1860>\n")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert top.meaning.startswith("uncertain: Keras' Sequential model refused a mdn.MDN object")
    assert "`from tensorflow import keras` throughout" in top.fix


@pytest.mark.parametrize("found", ["<__main__.MyLayer object at 0x7f00aa>", "<function relu at 0x7f00aa>"])
def test_the_code_s_own_class_or_a_function_refused_by_sequential_is_the_code_s_mistake(found: str) -> None:
    found_ = explain(f"TypeError: The added layer must be an instance of class Layer. Found: {found}\n")
    assert not any(e.cause == "keras_version_skew" for e in found_), found_


def test_reverb_as_an_audio_effect_is_no_dm_reverb() -> None:
    found = explain("I am building an audio augmentation with tf 2.5, adding reverb, but it does not work with "
                    "tensorflow 2.5.")
    assert not any("dm-reverb" in e.fix for e in found), found


def test_tf_idf_is_no_tensorflow_named() -> None:
    found = explain("I compute tf-idf features with scikit-learn.\nValueError: numpy.dtype size changed, may indicate "
                    "binary incompatibility. Expected 96 from C header, got 88 from PyObject")
    assert all(e.level not in ("error", "warning") for e in found), found


def test_a_gpu_created_by_tensorflow_beside_an_almost_empty_memory_row_is_on_the_gpu() -> None:
    paste = ("Training is slow (tensorflow 2.10). GPU utilization is 10%.\n2022-01-01 10:00:00.000000: I "
             "tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device "
             "/job:localhost/replica:0/task:0/device:GPU:0 with 7000 MB memory:  -> device: 0, name: NVIDIA GeForce "
             "RTX 3070, pci bus id: 0000:01:00.0, compute capability: 8.6\n| 150MiB / 7951MiB |\n")
    assert not any(e.cause == "gpu_not_detected" for e in explain(paste))


def test_the_banner_beside_the_code_s_own_tensorflow_1_call_is_not_keras_s() -> None:
    paste = ("Using TensorFlow backend.\nfrom keras.models import Sequential\nTraceback (most recent call last):\n"
             '  File "train.py", line 12, in <module>\n    x = tf.placeholder(tf.float32)\n'
             "AttributeError: module 'tensorflow' has no attribute 'placeholder'\n")
    assert not any(e.cause == "keras_version_skew" and "banner" in e.meaning for e in explain(paste))


def test_the_gpu_said_unused_before_asking_what_a_line_means_is_still_read() -> None:
    found = explain("tensorflow 2.12 doesn't use my GPU, does this mean CUDA is wrong\n" + _TRT)
    assert any(e.level in ("error", "warning") for e in found), found


def test_a_utilisation_value_of_zero_is_still_a_figure() -> None:
    assert explain("During training with tensorflow 2.4 the GPU utilization value is 0")[0].cause == "input_bound"


def test_a_comparison_with_torch_s_cuda_in_code_is_no_build_s_cuda() -> None:
    found = explain("if torch.version.cuda == '11.8':\n    pass\nDriver Version: 410.79\n")
    assert not any(e.cause == "driver_too_old" and "made with CUDA 11.8" in e.meaning for e in found), found


def test_a_template_s_tensorflow_version_beside_a_gpu_pin_is_one_release_named_twice() -> None:
    found = explain("- TensorFlow installed from: pip install tensorflow-gpu==2.0.0\n- TensorFlow version: 2.0.0\n")
    assert not any(e.cause == "two_tensorflow_installs" for e in found), found
