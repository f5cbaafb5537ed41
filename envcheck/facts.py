"""Facts: what the collectors found, as frozen, versioned, JSON-serializable data.

A missing value is data: ``None`` plus an ``error`` sentence saying why. The
JSON form is specified in docs/report-format.md; ``SCHEMA_VERSION`` changes only
on incompatible changes.

The facts only some commands gather (benchmarks, multi-GPU and multi-worker runs, a Dockerfile,
the log lines of a probe that ran) are defined in envcheck._facts_bench, envcheck._facts_docker and
envcheck.tflog and named here, imported the first time they are asked for: a frozen dataclass costs
~0.3 ms to build, and ``doctor --quick`` needs none of them (benchmarks/doctor_speed.py).
"""

from __future__ import annotations

import importlib
from dataclasses import field
from typing import TYPE_CHECKING, Any

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from envcheck._facts_bench import (
        AllReduceResult,
        BenchResult,
        CopyResult,
        MatmulResult,
        MultiWorkerResult,
        PairAllReduce,
        Spread,
        TogetherResult,
        WorkerResult,
    )
    from envcheck._facts_docker import DockerfileFacts, DockerInstall, DockerStage
    from envcheck.tflog import LogEvent

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
_ELSEWHERE = {
    **dict.fromkeys(("AllReduceResult", "BenchResult", "CopyResult", "MatmulResult", "MultiWorkerResult",
                     "PairAllReduce", "Spread", "TogetherResult", "WorkerResult"), "envcheck._facts_bench"),
    **dict.fromkeys(("DockerInstall", "DockerStage", "DockerfileFacts"), "envcheck._facts_docker"),
    **dict.fromkeys(("LogEvent", "LogField"), "envcheck.tflog"),  # the probe's log lines
}


def __getattr__(name: str) -> Any:  # noqa: ANN401 - one of the classes named in _ELSEWHERE
    """The facts defined in envcheck._facts_bench and envcheck._facts_docker, imported on first use."""
    if name not in _ELSEWHERE:
        msg = f"module {__name__!r} has no attribute {name!r}"
        raise AttributeError(msg)
    value = getattr(importlib.import_module(_ELSEWHERE[name]), name)
    globals()[name] = value
    return value


class PlatformFacts(Frozen):
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


class PythonFacts(Frozen):
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


class Distribution(Frozen):
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


class PackagesFacts(Frozen):
    """Distributions that matter to TensorFlow. CLI: ``pip list``."""

    distributions: tuple[Distribution, ...] = ()
    tensorflow_import_dir: str | None = None  # where ``import tensorflow`` resolves
    tensorflow_writer: str | None = None  # the dist whose tensorflow/__init__.py is on disk
    error: str | None = None


class TensorFlowFacts(Frozen):
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


class LibraryFacts(Frozen):
    """Where one CUDA library TensorFlow loads is found. CLI: ``ldconfig -p | grep NAME``."""

    name: str  # "libcudart"
    soname: str  # what TensorFlow asks for: "libcudart.so.12"
    path: str | None = None  # where the loader finds it
    found_via: str | None = None  # "pip wheel", "LD_LIBRARY_PATH", "ldconfig cache", ...
    version: str | None = None  # from the real file name: "12.5.82"
    shadowed: tuple[str, ...] = ()  # copies the loader would reach later, so never loads
    unreachable: tuple[str, ...] = ()  # copies in folders the loader does not search
    other_majors: tuple[str, ...] = ()  # the same library with another soname version
    # TensorFlow objects other than the one that dlopens (libtensorflow_cc.so.2) whose RUNPATH lists a
    # folder holding this soname: whether the loader finds it there depends on which object opens it.
    other_runpath: tuple[str, ...] = ()


class CudaToolkit(Frozen):
    """A CUDA toolkit folder. CLI: ``cat /usr/local/cuda/version.json``."""

    path: str
    version: str | None = None


class CudaFacts(Frozen):
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


class PciGpu(Frozen):
    """An NVIDIA display controller on the PCI bus. CLI: ``lspci -nn -d 10de:``."""

    bus_id: str  # "0000:01:00.0"
    device_id: str  # "1C82"
    kernel_driver: str | None = None  # bound driver: "nvidia", "nouveau", "vfio-pci"


class GpuProcess(Frozen):
    """A process holding GPU memory. CLI: ``nvidia-smi --query-compute-apps=pid,process_name,used_memory``."""

    pid: int
    name: str | None = None
    used_mib: int | None = None  # None where the driver cannot tell (containers, WDDM)


class GpuFacts(Frozen):
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


class GpuPair(Frozen):
    """Two GPUs and what joins them, as NVML sees it. CLI: ``nvidia-smi topo -m``, ``nvidia-smi nvlink -s``."""

    gpus: tuple[int, int]  # NVML indices, the lower first
    path: str | None = None  # the PCIe common ancestor in nvidia-smi's words: "PIX", "PXB", "PHB", "NODE", "SYS"
    p2p: str | None = None  # peer-to-peer reads: "OK", or why not ("chipset not supported", ...); None: unknown
    nvlinks: int = 0  # NVLink links up between them (through NVSwitch: the fewer of the two GPUs' links up)
    nvlinks_down: int = 0  # links between them (or from either GPU to the NVSwitch) that are down
    nvswitch: bool = False  # joined through NVSwitch rather than GPU-to-GPU links
    nvlink_version: int | None = None  # NVLink generation of those links (NVML_NVLINK_VERSION_*)


class CudaDevice(Frozen):
    """A device as the CUDA driver API enumerates it (cuInit, cuDeviceGet*), without TensorFlow."""

    index: int
    name: str | None = None
    compute_capability: str | None = None
    memory_total_mib: int | None = None
    pci_bus_id: str | None = None
    error: str | None = None


class DriverFacts(Frozen):
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


class EnvVar(Frozen):
    """An environment variable that changes GPU behaviour."""

    name: str
    value: str
    redacted: bool = False


class EnvironmentFacts(Frozen):
    """Allow-listed environment variables. CLI: ``env | grep -E '^(CUDA|TF|XLA|NVIDIA)_'``."""

    variables: tuple[EnvVar, ...] = ()

    def get(self, name: str) -> str | None:
        """Return a variable's value, or None when unset."""
        return next((v.value for v in self.variables if v.name == name), None)


class ProbeGpu(Frozen):
    """A GPU as TensorFlow itself lists it."""

    name: str  # "/physical_device:GPU:0"
    device_name: str | None = None  # "NVIDIA GeForce RTX 4090"
    compute_capability: str | None = None


class ProbeFacts(Frozen):
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


class NodeFacts(Frozen):
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


class CondaPackage(Frozen):
    """A package of a conda environment, from its conda-meta record."""

    name: str  # "cudnn", "cudatoolkit", "cuda-cudart", "tensorflow"
    version: str
    build: str = ""
    channel: str = ""  # "conda-forge", "defaults", "nvidia"
    libraries: tuple[str, ...] = ()  # shared libraries it installed, relative to the prefix: "lib/libcudnn.so.8"


class CondaFacts(Frozen):
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


class WslFacts(Frozen):
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


class Facts(Frozen):
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
