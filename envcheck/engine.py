"""diagnose(facts) -> Report: run every rule, turning skips and crashes into results."""

from __future__ import annotations

import collections
import dataclasses
import difflib
import re
import traceback
from typing import TYPE_CHECKING

from envcheck.compat import apply_tables, driver_branch_cuda
from envcheck.errors import SelectionError
from envcheck.findings import Finding, Fix, Report, RuleResult, Severity, Stage, Status
from envcheck.rules import FAMILIES, ON_REQUEST, REGISTRY, REQUIREMENTS, Rule
from envcheck.tables import Tables, load_tables

if TYPE_CHECKING:
    from collections.abc import Iterable

    from envcheck.facts import DockerfileFacts, Facts

__all__ = ["check_selection", "diagnose", "group_gpus", "run_rule", "selected", "verdict"]


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


_LEADS = {
    Stage.IMPORT: "{tf} cannot be imported",
    Stage.KERAS: "{tf} imports, but Keras cannot build a model",
    Stage.MIXED: "{tf} is a mix of two builds' files",
    Stage.NO_GPU: "{tf} will run on the CPU only",
    Stage.FAILS: "{tf} {gpus}, but training will fail",
    Stage.DEGRADED: "{tf} {gpus}, but",
}


def _gpus(facts: Facts) -> str:
    seen = len(facts.probe.physical_gpus)
    if seen:
        return f"uses {seen} GPU(s) (seen by importing it)"
    listed = len(facts.driver.gpus)
    return f"should use {listed} GPU(s)" if listed else "has no NVIDIA GPU to use"


def _fix(finding: Finding) -> str:
    if finding.fix is None:
        return ""
    if finding.fix.commands:
        return f" Fix: `{finding.fix.commands[0].split('  # ', 1)[0]}`"  # the comment stays in the finding
    return f" Fix: {finding.fix.text}"


def verdict(facts: Facts, findings: tuple[Finding, ...]) -> str:
    """One line: whether TensorFlow will train on this machine's GPUs, and else the first thing that stops it.

    Causes rank by what stops training first (``Stage``), then by severity; within a stage what the
    runtime probe saw beats what the static checks predict.
    """
    if facts.dockerfile is not None:
        return _dockerfile_verdict(facts.dockerfile, findings)
    tf = facts.tensorflow
    name = f"TensorFlow {tf.version or '(unknown version)'}" if tf.installed else "TensorFlow (not installed)"
    problems = [(f.impact, i, f) for i, f in enumerate(findings) if f.impact is not None]
    if not problems:
        if not tf.installed:
            return f"TensorFlow is not installed for {facts.python.executable or 'this Python'}."
        return f"{name} {_gpus(facts)}."
    stage, _, first = min(problems, key=lambda p: (p[0], -p[2].severity, not p[2].rule_id.startswith("RT"), p[1]))
    more = len(problems) - 1
    tail = f" (and {more} more problem{'s' * (more != 1)} in the report)" if more else ""
    message = first.message.rstrip(".")
    if not tf.installed and first.stage is Stage.IMPORT:  # "TensorFlow is not installed for ...", said by TF004
        return f"{message[:1].upper()}{message[1:]}.{_fix(first)}{tail}"
    lead = _LEADS[stage].format(tf=name, gpus=_gpus(facts))
    return f"{lead}{'' if stage is Stage.DEGRADED else ':'} {message}.{_fix(first)}{tail}"


# A per-GPU finding's message starts with its GPU: "GPU 3 (NVIDIA A100-SXM4-80GB): ...".
_GPU_LABEL = re.compile(r"GPU (?P<index>\d+) \((?P<name>[^)]*)\)")


def _ranges(indices: list[int]) -> str:
    """Indices as ranges: "0-5", "0, 2, 4" or "0-2, 5" (with an en dash)."""
    runs: list[list[int]] = []
    for i in sorted(indices):
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return ", ".join(f"{r[0]}\u2013{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)  # noqa: PLR2004


def _merge(group: list[tuple[int, str, Finding]], rest: str) -> Finding:
    """One finding for the same problem on several GPUs; the originals stay in ``members``."""
    counts = collections.Counter(name for _, name, _ in group)
    names = ", ".join(f"{n}\u00d7 {name}" if n > 1 else name for name, n in counts.items())
    members = tuple(f for _, _, f in group)
    first = members[0]
    fix = first.fix and Fix(first.fix.text, tuple(dict.fromkeys(c for f in members if f.fix for c in f.fix.commands)))
    return dataclasses.replace(
        first, message=f"GPUs {_ranges([i for i, _, _ in group])} ({names}){rest}",
        evidence=tuple(dict.fromkeys(e for f in members for e in f.evidence)), fix=fix,
        subject="gpu:" + ",".join(str(i) for i, _, _ in group), gpu_blocking=any(f.gpu_blocking for f in members),
        members=members)


def group_gpus(findings: tuple[Finding, ...]) -> tuple[Finding, ...]:
    """Merge the findings that say the same of several GPUs into one finding listing them."""
    groups: dict[tuple[object, ...], list[tuple[int, str, Finding]]] = {}
    order: list[tuple[object, ...] | Finding] = []
    for f in findings:
        label = _GPU_LABEL.match(f.message) if f.subject.startswith("gpu:") else None
        if label is None:
            order.append(f)
            continue
        key = (f.severity, f.message[label.end():], f.fix.text if f.fix else None, f.stage)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append((int(label["index"]), label["name"], f))
    out = []
    for item in order:
        if isinstance(item, Finding):
            out.append(item)
            continue
        group = groups[item]
        out.append(group[0][2] if len(group) == 1 else _merge(group, str(item[1])))
    return tuple(out)


def check_selection(names: Iterable[str]) -> None:
    """Raise SelectionError naming every --select/--ignore entry that is no rule id or family."""
    known = sorted({*REGISTRY, *FAMILIES})
    unknown = [n for n in names if n not in known]
    if not unknown:
        return
    close = list(dict.fromkeys(c for n in unknown for c in difflib.get_close_matches(n, known, n=3, cutoff=0.6)))
    hint = f"; closest known: {', '.join(close)}" if close else f"; families: {', '.join(FAMILIES)}"
    msg = f"unknown rule id or family: {', '.join(unknown)}{hint} (`envcheck rules` lists them)"
    raise SelectionError(msg)


def diagnose(
    facts: Facts, *, tables: Tables | None = None, select: Iterable[str] = (), ignore: Iterable[str] = ()
) -> Report:
    """Run the selected rules over facts (pure: no I/O beyond the cached tables)."""
    tables = tables or load_tables()
    judged = apply_tables(facts, tables)  # today's tables, also for an old report's facts
    select, ignore = tuple(s.upper() for s in select), tuple(s.upper() for s in ignore)
    check_selection((*select, *ignore))
    order = list(FAMILIES)
    rules = sorted(REGISTRY.values(), key=lambda r: (order.index(r.family), r.id))
    results = tuple(dataclasses.replace(result, findings=group_gpus(result.findings))
                    for result in (run_rule(r, judged, tables) for r in rules if selected(r, select, ignore)))
    found = tuple(f for r in results for f in r.findings)
    return Report(facts=judged, results=results, verdict=verdict(judged, found), observed=facts,
                  driver_branch_cuda=driver_branch_cuda(tables, judged))
