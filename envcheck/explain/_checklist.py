"""What the whole paste decides when no line does: the empty-GPU-list checklist and the deductions."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.compat import (
    arch,
    arch_first_cuda,
    ceiling_runs_cuda,
    cuda_serves,
    driver_runs_cuda,
    first_release,
    gpu_runs_build,
    jetpack_wheel_folder,
    kernel_support,
    last_release,
    metal_pair,
    python_fits,
)
from envcheck.tables import Release, Tables, version_tuple
from envcheck.tflog import LogEvent, pattern

if TYPE_CHECKING:

    from envcheck.explain._context import Context
from envcheck.explain._api_names import api_span
from envcheck.explain._architecture import (
    _TORCH_TAGS,
    _arch,
    _newest_for,
    _oldest_for,
    _predates,
    _tf1_on_new_gpu,
    _torch_arch,
    _torch_install,
)
from envcheck.explain._driver import _CAUSE_FIX, _COMPUTE_MODE_FIX, _NO_DEVICE_WORDS, _no_nvidia_gpu
from envcheck.explain._model import Explanation
from envcheck.explain._packages import (
    _PROTOBUF4_FROM,
    _addon_deductions,
    _admits,
    _disjoint_requirer,
    _gpu_package_gone,
    _keras_fits,
    _keras_requirement,
    _protobuf4_fix,
    python_newer_than_code,
)
from envcheck.explain._paste import (
    _COMPUTE_FIX,
    _apptainer_without_nv,
    _compose_without_gpus,
    _cuda_mismatch,
    _driver_fix,
    _jetson_package,
    _libs_fix,
    _Paste,
    _pip,
    _release_cuda,
    _Resolved,
    _runpath_gap,
    _started_without_gpus,
    _windows_fix,
    _wsl_gap,
    _xla_libs,
    cpu_chosen,
)
from envcheck.explain._platform import (
    IMPORT_FAILS_OTHERWISE,
    LAZY_CUDA_FROM,
    _metal,
    _no_avx_fix,
    glibc_said,
    glibcxx_said,
    macos_too_old,
)
from envcheck.explain._prose import cuda_need, cuda_need_fix, tf_pulled_said

# Events only a GPU build that reached the GPU prints: a device created, a CUDA library failing as the model ran
_RAN_ON_GPU = ("gpu_created", "gpu_library_failed", "cudnn_launch_failed", "conv_autotune_failed",
               "cublas_handle_failed", "cudnn_handle_failed")


def _gpu_outside_build(paste: _Paste) -> Explanation | None:
    """No message says why, but the paste names a TensorFlow and a GPU that release has no usable kernels for."""
    rel, cc = paste.release(), paste.cc()
    if cc is None or _another_framework(paste.ctx):
        return None
    gpu = paste.ctx.gpu_names[0] if paste.ctx.gpu_names else f"compute capability {cc}"
    if rel is None:  # no release named: the CUDA libraries it loads date the build, or a GPU no release runs decides
        # (not every TensorFlow 1.x where NVIDIA's build is named: its releases run the newest GPUs)
        return (_gpu_outside_dated_build(paste, gpu, cc) or _gpu_outside_every_build(paste, gpu, cc)
                or _gpu_outside_stated_cuda(paste, gpu, cc) or _no_kernel_said(paste, gpu, cc)
                or (None if "nvidia_tf_build" in paste.ctx.flags else _gpu_after_every_tf1(paste, gpu, cc)))
    if not rel.compute_capabilities:
        return None
    picked = _named_gpu_outside(paste, rel)
    gpu, cc = picked or (gpu, cc)
    fit = gpu_runs_build(paste.tables, rel, cc)
    if fit.how not in ("no", "unverified"):  # "unverified": the build's CUDA predates the GPU (expected to fail)
        return None
    if fit.how == "unverified" and ({"conda_installs_tf", "source_build"} & paste.ctx.flags or (
            kernel_support(rel.compute_capabilities, cc) == "sass"
            and (not _STATED_CUDA_FAILURES & paste.ctx.flags or "runs_fine_said" in paste.ctx.flags))):
        # conda's builds, and one's own, pair a release with other CUDA toolkits than pip's wheel; where its own
        # kernels run (an older minor's binaries), only a failure said shows that its CUDA's libraries fail
        return None
    cause, level, meaning, fix = _arch(paste, f"TensorFlow {rel.line} on the {gpu}", cc)
    if picked is not None:  # one of several GPUs named: which one runs it is not said (an old one replaced?)
        level, meaning = "warning", (f"uncertain: of the GPUs named, the {gpu} is one TensorFlow {rel.line} cannot "
                                     f"run; if it is the one in use (`nvidia-smi -L`), {meaning}")
    elif "nvidia_tf_build" in paste.ctx.flags:  # NVIDIA's build named: its CUDA is not that of Google's wheel
        level, meaning = "warning", (f"uncertain which build: the paste names NVIDIA's build of TensorFlow "
                                     "(nvidia-tensorflow, built with CUDA 11 or 12, which runs this GPU); if the one "
                                     f"installed is Google's (`pip list` shows tensorflow or tensorflow-gpu), "
                                     f"{meaning}")
    return Explanation("context", cause, level, (), 0, f"TensorFlow {rel.line}, {gpu}", f"{meaning}: {fit.reason}",
                       fix)


def _named_gpu_outside(paste: _Paste, rel: Release) -> tuple[str, str] | None:
    """Of several GPUs named ("works on the GTX 1080 Ti, but on the RTX 3060..."), the first the release cannot run.

    None where the paste gives the compute capability itself (its device line decides) or names one GPU.
    """
    ctx = paste.ctx
    if ctx.compute_capability or len(ctx.gpu_names) < 2:  # noqa: PLR2004 - several GPUs
        return None
    for name in ctx.gpu_names:
        cc = paste.tables.compute_capability_of(name)
        if cc and gpu_runs_build(paste.tables, rel, cc).how in ("no", "unverified"):
            return name, cc
    return None


def _gpu_outside_dated_build(paste: _Paste, gpu: str, cc: str) -> Explanation | None:
    """No release named, but the CUDA libraries the paste shows it loading are those of releases none runs the GPU on.

    (`cudart64_100.dll` is TensorFlow 1.13-1.15's CUDA 10.0: every one of them predates an RTX 30's Ampere.) Every
    release those names fit must fail on the GPU: one that runs it through PTX (slowly) does not decide.
    """
    named = paste.soname_releases
    if not named or paste.tables.capability(cc) is None or not all(r.compute_capabilities for r in named):
        return None
    fits = [gpu_runs_build(paste.tables, r, cc) for r in named]
    if any(f.how not in ("no", "unverified") for f in fits):
        return None
    names = ", ".join(sorted(paste.asked_sonames)[:3])
    span = named[0].line if len(named) == 1 else f"{named[0].line}-{named[-1].line}"
    what = f"TensorFlow {span} (the CUDA libraries it loads, {names}, are that build's) on the {gpu}"
    cause, level, meaning, fix = _arch(paste, what, cc, named[-1])
    return Explanation("context", cause, level, (), 0, f"{names}; {gpu}", f"{meaning}: {fits[-1].reason}", fix)


# what the paste says goes wrong on the GPU (a failure, NaN, training said not to work), not only a GPU named
_STATED_CUDA_FAILURES = frozenset({"nan_said", "incompatible_said", "unsupported_said", "training_said",
                                   "gpu_rejects_cuda_said", "gpu_fails_said", "build_fails_said", "issue_template"})
# the user's sentences that the GPU, or the build beside it, fails (_arch_words: not a question, a wish, another
# framework's)
_GPU_FAILS_SAID = frozenset({"gpu_fails_said", "build_fails_said"})


def _gpu_outside_stated_cuda(paste: _Paste, gpu: str, cc: str) -> Explanation | None:
    """No release named, but the CUDA the paste says is installed predates the GPU's architecture.

    (CUDA 10.0 beside an RTX 3090: compute capability 8.6 is known from CUDA 11.1.) A TensorFlow that loads that CUDA
    has no kernels, cuBLAS or cuDNN for the GPU; one that brings its own CUDA does not use it, so the TensorFlow
    version decides. Read only with a failure said on that GPU (errors, NaN, training that does not work).
    """
    stated, first = paste.ctx.cuda_failing or paste.ctx.cuda_installed, arch_first_cuda(paste.tables, cc)
    if not stated or first is None or version_tuple(stated)[:2] >= version_tuple(first)[:2] \
            or not _STATED_CUDA_FAILURES & paste.ctx.flags:
        return None
    key = version_tuple(stated)[:2]  # ("CUDA 10.x": every 10.y build)
    built = [r for r in paste.tables.releases if version_tuple(r.cuda_build)[:len(key)] == key]
    if not built or any(gpu_runs_build(paste.tables, r, cc).how not in ("no", "unverified") for r in built):
        return None  # no release loads that CUDA, or one runs the GPU anyway (through PTX): the CUDA does not decide
    span = f" (TensorFlow {built[0].line}-{built[-1].line})" if len(built) > 1 else f" (TensorFlow {built[0].line})"
    # (Turing under CUDA 9: TensorFlow's own sm_70 binaries run on it, that CUDA's cuBLAS and cuDNN do not)
    lacks = ("no cuBLAS or cuDNN that runs on this GPU (its own kernels run through an older minor's binaries)"
             if all(kernel_support(r.compute_capabilities, cc) == "sass" for r in built)
             else "no kernels, cuBLAS or cuDNN for this GPU")
    oldest = _oldest_for(paste, cc)
    fix = (f"use TensorFlow {oldest.line} or newer (built with CUDA {oldest.cuda_build}), the first built for compute "
           f"capability {cc}, with its CUDA" if oldest else
           f"use NVIDIA's NGC TensorFlow container (no release in the tables is built for compute capability {cc})")
    return Explanation("context", "gpu_too_new", "warning", (), 0, f"CUDA {stated}; {gpu}", (
        f"uncertain: the CUDA named ({stated}) predates the {gpu}'s architecture (compute capability {cc}; CUDA "
        f"{first} is the first that knows it): a TensorFlow built for CUDA {stated}{span} has {lacks}, which fails "
        "or gives NaN; the TensorFlow version decides (one that brings its own CUDA "
        "does not use the CUDA named)"), fix + _tf1_on_new_gpu(  # a TensorFlow 1 built with it: keeping 1.x code too
        paste, next((r for r in reversed(built) if r.key[0] < _TF2), None), cc))


def _gpu_outside_every_build(paste: _Paste, gpu: str, cc: str) -> Explanation | None:
    """No release named: a GPU older than every build, or one said not to work that every build's CUDA predates."""
    newest = paste.tables.newest
    newer = bool(newest.compute_capabilities) and arch(cc) > max(arch(c) for c in newest.compute_capabilities)
    said = bool({"incompatible_said", "unsupported_said", *_GPU_FAILS_SAID} & paste.ctx.flags)  # said not to work
    if "gpu_old_said" in paste.ctx.flags and _newest_for(paste, cc) is None and _oldest_for(paste, cc) is None:
        said = True  # a GPU said old that no build runs
    if not (said or {"tensorflow_named", "gpu_list_empty", "built_without_cuda"} & paste.ctx.flags):
        return None  # an old GPU only named (a question whether a GPU is needed), with no TensorFlow or failure
    if newer and said and _oldest_for(paste, cc) is None and _predates(paste, newest, cc):
        return Explanation("context", "gpu_too_new", "warning", (), 0, gpu, (
            f"the {gpu} (compute capability {cc}) is newer than the CUDA of every TensorFlow release: the newest, "
            f"{newest.line}, is built with CUDA {newest.cuda_build}, which predates its architecture; uncertain that "
            "this is what fails, since the paste names no TensorFlow version or message"),
            (f"run on an older GPU or the CPU until a release is built for compute capability {cc}, or use NVIDIA's "
             "NGC TensorFlow container (built with a newer CUDA), or a source build for it"))
    if _newest_for(paste, cc) is not None or _oldest_for(paste, cc) is not None:
        return None
    cause, level, meaning, fix = _arch(paste, f"the {gpu}", cc)
    return Explanation("context", cause, level, (), 0, gpu, meaning, fix) if cause == "gpu_too_old" else None


def _another_framework(ctx: Context) -> bool:
    """Another framework or program named (PyTorch, JAX, TensorRT, a miner) and TensorFlow not: its build, not ours."""
    return bool({"pytorch", "jax", "other_framework_said"} & ctx.flags) and "tensorflow_named" not in ctx.flags


def _no_kernel_said(paste: _Paste, gpu: str, cc: str) -> Explanation | None:
    """No release named, but the words say the build has no kernel for the GPU ("invalid device function").

    Which side of the build the GPU is on, the tables say: older than every build that cannot run it, too old;
    else too new (`_arch`).
    """
    if "no_kernel_said" not in paste.ctx.flags:
        return None
    cause, level, meaning, fix = _arch(paste, f"no kernel for the {gpu} in the build, say the words", cc)
    return Explanation("context", cause, "warning" if level == "error" else level, (), 0, gpu,
                       meaning if meaning.startswith("uncertain") else f"uncertain: {meaning}", fix)


_TF2 = 2  # the major whose first releases were built for Ampere and later


def _gpu_after_every_tf1(paste: _Paste, gpu: str, cc: str, *, said: bool = False) -> Explanation | None:
    """No release or CUDA named, but the GPU said to fail is one no TensorFlow 1 build runs (an RTX 30xx, an H100).

    TensorFlow 1.15's CUDA 10.0 predates Ampere and later: code pinned to 1.x (or an old image) fails or gives NaN
    there, and a TensorFlow 2 from the first release built for it runs it. The version installed decides: uncertain.
    `said`: the caller read the failure itself (a slow start and NaN together).
    """
    releases = [r for r in paste.tables.releases if r.compute_capabilities]
    oldest = _oldest_for(paste, cc)
    if paste.ctx.cuda_failing or paste.ctx.cuda_installed:
        return None  # a CUDA named: the stated-CUDA reading's (one a release runs the GPU with decides nothing)
    if "tensorflow_intel" in paste.ctx.flags:  # pip's Windows wheel of 2.10+: no TensorFlow 1 here
        return None
    if not (said or _GPU_FAILS_SAID & paste.ctx.flags) or oldest is None or oldest.key[0] < _TF2 or any(
            gpu_runs_build(paste.tables, r, cc).how not in ("no", "unverified") for r in releases if r.key[0] < _TF2):
        return None
    tf1 = next(r for r in reversed(releases) if r.key[0] < _TF2)
    return Explanation("context", "gpu_too_new", "warning", (), 0, gpu, (
        f"uncertain: the {gpu} (compute capability {cc}) is newer than every TensorFlow 1 build: {tf1.line}'s CUDA "
        f"{tf1.cuda_build} predates its architecture, so a TensorFlow 1.x (or an image or project pinned to one) fails "
        f"on it or gives NaN; TensorFlow {oldest.line} (CUDA {oldest.cuda_build}) is the first built for it; the "
        "version installed decides (`pip show tensorflow`)"), (
        f"use TensorFlow {oldest.line} or newer with its CUDA{_tf1_on_new_gpu(paste, tf1, cc)}"))


def _hosted_gpu_unused_only(ctx: Context) -> bool:
    """A hosted notebook's GPU said unused, with no TensorFlow, device list or earlier GPU run in the paste.

    Colab's and Kaggle's GPU runtimes give their own TensorFlow the GPU: words that a notebook does not use it, which
    name no framework and show no device list, tell of code that does not run on a GPU, not of a TensorFlow that sees
    none; the GPU used before and no longer (the runtime changed under the code) is still the checklist's.
    """
    return (bool({"colab", "kaggle"} & ctx.flags) and "gpu_list_empty" in ctx.flags
            and not {"tensorflow_named", "keras_hdf5", "keras_frame", "gpu_list_shown", "gpu_worked_before",
                     "built_without_cuda"} & ctx.flags)


def _checklist(paste: _Paste) -> Explanation | None:  # noqa: C901 - one item per known cause
    """Nothing recognised but TensorFlow sees no GPU: the likely causes for this version and platform, in order.

    Each item says whether the paste decides it; when the first one is not decided, the explanation
    says so ("uncertain") and names what would decide it, as a warning (an error only when the paste decides).
    """
    ctx = paste.ctx
    rel = paste.release()
    intel = "tensorflow_intel" in ctx.flags and "wsl" not in ctx.flags  # the Windows CPU build of a release after it
    # TensorFlow in a Linux container (Docker Desktop's) or a hosted notebook runs on Linux, whatever Windows is named
    native = ctx.windows and not {"docker", "colab", "kaggle"} & ctx.flags
    no_windows_gpu = (native and rel is not None and not rel.windows_native_gpu) or intel
    # (not where an import error is shown: the module it names, TensorFlow's own or another, is what failed)
    jupyter = ({"jupyter", "works_outside"} <= ctx.flags and not paste.has("module_missing")
               and "import_error_message" not in ctx.flags)
    asked = "asks_gpu_use" in ctx.flags and "gpu_list_nonempty" not in ctx.flags
    # the user asks how to run on the CPU (no GPU to find), or another framework's GPU is not used, in any language
    # (TensorFlow's causes are not its)
    if (("wants_cpu" in ctx.flags and not {"device_list_cpu", "built_without_cuda"} & ctx.flags)
            or ({"pytorch", "jax"} & ctx.flags and "tensorflow_named" not in ctx.flags)
            or "cpu_image_said" in ctx.flags  # a CPU image run on purpose: no GPU to find
            or _hosted_gpu_unused_only(ctx)):
        return None
    other_gpu = _no_nvidia_gpu(paste) and "gpu_mentioned" in ctx.flags and not {"pytorch", "jax"} & ctx.flags
    said_other = other_gpu and "non_nvidia_said" in ctx.flags  # the words say the GPU is not an NVIDIA one
    if not ({"gpu_list_empty", "built_without_cuda"} & ctx.flags or jupyter or asked or said_other
            or (no_windows_gpu and "mentions_tf_gpu" in ctx.flags) or (intel and "gpu_mentioned" in ctx.flags)
            or (no_windows_gpu and rel is not None and _gpu_said(ctx))):
        return None
    version = ctx.version()
    items = _first_items(ctx, other_gpu=other_gpu, jupyter=jupyter)  # cause, what to do, whether the paste decides
    hosted = "Colab" if "colab" in ctx.flags else "Kaggle" if "kaggle" in ctx.flags else None
    notebook = hosted is not None  # Colab or Kaggle: the image's own TensorFlow has GPU support
    items += _hosted_items(paste, hosted) if hosted else []
    if intel or (native and (_windows_without_gpu(paste, rel) or _after_windows_gpu(paste))):
        items.append(("windows_native_gpu_unsupported", _windows_fix(paste), rel is not None or intel))
    arm = bool({"arm_linux", "nvidia_arm"} & ctx.flags) and not {"macos", "apple_machine"} & ctx.flags
    items += _arm_items(paste) if arm else []
    items += _driver_items(paste)
    items += [] if notebook else _package_items(paste)  # Colab's and Kaggle's builds (1.x included) have the GPU
    if not (notebook or no_windows_gpu):
        items += _build_items(paste, tf1=any(i[0] == "tf1_cpu_package" for i in items))
    if "docker" in ctx.flags and "gpus_flag" not in ctx.flags and not notebook:  # decided: first; else after the build
        container = _container_item(paste)  # (a build shown without CUDA comes first: no GPU would make it use one)
        items = ([container, *items] if container[2] and "built_without_cuda" not in ctx.flags
                 else [*items, container])
    items += [] if notebook else _interpreter_items(ctx, jupyter=jupyter, no_windows_gpu=no_windows_gpu)
    mismatch = _cuda_mismatch(paste)
    if mismatch is not None:
        items.append(("cuda_libs_missing", mismatch, True))
    if rel and "conda" in ctx.flags and not ctx.windows and "[and-cuda]" not in rel.gpu_package:
        items.append(("cuda_libs_missing", ("conda's CUDA libraries are not on the loader path: export "
                      "LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH"), False))
    gap = _runpath_gap(paste)
    if gap is not None:
        items.append((gap[0], f"{gap[2]}: {gap[3]}", True))
    if (rel and "[and-cuda]" in rel.gpu_package and not (ctx.windows or arm or _on_mac(ctx))
            and "and_cuda" not in ctx.flags):
        runpath = "" if rel.pip_cuda_runpath else (" and put its nvidia/*/lib folders on LD_LIBRARY_PATH (this "
                                                   "wheel's RUNPATH does not reach them)")
        items.append(("cuda_libs_missing", (f"plain `pip install tensorflow` brings no CUDA libraries: install "
                      f"'tensorflow[and-cuda]=={version}' (CUDA {rel.cuda_build} and cuDNN {rel.cudnn} as pip "
                      f"packages; a CUDA installed otherwise must be those versions){runpath}"), False))
    # macOS decides only when no Linux release or Windows is named beside it ("it works on my M1 Mac; on the Ubuntu
    # box ..." is about the other machine)
    items += _system_cuda_item(paste, arm=arm, no_windows_gpu=no_windows_gpu) + ([(
        "gpu_not_detected", "macOS has no CUDA: TensorFlow uses Apple GPUs through tensorflow-metal",
        not (ctx.linux_releases or ctx.windows))] if _on_mac(ctx) else [])
    if "wsl" in ctx.flags:
        bridge = _wsl_gap(paste)
        items.append(("wsl_driver_not_visible", f"{bridge[0]}: {bridge[1]}" if bridge else (
                      "in WSL2 the GPU comes from the Windows NVIDIA driver: `nvidia-smi` inside WSL must list it; if "
                      "not, update WSL (`wsl --update`, then `wsl --shutdown`) and the Windows driver, and remove any "
                      "Linux NVIDIA driver installed inside WSL"), bridge is not None))
    items = _doctor_last(items, undecided=other_gpu and not said_other)
    items.sort(key=lambda item: not item[2])  # what the paste decides before what it leaves open (stable)
    cause, _, decided = items[0]
    about = f"TensorFlow {version}" if version else "TensorFlow"
    level = "warning" if cause == "gpu_not_detected" or not decided else "error"  # undecided: uncertain, no error
    meaning = _decided_meaning(ctx, cause, about) if decided else (
        f"{about} sees no GPU and printed no reason; uncertain: the paste does not decide between the causes below "
        "(`envcheck doctor` on that machine does)")
    return Explanation(kind="context", cause=cause, level=level, line_numbers=(), count=0,
                       evidence="an empty GPU list", meaning=meaning,
                       fix="; ".join(f"({n}) {text}" for n, (_, text, _) in enumerate(items, 1)),
                       details=tuple(f"{k}={v}" for k, v in (("tensorflow", version), ("python", ctx.python)) if v))


# what is not the user's sentence about a GPU: code (`...`, a 'GPU' argument), an issue template's field heading
_NOT_SAID = re.compile(r"`[^`]*`|['\"](?:GPU|CPU)['\"]"
                       r"|^[#*\s-]{0,8}(?:gpu model(?: and memory)?|cuda ?/ ?cudnn version)\b.*", re.IGNORECASE)
_GPU_WORD = re.compile(r"\b(?:gpus?|cuda)\b", re.IGNORECASE)


def _on_mac(ctx: Context) -> bool:
    """Whether the paste is a Mac's: macOS named, or tensorflow-metal (Apple's plugin) and no other platform."""
    others = {"wsl", "linux", "docker", "colab", "kaggle", "nvidia_gpu_named"}  # another platform, or an NVIDIA GPU
    return "macos" in ctx.flags or ("metal_named" in ctx.flags and not ctx.windows and not others & ctx.flags)


def _doctor_last(items: list[tuple[str, str, bool]], *, undecided: bool) -> list[tuple[str, str, bool]]:
    """The items, ending with `envcheck doctor`; none decided when the only GPU named is Intel's or AMD's.

    No CUDA fix (a GPU package, CUDA libraries, a release with a Windows GPU build) makes TensorFlow use that GPU.
    """
    items = [*items, ("gpu_not_detected", ("run `envcheck doctor` on that machine: it checks the driver, the CUDA "
                      "libraries the build loads, and the GPU's architecture"), False)]
    return [(cause, text, False) for cause, text, _ in items] if undecided else items


def _gpu_said(ctx: Context) -> bool:
    """A GPU or CUDA word in a sentence of the user's (not code, a template's heading, or a device listing)."""
    return (not {"gpu_list_nonempty", "device_list_gpu"} & ctx.flags
            and any(_GPU_WORD.search(_NOT_SAID.sub(" ", w)) for w in ctx.gpu_words))


def _system_cuda_item(paste: _Paste, *, arm: bool, no_windows_gpu: bool) -> list[tuple[str, str, bool]]:
    """A release whose GPU build loads a CUDA installed on the system: the CUDA and cuDNN the tables give for it.

    With no release, the CUDA the words say the build needs, when another is installed (uncertain as well).

    TensorFlow skips the GPU when one of them is missing; it logs 'Could not load dynamic library' for each,
    which decides (the paste has none of those lines, or this checklist would not be reached).
    """
    ctx, rel = paste.ctx, paste.release()
    if need := cuda_need(paste):  # no release, but the words name the CUDA the build needs and another installed
        return [("cuda_libs_missing", (f"the words say the build needs CUDA {need[0]}, and CUDA {need[1]} is "
                 f"installed: {cuda_need_fix(paste, *need)}"), False)]
    if (rel is None or not rel.cuda_build or "x" in rel.cuda_build or "[and-cuda]" in rel.gpu_package or arm
            or no_windows_gpu or {"macos", "apple_machine", "colab", "kaggle", "docker", "conda"} & ctx.flags
            or _cuda_mismatch(paste) is not None):
        return []
    cudnn = f" and cuDNN {rel.cudnn}" if rel.cudnn else ""
    where = "PATH" if ctx.windows else "LD_LIBRARY_PATH"
    return [("cuda_libs_missing", (f"TensorFlow {rel.line} loads CUDA {rel.cuda_build}{cudnn} installed on the system "
             f"(not from pip): install those versions and put their library folders on the {where}; TensorFlow "
             "logs 'Could not load dynamic library' for each one it misses, which decides"), False)]


def _first_items(ctx: Context, *, other_gpu: bool, jupyter: bool) -> list[tuple[str, str, bool]]:
    """A GPU that is no NVIDIA one; a notebook or IDE running another interpreter than the shell that finds the GPU."""
    items = [("no_gpu_visible", _OTHER_GPU_FIX, "non_nvidia_said" in ctx.flags)] if other_gpu else []
    if jupyter:
        items.append(("wrong_interpreter", ("the notebook (or IDE: Spyder) runs another interpreter than the shell: "
                      "compare `sys.executable` in both, and register the environment's kernel (python -m ipykernel "
                      "install --user --name ENV) or fix the kernelspec (`jupyter kernelspec list`)"), True))
    return items


def _interpreter_items(ctx: Context, *, jupyter: bool, no_windows_gpu: bool) -> list[tuple[str, str, bool]]:
    """Another interpreter than the environment's may run: a notebook's kernel, Windows' `python3` alias."""
    items = []
    if "jupyter" in ctx.flags and not jupyter:
        items.append(("wrong_interpreter", ("Jupyter may run another interpreter: compare `sys.executable` in the "
                      "notebook with the shell's, and register the environment's kernel (python -m ipykernel install "
                      "--user)"), False))
    if ctx.windows and "python3_command" in ctx.flags and not no_windows_gpu:
        items.append(("wrong_interpreter", ("on Windows `python3`/`pip3` is often another Python (the Microsoft Store "
                      "alias) than the environment's `python`: compare `python3 -c 'import sys; "
                      "print(sys.executable)'` with the environment, and use `python` / `python -m pip` there"),
                      False))
    return items


def _container_item(paste: _Paste) -> tuple[str, str, bool]:
    """In a container TensorFlow sees a GPU only if it was started with one: decided when the start is shown without."""
    if "apptainer" in paste.ctx.flags:
        return ("container_gpu_not_exposed", ("Apptainer/Singularity binds the host's NVIDIA driver in only with "
                "`--nv` (`apptainer exec --nv image.sif ...`)"), _apptainer_without_nv(paste))
    return ("container_gpu_not_exposed", (f"{_CAUSE_FIX['container_gpu_not_exposed']} (Docker before 19.03: "
            "`nvidia-docker run` or `--runtime=nvidia`; compose: a device reservation with capabilities [gpu]); "
            "`nvidia-smi` inside the container must list the GPU"),
            _started_without_gpus(paste) or _compose_without_gpus(paste))


def gpu_package_pinned(paste: _Paste) -> Explanation | None:
    """tensorflow-gpu pinned to a release that has only the empty package (2.12+) in an install command shown.

    Not on native Windows, where no release after 2.10 has GPU support whatever the package (its checklist says so),
    not a version merely said (`TensorFlow-GPU 2.12.1` is often the tensorflow installed, named so), and not conda's
    `conda install tensorflow-gpu`: conda-forge builds a tensorflow-gpu package of those releases.
    """
    ctx = paste.ctx
    if "pip_installs_tf_gpu" not in ctx.flags or (ctx.windows and "wsl" not in ctx.flags):
        return None
    gpu = ctx.packages.get("tensorflow-gpu")
    gone = _gpu_package_gone(paste, gpu) if gpu else None
    if gone is None:
        return None
    cause, level, meaning, fix = gone
    return Explanation("context", cause, level, (), 0, f"tensorflow-gpu {gpu}", meaning, fix)


def host_only_said(paste: _Paste) -> Explanation | None:
    """nvidia-smi said to work on the host but not in the container: the container was given no GPU.

    Inside a container nvidia-smi and libcuda come from the host's driver, mounted in by the NVIDIA Container Toolkit
    only for a container started with a GPU; the image's own CUDA plays no part in that.
    """
    if "host_only_said" not in paste.ctx.flags:
        return None
    return Explanation("context", "container_gpu_not_exposed", "error", (), 0, "nvidia-smi: on the host, not in the "
                       "container", ("nvidia-smi works on the host but not in the container: the container got no GPU "
                                     "(its nvidia-smi and libcuda are the host driver's, mounted in only for a "
                                     "container started with one)"), _container_item(paste)[1])


def container_words_said(paste: _Paste) -> Explanation | None:
    """The words say the container was started without the GPU, or that the host has no NVIDIA runtime for Docker.

    The flag that passes the GPU forgotten (--gpus all, Singularity's --nv), the NVIDIA Container Toolkit said not
    installed: decided. The GPU said to work on the host and not in the container: the container got none, for a
    reason its command and the host's toolkit decide (uncertain). Not another framework's paste, one showing a GPU
    found, nor one whose own command decides, with the GPU or without it (the checklist reads that command).
    """
    flags = paste.ctx.flags
    if not {"container_gpu_words", "container_host_words"} & flags or {"pytorch", "jax"} & flags:
        return None
    if {"gpu_list_nonempty", "device_list_gpu"} & flags or paste.has("gpu_created"):
        return None  # (a GPU shown found: the container had one)
    if "tf_run_no_gpu" in flags or "run_passes_gpu" in flags:
        return None  # (the paste's own command decides, either way: the checklist reads it)
    if "container_gpu_words" in flags:
        return Explanation("context", "container_gpu_not_exposed", "error", (), 0, "the container's GPU, in words", (
            "the words say the container was started without the GPU (its flag, `--gpus all` or Singularity's `--nv`, "
            "left out) or that the host lacks the NVIDIA Container Toolkit: a container sees the GPU only when "
            "started with it, the toolkit mounting in the host driver's files and devices"), _container_item(paste)[1])
    return Explanation("context", "container_gpu_not_exposed", "warning", (), 0, "the GPU: on the host, not in the "
                       "container", (
                           "uncertain why: the words say the GPU works on the host but not in the container, which "
                           "got none of it: a run without `--gpus all` (or Singularity's `--nv`), or a host whose "
                           "NVIDIA Container Toolkit is missing or not configured for the runtime; `docker run --rm "
                           "--gpus all ubuntu nvidia-smi` on the host decides"), _container_item(paste)[1])


def windows_only_said(paste: _Paste) -> Explanation | None:
    """nvidia-smi said to work on Windows but not inside WSL: the Windows driver's files do not reach WSL 2."""
    if "windows_only_said" not in paste.ctx.flags:
        return None
    return Explanation("context", "wsl_driver_not_visible", "error", (), 0, "nvidia-smi: on Windows, not in WSL", (
        "nvidia-smi works on Windows but not inside WSL: WSL 2 reaches the GPU only through the Windows driver's "
        "files mapped into /usr/lib/wsl/lib, and those are missing or shadowed there (a WSL 1 distribution, an old "
        "WSL, or a Linux NVIDIA driver installed inside)"), (
        "`wsl -l -v` must show the distribution at VERSION 2 (`wsl --set-version <distro> 2`); `wsl --update`, then "
        "`wsl --shutdown`; inside, /usr/lib/wsl/lib must hold nvidia-smi and libcuda.so.1; remove any Linux NVIDIA "
        "driver installed in WSL (`dpkg -l | grep -Ei 'nvidia-(driver|utils)|libnvidia-compute'` lists its packages: "
        "`sudo apt-get purge` them)"))


def _decided_meaning(ctx: Context, cause: str, about: str) -> str:
    """What the checklist's first item means when the paste decides it."""
    if cause == "cpu_only_build" and "built_without_cuda" in ctx.flags:
        if "image_without_gpu_said" in ctx.flags:
            return f"{about} runs in an image the paste says has no GPU support, a build without CUDA: no GPU for it"
        return (f"{about} was built without CUDA, as the paste shows (tf.test.is_built_with_cuda() False, or a CPU "
                "build listed): it cannot use a GPU")
    if cause == "cpu_only_build":
        return f"{about} from PyPI on an NVIDIA ARM machine is a build without CUDA: it cannot use the GPU"
    return _DECIDED.get(cause, "{about} sees no GPU and printed no reason").format(about=about)


_DECIDED = {  # the meaning of a decided first item, by its cause ({about}: "TensorFlow 2.15")
    "gpu_not_detected": "{about} sees no GPU: this machine has none CUDA can use",
    "no_gpu_visible": ("{about}'s GPU support needs an NVIDIA GPU (CUDA): the paste says the GPU is not one (an Intel "
                       "or AMD GPU), so TensorFlow runs on the CPU"),
    "cuda_libs_missing": ("{about} sees no GPU: the CUDA libraries its build loads are not found (the first item says "
                          "why)"),
    "wrong_interpreter": ("{about} finds the GPU from the shell but not in the notebook or IDE: they run different "
                          "Python installations, and the one the notebook or IDE runs has no GPU build"),
    "windows_native_gpu_unsupported": ("{about} on native Windows has no GPU support: 2.10 was the last release with "
                                       "it there"),
    "container_gpu_not_exposed": "{about} sees no GPU: the container was started without one (no GPU option shown)",
    "driver_too_old": ("{about} sees no GPU: the NVIDIA driver shown is older than its CUDA needs (the first item says "
                       "why)"),
    "tf1_cpu_package": ("{about} is a CPU build: before 2.1 the `tensorflow` package (pip, or conda's eigen/mkl "
                        "builds) has no CUDA, and only tensorflow-gpu has the GPU build"),
    "two_tensorflow_installs": ("{about} sees no GPU: tensorflow and tensorflow-gpu are both installed, and they share "
                                "the `tensorflow` module, so the CPU one's files are those imported"),
    "pip_cuda_runpath": ("{about} sees no GPU: its wheel's RUNPATH does not reach the pip-installed CUDA libraries "
                         "(the first item says why)"),
}


def _arm_items(paste: _Paste) -> list[tuple[str, str, bool]]:
    """ARM Linux: PyPI's aarch64 wheels have no CUDA (an NVIDIA Jetson or Grace needs NVIDIA's build); a Pi no GPU."""
    ctx = paste.ctx
    if "nvidia_arm" in ctx.flags and "nvidia_arm_build" not in ctx.flags:
        return [("cpu_only_build", _nvidia_arm_fix(paste.tables, ctx.jetpack),
                 bool({"built_without_cuda", "pip_named"} & ctx.flags))]
    if "raspberry_pi" in ctx.flags:
        return [("gpu_not_detected", ("a Raspberry Pi has no CUDA GPU: TensorFlow runs on its CPU there (for faster "
                 "inference, TensorFlow Lite with an accelerator's delegate, e.g. a Coral Edge TPU)"), True)]
    return []


def _nvidia_arm_fix(tables: Tables, jetpack: str | None) -> str:
    """NVIDIA's builds for ARM machines: on a Jetson, the wheel index folder of its JetPack (the tables' jetpack)."""
    which = f"JetPack {jetpack}" if jetpack else "its JetPack release"
    folder = (jetpack and jetpack_wheel_folder(tables, jetpack)) or "v<JetPack without dots, e.g. 512 or 60>"
    package, why = _jetson_package(tables, jetpack)
    return ("PyPI's tensorflow wheels for Linux aarch64 are built without CUDA (tf.test.is_built_with_cuda() is "
            "False), so on a Jetson or a Grace machine they run on the CPU only: on a Jetson install NVIDIA's "
            f"TensorFlow for {which} (`pip install --extra-index-url "
            f"https://developer.download.nvidia.com/compute/redist/jp/{folder} {package}`, its versions end in "
            f"+nv<YY.MM>{why}) or use NVIDIA's l4t-tensorflow container; on a Grace server use NVIDIA's TensorFlow "
            "container (nvcr.io/nvidia/tensorflow) or a source build with CUDA")


_OTHER_GPU_FIX = ("TensorFlow's GPU support needs an NVIDIA GPU with CUDA; an Intel or AMD GPU is not one, so "
                  "TensorFlow runs on the CPU there (on Windows the tensorflow-directml-plugin can use other GPUs, on "
                  "Linux an AMD GPU needs the ROCm build, tensorflow-rocm); if the machine also has an NVIDIA GPU, "
                  "`nvidia-smi` must list it")


def _windows_without_gpu(paste: _Paste, rel: Release | None) -> bool:
    """Whether the TensorFlow may be one without GPU support on native Windows: the release's, or the Python's era.

    With no release named, a Python that only releases with Windows GPU support have wheels for (3.6: TensorFlow up
    to 2.6) rules it out, since a TensorFlow after 2.10 cannot run it; a CUDA toolkit on the disk says nothing of
    which TensorFlow pip installed, so it does not count.
    """
    if rel is not None:
        return not rel.windows_native_gpu
    python = paste.ctx.python
    era = [r for r in paste.tables.releases if python_fits(r, python, windows=True)] if python else []
    return not (era and all(r.windows_native_gpu for r in era))


def _after_windows_gpu(paste: _Paste) -> bool:
    """The user's words are about releases after the last one with GPU support on native Windows ("after 2.10")."""
    after = paste.ctx.after_version
    last = last_release(paste.tables, lambda r: r.windows_native_gpu)
    return after is not None and last is not None and version_tuple(after)[:2] >= last.key[:2]


def _build_items(paste: _Paste, *, tf1: bool) -> list[tuple[str, str, bool]]:
    """The build itself: one without CUDA (is_built_with_cuda() False), or one whose CUDA is not here."""
    ctx, rel = paste.ctx, paste.release()
    items = []
    if "built_without_cuda" in ctx.flags and not tf1 and "macos" not in ctx.flags:
        if rel is not None and rel.gpu_package == "tensorflow-gpu":  # before 2.1 the GPU build is tensorflow-gpu only
            version = ctx.version() or rel.line
            items.append(("tf1_cpu_package", (f"TensorFlow {version} installed here is a CPU build (1.x's and 2.0's "
                          "`tensorflow` package, and conda's eigen/mkl builds of it): install "
                          f"{rel.gpu_package}=={version} (pip uninstall tensorflow first), or in conda `conda install "
                          f"tensorflow-gpu={version}`"), True))
        else:
            items.append(("cpu_only_build", _cpu_build_fix(paste), not (ctx.windows and rel is None)))
    if _other_tf_sees_gpu(ctx):  # another TensorFlow here finds the GPU: the driver works
        cuda = f" (TensorFlow {rel.line} loads CUDA {rel.cuda_build} and cuDNN {rel.cudnn})" if rel else ""
        items.append(("cuda_libs_missing", ("another TensorFlow here finds the GPU, so the driver works: this one "
                      f"was built for another CUDA{cuda}; install its CUDA libraries, or use the TensorFlow that "
                      "works"), True))
    return items


def _other_tf_sees_gpu(ctx: Context) -> bool:
    """The paste says another TensorFlow here finds the GPU: the preinstalled one, or the one before an upgrade."""
    return "other_tf_sees_gpu" in ctx.flags or {"gpu_used_before", "tf_upgraded"} <= ctx.flags


def _cpu_build_fix(paste: _Paste) -> str:
    """tf.test.is_built_with_cuda() is False: the package installed is a CPU build; the GPU one for this release."""
    rel, version = paste.release(), paste.ctx.version()
    if rel is not None and version:
        gpu = f"'{rel.gpu_package}=={version}'" if "[" in rel.gpu_package else f"{rel.gpu_package}=={version}"
    else:  # the newest lines' GPU package, and the lines whose plain `tensorflow` is the GPU build (the tables)
        newest = paste.tables.releases[-1].gpu_package
        since = first_release(paste.tables, lambda r: r.gpu_package == newest)
        plain = [r.line for r in paste.tables.releases if r.gpu_package == "tensorflow"]
        older = f"; for {plain[0]}-{plain[-1]} `pip install tensorflow`" if plain else ""
        gpu = (f"'{newest}'` (TensorFlow {since.line if since else ''}+ on Linux{older}, with the CUDA its release "
               "was built with")
    return ("this TensorFlow was built without CUDA (tensorflow-cpu, a conda CPU build such as the mkl/eigen ones, "
            f"tensorflow-cpu-aws, or a source build): uninstall it and install a GPU build: `pip install {gpu}"
            f"{')' if rel is None or not version else '`'}; in conda, conda-forge's CUDA build (`conda install -c "
            "conda-forge tensorflow-gpu`)")


def _package_items(paste: _Paste) -> list[tuple[str, str, bool]]:
    """The package installed is not the GPU one: both TensorFlow distributions, or TensorFlow 1.x's CPU package."""
    ctx = paste.ctx
    rel, version = paste.release(), ctx.version()
    tf1 = rel is not None and not rel.tensorflow_package_has_gpu
    if len(ctx.installed) > 1 or "uninstall_tensorflow" in ctx.flags:  # a listing shows both, or the thread says so
        return [("two_tensorflow_installs", ("tensorflow and tensorflow-gpu are both installed and the CPU one is "
                 "imported: pip uninstall tensorflow tensorflow-gpu, then install only the GPU one"), True)]
    shown = "installs_plain_tf" in ctx.flags and "installs_tf_gpu" not in ctx.flags  # the paste installs the CPU one
    if tf1 and "mentions_tf_gpu" in ctx.flags and rel is not None and not shown:  # is the CPU one there too?
        return [("two_tensorflow_installs", (f"TensorFlow {rel.line}'s `tensorflow` package is CPU-only: if `pip "
                 "list` shows it beside tensorflow-gpu, the CPU one is imported (pip uninstall tensorflow "
                 f"tensorflow-gpu, then install only {rel.gpu_package}=={version}); if it shows only `tensorflow`, "
                 f"install {rel.gpu_package}=={version}"), False)]
    if tf1 and rel is not None and "xla_gpu_only" not in ctx.flags:  # XLA_GPU listed: a CUDA build, not this
        return [("tf1_cpu_package", (f"TensorFlow {rel.patch or rel.line}'s `tensorflow` package is CPU-only: "
                 f"install {rel.gpu_package}=={version}"), True)]
    if rel is None and "tf1_session" in ctx.flags:
        return [("tf1_cpu_package", ("this log is a TensorFlow 1.x session's; 1.x's `tensorflow` package is "
                 "CPU-only (except 1.15.0-1.15.1): pip install tensorflow-gpu==<the same version> (`pip list` "
                 "shows which is installed)"), False)]
    if rel is None and (era := _tf1_era(paste)) and "mentions_tf_gpu" not in ctx.flags:
        return [("tf1_cpu_package", (f"{era}, the time of TensorFlow 1.x and 2.0, whose `tensorflow` package is "
                 "CPU-only: pip install tensorflow-gpu==<the same version> (`pip list` shows which is installed)"),
                 False)]
    return []


def _tf1_era(paste: _Paste) -> str | None:
    """What dates the paste to TensorFlow 1.x-2.0 (no release named): a CUDA or Python only those releases served."""
    ctx = paste.ctx
    served = [r for r in paste.tables.releases if cuda_serves(paste.tables, r, ctx.cuda_installed or "")]
    if served and all(not r.tensorflow_package_has_gpu for r in served):
        return f"CUDA {ctx.cuda_installed} is installed"
    if ctx.python and version_tuple(ctx.python)[:1] == (2,):
        return f"the Python is {ctx.python}"
    return None


# the GPUs Colab's runtimes and Kaggle's accelerators have had: one of them named there is the notebook's
_HOSTED_GPU = re.compile(r"\b(?:K80|T4|P100|P4|V100|A100|L4|H100)\b", re.IGNORECASE)
# each hosted notebook's words: (its GPU setting, what holds its CUDA, the restart)
_HOSTED = {
    "Colab": (("a Colab runtime without a GPU: Runtime > Change runtime type > Hardware accelerator: GPU, then run the "
               "cells again"), "runtime", "Runtime > Restart runtime"),
    "Kaggle": (("a Kaggle notebook without a GPU accelerator: set the notebook's Accelerator (Settings, or Session "
                "options) to a GPU (T4 x2 or P100; a phone-verified account is needed), then run the cells again"),
               "image", "restart the session"),
}


def _hosted_items(paste: _Paste, hosted: str) -> list[tuple[str, str, bool]]:
    """Colab or Kaggle: no GPU chosen, or a TensorFlow built for another CUDA than the notebook's runtime has."""
    rel, cuda, _ = _release_cuda(paste)
    no_gpu, runtime, restart = _HOSTED[hosted]
    loads = f" (TensorFlow {rel.line} loads CUDA {cuda})" if rel and cuda else ""
    own = (f", or pip install 'tensorflow[and-cuda]=={paste.ctx.version()}' (its own CUDA and cuDNN as pip packages, "
           f"whatever CUDA the {runtime} has), then {restart}") if rel and "[and-cuda]" in rel.gpu_package else ""
    mismatch = (f"the TensorFlow in use is built for another CUDA than the {hosted} {runtime} provides{loads}: "
                f"{hosted} upgrades CUDA together with the TensorFlow it ships, so a TensorFlow installed over it "
                f"(pip) or an older one does not find its libraries; use the TensorFlow {hosted} ships (pip uninstall "
                f"yours, then {restart}), or one built for the {runtime}'s CUDA (`!nvcc --version`){own}")
    ctx = paste.ctx
    if ("gpu_runtime_chosen" in ctx.flags or _other_tf_sees_gpu(ctx) or ctx.driver
            or any(_HOSTED_GPU.search(name) for name in ctx.gpu_names)):  # it has a GPU
        return [("cuda_libs_missing", mismatch, True)]
    return [("no_gpu_visible", no_gpu, False), ("cuda_libs_missing", mismatch, False)]


# TensorFlow said to work with the CUDA named ("tensorflow-gpu 2.2 works with CUDA 10.2"; not denied: "doesn't work")
_WORKS_WITH_CUDA = re.compile(r"\b(?:tensor ?flow|tf)(?:[-_ ]?gpu)?[\s=v]{0,3}\d{1,2}\.\d{1,2}(?:\.\d{1,3})?"
                              r"\s(?:works?|worked|runs?|ran)\s(?:fine\s|well\s)?(?:with|on)\s(?:the\s)?cuda\b",
                              re.IGNORECASE)


def _toolkit_opened(paste: _Paste) -> bool:
    """A CUDA toolkit library opened (libcudart, cuBLAS, cuDNN; not libcuda, the driver's): the build's CUDA is here."""
    return any(not (e.get("lib") or "").lower().startswith(("libcuda.so", "nvcuda")) for e in
               paste.events.get("dlopen_ok", ()))


def _versions_only(paste: _Paste) -> Explanation | None:
    """No message recognised, but the versions given (TensorFlow, the CUDA installed) cannot work together.

    Uncertain: no message shows a library missing. Not where the words say that TensorFlow works with that CUDA.
    """
    rel = paste.release()
    if any(_WORKS_WITH_CUDA.search(words) for words in paste.ctx.gpu_words):
        return None
    # a GPU device created or listed, a CUDA toolkit library opened, a start said slow before it computes: TensorFlow
    # found its CUDA libraries (an image brings its own CUDA)
    if (paste.has("gpu_created") or _toolkit_opened(paste)
            or {"gpu_list_nonempty", "tf_from_image", "slow_start"} & paste.ctx.flags
            or (paste.ctx.windows and rel is not None and not rel.windows_native_gpu)):  # no CUDA to serve there
        return None
    mismatch = _cuda_mismatch(paste)
    if mismatch is None:
        return None
    meaning = "from the versions in the paste: the CUDA installed cannot serve this TensorFlow build"
    if "library_symbol_undefined" in paste.ctx.flags:  # the error shown is a library's missing C++ symbol
        meaning = (f"uncertain: {meaning}, but the error shown is a compiled library's undefined symbol (a custom op "
                   "or add-on built against another TensorFlow, or with another C++ ABI flag), which the CUDA "
                   "version does not cause: rebuilding that library against this TensorFlow decides")
    else:  # no message shows a library missing: the version given may be the driver's (nvidia-smi's "CUDA Version")
        meaning = (f"uncertain: {meaning}, though no message shows a CUDA library missing (a CUDA version given in "
                   "words may be the driver's, as nvidia-smi prints it); TensorFlow's own log at start (`Could not "
                   "load dynamic library`, or the GPU it lists) decides")
    return Explanation("context", "cuda_libs_missing", "warning", (), 0, f"CUDA {paste.ctx.cuda_installed}", meaning,
                       mismatch)


def _driver_items(paste: _Paste) -> list[tuple[str, str, bool]]:
    """The driver shown cannot run the build's CUDA: whatever else is wrong, it must be newer (decided or not)."""
    driver = _driver_versions_only(paste)
    if driver is None:
        return []
    return [("driver_too_old", f"{driver.meaning}: {driver.fix}", "uncertain" not in driver.meaning)]


def _driver_versions_only(paste: _Paste) -> Explanation | None:
    """No message recognised, but the driver the paste names is older than the CUDA of the TensorFlow it names.

    Not where the words say the driver changed (the first one named may be the one replaced).
    """
    ctx = paste.ctx
    rel, cuda, _ = _release_cuda(paste)
    if rel is None:
        return _torch_driver(paste)
    # (a "CUDA Version" alone may be the toolkit the user installed: only the driver's, said so, is its ceiling)
    if (not cuda or "x" in cuda or not (ctx.driver or "driver_cuda_said" in ctx.flags)
            or paste.has("gpu_created")
            or {"gpu_list_nonempty", "device_list_gpu", "wsl", "macos", "driver_changed_said"} & ctx.flags
            or (ctx.windows and not rel.windows_native_gpu)):  # a GPU that ran, or a driver this CUDA does not use
        return None
    if not ctx.driver:  # only the newest CUDA the driver runs, said so
        fit = ceiling_runs_cuda(paste.tables, ctx.driver_cuda or "", cuda, windows=ctx.windows)
        if fit.how != "no":
            return None
        meaning = f"from the versions in the paste: TensorFlow {rel.line} is built with CUDA {cuda}, and {fit.reason}"
        major = version_tuple(cuda)[:1]
        if version_tuple(ctx.driver_cuda or "")[:1] == major and major >= (11,):  # the same major, from CUDA 11:
            # minor-version compatibility lets a driver of its first minor run it, from the major's floor driver
            # (450.80.02 for 11.x, 525.60.13 for 12.x; NVIDIA's CUDA Compatibility guide); CUDA 10 had none
            meaning = (f"uncertain: {meaning}; within one CUDA major a driver that reports the first minor may run "
                       "the later ones (minor-version compatibility, from that major's floor driver): the driver's "
                       "own version (`nvidia-smi`'s first line) decides")
        return Explanation("context", "driver_too_old", "warning", (), 0,
                           f"driver CUDA {ctx.driver_cuda}, TensorFlow {rel.line}", meaning, _driver_fix(paste, cuda))
    center = _data_center(ctx.gpu_names) if "cuda_compat_said" in ctx.flags else False
    fit = driver_runs_cuda(paste.tables, ctx.driver, cuda, windows=ctx.windows, data_center=center is not False)
    if fit.how not in ("no", "forward_compat") or center:  # runs it, natively or by forward compatibility
        return None
    meaning = f"from the versions in the paste: TensorFlow {rel.line} is built with CUDA {cuda}, and {fit.reason}"
    if fit.how == "forward_compat":  # the paste uses forward compatibility, and names no GPU that decides it
        meaning = (f"uncertain: {meaning}, and the paste uses it: `nvidia-smi -L` decides (a GeForce, Quadro or "
                   "RTX workstation card needs the newer driver)")
    return Explanation("context", "driver_too_old", "warning", (), 0, f"driver {ctx.driver}, TensorFlow {rel.line}",
                       meaning, _driver_fix(paste, cuda))


def _torch_driver(paste: _Paste) -> Explanation | None:
    """The CUDA of the PyTorch wheel the paste names (its +cu tag, or as PyTorch prints it) is newer than the driver.

    A PyTorch wheel brings its own CUDA runtime, so only the driver limits it; not where a GPU ran or TensorFlow is
    named (its CUDA is another's), nor where the driver is said to have changed.
    """
    ctx, cuda = paste.ctx, paste.ctx.torch_cuda
    if (not cuda or not ctx.driver or "tensorflow_named" in ctx.flags or paste.has("gpu_created")
            or {"gpu_list_nonempty", "device_list_gpu", "wsl", "macos", "driver_changed_said",
                "torch_cuda_available"} & ctx.flags):
        return None
    fit = driver_runs_cuda(paste.tables, ctx.driver, cuda, windows=ctx.windows)
    if fit.how != "no":
        return None
    runs = [t for t in _TORCH_TAGS if driver_runs_cuda(paste.tables, ctx.driver, t, windows=ctx.windows).runs]
    older = (f"; or a PyTorch wheel made with a CUDA this driver runs: `{_torch_install(runs[-1])}`" if runs else
             f"; or an older PyTorch built for a CUDA this driver runs (none of the index's current tags, cu"
             f"{_TORCH_TAGS[0].replace('.', '')} and newer, does: pytorch.org/get-started/previous-versions)")
    need = fit.family_floor or fit.toolkit_floor  # (the wheel brings its runtime: minor-version compatibility)
    return Explanation("context", "driver_too_old", "warning", (), 0, f"driver {ctx.driver}, PyTorch CUDA {cuda}",
                       (f"from the versions in the paste: the PyTorch wheel is made with CUDA {cuda} (it brings that "
                        f"CUDA's runtime), and {fit.reason}: PyTorch sees no GPU"),
                       f"install NVIDIA driver {need} or newer (this one is {ctx.driver}){older}")


# NVIDIA's data-center GPUs, which alone run a newer CUDA on an older driver through forward compatibility
_DATA_CENTER = re.compile(r"\b(?:Tesla|[ABHL]\d{1,3}S?|A800|H800|GH200|GB200|B200|B100)\b")
_WORKSTATION = re.compile(r"\b(?:GeForce|TITAN|Quadro|RTX)\b", re.IGNORECASE)


def _data_center(names: list[str]) -> bool | None:
    """Whether the GPUs named are data-center ones (True), others (False), or none is named (None)."""
    if not names:
        return None
    if any(_WORKSTATION.search(n) for n in names):
        return False
    return True if all(_DATA_CENTER.search(n) for n in names) else None


def _hidden_by_visible_devices(paste: _Paste) -> list[Explanation]:
    """CUDA_VISIBLE_DEVICES set to show no GPU, beside an empty GPU list or the question whether it ran on the CPU."""
    ctx, visible = paste.ctx, paste.ctx.cuda_visible_devices
    if not (_hides_every_gpu(visible) and {"gpu_list_empty", "cpu_run_asked"} & ctx.flags) or {
            "wants_cpu", "gpu_list_nonempty", "device_list_gpu"} & ctx.flags or paste.has(*_RAN_ON_GPU):
        return []
    hides = (f"CUDA_VISIBLE_DEVICES={visible!r} hides every GPU from CUDA (an empty list, or a first index below 0, "
             "shows none): TensorFlow sees no GPU and runs on the CPU")
    if "visible_devices_removed" in ctx.flags:  # the words say the setting is gone: whether it still is decides
        return [Explanation("context", "no_gpu_visible", "warning", (), 0, f"CUDA_VISIBLE_DEVICES={visible!r}", (
            f"uncertain: {hides}, but the paste says that setting was removed; it may still be set (a shell profile, "
            "the kernel's environment, a library setting it): `python -c \"import os; print(os.environ.get("
            "'CUDA_VISIBLE_DEVICES'))\"` in the failing process decides (None: not this)"), (
            "unset CUDA_VISIBLE_DEVICES where it is still set, or set it to the indices `nvidia-smi -L` lists"))]
    return [Explanation("context", "no_gpu_visible", "error", (), 0, f"CUDA_VISIBLE_DEVICES={visible!r}", hides,
                        ("unset CUDA_VISIBLE_DEVICES (`unset CUDA_VISIBLE_DEVICES`, or delete the line that sets it) "
                         "or set it to the indices `nvidia-smi -L` lists (0 for the first GPU)"))]


def _index_past_one_gpu(paste: _Paste) -> list[Explanation]:
    """CUDA_VISIBLE_DEVICES naming only indices from 1 up on a machine said to have one GPU, whose index is 0.

    CUDA numbers the machine's GPUs from 0, so on a one-GPU machine "1" (or "2", "7") names none and hides the one
    there is ("export CUDA_VISIBLE_DEVICES=1 ... on systems with 1 GPU, by default the scripts train on CPU").
    """
    ctx, visible = paste.ctx, paste.ctx.cuda_visible_devices
    indices = [i.strip() for i in (visible or "").split(",")]
    if (not visible or not all(i.isdigit() and i != "0" for i in indices) or "one_gpu_said" not in ctx.flags
            or {"gpu_list_nonempty", "device_list_gpu", "cuinit_diagnostics"} & ctx.flags or paste.has(*_RAN_ON_GPU)):
        return []
    return [Explanation("context", "no_gpu_visible", "error", (), 0, f"CUDA_VISIBLE_DEVICES={visible}", (
        f"CUDA_VISIBLE_DEVICES={visible!r} names GPU {indices[0]}, and the paste says the machine has one GPU, whose "
        "index is 0: CUDA sees no GPU, so the run goes to the CPU"), (
        "set CUDA_VISIBLE_DEVICES=0 (or unset it) on a machine with one GPU; `nvidia-smi -L` lists the indices"))]


def _hides_every_gpu(visible: str | None) -> bool:
    """CUDA_VISIBLE_DEVICES set to show no GPU: empty, a first index below 0, or a word CUDA does not read."""
    return visible is not None and (visible.strip() == "" or visible.startswith("-")
                                    or visible.lower() in _NO_DEVICE_WORDS)


def _renumbered(visible: str | None) -> str | None:
    """The first GPU CUDA_VISIBLE_DEVICES shows, when it is not GPU 0 (which the process then calls GPU:0)."""
    first = (visible or "").split(",")[0]
    return first if first.isdigit() and first != "0" else None


def _which_gpus_shown(paste: _Paste) -> list[Explanation]:
    """CUDA_VISIBLE_DEVICES beside the GPU:0 the process names: set too late in the program, or CUDA's renumbering."""
    late = _visible_set_late(paste)
    if late is not None:
        return [late]
    ctx = paste.ctx
    renumbered = _renumbered(ctx.cuda_visible_devices)
    if not renumbered or "gpu0_named" not in ctx.flags or _trouble_shown(paste):
        return []
    return [Explanation("context", "harmless", "info", (), 0, f"CUDA_VISIBLE_DEVICES={ctx.cuda_visible_devices}",
                        (f"CUDA numbers the GPUs it is shown from 0: with CUDA_VISIBLE_DEVICES="
                         f"{ctx.cuda_visible_devices} TensorFlow's GPU:0 is the machine's GPU {renumbered} "
                         "(nvidia-smi shows that one busy; it counts in PCI order, which CUDA follows with "
                         "CUDA_DEVICE_ORDER=PCI_BUS_ID)"), "")]


def _visible_set_late(paste: _Paste) -> Explanation | None:
    """CUDA_VISIBLE_DEVICES set inside the program after CUDA may have started there, so it changes nothing.

    CUDA reads the variable once, when it starts in the process: TensorFlow 2 at its first GPU use (not at import),
    1.x at its first session, PyTorch at its first torch.cuda call. Decided when the program's lines show a GPU call
    before it, or the words say it works exported in the shell and not set in the program; uncertain when it is set
    after the framework's import, or only said to have no effect (it may have worked: CUDA renumbers the GPUs it shows).
    """
    flags = paste.ctx.flags
    if "visible_in_code" not in flags or "visible_devices_removed" in flags:
        return None
    ignored = "visible_ignored_said" in flags
    visible = paste.ctx.cuda_visible_devices
    hides = _hides_every_gpu(visible)
    shown = visible if visible and not hides else "1"
    evidence = f"CUDA_VISIBLE_DEVICES={visible!r} set in the program" if visible is not None else (
        "CUDA_VISIBLE_DEVICES set in the program")
    fix = (f"set it before anything starts CUDA: for the command (`CUDA_VISIBLE_DEVICES={shown} python train.py`, or "
           "export it in the shell), or in the script's first lines, before importing TensorFlow (or the framework) "
           "and any module that imports it; in a notebook, restart the kernel and set it in the first cell; in "
           "TensorFlow 2, tf.config.set_visible_devices right after import, before any op, chooses the GPUs too")
    errors = any(e.level == "error" for events in paste.events.values() for e in events)
    if "visible_after_gpu_call" in flags and (ignored or not errors):
        return Explanation("context", "gpu_config_after_init", "error", (), 0, evidence, (
            "the program sets CUDA_VISIBLE_DEVICES after a line that started CUDA (listing the GPUs, a session, a "
            "torch.cuda call): CUDA reads the variable once, when it starts in the process, so it has no effect and "
            "every GPU stays visible"), fix)
    if "visible_shell_works" in flags and ignored:
        return Explanation("context", "gpu_config_after_init", "error", (), 0, evidence, (
            "CUDA_VISIBLE_DEVICES works set for the command in the shell but not set inside the program: CUDA reads it "
            "once, when it starts in the process, so the program's line runs after something had started CUDA (an "
            "import that uses the GPU, an earlier call or cell), or never runs"), fix)
    after = {"visible_after_import", "visible_after_import_said"} & flags
    if not (ignored or (after and _renumbered(visible) and "gpu0_named" in flags)):
        return None
    where = " after the framework's import" if after else ""
    worked = ("it worked and hides the GPUs (the run is on the CPU)" if hides else
              f"it worked, and the process numbers the GPUs it shows from 0 (with CUDA_VISIBLE_DEVICES={shown} its "
              f"GPU:0 is the machine's GPU {shown.split(',')[0]}; nvidia-smi counts them in PCI order, CUDA fastest "
              "first unless CUDA_DEVICE_ORDER=PCI_BUS_ID)")
    return Explanation("context", "gpu_config_after_init", "warning", (), 0, evidence, (
        f"uncertain: CUDA_VISIBLE_DEVICES is set inside the program{where}, and CUDA reads it once, when it starts in "
        "the process (TensorFlow 2 at its first GPU use: an op, tf.config.list_physical_devices, a model, not at "
        "import; TensorFlow 1.x at its first session; PyTorch at its first torch.cuda call): set after that, it has no "
        f"effect and every GPU stays visible; set before, {worked}; `print(tf.config.list_physical_devices('GPU'))` "
        "right after the line decides (every GPU listed: set too late)"), fix)


def _xla_gpu_only(paste: _Paste) -> Explanation:
    """An XLA_GPU device and no GPU one: TensorFlow 1.14-2.3 saw the GPU but could not load its CUDA libraries."""
    which, fix = _xla_libs(paste)
    return Explanation("context", "cuda_libs_missing", "error", (), 0, "XLA_GPU listed, no GPU device",
                       ("TensorFlow lists the GPU as XLA_GPU but created no GPU device: it saw the GPU but could not "
                        f"load the CUDA/cuDNN libraries of its build{which}"), fix)


def _gpu_deductions(paste: _Paste) -> list[Explanation]:
    """Which GPU and how fast, read from several lines together: a rank past the GPUs, XLA_GPU only, slow input."""
    ctx = paste.ctx
    found = []
    if {"index_error", "rank_gpu_index"} <= ctx.flags:
        found.append(Explanation("context", "no_gpu_visible", "error", (), 0, "gpus[hvd.local_rank()]: IndexError",
                                 ("a process's local rank indexes past the GPUs it sees: more processes were started "
                                  "on this machine than it has visible GPUs"),
                                 ("start as many processes per machine as it has GPUs (horovodrun -np / -H host:N, "
                                  "mpirun -np); check that CUDA_VISIBLE_DEVICES does not hide some")))
    if "ray_gave_no_gpu" in ctx.flags and not paste.has(*_RAN_ON_GPU):
        found.append(Explanation("context", "no_gpu_visible", "error", (), 0, "Ray: 0 GPUs requested",
                                 ("Ray's status says its trials ask for none of the GPUs it has: Ray sets "
                                  "CUDA_VISIBLE_DEVICES to the GPUs a trial or task was given, none here, so "
                                  "TensorFlow inside it sees no GPU and runs on the CPU"),
                                 ("give each trial a GPU: resources_per_trial={'cpu': 1, 'gpu': 1} in tune.run "
                                  "(tune.with_resources(trainable, {'gpu': 1}) in Ray 2; trial_resources before "
                                  "Ray 0.6), or num_gpus=1 in @ray.remote")))
    visible = ctx.cuda_visible_devices
    if ("cuinit_diagnostics" in ctx.flags and visible not in (None, "", "0") and not paste.has(
            "cuinit_failed", "no_cuda_device", "kernel_driver_not_running", "driver_version_mismatch")):
        found.append(Explanation("context", "no_gpu_visible", "error", (), 0, f"CUDA_VISIBLE_DEVICES={visible}",
                                 (f"TensorFlow printed its CUDA diagnostics, which it does only after cuInit failed, "
                                  f"and CUDA_VISIBLE_DEVICES={visible!r} is set: it names a GPU the machine does not "
                                  "have, or hides them all (the driver itself answered)"),
                                 ("unset CUDA_VISIBLE_DEVICES or set it to an index `nvidia-smi -L` lists (0 on a "
                                  "machine with one GPU)")))
    else:
        found += _hidden_by_visible_devices(paste)
    found += _index_past_one_gpu(paste)
    if "compute_mode_blocking" in ctx.flags:
        found.append(Explanation("context", "cuda_error", "error", (), 0, "nvidia-smi: compute mode E. Thread or "
                                 "Prohibited", ("nvidia-smi shows the GPU in EXCLUSIVE_THREAD or PROHIBITED compute "
                                 "mode: TensorFlow's StreamExecutor cannot create or use its CUDA context in either "
                                 "(a context bound to one thread, or none allowed)"), _COMPUTE_MODE_FIX))
    if {"xla_gpu_only", "gpu_list_empty"} <= ctx.flags and "device_list_gpu" not in ctx.flags:
        found.append(_xla_gpu_only(paste))
    found += _which_gpus_shown(paste)
    if "after_suspend" in ctx.flags and ("cuda_start_failed_said" in ctx.flags or paste.has(
            "cuinit_failed", "no_cuda_device", "cuda_init_failed", "device_count_failed")):
        found.append(Explanation("context", "uvm_unavailable", "error", (), 0, "CUDA fails after a suspend",
                                 ("CUDA cannot start after the machine resumed from suspend: the nvidia_uvm module "
                                  "(CUDA's unified memory) does not survive it and fails every new CUDA context "
                                  "until it is reloaded"),
                                 (f"{_CAUSE_FIX['uvm_unavailable']}; to keep it working across suspends, enable "
                                  "nvidia-suspend.service and nvidia-resume.service with the nvidia module option "
                                  "NVreg_PreserveVideoMemoryAllocations=1")))
    on_cpu = _tensorflow_on_cpu(paste)
    idle = on_cpu if on_cpu is not None else (_nothing_on_gpu(paste) or _idle_or_slow(ctx.flags))
    return [*found, idle] if idle is not None else found


def _nothing_on_gpu(paste: _Paste) -> Explanation | None:
    """A run said idle or slow while nvidia-smi shows almost none of the GPU's memory used: nothing runs there.

    TensorFlow maps most of a GPU's memory when it starts on it (a few hundred MiB with memory growth): a GPU holding
    less than a CUDA context during training has no TensorFlow on it, so the input pipeline is not what slows it.
    The versions in the paste say why when the CUDA installed cannot serve the build.
    """
    ctx = paste.ctx
    flags = ctx.flags
    if (ctx.memory_idle is None or ctx.memory_held or not _IN_A_RUN & flags or paste.has(*_RAN_ON_GPU)
            or not {"low_gpu_util", "gpu_idle", "run_slow_said"} & flags
            or (_OTHER_RUNS | _ON_THE_GPU | {"no_gpu_machine", "wants_cpu", "inference_said"}) & flags):
        return None
    if (versions := _versions_only(paste)) is not None:
        return versions
    return Explanation("context", "gpu_not_detected", "warning", (), 0, f"nvidia-smi: {ctx.memory_idle} used", (
        f"uncertain: nvidia-smi shows {ctx.memory_idle} of the GPU's memory used during the run, less than a "
        "process running CUDA holds: TensorFlow, which maps most of a GPU's memory when it runs there, is most "
        "likely not on the GPU at all (running on the CPU), rather than waiting for its input; unless that figure "
        "was read while nothing ran, `tf.config.list_physical_devices('GPU')` in the same environment decides"), (
        "run `python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"` where the "
        "training runs: an empty list means TensorFlow cannot use the GPU, and TensorFlow's log at import (or "
        "`envcheck doctor` on that machine) says why: the CUDA libraries its build loads, the driver, or a CPU-only "
        "package"))


def _idle_or_slow(flags: set[str]) -> Explanation | None:  # noqa: PLR0911 - one return per reading of the words
    """The GPU's use low during a run (in Task Manager, in training, in inference), or a run said slow: what to measure.

    The words or figures of low use are a warning, uncertain (the input most often, a small model or a CPU-only
    TensorFlow look the same), and so is the input itself said slow (the user's own diagnosis); a run said slow with
    no figure is information that names the same measurement. None when the paste shows TensorFlow's device list
    empty (its call and answer, not the words that the GPU is unused, which are this symptom) or a build without
    CUDA: it is not on the GPU at all, which the checklist of why it sees none answers.
    """
    if {"gpu_list_empty", "gpu_list_shown"} <= flags or "built_without_cuda" in flags:
        return None
    if "low_gpu_util" in flags and _IN_A_RUN & flags and {"task_manager", "igpu_use_said"} & flags:
        lead = ("TensorFlow's CUDA build never runs on an Intel GPU: a graph that shows it busy and the NVIDIA one "
                "idle is Windows Task Manager's" if "igpu_use_said" in flags else "the figure is Task Manager's")
        return Explanation("context", "input_bound", "info", (), 0, "low GPU use in Windows Task Manager", (
            f"uncertain: {lead}, whose GPU graphs show the 3D, Copy and Video engines by default, not CUDA compute: "
            "TensorFlow's work shows only under 'Cuda' or 'Compute_0' (a graph's drop-down) or in "
            "nvidia-smi's GPU-Util; a low figure there would be the input pipeline, a small model or the CPU"),
            ("read the GPU's use where CUDA shows: `nvidia-smi -l 1` (GPU-Util) or Task Manager's 'Cuda'/'Compute_0' "
             "graph; if low there too, measure it: `envcheck run --watch -- python train.py`"))
    if "input_slow_said" in flags and not (_OTHER_RUNS | {"no_gpu_machine", "wants_cpu"}) & flags:
        return Explanation("context", "input_bound", "warning", (), 0, "the input said slow", (
            "uncertain: the words say the input is slow (its batches take long to make, or it is called the "
            "bottleneck): then the GPU waits for each batch and the run goes at the input's pace whatever the GPU; "
            "the measurement decides how much of each step is that wait"),
            _PREDICT_FIX if "inference_said" in flags else _TRAIN_FIX)
    inference = "inference_said" in flags and not {"training_said", "input_pipeline"} & flags
    if "low_gpu_util" in flags and _IN_A_RUN & flags and not _OTHER_RUNS & flags:
        if inference:
            return Explanation("context", "input_bound", "warning", (), 0, "low GPU utilisation in inference", (
                "uncertain: the GPU idles while the model predicts: most often the host side (one image per "
                "predict() call, a batch of 1, pre- and post-processing in Python or OpenCV) keeps it waiting, else "
                "TensorFlow running on the CPU only; the measurement decides, and "
                "`tf.config.list_physical_devices('GPU')` shows whether TensorFlow sees the GPU"), _PREDICT_FIX)
        piped = "input_pipeline" in flags
        return Explanation("context", "input_bound", "warning", (), 0, "low GPU utilisation with a Python or "
                           "tf.data input pipeline" if piped else "low GPU utilisation in training", (
                           "uncertain: low GPU utilisation in training is most often the input pipeline (the "
                           "GPU waits while the CPU loads and augments the next batch), but a model too small "
                           "for the GPU, or ops running on the CPU, look the same; a measurement decides" if
                           piped else "uncertain: the GPU idles in training and the paste names no input "
                           "pipeline: most often the input (the GPU waits while the CPU loads and augments each "
                           "batch), else a model or batch too small for the GPU, or TensorFlow running on the "
                           "CPU only (a CPU at 100% fits both that and the input); the measurement decides, and "
                           "`tf.config.list_physical_devices('GPU')` shows whether TensorFlow sees the GPU"),
                           _TRAIN_FIX)
    if "run_slow_said" not in flags or (_OTHER_RUNS | {"no_gpu_machine", "wants_cpu", "oom_said"}) & flags:
        return None
    run, waits = (("inference", "host side (one image per predict() call, pre- and post-processing)") if inference
                  else ("training", "input pipeline (the GPU waits while the CPU loads and augments each batch)"))
    return Explanation("context", "input_bound", "info", (), 0, f"{run} said slow", (
        f"uncertain: the words say {run} is slow but give no figure of the GPU's use: most often the {waits}, else "
        "TensorFlow running on the CPU only, or a model or batch too small for the GPU; the measurement decides, and "
        "`tf.config.list_physical_devices('GPU')` shows whether TensorFlow sees the GPU"),
        _PREDICT_FIX if inference else _TRAIN_FIX)


# other frameworks' runs: TensorFlow's input pipeline is not theirs
_OTHER_RUNS = frozenset({"pytorch", "jax"})
_PREDICT_FIX = ("measure it: `envcheck run --watch -- python predict.py` (INPUT-BOUND, GPU-BOUND or CPU-ONLY); "
                "predict in batches (model.predict(x, batch_size=64), or the model called on a batch inside a "
                "tf.function), and feed it from a tf.data pipeline that decodes and resizes with "
                "num_parallel_calls=tf.data.AUTOTUNE and .prefetch(tf.data.AUTOTUNE)")


# what says a utilisation figure was read during a run: an input pipeline, training, the CPU busy beside it
_IN_A_RUN = frozenset({"input_pipeline", "training_said", "cpu_busy_said", "gpu_use_low_said"})
# what shows TensorFlow on the GPU: a figure of 50% or more, its memory taken (said, or nvidia-smi's row), a listing
_ON_THE_GPU = frozenset({"gpu_busy_said", "gpu_memory_used_said", "gpu_list_nonempty", "device_list_gpu"})
# not TensorFlow's GPU to find: another framework, a machine (or a CPU image) without one, the CPU wanted, a memory
# question; the packages' own readings (a package install that replaced or shadowed tensorflow-gpu, a CPU one said
# installed); and TensorFlow from an image (its -gpu tag, NGC's), whose TensorFlow is not a pip package, whatever
# plain `tensorflow` is elsewhere in the paste
_NOT_THIS = frozenset({"pytorch", "jax", "no_gpu_machine", "cpu_image_said", "wants_cpu", "oom_said",
                       "gpu_lost_to_install", "gpu_package_replaced", "cpu_tf_said", "two_tf_said", "tf_from_image",
                       "two_tf_words", "gpu_replaced_words", "cpu_tf_words"})


def _cpu_run_said(paste: _Paste) -> tuple[str, bool] | None:
    """What says TensorFlow runs on the CPU (the words, or the figures), and whether plain `tensorflow` is installed.

    The words that it runs on the CPU (a GPU named), a GPU near idle beside a busy CPU, or a GPU near idle with a
    release up to the last whose plain `tensorflow` is CPU-only (2.0); none when something shows TensorFlow on the GPU
    (memory taken, a figure of 50% or more, a device created), a message of TensorFlow's says more, a GPU no build
    runs is named (or only an Intel or AMD one), the release's plain package is the GPU build, or the user chose a
    CPU-only TensorFlow and does not ask for the GPU.
    """
    ctx, rel = paste.ctx, paste.release()
    flags = ctx.flags
    if ((_NOT_THIS | _ON_THE_GPU) & flags or ctx.memory_full or paste.has(*_RAN_ON_GPU) or cpu_chosen(paste)
            or _trouble_shown(paste)
            or _gpu_outside_build(paste) is not None  # a GPU no build runs: TensorFlow ignores it
            or _no_nvidia_gpu(paste)  # only an Intel or AMD GPU named: no CUDA build runs on it
            or "xla_gpu_only" in flags  # an XLA_GPU device: only a CUDA build creates one
            or _hosted_gpu_unused_only(ctx)  # a hosted notebook's code that does not use its GPU
            or (rel is not None and rel.tensorflow_package_has_gpu)):
        return None
    idle, piped = "gpu_idle" in flags, "input_pipeline" in flags
    gpu_named = _gpu_said(ctx) or "nvidia_gpu_named" in flags or bool(ctx.gpu_names)  # a GPU it should run on
    words = ("the words say it runs on the CPU" if "runs_on_cpu_said" in flags and gpu_named else
             "the GPU idles while the CPU is busy" if idle and "cpu_busy_said" in flags and not piped else
             "the GPU is near idle" if idle and rel is not None and not piped else "")
    plain = "installs_plain_tf" in flags and rel is not None and _gpu_said(ctx) and bool(
        {"training_said", "low_gpu_util", "gpu_idle"} & flags)
    return (words, plain) if words or plain else None


def _tensorflow_on_cpu(paste: _Paste) -> Explanation | None:
    """TensorFlow said (or shown) to run on the CPU, with a release whose `tensorflow` package is CPU-only or none.

    The package is the first suspect: tensorflow-gpu named beside `tensorflow` (a requirements file, a plain install)
    is two distributions; tensorflow-gpu alone, an input pipeline named beside only figures, or a release whose plain
    package is the GPU build are left to the input pipeline's reading and the checklist.
    """
    said = _cpu_run_said(paste)
    cpu_only = last_release(paste.tables, lambda r: not r.tensorflow_package_has_gpu)
    if said is None or cpu_only is None or "tf_serving" in paste.ctx.flags:  # TF Serving's server: its own builds
        return None
    words, plain = said
    ctx, rel, flags, pip = paste.ctx, paste.release(), paste.ctx.flags, _pip(paste)
    if "mentions_tf_gpu" in flags:  # tensorflow-gpu installed: only a second, CPU, TensorFlow beside it is this
        return _second_cpu_tensorflow(paste, words) if {"requirements_named", "installs_plain_tf"} & flags else None
    if rel is not None:
        version = ctx.version() or rel.line
        fix = f"`{pip} uninstall -y tensorflow`, then `{pip} install {rel.gpu_package}=={version}`" + _pulled_in(
            paste, rel, _plain_package_gpu_from(paste))
        if plain:
            return Explanation("context", "tf1_cpu_package", "error", (), 0, f"tensorflow {version} installed", (
                f"TensorFlow {rel.line}'s `tensorflow` package is CPU-only and the paste installs it, not "
                f"{rel.gpu_package}: TensorFlow runs on the CPU and the GPU stays idle"), fix)
        return Explanation("context", "tf1_cpu_package", "warning", (), 0, f"TensorFlow {rel.line}, {words}", (
            f"uncertain: {words}, with TensorFlow {rel.line}, whose `tensorflow` package is CPU-only (only "
            f"{rel.gpu_package} is the GPU build), and the paste names no {rel.gpu_package}: most likely that CPU "
            f"package is installed; `{pip} list` decides (tensorflow listed, {rel.gpu_package} not), and so does "
            "nvidia-smi's process list while it trains (no python process holding GPU memory); with "
            f"{rel.gpu_package} installed, the input pipeline or the CUDA libraries come next"), fix)
    gpu_from = _plain_package_gpu_from(paste)
    since = f"; from {gpu_from.line} the plain package is the GPU build, and then" if gpu_from else "; else"
    asked = '`python -c "import tensorflow as tf; print(tf.__version__, tf.config.list_physical_devices(\'GPU\'))"`'
    required = (", and the requirements file named installs `tensorflow`, not tensorflow-gpu"
                if "requirements_named" in flags else "")
    level = "info" if words.startswith("the words") else "warning"  # words alone, no version: a reading to check
    return Explanation("context", "tf1_cpu_package", level, (), 0, words, (
        f"uncertain: {words}, and the paste names neither tensorflow-gpu nor a TensorFlow version{required}: most "
        f"likely a CPU-only TensorFlow runs -- up to {cpu_only.line} the `tensorflow` package is CPU-only (the GPU "
        f"build is tensorflow-gpu){since} the CUDA libraries it loads are missing; `{pip} list` and {asked} decide, "
        "and nvidia-smi's process list shows whether a python process holds GPU memory"), (
        f"if `{pip} list` shows tensorflow {cpu_only.line} or older without tensorflow-gpu: `{pip} uninstall -y "
        f"tensorflow`, then `{pip} install tensorflow-gpu==<the same version>`" + _pulled_in(paste, cpu_only,
        gpu_from) + "; with a later TensorFlow, install the CUDA and cuDNN its release was built with "
        "(`envcheck doctor` checks them)"))


def _second_cpu_tensorflow(paste: _Paste, words: str) -> Explanation | None:
    """tensorflow-gpu named beside a requirements file or a plain install of `tensorflow`: two distributions."""
    if not words:
        return None
    how = "a requirements file" if "requirements_named" in paste.ctx.flags else "`pip install tensorflow`"
    pip = _pip(paste)
    return Explanation("context", "two_tensorflow_installs", "warning", (), 0, f"tensorflow-gpu beside {how}", (
        f"uncertain: {words} although tensorflow-gpu is installed, and {how} installs the `tensorflow` package "
        "beside it (CPU-only up to 2.0): with both installed, the CPU one is imported; `"
        f"{pip} list | grep -i tensorflow` decides (both listed)"), (
        f"`{pip} uninstall -y tensorflow tensorflow-gpu`, then install only tensorflow-gpu (of the version "
        "needed)" + _pulled_in(paste, None, None)))


_TF_DATA_FIX = ("feed a tf.data pipeline: map(..., num_parallel_calls=tf.data.AUTOTUNE), .cache(), "
                ".prefetch(tf.data.AUTOTUNE), TFRecords instead of Python generators and per-image files, many "
                "files (or a bucket's) read in parallel with interleave(..., num_parallel_calls=tf.data.AUTOTUNE); or, "
                "keeping a Keras generator or Sequence, more workers to fill it (fit(..., workers=8, "
                "use_multiprocessing=True); Keras 3: the PyDataset's workers)")
_TRAIN_FIX = ("measure it: `envcheck run --watch -- python train.py` (INPUT-BOUND, GPU-BOUND or CPU-ONLY; with "
              "envcheck.keras.InputBoundCallback in fit it times the wait for each batch); if input-bound, "
              f"{_TF_DATA_FIX}")


def _r_profiler_input(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """The TensorBoard profiler's verdict: the share of the step time spent waiting for input, measured."""
    degree, percent = (event.get("degree") or "").upper(), event.get("percent")
    if degree == "NOT":
        return ("harmless", "info", (f"TensorFlow's profiler measured {percent}% of the step time waiting for input: "
                "not input-bound, so the time goes to the model's own ops (or copies between host and GPU)"), "")
    return ("input_bound", "warning", (f"TensorFlow's profiler measured {percent}% of the step time waiting for "
            f"input ({degree.lower() or 'said'} input-bound): the GPU idles while the input pipeline prepares the "
            "next batch"), _TF_DATA_FIX)


def _plain_package_gpu_from(paste: _Paste) -> Release | None:
    """The first release after the last whose `tensorflow` package is CPU-only (2.1): plain tensorflow is GPU since."""
    cpu_only = last_release(paste.tables, lambda r: not r.tensorflow_package_has_gpu)
    return first_release(paste.tables, lambda r: cpu_only is None or r.key > cpu_only.key)


# what the user's sentences say of the installed distributions (envcheck/explain/_install_words.py), read as the
# flags the patterns set where no message of TensorFlow's in the paste says more
_WORDS_AS = {"two_tf_words": "two_tf_said", "gpu_replaced_words": "gpu_package_replaced", "cpu_tf_words": "cpu_tf_said"}


def _install_flags(paste: _Paste) -> set[str]:
    """The paste's flags, with the sentences' readings of what is installed where no message or traceback says more."""
    flags = paste.ctx.flags
    said = {_WORDS_AS[flag] for flag in flags & _WORDS_AS.keys()}
    plain, gpu = paste.ctx.pinned.get("tensorflow"), paste.ctx.pinned.get("tensorflow-gpu")
    same = bool(plain and gpu and version_tuple(plain)[:2] == version_tuple(gpu)[:2])
    match = paste.tables.release(plain) if same and plain else None
    if match is not None and match.release.tensorflow_package_has_gpu:  # one release's two GPU builds: nothing lost
        said.discard("two_tf_said")
    # a failure shown has its own reason; but a release and a nightly said installed together explain a traceback
    # through TensorFlow's own files that names no other (two builds' files mixed in one folder break its imports;
    # a release's tensorflow beside its tensorflow-gpu does not, and its traceback is most often a DLL's)
    mixed = said == {"two_tf_said"} and {"tf_frame", "tf_nightly"} <= flags
    if not said or ("traceback" in flags and not mixed) or _trouble_shown(paste):
        return flags
    return flags | said


def _gpu_package_replaced(paste: _Paste) -> list[Explanation]:
    """A package's requirements put `tensorflow` in tensorflow-gpu's place: the CPU-only package, before 2.1."""
    rel = paste.release()
    gpu_from = _plain_package_gpu_from(paste)
    flags = _install_flags(paste)
    if "gpu_package_replaced" not in flags and "gpu_lost_to_install" in flags and not paste.has(*_RAN_ON_GPU) \
            and "gpu_list_nonempty" not in flags:
        return [Explanation("context", "two_tensorflow_installs", "warning", (), 0, "GPU lost to a package install", (
            "uncertain: the words say the GPU was used until another package was installed; its requirements most "
            "likely put a second TensorFlow beside (or over) the GPU one that is now imported -- 1.x's CPU-only "
            "`tensorflow`, `tensorflow-cpu`, or another version (`pip list | grep -i tensorflow` decides)"), (
            "pip uninstall every TensorFlow package `pip list` shows (tensorflow, tensorflow-gpu, tensorflow-cpu), "
            "reinstall only the GPU one of the version that worked, and install that package with `--no-deps` (or "
            "drop tensorflow from its requirements)"))]
    if "cpu_tf_said" in flags and rel and gpu_from and rel.key < gpu_from.key and not paste.has(*_RAN_ON_GPU):
        version = paste.ctx.version() or rel.line
        return [Explanation("context", "tf1_cpu_package", "error", (), 0, "a CPU TensorFlow installed", (
            f"the paste says the TensorFlow installed is a CPU one: TensorFlow {rel.line}'s `tensorflow` package is "
            "CPU-only, and only tensorflow-gpu has the GPU build"), (
            f"`{_pip(paste)} uninstall -y tensorflow`, then `{_pip(paste)} install {rel.gpu_package}=={version}`"
            + _pulled_in(paste, rel, gpu_from)))]
    if ("cpu_tf_said" in flags and rel is None and "mentions_tf_gpu" in flags and "two_tf_said" not in flags
            and not paste.has(*_RAN_ON_GPU)):
        last, pip = gpu_from.line if gpu_from else "2.1", _pip(paste)
        return [Explanation("context", "tf1_cpu_package", "warning", (), 0, "tensorflow used, not tensorflow-gpu", (
            "uncertain: the paste says the plain `tensorflow` package is the one used or installed, not "
            f"tensorflow-gpu: before {last} that package is CPU-only and only tensorflow-gpu has the GPU build (from "
            f"{last} on the plain package is the GPU build); `{pip} show tensorflow` gives the version that decides"),
            (f"with TensorFlow before {last}: `{pip} uninstall -y tensorflow`, then `{pip} install "
             f"tensorflow-gpu==<the same version>`{_pulled_in(paste, None, gpu_from)}; from {last} on, install the "
             "CUDA and cuDNN its release was built with (`envcheck doctor` checks them)"))]
    if "gpu_package_replaced" not in flags or (rel and gpu_from and rel.key >= gpu_from.key):
        return []
    which = f"TensorFlow {rel.line}'s" if rel else f"before {gpu_from.line if gpu_from else 'TensorFlow 2'}, the"
    return [Explanation("context", "tf1_cpu_package", "error", (), 0, "tensorflow-gpu replaced by tensorflow", (
        f"installing a package replaced tensorflow-gpu with the `tensorflow` package its requirements name: {which} "
        "`tensorflow` package is CPU-only"), ("reinstall tensorflow-gpu of the same version (`pip install "
        "--force-reinstall tensorflow-gpu==X`), and install that package with `--no-deps` (or drop `tensorflow` "
        "from its requirements)"))]


def _nan_across_gpus(paste: _Paste) -> list[Explanation]:
    """NaN only when training on several GPUs: the data between them corrupted (peer-to-peer through ACS/IOMMU)."""
    if not {"nan_said", "multi_gpu_only"} <= paste.ctx.flags or "pytorch" in paste.ctx.flags:
        return []
    return [Explanation("context", "gpu_peer_access_failed", "warning", (), 0, "NaN only with several GPUs", (
        "uncertain: NaN (or diverging numbers) that appear only when training on several GPUs is most often their "
        "peer-to-peer traffic corrupted (PCIe ACS or the IOMMU redirecting it), less often a bug in the multi-GPU "
        "code itself; NCCL_P2P_DISABLE=1 decides"), _CAUSE_FIX["gpu_peer_access_failed"] + (
        "; on a server, disable PCIe ACS in the BIOS"))]


def _faster_input(paste: _Paste) -> list[Explanation]:
    """A faster input (TFRecords, an SSD, data in memory, more workers) said to speed training up: it waited for it."""
    flags = paste.ctx.flags
    if "faster_input_said" not in flags or not {"gpu_mentioned", "training_said", "input_pipeline"} & flags:
        return []
    return [Explanation("context", "input_bound", "warning", (), 0, "a faster input made it faster", (
        "the paste says a faster input (TFRecords, a faster disk, the data in memory, more workers) made training "
        "faster: the training step waited for its input pipeline, not for the GPU"), (
        f"keep the input ahead of the GPU: {_TF_DATA_FIX}; `envcheck run --watch -- python train.py` measures what "
        "is left"))]


def _machine_resets(paste: _Paste) -> list[Explanation]:
    """The whole machine restarting or switching off under a GPU's load: its power (or heat), not the software."""
    flags = paste.ctx.flags
    if "machine_reset_said" not in flags or not {"gpu_mentioned", "nvidia_gpu_named", "training_said"} & flags:
        return []
    return [Explanation("context", "cuda_error", "warning", (), 0, "the machine restarts under load", (
        "uncertain: a machine that restarts or switches off by itself while the GPU works is most often its power "
        "supply failing under the GPU's load peaks (a unit too weak or faulty, a shared or loose power cable), less "
        "often overheating; no software stops a machine this way: the same run with the GPU's power capped decides"),
        ("cap the GPU's power and see whether it holds (`sudo nvidia-smi -pl <watts below its limit>`), check the "
         "power supply's rating and the GPU's power cables (one per connector), and the temperatures "
         "(`nvidia-smi -q -d TEMPERATURE`); the kernel log (`journalctl -k -b -1`, Xid 79) names a GPU lost"))]


def _module_lost_to_kernel_update(paste: _Paste) -> list[Explanation]:
    """The words say the NVIDIA driver stops working after kernel updates: its module is built for one kernel.

    Not where the paste says the driver works now (nvidia-smi working, the fix that worked): that loss is past.
    """
    if "driver_lost_after_kernel_update" not in paste.ctx.flags or "driver_back_said" in paste.ctx.flags:
        return []
    return [Explanation("context", "driver_missing", "error", (), 0, "the driver stops after a kernel update", (
        "the NVIDIA driver stops working after a kernel update: its kernel module is built for one kernel, and "
        "the new kernel boots without one (DKMS did not rebuild it, or the driver was installed without DKMS)"),
        ("build the module for the running kernel now (`sudo dkms autoinstall` with that kernel's headers "
         "installed, or reinstall the driver) and reboot; to keep it across kernel updates, install the driver as "
         "the distribution's DKMS package (or the .run installer with --dkms) and each kernel's headers with it"))]


def _nccl_hang(paste: _Paste) -> list[Explanation]:
    """NCCL's collective (or CUDA's peer-to-peer test) said to hang: most often the GPUs' peer-to-peer traffic."""
    flags = paste.ctx.flags
    if not ({"hang_words", "nccl_named"} <= flags or "p2p_test_hangs" in flags):
        return []
    fix = (_CAUSE_FIX["gpu_peer_access_failed"] + "; on a server, also disable PCIe ACS (BIOS, or the kernel's "
           "pci=noacs); `nvidia-smi topo -m` shows the path between the GPUs")
    if "p2p_disable_helped" in flags:
        return [Explanation("context", "gpu_peer_access_failed", "error", (), 0,
                            "NCCL hangs; NCCL_P2P_DISABLE=1 works", (
                                "NCCL's collective hangs and runs with NCCL_P2P_DISABLE=1: the GPUs cannot reach each "
                                "other peer-to-peer (the IOMMU/VT-d or PCIe ACS redirecting their traffic, or a board "
                                "or driver without working P2P); the variable only works around it, more slowly"), fix)]
    if "nccl_named" not in flags:  # the CUDA sample copies between the GPUs itself, with no NCCL in the way
        return [Explanation("context", "gpu_peer_access_failed", "warning", (), 0, "CUDA's P2P test said to hang", (
            "uncertain, but most likely: CUDA's peer-to-peer test (p2pBandwidthLatencyTest, simpleP2P) hangs between "
            "the GPUs, so their direct traffic is blocked, most often by the IOMMU (VT-d/AMD-Vi) or PCIe ACS "
            "redirecting it (NCCL and multi-GPU training then hang the same way); the test run again with the IOMMU "
            "off decides"), ("turn the IOMMU off or to passthrough (BIOS VT-d/AMD-Vi, or the kernel's intel_iommu=off "
            "/ iommu=pt) and disable PCIe ACS (BIOS, or the kernel's pci=noacs), then run the test again; "
            "`nvidia-smi topo -m` shows the path between the GPUs; for NCCL until then, export NCCL_P2P_DISABLE=1"))]
    return [Explanation("context", "gpu_peer_access_failed", "warning", (), 0, "NCCL said to hang", (
        "uncertain: an NCCL collective that hangs between the GPUs of one machine (the GPUs busy, no progress, no "
        "error) is most often their peer-to-peer traffic blocked by the IOMMU or PCIe ACS, less often /dev/shm in a "
        "container or, across machines, the network; a run with NCCL_P2P_DISABLE=1 decides (NCCL_DEBUG=INFO shows "
        "the transport that stalls)"), fix)]


def _memory_on_other_gpus(paste: _Paste) -> list[Explanation]:
    """Memory said taken on GPUs the code did not choose: each process maps every GPU it sees."""
    if "exclusive_gpu_taken" in paste.ctx.flags:
        return [Explanation("context", "gpu_memory_in_use", "warning", (), 0, "an exclusive-mode GPU taken", (
            "the paste says the GPU is in an exclusive compute mode and another process already uses it: CUDA lets "
            "one process at a time create a context on such a GPU, so this one cannot start on it"), (
            "run on a GPU no process holds (CUDA_VISIBLE_DEVICES=<its index>; `nvidia-smi` lists the processes per "
            "GPU), stop the process holding it, or return the GPU to the default compute mode (`sudo nvidia-smi -i "
            "<index> -c 0`)"))]
    if "memory_other_gpus" not in paste.ctx.flags:
        return []
    return [Explanation("context", "gpu_memory_in_use", "warning", (), 0, "memory on GPUs the code did not choose", (
        "a process creates a CUDA context, and TensorFlow pre-allocates memory, on every GPU it can see, whatever "
        "device or strategy the code names (OneDeviceStrategy, MirroredStrategy(devices=...), tf.device); with one "
        "process per GPU (Horovod, several workers) each also takes memory on GPU 0 unless only its own GPU is visible "
        "to it, so GPU 0 runs short"), (
        "make each process see only its GPU before TensorFlow (or CUDA) starts: CUDA_VISIBLE_DEVICES=1 python "
        "train.py, or with Horovod CUDA_VISIBLE_DEVICES set to the local rank (or "
        "tf.config.set_visible_devices(gpus[hvd.local_rank()], 'GPU') first thing); then enable memory growth "
        "(TF_FORCE_GPU_ALLOW_GROWTH=true)"))]


def _slow_start(paste: _Paste) -> list[Explanation]:
    """A slow first start on a named GPU: kernels JIT-compiled from PTX when the build has no binaries for it.

    With NaN said too and no release named, the newest GPU named (a paste may name the one it replaced) is read
    against every TensorFlow 1 build: JIT-compiled kernels and wrong numbers together are the CUDA libraries of a
    build older than the GPU ("Slow initialisation before training and loss=nan with 3090", an RTX 2080 named too).
    """
    cc = paste.cc()
    # a hang at the first epoch counts where the GPU and the release say what the build has for it
    hang = "first_epoch_hang" in paste.ctx.flags and cc is not None and paste.release() is not None
    if not ("slow_start" in paste.ctx.flags or hang) or paste.has("ptx_jit"):
        return []
    if "nan_said" in paste.ctx.flags and paste.release() is None and not paste.ctx.compute_capability and (
            named := [(g, c) for g in paste.ctx.gpu_names if (c := paste.tables.compute_capability_of(g))]) and (
            found := _gpu_after_every_tf1(paste, *max(named, key=lambda n: version_tuple(n[1])), said=True)):
        return [found]
    if cc is None:  # a GPU in the words, but not which: its architecture against the build's decides
        return [] if "gpu_mentioned" not in paste.ctx.flags or paste.has("ptxas_missing", "ptxas_failed") else [
            Explanation(
                "context", "ptx_jit_slow", "warning", (), 0, "a slow start", (
                    "uncertain: a slow first start with a GPU is most often CUDA JIT-compiling kernels from PTX, "
                    "because the build has no binaries for the GPU's architecture (cuDNN autotuning, or a ptxas "
                    "TensorFlow cannot run, also slow a start); the GPU's compute capability (`nvidia-smi --query-gpu="
                    "name,compute_cap --format=csv`) against the TensorFlow version (`envcheck matrix`) decides"),
                pattern("ptx_jit").fix)]
    rel = None if "source_build" in paste.ctx.flags else paste.release()  # a source build's architectures are its own
    fit = gpu_runs_build(paste.tables, rel, cc) if rel else None
    if fit is not None and fit.how not in ("ptx", "unverified"):  # the build has binaries for it, or cannot run it
        return []
    first = _oldest_for(paste, cc)
    older = (f"; its CUDA {rel.cuda_build} predates the GPU's architecture, and its CUDA libraries may lack code for it"
             if rel and fit and fit.how == "unverified" else "")
    meaning = (f"TensorFlow {rel.line} has no binaries for compute capability {cc}: CUDA JIT-compiles its kernels "
               f"from PTX at start, which can take many minutes{older}" if rel else (
               f"uncertain: a slow first start on a GPU of compute capability {cc} is most often CUDA JIT-compiling "
               "kernels from PTX, because the build has no binaries for its architecture; TensorFlow's log line "
               "'jit-compiled from PTX' (or `envcheck matrix` with the TensorFlow version) decides"))
    fix = (f"use TensorFlow {first.line} or newer, the first built for compute capability {cc}; until then keep the "
           "JIT cache (export CUDA_CACHE_MAXSIZE=4294967296) so later starts are fast" if first else
           pattern("ptx_jit").fix)
    return [Explanation("context", "ptx_jit_slow", "warning", (), 0, "a slow start", meaning, fix)]


def _pip_both(paste: _Paste, level: str, aside: str) -> list[Explanation]:
    """One pip command installs two TensorFlow distributions: a CPU build may win, unless both are GPU builds.

    From the tables' first release whose GPU package is `tensorflow` (2.1), tensorflow and tensorflow-gpu of
    that release are the same GPU build: only tensorflow-cpu, or an older release, puts a CPU build in place.
    """
    both, rel = paste.ctx.pip_both, paste.release()
    gpu_from = _plain_package_gpu_from(paste)
    if "tensorflow-cpu" not in both and rel and gpu_from and rel.key >= gpu_from.key:
        return []
    named = " and ".join(sorted(both))
    if "tensorflow-cpu" not in both and rel is None:
        level, aside = "warning", (f"; uncertain that it matters: from TensorFlow {gpu_from.line if gpu_from else 2.1} "
                                   "both are the same GPU build (`pip show tensorflow` gives the version)")
    return [Explanation("context", "two_tensorflow_installs", level, (), 0, f"pip install {named}", (
        f"a pip command in the paste installs {named}: both go into the same `tensorflow` folder, and the one "
        "installed last provides it (a CPU build, if that was tensorflow-cpu or tensorflow before "
        f"{gpu_from.line if gpu_from else 2.1})" + aside),
        f"`{_pip(paste)} uninstall -y {' '.join(sorted(both))}`, then install one of them")]


# a release beside a nightly: both write the `tensorflow` folder, and the add-ons' nightlies follow the nightly
_NIGHTLY_MIXED = ("the release's and the nightly's files are mixed there, and an add-on made for one of them "
                  "(tensorflow-probability or tfp-nightly, tensorflow-estimator or tf-estimator-nightly) meets the "
                  "other")


def _collected_beside(paste: _Paste, level: str, aside: str) -> list[Explanation]:
    """A listing or the words show one TensorFlow distribution installed and pip collects another: the two side by side.

    `pip list` shows intel-tensorflow 2.10.0 (or tensorflow-gpu), and installing a package makes pip collect
    `tensorflow` as its dependency: both write the `tensorflow` folder. The fix installs that package without its
    dependencies.
    """
    ctx = paste.ctx
    have, version = next(iter(ctx.installed.items())) if ctx.installed else (min(ctx.present_said), "")
    new, version = min(ctx.collected - {have}), f" {version}" if version else ""
    shows = "pip's (or conda's) output shows" if ctx.installed else "the paste says"
    return [Explanation("context", "two_tensorflow_installs", level, (), 0, f"{have}{version} installed, pip collects "
                        f"{new}", (f"{shows} {have}{version} installed and pip collects {new} to install "
                                   "it beside (a dependency of what is being installed): two TensorFlow distributions "
                                   "in the same `tensorflow` folder, the last one's files over the other's" + aside),
                        (f"install the package that pulls {new} in with `pip install --no-deps` (its other "
                         f"requirements by hand), keeping {have}; if {new} is in already, `pip uninstall {new} {have}` "
                         f"and reinstall {have} only"))]


def _over_tf_base(paste: _Paste, level: str, aside: str) -> list[Explanation]:
    """Conda's tensorflow-base listed at one release, and the TensorFlow distributions listed at another.

    conda's tensorflow (and tensorflow-gpu) are metapackages over tensorflow-base of the same version; another
    release listed beside it was installed over it (by pip, most often) into the same `tensorflow` folder.
    """
    ctx, base = paste.ctx, paste.ctx.tf_base
    releases = {version_tuple(v)[:2] for v in ctx.installed.values()}
    if not base or len(releases) != 1 or version_tuple(base)[:2] in releases:
        return []  # (distributions listed at two releases: that listing's own reading)
    other = min(ctx.installed.items())
    names = " ".join(sorted(ctx.installed))
    return [Explanation("context", "two_tensorflow_installs", level, (), 0, f"tensorflow-base {base}, {other[0]} "
                        f"{other[1]}", (f"the listing shows conda's tensorflow-base {base} (the TensorFlow conda "
                                        f"installs) and {other[0]} {other[1]}: two TensorFlow releases in the same "
                                        "`tensorflow` folder (another install over conda's), the last one's files "
                                        "over the other's" + aside),
                        (f"remove both: `conda remove --force tensorflow-base` (conda's; conda refuses names pip "
                         f"installed) and `{_pip(paste)} uninstall -y {names}`, then install one TensorFlow, with "
                         "conda or with pip (not both)"))]


def _two_installs(paste: _Paste, level: str, aside: str) -> list[Explanation]:  # noqa: PLR0911 - one per source
    """Two TensorFlow distributions side by side: from a listing, one pip command, or the words."""
    ctx = paste.ctx
    if over_base := _over_tf_base(paste, level, aside):
        return over_base
    # (conda's tensorflow-gpu is a metapackage over its GPU build of `tensorflow`, of the same version: one TensorFlow)
    metapackage = ("conda_gpu_tensorflow" in ctx.flags and set(ctx.installed) == {"tensorflow", "tensorflow-gpu"}
                   and len(set(ctx.installed.values())) == 1)
    if len(ctx.installed) > 1 and not metapackage:  # only a listing of what is installed shows this (not a pin)
        listed = " and ".join(f"{name} {v}" for name, v in sorted(ctx.installed.items()))
        # tensorflow and tensorflow-gpu of one release from the first whose plain package has the GPU build (2.1) are
        # the same GPU build: listed, that is not what fails ("tensorflow-gpu 2.3.0", "tensorflow 2.3.0" beside NaN)
        same = paste.tables.release(next(iter(ctx.installed.values()))) if set(ctx.installed) == {
            "tensorflow", "tensorflow-gpu"} and len(set(ctx.installed.values())) == 1 else None
        which = (_NIGHTLY_MIXED if any(name.startswith("tf-nightly") for name in ctx.installed)
                 else "the one imported may be the CPU build")
        if same is not None and (gpu_from := _plain_package_gpu_from(paste)) and same.release.key >= gpu_from.key:
            level, which, aside = "info", (f"not what fails: from TensorFlow {gpu_from.line} tensorflow and "
                                           "tensorflow-gpu of one release are the same GPU build"), ""
        return [Explanation("context", "two_tensorflow_installs", level, (), 0, listed,
                            (f"pip's (or conda's) output shows {listed} installed: two TensorFlow distributions in "
                             f"the same `tensorflow` folder; {which}{aside}"),
                            _keep_one(paste))]
    if paste.has("tf_gpu_removed"):
        return []
    if "nuget_scisharp_gpu" in ctx.flags and {"nuget_mlnet_redist", "nuget_scisharp_cpu"} & ctx.flags:
        return _two_redists(ctx.flags, level, aside)
    if ctx.pip_both:
        return _pip_both(paste, level, aside)
    if len(ctx.installed) + len(ctx.present_said - set(ctx.installed)) == 1 and (
            ctx.collected - set(ctx.installed) - ctx.present_said):
        return _collected_beside(paste, level, aside)
    if "two_tf_said" in _install_flags(paste) and tf_pulled_said(paste) is None:  # (not one said brought in by
        return _said_both(paste, level, aside)  # another package's requirement: tf_pulled_said reads that)
    return _said_outside(paste) if "tf_outside_env_said" in ctx.flags else []


def _keep_one(paste: _Paste) -> str:
    """The fix for a listing of two TensorFlow distributions: remove both, then the GPU package of the newer release.

    Where the listing holds tensorflow-gpu of another release than tensorflow (a CPU build up to 2.0), the GPU one was
    meant: the fix names it at the newer release and, for conda, the cudatoolkit that release was built with.
    """
    ctx = paste.ctx
    names = " ".join(sorted(ctx.installed))
    remove = f"`conda uninstall {names}`" if "conda" in ctx.flags else f"`{_pip(paste)} uninstall -y {names}`"
    versions = set(ctx.installed.values())
    newest = max(versions, key=version_tuple)
    match = paste.tables.release(newest)
    rel = match.release if match else None
    if ("tensorflow-gpu" not in ctx.installed or len({version_tuple(v)[:2] for v in versions}) == 1 or rel is None
            or rel.gpu_package != "tensorflow-gpu"):  # from 2.1 both are GPU builds: either will do
        return f"{remove}, then install one of them"
    if "conda" in ctx.flags:
        return (f"{remove} (or create a fresh environment), then `conda install {rel.gpu_package}={rel.line}`: conda "
                f"pulls cudatoolkit {rel.cuda_build} and the cuDNN TensorFlow {rel.line} was built with")
    return (f"{remove}, then `{_pip(paste)} install '{rel.gpu_package}=={rel.line}.*'` (with CUDA {rel.cuda_build} and "
            f"cuDNN {rel.cudnn}, the versions TensorFlow {rel.line} was built with)")


def _two_redists(flags: set[str], level: str, aside: str) -> list[Explanation]:
    """A .NET program referencing a CPU redistributable of TensorFlow's C library beside SciSharp's GPU one.

    Each NuGet package copies its own tensorflow.dll (libtensorflow.so) into the program's output folder, so only
    one of them is there at run time, and it may be the CPU build (TensorFlow.NET#474).
    """
    cpu = " and ".join(name for flag, name in (("nuget_mlnet_redist", "Microsoft.ML.TensorFlow.Redist"),
                                               ("nuget_scisharp_cpu", "SciSharp.TensorFlow.Redist")) if flag in flags)
    return [Explanation("context", "two_tensorflow_installs", level, (), 0, f"{cpu} beside a GPU redistributable", (
        f"the program references {cpu}, a CPU build of TensorFlow's C library, beside SciSharp's GPU one: each copies "
        "its own tensorflow.dll (libtensorflow.so) into the output folder, and the CPU build may be the one loaded"
        + aside), (f"remove the {cpu} package reference, keep only SciSharp.TensorFlow.Redist-Windows-GPU (or "
                   "-Linux-GPU) of the TensorFlow.NET release with its CUDA and cuDNN, target x64, and rebuild"))]


def _said_outside(paste: _Paste) -> list[Explanation]:
    """Another TensorFlow said installed outside the environment (system-wide, the user site) beside the one in it.

    A virtualenv made with --system-site-packages, and any Python's user site (~/.local, pip install --user), put
    the other installation on the path too; before 2.5 TensorFlow also loaded the user site's kernels in a
    virtualenv (tensorflow#45399). Which copy is imported is what decides, so this is said as uncertain.
    """
    pip = _pip(paste)
    return [Explanation("context", "two_tensorflow_installs", "warning", (), 0, "another TensorFlow outside the "
                        "environment", ("uncertain: the paste says another TensorFlow is installed outside the "
                        "environment (system-wide or in the user site); a virtualenv made with "
                        "--system-site-packages, and the user site (~/.local) of any Python, put it beside the "
                        "environment's, and before 2.5 TensorFlow also loaded the user site's kernels there: "
                        "`python -c 'import tensorflow as tf; print(tf.__file__, tf.__version__)'` and `pip list "
                        "--user` decide which one runs"),
                        (f"uninstall the TensorFlow outside the environment (`{pip} uninstall tensorflow "
                         "tensorflow-cpu tensorflow-gpu` with the system's pip, `pip uninstall` of the --user copy), "
                         "or make the environment without --system-site-packages (PYTHONNOUSERSITE=1 hides the user "
                         "site)"))]


def _said_both(paste: _Paste, level: str, aside: str) -> list[Explanation]:
    """Two TensorFlow distributions said installed together: decided, but whether it matters needs the release.

    From the tables' first release whose GPU package is `tensorflow` (2.1) tensorflow and tensorflow-gpu of one
    release are the same GPU build, so without the release it is said as uncertain.
    """
    rel, gpu_from = paste.release(), _plain_package_gpu_from(paste)
    first = gpu_from.line if gpu_from else "2.1"
    nightly = " tf-nightly tf-nightly-gpu" if "tf_nightly" in paste.ctx.flags else ""
    if rel is None or (gpu_from and rel.key >= gpu_from.key):
        level, aside = "warning", (f"; uncertain that it matters: from TensorFlow {first} tensorflow and "
                                   "tensorflow-gpu of one release are the same GPU build (`pip list` gives both "
                                   "versions)")
    return [Explanation("context", "two_tensorflow_installs", level, (), 0, "two TensorFlow distributions", (
        "the paste says two TensorFlow distributions are installed together: both go into the same `tensorflow` "
        f"folder, and the one installed last provides it (a CPU build, if that was tensorflow-cpu or tensorflow "
        f"before {first})" + aside), (f"`{_pip(paste)} uninstall -y tensorflow tensorflow-gpu tensorflow-cpu"
                                      f"{nightly}`, then install one of them{_pulled_in(paste, rel, gpu_from)}"))]


def two_distributions_said(paste: _Paste) -> Explanation | None:
    """`tensorflow` and `tensorflow-gpu` both named as pins (`==`) or listed, no pip listing: two installs, uncertain.

    Listed: a version each on lines of their own, as an issue template lists them. Both install the same
    `tensorflow` module, so whichever pip wrote last is imported: up to 2.0 the plain package is CPU-only (the GPU
    is then not used); two different releases leave one release's files over the other's. The words may say one
    replaced the other, so `pip list` decides.
    """
    # not a version said in prose ("TensorFlow version: 2.0.0" names the release only), unless both are so given
    # (a pin beside a listed "TensorFlow version: 2.0.0" is one release named twice: the template's line names the
    # release, not the plain distribution)
    pinned = paste.ctx.pinned if len(paste.ctx.pinned) > 1 else paste.ctx.flavours_listed
    plain, gpu = pinned.get("tensorflow"), pinned.get("tensorflow-gpu")
    installed = paste.ctx.installed
    if not plain or not gpu or len(installed) > 1:  # a listing of both has its own reading
        return None
    if "tensorflow-gpu" in installed and "tensorflow" not in installed:  # the listing shows the GPU one alone: the
        return None  # plain name is the release's ("TensorFlow version: 1.11.0" in an issue template)
    match = paste.tables.release(plain)
    cpu_only = match is not None and not match.release.tensorflow_package_has_gpu
    if not cpu_only and version_tuple(plain)[:2] == version_tuple(gpu)[:2]:
        return None  # the same release, each with CUDA: no GPU lost by which one is imported
    pip, last_cpu = _pip(paste), last_release(paste.tables, lambda r: not r.tensorflow_package_has_gpu)
    why = (f"up to {last_cpu.line if last_cpu else '2.0'} the `tensorflow` package is CPU-only, so with both "
           "installed the CPU build may be the one imported" if cpu_only else
           "two releases in one folder: the files of the one installed last overwrite the other's, and the mix "
           "fails or runs without the GPU")
    return Explanation("context", "two_tensorflow_installs", "warning", (), 0, f"tensorflow {plain}, tensorflow-gpu "
                       f"{gpu}", (f"uncertain: the paste names tensorflow {plain} and tensorflow-gpu {gpu}, two "
                       f"distributions that install the same `tensorflow` module; {why}; `{pip} list | grep -i "
                       "tensorflow` decides (both listed)"), (f"`{pip} uninstall -y tensorflow tensorflow-gpu`, then "
                       f"install only `tensorflow-gpu=={gpu}` (and a package that pulls `tensorflow` in with "
                       "`--no-deps`)"))


# a conda environment's folder (envs/NAME), whose Python is not the base's
_CONDA_ENV = re.compile(r"[/\\]envs[/\\]")


def _folder(site: str) -> str:
    """A folder as the file system compares it: Windows' paths without case, with one kind of slash."""
    return site.replace("\\", "/").lower() if "\\" in site or re.match(r"[A-Za-z]:", site) else site


def _site_python(site: str) -> str | None:
    """The Python a site-packages folder belongs to ("3.8" of ./lib/python3.8/..., and of Windows' Python38)."""
    found = re.search(r"python(\d)\.?(\d{1,2})(?!\d)", site, re.IGNORECASE)
    return f"{found.group(1)}.{found.group(2)}" if found else None


# a user site (`pip install --user`): ~/.local/lib/pythonX.Y, %APPDATA%\Python\PythonXY
_USER_SITE = re.compile(r"/\.local/lib/python\d\.\d{1,2}/|\\AppData\\Roaming\\Python\\", re.IGNORECASE)
# a virtual environment's folder, whose Python does not read the user site
# (a folder named like one: venv, .venv, tf-venv, myenv; not a conda environment's, envs/NAME, which reads it)
_VENV_SITE = re.compile(r"(?<![/\\]envs)[/\\](?:\.?venvs?|\.?virtualenvs?|[\w.-]{0,40}[-_.]?venv|\.?[\w-]{0,20}env)"
                        r"[/\\]", re.IGNORECASE)


def _beside_user_site(site: str, user: str) -> bool:
    """A site-packages the user site's Python also reads: not a user site, a virtual environment's, or another
    Python's."""  # noqa: D205, D209
    return (not _USER_SITE.search(site) and not _VENV_SITE.search(site)
            and _site_python(site) in (_site_python(user), None))


def user_site_tensorflow(paste: _Paste) -> Explanation | None:
    """TensorFlow's frames in the user site (`pip install --user`) while an error names another of the same Python's.

    Python puts the user site (~/.local/lib/pythonX.Y) before the environment's and the system's site-packages, so a
    TensorFlow there is the one imported, with the other's files in reach of its loader (a container's own: Singularity
    and Apptainer mount the home folder). Not a virtual environment's folder (its Python does not read the user site),
    another Python's, nor frames of another traceback (only an error's line names the other).
    """
    sites = paste.ctx.tf_sites
    users = [s for s, where in sites.items() if "frame" in where and _USER_SITE.search(s)]
    if not users:
        return None
    user, other = next(((u, o) for u in users for o, where in sites.items()
                        if "message" in where and _beside_user_site(o, u)), (users[0], None))
    if other is None and "apptainer" in paste.ctx.flags:
        return Explanation("context", "two_tensorflow_installs", "warning", (), 0, user, (
            f"uncertain: the TensorFlow imported is in the user site {user} (`pip install --user`), from the home "
            "folder Singularity/Apptainer mounts into the container, and Python puts it before the image's own "
            "site-packages: if the image has its own TensorFlow, that one is not the one running; `python -c 'import "
            "tensorflow; print(tensorflow.__file__)'` in the container, run with `--no-home`, decides"), _USER_SITE_FIX)
    if other is None:
        return None
    return Explanation("context", "two_tensorflow_installs", "error", (), 0, f"{user}, {other}", (
        f"two TensorFlow installs: the one imported is in the user site {user} (installed with `pip install "
        f"--user`), which Python puts before {other}, where another TensorFlow is installed; the two mix"),
        _USER_SITE_FIX)


# a user's home folder at the start of a path (/home/NAME/, /Users/NAME/, C:\\Users\\NAME\\)
_HOME = re.compile(r"^(?:/home/[^/]{1,64}/|/Users/[^/]{1,64}/|/root/|[A-Za-z]:\\Users\\[^\\]{1,64}\\)")


def _user_site_over_installed(paste: _Paste) -> list[Explanation]:
    """TensorFlow's frames in the user site beside its frames in another site-packages of the same Python, or
    while the words say it was installed with conda or Arch's packages.

    The user site (~/.local/lib/pythonX.Y, %APPDATA%/Python) is `pip install --user`'s, which neither conda nor the
    distribution's packages install into, and Python puts it before the environment's and the system's
    site-packages: frames in both, under the same user's home folder (one machine's, not another run's pasted beside
    it), are two installs on disk whose parts mix. A warning: the run's own error stays first. Not a virtual
    environment's folder (its Python does not read the user site), nor where an error's line names another site
    (the reading above names both).
    """  # noqa: D205
    flags, sites = paste.ctx.flags, paste.ctx.tf_sites
    user = next((s for s, where in sites.items() if "frame" in where and _USER_SITE.search(s)), None)
    if user is None or any("message" in where and not _USER_SITE.search(s) and not _VENV_SITE.search(s)
                           for s, where in sites.items()):
        return []
    home = _HOME.match(user)
    other = next((s for s in sites if _beside_user_site(s, user)
                  and home is not None and s.lower().startswith(home.group().lower())), None)
    installer = ("conda" if "tf_from_conda_said" in flags else "Arch's packages" if "os_package_tf" in flags
                 else None)
    if other is None and installer is None:
        return []
    said = (f"the traceback runs TensorFlow's files from the user site {user} and from {other}: both are on disk for "
            "this Python" if other else f"the paste says TensorFlow was installed with {installer}, but the one "
            f"imported is in the user site {user}, which neither installs into")
    return [Explanation("context", "two_tensorflow_installs", "warning", (), 0, f"{user}, {other or installer}", (
        f"two TensorFlow installs: {said}; Python puts the user site (`pip install --user`'s) before the "
        "environment's and the system's site-packages, so parts of the two mix"), _USER_SITE_FIX)]


def other_site_tensorflow(paste: _Paste) -> Explanation | None:
    """An error naming TensorFlow's files in another site-packages of the traceback's Python than its frames show.

    The frames are the TensorFlow imported; its loader reaching another one's files (a kernel library, a module) is
    two installs of one Python mixing: an image's own and one pip added.
    Uncertain: two runs pasted together show two folders too. The error must name a native library in the other folder
    (the loader's); both folders must name their Python, the same one, and be two (not one folder written in two
    cases, as Windows allows); not a user site (the reading above), a virtual environment's or a conda environment's
    (each its own interpreter, which reads no other folder).
    """
    sites = {s: where for s, where in paste.ctx.tf_sites.items()
             if not _USER_SITE.search(s) and not _VENV_SITE.search(s) and not _CONDA_ENV.search(s)}
    frames = [s for s, where in sites.items() if "frame" in where]
    pair = next(((f, o) for f in frames for o, where in sites.items() if "library" in where and "frame" not in where
                 and _folder(o) != _folder(f) and (py := _site_python(f)) is not None and _site_python(o) == py), None)
    if pair is None:
        return None
    imported, other = pair
    return Explanation("context", "two_tensorflow_installs", "warning", (), 0, f"{imported}, {other}", (
        f"uncertain: two TensorFlow installs of one Python, most likely: the traceback runs through the TensorFlow "
        f"in {imported}, and the error names TensorFlow's files in {other}, which its loader reached; `python -c "
        "'import tensorflow as tf; print(tf.__file__)'` and `pip list` in each decide (two runs pasted together show "
        "two folders too)"), ("keep one: uninstall TensorFlow from the folder the program should not use (`python -m "
                              "pip uninstall tensorflow` with that folder's Python, or remove its tensorflow folder), "
                              "then reinstall one release and restart the kernel"))


_USER_SITE_FIX = ("remove the user site's TensorFlow (`python -m pip uninstall tensorflow` removes the one imported; "
                  "repeat for tensorflow-gpu, tensorflow-estimator, tensorboard and keras there), or keep the user "
                  "site out with `export PYTHONNOUSERSITE=1` (in Singularity/Apptainer, which mount the home folder: "
                  "`--no-home`, or `export APPTAINERENV_PYTHONNOUSERSITE=1`, SINGULARITYENV_ for Singularity)")


def _pulled_in(paste: _Paste, rel: Release | None, gpu_from: Release | None) -> str:
    """A package's requirements that pull `tensorflow` in again (install_requires, requirements.txt)."""
    if "requirements_named" not in paste.ctx.flags:
        return ""
    cpu = rel is not None and gpu_from is not None and rel.key < gpu_from.key  # its plain package is the CPU one
    change = "change `tensorflow` to `tensorflow-gpu` there (or drop it)" if cpu else "drop `tensorflow` from them"
    return (f"; and stop the package whose install_requires/requirements name `tensorflow` from pulling it in again: "
            f"{change}, or install that package with `pip install --no-deps`")


# the folder of a conda installation's base environment (its python.exe, or bin/python, sits right in it)
_CONDA_BASE = re.compile(r"(?:^|[\\/])(?:ana|mini)conda\d?$|(?:^|[\\/])(?:miniforge|mambaforge)\d?$", re.IGNORECASE)


def _notebook_on_conda_base(ctx: Context) -> list[Explanation]:
    """A notebook whose only interpreter shown is conda's base, beside a conda environment the paste names.

    Installing into an environment does not change the kernel a notebook runs: a Jupyter started from base (or a
    kernelspec pointing there) keeps base's Python. Whether TensorFlow is in the environment named is the user's
    say, so this is said as uncertain, naming what decides.
    """
    if len(ctx.interpreters) != 1 or not ctx.conda_envs:
        return []
    base = next(iter(ctx.interpreters))
    if not _CONDA_BASE.search(base):
        return []
    env = min(ctx.conda_envs)
    named = f"{base} beside the environment {env}"
    return [Explanation("context", "wrong_interpreter", "warning", (), 0, named, (
        f"uncertain: the notebook runs conda's base Python ({base}) while the paste names the conda environment "
        f"{env}: if TensorFlow was installed there, the notebook does not run it (a package installed into an "
        "environment reaches a notebook only through that environment's kernel); `import sys; "
        "print(sys.executable)` in the notebook and `conda list tensorflow` in the environment decide"),
        (f"in the environment: `conda activate {env}`, `conda install ipykernel`, `python -m ipykernel install "
         f"--user --name {env}`, then pick the kernel {env} in the notebook (or start Jupyter in {env})"))]


def _ei_kernel(ctx: Context) -> list[Explanation]:
    """A SageMaker Elastic Inference kernel beside a GPU not found: its TensorFlow is a CPU build with EI's ops.

    The EI environments reach an accelerator over the network and have no CUDA, so a GPU instance's GPU is unused;
    the kernel without `amazonei_` in its name is the framework's GPU build. A paste that names that one too (moved to
    it, or a list of kernels) does not say which ran.
    """
    if ctx.ei_kernel is None or "gpu_mentioned" not in ctx.flags or "sagemaker_gpu_kernel" in ctx.flags:
        return []
    kernel = ctx.ei_kernel
    gpu_kernel = kernel[: (at := kernel.lower().index("amazonei_"))] + kernel[at + len("amazonei_"):]
    return [Explanation("context", "cpu_only_build", "error", (), 0, kernel, (
        f"{kernel} is SageMaker's Elastic Inference environment: its TensorFlow is a CPU build with EI's ops (the "
        "accelerator is reached over the network), with no CUDA, so the instance's GPU is not used"), (
        f"select the {gpu_kernel} kernel (the GPU build) on the GPU instance; {kernel} serves only an attached "
        "Elastic Inference accelerator"))]


# TensorFlow's distributions whose versions a listing, a pin or a pip command gives
_TF_DISTRIBUTION = re.compile(r"(?:intel-|nvidia-)?tensorflow(?:-(?:gpu|cpu|rocm|directml|macos|intel))?$"
                              r"|tf-nightly(?:-gpu|-cpu)?$")


def _imports_another_tf(ctx: Context) -> list[Explanation]:
    """The interpreter imports a TensorFlow (its printed version) that no listing, pin or install in the paste has.

    `pip show`/`pip list`/`conda list` describe one environment; `tf.__version__` is the TensorFlow the interpreter
    that ran it imports. Another release there is another Python: a notebook kernel or IDE interpreter that is not
    that environment (decided beside a notebook or IDE; else uncertain: the listing may predate an upgrade).
    """
    imported = ctx.tf_imported
    listed = sorted(ctx.installed.items()) or sorted(ctx.pip_installed.items())  # a listing, else pip's last install
    if imported is None or not listed or {"pytorch", "jax"} & ctx.flags:
        return []
    known = [v for name, v in (*listed, *ctx.pinned.items(), *ctx.packages.items()) if _TF_DISTRIBUTION.match(name)]
    if any(version_tuple(v)[:2] == version_tuple(imported)[:2] for v in known):
        return []
    name, version = listed[0]
    # decided beside a notebook's listing; pip's "Successfully installed" shows only what it changed (another
    # distribution it did not touch may be the one imported in the same Python)
    kernel = "jupyter" in ctx.flags and bool(ctx.installed)
    where = "the notebook's kernel (or the IDE's interpreter)" if kernel else "the Python that imported it"
    return [Explanation("context", "wrong_interpreter", "error" if kernel else "warning", (), 0,
                        f"TensorFlow {imported} imported, {name} {version} listed", (
        f"{'' if kernel else 'uncertain: '}the interpreter imports TensorFlow {imported} while the paste lists {name} "
        f"{version} installed: {where} is another Python than the environment that listing describes"
        + ("" if kernel else " (unless the listing predates an upgrade, or another TensorFlow distribution in the "
           "same Python is the one imported); `import sys; print(sys.executable)` there and `python -m pip list | "
           "grep -i tensorflow` with that same python decide")), (
        f"install {name}=={version} with the interpreter that runs the code (`%pip install {name}=={version}` in the "
        "notebook, or `<that python> -m pip install ...`; sys.executable names it), or register the environment that "
        "has it as the notebook's kernel (python -m ipykernel install --user --name ENV, run with its python) and "
        "select that kernel"))]


def _tf_in_one_python(ctx: Context) -> list[Explanation]:
    """TensorFlow said installed for one Python only (an image with Python 2 and 3, TensorFlow in 2's packages).

    Each interpreter has its own packages: a notebook's kernel (Python 3 by default) or a `python` that is the other
    one does not see it. Decided beside a notebook or IDE that runs its own kernel; else uncertain which one runs.
    """
    if "tf_in_one_python_said" not in ctx.flags or {"pytorch", "jax"} & ctx.flags:
        return []
    kernel = "jupyter" in ctx.flags
    return [Explanation("context", "wrong_interpreter", "error" if kernel else "warning", (), 0,
                        "TensorFlow in one Python only", (
        ("the words say TensorFlow is installed for one Python only, and the notebook's kernel runs another (each "
         "interpreter has its own packages)") if kernel else (
        "uncertain: the words say TensorFlow is installed for one Python only; if the code runs another (`python` "
        "being the other one), it has no TensorFlow: `import sys; print(sys.executable)` where it fails decides")), (
        "install TensorFlow into the Python that runs the code (`<that python> -m pip install tensorflow`; for a "
        "notebook, `%pip install tensorflow` in it), or run the code with the Python that has it (its kernel: "
        "python -m ipykernel install --user with that Python, then select it)"))]


def _said_no_avx(paste: _Paste) -> list[Explanation]:
    """The CPU has no AVX (said, or its model named) and TensorFlow's import fails (a traceback, a DLL, the words).

    A CPU model without AVX (a Celeron, a Xeon X5650) counts only where the paste shows no other reason for the
    failure: no loader's reason after `DLL load failed` (its own resolver reads that) and no other error.
    """
    flags = paste.ctx.flags
    if "no_avx_cause_said" in flags and "avx_only_said" not in flags:  # the lack of AVX given as the cause
        return [Explanation("context", "cpu_no_avx", "error", (), 0, "the lack of AVX said to be the cause", (
            "the paste gives the CPU's lack of AVX as the cause: TensorFlow's wheels (since 1.6) and the builds in "
            "apps and containers use AVX, and a CPU without it stops on the first such instruction"),
            _no_avx_fix(paste.tables, flags))]
    # the words saying the CPU has no AVX also take a traceback from `import tensorflow` itself (cut before its end)
    lacks = "no_avx_said" in flags and "avx_only_said" not in flags  # (AVX2 alone missing: PyPI's wheels need AVX)
    said = lacks and {"traceback", "tf_import_line"} <= flags
    if not (said or {"tf_native_import", "start_crash_said", "mlnet_tf_load_failed"} & flags
            or paste.has("native_runtime_failed", "dll_load_failed")):
        return []
    if lacks:
        return [Explanation("context", "cpu_no_avx", "error", (), 0, "the CPU has no AVX", (
            "the paste says the CPU has no AVX, which TensorFlow's wheels are built with (since 1.6): importing "
            "TensorFlow fails on it"), _no_avx_fix(paste.tables, flags))]
    rel = paste.release()
    if ("cpu_without_avx" not in flags or "cpu_with_avx" in flags or (rel and not rel.cpu_baseline)
            or _import_failure_explained(paste)):  # a release built without AVX (before 1.6) loads on it
        return []
    return [Explanation("context", "cpu_no_avx", "error", (), 0, "a CPU without AVX", (
        "the CPU the paste names has no AVX, which TensorFlow's wheels are built with (since 1.6), and importing "
        "TensorFlow's native module fails with no other reason shown"), _no_avx_fix(paste.tables, flags))]


def _native_import_cut(paste: _Paste) -> list[Explanation]:
    """tensorflow-gpu failing to import its native module, the traceback cut before the line saying why.

    Builds that load CUDA's and cuDNN's libraries as they import (LAZY_CUDA_FROM: Linux before 1.14, Windows up to
    2.0) fail the import when one is missing; a CPU without AVX and, on Windows, the Visual C++ runtime fail it the same
    way: uncertain. Where the words say CUDA is not installed and the ImportError's message is cut,
    _gpu_build_without_cuda decides instead.
    """
    ctx, (rel, cuda, cudnn) = paste.ctx, _release_cuda(paste)
    if rel is None or not cuda or not _cuda_loaded_at_import(paste, rel):
        return []
    if {"cuda_absent_said", "import_error_shown"} <= ctx.flags and "import_error_message" not in ctx.flags:
        return _gpu_build_without_cuda(paste, rel, cuda, cudnn)
    if "tf_native_import" not in ctx.flags or not ("tensorflow-gpu" in ctx.packages or "mentions_tf_gpu" in ctx.flags):
        return []
    others = [w for w, where in (("a CPU without AVX", rel.cpu_baseline), ("the Visual C++ runtime", ctx.windows))
              if where]  # (wheels before 1.6 were built without AVX)
    others_said = f", {' or '.join(others)} the others" if others else ""
    installed = (f" (CUDA {ctx.cuda_installed} is installed, not {cuda})"
                 if ctx.cuda_installed and version_tuple(ctx.cuda_installed)[:2] != version_tuple(cuda)[:2] else "")
    return [Explanation("context", "cuda_libs_missing", "warning", (), 0, f"tensorflow-gpu {rel.line}'s import", (
        f"uncertain: importing TensorFlow's native module failed, and the traceback is cut before the line saying "
        f"why; tensorflow-gpu {rel.line} loads CUDA {cuda}'s and cuDNN {cudnn}'s libraries as it imports, so one of "
        f"them missing{installed} is the most frequent reason{others_said} (the traceback's last line decides)"),
        _libs_fix(paste))]


def _cuda_loaded_at_import(paste: _Paste, rel: Release) -> bool:
    """A release whose GPU build loads CUDA as it imports (on this platform), its import failing with no other reason.

    Not where another reason is shown (the loader's, another error) or likely (a Mac, a CPU without AVX).
    """
    ctx = paste.ctx
    return (rel.key < LAZY_CUDA_FROM["windows" if ctx.windows else "linux"]
            and not IMPORT_FAILS_OTHERWISE & ctx.flags
            and not paste.has("native_runtime_failed", "dll_load_failed") and not _import_failure_explained(paste))


def _gpu_build_without_cuda(paste: _Paste, rel: Release, cuda: str, cudnn: str | None) -> list[Explanation]:
    """tensorflow-gpu failing to import TensorFlow, its message cut, where the words say CUDA is not installed.

    Builds that load libcudart and cuDNN as they import (LAZY_CUDA_FROM: on Linux 1.14 on dlopen them lazily and only
    warn; on Windows, 1.13-2.0's self-check refuses the import without cudart64_100.dll) cannot be imported on a
    machine without CUDA (a cluster's CPU nodes sharing the environment). Only where TensorFlow's own import is the
    one shown failing (_native_import_cut has checked the rest, _cuda_loaded_at_import).
    """
    ctx = paste.ctx
    if (not ("tensorflow-gpu" in ctx.packages or "mentions_tf_gpu" in ctx.flags)
            or not {"tf_import_line", "tf_native_import"} & ctx.flags):
        return []
    return [Explanation("context", "cuda_libs_missing", "error", (), 0, "CUDA not installed", (
        f"importing tensorflow-gpu {rel.line} fails where the words say CUDA is not installed: that build links CUDA "
        f"{cuda}'s and cuDNN {cudnn}'s libraries and loads them as it is imported, so it cannot be imported on a "
        "machine without them, GPU or not"), (f"{_libs_fix(paste)}; on machines without a GPU, use an environment with "
                                              f"the CPU package instead (`pip install tensorflow=={rel.line}.*`)"))]


def _import_failure_explained(paste: _Paste) -> bool:
    """The paste shows why TensorFlow's import failed: the loader's reason after `DLL load failed`, or another error."""
    for kind, events in paste.events.items():
        for event in events:
            if kind == "dll_load_failed" and (event.get("dll") or re.sub(r"\W", "", event.get("reason") or "")):
                return True
            if kind not in ("dll_load_failed", "native_runtime_failed") and event.level == "error":
                return True
    return False


def _pod_without_gpu(paste: _Paste) -> list[Explanation]:
    """A Kubernetes container spec with a resources block and a GPU image that requests no nvidia.com/gpu.

    The device plugin exposes GPUs only to containers that request the resource, so such a pod gets none.
    """
    flags = paste.ctx.flags
    if not {"kubernetes", "resources_block", "gpu_image"} <= flags or {"gpus_flag", "compose_file"} & flags:
        return []
    return [Explanation("context", "container_gpu_not_exposed", "error", (), 0, "resources: no nvidia.com/gpu",
                        ("the pod's container spec has a resources block and a GPU image but requests no "
                         "nvidia.com/gpu: Kubernetes gives GPUs only to containers that request that resource, so "
                         "this one gets none"),
                        ("add it under the container's resources: limits: nvidia.com/gpu: 1 (the number of GPUs it "
                         "uses); the node needs the NVIDIA device plugin"))]


def _utility_only_said(paste: _Paste) -> list[Explanation]:
    """The user tracing a container's missing GPU to its `utility` driver capability: compute was left out."""
    flags = paste.ctx.flags
    if "utility_capability_said" not in flags or "docker" not in flags or "capabilities_without_compute" in flags:
        return []  # (the capabilities shown themselves are read where libcuda fails)
    return [Explanation("context", "container_gpu_not_exposed", "error", (), 0, "the 'utility' capability",
                        ("the paste traces the missing GPU to the container's `utility` driver capability: with "
                         "utility and not compute the NVIDIA Container Toolkit mounts nvidia-smi and NVML but not "
                         "libcuda.so.1, so CUDA (TensorFlow, JAX) finds no GPU while nvidia-smi shows it"),
                        _COMPUTE_FIX)]


def _cudnn_for_another_cuda(paste: _Paste) -> list[Explanation]:
    """A cuDNN package built for another CUDA major than the release's (8.9.3.28-1+cuda12.1 beside TF 2.13's 11.8).

    NVIDIA builds cuDNN per CUDA major, and a cuDNN loads that CUDA's cuBLAS (libcublasLt.so.12): beside a
    TensorFlow of another CUDA it cannot load. TensorFlow from pip's [and-cuda] on Linux brings its own cuDNN.
    """
    rel, package, ctx = paste.release(), paste.ctx.cudnn_package, paste.ctx
    if rel is None or package is None or ("[and-cuda]" in rel.gpu_package and not ctx.windows):
        return []
    cudnn, cuda = package
    failed = "gpu_list_empty" in ctx.flags or any(e.level == "error" for found in paste.events.values() for e in found)
    if version_tuple(cuda)[:1] == version_tuple(rel.cuda_build)[:1] or not failed:
        return []
    major = cudnn.split(".")[0]
    return [Explanation("context", "cudnn_version_mismatch", "error", (), 0, f"cuDNN {cudnn}+cuda{cuda}",
                        (f"the cuDNN installed ({cudnn}) is NVIDIA's build for CUDA {cuda}, which loads that CUDA's "
                         f"libraries (cuBLAS {version_tuple(cuda)[0]}); TensorFlow {rel.line} uses CUDA "
                         f"{rel.cuda_build}"),
                        (f"install the cuDNN {rel.cudnn} build for CUDA {rel.cuda_build} (apt: "
                         f"`libcudnn{major}={rel.cudnn}.*-1+cuda{rel.cuda_build}`, or NVIDIA's archive for that CUDA) "
                         "in place of this one"))]


def _tf1_name_under_tf2(paste: _Paste) -> str | None:
    """The error is a TensorFlow 1.x name that TensorFlow 2.0 removed, and every TensorFlow listed is a 2.x: that name.

    The API table says which names 1.x had and 2.0 dropped (tf.placeholder, tf.flags, tf.contrib...).
    """
    ctx = paste.ctx
    if not ctx.tf_api_missing or not ctx.installed or any(version_tuple(v)[:1] < (2,) for v in ctx.installed.values()):
        return None
    span = api_span(ctx.tf_api_missing, paste.tables)
    return span.name if span is not None and version_tuple(span.gone)[:1] == (2,) else None


def _gpu_package_over_colab(paste: _Paste) -> list[Explanation]:
    """On Colab, pip installing a TensorFlow 1.x tensorflow-gpu alone, and the import then failing: two installs.

    Colab comes with `tensorflow` (a 2.x) installed; tensorflow-gpu 1.x goes into the same `tensorflow` folder
    beside it, and the import meets files of both.
    """
    ctx = paste.ctx
    pin = ctx.pinned.get("tensorflow-gpu")
    failed = {"import_fail_said", "traceback", "exception_shown", "gpu_list_empty"} & ctx.flags
    if ("colab" not in ctx.flags or ctx.pip_flavours != {"tensorflow-gpu"} or not pin
            or version_tuple(pin)[:1] != (1,) or "uninstall_tensorflow" in ctx.flags or not failed):
        return []
    pip = _pip(paste)
    return [Explanation(
        "context", "two_tensorflow_installs", "warning", (), 0, f"Colab, pip install tensorflow-gpu=={pin}",
        ("uncertain: Colab comes with `tensorflow` installed (a 2.x since 2020), and pip installing tensorflow-gpu "
         f"{pin} alone puts a second distribution into the same `tensorflow` folder, so the import meets files of both "
         "(`!pip list | grep -i tensorflow` shows them)"),
        (f"`!{pip} uninstall -y tensorflow tensorflow-gpu`, then install the 1.x release for both names (`!{pip} "
         "install tensorflow==1.X tensorflow-gpu==1.X`) and restart the runtime; today's Colab Python has no "
         "TensorFlow 1.x wheels: run 1.x code in an environment with Python 3.7"))]


def _nightly_over_colab(paste: _Paste) -> list[Explanation]:
    """On Colab, pip installing tf-nightly alone, and importing TensorFlow then said to crash or fail: two installs.

    tf-nightly is another distribution of the `tensorflow` folder Colab's own `tensorflow` fills; installed beside
    it (no uninstall first), the import meets files of both releases.
    """
    ctx = paste.ctx
    failed = {"import_crash_said", "import_fail_said"} & ctx.flags  # (not a GPU not found: the nightly's CUDA)
    nightly_only = bool(ctx.pip_flavours) and all(f.startswith("tf-nightly") for f in ctx.pip_flavours)
    if "colab" not in ctx.flags or not nightly_only or "uninstall_tensorflow" in ctx.flags or not failed:
        return []
    pip = _pip(paste)
    return [Explanation(
        "context", "two_tensorflow_installs", "warning", (), 0, "Colab, pip install tf-nightly",
        ("uncertain: Colab comes with `tensorflow` installed, and pip installing tf-nightly beside it puts a second "
         "distribution (another release) into the same `tensorflow` folder, so the import meets files of both "
         "(`!pip list | grep -i -E 'tensorflow|tf-nightly'` shows them)"),
        (f"`!{pip} uninstall -y tensorflow tf-nightly` (and the image's packages pinned to its TensorFlow: "
         f"tensorflow-text, tf-keras), then `!{pip} install tf-nightly` and restart the runtime"))]


def _torch_build_before_gpu(paste: _Paste) -> list[Explanation]:
    """A PyTorch paste naming its build's CUDA (+cu tag, conda's cudatoolkit) and a GPU that CUDA predates."""
    ctx, cc = paste.ctx, paste.cc()
    if (not ctx.torch_cuda or cc is None or "pytorch" not in ctx.flags or "tensorflow_named" in ctx.flags
            or "works_now_said" in ctx.flags):
        return []
    cause, level, meaning, fix = _torch_arch(paste, "PyTorch has no kernels for this GPU", cc, [])
    if (cause, level) != ("gpu_too_new", "error"):
        return []
    return [Explanation("context", cause, level, (), 0, f"PyTorch CUDA {ctx.torch_cuda}, compute capability {cc}",
                        meaning, fix)]


def _tf2_under_listed_tf1(paste: _Paste) -> list[Explanation]:
    """A name TensorFlow 2.0 removed is missing, yet every TensorFlow listed installed is a 1.x: another is imported.

    A 1.x has the name (tf.contrib, tf.placeholder), so the TensorFlow that raised is a 2.x the listing does not show:
    one installed beside it (tf-nightly, a 2.0 preview, tensorflow-gpu 2.x) or another Python's.
    """
    ctx = paste.ctx
    listed = sorted(ctx.installed.items())
    if (not ctx.tf_api_missing or not listed or any(version_tuple(v)[:1] != (1,) for _, v in listed)
            or ctx.tf_imported or {"pytorch", "jax"} & ctx.flags):
        return []
    span = api_span(ctx.tf_api_missing, paste.tables)
    if (span is None or span.gone is None or version_tuple(span.gone)[:1] != (2,)
            or (span.since and any(version_tuple(v)[:2] < version_tuple(span.first)[:2] for _, v in listed))):
        return []  # (a name a later 1.x added is missing from an earlier one listed: that is the listed one)
    shown = " and ".join(f"{name} {v}" for name, v in listed)
    pip, (name, version) = _pip(paste), listed[0]
    return [Explanation(
        "context", "two_tensorflow_installs", "warning", (), 0, f"{span.name} missing, {shown} listed",
        (f"uncertain which: TensorFlow {span.releases} has {span.name}, so the TensorFlow that raised is a 2.x, not "
         f"the {shown} the paste lists: another TensorFlow distribution installed beside it (tf-nightly, a 2.0 "
         "preview, tensorflow-gpu 2.x) or the TensorFlow of another Python (a notebook's kernel); `python -c 'import "
         "tensorflow as tf; print(tf.__version__, tf.__file__)'` and `pip list | grep -i tf` with that same python "
         "decide"),
        (f"with the interpreter that runs the code, `{pip} list | grep -i tf`: uninstall every TensorFlow "
         f"distribution it lists (`{pip} uninstall -y tensorflow tensorflow-gpu tf-nightly ...`), then `{pip} install "
         f"{name}=={version}` alone; if that python lists none, install it there (`%pip install` in a notebook)"))]


def _metal_pair_shown(paste: _Paste, *, trouble: bool) -> list[Explanation]:
    """tensorflow-metal and TensorFlow releases that Apple's table does not pair, beside trouble or a traceback.

    A warning where NumPy's check failed the import: TensorFlow loads its plugins after that, so it is not what failed.
    """
    ctx, rel = paste.ctx, paste.release()
    metal = metal_pair(paste.tables, rel.line) if rel and ctx.metal and {"macos", "apple_machine"} & ctx.flags else None
    if not rel or not metal or metal.metal == ctx.metal or not (trouble or "traceback" in ctx.flags):
        return []
    cause, level, meaning, fix = _metal(LogEvent(kind="context", level="error", line="", line_no=0), paste)
    if paste.has("numpy_abi"):  # NumPy's check failed TensorFlow's import before it loads its plugins
        level, meaning = "warning", f"{meaning}; not what failed here: NumPy's check stopped the import first"
    return [Explanation("context", cause, level, (), 0, f"tensorflow-metal {ctx.metal} with TensorFlow {rel.line}",
                        meaning, fix)]


def _deductions(paste: _Paste) -> list[Explanation]:
    """Causes read from the versions in the paste rather than from one message."""
    ctx = paste.ctx
    found = []
    # (the file's "367.48" is the diagnostics' "367.48.0")
    kernel, library = (tuple(version_tuple(v)) + (0,) * (3 - len(version_tuple(v)))
                       for v in (ctx.kernel_version, ctx.libcuda_version))
    if any(kernel) and any(library) and kernel != library:
        found.append(Explanation("context", "driver_library_mismatch", "error", (), 0,
                                 f"kernel module {ctx.kernel_version}, libcuda {ctx.libcuda_version}",
                                 "the NVIDIA kernel module and the driver library loaded are different versions",
                                 _CAUSE_FIX["driver_library_mismatch"]))
    found += _gpu_deductions(paste) + _said_no_avx(paste) + _gpu_package_replaced(paste) + _nan_across_gpus(paste)
    found += _slow_start(paste) + _pod_without_gpu(paste) + _utility_only_said(paste) + _addon_deductions(paste)
    found += _cudnn_for_another_cuda(paste) + _nccl_hang(paste) + _memory_on_other_gpus(paste) + _machine_resets(paste)
    found += _faster_input(paste) + _module_lost_to_kernel_update(paste) + _native_import_cut(paste)
    found += macos_too_old(paste) + glibc_said(paste) + glibcxx_said(paste) + python_newer_than_code(paste)
    found += _tf_in_one_python(ctx) + _ei_kernel(ctx) + _user_site_over_installed(paste)
    found += _imports_another_tf(ctx) + _tf2_under_listed_tf1(paste) + _torch_build_before_gpu(paste)
    found += _gpu_package_over_colab(paste) + _nightly_over_colab(paste)
    if len(ctx.interpreters) > 1 and ("jupyter" in ctx.flags or paste.has("tensorflow_not_installed")):
        shown = ", ".join(sorted(ctx.interpreters)[:3])
        found.append(Explanation("context", "wrong_interpreter", "error", (), 0, shown, (f"the paste shows "
                                 f"{len(ctx.interpreters)} different Python installations ({shown}): TensorFlow is "
                                 "installed in one and the code (or the notebook kernel) runs another"),
                                 ("install TensorFlow with the interpreter that runs the code (`<that python> -m pip "
                                  "install tensorflow`), or register the environment as the notebook's kernel "
                                  "(python -m ipykernel install --user --name ENV) and select it")))
    elif "jupyter" in ctx.flags:
        found += _notebook_on_conda_base(ctx)
    gap = _wsl_gap(paste) if "wsl" in ctx.flags else None
    trouble = _trouble_shown(paste)
    if gap and (trouble or {"gpu_list_empty", "gpu_mentioned", "built_without_cuda"} & ctx.flags):
        found.append(Explanation("context", "wsl_driver_not_visible", "error", (), 0, "WSL", *gap))
    rel = paste.release()
    # A GPU device created, or a CUDA library failing while the model ran, shows the GPU build is the one imported
    ran_on_gpu = paste.has(*_RAN_ON_GPU)
    level, aside = ("warning", ("; but TensorFlow ran on the GPU here, so the GPU build is the one imported: uncertain "
                                "that it matters for the error")) if ran_on_gpu else ("error", "")
    if (removed := _tf1_name_under_tf2(paste)) is not None:
        level, aside = "info", (f"; not what failed: the error is TensorFlow 1.x's {removed}, which TensorFlow 2.0 "
                                "removed, so it fails whichever of them is imported")
    found += _two_installs(paste, level, aside)
    found += _metal_pair_shown(paste, trouble=bool(trouble))
    found += _keras_pair(paste)
    checks = (("numpy", "numpy_incompatible", rel.numpy if rel else ()),
              ("protobuf", "protobuf_incompatible", rel.protobuf if rel else ()))
    for package, cause, requirements in checks:
        have = ctx.packages.get(package)
        # another package requiring a range disjoint from TensorFlow's: no version fits, the pair is the cause
        if (rel and have and requirements and not _admits(requirements, have)
                and not _disjoint_requirer(package, requirements[0].split(";")[0], paste)):
            found.append(Explanation("context", cause, "error", (), 0, f"{package} {have} with TensorFlow {rel.line}",
                                     f"TensorFlow {rel.line} requires {', '.join(requirements)}; {package} {have} "
                                     "is installed", f"`{_pip(paste)} install '{requirements[0].split(';')[0]}'`"))
    found += _numpy_above_build(paste)
    have = ctx.packages.get("protobuf")
    # protobuf 4 refuses the code generated into TensorFlow before 2.12, which declared no upper bound up to 2.9.0
    if rel and have and version_tuple(have) >= (4,) and rel.key < _PROTOBUF4_FROM and _admits(rel.protobuf, have):
        found.append(Explanation("context", "protobuf_incompatible", "error", (), 0, f"protobuf {have} with TensorFlow "
                                 f"{rel.line}", (f"protobuf {have} (4.x and newer checks generated code) refuses the "
                                 f"code generated into TensorFlow {rel.line} ('Descriptors cannot be created "
                                 "directly' at import), although that release's requirements admit it"),
                                 _protobuf4_fix(paste)))
    return found


def _trouble_shown(paste: _Paste) -> bool:
    """Whether any message the paste shows is an error or a warning."""
    return any(e.level in ("error", "warning") for found in paste.events.values() for e in found)


def _import_failed(paste: _Paste) -> bool:
    """TensorFlow's import said or shown to fail, and no line it prints once imported (a device, a library search)."""
    flags = paste.ctx.flags
    return (bool({"import_fail_said", "import_crash_said"} & flags or ("tf_import_line" in flags and "traceback"
                                                                          in flags))
            and not paste.has("gpu_created", "dlopen_ok", "dlopen_failed") and not paste.ctx.tf_imported)


def estimator_versions_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but a tensorflow-estimator listed of another minor than the TensorFlow listed.

    TensorFlow 1.13-2.15 are made for the tensorflow-estimator of their own minor (the tables' `estimator`; 2.6.0's
    `~=2.6` lets pip take a later minor, not the one made for it; 2.8's names a nightly: not read) and load tf.estimator
    from it, lazily: a listing alone, beside a run or another error, says nothing, so it is read only where the words
    blame the estimator installed (`estimator_blamed`); not where pip's or conda's own lines show it reinstalled (the
    listing's first version is the one replaced), nor for nightlies, which pair with nightlies, nor beside another
    framework. That it is what failed stays uncertain.
    """
    ctx, rel = paste.ctx, paste.release()
    have = ctx.packages.get("tensorflow-estimator")
    if (rel is None or not have or not rel.estimator or not rel.estimator[0].startswith("tensorflow-estimator")
            or version_tuple(have)[:2] == rel.key[:2] or "dev" in (ctx.version() or "")
            or {"tf_nightly", "estimator_reinstalled", "pytorch", "jax"} & ctx.flags
            or "estimator_blamed" not in ctx.flags):
        return None
    required = rel.estimator[0]
    pin = required if "==" in required else f"tensorflow-estimator=={rel.line}.*"
    return Explanation("context", "dependency_conflict", "warning", (), 0,
                       f"tensorflow-estimator {have} with TensorFlow {rel.line}", (
        f"from the versions in the paste: TensorFlow {rel.line} is made for the tensorflow-estimator of its own minor "
        f"({', '.join(rel.estimator)}), and tensorflow-estimator {have} is installed, made for another release; "
        "uncertain that it is what failed (an error inside tensorflow_estimator, or tf.estimator missing, would "
        "decide)"),
        f"`{_pip(paste)} install '{pin}'` (or reinstall TensorFlow {rel.line}, which brings its own)")


def _numpy_above_build(paste: _Paste) -> list[Explanation]:
    """A NumPy of a major above the one the release was compiled against, where its declared range admits it.

    Several releases up to 2.14 declared NumPy with no upper bound, but each wheel is compiled against NumPy 1.x, whose
    compiled modules NumPy 2 refuses at import ("A module that was compiled using NumPy 1.x cannot be run in NumPy
    2.0"). Only where TensorFlow's import is said or shown to fail and nothing shows it imported: a listing alone is
    no failure, and a log TensorFlow wrote after its import shows NumPy let it load.
    """
    rel, have = paste.release(), paste.ctx.packages.get("numpy")
    built = rel.numpy_max_major if rel else None
    if (rel is None or not have or built is None or version_tuple(have)[:1] <= (built,) or not rel.numpy
            or not _admits(rel.numpy, have) or not _import_failed(paste)):
        return []
    first = first_release(paste.tables, lambda r: (r.numpy_max_major or 0) > built)
    newer = f", or TensorFlow {first.line} or newer, built for NumPy {built + 1}" if first else ""
    return [Explanation("context", "numpy_incompatible", "error", (), 0, f"numpy {have} with TensorFlow {rel.line}", (
        f"TensorFlow {rel.line} was compiled against NumPy {built}.x, and NumPy {have} refuses such a module at "
        f"import, although that release's requirements admit it ({', '.join(rel.numpy)})"),
        f"`{_pip(paste)} install 'numpy<{built + 1}'`{newer}")]


def _keras_pair(paste: _Paste) -> list[Explanation]:
    """The keras shown (a version, or Keras 3 in words) against the one the TensorFlow shown declares."""
    ctx, rel = paste.ctx, paste.release()
    if rel is None:
        return []
    keras = ctx.packages.get("keras")
    # only where TensorFlow declares the keras package (2.6+): before, tf.keras lived inside TensorFlow and the
    # standalone keras 2.2-2.4 ran on top of it (TensorFlow 2.5 declares keras-nightly)
    declares_keras = any(re.match(r"keras\s*[<>=!~]", req) for req in rel.keras)
    if keras and declares_keras and not _keras_fits(rel, keras):
        return [Explanation("context", "keras_version_skew", "error", (), 0, f"keras {keras} with TensorFlow "
                            f"{rel.line}", f"TensorFlow {rel.line} pairs with {_keras_requirement(paste)}; keras "
                            f"{keras} is installed", f"`{_pip(paste)} install '{_keras_requirement(paste)}'`")]
    if not keras and declares_keras and rel.keras_major == 2 and "keras3_said" in ctx.flags:  # noqa: PLR2004
        # Keras 3 said in words (no version) beside a release whose tf.keras is Keras 2: the pair cannot import
        return [Explanation("context", "keras_version_skew", "warning", (), 0, f"Keras 3 with TensorFlow "
                            f"{rel.line}", (f"uncertain: the words name Keras 3 beside TensorFlow {rel.line}, "
                            f"which pairs with {_keras_requirement(paste)} (Keras 3 needs TensorFlow 2.16+); "
                            "`pip show keras tensorflow` decides which is installed"),
                            (f"`{_pip(paste)} install '{_keras_requirement(paste)}'` for this TensorFlow, or "
                             "TensorFlow 2.16+ for Keras 3"))]
    return _tf_keras_pair(paste, rel)


def _tf_keras_pair(paste: _Paste, rel: Release) -> list[Explanation]:
    """tf-keras (Keras 2 beside Keras 3's TensorFlow) of another TensorFlow minor: its releases follow TensorFlow's."""
    tf_keras, flags = paste.ctx.packages.get("tf-keras"), paste.ctx.flags
    # tf-keras in use: asked for by TF_USE_LEGACY_KERAS, or imported (its frames, its import); a leftover is not
    used = "legacy_keras_env" in flags or any("tf_keras" in e.line for found in paste.events.values() for e in found)
    if (not tf_keras or rel.keras_major != 3  # noqa: PLR2004 - Keras 3's TensorFlow, where tf-keras is Keras 2
            or version_tuple(tf_keras)[:2] == version_tuple(rel.line)[:2] or not used
            or not (_trouble_shown(paste) or {"failure_words", "traceback"} & flags)):
        return []
    made = ".".join(tf_keras.split(".")[:2])
    return [Explanation("context", "keras_version_skew", "error", (), 0, f"tf-keras {tf_keras} with TensorFlow "
                        f"{rel.line}", (f"tf-keras {tf_keras} is made for TensorFlow {made} (each tf-keras release "
                        f"follows TensorFlow's minor), and TensorFlow {rel.line} is installed"),
                        f"`{_pip(paste)} install 'tf-keras~={rel.line}.0'`")]
