"""RT: what TensorFlow did when the probe imported it for real."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._common import pinned, pip
from envcheck.rules._registry import rule
from envcheck.tflog import pattern

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts, ProbeFacts
    from envcheck.tables import Tables
    from envcheck.tflog import LogEvent

# Log events that explain an empty GPU list, most telling first.
_WHY_NO_GPU = ("driver_version_mismatch", "kernel_driver_not_running", "driver_insufficient", "cuinit_failed",
               "gpu_libraries_missing", "dlopen_failed", "gpu_ignored", "no_cuda_drivers")
# Log events reported on their own (each with its meaning and fix from the catalogue).
_REPORTED = ("cudnn_version_mismatch", "driver_version_mismatch", "driver_insufficient", "ptx_jit", "no_kernel_image",
             "unsupported_ptx", "out_of_memory", "cudnn_handle_failed", "cublas_handle_failed", "dnn_missing",
             "libdevice_missing", "ptxas_missing", "ptxas_failed", "gpu_ignored")
_SIGNAL_MEANING = {
    "SIGILL": "an instruction this CPU does not have (a wheel built for AVX on a CPU without it?)",
    "SIGSEGV": "a crash in TensorFlow's native code (often mixed CUDA libraries or a broken install)",
    "SIGABRT": "a failed internal check in TensorFlow's C++ core (the last lines say which)",
    "SIGBUS": "a bad memory access (a truncated .so file, or /dev/shm too small in a container)",
    "SIGKILL": "killed from outside (out of host memory?)",
}


def _events(probe: ProbeFacts, kinds: tuple[str, ...]) -> list[LogEvent]:
    return [e for e in probe.events if e.kind in kinds]


def _tail(probe: ProbeFacts) -> tuple[str, ...]:
    return tuple(f"output: {line}" for line in probe.output_tail[-8:])


@rule("RT001", "TensorFlow crashed or hung when imported", requires=["probe"])
def probe_died(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A TensorFlow that crashes, hangs or exits while importing cannot train at all.

    The probe imports TensorFlow in a child process with a timeout, so envcheck itself survives
    a segfault, an abort, an illegal instruction or a hang, and shows the last lines printed.
    """
    probe = facts.probe
    if probe.import_error or probe.error is None:
        return
    if probe.timed_out:
        message = f"importing TensorFlow did not finish within {probe.timeout_s:g} s"
        fix = Fix("Look at the last lines it printed; a hung GPU driver call needs `nvidia-smi` to be checked, a "
                  "slow first start (PTX JIT) a larger timeout.", ("envcheck doctor --probe-timeout 600",))
    elif probe.signal:
        meaning = _SIGNAL_MEANING.get(probe.signal, "a fatal signal")
        message = f"TensorFlow died of {probe.signal} while importing: {meaning}"
        fix = Fix("Reinstall TensorFlow cleanly; if it persists, the evidence lines are what to report.",
                  (f"{pip(facts)} install --force-reinstall {pinned('tensorflow', facts.tensorflow.version)}",))
    else:
        message = f"the TensorFlow probe exited with code {probe.exit_code} without a report"
        fix = Fix("Run `python -c 'import tensorflow'` to see the full error.")
    yield Finding(severity=Severity.ERROR, message=message, evidence=_tail(probe), fix=fix, subject="pkg:tensorflow")


@rule("RT002", "TensorFlow fails to import", requires=["probe"])
def import_failed(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """`import tensorflow` raised: a missing linked library, a NumPy/protobuf ABI clash, a broken install."""
    probe = facts.probe
    if not probe.import_error:
        return
    known = [e for e in probe.events if e.level == "error"]
    fix = (Fix(pattern(known[0].kind).fix) if known and pattern(known[0].kind).fix
           else Fix("Reinstall TensorFlow and the packages it pairs with (see the Packages findings).",
                    (f"{pip(facts)} install --force-reinstall {pinned('tensorflow', facts.tensorflow.version)}",)))
    yield Finding(
        severity=Severity.ERROR,
        message=f"`import tensorflow` fails: {probe.import_error.splitlines()[0]}",
        evidence=(*(f"log: {e.line}" for e in known), *_tail(probe)),
        fix=fix, subject="pkg:tensorflow",
    )


def _no_gpu_reason(facts: Facts) -> tuple[str, tuple[str, ...], Fix | None]:
    probe = facts.probe
    if probe.built_with_cuda is False:
        return "this TensorFlow is built without CUDA", (), None
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip() in ("", "-1"):
        unset = Fix("Unset it.", ("unset CUDA_VISIBLE_DEVICES",))
        return f"CUDA_VISIBLE_DEVICES={visible!r} hides every GPU", (), unset
    for kind in _WHY_NO_GPU:
        found = _events(probe, (kind,))
        if found:
            if kind == "dlopen_failed":
                libs = ", ".join(e.get("lib") or "?" for e in found)
                reason = f"TensorFlow could not load {libs}"
            else:
                reason = f"TensorFlow logged: {pattern(kind).meaning}"
            return reason, tuple(f"log: {e.line}" for e in found), Fix(pattern(kind).fix) if pattern(kind).fix else None
    return ("TensorFlow's log names no reason; rerun with TF_CPP_MAX_VLOG_LEVEL=1 to see every step",
            (), None)


@rule("RT003", "TensorFlow registers no GPU on a machine that has one", requires=["probe"])
def no_gpu_registered(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The driver sees NVIDIA GPUs but TensorFlow's device list is empty: training runs on the CPU.

    The reason comes from TensorFlow's own log (library loads, cuInit, ignored devices), read with
    the dso_loader logging that 2.12+ hides by default.
    """
    probe = facts.probe
    nvidia = len(facts.driver.gpus) or len(facts.driver.pci_gpus)
    if probe.error or probe.import_error or probe.physical_gpus or not nvidia:
        return
    reason, evidence, fix = _no_gpu_reason(facts)
    yield Finding(
        severity=Severity.ERROR,
        message=f"TensorFlow {probe.version} sees no GPU although this machine has {nvidia}: {reason}",
        evidence=evidence, fix=fix, subject="gpu", gpu_blocking=True,
    )


@rule("RT004", "TensorFlow logged a GPU problem", requires=["probe"])
def logged_problems(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """TensorFlow logged a GPU problem.

    TensorFlow printed a known problem while starting its GPUs (cuDNN mismatch, PTX JIT, XLA's
    libdevice or ptxas missing, out of memory...). Each kind is reported once, with its fix.
    """
    seen: set[str] = set()
    for event in _events(facts.probe, _REPORTED):
        if event.kind in seen:
            continue
        seen.add(event.kind)
        entry = pattern(event.kind)
        yield Finding(
            severity=Severity.ERROR if entry.level == "error" else Severity.WARN,
            message=f"TensorFlow logged: {entry.meaning}",
            evidence=tuple(f"log: {e.line}" for e in facts.probe.events if e.kind == event.kind),
            fix=Fix(entry.fix) if entry.fix else None,
            subject=f"log:{event.kind}",
        )


@rule("RT005", "A GPU fails a matmul or a convolution", requires=["probe"])
def gpu_ops_fail(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The probe runs a matmul (cuBLAS) and a convolution (cuDNN) on every GPU TensorFlow registered.

    A registered GPU that cannot run them will fail the first training step.
    """
    for error in facts.probe.gpu_op_errors:
        device = error.split(": ", 1)[0]
        yield Finding(
            severity=Severity.ERROR,
            message=f"{device} is registered but a matmul or convolution on it fails",
            evidence=(error, *(f"log: {e.line}" for e in facts.probe.events if e.level == "error")),
            fix=Fix("See the logged errors; a cuDNN that does not match, or a GPU out of memory, are the usual "
                    "causes (`envcheck gpus` shows who holds the memory)."),
            subject=f"gpu:{device.rsplit(':', 1)[-1]}",
        )


@rule("RT006", "XLA (jit_compile) does not work", requires=["probe"])
def xla_unusable(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """XLA (jit_compile) does not work.

    XLA-compiled functions (`jit_compile=True`, Keras `jit_compile`) fail, usually because XLA
    cannot find CUDA's ptxas or libdevice.
    """
    xla = facts.probe.xla
    if xla and xla != "ok" and facts.probe.version:
        yield Finding(
            severity=Severity.WARN,
            message=f"a jit_compile=True function fails: {xla}",
            evidence=tuple(f"log: {e.line}" for e in _events(facts.probe, ("libdevice_missing", "ptxas_missing"))),
            fix=Fix("Point XLA at CUDA (the folder holding nvvm/libdevice and bin/ptxas), or compile without XLA.",
                    ("export XLA_FLAGS=--xla_gpu_cuda_data_dir=/usr/local/cuda",)),
            subject="xla",
        )


@rule("RT007", "The driver and TensorFlow count different GPUs", requires=["probe", "gpus"])
def gpu_count_differs(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """TensorFlow registered some GPUs but fewer than the driver lists.

    A GPU below the wheel's minimum compute capability is ignored, and CUDA_VISIBLE_DEVICES
    narrows the list; anything else is a GPU that failed to initialise.
    """
    probe, gpus = facts.probe, facts.driver.gpus
    if not probe.physical_gpus or len(probe.physical_gpus) >= len(gpus):
        return
    created = {(e.get("pci_bus_id") or "").lower()[-7:] for e in _events(probe, ("gpu_created",))}
    missing = [g for g in gpus if (g.pci_bus_id or "").lower()[-7:] not in created] if created else []
    ignored = _events(probe, ("gpu_ignored",))
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    why = ("ignored for its compute capability" if ignored
           else f"CUDA_VISIBLE_DEVICES={visible}" if visible is not None else "it failed to initialise")
    names = ", ".join(f"GPU {g.index} ({g.name}, {g.pci_bus_id})" for g in missing) or "some GPUs"
    yield Finding(
        severity=Severity.WARN,
        message=(f"the driver lists {len(gpus)} GPUs but TensorFlow registered {len(probe.physical_gpus)}: "
                 f"{names} missing, {why}"),
        evidence=tuple(f"log: {e.line}" for e in (*ignored, *_events(probe, ("gpu_created",)))),
        fix=Fix("Check the GPU rules above (GPU001 for compute capability, ENV001 for CUDA_VISIBLE_DEVICES)."),
        subject="gpu",
    )


@rule("RT008", "A step of the runtime probe raised an error", requires=["probe"])
def probe_step_failed(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """TensorFlow imported, but asking it for its build, its devices or a float16 matmul raised.

    That part of TensorFlow is broken, and the checks that rely on it saw nothing.
    """
    for error in facts.probe.step_errors:
        step, _, message = error.partition(": ")
        yield Finding(
            severity=Severity.WARN,
            message=f"the probe's {step.replace('_', ' ')} step failed: {message}",
            evidence=(error,),
            fix=Fix("If the error says 'out of memory' or 'busy or unavailable', another process holds the GPU "
                    "(`envcheck gpus` names it); otherwise reinstall TensorFlow and rerun `envcheck doctor`."),
            subject=f"probe:{step}",
        )
