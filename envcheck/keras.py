"""InputBoundCallback: is training waiting for its input pipeline? Add it to ``model.fit(callbacks=[...])``.

How it measures, without changing what the model trains on: Keras 3's TensorFlow train function
takes either the tf.data iterator (then the batches are fetched inside the compiled step, where
input and compute cannot be timed apart) or any Python iterator of batches (then it runs its
compiled one-step function once per batch). On sampled calls the callback hands the train function
a thin Python iterator over the *same* tf.data iterator: each ``next()`` is the pipeline's own
``get_next`` (timed: the wait for input), and the rest of the call is the step's own work. The
batches are the same objects, in the same order, each trained once; no batch is read ahead or
replayed, and ``steps_per_execution`` batches per call are taken exactly as Keras would take them.

What it cannot see: under a ``tf.distribute`` strategy the iterator is distributed and is passed
through untouched (the split is reported as not measurable); with Keras 2 (``tf_keras``) the train
function is a compiled graph that cannot take a Python iterator, so only the epoch is reported.
A sampled call dispatches its steps one by one from Python, so it is slower than the fused
``steps_per_execution`` loop; the figures describe that per-batch view. Past the few samples every
epoch needs, at most one call in 50 is sampled, and only while an upper bound of the time sampling
added stays under 1 % of the epoch.
"""

from __future__ import annotations

import dataclasses
import math
import os
import statistics
import sys
import time
from typing import Any

import tensorflow as tf

from envcheck.inputbound import (
    COMPUTE_ADVICE,
    REPORT_ENV,
    BatchTiming,
    InputReport,
    input_report,
    pipeline_advice,
    write_input_report,
)
from envcheck.rnn import model_cudnn_blockers

__all__ = ["InputBoundCallback"]

_OVERHEAD_BUDGET = 0.01  # the share of an epoch's time that sampling may add, once the minimum is taken
_GAP = 50  # and, past the minimum, at most one call in this many is sampled, whatever the estimate says


def _finish(outputs: Any) -> None:  # noqa: ANN401 - the step's logs
    """Wait until the step has run: read one value of its outputs."""
    for value in tf.nest.flatten(outputs):
        if hasattr(value, "numpy"):
            value.numpy()
            return


def _takes_python_iterators(model: Any) -> bool:  # noqa: ANN401 - a Keras model
    """Whether this model's train function accepts a Python iterator of batches (Keras 3, TensorFlow backend)."""
    packages = {cls.__module__.split(".")[0] for cls in type(model).__mro__}
    keras = sys.modules.get("keras") if "keras" in packages else None  # tf_keras (Keras 2) cannot
    major = str(getattr(keras, "__version__", "")).split(".", maxsplit=1)[0]
    backend = getattr(getattr(keras, "config", None), "backend", None)
    return major.isdigit() and int(major) >= 3 and callable(backend) and backend() == "tensorflow"  # noqa: PLR2004 - Keras 3


def _pipeline_ops(iterator: Any) -> frozenset[str] | None:  # noqa: ANN401 - a tf.data iterator
    """What the tf.data pipeline behind ``iterator`` is made of, or None when it cannot be read.

    Walks the Python dataset objects (``PrefetchDataset``, ``ParallelMapDataset``...) and the ops of
    their functions (``GeneratorDataset``, ``EagerPyFunc``...). Never serializes the pipeline: that
    would copy every in-memory tensor of a ``from_tensor_slices`` source.
    """
    dataset = getattr(iterator, "_dataset", None)
    if dataset is None:
        return None
    found: set[str] = set()
    stack, seen = [dataset], set()
    try:
        while stack:
            node = stack.pop()
            if id(node) in seen:
                continue
            seen.add(id(node))
            found.add(type(node).__name__.lstrip("_"))
            for value in vars(node).values():  # map, flat_map, interleave... keep their function here
                graph = getattr(getattr(value, "function", None), "graph", None)
                if graph is not None:
                    found.update(op.type for op in graph.get_operations())
            stack.extend(node._inputs())  # noqa: SLF001 - tf.data's own way to its input datasets
    except (AttributeError, TypeError):
        return None
    return frozenset(found)


def _handover_seconds(batch: Any, calls: int = 16) -> float:  # noqa: ANN401 - a batch
    """The median time ``next()`` takes on a tf.data iterator whose element (a copy of ``batch``) is ready.

    Measured on a separate in-memory dataset, so it touches nothing of the training's own pipeline:
    this is what handing over a batch costs from Python, not waiting for input.
    """
    ready = iter(tf.data.Dataset.from_tensors(batch).repeat())
    next(ready)
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        next(ready)
        times.append(time.perf_counter() - start)
    return sorted(times)[calls // 2]


class _TimedIterator:
    """The train function's view of the real iterator on a sampled call: each ``next()`` is timed."""

    def __init__(self, inner: Any) -> None:  # noqa: ANN401 - a tf.data iterator
        self.inner = inner
        self.marks: list[tuple[float, float]] = []  # (asked, received) per batch handed over

    def __iter__(self) -> _TimedIterator:
        return self

    def __next__(self) -> Any:  # noqa: ANN401 - a batch
        asked = time.perf_counter()
        batch = next(self.inner)  # StopIteration passes through, as Keras expects at the end of the data
        self.marks.append((asked, time.perf_counter()))
        return batch


class InputBoundCallback(tf.keras.callbacks.Callback):  # type: ignore[misc]
    """Report, per epoch, the share of each training step spent waiting for input, and what to do."""

    def __init__(self, *, min_samples: int = 8, verbose: bool = True) -> None:
        """Time at least ``min_samples`` batches per epoch (more while sampling costs under 1 % of it).

        ``verbose`` prints a line per epoch (and the advice when input-bound or uncertain).
        """
        super().__init__()
        self.min_samples, self.verbose = max(1, min_samples), verbose
        self.reports: list[InputReport] = []
        self._original: Any = None
        self._measurable = False
        self._traced = False  # the first timed batch of a fit also traces the one-step function: not counted
        self._ops: frozenset[str] | None = None
        self._handover: float | None = None  # what next() costs when the batch is ready: not waiting
        self._reset(0)

    def _reset(self, epoch: int) -> None:
        self._epoch, self._steps = epoch, 0
        self._timings: list[BatchTiming] = []
        self._plain: list[float] = []  # seconds per batch of the calls left alone (spe batches each)
        self._sampled: list[tuple[float, int]] = []  # (seconds, batches) of each sampled call, set-up included
        self._sampled_seconds, self._sampled_batches = 0.0, 0
        self._fastest = math.inf  # the plain calls' fastest time per batch
        self._since = 0  # calls left alone since the last sampled one
        self._epoch_start = time.perf_counter()
        self._method = "sampled steps: each batch's get_next timed, then its step"

    def on_train_begin(self, logs: Any = None) -> None:  # noqa: ANN401, ARG002 - Keras' signature
        """Say which recurrent layers lost cuDNN's kernel; wrap the train function Keras has just built."""
        self._handover = None  # measured again on this fit's first sampled batch
        if self.verbose:
            for name, kind, reasons in model_cudnn_blockers(self.model):
                sys.stderr.write(f"[envcheck] {kind} layer {name!r} cannot use cuDNN's kernel and runs several times "
                                 f"slower on a GPU: {'; '.join(reasons)}\n")
        self._original = self.model.train_function
        self._measurable = _takes_python_iterators(self.model)
        self.model.train_function = self._timed_call

    def on_train_end(self, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Give the model its own train function back."""
        if self._original is not None:
            self.model.train_function = self._original

    def on_epoch_begin(self, epoch: int, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Start counting for a new epoch."""
        self._reset(epoch)

    def _steps_per_call(self) -> int:
        return max(1, int(getattr(self.model, "steps_per_execution", 1) or 1))

    def _should_sample(self) -> bool:
        if len(self._timings) < self.min_samples:
            return True
        elapsed = time.perf_counter() - self._epoch_start
        extra = self._sampled_seconds - self._sampled_batches * self._fastest  # an upper bound of what sampling cost
        return self._since >= _GAP and extra <= _OVERHEAD_BUDGET * elapsed

    def _timed_call(self, iterator: Any) -> Any:  # noqa: ANN401 - Keras passes an iterator
        if isinstance(iterator, tf.distribute.DistributedIterator):
            self._method = "not measurable under a tf.distribute strategy (its iterator is passed through)"
        elif not self._measurable or not isinstance(iterator, tf.data.Iterator):
            self._method = "not measurable with this Keras (it needs Keras 3 on the TensorFlow backend)"
        elif self._should_sample():
            return self._sampled_call(iterator)
        start = time.perf_counter()
        outputs = self._original(iterator)  # the last call of an unsized epoch may take fewer: counted as full
        self._plain.append((time.perf_counter() - start) / self._steps_per_call())
        self._fastest = min(self._fastest, self._plain[-1])
        self._steps += self._steps_per_call()
        self._since += 1
        return outputs

    def _sampled_call(self, iterator: Any) -> Any:  # noqa: ANN401 - a tf.data iterator
        setup = time.perf_counter()
        if self._ops is None:
            self._ops = _pipeline_ops(iterator)
        timed = _TimedIterator(iterator)
        start = time.perf_counter()
        first = next(timed)  # StopIteration here is what the train function itself raises on no data
        outputs = self._original(_chain(first, timed))
        _finish(outputs)
        end = time.perf_counter()
        if self._handover is None:
            self._handover = _handover_seconds(first)
        ends = [asked for asked, _ in timed.marks[1:]] + [end]
        timings = [BatchTiming(fetch_s=max(0.0, got - asked - self._handover), compute_s=done - got)
                   for (asked, got), done in zip(timed.marks, ends)]
        # Not counted: the epoch's first batch (the pipeline starts) and the fit's first timed batch (tracing).
        skip = 1 if self._steps == 0 or not self._traced else 0
        self._traced, self._since = True, 0
        self._steps += len(timings)
        self._timings += timings[skip:]
        spent = (start - setup) + (time.perf_counter() - end)
        self._sampled.append((end - start + spent, len(timings)))
        self._sampled_seconds += end - start + spent
        self._sampled_batches += len(timings)
        return outputs

    def report(self) -> InputReport:
        """The current epoch's measurement so far (also callable mid-epoch, on demand)."""
        advice = list(pipeline_advice(self._ops))
        if tf.config.list_logical_devices("GPU"):
            advice.append(COMPUTE_ADVICE)
        report = input_report(self._epoch, self._steps, self._timings, self._method, advice)
        if not self._plain or not self._sampled:
            return report
        pace = statistics.median(self._plain)
        added = sum(max(0.0, seconds - batches * pace) for seconds, batches in self._sampled)
        return dataclasses.replace(report, added_share=added / max(time.perf_counter() - self._epoch_start, 1e-9))

    def on_epoch_end(self, epoch: int, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Print the verdict (and advice when input-bound or uncertain), and hand it to `envcheck run --watch`."""
        report = self.report()
        self.reports.append(report)
        if self.verbose:
            lines = [f"[envcheck] {report.describe()}"]
            if report.verdict in {"input-bound", "uncertain"}:
                lines += [f"[envcheck]   - {advice}" for advice in report.advice[:4]]
            sys.stderr.write("\n".join(lines) + "\n")
        path = os.environ.get(REPORT_ENV)
        if path:
            write_input_report(path, report)


def _chain(first: Any, rest: _TimedIterator) -> Any:  # noqa: ANN401 - batches
    """``first``, then the rest of the timed iterator: a generator, so nothing is fetched before it is asked for."""
    yield first
    yield from rest

