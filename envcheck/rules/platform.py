"""PLAT: the operating system and CPU the TensorFlow wheel needs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity, Stage
from envcheck.rules._common import imported, pip, release
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Tables


@rule("PLAT001", "GPU TensorFlow on native Windows after 2.10", requires=["tensorflow"])
def native_windows_gpu_ended(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow 2.10 was the last release with GPU support on native Windows.

    From 2.11 the Windows wheel is CPU-only; the GPU needs WSL2 with the Linux
    wheel (source: tensorflow.org install/pip, "GPU support on native-Windows is
    only available for 2.10 or earlier").
    """
    match = release(facts, tables)
    if facts.platform.system != "Windows" or match is None or match.release.windows_native_gpu:
        return
    yield Finding(
        severity=Severity.ERROR,
        message=f"TensorFlow {facts.tensorflow.version} has no GPU support on native Windows (2.10 was the last)",
        evidence=(f"platform: {facts.platform.system} {facts.platform.release}",
                  f"tensorflow {facts.tensorflow.version} from {facts.tensorflow.location}"),
        fix=Fix("Run TensorFlow inside WSL2 with the Linux wheel (or, instead, go back to 2.10 on Python 3.10 or "
                f"older: `{pip(facts)} install 'tensorflow<2.11'`).",
                ("wsl --install", "wsl python3 -m pip install 'tensorflow[and-cuda]'")),
        subject="pkg:tensorflow",
        gpu_blocking=True,
    )


@rule("PLAT002", "macOS without tensorflow-metal", requires=["tensorflow"])
def macos_without_metal(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """On macOS TensorFlow reaches the GPU only through the tensorflow-metal plug-in."""
    if facts.platform.system != "Darwin" or facts.distribution("tensorflow-metal"):
        return
    yield Finding(
        severity=Severity.WARN,
        message="tensorflow-metal is not installed: TensorFlow on macOS will use the CPU only",
        evidence=(f"platform: macOS {facts.platform.release} {facts.platform.machine}",),
        fix=Fix("Install Apple's Metal plug-in in the same environment.", (f"{pip(facts)} install tensorflow-metal",)),
        subject="pkg:tensorflow-metal",
        gpu_blocking=True,
    )


@rule("PLAT003", "CPU lacks the instruction set the wheel needs", requires=["tensorflow"])
def cpu_lacks_instructions(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """CPU lacks the instruction set the wheel needs.

    TensorFlow wheels since 1.6 are built with AVX; without it `import tensorflow` dies with
    "Illegal instruction (core dumped)" (tensorflow.org install/pip; tensorflow/tensorflow#17411).
    """
    match = release(facts, tables)
    flags = facts.platform.cpu_flags
    if match is None or flags is None or facts.platform.machine not in ("x86_64", "AMD64"):
        return
    missing = [f for f in match.release.cpu_baseline if f not in flags]
    if missing:
        yield Finding(
            severity=Severity.ERROR,
            message=(f"this CPU has no {'/'.join(m.upper() for m in missing)}: importing TensorFlow "
                     f"{facts.tensorflow.version} will crash with 'Illegal instruction'"),
            evidence=(f"CPU: {facts.platform.cpu_model}", f"CPU flags found: {' '.join(flags) or 'none'}"),
            fix=Fix("Use a CPU with AVX, build TensorFlow from source without it, or use 1.5, the last wheel "
                    "without AVX (Python 3.6 or older).", (f"{pip(facts)} install 'tensorflow==1.5.*'",)),
            subject="cpu", stage=None if imported(facts) else Stage.IMPORT,
        )
