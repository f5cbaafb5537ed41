"""Findings and the report: what diagnosing facts produces.

A report is the facts plus one result per rule. It serializes to the JSON that
``envcheck report --json`` writes and ``envcheck diagnose`` reads back; only the
facts are trusted on the way back in, the rules are re-run.
"""

from __future__ import annotations

import dataclasses
import enum

from envcheck import _serde, sanitize
from envcheck._frozen import Frozen
from envcheck.errors import ReportError
from envcheck.facts import SCHEMA_VERSION, Facts, TensorFlowFacts

__all__ = ["Finding", "Fix", "Report", "RuleResult", "Severity", "Stage", "Status"]


class Severity(enum.IntEnum):
    """How bad a finding is. ERROR means the GPU will not be used (or TF will not run)."""

    INFO = 1
    WARN = 2
    ERROR = 3


class Stage(enum.IntEnum):
    """What a finding stops, in the order training meets it; the verdict names the earliest."""

    IMPORT = 1  # TensorFlow cannot be imported
    KERAS = 2  # Keras cannot build a model
    MIXED = 3  # two TensorFlow builds overwrote each other's files
    NO_GPU = 4  # no usable GPU: training runs on the CPU
    FAILS = 5  # another error: training on the GPU fails
    DEGRADED = 6  # a warning: training runs, slower or less reliably


class Status(enum.Enum):
    """The closed set of outcomes of running one rule."""

    PASS = "pass"  # noqa: S105 - a status, not a password
    FAIL = "fail"
    SKIP = "skip"
    CRASH = "crash"


# Rule families whose fixes change the machine under Python (driver, kernel, container, WSL).
_SYSTEM_FAMILIES = ("DRV", "GPU", "PLAT", "WSL")


def _step(rule_id: str, command: str) -> int:
    """Which step of "what to do" a fix command belongs to: system, uninstall, install, environment."""
    if rule_id.startswith(_SYSTEM_FAMILIES):
        return 0
    if " uninstall " in f" {command} ":
        return 1
    if command.startswith(("export ", "unset ")) or rule_id.startswith("ENV"):
        return 3
    return 2


class Fix(Frozen):
    """How to fix a finding: a sentence, and commands a user can paste."""

    text: str
    commands: tuple[str, ...] = ()


class Finding(Frozen):
    """One problem, with the values that prove it and how to fix it."""

    severity: Severity
    message: str
    evidence: tuple[str, ...] = ()
    fix: Fix | None = None
    subject: str = "system"  # "pkg:tensorflow", "gpu:1", "lib:libcudnn"
    gpu_blocking: bool = False  # on its own, this keeps TensorFlow off the GPU
    stage: Stage | None = None  # what it stops when earlier than NO_GPU (import, Keras, mixed files)
    rule_id: str = ""  # stamped by the engine
    members: tuple[Finding, ...] = ()  # the same finding on each of several GPUs, merged into this one

    @property
    def impact(self) -> Stage | None:
        """What this finding stops; None for a note."""
        if self.stage is not None:
            return self.stage
        if self.gpu_blocking:
            return Stage.NO_GPU
        return {Severity.ERROR: Stage.FAILS, Severity.WARN: Stage.DEGRADED}.get(self.severity)


class RuleResult(Frozen):
    """The outcome of one rule."""

    rule_id: str
    title: str
    category: str
    status: Status
    findings: tuple[Finding, ...] = ()
    reason: str | None = None  # why it was skipped, or the traceback of a crash


class Report(Frozen):
    """Facts plus every rule's result, and the one-line verdict drawn from them."""

    facts: Facts  # as the rules saw them: the observations with the tables applied
    results: tuple[RuleResult, ...] = ()
    verdict: str = ""
    schema: int = SCHEMA_VERSION
    observed: Facts | None = None  # what the collectors saw; saved instead of ``facts``
    driver_branch_cuda: str | None = None  # the newest CUDA of the driver's branch, from the tables

    @property
    def findings(self) -> tuple[Finding, ...]:
        """Every finding, most severe first, in rule order within a severity."""
        found = [f for r in self.results for f in r.findings]
        return tuple(sorted(found, key=lambda f: -f.severity))

    @property
    def worst(self) -> Severity | None:
        """The highest severity found, or None when nothing was found."""
        return max((f.severity for f in self.findings), default=None)

    @property
    def what_to_do(self) -> tuple[str, ...]:
        """The fix commands of the errors, once each, in the order to run them (a fix without one as a comment).

        The driver and the system first (a library cannot load without the driver), then every
        uninstall (before anything is reinstalled), then installs, then environment settings;
        within a step, what stops training earliest first.
        """
        errors = [(f, f.fix) for f in self.findings if f.severity is Severity.ERROR and f.fix is not None]
        # A fix with no command (one done elsewhere, such as on a container's host) stays in as a comment.
        ranked = sorted(((_step(f.rule_id, c), f.impact or Stage.DEGRADED, i, c)
                         for i, (f, fix) in enumerate(errors) for c in fix.commands or (f"# {fix.text}",)),
                        key=lambda r: r[:3])
        return tuple(dict.fromkeys(command for *_, command in ranked))

    def count(self, severity: Severity) -> int:
        """How many findings have exactly this severity."""
        return sum(1 for f in self.findings if f.severity is severity)

    def to_json(self) -> str:
        """Serialize the whole report (the format is specified in docs/report-format.md)."""
        data = {
            "schema": self.schema,
            "envcheck_version": self.facts.envcheck_version,
            "verdict": self.verdict,
            "worst": self.worst.name if self.worst else None,
            "findings": [_serde.to_data(f) for f in self.findings],
            "results": [{k: v for k, v in _serde.to_data(r).items() if k != "findings"} for r in self.results],
            "facts": _serde.to_data(self.observed or self.facts),
        }
        return sanitize.dumps(data, indent=2) + "\n"

    @staticmethod
    def facts_from_json(text: str, source: str = "report") -> Facts:
        """Read the facts back from a saved report; raise ReportError on anything unusable."""
        try:
            data = sanitize.loads(text)
        except ValueError as exc:
            msg = f"{source}: not JSON ({exc})"
            raise ReportError(msg) from None
        if not isinstance(data, dict) or "facts" not in data:
            msg = f"{source}: not an envcheck report (no 'facts')"
            raise ReportError(msg)
        schema = data.get("schema")
        if not isinstance(schema, int) or isinstance(schema, bool):
            msg = f"{source}: no schema number"
            raise ReportError(msg)
        if schema < 1:
            msg = f"{source}: unknown report schema {schema}"
            raise ReportError(msg)
        if schema > SCHEMA_VERSION:
            msg = f"{source}: report schema {schema} is newer than this envcheck reads ({SCHEMA_VERSION}); upgrade it"
            raise ReportError(msg)
        try:
            facts = _serde.from_data(Facts, data["facts"], "facts")
        except _serde.SerdeError as exc:
            msg = f"{source}: malformed report: {exc}"
            raise ReportError(msg) from None
        return _observed_only(facts) if schema < SCHEMA_VERSION else facts


def _observed_only(facts: Facts) -> Facts:
    """A schema-1 report without the table values its collector filled in, so today's tables decide.

    Schema 1 stamped a TensorFlow without build_info.py with its table row (build_info_source "table");
    its libraries' ``required`` and the cuda ``for_tensorflow`` line are dropped when read.
    """
    tf = facts.tensorflow
    if tf.build_info_source != "table":
        return facts
    blank = TensorFlowFacts(installed=tf.installed, version=tf.version, distribution=tf.distribution,
                            location=tf.location)
    return dataclasses.replace(facts, tensorflow=blank)
