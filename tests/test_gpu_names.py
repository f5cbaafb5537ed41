"""gpu_names.json: compute capability by name for the GPUs gpus.json lacks (NVIDIA's CUDA GPU lists)."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from envcheck import cli
from envcheck.errors import TableError
from envcheck.explain import explain
from envcheck.render.catalogue import render_tables_in_use
from envcheck.tables import TablesInUse, _name_key, load_tables

TABLES = load_tables()
runner = CliRunner()


@pytest.mark.parametrize(("name", "cc"), [
    ("GeForce MX130", "5.0"),  # not on NVIDIA's pages: the device's own report in a TensorFlow log
    ("NVIDIA GeForce MX130", "5.0"),
    ("geforce mx130", "5.0"),
    ("MX130", "5.0"),
    ("GeForce 940M", "5.0"),
    ("GeForce 940MX", "5.0"),
    ("NVIDIA GeForce GT 1030", "6.1"),  # a miner's CUDA device list
    ("GeForce GT 720", "3.5"),
    ("GeForce 920M", "3.5"),  # Kepler, unlike the 930M/940M beside it
    ("GeForce 910M", "5.2"),
    ("Quadro K2200", "5.0"),
    ("Quadro K4200", "3.0"),
    ("Quadro M6000 24GB", "5.2"),
    ("Tesla K20", "3.5"),
    ("Tesla K20Xm", "3.5"),  # its boards as NVML names them (Microway's page)
    ("Tesla K20c", "3.5"),
    ("Tesla M2090", "2.0"),  # NVIDIA's "Tesla M2050/M2070/M2075/M2090" row
    ("NVIDIA GeForce RTX 3050 Ti Laptop GPU", "8.6"),
    ("NVIDIA RTX A2000 12GB", "8.6"),
    ("Jetson Nano", "5.3"),
    ("Jetson TX2", "6.2"),
    ("GeForce GTX 650 Ti BOOST", "3.0"),
    ("GeForce 8800 GTX", "1.0"),
], ids=str)
def test_names_nvidia_lists_resolve(name: str, cc: str) -> None:
    assert TABLES.gpu_model(name) is None  # gpus.json does not know them: the new table answers
    assert TABLES.compute_capability_of(name) == cc


@pytest.mark.parametrize("name", [
    "GeForce GT 730",  # Kepler 3.5, but the DDR3 128-bit board is Fermi 2.1: NVML names both alike
    "GT 730",
    "GeForce GT 640",  # GDDR5 3.5, GDDR3 2.1
    "GeForce GTX 860M",  # NVIDIA lists "3.0/5.0"
    "GeForce G210M",  # listed under 1.2 and 1.1
], ids=str)
def test_a_name_listed_under_two_compute_capabilities_is_ambiguous(name: str) -> None:
    assert TABLES.compute_capability_of(name) is None


@pytest.mark.parametrize(("name", "others"), [
    ("RTX 6000", ("Quadro RTX 6000", "NVIDIA RTX 6000 Ada Generation")),  # NVIDIA's 2024 page: "RTX 6000" is Ada's
    ("RTX 5000", ("Quadro RTX 5000", "NVIDIA RTX 5000 Ada")),  # and "RTX 5000" Turing's
], ids=str)
def test_a_quadro_rtx_number_ada_reused_is_ambiguous_unless_named_in_full(name: str, others: tuple[str, str]) -> None:
    assert TABLES.compute_capability_of(name) is None
    assert [TABLES.compute_capability_of(n) for n in others] == ["7.5", "8.9"]


@pytest.mark.parametrize("name", ["GeForce GT 9999", "NVIDIA Graphics Device", "Radeon RX 580", "K2"], ids=str)
def test_unknown_names_are_none(name: str) -> None:
    assert TABLES.compute_capability_of(name) is None


def test_a_short_name_matches_whole_words_only() -> None:
    # "K20" is the Tesla K20 (3.5), not inside "Quadro K2000" (3.0)
    assert TABLES.compute_capability_of("K20") == "3.5"
    assert TABLES.compute_capability_of("Quadro K2000") == "3.0"


def test_every_row_is_sourced_and_agrees_with_gpus_json() -> None:
    data = json.loads((Path(TABLES.directory) / "gpu_names.json").read_text())
    assert len(TABLES.gpu_names) > 400  # NVIDIA's current and legacy lists
    assert all(row.sources and set(row.sources) <= set(data["sources"]) for row in TABLES.gpu_names)
    known = {_name_key(n): g.compute_capability for g in TABLES.gpus for n in g.names}
    shared = [(n, r.compute_capability) for r in TABLES.gpu_names for n in r.names if _name_key(n) in known]
    assert len(shared) > 30  # the two tables overlap on the common models
    assert [(n, cc) for n, cc in shared if known[_name_key(n)] != cc] == []


def test_a_meaningless_row_is_a_one_line_table_error(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    path = folder / "gpu_names.json"
    data = json.loads(path.read_text())
    data["gpu_names"][0]["compute_capability"] = "Maxwell"
    path.write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"gpu_names\[0\]: meaningless") as caught:
        load_tables(str(folder))
    assert "\n" not in str(caught.value)
    shutil.copytree(TABLES.directory, tmp_path / "u")  # another path: parsed files are cached by path
    (tmp_path / "u" / "gpu_names.json").write_text("{")
    with pytest.raises(TableError, match=r"gpu_names.json is corrupt"):
        load_tables(str(tmp_path / "u"))


def test_matrix_takes_a_gpu_only_the_new_table_knows() -> None:
    result = runner.invoke(cli.app, ["matrix", "--gpu", "GeForce 940M"])
    assert result.exit_code == cli.OK, result.output
    lines = {line.split()[0]: line for line in result.output.splitlines() if line[:1].isdigit()}
    assert "2.16" in lines  # sm_50 built in
    assert "2.3" not in lines  # sm_35/37/52/60/61 and PTX 7.0 only: nothing runs on 5.0
    assert "2.17" not in lines  # from sm_60
    assert "PTX JIT for compute capability 5.0" in lines["2.2"]  # compute_35 PTX


def test_explain_decides_no_kernel_image_from_the_gpu_name() -> None:
    (found,) = explain("TensorFlow 2.3.0, GPU: GeForce MX130\n"
                       "InternalError: no kernel image is available for execution on the device\n")
    assert found.cause == "gpu_too_old"
    assert "compute capability 5.0" in found.meaning
    assert "uncertain" not in found.meaning


@pytest.mark.parametrize(("said", "cc", "cause"), [
    ("My GPU is a Quadro K4000", "3.0", "gpu_too_old"), ("on a Tesla M2090", "2.0", "gpu_too_old"),
    ("an old Quadro 4000", "2.0", "gpu_too_old"), ("Tesla C2075", "2.0", "gpu_too_old"),
    # 2.4 has kernels for these: the image that failed is another library's (the reading says so)
    ("AWS g3 (Tesla M60)", "5.2", "gpu_too_new"), ("Quadro P4000 with 8GB", "6.1", "gpu_too_new"),
])
def test_explain_reads_quadro_and_tesla_boards_named_after_their_brand(said: str, cc: str, cause: str) -> None:
    (found, *_) = explain(f"TensorFlow 2.4.0\n{said}\nno kernel image is available for execution on the device\n")
    assert found.cause == cause
    assert f"compute capability {cc}" in found.meaning


def test_tables_show_counts_the_names() -> None:
    in_use = TablesInUse(TABLES.directory, "bundled with envcheck", "2026-11-29")
    names = {n.casefold() for r in TABLES.gpu_names for n in r.names}
    text = render_tables_in_use(in_use, TABLES, dt.date(2026, 12, 1))
    assert f"{len(TABLES.gpus)} GPU models, the compute capability of {len(names)} GPU names" in text


@pytest.mark.parametrize(("name", "cc"), [
    ("gtx1080", "6.1"), ("gtx 1050ti", "6.1"), ("GTX1080Ti", "6.1"), ("rtx3090", "8.6"), ("rtx2080ti", "7.5"),
], ids=str)
def test_names_users_run_together_resolve(name: str, cc: str) -> None:
    """Users write the series and the model as one word ("gtx1080", "1050ti"): the same architecture."""
    assert TABLES.compute_capability_of(name) == cc


@pytest.mark.parametrize("name", ["NVIDIA RTX 6000", "rtx6000", "RTX 6000 48GB", "NVIDIA RTX 4000"], ids=str)
def test_the_shared_number_is_ambiguous_however_it_is_spelled(name: str) -> None:
    assert TABLES.compute_capability_of(name) is None


def test_explain_reads_ada_s_generation_suffix_as_the_ada_card() -> None:
    (found, *_) = explain("TensorFlow 2.4.0\nGPU: NVIDIA RTX 5000 Ada Generation\n"
                          "no kernel image is available for execution on the device\n")
    assert "compute capability 8.9" in found.meaning
