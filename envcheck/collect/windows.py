r"""Native Windows: the CUDA DLLs as TensorFlow's loader finds them, and the driver as nvidia-smi reports it.

TensorFlow loads each CUDA DLL by its bare name with ``LoadLibraryExW(name, NULL,
LOAD_WITH_ALTERED_SEARCH_PATH)`` (tsl/platform/windows/load_library.cc), so Windows' standard
search order applies: the folder of python.exe, System32, the Windows folder, then each ``PATH``
entry in order. ``CUDA_PATH\bin`` is reached only because the CUDA installer adds it to ``PATH``;
a DLL kept only there, in a conda environment's ``Library\bin`` that is not activated, or beside
TensorFlow's own ``.pyd`` files is never loaded (``os.add_dll_directory`` does not change that
search), so such copies are reported as unreachable.
"""

from __future__ import annotations

import ntpath
import re
from typing import TYPE_CHECKING

from envcheck.collect._versions import CUDNN_HEADERS, cudart_header_version, cudnn_header_version
from envcheck.compat import dll_name
from envcheck.facts import CudaFacts, CudaToolkit, LibraryFacts, PythonFacts, TensorFlowFacts

if TYPE_CHECKING:
    from collections.abc import Mapping

    from envcheck.system import System
    from envcheck.tables import Release

__all__ = ["smi_driver", "windows_cuda"]

# The CUDA libraries a Windows GPU build loads: CUPTI's DLL carries a release date instead of the
# soname digits (cupti64_2020.3.0.dll) and NCCL has no Windows build, so neither is checked.
_CHECKED = ("libcudart", "libcublas", "libcublasLt", "libcufft", "libcurand", "libcusolver", "libcusparse",
            "libcudnn")
# Since the DCH drivers nvidia-smi.exe is in System32 (on PATH); older drivers kept it here.
_SMI = ("nvidia-smi", r"C:\Program Files\NVIDIA Corporation\NVSMI\nvidia-smi.exe")
_SMI_TIMEOUT_S = 15.0
# The header of plain `nvidia-smi`: "| NVIDIA-SMI 591.86   Driver Version: 591.86   CUDA Version: 13.1 |".
_SMI_BANNER = re.compile(r"Driver Version:\s*(\d+\.\d+(?:\.\d+)?)(?:\s+CUDA Version:\s*(\d+\.\d+))?")


def _getenv(env: Mapping[str, str], name: str) -> str | None:
    """Windows variable names ignore case ("Path", "PATH")."""
    return next((v for k, v in env.items() if k.upper() == name), None)


def _search_order(system: System, python: PythonFacts) -> list[tuple[str, str]]:
    env = system.environ
    root = _getenv(env, "SYSTEMROOT") or r"C:\Windows"
    order = [(ntpath.dirname(python.executable), "python.exe's folder"), (ntpath.join(root, "System32"), "System32"),
             (root, "Windows folder")]
    order += [(d, "PATH") for d in (_getenv(env, "PATH") or "").split(";") if d]
    unique: dict[str, tuple[str, str]] = {}
    for folder, how in order:
        unique.setdefault(ntpath.normcase(ntpath.normpath(folder)), (folder, how))
    return list(unique.values())


def _elsewhere(system: System, python: PythonFacts, tensorflow: TensorFlowFacts) -> list[str]:
    """Folders that often hold CUDA DLLs but are not searched unless they are on PATH."""
    env = system.environ
    toolkits = [ntpath.join(v, "bin") for k, v in sorted(env.items()) if k.upper().startswith("CUDA_PATH") and v]
    conda = [ntpath.join(python.prefix, "Library", "bin")] if python.prefix else []
    package = [ntpath.join(tensorflow.location, "python")] if tensorflow.location else []
    return [*toolkits, *conda, *package]


def _files(system: System, folder: str) -> dict[str, str]:
    """Lower-cased file name -> name as listed (Windows file names ignore case)."""
    return {name.lower(): name for name in system.list_dir(folder)}


def _cudnn_version(system: System, path: str | None) -> tuple[str | None, str | None]:
    r"""Read cuDNN's exact version from the header installed beside its DLL (``bin\..\include``)."""
    if path is None:
        return None, None
    include = ntpath.normpath(ntpath.join(ntpath.dirname(path), "..", "include"))
    for header in CUDNN_HEADERS:
        version = cudnn_header_version(system.read_text(ntpath.join(include, header)) or "")
        if version:
            return version, ntpath.join(include, header)
    return None, None


def _toolkits(system: System) -> tuple[CudaToolkit, ...]:
    found: dict[str, CudaToolkit] = {}
    for key, root in sorted(system.environ.items()):
        if not key.upper().startswith("CUDA_PATH") or not root or ntpath.normcase(root) in found:
            continue
        header = system.read_text(ntpath.join(root, "include", "cuda_runtime_api.h")) or ""
        found[ntpath.normcase(root)] = CudaToolkit(path=root, version=cudart_header_version(header))
    return tuple(found.values())


def windows_cuda(system: System, python: PythonFacts, tensorflow: TensorFlowFacts, release: Release) -> CudaFacts:
    """Locate each CUDA DLL that ``release`` (the TensorFlow line diagnosed) loads, in Windows' order."""
    order = _search_order(system, python)
    seen = {ntpath.normcase(ntpath.normpath(d)) for d, _ in order}
    elsewhere = []
    for folder in _elsewhere(system, python, tensorflow):
        key = ntpath.normcase(ntpath.normpath(folder))
        if key not in seen:
            seen.add(key)
            elsewhere.append(folder)
    listings = {d: _files(system, d) for d in [*(d for d, _ in order), *elsewhere]}
    libs = []
    for name in _CHECKED:
        soname = release.sonames.get(name)
        dll = dll_name(soname) if soname else None
        if soname is None or dll is None:
            continue
        hits = [(ntpath.join(d, listings[d][dll.lower()]), how) for d, how in order if dll.lower() in listings[d]]
        pattern = re.compile(rf"{re.escape(name[3:].lower())}64_\d+\.dll")
        others = sorted(ntpath.join(d, f) for d, files in listings.items() for low, f in files.items()
                        if pattern.fullmatch(low) and low != dll.lower())
        libs.append(LibraryFacts(
            name=name, soname=dll,
            path=hits[0][0] if hits else None, found_via=hits[0][1] if hits else None,
            shadowed=tuple(p for p, _ in hits[1:]),
            unreachable=tuple(ntpath.join(d, listings[d][dll.lower()])
                              for d in elsewhere if dll.lower() in listings[d]),
            other_majors=tuple(others),
        ))
    cudnn = next((lib for lib in libs if lib.name == "libcudnn"), None)
    cudnn_version, cudnn_source = _cudnn_version(system, cudnn.path if cudnn else None)
    return CudaFacts(libraries=tuple(libs), cudnn_version=cudnn_version,
                     cudnn_version_source=cudnn_source, toolkits=_toolkits(system),
                     search_dirs=tuple(d for d, _ in order))


def smi_driver(system: System, commands: tuple[str, ...] = _SMI) -> tuple[str | None, str | None, str | None]:
    """(driver version, highest CUDA it supports, error) from the header of plain ``nvidia-smi``."""
    errors = []
    for exe in commands:
        result = system.run([exe], timeout=_SMI_TIMEOUT_S)
        match = _SMI_BANNER.search(result.stdout) if result.ok else None
        if match:
            return match.group(1), match.group(2), None
        errors.append(result.error or f"{exe} printed no driver version")
    return None, None, "; ".join(errors)
