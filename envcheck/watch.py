"""`envcheck run --watch`: sample a training command's GPU and CPU use, then name what bounds it.

Sampling (side effects) is kept apart from the verdict (`judge`, pure), so the verdict is tested
over recorded sample series. The command's output, exit code and signals pass through untouched.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import signal
import statistics
import subprocess
import threading
import time
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from envcheck._frozen import Frozen
from envcheck.errors import ReportError
from envcheck.inputbound import COMPUTE_ADVICE, InputReport, pipeline_advice
from envcheck.sanitize import loads

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import IO

    from envcheck.system import System

__all__ = ["RunOutcome", "Sample", "Sampler", "Verdict", "exit_status", "judge", "run_command", "save_samples"]

# Thresholds of the verdict (percent GPU utilization, CPU cores busy).
GPU_IDLE_PCT = 5.0  # below this on average the GPU did nothing
GPU_BUSY_PCT = 70.0  # at or above this the GPU is the bottleneck
CPU_BUSY_CORES = 0.8  # at least this much CPU work while the GPU waits
CPU_IDLE_CORES = 0.1  # below this the command was mostly waiting
_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


class Sample(Frozen):
    """One look at the running command."""

    t: float  # seconds since the command started
    cpu_cores: float | None  # CPU seconds per second of the command's process tree (1.0 = one busy core)
    gpu_util: tuple[int, ...] = ()  # per GPU, percent
    gpu_memory_mib: tuple[int, ...] = ()  # per GPU
    gpu_pids: tuple[tuple[int, ...], ...] = ()  # per GPU, the processes computing on it


class RunOutcome(Frozen):
    """How the command ended."""

    exit_code: int | None
    signal: str | None
    seconds: float
    error: str | None = None  # why the command could not start


class Verdict(Frozen):
    """What bounded the run, the numbers behind it, and what to do."""

    kind: str  # "gpu-bound", "input-bound", "cpu-only", "mixed", "unknown"
    message: str
    numbers: tuple[str, ...] = ()
    advice: tuple[str, ...] = ()

    def describe(self) -> str:
        """The lines printed when the command ends."""
        lines = [f"envcheck: {self.kind.upper()}: {self.message}", *(f"  {n}" for n in self.numbers)]
        return "\n".join(lines + [f"  - {a}" for a in self.advice])


def _mean(values: Sequence[float]) -> float | None:
    return statistics.fmean(values) if values else None


def _callback_numbers(report: InputReport) -> str:
    """What the Keras callback measured, in one line."""
    if report.input_share is None:
        return f"the training callback did not measure the input wait ({report.method})"
    return (f"the training callback measured {report.input_share:.0%} of each step waiting for input "
            f"(fetch {(report.fetch_s or 0) * 1000:.1f} ms, compute {(report.compute_s or 0) * 1000:.1f} ms"
            f"{', uncertain' if report.verdict == 'uncertain' else ''})")


def judge(samples: Sequence[Sample], outcome: RunOutcome, report: InputReport | None = None) -> Verdict:  # noqa: C901, PLR0911 - one return per verdict
    """Name what bounded the run: the GPU, the input pipeline, or nothing on the GPU at all.

    The Keras callback's measurement (when the command used it) decides input-bound or not; the
    GPU utilization samples decide GPU-bound or idle, and stand in for the callback without it.
    The advice follows what was measured: input advice only when the input is the bottleneck (the
    callback's, which knows the pipeline, when there is one), and the step's own speed-ups (mixed
    precision, XLA) only for a run that used a GPU.
    """
    busy = [max(s.gpu_util) for s in samples if s.gpu_util]
    gpu = _mean(busy)
    cpu = _mean([s.cpu_cores for s in samples if s.cpu_cores is not None])
    numbers = [f"{len(samples)} samples over {outcome.seconds:.0f} s",
               f"GPU utilization {gpu:.0f}% on average (busiest GPU)" if gpu is not None else "no GPU samples",
               f"CPU {cpu:.1f} cores busy on average" if cpu is not None else "no CPU samples"]
    if report is not None:
        numbers.append(_callback_numbers(report))
    if outcome.signal or outcome.exit_code:
        numbers.append(f"the command ended with {outcome.signal or f'exit code {outcome.exit_code}'}")
    input_bound = report.input_bound if report is not None else None
    input_advice = report.advice if report is not None and report.advice else pipeline_advice(None)
    compute_advice = (COMPUTE_ADVICE,) if gpu is not None else ()
    if input_bound is None and gpu is None:  # nothing but the CPU to go by
        if report is not None and report.verdict == "uncertain":
            return Verdict("uncertain", "the callback's measurement does not decide whether the input bounds the "
                           "run (see the spread it printed per epoch)", tuple(numbers), input_advice)
        if cpu is None:
            return Verdict("unknown", "no samples were taken (the command ended too soon?)", tuple(numbers))
        if cpu < CPU_IDLE_CORES:
            return Verdict("idle", "the command neither used a GPU nor kept a CPU core busy (waiting on files, "
                                   "the network, or sleeping)", tuple(numbers))
        return Verdict("cpu-only", "no GPU activity at all (no NVIDIA GPU was sampled): the run used the CPU",
                       tuple(numbers))
    if gpu is not None and gpu < GPU_IDLE_PCT and not input_bound:
        return Verdict("cpu-only", "the GPU stayed idle: the command ran on the CPU (is TensorFlow seeing the GPU? "
                                   "run `envcheck doctor`)", tuple(numbers))
    if gpu is not None and gpu >= GPU_BUSY_PCT:
        return Verdict("gpu-bound", "the GPU is the bottleneck, as it should be", tuple(numbers), compute_advice)
    if input_bound or (input_bound is None and gpu is not None and gpu < GPU_BUSY_PCT
                       and cpu is not None and cpu >= CPU_BUSY_CORES):
        return Verdict("input-bound", "training waits for its input pipeline", tuple(numbers), input_advice)
    if input_bound is False:
        where = "the GPU" if gpu is not None else "the CPU"
        return Verdict("compute-bound", f"the input keeps up; the model's own compute on {where} bounds the run",
                       tuple(numbers), compute_advice)
    return Verdict("mixed", "neither the GPU nor the input clearly bounds the run", tuple(numbers),
                   (*input_advice[-1:], *compute_advice))


def _tree_ticks(system: System, root: int) -> int | None:
    """CPU ticks used so far by ``root`` and its descendants (Linux /proc)."""
    parents: dict[int, int] = {}
    ticks: dict[int, int] = {}
    for entry in system.list_dir("/proc"):
        if not entry.isdigit():
            continue
        text = system.read_text(f"/proc/{entry}/stat")
        if not text or ")" not in text:
            continue
        fields = text.rsplit(")", 1)[1].split()  # after the command name, which may hold spaces
        parents[int(entry)] = int(fields[1])
        ticks[int(entry)] = int(fields[11]) + int(fields[12])  # utime + stime
    if root not in ticks:
        return None
    family, frontier = {root}, [root]
    while frontier:
        children = [pid for pid, parent in parents.items() if parent in frontier and pid not in family]
        family.update(children)
        frontier = children
    return sum(ticks[pid] for pid in family)


class Sampler(threading.Thread):
    """Samples GPU utilization (NVML) and the process tree's CPU use every ``interval`` seconds."""

    def __init__(self, system: System, pid: int, interval: float = 1.0,
                 on_sample: Callable[[Sample], None] | None = None) -> None:
        """Watch the process tree rooted at ``pid``; hand each sample to ``on_sample`` as it is taken."""
        super().__init__(daemon=True)
        self.system, self.pid, self.interval, self.on_sample = system, pid, interval, on_sample
        self.samples: list[Sample] = []
        self._stop_event = threading.Event()
        self._nvml: Any = None

    def _pids(self, handle: Any) -> tuple[int, ...]:  # noqa: ANN401 - an NVML handle
        try:
            return tuple(int(p.pid) for p in self._nvml.nvmlDeviceGetComputeRunningProcesses(handle))
        except self._nvml.NVMLError:
            return ()

    def _gpus(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
        nvml = self._nvml
        if nvml is None:
            return (), (), ()
        util, memory, pids = [], [], []
        try:
            for index in range(nvml.nvmlDeviceGetCount()):
                handle = nvml.nvmlDeviceGetHandleByIndex(index)
                util.append(int(nvml.nvmlDeviceGetUtilizationRates(handle).gpu))
                memory.append(int(nvml.nvmlDeviceGetMemoryInfo(handle).used) // (1 << 20))
                pids.append(self._pids(handle) if self.on_sample else ())
        except nvml.NVMLError:
            return (), (), ()
        return tuple(util), tuple(memory), tuple(pids)

    def _start_nvml(self) -> None:
        try:
            nvml = self.system.nvml()
        except ImportError:
            return
        try:
            nvml.nvmlInit()
        except nvml.NVMLError:  # no driver: CPU samples only
            return
        self._nvml = nvml

    def run(self) -> None:
        """Sample until stopped."""
        self._start_nvml()
        start = time.monotonic()
        last_ticks, last_t = _tree_ticks(self.system, self.pid), 0.0
        while not self._stop_event.wait(self.interval):
            now = time.monotonic() - start
            ticks = _tree_ticks(self.system, self.pid)
            cpu = ((ticks - last_ticks) / _CLOCK_TICKS / (now - last_t)
                   if ticks is not None and last_ticks is not None and now > last_t else None)
            util, memory, pids = self._gpus()
            sample = Sample(t=round(now, 2), cpu_cores=None if cpu is None else round(cpu, 2), gpu_util=util,
                            gpu_memory_mib=memory, gpu_pids=pids)
            self.samples.append(sample)
            if self.on_sample:
                self.on_sample(sample)
            last_ticks, last_t = ticks if ticks is not None else last_ticks, now

    def stop(self) -> list[Sample]:
        """Stop sampling and return the samples."""
        self._stop_event.set()
        self.join(timeout=5)
        if self._nvml is not None:
            with contextlib.suppress(self._nvml.NVMLError):  # nothing to do about a failed shutdown
                self._nvml.nvmlShutdown()
        return self.samples


def _relay(stream: IO[bytes], show: Callable[[str, bool], None], *, stderr: bool) -> threading.Thread:
    """Hand the command's output to ``show`` line by line, as it comes."""

    def pump() -> None:
        for line in iter(stream.readline, b""):
            show(line.decode("utf-8", "replace"), stderr)
        stream.close()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    return thread


def run_command(argv: Sequence[str], *, env: dict[str, str], system: System | None, interval: float = 1.0,
                on_sample: Callable[[Sample], None] | None = None,
                show: Callable[[str, bool], None] | None = None) -> tuple[RunOutcome, list[Sample]]:
    """Run the command with its output passed through; sample it when a system is given.

    With ``show`` the output goes through it (text, whether from stderr) instead of straight to
    this process's own streams, unbuffered, so that a live display can print it above itself.
    """
    start = time.monotonic()
    pipe = subprocess.PIPE if show else None
    try:
        proc = subprocess.Popen(list(argv), env={**env, "PYTHONUNBUFFERED": "1"} if show else env,  # noqa: S603 - the user's own command
                                stdout=pipe, stderr=pipe)
    except OSError as exc:
        missing = isinstance(exc, FileNotFoundError)
        why = "command not found" if missing else f"cannot run it: {exc.strerror or exc}"
        return RunOutcome(exit_code=127 if missing else 126, signal=None, seconds=0.0, error=f"{argv[0]}: {why}"), []
    relays = [_relay(stream, show, stderr=err) for stream, err in ((proc.stdout, False), (proc.stderr, True))
              if stream is not None and show is not None]
    sampler = Sampler(system, proc.pid, interval, on_sample) if system is not None else None
    if sampler:
        sampler.start()
    forwarded = {sig: signal.signal(sig, lambda s, _f: proc.send_signal(s)) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        code = proc.wait()
    finally:
        for sig, handler in forwarded.items():
            signal.signal(sig, handler)
    for relay in relays:
        relay.join(timeout=5)
    samples = sampler.stop() if sampler else []
    name = signal.Signals(-code).name if code < 0 else None
    return RunOutcome(exit_code=code, signal=name, seconds=time.monotonic() - start), samples


def exit_status(outcome: RunOutcome) -> int:
    """The status a shell would report: the command's exit code, or 128 + the signal that ended it."""
    code = outcome.exit_code if outcome.exit_code is not None else 1
    return 128 - code if code < 0 else code


def save_samples(path: str, samples: Sequence[Sample]) -> None:
    """Write the samples as CSV (``.csv``) or JSON (anything else)."""
    target = Path(path)
    if target.suffix == ".csv":
        width = max((len(s.gpu_util) for s in samples), default=0)
        with target.open("w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(["t", "cpu_cores", *(f"gpu{i}_util" for i in range(width)),
                             *(f"gpu{i}_memory_mib" for i in range(width))])
            for s in samples:
                writer.writerow([s.t, s.cpu_cores, *s.gpu_util, *s.gpu_memory_mib])
        return
    target.write_text(json.dumps([asdict(s) for s in samples], indent=1) + "\n", encoding="utf-8")


def load_samples(text: str, source: str) -> tuple[Sample, ...]:
    """Samples saved by `run --watch --samples FILE.json`; raise ReportError when they are not that."""
    try:
        rows = loads(text)
        if not isinstance(rows, list):
            msg = "not a list"
            raise TypeError(msg)  # noqa: TRY301 - one message for every malformed shape
        return tuple(Sample(t=float(r["t"]), cpu_cores=None if r.get("cpu_cores") is None else float(r["cpu_cores"]),
                            gpu_util=tuple(int(u) for u in r.get("gpu_util", ())),
                            gpu_memory_mib=tuple(int(m) for m in r.get("gpu_memory_mib", ())),
                            gpu_pids=tuple(tuple(int(p) for p in g) for g in r.get("gpu_pids", ()))) for r in rows)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        msg = f"{source}: not samples saved by `envcheck run --watch --samples FILE.json` ({exc})"
        raise ReportError(msg) from None
