# ruff: noqa: UP006, UP035, ANN401
"""Ask the CUDA driver itself, through libcuda and ctypes, which devices it can use.

Run in a child process with a timeout (cuInit can hang on a broken GPU): ``python _cudaprobe.py``
prints one JSON object. This separates "the driver is broken" from "TensorFlow cannot load its
libraries": TensorFlow is not involved at all. Stdlib only.
"""

import ctypes
import json
import sys
from typing import Any, Dict

_ATTR_CC_MAJOR, _ATTR_CC_MINOR = 75, 76  # CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR


def _error_name(lib: Any, code: int) -> str:
    name = ctypes.c_char_p()
    if lib.cuGetErrorName(code, ctypes.byref(name)) == 0 and name.value:
        return f"{name.value.decode()} ({code})"
    return f"CUresult {code}"


def probe(lib: Any) -> Dict[str, Any]:
    """Initialise the driver and describe every device it enumerates."""
    out: Dict[str, Any] = {}
    version = ctypes.c_int(0)
    if lib.cuDriverGetVersion(ctypes.byref(version)) == 0:
        out["driver_version"] = version.value
    status = lib.cuInit(0)
    if status != 0:
        out["init_error"] = _error_name(lib, status)
        return out
    count = ctypes.c_int(0)
    status = lib.cuDeviceGetCount(ctypes.byref(count))
    if status != 0:
        out["init_error"] = _error_name(lib, status)
        return out
    devices = []
    for index in range(count.value):
        device, name, bus = ctypes.c_int(0), ctypes.create_string_buffer(256), ctypes.create_string_buffer(64)
        major, minor, memory = ctypes.c_int(0), ctypes.c_int(0), ctypes.c_size_t(0)
        entry: Dict[str, Any] = {"index": index}
        status = lib.cuDeviceGet(ctypes.byref(device), index)
        if status != 0:
            entry["error"] = _error_name(lib, status)
            devices.append(entry)
            continue
        if lib.cuDeviceGetName(name, 256, device) == 0:
            entry["name"] = name.value.decode(errors="replace")
        if (lib.cuDeviceGetAttribute(ctypes.byref(major), _ATTR_CC_MAJOR, device) == 0
                and lib.cuDeviceGetAttribute(ctypes.byref(minor), _ATTR_CC_MINOR, device) == 0):
            entry["compute_capability"] = f"{major.value}.{minor.value}"
        if lib.cuDeviceTotalMem_v2(ctypes.byref(memory), device) == 0:
            entry["memory_total_mib"] = memory.value // (1 << 20)
        if lib.cuDeviceGetPCIBusId(bus, 64, device) == 0:
            entry["pci_bus_id"] = bus.value.decode()
        devices.append(entry)
    out["devices"] = devices
    return out


def main() -> None:
    """Load libcuda (or the name given) and print the probe's JSON."""
    name = sys.argv[1] if len(sys.argv) > 1 else "libcuda.so.1"
    try:
        lib = ctypes.WinDLL(name) if sys.platform == "win32" else ctypes.CDLL(name)  # type: ignore[attr-defined,unused-ignore]
    except OSError as exc:
        sys.stdout.write(json.dumps({"load_error": str(exc)}))
        return
    sys.stdout.write(json.dumps(probe(lib)))


if __name__ == "__main__":
    main()
