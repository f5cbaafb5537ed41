"""Measure what InputBoundCallback costs: the same small model on the CPU, with and without it.

Trains the example's tf.data pipeline (examples/input_bound.py) for a few epochs each way,
alternating, and prints the median time per step and the difference. A benchmark, not a test.
Usage: ``python benchmarks/callback_overhead.py [ROUNDS]``.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import tensorflow as tf

EXAMPLE = Path(__file__).parent.parent / "examples" / "input_bound.py"
STEPS, EPOCHS = 200, 5  # one fit of several epochs, as training runs: per-fit set-up is paid once


def _example() -> Any:  # noqa: ANN401 - the example module
    spec = importlib.util.spec_from_file_location("input_bound_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _model(example: Any) -> Any:  # noqa: ANN401 - the example module, a Keras model
    model = tf.keras.Sequential([tf.keras.Input((example.FEATURES,)),
                                 tf.keras.layers.Dense(256, activation="relu"),
                                 tf.keras.layers.Dense(example.CLASSES)])
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


def _seconds_per_step(model: Any, dataset: Any, callbacks: list[Any]) -> float:  # noqa: ANN401
    start = time.perf_counter()
    model.fit(dataset, epochs=EPOCHS, steps_per_epoch=STEPS, callbacks=callbacks, verbose=0, shuffle=False)
    return (time.perf_counter() - start) / (EPOCHS * STEPS)


def main() -> None:
    """Alternate fits of one model with and without the callback; print medians and the overhead."""
    from envcheck.keras import InputBoundCallback  # noqa: PLC0415 - after TensorFlow is imported

    example = _example()
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    model, dataset = _model(example), example.fast_pipeline()
    _seconds_per_step(model, dataset, [])  # trace and warm up: not counted
    _seconds_per_step(model, dataset, [InputBoundCallback(verbose=False)])
    plain: list[float] = []
    watched: list[float] = []
    for round_number in range(rounds):  # alternate which goes first, so drift hits both alike
        runs = [(plain, []), (watched, [InputBoundCallback(verbose=False)])]
        for results, callbacks in runs if round_number % 2 == 0 else reversed(runs):
            results.append(_seconds_per_step(model, dataset, callbacks))
    a, b = statistics.median(plain), statistics.median(watched)
    print(f"without the callback: {a * 1000:.3f} ms/step (median of {rounds} fits of {EPOCHS}x{STEPS} steps)")
    print(f"with the callback:    {b * 1000:.3f} ms/step (median of {rounds} fits of {EPOCHS}x{STEPS} steps)")
    print(f"overhead: {(b - a) / a:+.1%}")


if __name__ == "__main__":
    main()
