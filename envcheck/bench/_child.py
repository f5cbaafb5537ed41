# ruff: noqa: UP006, UP035, PLC0415, BLE001, ANN401
"""Benchmark one device with TensorFlow: matmul throughput, copies, and a Keras LSTM step.

Run by the target interpreter as ``python _child.py --device gpu|cpu`` with only the GPU under
test visible (the parent sets CUDA_VISIBLE_DEVICES to its UUID); prints one JSON line after MARK.
Every measurement warms up first, repeats, forces the device to finish before reading the
clock, and reports the median and the spread. Needs TensorFlow 2 and NumPy; Python 3.6 syntax.
"""

import argparse
import functools
import json
import statistics
import sys
import time
from typing import Any, Callable, Dict, List

MARK = "__ENVCHECK_BENCH__ "
TARGET_SECONDS = 0.05  # each timed repeat runs about this long, so the clock's resolution does not matter


def _sync(tensor: Any) -> None:
    """Wait for the device: fetching one element depends on the whole computation."""
    import tensorflow as tf

    tf.reshape(tensor, [-1])[0].numpy()


def _timed(fn: Callable[[], Any], repeats: int) -> List[float]:
    """Seconds per call: warm up, calibrate a batch of calls, then time ``repeats`` batches."""
    _sync(fn())  # warm-up: kernel selection, autotuning, first allocation
    start = time.perf_counter()
    _sync(fn())
    once = max(time.perf_counter() - start, 1e-6)
    batch = max(1, int(TARGET_SECONDS / once))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(batch):
            result = fn()
        _sync(result)
        times.append((time.perf_counter() - start) / batch)
    return times


def _spread(values: List[float]) -> Dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def _matmul(tf: Any, device: str, size: int, dtype: Any, repeats: int) -> Dict[str, Any]:
    with tf.device(device):
        a = tf.random.uniform((size, size), dtype=tf.float32)
        b = tf.random.uniform((size, size), dtype=tf.float32)
        a, b = tf.cast(a, dtype), tf.cast(b, dtype)
        times = _timed(lambda: tf.matmul(a, b), repeats)
    flops = 2.0 * size ** 3
    tflops = [flops / t / 1e12 for t in times]
    return {"size": size, "dtype": dtype.name, "tflops": _spread(tflops), "seconds": _spread(times)}


def _copies(tf: Any, device: str, mib: int, repeats: int) -> Dict[str, Any]:
    import numpy as np

    host = np.ones((mib * (1 << 20) // 4,), dtype=np.float32)
    on_device = _to_device(tf, device, host)
    up = _timed(lambda: _to_device(tf, device, host), repeats)
    down = []
    for _ in range(repeats):
        start = time.perf_counter()
        on_device.numpy()
        down.append(time.perf_counter() - start)
    size_gb = host.nbytes / 1e9
    return {"mib": mib, "host_to_device_gbs": _spread([size_gb / t for t in up]),
            "device_to_host_gbs": _spread([size_gb / t for t in down])}


def _to_device(tf: Any, device: str, host: Any) -> Any:
    with tf.device(device):
        return tf.identity(host)


def _lstm_layer(keras: Any, units: int, *, cudnn: bool) -> Any:
    if cudnn:
        return keras.layers.LSTM(units)
    try:  # Keras 3 can be told not to use cuDNN
        return keras.layers.LSTM(units, use_cudnn=False)
    except TypeError:  # Keras 2 uses cuDNN only with a sigmoid recurrent activation
        return keras.layers.LSTM(units, recurrent_activation="hard_sigmoid")


def _lstm(tf: Any, device: str, repeats: int, *, cudnn: bool) -> List[float]:
    import numpy as np

    keras = tf.keras
    batch, steps, features, units = 64, 50, 32, 128
    rng = np.random.default_rng(0)
    x = rng.random((batch, steps, features), dtype=np.float32)
    y = rng.random((batch, 1), dtype=np.float32)
    with tf.device(device):
        model = keras.Sequential([keras.Input((steps, features)), _lstm_layer(keras, units, cudnn=cudnn),
                                  keras.layers.Dense(1)])
        model.compile(optimizer="adam", loss="mse")
        model.train_on_batch(x, y)  # build, trace and warm up
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            model.train_on_batch(x, y)  # returns the loss as a host value: the step has finished
            times.append(time.perf_counter() - start)
    return times


def _step(out: Dict[str, Any], what: str, fn: Callable[[], Any]) -> Any:
    """Run one measurement; a failure is recorded and the next measurement still runs."""
    try:
        return fn()
    except Exception as exc:
        lines = str(exc).strip().splitlines()
        out.setdefault("errors", []).append("{}: {}: {}".format(what, type(exc).__name__,
                                                                 lines[0][:300] if lines else ""))
        return None


def _strict_fp32(tf: Any, out: Dict[str, Any], device: str, size: int, repeats: int) -> None:
    """Time float32 once more with TF32 off; say whether TensorFlow's float32 ran as TF32."""
    import os

    config = tf.config.experimental
    # NVIDIA_TF32_OVERRIDE=0 turns TF32 off in cuBLAS and cuDNN whatever TensorFlow asks.
    out["tf32"] = bool(config.tensor_float_32_execution_enabled()) and os.environ.get("NVIDIA_TF32_OVERRIDE") != "0"
    config.enable_tensor_float_32_execution(enabled=False)
    try:
        out["fp32_strict"] = _step(out, "matmul float32 without TF32",
                                   lambda: _matmul(tf, device, size, tf.float32, repeats))
    finally:
        config.enable_tensor_float_32_execution(enabled=True)


def main() -> None:
    """Parse the options, run every measurement, print the JSON report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--sizes", default="")
    parser.add_argument("--repeats", type=int, default=5)
    # The 16-bit dtypes this GPU's tensor cores run, preferred first, and whether they run TF32:
    # envcheck's tables decide, in the parent.
    parser.add_argument("--low-dtypes", default="bfloat16")
    parser.add_argument("--tf32", action="store_true", help="also time float32 with TF32 turned off")
    args = parser.parse_args()
    out: Dict[str, Any] = {"device": args.device}
    try:
        import tensorflow as tf
    except BaseException as exc:
        out["errors"] = [f"import: {type(exc).__name__}: {exc}"]
        sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")
        return
    out["tensorflow"] = tf.__version__
    gpus = tf.config.list_physical_devices("GPU")
    if args.device == "gpu" and not gpus:
        out["errors"] = ["TensorFlow sees no GPU in this process"]
    else:
        device = "/GPU:0" if args.device == "gpu" else "/CPU:0"
        details = tf.config.experimental.get_device_details(gpus[0]) if args.device == "gpu" else {}
        out["device_name"] = details.get("device_name") or "CPU"
        default_sizes = "256,512,1024,2048,4096,8192" if args.device == "gpu" else "64,256,1024"
        sizes = [int(s) for s in (args.sizes or default_sizes).split(",")]
        measured = [_step(out, f"matmul {size}", functools.partial(_matmul, tf, device, size, tf.float32,
                                                                    args.repeats)) for size in sizes]
        out["matmul"] = [m for m in measured if m]
        if args.tf32:
            _step(out, "TF32 setting", lambda: _strict_fp32(tf, out, device, sizes[-1], args.repeats))
        half = [_step(out, f"matmul {name}", functools.partial(_matmul, tf, device, sizes[-1], getattr(tf, name),
                                                               args.repeats)) for name in args.low_dtypes.split(",")]
        out["half"] = [h for h in half if h]
        if args.device == "gpu":
            out["copies"] = _step(out, "copies", lambda: _copies(tf, device, 256, args.repeats))
        cudnn = _step(out, "lstm", lambda: _lstm(tf, device, args.repeats, cudnn=True))
        generic = _step(out, "lstm without cuDNN", lambda: _lstm(tf, device, args.repeats, cudnn=False))
        out["lstm_cudnn_s"] = _spread(cudnn) if cudnn else None
        out["lstm_generic_s"] = _spread(generic) if generic else None
    sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
