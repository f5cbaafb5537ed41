"""Find the CUDA libraries TensorFlow will dlopen, in the order its loader searches.

TensorFlow calls plain ``dlopen(soname)``, so ld.so(8)'s order applies:
LD_LIBRARY_PATH, then the DT_RUNPATH of TensorFlow's own .so files
(``site-packages/nvidia/*/lib`` from 2.14 on), the loader cache, and the
default folders. That RUNPATH is read from the installed libtensorflow_framework.so
(the object that calls dlopen, whose RUNPATH is the one used); only without it do the
tables say what it holds. (The survey's ``dlopen_flags_note`` lists RUNPATH first;
ld.so(8) puts LD_LIBRARY_PATH before DT_RUNPATH.) CUDA_HOME, /usr/local/cuda* and a conda prefix are
*not* searched unless listed there, so copies found only in them are reported
as unreachable.
"""

from __future__ import annotations

import functools
import os
import re
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.collect._elf import read_dynamic
from envcheck.collect._versions import CUDNN_HEADERS, cudart_header_version, cudnn_header_version
from envcheck.collect.windows import windows_cuda
from envcheck.facts import CudaFacts, CudaToolkit, LibraryFacts, PythonFacts, TensorFlowFacts

if TYPE_CHECKING:
    from collections.abc import Mapping

    from envcheck.system import System
    from envcheck.tables import Release, Tables

# Libraries checked for each release; the driver (libcuda, libnvidia-ml) is the driver
# collector's, TensorRT is optional and no longer built in from 2.18.
_CHECKED = ("libcudart", "libcublas", "libcublasLt", "libcufft", "libcurand", "libcusolver", "libcusparse",
            "libcudnn", "libcupti", "libnccl")
_DEFAULT_DIRS = ("/lib64", "/usr/lib64", "/lib", "/usr/lib", "/lib/x86_64-linux-gnu",
                 "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/usr/lib/aarch64-linux-gnu")
# TensorFlow's DsoLoader, which dlopens the CUDA libraries, is in libtensorflow_framework (1.15 and 2.0
# keep it in tensorflow_core/): the loader searches that object's RUNPATH, not _pywrap_tensorflow_internal's.
_FRAMEWORK = ("libtensorflow_framework.so.2", "libtensorflow_framework.so.1")
# TensorFlow's other objects, relative to the framework's folder. A folder only their RUNPATH lists is
# not searched by the framework's dlopen, unless one of them opens that library itself: 2.21 lists
# nvidia/cusolver only in libtensorflow_cc's RUNPATH, which the rules report as uncertain.
_SIBLINGS = ("libtensorflow_cc.so.2", os.path.join("python", "_pywrap_tensorflow_internal.so"))
_LDCONFIG = ("/sbin/ldconfig", "ldconfig")
_LDCONFIG_TIMEOUT_S = 5.0


def ldconfig_cache(system: System) -> dict[str, str]:
    """Map soname -> path from ``ldconfig -p`` (first entry wins, as for the loader)."""
    for exe in _LDCONFIG:
        result = system.run([exe, "-p"], timeout=_LDCONFIG_TIMEOUT_S)
        if result.ok:
            cache: dict[str, str] = {}
            for match in re.finditer(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", result.stdout, re.MULTILINE):
                cache.setdefault(match.group(1), match.group(3))
            return cache
    return {}


def _lib_version(system: System, path: str, soname: str) -> str:
    real = os.path.basename(system.realpath(path))
    tail = real.split(".so.", 1)[1] if ".so." in real else ""
    return tail or soname.split(".so.", 1)[-1]


def _toolkit_roots(system: System, env: Mapping[str, str]) -> list[str]:
    local = [os.path.join("/usr/local", d) for d in system.list_dir("/usr/local") if d.startswith("cuda")]
    return [r for r in (env.get("CUDA_HOME"), env.get("CUDA_PATH"), *local) if r]


def _toolkits(system: System, env: Mapping[str, str]) -> list[CudaToolkit]:
    roots = _toolkit_roots(system, env)
    found: dict[str, CudaToolkit] = {}
    for root in roots:
        real = system.realpath(root)
        if real in found or not system.is_dir(os.path.join(real, "include")):
            continue
        header = system.read_text(os.path.join(real, "include", "cuda_runtime_api.h")) or ""
        found[real] = CudaToolkit(path=real, version=cudart_header_version(header))
    return list(found.values())


def _cudnn_version(system: System, lib: LibraryFacts | None, python: PythonFacts) -> tuple[str | None, str | None]:
    if lib is None or lib.path is None:
        return None, None
    libdir = os.path.dirname(lib.path)
    candidates = [os.path.join(libdir, "..", "include", h) for h in CUDNN_HEADERS]
    candidates += [os.path.join(s, "nvidia", "cudnn", "include", h)
                   for s in python.site_packages for h in CUDNN_HEADERS]
    major = lib.soname.rsplit(".", 1)[-1]
    candidates += [f"/usr/include/{a}cudnn_version_v{major}.h" for a in ("", "x86_64-linux-gnu/", "aarch64-linux-gnu/")]
    candidates += [f"/usr/include/{h}" for h in CUDNN_HEADERS]
    for path in candidates:
        version = cudnn_header_version(system.read_text(os.path.normpath(path)) or "")
        if version and version.split(".")[0] == major:
            return version, os.path.normpath(path)
    if lib.version and lib.version.count(".") >= 1:
        return lib.version, lib.path
    return None, None


class _Linked(Frozen):
    """What TensorFlow's framework object asks of the loader, folders with $ORIGIN expanded."""

    source: str
    runpath: tuple[str, ...]
    rpath: tuple[str, ...]  # searched before LD_LIBRARY_PATH; ignored by the loader when there is a RUNPATH
    needed: tuple[str, ...]
    elsewhere: dict[str, str]  # folder -> the sibling object whose RUNPATH alone lists it


def _linked(system: System, tensorflow: TensorFlowFacts) -> _Linked | None:
    """Read the DT_RUNPATH and DT_NEEDED of the installed libtensorflow_framework.so, if there is one."""
    if not tensorflow.location:
        return None
    for folder in (tensorflow.location, os.path.join(os.path.dirname(tensorflow.location), "tensorflow_core")):
        for name in _FRAMEWORK:
            path = os.path.join(folder, name)
            if not system.is_file(path):
                continue
            found = read_dynamic(functools.partial(system.read_at, path))
            if found is None:
                return None  # damaged: say nothing observed rather than something wrong
            runpath = _expand(found.runpath, folder)
            return _Linked(source=path, runpath=runpath, rpath=() if found.runpath else _expand(found.rpath, folder),
                           needed=found.needed, elsewhere=_siblings_runpath(system, folder, set(runpath)))
    return None


def _siblings_runpath(system: System, folder: str, own: set[str]) -> dict[str, str]:
    """The folders TensorFlow's other objects' RUNPATH lists and the framework's does not, each with its object."""
    elsewhere: dict[str, str] = {}
    for name in _SIBLINGS:
        path = os.path.join(folder, name)
        found = read_dynamic(functools.partial(system.read_at, path)) if system.is_file(path) else None
        for entry in _expand(found.runpath if found else (), os.path.dirname(path)):
            if entry not in own:
                elsewhere.setdefault(entry, os.path.basename(name))
    return elsewhere


def _expand(entries: tuple[str, ...], origin: str) -> tuple[str, ...]:
    """Search-path entries as folders, each once: $ORIGIN is the folder of the object that names them."""
    return tuple(dict.fromkeys(os.path.normpath(e.replace("${ORIGIN}", origin).replace("$ORIGIN", origin))
                               for e in entries))


class _Search:
    """The loader's folders in its order, each listed once."""

    def __init__(self, system: System, python: PythonFacts, release: Release, cache: dict[str, str],
                 linked: _Linked | None) -> None:
        env = system.environ
        self.system = system
        self.cache = cache
        wheels = [os.path.normpath(os.path.join(s, "nvidia", sub, "lib")) for s in python.site_packages
                  for sub in system.list_dir(os.path.join(s, "nvidia"))]
        # Without the object to read, the tables: from 2.14 (not 2.16.1) its RUNPATH reaches the wheels.
        runpath = linked.runpath if linked else tuple(wheels) if release.pip_cuda_runpath else ()
        # Searched before the loader cache, in ld.so(8)'s order: the caller's DT_RPATH, LD_LIBRARY_PATH,
        # then its DT_RUNPATH.
        self.first = [(d, "TensorFlow's RPATH") for d in (linked.rpath if linked else ())]
        self.first += [(d, "LD_LIBRARY_PATH") for d in env.get("LD_LIBRARY_PATH", "").split(os.pathsep) if d]
        self.first += [(d, "pip wheel (TensorFlow's RUNPATH)" if d in wheels else "TensorFlow's RUNPATH")
                       for d in runpath]
        toolkit_dirs = [os.path.join(r, sub) for r in _toolkit_roots(system, env)
                        for sub in ("lib64", "lib", "targets/x86_64-linux/lib")]
        conda = [os.path.join(env["CONDA_PREFIX"], "lib")] if env.get("CONDA_PREFIX") else []
        searched = {d for d, _ in self.first} | set(_DEFAULT_DIRS)
        self.unreachable = [d for d in dict.fromkeys([*wheels, *toolkit_dirs, *conda]) if d not in searched]
        self.listings = {d: system.list_dir(d) for d in [*searched, *self.unreachable]}

    @property
    def order(self) -> list[str]:
        """The folders the loader searches, in order (the cache sits between the two groups)."""
        return [d for d, _ in self.first] + ["(ldconfig cache)", *_DEFAULT_DIRS]

    def find(self, soname: str) -> list[tuple[str, str]]:
        """Every (path, how) the loader could resolve the soname to, the one it uses first."""
        hits = [(os.path.join(d, soname), how) for d, how in self.first if soname in self.listings[d]]
        if soname in self.cache:
            hits.append((self.cache[soname], "ldconfig cache"))
        hits += [(os.path.join(d, soname), "default folder") for d in _DEFAULT_DIRS if soname in self.listings[d]]
        unique: dict[str, tuple[str, str]] = {}
        for path, how in hits:
            unique.setdefault(self.system.realpath(path), (path, how))
        return list(unique.values())

    @functools.cached_property
    def _versioned(self) -> dict[str, list[tuple[str, str]]]:
        """(file name, path) of each checked library's "<name>.so.<...>" in the cache, then in the folders.

        One pass over every listing for all the libraries, not one per library.
        """
        found: dict[str, list[tuple[str, str]]] = {name: [] for name in _CHECKED}
        for soname, path in self.cache.items():  # the loader's own names first
            name, dot_so, _ = soname.partition(".so.")
            if dot_so and name in found:
                found[name].append((soname, path))
        for folder, files in self.listings.items():
            for file in files:
                name, dot_so, _ = file.partition(".so.")
                if dot_so and name in found:
                    found[name].append((file, os.path.join(folder, file)))
        return found

    def copies(self, name: str) -> list[tuple[str, str]]:
        """Every (file name, path) of a checked library (one of _CHECKED) anywhere envcheck looks, one per real file."""
        seen = [(s, p) for s, p in self._versioned[name] if _numbered(s[len(name) + len(".so.") :])]
        unique: dict[str, tuple[str, str]] = {}
        for soname, path in sorted(seen, key=lambda item: len(item[0])):  # prefer "libx.so.12" to "libx.so.12.5.82"
            unique.setdefault(self.system.realpath(path), (soname, path))
        return list(unique.values())


def _numbered(suffix: str) -> bool:
    """Whether what follows "<name>.so." is a version ("12", "12.5.82"), as the loader's names have."""
    return all(part.isdecimal() for part in suffix.split("."))


def _major(soname: str) -> str:
    """The major version in a soname: "libcudart.so.11.0" -> "11"."""
    return soname.split(".so.", 1)[1].split(".", maxsplit=1)[0]


def collect_cuda(system: System, python: PythonFacts, tensorflow: TensorFlowFacts, tables: Tables) -> CudaFacts:
    """Locate each CUDA library the installed (or else the newest) TensorFlow line loads (DLLs on Windows)."""
    match = tables.release(tensorflow.version) if tensorflow.installed else None
    release = match.release if match else tables.newest
    if system.uname().system == "Windows":
        return windows_cuda(system, python, tensorflow, release)
    toolkits = tuple(_toolkits(system, system.environ))
    if system.uname().system != "Linux":
        return CudaFacts(toolkits=toolkits, error="the CUDA library search follows the Linux and Windows loaders only")
    linked = _linked(system, tensorflow)
    search = _Search(system, python, release, ldconfig_cache(system), linked)
    libs = []
    for name in _CHECKED:
        soname = release.sonames.get(name)
        if soname is None:
            continue
        hits = search.find(soname)
        path, how = hits[0] if hits else (None, None)
        copies = search.copies(name)
        libs.append(LibraryFacts(
            name=name, soname=soname, path=path, found_via=how,
            version=_lib_version(system, path, soname) if path else None,
            shadowed=tuple(p for p, _ in hits[1:]),
            unreachable=tuple(p for s, p in copies if s == soname and os.path.dirname(p) in search.unreachable),
            other_runpath=tuple(dict.fromkeys(linked.elsewhere[os.path.dirname(p)] for s, p in copies if s == soname
                                              and os.path.dirname(p) in linked.elsewhere)) if linked else (),
            other_majors=tuple(sorted(p for s, p in copies if _major(s) != _major(soname))),
        ))
    cudnn = next((lib for lib in libs if lib.name == "libcudnn"), None)
    cudnn_version, cudnn_source = _cudnn_version(system, cudnn, python)
    return CudaFacts(
        libraries=tuple(libs), cudnn_version=cudnn_version,
        cudnn_version_source=cudnn_source, toolkits=toolkits,
        search_dirs=tuple(search.order),
        runpath_source=linked.source if linked else None,
        runpath=(linked.runpath or linked.rpath) if linked else (),
        needed=linked.needed if linked else (),
    )
