# ruff: noqa: UP006, UP035, PLC0415, BLE001, ANN401
"""Train a small Keras model with tf.distribute.MirroredStrategy over every visible device.

``python _together.py --device gpu`` mirrors over all visible GPUs; ``--device cpu`` splits the
CPU into two logical devices (what CI can run). Reports the synchronous step time and the
all-reduce bandwidth as one JSON line after MARK. Needs TensorFlow 2 and NumPy.
"""

import argparse
import json
import statistics
import sys
import time
from typing import Any, Dict, List

MARK = "__ENVCHECK_TOGETHER__ "


def _devices(tf: Any, device: str) -> List[str]:
    if device == "cpu":
        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(
            cpu, [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
        return [d.name for d in tf.config.list_logical_devices("CPU")]
    return [d.name for d in tf.config.list_logical_devices("GPU")]


def _spread(values: List[float]) -> Dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def _train(tf: Any, strategy: Any, steps: int) -> List[float]:
    import numpy as np

    keras = tf.keras
    batch = 64 * strategy.num_replicas_in_sync
    rng = np.random.default_rng(0)
    x = rng.random((batch * (steps + 2), 256), dtype=np.float32)
    y = rng.random((batch * (steps + 2), 10), dtype=np.float32)
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(batch).repeat()
    with strategy.scope():
        model = keras.Sequential([keras.Input((256,)), keras.layers.Dense(512, activation="relu"),
                                  keras.layers.Dense(10)])
        model.compile(optimizer="sgd", loss="mse")
    model.fit(dataset, steps_per_epoch=2, epochs=1, verbose=0)  # trace, place and warm up
    times = []
    for _ in range(3):
        start = time.perf_counter()
        model.fit(dataset, steps_per_epoch=steps, epochs=1, verbose=0)  # returns once every step is done
        times.append((time.perf_counter() - start) / steps)
    return times


def _allreduce(tf: Any, strategy: Any, mib: int, repeats: int) -> List[float]:
    """Bus bandwidth (GB/s) of summing a ``mib`` MiB tensor across the replicas."""
    elements = mib * (1 << 20) // 4
    values = strategy.run(lambda: tf.ones((elements,), dtype=tf.float32))
    replicas = strategy.num_replicas_in_sync

    def once() -> float:
        start = time.perf_counter()
        total = strategy.reduce(tf.distribute.ReduceOp.SUM, values, axis=None)
        total[0].numpy()  # the reduction has finished
        return time.perf_counter() - start

    once()
    # A ring all-reduce moves 2 (n-1)/n of the data per device (the usual "bus bandwidth").
    moved = elements * 4 * 2 * (replicas - 1) / replicas / 1e9
    return [moved / once() for _ in range(repeats)]


def main() -> None:
    """Mirror, train, all-reduce, print the JSON report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()
    out: Dict[str, Any] = {"device": args.device}
    try:
        import tensorflow as tf

        devices = _devices(tf, args.device)
        out["devices"] = devices
        if len(devices) < 2:  # noqa: PLR2004 - mirroring needs two
            out["error"] = f"only {len(devices)} device(s) visible: nothing to mirror across"
        else:
            cross = tf.distribute.ReductionToOneDevice() if args.device == "cpu" else None
            strategy = tf.distribute.MirroredStrategy(devices=devices, cross_device_ops=cross)
            out["replicas"] = strategy.num_replicas_in_sync
            out["step_s"] = _spread(_train(tf, strategy, args.steps))
            out["allreduce_gbs"] = _spread(_allreduce(tf, strategy, 64, 5))
    except BaseException as exc:
        lines = str(exc).strip().splitlines()
        out["error"] = "{}: {}".format(type(exc).__name__, lines[0][:400] if lines else "")
    sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
