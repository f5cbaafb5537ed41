"""Resolvers for the platform: CPU instructions, Windows DLLs and paths, macOS, Colab, ARM, glibc."""

from __future__ import annotations

import re

from envcheck.compat import (
    addon_for_tensorflow,
    dll_version,
    first_release,
    last_release,
    metal_built_for,
    metal_lines,
    metal_macos_steps,
    metal_pair,
    pip_floor,
)
from envcheck.explain._context import _MACOS_NAMES, Context
from envcheck.explain._gpu import _other_framework
from envcheck.explain._libraries import _optional_library
from envcheck.explain._model import Explanation
from envcheck.explain._paste import (
    _cuda_mismatch,
    _in_wsl,
    _libs_fix,
    _Paste,
    _pip,
    _release_cuda,
    _Resolved,
    _where_driver_lives,
    _windows_fix,
    _windows_last,
    _windows_native_gpu,
    names_tensorflow,
)
from envcheck.tables import Release, Tables, version_tuple
from envcheck.tflog import LogEvent, match_kind, pattern


def macos_too_old(paste: _Paste) -> list[Explanation]:
    """A symbol of macOS's own libraries that TensorFlow's binary needs is missing: the macOS predates the wheel's.

    dyld says so by the library it expected the symbol in (macOS's libSystem), or by its note of the macOS the
    referencing library was built for ("(which was built for Mac OS X 10.12)": only for one newer than the running).
    """
    ctx = paste.ctx
    lib, symbol = ctx.dyld_missing or ("", "")
    name = re.split(r"[/\\]", lib)[-1]
    if (not {"dyld_system_expected", "dyld_built_for"} & ctx.flags
            or not re.search(r"[/\\]tensorflow(?:_core)?[/\\]", lib)
            or "metal_plugin" in name or re.match(r"_{1,3}ZN?K?\d{1,3}(?:tensorflow|tsl)", symbol)):
        return []  # another package's library, a plugin (its own cause), or TensorFlow's C++ ABI (another release)
    built = f" (it was built for macOS {ctx.macos_needed})" if ctx.macos_needed else ""
    # (the macOS the note names is the wheel's, not this machine's)
    this = f"macOS {ctx.macos}" if ctx.macos and ctx.macos != ctx.macos_needed else "this macOS"
    return [Explanation("context", "tf_import_failed", "error", (), 0, f"{name}: Symbol not found: {symbol}", (
        f"TensorFlow's {name} uses {symbol}, which {this}'s system libraries do not have: the macOS is older than "
        f"the one this TensorFlow wheel was built for{built}, so its native runtime cannot load"), (
        f"upgrade macOS{f' to {ctx.macos_needed} or newer' if ctx.macos_needed else ''}, or install an older "
        "TensorFlow release built for this macOS (or build TensorFlow from source on it)"))]


def _r_macos_older(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """___chkstk_darwin missing where no dlopen (or dyld's Referenced from) names another package's library.

    dlopen naming TensorFlow's own library is macos_too_old's reading (with the releases); naming another package's,
    it is that package's build, not TensorFlow's.
    """
    flags = paste.ctx.flags
    if (paste.ctx.dyld_missing or not names_tensorflow(paste.ctx)
            or ("dyld_referenced" in flags and "dyld_referenced_tf" not in flags)):  # dyld names another's library
        return None
    return ("tf_import_failed", "error", pattern("macos_older_than_build").meaning,
            pattern("macos_older_than_build").fix)


def _no_avx_fix(tables: Tables, flags: set[str] | frozenset[str] = frozenset()) -> str:
    """A CPU without AVX: another CPU, a build without it, or the last PyPI release built without it (the tables)."""
    last = last_release(tables, lambda r: not r.cpu_baseline)
    older = (f"; or TensorFlow {last.line}, the last PyPI release built without AVX (`pip install "
             f"tensorflow=={last.line}.*`, for code that runs on it)") if last else ""
    return (f"{_vm_note(flags)}run on a CPU with AVX, use a build made without it (a noavx image or community wheel), "
            f"or build TensorFlow from source on this machine{older}{_emulated_note(flags)}")


def _emulated_note(flags: set[str] | frozenset[str]) -> str:
    """x86 emulated on an arm64 machine (Docker's amd64 images, Rosetta) has no AVX: not an x86 machine's paste.

    A Linux host (not a container), Windows, an Intel Mac or an x86 CPU named is x86 itself.
    """
    named_x86 = "cpu_without_avx" in flags and not {"apple_machine", "apple_silicon"} & flags
    if {"intel_mac", "windows"} & flags or named_x86 or ("linux" in flags and "docker" not in flags):
        return ""
    return ("; an amd64 image or x86_64 Python emulated on an arm64 machine (Docker or Rosetta on an Apple silicon "
            "Mac) has no AVX either: use an arm64 image or a native arm64 Python")


def _emulated_fix(paste: _Paste) -> str:
    """An amd64 image emulated on an arm64 host: TensorFlow natively, or an arm64 image with TensorFlow's own wheels."""
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    wheels = f" (PyPI has Linux aarch64 wheels of tensorflow from {first.line})" if first else ""
    return ("on an Apple silicon Mac run TensorFlow natively, or build the image for linux/arm64 from a multi-arch "
            "base (python:3.x; `docker build --platform linux/arm64`) with `pip install tensorflow` inside"
            f"{wheels}; in the amd64 image, under an emulator without AVX (Rosetta, QEMU before 7.2), only a "
            "TensorFlow built without AVX runs")


def _r_qemu_signal(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """QEMU's user-mode emulator saying the x86 program it ran died: TensorFlow's x86 build on an ARM machine.

    QEMU before 7.2 gives the emulated x86 code no AVX, which TensorFlow's x86 builds use: an AVX instruction is
    illegal there (signal 4). Another signal (6, a check of TensorFlow's failing as it starts) may be that or QEMU's
    own emulation going wrong: uncertain which, the way out the same. Read only where TensorFlow itself ran (its import
    or its C++ log shown), and not where QEMU emulates another CPU than x86.
    """
    flags = paste.ctx.flags
    if not {"tf_import_line", "tf_cc_log"} & flags or "qemu_not_x86" in flags:
        return None
    signal = event.get("signal")
    said = f"signal {signal} ({event.get('name')})" if event.get("name") else f"signal {signal}"
    ran = (f"QEMU's emulator ran an x86 TensorFlow on an ARM machine (an amd64 image in Docker on an Apple silicon "
           f"Mac or an ARM server), and it died of {said}")
    no_avx = "QEMU before 7.2 gives the emulated x86 code no AVX, which TensorFlow's x86 builds use"
    if signal == "4":  # SIGILL
        return ("cpu_no_avx", "error", f"{ran}: {no_avx}, so TensorFlow stops as it starts", _emulated_fix(paste))
    return ("cpu_no_avx", "warning", (f"uncertain which of two: {ran}; {no_avx}, and its emulation of x86 has bugs of "
            "its own that stop TensorFlow as it starts (a check of TensorFlow's failing): either way it is the "
            "emulation, not the install"), _emulated_fix(paste))


def _r_emulated_image(event: LogEvent, paste: _Paste) -> _Resolved:
    """An amd64 image on an arm64 host: Docker emulates it (QEMU, or Rosetta in Docker Desktop), often with no AVX.

    Where the paste shows TensorFlow's run crash (or an illegal instruction), that is TensorFlow's x86 build meeting the
    emulated CPU; else a note. TensorFlow's own notice of the CPU's instructions shows it started, so the emulator has
    what it needs: a note too.
    """
    fix = _emulated_fix(paste)
    host = event.get("host") or "linux/arm64"
    # a crash said in words counts where TensorFlow is named (another program in the image crashes for its own reasons)
    said = {"breaks_said", "crash_said"} & paste.ctx.flags and "tensorflow_named" in paste.ctx.flags
    if (said or paste.has("illegal_instruction")) and not paste.has("cpu_features_notice"):
        return ("cpu_no_avx", "error", (f"Docker runs this linux/amd64 image emulated on a {host} host (an Apple "
                "silicon Mac or an ARM server): the emulator (QEMU, or Rosetta in Docker Desktop) most often gives the "
                "x86 code no AVX, which TensorFlow's x86 builds use, so TensorFlow stops as it starts"), fix)
    return ("harmless", "info", (f"Docker runs this linux/amd64 image emulated on a {host} host: slower, and where the "
            "emulator gives no AVX an x86 TensorFlow in it stops as it starts"), fix)


def _vm_note(flags: set[str] | frozenset[str], what: str = "AVX") -> str:
    """In a virtual machine the guest sees the CPU features the hypervisor passes, not all of the host's."""
    if "virtual_machine" not in flags:
        return ""
    return (f"in a virtual machine the guest sees only the CPU features the hypervisor passes: if the host's CPU has "
            f"{what}, give the VM the host's CPU type (Proxmox: Processor type `host`; QEMU/libvirt: `-cpu host` or "
            "host-passthrough, not kvm64/qemu64; VirtualBox on Windows: turn Hyper-V off on the host) and check `grep "
            f"-o {what.lower()} /proc/cpuinfo` in the guest; otherwise ")


# x86 extensions every CPU with AVX has (the compiler's -mavx enables them, so TensorFlow's guard checks them first)
_BELOW_AVX = frozenset({"sse", "sse2", "sse3", "ssse3", "sse4.1", "sse4.2"})


def _r_cpu(event: LogEvent, paste: _Paste) -> _Resolved:
    which = event.get("instructions") or event.get("said") or "AVX"
    flags = paste.ctx.flags
    zsh = "hardware instruction" in event.line.lower()  # zsh's wording: macOS's shell, but zsh runs on Linux too
    rosetta = ("use a native arm64 Python (not an x86 one under Rosetta) and install tensorflow for it "
               "(tensorflow-macos before 2.13), plus tensorflow-metal for the GPU")
    # Apple hardware words (M1, arm64) with Linux ones and no macOS: Linux on that machine (a container, a VM)
    linux_on_apple = "apple_machine" in flags and "linux" in flags and "macos" not in flags
    # (not on an Intel Mac, macOS 10.x or an Intel CPU named, nor where cpuinfo lists avx off Apple hardware)
    cpuinfo_avx = "cpuinfo_avx" in flags and "apple_machine" not in flags
    # Apple silicon named beside an Intel Mac: which one ran is open
    both = "intel_mac" in flags and bool({"apple_silicon", "apple_machine"} & flags)
    if (zsh or "macos" in flags) and ("intel_mac" not in flags or both) and not cpuinfo_avx:
        if {"macos", "apple_machine"} & flags and not linux_on_apple and not both:
            return ("cpu_no_avx", "error", ("an x86 TensorFlow wheel runs under Rosetta on Apple silicon, which has "
                    "no AVX"), rosetta)
        if "linux" not in flags:
            return ("cpu_no_avx", "error", ("the CPU lacks an instruction the TensorFlow binary uses; uncertain which "
                    "machine: on a Mac with Apple silicon an x86 Python under Rosetta (no AVX), elsewhere a CPU "
                    "without AVX (`uname -sm` tells macOS, Darwin, from Linux; on macOS `sysctl -n "
                    "machdep.cpu.brand_string` names the chip, Apple M: Rosetta; on Linux `grep -o avx /proc/cpuinfo` "
                    "prints nothing without AVX)"), (f"on Apple silicon: {rosetta}; on a CPU "
                    "without AVX: run on one with AVX, or use a build made without it (or build from source)"))
    # (PyTorch's or JAX's paste, also by its words: `import jax` in -c)
    if ("arm_machine" in flags or linux_on_apple or ("tensorflow_named" not in flags and "other_import" in flags)
            or _other_framework(paste) is not None):
        return _illegal_elsewhere(paste)
    rel = paste.release()
    base = f" (TensorFlow {rel.line} needs {', '.join(rel.cpu_baseline)})" if rel and rel.cpu_baseline else ""
    wanted = {w.strip().lower() for w in re.split(r"[,\s]+(?:and\s+)?", which) if w.strip()}
    pypi = set(paste.tables.newest.cpu_baseline)
    named = event.get("instructions") or event.get("said")  # the instructions the binary was said to use
    if ("avx_only_said" in flags or cpuinfo_avx) and not named:  # the CPU has AVX: not PyPI's baseline
        return _avx_without_avx2(pypi, "shows it has AVX (/proc/cpuinfo)" if cpuinfo_avx else
                                 "says it has AVX but not AVX2")
    # of several releases named (1.6 failing, 1.5 installed after it), which one crashed is not said
    lines = {".".join(v.split(".")[:2]) for v in paste.ctx.tensorflows_named}
    sole = rel if rel is not None and lines <= {rel.line} else None
    if named and wanted and (beyond := _built_beyond(paste, which, wanted, sole)) is not None:
        return beyond
    # (a guard's own words name what the build was made for: the Intel builds' AVX-512 only where it says nothing)
    intel = "intel_avx512_build" in flags and "cpu_without_avx" not in flags and not named
    return _INTEL_AVX512 if intel else (
        "cpu_no_avx", "error", f"the CPU lacks {which}, which the TensorFlow binary uses{base}",
        _no_avx_fix(paste.tables, flags))


# an illegal instruction under Intel's builds for AVX-512 (intel-extension-for-tensorflow's CPU release, Intel's deep
# learning stacks): most often that instruction set, not AVX, is what the CPU lacks; cpuinfo decides
_INTEL_AVX512: _Resolved = (
    "cpu_no_avx", "warning", ("uncertain which instructions: the CPU lacks one the build uses, and Intel's optimized "
    "builds named here (intel-extension-for-tensorflow's CPU release, Intel's deep learning stacks) are made for "
    "AVX-512, which most desktop and many server CPUs lack (`grep -o avx512f /proc/cpuinfo | head -1` prints nothing "
    "then); a CPU without AVX as well (`grep -o avx /proc/cpuinfo | head -1` prints nothing) fails stock TensorFlow "
    "too"), (
    "run it on a CPU with AVX512 (Xeon Scalable, Skylake-SP and later), or use stock TensorFlow (`pip install "
    "tensorflow`, which needs AVX) without that build, or build it from source on this machine"))


def _covered(baseline: set[str]) -> set[str]:
    """The x86 extensions a build for `baseline` uses: with AVX the SSE ones (its guard names the first one missing)."""
    return baseline | (_BELOW_AVX if "avx" in baseline else {"sse", "sse2"})


def _built_beyond(paste: _Paste, which: str, wanted: set[str], sole: Release | None) -> _Resolved | None:
    """The guard names instructions beyond what PyPI's wheels (of the one release shown, else the newest) use.

    A release built without AVX (1.5 and older) has no such guard: another TensorFlow than the one shown ran. A
    patch built for more than its line (2.4.0's AVX2) has a later patch without it. Beyond the newest's: a custom
    or third-party build.
    """
    flags, pypi = paste.ctx.flags, set(paste.tables.newest.cpu_baseline)
    if sole is not None and wanted <= _covered(set(sole.cpu_baseline)):
        line = next((r for r in paste.tables.releases if r.line == sole.line), sole)
        if sole.patch is None or wanted <= _covered(set(line.cpu_baseline)):
            return None
        return ("cpu_no_avx", "error", (f"the CPU lacks {which}, which TensorFlow {sole.patch}'s wheels were built to "
                f"use ({'; '.join(sole.notes) or 'unlike the rest of its line'})"),
                (f"`{_pip(paste)} install 'tensorflow=={sole.line}.*,!={sole.patch}'` (its other patches are built "
                 f"for {', '.join(sorted(line.cpu_baseline)).upper()} only), or run on a CPU with {which}"))
    if sole is None and (not pypi or wanted <= _covered(pypi)):
        return None
    if sole is not None and not sole.cpu_baseline:
        return ("cpu_no_avx", "warning", (f"uncertain: the CPU lacks {which}, which the TensorFlow that ran was "
                f"compiled to use, and PyPI's TensorFlow {sole.line} wheels were built without AVX: the binary that "
                f"ran is another TensorFlow than PyPI's {sole.line} (a second install, another environment or "
                "kernel, an app's bundled library, a custom build); `python -c \"import tensorflow as tf; "
                'print(tf.__version__, tf.__file__)"` decides'),
                f"run that check with the Python that crashes; {_no_avx_fix(paste.tables, flags)}")
    wheels = f"PyPI's TensorFlow {sole.line} wheels" if sole is not None else "PyPI's wheels"
    need = ", ".join(sorted(set(sole.cpu_baseline) if sole is not None else pypi)).upper()
    return ("cpu_no_avx", "error", (f"the CPU lacks {which}, which this TensorFlow build was compiled to use: "
            f"{wheels} need only {need} (the tables), so this is a custom or third-party build (an app's bundled "
            "library, a community wheel, a source build for another CPU)"),
            (f"{_vm_note(flags, which)}use a TensorFlow built without {which} (PyPI's `tensorflow`, or the app's "
             f"basic/no-{which} build), or build it from source on this machine"))


def _avx_without_avx2(pypi: set[str], said: str) -> _Resolved:
    """An illegal instruction on a CPU with AVX (said, or cpuinfo's): a binary built for more than PyPI's wheels."""
    need = ", ".join(sorted(pypi)).upper() or "AVX"
    return ("cpu_no_avx", "error", (f"uncertain: the CPU met an instruction it lacks, and the paste {said}; "
            f"PyPI's TensorFlow wheels need only {need} (the tables), so the binary that crashed is one "
            "built for newer CPUs (an app's bundled library, a community or conda build, or another program): "
            "`python -X faulthandler -c 'import <module>'` or the crashing program decides"),
            ("use a build of the crashing program made without AVX2 (PyPI's `tensorflow` for TensorFlow itself, or "
             "the app's basic/no-AVX2 build), or build it from source on this machine"))


def _illegal_elsewhere(paste: _Paste) -> _Resolved:
    """An illegal instruction on an ARM machine (AVX is x86's), or in a paste that shows another package, no TF."""
    flags = paste.ctx.flags
    where = ("on an ARM machine (AVX is an x86 extension): a binary built for a newer ARM core than this one"
             if "arm_machine" in flags else
             ("in Linux on an Apple or ARM machine (a container or VM): an arm64 binary built for a newer core, or an "
              "x86 one under emulation, which has no AVX") if "apple_machine" in flags and "linux" in flags else
             "in a paste that shows another package and not TensorFlow")
    arm = "arm_machine" in flags or ("apple_machine" in flags and "linux" in flags)
    # on ARM, NumPy's OpenBLAS picking a newer core; on x86, what a prebuilt wheel most often needs is AVX (PyTorch's,
    # PaddlePaddle's, TensorFlow's)
    build = ("an older or newer release of that wheel, the distribution's package, or OPENBLAS_CORETYPE set to this "
             "core (ARMV8) for NumPy's OpenBLAS; for TensorFlow, a wheel built for this CPU" if arm else
             "on x86 a prebuilt wheel's binary most often needs AVX: a build of that package without AVX (its no-AVX "
             "or source build), or a CPU that has AVX; an older or newer release of that wheel otherwise")
    # cpuinfo listing avx in a paste naming no TensorFlow: another program's binary, information
    level = "info" if "cpuinfo_avx" in flags and not arm and not names_tensorflow(paste.ctx) else "error"
    return ("cpu_no_avx", level, (f"uncertain: the CPU met an instruction it lacks, {where}; which binary (often "
            "NumPy's OpenBLAS, or the wheel imported) the traceback or `python -X faulthandler -c 'import X'` "
            "decides"), (f"{_vm_note(flags)}find the module that crashes (`python -X faulthandler -c 'import "
            f"<module>'`) and install a build of it for this CPU: {build}"))


# NTSTATUS codes (ntstatus.h) Python prints as "DLL load failed with error code -1073741795" when the load raised one
_STATUS_ILLEGAL_INSTRUCTION = 0xC000001D  # the DLL's code used an instruction this CPU lacks (AVX)
_STATUS_DLL_NOT_FOUND = 0xC0000135
_STATUS_DLL_INIT_FAILED = 0xC0000142
_CODE = re.compile(r"error ?code:? ?(-?\d{1,10})\b")
# the user's words that the GPU build and a CUDA are there ("I am using gpu version", "the situation of my cuda")
_CUDA_SPOKEN = re.compile(r"\bgpu (?:version|build)\b|\bmy cuda\b|\bcuda (?:is |was |has been )?installed\b"
                          r"|\binstalled (?:the )?cuda\b", re.IGNORECASE)
# ... denied just before ("I don't have CUDA installed", "no GPU version", "without my cuda")
_DENIED_BEFORE = re.compile(r"(?:\b(?:no|not|never|without)|n't)\b[^.!?]{0,15}$", re.IGNORECASE)


def _cuda_spoken(words: str) -> bool:
    """The user's words say the GPU build and a CUDA are there, not denied."""
    return any(not _DENIED_BEFORE.search(words, 0, m.start()) for m in _CUDA_SPOKEN.finditer(words))

# Windows' own text for ERROR_MOD_NOT_FOUND (126) in the languages it is pasted in most, English first (and as
# users put a localised one back into English: "can't find specified module", "cannot find the specified module")
_MODULE_NOT_FOUND = (
    "specified module could not be found", "find specified module", "find the specified module",
    "angegebene modul wurde nicht gefunden", "module spécifié est introuvable",
    "no se puede encontrar el módulo especificado", "não foi possível encontrar o módulo especificado",
    "impossibile trovare il modulo specificato", "не найден указанный модуль", "找不到指定的模块", "找不到指定的模組",
    "指定されたモジュールが見つかりません", "지정된 모듈을 찾을 수 없습니다",
)
# the word "initialisation" of ERROR_DLL_INIT_FAILED (1114) in those languages ("initiali" is English, French, German)
_INIT_FAILED = ("initiali", "inicializ", "inizializ", "инициализац", "初始化", "初期化", "초기화")


def init_failed(reason: str) -> bool:
    """Whether the loader's answer (lower-cased) is Windows' ERROR_DLL_INIT_FAILED, in any of its languages."""
    return any(word in reason for word in _INIT_FAILED)


def tensorflow_dll(event: LogEvent) -> bool:
    """Whether a `DLL load failed` is TensorFlow's own module's (or names none: Python before 3.8 names no module)."""
    return (event.get("module") or "_pywrap").lower().startswith(("_pywrap", "pywrap", "tensorflow"))


# the runtime Windows builds of TensorFlow (and other native wheels) link, as Microsoft ships it
VC_REDIST = "the latest Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64: vc_redist.x64.exe)"
MSVC_FIX = f"install {VC_REDIST}, and the x86 one where a 32-bit program loads it, and restart"


def _r_dll(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: C901, PLR0911, PLR0912 - one per loader answer
    dll = (event.get("dll") or "").lower()
    reason = (event.get("reason") or "").lower()
    rel, _, _ = _release_cuda(paste)
    code = _CODE.search(reason)
    status = int(code.group(1)) & 0xFFFFFFFF if code else None
    if status == _STATUS_ILLEGAL_INSTRUCTION:
        return ("cpu_no_avx", "error", (f"Windows stopped loading TensorFlow's DLL on an illegal instruction (error "
                f"code {code.group(1) if code else ''} is 0xC000001D, STATUS_ILLEGAL_INSTRUCTION): the CPU lacks one "
                "the binary uses, AVX for the official wheels since 1.6 (AVX2 for some community builds)"),
                ("run on a CPU with AVX, or install a wheel built without AVX (or build TensorFlow from source on "
                 "this machine)"))
    if status == _STATUS_DLL_INIT_FAILED:
        return _dll_init_failed(paste)
    if status == _STATUS_DLL_NOT_FOUND:
        reason = "the specified module could not be found"
    if dll.startswith("nvcuda"):  # the driver's own DLL (System32), not a CUDA toolkit one
        return _where_driver_lives(paste, "nvcuda.dll, the NVIDIA driver's CUDA library, is missing: no driver "
                                          "installed")
    if dll.startswith(("cudart", "cublas", "cufft", "curand", "cusolver", "cusparse", "cudnn")):
        return _windows_native_gpu(paste) or ("cuda_libs_missing", "error", _cuda_dll_missing(dll, paste),
                                              _libs_fix(paste))
    if "msvc_fixed_said" in paste.ctx.flags and not dll.startswith(("cu", "nvcuda")):  # the runtime's install fixed it
        return ("msvc_runtime_missing", "error", ("TensorFlow's DLL did not load and the paste says installing the "
                "Microsoft Visual C++ runtime fixed it: the runtime (msvcp140.dll, msvcp140_1.dll from 2.1) was "
                "missing or older than the wheel's"), MSVC_FIX)
    if dll.startswith(("msvcp", "vcruntime")) or any(words in reason for words in _MODULE_NOT_FOUND):
        if (not dll.startswith(("msvcp", "vcruntime")) and (rel is None or not rel.windows_msvcp140_1)
                and (works := _pre_avx_release_works(paste)) is not None):
            return works  # the release built without AVX loads with the same runtime: the CPU, not the runtime
        if rel and not rel.windows_msvcp140_1 and not dll and not _cpu_package_only(paste):
            return ("cuda_libs_missing", "error", "a DLL of the CUDA version TensorFlow was built with is missing",
                    _libs_fix(paste))
        msvc = first_release(paste.tables, lambda r: r.windows_msvcp140_1)
        before = last_release(paste.tables, lambda r: not r.windows_msvcp140_1)
        if rel is None and not dll and msvc and before and (
                paste.ctx.cuda_installed or paste.ctx.cudnn_installed or "cudnn_mentioned" in paste.ctx.flags
                or any(_cuda_spoken(words) for words in paste.ctx.gpu_words)):
            return ("cuda_libs_missing", "error", ("a DLL TensorFlow links against is not found; uncertain which: the "
                    f"paste speaks of CUDA/cuDNN, whose DLLs TensorFlow's GPU builds up to {before.line} load at "
                    f"import (from {msvc.line} it is the Visual C++ runtime's msvcp140_1.dll; `pip show tensorflow` "
                    "tells the version)"), (f"{_libs_fix(paste)}; cuDNN's DLLs sit in its own bin folder, which must "
                    f"be on PATH too (for TensorFlow {msvc.line}+: install the Microsoft Visual C++ Redistributable)"))
        # no release and no DLL named, no Python 3.8+ (its "DLL load failed while importing" wording, or its version
        # shown), whose TensorFlow releases (2.2+) all need msvcp140_1.dll, and nothing that rules out a GPU build up
        # to 2.0 (whose CUDA DLLs load at import): the runtime is the likeliest, not the only one
        py38 = "while importing" in event.line or version_tuple(paste.ctx.python or "0") >= (3, 8)
        cpu_only = _cpu_package_only(paste) or bool({"no_nvidia_gpu_said", "no_gpu_machine"} & paste.ctx.flags)
        if rel is None and not dll and not py38 and not cpu_only:
            return ("tf_import_failed", "error", ("uncertain which DLL: TensorFlow's native module could not load a "
                    "DLL it links ('The specified module could not be found'): most often the Microsoft Visual C++ "
                    "runtime (msvcp140.dll; from TensorFlow 2.1 also msvcp140_1.dll and vcruntime140_1.dll), for a "
                    "GPU build up to 2.0 CUDA's or cuDNN's DLLs; `pip show tensorflow` and the DLL Dependencies tool "
                    "(or Process Monitor) name it"),
                    (f"install {VC_REDIST} and restart; for tensorflow-gpu up to 2.0, the CUDA and cuDNN of its "
                     "build on PATH"))
        return ("msvc_runtime_missing", "error", "the Microsoft Visual C++ runtime TensorFlow needs is missing",
                f"install {VC_REDIST} and restart")
    if init_failed(reason):
        return _dll_init_failed(paste)
    if not dll and (by_elimination := _avx_by_elimination(paste)) is not None:
        return by_elimination
    # no DLL and no loader's reason: the paste does not decide between the runtime, CUDA's DLLs and the CPU
    return ("msvc_runtime_missing", "error", (f"uncertain: {pattern('dll_load_failed').meaning}; the loader's reason "
            "after `DLL load failed` decides: 'The specified module could not be found' is a DLL missing (the Visual "
            "C++ runtime, or CUDA's for a GPU build), 'A dynamic link library (DLL) initialization routine failed' "
            "most often a CPU without AVX"), (f"install {VC_REDIST}; if the reason is the initialization routine, "
            "check the CPU has AVX (`wmic cpu get name`)"))


def _r_ipython_inspect(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """IPython hid TensorFlow's import error; on Windows the Visual C++ runtime is what it most often is.

    Another module's error it hid (no TensorFlow frame) is not read: the paste does not show it.
    """
    fix = pattern(event.kind).fix
    if "tf_frame" not in paste.ctx.flags:
        return None
    if not paste.ctx.windows:
        return ("tf_import_failed", "warning", (f"uncertain: {pattern(event.kind).meaning}; TensorFlow's own frame "
                "is where it failed, so importing TensorFlow fails, for a reason the paste does not show"), fix)
    return ("msvc_runtime_missing", "warning", (f"uncertain: {pattern(event.kind).meaning}, and TensorFlow's own "
            "frame is where it failed: importing TensorFlow fails on Windows, most often for the Microsoft Visual C++ "
            "runtime (from TensorFlow 2.1 it needs msvcp140_1.dll, of the 2019 redistributable), else for a CPU "
            "without AVX ('DLL load failed' with the loader's reason is the real error)"),
            (f"{fix}; with 'could not be found': install {VC_REDIST} and restart; with 'initialization routine "
             "failed': check the CPU has AVX (`wmic cpu get name`)"))


def _cpu_package_only(paste: _Paste) -> bool:
    """The paste lists the CPU package (`tensorflow` before 2.1 on Windows) and no GPU one: it loads no CUDA."""
    ctx = paste.ctx
    return "tensorflow" in ctx.packages and "tensorflow-gpu" not in ctx.packages


def _avx_by_elimination(paste: _Paste) -> _Resolved | None:
    """No loader's reason: what the paste says works or is installed leaves a CPU without AVX, or None.

    The Windows wheels use AVX from 1.6: a release built without it (1.5 or older) said to work on the machine where
    one built with it fails to load is decided. The Visual C++ runtime said installed, for a CPU build (no CUDA in
    the paste), leaves the CPU most often, though not certainly.
    """
    ctx = paste.ctx
    flags = ctx.flags
    if "cpu_with_avx" in flags:
        return None
    if (works := _pre_avx_release_works(paste)) is not None:
        return works
    gpu = (ctx.cuda_installed or ctx.cudnn_installed or "tensorflow-gpu" in ctx.packages
           or {"cudnn_mentioned", "mentions_tf_gpu", "installs_tf_gpu"} & flags)
    if "msvc_said_installed" in flags and "msvc_fixed_said" not in flags and not gpu:
        return ("cpu_no_avx", "error", ("TensorFlow's DLL does not load and the paste says the Visual C++ runtime is "
                "installed; uncertain: with no CUDA in the paste that leaves most often a CPU without AVX (which the "
                "wheels use since 1.6), though an older runtime does the same; the CPU's model decides (`wmic cpu get "
                "name`)"), (f"if the CPU has no AVX: {_no_avx_fix(paste.tables, flags)}; if it has AVX, install "
                f"{VC_REDIST} and restart"))
    return None


def _pre_avx_release_works(paste: _Paste) -> _Resolved | None:
    """A release built without AVX (1.5 or older, the tables) said to work where TensorFlow's DLL does not load.

    "reverting to v1.5 worked", "I installed tensorflow 1.5 and it works": the same Visual C++ runtime loads it (the
    releases before 2.1 need msvcp140.dll alike), so what the later release adds is AVX, which the CPU lacks.
    """
    ctx = paste.ctx
    if "pre_avx_release_works" not in ctx.flags or "cpu_with_avx" in ctx.flags:
        return None
    named = [m.release for m in map(paste.tables.release, sorted(ctx.tensorflows_named)) if m is not None]
    avx = next((r for r in reversed(named) if r.cpu_baseline), None)
    without = next((r.line for r in named if not r.cpu_baseline), None)
    if without is None:  # said by its number only ("reverting to v1.5 worked"): the words matched a release up to 1.5
        last = last_release(paste.tables, lambda r: not r.cpu_baseline)
        without = f"{last.line} (or an older release)" if last else "a release built without AVX"
    failing = f"TensorFlow {avx.line}'s DLL does not load" if avx else "TensorFlow's DLL does not load"
    return ("cpu_no_avx", "error", (f"{failing} while {without}, the paste says, works on this machine: the Windows "
            "wheels use AVX from 1.6 (the tables), so the CPU lacks AVX"), _no_avx_fix(paste.tables, ctx.flags))


def _self_check_cudnn(version: str | None, paste: _Paste) -> _Resolved:
    """The Windows self-check script found no cuDNN DLL (cudnn64_6.dll for "cuDNN 6") on PATH."""
    rel = paste.release()
    major = version or (rel.cudnn.split(".")[0] if rel and rel.cudnn else None)
    dll = f"cudnn64_{major.split('.')[0]}.dll" if major else "cuDNN's DLL"
    cuda = f" for CUDA {rel.cuda_build}" if rel and rel.cuda_build else " for the CUDA the build uses"
    return ("cuda_libs_missing", "error", (f"the TensorFlow self-check found no {dll} in a folder on PATH: cuDNN is "
            "not installed, or its bin folder is not on PATH (cuDNN installs apart from CUDA)"),
            (f"install cuDNN {major or '(the version of the TensorFlow build)'}{cuda} and add the folder holding "
             f"{dll} (cuDNN's bin) to PATH"))


def _loader_answer(reason: str) -> bool:
    """The text after `DLL load failed` is the Windows loader's answer (module not found, init failed, a code)."""
    return bool(_CODE.search(reason)) or any(w in reason for w in _MODULE_NOT_FOUND) or init_failed(reason)


def _answered(paste: _Paste) -> LogEvent | None:
    """Another `DLL load failed` line of the paste that gives the loader's answer or names the DLL."""
    return next((e for e in paste.events.get("dll_load_failed", ())
                 if e.get("dll") or _loader_answer((e.get("reason") or "").lower())), None)


# the first release whose GPU build imports without CUDA's libraries: on Linux it dlopens them lazily from 1.14 (and
# logs "Could not dlopen library"); on Windows the builds up to 2.0 load them as they import
LAZY_CUDA_FROM = {"linux": (1, 14), "windows": (2, 1)}
# where another reason for a failed import is likely (a Mac, whose builds have no CUDA; a CPU without AVX)
IMPORT_FAILS_OTHERWISE = frozenset({"macos", "cpu_without_avx", "no_avx_said"})


def _cuda_libs_lacking(paste: _Paste) -> _Resolved | None:
    """A GPU build that loads CUDA's libraries at import (LAZY_CUDA_FROM), and the CUDA installed lacks them.

    The versions decide what the loader did not say: TensorFlow 1.12's GPU build asks for cudart64_90.dll (on Linux
    libcudart.so.9.0), which a CUDA 10.0 install does not have (the tables give each release's CUDA and which
    toolkits provide it).
    """
    ctx, rel = paste.ctx, paste.release()
    gpu = (rel is not None and (rel.tensorflow_package_has_gpu or "tensorflow-gpu" in ctx.packages
                                or {"mentions_tf_gpu", "installs_tf_gpu"} & ctx.flags))
    if not gpu or rel is None or rel.key >= LAZY_CUDA_FROM["windows" if ctx.windows else "linux"]:
        return None
    mismatch = _cuda_mismatch(paste)
    if mismatch is None:
        return None
    files = "DLLs" if ctx.windows else "libraries"
    return ("cuda_libs_missing", "error", (f"TensorFlow {rel.line}'s GPU build loads the {files} of the CUDA it was "
            "built with when it is imported, and the CUDA the paste shows installed does not have them: that is what "
            "failed to load"), mismatch)


def _r_any_dll(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per kind of DLL
    """A DLL load failure is not TensorFlow's when it names another module, or shows another import and no TF."""
    module = event.get("module") or ""
    flags = paste.ctx.flags
    if match_kind("paging_file_small", event.line):  # the loader's answer: virtual memory, not a missing DLL
        return _r_paging_file(event, paste)
    if (dll := (event.get("dll") or "").lower()).startswith("cupti"):  # the profiler's, loaded only when it runs
        return _optional_library(event, dll, paste)
    if dll.startswith("zlibwapi"):  # cuDNN 8.3-8.9's zlib, not Visual C++'s or CUDA's
        return ("cuda_libs_missing", "error", "cuDNN 8.3+ on Windows needs zlibwapi.dll, which is not on PATH",
                "install zlib for Windows (zlibwapi.dll, the x64 build) into a folder on PATH, e.g. CUDA's bin")
    if "protobuf_extension" in flags and not event.get("dll") and not module.lower().startswith(("_pywrap", "pywrap")):
        return _protobuf_extension(event)
    if not event.get("dll") and ((module and not tensorflow_dll(event))
                                 or (not module and "other_import" in flags and "tensorflow_named" not in flags)):
        return _windows_addon_dll(module, paste) or _foreign_dll(module)
    if (said := event.get("cudnn_said")) is not None or "could not find cudnn" in event.line.lower():
        return _self_check_cudnn(said, paste)
    if not event.get("dll") and "cuda_too_new_said" in flags and (
            (rel := paste.release()) is None or not rel.windows_msvcp140_1):  # (2.1 on load CUDA after the import)
        return _cuda_newer_than_build(paste)
    if not event.get("dll") and not _loader_answer((event.get("reason") or "").lower()):
        event = _answered(paste) or event  # "DLL load failed with CUDA 9.1" (a title): the traceback's line answers
    reason = (event.get("reason") or "").lower()
    if not event.get("dll") and not _CODE.search(reason) and not init_failed(reason) and (
            decided := (_cuda_libs_lacking(paste) or _import_time_cuda_dll(paste))) is not None:
        return decided  # no DLL named, and not the CPU's answer
    return _r_dll(event, paste)


def _cuda_newer_than_build(paste: _Paste) -> _Resolved:
    """A DLL load failure where the words say the CUDA installed is newer than the build's: its DLLs are another's.

    Only for a build that loads CUDA's DLLs when it is imported (up to 2.0), or one the paste does not date.
    """
    rel = paste.release()
    need = (f"CUDA {rel.cuda_build} and cuDNN {rel.cudnn}, the ones TensorFlow {rel.line} was built with," if rel and
            rel.cudnn else "the CUDA and cuDNN the TensorFlow release was built with (tensorflow.org/install/"
            "source_windows#gpu lists each release's)")
    return ("cuda_libs_missing", "error", ("a DLL did not load, and the paste says the CUDA installed is newer than "
            "the one this TensorFlow was built for: CUDA's DLLs carry its version in their names (cudart64_110.dll), "
            "so the build's are not there"), f"install {need} and put their bin folders on PATH")


# the CUDA of TensorFlow 2.0's Windows build, the last that linked CUDA (2.1 loads it when a GPU is first used)
_LAST_LINKED_CUDA = (10, 0)


def _import_time_cuda_dll(paste: _Paste) -> _Resolved | None:
    """A CUDA DLL the paste says is missing that TensorFlow up to 2.0 loads at import: the bare failure is that one.

    Those builds (CUDA 10.0 and older: cudart64_100.dll, cudart64_90.dll) link CUDA, so a `DLL load failed` with no
    DLL named follows from it (also when a DLL of another CUDA was copied under its name); from 2.1 CUDA loads later
    and a missing runtime is only a warning, so it explains no import failure.
    """
    rel = paste.release()
    if rel is not None and rel.windows_msvcp140_1:  # a release from 2.1 on: it loads no CUDA DLL at import
        return None
    for named in (*paste.events.get("dll_load_failed", ()), *paste.events.get("dlopen_failed", ())):
        dll = (named.get("dll") or named.get("lib") or "").lower()
        cuda = dll_version(dll) if dll.startswith("cu") and dll.endswith(".dll") else None
        # a dotted version is CUDA's own (cudart64_100.dll: 10.0); a bare major is a library's (cublas64_10.dll of
        # CUDA 10.1, cusolver64_11.dll), from CUDA 10.1 on
        if cuda and "." in cuda and version_tuple(cuda) <= _LAST_LINKED_CUDA:
            return _windows_native_gpu(paste) or ("cuda_libs_missing", "error", _cuda_dll_missing(dll.lower(), paste),
                                                  _libs_fix(paste))
    return None


def _protobuf_extension(event: LogEvent) -> _Resolved:
    """The C extension of protobuf (google/protobuf/pyext/_message.pyd) failing to load under TensorFlow's import.

    Its Windows wheels are built per Python: protobuf 3.6.1's calls a function Python 3.6.0 lacks ("The
    specified procedure could not be found", protobuf#5046), and a wheel that does not fit the interpreter
    fails the same way.
    """
    procedure = "procedure" in (event.get("reason") or "").lower()
    why = ("it calls a function this Python does not have (protobuf 3.6.1's wheels need Python 3.6.1 or later)"
           if procedure else "its wheel does not fit this Python")
    return ("protobuf_incompatible", "error", (f"protobuf's C extension (google.protobuf.pyext._message) failed to "
            f"load, which TensorFlow imports first: {why}"), ("`python -m pip install protobuf==3.6.0` (or another "
            "protobuf your TensorFlow accepts), or upgrade Python (3.6.0 to 3.6.1 or later); setting "
            "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python skips the C extension (slower)"))


def _cuda_dll_missing(dll: str, paste: _Paste) -> str:
    """What a missing CUDA DLL means: the CUDA runtime is tried at import on every machine, GPU or not."""
    if dll.startswith("cudart") and not paste.gpu_shown:
        return (f"uncertain: {dll} is missing: TensorFlow will not use an NVIDIA GPU if this machine has one; it tries "
                "the CUDA runtime at import on every machine and runs on the CPU without it, and the paste shows no "
                "GPU (`nvidia-smi -L` decides)")
    return f"{dll} is missing"


def _windows_addon_dll(module: str, paste: _Paste) -> _Resolved | None:
    """An add-on's native module failing on Windows, where the add-on's wheels stop at a release (tensorflow-text 2.10).

    The module is the add-on's when the traceback's last package frame is in its package. Its Windows wheel is
    built for that TensorFlow release or an older one, so under a newer TensorFlow its module does not load; under
    that release the module's own DLLs decide (None), and with no TensorFlow version shown it is uncertain.
    """
    ctx = paste.ctx
    addon, last = next(((a, w) for a in ctx.addons if (w := _windows_last(paste.tables, a)) and w.release),
                       (None, None))
    if addon is None or last is None or not ctx.windows or ctx.frame_packages[-1:] != [addon.replace("-", "_")]:
        return None
    line, rel = last.line, paste.release()
    if rel is not None and rel.key <= version_tuple(line):
        return None
    why = (f"{addon}'s Windows wheels stop at {last.release}, built for TensorFlow {line}: its native module "
           f"`{module}` links the TensorFlow it was built for")
    own = addon_for_tensorflow(paste.tables, addon, f"{rel.line}.0") if rel else None
    pin = (f"`pip install '{addon}{own.versions}'` for TensorFlow {rel.line}" if own and rel
           else f"`pip install '{addon}==X.Y.*'` for TensorFlow X.Y" if last.follows_tensorflow
           else "its compatibility table")
    pinned = last.requirement.removeprefix(addon).lstrip("=")  # "2.10.*", "0.31.0"
    fix = (f"use {addon} in WSL2 or on Linux, with the {addon} release of your TensorFlow ({pin}); on native Windows "
           f"only TensorFlow {line} with {addon} {pinned}")
    if rel is None:
        return ("dependency_conflict", "warning", (f"uncertain: {why}, so it does not load under a TensorFlow newer "
                f"than {line} (`pip show tensorflow {addon}` decides; under {line} the Visual C++ runtime would be the "
                "cause)"), fix)
    return ("dependency_conflict", "error", f"{why}, so it does not load under TensorFlow {rel.line}", fix)


def _foreign_dll(module: str) -> _Resolved:
    """A DLL failed to load for a module that is not TensorFlow's (cv2, a NumPy extension), or none is shown."""
    who = f"`{module}`" if module else "the module imported"
    return ("msvc_runtime_missing", "error", (f"uncertain: a DLL that {who} needs failed to load, and the paste does "
            "not show TensorFlow's native module failing: that module's own dependencies decide (the Visual C++ "
            "runtime, or a library or Windows component it links; the Dependencies tool names the missing DLL)"),
            (f"reinstall {who} in this environment and install {VC_REDIST}; "
             "if it still fails, find the missing DLL with the Dependencies tool (lucasg/Dependencies); "
             '`python -c "import tensorflow"` shows whether TensorFlow itself loads'))


_SITE_PACKAGE = re.compile(r"site-packages[\\/]+(?P<package>[\w.-]{1,60})[\\/]", re.IGNORECASE)
_VC_REDIST = f"install {VC_REDIST} (Microsoft's 'latest supported Visual C++ downloads') and restart"


def _r_package_dll(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A package's own DLL (PyTorch's c10.dll) that Windows would not load: the loader's code decides how sure.

    1114 (ERROR_DLL_INIT_FAILED) is the DLL's initialisation failing, which for these wheels is a Visual C++
    runtime older than the one they were built with; 126 (ERROR_MOD_NOT_FOUND) is the DLL or one it links missing:
    most often the runtime on a fresh Windows, but a DLL the package should ship or another program's can be it.
    """
    dll = event.get("dll") or "a DLL"
    where = _SITE_PACKAGE.search(event.get("path") or "")
    owner = f"{where.group('package')}'s {dll}" if where else dll
    if event.get("code") == "1114" or "initiali" in (event.get("reason") or "").lower():
        return ("msvc_runtime_missing", "error", (f"{owner} failed to initialise (WinError 1114): the Microsoft Visual "
                "C++ runtime on this machine is missing or older than the one the wheel was built with"), _VC_REDIST)
    return ("msvc_runtime_missing", "error", (f"uncertain: {owner} or a DLL it links was not found (WinError 126): "
            "most often the Microsoft Visual C++ runtime (a fresh Windows has none), else a DLL the package should "
            "ship or another program's; the Dependencies tool (lucasg/Dependencies) opened on the DLL names the one "
            "missing"), (f"{_VC_REDIST}; if it still fails, open {dll} in Dependencies to see which DLL is missing "
                         f"and reinstall {where.group('package') if where else 'the package'}"))


def _dll_init_failed(paste: _Paste) -> _Resolved:
    """A DLL's initialisation failed: a CPU without AVX, else an old Visual C++ runtime.

    The CPU named, or the words that it lacks AVX, decide; where nothing does, the native runtime failing to load is
    what the paste shows, and which of the two is uncertain.
    """
    msvc = f"install {VC_REDIST} and restart"
    flags = paste.ctx.flags
    if "cpu_without_avx" in flags and "cpu_with_avx" not in flags:
        return ("cpu_no_avx", "error", ("TensorFlow's DLL failed to initialise: the CPU named in the paste has no "
                "AVX, which the TensorFlow binaries use (since 1.6)"), ("run on a CPU with AVX, or install a wheel "
                "built without AVX (or build TensorFlow from source)"))
    if "no_avx_said" in flags and not {"cpu_with_avx", "avx_only_said"} & flags:  # (AVX2 alone: PyPI needs AVX)
        return ("cpu_no_avx", "error", ("TensorFlow's DLL failed to initialise, and the paste says the CPU lacks AVX, "
                "which the TensorFlow binaries use (since 1.6)"), _no_avx_fix(paste.tables, flags))
    if "cpu_with_avx" in flags:
        return ("msvc_runtime_missing", "error", ("TensorFlow's DLL failed to initialise although the CPU named has "
                "AVX: most often the Microsoft Visual C++ runtime is missing or older than the build's"), msvc)
    if (by_elimination := _avx_by_elimination(paste)) is not None:
        return by_elimination
    return ("tf_import_failed", "error", ("TensorFlow's native runtime failed to load: its DLL failed to initialise; "
            "uncertain why: either the CPU lacks AVX (most often) or the Visual C++ runtime is old, and the paste does "
            "not name the CPU (its model decides: `wmic cpu get name`)"), (f"if the CPU has no AVX, run on one that "
            f"has (or a wheel built without AVX); if it has AVX, {msvc}"))


_MAX_PATH = 260  # characters of a path, its end included, Windows accepts unless long paths are enabled
_LONG_PATHS_FIX = ("enable long paths: in an administrator PowerShell, `New-ItemProperty -Path "
                   "'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\FileSystem' -Name LongPathsEnabled -Value 1 "
                   "-PropertyType DWORD -Force` (or Group Policy: Enable Win32 long paths), then rerun pip in a new "
                   "shell; or install into a shorter path (a venv such as C:\\venv, python.org's Python rather than "
                   "the Microsoft Store's, whose site-packages path is long)")


def _r_directml(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """tensorflow-directml-plugin (Microsoft's GPU path on native Windows) is built against tensorflow-cpu 2.10 only."""
    last = last_release(paste.tables, lambda r: r.windows_native_gpu)
    line = last.line if last else "the last Windows GPU release"
    return ("windows_native_gpu_unsupported", "error", (f"tensorflow-directml-plugin loads only into tensorflow-cpu "
            f"{line}: a later TensorFlow cannot load its DLL, and has no other GPU path on native Windows"),
            (f"`python -m pip install tensorflow-cpu=={line}.* tensorflow-directml-plugin` (the plugin's only "
             f"TensorFlow; development is paused), or {_windows_fix(paste)}"))


# tensorflow-directml's and tensorflow-directml-plugin's READMEs (System Requirements); the Microsoft Learn page of the
# plugin asks for Intel HD Graphics 6xx in WSL
_DML_GPUS = ("DirectML runs on Direct3D 12 GPUs, and its TensorFlow builds support AMD Radeon R5/R7/R9 2xx or newer, "
             "Intel HD Graphics 5xx or newer (6xx in WSL) and NVIDIA GeForce GTX 9xx or newer")


def _r_dml_none(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """DirectML's enumeration found no adapter it can use: an old Intel GPU decides; in WSL, the GPU bridge."""
    flags = paste.ctx.flags
    if "wsl" in flags:
        return _in_wsl(paste, ("uncertain: in WSL 2 DirectML reaches the GPU through the Windows driver's WSL support "
                       "(/dev/dxg, /usr/lib/wsl/lib), and it found none here: a Windows driver without WSL support, a "
                       f"WSL kernel before 4.19.121, or a GPU DirectML does not support; {_DML_GPUS}"),
                       ("install the GPU vendor's current Windows driver (WSL support came with WDDM 2.9), `wsl "
                        "--update` and `wsl --shutdown`; `ls /dev/dxg` inside WSL must find the device"))
    if "intel_gen8_gpu" in flags and not {"nvidia_gpu_named", "rocm"} & flags:
        return ("gpu_too_old", "error", ("DirectML found no adapter it can use: the Intel GPU named is of generation 8 "
                f"or older, older than its TensorFlow builds support; {_DML_GPUS}"), ("run on a newer GPU (Intel HD "
                "Graphics 5xx or newer, a recent AMD or NVIDIA one), or on the CPU: tensorflow-cpu without the "
                "DirectML plugin"))
    return ("gpu_too_old", "warning", (f"uncertain: DirectML found no adapter that passed its checks: a GPU without "
            "full Direct3D 12 support, a driver too old to run it, or a remote session's or VM's basic display "
            f"adapter; {_DML_GPUS}"), ("`dxdiag` names the GPU, its driver and its feature levels: update the "
            "driver (the vendor's, not Windows Update's), run outside a remote session, or use the CPU"))


def _r_long_path(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A file pip could not write: its path is over MAX_PATH (pip's own hint says so from pip 21.1)."""
    if event.get("said"):  # the words alone, with no failure shown: another message may outrank them
        return ("windows_long_paths", "warning", (f"the paste speaks of Windows' path limit ({event.get('said')}); "
                "uncertain whether it stopped this install: pip says so with `[Errno 2] No such file or directory` "
                "on a path of more than 260 characters"), _LONG_PATHS_FIX)
    if event.get("cut"):  # the paste ends the line inside the path: it cannot be measured
        return ("windows_long_paths", "warning", ("pip could not write a file on Windows, and the paste cuts its path "
                "before the end; uncertain: most often the path passes Windows' 260-character limit (deep package "
                "folders, the Microsoft Store Python's long site-packages path), which the full path's length "
                "decides"), _LONG_PATHS_FIX)
    path = event.get("path")
    length = len(path.replace("\\\\", "\\")) if path else None  # pip prints the path's repr: "C:\\\\Users"
    if length is not None and length < _MAX_PATH:  # pip's own hint needs more than 260 (commands/install.py)
        return ("windows_long_paths", "warning", (f"pip could not write a file whose path has {length} characters; "
                "uncertain: under Windows' 260-character limit, but the files pip writes beside it can pass it (or "
                "another program removed the file)"), _LONG_PATHS_FIX)
    what = f" ({length} characters)" if length else ""
    return ("windows_long_paths", "error", (f"a path{what} too long for Windows' MAX_PATH (260 characters, its end "
            "included): the package's files cannot be written there while long paths are not enabled"),
            _LONG_PATHS_FIX)


def _r_hdf5_long_path(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """HDF5 could not create or open a file on Windows: errno 2 on a path past MAX_PATH.

    On a shorter path errno 2 is most often a folder that does not exist: not the platform's doing.
    """
    length = len(event.get("path") or "")
    if length < _MAX_PATH:
        return None
    return ("windows_long_paths", "error", (f"HDF5 (h5py, behind Keras' .h5 files) could not create or open a file "
            f"whose path has {length} characters, past Windows' MAX_PATH (260, its end included)"),
            ("save to a shorter path (a shorter folder or file name, e.g. C:\\models\\model.h5); enabling Windows' "
             "long paths (LongPathsEnabled) helps only programs built to use them"))


def _metal_table(tables: Tables) -> str:
    """Apple's pairs, a row per tensorflow-metal release: "2.5: 0.1.2, ..., 2.14-2.17: 1.1.0, 2.18+: 1.2.0"."""
    releases = list(dict.fromkeys(m.metal for m in tables.metal_plugins))
    return ", ".join(f"{metal_lines(tables, metal)}{'+' if metal == releases[-1] else ''}: {metal}"
                     for metal in releases)


# the paste says the run crashes or computes NaNs, or that the import fails: what a plugin built for another
# TensorFlow does (an error said in words is weaker: uncertain; a traceback alone is most often the code's own)
_METAL_CRASH = frozenset({"crash_said", "breaks_said", "start_crash_said", "import_fail_said", "nan_said"})


def _tf_lines_named(ctx: Context) -> set[str]:
    """The TensorFlow release lines ("2.10") of every version the paste names."""
    return {".".join(v.split(".")[:2]) for v in ctx.tensorflows_named}


def metal_pair_said(paste: _Paste) -> Explanation | None:
    """One tensorflow-metal and a TensorFlow release named that Apple's table does not pair, beside a failure said.

    The plugin is built against one TensorFlow's C API; under another its kernels crash or compute wrongly, when it
    loads at all (its load error is the catalogue's reading). A pair the table has decides nothing, nor two plugin
    releases named (one may be advice), nor another TensorFlow named that the plugin fits.
    """
    ctx, rel = paste.ctx, paste.release()
    crash = bool(_METAL_CRASH & ctx.flags)
    if (not ctx.metal or len(ctx.metals_named) > 1 or rel is None
            or not (crash or "failure_words" in ctx.flags or {"gpu_list_empty", "gpu_list_shown"} <= ctx.flags)
            or {"pytorch", "jax"} & ctx.flags):
        return None
    built, pair = metal_built_for(paste.tables, ctx.metal), metal_pair(paste.tables, rel.line)
    lines = _tf_lines_named(ctx) | {rel.line}
    if not built or pair is None or lines & set(built):
        return None
    plain = rel.macos_arm64_package != "tensorflow" and "tensorflow_macos" not in ctx.flags and (
        "tensorflow" in ctx.installed or "tensorflow" in ctx.packages)  # PyPI's tensorflow before 2.13 on a Mac
    install = (f"`pip uninstall tensorflow`, then `pip install tensorflow-macos=={rel.line}.* "
               f"tensorflow-metal=={pair.metal}` (before 2.13 the plugin plugs into Apple's tensorflow-macos)"
               if plain else f"`pip install tensorflow-metal=={pair.metal}` (Apple's pair for TensorFlow {rel.line})")
    span = f"{built[0]}-{built[-1]}" if len(built) > 1 else built[0]
    said = (f"tensorflow-metal {ctx.metal} was built for TensorFlow {span}, and TensorFlow {rel.line} is installed: "
            f"Apple's table pairs {rel.line} with tensorflow-metal "
            f"{pair.metal}, and a plugin built for another TensorFlow crashes or computes wrongly on the GPU")
    if not crash:
        said = (f"uncertain: {said}; the plugin's own error is not shown (`pip uninstall tensorflow-metal` and a run "
                "on the CPU decide)")
    return Explanation("context", "metal_plugin_mismatch", "error" if crash else "warning", (), 0,
                       f"tensorflow-metal {ctx.metal}", said,
                       f"{install}, or `pip uninstall tensorflow-metal` to run on the CPU")


def metal_gpu_failure(paste: _Paste) -> Explanation | None:
    """Apple's Metal plugin in use (its start-up line; for an op, also named on Apple silicon), and a run that
    crashes or cannot place an op on the GPU; or the plugin named and the results said wrong.

    Its kernels cover fewer ops than TensorFlow's own and have crashed in some releases; no pair the table decides
    (that is the reading above), so a run on the CPU decides: uncertain. Not another framework's paste.
    """  # noqa: D205
    flags = paste.ctx.flags
    # a crash only beside the plugin's own start-up line (an M1 named beside another machine's crash is not that)
    unplaced = "gpu_op_unplaced" in flags and "notfound_not_op" not in flags and (
        "metal_in_use" in flags or {"metal_named", "apple_silicon"} <= flags)
    # wrong numbers beside the plugin; on Apple silicon with no plugin named, in training, where only it runs the GPU
    wrong = ("wrong_numbers_said" in flags and bool({"metal_named", "metal_in_use"} & flags)) or (
        {"wrong_numbers_said", "apple_silicon", "training_said"} <= flags and "tf_family_named" in flags)
    wrong = (wrong and not {"metal_denied", "metal_ruled_out", "own_numbers_cause"} & flags
             and not paste.ctx.gpu_names)  # (an NVIDIA GPU's run)
    if "metal_removal_fixed" in flags and "metal_ruled_out" not in flags and not {"pytorch", "jax"} & flags:
        return _metal_removal_fixed(paste)
    if not (unplaced or wrong or {"crash_said", "metal_in_use"} <= flags) or {"pytorch", "jax"} & flags:
        return None
    what = ("an op could not be placed on the GPU or has no GPU kernel" if unplaced else
            "the results are said to be wrong (a loss that explodes, accuracy or outputs off)" if wrong else
            "the run crashes")
    where = ("with Apple's Metal plugin (tensorflow-metal) running the GPU" if {"metal_named", "metal_in_use"} & flags
             else "on Apple silicon, where TensorFlow runs the GPU only through Apple's Metal plugin "
             "(tensorflow-metal; `pip show tensorflow-metal` says whether it is installed)")
    return Explanation("context", "metal_plugin_mismatch", "warning", (), 0, "the Metal plugin in use", (
        f"uncertain: {what} {where}: its kernels cover fewer ops "
        "than TensorFlow's and have crashed or computed wrongly in some releases, most often where the plugin and "
        "TensorFlow are not Apple's pair; the same run on the CPU decides"), (
        "run once on the CPU (`tf.config.set_visible_devices([], 'GPU')` before the model, or `pip uninstall "
        "tensorflow-metal`); if that works, install the tensorflow-metal Apple pairs with this TensorFlow (`pip show "
        f"tensorflow tensorflow-metal`; pairs: {_metal_table(paste.tables)}), or keep that op on the CPU with "
        "`with tf.device('/CPU:0')`"))


def _metal_removal_fixed(paste: _Paste) -> Explanation:
    """The run said to work once tensorflow-metal is uninstalled: the plugin's GPU kernels are what failed."""
    return Explanation("context", "metal_plugin_mismatch", "warning", (), 0, "works without tensorflow-metal", (
        "the words say the run works without Apple's Metal plugin (tensorflow-metal): its GPU kernels are what "
        "failed, most often a plugin release that is not Apple's pair for the TensorFlow installed, else an op it "
        "computes wrongly"), (
        "keep it uninstalled (the CPU), or install the tensorflow-metal Apple pairs with this TensorFlow (`pip show "
        f"tensorflow tensorflow-metal`; pairs: {_metal_table(paste.tables)})"))


def _r_plugin(event: LogEvent, paste: _Paste) -> _Resolved:
    """A PluggableDevice that does not load: tensorflow-metal on a Mac (its table decides), another plugin elsewhere."""
    flags = paste.ctx.flags
    if not ({"metal_named", "macos", "apple_machine"} & flags or "metal" in event.line.lower()):
        return ("tf_import_failed", "error", ("a PluggableDevice plugin in site-packages/tensorflow-plugins "
                "(tensorflow-directml-plugin, intel-extension-for-tensorflow, tensorflow-metal...) failed to load: it "
                "was built for another TensorFlow; uncertain which plugin (the error after this line names it)"),
                ("`pip uninstall` the plugin, or install its release built for this TensorFlow (its release notes "
                 "pair them)"))
    return _metal(event, paste)


def _metal(event: LogEvent, paste: _Paste) -> _Resolved:
    ctx = paste.ctx
    symbol = event.get("symbol") or ""
    macos = version_tuple(ctx.macos) if ctx.macos else ()
    steps = metal_macos_steps(paste.tables)  # the macOS each tensorflow-metal release needs, from the first
    floor = steps[0][1] if steps else None
    major = floor.split(".")[0] if floor else ""
    old_macos = bool(macos) and floor is not None and macos[:1] < version_tuple(floor)[:1]
    said = f" (this Mac runs macOS {ctx.macos})" if ctx.macos else ""
    if floor and (ctx.macos_needed or symbol.startswith("_OBJC_") or (old_macos and not symbol.startswith("_TF_"))):
        later = ", ".join(f"{os} from {metal}" for metal, os in steps[1:])
        name = next((n.title() for n, v in _MACOS_NAMES.items() if v == major), "")
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal was built for macOS {ctx.macos_needed or floor} "
                f"and calls Metal classes an older macOS lacks{said}: every tensorflow-metal release needs macOS "
                f"{floor} or later{f' ({later})' if later else ''}"), (f"update macOS to {major}"
                f"{f' ({name})' if name else ''} or later, or `pip uninstall tensorflow-metal` to run on the CPU"))
    rel = paste.release()
    newer_os = f"; it also needs macOS {major} or later" if old_macos else ""
    if rel is not None and rel.macos_arm64_package != "tensorflow" and "tensorflow_macos" not in ctx.flags and (
            "tensorflow" in ctx.installed or "tensorflow" in ctx.packages):
        pair = metal_pair(paste.tables, rel.line)
        metal = f"=={pair.metal}" if pair else ""
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal before 1.0 plugs into Apple's tensorflow-macos, "
                f"not the `tensorflow` package: TensorFlow {rel.line}'s lacks the plugin functions it calls"
                f"{' (' + symbol + ')' if symbol else ''}{newer_os}"), (f"`pip uninstall tensorflow`, then `pip "
                f"install tensorflow-macos=={ctx.version()} tensorflow-metal{metal}` (Apple's table pairs them)"))
    pair = metal_pair(paste.tables, rel.line) if rel is not None else None
    if rel is not None and pair is None:
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal starts at TensorFlow 2.5; TensorFlow {rel.line} "
                "cannot load it"), "`pip uninstall tensorflow-metal`, or use TensorFlow 2.5 or later with its pair")
    if rel is not None and pair is not None:
        earlier = next((m for m in reversed(paste.tables.metal_plugins)
                        if version_tuple(m.tensorflow) < rel.key and m.metal != pair.metal), None)
        built_for = metal_lines(paste.tables, ctx.metal) if ctx.metal else ""
        have = f"; tensorflow-metal {ctx.metal} was built for TensorFlow {built_for}" if (
            ctx.metal and ctx.metal != pair.metal and built_for) else ""
        keep = (f", or keep TensorFlow {earlier.tensorflow} with tensorflow-metal {earlier.metal} (`pip install "
                f"tensorflow=={earlier.tensorflow}.* tensorflow-metal=={earlier.metal}`)") if earlier else ""
        return ("metal_plugin_mismatch", "error", (f"the tensorflow-metal plugin does not fit TensorFlow {rel.line}: "
                f"Apple's table pairs {rel.line} with tensorflow-metal {pair.metal}{have}{newer_os}"),
                f"`pip install tensorflow-metal=={pair.metal}`{keep}")
    table = _metal_table(paste.tables)
    return ("metal_plugin_mismatch", "error", ("the tensorflow-metal plugin was built for another TensorFlow than the "
            f"one installed{' (' + symbol + ' is missing)' if symbol else ''}{newer_os}; `pip list` shows both "
            "versions"), (f"install the tensorflow-metal release Apple pairs with the installed TensorFlow ({table}; "
            "tensorflow-macos up to 2.12)"))


def _r_metal_crash(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """A native crash inside tensorflow-metal (its library in the crashed thread's stack), read against Apple's table.

    A plugin built for another TensorFlow crashes in its kernels; one paired right has a kernel that fails on this
    model. Running on the CPU is the way out either way. Not a frame of another thread of a crash report (idle).
    """
    ctx, rel = paste.ctx, paste.release()
    if "metal_frame_crashed" not in ctx.flags:
        return None
    cpu = (f"`{_pip(paste)} uninstall tensorflow-metal` (or `tf.config.set_visible_devices([], 'GPU')`) to run on the "
           "CPU")
    pair = (metal_pair(paste.tables, rel.line)
            if rel is not None and len(ctx.metals_named) == 1 and len(_tf_lines_named(ctx)) <= 1 else None)
    if rel is not None and pair is not None and ctx.metal == pair.metal:
        return ("metal_plugin_mismatch", "error", (f"the run crashed inside tensorflow-metal {ctx.metal}, the release "
                f"Apple pairs with TensorFlow {rel.line}: one of its GPU kernels fails on this model (the plugin's "
                "frames in the stack name the op)"), (f"{cpu} for this model, or another tensorflow-metal release "
                                                    "with its TensorFlow (Apple's table pairs them)"))
    if rel is not None and pair is not None and ctx.metal:
        return ("metal_plugin_mismatch", "error", (f"the run crashed inside tensorflow-metal {ctx.metal}, which was "
                f"not built for TensorFlow {rel.line}: Apple's table pairs {rel.line} with tensorflow-metal "
                f"{pair.metal}"), f"`{_pip(paste)} install tensorflow-metal=={pair.metal}`, or {cpu}")
    return ("metal_plugin_mismatch", "warning", ("uncertain which: the run crashed inside tensorflow-metal's own "
            "library (libmetal_plugin.dylib), a plugin release built for another TensorFlow than the one installed or "
            "one of its GPU kernels failing on this model (`pip list | grep tensorflow` shows the pair, which Apple's "
            "table decides)"), (
            f"install the tensorflow-metal release Apple pairs with the installed TensorFlow "
            f"({_metal_table(paste.tables)}), or {cpu}"))


def _r_colab_tf1(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Colab dropped TensorFlow 1.x; whether a pip-installed 1.15 can replace it depends on the runtime's Python."""
    py = paste.ctx.python
    last = max((r for r in paste.tables.releases if r.key < (2,)), key=lambda r: r.key)
    pythons = f"{last.python[0]}-{last.python[-1]}"
    if py and py in last.python:
        return ("python_unsupported", "error", (f"Colab no longer provides TensorFlow 1.x; this runtime's Python {py} "
                f"still has TensorFlow {last.line} wheels"), (f"replace the magic with `!pip install "
                f"tensorflow=={last.patch or last.line}` (or port the notebook to TensorFlow 2: tf.compat.v1)"))
    runtime = f"its Python {py}" if py else "its current Python (3.10+)"
    return ("python_unsupported", "error", (f"Colab no longer provides TensorFlow 1.x, and {runtime} has no "
            f"TensorFlow 1.x wheel (TensorFlow {last.line} supports Python {pythons})"), ("port the notebook to "
            f"TensorFlow 2 (tf.compat.v1, `tf_upgrade_v2`), or run it locally (or in a local Colab runtime) with "
            f"Python {last.python[-1]} and tensorflow=={last.patch or last.line}"))


def _docker_on_apple_silicon(paste: _Paste, wanted: str | None) -> _Resolved | None:
    """Docker on an Apple-silicon Mac builds linux/arm64 images: a release without Linux aarch64 wheels is not there."""
    flags = paste.ctx.flags
    if not {"docker", "apple_silicon"} <= flags or "intel_mac" in flags:
        return None
    match = paste.tables.release(wanted) if wanted else None
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    if match is None or match.release.aarch64_wheel or first is None:
        return None
    return ("python_unsupported", "error", (f"Docker on an Apple-silicon Mac builds and runs linux/arm64 images, and "
            f"PyPI has no Linux aarch64 wheel of TensorFlow {match.release.line} (they start at {first.line}), so pip "
            "in the image finds none"), ("build and run the image for amd64, emulated: `docker build --platform "
            f"linux/amd64 ...` (or `FROM --platform=linux/amd64 ...` in the Dockerfile); or TensorFlow {first.line}+ "
            "in the arm64 image"))


def _platform_without_wheels(paste: _Paste, wanted: str | None) -> _Resolved | None:
    """Alpine's musl libc, or ARM Linux before the first aarch64 wheel: PyPI has no TensorFlow wheel there."""
    flags = paste.ctx.flags
    asked = list(paste.events.get("no_matching_distribution", ()))
    wheels = [str(e.get("wheel")).lower() for e in asked if e.get("wheel")]
    if any(re.search(r"_(?:armv\dl|aarch64)\.whl$", w) for w in wheels):  # an ARM wheel refused: its tags decide
        return None
    offered = next((e.get("versions") for e in asked if (e.get("versions") or "").strip().lower() not in ("", "none")),
                   None)
    listed = offered.replace(" ", "").split(",") if offered else []
    pin = (f"; this index offers only {', '.join(listed[-4:])}: pin one of those (e.g. tensorflow=={listed[-1]})"
           if listed and "musl" not in flags else "")
    if "musl" in flags:
        return ("python_unsupported", "error", ("this Linux uses musl libc (Alpine): TensorFlow publishes manylinux "
                "wheels only, which need glibc, so pip finds none (and rejects a manylinux wheel given to it)"),
                ("use a glibc-based image or OS instead of Alpine (python:3.X-slim, Debian, Ubuntu) and pip install "
                 "there"))
    # an x64 Python (emulated on ARM) gets the win_amd64 wheels, and a list of versions shows wheels pip can install
    if "windows_arm" in flags and not {"wsl", "docker", "linux", "python_x64"} & flags and not listed:
        first = first_release(paste.tables, lambda r: r.aarch64_wheel)
        since = f" ({first.line}+)" if first else ""
        no_wheel = "PyPI has no TensorFlow wheel for it, of any release, so pip finds none whatever the Python"
        meaning = f"this is Windows on ARM (an ARM64 Python, win_arm64): {no_wheel}"
        if "python_arm64" not in flags:  # only the machine named: an x64 Python runs there too, emulated
            meaning = (f"uncertain: this is a Windows-on-ARM machine; if its Python is ARM64 (win_arm64), {no_wheel}; "
                       'an x64 Python (emulated) gets the win_amd64 wheels instead; `python -c "import platform; '
                       'print(platform.machine())"` decides (ARM64: this)')
        return ("python_unsupported", "error" if "python_arm64" in flags else "warning", meaning, (
                f"run TensorFlow in WSL2, whose Linux is aarch64 and has PyPI wheels{since} (`pip install tensorflow` "
                "there); TensorFlow publishes no native Windows ARM64 build"))
    if "arm_linux" not in flags or {"macos", "apple_machine"} & flags:  # its words are Linux's (Windows says ARM64)
        return None
    match = paste.tables.release(wanted) if wanted else None
    if match is not None and match.release.aarch64_wheel:
        return None
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    since = first.line if first else paste.tables.releases[-1].line
    which = f": no TensorFlow {match.release.line} wheel exists for it" if match else ""
    if "piwheels_index" in flags and not listed:  # the index's TensorFlow: the team's Raspberry Pi builds of 1.x
        pin = ("; the piwheels index pip searched carries only the TensorFlow team's Raspberry Pi builds of 1.x (up to "
               "1.14), for Python 3.5 (Raspbian Stretch) and 3.7 (Buster): with a newer Python it offers none, so use "
               "Buster's Python 3.7 for those (e.g. tensorflow==1.14.0)")
    return ("python_unsupported", "error", ("this is an ARM Linux (aarch64, or 32-bit armv7l): PyPI's tensorflow has "
            f"Linux aarch64 wheels only from {since}, and none for 32-bit ARM{which}"), ("on aarch64 install "
            f"TensorFlow {since} or later (`pip install 'tensorflow>={since}'` with a Python it supports), or an "
            "aarch64 build of an older one (NVIDIA's JetPack wheels on a Jetson, which have the GPU; "
            "tensorflow-aarch64 elsewhere); on 32-bit ARM (armv7l) use a 64-bit OS, or TensorFlow Lite "
            f"(tflite-runtime){pin}"))


# The distributions whose macOS wheels follow tensorflow's (tensorflow-gpu had macOS wheels up to 1.1 only)
_MAC_PACKAGES = frozenset({"tensorflow", "tensorflow-cpu", "tensorflow-gpu"})


def _mac_without_wheels(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """No TensorFlow wheel for pip on a Mac of a kind that has none: Apple silicon before 2.13, Intel after 2.16."""
    flags, tables = paste.ctx.flags, paste.tables
    if not {"macos", "apple_machine", "intel_mac", "apple_silicon"} & flags or \
            {"linux", "windows", "wsl", "docker", "colab", "arm_linux"} & flags:
        return None
    package = (event.get("package") or "").lower().replace("_", "-")
    if package not in _MAC_PACKAGES:
        return None
    wanted = event.get("wanted") or paste.ctx.tensorflow
    match = tables.release(wanted) if wanted else None
    rel = match.release if match else None
    if "apple_silicon" in flags:
        return _apple_silicon_without_wheels(paste, package, rel, wanted)
    intel = last_release(tables, lambda r: r.macos_x86_64_wheel)
    if rel is None or rel.macos_x86_64_wheel or intel is None:
        return None
    # an Intel Mac: said (macOS 10.x, an Intel CPU), or pip's list of releases for it ends at the last Intel-Mac
    # line although the release asked for (newer) has wheels for other platforms
    listed = [version_tuple(v)[:2] for v in (event.get("versions") or "").split(",") if re.match(r"\s*\d", v)]
    ends = bool(listed) and max(listed) == intel.key
    if "intel_mac" not in flags and not ends:
        return None
    seen = f" (pip's list ends at {intel.line})" if ends else ""
    # the list alone shows an x86_64 Python, which Apple silicon also runs under Rosetta; the words decide an Intel Mac
    said = "intel_mac" in flags
    which = "an Intel Mac (x86_64)" if said else "an x86_64 Python on a Mac (an Intel Mac, or Rosetta on Apple silicon)"
    rosetta = "" if said else (f"; on Apple silicon, an arm64 Python (`python -c 'import platform; print(platform."
                               f"machine())'` prints arm64) gets TensorFlow {rel.line}")
    return ("python_unsupported", "error", (f"{which}: PyPI's tensorflow has macOS x86_64 wheels up to "
            f"{intel.newest_patch}{seen}; TensorFlow {rel.line} has none for it (Mac x86 builds ended after "
            f"{intel.line})"), (f"`{_pip(paste)} install tensorflow=={intel.newest_patch}` on this Mac (Python "
            f"{intel.python[0]}-{intel.python[-1]}), or TensorFlow {rel.line} on Linux (a container) or an "
            f"Apple-silicon Mac{rosetta}"))


def _apple_silicon_without_wheels(paste: _Paste, package: str, rel: Release | None,
                                  wanted: str | None, *, pip_shown: bool = True) -> _Resolved | None:
    """An Apple-silicon Mac: tensorflow's macOS arm64 wheels start at 2.13; Apple's tensorflow-macos had 2.5-2.12."""
    tables = paste.tables
    first = first_release(tables, lambda r: r.macos_arm64_package == "tensorflow")
    if first is None or (package == "tensorflow" and rel is not None and rel.macos_arm64_package == "tensorflow"):
        return None  # that release has an arm64 wheel: the Python decides, not the Mac
    apple = [r for r in tables.releases if r.macos_arm64_package == "tensorflow-macos"]
    span = f"{apple[0].line}-{apple[-1].line}" if apple else ""
    if package != "tensorflow":
        what = f"{package} has no macOS arm64 wheel of any release"
    elif rel is not None and rel.macos_arm64_package == "tensorflow-macos":
        what = f"TensorFlow {rel.line}'s arm64 build is Apple's tensorflow-macos, not tensorflow"
    elif rel is not None:
        what = f"TensorFlow {rel.line} has no macOS arm64 build (it predates tensorflow-macos)"
    elif not pip_shown:
        what = f"a TensorFlow older than {first.line} has none"
    else:
        floor = pip_floor(tables, "macos")
        what = (f"pip lists none: a paste older than {first.line}, or a pip older than {floor} (it cannot read "
                "macOS 11+ wheel tags)" if floor else f"pip lists none: a paste older than {first.line}")
    pin = (wanted if rel is not None and rel.macos_arm64_package == "tensorflow-macos"
           else apple[-1].newest_patch if apple else None)
    older = (f"; for the {span} API, `{_pip(paste)} install tensorflow-macos=={pin}` (tensorflow-metal adds the GPU)"
             if pin else "")
    return ("python_unsupported", "error", (f"an Apple-silicon Mac (arm64): PyPI's tensorflow has macOS arm64 wheels "
            f"from {first.line} on" + (f" (Apple published {span} as tensorflow-macos)" if span else "")
            + f"; {what}"), (f"with an arm64 Python, `{_pip(paste)} install --upgrade pip` and `{_pip(paste)} install "
                            f"'tensorflow>={first.line}'`{older}"))


def apple_install_said(paste: _Paste) -> Explanation | None:
    """The words say TensorFlow does not install on an Apple-silicon Mac, pip's own line not shown.

    Its arm64 wheels' history decides where the paste names tensorflow-macos (the package of the years before
    tensorflow had them); without it, which release was asked for is not said: uncertain.
    """
    flags = paste.ctx.flags
    # (a Python named: the readings of its wheels decide, tensorflow-macos had none for 3.12; an add-on named: the
    # install said to fail may be the add-on's, tensorflow-text's or -io's)
    if (not {"install_failed_said", "apple_silicon"} <= flags or paste.has("no_matching_distribution")
            or paste.ctx.python or paste.ctx.addons
            or {"linux", "windows", "wsl", "docker", "colab", "arm_linux", "pytorch", "jax"} & flags):
        return None
    decided = _apple_silicon_without_wheels(paste, "tensorflow", paste.release(), paste.ctx.tensorflow,
                                            pip_shown=False)
    if decided is None:
        return None
    cause, level, meaning, fix = decided
    if "tensorflow_macos" not in flags:
        level, meaning = "warning", (f"uncertain: the words say TensorFlow does not install here, and not which "
                                     f"release nor what pip said; {meaning}")
    return Explanation("context", cause, level, (), 0, "TensorFlow on Apple silicon", meaning, fix)


def _r_reticulate(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """R's keras/tensorflow packages run the Python reticulate picked: it is not the environment TensorFlow is in.

    The paste's install call (or the environment it created) names that environment, and whether it is a virtualenv.
    """
    name, kind = paste.ctx.r_env or ("r-tensorflow", "")
    use = (f"`reticulate::use_virtualenv('{name}', required = TRUE)` (or RETICULATE_PYTHON=<its python>)"
           if kind == "virtualenv" else f"`reticulate::use_condaenv('{name}', required = TRUE)` (or use_virtualenv("
           "), or RETICULATE_PYTHON=<its python>)")
    return ("wrong_interpreter", "error", ("R's reticulate runs a Python without TensorFlow or Keras (the one "
            "`reticulate::py_config()` shows), not the environment install_keras()/install_tensorflow() installed "
            "into"), (f"point reticulate at that environment before loading keras or tensorflow, in a fresh R session: "
            f"{use}; or install TensorFlow into the Python py_config() shows (tensorflow::install_tensorflow())"))


def _r_reticulate_module(event: LogEvent, paste: _Paste) -> _Resolved:
    """R could not import a TensorFlow module through reticulate: no TensorFlow there, or one without that module."""
    module = event.get("module") or "tensorflow"
    if "." not in module or ("r_tf_found" not in paste.ctx.flags and paste.has("r_tensorflow_not_found")):
        return _r_reticulate(event, paste)
    pair = ("`keras::install_keras()` (or tensorflow::install_tensorflow()) in a fresh R session installs the "
            "TensorFlow the R package was made for; then point reticulate at that environment "
            "(reticulate::use_condaenv / use_virtualenv, or RETICULATE_PYTHON), or update the R package to a release "
            "made for the TensorFlow installed (`tensorflow::tf_config()` shows it)")
    if "r_tf_found" in paste.ctx.flags:
        return ("keras_version_skew", "error", (f"the TensorFlow reticulate found (py_config()'s tensorflow line) has "
                f"no {module}, which the R package imports: the R keras/tensorflow package and this TensorFlow "
                "release were not made for each other"), pair)
    return ("wrong_interpreter", "warning", (f"uncertain: reticulate could not import {module}: the Python it runs "
            "has no TensorFlow, or its TensorFlow is a release without this module (one the R package was not made "
            "for); `reticulate::py_config()` decides: its tensorflow line is [NOT FOUND] or a path"), pair)


def _r_paging_file(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Windows' commit limit reached while a DLL loads (error 1455): virtual memory, not a missing library."""
    return ("tf_import_failed", "error", ("Windows ran out of virtual memory (RAM plus the paging file, its commit "
            "limit) while loading a DLL: TensorFlow's and CUDA's DLLs are large, and each process that loads them "
            "(data-loader workers, parallel runs) commits its own copy"), (
            "let Windows manage the paging file's size (System > Advanced system settings > Performance > Virtual "
            "memory > Automatically manage), or set a larger one on a drive with room, then restart; start fewer "
            "processes that import TensorFlow at once (fewer workers)"))


def _r_musl(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Alpine's loader (musl) given TensorFlow's glibc binaries: a library or symbol only glibc has is missing.

    A fortified __*_chk symbol said missing in musl's words is read where the paste names TensorFlow.
    """
    relocating = re.search(r"Error relocating ([^:\n]{1,300}):", event.line)
    if event.get("chk") and (not names_tensorflow(paste.ctx) or (
            relocating and not re.search(r"tensorflow|tfjs", relocating.group(1), re.IGNORECASE))):
        return None  # another library's fortified symbol (grpc's, sharp's), or TensorFlow not in the paste
    missing = (f"the library {event.get('lib')}" if event.get("lib")
               else f"the symbol {event.get('symbol') or event.get('chk')}")
    return ("tf_import_failed", "error", (f"musl's dynamic loader (Alpine Linux's) could not resolve {missing}, "
            "which glibc provides, for TensorFlow's library: TensorFlow's binaries (libtensorflow of tfjs-node, the "
            "Python wheels) are built for glibc, which Alpine does not have"),
            ("run it on a glibc-based system or image: Debian or Ubuntu (node:<version>-bullseye or -slim, "
             "python:<version>-slim) instead of an Alpine one"))


def _r_static_tls(event: LogEvent, paste: _Paste) -> _Resolved:
    """Glibc's static TLS space used up by the native libraries loaded before the one that failed.

    The library the line names, else the traceback's last package, decides whose load failed: another one than
    TensorFlow's (libgomp, which scikit-learn, xgboost or OpenCV load after TensorFlow) is that library's import, which
    preloading it fixes; TensorFlow's own frames make it TensorFlow's import.
    """
    lib = event.get("lib") or ""
    frames = paste.ctx.frame_packages
    if not lib and frames and not frames[-1].startswith("tensorflow"):  # the import that failed is that package's
        lib = f"{frames[-1]}'s native library"
    glibc = ("; with glibc 2.32 or newer, GLIBC_TUNABLES=glibc.rtld.optional_static_tls=2048 (bytes) leaves more of "
             "that space")
    why = "the native libraries loaded before it took the space; the error is glibc's, not a broken install"
    if lib and "tensorflow" not in lib.lower():
        preload = f"`LD_PRELOAD={lib}`" if lib.startswith("/") else "LD_PRELOAD with the failing library's full path"
        after = " after TensorFlow's" if "tensorflow_named" in paste.ctx.flags else ""
        gomp = " (OpenMP's, which scikit-learn, xgboost and OpenCV load)" if "libgomp" in lib else ""
        return ("tf_import_failed", "info", (f"not TensorFlow's own import: the dynamic loader ran out of static TLS "
                f"space for {lib}{gomp}, loaded{after or ' late'}: {why}"),
                (f"preload it so it is loaded first ({preload} before starting Python), or import its package first"
                 f"{glibc}"))
    mine = "tf_frame" in paste.ctx.flags or "tensorflow" in lib.lower()
    meaning = (f"the dynamic loader ran out of static TLS space for TensorFlow's native library: {why}" if mine else
               f"uncertain which library: the dynamic loader ran out of static TLS space for one loaded late: {why}")
    return ("tf_import_failed", "error" if mine else "warning", meaning, ("import tensorflow first, before the other "
            f"native libraries (cv2, torch, sklearn), or preload the library that fails (LD_PRELOAD with its full "
            f"path){glibc}"))


def _r_glibc(event: LogEvent, paste: _Paste) -> _Resolved:
    """The loader's `version `GLIBC_2.23' not found (required by ..._pywrap_tensorflow_internal.so)`."""
    symbol, lib = (event.get("symbol") or "").upper(), event.get("lib") or "the library"  # (a title retypes it lower)
    by = " (uncertain which library needs it: the line is cut)" if event.get("by") is None else ""
    if symbol.startswith("GLIBC_"):
        return ("tf_import_failed", "error", (f"TensorFlow's native library needs glibc {symbol[6:]} ({symbol}); this "
                f"Linux's glibc ({lib}) is older{by}{_named_too_old(symbol[6:], paste)}"), (f"use a Linux (or a "
                "container) with a newer glibc"
                f"{_glibc_distributions(symbol[6:])}, build TensorFlow from source on this Linux, or install a "
                "TensorFlow release built for this one (`ldd --version` shows it), such as conda's (`conda install "
                "tensorflow`: its builds have often targeted an older glibc than PyPI's wheels); do not replace the "
                "system glibc"))
    return ("tf_import_failed", "error", (f"TensorFlow's native library needs {symbol}, which the libstdc++ the loader "
            f"found first ({lib}) is too old to have{by}"), ("put a newer libstdc++ first: in conda `conda install -c "
            "conda-forge libstdcxx-ng` (the environment's lib), or drop an older one from LD_LIBRARY_PATH"))


def glibc_said(paste: _Paste) -> list[Explanation]:
    """The user's words that a glibc was not found ("I was getting GLIBC_2.14 not found") or is needed, no loader line.

    Beside TensorFlow named, it is the glibc TensorFlow's native library needs, newer than this Linux's; not where
    the traceback shown is another package's import (onnxruntime's, no frame of TensorFlow's). With no version, the
    words that this Linux's glibc is too old, beside TensorFlow or TensorFlow Lite named.
    """
    ctx = paste.ctx
    if (paste.has("glibc_version_missing") or not {"tensorflow_named", "tf_family_named"} & ctx.flags
            or ("tf_frame" not in ctx.flags and ctx.last_frame_package not in (None, "tensorflow"))):
        return []
    if ctx.glibc_said is None:
        return _glibc_old_in_words(paste)
    if "tensorflow_named" not in ctx.flags:
        return []
    needed = ctx.glibc_said
    level, older = "error", _named_too_old(needed, paste)
    if "glibc_need_said" in ctx.flags:  # said needed: whether this Linux's is older, only a release it names says
        if ctx.linux_releases and not older:  # every Linux it names ships that glibc or newer
            return []
        evidence, level = f"glibc {needed} said needed", "error" if older else "warning"
        meaning = (f"the paste says glibc {needed} is needed: TensorFlow's native library needs it or newer{older}"
                   if older else f"uncertain: the paste says glibc {needed} is needed, TensorFlow's native library's "
                   "need, but not this Linux's glibc (`ldd --version` shows it; an older one cannot load TensorFlow)")
    else:
        evidence = f"GLIBC_{needed} said not found"
        meaning = (f"the paste says GLIBC_{needed} was not found: TensorFlow's native library needs glibc {needed} or "
                   f"newer, and this Linux's is older{older}")
    return [Explanation("context", "tf_import_failed", level, (), 0, evidence, meaning, (
        f"use a Linux (or a container) with a newer glibc{_glibc_distributions(needed)}, build TensorFlow from source "
        "on this Linux, or install a TensorFlow release built for this one (`ldd --version` shows it); do not replace "
        "the system glibc"))]


def _glibc_old_in_words(paste: _Paste) -> list[Explanation]:
    """Words that this Linux's glibc is older than the TensorFlow build needs, no version: its library will not load."""
    # (not another framework's, TensorFlow.js', a build of the user's own, nor a TensorFlow said to run)
    if "glibc_old_said" not in paste.ctx.flags or {"pytorch", "jax", "tfjs_named", "own_build_said", "bazel_named",
                                                   "runs_fine_said"} & paste.ctx.flags:
        return []
    return [Explanation("context", "tf_import_failed", "error", (), 0, "glibc said too old", (
        "the words say this Linux's glibc is older than the TensorFlow build (a wheel, TensorFlow Lite's runtime) "
        "needs: its native library does not load here (the loader's `GLIBC_2.NN' not found` names the version)"), (
        "use a Linux (or a container) with a newer glibc, a build made for this one (`ldd --version` shows it; "
        "PyPI's manylinux2014 wheels need glibc 2.17, TensorFlow 2.x's later ones newer; conda's builds often target "
        "an older glibc), or build it from source on this Linux; do not replace the system glibc"))]


# the first GCC whose libstdc++ has each GLIBCXX_3.4.N symbol version (the libstdc++ manual's ABI policy page)
_GLIBCXX_GCC = {19: "4.8.3", 20: "4.9", 21: "5.1", 22: "6.1", 23: "7.1", 24: "7.2", 25: "8.1", 26: "9.1", 27: "9.2",
                28: "9.3", 29: "11.1", 30: "12.1", 31: "13.1", 32: "13.2", 33: "14.1"}


def glibcxx_said(paste: _Paste) -> list[Explanation]:
    """The user's words that a libstdc++ symbol version is missing ("Tensorflow missing GLIBCXX_3.4.21"), no loader's.

    Beside TensorFlow named, it is the libstdc++ TensorFlow's native library needs, newer than the one the loader finds
    first (the system's, or an old one on LD_LIBRARY_PATH); not where the traceback shown is another package's import.
    """
    ctx = paste.ctx
    if (ctx.glibcxx_said is None or paste.has("glibc_version_missing") or "tensorflow_named" not in ctx.flags
            or {"pytorch", "jax"} & ctx.flags
            or ("tf_frame" not in ctx.flags and ctx.last_frame_package not in (None, "tensorflow"))):
        return []
    symbol = f"GLIBCXX_{ctx.glibcxx_said}"
    gcc = _GLIBCXX_GCC.get(int(ctx.glibcxx_said.rsplit(".", 1)[1]))
    of = f" (GCC {gcc}'s libstdc++ or newer has it)" if gcc else ""
    return [Explanation("context", "tf_import_failed", "error", (), 0, f"{symbol} said missing", (
        f"the paste says {symbol} is missing: TensorFlow's native library needs that libstdc++ symbol version{of}, and "
        "the libstdc++ the loader finds first (the system's, or an older one on LD_LIBRARY_PATH) is older"), (
        "put a newer libstdc++ first: in conda `conda install -c conda-forge libstdcxx-ng` (the environment's lib), "
        "else a newer GCC's lib64 (devtoolset on CentOS/RHEL) on LD_LIBRARY_PATH, or run in a newer Linux or "
        "container"))]


# the glibc each release of the common server distributions ships, oldest first (their libc6/glibc package pages:
# packages.ubuntu.com/<codename>/libc6, packages.debian.org/<codename>/libc6, the RHEL/CentOS and Rocky glibc rpms)
_GLIBC_BY_DISTRIBUTION = (
    (("Ubuntu 14.04", "2.19"), ("Ubuntu 16.04", "2.23"), ("Ubuntu 18.04", "2.27"), ("Ubuntu 20.04", "2.31"),
     ("Ubuntu 22.04", "2.35"), ("Ubuntu 24.04", "2.39")),
    (("Debian 8", "2.19"), ("Debian 9", "2.24"), ("Debian 10", "2.28"), ("Debian 11", "2.31"), ("Debian 12", "2.36")),
    (("CentOS/RHEL 6", "2.12"), ("CentOS/RHEL 7", "2.17"), ("RHEL/Rocky 8", "2.28"), ("RHEL/Rocky 9", "2.34")),
)


def _named_too_old(needed: str, paste: _Paste) -> str:
    """The releases the paste names whose glibc is older than needed (the Linux it most likely runs on), or ""."""
    want = version_tuple(needed)
    old = sorted(f"{name} ships {glibc}" for name in paste.ctx.linux_releases
                 if (glibc := _glibc_of(name)) is not None and version_tuple(glibc) < want)
    return f"; of the Linux releases the paste names, {', '.join(old)}" if old else ""


def _glibc_of(release: str) -> str | None:
    """The glibc of a release as the paste names it ("CentOS 7": CentOS/RHEL 7's), from the table above."""
    name, _, number = release.partition(" ")
    family = {"Ubuntu": 0, "Debian": 1, "CentOS": 2}.get(name)
    if family is None:
        return None
    return next((glibc for label, glibc in _GLIBC_BY_DISTRIBUTION[family] if label.endswith(f" {number}")), None)


def _glibc_distributions(needed: str) -> str:
    """Which distribution releases ship a glibc this new, and the newest of each that does not (for the fix)."""
    want = version_tuple(needed)
    have, short = [], []
    for releases in _GLIBC_BY_DISTRIBUTION:
        first = next(((name, glibc) for name, glibc in releases if version_tuple(glibc) >= want), None)
        if first is not None:
            have.append(first[0] + (f" ({first[1]})" if first[1] != needed else ""))
        if older := [(name, glibc) for name, glibc in releases if version_tuple(glibc) < want]:
            short.append(f"{older[-1][0]} has {older[-1][1]}")
    if not have:
        return f" (glibc {needed} is newer than any release envcheck knows ships: {', '.join(short)})"
    ubuntu = next((h.split()[1] for h in have if h.startswith("Ubuntu")), None)
    image = f", e.g. a docker image `FROM ubuntu:{ubuntu}`" if ubuntu else ""
    return (f" (glibc {needed} or newer, whose libc has GLIBC_{needed}: {', '.join(have)} and later{image}"
            + (f"; {', '.join(short)}" if short else "") + ")")


_TFJS_PACKAGE = re.compile(r"tfjs-node(?:-gpu)?")
_NAPI = re.compile(r"[/\\](napi-v\d{1,2})[/\\]")


def _jni_dependency(paste: _Paste) -> _Resolved:
    """TensorFlow Java's JNI DLL found, but not a DLL it links: its GPU build links the CUDA and cuDNN of its release.

    The JVM says "Can't find dependent libraries" for the Windows loader's error 126. TensorFlow Java's GPU
    artifacts (libtensorflow_jni_gpu) are built like the Python release of the same version, so the tables give the
    CUDA and cuDNN whose DLLs it needs; the Visual C++ runtime is the other dependency.
    """
    rel, cuda, cudnn = _release_cuda(paste)
    meaning = ("the JVM found TensorFlow Java's tensorflow_jni.dll but not a DLL it links (Windows error 126): for "
               "the GPU build, the CUDA and cuDNN DLLs of its release; else the Visual C++ runtime")
    if rel is None or not cuda:
        return ("cuda_libs_missing", "error", (f"{meaning}; uncertain which CUDA: the paste does not give the "
                "TensorFlow version (the Maven artifact's version decides)"), ("install the CUDA and cuDNN that "
                "TensorFlow release was built with (tensorflow.org/install/source_windows lists them) with their bin "
                f"folders on PATH, and {VC_REDIST}"))
    with_cudnn = f" and cuDNN {cudnn}" if cudnn else ""
    mismatch = _cuda_mismatch(paste)
    return ("cuda_libs_missing", "error", meaning, mismatch or (f"TensorFlow {rel.line}'s GPU build links CUDA "
            f"{cuda}{with_cudnn}: install exactly these (not another CUDA {cuda.split('.', maxsplit=1)[0]}.x) with "
            f"their bin folders on PATH, and {VC_REDIST}"))


def _fiji_native(event: LogEvent, paste: _Paste, tf: str) -> _Resolved:
    """Fiji's TensorFlow service could not load the native library of a TensorFlow Java version (imagej-tensorflow).

    Its GPU builds link the CUDA and cuDNN of the Python release of the same version (1.12: CUDA 9.0, 1.13-1.15: 10.0),
    which the tables give; the CPU build links only the Visual C++ runtime (and needs AVX).
    """
    match = paste.tables.release(tf)
    rel = match.release if match else None
    what = f"Fiji's TensorFlow (imagej-tensorflow) could not load the native library of TensorFlow {tf}"
    switch = ("or pick the TensorFlow version that fits in Fiji's Edit > Options > TensorFlow... (the CPU one runs "
              "without CUDA); restart Fiji after changing PATH")
    no_avx = "cpu_without_avx" in paste.ctx.flags and "cpu_with_avx" not in paste.ctx.flags
    if event.get("fiji_build") == "CPU" and no_avx and rel and rel.cpu_baseline:
        plain = [r.line for r in paste.tables.releases if not r.cpu_baseline]
        older = f" (TensorFlow {plain[-1]} and older)" if plain else ""
        return ("cpu_no_avx", "error", (f"{what}'s CPU build, which uses AVX ({', '.join(rel.cpu_baseline)}), on a CPU "
                "the paste names without it: its initialisation fails on the first instruction the CPU lacks"),
                f"pick a version built without AVX in Fiji's Edit > Options > TensorFlow...{older}, or a CPU with AVX")
    if event.get("fiji_build") == "CPU":
        return ("msvc_runtime_missing", "warning", (f"uncertain: {what}'s CPU build: a DLL it links is missing (the "
                "Microsoft Visual C++ runtime) or the CPU lacks AVX; the JVM's reason after the path decides"),
                (f"install {VC_REDIST}; on a CPU without AVX, a TensorFlow 1.x build made without it"))
    if rel is None or not rel.cuda_build:
        return ("cuda_libs_missing", "warning", (f"uncertain: {what}'s GPU build: the CUDA and cuDNN of its release "
                "are not found (or the Visual C++ runtime)"), f"install the CUDA and cuDNN of that release, {switch}")
    cudnn = f" and cuDNN {rel.cudnn}" if rel.cudnn else ""
    why = ("Windows found tensorflow_jni.dll but not the DLLs it links" if event.get("fiji_126") else
           "the JVM's reason is not readable here, and the GPU build needs")
    return ("cuda_libs_missing", "error", (f"{what}'s GPU build: {why}: TensorFlow {rel.line}'s GPU build links CUDA "
            f"{rel.cuda_build}{cudnn}"), (f"install CUDA {rel.cuda_build}{cudnn} exactly, with their bin folders on "
            f"PATH (CUDA_PATH pointing at it), {switch}"))


def _r_macho_architecture(event: LogEvent, paste: _Paste) -> _Resolved:
    """MacOS's loader refusing a compiled module of the other CPU architecture than the Python process."""
    have, need = event.get("have"), event.get("need")
    which = (f"the module is {have} and the process {need}" if have and need else "one is arm64 and the other "
             "x86_64")
    owner = _SITE_PACKAGE.search(event.line)
    other = owner is not None and not owner.group("package").lower().startswith("tensorflow")
    # another package's module is a note, unless TensorFlow's own import is what needs it (its frame, its import)
    level = "info" if other and not {"tf_frame", "tf_import_line"} & paste.ctx.flags else "error"
    return ("tf_import_failed", level, (
            (f"not TensorFlow's: {owner.group('package')}'s compiled module and " if owner and other else
             "a compiled module and ")
            + f"the Python process are built for different CPU architectures ({which}): on an Apple-silicon Mac, an "
            "x86_64 Python (under Rosetta, or an Intel conda or Homebrew) loading arm64 packages, or the reverse"), (
            "use one architecture for both: create the environment with a native arm64 Python (`python -c 'import "
            "platform; print(platform.machine())'` prints arm64; not an Intel conda or a Rosetta terminal) and "
            f"reinstall the packages in it (`{_pip(paste)} install --force-reinstall "
            f"{owner.group('package') if owner and other else 'tensorflow'}`; TensorFlow 2.13+ on macOS arm64)"))


# the first TensorFlow Java release with macOS arm64 natives (tensorflow/java v1.0.0-rc.1, 2024; the 1.x artifacts,
# org.tensorflow:tensorflow and libtensorflow_jni, and 0.x before it carry x86_64 ones only)
_TF_JAVA_MAC_ARM = "1.0.0"


def _r_tf_java_native(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """TensorFlow Java's jar has no native library for this OS and CPU (an Apple-silicon Mac, ARM Linux)."""
    where, arch = event.get("os") or "this OS", (event.get("arch") or "").lower()
    meaning = (f"TensorFlow Java's jar has no native library for {where} on {arch or 'this CPU'}: its 1.x artifacts "
               "(org.tensorflow:tensorflow, libtensorflow_jni) carry x86_64 ones for Linux, macOS and Windows only")
    if where.lower() == "darwin" and arch in ("aarch64", "arm64"):
        return ("python_unsupported", "error", meaning, (f"move to TensorFlow Java {_TF_JAVA_MAC_ARM} or newer, the "
                "first with macOS arm64 natives (a new API: org.tensorflow:tensorflow-core-platform, not an upgrade of "
                "org.tensorflow:tensorflow 1.x), or run the code on an x86_64 machine; an x86_64 JVM or container "
                "emulated on this Mac crashes on TensorFlow's AVX instructions (Rosetta before macOS 15, QEMU)"))
    return ("python_unsupported", "error", meaning, ("run it on an x86_64 machine (or an x86_64 container), or a "
            "TensorFlow Java release that publishes natives for this platform (its README lists them), or build "
            "libtensorflow and its JNI library for it from source"))


# TensorFlow Java's JNI library, which org.tensorflow.NativeLibrary extracts from its jar into a temporary folder
_TF_JAVA_JNI = re.compile(r"tensorflow_native_libraries-\d|libtensorflow_jni(?:_gpu)?\.(?:so|dylib)\b")


# C API functions TensorFlow 2.4 removed (its release notes: string tensors became TF_TString)
_C_API_REMOVED_IN_2_4 = frozenset({"TF_StringEncodedSize", "TF_StringEncode", "TF_StringDecode"})


def _dotnet_library(event: LogEvent, paste: _Paste) -> _Resolved:
    """A .NET binding (TensorFlow.NET, ML.NET, TensorFlowSharp) and TensorFlow's C library it P/Invokes.

    .NET's DllNotFoundException is the library or a DLL it links not found (the loader's reason follows it), and
    EntryPointNotFoundException a function the binding calls missing from the library loaded: another version.
    """
    flags = paste.ctx.flags
    redist = ("the TensorFlowSharp NuGet package (it ships libtensorflow.dll: copy it with the program)"
              if "tensorflowsharp" in flags else "the SciSharp.TensorFlow.Redist NuGet package of the TensorFlow.NET "
              "release (its -Windows-GPU or -Linux-GPU variant for the GPU, with that release's CUDA and cuDNN)")
    if entry := event.get("entry"):
        if entry in _C_API_REMOVED_IN_2_4:
            return ("dependency_conflict", "error", (f"the TensorFlow C library loaded has no {entry}, which its .NET "
                    "binding calls: TensorFlow 2.4 removed it from the C API, so the native library (the redist "
                    "package) is 2.4 or newer and the binding was made for 2.3 or older"), ("use the native "
                    "package of the binding's TensorFlow version, SciSharp.TensorFlow.Redist 2.3.x, or a binding "
                    "release made for the newer one"))
        return ("dependency_conflict", "error", (f"the TensorFlow C library loaded has no {entry}, which its .NET "
                "binding calls: the native library (the redist package) is of another TensorFlow version than the "
                "binding was made for"), ("install the redist package of the TensorFlow version the binding's "
                "release names (its NuGet dependencies), not a newer or older one"))
    reason = (event.get("dotnet_reason") or "").lower()
    if init_failed(reason) or "8007045a" in reason:  # ERROR_DLL_INIT_FAILED
        return _dll_init_failed(paste)
    if f"{_STATUS_ILLEGAL_INSTRUCTION:x}" in reason:  # "Exception from HRESULT: 0xC000001D": the library was found
        return ("cpu_no_avx", "error", ("the .NET program found TensorFlow's C library, and loading it stopped on an "
                "illegal instruction (HRESULT 0xC000001D, STATUS_ILLEGAL_INSTRUCTION): the CPU lacks one the library "
                "uses, AVX for the official builds since 1.6"), ("run on a CPU with AVX, or use a TensorFlow C "
                "library built without AVX (built from source on this machine)"))
    gpu = ("nuget_scisharp_gpu" in flags or paste.ctx.cuda_installed or "cudnn_mentioned" in flags
           or paste.ctx.libtensorflow_windows_gpu)
    if "tf_dll_present" in flags and not gpu:
        return ("msvc_runtime_missing", "error", ("the program cannot load TensorFlow's C library although the "
                "paste says libtensorflow.dll is in place: .NET's DllNotFoundException then means a DLL it links is "
                "missing, for the CPU build the Microsoft Visual C++ runtime (msvcp140.dll, vcruntime140.dll), "
                "which a clean Windows (a new server) lacks"), f"install {VC_REDIST} on that machine")
    return _windows_gpu_archive(paste) or ("tf_import_failed", "error", ("the .NET program found no libtensorflow, "
            "the TensorFlow C library it calls (tensorflow.dll, libtensorflow.so), or not a library it depends on"),
            f"add {redist}; on Windows with it in place, install {VC_REDIST}")


def _windows_gpu_archive(paste: _Paste) -> _Resolved | None:
    """The Windows GPU archive of TensorFlow's C library not loading: it links its release's CUDA and cuDNN DLLs."""
    version = paste.ctx.libtensorflow_windows_gpu
    match = paste.tables.release(version) if version else None
    if match is None or not match.release.windows_native_gpu or not match.release.cuda_build:
        return None
    rel = match.release
    return ("cuda_libs_missing", "error", (f"the program could not load the GPU build of TensorFlow {version}'s C "
            f"library (libtensorflow-gpu for Windows), which links the DLLs of CUDA {rel.cuda_build} and cuDNN "
            f"{rel.cudnn}: a DLL it links is missing (the CPU build loads without them)"),
            (f"install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} exactly, with their bin folders on PATH, and "
             f"{VC_REDIST}; or use the CPU archive"))


def _jar_framework(lib: str) -> _Resolved:
    """TensorFlow Java's JNI library extracted from its jar, without the framework library it links beside it.

    Both come in the same jar (org.tensorflow:libtensorflow_jni): one extracted without the other is the jar's own
    packaging (1.14 extracted the framework library under an unversioned name; fixed in 1.15) or jars of two versions,
    not a library missing on the machine.
    """
    return ("tf_import_failed", "info", (f"not this machine: TensorFlow Java extracted its JNI library from its jar "
            f"into a temporary folder, and {lib}, which that library links, was not extracted beside it under this "
            "name; both come in the jar, so it is the jar's packaging (TensorFlow Java 1.14 extracts the framework "
            "library under another name, fixed in 1.15) or jars of two TensorFlow versions, not a missing install"),
            ("use one TensorFlow version for org.tensorflow:libtensorflow and libtensorflow_jni (or _jni_gpu), and "
             "another release than 1.14 (1.15 has the fix); nothing to install on the machine"))


# the framework library's soname carries TensorFlow's major from 1.14 (libtensorflow_framework.so.1, .so.2 from 2.0);
# 1.13 and earlier ship it unversioned, and so did 2.0's pre-releases otherwise (2.0.0-alpha0 unversioned, 2.0.0-beta0
# .so.1: tensorflow#27080 of 2019-03-24 versioned it, tensorflow#29540; tensorflow/addons#130)
_FRAMEWORK_MAJOR = re.compile(r"libtensorflow_framework\.so(?:\.(?P<major>\d)\b|(?![.\w]))")
_FRAMEWORK_VERSIONED, _PRE_RELEASES_NAMED_OTHERWISE = (1, 14), (2, 0)


def _op_library_other_major(event: LogEvent, paste: _Paste, lib: str) -> _Resolved | None:
    """An add-on's op library linked against the framework library of another TensorFlow major than the one installed.

    tf.load_op_library raises NotFoundError (TensorFlow's own import fails with ImportError, which the caller reads
    as a broken install); the soname's major (none: 1.13 or older) against the paste's TensorFlow decides whether the
    add-on was built for another major. Under 2.0 it is uncertain: the version read drops a pre-release's suffix.
    """
    wanted = _FRAMEWORK_MAJOR.search(lib)
    if wanted is None or "NotFoundError" not in event.line:
        return None
    rel, pip = paste.release(), _pip(paste)
    major = int(wanted.group("major")) if wanted.group("major") else None
    built = f"TensorFlow {major}.x" if major is not None else "TensorFlow 1.13 or older"
    named = paste.ctx.addons[0] if len(paste.ctx.addons) == 1 else None
    fix = (f"install the {named or 'add-on'} release built for the TensorFlow installed (its compatibility table), or "
           f"build it from source against that TensorFlow (where it publishes a source package: `{pip} install "
           f"--no-binary {named or '<add-on>'} {named or '<add-on>'}`); or the {built} it was built for")
    if rel is not None and rel.key[:2] == _PRE_RELEASES_NAMED_OTHERWISE and major in (None, 1):
        return ("dependency_conflict", "warning", (f"uncertain: a compiled op library (an add-on's: tf.load_op_library "
                f"raised NotFoundError) was linked against {lib}, the framework library of {built}; TensorFlow 2.0 "
                "ships libtensorflow_framework.so.2, but its pre-releases named it otherwise (2.0.0-alpha0 "
                f"libtensorflow_framework.so, 2.0.0-beta0 .so.1): `{pip} show tensorflow` decides whether the add-on "
                "was built for another release"), fix)
    if rel is not None and (rel.key >= _FRAMEWORK_VERSIONED if major is None
                            else rel.key < _FRAMEWORK_VERSIONED or rel.key[0] != major):
        ships = (f"libtensorflow_framework.so.{rel.key[0]}" if rel.key >= _FRAMEWORK_VERSIONED
                 else "libtensorflow_framework.so, unversioned before 1.14")
        return ("dependency_conflict", "error", (f"a compiled op library (an add-on's, loaded with tf.load_op_library) "
                f"was linked against {lib}, the framework library of {built}, which TensorFlow {rel.line} does not "
                f"ship (its framework library is {ships}): the add-on was built for another TensorFlow release"), fix)
    if rel is None:
        return ("dependency_conflict", "warning", (f"uncertain: a compiled op library (an add-on's: tf.load_op_library "
                f"raised NotFoundError) was linked against {lib}, the framework library of {built}, and it is not "
                f"found: the TensorFlow installed is another release, or its install is broken (`{pip} show "
                "tensorflow` decides)"), fix)
    return None


def _r_tf_library(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: C901, PLR0911, PLR0912 - per source
    """TensorFlow's C library not loaded: tfjs-node's addon or its libtensorflow, the C API's, the wheel's own."""
    where = event.get("binding") or event.get("addon") or ""
    named = _TFJS_PACKAGE.search(where) or _TFJS_PACKAGE.search(event.line)
    framework = (event.get("lib") or "").startswith("libtensorflow_framework")  # Python's wheel ships it
    tfjs = bool(named) or ("tfjs_node" in paste.ctx.flags and not framework)
    package = named.group(0) if named else "tfjs-node"
    napi = _NAPI.search(where)
    folder = f"lib\\{napi.group(1)}" if napi else "lib\\napi-vN (the folder of tfjs_binding.node)"
    rebuild = f"`npm rebuild @tensorflow/{package} --build-addon-from-source`"
    if event.get("jni") or event.get("fiji_tf"):  # TensorFlow Java's JNI library: the JVM's or Fiji's words
        return _fiji_native(event, paste, tf) if (tf := event.get("fiji_tf")) else _jni_dependency(paste)
    if event.get("dotnet") or event.get("dotnet_type") or event.get("entry"):
        return _dotnet_library(event, paste)
    if event.get("deps"):
        return ("tf_import_failed", "error", (f"{package}'s install found no libtensorflow in deps/lib to copy beside "
                "its addon: the libtensorflow download (or its extraction) failed, so the addon cannot load"), (
                f"reinstall {package} where storage.googleapis.com is reachable (behind a proxy, set HTTPS_PROXY "
                f"for npm), e.g. remove node_modules/@tensorflow/{package} and run `npm install`"))
    if event.get("addon"):
        return ("tf_import_failed", "error", (f"{package}'s native addon (tfjs_binding.node) is not where its "
                "JavaScript loads it: the install neither downloaded a prebuilt binary for this Node.js (its N-API "
                "version) nor built one (the install script failed or was skipped)"), (
                f"{rebuild} (node-gyp needs Python and a C++ build toolchain), or use a Node.js LTS release "
                f"{package} publishes binaries for, and reinstall without --ignore-scripts"))
    if (event.get("binding") or (event.get("dll") and tfjs)) and package == "tfjs-node-gpu" and (
            mismatch := _cuda_mismatch(paste)) is not None:  # the DLL not found is the CUDA its libtensorflow loads
        return ("cuda_libs_missing", "error", ("Windows could not load tfjs-node-gpu's native addon: the libtensorflow "
                "it bundles links the CUDA and cuDNN DLLs of its build, and the CUDA the paste shows installed does "
                "not have them"), mismatch)
    if event.get("binding") and package == "tfjs-node-gpu" and event.get("procedure") != "procedure":
        return ("cuda_libs_missing", "error", ("uncertain which DLL: Windows could not load tfjs-node-gpu's native "
                "addon because a DLL it links is not found; for the GPU package that is most often a CUDA or cuDNN "
                "DLL its bundled libtensorflow links (their bin folders not on PATH, or another CUDA version "
                f"installed), else tensorflow.dll not copied beside the addon into {folder}"), (
                "install the CUDA and cuDNN versions that tfjs-node-gpu release's libtensorflow was built with (its "
                "README lists them) and put their bin folders (cuDNN's own too) on PATH, then open a new shell; if "
                f"they are there, copy node_modules\\@tensorflow\\{package}\\deps\\lib\\tensorflow.dll into "
                f"{folder}"))
    if (event.get("binding") or (event.get("dll") and tfjs)) and "dll_init_failed_said" in paste.ctx.flags:
        return _dll_init_failed(paste)  # the addon's libtensorflow loaded, and its start-up failed
    if event.get("binding") or (event.get("dll") and tfjs):
        version = (' or a tensorflow.dll of another version (Windows: "The specified procedure could not be found")'
                   if event.get("procedure") == "procedure" else "")
        return ("tf_import_failed", "error", (f"Windows could not load {package}'s native addon (tfjs_binding.node): "
                f"a DLL it links is not beside it{version}; the install copies libtensorflow's tensorflow.dll from "
                f"deps\\lib into {folder}, and when that copy (or the libtensorflow download) fails the addon cannot "
                "load"), (f"copy node_modules\\@tensorflow\\{package}\\deps\\lib\\tensorflow.dll into {folder}; if "
                f"deps\\lib has none, the libtensorflow download failed: reinstall {package} ({rebuild}); with the "
                f"DLL in place, install {VC_REDIST}"))
    if event.get("dll"):
        return ("tf_import_failed", "error", ("uncertain which program: tensorflow.dll is TensorFlow's C library for "
                "Windows, which tfjs-node, TensorFlow.NET, ML.NET and the C API load (Python's TensorFlow does not), "
                "and it is not found"), ("put tensorflow.dll of the release that program was built with beside it "
                "or on PATH (tfjs-node: copy deps\\lib\\tensorflow.dll into lib\\napi-vN; TensorFlow.NET: install "
                "its SciSharp.TensorFlow.Redist package)"))
    if event.get("ld") == "tensorflow_framework":  # a custom op's build against the wheel's own library
        return ("tf_import_failed", "error", ("the linker cannot find libtensorflow_framework: TensorFlow's wheel "
                "ships it only with its major in the name (libtensorflow_framework.so.2), which -ltensorflow_framework "
                "does not find"), ("link with the flags TensorFlow gives (`python -c 'import tensorflow as tf; "
                "print(\" \".join(tf.sysconfig.get_link_flags()))'`: -L<its folder> -l:libtensorflow_framework.so.2)"))
    if event.get("header") or event.get("ld"):
        what = f"its header ({event.get('header')})" if event.get("header") else f"its library (-l{event.get('ld')})"
        return ("tf_import_failed", "error", (f"the build cannot find TensorFlow's C library: {what} is not where "
                "the compiler and linker look; it is not installed, or was extracted elsewhere"), (
                "extract the libtensorflow archive of the release the binding needs into /usr/local (its include/ "
                "and lib/ folders: `sudo tar -C /usr/local -xzf libtensorflow-...tar.gz`) and run `sudo ldconfig`; "
                "extracted elsewhere, point the build at it (CGO_CFLAGS=-I<dir>/include, CGO_LDFLAGS=-L<dir>/lib; "
                "LIBRARY_PATH and LD_LIBRARY_PATH=<dir>/lib)"))
    lib = event.get("lib") or event.get("dylib") or "libtensorflow"
    if tfjs:
        return ("tf_import_failed", "error", (f"{package}'s own libtensorflow ({lib}, in its deps/lib) is missing: "
                "its install did not download or extract it, so the addon cannot load"), (
                f"reinstall {package} so its install script downloads libtensorflow ({rebuild}, or remove "
                f"node_modules/@tensorflow/{package} and run `npm install`)"))
    if _TF_JAVA_JNI.search(event.line) and lib.startswith("libtensorflow_framework"):
        return _jar_framework(lib)
    if framework:
        return _op_library_other_major(event, paste, lib) or ("tf_import_failed", "error", (f"{lib}, which "
                "TensorFlow's wheel ships beside its compiled module, is not found: the TensorFlow install is "
                "incomplete or mixes the files of two installs"), (f"uninstall every TensorFlow distribution "
                f"(`{_pip(paste)} list | grep -i tensorflow`), then reinstall one: `{_pip(paste)} install "
                "--force-reinstall tensorflow==X`"))
    path = "DYLD_LIBRARY_PATH" if lib.endswith(".dylib") else "LD_LIBRARY_PATH"
    return ("tf_import_failed", "error", (f"TensorFlow's C library ({lib}) is not found by the loader: a program "
            "built on TensorFlow's C API (Go, Rust, R, .NET, PhotoPrism, a tfjs-node) needs it, and it is not "
            "installed or not on the loader path; no CUDA library is missing"), (
            "install the libtensorflow C library of the release the program was built with (tensorflow.org/install/"
            f"lang_c: extract it to /usr/local and run `sudo ldconfig`), or add its lib folder to {path}"))


def _r_c_api_name(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A binding's name of the C API that the installed libtensorflow's headers lack: that library is older."""
    name = event.get("name") or "a TF_ name"
    return ("dependency_conflict", "error", (f"the binding uses {name}, which the libtensorflow headers installed do "
            "not declare: that libtensorflow is older than the release the binding was made for"), (
            "install the libtensorflow release the binding version targets (its README or changelog names it) into "
            "the same place, then rebuild; or pin a binding release made for the libtensorflow installed"))


def windows_libtensorflow_gpu(paste: _Paste) -> Explanation | None:
    """A Windows GPU archive of TensorFlow's C library named for a release with no GPU build on native Windows.

    The libtensorflow-gpu-windows-x86_64-X.zip archives exist only for the releases with GPU support there (the
    tables' cut-off): a later one is not published (a 404, said missing), whatever binding downloads it.
    """
    version = paste.ctx.libtensorflow_windows_gpu
    match = paste.tables.release(version) if version else None
    last = next((r for r in reversed(paste.tables.releases) if r.windows_native_gpu), None)
    if match is None or match.release.windows_native_gpu or last is None:
        return None
    return Explanation("context", "windows_native_gpu_unsupported", "error", (), 0,
                       f"libtensorflow-gpu-windows-x86_64-{version}.zip", (
        f"TensorFlow {match.release.line} has no GPU build for native Windows, so no Windows GPU archive of its C "
        f"library (libtensorflow) is published for it: TensorFlow {last.line} was the last with GPU support there"), (
        f"use the TensorFlow {last.line} archive (libtensorflow-gpu-windows-x86_64-{last.line}.0.zip) with CUDA "
        f"{last.cuda_build} and cuDNN {last.cudnn}, or the CPU archive of the newer release, or run on Linux or "
        "WSL2 (libtensorflow-gpu-linux-x86_64)"))


def _r_xla_platform_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """XLA with no platform for the device: on a Mac, the Metal plugin's GPU, which XLA cannot compile for.

    TensorFlow 2.11-2.15's Keras optimizers jit-compile their update step (tensorflow#58988), so training on
    tensorflow-metal's GPU fails there; the legacy optimizers do not. Elsewhere the paste does not decide (None).
    Read as metal_plugin_mismatch, the cause of what tensorflow-metal cannot do under a TensorFlow release.
    """
    flags = paste.ctx.flags
    mac_said = {"apple_machine", "mac_home_path"} & flags and not {"linux", "docker", "windows", "wsl"} & flags
    if not ({"macos", "apple_silicon", "metal_named"} & flags or mac_said or event.get("named")):
        return None  # (a Mac's name or folder beside Linux, a container or Windows may be another machine's)
    return ("metal_plugin_mismatch", "error", ("XLA found no platform for the Mac's GPU: tensorflow-metal's device "
            "cannot run XLA-compiled code, so a function compiled with XLA (jit_compile=True; the Keras optimizers of "
            "TensorFlow 2.11-2.15 compile their update step so) fails on the Metal GPU (tensorflow#58988)"), (
            "use the legacy optimizers (`tf.keras.optimizers.legacy.Adam(...)`, TensorFlow 2.11-2.15), or create "
            "the optimizer with `jit_compile=False` (and no jit_compile=True in compile() or tf.function); or the "
            "tensorflow-macos and tensorflow-metal pair before 2.11 (tensorflow-macos 2.9 with tensorflow-metal 0.5)"))
