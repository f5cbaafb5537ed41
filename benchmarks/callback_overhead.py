"""Measure what InputBoundCallback costs: the same small model on the CPU, with and without it.

Trains the example's tf.data pipeline (examples/input_bound.py) with long epochs, alternating fits
with and without the callback, and prints the median time per step, the difference, how many
steps per epoch the callback timed, and its own count of the time that sampling added (sampled
calls beyond the plain calls' median pace, set-up and the first trace included), which a shared,
noisy machine measures far better than the difference of two medians. A benchmark, not a test.
Usage: ``python benchmarks/callback_overhead.py [ROUNDS] [STEPS_PER_EPOCH] [STEPS_PER_EXECUTION]``.
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
EPOCHS = 3  # one fit of several epochs, as training runs: per-fit set-up is paid once


def _example() -> Any:  # noqa: ANN401 - the example module
    spec = importlib.util.spec_from_file_location("input_bound_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _model(example: Any, steps_per_execution: int) -> Any:  # noqa: ANN401 - the example module, a Keras model
    model = tf.keras.Sequential([tf.keras.Input((example.FEATURES,)),
                                 tf.keras.layers.Dense(256, activation="relu"),
                                 tf.keras.layers.Dense(example.CLASSES)])
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=steps_per_execution)
    return model


def _seconds_per_step(model: Any, dataset: Any, callbacks: list[Any], steps: int) -> float:  # noqa: ANN401
    start = time.perf_counter()
    model.fit(dataset, epochs=EPOCHS, steps_per_epoch=steps, callbacks=callbacks, verbose=0, shuffle=False)
    return (time.perf_counter() - start) / (EPOCHS * steps)


def main() -> None:
    """Alternate fits of one model with and without the callback; print medians and the overhead."""
    from envcheck.keras import InputBoundCallback  # noqa: PLC0415 - after TensorFlow is imported

    example = _example()
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 2000  # noqa: PLR2004 - argv positions
    spe = int(sys.argv[3]) if len(sys.argv) > 3 else 1  # noqa: PLR2004
    model, dataset = _model(example, spe), example.fast_pipeline()
    _seconds_per_step(model, dataset, [], steps)  # trace and warm up: not counted
    _seconds_per_step(model, dataset, [InputBoundCallback(verbose=False)], steps)
    plain: list[float] = []
    watched: list[float] = []
    timed: list[int] = []
    added: list[float] = []
    for round_number in range(rounds):  # alternate which goes first, so drift hits both alike
        callback = InputBoundCallback(verbose=False)
        runs = [(plain, []), (watched, [callback])]
        for results, callbacks in runs if round_number % 2 == 0 else reversed(runs):
            results.append(_seconds_per_step(model, dataset, callbacks, steps))
        timed += [r.sampled_steps for r in callback.reports]
        added += [r.added_share for r in callback.reports if r.added_share is not None]
    a, b = statistics.median(plain), statistics.median(watched)
    what = f"median of {rounds} fits of {EPOCHS}x{steps} steps, steps_per_execution={spe}"
    print(f"without the callback: {a * 1000:.3f} ms/step ({what})")
    print(f"with the callback:    {b * 1000:.3f} ms/step ({what})")
    print(f"overhead: {(b - a) / a:+.1%} between the medians; steps timed per epoch: median "
          f"{statistics.median(timed):.0f} of {steps}, range {min(timed)}-{max(timed)}")
    if added:
        print(f"the callback's own count of the time its sampling added per epoch: median "
              f"{statistics.median(added):.2%}, range {min(added):.2%}-{max(added):.2%}")


if __name__ == "__main__":
    main()
