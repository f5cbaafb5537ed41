from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from envcheck.compat import (
    capped_requirement,
    container_tool,
    cudnn_windows_dll,
    first_release,
    last_release,
    metal_macos_steps,
    ml_dtypes_removal,
    needs_removed_ml_dtype,
    pip_floor,
    ptx_isa_cuda,
    python_lines,
    python_new_in,
    wheel_pythons,
    wsl_kernel_short,
    wsl_windows_short,
)
from envcheck.errors import TableError
from envcheck.tables import ADDON_WHEELS_TABLE, API_TABLE, KERAS_API_TABLE, Release, load_tables

TABLES = load_tables()


def test_every_release_line_from_1_0_to_2_21() -> None:
    lines = [r.line for r in TABLES.releases]
    assert lines[0] == "1.0"
    assert lines[-1] == "2.21"
    assert len(lines) == 15 + 1 + 22  # 1.0-1.14, 1.15, 2.0-2.21


def test_every_row_keeps_its_source() -> None:
    rows = [*TABLES.releases, *TABLES.toolkits, *TABLES.families, *TABLES.cudnn, *TABLES.capabilities, *TABLES.gpus,
            *TABLES.metal_plugins, *TABLES.tfjs_node, *TABLES.ptx_isa, *TABLES.ml_dtypes_removed,
            *TABLES.wsl_windows, *TABLES.cudnn_windows_dlls, *TABLES.container_tools,
            *TABLES.pip_floors]
    assert all(row.sources for row in rows)


@pytest.mark.parametrize(("line", "python", "cuda", "cudnn"), [
    ("2.21", "3.13", "12.5.1", "9.3"), ("2.15", "3.11", "12.2", "8.9"), ("2.10", "3.10", "11.2", "8.1"),
    ("1.14", "3.7", "10.0", "7.4"), ("1.4", "3.6", "8.0", "6"),
    ("1.15", "3.7", "10.0", "7.6"),  # published 7.4; its wheel asks for 7.6 at run time (CUDNN_BUILT)
], ids=str)
def test_published_tested_build_configurations(line: str, python: str, cuda: str, cudnn: str) -> None:
    rel = next(r for r in TABLES.releases if r.line == line)
    assert python in rel.python
    assert (rel.cuda_build, rel.cudnn) == (cuda, cudnn)


@pytest.mark.parametrize(("line", "pythons"), [
    ("1.10", ["2.7", "3.4", "3.5", "3.6"]), ("1.14", ["2.7", "3.4", "3.5", "3.6", "3.7"]),
    ("2.0", ["2.7", "3.5", "3.6", "3.7"]),
], ids=str)
def test_the_pythons_are_those_wheels_were_published_for(line: str, pythons: list[str]) -> None:
    # the tested-build table says "2.7, 3.3-3.6"; the pip page linked no 3.3 wheel from 1.10 and no 3.4 from 2.0
    rel = next(r for r in TABLES.releases if r.line == line)
    assert list(rel.python) == pythons
    assert any("site/en/install/pip.html" in s for s in rel.sources)


def test_newer_version_is_inferred_from_the_newest_line() -> None:
    match = TABLES.release("2.23.0.dev20261026")
    assert match is not None
    assert (match.release.line, match.exact) == ("2.21", False)
    assert "newest known is 2.21" in (match.note or "")
    assert f"newer than the tables (dated {TABLES.generated})" in (match.note or "")


def test_a_22_pre_release_is_newer_than_the_tables() -> None:
    match = TABLES.release("2.22.0rc1")
    assert match is not None
    assert not match.exact
    assert "2.22.0rc1 is newer than the tables" in (match.note or "")


@pytest.mark.parametrize("version", ["garbage", "", "0.12.1", None])
def test_unknown_versions_are_none(version: str | None) -> None:
    assert TABLES.release(version) is None


def test_driver_floors_honour_minor_version_compatibility() -> None:
    assert TABLES.driver_floor("12.5.1") == ("525.60.13", "555.42.06")
    assert TABLES.driver_floor("12.2", windows=True) == ("528.33", "536.25")
    assert TABLES.driver_floor("10.0") == ("410.48", "410.48")  # no compatibility before CUDA 11


def test_a_cuda_major_s_last_minor_is_its_newest_toolkit() -> None:
    assert [TABLES.last_minor(major) for major in ("10", "11", "12")] == ["10.2", "11.8", "12.9"]
    assert TABLES.last_minor("7") is None  # no toolkit of that major in the table


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
        p.name: p.read_text() for p in bundled.glob("*.json")
        if p.name not in (API_TABLE, KERAS_API_TABLE, ADDON_WHEELS_TABLE)}  # built from wheels and PyPI's files


# --- corrections, each against the wheel or the maintainers' word --------------------------------


def _row(version: str) -> Release:
    match = TABLES.release(version)
    assert match is not None
    return match.release


def test_2_16_wheels_runpath_misses_the_pip_libraries() -> None:
    assert not _row("2.16.1").pip_cuda_runpath
    assert any("cuda_runtime" in n for n in _row("2.16.1").notes)
    assert _row("2.15.1").pip_cuda_runpath
    assert _row("2.17.0").pip_cuda_runpath


def test_2_15_extras_differ_by_patch_release() -> None:
    assert any(r.startswith("tensorrt") for r in _row("2.15.0").and_cuda)
    for version in ("2.15.0.post1", "2.15.1"):
        assert not any(r.startswith("tensorrt") for r in _row(version).and_cuda)
        assert any(r.startswith("nvidia-cudnn-cu12") for r in _row(version).and_cuda)
    line = next(r for r in TABLES.releases if r.line == "2.15")
    assert line.newest_patch == "2.15.1"


def test_2_14_1_bounds_numpy_and_2_4_0_needs_avx2() -> None:
    assert _row("2.14.0").numpy == ("numpy>=1.23.5",)
    assert _row("2.14.1").numpy == ("numpy<2.0.0,>=1.23.5",)
    assert _row("2.4.0").cpu_baseline == ("avx", "avx2")
    assert _row("2.4.1").cpu_baseline == ("avx",)
    assert all(p.sources for r in TABLES.releases for p in r.patches)


@pytest.mark.parametrize("line", ["1.7", "1.12", "1.15", "2.0", "2.4", "2.5", "2.17"])
def test_builds_that_load_libnvinfer_are_tensorrt_builds(line: str) -> None:
    rel = next(r for r in TABLES.releases if r.line == line)
    assert rel.tensorrt_build
    assert rel.sonames["libnvinfer"].startswith("libnvinfer.so.")


@pytest.mark.parametrize("line", ["1.13", "1.14", "2.18", "2.21"])
def test_builds_without_tensorrt(line: str) -> None:
    assert not next(r for r in TABLES.releases if r.line == line).tensorrt_build


def test_numpy_2_builds_from_2_18() -> None:
    assert {r.line: r.numpy_max_major for r in TABLES.releases if r.key >= (2, 17)} == {
        "2.17": 1, "2.18": 2, "2.19": 2, "2.20": 2, "2.21": 2}


def test_gpu_corrections() -> None:
    gh200 = TABLES.gpu_model("NVIDIA GH200 480GB")
    assert gh200 is not None
    assert (gh200.memory_gib, gh200.pci_device_id) == (96, "2342")
    hbm3e = TABLES.gpu_model("NVIDIA GH200 144G HBM3e")
    assert hbm3e is not None
    assert (hbm3e.memory_gib, hbm3e.pci_device_id) == (144, "2348")
    ids = {i: TABLES.gpu_model(pci_device_id=i) for i in ("1DB4", "1DB6", "1DB1", "1DB5")}
    assert {i: g.names[0] if g else None for i, g in ids.items()} == {
        "1DB4": "Tesla V100-PCIE-16GB", "1DB6": "Tesla V100-PCIE-32GB",
        "1DB1": "Tesla V100-SXM2-16GB", "1DB5": "Tesla V100-SXM2-32GB"}
    b200, k80 = TABLES.gpu_model("NVIDIA B200"), TABLES.gpu_model("Tesla K80")
    assert b200 is not None
    assert k80 is not None
    assert (b200.fp32_tflops, b200.memory_bandwidth_gbs, k80.fp32_tflops) == (75, 7700, 4.37)
    assert not any("..." in (g.pci_device_id or "") for g in TABLES.gpus)
    assert all(len(set(g.names)) == len(g.names) for g in TABLES.gpus)


@pytest.mark.parametrize(("name", "cc"), [
    ("NVIDIA GeForce GTX 1660 SUPER", "7.5"), ("NVIDIA GeForce GTX 1080", "6.1"), ("Tesla P40", "6.1"),
    ("Tesla M40", "5.2"), ("Tesla M60", "5.2"), ("NVIDIA A2", "8.6"), ("NVIDIA A16", "8.6"), ("Quadro RTX 6000", "7.5"),
    ("NVIDIA H100 NVL", "9.0"), ("NVIDIA H200 NVL", "9.0"), ("NVIDIA GB200", "10.0"), ("NVIDIA B300", "10.3"),
    ("NVIDIA GB300", "10.3"), ("NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "12.0"),
    ("NVIDIA GeForce RTX 5070 Ti", "12.0"), ("NVIDIA GeForce RTX 5060", "12.0"), ("Orin (nvgpu)", "8.7"),
    ("Xavier", "7.2"), ("NVIDIA GB10", "12.1"),
], ids=str)
def test_gpus_added(name: str, cc: str) -> None:
    gpu = TABLES.gpu_model(name)
    assert gpu is not None
    assert gpu.compute_capability == cc
    assert gpu.sources


def test_the_cuda_each_driver_branch_reports() -> None:
    assert TABLES.max_cuda_for_driver("615.71.09") == "13.4"
    assert TABLES.max_cuda_for_driver("610.43.02") == "13.3"
    assert TABLES.max_cuda_for_driver("620.10") is None  # R620's was not seen: not R615's 13.4
    assert TABLES.max_cuda_for_driver("535.104.05") == "12.2"


def test_cuda_13_4_and_13_5() -> None:
    assert TABLES.driver_floor("13.4") == ("580", "615")
    assert TABLES.driver_floor("13.5") == ("580", None)  # NVIDIA has not named 13.5's branch in the sources read


@pytest.mark.parametrize(("isa", "cuda"), [("6.0", "9.0"), ("7.8", "11.8"), ("8.5", "12.5"), ("8.6", "12.7"),
                                           ("9.0", "13.0")])
def test_ptx_isa_versions_are_read_by_the_cuda_release_nvidia_gives(isa: str, cuda: str) -> None:
    """8.6 skips 12.6 (12.6 still writes 8.5): the table, not the 'CUDA major - 4' rule, decides."""
    assert ptx_isa_cuda(TABLES, isa) == cuda
    assert ptx_isa_cuda(TABLES, "99.9") is None


def test_tensorflow_gpu_is_an_empty_package_from_2_12() -> None:
    """tensorflow-gpu 2.12.0 is an sdist whose setup.py raises; 2.11 was still the GPU build under another name."""
    empty = {r.line: r.tensorflow_gpu_package_empty for r in TABLES.releases}
    assert (empty["2.0"], empty["2.11"], empty["2.12"], empty["2.21"]) == (False, False, True, True)
    assert getattr(first_release(TABLES, lambda r: r.tensorflow_gpu_package_empty), "line", None) == "2.12"


def test_the_apple_silicon_wheel_is_tensorflow_macos_for_2_5_to_2_12() -> None:
    packages = {r.line: r.macos_arm64_package for r in TABLES.releases}
    assert (packages["2.4"], packages["2.5"], packages["2.12"], packages["2.13"], packages["2.21"]) == (
        None, "tensorflow-macos", "tensorflow-macos", "tensorflow", "tensorflow")


def test_the_first_linux_aarch64_wheel_is_2_10() -> None:
    assert [r.line for r in TABLES.releases if r.aarch64_wheel][:2] == ["2.10", "2.11"]
    assert all(r.aarch64_wheel for r in TABLES.releases if r.key >= (2, 10))
    assert getattr(first_release(TABLES, lambda r: r.aarch64_wheel), "line", None) == "2.10"


def test_the_last_intel_mac_wheel_is_2_16() -> None:
    assert getattr(last_release(TABLES, lambda r: r.macos_x86_64_wheel), "line", None) == "2.16"
    assert not any(r.macos_x86_64_wheel for r in TABLES.releases if r.key > (2, 16))


def test_a_release_flag_of_the_wrong_type_is_a_table_error(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / "tensorflow.json").read_text())
    data["releases"][-1]["aarch64_wheel"] = "yes"
    (folder / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"tensorflow\.json: releases\[37\]\.aarch64_wheel: expected bool"):
        load_tables(str(folder))


def test_tf_keras_is_keras_3_from_2_16() -> None:
    assert getattr(first_release(TABLES, lambda r: r.keras_major == 3), "line", None) == "2.16"
    assert getattr(last_release(TABLES, lambda r: r.keras_major == 2), "line", None) == "2.15"


def test_the_last_native_windows_gpu_release_is_2_10() -> None:
    assert getattr(last_release(TABLES, lambda r: r.windows_native_gpu), "line", None) == "2.10"
    assert last_release(TABLES, lambda r: r.line == "9.9") is None


@pytest.mark.parametrize(("kernel", "need"), [("4.19.104", "required"), ("4.19.121", "recommended"),
                                              ("5.10.16.3-microsoft-standard", None)])
def test_the_wsl_kernel_cuda_needs_is_4_19_121(kernel: str, need: str | None) -> None:
    short = wsl_kernel_short(TABLES, kernel)
    assert (short.need if short else None) == need


def test_the_windows_wheel_needs_msvcp140_1_from_2_1() -> None:
    """TensorFlow 2.1 was the first built with MSVC 2019 (tensorflow/docs#1424); 2.0's import needs CUDA's DLLs."""
    assert getattr(first_release(TABLES, lambda r: r.windows_msvcp140_1), "line", None) == "2.1"
    assert getattr(last_release(TABLES, lambda r: not r.windows_msvcp140_1), "line", None) == "2.0"


def test_windows_wheels_have_their_own_pythons_up_to_2_10() -> None:
    """The Windows tested builds: 3.5 only for 1.0 and 1.1, never 2.7; no Windows row from 2.11 (the Linux list)."""
    by_line = {r.line: r for r in TABLES.releases}
    assert wheel_pythons(by_line["1.1"], windows=True) == ("3.5",)
    assert wheel_pythons(by_line["1.1"]) == ("2.7", "3.3", "3.4", "3.5", "3.6")
    assert not any("2.7" in r.windows_python for r in TABLES.releases)
    assert wheel_pythons(by_line["2.15"], windows=True) == by_line["2.15"].python
    assert next(r.line for r in python_lines(TABLES, "3.6", windows=True)) == "1.2"
    assert python_new_in(TABLES, "1.2", windows=True) == "3.6"
    assert python_new_in(TABLES, "1.2") is None


def test_a_meaningless_windows_python_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    shutil.copytree(TABLES.directory, folder)
    data = json.loads((folder / "tensorflow.json").read_text())
    data["releases"][0]["windows_python"] = ["three"]
    (folder / "tensorflow.json").write_text(json.dumps(data))
    with pytest.raises(TableError, match=r"releases\[0\]: meaningless windows_python"):
        load_tables(str(folder))


def test_ml_dtypes_removed_float8_e4m3b11_in_0_3_0_and_tensorflow_needs_it_before_2_16() -> None:
    """2.14 pins ml-dtypes==0.2.0, 2.15 ~=0.2.0 (the last with the name), 2.16 ~=0.3.1; before 2.14 none is declared."""
    gone = ml_dtypes_removal(TABLES, "float8_e4m3b11")
    assert gone is not None
    assert (gone.last, gone.removed_in) == ("0.2.0", "0.3.0")
    assert ml_dtypes_removal(TABLES, "bfloat16") is None
    rows = {r.line: r for r in TABLES.releases}
    assert rows["2.15"].ml_dtypes == ("ml-dtypes~=0.2.0",)
    assert [line for line in ("2.13", "2.14", "2.15", "2.16", "2.21") if needs_removed_ml_dtype(rows[line], gone)] == [
        "2.13", "2.14", "2.15"]


def test_releases_1_13_to_2_15_require_the_estimator_of_their_own_minor_and_later_ones_none() -> None:
    """The inspected wheels' METADATA: tensorflow-estimator is its own package from 1.13 and gone from 2.16."""
    rows = {r.line: r for r in TABLES.releases}
    with_estimator = [line for line, r in rows.items() if r.estimator]
    assert with_estimator[0] == "1.13"
    assert with_estimator[-1] == "2.15"
    assert rows["1.15"].estimator == ("tensorflow-estimator==1.15.1",)
    assert rows["2.3"].estimator == ("tensorflow-estimator<2.4.0,>=2.3.0",)
    assert rows["2.8"].estimator[0].startswith("tf-estimator-nightly==2.8.0")  # the 2.8.0 wheel pinned its nightly
    assert rows["1.12"].estimator == rows["2.16"].estimator == ()


def test_wheels_cap_typing_extensions_in_2_4_to_2_6_and_2_13_and_wrapt_in_2_4_to_2_6_2_12_and_2_14_to_2_15() -> None:
    """The inspected wheels' METADATA (tf_wheel_evidence.json): the pins a package needing a newer one collides with."""
    rows = {r.line: r for r in TABLES.releases}
    assert rows["2.6"].typing_extensions == ("typing-extensions~=3.7.4",)
    assert [line for line in rows if capped_requirement(rows[line], "typing_extensions")] == [
        "2.4", "2.5", "2.6", "2.13"]
    assert capped_requirement(rows["2.13"], "typing_extensions") == "typing-extensions<4.6.0,>=3.6.6"
    assert [line for line in rows if capped_requirement(rows[line], "wrapt")] == [
        "2.4", "2.5", "2.6", "2.12", "2.14", "2.15"]
    assert capped_requirement(rows["2.16"], "wrapt") is None  # wrapt>=1.11.0: a floor only
    assert rows["1.13"].typing_extensions == rows["1.13"].wrapt == ()  # declared neither


def test_tensorflow_metal_needs_macos_12_0_and_12_1_from_0_5_0() -> None:
    assert metal_macos_steps(TABLES) == (("0.1.2", "12.0"), ("0.5.0", "12.1"))


@pytest.mark.parametrize(("build", "short"), [(18363, True), (19043, True), (19044, False), (22000, False)])
def test_wsl_gpu_compute_needs_windows_build_19044(build: int, short: bool) -> None:
    need = wsl_windows_short(TABLES, build)
    assert (need is not None) == short
    assert need is None or (need.min_build, need.release) == (19044, "Windows 10 21H2")


@pytest.mark.parametrize(("cudnn", "needs"), [("8.2", False), ("8.3", True), ("8.9", True), ("9.0", False),
                                              (None, True)])
def test_windows_cudnn_8_3_to_8_9_needs_zlibwapi(cudnn: str | None, needs: bool) -> None:
    assert (cudnn_windows_dll(TABLES, "zlibwapi.dll", cudnn) is not None) == needs
    assert cudnn_windows_dll(TABLES, "other.dll", None) is None


def test_pip_reads_the_wheel_tags_from_19_0_and_20_3_on_macos() -> None:
    assert [pip_floor(TABLES, p) for p in ("linux", "windows", "macos", "aix")] == ["19.0", "19.0", "20.3", None]


@pytest.mark.parametrize(("tool", "feature", "first"), [("podman", "cdi_devices", "4.1.0"),
                                                        ("docker-compose", "gpu_device_reservations", "1.28.0")])
def test_container_tools_name_their_first_release_with_gpus_that_way(tool: str, feature: str, first: str) -> None:
    row = container_tool(TABLES, tool, feature)
    assert row is not None
    assert row.min_version == first
    assert container_tool(TABLES, tool, "other") is None
