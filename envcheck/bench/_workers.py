# ruff: noqa: UP006, UP035, PLC0415, BLE001, ANN401
"""One worker of a tf.distribute.MultiWorkerMirroredStrategy run (TF_CONFIG names the cluster and this task).

``python _workers.py --device cpu --sizes 4096,1048576`` trains a few synchronous steps, then times an
all-reduce of each size (bytes) inside tf.function, and prints one JSON line after MARK. Collectives
time out after ``--collective-timeout`` seconds so that a hung peer becomes an error, not a hang.
Before each phase it prints a PHASE line, so that the parent, which kills a worker that hangs (the
cluster setup blocks holding the GIL: no thread in here could), can say where it stalled. On an error
each peer's port is tried, so the report says which worker was not listening.
Needs TensorFlow 2 only.
"""

import argparse
import json
import os
import platform
import socket
import statistics
import sys
import time
from typing import Any, Dict, List

MARK = "__ENVCHECK_WORKER__ "


PHASE = "__ENVCHECK_PHASE__ "


def _phase(text: str) -> None:
    """Say what the worker does next: the parent names the phase a hung worker was in."""
    sys.stdout.write(PHASE + text + "\n")
    sys.stdout.flush()


def _peers(config: Dict[str, Any]) -> List[str]:
    """"index host:port state" for every other worker: listening, refused, or no answer."""
    me = config.get("task", {}).get("index")
    found = []
    for i, address in enumerate(config.get("cluster", {}).get("worker", [])):
        if i == me:
            continue
        host, _, port = address.rpartition(":")
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=3).close()
            state = "listening"
        except ConnectionRefusedError:
            state = "refused"
        except OSError as exc:
            state = f"no answer ({exc.strerror or type(exc).__name__})"
        found.append(f"{i} {address} {state}")
    return found


def _spread(values: List[float]) -> Dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def _strategy(tf: Any, device: str, timeout: float) -> Any:
    if device == "cpu":
        tf.config.set_visible_devices([], "GPU")
    implementation = (tf.distribute.experimental.CommunicationImplementation.RING if device == "cpu"
                      else tf.distribute.experimental.CommunicationImplementation.AUTO)  # NCCL on GPUs
    options = tf.distribute.experimental.CommunicationOptions(implementation=implementation,
                                                              timeout_seconds=timeout)
    return tf.distribute.MultiWorkerMirroredStrategy(communication_options=options)


def _train(tf: Any, strategy: Any, steps: int) -> List[float]:
    with strategy.scope():
        model = tf.keras.Sequential([tf.keras.Input((256,)), tf.keras.layers.Dense(512, activation="relu"),
                                     tf.keras.layers.Dense(10)])
        optimizer = tf.keras.optimizers.SGD(0.01)

    def replica_step() -> Any:
        x = tf.random.stateless_normal((64, 256), seed=(1, 2))
        y = tf.random.stateless_normal((64, 10), seed=(3, 4))
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x, training=True) - y))
        optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
        return loss

    def one_step() -> Any:
        return strategy.reduce(tf.distribute.ReduceOp.SUM, strategy.run(replica_step), axis=None)

    step = tf.function(one_step)

    _phase("the first training step")
    step().numpy()  # trace, place, and meet every worker once
    _phase("training steps")
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        step().numpy()  # synchronous: returns once every worker has contributed its gradients
        times.append(time.perf_counter() - start)
    return times


def _allreduce(tf: Any, strategy: Any, size: int, repeats: int) -> Dict[str, Any]:
    elements = max(1, size // 4)

    def replica() -> Any:
        ctx = tf.distribute.get_replica_context()
        return ctx.all_reduce(tf.distribute.ReduceOp.SUM, tf.ones((elements,), tf.float32))

    def reduce_once() -> Any:
        return strategy.experimental_local_results(strategy.run(replica))[0][0]

    reduce = tf.function(reduce_once)

    _phase(f"an all-reduce of {elements * 4} bytes")
    reduce().numpy()
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        reduce().numpy()
        seconds.append(time.perf_counter() - start)
    replicas = strategy.num_replicas_in_sync
    # As nccl-tests: algbw = bytes / time; busbw = algbw x 2(n-1)/n, what each link of a ring carries.
    algbw = [elements * 4 / s / 1e9 for s in seconds]
    return {"bytes": elements * 4, "seconds": _spread(seconds), "algbw_gbs": _spread(algbw),
            "busbw_gbs": _spread([a * 2 * (replicas - 1) / replicas for a in algbw])}


def main() -> None:
    """Join the cluster, train, all-reduce, print the JSON report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--sizes", default="4096,262144,4194304")
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--collective-timeout", type=float, default=60.0)
    args = parser.parse_args()
    config = json.loads(os.environ.get("TF_CONFIG") or "{}")
    out: Dict[str, Any] = {"index": config.get("task", {}).get("index"), "python": platform.python_version(),
                           "host": platform.node()}
    start = time.perf_counter()
    try:
        _phase("importing TensorFlow")
        import tensorflow as tf

        out["tf_version"] = tf.__version__
        _phase("joining the cluster")
        strategy = _strategy(tf, args.device, args.collective_timeout)
        out["replicas"] = strategy.num_replicas_in_sync
        out["step_s"] = _spread(_train(tf, strategy, args.steps))
        out["allreduce"] = [_allreduce(tf, strategy, int(s), args.repeats) for s in args.sizes.split(",") if s]
    except BaseException as exc:
        lines = str(exc).strip().splitlines()
        out["error"] = "{}: {}".format(type(exc).__name__, lines[0][:400] if lines else "")
        out["peers"] = _peers(config)
    out["seconds"] = time.perf_counter() - start
    sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
