"""`envcheck explain` says no more than the paste shows: sonames name a CUDA major, deductions need their evidence."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tables import load_tables

DLOPEN = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library '{lib}'; "
          "dlerror: {lib} not found")


def _fix(text: str) -> str:
    found = explain(text)
    assert found[0].cause == "cuda_libs_missing"
    return found[0].fix


def test_cudart_dll_alone_is_cuda_11_x_with_the_lines_that_use_it() -> None:
    fix = _fix(DLOPEN.format(lib="cudart64_110.dll"))
    assert "CUDA 11.0:" not in fix
    assert "v11.0" not in fix
    assert "every CUDA 11.x release" in fix
    assert "pip show tensorflow" in fix
    tables = load_tables()
    for line in ("2.4", "2.6"):  # the tables' CUDA and cuDNN of each Windows GPU line named
        rel = tables.release(line)
        assert rel is not None
        assert f"CUDA {rel.release.cuda_build} for TensorFlow" in fix
        assert f"cuDNN {rel.release.cudnn}" in fix
    assert "2.11" not in fix  # no native Windows GPU build from 2.11: not a candidate for a DLL


def test_cudart_dll_with_the_tensorflow_version_takes_the_tables_cuda() -> None:
    fix = _fix("tensorflow-gpu==2.6.0\n" + DLOPEN.format(lib="cudart64_110.dll"))
    assert "CUDA 11.2 and cuDNN 8.1" in fix
    assert "CUDA\\v11.2\\bin" in fix
    assert "11.0" not in fix


def test_dll_names_together_can_decide_the_build() -> None:  # cusolver64_11 is 2.5+, cudart64_110 up to 2.10 there
    fix = _fix(DLOPEN.format(lib="cudart64_110.dll") + "\n" + DLOPEN.format(lib="cusolver64_11.dll"))
    assert "CUDA 11.2 and cuDNN 8.1" in fix
    assert "uncertain" not in fix


def test_linux_sonames_of_a_major_are_not_a_version() -> None:
    for lib, major, lines in (("libcudart.so.11.0", "11", ("2.4", "2.5-2.11", "2.12-2.14")),
                              ("libcublas.so.11", "11", ("2.5-2.11",)), ("libcudart.so.12", "12", ("2.18-2.21",))):
        fix = _fix(DLOPEN.format(lib=lib))
        assert f"every CUDA {major}.x release" in fix, lib
        assert "install exactly these versions" not in fix
        assert all(f"TensorFlow {ls}" in fix for ls in lines), lib


def test_an_exact_older_soname_still_names_its_cuda() -> None:  # before CUDA 11 the runtime soname was the version
    assert "CUDA 10.1" in _fix(DLOPEN.format(lib="cudart64_101.dll"))
    assert "CUDA 10.0" in _fix(DLOPEN.format(lib="libcudart.so.10.0"))


COPY = ("InternalError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to "
        "/job:localhost/replica:0/task:0/device:GPU:0 in order to run {op}: Dst tensor is not initialized.")


def test_dst_tensor_not_initialized_is_gpu_memory_exhaustion() -> None:
    (eager,) = explain(COPY.format(op="_EagerConst"))  # fit/predict on whole NumPy arrays: the copy is too big
    assert eager.cause == "model_too_large"
    assert "batches" in eager.fix
    assert "tf.device('/CPU:0')" in eager.fix
    assert "nvidia-smi" in eager.fix
    (other,) = explain(COPY.format(op="GatherV2"))  # the paste does not say which: uncertain, both fixes
    assert other.cause == "gpu_memory_in_use"
    assert "uncertain" in other.meaning
    assert "nvidia-smi" in other.fix
    assert "batches" in other.fix
    tf1 = explain("RuntimeError: Error copying tensor to device: /job:localhost/replica:0/task:0/device:GPU:0. Dst "
                  "tensor is not initialized.")
    assert tf1[0].cause == "gpu_memory_in_use"


def test_dst_tensor_with_another_process_on_the_gpu_is_memory_in_use() -> None:
    found = explain(COPY.format(op="_EagerConst") + "\nI have another notebook running on the same GPU")
    assert found[0].cause == "gpu_memory_in_use"
    assert "uncertain" not in found[0].meaning
    smi = explain("|   0  NVIDIA GeForce RTX 3090   | 23900MiB / 24576MiB |\n" + COPY.format(op="_EagerConst"))
    assert smi[0].cause == "gpu_memory_in_use"


def test_two_installs_need_a_listing_not_a_pin_and_a_banner() -> None:
    pin_and_banner = ("TensorFlow version: 2.1.0\npip install tensorflow-gpu==2.1.0\n"
                      + DLOPEN.format(lib="libcudart.so.10.1"))
    assert "two_tensorflow_installs" not in {e.cause for e in explain(pin_and_banner)}
    pip_list = ("$ pip list | grep tensorflow\ntensorflow             2.1.0\ntensorflow-gpu         2.1.0\n"
                "tensorflow-estimator   2.1.0\n")
    found = explain(pip_list)
    assert found[0].cause == "two_tensorflow_installs"
    assert "pip uninstall -y tensorflow tensorflow-gpu" in found[0].fix
    conda = ("tensorflow                1.10.0                   py36_0    conda-forge\n"
             "tensorflow-gpu            1.10.0               hf154084_0    defaults\n")
    assert explain(conda)[0].cause == "two_tensorflow_installs"
    freeze = "tensorflow==2.3.0\ntensorflow-cpu==2.3.0\n"
    assert explain(freeze)[0].cause == "two_tensorflow_installs"
    windows = "tensorflow             2.13.0\ntensorflow-intel       2.13.0\n"  # tensorflow's own Windows dependency
    assert "two_tensorflow_installs" not in {e.cause for e in explain(windows)}


def test_a_tf1_pin_of_tensorflow_gpu_does_not_decide_two_installs() -> None:
    found = explain("pip install tensorflow-gpu==1.14\nTensorFlow version 1.14.0\n"
                    "print(tf.config.list_physical_devices('GPU'))\n[]")
    assert found[0].cause == "two_tensorflow_installs"
    assert "uncertain" in found[0].meaning
    assert "pip list" in found[0].fix


ZSH = "zsh: illegal hardware instruction  python3 -c 'import tensorflow'"


def test_illegal_hardware_instruction_on_linux_is_not_rosetta() -> None:
    found = explain("Ubuntu 22.04, Python 3.10\n" + ZSH)
    assert found[0].cause == "cpu_no_avx"
    assert "Rosetta" not in found[0].meaning
    assert "arm64" not in found[0].fix


def test_illegal_hardware_instruction_without_a_platform_is_uncertain() -> None:
    (found,) = explain(ZSH)
    assert found.cause == "cpu_no_avx"
    assert "uncertain" in found.meaning
    for command in ("uname -sm", "sysctl -n machdep.cpu.brand_string", "grep -o avx /proc/cpuinfo"):
        assert command in found.meaning
    assert "arm64" in found.fix
    assert "AVX" in found.fix


def test_illegal_hardware_instruction_on_apple_silicon_is_rosetta() -> None:
    for mac in ("I'm on a Macbook pro M1", ("(base) me@host ~ % conda list\n# packages in environment at "
                "/Users/me/opt/anaconda3"), "macOS Monterey"):
        found = explain(f"{mac}\n{ZSH}")
        assert "Rosetta" in found[0].meaning, mac
        assert "uncertain" not in found[0].meaning


def _last_windows_gpu() -> tuple[str, str, str]:
    last = next(r for r in reversed(load_tables().releases) if r.windows_native_gpu)
    return last.line, last.cuda_build, last.cudnn


def test_native_windows_after_the_cut_off_is_named_even_with_library_messages() -> None:
    line, cuda, cudnn = _last_windows_gpu()
    for tf in ("2.11.0", "2.15.0"):
        found = explain(f"Windows 11\ntensorflow {tf}\nW tensorflow/core/common_runtime/gpu/gpu_device.cc:1960] "
                        "Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are "
                        "installed properly if you would like to use GPU.\nSkipping registering GPU devices...\n")
        assert found[0].cause == "windows_native_gpu_unsupported", tf
        assert f"TensorFlow {line} was the last" in found[0].fix
        assert f"CUDA {cuda}/cuDNN {cudnn}" in found[0].fix
        assert "WSL2" in found[0].fix
    empty = explain('C:\\Users\\me> python -c "import tensorflow as tf; print(tf.__version__); '
                    "print(tf.config.list_physical_devices('GPU'))\"\n2.16.1\n[]")
    assert empty[0].cause == "windows_native_gpu_unsupported"


def test_native_windows_up_to_the_cut_off_keeps_the_library_cause() -> None:
    line, cuda, _ = _last_windows_gpu()
    found = explain(f"Windows 10\ntensorflow-gpu=={line}.0\n" + DLOPEN.format(lib="cudart64_110.dll"))
    assert found[0].cause == "cuda_libs_missing"
    assert f"CUDA {cuda}" in found[0].fix


def test_a_version_in_backticks_is_read() -> None:  # an issue template filled in Markdown
    fix = _fix("- TensorFlow version: `2.2.0`\nlibcudnn.so.7: cannot open shared object file")
    assert "TensorFlow 2.2 loads CUDA 10.1 and cuDNN 7.6" in fix


def test_no_kernel_image_without_a_gpu_named_is_uncertain_which_way() -> None:
    found = explain("tensorflow==2.4.0\nInternalError: no kernel image is available for execution on the device")
    assert found[0].cause == "gpu_too_new"
    assert "uncertain whether" in found[0].meaning
    assert "TensorFlow 2.4 is built for" in found[0].meaning  # what the tables know of the build
    named = explain("computeCapability: 3.0\ntensorflow==2.4.0\nno kernel image is available for execution on the "
                    "device")
    assert named[0].cause == "gpu_too_old"  # the compute capability in the paste decides
    assert "uncertain" not in named[0].meaning


@pytest.mark.parametrize("message", ["ImportError: numpy.core.multiarray failed to import",
                                     "ValueError: numpy.dtype size changed, may indicate binary incompatibility"])
def test_a_numpy_abi_message_that_does_not_say_which_way_is_decided_by_the_version(message: str) -> None:
    message = f"import tensorflow as tf\n{message}"  # (without TensorFlow in the paste it is information only)
    unsure = explain(message)[0]
    assert unsure.cause == "numpy_incompatible"
    assert "uncertain" in unsure.meaning
    assert "numpy<2" in unsure.fix
    assert "-U numpy" in unsure.fix
    old = explain(f"numpy==1.16.4\n{message}")[0]
    assert old.meaning.startswith("NumPy 1.16.4 is older")
    assert "numpy<2" not in old.fix
    new = explain(f"numpy==2.0.1\n{message}")[0]
    assert "NumPy 2 is installed" in new.meaning
    assert "uncertain" not in new.meaning


def test_a_driver_floor_from_the_cuda_the_paste_names_says_so() -> None:
    fix = explain("I have cuda 11.8 installed\nCUDA driver version is insufficient for CUDA runtime version")[0].fix
    assert "520.61.05" in fix
    assert "the one the paste names" in fix
    firm = explain("tensorflow==2.4.0\nCUDA driver version is insufficient for CUDA runtime version")[0].fix
    assert "CUDA 11.0 needs it" in firm
    assert "the one the paste names" not in firm  # the build's CUDA, from the tables


@pytest.mark.parametrize("paste", [
    # a Python that TensorFlow has wheels for today (pip's own words, Python shown by the venv's path)
    ("$ /home/u/venv/bin/python3.9 -m pip install tensorflow\n"
     "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)\n"
     "ERROR: No matching distribution found for tensorflow\nPython 3.9.0"),
    ("Python 3.8.10\nERROR: Could not find a version that satisfies the requirement tensorflow==2.4.0 "
     "(from versions: none)"),
], ids=["no-version", "version-fits"])
def test_no_wheel_for_a_python_that_has_them_is_not_blamed_on_32_bits(paste: str) -> None:
    """32 bits, a pip too old for the wheel tags, an OS/CPU without wheels, or an older date: the paste does not say."""
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    said = f"{top.meaning} {top.fix}"
    assert "most likely" not in said
    assert "uncertain" in said
    assert "pip --version" in said
    assert "python -m pip install --upgrade pip" in said


@pytest.mark.parametrize("paste", [
    ("$ uname -a\nLinux ip-172-31-5-9 5.15.0-1019-aws #23-Ubuntu SMP arm64 GNU/Linux\n"
     "$ python3 -c 'import tensorflow'\nzsh: illegal hardware instruction  python3 -c 'import tensorflow'"),
    "docker run --platform linux/amd64 tensorflow/tensorflow on my M1 MacBook\nIllegal instruction (core dumped)",
], ids=["linux-arm64", "x86-container-on-a-mac"])
def test_an_illegal_instruction_in_linux_on_arm64_is_not_rosetta(paste: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "cpu_no_avx"
    assert "Rosetta" not in top.meaning
    assert top.meaning.startswith("uncertain")


def test_a_version_misread_from_another_label_is_no_tensorflow_release() -> None:
    """A major beyond every release in the tables (CUDA's 11.5 taken for TensorFlow's) names no release."""
    found = explain("tensorflow==11.5\nCould not load dynamic library 'libcudart.so.10.1'")
    assert all("TensorFlow 2." not in e.fix for e in found)


def test_a_container_on_a_machine_said_to_have_no_gpu_prints_harmless_notices() -> None:
    found = explain("gives the following output when run in a docker container on a **CPU** only machine\n"
                    "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library "
                    "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory\n"
                    "E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)")
    assert all(e.level not in ("error", "warning") for e in found)


def test_pip_s_own_collecting_lines_are_no_conflict() -> None:
    """pip prints "(from tensorflow==X->-r ...)" on every dependency it collects; pip-compile's list is indented."""
    healthy = ("Collecting keras<2.13,>=2.12.0 (from tensorflow==2.12.0->-r requirements.txt (line 1))\n"
               "  Downloading keras-2.12.0-py2.py3-none-any.whl (1.7 MB)\nSuccessfully installed keras-2.12.0")
    assert not explain(healthy)
    conflict = ("There are incompatible versions in the resolved dependencies:\n  typing-extensions==3.10.0 (from -r "
                "requirements.in (line 20))\n  typing-extensions~=3.7.4 (from tensorflow==2.5.3->-r requirements.in)")
    assert explain(conflict)[0].cause == "dependency_conflict"


def test_an_answer_is_read_only_on_the_lines_right_after_the_question() -> None:
    far = explain(">>> tf.test.is_built_with_cuda()\n\n\nTrue\nTraining on the RTX 3090 with TF 2.10, nvidia-smi shows "
                  "0% GPU util")
    assert all(e.cause != "cpu_only_build" for e in far)
    assert not explain("tf.config.list_physical_devices('GPU')\nIt returns 0 errors and trains fine")


def test_resuming_training_is_not_resuming_from_suspend() -> None:
    found = explain("After resuming training from the last checkpoint the job dies: RuntimeError: CUDA error: unknown "
                    "error")
    assert all(e.cause != "uvm_unavailable" for e in found)
    assert explain("after resuming from suspend: CUDA error: unknown error")[0].cause == "uvm_unavailable"


def test_a_number_above_which_a_loss_stays_is_no_tensorflow_release() -> None:
    found = explain("Windows 10, tensorflow 2.10.0\nlist_physical_devices('GPU') returns []\nthe loss never goes above "
                    "2.10 anyway")
    assert all(e.cause != "windows_native_gpu_unsupported" or "uncertain" in e.meaning for e in found)


def test_prose_after_a_pip_command_is_not_its_arguments() -> None:
    assert not explain("I did pip install tensorflow instead of tensorflow-gpu and now everything works on TF 2.13")
    assert not explain("pip install tensorflow==2.5 tensorflow-gpu==2.5")  # the same GPU build from 2.1
    assert explain("pip install tensorflow==1.14 tensorflow-gpu==1.14")[0].cause == "two_tensorflow_installs"


def test_a_missing_tensorflow_internal_without_keras_in_the_paste_is_uncertain() -> None:
    found = explain("ModuleNotFoundError: No module named 'tensorflow.python.platform'")[0]
    assert (found.level, "uncertain" in found.meaning) == ("warning", True)


def test_a_keras_2_module_under_keras_3_is_keras_2_code() -> None:
    found = explain("TensorFlow 2.16.1, keras 3.3.3\nModuleNotFoundError: No module named 'keras.preprocessing.text'")
    assert found[0].cause == "keras3_legacy_code"


def test_an_index_error_beside_a_gpu_list_that_has_a_gpu() -> None:
    found = explain("print(gpus)\n[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]\n"
                    "tf.config.experimental.set_memory_growth(gpus[0], True)\nx = labels[idx]\n"
                    "IndexError: list index out of range")
    assert not found


def test_a_question_about_avx_is_not_a_statement() -> None:
    found = explain("My CPU does not support the AVX instruction set? I checked, it does: Intel i7-8700\n"
                    '  File "pywrap_tensorflow.py", line 58')
    assert all(e.cause != "cpu_no_avx" for e in found)



CUDNN_FAILED = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: "
                "CUDNN_STATUS_NOT_INITIALIZED\n"
                "E tensorflow/stream_executor/cuda/cuda_dnn.cc:393] possibly insufficient driver version: {driver}")


def test_cudnn_that_could_not_start_with_a_driver_below_the_builds_cuda_is_the_driver() -> None:
    top = explain("tensorflow version: 1.5.0\n" + CUDNN_FAILED.format(driver="384.69.0"))[0]
    assert top.cause == "driver_too_old"  # TF 1.5 is built with CUDA 9.0, whose floor is 384.81
    assert "384.81" in top.fix
    assert "uncertain" not in top.meaning


def test_cudnn_that_could_not_start_without_the_versions_is_uncertain_memory_first() -> None:
    top = explain(CUDNN_FAILED.format(driver="390.87.0"))[0]
    assert top.cause == "cudnn_init_failed"  # no CUDA in the paste: the driver cannot be judged
    assert "uncertain" in top.meaning
    assert "driver" in top.meaning
    assert "memory growth" in top.meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in top.fix


@pytest.mark.parametrize("evidence", [
    ("E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:539] Memory usage: 1507328 bytes free, "
     "12788498432 bytes total."),
    "| N/A   36C    P0    41W / 300W |  15799MiB / 16280MiB |      0%      Default |",
    "tensorflow version: 1.5.0\nCudnn: 7.0\n",  # TF 1.5's cuDNN and a driver that fits CUDA 9.0 (below)
])
def test_cudnn_that_could_not_start_with_memory_taken_or_versions_that_fit_is_memory(evidence: str) -> None:
    top = explain(evidence + "\n" + CUDNN_FAILED.format(driver="390.87.0"))[0]
    assert top.cause == "cudnn_init_failed"
    assert "uncertain" not in top.meaning


def test_not_initialized_from_a_driver_call_after_cuinit_is_a_fork() -> None:
    top = explain("F tensorflow/stream_executor/cuda/cuda_driver.cc:219] Failed setting context: "
                  "CUDA_ERROR_NOT_INITIALIZED: initialization error")[0]
    assert top.cause == "cuda_error"
    assert "forked" in top.meaning
    assert "Failed setting context" in top.meaning
    assert "spawn" in top.fix
    cuinit = explain("E tensorflow/stream_executor/cuda/cuda_driver.cc:300] failed call to cuInit: "
                     "CUDA_ERROR_NOT_INITIALIZED: initialization error")[0]
    assert cuinit.cause == "driver_missing"  # cuInit itself failing is not a fork


def test_tensor_oom_in_a_notebook_is_uncertain_about_another_kernel() -> None:
    oom = ("W tensorflow/core/common_runtime/bfc_allocator.cc:457] Allocator (GPU_0_bfc) ran out of memory trying "
           "to allocate 73.50MiB (rounded to 77070336)requested by op Mul")
    plain = explain(oom)[0]
    assert plain.cause == "model_too_large"
    assert "uncertain" not in plain.meaning
    notebook = explain("Launch Vertex AI notebook with 1 NVIDIA Tesla T4\n" + oom)[0]
    assert notebook.cause == "model_too_large"  # the ranking is kept; the other kernel is named and nvidia-smi decides
    assert "uncertain" in notebook.meaning
    assert "nvidia-smi" in notebook.fix


FAILED_ALLOC = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:936] failed to allocate 378.60M (396990720 bytes) "
                "from device: CUDA_ERROR_OUT_OF_MEMORY")


def test_device_allocation_failed_without_the_memory_shown_is_uncertain() -> None:
    top = explain(FAILED_ALLOC)[0]
    assert top.cause == "gpu_memory_in_use"  # the ranking is kept; the model outgrowing the GPU is named
    assert "uncertain" in top.meaning
    assert "batch" in top.fix


@pytest.mark.parametrize("memory", [
    "Total memory: 7.92GiB\nFree memory: 190.31MiB",
    "totalMemory: 5.93GiB freeMemory: 7.94MiB",
    ("|   0  GeForce GTX 1080    Off  | 0000:01:00.0      On |                  N/A |\n"
     "| 34%   35C    P8    10W / 180W |   7900MiB /  8113MiB |      7%      Default |"),
])
def test_device_allocation_failed_with_the_memory_taken_is_another_process(memory: str) -> None:
    top = explain(memory + "\n" + FAILED_ALLOC)[0]
    assert top.cause == "gpu_memory_in_use"
    assert "uncertain" not in top.meaning


def test_device_allocation_failed_with_the_memory_free_stays_uncertain() -> None:
    top = explain("Total memory: 7.92GiB\nFree memory: 7.28GiB\n" + FAILED_ALLOC)[0]
    assert "uncertain" in top.meaning


def test_code_said_to_work_on_the_gpu_is_no_empty_gpu_list() -> None:
    """'works with GPU but not with CPU' is code that runs there, not the GPU asked for against the CPU."""
    assert not explain("The following demo code works with GPU but not with CPU.")
    asked = explain("How do I use Tensorflow with Gpu and not cpu?")
    assert asked
    assert asked[0].cause == "gpu_not_detected"


def test_allocator_warnings_with_the_run_said_to_go_on_are_harmless() -> None:
    """The BFC allocator's 'ran out of memory trying to allocate' with no OOM error, and the script said to run fine."""
    found = explain("right after it starts it says: `ran out of memory trying to allocate 975.59MiB`\n"
                    "the script runs fine but I wonder if this memory allocation issue affects performance?")
    assert [(e.cause, e.level) for e in found] == [("harmless", "info")]
    failed = explain("W bfc_allocator.cc:267] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.00GiB\n"
                     "ResourceExhaustedError: OOM when allocating tensor with shape[64,512,512]\n"
                     "the script runs fine for a while")
    assert failed[0].cause == "model_too_large"


def test_libcuda_missing_with_the_run_said_to_go_on_is_harmless() -> None:
    """No driver in a CPU machine or container, and the training said to continue: TensorFlow is on the CPU."""
    found = explain("The training process continues as normal without fault after this log is displayed.\n"
                    "W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library "
                    "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert [(e.cause, e.level) for e in found][:1] == [("harmless", "info")]
    with_gpu = explain("nvidia-smi: GeForce RTX 3080, driver 535.54\nthe script runs fine on the CPU\n"
                       "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared "
                       "object file: No such file or directory")
    assert with_gpu[0].cause == "driver_missing"


def test_a_smaller_batch_that_worked_fine_is_still_the_batch() -> None:
    found = explain("it raised OOM error. Later I reduced the batchsize to 16 and it worked fine")
    assert found[0].cause == "model_too_large"


CUINIT_IN_CONTAINER = (
    "W tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:268] failed call to cuInit: UNKNOWN ERROR (303)\n"
    "I tensorflow/compiler/xla/stream_executor/cuda/cuda_diagnostics.cc:200] kernel driver does not appear to be "
    "running on this host (3f0c): /proc/driver/nvidia/version does not exist\n")


@pytest.mark.parametrize("said", [
    "I start the tensorflow/tensorflow:2.15.0-gpu image with docker run -it without --gpus",
    "docker run tensorflow/tensorflow:latest-gpu (I didn't pass `--runtime=nvidia`)",
    "docker run -it tensorflow/tensorflow:2.15.0-gpu bash, I forgot --gpus",
])
def test_a_gpu_flag_said_absent_is_not_a_container_started_with_the_gpu(said: str) -> None:
    found = explain(said + "\n" + CUINIT_IN_CONTAINER)
    assert found[0].cause == "container_gpu_not_exposed"
    assert not found[0].meaning.startswith("uncertain")
    assert "--gpus all" in found[0].fix


def test_a_gpu_flag_given_is_a_container_started_with_the_gpu() -> None:
    found = explain("docker run --gpus all -it tensorflow/tensorflow:2.15.0-gpu bash\n" + CUINIT_IN_CONTAINER)
    assert found[0].meaning.startswith("uncertain: the container was started with the GPU")


def test_a_low_utilisation_of_memory_beside_a_busy_gpu_is_not_an_idle_gpu() -> None:
    said = ("Training my Keras model on an RTX 3090, GPU utilization is at 95%, but memory utilization is low "
            "(2GB of 24GB). Is something wrong?")
    assert not [e for e in explain(said) if e.cause == "input_bound"]
    assert explain("Training my Keras model on an RTX 3090, the utilization is low, around 20%")[0].cause \
        == "input_bound"


_AVX_LINE = ("2022-01-10 09:00:00.000000: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library "
             "was compiled to use AVX instructions, but these aren't available on your machine.")


@pytest.mark.parametrize(("where", "emulated"), [
    ("docker compose up\nworker_1  | ", True), ("", True), ("Ubuntu 20.04 on a Celeron\n", False),
    ("Windows 10\n", False),
])
def test_no_avx_names_x86_emulated_on_arm64_unless_the_machine_is_x86(where: str, emulated: bool) -> None:
    """An amd64 image on an Apple silicon Mac runs emulated, without AVX: said unless the paste shows an x86 machine."""
    (found, *_) = explain(where + _AVX_LINE)
    assert found.cause == "cpu_no_avx", found
    assert ("arm64 image" in found.fix) is emulated
