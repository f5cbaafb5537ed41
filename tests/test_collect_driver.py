"""The driver collector: /proc and /sys, NVML replayed per driver generation, nvidia-smi, libcuda."""

from __future__ import annotations

import ctypes
import dataclasses
import json
import sys
from typing import TYPE_CHECKING, Any

import pynvml
import pytest
from fakes import DATA, link, write

from envcheck.collect.driver import CUDA_PROBE, collect_driver
from envcheck.collect.nvml import gpus_from_smi_xml
from envcheck.compat import apply_tables
from envcheck.facts import Facts
from envcheck.system import CommandResult
from envcheck.tables import load_tables
from envcheck.testing import NOT_FOUND, TIMEOUT, FakeNvml, FakeSystem, make_facts, run_rule

if TYPE_CHECKING:
    from pathlib import Path

TABLES = load_tables()
NVML = DATA / "nvml"
SMI = ["nvidia-smi -q -x"]
NO_SMI = {SMI[0]: NOT_FOUND}


def _driver_tree(root: Path, proc: str = "proc_driver_nvidia_version_515.txt") -> None:
    write(root, "/proc/driver/nvidia/version", (DATA / proc).read_text())
    for node in ("nvidia0", "nvidiactl", "nvidia-uvm"):
        write(root, f"/dev/{node}")


def _collect(root: Path, **system: Any):
    _driver_tree(root)
    return collect_driver(FakeSystem(root, **system))


@pytest.mark.parametrize(("proc", "version"), [("proc_driver_nvidia_version_515.txt", "515.76"),
                                               ("proc_driver_nvidia_version_575_open.txt", "575.57.08")],
                         ids=["proprietary", "open-module"])
def test_kernel_module_version(tmp_path: Path, proc: str, version: str) -> None:
    _driver_tree(tmp_path, proc)
    assert collect_driver(FakeSystem(tmp_path, commands=NO_SMI)).kernel_module_version == version


def test_healthy_datacenter_gpu(tmp_path: Path) -> None:
    d = _collect(tmp_path, nvml=FakeNvml.load(NVML / "datacenter_p100_healthy.json"))
    assert (d.library_version, d.cuda_driver_version, d.gpus_source) == ("375.66", "8.0", "nvml")
    (gpu,) = d.gpus
    assert (gpu.name, gpu.compute_capability, gpu.memory_total_mib, gpu.memory_used_mib) == (
        "Tesla P100-PCIE-12GB", "6.0", 11567, 11400)
    assert (gpu.temperature_c, gpu.slowdown_temperature_c, gpu.power_w, gpu.power_limit_w) == (31, 88, 24.84, 250.0)
    assert gpu.clock_event_reasons == ("gpu_idle",)
    assert (gpu.ecc_enabled, gpu.ecc_uncorrected_volatile, gpu.retired_pages, gpu.retired_pages_pending) == (
        True, 0, 0, False)
    assert gpu.remap_pending is None  # Pascal has no row remapping: "n/a", not an error
    assert (gpu.pcie_gen, gpu.pcie_width, gpu.compute_mode, gpu.persistence_mode) == (3, 16, "Default", False)
    assert gpu.error is None


def test_consumer_gpu_reports_unsupported_fields_as_none(tmp_path: Path) -> None:
    d = _collect(tmp_path, nvml=FakeNvml.load(NVML / "consumer_rtx4070_laptop.json"))
    (gpu,) = d.gpus
    assert gpu.ecc_enabled is None
    assert gpu.slowdown_temperature_c is None
    assert gpu.mig_enabled is None
    assert (gpu.pcie_gen, gpu.pcie_gen_max, gpu.default_power_limit_w) == (2, 4, 55.0)


def test_throttling_reasons_are_decoded(tmp_path: Path) -> None:
    d = _collect(tmp_path, nvml=FakeNvml.load(NVML / "consumer_rtx4070_throttling.json"))
    assert d.gpus[0].clock_event_reasons == ("sw_thermal_slowdown", "hw_thermal_slowdown")


def test_ecc_errors_and_pending_remap(tmp_path: Path) -> None:
    (gpu,) = _collect(tmp_path, nvml=FakeNvml.load(NVML / "datacenter_a100_ecc_remap.json")).gpus
    assert (gpu.ecc_uncorrected_volatile, gpu.remap_pending, gpu.remap_failed, gpu.pcie_width) == (2, True, False, 8)


def test_mig_mode(tmp_path: Path) -> None:
    (gpu,) = _collect(tmp_path, nvml=FakeNvml.load(NVML / "datacenter_a100_mig.json")).gpus
    assert (gpu.mig_enabled, gpu.mig_pending, gpu.remap_pending) == (True, True, None)


def test_lost_gpu_is_reported_and_the_other_still_is(tmp_path: Path) -> None:
    d = _collect(tmp_path, nvml=FakeNvml.load(NVML / "datacenter_two_gpus_one_lost.json"))
    first, lost = d.gpus
    assert first.processes[0].name == "python train.py"
    assert first.processes[0].used_mib == 11398
    assert (lost.index, lost.error) == (1, "GPU is lost")


def test_driver_library_mismatch_from_nvml(tmp_path: Path) -> None:
    d = _collect(tmp_path, nvml=FakeNvml(init_error=pynvml.NVML_ERROR_LIB_RM_VERSION_MISMATCH), commands=NO_SMI)
    assert d.nvml_error == ("RM has detected an NVML/RM version mismatch.; "
                            "nvidia-smi: nvidia-smi: No such file or directory")
    assert d.nvml_error_code == pynvml.NVML_ERROR_LIB_RM_VERSION_MISMATCH
    assert run_rule("DRV003", dataclasses.replace(make_facts(), driver=d)).findings


@pytest.mark.parametrize(("xml", "name", "cc"), [("p100_driver375.xml", "Tesla P100-PCIE-12GB", "6.0"),
                                                 ("rtx4070_laptop_driver575.xml", "NVIDIA GeForce RTX 4070 Laptop GPU",
                                                  "8.9")], ids=["driver-375", "driver-575"])
def test_nvidia_smi_fallback_without_the_binding(tmp_path: Path, xml: str, name: str, cc: str | None) -> None:
    text = (DATA / "nvidia-smi" / xml).read_text()
    d = _collect(tmp_path, commands={SMI[0]: text})
    assert d.gpus_source == "nvidia-smi"
    (gpu,) = d.gpus
    assert gpu.name == name
    assert gpu.compute_capability is None  # nvidia-smi -q has none; the diagnosis takes the model family's
    (judged,) = apply_tables(Facts(driver=d), TABLES).driver.gpus
    assert judged.compute_capability == cc


def test_nvidia_smi_xml_fields() -> None:
    driver, cuda, (gpu,) = gpus_from_smi_xml((DATA / "nvidia-smi" / "rtx4070_laptop_driver575.xml").read_text())
    assert (driver, cuda) == ("575.51.02", "12.9")
    assert gpu.clock_event_reasons == ("gpu_idle",)
    assert (gpu.pcie_gen, gpu.pcie_gen_max, gpu.pcie_width, gpu.pcie_width_max) == (2, 4, 8, 8)
    assert (gpu.power_w, gpu.power_limit_w, gpu.default_power_limit_w) == (11.26, 95.0, 55.0)
    assert (gpu.remap_pending, gpu.ecc_enabled, gpu.persistence_mode) == (False, None, True)
    assert gpu.processes == ()  # only desktop (type G) clients, no CUDA job
    _, _, (p100,) = gpus_from_smi_xml((DATA / "nvidia-smi" / "p100_driver375.xml").read_text())
    assert (p100.ecc_uncorrected_volatile, p100.retired_pages, p100.retired_pages_pending) == (0, 0, False)
    assert p100.clock_event_reasons == ("gpu_idle",)


def test_garbage_from_nvidia_smi(tmp_path: Path) -> None:
    d = _collect(tmp_path, commands={SMI[0]: "Failed to initialize NVML: Unknown Error"})
    assert d.gpus == ()
    assert "no readable XML" in (d.nvml_error or "")


def test_hung_nvidia_smi_becomes_an_error(tmp_path: Path) -> None:
    d = _collect(tmp_path, commands={SMI[0]: TIMEOUT})
    assert d.gpus == ()
    assert "timed out" in (d.nvml_error or "")


def test_no_driver_does_not_even_import_nvml(tmp_path: Path) -> None:
    write(tmp_path, "/dev/null")
    d = collect_driver(FakeSystem(tmp_path, nvml=FakeNvml(init_error=pynvml.NVML_ERROR_UNKNOWN)))
    assert (d.nvml_error or "").startswith("not tried")
    assert "cannot be loaded" in (d.libcuda_error or "")
    assert d.cuda_devices == ()


class _LibCuda:
    """Answers cuDriverGetVersion like libcuda.so.1 of a 550 driver (CUDA 12.4)."""

    def cuDriverGetVersion(self, out: Any) -> int:  # noqa: N802
        ctypes.cast(out, ctypes.POINTER(ctypes.c_int))[0] = 12040
        return 0


def _cuda_probe_key() -> str:
    return f"{sys.executable} {CUDA_PROBE} libcuda.so.1"


def test_cuda_driver_api_probe(tmp_path: Path) -> None:
    answer = json.dumps({"driver_version": 12040, "devices": [
        {"index": 0, "name": "NVIDIA A100-SXM4-80GB", "compute_capability": "8.0", "memory_total_mib": 81050,
         "pci_bus_id": "0000:07:00.0"}]})
    write(tmp_path, "/dev/null")
    d = collect_driver(FakeSystem(tmp_path, libraries={"libcuda.so.1": _LibCuda()},
                                  commands={_cuda_probe_key(): answer}))
    assert (d.cuda_driver_version, d.libcuda_error, d.cuda_init_error) == ("12.4", None, None)
    assert d.cuda_devices[0].compute_capability == "8.0"


@pytest.mark.parametrize(("answer", "error"), [
    (json.dumps({"driver_version": 12040, "init_error": "CUDA_ERROR_NO_DEVICE (100)"}), "CUDA_ERROR_NO_DEVICE (100)"),
    (TIMEOUT, "the CUDA driver probe gave no answer"),
    (CommandResult(-11, ""), "the CUDA driver probe gave no answer (exit code -11)"),
], ids=["no-device", "hang", "segfault"])
def test_cuda_driver_api_failures(tmp_path: Path, answer: object, error: str) -> None:
    write(tmp_path, "/dev/null")
    d = collect_driver(FakeSystem(tmp_path, libraries={"libcuda.so.1": _LibCuda()},
                                  commands={_cuda_probe_key(): answer}))
    assert (d.cuda_init_error or "").startswith(error)


def test_nvidia_gpu_on_the_pci_bus_without_its_driver(tmp_path: Path) -> None:
    dev = "/sys/bus/pci/devices/0000:01:00.0"
    write(tmp_path, f"{dev}/vendor", "0x10de\n")
    write(tmp_path, f"{dev}/class", "0x030000\n")
    write(tmp_path, f"{dev}/device", "0x1c82\n")
    write(tmp_path, "/sys/bus/pci/drivers/nouveau/.keep")
    link(tmp_path, f"{dev}/driver", "../../drivers/nouveau")
    (gpu,) = collect_driver(FakeSystem(tmp_path)).pci_gpus
    assert (gpu.device_id, gpu.kernel_driver) == ("1C82", "nouveau")


@pytest.mark.parametrize(("container", "says"), [("docker", "nvidia-ctk"), (None, "dmesg")], ids=["container", "host"])
def test_nvml_unknown_error_is_explained_where_it_happened(tmp_path: Path, container: str | None, says: str) -> None:
    write(tmp_path, "/proc/driver/nvidia/version", "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.15\n")
    d = _collect(tmp_path, nvml=FakeNvml(init_error=pynvml.NVML_ERROR_UNKNOWN), commands=NO_SMI)
    assert (d.nvml_error or "").startswith("Unknown Error")
    facts = dataclasses.replace(make_facts(platform={"container": container}), driver=d)
    fix = run_rule("DRV005", facts).findings[0].fix
    assert fix is not None
    assert says in fix.text
    assert not run_rule("DRV003", facts).findings
