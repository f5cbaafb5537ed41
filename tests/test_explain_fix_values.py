"""Fixes name the values the paste and the tables decide (a driver floor, a JetPack's wheel folder), never a guess."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_INSUFFICIENT = ("tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: CUDA driver "
                 "version is insufficient for CUDA runtime version")


@pytest.mark.parametrize(("runtime", "floor"), [("libcudart.so.11.0", "450.80.02"), ("libcudart.so.12", "525.60.13")])
def test_a_runtime_known_by_its_major_only_names_that_major_s_driver_floor(runtime: str, floor: str) -> None:
    paste = (f"I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library "
             f"{runtime}\n{_INSUFFICIENT}")
    top = explain(paste)[0]
    assert top.cause == "driver_too_old"
    assert f"install NVIDIA driver {floor} or newer" in top.fix
    assert "minor version compatibility" in top.fix


def test_a_driver_shown_at_the_major_s_floor_is_not_told_to_reach_it() -> None:
    paste = ("I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library "
             f"libcudart.so.11.0\nDriver Version: 455.23.05\n{_INSUFFICIENT}")
    top = explain(paste)[0]
    assert top.cause == "driver_too_old"
    assert "450.80.02" not in top.fix


_JETSON_LIBS = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library "
                "'libcudart.so.10.0'; dlerror: libcudart.so.10.0: cannot open shared object file: No such file or "
                "directory\n")


@pytest.mark.parametrize(("said", "folder"), [
    ("My Jetson Nano runs JetPack 4.6.1 and tensorflow-gpu 1.14.0", "v461"),
    ("Jetson nano flashed from jetson-nano-jp441-sd-card-image-r32.4.4, tensorflow-gpu 1.14.0", "v44"),
    ("On the Jetson: # R32 (release), REVISION: 5.1, GCID: 27362550\ntensorflow-gpu 1.14.0", "v45"),
])
def test_a_jetson_s_jetpack_names_the_wheel_index_folder(said: str, folder: str) -> None:
    top = explain(f"{said}\n{_JETSON_LIBS}")[0]
    assert top.cause == "cuda_libs_missing"
    assert f"redist/jp/{folder} 'tensorflow<2'" in top.fix  # the 1.x release shown: stay on the 1.x API
    assert "<JetPack without dots>" not in top.fix


@pytest.mark.parametrize(("said", "jetpack", "folder"), [
    ("Jetson nano flashed from jetson-nano-jp441-sd-card-image-r32.4.4, tensorflow-gpu 1.14.0", "4.4.1", "v44"),
    ("Xavier NX:\n# R32 (release), REVISION: 7.3, GCID: 31982016, BOARD: t186ref\ntensorflow-gpu 1.14.0", "4.6.3",
     "v461"),
    ("Jetson AGX Orin on L4T 35.5.0, tensorflow-gpu 1.14.0", "5.1.3", "v512"),  # no folder of its own: 5.1.2's
])
def test_an_l4t_patch_release_names_its_own_jetpack(said: str, jetpack: str, folder: str) -> None:
    top = explain(f"{said}\n{_JETSON_LIBS}")[0]
    assert top.cause == "cuda_libs_missing"
    assert f"wheel built for JetPack {jetpack} (" in top.fix
    assert f"redist/jp/{folder} " in top.fix


def test_the_jetpack_s_cuda_is_named_from_the_tables() -> None:
    top = explain(f"Jetson Nano with JetPack 4.6.1, tensorflow-gpu 1.14.0\n{_JETSON_LIBS}")[0]
    assert "JetPack 4.6.1 brings CUDA 10.2;" in top.fix


def test_a_jetpack_with_no_wheel_folder_seen_gets_none_made_up() -> None:
    top = explain(f"Jetson Orin Nano on L4T R36.2.0, tensorflow-gpu 1.14.0\n{_JETSON_LIBS}")[0]
    assert "JetPack 6.0 DP" in top.fix
    assert "redist/jp/v<JetPack without dots>" in top.fix


def test_a_jetpack_said_needed_is_not_the_one_flashed() -> None:
    top = explain(f"This repo requires JetPack 5.0 or later. My Jetson Nano: tensorflow-gpu 1.14.0\n{_JETSON_LIBS}")[0]
    assert top.cause == "cuda_libs_missing"
    assert "<JetPack without dots>" in top.fix


def test_a_jetson_with_another_cuda_said_gets_the_jetpack_wheel_not_a_second_cuda() -> None:
    paste = ("The Jetson Nano SD card image r32.4.2 comes with CUDA 10.2, which is not compatible with the wheel "
             "the instructions install: tensorflow-gpu==1.13.1+nv19.3")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "redist/jp/v44" in top.fix
    assert "sit beside" not in top.fix  # JetPack's CUDA cannot have another CUDA installed beside it


def test_pypi_s_aarch64_wheel_on_a_jetson_names_its_jetpack_folder() -> None:
    top = explain("Jetson Orin Nano with JetPack 5.1.2. I did pip install tensorflow but\n"
                  ">>> tf.config.list_physical_devices('GPU')\n[]")[0]
    assert top.cause == "cpu_only_build"
    # PyPI's aarch64 tensorflow 2.13.1 (Python 3.8, CPU only) is newer than the folder's wheel: pinned to that one
    assert "redist/jp/v512 'tensorflow==2.12.0+nv23.06'" in top.fix
    assert "'tensorflow<2'" not in top.fix


@pytest.mark.parametrize(("said", "spec"), [
    ("Jetson Nano with JetPack 4.6.1", "v461 tensorflow`"),  # PyPI has no aarch64 wheel for its Python 3.6
    ("Jetson AGX Orin", "'tensorflow==<version>+nv<YY.MM>'"),  # the JetPack unknown: pinned, to a placeholder
])
def test_the_jetson_index_requirement_is_pinned_where_pypi_has_a_newer_cpu_wheel(said: str, spec: str) -> None:
    top = explain(f"{said}. I did pip install tensorflow but\n>>> tf.config.list_physical_devices('GPU')\n[]")[0]
    assert top.cause == "cpu_only_build"
    assert spec in top.fix


_RANKING = ("import tensorflow_ranking as tfr\nAttributeError: module 'tensorflow._api.v1.saved_model' has no "
            "attribute 'DEFAULT_SERVING_SIGNATURE_DEF_KEY'\nI have tensorflow==1.12.0 here; ")


@pytest.mark.parametrize(("said", "pin"), [
    ("the same code works on my other machine with `tensorflow-gpu==1.13.1`", "tensorflow-gpu==1.13.1"),
    ("upgrading did nothing, but going back to tf 1.11 fixed it", "tensorflow==1.11.*"),
    ("everything was working fine with tf 1.11 last month", "tensorflow==1.11.*"),
])
def test_a_release_the_paste_says_works_is_named_beside_the_fix(said: str, pin: str) -> None:
    top = explain(_RANKING + said)[0]
    assert top.cause == "dependency_conflict"
    assert f"`pip install '{pin}'`" in top.fix
    assert "which the paste says works" in top.fix


@pytest.mark.parametrize("said", [
    "it doesn't work with tensorflow 1.13.1 either",
    "does it work with tensorflow 1.13.1?",
    "it works with tensorflow 1.13.1 on the CPU",
    "pinning tensorflow 1.13.1 did not fix it",
    "the docs say it needs CUDA 10 to work with tensorflow 1.13.1",
    "I am working with tensorflow 1.13.1 on Ubuntu 18.04",  # working with: using, the release that fails
    "it should work with tensorflow 1.13.1 according to the README",  # expected, not seen
])
def test_a_release_not_said_to_work_is_not_named_so(said: str) -> None:
    top = explain(_RANKING + said)[0]
    assert top.cause == "dependency_conflict"
    assert "which the paste says works" not in top.fix


def test_a_container_s_fix_names_the_image_of_the_release_line_and_its_cuda() -> None:
    paste = ("Running TF 2.13 inside a docker container:\nW tensorflow/compiler/xla/stream_executor/platform/default/"
             "dso_loader.cc:66] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: "
             "cannot open shared object file: No such file or directory")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "tensorflow/tensorflow:2.13.0-gpu" in top.fix
    assert "image of CUDA 11.8 with cuDNN 8" in top.fix


_DLOPEN = ("W0000 00:00:1736383795.205652  747392 gpu_device.cc:2344] Cannot dlopen some GPU libraries. Please make "
           "sure the missing libraries mentioned above are installed properly if you would like to use GPU.")


@pytest.mark.parametrize(("version", "instead"), [("2.18.0", "image of CUDA 12.5.1 with cuDNN 9"),
                                                  ("2.15.0", "tensorflow/tensorflow:2.15.0.post1-gpu")])
def test_an_image_the_tables_record_failing_is_not_the_fix(version: str, instead: str) -> None:
    top = explain(f"in a docker container, tensorflow=={version}\n{_DLOPEN}")[0]
    assert top.cause == "cuda_libs_missing"
    assert f"build it FROM a GPU image that has them (tensorflow/tensorflow:{version}-gpu" not in top.fix
    assert f"not tensorflow/tensorflow:{version}-gpu, which is recorded finding no GPU" in top.fix
    assert instead in top.fix


def test_a_container_s_fix_with_no_release_says_the_build_s_cuda() -> None:
    paste = ("docker run --gpus all my-image\nImportError: libcublas.so.9.0: cannot open shared object file: No such "
             "file or directory")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "an nvidia/cuda *-cudnn* image of the build's CUDA)" in top.fix
