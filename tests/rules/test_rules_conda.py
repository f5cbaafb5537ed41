"""conda environments: conda-meta records as facts, whether TensorFlow's loader reaches them, pip-vs-conda twins.

The conda-meta records are written in conda's format (name, version, build, channel, files), cut to
the fields envcheck reads; the package versions are those TensorFlow's own conda instructions
installed for 2.7-2.13 (`conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from fakes import LDCONFIG, install, python_info, write

from envcheck.collect import collect
from envcheck.engine import diagnose
from envcheck.findings import Severity, Status
from envcheck.sanitize import REDACTED
from envcheck.testing import FakeSystem

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.findings import Report, RuleResult

PREFIX = "/home/ada/miniconda3/envs/tf"
SITE = f"{PREFIX}/lib/python3.9/site-packages"
CHANNEL = "https://conda.anaconda.org/conda-forge/linux-64"
CUDA_11_LIBS = ("libcudart.so.11.0", "libcublas.so.11", "libcublasLt.so.11", "libcufft.so.10", "libcurand.so.10",
                "libcusolver.so.11", "libcusparse.so.11")


def _record(root: Path, name: str, version: str, build: str, libs: tuple[str, ...]) -> None:
    files = [f"lib/{lib}" for lib in libs] + [f"include/{name}.h"]
    data = {"name": name, "version": version, "build": build, "build_number": 0, "channel": CHANNEL,
            "files": files}
    write(root, f"{PREFIX}/conda-meta/{name}-{version}-{build}.json", json.dumps(data))
    for lib in libs:
        write(root, f"{PREFIX}/lib/{lib}")


def _env(root: Path, *, tf: str = "2.10.0", cuda: str = "11.2", activated_path: bool = False,
         wheels: tuple[tuple[str, str], ...] = ()) -> FakeSystem:
    """A conda env with cudatoolkit + cudnn from conda-forge and TensorFlow from pip inside it."""
    build_info = (f"build_info = {{'cuda_version': '{cuda}', 'cudnn_version': '8', 'is_cuda_build': True, "
                  f"'is_rocm_build': False}}\n")
    install(root, "tensorflow", tf, {"tensorflow/__init__.py": "", "tensorflow/python/platform/build_info.py":
                                     build_info}, site=SITE)
    for name, version in wheels:
        install(root, name, version, site=SITE)
    _record(root, "cudatoolkit", "11.2.2", "hbe64b41_10", CUDA_11_LIBS)
    _record(root, "cudnn", "8.1.0.77", "h90431f1_0", ("libcudnn.so.8",))
    _record(root, "python", "3.9.18", "h955ad1f_0", ())
    write(root, f"{PREFIX}/conda-meta/history", "")
    env = {"CONDA_PREFIX": PREFIX}
    if activated_path:
        write(root, f"{PREFIX}/conda-meta/state", json.dumps({"env_vars": {"LD_LIBRARY_PATH": f"{PREFIX}/lib"}}))
        env["LD_LIBRARY_PATH"] = f"{PREFIX}/lib"
    python = python_info(version="3.9.18", executable=f"{PREFIX}/bin/python", prefix=PREFIX, base_prefix=PREFIX,
                         site_packages=[SITE], sys_path=[SITE], conda=True, user_site=None)
    return FakeSystem(root, env=env, python=python, commands={LDCONFIG: ""})


def _report(system: FakeSystem) -> Report:
    return diagnose(collect(system))


def _result(report: Report, rule_id: str) -> RuleResult:
    return next(r for r in report.results if r.rule_id == rule_id)


def test_conda_meta_records_are_facts(tmp_path: Path) -> None:
    facts = collect(_env(tmp_path))
    assert facts.conda is not None
    assert [(p.name, p.version, p.channel) for p in facts.conda.packages] == [
        ("cudatoolkit", "11.2.2", "conda-forge"), ("cudnn", "8.1.0.77", "conda-forge")]
    assert facts.conda.package("cudnn") is not None
    assert facts.conda.package("cudnn").libraries == ("lib/libcudnn.so.8",)  # type: ignore[union-attr]


def test_conda_libraries_unreached_get_the_conda_way_fix(tmp_path: Path) -> None:
    report = _report(_env(tmp_path))
    finding = _result(report, "CUDA001").findings[0]
    assert "libcudnn.so.8" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == (f"conda env config vars set -p {PREFIX} LD_LIBRARY_PATH={PREFIX}/lib",
                                    f"conda deactivate && conda activate {PREFIX}")


def test_conda_env_variable_makes_them_reachable(tmp_path: Path) -> None:
    report = _report(_env(tmp_path, activated_path=True))
    assert _result(report, "CUDA001").status is Status.PASS
    assert report.facts.conda is not None
    assert [(v.name, v.value) for v in report.facts.conda.env_vars] == [("LD_LIBRARY_PATH", f"{PREFIX}/lib")]


def test_conda_env_variable_secrets_are_redacted(tmp_path: Path) -> None:
    system = _env(tmp_path)
    write(tmp_path, f"{PREFIX}/conda-meta/state",
          json.dumps({"env_vars": {"WANDB_API_KEY": "0123456789abcdef", "TF_CPP_MIN_LOG_LEVEL": "0"}}))
    conda = collect(system).conda
    assert conda is not None
    assert [(v.name, v.value, v.redacted) for v in conda.env_vars] == [
        ("WANDB_API_KEY", REDACTED, True), ("TF_CPP_MIN_LOG_LEVEL", "0", False)]


def test_conda001_matching_cuda_major(tmp_path: Path) -> None:
    assert _result(_report(_env(tmp_path)), "CONDA001").status is Status.PASS


def test_conda001_cuda_11_toolkit_under_a_cuda_12_tensorflow(tmp_path: Path) -> None:
    report = _report(_env(tmp_path, tf="2.15.0", cuda="12.2", wheels=(("nvidia-cudnn-cu12", "8.9.4.25"),)))
    finding = _result(report, "CONDA001").findings[0]
    assert finding.severity is Severity.WARN
    assert "CUDA 11.2.2" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands[-1] == f"conda remove -p {PREFIX} cudatoolkit cudnn"
    assert "tensorflow[and-cuda]==2.15.0" in finding.fix.commands[0]


def test_conda002_no_pip_twin(tmp_path: Path) -> None:
    assert _result(_report(_env(tmp_path)), "CONDA002").status is Status.PASS


def test_conda002_cudnn_from_both_keeps_pip_from_2_14(tmp_path: Path) -> None:
    report = _report(_env(tmp_path, tf="2.15.0", cuda="12.2", wheels=(("nvidia-cudnn-cu12", "8.9.4.25"),)))
    finding = _result(report, "CONDA002").findings[0]
    assert "cudnn 8.1.0.77 from conda and nvidia-cudnn-cu12 8.9.4.25 from pip" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == (f"conda remove -p {PREFIX} --force cudnn",)


def test_conda002_before_2_14_keeps_conda(tmp_path: Path) -> None:
    report = _report(_env(tmp_path, wheels=(("nvidia-cudnn-cu11", "8.6.0.163"),)))
    finding = _result(report, "CONDA002").findings[0]
    assert finding.fix is not None
    assert finding.fix.commands == (f"{PREFIX}/bin/python -m pip uninstall -y nvidia-cudnn-cu11",)


def test_not_a_conda_environment(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.10.0", {"tensorflow/__init__.py": ""})
    facts = collect(FakeSystem(tmp_path, python=python_info(), commands={LDCONFIG: ""}))
    assert facts.conda is None
