"""`envcheck explain` says no more than the paste shows: sonames name a CUDA major, deductions need their evidence."""

from __future__ import annotations

from envcheck.explain import explain
from envcheck.tables import load_tables

DLOPEN = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library '{lib}'; "
          "dlerror: {lib} not found")


def _fix(text: str) -> str:
    found = explain(text)
    assert found[0].cause == "cuda_libs_missing"
    return found[0].fix


def test_cudart_dll_alone_is_cuda_11_x_with_the_lines_that_use_it() -> None:
    fix = _fix(DLOPEN.format(lib="cudart64_110.dll"))
    assert "CUDA 11.0:" not in fix
    assert "v11.0" not in fix
    assert "every CUDA 11.x release" in fix
    assert "pip show tensorflow" in fix
    tables = load_tables()
    for line in ("2.4", "2.6"):  # the tables' CUDA and cuDNN of each Windows GPU line named
        rel = tables.release(line)
        assert rel is not None
        assert f"CUDA {rel.release.cuda_build} for TensorFlow" in fix
        assert f"cuDNN {rel.release.cudnn}" in fix
    assert "2.11" not in fix  # no native Windows GPU build from 2.11: not a candidate for a DLL


def test_cudart_dll_with_the_tensorflow_version_takes_the_tables_cuda() -> None:
    fix = _fix("tensorflow-gpu==2.6.0\n" + DLOPEN.format(lib="cudart64_110.dll"))
    assert "CUDA 11.2 and cuDNN 8.1" in fix
    assert "CUDA\\v11.2\\bin" in fix
    assert "11.0" not in fix


def test_dll_names_together_can_decide_the_build() -> None:  # cusolver64_11 is 2.5+, cudart64_110 up to 2.10 there
    fix = _fix(DLOPEN.format(lib="cudart64_110.dll") + "\n" + DLOPEN.format(lib="cusolver64_11.dll"))
    assert "CUDA 11.2 and cuDNN 8.1" in fix
    assert "uncertain" not in fix


def test_linux_sonames_of_a_major_are_not_a_version() -> None:
    for lib, major, lines in (("libcudart.so.11.0", "11", ("2.4", "2.5-2.11", "2.12-2.14")),
                              ("libcublas.so.11", "11", ("2.5-2.11",)), ("libcudart.so.12", "12", ("2.18-2.21",))):
        fix = _fix(DLOPEN.format(lib=lib))
        assert f"every CUDA {major}.x release" in fix, lib
        assert "install exactly these versions" not in fix
        assert all(f"TensorFlow {ls}" in fix for ls in lines), lib


def test_an_exact_older_soname_still_names_its_cuda() -> None:  # before CUDA 11 the runtime soname was the version
    assert "CUDA 10.1" in _fix(DLOPEN.format(lib="cudart64_101.dll"))
    assert "CUDA 10.0" in _fix(DLOPEN.format(lib="libcudart.so.10.0"))
