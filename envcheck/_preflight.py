"""preflight(): the check at the top of a training script. Imports neither typer nor rich.

It collects the static facts (no subprocess for TensorFlow: the script imports it anyway), asks the
TensorFlow of this very process which GPUs it sees, checks the caller's requirements, and prints a
few lines. ``strict`` raises PreflightError (whose text is the report); otherwise it warns.
``ENVCHECK_SKIP=1`` turns it into a no-op.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import sys
import time
from typing import TYPE_CHECKING, Any, Literal

from envcheck._frozen import Frozen
from envcheck.collect import collect
from envcheck.compat import tensor_cores
from envcheck.engine import diagnose
from envcheck.errors import PreflightError
from envcheck.facts import ProbeFacts, ProbeGpu
from envcheck.findings import Finding, Fix, Severity
from envcheck.system import LocalSystem
from envcheck.tables import load_tables, version_tuple

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.findings import Report
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["PreflightResult", "Requirements", "check_requirements", "evaluate", "preflight", "probe_in_process"]


class Requirements(Frozen):
    """What the training job needs (every field optional)."""

    gpus: int | Literal["all"] = 1  # how many GPUs TensorFlow must see; "all": every GPU the driver lists
    gpu_model: str | None = None  # a substring of the GPU name: "A100", "RTX 4090"
    min_compute_capability: str | None = None  # "7.0"
    min_free_memory_mib: int | None = None  # per GPU
    allow_shared: bool = True  # whether other processes may hold the GPUs
    mixed_precision: bool = False  # float16/bfloat16 must run on tensor cores

    def __post_init__(self) -> None:
        """Refuse requirements that mean nothing (gpus=-1, None, "2") before anything is collected."""
        if self.gpus != "all" and (not isinstance(self.gpus, int) or isinstance(self.gpus, bool) or self.gpus < 0):
            msg = f"gpus must be a number of GPUs (0 or more) or 'all', not {self.gpus!r}"
            raise ValueError(msg)
        if self.min_free_memory_mib is not None and (
                not isinstance(self.min_free_memory_mib, int) or self.min_free_memory_mib < 0):
            msg = f"min_free_memory_mib must be a number of MiB, not {self.min_free_memory_mib!r}"
            raise ValueError(msg)


class PreflightResult(Frozen):
    """What preflight found. ``ok`` is False when a requirement is not met."""

    ok: bool
    findings: tuple[Finding, ...] = ()
    gpus: tuple[ProbeGpu, ...] = ()
    report: Report | None = None
    skipped: bool = False
    seconds: float = 0.0
    summary: str = ""

    def __str__(self) -> str:
        """The printed summary."""
        return self.summary


def _fail(message: str, fix: Fix | None = None, subject: str = "gpu") -> Finding:
    return Finding(severity=Severity.ERROR, message=message, fix=fix, subject=subject, rule_id="PREFLIGHT")


def check_requirements(facts: Facts, need: Requirements,  # noqa: C901 - one branch per requirement
                       tables: Tables | None = None) -> tuple[Finding, ...]:
    """The caller's requirements against what TensorFlow sees (facts.probe) and NVML reports (pure)."""
    tables = tables or load_tables()
    seen = facts.probe.physical_gpus
    findings: list[Finding] = []
    want = max(1, len(facts.driver.gpus)) if need.gpus == "all" else need.gpus
    if want:
        if facts.probe.built_with_cuda is False:
            findings.append(_fail(f"TensorFlow {facts.probe.version} is built without CUDA: it sees no GPU"))
        elif len(seen) < want:
            findings.append(_fail(f"TensorFlow sees {len(seen)} GPU(s), the job expects {want}"))
    for index, probed in enumerate(seen):
        name = probed.device_name or probed.name
        cc = version_tuple(probed.compute_capability)
        if need.gpu_model and need.gpu_model.lower() not in name.lower():
            findings.append(_fail(f"GPU {index} is a {name}, not a {need.gpu_model}"))
        if need.min_compute_capability and cc < version_tuple(need.min_compute_capability):
            findings.append(_fail(f"GPU {index} ({name}) has compute capability {probed.compute_capability}, "
                                  f"below the {need.min_compute_capability} required"))
        if need.mixed_precision and tensor_cores(tables, probed.compute_capability, name=probed.device_name) is False:
            findings.append(_fail(f"GPU {index} ({name}) has no tensor cores (compute capability "
                                  f"{probed.compute_capability}): mixed precision would be slower, not faster"))
    for gpu in facts.driver.gpus:
        free = (gpu.memory_total_mib - gpu.memory_used_mib
                if gpu.memory_total_mib is not None and gpu.memory_used_mib is not None else None)
        if need.min_free_memory_mib is not None and free is not None and free < need.min_free_memory_mib:
            findings.append(_fail(f"GPU {gpu.index} ({gpu.name}) has {free} MiB free, the job needs "
                                  f"{need.min_free_memory_mib}"))
        others = [p for p in gpu.processes if p.pid != os.getpid()]
        if not need.allow_shared and others:
            who = ", ".join(f"{p.name or '?'} (pid {p.pid})" for p in others)
            findings.append(_fail(f"GPU {gpu.index} ({gpu.name}) is in use by {who}",
                                  Fix("Stop them or choose free GPUs with CUDA_VISIBLE_DEVICES.")))
    return tuple(findings)


def probe_in_process(tf: Any, *, memory_growth: bool = False) -> ProbeFacts:  # noqa: ANN401 - the tensorflow module
    """Ask this process's TensorFlow what it sees, without initialising more than needed."""
    gpus = tf.config.list_physical_devices("GPU")
    errors = []
    if memory_growth:
        for gpu in gpus:
            try:
                tf.config.experimental.set_memory_growth(gpu, True)  # noqa: FBT003 - TensorFlow's API
            except (RuntimeError, ValueError) as exc:  # noqa: PERF203 - already initialised: too late to change
                errors.append(f"memory growth: {exc}")
    described = []
    for gpu in gpus:
        details = tf.config.experimental.get_device_details(gpu)
        cc = details.get("compute_capability")
        described.append(ProbeGpu(name=gpu.name, device_name=details.get("device_name"),
                                  compute_capability="{}.{}".format(*cc) if cc else None))
    return ProbeFacts(ran=True, version=tf.__version__, built_with_cuda=bool(tf.test.is_built_with_cuda()),
                      physical_gpus=tuple(described), logical_gpus=len(gpus), step_errors=tuple(errors))


def _summary(ok: bool, facts: Facts, findings: tuple[Finding, ...], seconds: float) -> str:  # noqa: FBT001
    names = [g.device_name or g.name for g in facts.probe.physical_gpus]
    seen = f"{len(names)} GPU(s)" + (f" ({', '.join(sorted(set(names)))})" if names else "")
    head = (f"envcheck preflight: {'OK' if ok else 'FAILED'} - TensorFlow {facts.probe.version or '?'} sees "
            f"{seen} ({seconds:.2f} s)")
    lines = [head]
    for finding in findings[:3]:
        lines.append(f"  x {finding.message}")
        lines += [f"      $ {c}" for c in (finding.fix.commands[:2] if finding.fix else ())]
    if len(findings) > 3:  # noqa: PLR2004 - a compact summary
        lines.append(f"  ... {len(findings) - 3} more; run `envcheck doctor` for the details")
    return "\n".join(lines)


def evaluate(facts: Facts, need: Requirements, *, started: float, tables: Tables | None = None) -> PreflightResult:
    """Judge the facts against the requirements; the doctor's errors come along as likely reasons."""
    tables = tables or load_tables()
    report = diagnose(facts, tables=tables, select=("PLAT", "PY", "PKG", "TF", "RT", "DRV", "CUDA", "GPU", "ENV"))
    failed = check_requirements(facts, need, tables)
    cpu_job = need.gpus == 0
    context = tuple(f for f in report.findings
                    if f.severity is Severity.ERROR and not (cpu_job and f.gpu_blocking))
    seconds = time.perf_counter() - started
    return PreflightResult(ok=not failed, findings=failed + context, gpus=facts.probe.physical_gpus, report=report,
                           seconds=seconds, summary=_summary(not failed, facts, failed + context, seconds))


def preflight(*, gpus: int | Literal["all"] = 1, gpu_model: str | None = None,
              min_compute_capability: str | None = None, min_free_memory_mib: int | None = None,
              allow_shared: bool = True, mixed_precision: bool = False, memory_growth: bool = False,
              strict: bool = True, quiet: bool = False, system: System | None = None,
              tensorflow: Any = None) -> PreflightResult:  # noqa: ANN401
    """Check, before training starts, that TensorFlow will use the GPUs this job needs.

    By default the job needs one GPU (``gpus=0`` for a CPU job, ``"all"`` for every GPU the
    driver lists). Raises PreflightError when ``strict`` and a requirement fails; otherwise prints
    the warning and returns. ``tensorflow`` defaults to the real module (imported here if the
    script has not yet). The doctor's errors are shown as the likely reasons.
    """
    if os.environ.get("ENVCHECK_SKIP") == "1":
        return PreflightResult(ok=True, skipped=True, summary="envcheck preflight: skipped (ENVCHECK_SKIP=1)")
    need = Requirements(gpus=gpus, gpu_model=gpu_model, min_compute_capability=min_compute_capability,
                        min_free_memory_mib=min_free_memory_mib, allow_shared=allow_shared,
                        mixed_precision=mixed_precision)  # ValueError for nonsense, before any work
    start = time.perf_counter()
    tf = tensorflow if tensorflow is not None else importlib.import_module("tensorflow")  # the script's own
    facts = collect(system or LocalSystem())
    facts = dataclasses.replace(facts, probe=probe_in_process(tf, memory_growth=memory_growth))
    result = evaluate(facts, need, started=start)
    if not quiet:
        sys.stderr.write(result.summary + "\n")
    if strict and not result.ok:
        raise PreflightError(result.summary, result)
    return result
