"""Check envcheck's GPU facts against what the machine says independently; print PASS/FAIL lines.

``python tools/device_check.py OUT`` reads the files tools/device_acceptance.sh saved in OUT:
nvidia-smi's ``-L``, ``-q -x`` and ``nvlink -s``, PyTorch's compute capabilities, the libcuda probe,
the NVML recording, and envcheck's ``gpus --json``, ``doctor --quick --json`` and ``gpus --each``.
Exit status 1 when any line is FAIL.
"""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout, nothing installed

from envcheck.collect.driver import read_nvml  # after the checkout is importable
from envcheck.facts import GpuFacts
from envcheck.links import host_link
from envcheck.rules.bench import LINK_SHARE
from envcheck.tables import load_tables
from envcheck.testing import FakeNvml

# GpuFacts fields that do not change while the machine idles (temperatures, clocks and the
# current PCIe generation do, between two readings a few seconds apart).
STATIC_FIELDS = ("name", "uuid", "pci_bus_id", "compute_capability", "memory_total_mib", "pcie_gen_max",
                 "pcie_width_max", "ecc_enabled", "mig_enabled", "nvlinks_up", "nvlinks_down", "error")
PACKAGES = ("typer", "packaging", "requests", "rich", "nvidia-ml-py")  # what envcheck runs on, uninstalled
_GPU_FIELDS = {f.name for f in dataclasses.fields(GpuFacts)} - {"processes"}
_SMI_LINE = re.compile(r"^GPU (\d+): (.+?) \(UUID: (\S+)\)$")


class Checks:
    """Collects PASS/FAIL lines."""

    def __init__(self) -> None:
        """Start with no lines."""
        self.lines: list[str] = []

    def equal(self, what: str, envcheck: object, machine: object, source: str) -> None:
        """PASS when envcheck's value is the machine's."""
        if envcheck == machine:
            self.lines.append(f"PASS {what}: {envcheck!r} (as {source} says)")
        else:
            self.lines.append(f"FAIL {what}: envcheck says {envcheck!r}, {source} says {machine!r}")

    def true(self, what: str, ok: bool, detail: str) -> None:  # noqa: FBT001 - a check's outcome
        """PASS when ok."""
        self.lines.append(f"{'PASS' if ok else 'FAIL'} {what}: {detail}")

    @property
    def failed(self) -> bool:
        """Whether any line is FAIL."""
        return any(line.startswith("FAIL") for line in self.lines)


def _read(out: Path, name: str) -> str:
    path = out / name
    return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""


def _json(out: Path, name: str) -> Any:  # noqa: ANN401 - JSON
    try:
        return json.loads(_read(out, name))
    except ValueError:
        return None


def _smi_text(node: ET.Element, path: str) -> str | None:
    found = node.find(path)
    return (found.text or "").strip() if found is not None else None


def _smi_int(node: ET.Element, path: str) -> int | None:
    match = re.match(r"\d+", _smi_text(node, path) or "")
    return int(match.group()) if match else None


def _nvlink_counts(text: str) -> list[tuple[int, int]]:
    """(links up, links down) per GPU from ``nvidia-smi nvlink -s``."""
    counts: list[tuple[int, int]] = []
    for line in text.splitlines():
        if line.startswith("GPU "):
            counts.append((0, 0))
        elif counts and re.match(r"\s+Link \d+:", line):
            up, down = counts[-1]
            counts[-1] = (up, down + 1) if "inactive" in line.lower() else (up + 1, down)
    return counts


def check_gpus(c: Checks, out: Path, gpus: list[dict[str, Any]]) -> None:
    """Names, UUIDs, count, memory, PCIe, NVLink and compute capability, GPU by GPU."""
    listed = [m.groups() for m in map(_SMI_LINE.match, _read(out, "nvidia-smi-L.txt").splitlines()) if m]
    if listed:
        c.equal("GPU count", len(gpus), len(listed), "nvidia-smi -L")
    else:
        c.true("GPU count", ok=False, detail="nvidia-smi -L lists no GPU")
    root = _smi_root(out)
    smi_gpus = root.findall("gpu") if root is not None else []
    torch_cc = _read(out, "torch_cc.txt").split()
    links = _nvlink_counts(_read(out, "nvidia-smi-nvlink.txt"))
    tables = load_tables()
    for n, gpu in enumerate(gpus):
        tag = f"GPU {n}"
        if n < len(listed):
            c.equal(f"{tag} name", gpu.get("name"), listed[n][1], "nvidia-smi -L")
            c.equal(f"{tag} UUID", gpu.get("uuid"), listed[n][2], "nvidia-smi -L")
        if n < len(torch_cc):
            c.equal(f"{tag} compute capability", gpu.get("compute_capability"), torch_cc[n],
                    "torch.cuda.get_device_capability()")
        table_cc = tables.compute_capability_of(gpu.get("name"))
        c.true(f"{tag} compute capability in the tables", table_cc == gpu.get("compute_capability"),
               f"compat tables give {table_cc!r} for {gpu.get('name')!r}")
        if n < len(smi_gpus):
            smi = smi_gpus[n]
            c.equal(f"{tag} memory total MiB", gpu.get("memory_total_mib"), _smi_int(smi, "fb_memory_usage/total"),
                    "nvidia-smi -q")
            link = "pci/pci_gpu_link_info"
            c.equal(f"{tag} PCIe max generation", gpu.get("pcie_gen_max"),
                    _smi_int(smi, f"{link}/pcie_gen/max_link_gen"), "nvidia-smi -q")
            c.equal(f"{tag} PCIe max width", gpu.get("pcie_width_max"),
                    _smi_int(smi, f"{link}/link_widths/max_link_width"), "nvidia-smi -q")
        if n < len(links) and any(links[n]):
            c.equal(f"{tag} NVLink links up/down", (gpu.get("nvlinks_up"), gpu.get("nvlinks_down")), links[n],
                    "nvidia-smi nvlink -s")
        elif links or (out / "nvidia-smi-nvlink.txt").is_file():
            c.equal(f"{tag} NVLink", gpu.get("nvlinks_up"), None, "nvidia-smi nvlink -s (no links listed)")


def _smi_root(out: Path) -> ET.Element | None:
    try:
        root = ET.fromstring(_read(out, "nvidia-smi-q.xml"))  # noqa: S314 - this machine's own nvidia-smi
    except ET.ParseError:
        return None
    return root if root.tag == "nvidia_smi_log" else None


def check_driver(c: Checks, out: Path, driver: dict[str, Any]) -> None:
    """Driver and CUDA versions against nvidia-smi and the CUDA driver API."""
    root = _smi_root(out)
    c.true("nvidia-smi -q -x is readable", root is not None, "nvidia_smi_log parsed")
    if root is not None:
        c.equal("driver version", driver.get("library_version"), _smi_text(root, "driver_version"), "nvidia-smi -q")
        c.equal("CUDA driver version", driver.get("cuda_driver_version"), _smi_text(root, "cuda_version"),
                "nvidia-smi -q")
    probe = _json(out, "cudaprobe.json") or {}
    number = probe.get("driver_version")
    c.true("libcuda probe answers", "devices" in probe, json.dumps(probe)[:300])
    if isinstance(number, int):
        c.equal("CUDA driver version", driver.get("cuda_driver_version"), f"{number // 1000}.{number % 1000 // 10}",
                "cuDriverGetVersion")
    devices = probe.get("devices") or []
    if "devices" in probe:
        c.equal("GPU count", len(driver.get("gpus") or []), len(devices), "cuDeviceGetCount")
    for n, (gpu, device) in enumerate(zip(driver.get("gpus") or [], devices)):
        c.equal(f"GPU {n} compute capability", gpu.get("compute_capability"), device.get("compute_capability"),
                "cuDeviceGetAttribute")
        c.equal(f"GPU {n} name", gpu.get("name"), device.get("name"), "cuDeviceGetName")


def check_copies(c: Checks, out: Path, gpus: list[dict[str, Any]]) -> None:
    """The copy probe ran on GPU 0; its pinned rate is shown against the link (half of it at least)."""
    data = _json(out, "copies.json") or {}
    pinned = (data.get("pinned_h2d_gbs") or {}).get("median")
    c.true("copies through the CUDA driver API", not data.get("error") and pinned is not None,
           data.get("error") or f"pinned host->device {pinned} GB/s")
    first = {"index": 0, **{k: v for k, v in gpus[0].items() if k in _GPU_FIELDS}} if gpus else None
    link = host_link(GpuFacts(**first)) if first else None
    if pinned is not None and link is not None:
        c.true("pinned copies against the link", pinned >= LINK_SHARE * link.gbs,
               f"{pinned:.1f} GB/s of {link.name}'s {link.gbs:.1f} GB/s ({pinned / link.gbs:.0%})")


def check_recording(c: Checks, out: Path, gpus: list[dict[str, Any]]) -> None:
    """The NVML recording replays to the facts envcheck read live (the fields that do not drift)."""
    path = out / "nvml.json"
    if not path.is_file():
        c.true("NVML recording", ok=False, detail="nvml.json is missing")
        return
    replayed, error, _ = read_nvml(FakeNvml.load(path))
    c.true("NVML recording replays", error is None, error or f"{len(replayed.get('gpus', ()))} GPU(s)")
    for n, (gpu, again) in enumerate(zip(gpus, replayed.get("gpus", ()))):
        live = {k: gpu.get(k) for k in STATIC_FIELDS}
        c.equal(f"GPU {n} replayed facts", {k: getattr(again, k) for k in STATIC_FIELDS}, live, "the live reading")


def check_envcheck(c: Checks, out: Path) -> dict[str, Any]:
    """Both JSON reports parse and agree; `gpus --each` ends cleanly and says why it measured nothing."""
    shown = set(re.findall(r"^Name: (\S+)$", _read(out, "pip_show.txt"), re.MULTILINE))
    missing = [p for p in PACKAGES if p not in shown]
    c.true("packages envcheck needs", not missing, f"missing: {', '.join(missing)}" if missing else "all present")
    report = _json(out, "gpus.json") or {}
    doctor = _json(out, "doctor.json") or {}
    c.true("envcheck gpus --json", "driver" in report, f"exit {_read(out, 'gpus.json.rc').strip()}")
    c.true("envcheck doctor --quick --json", "facts" in doctor, f"exit {_read(out, 'doctor.json.rc').strip()}")
    driver = report.get("driver") or {}
    same = [g.get("uuid") for g in (doctor.get("facts") or {}).get("driver", {}).get("gpus", [])]
    if driver.get("gpus"):
        c.equal("doctor's GPUs", same, [g.get("uuid") for g in driver["gpus"]], "gpus --json")
    each = _read(out, "gpus_each.txt") + _read(out, "gpus_each.txt.err")
    rc = _read(out, "gpus_each.txt.rc").strip()
    c.true("gpus --each ends without a crash", rc in ("0", "1") and "Traceback" not in each, f"exit {rc}")
    if _read(out, "tensorflow.txt").strip() == "no":
        c.true("gpus --each says TensorFlow is missing", "TensorFlow is not installed for" in each,
               next((line for line in each.splitlines() if "TensorFlow is not installed" in line), "no such line"))
    return driver


def main(argv: list[str] | None = None) -> int:
    """Print the checks; 1 when one failed."""
    out = Path((argv or sys.argv[1:] or ["."])[0])
    c = Checks()
    driver = check_envcheck(c, out)
    gpus = driver.get("gpus") or []
    check_driver(c, out, driver)
    check_gpus(c, out, gpus)
    check_copies(c, out, gpus)
    check_recording(c, out, gpus)
    print("\n".join(c.lines))
    print(f"{sum(line.startswith('PASS') for line in c.lines)} PASS, {sum(line.startswith('FAIL') for line in c.lines)}"
          " FAIL")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
