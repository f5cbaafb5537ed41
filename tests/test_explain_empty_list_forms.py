"""An empty GPU list as users show it: the forms and facts that decide it (issue #10's fresh batch c2600-c2615).

Each paste is a family real reports use, written anew: the program seen to use only the CPU, a retyped "not
available", a template's CUDA given as a bare major, CUDA_VISIBLE_DEVICES emptied, conda's CPU build of a release
before 2.1, the plain package said to be the CPU one; beside what must give no decided verdict (an old GPU only
named in a question, a pinned op on a machine that may have no GPU).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


@pytest.mark.parametrize("words", [
    "I find it only use cpu.",
    "training starts but tensorflow only uses the CPU",
    "the program still only runs on CPU",
])
def test_the_program_seen_using_only_the_cpu_starts_the_checklist(words: str) -> None:
    """TensorFlow 2.2 loads a CUDA installed on the system: its CUDA and cuDNN come first, uncertain."""
    cause, _, meaning, fix = _top(f"pip list | grep tensorflow\ntensorflow-gpu     2.2.0\n{words}")
    assert cause == "cuda_libs_missing"
    assert "uncertain" in meaning
    assert "CUDA 10.1" in fix


def test_wishing_for_the_cpu_only_is_not_an_observation() -> None:
    assert explain("tensorflow-gpu 2.2.0 is installed; I want to run it only on the CPU") == ()


@pytest.mark.parametrize("typed", ["avalable", "availble", "avaliable", "available"])
def test_available_as_typed_reads_as_the_gpu_not_found(typed: str) -> None:
    cause, _, _, _ = _top(f"TensorFlow version 2.15\nOS: Ubuntu 22.04\nI'm getting a error GPU is not {typed}")
    assert cause == "cuda_libs_missing"


def test_a_template_cuda_major_decides_against_the_release_built_for_another() -> None:
    """TensorFlow 1.11's Windows build loads CUDA 9.0; a template answering 'CUDA/cuDNN version: 10' lacks it."""
    paste = ("- OS : Windows 10\n- TensorFlow version: 1.11.0\n- CUDA/cuDNN version: 10 \n"
             "tensorflow-gpu      1.11.0\nI'm getting a error GPU is not avalable")
    cause, _, meaning, fix = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "uncertain" not in meaning
    assert "CUDA 9.0" in fix


def test_a_bare_template_major_within_cudnn_s_range_is_not_cuda() -> None:
    """'CUDA/cuDNN version: 8' may be cuDNN 8: it names no CUDA installed."""
    paste = "- TensorFlow version: 1.11.0\n- CUDA/cuDNN version: 8\nGPU is not available"
    assert all("CUDA 8 is installed" not in e.fix for e in explain(paste))


@pytest.mark.parametrize("setting", ["export CUDA_VISIBLE_DEVICES = ''", 'CUDA_VISIBLE_DEVICES="" python train.py',
                                     "os.environ['CUDA_VISIBLE_DEVICES'] = '-1'"])
def test_cuda_visible_devices_that_hides_every_gpu_decides(setting: str) -> None:
    cause, level, meaning, fix = _top(f"{setting}\nThe model runs fast. Did I run the model with CPU?")
    assert (cause, level) == ("no_gpu_visible", "error")
    assert "hides every GPU" in meaning
    assert "unset CUDA_VISIBLE_DEVICES" in fix


@pytest.mark.parametrize("words", ["but I removed that line", "I have since commented it out", "then I unset it"])
def test_cuda_visible_devices_said_removed_is_uncertain(words: str) -> None:
    """The setting shown with words that it is gone: whether the failing process still has it decides."""
    cause, level, meaning, _ = _top(f"In my old script I had os.environ['CUDA_VISIBLE_DEVICES'] = '-1', {words}. "
                                    "Still tf.config.list_physical_devices('GPU') returns []. tensorflow 2.10")
    assert (cause, level) == ("no_gpu_visible", "warning")
    assert "uncertain" in meaning
    assert "os.environ.get('CUDA_VISIBLE_DEVICES')" in meaning


def test_cuda_visible_devices_set_for_the_cpu_on_purpose_gives_no_verdict() -> None:
    paste = "export CUDA_VISIBLE_DEVICES=''\nI want to run it only on the CPU, is it running on the cpu?"
    assert all(e.cause != "no_gpu_visible" for e in explain(paste))


@pytest.mark.parametrize("version", ["1.15.0", "1.14.0", "2.0.0"])
def test_conda_s_cpu_build_before_2_1_is_the_cpu_package(version: str) -> None:
    """Before 2.1 the GPU build is tensorflow-gpu: conda's eigen/mkl build of `tensorflow` is the CPU package."""
    paste = (f"I can't use my GPU.\ngpu_devices:         GPU_0: GeForce RTX 2060\n"
             f"tensorflow                {version}          eigen_py37h9f89a44_0\n"
             f"tensorflow-base           {version}          eigen_py37h07d2309_0")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("tf1_cpu_package", "error")
    assert f"tensorflow-gpu=={version}" in fix


def test_conda_s_cpu_build_from_2_1_is_a_build_without_cuda() -> None:
    paste = "GPU not detected\ntensorflow                2.2.0           eigen_py37h1b16bb3_0"
    assert _top(paste)[0] == "cpu_only_build"


@pytest.mark.parametrize("words", [
    "On tensorflow 1.14.0 they ship `tensorflow` be CPU only, so the GPU is never used.",
    "tensorflow 1.14.0: the images are built with tensorflow and not tensorflow-gpu",
])
def test_the_plain_package_said_to_be_the_cpu_one_before_2_1(words: str) -> None:
    cause, _, _, fix = _top(words)
    assert cause == "tf1_cpu_package"
    assert "tensorflow-gpu==1.14.0" in fix


def test_an_old_gpu_only_named_in_a_question_is_no_verdict() -> None:
    """A GTX 580 is older than every build, but nothing here ran TensorFlow or failed."""
    paste = ("Does it work with no GPU? My machine has an older NVidia GPU (GTX 580) but I develop in a VM. "
             "Is the CUDA software required?")
    assert all(e.level not in ("error", "warning") for e in explain(paste))


def test_an_old_gpu_named_beside_tensorflow_still_decides() -> None:
    assert _top("Tensorflow 2.4 on my GTX 580, can I use the GPU?")[0] == "gpu_too_old"


def test_a_pinned_op_with_no_gpu_in_the_process_is_uncertain() -> None:
    paste = ("Question: running on CPU?\nInvalidArgumentError: Cannot assign a device for operation 'latents_in': "
             "Operation was explicitly assigned to /device:GPU:0 but available devices are "
             "[ /job:localhost/replica:0/task:0/device:CPU:0 ]. Make sure the device specification refers to a "
             "valid device.")
    cause, _, meaning, fix = _top(paste)
    assert cause == "gpu_not_detected"
    assert "uncertain" in meaning
    assert "set_soft_device_placement" in fix


def test_a_library_the_user_copied_or_renamed_is_not_one_the_build_asks_for() -> None:
    """TensorFlow 1.15 loads CUDA 10.0: a CUDA 10.1 DLL named in the copying told does not make it a 10.1 build."""
    paste = ("- TensorFlow version: 1.15\n- CUDA/cuDNN version: 10.2/7.6.5\n"
             "i made a copy of cudart64_101.dll and rename cudart_100.dll, then is_gpu_available() returns False")
    fixes = " ".join(e.fix for e in explain(paste))
    assert "CUDA 10.0" in fixes
    assert "CUDA 10.1" not in fixes


def test_a_library_that_failed_to_load_counts_beside_a_renamed_one() -> None:
    paste = ("Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found\n"
             "i renamed cudart64_102.dll to cudart64_101.dll")
    assert "CUDA 10.1" in explain(paste)[0].fix


def test_colab_s_fallback_runtime_is_a_gpu_runtime() -> None:
    """'Use fallback runtime version' (the previous image) worked: the runtime has a GPU, the CUDA moved on."""
    paste = ("Tensorflow 2.15 cannot recognize GPU\nI use Google Colab for my project. I need tensorflow 2.15.\n"
             '2 weeks ago, I selected "use fallback runtime version" option. That works for me!')
    cause, _, meaning, _ = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "uncertain" not in meaning


@pytest.mark.parametrize(("words", "lib"), [
    ("The container images have no libcudnn.so.8, and I cannot use the GPU", "libcudnn.so.8"),
    ("the image is missing libcublas.so.11", "libcublas.so.11"),
    ("tensorflow 2.4 in my conda env lacks libcudart.so.11.0", "libcudart.so.11.0"),
])
def test_a_cuda_library_said_missing_before_its_name(words: str, lib: str) -> None:
    cause, _, _, fix = _top(words)
    assert cause == "cuda_libs_missing"
    assert lib in fix or "11.0" in fix


@pytest.mark.parametrize(("words", "need"), [
    ("tensorflow 2.4 can't find cudnn64_8.dll", "CUDA 11.0 and cuDNN 8.0"),  # a Windows DLL by its versioned name
    ("my tensorflow 2.6 is missing cusolver64_11.dll", "CUDA 11.2 and cuDNN 8.1"),
    ("tensorflow 2.10 cudnn not found error on windows", "CUDA 11.2 and cuDNN 8.1"),  # a library by its short name
    ("Tensorflow 2.3 cannot find cudnn", "CUDA 10.1 and cuDNN 7.6"),
    ("tensorflow 2.3 says libcudart not found", "CUDA 10.1 and cuDNN 7.6"),
])
def test_a_cuda_library_said_missing_in_words_gets_the_release_s_libraries(words: str, need: str) -> None:
    cause, level, _, fix = _top(words)
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert need in fix


def test_a_library_said_missing_beside_the_log_s_soname_leaves_the_soname_to_decide() -> None:
    """The words name no file: the fix is the soname's, not blurred by a bare 'cudnn'."""
    paste = ("I get cudnn not found\nW tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load "
             "dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file "
             "or directory")
    fix = _top(paste)[3]
    assert "not found: libcudnn.so.8)" in fix


@pytest.mark.parametrize("words", [
    "Could not find cuda drivers on your machine, GPU will not be used.",  # TensorFlow's notice without a GPU
    "Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
    "cudnn is not missing: ldconfig lists it",
])
def test_the_driver_notice_and_cudnn_s_handle_are_not_a_library_said_missing(words: str) -> None:
    assert all(e.kind != "dlopen_failed" for e in explain(words)), words


@pytest.mark.parametrize("words", [
    "ldconfig -p shows libcudnn.so.8 is there, so I'm not missing libcudnn.so.8. tensorflow 2.11 trains, but slowly.",
    "the image isn't lacking libcudart.so.11.0; tensorflow 2.4 still finds no GPU",
])
def test_a_cuda_library_said_not_missing_is_not_the_loaders_failure(words: str) -> None:
    assert all(e.kind != "dlopen_failed" for e in explain(words)), words
