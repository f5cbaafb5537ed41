"""DRV: the NVIDIA driver that TensorFlow's CUDA runtime talks to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.compat import driver_branch_cuda
from envcheck.cuerrors import describe
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._registry import REQUIREMENTS, rule
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Tables

NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18  # nvml.h: "RM has detected an NVML/RM version mismatch."

def driver_fix(facts: Facts, minimum: str | None, why: str = "") -> Fix:
    """How to install or upgrade the driver on this kind of machine; ``why`` explains the version asked for."""
    need = f" {minimum} or newer" + (f" ({why})" if why else "") if minimum else ""
    if facts.platform.wsl:
        return Fix(f"Inside WSL2 the GPU driver is the Windows one: install NVIDIA's Windows driver{need} on the "
                   "host, and no Linux driver inside WSL.")
    if facts.platform.container:
        # Nothing run inside the container fixes this, so the fix is words for the host, not a command.
        return Fix(f"On the host (not in this container): install the NVIDIA driver{need} and the NVIDIA Container "
                   "Toolkit, then start this container again with `docker run --gpus all ...` (on Kubernetes, "
                   "request nvidia.com/gpu).")
    distro = facts.platform.distro or ""
    if "Ubuntu" in distro:
        commands: tuple[str, ...] = ("sudo ubuntu-drivers install", "sudo reboot")
    elif "Debian" in distro:
        commands = ("sudo apt install nvidia-driver firmware-misc-nonfree  # needs the non-free component",
                    "sudo reboot")
    elif any(n in distro for n in ("Fedora", "Red Hat", "Rocky", "AlmaLinux", "CentOS")):
        commands = ("sudo dnf install akmod-nvidia  # RPM Fusion; or NVIDIA's CUDA repository", "sudo reboot")
    else:
        commands = ()
    return Fix(f"Install the NVIDIA driver{need} (https://www.nvidia.com/Download/index.aspx).", commands)


def _windows_scheme(facts: Facts) -> bool:
    """WSL2 reports the Windows driver's version number."""
    return facts.platform.system == "Windows" or facts.platform.wsl


@rule("DRV001", "CUDA build of TensorFlow but no NVIDIA driver", requires=["tensorflow", "cuda_build"])
def no_driver(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Without a loaded NVIDIA driver, CUDA finds no device and TensorFlow runs on the CPU."""
    loaded, _ = REQUIREMENTS["driver"]
    if loaded(facts):
        return
    d = facts.driver
    cuda = facts.tensorflow.cuda_version or "?"
    floor, _ = tables.driver_floor(cuda, windows=_windows_scheme(facts)) if cuda != "?" else (None, None)
    unbound = [g for g in d.pci_gpus if g.kernel_driver != "nvidia"]
    if unbound:
        bound = ", ".join(f"{g.bus_id} ({g.kernel_driver or 'no driver'})" for g in unbound)
        what = f"{len(unbound)} NVIDIA GPU(s) on the PCI bus, but the NVIDIA driver is not bound to them: {bound}"
    elif d.pci_gpus:
        what = (f"the NVIDIA driver drives {len(d.pci_gpus)} GPU(s) on this host, but its device nodes and "
                "libraries are not available here (a container started without GPU access?)")
    else:
        what = "no NVIDIA driver is loaded and no NVIDIA GPU is visible to this system"
    yield Finding(
        severity=Severity.ERROR,
        message=f"{what}; TensorFlow {facts.tensorflow.version} (CUDA {cuda}) needs driver {floor or '?'} or newer",
        evidence=(
            f"/proc/driver/nvidia/version: {d.kernel_module_version or 'absent'}",
            f"/dev/nvidia*: {' '.join(d.device_nodes) or 'none'}",
            f"libcuda: {d.libcuda_error or 'loaded'}",
            f"NVML: {d.nvml_error or 'initialised'}",
        ),
        fix=driver_fix(facts, floor),
        subject="driver",
        gpu_blocking=True,
    )


@rule("DRV002", "Driver too old for TensorFlow's CUDA", requires=["tensorflow", "cuda_build", "driver"])
def driver_too_old(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Driver too old for TensorFlow's CUDA.

    The CUDA runtime refuses a driver older than its major family's minimum ("CUDA driver
    version is insufficient for CUDA runtime version"). Between that minimum and the toolkit's
    own driver it runs under minor-version compatibility, except for PTX JIT compilation.
    """
    d, cuda = facts.driver, facts.tensorflow.cuda_version
    if cuda is None:
        return
    driver = d.library_version or d.kernel_module_version
    windows = _windows_scheme(facts)
    family, exact = tables.driver_floor(cuda, windows=windows)
    branch_cuda = driver_branch_cuda(tables, facts)
    supports = d.cuda_driver_version or (f"up to {branch_cuda} by its branch" if branch_cuda else None)
    evidence = (f"driver {driver or '(version unknown)'}" + (f" (supports CUDA {supports})" if supports else ""),
                f"TensorFlow {facts.tensorflow.version} is built with CUDA {cuda}")
    by_version = driver is not None and family is not None and version_tuple(driver) < version_tuple(family)
    by_api = d.cuda_driver_version is not None and version_tuple(d.cuda_driver_version)[:1] < version_tuple(cuda)[:1]
    if by_version or by_api:
        why = (f"{family} is the lowest driver for any CUDA {version_tuple(cuda)[0]}; {exact}, CUDA {cuda}'s own, "
               "also JIT-compiles its PTX" if exact and family and exact != family else "")
        yield Finding(
            severity=Severity.ERROR,
            message=(f"driver {driver or d.cuda_driver_version} is too old for CUDA {cuda}, so TensorFlow cannot "
                     "create a CUDA context"),
            evidence=evidence, fix=driver_fix(facts, exact or family, why), subject="driver", gpu_blocking=True,
        )
    elif driver is not None and exact is not None and version_tuple(driver) < version_tuple(exact):
        yield Finding(
            severity=Severity.INFO,
            message=(f"driver {driver} is older than CUDA {cuda}'s own ({exact}); TensorFlow runs under CUDA "
                     "minor-version compatibility, but PTX from this toolkit cannot be JIT-compiled"),
            evidence=evidence, fix=driver_fix(facts, exact), subject="driver",
        )


@rule("DRV003", "Kernel module and driver libraries differ", requires=["driver"])
def driver_version_mismatch(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Kernel module and driver libraries differ.

    After a driver upgrade without a reboot, the old kernel module stays loaded while the
    new user-space libraries are installed; NVML and CUDA then fail with "Driver/library
    version mismatch".
    """
    d = facts.driver
    kernel, library = d.kernel_module_version, d.library_version
    differ = kernel and library and kernel != library
    # NVML says so by its return code; nvidia-smi, asked when NVML is missing, only in words.
    said = d.nvml_error_code == NVML_ERROR_LIB_RM_VERSION_MISMATCH or "mismatch" in (d.nvml_error or "").lower()
    if not differ and not said:
        return
    yield Finding(
        severity=Severity.ERROR,
        message=(f"the loaded kernel module is {kernel or '?'} but the driver libraries are "
                 f"{library or 'another version'}"),
        evidence=(f"/proc/driver/nvidia/version: {kernel or 'absent'}", f"NVML: {d.nvml_error or library}"),
        fix=Fix("Reboot so that the kernel module matches the libraries (or reload the nvidia modules).",
                ("sudo reboot",)),
        subject="driver",
        gpu_blocking=True,
    )


# NVIDIA's notice (nvidia-docker#1730): systemd re-applying a container's cgroup (`systemctl daemon-reload`) takes
# its GPU device nodes away; these keep them.
_KEEP_DEVICES = ("run `sudo nvidia-ctk system create-dev-char-symlinks --create-all` on the host, or give Docker "
                 "the cgroupfs driver (nvidia-docker#1730).")


def _init_fix(facts: Facts, cause: str | None) -> Fix:
    """What to do about a failing cuInit, decided by what its error means and where envcheck runs."""
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    if cause == "no_gpu_visible" and visible is not None:
        return Fix(f"CUDA_VISIBLE_DEVICES={visible!r} leaves CUDA no GPU: unset it, or list GPUs that exist.",
                   ("unset CUDA_VISIBLE_DEVICES", "nvidia-smi -L"))
    if cause == "driver_missing":
        return Fix("The libcuda.so.1 loaded is the toolkit's stub: take the directory holding it (.../stubs) "
                   "out of LD_LIBRARY_PATH, so that the driver's own libcuda.so.1 is found.",
                   ("echo $LD_LIBRARY_PATH", "ldconfig -p | grep libcuda.so.1"))
    if cause == "gpu_memory_in_use":
        return Fix("Another process holds the GPU (exclusive-process compute mode, or a busy GPU): stop it, or "
                   "use another GPU.", ("nvidia-smi", "nvidia-smi --query-gpu=index,compute_mode --format=csv"))
    if facts.platform.container and cause in ("no_gpu_visible", "uvm_unavailable"):
        # Nothing run inside the container fixes this, so the fix is words for the host.
        return Fix("On the host: restart this container with GPU access (`docker run --gpus all ...`). A "
                   f"container that had the GPU and lost it saw systemd re-apply its cgroup: {_KEEP_DEVICES}")
    if cause == "uvm_unavailable":
        return Fix("Load the unified-memory module and check the device nodes, or reboot after a driver change.",
                   ("sudo modprobe nvidia-uvm", "ls -l /dev/nvidia*"))
    return Fix("Uncertain which part fails: if nvidia-smi fails too, the driver is in a bad state (reboot, or "
               "reinstall it after a kernel update); if it works, the error above names what CUDA refused.",
               ("nvidia-smi",))


@rule("DRV004", "The CUDA driver cannot initialise", requires=["driver"])
def cuda_init_fails(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The driver is loaded but cuInit, its first call, fails: no program can use the GPU.

    envcheck calls the CUDA driver API directly (no TensorFlow involved), so this separates a
    broken driver setup from a TensorFlow that cannot load its own libraries. The fix follows the
    error: CUDA_VISIBLE_DEVICES hiding every GPU, the toolkit's stub libcuda, a busy GPU, a
    container without (or no longer with) the GPU, the nvidia-uvm module.
    """
    error = facts.driver.cuda_init_error
    if not error:
        return
    known = describe(error)
    hint = known[2] if known else ""
    yield Finding(
        severity=Severity.ERROR,
        message=f"the NVIDIA driver is loaded but cuInit fails with {error}" + (f": {hint}" if hint else ""),
        evidence=(f"driver {facts.driver.library_version or facts.driver.kernel_module_version}",
                  f"/dev/nvidia*: {' '.join(facts.driver.device_nodes) or 'none'}",
                  f"CUDA_VISIBLE_DEVICES={facts.environment.get('CUDA_VISIBLE_DEVICES') or '(unset)'}"),
        fix=_init_fix(facts, known[1] if known else None),
        subject="driver",
        gpu_blocking=True,
    )


NVML_ERROR_UNKNOWN = 999  # nvml.h: "An internal driver error occurred"


@rule("DRV005", "NVML cannot reach the GPU (Unknown Error)", requires=["driver"])
def nvml_unknown_error(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """NVML cannot reach the GPU: nvmlInit fails with "Unknown Error" although the driver is loaded.

    In a container that had the GPU, systemd re-applying its cgroup (`systemctl daemon-reload`,
    run by hand or by a package update) takes the device nodes away (nvidia-docker#1730). On a
    host, the driver itself is in a bad state, which this machine cannot tell apart further.
    """
    d = facts.driver
    if d.nvml_error_code != NVML_ERROR_UNKNOWN:
        return
    evidence = (f"NVML: {d.nvml_error}", f"/proc/driver/nvidia/version: {d.kernel_module_version or 'absent'}",
                f"/dev/nvidia*: {' '.join(d.device_nodes) or 'none'}")
    if facts.platform.container:
        yield Finding(
            severity=Severity.ERROR,
            message=("NVML cannot reach the GPU from this container (Unknown Error): the container lost its "
                     "device access, as when systemd re-applies its cgroup on `systemctl daemon-reload`"),
            evidence=evidence,
            fix=Fix(f"Restart the container. So that it does not recur: {_KEEP_DEVICES}"),
            subject="driver", gpu_blocking=True,
        )
        return
    yield Finding(
        severity=Severity.ERROR,
        message="NVML cannot reach the GPU (Unknown Error) although the NVIDIA driver is loaded",
        evidence=evidence,
        fix=Fix("Uncertain which part is broken: if `nvidia-smi` fails the same way, reboot (after a kernel or "
                "driver update the module may not match); `sudo dmesg | grep -i nvrm` shows the driver's own "
                "errors.", ("nvidia-smi", "sudo dmesg | grep -i nvrm")),
        subject="driver", gpu_blocking=True,
    )
