"""tools/record_nvml.py: a recording replays to the same facts; the NVML double fails loudly."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any, ClassVar

import nvml_boxes
import pynvml
import pytest
from fakes import DATA

from envcheck.collect.driver import read_nvml
from envcheck.testing import FakeNvml, FakeSystem, UnexpectedCommandError

_spec = importlib.util.spec_from_file_location("record_nvml", Path(__file__).parent.parent / "tools" / "record_nvml.py")
assert _spec
assert _spec.loader
record_nvml = importlib.util.module_from_spec(_spec)
sys.modules["record_nvml"] = record_nvml
_spec.loader.exec_module(record_nvml)

BOXES = {"dgx_a100_link_down": lambda: nvml_boxes.dgx_a100(down=(3, 5)), "gh200": nvml_boxes.gh200,
         "pcie_workstation": nvml_boxes.pcie_workstation,
         "mismatch": lambda: FakeNvml(init_error=pynvml.NVML_ERROR_LIB_RM_VERSION_MISMATCH)}
BOXES |= {p.stem: (lambda p=p: FakeNvml.load(p)) for p in sorted((DATA / "nvml").glob("*.json"))}


@pytest.mark.parametrize("box", sorted(BOXES))
def test_round_trip_gives_identical_facts(box: str, tmp_path: Path) -> None:
    out = tmp_path / "recording.json"
    assert record_nvml.main([str(out)], binding=BOXES[box]) == (1 if box == "mismatch" else 0)
    replayed = read_nvml(FakeNvml.load(out))
    assert replayed == read_nvml(BOXES[box]())
    assert replayed[0] or replayed[2] == pynvml.NVML_ERROR_LIB_RM_VERSION_MISMATCH  # not two empty answers


def test_recording_keeps_calls_arguments_and_error_codes(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    record_nvml.main([str(out), "--replay", str(DATA / "nvml" / "datacenter_two_gpus_one_lost.json"), "--note", "x"])
    data = json.loads(out.read_text())
    first, lost = data["gpus"]
    assert lost == {"error": pynvml.NVML_ERROR_GPU_IS_LOST}
    assert first["nvmlDeviceGetTemperatureThreshold[1]"] == 88
    assert first["nvmlDeviceGetNvLinkState[0]"] == {"error": pynvml.NVML_ERROR_NOT_SUPPORTED}
    assert data["_note"].endswith(": x")


def test_pair_calls_are_keyed_by_the_other_gpu(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    record_nvml.main([str(out)], binding=nvml_boxes.pcie_workstation)
    gpu0 = json.loads(out.read_text())["gpus"][0]
    assert gpu0["nvmlDeviceGetTopologyCommonAncestor[gpu1]"] == pynvml.NVML_TOPOLOGY_SINGLE
    assert gpu0["nvmlDeviceGetP2PStatus[gpu3, 0]"] == pynvml.NVML_P2P_STATUS_NOT_SUPPORTED


class _Struct(pynvml._PrintableStructure):
    _fields_: ClassVar = [("busId", pynvml.c_char * 8), ("domain", pynvml.c_uint)]


def test_ctypes_answers_become_json() -> None:
    struct = _Struct(b"0:1", 7)
    assert record_nvml.plain([struct, b"x", (1, 2)]) == [{"busId": "0:1", "domain": 7}, "x", [1, 2]]


def test_fake_nvml_rejects_a_call_pynvml_does_not_have() -> None:
    nvml = nvml_boxes.gh200()
    handle = nvml.nvmlDeviceGetHandleByIndex(0)
    with pytest.raises(AttributeError, match="pynvml has no 'nvmlDeviceGetTemperatureCelsius'"):
        nvml.nvmlDeviceGetTemperatureCelsius(handle)
    assert nvml.NVML_NVLINK_MAX_LINKS == pynvml.NVML_NVLINK_MAX_LINKS


def test_fake_nvml_raises_pynvml_errors_by_code() -> None:
    nvml = FakeNvml(gpus=({"nvmlDeviceGetName": {"error": pynvml.NVML_ERROR_RESET_REQUIRED}},))
    handle = nvml.nvmlDeviceGetHandleByIndex(0)
    with pytest.raises(pynvml.NVMLError_ResetRequired) as caught:
        nvml.nvmlDeviceGetName(handle)
    assert (caught.value.value, str(caught.value)) == (pynvml.NVML_ERROR_RESET_REQUIRED, "GPU requires restart")
    with pytest.raises(pynvml.NVMLError_NotSupported):
        nvml.nvmlDeviceGetPowerUsage(handle)  # not recorded: NVML's "Not Supported"


def test_gpu_needing_a_reset_stops_being_asked() -> None:
    nvml = FakeNvml(system={"nvmlSystemGetDriverVersion": "570.124.06"},
                    gpus=({"nvmlDeviceGetName": "NVIDIA A100-SXM4-80GB",
                          "nvmlDeviceGetUUID": {"error": pynvml.NVML_ERROR_RESET_REQUIRED},
                          "nvmlDeviceGetMemoryInfo": {"total": 1 << 30, "used": 0}},))
    (gpu,) = read_nvml(nvml)[0]["gpus"]
    assert (gpu.error, gpu.memory_total_mib) == ("GPU requires restart", None)


def test_fake_system_fails_on_a_command_it_was_not_given(tmp_path: Path) -> None:
    system: Any = FakeSystem(tmp_path)
    with pytest.raises(UnexpectedCommandError, match="'lspci -nn'"):
        system.run(["lspci", "-nn"], timeout=1)
    assert not issubclass(UnexpectedCommandError, Exception)  # no `except Exception` under test swallows it
