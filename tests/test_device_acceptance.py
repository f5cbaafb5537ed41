"""tools/device_acceptance.sh and tools/device_check.py, run against a replayed H200 (no GPU here)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import nvml_boxes
import pytest

ROOT = Path(__file__).parent.parent
_spec = importlib.util.spec_from_file_location("device_check", ROOT / "tools" / "device_check.py")
assert _spec
assert _spec.loader
device_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(device_check)
_rspec = importlib.util.spec_from_file_location("record_nvml", ROOT / "tools" / "record_nvml.py")
assert _rspec
assert _rspec.loader
record_nvml = importlib.util.module_from_spec(_rspec)
_rspec.loader.exec_module(record_nvml)

UUID = "GPU-00000000-0000-0000-0000-000000000000"
# What the H200's own tools answer, in their formats (nvidia-smi -q -x cut to the tags read).
SMI_XML = """<?xml version="1.0" ?>
<nvidia_smi_log><driver_version>570.124.06</driver_version><cuda_version>12.8</cuda_version>
<attached_gpus>1</attached_gpus>
<gpu id="00000000:10:00.0"><product_name>NVIDIA H200</product_name><uuid>{uuid}</uuid>
<pci><pci_bus_id>00000000:10:00.0</pci_bus_id><pci_gpu_link_info>
<pcie_gen><max_link_gen>5</max_link_gen><current_link_gen>5</current_link_gen></pcie_gen>
<link_widths><max_link_width>16x</max_link_width><current_link_width>16x</current_link_width></link_widths>
</pci_gpu_link_info></pci><fb_memory_usage><total>144384 MiB</total><used>512 MiB</used></fb_memory_usage>
</gpu></nvidia_smi_log>
"""


def _answers(folder: Path, *, torch_cc: str = "9.0", memory: str = "144384 MiB") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    data = record_nvml.record(nvml_boxes.h200(), "tests/nvml_boxes.py h200")
    (folder / "nvml.json").write_text(json.dumps(data))
    (folder / "nvidia-smi-L.txt").write_text(f"GPU 0: NVIDIA H200 (UUID: {UUID})\n")
    (folder / "nvidia-smi-q.xml").write_text(SMI_XML.format(uuid=UUID).replace("144384 MiB", memory))
    (folder / "nvidia-smi-nvlink.txt").write_text("")
    (folder / "cudaprobe.json").write_text(json.dumps({"driver_version": 12080, "devices": [
        {"index": 0, "name": "NVIDIA H200", "compute_capability": "9.0", "memory_total_mib": 144384,
         "pci_bus_id": "0000:10:00.0"}]}))
    (folder / "torch_cc.txt").write_text(torch_cc + "\n")
    rate = {"median": 55.0, "min": 54.0, "max": 56.0}  # PCIe gen5 x16 moves at most 63 GB/s per direction
    (folder / "copies.json").write_text(json.dumps({"mib": 256, "pinned_h2d_gbs": rate, "pinned_d2h_gbs": rate,
                                                    "pageable_h2d_gbs": rate, "pageable_d2h_gbs": rate}))
    return folder


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("timeout") is None, reason="needs bash")
def test_script_against_the_replayed_h200(tmp_path: Path) -> None:
    fake, out = _answers(tmp_path / "fake"), tmp_path / "out"
    no_tf = shutil.which("python3", path="/usr/bin") or sys.executable
    env = {**os.environ, "OUT": str(out), "PYTHON": sys.executable, "PYTHONPATH": str(ROOT),
           "ENVCHECK_ACCEPTANCE_FAKE": str(fake), "ENVCHECK_TARGET_PYTHON": no_tf}
    result = subprocess.run(["bash", "tools/device_acceptance.sh"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=600, check=False)
    lines = (out / "check.txt").read_text().splitlines()
    assert result.returncode == 0, "\n".join(line for line in lines if line.startswith("FAIL"))
    passed = [line.split(":")[0] for line in lines if line.startswith("PASS")]
    for what in ("GPU count", "GPU 0 name", "GPU 0 UUID", "driver version", "CUDA driver version",
                 "GPU 0 compute capability", "GPU 0 memory total MiB", "GPU 0 PCIe max generation",
                 "GPU 0 replayed facts", "gpus --each ends without a crash", "pinned copies against the link"):
        assert f"PASS {what}" in passed
    if (out / "tensorflow.txt").read_text().strip() == "no":
        assert "PASS gpus --each says TensorFlow is missing" in passed
    assert json.loads((out / "gpus.json").read_text())["driver"]["gpus"][0]["name"] == "NVIDIA H200"


def _checked(out: Path) -> list[str]:
    checks = device_check.Checks()
    device_check.check_driver(checks, out, json.loads((out / "gpus.json").read_text())["driver"])
    device_check.check_gpus(checks, out, json.loads((out / "gpus.json").read_text())["driver"]["gpus"])
    device_check.check_copies(checks, out, json.loads((out / "gpus.json").read_text())["driver"]["gpus"])
    return checks.lines


def _facts(folder: Path, **gpu: object) -> Path:
    """gpus.json as envcheck writes it for the H200, with some fields changed."""
    base = {"name": "NVIDIA H200", "uuid": UUID, "compute_capability": "9.0", "memory_total_mib": 144384,
            "pcie_gen_max": 5, "pcie_width_max": 16, "nvlinks_up": None, "nvlinks_down": None}
    (folder / "gpus.json").write_text(json.dumps({"driver": {
        "library_version": "570.124.06", "cuda_driver_version": "12.8", "gpus": [base | gpu]}}))
    return folder


def test_every_fact_passes_when_the_machine_agrees(tmp_path: Path) -> None:
    lines = _checked(_facts(_answers(tmp_path)))
    assert lines
    assert all(line.startswith("PASS") for line in lines), lines


@pytest.mark.parametrize(("change", "answers", "fail"), [
    ({"compute_capability": "8.0"}, {}, ("FAIL GPU 0 compute capability: envcheck says '8.0', "
                                        "torch.cuda.get_device_capability() says '9.0'")),
    ({}, {"memory": "143771 MiB"}, "FAIL GPU 0 memory total MiB: envcheck says 144384, nvidia-smi -q says 143771"),
    ({"name": "NVIDIA H100"}, {}, "FAIL GPU 0 name: envcheck says 'NVIDIA H100', nvidia-smi -L says 'NVIDIA H200'"),
    ({"pcie_width_max": 8}, {}, "FAIL GPU 0 PCIe max width: envcheck says 8, nvidia-smi -q says 16"),
], ids=["capability", "memory", "name", "pcie"])
def test_a_disagreement_is_a_fail_line(tmp_path: Path, change: dict[str, object], answers: dict[str, str],
                                       fail: str) -> None:
    lines = _checked(_facts(_answers(tmp_path, **answers), **change))
    assert fail in lines


def test_nvlink_state_is_compared_with_nvidia_smi(tmp_path: Path) -> None:
    folder = _facts(_answers(tmp_path), nvlinks_up=17, nvlinks_down=0)
    (folder / "nvidia-smi-nvlink.txt").write_text(
        f"GPU 0: NVIDIA H200 (UUID: {UUID})\n" + "".join(f"\t Link {n}: 26.562 GB/s\n" for n in range(17))
        + "\t Link 17: <inactive>\n")
    assert ("FAIL GPU 0 NVLink links up/down: envcheck says (17, 0), nvidia-smi nvlink -s says (17, 1)"
            in _checked(folder))


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("timeout") is None, reason="needs bash")
def test_script_stops_at_its_budget_and_still_checks(tmp_path: Path) -> None:
    fake, out = _answers(tmp_path / "fake"), tmp_path / "out"
    env = {**os.environ, "OUT": str(out), "PYTHON": sys.executable, "PYTHONPATH": str(ROOT),
           "ENVCHECK_ACCEPTANCE_FAKE": str(fake), "ENVCHECK_ACCEPTANCE_BUDGET": "0"}
    result = subprocess.run(["bash", "tools/device_acceptance.sh"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 1
    assert "== gpus.json: skipped, the 0 s budget is spent" in result.stdout
    assert (out / "gpus.json.rc").read_text().strip() == "124"
    assert "FAIL envcheck gpus --json" in (out / "check.txt").read_text()
