"""The host said in a paste with no error line that decides: a Windows CUDA build refused, a GPU not reached in WSL."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.compat import last_release
from envcheck.explain._model import Explanation
from envcheck.explain._paste import _windows_fix

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste

# the parts of WSL 2's bridge to the Windows driver, in the order they are checked (Microsoft's and NVIDIA's guides)
_WSL_BRIDGE = ("`wsl -l -v` shows the distribution under WSL 2 (WSL 1 has no GPU: `wsl --set-version <distro> 2`); the "
               "Windows NVIDIA driver is a current one with WSL support (only it: no Linux NVIDIA driver inside WSL); "
               "the GPU runs in WDDM mode (`nvidia-smi` on Windows; TCC, the default of Tesla and other data-centre "
               "GPUs, is not shared with WSL: `nvidia-smi -i 0 -dm 0` where the driver offers WDDM); `wsl --update` "
               "and `wsl --shutdown`; then `nvidia-smi` inside WSL lists the GPU")


def windows_cuda_build_refused(paste: _Paste) -> Explanation | None:
    """TensorFlow's configure.py refusing CUDA on Windows (2.11 on): it prints this only when CUDA was asked for."""
    if "windows_cuda_build_refused" not in paste.ctx.flags:
        return None
    return Explanation("context", "windows_native_gpu_unsupported", "error", (), 0,
                       "Cannot build with CUDA support on Windows", (
        "TensorFlow's configure script refuses a CUDA build on native Windows (from 2.11 on the source has no "
        "Windows GPU build), so the build goes on without CUDA"), _windows_fix(paste))


def windows_gpu_dropped_said(paste: _Paste) -> Explanation | None:
    """The words say TensorFlow's GPU support on native Windows ended (2.11 on), with no error line that decides."""
    last = last_release(paste.tables, lambda r: r.windows_native_gpu)
    flags = paste.ctx.flags
    # (not where the GPU is shown working, or in WSL: the words then tell why the user moved)
    if ("windows_gpu_dropped_said" not in flags or last is None
            or {"gpu_list_nonempty", "device_list_gpu", "runs_fine_said", "wsl", "pytorch", "jax"} & flags):
        return None
    return Explanation("context", "windows_native_gpu_unsupported", "error", (), 0, "GPU support on Windows", (
        f"TensorFlow has no GPU build for native Windows after {last.line}, as the paste says: a newer release there "
        "runs on the CPU only"), _windows_fix(paste))


def host_cuda_first_said(paste: _Paste) -> Explanation | None:
    """CUDA in a container said to work only after a CUDA program ran on the host: the device files come late.

    The driver makes /dev/nvidia-uvm (and the per-GPU nodes) when CUDA is first used on the host; a container (a
    rootless one above all) started before that finds none, and cannot create them itself.
    """
    if "host_cuda_first_said" not in paste.ctx.flags:
        return None
    return Explanation("context", "uvm_unavailable", "error", (), 0, "CUDA works after the host used it", (
        "the words say CUDA works in the container only after a CUDA program ran on the host: the NVIDIA driver "
        "creates /dev/nvidia-uvm and the GPUs' device files on first use, and a container started before that finds "
        "none (a rootless container cannot create them)"), (
        "create them at boot on the host: a systemd unit running `nvidia-modprobe --unified-memory "
        "--create-nvidia-device-file=0` (`-u -c=0`; once per GPU index), then start the container"))


def wsl_gpu_said(paste: _Paste) -> Explanation | None:
    """The GPU said not found or not working in WSL, with no error line and no part of WSL's bridge shown missing.

    Which part fails the words do not tell: WSL 1, a Windows driver without WSL support, a GPU in TCC mode (Tesla
    and other data-centre GPUs), or a Linux driver installed inside WSL; not in a container (Docker's own checks).
    """
    flags = paste.ctx.flags
    if ("wsl" not in flags or not {"gpu_fails_said", "gpu_list_empty", "runs_on_cpu_said"} & flags
            or {"docker", "kubernetes", "pytorch", "jax"} & flags):
        return None
    return Explanation("context", "wsl_driver_not_visible", "warning", (), 0, "GPU not reached in WSL", (
        "uncertain: the paste says the GPU is not found or not working in WSL and shows no error that says why; in "
        "WSL 2 the GPU comes only through the Windows NVIDIA driver, and it does not reach WSL 1, a GPU in TCC mode, "
        "or a distribution with its own Linux NVIDIA driver; checking each part of that bridge decides"), _WSL_BRIDGE)
