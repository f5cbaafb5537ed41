"""Forms the opened half of the blind15 batch showed unread: each in the words or lines real pastes use."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tables import load_tables

TABLES = load_tables()


def _top(paste: str) -> tuple[str, str, str, str]:
    top = explain(paste)[0]
    return top.cause, top.level, top.meaning, top.fix


def test_tensorflow_s_self_check_translated_still_names_the_visual_c_runtime() -> None:
    paste = ("ImportError: Không thể tìm thấy DLL ( s) 'msvcp140.dll hoặc msvcp140_1.dll'. TensorFlow yêu cầu các "
             "tệp DLL này được cài đặt")
    assert _top(paste)[0] == "msvc_runtime_missing"


def test_faceswap_s_out_of_memory_message_is_the_model_not_another_process() -> None:
    paste = ("Error in thread (_training_0): You do not have enough GPU memory available to train the selected model "
             "at the selected settings. You can try a number of things:\\n1) Close any other application that is "
             "using your GPU (web browsers are particularly bad for this).\\n2) Lower the batchsize")
    cause, _, _, fix = _top(paste)
    assert cause == "model_too_large"
    assert "batch size" in fix


def test_setuptools_own_requirement_check_is_the_package_s_tensorflow_range() -> None:
    paste = ("Processing dependencies for calamari-ocr==2.2.2\n"
             "error: tensorflow 2.12.0rc0 is installed but tensorflow<2.7.0,>=2.4.0 is required by {'tfaip'}")
    cause, _, meaning, fix = _top(paste)
    assert cause == "dependency_conflict"
    assert "tfaip requires tensorflow<2.7.0,>=2.4.0" in meaning
    assert "pip install 'tensorflow<2.7.0,>=2.4.0'" in fix


@pytest.mark.parametrize(("machine", "avx"), [("", True), ("uname -m: aarch64\n", False)])
def test_an_illegal_instruction_in_another_package_names_avx_on_x86_only(machine: str, avx: bool) -> None:
    cause, _, _, fix = _top(f"{machine}>>> import paddle\nIllegal instruction (core dumped)")
    assert cause == "cpu_no_avx"
    assert ("without AVX" in fix) == avx


def test_pytorch_s_missing_kernel_names_the_cuda_that_knows_the_gpu() -> None:
    paste = ("- laptop GeForce RTX 3070\n- `torch=1.2.0` in virtualenv environment\n"
             "RuntimeError: CUDA error: no kernel image is available for execution on the device")
    cause, _, _, fix = _top(paste)
    assert cause == "gpu_too_new"
    assert "compute capability 8.6: a build made with CUDA 11.1 or newer" in fix


def test_paddle_s_startup_line_gives_the_gpu_and_its_fix_is_paddle_s() -> None:
    paste = ("paddlepaddle-gpu              1.6.2.post107\n"
             "W0620 12:53:27.994474 149242 device_context.cc:236] Please NOTE: device: 0, CUDA Capability: 80, "
             "Driver API Version: 12.0, Runtime API Version: 10.0\n"
             "operator.cc:179] truncated_gaussian_random raises an exception thrust::system::system_error, "
             "parallel_for failed: no kernel image is available for execution on the device")
    cause, _, _, fix = _top(paste)
    assert cause == "gpu_too_new"
    assert "PaddlePaddle" in fix
    assert "CUDA 11.0" in fix
    assert "TensorFlow" not in fix


def test_device_query_s_capability_line_is_read() -> None:
    paste = ("  CUDA Capability Major/Minor version number:    8.6\n"
             "tensorflow 2.3.0\n"
             "CUDA error: no kernel image is available for execution on the device")
    assert "compute capability 8.6" in _top(paste)[2]


@pytest.mark.parametrize(("said", "cause"), [
    ("The default shm of docker is only 64MB which is not enough to save the checkpoint.\n", "shm_too_small"),
    ("", "harmless"),  # no shared memory named, no NCCL: a bus error says nothing of /dev/shm
])
def test_a_bus_error_beside_shared_memory_words_is_dev_shm(said: str, cause: str) -> None:
    assert _top(f"{said}Bus error (core dumped)")[0] == cause


def test_pytorch_elastic_s_sigbus_beside_shared_memory_words_is_dev_shm() -> None:
    paste = ("The default shm of docker is only 64MB which is not enough to save the checkpoint.\nThe worker fails "
             "with {0: ProcessFailure(local_rank=0, pid=54, exitcode=-7, message='Signal 7 (SIGBUS) received by PID "
             "54')}")
    assert _top(paste)[:2] == ("shm_too_small", "error")


def test_an_insufficient_driver_retold_with_the_versions_is_the_driver_s_floor() -> None:
    cause, _, _, fix = _top("my nvidia driver version is 381.22, and CUDA 9.0 gives an insufficient driver version "
                            "error")
    assert cause == "driver_too_old"
    assert "384.81" in fix


def test_a_library_importing_tensorflow_s_private_module_it_lacks_is_that_library_s_pairing() -> None:
    paste = ("RuntimeError: Failed to import transformers.modeling_tf_utils because of the following error (look up "
             "to see its traceback):\nNo module named 'tensorflow.python.keras.engine.keras_tensor'\n"
             "- Tensorflow version (GPU?):  2.1.0 gpu")
    cause, _, meaning, fix = _top(paste)
    assert cause == "dependency_conflict"
    assert "TensorFlow 2.1 does not have" in meaning
    assert "transformers release made for TensorFlow 2.1" in fix


@pytest.mark.parametrize(("shown", "level", "says"), [
    ("", "warning", "uncertain: transformers exports its TensorFlow classes"),
    ("transformers==5.1.0\n", "error", "transformers 5 removed its TensorFlow support"),
    ("- Tensorflow version (GPU?): 1.15.0\n", "error", "TensorFlow 1.15 is installed"),
])
def test_transformers_tensorflow_class_missing(shown: str, level: str, says: str) -> None:
    cause, got, meaning, _ = _top(f"{shown}ImportError: cannot import name 'TFBertForSequenceClassification' from "
                                  "'transformers' (/x/site-packages/transformers/__init__.py)")
    assert (cause, got) == ("dependency_conflict", level)
    assert says in meaning


def test_windows_gpu_support_said_removed_is_native_windows() -> None:
    last = next(r for r in reversed(TABLES.releases) if r.windows_native_gpu)
    cause, _, meaning, fix = _top("Removing GPU support from Tensorflow on Windows is a violation; please re-enable "
                                  "it.")
    assert cause == "windows_native_gpu_unsupported"
    assert f"after {last.line}" in meaning
    assert "WSL2" in fix


def test_an_image_said_to_lack_cudnn_is_cuda_s_libraries_missing() -> None:
    assert _top("Docker: run-nvidia lacks cudnn7\n\nThis means it can't run TF on the GPU.")[0] == "cuda_libs_missing"


def test_cudnn_failing_with_memory_growth_said_on_points_at_the_batch() -> None:
    paste = ("Failed to get convolution algorithm. This is probably because cuDNN failed to initialize\n"
             "Allow Growth option is enable in the GUI")
    cause, _, meaning, fix = _top(paste)
    assert cause == "cudnn_init_failed"
    assert "memory growth on" in meaning
    assert fix.startswith("lower the batch size")


def test_a_dll_failure_said_caused_by_the_newest_cuda_is_the_build_s_cuda() -> None:
    paste = ("ImportError: DLL load failed: The specified module could not be found\n"
             "I found that the problem was caused by the fact that I installed the latest version of the CUDA "
             "library.")
    assert _top(paste)[0] == "cuda_libs_missing"


# --- what a review of these readings showed them reading wrongly, each kept from it ----------------------------


@pytest.mark.parametrize("paste", [
    "My driver is 535.104 and CUDA 12.2, so it is not an insufficient driver issue. Training hangs after epoch 1.",
    "Is this an insufficient driver version problem? nvidia-smi shows 470.57.02.",
    "Insufficient driver version was ruled out; the GPU is seen.",
])
def test_an_insufficient_driver_denied_or_asked_is_not_the_driver(paste: str) -> None:
    assert not any(e.cause == "driver_too_old" for e in explain(paste))


@pytest.mark.parametrize("paste", [
    ('  File "convert.py", line 2, in <module>\n    from tensorflow.lite import TFLiteConverter\n'
     "ImportError: cannot import name 'TFLiteConverter'"),
    "tensorflow 1.4.0, python 3.5\nImportError: cannot import name 'TFRecordDataset'",
])
def test_a_tf_prefixed_name_not_imported_from_transformers_is_not_its_classes(paste: str) -> None:
    assert not any("transformers" in e.meaning for e in explain(paste))


def test_sentence_transformers_version_is_not_transformers() -> None:
    meaning = _top("sentence-transformers 5.0.0\ntransformers 4.40.0\nImportError: cannot import name 'TFAutoModel' "
                   "from 'transformers' (/x/site-packages/transformers/__init__.py)")[2]
    assert meaning.startswith("transformers 4.40.0 exports")


def test_a_keras_newer_than_the_table_has_the_names_its_newest_line_has() -> None:
    meaning = _top("keras==3.16.0\nModuleNotFoundError: No module named 'keras.ops'")[2]
    assert "older than the code" not in meaning


@pytest.mark.parametrize("paste", [
    # TensorFlow 2.1 and newer load CUDA after the import: its DLL failure is not CUDA's
    ("Windows 10, tensorflow-gpu 2.6.0\nImportError: DLL load failed while importing _pywrap_tensorflow_internal: The "
     "specified module could not be found.\nThe problem was caused by the fact that I installed the latest version of "
     "the CUDA library (12.1)."),
    ("ImportError: DLL load failed: The specified module could not be found.\nI don't think it is because of the "
     "newer CUDA, since I installed exactly the version the docs say."),
])
def test_a_dll_failure_is_not_blamed_on_a_newer_cuda_where_the_release_or_words_say_otherwise(paste: str) -> None:
    assert _top(paste)[0] != "cuda_libs_missing"


@pytest.mark.parametrize("said", ["Do I need to turn memory growth on for the GPU?",
                                  "In my config the allow_growth option is set to False."])
def test_growth_asked_about_or_off_keeps_the_growth_fix(said: str) -> None:
    paste = ("tensorflow 2.4.1, RTX 3080, CUDA 11.0, cuDNN 8.0.4\nCould not create cudnn handle: "
             f"CUDNN_STATUS_INTERNAL_ERROR\nFailed to get convolution algorithm.\n{said}")
    assert "ALLOW_GROWTH" in _top(paste)[3]


@pytest.mark.parametrize("paste", [
    ("Since TensorFlow removed GPU support on native Windows after 2.10, I moved to WSL2. Everything works:\n"
     "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"),
    "PyTorch has not dropped GPU support for Windows, why did TF? tensorflow 2.10 on Windows 10 works.",
])
def test_windows_gpu_support_words_beside_a_working_gpu_or_denied_are_no_verdict(paste: str) -> None:
    assert not any(e.cause == "windows_native_gpu_unsupported" for e in explain(paste))


def test_shared_memory_ruled_out_beside_a_bus_error_is_not_dev_shm() -> None:
    paste = ("Fatal Python error: Bus error\nI already increased --shm-size to 16g, so /dev/shm is not the problem. "
             "The file on the NFS mount got truncated while reading with np.memmap.")
    assert not any(e.cause == "shm_too_small" for e in explain(paste))


def test_pytorch_elastic_s_sigbus_alone_is_an_uncertain_dev_shm() -> None:
    cause, level, meaning, _ = _top("message='Signal 7 (SIGBUS) received by PID 54'")
    assert (cause, level) == ("shm_too_small", "warning")
    assert meaning.startswith("uncertain")


def test_an_old_gpu_gets_no_newer_cuda_hint() -> None:
    fix = _top("torch 2.3.0+cu121\nGPU: NVIDIA GeForce GTX 770 (compute capability 3.0)\n"
               "RuntimeError: CUDA error: no kernel image is available for execution on the device")[3]
    assert "or newer has it" not in fix


@pytest.mark.parametrize("paste", [
    ("The nvidia/cuda:10.0-runtime image lacks cudnn7, so I used nvidia/cuda:10.0-cudnn7-runtime instead and now TF "
     "1.14 sees the GPU and trains fine."),
    "The installer bundles these DLL(s) 'vcruntime140.dll' and 'msvcp140.dll'. Everything imports fine.",
])
def test_what_was_done_about_a_library_or_a_dll_in_prose_is_no_failure(paste: str) -> None:
    assert not any(e.level == "error" for e in explain(paste))
