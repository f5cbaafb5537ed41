"""The CUDA driver API's error codes (CUresult), each with the envcheck explain cause it points to.

Names and numbers are those of cuda.h (CUDA 13.0, all of them); the cause ids are the ones
`envcheck explain` reports (docs/explain.md). A paste often gives only the number ("UNKNOWN ERROR
(303)", "cudaGetDeviceCount returned 100") or only the name, so both are looked up here.
"""

from __future__ import annotations

import re

__all__ = ["CU_RESULTS", "RUNTIME_ERRORS", "RUNTIME_TEXTS", "XIDS", "describe", "from_text", "lookup"]

# Every CUresult of the CUDA driver API (cuda.h, CUDA 13.0): code -> (name, cause id, meaning).
CU_RESULTS: dict[int, tuple[str, str, str]] = {
    0: ("CUDA_SUCCESS", "harmless", "no error"),
    1: ("CUDA_ERROR_INVALID_VALUE", "cuda_error", "invalid value"),
    2: ("CUDA_ERROR_OUT_OF_MEMORY", "gpu_memory_in_use", ("the GPU has no free memory for the context or the "
                                                         "allocation")),
    3: ("CUDA_ERROR_NOT_INITIALIZED", "driver_missing", ("the driver was not initialised (cuInit failed or was not "
                                                        "called)")),
    4: ("CUDA_ERROR_DEINITIALIZED", "cuda_error", "the driver is shutting down"),
    5: ("CUDA_ERROR_PROFILER_DISABLED", "cuda_error", "profiler disabled"),
    6: ("CUDA_ERROR_PROFILER_NOT_INITIALIZED", "cuda_error", "profiler not initialized"),
    7: ("CUDA_ERROR_PROFILER_ALREADY_STARTED", "cuda_error", "profiler already started"),
    8: ("CUDA_ERROR_PROFILER_ALREADY_STOPPED", "cuda_error", "profiler already stopped"),
    34: ("CUDA_ERROR_STUB_LIBRARY", "driver_missing", ("the libcuda found is the toolkit's stub, not the real driver "
                                                      "library")),
    36: ("CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER", "driver_too_old", "the call needs a newer driver"),
    46: ("CUDA_ERROR_DEVICE_UNAVAILABLE", "gpu_memory_in_use", ("the GPU is busy or unavailable (exclusive-process "
                                                               "mode, or used by another process)")),
    100: ("CUDA_ERROR_NO_DEVICE", "no_gpu_visible", "no CUDA-capable GPU is visible to this process"),
    101: ("CUDA_ERROR_INVALID_DEVICE", "no_gpu_visible", "the device ordinal does not exist (CUDA_VISIBLE_DEVICES?)"),
    102: ("CUDA_ERROR_DEVICE_NOT_LICENSED", "cuda_error", "device not licensed"),
    200: ("CUDA_ERROR_INVALID_IMAGE", "cuda_error", "invalid image"),
    201: ("CUDA_ERROR_INVALID_CONTEXT", "cuda_error", "invalid context"),
    202: ("CUDA_ERROR_CONTEXT_ALREADY_CURRENT", "cuda_error", "context already current"),
    205: ("CUDA_ERROR_MAP_FAILED", "cuda_error", "map failed"),
    206: ("CUDA_ERROR_UNMAP_FAILED", "cuda_error", "unmap failed"),
    207: ("CUDA_ERROR_ARRAY_IS_MAPPED", "cuda_error", "array is mapped"),
    208: ("CUDA_ERROR_ALREADY_MAPPED", "cuda_error", "already mapped"),
    209: ("CUDA_ERROR_NO_BINARY_FOR_GPU", "gpu_too_new", "no kernel image for this GPU's architecture"),
    210: ("CUDA_ERROR_ALREADY_ACQUIRED", "cuda_error", "already acquired"),
    211: ("CUDA_ERROR_NOT_MAPPED", "cuda_error", "not mapped"),
    212: ("CUDA_ERROR_NOT_MAPPED_AS_ARRAY", "cuda_error", "not mapped as array"),
    213: ("CUDA_ERROR_NOT_MAPPED_AS_POINTER", "cuda_error", "not mapped as pointer"),
    214: ("CUDA_ERROR_ECC_UNCORRECTABLE", "cuda_error", "an uncorrectable ECC memory error: a hardware fault"),
    215: ("CUDA_ERROR_UNSUPPORTED_LIMIT", "cuda_error", "unsupported limit"),
    216: ("CUDA_ERROR_CONTEXT_ALREADY_IN_USE", "cuda_error", "context already in use"),
    217: ("CUDA_ERROR_PEER_ACCESS_UNSUPPORTED", "gpu_peer_access_failed", "peer access unsupported"),
    218: ("CUDA_ERROR_INVALID_PTX", "driver_too_old", "the driver could not JIT-compile the PTX"),
    219: ("CUDA_ERROR_INVALID_GRAPHICS_CONTEXT", "cuda_error", "invalid graphics context"),
    220: ("CUDA_ERROR_NVLINK_UNCORRECTABLE", "cuda_error", "an uncorrectable NVLink error: a hardware fault"),
    221: ("CUDA_ERROR_JIT_COMPILER_NOT_FOUND", "driver_missing", "the driver's PTX JIT compiler library is missing"),
    222: ("CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "driver_too_old", ("the PTX was produced by a CUDA newer than the "
                                                                  "driver")),
    223: ("CUDA_ERROR_JIT_COMPILATION_DISABLED", "cuda_error", "jit compilation disabled"),
    224: ("CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY", "cuda_error", "unsupported exec affinity"),
    225: ("CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC", "cuda_error", "unsupported devside sync"),
    226: ("CUDA_ERROR_CONTAINED", "cuda_error", "contained"),
    300: ("CUDA_ERROR_INVALID_SOURCE", "cuda_error", "invalid source"),
    301: ("CUDA_ERROR_FILE_NOT_FOUND", "cuda_error", "file not found"),
    302: ("CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND", "cuda_error", "shared object symbol not found"),
    303: ("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED", "driver_missing", ("a shared object (libcuda) could not be "
                                                                    "initialised")),
    304: ("CUDA_ERROR_OPERATING_SYSTEM", "container_gpu_not_exposed", ("the operating system (cgroups, a container "
                                                                      "runtime) refused access to the GPU")),
    400: ("CUDA_ERROR_INVALID_HANDLE", "cuda_error", "invalid handle"),
    401: ("CUDA_ERROR_ILLEGAL_STATE", "cuda_error", "illegal state"),
    402: ("CUDA_ERROR_LOSSY_QUERY", "cuda_error", "lossy query"),
    500: ("CUDA_ERROR_NOT_FOUND", "cuda_error", "not found"),
    600: ("CUDA_ERROR_NOT_READY", "cuda_error", "not ready"),
    700: ("CUDA_ERROR_ILLEGAL_ADDRESS", "cuda_error", ("a kernel accessed an illegal address: a bug in a kernel or "
                                                      "failing hardware")),
    701: ("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "cuda_error", ("a kernel launch needed more registers or shared memory "
                                                              "than the GPU has")),
    702: ("CUDA_ERROR_LAUNCH_TIMEOUT", "cuda_error", ("a kernel ran past the display watchdog timeout (a GPU that "
                                                     "drives a display)")),
    703: ("CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING", "cuda_error", "launch incompatible texturing"),
    704: ("CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED", "cuda_error", "peer access already enabled"),
    705: ("CUDA_ERROR_PEER_ACCESS_NOT_ENABLED", "cuda_error", "peer access not enabled"),
    708: ("CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE", "cuda_error", "primary context active"),
    709: ("CUDA_ERROR_CONTEXT_IS_DESTROYED", "cuda_error", "context is destroyed"),
    710: ("CUDA_ERROR_ASSERT", "cuda_error", ("a device-side assert: a check in a running kernel failed (most often "
                                              "an index or class label outside its range)")),
    711: ("CUDA_ERROR_TOO_MANY_PEERS", "gpu_peer_access_failed", "too many peers"),
    712: ("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED", "cuda_error", "host memory already registered"),
    713: ("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", "cuda_error", "host memory not registered"),
    714: ("CUDA_ERROR_HARDWARE_STACK_ERROR", "cuda_error", "hardware stack error"),
    715: ("CUDA_ERROR_ILLEGAL_INSTRUCTION", "cuda_error", "illegal instruction"),
    716: ("CUDA_ERROR_MISALIGNED_ADDRESS", "cuda_error", "misaligned address"),
    717: ("CUDA_ERROR_INVALID_ADDRESS_SPACE", "cuda_error", "invalid address space"),
    718: ("CUDA_ERROR_INVALID_PC", "cuda_error", "invalid pc"),
    719: ("CUDA_ERROR_LAUNCH_FAILED", "cuda_error", ("a kernel failed while running: a bug in a kernel or failing "
                                                    "hardware")),
    720: ("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", "cuda_error", "cooperative launch too large"),
    721: ("CUDA_ERROR_TENSOR_MEMORY_LEAK", "cuda_error", "tensor memory leak"),
    800: ("CUDA_ERROR_NOT_PERMITTED", "cuda_error", "the operation is not permitted"),
    801: ("CUDA_ERROR_NOT_SUPPORTED", "cuda_error", "the operation is not supported on this device or platform"),
    802: ("CUDA_ERROR_SYSTEM_NOT_READY", "cuda_error", ("the system is not ready (nvidia-fabricmanager not running on "
                                                       "an NVSwitch system?)")),
    803: ("CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", "driver_library_mismatch", ("the kernel module and the driver libraries "
                                                                          "are different versions")),
    804: ("CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE", "driver_too_old", ("a forward-compatibility package "
                                                                         "(cuda-compat) is in use on a GPU that does "
                                                                         "not support it")),
    805: ("CUDA_ERROR_MPS_CONNECTION_FAILED", "cuda_error", "mps connection failed"),
    806: ("CUDA_ERROR_MPS_RPC_FAILURE", "cuda_error", "mps rpc failure"),
    807: ("CUDA_ERROR_MPS_SERVER_NOT_READY", "cuda_error", "mps server not ready"),
    808: ("CUDA_ERROR_MPS_MAX_CLIENTS_REACHED", "cuda_error", "mps max clients reached"),
    809: ("CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED", "cuda_error", "mps max connections reached"),
    810: ("CUDA_ERROR_MPS_CLIENT_TERMINATED", "cuda_error", "mps client terminated"),
    811: ("CUDA_ERROR_CDP_NOT_SUPPORTED", "cuda_error", "cdp not supported"),
    812: ("CUDA_ERROR_CDP_VERSION_MISMATCH", "cuda_error", "cdp version mismatch"),
    900: ("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED", "cuda_error", "stream capture unsupported"),
    901: ("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED", "cuda_error", "stream capture invalidated"),
    902: ("CUDA_ERROR_STREAM_CAPTURE_MERGE", "cuda_error", "stream capture merge"),
    903: ("CUDA_ERROR_STREAM_CAPTURE_UNMATCHED", "cuda_error", "stream capture unmatched"),
    904: ("CUDA_ERROR_STREAM_CAPTURE_UNJOINED", "cuda_error", "stream capture unjoined"),
    905: ("CUDA_ERROR_STREAM_CAPTURE_ISOLATION", "cuda_error", "stream capture isolation"),
    906: ("CUDA_ERROR_STREAM_CAPTURE_IMPLICIT", "cuda_error", "stream capture implicit"),
    907: ("CUDA_ERROR_CAPTURED_EVENT", "cuda_error", "captured event"),
    908: ("CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD", "cuda_error", "stream capture wrong thread"),
    909: ("CUDA_ERROR_TIMEOUT", "cuda_error", "timeout"),
    910: ("CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE", "cuda_error", "graph exec update failure"),
    911: ("CUDA_ERROR_EXTERNAL_DEVICE", "cuda_error", "external device"),
    912: ("CUDA_ERROR_INVALID_CLUSTER_SIZE", "cuda_error", "invalid cluster size"),
    913: ("CUDA_ERROR_FUNCTION_NOT_LOADED", "cuda_error", "function not loaded"),
    914: ("CUDA_ERROR_INVALID_RESOURCE_TYPE", "cuda_error", "invalid resource type"),
    915: ("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION", "cuda_error", "invalid resource configuration"),
    916: ("CUDA_ERROR_KEY_ROTATION", "cuda_error", "key rotation"),
    999: ("CUDA_ERROR_UNKNOWN", "uvm_unavailable", ("an unknown error, usually the nvidia-uvm module not loaded or "
                                                   "/dev/nvidia-uvm not accessible")),
}

# The CUDA runtime API (cudaError_t) numbers people paste most, where they differ from CUresult's
# meaning (TensorFlow's "UNKNOWN ERROR (303)" is the dlopen of libcuda.so.1 failing).
RUNTIME_ERRORS: dict[int, tuple[str, str, str]] = {
    35: ("cudaErrorInsufficientDriver", "driver_too_old", "the driver is older than the CUDA runtime"),
    38: ("cudaErrorNoDevice", "no_gpu_visible", "no CUDA-capable device (CUDA 10.0 and older numbering)"),
    48: ("cudaErrorNoKernelImageForDevice", "gpu_too_new", "no kernel image for this GPU (CUDA 10.0 and older)"),
    98: ("cudaErrorInvalidDeviceFunction", "gpu_too_new", ("the kernel has no code for this GPU's architecture "
                                                          "(compiled for another one)")),
    -1: ("UNKNOWN ERROR (-1)", "driver_missing", "the driver library could not be used"),
}


# The CUDA runtime API's own texts (cudaGetErrorString), as TensorFlow prints them after "Status:" in
# its cudaGetDevice and implicit-initialisation messages, or a framework after "CUDA error:": each is
# the same failure as a driver API code above.
RUNTIME_TEXTS: dict[str, int] = {
    "invalid argument": 1,  # cudaErrorInvalidValue
    "out of memory": 2,
    "initialization error": 3,
    "driver shutting down": 4,
    "cuda driver is a stub library": 34,
    "cuda driver version is insufficient for cuda runtime version": 35,  # cudaErrorInsufficientDriver
    "api call is not supported in the installed cuda driver": 36,
    "all cuda-capable devices are busy or unavailable": 46,  # CUDA 10 and older
    "cuda-capable device(s) is/are busy or unavailable": 46,  # libcudart.so.13's own text
    "no cuda-capable device is detected": 100,
    "invalid device ordinal": 101,
    "device kernel image is invalid": 209,  # TensorFlow's pip guide: no PTX for this architecture in the package
    "no kernel image is available for execution on the device": 209,
    "a ptx jit compilation failed": 218,
    "ptx jit compiler library not found": 221,
    "the provided ptx was compiled with an unsupported toolchain": 222,
    "shared object initialization failed": 303,
    "os call failed or operation not supported on this os": 304,
    "uncorrectable ecc error encountered": 214,
    "invalid device function": 98,  # cudaErrorInvalidDeviceFunction: no code for this architecture
    "an illegal memory access was encountered": 700,
    "too many resources requested for launch": 701,
    "device-side assert triggered": 710,  # cudaErrorAssert (59 before CUDA 11, as PyTorch's THC printed it)
    "peer mapping resources exhausted": 711,  # cudaErrorTooManyPeers: a GPU's eight peer connections taken
    "the launch timed out and was terminated": 702,
    "unspecified launch failure": 719,
    "operation not permitted": 800,
    "operation not supported": 801,
    "system not yet initialized": 802,
    "system has unsupported display driver / cuda driver combination": 803,
    "forward compatibility was attempted on non supported hw": 804,
    "unknown error": 999,
}


# The NVIDIA kernel driver's Xid events a TensorFlow user meets in the kernel log (`NVRM: Xid (PCI:...): N, ...`),
# from shared/reference/nvml_health.md section 3.2 (NVIDIA's Xid catalog, page-retirement and health-validation
# docs): Xid -> (who is at fault, meaning). "hardware": the GPU, its memory, bus, power or firmware; "application":
# usually the program's own kernel (an illegal address), so the GPU is suspect only if it recurs across programs;
# "follow-on": a consequence of an earlier error.
XIDS: dict[int, tuple[str, str]] = {
    8: ("application", "the GPU stopped processing (a channel timed out)"),
    13: ("application", "a graphics engine exception, usually the program's own kernel (an out-of-bounds access)"),
    31: ("application", "a GPU memory page fault, usually the program's own kernel (an illegal address)"),
    41: ("application", "a copy-engine exception"),
    43: ("application", "the GPU stopped a channel, most often after the program's own fault"),
    45: ("follow-on", "a preemptive cleanup after earlier errors"),
    46: ("hardware", "the GPU stopped processing and needs a reset"),
    48: ("hardware", "a double-bit (uncorrectable) ECC error in the GPU's memory"),
    61: ("hardware", "an internal micro-controller breakpoint (the GPU's firmware)"),
    62: ("hardware", "an internal micro-controller halt (the GPU's firmware)"),
    63: ("hardware", "ECC page retirement or row remapping recorded; it takes effect after a GPU reset"),
    64: ("hardware", "a page retirement or row remapping failed"),
    74: ("hardware", "an NVLink error"),
    79: ("hardware", "the GPU has fallen off the bus: the driver lost contact with it (PCIe link, power or heat)"),
    92: ("hardware", "a high rate of single-bit ECC errors"),
    94: ("hardware", "a contained ECC error (only the application that hit it must restart)"),
    95: ("hardware", "an uncontained ECC error (the GPU must be reset)"),
    119: ("hardware", "the GPU's GSP firmware did not answer in time"),
    120: ("hardware", "an error in the GPU's GSP firmware"),
}


def from_text(text: str) -> tuple[str, str, str] | None:
    """(name, cause id, meaning) of a CUDA runtime error given by its text ("no CUDA-capable device is detected")."""
    lowered = " ".join(text.lower().split()).rstrip(". ")
    code = next((c for t, c in RUNTIME_TEXTS.items() if lowered.startswith(t)), None)
    if code is None:
        return None
    return RUNTIME_ERRORS[code] if code in RUNTIME_ERRORS else CU_RESULTS[code]


def lookup(name: str | None = None, code: str | None = None) -> tuple[str, str, str] | None:
    """(name, cause id, meaning) of a CUDA error given by its name or its number."""
    if name:
        upper = name.upper()
        return next((entry for entry in CU_RESULTS.values() if entry[0] == upper), None)
    try:
        number = int(code or "")
    except ValueError:
        return None
    if number == 303:  # noqa: PLR2004 - TensorFlow's "UNKNOWN ERROR (303)": dlopen("libcuda.so.1") failed
        return ("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED", "driver_missing", "libcuda.so.1 could not be loaded")
    return RUNTIME_ERRORS.get(number) or CU_RESULTS.get(number)


# A name as cuGetErrorName gives it, or a number as TensorFlow ("UNKNOWN ERROR (303)") and envcheck's
# driver probe ("CUDA_ERROR_UNKNOWN (999)", "CUresult 999") print it.
_NAME = re.compile(r"\bCUDA_ERROR_[A-Z_]{2,60}\b", re.IGNORECASE)  # (a title retypes it lower)
_CODE = re.compile(r"\((-?\d{1,4})\)|\bCUresult (-?\d{1,4})\b")


def describe(text: str) -> tuple[str, str, str] | None:
    """(name, cause id, meaning) of the CUDA error a message names: by its name, else by its number."""
    name = _NAME.search(text)
    found = lookup(name=name.group()) if name else None
    if found is None and (code := _CODE.search(text)):
        found = lookup(code=code.group(1) or code.group(2))
    return found
