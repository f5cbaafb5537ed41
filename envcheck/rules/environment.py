"""ENV: environment variables that change which GPUs TensorFlow sees."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts, GpuFacts
    from envcheck.tables import Tables


def _names_gpu(token: str, gpus: tuple[GpuFacts, ...]) -> bool:
    if token.isdigit():
        return int(token) < len(gpus)
    if token.startswith("MIG-"):
        return True  # MIG instances are not enumerated here; trust them
    return any(g.uuid and token.startswith(("GPU-", "gpu-")) and g.uuid.lower().startswith(token.lower())
               for g in gpus)


def visible_devices(value: str, gpus: tuple[GpuFacts, ...]) -> tuple[list[str], list[str]]:
    """Split CUDA_VISIBLE_DEVICES into (entries CUDA uses, entries it drops).

    CUDA reads the list in order and stops at the first entry that names no device.
    """
    tokens = [t.strip() for t in value.split(",")] if value.strip() else []
    used: list[str] = []
    for token in tokens:
        if not _names_gpu(token, gpus):
            break
        used.append(token)
    return used, tokens[len(used):]


@rule("ENV001", "CUDA_VISIBLE_DEVICES hides GPUs", requires=["gpus"])
def cuda_visible_devices(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """CUDA_VISIBLE_DEVICES hides GPUs.

    An empty CUDA_VISIBLE_DEVICES or -1 hides every GPU; an entry naming a GPU that does not
    exist ends the list there ("CUDA_VISIBLE_DEVICES=0,1,2,3" on a 2-GPU machine), so later
    entries are silently dropped.
    """
    value = facts.environment.get("CUDA_VISIBLE_DEVICES")
    if value is None:
        return
    gpus = facts.driver.gpus
    used, dropped = visible_devices(value, gpus)
    present = f"this machine has {len(gpus)} GPU(s): " + ", ".join(f"{g.index} {g.uuid or g.name}" for g in gpus)
    if not used:
        yield Finding(
            severity=Severity.ERROR,
            message=f"CUDA_VISIBLE_DEVICES={value!r} hides every GPU from TensorFlow",
            evidence=(present,),
            fix=Fix("Unset it to use every GPU (or, instead, list only GPUs that exist: "
                    f"`export CUDA_VISIBLE_DEVICES={','.join(str(g.index) for g in gpus)}`).",
                    ("unset CUDA_VISIBLE_DEVICES",)),
            subject="env:CUDA_VISIBLE_DEVICES",
            gpu_blocking=True,
        )
    elif dropped:
        yield Finding(
            severity=Severity.WARN,
            message=(f"CUDA_VISIBLE_DEVICES={value!r} names {', '.join(dropped)}, which do not exist; CUDA stops "
                     f"at the first such entry, so TensorFlow sees only {', '.join(used)}"),
            evidence=(present,),
            fix=Fix("List only GPUs that exist.", (f"export CUDA_VISIBLE_DEVICES={','.join(used)}",)),
            subject="env:CUDA_VISIBLE_DEVICES",
        )


@rule("ENV002", "GPU numbering differs from nvidia-smi", requires=["gpus"])
def device_order(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """GPU numbering differs from nvidia-smi.

    CUDA numbers GPUs fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, while nvidia-smi and
    NVML use PCI order: on a machine with different GPU models, "GPU 1" is not the same card.
    """
    gpus = facts.driver.gpus
    models = {g.name for g in gpus}
    if len(models) < 2 or facts.environment.get("CUDA_DEVICE_ORDER") == "PCI_BUS_ID":  # noqa: PLR2004
        return
    yield Finding(
        severity=Severity.INFO,
        message="GPUs of different models are numbered differently by CUDA (fastest first) and nvidia-smi (PCI order)",
        evidence=tuple(f"GPU {g.index}: {g.name}" + (f" at {g.pci_bus_id}" if g.pci_bus_id else "") for g in gpus),
        fix=Fix("Make CUDA use nvidia-smi's numbering.", ("export CUDA_DEVICE_ORDER=PCI_BUS_ID",)),
        subject="env:CUDA_DEVICE_ORDER",
    )
