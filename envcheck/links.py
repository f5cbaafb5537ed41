"""The theoretical rate of the links a benchmark moves data over: PCIe, NVLink, NVLink-C2C.

Rates are per direction, in GB/s (10^9 bytes), after line encoding; what a copy or an all-reduce
measures is compared with them. Sources: the PCI-SIG base specifications (2.5/5/8/16/32/64 GT/s
per lane; 8b/10b encoding to gen 2, 128b/130b from gen 3, FLIT 242/256 at gen 6); NVIDIA's NVLink
pages (per link and direction: 20 GB/s NVLink 1, 25 GB/s NVLink 2-4, 50 GB/s NVLink 5) and the
GH200/GB200 datasheets (NVLink-C2C, 900 GB/s both directions together).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from envcheck.facts import DriverFacts, GpuFacts, GpuPair

__all__ = ["Link", "host_link", "nvlink_gbs", "pair_link", "pcie_gbs", "together_link"]

_PCIE_LANE_GBS = {1: 0.25, 2: 0.5, 3: 8 * 128 / 130 / 8, 4: 16 * 128 / 130 / 8, 5: 32 * 128 / 130 / 8,
                  6: 64 * 242 / 256 / 8}
# nvmlDeviceGetNvLinkVersion's NVML_NVLINK_VERSION_* values: 1 = 1.0, 2 = 2.0, 3 = 2.2, 4 = 3.0,
# 5 = 3.1, 6 = 4.0, 7 = 5.0.
_NVLINK_GBS = {1: 20.0, 2: 25.0, 3: 25.0, 4: 25.0, 5: 25.0, 6: 25.0, 7: 50.0}
_C2C_GBS = 450.0
_GRACE = re.compile(r"\bG[HB]\d{3}\b")  # GH200, GB200, GB300: a Grace CPU on NVLink-C2C


class Link(Frozen):
    """A link and its theoretical rate per direction."""

    name: str  # "PCIe gen4 x16", "NVLink-C2C", "12 NVLink links"
    gbs: float


def pcie_gbs(gen: int | None, width: int | None) -> float | None:
    """A PCIe link's rate per direction; None when the generation or width is unknown."""
    lane = _PCIE_LANE_GBS.get(gen or 0)
    return lane * width if lane is not None and width else None


def nvlink_gbs(version: int | None) -> float | None:
    """One NVLink link's rate per direction, by NVML's NVLink version; None when unknown."""
    return _NVLINK_GBS.get(version or 0)


def host_link(gpu: GpuFacts) -> Link | None:
    """What joins the GPU to host memory at its best: PCIe at its maximum generation and width, or C2C."""
    if gpu.name and _GRACE.search(gpu.name):
        return Link("NVLink-C2C", _C2C_GBS)
    gen, width = gpu.pcie_gen_max or gpu.pcie_gen, gpu.pcie_width_max or gpu.pcie_width
    rate = pcie_gbs(gen, width)
    return Link(f"PCIe gen{gen} x{width}", rate) if rate is not None else None


def pair_link(pair: GpuPair, gpus: tuple[GpuFacts, ...]) -> Link | None:
    """What an all-reduce between the two GPUs runs over: their NVLink links, else the slower PCIe link."""
    per_link = nvlink_gbs(pair.nvlink_version)
    if pair.nvlinks and per_link is not None:
        where = " through NVSwitch" if pair.nvswitch else ""
        return Link(f"{pair.nvlinks} NVLink links{where}", pair.nvlinks * per_link)
    hosts = [host_link(g) for g in gpus if g.index in pair.gpus]
    known = [h for h in hosts if h is not None]
    return min(known, key=lambda h: h.gbs) if len(known) == len(pair.gpus) else None


def together_link(driver: DriverFacts) -> Link | None:
    """The slowest link an all-reduce over every GPU has to cross: an all-reduce goes at its pace."""
    links = [pair_link(p, driver.gpus) for p in driver.pairs]
    known = [link for link in links if link is not None]
    return min(known, key=lambda link: link.gbs) if known and len(known) == len(links) else None
