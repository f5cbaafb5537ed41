"""The GPU messages TensorFlow's and XLA's sources print get their cause (tests/data/explain/source_messages.jsonl).

Each fixture line is one message template of nvptx_compiler.cc, asm_compiler.cc/ptx_compiler_helpers.cc,
cuda_dnn.cc, cuda_blas.cc/stream.cc, cuda_driver.cc, cuda_diagnostics.cc, gpu_device.cc or dso_loader.cc,
filled in as TensorFlow fills it in, with the file and versions it was read from (and PaddlePaddle's
dynamic_loader.cc, whose lines about the CUDA libraries it could not load are read the same way; and protobuf's
common.cc, whose version check fails in TensorFlow's generated code when two protobuf runtimes meet). None repeats a
line of the reference fixture (tests/test_explain_reference.py).
"""

from __future__ import annotations

import json
import re

import pytest
from fakes import DATA

from envcheck.explain import CAUSES, explain
from envcheck.tables import load_tables

ROWS = [json.loads(line) for line in (DATA / "explain" / "source_messages.jsonl").read_text().splitlines()]
REFERENCE = {json.loads(line)["line"]
             for line in (DATA / "explain" / "reference_messages.jsonl").read_text().splitlines()}
QUERY = "nvidia-smi --query-gpu=name,compute_cap --format=csv"


def _id(row: dict[str, str]) -> str:
    return row["line"][row["line"].find("] ") + 2:][:40] if "] " in row["line"] else row["line"][:40]


def test_each_row_names_its_source_and_is_new() -> None:
    assert len(ROWS) >= 40  # the fixture's size when it was written
    for row in ROWS:
        assert re.search(r"\b\w+\.(?:cc|h)\b", row["source"]), row
        assert row["line"] not in REFERENCE, row["line"]
        assert sum(k in row for k in ("cause", "level", "uncertain")) == 1, row
    assert {r["cause"] for r in ROWS if "cause" in r} <= {c.id for c in CAUSES}


@pytest.mark.parametrize("row", [r for r in ROWS if "cause" in r], ids=_id)
def test_a_source_message_names_its_cause(row: dict[str, str]) -> None:
    found = explain(row["line"])
    assert found, row["line"]
    assert (found[0].cause, found[0].level in ("error", "warning")) == (row["cause"], True), found[0]


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("uncertain")], ids=_id)
def test_a_message_that_does_not_decide_says_uncertain(row: dict[str, str]) -> None:
    found = explain(row["line"])
    assert found, row["line"]
    assert found[0].level in ("error", "warning")
    assert "uncertain" in found[0].meaning


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("level") == "info-or-noise"], ids=_id)
def test_an_informational_message_is_no_failure(row: dict[str, str]) -> None:
    assert all(e.level in ("success", "info", "noise") for e in explain(row["line"]))


def test_xla_ptxas_floor_is_fatal_and_the_miscompiling_release_a_warning() -> None:
    (floor,) = explain("XlaRuntimeError: INTERNAL: XLA requires ptxas version 11.8 or higher")
    assert (floor.cause, floor.level) == ("ptxas_too_old", "error")
    assert "11.8" in floor.fix
    assert "nvidia-cuda-nvcc" in floor.fix
    bad = explain("E0000 00:00:1758870517.195873 3168446 ptx_compiler_helpers.cc:88] *** WARNING *** Invoking ptxas "
                  "with version 12.4.131, which corresponds to a CUDA version <=12.6.2. CUDA versions 12.x.y up to and "
                  "including 12.6.2 miscompile certain edge cases around clamping.")[0]
    assert (bad.cause, bad.level) == ("ptxas_too_old", "warning")
    assert "12.6.3" in bad.fix
    assert "12.6.2)" in bad.meaning


def test_a_driver_older_than_ptxas_is_fixed_with_the_driver_of_that_cuda() -> None:
    (found,) = explain("W external/local_xla/xla/service/gpu/nvptx_compiler.cc:930] The NVIDIA driver's CUDA version "
                       "is 12.2 which is older than the PTX compiler version 12.6.77. Because the driver is older than "
                       "the PTX compiler version, XLA is disabling parallel compilation")
    _, exact = load_tables().driver_floor("12.6")  # the driver of that CUDA itself: its PTX JIT links that ptxas's
    assert (found.cause, found.level) == ("driver_too_old", "warning")
    assert exact
    assert exact in found.fix


def test_a_fork_after_cuda_started_is_not_a_missing_driver() -> None:
    found = explain("E tensorflow/stream_executor/cuda/cuda_driver.cc:1] could not retrieve CUDA device count: "
                    "CUDA_ERROR_NOT_INITIALIZED: initialization error")[0]
    assert found.cause == "cuda_error"
    assert "spawn" in found.fix
    other = explain("could not retrieve CUDA device count: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")
    assert other[0].cause != "cuda_error"


def test_a_libcublas_older_than_the_build_names_the_build() -> None:
    found = explain("tensorflow==2.9.1\nCould not load symbol cublasGetSmCountTarget from libcublas.so.11. Error: "
                    "libcublas.so.11: undefined symbol: cublasGetSmCountTarget")[0]
    assert (found.cause, found.level) == ("cuda_libs_missing", "warning")
    assert "CUDA 11.2" in found.meaning


def test_cudnn_arch_mismatch_names_the_gpu_when_the_paste_does() -> None:
    line = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: "
            "CUDNN_STATUS_ARCH_MISMATCH")
    bare = explain(line)[0]
    assert bare.cause == "gpu_too_old"
    assert QUERY in bare.fix
    named = explain(line + "\nname: GeForce GTX 680 major: 3 minor: 0")[0]
    assert "compute capability 3.0" in named.meaning
    assert QUERY not in named.fix


@pytest.mark.parametrize(("paste", "unknown"), [
    ("tensorflow==2.4.1\n| NVIDIA GeForce RTX 9090 |", "NVIDIA GeForce RTX 9090"),  # a name the tables do not know
    ("pci bus id: 0000:01:00.0, compute capability: 8.4", "compute capability 8.4 is not in the tables"),  # no build
    ("tensorflow==2.4.1", "the paste names no GPU"),
])
def test_no_kernels_for_a_gpu_the_tables_cannot_place_is_uncertain(paste: str, unknown: str) -> None:
    found = explain("InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: no kernel image is "
                    f"available for execution on the device\n{paste}")[0]
    assert found.level == "error"
    assert "uncertain whether the GPU is too new for the build" in found.meaning
    assert "or too old" in found.meaning
    assert unknown in found.meaning
    assert QUERY in found.fix


def test_a_known_gpu_outside_the_build_is_still_decided() -> None:
    older = explain("tensorflow==2.15\nno kernel image is available for execution on the device\nTesla K80")[0]
    assert older.cause == "gpu_too_old"
    assert "uncertain" not in older.meaning
    below = explain("no kernel image is available for execution on the device\ncompute capability: 2.1")[0]
    assert below.cause == "gpu_too_old"


def test_a_fatal_ptxas_error_is_read_from_the_ptxas_output_it_quotes() -> None:
    fatal = next(r["line"] for r in ROWS if "Unsupported .version 7.1" in r["line"])
    found = explain(fatal)[0]
    assert (found.cause, found.level) == ("ptxas_too_old", "error")
    assert "CUDA 11.1 or newer" in found.fix
    assert "nvidia-cuda-nvcc-cu11" in found.fix
    alone = explain("ptxas /tmp/tempfile-x, line 5; fatal   : Unsupported .version 8.4; current version is '8.2'")[0]
    assert "CUDA 12.4 or newer" in alone.fix
    assert "(CUDA 12.2)" in alone.meaning
    launch = explain("F nvptx_compiler.cc:1] ptxas returned an error during compilation of ptx to sass: 'INTERNAL: "
                     "Failed to launch ptxas'  If the error message indicates that a file could not be written")[0]
    assert (launch.cause, launch.level) == ("ptxas_missing", "error")


def test_the_ptxas_floor_names_the_wheel_of_its_cuda_major() -> None:
    found = explain("XlaRuntimeError: INTERNAL: XLA requires ptxas version 11.8 or higher")[0]
    assert "nvidia-cuda-nvcc-cu11" in found.fix


def test_a_cublas_failure_on_a_gpu_newer_than_the_build_is_the_architecture() -> None:
    line = "E cuda_blas.cc:1] failed to run cuBLAS routine: CUBLAS_STATUS_EXECUTION_FAILED"
    assert "uncertain" in explain(line)[0].meaning
    found = explain(f"tensorflow==2.3.0\n{line}\n| NVIDIA GeForce RTX 3090 |")[0]
    assert found.cause == "gpu_too_new"
    assert "8.6" in found.meaning


RUNTIME = ("E0000 00:00:1761686162.245829   20217 cuda_executor.cc:1309] INTERNAL: CUDA Runtime error: Failed call to "
           "cudaGetRuntimeVersion: Error loading CUDA libraries. GPU will not be used.: Error loading CUDA libraries. "
           "GPU will not be used.")


def test_a_cuda_runtime_that_did_not_load_depends_on_the_machine() -> None:
    """TF 2.18+ prints it on every machine without a GPU too: the paste decides."""
    shown = explain(f"tensorflow==2.18.0\n| NVIDIA GeForce RTX 4090 |\n{RUNTIME}")[0]
    assert (shown.cause, shown.level) == ("cuda_libs_missing", "error")
    assert "tensorflow[and-cuda]==2.18.0" in shown.fix
    assert "uncertain" not in shown.meaning
    assert all(e.cause == "harmless" for e in explain(f"This laptop has no GPU, CPU only.\n{RUNTIME}"))


def test_the_older_ptxas_wording_of_the_driver_check_reads_the_version_in_parentheses() -> None:
    line = next(r["line"] for r in ROWS if "ptxas CUDA version (12.3.107)" in r["line"])
    _, exact = load_tables().driver_floor("12.3")
    assert exact
    assert exact in explain(line)[0].fix


def test_the_library_statuses_that_name_their_cause() -> None:
    """cuDNN's and cuBLAS's API references: ARCH_MISMATCH is a GPU too old, VERSION_MISMATCH parts of two releases."""
    old_gpu = "\nname: GeForce GTX 680 major: 3 minor: 0"
    for line in ("E cuda_blas.cc:1] failed to create cublas handle: CUBLAS_STATUS_ARCH_MISMATCH",
                 "E cuda_blas.cc:1] failed to run cuBLAS routine: CUBLAS_STATUS_ARCH_MISMATCH",
                 "E cuda_dnn.cc:1] Could not create cudnn handle: CUDNN_STATUS_ARCH_MISMATCH"):
        found = explain(line + old_gpu)[0]
        assert found.cause == "gpu_too_old"
        assert "compute capability 3.0" in found.meaning
    mixed = explain("E cuda_dnn.cc:1] Could not create cudnn handle: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH")[0]
    assert mixed.cause == "cudnn_version_mismatch"
    assert "one cuDNN release whole" in mixed.fix
    memory = explain("E cuda_dnn.cc:1] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR")[0]
    assert memory.cause == "cudnn_init_failed"


def test_no_kernels_on_a_gpu_the_build_has_kernels_for_is_not_blamed_on_the_build() -> None:
    """The tables say TensorFlow 2.15 runs an RTX 3090 (sm_80 binaries run on 8.6): another image failed."""
    found = explain("tensorflow==2.15.0\nno kernel image is available for execution on the device\n"
                    "NVIDIA GeForce RTX 3090")[0]
    assert "uncertain which image" in found.meaning
    assert "or newer, the first built for" not in found.fix
    older = explain("tensorflow==2.3.0\nno kernel image is available for execution on the device\n"
                    "NVIDIA GeForce RTX 3090")[0]
    assert "uncertain" not in older.meaning
    assert "TensorFlow 2.4 or newer" in older.fix
