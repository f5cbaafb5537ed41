"""What a benchmark's numbers are measured against: peaks from the tables, link rates, busy sizes.

Shared by the BENCH rules, the terminal and the HTML views, so that every one compares a float32
result with the peak of the math it really ran (TF32 or true FP32) and a copy with its link.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.links import Link, host_link

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.facts import BenchResult, GpuFacts, MatmulResult
    from envcheck.tables import GpuModel, Tables

__all__ = ["BUSY_SHARES", "Peak", "busy_sizes", "copy_link", "float32_peak", "half_peak", "model_of", "strict_peak"]

BUSY_SHARES = (0.5, 0.8)  # the size sweep reports the smallest size reaching these shares of the best


class Peak(Frozen):
    """A published dense peak and what it is the peak of."""

    tflops: float
    math: str  # "TF32", "FP32", "BF16", "FP16"


def model_of(result: BenchResult, tables: Tables) -> GpuModel | None:
    """The GPU model of a GPU result, from the tables; None for the CPU or an unknown model."""
    return tables.gpu_model(result.name) if result.device == "gpu" and result.name else None


def float32_peak(result: BenchResult, tables: Tables) -> Peak | None:
    """The peak of float32 as TensorFlow ran it: TF32 tensor cores where it did, else FP32."""
    model = model_of(result, tables)
    if model is None:
        return None
    if result.tf32:
        return Peak(model.tf32_tflops, "TF32") if model.tf32_tflops else None
    return Peak(model.fp32_tflops, "FP32") if model.fp32_tflops else None


def strict_peak(result: BenchResult, tables: Tables) -> Peak | None:
    """The true FP32 peak (float32 with TF32 off)."""
    model = model_of(result, tables)
    return Peak(model.fp32_tflops, "FP32") if model and model.fp32_tflops else None


def half_peak(result: BenchResult, matmul: MatmulResult, tables: Tables) -> Peak | None:
    """The dense tensor-core peak of a 16-bit matmul."""
    model = model_of(result, tables)
    if model is None:
        return None
    value = model.bf16_tflops if matmul.dtype == "bfloat16" else model.fp16_tflops
    return Peak(value, "BF16" if matmul.dtype == "bfloat16" else "FP16") if value else None


def busy_sizes(matmul: Sequence[MatmulResult]) -> dict[float, int | None]:
    """For each share in BUSY_SHARES, the smallest size whose median reaches it of the best median."""
    best = max((m.tflops.median for m in matmul), default=0.0)
    ordered = sorted(matmul, key=lambda m: m.size)
    return {share: next((m.size for m in ordered if m.tflops.median >= share * best), None) if best else None
            for share in BUSY_SHARES}


def copy_link(result: BenchResult, gpus: Sequence[GpuFacts]) -> Link | None:
    """The link a GPU result's host copies went over (its PCIe at best, or NVLink-C2C)."""
    gpu = next((g for g in gpus if g.index == result.index), None) if result.device == "gpu" else None
    return host_link(gpu) if gpu is not None else None
