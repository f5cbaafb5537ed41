"""The runtime probe: real child processes, with fake TensorFlows that misbehave and the real one."""

from __future__ import annotations

import importlib.util
import os
import sys
import time

import pytest
from fakes import DATA, NO_LDCONFIG, python_info, this_machine

from envcheck.collect import collect
from envcheck.collect.probe import _SCRIPT, finish_probe, start_probe
from envcheck.engine import diagnose
from envcheck.system import LocalSystem
from envcheck.testing import FakeSystem, make_facts, run_rule

FAKES = DATA / "fake_tensorflow"
TIMEOUT = 4.0
MARGIN = 3.0  # process start-up and the kill


def _probe_fake(name: str):
    env = {**os.environ, "PYTHONPATH": str(FAKES / name)}
    started = time.monotonic()
    facts = finish_probe(start_probe(LocalSystem(environ=env), sys.executable), TIMEOUT)
    assert time.monotonic() - started < TIMEOUT + MARGIN
    return facts


def test_segfault_is_reported_with_its_signal_and_last_lines() -> None:
    probe = _probe_fake("segfault")
    assert probe.signal == "SIGSEGV"
    assert any("Segmentation fault" in line for line in probe.output_tail)
    finding = run_rule("RT001", make_facts(probe=probe)).findings[0]
    assert finding.message.startswith("TensorFlow died of SIGSEGV while importing")


def test_abort_is_reported() -> None:
    probe = _probe_fake("abort")
    assert probe.signal == "SIGABRT"
    assert any("Thread creation failed" in line for line in probe.output_tail)
    assert "SIGABRT" in run_rule("RT001", make_facts(probe=probe)).findings[0].message


def test_hang_ends_at_the_timeout() -> None:
    probe = _probe_fake("hang")
    assert probe.timed_out
    assert f"did not finish within {TIMEOUT:g} s" in run_rule("RT001", make_facts(probe=probe)).findings[0].message


def test_import_error_is_reported_with_the_recognised_cause() -> None:
    probe = _probe_fake("import_error")
    assert probe.import_error is not None
    assert "libcublas.so.9.0" in probe.import_error
    assert run_rule("RT001", make_facts(probe=probe)).findings == ()
    finding = run_rule("RT002", make_facts(probe=probe)).findings[0]
    assert "libcublas.so.9.0: cannot open shared object file" in finding.message


def test_probe_runs_only_when_asked_and_tensorflow_is_there(tmp_path) -> None:
    assert collect(this_machine(tmp_path / "a")).probe.skipped == "static checks only (--quick)"
    empty = FakeSystem(tmp_path / "b", python=python_info(), commands=NO_LDCONFIG)
    assert collect(empty, probe_timeout=5).probe.skipped == "TensorFlow is not installed"
    assert empty.calls == [] or all("_tfprobe" not in c for c in empty.calls)


def test_recorded_probe_of_this_machine(tmp_path) -> None:
    machine = this_machine(tmp_path)
    facts = collect(machine, probe_timeout=60)
    probe = facts.probe
    assert (probe.version, probe.cuda_version, probe.logical_gpus, probe.xla) == ("2.21.0", "12.5.1", 0, "ok")
    assert [e.kind for e in probe.events] == ["no_cuda_drivers", "dlopen_failed", "cuinit_failed"]
    probe_env = machine.envs[machine.calls.index(f"/venv/bin/python {_SCRIPT}")]
    assert probe_env["TF_CPP_VMODULE"] == "dso_loader=1"
    report = diagnose(facts)
    assert {f.rule_id for f in report.findings if f.rule_id.startswith("RT")} == set()  # no GPU to miss


@pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="TensorFlow is not installed")
def test_real_tensorflow_on_the_cpu() -> None:
    facts = finish_probe(start_probe(LocalSystem(), sys.executable), 180)
    assert facts.version == "2.21.0"
    assert facts.built_with_cuda is True
    assert facts.logical_gpus == len(facts.physical_gpus)
    assert facts.xla == "ok"


def test_a_step_that_raises_is_kept_and_reported() -> None:
    probe = _probe_fake("broken_runtime")
    error = "InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory"
    assert (probe.version, probe.cuda_version) == ("2.21.0", "12.5.1")
    assert f"physical: {error}" in probe.step_errors
    assert probe.xla not in (None, "ok")
    assert not any(e.startswith("xla:") for e in probe.step_errors)  # RT006's, not RT008's
    messages = [f.message for f in run_rule("RT008", make_facts(probe=probe)).findings]
    assert f"the probe's physical step failed: {error}" in messages
