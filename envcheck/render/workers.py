"""The multi-worker run (`envcheck gpus --workers`) as terminal text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.render._text import byte_size
from envcheck.render._text import strip_controls as clean
from envcheck.render.gpus import text_table

if TYPE_CHECKING:
    from envcheck.facts import MultiWorkerResult, Spread

__all__ = ["render_workers"]


def _gbs(spread: Spread | None) -> str:
    return f"{spread.median:.3g}" if spread else "-"


def render_workers(result: MultiWorkerResult) -> str:
    """One row per worker run here: its TensorFlow, step time, all-reduce bandwidth per size, or its failure."""
    sizes = sorted({a.bytes for r in result.results for a in r.allreduce})
    header = ["", "worker", "address", "host", "TensorFlow", "step ms", *(f"{byte_size(s)} GB/s" for s in sizes)]
    rows = []
    for r in result.results:
        bandwidth = {a.bytes: a.busbw_gbs for a in r.allreduce}
        rows.append(["✗" if r.error else "✓", str(r.index), clean(r.address), clean(r.host or "?"),
                     clean(r.tf_version or "?"), f"{r.step_s.median * 1000:.1f}" if r.step_s else "-",
                     *(_gbs(bandwidth.get(s)) for s in sizes)])
    where = f"{len(result.workers)} workers on the {result.device.upper()}"
    out = [f"MultiWorkerMirroredStrategy, {where} ({len(result.results)} reported):", *text_table(header, rows)]
    for r in result.results:
        if r.error:
            out.append(f"  worker {r.index} failed" + (f" while {clean(r.phase)}" if r.phase else "")
                       + f": {clean(r.error)}")
            out += [f"    port of worker {clean(p)}" for p in r.peers]
    out.append("  (all-reduce bus bandwidth, median, as nccl-tests: algbw x 2(n-1)/n)")
    return "\n".join(out) + "\n"
