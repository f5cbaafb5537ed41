# ruff: noqa: UP006, UP035, PLC0415, BLE001, ANN401
"""Import TensorFlow in a child process and report what it really sees (stdlib + TensorFlow).

Run by the target interpreter as ``python _tfprobe.py``, with TensorFlow's C++ logging turned up
by the parent; the parent parses stderr with envcheck.tflog and reads the one line of JSON this
prints after MARK. Works with TensorFlow 1.x to 2.21 and Python 3.6+ (keep the syntax old). Every
step catches its own errors: a step that fails is reported, the next one still runs. A crash or
hang is the parent's to report.
"""

import json
import os
import sys
import time
from typing import Any, Callable, Dict, List

MARK = "__ENVCHECK_PROBE__ "
# Run as a script, this file's folder is sys.path[0]; the target never has it, so drop it.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]


def _step(out: Dict[str, Any], key: str, fn: Callable[[], Any]) -> Any:
    try:
        value = fn()
    except Exception as exc:
        lines = str(exc).strip().splitlines()
        out[key + "_error"] = "{}: {}".format(type(exc).__name__, lines[-1][:300] if lines else "")
        return None
    out[key] = value
    return value


def _emit(out: Dict[str, Any]) -> None:
    sys.stdout.write("\n" + MARK + json.dumps(out, default=str) + "\n")
    sys.stdout.flush()


def _physical(tf: Any) -> List[Dict[str, Any]]:
    config = getattr(tf, "config", None)
    lister = getattr(config, "list_physical_devices", None) or getattr(
        getattr(config, "experimental", None), "list_physical_devices", None)
    if lister is not None:
        return [{"name": d.name, "type": d.device_type} for d in lister()]
    from tensorflow.python.client import device_lib  # TensorFlow 1.x before 1.14

    return [{"name": d.name, "type": d.device_type, "description": d.physical_device_desc}
            for d in device_lib.list_local_devices()]


def _gpu_details(tf: Any) -> List[Dict[str, Any]]:
    details = []
    for device in tf.config.list_physical_devices("GPU"):
        info = tf.config.experimental.get_device_details(device)
        cc = info.get("compute_capability")
        details.append({"name": device.name, "device_name": info.get("device_name"),
                        "compute_capability": "{}.{}".format(*cc) if cc else None})
    return details


def _gpu_ops(tf: Any) -> List[Dict[str, Any]]:
    """A matmul (cuBLAS) and a convolution (cuDNN) on every GPU TensorFlow registered."""
    results = []
    for device in tf.config.list_logical_devices("GPU"):
        entry = {"device": device.name, "error": None}
        try:
            with tf.device(device.name):
                x = tf.ones((64, 64))
                float(tf.reduce_sum(tf.matmul(x, x)))
                image = tf.ones((1, 8, 8, 3))
                float(tf.reduce_sum(tf.nn.conv2d(image, tf.ones((3, 3, 3, 4)), 1, "SAME")))
        except Exception as exc:
            entry["error"] = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0][:300]}"
        results.append(entry)
    return results


def _xla(tf: Any) -> str:
    compile_flag = "jit_compile" if "jit_compile" in tf.function.__code__.co_varnames else "experimental_compile"
    fn = tf.function(lambda x: x * 2.0 + 1.0, **{compile_flag: True})
    return "ok" if float(tf.reduce_sum(fn(tf.ones((4,))))) == 12.0 else "wrong result"  # noqa: PLR2004


def _mixed_precision(tf: Any, details: List[Dict[str, Any]]) -> str:
    """Run a float16 matmul on the first GPU; whether tensor cores did it is judged from the tables."""
    if not details:
        return "no GPU"
    with tf.device("/GPU:0"):
        x = tf.ones((128, 128), dtype=tf.float16)
        float(tf.reduce_sum(tf.matmul(x, x)))
    return "ok"


def main() -> None:
    """Probe TensorFlow and print the JSON report."""
    out: Dict[str, Any] = {"python": sys.version.split()[0]}
    start = time.time()
    try:
        import tensorflow as tf
    except BaseException as exc:
        out["import_error"] = f"{type(exc).__name__}: {exc}"
        _emit(out)
        sys.exit(3)
    out["import_seconds"] = round(time.time() - start, 3)
    out["version"] = getattr(tf, "__version__", None)
    _step(out, "built_with_cuda", lambda: bool(tf.test.is_built_with_cuda()))
    _step(out, "build", lambda: {k: v for k, v in dict(tf.sysconfig.get_build_info()).items()
                                 if k in ("cuda_version", "cudnn_version", "is_cuda_build", "is_rocm_build")})
    _step(out, "physical", lambda: _physical(tf))
    details = _step(out, "gpus", lambda: _gpu_details(tf)) or []
    _step(out, "logical_gpus", lambda: len(tf.config.list_logical_devices("GPU")))
    _step(out, "gpu_ops", lambda: _gpu_ops(tf))
    _step(out, "xla", lambda: _xla(tf))
    _step(out, "mixed_precision", lambda: _mixed_precision(tf, details))
    out["seconds"] = round(time.time() - start, 3)
    _emit(out)


if __name__ == "__main__":
    main()
