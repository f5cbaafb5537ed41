"""Whether a GPU's architecture is older or newer than a build, and the release that fits it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.compat import (
    arch,
    arch_first_cuda,
    arch_last_cuda,
    gpu_runs_build,
)
from envcheck.tables import Release, version_tuple

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste, _Resolved


def _gpu_releases(paste: _Paste) -> list[Release]:
    """The releases with a GPU build where the paste ran: on native Windows, those up to the last Windows GPU one."""
    native = paste.ctx.windows
    return [r for r in paste.tables.releases if r.windows_native_gpu or not native]


def _newest_for(paste: _Paste, cc: str) -> Release | None:
    return next((r for r in reversed(_gpu_releases(paste)) if gpu_runs_build(paste.tables, r, cc).runs), None)


def _oldest_for(paste: _Paste, cc: str) -> Release | None:
    return next((r for r in _gpu_releases(paste) if gpu_runs_build(paste.tables, r, cc).how == "sass"), None)


def _predates(paste: _Paste, rel: Release, cc: str) -> bool:
    """Whether the build's CUDA is older than the first CUDA that knows this architecture (or the tables do)."""
    info = paste.tables.capability(cc)
    if info is None:
        return True
    first = re.match(r"\s*(\d+(?:\.\d+)?)", info.first_cuda)
    return bool(first) and version_tuple(rel.cuda_build) < version_tuple(first.group(1))  # type: ignore[union-attr]


def _older_than_failing_builds(paste: _Paste, cc: str) -> bool:
    """With no release named: whether every build that cannot run this GPU was made for newer GPUs than it.

    A build with no kernel for the GPU is either one whose architectures are all newer than the GPU (it dropped
    it: 5.0 under 2.3, which ships PTX for 7.0 only) or one made before the GPU (8.6 under any 1.x): when every
    release that cannot run it is of the first kind, the GPU is too old for the build that failed, whichever it is.
    """
    failing = [r for r in _gpu_releases(paste) if r.compute_capabilities
               and not gpu_runs_build(paste.tables, r, cc).runs]
    return bool(failing) and all(arch(cc) < max(arch(c) for c in r.compute_capabilities) for r in failing)


_CC_QUERY = "nvidia-smi --query-gpu=name,compute_cap --format=csv"


def _no_release_for_old(paste: _Paste, cc: str) -> str:
    """The fix for an old GPU no release in the tables is built for: from source if TensorFlow builds for it at all.

    TensorFlow's configure refuses compute capabilities below 3.0 ("TensorFlow only supports CUDA compute
    capabilities 3.0 and higher"), the oldest any release was built for: below that nothing runs it.
    """
    built = [(arch(c), r) for r in paste.tables.releases for c in r.compute_capabilities]
    oldest, rel = min(built, key=lambda b: b[0]) if built else ((0, 0), None)
    if rel is not None and arch(cc) < oldest:
        return (f"no TensorFlow runs on compute capability {cc}: the oldest architecture any release was built for is "
                f"{oldest[0]}.{oldest[1]} (TensorFlow {rel.line}), and TensorFlow's source build refuses anything "
                "older; use a newer GPU, or the CPU")
    return (f"no TensorFlow release in the tables has kernels for compute capability {cc}: build TensorFlow from "
            f"source with TF_CUDA_COMPUTE_CAPABILITIES={cc}, or use a newer GPU")


def _older_than_every_build(paste: _Paste, what: str) -> _Resolved | None:
    """Every NVIDIA GPU the paste names predates the oldest architecture any release was built for (3.0).

    Such a GPU (Tesla or Fermi: compute capability 1.x-2.x) has no kernels in any TensorFlow, and NVIDIA supports it
    only with legacy drivers: no driver installed, reloaded or upgraded makes TensorFlow use it, so the driver
    failure the paste shows is not what to fix.
    """
    ccs = [c for c in (paste.ctx.compute_capability, *map(paste.tables.compute_capability_of, paste.ctx.gpu_names))
           if c]
    built = [arch(c) for r in paste.tables.releases for c in r.compute_capabilities]
    if not ccs or not built or any(arch(c) >= min(built) for c in ccs):
        return None
    cc = ccs[0]
    gpu = paste.ctx.gpu_names[0] if paste.ctx.gpu_names else f"the GPU (compute capability {cc})"
    rel = paste.release()
    needs = ""
    if rel is not None and rel.compute_capabilities:
        lowest = min(arch(c) for c in rel.compute_capabilities)
        needs = f"TensorFlow {rel.line} needs compute capability {lowest[0]}.{lowest[1]} or more; "
    return ("gpu_too_old", "error", (f"{what}; but the {gpu} has compute capability {cc}, older than any TensorFlow "
            "build, and only NVIDIA's legacy drivers support it: no driver makes TensorFlow use this GPU"),
            needs + _no_release_for_old(paste, cc))


# the CUDA tags PyTorch 2.x publishes wheels for on download.pytorch.org/whl/cuXXX (pytorch.org/get-started/
# previous-versions: cu118 to 2.7, cu121 2.1-2.5, cu124 2.4-2.6, cu126 2.6-2.9, cu128 from 2.7, cu129 2.8, cu130 2.9)
_TORCH_TAGS = ("11.8", "12.1", "12.4", "12.6", "12.8", "12.9", "13.0")


def _torch_install(cuda: str | None) -> str:
    """The pip command for a PyTorch wheel made with this CUDA or the nearest newer tag it is published for."""
    tag = next((t for t in _TORCH_TAGS if cuda and version_tuple(t) >= version_tuple(cuda)), _TORCH_TAGS[-1])
    return f"pip install torch --index-url https://download.pytorch.org/whl/cu{tag.replace('.', '')}"


# PyTorch warns that a GPU "is not compatible with the current PyTorch installation" when no architecture of the
# GPU's major is in the build (a GPU below its minimum gets the "too old" warning instead); from Ampere on, no
# PyTorch build has dropped an architecture, so such a GPU is newer than the build
_TORCH_KEPT_MAJOR = 8


# the oldest CUDA any PyTorch build was made with: 0.1.12-0.4.1 were published for CUDA 7.5 (and 8.0, 9.x), per
# pytorch.org/get-started/previous-versions; every architecture before Maxwell (Kepler 3.x, first known to CUDA 6.0,
# and older) is known to it, so a PyTorch build without its kernels dropped it: such a GPU is too old, never too new.
# Maxwell (5.x) is in the official builds' lists for years (sm_50 up to the CUDA 12.6 builds), so a kernel missing for
# it is as often an extension's (mmcv, detectron2) built for other architectures: it stays undecided
_TORCH_OLDEST_CUDA = "7.5"
_TORCH_KEPT_FROM = (5, 0)


def _torch_arch(paste: _Paste, what: str, cc: str | None, built: list[tuple[int, int]],
                minimum: str | None = None, *, refused: bool = False) -> _Resolved:
    """No kernels for this GPU in a PyTorch build: its CUDA (the +cuXXX tag) or the architectures it lists decide.

    ``built`` is the build's own list (PyTorch prints it beside its warning), ``minimum`` the capability it says it
    needs, ``refused`` PyTorch's own word that the GPU does not fit the build; TensorFlow's releases do not apply.
    """
    # binaries of X.0 run on X.y: a build made with the first CUDA that knows X.0 already runs the GPU, though the
    # CUDA that first knows X.y itself is the one to name (it builds the GPU's own binaries)
    runs = (arch_first_cuda(paste.tables, f"{arch(cc)[0]}.0") or arch_first_cuda(paste.tables, cc)) if cc else None
    knows = (arch_first_cuda(paste.tables, cc) or runs) if cc else None
    tag_cuda = paste.ctx.torch_cuda
    # the build's CUDA no longer compiles for the GPU (CUDA 11 dropped compute capability 3.0: its last CUDA is 10.2)
    last = arch_last_cuda(paste.tables, cc) if cc and tag_cuda else None
    dropped = last is not None and tag_cuda is not None and version_tuple(tag_cuda) > version_tuple(last)
    old = cc is not None and ((minimum is not None and arch(cc) < arch(minimum))
                              or (bool(built) and arch(cc) < built[0]) or dropped)
    if cc and (old or (not built and minimum is None and tag_cuda is None and arch(cc) < _TORCH_KEPT_FROM)):
        needs = minimum or (f"{built[0][0]}.{built[0][1]}" if built else None)
        why = (f"its minimum: {needs}" if needs else f"its CUDA {tag_cuda} no longer compiles for it; the last CUDA "
               f"that does is {last}" if dropped else f"every CUDA PyTorch was built with, {_TORCH_OLDEST_CUDA} and "
               "newer, knows this architecture, so a build without its kernels is one that dropped it")
        return ("gpu_too_old", "error", (f"{what}: the GPU (compute capability {cc}) is older than this PyTorch build "
                f"supports ({why})"), (f"install an older PyTorch whose build still lists sm_{cc.replace('.', '')} "
                "(`python -c 'import torch; print(torch.cuda.get_arch_list())'` shows a build's), or build PyTorch "
                f"from source with TORCH_CUDA_ARCH_LIST={cc}; else a newer GPU"
                f"{f' (compute capability {needs} or newer)' if needs else ''}"))
    too_new = cc is not None and ((bool(built) and arch(cc) > built[-1])
                                  or (refused and not built and arch(cc)[0] >= _TORCH_KEPT_MAJOR)
                                  or (tag_cuda is not None and runs is not None
                                      and version_tuple(tag_cuda) < version_tuple(runs)))
    if too_new and cc:
        shown = f" (its CUDA: {tag_cuda})" if tag_cuda else ""
        also = (f"; builds from CUDA {runs} run it through compute capability {arch(cc)[0]}.0's binaries"
                if runs and runs != knows else "")
        return ("gpu_too_new", "error", (f"{what}: this PyTorch build{shown} predates the GPU's architecture (compute "
                f"capability {cc}{f', which CUDA {knows} is the first to know' if knows else ''}{also})"), (
                f"install a PyTorch build made with CUDA {knows or 'that knows it'} or newer in a clean environment "
                f"(pytorch.org's selector; e.g. `{_torch_install(knows)}`), with a driver that runs that CUDA"))
    return ("gpu_too_new", "warning", (f"{what}; uncertain whether the GPU is too new for this PyTorch build (its CUDA "
            "predates the architecture) or too old for it (an architecture the build dropped): `python -c 'import "
            f"torch; print(torch.version.cuda, torch.cuda.get_arch_list())'` against `{_CC_QUERY}` decides"),
            ("install the PyTorch build whose architecture list covers the GPU (pytorch.org's selector, in a clean "
             f"environment{_cuda_knows(cc, knows)})"))


def _paddle_arch(paste: _Paste, what: str, cc: str | None) -> _Resolved:
    """No kernels for this GPU in a PaddlePaddle build: its CUDA (the wheel's post tag) against the GPU decides."""
    knows = arch_first_cuda(paste.tables, cc) if cc else None
    return ("gpu_too_new", "warning", (f"{what}; uncertain whether the GPU is too new for this PaddlePaddle build (a "
            "build made with a CUDA older than the GPU's architecture) or too old for it: `python -c 'import paddle; "
            f"paddle.utils.run_check()'` and the wheel's CUDA against `{_CC_QUERY}` decide"), (
            "install the PaddlePaddle GPU build made for a CUDA that knows the GPU (paddlepaddle.org's install "
            f"selector, in a clean environment{_cuda_knows(cc, knows)}), with a driver that runs that CUDA"))


# CUDA 13 builds no longer compile for GPUs before Turing (7.5); no CUDA release has yet dropped Ampere (8.0) or newer
_DROPPED_BELOW = (7, 5)
_NEVER_DROPPED = (8, 0)


def _other_frameworks_build(paste: _Paste, what: str, cc: str | None) -> _Resolved | None:
    """No kernels for this GPU in another framework's or program's build, where TensorFlow is not named."""
    flags = paste.ctx.flags
    if "tensorflow_named" in flags:
        return None
    if {"pytorch", "paddle"} & flags:
        return _torch_arch(paste, what, cc, []) if "pytorch" in flags else _paddle_arch(paste, what, cc)
    return _other_program_arch(paste, what, cc) if "other_framework_said" in flags and cc else None


def _other_program_arch(paste: _Paste, what: str, cc: str) -> _Resolved:
    """No kernels for this GPU in another program's build (Ollama, llama.cpp, ONNX Runtime...).

    TensorFlow's tables do not apply; the GPU's age against what CUDA releases still compile for says which side is
    likelier. A GPU before Turing is one CUDA 13 (and many projects' lists) leave out, and one the CUDA of its day
    compiled for, so a build without its kernels most often left it out or was made with a CUDA after the last that
    compiles for it; no CUDA release has dropped Ampere or newer, so for those the build is older than the GPU.
    Between the two (Turing), only the build's own list decides.
    """
    check = (f"the program's CUDA build and the architectures it lists against `{_CC_QUERY}` decide (its release "
             "notes, or its startup log)")
    knows, last = arch_first_cuda(paste.tables, cc), arch_last_cuda(paste.tables, cc)
    if arch(cc) < _DROPPED_BELOW:
        until = (f"CUDA {knows} to {last} compile for it, and no later CUDA does" if knows and last else
                 "CUDA 13 no longer compiles for it")
        source = f"with CUDA {last} or older" if last else "with a CUDA that still compiles for it"
        return ("gpu_too_old", "warning", (f"{what}; uncertain, but most likely the GPU (compute capability {cc}) is "
                f"older than this build supports: {until}, and many projects' builds start at 7.5, so a build "
                f"without its kernels most often left it out; {check}"),
                (f"use a release of the program whose build still has kernels for compute capability {cc} (often an "
                 f"older one), or build it from source {source}, with {cc} in its CUDA architecture list; else a "
                 "newer GPU"))
    if arch(cc) >= _NEVER_DROPPED:
        first = f", which CUDA {knows} is the first to know" if knows else ""
        return ("gpu_too_new", "warning", (f"{what}; uncertain, but most likely the build predates the GPU's "
                f"architecture (compute capability {cc}{first}): no CUDA release has dropped Ampere or newer; {check}"),
                (f"install a release of the program built with CUDA {knows or 'that knows the GPU'} or newer (with a "
                 "driver that runs that CUDA), or build it from source for this GPU"))
    return ("gpu_too_new", "warning", (f"{what}; uncertain whether the GPU (compute capability {cc}) is too new for "
            f"this program's build or too old for it: {check}"),
            f"install the program's build whose CUDA architecture list covers compute capability {cc}")


def _cuda_knows(cc: str | None, knows: str | None) -> str:
    """"; compute capability 8.6: a build made with CUDA 11.1 or newer has it", where the tables say; else "".

    Only from Ampere on, which no build has dropped since: an older GPU may be below a newer build's minimum.
    """
    if not cc or not knows or arch(cc)[0] < _TORCH_KEPT_MAJOR:
        return ""
    return f"; compute capability {cc}: a build made with CUDA {knows} or newer has it"


def _arch(paste: _Paste, what: str, cc: str | None = None, dated: Release | None = None) -> _Resolved:
    """No kernels for this GPU: the build is older than the GPU, or the GPU older than the build.

    ``dated`` is the newest release the paste's CUDA libraries fit when it names none (its 1.x code keeps a way).
    """
    cc = cc or paste.cc()
    if (other := _other_frameworks_build(paste, what, cc)) is not None:
        return other
    rel = paste.release()
    if cc is None:  # no GPU named, or one the tables do not know: its compute capability decides, not a guess
        named = paste.ctx.unknown_gpus
        return _arch_unknown(paste, what, (f"the tables do not know the compute capability of the GPU named "
                                           f"({', '.join(named[:2])})" if named else "the paste names no GPU"))
    if rel and rel.compute_capabilities:
        highest = max(arch(c) for c in rel.compute_capabilities)
        too_old = gpu_runs_build(paste.tables, rel, cc).how == "no" and arch(cc) < highest
    elif paste.tables.capability(cc) is None:  # neither the build's list nor the tables place it: compare the ends
        known = [arch(c.compute_capability) for c in paste.tables.capabilities]
        if known and min(known) <= arch(cc) <= max(known):
            return _arch_unknown(paste, what, f"compute capability {cc} is not in the tables")
        too_old = bool(known) and arch(cc) < min(known)
    else:
        too_old = _older_than_failing_builds(paste, cc)
    if too_old:
        newest = _newest_for(paste, cc)
        where = " with GPU support on native Windows" if paste.ctx.windows else ""
        fix = (f"TensorFlow {newest.line} is the newest release{where} built for compute capability {cc}: install it"
               if newest else _no_release_for_old(paste, cc))
        return ("gpu_too_old", "error", f"{what}: the GPU (compute capability {cc}) is older than this build supports",
                _keep_the_build(paste, rel or dated, f"TensorFlow {rel.line}" if rel else "this TensorFlow", cc, fix)
                if newest else fix)
    oldest = _oldest_for(paste, cc)
    fit = gpu_runs_build(paste.tables, rel, cc) if rel else None
    if rel and fit and fit.runs and oldest and oldest.key <= rel.key:  # the build has them: not its architecture
        return ("gpu_too_new", "error", (f"{what}: uncertain which image: TensorFlow {rel.line} itself has kernels "
                f"for compute capability {cc} ({fit.reason}), so the code that failed is most likely a CUDA library "
                "from an older CUDA found first on the loader path, or another package's kernels"),
                ("check which CUDA libraries the process loads (`envcheck doctor`; LD_DEBUG=libs) and that the "
                 f"TensorFlow running is {rel.line} (`python -c 'import tensorflow as tf; print(tf.__version__)'`)"))
    fix = (f"use TensorFlow {oldest.line} or newer (built with CUDA {oldest.cuda_build}), the first built for compute "
           f"capability {cc}" if oldest else
           f"no TensorFlow release with GPU support on native Windows is built for compute capability {cc}: use WSL2 "
           "(pip install 'tensorflow[and-cuda]' inside it)" if paste.ctx.windows else
           f"no TensorFlow release in the tables is built for compute capability {cc}: use NVIDIA's NGC TensorFlow "
           f"container, or build from source for it{_with_cuda(paste, cc)}")
    return ("gpu_too_new", "error", f"{what}: this build predates the GPU's architecture (compute capability {cc})",
            fix + _tf1_on_new_gpu(paste, rel or dated, cc))


def _keep_the_build(paste: _Paste, build: Release | None, who: str, cc: str, older: str) -> str:
    """An old GPU under a known build: the build's minimum and a source build for the GPU come before an old release.

    (TensorFlow 2.3 on a compute capability 3.0 GPU: a 3.5+ GPU, or 2.3 built with TF_CUDA_COMPUTE_CAPABILITIES=3.0,
    keep the code and its CUDA; the newest release built for 3.0 is years older.) ``who`` names the build: the
    release the paste names, else "this TensorFlow" (the build dated by its CUDA libraries spans several releases).
    A build whose CUDA major no longer compiles for the GPU (CUDA 11 dropped 3.0: the tables' last_cuda) has no
    source build for it.
    """
    if build is None or not build.compute_capabilities:
        return older
    lowest = min(arch(c) for c in build.compute_capabilities)
    last = arch_last_cuda(paste.tables, cc)
    if last and version_tuple(last)[:1] < version_tuple(build.cuda_build)[:1]:
        return (f"{who} needs compute capability {lowest[0]}.{lowest[1]} or newer, and its CUDA {build.cuda_build} "
                f"no longer compiles for {cc} (the last CUDA that does: {last}): use such a GPU, or run on the "
                f"CPU; else {older}")
    return (f"{who} needs compute capability {lowest[0]}.{lowest[1]} or newer: use such a GPU, build it from source "
            f"with TF_CUDA_COMPUTE_CAPABILITIES={cc}, or run on the CPU; else {older}")


def _with_cuda(paste: _Paste, cc: str) -> str:
    """The CUDA a build for this GPU needs at least: the first whose compiler knows its architecture (the tables)."""
    first = arch_first_cuda(paste.tables, cc)
    return (f" with CUDA {first} or newer (the first CUDA that knows it; an image's CUDA, TensorFlow Serving's "
            "included, needs the same)") if first else ""


# NVIDIA's TensorFlow 1.15 for newer GPUs (github.com/NVIDIA/tensorflow, releases to 23.03: TF 1.15.5 on CUDA 12.x,
# PIP "built for Python 3.8 on Ubuntu 20.04"): the way to keep TF 1.x code on a GPU its CUDA 10.0 predates. Its
# last releases were built with CUDA 12.0-12.1, which know every architecture up to Hopper (Blackwell needs 12.8).
_NVIDIA_TF1_CUDA = "12.1"


def _tf1_on_new_gpu(paste: _Paste, rel: Release | None, cc: str) -> str:
    """TensorFlow 1.x code on a GPU newer than 1.15's CUDA: NVIDIA's own 1.15 build, if its CUDA knows the GPU."""
    first = arch_first_cuda(paste.tables, cc)
    if rel is None or rel.key[0] != 1 or first is None or version_tuple(first) > version_tuple(_NVIDIA_TF1_CUDA):
        return ""
    return (f" (CUDA {first} is the first that knows it); to keep TensorFlow 1.x code, NVIDIA's TensorFlow 1.15 "
            "built with CUDA 11-12: `pip install --user nvidia-pyindex && pip install --user "
            "nvidia-tensorflow[horovod]` (Linux, Python 3.8), or NGC's nvcr.io/nvidia/tensorflow:<YY.MM>-tf1-py3 "
            "container")


def _arch_unknown(paste: _Paste, what: str, unknown: str) -> _Resolved:
    """No kernels for a GPU whose architecture the paste and the tables do not place: say so, and what decides."""
    rel = paste.release()
    built = (f" (TensorFlow {rel.line} is built for compute capability {', '.join(rel.compute_capabilities)})"
             if rel and rel.compute_capabilities else "")
    return ("gpu_too_new", "error", (f"{what}: the build has no kernels for this GPU; uncertain whether the GPU is too "
            f"new for the build (an architecture newer than its CUDA) or too old (one the build dropped): {unknown}"
            f"{built}"), (f"`{_CC_QUERY}` gives the GPU's compute capability, which decides: below the build's lowest, "
            "an older TensorFlow; above its highest, a newer one (`envcheck doctor` checks it)"))
