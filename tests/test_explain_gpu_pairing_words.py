"""GPU, driver and cuDNN pairings read from the user's words and from a program's own CUDA source lines.

Each wording is a real paste (trimmed): VIF-Benchmark#6 (a bare "3090" before 的显卡 with CUDA 10.x), Mask_RCNN#2427
(the GPU changed to, named "the 3080", after an older one), OCR-D/ocrd_all#270 (an image's driver floor and the
drivers installed, beside CUDA_ERROR_SYSTEM_DRIVER_MISMATCH), nvidia-docker#753 (a maintainer's "a driver 396+ ... you
have 390"), tensorflow#28326 ("my cuDNN however is only 7.3"), TileRT#17, ggml#465 and llama.cpp#4215 (a CUDA error
printed from the program's own .cu/.cuh source, no TensorFlow); deepstream_tao_apps#32 (tensorflow and tensorflow-gpu
2.3.0 both listed beside a 3080's NaN), tensorflow/models#9525 (a slow start and NaN after switching from an RTX 2080 to
an RTX 3090), Black-Box-Audio#18 ("cuda9.0 is too old for this gpu"), Object-Detection-API#10 (a driver that meets the
CUDA named, the release left named), Mask_RCNN#355 (CUDA 10.0 beside an RTX 3080). The versions each fix names come
from the compat tables, not from these tests.
"""

from __future__ import annotations

from envcheck.explain import explain
from envcheck.explain._context import _CONTEXT_HINTS, Context, _scan
from envcheck.tables import load_tables
from envcheck.tflog import iter_events

_TABLES = load_tables()

BARE_3090 = "这样子用3090的显卡环境是不是无法运行，3090没办法安cuda10.x系列了"  # noqa: RUF001 - the user's words
CHANGED_TO = ("model was running fine on old GPU (rtx 2060) , after changing to the 3080 , using tensorflow would "
              "take a long time for some operations")
DRIVER_FLOOR = ("Too bad: This currently yields `CUDA_ERROR_SYSTEM_DRIVER_MISMATCH` in Tensorflow.\n"
                "It seems that the choice `nvidia/cuda:11.3.1-cudnn8-runtime-ubuntu18.04` as base image now requires "
                "at least nvidia-driver-470 on the host system. I have 440 and 465 on systems available to me, neither "
                "of them can work the image.")
DRIVER_PLUS = ("requirement error: unsatisfied condition: cuda >= 9.2\n"
               "You need a driver 396+ to run CUDA 9.2, and you have 390.")
CUDNN_ONLY = ("UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, "
              "so try looking to see if a warning log message was printed above. [Op:Conv2D]\n"
              "Some people reported the same thing but with tf 1.13, and they solved it by changing cudnn version to "
              "7.4.\nmy cuDNN however is only 7.3 cause that is the latest Anaconda is offering.")
TILERT = ("I tried running TilERT v0.1.1 on 8 × NVIDIA H20 GPUs. I got these errors:\n"  # noqa: RUF001 - the user's
          "/workspace/include/core/executor/piped_prefetch/entry_ex.cuh(196): CUDA error: no kernel image is available "
          "for execution on the device.\n"
          "/workspace/src/lib/ops/tilert_init_op.cu(65): CUDA error: operation not permitted when stream is capturing.")
GGML = ("ggml_init_cublas: found 1 CUDA devices:\n  Device 0: NVIDIA GeForce 940MX, compute capability 5.0\n"
        "CUDA error 209 at D:\\Download\\ggml-master\\ggml-master\\src\\ggml-cuda.cu:5284: no kernel image is "
        "available for execution on the device")
TWO_LISTED = ("Windows 10\ncuda 10.1 \ncudnn 8.0.4 \nNvidia geforce GTX 3080 \ntensorflow-gpu 2.3.0 \n"
              "tensorflow 2.3.0\nWhen I trained faster RCNN, it appeared the question loss=Nan.")
SLOW_AND_NAN = ("Slow initialisation before training and loss=nan with 3090\n"
                "I have two GPUs: 1) GeForce RTX 2080 (8GB) and 2) GeForce RTX 3090 (25GB) and I have been training "
                "object recognition models until today on the 1st GPU. Today I have tried switching to the 2nd GPU.")
CUDA_TOO_OLD = ("I am using an nvidia 3060 gpu and ubuntu 20.04\n"
                "I think maybe cuda9.0 is too old for this gpu, if I install cuda 11.4, will this code work?")
DRIVER_MET = ("I have nvidia driver 384.130 version, cuda 9.0 ver, cudnn 7.6.4\n"
              "an error occurs: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime "
              "version.\nso I downgraded tensorflow-gpu version from 2.1 to 1.14.")
CUDA10_NAN = "I have RTX3080 and using cuda10.0 for mask rcnn. And I am getting all loss as nan"
LLAMA_CPP = ("CUDA error 209 at /home/user/Documents/devops/llama.cpp/ggml-cuda.cu:6701: no kernel image is available "
             "for execution on the device")


def _gpus(words: str) -> list[str]:
    ctx = Context()
    for _ in iter_events(words.splitlines(), lambda line: _scan(ctx, line, _TABLES), _CONTEXT_HINTS):
        pass
    return ctx.gpu_names


def test_a_bare_model_number_before_the_card_word_is_the_gpu() -> None:
    top = explain(BARE_3090)[0]
    assert top.cause == "gpu_too_new"
    assert "2.4" in top.fix  # the first release built for compute capability 8.6 (tables)


def test_the_gpu_changed_to_comes_first() -> None:
    assert _gpus(CHANGED_TO)[:2] == ["3080", "rtx 2060"]


def test_a_driver_floor_said_above_the_drivers_installed_is_driver_too_old() -> None:
    top = explain(DRIVER_FLOOR)[0]
    assert (top.cause, top.level) == ("driver_too_old", "error")
    assert "470" in top.fix
    assert "465" in top.fix  # the highest driver the words say is installed


def test_a_driver_floor_with_a_plus_and_the_driver_said_installed() -> None:
    top = explain(DRIVER_PLUS)[0]
    assert top.cause == "driver_too_old"
    assert "396" in top.fix


def test_a_cudnn_said_older_than_the_build_decides_a_cudnn_that_could_not_start() -> None:
    top = explain(CUDNN_ONLY)[0]
    assert top.cause == "cudnn_version_mismatch"
    assert "7.4" in top.fix  # TensorFlow 1.13's cuDNN (tables)


def test_a_cuda_error_from_a_programs_own_source_is_uncertain() -> None:
    for paste in (TILERT, GGML, LLAMA_CPP):
        said = [e for e in explain(paste) if e.level in ("error", "warning")]
        assert said, paste
        assert all(e.meaning.startswith("uncertain") for e in said), paste
        assert all("TensorFlow 2" not in e.fix for e in said if e.cause in ("gpu_too_new", "gpu_too_old"))


def test_a_tensorflow_paste_keeps_its_verdict() -> None:
    top = explain("tensorflow 2.3\n" + LLAMA_CPP)[0]
    assert top.level == "error"  # TensorFlow named: the .cu line does not make it another program's


def test_one_releases_tensorflow_and_tensorflow_gpu_listed_are_not_what_fails() -> None:
    found = {e.cause: e for e in explain(TWO_LISTED)}
    assert found["gpu_too_new"].level == "error"
    assert "2.4" in found["gpu_too_new"].fix  # the first release built for compute capability 8.6 (tables)
    assert found["two_tensorflow_installs"].level == "info"


def test_a_slow_start_and_nan_read_the_newest_gpu_named() -> None:
    top = explain(SLOW_AND_NAN)[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert "3090" in top.meaning
    assert "2.4" in top.fix


def test_a_cuda_said_too_old_for_the_gpu() -> None:
    top = explain(CUDA_TOO_OLD)[0]
    assert top.cause == "gpu_too_new"
    assert "nvidia-tensorflow" in top.fix  # CUDA 9.0 is TensorFlow 1.x's: NVIDIA's 1.15 keeps that code


def test_a_driver_meeting_the_cuda_named_takes_the_release_left() -> None:
    top = explain(DRIVER_MET)[0]
    assert top.cause == "driver_too_old"
    assert "418.39" in top.fix  # TensorFlow 2.1's CUDA 10.1 (tables), not CUDA 9.0's 384.81
    assert "384.81" in top.fix


def test_a_cuda_of_tensorflow_1_beside_a_newer_gpu_names_nvidias_1_15() -> None:
    top = explain(CUDA10_NAN)[0]
    assert top.cause == "gpu_too_new"
    assert "nvidia-tensorflow" in top.fix
    assert "2.4" in top.fix
