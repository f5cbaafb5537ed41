"""Every pattern of the log catalogue and of `explain` runs in linear time (hostile lines, huge logs)."""

from __future__ import annotations

import io
import time

import pytest

from envcheck.explain import explain
from envcheck.tflog import CATALOGUE, parse_log

# Openings of every catalogue entry's message, repeated without ever completing it: a quadratic
# (backtracking) pattern tries each start and scans to the end of the line from it.
_SEEDS = ("Ignoring gpu device (", "Could not load dynamic library '", "Loaded runtime CuDNN library: 7.",
          "failed call to cuInit: ", "OOM when allocating tensor with shape[", "DLL load failed while importing ",
          "libcuda reported version is: 1", "tensorflow==2", "Created device /job:", "kernel version 1",
          "tensorflow 2.13.1 requires keras<", "lib" + "cu" * 50, "a" * 1000, "(" * 1000, "] " * 500, " " * 1000)
MEGABYTE = 1 << 20


@pytest.mark.parametrize("seed", _SEEDS)
def test_a_hostile_megabyte_line_takes_under_two_seconds(seed: str) -> None:
    line = (seed * (MEGABYTE // len(seed) + 1))[:MEGABYTE]
    started = time.monotonic()
    parse_log(line)
    explain(line)
    assert time.monotonic() - started < 2.0


def test_hint_openings_of_every_pattern() -> None:
    line = " ".join(h for p in CATALOGUE for h in p.hints) * 300
    started = time.monotonic()
    explain(line + "\n" + line)
    assert time.monotonic() - started < 2.0


def test_a_long_log_is_streamed_in_linear_time() -> None:
    block = ("2024-01-01 00:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1928] Created device "
             "/job:localhost/replica:0/task:0/device:GPU:0 with 22282 MB memory:  -> device: 0, name: NVIDIA "
             "GeForce RTX 3090, pci bus id: 0000:01:00.0, compute capability: 8.6\n"
             "Epoch 1/100 1875/1875 [==============================] - 5s 2ms/step - loss: 0.2 - accuracy: 0.94\n")

    def seconds(copies: int) -> float:
        started = time.monotonic()
        found = explain(io.StringIO(block * copies))
        assert found[0].count == copies
        return time.monotonic() - started

    small, large = seconds(2_000), seconds(16_000)
    assert large < small * 8 * 2.5 + 0.5
