"""InputBoundCallback: is training waiting for its input pipeline? Add it to ``model.fit(callbacks=[...])``.

With Keras 3 (and tf.keras) the next batch is fetched *inside* the compiled train step when the
input is a tf.data pipeline, so timing between ``on_train_batch_begin`` and ``_end`` sees input and
compute as one. This callback wraps the model's train function instead: on a few sampled steps per
epoch it fetches the real next batch itself (timing the wait), then runs the original step on that
batch already in memory (timing the compute, run to completion). No extra training step is taken
and the other steps are untouched.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import tensorflow as tf

from envcheck.inputbound import ADVICE, REPORT_ENV, InputReport, input_report, write_input_report

__all__ = ["InputBoundCallback"]


def _finish(outputs: Any) -> None:  # noqa: ANN401 - the step's logs
    """Wait until the step has run: read one value of its outputs."""
    for value in tf.nest.flatten(outputs):
        if hasattr(value, "numpy"):
            value.numpy()
            return


class _Replay:
    """One reusable input pipeline that yields whatever batch was last loaded into it.

    The batch sits in host variables shaped like the original pipeline's element spec (batch
    dimension unknown), so the train step sees the same input signature and is not traced again,
    and each sample costs a variable assignment instead of a new tf.data pipeline.
    """

    def __init__(self, spec: Any, batch: Any) -> None:  # noqa: ANN401 - tf.data structures
        with tf.device("/CPU:0"):  # where a real pipeline's batches come from
            self.variables = tf.nest.map_structure(
                lambda s, t: tf.Variable(t, shape=s.shape, dtype=s.dtype, trainable=False), spec, batch)
        reads = lambda _: tf.nest.map_structure(lambda v: v.read_value(), self.variables)  # noqa: E731
        self.iterator = iter(tf.data.Dataset.from_tensors(0).repeat().map(reads))

    def load(self, batch: Any) -> Any:  # noqa: ANN401
        """Make ``batch`` the next element; return the iterator."""
        tf.nest.map_structure(lambda v, t: v.assign(t), self.variables, batch)
        return self.iterator


class _TimedIterator:
    """A Python iterator of batches whose waits are timed (input that is not a tf.data pipeline)."""

    def __init__(self, inner: Any, waits: list[float]) -> None:  # noqa: ANN401
        self.inner, self.waits = iter(inner), waits

    def __iter__(self) -> _TimedIterator:
        return self

    def __next__(self) -> Any:  # noqa: ANN401 - a batch
        start = time.perf_counter()
        try:
            return next(self.inner)
        finally:
            self.waits.append(time.perf_counter() - start)


class InputBoundCallback(tf.keras.callbacks.Callback):  # type: ignore[misc]
    """Report, per epoch, the share of each training step spent waiting for input, and what to do."""

    def __init__(self, *, sample_every: int = 25, max_samples: int = 8, warmup_steps: int = 3,
                 verbose: bool = True) -> None:
        """Sample one step in ``sample_every`` (at most ``max_samples`` per epoch) after ``warmup_steps``.

        ``verbose`` prints a line per epoch (and the advice when input-bound).
        """
        super().__init__()
        self.sample_every, self.max_samples = max(1, sample_every), max_samples
        self.warmup_steps, self.verbose = warmup_steps, verbose
        self.reports: list[InputReport] = []
        self._original: Any = None
        self._reset(0)

    def _reset(self, epoch: int) -> None:
        self._epoch, self._step = epoch, 0
        self._last: float | None = None
        self._steps: list[float] = []
        self._fetch: list[float] = []
        self._compute: list[float] = []
        self._warm = False  # the first sample of an epoch may still warm caches: not timed
        self._method = "sampled steps: next batch fetched, then the step run on it in memory"

    def on_train_begin(self, logs: Any = None) -> None:  # noqa: ANN401, ARG002 - Keras' signature
        """Wrap the train function Keras has just built."""
        self._replay: _Replay | None = None
        self._original = self.model.train_function
        self.model.train_function = self._timed_step

    def on_train_end(self, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Give the model its own train function back."""
        if self._original is not None:
            self.model.train_function = self._original

    def on_epoch_begin(self, epoch: int, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Start counting for a new epoch."""
        self._reset(epoch)

    def _timed_step(self, iterator: Any) -> Any:  # noqa: ANN401 - Keras passes an iterator
        now = time.perf_counter()
        if self._last is not None:
            self._steps.append(now - self._last)
        self._last = now
        self._step += 1
        if isinstance(iterator, tf.distribute.DistributedIterator):
            self._method = "not measurable under a tf.distribute strategy"
            return self._original(iterator)
        if not isinstance(iterator, tf.data.Iterator):  # Python batches: time every next()
            self._method = "every step: time spent in next() on the Python iterator"
            waits: list[float] = []
            start = time.perf_counter()
            outputs = self._original(_TimedIterator(iterator, waits))
            _finish(outputs)
            self._fetch.append(sum(waits))
            self._compute.append(time.perf_counter() - start - sum(waits))
            return outputs
        if (self._step <= self.warmup_steps or self._step % self.sample_every
                or len(self._compute) >= self.max_samples):
            return self._original(iterator)
        start = time.perf_counter()
        batch = iterator.get_next()  # blocks until the pipeline has the batch ready
        fetch = time.perf_counter() - start
        if self._replay is None:  # set-up, not the step's work: not timed
            self._replay = _Replay(iterator.element_spec, batch)
        in_memory = self._replay.load(batch)
        start = time.perf_counter()
        outputs = self._original(in_memory)
        _finish(outputs)
        if self._warm:
            self._fetch.append(fetch)
            self._compute.append(time.perf_counter() - start)
        self._warm = True
        return outputs

    def report(self) -> InputReport:
        """The current epoch's measurement so far (also callable mid-epoch, on demand)."""
        return input_report(self._epoch, self._steps, self._fetch, self._compute, self._method)

    def on_epoch_end(self, epoch: int, logs: Any = None) -> None:  # noqa: ANN401, ARG002
        """Print the verdict (and advice when input-bound), and hand it to `envcheck run --watch`."""
        report = self.report()
        self.reports.append(report)
        if self.verbose:
            lines = [f"[envcheck] {report.describe()}"]
            if report.input_bound:
                lines += [f"[envcheck]   - {advice}" for advice in ADVICE[:4]]
            sys.stderr.write("\n".join(lines) + "\n")
        path = os.environ.get(REPORT_ENV)
        if path:
            write_input_report(path, report)
