"""Run TensorFlow for real in a child process and turn whatever happens into facts.

The child (collect/_tfprobe.py) runs on the target interpreter with TensorFlow's C++ logging
turned up: from 2.12 a missing library is only logged at VLOG(1), which TF_CPP_VMODULE=dso_loader=1
shows (shared/reference/tf_log_messages.md 1.1). A crash, a hang or an import failure is data.
"""

from __future__ import annotations

import signal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from envcheck.collect.tfbuild import build_version
from envcheck.facts import ProbeFacts, ProbeGpu
from envcheck.sanitize import loads

if TYPE_CHECKING:
    from envcheck.system import CommandResult, Process, System
    from envcheck.tflog import LogEvent

__all__ = ["PROBE_TIMEOUT_S", "failure_reason", "finish_probe", "output_tail", "skipped_probe", "start_probe"]

PROBE_TIMEOUT_S = 120.0  # importing TensorFlow and initialising every GPU; a cold start can take a minute
_SCRIPT = Path(__file__).with_name("_tfprobe.py")
_MARK = "__ENVCHECK_PROBE__ "
_LOG_ENV = {
    "TF_CPP_MIN_LOG_LEVEL": "0",  # show every message, whatever the user set
    "TF_CPP_VMODULE": "dso_loader=1",  # library-load failures, hidden from 2.12 on
    "PYTHONFAULTHANDLER": "1",  # a segfault still prints the Python stack
    "PYTHONUNBUFFERED": "1",  # and everything printed before it
}
_TAIL_LINES = 15


def _build_version(build: dict[str, Any], key: str) -> str | None:
    """A version from tf.sysconfig.get_build_info(), Windows' DLL suffix ('64_112') read as 11.2."""
    return str(build_version(build[key])) if build.get(key) else None


def start_probe(system: System, python: str) -> Process:
    """Start the probe on the target interpreter; it runs while the static collectors work."""
    env = {**system.environ, **_LOG_ENV}
    return system.start([python, str(_SCRIPT)], env=env)


def skipped_probe(reason: str) -> ProbeFacts:
    """Facts for a probe that was not run."""
    return ProbeFacts(skipped=reason)


def _signal_name(code: int | None) -> str | None:
    if code is None or code >= 0:
        return None
    try:
        return signal.Signals(-code).name
    except ValueError:
        return f"signal {-code}"


def _report(stdout: str) -> dict[str, Any] | None:
    for line in reversed(stdout.splitlines()):
        if line.startswith(_MARK):
            try:
                data = loads(line[len(_MARK):])
            except ValueError:
                return None
            return data if isinstance(data, dict) else None
    return None


def _str(value: object) -> str | None:
    """A string field of the probe's report; anything else (a list, a number) is not trusted as one."""
    return value if isinstance(value, str) else None


def _dicts(value: object) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def output_tail(result: CommandResult) -> tuple[str, ...]:
    """The last lines a child printed (stdout, then stderr), without report lines."""
    lines = [line for line in (result.stdout + "\n" + result.stderr).splitlines()
             if line.strip() and not line.startswith("__ENVCHECK_")]
    return tuple(lines[-_TAIL_LINES:])


def failure_reason(result: CommandResult) -> str:
    """Why a child ended badly: timed out, killed by a signal, or its exit code."""
    if result.timed_out or result.error:
        return result.error or "timed out"
    signame = _signal_name(result.returncode)
    return f"ended by {signame}" if signame else f"exit code {result.returncode}"


def _errors(report: dict[str, Any]) -> tuple[str, ...]:
    return tuple(f"{key.removesuffix('_error')}: {value}" for key, value in report.items()
                 if key.endswith("_error") and key != "import_error" and isinstance(value, str))


def finish_probe(process: Process, timeout: float) -> ProbeFacts:
    """Wait for the probe (never past ``timeout``) and describe what TensorFlow did."""
    from envcheck.tflog import parse_log  # noqa: PLC0415 - the catalogue: only a probe that ran needs it

    result = process.wait(timeout)
    unique: dict[tuple[object, ...], LogEvent] = {}
    for event in parse_log(result.stderr):  # TensorFlow prints some lines twice, with other timestamps
        if event.level != "noise":
            unique.setdefault((event.kind, event.fields), event)
    events = tuple(unique.values())
    base: dict[str, Any] = {
        "ran": True, "timeout_s": timeout, "seconds": round(result.seconds, 2), "exit_code": result.returncode,
        "signal": _signal_name(result.returncode), "timed_out": result.timed_out, "events": events,
        "output_tail": output_tail(result),
    }
    report = _report(result.stdout)
    if report is None:
        return ProbeFacts(**base, error=f"TensorFlow probe gave no report: {failure_reason(result)}")
    # The child runs the user's TensorFlow and site-packages: every field is checked for its type.
    build = report["build"] if isinstance(report.get("build"), dict) else {}
    gpus = tuple(ProbeGpu(name=str(_str(g.get("name"))), device_name=_str(g.get("device_name")),
                          compute_capability=_str(g.get("compute_capability"))) for g in _dicts(report.get("gpus")))
    op_errors = tuple(f"{op.get('device')}: {op['error']}" for op in _dicts(report.get("gpu_ops")) if op.get("error"))
    logical = report.get("logical_gpus")
    built = report.get("built_with_cuda")
    return ProbeFacts(
        **base,
        import_error=_str(report.get("import_error")),
        version=_str(report.get("version")),
        built_with_cuda=built if isinstance(built, bool) else None,
        cuda_version=_build_version(build, "cuda_version"),
        cudnn_version=_build_version(build, "cudnn_version"),
        physical_gpus=gpus,
        logical_gpus=logical if isinstance(logical, int) and not isinstance(logical, bool) else None,
        gpu_op_errors=op_errors,
        xla=_str(report.get("xla")) or _str(report.get("xla_error")),
        mixed_precision=_str(report.get("mixed_precision")) or _str(report.get("mixed_precision_error")),
        step_errors=tuple(e for e in _errors(report) if not e.startswith("xla:")),  # RT006 reports XLA
    )
