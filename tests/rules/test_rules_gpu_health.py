"""GPU health rules over facts read from the recorded NVML scenarios (tests/data/nvml)."""

from __future__ import annotations

import dataclasses

import pytest
from fakes import DATA, write

from envcheck.collect.driver import collect_driver
from envcheck.facts import DriverFacts, GpuFacts, GpuProcess
from envcheck.findings import Severity, Status
from envcheck.testing import FakeNvml, FakeSystem, make_facts, run_rule


@pytest.fixture(scope="module")
def scenario(tmp_path_factory: pytest.TempPathFactory):
    """Driver facts collected from one recorded NVML scenario."""
    def load(name: str) -> DriverFacts:
        root = tmp_path_factory.mktemp(name)
        write(root, "/dev/nvidia0")
        return collect_driver(FakeSystem(root, nvml=FakeNvml.load(DATA / "nvml" / f"{name}.json")))
    return load


def _gpu(**changes: object) -> GpuFacts:
    return dataclasses.replace(make_facts().driver.gpus[0], **changes)


def test_gpu002_thermal_slowdown(scenario) -> None:
    finding = run_rule("GPU002", make_facts(driver=scenario("consumer_rtx4070_throttling"))).findings[0]
    assert finding.severity is Severity.WARN  # slower, not broken
    assert finding.message.endswith(": throttled by hw_thermal_slowdown, sw_thermal_slowdown, so training runs slower")
    assert "SM clock 1290 of 3105 MHz" in finding.evidence


def test_gpu002_lowered_power_cap_is_a_warning() -> None:
    gpu = _gpu(clock_event_reasons=("sw_power_cap",), power_limit_w=300.0, default_power_limit_w=450.0)
    finding = run_rule("GPU002", make_facts(driver={"gpus": (gpu,)})).findings[0]
    assert finding.severity is Severity.WARN
    assert finding.fix.commands == ("sudo nvidia-smi -i 0 -pl 450",)


def test_gpu002_idle_is_not_throttling(scenario) -> None:
    assert run_rule("GPU002", make_facts(driver=scenario("datacenter_p100_healthy"))).status is Status.PASS


def test_gpu003_narrow_link(scenario) -> None:
    finding = run_rule("GPU003", make_facts(driver=scenario("datacenter_a100_ecc_remap"))).findings[0]
    assert finding.message.endswith(": PCIe link gen 4 x8 of gen 4 x16")


def test_gpu003_low_generation_at_idle_is_normal(scenario) -> None:
    assert run_rule("GPU003", make_facts(driver=scenario("consumer_rtx4070_laptop"))).status is Status.PASS


def test_gpu003_low_generation_under_load() -> None:
    gpu = _gpu(utilization_pct=97, pcie_gen=1, pcie_gen_max=4, pcie_width=16, pcie_width_max=16)
    assert run_rule("GPU003", make_facts(driver={"gpus": (gpu,)})).findings[0].severity is Severity.WARN


def test_gpu004_ecc_errors_and_pending_remap(scenario) -> None:
    finding = run_rule("GPU004", make_facts(driver=scenario("datacenter_a100_ecc_remap"))).findings[0]
    assert finding.severity is Severity.ERROR
    assert "2 uncorrectable ECC errors since the driver loaded; a row remap is pending" in finding.message
    assert finding.fix.commands == ("sudo nvidia-smi -i 0 -r",)


def test_gpu004_pending_only_is_a_warning() -> None:
    gpu = _gpu(retired_pages_pending=True)
    assert run_rule("GPU004", make_facts(driver={"gpus": (gpu,)})).findings[0].severity is Severity.WARN


def test_gpu004_clean(scenario) -> None:
    assert run_rule("GPU004", make_facts(driver=scenario("datacenter_p100_healthy"))).status is Status.PASS


def test_gpu005_another_job_holds_the_memory(scenario) -> None:
    driver = scenario("datacenter_two_gpus_one_lost")
    finding = run_rule("GPU005", make_facts(driver=driver)).findings[0]
    assert "11398 of 11567 MiB are held by python train.py (pid 4242, 11398 MiB)" in finding.message


def test_gpu005_suggests_only_a_free_gpu() -> None:
    busy = _gpu(processes=(GpuProcess(pid=4242, name="python train.py", used_mib=20000),))
    alone = run_rule("GPU005", make_facts(driver={"gpus": (busy,)})).findings[0]
    assert alone.fix is not None
    assert alone.fix.commands == ("export TF_FORCE_GPU_ALLOW_GROWTH=true",)  # no other GPU to name
    other = _gpu(index=1, uuid="GPU-free", processes=())
    both = run_rule("GPU005", make_facts(driver={"gpus": (busy, other)})).findings[0]
    assert both.fix is not None
    assert both.fix.commands[-1] == "export CUDA_VISIBLE_DEVICES=GPU-free  # GPU 1 is free"


def test_gpu005_small_desktop_process_is_fine() -> None:
    gpu = _gpu(processes=(GpuProcess(pid=1802, name="Xorg", used_mib=20),))
    assert run_rule("GPU005", make_facts(driver={"gpus": (gpu,)})).status is Status.PASS


def test_gpu006_prohibited() -> None:
    finding = run_rule("GPU006", make_facts(driver={"gpus": (_gpu(compute_mode="Prohibited"),)})).findings[0]
    assert finding.gpu_blocking
    assert finding.fix.commands == ("sudo nvidia-smi -i 0 -c DEFAULT",)


def test_gpu006_exclusive_and_busy() -> None:
    gpu = _gpu(compute_mode="Exclusive_Process", processes=(GpuProcess(pid=7, name="jupyter", used_mib=300),))
    assert run_rule("GPU006", make_facts(driver={"gpus": (gpu,)})).findings[0].severity is Severity.WARN


def test_gpu006_default() -> None:
    assert run_rule("GPU006", make_facts()).status is Status.PASS


def test_gpu007_mig_enabled(scenario) -> None:
    finding = run_rule("GPU007", make_facts(driver=scenario("datacenter_a100_mig"))).findings[0]
    assert "MIG is on" in finding.message
    assert "nvidia-smi -L" in finding.fix.commands


def test_gpu007_mig_off(scenario) -> None:
    assert run_rule("GPU007", make_facts(driver=scenario("datacenter_a100_ecc_remap"))).status is Status.PASS


def test_gpu008_lost_gpu(scenario) -> None:
    finding = run_rule("GPU008", make_facts(driver=scenario("datacenter_two_gpus_one_lost"))).findings[0]
    assert finding.message == "GPU 1 (unknown): does not answer: GPU is lost"
    assert finding.fix.commands == ("sudo nvidia-smi -i 1 -r",)  # a reboot only if the reset fails: in the text
    assert "`sudo reboot`" in finding.fix.text


def test_gpu008_all_answer(scenario) -> None:
    assert run_rule("GPU008", make_facts(driver=scenario("datacenter_p100_healthy"))).status is Status.PASS


def test_drv004_cuinit_fails() -> None:
    facts = make_facts(driver={"cuda_init_error": "CUDA_ERROR_UNKNOWN (999)"})
    finding = run_rule("DRV004", facts).findings[0]
    assert "nvidia-uvm" in finding.message
    assert finding.gpu_blocking


def test_drv004_cuinit_works() -> None:
    assert run_rule("DRV004", make_facts()).status is Status.PASS
