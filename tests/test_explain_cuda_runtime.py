"""CUDA library failures at run time, as pasted cut short: the GPU and release named anywhere in the paste decide.

The messages are TensorFlow's own (math_ops' "Blas GEMM launch failed", cuda_blas.cc's "failed to run cuBLAS
routine", cuda_dnn.cc's "cuDNN launch failure" and "Failed to set dropout descriptor", the stream executor's "DNN
library is not found."); which CUDA first knows an architecture, and which binaries a release carries, come from
the compat tables (envcheck.compat.gpu_runs_build).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.explain._context import Context, _scan
from envcheck.tables import load_tables

TF114_RTX3080 = ("- TensorFlow version (use command below): 1.14.0-gpu\n- CUDA/cuDNN version: 10.0/7.6.0.64\n"
                 "- GPU model and memory: 2xRTX 3080\n"
                 "`(0) Internal: Blas xGEMM launch failed : a.shape=[1,20000,3], b.shape=[1,3,20000], m=20000, "
                 "n=20000, k=3`")
GEMM = "tensorflow.python.framework.errors_impl.InternalError: Blas GEMM launch failed : a.shape=(64, 50), m=64, n=180"
ROUTINE = ("E tensorflow/stream_executor/cuda/cuda_blas.cc:428] failed to run cuBLAS routine: "
           "CUBLAS_STATUS_EXECUTION_FAILED")


def test_a_gemm_on_a_gpu_newer_than_the_builds_cuda_is_the_architecture() -> None:
    top = explain(TF114_RTX3080)[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "8.6" in top.fix
    assert "2.4" in top.fix  # the first release built for compute capability 8.6, from the tables
    assert "nvidia-tensorflow" in top.fix  # TF 1.x code: NVIDIA's 1.15 build


def test_a_geforce_ti_named_without_its_brand_is_read() -> None:
    top = explain(f"I use 3080ti /tensorflow 1.15 / python 3.7.10 / cuda 10.1\n{ROUTINE}")[0]
    assert top.cause == "gpu_too_new"
    assert "8.6" in top.fix


@pytest.mark.parametrize("said", ["tf-gpu1.14.0", "tf-gpu 1.14", "tf_gpu==1.14.0"])
def test_the_gpu_package_shortened_to_tf_gpu_dates_the_build(said: str) -> None:
    top = explain(f"RTX 4070, cuda 10.0 + cudnn 7.4 + {said}\n{ROUTINE}")[0]
    assert top.cause == "gpu_too_new"
    assert "uncertain" not in top.meaning
    assert "CUDA 11" in top.fix  # the first release for 8.9 names the CUDA it is built with


def test_a_tf_gpu_folder_in_a_path_is_no_release() -> None:
    ctx = Context()
    _scan(ctx, "/home/me/anaconda3/envs/tf-gpu1.14/lib/python3.7/site-packages", load_tables())
    assert ctx.tensorflow_hint is None


@pytest.mark.parametrize("line", [
    "(tf-gpu1.14) C:\\Users\\me> python train.py", "conda activate tf-gpu1.14", "conda create -n tf-gpu1.14 python=3.7",
])
def test_a_conda_environment_named_tf_gpu_with_a_release_is_no_release(line: str) -> None:
    ctx = Context()
    _scan(ctx, line, load_tables())
    assert ctx.tensorflow_hint is None


def test_a_build_whose_binaries_run_on_the_gpu_is_not_called_too_old() -> None:
    # TensorFlow 2.4 predates CUDA 11.1 but carries sm_80 binaries, which run on 8.6 (same major)
    top = explain("tensorflow 2.4.0, GeForce RTX 3070\nInternalError: cuDNN launch failure : input shape ([64,1])")[0]
    assert top.cause != "gpu_too_new"


def test_a_bare_gemm_launch_failure_is_uncertain_and_names_what_decides() -> None:
    top = explain(GEMM)[0]
    assert top.cause == "gpu_memory_in_use"
    assert "uncertain" in top.meaning
    assert "failed to create cublas handle" in top.meaning


def test_a_cublas_handle_that_could_not_start_is_memory() -> None:
    found = explain("E tensorflow/stream_executor/cuda/cuda_blas.cc:366] failed to create cublas handle: "
                    f"CUBLAS_STATUS_NOT_INITIALIZED\n{GEMM}")
    assert found[0].cause == "gpu_memory_in_use"
    assert "uncertain" not in found[0].meaning


def test_an_ampere_gpu_without_a_release_names_the_release_that_decides() -> None:
    top = explain(f"Our example fails on the A100 servers with the error:\n{ROUTINE}")[0]
    assert "uncertain" in top.meaning
    assert "compute capability 8.0" in top.meaning
    assert "TensorFlow 2.4" in top.meaning


def test_no_other_process_is_not_another_process() -> None:
    top = explain(f"{GEMM}\nThe GPU did not run out of memory and there are no other processes using the GPU.")[0]
    assert "uncertain" in top.meaning


@pytest.mark.parametrize(("text", "name"), [
    ("I use 3080ti with cuda 10.1", "3080ti"),
    ("on a GTX 1080 Ti", "GTX 1080 Ti"),
    ("fails on the A100 servers", "A100"),
])
def test_gpu_names_said_bare(text: str, name: str) -> None:
    ctx = Context()
    _scan(ctx, text, load_tables())
    assert name in ctx.gpu_names


@pytest.mark.parametrize(("text", "name"), [("2xA100 80GB", "A100"), ("16xH100", "H100")])
def test_gpu_names_after_a_count(text: str, name: str) -> None:
    ctx = Context()
    _scan(ctx, f"nvidia {text}", load_tables())
    assert name in ctx.gpu_names


def test_a_hex_number_is_no_gpu() -> None:
    ctx = Context()
    _scan(ctx, "NVIDIA driver returned 0xA100 at init", load_tables())
    assert ctx.gpu_names == []


def test_ten_times_is_no_gpu() -> None:
    ctx = Context()
    _scan(ctx, "the gpu run took 10 times longer", load_tables())
    assert ctx.gpu_names == []


DNN = ("Node: 'sequential_2/conv2d_2/Conv2D'\nDNN library is not found.\n"
       "\t [[{{node sequential_2/conv2d_2/Conv2D}}]] [Op:__inference_train_function_32418]")


def test_dnn_library_not_found_alone_is_an_uncertain_cudnn_mismatch() -> None:
    top = explain(DNN)[0]
    assert (top.cause, top.level) == ("cudnn_version_mismatch", "warning")
    assert "uncertain" in top.meaning
    assert "Loaded runtime CuDNN library" in top.meaning  # what decides


def test_dnn_library_not_found_with_a_release_names_its_cudnn() -> None:
    top = explain(f"{DNN}\npython version 3.8\ntensorflow: 2.8.0\ncuDNN: 8.1.1\ncuda: 11.2")[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "cuDNN 8.1" in top.fix
    assert "another, older copy" in top.meaning  # the cuDNN named fits: a different one is loaded


def test_dnn_library_not_found_after_libcudnn_failed_to_load_is_the_missing_library() -> None:
    top = explain("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                  "'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or "
                  f"directory\n{DNN}")[0]
    assert top.cause == "cuda_libs_missing"


def test_a_cublas_error_after_an_index_out_of_range_is_the_index() -> None:
    found = explain("RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`\n"
                    "However, in cpu, it is understandable.\nIndexError: index out of range in self")
    assert not [e for e in found if e.level in ("error", "warning")]


def test_a_dropout_descriptor_that_could_not_be_set_is_memory() -> None:
    top = explain("UnknownError: CUDNN_STATUS_EXECUTION_FAILED Failed to set dropout descriptor")[0]
    assert top.cause == "model_too_large"
    assert "uncertain" in top.meaning
    assert "batch" in top.fix


def test_memory_settings_that_did_not_help_point_to_the_builds_cudnn() -> None:
    top = explain("I'm running the codes using Tensorflow 1.13.1 on GPU in a conda environment.\n"
                  "InternalError (see above for traceback): cuDNN launch failure : input shape ([64,128,1,1])\n"
                  "I also tried (add `os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'` or change the batch size) "
                  "but it did not change anything.")[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "uncertain" in top.meaning
    assert "cuDNN 7.4" in top.fix
    assert "CUDA 10.0" in top.fix


@pytest.mark.parametrize("words", ["with batch size 16 it works, with batch size 64 it does not work",
                                   "my batch size of 64 is not too large, help me"])
def test_a_batch_said_but_not_said_changed_in_vain_does_not_point_away_from_memory(words: str) -> None:
    top = explain("I'm running the codes using Tensorflow 1.13.1 on GPU.\n"
                  "InternalError (see above for traceback): cuDNN launch failure : input shape ([64,128,1,1])\n"
                  f"{words}")[0]
    assert top.cause == "cudnn_init_failed"
    assert "uncertain" in top.meaning


def test_memory_settings_that_did_not_help_name_where_the_builds_libraries_come_from() -> None:
    """conda's cudatoolkit ends with CUDA 11.8: a CUDA 12 build on Linux gets its libraries from [and-cuda]."""
    top = explain("tensorflow 2.15.0 on Ubuntu 22.04\n"
                  "InternalError: cuDNN launch failure : input shape ([64,128,1,1])\n"
                  "I set allow_growth but it did not help")[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "tensorflow[and-cuda]==2.15.*" in top.fix
    assert "cudatoolkit=12" not in top.fix


def test_a_cudnn_launch_failure_alone_stays_uncertain() -> None:
    top = explain("InternalError (see above for traceback): cuDNN launch failure : input shape ([64,128,1,1])")[0]
    assert top.cause == "cudnn_init_failed"
    assert "uncertain" in top.meaning


def test_the_wording_alone_dates_the_build_and_its_cudnn() -> None:
    # shared/reference/tf_log_messages.md 3.1: "DNN library is not found." 2.4-2.15, "No DNN in stream executor." 2.16+
    old = explain(DNN)[0].fix
    assert "2.5-2.11: cuDNN 8.1" in old
    assert "9.3" not in old
    new = explain("tensorflow.python.framework.errors_impl.FailedPreconditionError: No DNN in stream executor.")[0]
    assert new.cause == "cudnn_version_mismatch"
    assert "2.18-2.21: cuDNN 9.3" in new.fix
    assert "8.1" not in new.fix


RNN = ("tensorflow.python.framework.errors_impl.InternalError: Failed to call ThenRnnForward with model config: "
       "[rnn_mode, rnn_input_mode, rnn_direction_mode]: 2, 0, 0 , [num_layers, input_size, num_units, dir_count, "
       "max_seq_length, batch_size, cell_num_units]: [1, 300, 256, 1, 100, 32, 256]")


def test_a_cudnn_rnn_that_did_not_run_is_read() -> None:
    top = explain(RNN)[0]
    assert top.cause == "cudnn_init_failed"
    assert "uncertain" in top.meaning
    assert "ThenRnnForward" in top.meaning
    assert explain(f"tensorflow 1.15, GeForce RTX 3090\n{RNN}")[0].cause == "gpu_too_new"


def test_a_cublas_status_said_alone_is_read() -> None:
    top = explain("CUBLAS_STATUS_INTERNAL_ERROR")[0]
    assert top.cause == "gpu_memory_in_use"
    assert "uncertain" in top.meaning
    assert explain("tensorflow 1.15, GeForce RTX 3090\nCUBLAS_STATUS_EXECUTION_FAILED")[0].cause == "gpu_too_new"


def test_a_cublas_kernel_that_did_not_launch_without_a_release_is_most_often_the_architecture() -> None:
    """EXECUTION_FAILED with no release: a build older than the GPU first, uncertain; memory first on an old GPU."""
    top = explain(f"training on an A100 gives\n{ROUTINE}")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert "uncertain" in top.meaning
    assert "memory" in top.meaning  # named second
    assert "2.4" in top.fix  # the first release built for compute capability 8.0
    bare = explain("InternalError: CUBLAS_STATUS_EXECUTION_FAILED when calling cublasSgemm")[0]
    assert (bare.cause, "uncertain" in bare.meaning) == ("gpu_too_new", True)
    assert "compute_cap" in bare.fix
    assert explain(f"my GTX 1080 fails with\n{ROUTINE}")[0].cause == "gpu_memory_in_use"
    torch = ('  File "/opt/venv/lib/python3.10/site-packages/torch/nn/modules/linear.py", line 114, in forward\n'
             "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb)`")
    assert "TensorFlow 2.4" not in explain(torch)[0].fix  # PyTorch's wheels bring their own CUDA


def test_a_cublas_kernel_that_did_not_launch_keeps_memory_first_when_the_paste_shows_it_taken() -> None:
    """Another process on the GPU, or nvidia-smi's row nearly full, is not read as a build older than the GPU."""
    taken = explain(f"{ROUTINE}\nrunning two notebooks on my RTX 3090, the other notebook holds 23GB")[0]
    assert taken.cause == "gpu_memory_in_use"
    smi = ("| 30%   45C    P2   110W / 350W |  23900MiB / 24576MiB |     98%      Default |\n"
           f"training on my RTX 3090 gives\n{ROUTINE}")
    assert explain(smi)[0].cause == "gpu_memory_in_use"


def test_the_routine_named_before_the_status_keeps_the_status() -> None:
    found = explain("E tensorflow/stream_executor/cuda/cuda_blas.cc:654] failed to run cuBLAS routine cublasSgemm_v2: "
                    "CUBLAS_STATUS_EXECUTION_FAILED")
    assert "status=CUBLAS_STATUS_EXECUTION_FAILED" in found[0].details


@pytest.mark.parametrize(("line", "cause", "said"), [
    (("CUDA backend failed to initialize: Found cuDNN version 8600, but JAX was built against version 8800, which "
      "is newer. The copy of cuDNN that is installed must be at least as new as the version against which JAX was "
      "built."), "cudnn_version_mismatch", ("cuDNN 8.6.0", "cuDNN 8.8.0")),
    ("RuntimeError: Found cuDNN version 90100, but JAX was built against version 90300, which is newer.",
     "cudnn_version_mismatch", ("cuDNN 9.1.0", "cuDNN 9.3.0")),
    ("Found CUDA version 11020, but JAX was built against version 11080, which is newer.",
     "cuda_libs_missing", ("CUDA 11.2", "CUDA 11.8")),
    # the other libraries pack their versions as their headers' *_VERSION macros do
    ("Found cuBLAS version 120103, but JAX was built against version 120205, which is newer.",
     "cuda_libs_missing", ("cuBLAS 12.1.3", "cuBLAS 12.2.5")),
    ("Found cuSPARSE version 12100, but JAX was built against version 12200, which is newer.",
     "cuda_libs_missing", ("cuSPARSE 12.1.0", "cuSPARSE 12.2.0")),
    ("Found cuSOLVER version 11400, but JAX was built against version 11405, which is newer.",
     "cuda_libs_missing", ("cuSOLVER 11.4.0", "cuSOLVER 11.4.5")),
    ("Found cuFFT version 10702, but JAX was built against version 11008, which is newer.",
     "cuda_libs_missing", ("cuFFT 10.7.2", "cuFFT 11.0.8")),
])
def test_jax_refusing_an_older_library_names_both_versions(line: str, cause: str, said: tuple[str, str]) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == (cause, "error")
    assert all(s in top.meaning for s in said)
    assert "jax[cuda12]" in top.fix


@pytest.mark.parametrize(("line", "built", "found", "wheel"), [
    (("RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (8, 9, 2) but found runtime version "
      "(8, 5, 0). PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch "
      "can find the bundled cuDNN. Looks like your LD_LIBRARY_PATH contains incompatible version of cudnn. Please "
      "either remove it from the path or install cudnn (8, 9, 2)"), "8.9.2", "8.5.0", True),
    (("RuntimeError: cuDNN version incompatibility: PyTorch was compiled against (9, 1, 0) but found runtime version "
     "(8, 9, 7)."), "9.1.0", "8.9.7", True),
    # before 2.0 PyTorch printed cuDNN packed as its header does, and said "linked against"
    ("RuntimeError: cuDNN version incompatibility: PyTorch was compiled against 7102 but linked against 7005",
     "7.1.2", "7.0.5", False),
])
def test_pytorchs_cudnn_check_names_both_and_the_copy_found_first(line: str, built: str, found: str,
                                                                   wheel: bool) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("cudnn_version_mismatch", "error")
    assert f"built with cuDNN {built}" in top.meaning
    assert f"loaded first is {found}" in top.meaning
    assert "LD_LIBRARY_PATH" in top.fix
    assert (f"nvidia-cudnn-cu12=={built}.*" in top.fix) is wheel  # NVIDIA's cuDNN wheels start at cuDNN 8


@pytest.mark.parametrize("degree", ["HIGHLY", "MODERATELY"])
def test_the_profilers_input_bound_verdict_is_a_measurement(degree: str) -> None:
    top = explain(f"Your program is {degree} input-bound because 84.2% of the total step time sampled is waiting for "
                  "input. Therefore, you should first focus on reducing the input time.")[0]
    assert (top.cause, top.level) == ("input_bound", "warning")
    assert "84.2%" in top.meaning
    assert "uncertain" not in top.meaning
    assert "prefetch" in top.fix


def test_the_profiler_saying_not_input_bound_is_no_verdict() -> None:
    found = explain("Your program is NOT input-bound because only 0.3% of the total step time sampled is waiting for "
                    "input.")
    assert [e.level for e in found] == ["info"]


def test_the_ptxas_output_quoted_after_its_exit_code_decides() -> None:
    # JAX's XlaRuntimeError quotes ptxas after "ptxas exited with non-zero error code": its words name the gap
    top = explain("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: ptxas exited with non-zero error code 65280, "
                  "output: ptxas /tmp/t, line 5; fatal : Unsupported .version 7.8; current version is '7.4'")[0]
    assert (top.cause, top.level) == ("ptxas_too_old", "error")
    assert "ISA 7.8" in top.meaning
    assert "CUDA 11.8" in top.fix
    arch = explain("W tensorflow/stream_executor/gpu/redzone_allocator.cc:312] Internal: ptxas exited with non-zero "
                   "error code 65280, output: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'")[0]
    assert "sm_86" in arch.meaning
    assert "CUDA 11.1" in arch.fix


CORE_GEMM = ("~\\Anaconda3\\envs\\tf2\\lib\\site-packages\\tensorflow_core\\python\\keras\\engine\\training.py in fit\n"
             "InternalError:  Blas GEMM launch failed : a.shape=(9, 126), b.shape=(126, 114), m=9, n=114, k=126")


def test_tensorflow_cores_paths_date_the_build_for_a_newer_gpu() -> None:
    # site-packages/tensorflow_core held the modules of the 1.15-2.1 wheels, all older than Ampere's first (2.4)
    top = explain(f"GPU: RTX 3070\n{CORE_GEMM}")[0]
    assert top.cause == "gpu_too_new"
    assert "1.15-2.1" in top.meaning
    assert "2.4" in top.fix


def test_tensorflow_cores_paths_decide_nothing_for_a_gpu_they_ran() -> None:
    top = explain(f"GPU: RTX 2070\n{CORE_GEMM}")[0]
    assert top.cause == "gpu_memory_in_use"
    assert "uncertain" in top.meaning


LOADED_CUBLAS_100 = ("I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic "
                     "library cublas64_100.dll\n"
                     "E tensorflow/stream_executor/cuda/cuda_blas.cc:428] failed to run cuBLAS routine: "
                     "CUBLAS_STATUS_EXECUTION_FAILED\n"
                     "(0) Internal: Blas GEMM launch failed : a.shape=(100, 300), b.shape=(300, 100), m=100, n=100, "
                     "k=300")


def test_the_cuda_libraries_a_build_loads_date_it_for_a_newer_gpu() -> None:
    # cublas64_100.dll is CUDA 10.0's: only TensorFlow 1.13-2.0 load it, all older than Ampere's first build (2.4)
    top = explain(f"Win 10, RTX 3060Ti\n{LOADED_CUBLAS_100}")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "uncertain" not in top.meaning
    assert "1.13-2.0" in top.meaning
    assert "2.4" in top.fix


def test_the_cuda_libraries_a_build_loads_decide_nothing_for_a_gpu_they_ran() -> None:
    top = explain(f"Win 10, RTX 2070\n{LOADED_CUBLAS_100}")[0]
    assert top.cause == "gpu_memory_in_use"
    assert "uncertain" in top.meaning


KERNEL_IMAGE = ("F .\\tensorflow/core/kernels/conv_2d_gpu.h:710] Non-OK-status: GpuLaunchKernel( "
                "SwapDimension1And2InTensor3UsingTiles<T, NumThreads, TileLongSide, TileShortSide>, total_tiles_count, "
                "NumThreads, 0, d.stream(), input, input_dims, output) status: Internal: no kernel image is available "
                "for execution on the device")


@pytest.mark.parametrize(("gpu", "cause"), [
    ("GPU: Nvidia GTX 750 Ti\nCompute Capability: 5.0", "gpu_too_old"),  # only builds made for newer GPUs fail on it
    ("GPU: GeForce GTX 780M, compute capability: 3.0", "gpu_too_old"),
    ("GPU: RTX 3080", "gpu_too_new"),  # only builds older than the GPU fail on it
])
def test_with_no_release_the_builds_that_cannot_run_the_gpu_decide_its_direction(gpu: str, cause: str) -> None:
    # 5.0 runs 1.x-2.2 (PTX) and 2.4-2.16 (binaries): the builds without a kernel for it (2.3, 2.17+) are all made
    # for newer GPUs, so "too old", never "use 2.4, the first built for 5.0"
    top = explain(f"{KERNEL_IMAGE}\n{gpu}")[0]
    assert (top.cause, top.level) == (cause, "error")
    if cause == "gpu_too_old":
        assert "newest release" in top.fix
        assert "or newer" not in top.fix


NO_ALGORITHM_OOM = ("No algorithm worked!  Error messages:\n"
                    "  Profiling failure on CUDNN engine 1#TC: RESOURCE_EXHAUSTED: Out of memory while trying to "
                    "allocate 95420720 bytes.\n"
                    "  Profiling failure on CUDNN engine 0: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
                    "16777216 bytes.\n"
                    "\t [[{{node gradient_tape/original/encoder/upscale_512_0_conv2d_conv2d/Conv2D_1/"
                    "Conv2DBackpropInput}}]] [Op:__inference_train_function_7782]")


def test_a_convolution_whose_every_engine_ran_out_of_memory_is_memory_not_cudnn() -> None:
    # the autotuner ran cuDNN's engines: each one's workspace did not fit in what the training run left
    found = explain(NO_ALGORITHM_OOM)
    assert [e.cause for e in found] == ["model_too_large"]
    assert "batch" in found[0].fix
    bare = explain("No algorithm worked!")[0]  # no reason given: cuDNN that could not start stays the reading
    assert bare.cause == "cudnn_init_failed"


def test_jax_running_out_of_memory_gets_no_keras_setting() -> None:
    top = explain("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
                  "7406166528 bytes.")[0]
    assert top.cause == "model_too_large"
    assert "tf.keras" not in top.fix


def test_dnn_library_not_found_retold_with_the_op_is_the_same_message() -> None:
    # "DNN library is not found." as users retell it with the op that failed (Colab's cuDNN changed under TF 2.8)
    top = explain("**Describe the current behavior**\nDNN library is not found for Convolution operation")[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "uncertain" in top.meaning
    assert not explain("the DNN library is not found in my notes folder")  # no op named: not TensorFlow's words


@pytest.mark.parametrize("line", [  # conv_grad_input_ops.cc, conv_grad_filter_ops.cc, fused_batch_norm_op.cc filled in
    "cuDNN Backward Data function launch failure : input shape([32,64,112,112]) filter shape([3,3,64,64])",
    "cuDNN Backward Filter function launch failure : input shape([1,64,391,470]) filter shape([3,3,64,64])",
    "Internal: DNN Backward Data function launch failure : input shape([8,3,224,224]) filter shape([7,7,3,64])",
    "InternalError (see above for traceback): cuDNN launch failure : input shape ([64,1024,1,1])",
])
def test_every_cudnn_launch_failure_wording_reads_as_one(line: str) -> None:
    top = explain(line)[0]
    assert top.kind == "cudnn_launch_failed"
    assert "uncertain" in top.meaning


def test_libraries_only_tensorflow_1_loads_keep_its_code_a_way_on_the_newer_gpu() -> None:
    # libcublas.so.9.0 is loaded by 1.5-1.12 only: the code is 1.x, so NVIDIA's 1.15 for new GPUs is named too
    top = explain("GPU: RTX 3090\nI tensorflow/stream_executor/dso_loader.cc:152] successfully opened CUDA library "
                  f"libcublas.so.9.0 locally\n{ROUTINE}")[0]
    assert top.cause == "gpu_too_new"
    assert "nvidia-tensorflow" in top.fix
    assert "nvidia-tensorflow" not in explain(f"Win 10, RTX 3060Ti\n{LOADED_CUBLAS_100}")[0].fix  # 1.13-2.0 mixed


_LAUNCH = ("2020-09-20 23:22:46.363942: F tensorflow/core/kernels/resize_bilinear_op_gpu.cu.cc:493] Non-OK-status: "
           "GpuLaunchKernel(kernel, config.block_count, config.thread_per_block, 0, d.stream(), output.data()) "
           "status: Internal: {text}\nFatal Python error: Aborted")


@pytest.mark.parametrize(("text", "cause", "said"), [
    ("too many resources requested for launch", "cuda_error", "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
    ("invalid device function", "gpu_too_new", "cudaErrorInvalidDeviceFunction"),
    ("an illegal memory access was encountered", "cuda_error", "CUDA_ERROR_ILLEGAL_ADDRESS"),
])
def test_tensorflows_kernel_launch_check_is_read_by_the_runtimes_text(text: str, cause: str, said: str) -> None:
    """gpu_kernel_helper.h's TF_CHECK_OK on GpuLaunchKernel: the status is cudaGetErrorString's text."""
    (found, *_) = explain(_LAUNCH.format(text=text))
    assert found.cause == cause
    assert said in found.meaning


def test_a_launch_out_of_resources_is_fixed_by_a_build_for_the_gpu_not_by_checking_the_hardware() -> None:
    (found, *_) = explain(_LAUNCH.format(text="too many resources requested for launch"))
    assert "JetPack" in found.fix
    assert "Xid" not in found.fix


@pytest.mark.parametrize("words", ["TF2.0 ptxas ignores PATH", "ptxas is on my PATH but XLA still can't find it",
                                   "XLA does its thing, but ptxas not found on PATH"])
def test_ptxas_said_not_found_through_path_points_xla_at_the_cuda_folder(words: str) -> None:
    """XLA looks for ptxas under the CUDA folder fixed at build time (and --xla_gpu_cuda_data_dir), not PATH."""
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("ptxas_missing", "warning"), found
    assert "--xla_gpu_cuda_data_dir" in found.fix


def test_ptxas_said_not_found_through_path_in_a_jax_paste_is_not_told_tensorflow_s_search() -> None:
    (found, *_) = explain("jax 0.4.13: ptxas is on my PATH but jax can't find it")
    assert (found.cause, found.level) == ("ptxas_missing", "warning")
    assert "uncertain" in found.meaning
    assert "TensorFlow" not in found.meaning + found.fix  # JAX searches PATH; no newer TensorFlow to install


def test_ptxas_said_added_to_path_is_no_failure() -> None:
    assert not any(e.cause == "ptxas_missing" for e in explain("I put ptxas on PATH and now XLA compiles fine."))
