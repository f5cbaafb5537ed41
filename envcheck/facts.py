"""Facts: what the collectors found, as frozen, versioned, JSON-serializable data.

A missing value is data: ``None`` plus an ``error`` sentence saying why. The
JSON form is specified in docs/report-format.md; ``SCHEMA_VERSION`` changes only
on incompatible changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Imported for real: reading a report back resolves these names in this module (envcheck._serde).
from envcheck.tflog import LogEvent, LogField  # noqa: F401, TC001

__all__ = [
    "SCHEMA_VERSION",
    "AllReduceResult",
    "BenchResult",
    "CondaFacts",
    "CondaPackage",
    "CopyResult",
    "CudaDevice",
    "CudaFacts",
    "CudaToolkit",
    "Distribution",
    "DockerInstall",
    "DockerStage",
    "DockerfileFacts",
    "DriverFacts",
    "EnvVar",
    "EnvironmentFacts",
    "Facts",
    "GpuFacts",
    "GpuPair",
    "GpuProcess",
    "LibraryFacts",
    "MatmulResult",
    "MultiWorkerResult",
    "NodeFacts",
    "PackagesFacts",
    "PairAllReduce",
    "PciGpu",
    "PlatformFacts",
    "ProbeFacts",
    "ProbeGpu",
    "PythonFacts",
    "Spread",
    "TensorFlowFacts",
    "TogetherResult",
    "WorkerResult",
    "WslFacts",
]

SCHEMA_VERSION = 2  # 2: only what was observed (no table values); schema-1 reports are still read


@dataclass(frozen=True)
class PlatformFacts:
    """The machine. CLI: ``uname -srm; cat /etc/os-release; grep flags /proc/cpuinfo``."""

    system: str = ""  # "Linux", "Windows", "Darwin"
    release: str = ""  # kernel release
    machine: str = ""  # "x86_64", "aarch64", "arm64"
    distro: str | None = None  # PRETTY_NAME from /etc/os-release
    glibc: str | None = None
    wsl: bool = False
    container: str | None = None  # "docker", "podman", "kubernetes", "container"
    cpu_model: str | None = None
    cpu_flags: tuple[str, ...] | None = None  # instruction sets TF wheels care about; None: unknown
    error: str | None = None


@dataclass(frozen=True)
class PythonFacts:
    """The target interpreter. CLI: ``python -c 'import sys, site; print(sys.version, sys.path)'``."""

    version: str = ""  # "3.11.7"
    implementation: str = ""  # "cpython"
    executable: str = ""
    prefix: str = ""
    base_prefix: str = ""
    virtualenv: bool = False
    conda: bool = False
    site_packages: tuple[str, ...] = ()
    user_site: str | None = None
    user_site_enabled: bool = False
    sys_path: tuple[str, ...] = ()
    path_python: str | None = None  # `envcheck.check()` only: the `python` first on PATH ...
    path_python_prefix: str | None = None  # ... and its sys.prefix (where its `pip install` goes)
    error: str | None = None


@dataclass(frozen=True)
class Distribution:
    """One installed distribution. CLI: ``pip show -f NAME``."""

    name: str  # canonical: "tensorflow", "nvidia-cudnn-cu12"
    version: str
    location: str  # the site folder holding its .dist-info
    metadata_dir: str | None = None  # the .dist-info / .egg-info itself
    installer: str | None = None  # "pip", "conda", "uv"
    requires: tuple[str, ...] = ()  # Requires-Dist lines
    owns_tensorflow: bool = False  # its RECORD lists files under tensorflow/
    record_files: int = 0  # files listed in RECORD (0: no RECORD)
    missing_files: tuple[str, ...] = ()  # a few files RECORD lists that are not on disk
    missing_count: int = 0
    unreadable: tuple[str, ...] = ()  # metadata files that are not regular files or too large to read


@dataclass(frozen=True)
class PackagesFacts:
    """Distributions that matter to TensorFlow. CLI: ``pip list``."""

    distributions: tuple[Distribution, ...] = ()
    tensorflow_import_dir: str | None = None  # where ``import tensorflow`` resolves
    tensorflow_writer: str | None = None  # the dist whose tensorflow/__init__.py is on disk
    error: str | None = None


@dataclass(frozen=True)
class TensorFlowFacts:
    """TensorFlow's build, read without importing it. CLI: ``cat tensorflow/python/platform/build_info.py``."""

    installed: bool = False
    version: str | None = None
    distribution: str | None = None  # "tensorflow", "tensorflow-gpu", ...
    location: str | None = None  # the tensorflow/ folder
    build_info_source: str | None = None  # "build_info.py"; None when the package has none (the tables decide)
    is_cuda_build: bool | None = None
    is_rocm_build: bool | None = None
    is_tensorrt_build: bool | None = None
    cuda_version: str | None = None  # "12.5.1"
    cudnn_version: str | None = None  # "9"
    compute_capabilities: tuple[str, ...] = ()  # "sm_60", ..., "compute_90"
    error: str | None = None


@dataclass(frozen=True)
class LibraryFacts:
    """Where one CUDA library TensorFlow loads is found. CLI: ``ldconfig -p | grep NAME``."""

    name: str  # "libcudart"
    soname: str  # what TensorFlow asks for: "libcudart.so.12"
    path: str | None = None  # where the loader finds it
    found_via: str | None = None  # "pip wheel", "LD_LIBRARY_PATH", "ldconfig cache", ...
    version: str | None = None  # from the real file name: "12.5.82"
    shadowed: tuple[str, ...] = ()  # copies the loader would reach later, so never loads
    unreachable: tuple[str, ...] = ()  # copies in folders the loader does not search
    other_majors: tuple[str, ...] = ()  # the same library with another soname version


@dataclass(frozen=True)
class CudaToolkit:
    """A CUDA toolkit folder. CLI: ``cat /usr/local/cuda/version.json``."""

    path: str
    version: str | None = None


@dataclass(frozen=True)
class CudaFacts:
    """CUDA user-space libraries as TensorFlow's loader would find them."""

    libraries: tuple[LibraryFacts, ...] = ()
    cudnn_version: str | None = None  # exact: "9.3.0"
    cudnn_version_source: str | None = None  # the header or library it was read from
    toolkits: tuple[CudaToolkit, ...] = ()
    search_dirs: tuple[str, ...] = ()  # in the loader's order
    # Read from TensorFlow's own libtensorflow_framework.so (the object that dlopens the CUDA libraries,
    # so its RUNPATH is the one the loader uses); None when absent: the search then follows the tables.
    runpath_source: str | None = None
    runpath: tuple[str, ...] = ()  # its DT_RUNPATH (or DT_RPATH) folders, $ORIGIN expanded
    needed: tuple[str, ...] = ()  # its DT_NEEDED sonames (link-time dependencies)
    error: str | None = None


@dataclass(frozen=True)
class PciGpu:
    """An NVIDIA display controller on the PCI bus. CLI: ``lspci -nn -d 10de:``."""

    bus_id: str  # "0000:01:00.0"
    device_id: str  # "1C82"
    kernel_driver: str | None = None  # bound driver: "nvidia", "nouveau", "vfio-pci"


@dataclass(frozen=True)
class GpuProcess:
    """A process holding GPU memory. CLI: ``nvidia-smi --query-compute-apps=pid,process_name,used_memory``."""

    pid: int
    name: str | None = None
    used_mib: int | None = None  # None where the driver cannot tell (containers, WDDM)


@dataclass(frozen=True)
class GpuFacts:
    """A GPU as the driver reports it: identity and health. CLI: ``nvidia-smi -q``.

    Every health field is None when this GPU or driver does not report it ("n/a").
    """

    index: int
    name: str | None = None
    uuid: str | None = None
    pci_bus_id: str | None = None
    compute_capability: str | None = None  # "8.6"
    memory_total_mib: int | None = None
    memory_used_mib: int | None = None
    utilization_pct: int | None = None
    temperature_c: int | None = None
    slowdown_temperature_c: int | None = None  # where hardware slowdown starts
    power_w: float | None = None
    power_limit_w: float | None = None  # enforced
    default_power_limit_w: float | None = None
    sm_clock_mhz: int | None = None
    max_sm_clock_mhz: int | None = None
    clock_event_reasons: tuple[str, ...] | None = None  # active throttle reasons: "sw_power_cap", ...
    ecc_enabled: bool | None = None
    ecc_uncorrected_volatile: int | None = None
    ecc_uncorrected_aggregate: int | None = None
    retired_pages: int | None = None  # pre-Ampere page retirement
    retired_pages_pending: bool | None = None
    remapped_rows_uncorrectable: int | None = None  # Ampere and later row remapping
    remap_pending: bool | None = None
    remap_failed: bool | None = None
    pcie_gen: int | None = None
    pcie_gen_max: int | None = None
    pcie_width: int | None = None
    pcie_width_max: int | None = None
    compute_mode: str | None = None  # "Default", "Exclusive_Process", "Prohibited"
    mig_enabled: bool | None = None
    mig_pending: bool | None = None
    persistence_mode: bool | None = None
    nvlinks_up: int | None = None  # NVLink links active; None: no NVLink
    nvlinks_down: int | None = None  # links present but inactive
    processes: tuple[GpuProcess, ...] = ()
    error: str | None = None  # this GPU could not be queried ("GPU is lost")


@dataclass(frozen=True)
class GpuPair:
    """Two GPUs and what joins them, as NVML sees it. CLI: ``nvidia-smi topo -m``, ``nvidia-smi nvlink -s``."""

    gpus: tuple[int, int]  # NVML indices, the lower first
    path: str | None = None  # the PCIe common ancestor in nvidia-smi's words: "PIX", "PXB", "PHB", "NODE", "SYS"
    p2p: str | None = None  # peer-to-peer reads: "OK", or why not ("chipset not supported", ...); None: unknown
    nvlinks: int = 0  # NVLink links up between them (through NVSwitch: the fewer of the two GPUs' links up)
    nvlinks_down: int = 0  # links between them (or from either GPU to the NVSwitch) that are down
    nvswitch: bool = False  # joined through NVSwitch rather than GPU-to-GPU links
    nvlink_version: int | None = None  # NVLink generation of those links (NVML_NVLINK_VERSION_*)


@dataclass(frozen=True)
class CudaDevice:
    """A device as the CUDA driver API enumerates it (cuInit, cuDeviceGet*), without TensorFlow."""

    index: int
    name: str | None = None
    compute_capability: str | None = None
    memory_total_mib: int | None = None
    pci_bus_id: str | None = None
    error: str | None = None


@dataclass(frozen=True)
class DriverFacts:
    """The NVIDIA driver. CLI: ``cat /proc/driver/nvidia/version; nvidia-smi``."""

    kernel_module_version: str | None = None  # /proc/driver/nvidia/version
    library_version: str | None = None  # user-space driver, from NVML or nvidia-smi
    cuda_driver_version: str | None = None  # highest CUDA the driver supports: "12.4"
    libcuda_error: str | None = None  # None: libcuda.so.1 loaded
    nvml_error: str | None = None  # None: NVML initialised
    nvml_error_code: int | None = None  # the NVML return code nvmlInit failed with (nvml.h NVML_ERROR_*)
    device_nodes: tuple[str, ...] = ()  # /dev/nvidia*
    pci_gpus: tuple[PciGpu, ...] = ()
    gpus: tuple[GpuFacts, ...] = ()
    gpus_source: str | None = None  # "nvml" or "nvidia-smi"
    pairs: tuple[GpuPair, ...] = ()  # every pair of GPUs NVML answered for: PCIe path, P2P, NVLink
    cuda_init_error: str | None = None  # cuInit's error, e.g. "CUDA_ERROR_NO_DEVICE (100)"
    cuda_devices: tuple[CudaDevice, ...] = ()  # what the CUDA driver API enumerates
    error: str | None = None


@dataclass(frozen=True)
class EnvVar:
    """An environment variable that changes GPU behaviour."""

    name: str
    value: str
    redacted: bool = False


@dataclass(frozen=True)
class EnvironmentFacts:
    """Allow-listed environment variables. CLI: ``env | grep -E '^(CUDA|TF|XLA|NVIDIA)_'``."""

    variables: tuple[EnvVar, ...] = ()

    def get(self, name: str) -> str | None:
        """Return a variable's value, or None when unset."""
        return next((v.value for v in self.variables if v.name == name), None)


@dataclass(frozen=True)
class ProbeGpu:
    """A GPU as TensorFlow itself lists it."""

    name: str  # "/physical_device:GPU:0"
    device_name: str | None = None  # "NVIDIA GeForce RTX 4090"
    compute_capability: str | None = None


@dataclass(frozen=True)
class ProbeFacts:
    """TensorFlow imported for real, in a child process with a timeout.

    CLI: ``TF_CPP_VMODULE=dso_loader=1 python -c "import tensorflow as tf; print(tf.config.list_physical_devices())"``.
    """

    ran: bool = False
    skipped: str | None = None  # why it did not run: "--quick", "TensorFlow is not installed"
    timeout_s: float | None = None
    seconds: float | None = None
    exit_code: int | None = None
    signal: str | None = None  # "SIGSEGV" when a signal ended it
    timed_out: bool = False
    import_error: str | None = None
    version: str | None = None
    built_with_cuda: bool | None = None
    cuda_version: str | None = None  # from tf.sysconfig.get_build_info()
    cudnn_version: str | None = None
    physical_gpus: tuple[ProbeGpu, ...] = ()
    logical_gpus: int | None = None
    gpu_op_errors: tuple[str, ...] = ()  # a matmul or convolution that failed on a registered GPU
    xla: str | None = None  # "ok", or why jit_compile failed
    mixed_precision: str | None = None
    step_errors: tuple[str, ...] = ()  # "step: error" for the other probe steps that raised
    events: tuple[LogEvent, ...] = ()  # TensorFlow's log lines that envcheck recognised
    output_tail: tuple[str, ...] = ()  # the last lines it printed
    error: str | None = None


@dataclass(frozen=True)
class Spread:
    """Median and range of repeated measurements."""

    median: float
    min: float
    max: float


@dataclass(frozen=True)
class MatmulResult:
    """Matrix-multiply throughput at one size and data type."""

    size: int
    dtype: str  # "float32", "bfloat16", "float16"
    tflops: Spread
    seconds: Spread  # per multiplication


@dataclass(frozen=True)
class CopyResult:
    """Host<->device copies straight through the CUDA driver API (cuMemcpy), no TensorFlow involved.

    Pageable: an ordinary host buffer (the driver stages it); pinned: cuMemHostAlloc'ed page-locked memory.
    """

    mib: int  # bytes per copy / 2**20
    pageable_h2d_gbs: Spread | None = None
    pageable_d2h_gbs: Spread | None = None
    pinned_h2d_gbs: Spread | None = None
    pinned_d2h_gbs: Spread | None = None
    error: str | None = None  # why the copies could not run (libcuda missing, out of memory)


@dataclass(frozen=True)
class BenchResult:
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


@dataclass(frozen=True)
class AllReduceResult:
    """A summing all-reduce of one message size inside tf.function, as nccl-tests report it.

    algbw = bytes / time; busbw = algbw x 2(n-1)/n, the rate each link must carry in a ring.
    """

    bytes: int  # per replica
    seconds: Spread
    algbw_gbs: Spread
    busbw_gbs: Spread


@dataclass(frozen=True)
class PairAllReduce:
    """The same all-reduce between just two GPUs (NVML indices)."""

    gpus: tuple[int, int]
    bytes: int
    busbw_gbs: Spread


@dataclass(frozen=True)
class TogetherResult:
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


@dataclass(frozen=True)
class WorkerResult:
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


@dataclass(frozen=True)
class MultiWorkerResult:
    """A few synchronous steps under tf.distribute.MultiWorkerMirroredStrategy. CLI: ``envcheck gpus --workers``."""

    device: str  # "gpu" or "cpu"
    workers: tuple[str, ...] = ()  # every worker's "host:port", in TF_CONFIG order
    results: tuple[WorkerResult, ...] = ()  # the workers run here (all of them for a local run)
    error: str | None = None


@dataclass(frozen=True)
class NodeFacts:
    """Which machine of a cluster this is, and which scheduler job ran the collection.

    CLI: ``hostname; env | grep -E '^SLURM_(JOB_ID|NODEID|PROCID)|^SLURMD_NODENAME|^ENVCHECK_K8S_'``. The
    Kubernetes fields come from the downward API variables the examples/k8s/ manifests set.
    """

    hostname: str | None = None
    slurm_node: str | None = None  # SLURMD_NODENAME
    slurm_job_id: str | None = None  # SLURM_JOB_ID
    kubernetes_node: str | None = None  # spec.nodeName
    kubernetes_pod: str | None = None  # metadata.name
    kubernetes_namespace: str | None = None
    kubernetes_job: str | None = None  # the Job's name (metadata.labels['job-name'])
    kubernetes_index: str | None = None  # JOB_COMPLETION_INDEX of an indexed Job

    @property
    def name(self) -> str | None:
        """The scheduler's name for the node, else the host name."""
        return self.slurm_node or self.kubernetes_node or self.hostname


@dataclass(frozen=True)
class CondaPackage:
    """A package of a conda environment, from its conda-meta record."""

    name: str  # "cudnn", "cudatoolkit", "cuda-cudart", "tensorflow"
    version: str
    build: str = ""
    channel: str = ""  # "conda-forge", "defaults", "nvidia"
    libraries: tuple[str, ...] = ()  # shared libraries it installed, relative to the prefix: "lib/libcudnn.so.8"


@dataclass(frozen=True)
class CondaFacts:
    """A conda environment's CUDA, cuDNN and TensorFlow packages.

    CLI: ``conda list '^(cudatoolkit|cudnn|cuda-|libcu|nccl|tensorflow)'; conda env config vars list``.
    """

    prefix: str
    packages: tuple[CondaPackage, ...] = ()
    env_vars: tuple[EnvVar, ...] = ()  # `conda env config vars set` (conda-meta/state)
    activate_scripts: tuple[str, ...] = ()  # etc/conda/activate.d scripts that set LD_LIBRARY_PATH
    error: str | None = None

    def package(self, name: str) -> CondaPackage | None:
        """The conda package of that name, if installed."""
        return next((p for p in self.packages if p.name == name), None)


@dataclass(frozen=True)
class WslFacts:
    """WSL2's GPU plumbing. CLI: ``ls -l /dev/dxg /usr/lib/wsl/lib; ldconfig -p | grep libcuda``.

    The Windows driver's version is the driver section's (NVML, or nvidia-smi in /usr/lib/wsl/lib).
    """

    kernel: str = ""  # uname -r: "5.15.153.1-microsoft-standard-WSL2"
    distribution: str | None = None  # $WSL_DISTRO_NAME, the name `wsl` commands on Windows take: "Ubuntu-22.04"
    dxg: bool = False  # /dev/dxg, the GPU paravirtualization device
    wsl_libcuda: tuple[str, ...] = ()  # libcuda.so* that the Windows driver maps into /usr/lib/wsl/lib
    libcuda: str | None = None  # where the loader resolves libcuda.so.1
    libcuda_via: str | None = None  # "LD_LIBRARY_PATH", "ldconfig cache", "default folder"
    linux_libcuda: tuple[str, ...] = ()  # libcuda.so* outside /usr/lib/wsl that the loader can reach
    linux_driver_packages: tuple[str, ...] = ()  # dpkg packages that installed such a libcuda


@dataclass(frozen=True)
class DockerStage:
    """One ``FROM`` of a Dockerfile, with its build arguments filled in."""

    image: str  # "tensorflow/tensorflow:2.15.0-gpu", "nvidia/cuda:12.3.2-cudnn9-runtime-ubuntu22.04"
    line: int
    name: str | None = None  # FROM ... AS name


@dataclass(frozen=True)
class DockerInstall:
    """A package installed by a ``RUN`` line: ``pip install``, ``conda install`` or ``apt-get install``."""

    tool: str  # "pip", "conda", "apt"
    requirement: str  # as written: "tensorflow[and-cuda]==2.15.*", "libcudnn8"
    line: int


@dataclass(frozen=True)
class DockerfileFacts:
    """A Dockerfile, read without building it. CLI: ``grep -nE '^(FROM|RUN|ENV)' Dockerfile``."""

    path: str
    stages: tuple[DockerStage, ...] = ()  # every FROM, in order
    base: str | None = None  # the image the final stage starts from, through earlier stages
    installs: tuple[DockerInstall, ...] = ()  # those of the final stage and the stages it builds on
    python: str | None = None  # a Python version the file installs: "3.11" (apt python3.11, conda python=3.11)
    env: tuple[EnvVar, ...] = ()  # ENV lines of the final stage
    error: str | None = None


@dataclass(frozen=True)
class Facts:
    """Everything collected from one machine and one Python environment."""

    envcheck_version: str = ""
    collected_at: str = ""  # ISO 8601, UTC
    platform: PlatformFacts = field(default_factory=PlatformFacts)
    python: PythonFacts = field(default_factory=PythonFacts)
    packages: PackagesFacts = field(default_factory=PackagesFacts)
    tensorflow: TensorFlowFacts = field(default_factory=TensorFlowFacts)
    cuda: CudaFacts = field(default_factory=CudaFacts)
    driver: DriverFacts = field(default_factory=DriverFacts)
    environment: EnvironmentFacts = field(default_factory=EnvironmentFacts)
    probe: ProbeFacts = field(default_factory=ProbeFacts)
    bench: tuple[BenchResult, ...] = ()  # `doctor --bench`, `gpus --each`
    together: TogetherResult | None = None  # `gpus --together`
    dockerfile: DockerfileFacts | None = None  # `envcheck dockerfile`
    wsl: WslFacts | None = None  # inside WSL2 only
    conda: CondaFacts | None = None  # a conda environment's own packages
    node: NodeFacts = field(default_factory=NodeFacts)  # added in 0.2: older reports leave it empty
    workers: MultiWorkerResult | None = None  # `gpus --workers`

    def distribution(self, name: str) -> Distribution | None:
        """Return the installed distribution of that canonical name, if any."""
        return next((d for d in self.packages.distributions if d.name == name), None)
