"""Known failures in the forms people paste them: retold in words, wrapped, or read against the versions beside them.

Each paste is cut from a public report (URL beside it) whose cause the thread confirmed; each has a near
form that must not be read the same way.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

# (url, paste, cause, level, a value the fix names)
RETOLD = [
    ("https://github.com/tensorflow/tensorflow/issues/26028",
     ("After building and installing with `pip` and then testing via importing with python, `cpu_feature_guard.cc` "
      "reporting the TF library was compiled to use AVX512F but they aren't available on the device."),
     "cpu_no_avx", "error", "AVX512F"),
    ("https://github.com/iot-salzburg/gpu-jupyter/issues/93",
     ("Everything works great until I try to fit models. I get an error saying it cannot find ptxas. Looking at the "
      "filesystem, I cannot find ptxas anywhere in the container filesystem."), "ptxas_missing", "error",
     "nvidia-cuda-nvcc"),
    ("https://github.com/fastai/docker-containers/issues/21",
     ("RuntimeError: DataLoader worker (pid 47) is killed by signal: Bus\nerror. It is possible that dataloader's "
      "workers are out of shared\nmemory. Please try to raise your shared memory limit."),
     "shm_too_small", "error", "--shm-size"),
    ("https://github.com/NVIDIA/nvidia-docker/issues/457",
     ("ubuntu@runc:~$ nvidia-docker run --rm -ti ubuntu:16.04 nvidia-smi\ndocker: Error response from daemon: oci "
      'runtime error: container_linux.go:262: starting container process caused "exec: \\"nvidia-smi\\": executable '
      'file not found in $PATH".'), "container_gpu_not_exposed", "warning", "container toolkit"),
    ("https://github.com/NVIDIA/nccl/issues/631",
     ('I do not know the exact reason, but the model "freeze"(stuck) when using 4 or more GPUs. So, while trying '
      "various things, I confirmed that the model works by setting the variable NCCL_P2P_DISABLE =1 ."),
     "gpu_peer_access_failed", "error", "iommu"),
    ("https://github.com/tensorflow/tensorflow/issues/39096",
     ("The versions of the python: Python 3.8.2\nThe version of TensorFlow:  1.13.1\nError: ImportError: DLL load "
      "failed while importing _pywrap_tensorflow_internal: The specified module could not be found.\nFailed to load "
      "the native TensorFlow runtime."), "python_unsupported", "error", "python 3.7"),
]


@pytest.mark.parametrize(("url", "paste", "cause", "level", "mention"), RETOLD, ids=[r[0] for r in RETOLD])
def test_retold_form_gets_its_cause(url: str, paste: str, cause: str, level: str, mention: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == (cause, level), url
    assert mention.lower() in top.fix.lower(), top.fix


def test_python_of_a_dll_failure_reads_windows_wheels() -> None:
    """TensorFlow 1.13 on Windows had wheels for 3.5-3.7 only (no 2.7): the fix names those, not Linux's."""
    top = explain("Python 3.8.2\ntensorflow 1.13.1\nImportError: DLL load failed while importing "
                  "_pywrap_tensorflow_internal: The specified module could not be found.")[0]
    assert top.cause == "python_unsupported"
    assert "2.7" not in top.fix
    assert "3.5" in top.fix


def test_dll_failure_under_a_python_the_release_has_is_not_the_python() -> None:
    top = explain("Python 3.7.4\ntensorflow 1.13.1\nImportError: DLL load failed: The specified module could not be "
                  "found.")[0]
    assert top.cause != "python_unsupported"


def test_dll_failure_naming_cuda_dll_stays_cuda_whatever_the_python() -> None:
    top = explain("Python 3.8.2\ntensorflow-gpu 1.13.1\nImportError: Could not find 'cudart64_100.dll'.")[0]
    assert top.cause == "cuda_libs_missing"


def test_cpu_guard_line_of_unused_instructions_stays_harmless() -> None:
    """The info line about instructions the binary does not use is not the guard's refusal."""
    found = explain("I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this "
                    "TensorFlow binary was not compiled to use: AVX2 FMA")
    assert all(e.level not in ("error", "warning") for e in found)


def test_ptxas_found_is_no_missing_ptxas() -> None:
    found = explain("W external/xla/stream_executor/gpu/asm_compiler.cc:234] Used ptxas at ptxas")
    assert all(e.cause != "ptxas_missing" for e in found)


def test_p2p_disable_that_did_not_help_is_not_decided() -> None:
    found = explain("NCCL hangs with 4 GPUs; the model still doesn't work with NCCL_P2P_DISABLE=1 either.")
    assert all(e.level != "error" for e in found if e.cause == "gpu_peer_access_failed")


def test_conda_python_conflict_cut_short_names_no_python_from_the_cut_list() -> None:
    """conda 4.8+'s "Package python conflicts for:" listing, its version list cut off: no Python read from it."""
    top = explain("(base) C:\\Users\\Alex>conda create -n tf python=3.11 tensorflow\nUnsatisfiableError: The following "
                  "specifications were found to be incompatible with each other:\n\nPackage python conflicts for:\n"
                  "tensorflow -> absl-py[version='>=0.1.6'] -> python[version='2.7.*|>=2.7,")[0]
    assert top.cause == "python_unsupported"
    assert "python=2.7" not in top.fix
    assert "3.11" in top.fix


def test_conda_python_conflict_whole_names_the_channel_pythons() -> None:
    top = explain("conda create -n tf python=3.11 tensorflow\nPackage python conflicts for:\n"
                  "tensorflow -> python[version='>=3.8,<3.9.0a0|>=3.9,<3.10.0a0']")[0]
    assert top.cause == "python_unsupported"


def test_tf2_name_missing_beside_a_listed_tf1_is_another_tensorflow() -> None:
    """pip says 1.13.1 is there, yet the import lacks tf.contrib (every 1.x has it): another TensorFlow imports."""
    top = explain("AttributeError: module 'tensorflow' has no attribute 'contrib'\n\n! pip install tensorflow==1.13.1\n"
                  "Requirement already satisfied: tensorflow==1.13.1 in /usr/local/lib/python3.7/dist-packages "
                  "(1.13.1)")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "warning")
    assert top.meaning.startswith("uncertain")
    assert "uninstall" in top.fix


def test_tf2_name_missing_beside_a_listed_tf2_is_not_two_installs() -> None:
    found = explain("AttributeError: module 'tensorflow' has no attribute 'contrib'\nRequirement already satisfied: "
                    "tensorflow in /usr/local/lib/python3.10/dist-packages (2.15.0)")
    assert all(e.cause != "two_tensorflow_installs" for e in found)


def test_cuda_cache_set_against_a_slow_start_is_the_jit() -> None:
    top = explain("After starting the script it takes every time around 3 minutes until the window appears, even "
                  "after setting the CUDA_CACHE_MAXSIZE=2147483648, as recommended. NVIDIA GTX 860M, CUDA 7.5")[0]
    assert top.cause == "ptx_jit_slow"
    assert "CUDA_CACHE_DISABLE" in top.fix


# PyTorch's own check of the GPU against its build (torch/cuda/__init__.py), as users paste it
def test_pytorch_build_older_than_the_gpu_gets_a_pytorch_fix() -> None:
    """A RTX 3090 under a build listing up to sm_75: too new for it, and the fix is PyTorch's, not a TF release."""
    top = explain("UserWarning: NVIDIA GeForce RTX 3090 with CUDA capability sm_86 is not compatible with the current "
                  "PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 "
                  "sm_61 sm_70 sm_75 compute_37.")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "pytorch" in top.fix.lower()
    assert "CUDA 11.1" in top.fix  # the first CUDA that knows 8.6 ...
    assert "CUDA 11.0" in top.meaning  # ... though sm_80 binaries run on 8.6 (the thread's 1.7.0+cu110 worked)
    assert "TensorFlow" not in top.fix


def test_blackwell_under_a_hopper_build_needs_cuda_12_8() -> None:
    top = explain("NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch "
                  "installation.\nThe current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 "
                  "sm_86 sm_90.")[0]
    assert top.cause == "gpu_too_new"
    assert "cu128" in top.fix


def test_pytorch_gpu_below_its_minimum_is_too_old() -> None:
    top = explain("    Found GPU0 GeForce GT 730 which is of cuda capability 3.5.\n    PyTorch no longer supports this "
                  "GPU because it is too old.\n    The minimum cuda capability supported by this library is 3.7.")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "TORCH_CUDA_ARCH_LIST=3.5" in top.fix


def test_no_kernel_image_under_a_tagged_torch_reads_the_tag() -> None:
    """torch 1.7.1+cu101 predates the RTX 4090 (Ada): its +cu tag decides, without PyTorch's warning."""
    top = explain("RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
                  "GPU: RTX 4090, torch 1.7.1+cu101")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "10.1" in top.meaning
    assert "TensorFlow" not in top.fix


@pytest.mark.parametrize(("gpu", "cc"), [("Tesla K20Xm", "3.5"), ("Tesla K40m", "3.5"), ("GTX 780", "3.5")])
def test_no_kernel_image_under_torch_on_a_gpu_every_cuda_of_pytorch_knows_is_too_old(gpu: str, cc: str) -> None:
    top = explain(f"I have 4 {gpu}\nimport torch\nRuntimeError: CUDA error: no kernel image is available for "
                  "execution on the device")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert f"compute capability {cc}" in top.meaning
    assert f"TORCH_CUDA_ARCH_LIST={cc}" in top.fix
    assert "TensorFlow" not in top.fix


@pytest.mark.parametrize("paste", [
    "GeForce GTX 1080\nimport torch",  # CUDA 7.5 builds predate Pascal, later ones dropped it
    "GeForce GTX 970\nimport torch",  # sm_50 is in the official builds for years: as often an extension's kernels
    "torch 1.12.1+cu113\nTesla K80",  # the build's tag: cu113 builds list sm_37
    ("GeForce GTX 960M with CUDA capability sm_50 is not compatible with the current PyTorch installation. The "
     "current PyTorch install supports CUDA capabilities sm_37 sm_60 sm_61 sm_70 sm_75."),  # in the list's gap
])
def test_no_kernel_image_under_torch_stays_uncertain_where_the_build_may_have_the_gpu(paste: str) -> None:
    top = explain(f"{paste}\nRuntimeError: CUDA error: no kernel image is available for execution on the device")[0]
    assert "uncertain" in top.meaning


def test_no_kernel_image_under_torch_without_versions_is_uncertain() -> None:
    top = explain("import torch\nRuntimeError: CUDA error: no kernel image is available for execution on the device")[0]
    assert top.meaning.startswith("no usable kernel image; uncertain")
    assert "get_arch_list" in top.meaning


def test_name_a_later_release_added_under_an_older_named_release() -> None:
    """tf.distribute.TPUStrategy arrived in 2.3: under a TensorFlow 2.2 the code was written for a newer one."""
    top = explain("AttributeError: module 'tensorflow._api.v2.distribute' has no attribute 'TPUStrategy'\n"
                  "tensorflow 2.2.0")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning")
    assert "tensorflow==2.3.*" in top.fix


def test_name_a_later_release_added_under_a_release_that_has_it_is_not_read() -> None:
    """A release named that has the name does not make the installed TensorFlow older (none named: uncertain)."""
    paste = ("AttributeError: module 'tensorflow._api.v2.distribute' has no attribute 'TPUStrategy'\n"
             "tensorflow 2.5.0")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_imported_release_other_than_pip_s_last_install_is_another_python() -> None:
    """pip says it installed tensorflow-gpu 1.15.0, the interpreter imports 2.1.0: not the environment pip served."""
    top = explain("pip install tensorflow-gpu==1.15\nSuccessfully installed tensorflow-gpu-1.15.0\n"
                  ">>> tf.test.is_gpu_available()\nFalse\n>>> tf.__version__\n'2.1.0'")[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "warning")
    assert "tensorflow-gpu==1.15.0" in top.fix


def test_imported_release_pip_just_installed_is_no_other_python() -> None:
    found = explain("Successfully installed tensorflow-2.1.0\n>>> tf.__version__\n'2.1.0'")
    assert all(e.cause != "wrong_interpreter" for e in found)


def test_pytorch_cuda_read_from_its_tag_or_conda_pairing_against_the_gpu() -> None:
    """A build's CUDA in its +cu tag or conda's cudatoolkit pin, older than the GPU named: too new, with no error."""
    for paste, cuda in (("PyTorch 2.2.0+cu121 fails to detect NVIDIA GeForce RTX 5090", "12.8"),
                        ("RTX 4060, `conda install pytorch==1.6.0 cudatoolkit=10.1 -c pytorch`, gpu-util is 0%",
                         "11.8")):
        top = explain(paste)[0]
        assert (top.cause, top.level) == ("gpu_too_new", "error"), paste
        assert f"CUDA {cuda} or newer" in top.fix


def test_pytorch_cuda_that_knows_the_gpu_is_no_reading() -> None:
    assert all(e.cause != "gpu_too_new" for e in explain("torch 2.1.0+cu118 on an RTX 4090: loss is nan"))


def test_nvrtc_refusing_the_architecture_of_a_named_gpu() -> None:
    top = explain("RuntimeError: nvrtc: error: invalid value for --gpu-architecture (-arch)\nMy GPU is 4090, "
                  "nvidia driver is 525.60.11")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "CUDA 11.8" in top.fix


def test_pytorch_driver_api_version_too_old() -> None:
    top = explain("AssertionError: The NVIDIA driver on your system is too old (found version 8000).")[0]
    assert (top.cause, top.level) == ("driver_too_old", "error")
    assert "CUDA 8.0" in top.meaning


def test_keras3_filepath_refusal_cut_before_its_format_word() -> None:
    top = explain("Error parsing args: The filepath provided must end in `.keras`")[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert ".keras" in top.fix


def test_tflite_converter_hook_under_keras3() -> None:
    """from_keras_model's call-context hook is registered by tf_keras only: under Keras 3 it is None."""
    top = explain('  File ".../tensorflow/lite/python/tflite_keras_util.py", line 188, in _wrapped_model\n'
                  "    with keras_deps.get_call_context_function()().enter(\n"
                  "TypeError: 'NoneType' object is not callable")[0]
    assert top.cause == "keras3_legacy_code"
    assert "from_saved_model" in top.meaning
    assert "TF_USE_LEGACY_KERAS=1" in top.fix


def test_tf1_gpu_package_over_colab_s_tensorflow() -> None:
    paste = ("I'm doing NLP experiments on colab. I used the command \"pip install tensorflow-gpu==1.14\", it "
             'installed, but "import tensorflow as tf" gives an error.')
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "warning")
    assert "uninstall -y tensorflow tensorflow-gpu" in top.fix
    assert all(e.cause != "two_tensorflow_installs" for e in explain(
        "On colab: !pip uninstall tensorflow, then !pip install tensorflow-gpu==1.14; import tensorflow fails"))


# forms a review found read too surely: each must stay short of a verdict, or take the other direction
def test_nvrtc_under_a_build_cuda_that_knows_the_gpu_is_uncertain() -> None:
    top = explain("Tesla T4, torch 2.1.0+cu121\nRuntimeError: nvrtc: error: invalid value for --gpu-architecture "
                  "(-arch)")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert "uncertain" in top.meaning


def test_nvrtc_under_a_cuda_past_the_gpu_s_last_is_too_old() -> None:
    top = explain("GTX 1080, torch 2.9.0+cu130\nnvrtc: error: invalid value for --gpu-architecture (-arch)")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "12.9" in top.fix


def test_pytorch_too_old_with_the_gpu_s_number_and_no_minimum() -> None:
    top = explain("Found GPU0 GeForce GTX 760 which is of cuda capability 3.0.\nPyTorch no longer supports this GPU "
                  "because it is too old.")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "TORCH_CUDA_ARCH_LIST=3.0" in top.fix


def test_pip_s_last_install_against_the_import_beside_a_notebook_stays_uncertain() -> None:
    top = explain("!pip install tensorflow-gpu==1.15\nSuccessfully installed tensorflow-gpu-1.15.0\nthe notebook "
                  "prints >>> tf.__version__\n'2.3.0'")[0]
    assert top.level == "warning"


def test_a_build_moved_to_that_now_works_is_no_reading() -> None:
    assert not explain("I upgraded from torch 1.7.1+cu101 to torch 1.8.0+cu111 on my RTX 3090 and now everything "
                       "works.")


def test_a_price_is_no_gpu_model() -> None:
    top = explain("My GPU was 800 euros\nnvrtc: error: invalid value for --gpu-architecture (-arch)")[0]
    assert top.level == "warning"


def test_slow_first_epoch_for_the_data_and_a_cache_setting_alone_are_no_jit() -> None:
    for paste in ("GPU: RTX 3090. The first epoch takes 20 minutes because the dataset is read from disk and cached",
                  "I tried setting CUDA_CACHE_DISABLE=1 to save disk space.",
                  "I could not find ptxas in older CUDA but my training runs fine now"):
        assert all(e.level not in ("error", "warning") for e in explain(paste)), paste


def test_build_arch_list_is_not_the_gpu_s_capability() -> None:
    top = explain("My GPU is RTX 3090.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 "
                  "sm_70.\nRuntimeError: CUDA error: no kernel image is available for execution on the device")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "8.6" in top.meaning


def test_conda_listing_reads_tensorflow_s_own_python_line_first() -> None:
    top = explain("conda create -n tf python=3.9 tensorflow\nPackage python conflicts for:\n"
                  "tensorflow -> astor[version='>=0.6.0'] -> python[version='>=2.7,<2.8.0a0|>=3.6,<3.7.0a0']\n"
                  "tensorflow -> python[version='>=3.6,<3.7.0a0|>=3.7,<3.8.0a0|>=3.8,<3.9.0a0']")[0]
    assert top.cause == "python_unsupported"
    assert "python=3.8" in top.fix


def test_dll_failure_under_conda_is_not_read_against_pypi_s_pythons() -> None:
    found = explain("conda install tensorflow-gpu=1.12\nPython 3.7.3\nImportError: DLL load failed while importing "
                    "_pywrap_tensorflow_internal: The specified module could not be found.")
    assert found[0].cause != "python_unsupported"


def test_two_distributions_said_explain_a_traceback_through_tensorflow_s_own_files() -> None:
    """A release and a nightly said installed, then TensorFlow's own import chain failing: their files are mixed."""
    top = explain("I am using tensorflow-gpu 1.8 and I have tf-nightly-gpu version 1.10.0.dev20180620\n"
                  "Traceback (most recent call last):\n"
                  '  File "/usr/lib/python3.6/site-packages/tensorflow/__init__.py", line 22, in <module>\n'
                  "    from tensorflow.python import pywrap_tensorflow\n"
                  '  File "/usr/lib/python3.6/site-packages/tensorflow/python/keras/__init__.py", line 24, in '
                  "<module>\n    from tensorflow.python.keras import activations")[0]
    assert top.cause == "two_tensorflow_installs"
    assert "tf-nightly-gpu" in top.fix
