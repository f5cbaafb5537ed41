"""The causes `explain` can name and the explanation it gives for each."""

from __future__ import annotations

from envcheck._frozen import Frozen

_LEVEL_ORDER = {"error": 0, "warning": 1, "info": 2, "noise": 3, "success": 4}
_LINES_KEPT = 20  # line numbers kept per explanation (the count is kept in full)


class Cause(Frozen):
    """A root cause `explain` can name: a stable id, a title, and its rank (lower = more fundamental)."""

    id: str
    title: str
    rank: int


_PACKAGES = 14  # the Python-package causes share a rank: the first one printed wins
CAUSES: tuple[Cause, ...] = tuple(Cause(i, t, n) for i, t, n in (
    ("driver_library_mismatch", "the NVIDIA kernel module and driver libraries are different versions", 0),
    ("container_gpu_not_exposed", "the container was started without GPU access", 1),
    ("wsl_driver_not_visible", "inside WSL2 the Windows NVIDIA driver is not reachable", 2),
    ("driver_missing", "no NVIDIA driver is installed or running", 3),
    ("driver_too_old", "the NVIDIA driver is older than the CUDA version in use", 4),
    ("uvm_unavailable", "the nvidia-uvm module or its device node is not available", 5),
    ("no_gpu_visible", "no GPU is visible to the process", 6),
    ("windows_native_gpu_unsupported", "TensorFlow has no GPU support on native Windows after 2.10", 7),
    ("tf1_cpu_package", "TensorFlow 1.x's `tensorflow` package is CPU-only", 8),
    ("cpu_only_build", "the TensorFlow installed is a build without CUDA (tf.test.is_built_with_cuda() is False)", 8),
    ("two_tensorflow_installs", "two TensorFlow distributions are installed side by side", 9),
    ("tensorflow_gpu_removed", "the tensorflow-gpu package was removed from PyPI", 10),
    ("python_unsupported", "no TensorFlow wheel exists for this Python", 11),
    ("windows_long_paths", "Windows' 260-character path limit stopped the install", 11),
    ("cpu_no_avx", "the CPU lacks instructions the TensorFlow binary uses", 12),
    ("msvc_runtime_missing", "the Microsoft Visual C++ runtime is missing or old", 13),
    ("metal_plugin_mismatch", "tensorflow-metal does not fit this TensorFlow or macOS, or cannot run the code", 13),
    ("numpy_incompatible", "NumPy's version does not fit this TensorFlow", _PACKAGES),
    ("protobuf_incompatible", "protobuf's version does not fit this TensorFlow", _PACKAGES),
    ("keras3_legacy_code", "Keras 3 is installed but the code needs Keras 2", _PACKAGES),
    ("tf_keras_missing", "TF_USE_LEGACY_KERAS asks for tf-keras, which is not installed", _PACKAGES),
    ("keras_version_skew", "Keras and TensorFlow versions do not match", _PACKAGES),
    ("dependency_conflict", "another package TensorFlow needs does not fit it, or pip cannot install it", _PACKAGES),
    ("gpu_too_old", "the GPU is older than any architecture this build has kernels for", 20),
    ("gpu_too_new", "the build's CUDA predates the GPU's architecture", 21),
    ("cudnn_version_mismatch", "the cuDNN loaded is not the one TensorFlow was built with", 22),
    ("pip_cuda_runpath", "the wheel's RUNPATH does not reach the pip-installed CUDA libraries", 23),
    ("cuda_libs_missing", "the CUDA/cuDNN libraries of TensorFlow's build are not found", 23),
    ("libdevice_missing", "XLA cannot find CUDA's libdevice (fatal for XLA-compiled code)", 24),
    ("gpu_config_after_init", "the GPUs were chosen or configured after TensorFlow (or CUDA) had started on them", 24),
    ("model_too_large", "the batch or the model does not fit in memory", 25),
    ("gpu_memory_in_use", "the GPU's memory is taken (another process, or pre-allocated)", 26),
    ("shm_too_small", "shared memory (/dev/shm) is too small for NCCL or data loaders (a container's is 64 MB)", 26),
    ("gpu_peer_access_failed", "GPUs cannot reach each other peer-to-peer (IOMMU, PCIe topology): NCCL fails or hangs",
     26),
    ("cudnn_init_failed", "cuDNN could not start (usually: no memory left for it)", 27),
    ("ptxas_too_old", "the ptxas found is older than the GPU's architecture", 28),
    ("wrong_interpreter", "the interpreter or Jupyter kernel is not the environment that has TensorFlow", 29),
    ("ptx_jit_slow", "no binaries for this GPU: kernels are JIT-compiled at start", 30),
    ("ptxas_missing", "XLA cannot find ptxas", 31),
    ("cuda_error", "a CUDA driver API error", 32),
    ("tf_import_failed", "TensorFlow's native runtime failed to load", 33),
    ("input_bound", "training waits for its input pipeline: the GPU idles while the CPU prepares batches", 34),
    ("gpu_not_detected", "TensorFlow sees no GPU and the paste does not say why", 34),
    ("harmless", "informational: these lines alone decide no problem", 35),
))
_CAUSE = {c.id: c for c in CAUSES}


class Explanation(Frozen):
    """One recognised cause: where, what it means, and the fix computed from what was captured."""

    kind: str  # the log message kind (envcheck.tflog), or "context" for a deduction from the whole paste
    cause: str  # a CAUSES id
    level: str  # "error", "warning", "info", "noise" (harmless), "success"
    line_numbers: tuple[int, ...]  # the first ones (up to 20)
    count: int  # how many lines gave it
    evidence: str  # the first line it was seen on
    meaning: str
    fix: str
    details: tuple[str, ...] = ()  # captured values: "lib=libcudnn.so.8", ...

    @property
    def undecided(self) -> bool:
        """The paste does not decide the cause: the meaning opens with "uncertain", or says it is "uncertain why".

        Not a meaning uncertain of a detail only ("uncertain which CUDA"): its cause is decided.
        """
        return self.meaning.startswith("uncertain") or "uncertain why" in self.meaning
