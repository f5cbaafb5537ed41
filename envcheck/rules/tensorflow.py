"""TF: what kind of TensorFlow is installed, and whether envcheck knows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity, Stage
from envcheck.rules._common import linux_pip_install, pinned, pip, release
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Tables


@rule("TF001", "CPU-only TensorFlow on a machine with an NVIDIA GPU", requires=["tensorflow"])
def cpu_build_with_gpu(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """CPU-only TensorFlow on a machine with an NVIDIA GPU.

    A TensorFlow built without CUDA (tensorflow-cpu, tensorflow-intel, or a 1.x `tensorflow`)
    never uses the GPU, however the driver and libraries are set up.
    """
    tf = facts.tensorflow
    gpus = facts.driver.gpus or facts.driver.pci_gpus
    if tf.is_cuda_build is not False or tf.is_rocm_build or not gpus:
        return
    match = release(facts, tables)
    yield Finding(
        severity=Severity.ERROR,
        message=f"{tf.distribution or 'tensorflow'} {tf.version} is built without CUDA, but this machine has "
                f"{len(gpus)} NVIDIA GPU(s)",
        evidence=(f"{tf.location}: is_cuda_build={tf.is_cuda_build} (from {tf.build_info_source})",),
        fix=Fix("Replace it with the CUDA build.",
                (f"{pip(facts)} uninstall -y {tf.distribution or 'tensorflow'}",
                 # The line's GPU package: tensorflow-gpu for 1.x, tensorflow to 2.13, tensorflow[and-cuda] from 2.14.
                 f"{pip(facts)} install {pinned(match.release.gpu_package, tf.version)}" if match
                 else linux_pip_install(facts, tf.version))),
        subject="pkg:tensorflow",
        gpu_blocking=True,
    )


@rule("TF002", "TensorFlow version not in the compat table", requires=["tensorflow"])
def version_not_in_table(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow version not in the compat table.

    A version newer than the table is judged as the newest known release line; an
    unreadable or older version cannot be judged at all.
    """
    match = release(facts, tables)
    if match is not None and match.exact:
        return
    if match is not None:
        message = match.note or ""
        severity = Severity.INFO
    else:
        message = (f"TensorFlow version {facts.tensorflow.version!r} is not in the compat table "
                   f"({tables.releases[0].line} to {tables.newest.line}); version checks were skipped")
        severity = Severity.WARN
    yield Finding(
        severity=severity,
        message=message,
        evidence=(f"compat tables: {tables.directory}",),
        fix=Fix("Update envcheck for a newer table.", (f"{pip(facts)} install --upgrade envcheck",)),
        subject="pkg:tensorflow",
    )


@rule("TF003", "build_info.py could not be read", requires=["tensorflow"])
def build_info_unreadable(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Without build_info.py (or a table row) envcheck cannot tell what CUDA TensorFlow wants."""
    if facts.tensorflow.error:
        yield Finding(
            severity=Severity.WARN,
            message=f"TensorFlow's build could not be read: {facts.tensorflow.error}",
            evidence=(f"{facts.tensorflow.location}",),
            fix=Fix("Reinstall TensorFlow.", (f"{pip(facts)} install --force-reinstall --no-deps "
                                              + pinned("tensorflow", facts.tensorflow.version),)),
            subject="pkg:tensorflow",
        )


@rule("TF004", "TensorFlow is not installed")
def not_installed(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow is not installed.

    The interpreter diagnosed cannot import TensorFlow at all. The fix is the install command that
    fits its Python, the platform, the driver and the GPUs: the same answer `envcheck recommend` gives.
    """
    if facts.tensorflow.installed:
        return
    from envcheck.advise import recommend  # noqa: PLC0415 - advise imports the rules package

    advice = recommend(facts, tables)
    if advice.release is not None:
        fix = Fix(f"Install TensorFlow {advice.release.line}, the newest that fits this machine"
                  + (f" ({'; '.join(advice.notes)})" if advice.notes else "") + ".", advice.commands)
    else:
        fix = Fix("No TensorFlow fits this machine as it is: " + "; ".join(advice.blockers) + ".")
    yield Finding(
        severity=Severity.ERROR,
        message=f"TensorFlow is not installed for {facts.python.executable or 'this Python'}",
        evidence=(f"searched: {' '.join(facts.python.sys_path) or 'nothing'}",),
        fix=fix, subject="pkg:tensorflow", stage=Stage.IMPORT,
    )
