"""XLA's driver fallback from an old ptxas, TF-TRT's TensorRT, and the [and-cuda] extra's NVIDIA packages.

Each paste is a short one in the wording TensorFlow, JAX's XLA or pip prints; the cause and fix must come from the
values in it (the compute capability, the libnvinfer soname, the package the extra pins).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_FALLBACK = ("W external/xla/xla/stream_executor/gpu/asm_compiler.cc:232] Falling back to the CUDA driver for PTX "
             "compilation; ptxas does not support CC 8.9\n"
             "W external/xla/xla/stream_executor/gpu/asm_compiler.cc:235] Used ptxas at ptxas\n")


@pytest.mark.parametrize("failure", [
    ("E external/xla/xla/stream_executor/cuda/cuda_driver.cc:864] failed to load PTX text as a module: "
     "CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid"),
    ('E external/xla/xla/stream_executor/cuda/cuda_driver.cc:625] failed to get PTX kernel "fusion_2" from module: '
     "CUDA_ERROR_NOT_FOUND: named symbol not found"),
])
def test_the_driver_failing_on_xlas_ptx_after_an_old_ptxas_is_that_ptxas(failure: str) -> None:
    (found, *rest) = explain(_FALLBACK + failure)
    assert (found.cause, found.level) == ("ptxas_too_old", "error"), found
    assert "11.8" in found.fix  # the first CUDA whose ptxas knows compute capability 8.9
    assert all(e.cause in ("ptxas_too_old", "harmless") for e in rest), rest


def test_the_fallback_alone_stays_a_warning() -> None:
    (found, *_) = explain(_FALLBACK)
    assert (found.cause, found.level) == ("ptxas_too_old", "warning"), found


def test_an_invalid_image_without_the_ptxas_fallback_is_still_the_build() -> None:
    found = explain("failed to load PTX text as a module: CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid")
    assert all(e.cause != "ptxas_too_old" for e in found), found


_NVINFER = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library "
            "'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory\n")


def test_tensorrt_missing_in_a_tftrt_conversion_names_the_release_the_soname_gives() -> None:
    code = ("from tensorflow.python.compiler.tensorrt import trt_convert as trt\n"
            "converter = trt.TrtGraphConverterV2(input_saved_model_dir='saved')\n")
    (found, *_) = explain(code + _NVINFER)
    assert (found.cause, found.level) == ("cuda_libs_missing", "error"), found
    assert "TensorRT 6" in found.fix
    assert "libnvinfer6" in found.fix


def test_tensorrt_missing_without_tftrt_stays_harmless() -> None:
    found = explain(_NVINFER)
    assert all(e.cause == "harmless" for e in found), found


_EXTRA = ('ERROR: Could not find a version that satisfies the requirement {pkg}; extra == "and-cuda" '
          "(from {dist}[and-cuda]) (from versions: {versions})\n"
          'ERROR: No matching distribution found for {pkg}; extra == "and-cuda"')


def test_tensorrt_split_packages_of_the_and_cuda_extra_are_on_nvidias_index() -> None:
    paste = _EXTRA.format(pkg="tensorrt-bindings==8.6.1", dist="tensorflow", versions="9.1.0.post12.dev4")
    (found, *_) = explain("pip install tensorflow[and-cuda]==2.15.1\n" + paste)
    assert (found.cause, found.level) == ("dependency_conflict", "error"), found
    assert "--extra-index-url https://pypi.nvidia.com" in found.fix
    assert "uncertain" not in found.meaning


def test_another_package_of_the_extra_is_uncertain_between_python_and_index() -> None:
    paste = _EXTRA.format(pkg="tensorrt==8.5.3.1", dist="tf-nightly", versions="0.0.1, 8.6.1")
    (found, *_) = explain("Python 3.11.4\n" + paste)
    assert found.cause == "dependency_conflict", found
    assert "uncertain" in found.meaning
    assert "3.11" in found.meaning
    assert "pypi.nvidia.com" in found.fix


def test_an_extra_of_another_distribution_is_not_read_as_tensorflows() -> None:
    paste = _EXTRA.format(pkg="nvidia-dali==1.0", dist="somepkg", versions="none")
    assert all(e.cause != "dependency_conflict" or "and-cuda" not in e.meaning for e in explain(paste))
