"""The facts a benchmark, a MirroredStrategy or a MultiWorkerMirroredStrategy run measures.

Part of envcheck.facts, which names them (import them from there): they live apart so that a
command that runs none of them (``doctor --quick``) does not build their classes.
"""

from __future__ import annotations

from envcheck._frozen import Frozen

# Imported for real: reading a report back resolves this name in this module (envcheck._serde).
from envcheck.tflog import LogEvent  # noqa: TC001

__all__ = ["AllReduceResult", "BenchResult", "CopyResult", "MatmulResult", "MultiWorkerResult", "PairAllReduce",
           "Spread", "TogetherResult", "WorkerResult"]


class Spread(Frozen):
    """Median and range of repeated measurements."""

    median: float
    min: float
    max: float


class MatmulResult(Frozen):
    """Matrix-multiply throughput at one size and data type."""

    size: int
    dtype: str  # "float32", "bfloat16", "float16"
    tflops: Spread
    seconds: Spread  # per multiplication


class CopyResult(Frozen):
    """Host<->device copies straight through the CUDA driver API (cuMemcpy), no TensorFlow involved.

    Pageable: an ordinary host buffer (the driver stages it); pinned: cuMemHostAlloc'ed page-locked memory.
    """

    mib: int  # bytes per copy / 2**20
    pageable_h2d_gbs: Spread | None = None
    pageable_d2h_gbs: Spread | None = None
    pinned_h2d_gbs: Spread | None = None
    pinned_d2h_gbs: Spread | None = None
    error: str | None = None  # why the copies could not run (libcuda missing, out of memory)


class BenchResult(Frozen):
    """One device benchmarked in a process of its own. CLI: ``envcheck gpus --each``."""

    device: str  # "gpu" or "cpu"
    index: int | None = None  # the GPU's NVML index (PCI order)
    name: str | None = None
    uuid: str | None = None
    error: str | None = None  # why the run failed as a whole (crash, hang, no GPU seen)
    seconds: float | None = None
    matmul: tuple[MatmulResult, ...] = ()  # float32 as TensorFlow runs it by default, the size sweep
    tf32: bool | None = None  # those float32 matmuls ran as TF32 (TensorFlow's default where tensor cores have it)
    fp32_strict: MatmulResult | None = None  # float32 at the largest size with TF32 turned off
    low_precision: MatmulResult | None = None  # float16 / bfloat16 on tensor cores (the preferred one)
    half: tuple[MatmulResult, ...] = ()  # every 16-bit type measured at the largest size (bfloat16, float16)
    host_to_device_gbs: Spread | None = None  # a NumPy array copied by TensorFlow (pageable)
    device_to_host_gbs: Spread | None = None
    copies: CopyResult | None = None  # pageable and pinned copies through the CUDA driver API
    lstm_cudnn_s: Spread | None = None  # one Keras LSTM training step, default (cuDNN) layer
    lstm_generic_s: Spread | None = None  # the same step with a layer that cannot use cuDNN
    errors: tuple[str, ...] = ()  # measurements that failed while others ran
    events: tuple[LogEvent, ...] = ()
    output_tail: tuple[str, ...] = ()

    @property
    def peak_fp32(self) -> MatmulResult | None:
        """The float32 result at the largest size."""
        return max(self.matmul, key=lambda m: m.size, default=None)


class AllReduceResult(Frozen):
    """A summing all-reduce of one message size inside tf.function, as nccl-tests report it.

    algbw = bytes / time; busbw = algbw x 2(n-1)/n, the rate each link must carry in a ring.
    """

    bytes: int  # per replica
    seconds: Spread
    algbw_gbs: Spread
    busbw_gbs: Spread


class PairAllReduce(Frozen):
    """The same all-reduce between just two GPUs (NVML indices)."""

    gpus: tuple[int, int]
    bytes: int
    busbw_gbs: Spread


class TogetherResult(Frozen):
    """A few synchronous training steps under tf.distribute.MirroredStrategy. CLI: ``envcheck gpus --together``."""

    device: str  # "gpu", or "cpu" (two logical CPU devices)
    devices: tuple[str, ...] = ()
    replicas: int | None = None
    step_s: Spread | None = None  # one synchronous training step
    allreduce_gbs: Spread | None = None  # bus bandwidth at the largest size of the sweep
    cross_device_ops: str | None = None  # "NcclAllReduce", "ReductionToOneDevice", ...
    allreduce: tuple[AllReduceResult, ...] = ()  # the message-size sweep, smallest first
    pairs: tuple[PairAllReduce, ...] = ()  # every pair of GPUs on its own
    error: str | None = None
    seconds: float | None = None
    events: tuple[LogEvent, ...] = ()
    output_tail: tuple[str, ...] = ()


class WorkerResult(Frozen):
    """One worker of a MultiWorkerMirroredStrategy run, as it reported itself."""

    index: int
    address: str  # "host:port" from TF_CONFIG
    host: str | None = None
    python: str | None = None
    tf_version: str | None = None
    replicas: int | None = None  # across the whole cluster
    step_s: Spread | None = None  # one synchronous training step
    allreduce: tuple[AllReduceResult, ...] = ()
    error: str | None = None
    timed_out: bool = False
    phase: str | None = None  # what it was doing when it failed or hung
    peers: tuple[str, ...] = ()  # "index host:port listening|refused|no answer (...)" seen on failure
    seconds: float | None = None
    output_tail: tuple[str, ...] = ()


class MultiWorkerResult(Frozen):
    """A few synchronous steps under tf.distribute.MultiWorkerMirroredStrategy. CLI: ``envcheck gpus --workers``."""

    device: str  # "gpu" or "cpu"
    workers: tuple[str, ...] = ()  # every worker's "host:port", in TF_CONFIG order
    results: tuple[WorkerResult, ...] = ()  # the workers run here (all of them for a local run)
    error: str | None = None
