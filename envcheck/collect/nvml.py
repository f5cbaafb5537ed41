"""Per-GPU inventory and health, from NVML or, without the binding, from ``nvidia-smi -q -x``.

Every field is read on its own: one the GPU or driver does not support stays None ("n/a"), and
a GPU that errors (lost, needs a reset) is reported with its error while the others still are.
Calls and their meaning: shared/reference/nvml_health.md.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

from envcheck._frozen import Frozen
from envcheck.facts import GpuFacts, GpuPair, GpuProcess

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET
    from collections.abc import Callable

__all__ = ["CLOCK_EVENT_BITS", "P2P_CAPS_INDEX_READ", "gpu_from_nvml", "gpus_from_smi_xml", "nvlinks",
           "pairs_from_nvml"]

# nvmlClocksEventReason* bits (nvml.h; the legacy ClocksThrottleReason names are the same bits).
CLOCK_EVENT_BITS = {
    0x1: "gpu_idle",
    0x2: "applications_clocks_setting",
    0x4: "sw_power_cap",
    0x8: "hw_slowdown",
    0x10: "sync_boost",
    0x20: "sw_thermal_slowdown",
    0x40: "hw_thermal_slowdown",
    0x80: "hw_power_brake_slowdown",
    0x100: "display_clocks_setting",
}
_COMPUTE_MODES = {0: "Default", 1: "Exclusive_Thread", 2: "Prohibited", 3: "Exclusive_Process"}
_MIB = 1 << 20
# NVML constants (pynvml names), fixed by nvml.h.
_TEMPERATURE_GPU, _THRESHOLD_SLOWDOWN, _CLOCK_SM = 0, 1, 1
_UNCORRECTED, _VOLATILE, _AGGREGATE = 1, 0, 1
_RETIRE_SBE, _RETIRE_DBE = 0, 1
P2P_CAPS_INDEX_READ = 0  # pynvml's NVML_P2P_CAPS_INDEX_READ is the tuple (0,), which the C call rejects


def _text(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _reasons(mask: int) -> tuple[str, ...]:
    return tuple(name for bit, name in CLOCK_EVENT_BITS.items() if mask & bit)


def _processes(nvml: Any, handle: object) -> tuple[GpuProcess, ...]:  # noqa: ANN401 - pynvml or a double
    found = []
    for proc in nvml.nvmlDeviceGetComputeRunningProcesses(handle):
        try:
            name: str | None = _text(nvml.nvmlSystemGetProcessName(proc.pid))
        except nvml.NVMLError:  # another PID namespace (containers): the name is not ours to see
            name = None
        used = proc.usedGpuMemory
        found.append(GpuProcess(pid=int(proc.pid), name=name, used_mib=int(used) // _MIB if used else None))
    return tuple(found)


class _Link(Frozen):
    """One NVLink of a GPU: up or down, and what is at its other end (None: NVML does not say)."""

    up: bool
    remote_bus_id: str | None
    remote_type: int | None  # NVML_NVLINK_DEVICE_TYPE_*
    version: int | None  # NVML_NVLINK_VERSION_*


def _optional(nvml: Any, call: Callable[[], object]) -> Any:  # noqa: ANN401 - pynvml or a double
    try:
        return call()
    except nvml.NVMLError:
        return None


def nvlinks(nvml: Any, handle: object) -> tuple[_Link, ...]:  # noqa: ANN401 - pynvml or a test double
    """The GPU's NVLinks; none without NVLink (absent link numbers answer an error)."""
    found = []
    for link in range(nvml.NVML_NVLINK_MAX_LINKS):
        try:
            up = bool(nvml.nvmlDeviceGetNvLinkState(handle, link))
        except nvml.NVMLError:
            continue
        pci = _optional(nvml, functools.partial(nvml.nvmlDeviceGetNvLinkRemotePciInfo, handle, link))
        found.append(_Link(
            up=up, remote_bus_id=_text(pci.busId) if pci is not None else None,
            remote_type=_optional(nvml, functools.partial(nvml.nvmlDeviceGetNvLinkRemoteDeviceType, handle, link)),
            version=_optional(nvml, functools.partial(nvml.nvmlDeviceGetNvLinkVersion, handle, link))))
    return tuple(found)


def _nvlinks(nvml: Any, handle: object) -> tuple[int | None, int | None]:  # noqa: ANN401
    """(links up, links down), or (None, None) without NVLink."""
    links = nvlinks(nvml, handle)
    up = sum(link.up for link in links)
    return (up, len(links) - up) if links else (None, None)


def _probes(nvml: Any, h: object) -> dict[str, Callable[[], object]]:  # noqa: ANN401
    """One NVML call (or a few) per GpuFacts field; a call that feeds several fields is made once."""
    memory = functools.cache(lambda: nvml.nvmlDeviceGetMemoryInfo(h))
    remap = functools.cache(lambda: nvml.nvmlDeviceGetRemappedRows(h))  # (corrected, uncorrected, pending, failed)
    mig = functools.cache(lambda: nvml.nvmlDeviceGetMigMode(h))  # (current, pending)
    links = functools.cache(lambda: _nvlinks(nvml, h))

    return {
        "uuid": lambda: _text(nvml.nvmlDeviceGetUUID(h)),
        "pci_bus_id": lambda: _text(nvml.nvmlDeviceGetPciInfo(h).busId),
        "compute_capability": lambda: "{}.{}".format(*nvml.nvmlDeviceGetCudaComputeCapability(h)),
        "memory_total_mib": lambda: int(memory().total) // _MIB,
        "memory_used_mib": lambda: int(memory().used) // _MIB,
        "utilization_pct": lambda: int(nvml.nvmlDeviceGetUtilizationRates(h).gpu),
        "temperature_c": lambda: int(nvml.nvmlDeviceGetTemperature(h, _TEMPERATURE_GPU)),
        "slowdown_temperature_c": lambda: int(nvml.nvmlDeviceGetTemperatureThreshold(h, _THRESHOLD_SLOWDOWN)),
        "power_w": lambda: nvml.nvmlDeviceGetPowerUsage(h) / 1000,
        "power_limit_w": lambda: nvml.nvmlDeviceGetEnforcedPowerLimit(h) / 1000,
        "default_power_limit_w": lambda: nvml.nvmlDeviceGetPowerManagementDefaultLimit(h) / 1000,
        "sm_clock_mhz": lambda: int(nvml.nvmlDeviceGetClockInfo(h, _CLOCK_SM)),
        "max_sm_clock_mhz": lambda: int(nvml.nvmlDeviceGetMaxClockInfo(h, _CLOCK_SM)),
        "clock_event_reasons": lambda: _reasons(nvml.nvmlDeviceGetCurrentClocksEventReasons(h)),
        "ecc_enabled": lambda: bool(nvml.nvmlDeviceGetEccMode(h)[0]),
        "ecc_uncorrected_volatile": lambda: int(nvml.nvmlDeviceGetTotalEccErrors(h, _UNCORRECTED, _VOLATILE)),
        "ecc_uncorrected_aggregate": lambda: int(nvml.nvmlDeviceGetTotalEccErrors(h, _UNCORRECTED, _AGGREGATE)),
        "retired_pages": lambda: sum(len(nvml.nvmlDeviceGetRetiredPages(h, c)) for c in (_RETIRE_SBE, _RETIRE_DBE)),
        "retired_pages_pending": lambda: bool(nvml.nvmlDeviceGetRetiredPagesPendingStatus(h)),
        "remapped_rows_uncorrectable": lambda: int(remap()[1]),
        "remap_pending": lambda: bool(remap()[2]),
        "remap_failed": lambda: bool(remap()[3]),
        "pcie_gen": lambda: int(nvml.nvmlDeviceGetCurrPcieLinkGeneration(h)),
        "pcie_gen_max": lambda: int(nvml.nvmlDeviceGetMaxPcieLinkGeneration(h)),
        "pcie_width": lambda: int(nvml.nvmlDeviceGetCurrPcieLinkWidth(h)),
        "pcie_width_max": lambda: int(nvml.nvmlDeviceGetMaxPcieLinkWidth(h)),
        "compute_mode": lambda: _COMPUTE_MODES.get(nvml.nvmlDeviceGetComputeMode(h)),
        "mig_enabled": lambda: bool(mig()[0]),
        "mig_pending": lambda: bool(mig()[1]),
        "persistence_mode": lambda: bool(nvml.nvmlDeviceGetPersistenceMode(h)),
        "nvlinks_up": lambda: links()[0],
        "nvlinks_down": lambda: links()[1],
        "processes": lambda: _processes(nvml, h),
    }


def gpu_from_nvml(nvml: Any, index: int) -> GpuFacts:  # noqa: ANN401 - pynvml or a test double
    """Read one GPU; stop at the first sign that the GPU itself is gone."""
    try:
        handle = nvml.nvmlDeviceGetHandleByIndex(index)
        name = _text(nvml.nvmlDeviceGetName(handle))
    except nvml.NVMLError as exc:
        return GpuFacts(index=index, error=str(exc))
    fields: dict[str, Any] = {}
    for key, probe in _probes(nvml, handle).items():
        try:
            fields[key] = probe()
        except nvml.NVMLError as exc:  # noqa: PERF203 - each field fails on its own
            if exc.value in (nvml.NVML_ERROR_GPU_IS_LOST, nvml.NVML_ERROR_RESET_REQUIRED):  # stop asking it
                return GpuFacts(index=index, name=name, **fields, error=str(exc))
            fields[key] = () if key == "processes" else None  # not supported here: "n/a"
    return GpuFacts(index=index, name=name, **fields)


# --- topology: every pair of GPUs ------------------------------------------------------------------


def _path(nvml: Any, level: int) -> str | None:  # noqa: ANN401 - pynvml or a double
    """NVML's common-ancestor level in the words of ``nvidia-smi topo -m``."""
    words = {nvml.NVML_TOPOLOGY_INTERNAL: "internal", nvml.NVML_TOPOLOGY_SINGLE: "PIX",
             nvml.NVML_TOPOLOGY_MULTIPLE: "PXB", nvml.NVML_TOPOLOGY_HOSTBRIDGE: "PHB",
             nvml.NVML_TOPOLOGY_NODE: "NODE", nvml.NVML_TOPOLOGY_SYSTEM: "SYS"}
    return words.get(level)


def _p2p(nvml: Any, status: int) -> str:  # noqa: ANN401 - pynvml or a double
    words = {nvml.NVML_P2P_STATUS_OK: "OK", nvml.NVML_P2P_STATUS_CHIPSET_NOT_SUPPORTED: "chipset not supported",
             nvml.NVML_P2P_STATUS_GPU_NOT_SUPPORTED: "GPU not supported",
             nvml.NVML_P2P_STATUS_IOH_TOPOLOGY_NOT_SUPPORTED: "IOH topology not supported",
             nvml.NVML_P2P_STATUS_DISABLED_BY_REGKEY: "disabled by regkey",
             nvml.NVML_P2P_STATUS_NOT_SUPPORTED: "not supported"}
    return words.get(status, "unknown")


def _pair(nvml: Any, a: tuple[int, object, str | None, tuple[_Link, ...]],  # noqa: ANN401
          b: tuple[int, object, str | None, tuple[_Link, ...]]) -> GpuPair:
    (i, ha, _, links_a), (j, hb, bus_b, links_b) = a, b
    level = _optional(nvml, lambda: nvml.nvmlDeviceGetTopologyCommonAncestor(ha, hb))
    status = _optional(nvml, lambda: nvml.nvmlDeviceGetP2PStatus(ha, hb, P2P_CAPS_INDEX_READ))
    direct = [link for link in links_a if bus_b and link.remote_bus_id == bus_b]
    switch = nvml.NVML_NVLINK_DEVICE_TYPE_SWITCH
    to_switch = [[link for link in links if link.remote_type == switch] for links in (links_a, links_b)]
    if not direct and all(to_switch):  # an NVSwitch fabric: each GPU's links go to the switches
        up = min(sum(link.up for link in side) for side in to_switch)
        down = sum(not link.up for side in to_switch for link in side)
        versions = {link.version for side in to_switch for link in side}
    else:
        up, down = sum(link.up for link in direct), sum(not link.up for link in direct)
        versions = {link.version for link in direct}
    return GpuPair(gpus=(i, j), path=_path(nvml, level) if level is not None else None,
                   p2p=_p2p(nvml, status) if status is not None else None, nvlinks=up, nvlinks_down=down,
                   nvswitch=not direct and all(to_switch),
                   nvlink_version=versions.pop() if len(versions) == 1 else None)


def pairs_from_nvml(nvml: Any, count: int) -> tuple[GpuPair, ...]:  # noqa: ANN401 - pynvml or a double
    """Every pair of answering GPUs: PCIe common ancestor, P2P reads, NVLink links and their state."""
    gpus = []
    for index in range(count):
        try:
            handle = nvml.nvmlDeviceGetHandleByIndex(index)
        except nvml.NVMLError:
            continue
        pci = _optional(nvml, functools.partial(nvml.nvmlDeviceGetPciInfo, handle))
        gpus.append((index, handle, _text(pci.busId) if pci is not None else None, nvlinks(nvml, handle)))
    return tuple(_pair(nvml, a, b) for n, a in enumerate(gpus) for b in gpus[n + 1:])


# --- nvidia-smi -q -x ------------------------------------------------------------------------------


def _find(node: ET.Element, path: str) -> str | None:
    found = node.find(path)
    text = (found.text or "").strip() if found is not None else ""
    return None if not text or text in ("N/A", "Unknown Error") or "deprecated" in text else text


def _number(text: str | None) -> float | None:
    match = re.match(r"-?\d+(?:\.\d+)?", text or "")
    return float(match.group()) if match else None


def _int(node: ET.Element, path: str) -> int | None:
    value = _number(_find(node, path))
    return int(value) if value is not None else None


def _flag(node: ET.Element, path: str, true: str) -> bool | None:
    text = _find(node, path)
    return None if text is None else text == true


def _smi_reasons(gpu: ET.Element) -> tuple[str, ...] | None:
    block = gpu.find("clocks_event_reasons")
    prefix = "clocks_event_reason_"
    if block is None:  # drivers before ~535 call them throttle reasons
        block, prefix = gpu.find("clocks_throttle_reasons"), "clocks_throttle_reason_"
    if block is None:
        return None
    return tuple(child.tag.removeprefix(prefix) for child in block if (child.text or "").strip() == "Active")


def _smi_ecc(gpu: ET.Element, counter: str) -> int | None:
    old = _int(gpu, f"ecc_errors/{counter}/double_bit/total")  # before Ampere: double-bit totals
    if old is not None:
        return old
    parts = [_int(gpu, f"ecc_errors/{counter}/{k}") for k in ("dram_uncorrectable", "sram_uncorrectable_parity",
                                                                  "sram_uncorrectable_secded", "sram_uncorrectable")]
    known = [p for p in parts if p is not None]
    return sum(known) if known else None


def _smi_processes(gpu: ET.Element) -> tuple[GpuProcess, ...]:
    found = []
    for proc in gpu.findall("processes/process_info"):
        if _find(proc, "type") == "G":  # graphics clients (desktop) hold little and are not CUDA jobs
            continue
        found.append(GpuProcess(pid=_int(proc, "pid") or 0, name=_find(proc, "process_name"),
                                used_mib=_int(proc, "used_memory")))
    return tuple(found)


def _smi_power(gpu: ET.Element, names: tuple[str, ...]) -> float | None:
    for block in ("gpu_power_readings", "power_readings"):
        for name in names:
            value = _number(_find(gpu, f"{block}/{name}"))
            if value is not None:
                return value
    return None


def _smi_gpu(index: int, gpu: ET.Element) -> GpuFacts:
    retired = [_int(gpu, f"retired_pages/{k}/retired_count") for k in ("multiple_single_bit_retirement",
                                                                         "double_bit_retirement")]
    return GpuFacts(
        index=index,
        name=_find(gpu, "product_name"),
        uuid=_find(gpu, "uuid"),
        pci_bus_id=_find(gpu, "pci/pci_bus_id"),
        memory_total_mib=_int(gpu, "fb_memory_usage/total"),
        memory_used_mib=_int(gpu, "fb_memory_usage/used"),
        utilization_pct=_int(gpu, "utilization/gpu_util"),
        temperature_c=_int(gpu, "temperature/gpu_temp"),
        slowdown_temperature_c=_int(gpu, "temperature/gpu_temp_slow_threshold"),
        power_w=_smi_power(gpu, ("instant_power_draw", "power_draw")),
        power_limit_w=_smi_power(gpu, ("enforced_power_limit", "current_power_limit")),
        default_power_limit_w=_smi_power(gpu, ("default_power_limit",)),
        sm_clock_mhz=_int(gpu, "clocks/sm_clock"),
        max_sm_clock_mhz=_int(gpu, "max_clocks/sm_clock"),
        clock_event_reasons=_smi_reasons(gpu),
        ecc_enabled=_flag(gpu, "ecc_mode/current_ecc", "Enabled"),
        ecc_uncorrected_volatile=_smi_ecc(gpu, "volatile"),
        ecc_uncorrected_aggregate=_smi_ecc(gpu, "aggregate"),
        retired_pages=sum(r for r in retired if r is not None) if any(r is not None for r in retired) else None,
        retired_pages_pending=_flag(gpu, "retired_pages/pending_retirement", "Yes"),
        remapped_rows_uncorrectable=_int(gpu, "remapped_rows/remapped_row_unc"),
        remap_pending=_flag(gpu, "remapped_rows/remapped_row_pending", "Yes"),
        remap_failed=_flag(gpu, "remapped_rows/remapped_row_failure", "Yes"),
        pcie_gen=_int(gpu, "pci/pci_gpu_link_info/pcie_gen/current_link_gen"),
        pcie_gen_max=_int(gpu, "pci/pci_gpu_link_info/pcie_gen/max_link_gen"),
        pcie_width=_int(gpu, "pci/pci_gpu_link_info/link_widths/current_link_width"),
        pcie_width_max=_int(gpu, "pci/pci_gpu_link_info/link_widths/max_link_width"),
        compute_mode=_find(gpu, "compute_mode"),
        mig_enabled=_flag(gpu, "mig_mode/current_mig", "Enabled"),
        mig_pending=_flag(gpu, "mig_mode/pending_mig", "Enabled"),
        persistence_mode=_flag(gpu, "persistence_mode", "Enabled"),
        processes=_smi_processes(gpu),
    )


def gpus_from_smi_xml(text: str) -> tuple[str | None, str | None, tuple[GpuFacts, ...]]:
    """Parse ``nvidia-smi -q -x``: (driver version, CUDA version, GPUs); raise ValueError if unreadable.

    nvidia-smi gives no compute capability here; the diagnosis reads it from the GPU tables (compat.apply_tables).
    """
    import xml.etree.ElementTree as ET  # noqa: PLC0415 - only the nvidia-smi fallback reads XML

    try:
        root = ET.fromstring(text)  # noqa: S314 - nvidia-smi's own output on this machine
    except ET.ParseError as exc:
        msg = f"nvidia-smi -q -x printed no readable XML ({exc})"
        raise ValueError(msg) from None
    if root.tag != "nvidia_smi_log":
        msg = "nvidia-smi -q -x printed no nvidia_smi_log"
        raise ValueError(msg)
    gpus = tuple(_smi_gpu(i, gpu) for i, gpu in enumerate(root.findall("gpu")))
    return _find(root, "driver_version"), _find(root, "cuda_version"), gpus
