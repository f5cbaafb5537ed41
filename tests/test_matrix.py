"""`envcheck matrix` explains itself and `recommend` starts from the machine: the issue's acceptance cases."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from envcheck import cli
from envcheck.advise import Filters, assess_all, recommend, resolve_gpu
from envcheck.facts import GpuFacts, PciGpu
from envcheck.tables import load_tables, version_tuple
from envcheck.testing import make_facts

TABLES = load_tables()
runner = CliRunner()


def _matrix(*args: str) -> tuple[int, str]:
    result = runner.invoke(cli.app, ["matrix", *args])
    return result.exit_code, result.output


def test_rtx_5090_needs_r570_on_every_row_and_separates_works_from_unverified() -> None:
    fits = assess_all(TABLES, Filters(gpu="12.0"))
    works = [f for f in fits if f.status == "fits"]
    unverified = [f for f in fits if f.status == "unverified"]
    assert works
    assert unverified
    assert all(f.driver is not None and version_tuple(f.driver) >= (570,) for f in works + unverified)
    assert all(version_tuple(f.release.cuda_build)[0] == 12 for f in works)
    assert all("predate" in c.reason or "carry no code" in c.reason for f in unverified for c in f.checks)
    code, out = _matrix("--gpu", "RTX 5090")
    assert code == cli.OK
    assert "Unverified" in out
    assert "570.26" in out


def test_gtx_1050_ti_flags_the_cudnn_trap_on_2_20_and_later_with_the_pin() -> None:
    fits = {f.release.line: f for f in assess_all(TABLES, Filters(gpu="6.1"))}
    assert fits["2.21"].pins == ("nvidia-cudnn-cu12>=9.3.0.75,<9.11",)
    assert fits["2.20"].pins == fits["2.21"].pins
    assert fits["2.19"].pins == ()  # its extra pins cuDNN 9.3 exactly
    _, out = _matrix("--gpu", "GTX 1050 Ti")
    assert "pin nvidia-cudnn-cu12>=9.3.0.75,<9.11" in out


def test_h100_on_530_never_combines_minor_version_compatibility_with_ptx_jit() -> None:
    cc, _ = resolve_gpu(TABLES, "H100")
    fits = assess_all(TABLES, Filters(gpu=cc, driver="530.30"))
    for fit in fits:
        if fit.status == "fits" and any("minor-version" in n for n in fit.notes):
            assert not any(n.startswith("PTX JIT for") for n in fit.notes), fit.release.line
    assert any(f.status == "ruled out" and "CUDA_ERROR_UNSUPPORTED_PTX_VERSION" in f.failed[0].reason for f in fits)


def test_the_readme_example_says_why_nothing_fits_and_the_smallest_change() -> None:
    code, out = _matrix("--cuda", "12.2", "--driver", "470.57", "--gpu", "GTX 1050 Ti", "--python", "3.12")
    assert code == cli.FINDINGS
    assert "No release fits Python 3.12, CUDA 12.2, driver 470.57" in out
    assert "by driver" in out
    assert "by python" in out
    assert "upgrade the driver to 525.60.13 or newer (yours: 470.57): TensorFlow 2.21 then fits" in out
    _, verbose = _matrix("--cuda", "12.2", "--driver", "470.57", "--gpu", "GTX 1050 Ti", "--python", "3.12", "-v")
    assert "2.15: python: supports Python 3.9-3.11, not 3.12; driver:" in verbose


def test_a_single_release_honours_the_filters() -> None:
    code, out = _matrix("tensorflow==2.21", "--gpu", "GTX 1080")
    assert code == cli.OK
    assert "TensorFlow 2.21 fits for NVIDIA GeForce GTX 1080 (compute capability 6.1)" in out
    assert "pin: nvidia-cudnn-cu12>=9.3.0.75,<9.11" in out
    code, out = _matrix("2.21", "--gpu", "3.5")
    assert code == cli.FINDINGS
    assert "NO  gpu: TensorFlow 2.21 is built for compute capability 6.0 and newer" in out


def test_windows_shows_the_windows_driver_and_native_gpu_ends_at_2_10() -> None:
    code, out = _matrix("--windows")
    assert code == cli.OK
    assert "driver (Windows)" in out.splitlines()[0]
    assert out.splitlines()[2].startswith("2.10 ")
    assert "452.39" in out


def test_windows_reads_the_windows_wheels_pythons() -> None:
    """TensorFlow 1.0 and 1.1 had Windows wheels for Python 3.5 only, and no release had one for 2.7."""
    py36 = {f.release.line: f for f in assess_all(TABLES, Filters(python="3.6", windows=True))}
    assert py36["1.1"].status == "ruled out"
    assert "supports Python 3.5 on Windows, not 3.6" in py36["1.1"].failed[0].reason
    assert py36["1.2"].status == "fits"
    assert not [f for f in assess_all(TABLES, Filters(python="2.7", windows=True)) if f.status == "fits"]
    assert [f for f in assess_all(TABLES, Filters(python="2.7")) if f.status == "fits"]  # Linux had 2.7 to 2.1
    code, out = _matrix("1.1")
    assert code == cli.OK
    assert "2.7-3.6 (Windows: 3.5)" in out
    code, out = _matrix("--windows", "--python", "3.5")
    assert code == cli.OK
    assert next(line for line in out.splitlines() if line.startswith("1.12 ")).split()[1] == "3.5-3.6"


def test_cuda_11_8_does_not_serve_tensorflow_2_4() -> None:
    lines = [f.release.line for f in assess_all(TABLES, Filters(cuda="11.8")) if f.status == "fits"]
    assert "2.5" in lines
    assert "2.4" not in lines
    assert "2.4" in [f.release.line for f in assess_all(TABLES, Filters(cuda="11.0")) if f.status == "fits"]


def test_ambiguous_and_unknown_gpu_names() -> None:
    code, out = _matrix("--gpu", "A1")
    assert code == cli.USAGE
    assert "NVIDIA A10 (8.6)" in out
    assert "NVIDIA A100-SXM4-80GB (8.0)" in out
    assert resolve_gpu(TABLES, "A10") == ("8.6", "NVIDIA A10")
    code, out = _matrix("--gpu", "Voodoo 5")
    assert code == cli.USAGE
    assert "newer than" not in out
    assert f"not in the tables (dated {TABLES.generated})" in out


def test_versions_newer_than_the_tables_get_a_note_never_a_wrong_verdict() -> None:
    code, out = _matrix("2.22.0rc1")
    assert code == cli.OK
    assert f"TensorFlow 2.22.0rc1 is newer than the tables (dated {TABLES.generated})" in out
    future = assess_all(TABLES, Filters(gpu="13.0"))
    assert {f.status for f in future} == {"unverified"}
    assert "newer than the tables" in future[0].checks[0].reason
    future_driver = assess_all(TABLES, Filters(driver="999.10"))
    assert all(f.status == "fits" for f in future_driver)
    assert f"driver 999.10 is newer than the tables (dated {TABLES.generated}" in future_driver[0].notes[0]


def test_matrix_json_explains_every_release() -> None:
    code, out = _matrix("--cuda", "12.2", "--driver", "470.57", "--python", "3.12", "--json")
    data = json.loads(out)
    assert code == cli.FINDINGS
    assert data["fits"] == []
    assert len(data["ruled_out"]) == len(TABLES.releases)
    assert data["changes"][0].startswith("upgrade the driver to 525.60.13")


def test_recommend_without_a_gpu_keeps_the_installed_tensorflow() -> None:
    advice = recommend(make_facts(driver={"gpus": (), "pci_gpus": (), "kernel_module_version": None,
                                          "library_version": None}), TABLES)
    assert (advice.keep, advice.commands) == (True, ())
    assert "no NVIDIA GPU is visible here" in advice.notes[0]


def test_recommend_keeps_what_is_installed_and_names_the_missing_driver() -> None:
    facts = make_facts(driver={"gpus": (), "kernel_module_version": None, "library_version": None,
                               "pci_gpus": (PciGpu(bus_id="0000:01:00.0", device_id="2684"),)})
    advice = recommend(facts, TABLES)
    assert advice.keep
    assert "(install the NVIDIA driver 525.60.13 or newer)" in advice.notes[0]


def test_recommend_in_a_container_names_the_hosts_driver() -> None:
    facts = make_facts(platform={"container": "docker"}, tensorflow={"installed": False, "version": None})
    advice = recommend(facts, TABLES)
    assert any(n.startswith("the driver comes from the container's host") for n in advice.notes)


@pytest.mark.parametrize(("python", "line"), [("3.6.15", "2.6"), ("3.8.18", "2.13")], ids=str)
def test_recommend_for_an_old_python_gives_the_command(python: str, line: str) -> None:
    a100 = GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", compute_capability="8.0")
    advice = recommend(make_facts(python={"version": python}, tensorflow={"installed": False, "version": None},
                                  driver={"gpus": (a100,)}), TABLES)
    assert advice.release is not None
    assert advice.release.line == line
    assert advice.commands[-1].endswith(f"=={line}.*'")
