"""The query layer: every compatibility answer comes from the tables, with the reason."""

from __future__ import annotations

import pytest

from envcheck.compat import (
    arch_driver_floor,
    cudnn_for_gpu,
    cudnn_pin,
    cudnn_supports,
    cudnn_window,
    dll_name,
    dll_version,
    driver_runs_cuda,
    gpu_runs_build,
    low_precision_dtype,
    tensor_cores,
    toolkit_provides,
)
from envcheck.tables import Release, load_tables

TABLES = load_tables()


def _release(line: str) -> Release:
    return next(r for r in TABLES.releases if r.line == line)


@pytest.mark.parametrize(("driver", "cuda", "how"), [
    ("560.35.03", "12.5.1", "native"), ("530.30.02", "12.2", "minor_version"), ("470.57.02", "12.2", "no"),
    ("410.48", "10.0", "native"), ("400.1", "10.0", "no"),
], ids=str)
def test_driver_runs_cuda(driver: str, cuda: str, how: str) -> None:
    assert driver_runs_cuda(TABLES, driver, cuda).how == how


def test_forward_compatibility_is_for_data_center_gpus_on_linux() -> None:
    assert driver_runs_cuda(TABLES, "470.57.02", "12.2", data_center=True).how == "forward_compat"
    assert driver_runs_cuda(TABLES, "470.57.02", "12.2", data_center=True, windows=True).how == "no"


def test_minor_version_compatibility_cannot_jit_newer_ptx() -> None:
    fit = driver_runs_cuda(TABLES, "530.30.02", "12.2")
    assert fit.runs
    assert not fit.ptx_jit


def test_h100_on_an_old_driver_gets_no_ptx_jit_from_a_newer_cuda() -> None:
    rel = _release("2.15")  # CUDA 12.2 build, PTX for 9.0? H100 runs SASS; an L4-like 8.9 needs PTX
    on = driver_runs_cuda(TABLES, "530.30.02", rel.cuda_build)
    jit = [c for c in ("8.9", "9.0", "12.0") if gpu_runs_build(TABLES, rel, c).how == "ptx"]
    assert jit
    for cc in jit:
        fit = gpu_runs_build(TABLES, rel, cc, driver=on)
        assert fit.how == "no"
        assert "CUDA_ERROR_UNSUPPORTED_PTX_VERSION" in fit.reason


def test_blackwell_needs_its_driver_on_every_build() -> None:
    floor = arch_driver_floor(TABLES, "12.0")
    assert floor is not None
    assert floor.startswith("570.")
    for rel in TABLES.releases:
        fit = gpu_runs_build(TABLES, rel, "12.0")
        if fit.how in ("sass", "ptx", "unverified"):
            assert fit.driver_floor is not None
            assert fit.driver_floor.split(".")[0] >= "570"


def test_an_architecture_years_newer_than_the_build_is_not_ptx_jit() -> None:
    old = gpu_runs_build(TABLES, _release("2.10"), "12.0")  # CUDA 11.2, cuDNN 8.1 on Blackwell
    assert old.how == "unverified"
    assert "cuDNN 8.1" in old.reason
    assert gpu_runs_build(TABLES, _release("2.21"), "12.0").how == "ptx"  # CUDA 12 build, compute_90 PTX


def test_turing_under_a_cuda_9_build_is_unverified_though_volta_binaries_run() -> None:
    old = gpu_runs_build(TABLES, _release("1.12"), "7.5")  # CUDA 9.0, sm_70 SASS: its cuBLAS fails on Turing
    assert old.how == "unverified"
    assert "whose binaries run on 7.5" in old.reason
    assert "CUDA 10.0" in old.reason
    assert gpu_runs_build(TABLES, _release("1.13"), "7.5").how == "sass"  # CUDA 10.0
    assert gpu_runs_build(TABLES, _release("1.12"), "7.0").how == "sass"  # Volta arrived with CUDA 9


def test_a_gpu_below_the_build_or_dropped_by_its_cuda_is_not_run() -> None:
    assert gpu_runs_build(TABLES, _release("2.21"), "3.5").how == "no"
    assert gpu_runs_build(TABLES, _release("2.14"), "3.5").how == "sass"


def test_sass_names_the_compiled_architecture_a_gpu_runs() -> None:
    k80 = gpu_runs_build(TABLES, _release("2.14"), "3.7")  # built sm_35: SASS of 3.5 runs on 3.7
    assert k80.how == "sass"
    assert k80.reason == "compiled for compute capability 3.5, whose binaries run on 3.7 (same major)"
    assert gpu_runs_build(TABLES, _release("2.14"), "3.5").reason == "compiled for compute capability 3.5"


def test_unknown_compute_capability_is_newer_than_the_tables() -> None:
    fit = gpu_runs_build(TABLES, _release("2.21"), "13.0")
    assert fit.how == "unknown"
    assert f"dated {TABLES.generated}" in fit.reason


@pytest.mark.parametrize(("cudnn", "cc", "major", "supported"), [
    ("9.17.0", "6.1", 12, False), ("9.10.2", "6.1", 12, True), ("9.17.0", "7.5", 12, True),
    ("8.9.4", "3.5", 12, False), ("8.9.4", "3.5", 11, True), ("8.1.0", "3.0", 10, True), ("8.1.0", "3.0", 11, False),
], ids=str)
def test_cudnn_support_depends_on_the_cuda_build(cudnn: str, cc: str, major: int, supported: bool) -> None:
    assert cudnn_supports(TABLES, cudnn, cc, major) is supported


def test_cudnn_windows_and_pins() -> None:
    assert cudnn_window(TABLES, "nonsense") is None
    window = cudnn_for_gpu(TABLES, "6.1", 12)
    assert window is not None
    assert window.cudnn_below == "9.11"
    assert cudnn_pin(TABLES, "nvidia-cudnn-cu12>=9.3.0.75", "6.1") == "<9.11"
    assert cudnn_pin(TABLES, "nvidia-cudnn-cu12>=9.3.0.75,<9.11", "6.1") is None
    assert cudnn_pin(TABLES, "nvidia-cudnn-cu12>=9.3.0.75", "8.9") is None


@pytest.mark.parametrize(("cc", "dtype", "has"), [
    ("6.1", "float16", False), ("7.0", "float16", True), ("7.5", "bfloat16", False), ("8.0", "bfloat16", True),
    ("8.8", "float16", None), (None, "float16", None),
], ids=str)
def test_tensor_cores_per_dtype(cc: str | None, dtype: str, has: bool | None) -> None:
    assert tensor_cores(TABLES, cc, dtype) is has


def test_low_precision_dtype_follows_the_tensor_cores() -> None:
    assert [low_precision_dtype(TABLES, cc) for cc in ("7.0", "7.5", "8.6", "12.0")] == [
        "float16", "float16", "bfloat16", "bfloat16"]


def test_gtx_16xx_is_turing_without_tensor_cores() -> None:
    assert tensor_cores(TABLES, "7.5", name="NVIDIA GeForce RTX 2080 Ti") is True
    assert tensor_cores(TABLES, "7.5", name="NVIDIA GeForce GTX 1660 SUPER") is False
    assert tensor_cores(TABLES, None, name="NVIDIA GeForce GTX 1650") is False


def test_a_toolkit_whose_own_driver_is_unknown_runs_by_minor_version_compatibility() -> None:
    fit = driver_runs_cuda(TABLES, "590.48.01", "13.5")
    assert fit.how == "minor_version"
    assert "not in the tables" in fit.reason
    assert driver_runs_cuda(TABLES, "615.71.09", "13.4").how == "native"


# The DLL names TensorFlow's own Windows wheels load (reference/tf_dlopen_sonames.json "windows_native":
# cuda_config.h of tensorflow_gpu 2.10.0 and 2.3.0).
WHEEL_DLLS = {
    "2.10": {"libcudart": "cudart64_110.dll", "libcublas": "cublas64_11.dll", "libcublasLt": "cublasLt64_11.dll",
             "libcufft": "cufft64_10.dll", "libcurand": "curand64_10.dll", "libcusolver": "cusolver64_11.dll",
             "libcusparse": "cusparse64_11.dll", "libcudnn": "cudnn64_8.dll"},
    "2.3": {"libcudart": "cudart64_101.dll", "libcublas": "cublas64_10.dll", "libcufft": "cufft64_10.dll",
            "libcurand": "curand64_10.dll", "libcusolver": "cusolver64_10.dll", "libcusparse": "cusparse64_10.dll",
            "libcudnn": "cudnn64_7.dll"},
}


@pytest.mark.parametrize("line", sorted(WHEEL_DLLS))
def test_dll_names_are_the_ones_the_windows_wheels_load(line: str) -> None:
    sonames = _release(line).sonames
    assert {name: dll_name(sonames[name]) for name in WHEEL_DLLS[line]} == WHEEL_DLLS[line]


@pytest.mark.parametrize(("name", "version"), [
    ("cudart64_110.dll", "11.0"), ("cudart64_12.dll", "12"), ("cudart64_13.dll", "13"), ("cudart64_101.dll", "10.1"),
    ("cudart64_92.dll", "9.2"), ("cudart64_80.dll", "8.0"), ("cublas64_10.dll", "10"), ("CUDNN64_8.DLL", "8"),
    ("64_112", "11.2"), ("64_8", "8"), ("64_100", "10.0"),
    ("nvrtc64_120_0.dll", None), ("cupti64_2020.3.0.dll", None), ("nvcuda.dll", None), ("64_1234", None),
], ids=str)
def test_dll_version_reads_the_soname_version_back(name: str, version: str | None) -> None:
    assert dll_version(name) == version


def test_every_tabled_soname_round_trips_through_its_dll_name() -> None:
    pairs = {(s, dll_name(s)) for r in TABLES.releases for s in r.sonames.values() if dll_name(s)}
    assert len(pairs) > 20
    assert all(dll_version(dll) == s.split(".so.")[1] for s, dll in pairs)


def test_dll_name_refuses_what_has_no_windows_form() -> None:
    assert dll_name("libnvinfer.so.8.6.1") is None  # TensorRT's DLL is unversioned (dso_loader.cc)
    assert dll_name("libnvinfer.so") is None


def test_an_architecture_older_than_the_tables_know_is_older_than_the_build() -> None:
    """A Tesla-era GPU (compute capability 1.1) is not 'newer than the tables': no build runs it."""
    fit = gpu_runs_build(TABLES, _release("2.10"), "1.1")
    assert fit.how == "no"
    assert "3.5 and newer" in fit.reason
    assert gpu_runs_build(TABLES, _release("2.10"), "13.5").how == "unknown"  # beyond the tables: not decided


@pytest.mark.parametrize(("built", "installed", "serves"), [
    ("11.2", "11.8", True),  # minor-version compatibility: any toolkit of the family from 11.1 on
    ("11.2", "11.0", False),  # CUDA 11.0 ships libcusolver.so.10; 2.5-2.14 (CUDA 11.2, 11.8) load libcusolver.so.11
    ("11.0", "11.2", False),  # and 2.4 (CUDA 11.0) loads libcusolver.so.10, which 11.1 on do not ship
    ("11.0", "11.0", True),
    ("12.5", "12.2", True),
    ("10.1", "10.2", False),  # before CUDA 11 the sonames carry the minor
    ("11.2", "11", True),  # a major alone does not say which side of the split it is on
    ("11", "11.0", True),
])
def test_a_toolkit_serves_a_build_of_its_family_but_not_across_a_soname_split(built: str, installed: str,
                                                                               serves: bool) -> None:
    assert toolkit_provides(TABLES, built, installed) is serves
