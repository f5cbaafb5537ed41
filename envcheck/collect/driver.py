"""Collect the NVIDIA driver: kernel module, user-space libraries, device nodes and GPUs.

Layered probes, each saying why it came back empty: /proc and /sys (no
library needed), NVML through nvidia-ml-py, ``cuDriverGetVersion`` through
libcuda, and ``nvidia-smi`` (with a timeout) when the NVML binding is missing.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
from typing import TYPE_CHECKING, Any

from envcheck.facts import DriverFacts, GpuFacts, PciGpu

if TYPE_CHECKING:
    from collections.abc import Callable

    from envcheck.system import System

_NVIDIA_VENDOR = "0x10de"
_DISPLAY_CLASS = "0x03"  # PCI base class 03: display controller (VGA and 3D)
_NVIDIA_SMI_TIMEOUT_S = 10.0
_SMI_QUERY = "index,name,uuid,pci.bus_id,compute_cap,memory.total,driver_version"
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


def _text(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _cuda_version(number: int) -> str:
    """12040 -> "12.4" (cuDriverGetVersion / NVML encoding)."""
    return f"{number // 1000}.{number % 1000 // 10}"


def _nvml_gpu(nvml: Any, index: int) -> GpuFacts:  # noqa: ANN401 - pynvml or a test double
    try:
        handle = nvml.nvmlDeviceGetHandleByIndex(index)
        name = _text(nvml.nvmlDeviceGetName(handle))
    except nvml.NVMLError as exc:
        return GpuFacts(index=index, error=str(exc))
    fields: dict[str, Any] = {}
    probes: dict[str, Callable[[], object]] = {
        "uuid": lambda: _text(nvml.nvmlDeviceGetUUID(handle)),
        "pci_bus_id": lambda: _text(nvml.nvmlDeviceGetPciInfo(handle).busId),
        "compute_capability": lambda: "{}.{}".format(*nvml.nvmlDeviceGetCudaComputeCapability(handle)),
        "memory_total_mib": lambda: int(nvml.nvmlDeviceGetMemoryInfo(handle).total) // (1 << 20),
    }
    for key, probe in probes.items():
        try:
            fields[key] = probe()
        except nvml.NVMLError:  # noqa: PERF203 - a field this GPU or driver does not report stays None
            fields[key] = None
    return GpuFacts(index=index, name=name, **fields)


def _nvml(system: System) -> tuple[dict[str, Any], str | None]:
    try:
        nvml = system.nvml()
    except ImportError:
        return {}, "nvidia-ml-py (the pynvml module) is not installed"
    try:
        nvml.nvmlInit()
    except nvml.NVMLError as exc:
        return {}, str(exc)
    try:
        out: dict[str, Any] = {"library_version": _text(nvml.nvmlSystemGetDriverVersion())}
        try:
            out["cuda_driver_version"] = _cuda_version(nvml.nvmlSystemGetCudaDriverVersion_v2())
        except nvml.NVMLError:
            out["cuda_driver_version"] = None
        out["gpus"] = tuple(_nvml_gpu(nvml, i) for i in range(nvml.nvmlDeviceGetCount()))
    except nvml.NVMLError as exc:
        return {}, str(exc)
    else:
        return out, None
    finally:
        with contextlib.suppress(nvml.NVMLError):  # nothing more to learn from a failed shutdown
            nvml.nvmlShutdown()


def _libcuda(system: System) -> tuple[str | None, str | None]:
    """Return (highest CUDA the driver supports, error) from cuDriverGetVersion."""
    name = _LIBCUDA.get(system.uname().system, "libcuda.so.1")
    try:
        lib = system.load_library(name)
    except OSError as exc:
        return None, f"{name} cannot be loaded: {exc}"
    version = ctypes.c_int(0)
    try:
        status = lib.cuDriverGetVersion(ctypes.byref(version))
    except AttributeError:
        return None, f"{name} has no cuDriverGetVersion"
    if status != 0:
        return None, f"cuDriverGetVersion failed with CUresult {status}"
    return _cuda_version(version.value), None


def _smi_int(value: str) -> int | None:
    return int(float(value)) if re.fullmatch(r"\d+(\.\d+)?", value) else None


def _nvidia_smi(system: System) -> tuple[dict[str, Any], str | None]:
    result = system.run(["nvidia-smi", f"--query-gpu={_SMI_QUERY}", "--format=csv,noheader,nounits"],
                        timeout=_NVIDIA_SMI_TIMEOUT_S)
    if not result.ok:
        return {}, result.error or (result.stdout.strip() or result.stderr.strip() or "nvidia-smi failed")
    gpus, version = [], None
    for line in result.stdout.strip().splitlines():
        cells = [c.strip() for c in line.split(",")]
        if len(cells) != len(_SMI_QUERY.split(",")) or not cells[0].isdigit():
            continue
        cap = cells[4] if re.fullmatch(r"\d+\.\d+", cells[4]) else None
        gpus.append(GpuFacts(index=int(cells[0]), name=cells[1], uuid=cells[2], pci_bus_id=cells[3],
                             compute_capability=cap, memory_total_mib=_smi_int(cells[5])))
        version = cells[6]
    return {"library_version": version, "gpus": tuple(gpus)}, None


def collect_driver(system: System) -> DriverFacts:
    """Describe the NVIDIA driver; every missing piece comes with its reason."""
    dev = system.list_dir("/dev")
    nodes = tuple(os.path.join("/dev", n) for n in dev if n.startswith("nvidia"))
    kernel = _kernel_module(system)
    # NVML needs the driver's device nodes (or WSL2's /dev/dxg); without them importing the
    # binding (~40 ms) only to fail would be the slowest step of a CPU-only doctor run.
    if nodes or kernel or "dxg" in dev:
        nvml, nvml_error = _nvml(system)
    else:
        nvml, nvml_error = {}, "not tried: no /dev/nvidia* device nodes and no NVIDIA kernel module"
    cuda, libcuda_error = _libcuda(system)
    source = "nvml" if nvml else None
    if not nvml and (kernel or nodes):  # a driver is there but NVML is not usable: ask nvidia-smi
        smi, smi_error = _nvidia_smi(system)
        if smi:
            nvml, source = smi, "nvidia-smi"
        else:
            nvml_error = f"{nvml_error}; nvidia-smi: {smi_error}"
    return DriverFacts(
        kernel_module_version=kernel,
        library_version=nvml.get("library_version"),
        cuda_driver_version=nvml.get("cuda_driver_version") or cuda,
        libcuda_error=libcuda_error,
        nvml_error=nvml_error,
        device_nodes=nodes,
        pci_gpus=_pci_gpus(system),
        gpus=nvml.get("gpus", ()),
        gpus_source=source,
    )
