from __future__ import annotations

from envcheck.findings import Severity, Status
from envcheck.testing import make_facts, run_rule

NO_DRIVER = {"kernel_module_version": None, "library_version": None, "cuda_driver_version": None, "gpus": (),
             "device_nodes": (), "nvml_error": "NVML Shared Library Not Found", "pci_gpus": (),
             "libcuda_error": "libcuda.so.1 cannot be loaded: libcuda.so.1: cannot open shared object file"}


def test_tf001_cpu_build_on_a_gpu_machine() -> None:
    facts = make_facts(tensorflow={"is_cuda_build": False, "distribution": "tensorflow-cpu"})
    finding = run_rule("TF001", facts).findings[0]
    assert finding.gpu_blocking
    assert finding.fix.commands == ("/venv/bin/python -m pip uninstall -y tensorflow-cpu",
                                    "/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.0'")


def test_tf001_before_2_14_installs_the_lines_gpu_package() -> None:
    for version, package in (("2.12.0", "tensorflow"), ("1.14.0", "tensorflow-gpu")):
        facts = make_facts(tensorflow={"is_cuda_build": False, "distribution": "tensorflow-cpu", "version": version})
        finding = run_rule("TF001", facts).findings[0]
        assert finding.fix.commands[-1] == f"/venv/bin/python -m pip install '{package}=={version}'"  # no [and-cuda]


def test_tf001_cpu_build_without_gpu_is_fine() -> None:
    facts = make_facts(tensorflow={"is_cuda_build": False}, driver=NO_DRIVER)
    assert run_rule("TF001", facts).status is Status.PASS


def test_tf002_newer_than_the_table() -> None:
    finding = run_rule("TF002", make_facts(tensorflow={"version": "2.23.0.dev20261026"})).findings[0]
    assert finding.severity is Severity.INFO
    assert "newest known is 2.21" in finding.message


def test_tf002_unreadable_version() -> None:
    finding = run_rule("TF002", make_facts(tensorflow={"version": "not-a-version"})).findings[0]
    assert finding.severity is Severity.WARN
    assert "'not-a-version'" in finding.message


def test_tf002_known_version() -> None:
    assert run_rule("TF002", make_facts()).status is Status.PASS


def test_tf003_unreadable_build_info() -> None:
    facts = make_facts(tensorflow={"error": "tensorflow/python/platform/build_info.py cannot be parsed"})
    assert "cannot be parsed" in run_rule("TF003", facts).findings[0].message


def test_tf003_readable() -> None:
    assert run_rule("TF003", make_facts()).status is Status.PASS


def test_drv001_no_driver_in_a_container() -> None:
    facts = make_facts(driver=NO_DRIVER, platform={"container": "docker"})
    finding = run_rule("DRV001", facts).findings[0]
    assert finding.gpu_blocking
    assert "needs driver 525.60.13 or newer" in finding.message
    assert finding.fix.commands == ()  # nothing run inside the container fixes it
    assert "On the host" in finding.fix.text
    assert "--gpus all" in finding.fix.text


def test_drv001_gpu_present_but_bound_to_nouveau() -> None:
    driver = {**NO_DRIVER, "pci_gpus": ({"bus_id": "0000:01:00.0", "device_id": "1C82", "kernel_driver": "nouveau"},)}
    finding = run_rule("DRV001", make_facts(driver=driver)).findings[0]
    assert "0000:01:00.0 (nouveau)" in finding.message
    assert finding.fix.commands[0] == "sudo ubuntu-drivers install"


def test_drv001_container_without_gpu_access() -> None:
    driver = {**NO_DRIVER, "pci_gpus": ({"bus_id": "0000:01:00.0", "device_id": "2684", "kernel_driver": "nvidia"},)}
    finding = run_rule("DRV001", make_facts(driver=driver, platform={"container": "docker"})).findings[0]
    assert "not available here" in finding.message


def test_drv001_wsl_needs_the_windows_driver() -> None:
    fix = run_rule("DRV001", make_facts(driver=NO_DRIVER, platform={"wsl": True})).findings[0].fix
    assert "Windows driver" in fix.text
    assert fix.commands == ()


def test_drv001_driver_loaded() -> None:
    assert run_rule("DRV001", make_facts()).status is Status.PASS


def test_drv002_driver_470_for_cuda_12() -> None:
    facts = make_facts(driver={"library_version": "470.82.01", "kernel_module_version": "470.82.01",
                               "cuda_driver_version": "11.4"})
    finding = run_rule("DRV002", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.message == ("driver 470.82.01 is too old for CUDA 12.5.1, so TensorFlow cannot create a CUDA "
                               "context")
    assert finding.fix is not None
    assert finding.fix.text.startswith(  # the floor, and why a newer one is asked for, said once
        "Install the NVIDIA driver 555.42.06 or newer (525.60.13 is the lowest driver for any CUDA 12; 555.42.06, "
        "CUDA 12.5.1's own, also JIT-compiles its PTX)")


def test_drv002_minor_version_compatibility_is_honoured() -> None:
    facts = make_facts(driver={"library_version": "535.104.05", "kernel_module_version": "535.104.05",
                               "cuda_driver_version": "12.2"})
    finding = run_rule("DRV002", facts).findings[0]
    assert finding.severity is Severity.INFO
    assert "555.42.06" in finding.message


def test_drv002_windows_numbering_under_wsl() -> None:
    facts = make_facts(platform={"wsl": True}, driver={"library_version": "566.36", "kernel_module_version": None,
                                                        "cuda_driver_version": "12.7"})
    assert run_rule("DRV002", facts).status is Status.PASS


def test_drv002_recent_driver() -> None:
    assert run_rule("DRV002", make_facts()).status is Status.PASS


def test_drv002_skips_without_driver() -> None:
    assert run_rule("DRV002", make_facts(driver=NO_DRIVER)).status is Status.SKIP


def test_drv003_module_and_libraries_differ() -> None:
    facts = make_facts(driver={"kernel_module_version": "550.54.15", "library_version": "550.90.07"})
    finding = run_rule("DRV003", facts).findings[0]
    assert finding.fix.commands == ("sudo reboot",)


def test_drv003_nvml_reports_the_mismatch() -> None:
    facts = make_facts(driver={"library_version": None, "nvml_error": "Driver/library version mismatch"})
    assert run_rule("DRV003", facts).status is Status.FAIL


def test_drv003_consistent() -> None:
    assert run_rule("DRV003", make_facts()).status is Status.PASS


def test_drv002_without_the_driver_api_the_branch_tells_the_cuda_it_supports() -> None:
    facts = make_facts(driver={"library_version": None, "kernel_module_version": "470.82.01",
                               "cuda_driver_version": None})
    finding = run_rule("DRV002", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert "driver 470.82.01 (supports CUDA up to 11.4 by its branch)" in finding.evidence


def test_tf004_not_installed_gives_recommends_install_command() -> None:
    finding = run_rule("TF004", make_facts(tensorflow={"installed": False, "version": None})).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.message == "TensorFlow is not installed for /venv/bin/python"
    assert finding.fix is not None
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*'",)


def test_tf004_no_release_fits_says_why() -> None:
    facts = make_facts(tensorflow={"installed": False, "version": None}, python={"version": "3.99.0"})
    finding = run_rule("TF004", facts).findings[0]
    assert finding.fix is not None
    assert finding.fix.commands == ()
    assert "no TensorFlow supports Python 3.99: use Python 3.13" in finding.fix.text


def test_tf004_installed() -> None:
    assert run_rule("TF004", make_facts()).status is Status.PASS


def test_drv005_container_lost_the_gpu() -> None:
    facts = make_facts(driver={"nvml_error": "Unknown Error", "nvml_error_code": 999}, platform={"container": "docker"})
    finding = run_rule("DRV005", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.fix is not None
    assert "nvidia-ctk system create-dev-char-symlinks" in finding.fix.text


def test_drv005_on_the_host_is_uncertain() -> None:
    fix = run_rule("DRV005", make_facts(driver={"nvml_error": "Unknown Error", "nvml_error_code": 999})).findings[0].fix
    assert fix is not None
    assert fix.text.startswith("Uncertain")
    assert "nvidia-smi" in fix.commands


def test_drv005_nvml_initialised() -> None:
    assert run_rule("DRV005", make_facts()).status is Status.PASS
