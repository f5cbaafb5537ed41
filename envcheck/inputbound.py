"""Input-bound or not: the measurement, the verdict and the advice.

Shared by the Keras callback and `envcheck run --watch`. Pure Python: no TensorFlow, typer or rich.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import asdict, fields
from pathlib import Path
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.sanitize import loads

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

__all__ = [
    "COMPUTE_ADVICE",
    "INPUT_BOUND_SHARE",
    "MIN_SAMPLES",
    "REPORT_ENV",
    "BatchTiming",
    "InputReport",
    "input_report",
    "pipeline_advice",
    "read_input_report",
    "write_input_report",
]

# The environment variable through which `envcheck run` names the file the callback writes to.
REPORT_ENV = "ENVCHECK_INPUT_REPORT"
# Training is input-bound when over this share of a step's time is spent waiting for the next batch.
INPUT_BOUND_SHARE = 0.5
# Fewer timed batches than this in an epoch give "uncertain", not a verdict.
MIN_SAMPLES = 5
# The speed-ups for a step whose own compute bounds training on a GPU (never advised on a CPU run).
COMPUTE_ADVICE = (
    "speed up the step itself: mixed precision (keras.mixed_precision.set_global_policy('mixed_float16')) "
    "and XLA (model.compile(jit_compile=True))"
)


# The kind of each InputReport field as JSON gives it back ("?": may be null). The file is written by
# the user's command, so a mistyped one must not break `envcheck run` after the command has finished.
_FIELDS = {"epoch": "int", "steps": "int", "step_s": "number", "compute_s": "number?", "fetch_s": "number?",
           "input_share": "number?", "sampled_steps": "int", "method": "str", "verdict": "str", "spread": "spread",
           "advice": "strings", "added_share": "number?"}


class BatchTiming(Frozen):
    """One timed batch: the wait for it, then the rest of its step (the step's own work)."""

    fetch_s: float
    compute_s: float


class InputReport(Frozen):
    """How much of a training step is spent waiting for input, measured by InputBoundCallback."""

    epoch: int
    steps: int  # batches trained in this epoch
    step_s: float  # median time per timed batch (fetch + compute), 0.0 when none was timed
    compute_s: float | None  # median time of the step's own work per timed batch
    fetch_s: float | None  # median wait for the next batch
    input_share: float | None  # total wait / total time over the timed batches
    sampled_steps: int  # batches whose wait and work were timed apart (and counted)
    method: str  # how the split was measured, or why it was not
    verdict: str = "not measured"  # "input-bound", "not input-bound", "uncertain", "not measured"
    spread: tuple[float, float] | None = None  # lowest and highest share of up to four consecutive groups
    advice: tuple[str, ...] = ()  # what to change in this pipeline (what it already does is left out)
    added_share: float | None = None  # the callback's estimate of the time its sampling added to the epoch

    @property
    def input_bound(self) -> bool | None:
        """True or False when the measurement decides; None when it is uncertain or was not made."""
        return {"input-bound": True, "not input-bound": False}.get(self.verdict)

    def describe(self) -> str:
        """One line for the training log."""
        head = f"epoch {self.epoch}: "
        if self.input_share is None:
            return f"{head}input wait not measured ({self.method}); {self.steps} steps"
        numbers = (f"step {self.step_s * 1000:.1f} ms = fetch {(self.fetch_s or 0) * 1000:.1f} ms + compute "
                   f"{(self.compute_s or 0) * 1000:.1f} ms (medians of {self.sampled_steps} timed steps)")
        spread = f", {self.spread[0]:.0%}-{self.spread[1]:.0%} across the epoch" if self.spread else ""
        if self.verdict == "uncertain":
            return (f"{head}UNCERTAIN: {self.input_share:.0%} of the step time waits for input{spread}, which does "
                    f"not decide input-bound or not ({self.method}); {numbers}")
        label = "INPUT-BOUND" if self.input_bound else "not input-bound"
        return f"{head}{label}: {self.input_share:.0%} of the step time waits for input{spread}; {numbers}"


def _group_shares(timings: Sequence[BatchTiming]) -> list[float]:
    """The share of time spent waiting in each of up to four consecutive groups of timed batches."""
    groups = min(4, len(timings) // 2)
    if groups < 2:  # noqa: PLR2004 - a spread needs two groups
        return []
    size = len(timings) // groups
    shares = []
    for g in range(groups):
        chunk = timings[g * size:(g + 1) * size if g < groups - 1 else None]
        total = sum(t.fetch_s + t.compute_s for t in chunk)
        shares.append(sum(t.fetch_s for t in chunk) / total if total > 0 else 0.0)
    return shares


def input_report(epoch: int, steps: int, timings: Sequence[BatchTiming], method: str,
                 advice: Sequence[str] = ()) -> InputReport:
    """Combine one epoch's timed batches into the share of a step spent waiting for input, and a verdict.

    Every figure comes from the same timed batches, so step = fetch + compute holds for each of
    them. The verdict is "uncertain" when there are fewer than MIN_SAMPLES, or when half or more
    of up to four consecutive groups of them fall on the other side of INPUT_BOUND_SHARE than the
    whole (the load changed during the epoch, or the share sits at the threshold).
    """
    if not timings:
        return InputReport(epoch=epoch, steps=steps, step_s=0.0, compute_s=None, fetch_s=None, input_share=None,
                           sampled_steps=0, method=method)
    total = sum(t.fetch_s + t.compute_s for t in timings)
    share = sum(t.fetch_s for t in timings) / total if total > 0 else 0.0
    groups = _group_shares(timings)
    bound = share >= INPUT_BOUND_SHARE
    dissent = sum((g >= INPUT_BOUND_SHARE) != bound for g in groups)
    if len(timings) < MIN_SAMPLES:
        verdict, method = "uncertain", f"{method}; only {len(timings)} timed steps"
    elif groups and 2 * dissent >= len(groups):
        verdict = "uncertain"
    else:
        verdict = "input-bound" if bound else "not input-bound"
    spread = (min(groups), max(groups)) if groups else None
    return InputReport(
        epoch=epoch, steps=steps, step_s=statistics.median(t.fetch_s + t.compute_s for t in timings),
        compute_s=statistics.median(t.compute_s for t in timings),
        fetch_s=statistics.median(t.fetch_s for t in timings), input_share=share, sampled_steps=len(timings),
        method=method, verdict=verdict, spread=spread,
        advice=tuple(advice) if verdict != "not input-bound" else ())


# Ops that show the elements come from Python code (a generator, PyDataset or tf.py_function).
_PYTHON_SOURCES = frozenset({"GeneratorDataset", "PyFunc", "EagerPyFunc", "PyFuncStateless"})
_MAPS = frozenset({"MapDataset", "ParallelMapDataset", "ParallelMapDatasetV2", "MapAndBatchDataset"})
# Pipeline advice: (advice, ops one of which it applies to (empty: any pipeline), ops any of which
# make it moot: already done, or nothing to do — parallel reads mean nothing to a source in memory,
# cached, or in Python, where the Python source is what to replace).
_PIPELINE_ADVICE: tuple[tuple[str, frozenset[str], frozenset[str]], ...] = (
    ("parallelise the per-element work: dataset.map(fn, num_parallel_calls=tf.data.AUTOTUNE)", _MAPS,
     frozenset({"ParallelMapDataset", "ParallelMapDatasetV2", "MapAndBatchDataset", "ParallelBatchDataset"})),
    ("overlap input with training: dataset.prefetch(tf.data.AUTOTUNE) as the pipeline's last step", frozenset(),
     frozenset({"PrefetchDataset"})),
    ("cache what is decoded or preprocessed once: dataset.cache() (in memory, or to a file) before shuffle/batch",
     frozenset(), frozenset({"CacheDataset", "CacheDatasetV2", "MemoryCacheImpl"})),
    (("read files in parallel: tf.data.TFRecordDataset(files, num_parallel_reads=tf.data.AUTOTUNE) or "
      "dataset.interleave(..., num_parallel_calls=tf.data.AUTOTUNE)"), frozenset(),
     frozenset({"ParallelInterleaveDatasetV4", "ParallelInterleaveDatasetV3", "ParallelInterleaveDatasetV2",
                "ParallelInterleaveDataset", "TensorSliceDataset", "TensorDataset", "CacheDatasetV2",
                "CacheDataset", *_PYTHON_SOURCES})),
)
_PYTHON_ADVICE = (
    "the batches come from Python code (a generator, PyDataset or py_function), which runs one batch at a time "
    "under the GIL: move the loading and preprocessing into tf.data (tf.data.Dataset.from_tensor_slices or "
    "TFRecordDataset, then map with TensorFlow ops or Keras preprocessing layers), or for a keras.utils.PyDataset "
    "give it workers=N and use_multiprocessing=True"
)
_BATCH_ADVICE = "use larger batches (or gradient accumulation) so each step does more work per batch fetched"


def pipeline_advice(ops: Iterable[str] | None) -> tuple[str, ...]:
    """The advice for an input-bound pipeline whose tf.data graph holds ``ops`` (None: not known).

    Advice for what the pipeline already does (a parallel map, prefetch, cache...) is left out.
    """
    if ops is None:
        return (*(advice for advice, _, _ in _PIPELINE_ADVICE), _PYTHON_ADVICE, _BATCH_ADVICE)
    present = frozenset(ops)
    chosen = [_PYTHON_ADVICE] if present & _PYTHON_SOURCES else []
    chosen += [advice for advice, applies_to, moot_with in _PIPELINE_ADVICE
               if (not applies_to or present & applies_to) and not present & moot_with]
    return (*chosen, _BATCH_ADVICE)


def write_input_report(path: str, report: InputReport) -> None:
    """Append one report (a JSON line) for `envcheck run --watch` to read."""
    with Path(path).open("a", encoding="utf-8") as out:
        out.write(json.dumps(asdict(report)) + "\n")


def read_input_report(path: str) -> InputReport | None:
    """The last report the callback wrote, or None (no file, nothing written, or garbage).

    The file is written by the user's command: every field's type is checked, so that a mistyped
    report cannot break `envcheck run` after the command has finished.
    """
    try:
        lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
        if not lines:
            return None
        data = loads(lines[-1])
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    known = {f.name for f in fields(InputReport)}
    values = {k: v for k, v in data.items() if k in known}
    if not all(_typed(name, value) for name, value in values.items()):
        return None
    if isinstance(values.get("spread"), list):
        values["spread"] = tuple(values["spread"])
    if isinstance(values.get("advice"), list):
        values["advice"] = tuple(values["advice"])
    if "verdict" not in values and values.get("input_share") is not None:  # written by an older callback
        share = values["input_share"]
        values["verdict"] = "input-bound" if share >= INPUT_BOUND_SHARE else "not input-bound"
    try:
        return InputReport(**values)
    except TypeError:  # a field missing
        return None


def _typed(name: str, value: object) -> bool:
    """Whether a field read back has the type InputReport gives it (JSON numbers finite, no booleans)."""
    def number(v: object) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)

    kind = _FIELDS[name]
    if value is None:
        return kind in ("number?", "spread")
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind in ("number", "number?"):
        return number(value)
    if kind == "str":
        return isinstance(value, str)
    if kind == "spread":
        return isinstance(value, list) and len(value) == 2 and all(number(v) for v in value)  # noqa: PLR2004
    return isinstance(value, list) and all(isinstance(v, str) for v in value)  # advice
