"""Input-bound or not: the measurement, the verdict and the advice.

Shared by the Keras callback and `envcheck run --watch`. Pure Python: no TensorFlow, typer or rich.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["ADVICE", "INPUT_BOUND_SHARE", "REPORT_ENV", "InputReport", "input_report", "read_input_report"]

# The environment variable through which `envcheck run` names the file the callback writes to.
REPORT_ENV = "ENVCHECK_INPUT_REPORT"
# Training is input-bound when over this share of a step's time is spent waiting for the next batch.
INPUT_BOUND_SHARE = 0.5
ADVICE = (
    "build the input with tf.data and parallelise it: dataset.map(fn, num_parallel_calls=tf.data.AUTOTUNE)",
    "overlap input with training: dataset.prefetch(tf.data.AUTOTUNE)",
    "cache what is decoded or preprocessed once: dataset.cache() (in memory, or to a file)",
    "store the data as TFRecord files and read them with tf.data.TFRecordDataset(files, num_parallel_reads=...)",
    "move NumPy/Python preprocessing into TensorFlow ops (or Keras preprocessing layers) so it runs in the graph",
    "use larger batches (or gradient accumulation) so each step does more work per batch fetched",
    ("then speed up the step itself: mixed precision (keras.mixed_precision.set_global_policy('mixed_float16')) "
    "and XLA (model.compile(jit_compile=True))"),
)


@dataclass(frozen=True)
class InputReport:
    """How much of a training step is spent waiting for input, measured by InputBoundCallback."""

    epoch: int
    steps: int  # steps timed in this epoch
    step_s: float  # median wall time per step
    compute_s: float | None  # median time of a step on a batch already in memory
    fetch_s: float | None  # median time to get the next batch from the input pipeline
    input_share: float | None  # of the step time, the part spent waiting for input
    sampled_steps: int  # steps whose fetch and compute were timed apart
    method: str  # how the split was measured

    @property
    def input_bound(self) -> bool | None:
        """True when over half of the step time waits for input; None when it could not be measured."""
        return None if self.input_share is None else self.input_share >= INPUT_BOUND_SHARE

    def describe(self) -> str:
        """One line for the training log."""
        if self.input_share is None:
            return f"epoch {self.epoch}: step {self.step_s * 1000:.1f} ms; input wait not measurable ({self.method})"
        verdict = "INPUT-BOUND" if self.input_bound else "not input-bound"
        return (f"epoch {self.epoch}: {verdict}: {self.input_share:.0%} of each step waits for input "
                f"(step {self.step_s * 1000:.1f} ms, compute {(self.compute_s or 0) * 1000:.1f} ms, "
                f"fetch {(self.fetch_s or 0) * 1000:.1f} ms, {self.sampled_steps} sampled steps)")


def input_report(epoch: int, step_times: list[float], fetch_times: list[float], compute_times: list[float],
                 method: str) -> InputReport:
    """Combine one epoch's timings into the share of a step spent waiting for input.

    On sampled steps the fetch of the next batch and the training step on it (run to completion)
    are timed apart, so the share is fetch / (fetch + compute): the part of the work per step that
    is waiting. Keras' own per-step overhead (callbacks, progress bar) is in neither.
    """
    step = statistics.median(step_times) if step_times else 0.0
    compute = statistics.median(compute_times) if compute_times else None
    fetch = statistics.median(fetch_times) if fetch_times else None
    share = None
    if compute is not None and fetch is not None and fetch + compute > 0:
        share = fetch / (fetch + compute)
    return InputReport(epoch=epoch, steps=len(step_times), step_s=step, compute_s=compute, fetch_s=fetch,
                       input_share=share, sampled_steps=len(compute_times), method=method)


def write_input_report(path: str, report: InputReport) -> None:
    """Append one report (a JSON line) for `envcheck run --watch` to read."""
    with Path(path).open("a", encoding="utf-8") as out:
        out.write(json.dumps(asdict(report)) + "\n")


def read_input_report(path: str) -> InputReport | None:
    """The last report the callback wrote, or None (no file, nothing written, or garbage)."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
        return InputReport(**json.loads(lines[-1])) if lines else None
    except (OSError, ValueError, TypeError):
        return None
