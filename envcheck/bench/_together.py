# ruff: noqa: UP006, UP035, PLC0415, BLE001, ANN401
"""Train a small Keras model with tf.distribute.MirroredStrategy over every visible device.

``python _together.py --device gpu`` mirrors over all visible GPUs; ``--device cpu`` splits the
CPU into two logical devices (what CI can run). Reports the synchronous step time and an
all-reduce over a sweep of message sizes (and, with more than two GPUs, between every pair) as
one JSON line after MARK. Everything runs inside tf.function, as training does. Needs TensorFlow 2
and NumPy.
"""

import argparse
import json
import statistics
import sys
import time
from typing import Any, Dict, List

MARK = "__ENVCHECK_TOGETHER__ "
TARGET_SECONDS = 0.05  # each timed sample runs about this long
MIB = 1 << 20
SIZES = {"gpu": ",".join(str(m * MIB) for m in (1, 8, 64, 256)), "cpu": ",".join(str(m * MIB) for m in (1, 4, 16))}
PAIR_BYTES = 64 * MIB


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


def _allreduce(tf: Any, strategy: Any, nbytes: int, repeats: int) -> Dict[str, Any]:
    """Sum an ``nbytes`` float32 tensor across the replicas inside tf.function, as training does.

    The replica context's all_reduce goes through the strategy's cross-device ops (NCCL on GPUs),
    the path gradients take. Reported as nccl-tests do: algbw = bytes / time, busbw = algbw x 2(n-1)/n.
    """
    values = strategy.experimental_distribute_values_from_function(
        lambda _: tf.ones((nbytes // 4,), dtype=tf.float32))

    def step(per_replica: Any) -> Any:
        return strategy.run(lambda x: tf.distribute.get_replica_context().all_reduce(
            tf.distribute.ReduceOp.SUM, x), args=(per_replica,))

    reduce = tf.function(step)  # traced once per size: no eager MirroredStrategy call

    def batch(calls: int) -> float:
        start = time.perf_counter()
        for _ in range(calls):
            out = reduce(values)
        for tensor in strategy.experimental_local_results(out):
            tensor[0].numpy()  # every replica has finished
        return (time.perf_counter() - start) / calls

    batch(1)  # trace, place, and set up the communicators
    calls = max(1, int(TARGET_SECONDS / max(batch(1), 1e-6)))
    times = [batch(calls) for _ in range(repeats)]
    replicas = strategy.num_replicas_in_sync
    algbw = [nbytes / t / 1e9 for t in times]
    return {"bytes": nbytes, "seconds": _spread(times), "algbw_gbs": _spread(algbw),
            "busbw_gbs": _spread([a * 2 * (replicas - 1) / replicas for a in algbw])}


def _cross(tf: Any, device: str) -> Any:
    """NCCL between GPUs (TensorFlow's choice for MirroredStrategy there); one device's reduction on the CPU."""
    return tf.distribute.NcclAllReduce() if device == "gpu" else tf.distribute.ReductionToOneDevice()


def _pairs(tf: Any, devices: List[str], nbytes: int) -> List[Dict[str, Any]]:
    """The same all-reduce between every pair of GPUs, one strategy per pair."""
    found = []
    for a in range(len(devices)):
        for b in range(a + 1, len(devices)):
            strategy = tf.distribute.MirroredStrategy(devices=[devices[a], devices[b]],
                                                      cross_device_ops=_cross(tf, "gpu"))
            result = _allreduce(tf, strategy, nbytes, 3)
            found.append({"gpus": [a, b], "bytes": nbytes, "busbw_gbs": result["busbw_gbs"]})
    return found


def main() -> None:
    """Mirror, train, all-reduce, print the JSON report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--sizes", default="", help="all-reduce message sizes in bytes, comma-separated")
    args = parser.parse_args()
    out: Dict[str, Any] = {"device": args.device}
    try:
        import tensorflow as tf

        devices = _devices(tf, args.device)
        out["devices"] = devices
        if len(devices) < 2:  # noqa: PLR2004 - mirroring needs two
            out["error"] = f"only {len(devices)} device(s) visible: nothing to mirror across"
        else:
            cross = _cross(tf, args.device)
            strategy = tf.distribute.MirroredStrategy(devices=devices, cross_device_ops=cross)
            out["replicas"] = strategy.num_replicas_in_sync
            out["cross_device_ops"] = type(cross).__name__
            out["step_s"] = _spread(_train(tf, strategy, args.steps))
            sizes = [int(s) for s in (args.sizes or SIZES[args.device]).split(",")]
            out["allreduce"] = [_allreduce(tf, strategy, size, 5) for size in sizes]
            if args.device == "gpu" and len(devices) > 2:  # noqa: PLR2004 - with two, the pair is the whole
                out["pairs"] = _pairs(tf, devices, PAIR_BYTES)
    except BaseException as exc:
        lines = str(exc).strip().splitlines()
        out["error"] = "{}: {}".format(type(exc).__name__, lines[0][:400] if lines else "")
    sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
