"""Resolvers for the driver, CUDA errors and containers (Docker, Kubernetes, WSL's bridge)."""

from __future__ import annotations

import re

from envcheck.compat import container_tool, driver_runs_cuda, last_release
from envcheck.cuerrors import XIDS, from_text, lookup
from envcheck.explain._architecture import _arch, _older_than_every_build, _predates
from envcheck.explain._paste import (
    _K8S_RUNTIME,
    SEVERAL_PROCESSES_FIX,
    SHARING_PROCESSES,
    _after_ptxas_fallback,
    _driver_fix,
    _in_wsl,
    _job_without_gpu,
    _no_gpus_flag,
    _no_nvidia_named,
    _on_a_mac,
    _Paste,
    _release_cuda,
    _Resolved,
    _started_without_gpus,
    _where_driver_lives,
    _wsl_gap,
    processes_ran_out,
    processes_share,
    ranks_unpinned,
)
from envcheck.tables import version_tuple
from envcheck.tflog import LogEvent, pattern

# the errors of a user-mode CUDA newer than the kernel driver (a CUDA compat package, an image's CUDA): a driver
# older than what the CUDA needs gives them as well as two driver versions left by an upgrade
_DRIVER_FLOOR_ERRORS = frozenset({"CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"})


def _below_driver_floor(paste: _Paste) -> _Resolved | None:
    """The words name the driver the CUDA (or image) needs and an installed one below it: the driver is too old."""
    floor, have = paste.ctx.driver_floor_said, paste.ctx.driver
    if not floor or not have or version_tuple(have)[:1] >= version_tuple(floor)[:1]:
        return None
    return ("driver_too_old", "error", (f"the words say driver {floor} or newer is needed, and driver {have} is "
            "installed: the CUDA in use (an image's, or a compat package's) is newer than that driver runs, which CUDA "
            "reports as a driver mismatch"), (f"install NVIDIA driver {floor} or newer (on the host, for a container), "
            f"or use an image or CUDA that driver {have} runs"))


def _from_cuda_error(entry: tuple[str, str, str] | None, paste: _Paste, what: str) -> _Resolved:  # noqa: PLR0911
    if entry is None or entry[0] in ("CUDA_ERROR_ASSERT", "CUDA_ERROR_OUT_OF_MEMORY"):
        return _said_by_the_error_alone(entry, what, paste)
    name, cause, meaning = entry
    if name in _DRIVER_FLOOR_ERRORS and (below := _below_driver_floor(paste)) is not None:
        return below
    if cause in ("uvm_unavailable", "driver_missing", "no_gpu_visible") and (
            none := _no_cuda_gpu_here(paste, what)) is not None:
        return none
    if name in _SUSPEND_ERRORS and (unknown := _suspend_or_windows_driver(paste, name, meaning)
                                    or _uvm_undecided(paste, name, cause)) is not None:
        return unknown
    cc = paste.cc()
    if name in _ARCH_ERRORS and cc and _predates(paste, paste.release() or paste.tables.newest, cc):
        return _arch(paste, f"{name}: {meaning}", cc)
    if cause == "driver_missing":
        return _where_driver_lives(paste, f"{name}: {meaning}")
    if cause == "no_gpu_visible":
        return _none_visible(paste, name, meaning)
    if cause == "driver_too_old":
        return _driver_older(paste, name, meaning, known_gpu=cc is not None)
    if cause == "gpu_too_new":
        return _arch(paste, f"{name}: {meaning}")
    return _catalogued(paste, name, cause, meaning)


# what CUDA answers once the machine resumed from a suspend, until nvidia_uvm is reloaded (cuInit's 999; a kernel's
# launch in a process that had a context before it)
_SUSPEND_ERRORS = frozenset({"CUDA_ERROR_UNKNOWN", "CUDA_ERROR_LAUNCH_FAILED"})


def _suspend_or_windows_driver(paste: _Paste, name: str, meaning: str) -> _Resolved | None:
    """An unknown CUDA error after a suspend (nvidia_uvm's), or CUDA_ERROR_UNKNOWN on native Windows.

    Windows has no nvidia-uvm module. Not read as Windows: a paste that also shows Linux (named, or a Linux library
    TensorFlow loaded), Colab or a container, unless TensorFlow loaded the Windows driver's nvcuda.dll (an issue
    template's example names Linux too); WSL keeps the Linux reading.
    """
    flags = paste.ctx.flags
    if "after_suspend" in flags:
        return _after_suspend(f"{name}: {meaning}")
    loaded = [(e.get("lib") or "").lower() for e in paste.events.get("dlopen_ok", ())]
    nvcuda = any(lib.startswith("nvcuda") for lib in loaded)
    linux = "linux" in flags or any(".so" in lib for lib in loaded)
    if (name != "CUDA_ERROR_UNKNOWN" or not paste.ctx.windows or {"colab", "docker", "wsl"} & flags
            or (linux and not nvcuda)):
        return None
    return ("cuda_error", "error", (f"uncertain: {name}: the NVIDIA driver failed in a way CUDA does not name; "
            "Windows has no nvidia-uvm module, so most often the driver itself (an old or OEM laptop driver, or one "
            "the CUDA in use does not support)"), ("install the newest NVIDIA driver for this GPU from nvidia.com (on "
                                                   "a laptop too, in place of the maker's), reboot, and check that "
                                                   "`nvidia-smi` lists the GPU"))


def _uvm_undecided(paste: _Paste, name: str, cause: str) -> _Resolved | None:
    """CUDA_ERROR_UNKNOWN with nothing pointing at nvidia-uvm (a container, sudo, a suspend): a CUDA error, uncertain.

    Its catalogue reading, nvidia-uvm not loaded or its device node not accessible, is the most common; a driver in a
    bad state (after an update without a reboot, an Xid fault) answers the same.
    """
    if cause != "uvm_unavailable" or {"uvm_said", "docker", "apptainer"} & paste.ctx.flags:
        return None
    return ("cuda_error", "error", (f"{name}: CUDA could not start; uncertain why: most often the nvidia-uvm module "
            "is not loaded or /dev/nvidia-uvm is not accessible, but nothing in the paste points at it (a container, "
            "sudo, a suspend), and a driver in a bad state answers the same: whether it runs with sudo, `ls -l "
            "/dev/nvidia-uvm` and a reboot decide"), (f"{_CAUSE_FIX['uvm_unavailable']}; if that does not help, "
            "reboot (the driver's state), and `sudo dmesg | grep -i nvrm` shows the driver's own error"))


def _after_suspend(what: str) -> _Resolved:
    """A CUDA error the words place after a suspend: nvidia_uvm does not survive it (a reboot clears it)."""
    return ("uvm_unavailable", "error", (f"{what}; the words place it after the machine resumed from a suspend: the "
            "nvidia_uvm module (CUDA's unified memory) does not survive it and fails CUDA until it is reloaded (which "
            "a reboot does)"), (f"{_CAUSE_FIX['uvm_unavailable']}; to keep it working across suspends, enable "
            "nvidia-suspend.service and nvidia-resume.service with the nvidia module option "
            "NVreg_PreserveVideoMemoryAllocations=1"))


def _none_visible(paste: _Paste, name: str, meaning: str) -> _Resolved:
    """CUDA counts no GPU (or not the one asked for): CUDA_VISIBLE_DEVICES, a pod without a GPU, or no driver."""
    ctx = paste.ctx
    if (ctx.cuda_visible_devices or "").lower() in _NO_DEVICE_WORDS:
        return ("no_gpu_visible", "error", (f"{name}: CUDA_VISIBLE_DEVICES={ctx.cuda_visible_devices!r} is no list of "
                "GPUs CUDA reads (it takes indices, GPU UUIDs or MIG ids), so it hides every GPU; `all` is the value "
                "of NVIDIA_VISIBLE_DEVICES, the container toolkit's variable"), ("remove CUDA_VISIBLE_DEVICES (or "
                "set indices: CUDA_VISIBLE_DEVICES=0); choose a container's GPUs with NVIDIA_VISIBLE_DEVICES=all or "
                "--gpus"))
    if ctx.cuda_visible_devices is not None:
        return ("no_gpu_visible", "error", (f"{name}: CUDA_VISIBLE_DEVICES={ctx.cuda_visible_devices!r} hides the GPUs "
                "or names one that does not exist"), ("unset CUDA_VISIBLE_DEVICES or set it to an index nvidia-smi "
                "lists (0 for the first GPU)"))
    no_driver = paste.has("nvidia_smi_no_driver", "kernel_driver_not_running")
    if "kubernetes" in ctx.flags and not no_driver:
        return ("container_gpu_not_exposed", "error", (f"{name}: the pod's container was given no GPU: Kubernetes "
                "assigns GPUs only to a container that requests the nvidia.com/gpu resource (the device plugin then "
                "exposes them)"), ("request it in the container's spec: resources: limits: nvidia.com/gpu: 1 (the "
                f"count it needs); if it is requested, {_K8S_RUNTIME}"))
    # nvidia-smi said not to work (not on a Jetson, which has none)
    smi_fails = "smi_fails_said" in ctx.flags and "jetson" not in ctx.flags
    if no_driver or smi_fails or {"docker", "wsl"} & ctx.flags:
        return _where_driver_lives(paste, f"{name}: no GPU is visible because no driver is running")
    job = _job_without_gpu(paste, f"{name}: {meaning}")
    if job is not None:
        return job
    return ("no_gpu_visible", "error", f"{name}: {meaning}",
            "check CUDA_VISIBLE_DEVICES (unset it, or use an index nvidia-smi lists) and that nvidia-smi sees the GPU")


# CUDA_VISIBLE_DEVICES values that are no device list: CUDA then shows no GPU at all
_NO_DEVICE_WORDS = ("all", "none", "nodevfiles")


def _said_by_the_error_alone(entry: tuple[str, str, str] | None, what: str, paste: _Paste) -> _Resolved:
    """A CUDA error with little but its number or name to go on: unknown, an assert, out of memory.

    An out of memory where the paste starts several processes (mpirun -np, Horovod), none shown given its own GPU, is
    theirs; where only their lines' rank tags show them, they are one more reason, uncertain.
    """
    if entry is None:
        return ("cuda_error", "error", (f"uncertain: {what} is no CUDA error envcheck knows by that number, and the "
                "text after it does not name one (the CUDA runtime and driver APIs number their errors differently, "
                "so the name decides: the line above it, or `cudaGetErrorName`)"),
                "see the message above it; `envcheck doctor` checks the driver and the GPU")
    name, _, meaning = entry
    if name == "CUDA_ERROR_ASSERT":  # the program's own check: the kernel's data, not the setup
        return ("cuda_error", "info", f"{name}: {meaning}; the program or its data, not the GPU setup", ("rerun on "
                "the CPU, or with CUDA_LAUNCH_BLOCKING=1, to see the op and the value; check the labels against the "
                "number of classes and the token ids against the embedding size"))
    if name == "CUDA_ERROR_OUT_OF_MEMORY" and processes_share(paste):
        return processes_ran_out(f"{name}: the GPU had no memory for the allocation")
    # several processes' lines (rank tags), not shown sharing one machine's GPUs: one more reason, as uncertain
    shared = (f"; the paste's lines come from several processes, mpirun's or Horovod's, none shown given its own GPU: "
              f"where they share the GPUs, {SHARING_PROCESSES}" if ranks_unpinned(paste) else "")
    first = f"where the processes share the GPUs: {SEVERAL_PROCESSES_FIX}; otherwise " if shared else ""
    return ("gpu_memory_in_use", "error", (f"{name}: {meaning}; uncertain why: another process holding the GPU's "
            f"memory (`nvidia-smi` before the run shows it{shared}), a batch or model too big for the GPU (a smaller "
            "batch runs), or memory kept from step to step (use that grows with each step: losses or tensors kept "
            "with their graph, models built in a loop)"), (f"{first}{_CAUSE_FIX['gpu_memory_in_use']}; if the GPU is "
            "free before the run, lower the batch size; if use grows step by step, keep plain numbers across steps "
            "(`loss.item()`, `tf.keras.backend.clear_session()` between models)"))


def _driver_older(paste: _Paste, name: str, meaning: str, *, known_gpu: bool) -> _Resolved:
    """A CUDA error that says the driver is older than the CUDA in use, unless the paste shows otherwise.

    804 is the CUDA bridged by cuda-compat (forward compatibility); an invalid PTX with no GPU named may be
    a GPU newer than every architecture of the build as well.
    """
    if name == "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE":
        return _forward_compat(paste, f"{name}: {meaning}")
    if name == "CUDA_ERROR_INVALID_PTX" and not known_gpu:
        return ("driver_too_old", "error", (f"{name}: {meaning}; uncertain why: a driver older than the CUDA that "
                "made the PTX, or a GPU newer than every architecture the build has code for (whose PTX the driver "
                "then fails to compile, as TensorFlow 2.18-2.19 on an RTX 50), and the paste names no GPU"),
                (f"`nvidia-smi --query-gpu=name,compute_cap,driver_version` decides: for a driver too old, "
                 f"{_driver_fix(paste, None)}; for a GPU newer than the build, a TensorFlow built for its "
                 "architecture (`envcheck matrix --gpu NAME`) or NVIDIA's TensorFlow container"))
    return ("driver_too_old", "error", f"{name}: {meaning}", _driver_fix(paste, None))


def _catalogued(paste: _Paste, name: str, cause: str, meaning: str) -> _Resolved:
    """A CUDA error as the catalogue explains it; a container's cause only where the paste shows a container."""
    if cause == "container_gpu_not_exposed" and not {"docker", "wsl"} & paste.ctx.flags:
        return ("cuda_error", "error", (f"{name}: {meaning}; uncertain where: the paste shows no container (in one, "
                "its GPU access is the cause; on a host, the driver's device nodes or a security policy refusing "
                "the call)"), ("in a container, start it with GPU access (`docker run --gpus all`, NVIDIA Container "
                "Toolkit on the host); on a host, check `ls -l /dev/nvidia*` and `nvidia-smi`, and reboot after a "
                "driver change"))
    if name == "CUDA_ERROR_DEVICE_UNAVAILABLE" and "wsl" in paste.ctx.flags:  # no compute modes in WSL2
        return _in_wsl(paste, (f"{name}: the GPU is busy or unavailable, and inside WSL2 that is neither another "
                               "process nor an exclusive compute mode (the Windows driver shares the GPU, and WSL2 "
                               "has no compute modes): the Windows NVIDIA driver or WSL's GPU bridge refuses the "
                               "device, most often after a Windows, WSL or driver update"),
                       ("update the Windows NVIDIA driver and WSL (`wsl --update`, then `wsl --shutdown`); after a "
                        "Windows (Insider) build broke it, move to a build with the fix or go back to the last one "
                        "that worked; `nvidia-smi` inside WSL must list the GPU"))
    if name == "CUDA_ERROR_DEVICE_UNAVAILABLE" and (used := _idle_in_default_mode(paste)) is not None:
        return ("cuda_error", "warning", (f"{name}: the GPU is busy or unavailable, yet nvidia-smi shows {used} used "
                "and its compute mode Default: no other process holds it and no compute mode refuses it; "
                "uncertain why: most often the GPU or its driver is in a bad state (an Xid error, a driver update "
                "without a reboot), in a VM the host's vGPU or passthrough"),
                ("`nvidia-smi -q -d COMPUTE` confirms the mode, `sudo dmesg | grep -i xid` shows a GPU fault: reboot "
                 "the machine (or reset the GPU, `sudo nvidia-smi -r`); in a VM check the host's vGPU licence or "
                 "passthrough"))
    if cause == "harmless":  # CUDA_SUCCESS: a call said to have returned 0 reports no error
        return ("harmless", "info", f"{name}: {meaning}", "")
    if name == "CUDA_ERROR_TOO_MANY_PEERS":
        return _too_many_peers(paste, name, meaning)
    return (cause, "error", f"{name}: {meaning}", _NAME_FIX.get(name) or _CAUSE_FIX.get(
        cause, "see the message; `envcheck doctor` checks the setup"))


def _idle_in_default_mode(paste: _Paste) -> str | None:
    """The memory an nvidia-smi table shows used where every GPU is idle in the Default compute mode; else None."""
    ctx = paste.ctx
    if ctx.memory_held or "smi_default_mode" not in ctx.flags or "smi_restricted_mode" in ctx.flags:
        return None
    return ctx.memory_idle


# the CUDA Programming Guide (peer-to-peer memory access): on systems without NVSwitch each device supports a
# system-wide maximum of eight peer connections (a TensorFlow maintainer says the same in tensorflow#14759)
_MAX_PEERS = 8


def _too_many_peers(paste: _Paste, name: str, meaning: str) -> _Resolved:
    """More GPUs than a GPU can be peers with: those pairs copy through the host; a failure only where one is shown."""
    limit = (f"{name}: {meaning}: without NVSwitch a GPU can have at most {_MAX_PEERS} peer connections (CUDA's "
             f"limit), so with more than {_MAX_PEERS + 1} GPUs some pairs get no peer access")
    keep = (f"give each process at most {_MAX_PEERS + 1} GPUs (CUDA_VISIBLE_DEVICES) that share a PCIe switch or "
            "NVLink (`nvidia-smi topo -m`)")
    if {"traceback", "exception_shown", "hang_words"} & paste.ctx.flags:
        return ("gpu_peer_access_failed", "error", (f"{limit}, and this program stops (or waits) on it instead of "
                "copying through host memory"), (f"{keep}; or let the program fall back to copies through the host "
                                                 "(NCCL_P2P_DISABLE=1 for NCCL)"))
    return ("gpu_peer_access_failed", "warning", (f"{limit}, which copy through host memory: slower between those "
            "GPUs, not a failure"), f"nothing to fix for a run that goes on; where copies between GPUs matter, {keep}")


def _no_nvidia_gpu(paste: _Paste) -> bool:
    """An Intel, AMD or virtual display adapter (or AMD's ROCm) named, and no NVIDIA GPU, driver or nvidia-smi."""
    ctx = paste.ctx
    # AMD's ROCm installed outweighs NVIDIA GPUs said in words ("I've been using NVidia GPUs"), not one listed
    other = ("non_nvidia_gpu" in ctx.flags and "nvidia_gpu_named" not in ctx.flags) or "rocm" in ctx.flags
    return other and _no_nvidia_named(paste)


def _no_cuda_gpu_here(paste: _Paste, what: str) -> _Resolved | None:
    """CUDA finding no driver or GPU where the paste shows none it could use: another vendor's GPU, or a Mac."""
    if _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", (f"{what}: the only GPU the paste names is not an NVIDIA one (Intel, AMD "
                "or a virtual display adapter), and CUDA runs on NVIDIA GPUs only"), ("run on a machine with an "
                "NVIDIA GPU (or Colab), or use the CPU package; on Linux an AMD GPU needs AMD's ROCm build "
                "(tensorflow-rocm, or a ROCm image); on Windows, tensorflow-directml-plugin (TensorFlow 2.10, "
                "tensorflow-cpu) uses other GPUs through DirectML"))
    return _on_a_mac(paste, what)


def _forward_compat(paste: _Paste, what: str) -> _Resolved:
    """CUDA fell back on forward compatibility (an image's cuda-compat libcuda): the driver is older than that CUDA.

    nvidia-smi run where the compat library is loaded reports the image's CUDA, not the driver's own; a
    requirement (`--require=cuda>=X`) names it too. That CUDA's driver floor is the fix, unless this driver
    already meets it (then the CUDA is not known).
    """
    ctx = paste.ctx
    cuda = ctx.required_cuda or ctx.driver_cuda
    floor = paste.tables.driver_floor(cuda, windows=ctx.windows) if cuda else (None, None)
    need = floor[1] or floor[0]
    if need and ctx.driver and version_tuple(need) <= version_tuple(ctx.driver):
        cuda = None
    fix = _driver_fix(paste, cuda) + "; or use an image (or a TensorFlow) built for a CUDA this driver supports"
    if "docker" not in ctx.flags:  # on a host, libcuda newer than the loaded kernel module reads as forward compat
        return ("driver_too_old", "error", (f"{what}: the libcuda loaded is newer than the NVIDIA kernel module, which "
                "CUDA takes for forward compatibility (on data-center GPUs only); uncertain which way: in a container, "
                "the image's cuda-compat libraries with an older host driver; on a host, a driver update not yet "
                "active (its libraries newer than the module still loaded) or a compat libcuda on the library path "
                "(`cat /proc/driver/nvidia/version` against `nvidia-smi`'s driver decides)"),
                (f"on a host: reboot (or reload the nvidia modules) after the driver update, and take "
                 f"/usr/local/cuda/compat off LD_LIBRARY_PATH; in a container: {fix}"))
    return ("driver_too_old", "error", (f"{what}: the CUDA {cuda or 'in use'} is newer than the driver"
            f"{' ' + ctx.driver if ctx.driver else ''} supports, and the forward-compatibility libraries that "
            "bridge the gap (cuda-compat, shipped in CUDA container images) work on data-center GPUs only"), fix)


_ECC_FIX = ("`nvidia-smi -q -d ECC,PAGE_RETIREMENT` shows which GPU counts uncorrectable ECC errors; a GPU reset or "
            "reboot retires the failing memory (page retirement, row remapping); if it recurs, keep that GPU out "
            "(CUDA_VISIBLE_DEVICES to the others) and have it replaced")
_TIMEOUT_FIX = ("the GPU also drives a display, whose watchdog stops a kernel that runs longer than a few seconds: on "
                "Windows raise the TDR delay (TdrDelay, a DWORD of seconds, under HKLM\\SYSTEM\\CurrentControlSet\\"
                "Control\\GraphicsDrivers; TdrLevel=0 turns it off) and reboot; on Linux run on a GPU without a "
                "display (the display on another GPU, or no X server on this one); a smaller batch shortens each "
                "kernel")
# The compute modes CUDA's StreamExecutor cannot create its context in (its owner, tensorflow#526)
_COMPUTE_MODE_FIX = ("set the GPU's compute mode to DEFAULT (`sudo nvidia-smi -c 0`) or EXCLUSIVE_PROCESS (`sudo "
                     "nvidia-smi -c 3`; one process at a time): TensorFlow cannot work in EXCLUSIVE_THREAD or "
                     "PROHIBITED compute mode (`nvidia-smi -q -d COMPUTE` shows the mode)")
# CUDA's own words for it: busy or unavailable "due to use of cudaComputeModeProhibited,
# cudaComputeModeExclusiveProcess, or resource constraints" (cudaErrorDevicesUnavailable)
_UNAVAILABLE_FIX = ("`nvidia-smi` lists the process holding the GPU: stop it, or pick another GPU with "
                    "CUDA_VISIBLE_DEVICES; `nvidia-smi -q -d COMPUTE` shows the compute mode: in EXCLUSIVE_PROCESS one "
                    "process at a time may use it, in PROHIBITED none (`sudo nvidia-smi -c 0` sets DEFAULT)")
# a kernel launched with more threads per block than this GPU's registers allow (TensorFlow's fixed launch shapes on
# a small GPU such as a Jetson's): not a fault of the hardware
_RESOURCES_FIX = ("use a TensorFlow built for this GPU (on a Jetson, NVIDIA's JetPack wheel) or a newer release; the "
                  "op the message names is the one to run on the CPU (with tf.device('/CPU:0')) or with a smaller "
                  "input")
_NAME_FIX = {"CUDA_ERROR_ECC_UNCORRECTABLE": _ECC_FIX, "CUDA_ERROR_LAUNCH_TIMEOUT": _TIMEOUT_FIX,
             "CUDA_ERROR_CONTEXT_ALREADY_IN_USE": _COMPUTE_MODE_FIX, "CUDA_ERROR_DEVICE_UNAVAILABLE": _UNAVAILABLE_FIX,
             "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES": _RESOURCES_FIX}
_ARCH_ERRORS = ("CUDA_ERROR_INVALID_PTX", "CUDA_ERROR_NO_BINARY_FOR_GPU", "CUDA_ERROR_INVALID_IMAGE",
                "CUDA_ERROR_INVALID_HANDLE", "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "cudaErrorInvalidDeviceFunction")
# TensorFlow's own part of freeing a GPU's memory: not for another framework's run (_resolve drops it there)
TF_GROWTH = ("; export TF_FORCE_GPU_ALLOW_GROWTH=true (or, in the code, tf.config.experimental.set_memory_growth(gpu, "
             "True) for each GPU before it is used) so TensorFlow does not take it all")
_CAUSE_FIX = {
    "uvm_unavailable": "load the unified-memory module: `sudo modprobe -r nvidia_uvm && sudo modprobe nvidia_uvm` "
                       "(or `sudo nvidia-modprobe -u -c 0`; after a suspend, or reboot); install nvidia-modprobe if "
                       "missing",
    "driver_library_mismatch": "reboot (or reload the nvidia kernel modules) so the kernel module and the driver "
                               "libraries are the same version; remove a second, older driver if one is left",
    "gpu_memory_in_use": "free the GPU: `nvidia-smi` lists the processes holding its memory (stop them or pick "
                         f"another GPU with CUDA_VISIBLE_DEVICES){TF_GROWTH}",
    "container_gpu_not_exposed": "install the NVIDIA Container Toolkit (nvidia-container-toolkit) on the host, restart "
                                 "Docker, and start the container with `docker run --gpus all`",
    "gpu_peer_access_failed": ("export NCCL_P2P_DISABLE=1 for a run: if it then works, the GPUs cannot reach each "
                               "other peer-to-peer; turn the IOMMU off or to passthrough (BIOS VT-d/AMD-Vi, or the "
                               "kernel's intel_iommu=off / iommu=pt) or keep the variable (NCCL then copies through "
                               "host memory)"),
    "cuda_error": "a fault while running kernels: rerun with CUDA_LAUNCH_BLOCKING=1 to find the op; check "
                  "`nvidia-smi -q` for Xid/ECC errors (`envcheck gpus`)",
}


# StreamExecutor's words for a failed driver call: "Failed setting context: CUDA_ERROR_NOT_INITIALIZED", "could not
# retrieve CUDA device count: ...", "failed to query event: ..." (cuda_driver.cc)
_FAILED_CALL = re.compile(r"(?P<call>\b(?:[Ff]ailed|[Cc]ould not|[Ee]rror)\b[^:\]\n\"`]{2,60}?):\s?"
                          r"CUDA_ERROR_NOT_INITIALIZED")
_ERROR_TEXT = re.compile(r"\(?-?\d{1,4}\)?\s?:\s?(?P<text>[a-z][^\n]{0,200})", re.IGNORECASE)


def _r_cuda_error(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA error by name or number; a number the driver API does not have is read from the text after it.

    PyTorch and Caffe print the runtime API's numbers (`cuda runtime error (39) : uncorrectable ECC error`),
    which differ from the driver API's before CUDA 11; the text names the error either way.
    """
    if (fallback := _after_ptxas_fallback(event, paste)) is not None:
        return fallback
    entry = lookup(name=event.get("name"), code=event.get("code"))
    if entry is None and (text := _ERROR_TEXT.search(event.line)):
        entry = from_text(text.group("text"))
    not_initialized = entry is not None and entry[0] == "CUDA_ERROR_NOT_INITIALIZED"
    not_cuinit = not_initialized and "cuinit" not in event.line.lower()  # (cuInit failing is the driver's)
    if not_cuinit and (call := _FAILED_CALL.search(event.line)):  # a driver call after cuInit found it so
        if "device count" in call.group("call").lower() and _run_completed(paste):
            return forked_count(paste)
        return _forked(f"({call.group('call').strip()})")
    if not_cuinit and not _after_cuinit(paste) and _fork_named(paste):  # no driver call shown, a fork named
        return _forked("with multiprocessing named")
    if not_initialized and _after_cuinit(paste):  # said in words too
        return ("harmless", "noise", ("CUDA_ERROR_NOT_INITIALIZED named again, without the driver call: the log's line "
                "that names the call says what it is"), "")
    return _from_cuda_error(entry, paste, event.get("name") or f"CUDA error {event.get('code')}")


def _fork_named(paste: _Paste) -> bool:
    """Python's multiprocessing (or a fork) named; not on Windows, which never forks, after a suspend, nor another
    framework's run."""  # noqa: D205, D209
    flags = paste.ctx.flags
    return ("multiprocessing_named" in flags and not {"after_suspend", "pytorch", "jax"} & flags
            and not (paste.ctx.windows and not {"linux", "wsl"} & flags))


def _after_cuinit(paste: _Paste) -> bool:
    """The log shows CUDA_ERROR_NOT_INITIALIZED from a driver call after cuInit (the GPU count, a context)."""
    return any("not_initialized" in (e.get("error") or "").lower() or "initialization error" in (
        e.get("error") or "").lower() for e in paste.events.get("device_count_failed", ())) or any(
        "cuinit" not in e.line.lower() and _FAILED_CALL.search(e.line) for e in paste.events.get("cuda_error", ()))


def _run_completed(paste: _Paste) -> bool:
    """The run said to complete or run fine (not only as a time, nor with the failure after it)."""
    flags = paste.ctx.flags
    return "runs_fine_said" in flags or ("run_completed_said" in flags and "run_completed_doubted" not in flags)


def forked_count(paste: _Paste) -> _Resolved:
    """NOT_INITIALIZED while counting the GPUs: a forked process; harmless where the run is said to complete.

    A worker forked after CUDA started (DeepVariant's make_examples, data-loading workers) cannot count the GPUs and
    goes on without them; that matters only if it was meant to use one, which a completed run says it was not.
    """
    if not _run_completed(paste):
        return _forked("while counting the GPUs")
    return ("harmless", "info", ("CUDA_ERROR_NOT_INITIALIZED while counting the GPUs, in a run said to complete: a "
            "worker process forked after CUDA started (DeepVariant's make_examples, data-loading workers) cannot "
            "count the GPUs and goes on without them, harmless when the GPU work runs in another process"),
            ("nothing to fix for the run; if that worker was meant to use the GPU, start it with "
             "multiprocessing.set_start_method('spawn')"))


def _forked(where: str) -> _Resolved:
    """CUDA_ERROR_NOT_INITIALIZED from a call after cuInit: the process is a fork of one that had started CUDA.

    TensorFlow calls cuInit before any other driver call (a cuInit that fails is "failed call to cuInit"), so
    a later call that finds the driver not initialised runs in a child that inherited a started CUDA by fork.
    """
    return ("cuda_error", "error", (f"CUDA_ERROR_NOT_INITIALIZED {where}: TensorFlow had started CUDA, so this "
            "process was forked from one that had already started it (multiprocessing, a data loader with "
            "use_multiprocessing=True), and CUDA does not survive a fork"),
            ("start the workers with multiprocessing.set_start_method('spawn') (or import TensorFlow only inside "
             "them, or use_multiprocessing=False / a tf.data pipeline), so CUDA starts in each process"))


_XID_FIX = {
    79: ("reboot to get the GPU back (`nvidia-smi` then lists it again); if it recurs, check its power (the PSU and "
         "its connectors), its temperature under load (`nvidia-smi -q -d TEMPERATURE,POWER`) and its seating in the "
         "PCIe slot, and update the system BIOS"),
    74: "reset the GPUs (`sudo nvidia-smi -r`) or reboot; `nvidia-smi nvlink -s` shows the link's state",
}


def _r_xid(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """An Xid from the kernel driver's log: the GPU's own fault, the program's, or a consequence of an earlier one."""
    xid = 79 if event.get("lost") else int(event.get("xid") or 0)
    who, what = XIDS.get(xid, ("", ""))
    where = f" on the GPU at {event.get('pci')}" if event.get("pci") else ""
    if who == "follow-on":
        return ("harmless", "info", f"Xid {xid}{where}: {what}; the error before it decides", "")
    if who == "application":
        return ("cuda_error", "warning", (f"Xid {xid}{where}: {what}; uncertain that the GPU is at fault: if it "
                "follows one program only, that program's kernel is (CUDA_LAUNCH_BLOCKING=1 finds the op), if it "
                "recurs across programs, the GPU or its driver"), _CAUSE_FIX["cuda_error"])
    if not who:
        return ("cuda_error", "warning", (f"Xid {xid}{where}: a GPU error event the kernel driver logged; uncertain "
                "whether the GPU or the program is at fault: NVIDIA's Xid catalog gives its meaning and the action "
                "it needs"), _CAUSE_FIX["cuda_error"])
    fix = _XID_FIX.get(xid) or (_ECC_FIX if "ECC" in what or xid in (63, 64) else
                                "reset the GPU (`sudo nvidia-smi -r`) or reboot; if it recurs, update the driver and "
                                "have the GPU checked (`dcgmi diag -r 3`) or replaced")
    return ("cuda_error", "error", (f"Xid {xid}{where}: {what}. A hardware fault of the GPU, not of TensorFlow or "
            "the program: every program on that GPU fails until it is dealt with"), fix)


def _r_device_assert(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _said_by_the_error_alone(lookup(name="CUDA_ERROR_ASSERT"), "a device-side assert", paste)


def _r_cuda_check(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow's CHECK on a driver API call: the number after "vs." is its CUresult."""
    return _from_cuda_error(lookup(code=event.get("code")), paste, f"{event.get('call')} returned {event.get('code')}")


def _r_cuda_error_text(event: LogEvent, paste: _Paste) -> _Resolved:
    """`CUDA error: <text>` as frameworks print cudaGetErrorString: the text names the error, or nothing is said."""
    text = (event.get("text") or event.get("launch") or "").strip()
    entry = from_text(text)
    if entry is None:
        return ("harmless", "info", f"a CUDA error envcheck does not read by its text ({text})", "")
    if entry[0] == "CUDA_ERROR_UNKNOWN" and "after_suspend" not in paste.ctx.flags:  # where it happened decides
        return ("cuda_error", "warning", ("uncertain: 'CUDA error: unknown error' names no cause: when CUDA starts it "
                "is most often the nvidia-uvm module (after a suspend), while a model runs a fault of the GPU or the "
                "driver"), (f"if it fails as CUDA starts: {_CAUSE_FIX['uvm_unavailable']}; if it fails mid-run: `sudo "
                "dmesg | grep -i 'NVRM: Xid'` and `nvidia-smi -q` name the GPU's fault"))
    if entry[0] == "CUDA_ERROR_INVALID_VALUE":
        return _invalid_value(event)
    return _from_cuda_error(entry, paste, f"CUDA error: {text}")


def _invalid_value(event: LogEvent) -> _Resolved:
    """CUDA's "invalid argument" (cudaErrorInvalidValue): a call's own argument, unless TensorFlow's check expected it.

    TensorFlow's `err == cudaSuccess || err == cudaErrorInvalidValue` check failing on that very text says the
    runtime loaded numbers its errors otherwise than the one TensorFlow was built with (CUDA 10.1 renumbered them).
    """
    if "cudaErrorInvalidValue" in event.line:
        return ("cuda_error", "warning", ("uncertain: TensorFlow's check of a CUDA runtime call failed on 'invalid "
                "argument', an error it was built to accept: the CUDA runtime loaded numbers its errors otherwise "
                "than the one TensorFlow was built with (CUDA 10.1 renumbered them), so most often a CUDA runtime of "
                "another version than TensorFlow's build is loaded"), ("install the CUDA version TensorFlow was built "
                "with and put its libraries first (PATH on Windows, LD_LIBRARY_PATH on Linux); `envcheck doctor` "
                "checks which is loaded"))
    return ("cuda_error", "warning", ("uncertain: 'CUDA error: invalid argument' (cudaErrorInvalidValue): a CUDA call "
            "got a value it refuses: most often the program's or the framework's own call, else a CUDA runtime of "
            "another version than the framework was built with"), ("rerun with CUDA_LAUNCH_BLOCKING=1 to find the "
            "call; check that the CUDA runtime loaded is the version the framework was built with"))


def _r_driver_library(event: LogEvent, paste: _Paste) -> _Resolved:
    """libnvidia-fatbinaryloader.so.375.88 missing: libcuda of driver 375.88 beside the rest of another driver.

    In a container the host's libraries are mounted, one version: the other version is one the image carries.
    """
    lib, drv = event.get("lib") or event.get("said") or "", event.get("drv") or event.get("said_drv") or ""
    if {"docker_run", "gpus_flag"} & paste.ctx.flags:  # the run shown is a container's: the host's driver is mounted
        return ("driver_library_mismatch", "error", (f"{lib} is missing in the container: the NVIDIA Container Toolkit "
                f"mounts the host driver's libraries, one version, so a library of driver {drv} asked for is one the "
                "image carries itself (a driver package installed in it, or a `docker commit` of a container that had "
                "an older host driver's libraries mounted)"), ("rebuild the image without the NVIDIA driver's "
                "libraries (no driver package in it, no `docker commit` of a running GPU container); the host's driver "
                "(`nvidia-smi` on the host shows its version) is mounted in when the container starts"))
    return ("driver_library_mismatch", "error", (f"{lib} is missing: the libcuda loaded belongs to driver {drv}, but "
            "the rest of the driver's libraries (and most likely the kernel module) are another version: an upgrade "
            "or a second driver left two versions"), ("reinstall one driver completely (the distribution's "
            "nvidia-driver package, or the .run installer after removing the other), so every libnvidia-* and "
            "libcuda is one version, then reboot; `ls /usr/lib/x86_64-linux-gnu/libcuda.so.*` and `cat "
            "/proc/driver/nvidia/version` show the versions present"))


def _r_mismatch(event: LogEvent, paste: _Paste) -> _Resolved:
    said = [f"{what} {event.get(name)}" for what, name in (("kernel module", "kernel"), ("libraries", "dso"))
            if event.get(name)]
    both = f" ({', '.join(said)})" if said else ""
    ctx = paste.ctx
    # nvidia-smi's (or pynvml's) words: NVML loaded inside the container; "nvml error:"/"nvml:" is the host's tools
    # (libnvidia-container's hook, nvidia-docker 1's plugin) on the host's own driver
    if (event.kind == "nvml_mismatch" and {"docker", "kubernetes"} & ctx.flags
            and re.search(r"failed to initialize nvml|lib_?rm_?version_?mismatch", event.line, re.IGNORECASE)):
        return _mismatch_in_container(ctx.nvml_library, ctx.driver)
    kernel, dso = version_tuple(event.get("kernel")), version_tuple(event.get("dso"))
    if kernel and dso and "cuda_compat_path" in ctx.flags:
        return _compat_libcuda(", ".join(said), newer=dso > kernel, dso=event.get("dso") or "")
    if kernel and dso and dso < kernel:
        return _older_libcuda_first(", ".join(said), in_image="docker" in ctx.flags)
    if kernel and dso and {"docker", "kubernetes"} & ctx.flags:
        return ("driver_library_mismatch", "error", (f"uncertain: the libcuda in the container is newer than the "
                f"host's kernel module ({', '.join(said)}): either the host's driver was upgraded and not rebooted "
                "(the NVIDIA Container Toolkit mounts its newer libraries), or the image's own libcuda is found first "
                "(CUDA's forward-compatibility libraries, cuda-compat in /usr/local/cuda/compat, which work on "
                "data-center GPUs only); `nvidia-smi` on the host decides"), (
                "if `nvidia-smi` on the host fails too (Driver/library version mismatch), reboot the host; if it "
                "works, take the image's compat folder off its loader path (`ldconfig -p | grep libcuda` in the "
                "container shows which libcuda is found) so the host's libcuda is used, or install NVIDIA driver "
                f"{event.get('dso')} or newer on the host"))
    return ("driver_library_mismatch", "error", f"the NVIDIA kernel module and driver libraries differ{both}",
            _CAUSE_FIX["driver_library_mismatch"])


def _compat_libcuda(both: str, *, newer: bool, dso: str) -> _Resolved:
    """CUDA's compat folder named on the loader path, and the libcuda loaded is not the kernel module's version.

    cuda-compat's libcuda lets a newer CUDA run on an older data-center driver; on a newer driver, or on a
    GeForce GPU, it only stands in front of the driver's own libcuda.
    """
    why = ("it bridges a driver older than its CUDA on data-center GPUs only, and this driver or GPU cannot use it"
           if newer else "it serves only drivers older than itself, and this driver is newer, so it has no use here")
    upgrade = f", or install NVIDIA driver {dso} or newer" if newer and dso else ""
    return ("driver_library_mismatch", "error", (f"the NVIDIA kernel module and driver libraries differ ({both}): the "
            "libcuda loaded is CUDA's forward-compatibility copy from the CUDA compat folder on the loader path, "
            f"not the driver's own; {why}"), ("take the CUDA compat folder (/usr/local/cuda/compat, "
            f"/usr/local/cuda-X.Y/compat) off LD_LIBRARY_PATH (and ld.so.conf) so the driver's own libcuda is found"
            f"{upgrade}"))


def _older_libcuda_first(both: str, *, in_image: bool) -> _Resolved:
    """A libcuda older than the running kernel module: not an upgrade waiting for a reboot, another copy found first.

    An upgrade leaves the libraries newer than the module until the reboot; an older libcuda is a second copy the
    loader finds before the driver's own (a folder on LD_LIBRARY_PATH, one a container image or a package bundles).
    """
    where = ("the image's own libcuda.so (a driver package or bundled driver libraries in it)" if in_image else
             "a second copy (a folder on LD_LIBRARY_PATH, a package or image that bundles driver libraries)")
    return ("driver_library_mismatch", "error", (f"the NVIDIA kernel module and driver libraries differ ({both}): "
            f"the libcuda loaded is older than the running kernel module, so most often it is {where} found "
            "before the driver's own (an upgrade awaiting a reboot leaves the libraries newer, not older; else the "
            "driver was downgraded and not rebooted)"), ("find the libcuda.so that loads (`ldconfig -p | grep "
            "libcuda`, LD_DEBUG=libs, the folders on LD_LIBRARY_PATH) and remove that older copy or take its folder "
            "off LD_LIBRARY_PATH, so the driver's own libcuda.so (the kernel module's version) is found first; after "
            "a driver downgrade, reboot" + ("; in a container, let the NVIDIA Container Toolkit mount the host's "
                                            "(--gpus) instead of bundling one" if in_image else "")))


_IMAGE_LIBS_FIX = ("remove the NVIDIA driver libraries from the image (a driver, nvidia-utils or libnvidia-* package "
                   "installed in it, `dpkg -l | grep -i nvidia` inside it; or an image committed from a container that "
                   "had them mounted) so that the NVIDIA Container Toolkit mounts the host driver's own")


def _mismatch_in_container(nvml: str | None, driver: str | None) -> _Resolved:
    """nvidia-smi in a container: its NVML is the host driver's (mounted by the toolkit) unless the image has its own.

    libnvidia-container mounts the host driver's user-space libraries; an image that carries other ones (a driver
    package installed in it) loads those, whose version is not the host's kernel module.
    """
    if nvml and driver and nvml.split(".")[0] != driver.split(".")[0]:
        return ("driver_library_mismatch", "error", (f"NVML {nvml} inside the container is not the host's driver "
                f"{driver}: the image carries NVIDIA driver libraries of its own, which do not match the host's "
                "kernel module"), _IMAGE_LIBS_FIX)
    shown = f" (NVML {nvml})" if nvml else ""
    return ("driver_library_mismatch", "error", (f"the NVIDIA kernel module and the driver libraries nvidia-smi "
            f"loaded inside the container differ{shown}; uncertain: the image carries driver libraries of another "
            "version than the host's driver, or the host's driver was upgraded without a reboot; `nvidia-smi` on the "
            "host decides (it fails too: the host; it works: the image)"),
            (f"if the host's nvidia-smi works, {_IMAGE_LIBS_FIX}; if it fails too, reboot the host (or reload the "
             "nvidia kernel modules) after its driver upgrade"))


def _r_nvml_unknown(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    if "docker" in paste.ctx.flags:
        return ("container_gpu_not_exposed", "error", ("the running container lost access to the GPU's device nodes: "
                "systemd re-applied its cgroup (on `systemctl daemon-reload`, by hand or by the OS)"),
                ("restart the container (it gets the GPU back until the next `systemctl daemon-reload`); so that it "
                "does not recur, create the /dev/char symlinks on the host (`sudo nvidia-ctk system "
                "create-dev-char-symlinks --create-all`) or give Docker the cgroupfs driver (NVIDIA's notice, "
                "nvidia-docker#1730)"))
    if paste.ctx.windows and "linux" not in paste.ctx.flags:  # (no container on native Windows: the driver itself)
        return ("driver_missing", "warning", ("uncertain: NVML cannot reach the GPU on native Windows: most often the "
                "NVIDIA driver is broken or was replaced (a Windows Update installing its own driver over it); "
                "`nvidia-smi` failing the same way decides"), ("uninstall the driver (Display Driver Uninstaller, "
                "in safe mode), install NVIDIA's current driver for the GPU from nvidia.com, and reboot"))
    return ("cuda_error", "error", ("uncertain: NVML cannot reach the GPU and the paste does not say where this ran "
            "(in a container: it lost the GPU after `systemctl daemon-reload`; on the host: the driver is in a bad "
            "state)"), "in a container, restart it; on the host, run nvidia-smi there and reboot if it fails too")


def _r_nvml_blocked(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """NVML_ERROR_OPERATING_SYSTEM: WSL 2 shares no GPU in TCC mode; a container's cgroup can deny the device."""
    ctx = paste.ctx
    if "tcc_mode" in ctx.flags:
        return ("wsl_driver_not_visible", "error", ("the GPU runs in TCC mode, and Windows shares only GPUs in WDDM "
                "mode with WSL 2 (NVML_ERROR_OPERATING_SYSTEM: the operating system blocks the device)"),
                ("switch the GPU to WDDM in an administrator shell on Windows (`nvidia-smi -i 0 -dm 0`, then reboot; a "
                 "data-center GPU needs a driver that offers WDDM), then `wsl --shutdown`; or run Linux natively"))
    # in WSL, a container only where the paste shows one run (Docker named beside WSL's own nvidia-smi is no container)
    run = {"docker_run", "smi_in_container"} & ctx.flags
    container = "docker" in ctx.flags and ("wsl" not in ctx.flags or bool(run))
    if container or "kubernetes" in ctx.flags:
        return ("container_gpu_not_exposed", "error", ("uncertain: NVML cannot open the GPU inside the container: "
                "its device cgroup does not allow the GPU (the NVIDIA runtime set up with `no-cgroups = true`, or a "
                "rootless engine without the devices passed in); `nvidia-smi` on the host decides whether the host "
                "itself is fine"), ("set `no-cgroups = false` in /etc/nvidia-container-runtime/config.toml (true only "
                "for rootless Docker, which then needs the /dev/nvidia* devices passed in), restart Docker and the "
                "container"))
    if "wsl" in ctx.flags:
        gap = _wsl_gap(paste)
        return ("wsl_driver_not_visible", "error", *(gap or (("uncertain: Windows blocks WSL 2's access to the GPU; "
                "the paste does not say why: a GPU in TCC mode (the TCC/WDDM column of `nvidia-smi` on Windows "
                "decides), a Linux NVIDIA package inside WSL (`dpkg -l | grep -i nvidia`), or a kernel without WSL's "
                "GPU bridge (`ls /dev/dxg`)"), ("keep the GPU in WDDM mode, remove any Linux NVIDIA driver or "
                "nvidia-utils package from inside WSL, update WSL and its kernel (`wsl --update`, `wsl --shutdown`)"))))
    return ("cuda_error", "error", ("uncertain: the operating system blocks NVML's access to the GPU, and the paste "
            "does not say where this ran (WSL 2: a GPU in TCC mode or a Linux driver inside WSL; a container: its "
            "device cgroup)"), ("in WSL 2, keep the GPU in WDDM mode and only the Windows driver; in a container, "
            "let its cgroup allow the GPU (no-cgroups = false)"))


def _r_wsl_gpu(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _in_wsl(paste, pattern("wsl_gpu_missing").meaning, pattern("wsl_gpu_missing").fix)


def _r_driver_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    if event.get("no_smi") and "wsl" in paste.ctx.flags:  # the shell found no nvidia-smi (bash, zsh, fish, dash)
        return _in_wsl(paste, ("there is no nvidia-smi on the PATH: in WSL 2 it is /usr/lib/wsl/lib/nvidia-smi, "
                               "mapped in from the Windows driver, and sessions started otherwise (SSH, root, a "
                               "service) may lack that folder on PATH"), ("add it: export PATH=$PATH:/usr/lib/wsl/lib "
                               "(and LD_LIBRARY_PATH likewise); if /usr/lib/wsl/lib has no nvidia-smi, install or "
                               "update the Windows NVIDIA driver, then `wsl --shutdown`"))
    said = (("the shell finds no nvidia-smi: the NVIDIA driver (whose tools include it) is not installed where this "
             "ran, on the machine or in the container") if event.get("no_smi") else pattern(event.kind).meaning)
    resolved = _where_driver_lives(paste, said)
    if resolved[0] == "driver_missing" and event.kind == "libcuda_not_loaded" and paste.ctx.kernel_version:
        return _kernel_module_loaded(paste, paste.ctx.kernel_version)
    if resolved[0] == "driver_missing" and event.get("no_smi") and paste.ctx.driver:  # a driver is shown beside it
        return ("driver_missing", "warning", (f"uncertain: the shell finds no nvidia-smi, yet the paste shows driver "
                f"{paste.ctx.driver}: nvidia-smi may only be off the PATH of that shell (on Windows it lives in "
                "C:\\Windows\\System32 or C:\\Program Files\\NVIDIA Corporation\\NVSMI), or the driver shown is "
                "another machine's; `where nvidia-smi` / `ls /usr/bin/nvidia-smi` decides"),
                ("run nvidia-smi by its full path (or add its folder to PATH); if it is not there, install the NVIDIA "
                 "driver where this ran"))
    return resolved


def _r_module_other_kernel(event: LogEvent, paste: _Paste) -> _Resolved:
    """The kernel refused the NVIDIA module as not its format (ENOEXEC): dmesg's version magic line decides why."""
    events = paste.events.get(event.kind, ())
    # "5.4.18-100.fc30.x86_64 SMP mod_unload ": the kernel's release, then its options
    built, running = next((((e.get("built") or "").split(), (e.get("running") or "").split()) for e in events
                           if (e.get("built") or "").split() and (e.get("running") or "").split()), ([], []))
    fix = pattern(event.kind).fix
    if built and built[0] == running[0]:  # the same release, other options ("preempt"): another build of it
        return ("driver_missing", "error", (f"the NVIDIA kernel module found was built for another configuration of "
                f"kernel {built[0]} ('{' '.join(built[1:])}', not '{' '.join(running[1:])}'): it was built against "
                "headers that are not the running kernel's"), (
                "rebuild it against the running kernel's own headers (`sudo apt install linux-headers-$(uname -r)` or "
                "your distribution's kernel-devel of that release, then `sudo dkms autoinstall`) and reboot"))
    if built:
        return ("driver_missing", "error", (f"the NVIDIA kernel module found was built for kernel {built[0]}, and "
                f"kernel {running[0]} runs: the kernel was updated and the module was not rebuilt for it (DKMS or "
                "akmods), or a stale module of the old kernel is found first"), fix)
    if (symbol := next((e.get("symbol") for e in events if e.get("disagrees")), None)) is not None:
        return ("driver_missing", "error", (f"the NVIDIA kernel module found was built against another build of the "
                f"kernel than the one running (the kernel says its version of {symbol} differs): the kernel was "
                "updated and the module was not rebuilt for it, or a stale module is found first"), fix)
    return ("driver_missing", "warning", ("uncertain: the kernel refused the NVIDIA module as not of its format: most "
            "often it was built for another kernel (after a kernel update, DKMS or akmods did not rebuild it, or a "
            "stale module of the old kernel is found first), else for another CPU architecture or compressed in a "
            "form this kmod cannot read; `sudo dmesg | grep -i nvidia` (its 'version magic' line) decides"), fix)


def _r_libcuda_empty(event: LogEvent, paste: _Paste) -> _Resolved:
    """The loader given an empty or cut libcuda.so.1: a placeholder where no driver is (a node, an image).

    In a container or WSL the driver's own library is mounted in (the NVIDIA Container Toolkit's, /usr/lib/wsl/lib):
    an empty file an image left is found before it.
    """
    if {"docker", "wsl"} & paste.ctx.flags:
        return ("driver_missing", "error", ("libcuda.so.1 is an empty or cut-short file, not the driver's library: "
                "one left in the image (or the distribution) is found before the driver's own, which the NVIDIA "
                "Container Toolkit mounts into the container (WSL 2: /usr/lib/wsl/lib)"),
                ("remove the empty file from the image (or rebuild without it) so the driver's library is found: "
                 "`ls -lL` and `ldconfig -p | grep libcuda` show which libcuda.so.1 is read; in WSL 2 it must be "
                 "the one in /usr/lib/wsl/lib"))
    return ("driver_missing", "error", pattern(event.kind).meaning, pattern(event.kind).fix)


def _kernel_module_loaded(paste: _Paste, kernel: str) -> _Resolved:
    """cuda_diagnostics found no libcuda in the process, but reports the kernel module's version: a driver is
    installed. Either it is older than the build's CUDA, or its user-space libcuda.so.1 is not on the loader path."""  # noqa: D205, D209
    tables, windows = paste.tables, paste.ctx.windows
    _, cuda, _ = _release_cuda(paste)
    seen = (f"the NVIDIA kernel module {kernel} is loaded (a driver is installed), but libcuda.so.1 was not loaded "
            "into the process")
    if cuda and "x" not in cuda:
        fit = driver_runs_cuda(tables, kernel, cuda, windows=windows)
        if fit.how == "no":
            return ("driver_too_old", "error", (f"{seen}: driver {kernel} is older than CUDA {cuda}, this build's, "
                    "needs"), _driver_fix(paste, cuda))
        if fit.runs:
            return ("driver_missing", "error", (f"{seen}; driver {kernel} runs CUDA {cuda}, so its user-space "
                    "library is what is missing: not installed on this node or image, or not on the loader path"),
                    (f"`ldconfig -p | grep libcuda.so.1` must list the driver's own library ({kernel}); install the "
                     "driver's user-space package of the same version, or add its folder to LD_LIBRARY_PATH"))
    newest = last_release(tables, lambda r: driver_runs_cuda(tables, kernel, r.cuda_build, windows=windows).runs)
    most = tables.max_cuda_for_driver(kernel)
    runs = (f"driver {kernel} runs CUDA {most} at most" if most else f"driver {kernel} is old") + (
        f" (TensorFlow {newest.line}, CUDA {newest.cuda_build}, is the newest release line built for a CUDA it runs)"
        if newest else "")
    fix = (f"keep to TensorFlow {newest.line} or older on this driver, or update the driver for the TensorFlow "
           "installed; " if newest else "update the driver for the TensorFlow installed; ")
    return ("driver_too_old", "warning", (f"uncertain: {seen}; {runs}: a TensorFlow built for a newer CUDA cannot use "
            "it, and for an older build the driver's libcuda.so.1 is not on the loader path (`pip show tensorflow` "
            "and `ldconfig -p | grep libcuda.so.1` decide)"), fix + ("if the build's CUDA fits it, put the driver's "
            "libcuda.so.1 on the loader path (its user-space package, or LD_LIBRARY_PATH)"))


def _r_libcuda_symbol(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF 0.x-1.x's binding of a driver API function that libcuda lacks: a driver older than the build's CUDA."""
    symbol = event.get("symbol") or event.get("undefined") or event.get("cut") or "a driver API function"
    meaning = f"{pattern(event.kind).meaning} (libcuda has no {symbol})"
    return _older_than_every_build(paste, meaning) or ("driver_too_old", "error", meaning, _driver_fix(paste, None))


def _r_legacy_gpu(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """The NVIDIA module names the legacy branch a GPU needs (nv.c): up to 390.xx (Fermi and older), no TensorFlow.

    The 470.xx branch (Kepler) still runs a TensorFlow built for CUDA 11.4 or older; the 390.xx branch and the older
    ones serve GPUs below compute capability 3.0, which no TensorFlow was built for.
    """
    branch = next((b for e in paste.events.get("nvrm_legacy_gpu", ()) if (b := e.get("branch"))), None)
    gpu = next((g for e in paste.events.get("nvrm_legacy_gpu", ()) if (g := e.get("gpu"))), "this GPU")
    meaning = (f"the NVIDIA module refuses the {gpu}: the installed driver no longer supports it, only the "
               f"{branch + '.xx legacy' if branch else 'legacy'} driver branch does")
    old = _older_than_every_build(paste, meaning)
    if old is not None:
        return old
    if branch and int(branch) <= 390:  # noqa: PLR2004 - NVIDIA's legacy branches for Fermi (390) and older
        return ("gpu_too_old", "error", (f"{meaning}, which serves GPUs older than compute capability 3.0 (Fermi and "
                "before): no TensorFlow build has kernels for them"), ("use a newer GPU (compute capability 3.5 or "
                "more), or TensorFlow on the CPU"))
    return ("driver_missing", "error", meaning, (f"install the {branch}.xx driver branch (the distribution's "
            f"nvidia-driver-{branch} package, or NVIDIA's legacy driver page) in place of the newer one, then reboot; "
            "its CUDA is the newest a TensorFlow on this GPU can use" if branch else
            "install the legacy driver branch NVIDIA names for this GPU, then reboot"))


def _r_xla_ordinal(event: LogEvent, paste: _Paste) -> _Resolved:
    """XLA's device setup asked for GPU N beyond the ones the process sees (XLA_GPU_JIT device number N)."""
    visible = paste.ctx.cuda_visible_devices
    why = f"; CUDA_VISIBLE_DEVICES={visible!r}" if visible is not None else ""
    return ("no_gpu_visible", "error", (f"XLA was asked for GPU {event.get('ordinal')} but the process sees GPUs 0 to "
            f"{event.get('last')} only{why}"), pattern("xla_device_ordinal").fix)


def _r_no_device(event: LogEvent, paste: _Paste) -> _Resolved:
    what = "onnxruntime's device_id check" if event.kind == "provider_device_id" else "no CUDA-capable device"
    return _from_cuda_error(lookup(name="CUDA_ERROR_NO_DEVICE"), paste, what)


def _r_uvm_missing(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("uvm_unavailable", "error", pattern(event.kind).meaning, (
        f"{_CAUSE_FIX['uvm_unavailable']}; where modprobe cannot find it, install the nvidia-uvm module package of the "
        "driver installed (the same version as `nvidia-smi` shows), or reinstall the driver"))


def _r_unknown_at_start(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _from_cuda_error(lookup(name="CUDA_ERROR_UNKNOWN"), paste, "CUDA could not count the GPUs")


# the driver API versions a real driver reports (cuDriverGetVersion: 1000 * major + 10 * minor, CUDA 2.0 to 19.x)
_API_FLOOR, _API_CEILING = 2000, 20000


def _no_gpu_given(paste: _Paste) -> _Resolved | None:
    """CUDA's "driver version is insufficient" where no GPU reaches the program (None: one does).

    A container started without one, or a machine said (or shown) to have no NVIDIA GPU, where no driver is loaded
    and CUDA reports the same error 35; not where the paste names an NVIDIA GPU or driver (the words are of another
    machine, or a GPU of another kind).
    """
    if _started_without_gpus(paste):
        return _no_gpus_flag(paste)
    if ("no_nvidia_gpu_said" in paste.ctx.flags and _no_nvidia_named(paste)) or _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", ("this machine has no NVIDIA GPU, and the CUDA runtime reports 'driver "
                "version is insufficient' (error 35) when no NVIDIA driver is loaded at all: the program asked CUDA "
                "for a GPU that is not there"), ("run the program on the CPU (its CPU option, provider or device "
                "setting, or a CPU-only build), or on a machine with an NVIDIA GPU and its driver"))
    return None


def _r_driver_old(event: LogEvent, paste: _Paste) -> _Resolved:
    cuda = event.get("cuda") or paste.ctx.required_cuda
    if event.kind != "container_cuda_requirement" and (absent := _no_gpu_given(paste)) is not None:
        return absent
    if event.kind == "container_cuda_requirement":
        return ("driver_too_old", "error", f"the image needs CUDA {cuda}; the host driver is older",
                _driver_fix(paste, cuda) + " (or use an image built for an older CUDA)")
    if event.kind == "unsupported_ptx":
        return ("driver_too_old", "error", "the driver is older than the CUDA that produced this PTX",
                _driver_fix(paste, None))
    api = event.get("api")
    if api and _API_FLOOR <= int(api) < _API_CEILING:  # PyTorch's check: the CUDA the driver runs, as the API's number
        runs = f"{int(api) // 1000}.{int(api) % 1000 // 10}"
        return ("driver_too_old", "error", (f"PyTorch found a driver that runs CUDA {runs} at most (driver API "
                f"version {api}), older than the CUDA the PyTorch build uses"), (f"{_driver_fix(paste, None)}; or "
                f"install a PyTorch build for CUDA {runs} or older (its +cu tag; `torch.version.cuda` says the "
                "build's)"))
    if _ct2_cuda_12_too_new(event, paste):
        return ("driver_too_old", "error", ("the NVIDIA driver is older than the CUDA runtime CTranslate2 "
                "(faster-whisper's engine) uses: its 4.x wheels are built for CUDA 12"),
                (f"{_driver_fix(paste, _CT2_CUDA)}; or, keeping this driver, `pip install ctranslate2==3.24.0`, the "
                 "last CTranslate2 built for CUDA 11"))
    return ("driver_too_old", "error", pattern(event.kind).meaning, _driver_fix(paste, None))


# the CUDA CTranslate2's 4.x wheels are built for (faster-whisper's install notes; 3.24.0 is the last for CUDA 11)
_CT2_CUDA = "12.0"
_CT2_WORDS = re.compile(r"CUDA failed with (?:the )?error", re.IGNORECASE)  # its THROW's words, or them retold


def _ct2_cuda_12_too_new(event: LogEvent, paste: _Paste) -> bool:
    """CTranslate2's own error (a 4.x, or no release listed) on a driver below CUDA 12's floor that runs CUDA 11.

    Then its 4.x wheels' CUDA 12 is what the driver cannot run, and 3.24.0 (CUDA 11) runs on it; a driver that
    meets CUDA 12's floor, or not even CUDA 11's, is not this.
    """
    if not _CT2_WORDS.search(event.line) or version_tuple(paste.ctx.packages.get("ctranslate2"))[:1] not in ((), (4,)):
        return False
    driver, windows = version_tuple(paste.ctx.driver), paste.ctx.windows
    floor_11, floor_12 = (version_tuple(paste.tables.driver_floor(c, windows=windows)[0]) for c in ("11.0", _CT2_CUDA))
    return not driver or (bool(floor_11) and bool(floor_12) and floor_11 <= driver < floor_12)


def _r_wsl_no_adapter(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """libnvidia-container's dxcore probe found WSL but no GPU adapter: no NVIDIA GPU, WSL 1, or no driver bridge."""
    if "no_nvidia_gpu_said" in paste.ctx.flags or _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", ("this machine has no NVIDIA GPU: Docker Desktop runs containers in WSL 2, "
                "where the NVIDIA Container Toolkit finds no GPU adapter to pass in"), ("start the container without "
                "the GPU request (no --gpus, no deploy.resources.devices) to run on the CPU, or use a machine with an "
                "NVIDIA GPU"))
    if "wsl1_said" in paste.ctx.flags:
        return ("wsl_driver_not_visible", "error", "WSL 1 has no GPU access: it exposes no GPU adapter at all",
                ("use WSL 2: `wsl --set-version <distro> 2` (`wsl -l -v` lists the distributions and their version), "
                 "with the Windows NVIDIA driver installed"))
    return _in_wsl(paste, ("the container runs in WSL 2 (Docker Desktop's backend) and no GPU adapter reaches it: the "
                           "Windows NVIDIA driver is missing or too old for WSL, or WSL itself is"),
                   ("install the latest Windows NVIDIA driver (it brings the WSL 2 support), `wsl --update` and "
                    "`wsl --shutdown`, restart Docker Desktop; `nvidia-smi` inside WSL must list the GPU"))


def _r_device_error(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    device = event.get("device") or "?"
    return ("no_gpu_visible", "error", (f"the container asked for GPU {device}, which this host does not have "
            "(`--gpus N` asks for the first N GPUs; `--gpus device=...`, NVIDIA_VISIBLE_DEVICES and "
            "CUDA_VISIBLE_DEVICES name them by index or UUID)"), ("ask for GPUs that exist: `nvidia-smi -L` lists "
            "their indices and UUIDs (`--gpus all`, or `--gpus 1` on a one-GPU machine; NVIDIA_VISIBLE_DEVICES=all "
            "or indices it lists)"))


def _r_conda_no_cuda(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Conda defines __cuda from the driver it finds (libcuda); an image build or a login node has none.

    Classic conda's chain to __cuda among the specs "incompatible with your system" is not read where the same listing
    shows conda's __cuda feature (`feature:/linux-64::__cuda==12.2=0`): a driver is there, and the chain is noise.
    """
    if event.get("spec") and "conda_cuda_feature" in paste.ctx.flags:
        return None
    spec = event.get("package") or event.get("spec") or ""
    build = re.search(r"cuda(?P<digits>\d{2,3})(?P<end>py|\*)", spec)
    digits = build.group("digits") if build else ""
    # a build string of one CUDA major ("cuda11*"): that major's last minor satisfies each of its builds
    major = digits if build and build.group("end") == "*" and re.fullmatch(r"1\d", digits) else ""
    cuda = paste.tables.last_minor(major) if major else f"{digits[:-1]}.{digits[-1]}" if digits else None
    asks = f"the package asks for CUDA {major or cuda}" if cuda else "the CUDA the build needs"
    value = cuda or "<the CUDA version the build needs>"
    override = (f"CONDA_OVERRIDE_CUDA={value} for the install (`CONDA_OVERRIDE_CUDA={value} conda install ...`; "
                f"{asks})")
    if "wsl" in paste.ctx.flags:  # conda loads libcuda.so (no version), which only /usr/lib/wsl/lib holds there
        return _in_wsl(paste, ("conda sees no NVIDIA driver (no __cuda virtual package): it looks for libcuda.so, "
                       "which in WSL 2 is the Windows driver's copy in /usr/lib/wsl/lib, off the loader path, even "
                       "where nvidia-smi works"), (f"set {override}, or put the driver's folder on the loader path "
                       "for it (`export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH`); `nvidia-smi` inside WSL "
                       "must list the GPU"))
    if "docker" in paste.ctx.flags:
        return ("container_gpu_not_exposed", "error", ("conda sees no NVIDIA driver where it installs (no __cuda "
                "virtual package): an image build has no GPU or driver, so conda refuses TensorFlow's CUDA build"),
                f"set {override} in the image build; the container gets the host's driver when it runs with --gpus")
    return ("driver_missing", "error", ("conda finds no NVIDIA driver here (no __cuda virtual package, which it "
            "derives from libcuda), so it will not install TensorFlow's CUDA build"), (f"install the NVIDIA driver "
            f"(`nvidia-smi` must work); on a machine without one that builds for another (a login node), set "
            f"{override}"))


def _r_cdi(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("container_gpu_not_exposed", "error", (f"no CDI specification describes {event.get('device')}: podman (and "
            "Docker or containerd in CDI mode) inject GPUs from /etc/cdi or /var/run/cdi, and none was generated for "
            "this driver"), ("generate it: `sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` (again after "
            "each driver upgrade; `nvidia-ctk cdi list` shows the devices), then `--device nvidia.com/gpu=all`"))


def _r_driver_in_image(event: LogEvent, paste: _Paste) -> _Resolved:
    """The toolkit could not mount the host driver's library: the image already has one (its own driver files)."""
    lib = event.get("lib") or "the driver's library"
    where = (" (in WSL 2 the toolkit mounts the Windows driver's copies from /usr/lib/wsl/lib there)"
             if "wsl" in paste.ctx.flags else "")
    return ("container_gpu_not_exposed", "error", (f"the image already has {lib} where the NVIDIA Container Toolkit "
            f"mounts the host driver's{where}: it was built with the NVIDIA driver's user-space libraries inside (a "
            "driver, nvidia-utils or libnvidia-compute package installed in it, or a `docker commit` of a container "
            "that had them mounted)"), (f"keep the driver out of the image: in the Dockerfile remove {lib} and the "
            "other driver files (`RUN rm -f /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1 "
            "/usr/lib/x86_64-linux-gnu/libcuda.so.1`), install no NVIDIA driver package there, and rebuild; the "
            "host's driver is mounted in when the container starts"))


def _r_tool_too_old(event: LogEvent, paste: _Paste) -> _Resolved:
    """A container tool older than the first release that gives GPUs the way the paste asks (the tables)."""
    if event.kind == "podman_without_cdi":
        tool, feature = "podman", "cdi_devices"
        what = f"podman took the CDI device name {event.get('device')} for a file path"
    elif event.kind == "compose_without_runtime":
        tool, feature = "docker-compose", "runtime_in_every_format"
        what = ("docker-compose rejects the service's `runtime:` key (the NVIDIA runtime that gives it the GPU) in "
                "this file's format version")
    else:
        tool, feature = "docker-compose", "gpu_device_reservations"
        what = "docker-compose rejects the service's GPU device reservation (deploy.resources.reservations.devices)"
    first = container_tool(paste.tables, tool, feature)
    since = f" (from {first.min_version})" if first else ""
    fix = f"upgrade {tool} to {first.min_version} or newer" if first else pattern(event.kind).fix
    meaning = f"{what}: this {tool} predates that way of giving a container GPUs{since}"
    return ("container_gpu_not_exposed", "error", meaning, fix)


def _r_cdi_none(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("container_gpu_not_exposed", "error", ("nvidia-ctk lists no CDI device: no CDI specification was "
            "generated for this driver, so podman (or Docker and containerd in CDI mode) has no NVIDIA device to give "
            "the container"), ("generate it: `sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` (again "
            "after each driver upgrade), then start the container with `--device nvidia.com/gpu=all`"))


def _container_setup(event: LogEvent, paste: _Paste, what: str) -> _Resolved | None:
    """What the paste shows of the Docker in use, its client, the toolkit, the GPU or the host's driver, first."""
    if _desktop_on_linux(paste):
        return _DESKTOP_ON_LINUX
    if "unknown flag: --gpus" in event.line.lower() and "podman" not in event.line.lower():
        first = container_tool(paste.tables, "docker", "gpus_flag")
        since = first.min_version if first else "19.03"
        return ("container_gpu_not_exposed", "error", (f"this docker client does not know `--gpus`, which Docker "
                f"{since} added: the client is older than {since}, whatever the daemon is (`docker version` shows "
                "Client and Server apart)"), (f"upgrade Docker's client (docker-ce-cli) and engine to {since} or "
                "newer, with the NVIDIA Container Toolkit on the host; or give the GPU the older way, "
                "`--runtime=nvidia` (nvidia-docker2)"))
    if event.get("step") == "detection" and what.startswith("driver error"):
        return ("container_gpu_not_exposed", "error", ("uncertain: the NVIDIA Container Toolkit could not query the "
                f"host's driver ({what.strip()}): its libnvidia-container does not work with this driver or system (a "
                "distribution's or an old toolkit build), or the driver is not working; `nvidia-smi` on the host "
                "decides"), ("if `nvidia-smi` works on the host, reinstall the NVIDIA Container Toolkit "
                "(nvidia-container-toolkit) from NVIDIA's repository, not a distribution's build, configure it "
                "(`sudo nvidia-ctk runtime configure --runtime=docker`) and restart Docker; if it fails, repair the "
                "host's driver first"))
    if _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", (f"{pattern(event.kind).meaning}, and the only GPU the paste names is not "
                "an NVIDIA one (Intel, AMD or a virtual display adapter): there is no NVIDIA GPU to give the "
                "container"), ("start the container without the GPU request (no --gpus, no device reservation, no "
                "nvidia runtime) to run on the CPU, or use a machine with an NVIDIA GPU"))
    if (event.kind == "container_init_error" and "host_driver_absent_said" in paste.ctx.flags
            and not paste.ctx.driver and not ({"wsl", "windows"} & paste.ctx.flags or paste.ctx.windows)):
        return ("driver_missing", "warning", (f"uncertain: {pattern(event.kind).meaning}, and the words say the host "
                "has no NVIDIA driver; a container runs on the host's driver, which the toolkit mounts into it "
                "(images bring none), unless NVIDIA's GPU Operator installs it in a container of its own (`nvidia-smi` "
                "on the host, or the operator's driver pod, decides)"), (
                "install the NVIDIA driver on the host (`nvidia-smi` there lists the GPU), then run the container "
                "again; under the GPU Operator, check its driver pod (`kubectl get pods -n gpu-operator`)"))
    return None


def _r_container(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one return per kind of failure
    what = (event.get("what") or "").lower()
    if "version mismatch" in what or "no adapters were found" in what:
        return (_r_mismatch if "version mismatch" in what else _r_wsl_no_adapter)(event, paste)
    if ("driver not loaded" in what or "libnvidia-ml" in what or "libcuda" in what) and not _desktop_on_linux(paste):
        if "wsl" in paste.ctx.flags and (gap := _wsl_gap(paste)):  # Docker Desktop's host is WSL 2: its bridge
            return ("wsl_driver_not_visible", "error", *gap)
        return ("driver_missing", "error", f"the host has no working NVIDIA driver ({what.strip()})",
                ("install the NVIDIA driver on the host and check `nvidia-smi` there; the container uses the host's "
                "driver"))
    if event.kind == "container_init_error" and "wsl" in paste.ctx.flags and (
            "docker" not in paste.ctx.flags or what.startswith("driver error")):  # the toolkit reached no driver
        return _where_driver_lives(paste, pattern(event.kind).meaning)
    if (setup := _container_setup(event, paste, what)) is not None:
        return setup
    flags = paste.ctx.flags
    desktop = event.kind == "container_no_gpu_runtime" and (
        "docker_desktop" in flags or ("windows" in flags and "wsl" not in flags))  # Linux containers from Windows
    if event.get("runtime") and desktop:
        return ("container_gpu_not_exposed", "error", ("this Docker (Docker Desktop, on Windows) has no runtime named "
                "nvidia: Docker Desktop gives a container the GPU through `--gpus` (compose: a device reservation) "
                "with its WSL 2 backend"),
                ("replace `--runtime=nvidia` / compose's `runtime: nvidia` by `--gpus all` (compose: deploy: "
                 f"resources: reservations: devices: - driver: nvidia, capabilities: [gpu]); {_DOCKER_DESKTOP}"))
    if event.get("runtime"):
        return ("container_gpu_not_exposed", "error", ("Docker has no runtime named nvidia: the NVIDIA Container "
                "Toolkit is not installed or not registered with Docker"), ("install the NVIDIA Container Toolkit "
                "(nvidia-container-toolkit; nvidia-docker2 on old setups), register it (`sudo nvidia-ctk runtime "
                "configure --runtime=docker`) and restart Docker; or start the container with `--gpus all`, which "
                "needs no named runtime"))
    if "docker_snap" in paste.ctx.flags:  # the toolkit configures /etc/docker/daemon.json, which the snap ignores
        return ("container_gpu_not_exposed", "error", f"{pattern(event.kind).meaning}: {_SNAP[0]}", _SNAP[1])
    if desktop:
        return ("container_gpu_not_exposed", "error", (f"{pattern(event.kind).meaning}: on Windows that is Docker "
                "Desktop, which gives containers a GPU only through its WSL 2 backend (not Hyper-V), with a Windows "
                "NVIDIA driver that supports WSL 2"), _DOCKER_DESKTOP)
    return ("container_gpu_not_exposed", "error", pattern(event.kind).meaning, _CAUSE_FIX["container_gpu_not_exposed"])


def _r_nvml_library(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """NVML's library not loadable: in Kubernetes NVIDIA's device plugin's pod, where three causes give it.

    The device plugin (and GPU feature discovery, the DCGM exporter) logs it on every node without a GPU, on a GPU
    node whose container runtime is not the NVIDIA one (which mounts the driver's libraries), and where the driver
    is missing or not ready: uncertain which. A plugin that goes on (a Tegra board's backend) makes it a notice.
    Elsewhere (nvidia-docker 1's plugin on the host, a container) which side lacks the library is open.
    """
    flags = paste.ctx.flags
    if "device_plugin_started" in flags:
        return ("harmless", "info", ("the device plugin found no NVML library and went on with another backend "
                "(a Tegra board's): this line is its notice"), "")
    if "kubernetes" in flags:
        return ("container_gpu_not_exposed", "warning", ("uncertain which node: NVIDIA's device plugin cannot load "
                "the driver's NVML library (libnvidia-ml.so.1), so that node offers no nvidia.com/gpu: (a) a node "
                "without a GPU, where the plugin logs this by design; (b) a GPU node whose container runtime (the one "
                "kubelet uses: `kubectl get nodes -o wide`, CONTAINER-RUNTIME) is not the NVIDIA runtime, which is "
                "what mounts the driver's libraries into the plugin's pod; (c) a GPU node whose driver is missing or "
                "not ready yet (the GPU Operator's driver pod)"), (
                "(a) keep the plugin's DaemonSet to the GPU nodes (a nodeSelector); (b) on a GPU node make nvidia the "
                "container runtime's default (containerd: `sudo nvidia-ctk runtime configure --runtime=containerd "
                '--set-as-default`; Docker: the same with --runtime=docker, which sets "default-runtime": "nvidia" in '
                "/etc/docker/daemon.json; then restart it), or give the plugin's pods `runtimeClassName: nvidia`; "
                "(c) install the driver (`nvidia-smi` on the node must work) or wait for the GPU Operator's driver "
                "pod; then restart the device plugin's pods"))
    return ("container_gpu_not_exposed", "warning", ("uncertain where: the process cannot load the driver's NVML "
            "library (libnvidia-ml.so.1): in a container, it was started without the NVIDIA runtime (no `--gpus all` "
            "or `--runtime=nvidia`, or the NVIDIA Container Toolkit not installed), which mounts the driver's "
            "libraries; on the host, the driver's libnvidia-ml is not in the loader's cache"),
            ("in a container: start it with `--gpus all` (the NVIDIA Container Toolkit installed); on the host: "
             "`ldconfig -p | grep nvidia-ml` must list it (else `sudo ldconfig`, or reinstall the driver)"))


def _desktop_on_linux(paste: _Paste) -> bool:
    """Docker Desktop named on Linux (no Windows, WSL or macOS): its containers run in a VM of its own."""
    flags = paste.ctx.flags
    return {"docker_desktop", "linux_host_said"} <= flags and not {"windows", "wsl", "macos"} & flags


# Docker Desktop for Linux runs the engine in a QEMU VM with no NVIDIA driver or Container Toolkit in it: no GPU
# reaches its containers (the NVIDIA Container Toolkit supports Docker Engine, docker-ce, only)
_DESKTOP_ON_LINUX: _Resolved = (
    "container_gpu_not_exposed", "error", ("the containers run under Docker Desktop for Linux, whose engine lives in "
    "a virtual machine without the NVIDIA driver or Container Toolkit: it gives containers no GPU, whatever the host "
    "has (the toolkit works with Docker Engine, docker-ce)"), ("run GPU containers with Docker Engine: install "
    "docker-ce from Docker's apt/dnf repository beside or instead of Docker Desktop, switch to it (`docker context use "
    "default`), configure the toolkit for it (`sudo nvidia-ctk runtime configure --runtime=docker`, restart Docker), "
    "then `docker run --rm --gpus all ubuntu nvidia-smi`"))


# Docker's "GPU support in Docker Desktop": Windows only, WSL 2 backend, an up-to-date Windows 10/11 and NVIDIA
# driver with WSL 2 GPU paravirtualization, an up-to-date WSL 2 kernel; the toolkit is Docker Desktop's own
_DOCKER_DESKTOP = ("in Docker Desktop use the WSL 2 based engine (Settings > General), update Docker Desktop, WSL "
                   "(`wsl --update`) and the Windows NVIDIA driver (Windows 10 21H2 or later, or Windows 11), then "
                   "`docker run --gpus all ...`; install no NVIDIA driver or container toolkit inside Windows or the "
                   "WSL distro for it: Docker Desktop brings its own; `docker run --rm --gpus all "
                   "nvidia/cuda:12.2.0-base-ubuntu22.04 nvidia-smi` must list the GPU")


_SNAP = (("this Docker is the snap, which does not read the configuration the NVIDIA Container Toolkit writes "
          "(/etc/docker/daemon.json)"),
         ("remove the snap (`sudo snap remove docker`), install Docker from Docker's apt repository, then the NVIDIA "
          "Container Toolkit (`sudo nvidia-ctk runtime configure --runtime=docker`, restart Docker)"))


def _r_banner(event: LogEvent, paste: _Paste) -> _Resolved:
    """An NVIDIA image's start-up banner says no driver: the paste may show the container started with a GPU."""
    if "gpus_flag" not in paste.ctx.flags:
        return _r_container(event, paste)
    if "wsl" in paste.ctx.flags:  # the banner's check looks for the Linux driver's files, which WSL2 does not have
        return ("harmless", "info", ("the image's start-up check looks for the Linux NVIDIA driver's files, which WSL2 "
                "does not have (the GPU comes from the Windows driver): older NGC images print this although the GPU "
                "works"), "nothing, if `nvidia-smi` inside the container lists the GPU; newer images do not print it")
    return ("container_gpu_not_exposed", "error", ("uncertain: the image's start-up check found no NVIDIA driver, yet "
            "the paste shows the container started with a GPU option; `nvidia-smi` inside the container decides (if it "
            "lists the GPU, the banner is wrong; if not, the host's toolkit or driver did not pass it in)"),
            _CAUSE_FIX["container_gpu_not_exposed"])


def _r_ngc_check(event: LogEvent, paste: _Paste) -> _Resolved:
    """An NGC image's start-up check: no GPU in the container, a host driver older than its CUDA, a GPU it lacks."""
    if event.get("need"):
        found = event.get("have") or paste.ctx.driver  # the check's second line, wrapped after "but", read as context
        return _ngc_driver_check(paste, event.get("need") or "", found)
    if event.get("gpu"):
        if event.get("yet"):
            return ("gpu_too_new", "error", (f"this image release predates the {event.get('gpu')}: its CUDA and "
                    "libraries were built before that GPU's architecture"), ("use a newer release of the image (one "
                    "whose release notes list the GPU)"))
        return ("gpu_too_old", "error", (f"the image no longer supports the {event.get('gpu')}: its CUDA and libraries "
                "are built for newer GPU architectures"), "use an older release of the image that still supports it")
    # the check's bare "No supported GPU(s)" follows its reason when it printed one (a GPU it does not support, a
    # driver older than the image): that line decides, not a container started without the GPU
    if (reason := next((e for e in paste.events.get(event.kind, ()) if e.get("gpu") or e.get("need")), None)):
        return _r_ngc_check(reason, paste)
    if "gpus_flag" in paste.ctx.flags:
        return ("container_gpu_not_exposed", "error", ("uncertain: the image's start-up check found no GPU it supports "
                "although the paste shows the container started with a GPU option: the host's toolkit did not pass "
                "the GPU in, or the GPU is not usable on the host (an NVSwitch system's nvidia-fabricmanager not "
                "running, a GPU older than the image supports); `nvidia-smi` on the host and in the container decides"),
                _CAUSE_FIX["container_gpu_not_exposed"])
    return ("container_gpu_not_exposed", "error", ("the image's start-up check found no GPU in the container: it was "
            "started without GPU access (no `--gpus`, not the NVIDIA runtime)"), ("start it with `docker run --gpus "
            "all ...` (NVIDIA Container Toolkit on the host; nvidia-docker / `--runtime=nvidia` on old setups)"))


def _ngc_driver_check(paste: _Paste, need: str, found: str | None) -> _Resolved:
    """The NGC entrypoint's 'built for NVIDIA Driver Release X or later': it prints it for any older driver.

    Its forward compatibility may run the image anyway (its NOTE says ENABLED), and a driver of the same CUDA
    major runs the image's CUDA under minor-version compatibility (the tables decide): neither is a failure.
    """
    cuda = paste.tables.max_cuda_for_driver(found) if found else None
    older = (f"built for CUDA {cuda} or older (driver {found} runs up to CUDA {cuda}, the branch table)" if cuda
             else "built for a CUDA this driver runs")
    fix = (f"install NVIDIA driver {need} or later on the host (the container uses the host's driver), or use an "
           f"older image release, {older}")
    if "ngc_compat_enabled" in paste.ctx.flags:
        return ("harmless", "info", (f"the image's CUDA is that of driver {need}, newer than the host's, and the "
                "image runs it on NVIDIA's forward compatibility (its NOTE says it is ENABLED): not a failure"),
                f"only if CUDA calls fail later: {fix}")
    have = f" ({found} was found)" if found else ""
    image_cuda = paste.tables.max_cuda_for_driver(need)
    if found and image_cuda and driver_runs_cuda(paste.tables, found, image_cuda).how == "minor_version":
        return ("driver_too_old", "warning", (f"uncertain: the image's CUDA {image_cuda} wants NVIDIA driver "
                f"{need}{have}, and driver {found} runs CUDA {image_cuda} under minor-version compatibility, so the "
                "image starts; only code JIT-compiled from PTX newer than the driver fails (a later 'PTX was "
                "compiled with an unsupported toolchain' decides)"), fix)
    return ("driver_too_old", "error", (f"the image's CUDA needs NVIDIA driver {need} or later on the host{have}, and "
            "forward compatibility (the image's cuda-compat) is unavailable on this GPU or driver"), fix)


def _r_k8s(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    if event.get("insufficient"):
        return ("container_gpu_not_exposed", "error", ("no node has a free nvidia.com/gpu for the pod; uncertain why: "
                "either no node advertises GPUs (the NVIDIA device plugin is not running, or the node's container "
                "runtime does not default to the NVIDIA runtime, so the plugin counts 0), or all of them are "
                "allocated to other pods; `kubectl describe nodes` (Allocatable and Allocated resources) decides"),
                (f"`kubectl describe nodes | grep -i nvidia.com/gpu`: if it is 0 or missing, {_K8S_RUNTIME}; if all "
                 "are allocated, free them (delete finished pods) or request fewer"))
    if event.get("admission"):
        return ("container_gpu_not_exposed", "error", ("the node's kubelet refused the pod the scheduler placed "
                "there: its device manager has no healthy nvidia.com/gpu to give it (the NVIDIA device plugin or the "
                "kubelet restarted and the GPUs are not registered again, or the GPUs were marked unhealthy)"), (
                "restart the NVIDIA device plugin's pod on that node (`kubectl -n <its namespace> delete pod "
                "<nvidia-device-plugin pod>`; it re-registers the GPUs; `nvidia-smi` and the kernel log there show an "
                "unhealthy one), then delete and recreate the failed pod"))
    crashing = ("the NVIDIA device plugin keeps crashing on the node: it cannot load NVML, because the container "
                "runtime does not give it the driver (its default runtime is not the NVIDIA one)")
    meaning = crashing if event.get("plugin") else (
               "the node advertises nvidia.com/gpu: 0: the NVIDIA device plugin finds no GPU, because the node's "
               "container runtime does not default to the NVIDIA runtime (or the host has no driver)")
    return ("container_gpu_not_exposed", "error", meaning, _K8S_RUNTIME[0].upper() + _K8S_RUNTIME[1:])
