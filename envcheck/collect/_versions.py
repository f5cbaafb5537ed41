"""CUDA and cuDNN version numbers as their headers and APIs encode them."""

from __future__ import annotations

import re

__all__ = ["CUDNN_HEADERS", "cuda_version", "cudart_header_version", "cudnn_header_version"]

CUDNN_HEADERS = ("cudnn_version.h", "cudnn.h")  # cuDNN < 8 kept the version in cudnn.h
_CUDART = re.compile(r"#define CUDART_VERSION\s+(\d+)")
_CUDNN = tuple(re.compile(rf"#define CUDNN_{k}\s+(\d+)") for k in ("MAJOR", "MINOR", "PATCHLEVEL"))


def cuda_version(number: int) -> str:
    """12040 -> "12.4" (CUDART_VERSION, cuDriverGetVersion and NVML share the encoding)."""
    return f"{number // 1000}.{number % 1000 // 10}"


def cudart_header_version(text: str) -> str | None:
    """The CUDA version cuda_runtime_api.h declares, "12.4", or None."""
    match = _CUDART.search(text)
    return cuda_version(int(match.group(1))) if match else None


def cudnn_header_version(text: str) -> str | None:
    """The cuDNN version cudnn_version.h (cudnn.h before 8) declares, "9.1.0", or None."""
    parts = [pattern.search(text) for pattern in _CUDNN]
    return ".".join(p.group(1) for p in parts if p) if all(parts) else None
