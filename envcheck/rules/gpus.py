"""GPU: whether TensorFlow's compiled kernels fit each GPU."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._common import pip
from envcheck.rules._registry import rule
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Tables

# A JIT cache large enough for TensorFlow's PTX, so the slow compile happens once (NVIDIA's
# CUDA_CACHE_MAXSIZE, in bytes; the default cache is far smaller).
_JIT_CACHE = "export CUDA_CACHE_MAXSIZE=4294967296"


def arch(text: str) -> tuple[int, int]:
    """Parse an architecture: "sm_86", "compute_90", "sm_120" or "8.6" -> (major, minor)."""
    if "." in text:
        major, minor = version_tuple(text)[:2]
        return major, minor
    digits = re.sub(r"\D", "", text.split("_", 1)[-1])
    return int(digits[:-1]), int(digits[-1])


def kernel_support(capabilities: tuple[str, ...], cc: str) -> str:
    """How a GPU of ``cc`` runs TensorFlow's kernels: "sass", "ptx" (JIT) or "none".

    SASS built for X.Y runs on X.Z with Z >= Y; PTX for A runs (JIT-compiled) on any GPU >= A.
    TF's notation: sm_XY is SASS only, compute_XY is SASS plus PTX for XY.
    """
    gpu = arch(cc)
    built = [arch(c) for c in capabilities]
    ptx = [arch(c) for c in capabilities if c.startswith("compute_")]
    if any(b[0] == gpu[0] and b[1] <= gpu[1] for b in built):
        return "sass"
    return "ptx" if any(p <= gpu for p in ptx) else "none"


@rule("GPU001", "GPU not covered by TensorFlow's compiled kernels", requires=["tensorflow", "cuda_build", "gpus"])
def capability_not_compiled(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """GPU not covered by TensorFlow's compiled kernels.

    TensorFlow ignores a GPU below the lowest architecture it was built for ("Ignoring visible
    gpu device ... The minimum required Cuda capability is N"), and JIT-compiles PTX for one it
    has no binaries for ("could take 30 minutes or longer").
    """
    caps = facts.tensorflow.compute_capabilities
    if not caps:
        return
    lowest = min(arch(c) for c in caps)
    gpus = [g for g in facts.driver.gpus if g.compute_capability]
    unusable = [g for g in gpus if arch(g.compute_capability or "") < lowest]
    for gpu in gpus:
        cc = gpu.compute_capability or ""
        evidence = (f"GPU {gpu.index}: {gpu.name}, compute capability {cc}",
                    f"TensorFlow {facts.tensorflow.version} kernels: {','.join(caps)}")
        if gpu in unusable:
            yield Finding(
                severity=Severity.ERROR,
                message=(f"GPU {gpu.index} ({gpu.name}) has compute capability {cc}, below TensorFlow "
                         f"{facts.tensorflow.version}'s minimum {lowest[0]}.{lowest[1]}: TensorFlow ignores it"),
                evidence=evidence,
                fix=Fix("Use an older TensorFlow built for this GPU (see `envcheck rules --explain GPU001`), or a "
                        "newer GPU.", ()),
                subject=f"gpu:{gpu.index}",
                gpu_blocking=len(unusable) == len(gpus),
            )
        elif kernel_support(caps, cc) == "ptx":
            yield Finding(
                severity=Severity.WARN,
                message=(f"TensorFlow {facts.tensorflow.version} has no kernels built for compute capability {cc} "
                         f"(GPU {gpu.index}, {gpu.name}): they are JIT-compiled from PTX, and the first start can "
                         "take 30 minutes or more"),
                evidence=evidence,
                fix=Fix("Keep the JIT cache between runs so that the compile happens once, or use a TensorFlow "
                        "built for this GPU.", (_JIT_CACHE, f"{pip(facts)} install --upgrade tensorflow")),
                subject=f"gpu:{gpu.index}",
            )
