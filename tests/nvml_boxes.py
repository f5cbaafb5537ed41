"""Multi-GPU machines as NVML would answer them, for topology and all-reduce tests.

Per-GPU values follow compat_tables/gpus.json (names, compute capability, memory); the links follow
the published designs: DGX A100 (8 A100-SXM4 on 6 NVSwitches, 12 NVLink-3 links per GPU), a PCIe
workstation (4 GPUs, two per PCIe switch, two CPU sockets), GH200 (one Hopper GPU on NVLink-C2C).
"""

from __future__ import annotations

from typing import Any

import pynvml

from envcheck.collect.nvml import P2P_CAPS_INDEX_READ
from envcheck.testing import FakeNvml, nvml_key

_GIB = 1 << 30
_SWITCH_BUS = "00000000:{:02X}:00.0"


def _gpu(index: int, name: str, cc: tuple[int, int], memory_gib: int, pcie: tuple[int, int]) -> dict[str, Any]:
    return {
        "nvmlDeviceGetName": name,
        "nvmlDeviceGetUUID": f"GPU-{index:08d}-0000-0000-0000-000000000000",
        "nvmlDeviceGetPciInfo": {"busId": f"00000000:{0x10 + index * 0x10:02X}:00.0"},
        "nvmlDeviceGetCudaComputeCapability": list(cc),
        "nvmlDeviceGetMemoryInfo": {"total": memory_gib * _GIB, "used": _GIB // 2, "free": (memory_gib - 1) * _GIB},
        "nvmlDeviceGetCurrPcieLinkGeneration": pcie[0], "nvmlDeviceGetMaxPcieLinkGeneration": pcie[0],
        "nvmlDeviceGetCurrPcieLinkWidth": pcie[1], "nvmlDeviceGetMaxPcieLinkWidth": pcie[1],
        "nvmlDeviceGetComputeRunningProcesses": [],
    }


def _pair(gpus: list[dict[str, Any]], i: int, j: int, level: int, p2p: int) -> None:
    for a, b in ((i, j), (j, i)):
        gpus[a][nvml_key("nvmlDeviceGetTopologyCommonAncestor", (f"gpu{b}",))] = level
        gpus[a][nvml_key("nvmlDeviceGetP2PStatus", (f"gpu{b}", P2P_CAPS_INDEX_READ))] = p2p


def dgx_a100(*, down: tuple[int, int] | None = None) -> FakeNvml:
    """8 A100-SXM4-80GB, each with 12 NVLink-3 links to the NVSwitches; ``down``: (GPU, link) inactive."""
    gpus = [_gpu(i, "NVIDIA A100-SXM4-80GB", (8, 0), 80, (4, 16)) for i in range(8)]
    for i, gpu in enumerate(gpus):
        for link in range(12):
            gpu[nvml_key("nvmlDeviceGetNvLinkState", (link,))] = int(down != (i, link))
            gpu[nvml_key("nvmlDeviceGetNvLinkRemotePciInfo", (link,))] = {"busId": _SWITCH_BUS.format(0xA0 + link % 6)}
            gpu[nvml_key("nvmlDeviceGetNvLinkRemoteDeviceType", (link,))] = pynvml.NVML_NVLINK_DEVICE_TYPE_SWITCH
            gpu[nvml_key("nvmlDeviceGetNvLinkVersion", (link,))] = pynvml.NVML_NVLINK_VERSION_3_0
    for i in range(8):
        for j in range(i + 1, 8):
            level = pynvml.NVML_TOPOLOGY_MULTIPLE if i // 2 == j // 2 else (
                pynvml.NVML_TOPOLOGY_NODE if i // 4 == j // 4 else pynvml.NVML_TOPOLOGY_SYSTEM)
            _pair(gpus, i, j, level, pynvml.NVML_P2P_STATUS_OK)
    return FakeNvml(system={"nvmlSystemGetDriverVersion": "570.124.06", "nvmlSystemGetCudaDriverVersion_v2": 12080},
                    gpus=gpus)


def pcie_workstation() -> FakeNvml:
    """4 RTX 4090 without NVLink: two per PCIe switch, the switches on different CPU sockets; no P2P."""
    gpus = [_gpu(i, "NVIDIA GeForce RTX 4090", (8, 9), 24, (4, 16)) for i in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            level = pynvml.NVML_TOPOLOGY_SINGLE if i // 2 == j // 2 else pynvml.NVML_TOPOLOGY_SYSTEM
            _pair(gpus, i, j, level, pynvml.NVML_P2P_STATUS_NOT_SUPPORTED)
    return FakeNvml(system={"nvmlSystemGetDriverVersion": "575.57.08", "nvmlSystemGetCudaDriverVersion_v2": 12090},
                    gpus=gpus)


def gh200() -> FakeNvml:
    """One GH200: the Hopper GPU reaches the Grace CPU's memory over NVLink-C2C, not PCIe."""
    gpu = _gpu(0, "NVIDIA GH200 480GB", (9, 0), 96, (5, 16))
    return FakeNvml(system={"nvmlSystemGetDriverVersion": "570.124.06", "nvmlSystemGetCudaDriverVersion_v2": 12080},
                    gpus=[gpu])


def h200() -> FakeNvml:
    """One H200 (SXM, 141 GB), PCIe gen5 x16, as the device machine's driver would answer."""
    gpu = _gpu(0, "NVIDIA H200", (9, 0), 141, (5, 16))
    return FakeNvml(system={"nvmlSystemGetDriverVersion": "570.124.06", "nvmlSystemGetCudaDriverVersion_v2": 12080},
                    gpus=[gpu])
