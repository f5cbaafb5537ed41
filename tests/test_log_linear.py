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


def test_a_repeated_line_is_counted_at_each_of_its_own_line_numbers() -> None:
    """Each distinct line is matched once; its repeats keep their own numbers and count."""
    warning = ("2021-01-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
               "load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: "
               "No such file or directory")
    lines = [warning if i % 3 == 2 else f"step {i} - loss: 0.{i}" for i in range(9000)]
    (found,) = explain(lines)
    assert found.count == 3000
    assert found.line_numbers[:3] == (3, 6, 9)
    assert [e.line_no for e in parse_log("\n".join(lines))][-1] == 9000


def test_the_last_cuda_visible_devices_counts_though_its_line_was_read_before() -> None:
    visible = ["export CUDA_VISIBLE_DEVICES=-1", "export CUDA_VISIBLE_DEVICES=0", "export CUDA_VISIBLE_DEVICES=-1",
               "E tensorflow/stream_executor/cuda/cuda_driver.cc:351] failed call to cuInit: CUDA_ERROR_NO_DEVICE"]
    assert "CUDA_VISIBLE_DEVICES='-1'" in explain("\n".join(visible))[0].meaning


def test_many_distinct_messages_of_one_kind_are_resolved_in_linear_time() -> None:
    """Each distinct message is resolved once; what a resolver asks of the whole paste is computed once."""
    def seconds(count: int) -> float:
        lines = [f"2021-01-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could "
                 f"not load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object "
                 f"file: No such file or directory (attempt {i})" for i in range(count)]
        started = time.monotonic()
        assert explain(lines)[0].cause == "cuda_libs_missing"
        return time.monotonic() - started

    small, large = seconds(500), seconds(4_000)
    assert large < small * 8 * 2.5 + 0.5


def test_a_pip_show_name_without_its_version_line_does_not_stop_repeats_being_skipped() -> None:
    """`Name: tensorflow` waits one line for its Version line: a log of TensorFlow's lines after it stays linear."""
    block = ("2024-01-01 00:00:00.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1928] Created device "
             "/job:localhost/replica:0/task:0/device:GPU:0 with 22282 MB memory:  -> device: 0, name: NVIDIA "
             "GeForce RTX 3090, pci bus id: 0000:01:00.0, compute capability: 8.6\n"
             "Epoch 1/100 tensorflow 1875/1875 [==============================] - 5s 2ms/step - loss: 0.2\n")

    def seconds(head: str) -> float:
        started = time.monotonic()
        explain(io.StringIO(head + block * 8_000))
        return time.monotonic() - started

    assert seconds("Name: tensorflow\n") < seconds("") * 3 + 0.3


def test_a_repeated_line_under_a_package_s_frame_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Keras 2 warning names keras' TensorFlow backend (a package's frame); the log then repeats its lines: only a
    # name said missing is read again there (an issue's title repeats the error), not every repeated error line
    from envcheck.explain import _context  # noqa: PLC0415

    read: list[str] = []
    scan = _context._read_addon

    def spy(ctx: _context.Context, text: str) -> None:
        read.append(text)
        scan(ctx, text)

    monkeypatch.setattr(_context, "_read_addon", spy)
    log = ("WARNING:tensorflow:From /usr/local/lib/python3.6/dist-packages/keras/backend/tensorflow_backend.py:74: "
           "The name tf.get_default_graph is deprecated.\n"
           + "tensorflow.python.framework.errors_impl.OutOfRangeError: End of sequence\n" * 2000)
    explain(log)
    assert len(read) < 10
