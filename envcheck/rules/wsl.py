"""WSL: the GPU inside WSL2 comes from the Windows driver, through /dev/dxg and /usr/lib/wsl/lib."""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING

from envcheck.collect.wsl import WSL_LIB
from envcheck.compat import wsl_kernel_short
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Tables

# A WSL distribution name that needs no quotes on a Windows command line.
_PLAIN_NAME = re.compile(r"[\w.-]+")


@rule("WSL001", "A Linux NVIDIA driver is installed inside WSL2", requires=["wsl"])
def linux_driver_inside_wsl(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A Linux NVIDIA driver is installed inside WSL2.

    In WSL2 the Windows driver provides CUDA: its `libcuda.so.1` in /usr/lib/wsl/lib talks to the
    GPU through /dev/dxg. A Linux driver package (`nvidia-driver-*`, `libnvidia-compute-*`,
    `cuda-drivers`) brings a `libcuda.so.1` that cannot reach the GPU; where the loader finds it
    first, CUDA reports no device. NVIDIA's CUDA on WSL guide: do not install a Linux driver in WSL 2.
    """
    wsl = facts.wsl
    if wsl is None or not (wsl.linux_libcuda or wsl.linux_driver_packages):
        return
    loaded_linux = wsl.libcuda is not None and not wsl.libcuda.startswith(WSL_LIB + "/")
    packages = " ".join(wsl.linux_driver_packages)
    what = f"the Linux driver package(s) {packages}" if packages else "a Linux libcuda"
    effect = (f"its {wsl.libcuda} is the libcuda.so.1 the loader picks (via {wsl.libcuda_via}), so CUDA "
              "finds no GPU" if loaded_linux else "it can shadow the Windows driver's libcuda after the next "
              "ldconfig or package update")
    commands = ([f"sudo apt-get remove --purge {packages}"] if packages
                else [f"dpkg -S {shlex.quote(wsl.linux_libcuda[0])}  # the package to remove"])
    yield Finding(
        severity=Severity.ERROR if loaded_linux else Severity.WARN,
        message=f"{what} is installed inside WSL2: {effect}",
        evidence=(f"libcuda.so.1 resolves to {wsl.libcuda or 'nothing'} (via {wsl.libcuda_via or '-'})",
                  f"Linux libcuda: {' '.join(wsl.linux_libcuda) or 'none'}",
                  f"Windows driver's libcuda: {' '.join(wsl.wsl_libcuda) or 'none'}"),
        fix=Fix("Remove the Linux driver inside WSL; the Windows NVIDIA driver is the only driver WSL2 needs.",
                (*commands, "sudo ldconfig")),
        subject="driver", gpu_blocking=loaded_linux,
    )


@rule("WSL002", "The Windows driver's libcuda is missing in WSL2", requires=["wsl"])
def wsl_libcuda_missing(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The Windows driver's libcuda is missing in WSL2.

    A Windows NVIDIA driver with WSL support maps `libcuda.so*` into /usr/lib/wsl/lib, listed
    for the loader in /etc/ld.so.conf.d/ld.wsl.conf. Without the files the Windows driver is too
    old or not NVIDIA's; with the files but no loader entry, `dlopen("libcuda.so.1")` fails.
    """
    wsl = facts.wsl
    if wsl is None:
        return
    if not wsl.wsl_libcuda:
        yield Finding(
            severity=Severity.ERROR,
            message=f"{WSL_LIB} has no libcuda.so: the Windows driver provides no CUDA to WSL2",
            evidence=(f"{WSL_LIB}: no libcuda.so*", f"WSL kernel {wsl.kernel}"),
            fix=Fix("Install or update NVIDIA's Windows driver (it maps CUDA into WSL2), update WSL, and restart "
                    "it; run these in Windows.", ("wsl --update", "wsl --shutdown")),
            subject="driver", gpu_blocking=True,
        )
    elif wsl.libcuda is None:
        yield Finding(
            severity=Severity.ERROR,
            message=f"the loader cannot find libcuda.so.1 although {WSL_LIB} has it (no loader entry for the folder)",
            evidence=(f"{WSL_LIB}: {' '.join(wsl.wsl_libcuda)}", "ldconfig -p: no libcuda.so.1"),
            fix=Fix("List the folder for the loader again (WSL writes it to /etc/ld.so.conf.d/ld.wsl.conf).",
                    (f"echo {WSL_LIB} | sudo tee /etc/ld.so.conf.d/ld.wsl.conf", "sudo ldconfig")),
            subject="driver", gpu_blocking=True,
        )


@rule("WSL003", "/dev/dxg is missing: no GPU in this WSL distribution", requires=["wsl"])
def no_dxg(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """/dev/dxg is missing: no GPU in this WSL distribution.

    WSL2 passes the GPU to Linux through the /dev/dxg device. It is missing in a WSL 1
    distribution and where GPU paravirtualization is not available (an old WSL or Windows build).
    """
    wsl = facts.wsl
    if wsl is None or wsl.dxg:
        return
    # Run in Windows (cmd or PowerShell), which take a double-quoted name alike.
    name = wsl.distribution if wsl.distribution and _PLAIN_NAME.fullmatch(wsl.distribution) else f'"{wsl.distribution}"'
    yield Finding(
        severity=Severity.ERROR,
        message=f"/dev/dxg is missing (kernel {wsl.kernel}): this distribution has no GPU access",
        evidence=("/dev: no dxg", f"uname -r: {wsl.kernel}"),
        fix=Fix("Run the distribution as WSL 2 with a current WSL; run these in Windows"
                + ("." if wsl.distribution else " (`wsl -l -v` names the distribution to convert)."),
                (*((f"wsl --set-version {name} 2",) if wsl.distribution else ()), "wsl --update", "wsl --shutdown")),
        subject="driver", gpu_blocking=True,
    )


@rule("WSL004", "The WSL 2 kernel is older than CUDA on WSL needs", requires=["wsl"])
def wsl_kernel_too_old(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The WSL 2 kernel is older than CUDA on WSL needs.

    NVIDIA's CUDA on WSL guide names the oldest WSL 2 kernel with GPU support and a newer one for
    its performance and functional fixes. The kernel comes with WSL itself, so `wsl --update` on
    the Windows side updates it; the Linux distribution's packages do not.
    """
    wsl = facts.wsl
    short = wsl_kernel_short(tables, wsl.kernel) if wsl else None
    if wsl is None or short is None:
        return
    required = short.need == "required"
    yield Finding(
        severity=Severity.ERROR if required else Severity.INFO,
        message=f"WSL kernel {wsl.kernel} is older than {short.min_kernel}, {short.need} for CUDA on WSL",
        evidence=(f"uname -r: {wsl.kernel}", f"NVIDIA: {short.note} ({', '.join(short.sources)})"),
        fix=Fix("Update WSL (and with it its kernel) from Windows, then restart it.",
                ("wsl --update", "wsl --shutdown")),
        subject="driver", gpu_blocking=required,
    )
