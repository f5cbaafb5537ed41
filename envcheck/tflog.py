"""Parse TensorFlow's own log lines into structured events.

The catalogue below holds the messages TensorFlow 1.0-2.21 prints about GPUs, CUDA, cuDNN, XLA
and the CPU, with the stable part of each as a regex (source: shared/reference/tf_log_messages.md,
which checked every literal in the wheels' binaries). The runtime probe parses its child's stderr
with it; ``envcheck explain`` will read pasted logs with the same catalogue, so the two agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CATALOGUE", "CUINIT_HINTS", "LogEvent", "LogField", "Pattern", "cuinit_hint", "parse_log", "pattern",
           "strip_prefix"]

# The three prefix styles (TF logging without and with a timestamp, absl logging); a Windows path
# may carry a drive letter. Group "msg" is the message itself.
_PREFIX = re.compile(
    r"^(?:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+: )?[IWEF](?:\d{4} \d{2}:\d{2}:\d+(?:\.\d+)*\s+\d+ | )"
    r"?(?:[A-Za-z]:)?[\w./\\-]+?\.(?:cc|h|cpp|py):\d+\] (?P<msg>.*)$"
)


@dataclass(frozen=True)
class LogField:
    """A value captured from a log line."""

    name: str
    value: str


@dataclass(frozen=True)
class LogEvent:
    """One recognised log line."""

    kind: str  # the catalogue id: "dlopen_failed", "cuinit_failed", ...
    level: str  # "error", "warning", "info", "noise", "success"
    line: str  # the line as printed (prefix included)
    line_no: int  # 1-based, in the text parsed
    fields: tuple[LogField, ...] = ()

    def get(self, name: str) -> str | None:
        """A captured value by name."""
        return next((f.value for f in self.fields if f.name == name), None)


@dataclass(frozen=True)
class Pattern:
    """A known message: how to recognise it, what it means, and what fixes it."""

    kind: str
    level: str
    regex: re.Pattern[str]
    meaning: str
    fix: str = ""


def _p(kind: str, level: str, regex: str, meaning: str, fix: str = "") -> Pattern:
    return Pattern(kind, level, re.compile(regex), meaning, fix)


CATALOGUE: tuple[Pattern, ...] = (
    # library loading (tf_log_messages.md 1.1-1.7)
    _p("dlopen_failed", "error",
       r"(?:Could not load dynamic library|Could not dlopen library) '(?P<lib>[^']+)'; dlerror: "
       r"(?P<dlerror>.*?)(?:; LD_LIBRARY_PATH: (?P<ld_library_path>.*))?$",
       "a CUDA library TensorFlow asked for could not be loaded",
       "install the library for the CUDA version TensorFlow was built with (pip install 'tensorflow[and-cuda]' "
       "from 2.14), or add its folder to LD_LIBRARY_PATH"),
    _p("dlopen_failed", "error", r"Couldn't open CUDA library (?P<lib>\S+)\. LD_LIBRARY_PATH: (?P<ld_library_path>.*)",
       "a CUDA library TensorFlow 1.x asked for could not be loaded",
       "install the CUDA toolkit version TensorFlow was built with and add it to LD_LIBRARY_PATH"),
    _p("dlopen_ok", "success",
       r"(?:Successfully opened dynamic library|successfully opened CUDA library) (?P<lib>\S+)",
       "a CUDA library was loaded"),
    _p("gpu_libraries_missing", "error", r"Cannot dlopen some GPU libraries",
       "at least one required CUDA/cuDNN library is missing, so TensorFlow registered no GPU",
       "install the missing libraries; rerun with TF_CPP_VMODULE=dso_loader=1 to see which (hidden since 2.12)"),
    _p("shared_object_missing", "error",
       r"(?P<lib>lib(?:cu\w*|nv\w*)\.so[.\d]*): cannot open shared object file",
       "a CUDA library TensorFlow links against is missing, so `import tensorflow` fails",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have"),
    _p("native_runtime_failed", "error", r"Failed to load the native TensorFlow runtime",
       "TensorFlow's compiled core could not be loaded; the real cause is in the traceback above it",
       "read the ImportError above it (a missing library, NumPy/protobuf versions, a CPU without AVX); "
       "`envcheck doctor` checks each of them"),
    _p("no_cuda_drivers", "info",
       r"Could not find cuda drivers on your machine, GPU will not be used|Ignore above cudart dlerror",
       "TensorFlow found no CUDA runtime or driver; harmless on a machine without an NVIDIA GPU",
       "install the NVIDIA driver (and CUDA libraries) if this machine has a GPU"),
    # driver and device discovery (2.1-2.6)
    _p("cuinit_failed", "error", r"failed call to cuInit: (?P<error>.*)",
       "the CUDA driver could not initialise: no GPU visible, no driver, or no access to the device nodes",
       "check the driver (nvidia-smi), CUDA_VISIBLE_DEVICES, and in a container the --gpus flag"),
    _p("driver_version_mismatch", "error",
       r"kernel version (?P<kernel>\S+) does not match DSO version (?P<dso>\S+)",
       "the loaded kernel module and the driver's user-space libraries are different versions",
       "reboot (or reload the nvidia kernel modules) after the driver upgrade"),
    _p("kernel_driver_not_running", "error",
       r"kernel driver does not appear to be running on this host|no NVIDIA GPU device is present",
       "no NVIDIA kernel driver is running here (or it is not exposed to this container)",
       "install the NVIDIA driver, or start the container with GPU access"),
    _p("driver_insufficient", "error", r"CUDA driver version is insufficient for CUDA runtime version",
       "the NVIDIA driver is older than the CUDA version TensorFlow was built with",
       "upgrade the NVIDIA driver"),
    _p("gpu_ignored", "error",
       r"Ignoring (?:visible )?gpu device \((?P<device>.*)\) with Cuda compute capability (?P<cc>\d+(?:\.\d+)*)\. "
       r"The minimum required Cuda capability is (?P<minimum>\d+(?:\.\d+)*)",
       "the GPU is older than any architecture this TensorFlow was built for, so it is not used",
       "use a TensorFlow release built for this compute capability"),
    _p("ptx_jit", "warning",
       r"TensorFlow was not built with CUDA kernel binaries compatible with compute capability (?P<cc>\d+(?:\.\d+)*)",
       "no kernels were compiled for this GPU; they are JIT-compiled from PTX, which can take 30 minutes",
       "keep the JIT cache (export CUDA_CACHE_MAXSIZE=4294967296) or use a TensorFlow built for this GPU"),
    _p("no_kernel_image", "error", r"device kernel image is invalid|no kernel image is available for execution",
       "the TensorFlow build contains no kernels (SASS or PTX) usable on this GPU",
       "use a TensorFlow release built for this GPU's compute capability"),
    _p("unsupported_ptx", "error",
       r"CUDA_ERROR_UNSUPPORTED_PTX_VERSION|the provided PTX was compiled with an unsupported toolchain",
       "the driver is too old to JIT-compile the PTX in this TensorFlow build", "upgrade the NVIDIA driver"),
    _p("out_of_memory", "error",
       r"CUDA_ERROR_OUT_OF_MEMORY|failed to allocate (?P<size>\d+(?:\.\d+)*\s*[KMG]?i?B?)|OOM when allocating",
       "GPU memory ran out: another process may hold the GPU, or TensorFlow pre-allocated it all",
       "free the GPU (see `envcheck gpus`), or export TF_FORCE_GPU_ALLOW_GROWTH=true"),
    # -- cuDNN and cuBLAS, reference sections 3.1 to 3.3
    _p("cudnn_version_mismatch", "error",
       r"Loaded runtime CuDNN library: (?P<runtime>\d+(?:\.\d+)*)(?: \(compatibility version \d+\))? "
       r"but source was compiled with:? (?P<compiled>\d+(?:\.\d+)*)",
       "the cuDNN found first is older than the one TensorFlow was built with",
       "install the cuDNN version TensorFlow was built with (or newer of the same major), first on the path"),
    _p("cudnn_handle_failed", "error", r"Could not create cudnn handle: (?P<status>\w+)",
       "cuDNN failed to start: usually the GPU is out of memory, or cuDNN does not match the driver",
       "export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU, or reinstall a matching cuDNN"),
    _p("cublas_handle_failed", "error", r"failed to create cublas handle: (?P<status>\w+)",
       "cuBLAS failed to start: usually the GPU is out of memory", "export TF_FORCE_GPU_ALLOW_GROWTH=true"),
    _p("dnn_missing", "error", r"DNN library is not found\.|No DNN in stream executor\.",
       "cuDNN is not usable, so convolutions and RNN layers fail on the GPU", "install the matching cuDNN"),
    _p("cudnn_loaded", "success", r"Loaded cuDNN version (?P<version>\d+)", "cuDNN was loaded"),
    # -- XLA, reference sections 4.1 and 4.2
    _p("libdevice_missing", "warning", r"libdevice not found at (?P<path>\S+)|Can't find libdevice directory",
       "XLA cannot find CUDA's libdevice, so jit-compiled (XLA) functions fail",
       "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<folder holding nvvm/libdevice>"),
    _p("ptxas_missing", "warning", r"Can't find ptxas binary",
       "XLA cannot find ptxas and falls back to the driver (slower, more memory)",
       "put CUDA's bin/ptxas on PATH (pip: site-packages/nvidia/cuda_nvcc/bin)"),
    _p("ptxas_failed", "error",
       r"ptxas exited with non-zero error code (?P<code>\d+)|You are using ptxas (?P<version>\S+), which is older than",
       "ptxas is too old for this GPU or failed", "install a newer CUDA ptxas (nvidia-cuda-nvcc)"),
    # -- errors raised in Python while importing or building a model (tracebacks)
    _p("numpy_abi", "error",
       r"A module that was compiled using NumPy 1\.x cannot be run in\s*NumPy 2"
       r"|numpy\.core\.multiarray failed to import|numpy\.dtype size changed, may indicate binary incompatibility"
       r"|_ARRAY_API not found",
       "this TensorFlow (or another compiled package) was built against NumPy 1.x and NumPy 2 is installed",
       "pip install 'numpy<2', or a TensorFlow built for NumPy 2 (2.18 or newer)"),
    _p("protobuf_descriptors", "error",
       r"Descriptors cannot be created directly|If this call came from a _pb2\.py file, your generated code is "
       r"out of date",
       "the protobuf installed is newer than the generated code in TensorFlow (or a package it imports) expects",
       "pip install the protobuf range TensorFlow declares (envcheck doctor names it), e.g. 'protobuf<3.20' for "
       "TensorFlow 2.10 and older"),
    _p("keras3_with_legacy_code", "error",
       r"Keras 3 only supports V3 `\.keras`|keras\.src\.engine|No module named 'keras\.src\.engine'"
       r"|A KerasTensor cannot be used as input to a TensorFlow function"
       r"|Your currently installed version of Keras is Keras 3",
       "Keras 3 is installed but the code (or a library) was written for Keras 2 (tf.keras up to TF 2.15)",
       "pip install tf-keras matching TensorFlow and export TF_USE_LEGACY_KERAS=1, or port the code to Keras 3"),
    _p("tf_keras_missing", "error", r"No module named 'tf_keras'",
       "TF_USE_LEGACY_KERAS=1 asks for Keras 2 through tf-keras, which is not installed",
       "pip install tf-keras matching the TensorFlow version (tf-keras~=2.X for TensorFlow 2.X), or unset it"),
    _p("illegal_instruction", "error", r"Illegal instruction(?: \(core dumped\))?",
       "the CPU lacks an instruction the TensorFlow binary uses (AVX for wheels since 1.6)",
       "use a CPU with AVX, or build TensorFlow from source for this CPU"),
    _p("dll_load_failed", "error",
       r"DLL load failed(?: while importing (?P<module>\w+))?: (?P<reason>.*)"
       r"|Could not find '(?P<dll>[\w.]+\.dll)'\. TensorFlow requires that this DLL be installed",
       "a DLL TensorFlow needs on Windows is missing: the MSVC runtime, a CUDA DLL, or (for an AVX-less "
       "CPU) the binary itself cannot load",
       "install the Microsoft Visual C++ Redistributable; for the GPU on Windows after 2.10, use WSL2"),
    _p("container_no_driver", "error",
       r"The NVIDIA Driver was not detected\.\s+GPU functionality will not be available",
       "this NVIDIA container started without GPU access",
       "start it with the NVIDIA Container Toolkit: docker run --gpus all ..."),
    # success markers (2.6)
    _p("gpu_created", "success",
       r"Created (?:TensorFlow )?device \(?(?P<device>/job:\S+/device:GPU:\d+) with (?P<memory_mb>\d+) MB memory\)?:?"
       r"\s*-> (?:physical GPU \()?device: (?P<index>\d+), name: (?P<name>.*?), pci bus id: (?P<pci_bus_id>[\w:.]+)"
       r"(?:, compute capability: (?P<cc>\d+(?:\.\d+)*))?",
       "TensorFlow registered this GPU"),
    # harmless noise (2.5, 3.3, 1.6, 5)
    _p("duplicate_registration", "noise",
       r"Unable to register (?:cuDNN|cuFFT|cuBLAS) factory|computation placer already registered",
       "a plugin was registered twice during start-up; harmless"),
    _p("numa", "noise",
       r"successful NUMA node read from SysFS had negative value|could not open file to read NUMA node|"
       r"Could not identify NUMA node",
       "the kernel reports no NUMA node for the GPU (VMs, laptops, WSL2); harmless"),
    _p("tensorrt_missing", "noise", r"TF-TRT Warning|Cannot dlopen some TensorRT libraries",
       "TensorRT is not installed; harmless unless you use TF-TRT"),
    _p("onednn_notice", "noise", r"oneDNN custom operations are on",
       "oneDNN CPU optimisations are on (results may differ in the last bits); harmless"),
    _p("cpu_features_notice", "noise",
       r"To enable the following instructions: (?P<instructions>.*?), in other operations|"
       r"Your CPU supports instructions that this TensorFlow binary was not compiled to use: (?P<cpu>.*)|"
       r"This TensorFlow binary is optimized (?:with oneAPI|to use available CPU instructions)",
       "TensorFlow could use more CPU instructions if built from source; harmless"),
)


# What a cuInit failure usually means, by the CUresult name (cuda.h) or TensorFlow's wording of it.
CUINIT_HINTS = {
    "CUDA_ERROR_NO_DEVICE": "no GPU is visible to CUDA: check CUDA_VISIBLE_DEVICES, and in a container --gpus",
    "CUDA_ERROR_UNKNOWN": "often the nvidia-uvm module is not loaded or /dev/nvidia-uvm is not accessible",
    "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH": "the kernel module and the driver libraries are different versions",
    "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE": "a cuda-compat forward-compatibility package is in use on a GPU "
                                                 "that does not support it",
    "CUDA_ERROR_OPERATING_SYSTEM": "the operating system (cgroups, a container runtime) blocked access to the GPU",
    "CUDA_ERROR_INSUFFICIENT_DRIVER": "the driver is older than the libcuda being loaded",
    "UNKNOWN ERROR (303)": "libcuda.so.1 could not be loaded: no NVIDIA driver here (normal without a GPU)",
}


def cuinit_hint(error: str) -> str | None:
    """What a cuInit error payload usually means."""
    return next((text for name, text in CUINIT_HINTS.items() if name in error), None)


def strip_prefix(line: str) -> str:
    """The message without TensorFlow's log prefix (timestamp, severity, file:line])."""
    match = _PREFIX.match(line)
    return match.group("msg") if match else line


def _match(line: str, number: int) -> LogEvent | None:
    message = strip_prefix(line)
    for entry in CATALOGUE:
        match = entry.regex.search(message)
        if match:
            fields = tuple(LogField(k, v) for k, v in match.groupdict().items() if v is not None)
            return LogEvent(entry.kind, entry.level, line, number, fields)
    return None


def parse_log(text: str) -> tuple[LogEvent, ...]:
    """Every catalogued message in ``text``, in order; unknown lines are skipped.

    A line that matches nothing is tried again joined with the next one, because logs pasted
    into issues are often wrapped in the middle of a message.
    """
    lines = [line.rstrip() for line in text.splitlines()]
    events = []
    number = 0
    while number < len(lines):
        event = _match(lines[number], number + 1)
        following = lines[number + 1] if number + 1 < len(lines) else ""
        # A wrapped continuation: it starts in the middle of a sentence and means nothing alone.
        if (following.strip() and (event is None or following[:1].islower() or following[:1].isspace())
                and not _PREFIX.match(following) and _match(following, number + 2) is None):
            joined = _match(f"{lines[number]} {following.strip()}", number + 1)
            if joined is not None and (event is None or joined.kind == event.kind):
                event, number = joined, number + 1
        if event is not None:
            events.append(event)
        number += 1
    return tuple(events)


def pattern(kind: str) -> Pattern:
    """The catalogue entry for an event kind."""
    return next(p for p in CATALOGUE if p.kind == kind)
