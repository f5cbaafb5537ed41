"""GPU: whether TensorFlow's compiled kernels fit each GPU."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from envcheck.compat import arch, gpu_runs_build, is_arch, kernel_support
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._common import pip, release
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts, GpuFacts
    from envcheck.tables import Tables

# A JIT cache large enough for TensorFlow's PTX, so the slow compile happens once (NVIDIA's
# CUDA_CACHE_MAXSIZE, in bytes; the default cache is far smaller).
_JIT_CACHE = "export CUDA_CACHE_MAXSIZE=4294967296"


def _beyond_the_build(facts: Facts, tables: Tables, caps: tuple[str, ...], cc: str) -> str | None:
    """Why PTX JIT is not enough for this GPU with this build (unverified, or newer than the tables), if so."""
    match = release(facts, tables)
    if match is None:
        return None
    build = dataclasses.replace(match.release, compute_capabilities=caps,  # the installed build's, where it says
                                cuda_build=facts.tensorflow.cuda_version or match.release.cuda_build)
    fit = gpu_runs_build(tables, build, cc)
    return fit.reason if fit.how in ("unverified", "unknown") else None


def _gpu_name(gpu: GpuFacts) -> str:
    """The label a per-GPU message starts with; the engine merges the same message on several GPUs by it."""
    return f"GPU {gpu.index} ({gpu.name or 'unknown'})"


@rule("GPU001", "GPU not covered by TensorFlow's compiled kernels", requires=["tensorflow", "cuda_build", "gpus"])
def capability_not_compiled(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """GPU not covered by TensorFlow's compiled kernels.

    TensorFlow ignores a GPU below the lowest architecture it was built for ("Ignoring visible
    gpu device ... The minimum required Cuda capability is N"), and JIT-compiles PTX for one it
    has no binaries for ("could take 30 minutes or longer"). A GPU whose architecture came with a
    later CUDA major than TensorFlow's build, or one newer than the tables, is not known to work.
    """
    caps = tuple(c for c in facts.tensorflow.compute_capabilities if is_arch(c))
    if not caps:
        return
    lowest = min(arch(c) for c in caps)
    gpus = [g for g in facts.driver.gpus if g.compute_capability and is_arch(g.compute_capability)]
    unusable = [g for g in gpus if arch(g.compute_capability or "") < lowest]
    for gpu in gpus:
        cc = gpu.compute_capability or ""
        evidence = (f"GPU {gpu.index}: {gpu.name}, compute capability {cc}",
                    f"TensorFlow {facts.tensorflow.version} kernels: {','.join(caps)}")
        if gpu in unusable:
            yield Finding(
                severity=Severity.ERROR,
                message=(f"{_gpu_name(gpu)}: compute capability {cc} is below TensorFlow "
                         f"{facts.tensorflow.version}'s minimum {lowest[0]}.{lowest[1]}, so TensorFlow ignores it"),
                evidence=evidence,
                fix=Fix("Use an older TensorFlow built for this GPU (see `envcheck rules --explain GPU001`), or a "
                        "newer GPU.", ()),
                subject=f"gpu:{gpu.index}",
                gpu_blocking=len(unusable) == len(gpus),
            )
        elif (doubt := _beyond_the_build(facts, tables, caps, cc)) is not None:
            yield Finding(
                severity=Severity.WARN,
                message=f"{_gpu_name(gpu)}: {doubt}",
                evidence=evidence,
                fix=Fix("Use a TensorFlow built with a CUDA that knows this GPU (`envcheck matrix --gpu "
                        f"{cc}`).", (f"{pip(facts)} install --upgrade 'tensorflow[and-cuda]'",)),
                subject=f"gpu:{gpu.index}",
            )
        elif kernel_support(caps, cc) == "ptx":
            yield Finding(
                severity=Severity.WARN,
                message=(f"{_gpu_name(gpu)}: TensorFlow {facts.tensorflow.version} has no kernels built for "
                         f"compute capability {cc}; they are JIT-compiled from PTX, and the first start can take 30 "
                         "minutes or more"),
                evidence=evidence,
                fix=Fix("Keep the JIT cache between runs so that the compile happens once, or use a TensorFlow "
                        "built for this GPU.", (_JIT_CACHE, f"{pip(facts)} install --upgrade tensorflow")),
                subject=f"gpu:{gpu.index}",
            )


_HW_SLOWDOWN = ("hw_slowdown", "hw_thermal_slowdown", "hw_power_brake_slowdown")


@rule("GPU002", "GPU is throttling", requires=["gpus"])
def throttling(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Clocks are held down by heat or power, so the GPU delivers a fraction of its speed.

    Hardware slowdown (thermal, power brake) halves the clocks or worse; software thermal
    slowdown and a power cap set below the default cost less but add up over a long run.
    Training still runs, slower, so it is a warning.
    """
    for gpu in facts.driver.gpus:
        reasons = set(gpu.clock_event_reasons or ())
        hard = sorted(reasons & set(_HW_SLOWDOWN))
        capped = ("sw_power_cap" in reasons and gpu.power_limit_w is not None
                  and gpu.default_power_limit_w is not None and gpu.power_limit_w < gpu.default_power_limit_w)
        soft = sorted(reasons & {"sw_thermal_slowdown"}) + (["sw_power_cap below the default limit"] if capped else [])
        if not hard and not soft:
            continue
        evidence = (f"active clock event reasons: {', '.join(sorted(reasons))}",
                    f"SM clock {gpu.sm_clock_mhz} of {gpu.max_sm_clock_mhz} MHz",
                    f"temperature {gpu.temperature_c} C (slowdown at {gpu.slowdown_temperature_c or 'n/a'} C)",
                    f"power {gpu.power_w} W, limit {gpu.power_limit_w} W (default {gpu.default_power_limit_w} W)")
        yield Finding(
            severity=Severity.WARN,
            message=f"{_gpu_name(gpu)}: throttled by {', '.join(hard + soft)}, so training runs slower",
            evidence=evidence,
            fix=Fix("Improve cooling and airflow, check the power cables and supply; a lowered power limit can be "
                    "restored by an administrator.",
                    (f"sudo nvidia-smi -i {gpu.index} -pl {gpu.default_power_limit_w:g}",)
                    if capped and gpu.default_power_limit_w else ()),
            subject=f"gpu:{gpu.index}",
        )


@rule("GPU003", "PCIe link below its maximum", requires=["gpus"])
def pcie_degraded(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A GPU whose PCIe link trained narrower (or, under load, slower) than it can moves data slower.

    Idle GPUs lower the link generation to save power, so a low generation only counts while
    the GPU is busy; a narrow link (x8 on an x16 card) counts always: a wrong slot, a riser or
    a dirty connector.
    """
    for gpu in facts.driver.gpus:
        narrow = gpu.pcie_width is not None and gpu.pcie_width_max is not None and gpu.pcie_width < gpu.pcie_width_max
        busy = (gpu.utilization_pct or 0) >= 50  # noqa: PLR2004 - the link only trains up under load
        slow = busy and gpu.pcie_gen is not None and gpu.pcie_gen_max is not None and gpu.pcie_gen < gpu.pcie_gen_max
        if narrow or slow:
            yield Finding(
                severity=Severity.WARN,
                message=(f"{_gpu_name(gpu)}: PCIe link gen {gpu.pcie_gen} x{gpu.pcie_width} of gen "
                         f"{gpu.pcie_gen_max} x{gpu.pcie_width_max}"),
                evidence=(f"GPU {gpu.index}: utilization {gpu.utilization_pct} %, PCI bus id {gpu.pci_bus_id}",),
                fix=Fix("Reseat the card in a full-width slot, avoid risers and check the BIOS lane settings."),
                subject=f"gpu:{gpu.index}",
            )


@rule("GPU004", "GPU memory errors", requires=["gpus"])
def memory_errors(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Uncorrectable ECC errors, failed or pending row remaps and pending page retirements.

    Volatile uncorrectable errors mean a job has probably already been hit; a pending remap or
    retirement needs a GPU reset; a failed remap makes the GPU a candidate for replacement.
    """
    for gpu in facts.driver.gpus:
        bad = [f"{gpu.ecc_uncorrected_volatile} uncorrectable ECC errors since the driver loaded"
               if gpu.ecc_uncorrected_volatile else "", "a row remap failed" if gpu.remap_failed else ""]
        pending = ["a row remap is pending" if gpu.remap_pending else "",
                   "retired pages are pending" if gpu.retired_pages_pending else ""]
        history = (f"{gpu.ecc_uncorrected_aggregate} uncorrectable ECC errors over its lifetime"
                   if gpu.ecc_uncorrected_aggregate and not gpu.ecc_uncorrected_volatile else "")
        problems = [p for p in (*bad, *pending, history) if p]
        if not problems:
            continue
        yield Finding(
            severity=Severity.ERROR if any(bad) else Severity.WARN,
            message=f"{_gpu_name(gpu)}: {'; '.join(problems)}",
            evidence=((f"ECC enabled {gpu.ecc_enabled}, uncorrectable volatile {gpu.ecc_uncorrected_volatile}, "
                      f"aggregate {gpu.ecc_uncorrected_aggregate}"),
                      (f"remapped rows {gpu.remapped_rows_uncorrectable}, pending {gpu.remap_pending}, "
                      f"failed {gpu.remap_failed}"), f"retired pages {gpu.retired_pages}"),
            fix=Fix("Drain the GPU and reset it (a failed remap or repeated errors: contact the vendor).",
                    (f"sudo nvidia-smi -i {gpu.index} -r",)),
            subject=f"gpu:{gpu.index}",
        )


# Memory held by others that leaves a TensorFlow job short: a tenth of the card, or 1 GiB.
_BUSY_SHARE, _BUSY_MIB = 0.1, 1024


@rule("GPU005", "Memory held by other processes", requires=["gpus"])
def memory_held_by_others(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Another process already holds GPU memory.

    TensorFlow maps nearly all free GPU memory at start-up unless memory growth is on, so a
    second job (or a forgotten notebook) makes it fail with out-of-memory errors or run short.
    """
    def held(gpu: GpuFacts) -> int:
        return sum(p.used_mib or 0 for p in gpu.processes)

    free = [g for g in facts.driver.gpus if not g.processes and not g.error]
    for gpu in facts.driver.gpus:
        if not gpu.processes or held(gpu) < min(_BUSY_MIB, _BUSY_SHARE * (gpu.memory_total_mib or 0)):
            continue
        who = ", ".join(f"{p.name or '?'} (pid {p.pid}, {p.used_mib if p.used_mib is not None else '?'} MiB)"
                        for p in gpu.processes)
        other = (f"export CUDA_VISIBLE_DEVICES={free[0].uuid or free[0].index}  # GPU {free[0].index} is free",
                 ) if free else ()
        yield Finding(
            severity=Severity.WARN,
            message=f"{_gpu_name(gpu)}: {held(gpu)} of {gpu.memory_total_mib} MiB are held by {who}",
            evidence=tuple(f"pid {p.pid}: {p.name}" for p in gpu.processes),
            fix=Fix("Stop those processes" + (", pick a free GPU" if free else "")
                    + ", or let TensorFlow grow its memory instead of claiming it all.",
                    ("export TF_FORCE_GPU_ALLOW_GROWTH=true", *other)),
            subject=f"gpu:{gpu.index}",
        )


@rule("GPU006", "Compute mode keeps TensorFlow out", requires=["gpus"])
def compute_mode(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Compute mode keeps TensorFlow out.

    A GPU in Prohibited compute mode accepts no CUDA context at all; in Exclusive_Process mode
    it accepts one process, so a second job (or a notebook holding it) fails to start.
    """
    gpus = facts.driver.gpus
    prohibited = [g for g in gpus if g.compute_mode == "Prohibited"]
    for gpu in gpus:
        if gpu.compute_mode == "Prohibited":
            yield Finding(
                severity=Severity.ERROR, message=f"{_gpu_name(gpu)}: Prohibited compute mode, so no CUDA process "
                                                 "can use it", subject=f"gpu:{gpu.index}",
                fix=Fix("Ask the administrator to set the default compute mode.",
                        (f"sudo nvidia-smi -i {gpu.index} -c DEFAULT",)),
                gpu_blocking=len(prohibited) == len(gpus),
            )
        elif gpu.compute_mode == "Exclusive_Process":
            yield Finding(
                severity=Severity.WARN if gpu.processes else Severity.INFO,
                message=(f"{_gpu_name(gpu)}: Exclusive_Process compute mode"
                         + (f", already used by pid {gpu.processes[0].pid}" if gpu.processes else
                            ", so only one process at a time can use it")),
                fix=Fix("Use one process per GPU, or set the default compute mode.",
                        (f"sudo nvidia-smi -i {gpu.index} -c DEFAULT",)),
                subject=f"gpu:{gpu.index}",
            )


@rule("GPU007", "MIG mode is on", requires=["gpus"])
def mig_mode(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """With MIG on, CUDA and TensorFlow see MIG instances, not the GPU.

    Each process uses one instance, picked by its MIG UUID in CUDA_VISIBLE_DEVICES; with no
    instances created no CUDA device appears. A pending mode change needs a GPU reset.
    """
    for gpu in facts.driver.gpus:
        if gpu.mig_enabled is None:
            continue
        if gpu.mig_pending is not None and gpu.mig_pending != gpu.mig_enabled:
            yield Finding(severity=Severity.WARN, subject=f"gpu:{gpu.index}",
                          message=f"{_gpu_name(gpu)}: a MIG mode change is pending a GPU reset",
                          fix=Fix("Reset the GPU to apply it.", (f"sudo nvidia-smi -i {gpu.index} -r",)))
        if gpu.mig_enabled:
            yield Finding(
                severity=Severity.WARN,
                message=(f"{_gpu_name(gpu)}: MIG is on, so TensorFlow sees one MIG instance per process (a slice "
                         "of its memory and SMs), not the whole GPU, and cannot mirror across instances"),
                evidence=(f"MIG current {gpu.mig_enabled}, pending {gpu.mig_pending}",),
                fix=Fix("List the instances and pick one by its UUID, or turn MIG off for whole-GPU training.",
                        ("nvidia-smi -L",
                         "export CUDA_VISIBLE_DEVICES=$(nvidia-smi -L | grep -o 'MIG-[^)]*' | head -n 1)",
                         f"sudo nvidia-smi -i {gpu.index} -mig 0")),
                subject=f"gpu:{gpu.index}",
            )


@rule("GPU008", "A GPU does not answer", requires=["gpus"])
def gpu_lost(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A GPU does not answer.

    The driver lists a GPU it cannot talk to: fallen off the bus (Xid 79), needing a reset, or
    its firmware store corrupt. Every job placed on it will fail.
    """
    for gpu in facts.driver.gpus:
        if gpu.error:
            yield Finding(
                severity=Severity.ERROR,
                message=f"GPU {gpu.index} ({gpu.name or gpu.pci_bus_id or 'unknown'}): does not answer: {gpu.error}",
                evidence=("the kernel log names the cause: sudo dmesg | grep -i 'NVRM: Xid'",),
                fix=Fix("Reset the GPU (if the reset fails, reboot: `sudo reboot`); if it comes back lost, check its "
                        "power cables and seating.", (f"sudo nvidia-smi -i {gpu.index} -r",)),
                subject=f"gpu:{gpu.index}",
            )


@rule("GPU009", "NVLink links are down", requires=["gpus"])
def nvlink_down(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """NVLink links are down.

    A GPU whose NVLink links are partly inactive sends its share of every all-reduce over the
    remaining links (or PCIe): multi-GPU training runs at the pace of that GPU. A GPU with no
    link up at all (one GPU of an NVLink system passed to a VM) is not flagged.
    """
    for gpu in facts.driver.gpus:
        if not gpu.nvlinks_down or not gpu.nvlinks_up:
            continue
        pairs = [p for p in facts.driver.pairs if gpu.index in p.gpus and p.nvlinks_down]
        yield Finding(
            severity=Severity.WARN,
            message=(f"{_gpu_name(gpu)} has {gpu.nvlinks_down} of {gpu.nvlinks_up + gpu.nvlinks_down} NVLink links "
                     "down"),
            evidence=tuple(f"GPU {p.gpus[0]} <-> GPU {p.gpus[1]}: {p.nvlinks} link(s) up, {p.nvlinks_down} down"
                           + (" (through NVSwitch)" if p.nvswitch else "") for p in pairs),
            fix=Fix("Look at the link errors, then reset the GPU (or reboot); a link that stays down is a hardware "
                    "fault to report to the vendor.",
                    (f"nvidia-smi nvlink -s -i {gpu.index}", f"nvidia-smi nvlink -e -i {gpu.index}",
                     f"sudo nvidia-smi -i {gpu.index} -r")),
            subject=f"gpu:{gpu.index}",
        )


@rule("GPU010", "A GPU's compute capability is unknown", requires=["tensorflow", "cuda_build", "gpus"])
def capability_unknown(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """A GPU's compute capability is unknown.

    Whether TensorFlow's kernels run on a GPU (GPU001) depends on its compute capability. NVML and
    the CUDA driver API report it; without them (nvidia-smi's XML has none) envcheck reads it from
    the GPU tables by the GPU's name. For a GPU the tables do not know that reported none, envcheck
    says it cannot judge the GPU against the build rather than guess: the compute capability decides it.
    """
    version = facts.tensorflow.version
    for gpu in facts.driver.gpus:
        if gpu.error or is_arch(gpu.compute_capability or "") or tables.compute_capability_of(gpu.name):
            continue
        yield Finding(
            severity=Severity.WARN,
            message=(f"{_gpu_name(gpu)}: compute capability not reported, and the GPU tables do not know this "
                     f"name, so whether TensorFlow {version}'s kernels run on it is not checked"),
            evidence=(f"GPU {gpu.index}: {gpu.name or 'no name'}; no compute capability from NVML or CUDA",),
            fix=Fix("Uncertain: the GPU's compute capability decides it. nvidia-smi prints it (older drivers lack "
                    "the compute_cap field; NVIDIA's CUDA GPUs list gives it by model); then `envcheck matrix --gpu "
                    "X.Y` says which TensorFlow builds run on it.",
                    ("nvidia-smi --query-gpu=index,name,compute_cap --format=csv",)),
            subject=f"gpu:{gpu.index}",
        )
