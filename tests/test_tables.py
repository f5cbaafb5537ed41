from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from envcheck.errors import TableError
from envcheck.tables import load_tables

TABLES = load_tables()


def test_every_release_line_from_1_0_to_2_21() -> None:
    lines = [r.line for r in TABLES.releases]
    assert lines[0] == "1.0"
    assert lines[-1] == "2.21"
    assert len(lines) == 15 + 1 + 22  # 1.0-1.14, 1.15, 2.0-2.21


def test_every_row_keeps_its_source() -> None:
    rows = [*TABLES.releases, *TABLES.toolkits, *TABLES.families, *TABLES.cudnn, *TABLES.capabilities, *TABLES.gpus]
    assert all(row.sources for row in rows)


@pytest.mark.parametrize(("line", "python", "cuda", "cudnn"), [
    ("2.21", "3.13", "12.5.1", "9.3"), ("2.15", "3.11", "12.2", "8.9"), ("2.10", "3.10", "11.2", "8.1"),
    ("1.15", "3.7", "10.0", "7.4"), ("1.4", "3.6", "8.0", "6"),
], ids=str)
def test_published_tested_build_configurations(line: str, python: str, cuda: str, cudnn: str) -> None:
    rel = next(r for r in TABLES.releases if r.line == line)
    assert python in rel.python
    assert (rel.cuda_build, rel.cudnn) == (cuda, cudnn)


def test_newer_version_is_inferred_from_the_newest_line() -> None:
    match = TABLES.release("2.23.0.dev20261026")
    assert match is not None
    assert (match.release.line, match.exact) == ("2.21", False)
    assert "newest known is 2.21" in (match.note or "")


@pytest.mark.parametrize("version", ["garbage", "", "0.12.1", None])
def test_unknown_versions_are_none(version: str | None) -> None:
    assert TABLES.release(version) is None


def test_driver_floors_honour_minor_version_compatibility() -> None:
    assert TABLES.driver_floor("12.5.1") == ("525.60.13", "555.42.06")
    assert TABLES.driver_floor("12.2", windows=True) == ("528.33", "536.25")
    assert TABLES.driver_floor("10.0") == ("410.48", "410.48")  # no compatibility before CUDA 11


def test_gpu_lookups() -> None:
    gpu = TABLES.gpu_model("NVIDIA GeForce GTX 1050 Ti")
    assert gpu is not None
    assert (gpu.compute_capability, gpu.fp32_tflops) == ("6.1", 2.138)
    assert TABLES.gpu_model(pci_device_id="1db6") is not None
    assert TABLES.capability("8.9") is not None


def test_corrupt_and_missing_tables(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    (folder / "gpus.json").write_text("{")
    with pytest.raises(TableError, match=r"gpus.json is corrupt"):
        load_tables(str(folder))
    (folder / "gpus.json").unlink()
    with pytest.raises(TableError, match="cannot be read"):
        load_tables(str(folder))


def test_unknown_table_schema(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / "tensorflow.json").read_text())
    data["schema"] = 2
    (folder / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match="unknown schema"):
        load_tables(str(folder))


def test_tables_are_regenerated_identically_from_the_reference(tmp_path: Path) -> None:
    root = Path(__file__).parent.parent
    reference = root.parent / "shared" / "reference"
    if not reference.is_dir():
        pytest.skip("../shared/reference is not beside this checkout")
    tool = root / "tools" / "build_compat_tables.py"
    subprocess.run([sys.executable, str(tool), str(reference), str(tmp_path)], check=True, timeout=60)
    bundled = Path(TABLES.directory)
    assert {p.name: p.read_text() for p in tmp_path.glob("*.json")} == {
        p.name: p.read_text() for p in bundled.glob("*.json")}
