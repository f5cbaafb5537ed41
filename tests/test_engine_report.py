from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING

import pytest
from fakes import DATA
from hypothesis import given, settings
from hypothesis import strategies as st

from envcheck import _serde
from envcheck.engine import diagnose, run_rule
from envcheck.errors import ReportError
from envcheck.facts import Facts
from envcheck.findings import Finding, Report, Severity, Status
from envcheck.rules import REGISTRY, Rule
from envcheck.tables import load_tables
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from collections.abc import Iterator

NO_DRIVER = {"kernel_module_version": None, "library_version": None, "cuda_driver_version": None, "gpus": (),
             "pci_gpus": (), "device_nodes": ()}


def _boom(facts: Facts, tables: object) -> Iterator[Finding]:
    msg = "bug in a rule"
    raise RuntimeError(msg)
    yield  # pragma: no cover


def test_a_crashing_rule_is_a_result_and_the_others_still_run() -> None:
    result = run_rule(Rule("TF999", "crashes", _boom), make_facts(), load_tables())
    assert result.status is Status.CRASH
    assert "RuntimeError: bug in a rule" in (result.reason or "")


def test_select_and_ignore_by_id_and_family() -> None:
    facts = make_facts()
    assert {r.rule_id for r in diagnose(facts, select=["CUDA"]).results} == {
        r for r in REGISTRY if r.startswith("CUDA")}
    ids = {r.rule_id for r in diagnose(facts, ignore=["CUDA", "DRV001"]).results}
    assert "DRV001" not in ids
    assert not any(i.startswith("CUDA") for i in ids)


def test_healthy_machine_verdict() -> None:
    report = diagnose(make_facts())
    assert report.worst is None
    assert report.verdict == "TensorFlow 2.21.0 should use 1 GPU(s)."


def test_blocking_finding_makes_the_verdict() -> None:
    report = diagnose(make_facts(driver=NO_DRIVER))
    assert report.verdict.startswith("TensorFlow 2.21.0 will run on the CPU only: no NVIDIA driver is loaded")
    assert report.worst is Severity.ERROR


def test_findings_are_stamped_and_sorted_by_severity() -> None:
    report = diagnose(make_facts(driver=NO_DRIVER, tensorflow={"version": "2.23.0"}))
    assert [f.severity for f in report.findings] == sorted((f.severity for f in report.findings), reverse=True)
    assert all(f.rule_id for f in report.findings)


def test_no_tensorflow_verdict() -> None:
    report = diagnose(make_facts(tensorflow={"installed": False, "version": None}))
    assert report.verdict == "TensorFlow is not installed for /venv/bin/python."


def test_facts_round_trip_through_a_saved_report() -> None:
    report = diagnose(make_facts(driver=NO_DRIVER))
    facts = Report.facts_from_json(report.to_json())
    assert facts == report.facts
    assert diagnose(facts).findings == report.findings


def test_recorded_report_of_this_machine_still_diagnoses() -> None:
    text = (DATA / "snapshots" / "this_machine.json").read_text()
    report = diagnose(Report.facts_from_json(text))
    assert {f.rule_id for f in report.findings} >= {"DRV001", "CUDA001"}
    assert report.facts.tensorflow.cuda_version == "12.5.1"


@pytest.mark.parametrize(("text", "message"), [
    ("not json", "not JSON"),
    ("[]", "not an envcheck report"),
    ('{"facts": {}}', "no schema number"),
    ('{"schema": 99, "facts": {}}', "newer than this envcheck reads"),
    ('{"schema": 0, "facts": {}}', "unknown report schema 0"),
    ('{"schema": 1, "facts": {"python": {"version": 3}}}', "facts.python.version: expected str, got int"),
    ('{"schema": 1, "facts": {"driver": {"gpus": [{"name": "x"}]}}}', "missing 'index'"),
], ids=["not-json", "list", "no-schema", "newer", "zero", "wrong-type", "missing-field"])
def test_bad_reports_give_one_line_errors(text: str, message: str) -> None:
    with pytest.raises(ReportError, match=message) as err:
        Report.facts_from_json(text, "env.json")
    assert "\n" not in str(err.value)


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                                         max_size=4), max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(facts=st.dictionaries(st.sampled_from(["python", "driver", "platform", "cuda", "packages", "x"]),
                             json_values, max_size=4))
def test_arbitrary_json_facts_never_crash_the_reader(facts: dict[str, object]) -> None:
    text = json.dumps({"schema": 1, "facts": facts})
    with contextlib.suppress(ReportError):
        Report.facts_from_json(text)


def test_serde_keeps_every_field() -> None:
    facts = make_facts(driver=NO_DRIVER)
    assert _serde.from_data(Facts, _serde.to_data(facts)) == facts
