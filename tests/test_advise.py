"""`envcheck matrix` against TensorFlow's published tested build configurations, and `recommend`."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from envcheck import cli
from envcheck.advise import fits, pypi_notes, recommend, release_view
from envcheck.facts import Distribution, GpuFacts, PciGpu
from envcheck.tables import load_tables
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from envcheck.facts import Facts

TABLES = load_tables()

# Rows of https://www.tensorflow.org/install/source#gpu (Linux): version, Python, cuDNN, CUDA.
PUBLISHED = [
    ("2.21.0", "3.10", "3.13", "9.3", "12.5"), ("2.18.0", "3.9", "3.12", "9.3", "12.5"),
    ("2.17.0", "3.9", "3.12", "8.9", "12.3"), ("2.16.1", "3.9", "3.12", "8.9", "12.3"),
    ("2.15.0", "3.9", "3.11", "8.9", "12.2"), ("2.14.0", "3.9", "3.11", "8.7", "11.8"),
    ("2.12.0", "3.8", "3.11", "8.6", "11.8"), ("2.11.0", "3.7", "3.10", "8.1", "11.2"),
    ("2.6.0", "3.6", "3.9", "8.1", "11.2"), ("2.4.0", "3.6", "3.8", "8.0", "11.0"),
    ("2.3.0", "3.5", "3.8", "7.6", "10.1"), ("1.12.0", "2.7", "3.6", "7", "9"),
    # the published row says cuDNN 7.4; the wheel's own check asks for 7.6 (tools/build_compat_tables.py CUDNN_BUILT)
    ("1.15.0", "2.7", "3.7", "7.6", "10.0"),
]


@pytest.mark.parametrize(("version", "low", "high", "cudnn", "cuda"), PUBLISHED, ids=[p[0] for p in PUBLISHED])
def test_matrix_matches_the_published_rows(version: str, low: str, high: str, cudnn: str, cuda: str) -> None:
    match = TABLES.release(version)
    assert match is not None
    view = release_view(match.release, TABLES)
    assert (view.python[0], view.python[-1], view.cudnn, view.cuda) == (low, high, cudnn, cuda)


def test_old_driver_and_pascal_gpu() -> None:
    lines = [f.release.line for f in fits(TABLES, gpu="GTX 1050 Ti", driver="470.57.02")]
    assert lines[0] == "2.14"  # 2.15 and later are CUDA 12 builds: they need driver 525.60.13
    assert "2.15" not in lines


def test_cuda_12_and_python_3_12() -> None:
    assert [f.release.line for f in fits(TABLES, cuda="12.2", python="3.12")] == [
        "2.21", "2.20", "2.19", "2.18", "2.17", "2.16"]


def test_kepler_is_left_behind() -> None:
    assert fits(TABLES, gpu="3.5")[0].release.line == "2.14"  # 2.15 raised the minimum to 5.0


def test_blackwell_runs_on_ptx() -> None:
    (newest, *_) = fits(TABLES, gpu="12.0")
    assert newest.notes == ("PTX JIT for compute capability 12.0 (slow first start)",)


def test_unknown_gpu_name() -> None:
    with pytest.raises(ValueError, match=r"not in the tables \(dated "):
        fits(TABLES, gpu="Voodoo 5")


def _machine(**sections: object) -> Facts:
    return make_facts(**sections)


_NO_TF = {"installed": False, "version": None}


def test_recommend_keeps_an_installed_tensorflow_that_fits() -> None:
    advice = recommend(_machine(), TABLES)
    assert (advice.keep, advice.installed, advice.commands) == (True, "2.21.0", ())


def test_recommend_on_a_healthy_machine_without_tensorflow() -> None:
    advice = recommend(_machine(tensorflow=_NO_TF), TABLES)
    assert advice.release is not None
    assert advice.commands == ("/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*'",)


def test_recommend_pins_cudnn_for_a_pascal_card_and_removes_leftovers() -> None:
    base = make_facts()
    leftover = Distribution(name="tensorflow-gpu", version="2.4.0", location="/venv")
    pascal = GpuFacts(index=0, name="NVIDIA GeForce GTX 1050 Ti", compute_capability="6.1")
    facts = make_facts(driver={"gpus": (pascal,)}, tensorflow=_NO_TF,
                       packages={"distributions": (*base.packages.distributions, leftover)})
    advice = recommend(facts, TABLES)
    assert advice.commands == ("/venv/bin/python -m pip uninstall -y tensorflow-gpu",
                               ("/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*' "
                               "'nvidia-cudnn-cu12>=9.3.0.75,<9.11'"))


def test_recommend_without_a_driver_names_the_driver_to_install() -> None:
    facts = _machine(driver={"gpus": (), "kernel_module_version": None, "library_version": None,
                             "pci_gpus": (PciGpu(bus_id="0000:01:00.0", device_id="2684"),)}, tensorflow=_NO_TF)
    advice = recommend(facts, TABLES)
    assert advice.release is not None
    assert "install the NVIDIA driver 525.60.13 or newer" in advice.notes


def test_recommend_with_an_old_driver_goes_back_to_cuda_11() -> None:
    a100 = GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", compute_capability="8.0")
    advice = recommend(_machine(driver={"library_version": "470.82.01", "kernel_module_version": "470.82.01",
                                        "gpus": (a100,)}), TABLES)
    assert advice.release is not None
    assert advice.release.line == "2.14"
    assert "TensorFlow 2.14 then fits" not in " ".join(advice.notes)


def test_an_rtx_4090_needs_an_ada_driver_whatever_the_release() -> None:
    advice = recommend(_machine(driver={"library_version": "470.82.01", "kernel_module_version": "470.82.01"}), TABLES)
    assert advice.release is None
    assert advice.blockers == (
        "upgrade the driver to 525.60.13 or newer (yours: 470.82.01): TensorFlow 2.21 then fits",)


def test_recommend_for_a_python_too_new() -> None:
    advice = recommend(_machine(python={"version": "3.14.0"}), TABLES)
    assert advice.release is None
    assert advice.blockers[0].startswith("no TensorFlow supports Python 3.14: use Python 3.13")
    assert "`uv venv --python 3.13`" in advice.blockers[0]


def test_recommend_on_macos_and_native_windows() -> None:
    mac = recommend(_machine(platform={"system": "Darwin", "machine": "arm64"}, driver={"gpus": ()}), TABLES)
    assert mac.commands[-1].endswith("install tensorflow tensorflow-metal")
    win = recommend(_machine(platform={"system": "Windows"}, python={"version": "3.10.11"},
                             driver={"library_version": "552.22", "kernel_module_version": None}), TABLES)
    assert win.release is not None
    assert win.release.line == "2.10"
    assert win.commands[-1] == "/venv/bin/python -m pip install 'tensorflow==2.10.*'"


def test_recommend_without_a_gpu_installs_the_plain_wheel() -> None:
    advice = recommend(_machine(tensorflow=_NO_TF, driver={"gpus": (), "pci_gpus": (), "kernel_module_version": None,
                                                           "library_version": None}), TABLES)
    assert advice.commands[-1] == "/venv/bin/python -m pip install 'tensorflow==2.21.*'"


def test_cli_matrix_and_json() -> None:
    runner = CliRunner()
    table = runner.invoke(cli.app, ["matrix", "tensorflow==2.15"])
    assert "cuDNN             8.9" in table.output
    assert "None" not in table.output
    data = json.loads(runner.invoke(cli.app, ["matrix", "--python", "3.13", "--json"]).output)
    assert [row["tensorflow"] for row in data["fits"]] == ["2.21", "2.20"]
    assert data["ruled_out"][0]["checks"][0]["reason"] == "supports Python 3.9-3.12, not 3.13"
    assert runner.invoke(cli.app, ["matrix", "tensorflow==0.9"]).exit_code == cli.USAGE
    assert runner.invoke(cli.app, ["matrix", "--python", "2.6"]).exit_code == cli.FINDINGS


def test_pypi_notes_name_the_newest_patch_and_a_release_the_tables_lack() -> None:
    release = TABLES.release("2.21").release
    assert pypi_notes(release, ["2.22.0", "2.21.1", "2.21.0"], TABLES) == (
        "PyPI's newest 2.21 release: 2.21.1",
        "PyPI has 2.22.0, newer than the tables know (`envcheck tables update`)",
    )
    assert pypi_notes(release, ["2.20.0"], TABLES) == ("PyPI lists no 2.21 release",)
