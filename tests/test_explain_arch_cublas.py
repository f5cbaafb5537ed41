"""A GPU newer than the build's CUDA, read from a cuBLAS that could not run and from the user's words around it.

Real wordings (GitHub issues): a matrix multiply that did not launch ("Blas GEMM launch failed") or cuBLAS's
EXECUTION_FAILED with the release and the GPU named (explain/_gpu.py _cublas_predates_gpu), a GPU series said in
Chinese ("30系", "40系", read through the space the context pass puts between digits and CJK), a GPU said with its
brand alone ("Geforce 3070"), and "does not seem to work" / "只能" said of the build (explain/_arch_words.py); and a
newer cuDNN refused by an older build, whose fix names the first release that accepts it (_release_for_loaded).
"""

from __future__ import annotations

from envcheck.explain import explain
from envcheck.explain._arch_words import arch_said, family_cc

ARCH = ("gpu_too_new", "gpu_too_old")
# the users' own punctuation (full-width commas and colons) is kept
MESH = ("[MeshGraphNets] cuda_blas.cc:428, failed to run cuBLAS routine: CUBLAS_STATUS_EXECUTION_FAILED\n"
        "我在网上看到的解释是：tensorflow-gpu==1.15版本对应cuda10.0版本，可是cuda10只能在rtx20系以下运行，我是40系的显卡。")  # noqa: RUF001
GTX1060 = ("tensorflow.python.framework.errors_impl.InternalError：Blas SGEMM启动失败：m = 259584，n = 32，k = 64\n"  # noqa: RUF001
           "我的是1060Ti的显卡，不新呀\nTensorFlow-GPU 1.9.0，cuda 9.0")  # noqa: RUF001
RTX30_WORDS = ("你就把他的code转成Tensorflow 2就行了。"
               "RTX30 系列的显卡需要更高版本的CUDA，而更高版本的CUDA不支持Tensorflow 1.8。")  # noqa: RUF001
WISH = "大佬！30系显卡发布这么久了，什么时候更新支持CUDA11.+，TF2.6+的版本啊。"  # noqa: RUF001
ONLY_BELOW = "可是cuda10只能在rtx20系以下运行，我是40系的显卡"  # noqa: RUF001
ONLY_USE = "我只能用GTX 1080 跑 tensorflow 2.10，速度还可以"  # noqa: RUF001


def _top(text: str) -> tuple[str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].meaning, found[0].fix


def test_a_gemm_that_did_not_launch_under_a_cuda_older_than_turing_names_the_first_cuda_10_release() -> None:
    # github.com/Qidian213/deep_sort_yolov3/issues/120 (TensorFlow 1.9's CUDA 9.0 on an RTX 2080 Ti)
    cause, meaning, fix = _top("InternalError (see above for traceback): Blas SGEMM launch failed : m=43264, n=32, "
                               "k=64\nwin10\ntensorflow-gpu 1.9\ncuda 9.0\ncudnn 7.3.1\nand RTX 2080 Ti")
    assert cause == "gpu_too_new"
    assert "CUDA 9.0" in meaning
    assert "7.5" in meaning
    assert "TensorFlow 1.13" in fix
    assert "CUDA 10.0" in fix


def test_a_gemm_that_did_not_launch_on_ampere_under_tensorflow_1_15_names_a_cuda_11_release() -> None:
    # github.com/tensorflow/tensorflow/issues/47903: the GPU named with its brand only ("Geforce 3070")
    cause, meaning, fix = _top("Train.py error Blas GEMM launch failed\n- TensorFlow version (use command below): "
                               "1.15.0\n- CUDA/cuDNN version: Cuda 10, cuDNN v7.6.5\n- GPU model and memory: Nvidia "
                               "Geforce 3070 8gb")
    assert cause == "gpu_too_new"
    assert "8.6" in meaning
    assert "TensorFlow 2.4" in fix
    assert "nvidia-tensorflow" in fix


def test_a_cublas_execution_failure_with_a_gpu_series_said_in_chinese_is_the_build_predating_it() -> None:
    # github.com/google-deepmind/deepmind-research/issues/464 (tensorflow-gpu 1.15 with CUDA 10.0 on an RTX 40xx)
    cause, meaning, fix = _top(MESH)
    assert cause == "gpu_too_new"
    assert "8.9" in meaning
    assert "CUDA 11" in fix


def test_a_gemm_failure_on_a_gpu_the_build_knows_is_not_the_architecture() -> None:
    # github.com/tensorflow/tensorflow/issues/37233: a GTX 1080 with CUDA 10.1 (a cuBLAS package of another CUDA)
    cause, _, _ = _top("On my setup any installation using CUDA 10.1 results in the given error:\n"
                       "    tensorflow.python.framework.errors_impl.InternalError:  Blas GEMM launch failed\n"
                       "- TensorFlow version: 2.1.0\n- CUDA/cuDNN version: 10.1 / 7.6.4\n"
                       "- GPU model and memory: GTX 1080")
    assert cause not in ARCH
    # github.com/qqwweee/keras-yolo3/issues/575: a GTX 1060 under TensorFlow 1.9 and CUDA 9.0
    assert not any(e.cause in ARCH for e in explain(GTX1060))


def test_a_gpu_series_said_in_chinese_is_read_through_the_cjk_space() -> None:
    assert family_cc("是不是 30 系列的显卡不兼容问题") == "8.6"  # github.com/bubbliiiing/yolox-tf2/issues/3
    assert family_cc("我是 40 系的显卡") == "8.9"
    assert family_cc("只能在 rtx20 系以下运行") == "7.5"
    assert family_cc("2020 系统升级") is None  # a year before 系统 (system) is no series


def test_a_chinese_series_said_incompatible_beside_an_old_build_is_too_new() -> None:
    # github.com/bubbliiiing/yolox-tf2/issues/3: an environment of TensorFlow 2.0 with conda's CUDA 10.0
    cause, meaning, fix = _top("是不是30系列的显卡不兼容问题\n(tf2.0-py3.7) C:\\Users\\Administer>conda list\n"
                               "cudatoolkit               10.0.130                      0\n"
                               "cudnn                     7.6.5                cuda10.0_0")
    assert cause == "gpu_too_new"
    assert "8.6" in meaning
    assert "TensorFlow 2.4" in fix
    # github.com/Justin-Tan/generative-compression/issues/47: the series said to need a CUDA TensorFlow 1.8 lacks
    cause, _, fix = _top(RTX30_WORDS)
    assert cause == "gpu_too_new"
    assert "TensorFlow 2.4" in fix


def test_a_wish_for_a_series_says_none_of_it() -> None:
    # github.com/bojone/bert4keras/issues/407: when will a version for the 30 series come (a question)
    assert not any(e.cause in ARCH for e in explain(WISH))


def test_a_build_said_not_to_seem_to_work_beside_the_gpu_is_read() -> None:
    # github.com/Kotlin/kotlindl/issues/573 (its body: TensorFlow 1.15 with CUDA 10.0 on an RTX 3060)
    flags, _, _ = arch_said("It doesn't seem to work with the currently required (old) versions of Tensorflow and "
                            "CUDA, i.e. TensorFlow 1.5 and CUDA 10.0.")
    assert flags == {"build_fails_said"}
    cause, _, fix = _top("I'm trying to make a project run on GPU Nvidia RTX 3060. It doesn't seem to work with the "
                         "currently required (old) versions of Tensorflow and CUDA, i.e. TensorFlow 1.5 and CUDA 10.0.")
    assert cause == "gpu_too_new"
    assert "TensorFlow 2.4" in fix
    flags, _, _ = arch_said("It doesn't seem to work when the batch is large, on the RTX 3060 with TensorFlow 2.10.")
    assert flags == set()


def test_only_said_of_the_gpu_in_chinese_is_a_failure_but_not_of_a_gpu_that_runs() -> None:
    assert "gpu_fails_said" in arch_said(ONLY_BELOW)[0]
    assert not any(e.cause in ARCH for e in explain(ONLY_USE))


def test_a_newer_cudnn_refused_names_the_first_release_that_accepts_it_beside_the_build_s() -> None:
    # github.com/nicolov/segmentation_keras/issues/32: a TensorFlow built with cuDNN 5.1 and cuDNN 6.0 installed (the
    # thread's fix: tensorflow-gpu==1.3.0)
    cause, _, fix = _top("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 6021 "
                         "(compatibility version 6000) but source was compiled with 5105 (compatibility version 5100).")
    assert cause == "cudnn_version_mismatch"
    assert "cuDNN 5.1" in fix
    assert "TensorFlow 1.3" in fix
    # github.com/qianguih/voxelnet/issues/50: a build with cuDNN 7.0 and 7.1 loaded: 1.8's check takes a newer minor
    _, _, fix = _top("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7103 "
                     "(compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).")
    assert "7.0" in fix
    assert "TensorFlow 1.8" in fix


def test_an_older_cudnn_loaded_names_only_the_build_s() -> None:
    # github.com/AnWang-AI/Real-Time-Object-Detection-and-Tracking/issues/2
    cause, _, fix = _top("Loaded runtime CuDNN library: 7.5.1 but source was compiled with: 7.6.0. CuDNN library major "
                         "and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later "
                         "version.")
    assert cause == "cudnn_version_mismatch"
    assert "7.6" in fix
    assert "install TensorFlow" not in fix
