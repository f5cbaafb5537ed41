"""Two ways to feed the same Keras model: a slow Python pipeline and a tf.data one.

    python examples/input_bound.py slow     # Python generator, heavy per-sample work, no prefetch
    python examples/input_bound.py fast     # tf.data: from_tensor_slices, batch, vectorised map, cache, prefetch
    envcheck run --watch -- python examples/input_bound.py slow

envcheck's InputBoundCallback calls the first input-bound and the second not; CI runs both.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import TYPE_CHECKING

import numpy as np
import tensorflow as tf

from envcheck.keras import InputBoundCallback

if TYPE_CHECKING:
    from collections.abc import Iterator

FEATURES, CLASSES, BATCH = 64, 10, 64
SAMPLES = 64 * 400


def _data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.random((SAMPLES, FEATURES), dtype=np.float32), rng.integers(0, CLASSES, SAMPLES)


def slow_pipeline() -> tf.data.Dataset:
    """Per-sample NumPy preprocessing in a Python generator: single-threaded, nothing overlapped."""
    x, y = _data()

    def batches() -> Iterator[tuple[np.ndarray, np.ndarray]]:
        while True:
            for start in range(0, SAMPLES, BATCH):
                rows = []
                for row in x[start:start + BATCH]:  # the kind of per-sample Python work that starves a GPU
                    time.sleep(0.0005)  # decoding an image, reading a file...
                    rows.append((row - row.mean()) / (row.std() + 1e-6))
                yield np.stack(rows), y[start:start + BATCH]

    spec = (tf.TensorSpec((None, FEATURES), tf.float32), tf.TensorSpec((None,), tf.int64))
    return tf.data.Dataset.from_generator(batches, output_signature=spec)


def fast_pipeline() -> tf.data.Dataset:
    """The same normalisation as TensorFlow ops over a whole batch at once (a vectorised map), cached, prefetched."""
    x, y = _data()

    def normalise(rows: tf.Tensor, labels: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        mean, std = tf.reduce_mean(rows, axis=1, keepdims=True), tf.math.reduce_std(rows, axis=1, keepdims=True)
        return (rows - mean) / (std + 1e-6), labels

    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH)
    return dataset.map(normalise, num_parallel_calls=tf.data.AUTOTUNE).cache().repeat().prefetch(tf.data.AUTOTUNE)


def train(pipeline: str, *, epochs: int = 2, steps: int = 60) -> InputBoundCallback:
    """Train a small classifier on one pipeline with the callback attached."""
    model = tf.keras.Sequential([tf.keras.Input((FEATURES,)), tf.keras.layers.Dense(256, activation="relu"),
                                 tf.keras.layers.Dense(256, activation="relu"), tf.keras.layers.Dense(CLASSES)])
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    callback = InputBoundCallback()
    dataset = slow_pipeline() if pipeline == "slow" else fast_pipeline()
    model.fit(dataset, epochs=epochs, steps_per_epoch=steps, callbacks=[callback], verbose=0, shuffle=False)
    return callback


def main() -> None:
    """Train with the pipeline named on the command line and print the last verdict as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("pipeline", choices=("slow", "fast"))
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()
    report = train(args.pipeline, epochs=args.epochs, steps=args.steps).reports[-1]
    print(json.dumps({"pipeline": args.pipeline, "verdict": report.verdict, "input_bound": report.input_bound,
                      "input_share": report.input_share}))


if __name__ == "__main__":
    main()
