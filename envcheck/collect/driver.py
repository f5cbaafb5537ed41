"""Collect the NVIDIA driver: kernel module, user-space libraries, device nodes and GPUs.

Layered probes, each saying why it came back empty: /proc and /sys (no library needed), NVML
through nvidia-ml-py (or ``nvidia-smi -q -x`` with a timeout when the binding is missing),
``cuDriverGetVersion`` through libcuda, and the CUDA driver API in a child process (cuInit can
hang on a broken GPU).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from envcheck.collect._versions import cuda_version
from envcheck.collect.nvml import gpu_from_nvml, gpus_from_smi_xml, pairs_from_nvml
from envcheck.collect.windows import smi_driver
from envcheck.collect.wsl import WSL_SMI
from envcheck.facts import CudaDevice, DriverFacts, GpuFacts, PciGpu
from envcheck.system import NVML_REPLAY

if TYPE_CHECKING:
    from envcheck.system import System

__all__ = ["CUDA_PROBE", "collect_driver", "read_nvml"]

CUDA_PROBE = Path(__file__).with_name("_cudaprobe.py")
_CUDA_PROBE_TIMEOUT_S = 30.0
_NVIDIA_VENDOR = "0x10de"
_DISPLAY_CLASS = "0x03"  # PCI base class 03: display controller (VGA and 3D)
_NVIDIA_SMI_TIMEOUT_S = 15.0
_LIBCUDA = {"Windows": "nvcuda.dll"}  # everywhere else: libcuda.so.1


def _kernel_module(system: System) -> str | None:
    text = system.read_text("/proc/driver/nvidia/version") or ""
    match = re.search(r"Kernel Module(?: for \S+)?\s+(\d+\.\d+(?:\.\d+)?)", text)
    return match.group(1) if match else None


def _pci_gpus(system: System) -> tuple[PciGpu, ...]:
    root = "/sys/bus/pci/devices"
    found = []
    for dev in system.list_dir(root):
        path = os.path.join(root, dev)
        if (system.read_text(os.path.join(path, "vendor")) or "").strip() != _NVIDIA_VENDOR:
            continue
        if not (system.read_text(os.path.join(path, "class")) or "").strip().startswith(_DISPLAY_CLASS):
            continue
        device = (system.read_text(os.path.join(path, "device")) or "").strip().removeprefix("0x").upper()
        driver_link = os.path.join(path, "driver")
        driver = os.path.basename(system.realpath(driver_link)) if system.is_dir(driver_link) else None
        found.append(PciGpu(bus_id=dev, device_id=device, kernel_driver=driver))
    return tuple(found)


def _nvml(system: System) -> tuple[dict[str, Any], str | None, int | None]:
    try:
        nvml = system.nvml()
    except ImportError:
        return {}, "nvidia-ml-py (the pynvml module) is not installed", None
    return read_nvml(nvml)


def read_nvml(nvml: Any) -> tuple[dict[str, Any], str | None, int | None]:  # noqa: ANN401 - pynvml or a double
    """Every NVML answer envcheck uses: (DriverFacts fields, why NVML failed, its NVML return code)."""
    try:
        nvml.nvmlInit()
    except nvml.NVMLError as exc:
        return {}, str(exc), exc.value
    try:
        out: dict[str, Any] = {"library_version": str(nvml.nvmlSystemGetDriverVersion())}
        try:
            out["cuda_driver_version"] = cuda_version(nvml.nvmlSystemGetCudaDriverVersion_v2())
        except nvml.NVMLError:
            out["cuda_driver_version"] = None
        count = nvml.nvmlDeviceGetCount()
        out["gpus"] = tuple(gpu_from_nvml(nvml, i) for i in range(count))
        out["pairs"] = pairs_from_nvml(nvml, count)
    except nvml.NVMLError as exc:
        return {}, str(exc), exc.value
    else:
        return out, None, None
    finally:
        with contextlib.suppress(nvml.NVMLError):  # nothing more to learn from a failed shutdown
            nvml.nvmlShutdown()


def _nvidia_smi(system: System) -> tuple[dict[str, Any], str | None]:
    result = system.run(["nvidia-smi", "-q", "-x"], timeout=_NVIDIA_SMI_TIMEOUT_S)
    if not result.ok:
        return {}, result.error or (result.stdout.strip() or result.stderr.strip() or "nvidia-smi failed")
    try:
        driver, cuda, gpus = gpus_from_smi_xml(result.stdout)
    except ValueError as exc:
        return {}, str(exc)
    # nvidia-smi -q prints no compute capability: the diagnosis reads it from the GPU tables by name.
    return {"library_version": driver, "cuda_driver_version": cuda, "gpus": gpus}, None


def _libcuda(system: System) -> tuple[str | None, str | None, str]:
    """Return (highest CUDA the driver supports, error, library name) from cuDriverGetVersion."""
    name = _LIBCUDA.get(system.uname().system, "libcuda.so.1")
    try:
        lib = system.load_library(name)
    except OSError as exc:
        return None, f"{name} cannot be loaded: {exc}", name
    version = ctypes.c_int(0)
    try:
        status = lib.cuDriverGetVersion(ctypes.byref(version))
    except AttributeError:
        return None, f"{name} has no cuDriverGetVersion", name
    if status != 0:
        return None, f"cuDriverGetVersion failed with CUresult {status}", name
    return cuda_version(version.value), None, name


def _cuda_devices(system: System, library: str) -> tuple[str | None, tuple[CudaDevice, ...]]:
    """Run the CUDA driver API probe in a child: (cuInit error, devices)."""
    result = system.run([sys.executable, str(CUDA_PROBE), library], timeout=_CUDA_PROBE_TIMEOUT_S)
    try:
        data = json.loads(result.stdout) if result.ok else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        why = result.error or f"exit code {result.returncode}"
        return f"the CUDA driver probe gave no answer ({why})", ()
    if "load_error" in data or "init_error" in data:
        return str(data.get("init_error") or data.get("load_error")), ()
    devices = tuple(CudaDevice(index=int(d.get("index", i)), name=d.get("name"),
                               compute_capability=d.get("compute_capability"),
                               memory_total_mib=d.get("memory_total_mib"), pci_bus_id=d.get("pci_bus_id"),
                               error=d.get("error"))
                    for i, d in enumerate(data.get("devices") or ()))
    return None, devices


def collect_driver(system: System) -> DriverFacts:
    """Describe the NVIDIA driver; every missing piece comes with its reason."""
    dev = system.list_dir("/dev")
    nodes = tuple(os.path.join("/dev", n) for n in dev if n.startswith("nvidia"))
    kernel = _kernel_module(system)
    windows = system.uname().system == "Windows"
    # NVML needs the driver's device nodes (or WSL2's /dev/dxg); without them importing the
    # binding (~40 ms) only to fail would be the slowest step of a CPU-only doctor run.
    if nodes or kernel or "dxg" in dev or windows or system.environ.get(NVML_REPLAY):
        nvml, nvml_error, nvml_code = _nvml(system)
    else:
        nvml, nvml_error, nvml_code = {}, "not tried: no /dev/nvidia* device nodes and no NVIDIA kernel module", None
    source = "nvml" if nvml else None
    if not nvml and (kernel or nodes):  # a driver is there but NVML is not usable: ask nvidia-smi
        smi, smi_error = _nvidia_smi(system)
        if smi:
            nvml, source = smi, "nvidia-smi"
        else:
            nvml_error = f"{nvml_error}; nvidia-smi: {smi_error}"
    elif not nvml and (windows or "dxg" in dev):  # Windows and WSL2: the Windows driver, as nvidia-smi reports it
        driver, cuda_api, smi_error = smi_driver(system) if windows else smi_driver(system, WSL_SMI)
        nvml = {"library_version": driver, "cuda_driver_version": cuda_api} if driver else {}
        if smi_error:
            nvml_error = f"{nvml_error}; nvidia-smi: {smi_error}"
    cuda, libcuda_error, library = _libcuda(system)
    init_error, devices = _cuda_devices(system, library) if libcuda_error is None else (None, ())
    gpus: tuple[GpuFacts, ...] = nvml.get("gpus", ())
    return DriverFacts(
        kernel_module_version=kernel,
        library_version=nvml.get("library_version"),
        cuda_driver_version=nvml.get("cuda_driver_version") or cuda,
        libcuda_error=libcuda_error,
        nvml_error=nvml_error,
        nvml_error_code=nvml_code,
        device_nodes=nodes,
        pci_gpus=_pci_gpus(system),
        gpus=gpus,
        gpus_source=source,
        pairs=nvml.get("pairs", ()),
        cuda_init_error=init_error,
        cuda_devices=devices,
    )
