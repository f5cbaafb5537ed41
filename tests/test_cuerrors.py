"""The CUDA error catalogue read from the text of a message (cuInit's payload, envcheck's own probe)."""

from __future__ import annotations

import pytest
from fakes import DATA

from envcheck.cuerrors import RUNTIME_TEXTS, describe
from envcheck.findings import Status
from envcheck.testing import make_facts, run_rule


@pytest.mark.parametrize(("text", "name"), [
    ("CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected", "CUDA_ERROR_NO_DEVICE"),
    ("CUDA_ERROR_UNKNOWN (999)", "CUDA_ERROR_UNKNOWN"),
    ("CUresult 999", "CUDA_ERROR_UNKNOWN"),  # envcheck's probe when cuGetErrorName fails
    ("INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)", "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"),
    ("CUDA_ERROR_STUB_LIBRARY (34)", "CUDA_ERROR_STUB_LIBRARY"),
], ids=str)
def test_describe_reads_the_name_or_the_number(text: str, name: str) -> None:
    found = describe(text)
    assert found is not None
    assert found[0] == name


@pytest.mark.parametrize("text", ["", "something else (12345)", "CUDA_ERROR_NOT_A_REAL_ONE", "a buffer (100 MiB)"],
                         ids=repr)
def test_describe_does_not_guess(text: str) -> None:
    assert describe(text) is None


def test_drv004_explains_every_catalogued_error_the_same_way() -> None:
    stub = run_rule("DRV004", make_facts(driver={"cuda_init_error": "CUDA_ERROR_STUB_LIBRARY (34)"}))
    assert stub.status is Status.FAIL
    assert "stub" in stub.findings[0].message
    unnamed = run_rule("DRV004", make_facts(driver={"cuda_init_error": "CUresult 999"})).findings[0]
    assert "nvidia-uvm" in unnamed.message


_HIDDEN = {"name": "CUDA_VISIBLE_DEVICES", "value": "-1"}


@pytest.mark.parametrize(("driver", "others", "says"), [
    ({"cuda_init_error": "CUDA_ERROR_NO_DEVICE (100)"}, {"environment": {"variables": (_HIDDEN,)}},
     "unset CUDA_VISIBLE_DEVICES"),
    ({"cuda_init_error": "CUDA_ERROR_STUB_LIBRARY (34)"}, {}, "stubs"),
    ({"cuda_init_error": "CUDA_ERROR_DEVICE_UNAVAILABLE (46)"}, {}, "compute_mode"),
    ({"cuda_init_error": "CUDA_ERROR_UNKNOWN (999)"}, {"platform": {"container": "docker"}}, "--gpus all"),
    ({"cuda_init_error": "CUDA_ERROR_UNKNOWN (999)"}, {}, "modprobe nvidia-uvm"),
    ({"cuda_init_error": "CUDA_ERROR_INVALID_VALUE (1)"}, {}, "Uncertain"),
], ids=["hidden", "stub", "busy", "container", "uvm", "other"])
def test_drv004_fix_follows_the_error(driver: dict[str, str], others: dict[str, dict[str, object]],
                                       says: str) -> None:
    fix = run_rule("DRV004", make_facts(driver=driver, **others)).findings[0].fix
    assert fix is not None
    assert says in fix.text + " ".join(fix.commands)


# The runtime texts envcheck reads that CUDA 13's libcudart no longer prints (older releases' wordings).
_OLDER_WORDINGS = {"all cuda-capable devices are busy or unavailable"}


def test_runtime_texts_are_those_libcudart_prints() -> None:
    lines = (DATA / "cudart13_error_texts.txt").read_text().splitlines()
    printed = [line.lower() for line in lines if not line.startswith("#")]
    missing = [t for t in RUNTIME_TEXTS if not any(p.startswith(t) for p in printed)]
    assert missing == sorted(_OLDER_WORDINGS)
