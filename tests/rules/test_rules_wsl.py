"""WSL rules over fake WSL2 trees: with the Windows driver's libcuda only, and with a Linux driver inside."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fakes import DATA, LDCONFIG, python_info, tensorflow_2_21, write

from envcheck.collect import collect
from envcheck.engine import diagnose
from envcheck.findings import Severity, Status
from envcheck.system import CommandResult, Uname
from envcheck.testing import NOT_FOUND, FakeSystem

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.findings import Report, RuleResult

WSL = DATA / "wsl"
KERNEL = "5.15.153.1-microsoft-standard-WSL2"
LINUX_LIBCUDA = "/usr/lib/x86_64-linux-gnu/libcuda.so.1"
LINUX_LINE = f"\tlibcuda.so.1 (libc6,x86-64) => {LINUX_LIBCUDA}\n"


def _wsl(root: Path, *, linux_driver: str | None = None, dxg: bool = True, wsl_libs: bool = True,
         kernel: str = KERNEL, distribution: str | None = "Ubuntu") -> FakeSystem:
    """A WSL2 Ubuntu with TensorFlow 2.21; ``linux_driver`` puts a Linux driver's libcuda "first" or "last"."""
    tensorflow_2_21(root)
    write(root, "/proc/version", f"Linux version {kernel} (root@1c602f52c2e4) (gcc (GCC) 11.2.0) #1 SMP\n")
    write(root, "/etc/os-release", 'PRETTY_NAME="Ubuntu 22.04.4 LTS"\n')
    write(root, "/dev/null")
    if dxg:
        write(root, "/dev/dxg")
    if wsl_libs:
        for name in ("libcuda.so", "libcuda.so.1", "libcuda.so.1.1", "nvidia-smi"):
            write(root, f"/usr/lib/wsl/lib/{name}")
    ldconfig = (WSL / "ldconfig-p_grep_libcuda.txt").read_text() if wsl_libs else ""
    if linux_driver:
        for name in ("libcuda.so.1", "libcuda.so.550.54.15"):
            write(root, f"/usr/lib/x86_64-linux-gnu/{name}")
        write(root, "/var/lib/dpkg/info/libnvidia-compute-550:amd64.list",
              f"/usr/lib/x86_64-linux-gnu\n{LINUX_LIBCUDA}\n/usr/lib/x86_64-linux-gnu/libcuda.so.550.54.15\n")
        write(root, "/var/lib/dpkg/info/bash.list", "/bin/bash\n")
        ldconfig = LINUX_LINE + ldconfig if linux_driver == "first" else ldconfig + LINUX_LINE
    smi = CommandResult(0, (WSL / "nvidia-smi_wsl_546.80.txt").read_text())
    commands: dict[str, CommandResult | str] = {LDCONFIG: ldconfig}
    if wsl_libs:
        commands["/usr/lib/wsl/lib/nvidia-smi"] = smi
    else:
        commands.update({"/usr/lib/wsl/lib/nvidia-smi": NOT_FOUND, "nvidia-smi": NOT_FOUND})
    env = {"WSL_DISTRO_NAME": distribution} if distribution else {}
    return FakeSystem(root, uname=Uname("Linux", kernel, "x86_64"), env=env, python=python_info(), commands=commands)


def _result(report: Report, rule_id: str) -> RuleResult:
    return next(r for r in report.results if r.rule_id == rule_id)


def _report(system: FakeSystem) -> Report:
    return diagnose(collect(system))


def test_wsl001_clean_tree_has_no_linux_driver(tmp_path: Path) -> None:
    facts = collect(_wsl(tmp_path))
    assert facts.wsl is not None
    assert (facts.wsl.libcuda, facts.wsl.libcuda_via) == ("/usr/lib/wsl/lib/libcuda.so.1", "ldconfig cache")
    assert facts.wsl.kernel == KERNEL
    # The Windows driver's version, as nvidia-smi inside WSL reports it (CUDA "ERR!" is no version).
    assert (facts.driver.library_version, facts.driver.cuda_driver_version) == ("546.80", None)
    report = diagnose(facts)
    for rule_id in ("WSL001", "WSL002", "WSL003", "DRV001"):
        assert _result(report, rule_id).status is Status.PASS, rule_id


def test_wsl001_linux_driver_loaded_first_names_the_package(tmp_path: Path) -> None:
    result = _result(_report(_wsl(tmp_path, linux_driver="first")), "WSL001")
    finding = result.findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.gpu_blocking
    assert LINUX_LIBCUDA in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == ("sudo apt-get remove --purge libnvidia-compute-550", "sudo ldconfig")


def test_wsl001_linux_driver_behind_the_wsl_one_is_a_warning(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, linux_driver="last")), "WSL001").findings[0]
    assert finding.severity is Severity.WARN
    assert not finding.gpu_blocking
    assert "libnvidia-compute-550" in finding.message


def test_wsl002_passes_with_the_windows_libcuda(tmp_path: Path) -> None:
    assert _result(_report(_wsl(tmp_path)), "WSL002").status is Status.PASS


def test_wsl002_no_libcuda_from_the_windows_driver(tmp_path: Path) -> None:
    report = _report(_wsl(tmp_path, wsl_libs=False))
    finding = _result(report, "WSL002").findings[0]
    assert "/usr/lib/wsl/lib has no libcuda.so" in finding.message
    assert finding.fix is not None
    assert "wsl --update" in finding.fix.commands


def test_wsl002_libcuda_present_but_not_in_the_loader_cache(tmp_path: Path) -> None:
    system = _wsl(tmp_path)
    system.commands[LDCONFIG] = ""
    finding = _result(_report(system), "WSL002").findings[0]
    assert "cannot find libcuda.so.1" in finding.message


def test_wsl003_passes_with_dxg(tmp_path: Path) -> None:
    assert _result(_report(_wsl(tmp_path)), "WSL003").status is Status.PASS


def test_wsl003_no_dxg(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, dxg=False)), "WSL003").findings[0]
    assert KERNEL in finding.message
    assert finding.fix is not None
    assert "wsl --set-version Ubuntu 2" in finding.fix.commands


def test_wsl003_distribution_name_with_a_space_is_quoted(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, dxg=False, distribution="My Ubuntu")), "WSL003").findings[0]
    assert finding.fix is not None
    assert 'wsl --set-version "My Ubuntu" 2' in finding.fix.commands


def test_wsl003_no_dxg_unknown_distribution_has_no_placeholder(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, dxg=False, distribution=None)), "WSL003").findings[0]
    assert finding.fix is not None
    assert finding.fix.commands == ("wsl --update", "wsl --shutdown")
    assert "wsl -l -v" in finding.fix.text


def test_wsl_rules_skip_outside_wsl(tmp_path: Path) -> None:
    tensorflow_2_21(tmp_path)
    report = _report(FakeSystem(tmp_path, python=python_info(), commands={LDCONFIG: ""}))
    assert all(_result(report, r).status is Status.SKIP for r in ("WSL001", "WSL002", "WSL003"))


def test_wsl004_current_kernel(tmp_path: Path) -> None:
    assert _result(_report(_wsl(tmp_path)), "WSL004").status is Status.PASS


def test_wsl004_kernel_without_gpu_support(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, kernel="4.19.104-microsoft-standard")), "WSL004").findings[0]
    assert finding.severity is Severity.ERROR
    assert "older than 4.19.121, required" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == ("wsl --update", "wsl --shutdown")


def test_wsl004_kernel_below_the_recommended_one(tmp_path: Path) -> None:
    finding = _result(_report(_wsl(tmp_path, kernel="5.4.72-microsoft-standard-WSL2")), "WSL004").findings[0]
    assert finding.severity is Severity.INFO
    assert "5.10.16.3" in finding.message
