# ruff: noqa: UP006, UP035, ANN401
"""Time host<->device copies through the CUDA driver API: pageable and pinned, both directions.

``python _copies.py [MIB [REPEATS [LIBRARY]]]`` copies MIB MiB between device 0 (the parent makes
only the GPU under test visible) and an ordinary host buffer, then a cuMemHostAlloc'ed (pinned)
one, and prints one JSON object of GB/s spreads. No TensorFlow: what the link itself delivers.
Stdlib only, Python 3.6 syntax, like the libcuda probe.
"""

import ctypes
import functools
import json
import statistics
import sys
import time
from typing import Any, Callable, Dict, List


class CudaError(Exception):
    """A driver call failed."""


def _check(lib: Any, status: int, what: str) -> None:
    if status != 0:
        name = ctypes.c_char_p()
        known = name.value if lib.cuGetErrorName(status, ctypes.byref(name)) == 0 else None
        raise CudaError(f"{what}: {known.decode() if known else f'CUresult {status}'}")


def _spread(values: List[float]) -> Dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def _rate(lib: Any, copy: Callable[[], int], what: str, nbytes: int, repeats: int) -> Dict[str, float]:
    """GB/s of one copy, warmed up, finished (cuCtxSynchronize) before the clock is read."""
    _check(lib, copy(), what)
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        _check(lib, copy(), what)
        _check(lib, lib.cuCtxSynchronize(), "cuCtxSynchronize")  # a pageable upload may return before its DMA ends
        rates.append(nbytes / 1e9 / max(time.perf_counter() - start, 1e-9))
    return _spread(rates)


def measure(lib: Any, mib: int, repeats: int) -> Dict[str, Any]:
    """Pageable and pinned copies of ``mib`` MiB each way on device 0."""
    nbytes = mib << 20
    size = ctypes.c_size_t(nbytes)
    _check(lib, lib.cuInit(0), "cuInit")
    device, context = ctypes.c_int(0), ctypes.c_void_p()
    _check(lib, lib.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
    _check(lib, lib.cuDevicePrimaryCtxRetain(ctypes.byref(context), device), "cuDevicePrimaryCtxRetain")
    out: Dict[str, Any] = {"mib": mib}
    try:
        _check(lib, lib.cuCtxSetCurrent(context), "cuCtxSetCurrent")
        on_device, pinned = ctypes.c_uint64(0), ctypes.c_void_p()
        _check(lib, lib.cuMemAlloc_v2(ctypes.byref(on_device), size), "cuMemAlloc")
        _check(lib, lib.cuMemHostAlloc(ctypes.byref(pinned), size, 0), "cuMemHostAlloc")
        pageable = ctypes.create_string_buffer(nbytes)  # ordinary memory: the driver stages it
        try:
            ctypes.memset(pinned, 1, nbytes)  # touch every page before timing
            for kind, host in (("pageable", ctypes.c_void_p(ctypes.addressof(pageable))), ("pinned", pinned)):
                up = functools.partial(lib.cuMemcpyHtoD_v2, on_device, host, size)
                down = functools.partial(lib.cuMemcpyDtoH_v2, host, on_device, size)
                out[kind + "_h2d_gbs"] = _rate(lib, up, "cuMemcpyHtoD", nbytes, repeats)
                out[kind + "_d2h_gbs"] = _rate(lib, down, "cuMemcpyDtoH", nbytes, repeats)
        finally:
            lib.cuMemFreeHost(pinned)
            lib.cuMemFree_v2(on_device)
    finally:
        lib.cuDevicePrimaryCtxRelease(device)
    return out


def main() -> None:
    """Load libcuda, measure, print the JSON (an "error" key when a call failed)."""
    mib = int(sys.argv[1]) if len(sys.argv) > 1 else 256
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5  # noqa: PLR2004 - argv positions
    name = sys.argv[3] if len(sys.argv) > 3 else "libcuda.so.1"  # noqa: PLR2004
    try:
        lib = ctypes.WinDLL(name) if sys.platform == "win32" else ctypes.CDLL(name)  # type: ignore[attr-defined,unused-ignore]
    except OSError as exc:
        sys.stdout.write(json.dumps({"mib": mib, "error": f"{name} cannot be loaded: {exc}"}))
        return
    try:
        out = measure(lib, mib, repeats)
    except (CudaError, MemoryError) as exc:
        out = {"mib": mib, "error": str(exc) or type(exc).__name__}
    sys.stdout.write(json.dumps(out))


if __name__ == "__main__":
    main()
