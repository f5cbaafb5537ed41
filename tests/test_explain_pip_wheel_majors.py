"""A CUDA library not found in its own pip wheel's folder: the nvidia-*-cuNN wheel there is another major's.

NVIDIA's wheels hold one major each (nvidia-cuda-runtime-cu11 libcudart.so.11.0, -cu12 libcudart.so.12; the cuDNN
wheel one cuDNN major), under site-packages/nvidia/<folder>/lib: TensorFlow's dlerror naming that folder in its
LD_LIBRARY_PATH and still missing the library says the wheel there is not the one this build loads.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_SITE = "/home/u/venv/lib/python3.11/site-packages/nvidia"
_TSL = "I external/local_tsl/tsl/platform/default/dso_loader.cc:70] Could not load dynamic library"
_SE = "W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library"


def _dlerror(prefix: str, lib: str, folders: str, error: str = "") -> str:
    path = ":".join(f"{_SITE}/{f}/lib/" for f in folders.split())
    return (f"2024-03-15 02:38:23.246671: {prefix} '{lib}'; dlerror: {error or lib}: cannot open shared object "
            f"file: No such file or directory; LD_LIBRARY_PATH: {path}")


def test_a_cuda_12_library_missing_from_its_wheel_folder_asks_for_the_cu12_wheels() -> None:
    paste = ("pip install nvidia-cudnn-cu11 nvidia-cuda-runtime-cu11 nvidia-cublas-cu11\n"
             + _dlerror(_TSL, "libcudart.so.12", "cublas cuda_runtime cudnn"))
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing", top
    assert "nvidia-cuda-runtime-cu11, not -cu12" in top.fix
    assert "install the -cu12 wheels" in top.fix
    assert "tensorflow[and-cuda]" in top.fix


def test_a_cuda_11_build_missing_its_library_where_a_cu12_wheel_sits_asks_for_cu11() -> None:
    """TensorFlow 2.13 (CUDA 11.8) beside a torch that brought the -cu12 wheels onto the path."""
    paste = "tensorflow==2.13.0\n" + _dlerror(_SE, "libcublas.so.11", "cublas cuda_runtime")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing", top
    assert "nvidia-cublas-cu12, not -cu11" in top.fix
    assert "nvidia-cublas-cu11 and the others by name" in top.fix


def test_a_cudnn_major_missing_from_the_cudnn_wheel_folder_names_that_major() -> None:
    paste = "tensorflow==2.13.0\n" + _dlerror(_SE, "libcudnn.so.8", "cudnn")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing", top
    assert "nvidia-cudnn-cu11==8.6.*" in top.fix


@pytest.mark.parametrize("paste", [
    # the library's own wheel folder is not on the path: nothing says which wheel is installed
    _dlerror(_TSL, "libcudart.so.12", "cudnn"),
    # found, but a library it needs is not: the wheel there is the right major
    _dlerror(_TSL, "libcusparse.so.12", "cusparse", error="libnvJitLink.so.12"),
    # the same folders outside a pip site-packages (a CUDA toolkit's lib64)
    ("2024-03-15 02:38:23.246671: " + _TSL + " 'libcudart.so.12'; dlerror: libcudart.so.12: cannot open shared "
     "object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-11.8/lib64"),
])
def test_no_wheel_of_another_major_is_said_without_its_folder_and_the_library_itself_missing(paste: str) -> None:
    assert all("wheel installed there" not in e.fix for e in explain(paste))
