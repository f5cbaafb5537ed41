from __future__ import annotations

import contextlib
import dataclasses
import json
from typing import TYPE_CHECKING

import pytest
from fakes import DATA
from hypothesis import given, settings
from hypothesis import strategies as st

from envcheck import _serde
from envcheck.engine import diagnose, run_rule
from envcheck.errors import ReportError, SelectionError
from envcheck.facts import Facts, GpuFacts
from envcheck.findings import Finding, Report, Severity, Status
from envcheck.render import render_markdown, render_terminal
from envcheck.render.gpus import render_gpus
from envcheck.rules import FAMILIES, REGISTRY, Rule
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
    assert report.verdict == ("TensorFlow is not installed for /venv/bin/python. "
                              "Fix: `/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*'`")
    assert report.worst is Severity.ERROR


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
    ('{"schema": 1, "facts": {"driver": {"gpus": [{"index": 0}, {"name": "x"}]}}}',
     r"facts\.driver\.gpus\[1\]: missing 'index'"),
    ('{"schema": 1, "facts": {"python": {"sys_path": ["/a", 3]}}}',
     r"facts\.python\.sys_path\[1\]: expected str, got int"),
    ('{"schema": 1, "facts": {"driver": {"gpus": [{"index": 0, "processes": [{"pid": 1}, {"pid": "1"}]}]}}}',
     r"facts\.driver\.gpus\[0\]\.processes\[1\]\.pid: expected int, got str"),
    ('{"schema": 1, "facts": {"platform": []}}', r"facts\.platform: expected an object"),
], ids=["not-json", "list", "no-schema", "newer", "zero", "wrong-type", "missing-field", "missing-in-list",
        "wrong-item", "deep", "not-object"])
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


def _six_slow_links() -> Report:
    gpus = tuple(GpuFacts(index=i, name="NVIDIA GeForce GTX 1070", compute_capability="6.1", pcie_gen=2,
                          pcie_gen_max=3, pcie_width=1, pcie_width_max=16) for i in range(6))
    return diagnose(make_facts(driver={"gpus": gpus}))


def test_the_same_finding_on_several_gpus_is_one_finding_listing_them() -> None:
    report = _six_slow_links()
    [finding] = [f for f in report.findings if f.rule_id == "GPU003"]
    assert finding.message == "GPUs 0\u20135 (6\u00d7 NVIDIA GeForce GTX 1070): PCIe link gen 2 x1 of gen 3 x16"
    assert [m.subject for m in finding.members] == [f"gpu:{i}" for i in range(6)]
    assert report.count(Severity.WARN) == 1
    assert "1 warning," in render_terminal(report)
    assert render_terminal(report).count("GPU003") == 1
    assert render_markdown(report).count("**GPU003** GPUs 0\u20135 (6\u00d7 NVIDIA GeForce GTX 1070)") == 1
    [entry] = [f for f in json.loads(report.to_json())["findings"] if f["rule_id"] == "GPU003"]
    assert [m["message"] for m in entry["members"]] == [
        f"GPU {i} (NVIDIA GeForce GTX 1070): PCIe link gen 2 x1 of gen 3 x16" for i in range(6)]


def test_different_findings_on_gpus_stay_apart() -> None:
    gpus = (GpuFacts(index=0, name="A", pcie_gen=2, pcie_gen_max=3, pcie_width=1, pcie_width_max=16),
            GpuFacts(index=1, name="B", pcie_gen=3, pcie_gen_max=3, pcie_width=8, pcie_width_max=16),
            GpuFacts(index=2, name="C", pcie_gen=2, pcie_gen_max=3, pcie_width=1, pcie_width_max=16))
    messages = [f.message for f in diagnose(make_facts(driver={"gpus": gpus})).findings if f.rule_id == "GPU003"]
    assert messages == ["GPUs 0, 2 (A, C): PCIe link gen 2 x1 of gen 3 x16",
                        "GPU 1 (B): PCIe link gen 3 x8 of gen 3 x16"]


@pytest.mark.parametrize(("names", "message"), [
    (["FOO"], f"unknown rule id or family: FOO; families: {', '.join(FAMILIES)}"),
    (["CUDA01", "PKG"], "unknown rule id or family: CUDA01; closest known: CUDA001, CUDA, CUDA006"),
    (["gpu019"], "unknown rule id or family: GPU019; closest known: GPU010, GPU009, GPU001"),
])
def test_unknown_selection_is_an_error_naming_the_closest(names: list[str], message: str) -> None:
    with pytest.raises(SelectionError) as caught:
        diagnose(make_facts(), ignore=names)
    assert str(caught.value) == f"{message} (`envcheck rules` lists them)"


def test_selection_is_case_insensitive() -> None:
    assert {r.rule_id for r in diagnose(make_facts(), select=["cuda001"]).results} == {"CUDA001"}


def test_without_tensorflow_or_driver_the_driver_category_is_not_a_pass() -> None:
    report = diagnose(make_facts(tensorflow={"installed": False, "version": None}, driver=NO_DRIVER))
    assert "[\u00b7] NVIDIA driver: not loaded" in render_terminal(report)


def test_the_benchmark_line_offers_the_cpu_when_there_is_no_gpu() -> None:
    assert "[\u00b7] Benchmarks: not run (doctor --bench)" in render_terminal(diagnose(make_facts()))
    no_gpu = render_terminal(diagnose(make_facts(driver=NO_DRIVER)))
    assert "Benchmarks: not run (no NVIDIA GPU; doctor --bench --device cpu tests the CPU)" in no_gpu


def test_driver_line_uses_the_branch_table_when_the_driver_api_is_silent() -> None:
    report = diagnose(make_facts(driver={"library_version": None, "kernel_module_version": "470.82.01",
                                         "cuda_driver_version": None}))
    assert "NVIDIA driver: 470.82.01 (its branch supports CUDA up to 11.4)" in render_terminal(report)
    assert "CUDA ?" not in render_terminal(report)


def test_the_driver_branch_is_diagnosed_and_the_renderer_only_formats_it() -> None:
    silent = {"library_version": None, "kernel_module_version": "470.82.01", "cuda_driver_version": None}
    report = diagnose(make_facts(driver=silent))
    assert report.driver_branch_cuda == load_tables().max_cuda_for_driver("470.82.01")
    assert "its branch supports" not in render_terminal(dataclasses.replace(report, driver_branch_cuda=None))
    wsl = diagnose(make_facts(driver=silent, platform={"wsl": True}))  # Windows numbering: not the Linux table
    assert wsl.driver_branch_cuda is None


def test_cuda005_does_not_repeat_cuda001s_command() -> None:
    facts = make_facts()
    libs = tuple(dataclasses.replace(lib, path=None) if lib.name in ("libcudart", "libcupti") else lib
                 for lib in facts.cuda.libraries)
    report = diagnose(make_facts(cuda={"libraries": libs}))
    commands = [c for f in report.findings if f.fix for c in f.fix.commands]
    assert len(commands) == len(set(commands))
    assert any(f.rule_id == "CUDA005" for f in report.findings)


def test_without_tensorflow_and_tf004_ignored_the_verdict_still_says_so() -> None:
    facts = make_facts(tensorflow={"installed": False, "version": None},
                       driver={"kernel_module_version": "550.54.15", "library_version": "550.90.07"})
    assert diagnose(facts, ignore=["TF004"]).verdict.startswith(
        "TensorFlow (not installed) will run on the CPU only: the loaded kernel module is 550.54.15")
    assert diagnose(make_facts(tensorflow={"installed": False, "version": None}), select=["ENV"]).verdict == (
        "TensorFlow is not installed for /venv/bin/python.")


def test_gpus_table_marks_every_gpu_of_a_merged_finding() -> None:
    table = render_gpus(_six_slow_links())
    marked = [line for line in table.splitlines() if line.startswith("!") and "GTX 1070" in line]
    assert len(marked) == 6, table
    assert table.count("GPU003") == 1


def test_what_to_do_orders_and_deduplicates_the_error_fixes() -> None:
    from envcheck.findings import Finding, Fix, Report, RuleResult, Severity, Stage, Status  # noqa: PLC0415
    from envcheck.testing import make_facts  # noqa: PLC0415

    def result(rule_id: str, severity: Severity, *commands: str, stage: Stage | None = None) -> RuleResult:
        finding = Finding(severity=severity, message=rule_id, fix=Fix("fix it", commands), stage=stage,
                          rule_id=rule_id)
        return RuleResult(rule_id=rule_id, title=rule_id, category="x", status=Status.FAIL, findings=(finding,))

    report = Report(facts=make_facts(), results=(
        result("ENV001", Severity.ERROR, "unset CUDA_VISIBLE_DEVICES"),
        result("CUDA001", Severity.ERROR, "pip install 'tensorflow[and-cuda]==2.21.0'"),
        result("PKG001", Severity.ERROR, "pip uninstall -y tensorflow-gpu", "pip install tensorflow==2.21.0",
               stage=Stage.MIXED),
        result("CUDA005", Severity.WARN, "pip install nvidia-nccl-cu12"),  # a warning: not in the list
        result("DRV001", Severity.ERROR, "sudo apt install nvidia-driver-550"),
        result("CUDA002", Severity.ERROR, "pip install 'tensorflow[and-cuda]==2.21.0'"),  # the same command again
    ))
    assert report.what_to_do == (
        "sudo apt install nvidia-driver-550",
        "pip uninstall -y tensorflow-gpu",
        "pip install tensorflow==2.21.0",
        "pip install 'tensorflow[and-cuda]==2.21.0'",
        "unset CUDA_VISIBLE_DEVICES",
    )


def test_what_to_do_keeps_a_fix_without_a_command_as_a_comment() -> None:
    from envcheck.engine import diagnose  # noqa: PLC0415
    from envcheck.testing import make_facts  # noqa: PLC0415

    facts = make_facts(driver={"kernel_module_version": None, "library_version": None, "cuda_driver_version": None,
                               "gpus": (), "device_nodes": (), "nvml_error": "NVML Shared Library Not Found",
                               "pci_gpus": ()}, platform={"container": "docker"})
    steps = diagnose(facts).what_to_do
    assert any(step.startswith("# On the host (not in this container): install the NVIDIA driver") for step in steps)
