"""`envcheck explain` gives no wrong verdict on pastes whose root cause is not an environment problem.

tests/data/explain/negatives.jsonl holds real pastes (user-code errors, PyTorch and JAX errors,
healthy logs, machines without a GPU, other packages' pip errors), each with what a right answer
is (`expect`, tests/data/explain/README.md). The rules below are general: they are tested on
pastes of their own, each failing on the code before them.
"""

from __future__ import annotations

import importlib.util
import json
import sys

import pytest
from fakes import DATA

from envcheck.explain import exit_status, explain

_SPEC = importlib.util.spec_from_file_location("explain_accuracy", DATA.parent.parent / "benchmarks" /
                                               "explain_accuracy.py")
assert _SPEC is not None
assert _SPEC.loader is not None
accuracy = importlib.util.module_from_spec(_SPEC)
sys.modules.setdefault("explain_accuracy", accuracy)
_SPEC.loader.exec_module(accuracy)

NEGATIVES = [json.loads(line) for line in (DATA / "explain" / "negatives.jsonl").read_text(encoding="utf-8")
             .splitlines() if line.strip()]
# Negatives that still get a wrong verdict, with why. Strict: one that is right now fails here.
KNOWN: dict[str, str] = {
    "n1327": ("pip building h5py from source for a riscv64 TensorFlow wheel, the build failing on libhdf5.so: explain "
              "says what the thread's own root cause says (no h5py wheel for the platform, HDF5's development files "
              "missing for its build) as a dependency that cannot install; the label asks for an uncertain verdict "
              "or python_unsupported"),
    "n3319": ("a question whether TensorFlow 1.1.0 fits CUDA 9.0 in a project that uses TensorFlow only for "
              "TensorBoard: the words' pairing of the two versions (which is indeed wrong for a GPU build) is read as "
              "CUDA libraries that cannot serve TensorFlow; nothing in the paste says the GPU is not used"),
    "n2773": ("traiNNer's 'GPU usage at 0% during training' above its epoch times, which Windows' Task Manager "
              "misreported (a third-party monitor showed the GPU busy): the paste names neither Windows nor the "
              "monitor, so explain's uncertain input_bound (measure it) is what the paste alone supports"),
    "n2895": ("a Python 2 project's sample.py run under Python 3 ('str' object has no attribute 'decode'): the paste "
              "shows neither the code's .decode() line nor Keras, so explain's uncertain h5py-3 reading (`pip show "
              "h5py keras` decides) stands"),
    "n3381": ("'tf.cast Illegal instruction' whose follow-up shows NumPy's np.array_equal alone hitting the illegal "
              "instruction in the interpreter: the title's tf.cast names TensorFlow, and the NumPy call before the "
              "crash is not read as the crashing module, so the CPU reading is decided"),
    "n3373": ("a repository's Q&A ('Did you install tensorflow-gpu or did you install tensorflow?' ... 'Yes I used "
              "CPU only. No GPU.'): the author's answer that the CPU was used on purpose is read as TensorFlow "
              "finding no GPU (an uncertain warning); the CPU said used by choice in an answer is not a wording read"),
    "n3260": ("video2x's Vulkan in WSL2 finding only llvmpipe ('only CPU can be detected'), nvidia-smi listing the "
              "GPU there: the empty-GPU-list checklist's WSL item (unchanged since before batch B) still answers, "
              "uncertain; nvidia-smi working in WSL is not read as the bridge working"),
    "n3193": ("DeepSeek-OCR's extension build 'ptxas fatal : Value 'sm_90a' is not defined' on an H100: read as XLA's "
              "ptxas_too_old warning, though no TensorFlow is in the paste"),
    "n2627": ("keras-team/tf-keras#140: training diverging on the Metal GPU and not on the CPU, tensorflow-metal "
              "named: explain's uncertain metal_plugin_mismatch (the same run on the CPU decides) is the thread's own "
              "cause; the label wants no verdict (a numerics bug of the plugin, not the environment)"),
    "n3201": ("subgen's 'no CUDA-capable device is detected' on a GTX 750 Ti that CTranslate2 no longer builds for "
              "(5.0): read as no GPU visible; CTranslate2's minimum is not in the tables"),
}


def test_the_set_is_real_and_well_formed() -> None:
    assert len(NEGATIVES) >= 40
    assert len({c["id"] for c in NEGATIVES}) == len(NEGATIVES)
    assert len({c["url"] for c in NEGATIVES}) == len(NEGATIVES)
    corpus_urls = {c["url"] for c in accuracy.load_corpus()}
    for case in NEGATIVES:
        assert case["url"].startswith("https://"), case["id"]
        assert case["url"] not in corpus_urls, case["id"]
        assert case["expect"] in ("no_error", "allowed", "uncertain"), case["id"]
        assert case["expect"] != "allowed" or case.get("allowed"), case["id"]
        assert case["root_cause"], case["id"]


@pytest.mark.parametrize("case", NEGATIVES, ids=lambda c: str(c["id"]))
def test_negative_gets_no_wrong_verdict(case: dict[str, object]) -> None:
    wrong = accuracy.wrong_verdicts(case)
    if case["id"] in KNOWN:
        assert wrong, f"{case['id']} is right now: remove it from KNOWN"
        return
    assert not wrong, [(e.cause, e.meaning) for e in wrong]


def test_wrong_verdicts_reads_expect() -> None:
    oom = "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 2.00 GiB total capacity)"
    dll = ("import tensorflow\nImportError: DLL load failed while importing _pywrap_tensorflow_internal: The specified "
           "module could not be found.")
    assert accuracy.wrong_verdicts({"excerpt": "hello", "expect": "no_error"}) == []
    assert accuracy.wrong_verdicts({"excerpt": dll, "expect": "no_error"})
    assert accuracy.wrong_verdicts({"excerpt": dll, "expect": "uncertain"})  # a firm cause: not uncertain
    assert not accuracy.wrong_verdicts({"excerpt": dll, "expect": "allowed", "allowed": ["msvc_runtime_missing"]})
    assert accuracy.wrong_verdicts({"excerpt": dll, "expect": "allowed", "allowed": ["cpu_no_avx"]})
    assert accuracy.wrong_verdicts({"excerpt": oom, "expect": "no_error"}) == []  # PyTorch's wording: no verdict


def test_classify_splits_the_misses() -> None:
    paste = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library "
             "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file")
    assert accuracy.classify({"excerpt": "hello", "cause": "harmless"})[0] == "nothing found"
    assert accuracy.classify({"excerpt": paste, "cause": "driver_missing"})[0] == "wrong, said uncertain"
    shown = f"NVIDIA GeForce RTX 3090\n{paste}"  # a GPU shown: the missing runtime is asserted
    assert accuracy.classify({"excerpt": shown, "cause": "driver_missing"})[0] == "wrong cause"
    assert accuracy.classify({"excerpt": paste, "cause": "cuda_libs_missing",
                              "fix_mentions": ["no such value"]})[0] == "incomplete fix"
    assert accuracy.classify({"excerpt": paste, "cause": "cuda_libs_missing", "fix_mentions": ["11"]})[0] == "right"


CUINIT = "E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)"
KERNEL = ("I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] kernel driver does not appear to be running on "
          "this host (myhost): /proc/driver/nvidia/version does not exist")


@pytest.mark.parametrize("words", ["on a machine *without* a GPU, importing it prints", "- No GPU",
                                   "I don't have a GPU, only a CPU", "it runs on our CPU-only nodes"])
def test_a_machine_said_to_have_no_gpu_makes_the_search_for_one_harmless(words: str) -> None:
    found = explain(f"{words}\n{CUINIT}\n{KERNEL}")
    assert [e.cause for e in found] == ["harmless"] * len(found)
    assert "no GPU" in found[0].meaning
    assert exit_status(found) == 0


@pytest.mark.parametrize("words", ["TensorFlow finds no GPU on my RTX 3080", "my GPU is not detected",
                                   "nvidia-smi shows the GPU but TensorFlow has no GPU"])
def test_a_gpu_that_is_not_found_is_not_a_machine_without_one(words: str) -> None:
    found = explain(f"{words}\n{CUINIT}")
    assert found[0].cause == "driver_missing"
    assert found[0].level == "error"


def test_the_driver_missing_with_no_gpu_shown_is_uncertain() -> None:
    found = explain("UserWarning: CUDA initialization: Found no NVIDIA driver on your system. Please check that you "
                    "have an NVIDIA GPU and installed a driver")
    assert found[0].cause == "driver_missing"
    assert found[0].meaning.startswith("uncertain:")
    assert "lspci" in found[0].meaning


@pytest.mark.parametrize("shown", ["GPU: GeForce GTX 1080 Ti", "I installed the NVIDIA driver 535 yesterday",
                                   "Driver Version: 535.104.05"])
def test_the_driver_missing_with_a_gpu_shown_is_said_firmly(shown: str) -> None:
    found = explain(f"{shown}\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.")
    assert found[0].cause == "driver_missing"
    assert "uncertain" not in found[0].meaning


@pytest.mark.parametrize("paste", [
    "ImportError: DLL load failed while importing cv2: The specified module could not be found.",
    "import cv2\nImportError: DLL load failed: The specified module could not be found.",
    ("import tensorflow as tf\nImportError: DLL load failed while importing _multiarray_umath: The specified "
     "module could not be found."),
])
def test_a_dll_that_is_not_tensorflows_is_uncertain(paste: str) -> None:
    found = explain(paste)
    assert found[0].meaning.startswith("uncertain:")
    assert "Dependencies" in found[0].fix


def test_tensorflows_own_dll_keeps_its_cause() -> None:
    found = explain('File "C:\\Python38\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 64\n'
                    "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: The specified module "
                    "could not be found.")
    assert found[0].cause == "msvc_runtime_missing"
    assert "uncertain" not in found[0].meaning


def test_no_wheel_of_another_tensorflow_project_is_uncertain() -> None:
    found = explain("C:\\> pip install tensorflow-text==2.12.0\nERROR: Could not find a version that satisfies the "
                    "requirement tensorflow-text==2.12.0 (from versions: none)\nERROR: No matching distribution found "
                    "for tensorflow-text==2.12.0\nPython 3.10")
    assert found[0].meaning.startswith("uncertain:")
    assert "pip index versions tensorflow-text" in found[0].meaning
    assert "TensorFlow 2." not in found[0].fix  # no TensorFlow release is offered for another project


def test_no_wheel_of_tensorflow_keeps_the_tables_answer() -> None:
    found = explain("ERROR: No matching distribution found for tensorflow==2.2.0\nPython 3.9.1")
    assert found[0].cause == "python_unsupported"
    assert "uncertain" not in found[0].meaning
    assert "3.5, 3.6, 3.7 or 3.8" in found[0].fix


CUDART = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
          "'cudart64_110.dll'; dlerror: cudart64_110.dll not found\n"
          "I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU "
          "set up on your machine.")


def test_the_cuda_runtime_missing_with_no_gpu_shown_is_uncertain() -> None:
    found = explain(CUDART)
    assert found[0].cause == "cuda_libs_missing"
    assert found[0].meaning.startswith("uncertain:")
    assert "nvidia-smi -L" in found[0].meaning
    assert [e.level for e in found[1:]] == ["info"]  # the cudart notice itself: harmless here


@pytest.mark.parametrize("shown", ["my GPU: GeForce RTX 3060", "Driver Version: 516.94", "I want to train on the GPU"])
def test_the_cuda_runtime_missing_with_a_gpu_shown_is_said_firmly(shown: str) -> None:
    found = explain(f"{shown}\n{CUDART}")
    assert found[0].cause == "cuda_libs_missing"
    assert "uncertain: " not in found[0].meaning


def test_a_library_loaded_only_once_a_gpu_is_found_is_said_firmly() -> None:
    found = explain("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                    "'libcublas.so.11'; dlerror: libcublas.so.11: cannot open shared object file")
    assert found[0].cause == "cuda_libs_missing"
    assert "uncertain: " not in found[0].meaning


@pytest.mark.parametrize("paste", [
    "Jetson Xavier NX (aarch64)\n>>> import tensorflow as tf\nIllegal instruction (core dumped)",
    "Raspberry Pi 3, armv7l\n$ python3 train.py\nIllegal instruction",
    ">>> from pypylon import pylon\nIllegal instruction (core dumped)",
])
def test_an_illegal_instruction_on_arm_or_in_another_package_is_uncertain(paste: str) -> None:
    found = explain(paste)
    assert found[0].cause == "cpu_no_avx"
    assert found[0].meaning.startswith("uncertain:")
    assert "faulthandler" in found[0].fix


def test_an_illegal_instruction_importing_tensorflow_on_x86_keeps_avx() -> None:
    found = explain("Intel(R) Pentium(R) CPU G4560\n>>> import tensorflow\nIllegal instruction (core dumped)")
    assert found[0].cause == "cpu_no_avx"
    assert "uncertain" not in found[0].meaning
    assert "AVX" in found[0].meaning


def test_a_cuda_library_missing_with_no_tensorflow_shown_is_uncertain() -> None:
    found = explain('  File "/opt/conda/lib/python3.7/site-packages/mmcv/utils/ext_loader.py", line 12, in load_ext\n'
                    "ImportError: libcudart.so.10.2: cannot open shared object file: No such file or directory")
    assert found[0].cause == "cuda_libs_missing"
    assert found[0].meaning.startswith("uncertain:")
    assert "+cuXXX" in found[0].meaning
    tf = explain('  File "/usr/lib/python3/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58\n'
                 "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory")
    assert "uncertain" not in tf[0].meaning


NO_DEVICE = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:314] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no "
             "CUDA-capable device is detected\nI tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel "
             "driver does not appear to be running on this host ({host}): /proc/driver/nvidia/version does not exist")


def test_a_hostname_that_is_a_container_id_is_a_container() -> None:
    found = explain("GPU: Tesla T4\n" + NO_DEVICE.format(host="16c54693e7f2"))  # Docker names the host by its id
    assert found[0].cause == "container_gpu_not_exposed"
    assert "--gpus" in found[0].fix
    assert explain("GPU: Tesla T4\n" + NO_DEVICE.format(host="gpu-node-07"))[0].cause == "driver_missing"


BANNER = ("docker run --gpus all --rm nvcr.io/nvidia/tensorflow:20.03-tf2-py3 nvidia-smi\n"
          "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.")


def test_an_image_banner_against_a_gpu_option_is_not_firm() -> None:
    in_wsl = explain(f"Ubuntu 20.04 on WSL2\n{BANNER}")
    assert [e.cause for e in in_wsl] == ["harmless"]
    elsewhere = explain(BANNER)
    assert elsewhere[0].cause == "container_gpu_not_exposed"
    assert elsewhere[0].meaning.startswith("uncertain:")
    without = explain(BANNER.replace("--gpus all ", ""))
    assert "uncertain" not in without[0].meaning  # no GPU option: the banner is right


def test_a_cuda_runtime_dll_named_in_prose_with_no_gpu_shown_is_uncertain() -> None:
    found = explain("cudart64_110.dll not found\nAny thoughts on why this is showing?")
    assert found[0].cause == "cuda_libs_missing"
    assert found[0].meaning.startswith("uncertain:")


@pytest.mark.parametrize("paste", [
    "RuntimeError: cuda runtime error (2) : out of memory at /pytorch/aten/src/THC/generic/THCStorage.cu:58",
    "CUDA error 2 at kernels.cu:41: out of memory",
    "cudaMalloc returned 2",
])
def test_a_bare_cuda_out_of_memory_is_uncertain_and_names_what_decides(paste: str) -> None:
    found = explain(paste)
    assert found[0].cause == "gpu_memory_in_use"
    assert "uncertain why" in found[0].meaning
    assert "nvidia-smi" in found[0].meaning  # another process: seen before the run
    assert "grows" in found[0].meaning  # memory kept from step to step
    assert "batch size" in found[0].fix
    assert "nvidia-smi" in found[0].fix


def test_a_busy_gpu_is_not_read_as_out_of_memory() -> None:
    found = explain("RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable")
    assert found[0].cause == "gpu_memory_in_use"
    assert "exclusive-process" in found[0].meaning
    assert "batch" not in found[0].meaning + found[0].fix  # no memory was asked for: the GPU is taken


@pytest.mark.parametrize("paste", [
    ("RuntimeError: cuda runtime error (59) : device-side assert triggered at "
     "/pytorch/aten/src/THC/generic/THCStorage.cpp:36"),
    "CUDA_ERROR_ASSERT: device-side assert triggered",
    "cudaStreamSynchronize returned 710",
])
def test_a_device_side_assert_is_the_programs_own_check(paste: str) -> None:
    found = explain(paste)
    assert [(e.cause, e.level) for e in found] == [("cuda_error", "info")]
    assert "not the GPU setup" in found[0].meaning
    assert "CUDA_LAUNCH_BLOCKING=1" in found[0].fix
    assert exit_status(found) == 0


def test_a_cuda_error_number_nobody_names_is_uncertain() -> None:
    found = explain("terminate called after throwing an instance of 'std::runtime_error'\n  what():  CUDA error 4242")
    assert found[0].cause == "cuda_error"
    assert found[0].meaning.startswith("uncertain:")
    known = explain("RuntimeError: cuda runtime error (39) : uncorrectable ECC error encountered")
    assert "uncertain" not in known[0].meaning  # the text after the number names it


@pytest.mark.parametrize(("paste", "framework", "fix"), [
    ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_INITIALIZED", "PyTorch", "+cuXXX"),
    (('  File "/opt/venv/lib/python3.8/site-packages/torch/nn/modules/conv.py", line 443, in _conv_forward\n'
     "RuntimeError: CUDNN_STATUS_INTERNAL_ERROR"), "PyTorch", "+cuXXX"),
    (("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the "
     "errors above for more details."), "JAX", "XLA_PYTHON_CLIENT_PREALLOCATE=false"),
])
def test_another_frameworks_cudnn_that_cannot_start_is_uncertain(paste: str, framework: str, fix: str) -> None:
    found = explain(paste)
    assert found[0].cause == "cudnn_init_failed"
    assert found[0].meaning.startswith(f"uncertain: {framework}'s cuDNN")
    assert fix in found[0].fix
    assert "TF_FORCE_GPU_ALLOW_GROWTH" not in found[0].fix  # TensorFlow's setting does nothing there


def test_tensorflows_cudnn_that_cannot_start_keeps_its_answer() -> None:
    found = explain("import torch\nimport tensorflow as tf\nE tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could "
                    "not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR")
    assert found[0].cause == "cudnn_init_failed"
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in found[0].fix


def test_cudnn_that_cannot_start_after_a_mismatch_is_the_mismatch() -> None:
    found = explain("E tensorflow/stream_executor/cuda/cuda_dnn.cc:319] Loaded runtime CuDNN library: 7.4.1 but "
                    "source was compiled with: 7.6.4.  CuDNN library major and minor version needs to match\n"
                    "E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: "
                    "CUDNN_STATUS_INTERNAL_ERROR")
    assert {e.cause for e in found} == {"cudnn_version_mismatch"}
    assert all("7.6" in e.fix for e in found)


ASSERTED = ("/pytorch/aten/src/ATen/native/cuda/Indexing.cu:662: indexSelectLargeIndex: block: [633,0,0], thread: "
            "[64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.")


@pytest.mark.parametrize("failure", [
    "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`",
    "RuntimeError: cuDNN error: CUDNN_STATUS_NOT_INITIALIZED",
    "RuntimeError: cuda runtime error (2) : out of memory at /pytorch/aten/src/THC/THCCachingHostAllocator.cpp:278",
])
def test_a_failure_after_a_device_side_assert_is_its_consequence(failure: str) -> None:
    for paste in (f"{ASSERTED}\n{failure}", f"{failure}\n{ASSERTED}"):  # the log's order, or the user's
        found = explain(paste)
        assert exit_status(found) == 0, found
        assert any("follows the device-side assert" in e.meaning for e in found)
        assert all(e.level == "info" for e in found)


def test_the_same_failures_without_an_assert_keep_their_verdict() -> None:
    found = explain("RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`")
    assert found[0].cause == "gpu_memory_in_use"
    assert found[0].level == "error"


def test_pytorchs_device_side_assert_wording_is_the_programs_own_check() -> None:
    found = explain("RuntimeError: CUDA error: device-side assert triggered\nCUDA kernel errors might be "
                    "asynchronously reported at some other API call, so the stacktrace below might be incorrect.")
    assert [(e.cause, e.level) for e in found] == [("cuda_error", "info")]
    assert "CUDA_LAUNCH_BLOCKING=1" in found[0].fix


def test_an_assert_in_a_lambda_kernel_is_a_device_side_assert() -> None:
    # ATen's IndexKernel.cu names its kernel by the lambda's signature, not by a word
    lam = ("/home/ci/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:97: lambda [](int)->auto::operator()(int)->auto: "
           'block: [12,0,0], thread: [5,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of '
           'bounds"` failed.')
    found = explain(f"{lam}\nRuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED")
    assert exit_status(found) == 0, found
    assert any("follows the device-side assert on line 1" in e.meaning for e in found)


WINDOWS_GPU = "Windows 10, tensorflow-gpu, GTX 1060"


def test_the_cpu_mode_a_gpu_run_is_compared_with_is_no_run_on_the_cpu() -> None:
    for words in ("it is slower than running it in CPU mode", "the GPU is barely faster than in CPU mode"):
        assert exit_status(explain(f"{WINDOWS_GPU}\n{words}")) == 0, words
    found = explain(f"{WINDOWS_GPU}\ntraining runs in CPU mode")  # the run itself on the CPU: still read
    assert found[0].evidence == "an empty GPU list"


def test_pip_finding_no_wheel_of_another_package_says_nothing_of_tensorflows() -> None:
    pip = ("Collecting requests\n  Could not fetch URL https://pypi.org/simple/requests/: There was a problem "
           "confirming the ssl certificate - skipping\n  Could not find a version that satisfies the requirement "
           "requests (from versions: )\nNo matching distribution found for requests")
    assert not [e for e in explain(f"Python 3.6.2\n{pip}") if e.cause == "python_unsupported"]
    said = explain("Python 3.6.2\npip says it could not find a version of tensorflow to install")
    assert said[0].cause == "python_unsupported"  # the user's words about TensorFlow: still read
    dep = explain("Python 3.6.2\nNo matching distribution found for h5py==3.1.0 (from tensorflow-gpu)")
    assert dep  # a package TensorFlow requires: still read
