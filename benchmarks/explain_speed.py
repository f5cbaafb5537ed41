"""How fast `envcheck explain` reads a long log: megabytes per second on two kinds of log.

A training log repeats a few lines thousands of times (progress bars, one warning per epoch); a log
made of every corpus paste one after the other has few repeats and many messages. Each is streamed
through explain as a file would be (line by line). A benchmark, not a test: it prints numbers.
Usage: ``python benchmarks/explain_speed.py [MEGABYTES]`` (50 by default).
"""

from __future__ import annotations

import io
import json
import sys
import time
from pathlib import Path

from envcheck.explain import explain

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "explain" / "corpus.jsonl"
_HEAD = (
    "2023-05-01 10:00:01.000000: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not "
    "find TensorRT\n"
    "2023-05-01 10:00:02.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1635] Created device "
    "/job:localhost/replica:0/task:0/device:GPU:0 with 22282 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3090, "
    "pci bus id: 0000:01:00.0, compute capability: 8.6\n"
)
_EPOCH = (
    "1875/1875 [==============================] - 5s 2ms/step - loss: 0.2134 - accuracy: 0.9412\n" * 20
    + "Epoch 2/100\n2023-05-01 10:00:05.000000: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:424] "
    "Loaded cuDNN version 8600\n"
)


def _training_log(megabytes: float) -> str:
    return _HEAD + _EPOCH * int(megabytes * 1_000_000 / len(_EPOCH))


def _corpus_log(megabytes: float) -> str:
    pastes = "\n".join(json.loads(line)["excerpt"] for line in CORPUS.read_text(encoding="utf-8").splitlines())
    return (pastes + "\n") * max(1, int(megabytes * 1_000_000 / len(pastes)))


def main() -> None:
    """Print the time and the rate for each kind of log."""
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 50.0
    for name, text in (("training log", _training_log(megabytes)), ("corpus pastes", _corpus_log(megabytes / 10))):
        started = time.perf_counter()
        found = explain(io.StringIO(text))
        seconds = time.perf_counter() - started
        size = len(text.encode()) / 1_000_000
        print(f"{name:14} {size:7.1f} MB  {seconds:6.2f} s  {size / seconds:6.1f} MB/s  "
              f"{len(found)} explanations")


if __name__ == "__main__":
    main()
