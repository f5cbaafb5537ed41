"""A paste with its context and events, and the deductions the resolvers share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.compat import (
    addon_lines,
    addon_windows_last,
    cuda_serves,
    dll_name,
    dll_version,
    jetpack_release,
    jetpack_wheel_folder,
    next_line,
    tensorflow_image,
    toolkit_provides,
    wsl_kernel_short,
    wsl_windows_short,
)
from envcheck.explain._architecture import _older_than_every_build
from envcheck.tables import Release, Tables, version_tuple
from envcheck.tflog import LogEvent, pattern

if TYPE_CHECKING:

    from envcheck.explain._context import Context


_CUDA_DLL = re.compile(r"cu[a-z]{2,8}64_\d{1,3}\.dll$")  # a CUDA toolkit or cuDNN DLL (cudart64_100.dll, cudnn64_7.dll)


@dataclass
class _Group:
    first: LogEvent
    lines: list[int]
    count: int = 1


_FAILING_WORDS = frozenset({"gpu_fails_said", "build_fails_said", "no_kernel_said"})


@dataclass
class _Paste:
    """What the resolvers read: the context, the tables, and the events by kind."""

    ctx: Context
    tables: Tables
    events: dict[str, list[LogEvent]]

    def release(self) -> Release | None:
        """The release of the version the paste gives; a major beyond the tables' is no TensorFlow (a misread)."""
        match = self.tables.release(self.ctx.version())
        if match and not match.exact and version_tuple(self.ctx.version() or "")[:1] > self.tables.newest.key[:1]:
            return None
        return match.release if match else None

    def cc(self) -> str | None:
        if self.ctx.compute_capability:
            return self.ctx.compute_capability
        named = next((c for c in map(self.tables.compute_capability_of, self.ctx.gpu_names) if c), None)
        # a GPU family ("RTX 30 series", "Blackwell") stands for the GPU only where the words say it fails
        return named or (self.ctx.gpu_family_cc if _FAILING_WORDS & self.ctx.flags else None)

    def has(self, *kinds: str) -> bool:
        return any(k in self.events for k in kinds)

    @cached_property
    def failed_libs(self) -> list[str]:
        """The library names the paste shows failing to load, sorted (a log repeats them thousands of times).

        A soname retyped with its version in the Windows DLL's form ("libcusolver.so.90", as cusolver64_90.dll has
        it) is read as the soname it stands for (libcusolver.so.9.0).
        """
        return sorted({_undotted(_event_lib(e)) for k in ("dlopen_failed", "shared_object_missing")
                       for e in self.events.get(k, ())} - {""})

    @cached_property
    def asked_sonames(self) -> frozenset[str]:
        """The CUDA library names the paste shows TensorFlow asking for (not the driver's, not TensorRT's)."""
        return frozenset(s for s in {*self.failed_libs, *self.ctx.sonames}
                         if s and not s.startswith(("libcuda.", "libnvinfer", "nvcuda")))

    @cached_property
    def soname_releases(self) -> tuple[Release, ...]:
        """The releases that load every library name the paste shows (the tables' sonames, or their Windows DLLs)."""
        sonames = {s.lower() for s in self.asked_sonames}
        # names that fit no build together: those that failed to load are what the build asked for (the others,
        # libraries the paste shows installed or the user copied); TensorFlow 1.x's import-time self-check names
        # the DLL it could not load too ("Could not find 'cudart64_100.dll'")
        refused = {s.lower() for s in self.failed_libs} | {
            dll for e in self.events.get("dll_load_failed", ()) if _CUDA_DLL.match(dll := (e.get("dll") or "").lower())}
        return self._soname_fit(sonames) or self._soname_fit(refused & sonames)

    def _soname_fit(self, sonames: set[str]) -> tuple[Release, ...]:
        windows = any(s.endswith(".dll") for s in sonames)  # only releases with a native Windows GPU build load DLLs
        return tuple(r for r in self.tables.releases if sonames and (r.windows_native_gpu or not windows)
                     and sonames <= {n.lower() for s in r.sonames.values() for n in (s, dll_name(s) or s)})

    @cached_property
    def wheel_of_other_major(self) -> str | None:
        """The fix for a library missing from its own pip wheel's folder, once per paste (a log repeats it)."""
        return _wheel_of_other_major(self)

    @cached_property
    def gpu_shown(self) -> bool:
        """The paste shows a GPU beyond the messages of the search for one: a name, a driver, words, another failure."""
        ctx = self.ctx
        if (ctx.gpu_names or ctx.driver or ctx.compute_capability or ctx.driver_cuda or ctx.libcuda_version
                or ctx.kernel_version or {"gpu_list_empty", "built_without_cuda", "gpu_list_nonempty",
                                          "device_list_gpu", "gpus_flag"} & ctx.flags):
            return True
        messages = {e.line.strip() for found in self.events.values() for e in found}
        return any(w not in messages and not _EMPTY_LABEL.match(w) for w in ctx.gpu_words) or any(
            e.level in ("error", "warning") and not _searching(e) and e.kind not in _PACKAGE_KINDS
            for found in self.events.values() for e in found)


_Resolved = tuple[str, str, str, str]  # cause, level, meaning, fix

# an issue template's GPU and CUDA labels left empty ("### GPU model and memory" then "_No response_", "- CUDA/cuDNN
# version: N/A"): no GPU spoken of
_EMPTY_LABEL = re.compile(r"^[#*>\s-]{0,8}\*{0,2}(?:CUDA/cuDNN version|GPU model and memory)\*{0,2}\s*:?\s*"
                          r"(?:N/?A|_?No response_?|none|-)?\s*$", re.IGNORECASE)


def names_tensorflow(ctx: Context) -> bool:
    """Whether the paste names TensorFlow or its family (Keras, TensorBoard, tf, a misspelling) anywhere."""
    return bool({"tensorflow_named", "tf_family_named"} & ctx.flags)


# XLA loading the PTX it compiled through the driver and failing (cuda_driver.cc's "failed to load PTX text as a
# module", "failed to get PTX kernel "x" from module"; PJRT's "Could not find the corresponding function")
_XLA_PTX_LOAD = re.compile(r"failed to load PTX text as a module|failed to get PTX kernel|Could not find the "
                           r"corresponding function", re.IGNORECASE)


def _ptxas_fallback(paste: _Paste) -> LogEvent | None:
    """XLA's warning that the ptxas found does not know this GPU, so the driver compiles XLA's PTX instead."""
    return next((e for e in paste.events.get("ptxas_failed", ()) if e.get("cc") or e.get("stack_old")), None)


def _fallback_load_failed(paste: _Paste) -> bool:
    """After falling back from a ptxas too old for the GPU, the driver could not load XLA's PTX."""
    return _ptxas_fallback(paste) is not None and any(
        _XLA_PTX_LOAD.search(e.line) for found in paste.events.values() for e in found)


def _after_ptxas_fallback(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A driver error loading XLA's PTX after XLA fell back from a ptxas too old: the ptxas line decides."""
    if not _XLA_PTX_LOAD.search(event.line) or _ptxas_fallback(paste) is None:
        return None
    return ("harmless", "info", ("the driver could not load the PTX XLA compiled, after XLA fell back to it from a "
            "ptxas that does not know this GPU: the ptxas line decides"), "")


def _release_cuda(paste: _Paste) -> tuple[Release | None, str | None, str | None]:
    """The release, CUDA and cuDNN the paste's TensorFlow build asks for (from its version or its sonames).

    A soname names a CUDA major, not a release: libcudart.so.11.0 (cudart64_110.dll) is the runtime of
    every CUDA 11.x, libcudart.so.12 of every 12.x. So the CUDA is given only when every release whose
    library names fit was built with the same one (the tables); otherwise it is "11.x".
    """
    rel = paste.release()
    if rel and not _windows_gpu_build_ran(paste, rel) and not _names_another_build(paste, rel):
        return rel, rel.cuda_build, rel.cudnn
    candidates = paste.soname_releases
    cudas = {r.cuda_build for r in candidates}
    cudnns = {r.cudnn for r in candidates}
    names = sorted(paste.asked_sonames, key=lambda s: ("cudart" not in s.lower(), s))  # the runtime names the CUDA
    cuda = cudas.pop() if len(cudas) == 1 else None
    named = {m for m in map(_soname_cuda, names) if m}
    majors = {version_tuple(c)[:1] for c in cudas} or {m[:1] for m in named}
    exact = {m for m in named if len(m) > 1}  # before CUDA 11 the names carry the minor: libcudart.so.7.5 is 7.5
    if cuda is None and not cudas and len(exact) == 1:
        cuda = ".".join(map(str, next(iter(exact))))
    elif cuda is None and len(majors) == 1:
        cuda = f"{next(iter(majors))[0]}.x"
    cudnn = cudnns.pop() if len(cudnns) == 1 else next(
        (v for lib, v in map(_dll_version, names) if lib == "cudnn" and v), None) or next(
        (f"{v}.x" for lib, v in map(_dll_version, filter(None, map(dll_name, paste.failed_libs)))  # libcudnn.so.8
         if lib == "cudnn" and v), None)  # (a soname names cuDNN's major only: 8.x)
    return None, cuda, cudnn


def _names_another_build(paste: _Paste, rel: Release) -> bool:
    """The library names TensorFlow asks for are not those of the release the paste names, but of others.

    A paste often names the version tried before ("I thought it was 1.5, reinstalled 1.4") beside the
    log of the one imported: the names it dlopens (libcudnn.so.6: 1.3-1.4) are what ran.
    """
    return bool(paste.soname_releases) and rel.line not in {r.line for r in paste.soname_releases}


def _windows_gpu_build_ran(paste: _Paste, rel: Release) -> bool:
    """The paste names a release without a native-Windows GPU build, yet its log loads CUDA DLLs: another one ran.

    TensorFlow's Windows wheels after 2.10 are built without CUDA and never look for cudart64_*.dll and
    the like, so such lines come from an older GPU build installed (the log outweighs the version said).
    """
    if not paste.ctx.windows or rel.windows_native_gpu:
        return False
    libs = (e.get("lib") or "" for k in ("dlopen_failed", "dlopen_ok") for e in paste.events.get(k, ()))
    return any(lib.lower().endswith(".dll") and not lib.lower().startswith("nvcuda") for lib in libs)


def _soname_cuda(name: str) -> tuple[int, ...]:
    """The CUDA a runtime library name belongs to; () if none.

    (7, 5) for libcudart.so.7.5 and cudart64_75.dll, (10, 1) for cudart64_101.dll; from CUDA 11 only the major
    (libcudart.so.11.0, cudart64_110.dll, and CUDA 12's cudart64_12.dll).
    """
    if not re.match(r"(?:lib)?cudart", name, re.IGNORECASE):
        return ()
    so = re.match(r"libcudart\.so\.(\d{1,2}(?:\.\d)?)", name, re.IGNORECASE)
    parts = version_tuple(so.group(1) if so else dll_version(name))  # dll_version reads cudart64_101.dll as 10.1
    return parts if parts[:1] < (_MINOR_COMPAT,) else parts[:1]


_MINOR_COMPAT = 11  # from CUDA 11 a library name carries the major only (minor-version compatibility)


def _dll_version(dll: str) -> tuple[str, str]:
    """("cudart", "11.0") from cudart64_110.dll; ("cudnn", "8") from cudnn64_8.dll (compat.dll_version reads it)."""
    found = re.match(r"(\w+?)64_", dll, re.IGNORECASE)
    return (found.group(1).lower() if found else dll), dll_version(dll) or ""


def _pythons(versions: tuple[str, ...] | list[str]) -> str:
    """The Pythons a release has wheels for, each named: "3.6, 3.7 or 3.8" (a user need not work out a range)."""
    return versions[0] if len(versions) == 1 else f"{', '.join(versions[:-1])} or {versions[-1]}"


def _span(lines: tuple[str, ...] | list[str]) -> str:
    """Release lines in order as a span: "2.1-2.3", or the one line alone ("1.14")."""
    return lines[0] if len(lines) == 1 else f"{lines[0]}-{lines[-1]}"


def _pip(paste: _Paste) -> str:
    return "pip" if not paste.ctx.windows else "python -m pip"


class _WindowsLast(Frozen):
    """An add-on's last release with Windows wheels (compat_tables' `addons`), or none ever (``release`` "")."""

    release: str  # "2.10" (tensorflow-text's 2.10.x), "0.31.0" (tensorflow-io's), "" when none had Windows wheels
    requirement: str  # what pins it: "tensorflow-text==2.10.*"; "" when none
    line: str  # the TensorFlow line it is built for: "2.10"; "" when none
    follows_tensorflow: bool  # its versions are TensorFlow's (tensorflow-text 2.10 is for TensorFlow 2.10)


def _windows_last(tables: Tables, dist: str) -> _WindowsLast | None:
    """Where an add-on's Windows wheels stop (tensorflow-text 2.10, tensorflow-io 0.31.0; TF-DF never had any).

    None when the tables do not settle it: pip on Windows then finds none of the later releases.
    """
    last = addon_windows_last(tables, dist)
    if last is None:
        return None
    if last is False:
        return _WindowsLast("", "", "", follows_tensorflow=False)
    release = last.versions.removeprefix("==").removesuffix(".*")
    lines = addon_lines(tables, last)
    line = lines[-1] if lines else ""
    return _WindowsLast(release, f"{dist}{last.versions}", line, follows_tensorflow=release == line)


_FEW_BUILDS = 3  # library names fitting more CUDA builds than this say nothing worth listing


def _libs_fix(paste: _Paste) -> str:
    """Install the build's CUDA and cuDNN where it looks; a CUDA the paste shows installed that is not the build's."""
    rel, cuda, _ = _release_cuda(paste)
    if (jetson := _jetson_wheel(paste, cuda)) is not None:
        return jetson
    install = _libs_install(paste) + _installed_other(paste, rel, cuda) + _image_libs(paste)
    server = _server_environment(paste)
    return f"{server}; if they do not load from the shell either: {install}" if server else install


# the releases whose device lists show XLA_GPU beside (or without) GPU: from 1.14 (device_lib, a session's device
# mapping, the experimental physical-device list, the placer's and Keras' lists) until 2.4 stopped creating XLA devices
# by default
_XLA_DEVICE_LINES = ("1.14", "1.15", "2.0", "2.1", "2.2", "2.3")


def _xla_libs(paste: _Paste) -> tuple[str, str]:
    """What an XLA_GPU-only device list adds to its meaning, and the fix: the CUDA and cuDNN the build loads.

    Only a CUDA build creates an XLA_GPU device; with no version in the paste, the CUDA and cuDNN of each build that
    lists XLA_GPU are named, uncertain which (`pip show tensorflow` decides).
    """
    if paste.release() is not None:
        return "", _libs_fix(paste)
    builds: dict[tuple[str, str], list[str]] = {}
    for match in filter(None, map(paste.tables.release, _XLA_DEVICE_LINES)):
        builds.setdefault((match.release.cuda_build, match.release.cudnn), []).append(match.release.line)
    if not builds:
        return "", _libs_fix(paste)
    path = "PATH" if paste.ctx.windows else "LD_LIBRARY_PATH"
    each = " or ".join(f"CUDA {cuda} and cuDNN {cudnn} for TensorFlow {_span(lines)}"
                       for (cuda, cudnn), lines in builds.items())
    which = "" if len(builds) == 1 else "; uncertain which build: `pip show tensorflow` decides"
    return ((f"; device lists with XLA_GPU are TensorFlow {_XLA_DEVICE_LINES[0]}-{_XLA_DEVICE_LINES[-1]}'s (a CUDA "
             f"build: the CPU package has no XLA_GPU){which}"),
            (f"install the CUDA and cuDNN the build loads by name ({each}; not a newer CUDA) and add their folder to "
             f"{path}; `pip show tensorflow` confirms the version"))


def _jetson_wheel(paste: _Paste, cuda: str | None) -> str | None:
    """On a Jetson the CUDA is JetPack's: a build for another CUDA needs NVIDIA's wheel for this JetPack, not a CUDA.

    None off a Jetson (or in a container, whose image brings the libraries), and where the paste shows the
    JetPack's CUDA serving the build's libraries (then the path, not the release, is what is wrong).
    """
    ctx = paste.ctx
    if "jetson" not in ctx.flags or ctx.windows or "docker" in ctx.flags:
        return None
    installed = ctx.cuda_installed
    if installed and cuda and "x" not in cuda and toolkit_provides(paste.tables, cuda, installed):
        return None
    rel = paste.release()
    who = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    built = f" for CUDA {cuda}" if cuda else ""
    head = f"{who} was built{built}; on a Jetson the CUDA and cuDNN come with the JetPack flashed on it"
    if installed:
        head += f" (CUDA {installed} here), and another CUDA cannot be put beside them"
    else:  # the JetPack's CUDA is not shown: it may be the build's, and only the path missing
        row = jetpack_release(paste.tables, ctx.jetpack) if ctx.jetpack else None
        brings = f"JetPack {row.jetpack} brings CUDA {row.cuda}; " if row and row.cuda else ""
        head += (f" ({brings}`cat /usr/local/cuda/version.txt` or `nvcc --version` shows it): if it is the build's, "
                 "add /usr/local/cuda/lib64 to LD_LIBRARY_PATH; otherwise another CUDA cannot be put beside it")
    jetpack = ctx.jetpack
    # NVIDIA's index has a folder per JetPack (the tables' jetpack: v44, v461, v512), with 1.x wheels for JetPack 4
    folder = (jetpack and jetpack_wheel_folder(paste.tables, jetpack)) or "v<JetPack without dots>"
    which = f"JetPack {jetpack}" if jetpack else "this JetPack"
    tf1 = rel is not None and rel.key < (2, 0) and jetpack is not None and version_tuple(jetpack) < (5,)
    package, why = _jetson_package(paste.tables, jetpack, tf1=tf1)
    return (f"{head}: install NVIDIA's TensorFlow wheel built for {which} (`pip install --extra-index-url "
            f"https://developer.download.nvidia.com/compute/redist/jp/{folder} {package}`, a +nvYY.MM "
            f"release{why}; remove the other wheel first), or flash the JetPack whose CUDA the build needs")


def _jetson_package(tables: Tables, jetpack: str | None, *, tf1: bool = False) -> tuple[str, str]:
    """The requirement to install from NVIDIA's Jetson index, and why it is written so.

    PyPI has aarch64 tensorflow wheels, built without CUDA, for the Pythons of JetPack 5 and 6 (3.8, 3.10), newer than
    the index's +nv releases, so pip takes PyPI's when the requirement is bare (tensorflow/tensorflow#62711: 2.13.1
    on an Orin); JetPack 4's Python 3.6 has none there. The pin is the newest 2.x wheel the tables know in the folder.
    """
    if tf1:
        return "'tensorflow<2'", "; <2 keeps the 1.x API the code uses"
    if jetpack is not None and version_tuple(jetpack) < (5,):
        return "tensorflow", ""
    row = jetpack_release(tables, jetpack) if jetpack else None
    wheels = [v for j in tables.jetpack if row and row.wheel_folder and j.wheel_folder == row.wheel_folder
              for v in j.tensorflow if not v.startswith("1.")]
    version = max(wheels, key=version_tuple) if wheels else "<version>+nv<YY.MM>"
    return f"'tensorflow=={version}'", ("; pinned: unpinned, pip takes PyPI's newer aarch64 tensorflow, built "
                                        "without CUDA")


def _image_libs(paste: _Paste) -> str:
    """In a container the CUDA libraries come from the image, not the host: a GPU base image provides them.

    The NVIDIA Container Toolkit mounts only the driver (libcuda); the CUDA runtime, cuBLAS and cuDNN must be in the
    image, which TensorFlow's -gpu images and NVIDIA's cuda *-cudnn* images have (and pip's [and-cuda] from 2.14).
    An image the tables record finding no GPU (2.18.0-gpu: cuDNN 8 for a build that loads 9) is not the fix.
    """
    ctx = paste.ctx
    if "docker" not in ctx.flags or ctx.windows:
        return ""
    rel, tables = paste.release(), paste.tables
    cuda = (f"CUDA {rel.cuda_build} with cuDNN {rel.cudnn_major}" if rel and rel.cuda_build and rel.cudnn_major
            else "the build's CUDA")
    cuda_image = f"an nvidia/cuda *-cudnn* image of {cuda}"
    tag = _image_tag(ctx.version(), rel)
    known = tensorflow_image(tables, tag)
    if known is not None and known.gpu == "fails":
        same = [v for i in tables.images if i.gpu == "works" for v in i.versions
                if version_tuple(v)[:2] == version_tuple(tag)[:2]]
        failing = f"not tensorflow/tensorflow:{tag}-gpu, which is recorded finding no GPU: {known.note}"
        working = f"tensorflow/tensorflow:{same[-1]}-gpu or " if same else ""
        image = f"{working}{cuda_image}; {failing}"
    else:
        image = f"tensorflow/tensorflow:{tag or '<version>'}-gpu, or {cuda_image}"
    return (f"; in a container they come from the image, not the host (the NVIDIA runtime mounts only the driver): "
            f"build it FROM a GPU image that has them ({image}), or install them in it (pip's tensorflow[and-cuda] "
            "from 2.14)")


def _image_tag(version: str | None, rel: Release | None) -> str | None:
    """The tensorflow/tensorflow tag of the version said (2.13.1); of a line (2.13), its first release's: 2.13.0.

    Releases from 2.2 are tagged X.Y.Z-gpu (before, -gpu-py3 as well); a post release (2.15.0.post1) as itself.
    """
    if version and version.count(".") >= 2:  # noqa: PLR2004 - x.y.z
        return version
    if rel is not None and rel.key >= (2, 2) and version and version_tuple(version)[:2] == rel.key[:2]:
        return f"{rel.line}.0"
    return None


def _server_environment(paste: _Paste) -> str:
    """The libraries load from a shell but not in a server's session: the server does not start it from that shell.

    RStudio Server's rsession, JupyterHub's single-user servers and a Jupyter kernel get the environment of the
    service that starts them, not the LD_LIBRARY_PATH of a login shell's profile; setting it inside the running
    session is too late for the loader. An IDE (PyCharm, VS Code) started from the desktop is the same.
    """
    flags = paste.ctx.flags
    ide = {"ide", "shell_said"} <= flags  # an IDE beside a shell: the program is started by the IDE, not the shell
    if paste.ctx.windows or not ("works_outside" in flags or ide):
        return ""
    if ide and "jupyter" not in flags:
        return ("if the libraries load from a shell but not in the IDE: an IDE started from the desktop does not get "
                "the shell profile's LD_LIBRARY_PATH, so set it where the IDE starts the program (PyCharm: the run "
                "configuration's and the Python console's environment variables; VS Code: \"env\" in launch.json), "
                "or start the IDE from that shell")
    if "rstudio_server" in flags:
        where = ("RStudio Server: rsession-ld-library-path=<the folders> in /etc/rstudio/rserver.conf, then `sudo "
                 "rstudio-server restart`")
    elif "jupyterhub" in flags:
        where = ("JupyterHub: c.Spawner.environment = {'LD_LIBRARY_PATH': '<the folders>'} in its config (or the "
                 "environment of the service that starts it), then restart the hub")
    elif "jupyter" in flags:
        where = ('a Jupyter kernel: an "env": {"LD_LIBRARY_PATH": "<the folders>"} entry in its kernel.json (`jupyter '
                 "kernelspec list` shows where), or start Jupyter from the shell where it works")
    else:
        return ""
    return ("the libraries load from the shell but not in the session the server starts, which does not get the "
            f"shell's LD_LIBRARY_PATH: set it where that process starts ({where})")


def _which_build(paste: _Paste) -> str:
    """What names the TensorFlow build: pip for Python's, the Maven artifact for TensorFlow Java (JavaCPP's loader).

    TensorFlow Java numbers its releases apart from TensorFlow (0.3.x runs TensorFlow 2.4.1): its README's
    "TensorFlow Version Support" table maps one to the other.
    """
    if any(e.get("javacpp") for e in paste.events.get("dlopen_failed", ())):
        return ("the TensorFlow Java Maven artifact's version (numbered apart from TensorFlow: tensorflow/java's "
                "README maps it to the TensorFlow it runs, 0.3.x to 2.4.1)")
    return "`pip show tensorflow`"


def _hosted_libs(paste: _Paste) -> str | None:
    """In a hosted notebook (Colab, Kaggle), no release said: a TensorFlow pip installed over the runtime's own.

    The runtime's TensorFlow is built for its CUDA; another release brings its own CUDA only as its [and-cuda]
    wheels (2.14 and later), or the runtime's TensorFlow comes back when that one is removed.
    """
    ctx = paste.ctx
    hosted = "Colab" if "colab" in ctx.flags else "Kaggle" if "kaggle" in ctx.flags else None
    if hosted is None or ctx.windows:
        return None
    return (f"{hosted}'s own TensorFlow is built for the runtime's CUDA, and one pip installed over it needs its own: "
            f"`{_pip(paste)} install 'tensorflow[and-cuda]==<its version>'` (2.14 and later; `pip show tensorflow` "
            "gives the version) brings the CUDA and cuDNN it was built with; or uninstall it and restart the runtime "
            f"to use {hosted}'s")


def _libs_install(paste: _Paste) -> str:
    rel, cuda, cudnn = _release_cuda(paste)
    ctx = paste.ctx
    major_only = cuda is not None and "x" in cuda  # the names say the CUDA major, not the version
    want = " and ".join(x for x in (f"CUDA {cuda}" if cuda else "", f"cuDNN {cudnn}" if cudnn else "") if x)
    who = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    head = f"{who} loads {want}" if want else f"{who} needs the CUDA and cuDNN libraries it was built with"
    if major_only:
        head = (f"these library names are those of every CUDA {cuda} release, so they do not say which CUDA this "
                "TensorFlow was built with")
    if rel is None and (cuda is None or major_only):
        builds: dict[str, list[str]] = {}
        for r in paste.soname_releases:
            builds.setdefault(r.cuda_max or r.cuda_build, []).append(r.line)
        if 1 < len(builds) <= _FEW_BUILDS:  # the names fit a few builds: say which CUDA each needs
            head += (f" (uncertain which build, {_which_build(paste)} decides: the library names fit "
                     + " or ".join(f"CUDA {c} for TensorFlow {ls[0]}{'-' + ls[-1] if len(ls) > 1 else ''} "
                                   f"(cuDNN {_cudnn_of(paste, ls)})" for c, ls in builds.items()) + ")")
        elif major_only:
            head += f" ({_which_build(paste)} gives the version; `envcheck matrix` its CUDA and cuDNN)"
    head += _other_build_note(paste) if rel is None else ""
    failed = paste.failed_libs
    head += f" (not found: {', '.join(failed[:6])})" if failed and (not want or rel is None) else ""
    # a pip wheel of another major where the library was looked for; no release said: the log's source paths may
    # name its lines, or a hosted runtime its own build
    by_log = paste.wheel_of_other_major or (
        (_pip_cuda_lines(paste) or (_hosted_libs(paste) if cuda is None else None)) if rel is None else None)
    if by_log is not None:
        return f"{head}: {by_log}"
    exact = ("install exactly the CUDA and cuDNN of the installed TensorFlow's build"
             if major_only or not want or (cudnn or "").endswith(".x") else "install exactly these versions")
    known = cuda if cuda and not major_only else None  # the CUDA release the names give, not a major alone
    if ctx.windows:
        folder = rf"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v{known or 'X.Y'}\bin"
        return (f"{head}: {exact} and put CUDA's bin folder ({folder}, with cuDNN's DLLs "
                "copied in) on PATH; a Python 3.8+ that does not search PATH for DLLs (conda, Microsoft Store) needs "
                "os.add_dll_directory(<that bin folder>) before `import tensorflow`")
    path = "LD_LIBRARY_PATH"
    if rel and "[and-cuda]" in rel.gpu_package:
        return (f"{head}: `{_pip(paste)} install 'tensorflow[and-cuda]=={ctx.version()}'` installs them; if they "
                f"are installed elsewhere, add their lib folder to {path}")
    if "conda" in ctx.flags and not ctx.windows:
        return (f"{head}: install them in the environment (conda install -c conda-forge cudatoolkit={known or '...'} "
                f"cudnn={(cudnn or '...').removesuffix('.x')}) and export "
                "LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH "
                "(conda does not set it)")
    # (no release shown: from 2.14 on, its own [and-cuda] extra is where they come from; not for the CUDA of an
    # older build, CUDA 11 before 11.8, nor where the log's source paths or the library names say a release before
    # 2.14, nor for a program the loader starts, which pip does not serve)
    pip_cuda = (cuda is None or version_tuple(cuda.replace("x", "0"))[:2] >= (11, 8)) and ctx.log_lines is None and (
        not paste.soname_releases or any("[and-cuda]" in r.gpu_package for r in paste.soname_releases))
    program = any("error while loading shared libraries" in e.line
                  for e in paste.events.get("shared_object_missing", ()))
    wheels = (f"; TensorFlow 2.14 and later bring them as pip packages: `{_pip(paste)} install "
              "'tensorflow[and-cuda]==<its version>'`") if rel is None and pip_cuda and not program else ""
    return (f"{head}: {exact} (not just any CUDA) and add the folder holding them to {path} (a toolkit's is "
            f"/usr/local/cuda{'-' + known if known else ''}/lib64; or list it in /etc/ld.so.conf.d and run "
            f"`sudo ldconfig`; `envcheck doctor` finds them){wheels}")


def _installed_other(paste: _Paste, rel: Release | None, cuda: str | None) -> str:
    """"; CUDA 9.0 is installed, ...": the CUDA the paste shows installed is not the one the build loads."""
    installed = _installed_lacking(paste, rel, cuda)
    if installed is None:
        return ""
    return (f"; CUDA {installed}, which the paste shows installed, does not provide them (CUDA {cuda} can sit "
            f"beside it){_served(paste)}")


def _installed_lacking(paste: _Paste, rel: Release | None, cuda: str | None) -> str | None:
    """The CUDA the paste shows installed, when it lacks the libraries of a build made with CUDA `cuda` (the tables).

    None when it has them, when the paste does not say (no CUDA installed shown, the build's CUDA known by its
    major only, or only the build's own major said: "cuda 10", whose minor decides), for TensorFlow from pip's
    [and-cuda] on Linux, which brings its own, and for a build of the user's own, made for the CUDA it was given.
    """
    installed = paste.ctx.cuda_installed
    if (not installed or not cuda or "x" in cuda or "own_build_said" in paste.ctx.flags
            or toolkit_provides(paste.tables, cuda, installed)
            or ("." not in installed and version_tuple(installed)[:1] == version_tuple(cuda)[:1])
            or (rel and "[and-cuda]" in rel.gpu_package and not paste.ctx.windows)):
        return None
    return installed if _mismatch_decided(paste, cuda, installed) else None


def _mismatch_decided(paste: _Paste, cuda: str, installed: str) -> bool:
    """Whether the paste decides the mismatch of a toolkit and a build.

    A toolkit of the build's own minor-version family lacks only the library whose soname changed inside it
    (cuSOLVER between CUDA 11.0 and 11.1): so only where the paste names that library and does not show it loaded,
    since another toolkit of the family may sit beside the one named. Any other toolkit: always.
    """
    family = paste.tables.family(cuda)
    if family is None or version_tuple(installed)[:1] != version_tuple(cuda)[:1]:
        return True
    split = family.split_library or ""
    opened = {(e.get("lib") or "").lower() for e in paste.events.get("dlopen_ok", ())}
    return bool(split) and any(split in name.lower() and name.lower() not in opened for name in paste.asked_sonames)


def _cuda_mismatch(paste: _Paste) -> str | None:
    """The CUDA toolkit the paste shows installed does not serve the build (the tables say which it loads)."""
    ctx = paste.ctx
    rel, cuda, cudnn = _release_cuda(paste)
    installed = _installed_lacking(paste, rel, cuda)
    if installed is None:
        return None
    if (jetson := _jetson_wheel(paste, cuda)) is not None:  # JetPack's CUDA: no other one can sit beside it
        return jetson
    who = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    with_cudnn = f" and cuDNN {cudnn}" if cudnn else ""
    return (f"{who} was built for CUDA {cuda} and loads its libraries; CUDA {installed} is installed, which does not "
            f"provide them: install CUDA {cuda}{with_cudnn} (it can sit beside {installed}) and put it on the "
            f"{'PATH' if ctx.windows else 'LD_LIBRARY_PATH'}{_served(paste)}")


def _served(paste: _Paste) -> str:
    """", or use TensorFlow 1.5-1.12, which CUDA 9.0 serves": the releases whose libraries the CUDA installed has."""
    installed = paste.ctx.cuda_installed or ""
    fits = [r.line for r in paste.tables.releases if cuda_serves(paste.tables, r, installed)]
    span = _span(fits) if fits else ""
    return f", or use TensorFlow {span}, which CUDA {installed} serves" if span else ""


# a library of NVIDIA's pip wheels whose soname major says the CUDA (or cuDNN) major of the wheel that holds it, and
# the folder under site-packages/nvidia/ where that wheel puts it (nvidia-cuda-runtime-cu12: cuda_runtime/lib)
_WHEEL_LIB = re.compile(r"lib(?P<name>cudart|cublasLt|cublas|cufft|cusparse|nvrtc|cudnn)\.so\.(?P<major>\d{1,2})\b")
_WHEEL_OF = {"cudart": ("cuda_runtime", "cuda-runtime"), "cublasLt": ("cublas", "cublas"),
             "cublas": ("cublas", "cublas"), "cufft": ("cufft", "cufft"), "cusparse": ("cusparse", "cusparse"),
             "nvrtc": ("cuda_nvrtc", "cuda-nvrtc"), "cudnn": ("cudnn", "cudnn")}
# the libraries whose own major is not CUDA's, and the CUDAs that ship each (the tables' sonames: TF 2.1-2.4 load
# libcufft.so.10 and libcusolver.so.10 with CUDA 10.1 and 11.0, 2.5+ libcusolver.so.11, 2.15+ libcufft.so.11 with
# CUDA 12; libcurand.so.10 from CUDA 10.1 on, the nvidia-curand-cu12 wheel's too); any other's major is CUDA's
_LIBRARY_CUDAS = {("cufft", "10"): ("10", "11"), ("cufft", "11"): ("12",), ("curand", "10"): ("10", "11", "12"),
                  ("cusolver", "10"): ("10", "11.0"), ("cusolver", "11"): ("11", "12")}
_WHEEL_CUDAS = ("11", "12")  # the CUDA majors NVIDIA's nvidia-*-cuNN wheels are published for


def _wheel_of_other_major(paste: _Paste) -> str | None:
    """A library not found though its pip wheel's folder is on LD_LIBRARY_PATH: the wheel there is another major's.

    NVIDIA's wheels hold one major each, under site-packages/nvidia/<folder>/lib (nvidia-cuda-runtime-cu11 has
    libcudart.so.11.0, -cu12 libcudart.so.12; nvidia-cudnn-cu12 8.x libcudnn.so.8, 9.x libcudnn.so.9): TensorFlow
    not finding libcudart.so.12 in that folder means the wheel there is CUDA 11's (or is not installed).
    """
    if paste.ctx.windows:
        return None
    for event in paste.events.get("dlopen_failed", ()):
        lib, path = event.get("lib") or "", event.get("ld_library_path") or ""
        found = _WHEEL_LIB.fullmatch(lib)
        if found is None or not (event.get("dlerror") or "").startswith(f"{lib}:"):  # itself not found, no dependency
            continue
        name, major = found.group("name"), found.group("major")
        folder, wheel = _WHEEL_OF[name]
        if f"site-packages/nvidia/{folder}/lib" not in path:
            continue
        rel = paste.release()
        and_cuda = rel is not None and "[and-cuda]" in rel.gpu_package
        if name == "cudnn":
            build = version_tuple(rel.cuda_build)[0] if rel and rel.cuda_build else None
            cu = f"cu{build}" if build in (11, 12) else "cu12 (-cu11 for a CUDA 11 build)"
            pin = rel.cudnn if rel and rel.cudnn.startswith(f"{major}.") else major
            return (f"the pip wheel folder for {lib} is on LD_LIBRARY_PATH (site-packages/nvidia/cudnn/lib) but it is "
                    f"not found there: the nvidia-cudnn wheel installed there is another cuDNN major (or none is "
                    f"installed), and this TensorFlow loads cuDNN {major}: `{_pip(paste)} install "
                    f"'nvidia-cudnn-{cu}=={pin}.*'`, or keep that wheel's folder off LD_LIBRARY_PATH")
        cudas = [c for c in _LIBRARY_CUDAS.get((name, major), (major,)) if c in _WHEEL_CUDAS]
        cuda = cudas[0] if len(cudas) == 1 else ""  # cuFFT 10's wheel is CUDA 11's, cuFFT 11's CUDA 12's
        other = next((c for c in _WHEEL_CUDAS if c != cuda), None)
        if cuda not in _WHEEL_CUDAS or other is None:
            continue
        if and_cuda:
            source = f"`{_pip(paste)} install 'tensorflow[and-cuda]=={paste.ctx.version()}'` brings them"
        elif rel is not None:
            source = f"nvidia-{wheel}-cu{cuda} and the others by name: TensorFlow {rel.line} has no [and-cuda] extra"
        else:
            source = (f"`{_pip(paste)} install 'tensorflow[and-cuda]==<the installed version>'` brings them, 2.14 and "
                      f"later; before, nvidia-{wheel}-cu{cuda} and the others by name")
        return (f"the pip wheel folder for {lib} is on LD_LIBRARY_PATH (site-packages/nvidia/{folder}/lib) but it is "
                f"not found there: the wheel installed there is another CUDA's (nvidia-{wheel}-cu{other}, not "
                f"-cu{cuda}) or none is, and this TensorFlow loads CUDA {cuda}'s libraries: install the -cu{cuda} "
                f"wheels ({source}) and take the -cu{other} wheels' folders off LD_LIBRARY_PATH")
    return None


def _pip_cuda_lines(paste: _Paste) -> str | None:
    """No version said, but the log's source paths name release lines whose CUDA comes as pip packages (Linux)."""
    ctx = paste.ctx
    if ctx.log_lines is None or ctx.windows or "macos" in ctx.flags:
        return None
    lo, hi = (version_tuple(v) for v in ctx.log_lines)
    lines = [r for r in paste.tables.releases if lo <= r.key <= hi]
    if not lines or not all("[and-cuda]" in r.gpu_package for r in lines):
        return None
    span = lines[0].line if len(lines) == 1 else f"{lines[0].line}-{lines[-1].line}"
    cudas = sorted({r.cuda_build for r in lines}, key=version_tuple)
    cudnns = sorted({r.cudnn for r in lines}, key=version_tuple)
    return (f"this log's source paths are TensorFlow {span}'s, whose CUDA comes as pip packages: `{_pip(paste)} "
            "install 'tensorflow[and-cuda]==<the installed version>'` (`pip show tensorflow` gives it) installs CUDA "
            f"{'/'.join(cudas)} and cuDNN {'/'.join(cudnns)}; a CUDA installed otherwise must be that one, on "
            "LD_LIBRARY_PATH")


def _other_build_note(paste: _Paste) -> str:
    """The version the paste says is not the build that ran (its log's DLLs or library names are another's)."""
    said = paste.release()
    if said is None:
        return ""
    if _windows_gpu_build_ran(paste, said):
        return (f" (the paste says TensorFlow {paste.ctx.version()}, but only native-Windows GPU builds, 2.10 and "
                "older, look for these DLLs: one of those is what ran; `pip show tensorflow` tells)")
    lines = [r.line for r in paste.soname_releases]
    return (f" (the paste says TensorFlow {paste.ctx.version()}, but these library names are those TensorFlow "
            f"{lines[0]}{'-' + lines[-1] if len(lines) > 1 else ''} loads: that is the build that ran; `pip show "
            "tensorflow` tells)")


def _cudnn_of(paste: _Paste, lines: list[str]) -> str:
    """The cuDNN of these release lines (the tables), "8.1" or "8.6-8.7"."""
    found = sorted({r.cudnn for r in paste.tables.releases if r.line in lines}, key=version_tuple)
    return found[0] if len(found) == 1 else f"{found[0]}-{found[-1]}"


def _driver_fix(paste: _Paste, cuda: str | None) -> str:
    ctx = paste.ctx
    named = ""
    if cuda is None:
        rel, cuda, _ = _release_cuda(paste)
        if not cuda and not rel and ctx.cuda_installed:  # the CUDA the paste names, not the build's: say so
            cuda = ctx.cuda_installed
            named = (f"; this is the floor of CUDA {cuda}, the one the paste names: if the program loads another "
                     "CUDA (`pip show tensorflow` gives TensorFlow's, `envcheck matrix` its CUDA), that one's applies")
    floor = paste.tables.driver_floor(cuda, windows=ctx.windows) if cuda and "x" not in cuda else (None, None)
    need = floor[1] or floor[0]
    if named and need and (left := _left_release_floor(paste, need)):  # the driver meets the CUDA named: not that one
        cuda, need, named = left
    have = f" (this one is {ctx.driver})" if ctx.driver else ""
    where = " on the host (a container uses the host's driver)" if "docker" in ctx.flags else ""
    if need:
        return f"install NVIDIA driver {need} or newer{have}{where} — CUDA {cuda} needs it{named}"
    if (family := _family_floor(paste, cuda)) is not None:
        return (f"install NVIDIA driver {family} or newer{have}{where}: every CUDA {cuda} runtime runs on it (minor "
                f"version compatibility), whichever {cuda} the build has")
    return f"upgrade the NVIDIA driver{have}{where} to one that supports this CUDA version"


def _left_release_floor(paste: _Paste, need: str) -> tuple[str, str, str] | None:
    """The driver shown meets the floor of the CUDA the paste names, so the runtime refused is another's.

    The release the words say was left ("downgraded tensorflow-gpu version from 2.1 to 1.14", the error said before
    it) is then the one that failed: its CUDA, that CUDA's floor and a note, when this driver is below it.
    """
    ctx = paste.ctx
    if not ctx.driver or not ctx.tf_moved_from or version_tuple(ctx.driver) < version_tuple(need):
        return None
    match = paste.tables.release(ctx.tf_moved_from)
    rel = match.release if match else None
    if rel is None or not rel.cuda_build or "x" in rel.cuda_build:
        return None
    floor = paste.tables.driver_floor(rel.cuda_build, windows=ctx.windows)
    left = floor[1] or floor[0]
    if not left or version_tuple(ctx.driver) >= version_tuple(left):
        return None
    return rel.cuda_build, left, (f"; the CUDA the paste names ({ctx.cuda_installed}) needs only {need}, which this "
                                  f"driver meets, so the runtime refused is TensorFlow {rel.line}'s, the release the "
                                  "words say was left")


def _family_floor(paste: _Paste, cuda: str | None) -> str | None:
    """For a CUDA known by its major only ("11.x", from library names): the driver every release of it runs on.

    From CUDA 11 a driver at the major's minor-version-compatibility floor runs every runtime of that major; a
    driver the paste shows at or above it is not what the runtime refused, so no floor is named then.
    """
    if not cuda or not cuda.endswith(".x"):
        return None
    floor = paste.tables.driver_floor(cuda.split(".")[0], windows=paste.ctx.windows)[0]
    driver = paste.ctx.driver
    if floor is None or (driver and version_tuple(driver) >= version_tuple(floor)):
        return None
    return floor


_WSL_FIX = ("install only the Windows NVIDIA driver and remove any Linux NVIDIA driver installed inside WSL (it hides "
            "the Windows one), update WSL (`wsl --update`), and make sure /usr/lib/wsl/lib is on the loader path "
            "(export LD_LIBRARY_PATH=/usr/lib/wsl/lib)")


def _wsl_gap(paste: _Paste) -> tuple[str, str] | None:
    """What the paste shows breaking WSL's bridge to the Windows driver (Microsoft's and NVIDIA's WSL guides).

    WSL 1 has no GPU at all, nor does WSL 2 get a GPU in TCC mode; WSL 2 gets one only with a kernel from
    4.19.121 and on Windows 11 or Windows 10 21H2 (build 19044) and later; and a Linux NVIDIA driver installed inside
    the distribution replaces the libcuda and nvidia-smi that /usr/lib/wsl/lib maps in from the Windows driver.
    """
    ctx = paste.ctx
    build = ctx.windows_build
    if {"wsl1", "wsl1_used_said"} & ctx.flags:
        return (("this distribution runs under WSL 1 (its kernel is 4.4.0-...-Microsoft), which has no GPU access"
                 if "wsl1" in ctx.flags else "the paste says the distribution runs under WSL 1, which has no GPU "
                 "access (`wsl -l -v` shows its version)"),
                ("convert it to WSL 2: `wsl --set-version <distro> 2` in PowerShell (`wsl -l -v` lists the "
                 "distributions and their WSL version), with only the Windows NVIDIA driver installed"))
    if "tcc_mode" in ctx.flags:  # nvidia-smi's row on Windows shows the driver model
        return (("a GPU runs in TCC mode, and Windows shares only GPUs in WDDM mode with WSL 2 (one in TCC is not "
                 "found there, or makes nvidia-smi fail for every GPU)"),
                ("switch it to WDDM in an administrator shell on Windows (`nvidia-smi -i <index> -dm 0`, then reboot; "
                 "a data-centre GPU needs a driver that offers WDDM), then `wsl --shutdown`"))
    short = wsl_kernel_short(paste.tables, ctx.wsl_kernel) if ctx.wsl_kernel else None
    if short is not None and short.need == "required":
        return ((f"the WSL 2 kernel {ctx.wsl_kernel} predates GPU support in WSL (kernels from {short.min_kernel} "
                 "carry the GPU bridge, /dev/dxg)"), ("update the WSL kernel: `wsl --update`, then `wsl --shutdown` "
                "(on older Windows 10, Windows Update with 'Receive updates for other Microsoft products' on), and "
                "check `cat /proc/version` again"))
    if build and (need := wsl_windows_short(paste.tables, build)):
        return ((f"Windows build {build} has no GPU compute for WSL 2 (it needs Windows 11, or {need.release}, "
                 f"build {need.min_build}, or newer)"), (f"update Windows to Windows 11 or {need.release} (build "
                f"{need.min_build}) or newer, then `wsl --update` and the latest Windows NVIDIA driver"))
    if "linux_driver" in ctx.flags:
        return (("a Linux NVIDIA driver is installed inside WSL: its libcuda and nvidia-smi replace the ones "
                 "/usr/lib/wsl/lib maps in from the Windows driver, the only driver WSL 2 can use"),
                ("remove the Linux NVIDIA driver from inside WSL (`dpkg -l | grep -Ei 'nvidia-(driver|utils)|"
                 "libnvidia-compute'` lists its packages: `sudo apt-get purge` them; a .run install: `sudo "
                 "nvidia-uninstall`), keep only the Windows driver, then `wsl --shutdown`"))
    return None


def _in_wsl(paste: _Paste, meaning: str, fix: str = _WSL_FIX) -> _Resolved:
    """wsl_driver_not_visible, with the part of the bridge the paste shows missing when it shows one."""
    gap = _wsl_gap(paste)
    return ("wsl_driver_not_visible", "error", *(gap or (meaning, fix)))


_K8S_RUNTIME = ("make the NVIDIA runtime the node's default (`sudo nvidia-ctk runtime configure --runtime=containerd "
                '--set-as-default`, or `"default-runtime": "nvidia"` in /etc/docker/daemon.json, pointing at '
                "nvidia-container-runtime), restart it, and run the NVIDIA device plugin (or the GPU Operator) on the "
                "node")


# the GPU asked for or said unused: TensorFlow's empty device list, the words, an NVIDIA GPU named
_GPU_WANTED = frozenset({"gpu_list_empty", "gpu_unused_said", "gpu_fails_said", "runs_on_cpu_said", "nvidia_gpu_named",
                         "asks_gpu_use", "gpu_wanted_said"})


def cpu_chosen(paste: _Paste) -> bool:
    """The paste says a CPU-only TensorFlow or setup was chosen, and does not ask for the GPU."""
    return "cpu_setup_said" in paste.ctx.flags and not _GPU_WANTED & paste.ctx.flags


def _no_nvidia_named(paste: _Paste) -> bool:
    """The paste names no NVIDIA GPU, driver or compute capability, and no GPU device was created."""
    ctx = paste.ctx
    return not (ctx.gpu_names or ctx.driver or ctx.driver_cuda or ctx.compute_capability or paste.has("gpu_created"))


def _on_a_mac(paste: _Paste, what: str) -> _Resolved | None:
    """CUDA finding no driver or GPU in a paste from a Mac (macOS named, no Linux, no NVIDIA GPU): not the failure."""
    flags = paste.ctx.flags
    if not ("macos" in flags and "linux" not in flags and not paste.ctx.windows and _no_nvidia_named(paste)):
        return None
    return ("harmless", "info", (f"{what}: the paste is from a Mac, where CUDA does not run today (NVIDIA's last CUDA "
            "for macOS was 10.2, for macOS 10.13, and Docker on macOS passes no GPU into its Linux VM): TensorFlow "
            "runs on the CPU, and this line alone is not the failure"), ("nothing to fix for a CPU run; the error "
            "after it is the failure. For a GPU on a Mac: tensorflow-metal on Apple silicon, in a native (not Docker) "
            "Python"))


def _gpu_package_without_gpu(paste: _Paste, default: str) -> _Resolved | None:
    """tensorflow-gpu of a release whose plain package is the CPU one, on a machine said to have no NVIDIA GPU.

    Up to 2.0 the GPU package links the driver's library, so it does not import where there is none; the CPU package
    is the fix, not a driver.
    """
    ctx = paste.ctx
    if (not {"no_gpu_machine", "no_nvidia_gpu_said"} & ctx.flags or "mentions_tf_gpu" not in ctx.flags
            or (rel := paste.release()) is None or rel.tensorflow_package_has_gpu):
        return None
    pip = _pip(paste)
    return ("driver_missing", "error", (f"{default}, and the paste says this machine has no NVIDIA GPU: tensorflow-gpu "
            f"{rel.line} links it, so it does not import without one"), (f"install the CPU package instead: `{pip} "
            f"uninstall -y tensorflow-gpu`, then `{pip} install tensorflow=={ctx.version() or rel.line}` (a package "
            "that requires tensorflow-gpu: install it with `--no-deps`)"))


def failed_elsewhere(paste: _Paste, what: str, install: str) -> _Resolved | None:
    """TensorFlow's search for ``what`` where no GPU is shown or spoken of and the run failed for another reason shown.

    The host's (a full disk, memory exhausted, the process killed), or the code's (a traceback ending in a shape, a
    name, a missing file, an API the code calls): TensorFlow looks for the driver and the CUDA runtime on every
    machine, and runs on the CPU without them.
    """
    flags = paste.ctx.flags
    if paste.gpu_shown or not {"host_failure_shown", "code_error_shown"} & flags:  # (gpu_shown: the user's words too)
        return None
    cpu = (f"TensorFlow tries to load {what} at import on every machine and runs on the CPU without it; the paste "
           "shows no GPU, and the run failed for another reason ")
    only = f"install {install} only if this machine has an NVIDIA GPU it should use"
    if "host_failure_shown" not in flags:
        return ("harmless", "info", f"{cpu}the traceback ends with, an error about no GPU, CUDA or library",
                f"fix the error the traceback ends with; {only}")
    return ("harmless", "info", (f"{cpu}that it also shows, the host's (a full disk, memory exhausted, the process "
            "killed: exit status 137)"), ("free the disk or memory the run needs (a container's or job's memory limit, "
            f"the disk it downloads to); {only}"))


def _where_driver_lives(paste: _Paste, default: str) -> _Resolved:  # noqa: PLR0911 - one branch per place
    """Libcuda or the kernel driver is absent: on the machine, in the container, or in WSL2 (or on a Mac: no matter)."""
    ctx = paste.ctx
    if "capabilities_without_compute" in ctx.flags:  # decides before WSL: Docker Desktop's containers run there
        return ("container_gpu_not_exposed", "error", ("the container was given the GPU with driver capabilities "
                "that leave out `compute`: the NVIDIA Container Toolkit mounts only the libraries of the capabilities "
                "asked for, so libcuda.so.1 is not there (`utility` alone still gives nvidia-smi, so the GPU looks "
                "present)"), _COMPUTE_FIX)
    if "libcuda_stub" in ctx.flags:  # CUDA's link-time stub found first: it fails every call (error 34)
        return ("driver_missing", "error", ("libcuda.so.1 resolves to CUDA's stub library (cuda/lib64/stubs), which "
                "exists only to link against and fails every call: the real driver library is not the one found"),
                ("take the stubs folder off LD_LIBRARY_PATH and out of /etc/ld.so.conf.d (in an image too), run "
                 "`sudo ldconfig`, and check that `ldconfig -p | grep libcuda.so.1` shows the driver's library"))
    if {"smi_in_container", "docker"} <= ctx.flags and not _smi_failed(paste):
        return ("container_gpu_not_exposed", "error", ("nvidia-smi works in the container but CUDA finds no driver: "
                "the container got the driver's `utility` part (nvidia-smi, NVML) and not `compute` (libcuda.so.1), "
                "because the driver capabilities it was started with leave compute out (an image not built on "
                "nvidia/cuda may set no NVIDIA_DRIVER_CAPABILITIES, and older toolkits then give utility only)"),
                _COMPUTE_FIX)
    if "wsl" in ctx.flags:
        return _in_wsl(paste, "inside WSL2 the NVIDIA driver comes from Windows (/usr/lib/wsl/lib); it is not "
                              "reachable here")
    placed = (_on_a_mac(paste, default) or _module_gone_after_restart(paste, default)
              or _container_without_gpu(paste) or _job_without_driver(paste, default)
              or _gpu_package_without_gpu(paste, default))
    if placed is not None:
        return placed
    old_gpu = _older_than_every_build(paste, default)
    if old_gpu is not None:
        return old_gpu
    not_loaded = _module_not_loaded(paste)
    if not_loaded is not None:
        why = default if not_loaded[0] == default else f"{default}: {not_loaded[0]}"
        return ("driver_missing", "error", why, not_loaded[1])
    return _no_driver_here(paste, default)


def _no_driver_here(paste: _Paste, default: str) -> _Resolved:
    """No place decides: the run said to go on, another failure shown, or the driver missing (uncertain with no GPU)."""
    ctx = paste.ctx
    library = "nvcuda.dll" if ctx.windows else "libcuda.so.1"
    if "runs_fine_said" in ctx.flags and not (ctx.gpu_names or ctx.driver or ctx.driver_cuda):
        return ("harmless", "info", (f"{library} (the NVIDIA driver's) is not found, so TensorFlow runs on the CPU; "
                "the paste says the run goes on as it should, which is what it does on a machine (or container) "
                "without an NVIDIA GPU: harmless unless this one should use a GPU (`nvidia-smi` decides)"),
                "only if it should use an NVIDIA GPU: install its driver (or give the container the GPU)")
    if (elsewhere := failed_elsewhere(paste, "the NVIDIA driver", "the NVIDIA driver")) is not None:
        return elsewhere
    if not paste.gpu_shown:  # the same lines come from every machine without an NVIDIA GPU
        default = (f"uncertain: {default}, or this machine has no NVIDIA GPU (the paste shows none, and a machine "
                   "without one prints the same; `lspci | grep -i nvidia` decides)")
    return ("driver_missing", "error", default,
            ("install the NVIDIA driver for this GPU and reboot (this is the driver, not a pip package: "
            f"`tensorflow[and-cuda]` does not provide {library}); harmless on a machine without an NVIDIA GPU"))


# how a cluster job asks its scheduler for a GPU
_SUBMIT_FIX = ("run it as a job on a GPU node that asks for a GPU: SLURM `#SBATCH --gres=gpu:1` (or `--gpus=1`, on the "
               "GPU partition), PBS `-l select=1:ngpus=1`, LSF `bsub -gpu num=1`, HTCondor `request_gpus = 1`; then "
               "`nvidia-smi` inside the job lists the GPU")


def processes_share(paste: _Paste) -> bool:
    """The paste starts several processes (mpirun -np, Horovod) and does not show each given its own GPU."""
    return "multi_process_launch" in paste.ctx.flags and not {"rank_gpu_index", "rank_pinned"} & paste.ctx.flags


def ranks_unpinned(paste: _Paste) -> bool:
    """Several processes started, or their lines tagged by rank (mpirun's), none shown given its own GPU.

    A rank tag shows several processes, not that they share a GPU (each may be on its own node): weaker than the
    command that starts them on one machine.
    """
    return bool({"multi_process_launch", "ranks_tagged"} & paste.ctx.flags) and not {
        "rank_gpu_index", "rank_pinned"} & paste.ctx.flags


# how processes that share a machine's GPUs take their memory from each other, and how each gets its own share
SHARING_PROCESSES = ("each TensorFlow process takes nearly all the memory of every GPU it sees, so processes that "
                     "share the GPUs run each other out of memory")
SEVERAL_PROCESSES_FIX = ("give each process its own GPU before TensorFlow starts (CUDA_VISIBLE_DEVICES set to the "
                         "local rank, or with Horovod tf.config.set_visible_devices(gpus[hvd.local_rank()], 'GPU'); "
                         "TensorFlow 1.x: config.gpu_options.visible_device_list = str(hvd.local_rank())); where "
                         "processes share a GPU, turn memory growth on (TF_FORCE_GPU_ALLOW_GROWTH=true) or cap each "
                         "one (per_process_gpu_memory_fraction about 1/N with N processes on a GPU), or start fewer")


def processes_ran_out(what: str) -> _Resolved:
    """Out of GPU memory where the paste starts several processes that share the GPUs: they take it from each other."""
    return ("gpu_memory_in_use", "error", (f"{what}, and the paste starts several processes (mpirun -np, Horovod): "
            f"{SHARING_PROCESSES}"), SEVERAL_PROCESSES_FIX)


def _job_without_gpu(paste: _Paste, what: str) -> _Resolved | None:
    """A cluster job that asked its scheduler for no GPU, or a run on a login node: it has none.

    The job's request shown (its script's directives, the submission's options) without a GPU decides (a job about a
    GPU, the paste showing one); `sbatch job.sh` alone shows no request. A host named like a login node (login01,
    sh02-ln01) in TensorFlow's CUDA diagnostics only suggests it (nvidia-smi on that node decides).
    """
    flags = paste.ctx.flags
    if {"batch_job", "batch_request"} <= flags and not {"batch_gpu", "gpus_flag"} & flags:
        if paste.gpu_shown:
            return ("no_gpu_visible", "error", (f"{what}: the job the paste submits asks the scheduler for no GPU (no "
                    "--gres=gpu, --gpus or ngpus), so it runs without one: on a CPU node, or with the node's GPUs "
                    "held back from it"), _SUBMIT_FIX)
        return ("no_gpu_visible", "warning", (f"uncertain: {what}; the job the paste submits asks the scheduler for no "
                "GPU, so it runs without one: harmless if it is meant for the CPU, the cause if it should use a GPU"),
                f"only for a GPU run: {_SUBMIT_FIX}")
    if "login_host" in flags:
        return ("driver_missing", "warning", (f"uncertain: {what}; the host TensorFlow names looks like a cluster's "
                "login node (login, ln01), which has no GPU: a run there finds no driver (`hostname` and `nvidia-smi` "
                "where it ran decide)"), f"if it is a login node: {_SUBMIT_FIX}")
    return None


def _job_without_driver(paste: _Paste, what: str) -> _Resolved | None:
    """The same where CUDA found no driver: the node the job (or the login shell) ran on has none."""
    job = _job_without_gpu(paste, what)
    return ("driver_missing", *job[1:]) if job else None


def _module_gone_after_restart(paste: _Paste, default: str) -> _Resolved | None:
    """nvidia-smi cannot reach the driver after the machine was restarted: the host's kernel module did not load.

    A container started without the GPU has no nvidia-smi that worked before; one that stops working after a reboot
    is the host's module (a kernel update it was not built for, or an installer that loads it only once).
    """
    not_loaded = _module_not_loaded(paste)
    smi = paste.events.get("nvidia_smi_no_driver", ())
    if "machine_restarted" not in paste.ctx.flags or not_loaded is None or not any(
            _SMI_NO_DRIVER.search(e.line) for e in smi):
        return None
    why, fix = not_loaded
    if "kubernetes" in paste.ctx.flags:  # GKE/COS nodes load the module from the installer, at every boot
        fix = (f"{fix}; on a Kubernetes node whose driver comes from an installer container, run it as a DaemonSet "
               "(NVIDIA's device plugin or GPU Operator, GKE's nvidia-driver-installer) so it loads the module at "
               "every boot, not once by hand")
    return ("driver_missing", "error", (f"{default}: it stopped after the machine was restarted, so the host's NVIDIA "
            f"kernel module did not load at boot ({why})"), fix)


def _module_not_loaded(paste: _Paste) -> tuple[str, str] | None:
    """The driver is installed but its kernel module is not loaded: why, where the paste shows it, and the fix.

    nvidia-smi that runs and cannot reach the driver is the user-space half of an installed driver; the kernel's
    own lines decide why the module is not there (Secure Boot refusing it, nouveau holding the GPU); without them,
    the usual reasons are listed with the commands that tell them apart.
    """
    holder = next((e.get("holder") for e in paste.events.get("nvrm_nouveau", ()) if e.get("holder")), None)
    if holder and "nouveau" not in holder.lower():
        return _held_by(holder)
    for kind in ("nvidia_module_unsigned", "nvrm_nouveau", "dkms_nvidia_failed"):
        if paste.has(kind):
            return pattern(kind).meaning, pattern(kind).fix
    if any(e.get("not_built") for e in paste.events.get("nvidia_module_load_failed", ())):
        return ("the NVIDIA installer could not build its kernel module for the running kernel (its 'Building "
                "kernel modules' step failed: the kernel's headers missing, or a driver older than the kernel)"), (
                "install the running kernel's headers (`sudo apt install linux-headers-$(uname -r)`) and an NVIDIA "
                "driver packaged for this kernel (`sudo ubuntu-drivers autoinstall`, or the distribution's "
                "nvidia-driver-NNN) rather than an old .run file; then reboot and check `nvidia-smi`")
    smi = any(_SMI_NO_DRIVER.search(e.line) for e in paste.events.get("nvidia_smi_no_driver", ()))
    if not (smi or paste.has("nvidia_module_load_failed")):
        return None
    why = ("nvidia-smi is installed, so the driver's user-space half is there, but its kernel module is not loaded"
           if smi else "the driver's files are installed; its kernel module is what failed")
    return why, ("find out why the module is not loaded: `lsmod | grep nvidia` and `sudo dmesg | grep -i -e nvrm -e "
                 "nvidia`; after a kernel update, build it for the running kernel (`sudo dkms autoinstall`, or "
                 "reinstall the driver with the kernel headers installed); with Secure Boot on, sign the module "
                 "(enroll the MOK the installer offers) or disable Secure Boot; if nouveau holds the GPU, blacklist "
                 "it; then reboot")


def _held_by(holder: str) -> tuple[str, str]:
    """Why and fix where the NVIDIA module names the driver that bound the GPU first (``is already bound to X``).

    NovaCore is nova_core, which 7.0 kernels load for Turing and newer GPUs; vfio-pci holds one for a virtual machine.
    """
    if "vfio" in holder.lower():
        return (f"the GPU is bound to {holder}, which holds it for passthrough to a virtual machine, so the NVIDIA "
                "module cannot take it"), ("take the GPU's id out of `vfio-pci.ids=` (on the kernel command line or in "
                "/etc/modprobe.d), rebuild the initramfs and reboot, so the NVIDIA module binds it")
    module = "nova_core (and nova_drm)" if "nova" in holder.lower() else holder
    return (f"the NVIDIA kernel module could not take the GPU: another driver ({holder}) bound it first"), (
        f"blacklist {module}: a file in /etc/modprobe.d with `blacklist {module.split()[0]}`, rebuild the initramfs "
        "(`sudo update-initramfs -u`; `sudo dracut --force` on Fedora/RHEL) and reboot, so the NVIDIA module binds "
        "the GPU")


# nvidia-smi's own line, or its words retold ("got message saying that it cannot communicate to the driver")
_SMI_NO_DRIVER = re.compile(r"communicate (?:with|to) the (?:nvidia )?driver", re.IGNORECASE)


def _smi_failed(paste: _Paste) -> bool:
    """nvidia-smi's own failure in the paste (missing, no driver, NVML): the words naming it there are no success."""
    return paste.has("nvml_unknown_error", "nvml_mismatch", "driver_version_mismatch") or any(
        "found no nvidia driver" not in e.line.lower() for e in paste.events.get("nvidia_smi_no_driver", ()))


_COMPUTE_FIX = ("ask for compute: -e NVIDIA_DRIVER_CAPABILITIES=compute,utility (or the environment of the compose "
                "service), `capabilities: [gpu, compute, utility]` in the compose file's "
                "deploy.resources.reservations.devices (or drop the list: [gpu] gets compute and utility), or --gpus "
                "'all,\"capabilities=compute,utility\"'")


def _jetson_runtime(paste: _Paste) -> _Resolved | None:
    """On a Jetson, a container started with no GPU option lacks the NVIDIA runtime, which mounts the driver in."""
    if not {"jetson", "docker"} <= paste.ctx.flags or "gpus_flag" in paste.ctx.flags:
        return None
    return ("container_gpu_not_exposed", "error", ("the container on this Jetson runs without the NVIDIA runtime, "
            "which passes the driver's libraries (libcuda; on JetPack 4 also CUDA, cuDNN and TensorRT) in from the "
            "host: without it they are missing in the container"), ("start it with the NVIDIA runtime JetPack "
            "installs: `docker run --runtime nvidia ...`, `runtime: nvidia` in a compose service, or "
            '`"default-runtime": "nvidia"` in /etc/docker/daemon.json (for `docker build` and every container), then '
            "restart Docker"))


def _container_without_gpu(paste: _Paste) -> _Resolved | None:
    """The container the paste shows started without the GPU: by Compose, docker run, Apptainer or Kubernetes."""
    ctx = paste.ctx
    if "cpu_instance" in ctx.flags and "gpu_instance" not in ctx.flags:  # it runs where there is no GPU at all
        return ("driver_missing", "error", ("the container runs on a CPU instance type (SageMaker ml.m/ml.c/ml.r/ml.t "
                "have no GPU): the GPU image finds no NVIDIA driver there"), ("deploy on a GPU instance type "
                "(ml.g4dn, ml.g5, ml.p3, ...) or use the CPU image (TensorFlow's CPU build) on a CPU instance"))
    if _compose_without_gpus(paste):
        return _jetson_runtime(paste) or ("container_gpu_not_exposed", "error", ("the compose service asks for no "
                "GPU (no device reservation and no nvidia runtime): Compose starts its container without the host's "
                "driver and devices"),
                ("reserve the GPU in the service: deploy: resources: reservations: devices: - driver: nvidia, count: "
                 "all, capabilities: [gpu] (Compose 1.28+; `runtime: nvidia` on older ones), with the NVIDIA "
                 "Container Toolkit on the host"))
    if _started_without_gpus(paste):
        return _no_gpus_flag(paste)
    unseen = _apptainer_start_unknown(paste)
    if unseen is not None:
        return _nv_unseen() if unseen else _no_nv_flag()
    if "kubernetes" in ctx.flags:
        return ("container_gpu_not_exposed", "error", ("the pod's container has no GPU driver: in Kubernetes the "
                "node's container runtime passes it in, and only the NVIDIA runtime does"),
                f"{_K8S_RUNTIME[0].upper()}{_K8S_RUNTIME[1:]}; request `nvidia.com/gpu` in the pod's limits")
    return _docker_without_driver(paste) if "docker" in ctx.flags else None


def _docker_without_driver(paste: _Paste) -> _Resolved:
    """A Docker (or podman) container without the driver: started without the GPU, or with it and still none inside."""
    if (jetson := _jetson_runtime(paste)) is not None:
        return jetson
    if "podman" in paste.ctx.flags and "cdi_device_named" in paste.ctx.flags:  # given the CDI device, still none
        return ("container_gpu_not_exposed", "warning", ("uncertain: podman was given the NVIDIA CDI device and the "
                "container still has no driver: the CDI specification may predate the driver installed (it names "
                "that driver's files), or SELinux keeps the container from them"), ("generate the specification "
                "again (`sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml`, after each driver upgrade) and "
                "check `nvidia-ctk cdi list`; with SELinux enforcing, add `--security-opt=label=disable`"))
    if "podman" in paste.ctx.flags:  # podman maps --gpus to CDI devices, which need a generated specification
        return ("container_gpu_not_exposed", "error", ("podman started the container without the NVIDIA driver's "
                "files: podman gives GPUs through CDI (Container Device Interface) devices, which a specification "
                "generated for the installed driver describes"), ("generate it (`sudo nvidia-ctk cdi generate "
                "--output=/etc/cdi/nvidia.yaml`, again after each driver upgrade; `nvidia-ctk cdi list` shows the "
                "devices), then `podman run --device nvidia.com/gpu=all ...`"))
    if "gpus_flag" in paste.ctx.flags:  # started with the GPU, yet no driver inside
        return ("container_gpu_not_exposed", "error", ("uncertain: the container was started with the GPU (--gpus, "
                "nvidia-docker or the nvidia runtime), yet CUDA finds no driver in it: the NVIDIA Container Toolkit on "
                "the host is missing or broken, or the image's own libcuda (CUDA's stubs folder, a compat library) "
                "is found before the one the toolkit mounts"), ("`docker run --rm --gpus all ubuntu nvidia-smi` "
                "decides: if it fails, (re)install the NVIDIA Container Toolkit and restart Docker; if it works, "
                "take the stubs/compat folder off the image's LD_LIBRARY_PATH (`ldconfig -p | grep libcuda` in the "
                "container shows which libcuda is found)"))
    return ("container_gpu_not_exposed", "error", ("the container has no GPU: the host's driver and devices were "
            "not passed in"), ("install the NVIDIA Container Toolkit (nvidia-container-toolkit) on the host, restart "
                               "Docker, and start the container with `docker run --gpus all` (nvidia-docker on old "
                               "Docker)"))


# What TensorFlow (or CUDA) prints while it looks for a GPU: on a machine without one, these are expected.
_DISCOVERY = frozenset({"cuinit_failed", "kernel_driver_not_running", "nvidia_smi_no_driver", "no_cuda_device",
                        "dlopen_failed", "gpu_libraries_missing", "no_cuda_drivers", "libcuda_not_loaded",
                        "cuda_runtime_unloaded"})
# Python package and install failures: printed the same with a GPU or without one, so they show none
_PACKAGE_KINDS = frozenset({"numpy_abi", "numpy_symbolic_tensor", "numpy_type_synonym", "protobuf_descriptors",
                            "protobuf_runtime_version", "protobuf_java_mismatch",
                            "pb2_import_failed", "keras3_with_legacy_code", "tf_keras_missing", "keras_version_skew",
                            "h5py3_str_attribute", "keras_applications_submodules", "typing_extensions_name",
                            "keras_input_shape_include_top", "keras_input_shape_require_flatten", "node_attr_unknown",
                            "flatbuffers_endvector", "flatbuffers_date_release", "gast_node_missing",
                            "wrapt_dict_wrapper", "tfio_unloadable", "keras_layer_of_other_keras",
                            "addon_op_library_mismatch", "addon_tf_version", "tfdf_tf_version", "tfdf_windows",
                            "tfdf_ops_failed",
                            "tfp_needs_newer_tf", "sonnet_dependency",
                            "requires_tensorflow", "ml_dtypes_skew",
                            "transformers_no_tf", "tf_plugin_missing", "pip_conflict", "pip_cannot_uninstall",
                            "no_matching_distribution", "other_no_distribution", "conda_no_package", "conda_unsolvable",
                            "pip_every_release_conflicts", "keras_new_optimizer_kwarg", "keras_new_optimizer_variable",
                            "tensorflow_not_installed", "module_missing",
                            "python_unsupported_said", "windows_long_path", "tf_python_too_new", "tf_mixed_files",
                            "pkg_resources_conflict", "apt_python_depends", "protobuf_repeated_append",
                            "protobuf_json_format_kwarg",
                            "keras_thread_local", "edgetpu_interpreter_mismatch",
                            "protobuf_headers_mismatch", "tensorflow_core_gone",
                            "hyperopt_networkx2", "scipy_misc_removed", "pkg_resources_missing",
                            "tensorboard_two_installs"})
_NO_GPU_CAUSES = frozenset({"driver_missing", "uvm_unavailable", "no_gpu_visible", "cuda_libs_missing", "cuda_error",
                            "container_gpu_not_exposed", "gpu_not_detected"})


def _searching(event: LogEvent) -> bool:
    """A message of TensorFlow's search for a GPU, printed on machines without one too.

    Other CUDA libraries than the runtime are loaded only once a GPU is found: their failure shows one.
    """
    if event.kind in ("dlopen_failed", "dll_load_failed"):
        lib = event.get("lib") or event.get("dll") or ""
        return lib.lower().startswith(("libcudart", "cudart", "libcuda.", "nvcuda"))
    return event.kind in _DISCOVERY


def _no_gpu_here(event: LogEvent, why: str = "the paste says this machine has no GPU") -> _Resolved:
    """The paste says the machine has no GPU (or installs a CPU-only build): TensorFlow's search for one is expected."""
    return ("harmless", "info", (f"{pattern(event.kind).meaning}; {why}, and TensorFlow (or CUDA) prints this on "
            "every machine without one: harmless, everything runs on the CPU"),
            "only if this machine should have an NVIDIA GPU: `nvidia-smi` must list it; then `envcheck doctor`")


def _started_without_gpus(paste: _Paste) -> bool:
    """The paste shows the container being started, and with no GPU option (--gpus, --runtime=nvidia, ...)."""
    return "docker_run" in paste.ctx.flags and "gpus_flag" not in paste.ctx.flags


def _compose_without_gpus(paste: _Paste) -> bool:
    """The paste shows a compose file's service with no GPU request (device reservation, runtime, gpus) at all."""
    flags = paste.ctx.flags
    return {"compose_file", "gpu_image"} <= flags and not {"compose_gpu", "gpus_flag", "docker_run"} & flags


def _apptainer_without_nv(paste: _Paste) -> bool:
    """The paste starts an Apptainer/Singularity image and never passes --nv (which binds the host's driver in)."""
    return _apptainer_start_unknown(paste) is False


def _apptainer_start_unknown(paste: _Paste) -> bool | None:
    """In Apptainer/Singularity without --nv in the paste: whether its start is missing (None: not such a container).

    Only the start command (`singularity exec ...`) shows that --nv was left out; a paste that shows the container
    by its paths alone (/.singularity.d) does not say how it was started.
    """
    flags = paste.ctx.flags
    if "apptainer" not in flags or {"gpus_flag", "nv_files_missing"} & flags:
        return None
    return "apptainer_start" not in flags


def _nv_unseen() -> _Resolved:
    """An Apptainer/Singularity container without a driver, its start not shown: --nv left out, or no GPU wanted."""
    return ("container_gpu_not_exposed", "warning", ("uncertain: this ran in an Apptainer/Singularity container and "
            "CUDA found no NVIDIA driver in it; the paste does not show how the container was started: without --nv "
            "the host's driver is not bound in, which a GPU run needs and a CPU run does not (there these are "
            "TensorFlow's search for a GPU, harmless); the start command decides"), ("for a GPU run, start it with "
            "--nv (`apptainer exec --nv IMAGE ...`, a workflow's container options) on a node with the NVIDIA "
            "driver (nvidia-smi there); for a CPU run, nothing to fix here"))


def _no_driver_on_this_node(paste: _Paste) -> _Resolved:
    """--nv found no NVIDIA driver files on the host: the run is on a node without a GPU (a login or CPU node)."""
    searched = any(k in paste.events for k in _DISCOVERY) or bool(paste.ctx.gpu_names)
    if not searched:
        return ("harmless", "info", ("Apptainer/Singularity was given --nv on a host without the NVIDIA driver (a "
                "login or CPU node): harmless when the run needs no GPU"), ("for a GPU run, submit it to a GPU node "
                "(the scheduler's GPU partition, e.g. `srun -p gpu --gres=gpu:1` / `#SBATCH --gres=gpu:1`)"))
    if paste.ctx.driver:  # a driver shown (nvidia-smi): --nv's search missed it there, or the job ran elsewhere
        return ("driver_missing", "warning", (f"uncertain: --nv found none of the NVIDIA driver's libraries, yet the "
                f"paste shows driver {paste.ctx.driver}: either the job ran on another node than that nvidia-smi (a "
                "login or CPU node), or this node's driver libraries are not in the loader cache --nv searches "
                "(`ldconfig -p`, the libraries nvliblist.conf names)"), ("on the node that runs the job: `nvidia-smi` "
                "and `ldconfig -p | grep libcuda.so.1`; no driver there: submit to a GPU node (`--gres=gpu:1`); a "
                "driver not in the cache: `sudo ldconfig` (its folder in /etc/ld.so.conf.d), or `--nvccli`"))
    return ("driver_missing", "error", ("this host has no NVIDIA driver: Apptainer/Singularity's --nv binds the host's "
            "driver libraries into the container and found none, so the run is on a node without a GPU (a login or "
            "CPU node), not in a container that lacks it"), ("submit the job to a GPU node (the scheduler's GPU "
            "partition, e.g. `srun -p gpu --gres=gpu:1 ...` or `#SBATCH --gres=gpu:1`) and check `nvidia-smi` "
            "there; keep --nv"))


def _no_nv_flag() -> _Resolved:
    return ("container_gpu_not_exposed", "error", ("the Apptainer/Singularity container runs without --nv: the host's "
            "NVIDIA driver libraries and devices are not bound into it, so CUDA finds no driver"),
            ("start it with --nv (`apptainer exec --nv IMAGE ...`, `singularity run --nv ...`); the host needs the "
             "NVIDIA driver (nvidia-smi there)"))


def _no_gpus_flag(paste: _Paste) -> _Resolved:
    if (jetson := _jetson_runtime(paste)) is not None:
        return jetson
    if _apptainer_without_nv(paste):  # Apptainer shown too, and neither launcher given the GPU
        return ("container_gpu_not_exposed", "error", ("the containers run without GPU access: `docker run` without "
                "--gpus and Apptainer/Singularity without --nv pass none of the host's driver libraries in (an image's "
                "own libcuda files are placeholders the runtime replaces), so CUDA finds no driver"),
                ("start them with the GPU: `singularity run --nv IMAGE` / `apptainer exec --nv IMAGE ...`, and "
                 "`docker run --gpus all ...` (the NVIDIA Container Toolkit on the host)"))
    return ("container_gpu_not_exposed", "error", ("the container was started without GPU access (no --gpus or "
            "--runtime=nvidia): the host's driver libraries and devices were not passed in, so CUDA finds no driver "
            "(or only a stub, which reports an insufficient driver)"), ("start it with `docker run --gpus all ...` "
            "(the NVIDIA Container Toolkit, nvidia-container-toolkit, on the host; nvidia-docker on old setups)"))


def _runpath_gap(paste: _Paste) -> _Resolved | None:
    """The release's wheel installs CUDA with pip ([and-cuda]) but its RUNPATH does not reach it (the tables say)."""
    rel = paste.release()
    if (rel is None or "[and-cuda]" not in rel.gpu_package or rel.pip_cuda_runpath or paste.ctx.windows
            or not {"and_cuda", "pip_nvidia"} & paste.ctx.flags):  # only when the paste shows the pip CUDA libraries
        return None
    fixed = next((r.line for r in paste.tables.releases if r.key > rel.key and r.pip_cuda_runpath), None)
    note = f" ({rel.notes[0]})" if rel.notes else ""
    upgrade = f", or use TensorFlow {fixed}, whose wheel finds them" if fixed else ""
    meaning = f"TensorFlow {rel.patch or rel.line}'s wheel does not find the CUDA libraries pip installed for it{note}"
    libs = ("import nvidia, os; p = nvidia.__path__[0]; "
            "print(':'.join(os.path.join(p, d, 'lib') for d in os.listdir(p)))")
    return ("pip_cuda_runpath", "error", meaning,
            f'put them on LD_LIBRARY_PATH: export LD_LIBRARY_PATH=$(python -c "{libs}"){upgrade}')


def _windows_native_gpu(paste: _Paste) -> _Resolved | None:
    """Native Windows with a TensorFlow after the last release built with GPU support there (the tables' cut-off)."""
    rel = paste.release()
    if not paste.ctx.windows or rel is None or rel.windows_native_gpu or _windows_gpu_build_ran(paste, rel):
        return None
    return ("windows_native_gpu_unsupported", "error", (f"TensorFlow {rel.patch or rel.line} has no GPU support on "
            "native Windows: installing CUDA libraries does not change that"), _windows_fix(paste))


def _windows_fix(paste: _Paste) -> str:
    last = next((r for r in reversed(paste.tables.releases) if r.windows_native_gpu), None)
    if last is None:
        return "use WSL2 (TensorFlow's GPU builds for Windows run there)"
    return (f"native Windows: TensorFlow {last.line} was the last release with GPU support there; use WSL2 "
            "(pip install 'tensorflow[and-cuda]' inside it, or Docker Desktop's WSL2 backend: `docker run --gpus all "
            f"tensorflow/tensorflow:latest-gpu`), or `tensorflow<{next_line(last.line)}` with CUDA "
            f"{last.cuda_build}/cuDNN {last.cudnn}")


_UNDOTTED = re.compile(r"(lib(?:cu|nv)\w{1,20})\.so\.(\d{2,3})", re.IGNORECASE)


def _event_lib(event: LogEvent) -> str:
    """The library a loader event names; JavaCPP's short name and version ("cudart@.11.0") as its soname."""
    if short := event.get("javacpp"):
        name = short if short.lower().startswith("lib") else f"lib{short}"
        return f"{name}.so.{event.get('javacpp_version')}"
    return event.get("lib") or ""


def _undotted(lib: str) -> str:
    """libcusolver.so.90 -> libcusolver.so.9.0 (a version written as its DLL writes it); other names unchanged."""
    match = _UNDOTTED.fullmatch(lib)
    version = dll_version(f"{match.group(1)[3:]}64_{match.group(2)}.dll") if match else None
    return f"{match.group(1)}.so.{version}" if match and version and "." in version else lib

