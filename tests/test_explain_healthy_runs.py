"""`envcheck explain` gives no verdict where the paste shows nothing wrong with the machine, nor more than it shows.

TensorFlow's search for a GPU in an image built for the CPU, a TensorFlow Java jar that extracts its JNI library
without the framework library it links, and an Intel GPU that Task Manager shows busy while TensorFlow trains are
no fault of the machine: none of them is an error or a warning. A CUDA error named again in the user's words is read
by the log's line that names its call; CUDA_ERROR_UNKNOWN on a pinned host allocation is no missing nvidia-uvm module;
out of GPU memory by the error's name alone does not say the batch; a GPU busy or unavailable in WSL2 is no other
process's (WSL2 has no compute modes); a checklist item the paste decides says what it decided.
"""

from __future__ import annotations

import pytest
from explained import verdicts as _verdicts

from envcheck.explain import explain

NO_DRIVERS = ("2024-03-01 09:12:44.118201: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda "
              "drivers on your machine, GPU will not be used.")


@pytest.mark.parametrize("words", [
    "We run the pipeline from the CPU docker image; the GPU is not needed for this step, yet the log shows:",
    "Using the cpu-only container of the tool I get GPU warnings:",
])
def test_the_search_for_a_gpu_in_a_cpu_image_is_harmless(words: str) -> None:
    found = explain(f"{words}\n{NO_DRIVERS}")
    assert _verdicts(f"{words}\n{NO_DRIVERS}") == []
    assert found[0].cause == "harmless"
    assert "CPU image" in found[0].meaning


def test_images_processed_on_the_cpu_are_no_cpu_image() -> None:
    paste = f"The CPU image preprocessing is slow because TensorFlow does not use my GPU at all:\n{NO_DRIVERS}"
    assert _verdicts(paste)


def test_the_search_for_a_gpu_beside_a_gpu_shown_is_still_read() -> None:
    paste = (f"Using the CPU image worked before; now on the GPU box nvidia-smi lists an NVIDIA GeForce RTX 3090 and "
             f"driver 535.104.05, and TensorFlow does not use the GPU:\n{NO_DRIVERS}")
    assert _verdicts(paste)


@pytest.mark.parametrize("paste", [
    ('Exception in thread "main" java.lang.UnsatisfiedLinkError: /var/folders/x1/T/tensorflow_native_libraries-'
     "1700000000000-0/libtensorflow_jni.dylib: dlopen(/var/folders/x1/T/tensorflow_native_libraries-1700000000000-0/"
     "libtensorflow_jni.dylib, 1): Library not loaded: @rpath/libtensorflow_framework.1.dylib\n"
     "\tat org.tensorflow.NativeLibrary.load(NativeLibrary.java:101)"),
    ('Exception in thread "main" java.lang.UnsatisfiedLinkError: /tmp/tensorflow_native_libraries-1700000000000-0/'
     "libtensorflow_jni.so: libtensorflow_framework.so.1: cannot open shared object file: No such file or directory"),
], ids=["macos", "linux"])
def test_a_tensorflow_java_jar_without_its_framework_library_is_not_the_machine(paste: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("tf_import_failed", "info")
    assert "jar" in found.meaning
    assert "libtensorflow_jni" in found.fix


def test_the_c_library_missing_for_a_c_api_program_is_still_an_error() -> None:
    (found, *_) = explain("./label_image: error while loading shared libraries: libtensorflow_framework.so.2: cannot "
                          "open shared object file: No such file or directory")
    assert (found.cause, found.level) == ("tf_import_failed", "error")


@pytest.mark.parametrize("words", [
    "While training, tensorflow is using the Intel UHD graphics instead of my RTX 3060: GPU usage is 2%.",
    "During training my GPU utilization is 0% because it uses the integrated graphics, not the NVIDIA card.",
])
def test_an_intel_gpu_said_used_while_training_is_task_managers_reading(words: str) -> None:
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("input_bound", "info")
    assert "never runs on an Intel GPU" in found.meaning
    assert "nvidia-smi" in found.fix


def test_low_gpu_use_in_training_without_an_intel_gpu_is_still_a_warning() -> None:
    (found, *_) = explain("While training on my RTX 3060 the GPU usage is only 2%.")
    assert (found.cause, found.level) == ("input_bound", "warning")


NOT_INITIALIZED = ("E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:1278] could not retrieve CUDA device "
                   "count: CUDA_ERROR_NOT_INITIALIZED: initialization error")


def test_a_cuda_error_named_again_in_words_is_read_by_its_log_line() -> None:
    paste = (f"I know the CUDA_ERROR_NOT_INITIALIZED error is printed by every worker, inside a Singularity image:\n"
             f"{NOT_INITIALIZED}")
    verdicts = _verdicts(paste)
    assert verdicts == [("cuda_error", "error")]
    assert "forked" in explain(paste)[0].meaning


def test_a_cuda_error_named_in_words_alone_is_still_read() -> None:
    (found, *_) = explain("After the upgrade every run stops with CUDA_ERROR_NOT_INITIALIZED.")
    assert found.level in ("error", "warning")
    assert found.cause != "cuda_error" or "forked" not in found.meaning


PINNED = ("2019-05-02 10:11:12.000001: E tensorflow/stream_executor/cuda/cuda_driver.cc:967] failed to alloc 4096 "
          "bytes on host: {error}\n"
          "2019-05-02 10:11:12.000002: W ./tensorflow/core/common_runtime/gpu/pool_allocator.h:195] could not allocate "
          "pinned host memory of size: 4096")


def test_an_unknown_error_on_a_pinned_host_allocation_is_uncertain_and_not_the_uvm_module() -> None:
    found = explain(PINNED.format(error="CUDA_ERROR_UNKNOWN"))
    assert [(e.cause, e.level) for e in found if e.level in ("error", "warning")] == [("gpu_memory_in_use", "warning")]
    assert found[0].meaning.startswith("uncertain:")
    assert "modprobe" not in found[0].fix
    assert "ALLOW_GROWTH" in found[0].fix


def test_out_of_memory_on_a_pinned_host_allocation_is_still_the_machines_ram() -> None:
    (found, *_) = explain(PINNED.format(error="CUDA_ERROR_OUT_OF_MEMORY"))
    assert (found.cause, found.level) == ("model_too_large", "error")
    assert "RAM" in found.meaning


def test_out_of_gpu_memory_by_the_name_alone_is_uncertain() -> None:
    (found, *_) = explain("ResourceExhaustedError when I build the model, before fit() starts")
    assert (found.cause, found.level) == ("model_too_large", "warning")
    assert found.meaning.startswith("uncertain:")
    assert "nvidia-smi" in found.fix


def test_out_of_gpu_memory_with_its_tensor_is_still_the_size() -> None:
    (found, *_) = explain("tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor "
                          "with shape[64,256,128,128] and type float on /job:localhost/replica:0/task:0/device:GPU:0 "
                          "by allocator GPU_0_bfc")
    assert (found.cause, found.level) == ("model_too_large", "error")
    assert "uncertain" not in found.meaning


BUSY = ("RuntimeError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy "
        "or unavailable")


def test_a_gpu_busy_or_unavailable_in_wsl2_is_the_windows_driver_bridge() -> None:
    (found, *_) = explain(f"Ubuntu 22.04 under WSL2 stopped seeing the GPU after the latest Windows update:\n{BUSY}")
    assert found.cause == "wsl_driver_not_visible"
    assert "wsl --update" in found.fix


def test_a_gpu_busy_or_unavailable_on_linux_is_still_another_process() -> None:
    (found, *_) = explain(f"Ubuntu 22.04 on our shared server:\n{BUSY}")
    assert found.cause == "gpu_memory_in_use"


def test_two_tensorflow_installs_decided_by_the_checklist_say_so() -> None:
    (found, *_) = explain("tensorflow does not detect the gpu in my py36 env, so I ran\npip uninstall tensorflow\n"
                          "conda install tensorflow-gpu tensorflow")
    assert found.cause == "two_tensorflow_installs"
    assert "both installed" in found.meaning


@pytest.mark.parametrize("paste", [
    f"The CPU docker image works fine, but the GPU image prints:\n{NO_DRIVERS}",
    f"I moved from the cpu image to tensorflow/tensorflow:2.15.0-gpu and now get:\n{NO_DRIVERS}",
    f"With the cpu-only container it is fine; `docker run --gpus all` of ours logs:\n{NO_DRIVERS}",
])
def test_a_cpu_image_named_beside_a_gpu_image_is_no_cpu_run(paste: str) -> None:
    assert "CPU image" not in explain(paste)[0].meaning


def test_an_integrated_gpu_said_to_drive_the_display_is_no_task_manager_reading() -> None:
    found = explain("My laptop uses the integrated graphics for the display and the RTX 3060 for compute. While "
                    "training with model.fit, nvidia-smi shows GPU utilization is low, around 5%.")[0]
    assert (found.cause, found.level) == ("input_bound", "warning")
    assert "Intel GPU" not in found.meaning


@pytest.mark.parametrize(("words", "harmless"), [
    ("With the GPU image the whole run completes in 3h10min, the CPU one takes 3h30min. The log has:", True),
    ("The job still finishes, it is just not faster. Each worker prints:", True),
    ("The run never completes, the workers hang after:", False),
    # a completion only as a time, or with the failure after it, is no run said to complete
    ("It crashes before the training completes, after:", False),
    ("The script finished with an error:", False),
    ("The training finishes but it runs on the CPU, not the GPU. The log has:", False),
])
def test_a_forked_worker_s_gpu_count_is_harmless_in_a_run_said_to_complete(words: str, harmless: bool) -> None:
    """Workers forked after CUDA started cannot count the GPUs: harmless when the run completes, else the fork."""
    verdicts = _verdicts(f"{words}\n{NOT_INITIALIZED}")
    assert verdicts == ([] if harmless else [("cuda_error", "error")])


# matthewfeickert/nvidia-gpu-ml-library-test#4: three frameworks each find the GPU
HEALTHY_THREE = ("PyTorch\nPyTorch build CUDA version: 10.2\nPyTorch has active GPU: True\nTensorFlow\n"
                 "2021-01-07 01:17:28.112165: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] "
                 "Successfully opened dynamic library libcudart.so.10.1\n"
                 "2021-01-07 01:17:28.827592: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] "
                 "Successfully opened dynamic library libcuda.so.1\n")


def test_a_framework_s_build_cuda_is_not_the_cuda_installed_and_an_opened_runtime_is_served() -> None:
    found = explain(HEALTHY_THREE)
    assert not [e for e in found if e.level in ("error", "warning")], found
    # the CUDA said installed beside TensorFlow 2.3 still decides where no toolkit library was opened (libcuda is the
    # driver's)
    for opened in ("", "Successfully opened dynamic library libcuda.so.1\n"):
        (mismatch, *_) = explain(f"tensorflow-gpu 2.3.0\nCUDA version: 10.2\n{opened}I get an error when training")
        assert (mismatch.cause, mismatch.level) == ("cuda_libs_missing", "warning"), mismatch


NO_DRIVER_THEN_CODE = (
    "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; "
    "dlerror: libcuda.so.1: cannot open shared object file: No such file or directory\n"
    "W tensorflow/stream_executor/cuda/cuda_driver.cc:326] failed call to cuInit: UNKNOWN ERROR (303)\n"
    'Traceback (most recent call last):\n  File "train.py", line 40, in <module>\n    model.fit(x, y)\n'
    "ValueError: Shapes (None, 10) and (None, 1) are incompatible\n")


def test_no_driver_on_a_machine_showing_no_gpu_beside_the_code_s_own_error_is_its_search_not_the_failure() -> None:
    found = explain(NO_DRIVER_THEN_CODE)
    assert (found[0].cause, found[0].level) == ("harmless", "info"), found
    assert "install the NVIDIA driver only if this machine has an NVIDIA GPU" in found[0].fix
    # with a GPU named the driver's absence is the machine's fault again
    (named, *_) = explain(f"GPU: GeForce RTX 3080\n{NO_DRIVER_THEN_CODE}")
    assert (named.cause, named.level) == ("driver_missing", "error"), named
