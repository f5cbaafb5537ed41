"""BENCH: what the per-device benchmarks measured (`doctor --bench`, `gpus --each`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import BenchResult, Facts, WorkerResult
    from envcheck.tables import Tables

SIBLING_SHARE = 0.7  # a GPU below 70 % of the median of its same-model siblings is flagged
PEAK_SHARE = 0.3  # float32 matmul at the largest size below 30 % of the model's peak is flagged
CUDNN_SPEEDUP = 1.5  # cuDNN's LSTM kernel is usually several times faster than the generic one on a GPU
LINK_SHARE = 0.5  # pinned copies below half the link's theoretical rate are flagged
PAIR_SHARE = 0.6  # a GPU pair's all-reduce below 60 % of the median of pairs on the same kind of link
# _LAZY: the peak and link figures (envcheck.bench.figures, envcheck.links) are imported by the rules
# that judge benchmark results, when there are some: `doctor` without a benchmark needs neither.


def _label(result: BenchResult) -> str:
    return "the CPU" if result.device == "cpu" else f"GPU {result.index} ({result.name})"


def _subject(result: BenchResult) -> str:
    return "cpu" if result.device == "cpu" else f"gpu:{result.index}"


@rule("BENCH001", "A device failed its benchmark", requires=["bench"])
def bench_failed(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The benchmark process crashed, hung, or could not run a measurement on this device.

    A GPU that cannot finish a matmul or an LSTM step will fail the first training step too.
    """
    for result in facts.bench:
        if not result.error and not result.errors:
            continue
        yield Finding(
            severity=Severity.ERROR if result.error else Severity.WARN,
            message=f"{_label(result)}: " + (f"the benchmark failed: {result.error}" if result.error
                                             else f"some measurements failed: {'; '.join(result.errors)}"),
            evidence=(*(f"log: {e.line}" for e in result.events), *(f"output: {l}" for l in result.output_tail[-5:])),  # noqa: E741
            fix=Fix("See the evidence; `envcheck doctor` explains most causes (libraries, memory, cuDNN)."),
            subject=_subject(result),
        )


@rule("BENCH002", "A GPU is slower than its siblings", requires=["bench"])
def slower_than_siblings(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A GPU is slower than its siblings.

    Among GPUs of the same model, one delivering under 70 % of their median float32 throughput
    is throttling, on a degraded link, or shared with another job.
    """
    by_model: dict[str, list[BenchResult]] = {}
    for result in facts.bench:
        if result.device == "gpu" and result.peak_fp32 is not None:
            by_model.setdefault(result.name or "?", []).append(result)
    for model, results in by_model.items():
        if len(results) < 2:  # noqa: PLR2004 - siblings need two
            continue
        import statistics  # noqa: PLC0415 - only benchmark results need it (it imports decimal, random)

        median = statistics.median(r.peak_fp32.tflops.median for r in results if r.peak_fp32)
        if not median > 0:  # no sibling measured anything
            continue
        for result in results:
            own = result.peak_fp32.tflops.median if result.peak_fp32 else 0.0
            if own < SIBLING_SHARE * median:
                yield Finding(
                    severity=Severity.WARN,
                    message=(f"{_label(result)} reaches {own:.1f} TFLOP/s, {own / median:.0%} of the median "
                             f"({median:.1f}) of the {len(results)} {model} GPUs"),
                    evidence=tuple(f"GPU {r.index}: {r.peak_fp32.tflops.median:.1f} TFLOP/s" for r in results
                                   if r.peak_fp32),
                    fix=Fix("Look at this GPU's health (throttling, PCIe link, other processes) in `envcheck gpus`."),
                    subject=_subject(result),
                )


@rule("BENCH003", "A GPU is far below its model's peak", requires=["bench"])
def below_peak(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """A GPU is far below its model's peak.

    A large float32 matmul reaching under 30 % of the peak NVIDIA publishes for the math it ran
    (TF32 tensor cores, TensorFlow's default from Ampere on, else FP32; and true FP32 with TF32
    off) points to throttling, a busy GPU, or a TensorFlow not using the GPU's kernels (PTX JIT,
    wrong build).
    """
    from envcheck.bench.figures import float32_peak, model_of, strict_peak  # noqa: PLC0415 - see _LAZY

    for result in facts.bench:
        model = model_of(result, tables)
        for best, peak in ((result.peak_fp32, float32_peak(result, tables)),
                           (result.fp32_strict, strict_peak(result, tables) if result.fp32_strict else None)):
            if model is None or peak is None or best is None or not peak.tflops > 0:  # a table's 0 is no peak
                continue
            share = best.tflops.median / peak.tflops
            if share < PEAK_SHARE:
                off = " with TF32 off" if best is result.fp32_strict else ""
                yield Finding(
                    severity=Severity.WARN,
                    message=(f"{_label(result)} reaches {best.tflops.median:.1f} TFLOP/s in a {best.size}x{best.size} "
                             f"float32 matmul{off}, {share:.0%} of its {peak.tflops:g} TFLOP/s {peak.math} peak"),
                    evidence=(f"peak from compat_tables/gpus.json ({model.key}; sources: {', '.join(model.sources)})",),
                    fix=Fix("Check throttling and other processes (`envcheck gpus`); larger operations use a GPU "
                            "better."),
                    subject=_subject(result),
                )


@rule("BENCH004", "The LSTM gains little from cuDNN", requires=["bench"])
def lstm_without_cudnn_gain(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The LSTM gains little from cuDNN.

    On a GPU, Keras' default LSTM runs cuDNN's fused kernel, several times faster than the
    generic one; no gain means cuDNN is not being used (or a layer option disables it).
    """
    for result in facts.bench:
        cudnn, generic = result.lstm_cudnn_s, result.lstm_generic_s
        if result.device != "gpu" or cudnn is None or generic is None or not cudnn.median > 0:
            continue  # a zero (or NaN) median is no measurement
        speedup = generic.median / cudnn.median
        if speedup < CUDNN_SPEEDUP:
            yield Finding(
                severity=Severity.WARN,
                message=f"{_label(result)}: the default LSTM step is only {speedup:.1f}x faster than one without cuDNN",
                evidence=((f"LSTM step {cudnn.median * 1000:.1f} ms with cuDNN, "
                          f"{generic.median * 1000:.1f} ms without"),),
                fix=Fix("Keep LSTM layers cuDNN-compatible (activation tanh, recurrent_activation sigmoid, "
                        "recurrent_dropout 0, unroll False, use_bias True, right-padded masks; GRU reset_after True): "
                        "envcheck.keras.InputBoundCallback names the layers that are not, and check the cuDNN "
                        "findings of `envcheck doctor`."),
                subject=_subject(result),
            )


@rule("BENCH005", "Training across GPUs fails", requires=["together"])
def together_fails(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """MirroredStrategy could not train over all visible GPUs, or its all-reduce failed.

    The GPU or link at fault is named from the single-GPU benchmarks (a GPU that failed alone)
    and NVML's NVLink state (links that are down); otherwise NCCL's error is the evidence.
    """
    together = facts.together
    if together is None or not together.error:
        return
    failed_alone = [b for b in facts.bench if b.device == "gpu" and b.error]
    links_down = [g for g in facts.driver.gpus if g.nvlinks_down]
    if failed_alone:
        culprit = "GPU " + ", ".join(f"{b.index} ({b.name})" for b in failed_alone) + " also fails on its own"
    elif links_down:
        culprit = "NVLink is down on " + ", ".join(f"GPU {g.index} ({g.nvlinks_down} link(s))" for g in links_down)
    elif facts.bench:
        culprit = "every GPU works on its own, so the fault is between them (NCCL, peer-to-peer, the PCIe topology)"
    else:
        culprit = "run `envcheck gpus --each` to see whether one GPU fails on its own"
    yield Finding(
        severity=Severity.ERROR,
        message=f"training with MirroredStrategy over {len(together.devices) or 'the'} devices fails: {culprit}",
        evidence=(together.error, *(f"log: {e.line}" for e in together.events),
                  *(f"output: {line}" for line in together.output_tail[-5:])),
        fix=Fix("Leave the failing GPU out with CUDA_VISIBLE_DEVICES, or try without NCCL's peer-to-peer path.",
                ("export NCCL_P2P_DISABLE=1", "NCCL_DEBUG=INFO envcheck gpus --together")),
        subject="gpus",
    )


@rule("BENCH006", "Host-device copies far below the link", requires=["bench"])
def copies_below_link(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Host-device copies are far below what the link allows.

    Pinned-memory copies through the CUDA driver API normally reach most of the PCIe link's rate
    (generation x width) or of NVLink-C2C on GH200; under half points to a link trained down,
    a card in a slower slot or behind a shared switch. Input pipelines feed the GPU over it.
    """
    from envcheck.bench.figures import copy_link  # noqa: PLC0415 - see _LAZY

    for result in facts.bench:
        copies, link = result.copies, copy_link(result, facts.driver.gpus)
        if copies is None or link is None or copies.pinned_h2d_gbs is None or copies.pinned_d2h_gbs is None:
            continue
        worst = min(copies.pinned_h2d_gbs.median, copies.pinned_d2h_gbs.median)
        if worst < LINK_SHARE * link.gbs:
            gpu = next((g for g in facts.driver.gpus if g.index == result.index), None)
            now = f"; the link runs at gen{gpu.pcie_gen} x{gpu.pcie_width} now" if gpu and gpu.pcie_gen else ""
            yield Finding(
                severity=Severity.WARN,
                message=(f"{_label(result)}: pinned copies reach {worst:.1f} GB/s, {worst / link.gbs:.0%} of "
                         f"{link.name}'s {link.gbs:.1f} GB/s per direction{now}"),
                evidence=((f"pinned host->device {copies.pinned_h2d_gbs.median:.1f} GB/s, device->host "
                          f"{copies.pinned_d2h_gbs.median:.1f} GB/s ({copies.mib} MiB, cuMemcpy)"),),
                fix=Fix("Check the slot and link (`nvidia-smi -q -d PCI`, `sudo lspci -vv` LnkSta) while the GPU is "
                        "busy; reseat the card or move it to a full x16 slot."),
                subject=_subject(result),
            )


@rule("BENCH007", "A GPU pair all-reduces far slower than its siblings", requires=["together"])
def pair_outlier(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """A GPU pair's all-reduce is far slower than pairs joined by the same kind of link.

    With MirroredStrategy every step waits for the slowest link, so one degraded pair (an NVLink
    link down, a GPU behind a slower switch) slows the whole job.
    """
    together = facts.together
    if together is None or len(together.pairs) < 2:  # noqa: PLR2004 - siblings need two
        return
    from envcheck.links import pair_link  # noqa: PLC0415 - see _LAZY

    links = {p.gpus: pair_link(p, facts.driver.gpus) for p in facts.driver.pairs}
    # Pairs are siblings when their links are of the same kind: NVLink (whatever the count), or PCIe.
    kinds: dict[str, list[float]] = {}
    for pair in together.pairs:
        link = links.get(pair.gpus)
        kinds.setdefault("NVLink" if link and "NVLink" in link.name else "PCIe", []).append(pair.busbw_gbs.median)
    for pair in together.pairs:
        link = links.get(pair.gpus)
        siblings = kinds["NVLink" if link and "NVLink" in link.name else "PCIe"]
        import statistics  # noqa: PLC0415 - only benchmark results need it (it imports decimal, random)

        median = statistics.median(siblings)
        if len(siblings) > 1 and pair.busbw_gbs.median < PAIR_SHARE * median:
            state = next((p for p in facts.driver.pairs if p.gpus == pair.gpus), None)
            down = f"; NVML: {state.nvlinks_down} NVLink link(s) down" if state and state.nvlinks_down else ""
            yield Finding(
                severity=Severity.WARN,
                message=(f"GPU {pair.gpus[0]} + GPU {pair.gpus[1]} all-reduce at {pair.busbw_gbs.median:.1f} GB/s bus "
                         f"bandwidth, {pair.busbw_gbs.median / median:.0%} of the median ({median:.1f}) of "
                         f"{len(siblings)} pairs{down}"),
                evidence=tuple(f"GPU {p.gpus[0]} + GPU {p.gpus[1]}: {p.busbw_gbs.median:.1f} GB/s"
                               for p in together.pairs),
                fix=Fix("See the NVLink state and the topology of that pair; leave a bad GPU out with "
                        "CUDA_VISIBLE_DEVICES.", ("nvidia-smi nvlink -s", "nvidia-smi topo -m")),
                subject="gpus",
            )


def _culprit(worker: WorkerResult) -> str:
    """Which worker or link the failure points at, from the ports seen and the phase it stalled in."""
    closed = [p.split(" ", 2) for p in worker.peers if not p.endswith(" listening")]
    if closed:
        refused = "refuses connections: not started, crashed, or its port is closed"
        return "; ".join(f"worker {i} ({address}) " + (refused if state == "refused"
                                                       else f"{state}: host down or firewalled")
                         for i, address, state in closed)
    if worker.timed_out:
        return (f"it hung while {worker.phase or 'starting'} although every other worker listens: a collective "
                "stalls between them (network, NCCL)")
    return f"it failed while {worker.phase or 'starting'}"


@rule("BENCH008", "Training across workers fails", requires=["workers"])
def workers_fail(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """MultiWorkerMirroredStrategy could not train across the workers, or they run different versions.

    Every worker must reach every other on its TF_CONFIG port, and all of them must run the same
    TensorFlow. Each worker's failure names the phase it stalled in and what the other workers' ports
    answered just before the timeout: a refused port is a worker that is not running, no answer is a
    host down or a firewall, and a hang while every port listens is a collective that stalls.
    """
    assert facts.workers is not None
    results = facts.workers.results
    versions = {r.tf_version for r in results if r.tf_version}
    if len(versions) > 1:
        yield Finding(
            severity=Severity.ERROR,
            message="the workers run different TensorFlow versions: " + ", ".join(
                f"worker {r.index} ({r.address}) {r.tf_version}" for r in results if r.tf_version),
            fix=Fix("Install the same TensorFlow on every worker (`envcheck fleet` compares the nodes)."),
            subject="workers",
        )
    for worker in results:
        if not worker.error:
            continue
        yield Finding(
            severity=Severity.ERROR,
            message=f"worker {worker.index} ({worker.address}) failed: {_culprit(worker)}",
            evidence=(worker.error, *(f"port of worker {p}" for p in worker.peers),
                      *(f"output: {line}" for line in worker.output_tail[-5:])),
            fix=Fix("Start every worker with the same TF_CONFIG cluster (each with its own index) and open the "
                    "ports between them.", ("envcheck gpus --workers HOST:PORT,HOST:PORT --index I",)),
            subject=f"worker:{worker.index}",
        )
