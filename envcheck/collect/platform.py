"""Collect the operating system, container/WSL and CPU instruction sets."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.facts import PlatformFacts

if TYPE_CHECKING:
    from envcheck.system import System

# Instruction sets that decide whether a TensorFlow wheel runs (AVX since 1.6) or
# what its CPU-feature notice lists; /proc/cpuinfo spelling.
CPU_FLAGS = ("sse4_1", "sse4_2", "avx", "avx2", "fma", "avx512f")
_MACOS_FLAG_NAMES = {"SSE4.1": "sse4_1", "SSE4.2": "sse4_2", "AVX1.0": "avx", "AVX2": "avx2", "FMA": "fma",
                     "AVX512F": "avx512f"}
_SYSCTL_TIMEOUT_S = 3.0


def _os_release(system: System) -> str | None:
    text = system.read_text("/etc/os-release") or ""
    match = re.search(r'^PRETTY_NAME="?([^"\n]*)"?$', text, re.MULTILINE)
    return match.group(1) if match else None


def _container(system: System) -> str | None:
    if "KUBERNETES_SERVICE_HOST" in system.environ:
        return "kubernetes"
    if system.is_file("/run/.containerenv"):
        return "podman"
    if system.is_file("/.dockerenv"):
        return "docker"
    cgroup = system.read_text("/proc/1/cgroup") or ""
    for marker, name in (("kubepods", "kubernetes"), ("docker", "docker"), ("libpod", "podman"),
                         ("containerd", "container")):
        if marker in cgroup:
            return name
    return None


def _linux_cpu(system: System) -> tuple[str | None, tuple[str, ...] | None]:
    text = system.read_text("/proc/cpuinfo")
    if text is None:
        return None, None
    model = re.search(r"^(?:model name|Model|cpu model)\s*:\s*(.+)$", text, re.MULTILINE)
    flags = re.search(r"^(?:flags|Features)\s*:\s*(.*)$", text, re.MULTILINE)
    present = set(flags.group(1).split()) if flags else set()
    return (model.group(1).strip() if model else None), tuple(f for f in CPU_FLAGS if f in present)


def _macos_cpu(system: System) -> tuple[str | None, tuple[str, ...] | None]:
    brand = system.run(["sysctl", "-n", "machdep.cpu.brand_string"], timeout=_SYSCTL_TIMEOUT_S)
    feats = system.run(["sysctl", "-n", "machdep.cpu.features", "machdep.cpu.leaf7_features"],
                       timeout=_SYSCTL_TIMEOUT_S)
    model = brand.stdout.strip() or None if brand.ok else None
    if not feats.ok:  # Apple silicon has no x86 feature list: the question does not arise
        return model, None
    names = set(feats.stdout.split())
    return model, tuple(flag for name, flag in _MACOS_FLAG_NAMES.items() if name in names)


def collect_platform(system: System) -> PlatformFacts:
    """Describe the machine; CPU flags stay None where they cannot be read."""
    uname = system.uname()
    error = None
    if uname.system == "Linux":
        model, flags = _linux_cpu(system)
        if flags is None:
            error = "/proc/cpuinfo could not be read"
    elif uname.system == "Darwin":
        model, flags = _macos_cpu(system)
    else:
        model, flags = None, None
        error = f"CPU instruction sets are not read on {uname.system}"
    proc_version = system.read_text("/proc/version") or ""
    return PlatformFacts(
        system=uname.system,
        release=uname.release,
        machine=uname.machine,
        distro=_os_release(system) if uname.system == "Linux" else None,
        glibc=system.glibc(),
        wsl="microsoft" in proc_version.lower() or "WSL_DISTRO_NAME" in system.environ,
        container=_container(system) if uname.system == "Linux" else None,
        cpu_model=model,
        cpu_flags=flags,
        error=error,
    )
