"""`envcheck explain` on what audio, speech, face and generative projects print: XLA finding no GPU it can use
(TensorFlow 1.x), faceswap's setup checks, a CUDA library retold in words, out of memory with the input's size
(a long track, a large image) named instead of the batch, Colab dropping TensorFlow 1.x, a GPU newer than the build
its CUDA libraries date, and TensorFlow 1.x names missing under TensorFlow 2."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

XLA_INFO = ("2019-03-26 08:55:33.672915: I tensorflow/compiler/xla/service/platform_util.cc:194] StreamExecutor cuda "
            "device (0) is of insufficient compute capability: 3.5 required, device is 3.0")
XLA_ABORT = ("2020-04-01 11:14:44.334923: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value "
             "instead of handling error Internal: no supported devices found for platform CUDA")
CTX_OOM = ("2019-07-11 12:42:11.226602: W tensorflow/compiler/xla/service/platform_util.cc:240] unable to create "
           "StreamExecutor for CUDA:0: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed "
           "call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY: out of memory; total memory reported: "
           "11523260416")


def test_xla_check_below_its_minimum_is_the_gpu_too_old_with_both_capabilities() -> None:
    top = explain(f"{XLA_INFO}\n{XLA_ABORT}")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "3.0" in top.meaning
    assert "3.5" in top.fix


def test_no_supported_device_beside_an_old_gpu_named_is_that_gpu() -> None:
    top = explain(f"{XLA_ABORT}\n| Hardware spec | GPU Nvidia GK107GL Quadro K420 / CPU Intel i5-4590 |")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "uncertain" not in top.meaning
    assert "3.5" in top.fix


def test_no_supported_device_alone_is_uncertain_and_names_what_decides() -> None:
    top = explain(XLA_ABORT)[0]
    assert top.cause == "gpu_too_old"
    assert "uncertain" in top.meaning
    assert "compute_cap" in top.fix
    assert "nvidia-smi" in top.fix


def test_no_supported_device_after_a_context_out_of_memory_is_the_memory() -> None:
    top = explain(f"{CTX_OOM}\n{XLA_ABORT}")[0]
    assert top.cause == "gpu_memory_in_use"


@pytest.mark.parametrize(("line", "cuda"), [
    (("ERROR   cuDNN not found. See https://github.com/deepfakes/faceswap/blob/master/INSTALL.md#cudnn for "
     "instructions"), "10.1"),
    (("ERROR   CUDA not found. See https://github.com/deepfakes/faceswap/blob/master/INSTALL.md#cuda for "
     "instructions"), None),
    ("ERROR   CUDA not found. Install and try again.", None),
])
def test_faceswap_setup_missing_cuda_or_cudnn(line: str, cuda: str | None) -> None:
    paste = f"INFO    CUDA Enabled\nINFO    CUDA version: {cuda}\n{line}" if cuda else f"INFO    CUDA Enabled\n{line}"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "setup.py" in top.fix
    if cuda:
        assert f"cuDNN built for CUDA {cuda}" in top.fix


@pytest.mark.parametrize(("words", "cuda"), [
    ("I'm getting the 'can't find libcusolver.so.9.0' error after pip3 install deepspeech-gpu", "9.0"),
    ("I'm getting the 'can't find libcusolver.so.90' error. I have CUDA 10 installed , not CUDA 9", "9.0"),
    ("it cannot find libcudart.so.10.0 although CUDA 10.1 is installed", "10.0"),
])
def test_a_cuda_library_said_not_found_in_words_names_its_cuda(words: str, cuda: str) -> None:
    top = explain(words)[0]
    assert top.cause == "cuda_libs_missing"
    assert f"CUDA {cuda}" in top.fix


def test_a_library_found_is_not_read_as_missing() -> None:
    assert not [e for e in explain("it could find libcudart.so.10.0 fine") if e.cause == "cuda_libs_missing"]


@pytest.mark.parametrize("words", [
    "I'm getting Tensorflow OOM errors on my GPU if I don't limit the length of audio to process",
    "I'm trying to spleet a music file that is 22'55\" in length. Sometime it shows tensor flow OOM",
    "with larger image and using tensorflow-gpu, I get out of memory errors",
])
def test_out_of_memory_said_with_the_input_size_shrinks_the_input(words: str) -> None:
    top = explain(words)[0]
    assert top.cause == "model_too_large"
    assert "uncertain" in top.meaning
    assert top.fix.startswith("shrink what is processed at once")


def test_an_oom_tensor_with_a_batch_of_one_said_shrinks_the_input() -> None:
    paste = ("I tried reducing batch-size to 1, and still same issue.\nResourceExhaustedError: OOM when allocating "
             "tensor with shape[1,32,4001,6001] and type float on /job:localhost/replica:0/task:0/device:GPU:0")
    top = explain(paste)[0]
    assert top.cause == "model_too_large"
    assert "input processed at once" in top.meaning
    assert "resize large images" in top.fix


def test_an_oom_tensor_without_the_input_named_still_reduces_the_batch() -> None:
    top = explain("ResourceExhaustedError: OOM when allocating tensor with shape[64,256,56,56] and type float on "
                  "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc")[0]
    assert top.cause == "model_too_large"
    assert top.fix.startswith("reduce the batch size")


# google/colab/_tensorflow_magics.py's ValueError since August 2022, line by line (either is pasted alone)
COLAB_TF1 = ("ValueError: Tensorflow 1 is unsupported in Colab.\n\n"
             "Your notebook should be updated to use Tensorflow 2.\n"
             "See the guide at https://www.tensorflow.org/guide/migrate#migrate-from-tensorflow-1x-to-tensorflow-2.")


@pytest.mark.parametrize("paste", [
    COLAB_TF1,
    *[line for line in COLAB_TF1.splitlines() if "Tensorflow" in line],
    'I get errors in the colab. "Your notebook should be updated to use Tensorflow 2."',
    "I found that Google Colab removed support for TensorFlow 1.",
    "The colab part is out of date! as tensorflow 1 is not supported anymore in google colab!",
    "The notebook breaks at the first cell: colab does not support tensorflow 1.x anymore?",
    "Google Colab no longer supports TF 1.15, please port the demo.",
    "Seems tf 1 is not supported in colab, so the first cell fails.",
    "Tensorflow 1.x is deprecated in colab and the magic errors out.",
])
def test_colab_dropping_tensorflow_1_in_each_of_its_wordings(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Python 3.7" in top.fix
    assert "1.15" in top.fix


def test_colab_words_without_tensorflow_1_are_not_its_removal() -> None:
    assert all(e.cause != "python_unsupported" for e in explain(
        "Colab removed support for R kernels; tensorflow 2 is no longer supported on my old laptop"))
    assert all(e.cause != "python_unsupported" for e in explain(
        "Colab does not support tensorflow 2.x on the TPU runtime; tf 1.15 is not supported by my laptop's GPU"))


def _found_device(name: str, major: int, minor: int) -> str:
    return (f"2020-12-20 02:40:13.862532: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 "
            f"with properties:\nname: {name} major: {major} minor: {minor} memoryClockRate(GHz): 1.8")


CUDART_100 = ("2020-12-20 02:40:10.999131: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] "
              "Successfully opened dynamic library cudart64_100.dll")


def test_a_gpu_newer_than_every_build_its_cuda_libraries_date_is_too_new() -> None:
    # no release named: cudart64_100.dll is CUDA 10.0's, TensorFlow 1.13-2.0's, and all of them predate Ampere
    top = explain(f"nvcc fails on windows\n{CUDART_100}\n{_found_device('GeForce RTX 3080', 8, 6)}")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "cudart64_100.dll" in top.meaning
    assert "8.6" in top.meaning
    assert "TensorFlow 2.4 or newer" in top.fix


@pytest.mark.parametrize(("name", "major", "minor"), [("GeForce GTX 1080", 6, 1), ("GeForce RTX 2080 Ti", 7, 5)])
def test_a_gpu_those_builds_run_is_not_too_new(name: str, major: int, minor: int) -> None:
    # Pascal has the builds' binaries; Turing runs their PTX (CUDA 10.0 knows it): neither is the architecture
    found = explain(f"{CUDART_100}\n{_found_device(name, major, minor)}")
    assert all(e.cause != "gpu_too_new" for e in found)


TWO_TF2 = ("$ pip freeze | grep tensor\ntensor2tensor==1.15.2\ntensorboard==2.0.1\ntensorflow==2.0.0\n"
           "tensorflow-gpu==2.0.0\ntensorflow-hub==0.7.0")


def test_two_tensorflow_2_installs_do_not_explain_a_tensorflow_1_name_missing() -> None:
    paste = f"    FLAGS = tf.flags.FLAGS\nAttributeError: module 'tensorflow' has no attribute 'flags'\n{TWO_TF2}"
    found = explain(paste)
    assert not [e for e in found if e.level in ("error", "warning")]
    two = next(e for e in found if e.cause == "two_tensorflow_installs")
    assert "tf.flags, which TensorFlow 2.0 removed" in two.meaning


def test_two_tensorflow_installs_still_explain_another_missing_name() -> None:
    paste = f"AttributeError: module 'tensorflow' has no attribute 'keras'\n{TWO_TF2}"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")


def test_the_dlopen_warnings_last_line_alone_is_a_library_of_the_build_missing() -> None:
    # gpu_device.cc prints it only after it found a visible GPU and a library failed: not a machine without a GPU
    paste = ("I have tried installing `tensorflow=1.14` and `tensorflow-gpu=1.14` on Google Colab\n"
             "Skipping registering GPU devices...\nRuntimeError: No GPU devices found")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "CUDA 10.0" in top.fix


def _no_kernel(op: str, devices: str, kernels: str) -> str:
    return (f"tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op "
            f"'{op}' used by {{{{node onsets/cudnn_lstm/{op}}}}} with these attrs: [seed=0, dropout=0, T=DT_FLOAT]\n"
            f"Registered devices: [{devices}]\nRegistered kernels:\n{kernels}")


def test_a_cudnn_op_without_any_kernel_is_a_build_without_cuda_uncertain_whether_a_gpu_exists() -> None:
    top = explain(_no_kernel("CudnnRNNCanonicalToParams", "CPU, XLA_CPU", "  <no registered kernels>"))[0]
    assert (top.cause, top.level) == ("cpu_only_build", "warning")
    assert "uncertain whether the machine has an NVIDIA GPU" in top.meaning
    assert "use_cudnn=false" in top.fix


def test_a_cudnn_op_without_any_kernel_under_tensorflow_1_is_its_cpu_package() -> None:
    paste = "tensorflow==1.14.0\n" + _no_kernel("CudnnRNN", "CPU", "  <no registered kernels>")
    top = explain(paste)[0]
    assert top.cause == "tf1_cpu_package"
    assert "tensorflow-gpu==1.14.0" in top.fix


def test_a_gpu_kernel_listed_with_no_gpu_device_is_a_gpu_tensorflow_did_not_find() -> None:
    kernels = "  device='GPU'; T in [DT_DOUBLE]\n  device='GPU'; T in [DT_FLOAT]"
    top = explain(_no_kernel("CudnnRNNCanonicalToParams", "CPU, XLA_CPU", kernels))[0]
    assert (top.cause, top.level) == ("gpu_not_detected", "warning")  # uncertain why
    assert "uncertain" in top.meaning
    xla = explain(_no_kernel("CudnnRNN", "CPU, XLA_CPU, XLA_GPU", kernels))[0]
    assert xla.cause == "cuda_libs_missing"


def test_an_op_without_a_kernel_beside_a_gpu_device_is_not_the_environment() -> None:
    found = explain(_no_kernel("NcclAllReduce", "CPU, GPU", "  <no registered kernels>"))
    assert not [e for e in found if e.level in ("error", "warning")]
