"""InputBoundCallback observes training and never changes it: same batches, same order, same weights.

Each model here records, inside its own train step, which example ids it trains on and at which
step, so a batch skipped, replayed or reordered by the callback shows up in the counts.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from typing import Any

import numpy as np
import pytest

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="TensorFlow is not installed")]

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")

from envcheck.keras import InputBoundCallback  # noqa: E402 - after TensorFlow is known to be there

ROWS, BATCH, FEATURES = 256, 4, 8
KINDS = ("tf.data dict", "tf.data tuple", "ragged", "sparse", "numpy", "generator", "pydataset")


class IdModel(keras.Model):
    """A linear model whose train step counts, per example id, how often and at which step it was trained."""

    def __init__(self, *, count: bool = True) -> None:
        super().__init__()
        self.count = count  # a tf.distribute replica cannot scatter into its variables
        self.dense = keras.layers.Dense(1, kernel_initializer=keras.initializers.GlorotUniform(seed=1))
        self.counts = tf.Variable(tf.zeros([ROWS], tf.int32), trainable=False)
        self.trained_at = tf.Variable(tf.fill([ROWS], -1), trainable=False)
        self.step_no = tf.Variable(0, trainable=False)

    def call(self, x: Any) -> Any:
        return self.dense(x["f"] if isinstance(x, dict) else x[1])

    def train_step(self, data: Any) -> dict[str, Any]:
        x, y = data
        if self.count:
            ids = tf.cast(x["id"] if isinstance(x, dict) else x[0], tf.int32)
            self.counts.scatter_nd_add(ids[:, None], tf.ones_like(ids))
            self.trained_at.scatter_nd_update(ids[:, None], tf.fill(tf.shape(ids), self.step_no.read_value()))
            self.step_no.assign_add(1)
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((self(x) - y) ** 2)
        self.optimizer.apply(tape.gradient(loss, self.trainable_variables), self.trainable_variables)
        return {"loss": loss}


def _arrays() -> tuple[dict[str, np.ndarray], np.ndarray]:
    rng = np.random.default_rng(0)
    x = {"id": np.arange(ROWS, dtype=np.int64), "f": rng.random((ROWS, FEATURES), dtype=np.float32)}
    return x, rng.random((ROWS, 1), dtype=np.float32)


class _Batches(keras.utils.PyDataset):
    def __init__(self) -> None:
        super().__init__()
        self.x, self.y = _arrays()

    def __len__(self) -> int:
        return ROWS // BATCH

    def __getitem__(self, i: int) -> tuple[dict[str, np.ndarray], np.ndarray]:
        rows = slice(i * BATCH, (i + 1) * BATCH)
        return {k: v[rows] for k, v in self.x.items()}, self.y[rows]


def _fit_inputs(kind: str) -> tuple[Any, dict[str, Any]]:
    """The data for ``model.fit`` and its keyword arguments, one unshuffled epoch of ROWS rows."""
    x, y = _arrays()
    if kind == "numpy":
        return x, {"y": y, "batch_size": BATCH}
    if kind == "generator":
        def batches() -> Any:
            for start in range(0, ROWS, BATCH):
                yield {k: v[start:start + BATCH] for k, v in x.items()}, y[start:start + BATCH]
        return batches(), {"steps_per_epoch": ROWS // BATCH}
    if kind == "pydataset":
        return _Batches(), {}
    features: Any = dict(x)
    if kind == "tf.data tuple":
        features = (x["id"], x["f"])
    elif kind == "ragged":
        features["tokens"] = tf.ragged.constant([[i] * (i % 5) for i in range(ROWS)], dtype=tf.int64)
    elif kind == "sparse":
        features["sp"] = tf.sparse.from_dense(np.eye(ROWS, 16, dtype=np.float32))
    return tf.data.Dataset.from_tensor_slices((features, y)).batch(BATCH).prefetch(2), {}


def _fit(kind: str, spe: int, callback: InputBoundCallback | None, *, jit: bool = False,
         strategy: Any = None) -> IdModel:
    keras.utils.set_random_seed(0)
    with (strategy or tf.distribute.get_strategy()).scope():
        model = IdModel(count=strategy is None)
        model.compile(optimizer=keras.optimizers.SGD(0.05), steps_per_execution=spe, jit_compile=jit)
    data, kwargs = _fit_inputs(kind)
    model.fit(data, epochs=1, callbacks=[callback] if callback else [], verbose=0, **{"shuffle": False, **kwargs})
    return model


def _assert_each_batch_once_in_order(model: IdModel) -> None:
    assert model.counts.numpy().tolist() == [1] * ROWS  # every row trained, exactly once
    assert model.trained_at.numpy().tolist() == (np.arange(ROWS) // BATCH).tolist()  # batch b at step b


def _same_weights(a: IdModel, b: IdModel) -> bool:
    return all(np.array_equal(u.numpy(), v.numpy()) for u, v in zip(a.dense.weights, b.dense.weights))


@pytest.mark.parametrize("spe", [1, 4, 32])
@pytest.mark.parametrize("kind", KINDS)
def test_every_batch_is_trained_once_in_order(kind: str, spe: int) -> None:
    callback = InputBoundCallback(verbose=False)
    model = _fit(kind, spe, callback)
    _assert_each_batch_once_in_order(model)
    report = callback.reports[-1]
    assert report.steps == ROWS // BATCH
    assert report.sampled_steps >= 5  # it measured, it did not just stand aside
    assert report.step_s >= max(report.fetch_s, report.compute_s)  # each timed step is its fetch plus its compute


@pytest.mark.parametrize(("kind", "spe", "jit"), [("tf.data dict", 1, False), ("tf.data dict", 4, True),
                                                  ("tf.data tuple", 32, True), ("numpy", 4, False),
                                                  ("generator", 32, False), ("ragged", 4, False)])
def test_weights_are_bit_for_bit_those_of_training_without_it(kind: str, spe: int, jit: bool) -> None:
    callback = InputBoundCallback(verbose=False)
    watched = _fit(kind, spe, callback, jit=jit)
    plain = _fit(kind, spe, None, jit=jit)
    _assert_each_batch_once_in_order(watched)
    assert _same_weights(watched, plain)
    assert callback.reports[-1].sampled_steps >= 5


def test_jit_compiled_steps_keep_the_invariant() -> None:
    model = _fit("tf.data dict", 1, InputBoundCallback(verbose=False), jit=True)
    _assert_each_batch_once_in_order(model)


def test_under_a_distribution_strategy_it_measures_nothing_and_changes_nothing() -> None:
    strategy = tf.distribute.MirroredStrategy(["/cpu:0"])
    callback = InputBoundCallback(verbose=False)
    watched = _fit("tf.data dict", 4, callback, strategy=strategy)
    plain = _fit("tf.data dict", 4, None, strategy=strategy)
    assert _same_weights(watched, plain)
    report = callback.reports[-1]
    assert report.verdict == "not measured"
    assert "tf.distribute" in report.method
    assert report.steps == ROWS // BATCH


def test_the_model_gets_its_own_train_function_back() -> None:
    callback = InputBoundCallback(verbose=False)
    model = _fit("tf.data dict", 1, callback)
    assert callback._original is not None
    assert model.train_function is callback._original


# The verdicts on a starved and on a fed pipeline, 40 steps each.
STEPS = 40


def _classifier(*hidden: int) -> Any:
    """A small classifier; wider hidden layers make a step's own compute outweigh fetching a batch from memory."""
    layers = [keras.layers.Dense(width, activation="relu") for width in hidden or (128,)]
    model = keras.Sequential([keras.Input((64,)), *layers, keras.layers.Dense(10)])
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


def _starved() -> Any:
    rng = np.random.default_rng(0)

    def batches() -> Any:
        while True:
            time.sleep(0.03)  # reading and decoding in Python, one batch at a time
            yield rng.random((32, 64), dtype=np.float32), rng.integers(0, 10, 32)
    spec = (tf.TensorSpec((None, 64), tf.float32), tf.TensorSpec((None,), tf.int64))
    return tf.data.Dataset.from_generator(batches, output_signature=spec)


def _fed() -> Any:
    rng = np.random.default_rng(0)
    x, y = rng.random((32 * STEPS, 64), dtype=np.float32), rng.integers(0, 10, 32 * STEPS)
    return tf.data.Dataset.from_tensor_slices((x, y)).cache().repeat().batch(32).prefetch(tf.data.AUTOTUNE)


def _verdict(dataset: Any, model: Any = None) -> Any:
    callback = InputBoundCallback(verbose=False)
    (model or _classifier()).fit(dataset, epochs=1, steps_per_epoch=STEPS, callbacks=[callback], verbose=0,
                                 shuffle=False)
    return callback.reports[-1]


def test_a_starved_generator_is_input_bound_with_advice_for_its_python_source() -> None:
    report = _verdict(_starved())
    assert report.verdict == "input-bound", report.describe()
    assert report.fetch_s > report.compute_s
    assert report.step_s >= report.compute_s
    assert any("Python code" in advice for advice in report.advice)


def test_a_fed_pipeline_is_not_input_bound() -> None:
    report = _verdict(_fed())
    assert report.verdict == "not input-bound", report.describe()
    assert report.advice == ()


def test_a_fed_pipeline_is_not_called_input_bound_when_both_cores_are_busy() -> None:
    """Busy cores slow fetching a cached batch too; with a step of real work it stays a small share of the step.

    (With the 0.7 ms step of the small classifier, scheduling noise alone moves the share across the threshold.)
    """
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        time.sleep(0.5)
        report = _verdict(_fed(), _classifier(1024, 1024))
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    assert report.verdict in {"not input-bound", "uncertain"}, report.describe()


def test_an_epoch_of_ten_steps_gets_a_verdict() -> None:
    callback = InputBoundCallback(verbose=False)
    _classifier().fit(_starved(), epochs=2, steps_per_epoch=10, callbacks=[callback], verbose=0, shuffle=False)
    assert [r.verdict for r in callback.reports] == ["input-bound", "input-bound"]


def test_advice_leaves_out_what_the_pipeline_already_does() -> None:
    rng = np.random.default_rng(0)
    x, y = rng.random((32 * STEPS, 64), dtype=np.float32), rng.integers(0, 10, 32 * STEPS)

    def slow(row: Any, label: Any) -> Any:
        out = tf.py_function(lambda r: (time.sleep(0.002), r)[1], [row], tf.float32)
        return tf.ensure_shape(out, (64,)), label

    plain_map = tf.data.Dataset.from_tensor_slices((x, y)).map(slow).repeat().batch(32)
    advice = " ".join(_verdict(plain_map).advice)
    assert "num_parallel_calls" in advice
    assert "prefetch" in advice
    tuned = (tf.data.Dataset.from_tensor_slices((x, y)).map(slow, num_parallel_calls=2).repeat().batch(32)
             .prefetch(tf.data.AUTOTUNE))
    advice = " ".join(_verdict(tuned).advice)
    assert "num_parallel_calls" not in advice
    assert "prefetch(" not in advice
