"""Resolvers for the GPU itself: its architecture against the build, memory, cuDNN/cuBLAS, XLA and ptxas."""

from __future__ import annotations

import re
from typing import NamedTuple

from envcheck.compat import (
    arch,
    arch_first_cuda,
    arch_last_cuda,
    gpu_runs_build,
    kernel_support,
    ptx_isa_cuda,
)
from envcheck.cuerrors import describe, from_text
from envcheck.explain._architecture import (
    _CC_QUERY,
    _arch,
    _gpu_releases,
    _newest_for,
    _no_release_for_old,
    _oldest_for,
    _predates,
    _torch_arch,
    _torch_install,
)
from envcheck.explain._context import UNIT_BYTES
from envcheck.explain._driver import _CAUSE_FIX, _from_cuda_error, forked_count
from envcheck.explain._paste import (
    SEVERAL_PROCESSES_FIX,
    SHARING_PROCESSES,
    _after_ptxas_fallback,
    _driver_fix,
    _fallback_load_failed,
    _libs_fix,
    _Paste,
    _pip,
    _release_cuda,
    _Resolved,
    _windows_native_gpu,
    _xla_libs,
    names_tensorflow,
    processes_ran_out,
    processes_share,
    ranks_unpinned,
)
from envcheck.tables import Release, version_tuple
from envcheck.tflog import LogEvent, LogField, pattern

# The generation of an AMD GPU by the digits of its gfx target (gfx803: GCN 3-4, Polaris and Fiji; gfx1031: RDNA 2)
_GFX_FAMILY = (("gfx8", "gcn"), ("gfx9", "gcn"), ("gfx101", "rdna1"), ("gfx103", "rdna2"), ("gfx11", "rdna3"),
               ("gfx12", "rdna4"))
# ... and by its model: RX 400-500 (Polaris) and R9 Fury/Nano (Fiji) are gfx8; RX Vega and Radeon VII gfx9; the RX
# 5000, 6000, 7000 and 9000 series RDNA 1-4
_AMD_MODEL = re.compile(r"rx\s?(?P<polaris>[45]\d\d)$|rx\s?(?P<rdna>[5679])\d{3}$|r9|(?P<vega>vega|vii)", re.IGNORECASE)
# the RDNA targets ROCm builds for (Radeon PRO W6800, W7900): a sibling chip loads their code with HSA's override
_RDNA_BASE = {"rdna2": ("gfx1030", "10.3.0"), "rdna3": ("gfx1100", "11.0.0")}


def _amd_family(name: str) -> str | None:
    """"gfx8", "gfx9" or "rdna1"-"rdna4" for an AMD GPU named by its gfx target or its model; None if unknown."""
    lowered = name.lower().replace(" ", "")
    if re.fullmatch(r"[5-9]\d[05]0xtx?", lowered):  # "5700xt", "6750xt": the RX 5700 XT, the RX 6750 XT
        lowered = f"rx{lowered.split('x')[0]}"
    if lowered.startswith("gfx"):
        prefix = next((p for p, _ in _GFX_FAMILY if lowered.startswith(p)), None)
        family = dict(_GFX_FAMILY).get(prefix or "")
        return None if prefix is None else (prefix if family == "gcn" else family)
    model = _AMD_MODEL.search(lowered)
    if model is None:
        return None
    if model.group("rdna"):
        return {"5": "rdna1", "6": "rdna2", "7": "rdna3", "9": "rdna4"}[model.group("rdna")]
    return "gfx9" if model.group("vega") else "gfx8"


def _r_rocm_target(event: LogEvent, paste: _Paste) -> _Resolved:
    """A ROCm build with no code object for the AMD GPU: gfx8 is older than every target ROCm builds since 4.0.

    An RDNA Radeon is not among the targets of ROCm's builds before gfx1030 (ROCm 5) and gfx1100; its sibling
    chips load those targets' code with HSA_OVERRIDE_GFX_VERSION. The GPU unnamed, its target decides.
    """
    name = event.get("gfx") or paste.ctx.amd_gpu
    name = f"gfx{name}" if name and name.isdigit() else name
    entries = [e.strip().lower() for e in (event.get("supported") or "").split(",")]
    if name and any(name.lower() in e and name.lower() != e for e in entries):  # glued into another entry
        return _rocm_target_listed(name, event.get("supported") or "")
    if name and (floor := event.get("gfx_min")):
        return ("gpu_too_old", "error", (f"tensorflow-rocm ignores the {name}: its build requires AMDGPU ISA {floor} "
                "or newer"), (f"use an AMD GPU of target {floor} or newer (`rocminfo | grep gfx` names a GPU's), or "
                              "run on the CPU"))
    family = _amd_family(name) if name else None
    framework = _other_framework(paste)
    build, package = ((f"{framework}'s ROCm build", f"{framework}") if framework else
                      ("the ROCm build of TensorFlow (tensorflow-rocm)", "tensorflow-rocm"))
    what = f"{build} has no code object (compiled kernels) for {f'the {name}' if name else 'this AMD GPU'}"
    target = "`rocminfo | grep gfx` names the GPU's target"
    if family == "gfx8":
        return ("gpu_too_old", "error", (f"{what}: a gfx8 GPU (Polaris, Fiji), which ROCm stopped building for in "
                "4.0; its builds target gfx900 (Vega) and newer"), (f"run the last ROCm built for gfx803 (3.5.1) with "
                f"the {package} made for it, build ROCm's libraries and the framework from source for gfx803, or use "
                "a GPU the build targets (gfx900 or newer)"))
    if family and family.startswith("rdna"):
        base, override = _RDNA_BASE.get(family, ("", ""))
        hsa = f"HSA_OVERRIDE_GFX_VERSION={override} (unofficial) makes ROCm load {base}'s code"
        sibling = ("" if not base or not name or name.lower() == base else f"; {hsa} on the {name}, a sibling chip"
                   if name.lower().startswith("gfx") else f"; if `rocminfo | grep gfx` names another {base[:-1]}x "
                   f"than {base}, {hsa}")
        return ("gpu_too_new", "error", (f"{what}: an RDNA Radeon whose target the build was not compiled for (ROCm's "
                "builds target Instinct and Vega chips, and only some Radeon targets from ROCm 5: gfx1030, later "
                "gfx1100)"), (f"install a ROCm and {package} release whose targets include "
                f"{name if name and name.lower().startswith('gfx') else 'this GPU'} (ROCm's compatibility matrix lists "
                f"them; {target}), or build it from source for the GPU{sibling}"))
    return ("gpu_too_old", "error", (f"{what}; uncertain which GPU: an older one ROCm no longer builds for (gfx8: "
            "RX 400/500, R9 Fury) or a Radeon (RDNA) not among the build's targets"), (f"{target}: for gfx8, the last "
            f"ROCm built for it (3.5.1) and its {package}; otherwise a ROCm and {package} release whose targets "
            "include it (ROCm's compatibility matrix), or a source build for it"))


def _rocm_target_listed(name: str, listed: str) -> _Resolved:
    """The GPU's target glued inside an entry of the build's list of targets, yet ignored: the list, not the GPU."""
    return ("gpu_too_new", "warning", (f"uncertain: tensorflow-rocm ignores the {name}, yet its own list of targets "
            f"has it glued to another entry ({listed.strip()[:120]}): a missing comma in the build's list "
            "(tensorflow-upstream#2290, and wheels after it too) makes it miss a target it may have code for"),
            ("a tensorflow-rocm build whose list has the target as an entry of its own (built from source with the "
             "list fixed, or a later release; its log line shows the list); `rocminfo | grep gfx` confirms the GPU's "
             "target"))


def _r_framework_cc_floor(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Triton's floor (compute capability 7.0), or bfloat16's (8.0), refusing an older GPU: no TensorFlow matter."""
    if event.get("bf16"):
        return ("gpu_too_old", "error", (f"the {event.get('gpu')} GPU (compute capability {event.get('cc_bf16')}) has "
                f"no bfloat16, which needs compute capability {event.get('bf16')} or newer"),
                ("use float16 instead (vLLM: `--dtype half`; transformers: torch_dtype=torch.float16), or a GPU of "
                 f"compute capability {event.get('bf16')} or newer"))
    minimum = event.get("minimum")
    return ("gpu_too_old", "error", (f"Triton compiles its kernels only for GPUs of compute capability {minimum} or "
            f"newer, and this one has {event.get('cc')}: what runs through Triton (torch.compile, vLLM, Unsloth's "
            "kernels) cannot use it"), (f"a GPU of compute capability {minimum} or newer, or run without the Triton "
                                        "path (no torch.compile; the library's eager mode)"))


def _r_gpu_ignored(event: LogEvent, paste: _Paste) -> _Resolved:
    cc = event.get("cc") or paste.cc()
    minimum = event.get("minimum") or ""
    if ("insufficient compute capability" in event.line.lower() and paste.has("gpu_created")
            and not paste.has("xla_no_supported_device")):  # XLA's own check: TensorFlow's GPU device was created
        return ("harmless", "info", (f"XLA does not compile for this GPU (compute capability {cc}, XLA requires "
                f"{minimum}), but TensorFlow created its GPU device, so the GPU is used; only XLA-compiled code "
                "(jit_compile, the XLA_GPU device) runs elsewhere"), (f"for XLA on it, a GPU of compute capability "
                f"{minimum} or newer"))
    if "insufficient compute capability" in event.line.lower() and (framework := _other_framework(paste)):
        return ("gpu_too_old", "error", (f"{framework}'s XLA does not use this GPU: compute capability "
                f"{cc or '(not named)'}, below its minimum {minimum}"), (f"a GPU of compute capability {minimum} or "
                f"newer, or an older {framework} release whose minimum is below this GPU's (its release notes say); "
                "TensorFlow's releases do not apply"))
    if cc is None:
        return ("gpu_too_old", "error", f"the GPU is below the build's minimum ({minimum})",
                "use a GPU of that compute capability or newer, or build TensorFlow from source for yours")
    if minimum and arch(cc) >= arch(minimum):  # the GPU the paste names is not the one below the minimum
        return ("gpu_too_old", "error", (f"uncertain which GPU: TensorFlow ignores a GPU below its minimum compute "
                f"capability {minimum}, but the GPU the paste names has {cc}: another GPU of the machine is the old "
                "one"), (f"`{_CC_QUERY}` lists each GPU's compute capability; hide the old one (CUDA_DEVICE_ORDER="
                         "PCI_BUS_ID CUDA_VISIBLE_DEVICES=<the others>) or build TensorFlow for it"))
    newest = _newest_for(paste, cc)
    other = ("; if the machine has another, newer GPU, select it: CUDA_DEVICE_ORDER=PCI_BUS_ID "
             "CUDA_VISIBLE_DEVICES=<its "
             "index>")
    fix = (f"TensorFlow {newest.line} is the newest release built for compute capability {cc}; or build from source "
           f"with TF_CUDA_COMPUTE_CAPABILITIES={cc}" if newest else _no_release_for_old(paste, cc))
    newer = f"; or a GPU of compute capability {minimum} or newer" if minimum else ""
    return ("gpu_too_old", "error", (f"the GPU has compute capability {cc}, below this build's minimum "
            f"{event.get('minimum')}, so TensorFlow ignores it"), fix + newer + other)


_XLA_MIN_CC = "3.5"  # XLA's kMinCudaComputeCapability (platform_util.cc): it uses no GPU below it


def _r_xla_no_device(event: LogEvent, paste: _Paste) -> _Resolved:
    """XLA found no CUDA device it can use ('no supported devices found for platform CUDA', TensorFlow 1.x at start).

    Each GPU was below XLA's minimum compute capability (its INFO line, else the GPU the paste names, decides) or could
    not start (an error line before it says why: that line's explanation is the cause, so this one is only a warning).
    """
    if ignored := paste.events.get("gpu_ignored"):
        return _r_gpu_ignored(ignored[0], paste)
    cc = paste.cc()
    if cc and arch(cc) < arch(_XLA_MIN_CC):
        fields = (LogField("cc", cc), LogField("minimum", _XLA_MIN_CC))
        return _r_gpu_ignored(LogEvent("gpu_ignored", "error", event.line, event.line_no, fields), paste)
    other = any(e.level == "error" for kind, events in paste.events.items() if kind != event.kind for e in events)
    # a GPU named at or above the minimum is not too old: the GPU could not start, which the paste does not show
    return ("gpu_not_detected" if cc else "gpu_too_old", "warning" if other or cc else "error", (
            "uncertain: XLA found no CUDA device it can use: each GPU is below its minimum compute capability "
            f"{_XLA_MIN_CC} (an INFO line 'insufficient compute capability' says so) or could not start (its memory "
            "taken by another process, a driver error: an 'unable to create StreamExecutor' line says which)"
            + (f"; the GPU named has compute capability {cc}, so it is the other reason" if cc else "")), (
            f"`{_CC_QUERY}` lists each GPU's compute capability: below {_XLA_MIN_CC}, a release built for it or a "
            "newer GPU; else `nvidia-smi` shows whether another process holds the GPU's memory"))


def _r_torch_arch(event: LogEvent, paste: _Paste) -> _Resolved:
    """PyTorch's check of the GPU against its build: the architectures it lists tell too new from too old."""
    found = (event, *paste.events.get(event.kind, ()))
    sm = next((e.get("sm") for e in found if e.get("sm")), None)
    old_cc = next((e.get("old_cc") for e in found if e.get("old_cc")), None)
    minimum = next((e.get("minimum") for e in found if e.get("minimum")), None)
    supported = next((e.get("supported") for e in found if e.get("supported")), "")
    cc = old_cc or (f"{sm[:-1]}.{sm[-1]}" if sm else None) or paste.cc()
    built = sorted({arch(s) for s in supported.split()})
    if any(e.get("too_old") for e in found):  # PyTorch's own words decide it
        which = f"GPU (compute capability {cc})" if cc else "GPU"
        arch_list = f"TORCH_CUDA_ARCH_LIST={cc}" if cc else "TORCH_CUDA_ARCH_LIST set to it"
        return ("gpu_too_old", "error", (f"PyTorch says the {which} is older than its build supports"
                f"{f' (its minimum: compute capability {minimum})' if minimum else ''}"), (
                "install an older PyTorch whose build still lists the GPU's architecture (`python -c 'import torch; "
                f"print(torch.cuda.get_arch_list())'` shows a build's; `{_CC_QUERY}` gives the GPU's), or build "
                f"PyTorch from source with {arch_list}; else a newer GPU"))
    return _torch_arch(paste, "PyTorch has no kernels for this GPU", cc, built, minimum, refused=sm is not None)


# from this architecture on, the tables' GPUs are new enough that an NVRTC refusing one is, with no build CUDA shown,
# most often a build older than it (Ada, Hopper, Blackwell: CUDA 11.8 and later); older ones are left uncertain
_NVRTC_NEW = (8, 9)


def _r_nvrtc_arch(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """NVRTC refusing the GPU's architecture: the build's CUDA predates it, or no longer compiles for it.

    NVRTC compiles for the exact architecture asked, so the CUDA must know the GPU's own (8.9 needs 11.8, not 11.0);
    the build's CUDA, where the paste gives it (a PyTorch +cu tag, conda's cudatoolkit), decides the direction.
    """
    cc, build_cuda = paste.cc(), paste.ctx.torch_cuda
    named = _other_framework(paste)
    build = f"the {named} build" if named else "a build of the framework"
    first = arch_first_cuda(paste.tables, cc) if cc else None
    last = arch_last_cuda(paste.tables, cc) if cc else None
    what = "NVRTC, the runtime compiler of the build's CUDA, refuses"
    if cc and last and build_cuda and version_tuple(build_cuda)[:1] > version_tuple(last)[:1]:
        return ("gpu_too_old", "error", (f"{what} compute capability {cc}: CUDA {build_cuda} (the build's) no longer "
                f"compiles for it (the last CUDA that does: {last})"), (f"install {build} made with CUDA "
                f"{last} or older, or use a newer GPU"))
    if cc and first and (version_tuple(build_cuda) < version_tuple(first) if build_cuda else arch(cc) >= _NVRTC_NEW):
        torch = f": `{_torch_install(first)}`" if named == "PyTorch" else ""
        shown = f" (CUDA {build_cuda})" if build_cuda else ""
        return ("gpu_too_new", "error", (f"{what} compute capability {cc}: the build's CUDA{shown} predates the GPU "
                f"(CUDA {first} is the first that compiles for it)"),
                f"install {build} made with CUDA {first} or newer{torch}, with a driver that runs it")
    which = (f"compute capability {cc}, which CUDA {first}-{last or 'today'} compiles for"
             if cc and first else "the GPU (not named)")
    ada, blackwell = arch_first_cuda(paste.tables, "8.9"), arch_first_cuda(paste.tables, "12.0")
    return ("gpu_too_new", "warning", (f"{what} the GPU's architecture; uncertain which way for {which}: a build "
            f"whose CUDA predates the GPU (an RTX 40 under a CUDA before {ada}, an RTX 50 before {blackwell}) or one "
            "whose CUDA no longer compiles for it (Kepler under CUDA 12, Maxwell to Volta under CUDA 13); `python -c "
            f"'import torch; print(torch.version.cuda)'` against `{_CC_QUERY}` decides"),
            (f"install {build} made with a CUDA that compiles for the GPU's compute capability (the tables' first "
             f"CUDA for an RTX 40, 8.9: {ada}; for an RTX 50, 12.0: {blackwell})"))


def _r_kernel_image(event: LogEvent, paste: _Paste) -> _Resolved:
    return _after_ptxas_fallback(event, paste) or _arch(paste, "no usable kernel image")


def _r_ptx_jit(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow JIT-compiles its kernels: slow; on a GPU its build's CUDA predates, only when said to run slowly."""
    cc = event.get("cc") or paste.cc()
    rel = paste.release() or paste.tables.newest
    if not cc or not (_predates(paste, rel, cc) or not gpu_runs_build(paste.tables, rel, cc).runs):
        return ("ptx_jit_slow", "warning", pattern("ptx_jit").meaning, pattern("ptx_jit").fix)
    failed = "cuda_error" in event.line.lower() or any(
        e.level == "error" for kind, events in paste.events.items() if kind != "ptx_jit" for e in events)
    if failed or "slow_start" not in paste.ctx.flags:  # only the user's slow start says that it runs
        return _arch(paste, "not built for this GPU", cc)
    cause, _, meaning, fix = _arch(paste, "not built for this GPU", cc)
    return ("ptx_jit_slow", "warning", (f"TensorFlow JIT-compiles its own kernels from PTX for this GPU (compute "
            f"capability {cc}) at every start until cached; uncertain whether the rest runs: {meaning} (a failure "
            "after this line, such as CUDA_ERROR_INVALID_PTX or a cuBLAS/cuDNN error, says it does not)"),
            f"{fix}; meanwhile keep the JIT cache (export CUDA_CACHE_MAXSIZE=4294967296)" if cause == "gpu_too_new"
            else pattern("ptx_jit").fix)


def _r_context(event: LogEvent, paste: _Paste) -> _Resolved:
    """A failed context creation; the CUDA error it names (StreamExecutor quotes cuDevicePrimaryCtxRetain's) decides."""
    if "cuda_error_" in event.line.lower() and (entry := describe(event.line)) is not None:
        return _from_cuda_error(entry, paste, "CUDA could not create a context on the GPU")
    if paste.ctx.memory_full:
        return ("gpu_memory_in_use", "error", ("CUDA could not create a context: nvidia-smi shows the GPU's memory "
                "(nearly) all used"), _CAUSE_FIX["gpu_memory_in_use"])
    return ("cuda_error", "error", "CUDA could not create a context on the GPU (the paste names no CUDA error)",
            ("run `nvidia-smi`: another process holding the GPU's memory, or a driver that does not answer, are the "
             "usual reasons (`envcheck gpus` reads both); the CUDA error printed with it decides"))


def _r_session(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow 1.x's `Failed to create session.`: the CUDA error printed before it decides; alone, uncertain."""
    if any(e.level == "error" for kind, found in paste.events.items() if kind != event.kind for e in found):
        return ("harmless", "info", ("TensorFlow 1.x's session could not start because of the error printed before "
                "this line, which decides"), "")
    return ("gpu_memory_in_use", "warning", ("uncertain: TensorFlow 1.x could not create its session on the GPU, and "
            "the paste does not show the CUDA error printed before it; most often another process holds the GPU's "
            "memory (CUDA_ERROR_OUT_OF_MEMORY when the context is created), else a driver updated without a reboot "
            "(its kernel module and library differ): that error line, or `nvidia-smi`, decides"),
            ("run `nvidia-smi`: stop the process holding the GPU's memory (or give each session a share: "
             "config.gpu_options.per_process_gpu_memory_fraction, or allow_growth = True); if nvidia-smi fails or the "
             "driver was just updated, reboot"))


def _r_init_failed(event: LogEvent, paste: _Paste) -> _Resolved:
    """The CUDA runtime's status text ("Status: no CUDA-capable device is detected") is its driver API code's cause."""
    status = (event.get("status") or "").strip()
    if "out of memory" in status.lower():
        return ("gpu_memory_in_use", "error", "the GPU had no memory left for TensorFlow's context",
                _CAUSE_FIX["gpu_memory_in_use"])
    if "kernel image" in status.lower():
        return _arch(paste, "device kernel image is invalid")
    if "symbol not found" in status.lower():  # the stub found no libcudart to call: "cudaGetErrorString symbol ..."
        return ("cuda_libs_missing", "error", ("TensorFlow's CUDA runtime stub found no CUDA runtime (libcudart / "
                "cudart64_*.dll) of the version its build loads, so it cannot even name the error"), _libs_fix(paste))
    entry = describe(status) or from_text(status)
    if entry is not None:
        return _from_cuda_error(entry, paste, f"the CUDA runtime failed ({status})")
    return ("cuda_error", "error", f"CUDA initialisation failed: {status}", _CAUSE_FIX["cuda_error"])


def _smaller_fits(paste: _Paste, what: str, *, tensor: bool = False) -> _Resolved | None:
    """Out of GPU memory, and a smaller batch, data set, input or model said to fit, or the GPU free at start: the size.

    TensorFlow's start-up lines give the GPU's total and free memory; nine tenths free is a GPU no other process held,
    so a tensor the run could not allocate (`tensor`) is what the run itself put there -- not an allocation at start
    (the allocator asking more than is free, then less) nor a library's handle (TensorFlow's own pre-allocation).
    """
    ctx = paste.ctx
    if "other_gpu_user" in ctx.flags or ctx.memory_full:
        return None
    if "smaller_batch_worked" in ctx.flags:
        why = "the paste says a smaller batch, data set, input or model then fits"
    elif tensor and ctx.memory_free_at_start:
        why = ("TensorFlow found the GPU's memory (nearly) all free when it started (its Total/Free memory lines), so "
               "no other process held it")
    else:
        return None
    return ("model_too_large", "error", (f"{what}, and {why}: what the run puts on the GPU at once is too big for its "
            "memory"), (
            "keep the smaller size that fits (or a smaller batch, input or model; evaluate and predict in batches), or "
            "use mixed precision (tf.keras.mixed_precision.set_global_policy('mixed_float16'))"))


# one input too big for the GPU (a long track, a large image, a long sequence): shrink it, a smaller batch does not help
_SMALLER_INPUT = ("shrink what is processed at once: split long audio or video into shorter chunks (a maximum duration "
                  "per piece), resize large images, shorten sequences (a batch of 1 still holds the whole input's "
                  "activations); or use a GPU with more memory")


# CSBDeep's models (StarDist, CARE, Noise2Void, cryoCARE) predict an image in tiles they stitch back together
_TILES = ("predict in tiles: `n_tiles` splits the image into pieces that each fit (`model.predict(img, axes, "
          "n_tiles=(1, 4, 4))`, StarDist's `model.predict_instances(img, n_tiles=model._guess_n_tiles(img))`; raise it "
          "until the OOM is gone); in training, a smaller `train_patch_size` or `train_batch_size`; or a GPU with more "
          "memory")
# the tensor that did not fit holds one item: a smaller batch cannot help if the batch is already one
# DeepLabCut trains on whole frames: its pose_cfg.yaml scales them down (global_scale) and sets the batch
DEEPLABCUT_SMALLER = ("; in DeepLabCut, lower global_scale (it downsamples the frames) and batch_size in the training "
                      "pose_cfg.yaml, or crop the frames")
_ONE_ITEM = ("; the tensor that did not fit holds a single item (its first dimension is 1): if the batch is already 1, "
             "process the input in tiles or patches (or at a lower resolution), or use a GPU with more memory")


def _allocator_warning(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The allocator's warnings that the run goes on past: not a failure (its own words, or the paste's)."""
    if "ran out of memory trying" in event.line.lower() and any(  # the allocator's "not a failure", wrapped
            e.line_no == event.line_no + 1 for e in paste.events.get("bfc_not_a_failure", [])):
        return ("harmless", "noise", pattern("bfc_not_a_failure").meaning, "")
    if "ran out of memory trying" in event.line.lower() and "runs_fine_said" in paste.ctx.flags and not any(
            "ran out of memory trying" not in e.line.lower() for e in paste.events.get("oom_tensor", [])):
        return ("harmless", "info", (f"{pattern('bfc_not_a_failure').meaning}: with no OOM error after it, and the "
                "paste saying the run goes on, this is the allocator's warning (its full line says 'The caller "
                "indicates that this is not a failure'); it may run slower"), ("nothing to fix; for speed, a smaller "
                "batch or TF_FORCE_GPU_ALLOW_GROWTH=true leaves the allocator more room"))
    if (event.kind == "out_of_memory" and "results_right_said" in paste.ctx.flags and not paste.has("oom_tensor")
            and not {"breaks_said", "crash_said", "traceback", "exception_shown", "hang_words",
                     "host_ram_exhausted"} & paste.ctx.flags):
        return ("harmless", "info", ("CUDA refused an allocation TensorFlow asked for (it then asks for less), and "
                "the paste says the results are right all the same: a warning of its allocator, not a failure; "
                "it may run slower"), ("nothing to fix for this run; where a larger batch or model must fit, free the "
                "GPU (`nvidia-smi`) or export TF_FORCE_GPU_ALLOW_GROWTH=true"))
    return None


def _r_oom(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per kind of shortage
    if (warned := _allocator_warning(event, paste)) is not None:
        return warned
    if (held := _held_elsewhere(paste)) is not None:
        return ("gpu_memory_in_use", "error", held, _CAUSE_FIX["gpu_memory_in_use"])
    if (fits := _smaller_fits(paste, "the GPU ran out of memory", tensor=event.kind == "oom_tensor")) is not None:
        return fits
    if event.kind == "oom_tensor":
        where = f" (shape [{event.get('shape')}])" if event.get("shape") else ""
        keras = "" if _other_framework(paste) else " (tf.keras.mixed_precision.set_global_policy('mixed_float16'))"
        smaller = (_SMALLER_INPUT if "input_size_said" in paste.ctx.flags else
                   f"reduce the batch size (`batch_size`; or the input/model size), or use mixed precision{keras}")
        if "tiled_predictor" in paste.ctx.flags:
            smaller = _TILES
        elif (event.get("shape") or "").replace(" ", "").startswith("1,"):
            smaller += _ONE_ITEM
        smaller += DEEPLABCUT_SMALLER if "deeplabcut" in paste.ctx.flags else ""
        if ranks_unpinned(paste):
            return ("gpu_memory_in_use", "warning", (f"uncertain: a tensor{where} did not fit in the GPU memory left, "
                    "and the paste's lines come from several processes (mpirun's or Horovod's), none shown given a "
                    f"GPU of its own: {SHARING_PROCESSES}; if each has its own GPU, the batch or the model is too big"),
                    f"{SEVERAL_PROCESSES_FIX}; if each already has its own GPU, {smaller}")
        if "jupyter" in paste.ctx.flags and not paste.ctx.memory_full:  # each notebook's kernel keeps its GPU memory
            return ("model_too_large", "error", (f"uncertain: a tensor{where} did not fit in the GPU memory left; "
                    "most often the batch or the model is too big, but in a notebook another notebook's kernel (or an "
                    "earlier model in this one) keeps the memory it took: `nvidia-smi` before the run decides"),
                    (f"{smaller}; first check with `nvidia-smi` that no other notebook or kernel holds the GPU "
                     "(shut it down, or restart this kernel)"))
        if _named_only(paste):
            return ("model_too_large", "warning", ("uncertain: TensorFlow ran out of GPU memory "
                    "(ResourceExhaustedError) and the paste shows neither the tensor nor the GPU's memory nor a size: "
                    "most often the batch or the model is too big, else another process holds the memory; `nvidia-smi` "
                    "before the run decides"), (f"{smaller}; first check with `nvidia-smi` that no other process holds "
                                                "the GPU (stop it, or pick another GPU with CUDA_VISIBLE_DEVICES)"))
        what = ("the image processed at once (CSBDeep's models, StarDist's among them, predict it whole unless "
                "n_tiles splits it; in training, the patches of a batch)" if "tiled_predictor" in paste.ctx.flags else
                "the input processed at once (the paste names its size: a long track, a large image, a batch of 1)"
                if "input_size_said" in paste.ctx.flags else "the batch or the model")
        return ("model_too_large", "error", (f"a tensor{where} did not fit in the memory left during the run: {what} "
                "is too big for this device"), smaller)
    return _oom_at_allocation(event, paste)


def _bytes(size: str | None) -> int | None:
    """A size as PyTorch prints it ("7.79 GiB", "0 bytes") in bytes; None for nothing said."""
    found = re.fullmatch(r"(\d+(?:\.\d+)?) ?(?:bytes|(?P<unit>[KMGT])iB)", (size or "").strip())
    return int(float(found.group(1)) * UNIT_BYTES[found.group("unit") or ""]) if found else None


class _TorchMemory(NamedTuple):
    """PyTorch's figures in its out-of-memory message, in bytes (`own` and `allowed` None where not printed)."""

    ask: int
    total: int
    free: int
    allocated: int  # by PyTorch's tensors
    reserved: int  # PyTorch's cache: allocated and kept
    own: int | None  # all this process uses, its CUDA context included (2.1+)
    allowed: int | None  # the cap set_per_process_memory_fraction sets
    split_fix: str  # the allocator setting against fragmentation in that release


def _torch_memory(event: LogEvent) -> _TorchMemory:
    """The figures of any of PyTorch's three forms (the catalogue's entry reads none without them)."""
    ask, total = _bytes(event.get("ask")) or 0, _bytes(event.get("total") or event.get("total2")) or 0
    free = _bytes(event.get("free") or event.get("free2")) or 0
    if event.get("total2"):  # 2.1+: what PyTorch allocated, its unallocated cache, and the process's own total
        allocated = _bytes(event.get("alloc2")) or 0
        own = _bytes(event.get("own"))
        return _TorchMemory(ask, total, free, allocated, allocated + (_bytes(event.get("unalloc")) or 0),
                            own if own is not None and own <= total else None,  # NVML's "not available" is huge
                            _bytes(event.get("allowed2")), "expandable_segments:True")
    allocated = _bytes(event.get("alloc")) or 0
    held = _bytes(event.get("held")) or 0  # up to 1.4 the cache beside what is allocated, then all reserved
    reserved = allocated + held if event.get("how") == "cached" else held
    return _TorchMemory(ask, total, free, allocated, reserved, None, _bytes(event.get("allowed")),
                        "max_split_size_mb:128")


# how a PyTorch run gets a GPU's memory back from other processes, and how it asks for less
_TORCH_FREE = ("free the GPU: `nvidia-smi` lists the processes holding its memory (stop them, or pick another GPU with "
               "CUDA_VISIBLE_DEVICES)")
_TORCH_SMALLER = ("reduce the batch size (or the input or model size), use mixed precision (torch.autocast) or "
                  "gradient checkpointing")
# a process's own CUDA context and libraries, outside PyTorch's allocator and in none of the figures before 2.1
_CONTEXT = 1 << 30


def _torch_not_short(mem: _TorchMemory) -> _Resolved | None:
    """A cap on the process, memory free on the GPU, or a cache mostly unallocated: no shortage of the GPU itself.

    PyTorch's own advice for the last: "If reserved memory is >> allocated memory", a larger split of its blocks.
    """
    if mem.allowed is not None and (mem.reserved + mem.ask > mem.allowed or mem.ask <= mem.free):
        return ("model_too_large", "warning", (f"uncertain: this process is capped at {_size(mem.allowed)} "
                f"(torch.cuda.set_per_process_memory_fraction) and PyTorch held {_size(mem.reserved)}: the cap, or "
                "the batch or model within it"), f"raise the cap, or {_TORCH_SMALLER}")
    if mem.ask <= mem.free:
        return ("model_too_large", "warning", (f"uncertain: PyTorch asked for {_size(mem.ask)} and the GPU had "
                f"{_size(mem.free)} free by its own figures: the shortage is not in them (a cap on the process, "
                "another process that took memory meanwhile, or an allocation on another GPU); `nvidia-smi` during "
                "the run decides"), (f"check torch.cuda.set_per_process_memory_fraction and `nvidia-smi` during the "
                f"run; {_TORCH_SMALLER}"))
    unallocated = mem.reserved - mem.allocated
    if mem.ask <= unallocated and unallocated * 4 >= mem.reserved:
        return ("model_too_large", "warning", (f"uncertain: PyTorch asked for {_size(mem.ask)} while its cache held "
                f"{_size(unallocated)} reserved but unallocated (of {_size(mem.reserved)}): fragmentation, no block "
                "that large free in one piece"), (f"PYTORCH_CUDA_ALLOC_CONF={mem.split_fix} (PyTorch's advice when "
                f"reserved memory is much more than allocated), or {_TORCH_SMALLER}"))
    return None


# TensorFlow's reservation of the GPU beside PyTorch: grow on demand, or keep TensorFlow off the GPU
_TF_BESIDE_TORCH = ("make TensorFlow take GPU memory as it needs it: `tf.config.experimental.set_memory_growth(gpu, "
                    "True)` for each GPU before TensorFlow first uses one (or TF_FORCE_GPU_ALLOW_GROWTH=true); where "
                    "only PyTorch needs the GPU, hide it from TensorFlow (`tf.config.set_visible_devices([], 'GPU')`), "
                    "or run the TensorFlow part in a process of its own")


def _r_torch_oom(event: LogEvent, paste: _Paste) -> _Resolved:
    """PyTorch out of GPU memory, decided by its figures: the size, a cap, fragmentation, or another process.

    An allocation larger than the GPU is the size; a cap, memory free, or a cache mostly unallocated is no shortage
    of the GPU (_torch_not_short). Otherwise what is neither free nor this process's is another process's: before
    2.1 the figures leave out this process's CUDA context, so a GiB of it is allowed for. Over half the GPU held
    elsewhere is a GPU shared; less is this run's batch or model, uncertain where the others' share alone would
    have fitted the allocation. With TensorFlow imported in the same run, a GiB or more outside PyTorch is most likely
    TensorFlow's own reservation (uncertain).
    """
    mem = _torch_memory(event)
    if mem.ask > mem.total:
        return ("model_too_large", "error", (f"PyTorch asked for {_size(mem.ask)} at once, more than the GPU's whole "
                f"{_size(mem.total)}: the batch or the model is too big for this GPU"), _TORCH_SMALLER)
    if (not_short := _torch_not_short(mem)) is not None:
        return not_short
    held = mem.own if mem.own is not None else mem.reserved
    elsewhere = mem.total - mem.free - held
    others = elsewhere - (0 if mem.own is not None else _CONTEXT)  # (its CUDA context is in the rest before 2.1)
    if "tf_import_line" in paste.ctx.flags and others >= 1 << 30:
        return ("gpu_memory_in_use", "warning", (f"uncertain: of the GPU's {_size(mem.total)}, PyTorch held "
                f"{_size(held)} and {_size(elsewhere)} was held outside it: most likely by TensorFlow, imported in the "
                "same run, which reserves nearly all of a GPU's memory at its first use of it and keeps it (else "
                "another process: `nvidia-smi` lists them)"), _TF_BESIDE_TORCH)
    outside = ("other processes" if mem.own is not None else
               "other processes (beside this process's own CUDA context, which these figures leave out)")
    if others * 2 > mem.total and others >= 1 << 30:
        return ("gpu_memory_in_use", "error", (f"of the GPU's {_size(mem.total)}, {_size(mem.free)} was free and "
                f"this process held {_size(held)}: the other {_size(elsewhere)} is held by {outside} (another run, "
                "a notebook's kernel, a desktop)"), _TORCH_FREE)
    meaning = (f"PyTorch held {_size(held)} of the GPU's {_size(mem.total)} and needed {_size(mem.ask)} more: what "
               "the run puts on the GPU at once (the batch or the model) is too big for it")
    if others >= max(mem.ask, 1 << 30) and others * 4 >= mem.total:  # the others' share alone would have fitted it
        return ("model_too_large", "warning", (f"uncertain: {meaning}; but {_size(elsewhere)} was held by {outside}, "
                "which would have fitted it: the GPU shared with them may be the cause (`nvidia-smi` shows them)"),
                f"{_TORCH_SMALLER}; or {_TORCH_FREE}")
    return ("model_too_large", "error", meaning, _TORCH_SMALLER)


# Below this the allocator's whole limit is memory left over by others: no GPU TensorFlow runs on has so little
_TINY_LIMIT = 256 << 20


def _held_elsewhere(paste: _Paste) -> str | None:
    """Why the memory is held outside this run, when the paste says so or the allocator's figures show it; or None.

    Another process or notebook said to use the GPU holds it. TensorFlow's GPU allocator takes its limit from the
    memory free when it starts: a limit of a few hundred MiB is a GPU (nearly) full before it started. Holding a
    twentieth of its limit, asked for a quarter of what is left of it, and still out of memory: the device had none
    to give, so another process took it since (or holds what the limit counted). A request larger than that, or
    figures it does not print, decide nothing; nor do the same figures from JAX's (XLA's) allocator, whose limit its
    own settings make (XLA_PYTHON_CLIENT_MEM_FRACTION).
    """
    ctx = paste.ctx
    if "other_gpu_user" in ctx.flags:
        return ("the GPU ran out of memory and the paste says another process (or notebook) uses the GPU: it holds "
                "the memory")
    limit, in_use, asked = ctx.allocator_limit, ctx.allocator_in_use, ctx.allocation_asked
    if not limit or "memory_capped" in ctx.flags or _other_framework(paste):  # a cap the program set itself
        return None
    if limit < _TINY_LIMIT:
        return (f"TensorFlow's GPU allocator could take only {limit >> 20} MiB (its memory_limit_, set from the memory "
                "free when it started): the GPU's memory was already (nearly) all held by another process")
    if in_use is not None and in_use * 20 <= limit and 0 < asked * 4 <= limit - in_use:
        return (f"TensorFlow's allocator held {_size(in_use)} of its {_size(limit)} limit and asked for "
                f"{_size(asked)} when it ran out: the GPU itself had no memory left, so another process holds it")
    return None


def _size(n: int) -> str:
    """A byte count as a reader would say it: 2 KiB, 138 KiB, 12.7 GiB."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.3g} {unit}"
    return f"{n} bytes"


def _named_only(paste: _Paste) -> bool:
    """Out of GPU memory by the error's name alone: no tensor, allocation, batch, input size or memory in the paste."""
    return not (any(e.get("shape") or "alloc" in e.line.lower() for e in paste.events.get("oom_tensor", ()))
                or {"batch_said", "input_size_said", "tiled_predictor"} & paste.ctx.flags or paste.ctx.memory_full)


def _oom_at_allocation(event: LogEvent, paste: _Paste) -> _Resolved:
    """An allocation (not a tensor in the run) with no memory: the paste's processes, memory taken, or uncertain."""
    if processes_share(paste):  # mpirun -np N, horovodrun: the processes hold it
        return processes_ran_out("the GPU had no memory for TensorFlow's allocation")
    if paste.ctx.memory_full or "ctxretain" in event.line.lower():  # a context needs little: the memory was taken
        return ("gpu_memory_in_use", "error", ("the GPU had no memory for TensorFlow's allocation at start: another "
                "process holds it, or TensorFlow pre-allocated it"), _CAUSE_FIX["gpu_memory_in_use"])
    return ("gpu_memory_in_use", "error", ("uncertain: the GPU had no memory for an allocation TensorFlow asked for; "
            "most often another process holds it (or TensorFlow's own pre-allocation), else the model and batch "
            "themselves outgrew the GPU as it ran: `nvidia-smi` before the run (or the free memory TensorFlow prints "
            "at start) decides"), f"{_CAUSE_FIX['gpu_memory_in_use']}; if the GPU was free, lower the batch size")


HOST_FIX = ("hold less in the machine's RAM: feed the data in batches (tf.data, a generator) instead of whole arrays, "
             "fewer samples or a smaller batch; or give the process more RAM (in WSL2 `memory=` in .wslconfig, in a "
             "container its memory limit)")


def _r_host_memory(event: LogEvent, paste: _Paste) -> _Resolved:
    """Pinned host memory that could not be had, or a large allocation in RAM: the machine's memory, not the GPU's."""
    error = (event.get("error") or "").upper()
    if error == "CUDA_ERROR_UNKNOWN":  # names no cause; and not the nvidia-uvm module's (which fails cuInit itself)
        return ("gpu_memory_in_use", "warning", ("uncertain: a pinned host allocation failed with CUDA_ERROR_UNKNOWN, "
                "which names no cause; CUDA had started (the allocation needs its context), so it is not the "
                "nvidia-uvm module, without which cuInit itself fails: memory is the likely shortage (TensorFlow takes "
                "nearly all the GPU's memory at start, and pinned buffers need the machine's RAM); a run with memory "
                "growth decides"), ("export TF_FORCE_GPU_ALLOW_GROWTH=true (or set_memory_growth) so TensorFlow does "
                f"not take the GPU's memory at start; if it persists, {HOST_FIX}"))
    if error and "OUT_OF_MEMORY" not in error:  # another CUDA error on a host allocation: that error decides
        return _from_cuda_error(describe(error), paste, f"a pinned host allocation failed ({error})")
    oom = error or "host_ram_exhausted" in paste.ctx.flags or any(
        (e.get("error") or "").upper().endswith("OUT_OF_MEMORY") for e in paste.events.get("host_alloc_failed", []))
    if event.kind == "large_host_allocation" and "host_ram_exhausted" not in paste.ctx.flags:
        return ("harmless", "info", pattern(event.kind).meaning, "")
    if event.kind == "host_alloc_failed" and not oom and any(e.get("error") for e in paste.events[event.kind]):
        return ("harmless", "noise", f"{pattern(event.kind).meaning}; the CUDA error printed with it says why", "")
    if event.kind == "host_alloc_failed" and not oom:  # the pinned allocator's line alone: its error is elsewhere
        return ("model_too_large", "warning", ("uncertain: TensorFlow could not get pinned host memory for GPU "
                "transfers; most often the machine's RAM is short (the data held in memory), the CUDA error printed "
                "with it decides"), HOST_FIX)
    return ("model_too_large", "error", ("the machine's RAM (host memory) ran out, not the GPU's: "
            + ("TensorFlow could not pin host buffers for its GPU transfers" if event.kind == "host_alloc_failed" else
               "the process allocated more than the RAM holds and was stopped")
            + "; the data or batch held in memory is too big for this machine"), HOST_FIX)


def _r_bad_alloc(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """C++'s std::bad_alloc in a TensorFlow run: the machine's RAM, most likely; a corrupt size read ends so too.

    Read where the run was training or the words say the RAM ran out; not beside TensorFlow's large-allocation notice
    (that reading has the sizes), nor in another framework's run or where TensorFlow is not named. Alone (a model
    loaded, a graph built) a corrupt size or a library's bug is as likely.
    """
    flags = paste.ctx.flags
    if paste.has("large_host_allocation") or {"pytorch", "jax"} & flags or (
            "tensorflow_named" not in flags and paste.release() is None) or not (
            {"training_said", "ram_said"} & flags):
        return None
    return ("model_too_large", "warning", ("uncertain: a C++ allocation failed in the process (std::bad_alloc, then "
            "the abort): most often the machine's RAM (host memory, not the GPU's) ran out with the data or model held "
            "in it; a file read with a corrupt size (a truncated model or record file) ends so too; the process' RAM "
            "use as it runs (`free -h`, `top`; the kernel's log, `dmesg`) decides"), HOST_FIX)


def _r_gpu_swap(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature (paste)
    """Grappler's memory optimizer swapping tensors out: the model and batch need more than the GPU's memory.

    The swapping runs where the graph's peak memory exceeds the GPU's; its op failing is a TensorFlow bug (a swap
    placed on the CPU), so a smaller batch, which needs no swap, is the way around it.
    """
    return ("model_too_large", "warning", ("uncertain: TensorFlow's memory optimizer (grappler) swapped tensors out to "
            "the host because the graph needs more than the GPU's memory, and its swap op (_CopyFromGpuToHost) has "
            "no kernel where it was placed (tensorflow#22134): most often the batch or the model is too big for the "
            "GPU; a smaller batch that runs decides"),
            (f"{pattern(event.kind).fix}; or turn grappler's memory optimizer off "
             "(rewrite_options.memory_optimization = NO_MEM_OPT in the session config), or a newer TensorFlow"))


# the kernel's name for the process it stopped (its comm, at most 15 characters): a Python interpreter or a kernel
_PYTHON_PROCESS = re.compile(r"(?:i?python[\d.]{0,5}|jupyter[\w-]{0,20}|ipykernel[\w-]{0,20})", re.IGNORECASE)


def _r_oom_killed(event: LogEvent, paste: _Paste) -> _Resolved:
    """The kernel's OOM killer stopped a process: the machine's RAM (or a container's limit) ran out, not the GPU's.

    A Python process in a TensorFlow paste: the data or batch held in RAM is too big, decided; memory said to grow as
    it runs may be the program keeping what it no longer needs (a leak), so uncertain. Another program, or another
    framework's run (PyTorch, JAX), says nothing of TensorFlow.
    """
    proc = event.get("proc") or event.get("proc_listed") or event.get("proc_task") or ""
    flags = paste.ctx.flags
    if {"pytorch", "jax"} & flags:
        return ("harmless", "noise", ("the kernel's OOM killer stopped a process for lack of RAM in another "
                "framework's run (PyTorch, JAX): TensorFlow's fixes do not apply"), "")
    if not _PYTHON_PROCESS.fullmatch(proc.strip()):
        return ("harmless", "noise", (f"the kernel's OOM killer stopped {proc or 'a process'} for lack of RAM: not "
                "a Python process, so not the TensorFlow run"), "")
    if "memory_grows_said" in flags:
        return ("model_too_large", "warning", ("uncertain: the kernel's OOM killer stopped the Python process, so the "
                "machine's RAM ran out (not the GPU's); the paste says memory grew as it ran, which may be the program "
                "keeping what it no longer needs (models, graphs or tensors built in a loop) rather than data too big "
                "for the machine: memory use over the run decides"), HOST_FIX)
    return ("model_too_large", "error", ("the machine's RAM (host memory) ran out, not the GPU's: the Linux kernel's "
            "OOM killer stopped the Python process; the data or batch held in memory is too big for this machine "
            "(or for a container's memory limit)"), HOST_FIX)


def _r_memory_error(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """Python's MemoryError: the process could not get RAM, so what it holds in memory is too big for the machine.

    Memory said to grow as it runs may be a leak (uncertain); another framework's run says nothing of TensorFlow, and
    pip's own (caching a large wheel) nothing of training. A replay buffer named is what to make smaller (dopamine's,
    by its gin binding).
    """
    flags = paste.ctx.flags
    if {"pytorch", "jax"} & flags:
        return ("harmless", "noise", ("Python ran out of RAM (MemoryError) in another framework's run (PyTorch, JAX): "
                "TensorFlow's fixes do not apply"), "")
    if "pip_frame" in flags:  # pip holding a large wheel (TensorFlow's) in memory to cache it: not the training's
        return None
    fix = HOST_FIX
    if {"replay_buffer_named", "dopamine"} & flags:  # a reinforcement-learning agent's buffer, made whole at start
        fix = ("make the replay buffer smaller (its capacity" + (
            ": dopamine's `--gin_bindings='WrappedReplayBuffer.replay_capacity=100000'`" if "dopamine" in flags
            else "") + f"), or {HOST_FIX}")
    if "memory_grows_said" in flags:
        return ("model_too_large", "warning", ("uncertain: Python could not get memory (MemoryError), so the machine's "
                "RAM ran out (not the GPU's); the paste says memory grew as it ran, which may be the program keeping "
                "what it no longer needs rather than data too big for the machine: memory use over the run decides"),
                fix)
    return ("model_too_large", "error", ("the machine's RAM (host memory) ran out, not the GPU's: Python could not get "
            "memory (MemoryError), so the data, buffer or batch it holds is too big for this machine (or for a 32-bit "
            "Python's 2 GB)"), fix)


def _r_dst_tensor(event: LogEvent, paste: _Paste) -> _Resolved:
    """"Dst tensor is not initialized": the GPU allocation for a tensor copied to it failed (out of memory)."""
    free = ("free the GPU: `nvidia-smi` lists the processes holding its memory (stop them, close other notebooks "
            "or kernels, or pick another GPU with CUDA_VISIBLE_DEVICES); export TF_FORCE_GPU_ALLOW_GROWTH=true")
    smaller = ("copy less at once: feed the data in batches (a tf.data pipeline built under "
               "`with tf.device('/CPU:0'):`, or a generator) instead of whole NumPy arrays, and lower the batch size")
    if "other_gpu_user" in paste.ctx.flags or paste.ctx.memory_full:
        return ("gpu_memory_in_use", "error", ("a tensor could not be copied to the GPU for lack of memory ('Dst "
                "tensor is not initialized'), and the paste shows the GPU's memory taken by another process"),
                f"{free}; if it is free, {smaller}")
    if (fits := _smaller_fits(paste, "a tensor could not be copied to the GPU for lack of memory ('Dst tensor is "
                                 "not initialized')", tensor=True)) is not None:
        return fits
    if (event.get("op") or "").lower() == "_eagerconst":  # model.fit/predict on NumPy arrays copies them whole
        return ("model_too_large", "error", ("the input data, converted to one constant, did not fit in the GPU's "
                "free memory ('Dst tensor is not initialized' is TensorFlow's out-of-memory wording here): the arrays "
                "are copied to the GPU whole; another process holding the GPU makes it worse"),
                f"{smaller}; and check that no other process holds the GPU (`nvidia-smi`)")
    return ("gpu_memory_in_use", "error", ("the GPU had no memory for a tensor copied to it ('Dst tensor is not "
            "initialized' is TensorFlow's out-of-memory wording); uncertain whether another process holds the memory "
            "or the data copied at once is too big (`nvidia-smi` before the run decides)"),
            f"{free}; if the GPU is free, {smaller}")


def _cudnn_text(version: str) -> str:
    """CuDNN versions are printed as 7.6.5 or as 7605 (major*1000 + minor*100 + patch)."""
    if "." in version or len(version) < 4:  # noqa: PLR2004 - the packed form has four digits or more
        return version
    number = int(version)
    return f"{number // 1000}.{number % 1000 // 100}.{number % 100}"


def _r_cudnn(event: LogEvent, paste: _Paste) -> _Resolved:
    runtime = _cudnn_text(event.get("runtime") or "?")
    if (said := event.get("compiled") or paste.ctx.cudnn_built) is None:
        return _cudnn_cut(runtime, paste)
    compiled = _cudnn_text(said)
    major_minor = ".".join(compiled.split(".")[:2])
    same = event.get("compiled_compat") is not None  # TensorFlow 0.10-1.x: the same major.minor was required
    loaded, built = version_tuple(runtime), version_tuple(compiled)
    if "compiled" not in event.line.lower() and _cudnn_accepted(loaded, built, paste.release()):  # retold in words
        return _cudnn_said_mismatch(runtime, compiled)
    # a newer minor of the same major refused: this TensorFlow's check wanted the same minor (before 1.x's
    # "or have higher minor version in case of CuDNN 7.0 or later"), so the message itself says so
    newer_minor = loaded[:1] == built[:1] and loaded[1:2] > built[1:2]
    exact = f"cuDNN {compiled} (the one it was built with)" if compiled != major_minor else f"cuDNN {compiled}"
    if "compiled against" in event.line.lower():  # TensorFlow 0.x: the very version the build was compiled with
        need = f"cuDNN {compiled} exactly (this TensorFlow requires the very cuDNN version it was built with)"
    elif same or newer_minor:
        need = (f"{exact} or another {major_minor}.x exactly (this TensorFlow checks the compatibility version: same "
                "major and minor)")
    else:
        need = f"{exact} or a newer {compiled.split('.')[0]}.x"
    older = "older" if loaded < built else "other"
    # apt's libcudnn7 upgrades itself (nvidia/cuda images' cuDNN 7.0 -> 7.1 in 2018): a pin keeps the minor
    pin = (f"; where apt installed it (nvidia/cuda images do), pin it: `apt-get install --allow-downgrades "
           f"libcudnn{built[0]}={major_minor}.*`" if newer_minor and not paste.ctx.windows else "")
    # a container's cuDNN is its base image's (nvidia/cuda:<CUDA>-cudnn<major> tags each fix one cuDNN)
    image = (f"; in a container, build from a base image that ships cuDNN {major_minor} or newer"
             if loaded < built and "docker" in paste.ctx.flags else "")
    return ("cudnn_version_mismatch", "error",
            (f"cuDNN {runtime} was loaded but TensorFlow was built with cuDNN {compiled}"
             f"{', and refused the newer minor' if newer_minor else ''}"),
            (f"install {need} and make it the one found first (remove or move the {older} libcudnn from "
            f"LD_LIBRARY_PATH/PATH, e.g. one brought by another framework){pin}{image}"
            f"{_release_for_loaded(paste, loaded, built)}{_apt_cudnn(paste, {str(built[0])} if built else set())}"))


def _release_for_loaded(paste: _Paste, loaded: tuple[int, ...], built: tuple[int, ...]) -> str:
    """A newer cuDNN refused by an older build: the other way out, the first release whose check accepts it.

    That is the oldest release whose check accepts it (_accepts): TensorFlow 1.4 (cuDNN 6) with cuDNN 7.1 loaded,
    TensorFlow 1.8; with 7.0 loaded, 1.5; 1.15 (cuDNN 7.4) with cuDNN 8 loaded, 2.4 (tables).
    """
    if not loaded or not built or loaded[:2] <= built[:2]:
        return ""  # an older cuDNN than the build's: only the build's (or a newer one) serves
    fits = next((r for r in paste.tables.releases if r.cudnn and _accepts(r, loaded)), None)
    return (f"; or keep cuDNN {'.'.join(map(str, loaded[:2]))} and install TensorFlow {fits.line}, the first release "
            f"built with cuDNN {fits.cudnn} whose check accepts it" if fits else "")


def _accepts(rel: Release, loaded: tuple[int, ...]) -> bool:
    """Whether a release's cuDNN check accepts the loaded cuDNN (tf_log_messages.md).

    From 1.8 the same major and a minor no older than the build's; before, the same major and minor (a cuDNN the
    tables give by its major only was that major's .0 then).
    """
    built = version_tuple(rel.cudnn)
    if rel.key >= (1, 8):
        return built[:1] == loaded[:1] and built[:2] <= loaded[:2]
    return (*built, 0)[:2] == loaded[:2]


def _cudnn_cut(runtime: str, paste: _Paste) -> _Resolved:
    """cuda_dnn.cc's line cut before the version built with: printed only on a refusal, so the cuDNN loaded was refused.

    The release's cuDNN (the tables) gives what the build needs; before TensorFlow 1.8 its check wanted the same minor.
    """
    rel = paste.release()
    meaning = (f"cuDNN {runtime} was loaded and TensorFlow's check refused it (cuda_dnn.cc prints this line only "
               "then; the paste cuts it before the cuDNN the build was made with)")
    if rel is None or not rel.cudnn:
        return ("cudnn_version_mismatch", "error", meaning, ("install the cuDNN the installed TensorFlow was built "
                "with (the rest of that line, 'but source was compiled with', names it; tensorflow.org/install/"
                "source#gpu lists each release's) and make it the one found first"))
    if version_tuple(rel.line) < (1, 8):  # the check wanted the same major and minor
        need = (f"the cuDNN {rel.cudnn_major} minor TensorFlow {rel.line} was built with, exactly (the same major "
                f"and minor: not {'.'.join(runtime.split('.')[:2])}; the rest of the line, 'but source was compiled "
                "with', names it)")
    elif rel.cudnn == rel.cudnn_major and version_tuple(runtime)[:1] == version_tuple(rel.cudnn_major):
        # the tables give 1.8-1.12's cuDNN as a major only, and a minor of it was refused: the build's is newer
        need = (f"a cuDNN {rel.cudnn_major} newer than the {'.'.join(runtime.split('.')[:2])} refused (TensorFlow "
                f"{rel.line} was built with a later {rel.cudnn_major}.x: the rest of the line, 'but source was "
                "compiled with', names it)")
    else:
        need = f"cuDNN {rel.cudnn} (TensorFlow {rel.line}'s build) or a newer {rel.cudnn_major}.x"
    return ("cudnn_version_mismatch", "error", meaning, (f"install {need} and make it the one found first (remove "
            f"or move the other libcudnn from LD_LIBRARY_PATH/PATH){_apt_cudnn(paste, {rel.cudnn_major})}"))


def _cudnn_accepted(loaded: tuple[int, ...], built: tuple[int, ...], rel: Release | None) -> bool:
    """Whether TensorFlow's cuDNN check accepts the loaded cuDNN: the same major and minor, or from 1.8 a newer minor.

    Its message says so (shared/reference/tf_log_messages.md: 1.8-2.3 "or have higher minor version in case of CuDNN
    7.0 or later", 2.4+ "matching major version and equal or higher minor version").
    """
    if loaded[:1] != built[:1] or loaded[1:2] < built[1:2]:
        return False
    return (loaded[1:2] == built[1:2]
            or (built[:1] >= (7,) and (rel is None or version_tuple(rel.line) >= (1, 8))))


def _cudnn_said_mismatch(runtime: str, compiled: str) -> _Resolved:
    """The check retold in words names a cuDNN that TensorFlow's own check accepts: the words do not decide.

    Only TensorFlow's own line (`Loaded runtime CuDNN library: ... but source was compiled with: ...`) shows which
    cuDNN it loaded.
    """
    return ("cudnn_version_mismatch", "warning", (f"uncertain: the words say cuDNN {compiled} is required and cuDNN "
            f"{runtime} is there, which TensorFlow's check accepts (the same major, the same or, from cuDNN 7, a newer "
            "minor): another cuDNN may be the one loaded first; TensorFlow's own 'Loaded runtime CuDNN library: ... "
            "but source was compiled with: ...' line decides"),
            (f"find which libcudnn is loaded first (`ldconfig -p | grep cudnn`, LD_LIBRARY_PATH, PATH on Windows) and "
             f"keep only cuDNN {runtime} there"))


_CUBLAS_FREE = ("free the GPU: `nvidia-smi` lists the processes holding it (close other notebooks/kernels); and export "
                "TF_FORCE_GPU_ALLOW_GROWTH=true (or set_memory_growth) so TensorFlow does not take it all")


def _r_cublas(event: LogEvent, paste: _Paste) -> _Resolved:
    """A cuBLAS that could not start (memory), or a GEMM that failed to launch (memory, or no kernels for the GPU)."""
    if "ARCH_MISMATCH" in (event.get("status") or event.get("cublas") or "").upper():
        return _below_library(paste, "cuBLAS", "CUBLAS_STATUS_ARCH_MISMATCH")
    if (predating := _build_predates_gpu(paste, "cuBLAS failed on this GPU")) is not None:
        return predating
    started = event.get("status") or event.get("cublas") or event.get("no_blas")
    if started and (cudnn := paste.events.get("cudnn_handle_failed")):  # cuDNN could not start either: its reading
        return _r_cudnn_init(cudnn[0], paste)
    if started or paste.ctx.memory_full or "other_gpu_user" in paste.ctx.flags:
        return ("gpu_memory_in_use", "error", ("cuBLAS could not start (its handle needs GPU memory): the memory is "
                "taken, by another process or notebook, or by this TensorFlow's own pre-allocation"), _CUBLAS_FREE)
    return _gemm_launch_failed(paste)


def _gemm_launch_failed(paste: _Paste) -> _Resolved:
    """Math_ops' "Blas GEMM launch failed" alone: cuBLAS did not start earlier (memory), or its kernel did not run."""
    if (predating := _cublas_predates_gpu(paste, "a cuBLAS matrix multiply could not be launched")) is not None:
        return predating
    if (fits := _smaller_fits(paste, "a cuBLAS matrix multiply could not be launched")) is not None:
        return fits
    return ("gpu_memory_in_use", "error", ("uncertain: a cuBLAS matrix multiply could not be launched; most often "
            "cuBLAS could not start for lack of GPU memory (TensorFlow's pre-allocation, another process or "
            "notebook), else the cuBLAS of TensorFlow's CUDA has no kernels for this GPU (a GPU newer than the "
            "build's CUDA: the GPU and TensorFlow version decide) or an earlier fault; a 'failed to create cublas "
            f"handle' line before it means memory{_release_decides(paste)}"),
            f"{_CUBLAS_FREE}; if it persists, `envcheck doctor` checks that TensorFlow's CUDA knows this GPU")


def _cublas_predates_gpu(paste: _Paste, what: str) -> _Resolved | None:
    """A cuBLAS kernel that did not run on a GPU whose architecture arrived after the release's CUDA: none for it.

    math_ops' "Blas GEMM launch failed" and cuBLAS's EXECUTION_FAILED alike: the cuBLAS of a CUDA older than the GPU
    has no kernels for it even where TensorFlow's own kernels run (a binary of the same major: TensorFlow 1.8 with
    CUDA 9.0 on an RTX 2080 Ti; 1.15 with CUDA 10.0 on an RTX 3070 runs none). The paste must name the release and
    the GPU; the tables decide.
    """
    cc, rel = paste.cc(), paste.release()
    if cc is None or rel is None or paste.tables.capability(cc) is None or not _predates(paste, rel, cc):
        return None
    if not gpu_runs_build(paste.tables, rel, cc).runs and kernel_support(rel.compute_capabilities, cc) != "sass":
        return _arch(paste, what, cc)
    # TensorFlow's own kernels run here (a binary of the same major); the cuBLAS of its CUDA is what predates the GPU
    first = arch_first_cuda(paste.tables, cc)
    newer = next((r for r in _gpu_releases(paste) if r.key > rel.key and not _predates(paste, r, cc)), None)
    return ("gpu_too_new", "error", (f"{what}: TensorFlow {rel.line}'s own kernels run on compute capability {cc}, "
            f"but the cuBLAS of its CUDA {rel.cuda_build} predates the architecture"
            f"{f' (CUDA {first} is the first that knows it)' if first else ''}"),
            (f"use TensorFlow {newer.line} or newer, built with CUDA {newer.cuda_build}" if newer else
             f"use a TensorFlow built with CUDA {first} or newer" if first else "use a TensorFlow built with a newer "
             "CUDA") + " (its cuBLAS has kernels for this GPU)")


def _build_predates_gpu(paste: _Paste, what: str) -> _Resolved | None:
    """A CUDA library failing at run time on a GPU newer than the build's CUDA: that cuBLAS/cuDNN has no kernels for it.

    The paste must name the GPU and the TensorFlow release, or what dates the build; the tables decide: the
    architecture arrived after the build's CUDA, and none of the build's binaries runs on it (sm_80 ones do run on
    8.6: not this case).
    """
    cc, rel = paste.cc(), paste.release()
    if cc is None or paste.tables.capability(cc) is None:
        return None
    if rel is None:
        return _undated_build_predates_gpu(paste, what, cc)
    if (not _predates(paste, rel, cc) or gpu_runs_build(paste.tables, rel, cc).runs
            or kernel_support(rel.compute_capabilities, cc) == "sass"):  # Turing under CUDA 9: see _cublas_predates_gpu
        return None
    return _arch(paste, what, cc)


def _undated_build_predates_gpu(paste: _Paste, what: str, cc: str) -> _Resolved | None:
    """No release said: its paths may date the build ("tensorflow_core" is 1.15-2.1's) or the CUDA libraries it uses."""
    lines, oldest = paste.ctx.log_lines, _oldest_for(paste, cc)
    if oldest is None:
        return None
    if lines is not None and version_tuple(lines[1]) < oldest.key:
        return _arch(paste, f"{what} (its paths are TensorFlow {lines[0]}-{lines[1]}'s, older than TensorFlow "
                     f"{oldest.line}, the first built for compute capability {cc})", cc)
    named = paste.soname_releases
    if not named:
        return _cuda_predates_gpu(paste, what, cc)
    if named[-1].key >= oldest.key:
        return None
    names = ", ".join(sorted(paste.asked_sonames)[:3])
    return _arch(paste, f"{what} (the CUDA libraries it loads, {names}, are those of TensorFlow {named[0].line}-"
                 f"{named[-1].line}, built with CUDA {named[-1].cuda_build} or older, before TensorFlow "
                 f"{oldest.line}, the first built for compute capability {cc})", cc, named[-1])


def _cuda_predates_gpu(paste: _Paste, what: str, cc: str) -> _Resolved | None:
    """No release and no library names: the CUDA the paste says is installed (or its image's) is older than the GPU.

    A TensorFlow release with GPU support runs on the CUDA beside it (pip's CUDA wheels from 2.14 on): a CUDA whose
    compiler predates the GPU's architecture has no cuBLAS or cuDNN kernels for it.
    """
    ctx = paste.ctx
    cuda = ctx.cuda_installed
    if not cuda or {"pytorch", "jax"} & ctx.flags:
        return None
    # the GPUs the words name, where no log line gives the one in use ("on the K80 it works; on the RTX 2080 it fails")
    named = [cc] if ctx.compute_capability else [c for c in map(paste.tables.compute_capability_of, ctx.gpu_names) if c]
    # (binaries of X.0 run on X.y: a CUDA that knows X.0 serves the GPU, though X.y's first CUDA builds its own)
    newer = [(c, first) for c in named or [cc] if (first := arch_first_cuda(paste.tables, f"{arch(c)[0]}.0")
                                                   or arch_first_cuda(paste.tables, c))
             and version_tuple(cuda) < version_tuple(first)]
    if not newer:
        return None
    cc, first = max(newer, key=lambda found: arch(found[0]))
    cause, level, meaning, fix = _arch(paste, f"{what} (the CUDA the paste names, {cuda}, predates compute capability "
                                       f"{cc}: CUDA {first} is the first whose binaries run it)", cc)
    if len(set(named)) > 1:  # several GPUs named and no line says which one failed
        return (cause, "warning", f"uncertain which GPU failed: {meaning}", fix)
    return cause, level, meaning, fix


def _release_decides(paste: _Paste) -> str:
    """For a GPU the paste names without a TensorFlow release: the first release built for it, which would decide."""
    cc = paste.cc()
    oldest = _oldest_for(paste, cc) if cc and paste.release() is None else None
    if cc is None or oldest is None or oldest.key[:1] < (2,):  # a GPU some TensorFlow 1.x ran: the release says little
        return ""
    return (f"; the GPU named (compute capability {cc}) needs TensorFlow {oldest.line} or newer (built with CUDA "
            f"{oldest.cuda_build}), so with an older TensorFlow (any 1.x) its missing kernels are the cause")


def _below_library(paste: _Paste, library: str, status: str) -> _Resolved:
    """An ARCH_MISMATCH of cuDNN or cuBLAS: the library has no kernels for a GPU this old (their API references)."""
    cc = paste.cc()
    where = "cuDNN's support matrix" if library == "cuDNN" else "each CUDA's release notes"
    return ("gpu_too_old", "error", (f"{library} failed with {status}: it has no kernels for the GPU's architecture"
            f"{f' (compute capability {cc})' if cc else ''}, the GPU is older than this {library} supports"),
            (f"use an older TensorFlow whose {library} still supports the GPU ({where} lists the compute "
             f"capabilities of each release{'' if cc else f'; `{_CC_QUERY}` gives the GPU' + chr(39) + 's'}), or a "
             "newer GPU"))


def _r_cudnn_init(event: LogEvent, paste: _Paste) -> _Resolved:
    status = (event.get("status") or "").upper()
    if status == "CUDNN_STATUS_ARCH_MISMATCH":
        return _below_library(paste, "cuDNN", status)
    if status in ("CUDNN_STATUS_VERSION_MISMATCH", "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"):
        return ("cudnn_version_mismatch", "error", (f"cuDNN could not start: {status}, its parts (libcudnn_*) come "
                "from different cuDNN releases: another release's copy is found first"),
                ("keep one cuDNN release whole (every libcudnn* of the same version, e.g. the nvidia-cudnn wheel "
                 "TensorFlow's [and-cuda] extra pins) and remove the other copies from the loader path "
                 "(LD_LIBRARY_PATH, another framework's, an older conda cudnn)"))
    if status == "CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING":
        return ("cuda_libs_missing", "error", ("cuDNN could not start: CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING, a "
                "library cuDNN needs was not found; uncertain which (the driver's libcuda, or the cuBLAS or NVRTC of "
                "its CUDA)"), _libs_fix(paste))
    if (decided := _cudnn_init_elsewhere(paste)) is not None:
        return decided
    rel, have = paste.release(), paste.ctx.cudnn_installed
    if rel and have and rel.cudnn and (version_tuple(have)[:1] != version_tuple(rel.cudnn)[:1]
                                       or version_tuple(have) < version_tuple(rel.cudnn)):
        return ("cudnn_version_mismatch", "error", (f"cuDNN could not start: the paste names cuDNN {have}, but "
                f"TensorFlow {rel.line} was built with cuDNN {rel.cudnn} (a cuDNN {rel.cudnn_major}.x at least "
                f"that new is needed)"), (f"install cuDNN {rel.cudnn} (or a newer {rel.cudnn_major}.x) and put it "
                "first on the loader path (pip: the nvidia-cudnn wheel TensorFlow's [and-cuda] extra pins); if that "
                "cuDNN is already what loads, export TF_FORCE_GPU_ALLOW_GROWTH=true"))
    return _cudnn_init_by_versions(paste)


def cudnn_mismatch_in_words(paste: _Paste, what: str) -> _Resolved:
    """The user's words say the cuDNN version does not fit, and no version the paste gives decides it.

    The words retell TensorFlow's 'Loaded runtime CuDNN library ... but source was compiled with' (or ask how to
    raise the cuDNN): likely, not certain, so said as uncertain with what decides; the fix names the build's cuDNN
    when the paste gives the release.
    """
    rel = paste.release()
    built = f" (TensorFlow {rel.line} is built with cuDNN {rel.cudnn})" if rel and rel.cudnn else ""
    meaning = (f"uncertain: {what}, and the paste's words say the cuDNN version does not fit TensorFlow's "
               f"build{built}; "
               "the cuDNN that loads decides (TensorFlow logs 'Loaded runtime CuDNN library: X but source was compiled "
               "with: Y'; `envcheck doctor` reads it)")
    where = "put it first on the loader path (LD_LIBRARY_PATH; PATH on Windows)"
    if rel and rel.cudnn:
        return ("cudnn_version_mismatch", "error", meaning, (f"install cuDNN {rel.cudnn} (or a newer "
                f"{rel.cudnn_major}.x) and {where}{_build_libs_from(paste, rel)}"))
    return ("cudnn_version_mismatch", "error", meaning, ("install the cuDNN the installed TensorFlow was built with "
            "(tensorflow.org/install/source#gpu lists each release's; `pip show tensorflow` gives the release) and "
            f"{where}"))


def _memory_ruled_out(paste: _Paste, what: str) -> _Resolved | None:
    """The user says memory growth or a smaller batch did not help: the build's CUDA and cuDNN are the next suspects."""
    rel = paste.release()
    if "memory_fix_failed" not in paste.ctx.flags or paste.ctx.memory_full or rel is None or not rel.cudnn:
        return None
    return ("cudnn_version_mismatch", "error", (f"uncertain: {what}, and the paste says memory growth or a smaller "
            "batch did not help, which points away from memory: most often the CUDA or cuDNN loaded is not the one "
            f"TensorFlow {rel.line} was built with (CUDA {rel.cuda_build}, cuDNN {rel.cudnn}); the versions installed "
            "decide (`envcheck doctor` reads them)"), (f"install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} "
            f"(TensorFlow {rel.line}'s build) and make them the ones found first{_build_libs_from(paste, rel)}, or "
            "install the TensorFlow built for the CUDA and cuDNN present"))


def _growth_worked(paste: _Paste) -> _Resolved | None:
    """The words say it runs with memory growth on: the memory TensorFlow took up front left cuDNN none."""
    if "growth_worked_said" not in paste.ctx.flags:
        return None
    return ("cudnn_init_failed", "error", ("cuDNN (or cuBLAS) could not start, and the words say it runs with memory "
            "growth on: without it TensorFlow maps nearly all of the GPU's free memory up front, leaving cuDNN none "
            "for its workspace (less still where the desktop, Xorg, holds some)"), ("keep memory growth on: export "
            "TF_FORCE_GPU_ALLOW_GROWTH=true (or tf.config.experimental.set_memory_growth(gpu, True) right after "
            "import)"))


def _build_libs_from(paste: _Paste, rel: Release) -> str:
    """Where a release's CUDA and cuDNN come from as packages: its [and-cuda] extra (Linux), conda's cudatoolkit."""
    if "[and-cuda]" in rel.gpu_package and not paste.ctx.windows:
        return f" (`{_pip(paste)} install '{rel.gpu_package}=={rel.line}.*'` brings them as pip packages)"
    if version_tuple(rel.cuda_build)[:1] < (12,):  # conda's cudatoolkit package ends with CUDA 11.8
        return f" (conda: cudatoolkit={rel.cuda_build} cudnn={rel.cudnn})"
    return ""


def _cudnn_init_by_versions(paste: _Paste) -> _Resolved:
    """A cuDNN that could not start, no line saying why: the driver, the memory or the versions shown decide."""
    if (older := _cudnn_driver_older(paste)) is not None:
        return older
    if "cudnn_mismatch_said" in paste.ctx.flags:  # no version decides, the words say the cuDNN does not fit
        return cudnn_mismatch_in_words(paste, "cuDNN could not start")
    if (ruled := _memory_ruled_out(paste, "cuDNN could not start") or _growth_worked(paste)) is not None:
        return ruled
    fix = ("export TF_FORCE_GPU_ALLOW_GROWTH=true (or tf.config.experimental.set_memory_growth(gpu, True)) and free "
           "the GPU; if it persists, install the cuDNN TensorFlow was built with, and remove CUDA's kernel cache if "
           "a run as root wrote it (`sudo rm -rf ~/.nv`)")
    if "growth_set" in paste.ctx.flags and not paste.ctx.memory_full:  # growth on: TensorFlow took only what it used
        return ("cudnn_init_failed", "error", ("uncertain: cuDNN (or cuBLAS) could not start with memory growth on, so "
                "TensorFlow had not taken the GPU up front: most often the model at this batch size leaves the card "
                "too little memory for cuDNN's workspace (a small GPU), else a cuDNN other than the one TensorFlow was "
                "built with, or a driver older than its CUDA (`envcheck doctor` reads those)"), ("lower the batch "
                "size (or the input or model size) and close other programs on the GPU; if it persists at a small "
                "batch, install the cuDNN TensorFlow was built with"))
    alloc = any("ALLOC_FAILED" in (e.get("status") or e.get("cublas") or "").upper()
                for e in paste.events.get("cublas_handle_failed", ()))  # cuBLAS found no memory for its handle
    if paste.ctx.memory_full or alloc or _cudnn_versions_fit(paste):
        why = ("the GPU's memory was (nearly) all taken when it tried" if paste.ctx.memory_full else
               "cuBLAS's CUBLAS_STATUS_ALLOC_FAILED says the GPU had no memory left for their handles" if alloc else
               "the driver and cuDNN the paste names fit this TensorFlow, so the GPU memory it needs was taken")
        return ("cudnn_init_failed", "error", f"cuDNN (or cuBLAS) could not start: {why}", fix)
    return ("cudnn_init_failed", "error", ("uncertain: cuDNN (or cuBLAS) could not start, and the paste does not say "
            "why; most often TensorFlow had already taken the GPU memory it needs (RTX cards), else a cuDNN other than "
            "the one TensorFlow was built with, or a driver older than its CUDA: whether it runs with memory growth "
            "decides, and the cuDNN and driver versions (`envcheck doctor`) tell the others"), fix)


def _cudnn_driver(paste: _Paste) -> str | None:
    """The driver the paste gives: cuda_dnn.cc's "Possibly insufficient driver version", else nvidia-smi's."""
    said = next((d for e in paste.events.get("cudnn_handle_failed", []) if (d := e.get("driver"))), None)
    return said or paste.ctx.driver or paste.ctx.kernel_version


def _cudnn_cuda_floor(paste: _Paste) -> tuple[str, str] | None:
    """(CUDA, its lowest driver): the build's CUDA (else the CUDA the paste names) and the tables' floor for it."""
    _, cuda, _ = _release_cuda(paste)
    cuda = cuda if cuda and "x" not in cuda else paste.ctx.cuda_installed
    if not cuda:
        return None
    family, exact = paste.tables.driver_floor(cuda, windows="windows" in paste.ctx.flags)
    floor = family or exact  # the loosest: minor-version compatibility runs a CUDA 11+ on its family's driver
    return (cuda, floor) if floor else None


def _cudnn_driver_older(paste: _Paste) -> _Resolved | None:
    """A driver older than the CUDA in use decides a cuDNN that could not start (cuda_dnn.cc names the driver)."""
    driver, floor = _cudnn_driver(paste), _cudnn_cuda_floor(paste)
    if not driver or floor is None or version_tuple(driver) >= version_tuple(floor[1]):
        return None
    return ("driver_too_old", "error", (f"cuDNN could not start: the driver ({driver}) is older than CUDA {floor[0]} "
            f"needs ({floor[1]} at least), so cuDNN cannot initialise on it"), _driver_fix(paste, floor[0]))


def _cudnn_versions_fit(paste: _Paste) -> bool:
    """The paste names a driver new enough for the build's CUDA and the cuDNN the build was made with."""
    rel, have = paste.release(), paste.ctx.cudnn_installed
    driver, floor = _cudnn_driver(paste), _cudnn_cuda_floor(paste)
    if not (rel and rel.cudnn and have and driver and floor) or version_tuple(driver) < version_tuple(floor[1]):
        return False
    return version_tuple(have)[:1] == version_tuple(rel.cudnn)[:1] and version_tuple(have) >= version_tuple(rel.cudnn)


def _cudnn_init_elsewhere(paste: _Paste) -> _Resolved | None:
    """A failure of cuDNN to start when another line says why, the GPU is newer than the build, or not TensorFlow's.

    "No algorithm worked!" listing the autotuner's engines that each ran out of memory ("Profiling failure on CUDNN
    engine 1: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 95420720 bytes.") is no cuDNN that could not
    start: it ran, and no convolution's workspace fitted in the memory the run left.
    """
    if (worked := paste.ctx.cudnn_that_worked) is not None:  # the user's own fix: another cuDNN
        rel = paste.release()
        built = f" (TensorFlow {rel.line} was built with cuDNN {rel.cudnn})" if rel and rel.cudnn else ""
        return ("cudnn_version_mismatch", "error", (f"cuDNN could not be used, and the paste says installing cuDNN "
                f"{worked} made it work: the cuDNN found before did not fit this TensorFlow's build{built}"),
                (f"keep cuDNN {worked} installed and the one found first (remove the other copy from the loader "
                 "path: LD_LIBRARY_PATH, PATH, another framework's or an older conda cudnn)"))
    if paste.has("cudnn_version_mismatch"):  # cuda_dnn.cc's "Loaded runtime CuDNN library" line says why
        _, _, mismatch, fix = _r_cudnn(paste.events["cudnn_version_mismatch"][0], paste)
        return ("cudnn_version_mismatch", "error", f"cuDNN could not start because {mismatch}", fix)
    if any("out of memory" in (e.get("status") or "").lower() for e in paste.events.get("cuda_init_failed", ())):
        return ("gpu_memory_in_use", "error", ("cuDNN could not start, and CUDA could not even create TensorFlow's "
                "context on the GPU (out of memory): the GPU's memory was taken before TensorFlow used it, most "
                "often by another process or notebook"), _CAUSE_FIX["gpu_memory_in_use"])
    if (predating := _build_predates_gpu(paste, "cuDNN could not start on this GPU")) is not None:
        return predating
    if any("no algorithm worked" in e.line.lower() for e in paste.events.get("cudnn_handle_failed", ())) and (
            short := next((e for e in paste.events.get("oom_tensor", ())  # every engine's workspace: memory
                           if "while trying to allocate" in e.line.lower()), None)):
        return _r_oom(short, paste)
    framework = _other_framework(paste)
    return _other_cudnn(framework) if framework else None


def _other_framework(paste: _Paste) -> str | None:
    """PyTorch or JAX, when the paste is theirs and shows no TensorFlow: TensorFlow's settings do not apply."""
    flags = paste.ctx.flags
    if "tensorflow_named" in flags:
        return None
    return "PyTorch" if "pytorch" in flags else "JAX" if "jax" in flags else None


def _other_cudnn(framework: str) -> _Resolved:
    """Another framework's cuDNN that could not start: its memory, or its own CUDA and cuDNN, decide."""
    if framework == "JAX":
        versions = "`pip list | grep -i -e jax -e nvidia-cudnn` against the cuDNN jaxlib was built for"
        memory = "XLA_PYTHON_CLIENT_PREALLOCATE=false (JAX takes 75% of the GPU at start), a smaller batch"
        fix = ("reinstall JAX with the CUDA extra that brings its own cuDNN (`pip install -U 'jax[cuda12]'`) in a "
               "clean environment; if the versions fit, export XLA_PYTHON_CLIENT_PREALLOCATE=false and free the GPU")
    else:
        versions = ("`python -c 'import torch; print(torch.version.cuda, torch.backends.cudnn.version())'` against "
                    "the driver and GPU")
        memory = "a smaller batch, or another process on the GPU"
        fix = ("install the PyTorch build for this GPU and driver (the CUDA in its +cuXXX tag, from pytorch.org's "
               "selector) in a clean environment; if it fits, lower the batch size and free the GPU")
    return ("cudnn_init_failed", "error", (f"uncertain: {framework}'s cuDNN could not start, and the paste does not "
            f"say why: GPU memory short ({memory}), or a CUDA or cuDNN that does not fit the {framework} build "
            f"({versions} decides); TensorFlow's settings do not apply"), fix)


def _r_dnn_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow has no cuDNN for the op: none loaded, an older one than the build's, or one that could not start.

    The stream executor reports "DNN library is not found." whenever its cuDNN plugin did not come up; the lines
    printed before it say why (a failed dlopen of libcudnn, cuda_dnn.cc's "Loaded runtime CuDNN library", a
    CUDNN_STATUS_*), and they have their own explanations. Without them the cause is uncertain.
    """
    if (windows := _windows_native_gpu(paste)) is not None:
        return windows
    if any("cudnn" in lib.lower() for lib in paste.failed_libs):  # the dlopen of libcudnn failed: none was found
        return ("cuda_libs_missing", "error", ("cuDNN is not usable: TensorFlow could not load its libcudnn, so "
                "convolutions and RNN layers fail on the GPU"), _libs_fix(paste))
    if (decided := _cudnn_init_elsewhere(paste)) is not None:
        return decided
    rel, have = paste.release(), paste.ctx.cudnn_installed
    majors = {rel.cudnn_major} if rel and rel.cudnn else _wording_cudnn_majors(paste, event.line)
    if rel and rel.cudnn:
        need = f"cuDNN {rel.cudnn} (or a newer {rel.cudnn_major}.x), the one TensorFlow {rel.line} was built with,"
        said = ""
        if have:
            fits = (version_tuple(have)[:1] == version_tuple(rel.cudnn)[:1]
                    and version_tuple(have) >= version_tuple(rel.cudnn))
            said = (f"; the paste names cuDNN {have}, which {'fits' if fits else 'does not fit'} TensorFlow {rel.line}"
                    f" ({rel.cudnn}){': another, older copy is most likely the one loaded first' if fits else ''}")
    else:
        need = (f"the cuDNN the installed TensorFlow was built with (`pip show tensorflow` gives its version; "
                f"{_cudnn_of_wording(paste, event.line)})")
        said = ""
    return ("cudnn_version_mismatch", "error", ("uncertain: TensorFlow has no usable cuDNN ('DNN library is not "
            "found'); most often the cuDNN it loaded is older than the one its build needs, else no cuDNN was found "
            f"or cuDNN could not start for lack of GPU memory{said}: the lines printed before it decide ('Loaded "
            "runtime CuDNN library', 'Could not load dynamic library libcudnn', a CUDNN_STATUS_*)"),
            (f"install {need} and make it the one found first (pip: the nvidia-cudnn wheel TensorFlow's [and-cuda] "
             "extra pins; remove an older libcudnn from LD_LIBRARY_PATH), or install the TensorFlow that matches the "
             f"cuDNN present; `envcheck doctor` checks both{_apt_cudnn(paste, majors, system=True)}"))


def _apt_cudnn(paste: _Paste, majors: set[str], *, system: bool = False) -> str:
    """How to install the build's cuDNN where it is an apt package: on Colab; with ``system``, on Linux by default.

    ``system`` is for a cuDNN missing or unusable (no version loaded to compare; a loaded one older than the build's
    is replaced the way it came). Not where the paste shows Windows, macOS, conda, an RPM distribution or a cluster's
    modules. On Colab it is held at the version of Colab's own TensorFlow: a `pip install tensorflow==X` of another
    release keeps it (apt does not upgrade a held package); Colab's maintainers give `apt install
    --allow-change-held-packages libcudnn8=<version>` or going back to the preinstalled TensorFlow. Elsewhere a system
    cuDNN from NVIDIA's repository (Ubuntu, Debian, the nvidia/cuda images) is the same package, named after the
    build's cuDNN major: libcudnn8's versions end in the CUDA (8.9.7.29-1+cuda12.2), cuDNN 9's package is named per
    CUDA major and its versions do not (libcudnn9-cuda-12=9.3.0.75-1).
    """
    flags = paste.ctx.flags
    colab = "colab" in flags
    if not colab and (not system or paste.ctx.windows or {"macos", "conda", "cudnn_not_apt"} & flags):
        return ""
    major = next(iter(majors)) if len(majors) == 1 else "<major>"
    nine = major.isdigit() and int(major) >= 9  # noqa: PLR2004 - cuDNN's major
    package = f"libcudnn{major}" + ("-cuda-12" if nine else "")
    version = f"{package}=<its cuDNN>-1" + ("" if nine else "+cuda<its CUDA>")
    if not colab:
        return (f"; a system cuDNN (installed on Ubuntu or Debian from NVIDIA's repository, as in the nvidia/cuda "
                f"images) is the apt package {package}: `sudo apt-get install {version}` (with "
                "--allow-change-held-packages where it is held)") if major.isdigit() else ""
    return (f"; on Colab cuDNN is the apt package {package}, held at the version Colab's own TensorFlow was built "
            f"with: after a pip install of another TensorFlow, `!apt install --allow-change-held-packages "
            f"{version}` and restart the runtime, or go back to Colab's TensorFlow "
            "(Runtime > Disconnect and delete runtime)")


def _wording_cudnn_majors(paste: _Paste, line: str) -> set[str]:
    """The cuDNN majors of the releases that print this wording of 'no cuDNN' (from the tables)."""
    first, last = next((span for words, span in _DNN_WORDING_LINES.items() if words in line.lower()), ((2, 4), (99, 0)))
    return {r.cudnn.split(".")[0] for r in paste.tables.releases if first <= r.key[:2] <= last and r.cudnn}


# the releases whose stream executor says so (shared/reference/tf_log_messages.md 3.1): its wording dates the build
_DNN_WORDING_LINES = {"dnn library is not found": ((2, 4), (2, 15)), "no dnn in stream executor": ((2, 16), (99, 0))}


def _cudnn_of_wording(paste: _Paste, line: str) -> str:
    """The cuDNN of each release that prints this wording, from the tables ("2.4: 8.0, 2.5-2.11: 8.1, ...")."""
    first, last = next((span for words, span in _DNN_WORDING_LINES.items() if words in line.lower()), ((2, 4), (99, 0)))
    groups: list[list[str]] = []  # [first line, last line, cuDNN]
    for rel in paste.tables.releases:
        if first <= rel.key[:2] <= last and rel.cudnn:
            if groups and groups[-1][2] == rel.cudnn:
                groups[-1][1] = rel.line
            else:
                groups.append([rel.line, rel.line, rel.cudnn])
    spans = ", ".join(f"{a}{'' if a == b else f'-{b}'}: cuDNN {c}" for a, b, c in groups)
    return f"the releases that print this line were built with {spans}"


def _r_libdevice(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """XLA found no nvvm/libdevice: CUDA's compiler package (nvcc's) carries it, and XLA's CUDA folder must hold it."""
    return ("libdevice_missing", "error", ("XLA cannot find CUDA's libdevice; every XLA-compiled function (and "
            "optimizers that use XLA, 2.11+) fails: this is fatal, not a warning"),
            _cuda_compiler_fix(paste, "nvvm/libdevice"))


def _cuda_compiler_fix(paste: _Paste, part: str) -> str:
    """Install CUDA's compiler package, which carries part (nvvm/libdevice, bin/ptxas), and point XLA at its folder.

    NVIDIA's packages put nvvm/libdevice and ptxas in the nvcc one: apt's cuda-nvcc-X-Y (in the cuda-compiler-X-Y
    group), conda's cuda-nvcc, pip's nvidia-cuda-nvcc-cuXX; a CUDA runtime (or a base image) without it has neither.
    """
    rel, built, _ = _release_cuda(paste)
    cuda = paste.ctx.cuda_installed or built  # the CUDA folder XLA searched (/usr/local/cuda-11.8) is the one to fill
    parts = version_tuple(cuda)[:2] if cuda and "x" not in cuda else ()
    if "conda" in paste.ctx.flags:
        package = f"cuda-nvcc into the conda environment (`conda install -c nvidia cuda-nvcc`: it carries {part})"
    elif len(parts) == 2:  # noqa: PLR2004 - major and minor
        dashed = "-".join(map(str, parts))
        wheel = _NVCC_WHEELS.get(parts[0])
        package = (f"CUDA {cuda}'s compiler package, which carries {part} (apt: cuda-nvcc-{dashed}, or the whole "
                   f"cuda-compiler-{dashed}" + (f"; conda: cuda-nvcc; pip: {wheel})" if wheel else ")"))
    else:
        package = (f"the CUDA compiler package, which carries {part} (apt: cuda-nvcc-<major>-<minor>; conda: "
                   "cuda-nvcc; pip: nvidia-cuda-nvcc-cu<major>)")
    # TensorFlow[and-cuda] finds its CUDA in pip's nvidia packages: the wheel of the build's CUDA, whatever is on disk
    wheel = _NVCC_WHEELS.get(version_tuple(built)[0]) if built and "x" not in built else None
    pip = f"`{_pip(paste)} install {wheel}`, or install " if rel and "[and-cuda]" in rel.gpu_package and wheel else ""
    return (f"{pip or 'install '}{package}; then, if XLA still does not find it, export "
            f"XLA_FLAGS=--xla_gpu_cuda_data_dir=<the CUDA folder holding {part}> (e.g. /usr/local/cuda, or "
            "$CONDA_PREFIX after installing cuda-nvcc)")


def _r_kernel_jit(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """One of TensorFlow's generated GPU kernels failing to compile at run time: libdevice not found, most often.

    Where the paste shows libdevice's line, that reading answers; beside ptxas' (not found, or failing), the failure
    is read as ptxas' (at error level: the op failed, whatever ptxas' own line says of a fallback).
    """
    if (paste.has("libdevice_missing") or _other_framework(paste) is not None or "rocm" in paste.ctx.flags
            or paste.ctx.amd_gpu):
        return None  # (libdevice's own reading; PyTorch's or JAX's words; ROCm's build has no CUDA to point at)
    op = f" ({event.get('op')})" if event.get("op") else ""
    failed = f"TensorFlow compiles some of its GPU kernels at run time{op}, and that compilation failed"
    if paste.has("ptxas_missing", "ptxas_fatal", "ptxas_failed"):
        return ("ptxas_missing", "error", (f"{failed}; the paste shows CUDA's PTX assembler (ptxas) not found or "
                "failing, which that compilation uses"), _cuda_compiler_fix(paste, "bin/ptxas"))
    return ("libdevice_missing", "error", (f"{failed}; the paste does not show why, and the most common reason is "
            "CUDA's libdevice (nvvm/libdevice) not found where TensorFlow looks (the log lines before it name what "
            "was missing)"), _cuda_compiler_fix(paste, "nvvm/libdevice"))


# PyPI's CUDA compiler wheels, which carry nvvm/libdevice: none before CUDA 11; CUDA 13's has no -cuXX suffix
_NVCC_WHEELS = {11: "nvidia-cuda-nvcc-cu11", 12: "nvidia-cuda-nvcc-cu12", 13: "nvidia-cuda-nvcc"}


# how each library packs its version into one number (its header's *_VERSION macro): the multiplier of the major
_VERSION_PACKING = {"cudnn": 1000, "cublas": 10000, "cufft": 1000, "cusparse": 1000, "cusolver": 1000, "nccl": 1000}


def _jax_version(lib: str, number: str) -> str:
    """JAX prints the libraries' own version numbers (their headers' *_VERSION): back to major.minor.patch.

    CUDA 11080 is 11.8; cuDNN 8600 is 8.6.0 and cuDNN 9's 90100 is 9.1.0; cuBLAS 120103 is 12.1.3; cuFFT, cuSPARSE
    and cuSOLVER 11400 is 11.4.0; NCCL from 2.9 packs like cuBLAS (21803). CUPTI's is an API number, said as is.
    """
    n, name = int(number), lib.lower()
    if name == "cuda":
        return f"{n // 1000}.{n % 1000 // 10}"
    if name not in _VERSION_PACKING:
        return number
    major = _VERSION_PACKING[name]
    if name in ("cudnn", "nccl") and n >= 10000:  # noqa: PLR2004 - cuDNN 9 and NCCL 2.9+ pack the major by 10000
        major = 10000
    return f"{n // major}.{n % major // 100}.{n % 100}"


def _r_jax_library(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """JAX's CUDA backend refuses a library older than jaxlib's build: the one found first is another copy."""
    lib = event.get("lib") or "cuDNN"
    found, built = _jax_version(lib, event.get("found") or "0"), _jax_version(lib, event.get("built") or "0")
    fix = (f"make a {lib} {built} or newer the one loaded: `pip install -U 'jax[cuda12]'` brings it as NVIDIA's "
           "wheels (nvidia-*-cu12); remove the older copy from LD_LIBRARY_PATH (a conda cudnn/cudatoolkit, "
           "/usr/local/cuda, another framework's pin) or upgrade it")
    return ("cudnn_version_mismatch" if lib.lower() == "cudnn" else "cuda_libs_missing", "error",
            f"JAX found {lib} {found} but jaxlib was built with {lib} {built}: the copy loaded first is older", fix)


def _r_jax_versions(event: LogEvent, paste: _Paste) -> None:
    """The versions JAX prints after an outdated component: read by that component's reading, not on their own."""


def _r_jax_outdated(event: LogEvent, paste: _Paste) -> _Resolved:
    """JAX's check found a CUDA library older than it supports; its next lines give the minimum and the installed."""
    lib = event.get("lib") or "cuDNN"
    after = [e.line_no for e in paste.events.get(event.kind, []) if e.line_no > event.line_no]
    printed = [e for e in paste.events.get("jax_library_versions", [])  # its own lines: up to the next component's
               if event.line_no < e.line_no < min(after, default=e.line_no + 1)]
    minimum = next((_jax_version(lib, v) for e in printed if (v := e.get("minimum"))), None)
    installed = next((_jax_version(lib, v) for e in printed if (v := e.get("installed"))), None)
    have = f" {installed}" if installed else ""
    need = f"{lib} {minimum} or newer" if minimum else f"the {lib} this jaxlib needs (the 'Minimum supported' line)"
    conda = (f"; from conda-forge, `conda install 'cudnn>={minimum}'` or a jaxlib build pinned to the cuDNN "
             "installed" if "conda" in paste.ctx.flags and minimum and lib == "cuDNN" else "")
    return ("cudnn_version_mismatch" if lib.lower() == "cudnn" else "cuda_libs_missing", "error",
            f"JAX found {lib}{have}, older than the oldest it supports: it needs {need}",
            (f"install {need}: `pip install -U 'jax[cuda12]'` brings it as NVIDIA's wheels (nvidia-*-cu12){conda}; "
             "remove an older copy from LD_LIBRARY_PATH"))


def _torch_cudnn(said: str) -> str:
    """PyTorch prints cuDNN as a tuple, "(8, 9, 2)", or (before 2.0) packed like cuDNN's header, 7102 or 90100."""
    if said.startswith("("):
        return ".".join(part.strip() for part in said.strip("()").split(","))
    return _jax_version("cudnn", said)


def _r_torch_cudnn(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """PyTorch's cuDNN check refused the cuDNN found first: another copy is found before the one PyTorch ships.

    PyTorch's wheels bring their cuDNN as NVIDIA's wheel (nvidia-cudnn-cu11/cu12, from cuDNN 8); another on
    LD_LIBRARY_PATH, a conda cudnn, or the nvidia-cudnn another framework pinned in the same environment wins.
    """
    built, found = _torch_cudnn(event.get("built") or "0"), _torch_cudnn(event.get("found") or "0")
    wheel = (f", or put cuDNN {built} back: `pip install 'nvidia-cudnn-cu12=={built}.*'` (-cu11 for a CUDA 11 "
             "build of PyTorch); where TensorFlow's [and-cuda] extra in the same environment pinned another "
             "nvidia-cudnn, keep the two frameworks in separate environments"
             if version_tuple(built)[:1] >= (8,) else "")
    return ("cudnn_version_mismatch", "error",
            (f"PyTorch was built with cuDNN {built} (its pip wheels ship it) but the cuDNN it loaded first is {found}: "
             "another copy is found before its own"),
            (f"let PyTorch load the cuDNN it ships: remove the folder holding cuDNN {found} from LD_LIBRARY_PATH "
             f"(`echo $LD_LIBRARY_PATH`: /usr/local/cuda/lib64, a conda environment's lib){wheel}"))


def _newer_ptxas(cuda: str | None) -> str:
    """How to put a ptxas of this CUDA (or newer) first: its pip wheel, or an older CUDA's bin off PATH.

    The wheels start with CUDA 11 (a CUDA older than that: the first wheel is newer still).
    """
    major = (version_tuple(cuda) or (0,))[0] if cuda else None
    wheel = (_NVCC_WHEELS.get(max(major, min(_NVCC_WHEELS)), _NVCC_WHEELS[max(_NVCC_WHEELS)]) if major
             else "nvidia-cuda-nvcc-cuXX")
    return (f"put that ptxas first: `pip install -U {wheel}` (its bin/ptxas), or drop an older CUDA's bin "
            "(/usr/local/cuda/bin) from PATH; export XLA_FLAGS=--xla_gpu_cuda_data_dir=<a CUDA that new>")


def _r_ptxas(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per wording of ptxas
    if (event.get("on_path") or event.get("on_path2")) and (framework := _other_framework(paste)):
        return ("ptxas_missing", "warning", (f"uncertain: the words say {framework} does not find ptxas through PATH; "
                f"{framework} searches PATH too (and its own CUDA wheels), so which ptxas it found and its version "
                "decide (`which ptxas`, `ptxas --version`)"), ("point XLA at the CUDA holding bin/ptxas: export "
                "XLA_FLAGS=--xla_gpu_cuda_data_dir=<that CUDA folder>; for JAX, its CUDA wheels bring their own "
                "ptxas (`pip install -U 'jax[cuda12]'`)"))
    if event.get("on_path") or event.get("on_path2"):  # in words: XLA does not search PATH for it (TF 2.0-2.3)
        return ("ptxas_missing", "warning", ("the words say XLA does not find ptxas through PATH: TensorFlow's XLA "
                "looks for it under the CUDA folder fixed when it was built (/usr/local/cuda) and the one "
                "--xla_gpu_cuda_data_dir names; later releases search PATH too"),
                ("point XLA at the CUDA holding bin/ptxas: export XLA_FLAGS=--xla_gpu_cuda_data_dir=<that CUDA "
                 "folder> (or link that CUDA at /usr/local/cuda), with its bin on PATH; or a newer TensorFlow"))
    if event.kind == "ptxas_missing" and (event.get("path") or event.get("provider") or event.get("suitable")
                                          or event.get("said")):
        where = (f"at {event.get('path')}" if event.get("path") else "(nor nvlink or nvJitLink)" if event.get(
            "provider") else "(the paste says so)" if event.get("said") else
            "it can use (none, or only ones older than it needs) among the places it looked")
        return ("ptxas_missing", "error", f"XLA found no ptxas {where} and the op it compiled failed",
                ("install CUDA's ptxas (pip: nvidia-cuda-nvcc-cuXX; conda: cuda-nvcc) and point XLA at that CUDA: "
                 "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<the folder holding bin/ptxas>"))
    if event.get("need"):  # nvptx_compiler.cc's floor: the op fails, there is no fallback
        return ("ptxas_too_old", "error", (f"the ptxas XLA found is older than the {event.get('need')} it requires, "
                "so the XLA-compiled op failed (an older CUDA's bin first on PATH is the usual reason)"),
                f"a ptxas of CUDA {event.get('need')} or newer: {_newer_ptxas(event.get('need'))}")
    # "ptxas exited with non-zero error code N, output: ..." quotes ptxas's own words after it (JAX's XlaRuntimeError)
    says = _PTXAS_SAYS.search(event.line) if event.get("code") else None
    isa, known = (says.group("isa"), says.group("known")) if says else (event.get("isa"), event.get("known"))
    if event.get("isa") or isa:  # ptxas's own words: XLA's PTX is newer than it reads
        return _ptxas_isa(paste, event.get("isa") or isa or "", event.get("known") or known or "", fatal=False)
    if event.get("version"):  # XLA's own check of the ptxas it found: one it knows to miscompile (or too old)
        return _ptxas_version_refused(event)
    if event.get("miscompile"):  # ptx_compiler_helpers.cc: a known ptxas bug on Hopper and newer
        return ("ptxas_too_old", "warning", (f"{event.get('tool')} {event.get('miscompile')} (CUDA <= "
                f"{event.get('bad')}) miscompiles some clamping code on this GPU (compute capability 9.0+): results "
                "may be wrong"), f"a ptxas of CUDA 12.6.3 or newer: {_newer_ptxas('12.6.3')}")
    cannot_run = event.get("run") or (event.get("code") == "256" and _NO_OUTPUT.search(event.line))
    if cannot_run or event.kind == "ptxas_missing":
        image = ("the nvidia/cuda -runtime image has no ptxas: build from the -devel image of that CUDA "
                 "(nvidia/cuda:<version>-cudnn<N>-devel-<os>), or " if "cuda_runtime_image" in paste.ctx.flags else "")
        return _ptxas_cannot_run(event) if cannot_run else (
            "ptxas_missing", "warning", pattern("ptxas_missing").meaning, image + pattern("ptxas_missing").fix)
    quoted = says.group("arch") if says else None
    sm = f"sm_{event.get('arch') or quoted}" if event.get("arch") or quoted else None
    cc = event.get("cc") or _ptxas_gpu_cc(paste)  # the line's, another ptxas line's, or the GPU the paste names
    arch = f" ({sm})" if sm else f" (compute capability {cc})" if cc else ""
    first = arch_first_cuda(paste.tables, sm or f"sm_{(cc or '').replace('.', '')}")
    knows = sm or f"compute capability {cc}"
    if event.get("code") and not sm and cc and first and version_tuple(first) <= _XLA_FIRST_CUDA:
        return _ptxas_exit_on_an_old_gpu(event, paste, cc, first)
    fix = (f"a ptxas of CUDA {first} or newer, the first that knows {knows}: {_newer_ptxas(first)}" if first
           else "put a ptxas from a CUDA that knows this GPU first on PATH (pip: nvidia-cuda-nvcc-cuXX, its bin/ptxas)")
    failed = _fallback_load_failed(paste)  # the driver's compiler, the fallback, then failed on XLA's PTX too
    then = ("XLA fell back to the driver's compiler, and the driver could not load the PTX it compiled (the ops fail)"
            if failed else "TensorFlow falls back to the driver's compiler (slower)")
    return ("ptxas_too_old", "error" if failed else "warning",
            f"the ptxas found predates this GPU's architecture{arch}; {then}", fix)



def _ptxas_version_refused(event: LogEvent) -> _Resolved:
    """XLA's "You are using ptxas X, which is older than Y" (or "but TF requires ptxas 9.x"): that ptxas's age."""
    floor = _PTXAS_FLOOR.search(event.line)
    need = floor.group("need") if floor else None
    found = (event.get("version") or "").rstrip(",")
    return ("ptxas_too_old", "warning", (f"XLA checked the ptxas it found, {found}: older than "
            f"{need or 'the release it requires'}, which it knows to miscompile XLA's code (wrong results) or cannot "
            "use"), f"a ptxas of CUDA {need or 'that release'} or newer: {_newer_ptxas(need)}")


# the release XLA's check asks for ("which is older than 11.1", "but TF requires ptxas 9.x")
_PTXAS_FLOOR = re.compile(r"(?:older than|requires ptxas) (?P<need>\d{1,2}(?:\.(?:\d{1,3}|x)){0,2})")


def _ptxas_gpu_cc(paste: _Paste) -> str | None:
    """The compute capability the ptxas must know: another ptxas line's ("ptxas does not support CC 8.6"), the one
    the log gives, else the newest architecture among the GPUs and families the paste names (a ptxas that knows it
    knows the older ones)."""  # noqa: D205, D209
    said = next((e.get("cc") for events in paste.events.values() for e in events
                 if e.get("cc") and "ptxas" in e.line.lower()), None)
    if said or paste.ctx.compute_capability:
        return said or paste.ctx.compute_capability
    named = {paste.tables.compute_capability_of(name) for name in paste.ctx.gpu_names} | {paste.ctx.gpu_family_cc}
    return max((cc for cc in named if cc), key=arch, default=None)


# "ptxas exited with non-zero error code 256, output: " and nothing after it: the subprocess could not start ptxas
# (256 is exit status 1 as waitpid reports it; a ptxas that ran says why it failed in that output); a title quoting
# it drops the colon
_NO_OUTPUT = re.compile(r"error code 256, output:?\s*(?:$|Relying on driver)")
# the CUDA of the first TensorFlow builds whose XLA ran ptxas (1.5 and later, CUDA 9.0): no ptxas it finds is older
# than an architecture that CUDA already knew
_XLA_FIRST_CUDA = (9, 0)


def _ptxas_exit_on_an_old_gpu(event: LogEvent, paste: _Paste, cc: str, first: str) -> _Resolved:
    """Ptxas exited with an error, its output not shown, on a GPU known since before XLA: not older than the GPU.

    Another ptxas line that says why (an ISA, its version, an architecture) decides. A build whose CUDA is newer than
    the last that knows the GPU (CUDA 13 dropped Maxwell, Pascal and Volta) cannot compile for it. Else most often the
    ptxas is older than the CUDA the build emits PTX for, or newer than that last CUDA; said as uncertain, its output
    and version deciding.
    """
    said = next((e for e in paste.events.get("ptxas_failed", ()) if e is not event and (
        e.get("isa") or e.get("version") or e.get("need") or e.get("arch") or e.get("cc"))), None)
    if said is not None:
        return _r_ptxas(said, paste)
    _, build, _ = _release_cuda(paste)
    last = arch_last_cuda(paste.tables, cc)
    dropped = f", or newer than CUDA {last}, the last that knows it" if last else ""
    need = build if build and "x" not in build and version_tuple(build) > version_tuple(first) else None
    if need and last and version_tuple(need) > version_tuple(last):
        return ("gpu_too_old", "warning", (f"uncertain: ptxas exited with code {event.get('code')} on a GPU of compute "
                f"capability {cc}, and this TensorFlow was built with CUDA {need}, newer than CUDA {last}, the last "
                "that compiles for this GPU: most likely the build cannot compile for it; the output ptxas printed "
                "decides"), (f"a TensorFlow built with CUDA {last} or older (`envcheck matrix --gpu {cc}` lists the "
                             "releases that run on it), or a newer GPU"))
    newer = f"the CUDA this TensorFlow was built with ({need})" if need else "this TensorFlow's CUDA"
    return ("ptxas_too_old", "warning", (f"uncertain: ptxas exited with code {event.get('code')} on a GPU of compute "
            f"capability {cc}, which CUDA {first} already knew, so not a ptxas older than the GPU: most often one "
            f"older than {newer}, whose PTX it cannot read{dropped}, else one that could not run; the output it "
            "printed and `ptxas --version` decide"), (f"a ptxas of CUDA {need}: {_newer_ptxas(need)}" if need else
                                   f"a ptxas of the CUDA this TensorFlow was built with: {_newer_ptxas(None)}"))


def _ptxas_cannot_run(event: LogEvent) -> _Resolved:
    """TensorFlow could not run ptxas at all (none on PATH): it compiles PTX through the driver instead."""
    run, rc = event.get("run"), event.get("rc")
    said = f"`{run} --version` returned {rc}" if run else "ptxas exited with status 256 and no output"
    bare = (" (the bare name `ptxas` means TensorFlow found none in CUDA's folders and relied on PATH)"
            if run and run.lower() in ("ptxas", "ptxas.exe") else "")
    return ("ptxas_missing", "warning", (f"TensorFlow could not run ptxas: {said}{bare}, so it falls back to the "
            "driver's PTX compiler (slower; TensorFlow 2.2 retries ptxas at every cuDNN autotuning step, so training "
            "can take minutes to start)"),
            ("install a CUDA toolkit's ptxas (pip: nvidia-cuda-nvcc-cuXX; conda: cuda-nvcc) and put its bin folder "
             "on PATH; `ptxas --version` then answers"))


_PTXAS_SAYS = re.compile(r"Unsupported \.version (?P<isa>\d{1,2}\.\d{1,2}); current version is '(?P<known>[\d.]{1,5})'"
                         r"|ptxas (?P<bad>[\d.]{1,12}) has a bug|Value 'sm_(?P<arch>\d{2,3}a?)' is not defined"
                         r"|(?P<missing>Failed to launch ptxas|ptxas(?:\.exe)? not found)", re.IGNORECASE)


def _r_ptxas_fatal(event: LogEvent, paste: _Paste) -> _Resolved:
    """nvptx_compiler.cc aborts on a ptxas error; the ptxas output it quotes says which one."""
    says = _PTXAS_SAYS.search(event.get("status") or "")
    if says and says.group("missing"):
        return ("ptxas_missing", "error", "XLA could not run ptxas and TensorFlow aborted",
                ("install CUDA's ptxas (pip: nvidia-cuda-nvcc-cuXX; conda: cuda-nvcc), put its bin on PATH, and "
                 "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<the folder holding bin/ptxas>"))
    if says and says.group("isa"):
        return _ptxas_isa(paste, says.group("isa"), says.group("known"), fatal=True)
    if says and says.group("bad"):
        return ("ptxas_too_old", "error", (f"XLA refuses ptxas {says.group('bad')} (a release it knows to miscompile) "
                "and TensorFlow aborted"), f"a ptxas of another CUDA release: {_newer_ptxas(None)}")
    if says and says.group("arch"):
        sm = f"sm_{says.group('arch')}"
        first = arch_first_cuda(paste.tables, sm)
        return ("ptxas_too_old", "error", (f"the ptxas found predates this GPU's architecture ({sm}) and TensorFlow "
                "aborted"), (f"a ptxas of CUDA {first} or newer, the first that knows {sm}: {_newer_ptxas(first)}"
                             if first else f"a ptxas of a CUDA that knows {sm}: {_newer_ptxas(None)}"))
    return ("ptxas_too_old", "error", ("ptxas failed on XLA's code and TensorFlow aborted; uncertain why: the ptxas "
            "output it quotes decides (a ptxas older than TensorFlow's CUDA, one that cannot run here, or no space "
            "left for its temporary files)"), (f"run `ptxas --version` (and `df -h /tmp`): {_newer_ptxas(None)}"))


def _r_nvcc_arch(event: LogEvent, paste: _Paste) -> _Resolved:
    """Nvcc refuses an architecture (`Value 'sm_86' is not defined`): its CUDA predates the GPU it compiles for."""
    sm = f"sm_{event.get('arch') or event.get('compute')}"
    first = arch_first_cuda(paste.tables, sm)
    cc = "{}.{}".format(*arch(sm)) if sm[-1].isdigit() else None  # sm_90a's features are its own: no release
    oldest = _oldest_for(paste, cc) if cc else None
    build = f"; TensorFlow {oldest.line} is the first release with kernels that run on it" if oldest else ""
    return ("gpu_too_new", "error", (f"the nvcc compiling CUDA code here (a custom op, a plugin, a source build) is "
            f"from a CUDA older than this GPU's architecture ({sm})"), (f"install CUDA {first} or newer, the first "
            f"that knows {sm}, and put its nvcc first on PATH (CUDA_HOME){build}" if first else
            f"install a CUDA toolkit that knows {sm} and put its nvcc first on PATH (CUDA_HOME){build}"))


def _ptxas_isa(paste: _Paste, isa: str, known: str, *, fatal: bool) -> _Resolved:
    need, have = ptx_isa_cuda(paste.tables, isa), ptx_isa_cuda(paste.tables, known)
    fix = f"a ptxas of CUDA {need} or newer (it reads PTX ISA {isa})" if need else "a newer ptxas"
    return ("ptxas_too_old", "error", (f"XLA's PTX is ISA {isa}{f' (CUDA {need})' if need else ''}, but the ptxas "
            f"found reads up to {known}{f' (CUDA {have})' if have else ''}: it is older than this TensorFlow's CUDA"
            + (" and TensorFlow aborted" if fatal else "")), f"{fix}: {_newer_ptxas(need)}")


def _r_gpu_library(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA library that failed while the model ran: memory, most often, or a library without this GPU's kernels.

    After a kernel's fault printed before it (CUDA_ERROR_LAUNCH_FAILED), the fault is what failed.
    """
    lib = (event.get("lib") or "").lower()
    status = event.get("status") or ""
    which = ("cuFFT could not create its plan" if "cufft" in lib else "cuRAND could not start" if "random" in lib
             else f"a cuBLAS routine failed ({status})" if "cublas" in lib else "cuDNN could not use the stream"
             if "cudnn" in lib else "the GPU stream failed")
    if "arch_mismatch" in status.lower():
        return _below_library(paste, "cuBLAS" if "cublas" in lib else "cuDNN", status)
    if "execution_failed" in status.lower() and (predating := _cublas_predates_gpu(paste, which)) is not None:
        return predating  # a kernel that did not run on a GPU newer than the build's CUDA
    if (predating := _build_predates_gpu(paste, which)) is not None:
        return predating
    if (fits := _smaller_fits(paste, which)) is not None:
        return fits
    if "cublas" in lib and "execution_failed" in status.lower() and (kernels := _cublas_kernels(paste, which)):
        return kernels
    return _after_kernel_fault(event, paste, which) or (
            "gpu_memory_in_use", "error", (f"{which}; uncertain why: most often the GPU's memory is short (TensorFlow "
            "pre-allocated it, another process, a large batch), else a CUDA library without kernels for this GPU (a "
            "CUDA older than the GPU) or an earlier fault: the errors printed before it decide"
            f"{_release_decides(paste)}"),
            ("export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU (`nvidia-smi`) and lower the batch size; if it "
             "persists, check that TensorFlow's CUDA knows this GPU (`envcheck doctor`)"))


# the CUDA errors of a kernel that faulted while running (cuda.h): what breaks a stream for every library after it
_KERNEL_FAULTS = frozenset({"CUDA_ERROR_LAUNCH_FAILED", "CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_ILLEGAL_INSTRUCTION",
                            "CUDA_ERROR_MISALIGNED_ADDRESS", "CUDA_ERROR_HARDWARE_STACK_ERROR"})


def _after_kernel_fault(event: LogEvent, paste: _Paste, which: str) -> _Resolved | None:
    """A library's failure after a kernel faulted (a CUDA error printed before it): the fault broke its stream."""
    fault = next((e.get("name") for e in paste.events.get("cuda_error", ())
                  if e.get("name") in _KERNEL_FAULTS and e.line_no < event.line_no), None)
    if fault is None:
        return None
    windows = ("; on Windows a kernel stopped by the display driver's watchdog (TDR) after two seconds is another"
               if paste.ctx.windows else "")
    return ("cuda_error", "error", (f"{which} after {fault} earlier in the paste: a kernel failed while running (a bug "
            f"in a kernel, or failing or overheating hardware{windows}), and the library's failure follows from it"),
            pattern("unexpected_event_status").fix)


def _cublas_kernels(paste: _Paste, which: str) -> _Resolved | None:
    """A cuBLAS EXECUTION_FAILED with no release named: most often a build older than the GPU, said as uncertain.

    EXECUTION_FAILED is a kernel that did not launch, not an allocation (ALLOC_FAILED, NOT_INITIALIZED are those);
    on a GPU newer than the build's CUDA cuBLAS has no kernel for it (TensorFlow 1.x on an RTX 30xx or A100). In
    the labelled corpus every such paste, 13 of 13, was that (5 of them with no release named, where memory was said
    first). Not with a release named (the tables decide, above), nor for a GPU every build runs (a GTX 1080), or
    every build the paste's CUDA library names or log paths date, nor in another framework's paste (PyTorch, JAX),
    nor when the paste shows the GPU's memory taken (another process or notebook on it, an nvidia-smi row nine tenths
    full): memory is then the first suspect.
    """
    if "other_gpu_user" in paste.ctx.flags or paste.ctx.memory_full:
        return None
    cc, lines = paste.cc(), paste.ctx.log_lines
    oldest = _oldest_for(paste, cc) if cc else None
    dated = paste.soname_releases or ([r for r in _gpu_releases(paste) if version_tuple(lines[0]) <= r.key[:2]
                                         <= version_tuple(lines[1])] if lines else [])
    other = {"pytorch", "jax"} & paste.ctx.flags and "tensorflow_named" not in paste.ctx.flags  # their own CUDA
    if paste.release() is not None or other or (cc and (oldest is None or not any(
            r.compute_capabilities and arch(cc) > max(map(arch, r.compute_capabilities))
            and not gpu_runs_build(paste.tables, r, cc).runs for r in dated or _gpu_releases(paste)))):
        return None
    memory = ("; else the GPU's memory is short (TensorFlow pre-allocated it, another process, a large batch) or an "
              "earlier fault: the errors printed before it decide")
    grow = ("; if the TensorFlow is that new, export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU (`nvidia-smi`) and "
            "lower the batch size")
    if oldest is not None:
        before = ", any 1.x included" if oldest.key[0] > 1 else ""
        return ("gpu_too_new", "error", (f"uncertain: {which}, a kernel that could not run, on a GPU of compute "
                f"capability {cc}: most often the build predates it (TensorFlow {oldest.line} is the first release "
                f"built for it, none before{before}), which the TensorFlow release decides{memory}"), (
                f"use TensorFlow {oldest.line} or newer (built with CUDA {oldest.cuda_build}), the first built for "
                f"compute capability {cc}{grow}"))
    ampere = _oldest_for(paste, "8.0")
    example = (f" (an Ampere GPU, RTX 30xx or A100, compute capability 8.x, needs TensorFlow {ampere.line} or newer, "
               f"built with CUDA {ampere.cuda_build})") if ampere else ""
    return ("gpu_too_new", "error", (f"uncertain: {which}, a kernel that could not run: most often a build whose CUDA "
            "predates the GPU (its cuBLAS has no kernels for it); the paste names no GPU the tables place nor a "
            f"TensorFlow release, which decide{memory}"), (
            f"`{_CC_QUERY}` gives the GPU's compute capability: use a TensorFlow built with a CUDA that knows it"
            f"{example}{grow}"))


def _r_ptx_driver(event: LogEvent, paste: _Paste) -> _Resolved:
    """nvptx_compiler.cc: ptxas is newer than the driver's CUDA, so XLA cannot link in parallel (it still runs)."""
    ptxas = ".".join((event.get("ptxas") or "").split(".")[:2]) or None
    driver = event.get("driver_cuda") or "its version wrapped across lines"
    return ("driver_too_old", "warning", (f"the driver's CUDA ({driver}) is older than XLA's ptxas "
            f"({event.get('ptxas')}), so XLA compiles without parallelism (slower, not wrong)"),
            _driver_fix(paste, ptxas) + "; or use a ptxas no newer than the driver's CUDA")


def _r_symbol(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA stub's LoadSymbol: the library found first lacks a function of the build's CUDA (an older release)."""
    if not names_tensorflow(paste.ctx):  # cuBLASLt's own words under PyTorch's CUDA 11 builds on Windows, too
        return ("cuda_libs_missing", "warning", (f"uncertain which program: {event.get('lib')} lacks "
                f"{event.get('symbol')}, and the paste does not name TensorFlow: PyTorch's CUDA 11 builds on Windows "
                "print the same for cuBLAS and run on (harmless where the run goes on); under TensorFlow, the copy "
                "found first is older than the CUDA its build uses"), (f"if the run goes on, nothing; under "
                f"TensorFlow: {_libs_fix(paste)}"))
    rel, cuda, _ = _release_cuda(paste)
    which = (f"TensorFlow {rel.line} was built with CUDA {cuda}" if rel and cuda else "the build's CUDA is newer")
    return ("cuda_libs_missing", "warning", (f"{event.get('lib')} lacks {event.get('symbol')}: the one found first is "
            f"older than the one this TensorFlow was built for ({which}); calls that need it fail"),
            f"{_libs_fix(paste)}; remove the older copy from the loader path (an older cudatoolkit, another CUDA)")


def _r_cudnn_run(event: LogEvent, paste: _Paste) -> _Resolved:
    """A convolution that failed while running or autotuning: the GPU against the build, the lines before, memory."""
    what = ("XLA's autotuner could not run any cuDNN convolution algorithm" if event.kind == "conv_autotune_failed"
            else f"cuDNN's recurrent layer (LSTM/GRU) failed to run ({event.get('rnn')})" if event.get("rnn")
            else "a cuDNN kernel failed while running")
    if (predating := _build_predates_gpu(paste, what)) is not None:
        return predating
    if "dropout descriptor" in event.line.lower():  # cuda_dnn.cc: an RNN's dropout states, allocated on the GPU
        return ("model_too_large", "error", ("uncertain: cuDNN could not set up an RNN layer's dropout (its random "
                "states are put in GPU memory when the layer first runs); most often the GPU's memory is short: the "
                "batch or the model is too big, or another process holds the memory (`nvidia-smi` decides)"),
                ("lower the batch size (or the sequence length or layer size); check with `nvidia-smi` that no other "
                 "process holds the GPU, and export TF_FORCE_GPU_ALLOW_GROWTH=true"))
    if (ruled := _memory_ruled_out(paste, what)) is not None:
        return ruled
    return ("cudnn_init_failed", "warning" if event.kind == "conv_autotune_failed" else "error",
            (f"{what}; uncertain why: most often the GPU's memory is short (TensorFlow pre-allocated it, another "
             "process, a large batch), else a cuDNN that does not fit the GPU or driver (the errors printed before it "
             "decide)"), ("export TF_FORCE_GPU_ALLOW_GROWTH=true and lower the batch size; if it persists, install the "
             "cuDNN TensorFlow was built with (`envcheck doctor` checks it)"))


def _r_visible_invalid(event: LogEvent, paste: _Paste) -> _Resolved:
    visible = paste.ctx.cuda_visible_devices
    why = f" (CUDA_VISIBLE_DEVICES={visible!r} renumbers them)" if visible is not None else ""
    return ("no_gpu_visible", "error", (f"TensorFlow was asked for GPU id {event.get('id')} but the process sees "
            f"{event.get('count')} GPU(s){why}: ids count from 0 among the visible GPUs"),
            (f"use an id below {event.get('count')} in visible_device_list / set_visible_devices (with "
             "CUDA_VISIBLE_DEVICES=1 the one GPU is id 0), or unset CUDA_VISIBLE_DEVICES"))


# what each of TensorFlow's "... devices cannot be modified after being initialized" was asked to change, and the
# call that does it before the runtime starts
_DEVICE_CONFIG = {
    "visible": ("set_visible_devices (which GPUs TensorFlow uses)", "tf.config.set_visible_devices"),
    "physical": ("set_memory_growth", "tf.config.experimental.set_memory_growth"),
    "virtual": ("a logical device configuration (a memory limit, or several logical GPUs on one)",
                ("tf.config.set_logical_device_configuration (tf.config.experimental.set_virtual_device_configuration "
                 "before 2.4)")),
    "collective": ("the collective ops (a MultiWorkerMirroredStrategy, or tf.config.experimental.enable_collective_ops)"
                   , "tf.distribute.MultiWorkerMirroredStrategy() (or enable_collective_ops)"),
}


def _r_config_after_init(event: LogEvent, paste: _Paste) -> _Resolved:
    """A device configuration (visible devices, memory growth, logical devices, collective ops) after GPU setup.

    The message with no exception name on any of its lines is a handler's print(e) (TensorFlow's GPU guide catches
    it): the program went on without the setting, which is information, not the run's failure.
    """
    which = "collective" if event.get("collective") else (event.get("what") or "visible").lower()
    what, call = _DEVICE_CONFIG[which]
    caught = not any("error" in e.line.lower() for e in paste.events.get(event.kind, ()))
    started = ("TensorFlow's runtime (its eager context, on a machine without a GPU too) had started" if
               which == "collective" else "TensorFlow had initialised the GPUs")
    meaning = (f"{what} ran after {started} in this process: it is set up once, at the first op, model or "
               "tf.config.list_logical_devices (or a library imported before, or a notebook cell run before, that "
               "does one), and its configuration is fixed from then on"
               + ("; the program caught the error and went on without the setting (a problem only where the run "
                  "needs it: memory growth, a memory limit, other GPUs)" if caught else ""))
    fix = (f"call {call} right after `import tensorflow`, before any op, model, tf.config.list_logical_devices or "
           "import of a library that runs TensorFlow (import those after it)")
    if which == "physical":
        fix += "; or export TF_FORCE_GPU_ALLOW_GROWTH=true before Python starts (memory growth with no code)"
    elif which == "visible":
        fix += "; or choose them before Python starts: `CUDA_VISIBLE_DEVICES=1 python train.py`"
    if "jupyter" in paste.ctx.flags:
        fix += ("; in a notebook, restart the kernel and run the configuring cell first, once (running it again "
                "raises this)")
    return ("gpu_config_after_init", "info" if caught else "error", meaning, fix)


def _r_gpu_few_cores(event: LogEvent, paste: _Paste) -> _Resolved:
    """A GPU with fewer multiprocessors than TensorFlow's minimum: ignored by its policy, usable once lowered.

    Information where TensorFlow uses another GPU (it created one, or this one is not the first and the first is not
    said ignored too: a small display GPU beside the one that trains); the reason no GPU is used otherwise.
    """
    cores, device = event.get("cores"), event.get("device") or ""
    name = re.search(r"name: ([^,]{1,60})", device)
    gpu = name.group(1) if name else "this GPU"
    first_ignored = any(re.search(r"device: 0\b", e.get("device") or "")
                        for kind in ("gpu_few_cores", "gpu_ignored") for e in paste.events.get(kind, ()))
    other = paste.has("gpu_created") or (not re.search(r"device: 0\b", device) and not first_ignored)
    return ("gpu_too_old", "info" if other else "error", (f"TensorFlow ignores {gpu}: it has {cores} multiprocessors, "
            f"fewer than the {event.get('minimum')} TensorFlow requires by default (a policy for small GPUs, not a "
            "missing kernel)" + ("; it uses another GPU of this machine" if other else "")),
            (f"export TF_MIN_GPU_MULTIPROCESSOR_COUNT={cores} before TensorFlow starts (or set it in os.environ "
             "before `import tensorflow`); a GPU this small may still be slower than the CPU for some models"))


def _r_gpu_remapped(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A later Session's GPU configuration maps a TensorFlow GPU id to another CUDA device than the first Session's.

    Beside the GPU's memory run out, that failure comes first and decides (processes sharing GPUs): a warning.
    """
    level = "warning" if paste.has("out_of_memory") else "error"
    return ("gpu_config_after_init", level, ("a Session was created with a GPU configuration (visible_device_list) "
            "that maps TensorFlow's GPU to another CUDA device than the process's first Session did; TensorFlow "
            "fixes that mapping at the first Session (Keras, or a library, may create one before the code's own)"),
            ("set the configuration, visible_device_list included (one GPU a process: str(hvd.local_rank()) with "
             "Horovod), in the first Session: create it before any model, Keras call or other Session "
             "(K.set_session right after the imports); or choose each process's GPU with CUDA_VISIBLE_DEVICES before "
             "Python starts"))


def _r_device_index(event: LogEvent, paste: _Paste) -> _Resolved:
    """A GPU index past the GPUs the process sees, as PyTorch's DataParallel and faiss report it."""
    visible = paste.ctx.cuda_visible_devices
    asked = f"GPU {event.get('id')}" if event.get("id") else "a GPU index"
    why = f" (CUDA_VISIBLE_DEVICES={visible!r} renumbers them)" if visible is not None else ""
    return ("no_gpu_visible", "error", (f"the program asked for {asked}, which the process does not have{why}: "
            "GPU indices count from 0 among the visible GPUs, so a list such as [0, 1, 2, 3] needs four of them"),
            pattern(event.kind).fix)


_GPU_ID = re.compile(r"(?<![\w])(?:device:)?GPU:(\d{1,3})", re.IGNORECASE)
_XLA_GPU_ID = re.compile(r"XLA_GPU:\d{1,3}", re.IGNORECASE)


def _build_without_cuda(index: int, paste: _Paste) -> _Resolved:
    """The placer says CUDA is not enabled: the TensorFlow running is a build without CUDA (macOS's have none)."""
    if {"macos", "apple_silicon", "apple_machine", "intel_mac"} & paste.ctx.flags:
        fix = ("TensorFlow for macOS has no CUDA build: drop the device pin (or tf.config.set_soft_device_placement("
               "True)) to run on the CPU (on Apple silicon, tensorflow-metal gives a GPU), or run the code on Linux "
               "or Windows with an NVIDIA GPU")
    elif paste.ctx.windows:
        fix = ("on native Windows TensorFlow 2.10 was the last build with CUDA: `pip install 'tensorflow<2.11'` (with "
               "CUDA 11.2 and cuDNN 8.1), or WSL2 for a newer one; or drop the device pin "
               "(tf.config.set_soft_device_placement(True)) to run on the CPU")
    else:
        fix = ("install a TensorFlow build with CUDA (pip's `tensorflow` on Linux, `tensorflow[and-cuda]` from 2.14; "
               "`tensorflow-gpu` before 2.1; not `tensorflow-cpu` or a conda CPU variant), or drop the device pin "
               "(tf.config.set_soft_device_placement(True)) to run on the CPU")
    return ("cpu_only_build", "error", (f"an op was placed on GPU:{index}, and TensorFlow says CUDA is not enabled: "
            "the TensorFlow running is a build without CUDA, which never creates a GPU device"), fix)


def _r_explicit_device(event: LogEvent, paste: _Paste) -> _Resolved:
    """The placer's list of the devices the process has decides: fewer GPUs than the id, or none but XLA's."""
    asked = _GPU_ID.search(event.get("device") or event.get("device2") or "")
    available = event.get("available") or event.get("available2") or ""
    gpus = len(set(_GPU_ID.findall(available)))
    if asked is None:
        return ("harmless", "info", pattern(event.kind).meaning, "")
    index = int(asked.group(1))
    if gpus:
        visible = paste.ctx.cuda_visible_devices
        why = f" (CUDA_VISIBLE_DEVICES={visible!r} renumbers them)" if visible is not None else ""
        return ("no_gpu_visible", "error", (f"an op was placed on GPU:{index} but the process has {gpus} GPU(s), "
                f"GPU:0 to GPU:{gpus - 1}{why}: ids count from 0 among the GPUs visible to the process"),
                (f"place it on GPU:0..GPU:{gpus - 1} (or tf.config.set_soft_device_placement(True)); to use another "
                 "physical GPU, export CUDA_VISIBLE_DEVICES before Python starts (`nvidia-smi -L` lists them; "
                 "CUDA_DEVICE_ORDER=PCI_BUS_ID numbers them as nvidia-smi does)"))
    if _XLA_GPU_ID.search(available):
        which, fix = _xla_libs(paste)
        return ("cuda_libs_missing", "error", (f"an op was placed on GPU:{index} but TensorFlow created no GPU device: "
                "it lists the GPU only as XLA_GPU, so it saw it but could not load the CUDA/cuDNN libraries of its "
                f"build{which}"), fix)
    rel = paste.release()
    if rel is not None and not rel.tensorflow_package_has_gpu and "mentions_tf_gpu" not in paste.ctx.flags:
        # TensorFlow 1.x named, and nothing says its GPU package is the one installed
        return ("tf1_cpu_package", "error", (f"an op was placed on GPU:{index} but TensorFlow created no GPU device, "
                f"and TensorFlow {rel.patch or rel.line} is named with nothing of tensorflow-gpu: that release's "
                "`tensorflow` package (pip or conda) is CPU-only and never creates one"),
                (f"install {rel.gpu_package}=={paste.ctx.version()} (pip uninstall tensorflow first; `pip list` "
                 "shows which is installed)"))
    if "cuda is not enabled" in event.line.lower():  # the placer's own word: a build without CUDA
        return _build_without_cuda(index, paste)
    return ("gpu_not_detected", "error", (f"an op was placed on GPU:{index} but TensorFlow created no GPU device; "
            "uncertain why: the machine may have no NVIDIA GPU (then the code's device pin is what fails), or "
            "TensorFlow found none it could use: the messages before it (a library that did not load, no driver, a "
            "CPU-only build) and `nvidia-smi` decide"),
            ("run `envcheck doctor` on that machine, or paste the log from `import tensorflow` on "
             "(`tf.config.list_physical_devices('GPU')`); to run such code on the CPU, drop the device pin or call "
             "tf.config.set_soft_device_placement(True)"))


def _r_op_kernel(event: LogEvent, paste: _Paste) -> _Resolved:
    """op_kernel.cc's lists decide: whether the process has a GPU device, and whether the build has the op's kernels.

    cuDNN's ops (CudnnRNN, CudnnRNNCanonicalToParams, ...) have GPU kernels only: a build listing none for them on
    any device is one without CUDA.
    """
    flags, op = paste.ctx.flags, event.get("op") or "the op"
    if (op.startswith("Cudnn") and "registered_devices_no_gpu" not in flags and "no_registered_kernels" in flags
            and "gpu_kernels_registered" not in flags and {"metal_named", "metal_in_use"} & flags
            and ("metal_in_use" in flags or "metal_denied" not in flags) and not {"pytorch", "jax"} & flags):
        # the GPU device is Apple's Metal plugin's, which has no kernels for cuDNN's ops (none registered at all)
        return ("metal_plugin_mismatch", "error", (f"no kernel for {op}: the GPU device here is tensorflow-metal's "
                "(Apple's Metal plugin), which has no kernels for cuDNN's ops, and the model's recurrent layers "
                "(Keras' LSTM and GRU take their cuDNN form where a GPU device is present) ask for them"), (
                "uninstall tensorflow-metal to run the model on the CPU, or keep the recurrent layers on the CPU "
                "(`with tf.device('/CPU:0'):` around building and running them)"))
    if "registered_devices_no_gpu" not in flags:  # a GPU device registered, or the list not pasted: the op decides,
        # unless the paste shows a CPU-only package for a cuDNN op, and no GPU (_plain_cpu_package)
        return _cpu_build_for_cudnn_op(paste, op) if op.startswith("Cudnn") and _plain_cpu_package(paste) else (
            "harmless", "info", (f"no kernel for {op} (with these attributes) on the devices this process has: the "
                                 "op's own support on this platform decides, not the GPU setup"), "")
    if "registered_devices_xla_gpu" in flags:
        return _seen_only_as_xla_gpu(op, paste)
    if op.startswith("Cudnn") and "no_registered_kernels" in flags and "gpu_kernels_registered" not in flags:
        return _cpu_build_for_cudnn_op(paste, op)
    if "gpu_kernels_registered" in flags:
        return _gpu_kernels_without_device(op, paste)
    return ("harmless", "info", (f"no kernel for {op} on the CPU, the only device this process has: the op's own "
            "support decides (the paste does not list the build's kernels for it)"), "")


def _r_devices_without_gpu(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """Op_kernel.cc's device list without the line naming the op (a paste cut above it).

    The GPU listed only as XLA_GPU, or the build's GPU kernels listed, decide; not where the op's own line or a GPU
    TensorFlow ignored (too old, a ROCm target missing) is in the paste: those lines have readings of their own.
    """
    if {"op_kernel_missing", "gpu_ignored", "rocm_no_code_object"} & paste.events.keys():
        return None
    op = "an op whose line the paste cut"
    if "registered_devices_xla_gpu" in paste.ctx.flags:
        return _seen_only_as_xla_gpu(op, paste)
    return _gpu_kernels_without_device(op, paste) if "gpu_kernels_registered" in paste.ctx.flags else None


def _seen_only_as_xla_gpu(op: str, paste: _Paste) -> _Resolved:
    """The GPU listed only as XLA_GPU (TensorFlow 1.14-2.3): seen, but the CUDA/cuDNN libraries did not load."""
    return ("cuda_libs_missing", "error", (f"{op} needs a GPU but TensorFlow created no GPU device: it lists the GPU "
            "only as XLA_GPU, so it saw it but could not load the CUDA/cuDNN libraries of its build"), _libs_fix(paste))


def _gpu_kernels_without_device(op: str, paste: _Paste) -> _Resolved:
    """The build has GPU kernels for the op, but the process has no GPU device: a GPU the paste names decides.

    With an NVIDIA GPU named (an application's own device list, nvidia-smi), the machine has one that TensorFlow
    could not use, most often because the CUDA or cuDNN libraries of its build did not load.
    """
    names = paste.ctx.gpu_names  # (only GPUs the tables place: NVIDIA's)
    if names and (newer := _build_predates_gpu(paste, f"TensorFlow created no GPU device for {op}")) is not None:
        return newer
    if names:
        cc = paste.cc()
        oldest = _oldest_for(paste, cc) if cc else None
        new = (f", or a build older than the GPU (TensorFlow {oldest.line} is the first built for its compute "
               f"capability {cc})" if oldest and oldest.key > paste.tables.releases[0].key else "")
        return ("cuda_libs_missing", "error", (f"uncertain: {op} has GPU kernels in this build, but TensorFlow created "
                f"no GPU device though the paste names an NVIDIA GPU ({names[0]}): TensorFlow found it unusable, most "
                f"often because the CUDA or cuDNN libraries of its build did not load (else a driver too old for its "
                f"CUDA{new}); the log from `import tensorflow` names what failed"), _libs_fix(paste))
    return ("gpu_not_detected", "error", (f"{op} has GPU kernels in this build, but TensorFlow created no GPU "
            "device; uncertain why: the machine may have no NVIDIA GPU (then a layer that runs on the CPU is the "
            "fix), or TensorFlow found none it could use: the messages before it (a library that did not load, no "
            "driver) and `nvidia-smi` decide"), ("run `envcheck doctor` on that machine, or paste the log from "
            "`import tensorflow` on; without an NVIDIA GPU, use the op's CPU form (LSTM/GRU instead of "
            "CuDNNLSTM/CuDNNGRU; Magenta's --hparams=use_cudnn=false)"))


def _r_jax_cpu_fallback(event: LogEvent, paste: _Paste) -> _Resolved:
    """JAX fell back to the CPU where NVIDIA device files are: a CPU-only jaxlib, unless its CUDA plugin failed.

    A verdict only where the paste speaks of the GPU (its words, a GPU named): JAX warns on every CPU run of a Linux
    machine with NVIDIA devices (jax._src.xla_bridge checks for them on Linux only, so the paste is from Linux, WSL2
    or a container). JAX's CUDA support is the jax[cuda13] or jax[cuda12] extra (its plugin and NVIDIA's libraries).
    """
    ctx, install = paste.ctx, _jax_install(paste)
    if "jax_plugin_failed" in ctx.flags:
        return ("gpu_not_detected", "warning", ("uncertain: JAX fell back to the CPU, and the paste shows its CUDA "
                "plugin installed but failing to start: the plugin's own error (a CUDA or cuDNN library, the driver) "
                "is the cause"), (f"read the plugin's error above; {install} reinstalls the plugin and the NVIDIA "
                                  "libraries it needs"))
    asked = ("gpu_use_doubted" in ctx.flags or bool(ctx.gpu_names)
             or any("cuda-enabled jaxlib" not in w.lower() for w in ctx.gpu_words))
    if not asked:  # no word of the GPU: a CPU run may be the one meant, and a failure shown is another
        return ("cpu_only_build", "info", (f"{pattern(event.kind).meaning}; the paste's words do not say the GPU "
                "should be used"), f"only if this run should use the GPU: {install}")
    return ("cpu_only_build", "error", (f"{pattern(event.kind).meaning}: the jaxlib installed is the CPU-only one "
            "(JAX's CUDA support is a separate extra, jax[cuda13] or jax[cuda12])"),
            f"{install}; then `python -c 'import jax; print(jax.devices())'` lists CudaDevice")


def _jax_install(paste: _Paste) -> str:
    """JAX's CUDA extra for the paste: jax[cuda13] needs driver 580+ and JAX 0.7+ (Python 3.11+), else jax[cuda12].

    With neither the driver nor the Python shown, both are named.
    """
    ctx = paste.ctx
    py, driver = version_tuple(ctx.python)[:2], version_tuple(ctx.driver)[:1]
    if (py and py < (3, 11)) or (driver and driver < (580,)):
        return '`pip install -U "jax[cuda12]"`'
    if py or driver:
        return '`pip install -U "jax[cuda13]"`'
    return '`pip install -U "jax[cuda13]"` (NVIDIA driver 580+, Python 3.11+; else `pip install -U "jax[cuda12]"`)'


def _plain_cpu_package(paste: _Paste) -> bool:
    """The paste lists (or pins) the CPU-only `tensorflow` package of 1.x or 2.0, and no GPU nor another release.

    No tensorflow-gpu, conda GPU build, GPU device or kernels, device list, or other release named beside it.
    """
    ctx = paste.ctx
    plain = ctx.installed.get("tensorflow") or ctx.pinned.get("tensorflow")
    gpu_shown = {"mentions_tf_gpu", "conda_gpu_tensorflow", "gpu_kernels_registered", "gpu_list_nonempty",
                 "device_list_gpu"} & ctx.flags or paste.has("gpu_created")
    if not plain or gpu_shown or "tensorflow-gpu" in ctx.installed or any(
            f.startswith("registered_devices") for f in ctx.flags):
        return False
    line = ".".join(plain.split(".")[:2])
    if any(".".join(v.split(".")[:2]) != line for v in ctx.tensorflows_named):  # another release runs, or may
        return False
    match = paste.tables.release(plain)
    return match is not None and not match.release.tensorflow_package_has_gpu


def _cpu_build_for_cudnn_op(paste: _Paste, op: str) -> _Resolved:
    """A cuDNN op with no kernel on any device: the TensorFlow running is a build without CUDA."""
    rel = paste.release()
    version = paste.ctx.version() or (rel.patch or rel.line if rel else "")
    tf1 = rel is not None and not rel.tensorflow_package_has_gpu
    gpu_build = (f"`pip uninstall tensorflow`, then `pip install {rel.gpu_package}=={version}` with the CUDA it needs"
                 if tf1 and rel else "install TensorFlow's GPU build (tensorflow-gpu for 1.x; `pip install "
                 "'tensorflow[and-cuda]'` on Linux from 2.14) with the CUDA it needs")
    return ("tf1_cpu_package" if tf1 else "cpu_only_build", "warning", (
        f"the TensorFlow running has no kernel for {op} on any device, and cuDNN's ops have GPU kernels only: it is a "
        f"build without CUDA{f' (TensorFlow {version} from the `tensorflow` package is CPU-only)' if tf1 else ''}; "
        "uncertain whether the machine has an NVIDIA GPU: with one, its GPU build runs the op, without one only the "
        "layer's CPU form does"), (f"on a machine with an NVIDIA GPU: {gpu_build}; without one, use the layer's CPU "
        "form (LSTM/GRU instead of CuDNNLSTM/CuDNNGRU; Magenta's --hparams=use_cudnn=false)"))


def _r_multi_gpu_model(event: LogEvent, paste: _Paste) -> _Resolved:
    """Fewer GPUs listed than asked for is the process's view; as many or more is Keras misreading the names.

    A list with XLA_GPU devices and no GPU one (TensorFlow 1.12-2.3 register XLA_GPU either way) is a GPU
    TensorFlow saw but could not create a device for: its CUDA/cuDNN libraries did not load.
    """
    has = event.get("has") or ""
    gpus = len(set(_GPU_ID.findall(has)))
    if not gpus and _XLA_GPU_ID.search(has):
        which, fix = _xla_libs(paste)
        return ("cuda_libs_missing", "error", (f"multi_gpu_model was asked for gpus={event.get('asked')} and the "
                "process lists the GPUs only as XLA_GPU: TensorFlow saw them but created no GPU device, so it could "
                f"not load the CUDA/cuDNN libraries of its build{which}"), fix)
    if gpus >= int(event.get("asked") or 0):
        return ("keras_version_skew", "error", (f"the {gpus} GPUs asked for are there, but Keras does not match the "
                "device names this TensorFlow lists: a Keras release made for another TensorFlow (Keras 2.0.8 did not "
                "read TensorFlow 1.4's /device:GPU:N names)"), ("install the Keras release made for this TensorFlow "
                "(`pip install -U keras`, or tf.keras), or replace multi_gpu_model (removed after TensorFlow 2.3) by "
                "tf.distribute.MirroredStrategy"))
    if gpus > 1:
        return ("no_gpu_visible", "error", (f"multi_gpu_model was asked for gpus={event.get('asked')} but the process "
                f"sees {gpus} GPUs"), f"pass gpus={gpus} (or make more GPUs visible with CUDA_VISIBLE_DEVICES)")
    return ("no_gpu_visible", "error", (f"multi_gpu_model was asked for gpus={event.get('asked')} but the process "
            f"sees {gpus or 'no'} GPU{'' if gpus == 1 else 's'}"), ("train the model itself on the one GPU "
            "(multi_gpu_model needs 2 or more), or make the other GPUs visible: `nvidia-smi -L` lists the "
            "machine's, and CUDA_VISIBLE_DEVICES must not hide them"))


def _r_nccl(event: LogEvent, paste: _Paste) -> _Resolved:
    """NCCL's transports between the GPUs of one machine: shared memory, and peer-to-peer (which the IOMMU blocks)."""
    if event.kind == "nccl_shm_failed":
        return ("shm_too_small", "error", pattern(event.kind).meaning, pattern(event.kind).fix)
    if event.kind == "nccl_system_error":
        return ("shm_too_small", "error", ("uncertain: NCCL's 'system error' is a system call that failed; most often "
                "creating its shared-memory segment in /dev/shm (64 MB in a container unless set), else a socket or "
                "an InfiniBand queue"), (f"{pattern('nccl_shm_failed').fix}; NCCL_DEBUG=WARN prints the call that "
                "failed (a socket: NCCL_SOCKET_IFNAME; InfiniBand: NCCL_IB_DISABLE=1)"))
    p2p_fix = _CAUSE_FIX["gpu_peer_access_failed"]
    if event.kind == "nccl_peer_access":
        return ("gpu_peer_access_failed", "error", pattern(event.kind).meaning, p2p_fix)
    several = "hang_words" in paste.ctx.flags or paste.has("nccl_all_reduce") or "nccl" in " ".join(
        paste.ctx.gpu_words).lower()
    if event.kind == "iommu_fault":
        return ("gpu_peer_access_failed", "warning", (f"the IOMMU (VT-d) refused device {event.get('pci')}'s memory "
                "access; " + ("with several GPUs that blocks their peer-to-peer traffic, and NCCL's all-reduce "
                "(MirroredStrategy) hangs" if several else "uncertain whether it is a GPU's peer-to-peer traffic: "
                "`lspci -s` on that address names the device")), p2p_fix)
    if "hang_words" in paste.ctx.flags:  # MirroredStrategy's NCCL all-reduce, then a hang
        return ("gpu_peer_access_failed", "warning", ("uncertain: training stops at MirroredStrategy's first NCCL "
                "all-reduce; most often the GPUs cannot reach each other peer-to-peer (the IOMMU, or the PCIe "
                "topology), less often /dev/shm in a container (NCCL_DEBUG=INFO shows which transport stalls)"),
                p2p_fix)
    return ("harmless", "info", pattern(event.kind).meaning, "")


def _r_bus_error(event: LogEvent, paste: _Paste) -> _Resolved:
    """A SIGBUS in a paste that names NCCL or shared memory: a segment in /dev/shm touched past the space left."""
    if "shm_named" in paste.ctx.flags:
        return ("shm_too_small", "error", ("the process died of SIGBUS where the paste names shared memory: a "
                "segment in /dev/shm (a data loader's, NCCL's, a checkpoint written through it) touched past the space "
                "left, most often in a container (64 MB unless set)"), pattern("nccl_shm_failed").fix)
    if "nccl_any" not in paste.ctx.flags and "Signal 7 (SIGBUS) received" in event.line:  # PyTorch's elastic agent
        return ("shm_too_small", "warning", ("uncertain: a worker of PyTorch's elastic launcher died of SIGBUS; most "
                "often its data loader's or NCCL's shared memory in /dev/shm ran out (64 MB in a container unless "
                "set), else a mapped file shrank; `df -h /dev/shm` during the run decides"),
                pattern("nccl_shm_failed").fix)
    if "nccl_any" not in paste.ctx.flags:
        return ("harmless", "info", pattern(event.kind).meaning, pattern(event.kind).fix)
    return ("shm_too_small", "error", ("uncertain: the process died of SIGBUS beside NCCL, which maps its "
            "shared-memory segments in /dev/shm: touching pages past the space /dev/shm has left raises a bus error, "
            "most often in a container (64 MB unless set); `df -h /dev/shm` during the run decides"),
            pattern("nccl_shm_failed").fix)


def _r_device_count(event: LogEvent, paste: _Paste) -> _Resolved:
    """The GPU count after a cuInit that worked: NOT_INITIALIZED there is a process forked after CUDA started."""
    error = event.get("error") or ""
    if "not_initialized" in error.lower() or "initialization error" in error.lower():
        return forked_count(paste)
    return _from_cuda_error(describe(error), paste, "CUDA could not count the GPUs")
