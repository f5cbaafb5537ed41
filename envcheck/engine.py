"""diagnose(facts) -> Report: run every rule, turning skips and crashes into results."""

from __future__ import annotations

import dataclasses
import traceback
from typing import TYPE_CHECKING

from envcheck.findings import Finding, Report, RuleResult, Severity, Status
from envcheck.rules import FAMILIES, ON_REQUEST, REGISTRY, REQUIREMENTS, Rule
from envcheck.tables import Tables, load_tables

if TYPE_CHECKING:
    from collections.abc import Iterable

    from envcheck.facts import DockerfileFacts, Facts

__all__ = ["diagnose", "run_rule", "selected"]


def selected(rule: Rule, select: Iterable[str], ignore: Iterable[str]) -> bool:
    """Whether a rule passes --select/--ignore (ids or family prefixes such as "CUDA")."""
    select, ignore = tuple(select), tuple(ignore)
    names = {rule.id, rule.family}
    if select and names.isdisjoint(select):
        return False
    if not select and rule.family in ON_REQUEST:
        return False
    return names.isdisjoint(ignore)


def run_rule(rule: Rule, facts: Facts, tables: Tables) -> RuleResult:
    """Run one rule: SKIP when a requirement is unmet, CRASH when it raises."""
    def result(status: Status, findings: tuple[Finding, ...] = (), reason: str | None = None) -> RuleResult:
        return RuleResult(rule_id=rule.id, title=rule.title, category=rule.category, status=status,
                          findings=findings, reason=reason)

    for need in rule.requires:
        check, reason = REQUIREMENTS[need]
        if not check(facts):
            return result(Status.SKIP, reason=reason)
    try:
        findings = tuple(dataclasses.replace(f, rule_id=rule.id) for f in rule.fn(facts, tables))
    except Exception:  # noqa: BLE001 - one buggy rule must not hide the others' findings
        return result(Status.CRASH, reason=traceback.format_exc())
    return result(Status.FAIL if findings else Status.PASS, findings)


def _dockerfile_verdict(d: DockerfileFacts, findings: tuple[Finding, ...]) -> str:
    if d.error:
        return f"{d.path}: {d.error}."
    blocking = [f for f in findings if f.gpu_blocking]
    if blocking:
        return f"TensorFlow in the image of {d.path} will run on the CPU only: {blocking[0].message}"
    errors = sum(1 for f in findings if f.severity is Severity.ERROR)
    if errors:
        return f"{d.path}: {errors} error(s) below will break the build or training."
    return f"{d.path} (FROM {d.base}): nothing found that would keep TensorFlow off the GPU."


def verdict(facts: Facts, findings: tuple[Finding, ...]) -> str:
    """One sentence answering whether TensorFlow will train on this machine's GPUs (or in a Dockerfile's image)."""
    if facts.dockerfile is not None:
        return _dockerfile_verdict(facts.dockerfile, findings)
    tf = facts.tensorflow
    if not tf.installed:
        return f"TensorFlow is not installed for {facts.python.executable or 'this Python'}."
    name = f"TensorFlow {tf.version or '(unknown version)'}"
    blocking = [f for f in findings if f.gpu_blocking]
    if blocking:
        return f"{name} will run on the CPU only: {blocking[0].message}"
    errors = sum(1 for f in findings if f.severity is Severity.ERROR)
    tail = f"; {errors} error(s) below will break training" if errors else ""
    seen = len(facts.probe.physical_gpus)
    if seen:
        return f"{name} uses {seen} GPU(s) (seen by importing it){tail}."
    gpus = len(facts.driver.gpus)
    if not gpus:
        return f"{name} has no NVIDIA GPU to use{tail}."
    return f"{name} should use {gpus} GPU(s){tail}."


def diagnose(
    facts: Facts, *, tables: Tables | None = None, select: Iterable[str] = (), ignore: Iterable[str] = ()
) -> Report:
    """Run the selected rules over facts (pure: no I/O beyond the cached tables)."""
    tables = tables or load_tables()
    select, ignore = tuple(select), tuple(ignore)
    order = list(FAMILIES)
    rules = sorted(REGISTRY.values(), key=lambda r: (order.index(r.family), r.id))
    results = tuple(run_rule(r, facts, tables) for r in rules if selected(r, select, ignore))
    found = tuple(f for r in results for f in r.findings)
    return Report(facts=facts, results=results, verdict=verdict(facts, found))
