"""Native Windows on a Linux test machine: build info, DLL search order and driver, through FakeSystem."""

from __future__ import annotations

import dataclasses
import shutil
from typing import TYPE_CHECKING, Any

import pytest
from fakes import DATA, install, write

from envcheck.collect import collect
from envcheck.collect.tfbuild import build_version, parse_build_info
from envcheck.engine import diagnose
from envcheck.findings import Status
from envcheck.system import CommandResult, Uname
from envcheck.testing import NOT_FOUND, FakeSystem, make_facts, run_rule

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.facts import Facts
    from envcheck.findings import Report

WIN = DATA / "windows"
VENV = r"C:\Users\ada\tf210"
SITE = VENV + r"\Lib\site-packages"
CUDA = r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v11.2"
CUDA_DLLS = ("cudart64_110.dll", "cublas64_11.dll", "cublasLt64_11.dll", "cufft64_10.dll", "curand64_10.dll",
             "cusolver64_11.dll", "cusparse64_11.dll")
CUDNN_HEADER = "#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 1\n#define CUDNN_PATCHLEVEL 1\n"


@pytest.mark.parametrize(("fixture", "cuda", "cudnn"), [
    ("build_info_tf2.5-2.10_windows.py", "11.2", "8"),
    ("build_info_tf2.3_windows.py", "10.1", "7"),
], ids=["ordered-dict-2.5-2.10", "plain-dict-2.3"])
def test_windows_build_info_is_read_as_versions(fixture: str, cuda: str, cudnn: str) -> None:
    info = parse_build_info((WIN / fixture).read_text())
    assert (info["cuda_version"], info["cudnn_version"], info["is_cuda_build"]) == (cuda, cudnn, True)


@pytest.mark.parametrize(("raw", "version"), [("64_100", "10.0"), ("64_92", "9.2"), ("64_116", "11.6"),
                                              ("64_12", "12"), ("64_8", "8"), ("11.2", "11.2")])
def test_dll_suffix_forms(raw: str, version: str) -> None:
    assert build_version(raw) == version


OLD_SMI = r"C:\Program Files\NVIDIA Corporation\NVSMI\nvidia-smi.exe"  # drivers before R450 put it here


def _machine(root: Path, *, tf: str = "2.10.0", path: tuple[str, ...] = (CUDA + r"\bin",),
             dlls: tuple[str, ...] = (*CUDA_DLLS, "cudnn64_8.dll"), smi: str | None = "nvidia-smi") -> FakeSystem:
    """A Windows 11 machine: TensorFlow in a venv, CUDA 11.2 + cuDNN 8.1 in NVIDIA's default folder."""
    build_info = (WIN / "build_info_tf2.5-2.10_windows.py").read_text() if tf.startswith("2.10") else ""
    files = {"tensorflow/__init__.py": "", "tensorflow/python/platform/build_info.py": build_info}
    install(root, "tensorflow", tf, files, site=SITE)
    for dll in dlls:
        write(root, rf"{CUDA}\bin\{dll}")
    write(root, rf"{CUDA}\include\cudnn_version.h", CUDNN_HEADER)
    write(root, rf"{CUDA}\include\cuda_runtime_api.h", "#define CUDART_VERSION 11020\n")
    banner = (WIN / "nvidia-smi_591.86_rtx2080super.txt").read_text()
    python: dict[str, Any] = {
        "version": "3.10.11", "implementation": "cpython", "executable": VENV + r"\Scripts\python.exe",
        "prefix": VENV, "base_prefix": r"C:\Python310", "site_packages": [SITE], "user_site": None,
        "user_site_enabled": False, "conda": False, "bits": 64, "sys_path": [SITE],
    }
    env = {"Path": ";".join((*path, r"C:\Windows\system32", r"C:\Windows")), "SystemRoot": r"C:\Windows",
           "CUDA_PATH": CUDA, "CUDA_PATH_V11_2": CUDA}
    commands: dict[str, Any] = dict.fromkeys(("nvidia-smi", OLD_SMI), NOT_FOUND)
    if smi:
        commands[smi] = CommandResult(0, stdout=banner)
    return FakeSystem(root, env=env, uname=Uname("Windows", "10", "AMD64"), glibc=None, python=python,
                      commands=commands)


def _report(system: FakeSystem) -> tuple[Facts, Report]:
    facts = collect(system)
    return facts, diagnose(facts)


def _status(report: Report, rule_id: str) -> Status:
    return next(r.status for r in report.results if r.rule_id == rule_id)


def test_tf_2_10_on_windows_with_cuda_11_2_is_clean(tmp_path: Path) -> None:
    facts, report = _report(_machine(tmp_path))
    assert (facts.tensorflow.cuda_version, facts.tensorflow.cudnn_version) == ("11.2", "8")
    assert (facts.driver.library_version, facts.driver.cuda_driver_version) == ("591.86", "13.1")
    libs = {lib.soname: lib for lib in facts.cuda.libraries}
    assert libs["cudart64_110.dll"].path == rf"{CUDA}\bin\cudart64_110.dll"
    assert libs["cudart64_110.dll"].found_via == "PATH"
    assert facts.cuda.cudnn_version == "8.1.1"
    # The DLL-suffix version no longer reads as "CUDA 64.112": no false driver finding.
    for rule_id in ("DRV001", "DRV002", "CUDA001", "CUDA002", "PLAT001"):
        assert _status(report, rule_id) is Status.PASS, rule_id


def test_dll_only_in_cuda_path_bin_is_unreachable(tmp_path: Path) -> None:
    facts, report = _report(_machine(tmp_path, path=()))
    cudnn = next(lib for lib in facts.cuda.libraries if lib.name == "libcudnn")
    assert cudnn.path is None
    assert cudnn.unreachable == (rf"{CUDA}\bin\cudnn64_8.dll",)
    finding = next(r for r in report.results if r.rule_id == "CUDA001").findings[0]
    assert "cudnn64_8.dll" in finding.message
    assert finding.fix is not None
    assert f"{CUDA}\\bin;" in finding.fix.commands[0]
    assert "LD_LIBRARY_PATH" not in finding.fix.text + " ".join(finding.fix.commands)


def test_missing_cudnn_gets_the_conda_route_of_the_windows_guide(tmp_path: Path) -> None:
    _, report = _report(_machine(tmp_path, dlls=CUDA_DLLS))
    finding = next(r for r in report.results if r.rule_id == "CUDA001").findings[0]
    assert "cudnn64_8.dll" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == ("conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1",)


def test_python_folder_comes_before_path(tmp_path: Path) -> None:
    write(tmp_path, rf"{VENV}\Scripts\cudart64_110.dll")
    facts, _ = _report(_machine(tmp_path))
    cudart = next(lib for lib in facts.cuda.libraries if lib.name == "libcudart")
    assert cudart.found_via == "python.exe's folder"
    assert cudart.shadowed == (rf"{CUDA}\bin\cudart64_110.dll",)


def test_old_driver_layout_nvidia_smi_in_nvsmi(tmp_path: Path) -> None:
    facts, _ = _report(_machine(tmp_path, smi=OLD_SMI))
    assert (facts.driver.library_version, facts.driver.cuda_driver_version) == ("591.86", "13.1")


def test_no_nvidia_smi_at_all_is_said(tmp_path: Path) -> None:
    facts, report = _report(_machine(tmp_path, smi=None))
    assert facts.driver.library_version is None
    assert "nvidia-smi" in (facts.driver.nvml_error or "")
    assert _status(report, "DRV001") is Status.FAIL


def test_tf_2_11_on_native_windows_has_no_gpu(tmp_path: Path) -> None:
    _, report = _report(_machine(tmp_path, tf="2.11.0"))
    finding = next(r for r in report.results if r.rule_id == "PLAT001").findings[0]
    assert "2.10 was the last" in finding.message
    assert "wsl --install" in finding.fix.commands if finding.fix else False


def test_drv002_windows_floor_for_cuda_11_2() -> None:
    facts = make_facts(platform={"system": "Windows"},
                       tensorflow={"version": "2.10.0", "cuda_version": "11.2", "cudnn_version": "8"},
                       driver={"library_version": "451.48", "kernel_module_version": None,
                               "cuda_driver_version": "11.0"})
    result = run_rule("DRV002", facts)
    assert result.status is Status.FAIL
    assert "451.48" in result.findings[0].message


def test_cuda001_reads_the_cuda_major_of_an_old_dotted_runtime_dll() -> None:
    base = make_facts(platform={"system": "Windows"},
                      tensorflow={"version": "2.10.0", "cuda_version": "11.2", "cudnn_version": "8"})
    old = CUDA.replace("11.2", "9.2") + r"\bin\cudart64_92.dll"
    libs = tuple(dataclasses.replace(lib, path=None, other_majors=(old,) if lib.name == "libcudart" else ())
                 for lib in base.cuda.libraries)
    finding = run_rule("CUDA001", dataclasses.replace(base, cuda=dataclasses.replace(base.cuda, libraries=libs)))
    assert "only CUDA 9 runtime libraries are installed (cudart64_92.dll)" in finding.findings[0].message


def test_fake_windows_paths_map_into_the_tree(tmp_path: Path) -> None:
    write(tmp_path, r"C:\Windows\System32\nvcuda.dll", "x")
    system = FakeSystem(tmp_path)
    assert system.is_file(r"C:\Windows\System32\nvcuda.dll")
    assert system.list_dir(r"C:\Windows\System32") == ("nvcuda.dll",)
    shutil.rmtree(tmp_path / "C:")
    assert not system.is_file(r"C:\Windows\System32\nvcuda.dll")
