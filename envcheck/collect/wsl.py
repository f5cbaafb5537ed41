"""WSL2: the Windows driver's libcuda in /usr/lib/wsl/lib, /dev/dxg, and any Linux driver that shadows them.

Inside WSL2 the GPU driver is the Windows one: it maps ``libcuda.so*`` and ``nvidia-smi`` into
``/usr/lib/wsl/lib`` and talks to the GPU through ``/dev/dxg``. A Linux NVIDIA driver package
installed inside the distribution brings its own ``libcuda.so.1``, which cannot reach the GPU
(NVIDIA's CUDA on WSL guide: install no Linux driver in WSL 2).
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from envcheck.collect.cuda import ldconfig_cache
from envcheck.facts import WslFacts

if TYPE_CHECKING:
    from envcheck.system import System

__all__ = ["WSL_LIB", "WSL_SMI", "collect_wsl"]

WSL_LIB = "/usr/lib/wsl/lib"
WSL_SMI = (f"{WSL_LIB}/nvidia-smi", "nvidia-smi")
_LIBCUDA = re.compile(r"libcuda\.so(\.\d+)*")
_DEFAULT_DIRS = ("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                 "/usr/lib64", "/usr/lib", "/lib64", "/lib")
_DPKG_INFO = "/var/lib/dpkg/info"


def _resolve(system: System, cache: dict[str, str]) -> tuple[str | None, str | None]:
    """Where dlopen("libcuda.so.1") lands: LD_LIBRARY_PATH, then the loader cache, then the default folders."""
    for folder in system.environ.get("LD_LIBRARY_PATH", "").split(os.pathsep):
        if folder and "libcuda.so.1" in system.list_dir(folder):
            return os.path.join(folder, "libcuda.so.1"), "LD_LIBRARY_PATH"
    if "libcuda.so.1" in cache:
        return cache["libcuda.so.1"], "ldconfig cache"
    for folder in _DEFAULT_DIRS:
        if "libcuda.so.1" in system.list_dir(folder):
            return os.path.join(folder, "libcuda.so.1"), "default folder"
    return None, None


def _linux_libcuda(system: System, cache: dict[str, str]) -> tuple[str, ...]:
    """Every libcuda.so* the loader can reach that is not the Windows driver's."""
    folders = [f for f in system.environ.get("LD_LIBRARY_PATH", "").split(os.pathsep) if f]
    folders += [os.path.dirname(p) for s, p in cache.items() if _LIBCUDA.fullmatch(s)]
    found = {os.path.join(folder, name) for folder in dict.fromkeys([*folders, *_DEFAULT_DIRS])
             for name in system.list_dir(folder) if _LIBCUDA.fullmatch(name)}
    return tuple(sorted(p for p in found if not p.startswith(WSL_LIB + "/")))


def _owners(system: System, paths: tuple[str, ...]) -> tuple[str, ...]:
    """The dpkg packages whose file lists contain any of these paths."""
    if not paths:
        return ()
    owners = []
    for entry in system.list_dir(_DPKG_INFO):
        if not entry.endswith(".list") or ("nvidia" not in entry and "cuda" not in entry):
            continue
        files = set((system.read_text(os.path.join(_DPKG_INFO, entry)) or "").splitlines())
        if files.intersection(paths):
            owners.append(entry.removesuffix(".list").split(":", 1)[0])
    return tuple(sorted(owners))


def collect_wsl(system: System) -> WslFacts:
    """Describe WSL2's GPU plumbing (call it only inside WSL)."""
    cache = ldconfig_cache(system)
    libcuda, via = _resolve(system, cache)
    linux = _linux_libcuda(system, cache)
    return WslFacts(
        kernel=system.uname().release,
        distribution=system.environ.get("WSL_DISTRO_NAME") or None,
        dxg="dxg" in system.list_dir("/dev"),
        wsl_libcuda=tuple(os.path.join(WSL_LIB, n) for n in system.list_dir(WSL_LIB) if _LIBCUDA.fullmatch(n)),
        libcuda=libcuda,
        libcuda_via=via,
        linux_libcuda=linux,
        linux_driver_packages=_owners(system, linux),
    )
