"""Saved reports hold observations only; `diagnose FILE` judges them with today's tables."""

from __future__ import annotations

import dataclasses
import json
import shutil
from typing import TYPE_CHECKING

from typer.testing import CliRunner

from envcheck import cli
from envcheck.engine import diagnose
from envcheck.facts import SCHEMA_VERSION, GpuFacts
from envcheck.findings import Report
from envcheck.tables import load_tables
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from pathlib import Path

GTX_1050_TI = GpuFacts(index=0, name="NVIDIA GeForce GTX 1050 Ti", compute_capability="6.1")


def _schema_1(report: Report) -> str:
    """The report as envcheck 0.1 wrote it: schema 1, table values stamped into the facts."""
    data = json.loads(report.to_json())
    data["schema"] = 1
    data["facts"]["cuda"]["for_tensorflow"] = "2.21"
    for lib in data["facts"]["cuda"]["libraries"]:
        lib["required"] = True
    tf = data["facts"]["tensorflow"]
    tf.update(build_info_source="table", cuda_version="11.8", cudnn_version="8", compute_capabilities=["sm_35"])
    return json.dumps(data)


def test_new_reports_save_observations_only() -> None:
    facts = make_facts(tensorflow={"build_info_source": None, "cuda_version": None, "is_cuda_build": None,
                                   "cudnn_version": None, "compute_capabilities": ()})
    report = diagnose(facts)
    assert report.facts.tensorflow.cuda_version == "12.5.1"  # the rules saw the table's build
    saved = json.loads(report.to_json())
    assert saved["schema"] == SCHEMA_VERSION == 2
    assert saved["facts"]["tensorflow"]["cuda_version"] is None  # the file keeps what was observed
    assert "required" not in saved["facts"]["cuda"]["libraries"][0]
    assert "for_tensorflow" not in saved["facts"]["cuda"]


def test_a_schema_1_report_is_judged_by_todays_tables() -> None:
    old = _schema_1(diagnose(make_facts()))
    facts = Report.facts_from_json(old)
    assert facts.tensorflow.build_info_source is None  # the stamped table values are dropped
    assert facts.tensorflow.cuda_version is None
    report = diagnose(facts)
    assert report.facts.tensorflow.cuda_version == "12.5.1"
    assert report.facts.tensorflow.compute_capabilities == load_tables().newest.compute_capabilities
    assert report.worst is None  # the healthy machine is still healthy: no stale CUDA 11.8 verdict


def test_diagnose_file_reads_schema_1(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(_schema_1(diagnose(make_facts())))
    result = CliRunner().invoke(cli.app, ["diagnose", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["schema"] == SCHEMA_VERSION


def test_a_table_change_alters_the_diagnosis_of_a_saved_report(tmp_path: Path) -> None:
    """A GTX 1050 Ti with cuDNN 9.10.2: fine by today's window; a table that moves the Pascal drop earlier flags it."""
    facts = make_facts(driver={"gpus": (GTX_1050_TI,)}, cuda={"cudnn_version": "9.10.2"})
    saved = diagnose(facts).to_json()
    today = diagnose(Report.facts_from_json(saved))
    assert "CUDA003" not in {f.rule_id for f in today.findings}
    folder = tmp_path / "tables"
    shutil.copytree(load_tables().directory, folder)
    cuda = json.loads((folder / "cuda.json").read_text())
    window = next(w for w in cuda["cudnn"] if w["cudnn_from"] == "9.0")
    window["min_compute_capability"] = "7.5"
    (folder / "cuda.json").write_text(json.dumps(cuda))
    changed = diagnose(Report.facts_from_json(saved), tables=load_tables(str(folder)))
    (finding,) = [f for f in changed.findings if f.rule_id == "CUDA003"]
    assert "below the 7.5 that cuDNN 9.10.2 supports" in finding.message


def test_nvidia_smi_gpus_get_their_compute_capability_at_diagnosis() -> None:
    gpu = dataclasses.replace(GTX_1050_TI, compute_capability=None)
    report = diagnose(make_facts(driver={"gpus": (gpu,)}))
    assert report.facts.driver.gpus[0].compute_capability == "6.1"
    assert json.loads(report.to_json())["facts"]["driver"]["gpus"][0]["compute_capability"] is None
