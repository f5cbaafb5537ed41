"""`envcheck explain`: what a pasted log, traceback or pip output means, its cause, and the fix.

One pass over the paste reads two things at once: the context (the TensorFlow version from pins,
wheel names and version banners; the CUDA build the requested sonames belong to; driver versions;
the operating system, container, WSL and conda hints; GPU names and compute capabilities; the
Python version; package versions) and the recognised messages (envcheck.tflog, shared with the
runtime probe). Each message is then explained as one of the stable causes below, with a fix
computed from the captured values and checked against the compat tables (envcheck.tables and
envcheck.compat, the same query layer the rules use). Memory does not grow with the paste's length:
repeated messages are grouped and only their first line numbers are kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from envcheck._frozen import Frozen
from envcheck.compat import (
    arch,
    cuda_serves,
    cudnn_windows_dll,
    dll_name,
    dll_version,
    first_release,
    gpu_runs_build,
    last_release,
    metal_lines,
    metal_macos_steps,
    metal_pair,
    ml_dtypes_removal,
    needs_removed_ml_dtype,
    pip_floor,
    ptx_isa_cuda,
    python_lines,
    tfjs_libtensorflow,
    wsl_kernel_short,
    wsl_windows_short,
)
from envcheck.cuerrors import describe, from_text, lookup
from envcheck.sanitize import redact_text
from envcheck.tables import Release, Tables, load_tables, version_tuple
from envcheck.tflog import MAX_LINE, LogEvent, iter_events, minimal_hints, pattern, strip_prefix

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "CAUSES",
    "Cause",
    "Context",
    "Explanation",
    "exit_status",
    "explain",
]

_LEVEL_ORDER = {"error": 0, "warning": 1, "info": 2, "noise": 3, "success": 4}
_LINES_KEPT = 20  # line numbers kept per explanation (the count is kept in full)


class Cause(Frozen):
    """A root cause `explain` can name: a stable id, a title, and its rank (lower = more fundamental)."""

    id: str
    title: str
    rank: int


_PACKAGES = 14  # the Python-package causes share a rank: the first one printed wins
CAUSES: tuple[Cause, ...] = tuple(Cause(i, t, n) for i, t, n in (
    ("driver_library_mismatch", "the NVIDIA kernel module and driver libraries are different versions", 0),
    ("container_gpu_not_exposed", "the container was started without GPU access", 1),
    ("wsl_driver_not_visible", "inside WSL2 the Windows NVIDIA driver is not reachable", 2),
    ("driver_missing", "no NVIDIA driver is installed or running", 3),
    ("driver_too_old", "the NVIDIA driver is older than the CUDA version in use", 4),
    ("uvm_unavailable", "the nvidia-uvm module or its device node is not available", 5),
    ("no_gpu_visible", "no GPU is visible to the process", 6),
    ("windows_native_gpu_unsupported", "TensorFlow has no GPU support on native Windows after 2.10", 7),
    ("tf1_cpu_package", "TensorFlow 1.x's `tensorflow` package is CPU-only", 8),
    ("cpu_only_build", "the TensorFlow installed is a build without CUDA (tf.test.is_built_with_cuda() is False)", 8),
    ("two_tensorflow_installs", "two TensorFlow distributions are installed side by side", 9),
    ("tensorflow_gpu_removed", "the tensorflow-gpu package was removed from PyPI", 10),
    ("python_unsupported", "no TensorFlow wheel exists for this Python", 11),
    ("windows_long_paths", "Windows' 260-character path limit stopped the install", 11),
    ("cpu_no_avx", "the CPU lacks instructions the TensorFlow binary uses", 12),
    ("msvc_runtime_missing", "the Microsoft Visual C++ runtime is missing or old", 13),
    ("metal_plugin_mismatch", "the tensorflow-metal plugin was built for another TensorFlow or a newer macOS", 13),
    ("numpy_incompatible", "NumPy's version does not fit this TensorFlow", _PACKAGES),
    ("protobuf_incompatible", "protobuf's version does not fit this TensorFlow", _PACKAGES),
    ("keras3_legacy_code", "Keras 3 is installed but the code needs Keras 2", _PACKAGES),
    ("tf_keras_missing", "TF_USE_LEGACY_KERAS asks for tf-keras, which is not installed", _PACKAGES),
    ("keras_version_skew", "Keras and TensorFlow versions do not match", _PACKAGES),
    ("dependency_conflict", "another package TensorFlow needs does not fit it, or pip cannot install it", _PACKAGES),
    ("gpu_too_old", "the GPU is older than any architecture this build has kernels for", 20),
    ("gpu_too_new", "the build's CUDA predates the GPU's architecture", 21),
    ("cudnn_version_mismatch", "the cuDNN loaded is not the one TensorFlow was built with", 22),
    ("pip_cuda_runpath", "the wheel's RUNPATH does not reach the pip-installed CUDA libraries", 23),
    ("cuda_libs_missing", "the CUDA/cuDNN libraries of TensorFlow's build are not found", 23),
    ("libdevice_missing", "XLA cannot find CUDA's libdevice (fatal for XLA-compiled code)", 24),
    ("model_too_large", "the batch or the model does not fit in memory", 25),
    ("gpu_memory_in_use", "the GPU's memory is taken (another process, or pre-allocated)", 26),
    ("shm_too_small", "shared memory (/dev/shm) is too small for NCCL or data loaders (a container's is 64 MB)", 26),
    ("gpu_peer_access_failed", "GPUs cannot reach each other peer-to-peer (IOMMU, PCIe topology): NCCL fails or hangs",
     26),
    ("cudnn_init_failed", "cuDNN could not start (usually: no memory left for it)", 27),
    ("ptxas_too_old", "the ptxas found is older than the GPU's architecture", 28),
    ("wrong_interpreter", "the interpreter or Jupyter kernel is not the environment that has TensorFlow", 29),
    ("ptx_jit_slow", "no binaries for this GPU: kernels are JIT-compiled at start", 30),
    ("ptxas_missing", "XLA cannot find ptxas", 31),
    ("cuda_error", "a CUDA driver API error", 32),
    ("tf_import_failed", "TensorFlow's native runtime failed to load", 33),
    ("input_bound", "training waits for its input pipeline: the GPU idles while the CPU prepares batches", 34),
    ("gpu_not_detected", "TensorFlow sees no GPU and the paste does not say why", 34),
    ("harmless", "informational messages only", 35),
))
_CAUSE = {c.id: c for c in CAUSES}


class Explanation(Frozen):
    """One recognised cause: where, what it means, and the fix computed from what was captured."""

    kind: str  # the log message kind (envcheck.tflog), or "context" for a deduction from the whole paste
    cause: str  # a CAUSES id
    level: str  # "error", "warning", "info", "noise" (harmless), "success"
    line_numbers: tuple[int, ...]  # the first ones (up to 20)
    count: int  # how many lines gave it
    evidence: str  # the first line it was seen on
    meaning: str
    fix: str
    details: tuple[str, ...] = ()  # captured values: "lib=libcudnn.so.8", ...


@dataclass
class Context:
    """What the whole paste says about the machine (filled line by line, read after the last line)."""

    tensorflow: str | None = None
    tensorflow_hint: str | None = None  # a weaker mention ("tf 2.9", a title)
    python: str | None = None
    driver: str | None = None
    driver_cuda: str | None = None  # "CUDA Version" of nvidia-smi: the newest CUDA the driver runs
    cuda_installed: str | None = None
    cudnn_installed: str | None = None  # "cuDNN 9.0", "cudnn=8.1.0", a template's "CUDA/cuDNN version: 11.2/8.1"
    compute_capability: str | None = None
    gpu_names: list[str] = field(default_factory=list)
    unknown_gpus: list[str] = field(default_factory=list)  # NVIDIA names the tables do not know (no compute capability)
    packages: dict[str, str] = field(default_factory=dict)
    installed: dict[str, str] = field(default_factory=dict)  # TensorFlow distributions a pip/conda listing shows
    flags: set[str] = field(default_factory=set)  # windows, wsl, docker, conda, macos, jupyter, gpu_list_empty...
    cuda_visible_devices: str | None = None
    libcuda_version: str | None = None  # "libcuda reported version is" (the user-space driver)
    kernel_version: str | None = None  # "kernel reported version is" (the kernel module)
    memory_full: bool = False  # an nvidia-smi row with nine tenths of the memory used
    sonames: set[str] = field(default_factory=set)  # CUDA library names mentioned (they tell the CUDA build)
    required_cuda: str | None = None  # what a container image requires (`--require=cuda>=10.0`)
    interpreters: set[str] = field(default_factory=set)  # Python executables the paste shows (sys.executable, pip -V)
    windows_build: int | None = None  # "Windows build number: 21327", "[Version 10.0.18363.1016]"
    wsl_kernel: str | None = None  # "4.19.104" of "Linux version 4.19.104-microsoft-standard"
    conda_pythons: list[str] = field(default_factory=list)  # Pythons a conda solver says TensorFlow builds exist for
    gpu_words: list[str] = field(default_factory=list)  # the first lines outside TF's log that name a GPU or CUDA
    tfjs: str | None = None  # the tfjs-node(-gpu) version: its bundled libtensorflow is the TensorFlow that runs
    macos: str | None = None  # the macOS version said ("macOS 15.1.1", "Big Sur 11.6": "15.1", "11.6")
    macos_needed: str | None = None  # what a library says it was built for ("built for Mac OS X 12.0")
    metal: str | None = None  # the tensorflow-metal version named
    _awaiting: str | None = None  # the field a template heading ("### TensorFlow version") announced
    _printed: tuple[str, ...] = ()  # the packages whose versions the next line prints, in order ("" for others)

    @property
    def windows(self) -> bool:
        """Native Windows (WSL pastes mention Windows too)."""
        return "windows" in self.flags and "wsl" not in self.flags

    def version(self) -> str | None:
        """The TensorFlow version, firm or hinted."""
        return self.tensorflow or self.tensorflow_hint


_NUM = r"\d{1,2}\.\d{1,2}(?:\.\d{1,3})?"
_TF_VERSION = re.compile(
    r"\btensor ?flow(?P<dist>[-_](?:gpu|cpu|intel|macos))?(?:\[[\w-]{1,20}\])?(?: version(?: is| was)?)?(?: "
    r"?\([^)]{0,30}\))?[\s:=v`'\"-]{0,40}"
    rf"(?P<v>{_NUM}(?:[.-]?(?:rc|dev|post)\d{{1,8}})?)(?!\w|\.\d)", re.IGNORECASE)
_TF_HINT = re.compile(r"\btf[ -]?(?P<v>[12]\.\d{1,2}(?:\.\d{1,3})?)\b", re.IGNORECASE)
_HEADING = re.compile(r"^[#*\s-]{0,8}(?P<what>tensor ?flow version|python version|cuda ?/ ?cudnn version)\b[\s:*#]{0,6}"
                      r"(?P<rest>.{0,80})$",
                      re.IGNORECASE)
_PY_VERSION = re.compile(r"\bpython(?: version)?[\s:=v]{0,4}(?P<v>[23]\.\d{1,2})(?:\.\d{1,3})?\b"
                         r"|\bpython(?P<p>3\.\d{1,2})/|-cp3(?P<cp>\d{1,2})-", re.IGNORECASE)
_DRIVER = re.compile(r"\bdriver(?: version)?\s{0,3}[:=]?\s{0,3}(?P<v>\d{3}\.\d{1,3}(?:\.\d{1,3})?)\b"
                     r"|\bnvidia(?: graphics)? "
                     r"driver\s{1,3}(?P<v2>\d{3}(?:\.\d{1,3}){0,2})\b|\bnvidia-(?P<v3>\d{3})\.\d{1,3}"
                     r"|\bdriver\s{1,3}(?P<v4>\d{3})\b|kernel module\s{1,3}(?P<v5>\d{3}\.\d{1,3}(?:\.\d{1,3})?)",
                     re.IGNORECASE)
_DRIVER_CUDA = re.compile(r"CUDA Version:\s{0,3}(?P<v>\d{1,2}\.\d)", re.IGNORECASE)
_CUDA = re.compile(r"\bcudatoolkit\s{1,40}(?P<v>\d{1,2}\.\d)|\bcuda(?:[ _-]?toolkit)?[ _]?(?P<v2>\d{1,2}\.\d)\b"
                   r"|release (?P<v3>\d{1,2}\.\d), V|cuda ?/ ?cudnn version:?\s{0,3}(?:cuda\s?)?v?(?P<v4>\d{1,2}\.\d)",
                   re.IGNORECASE)
# cuDNN's major is 1-9 so far: "cudnn-10.0-windows..." (an archive named for its CUDA) is not read as cuDNN 10.
_CUDNN = re.compile(r"(?:\b|(?<=lib))cudnn\d?(?:[ _-]?version)?[\s:=_-]{0,4}v?(?P<v>[1-9]\.\d{1,2})"
                    r"(?![\d.]{0,12}[-_]?(?:windows|linux))\b"
                    r"|cuda ?/ ?cudnn version:?\s{0,3}(?:cuda\s?)?v?\d{1,2}\.\d(?:\.\d{1,3})?\s?/\s?(?:cudnn\s?)?v?"
                    r"(?P<v2>[1-9]\.\d{1,2})", re.IGNORECASE)
_CC = re.compile(r"compute ?capability:?\s{0,3}(?P<v>\d{1,2}\.\d)\b|\bmajor: (?P<ma>\d{1,2}) minor: (?P<mi>\d)\b"
                 r"|\bCC:?\s(?P<v2>\d{1,2}\.\d)\b|sm_(?P<sm>\d{2,3})\b", re.IGNORECASE)
_GPU = re.compile(r"\b(?:(?:NVIDIA|GeForce|Quadro|Tesla|TITAN|GRID)\s{1,3}){0,2}(?:(?:RTX|GTX|GT|MX)\s?(?:PRO\s)?"
                  r"[A-Z]?\d{2,4}M?(?:\s?Ti)?(?:\s(?:SUPER|Laptop GPU))?|[AHLVPKTB]\d{1,3}[A-Z]?|\d{3,4}MX?)\b")
_NVIDIA_NAME = re.compile(r"\b(?:NVIDIA|GeForce|Quadro|Tesla|TITAN|RTX|GTX)\b", re.IGNORECASE)
_PACKAGE = re.compile(r"\b(?P<name>numpy|keras|protobuf|tf[-_]keras|tensorflow[-_]gpu|tensorflow)"
                      r"(?:\s{1,40}\(?|==|\s(?:version:?\s)?)(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\b", re.IGNORECASE)
# A row of `pip list`, `pip freeze` or `conda list` (name first, lower case as those print it; then the
# version and at most a build, channel or location): what is installed, unlike a pin or a version banner.
_LISTING = re.compile(r"^\s{0,4}(?P<name>tensorflow(?:[-_](?:gpu|cpu))?)(?:==|\s{1,40})(?P<v>\d{1,2}\.\d{1,3}"
                      r"(?:\.\d{1,4})?\S{0,12})(?:\s{1,40}\S{1,80}){0,3}\s*$")
_REPORTED = re.compile(r"(?P<who>libcuda|kernel) reported version is:? (?P<v>\d{2,4}\.\d{1,3}(?:\.\d{1,3})?)",
                       re.IGNORECASE)
_MEMORY = re.compile(r"(?P<used>\d{1,7})MiB\s{0,3}/\s{0,3}(?P<total>\d{1,7})MiB")
_SONAME = re.compile(r"\blib(?:cu(?!da\.)\w{1,20}|nv(?!infer)\w{1,20})\.so\.\d{1,3}(?:\.\d{1,3})?"
                     r"|\b(?:cu\w{1,12}|nv\w{1,12})64_\d{1,3}\.dll",
                     re.IGNORECASE)
_REQUIRED_CUDA = re.compile(r"require(?:=|_CUDA=)\"?cuda ?>= ?(?P<v>\d{1,2}\.\d{1,2})", re.IGNORECASE)
_WINDOWS_BUILD = re.compile(r"\b10\.0\.(?P<b>[12]\d{4})\b|\bbuild(?: number)?:?[\s*]{0,4}(?P<b2>[12]\d{4})\b",
                            re.IGNORECASE)


_TFJS = re.compile(r"tfjs-node(?:-gpu)?(?:@|[\"']?\s{0,3}:\s{0,3}[\"'][\^~]?|\s{1,3}v?)(?P<v>\d{1,2}\.\d{1,2}\.\d{1,3})"
                   r"|tensorflow\.js version:?\s{0,3}(?P<v2>\d{1,2}\.\d{1,2}\.\d{1,3})"
                   r"|\btfjs(?:-node(?:-gpu)?)?\s{1,3}v?(?P<v3>\d{1,2}\.\d{1,2}\.\d{1,3})", re.IGNORECASE)
_MACOS_NAMES = {"catalina": "10.15", "big sur": "11", "bigsur": "11", "monterey": "12", "ventura": "13",
                "sonoma": "14", "sequoia": "15"}
_MACOS = re.compile(r"\b(?P<name>mac ?os(?: x)?|os x|big ?sur|catalina|monterey|ventura|sonoma|sequoia)\b"
                    r"(?:[\w ]{0,20}?\b(?P<v>1[0-5](?:\.\d{1,2})?)\b)?", re.IGNORECASE)
_MACOS_NEEDED = re.compile(r"built for (?:Mac OS X|macOS) (?P<v>1[0-5]\.\d{1,2})", re.IGNORECASE)
_METAL_VERSION = re.compile(r"tensorflow[-_]metal(?:==|\s{1,40}\(?|\s(?:version:?\s)?)(?P<v>[01]\.\d{1,2}\.\d{1,2})\b",
                            re.IGNORECASE)
_CONDA_OFFER = re.compile(r"\bpython (?P<v>[23]\.\d{1,2})(?:\.\*)? ?, which can be installed", re.IGNORECASE)


_WSL_KERNEL = re.compile(r"\b(?P<v>\d\.\d{1,2}\.\d{1,3})(?:\.\d{1,3})?-microsoft-standard", re.IGNORECASE)
_VISIBLE = re.compile(r"CUDA_VISIBLE_DEVICES[\"'\]]{0,2}\s{0,2}=\s{0,2}[\"']?(?P<v>-?[\d,]{0,20})")
_FLAGS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (name, re.compile(rx, re.IGNORECASE), hints) for name, rx, hints in (
        ("wsl", r"\bwsl2?\b|/usr/lib/wsl|microsoft-standard", ("wsl", "microsoft-standard")),
        # WSL 1's kernel (a system-call translation layer: no GPU) calls itself 4.4.0-<Windows build>-Microsoft
        ("wsl1", r"\b4\.4\.0-\d{4,5}-microsoft\b", ("-microsoft",)),
        ("linux_driver", (r"\bnvidia-(?:driver|utils)-\d{3}\b|\blibnvidia-compute-\d{3}\b|NVIDIA-Linux-x86_64-\d{3}"
                          r"|\bdkms\b.{0,40}\bnvidia\b"
                          r"|\binstall\w{0,3} (?:(?!windows)[\w ,]){0,60}\bdrivers?\b(?:(?!windows)[\w ,]){0,60}"
                          r"\b(?:in|inside|into) (?:the |my )?wsl"),  # not "the driver on Windows, CUDA in WSL"
         ("nvidia-driver-", "nvidia-utils-", "libnvidia-compute-", "nvidia-linux-", "dkms", "install")),
        ("cudnn_mentioned", r"\bcudnn", ("cudnn",)),
        ("protobuf_extension", r"google[.\\/]{1,2}protobuf[.\\/]{1,2}pyext\b|\bimport _message\b",
         ("pyext", "_message")),
        ("nvidia_gpu_named", r"\b(?:geforce|quadro|tesla|titan|rtx|gtx)\b|\bnvidia (?:gpu|graphics|card)",
         ("geforce", "quadro", "tesla", "titan", "rtx", "gtx", "nvidia")),
        ("non_nvidia_gpu", (r"\bintel\s?(?:\(r\)\s?)?(?:uhd|hd|iris|arc)\b|\b(?:amd )?radeon\b"
                            r"|microsoft basic (?:display|render)|hyper-v video"),
         ("intel", "radeon", "microsoft basic", "hyper-v")),
        # A wheel's or Python's platform tag (win_amd64, win32: "[MSC v.1929 64 bit (AMD64)] on win32") counts too.
        ("windows", r"\b[a-z]:\\|\.dll\b|\bwindows\b|\bwin ?1[01]\b|\bwddm\b|\.exe\b|\bwin_amd64\b|\bwin32\b",
         (":\\", ".dll", "windows", "win1", "win 1", "wddm", ".exe", "win_amd64", "win32")),
        ("docker", (r"\bdocker(?:file)?\b|nvidia-docker|\bcontainer|\boci runtime|\bpodman\b|\bsingularity\b"
                    r"|\bapptainer\b|/\.dockerenv|(?:hostname:|for host:|on this host \()\s?(?=[0-9a-f]{0,11}[a-f])"
                    r"(?=[0-9a-f]{0,11}\d)[0-9a-f]{12}\b"
                   r"|-gpu\]? image\b|permission denied: could not open driver version path"),
         ("docker", "container", "oci runtime", "podman", "singularity", "apptainer", " image", "permission denied",
          "hostname:", "for host:", "on this host (")),
        ("apptainer", r"\bsingularity\b|\bapptainer\b|\.sif\b", ("singularity", "apptainer", ".sif")),
        ("distutils_install", r"distutils installed project", ("distutils installed project",)),
        # Not the WSL app's version ("WSL version: 1.2.5.0" on WSL 2) nor an issue template's "WSL 2 and/or WSL 1".
        ("wsl1_said", r"(?<!or )(?<!/or )\bwsl ?1\b(?!\.\d)(?!\s?(?:or|and|/)\s?wsl)", ("wsl",)),
        ("no_nvidia_gpu_said", (r"\bwithout an? (?:dedicated|discrete|nvidia) (?:gpu|graphics card)"
                                r"|\b(?:doesn't|does not|don't|do not) have an? (?:dedicated |discrete )?(?:nvidia )?"
                                r"(?:gpu|graphics card)|\bno (?:dedicated|discrete|nvidia) (?:gpu|graphics card)"),
         ("without a", "have a", "no dedicated", "no discrete", "no nvidia")),
        ("conda", r"\bconda\b(?!\?)|anaconda|miniconda|miniforge|mambaforge|/envs/|conda_prefix",
         ("conda", "miniforge", "mambaforge", "/envs/")),
        ("macos", r"\bmac ?os\b|\bos x\b|\bdarwin\b", ("mac", "os x", "darwin")),
        ("intel_mac", (r"\bmac ?os (?:x )?10\.\d|\bos x\b|\b(?:high )?sierra\b|\bmojave\b|\bcatalina\b"
                       r"|\bel capitan\b|\byosemite\b|\bmacosx_10_\d|\bintel\(r\)|\bxeon\b|\bcore\(tm\)"),
         ("mac", "os x", "sierra", "mojave", "catalina", "capitan", "yosemite", "intel(r)", "xeon", "core(tm)")),
        ("apple_machine", (r"\bmac ?book|\bimac\b|\bmac ?mini\b|\bmac studio\b|\bapple (?:silicon|m[1-4])\b"
                           r"|\bm[1-4](?: (?:pro|max|ultra|chip))?\b|\barm64\b|\brosetta\b|\s/Users/\w|osx-arm64"
                           r"|\bbig sur\b|\bmonterey\b|\bventura\b|\bsonoma\b|\bsequoia\b"),
         ("mac", "m1", "m2", "m3", "m4", "apple", "arm64", "rosetta", "/users/", "big sur", "monterey", "ventura",
          "sonoma", "sequoia")),
        ("linux", (r"\blinux\b|\bubuntu\b|\bdebian\b|\bcentos\b|\bfedora\b|\brhel\b|\barch linux\b|manylinux"
                   r"|\s/home/\w|/proc/cpuinfo"),
         ("linux", "ubuntu", "debian", "centos", "fedora", "rhel", "/home/", "/proc/cpuinfo")),
        ("jupyter", r"\bjupyter\b|ipykernel|\bnotebook\b|kernelspec",
         ("jupyter", "ipykernel", "notebook", "kernelspec")),
        ("and_cuda", r"\[and-cuda\]", ("[and-cuda]",)),
        ("xla_gpu_only", r"physical_device:XLA_GPU:\d", ("xla_gpu",)),
        ("gpu0_named", r"(?<![\w/])(?:/?(?:device:)?gpu:0|gpu ?0)\b", ("gpu",)),
        ("hang_words", r"\b(?:stuck|hangs?|hanging|hung|freez(?:es|ing|e)|froze|deadlock\w*)\b",
         ("stuck", "hang", "hung", "freez", "froze", "deadlock")),
        ("index_error", r"IndexError: list index out of range", ("indexerror",)),
        ("rank_gpu_index", r"gpus\[\s{0,2}(?:hvd\.)?local_rank\(?\)?\s{0,2}\]", ("local_rank",)),
        ("low_gpu_util",  # the user's figure of GPU utilisation during a run (nvidia-smi's GPU-Util), under 50 %
         (r"\bgpu[- ]?(?:util(?:i[sz]ation)?|usage|load)\b[^.\n]{0,60}?(?<![\d.])[0-4]?\d(?:\.\d{1,2})? ?%"
          r"|\bonly [0-4]?\d ?% of (?:the |my )?gpu|\blow gpu[- ]?(?:usage|utili[sz]ation|util|load)\b"
          r"|\bgpu (?:usage|utili[sz]ation|util|load) (?:is |was )?"
          r"(?:spiking|very low|low|fluctuating|unstable|dropping)|\bgpu[\w ]{0,20} idle\b"),
         ("gpu",)),
        ("input_pipeline",  # what feeds a training loop from Python or from tf.data
         (r"ImageDataGenerator|fit_generator|flow_from_(?:directory|dataframe)|keras\.utils\.Sequence|\(Sequence\)"
          r"|feed_dict|from_generator|py_function|\bgenerat(?:or|e_arrays)|data feeding|input (?:pipeline|generator)"
          r"|\btf\.data\b|use_multiprocessing|\bworkers ?=|pre-?fetch|num_parallel_calls|input_fn\b|TFRecord"
          r"|\bdata ?(?:loader|loading|flow)\b|\b(?:load|read)(?:ing)? (?:the |remote |\w+ )?data\b"),
         ("imagedatagenerator", "fit_generator", "flow_from", "sequence", "feed_dict", "from_generator", "py_function",
          "generat", "data feeding", "input pipeline", "input generator", "tf.data", "use_multiprocessing",
          "workers", "fetch", "num_parallel_calls", "input_fn", "tfrecord", "data", "dataflow")),
        ("no_gpu_machine",  # the user says this machine has no GPU: TensorFlow's GPU notices are expected there
         (r"\b(?:machines?|computers?|laptops?|nodes?|servers?|hosts?|systems?|pcs?|vms?|instances?)\s\*{0,2}"
          r"(?:without|with no|has no|have no)\*{0,2}\s(?:an?\s|any\s)?(?:nvidia\s|cuda\s|dedicated\s)?gpus?\b"
          r"|\b(?:i|we)\s(?:do not|don'?t|did not|didn'?t)\s(?:have|own)\s(?:an?\s|any\s)?"
          r"(?:nvidia\s|dedicated\s)?gpus?\b"
          r"|\bcpu[- ]only\s(?:machines?|nodes?|servers?|hosts?|computers?|laptops?|systems?|instances?|vms?)\b"
          r"|^[\s*>#-]{0,8}no (?:nvidia )?gpu\.?\s*$"),
         ("without", "with no", "has no", "have no", "not have", "n't have", "not own", "n't own", "cpu only",
          "cpu-only", "no gpu", "no nvidia gpu")),
        ("tensorflow_named", r"tensorflow|\btf\.\w|\btf_\w", ("tensorflow", "tf.", "tf_")),
        ("other_import", (r"(?:^|[\s*`>])(?:import|from)\s+(?!tensorflow\b|tf\b)[a-z_][\w.]*"
                          r"|(?:site|dist)-packages[\\/]{1,2}(?!tensorflow)[a-z_]\w*[\\/]"),
         ("import", "from", "site-packages", "dist-packages")),
        ("arm_machine", (r"\b(?:aarch64|armv[5-8]l?|armhf|arm-linux|raspberry ?pi|jetson|graviton)"
                         r"|\barm (?:processor|cpu|board|machine)"),
         ("aarch64", "armv", "armhf", "arm-linux", "raspberry", "jetson", "graviton", "arm ")),
        ("pip_nvidia", r"site-packages/nvidia/|\bnvidia-(?:cudnn|cublas|cuda-runtime)-cu\d{2}\b",
         ("site-packages/nvidia/", "nvidia-cudnn-cu", "nvidia-cublas-cu", "nvidia-cuda-runtime-cu")),
        ("gpu_list_empty",
         (r"list_physical_devices\(['\"]GPU['\"]\)\)?['\"`]?\s{0,3}(?:#\s{0,3})?"
         r"(?:(?:returns?|displays?|prints?|gives?|shows?|outputs?:?)\s{1,3})?\[ ?\]|^\s{0,8}\[ ?\]\s*$"
         r"|Num GPUs(?: Available)?:?\s{0,3}0\b|GPU is NOT AVAILABLE|is_gpu_available\(\)\)?\s{0,3}#?\s{0,3}False"
         r"|\b(?:an?|and|the|get) empty list\b|returns? (?:an? )?\[\]"
         r"|(?:prints?|gives?|outputs?:?|displays?|shows?) \[\]"
         r"|Skipping registering GPU devices|can'?t (?:utilize|use|detect|find) (?:the |my )?gpu"
         r"|not (?:detecting|recognizing|detected|using|available)[\w ]{0,20}gpu"
         r"|fails? to (?:recogni[sz]e|detect|find|see|use) (?:the |my |any )?gpu"
         r"|gpu[\w ]{0,20}not (?:detected|found|available|used)|only on cpu|uses the cpu"
         r"|\bgpu\b[\w ]{0,20}\binvisible\b|\b(?:giving|returning|showing|printing)(?: me)? \[ ?\]"
         r"|device_type='CPU'\)\]\s*`?$|gpu devices are not\b|no known devices|\b(?:returns?|finds?|shows?|lists?) 0 "
         r"gpus?\b|\boutputs? (?:is )?empty\b|no longer (?:has|includes?) gpu support"),
         ("[]", "[ ]", "num gpus", "not available", "is_gpu_available", "empty list", "skipping registering", "gpu",
          "only on cpu", "uses the cpu", "device_type='cpu')]", "no known devices", "empty")),
        ("built_without_cuda", (r"is_buil[dt]_with_cuda\(\)\)?\s{0,3}(?:#|->|=>|:)?\s{0,3}"
                               r"(?:false|is returned false)|\bbuilt with cuda\??:?\s{0,3}false\b|result show false"
                               r"|#\s{0,3}false is returned"
                               # conda's build strings of CPU builds (conda-forge cpu_..., defaults mkl_/eigen_ and
                               # its _tflow_select variant), or the words for them
                               r"|^\s{0,4}tensorflow(?:-base)?\s{1,40}\d[\w.]{0,20}\s{1,40}(?:cpu|mkl|eigen)_py"
                               r"|^\s{0,4}_tflow_select\s{1,40}\S{1,20}\s{1,40}(?:mkl|eigen)\b"
                               r"|\bcpu (?:build|version|variant) (?:of tensorflow )?(?:is )?installed\b"),
         ("false", "cpu_py", "mkl_py", "eigen_py", "_tflow_select", "installed")),
        # platforms PyPI has no TensorFlow wheel for (or none before 2.10: Linux aarch64), whatever the Python
        ("arm_linux", (r"\baarch64\b|\barmv[678]l?\b|\bjetson\b|\braspberry\b|\braspberrypi\b|\braspbian\b"
                       r"|\bjetpack\b|\bl4t\b|piwheels|\b\d{1,2}\.\d{1,2}\.\d{1,3}-v[678]l?\+"),  # Pi OS kernels: -v7+
         ("aarch64", "armv", "jetson", "raspberry", "raspbian", "jetpack", "l4t", "piwheels", "-v6", "-v7", "-v8")),
        ("musl", r"\balpine|\bmusl\b|musllinux", ("alpine", "musl")),
        ("tfjs_node", r"tfjs-node", ("tfjs-node",)),
        ("tensorflow_macos", r"tensorflow[-_]macos", ("tensorflow-macos", "tensorflow_macos")),
        ("metal_named", r"tensorflow[-_]metal|libmetal_plugin", ("metal",)),
        ("traceback", r"^\s{0,8}Traceback \(most recent call last\)", ("traceback",)),
        ("sudo_pip", r"\bsudo\s{1,3}(?:-\w{1,3}\s{1,3}){0,2}(?:python[\d.]{0,4} -m )?pip[\d.]{0,4}\s{1,3}install\b",
         ("sudo",)),
        ("gpu_list_nonempty", r"PhysicalDevice\(name='/physical_device:GPU:\d|Num GPUs(?: Available)?:?\s{0,3}[1-9]",
         ("physical_device:gpu", "num gpus")),
        ("device_list_cpu", r"device_type:\s{0,3}[\"']CPU[\"']", ("device_type:",)),  # device_lib.list_local_devices()
        ("device_list_gpu", r"device_type:\s{0,3}[\"']GPU[\"']", ("device_type:",)),
        ("legacy_keras_env", r"TF_USE_LEGACY_KERAS", ("tf_use_legacy_keras",)),
        ("docker_run", r"\b(?:docker|podman) run\b", ("docker run", "podman run")),
        ("gpus_flag", (r"--gpus\b|--runtime[= ]nvidia|nvidia-docker|NVIDIA_VISIBLE_DEVICES"
                       r"|\b(?:singularity|apptainer)\b.{0,80}--nv(?:ccli)?\b"
                       r"|nvidia\.com/gpu"), ("--gpus", "--runtime", "nvidia-docker", "nvidia_visible_devices", "--nv",
                                               "nvidia.com/gpu")),
        ("python_32bit", (r"\b32 bit \((?:Intel|ARM)\)|python3\d{0,2}-32\b|\b32-bit python\b"
                          r"|python[\w .]{0,20}\(32-bit\)"),
         ("32 bit (", "-32", "32-bit")),
        ("cpu_without_avx", (r"\b(?:celeron|pentium|atom|core ?2 (?:duo|quad)|core\(tm\)2|phenom|sempron|snapdragon"
                             r"|apple m[1-4]\b|i[357]-\d{3}[a-z]{0,2}\b)"),
         ("celeron", "pentium", "atom", "core", "phenom", "sempron", "snapdragon", "apple m", "i3-", "i5-", "i7-")),
        ("cpu_with_avx", r"\b(?:i[3579]-\d{4,5}[a-z]{0,2}\b|ryzen|core ultra|threadripper|epyc)",
         ("i3-", "i5-", "i7-", "i9-", "ryzen", "core ultra", "threadripper", "epyc")),
        ("colab", r"\bcolab\b|%tensorflow_version|google\.colab|/content/|colaboratory",
         ("colab", "%tensorflow_version", "/content/")),
        ("gpu_runtime_chosen", (r"hardware accelerator|runtime type|gpu runtime|connected to (?:a |the )?gpu"
                                r"|worked[\w ]{0,30}\b(?:yesterday|last week|days? ago)"),
         ("accelerator", "runtime", "connected to", "worked")),
        # another TensorFlow in the same place finds the GPU (the one preinstalled): driver and GPU are fine
        ("other_tf_sees_gpu", (r"\bpre-?installed\b[\w .()]{0,40}\bgpu\b[\w ]{0,20}\b(?:no issues?|found|located"
                               r"|detected|works?)\b|\bworks? fine with (?:the )?(?:pre-?installed|regularly "
                               r"installed|default)\b"), ("installed", "works")),
        # the GPU was used before: another TensorFlow saw it only when the paste also upgraded TensorFlow
        ("gpu_used_before", (r"\b(?:previously|before (?:the )?(?:upgrad|updat)\w{0,3})\b[\w ,]{0,40}"
                             r"\b(?:was able to use|could use|worked with|detected|saw|found)\b[\w ]{0,10}\bgpu\b"),
         ("previously", "before")),
        ("tf_upgraded", (r"\b(?:upgrad|updat)\w{0,4} (?:the )?tensor ?flow\b"
                         r"|\btensor ?flow\b[^.\n]{0,80}?\b(?:upgraded|updated) to\b"
                         r"|\bpip3? install (?:-U|--upgrade) tensorflow"), ("upgrad", "updat")),
        ("uninstall_tensorflow", r"uninstall(?:ing)?(?: the)? tensorflow(?! ?-gpu)\b(?: package)?", ("uninstall",)),
        ("mentions_tf_gpu", r"tensorflow[-_]gpu", ("tensorflow-gpu", "tensorflow_gpu")),
        ("python3_command", r"(?:^|[\s`>$])(?:python3|pip3)(?:\.exe)? (?:-[mc]\b|install\b)", ("python3", "pip3")),
        ("tf1_session", r"no known devices|\btf\.Session\(|Device mapping:", ("no known devices", "tf.session",
                                                                             "device mapping")),
        ("other_gpu_user", (r"\b(?:another|other|second) (?:process(?:es)?|program|notebook|jupyter|tab|kernel|session"
                            r"|instance|application)\b"), ("another", "other ", "second ")),
        ("works_outside", (r"\b(?:works?|working|able to import|fine|detect\w{0,3}) (?:[\w.()']{1,20} "
                          r"){0,6}(?:in|from|on|with) "
                          r"(?:the )?(?:terminal|command[- ]line|python|ipython|pycharm|shell|console)\b"
                          r"|but not (?:in|from) jupyter|different python executables?"),
         ("work", "able to import", "fine", "detect", "but not", "different python")),
    ))
_GPU_HINTS = ("nvidia", "geforce", "rtx", "gtx", "tesla", "quadro", "titan", "grid", "gt ", "mx")
_NO_GPU_NOTICES = ("could not find cuda drivers", "cudart dlerror")  # printed on machines without a GPU too
_CONTEXT_HINTS = minimal_hints({
    "tensor", "tf ", "tf-", "tf1", "tf2", "python", "cp3", "driver", "kernel module", "nvidia-", "cuda", "release",
    "capab", "major:", "cc:", "cc ", "sm_", "version", "numpy", "keras", "protobuf", ".so.", ".dll", "mib", "10.0.",
    "reported version", "gpu", "which can be installed", "tfjs", "mac", "os x", "built for", "metal", *_MACOS_NAMES,
    "cuda_visible_devices", *_GPU_HINTS, *(h for _, _, hints in _FLAGS for h in hints)})


# tf.version.GIT_VERSION, as issue templates ask for it: `git describe` of the build ("v2.8.0-rc1-32-g3f878cff5b6";
# a nightly's is "v1.12.1-94762-gf8066222ad6", an old tag), not the version, which follows it (tf.version.VERSION).
_GIT_DESCRIBE = re.compile(r"\bv?\d{1,2}\.\d{1,2}\.\d{1,3}(?:-rc\d{1,2})?-\d{1,6}-g[0-9a-f]{7,40}\b")


def _scan(ctx: Context, line: str, tables: Tables) -> None:  # noqa: C901, PLR0912, PLR0915 - one test per kind of fact
    """Read the facts one line gives (bounded regexes on the first MAX_LINE characters)."""
    text = line[:MAX_LINE]
    if "-g" in text:
        text = _GIT_DESCRIBE.sub(" ", text)
    lowered = text.lower()
    if ctx._printed and text.strip():  # noqa: SLF001 - the scanner's own state
        _read_printed(ctx, text)
    if ctx._awaiting and text.strip():  # noqa: SLF001
        found = re.search(_NUM if ctx._awaiting != "python" else r"[23]\.\d{1,2}", text)  # noqa: SLF001
        if found and ctx._awaiting == "tensorflow" and not ctx.tensorflow:  # noqa: SLF001
            ctx.tensorflow = found.group(0)
        elif found and ctx._awaiting == "cuda" and not ctx.cuda_installed:  # noqa: SLF001
            ctx.cuda_installed = ".".join(found.group(0).split(".")[:2])
        elif found and ctx._awaiting == "python" and not ctx.python:  # noqa: SLF001
            ctx.python = found.group(0)
        ctx._awaiting = None  # noqa: SLF001
    if "__version__" in lowered or "version.version" in lowered or re.match(r"\s{0,4}Name: tensorflow\b", text):
        ctx._printed = _printed_names(text)  # noqa: SLF001 - `print(tf.__version__)` or `pip show tensorflow`
    heading = _HEADING.match(text) if "version" in lowered else None
    if heading:
        what = next(w for w in ("tensor", "python", "cuda") if w in heading.group("what").lower())
        what = "tensorflow" if what == "tensor" else what
        if what == "cuda":  # the installed CUDA, on the heading's line or the next
            ctx._awaiting = None if re.search(r"\d", heading.group("rest")) else "cuda"  # noqa: SLF001
        elif re.search(r"\d", heading.group("rest")):
            _scan_versions(ctx, heading.group("rest") if what == "tensorflow" else f"python {heading.group('rest')}")
        else:
            ctx._awaiting = what  # noqa: SLF001
    if ("tensor" in lowered or "tf" in lowered or "python" in lowered or "cp3" in lowered) and not (
            ctx.tensorflow and ctx.tensorflow_hint and ctx.python):
        _scan_versions(ctx, text)
    if "driver" in lowered or "kernel module" in lowered or "nvidia-" in lowered:
        found = _DRIVER.search(text)
        if found and not ctx.driver:
            ctx.driver = next(v for v in found.groups() if v)
    if "cuda version" in lowered and not ctx.driver_cuda and (found := _DRIVER_CUDA.search(text)):
        ctx.driver_cuda = found.group("v")
    if "require" in lowered and not ctx.required_cuda and (found := _REQUIRED_CUDA.search(text)):
        ctx.required_cuda = found.group("v")
    if ("cuda" in lowered or "release" in lowered) and not ctx.cuda_installed:
        found = _CUDA.search(text.replace("CUDA Version", ""))
        if found:
            ctx.cuda_installed = next(v for v in found.groups() if v)
    if "cudnn" in lowered and not ctx.cudnn_installed and (found := _CUDNN.search(text)):
        ctx.cudnn_installed = found.group("v") or found.group("v2")
    if ("capab" in lowered or "major:" in lowered or "cc:" in lowered or "cc " in lowered or "sm_" in lowered) \
            and not ctx.compute_capability:
        found = _CC.search(text)
        if found:
            ctx.compute_capability = (found.group("v") or found.group("v2")
                                      or (f"{found.group('ma')}.{found.group('mi')}" if found.group("ma") else None)
                                      or f"{found.group('sm')[:-1]}.{found.group('sm')[-1]}")
    for name in _GPU.findall(text)[:4] if any(h in lowered for h in _GPU_HINTS) and len(ctx.gpu_names) < 8 else ():  # noqa: PLR2004
        short = re.sub(r"\s(?:Laptop GPU|SUPER)$", "", name.strip())
        if short not in ctx.gpu_names and tables.compute_capability_of(short):
            ctx.gpu_names.append(short)
        elif short not in ctx.unknown_gpus and _NVIDIA_NAME.search(short) and len(ctx.unknown_gpus) < 4:  # noqa: PLR2004
            ctx.unknown_gpus.append(short)
    if any(p in lowered for p in ("numpy", "keras", "protobuf", "tensorflow")):
        for found in _PACKAGE.finditer(text):
            ctx.packages.setdefault(found.group("name").lower().replace("_", "-"), found.group("v"))
        if (listed := _LISTING.match(text)) is not None:
            ctx.installed.setdefault(listed.group("name").replace("_", "-"), listed.group("v"))
    if "reported version" in lowered and (found := _REPORTED.search(text)):
        if found.group("who").lower() == "libcuda":
            ctx.libcuda_version = ctx.libcuda_version or found.group("v")
        else:
            ctx.kernel_version = ctx.kernel_version or found.group("v")
    if "mib" in lowered and (found := _MEMORY.search(text)) and int(found.group("total")):
        ctx.memory_full = ctx.memory_full or int(found.group("used")) * 10 >= int(found.group("total")) * 9
    if (".so." in lowered or ".dll" in lowered) and len(ctx.sonames) < 64:  # noqa: PLR2004 - a bound on memory
        ctx.sonames.update(m.group(0) for m in _SONAME.finditer(text)  # a name ending a path is a file installed,
                           if text[m.start() - 1:m.start()] not in ("/", "\\"))  # not one the build asks for
    if "python" in lowered and len(ctx.interpreters) < 8:  # noqa: PLR2004 - a bound on memory
        ctx.interpreters.update(_interpreters(text))
    if ("windows" in lowered or "10.0." in lowered) and not ctx.windows_build and (
            found := _WINDOWS_BUILD.search(text)):
        ctx.windows_build = int(found.group("b") or found.group("b2"))
    if "which can be installed" in lowered and (found := _CONDA_OFFER.search(text)) and len(ctx.conda_pythons) < 16:  # noqa: PLR2004
        ctx.conda_pythons.append(found.group("v"))
    if "microsoft-standard" in lowered and not ctx.wsl_kernel and (found := _WSL_KERNEL.search(text)):
        ctx.wsl_kernel = found.group("v")
    if "cuda_visible_devices" in lowered and (found := _VISIBLE.search(text)):
        ctx.cuda_visible_devices = found.group("v")
    _scan_platforms(ctx, text, lowered)
    if ("gpu" in lowered or "cuda" in lowered) and len(ctx.gpu_words) < 8 and strip_prefix(text) == text \
            and not any(n in lowered for n in _NO_GPU_NOTICES):  # noqa: PLR2004 - the user's words, not a TF log line
        ctx.flags.add("gpu_mentioned")
        ctx.gpu_words.append(text.strip())
    for flag, regex, hints in _FLAGS:
        if flag not in ctx.flags and any(h in lowered for h in hints) and regex.search(text):
            ctx.flags.add(flag)


def _scan_platforms(ctx: Context, text: str, lowered: str) -> None:
    """tfjs-node's version, the macOS version and what a Mac library was built for, tensorflow-metal's version."""
    if "tfjs" in lowered and not ctx.tfjs and (found := _TFJS.search(text)):
        ctx.tfjs = found.group("v") or found.group("v2") or found.group("v3")
    if ("mac" in lowered or "os x" in lowered or any(n in lowered for n in _MACOS_NAMES)) and not ctx.macos:
        for found in _MACOS.finditer(text):
            version = found.group("v") or _MACOS_NAMES.get(found.group("name").lower())
            if version:
                ctx.macos = version
                break
    if "built for" in lowered and (found := _MACOS_NEEDED.search(text)):
        ctx.macos_needed = found.group("v")
    if "metal" in lowered and not ctx.metal and (found := _METAL_VERSION.search(text)):
        ctx.metal = found.group("v")


_PIP_FROM = re.compile(r"\bpip \d[\w.]{0,12} from (?P<path>\S{1,300}?)[\\/]lib[\\/]\S{0,200} "
                       r"\(python (?P<v>\d\.\d{1,2})\)")
_EXECUTABLE = re.compile(r"['\"](?P<path>(?:[A-Za-z]:)?[\\/][^'\"]{0,300}?[\\/]python[\d.]{0,5}(?:\.exe)?)['\"]")


def _interpreters(text: str) -> set[str]:
    """The Python installations a line names: `pip X from <prefix>/lib/... (python 3.7)`, or a quoted executable."""
    found = {f"{m.group('path')} (python {m.group('v')})" for m in _PIP_FROM.finditer(text)}
    for m in _EXECUTABLE.finditer(text):
        path = m.group("path").replace("\\\\", "\\")
        found.add(re.sub(r"[\\/](?:bin|Scripts)?[\\/]?python[\d.]*(?:\.exe)?$", "", path, flags=re.IGNORECASE))
    return found


# "upgrade the tensorflow ... it's getting upgraded to 2.4.1": the version the paste moved to
_TF_MOVED = re.compile(r"\btensor ?flow\b[^.\n]{0,80}?\b(?:upgraded|updated|downgraded) to (?:version )?v?"
                       rf"(?P<v>{_NUM})\b", re.IGNORECASE)


def _scan_versions(ctx: Context, text: str) -> None:
    found = _TF_VERSION.search(text) or _TF_MOVED.search(text)
    if found and not ctx.tensorflow:
        ctx.tensorflow = found.group("v")
    hint = _TF_HINT.search(text)
    if hint and not ctx.tensorflow_hint:
        ctx.tensorflow_hint = hint.group("v")
    py = _PY_VERSION.search(text)
    if py and py.group("cp") and "supported wheel" in text.lower():  # a wheel pip refused names another Python
        py = None
    if py and not ctx.python:
        ctx.python = py.group("v") or py.group("p") or f"3.{py.group('cp')}"


_PRINTED_NAME = re.compile(r"\b([A-Za-z_][\w.]{0,40}?)\.(?:__version__|version\.VERSION)\b")
_PRINTED_PACKAGE = {"tf": "tensorflow", "tensorflow": "tensorflow", "keras": "keras", "np": "numpy",
                    "numpy": "numpy", "tf_keras": "tf-keras", "google.protobuf": "protobuf"}
_BARE_VERSION = re.compile(rf"v?({_NUM}(?:[.-]?(?:rc|dev|post)\d{{1,8}})?)")


def _printed_names(text: str) -> tuple[str, ...]:
    """The packages a `print(tf.__version__, keras.__version__)` (or `pip show`) line asks the next line for."""
    if re.match(r"\s{0,4}Name: tensorflow\b", text):
        return ("tensorflow",)
    return tuple(_PRINTED_PACKAGE.get(n.lower(), _PRINTED_PACKAGE.get(n.lower().rsplit(".", 1)[-1], ""))
                 for n in _PRINTED_NAME.findall(text)[:8])


def _read_printed(ctx: Context, text: str) -> None:
    """The versions on the line after the print: bare versions only (quotes, commas, a `Version:` label)."""
    names, ctx._printed = ctx._printed, ()  # noqa: SLF001 - the scanner's own state
    rest = re.sub(r"^\s{0,8}(?:Version:|>>>|Out\[\d{1,4}\]:)?", "", text[:200])
    versions = _BARE_VERSION.findall(rest)
    if not versions or re.sub(r"[\s'\"(),\[\]]", "", _BARE_VERSION.sub("", rest)) or len(versions) != len(names):
        return
    for name, version in zip(names, versions, strict=True):
        if name == "tensorflow":
            ctx.tensorflow = ctx.tensorflow or version
        elif name:
            ctx.packages.setdefault(name, version)


@dataclass
class _Group:
    first: LogEvent
    lines: list[int]
    count: int = 1


@dataclass
class _Paste:
    """What the resolvers read: the context, the tables, and the events by kind."""

    ctx: Context
    tables: Tables
    events: dict[str, list[LogEvent]]

    def release(self) -> Release | None:
        match = self.tables.release(self.ctx.version())
        return match.release if match else None

    def cc(self) -> str | None:
        if self.ctx.compute_capability:
            return self.ctx.compute_capability
        return next((c for c in map(self.tables.compute_capability_of, self.ctx.gpu_names) if c), None)

    def has(self, *kinds: str) -> bool:
        return any(k in self.events for k in kinds)


_Resolved = tuple[str, str, str, str]  # cause, level, meaning, fix


def _release_cuda(paste: _Paste) -> tuple[Release | None, str | None, str | None]:
    """The release, CUDA and cuDNN the paste's TensorFlow build asks for (from its version or its sonames).

    A soname names a CUDA major, not a release: libcudart.so.11.0 (cudart64_110.dll) is the runtime of
    every CUDA 11.x, libcudart.so.12 of every 12.x. So the CUDA is given only when every release whose
    library names fit was built with the same one (the tables); otherwise it is "11.x".
    """
    rel = paste.release()
    if rel and not _windows_gpu_build_ran(paste, rel):
        return rel, rel.cuda_build, rel.cudnn
    candidates = _soname_releases(paste)
    cudas = {r.cuda_build for r in candidates}
    cudnns = {r.cudnn for r in candidates}
    names = sorted(_requested_sonames(paste), key=lambda s: "cudart" not in s.lower())  # the runtime names the CUDA
    cuda = cudas.pop() if len(cudas) == 1 else None
    majors = {version_tuple(c)[:1] for c in cudas} or {m for m in map(_soname_major, names) if m}
    if cuda is None and len(majors) == 1:
        cuda = f"{next(iter(majors))[0]}.x"
    cudnn = cudnns.pop() if len(cudnns) == 1 else next(
        (v for lib, v in map(_dll_version, names) if lib == "cudnn" and v), None)
    return None, cuda, cudnn


def _windows_gpu_build_ran(paste: _Paste, rel: Release) -> bool:
    """The paste names a release without a native-Windows GPU build, yet its log loads CUDA DLLs: another one ran.

    TensorFlow's Windows wheels after 2.10 are built without CUDA and never look for cudart64_*.dll and
    the like, so such lines come from an older GPU build installed (the log outweighs the version said).
    """
    if not paste.ctx.windows or rel.windows_native_gpu:
        return False
    libs = (e.get("lib") or "" for k in ("dlopen_failed", "dlopen_ok") for e in paste.events.get(k, ()))
    return any(lib.lower().endswith(".dll") and not lib.lower().startswith("nvcuda") for lib in libs)


def _soname_major(name: str) -> tuple[int, ...]:
    """The CUDA major a runtime library name belongs to (libcudart.so.11.0, cudart64_110.dll: 11); () if none."""
    found = re.match(r"(?:lib)?cudart(?:\.so\.|64_)(\d{1,2})", name, re.IGNORECASE)
    if found is None:
        return ()
    digits = found.group(1)
    return (int(digits[:-1] if name.lower().endswith(".dll") and len(digits) == 3 else digits),)  # noqa: PLR2004


def _requested_sonames(paste: _Paste) -> set[str]:
    """The CUDA library names the paste shows TensorFlow asking for (not the driver's, not TensorRT's)."""
    sonames = {e.get("lib") or "" for k in ("dlopen_failed", "shared_object_missing") for e in paste.events.get(k, [])}
    return {s for s in sonames | paste.ctx.sonames if s and not s.startswith(("libcuda.", "libnvinfer", "nvcuda"))}


def _soname_releases(paste: _Paste) -> list[Release]:
    """The releases that load every library name the paste shows (the tables' sonames, or their Windows DLLs)."""
    sonames = {s.lower() for s in _requested_sonames(paste)}
    windows = any(s.endswith(".dll") for s in sonames)  # only releases with a native Windows GPU build load DLLs
    return [r for r in paste.tables.releases if sonames and (r.windows_native_gpu or not windows)
            and sonames <= {n.lower() for s in r.sonames.values() for n in (s, dll_name(s) or s)}]


def _dll_version(dll: str) -> tuple[str, str]:
    """("cudart", "11.0") from cudart64_110.dll; ("cudnn", "8") from cudnn64_8.dll (compat.dll_version reads it)."""
    found = re.match(r"(\w+?)64_", dll, re.IGNORECASE)
    return (found.group(1).lower() if found else dll), dll_version(dll) or ""


def _pip(paste: _Paste) -> str:
    return "pip" if not paste.ctx.windows else "python -m pip"


_FEW_BUILDS = 3  # library names fitting more CUDA builds than this say nothing worth listing


def _libs_fix(paste: _Paste) -> str:
    rel, cuda, cudnn = _release_cuda(paste)
    ctx = paste.ctx
    major_only = cuda is not None and "x" in cuda  # the names say the CUDA major, not the version
    want = " and ".join(x for x in (f"CUDA {cuda}" if cuda else "", f"cuDNN {cudnn}" if cudnn else "") if x)
    who = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    head = f"{who} loads {want}" if want else f"{who} needs the CUDA and cuDNN libraries it was built with"
    if major_only:
        head = (f"these library names are those of every CUDA {cuda} release, so they do not say which CUDA this "
                "TensorFlow was built with")
    if rel is None and (cuda is None or major_only):
        builds: dict[str, list[str]] = {}
        for r in _soname_releases(paste):
            builds.setdefault(r.cuda_max or r.cuda_build, []).append(r.line)
        if 1 < len(builds) <= _FEW_BUILDS:  # the names fit a few builds: say which CUDA each needs
            head += (" (uncertain which build, `pip show tensorflow` decides: the library names fit "
                     + " or ".join(f"CUDA {c} for TensorFlow {ls[0]}{'-' + ls[-1] if len(ls) > 1 else ''} "
                                   f"(cuDNN {_cudnn_of(paste, ls)})" for c, ls in builds.items()) + ")")
        elif major_only:
            head += " (`pip show tensorflow` gives the version; `envcheck matrix` its CUDA and cuDNN)"
    if paste.release() and rel is None:  # the version said is not the build that ran (_windows_gpu_build_ran)
        head += (f" (the paste says TensorFlow {ctx.version()}, but only native-Windows GPU builds, 2.10 and older, "
                 "look for these DLLs: one of those is what ran; `pip show tensorflow` tells)")
    exact = ("install exactly the CUDA and cuDNN of the installed TensorFlow's build" if major_only
             else "install exactly these versions")
    if ctx.windows:
        version = cuda if cuda and not major_only else "X.Y"
        folder = rf"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v{version}\bin"
        return (f"{head}: {exact} and put CUDA's bin folder ({folder}, with cuDNN's DLLs "
                "copied in) on PATH; a Python 3.8+ that does not search PATH for DLLs (conda, Microsoft Store) needs "
                "os.add_dll_directory(<that bin folder>) before `import tensorflow`")
    path = "LD_LIBRARY_PATH"
    if rel and "[and-cuda]" in rel.gpu_package:
        return (f"{head}: `{_pip(paste)} install 'tensorflow[and-cuda]=={ctx.version()}'` installs them; if they "
                f"are installed elsewhere, add their lib folder to {path}")
    if "conda" in ctx.flags and not ctx.windows:
        toolkit = cuda if cuda and not major_only else "..."
        return (f"{head}: install them in the environment (conda install -c conda-forge cudatoolkit={toolkit} "
                f"cudnn={cudnn or '...'}) and export LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH "
                "(conda does not set it)")
    return (f"{head}: {exact} (not just any CUDA) and add the folder holding them to {path} "
            "(`envcheck doctor` finds them)")


def _cudnn_of(paste: _Paste, lines: list[str]) -> str:
    """The cuDNN of these release lines (the tables), "8.1" or "8.6-8.7"."""
    found = sorted({r.cudnn for r in paste.tables.releases if r.line in lines}, key=version_tuple)
    return found[0] if len(found) == 1 else f"{found[0]}-{found[-1]}"


def _driver_fix(paste: _Paste, cuda: str | None) -> str:
    ctx = paste.ctx
    named = ""
    if cuda is None:
        rel, cuda, _ = _release_cuda(paste)
        if not cuda and not rel and ctx.cuda_installed:  # the CUDA the paste names, not the build's: say so
            cuda = ctx.cuda_installed
            named = (f"; this is the floor of CUDA {cuda}, the one the paste names: if the program loads another "
                     "CUDA (`pip show tensorflow` gives TensorFlow's, `envcheck matrix` its CUDA), that one's applies")
    floor = paste.tables.driver_floor(cuda, windows=ctx.windows) if cuda and "x" not in cuda else (None, None)
    need = floor[1] or floor[0]
    have = f" (this one is {ctx.driver})" if ctx.driver else ""
    where = "on the host (a container uses the host's driver)" if "docker" in ctx.flags else ""
    if need:
        return f"install NVIDIA driver {need} or newer{have} {where}— CUDA {cuda} needs it{named}".replace("  ", " ")
    return f"upgrade the NVIDIA driver{have} {where}to one that supports this CUDA version".replace("  ", " ")


_WSL_FIX = ("install only the Windows NVIDIA driver and remove any Linux NVIDIA driver installed inside WSL (it hides "
            "the Windows one), update WSL (`wsl --update`), and make sure /usr/lib/wsl/lib is on the loader path "
            "(export LD_LIBRARY_PATH=/usr/lib/wsl/lib)")


def _wsl_gap(paste: _Paste) -> tuple[str, str] | None:
    """What the paste shows breaking WSL's bridge to the Windows driver (Microsoft's and NVIDIA's WSL guides).

    WSL 1 has no GPU at all; WSL 2 gets one only with a kernel from 4.19.121 and on Windows 11 or
    Windows 10 21H2 (build 19044) and later; and a Linux NVIDIA driver installed inside the
    distribution replaces the libcuda and nvidia-smi that /usr/lib/wsl/lib maps in from the Windows driver.
    """
    ctx = paste.ctx
    build = ctx.windows_build
    if "wsl1" in ctx.flags:
        return ("this distribution runs under WSL 1 (its kernel is 4.4.0-...-Microsoft), which has no GPU access",
                ("convert it to WSL 2: `wsl --set-version <distro> 2` in PowerShell (`wsl -l -v` lists the "
                 "distributions and their WSL version), with only the Windows NVIDIA driver installed"))
    short = wsl_kernel_short(paste.tables, ctx.wsl_kernel) if ctx.wsl_kernel else None
    if short is not None and short.need == "required":
        return ((f"the WSL 2 kernel {ctx.wsl_kernel} predates GPU support in WSL (kernels from {short.min_kernel} "
                 "carry the GPU bridge, /dev/dxg)"), ("update the WSL kernel: `wsl --update`, then `wsl --shutdown` "
                "(on older Windows 10, Windows Update with 'Receive updates for other Microsoft products' on), and "
                "check `cat /proc/version` again"))
    if build and (need := wsl_windows_short(paste.tables, build)):
        return ((f"Windows build {build} has no GPU compute for WSL 2 (it needs Windows 11, or {need.release}, "
                 f"build {need.min_build}, or newer)"), (f"update Windows to Windows 11 or {need.release} (build "
                f"{need.min_build}) or newer, then `wsl --update` and the latest Windows NVIDIA driver"))
    if "linux_driver" in ctx.flags:
        return (("a Linux NVIDIA driver is installed inside WSL: its libcuda and nvidia-smi replace the ones "
                 "/usr/lib/wsl/lib maps in from the Windows driver, the only driver WSL 2 can use"),
                ("remove the Linux NVIDIA driver from inside WSL (`dpkg -l | grep -Ei 'nvidia-(driver|utils)|"
                 "libnvidia-compute'` lists its packages: `sudo apt-get purge` them; a .run install: `sudo "
                 "nvidia-uninstall`), keep only the Windows driver, then `wsl --shutdown`"))
    return None


def _in_wsl(paste: _Paste, meaning: str, fix: str = _WSL_FIX) -> _Resolved:
    """wsl_driver_not_visible, with the part of the bridge the paste shows missing when it shows one."""
    gap = _wsl_gap(paste)
    return ("wsl_driver_not_visible", "error", *(gap or (meaning, fix)))


def _where_driver_lives(paste: _Paste, default: str) -> _Resolved:
    """Libcuda or the kernel driver is absent: on the machine, in the container, or in WSL2."""
    ctx = paste.ctx
    if "wsl" in ctx.flags:
        return _in_wsl(paste, "inside WSL2 the NVIDIA driver comes from Windows (/usr/lib/wsl/lib); it is not "
                              "reachable here")
    if _started_without_gpus(paste):
        return _no_gpus_flag(paste)
    if _apptainer_without_nv(paste):
        return _no_nv_flag()
    if "docker" in ctx.flags:
        return ("container_gpu_not_exposed", "error",
                "the container has no GPU: the host's driver and devices were not passed in",
                ("install the NVIDIA Container Toolkit (nvidia-container-toolkit) on the host, restart Docker, and "
                "start the container with `docker run --gpus all` (nvidia-docker on old Docker)"))
    if not _gpu_shown(paste):  # the same lines come from every machine without an NVIDIA GPU
        default = (f"uncertain: {default}, or this machine has no NVIDIA GPU (the paste shows none, and a machine "
                   "without one prints the same; `lspci | grep -i nvidia` decides)")
    return ("driver_missing", "error", default,
            ("install the NVIDIA driver for this GPU and reboot (this is the driver, not a pip package: "
            "`tensorflow[and-cuda]` does not provide libcuda.so.1); harmless on a machine without an NVIDIA GPU"))


# What TensorFlow (or CUDA) prints while it looks for a GPU: on a machine without one, these are expected.
_DISCOVERY = frozenset({"cuinit_failed", "kernel_driver_not_running", "nvidia_smi_no_driver", "no_cuda_device",
                        "dlopen_failed", "gpu_libraries_missing", "no_cuda_drivers", "libcuda_not_loaded",
                        "cuda_runtime_unloaded"})
_NO_GPU_CAUSES = frozenset({"driver_missing", "uvm_unavailable", "no_gpu_visible", "cuda_libs_missing", "cuda_error",
                            "gpu_not_detected"})


def _gpu_shown(paste: _Paste) -> bool:
    """The paste shows a GPU beyond the messages of the search for one: a name, a driver, words, another failure."""
    ctx = paste.ctx
    if (ctx.gpu_names or ctx.driver or ctx.compute_capability or ctx.driver_cuda or ctx.libcuda_version
            or ctx.kernel_version or {"gpu_list_empty", "built_without_cuda", "gpu_list_nonempty", "device_list_gpu",
                                      "gpus_flag"} & ctx.flags):
        return True
    messages = {e.line.strip() for found in paste.events.values() for e in found}
    return any(w not in messages for w in ctx.gpu_words) or any(
        e.level in ("error", "warning") and not _searching(e) for found in paste.events.values() for e in found)


def _searching(event: LogEvent) -> bool:
    """A message of TensorFlow's search for a GPU, printed on machines without one too.

    Other CUDA libraries than the runtime are loaded only once a GPU is found: their failure shows one.
    """
    if event.kind in ("dlopen_failed", "dll_load_failed"):
        lib = event.get("lib") or event.get("dll") or ""
        return lib.lower().startswith(("libcudart", "cudart", "libcuda.", "nvcuda"))
    return event.kind in _DISCOVERY


def _no_gpu_here(event: LogEvent) -> _Resolved:
    """The paste says the machine has no GPU: the messages of TensorFlow's search for one are expected there."""
    return ("harmless", "info", (f"{pattern(event.kind).meaning}; the paste says this machine has no GPU, and "
            "TensorFlow (or CUDA) prints this on every machine without one: harmless, everything runs on the CPU"),
            "only if this machine should have an NVIDIA GPU: `nvidia-smi` must list it; then `envcheck doctor`")


def _started_without_gpus(paste: _Paste) -> bool:
    """The paste shows the container being started, and with no GPU option (--gpus, --runtime=nvidia, ...)."""
    return "docker_run" in paste.ctx.flags and "gpus_flag" not in paste.ctx.flags


def _apptainer_without_nv(paste: _Paste) -> bool:
    """The paste runs an Apptainer/Singularity image and never passes --nv (which binds the host's driver in)."""
    return "apptainer" in paste.ctx.flags and "gpus_flag" not in paste.ctx.flags


def _no_nv_flag() -> _Resolved:
    return ("container_gpu_not_exposed", "error", ("the Apptainer/Singularity container runs without --nv: the host's "
            "NVIDIA driver libraries and devices are not bound into it, so CUDA finds no driver"),
            ("start it with --nv (`apptainer exec --nv IMAGE ...`, `singularity run --nv ...`); the host needs the "
             "NVIDIA driver (nvidia-smi there)"))


def _no_gpus_flag(paste: _Paste) -> _Resolved:  # noqa: ARG001 - the same shape as the other deductions
    return ("container_gpu_not_exposed", "error", ("the container was started without GPU access (no --gpus or "
            "--runtime=nvidia): the host's driver libraries and devices were not passed in, so CUDA finds no driver "
            "(or only a stub, which reports an insufficient driver)"), ("start it with `docker run --gpus all ...` "
            "(the NVIDIA Container Toolkit, nvidia-container-toolkit, on the host; nvidia-docker on old setups)"))


def _runpath_gap(paste: _Paste) -> _Resolved | None:
    """The release's wheel installs CUDA with pip ([and-cuda]) but its RUNPATH does not reach it (the tables say)."""
    rel = paste.release()
    if (rel is None or "[and-cuda]" not in rel.gpu_package or rel.pip_cuda_runpath or paste.ctx.windows
            or not {"and_cuda", "pip_nvidia"} & paste.ctx.flags):  # only when the paste shows the pip CUDA libraries
        return None
    fixed = next((r.line for r in paste.tables.releases if r.key > rel.key and r.pip_cuda_runpath), None)
    note = f" ({rel.notes[0]})" if rel.notes else ""
    upgrade = f", or use TensorFlow {fixed}, whose wheel finds them" if fixed else ""
    meaning = f"TensorFlow {rel.patch or rel.line}'s wheel does not find the CUDA libraries pip installed for it{note}"
    libs = ("import nvidia, os; p = nvidia.__path__[0]; "
            "print(':'.join(os.path.join(p, d, 'lib') for d in os.listdir(p)))")
    return ("pip_cuda_runpath", "error", meaning,
            f'put them on LD_LIBRARY_PATH: export LD_LIBRARY_PATH=$(python -c "{libs}"){upgrade}')


def _windows_native_gpu(paste: _Paste) -> _Resolved | None:
    """Native Windows with a TensorFlow after the last release built with GPU support there (the tables' cut-off)."""
    rel = paste.release()
    if not paste.ctx.windows or rel is None or rel.windows_native_gpu or _windows_gpu_build_ran(paste, rel):
        return None
    return ("windows_native_gpu_unsupported", "error", (f"TensorFlow {rel.patch or rel.line} has no GPU support on "
            "native Windows: installing CUDA libraries does not change that"), _windows_fix(paste))


def _windows_fix(paste: _Paste) -> str:
    last = next((r for r in reversed(paste.tables.releases) if r.windows_native_gpu), None)
    if last is None:
        return "use WSL2 (TensorFlow's GPU builds for Windows run there)"
    return (f"native Windows: TensorFlow {last.line} was the last release with GPU support there; use WSL2 "
            f"(pip install 'tensorflow[and-cuda]' inside it), or `tensorflow<{_next_line(last.line)}` with CUDA "
            f"{last.cuda_build}/cuDNN {last.cudnn}")


def _next_line(line: str) -> str:
    major, minor = version_tuple(line)[:2]
    return f"{major}.{minor + 1}"


def _r_dlopen(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per kind of library
    lib = (event.get("lib") or "").lower()
    if lib.startswith(("libcuda.so", "nvcuda")):
        return _where_driver_lives(paste, "the NVIDIA driver's own library (libcuda) is missing: no driver installed")
    if "libcuda.so" in (event.get("dlerror") or "").lower():  # the library loads libcuda, which is what is missing
        return _where_driver_lives(paste, (f"{event.get('lib')} needs libcuda.so, the NVIDIA driver's library, and it "
                                           "is not found"))
    if "nvinfer" in lib or lib.startswith(("libcupti", "cupti64", "libnccl")):  # not needed to register a GPU
        return _optional_library(event, lib)
    if re.match(r"cudnn_\w{1,24}64_\d{1,2}\.dll$", lib):
        return _cudnn_part(event, paste)
    if "wsl" in paste.ctx.flags and lib.startswith("libcudnn_") and not event.get("dlerror"):
        return _where_driver_lives(paste, (f"{event.get('lib')} could not be loaded; in WSL most often because "
                                           "cuDNN's parts load libcuda.so (no version), which only the loader path "
                                           "reaches there (uncertain: the paste omits the error after the name)"))
    if lib.startswith("zlibwapi"):
        return ("cuda_libs_missing", "error", "cuDNN 8.3+ on Windows needs zlibwapi.dll, which is not on PATH",
                "install zlib for Windows (zlibwapi.dll, the x64 build) into a folder on PATH, e.g. CUDA's bin")
    gap = _runpath_gap(paste) or _windows_native_gpu(paste)
    if gap is not None:
        return gap
    meaning = f"{event.get('lib') or 'a CUDA library'} could not be loaded, so TensorFlow will not use the GPU"
    if lib.startswith(("libcudart", "cudart")) and not _gpu_shown(paste):  # TF tries it at import, GPU or not
        meaning = (f"uncertain: {meaning}, if this machine has an NVIDIA GPU; TensorFlow tries to load the CUDA "
                   "runtime at import on every machine and runs on the CPU without it, and the paste shows no GPU "
                   "(`nvidia-smi -L` decides)")
    return ("cuda_libs_missing", "error", meaning, _libs_fix(paste))


def _r_runtime_unloaded(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF 2.18+'s cuda_executor.cc: libcudart did not load; printed on every machine without a GPU too."""
    gap = _runpath_gap(paste) or _windows_native_gpu(paste)
    if gap is not None:
        return gap
    meaning = pattern(event.kind).meaning
    if not _gpu_shown(paste):
        meaning = (f"uncertain: {meaning}, if this machine has an NVIDIA GPU; TensorFlow tries to load the CUDA "
                   "runtime on every machine and runs on the CPU without it, and the paste shows no GPU (`nvidia-smi "
                   "-L` decides)")
    return ("cuda_libs_missing", "error", meaning, _libs_fix(paste))




def _cudnn_part(event: LogEvent, paste: _Paste) -> _Resolved:
    """A part of cuDNN 8 (cudnn_cnn_infer64_8.dll) that cuDNN could not load: Windows' LoadLibrary code says why.

    126 (ERROR_MOD_NOT_FOUND) is the part or a DLL it needs not found: zlibwapi.dll for cuDNN 8.3-8.9;
    127 (ERROR_PROC_NOT_FOUND) is parts of different cuDNN versions mixed in the folders on PATH.
    """
    code = event.get("code")
    loaded = next((e.get("version") for e in paste.events.get("cudnn_loaded", ())), None)
    version = int(loaded) if loaded and loaded.isdigit() else None
    on_path = ("keep cuDNN's bin folder (all its cudnn_*64_8.dll) on PATH, or copy them into CUDA's bin; a Python "
               "3.8+ that does not search PATH for DLLs needs os.add_dll_directory(<that folder>)")
    if code == "127":  # ERROR_PROC_NOT_FOUND
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} is from another cuDNN release than the cuDNN "
                "already loaded (error 127: a function it needs is missing)"), ("keep a single cuDNN on PATH: remove "
                f"the other cuDNN's DLLs and reinstall the one the build needs; {on_path}"))
    said = f"{version // 1000}.{version % 1000 // 100}" if version else None  # CUDNN_VERSION 8600 is 8.6
    needs_zlib = cudnn_windows_dll(paste.tables, "zlibwapi.dll", said)
    if needs_zlib:
        which = f"cuDNN {said or f'{needs_zlib.cudnn_from}-{needs_zlib.cudnn_through}'}"
        error = f" (error {code})" if code else ""
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} could not be loaded{error}: it or a DLL it needs "
                f"is missing; {which} on Windows needs zlibwapi.dll, which is not installed with it"),
                ("install zlib for Windows (zlibwapi.dll, the x64 build) into a folder on PATH such as CUDA's bin, "
                 f"as cuDNN's install guide says; or {_build_cudnn(paste)}, which needs no zlib; {on_path}"))
    return ("cuda_libs_missing", "error", f"{event.get('lib')} could not be loaded: it is not in a folder on PATH",
            on_path)


def _build_cudnn(paste: _Paste) -> str:
    """The cuDNN 8 the TensorFlow build was made with (the tables): its release's, or every native-Windows one's."""
    rel = paste.release()
    if rel and rel.windows_native_gpu:
        return f"install the cuDNN TensorFlow {rel.line} is built with, cuDNN {rel.cudnn}"
    builds: dict[str, list[str]] = {}
    for r in paste.tables.releases:
        if r.windows_native_gpu and version_tuple(r.cudnn)[:1] == (8,):
            builds.setdefault(r.cudnn, []).append(r.line)
    listed = ", ".join(f"TensorFlow {ls[0]}{'-' + ls[-1] if len(ls) > 1 else ''} cuDNN {c}" for c, ls in builds.items())
    return f"install the cuDNN the TensorFlow build is made with ({listed}; `pip show tensorflow` tells the version)"


def _optional_library(event: LogEvent, lib: str) -> _Resolved:
    """TensorRT, CUPTI, NCCL: loaded only when TF-TRT, the profiler or a multi-GPU all-reduce needs them."""
    if "nvinfer" in lib:
        return ("harmless", "noise", "TensorRT is not installed; harmless unless you use TF-TRT", "")
    profiler = "cupti" in lib
    what = ("CUDA's profiling library: the TensorFlow profiler (tf.profiler, TensorBoard's Profile tab) needs it"
            if profiler else "NVIDIA's collective library: multi-GPU all-reduce needs it")
    where = ("add CUDA's extras/CUPTI/lib64 to LD_LIBRARY_PATH (pip: nvidia-cuda-cupti-cuXX)" if profiler else
             "install NCCL for this CUDA (pip: nvidia-nccl-cuXX) or add its folder to LD_LIBRARY_PATH")
    if "could not dlopen dso" in event.line.lower():  # TensorFlow 1.x's fatal form: the run stopped on it
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} could not be loaded and TensorFlow aborted: it is "
                f"{what}"), where)
    return ("cuda_libs_missing", "warning", (f"{event.get('lib')} could not be loaded; it is {what}, and the GPU is "
            "used without it"), f"only if you need it: {where}")


def _r_libs(event: LogEvent, paste: _Paste) -> _Resolved:
    if paste.has("no_cuda_drivers") and _started_without_gpus(paste):  # TF found no libcuda: none was passed in
        return _no_gpus_flag(paste)
    if paste.has("no_cuda_drivers") and _apptainer_without_nv(paste):
        return _no_nv_flag()
    if event.kind == "shared_object_missing" and (event.get("lib") or "").startswith("libcuda.so"):
        return _where_driver_lives(paste, "libcuda.so.1, the NVIDIA driver's library, is missing")
    if event.kind == "no_cuda_drivers" and not (_gpu_expected(paste) and _gpu_shown(paste)):
        return ("harmless", "info", ("TensorFlow found no CUDA driver or runtime; it prints this on every machine "
                "without an NVIDIA GPU, where it is harmless, and the paste shows no GPU"), ("if this machine has "
                "an NVIDIA GPU, `nvidia-smi` must list it; then `envcheck doctor` names what TensorFlow lacks"))
    gap = _runpath_gap(paste) or _windows_native_gpu(paste)
    if gap is not None:
        return gap
    level = "warning" if event.kind == "no_cuda_drivers" else "error"
    meaning = pattern(event.kind).meaning
    if event.kind == "shared_object_missing" and "tensorflow_named" not in paste.ctx.flags:
        meaning = (f"uncertain: {event.get('lib')} is missing for a compiled module, and the paste does not show "
                   f"TensorFlow importing it: if it is TensorFlow, {meaning}; if it is another package's (PyTorch, "
                   "mmcv, a CUDA extension), the CUDA that package was built for decides (its wheel's +cuXXX tag)")
    return ("cuda_libs_missing", level, meaning, _libs_fix(paste))


def _gpu_expected(paste: _Paste) -> bool:
    """The paste shows a GPU, a driver, a failure or words about a GPU beside TensorFlow's "no CUDA drivers" notice."""
    ctx = paste.ctx
    shown = ctx.gpu_names or ctx.driver or ctx.compute_capability or ctx.driver_cuda
    failed = any(e.level in ("error", "warning") and kind != "no_cuda_drivers" for kind, found in paste.events.items()
                 for e in found)
    return bool(shown or failed or {"gpu_list_empty", "built_without_cuda", "gpu_mentioned"} & ctx.flags)


def _r_cuinit(event: LogEvent, paste: _Paste) -> _Resolved:
    error = event.get("error") or ""
    found = re.search(r"CUDA_ERROR_\w+", error, re.IGNORECASE)
    number = re.search(r"\((-?\d{1,4})\)|\b(\d{1,4})\b", error)
    entry = lookup(name=found.group(0)) if found else lookup(code=next((g for g in number.groups() if g), None)
                                                             if number else None)
    entry = entry or next(filter(None, map(from_text, error.split(":"))), None)  # "...: no CUDA-capable device ..."
    return _from_cuda_error(entry, paste, f"cuInit failed: {error.strip()}")


def _from_cuda_error(entry: tuple[str, str, str] | None, paste: _Paste, what: str) -> _Resolved:  # noqa: PLR0911
    if entry is None:
        return ("cuda_error", "error", f"{what}: a CUDA driver error", "see the message above it; `envcheck doctor`")
    name, cause, meaning = entry
    ctx = paste.ctx
    if cause in ("uvm_unavailable", "driver_missing", "no_gpu_visible") and _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", (f"{what}: the only GPU the paste names is not an NVIDIA one (Intel, AMD "
                "or a virtual display adapter), and CUDA runs on NVIDIA GPUs only"), ("run on a machine with an "
                "NVIDIA GPU (or Colab), or use the CPU package; on Windows, tensorflow-directml-plugin (TensorFlow "
                "2.10, tensorflow-cpu) uses other GPUs through DirectML"))
    cc = paste.cc()
    if name in _ARCH_ERRORS and cc and _predates(paste, paste.release() or paste.tables.newest, cc):
        return _arch(paste, f"{name}: {meaning}", cc)
    if cause == "driver_missing":
        return _where_driver_lives(paste, f"{name}: {meaning}")
    if cause == "no_gpu_visible":
        if ctx.cuda_visible_devices is not None:
            return ("no_gpu_visible", "error", (f"{name}: CUDA_VISIBLE_DEVICES={ctx.cuda_visible_devices!r} hides the "
                                               f"GPUs "
                    "or names one that does not exist"), ("unset CUDA_VISIBLE_DEVICES or set it to an index nvidia-smi "
                    "lists (0 for the first GPU)"))
        if paste.has("nvidia_smi_no_driver", "kernel_driver_not_running") or {"docker", "wsl"} & ctx.flags:
            return _where_driver_lives(paste, f"{name}: no GPU is visible because no driver is running")
        return ("no_gpu_visible", "error", f"{name}: {meaning}",
                ("check CUDA_VISIBLE_DEVICES (unset it, or use an index nvidia-smi lists) and that nvidia-smi sees the "
                "GPU"))
    if cause == "driver_too_old":  # 804: the CUDA bridged by cuda-compat (forward compatibility) is the one to serve
        return (_forward_compat(paste, f"{name}: {meaning}") if name == "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"
                else ("driver_too_old", "error", f"{name}: {meaning}", _driver_fix(paste, None)))
    if cause == "gpu_too_new":
        return _arch(paste, f"{name}: {meaning}")
    return _catalogued(paste, name, cause, meaning)


def _catalogued(paste: _Paste, name: str, cause: str, meaning: str) -> _Resolved:
    """A CUDA error as the catalogue explains it; a container's cause only where the paste shows a container."""
    if cause == "container_gpu_not_exposed" and not {"docker", "wsl"} & paste.ctx.flags:
        return ("cuda_error", "error", (f"{name}: {meaning}; uncertain where: the paste shows no container (in one, "
                "its GPU access is the cause; on a host, the driver's device nodes or a security policy refusing "
                "the call)"), ("in a container, start it with GPU access (`docker run --gpus all`, NVIDIA Container "
                "Toolkit on the host); on a host, check `ls -l /dev/nvidia*` and `nvidia-smi`, and reboot after a "
                "driver change"))
    return (cause, "error", f"{name}: {meaning}", _NAME_FIX.get(name) or _CAUSE_FIX.get(
        cause, "see the message; `envcheck doctor` checks the setup"))


def _no_nvidia_gpu(paste: _Paste) -> bool:
    """The paste names an Intel, AMD or virtual display adapter and no NVIDIA GPU, driver or nvidia-smi output."""
    ctx = paste.ctx
    return ("non_nvidia_gpu" in ctx.flags and "nvidia_gpu_named" not in ctx.flags
            and not (ctx.gpu_names or ctx.driver or ctx.driver_cuda or ctx.compute_capability)
            and not paste.has("gpu_created"))


def _forward_compat(paste: _Paste, what: str) -> _Resolved:
    """CUDA fell back on forward compatibility (an image's cuda-compat libcuda): the driver is older than that CUDA.

    nvidia-smi run where the compat library is loaded reports the image's CUDA, not the driver's own; a
    requirement (`--require=cuda>=X`) names it too. That CUDA's driver floor is the fix, unless this driver
    already meets it (then the CUDA is not known).
    """
    ctx = paste.ctx
    cuda = ctx.required_cuda or ctx.driver_cuda
    floor = paste.tables.driver_floor(cuda, windows=ctx.windows) if cuda else (None, None)
    need = floor[1] or floor[0]
    if need and ctx.driver and version_tuple(need) <= version_tuple(ctx.driver):
        cuda = None
    return ("driver_too_old", "error", (f"{what}: the CUDA {cuda or 'in use'} is newer than the driver"
            f"{' ' + ctx.driver if ctx.driver else ''} supports, and the forward-compatibility libraries that "
            "bridge the gap (cuda-compat, shipped in CUDA container images) work on data-center GPUs only"),
            _driver_fix(paste, cuda) + "; or use an image (or a TensorFlow) built for a CUDA this driver supports")


_ECC_FIX = ("`nvidia-smi -q -d ECC,PAGE_RETIREMENT` shows which GPU counts uncorrectable ECC errors; a GPU reset or "
            "reboot retires the failing memory (page retirement, row remapping); if it recurs, keep that GPU out "
            "(CUDA_VISIBLE_DEVICES to the others) and have it replaced")
_NAME_FIX = {"CUDA_ERROR_ECC_UNCORRECTABLE": _ECC_FIX}
_ARCH_ERRORS = ("CUDA_ERROR_INVALID_PTX", "CUDA_ERROR_NO_BINARY_FOR_GPU", "CUDA_ERROR_INVALID_IMAGE",
                "CUDA_ERROR_INVALID_HANDLE", "CUDA_ERROR_UNSUPPORTED_PTX_VERSION")
_CAUSE_FIX = {
    "uvm_unavailable": "load the unified-memory module: `sudo modprobe -r nvidia_uvm && sudo modprobe nvidia_uvm` "
                       "(or `sudo nvidia-modprobe -u -c 0`; after a suspend, or reboot); install nvidia-modprobe if "
                       "missing",
    "driver_library_mismatch": "reboot (or reload the nvidia kernel modules) so the kernel module and the driver "
                               "libraries are the same version; remove a second, older driver if one is left",
    "gpu_memory_in_use": "free the GPU: `nvidia-smi` lists the processes holding its memory (stop them or pick "
                         "another GPU with CUDA_VISIBLE_DEVICES); export TF_FORCE_GPU_ALLOW_GROWTH=true so TensorFlow "
                         "does not take it all",
    "container_gpu_not_exposed": "install the NVIDIA Container Toolkit (nvidia-container-toolkit) on the host, restart "
                                 "Docker, and start the container with `docker run --gpus all`",
    "gpu_peer_access_failed": ("export NCCL_P2P_DISABLE=1 for a run: if it then works, the GPUs cannot reach each "
                               "other peer-to-peer; turn the IOMMU off or to passthrough (BIOS VT-d/AMD-Vi, or the "
                               "kernel's intel_iommu=off / iommu=pt) or keep the variable (NCCL then copies through "
                               "host memory)"),
    "cuda_error": "a fault while running kernels: rerun with CUDA_LAUNCH_BLOCKING=1 to find the op; check "
                  "`nvidia-smi -q` for Xid/ECC errors (`envcheck gpus`)",
}


_ERROR_TEXT = re.compile(r"\(?-?\d{1,4}\)?\s?:\s?(?P<text>[a-z][^\n]{0,200})", re.IGNORECASE)


def _r_cuda_error(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA error by name or number; a number the driver API does not have is read from the text after it.

    PyTorch and Caffe print the runtime API's numbers (`cuda runtime error (39) : uncorrectable ECC error`),
    which differ from the driver API's before CUDA 11; the text names the error either way.
    """
    entry = lookup(name=event.get("name"), code=event.get("code"))
    if entry is None and (text := _ERROR_TEXT.search(event.line)):
        entry = from_text(text.group("text"))
    return _from_cuda_error(entry, paste, event.get("name") or f"CUDA error {event.get('code')}")


def _r_mismatch(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    both = f" (kernel module {event.get('kernel')}, libraries {event.get('dso')})" if event.get("kernel") else ""
    return ("driver_library_mismatch", "error", f"the NVIDIA kernel module and driver libraries differ{both}",
            _CAUSE_FIX["driver_library_mismatch"])


def _r_nvml_unknown(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    if "docker" in paste.ctx.flags:
        return ("container_gpu_not_exposed", "error", ("the running container lost access to the GPU's device nodes: "
                "systemd re-applied its cgroup (on `systemctl daemon-reload`, by hand or by the OS)"),
                ("restart the container (it gets the GPU back until the next `systemctl daemon-reload`); so that it "
                "does not recur, create the /dev/char symlinks on the host (`sudo nvidia-ctk system "
                "create-dev-char-symlinks --create-all`) or give Docker the cgroupfs driver (NVIDIA's notice, "
                "nvidia-docker#1730)"))
    return ("cuda_error", "error", ("uncertain: NVML cannot reach the GPU and the paste does not say where this ran "
            "(in a container: it lost the GPU after `systemctl daemon-reload`; on the host: the driver is in a bad "
            "state)"), "in a container, restart it; on the host, run nvidia-smi there and reboot if it fails too")


def _r_wsl_gpu(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _in_wsl(paste, pattern("wsl_gpu_missing").meaning, pattern("wsl_gpu_missing").fix)


def _r_driver_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    if event.get("no_smi") and "wsl" in paste.ctx.flags:  # the shell found no nvidia-smi (bash, zsh, fish, dash)
        return _in_wsl(paste, ("there is no nvidia-smi on the PATH: in WSL 2 it is /usr/lib/wsl/lib/nvidia-smi, "
                               "mapped in from the Windows driver, and sessions started otherwise (SSH, root, a "
                               "service) may lack that folder on PATH"), ("add it: export PATH=$PATH:/usr/lib/wsl/lib "
                               "(and LD_LIBRARY_PATH likewise); if /usr/lib/wsl/lib has no nvidia-smi, install or "
                               "update the Windows NVIDIA driver, then `wsl --shutdown`"))
    return _where_driver_lives(paste, pattern(event.kind).meaning)


def _r_xla_ordinal(event: LogEvent, paste: _Paste) -> _Resolved:
    """XLA's device setup asked for GPU N beyond the ones the process sees (XLA_GPU_JIT device number N)."""
    visible = paste.ctx.cuda_visible_devices
    why = f"; CUDA_VISIBLE_DEVICES={visible!r}" if visible is not None else ""
    return ("no_gpu_visible", "error", (f"XLA was asked for GPU {event.get('ordinal')} but the process sees GPUs 0 to "
            f"{event.get('last')} only{why}"), pattern("xla_device_ordinal").fix)


def _r_no_device(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _from_cuda_error(lookup(name="CUDA_ERROR_NO_DEVICE"), paste, "no CUDA-capable device")


def _r_driver_old(event: LogEvent, paste: _Paste) -> _Resolved:
    cuda = event.get("cuda") or paste.ctx.required_cuda
    if event.kind != "container_cuda_requirement" and _started_without_gpus(paste):
        return _no_gpus_flag(paste)
    if event.kind == "container_cuda_requirement":
        return ("driver_too_old", "error", f"the image needs CUDA {cuda}; the host driver is older",
                _driver_fix(paste, cuda) + " (or use an image built for an older CUDA)")
    if event.kind == "unsupported_ptx":
        return ("driver_too_old", "error", "the driver is older than the CUDA that produced this PTX",
                _driver_fix(paste, None))
    return ("driver_too_old", "error", pattern(event.kind).meaning, _driver_fix(paste, None))


def _r_wsl_no_adapter(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """libnvidia-container's dxcore probe found WSL but no GPU adapter: no NVIDIA GPU, WSL 1, or no driver bridge."""
    if "no_nvidia_gpu_said" in paste.ctx.flags or _no_nvidia_gpu(paste):
        return ("no_gpu_visible", "error", ("this machine has no NVIDIA GPU: Docker Desktop runs containers in WSL 2, "
                "where the NVIDIA Container Toolkit finds no GPU adapter to pass in"), ("start the container without "
                "the GPU request (no --gpus, no deploy.resources.devices) to run on the CPU, or use a machine with an "
                "NVIDIA GPU"))
    if "wsl1_said" in paste.ctx.flags:
        return ("wsl_driver_not_visible", "error", "WSL 1 has no GPU access: it exposes no GPU adapter at all",
                ("use WSL 2: `wsl --set-version <distro> 2` (`wsl -l -v` lists the distributions and their version), "
                 "with the Windows NVIDIA driver installed"))
    return _in_wsl(paste, ("the container runs in WSL 2 (Docker Desktop's backend) and no GPU adapter reaches it: the "
                           "Windows NVIDIA driver is missing or too old for WSL, or WSL itself is"),
                   ("install the latest Windows NVIDIA driver (it brings the WSL 2 support), `wsl --update` and "
                    "`wsl --shutdown`, restart Docker Desktop; `nvidia-smi` inside WSL must list the GPU"))


def _r_device_error(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    device = event.get("device") or "?"
    return ("no_gpu_visible", "error", (f"the container asked for GPU {device}, which this host does not have "
            "(`--gpus N` asks for the first N GPUs; `--gpus device=...`, NVIDIA_VISIBLE_DEVICES and "
            "CUDA_VISIBLE_DEVICES name them by index or UUID)"), ("ask for GPUs that exist: `nvidia-smi -L` lists "
            "their indices and UUIDs (`--gpus all`, or `--gpus 1` on a one-GPU machine; NVIDIA_VISIBLE_DEVICES=all "
            "or indices it lists)"))


def _r_conda_no_cuda(event: LogEvent, paste: _Paste) -> _Resolved:
    """Conda defines __cuda from the driver it finds (libcuda); an image build or a login node has none."""
    build = re.search(r"cuda(?P<v>\d{2,3})py", event.get("package") or "")
    cuda = f"{build.group('v')[:-1]}.{build.group('v')[-1]}" if build else "11.2"
    override = (f"CONDA_OVERRIDE_CUDA={cuda} for the install (`CONDA_OVERRIDE_CUDA={cuda} conda install ...`; "
                f"{'the package asks for CUDA ' + cuda if build else 'the CUDA the build needs'})")
    if "docker" in paste.ctx.flags:
        return ("container_gpu_not_exposed", "error", ("conda sees no NVIDIA driver where it installs (no __cuda "
                "virtual package): an image build has no GPU or driver, so conda refuses TensorFlow's CUDA build"),
                f"set {override} in the image build; the container gets the host's driver when it runs with --gpus")
    return ("driver_missing", "error", ("conda finds no NVIDIA driver here (no __cuda virtual package, which it "
            "derives from libcuda), so it will not install TensorFlow's CUDA build"), (f"install the NVIDIA driver "
            f"(`nvidia-smi` must work); on a machine without one that builds for another (a login node), set "
            f"{override}"))


def _r_cdi(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("container_gpu_not_exposed", "error", (f"no CDI specification describes {event.get('device')}: podman (and "
            "Docker or containerd in CDI mode) inject GPUs from /etc/cdi or /var/run/cdi, and none was generated for "
            "this driver"), ("generate it: `sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml` (again after "
            "each driver upgrade; `nvidia-ctk cdi list` shows the devices), then `--device nvidia.com/gpu=all`"))


def _r_container(event: LogEvent, paste: _Paste) -> _Resolved:
    what = (event.get("what") or "").lower()
    if "version mismatch" in what:
        return _r_mismatch(event, paste)
    if "no adapters were found" in what:
        return _r_wsl_no_adapter(event, paste)
    if "driver not loaded" in what or "libnvidia-ml" in what or "libcuda" in what:
        return ("driver_missing", "error", f"the host has no working NVIDIA driver ({what.strip()})",
                ("install the NVIDIA driver on the host and check `nvidia-smi` there; the container uses the host's "
                "driver"))
    if event.kind == "container_init_error" and "docker" not in paste.ctx.flags and "wsl" in paste.ctx.flags:
        return _where_driver_lives(paste, pattern(event.kind).meaning)
    if event.get("runtime"):
        return ("container_gpu_not_exposed", "error", ("Docker has no runtime named nvidia: the NVIDIA Container "
                "Toolkit is not installed or not registered with Docker"), ("install the NVIDIA Container Toolkit "
                "(nvidia-container-toolkit; nvidia-docker2 on old setups), register it (`sudo nvidia-ctk runtime "
                "configure --runtime=docker`) and restart Docker; or start the container with `--gpus all`, which "
                "needs no named runtime"))
    return ("container_gpu_not_exposed", "error", pattern(event.kind).meaning, _CAUSE_FIX["container_gpu_not_exposed"])


def _r_banner(event: LogEvent, paste: _Paste) -> _Resolved:
    """An NVIDIA image's start-up banner says no driver: the paste may show the container started with a GPU."""
    if "gpus_flag" not in paste.ctx.flags:
        return _r_container(event, paste)
    if "wsl" in paste.ctx.flags:  # the banner's check looks for the Linux driver's files, which WSL2 does not have
        return ("harmless", "info", ("the image's start-up check looks for the Linux NVIDIA driver's files, which WSL2 "
                "does not have (the GPU comes from the Windows driver): older NGC images print this although the GPU "
                "works"), "nothing, if `nvidia-smi` inside the container lists the GPU; newer images do not print it")
    return ("container_gpu_not_exposed", "error", ("uncertain: the image's start-up check found no NVIDIA driver, yet "
            "the paste shows the container started with a GPU option; `nvidia-smi` inside the container decides (if it "
            "lists the GPU, the banner is wrong; if not, the host's toolkit or driver did not pass it in)"),
            _CAUSE_FIX["container_gpu_not_exposed"])


_K8S_RUNTIME = ("make the NVIDIA runtime the node's default (`sudo nvidia-ctk runtime configure --runtime=containerd "
                '--set-as-default`, or `"default-runtime": "nvidia"` in /etc/docker/daemon.json, pointing at '
                "nvidia-container-runtime), restart it, and run the NVIDIA device plugin (or the GPU Operator) on the "
                "node")


def _r_k8s(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    if event.get("insufficient"):
        return ("container_gpu_not_exposed", "error", ("no node has a free nvidia.com/gpu for the pod; uncertain why: "
                "either no node advertises GPUs (the NVIDIA device plugin is not running, or the node's container "
                "runtime does not default to the NVIDIA runtime, so the plugin counts 0), or all of them are "
                "allocated to other pods; `kubectl describe nodes` (Allocatable and Allocated resources) decides"),
                (f"`kubectl describe nodes | grep -i nvidia.com/gpu`: if it is 0 or missing, {_K8S_RUNTIME}; if all "
                 "are allocated, free them (delete finished pods) or request fewer"))
    crashing = ("the NVIDIA device plugin keeps crashing on the node: it cannot load NVML, because the container "
                "runtime does not give it the driver (its default runtime is not the NVIDIA one)")
    meaning = crashing if event.get("plugin") else (
               "the node advertises nvidia.com/gpu: 0: the NVIDIA device plugin finds no GPU, because the node's "
               "container runtime does not default to the NVIDIA runtime (or the host has no driver)")
    return ("container_gpu_not_exposed", "error", meaning, _K8S_RUNTIME[0].upper() + _K8S_RUNTIME[1:])


def _r_pip_uninstall(event: LogEvent, paste: _Paste) -> _Resolved:
    package = event.get("package") or "PACKAGE"
    pip = _pip(paste)
    if "distutils_install" in paste.ctx.flags:
        return ("dependency_conflict", "error", (f"pip has to replace {package} for TensorFlow but cannot uninstall "
                "it: that copy was installed by distutils (the OS's packages or Anaconda's base environment), which "
                "records no file list"), (f"`{pip} install --ignore-installed {package}`, then install TensorFlow "
                f"again; or update it with the tool that installed it (`conda update {package}`); a virtual "
                "environment avoids it"))
    if re.search(r"RECORD file", event.line, re.IGNORECASE):
        pinned = f"=={event.get('version')}" if event.get("version") else ""
        return ("dependency_conflict", "error", (f"pip cannot uninstall {package}: its RECORD file (the list of its "
                "files) is missing"), f"`{pip} install --force-reinstall --no-deps {package}{pinned}`")
    return ("dependency_conflict", "error", (f"pip cannot uninstall {package}, which TensorFlow needs replaced; "
            "uncertain why (a distutils install or a missing RECORD file: the line under it says)"),
            (f"`{pip} install --ignore-installed {package}`, then install TensorFlow again "
             f"(`{pip} install --force-reinstall --no-deps {package}` if its RECORD file is missing)"))


def _r_ml_dtypes(event: LogEvent, paste: _Paste) -> _Resolved:
    attr = event.get("attr") or ""
    rel = paste.release()
    gone = ml_dtypes_removal(paste.tables, attr)
    if gone and (rel is None or needs_removed_ml_dtype(rel, gone)):
        tables = paste.tables
        fixed = first_release(tables, lambda r: bool(r.ml_dtypes) and not needs_removed_ml_dtype(r, gone))
        pinned = [r.line for r in tables.releases if r.ml_dtypes and needs_removed_ml_dtype(r, gone)]
        removed, last = (".".join(v.split(".")[:2]) for v in (gone.removed_in, gone.last))
        before = f"TensorFlow before {fixed.line}" if fixed else "this TensorFlow"
        which = f"TensorFlow {pinned[0]}-{pinned[-1]}" if pinned else ""
        declare = f" ({which} declare ml-dtypes {last})" if pinned else ""
        newer = f", or TensorFlow {fixed.line}+, built for ml_dtypes {removed}" if fixed else ""
        return ("dependency_conflict", "error", (f"ml_dtypes {removed}+ removed {attr}, which {before} still "
                f"registers: the installed ml_dtypes is newer than this TensorFlow supports{declare}"),
                (f"`{_pip(paste)} install 'ml-dtypes~={gone.last}'` "
                 f"({f'what {which} declare' if pinned else 'the last ml_dtypes with it'}){newer}"))
    return ("dependency_conflict", "error", (f"ml_dtypes has no {attr}: it is older (or newer) than this TensorFlow "
            "was built with"), (f"install the ml-dtypes range TensorFlow declares (`{_pip(paste)} show tensorflow` "
            f"lists it; `{_pip(paste)} install -U ml-dtypes` within it)"))


def _gpu_releases(paste: _Paste) -> list[Release]:
    """The releases with a GPU build where the paste ran: on native Windows, those up to the last Windows GPU one."""
    native = paste.ctx.windows
    return [r for r in paste.tables.releases if r.windows_native_gpu or not native]


def _newest_for(paste: _Paste, cc: str) -> Release | None:
    return next((r for r in reversed(_gpu_releases(paste)) if gpu_runs_build(paste.tables, r, cc).runs), None)


def _oldest_for(paste: _Paste, cc: str) -> Release | None:
    return next((r for r in _gpu_releases(paste) if gpu_runs_build(paste.tables, r, cc).how == "sass"), None)


def _predates(paste: _Paste, rel: Release, cc: str) -> bool:
    """Whether the build's CUDA is older than the first CUDA that knows this architecture (or the tables do)."""
    info = paste.tables.capability(cc)
    if info is None:
        return True
    first = re.match(r"\s*(\d+(?:\.\d+)?)", info.first_cuda)
    return bool(first) and version_tuple(rel.cuda_build) < version_tuple(first.group(1))  # type: ignore[union-attr]


_CC_QUERY = "nvidia-smi --query-gpu=name,compute_cap --format=csv"


def _arch(paste: _Paste, what: str, cc: str | None = None) -> _Resolved:
    """No kernels for this GPU: the build is older than the GPU, or the GPU older than the build."""
    cc = cc or paste.cc()
    rel = paste.release()
    if cc is None:  # no GPU named, or one the tables do not know: its compute capability decides, not a guess
        named = paste.ctx.unknown_gpus
        return _arch_unknown(paste, what, (f"the tables do not know the compute capability of the GPU named "
                                           f"({', '.join(named[:2])})" if named else "the paste names no GPU"))
    if rel and rel.compute_capabilities:
        highest = max(arch(c) for c in rel.compute_capabilities)
        too_old = gpu_runs_build(paste.tables, rel, cc).how == "no" and arch(cc) < highest
    elif paste.tables.capability(cc) is None:  # neither the build's list nor the tables place it: compare the ends
        known = [arch(c.compute_capability) for c in paste.tables.capabilities]
        if known and min(known) <= arch(cc) <= max(known):
            return _arch_unknown(paste, what, f"compute capability {cc} is not in the tables")
        too_old = bool(known) and arch(cc) < min(known)
    else:
        too_old = _newest_for(paste, cc) is None
    if too_old:
        newest = _newest_for(paste, cc)
        where = " with GPU support on native Windows" if paste.ctx.windows else ""
        fix = (f"TensorFlow {newest.line} is the newest release{where} built for compute capability {cc}: install it"
               if newest else f"no TensorFlow release in the tables has kernels for compute capability {cc}: build "
               f"TensorFlow from source with TF_CUDA_COMPUTE_CAPABILITIES={cc}, or use a newer GPU")
        return ("gpu_too_old", "error", f"{what}: the GPU (compute capability {cc}) is older than this build supports",
                fix)
    oldest = _oldest_for(paste, cc)
    fit = gpu_runs_build(paste.tables, rel, cc) if rel else None
    if rel and fit and fit.runs and oldest and oldest.key <= rel.key:  # the build has them: not its architecture
        return ("gpu_too_new", "error", (f"{what}: uncertain which image: TensorFlow {rel.line} itself has kernels "
                f"for compute capability {cc} ({fit.reason}), so the code that failed is most likely a CUDA library "
                "from an older CUDA found first on the loader path, or another package's kernels"),
                ("check which CUDA libraries the process loads (`envcheck doctor`; LD_DEBUG=libs) and that the "
                 f"TensorFlow running is {rel.line} (`python -c 'import tensorflow as tf; print(tf.__version__)'`)"))
    fix = (f"use TensorFlow {oldest.line} or newer, the first built for compute capability {cc}" if oldest else
           f"no TensorFlow release with GPU support on native Windows is built for compute capability {cc}: use WSL2 "
           "(pip install 'tensorflow[and-cuda]' inside it)" if paste.ctx.windows else
           f"no TensorFlow release in the tables is built for compute capability {cc}: use NVIDIA's NGC TensorFlow "
           "container, or build from source for it")
    return ("gpu_too_new", "error", f"{what}: this build predates the GPU's architecture (compute capability {cc})",
            fix)


def _arch_unknown(paste: _Paste, what: str, unknown: str) -> _Resolved:
    """No kernels for a GPU whose architecture the paste and the tables do not place: say so, and what decides."""
    rel = paste.release()
    built = (f" (TensorFlow {rel.line} is built for compute capability {', '.join(rel.compute_capabilities)})"
             if rel and rel.compute_capabilities else "")
    return ("gpu_too_new", "error", (f"{what}: the build has no kernels for this GPU; uncertain whether the GPU is too "
            f"new for the build (an architecture newer than its CUDA) or too old (one the build dropped): {unknown}"
            f"{built}"), (f"`{_CC_QUERY}` gives the GPU's compute capability, which decides: below the build's lowest, "
            "an older TensorFlow; above its highest, a newer one (`envcheck doctor` checks it)"))


def _r_gpu_ignored(event: LogEvent, paste: _Paste) -> _Resolved:
    cc = event.get("cc") or paste.cc()
    if cc is None:
        return ("gpu_too_old", "error", f"the GPU is below the build's minimum ({event.get('minimum')})",
                "use a GPU of that compute capability or newer, or build TensorFlow from source for yours")
    newest = _newest_for(paste, cc)
    other = ("; if the machine has another, newer GPU, select it: CUDA_DEVICE_ORDER=PCI_BUS_ID "
             "CUDA_VISIBLE_DEVICES=<its "
             "index>")
    fix = (f"TensorFlow {newest.line} is the newest release built for compute capability {cc}; or build from source "
           f"with TF_CUDA_COMPUTE_CAPABILITIES={cc}" if newest else f"no TensorFlow release in the tables runs on "
           f"compute capability {cc}: build from source with TF_CUDA_COMPUTE_CAPABILITIES={cc}, or use a newer GPU")
    return ("gpu_too_old", "error", (f"the GPU has compute capability {cc}, below this build's minimum "
            f"{event.get('minimum')}, so TensorFlow ignores it"), fix + other)


def _r_kernel_image(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return _arch(paste, "no usable kernel image")


def _r_ptx_jit(event: LogEvent, paste: _Paste) -> _Resolved:
    cc = event.get("cc") or paste.cc()
    rel = paste.release() or paste.tables.newest
    if cc and (_predates(paste, rel, cc) or not gpu_runs_build(paste.tables, rel, cc).runs):
        return _arch(paste, "not built for this GPU", cc)
    return ("ptx_jit_slow", "warning", pattern("ptx_jit").meaning, pattern("ptx_jit").fix)


def _r_context(event: LogEvent, paste: _Paste) -> _Resolved:
    """A failed context creation; the CUDA error it names (StreamExecutor quotes cuDevicePrimaryCtxRetain's) decides."""
    if "cuda_error_" in event.line.lower() and (entry := describe(event.line)) is not None:
        return _from_cuda_error(entry, paste, "CUDA could not create a context on the GPU")
    if paste.ctx.memory_full:
        return ("gpu_memory_in_use", "error", ("CUDA could not create a context: nvidia-smi shows the GPU's memory "
                "(nearly) all used"), _CAUSE_FIX["gpu_memory_in_use"])
    return ("cuda_error", "error", "CUDA could not create a context on the GPU (the paste names no CUDA error)",
            ("run `nvidia-smi`: another process holding the GPU's memory, or a driver that does not answer, are the "
             "usual reasons (`envcheck gpus` reads both); the CUDA error printed with it decides"))


def _r_init_failed(event: LogEvent, paste: _Paste) -> _Resolved:
    """The CUDA runtime's status text ("Status: no CUDA-capable device is detected") is its driver API code's cause."""
    status = (event.get("status") or "").strip()
    if "out of memory" in status.lower():
        return ("gpu_memory_in_use", "error", "the GPU had no memory left for TensorFlow's context",
                _CAUSE_FIX["gpu_memory_in_use"])
    if "kernel image" in status.lower():
        return _arch(paste, "device kernel image is invalid")
    if "symbol not found" in status.lower():  # the stub found no libcudart to call: "cudaGetErrorString symbol ..."
        return ("cuda_libs_missing", "error", ("TensorFlow's CUDA runtime stub found no CUDA runtime (libcudart / "
                "cudart64_*.dll) of the version its build loads, so it cannot even name the error"), _libs_fix(paste))
    entry = describe(status) or from_text(status)
    if entry is not None:
        return _from_cuda_error(entry, paste, f"the CUDA runtime failed ({status})")
    return ("cuda_error", "error", f"CUDA initialisation failed: {status}", _CAUSE_FIX["cuda_error"])


def _r_oom(event: LogEvent, paste: _Paste) -> _Resolved:
    if "ran out of memory trying" in event.line.lower() and any(  # the allocator's "not a failure", wrapped
            e.line_no == event.line_no + 1 for e in paste.events.get("bfc_not_a_failure", [])):
        return ("harmless", "noise", pattern("bfc_not_a_failure").meaning, "")
    if "other_gpu_user" in paste.ctx.flags:
        return ("gpu_memory_in_use", "error", ("the GPU ran out of memory and the paste says another process (or "
                "notebook) uses the GPU: it holds the memory"), _CAUSE_FIX["gpu_memory_in_use"])
    if event.kind == "oom_tensor":
        where = f" (shape [{event.get('shape')}])" if event.get("shape") else ""
        return ("model_too_large", "error", (f"a tensor{where} did not fit in the memory left during the run: the "
                                             f"batch "
                "or the model is too big for this device"), ("reduce the batch size (or the input/model size), or use "
                "mixed precision (tf.keras.mixed_precision.set_global_policy('mixed_float16'))"))
    return ("gpu_memory_in_use", "error", ("the GPU had no memory for TensorFlow's allocation at start: another "
                                           "process "
            "holds it, or TensorFlow pre-allocated it"), _CAUSE_FIX["gpu_memory_in_use"])


def _r_dst_tensor(event: LogEvent, paste: _Paste) -> _Resolved:
    """"Dst tensor is not initialized": the GPU allocation for a tensor copied to it failed (out of memory)."""
    free = ("free the GPU: `nvidia-smi` lists the processes holding its memory (stop them, close other notebooks "
            "or kernels, or pick another GPU with CUDA_VISIBLE_DEVICES); export TF_FORCE_GPU_ALLOW_GROWTH=true")
    smaller = ("copy less at once: feed the data in batches (a tf.data pipeline built under "
               "`with tf.device('/CPU:0'):`, or a generator) instead of whole NumPy arrays, and lower the batch size")
    if "other_gpu_user" in paste.ctx.flags or paste.ctx.memory_full:
        return ("gpu_memory_in_use", "error", ("a tensor could not be copied to the GPU for lack of memory ('Dst "
                "tensor is not initialized'), and the paste shows the GPU's memory taken by another process"),
                f"{free}; if it is free, {smaller}")
    if (event.get("op") or "").lower() == "_eagerconst":  # model.fit/predict on NumPy arrays copies them whole
        return ("model_too_large", "error", ("the input data, converted to one constant, did not fit in the GPU's "
                "free memory ('Dst tensor is not initialized' is TensorFlow's out-of-memory wording here): the arrays "
                "are copied to the GPU whole; another process holding the GPU makes it worse"),
                f"{smaller}; and check that no other process holds the GPU (`nvidia-smi`)")
    return ("gpu_memory_in_use", "error", ("the GPU had no memory for a tensor copied to it ('Dst tensor is not "
            "initialized' is TensorFlow's out-of-memory wording); uncertain whether another process holds the memory "
            "or the data copied at once is too big (`nvidia-smi` before the run decides)"),
            f"{free}; if the GPU is free, {smaller}")


def _cudnn_text(version: str) -> str:
    """CuDNN versions are printed as 7.6.5 or as 7605 (major*1000 + minor*100 + patch)."""
    if "." in version or len(version) < 4:  # noqa: PLR2004 - the packed form has four digits or more
        return version
    number = int(version)
    return f"{number // 1000}.{number % 1000 // 100}.{number % 100}"


def _r_cudnn(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    runtime = _cudnn_text(event.get("runtime") or "?")
    compiled = _cudnn_text(event.get("compiled") or "?")
    major_minor = ".".join(compiled.split(".")[:2])
    exact = event.get("compiled_compat") is not None  # old TensorFlow: the same major.minor was required
    need = (f"cuDNN {major_minor}.x exactly (this TensorFlow checks the compatibility version: same major and minor)"
            if exact else f"cuDNN {major_minor} or a newer {compiled.split('.')[0]}.x")
    return ("cudnn_version_mismatch", "error",
            f"cuDNN {runtime} was loaded but TensorFlow was built with cuDNN {compiled}",
            (f"install {need} and make it the one found first (remove or move the older libcudnn from "
            "LD_LIBRARY_PATH/PATH, e.g. one brought by another framework)"))


def _r_cublas(event: LogEvent, paste: _Paste) -> _Resolved:
    if "ARCH_MISMATCH" in (event.get("status") or event.get("cublas") or "").upper():
        return _below_library(paste, "cuBLAS", "CUBLAS_STATUS_ARCH_MISMATCH")
    return ("gpu_memory_in_use", "error", ("cuBLAS could not start (its handle needs GPU memory): the memory is taken, "
            "by another process or notebook, or by this TensorFlow's own pre-allocation"),
            ("free the GPU: `nvidia-smi` lists the processes holding it (close other notebooks/kernels); and export "
             "TF_FORCE_GPU_ALLOW_GROWTH=true (or set_memory_growth) so TensorFlow does not take it all"))


def _below_library(paste: _Paste, library: str, status: str) -> _Resolved:
    """An ARCH_MISMATCH of cuDNN or cuBLAS: the library has no kernels for a GPU this old (their API references)."""
    cc = paste.cc()
    where = "cuDNN's support matrix" if library == "cuDNN" else "each CUDA's release notes"
    return ("gpu_too_old", "error", (f"{library} failed with {status}: it has no kernels for the GPU's architecture"
            f"{f' (compute capability {cc})' if cc else ''}, the GPU is older than this {library} supports"),
            (f"use an older TensorFlow whose {library} still supports the GPU ({where} lists the compute "
             f"capabilities of each release{'' if cc else f'; `{_CC_QUERY}` gives the GPU' + chr(39) + 's'}), or a "
             "newer GPU"))


def _r_cudnn_init(event: LogEvent, paste: _Paste) -> _Resolved:
    status = (event.get("status") or "").upper()
    if status == "CUDNN_STATUS_ARCH_MISMATCH":
        return _below_library(paste, "cuDNN", status)
    if status in ("CUDNN_STATUS_VERSION_MISMATCH", "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"):
        return ("cudnn_version_mismatch", "error", (f"cuDNN could not start: {status}, its parts (libcudnn_*) come "
                "from different cuDNN releases: another release's copy is found first"),
                ("keep one cuDNN release whole (every libcudnn* of the same version, e.g. the nvidia-cudnn wheel "
                 "TensorFlow's [and-cuda] extra pins) and remove the other copies from the loader path "
                 "(LD_LIBRARY_PATH, another framework's, an older conda cudnn)"))
    if status == "CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING":
        return ("cuda_libs_missing", "error", ("cuDNN could not start: CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING, a "
                "library cuDNN needs was not found; uncertain which (the driver's libcuda, or the cuBLAS or NVRTC of "
                "its CUDA)"), _libs_fix(paste))
    rel, have = paste.release(), paste.ctx.cudnn_installed
    if rel and have and rel.cudnn and (version_tuple(have)[:1] != version_tuple(rel.cudnn)[:1]
                                       or version_tuple(have) < version_tuple(rel.cudnn)):
        return ("cudnn_version_mismatch", "error", (f"cuDNN could not start: the paste names cuDNN {have}, but "
                f"TensorFlow {rel.line} was built with cuDNN {rel.cudnn} (a cuDNN {rel.cudnn_major}.x at least "
                f"that new is needed)"), (f"install cuDNN {rel.cudnn} (or a newer {rel.cudnn_major}.x) and put it "
                "first on the loader path (pip: the nvidia-cudnn wheel TensorFlow's [and-cuda] extra pins); if that "
                "cuDNN is already what loads, export TF_FORCE_GPU_ALLOW_GROWTH=true"))
    return ("cudnn_init_failed", "error", ("cuDNN (or cuBLAS) could not start; most often TensorFlow had already taken "
            "the GPU memory it needs (RTX cards), else a cuDNN that does not match"),
            ("export TF_FORCE_GPU_ALLOW_GROWTH=true (or tf.config.experimental.set_memory_growth(gpu, True)) and free "
            "the GPU; if it persists, install the cuDNN TensorFlow was built with"))


def _r_dnn_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    if (windows := _windows_native_gpu(paste)) is not None:
        return windows
    return ("cuda_libs_missing", "error", pattern(event.kind).meaning, _libs_fix(paste))


def _r_libdevice(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    rel, cuda, _ = _release_cuda(paste)
    major = version_tuple(cuda)[:1] if cuda else ()
    pip = (f"`{_pip(paste)} install nvidia-cuda-nvcc-cu{major[0]}` and " if rel and "[and-cuda]" in rel.gpu_package
           and major else "")
    return ("libdevice_missing", "error", ("XLA cannot find CUDA's libdevice; every XLA-compiled function (and "
                                          "optimizers "
            "that use XLA, 2.11+) fails: this is fatal, not a warning"),
            (f"{pip}export XLA_FLAGS=--xla_gpu_cuda_data_dir=<the CUDA folder holding nvvm/libdevice> "
            "(e.g. /usr/local/cuda, or $CONDA_PREFIX after installing cuda-nvcc)"))


def _newer_ptxas(cuda: str | None) -> str:
    """How to put a ptxas of this CUDA (or newer) first: its pip wheel, or an older CUDA's bin off PATH."""
    wheel = f"nvidia-cuda-nvcc-cu{cuda.split('.')[0]}" if cuda else "nvidia-cuda-nvcc-cuXX"
    return (f"put that ptxas first: `pip install -U {wheel}` (its bin/ptxas), or drop an older CUDA's bin "
            "(/usr/local/cuda/bin) from PATH; export XLA_FLAGS=--xla_gpu_cuda_data_dir=<a CUDA that new>")


def _r_ptxas(event: LogEvent, paste: _Paste) -> _Resolved:
    if event.kind == "ptxas_missing" and (event.get("path") or event.get("provider") or event.get("suitable")):
        where = (f"at {event.get('path')}" if event.get("path") else "(nor nvlink or nvJitLink)" if event.get(
            "provider") else "it can use (none, or only ones older than it needs) among the places it looked")
        return ("ptxas_missing", "error", f"XLA found no ptxas {where} and the op it compiled failed",
                ("install CUDA's ptxas (pip: nvidia-cuda-nvcc-cuXX; conda: cuda-nvcc) and point XLA at that CUDA: "
                 "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<the folder holding bin/ptxas>"))
    if event.get("need"):  # nvptx_compiler.cc's floor: the op fails, there is no fallback
        return ("ptxas_too_old", "error", (f"the ptxas XLA found is older than the {event.get('need')} it requires, "
                "so the XLA-compiled op failed (an older CUDA's bin first on PATH is the usual reason)"),
                f"a ptxas of CUDA {event.get('need')} or newer: {_newer_ptxas(event.get('need'))}")
    if event.get("isa"):  # ptxas's own words: XLA's PTX is newer than it reads
        return _ptxas_isa(paste, event.get("isa") or "", event.get("known") or "", fatal=False)
    if event.get("miscompile"):  # ptx_compiler_helpers.cc: a known ptxas bug on Hopper and newer
        return ("ptxas_too_old", "warning", (f"{event.get('tool')} {event.get('miscompile')} (CUDA <= "
                f"{event.get('bad')}) miscompiles some clamping code on this GPU (compute capability 9.0+): results "
                "may be wrong"), f"a ptxas of CUDA 12.6.3 or newer: {_newer_ptxas('12.6.3')}")
    if event.kind == "ptxas_missing":
        return ("ptxas_missing", "warning", pattern("ptxas_missing").meaning, pattern("ptxas_missing").fix)
    arch = (f" (sm_{event.get('arch')})" if event.get("arch") else
            f" (compute capability {event.get('cc')})" if event.get("cc") else "")
    return ("ptxas_too_old", "warning", (f"the ptxas found predates this GPU's architecture{arch}; TensorFlow falls "
            "back to the driver's compiler (slower)"), ("put a ptxas from a CUDA that knows this GPU first on PATH "
            "(pip: nvidia-cuda-nvcc-cuXX, its bin/ptxas)"))


_PTXAS_SAYS = re.compile(r"Unsupported \.version (?P<isa>\d{1,2}\.\d{1,2}); current version is '(?P<known>[\d.]{1,5})'"
                         r"|ptxas (?P<bad>[\d.]{1,12}) has a bug|Value 'sm_(?P<arch>\d{2,3}a?)' is not defined"
                         r"|(?P<missing>Failed to launch ptxas|ptxas(?:\.exe)? not found)", re.IGNORECASE)


def _r_ptxas_fatal(event: LogEvent, paste: _Paste) -> _Resolved:
    """nvptx_compiler.cc aborts on a ptxas error; the ptxas output it quotes says which one."""
    says = _PTXAS_SAYS.search(event.get("status") or "")
    if says and says.group("missing"):
        return ("ptxas_missing", "error", "XLA could not run ptxas and TensorFlow aborted",
                ("install CUDA's ptxas (pip: nvidia-cuda-nvcc-cuXX; conda: cuda-nvcc), put its bin on PATH, and "
                 "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<the folder holding bin/ptxas>"))
    if says and says.group("isa"):
        return _ptxas_isa(paste, says.group("isa"), says.group("known"), fatal=True)
    if says and says.group("bad"):
        return ("ptxas_too_old", "error", (f"XLA refuses ptxas {says.group('bad')} (a release it knows to miscompile) "
                "and TensorFlow aborted"), f"a ptxas of another CUDA release: {_newer_ptxas(None)}")
    if says and says.group("arch"):
        sm = f"sm_{says.group('arch')}"
        return ("ptxas_too_old", "error", (f"the ptxas found predates this GPU's architecture ({sm}) and TensorFlow "
                "aborted"), f"a ptxas of a CUDA that knows {sm}: {_newer_ptxas(None)}")
    return ("ptxas_too_old", "error", ("ptxas failed on XLA's code and TensorFlow aborted; uncertain why: the ptxas "
            "output it quotes decides (a ptxas older than TensorFlow's CUDA, one that cannot run here, or no space "
            "left for its temporary files)"), (f"run `ptxas --version` (and `df -h /tmp`): {_newer_ptxas(None)}"))


def _ptxas_isa(paste: _Paste, isa: str, known: str, *, fatal: bool) -> _Resolved:
    need, have = ptx_isa_cuda(paste.tables, isa), ptx_isa_cuda(paste.tables, known)
    fix = f"a ptxas of CUDA {need} or newer (it reads PTX ISA {isa})" if need else "a newer ptxas"
    return ("ptxas_too_old", "error", (f"XLA's PTX is ISA {isa}{f' (CUDA {need})' if need else ''}, but the ptxas "
            f"found reads up to {known}{f' (CUDA {have})' if have else ''}: it is older than this TensorFlow's CUDA"
            + (" and TensorFlow aborted" if fatal else "")), f"{fix}: {_newer_ptxas(need)}")


def _r_gpu_library(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA library that failed while the model ran: memory, most often, or a library without this GPU's kernels."""
    lib = (event.get("lib") or "").lower()
    status = event.get("status") or ""
    which = ("cuFFT could not create its plan" if "cufft" in lib else "cuRAND could not start" if "random" in lib
             else f"a cuBLAS routine failed ({status})" if "cublas" in lib else "cuDNN could not use the stream"
             if "cudnn" in lib else "the GPU stream failed")
    if "arch_mismatch" in status.lower():
        return _below_library(paste, "cuBLAS" if "cublas" in lib else "cuDNN", status)
    cc = paste.cc()
    rel = paste.release()
    if "execution_failed" in status.lower() and cc and rel and _predates(paste, rel, cc):
        return _arch(paste, which, cc)
    return ("gpu_memory_in_use", "error", (f"{which}; uncertain why: most often the GPU's memory is short (TensorFlow "
            "pre-allocated it, another process, a large batch), else a CUDA library without kernels for this GPU (a "
            "CUDA older than the GPU) or an earlier fault: the errors printed before it decide"),
            ("export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU (`nvidia-smi`) and lower the batch size; if it "
             "persists, check that TensorFlow's CUDA knows this GPU (`envcheck doctor`)"))


def _r_ptx_driver(event: LogEvent, paste: _Paste) -> _Resolved:
    """nvptx_compiler.cc: ptxas is newer than the driver's CUDA, so XLA cannot link in parallel (it still runs)."""
    ptxas = ".".join((event.get("ptxas") or "").split(".")[:2]) or None
    return ("driver_too_old", "warning", (f"the driver's CUDA ({event.get('driver_cuda')}) is older than XLA's ptxas "
            f"({event.get('ptxas')}), so XLA compiles without parallelism (slower, not wrong)"),
            _driver_fix(paste, ptxas) + "; or use a ptxas no newer than the driver's CUDA")


def _r_symbol(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA stub's LoadSymbol: the library found first lacks a function of the build's CUDA (an older release)."""
    rel, cuda, _ = _release_cuda(paste)
    which = (f"TensorFlow {rel.line} was built with CUDA {cuda}" if rel and cuda else "the build's CUDA is newer")
    return ("cuda_libs_missing", "warning", (f"{event.get('lib')} lacks {event.get('symbol')}: the one found first is "
            f"older than the one this TensorFlow was built for ({which}); calls that need it fail"),
            f"{_libs_fix(paste)}; remove the older copy from the loader path (an older cudatoolkit, another CUDA)")


def _r_cudnn_run(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A convolution that failed while running or autotuning: the errors before it, or memory, decide."""
    what = ("XLA's autotuner could not run any cuDNN convolution algorithm" if event.kind == "conv_autotune_failed"
            else "a cuDNN kernel failed while running")
    return ("cudnn_init_failed", "warning" if event.kind == "conv_autotune_failed" else "error",
            (f"{what}; uncertain why: most often the GPU's memory is short (TensorFlow pre-allocated it, another "
             "process, a large batch), else a cuDNN that does not fit the GPU or driver (the errors printed before it "
             "decide)"), ("export TF_FORCE_GPU_ALLOW_GROWTH=true and lower the batch size; if it persists, install the "
             "cuDNN TensorFlow was built with (`envcheck doctor` checks it)"))


def _r_visible_invalid(event: LogEvent, paste: _Paste) -> _Resolved:
    visible = paste.ctx.cuda_visible_devices
    why = f" (CUDA_VISIBLE_DEVICES={visible!r} renumbers them)" if visible is not None else ""
    return ("no_gpu_visible", "error", (f"TensorFlow was asked for GPU id {event.get('id')} but the process sees "
            f"{event.get('count')} GPU(s){why}: ids count from 0 among the visible GPUs"),
            (f"use an id below {event.get('count')} in visible_device_list / set_visible_devices (with "
             "CUDA_VISIBLE_DEVICES=1 the one GPU is id 0), or unset CUDA_VISIBLE_DEVICES"))


_GPU_ID = re.compile(r"(?<![\w])(?:device:)?GPU:(\d{1,3})", re.IGNORECASE)
_XLA_GPU_ID = re.compile(r"XLA_GPU:\d{1,3}", re.IGNORECASE)


def _r_explicit_device(event: LogEvent, paste: _Paste) -> _Resolved:
    """The placer's list of the devices the process has decides: fewer GPUs than the id, or none but XLA's."""
    asked = _GPU_ID.search(event.get("device") or event.get("device2") or "")
    available = event.get("available") or event.get("available2") or ""
    gpus = len(set(_GPU_ID.findall(available)))
    if asked is None:
        return ("harmless", "info", pattern(event.kind).meaning, "")
    index = int(asked.group(1))
    if gpus:
        visible = paste.ctx.cuda_visible_devices
        why = f" (CUDA_VISIBLE_DEVICES={visible!r} renumbers them)" if visible is not None else ""
        return ("no_gpu_visible", "error", (f"an op was placed on GPU:{index} but the process has {gpus} GPU(s), "
                f"GPU:0 to GPU:{gpus - 1}{why}: ids count from 0 among the GPUs visible to the process"),
                (f"place it on GPU:0..GPU:{gpus - 1} (or tf.config.set_soft_device_placement(True)); to use another "
                 "physical GPU, export CUDA_VISIBLE_DEVICES before Python starts (`nvidia-smi -L` lists them; "
                 "CUDA_DEVICE_ORDER=PCI_BUS_ID numbers them as nvidia-smi does)"))
    if _XLA_GPU_ID.search(available):
        return ("cuda_libs_missing", "error", (f"an op was placed on GPU:{index} but TensorFlow created no GPU device: "
                "it lists the GPU only as XLA_GPU, so it saw it but could not load the CUDA/cuDNN libraries of its "
                "build (TensorFlow 2.1-2.3 list XLA_GPU either way)"), _libs_fix(paste))
    return ("gpu_not_detected", "error", (f"an op was placed on GPU:{index} but TensorFlow created no GPU device: the "
            "messages before it (a library that did not load, no driver, a CPU-only build) decide why"),
            ("run `envcheck doctor` on that machine, or paste the log from `import tensorflow` on "
             "(`tf.config.list_physical_devices('GPU')`)"))


def _r_multi_gpu_model(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Fewer GPUs listed than asked for is the process's view; as many or more is Keras misreading the names."""
    gpus = len(set(_GPU_ID.findall(event.get("has") or "")))
    if gpus >= int(event.get("asked") or 0):
        return ("keras_version_skew", "error", (f"the {gpus} GPUs asked for are there, but Keras does not match the "
                "device names this TensorFlow lists: a Keras release made for another TensorFlow (Keras 2.0.8 did not "
                "read TensorFlow 1.4's /device:GPU:N names)"), ("install the Keras release made for this TensorFlow "
                "(`pip install -U keras`, or tf.keras), or replace multi_gpu_model (removed after TensorFlow 2.3) by "
                "tf.distribute.MirroredStrategy"))
    if gpus > 1:
        return ("no_gpu_visible", "error", (f"multi_gpu_model was asked for gpus={event.get('asked')} but the process "
                f"sees {gpus} GPUs"), f"pass gpus={gpus} (or make more GPUs visible with CUDA_VISIBLE_DEVICES)")
    return ("no_gpu_visible", "error", (f"multi_gpu_model was asked for gpus={event.get('asked')} but the process "
            f"sees {gpus or 'no'} GPU{'' if gpus == 1 else 's'}"), ("train the model itself on the one GPU "
            "(multi_gpu_model needs 2 or more), or make the other GPUs visible: `nvidia-smi -L` lists the "
            "machine's, and CUDA_VISIBLE_DEVICES must not hide them"))


def _r_nccl(event: LogEvent, paste: _Paste) -> _Resolved:
    """NCCL's transports between the GPUs of one machine: shared memory, and peer-to-peer (which the IOMMU blocks)."""
    if event.kind == "nccl_shm_failed":
        return ("shm_too_small", "error", pattern(event.kind).meaning, pattern(event.kind).fix)
    if event.kind == "nccl_system_error":
        return ("shm_too_small", "error", ("uncertain: NCCL's 'system error' is a system call that failed; most often "
                "creating its shared-memory segment in /dev/shm (64 MB in a container unless set), else a socket or "
                "an InfiniBand queue"), (f"{pattern('nccl_shm_failed').fix}; NCCL_DEBUG=WARN prints the call that "
                "failed (a socket: NCCL_SOCKET_IFNAME; InfiniBand: NCCL_IB_DISABLE=1)"))
    p2p_fix = _CAUSE_FIX["gpu_peer_access_failed"]
    if event.kind == "nccl_peer_access":
        return ("gpu_peer_access_failed", "error", pattern(event.kind).meaning, p2p_fix)
    several = "hang_words" in paste.ctx.flags or paste.has("nccl_all_reduce") or "nccl" in " ".join(
        paste.ctx.gpu_words).lower()
    if event.kind == "iommu_fault":
        return ("gpu_peer_access_failed", "warning", (f"the IOMMU (VT-d) refused device {event.get('pci')}'s memory "
                "access; " + ("with several GPUs that blocks their peer-to-peer traffic, and NCCL's all-reduce "
                "(MirroredStrategy) hangs" if several else "uncertain whether it is a GPU's peer-to-peer traffic: "
                "`lspci -s` on that address names the device")), p2p_fix)
    if "hang_words" in paste.ctx.flags:  # MirroredStrategy's NCCL all-reduce, then a hang
        return ("gpu_peer_access_failed", "warning", ("uncertain: training stops at MirroredStrategy's first NCCL "
                "all-reduce; most often the GPUs cannot reach each other peer-to-peer (the IOMMU, or the PCIe "
                "topology), less often /dev/shm in a container (NCCL_DEBUG=INFO shows which transport stalls)"),
                p2p_fix)
    return ("harmless", "info", pattern(event.kind).meaning, "")


def _r_device_count(event: LogEvent, paste: _Paste) -> _Resolved:
    """The GPU count after a cuInit that worked: NOT_INITIALIZED there is a process forked after CUDA started."""
    error = event.get("error") or ""
    if "not_initialized" in error.lower() or "initialization error" in error.lower():
        return ("cuda_error", "error", ("CUDA_ERROR_NOT_INITIALIZED while counting the GPUs: this process was forked "
                "from one that had already started CUDA (multiprocessing, a data loader), and CUDA does not survive a "
                "fork"), ("start the workers with multiprocessing.set_start_method('spawn') (or import TensorFlow "
                "only inside them), so CUDA starts in each process"))
    return _from_cuda_error(describe(error), paste, "CUDA could not count the GPUs")


def _r_numpy(event: LogEvent, paste: _Paste) -> _Resolved:
    numpy2 = [r.line for r in paste.tables.releases if _admits(r.numpy, "2.0.0")]
    first = f"; or TensorFlow {numpy2[0]}+, built for NumPy 2" if numpy2 else ""
    removed = event.get("removed") or event.get("alias")  # the FutureWarning precedes the AttributeError (1.24+)
    if removed:
        return ("numpy_incompatible", "error", (f"NumPy 1.24+ removed np.{removed}, which this TensorFlow "
                                               f"(or "
                "code) still uses: NumPy is newer than it supports"), (f"`{_pip(paste)} install 'numpy<1.24'`, or "
                                                                     f"upgrade "
                "TensorFlow"))
    if re.search(r"compiled against (?:ABI|API) version", event.line, re.IGNORECASE):
        return ("numpy_incompatible", "error", "NumPy is older than the one TensorFlow was compiled against",
                f"`{_pip(paste)} install -U numpy` within the range TensorFlow declares")
    numpy = paste.ctx.packages.get("numpy")
    if re.search(r"failed to import|dtype size changed", event.line, re.IGNORECASE) and (
            numpy is None or version_tuple(numpy)[:1] < (2,)):  # either side of the ABI may be the older one
        upgrade = f"`{_pip(paste)} install -U numpy` within the range TensorFlow declares"
        if numpy:
            return ("numpy_incompatible", "error", (f"NumPy {numpy} is older than the one a compiled module "
                    "(TensorFlow, or a package it imports) was built against"), upgrade)
        return ("numpy_incompatible", "error", ("a compiled module (TensorFlow, or a package it imports) and the NumPy "
                "installed do not fit; uncertain which way: NumPy 2 under a module built for NumPy 1.x, or a NumPy "
                "older than the one it was built against (`python -c 'import numpy; print(numpy.__version__)'` "
                "decides)"), f"with NumPy 2.x: `{_pip(paste)} install 'numpy<2'`{first}; with NumPy 1.x: {upgrade}")
    return ("numpy_incompatible", "error", "this TensorFlow was compiled against NumPy 1.x and NumPy 2 is installed",
            f"`{_pip(paste)} install 'numpy<2'`{first}")


def _admits(requirements: tuple[str, ...], version: str) -> bool:
    for req in requirements:
        spec = re.sub(r"^[A-Za-z][\w.-]*", "", req.split(";")[0]).strip()
        try:
            if spec and SpecifierSet(spec).contains(version):
                return True
        except InvalidSpecifier:
            continue
    return False


def _r_protobuf(event: LogEvent, paste: _Paste) -> _Resolved:
    if event.get("field"):  # a newer protobuf's descriptor.proto has a field this TensorFlow's runtime lacks
        rel = paste.release()
        declared = f" (TensorFlow {rel.line} declares {rel.protobuf[0]})" if rel and rel.protobuf else ""
        return ("protobuf_incompatible", "error", (f"the protobuf installed is newer than this TensorFlow supports "
                f"(field {event.get('field')} unknown to it)"), (f"`{_pip(paste)} install` the protobuf release "
                f"current when this TensorFlow was released{declared}, e.g. protobuf==3.5.2 for TensorFlow 1.8, or "
                "upgrade TensorFlow"))
    if event.get("old") or event.get("old_db") or event.get("old_key"):
        rel = paste.release()
        need = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
        return ("protobuf_incompatible", "error", "protobuf is older than the code generated into this TensorFlow",
                f"`{_pip(paste)} install -U protobuf` within the range TensorFlow declares{need}")
    if event.get("v6"):  # protobuf 6.30 removed MessageFactory.GetPrototype, which TensorFlow up to 2.19 calls
        rel = paste.release()
        need = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
        return ("protobuf_incompatible", "error", ("protobuf 6.30 or newer is installed; it removed "
                                                   "MessageFactory.GetPrototype, which this TensorFlow still calls"),
                (f"`{_pip(paste)} install 'protobuf<6'` (the range TensorFlow declares{need}), or a TensorFlow "
                 "released for protobuf 6"))
    bound = next((e.get("bound") for e in paste.events.get("protobuf_descriptors", []) if e.get("bound")), None)
    rel = paste.release()
    declared = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
    limit = f"'protobuf<={bound.replace('x', '99')}'" if bound else "'protobuf<3.20'"
    return ("protobuf_incompatible", "error", ("protobuf is newer than the code generated into TensorFlow (or a "
                                               "package "
            "it imports) supports"), f"`{_pip(paste)} install {limit}`{declared}, or upgrade TensorFlow")


def _r_pb2(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A traceback through TensorFlow's generated *_pb2.py: the protobuf in the paste, checked against the tables."""
    have = paste.ctx.packages.get("protobuf")
    rel = paste.release()
    if have and rel and rel.protobuf and not _admits(rel.protobuf, have):
        return ("protobuf_incompatible", "error", (f"importing TensorFlow failed in its generated protobuf code; "
                f"protobuf {have} is outside the range TensorFlow {rel.line} declares"),
                f"`{_pip(paste)} install '{rel.protobuf[0]}'`")
    if have and version_tuple(have) < (3,):
        return ("protobuf_incompatible", "error", (f"importing TensorFlow failed in its generated protobuf code; "
                f"protobuf {have} predates protobuf 3, which every TensorFlow release needs"),
                f"`{_pip(paste)} install -U protobuf` (within the range TensorFlow declares)")
    return ("protobuf_incompatible", "warning", pattern("pb2_import_failed").meaning + (" (uncertain: the paste "
            "shows no protobuf version; `pip show protobuf tensorflow` decides)"), pattern("pb2_import_failed").fix)


def _keras_requirement(paste: _Paste) -> str | None:
    """What to install: the table's requirement; for Keras 2, the TensorFlow minor (2.6 wants keras 2.6.*)."""
    rel = paste.release()
    if rel and rel.keras_major == 2:  # noqa: PLR2004 - Keras 2 releases follow TensorFlow's minor
        return f"keras=={rel.line}.*"
    return rel.keras[0] if rel and rel.keras else None


def _keras_fits(rel: Release, version: str) -> bool:
    """Whether a Keras version pairs with this release: the declared range, and for Keras 2 the same minor."""
    same_minor = rel.keras_major != 2 or version_tuple(version)[:2] == version_tuple(rel.line)[:2]  # noqa: PLR2004
    return same_minor and (not rel.keras or _admits(rel.keras, version))


def _keras3_from(paste: _Paste) -> str:
    """The first TensorFlow line whose tf.keras is Keras 3 (the tables' keras_major: 2.16)."""
    first = first_release(paste.tables, lambda r: r.keras_major == 3)  # noqa: PLR2004 - Keras' major, not a cut-off
    return first.line if first else "a newer release"


def _r_keras3(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    rel = paste.release()
    tfk = f"tf-keras~={rel.line}" if rel else "tf-keras (the TensorFlow minor)"
    return ("keras3_legacy_code", "error", (f"Keras 3 is installed (TensorFlow {_keras3_from(paste)}+) but this code "
            "or library was written for Keras 2"), (f"`{_pip(paste)} install {tfk}` and export TF_USE_LEGACY_KERAS=1 "
            "before importing TensorFlow, or port the code to Keras 3"))


def _r_tf_keras(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    rel = paste.release()
    tfk = f"tf-keras~={rel.line}" if rel else "tf-keras (the TensorFlow minor)"
    if "legacy_keras_env" not in paste.ctx.flags:  # not asked for by TF_USE_LEGACY_KERAS: code imports tf_keras itself
        return ("keras3_legacy_code", "error", ("the code (or a library) imports tf_keras, Keras 2's package, because "
                f"the Keras installed is Keras 3 (TensorFlow {_keras3_from(paste)}+), which it does not support"),
                f"`{_pip(paste)} install {tfk}` (and export TF_USE_LEGACY_KERAS=1 if the code uses tf.keras)")
    return ("tf_keras_missing", "error", ("TF_USE_LEGACY_KERAS=1 asks for Keras 2 through tf-keras, which is not "
            "installed"), f"`{_pip(paste)} install {tfk}`, or unset TF_USE_LEGACY_KERAS")


_KERAS3_ONLY = ("legacy", "ops", "trainers", "tree")  # keras.src.<these> exist in Keras 3 only


def _r_keras_skew(event: LogEvent, paste: _Paste) -> _Resolved:
    module = event.get("module") or ""
    rel = paste.release()
    if "keras.src." in event.line and module in _KERAS3_ONLY and (rel is None or rel.keras_major != 3):  # noqa: PLR2004
        with_tf = f"TensorFlow {rel.line} comes with Keras 2" if rel else "the Keras installed is Keras 2"
        return ("keras_version_skew", "error", (f"the code (or a library) imports keras.src.{module}, which exists in "
                f"Keras 3 only; {with_tf}"), (f"use Keras 3 (TensorFlow {_keras3_from(paste)} or newer), or the "
                "release of that library written for Keras 2"))
    req = _keras_requirement(paste)
    keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major, not a cut-off
    fix = (f"`{_pip(paste)} install '{req}'` (what TensorFlow {paste.release().line} declares)"  # type: ignore[union-attr]
           if req else (f"install the Keras that matches TensorFlow (keras==2.X for TensorFlow 2.X up to "
           f"{keras2.line}; Keras 3 from {_keras3_from(paste)}), or the Keras the code was written for") if keras2 else
           "install the Keras that matches TensorFlow, or the Keras the code was written for")
    return ("keras_version_skew", "error", ("the Keras installed does not match TensorFlow (or the code expects "
            "another Keras version)"), fix)


def _r_pip_conflict(event: LogEvent, paste: _Paste) -> _Resolved:
    package = (event.get("package") or "").lower()
    req = ",".join(filter(None, (event.get("requirement"), event.get("also"))))  # "keras<2.12 and >=2.11.0"
    requirer = f"{event.get('requirer')} {event.get('version')}"
    have = f", not {event.get('have_version')}" if event.get("have_version") else ""
    cause = {"keras": "keras_version_skew", "numpy": "numpy_incompatible", "protobuf": "protobuf_incompatible",
             "tf-keras": "keras_version_skew", "ml-dtypes": "dependency_conflict",
             "ml_dtypes": "dependency_conflict"}.get(package, "keras_version_skew" if "keras" in package else "")
    if not cause:
        return ("harmless", "info", f"{requirer} wants {req}{have}", f"`{_pip(paste)} install '{req}'`")
    return (cause, "error", f"{requirer} requires {req}{have}: the installed {package} does not fit",
            f"`{_pip(paste)} install '{req}'`, or upgrade TensorFlow to a release that accepts it")


def _r_cpu(event: LogEvent, paste: _Paste) -> _Resolved:
    which = event.get("instructions") or "AVX"
    flags = paste.ctx.flags
    zsh = "hardware instruction" in event.line.lower()  # zsh's wording: macOS's shell, but zsh runs on Linux too
    rosetta = ("use a native arm64 Python (not an x86 one under Rosetta) and install tensorflow for it "
               "(tensorflow-macos before 2.13), plus tensorflow-metal for the GPU")
    # Apple hardware words (M1, arm64) with Linux ones and no macOS: Linux on that machine (a container, a VM)
    linux_on_apple = "apple_machine" in flags and "linux" in flags and "macos" not in flags
    if (zsh or "macos" in flags) and "intel_mac" not in flags:  # an Intel Mac (macOS 10.x, an Intel CPU) lacks AVX
        if {"macos", "apple_machine"} & flags and not linux_on_apple:
            return ("cpu_no_avx", "error", ("an x86 TensorFlow wheel runs under Rosetta on Apple silicon, which has "
                    "no AVX"), rosetta)
        if "linux" not in flags:
            return ("cpu_no_avx", "error", ("the CPU lacks an instruction the TensorFlow binary uses; uncertain which "
                    "machine: on a Mac with Apple silicon an x86 Python under Rosetta (no AVX), elsewhere a CPU "
                    "without AVX (`uname -sm` tells macOS, Darwin, from Linux; on macOS `sysctl -n "
                    "machdep.cpu.brand_string` names the chip, Apple M: Rosetta; on Linux `grep -o avx /proc/cpuinfo` "
                    "prints nothing without AVX)"), (f"on Apple silicon: {rosetta}; on a CPU "
                    "without AVX: run on one with AVX, or use a build made without it (or build from source)"))
    if "arm_machine" in flags or linux_on_apple or ("tensorflow_named" not in flags and "other_import" in flags):
        return _illegal_elsewhere(paste)
    rel = paste.release()
    base = f" (TensorFlow {rel.line} needs {', '.join(rel.cpu_baseline)})" if rel and rel.cpu_baseline else ""
    return ("cpu_no_avx", "error", f"the CPU lacks {which}, which the TensorFlow binary uses{base}",
            ("run on a CPU with AVX, use a build made without it (a noavx image or community wheel), or build "
            "TensorFlow from source on this machine"))


def _illegal_elsewhere(paste: _Paste) -> _Resolved:
    """An illegal instruction on an ARM machine (AVX is x86's), or in a paste that shows another package, no TF."""
    flags = paste.ctx.flags
    where = ("on an ARM machine (AVX is an x86 extension): a binary built for a newer ARM core than this one"
             if "arm_machine" in flags else
             ("in Linux on an Apple or ARM machine (a container or VM): an arm64 binary built for a newer core, or an "
              "x86 one under emulation, which has no AVX") if "apple_machine" in flags and "linux" in flags else
             "in a paste that shows another package and not TensorFlow")
    return ("cpu_no_avx", "error", (f"uncertain: the CPU met an instruction it lacks, {where}; which binary (often "
            "NumPy's OpenBLAS, or the wheel imported) the traceback or `python -X faulthandler -c 'import X'` "
            "decides"), ("find the module that crashes (`python -X faulthandler -c 'import <module>'`) and install a "
            "build of it for this CPU: an older or newer release of that wheel, the distribution's package, or "
            "OPENBLAS_CORETYPE set to this core (ARMV8) for NumPy's OpenBLAS; for TensorFlow, a wheel built for "
            "this CPU"))


# NTSTATUS codes (ntstatus.h) Python prints as "DLL load failed with error code -1073741795" when the load raised one
_STATUS_ILLEGAL_INSTRUCTION = 0xC000001D  # the DLL's code used an instruction this CPU lacks (AVX)
_STATUS_DLL_NOT_FOUND = 0xC0000135
_STATUS_DLL_INIT_FAILED = 0xC0000142
_CODE = re.compile(r"error ?code:? ?(-?\d{1,10})\b")


def _r_dll(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per loader answer
    dll = (event.get("dll") or "").lower()
    reason = (event.get("reason") or "").lower()
    rel, _, _ = _release_cuda(paste)
    code = _CODE.search(reason)
    status = int(code.group(1)) & 0xFFFFFFFF if code else None
    if status == _STATUS_ILLEGAL_INSTRUCTION:
        return ("cpu_no_avx", "error", (f"Windows stopped loading TensorFlow's DLL on an illegal instruction (error "
                f"code {code.group(1) if code else ''} is 0xC000001D, STATUS_ILLEGAL_INSTRUCTION): the CPU lacks one "
                "the binary uses, AVX for the official wheels since 1.6 (AVX2 for some community builds)"),
                ("run on a CPU with AVX, or install a wheel built without AVX (or build TensorFlow from source on "
                 "this machine)"))
    if status == _STATUS_DLL_INIT_FAILED:
        return _dll_init_failed(paste)
    if status == _STATUS_DLL_NOT_FOUND:
        reason = "the specified module could not be found"
    if dll.startswith("nvcuda"):  # the driver's own DLL (System32), not a CUDA toolkit one
        return _where_driver_lives(paste, "nvcuda.dll, the NVIDIA driver's CUDA library, is missing: no driver "
                                          "installed")
    if dll.startswith(("cudart", "cublas", "cufft", "curand", "cusolver", "cusparse", "cudnn")):
        return _windows_native_gpu(paste) or ("cuda_libs_missing", "error", _cuda_dll_missing(dll, paste),
                                              _libs_fix(paste))
    if dll.startswith(("msvcp", "vcruntime")) or "specified module could not be found" in reason:
        if rel and not rel.windows_msvcp140_1 and "gpu" in (paste.ctx.packages.get("tensorflow-gpu") or "gpu") and (
                not dll):
            return ("cuda_libs_missing", "error", "a DLL of the CUDA version TensorFlow was built with is missing",
                    _libs_fix(paste))
        msvc = first_release(paste.tables, lambda r: r.windows_msvcp140_1)
        before = last_release(paste.tables, lambda r: not r.windows_msvcp140_1)
        if rel is None and not dll and msvc and before and (
                paste.ctx.cuda_installed or "cudnn_mentioned" in paste.ctx.flags):
            return ("cuda_libs_missing", "error", ("a DLL TensorFlow links against is not found; uncertain which: the "
                    f"paste speaks of CUDA/cuDNN, whose DLLs TensorFlow's GPU builds up to {before.line} load at "
                    f"import (from {msvc.line} it is the Visual C++ runtime's msvcp140_1.dll; `pip show tensorflow` "
                    "tells the version)"), (f"{_libs_fix(paste)}; cuDNN's DLLs sit in its own bin folder, which must "
                    f"be on PATH too (for TensorFlow {msvc.line}+: install the Microsoft Visual C++ Redistributable)"))
        return ("msvc_runtime_missing", "error", "the Microsoft Visual C++ runtime TensorFlow needs is missing",
                "install the latest Microsoft Visual C++ Redistributable for Visual Studio (x64) and restart")
    if "initiali" in reason or "rutina de inicializaci" in reason:
        return _dll_init_failed(paste)
    return ("msvc_runtime_missing", "error", pattern("dll_load_failed").meaning,
            "install the latest Microsoft Visual C++ Redistributable for Visual Studio (x64)")


def _r_any_dll(event: LogEvent, paste: _Paste) -> _Resolved:
    """A DLL load failure is not TensorFlow's when it names another module, or shows another import and no TF."""
    module = event.get("module") or ""
    flags = paste.ctx.flags
    if "protobuf_extension" in flags and not event.get("dll") and not module.lower().startswith(("_pywrap", "pywrap")):
        return _protobuf_extension(event)
    if not event.get("dll") and ((module and not module.lower().startswith(("_pywrap", "pywrap", "tensorflow")))
                                 or (not module and "other_import" in flags and "tensorflow_named" not in flags)):
        return _foreign_dll(module)
    return _r_dll(event, paste)


def _protobuf_extension(event: LogEvent) -> _Resolved:
    """The C extension of protobuf (google/protobuf/pyext/_message.pyd) failing to load under TensorFlow's import.

    Its Windows wheels are built per Python: protobuf 3.6.1's calls a function Python 3.6.0 lacks ("The
    specified procedure could not be found", protobuf#5046), and a wheel that does not fit the interpreter
    fails the same way.
    """
    procedure = "procedure" in (event.get("reason") or "").lower()
    why = ("it calls a function this Python does not have (protobuf 3.6.1's wheels need Python 3.6.1 or later)"
           if procedure else "its wheel does not fit this Python")
    return ("protobuf_incompatible", "error", (f"protobuf's C extension (google.protobuf.pyext._message) failed to "
            f"load, which TensorFlow imports first: {why}"), ("`python -m pip install protobuf==3.6.0` (or another "
            "protobuf your TensorFlow accepts), or upgrade Python (3.6.0 to 3.6.1 or later); setting "
            "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python skips the C extension (slower)"))


def _cuda_dll_missing(dll: str, paste: _Paste) -> str:
    """What a missing CUDA DLL means: the CUDA runtime is tried at import on every machine, GPU or not."""
    if dll.startswith("cudart") and not _gpu_shown(paste):
        return (f"uncertain: {dll} is missing: TensorFlow will not use an NVIDIA GPU if this machine has one; it tries "
                "the CUDA runtime at import on every machine and runs on the CPU without it, and the paste shows no "
                "GPU (`nvidia-smi -L` decides)")
    return f"{dll} is missing"


def _foreign_dll(module: str) -> _Resolved:
    """A DLL failed to load for a module that is not TensorFlow's (cv2, a NumPy extension), or none is shown."""
    who = f"`{module}`" if module else "the module imported"
    return ("msvc_runtime_missing", "error", (f"uncertain: a DLL that {who} needs failed to load, and the paste does "
            "not show TensorFlow's native module failing: that module's own dependencies decide (the Visual C++ "
            "runtime, or a library or Windows component it links; the Dependencies tool names the missing DLL)"),
            (f"reinstall {who} in this environment and install the latest Microsoft Visual C++ Redistributable (x64); "
             "if it still fails, find the missing DLL with the Dependencies tool (lucasg/Dependencies); "
             '`python -c "import tensorflow"` shows whether TensorFlow itself loads'))


def _dll_init_failed(paste: _Paste) -> _Resolved:
    """A DLL's initialisation failed: a CPU without AVX, else an old Visual C++ runtime; the CPU named decides."""
    msvc = "install the latest Microsoft Visual C++ Redistributable (x64, 2015-2022) and restart"
    flags = paste.ctx.flags
    if "cpu_without_avx" in flags and "cpu_with_avx" not in flags:
        return ("cpu_no_avx", "error", ("TensorFlow's DLL failed to initialise: the CPU named in the paste has no "
                "AVX, which the TensorFlow binaries use (since 1.6)"), ("run on a CPU with AVX, or install a wheel "
                "built without AVX (or build TensorFlow from source)"))
    if "cpu_with_avx" in flags:
        return ("msvc_runtime_missing", "error", ("TensorFlow's DLL failed to initialise although the CPU named has "
                "AVX: most often the Microsoft Visual C++ runtime is missing or older than the build's"), msvc)
    return ("cpu_no_avx", "error", ("TensorFlow's DLL failed to initialise; uncertain: either the CPU lacks AVX (most "
            "often) or the Visual C++ runtime is old, and the paste does not name the CPU (its model decides: "
            "`wmic cpu get name`)"), (f"if the CPU has no AVX, run on one that has (or a wheel built without AVX); if "
            f"it has AVX, {msvc}"))


def _r_tf_gpu_removed(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    last_windows = next((r.line for r in reversed(paste.tables.releases) if r.windows_native_gpu), None)
    newest = paste.tables.newest
    windows = (f"; for a GPU on native Windows the last release is tensorflow-gpu=={last_windows}.* (later: WSL2)"
               if paste.ctx.windows and last_windows else "")
    return ("tensorflow_gpu_removed", "error", ("tensorflow-gpu is now an empty package that fails on purpose; GPU "
            "support is in the tensorflow package"), (f"install `{newest.gpu_package}` instead of tensorflow-gpu "
            f"(in requirements, setup.py or environment.yml too){windows}"))


_WHICH_PYTHON = "python -c 'import sys, platform; print(sys.version, platform.machine())'"


def _unseen_wheels(tables: Tables) -> str:
    """Why pip lists no wheel for a Python that has them.

    A pip too old for the wheels' platform tags (the tables' pip_floors, from TensorFlow's pip page), or one
    of the few OS/CPU pairs without 64-bit wheels.
    """
    linux, macos = pip_floor(tables, "linux"), pip_floor(tables, "macos")
    old_pip = (f", a pip older than {linux} ({macos} on macOS) that cannot read the wheels' platform tags"
               if linux and macos else "")
    return f"a 32-bit Python{old_pip}, or an OS/CPU without wheels: Windows on ARM, an old macOS, musl (Alpine)"


_UNSEEN_FIX = (f"`{_WHICH_PYTHON}` and `pip --version` decide: upgrade pip (`python -m pip install --upgrade pip`); "
               "on a 32-bit Python install a 64-bit one (python.org's 64-bit installer)")


def _gpu_package_gone(paste: _Paste, wanted: str | None) -> _Resolved | None:
    """tensorflow-gpu pinned to a release it never had as a wheel (the tables' tensorflow_gpu_package_empty)."""
    match = paste.tables.release(wanted) if wanted else None
    if match is None or not match.release.tensorflow_gpu_package_empty:
        return None
    rel = match.release
    first = first_release(paste.tables, lambda r: r.tensorflow_gpu_package_empty) or rel
    return ("tensorflow_gpu_removed", "error", (f"tensorflow-gpu {wanted} is no TensorFlow: from {first.line} "
            "tensorflow-gpu is an empty package that fails on purpose (no later one exists); TensorFlow "
            f"{rel.line}'s GPU support is in the tensorflow package"),
            (f"`{_pip(paste)} install '{rel.gpu_package}=={wanted}'` instead of tensorflow-gpu (in requirements, "
             "setup.py or environment.yml too)"))


_WHEEL_TAGS = re.compile(r"-cp(?P<major>\d)(?P<minor>\d{1,2})-\w{1,12}-(?P<platform>[\w.]{1,60})\.whl$", re.IGNORECASE)


def _unsupported_wheel(wheel: str, paste: _Paste) -> _Resolved:
    """A wheel pip calls "not a supported wheel on this platform": its tags do not fit this interpreter."""
    tags = _WHEEL_TAGS.search(wheel)
    py = paste.ctx.python
    if tags is None:
        return ("python_unsupported", "error", f"{wheel} does not fit this Python (its tags name another one)",
                f"pick the wheel whose cpXY and platform tags fit `{_WHICH_PYTHON}`")
    wants = f"{tags.group('major')}.{tags.group('minor')}"
    platform = tags.group("platform").lower()
    if py and py != wants:
        return ("python_unsupported", "error", f"{wheel} is built for Python {wants}; this one is {py}",
                f"use the wheel built for Python {py} (cp{py.replace('.', '')}), or Python {wants}")
    if "amd64" in platform or "x86_64" in platform:
        return ("python_unsupported", "error", (f"{wheel} is for 64-bit (x86-64) Python {wants} and pip rejects it: "
                "this Python is most likely 32-bit (TensorFlow publishes 64-bit wheels only), or it runs on another "
                f"OS or CPU; `{_WHICH_PYTHON}` tells"), (f"install a 64-bit Python {wants} (python.org's 64-bit "
                "installer) and pip install with it"))
    return ("python_unsupported", "error", f"{wheel} ({platform}) does not fit this Python's platform",
            f"pick the wheel for this platform (`{_WHICH_PYTHON}` tells it)")


def _no_wheel_named(event: LogEvent, paste: _Paste, package: str) -> _Resolved | None:
    """What the wheel pip rejected says, or tensorflow-gpu on native Windows (the package, not the Python)."""
    wheel = next((e.get("wheel") for e in (event, *paste.events.get(event.kind, ())) if e.get("wheel")), None)
    if wheel:  # pip named the wheel it rejected: its tags say what does not fit
        return _unsupported_wheel(wheel, paste)
    if package != "tensorflow-gpu" or not paste.ctx.windows:
        return None
    wanted = paste.tables.release(event.get("wanted")) if event.get("wanted") else None
    if wanted and not wanted.release.windows_native_gpu:
        return ("windows_native_gpu_unsupported", "error", (f"TensorFlow {wanted.release.line} has no GPU build for "
                "native Windows, so no tensorflow-gpu wheel of it exists there"), _windows_fix(paste))
    return _r_tf_gpu_removed(event, paste)


def _r_no_distribution(event: LogEvent, paste: _Paste) -> _Resolved:
    """No wheel of TensorFlow itself (the Python, the platform), or of a dependency pinned beside it."""
    if (event.get("package") or "").lower().replace("_", "-") != "tensorflow-io-gcs-filesystem":
        return (_platform_without_wheels(paste, event.get("wanted") or paste.ctx.tensorflow)
                or _r_no_wheel(event, paste))
    return ("dependency_conflict", "error", ("pip found no tensorflow-io-gcs-filesystem wheel of that version for this "
            "platform and Python: its Windows wheels stop at 0.31.0 (Python 3.7-3.11); it is a dependency of "
            "TensorFlow (>=0.23.1), not TensorFlow itself"), ("remove the tensorflow-io-gcs-filesystem pin from the "
            "requirements (TensorFlow's own >=0.23.1 is met by 0.31.0 on Windows, and it is not needed on Python "
            "3.12+), or pin tensorflow-io-gcs-filesystem==0.31.0 on Windows"))


# The distributions that are TensorFlow itself; tensorflow-io, -text, -addons... are projects with their own wheels.
_TF_DISTRIBUTIONS = frozenset({"tensorflow", "tensorflow-gpu", "tensorflow-cpu", "tensorflow-intel", "tensorflow-macos",
                               "tensorflow-aarch64", "tensorflow-cpu-aws"})


def _r_any_wheel(event: LogEvent, paste: _Paste) -> _Resolved:
    """No wheel found by pip: TensorFlow's (the tables decide), or another tensorflow-* project's (they do not)."""
    package = (event.get("package") or "").lower().replace("_", "-")
    dist = package or (event.get("wheel") or "").split("-")[0].lower().replace("_", "-")
    if dist and dist not in _TF_DISTRIBUTIONS and dist != "tensorflow-io-gcs-filesystem":
        return ("python_unsupported", "error", (f"uncertain: pip found no wheel of {dist}, a project separate from "
                "TensorFlow with its own wheels, for this Python, OS or CPU; TensorFlow's tables do not say which "
                f"it lacks (`pip index versions {dist}` lists what pip can install here)"),
                (f"pin a {dist} version that has a wheel for this Python and platform (its PyPI page lists them), "
                 "or use a Python it has wheels for"))
    return _r_no_distribution(event, paste)


def _r_no_wheel(event: LogEvent, paste: _Paste) -> _Resolved:
    ctx = paste.ctx
    package = (event.get("package") or "").lower().replace("_", "-")
    if (first := _no_wheel_named(event, paste, package)) is not None:
        return first
    if "python_32bit" in ctx.flags:
        return ("python_unsupported", "error", "this Python is 32-bit; TensorFlow publishes 64-bit wheels only",
                "install a 64-bit Python (python.org's 64-bit installer) and pip install tensorflow with it")
    py = ctx.python
    none = (event.get("versions") or "").strip().lower() == "none"
    wanted = event.get("wanted") or next((e.get("wanted") for e in paste.events.get(event.kind, ())
                                          if e.get("wanted")), None)
    if wanted is None and (event.get("package") or "").lower() == "tensorflow":
        wanted = ctx.tensorflow  # the version the paste names is the one asked for
    if package == "tensorflow-gpu" and (gone := _gpu_package_gone(paste, wanted)):
        return gone
    match = paste.tables.release(wanted) if wanted else None
    fits = [r.line for r in python_lines(paste.tables, py)] if py else []
    if match and py and py in match.release.python:  # the Python fits the release: the platform does not
        return ("python_unsupported", "error", (f"TensorFlow {match.release.line} has wheels for Python {py}, yet pip "
                f"sees none: uncertain why ({_unseen_wheels(paste.tables)}); `{_WHICH_PYTHON}` and `pip --version` "
                "decide"),
                f"{_UNSEEN_FIX}, then pip install tensorflow=={wanted}")
    if match:
        pythons = match.release.python
        other = (f"; for Python {py}: TensorFlow {fits[0]}-{fits[-1]}" if py and fits and py not in pythons
                 else "")
        which = "" if py else f" (`{_WHICH_PYTHON}` shows this one's)"
        fix = (f"TensorFlow {match.release.line} has wheels for Python {pythons[0]}-{pythons[-1]}{which}: use one of "
               f"those (e.g. a venv with python{pythons[-1]}){other}{_apple_silicon(paste, match.release, wanted)}")
    elif py and fits and none:  # wheels exist for this Python version, yet pip sees none: not the version
        fix = (f"pip sees no TensorFlow wheel at all, although TensorFlow {fits[0]}-{fits[-1]} has wheels for Python "
               f"{py}; uncertain why ({_unseen_wheels(paste.tables)}, or a paste older than TensorFlow {fits[0]}): "
               f"{_UNSEEN_FIX}")
    elif py and fits:
        fix = f"TensorFlow for Python {py}: {fits[0]}-{fits[-1]}; pin one of those, or use the Python they need"
    elif py:
        newest = paste.tables.newest
        fix = (f"no TensorFlow release in the tables supports Python {py}: install Python "
               f"{newest.python[-1]} (TensorFlow {newest.line} supports {newest.python[0]}-{newest.python[-1]})")
    else:
        newest, oldest = paste.tables.newest, paste.tables.releases[0]
        return ("python_unsupported", "error", ("pip found no TensorFlow wheel for this Python; uncertain why: the "
                "paste gives neither the Python version nor the TensorFlow version asked for (a Python newer or "
                "older than the releases support, a 32-bit Python, or an OS/CPU without wheels), and "
                f"`{_WHICH_PYTHON}` decides"), (f"run `{_WHICH_PYTHON}`: TensorFlow {newest.line} has 64-bit wheels "
                f"for Python {newest.python[0]}-{newest.python[-1]} ({oldest.line}-{newest.line}: `envcheck matrix` "
                "lists each release's); use such a Python (64-bit) or pin the release made for yours"))
    return ("python_unsupported", "error",
            "pip found no TensorFlow wheel for this Python version (or a 32-bit Python, or an unsupported OS/CPU)", fix)


_MAX_PATH = 260  # characters of a path, its end included, Windows accepts unless long paths are enabled
_LONG_PATHS_FIX = ("enable long paths: in an administrator PowerShell, `New-ItemProperty -Path "
                   "'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\FileSystem' -Name LongPathsEnabled -Value 1 "
                   "-PropertyType DWORD -Force` (or Group Policy: Enable Win32 long paths), then rerun pip in a new "
                   "shell; or install into a shorter path (a venv such as C:\\venv, python.org's Python rather than "
                   "the Microsoft Store's, whose site-packages path is long)")


def _r_directml(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """tensorflow-directml-plugin (Microsoft's GPU path on native Windows) is built against tensorflow-cpu 2.10 only."""
    last = last_release(paste.tables, lambda r: r.windows_native_gpu)
    line = last.line if last else "the last Windows GPU release"
    return ("windows_native_gpu_unsupported", "error", (f"tensorflow-directml-plugin loads only into tensorflow-cpu "
            f"{line}: a later TensorFlow cannot load its DLL, and has no other GPU path on native Windows"),
            (f"`python -m pip install tensorflow-cpu=={line}.* tensorflow-directml-plugin` (the plugin's only "
             f"TensorFlow; development is paused), or {_windows_fix(paste)}"))


def _r_long_path(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A file pip could not write: its path is over MAX_PATH (pip's own hint says so from pip 21.1)."""
    if event.get("said"):  # the words alone, with no failure shown: another message may outrank them
        return ("windows_long_paths", "warning", (f"the paste speaks of Windows' path limit ({event.get('said')}); "
                "uncertain whether it stopped this install: pip says so with `[Errno 2] No such file or directory` "
                "on a path of more than 260 characters"), _LONG_PATHS_FIX)
    path = event.get("path")
    length = len(path.replace("\\\\", "\\")) if path else None  # pip prints the path's repr: "C:\\\\Users"
    if length is not None and length < _MAX_PATH:  # pip's own hint needs more than 260 (commands/install.py)
        return ("windows_long_paths", "warning", (f"pip could not write a file whose path has {length} characters; "
                "uncertain: under Windows' 260-character limit, but the files pip writes beside it can pass it (or "
                "another program removed the file)"), _LONG_PATHS_FIX)
    what = f" ({length} characters)" if length else ""
    return ("windows_long_paths", "error", (f"a path{what} too long for Windows' MAX_PATH (260 characters, its end "
            "included): the package's files cannot be written there while long paths are not enabled"),
            _LONG_PATHS_FIX)


def _apple_silicon(paste: _Paste, rel: Release, wanted: str | None) -> str:
    """A line whose macOS arm64 wheel is not the `tensorflow` package: Apple published it as tensorflow-macos."""
    package = rel.macos_arm64_package
    if package in (None, "tensorflow") or {"windows", "linux", "wsl", "docker", "intel_mac"} & paste.ctx.flags:
        return ""
    return (f"; on an Apple-silicon Mac, TensorFlow {rel.line} is published as {package} "
            f"(`{_pip(paste)} install {package}=={wanted or rel.line}`)")


def _r_conda(event: LogEvent, paste: _Paste) -> _Resolved:
    """Conda's "incompatible with the existing python installation" and PackagesNotFoundError, from the versions."""
    ctx = paste.ctx
    pin = next((e.get("pin") for e in paste.events.get(event.kind, ()) if e.get("pin")), None)
    if pin and ctx.conda_pythons:  # libmamba: the environment's Python against the ones TensorFlow's builds need
        offered = sorted(set(ctx.conda_pythons), key=version_tuple)
        return ("python_unsupported", "error", (f"the environment is pinned to Python {pin}; the channel's TensorFlow "
                f"builds need Python {offered[0]}-{offered[-1]}"), (f"create the environment with "
                f"python={offered[-1]} (`conda create -n tf python={offered[-1]}`), or install TensorFlow for Python "
                f"{pin} from conda-forge or with pip inside the environment"))
    gpu = ctx.packages.get("tensorflow-gpu")
    if gpu and (gone := _gpu_package_gone(paste, gpu)):
        return gone
    wanted = gpu or ctx.packages.get("tensorflow") or ctx.tensorflow
    match = paste.tables.release(wanted) if wanted else None
    py = ctx.python
    fits = [r.line for r in python_lines(paste.tables, py)] if py else []
    channel = "`conda install -c conda-forge tensorflow` (or pip inside the environment)"
    if match and py and py not in match.release.python:
        pythons = match.release.python
        other = f", or TensorFlow {fits[0]}-{fits[-1]} for Python {py}" if fits else ""
        return ("python_unsupported", "error", (f"TensorFlow {match.release.line} has no build for Python {py} "
                f"(only {pythons[0]}-{pythons[-1]})"), (f"create the environment with python={pythons[-1]} "
                f"(`conda create -n tf python={pythons[-1]}`){other}"))
    if event.get("python") and py and fits:
        return ("python_unsupported", "error", (f"conda has no TensorFlow build it can put beside Python {py} "
                "in this channel"), (f"pin a release made for Python {py} (TensorFlow {fits[0]}-{fits[-1]}), or "
                f"{channel}"))
    return ("python_unsupported", "error", ("conda found no TensorFlow package for this environment; uncertain "
            "why: the channel has no build for this Python or platform (defaults stopped early; conda-forge has "
            f"current ones), and `{_WHICH_PYTHON}` with `conda search -c conda-forge tensorflow` decides"),
            f"{channel}; or a Python that the release supports (`envcheck matrix`)")


def _r_not_installed(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    where = "the Jupyter kernel" if "jupyter" in paste.ctx.flags else "this interpreter"
    if "sudo_pip" in paste.ctx.flags:  # sudo runs root's pip: the system Python's, not the environment's
        return ("wrong_interpreter", "error", (f"{where} has no TensorFlow: `sudo pip install` ran root's pip, which "
                "installed into the system Python (root's PATH), not the environment this python comes from"),
                ("install without sudo, with the interpreter that runs the code: `python -m pip install tensorflow` "
                 "(inside the activated environment)"))
    return ("wrong_interpreter", "error", (f"{where} has no TensorFlow: it is not the environment TensorFlow was "
            "installed into"), ("run `python -m pip install tensorflow` with that exact interpreter (print "
            "sys.executable), or select the environment's kernel (python -m ipykernel install --user --name ENV)"))


def _metal_table(tables: Tables) -> str:
    """Apple's pairs, a row per tensorflow-metal release: "2.5: 0.1.2, ..., 2.14-2.17: 1.1.0, 2.18+: 1.2.0"."""
    releases = list(dict.fromkeys(m.metal for m in tables.metal_plugins))
    return ", ".join(f"{metal_lines(tables, metal)}{'+' if metal == releases[-1] else ''}: {metal}"
                     for metal in releases)


def _r_plugin(event: LogEvent, paste: _Paste) -> _Resolved:
    """A PluggableDevice that does not load: tensorflow-metal on a Mac (its table decides), another plugin elsewhere."""
    flags = paste.ctx.flags
    if not ({"metal_named", "macos", "apple_machine"} & flags or "metal" in event.line.lower()):
        return ("tf_import_failed", "error", ("a PluggableDevice plugin in site-packages/tensorflow-plugins "
                "(tensorflow-directml-plugin, intel-extension-for-tensorflow, tensorflow-metal...) failed to load: it "
                "was built for another TensorFlow; uncertain which plugin (the error after this line names it)"),
                ("`pip uninstall` the plugin, or install its release built for this TensorFlow (its release notes "
                 "pair them)"))
    return _metal(event, paste)


def _metal(event: LogEvent, paste: _Paste) -> _Resolved:
    ctx = paste.ctx
    symbol = event.get("symbol") or ""
    macos = version_tuple(ctx.macos) if ctx.macos else ()
    steps = metal_macos_steps(paste.tables)  # the macOS each tensorflow-metal release needs, from the first
    floor = steps[0][1] if steps else None
    major = floor.split(".")[0] if floor else ""
    old_macos = bool(macos) and floor is not None and macos[:1] < version_tuple(floor)[:1]
    said = f" (this Mac runs macOS {ctx.macos})" if ctx.macos else ""
    if floor and (ctx.macos_needed or symbol.startswith("_OBJC_") or (old_macos and not symbol.startswith("_TF_"))):
        later = ", ".join(f"{os} from {metal}" for metal, os in steps[1:])
        name = next((n.title() for n, v in _MACOS_NAMES.items() if v == major), "")
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal was built for macOS {ctx.macos_needed or floor} "
                f"and calls Metal classes an older macOS lacks{said}: every tensorflow-metal release needs macOS "
                f"{floor} or later{f' ({later})' if later else ''}"), (f"update macOS to {major}"
                f"{f' ({name})' if name else ''} or later, or `pip uninstall tensorflow-metal` to run on the CPU"))
    rel = paste.release()
    newer_os = f"; it also needs macOS {major} or later" if old_macos else ""
    if rel is not None and rel.macos_arm64_package != "tensorflow" and "tensorflow_macos" not in ctx.flags and (
            "tensorflow" in ctx.installed or "tensorflow" in ctx.packages):
        pair = metal_pair(paste.tables, rel.line)
        metal = f"=={pair.metal}" if pair else ""
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal before 1.0 plugs into Apple's tensorflow-macos, "
                f"not the `tensorflow` package: TensorFlow {rel.line}'s lacks the plugin functions it calls"
                f"{' (' + symbol + ')' if symbol else ''}{newer_os}"), (f"`pip uninstall tensorflow`, then `pip "
                f"install tensorflow-macos=={ctx.version()} tensorflow-metal{metal}` (Apple's table pairs them)"))
    pair = metal_pair(paste.tables, rel.line) if rel is not None else None
    if rel is not None and pair is None:
        return ("metal_plugin_mismatch", "error", (f"tensorflow-metal starts at TensorFlow 2.5; TensorFlow {rel.line} "
                "cannot load it"), "`pip uninstall tensorflow-metal`, or use TensorFlow 2.5 or later with its pair")
    if rel is not None and pair is not None:
        earlier = next((m for m in reversed(paste.tables.metal_plugins)
                        if version_tuple(m.tensorflow) < rel.key and m.metal != pair.metal), None)
        built_for = metal_lines(paste.tables, ctx.metal) if ctx.metal else ""
        have = f"; tensorflow-metal {ctx.metal} was built for TensorFlow {built_for}" if (
            ctx.metal and ctx.metal != pair.metal and built_for) else ""
        keep = (f", or keep TensorFlow {earlier.tensorflow} with tensorflow-metal {earlier.metal} (`pip install "
                f"tensorflow=={earlier.tensorflow}.* tensorflow-metal=={earlier.metal}`)") if earlier else ""
        return ("metal_plugin_mismatch", "error", (f"the tensorflow-metal plugin does not fit TensorFlow {rel.line}: "
                f"Apple's table pairs {rel.line} with tensorflow-metal {pair.metal}{have}{newer_os}"),
                f"`pip install tensorflow-metal=={pair.metal}`{keep}")
    table = _metal_table(paste.tables)
    return ("metal_plugin_mismatch", "error", ("the tensorflow-metal plugin was built for another TensorFlow than the "
            f"one installed{' (' + symbol + ' is missing)' if symbol else ''}{newer_os}; `pip list` shows both "
            "versions"), (f"install the tensorflow-metal release Apple pairs with the installed TensorFlow ({table}; "
            "tensorflow-macos up to 2.12)"))


def _r_colab_tf1(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Colab dropped TensorFlow 1.x; whether a pip-installed 1.15 can replace it depends on the runtime's Python."""
    py = paste.ctx.python
    last = max((r for r in paste.tables.releases if r.key < (2,)), key=lambda r: r.key)
    pythons = f"{last.python[0]}-{last.python[-1]}"
    if py and py in last.python:
        return ("python_unsupported", "error", (f"Colab no longer provides TensorFlow 1.x; this runtime's Python {py} "
                f"still has TensorFlow {last.line} wheels"), (f"replace the magic with `!pip install "
                f"tensorflow=={last.patch or last.line}` (or port the notebook to TensorFlow 2: tf.compat.v1)"))
    runtime = f"its Python {py}" if py else "its current Python (3.10+)"
    return ("python_unsupported", "error", (f"Colab no longer provides TensorFlow 1.x, and {runtime} has no "
            f"TensorFlow 1.x wheel (TensorFlow {last.line} supports Python {pythons})"), ("port the notebook to "
            f"TensorFlow 2 (tf.compat.v1, `tf_upgrade_v2`), or run it locally (or in a local Colab runtime) with "
            f"Python {last.python[-1]} and tensorflow=={last.patch or last.line}"))


def _platform_without_wheels(paste: _Paste, wanted: str | None) -> _Resolved | None:
    """Alpine's musl libc, or ARM Linux before the first aarch64 wheel: PyPI has no TensorFlow wheel there."""
    flags = paste.ctx.flags
    asked = list(paste.events.get("no_matching_distribution", ()))
    wheels = [str(e.get("wheel")).lower() for e in asked if e.get("wheel")]
    if any(re.search(r"_(?:armv\dl|aarch64)\.whl$", w) for w in wheels):  # an ARM wheel refused: its tags decide
        return None
    offered = next((e.get("versions") for e in asked if (e.get("versions") or "").strip().lower() not in ("", "none")),
                   None)
    listed = offered.replace(" ", "").split(",") if offered else []
    pin = (f"; this index offers only {', '.join(listed[-4:])}: pin one of those (e.g. tensorflow=={listed[-1]})"
           if listed and "musl" not in flags else "")
    if "musl" in flags:
        return ("python_unsupported", "error", ("this Linux uses musl libc (Alpine): TensorFlow publishes manylinux "
                "wheels only, which need glibc, so pip finds none (and rejects a manylinux wheel given to it)"),
                ("use a glibc-based image or OS instead of Alpine (python:3.X-slim, Debian, Ubuntu) and pip install "
                 "there"))
    if "arm_linux" not in flags or {"macos", "apple_machine"} & flags:  # its words are Linux's (Windows says ARM64)
        return None
    match = paste.tables.release(wanted) if wanted else None
    if match is not None and match.release.aarch64_wheel:
        return None
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    since = first.line if first else paste.tables.releases[-1].line
    which = f": no TensorFlow {match.release.line} wheel exists for it" if match else ""
    return ("python_unsupported", "error", ("this is an ARM Linux (aarch64, or 32-bit armv7l): PyPI's tensorflow has "
            f"Linux aarch64 wheels only from {since}, and none for 32-bit ARM{which}"), ("on aarch64 install "
            f"TensorFlow {since} or later (`pip install 'tensorflow>={since}'` with a Python it supports), or an "
            "aarch64 build of an older one (NVIDIA's JetPack wheels on a Jetson, which have the GPU; "
            "tensorflow-aarch64 elsewhere); on 32-bit ARM (armv7l) use a 64-bit OS, or TensorFlow Lite "
            f"(tflite-runtime){pin}"))


def _r_reticulate(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """R's keras/tensorflow packages run the Python reticulate picked: it is not the environment TensorFlow is in."""
    return ("wrong_interpreter", "error", ("R's reticulate runs a Python without TensorFlow (the one "
            "`reticulate::py_config()` shows), not the environment install_keras()/install_tensorflow() installed "
            "into"), ("point reticulate at that environment before loading keras or tensorflow, in a fresh R session: "
            "`reticulate::use_condaenv('r-tensorflow', required = TRUE)` (or use_virtualenv(), or RETICULATE_PYTHON="
            "<its python>); or install TensorFlow into the Python py_config() shows "
            "(tensorflow::install_tensorflow())"))


def _r_glibc(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """The loader's `version `GLIBC_2.23' not found (required by ..._pywrap_tensorflow_internal.so)`."""
    symbol, lib = event.get("symbol") or "", event.get("lib") or "the library"
    by = " (uncertain which library needs it: the line is cut)" if event.get("by") is None else ""
    if symbol.startswith("GLIBC_"):
        return ("tf_import_failed", "error", (f"TensorFlow's native library needs glibc {symbol[6:]} ({symbol}); this "
                f"Linux's glibc ({lib}) is older{by}"), ("use a Linux (or a container) with a newer glibc, or a "
                "TensorFlow release built for this one (`ldd --version` shows it); do not replace the system glibc"))
    return ("tf_import_failed", "error", (f"TensorFlow's native library needs {symbol}, which the libstdc++ the loader "
            f"found first ({lib}) is too old to have{by}"), ("put a newer libstdc++ first: in conda `conda install -c "
            "conda-forge libstdcxx-ng` (the environment's lib), or drop an older one from LD_LIBRARY_PATH"))


def _r_native(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("tf_import_failed", "error", pattern("native_runtime_failed").meaning, pattern("native_runtime_failed").fix)


def _r_noise(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("harmless", event.level, pattern(event.kind).meaning, "")


_RESOLVERS = {
    "dlopen_failed": _r_dlopen, "gpu_libraries_missing": _r_libs, "shared_object_missing": _r_libs,
    "no_cuda_drivers": _r_libs, "cuda_runtime_unloaded": _r_runtime_unloaded,
    "native_runtime_failed": _r_native, "cuinit_failed": _r_cuinit,
    "driver_version_mismatch": _r_mismatch, "nvml_mismatch": _r_mismatch, "nvml_unknown_error": _r_nvml_unknown,
    "kernel_driver_not_running": _r_driver_missing, "nvidia_smi_no_driver": _r_driver_missing,
    "wsl_gpu_missing": _r_wsl_gpu, "no_cuda_device": _r_no_device,
    "xla_device_ordinal": _r_xla_ordinal, "driver_insufficient": _r_driver_old,
    "container_cuda_requirement": _r_driver_old, "unsupported_ptx": _r_driver_old,
    "container_no_gpu_runtime": _r_container, "container_init_error": _r_container, "container_no_driver": _r_banner,
    "gpu_ignored": _r_gpu_ignored,
    "ptx_jit": _r_ptx_jit, "context_failed": _r_context, "no_kernel_image": _r_kernel_image,
    "cuda_init_failed": _r_init_failed, "cuda_runtime_error": _r_init_failed,
    "oom_tensor": _r_oom, "out_of_memory": _r_oom, "dst_tensor_uninitialized": _r_dst_tensor,
    "cudnn_version_mismatch": _r_cudnn,
    "cudnn_handle_failed": _r_cudnn_init, "cublas_handle_failed": _r_cublas, "dnn_missing": _r_dnn_missing,
    "ptxas_fatal": _r_ptxas_fatal, "gpu_library_failed": _r_gpu_library,
    "cudnn_launch_failed": _r_cudnn_run, "conv_autotune_failed": _r_cudnn_run, "symbol_missing": _r_symbol,
    "ptx_driver_older": _r_ptx_driver, "visible_device_invalid": _r_visible_invalid,
    "device_count_failed": _r_device_count, "libcuda_not_loaded": _r_driver_missing,
    "libdevice_missing": _r_libdevice, "ptxas_missing": _r_ptxas, "ptxas_failed": _r_ptxas,
    "cuda_error": _r_cuda_error, "numpy_abi": _r_numpy, "protobuf_descriptors": _r_protobuf,
    "pb2_import_failed": _r_pb2,
    "keras3_with_legacy_code": _r_keras3, "tf_keras_missing": _r_tf_keras, "keras_version_skew": _r_keras_skew,
    "pip_conflict": _r_pip_conflict, "illegal_instruction": _r_cpu, "dll_load_failed": _r_any_dll,
    "tf_gpu_removed": _r_tf_gpu_removed, "no_matching_distribution": _r_any_wheel,
    "tensorflow_not_installed": _r_not_installed, "glibc_version_missing": _r_glibc,
    "plugin_load_failed": _r_plugin, "colab_tf1_unsupported": _r_colab_tf1,
    "r_tensorflow_not_found": _r_reticulate,
    "conda_no_package": _r_conda, "windows_long_path": _r_long_path,
    "directml_plugin_unloadable": _r_directml,
    "k8s_no_gpu": _r_k8s, "wsl_no_adapter": _r_wsl_no_adapter, "container_device_error": _r_device_error,
    "cdi_unresolvable": _r_cdi, "conda_no_cuda": _r_conda_no_cuda, "pip_cannot_uninstall": _r_pip_uninstall,
    "ml_dtypes_skew": _r_ml_dtypes, "explicit_device_missing": _r_explicit_device,
    "multi_gpu_model_short": _r_multi_gpu_model, "nccl_shm_failed": _r_nccl, "nccl_peer_access": _r_nccl,
    "iommu_fault": _r_nccl, "nccl_all_reduce": _r_nccl, "nccl_system_error": _r_nccl,
}


def _checklist(paste: _Paste) -> Explanation | None:  # noqa: C901, PLR0912 - one item per known cause
    """Nothing recognised but TensorFlow sees no GPU: the likely causes for this version and platform, in order.

    Each item says whether the paste decides it; when the first one is not decided, the explanation
    says so ("uncertain") and names what would decide it.
    """
    ctx = paste.ctx
    rel = paste.release()
    no_windows_gpu = ctx.windows and rel is not None and not rel.windows_native_gpu
    jupyter = "jupyter" in ctx.flags and "works_outside" in ctx.flags
    if not ({"gpu_list_empty", "built_without_cuda"} & ctx.flags or jupyter
            or (no_windows_gpu and "mentions_tf_gpu" in ctx.flags)):
        return None
    version = ctx.version()
    items: list[tuple[str, str, bool]] = []  # cause, what to do, whether the paste decides it
    if jupyter:
        items.append(("wrong_interpreter", ("the notebook runs another interpreter than the shell: compare "
                      "`sys.executable` in both, and register the environment's kernel (python -m ipykernel install "
                      "--user --name ENV) or fix the kernelspec (`jupyter kernelspec list`)"), True))
    colab = "colab" in ctx.flags
    if colab:
        items += _colab_items(paste)
    if ctx.windows and (rel is None or not rel.windows_native_gpu):
        items.append(("windows_native_gpu_unsupported", _windows_fix(paste), rel is not None))
    if not colab:  # Colab's own TensorFlow builds (1.x included) have GPU support
        items += _package_items(paste)
    if not (colab or no_windows_gpu):
        items += _build_items(paste, tf1=any(i[0] == "tf1_cpu_package" for i in items))
    if "jupyter" in ctx.flags and not jupyter:
        items.append(("wrong_interpreter", ("Jupyter may run another interpreter: compare `sys.executable` in the "
                      "notebook with the shell's, and register the environment's kernel (python -m ipykernel install "
                      "--user)"), False))
    if ctx.windows and "python3_command" in ctx.flags and not no_windows_gpu:
        items.append(("wrong_interpreter", ("on Windows `python3`/`pip3` is often another Python (the Microsoft Store "
                      "alias) than the environment's `python`: compare `python3 -c 'import sys; "
                      "print(sys.executable)'` with the environment, and use `python` / `python -m pip` there"),
                      False))
    mismatch = _cuda_mismatch(paste)
    if mismatch is not None:
        items.append(("cuda_libs_missing", mismatch, True))
    if rel and "conda" in ctx.flags and not ctx.windows and "[and-cuda]" not in rel.gpu_package:
        items.append(("cuda_libs_missing", ("conda's CUDA libraries are not on the loader path: export "
                      "LD_LIBRARY_PATH=$CONDA_PREFIX/lib:$LD_LIBRARY_PATH"), False))
    gap = _runpath_gap(paste)
    if gap is not None:
        items.append((gap[0], f"{gap[2]}: {gap[3]}", True))
    if rel and "[and-cuda]" in rel.gpu_package and not ctx.windows and "and_cuda" not in ctx.flags:
        runpath = "" if rel.pip_cuda_runpath else (" and put its nvidia/*/lib folders on LD_LIBRARY_PATH (this "
                                                   "wheel's RUNPATH does not reach them)")
        items.append(("cuda_libs_missing", (f"plain `pip install tensorflow` brings no CUDA libraries: install "
                      f"'tensorflow[and-cuda]=={version}' (CUDA {rel.cuda_build} and cuDNN {rel.cudnn} as pip "
                      f"packages; a CUDA installed otherwise must be those versions){runpath}"), False))
    if "macos" in ctx.flags:
        items.append(("gpu_not_detected", "macOS has no CUDA: TensorFlow uses Apple GPUs through tensorflow-metal",
                      True))
    if "wsl" in ctx.flags:
        bridge = _wsl_gap(paste)
        items.append(("wsl_driver_not_visible", f"{bridge[0]}: {bridge[1]}" if bridge else (
                      "in WSL2 the GPU comes from the Windows NVIDIA driver: `nvidia-smi` inside WSL must list it; if "
                      "not, update WSL (`wsl --update`, then `wsl --shutdown`) and the Windows driver, and remove any "
                      "Linux NVIDIA driver installed inside WSL"), bridge is not None))
    items.append(("gpu_not_detected", ("run `envcheck doctor` on that machine: it checks the driver, the CUDA "
                  "libraries the build loads, and the GPU's architecture"), False))
    cause, _, decided = items[0]
    about = f"TensorFlow {version}" if version else "TensorFlow"
    level = "warning" if cause == "gpu_not_detected" else "error"
    meaning = f"{about} sees no GPU and printed no reason"
    if cause == "cpu_only_build" and decided:
        meaning = f"{about} says it was built without CUDA (tf.test.is_built_with_cuda() is False): it cannot use a GPU"
    if not decided:
        meaning += ("; uncertain: the paste does not decide between the causes below (`envcheck doctor` on that "
                    "machine does)")
    return Explanation(kind="context", cause=cause, level=level, line_numbers=(), count=0,
                       evidence="an empty GPU list", meaning=meaning,
                       fix="; ".join(f"({n}) {text}" for n, (_, text, _) in enumerate(items, 1)),
                       details=tuple(f"{k}={v}" for k, v in (("tensorflow", version), ("python", ctx.python)) if v))


def _build_items(paste: _Paste, *, tf1: bool) -> list[tuple[str, str, bool]]:
    """The build itself: one without CUDA (is_built_with_cuda() False), or one whose CUDA is not here."""
    ctx, rel = paste.ctx, paste.release()
    items = []
    if "built_without_cuda" in ctx.flags and not tf1 and "macos" not in ctx.flags:
        items.append(("cpu_only_build", _cpu_build_fix(paste), not (ctx.windows and rel is None)))
    if _other_tf_sees_gpu(ctx):  # another TensorFlow here finds the GPU: the driver works
        cuda = f" (TensorFlow {rel.line} loads CUDA {rel.cuda_build} and cuDNN {rel.cudnn})" if rel else ""
        items.append(("cuda_libs_missing", ("another TensorFlow here finds the GPU, so the driver works: this one "
                      f"was built for another CUDA{cuda}; install its CUDA libraries, or use the TensorFlow that "
                      "works"), True))
    return items


def _other_tf_sees_gpu(ctx: Context) -> bool:
    """The paste says another TensorFlow here finds the GPU: the preinstalled one, or the one before an upgrade."""
    return "other_tf_sees_gpu" in ctx.flags or {"gpu_used_before", "tf_upgraded"} <= ctx.flags


def _cpu_build_fix(paste: _Paste) -> str:
    """tf.test.is_built_with_cuda() is False: the package installed is a CPU build; the GPU one for this release."""
    rel, version = paste.release(), paste.ctx.version()
    if rel is not None and version:
        gpu = f"'{rel.gpu_package}=={version}'" if "[" in rel.gpu_package else f"{rel.gpu_package}=={version}"
    else:  # the newest lines' GPU package, and the lines whose plain `tensorflow` is the GPU build (the tables)
        newest = paste.tables.releases[-1].gpu_package
        since = first_release(paste.tables, lambda r: r.gpu_package == newest)
        plain = [r.line for r in paste.tables.releases if r.gpu_package == "tensorflow"]
        older = f"; for {plain[0]}-{plain[-1]} `pip install tensorflow`" if plain else ""
        gpu = (f"'{newest}'` (TensorFlow {since.line if since else ''}+ on Linux{older}, with the CUDA its release "
               "was built with")
    return ("this TensorFlow was built without CUDA (tensorflow-cpu, a conda CPU build such as the mkl/eigen ones, "
            f"tensorflow-cpu-aws, or a source build): uninstall it and install a GPU build: `pip install {gpu}"
            f"{')' if rel is None or not version else '`'}; in conda, conda-forge's CUDA build (`conda install -c "
            "conda-forge tensorflow-gpu`)")


def _package_items(paste: _Paste) -> list[tuple[str, str, bool]]:
    """The package installed is not the GPU one: both TensorFlow distributions, or TensorFlow 1.x's CPU package."""
    ctx = paste.ctx
    rel, version = paste.release(), ctx.version()
    tf1 = rel is not None and not rel.tensorflow_package_has_gpu
    if len(ctx.installed) > 1 or "uninstall_tensorflow" in ctx.flags:  # a listing shows both, or the thread says so
        return [("two_tensorflow_installs", ("tensorflow and tensorflow-gpu are both installed and the CPU one is "
                 "imported: pip uninstall tensorflow tensorflow-gpu, then install only the GPU one"), True)]
    if tf1 and "mentions_tf_gpu" in ctx.flags and rel is not None:  # tensorflow-gpu asked for; is the CPU one there?
        return [("two_tensorflow_installs", (f"TensorFlow {rel.line}'s `tensorflow` package is CPU-only: if `pip "
                 "list` shows it beside tensorflow-gpu, the CPU one is imported (pip uninstall tensorflow "
                 f"tensorflow-gpu, then install only {rel.gpu_package}=={version}); if it shows only `tensorflow`, "
                 f"install {rel.gpu_package}=={version}"), False)]
    if tf1 and rel is not None:
        return [("tf1_cpu_package", (f"TensorFlow {rel.patch or rel.line}'s `tensorflow` package is CPU-only: "
                 f"install {rel.gpu_package}=={version}"), True)]
    if rel is None and "tf1_session" in ctx.flags:
        return [("tf1_cpu_package", ("this log is a TensorFlow 1.x session's; 1.x's `tensorflow` package is "
                 "CPU-only (except 1.15.0-1.15.1): pip install tensorflow-gpu==<the same version> (`pip list` "
                 "shows which is installed)"), False)]
    return []


def _colab_items(paste: _Paste) -> list[tuple[str, str, bool]]:
    """Colab: no GPU runtime chosen, or a TensorFlow built for another CUDA than the runtime's."""
    rel, cuda, _ = _release_cuda(paste)
    loads = f" (TensorFlow {rel.line} loads CUDA {cuda})" if rel and cuda else ""
    mismatch = (f"the TensorFlow in use is built for another CUDA than the Colab runtime provides{loads}: Colab "
                "upgrades CUDA together with the TensorFlow it ships, so a TensorFlow installed over it (pip) or an "
                "older one does not find its libraries; use the TensorFlow Colab ships (pip uninstall yours, then "
                "Runtime > Restart runtime), or one built for the runtime's CUDA (`!nvcc --version`)")
    if "gpu_runtime_chosen" in paste.ctx.flags or _other_tf_sees_gpu(paste.ctx) or paste.ctx.driver:  # it has a GPU
        return [("cuda_libs_missing", mismatch, True)]
    return [("no_gpu_visible", ("a Colab runtime without a GPU: Runtime > Change runtime type > Hardware accelerator: "
             "GPU, then run the cells again"), False), ("cuda_libs_missing", mismatch, False)]


def _versions_only(paste: _Paste) -> Explanation | None:
    """No message recognised, but the versions given (TensorFlow, the CUDA installed) cannot work together."""
    rel = paste.release()
    if (paste.has("gpu_created") or "gpu_list_nonempty" in paste.ctx.flags
            or (paste.ctx.windows and rel is not None and not rel.windows_native_gpu)):  # no CUDA to serve there
        return None
    mismatch = _cuda_mismatch(paste)
    if mismatch is None:
        return None
    return Explanation("context", "cuda_libs_missing", "warning", (), 0, f"CUDA {paste.ctx.cuda_installed}",
                       "from the versions in the paste: the CUDA installed cannot serve this TensorFlow build",
                       mismatch)


def _cuda_mismatch(paste: _Paste) -> str | None:
    """The CUDA toolkit the paste shows installed does not serve the build (the tables say which it loads)."""
    ctx = paste.ctx
    rel, cuda, cudnn = _release_cuda(paste)
    installed = ctx.cuda_installed
    if not installed or not cuda or "x" in cuda or (rel and "[and-cuda]" in rel.gpu_package and not ctx.windows):
        return None
    build = rel or next((r for r in paste.tables.releases if r.cuda_build == cuda), None)
    if build is None or cuda_serves(paste.tables, build, installed):
        return None
    who = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    with_cudnn = f" and cuDNN {cudnn}" if cudnn else ""
    return (f"{who} was built for CUDA {cuda} and loads its libraries; CUDA {installed} is installed, which does not "
            f"provide them: install CUDA {cuda}{with_cudnn} (it can sit beside {installed}) and put it on the "
            f"{'PATH' if ctx.windows else 'LD_LIBRARY_PATH'}")


def _renumbered(visible: str | None) -> str | None:
    """The first GPU CUDA_VISIBLE_DEVICES shows, when it is not GPU 0 (which the process then calls GPU:0)."""
    first = (visible or "").split(",")[0]
    return first if first.isdigit() and first != "0" else None


_XLA_DEVICE_LINES = ("2.1", "2.2", "2.3")  # the releases whose device lists show XLA_GPU beside (or without) GPU


def _xla_gpu_only(paste: _Paste) -> Explanation:
    """An XLA_GPU device and no GPU one: TensorFlow 2.1-2.3 saw the GPU but could not load its CUDA libraries."""
    meaning = ("TensorFlow lists the GPU as XLA_GPU but created no GPU device: it saw the GPU but could not load the "
               "CUDA/cuDNN libraries of its build")
    if paste.release() is not None:
        return Explanation("context", "cuda_libs_missing", "error", (), 0, "XLA_GPU listed, no GPU device", meaning,
                           _libs_fix(paste))
    builds = {(m.release.cuda_build, m.release.cudnn) for m in map(paste.tables.release, _XLA_DEVICE_LINES) if m}
    if len(builds) != 1:
        return Explanation("context", "cuda_libs_missing", "error", (), 0, "XLA_GPU listed, no GPU device", meaning,
                           _libs_fix(paste))
    cuda, cudnn = next(iter(builds))
    return Explanation("context", "cuda_libs_missing", "error", (), 0, "XLA_GPU listed, no GPU device",
                       (f"{meaning}; device lists with XLA_GPU are TensorFlow {_XLA_DEVICE_LINES[0]}-"
                        f"{_XLA_DEVICE_LINES[-1]}'s, all built with CUDA {cuda} and cuDNN {cudnn}"),
                       (f"install CUDA {cuda} and cuDNN {cudnn} (not a newer CUDA: this build loads "
                        f"{cuda}'s libraries by name) and add their folder to "
                        f"{'PATH' if paste.ctx.windows else 'LD_LIBRARY_PATH'}; `pip show tensorflow` confirms the "
                        "version"))


def _gpu_deductions(paste: _Paste) -> list[Explanation]:
    """Which GPU and how fast, read from several lines together: a rank past the GPUs, XLA_GPU only, slow input."""
    ctx = paste.ctx
    found = []
    if {"index_error", "rank_gpu_index"} <= ctx.flags:
        found.append(Explanation("context", "no_gpu_visible", "error", (), 0, "gpus[hvd.local_rank()]: IndexError",
                                 ("a process's local rank indexes past the GPUs it sees: more processes were started "
                                  "on this machine than it has visible GPUs"),
                                 ("start as many processes per machine as it has GPUs (horovodrun -np / -H host:N, "
                                  "mpirun -np); check that CUDA_VISIBLE_DEVICES does not hide some")))
    if {"xla_gpu_only", "gpu_list_empty"} <= ctx.flags and "device_list_gpu" not in ctx.flags:
        found.append(_xla_gpu_only(paste))
    renumbered = _renumbered(ctx.cuda_visible_devices)
    if renumbered and "gpu0_named" in ctx.flags and not any(
            e.level in ("error", "warning") for events in paste.events.values() for e in events):
        shown = f"CUDA_VISIBLE_DEVICES={ctx.cuda_visible_devices}"
        found.append(Explanation("context", "harmless", "info", (), 0, shown,
                                 (f"CUDA numbers the GPUs it is shown from 0: with CUDA_VISIBLE_DEVICES="
                                  f"{ctx.cuda_visible_devices} TensorFlow's GPU:0 is the machine's GPU {renumbered} "
                                  "(nvidia-smi shows that one busy; it counts in PCI order, which CUDA follows with "
                                  "CUDA_DEVICE_ORDER=PCI_BUS_ID)"), ""))
    if {"low_gpu_util", "input_pipeline"} <= ctx.flags:
        found.append(Explanation("context", "input_bound", "warning", (), 0, "low GPU utilisation with a Python or "
                                 "tf.data input pipeline", ("uncertain: low GPU utilisation in training is most often "
                                 "the input pipeline (the GPU waits while the CPU loads and augments the next batch), "
                                 "but a model too small for the GPU, or ops running on the CPU, look the same; a "
                                 "measurement decides"), ("measure it: `envcheck run --watch -- python train.py` "
                                 "(INPUT-BOUND, GPU-BOUND or CPU-ONLY; with envcheck.keras.InputBoundCallback in "
                                 "fit it times the wait for each batch); if input-bound, feed a tf.data pipeline: "
                                 "map(..., num_parallel_calls=tf.data.AUTOTUNE), .cache(), "
                                 ".prefetch(tf.data.AUTOTUNE), TFRecords instead of Python generators and "
                                 "per-image files")))
    return found


def _deductions(paste: _Paste) -> list[Explanation]:
    """Causes read from the versions in the paste rather than from one message."""
    ctx = paste.ctx
    found = []
    kernel, library = version_tuple(ctx.kernel_version), version_tuple(ctx.libcuda_version)
    if kernel and library and kernel != library:
        found.append(Explanation("context", "driver_library_mismatch", "error", (), 0,
                                 f"kernel module {ctx.kernel_version}, libcuda {ctx.libcuda_version}",
                                 "the NVIDIA kernel module and the driver library loaded are different versions",
                                 _CAUSE_FIX["driver_library_mismatch"]))
    found += _gpu_deductions(paste)
    if len(ctx.interpreters) > 1 and ("jupyter" in ctx.flags or paste.has("tensorflow_not_installed")):
        shown = ", ".join(sorted(ctx.interpreters)[:3])
        found.append(Explanation("context", "wrong_interpreter", "error", (), 0, shown, (f"the paste shows "
                                 f"{len(ctx.interpreters)} different Python installations ({shown}): TensorFlow is "
                                 "installed in one and the code (or the notebook kernel) runs another"),
                                 ("install TensorFlow with the interpreter that runs the code (`<that python> -m pip "
                                  "install tensorflow`), or register the environment as the notebook's kernel "
                                  "(python -m ipykernel install --user --name ENV) and select it")))
    gap = _wsl_gap(paste) if "wsl" in ctx.flags else None
    trouble = any(e.level in ("error", "warning") for found_ in paste.events.values() for e in found_)
    if gap and (trouble or {"gpu_list_empty", "gpu_mentioned", "built_without_cuda"} & ctx.flags):
        found.append(Explanation("context", "wsl_driver_not_visible", "error", (), 0, "WSL", *gap))
    rel = paste.release()
    if len(ctx.installed) > 1:  # only a listing of what is installed shows this (not a pin beside a banner)
        listed = " and ".join(f"{name} {v}" for name, v in sorted(ctx.installed.items()))
        found.append(Explanation("context", "two_tensorflow_installs", "error", (), 0, listed,
                                 (f"the package listing shows {listed}: two TensorFlow distributions installed into "
                                  "the same `tensorflow` folder; the one imported may be the CPU build"),
                                 (f"`{_pip(paste)} uninstall -y {' '.join(sorted(ctx.installed))}`, then install one "
                                  "of them")))
    metal = metal_pair(paste.tables, rel.line) if rel and ctx.metal and {"macos", "apple_machine"} & ctx.flags else None
    if rel and metal and metal.metal != ctx.metal and (trouble or "traceback" in ctx.flags):  # Apple's table decides
        cause, level, meaning, fix = _metal(LogEvent(kind="context", level="error", line="", line_no=0), paste)
        found.append(Explanation("context", cause, level, (), 0, f"tensorflow-metal {ctx.metal} with TensorFlow "
                                 f"{rel.line}", meaning, fix))
    keras = ctx.packages.get("keras")
    if rel and keras and rel.keras_major and not _keras_fits(rel, keras):
        found.append(Explanation("context", "keras_version_skew", "error", (), 0, f"keras {keras} with TensorFlow "
                                 f"{rel.line}", f"TensorFlow {rel.line} pairs with {_keras_requirement(paste)}; keras "
                                 f"{keras} is installed", f"`{_pip(paste)} install '{_keras_requirement(paste)}'`"))
    checks = (("numpy", "numpy_incompatible", rel.numpy if rel else ()),
              ("protobuf", "protobuf_incompatible", rel.protobuf if rel else ()))
    for package, cause, requirements in checks:
        have = ctx.packages.get(package)
        if rel and have and requirements and not _admits(requirements, have):
            found.append(Explanation("context", cause, "error", (), 0, f"{package} {have} with TensorFlow {rel.line}",
                                     f"TensorFlow {rel.line} requires {', '.join(requirements)}; {package} {have} "
                                     "is installed", f"`{_pip(paste)} install '{requirements[0].split(';')[0]}'`"))
    return found


def explain(source: str | Iterable[str], tables: Tables | None = None) -> tuple[Explanation, ...]:
    """Explain a paste (a string, or lines from a file of any size): the causes found, most telling first."""
    tables = tables or load_tables()
    ctx = Context()
    lines = source.splitlines() if isinstance(source, str) else source
    groups: dict[tuple[object, ...], _Group] = {}
    events: dict[str, list[LogEvent]] = {}
    for event in iter_events(lines, lambda line: _scan(ctx, line, tables), _CONTEXT_HINTS):
        group = groups.get((event.kind, event.fields))
        if group is None:
            groups[(event.kind, event.fields)] = _Group(event, [event.line_no])
            events.setdefault(event.kind, []).append(event)
        else:
            group.count += 1
            if len(group.lines) < _LINES_KEPT:
                group.lines.append(event.line_no)
    if "wsl1" in ctx.flags:
        ctx.flags.add("wsl")  # WSL 1 is WSL too (not native Windows), without a GPU
    if "device_list_cpu" in ctx.flags and not {"device_list_gpu", "gpu_list_nonempty"} & ctx.flags:
        ctx.flags.add("gpu_list_empty")  # a device_lib listing with CPU devices only
    libtensorflow = _tfjs_runtime(ctx, tables)
    paste = _Paste(ctx, tables, events)
    merged: dict[tuple[str, str, str], Explanation] = {}
    for group in groups.values():
        first = group.first
        cause, level, meaning, fix = _resolve(first, paste)
        details = tuple(f"{f.name}={f.value}" for f in first.fields)
        key = (cause, level, first.kind if cause == "harmless" else "")
        if key in merged:
            old = merged[key]
            numbers = tuple(sorted({*old.line_numbers, *group.lines}))[:_LINES_KEPT]
            merged[key] = Explanation(old.kind, cause, level, numbers, old.count + group.count, old.evidence,
                                      old.meaning, old.fix, (*old.details, *details))
        else:
            merged[key] = Explanation(first.kind, cause, level, tuple(group.lines), group.count, first.line,
                                      meaning, fix, details)
    found = [_settled(e, events) for e in merged.values()]
    causes = {e.cause for e in found}
    found += [e for e in _deductions(paste) if e.cause not in causes]
    if not any(e.level in ("error", "warning") for e in found) and "no_gpu_machine" not in ctx.flags:
        extra = _checklist(paste) or _versions_only(paste)
        found += [extra] if extra else []
    if libtensorflow:  # the CUDA is that of the libtensorflow tfjs-node-gpu bundles: say so before the fix
        which = f"tfjs-node-gpu {ctx.tfjs}" if ctx.tfjs else ("tfjs-node-gpu (uncertain which release: the paste does "
                                                               "not say; 3.21+ and 4.x assumed)")
        found = [replace(e, fix=f"{which} bundles libtensorflow {libtensorflow}, so it loads that TensorFlow's CUDA, "
                         f"whatever TensorFlow Python has: {e.fix}") if e.cause == "cuda_libs_missing" else e
                 for e in found]
    ranked = sorted(found, key=lambda e: (_LEVEL_ORDER.get(e.level, 5), _CAUSE[e.cause].rank,
                                          e.line_numbers[0] if e.line_numbers else 0))
    return tuple(_redacted(e) for e in ranked)


def _tfjs_runtime(ctx: Context, tables: Tables) -> str | None:
    """tfjs-node runs its own libtensorflow: that is the TensorFlow whose CUDA counts, not a Python one named."""
    if "tfjs_node" not in ctx.flags:
        return None
    lib = tfjs_libtensorflow(tables, ctx.tfjs)
    if lib is not None:
        ctx.tensorflow, ctx.tensorflow_hint = lib, None
    return lib


def _resolve(event: LogEvent, paste: _Paste) -> _Resolved:
    """The cause one message gives, read with the whole paste (a machine said to have no GPU expects some)."""
    resolver = _RESOLVERS.get(event.kind, _r_noise if event.level == "noise" else None)
    if resolver is None:
        return ("harmless", event.level, pattern(event.kind).meaning, "")
    resolved = resolver(event, paste)
    if "no_gpu_machine" in paste.ctx.flags and event.kind in _DISCOVERY and resolved[0] in _NO_GPU_CAUSES:
        return _no_gpu_here(event)
    return resolved


def _settled(e: Explanation, events: dict[str, list[LogEvent]]) -> Explanation:
    """A library that failed to load before TensorFlow created the GPU device was not needed for it.

    TensorFlow 2 registers a GPU only once the libraries it needs are loaded, so a later
    "Created device ... GPU:0" line outweighs the earlier failure (a retry, or an optional library).
    cuDNN is left out: TensorFlow 1.x loads it only at the first convolution.
    """
    created = [ev.line_no for ev in events.get("gpu_created", [])]
    lib = next((d.split("=", 1)[1] for d in e.details if d.startswith("lib=")), "")
    if (e.cause != "cuda_libs_missing" or not created or not e.line_numbers or e.line_numbers[0] > min(created)
            or "cudnn" in lib.lower()):
        return e
    return replace(e, cause="harmless", level="info", meaning=(f"{lib or 'a library'} did not load, but TensorFlow "
                   f"created the GPU device after it (line {min(created)}): it was not needed for that (a retry, or "
                   "an optional library)"), fix="")


def _redacted(e: Explanation) -> Explanation:
    """The explanation without the credentials a paste may hold (an index URL's password, a token)."""
    return replace(e, evidence=redact_text(e.evidence), meaning=redact_text(e.meaning), fix=redact_text(e.fix),
                   details=tuple(redact_text(d) for d in e.details))


def exit_status(explanations: tuple[Explanation, ...]) -> int:
    """1 when an error-level cause was found (like `doctor`), else 0."""
    return 1 if any(e.level == "error" for e in explanations) else 0
