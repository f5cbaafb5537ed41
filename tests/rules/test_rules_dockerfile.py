"""DOCK rules and `envcheck dockerfile` over Dockerfile patterns seen in public projects and issue threads."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from envcheck.cli import app
from envcheck.collect.dockerfile import parse_dockerfile
from envcheck.dockerfile import check_dockerfile
from envcheck.errors import DockerfileError
from envcheck.findings import Severity

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.findings import Report

# (id, Dockerfile, the rule ids that must fail, whether TensorFlow keeps the GPU)
PATTERNS = [
    # The official 2.18 GPU image carries cuDNN 8 for a TensorFlow that loads cuDNN 9 (tensorflow/build#217).
    ("tf-2.18-gpu-image", "FROM tensorflow/tensorflow:2.18.0-gpu\nRUN pip install pandas scikit-learn\n",
     {"DOCK001"}, False),
    # ... and the fix the thread settled on: the pip CUDA wheels on top.
    ("tf-2.18-gpu-image-and-cuda",
     "FROM tensorflow/tensorflow:2.18.0-gpu\nRUN pip install --no-cache-dir 'tensorflow[and-cuda]==2.18.0'\n",
     set(), True),
    # A 2.15.0.post1 jupyter image with an unpinned install that pulled 2.16.1 in (tensorflow/tensorflow#63362).
    ("tf-2.15-jupyter-unpinned",
     "FROM tensorflow/tensorflow:2.15.0.post1-gpu-jupyter\nRUN pip install tensorflow tensorflow-datasets\n",
     {"DOCK007"}, True),
    # The reproduction in tensorflow/tensorflow#63362: python base with the extra (fine by the tables).
    ("python-3.11-and-cuda", "FROM python:3.11\nRUN pip install tensorflow[and-cuda]\n", set(), True),
    # The same without the extra: CPU only.
    ("python-3.11-plain", "FROM python:3.11-slim\nRUN pip install tensorflow==2.16.1\n", {"DOCK002"}, False),
    # A runtime CUDA base has no cuDNN; TF 2.12 has no pip extra (tensorflow/tensorflow#38164-style setups).
    ("cuda-runtime-no-cudnn",
     ("FROM nvidia/cuda:11.8.0-runtime-ubuntu22.04\nRUN apt-get update && apt-get install -y python3-pip\n"
      "RUN pip3 install tensorflow==2.12.0\n"), {"DOCK003"}, False),
    # CUDA 13 base with TensorFlow's CUDA 12 wheels: works, but demands a newer host driver.
    ("cuda-13-base-and-cuda",
     "FROM nvidia/cuda:13.0.1-cudnn-runtime-ubuntu24.04\nRUN pip install 'tensorflow[and-cuda]==2.21.0'\n",
     {"DOCK004"}, True),
    # CUDA 13 base without the wheels: TensorFlow's CUDA 12 libraries are not there.
    ("cuda-13-base-plain",
     "FROM nvidia/cuda:13.0.1-cudnn-runtime-ubuntu24.04\nRUN pip install tensorflow==2.21.0\n",
     {"DOCK004"}, False),
    # Old tutorial Dockerfiles keep tensorflow-gpu (unpinned), and a plain base has no CUDA for it either.
    ("tensorflow-gpu-leftover", "FROM python:3.10\nRUN pip install tensorflow-gpu\n", {"DOCK002", "DOCK005"},
     False),
    # ... pinned to a release that was published under that name, on a CUDA base with cuDNN: fine.
    ("tensorflow-gpu-1.15-on-cuda-10",
     ("FROM nvidia/cuda:10.0-cudnn7-runtime-ubuntu18.04\nRUN apt-get install -y python3.6 python3-pip\n"
      "RUN pip3 install tensorflow-gpu==1.15.5\n"), set(), True),
    # An NVIDIA base with cuDNN in the tag and the matching CUDA major, built through ARGs (IREE-style).
    ("cudnn-base-via-args",
     ("ARG CUDA=11.8.0\nARG UBUNTU=22.04\nFROM nvidia/cuda:${CUDA}-cudnn8-runtime-ubuntu${UBUNTU} AS base\n"
      "RUN apt-get update && apt-get install -y python3.10 python3-pip\n"
      "RUN python3 -m pip install tensorflow==2.12.*\n"),
     set(), True),
    # Python 3.12 is newer than TensorFlow 2.15 supports.
    ("python-too-new", "FROM python:3.12-slim\nRUN pip install 'tensorflow[and-cuda]==2.15.0'\n", {"DOCK006"}, True),
    # The moving latest-gpu tag (latest-gpu shipped 2.18/2.19 images whose GPU did not work).
    ("latest-gpu", "FROM tensorflow/tensorflow:latest-gpu\nWORKDIR /app\nCOPY . .\n", {"DOCK008"}, True),
    # A tag without -gpu is the CPU image.
    ("tf-cpu-image", "FROM tensorflow/tensorflow:2.14.0\nRUN pip install matplotlib\n", {"DOCK001"}, False),
    # Multi-stage: the final stage builds on a named one; installs of both count.
    ("multi-stage",
     ("FROM python:3.11-slim AS deps\nRUN pip install --user 'tensorflow[and-cuda]==2.17.1'\n"
      'FROM deps AS app\nCOPY app /app\nCMD ["python", "/app/train.py"]\n'), set(), True),
]


def _check(tmp_path: Path, text: str) -> Report:
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "Dockerfile"
    path.write_text(text)
    return check_dockerfile(str(path))


@pytest.mark.parametrize(("text", "failing", "gpu"), [p[1:] for p in PATTERNS], ids=[p[0] for p in PATTERNS])
def test_real_world_patterns(tmp_path: Path, text: str, failing: set[str], gpu: bool) -> None:
    report = _check(tmp_path, text)
    assert {r.rule_id for r in report.results if r.findings} == failing
    assert all(r.rule_id.startswith("DOCK") for r in report.results)
    assert any(f.gpu_blocking for f in report.findings) is not gpu
    for finding in report.findings:
        assert finding.fix is not None


def _failed(tmp_path: Path, pattern: str) -> set[str]:
    text = next(p[1] for p in PATTERNS if p[0] == pattern)
    return {r.rule_id for r in _check(tmp_path, text).results if r.findings}


# One passing and one failing case per rule, named by the pattern they use.
CASES = {
    "dock001": ("tf-2.18-gpu-image-and-cuda", "tf-2.18-gpu-image"),
    "dock002": ("python-3.11-and-cuda", "python-3.11-plain"),
    "dock003": ("cudnn-base-via-args", "cuda-runtime-no-cudnn"),
    "dock004": ("cudnn-base-via-args", "cuda-13-base-plain"),
    "dock005": ("tensorflow-gpu-1.15-on-cuda-10", "tensorflow-gpu-leftover"),
    "dock006": ("python-3.11-and-cuda", "python-too-new"),
    "dock007": ("tf-2.18-gpu-image", "tf-2.15-jupyter-unpinned"),
    "dock008": ("tf-2.18-gpu-image", "latest-gpu"),
}


def _case(tmp_path: Path, rule: str) -> tuple[bool, bool]:
    good, bad = CASES[rule]
    return rule.upper() in _failed(tmp_path / "good", good), rule.upper() in _failed(tmp_path / "bad", bad)


def test_dock001_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock001") == (False, True)


def test_dock001_cpu_tag(tmp_path: Path) -> None:
    assert "DOCK001" in _failed(tmp_path, "tf-cpu-image")


def test_dock002_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock002") == (False, True)


def test_dock002_old_release_needs_a_cuda_base(tmp_path: Path) -> None:
    report = _check(tmp_path, "FROM python:3.8\nRUN pip install tensorflow==2.10.1\n")
    finding = report.findings[0]
    assert finding.fix is not None
    assert finding.fix.commands == ()  # a tag pattern is words, not a line to paste
    assert "nvidia/cuda:11.2.x-cudnn8-runtime-<os>" in finding.fix.text


def test_dock003_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock003") == (False, True)


def test_dock003_apt_cudnn_counts(tmp_path: Path) -> None:
    text = ("FROM nvidia/cuda:11.8.0-runtime-ubuntu22.04\nRUN apt-get install -y libcudnn8=8.6.0.163-1+cuda11.8\n"
            "RUN pip install tensorflow==2.12.0\n")
    assert not _check(tmp_path, text).findings


def test_dock004_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock004") == (False, True)


def test_dock004_warns_when_the_wheels_bring_cuda(tmp_path: Path) -> None:
    assert "DOCK004" in _failed(tmp_path, "cuda-13-base-and-cuda")


def test_dock005_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock005") == (False, True)


def test_dock005_fix_uses_the_current_name(tmp_path: Path) -> None:
    finding = next(f for f in _check(tmp_path, "FROM python:3.10\nRUN pip install tensorflow-gpu==2.10.0\n").findings
                   if f.rule_id == "DOCK005")
    assert finding.fix is not None
    assert finding.fix.commands == ("RUN pip install 'tensorflow==2.10.0'",)


def test_dock006_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock006") == (False, True)


def test_dock006_python_named_by_apt(tmp_path: Path) -> None:
    text = "FROM ubuntu:20.04\nRUN apt-get install -y python3.6\nRUN pip install 'tensorflow[and-cuda]==2.16.1'\n"
    assert "DOCK006" in {r.rule_id for r in _check(tmp_path, text).results if r.findings}


def test_dock007_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock007") == (False, True)


def test_dock007_pinned_is_fine(tmp_path: Path) -> None:
    text = "FROM tensorflow/tensorflow:2.17.0-gpu\nRUN pip install tensorflow==2.17.0 keras-tuner\n"
    assert not _check(tmp_path, text).findings


def test_dock008_pass_and_fail(tmp_path: Path) -> None:
    assert _case(tmp_path, "dock008") == (False, True)


def test_dock008_untagged_is_latest(tmp_path: Path) -> None:
    assert "DOCK008" in {r.rule_id for r in _check(tmp_path, "FROM tensorflow/tensorflow\n").results if r.findings}


def test_the_2_18_finding_names_the_fix(tmp_path: Path) -> None:
    report = _check(tmp_path, PATTERNS[0][1])
    finding = report.findings[0]
    assert "libcudnn.so.9" in finding.message
    assert finding.fix is not None
    assert finding.fix.commands == ("RUN pip install 'tensorflow[and-cuda]==2.18.0'",)
    assert "tensorflow/build/issues/217" in " ".join(finding.evidence)


def test_cuda_13_base_names_both_driver_floors(tmp_path: Path) -> None:
    report = _check(tmp_path, PATTERNS[6][1])
    finding = report.findings[0]
    assert finding.severity is Severity.WARN
    assert "CUDA 13.0.1" in finding.message
    assert "580" in finding.message  # the CUDA 13 family's driver, from the tables


def test_parser_arguments_continuations_and_exec_form() -> None:
    text = ("# syntax=docker/dockerfile:1\nARG BASE=python:3.11\nFROM --platform=linux/amd64 ${BASE} AS build\n"
            "RUN pip install \\\n    --no-cache-dir \\\n    # pinned for the GPU\n    'tensorflow[and-cuda]==2.17.*' "
            "-r requirements.txt\n"
            'RUN ["python3", "-m", "pip", "install", "keras==3.5.0"]\n'
            "ENV TF_CPP_MIN_LOG_LEVEL=2 LD_LIBRARY_PATH=/usr/local/cuda/lib64\n")
    d = parse_dockerfile(text, "Dockerfile")
    assert d.base == "python:3.11"
    assert [(i.requirement, i.line) for i in d.installs] == [("tensorflow[and-cuda]==2.17.*", 4),
                                                             ("keras==3.5.0", 8)]
    assert [(v.name, v.value) for v in d.env] == [("TF_CPP_MIN_LOG_LEVEL", "2"),
                                                  ("LD_LIBRARY_PATH", "/usr/local/cuda/lib64")]


def test_python_from_apt_and_conda() -> None:
    apt = parse_dockerfile("FROM ubuntu:22.04\nRUN apt-get install -y python3.9 python3.9-venv\n", "D")
    conda = parse_dockerfile("FROM continuumio/miniconda3\nRUN conda install -y python=3.8 cudnn=8.1\n", "D")
    assert (apt.python, conda.python) == ("3.9", "3.8")


def test_no_from_is_said(tmp_path: Path) -> None:
    report = _check(tmp_path, "RUN echo hi\n")
    assert "no FROM instruction" in report.verdict


def test_unreadable_dockerfile_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(DockerfileError, match="cannot be read"):
        check_dockerfile(str(tmp_path / "missing"))


def test_doctor_does_not_list_dockerfile_rules() -> None:
    from envcheck.engine import diagnose  # noqa: PLC0415 - only here
    from envcheck.testing import make_facts  # noqa: PLC0415

    assert not any(r.rule_id.startswith("DOCK") for r in diagnose(make_facts()).results)


def test_cli_exit_codes_and_json(tmp_path: Path) -> None:
    runner = CliRunner()
    bad = tmp_path / "bad"
    bad.write_text(PATTERNS[0][1])
    good = tmp_path / "good"
    good.write_text(PATTERNS[3][1])
    result = runner.invoke(app, ["dockerfile", str(bad), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert [f["rule_id"] for f in data["findings"]] == ["DOCK001"]
    assert runner.invoke(app, ["dockerfile", str(good)]).exit_code == 0
    missing = runner.invoke(app, ["dockerfile", str(tmp_path / "nope")])
    assert missing.exit_code == 2


def test_every_image_row_has_a_source() -> None:
    from envcheck.tables import load_tables  # noqa: PLC0415 - only here

    images = load_tables().images
    assert {i.gpu for i in images} == {"works", "fails"}
    assert all(i.sources and all(s.startswith("https://") for s in i.sources) for i in images)
