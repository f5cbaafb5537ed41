"""Every message of the TF GPU log reference (shared/reference/tf_log_messages.md) gets its cause.

The fixture holds the reference's example lines, not bug-report pastes: each message in every
wording it lists (TF 1.0-2.21) must be named with its cause, and the ones it calls harmless must
come out harmless, never as an error.
"""

from __future__ import annotations

import json

import pytest
from fakes import DATA

from envcheck.explain import CAUSES, explain

ROWS = [json.loads(line) for line in (DATA / "explain" / "reference_messages.jsonl").read_text().splitlines()]


def _id(row: dict[str, str]) -> str:
    return f"{row['ref']}:{row['line'][:40]}"


def test_the_fixture_covers_every_section_of_the_reference() -> None:
    sections = {str(r["ref"]).split(".")[0] for r in ROWS}
    assert sections == {"1", "2", "3", "4", "5"}
    assert {r["cause"] for r in ROWS if "cause" in r} <= {c.id for c in CAUSES}


@pytest.mark.parametrize("row", [r for r in ROWS if "cause" in r], ids=_id)
def test_a_failure_message_names_its_cause(row: dict[str, str]) -> None:
    found = explain(row["line"])
    assert found, row["line"]
    assert found[0].cause == row["cause"], found[0]
    assert found[0].level in ("error", "warning")


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("level") == "noise"], ids=_id)
def test_a_harmless_message_is_harmless(row: dict[str, str]) -> None:
    found = explain(row["line"])
    assert found, f"not recognised: {row['line']}"
    assert all(e.cause == "harmless" and e.level in ("noise", "info") for e in found), found


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("level") in ("success", "info-or-noise")],
                         ids=_id)
def test_a_progress_message_is_no_failure(row: dict[str, str]) -> None:
    found = explain(row["line"])
    assert all(e.level in ("success", "info", "noise") for e in found), found
    if row["level"] == "success":
        assert found
        assert found[0].level == "success"


def test_no_cuda_drivers_is_a_failure_once_the_paste_shows_a_gpu() -> None:
    line = "I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used."
    assert explain(line)[0].cause == "harmless"
    found = explain(line + "\n>>> tf.config.list_physical_devices('GPU')\n[]\n| NVIDIA GeForce RTX 3060 |")
    assert found[0].cause != "harmless"
    assert found[0].level in ("error", "warning")


def test_an_optional_library_does_not_cost_the_gpu() -> None:
    """cupti and nccl are not among the libraries a GPU needs to register (reference 1.4's dlopen_check_set)."""
    dlopen = "W dso_loader.cc:64] Could not load dynamic library '{}'; dlerror: {}: cannot open shared object file"
    for lib, needs in (("libcupti.so.11.2", "profiler"), ("libnccl.so.2", "all-reduce")):
        (found,) = explain(dlopen.format(lib, lib))
        assert (found.cause, found.level) == ("cuda_libs_missing", "warning")
        assert needs in found.meaning
        assert "will not use the GPU" not in found.meaning
    fatal = explain("F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling "
                    "error Failed precondition: could not dlopen DSO: libcupti.so.9.0; dlerror: libcupti.so.9.0: "
                    "cannot open shared object file: No such file or directory")
    assert (fatal[0].cause, fatal[0].level) == ("cuda_libs_missing", "error")
    required = explain(dlopen.format("libcusolver.so.11", "libcusolver.so.11"))
    assert (required[0].cause, required[0].level) == ("cuda_libs_missing", "error")
