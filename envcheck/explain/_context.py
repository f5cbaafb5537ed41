"""The context pass: what a whole paste says about versions, platform, GPU and packages."""

from __future__ import annotations

import itertools
import math
import re
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from packaging.utils import canonicalize_name

from envcheck.compat import jetpack_release, next_line
from envcheck.explain._arch_words import HINTS as _ARCH_HINTS
from envcheck.explain._arch_words import arch_said, gpu_needs_said
from envcheck.explain._import_words import HINTS as _IMPORT_HINTS
from envcheck.explain._import_words import import_said
from envcheck.explain._install_words import HINTS as _INSTALL_HINTS
from envcheck.explain._install_words import install_said
from envcheck.explain._keras_words import HINTS as _KERAS_HINTS
from envcheck.explain._keras_words import keras_said
from envcheck.explain._library_words import HINTS as _LIBRARY_HINTS
from envcheck.explain._library_words import library_said
from envcheck.explain._memory_words import HINTS as _MEMORY_HINTS
from envcheck.explain._memory_words import memory_said
from envcheck.explain._package_words import HINTS as _PACKAGE_HINTS
from envcheck.explain._package_words import package_said
from envcheck.explain._pairing_words import HINTS as _PAIRING_HINTS
from envcheck.explain._pairing_words import Pairing, package_named, pairing_said
from envcheck.explain._requirement_words import CLASH_HINTS as _CLASH_HINTS
from envcheck.explain._requirement_words import HINTS as _REQUIREMENT_HINTS
from envcheck.explain._requirement_words import (
    Requirement,
    clash_said,
    dependency_clash_said,
    requirement_said,
    tensorflow_range_said,
)
from envcheck.explain._sentences import clauses
from envcheck.explain._speed_words import HINTS as _SPEED_HINTS
from envcheck.explain._speed_words import speed_said
from envcheck.explain._unused import gpu_unused_said, gpu_use_doubted
from envcheck.tables import version_tuple
from envcheck.tflog import (
    KERAS_BANNER,
    KERAS_RELEASE_CLASSES,
    MAX_LINE,
    PIP_CANNOT_FIND_TF,
    RANK_TAG,
    HintIndex,
    minimal_hints,
    strip_prefix,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from envcheck.tables import Tables


# the platform flags a reader checks against the paste (facts()): the flag, and its name in words
_PLATFORMS = (("windows", "Windows"), ("wsl", "WSL"), ("docker", "a container"), ("conda", "conda"),
              ("macos", "macOS"), ("jupyter", "Jupyter"))


@dataclass
class Context:
    """What the whole paste says about the machine (filled line by line, read after the last line)."""

    tensorflow: str | None = None
    tensorflow_hint: str | None = None  # a weaker mention ("tf 2.9", a title)
    python: str | None = None
    python_running: str | None = None  # the Python shown running (see _PY_RUNNING), not one advised or required
    driver: str | None = None
    driver_floor_said: str | None = None  # the driver the words say is needed ("requires at least nvidia-driver-470")
    driver_cuda: str | None = None  # "CUDA Version" of nvidia-smi: the newest CUDA the driver runs
    cuda_installed: str | None = None
    jetpack: str | None = None  # the JetPack flashed on a Jetson: "JetPack 4.6.1", or its L4T ("R32.4.2": 4.4)
    cudnn_installed: str | None = None  # "cuDNN 9.0", "cudnn=8.1.0", a template's "CUDA/cuDNN version: 11.2/8.1"
    cudnn_that_worked: str | None = None  # "I tried installing cuDNN 7.6 and now everything works": the user's fix
    tf_that_worked: tuple[str, str] | None = None  # (distribution, version) said to work: "pinning TF 2.10 fixes it"
    keras_that_worked: str | None = None  # the keras the code is said to work with: "our code works with Keras 1.1.0"
    nightly_dates: dict[str, str] = field(default_factory=dict)  # "keras"/"tf" -> a nightly's build date, "20240617"
    # the TensorFlow the running interpreter imports: the line a `print(tf.__version__)` printed, or a notebook or IDE
    # said to report it ("in my Jupyter Notebook, it constantly said 2.4.0")
    tf_imported: str | None = None
    cudnn_package: tuple[str, str] | None = None  # a cuDNN package and the CUDA it is built for: 8.9.3.28-1+cuda12.1
    cudnn_built: str | None = None  # the cuDNN the words say TensorFlow was built with ("built against cuDNN 7.0")
    compute_capability: str | None = None
    gpu_names: list[str] = field(default_factory=list)
    unknown_gpus: list[str] = field(default_factory=list)  # NVIDIA names the tables do not know (no compute capability)
    gpus_working: list[str] = field(default_factory=list)  # GPUs named in a clause saying the run works on them
    # the GPUs each rank (mpirun's tag) adds as visible ("Adding visible gpu devices: 0, 1")
    rank_devices: dict[str, set[str]] = field(default_factory=dict)
    amd_gpu: str | None = None  # the first AMD GPU named, by its gfx target ("gfx1031") or its model ("RX 580")
    packages: dict[str, str] = field(default_factory=dict)
    installed: dict[str, str] = field(default_factory=dict)  # TensorFlow distributions a pip/conda listing shows
    tf_base: str | None = None  # conda's tensorflow-base (its TensorFlow itself) as `conda list` shows it ("": two)
    pip_both: set[str] = field(default_factory=set)  # TensorFlow distributions one pip command installs together
    pip_flavours: set[str] = field(default_factory=set)  # the TensorFlow distributions pip commands install
    required_by: set[str] = field(default_factory=set)  # TensorFlow distributions pip's check names as installed
    collected: set[str] = field(default_factory=set)  # TensorFlow distributions pip collects or downloads to install
    present_said: set[str] = field(default_factory=set)  # distributions the user says are installed, with a version
    glibc_said: str | None = None  # "2.14" of the words "I was getting GLIBC_2.14 not found" (no loader line)
    glibcxx_said: str | None = None  # "3.4.21" of the words "Tensorflow missing GLIBCXX_3.4.21" (no loader line)
    installed_said: set[str] = field(default_factory=set)  # distributions named installed by name-version tokens
    pip_installed: dict[str, str] = field(default_factory=dict)  # pip's "Successfully installed tensorflow-gpu-1.15.0"
    pinned: dict[str, str] = field(default_factory=dict)  # tensorflow(-gpu) named as pins ("TensorFlow==1.13")
    # tensorflow(-gpu) given a version each on a line of their own, as an issue template lists them ("- tensorflow
    # version [1.6.0]", "tensorflow-gpu version: 1.6.0")
    flavours_listed: dict[str, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)  # windows, wsl, docker, conda, macos, jupyter, gpu_list_empty...
    cuda_visible_devices: str | None = None
    libcuda_version: str | None = None  # "libcuda reported version is" (the user-space driver)
    kernel_version: str | None = None  # "kernel reported version is" (the kernel module)
    memory_full: bool = False  # nine tenths of the GPU's memory used (an nvidia-smi row, cuda_dnn.cc's Memory usage)
    # an nvidia-smi row with almost none of the GPU's memory used ("94MiB / 7951MiB": less than a CUDA context takes),
    # and whether another row shows more
    memory_idle: str | None = None
    memory_held: bool = False
    memory_free_at_start: bool = False  # TensorFlow's own start-up figures: nine tenths of the GPU's memory free
    memory_taken_at_start: str | None = None  # the same figures with under a tenth free: "64.56MiB free of 10.73GiB"
    gpus_with_room: int = 0  # the GPUs those figures show with a tenth free or more
    # the GPU allocator's own figures where it ran out (bfc_allocator.cc's Stats block and region summary), in bytes
    allocator_limit: int | None = None  # "Limit:" / "memory_limit_:": what TensorFlow could take of the GPU
    allocator_in_use: int | None = None  # "InUse:" after that limit: what it held when it ran out
    allocation_asked: int = 0  # the largest allocation the paste shows failing ("trying to allocate", a tensor)
    addon_missing: str | None = None  # an add-on module Python could not find ("No module named 'tensorflow_hub'")
    addons_installed: set[str] = field(default_factory=set)  # add-on distributions the paste installs (pip/conda)
    sonames: set[str] = field(default_factory=set)  # CUDA library names mentioned (they tell the CUDA build)
    required_cuda: str | None = None  # what a container image requires (`--require=cuda>=10.0`)
    cuda_needed_said: str | None = None  # the CUDA the words say the build needs ("tensorflow requires cuda 10.0")
    required_cc: str | None = None  # a minimum compute capability the paste states ("require CUDA capability 5.2")
    interpreters: set[str] = field(default_factory=set)  # Python executables the paste shows (sys.executable, pip -V)
    # versions the user's sentences name beside a package said to break TensorFlow ("numpy": "2.0", "protobuf": ...),
    # a Python said refused ("python") and an add-on said to have no wheel for it ("addon": "text")
    said_versions: dict[str, str] = field(default_factory=dict)
    conda_envs: set[str] = field(default_factory=set)  # conda environments named (an envs/NAME path, `activate NAME`)
    # the environment R's installers were told to use (install_keras(envname = "NAME"), virtualenv_create("NAME")),
    # and its kind when the call says it ("virtualenv", "conda"; "" when not)
    r_env: tuple[str, str] | None = None
    windows_build: int | None = None  # "Windows build number: 21327", "[Version 10.0.18363.1016]"
    wsl_kernel: str | None = None  # "4.19.104" of "Linux version 4.19.104-microsoft-standard"
    conda_pythons: list[str] = field(default_factory=list)  # Pythons a conda solver says TensorFlow builds exist for
    gpu_words: list[str] = field(default_factory=list)  # the first lines outside TF's log that name a GPU or CUDA
    tfjs: str | None = None  # the tfjs-node(-gpu) version: its bundled libtensorflow is the TensorFlow that runs
    libtensorflow_windows_gpu: str | None = None  # the version of a Windows GPU archive of TensorFlow's C library named
    ei_kernel: str | None = None  # a SageMaker Elastic Inference kernel named ("conda_amazonei_tensorflow_p36")
    cuda_before_new_gpus: str | None = None  # a CUDA said not to run the newest GPUs ("Cuda 10 ... newest GPUs")
    cuda_failing: str | None = None  # the CUDA a sentence saying the GPU fails names ("only CUDA 10.x is supported")
    gpu_family_cc: str | None = None  # a GPU family named ("RTX 30 series", "Blackwell"): the compute capability
    # a GPU said to need a newer build: ("tensorflow" or "cuda", its release, the family's CC if one is named)
    gpu_needs: tuple[str, str, str | None] | None = None
    macos: str | None = None  # the macOS version said ("macOS 15.1.1", "Big Sur 11.6": "15.1", "11.6")
    linux_releases: set[str] = field(default_factory=set)  # "Ubuntu 14.04", "CentOS 7", "Debian 9" named
    macos_needed: str | None = None  # what a library says it was built for ("built for Mac OS X 12.0")
    # the site-packages folders TensorFlow's own files are shown in, each with where: "frame" (a traceback's frame),
    # "message" (an error's line naming a path) or both; a listing's or a command's paths are not kept
    tf_sites: dict[str, set[str]] = field(default_factory=dict)
    library_said: tuple[str, str] | None = None  # (library, line): a CUDA library the words say is missing
    dyld_missing: tuple[str, str] | None = None  # (library, symbol) of dyld's "dlopen(LIB, N): Symbol not found: SYM"
    log_lines: tuple[str, str] | None = None  # the release lines TensorFlow's log paths fit ("2.15", "2.18")
    metal: str | None = None  # the tensorflow-metal version named (the first)
    metals_named: set[str] = field(default_factory=set)  # every one
    nvml_library: str | None = None  # nvidia-smi's "NVML library version: 565.57" (the user-space driver it loaded)
    project_python: str | None = None  # the Python range a Poetry project declares (">=3.10,<4.0")
    after_version: str | None = None  # "GPU not found after 2.10": the TensorFlow line the user's words come after
    # the TensorFlow the words say was left ("downgraded tensorflow-gpu version from 2.1 to 1.14": 2.1)
    tf_moved_from: str | None = None
    # every TensorFlow and Python version named (the first few of each line): a paste naming more than one, one
    # upgraded from or asked about beside the one in use, does not decide by the first alone
    tensorflows_named: set[str] = field(default_factory=set)
    kerases_named: set[str] = field(default_factory=set)  # every keras version the paste names (packages: the first)
    keras_imports: set[str] = field(default_factory=set)  # the keras modules or names the code imports ("ops")
    scipy_misc_names: set[str] = field(default_factory=set)  # the scipy.misc names the code imports or calls
    pythons_named: set[str] = field(default_factory=set)
    wheels: list[str] = field(default_factory=list)  # TensorFlow wheel files a pip command installs
    # the Pythons of the wheel files the paste names anywhere (a PyPI file listing), by distribution
    wheel_pythons: dict[str, set[str]] = field(default_factory=dict)
    addons: list[str] = field(default_factory=list)  # TensorFlow add-on distributions named (tensorflow-text, horovod)
    # an add-on's version named beside its name, the last one named (pip's upgrade names the one it removes first)
    addon_versions: dict[str, str] = field(default_factory=dict)
    # what packages other than TensorFlow's own require, as pip's resolver prints it: (requirer, package, range)
    requirements: list[tuple[str, str, str]] = field(default_factory=list)
    # the same naming no version ("keras-nlp 0.14.0 depends on tensorflow-text; ..."): (requirer and version, package)
    unversioned: list[tuple[str, str]] = field(default_factory=list)
    # the install's own requirements in pip's resolver list ("The user requested typing_extensions==4.10.0"): package
    # (normalised) -> range
    user_requested: dict[str, str] = field(default_factory=dict)
    addon_error: tuple[str, str] | None = None  # (add-on, error line): a TensorFlow API missing under its own frame
    tf_api_missing: str | None = None  # the first line saying a TensorFlow API is missing (whoever's frame raised it)
    bare_tf_symbol: str | None = None  # an undefined TensorFlow C++ symbol with no library file named
    torch_cuda: str | None = None  # the CUDA of the PyTorch wheel a paste names by its local tag ("+cu101": "10.1")
    pins_that_worked: list[tuple[str, str]] = field(default_factory=list)  # ("apache-beam", "2.18"): said to fix it
    pairings: list[Pairing] = field(default_factory=list)  # the words: a package does not fit the TensorFlow
    # the words: TensorFlow's range of a dependency beside another requirement, or the user's version, outside it
    requirements_said: list[Requirement] = field(default_factory=list)
    tf_range_said: tuple[str, str] | None = None  # the words: TensorFlow's range of a dependency ("grpcio", "~=1.32.0")
    clash_said: bool = False  # the words: something clashes or conflicts (not pip's own lines)
    dependency_clash: str | None = None  # the words: a dependency of TensorFlow's said to clash ("typing-extensions")
    saved_with: tuple[str, str] | None = None  # the words: the release a model was saved with ("TensorFlow", "1.15")
    _gpu_total_mib: float | None = None  # TensorFlow's last "Total memory: 7.92GiB" (a free figure follows it)
    _gpu_total_said: str = ""  # the same as printed ("7.92GiB")
    _awaiting: str | None = None  # the field a template heading ("### TensorFlow version") announced
    _python_tagged: bool = False  # ctx.python came from a wheel's cpXY tag, which a Python version said replaces
    _shown: str | None = None  # the TensorFlow distribution a `pip show` block names; its Version line follows
    _run: str | None = None  # a `docker run` command continued on the next line (a trailing \\ or ^)
    _printed: tuple[str, ...] = ()  # the packages whose versions the next line prints, in order ("" for others)
    _printed_import: bool = False  # ... printed by the interpreter (`tf.__version__`), not a `pip show` block
    _asked_gpu: str | None = None  # the flag a "no" sets: the line before asked TensorFlow for a GPU or its CUDA
    _asked_left: int = 0  # the lines the answer may still come in
    _p2p_off: bool | None = None  # a command set NCCL_P2P_DISABLE (to 1: True); the next line may say how it ran
    _addon_frame: str | None = None  # the add-on whose frame (or one-line import) the traceback shows last
    _any_package: bool = False  # that frame is another package's (not one of _ADDON_MODULES)
    _by_import: bool = False  # ... named by an import alone on its line: it holds only until another line of code
    _last_frame_tf: bool | None = None  # whether the traceback's last frame so far is TensorFlow's own (None: no frame)
    _last_frame_keras: bool = False  # whether it is the standalone keras package's (site-packages/keras/...)
    _frame_package: str | None = None  # the installed package whose code the last frame so far is (None: other code)
    _frame_loads: bool = False  # that frame is a loader's (unpickling, an entry point, a dotted-path import)
    _frame_fresh: bool = False  # that frame's traceback is still open: no exception's line, nor another traceback's
    _tf_python_import: str | None = None  # the name the line just read imports from tensorflow.python (its source line)
    _cudnn_major: str | None = None  # cudnn.h's `#define CUDNN_MAJOR 7`, until its CUDNN_MINOR line comes
    _installing: bool = False  # pip installing or a Bazel build is what printed last (until a run's line comes)
    _tf_removed: bool = False  # the TensorFlow read is the one pip's "Found existing installation" line removes
    last_error: tuple[int, str] | None = None  # the paste's last Python exception line (its number, its text)
    # (dependency, add-on) of pip's last "Collecting DEP<range> (from ADD-ON)" with an upper bound, until the next
    # "Collecting" line ends its block
    _collecting: tuple[str, str] | None = None
    # the package this pip run asked for: the one package its command names, else its first "Collecting" line's
    # where that has no range; "" where neither names one (no guess then), None before a run starts
    _first_collected: str | None = None
    # (add-on, dependency, version): that dependency's source archive fetched, its setup.py not yet run
    _building: tuple[str, str, str] | None = None
    # (add-on, dependency, version): the setup.py of a release an add-on pins failed in pip's source build of it
    source_build: tuple[str, str, str] | None = None
    # (add-on, dependency, version): the same build failing later, getting its build requirements (its backend ran)
    build_requires_failed: tuple[str, str, str] | None = None
    # the specs conda lists under "ResolvePackageNotFound:" ("tensorflow-addons=0.6.0")
    conda_unfound: list[str] = field(default_factory=list)
    _conda_listing: bool = False  # that header was read and no line other than a spec has come since
    tf_names_shown: set[str] = field(default_factory=set)  # the `tf.a.b` names the paste's code or words spell out
    _tf_called: dict[str, str] = field(default_factory=dict)  # attribute -> module of the `tf.a.b.attr` calls a frame's
    # source line makes (Python 2's AttributeError, "'module' object has no attribute 'b'", names no module)
    collections_abc: tuple[str, bool | None] | None = None  # (name, TF's frame raised it) of Python 3.10's removal
    # the installed packages a traceback's frames pass through, in order (site-packages/<name>/...): whose code ran
    frame_packages: list[str] = field(default_factory=list)
    # an installed package's own code (the traceback's last frame) missing another module's name: (the package, the
    # module, the name, the line), the last such in the paste
    foreign_missing: tuple[str, str, str, str] | None = None
    # the same package's code importing a TensorFlow add-on that is not installed at all: (the package, the add-on's
    # module, the line)
    foreign_absent: tuple[str, str, str] | None = None
    # whose code the traceback's last frame is where `No module named 'tensorflow_core'` is raised ("": none shown, or
    # not an installed package's), None before that line
    core_importer: str | None = None
    native_before_tf: str | None = None  # a package with native libraries imported before TensorFlow (torch, cv2)
    tf_internal_unframed: bool = False  # a TensorFlow internal said missing before any traceback frame (a title's)
    tf_internal_importer: str | None = None  # the installed package whose code imports a tensorflow.python module
    op_library_owner: str | None = None  # the installed package whose frame called TensorFlow's load_op_library
    _read: set[str] = field(default_factory=set)  # lines read with nothing pending, that left nothing pending

    @property
    def windows(self) -> bool:
        """Native Windows (WSL pastes mention Windows too)."""
        return "windows" in self.flags and "wsl" not in self.flags

    @property
    def windows_python(self) -> bool:
        """A Windows Python: native Windows, not a Linux container on it (Docker Desktop's, a `docker run` shown) nor a
        hosted notebook; docker only named (a colleague's) is no container of this paste's."""  # noqa: D205, D209
        return self.windows and not {"docker_desktop", "docker_run", "colab", "kaggle"} & self.flags

    @property
    def last_frame_package(self) -> str | None:
        """The installed package whose code the traceback's last frame is (None: no frame, or other code)."""
        return self._frame_package

    @property
    def traceback_cut(self) -> bool:
        """Whether the paste ends inside a traceback: its last frame with no exception's line after it."""
        return self._frame_fresh

    def version(self) -> str | None:
        """The TensorFlow version, firm or hinted."""
        return self.tensorflow or self.tensorflow_hint

    def facts(self) -> tuple[str, ...]:
        """What was read of the machine, in words ("TensorFlow 2.3.0", "keras 2.2.4", "Windows"): what a reader checks.

        The versions the causes are checked against; shown where nothing is recognised, so that a misread (or a
        version the paste never gives) is seen, not assumed.
        """
        tensorflow = self.version() or self.tf_imported
        named = [f"TensorFlow {tensorflow}"] if tensorflow else []
        named += [f"{name} {version}" for name, version in sorted(self.packages.items()) if name != "tensorflow"]
        named += [f"{what} {value}" for what, value in (
            ("Python", self.python), ("NVIDIA driver", self.driver), ("CUDA", self.cuda_installed),
            ("cuDNN", self.cudnn_installed)) if value]
        named += self.gpu_names[:3]
        return (*named, *(name for flag, name in _PLATFORMS if flag in self.flags))


_NUM = r"\d{1,2}\.\d{1,2}(?:\.\d{1,3})?"
# a requirement pip names that is not TensorFlow's, nor one a TensorFlow distribution or add-on requires ("(from ...)")
_NOT_TF_REQUIREMENT = (r"(?!tensorflow|tf[-_]|tflite|keras)[a-z][\w.-]{0,40}"
                       r"(?![^\n]{0,200}\(from (?:tensorflow|tf[-_]|tflite|keras))")
_NVML_LIBRARY = re.compile(r"NVML library version:\s{0,4}(?P<v>\d{3}\.\d{1,3}(?:\.\d{1,3})?)", re.IGNORECASE)
# the words before a release that is not the one installed: a point in time ("even before tensorflow 1.13"), a release
# to come (TensorFlow 1.13-1.15's "The TensorFlow contrib module will not be included in TensorFlow 2.0"), or the
# release left ("upgraded from tensorflow 1.12 to 1.13.1"; not pip's "(from tensorflow==2.4.1)", the one installed)
_FORMER = "".join(f"(?<!{words} )" for words in (
    "before", "prior to", "be included in", "upgraded from", "upgrading from", "upgrade from", "migrated from",
    "migrating from", "moved from", "moving from", "switched from", "switching from", "downgraded from",
    "downgrading from"))
# TensorFlow's name and its common misspellings ("tenserflow", "temsorflow", "tensoflow", "tesnorflow")
_TF_SPELLINGS = r"te[mn]s[eo]r ?flow|tensoflow|tensorflw|tensorlfow|tesnorflow|tensroflow|tnesorflow"
# (not NGC's image tag, nvcr.io/nvidia/tensorflow:23.10-tf2-py3: a year and month; nor a former release, _FORMER)
_TF_VERSION = re.compile(
    # (the package glued to its version too: "tensorflow-gpu2.0.0")
    r"(?<!nvidia/)" + _FORMER + rf"\b(?:{_TF_SPELLINGS})(?P<dist>[-_ ]?(?:gpu|cpu)(?:\b|(?=\d))|[-_](?:intel|macos))?"
    r"(?:\[[\w-]{1,20}\])?"
    r"(?: (?:version|ver\.?)(?: is| was)?)?(?: to(?= v?\d))?(?: "  # "upgrade TensorFlow (version) to v2.16.1": the
    r"?\([^)]{0,40}\))?"  # release after; "Tensorflow ver. 2.3"; an environment module's "tensorflow/2.2.0"
    r"(?:[\s:=v`'\"*-]|v\.|/(?=[\d.]{3,12}(?:[\s,;)\]]|$))){0,40}"  # (`module load`; not "tensorflow/2.0-examples/")
    # (old pip's list, "tensorflow-gpu (1.4.0)")
    rf"\(?(?P<v>{_NUM}(?:[.-]?(?:rc|dev|post)\d{{1,8}})?)(?!\w|\.\d)", re.IGNORECASE)
# "tf 2.9", "TF: 2.3", "TF-1.15", "TF v2.11.0" (a "v" before a release's full version), "tf version: 2.4.1", "tf
# version is `2.1.0`", and the -gpu package so shortened, glued or pinned ("tf-gpu1.14.0", "tf_gpu==1.15",
# "tf_gpu-1.15.3"; not a path's folder, "envs/tf-gpu1.15/", nor a conda environment's name in its prompt or commands:
# "(tf-gpu1.15) C:\\>", "conda activate tf-gpu1.15", "conda create -n tf-gpu1.15"; nor an image's tag,
# "golang-tf:2.4.1")
_TF_HINT = re.compile(_FORMER + r"\btf(?:[ -]?|(?<![-/]tf): (?![\d.]{3,8}\s?(?:s|ms|secs?|seconds|%|[gmk]i?b)\b)"
                      r"| v(?=\d{1,2}\.\d{1,3}\.\d)"
                      r"|(?<![/\\]tf)(?<!^\(tf)(?<!-n tf)(?<!--name tf)(?<!activate tf)"
                      r"[-_]gpu(?:\s?(?:==?|:)|-)?\s?v?| version(?: is| was|:|=)?\s{0,3}"
                      r"[`'\"]?v?)"
                      r"(?P<v>[12]\.\d{1,2}(?:\.\d{1,3})?)\b", re.IGNORECASE)
# a release branch ("TensorFlow r1.13", "tf-r2.4"): a hint only, since it may name a guide's branch rather than the
# release installed, which a version elsewhere in the paste then gives
_TF_BRANCH = re.compile(r"\b(?:tensor ?flow|tf)[ -]?r(?P<v>[12]\.\d{1,2})\b", re.IGNORECASE)
# TensorFlow Serving's releases carry the version of the TensorFlow they are built from (and so its CUDA), as in
# "TF serving 1.7" or an image tag
_SERVING_VERSION = re.compile(r"\b(?:tf|tensor ?flow)[ _/-]?serving(?: version)?[\s:=v`'\"-]{0,4}"
                              r"(?P<v>[12]\.\d{1,2}(?:\.\d{1,3})?)\b", re.IGNORECASE)
# a Windows said to be 32-bit ("windows 7 32 bit", "32-bit Windows")
_WINDOWS_32BIT = r"\bwindows(?: (?:xp|vista|7|8(?:\.1)?|10))? 32[- ]?bits?\b|\b32[- ]?bits? windows\b"
# a template's TensorFlow-version answer that opens with another package's version ("tflite-support 0.4.4"): a
# distribution's name with a dash or underscore (not a word such as "GPU-enabled"), or another framework's
_NOT_TF_VALUE = re.compile(r"^\W{0,4}(?:(?![\w.+-]{0,40}?(?:enabled|installed|built|based|only|version)\b)"
                           r"[A-Za-z][a-z\d]{1,20}[-_][\w.+-]{1,30}|keras|torch|pytorch|jax|jaxlib|onnx|onnxruntime"
                           r"|mediapipe|paddle\w{0,12}|mxnet)(?:\s{1,3}|[=:]{1,2}\s?|-)v?\d", re.IGNORECASE)
# TensorFlow's own distributions with a version ("tensorflow-gpu 2.4", "tf==2.15"): not another package's
_TF_OWN_VERSION = re.compile(r"\b(?:tensorflow|tf)(?:[-_](?:gpu|cpu|nightly|macos|intel|rocm|aarch64))?"
                             r"(?:\s{1,3}|[=:]{1,2}\s?|-|\s?v)?\d", re.IGNORECASE)


def _other_package(value: str) -> bool:
    """Whether a TensorFlow-version answer gives another package's version and none of TensorFlow's own."""
    return bool(_NOT_TF_VALUE.match(value)) and not _TF_OWN_VERSION.search(value)


_HEADING = re.compile(r"^[#*\s-]{0,8}(?P<what>tensor ?flow version|python version|cuda ?/ ?cudnn version)\b[\s:*#]{0,6}"
                      r"(?P<rest>.{0,80})$",
                      re.IGNORECASE)
# a template heading's answer in words: the field has no version to read on the next line
_ANSWERED = re.compile(r"(?:n/?a|n\.a\.|none|no|not (?:installed|applicable|used|available)|no response|unknown"
                       r"|nil|null)\b", re.IGNORECASE)
_PY_VERSION = re.compile(r"(?<!different )\bpython(?: version)?(?: (?:is|was)(?: now)?)?[\s:=v`-]{0,4}"
                         r"(?P<v>2\.[0-7]|3\.\d{1,2})"
                         r"(?:\.\d{1,3})?\b"
                         r"|\bpython(?P<p>3\.\d{1,2})/|-cp3(?P<cp>\d{1,2})-"
                         # the folders python.org's Windows installer makes: Python27, Python37-32
                         r"|[\\/]python(?P<w>[23])(?P<wm>\d{1,2})(?:-32)?(?=[\\/>])", re.IGNORECASE)
# the Python that runs, as the paste shows it: `python --version`'s line, the interpreter's banner, a site-packages
# folder, an issue template's field, or the words ("using Python 3.9"); not a Python advised or required
_PY_RUNNING = re.compile(r"^\W{0,4}python (?P<v>\d\.\d{1,2})(?:\.\d{1,3})?\W{0,3}$"
                         r"|^Python (?P<b>\d\.\d{1,2})\.\d{1,3}\b|[\\/]python(?P<p>\d\.\d{1,2})[\\/](?:site|dist)-"
                         r"packages"
                         r"|[\\/]Python(?P<w>\d)(?P<wm>\d{1,2})(?:-32)?[\\/]"
                         r"|(?<!different )\bpython version\W{0,4}(?P<t>2\.[0-7]|3\.\d{1,2})(?!\d)"
                         r"|\b(?:using|with|on|have|running|installed|my|am on) python\s?v?(?P<u>\d\.\d{1,2})",
                         re.IGNORECASE)
# a line that opens by advising a Python ("Use Python 3.9 for tensorflow 2.14.0 to fix:", "Switch to python 3.8"):
# the Python to move to, not the one the paste ran
_PY_ADVISED = re.compile(r"^\W{0,4}(?:please )?(?:use|try|switch to|upgrade to|downgrade to|move to)\s+$",
                         re.IGNORECASE)
_DRIVER = re.compile(r"\bdriver(?: version)?(?: is| was)?\s{0,3}[:=]?\s{0,3}(?P<v>\d{3}\.\d{1,3}(?:\.\d{1,3})?)\b"
                     r"|\bnvidia(?: graphics)? "
                     r"driver\s{1,3}(?P<v2>\d{3}(?:\.\d{1,3}){0,2})\b|\bnvidia-(?P<v3>\d{3})\.\d{1,3}"
                     r"|\bdriver\s{1,3}(?P<v4>\d{3})\b|kernel module\s{1,3}(?P<v5>\d{3}\.\d{1,3}(?:\.\d{1,3})?)"
                     # the version said before the word, or as the one moved to: "the 384.90 driver", "I have 510
                     # Nvidia driver", "upgraded the driver to 384.69"
                     # (not a floor: "update your driver to 450.80 or newer", "a 450.80 driver or later")
                     r"|(?<![\w.])(?P<v6>\d{3}\.\d{1,3}(?:\.\d{1,3})?)[\s*`]{1,6}(?:nvidia\s)?driver\b(?!\s?\+|"
                     r"(?: version)? or (?:newer|later|higher|above|greater)\b)"
                     r"|\b(?:have|installed|using|with)\s(?:an?\s|the\s)?(?P<v7>\d{3})\s(?:nvidia\s)?driver\b"
                     r"|\bdriver (?:to|of) (?:version )?(?P<v8>\d{3}\.\d{1,3}(?:\.\d{1,3})?)\b"
                     r"(?!\.?\d|\s?\+| or (?:newer|later|higher|above|greater)\b)",
                     re.IGNORECASE)
# words that make the driver after them a requirement, not the one installed ("requires Nvidia driver 418", "needs
# driver >= 410", "a minimum driver version 450.80")
_DRIVER_NEEDED = re.compile(r"\b(?:requires?|required|needs?|needed|minimum|at least|newer than)\s{1,3}(?:an?\s|the\s)?"
                            r"(?:nvidia\s)?(?:graphics\s)?$|(?:>=|≥)\s{0,2}$", re.IGNORECASE)
# a driver floor said in words ("requires at least nvidia-driver-470", "needs driver >= 450", "driver 396+ is
# required"), and the drivers the same line then says are installed ("I have 440 and 465"): the highest is read
_DRIVER_FLOOR = re.compile(r"\b(?:requires?|required|needs?|needed)\s(?:at least\s|a minimum of\s)?(?:an?\s|the\s)?"
                           r"(?:nvidia[- ]?)?(?:graphics\s)?driver(?:[- ]?version)?[- ]?(?:>=\s?|of\s)?"
                           r"(?P<v>\d{3})(?:\.\d{1,3}){0,2}\b"
                           r"|\bdriver(?:[- ]version)?[- ]?(?P<v2>\d{3})(?:\.\d{1,3}){0,2}"
                           r"(?:\+|\sor\s(?:newer|later|higher|above))", re.IGNORECASE)
_DRIVERS_HAD = re.compile(r"\b(?:i|we|you)\s(?:only\s)?(?:have|had|am using|are using|use|run|got)\s(?:the\s)?"
                          r"(?:(?:nvidia\s)?drivers?\s)?(?P<v>\d{3})(?:\.\d{1,3}){0,2}\b"
                          r"(?:\s?(?:and|or|,)\s(?P<w>\d{3})(?:\.\d{1,3}){0,2}\b)?", re.IGNORECASE)
# the second line of an NGC image's driver check, wrapped after "but": "version 410.78 was detected and compatibility
# mode is UNAVAILABLE." (the host's driver)
_NGC_FOUND = re.compile(r"version (?P<v>\d{3}(?:\.\d{1,3}){0,2}) was detected and compatibility mode", re.IGNORECASE)
_DRIVER_CUDA = re.compile(r"CUDA Version:\s{0,3}(?P<v>\d{1,2}\.\d)", re.IGNORECASE)
# the same ceiling in words: a driver (or a cloud's machine image, whose driver it is) that runs a CUDA at most, as
# in "the EKS optimized AMI for GPU only supports CUDA 9.2" or "my driver supports up to CUDA 10.1"
_DRIVER_CUDA_SAID = re.compile(r"\b(?:driver|ami)s?\b[^.\n]{0,60}?\b(?:only supports?|supports? (?:only|up to|at most)"
                               r"|can only (?:run|support))\s(?:up to\s)?cuda\s?(?P<v>\d{1,2}\.\d)\b", re.IGNORECASE)
# the same ceiling as nvidia-smi shows it, said so ("nvidia-smi shows CUDA Version 10.2"): its header's CUDA is the
# driver's, whatever toolkit is installed
# (not denied, "nvidia-smi no longer shows CUDA 10.2"; nor another time's or machine's: "before updating the driver",
# "my colleague's machine")
_SMI_CUDA_SAID = re.compile(r"^(?![^\n]*\b(?:before|previously|used to|colleague|other machine|old driver|no longer"
                            r"|expected|should)\b)[^\n]*?\bnvidia-smi\b(?:(?!\b(?:not|never)\b|n't)[^.\n]){0,40}?"
                            r"\b(?:shows?|showed|says?|said|reports?|reported|gives?|displays?|displayed|lists?|prints?"
                            r"|printed)\b[^.\n]{0,20}?\bcuda(?: version)?:?\s?(?P<v>\d{1,2}\.\d)\b", re.IGNORECASE)
# the JetPack said ("JetPack 4.6.1", "jetpack-5.1"), or the L4T release it brought: "R32.4.2", "L4T 32.7.1", an SD
# card image's "-r32.4.2", /etc/nv_tegra_release's "# R32 (release), REVISION: 4.4"; not a version said needed
_JETPACK = re.compile(r"\bjet ?pack[ -]?v?(?P<jp>[4-6]\.\d(?:\.\d)?)\b(?!\.\d)"
                      r"|(?:\bl4t[ -]?r?|(?<![\w.])r)(?P<l4t>3[2-6]\.\d{1,2}(?:\.\d)?)\b"
                      r"|\bR(?P<rel>3[2-6]) \(release\), REVISION: (?P<rev>\d{1,2}\.\d)", re.IGNORECASE)
_JETPACK_NEEDED = re.compile(r"\b(?:requires?|required|needs?|needed|for|upgrade to|flash)\b", re.IGNORECASE)
# L4T release -> the JetPack it shipped in (NVIDIA's JetPack archive), where one L4T minor is one JetPack minor
_L4T_JETPACK = {"32.4": "4.4", "32.5": "4.5", "32.6": "4.6", "32.7": "4.6.1", "35.1": "5.0.2", "35.2": "5.1",
                "35.3": "5.1.1", "35.4": "5.1.2", "36.3": "6.0"}
# the toolkit's own version file (`cat /usr/local/cuda/version.txt`: "CUDA Version 10.1.168") or an NVIDIA CUDA
# image's banner ("== CUDA ==" then "CUDA Version 11.1.1"): a line of the three-part version alone, no colon
# (nvidia-smi's "CUDA Version: 12.2" is the driver's ceiling, not a toolkit installed)
_CUDA_VERSION_FILE = re.compile(r"^\W{0,4}CUDA Version (?P<v>\d{1,2}\.\d)\.\d{1,3}\s*$")
_CUDA = re.compile(r"\bcudatoolkit(?: \(from conda\)| \(conda\))?\s{1,40}(?P<v>\d{1,2}\.\d)"
                   r"|\bcuda(?:[ _-]?toolkit)?(?:[ _-]|: ?)?(?P<v2>\d{1,2}\.\d)\b"
                   # (the template's value as "CUDA==10.0.130" too: not a spec on an install line, which asks)
                   r"|release (?P<v3>\d{1,2}\.\d), V|cuda ?/ ?cudnn version:?\s{0,3}(?:cuda\s?(?:==?\s?)?)?v?"
                   r"(?P<v4>\d{1,2}\.\d)"
                   # "cuda version is `10.2`", "CUDA toolkit version: 10.1" (nvidia-smi's "CUDA Version" is taken
                   # out first: the driver's; a framework's "PyTorch build CUDA version" is its wheel's, and a
                   # "required"/"compatible CUDA toolkit version" is not the one installed)
                   r"|(?<!build )(?<!required )(?<!recommended )(?<!compatible )(?<!supported )(?<!requires )"
                   r"\bcuda(?:[ _-]?toolkit)? version(?: is| was|:|=)?\s{0,3}[`'\"]?v?(?P<v5>\d{1,2}\.\d)\b"
                   # only its major, in the user's words ("as i have cuda 11"): a toolkit of that major installed
                   # (not a build's: "compatible with CUDA 11", "built with cuda 12")
                   r"|\b(?:have|installed|using|(?<!compatible )(?<!built )(?<!compiled )(?<!comes )(?<!shipped )"
                   r"(?<!ships )(?<!made )with|running|got)\s(?:the\s|a\s)?cuda[ _-]?(?:toolkit\s)?"
                   r"(?P<v6>1[0-3]|[89])\b(?![.\d])"
                   # a template's "CUDA/cuDNN version: 10": a major above every cuDNN's (1-9) is CUDA's
                   r"|cuda ?/ ?cudnn version:?\s{0,3}(?:cuda\s?)?v?(?P<v7>1[0-3])\b(?![.\d])"
                   # the toolkit named by its version first: "I installed the 6.5 toolkit", "the 11.8 cuda toolkit"
                   r"|\b(?:have|installed|using|with|running|got)\s(?:the\s|a\s)?(?P<v8>\d{1,2}\.\d)\s(?:cuda\s)?"
                   r"toolkit\b"
                   # ... or the CUDA itself so named: "running on the 8.0 cuda", "I have 11.2 CUDA"
                   # (not the build's: "compiled with 11.0 cuda", "built with 11.2 cuda")
                   r"|\b(?<!built )(?<!compiled )(?:have|installed|using|with|running|got|on)\s(?:the\s|a\s|my\s)?"
                   r"(?P<v9>\d{1,2}\.\d)\scuda\b",
                   re.IGNORECASE)
# cuDNN's major is 1-9 so far: "cudnn-10.0-windows..." (an archive named for its CUDA) is not read as cuDNN 10.
_CUDNN = re.compile(r"(?:\b|(?<=lib))cudnn\d?(?:[ _-]?ver(?:sion|\.)?)?[\s:=_-]{0,4}v?(?P<v>[1-9]\.\d{1,2})"
                    r"(?![\d.]{0,12}[-_]?(?:windows|linux))\b"
                    # (the pair as "10.1/7.6", "11.2, 8.1", "11.2 and 8.1", "11.4 CUDA, 8.1.0")
                    r"|cuda ?/ ?cudnn version:?\s{0,3}(?:cuda\s?)?v?\d{1,2}\.\d(?:\.\d{1,3})?(?:\s?cuda)?"
                    r"(?:\s?/\s?|,\s?|\s(?:and|&|\+)\s)(?:cudnn\s?)?v?"
                    r"(?P<v2>[1-9]\.\d{1,2})"
                    # ... its version in NVIDIA's archive name, after the CUDA's: cudnn-10.0-windows10-x64-v7.5.0.56.zip
                    r"|\bcudnn-\d{1,2}\.\d-(?:windows\d{0,2}|linux)-x64-v(?P<v3>[1-9]\.\d{1,2})"
                    # ... or named by its version first: "the 8.0 cuda and 6.0 cudnn"
                    r"|\b(?:have|installed|using|with|running|got|on|and)\s(?:the\s|a\s|my\s)?(?P<v4>[1-9]\.\d{1,2})"
                    r"\scudnn\b"
                    # ... or said to be a version a few words on: "my cuDNN however is only 7.3", "the cudnn installed
                    # is 8.0.5", "cuDNN on this machine is v7.6.5" (not a requirement: "cuDNN ... must be 8.1")
                    r"|\bcudnn\b(?:\s(?!must|should|needs?|has|have|to)\w+){0,4}?\s(?:is|was)\s(?:only\s|just\s|still\s)?v?"
                    r"(?P<v5>[1-9]\.\d{1,2})(?!\.?\d*\s?(?:or (?:newer|later|higher|above)|\+))", re.IGNORECASE)
# a GPU's own compute capability, not a requirement ("minimum required compute capability 3.5", "3.5 or higher")
_CC = re.compile(r"(?<!required )(?<!minimum )(?<!requires )(?<!require )(?<!least )(?<!needs )compute ?capability"
                 r"(?:'s)?(?::|\s(?:is|of|=)\b)?\s{0,3}(?P<v>\d{1,2}\.\d)\b"
                 r"(?!\+| or (?:higher|above|newer|later|greater|more|better))"
                 r"|\bmajor: (?P<ma>\d{1,2}) minor: (?P<mi>\d)\b|\bCC:?\s(?P<v2>\d{1,2}\.\d)\b|sm_(?P<sm>\d{2,3})\b"
                 # deviceQuery's "CUDA Capability Major/Minor version number:    8.6", PaddlePaddle's start-up
                 # line ("CUDA Capability: 80" for 8.0, beside its Driver and Runtime API versions)
                 r"|\bCUDA Capability(?: Major/Minor version number)?:\s{0,6}(?:(?P<v3>\d{1,2}\.\d)\b"
                 r"|(?P<pd>\d{1,2})(?P<pd2>\d)\b)",
                 re.IGNORECASE)
# The brand and series words in any case ("rtx 3090", "gtx1080ti", a count before: "2xRTX 3080", not a hex
# number's 0x); a bare model letter (A100, K80) in capitals only, unless its brand is said before it
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"  # kana, CJK ideographs, hangul: word characters
_GPU = re.compile(rf"(?:\b|(?<=\b[1-9][xX])|(?<=\b[1-9]\d[xX])|(?<=[{_CJK}]))"
                  r"(?:(?i:NVIDIA|GeForce|Quadro|Tesla|TITAN|GRID)\s{1,3}){0,2}"
                  # the TITANs, named by a letter or word ("TITAN Xp", "GTX Titan Black": GTX's is another GPU)
                  r"(?:(?i:(?:GTX\s)?TITAN\s(?:Xp|X|V|Z|Black|RTX))\b"
                  # China's "D" models (RTX 4090D, 5090D) keep their GPU's architecture
                  r"|(?i:RTX|GTX|GT|MX|NVS)\s?(?:PRO\s)?[A-Z]?\d{2,4}(?:(?i:M)|D)?(?:\s?(?i:Ti))?"
                  r"(?:\s(?i:SUPER|Laptop GPU|(?:SFF\s)?Ada(?:\sGeneration)?))?"
                  r"|[AHLVPKTB]\d{1,3}[A-Z]?[mc]?"
                  # ... and in lower case after the brand said ("nvidia a100", "tesla v100", "tesla k80")
                  r"|(?:(?<=(?i:NVIDIA) )|(?<=(?i:Tesla) ))[ahlvpktb]\d{2,3}[a-z]?\b"
                  # the Quadro and Tesla boards named after their brand: "Quadro K4000", "Quadro P4000", "Tesla M60",
                  # "Tesla M2090", "Tesla C2075", "Quadro GV100", and the Fermi Quadros by number ("Quadro 4000")
                  r"|(?:(?<=(?i:Quadro) )|(?<=(?i:Tesla) )|(?<=(?i:GRID) ))(?:[KMPCT]\d{2,4}|G[VP]\d{3})[A-Z]?[mc]?"
                  r"|(?<=(?i:Quadro) )\d{3,4}"
                  r"|\d{3,4}\s?(?i:Ti)|\d{3,4}MX?"  # a GeForce model with its Ti and no brand: "3080ti", "1080 Ti"
                  # the GeForce 200-400 series ("GeForce 210", "GeForce 405"), and a model said with the brand but
                  # no RTX/GTX ("Geforce 3070", "GeForce 1080")
                  r"|(?<=(?i:GeForce) )\d{3,4}"
                  r"|(?<=[Gg]raphics [Cc]ard )\d{4}"  # a model number after the card word: "Graphics card 5090"
                  # a GeForce model number after the maker's name alone: "Nvidia 3080"
                  r"|(?<=(?i:NVIDIA) )(?:10|16|20|30|40|50)[5-9]0\b"
                  r"|(?<!AMD )FX\s?\d{3,4}M?"  # the Quadro FX series (Tesla architecture), brand or not: "FX 2800M"
                  # a GeForce model number alone, said to be the graphics card: "a 3090 graphics card", "3090显卡",
                  # "4090のグラボ", "видеокарта 3060" reads the other way round and is not taken
                  # a GeForce model number alone after "my", "a", "the", "new" or "our": "my 3080", "the 3090",
                  # "a 4090 Ti" (the tables tell whether it is a GeForce model)
                  r"|(?:(?<=(?i:\bmy) )|(?<=(?i:\ba) )|(?<=(?i:\ban) )|(?<=(?i:\bthe) )|(?<=(?i:\bnew) )"
                  r"|(?<=(?i:\bour) ))(?:10|16|20|30|40|50)[5-9]0(?:\s?(?i:Ti|SUPER))?"
                  r"(?![\d.,]|\s?(?i:p\b|x\b|mhz|mb|gb))"
                  r"|\d{3,4}(?=\s?(?:的)?(?i:graphics ?card|video ?card|gpus?\b|显卡|顯示卡|显存|グラボ|グラフィック"
                  # or a full-width comma before its memory or card word ("笔记本的3070", the comma, "显存8G")
                  r"|видеокарт)|[\uff0c\u3001](?:显存|显卡|顯示卡|グラボ)))"
                  rf"(?:\b|(?=[{_CJK}]))")
# a GeForce model number alone after "my", "a", "the", "new", "our" (a line with no other GPU word: "My 3080 doesn't
# work"), for the lines the hints above would skip
_BARE_MODEL_HINT = re.compile(r"\b(?:my|an?|the|new|our) (?:10|16|20|30|40|50)[5-9]0\b")
# the same GeForce number said to be the GPU ("My GPU is 4090,nvidia driver is 525.60.11"; not a price or a size)
# lines that list a build's architectures, not the GPU's (PyTorch's warning, torch.cuda.get_arch_list())
_BUILD_ARCH_LISTS = ("supports cuda capabilities", "arch_list", "['sm_")
_GPU_SAID = re.compile(r"\b(?:my|the|our) GPU (?:is|was) (?:an? |the )?(?:nvidia )?(?P<n>(?:10|16|20|30|40|50)[5-9]0)"
                       r"\b(?!\s?(?:[KMG]i?B\b|%|W\b|mhz|rpm|euros?|dollars?|usd|eur|yuan|rmb|[$\u20ac\u00a5]))",
                       re.IGNORECASE)
# the words that make the GPU after them the one now in use: "after changing to the 3080", "switched to an RTX 3090",
# "upgraded to a 4090", "moved from a 2080 to a 3090"
_GPU_MOVED_TO = re.compile(r"\b(?:chang|switch|upgrad|mov|migrat|replac)\w{0,4}\b[^.;]{0,30}?\b(?:to|with) "
                           r"(?:an? |the |my |our )?(?:new )?(?:(?:nvidia|geforce) )?$", re.IGNORECASE)
_NVIDIA_NAME = re.compile(r"\b(?:NVIDIA|GeForce|Quadro|Tesla|TITAN|RTX|GTX)\b", re.IGNORECASE)
# a model number alone as the value of a GPU field ("- GPU model and memory: 3060 12gb", "GPU: 1080"): the tables
# tell whether it is a GeForce model
_GPU_FIELD = re.compile(r"^[\s*#-]{0,8}GPU(?: model)?(?: and memory)?[\s*]{0,4}[:\uff1a][\s*]{0,4}(?P<n>\d{3,4})\b"
                        r"(?!\s?(?:[KMG]i?B\b|%|W\b))",
                        re.IGNORECASE)


def _gpu_short(name: str, tables: Tables) -> str:
    """A GPU name the tables place ("GTX760" too: they read it run together), or a board's ("K40m") as its GPU's."""
    short = re.sub(r"\s(?:Laptop GPU|SUPER)$|(?<=\d)D$", "", name.strip())
    if tables.compute_capability_of(short):
        return short
    board = re.sub(r"\b([AHLVPKTB]\d{1,3}[A-Z]?)[mc]$", r"\1", short)
    if tables.compute_capability_of(board):
        return board
    quadro = re.sub(r"^(?:Quadro\s)?FX\s?", "Quadro FX ", short)  # "FX 2800M", "FX2800M": the table's "Quadro FX 2800M"
    return quadro if quadro != short and tables.compute_capability_of(quadro) else short


# transformers' version: pip's pin or listing, its environment template ("- `transformers` version: 4.12.3"); not
# sentence-transformers'
_TRANSFORMERS = re.compile(r"(?<![\w-])transformers`?(?:==|\s{1,20}version:?\s{0,4}|:\s{0,4}|\s{1,20})v?"
                           r"(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)\b")
# (not a dependency in conda's chain of requirements, "keras ==2.0.6 -> tensorflow <=1.0.1 -> protobuf ==3.0.0b2": a
# build's requirement, not what is installed)
_PACKAGE = re.compile(r"(?<!-> )\b(?P<name>numpy|keras|protobuf|tf[-_]keras|tensorflow[-_]gpu|tensorflow[-_]probability"
                      r"|tensorflow[-_]estimator|tensorflow)[`'\"]?"
                      # (or said in a sentence: "my keras version is 2.4.3", "my keras version, which is 2.8.0")
                      r"(?:\s{1,40}\(?|\s?==\s?|\s?[=:]\s?|\s(?:released\s|installed\s)?"
                      r"(?:version(?::|(?:,?\swhich)?\s(?:is|was))?\s)?"
                      # or the version run on, as Chinese and Japanese prose often writes it ("tensorflow 2.8.0
                      # keras2.8.0"; TensorFlow's own glued version is read with the release, _TF_VERSION)
                      r"|(?<=numpy|keras)(?=\d))"
                      r"v?(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\b",  # (a tag's v: "keras v3.2.1")
                      re.IGNORECASE)
# TensorFlow's two distributions named as a pip pin, in a command or in words ("安了TensorFlow==1.13.1")
_PINNED = re.compile(r"\b(?P<name>tensorflow(?:[-_]gpu)?)\s?==\s?(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\b",
                     re.IGNORECASE)
# a distribution of TensorFlow given its version on a line of its own ("- tensorflow-gpu version [1.6.0]",
# "Tensorflow-gpu-1.5.0")
_FLAVOUR_LISTED = re.compile(r"^[\s*>#-]{0,8}(?P<name>tensorflow(?:[-_]gpu)?)"
                             r"(?:-(?=\d)|\s?(?:version\s?)?[:=\[(]?\s?v?)"
                             r"(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\s?[\])]?\s*$", re.IGNORECASE)
# a package said moved to another version ("keras was automatically upgraded to 2.4.3"), as _TF_MOVED for TensorFlow
_PACKAGE_MOVED = re.compile(r"(?:\b(?P<name>numpy|keras|protobuf)\b[^.\n]{0,60}?\b(?:upgraded|updated|downgraded)"
                            r"|\b(?:upgraded|updated|downgraded) (?:the |my )?(?P<name2>numpy|keras|protobuf)) to "
                            r"(?:version )?v?(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\b", re.IGNORECASE)
# A row of `pip list`, `pip freeze` or `conda list` (name first, lower case as those print it; then the
# version and at most a build, channel or location): what is installed, unlike a pin or a version banner.
_LISTING = re.compile(r"^\s{0,8}(?P<name>(?:intel[-_]|nvidia[-_])?tensorflow(?:[-_](?:gpu|cpu|rocm|directml))?"
                      r"|tf[-_]nightly(?:[-_](?:gpu|cpu))?)"  # the nightly installs the same `tensorflow` folder
                      r"(?:==|:?\s{1,40})(?P<v>\d{1,2}\.\d{1,3}"
                      r"(?:\.\d{1,4})?\S{0,12})(?:\s{1,40}\S{1,80}){0,3}\s*$")
# conda's own TensorFlow package in `conda list` ("tensorflow-base 2.0.0 gpu_py37h0ec5d1f_0"); not `conda search`'s
# rows (a pkgs/ channel after the build) nor an environment file's spec ("- tensorflow-base=1.15.0")
_TF_BASE_ROW = re.compile(r"^\s{0,8}tensorflow-base\s{1,40}(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)(?:\s{1,40}\S{1,60})?"
                         r"(?:\s{1,40}[\w-]{1,40})?\s*$")  # (a channel's name, not pkgs/main)
# pip installing a TensorFlow distribution, as its resolver prints it ("Collecting tensorflow>=2.10", "Downloading
# tensorflow-2.11.0-cp38-cp38-manylinux_2_17_x86_64.whl", "Collecting tensorflow-gpu==1.15 (from -r
# requirements.txt)"); not tensorflow's own parts ("Collecting tensorflow-intel==2.18.0 (from tensorflow)",
# tensorflow-estimator, tensorflow_hub)
_COLLECTING = re.compile(r"^\s{0,8}(?:Collecting|Downloading) (?P<name>(?:intel[-_]|nvidia[-_])?tensorflow"
                         r"(?:[-_](?:gpu|cpu|rocm|directml))?|tf[-_]nightly(?:[-_](?:gpu|cpu))?)(?=[<>=!~ (]|-\d|$)")
# a TensorFlow distribution the user says is installed, with its version ("I have tensorflow-gpu 2.0.0 successfully
# installed", "tensorflow-gpu 1.15.0 is already installed"): what is there before an install adds another
_DIST = r"((?:intel[-_]|nvidia[-_])?tensorflow[-_](?:gpu|cpu|rocm|directml)|tf[-_]nightly(?:[-_](?:gpu|cpu))?)"
_DIST_V = rf"{_DIST}[ =v-]{{1,3}}\d{{1,2}}\.\d{{1,2}}(?:\.\d{{1,3}})?\b"
_PRESENT_SAID = re.compile(rf"\b(?:i|we) (?:have|had|'ve got)\s(?:\w+\s){{0,2}}?{_DIST_V}[^.\n]{{0,30}}\binstalled\b"
                           rf"|\b{_DIST_V} (?:is|was) (?:already |successfully )?installed\b", re.IGNORECASE)
# the glibc a binary needs, said not found in the user's words (not the loader's quoted `GLIBC_2.14'): "I was
# getting GLIBC_2.14 not found", "GLIBC 2.17 not found", "glibc_2.17 not found centos 6"
_GLIBC_SAID = re.compile(r"(?<![`'\u2018])\bglibc[_ ](?P<v>2\.\d{1,2})\b(?!['\u2019])[^.\n]{0,12}?\bnot found\b"
                         r"(?! \(required by)", re.IGNORECASE)
# a libstdc++ symbol version said missing in words ("Tensorflow missing GLIBCXX_3.4.21 on Centos 7", "GLIBCXX_3.4.22
# not found"), not the loader's own quoted one; of TensorFlow (named before it in its clause), not said fixed, working
# or denied, nor another framework's
_GLIBCXX_SAID = re.compile(r"\bmissing\b[^.\n]{0,30}?(?<![`'\u2018])\bGLIBCXX_(?P<v>3\.4\.\d{1,2})\b(?!['\u2019])"
                           r"|(?<![`'\u2018])\bGLIBCXX_(?P<v2>3\.4\.\d{1,2})\b(?!['\u2019])[^.\n]{0,12}?"
                           r"\b(?:not found|missing)\b(?! \(required by)", re.IGNORECASE)
_GLIBCXX_OF_TF = re.compile(r"\btensorflow\b|\btf\b", re.IGNORECASE)
_GLIBCXX_NOT_TF = re.compile(r"\b(?:cv2|opencv|torch|pytorch|jax|fixed|solved|resolved|works?|fine|no longer)\b"
                             r"|\bnot missing\b|n't missing\b", re.IGNORECASE)
# where the clause naming it starts: a sentence's end, a semicolon or comma, a "but"
_CLAUSE_EDGE = re.compile(r"[.!?](?:\s|$)|[;,]|\bbut\b", re.IGNORECASE)
# a glibc said needed, in words ("it apparently requires glibc >2.17", "Tensorflow requires even newer version glibc:
# 2.16"), where no loader line names the symbol
_GLIBC_NEED_SAID = re.compile(r"\b(?:requires?|required|needs?|requiring)\b(?:\s{1,3}(?!(?:i|we|it|have|has|is|was"
                              r"|installed|my|our|the system|system)\b)[\w-]{1,20}){0,3}?\s{1,3}glibc\b\s{0,3}"
                              r"(?:version\s{0,3})?(?:>=?|:)?\s{0,3}(?P<v>2\.\d{1,2})\b", re.IGNORECASE)
# NVIDIA's cuDNN packages (apt, dnf) are built per CUDA: "libcudnn8 8.9.3.28-1+cuda12.1"
# another cuDNN installed and then it works, in the user's words ("On a whim, I tried installing cuDNN 7.6 and now
# everything works perfectly", "after upgrading cudnn to 8.1 it works")
_CUDNN_WORKED = re.compile(r"\b(?:install|upgrad|updat|switch|chang|downgrad|replac)\w{0,4} (?:\w+ )?(?:to |the |my )?"
                           r"cudnn\d? (?:to |with |version |v)?v?(?P<v>[5-9]\.\d{1,2})(?:\.\d{1,3}){0,2}\b[^.\n]{0,50}?"
                           r"\b(?:(?:now|it|everything|all|that) )?(?<!not )(?<!n't )(?<!never )"
                           r"(?:works?|worked|working|fixed|solved)\b",
                           re.IGNORECASE)
# a TensorFlow release the words say works: with it ("it did work on another server with tensorflow-gpu==1.13.1",
# "works fine with TF 2.10"), or going to it ("pinning Tensorflow to version 2.10 instead of 2.11 ... fixes it",
# "downgrading to tensorflow 2.9 solved it"); not denied, asked, or said of the CPU only (_tf_worked)
_TF_NAME = r"`?(?P<name>tensorflow(?:[-_]gpu)?|tf)`?\s{0,2}(?:to\s{1,3})?(?:==?|version\s{1,2}|v)?\s{0,2}"
_TF_WORKED = re.compile(
    r"(?<!\bto )(?<!\bshould )(?<!\bwould )(?<!\bcould )(?<!\bmight )(?<!\bmust )(?<!\bwill )(?<!\bmay )"
    r"\b(?:works?|worked|runs? fine|ran fine|working (?:fine|well|correctly|properly|perfectly)"
    r"|(?:it|this|that|everything|code|model|script|program)(?: is|'s| was| were| are)(?: still)? working)\b"
    r"[^.\n]{0,40}?\bwith\s{1,3}(?:the\s)?" + _TF_NAME
    + r"(?P<v>[12]\.\d{1,2}(?:\.\d{1,2})?)\b(?![\d.]\d)"
    r"|\b(?:pinn?ing|pinned|downgrad\w{0,5}|revert\w{0,3}|roll\w{0,3} back|go(?:ing)? back|went back)\s{1,3}"
    r"(?:to\s{1,3})?" + _TF_NAME.replace("?P<name>", "?P<name2>") + r"(?P<v2>[12]\.\d{1,2}(?:\.\d{1,2})?)\b"
    r"(?![\d.]\d)[^\n]{0,240}?\b(?:fix(?:es|ed)|solve[sd]|resolve[sd]|works?|worked)\b", re.IGNORECASE)
_NEGATED = re.compile(r"n't|\bnot\b|\bnever\b|\bno longer\b", re.IGNORECASE)
# the keras the code is said to work with, to be written for or tested with ("our code works with Keras 1.1.0", "It
# works normally on my machine with `Keras==2.4.3`", "I used Keras 1.0.8"): the release the fix names where no
# TensorFlow decides it
_KERAS_WORKED = re.compile(
    r"(?<!\bto )(?<!\bshould )(?<!\bwould )(?<!\bmight )(?<!\bwill )(?<!\bmay )"
    r"\b(?:(?:works?|worked|runs?|ran|tested|written|developed)\b[^.\n]{0,40}?\b(?:with|on|for|using)"
    r"|(?:I|we) (?:used|have used|had used))\s{1,3}(?:the\s)?`?keras(?: version)?(?:==|\s{1,2}v?)"
    r"(?P<v>[12]\.\d{1,2}(?:\.\d{1,2})?)\b(?![\d.]\d)", re.IGNORECASE)
_WORKED_DENIED = re.compile(r"n't|\bnot\b|\bnever\b|\bno longer\b|\bcpu\b|\?|\bbut\b", re.IGNORECASE)
# (TensorFlow, its build or wheel the subject: "I built OpenCV with cuDNN 8.0" says nothing of TensorFlow's)
_CUDNN_BUILT = re.compile(r"(?:tensorflow|\btf\b|\bit\b|\bsource\b|\bbuild\b|\bwheel\b|\bbinary\b)"
                          r"(?:[^.\n]|\.\d){0,40}?\b(?:built|compiled) (?:against|with|for) (?:the )?cudnn ?v?"
                          r"(?P<v>[5-9]\.\d{1,2}(?:\.\d{1,2})?)\b", re.IGNORECASE)
_CUDNN_PACKAGE = re.compile(r"\b(?P<cudnn>[5-9]\.\d{1,2}\.\d{1,2}\.\d{1,3})-\d{1,2}\+cuda(?P<cuda>\d{1,2}\.\d)\b")


def _satisfied(names: str) -> re.Pattern[str]:
    """Pip's answer for a distribution of these names already there.

    "Requirement already satisfied: tensorflow==1.13.1 in /usr/local/lib/python3.7/dist-packages (1.13.1)": the
    installed version last (pip 10+ prints it in parentheses).
    """
    return re.compile(rf"^\s{{0,8}}Requirement already satisfied:\s{{0,3}}(?P<name>{names})(?![\w.-])"
                      r"[^\n]{0,200}? in \S[^\n]{0,300}? \((?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?\S{0,12})\)\s*$",
                      re.IGNORECASE)


_ALREADY_SATISFIED = _satisfied(r"(?:intel[-_]|nvidia[-_])?tensorflow(?:[-_](?:gpu|cpu|rocm|directml))?"
                                r"|tf[-_]nightly(?:[-_](?:gpu|cpu))?")
# an add-on's ("Requirement already satisfied: tensorflow_text in c:\\...\\site-packages (2.4.0rc0)")
_ADDON_SATISFIED = _satisfied(r"(?:tensorflow|tf)[-_](?:addons|text|probability|io|decision[-_]forests)")
# pip's check of what is installed naming a TensorFlow distribution as a requirer ("tensorflow-gpu 2.2.0 requires
# tensorboard<2.3.0,>=2.2.0, but you have tensorboard 2.4.0"; pip before 20.3: "has requirement ... but you'll
# have"): that distribution is installed. Not tensorflow-intel (tensorflow's own dependency on Windows, 2.11-2.15)
_REQUIRER_INSTALLED = re.compile(r"^\s{0,8}(?:ERROR: )?(?P<name>tensorflow(?:[-_](?:gpu|cpu|rocm|directml))?"
                                 r"|tf[-_]nightly(?:[-_](?:gpu|cpu))?) (?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?\S{0,12}) "
                                 r"(?:requires|has requirement) [^\n]{1,200}?, but you(?:'ll)? have ", re.IGNORECASE)
# a PyTorch wheel's local version tag, its CUDA ("torch==1.7.1+cu101", "torch 2.0.1+cu118": CUDA 10.1, 11.8)
# (or "PyTorch 2.2.0+cu121"), and conda's pairing of pytorch with its CUDA ("conda install pytorch==1.6.0
# cudatoolkit=10.1 -c pytorch", "pytorch-cuda=11.8")
_TORCH_CUDA = re.compile(r"\b(?:py)?torch\b[^\n+]{0,30}?\b\d\.\d{1,2}(?:\.\d{1,2})?\+cu(?P<cu>\d{2,3})\b"
                         r"|\bconda install\b[^\n]{0,80}?\bpytorch\b[^\n]{0,80}?\b(?:cudatoolkit|pytorch-cuda)==?"
                         r"(?P<conda>\d{1,2}\.\d)\b"
                         # the build's CUDA as PyTorch prints it: collect_env's "CUDA used to build PyTorch: 10.2",
                         # torch.version.cuda's value ("torch.version.cuda: 10.2", "torch.version.cuda = '11.8'")
                         r"|\bCUDA used to build PyTorch:\s{0,4}(?P<built>\d{1,2}\.\d)\b"
                         r"|\btorch\.version\.cuda\)?\s{0,3}(?:[:=](?!=)|->|is)\s{0,3}['\"]?(?P<printed>\d{1,2}\.\d)\b",
                         re.IGNORECASE)
# `pip show tensorflow-gpu`: "Name: tensorflow-gpu", then "Version: 1.15.4" (the distribution installed); as in a
# listing, not tensorflow-intel or tensorflow-macos, which `tensorflow` itself requires on Windows and macOS; the
# builds of TensorFlow published under other names (intel-tensorflow, tensorflow-rocm, nvidia-tensorflow,
# tensorflow-directml) install the same `tensorflow` folder, so they count
_SHOW_NAME = re.compile(r"^\s{0,4}Name: (?P<name>(?:intel[-_]|nvidia[-_])?tensorflow(?:[-_](?:gpu|cpu|rocm|directml))?)"
                        r"\s*$", re.IGNORECASE)
_SHOW_VERSION = re.compile(r"^\s{0,4}Version: (?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?\S{0,12})\s*$")
# a pip install command (pip, pip3, pip3.8, pip.exe), whose targets follow it on the line
_PIP_INSTALL = re.compile(r"\bpip(?:\d(?:\.\d{1,2})?)?(?:\.exe)? install\b")
# a pip install's argument that is a file or a folder, not a package's name (-r FILE, -e PATH, a wheel, an archive)
_PIP_FILE_ARGUMENT = re.compile(r"(?:^|\s)(?:-[rce]|--(?:requirement|constraint|editable))\b|[/\\]"
                                r"|\.(?:txt|whl|zip|tar\.gz)\b")
# a pip install's arguments (to a sentence's end), and the TensorFlow distributions among them
_PIP_COMMAND = re.compile(r"\bpip3?(?:\.exe)? install\b(?P<args>[^`,;:>\n]{0,300})", re.IGNORECASE)
# the arguments of a pip command: options and requirement specifiers, up to the first word that is neither
_REQUIREMENTS = re.compile(r"(?:\s+(?!(?:and|or|but|then|instead|kept|which|with|without|to|of|in|on|for|the|an?|is|"
                           r"was|works?|worked|now|it|after|before|because|so|did|does|not|gives?|fails?|failed|"
                           r"returns?|says?|shows?|from|again|also|only|first|still)\b)"
                           r"(?:-{1,2}[\w-]{1,30}(?:[= ][\w./:-]{1,100})?|['\"]?[A-Za-z][\w.-]{0,60}"
                           r"(?:\[[\w,-]{1,40}\])?(?:[<>=!~]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11})?['\"]?)"
                           r"(?=\s|$)){0,20}")
_WHEEL_FILE = re.compile(r"(?<![\w-])tensorflow[\w.+-]{0,100}-cp\d{2,3}-[\w.-]{1,80}\.whl\b", re.IGNORECASE)
# a conda channel's URL up to its platform subdirectory (anaconda.org's channels, Anaconda's and Continuum's repos)
_CONDA_CHANNEL = r"(?:conda\.anaconda\.org|repo\.(?:anaconda\.com|continuum\.io))/[\w./-]{0,80}/"
# pyproject.toml's Python for Poetry (`python = "~3.9"`): the version a caret, tilde or exact pin starts from
_PYPROJECT_PYTHON = re.compile(r"^\s{0,8}python\s{0,3}=\s{0,3}[\"'](?:~=?|==|\^)?(?P<v>3\.\d{1,2})(?:\.\*)?[\"']",
                               re.IGNORECASE)
# a wheel file of a TensorFlow distribution, by name: tensorflow_rocm-2.11.1.550-cp310-cp310-manylinux2014_x86_64.whl
_NAMED_WHEEL = re.compile(r"(?<![\w.-])(?P<dist>(?:[a-z]{1,20}_)?tensorflow(?:_[a-z]{1,20}){0,3})-\d[\w.+]{0,30}"
                          r"-cp(?P<py>3\d{1,2})-[\w.-]{1,80}\.whl\b", re.IGNORECASE)
_NIGHTLY_ARG = re.compile(r"(?<![\w./-])tf[-_]nightly(?:[-_](?:gpu|cpu))?(?![\w-])", re.IGNORECASE)
_FLAVOUR = re.compile(r"(?<![\w./-])tensorflow(?:[-_](?P<which>gpu|cpu))?(?![\w-])", re.IGNORECASE)
_REPORTED = re.compile(r"(?P<who>libcuda|kernel) reported version is:? (?P<v>\d{2,4}\.\d{1,3}(?:\.\d{1,3})?)",
                       re.IGNORECASE)
# TensorFlow's cuda_diagnostics.cc prints /proc/driver/nvidia/version ("driver version file contents") before the
# kernel module version it parses from that file: the same version, when the paste stops before that line
_NVRM_FILE = re.compile(r"driver version file contents:.{0,12}NVRM version: NVIDIA UNIX [\w-]{1,12} "
                        r"Kernel Module\s{1,3}(?P<v>\d{2,4}\.\d{1,3}(?:\.\d{1,3})?)\b", re.IGNORECASE)
_MEMORY = re.compile(r"(?P<used>\d{1,7})MiB\s{0,3}/\s{0,3}(?P<total>\d{1,7})MiB")
# less GPU memory than a process running CUDA holds (its context, with cuBLAS and cuDNN loaded, takes a few hundred
# MiB): a desktop's share, no framework's
_CONTEXT_MIB = 200
# gpu_device.cc's device properties (TF 1.x): "Total memory: 7.92GiB" / "Free memory: 190.31MiB" on two lines, or
# "totalMemory: 5.93GiB freeMemory: 7.94MiB" on one
_GPU_MEMORY = re.compile(r"\b(?P<which>total|free) ?memory: ?(?P<v>\d{1,6}(?:\.\d{1,3})?) ?(?P<unit>[MG])iB",
                         re.IGNORECASE)
# the words naming the release a model was saved with: "I saved the keras model by tf 1.15", "trained with
# tensorflow 2.3", "exported using keras 2.2.4"
_SAVED_WITH = re.compile(r"\b(?:saved|trained|exported)\b(?:(?!\b(?:load|open|read|restor|run|us(?:e|ing)|then|now"
                         r"|and|but)\w*)[^.,;\n]){0,30}?"
                         r"\b(?:with|by|in|using|on|under)\s(?:the\s)?"
                         r"(?P<what>tf|tensorflow|keras)[\s-]?(?:version\s)?v?(?P<v>\d{1,2}\.\d{1,2}(?:\.\d{1,3})?)\b",
                         re.IGNORECASE)
# cuda_dnn.cc, after a cuDNN handle that could not be created (TF 2.12+): the GPU's memory at that moment
_BYTES_FREE = re.compile(r"Memory usage: (?P<free>\d{1,20}) bytes free, (?P<total>\d{1,20}) bytes total")
# a name with a third number (libcublas.so.9.0.176) is a file installed, not a name the build asks for
# pip's resolver on a package that is not TensorFlow's: "mediapipe 0.10.14 requires protobuf<5,>=4.25.3, but ..."
# pip's requirement lines of another package: its check ("requires"), pip before 20.3 ("has requirement") and the
# resolver's ResolutionImpossible list ("The conflict is caused by: ... audiomate 6.0.0 depends on numpy==1.18.1")
_OTHER_REQUIRES = re.compile(r"^\s{0,8}(?P<requirer>(?!tensor)[A-Za-z][\w.-]{0,40} \d[\w.]{0,20}) (?:requires|has "
                             r"requirement|depends on) (?P<package>[A-Za-z][\w.-]{0,40}) ?"
                             r"(?P<spec>[<>=!~]=?[\w.*]{1,20}(?:(?:, ?| and )[<>=!~]=?[\w.*]{1,20}){0,11})",
                             re.IGNORECASE)
# pip's check of an installed TensorFlow distribution ("tensorflow 2.4.1 has requirement gast==0.3.3, but you'll have
# gast 0.4.0", "tensorflow-gpu 2.2.0 requires h5py<2.11.0"): it is installed, whatever the command installs beside it
_TF_REQUIRES = re.compile(r"^\s{0,8}(?:ERROR: )?(?P<name>tensorflow(?:[-_](?:gpu|cpu))?"
                          r"|tf[-_]nightly(?:[-_](?:gpu|cpu))?) \d{1,2}\.\d[\w.]{0,20} (?:requires|has requirement) ",
                          re.IGNORECASE)
# pip's resolver on the install's own requirement (the command line's, a requirements file's) in its conflict list
_USER_REQUESTED = re.compile(r"\bThe user requested (?P<package>[A-Za-z][\w.-]{0,40}) ?(?P<spec>[<>=!~]=?[\w.*]{1,20}"
                             r"(?:, ?[<>=!~]=?[\w.*]{1,20}){0,11})")
# pip-compile's and pipenv's list of a conflict ("  numpy<1.19,>=1.16 (from rasa==2.8.7->-r requirements.in (line 4))"),
# and PDM's ("  protobuf==3.20.* (from open-clip-torch@2.14.0)"): the same requirement written the other way round
_COMPILE_REQUIRES = re.compile(r"^\s{1,8}(?P<package>[A-Za-z][\w.-]{0,40})(?P<spec>[<>=!~]=?[\w.*]{1,20}"
                               r"(?:,[<>=!~]=?[\w.*]{1,20}){0,11}) \(from (?P<name>(?!tensor)[A-Za-z][\w.-]{0,40})"
                               r"(?:==|@)(?P<version>\d[\w.]{0,20})")
# pip's resolver list with a requirement naming no version: any release of it would do ("keras-nlp 0.14.0 depends on
# tensorflow-text; platform_system != \"Darwin\"")
_UNVERSIONED_REQUIRES = re.compile(r"^\s{0,8}(?P<requirer>[A-Za-z][\w.-]{0,40} \d[\w.]{0,20}) depends on "
                                   r"(?P<package>[A-Za-z][\w.-]{0,40})(?:\[[\w,-]{1,40}\])?\s{0,4}(?:;[^\n]{0,200})?$")
# Poetry's solver on another package ("Because concrete-ml depends on protobuf (3.19.6)", " and concrete-ml depends on
# protobuf (>3.20.0), tensorflow is forbidden", "jax[cuda12] (0.4.23) depends on"; a bare version is that version
# exactly)
_POETRY_REQUIRES = re.compile(r"(?:^\s{0,8}|\bBecause |\band )(?P<requirer>(?!tensor|which\b)[A-Za-z][\w.-]{0,40}"
                              r"(?:\[[\w,-]{1,40}\])?(?: \(\d[\w.]{0,20}\))?) depends on "
                              r"(?P<package>[A-Za-z][\w.-]{0,40}) "
                              r"\((?P<spec>[<>=!~^]?=?[\w.*]{1,20}(?:, ?[<>=!~]=?[\w.*]{1,20}){0,11})\)",
                              re.IGNORECASE)
# Poetry: "The current project's Python requirement (>=3.9,<4.0) is not compatible ..." ("supported Python range" from
# Poetry 1.6)
_PROJECT_PYTHON = re.compile(r"current project's (?:supported )?Python (?:requirement|range) "
                             r"\((?P<range>[^()]{1,40})\)", re.IGNORECASE)
# the user's own file handling before a library's name ("made a copy of cudart64_101.dll and rename cudart_100.dll")
_HANDLED_FILE = re.compile(r"\b(?:cop(?:y|ies|ied|ying)|renam(?:e|es|ed|ing))\b", re.IGNORECASE)
_SONAME = re.compile(r"\blib(?:cu(?!da\.)\w{1,20}|nv(?!infer)\w{1,20})\.so\.\d{1,3}(?:\.\d{1,3})?(?!\.?\d)"
                     r"|\b(?:cu\w{1,12}|nv\w{1,12})64_\d{1,3}\.dll",
                     re.IGNORECASE)
# a build's or a framework's minimum compute capability in words ("require `CUDA capability 5.2` or higher", a
# minimum required one, one of at least 3.5)
_REQUIRED_CC = re.compile(r"\b(?:requires?|required|needs?|minimum(?: required)?|at least)\s(?:an?\s)?`?(?:nvidia\s)?"
                          r"(?:cuda\s)?(?:compute\s)?capability`?\s?(?:of\s|is\s|>=\s?|:\s?)?`?(?P<v>\d\.\d)\b"
                          # or the minimum said first, beside a compute capability named ("need a Minimum 7.0")
                          r"|\b(?:needs?|requires?)\s(?:a\s)?minimum(?:\sof)?\s(?P<w>\d\.\d)\b", re.IGNORECASE)
# the CUDA the user's words say the build (or the project's instructions) needs: "TensorFlow requires CUDA 10.0",
# "tensorflow expects 10.0", "is built for cuda 11.2", "Toolkit 8.0 as suggested", "instead of the recommended CUDA 9.0"
_CUDA_NEEDED = re.compile(
    r"(?<!not )(?<!n't )(?<!no longer )(?<!never )"  # not the opposite said ("no longer requires CUDA 10.0")
    r"\b(?:requires?|required|needs?|expects?|(?:is |was )?(?:built|compiled) (?:for|against)|only supports?"
    r"|supports? only|looks for)\s(?:the\s)?cuda(?:[ _-]?toolkit)?[ _-]?(?:v|version\s)?(?P<v>\d{1,2}\.\d)\b"
    r"|\b(?:cuda|toolkit)(?:[ _-]?toolkit)?[ _-]?(?P<v2>\d{1,2}\.\d)\b (?:as |is |was )?(?:suggested|recommended"
    r"|required)\b"
    r"|\binstead of (?:the )?(?:suggested|recommended|required) (?:cuda(?:[ _-]?toolkit)?|toolkit) ?"
    r"(?P<v3>\d{1,2}\.\d)\b",
    re.IGNORECASE)
# a CUDA a build or a release is said to support, not the one installed: "support for CUDA 11.1", "compatible with
# cuda 12.2", "with cuda 11.0 and cudnn 8 support" (not a support denied: "2.3 does not support CUDA 11.1" is most
# often said of the CUDA the user has)
_CUDA_SUPPORTED = re.compile(
    r"(?<!not )(?<!n't )(?<!no )\b(?:supports?|supported|support for|compatible with)(?: training on)?\s(?:the\s)?"
    r"cuda(?:[ _-]?toolkit)?[ _-]?v?\d{1,2}(?:\.\d)?\b"
    r"|\bcuda[ _-]?v?\d{1,2}(?:\.\d)?(?:\s(?:and|&|\+)\scudnn[ _-]?v?\d(?:\.\d{1,2})?)?\ssupport\b", re.IGNORECASE)
# the CUDA and cuDNN a build or a release is said to need, support or be made with, not the ones installed: "TensorFlow
# 2.4 requires 11.0 cuda and 8.0 cudnn", "needs CUDA 11.2 and cuDNN 8.1", "compatible with 10.1 cuda and 7.6 cudnn",
# "is built with cuDNN 8.1", "supports cuDNN 8.0 only", "cudnn 8.1 is required" (a list of them, each said either way)
_LIBRARY_SAID = (r"(?:the\s)?(?:(?:cuda(?:[ _-]?toolkit)?|cudnn\d?)[ _-]?v?\d{1,2}(?:\.\d{1,3}){0,2}\b"
                 r"|v?\d{1,2}(?:\.\d{1,3}){0,2}\s(?:cuda(?:\stoolkit)?|cudnn)\b)")
_LIBRARIES_SAID = rf"{_LIBRARY_SAID}(?:(?:,\s?(?:and\s)?|\s?[/&+]\s?|\sand\s){_LIBRARY_SAID})*"
_LIBRARIES_NEEDED = re.compile(
    r"(?<!not )(?<!n't )(?<!no )(?<!the )(?<!an )(?<!a )(?<!my )"  # (not "I have the required cuDNN 8.1")
    r"\b(?:requires?|required|needs?|needed|expects?|compatible with|(?P<built>(?:is |was )?"
    r"(?:built|compiled) (?:with|for|against))|supports?|supported|support for)\s" + _LIBRARIES_SAID
    + r"|" + _LIBRARIES_SAID + r"\s(?:is |are |was |were )?(?:required|needed|recommended)\b", re.IGNORECASE)
# what a "built with" before them says the CUDA and cuDNN are a release's: TensorFlow or its wheel said before (not
# the user's own build, "Compiled with cuda 9.1, cudnn 7.1.3", nor an image's, "the base container is built with CUDA
# 10.0": those are the ones installed)
_RELEASE_SAID = re.compile(r"\b(?:tensor ?flow|tf|wheels?|binar(?:y|ies)|releases?)\b", re.IGNORECASE)
_IMAGE_SAID = re.compile(r"\b(?:image|container|docker|ami|vm)\b", re.IGNORECASE)
# the rest of a sentence that is a question
_ASKED = re.compile(r"[^.!?\n]{0,120}\?")
_REQUIRED_CUDA = re.compile(r"require(?:=|_CUDA=)\"?cuda ?>= ?(?P<v>\d{1,2}\.\d{1,2})", re.IGNORECASE)
# "10.0.19042", "build 19042", or a build with its revision on a line about Windows ("Windows 10 Pro, 20H2, 19042.928")
_WINDOWS_BUILD = re.compile(r"\b10\.0\.(?P<b>[12]\d{4})\b|\bbuild(?: number)?:?[\s*]{0,4}(?P<b2>[12]\d{4})\b"
                            r"|\bwindows\b[^\n]{0,60}?(?<![\d.])(?P<b3>1[5-9]\d{3}|2[0-6]\d{3})\.\d{1,5}\b(?!\.\d)",
                            re.IGNORECASE)


# the archive of TensorFlow's C library with GPU support for Windows (storage.googleapis.com/tensorflow/libtensorflow/
# libtensorflow-gpu-windows-x86_64-2.10.0.zip): the release it names
_LIBTENSORFLOW_WINDOWS_GPU = re.compile(r"\blibtensorflow-gpu-windows-x86_64-(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)"
                                        r"\.zip\b", re.IGNORECASE)
# a CUDA said not to run the newest GPUs ("uses Cuda 10, which does not work on newest nVidia GPUs")
_CUDA_BEFORE_NEW_GPUS = re.compile(r"\bcuda ?(?P<v>\d{1,2}(?:\.\d)?)(?![\d.])[^.\n]{0,40}?\b(?:does ?n[o']t|do ?n[o']t"
                                   r"|not|no longer|cannot|can'?t|won'?t) (?:be )?(?:easily |really )?"
                                   r"(?:work|support|run|used)\w{0,3}\b[^.\n]{0,12}?"
                                   r"\b(?:newest|newer|latest|new|recent|modern) (?:nvidia |geforce |rtx )?(?:gpus?"
                                   r"|graphics cards?|cards?|architectures?|devices|hardware)\b", re.IGNORECASE)
# SageMaker's Elastic Inference environments (their notebook kernels, conda_amazonei_tensorflow2_p36): CPU builds of
# the framework with EI's ops, which reach an accelerator over the network
# (only TensorFlow's: an MXNet or PyTorch EI kernel says nothing of a TensorFlow build)
_EI_KERNEL = re.compile(r"\b(?:conda_)?amazonei_tensorflow2?(?:_latest)?_p\d{2,3}\b", re.IGNORECASE)
_TFJS = re.compile(r"tfjs-node(?:-gpu)?(?:@|[\"']?\s{0,3}:\s{0,3}[\"'][\^~]?|\s{1,3}v?)(?P<v>\d{1,2}\.\d{1,2}\.\d{1,3})"
                   r"|tensorflow\.js version:?\s{0,3}(?P<v2>\d{1,2}\.\d{1,2}\.\d{1,3})"
                   r"|\btfjs(?:-node(?:-gpu)?)?\s{1,3}v?(?P<v3>\d{1,2}\.\d{1,2}\.\d{1,3})", re.IGNORECASE)
_MACOS_NAMES = {"catalina": "10.15", "big sur": "11", "bigsur": "11", "monterey": "12", "ventura": "13",
                "sonoma": "14", "sequoia": "15"}
_MACOS = re.compile(r"\b(?P<name>mac ?os(?: x)?|os x|big ?sur|catalina|monterey|ventura|sonoma|sequoia)\b"
                    r"(?:[\w ]{0,20}?\b(?P<v>1[0-5](?:\.\d{1,2})?)\b)?", re.IGNORECASE)
# a Linux release named (not an issue template's example, "(e.g., Linux Ubuntu 16.04)")
_LINUX_RELEASE = re.compile(r"(?<!e\.g\., linux )(?<!e\.g\. linux )\b(?:(?P<ubuntu>ubuntu) ?(?P<uv>\d{2}\.\d{2})"
                            r"|(?P<centos>centos|rhel|red hat enterprise linux)(?: linux)?(?: release)? ?(?P<cv>[5-9])"
                            r"|(?P<debian>debian)(?: gnu/linux)? ?(?P<dv>\d{1,2}))(?:\.\d{1,2}){0,2}(?![\d.]?\d)",
                            re.IGNORECASE)
_MACOS_NEEDED = re.compile(r"built for (?:Mac OS X|macOS) (?P<v>1[0-5]\.\d{1,2})", re.IGNORECASE)
_METAL_VERSION = re.compile(r"tensorflow[-_]metal(?:==|\s{1,40}\(?|\s(?:version:?\s)?)"
                            r"(?P<v>[01]\.\d{1,2}(?:\.\d{1,2})?)\b(?!\.\d)", re.IGNORECASE)
_CONDA_OFFER = re.compile(r"\bpython (?P<v>[23]\.\d{1,2})(?:\.\*)? ?, which can be installed", re.IGNORECASE)


_WSL_KERNEL = re.compile(r"\b(?P<v>\d\.\d{1,2}\.\d{1,3})(?:\.\d{1,3})?-microsoft-standard", re.IGNORECASE)
# "not found after 2.10", "newer versions than 2.10": releases after this one (exclusive), in the user's words
# "GPU not found after 2.10", "TensorFlow above 2.10": a bare number only after a word of releases ("above 2.10"
# alone is as often a loss or a metric)
_AFTER = re.compile(r"\b(?:(?:after|beyond|(?:newer|later) (?:versions? |releases? )?than)\s{1,3}(?:tf|tensorflow)?"
                    r"|(?:above|higher than)\s{1,3}(?:tf|tensorflow))\s{0,2}v?(?P<v>[12]\.\d{1,2})\b(?!\.\d)",
                    re.IGNORECASE)
# `CUDA_VISIBLE_DEVICES=1`, `os.environ["CUDA_VISIBLE_DEVICES"]='1'`, a compose file's `CUDA_VISIBLE_DEVICES: all`;
# besides indices, the words people set that CUDA reads as no device (`all` is NVIDIA_VISIBLE_DEVICES' value, Slurm
# without --gres sets NoDevFiles) and GPU/MIG UUIDs (valid); a variable's name is not read
_VISIBLE = re.compile(r"CUDA_VISIBLE_DEVICES[\"'\]]{0,2}\s{0,2}[=:]\s{0,2}[\"']?(?P<v>-?[\d,]{1,20}"
                      r"|(?i:all|none|nodevfiles)\b|(?:GPU|MIG)-[\w/-]{4,60}|)")
# CUDA_VISIBLE_DEVICES set (or named) inside the program: os.environ, a notebook's %env / %set_env magic
_VISIBLE_IN_CODE = re.compile(r"os\.environ\s{0,2}\[\s{0,2}[\"']CUDA_VISIBLE_DEVICES[\"']|%(?:set_)?env\s{1,3}"
                              r"CUDA_VISIBLE_DEVICES\b", re.IGNORECASE)
# the words before a command-line flag (quoted or not) that say it was not given (each a fixed-width look-behind)
# the words that deny a package or a mechanism is used ("we did not install cuda-compat", "no forward compatibility")
_NOT_USED = "".join(f"(?<!{words} )" for words in (
    "not", "n't", "never", "no", "without", "not install", "n't install", "not install the", "n't install the",
    "not use", "n't use", "not using"))
_NOT_PASSED = "".join(f"(?<!{words} {quote})" for quote in ("", "`", "'", '"') for words in (
    "without", "without the", "without a", "without using", "no", "not using", "not use", "not pass", "forgot",
    "forgot the", "forgot to use", "missing", "missing the", "n't use", "n't pass", "n't add", "n't specify", "omit",
    "omitted", "omitting", "dropped", "removed", "remove"))
# the GPU named instead of the word "GPU" in the user's words ("does not use my GTX 1080", "my RTX 2070 is not used")
_CARD_SAID = (r"(?:geforce |nvidia )?(?:gtx|rtx|titan|quadro|tesla)[ -]?[a-z]?\d{0,4}(?: ?ti| super)?"
              r"|graphics card|video card")
# a Jetson board or its software; Xavier and Orin by their module names only ("Xavier NX", "AGX Orin"), as Xavier
# alone is a person's name too (a thanked commenter is no Jetson)
_JETSON = (r"\bjetson|\bjetpack\b|\bl4t\b|\bagx (?:orin|xavier)\b|\b(?:orin|xavier) (?:nano|nx|agx)\b")
# a character of the sentence a flag is read in: a full stop ends it only before a space ("2018.01.12" does not)
_IN_SENTENCE = r"(?:[^.!?\n]|\.(?=\S))"


def _stated(advice: str) -> str:
    """A sentence's start whose sentence holds none of the `advice` words: a fact stated, not advice or a condition."""
    return rf"(?:^|[.!?:;]\s)(?!{_IN_SENTENCE}*?\b(?:{advice})\b)"

# CUDA_VISIBLE_DEVICES named, or os.environ (not a subscript of another variable: os.environ["TF_CPP_MIN_LOG_LEVEL"])
_VISIBLE_NAMED = r"(?:cuda_visible_devices|os\.environ(?!\s{0,2}\[\s{0,2}[\"'](?!cuda_visible_devices)))"
# the memory of two or more GPUs said taken: "takes up the memory of both gpus", "Both of my GTX 1080's memory are
# being fully absorbed"
_BOTH_MEMORY = (r"(?:\b(?:tak|us|occup|grab|absorb|consum|eat|fill|hog|alloc)\w{0,8}(?: up)? (?:the |all (?:the )?"
                r"|full |whole |entire )?memory (?:of|on|in|at|across) (?:both|all|every|each|two|multiple|several) "
                r"(?:of )?(?:the |my )?(?:[\w-]+ ){0,2}?(?:gpus?|cards?)\b"
                r"|\bboth (?:of )?(?:my |the )?[^.\n,]{0,30}? memory (?:is|are|was|were|gets?|got|being)"
                r"(?: being| been)? (?:fully |completely |entirely |all )?(?:absorbed|taken|used|occupied|allocated"
                r"|filled|consumed|eaten|grabbed|reserved)\b)")

# pods (or processes) said to run together, in either order (pods_together_said)
_TOGETHER = r"(?:concurrent(?:ly)?|simultaneous(?:ly)?|at the same time|in parallel|together)"
_PODS = r"(?:pods?|processes|jobs|containers|replicas|deployments?)"
# a frame in the standalone keras package's files (not tf.keras', under tensorflow/python/keras)
_KERAS_FRAME = re.compile(r"(?<![\\/]python)[\\/]keras[\\/]")
# what makes a line say no other Python is in use: advice, a condition, a state gone or fixed, one meant or the same,
# an OS kernel's module
_NOT_INTERPRETER_LINE = (r"[^\n]*\b(?:if|when(?:ever)?|make sure|tip|for others|in case|before|previously|used to"
                         r"|no longer|(?:fixed|solved|changed) that|on purpose|intentionally"
                         r"|same (?:python|interpreter)|kernel modules?|nvidia kernel|linux kernel|dkms|uname"
                         r"|at first[^,.\n]{0,30}\b(?:used|using|ran|selected|was)"
                         r"|I (?:selected|switched|changed|picked)|for each project|kernel version|in both|linux \d)\b")
# what runs the code in an interpreter of its choosing: a notebook, its kernel, an IDE
_INTERPRETER_HOSTS = (r"\b(?:jupyter(?: notebook| ?lab)?|notebooks?|kernels?|spyder|pycharm|vs ?code|visual studio code"
                      r"|ide|ipython)\b")
_INTERPRETERS = (r"(?:python\d?(?:\.\d{1,2})?|interpreter|(?:conda |virtual )?env(?:ironment)?s?|kernel"
                 r"|python installation|site-packages)\b")
# between the notebook, the IDE or pip and the Python it is said to use: its verb (not denied: "does not use"), and
# what it took ("installed tensorflow into")
_INTERPRETER_GAP = (r"(?:(?!\b(?:not|never)\b|n't)[^.\n?]){0,40}?\b(?:uses?|used|using|runs?|ran|running|points?"
                    r"|pointed"
                    r"|pointing|picks?|picked|(?:is|was) linked|(?:is|was) (?:set|configured)|installs?|installed"
                    r"|installing|went|goes|looks?|looked|looking|launch(?:es|ed)?)(?: (?:it|them|tensorflow|tf|keras"
                    r"|packages?))?(?: (?:up|in|into|to|at|for|from|with|on))?\s")
_FLAGS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (name, re.compile(rx, re.IGNORECASE), hints) for name, rx, hints in (
        # WSL by name, its driver folder or kernel, or in words ("Windows Subsystem for Linux", "running on a Linux
        # Subsystem", "Ubuntu Subsystem on Windows"); not a part of the Linux kernel ("DRM, the Linux subsystem for
        # graphics", "in the Linux subsystem for USB")
        ("wsl", (r"\bwsl2?\b|/usr/lib/wsl|microsoft-standard|\bsubsystem for linux\b|\bubuntu subsystem\b"
                 r"|\b(?:on|in|under|inside|with|using|via) (?:the |a )?linux subsystem\b(?! for (?!windows\b))"),
         ("wsl", "microsoft-standard", "subsystem")),
        # WSL 1's kernel (a system-call translation layer: no GPU) calls itself 4.4.0-<Windows build>-Microsoft
        ("wsl1", r"\b4\.4\.0-\d{4,5}-microsoft\b", ("-microsoft",)),
        # (not Ubuntu's command-not-found offering them: "sudo apt install nvidia-utils-535  # version 535...")
        ("linux_driver", (r"\bnvidia-(?:driver|utils)-\d{3}\b(?![\w-]{0,10} {1,30}# version)"
                          r"|\blibnvidia-compute-\d{3}\b|NVIDIA-Linux-x86_64-\d{3}"
                          r"|\bdkms\b.{0,40}\bnvidia\b"
                          r"|\binstall\w{0,3} (?:(?!windows)[\w ,]){0,60}\bdrivers?\b(?:(?!windows)[\w ,]){0,60}"
                          r"\b(?:in|inside|into) (?:the |my )?wsl"),  # not "the driver on Windows, CUDA in WSL"
         ("nvidia-driver-", "nvidia-utils-", "libnvidia-compute-", "nvidia-linux-", "dkms", "install")),
        # CloudPickler's import line: tensorflow-probability's (from cloudpickle.cloudpickle), or another module's
        # (pyspark's own copy, a package's vendored one); Python 3.6's "cannot import name 'CloudPickler'" names no
        # module, and this line does
        ("cloudpickler_tfp_import", r"\bfrom cloudpickle\.cloudpickle import (?:[\w, ]{0,80}\b)?CloudPickler\b",
         ("cloudpickler",)),
        ("cloudpickler_elsewhere",
         r"\bfrom (?!cloudpickle\.cloudpickle\b)[\w.]{1,80} import (?:[\w, ]{0,80}\b)?CloudPickler\b",
         ("cloudpickler",)),
        # not an issue template's "CUDA/cuDNN version" label: its value, when given, is read as the versions
        ("cudnn_mentioned", r"\bcudnn(?! ?version\b)", ("cudnn",)),
        ("protobuf_extension", r"google[.\\/]{1,2}protobuf[.\\/]{1,2}pyext\b|\bimport _message\b",
         ("pyext", "_message")),
        # an NVIDIA GPU named ("a non NVIDIA GPU", "not an nvidia card", "I don't have an nvidia gpu" name none)
        ("nvidia_gpu_named", (r"\b(?:geforce|quadro|tesla|titan|rtx|gtx)\b"
                              r"|(?<!non )(?<!non-)(?<!non- )(?<!not an )(?<!not a )(?<!n't have an )"
                              r"(?<!not have an )(?<!without an )(?<!without )\bnvidia (?:gpu|graphics|card)"),
         ("geforce", "quadro", "tesla", "titan", "rtx", "gtx", "nvidia")),
        # reticulate's py_config() listing TensorFlow found in the Python it runs (a path, not "[NOT FOUND]")
        ("r_tf_found", r"^\s{0,8}tensorflow:\s{1,20}(?:[A-Za-z]:)?[/\\~]", ("tensorflow:",)),
        # R's tensorflow package installing TensorFlow into a Python of its choosing (reticulate's)
        ("r_install_tensorflow", r"\binstall_tensorflow\(|\breticulate\b|\bR \{tensorflow\}",
         ("install_tensorflow", "reticulate", "{tensorflow}")),
        # R's keras package (reticulate calling Python's Keras): its namespace, library call, installer, its Python
        # helpers' frames (kerastools), reticulate's call into Python
        ("r_keras", (r"\bkeras3?::\w|\blibrary\(keras3?\)|\binstall_keras\(|[/\\]kerastools[/\\]|\bpy_call_impl\b"),
         ("keras", "py_call_impl")),
        # R's keras3 package (made for Keras 3) in use: its functions' namespace, or the library call
        ("r_keras3_package", r"\bkeras3:::?\w|\blibrary\(keras3\)", ("keras3",)),
        # a CPU-only build installed on purpose, by the paste's own install command: a package's CPU extra, as
        # deepconsensus[cpu], or tensorflow-cpu (an uninstall of it is not one; another framework's CPU extra,
        # jax[cpu], leaves TensorFlow's build as it is)
        ("cpu_install", (r"\b(?:pip3?|conda|mamba|micromamba)(?:\.exe)? install\b[^\n]{0,80}?"
                         r"(?:\b(?!(?:jax|jaxlib|torch\w{0,12}|paddle\w{0,12}|mxnet)\[)[\w.-]{1,40}\["
                         r"(?:[\w-]{1,20},)*cpu(?:,[\w-]{1,20})*\]|\btensorflow[-_]cpu\b)"),
         ("cpu]", "tensorflow-cpu", "tensorflow_cpu")),
        # the words say the TensorFlow installed is a CPU one ("installs a CPU backed tensorflow", "the CPU version of
        # tensorflow was installed")
        ("cpu_tf_said", (r"\b(?:installs?|installed|installing|gets?|got|leaves? you with|pulls? in) (?:a |the |only )?"
                         r"cpu(?:[- ](?:backed|only|based))?(?: version of)? tensorflow\b"
                         r"|\bcpu version of tensorflow (?:is|was|got|gets) installed\b"
                         # the plain package said to be the CPU one ("having `tensorflow` be CPU only"), or used
                         # where tensorflow-gpu was expected ("built with tensorflow and not tensorflow-gpu")
                         r"|\btensorflow`? (?:package )?(?:be|is|was|being) (?:a )?cpu[- ]only\b"
                         r"|\b(?:built|installed|installs?) (?:with )?tensorflow(?:==\S{1,20})? (?:and )?"
                         r"(?:not|instead of) tensorflow-gpu\b|\b(?:built|installed) without tensorflow-gpu\b"
                         # a requirement on the plain package said to be the CPU one or to want tensorflow-gpu in
                         # its place ("change tensorflow into tensorflow-gpu in your requirements.txt", "Replacing
                         # tensorflow>=1.0.0 with tensorflow-gpu>=1.0.0 seems to fix the issue", "tensorflow
                         # requirement should be tensorflow-gpu", "tensorflow==1.9.0 (tensorflow for cpu usage only)")
                         # (advice or a question, not what was done: "I already replaced ...", "don't change")
                         r"|(?<!tried to )(?<!n't )(?<!not )(?<!never )(?<!already )\b(?:change|changing|replace"
                         r"|replacing|switch|switching|swap|swapping|substitute|substituting)[\s_`*]{1,4}(?:the\s)?"
                         r"`?tensorflow"
                         r"(?:\s?[<>=~!]=\s?[\d.*]{1,12})?[\s_`*]{1,4}(?:in\w{0,2}|to|with|by|for)[\s_`*]{1,4}"
                         r"tensorflow[-_]gpu\b"
                         r"|\btensorflow(?:[<>=~!]=[\d.*]{1,12})?`?\s(?:requirement|dependency)\s(?:should|must|needs"
                         r" to) be\W{1,3}tensorflow[-_]gpu\b"
                         r"|\btensorflow==\d[\d.]{0,10}\s\((?:tensorflow )?(?:is )?for cpu(?: usage)? only\)"),
         ("cpu", "tensorflow-gpu", "tensorflow_gpu")),
        # the words say the GPU is not an NVIDIA one ("a non NVIDIA GPU", "not an nvidia card")
        ("non_nvidia_said", (r"\bnon[- ]{1,2}nvidia\b|\bnot (?:an? )?nvidia (?:gpu|card|graphics)\b"
                             r"|\b(?:no|without(?: an?)?|do ?n[o']?t have an?) nvidia (?:gpu|card|graphics)\b"),
         ("nvidia",)),
        # AMD's cards by their model too ("AMD Raedon R5 M335", "AMD RX 580"), Radeon as it is often misspelt
        ("non_nvidia_gpu", (r"\bintel\s?(?:(?:\(r\)|®)\s?)?(?:uhd|hd|iris|arc|xe)\b|\b(?:amd )?ra(?:de|ed)on\b"
                            r"|\bamd (?:\w{1,12} )?(?:r[579]|rx|vega|firepro)\s?m?\d{2,4}"
                            r"|microsoft basic (?:display|render)|hyper-v video|\ban amd gpu\b"
                            # AMD's chips by codename or data-centre line, as ROCm's device list names them
                            r"|\bvega\s?(?:10|20|56|64)\b|\binstinct\s?mi\d{2,3}"),
         ("intel", "radeon", "raedon", "amd ", "microsoft basic", "hyper-v", "vega", "instinct")),
        # an Intel GPU of generation 8 or older, named by its four-digit number (HD Graphics 4000-6000, Iris 5100-6200;
        # generation 9 and later are HD/UHD 5xx-6xx, Iris Plus and Xe): without full Direct3D 12 support
        ("intel_gen8_gpu", r"\bintel\s?(?:\(r\)\s?)?(?:hd|iris(?: pro)?)\s?graphics\s?[2-6]\d{3}\b", ("intel",)),
        # AMD's GPU stack installed (ROCm: its tools, its /opt/rocm, its HIP runtime): the GPU is an AMD one
        # (the stack, not the tensorflow-rocm package named: "pip uninstall tensorflow-rocm" installs no ROCm)
        ("rocm", (rf"{_NOT_USED}(?<![-_])\brocm\b|/opt/rocm\b|\brocminfo\b|\brocm-smi\b|\blibamdhip64\b"
                  r"|\bhsa-runtime64\b"),
         ("rocm", "amdhip", "hsa-runtime")),
        # A wheel's or Python's platform tag (win_amd64, win32: "[MSC v.1929 64 bit (AMD64)] on win32") counts too.
        # conda's __win virtual package ("virtual packages : __win=0=0") too.
        ("windows", (r"\b[a-z]:\\|\.dll\b|\bwindows(?: ?1[01])?\b|\bwin ?1[01]\b|\bwddm\b|\.exe\b|\bwin_amd64\b"
                     r"|\bwin32\b|\b__win="
                     # Python's own words when Windows' loader refuses an extension module
                     r"|\bdll load failed\b"),
         (":\\", ".dll", "windows", "win1", "win 1", "wddm", ".exe", "win_amd64", "win32", "__win=", "dll load")),
        # (not a module's name or file: google.protobuf.internal.containers, .../containers.py)
        ("docker", (r"\bdocker(?:file)?\b|\bdockerfile[._]\w|nvidia-docker|(?<![./\\])\bcontainer(?!s?\.py\b)"
                    r"|\boci runtime|\bpodman\b"
                    r"|\bsingularity\b|\bapptainer\b|/\.dockerenv"
                    r"|(?:hostname:|for host:|on this host \()\s?(?=[0-9a-f]{0,11}[a-f])"
                    r"(?=[0-9a-f]{0,11}\d)[0-9a-f]{12}\b"
                   r"|-gpu\]? image\b|permission denied: could not open driver version path"
                   # a shell prompt whose host name is a container's id: root@3f4e5a6b7c8d:/workspace#
                   r"|\w@(?=[0-9a-f]{0,11}[a-f])(?=[0-9a-f]{0,11}\d)[0-9a-f]{12}:[/~]"),
         ("docker", "container", "oci runtime", "podman", "singularity", "apptainer", " image", "permission denied",
          "hostname:", "for host:", "on this host (", "@")),
        # the loader path NVIDIA's CUDA images (and TensorFlow's GPU images on them) set (`ENV LD_LIBRARY_PATH
        # /usr/local/nvidia/lib:/usr/local/nvidia/lib64`), as TensorFlow prints it: a container (Colab's and
        # Kaggle's runtimes too: _derive_flags reads it as docker only outside them)
        # (anywhere in the value TensorFlow prints: a CI runner puts its own tool folders first, "LD_LIBRARY_PATH:
        # /__w/_tool/Python/3.8.10/x64/lib:/usr/local/nvidia/lib:/usr/local/nvidia/lib64")
        ("nvidia_image_path", r"LD_LIBRARY_PATH: ?(?:[^\s:]{1,120}:){0,6}/usr/local/nvidia/lib",
         ("/usr/local/nvidia/lib",)),
        # the machine said restarted (rebooted, an instance stopped and started): what broke then is the host's, not a
        # container's ("after I restart our instance", "when my machine reboot"; not a notebook's kernel restarted)
        ("machine_restarted", (r"\b(?:after|when|once|whenever|every time|each time|since)\b[^.\n]{0,40}?"
                               r"\b(?:re-?boot(?:s|ed|ing)?\b|restart(?:s|ed|ing)? (?:the |my |our |an? |this )?"
                               r"(?:instance|machine|vm|node|server|computer|system|pc|host)s?\b)"),
         ("reboot", "restart")),
        # dyld's note on a library built for a newer macOS than the one running ("Referenced from: ... (which was
        # built for Mac OS X 10.12)"; dyld prints it only then)
        ("dyld_built_for", r"\(which was built for (?:Mac OS X|macOS) \d{1,2}\.\d{1,2}\)", ("which was built for",)),
        ("apptainer", r"\bsingularity\b|\bapptainer\b|\.sif\b|Could not find any nv files on this host",
         ("singularity", "apptainer", ".sif", "nv files")),
        # the command that starts an Apptainer/Singularity container: only then does a missing --nv show
        ("apptainer_start", r"\b(?:singularity|apptainer)\s+(?:run|exec|shell|test|instance\s+start)\b",
         ("singularity", "apptainer")),
        # the user asks why the program looks for a GPU (or nvidia-smi) at all: a run they did not mean for a GPU
        ("gpu_sought_why", (r"\bwhy\b[^.?!\n]{0,80}\b(?:look(?:s|ing)? for|search(?:es|ing)? for|check(?:s|ing)? for"
                            r"|tr(?:y|ies|ying) to (?:use|find|run|call)|ask(?:s|ing)? for)\s(?:an?\s|the\s|any\s)?"
                            r"(?:nvidia\s)?(?:gpus?|nvidia-smi)\b"),
         ("why",)),
        # the paste runs a TF-TRT conversion (TensorFlow's TensorRT converter, 1.x's contrib form, its module): it
        # then needs the libnvinfer TensorFlow's build loads, which every other run may lack
        ("tftrt_used", (r"\bTrtGraphConverter(?:V2)?\b|\btrt_convert\b|\bcreate_inference_graph\("
                        r"|\bexperimental\.tensorrt\.Converter\b"),
         ("trtgraphconverter", "trt_convert", "create_inference_graph", "tensorrt.converter")),
        # Apptainer/Singularity's --nv found none of the NVIDIA driver's files on this host (a login or CPU node)
        ("nv_files_missing", r"Could not find any nv files on this host", ("nv files",)),
        # the managed services by name, and a manifest's kind
        ("kubernetes", (r"\bkubernetes\b|\bk8s\b|\bkubectl\b|\bkubeflow\b|\bdevice[- ]plugin\b|runtimeClassName"
                        r"|\b(?:GKE|EKS|AKS)\b|^\s{0,8}kind:\s{0,3}(?:Pod|Deployment|Job|StatefulSet|DaemonSet)\s*$"),
         ("kubernetes", "k8s", "kubectl", "kubeflow", "plugin", "runtimeclassname", "gke", "eks", "aks", "kind:")),
        # a container's driver capabilities (a compose device reservation, `docker inspect`, --gpus
        # 'all,"capabilities=..."', NVIDIA_DRIVER_CAPABILITIES) naming some but not `compute` (nor `all`): the
        # NVIDIA Container Toolkit then mounts no libcuda.so.1; `utility` alone still gives nvidia-smi
        ("capabilities_without_compute",
         (r"capabilities[\"']?\s{0,2}[=:]\s{0,2}[\[\"'\s]{0,4}"
          r"(?=[^\]\n]{0,100}?\b(?:utility|graphics|video|display|compat32)\b)(?![^\]\n]{0,100}?\b(?:compute|all)\b)"),
         ("capabilit",)),
        # the user blaming a container's `utility` driver capability (a sentence naming it as the problem's cause)
        ("utility_capability_said",
         (r"\b(?:problem|issue|cause[ds]?|because|due to|traced)\b[^.\n]{0,80}[\"'`]?\butility\b[\"'`]? "
          r"(?:driver )?capabilit(?:y|ies)\b"), ("utility",)),
        # the user saying nvidia-smi works in the container (not that it fails there): the toolkit gave it the GPU
        ("smi_in_container",
         (r"(?:^|[.!?]\s)(?![^.\n]*\b(?:not found|fail\w*|error|cannot|can't|couldn't|doesn't|does not|unable"
          r"|no (?:devices?|gpus?))\b)[^.\n]*?(?:nvidia-smi\b[^.\n]{0,40}\b(?:in|inside|within)\s(?:the\s|my\s|a\s)?"
          r"(?:docker\s)?container|\b(?:in|inside|within)\s(?:the\s|my\s)?(?:docker\s)?container\b[^.\n]{0,40}\bnvidia-smi\b)"),
         ("nvidia-smi",)),
        # an nvidia-smi row's compute mode after its GPU-Util ("|      0%      Default |", "100%   E. Process |")
        ("smi_default_mode", r"\b\d{1,3}%\s{1,12}Default\b", ("default",)),
        # (or nvidia-smi -q's "Compute Mode : Exclusive_Process", or the mode said set: "sudo nvidia-smi -c 3")
        ("smi_restricted_mode", (r"\b\d{1,3}%\s{1,12}(?:E\. Process|E\. Thread|Prohibited)\b"
                                 r"|\bCompute Mode\s{0,20}:\s{0,4}(?:Exclusive_Process|Exclusive_Thread|Prohibited)\b"
                                 r"|^(?![^\n]*\b(?:did ?n[o']?t|never|have ?n[o']?t|should i)\b)[^\n]*?\bnvidia-smi "
                                 r"(?:-i \d{1,2} )?(?:-c|--compute-mode)(?: |=)(?:[123]|EXCLUSIVE_(?:PROCESS|THREAD)"
                                 r"|PROHIBITED)\b(?![^\n]{0,40}\?)"),
         ("e. process", "e. thread", "prohibited", "compute mode", "nvidia-smi")),
        # a manifest's or a compose file's resources block, and an image or a count that asks for a GPU
        ("resources_block", r"^\s{0,12}resources:\s*$", ("resources:",)),
        ("gpu_image", r"^\s{0,12}-?\s{0,2}image:\s{0,3}[\"']?[\w./:@-]{0,150}(?:gpu|cuda)", ("image:",)),
        ("compose_file", r"^\s{0,8}services:\s*$|\bdocker[- ]compose\b|\bcompose\.ya?ml\b",
         ("services:", "compose")),
        ("compose_gpu", (r"^\s{0,16}(?:runtime:\s{0,3}nvidia|gpus:|-?\s{0,2}driver:\s{0,3}[\"']?nvidia)\b"
                         r"|\bcapabilities[\"']?\s{0,2}:"), ("runtime:", "gpus:", "driver:", "capabilities")),
        # Docker installed as a snap: the toolkit's `nvidia-ctk runtime configure` edits /etc/docker, which it ignores
        ("docker_snap", (r"\bsnap (?:install|services|list|remove|info)\b[^\n]{0,20}\bdocker\b|/snap/docker\b"
                         r"|\bdocker\.dockerd\b|\bdocker\b[\w ]{0,20}\b(?:via|with|from|as an?|using) snap\b"),
         ("snap", "docker.dockerd")),
        # nvidia-smi's row shows the GPU's Windows driver model (TCC or WDDM), the header "TCC/WDDM" both
        ("tcc_mode", r"\bTCC\s{0,4}\||\bin TCC\b|\bTCC (?:mode|driver model)\b", ("tcc",)),
        ("distutils_install", r"distutils installed project", ("distutils installed project",)),
        # Not the WSL app's version ("WSL version: 1.2.5.0" on WSL 2) nor an issue template's "WSL 2 and/or WSL 1".
        ("wsl1_said", r"(?<!or )(?<!/or )\bwsl ?1\b(?!\.\d)(?!\s?(?:or|and|/)\s?wsl)", ("wsl",)),
        # the user's distribution said to run under WSL 1 ("I had Ubuntu already installed with WSL1", "running on
        # WSL 1"); not an issue template's choice list nor a move from it ("converted from WSL 1 to WSL 2")
        ("wsl1_used_said", (r"\b(?:installed|running|runs?|using|uses?|on|under|with)\s(?:\w+\s)?wsl ?1\b(?!\.\d)"
                            r"(?!\s?(?:or|and|/)\s?wsl)(?![^.\n]{0,40}\b(?:to|into) wsl ?2)"), ("wsl",)),
        # TensorFlow's GPU support on native Windows said to have ended ("Removing GPU support from Tensorflow on
        # Windows ...", "GPU support for native Windows was dropped")
        ("windows_gpu_dropped_said", (r"(?<!not )(?<!n't )(?<!never )"
                                      r"\b(?:remov\w*|dropp?\w*|discontinu\w*|no longer (?:support|offer|provid)\w*"
                                      r"|ended|stopped)\b[^.\n]{0,50}\bgpu support\b[^.\n]{0,40}\b(?:on|for|from|in) "
                                      r"(?:native )?windows\b"
                                      r"|\bgpu support (?:on|for) (?:native )?windows\b[^.\n]{0,30}"
                                      r"\b(?:(?:was|is|has been|been) (?:removed|dropped|discontinued)|no longer)\b"
                                      # "Tensorflow doesn't support gpu on windows after 2.10"
                                      r"|\b(?:does(?:n'?t| not)|no longer) supports? (?:the )?gpus? (?:on|for|in) "
                                      r"(?:native )?windows (?:after|since|beyond|past|above|from) "
                                      r"(?:v|version |tensorflow |tf )?2\.1[01]\b"),
         ("gpu support", "support gpu", "support the gpu")),
        # TensorFlow's configure.py when asked for CUDA on Windows (2.11 on): the build goes on without CUDA
        ("windows_cuda_build_refused", r"Cannot build with CUDA support on Windows", ("cannot build with cuda",)),
        ("no_nvidia_gpu_said", (r"\bwithout an? (?:dedicated|discrete|nvidia) (?:gpu|graphics card)"
                                r"|\b(?:doesn't|does not|don't|do not) have an? (?:dedicated |discrete )?(?:nvidia )?"
                                r"(?:gpu|graphics card|(?<=nvidia )card)"
                                # not a GPU problem, a GPU memory issue, a GPU driver not installed yet
                                r"(?!\s(?:\w+\s)?(?:problems?|issues?|errors?)\b|\s(?:memory|drivers?|support)\b)"
                                r"|\bno (?:dedicated|discrete|nvidia) (?:gpu|graphics card)"),
         ("without a", "have a", "no dedicated", "no discrete", "no nvidia")),
        # pip with no index to read: Nix's build of a Python package (its pipInstallPhase, a .drv builder failing),
        # or `--no-index` on a pip command line (not the words nixpkgs or nix-shell, nor a Python in /nix/store)
        ("pip_no_index", (r"\bpipInstallPhase\b|\bbuilder for '/nix/store/[\w.+-]{1,200}\.drv' failed"
                          rf"|{_PIP_INSTALL.pattern}[^\n]{{0,300}}? --no-index\b"),
         ("pipinstallphase", ".drv' failed", "--no-index")),
        ("conda", r"\bconda\b(?!\?)|anaconda|miniconda|mini ?forge|mambaforge|/envs/|conda_prefix",
         ("conda", "miniforge", "mini forge", "mambaforge", "/envs/")),
        # TensorFlow itself installed by conda (or mamba), whose builds are not PyPI's wheels
        ("conda_installs_tf", (r"\b(?:conda|mamba) (?:install|create)\b[^\n]{0,120}?\btensorflow"
                               r"|installed from[^\n]{0,30}:\**\s{0,3}(?:ana)?conda\b"),  # an issue template's field
         ("conda install", "conda create", "mamba install", "mamba create", "installed from")),
        # the TensorFlow that runs said to come from conda: the issue template's field, or the field retold at a line's
        # start ("TF installed from conda (Binary)"; not advice, "a friend said TF installed with conda avoids it")
        ("tf_from_conda_said", (r"installed from[^\n]{0,30}:\**\s{0,3}(?:ana)?conda\b"
                                r"|^\W{0,6}(?:tf|tensorflow) (?:was |is )?installed (?:from|with|using|via) "
                                r"(?:ana|mini)?conda\b(?! (?:is|are|avoids?|would|might|should|could|will)\b)"),
         ("installed from", "installed with", "installed using", "installed via")),
        # ... or from Arch's packages: the template's field naming its repository, or its python-tensorflow package
        # (or its -cuda and -opt builds) installed with pacman
        ("os_package_tf", (r"installed from[^\n]{0,30}:\**\s{0,3}(?:the )?(?:arch(?:linux)?|aur|manjaro)(?:'s)? "
                           r"(?:community |extra |official )?(?:repo(?:sitory|sitories)?|packages?)\b"
                           r"|\b(?:pacman|yay|paru) -S\w{0,4} [^\n]{0,60}?\bpython-tensorflow\b"),
         ("installed from", "python-tensorflow")),
        # a spec with its exact build, as `conda env export` writes it ("- tensorflow-base==1.11.0=eigen_py36h45d_0")
        ("conda_build_pins", r"^\s{0,8}-\s?[A-Za-z][\w.-]{0,60}={1,2}\d[\w.+]{0,30}=[\w.+]{1,60}\s*$", ("=",)),
        # ... or Apple's own chip ("Apple Silicon", "M1 Mac"), a wheel's or conda's platform tag (macosx_11_0_arm64,
        # osx-arm64); not an Intel Mac's model alone ("MacBook Pro", "Mac Pro"), which may run Windows or Linux
        ("macos", (r"\bmac ?os\b|\bos x\b|\bdarwin\b|\bmacosx_\d|\bosx-(?:arm)?64\b"
                   r"|\bm[1-4] (?:pro |max |ultra )?mac\b|\bapple (?:silicon|m[1-4])\b"),
         ("mac", "os x", "darwin", "osx-", "apple")),
        ("intel_mac", (r"\bmac ?os (?:x )?10\.\d|\bos x\b|\b(?:high )?sierra\b|\bmojave\b|\bcatalina\b"
                       r"|\bel capitan\b|\byosemite\b|\bmacosx_10_\d|\bintel\(r\)|\bxeon\b|\bcore\(tm\)"
                       r"|\bintel[- ]mac\w{0,4}\b|\bintel macbook\b"),
         ("mac", "os x", "sierra", "mojave", "catalina", "capitan", "yosemite", "intel(r)", "xeon", "core(tm)")),
        ("apple_machine", (r"\bmac ?book|\bimac\b|\bmac ?mini\b|\bmac studio\b|\bapple (?:silicon|m[1-4])\b"
                           r"|\bm[1-4](?: (?:pro|max|ultra|chip))?\b|\barm64\b|\brosetta\b|osx-arm64"
                           r"|(?<![\w:.~])(?-i:/Users/)\w"  # (a Mac's home folders; not Windows' C:/Users)
                           r"|\bbig sur\b|\bmonterey\b|\bventura\b|\bsonoma\b|\bsequoia\b"),
         ("mac", "m1", "m2", "m3", "m4", "apple", "arm64", "rosetta", "/users/", "big sur", "monterey", "ventura",
          "sonoma", "sequoia")),
        # an Apple-silicon Mac (arm64): its chip named ("Apple M1 Pro", "MacBook Air (M1, 2020)", "MAC m1"), conda's
        # osx-arm64 channel, an arm64 macOS wheel tag, or the Darwin kernel's RELEASE_ARM64 build
        ("apple_silicon", (r"\bapple (?:silicon|m[1-4])\b|\bm[1-4](?: (?:pro|max|ultra))? (?:chip|mac)\b"
                           r"|\bm[1-4] (?:pro|max|ultra)\b|\(m[1-4][,)]|\bmac(?:book(?: air| pro)?)? m[1-4]\b"
                           r"|\bosx-arm64\b|\bmacosx_\d{1,2}_\d_arm64\b|\brelease_arm64_t\d"
                           # platform.platform() there, macOS-13.3-arm64-arm-64bit, and the chip named after the
                           # OS's name, as in macOS + M1
                           r"|\bmacOS-\d{1,2}(?:\.\d{1,2}){0,2}-arm64\b|\bmac ?os\W{1,4}m[1-4]\b"),
         ("apple", "m1", "m2", "m3", "m4", "arm64")),
        # an x86_64 conda on a Mac: its channels' osx-64 subdirectory (PackagesNotFoundError's "Current channels"),
        # `conda info`'s "platform : osx-64"
        ("conda_osx64", r"\.(?:org|com)/[\w./-]{1,60}/osx-64\b|\bplatform\s{0,20}:\s?osx-64\b", ("osx-64",)),
        # Apple's conda package of TensorFlow's dependencies for tensorflow-macos (the apple channel, osx-arm64 only)
        ("tensorflow_deps", r"\btensorflow-deps\b", ("tensorflow-deps",)),
        # Apple's conda package as a spec conda lists under its not-found headers ("  - tensorflow-deps",
        # "- apple::tensorflow-deps")
        ("tf_deps_spec", r"^\s{0,8}-\s?(?:apple::)?tensorflow-deps\b", ("tensorflow-deps",)),
        # uv's lock resolving for one part of the project's requires-python ("No solution found when resolving
        # dependencies for split (python_full_version >= '3.13'):"): every Python the project declares, as Poetry does
        ("uv_split", r"\bresolving dependencies for split \(python_", ("for split",)),
        # a pyproject.toml whose requires-python has a floor only ('requires-python = ">= 3"', ">=3.9"): uv, Poetry
        # and pixi may then choose, or lock for, a Python newer than any TensorFlow wheel
        ("requires_python_open",
         r"\brequires-python\s{0,4}=\s{0,4}[\"']\s{0,4}>=?\s{0,4}3(?:\.\d{1,2}){0,2}\s{0,4}[\"']",
         ("requires-python",)),
        # Poetry run on the project ("poetry add tensorflow==2.13.0", "poetry install", "poetry shell")
        ("poetry_used", r"\bpoetry (?:add|install|lock|shell|run|update|sync)\b", ("poetry",)),
        # the other project managers that install into an environment of their own ("pdm add tensorflow", "pipenv
        # install", "uv add", "hatch run"): a plain `python` is not that environment's
        ("pdm_used", r"\bpdm (?:add|install|init|sync|run)\b", ("pdm",)),
        ("pipenv_used", r"\bpipenv (?:install|shell|run|sync|lock)\b", ("pipenv",)),
        ("uv_project_used", r"\buv (?:add|sync|init|run)\b", ("uv ",)),
        ("hatch_used", r"\bhatch (?:run|shell|env)\b", ("hatch",)),
        # the code already run through one, or in its shell: its environment is the one that failed
        ("project_tool_ran", r"\b(?:pdm|poetry|pipenv|uv|hatch) (?:run|shell)\b", ("run", "shell")),
        ("linux", (r"\blinux\b|\bubuntu\b|\bdebian\b|\bcentos\b|\bfedora\b|\brhel\b|\barch linux\b|manylinux"
                   r"|\s/home/\w|/proc/cpuinfo|\bNVRM version: NVIDIA UNIX\b"),
         ("linux", "ubuntu", "debian", "centos", "fedora", "rhel", "/home/", "/proc/cpuinfo", "nvrm version")),
        # two TensorFlow distributions said installed together ("I have two tensorflow versions installed (using
        # `pip show tensorflow` and `pip show tensorflow-gpu`)", "both tensorflow and tensorflow-gpu are installed")
        # (not in separate environments after it: "two tensorflow versions installed, in two different conda envs")
        ("two_tf_said", (r"(?:\b(?:two|2|both) (?:different )?(?:tensorflow|tf) ?(?:versions?|packages?|installs?|"
                         r"installations?|distributions?) (?:are |were )?installed\b"
                         r"|\bboth `?tensorflow(?:-gpu)?`? and `?tensorflow(?:-gpu)?`? (?:are |were )?installed\b"
                         r"|\binstalled both `?tensorflow(?:-gpu)?`? and `?tensorflow(?:-gpu)?`?"
                         # the versions counted before the name ("multiple versions of tensorflow are in python
                         # path", "two versions of TensorFlow installed")
                         # (not denied or advised: "I don't have two versions ...", "you should not have ...")
                         r"|(?<!not )(?<!n't )(?<!no )(?<!not have )(?<!n't have )(?<!should have )(?<!never have )"
                         r"\b(?:two|2|multiple|several) (?:different )?versions of (?:tensorflow|tf) (?:are |were )?"
                         r"(?:installed\b|in (?:the |my )?(?:python ?path|sys\.path|site-packages|environment|env)\b)"
                         r"(?![^.!?,;\n]{0,80}\?)"
                         # the installs counted as "tensorflows" ("there will be two identical tensorflows in the
                         # system")
                         r"|\b(?:two|2) (?:identical |different )?tensorflows\b(?: (?:are |were |get |got )?installed\b"
                         r"| in (?:the|my|your|one|this) (?:system|environment|env|site-packages)\b))"
                         r"(?![^.\n]{0,80}?\b(?:different|separate|each|own)\b[^.\n]{0,20}?"
                         r"\b(?:env\w{0,9}|venvs?|virtualenvs?|conda|containers?|machines?)\b)"
                         # a dependency pulling the CPU package in beside tensorflow-gpu, said in words
                         r"|\bcpu version of tensorflow\b[^.\n]{0,60}\btensorflow[-_]gpu\b[^.\n]{0,20}"
                         r"\b(?:is |was )?(?:already )?(?:present|installed)\b"
                         r"|\breplac\w{1,4} [_`*]{0,2}tensorflow(?:[<>=~!]=?[\d.*]{1,12})?[_`*]{0,2} with [_`*]{0,2}"
                         r"tensorflow[-_]gpu\b"
                         # the plain package said to be the one imported in the GPU one's place ("tensorflow is called
                         # for training instead of tensorflow-gpu"), or pulled in by it ("tensorflow-gpu installed
                         # from anaconda require tensorflow to be installed as well")
                         # (not what a release does, "since TF 2.1 ...", nor asked or advised: "check whether ...")
                         r"|(?:^|[.!?]\s)(?![^.!?\n]*\b(?:since (?:tf|tensorflow|v?\d)|whether|check if|should|must"
                         r"|is it)\b)[^.!?\n]*?\btensorflow`? (?:is|was|gets|got) (?:being )?(?:called|used|imported"
                         r"|loaded|picked)\b[^.\n]{0,30}\binstead of `?tensorflow[-_]gpu\b(?![^.!?,;\n]{0,80}\?)"
                         r"|\btensorflow[-_]gpu\b[^.\n]{0,60}(?<!not )(?<!n't )\brequires? (?:the )?`?tensorflow`? "
                         r"(?:package )?to be installed (?:as well|too)\b(?![^.!\n]{0,80}\?)"
                         # one said installed beside the other ("I had the package tensorflow installed in addition to
                         # tensorflow-gpu", "tensorflow-gpu was installed alongside tensorflow"; not asked, "do I need
                         # tensorflow installed as well as tensorflow-gpu?")
                         r"|\b`?tensorflow(?P<two_beside>[-_]gpu)?`? (?:package )?(?:is |was |got |gets )?installed "
                         r"(?:in addition to|alongside|as well as|besides?|next to|along with) (?:the )?(?:package )?"
                         r"`?tensorflow(?(two_beside)(?![-_\w])|[-_]gpu\b)(?![^.!\n]{0,80}\?)"
                         # both distributions pinned to different releases in one line ("tensorflow-gpu==1.2.1、
                         # tensorflow==1.14.0", what a user lists as installed)
                         # only after words saying they are installed: pins in a line are often attempts in turn
                         r"|(?:\binstalled\b|装了?)[^\n=]{0,20}?(?<![-a-z0-9_.])tensorflow[-_]gpu==(?P<two_gpu>\d[\d.]{0,10})"
                         r"[^\n=]{1,40}?(?<![-a-z0-9_.])tensorflow==(?!(?P=two_gpu)\b)\d"
                         r"|(?:\binstalled\b|装了?)[^\n=]{0,20}?(?<![-a-z0-9_.])tensorflow==(?P<two_cpu>\d[\d.]{0,10})"
                         r"[^\n=]{1,40}?(?<![-a-z0-9_.])tensorflow[-_]gpu==(?!(?P=two_cpu)\b)\d"),
         ("two ", "2 tensorflow", "2 tf", "both", "cpu version", "replac", "installed", "装", "instead of",
          "versions of")),
        # a package said to install the GPU package as its dependency ("tensorflow-addons 0.6.0 installs
        # tensorflow-gpu on CPU only environment", "tensorflow-addons depends on tensorflow_gpu"): not pip or conda
        # doing as told, nor a project's own files ("setup.py installs tensorflow-gpu==1.13.1": its requirement)
        # (a distribution's name: a hyphen or underscore in it, or its version after it; not "the README installs",
        # "keras never installs", "no longer depends on")
        ("gpu_pulled_said", (r"(?<![\w.-])(?!(?:tensorflow|tf)[-_]gpu\b)(?!(?:tensorflow|tf|pip3?|conda|mamba|python\d?"
                             r"|ubuntu|debian|conda-forge|anaconda|miniconda|poetry|pipenv)(?![\w-]))"
                             r"(?:[a-z][a-z0-9]{0,30}[-_][a-z0-9][\w-]{0,30}"
                             r"(?: v?\d{1,2}(?:\.\d{1,3}){1,2})?|[a-z][a-z0-9]{1,30} v?\d{1,2}(?:\.\d{1,3}){1,2}) "
                             r"(?:installs|pulls in|brings in|depends on) [`'\"]?tensorflow[-_]gpu\b"),
         ("installs", "pulls in", "brings in", "depends on")),
        # another TensorFlow said installed outside the environment in use ("importing tensorflow nightly installed in
        # venv while having another version of tensorflow installed system-wide", "tensorflow also installed with
        # --user"): --system-site-packages and the user site (~/.local) put it beside the environment's
        ("tf_outside_env_said", (r"\b(?:another|other|a second|an? (?:older|newer|different)) (?:version of )?"
                                 r"(?:tensorflow|tf)\b(?:[^.\n]|\.\d){0,30}?\binstalled (?:also )?(?:system[- ]?wide|"
                                 r"globally|in (?:the )?(?:system|user site|base)\b|with --user|in ~/\.local|"
                                 r"outside (?:the |my |this )?(?:venv|virtualenv|env\w{0,9}))"),
         ("another", "other", "a second", "older", "newer", "different")),
        # the notebook, the IDE or pip said to use another Python than the one meant ("Jupyter notebook uses a different
        # python than my terminal", "the kernel was pointing to the base environment instead of my tf environment",
        # "pip installed tensorflow into another python", "Spyder still uses the base python")
        ("other_interpreter_said", (
            # (not advice, a condition, or a state said gone or fixed: "if your Jupyter uses a different python",
            # "no longer uses the base environment", "before, the notebook was using the system python"; nor one said
            # meant or the same: "on purpose", "the same python"; nor the kernel of an OS: "the NVIDIA kernel module")
            rf"^(?!{_NOT_INTERPRETER_LINE})[^\n]*?"
            rf"(?:{_INTERPRETER_HOSTS}{_INTERPRETER_GAP}(?:a |an |the |my )?(?:different|another|other|wrong)\s"
            rf"{_INTERPRETERS}"
            # pip (or sudo) into another Python: only a Python as what it went to ("a separate environment" is a
            # deployment's)
            rf"|\b(?:pip3?|sudo)\b{_INTERPRETER_GAP}(?:a |an |the |my )?(?:different|another|other|wrong|system"
            r"|global)\s(?:python\d?(?:\.\d{1,2})?|interpreter|python installation|site-packages)\b"
            r"|\b(?:different|another|wrong|other) (?:python|interpreter|kernel) (?:than|from) "
            r"(?:the |my |in (?:the |my )?)?(?:terminal|shell|command line|cmd|console|one)\b"
            r"|\b(?:kernel|notebook|jupyter|ide|interpreter)\b[^.\n?]{0,30}?\b(?:instead of|rather than) "
            r"(?:the |my )?[\w.-]{1,30} (?:env(?:ironment)?|kernel|interpreter|python)\b)"
            # the base, system or global one only with a contrast said ("Spyder still uses the base python", "the
            # kernel was pointing to the base environment instead of my tf environment")
            rf"|^(?!{_NOT_INTERPRETER_LINE})(?=[^\n]*\b(?:instead of|rather than|than|still|not my|while"
            r"|(?:installed|lives?) (?:in|into) (?:a |an |my |the )?(?:conda |virtual |separate |another |other "
            r"|different )?env(?:ironment)?)\b)[^\n]*?"
            rf"{_INTERPRETER_HOSTS}{_INTERPRETER_GAP}(?:a |an |the |my )?(?:base|system|global)\s{_INTERPRETERS}"),
         ("different", "another", "other", "wrong", "base", "system", "global", "instead of", "rather than")),
        # TensorFlow said installed for one Python only ("tensorflow only exists in python2 runtime", "TensorFlow is
        # installed for Python 2.7 but not Python 3")
        # (an install, not what TensorFlow supports: "only available for python 3", "exists for Python 3.5 and 3.6
        # but not 3.7" say which Pythons have wheels)
        ("tf_in_one_python_said", (r"\btensorflow (?:is |was )?(?:only (?:exists?|present) (?:in|under)"
                                   r"|(?:exists?|present) only (?:in|under)|only installed (?:in|for|under|on)"
                                   r"|installed only (?:in|for|under|on)) (?:the |my )?python ?[23]"
                                   r"|\btensorflow (?:is |was )?(?:installed (?:in|for|under)|present (?:in|under)) "
                                   r"(?:the |my )?python ?[23](?:\.\d{1,2})?\b[^.\n]{0,20}\bbut not "
                                   r"(?:in |for |under )?(?:the |my )?python ?[23]"), ("python",)),
        # the GPU said not to work with a CUDA ("this GPU not support cuda 10.1"): too new for it, or too old, which
        # the GPU named decides
        ("gpu_rejects_cuda_said", (r"\b(?:gpus?|cards?|rtx ?\d{3,4}|gtx ?\d{3,4})\b[^.\n]{0,20}?\b(?:does ?n[o']t"
                                   r"|do ?n[o']t|not|no longer|cannot|can'?t|won'?t) (?:work|support|run)\w{0,3} "
                                   r"(?:with |on )?cuda ?\d"
                                   # the CUDA said too old for the GPU ("I think maybe cuda9.0 is too old for this gpu")
                                   r"|\bcuda ?\d{1,2}(?:\.\d)?\b[^.\n]{0,12}?\b(?:is|was|seems|may be|might be) "
                                   r"(?:too old|outdated) for (?:this|my|the|an?|our) (?:new )?"
                                   r"(?:gpu|card|graphics card)s?\b"),
         ("cuda",)),
        # DeepLabCut (its name, its training config): whose frames and config an out-of-memory fix names
        ("deeplabcut", r"\bdeeplabcut\b|\bpose_cfg\.yaml\b", ("deeplabcut", "pose_cfg")),
        # CTranslate2, named or by the projects built on it: its CUDA and its models' memory are its own
        ("ctranslate2_named", r"\bctranslate2\b|\bfaster[-_ ]whisper\b|\bwhisperx\b", ("ctranslate2", "whisper")),
        # Keras 3 named as the one in use ("Incompatibility with Keras 3", "after upgrading to keras3", "Keras 3.x")
        ("keras3_said", r"(?<!away from )(?<!from )(?<!instead of )\bkeras[ -]?3(?:\.x)?\b(?!\.?\d)",
         ("keras 3", "keras3", "keras-3")),
        # Keras 3's own files in a path: its public namespace keras/api/<module> and its tf.keras shim
        # keras/api/_tf_keras (Keras 2.6-2.15's are keras/api/_v1, _v2 and keras/api/keras), and keras/src's packages
        # only Keras 3 has
        ("keras3_files", (r"[/\\]keras[/\\](?:api[/\\](?!_v[12][/\\]|keras[/\\])(?:_tf_keras|[a-z]\w{0,40})[/\\]"
                          r"|src[/\\](?:legacy|ops|trainers|tree|backend[/\\]common)[/\\])"),
         ("keras/api/", "keras\\api\\", "keras/src/", "keras\\src\\")),
        # a model said to work with a TensorFlow before Keras 3 (2.16) and not with one from it ("Model works in
        # tensorflow 2.15 perfectly but unable to import the model in tensorflow 2.16!"): the words alone, on a line
        # that names no GPU or CUDA (a GPU found by one release and not the other is no Keras break)
        ("keras3_boundary_said", (r"^(?=[^\n]*\b(?:models?|keras|layers?)\b)(?![^\n]*\b(?:gpus?|cuda|cudnn)\b)[^\n]*?"
                                  r"\b(?:works?|worked|working|runs?|ran)\b[^.\n]{0,40}?"
                                  r"\b(?:in|with|on|under|using) (?:tensorflow|tf)[ -]?(?:v(?:ersion)? ?)?"
                                  r"2\.(?:\d|1[0-5])(?:\.\d{1,2})?\b(?!\.?\d)[^\n]{0,120}?\b(?:but|however|yet|whereas)\b"
                                  r"[^\n]{0,80}?\b(?:tensorflow|tf)[ -]?(?:v(?:ersion)? ?)?2\.(?:1[6-9]|2\d)\b"
                                  # or fails since TensorFlow was moved to such a release ("After upgrading tensorflow
                                  # to 2.16, my keras code no longer works")
                                  r"|^(?=[^\n]*\b(?:models?|keras|layers?)\b)(?![^\n]*\b(?:gpus?|cuda|cudnn)\b)[^\n]*?"
                                  r"\bafter (?:upgrad|updat|moving|switching|going)\w*\b[^.\n]{0,30}?"
                                  r"\b(?:tensorflow|tf(?![-_]keras))\b[^.\n]{0,15}?\bto (?:v(?:ersion)? ?)?2\.(?:1[6-9]"
                                  r"|2\d)\b(?![^.\n]{0,80}?\b(?:no errors?|not only)\b)[^.\n]{0,80}?(?:\bno longer\b"
                                  r"|\bnot\b|n't\b|\bfail|\bbroke|\bbreak|\berrors?\b|\bstopp?ed\b)"),
         ("work", "ran", "run", "after")),
        # a saved model said not to load ("cannot load the CNN model file", "unable to load my model")
        ("model_load_said", (r"\b(?:can ?not|can't|could(?:n't| not)|unable to|not able to|fails? to|failed to"
                             r"|impossible to) (?:load|deserialize)\b[^.\n]{0,40}?\bmodels?\b"),
         ("load", "deserializ")),
        # the same failure said of both releases named ("Same error with tensorflow 2.15.0 and with 2.16.1")
        ("same_error_said", r"\bsame (?:error|issue|problem|result|behaviou?r)s? (?:with|on|in|for|under|using)\b",
         ("same ",)),
        # a model file in Keras 3's own format (which Keras 2.12+ also writes): read by a Keras 2, the other way round
        ("keras_format_file", r"(?<![\w.])(?!(?:tensorflow|tf)\.keras\b)[\w-]{1,80}\.keras['\"`]", (".keras",)),
        # a failure said in words ("currently is leading to some errors", "the notebook is not working anymore"): the
        # failure that a reason given elsewhere (Keras 3 came with TensorFlow) explains
        # the run said to work now ("now everything works", "it works fine now", "that fixed it")
        ("works_now_said", (r"\b(?:now|then) (?:everything |it |all |training )?(?:works|is working|runs|worked)\b"
                            r"|\b(?:works?|worked|running|runs) (?:fine|perfectly|well) now\b|\bworks now\b"
                            r"|\b(?:fixed|solved|resolved) (?:it|the (?:issue|problem|error))\b"),
         ("work", "runs", "fixed", "solved", "resolved")),
        ("failure_words", (r"\b(?:lead(?:s|ing)? to|get(?:ting)?|got|gives?|gave|throws?|threw|raises?|facing"
                           r"|encounter\w*)\b[^.\n]{0,40}?\berrors?\b|\berrors? (?:occurs?|occurred|appears?)\b"
                           r"|\b(?:is|are|was|were)(?:n'?t| not) working\b|\b(?:does|do|did)(?:n'?t| not) work\b"
                           r"|\bstopped working\b"), ("error", "work")),
        # a program said to crash or not to work at all ("tensorflow crashes", "the service will likely won't work",
        # "Illegal instruction (core dumped)", "exits with code 1")
        ("breaks_said", (r"\bcrash(?:es|ed|ing)?\b|\bwo?n'?t work\b|\bwill not work\b|\bcore dumped\b"
                         r"|\bexit(?:s|ed|ing)? (?:with )?(?:code|status) [1-9]\d{0,2}\b|\bexiting [1-9]\d{0,2}\b"
                         r"|\babort(?:s|ed)\b"), ("crash", "work", "core dumped", "exit", "abort")),
        # a notebook, or an IDE that runs its own interpreter or kernel (Spyder runs an IPython kernel)
        ("jupyter", r"\bjupyter\b|ipykernel|\bnotebook\b|kernelspec|\bspyder\b|\bipynb\b",
         ("jupyter", "ipykernel", "notebook", "kernelspec", "spyder", "ipynb")),
        # an environment said activated ("conda activate tf", "I activated the conda environment")
        ("env_activated_said", (r"\b(?:conda|source|workon|pyenv)\s+activate\b"
                                r"|\bactivated?\b[^.\n]{0,40}?\benv(?:ironment)?s?\b"), ("activate",)),
        # ... and the notebook said to work ("works in jupyter notebook, but in the terminal ...")
        ("notebook_works_said", (r"\b(?:works?|worked|working|runs?|ran|fine)\b[^.\n]{0,30}?\b(?:in|on|from|with) "
                                 r"(?:the |a |my )?(?:jupyter|notebook)"
                                 r"|\b(?:in|on|from|with) (?:the |a |my )?(?:jupyter|notebook)\b[^.\n]{0,30}?"
                                 r"\b(?:works?|worked|working|runs?|ran|fine)\b"),
         ("jupyter", "notebook")),
        # an IDE that starts the program itself, with the environment it was started with (a desktop launcher's, not
        # a shell's); and a shell named beside it ("I managed to run the same program in Terminal")
        ("ide", r"\bpycharm\b|\bvs ?code\b|visual studio code|\bintellij\b|\bpydev\b",
         ("pycharm", "vscode", "vs code", "visual studio code", "intellij", "pydev")),
        # TensorFlow's module said missing in words ("I get a ModuleNotFoundError", "module not found"), or named
        # (not one of its submodules, which a TensorFlow that imported lacks, nor another module: the user's own)
        ("module_missing_said", (r"\bModuleNotFoundError\b(?!:|\s{1,80}Traceback\b)|\bmodule not found\b"
                                 r"|\bno module named ['\"`]?(?:tensorflow|keras|tf_keras)['\"`]?(?![\w.])"),
         ("modulenotfounderror", "no module named", "module not found")),
        ("shell_said", r"\b(?:terminal|command[- ]line|bash|zsh|shell)\b",
         ("terminal", "command", "bash", "zsh", "shell")),
        # servers that start the session's process themselves, with their own environment (not a login shell's)
        ("jupyterhub", r"\bjupyterhub\b|\btljh\b|littlest jupyterhub", ("jupyterhub", "tljh", "littlest")),
        ("docker_desktop", r"\bdocker[ -]desktop\b|\bdocker for (?:windows|mac)\b", ("docker",)),
        # a Linux host in words (not an image's base: "ubuntu:20.04", "an ubuntu image", "Ubuntu 20.04 based container")
        ("linux_host_said", (r"(?<![/\w:-])(?:linux|ubuntu|debian|centos|fedora|rhel)\b"
                             r"(?!\s?:\s?\d|\s?(?:\d{1,2}(?:\.\d{1,2})?)?[ -](?:based |base )?(?:images?|containers?"
                             r"|docker)\b)"),
         ("linux", "ubuntu", "debian", "centos", "fedora", "rhel")),
        # NVIDIA's container tooling named: what gives Docker (or podman, containerd) the GPU
        ("container_toolkit_named",
         r"\bnvidia[- ]container[- ](?:toolkit|runtime)\b|\bnvidia-docker2?\b|\bnvidia-ctk\b", ("nvidia",)),
        # CUDA's forward-compatibility libraries (cuda-compat) on the loader path: a libcuda not the driver's own
        ("cuda_compat_path", r"/cuda[\w.-]{0,12}/compat\b", ("/compat",)),
        # a virtual machine, whose guest sees only the CPU features the hypervisor passes (QEMU's kvm64 has no AVX)
        ("virtual_machine", (r"\bproxmox\b|\bkvm64\b|\bqemu\b|\bvirtual ?box\b|\bvmware\b|\besxi\b|\bhyper-?v\b"
                             r"|\bhypervisor vendor\b|\bvirtual machine\b|\b(?:in|on|inside) (?:an? |my |the )?vm\b"),
         ("proxmox", "kvm", "qemu", "virtualbox", "virtual box", "vmware", "esxi", "hyper", "virtual machine", "vm")),
        ("rstudio_server", r"\brstudio[- ]server\b|\brsession\b", ("rstudio", "rsession")),
        ("and_cuda", r"\[and-cuda\]", ("[and-cuda]",)),
        # an XLA_GPU device listed: list_physical_devices, device_lib (name and device_type), a session's mapping
        ("xla_gpu_only", r"(?:physical_)?device:XLA_GPU:\d|device_type:\s{0,3}[\"']XLA_GPU[\"']", ("xla_gpu",)),
        ("gpu0_named", r"(?<![\w/])(?:/?(?:device:)?gpu:0|gpu ?0)\b", ("gpu",)),
        # what points a CUDA_ERROR_UNKNOWN at nvidia-uvm: the module named; CUDA said to work only with sudo or as root,
        # or once root ran it (root's first CUDA run makes the device node); the machine put to sleep. Not sudo to
        # install, advice, a question, sudo said not to help or to work either way, nor a sleep not the machine's
        ("uvm_said", (r"(?:\bnvidia[-_]uvm\b"
                      r"|\b(?:only|unless|have to|need to|must)\b[^\n.?]{0,30}\b(?:with|as|under|using|via) "
                      r"(?:sudo|root)\b"
                      r"|(?<!n't )(?<!\bnot )(?<!\bnot even )(?<!\breally )(?<!\bnothing )(?<!\bneither )"
                      r"\b(?:works?|worked|runs|detects it)\b"
                      r"(?: fine)?(?: if I run it)? (?:with|as|under|using) (?:sudo|root)\b"
                      r"(?![^\n.?]{0,20}\b(?:and without|either|too)\b)"
                      r"|(?<!install )(?<!installed )(?<!installing )\b(?:with|as|under|using) (?:sudo|root)\b"
                      r"[^\n.?]{0,30}\b(?:it )?(?:works|worked|is detected"
                      r"|detects|runs fine|succeeds)\b"
                      r"|\b(?:after|once)\b[^\n.?]{0,20}\b(?:run|running|ran)\b[^\n.?]{0,40}\bas root\b"
                      r"|\bonly root can\b"
                      # (not a sleep denied before its verb: "I don't want to put the machine to sleep")
                      r"|(?<!\bnot )(?<!n't )(?<!n't put my )(?<!n't put the )(?<!not put my )(?<!not put the )"
                      r"(?<!never put my )(?<!never put the )(?<!n't want to put my )(?<!n't want to put the )"
                      r"\b(?:computer|laptop|machine|pc|system|notebook|workstation|desktop)\b"
                      r"(?:(?!\bnot\b|n't\b|\bnever\b)[^\n.?]){0,25}\b(?:to|into) (?:sleep|suspend|hibernat))"
                      # (sudo that installs: "with sudo pip", "with sudo apt"; a question after it)
                      r"(?! (?:apt|apt-get|pip\d?|yum|dnf|conda|docker|sh|install)\b)(?![^\n.]{0,60}\?)"),
         ("uvm", "sudo", "root", "sleep", "suspend", "hibernat")),
        # a reinforcement-learning agent's replay buffer (allocated whole when the agent starts), and dopamine's
        ("replay_buffer_named", r"\breplay[_ ]?(?:buffer|memory|capacity)\b", ("replay",)),
        ("dopamine", r"\bdopamine\b|\bWrappedReplayBuffer\b", ("dopamine", "wrappedreplaybuffer")),
        # this Linux's glibc said older than a build needs, with no version ("Tensorflow requires a newer version of
        # glibc than is available", "the libc version required by the wheel is too new", "GLIBC version problem");
        # not asked
        ("glibc_old_said", (r"(?:\b(?:requires?|required|needs?|needed|wants?) (?:a |an )?(?:newer|higher|more recent"
                            r"|later) (?:version of )?g?libc\b|\bg?libc (?:version )?(?:is |was )?too (?:old|low)\b"
                            r"|\b(?:old|older|outdated) (?:version of )?glibc\b"
                            r"|\bglibc version (?:problem|issue|error|mismatch)\b"
                            r"|\bg?libc version required by (?:the |this )?(?:wheel|binary|package|library|build)\b"
                            r"[^.\n]{0,20}\btoo (?:new|high)\b"
                            r"|\bglibc version of (?:this|the) (?:wheel|binary|package|build) is 2\.\d)"
                            r"(?![^.\n]{0,80}\?)"), ("libc",)),
        # Python's multiprocessing named, or a process said forked (Keras' use_multiprocessing=True forks its data
        # workers too): with CUDA_ERROR_NOT_INITIALIZED, a child forked after its parent started CUDA; not denied ("I
        # don't use multiprocessing")
        ("multiprocessing_named", (r"(?<!n't use )(?<!not use )(?<!n't using )(?<!not using )(?<!\bno )(?<!\bwithout )"
                                   r"\bmultiprocessing\b|\bforked (?:process|child|subprocess|worker)"
                                   r"|\buse_multiprocessing\s{0,2}=\s{0,2}True\b"),
         ("multiprocessing", "forked")),
        # TensorFlow built with bazel, said to fail ("bazel build fails", "building with bazel"), not refused ("I don't
        # want to build with bazel")
        ("bazel_named", (r"\bbazel (?:build\b|fail|error)|(?<!n't want to )(?<!not want to )(?<!n't )\bbuild\w{0,3} "
                         r"(?:(?:tensorflow|tf|it) )?(?:from source )?with bazel\b"), ("bazel",)),
        # a frame of pip's own code (its vendored libraries, its internals): pip itself was running
        ("pip_frame", r"[/\\]pip[/\\]_(?:vendor|internal)[/\\]", ("pip",)),
        ("after_suspend",  # the machine slept: CUDA cannot start again until nvidia_uvm is reloaded
         (r"\b(?:after|since|resum\w{0,3} from|wak\w{0,3}(?: up)? from|coming back from"
          r"|(?:a|the) (?:suspend|sleep)\w{0,3} (?:and|then) (?:resume|wake))"
          # (not the code's own pause: "after sleep(1) is called", "after a sleep of 10 s")
          r"\s(?:a |the |an? )?(?:system |laptop |computer |machine |pc )?(?:suspen(?:d|sion)"
          r"|sleep(?!\s?\(|\s(?:of|for) \d)|hibernat|standby"
          r"|resum\w{0,3} from (?:a |the )?(?:suspen(?:d|sion)|sleep|hibernat|standby))"
          r"|\b(?:if|when|once|whenever|after) (?:i|we|you) (?:suspend|hibernate) (?:my|the|our|this) "
          r"(?:laptop|computer|machine|pc|device|system|workstation|desktop)\b"),
         ("suspend", "suspension", "sleep", "hibernat", "standby", "resum")),
        # nvidia-smi said not to work, a sentence of its own ("Nvidia-smi doesn't work."): not only somewhere (a
        # container, WSL), for a reason given ("because it only has Intel graphics"), nor a later step ("fails to
        # show the processes")
        ("smi_fails_said", (r"\bnvidia-smi (?:(?:does|did|do) ?(?:not|n't) work|(?:is )?not working|fails|failed"
                            r"|is broken)(?: (?:either|too|anymore|at all))?\s{0,3}(?:[.!]|$)"),
         ("nvidia-smi",)),
        # the user's words that the NVIDIA driver stops working after a kernel update ("NVIDIA GPU driver stops
        # working after Ubuntu kernel update", "after a kernel upgrade the nvidia driver is gone")
        # ... and the driver said to work now (nvidia-smi working, a fix that worked): that loss is past
        ("driver_back_said", (r"nvidia-smi\b(?:(?!\bnot\b|n't|\bno\b|\bfail)[^.\n]){0,40}?\b(?:works?|working"
                              r"|runs? fine|shows? (?:the|my) gpu|lists? (?:the|my) gpu)\b"
                              r"|\b(?:reinstall|rebuil|fix|solv|resolv)\w{0,4}\b[^.\n]{0,60}\b(?:works?|working) "
                              r"(?:again|now|fine)\b"),
         ("nvidia-smi", "again", "now", "fine")),
        ("driver_lost_after_kernel_update",
         (r"\bnvidia\b[\w -]{0,30}?\bdrivers?\b[\w ]{0,20}?\b(?:stops|stopped) working\b[^.\n]{0,40}?\bafter\b"
          r"[^.\n]{0,20}?\bkernel (?:update|upgrade)"
          r"|\bafter\b[^.\n]{0,20}?\bkernel (?:update|upgrade)s?\b(?:[^.\n]|\.\d){0,40}?\bnvidia\b[\w -]{0,30}?"
          r"\bdrivers?\b"
          r"[\w ]{0,20}?\b(?:(?:stops|stopped) working|(?:is|was|gets|got) (?:lost|broken|gone|not loaded))"
          r"|\bkernel (?:update|upgrade)s? (?:broke|breaks|killed) (?:my |the )?nvidia"
          # the words that after updating the kernel the user can no longer get the driver to work; a title (the
          # line's start) of NVIDIA problems with the latest kernel, not asked, denied or contrasted (", but ...")
          # (neither advice, "If, after ... you cannot", nor a line said solved or fixed anywhere)
          r"|^(?![^\n]*\b(?:solved|fixed|resolved)\b)[^\n]*?(?<!\bif )(?<!\bwhen )(?<!\bif, )(?<!\bwhen, )"
          r"\bafter (?:updating|upgrading) (?:the |my )?kernel\b(?:[^.\n]|\.\d){0,30}?(?<!\byou )"
          r"\b(?:no longer|can ?not|can't|couldn't) (?:get|make|load|start) the nvidia drivers?(?!')"
          r"(?: to (?:work|load|run))?\b(?![^\n]*\b(?:but|last year)\b)"
          r"|^(?![^\n]*\b(?:solved|fixed|resolved)\b)\W{0,4}nvidia (?:driver )?problems? with (?:the )?"
          r"(?:latest|new|newest) kernel\b(?![^\n]*(?:\?|\bbut\b))"),
         ("kernel update", "kernel upgrade", "updating the kernel", "upgrading the kernel", "updating my kernel",
          "upgrading my kernel", "updating kernel", "upgrading kernel", "latest kernel", "new kernel",
          "newest kernel")),
        ("cuda_start_failed_said",  # the user's words for CUDA failing to start
         (r"\bcuda\b[\w ]{0,20}\bfail\w{0,3} to (?:initiali[sz]e|start|init)\b|\bunknown[ _]error\b"
          r"|\bno cuda-capable device\b|\bgpu (?:is )?(?:not|no longer) (?:detected|available|found|usable)"
          r"|\b(?:cuda|gpu)\b[\w ]{0,60}\bstop(?:s|ped)? working\b"),
         ("fail", "unknown", "cuda-capable", "gpu")),
        ("host_ram_exhausted",  # the machine's RAM ran out: Python's MemoryError, the kernel's OOM killer
         (r"^\s{0,8}Killed\s*$|\bMemoryError\b|std::bad_alloc|\b(?:got|was|gets|is|been) (?:oom[- ])?killed\b"
          r"|Out of memory: Kill(?:ed)? process|\boom-kill"),
         ("killed", "memoryerror", "bad_alloc", "out of memory: kill", "oom-kill")),
        # the shell's word for a process SIGKILL stopped, alone on its line (the kernel's OOM killer, most often;
        # host_ram_exhausted's first alternative, kept apart for the readings that need the bare line)
        ("killed_line", r"^\s{0,8}Killed\s*$", ("killed",)),
        # ... where another reason is shown: a scheduler's time limit, a timeout's KILL (and _read_installing: pip or
        # a build running when it came)
        ("killed_elsewhere", r"\bDUE TO TIME LIMIT\b|\btimeout (?:-s ?|--signal[= ])(?:SIG)?(?:KILL|9)\b",
         ("time limit", "timeout")),
        # a worker killed by a signal (gunicorn's "Worker (pid:2977) was sent SIGKILL! Perhaps out of memory?", which
        # it prints for any SIGKILL, its own WORKER TIMEOUT's too; a pod's after its grace period): not the GPU's
        # memory, and not decided to be the RAM's
        ("sigkill_said", r"\bwas sent SIGKILL\b", ("sigkill",)),
        # cuda_diagnostics.cc's block, which TensorFlow prints only after cuInit failed (tf_log_messages.md 2.2)
        ("cuinit_diagnostics", (r"retrieving CUDA diagnostic information for host|kernel version seems to match DSO"
                                r"|kernel reported version is"),
         ("retrieving cuda diagnostic", "seems to match dso", "kernel reported version")),
        # nvidia-smi's table: a GPU-Util cell, then the compute mode TensorFlow cannot create its context in
        ("compute_mode_blocking", r"\d{1,3} ?%\s{1,12}(?:E\. Thread|Prohibited)\s{0,6}\|", ("e. thread", "prohibited")),
        ("hang_words", r"\b(?:stuck|hangs?|hanging|hung|freez(?:es|ing|e)|froze|deadlock\w*)\b",
         ("stuck", "hang", "hung", "freez", "froze", "deadlock")),
        # NCCL named as what runs the collective (its log, its API, nccl-tests' all_reduce_perf, its variables set
        # for the run: NCCL_DEBUG=INFO, NCCL_P2P_DISABLE=0), or the GPUs said bridged by NVLink or not (the path a
        # collective takes); not NVLink otherwise: the nvidia-nvlink module every driver loads ("Nvlink Core is being
        # initialized" in dmesg), CUDA's device linker ("ptxas/nvlink")
        # (and nccl-tests' binaries: "all_gather_perf", "alltoall_perf", the old ones by their folder,
        # "single/all_gather_test"; and MirroredStrategy said to hang on several GPUs, whose all-reduce between them
        # is NCCL's)
        ("nccl_named", (r"(?<![\w-])nccl(?:AllReduce|AllGather|CommInit\w{0,8}|[-_]tests)?\b"
                        r"|\b(?:all_reduce|all_gather|reduce_scatter|broadcast|alltoall|sendrecv|reduce|gather|scatter"
                        r"|hypercube)_perf\b|\b(?:single|mpi|build)/\w{1,20}_test\b"
                        r"|\bMirroredStrategy\b(?=[^\n]{0,200}(?:\b(?:[2-8]|two|four|eight|multiple|several)\sgpus\b"
                        r"|\bgpu (?:combination|combo|pair)s?\b))"
                        r"[^.\n]{0,120}?\b(?:freez\w{0,3}|hangs?|hanging|hung|stuck)\b"
                        r"|(?<![\w-])NCCL_[A-Z0-9_]{2,30} ?=|\bnvlink[- ]bridge"
                        r"|\b(?:bridged|connected|linked|paired|no|not|without|non)\b[^.\n/]{0,30}(?<![\w/-])nvlink\b"),
         ("nccl", "_perf", "single/", "mpi/", "build/", "mirroredstrategy", "nvlink")),
        # CUDA's samples that test peer-to-peer copies between the GPUs (by name, misspelt too) said in the same line to
        # hang ("p2pBandwithLatencyTest gives me the following output and then hangs"; not a build of them that hangs,
        # nor one that finished)
        ("p2p_test_hangs", (r"(?<![A-Za-z0-9])(?:p2pBandwi?d?thLatencyTest|simpleP2P)(?![A-Za-z0-9])"
                            r"(?:(?!\b(?:build|compil|link|finish|complet"
                            r"|fine|works?\b)).){0,120}\b(?:hangs?|hung|hanging|stuck|freez(?:es|ing|e)|froze)\b"),
         ("p2pbandw", "simplep2p")),
        # NCCL anywhere in the paste (its library in a trace, its functions, its log): what a SIGBUS beside it points
        # at; not its pip wheel (nvidia-nccl-cu12), which tensorflow[and-cuda] and torch listings have, used or not
        ("nccl_any", r"(?<!nvidia-)(?<!nvidia_)nccl(?![-_]cu\d)", ("nccl",)),
        # NCCL_P2P_DISABLE=1 said to have made it work ("did workaround", "resolves the deadlock"), not to have failed
        # (or said after: "I confirmed that the model works by setting the variable NCCL_P2P_DISABLE =1")
        ("p2p_disable_helped", (r"NCCL_P2P_DISABLE ?= ?1\b(?:(?!\bnot\b|n't|\bno\b)[^.\n]){0,80}?\b(?:work\w{0,6}"
                                r"|resolv\w{1,3}|fix\w{0,3}|solv\w{1,3}|help\w{0,3})\b"
                                r"|(?<!n't )(?<!not )\b(?:works?|worked|runs?|ran|trains?)\b (?:fine |again |well )?"
                                r"(?:by|after|when|with) (?:setting |exporting )?(?:the (?:variable |environment "
                                r"variable |env )?)?`?NCCL_P2P_DISABLE ?= ?1\b"),
         ("nccl_p2p_disable",)),
        # all of the GPU's memory said taken ("Rasa takes all available GPU memory", "it loads up TensorFlow, which
        # goes on to hog all available GPU memory", "allocate the full GPU memory to the first deployed model"): what
        # TensorFlow's pre-allocation does; not denied ("it doesn't take all the GPU memory")
        ("all_memory_said", (r"(?<!n't )(?<!not )\b(?:takes?|taking|took|hog(?:s|ged|ging)?|occup(?:y|ies|ied|ying)"
                             r"|grab(?:s|bed|bing)?|allocat(?:e|es|ed|ing)|consum(?:e|es|ed|ing)|eats?|eating|ate"
                             r"|reserv(?:e|es|ed|ing)|fill(?:s|ed|ing)?|uses?|used|using|block(?:s|ed|ing)?)(?: up)? "
                             r"(?:all|almost all|nearly all|the (?:full|whole|entire|complete)) (?:of )?"
                             r"(?:the |my |our )?(?:available |free |remaining )?(?:gpu|vram|graphics card|video card)"
                             r"(?:'s)? memory\b"
                             r"|\b(?:all|the (?:full|whole|entire)) (?:of )?(?:the )?(?:available )?gpu memory "
                             r"(?:is|are|was|were|gets?|got) (?:being )?(?:fully |completely )?(?:occupied|taken"
                             r"|allocated|used|reserved|consumed|grabbed|hogged)\b"),
         ("memory",)),
        # ... but wanted or asked for ("how can I make tensorflow use all of the GPU memory?", "can tensorflow use
        # all of my GPU memory?"); not asked to stop ("how can I stop tensorflow from taking all the GPU memory?"),
        # nor unwanted ("I don't want to allocate the full GPU memory to the first deployed model")
        ("all_memory_wanted", (r"\b(?:how (?:can|do|could|would|should|to)|is there a way to|is it possible to"
                               r"|(?:can|could) (?:i|we|you|tensorflow|tf|keras|it)|(?<!n't )(?<!not )(?:want|wish"
                               r"|would like))\b"
                               r"(?:(?!\b(?:stop|prevent|avoid|not|limit|restrict|keep|from|without)\b|n't)[^.?\n])"
                               r"{0,40}?\b(?:use|take|allocate|occupy|consume|grab|reserve)\w{0,3} (?:up )?"
                               r"(?:all|the (?:full|whole|entire))\b[^.?\n]{0,30}?\b(?:gpu|vram)"),
         ("memory",)),
        # memory growth set by the program (the option, its 2.x call, the variable): TensorFlow then maps what it uses
        ("growth_set", (r"\ballow_growth\s?=\s?True\b|\bset_memory_growth\([^)\n]{0,80}\bTrue\s?\)"
                        r"|\bTF_FORCE_GPU_ALLOW_GROWTH\b['\"]?\]?\s?[=:,]\s?['\"]?true\b"
                        # or said on ("Allow Growth option is enable in the GUI", "memory growth is enabled")
                        r"|\b(?:allow|memory)[ _]growth\b(?: option)? (?:is|was) (?:already )?"
                        r"(?:enabled?|on|set to true)\b(?![^.\n]{0,60}\?)"),
         ("allow_growth", "set_memory_growth", "allow growth", "memory growth")),
        # memory growth said to make it work ("When i set the allow_growth=True, the code works", "with memory growth
        # enabled it runs fine"); not a question, a negation, growth off, the CPU, nor a run that then fails ("runs out
        # of memory", "running the model gives the same error", "runs ok for an epoch, then crashes")
        ("growth_worked_said", (r"\b(?:when|if|with|after|once) (?:i |we )?(?:set(?:ting)?|enabl\w{1,4}|turn\w{0,3} on"
                                r"|us\w{1,4}|add\w{0,3})? ?(?:the )?(?:allow_growth(?!\s?=\s?false)(?:\s?=\s?true)?"
                                r"|memory growth)\b(?: (?:enabled|on|set))?,?"
                                r"(?:(?!\b(?:not|no|still|but|cpu|same)\b|n't)[^.?\n]){0,30}?"
                                r"\b(?:works?|worked|runs?|ran|running)\b(?! out\b| on (?:the )?cpu\b)"
                                r"(?![^.\n]{0,60}(?<!without )(?<!without any )(?<!\bno )"
                                r"\b(?:crash\w*|fail\w*|errors?|out of memory|oom|but|then)\b)"
                                r"(?![^.\n]{0,40}\?)"),
         ("allow_growth", "memory growth")),
        # memory said to be taken on GPUs the code did not choose ("allocates memory on two GPUs", "fills up memory
        # of GPU that is not selected", "several processes on the gpu 0")
        ("memory_other_gpus",
         (r"\balloc\w{0,8}\b[^.\n]{0,40}?\bmemory (?:on|at|of|in|across) (?:all|both|every|each|two|multiple|several"
          r"|the other|other)\b[^.\n]{0,12}?\bgpus?\b"
          r"|\bmemory (?:on|at|of|in) gpu ?\d{1,2},? and (?:on |at )?gpu ?\d{1,2}"
          r"|\bfill\w{0,3} up (?:the )?memory of (?:the |a )?gpus? (?:that|which) (?:is|are|was|were) not "
          r"(?:selected|used|chosen|specified|assigned)"
          r"|\b(?:us\w{1,4}|occup\w{1,6}|tak\w{1,4}|grab\w{1,5}) (?:both|all) (?:the )?gpus for (?:its )?memory"
          r"|\b(?:several|multiple|many|extra|other) (?:python )?processes (?:on|in) (?:the )?gpu ?0\b"
          # the memory of both (all) GPUs said taken in a sentence that says the code chose or uses one ("when I
          # assign the model on one gpu ... it takes up the memory of both gpus", "Both of my GTX 1080's memory are
          # being fully absorbed ..., but only one of the GPU is being used")
          rf"|\b(?:one|single|only|specific\w{{0,4}}|assign\w{{0,4}}|select\w{{0,4}})\b[^.\n]{{0,100}}?{_BOTH_MEMORY}"
          rf"|{_BOTH_MEMORY}[^.\n]{{0,100}}?\b(?:only|one|single)\b"),
         ("memory", "processes")),
        # several processes launched on one machine, one per GPU (Horovod, MPI with -np 2 or more)
        ("multi_process_launch", (r"\bhorovod(?:run)?\b|\b(?:mpirun|mpiexec)\b[^\n]{0,80}?\s-(?:np|n)\s{1,3}"
                                  r"(?:[2-9]|\d{2,4})\b"), ("horovod", "mpirun", "mpiexec")),
        # a GPU in an exclusive compute mode said to be taken by another process ("set the nvidia driver in exclusive
        # mode and one of the GPU is already used by another process")
        ("exclusive_gpu_taken", (r"\bexclusive(?:[ _-](?:process|thread))?[ _-](?:compute[ _-])?mode\b[^\n]{0,80}?"
                                 r"\b(?:already (?:used|in use|taken|busy)"
                                 r"|(?:used|taken|occupied|held) by (?:an)?other)\b"),
         ("exclusive",)),
        ("index_error", r"IndexError: list index out of range", ("indexerror",)),
        ("rank_gpu_index", r"gpus\[\s{0,2}(?:hvd\.)?local_rank\(?\)?\s{0,2}\]", ("local_rank",)),
        # each process given its own GPU by its local rank another way (TensorFlow 1.x's option, the variable)
        ("rank_pinned", (r"visible_device_list\s{0,2}=\s{0,2}str\(\s{0,2}(?:hvd\.)?local_rank\(\)"
                         r"|CUDA_VISIBLE_DEVICES=\$\{?(?:OMPI_COMM_WORLD_LOCAL_RANK|SLURM_LOCALID|LOCAL_RANK)\b"
                         # the variable set in Python from the rank (os.environ["CUDA_VISIBLE_DEVICES"] = str(...))
                         r"|CUDA_VISIBLE_DEVICES['\"]\]\s{0,2}=\s{0,2}str\(\s{0,2}(?:hvd\.)?local_rank\(\)"),
         ("visible_device_list", "cuda_visible_devices=$", "cuda_visible_devices'", 'cuda_visible_devices"')),
        # Windows Task Manager: its GPU graphs show the 3D, Copy and Video engines by default, not CUDA compute
        ("task_manager", r"\btask ?manager\b", ("task",)),
        # TensorFlow said to run on the Intel (integrated) GPU ("tensorflow is using the Intel UHD graphics instead of
        # Nvidia", "tensorflow uses the Intel one"): no CUDA build does; what shows it so is Task Manager's 3D graph
        # (TensorFlow or the run the subject: "my laptop uses the integrated graphics for the display" is no reading)
        ("igpu_use_said", (r"\b(?:tensorflow|tf|keras|it|training|the (?:model|training|program|script|code))"
                           r"(?: (?:is|was|seems to be|still|only|always))? "
                           r"(?:us(?:es|ed|ing)|runs? on|running on|utili[sz](?:es|ed|ing)) (?:the |my |an? )?"
                           r"(?:intel|integrated|internal|onboard)(?: ?\(r\))?(?: (?:uhd|hd|iris)(?: xe)?)?"
                           r"(?: ?graphics| gpu| one| card)\b"), ("intel", "integrated", "internal", "onboard")),
        # a line of code that starts CUDA in the process: TensorFlow 2 listing or using its devices, 1.x's session,
        # device_lib, PyTorch's torch.cuda queries (a CUDA_VISIBLE_DEVICES set after it changes nothing)
        ("gpu_call_line", (r"^\s{0,12}(?:>>>\s?|In \[\d{1,4}\]:\s?)?(?:with\s)?(?:[\w, \[\]]{1,60}=\s{0,3})?"
                           r"(?:print\()?(?:(?:tf|tensorflow)\.(?:config\.(?:experimental\.)?list_(?:physical|logical)"
                           r"_devices|test\.(?:is_gpu_available|gpu_device_name)|(?:compat\.v1\.)?(?:Interactive)?"
                           r"Session)\(|(?:device_lib\.)?list_local_devices\(|torch\.cuda\.(?:is_available|device_count|"
                           r"set_device|current_device)\()"),
         ("list_physical_devices", "list_logical_devices", "is_gpu_available", "gpu_device_name", "session(",
          "list_local_devices", "torch.cuda.")),
        # a framework that uses CUDA imported by a line of code (the first line of a module that may start it)
        ("framework_import_line", (r"^\s{0,12}(?:>>>\s?|In \[\d{1,4}\]:\s?)?(?:import|from)\s{1,3}"
                                   r"(?:tensorflow|torch|jax|keras|mxnet|paddle|cupy|nvidia\.dali)\w{0,20}\b"),
         ("import",)),
        # CUDA_VISIBLE_DEVICES said to have no effect where it is set ("os.environ['CUDA_VISIBLE_DEVICES'] does not
        # work", "... has no effect"), or the GPUs said to be used all the same ("the code always selects the first
        # GPU", "still runs on [0,1]")
        ("visible_ignored_said", (
            rf"{_VISIBLE_NAMED}[^\n]{{0,120}}?\b(?:(?:does|do|did|is|was)(?: not|n't)"
            r"(?: have any| take| have)? (?:work\w{0,3}|effect|respected|hono(?:u)?red)|not work\w{0,3}|no effect"
            r"|no use|(?:is |are |being |gets? )ignored|useless)\b"
            r"|\b(?:still|always)\s(?:\w{1,12}\s){0,2}?(?:use|uses|using|used|run|runs|running|ran|select|selects"
            r"|allocates?|occup(?:y|ies)|sees?|lists?|shows?)\s(?:\w{1,12}\s){0,3}?"
            # (not "all the memory": TensorFlow takes all of the chosen GPU's memory whichever GPU it is)
            # GPUs the words name ("all 4 GPUs", "both cards"), not "all the memory" (TensorFlow takes all of the chosen
            # GPU's) nor "all the info messages"
            r"(?:(?:all|every|both|the first)(?:\s(?:the|of|my|\d{1,2}|available|visible|physical|other|nvidia))*"
            r"\s(?:gpus?|devices?|cards?|of them)\b|both\b(?=\s?(?:$|[.,;!)]))|first gpu|gpu ?0\b|gpu:0\b|cuda:0\b"
            r"|\[0, ?1\])"),
         ("cuda_visible_devices", "os.environ", "still", "always")),
        # the words say it was set after the import ("I set CUDA_VISIBLE_DEVICES after importing tensorflow")
        ("visible_after_import_said", (
            rf"{_VISIBLE_NAMED}[^\n]{{0,100}}?\bafter (?:the )?(?:import(?:ing|ed)?|loading) "
            r"(?:of )?(?:tensorflow|tf|keras|torch|pytorch|jax)\b"
            r"|\bafter (?:the )?(?:import(?:ing|ed)?|loading) (?:of )?(?:tensorflow|tf|keras|torch|pytorch|jax)\b"
            rf"[^\n]{{0,100}}?{_VISIBLE_NAMED}"),
         ("after import", "after the import", "after loading")),
        # set in the shell for one command, it works there ("however `CUDA_VISIBLE_DEVICES=2 python train.py` works",
        # "CUDA_VISIBLE_DEVICES=3,4 python3 train.py, the program runs on [3,4]")
        ("visible_shell_works", (
            r"\bcuda_visible_devices=[\w,\"'-]{0,20}\s{1,3}python\w{0,3}\s"
            r"(?:(?!still|\bnot\b|n't|\balso\b|\bsame\b|\bbut\b)[^\n]){0,80}?"
            r"\b(?:works?|worked|correctly|fine|run in|runs? (?:in|on)|will use)\b"
            r"|\bhowever\b[^\n]{0,60}?\bcuda_visible_devices\s?=(?![^\n]{0,120}?(?:\bnot\b|n't|\beither\b|\bneither\b"
            r"|\bstill\b|\balso\b|\bsame\b))"),
         ("cuda_visible_devices",)),
        # CUDA_VISIBLE_DEVICES said to be set no longer ("I had ... = '-1', but I removed that line", "unset it")
        ("visible_devices_removed", (r"cuda_visible_devices[^\n]{0,120}?\b(?:removed|deleted|commented|unset|dropped"
                                     r"|took (?:it |that (?:line )?)?out|got rid of)\b"
                                     r"|\b(?:removed|deleted|commented out|unset|dropped)\b[^\n]{0,40}?"
                                     r"cuda_visible_devices"), ("cuda_visible_devices",)),
        # the user asks whether the run was on the CPU ("Did I run the model with CPU?", "is it running on the cpu?")
        # Ray's status giving its trials/tasks none of the GPUs it has ("Resources requested: 1/8 CPUs, 0/1 GPUs",
        # "Logical resource usage: 4.0/16 CPUs, 0/2 GPUs"): Ray sets CUDA_VISIBLE_DEVICES to a task's GPUs, none here
        # (not with no CPU in use either, "0/8 CPUs, 0/1 GPUs": no trial running, as in the final status)
        ("ray_gave_no_gpu", (r"\b(?:resources requested|logical resource usage): (?!0(?:\.0)?/)[\d.]+/[\d.]+ cpus, "
                             r"0(?:\.0)?/[1-9][\d.]* gpus\b"),
         ("resources requested", "logical resource usage")),
        ("cpu_run_asked", (r"\b(?:did|does|do|is|was|am|are) (?:i|it|we|my \w{1,20}|the \w{1,20}|tensorflow|tf|keras)"
                           r"(?: \w{1,20}){0,2}? (?:run|runs|running|ran|train|trains|training|trained|use|uses|using)"
                           r"\b[^.\n?]{0,30}\b(?:with|on) (?:the )?cpu\b[^.\n?]{0,20}\?"),
         ("cpu",)),
        # the user wants the CPU on purpose ("force it to run only on CPU", "how to switch tensorflow to use cpu")
        ("wants_cpu", (r"\bforc(?:e|ing)\b[^.\n?]{0,40}?\b(?:to )?(?:run|use|train)\w{0,3} (?:only )?(?:on )?"
                       r"(?:the )?cpu\b"
                       r"|\bhow (?:to|can i|do i|could i) (?:switch|force|make|get|set)\b[^.\n?]{0,40}?\b(?:to )?"
                       r"(?:use|run on|train on) (?:the )?cpu\b"
                       r"|\b(?:want(?:ed)?|prefer|need) to (?:run|use|train|try)\b[^.\n?]{0,30}?\bonly (?:on )?"
                       r"(?:the )?cpu\b"
                       # the CPU the object of a question ("how to use only the CPU with tensorflow backend ?", "can
                       # we use CPU instead of GPU?"); not the GPU asked for ("how to use the GPU instead of the CPU"),
                       # nor beside it ("why can it use the CPU but not the GPU?", "how do I use the CPU and the GPU
                       # together?")
                       r"|\b(?:how (?:to|can i|can we|do i|do we|could i)|is it possible to"
                       r"|(?<!why )(?:can|could|may) (?:i|we|one|it|you)) (?:use|run|train|infer)\w{0,3}"
                       r"(?: (?:it|this|the model|my model|the code|inference|training|just|only))*?"
                       r" (?:on |with )?(?:the )?(?:only )?cpus?\b(?:\b(?:instead of|rather than|without)"
                       r"(?: an?| the| my)? gpus?\b|(?!gpus?\b)[^.\n?]){0,40}\?"),
         ("forc", "how ", "want", "prefer", "need", "can ", "could ", "may ", "possible")),
        # the CPU package chosen, said beside its install ("pip install tensorflow (CPU only)"), or a CPU-only setup
        # followed ("I followed the cpu only instruction"): what the user installed, wanted unless the GPU is asked for
        ("cpu_setup_said", (r"\btensorflow`?\s\(cpu[- ]?only\)"
                            r"|(?<!\bnot )(?<!n't )(?<!never )\b(?:follow\w{0,3}|used|chose|did)\s(?:the\s)?cpu[- ]only"
                            r"\s(?:instructions?|setup|steps|guide|install\w{0,5}|version|build)\b"),
         ("(cpu", "cpu only", "cpu-only")),
        # the GPU wanted in words ("How can I make it train on the GPU?", "Now I want the GPU")
        ("gpu_wanted_said", (r"\b(?:make|get|let)\s(?:it|tensorflow|tf|this|my model)\s(?:to\s)?(?:train|run|use)\s"
                             r"(?:on\s)?(?:the\s|my\s)?gpu\b"
                             r"|\bwant\s(?:to\s(?:use|train on|run on)\s)?(?:the\s|my\s)?gpu\b"),
         ("gpu",)),
        ("low_gpu_util",  # the user's figure of GPU utilisation during a run (nvidia-smi's GPU-Util), under 50 %
         (r"\bgpu[- ]?(?:util(?:i[sz]ation)?|usage|load)\b[^.\n]{0,60}?(?<![\d.])[0-4]?\d(?:\.\d{1,2})? ?%"
          r"|\bonly [0-4]?\d ?% of (?:the |my )?gpu|\blow gpu[- ]?(?:usage|utili[sz]ation|util|load)\b"
          r"|\bgpu (?:usage|utili[sz]ation|util|load) (?:is |was )?"
          r"(?:spiking|very low|low|fluctuating|unstable|dropping)|\bgpu[\w ]{0,20} idle\b"
          r"|\bgpus? (?:is |are |was |being )?under-?utili[sz](?:e|ed|es|ing|ation)\b"
          # "the utilization of my GPU is extremely low", "usage of the GPU is very low"
          r"|\b(?:utili[sz]ation|usage|util|load) (?:rate )?of (?:the |my |each |all )?gpus? (?:is |are |was |stays? )?"
          r"(?:(?:extremely|very|quite|really|so|too) )?(?:low|poor|small)\b"
          # "the gpu usage is zero", "the GPU usage is all 0", "very low/non-existent GPU usage"
          r"|\bgpu[- ]?(?:usage|utili[sz]ation|util|load) (?:is |was |stays? |remains? )?"
          r"(?:almost |nearly |always |at |all |mostly )?(?:zero|nil|0(?![\d.,]\d|\d))\b"
          r"|\b(?:low|non-?existent|zero)(?:/[\w-]{2,20})? gpu[- ]?(?:usage|utili[sz]ation|util|load)\b"
          # a GPU figure said as "at" a value or a range, or as an average of one (only at 10-20 percent)
          r"|\bgpus?(?:[- ](?:average|avg))? (?:is |was |stays? |sits? |remains? )?(?:only |just |mostly |barely "
          r"|always )?(?:at|around|about) (?:only |just |about |around |~ ?)?(?<![\d.])[0-4]?\d(?:\.\d{1,2})?"
          r"(?: ?[-\u2013~] ?[0-4]?\d)? ?%"
          # the figure before the GPUs it was read on ("usage was oscillating between 0-40% on all 8 GPUs", "load
          # stays at 10% on the GPU"); not their memory's, a CPU's or a disk's
          r"|(?<!memory )(?<!ram )(?<!vram )(?<!cpu )(?<!disk )\b(?:usage|utili[sz]ation|util|load)\b[^.\n%]{0,40}?"
          r"(?<![\d.])[0-4]?\d(?:\.\d{1,2})?(?: ?[-\u2013~] ?[0-4]?\d)? ?% (?:on|of|for) (?:the |my |each |both "
          r"|all )?(?:\d{1,2} |two |four |eight )?gpus?\b"
          # "my GPU utilization, which is really too low"
          r"|\bgpu[- ]?(?:usage|utili[sz]ation|util|load)\b,? which (?:is|was) (?:(?:really|very|too|extremely|quite"
          r"|so|pretty) ){0,3}low\b"
          # the step's time said spent on the CPU beside a GPU ("with a powerful GPU, most of the time is spent in CPU")
          r"|\bmost of the (?:step )?time (?:is |was )?(?:spent )?(?:in|on) (?:the )?(?:cpu|python|data ?loading"
          r"|pre-?processing)\b"),
         ("gpu",)),
        # a utilisation said low with no device on its line ("the ultilization become low and unstable, varing from
        # 0 to 20%"): the GPU's when the paste names one (not a line about the CPU, memory, a disk or the bus)
        ("util_low_said",
         (r"(?<!cpu )(?<!cpus )(?<!memory )(?<!ram )(?<!disk )(?<!bandwidth )(?<!pcie )(?<!network )(?<!link )"
          r"\bu[lt]{1,2}ili[sz]ation\b(?! (?:rate )?of (?:the |my )?(?:cpus?|memory|ram|disk|network|bandwidth))"
          # within its own clause: not "utilization is at 95%, but memory utilization is low"
          r"(?:(?!\bbut\b|\bwhile\b|\bwhereas\b|\butili[sz]ation\b|\busage\b)[^.\n]){0,60}?"
          r"(?:(?<![\d.])[0-4]?\d(?:\.\d{1,2})? ?%|\b(?:very |quite |extremely |so |too |really )?low\b"
          r"|\bunstable\b|\bfluctuat\w{1,5}\b|\bdrops?\b|\bdropping\b)"),
         ("ilization", "ilisation")),
        # the GPU near idle in the user's figures or words ("0%", "2-5% at max. of the GPU", "GPU usage is nothing")
        ("gpu_idle",
         (r"\bgpus?[- ]?(?:util(?:i[sz]ation)?|usage|load|use|utility)?\b[^.\n%]{0,50}?(?<![\d.-])[0-5]"
          r"(?:\.\d{1,2})?(?: ?[-\u2013~] ?[0-9])? ?%"
          r"|(?<![\d.-])[0-5](?: ?[-\u2013~] ?[0-9])? ?% (?:at (?:max|most)\.? )?of (?:the |my )?gpu\b"
          # the figure before the words ("shows 0% GPU utilization", "1% GPU usage")
          r"|(?<![\d.-])[0-5](?:\.\d{1,2})? ?% gpu[- ]?(?:util(?:i[sz]ation)?|usage|load)\b"
          # "GPU usage is nothing", "the GPU usage is all 0" (a figure with no unit: zero is zero)
          r"|\bgpu[- ]?(?:usage|utili[sz]ation|util|load) (?:is |was |stays? |remains? )?(?:almost |nearly |always "
          r"|at |basically |all |mostly )?(?:zero|nil|nothing|none|0(?![\d.,]\d|\d))\b"),
         ("gpu",)),
        # the CPU busy in the user's figures or words ("CPU usage 100%", "maxed out on CPU usage", "cpu cost 2000%")
        ("cpu_busy_said",
         (r"\bcpus?\b[^.\n%]{0,30}?(?:(?<![\d.])(?:9\d|100|[1-9]\d{2,3})(?:\.\d)? ?%|\bmax(?:ed|ing)?\b"
          r"|\b(?:very |extremely |really |so |too )?high\b|\bfully (?:used|loaded|utili[sz]ed)\b|\bcooked\b"
          r"|\b(?:are|is|all|very|fully) busy\b)"
          r"|\bmax(?:ed|ing)? out (?:on )?(?:the |my )?(?:all )?cpu"
          # the figure before the device ("consuming 100% of a single CPU core")
          r"|(?<![\d.])(?:9\d|100) ?% of (?:a |one |the |my |each )?(?:single )?cpu\b"),
         ("cpu",)),
        # the words say TensorFlow runs on the CPU, not the GPU ("it is using CPU", "use cpu not gpu", "it still
        # running on CPU", "does not use the GPU"); not an ability or a wish ("it can run on CPU", "to run on CPU")
        ("runs_on_cpu_said",
         # nor a comparison ("I run on cpu and gpu separately", "faster when running on CPU than on GPU")
         (r"(?<!can )(?<!could )(?<!to )(?<!will )(?<!would )(?<!should )(?<!also )(?<!when )(?<!if )(?<!while )"
          r"\b(?:runs?|running|ran|train(?:s|ed|ing)?|execut(?:es|ed|ing)|computes?|computing) (?:only |still |just "
          r"|mainly |mostly |primarily |entirely |always )?on (?:the |my )?cpu\b(?! (?:only |version|build|package"
          r"|machine))(?! ?(?:(?:and|or|vs|versus|than)\b|[&/]))"
          # (or against a GPU that is there: "utilizes cpu inspite of being connected to gpu", "despite having a GPU")
          r"|\b(?:us(?:e|es|ing)|utili[sz](?:e|es|ing)) (?:the |my |only )?cpu (?:instead of|rather than|not|and not"
          r"|in ?spite of|despite) (?:(?:being |having |a |the |my )?(?:connected to |an? |the |my )?)?gpu"
          r"|\b(?:only|just|primarily|mainly|mostly) (?:us(?:e|es|ing)|utili[sz](?:e|es|ing)) (?:the |my )?cpu\b"
          r"|\b(?:is|it's|am|are|was|be) (?:still |only )?using (?:the |my )?cpu\b"
          # not an inability ("can not use my GPU", "couldn't use the GPU"): the GPU not found, for any reason
          r"|(?:(?<!can )(?<!could )(?<!unable to )\bnot|(?<!ca)(?<!could)n't|\bnever) (?:be(?:ing)? )?"
          r"(?:us(?:e|es|ed|ing)|utili[sz](?:e|es|ed|ing)) (?:the |my |any |a )?"
          rf"(?:nvidia |dedicated |discrete )?(?:gpus?|{_CARD_SAID})\b"
          rf"|\b(?:gpus?|{_CARD_SAID}) (?:is |are |was |were )?(?:not|n't|never) (?:being )?(?:used|utili[sz]ed)\b"
          # asked how to move it off the CPU: it runs there now ("how can I train using tensorflow gpu instead of cpu?")
          r"|\bhow (?:can|do|to|should|could) (?:i |we |you )?(?:[\w-]+ ){0,4}?(?:the |my )?(?:tensorflow[- ])?gpu "
          r"(?:instead of|rather than) (?:the |my )?cpu\b"),
         ("cpu", "gpu", "gtx", "rtx", "titan", "quadro", "tesla", "graphics card", "video card")),
        # the GPU busy in the user's figures: 50% or more ("the GPU is at 70% load", "GPU being used around 80%")
        ("gpu_busy_said", r"\bgpus?\b[^.\n%]{0,40}?(?<![\d.])(?:[5-9]\d|100)(?:\.\d{1,2})? ?%", ("gpu",)),
        # the GPU's memory said taken ("vram is full", "GPU memory is fully used", "memory usage is high", "dumped
        # 8G data into GPU", "GPU内存用了4G"): TensorFlow allocated it, so it runs on the GPU
        ("gpu_memory_used_said",
         (r"\bvram (?:is |was )?(?:\w+ )?(?:full|used up|maxed)\b"
          r"|\bgpu(?:'s)? memory (?:usage |use )?(?:is |was |gets? )?(?:almost |nearly |fully |completely )?"
          r"(?:full|high|used|occupied|allocated|taken|maxed)\b"
          r"|\bmemory[- ]usage (?:is |was )?(?:very |really )?high\b"
          r"|\b(?:dumped|loaded|allocated|occupie[sd]|takes?|taking) (?:about |almost |nearly )?\d{1,3}(?:\.\d)? ?gi?b?"
          r" (?:of )?(?:data |memory )?(?:in|into|on|of) (?:the )?gpu"
          r"|(?:显存|gpu ?内存)(?:已|几乎全部|全部)?(?:占满|满了|用了|占用)"),
         ("vram", "memory", "gpu", "显存", "内存")),
        # TensorFlow taken from a GPU image (TensorFlow's own, NVIDIA's NGC, or "installed from: docker image"): the
        # image brings the CUDA its TensorFlow was built with, so a CUDA version said beside it is the host's
        ("tf_from_image", (r"\binstalled from\b[^\n]{0,60}\bdocker\b|\btensorflow/tensorflow:[\w.-]{0,40}gpu"
                           r"|\bnvcr\.io/nvidia/tensorflow:"),
         ("installed from", "tensorflow/tensorflow:", "nvcr.io/nvidia/tensorflow")),
        # the input itself said slow: its batches take long to make ("It takes too much time to generate batches",
        # "high batch generation times"), or it is called the bottleneck ("the data loading is the bottleneck")
        # (a sentence whose first clause does not doubt, refute or tell the past: "I don't think the data loading is
        # the bottleneck", "I thought ...", "previously the data loading was very slow but ... it's fine now")
        ("input_slow_said",
         (r"(?:^|[.!?;]\s)(?![^.!?,;\n]*\b(?:don'?t think|do not think|not sure|i thought|previously|used to|fine now"
          r"|now fine|fixed|solved|resolved|start-?up|before (?:the )?(?:training|fit|first epoch))\b)[^.!?\n]*?"
          r"(?:\b(?:takes?|took|taking|spends?|spent|needs?)\b[^.!?\n]{0,30}\b(?:time|long|seconds|minutes)\b"
          r"[^.!?\n]{0,10}"
          r"\bto (?:generate|load|prepare|read|create|produce|fetch|make) (?:the |new |each |a |every |all )?"
          r"(?:batch(?:es)?|samples?|queue)\b"
          r"|\b(?:batch|data|input) (?:generation|loading|feeding|preparation|pipeline)(?: times?)? "
          r"(?:is |are |was |were )?(?:too |very |so |extremely |really )?(?:slow|long)\b"
          r"|\b(?:high|long|slow) (?:batch|data) (?:generation|loading) times?\b"
          r"|\b(?:data ?loader|input pipeline|data (?:loading|pipeline)|batch generation|(?:data ?)?feeder)\b"
          r"[^.!?\n]{0,30}\b(?:is|was|being|seems to be) (?:the |a )?bottleneck\b)(?![^.!?\n]{0,60}\?)"),
         ("time", "long", "slow", "bottleneck", "minutes", "seconds")),
        ("input_pipeline",  # what feeds a training loop from Python or from tf.data
         (r"ImageDataGenerator|fit_generator|flow_from_(?:directory|dataframe)|keras\.utils\.Sequence|\(Sequence\)"
          r"|feed_dict|from_generator|py_function|\bgenerat(?:or|e_arrays)|data feeding|input (?:pipeline|generator)"
          r"|\btf\.data\b|use_multiprocessing|\bworkers ?=|pre-?fetch|num_parallel_calls|input_fn\b|TFRecord"
          # a feeder thread filling a queue of batches (Tacotron's datafeeder.py)
          r"|\b(?:data ?)?feeder\b|\bqueue of data\b|\bdata queue\b"
          r"|\bdata ?(?:loader|loading|flow)\b|\b(?:load|read)(?:ing)? (?:the |remote |\w+ )?data\b"
          r"|\bdata (?:pre-?processing|preparation|augmentation)\b"
          r"|\bwait(?:s|ing)? (?:on|for) (?:the )?(?:cpu|data|input)"
          # a loader's worker count (num_workers), the CPU reading or decoding the samples
          r"|\bnum_workers\b|\b(?:load|read|decod)(?:s|ing) (?:the |all )?(?:images?|files?|samples?|batches|audio)\b"
          # the data set read from a slow disk or loaded as it trains
          r"|\b(?:load|read)(?:s|ing)? (?:the |my )?data ?sets?\b"
          r"|\bdata (?:is |are )?(?:stored )?on (?:an? )?(?:hdd|hard (?:disk|drive)|network)"
          r"|\bstore the data is hdd\b|\bfrom (?:an? )?(?:hdd|hard (?:disk|drive))\b"
          r"|\b(?:cpu|host)[- ]side (?:augmentation|pre-?processing|computation)"
          # the user's diagnosis: a bottleneck in the data, the input, Python or the CPU ("a bottleneck in Python
          # processing", "the data loading is the bottleneck", "CPU bottleneck")
          r"|\bbottle-?necks? (?:is |was )?(?:in|at|on) (?:the )?(?:python|cpu|data|input|pre-?processing|i/?o)\b"
          r"|\b(?:cpu|data|input|python|i/?o|pre-?processing|loading|loader|generator)[- ]bottle-?necks?\b"
          r"|\b(?:data ?loading|input|pre-?processing|(?:the )?generator) (?:is|was|becomes?) (?:the |a )?"
          r"bottle-?neck"),
         ("bottle", "imagedatagenerator", "fit_generator", "flow_from", "sequence", "feed_dict", "from_generator",
          "py_function", "generat", "data feeding", "input pipeline", "input generator", "tf.data",
          "use_multiprocessing", "workers", "fetch", "num_parallel_calls", "input_fn", "tfrecord", "data", "dataflow",
          "wait", "load", "read", "decod", "side", "hdd", "hard ", "feeder", "queue")),
        # a faster input said to have made training faster: the user's own measurement that it waited for its input
        # ("I converted the dataset into a TFRecordDataset ... The resulting pipeline was much faster", "copy all the
        # data from hdd to ssd partition, the training speed increased to more than twice")
        ("faster_input_said", (r"\b(?:convert|switch|mov|chang|cop(?:y|ie)|load|put|cach|prefetch|pre-?load|stor"
                               r"|rewr[io]t|us)\w{0,4}\b[^\n]{0,80}?\b(?:tf ?records?|tfrecorddataset|tf\.data|ssd"
                               r"|(?:the |into |in |to )(?:ram|memory)|prefetch(?:ing)?|num_parallel_calls|more workers"
                               # no negation or question on the way ("isn't any faster", "didn't get faster", "would
                               # moving the data to an SSD make training faster?")
                               r"|use_multiprocessing)\b(?:(?!\bnot\b|n't\b|\bno\b|\bnever\b|\bwould\b|\bwill\b)"
                               r"[^\n?]){0,120}?\b(?:much |a lot |far "
                               r"|\d{1,3} ?(?:x|times) |significantly |twice as )?(?:faster|quicker|speed(?:s|ed)? up"
                               r"|speed (?:has )?increased|(?:training )?speed (?:\w+ ){0,2}increased)\b"
                               r"(?![^.!\n]{0,80}\?)"
                               # slow, then fast with the data in memory ("trains ridiculously slower if the `flow from
                               # directory` is used. If ndarray of input and output is loaded to RAM it runs very fast")
                               r"|\bslow\w{0,3}\b[^\n]{0,160}?\b(?:load|put|cop(?:y|ie)|stor|cach)\w{0,4}\b[^\n]{0,60}?"
                               r"\b(?:into|in|to) (?:the )?(?:ram|memory)\b(?:(?!\bnot\b|n't\b|\bno\b)[^\n?]){0,40}?"
                               r"\b(?:runs?|trains?|training is|it is|it's) (?:very |really |much |quite |super |so )?"
                               r"fast\b"),
         ("fast", "quicker", "speed")),
        # training in the user's words: what low GPU utilisation is measured during
        # (and the words for training in Chinese, Japanese, Korean and Russian: 训练, 訓練, 学習, 학습, обучени)
        ("training_said", r"\btrain(?:s|ed|ing)?\b|\bepochs?\b|\bfit(?:_generator)?\(|训练|訓練|学習|학습|обучени",
         ("train", "epoch", "fit", "训练", "訓練", "学習", "학습", "обучени")),
        # the user says the run goes on regardless ("the script runs fine", "continues as normal without fault")
        ("runs_fine_said", (r"(?<!n't )(?<!not )\b(?:runs?|running|works?|working|worked|completes?|completed"
                            r"|continues?|continued|finish(?:es|ed)?|trains?)\b[^.\n]{0,25}?\b(?:fine|normally|as "
                            r"(?:normal|expected|usual)|without (?:any )?(?:fault|error|problem|issue)s?)\b"),
         ("fine", "normal", "expected", "usual", "without")),
        # ... and said of another place, not of the failing run ("it works fine when training on cpu", "works fine on
        # local"): the run that fails does not go on
        ("runs_fine_elsewhere", (r"(?<!n't )(?<!not )\b(?:runs?|running|works?|working|worked|trains?)\b"
                                 r"[^.\n]{0,25}?\bfine\b[^.\n]{0,30}?\b(?:on (?:the |a )?cpu|locally|on local\b"
                                 r"|on my (?:local |own )?(?:machine|laptop|pc|computer|desktop))"), ("fine",)),
        # Keras' own symbolic values (its KerasTensor, "Cannot convert a symbolic Keras input/output to a numpy array")
        ("keras_symbolic_said", r"\bsymbolic Keras input/output\b|\bKerasTensor\b", ("symbolic keras", "kerastensor")),
        # one GPU shared among Kubernetes pods: the device plugin's time-slicing (said of GPUs, pods or the plugin, not
        # of data), Alibaba's gpushare scheduler (its aliyun.com/gpu-mem resource); not MPS, whose clients can be capped
        ("gpu_shared_pods", (r"\btime[- ]?slic\w{0,4}\b[^\n]{0,80}?\b(?:gpus?|nvidia|replicas|device[- ]plugin|pods?)\b"
                             r"|\b(?:gpus?|nvidia|device[- ]plugin|pods?)\b[^\n]{0,80}?\btime[- ]?slic"
                             r"|\bgpushare\b|\baliyun\.com/gpu-mem\b|\bnvidia\.com/gpu\.shared\b"),
         ("slic", "gpushare", "gpu-mem", "gpu.shared")),
        # a Linux whose cuDNN is no apt package: an RPM distribution, or a cluster's environment modules
        ("cudnn_not_apt", (r"\b(?:centos|rhel|red ?hat|rocky ?linux|alma ?linux|fedora|opensuse|sles)\b"
                           r"|\bmodule (?:load|add)\b|\b(?:yum|dnf|zypper) install\b"),
         ("centos", "rhel", "red", "rocky", "alma", "fedora", "suse", "sles", "module", "install")),
        # pods said to run together (what a shared GPU fails on), or one said to run alone
        ("pods_together_said", (rf"\b{_TOGETHER}\b[^.\n]{{0,40}}?\b{_PODS}\b|\b{_PODS}\b[^.\n]{{0,40}}?\b{_TOGETHER}\b"
                                r"|\bboth (?:pods|deployments)\b"),
         ("concurrent", "simultaneous", "same time", "parallel", "together", "both")),
        # NVIDIA's device plugin going on after its NVML notice with a Tegra board's backend (not "non-Tegra")
        ("device_plugin_started", r"\bDetected Tegra platform", ("tegra platform",)),
        # a pod (or the job) said to fail alone, with nothing beside it
        ("pod_alone_said", (r"\b(?:fails?|failing|crash\w{0,3}|segfault\w{0,3}|dies)\b[^.;,\n]{0,60}?"
                            r"\b(?:alone|only pod|on its own)\b"
                            r"|\beven (?:when|if|with) [^.\n]{0,40}?\b(?:only pod|alone)\b"),
         ("alone", "only pod", "on its own")),
        # a Keras model method TensorFlow 2.6's Keras removed, called in the code (scikit-learn's and scikeras'
        # classifiers keep predict_proba: only a model's call of it), and the replacement for it already in use
        ("keras_predict_classes", r"\.predict_classes\(", ("predict_classes",)),
        ("keras_predict_proba", r"\bmodel\.predict_proba\(", ("predict_proba",)),
        # another library's classifiers, which keep predict_proba (scikit-learn's, XGBoost's, LightGBM's, scikeras')
        ("sklearn_classifier", r"\b(?:sklearn|scikit-learn|scikeras|xgboost|lightgbm)\b|\b\w{0,30}Classifier\(",
         ("sklearn", "scikit", "scikeras", "xgboost", "lightgbm", "classifier(")),
        ("argmax_predict_used", r"\bargmax\(\s{0,2}\w{1,30}\.predict\(", ("argmax",)),
        # a NotImplementedError whose message the paste does not show (IPython's header, a logger's "<class
        # 'NotImplementedError'>", the type alone), and one whose message it shows
        ("not_implemented_bare", r"\bNotImplementedError\b(?![ \t]*:[ \t]*\S)", ("notimplementederror",)),
        ("not_implemented_said", r"\bNotImplementedError[ \t]*:[ \t]*\S", ("notimplementederror",)),
        # (a bare raise: a layer's own, or the code's; not TensorFlow's `raise NotImplementedError(` of a message)
        ("not_implemented_raised", r"\braise NotImplementedError(?:\(\s*\))?[ \t]*$", ("raise notimplementederror",)),
        # a Keras recurrent layer built in the code shown ("model.add(LSTM(10, ...))", "Bidirectional(gru, ...)")
        ("rnn_layer_built", r"\b(?:LSTM|GRU|SimpleRNN|Bidirectional|CuDNN(?:LSTM|GRU))\(",
         ("lstm(", "gru(", "rnn(", "bidirectional(")),
        # dyld's "Referenced from:" line, and TensorFlow's own library named there
        ("dyld_referenced", r"\bReferenced from: ", ("referenced from",)),
        ("dyld_referenced_tf", r"\bReferenced from: [^\n]{0,300}[/\\]tensorflow(?:_core)?[/\\]", ("referenced from",)),
        # a kernel registered or chosen for the notebook ("python -m ipykernel install --name tf2", "(kernel tf2)")
        ("kernel_registered", r"\bipykernel install\b|\b(?:select|chose|choose|switch)\w{0,3} (?:the |a |my )?kernel\b",
         ("ipykernel install", "kernel")),
        # the output said right despite the error ("I got CUDA_ERROR_OUT_OF_MEMORY, but the results is correct")
        ("results_right_said", (r"\bbut (?:the |my |all )?(?:results?|outputs?|predictions?) (?:is|are|was|were|seems?"
                                r"|looks?) (?:still |all )?(?:correct|right|fine|ok|good)\b"
                                r"(?![^.\n]{0,30}\b(?:on|with|only|in|for|when|if)\b)"),
         ("correct", "right", "fine", "ok", "good")),
        # the run said to complete ("the run completes in 2h05min", "the job still finishes"), not that it does not
        ("run_completed_said", (r"(?<!n't )(?<!not )\b(?:run|job|pipeline|training|program|script)s? (?:still |always "
                                r"|then )?(?:completes?|completed|finish(?:es|ed)|succeeds?|succeeded)\b"),
         ("complet", "finish", "succe")),
        # ... but only as a time ("crashes before the training completes", "wait until the job finishes"), or with
        # the failure after it ("the script finished with an error", "the training finishes but runs on the CPU")
        ("run_completed_doubted", (r"\b(?:before|until|till|unless|if|when|once|whether) (?:the |my |a |this |our "
                                   r"|each |every )?(?:run|job|pipeline|training|program|script)s? (?:\w{1,12} )?"
                                   r"(?:completes?|completed|finish(?:es|ed)?|succeeds?|succeeded)\b"
                                   r"|\b(?:completes?|completed|finish(?:es|ed)|succeeds?|succeeded)\b[^.\n]{0,40}?"
                                   r"\b(?:errors?|fail\w{0,4}|crash\w{0,4}|exception|abort\w{0,4}|killed|non-?zero"
                                   r"|exit (?:code|status) [1-9]|on the cpu|cpu only|without (?:the |a |using the )?gpu"
                                   r"|not (?:on |use |using )?the gpu)\b"),
         ("complet", "finish", "succe")),
        # out of GPU memory in words, without TensorFlow's own lines ("OOM even with batch size 1", "fails to
        # allocate GPU memory", "out memory"); not the machine's RAM (host_ram_exhausted)
        # (not an out-of-memory said avoided: "set_memory_growth to avoid OOM errors")
        # (also the GPU's memory said run out in other languages: 显存溢出, 爆显存, GPUメモリ不足, GPU 메모리 부족,
        # не хватает видеопамяти; not a word for memory alone, which may be the machine's RAM)
        ("oom_said", (r"(?:显存|顯存|gpu ?(?:内存|記憶體))(?:\s?(?:已经|又)?(?:溢出|不足|不够|不夠|爆了|炸了))"
                      r"|爆显存|显存爆|(?:gpu|vram|ビデオ)\s?の?メモリ(?:が|は)?\s?(?:不足|足りな)"
                      r"|(?:gpu|vram|그래픽 ?카드) ?메모리(?:가)? ?부족"
                      r"|(?:не хватает|нехватка|недостаточно|закончилась) (?:видеопамяти|памяти (?:gpu|видеокарты))"
                      r"|(?=[ofnr])(?<!avoid )(?<!avoiding )(?<!avoid an )(?<!avoid the )(?<!prevent )(?<!preventing )"
                      r"(?<!prevent an )(?<!prevent the )(?:\boom\b"
                      r"|\bout[- ]of[- ](?:gpu |cuda |video |device )?memory\b|(?<![a-z])out memory\b"
                      r"|\bran out of (?:gpu |cuda |video )?memory\b"
                      r"|\brun(?:s|ning)? out of (?:gpu |cuda |video )?memory"
                      r"|\bfail(?:s|ed|ing|ure)? (?:to )?allocat\w{1,4} (?:gpu |cuda |device )?memory\b"
                      r"|\bnot enough (?:gpu |cuda |video )?memory\b|\bresource ?exhausted)"
                      # not a hypothetical ("out of memory can happen with big batches, but mine runs")
                      r"(?![^.\n]{0,20}\b(?:can|could|may|might|would|will) (?:happen|occur)\b)"),
         ("oom", "out of", "out-of", "out memory", "ran out", "running out", "runs out", "run out", "allocat",
          "not enough", "exhausted", "显存", "顯存", "gpu内存", "gpu 内存", "記憶體", "メモリ", "메모리", "памят")),
        # code that imports another package ("import torch", "from mmdet.apis import ..."): what the paste is about
        ("imports_other_package", (r"^\W{0,8}(?:import\s+(?!tensorflow\b|tf\b|keras\b|numpy\b|os\b|sys\b)[a-z_]\w*"
                                   r"|from\s+(?!tensorflow\b|tf\b|keras\b|numpy\b|os\b|sys\b)[a-z_][\w.]*\s+import\b)"),
         ("import",)),
        # TensorFlow built from source: the release's published architectures say nothing of what it was built for
        # (not a template's question: "TensorFlow version (installed from source or binary): 2.17.1")
        ("source_build", (r"installed from[^\n]{0,30}:\**\s{0,3}source\b|\b(?:built|build|compiled?|installed)\w{0,3} "
                          r"(?:tensorflow |tf |it )?(?:v?\d{1,2}\.\d{1,2}(?:\.\d{1,2})? )?from (?:the )?source\b"
                          r"(?! or binary)"
                          r"|^\W{0,6}source \(r?\d\.\d{1,2}\)"),
         ("source",)),
        # ... said as a fact: "Tensorflow 1.8.0 built from source", the template's "installed from: source"; not
        # denied, asked, needed, advised or supposed ("have not built it from source", "must be built from source",
        # "compile it from source yourself", "if you compiled it from source", a question in the same clause,
        # "Source? just using pip")
        ("own_build_said", (r"(?<!not )(?<!n't )(?<!never )(?<!be )(?<!been )(?<!if you )(?<!unless you )"
                            r"(?<!should have )(?<!would have )(?<!could have )\b(?:built|compiled) "
                            r"(?:(?:it|tensorflow|tf) )?(?:v?\d{1,2}\.\d{1,2}(?:\.\d{1,2})? )?from (?:the )?source\b"
                            r"(?![^\n.!;,]{0,80}\?)"
                            r"|installed from[^\n]{0,30}:\**\s{0,3}source\b(?!\s{0,2}\?)"
                            r"(?![^\n]{0,80}\b(?:using|via|with|from|by) pip3?\b)"),
         ("source",)),
        # the user saying a release is not supported ("tensorflow 1.15 doesn't seem to be supported by python 3.8"),
        # or that installing fails: with a Python the tables give the release no wheel for, that Python
        ("unsupported_said", (r"(?:\bnot|n't)(?: seem to| appear to)? (?:be )?(?:yet )?supported\b"
                              r"|\b(?:doesn'?t|does not|don'?t|do not) support\b"), ("support",)),
        # installing said to fail: with no release named, only this says the Python is what stops it (not a GPU or
        # a feature said unsupported, nor CUDA, a driver or a compiler that will not install)
        # ("couldn't be installed", not pip's own "Could not install packages due to an EnvironmentError")
        ("install_failed_said", (r"(?:\bcan(?:'?t|not| not) (?:be )?install|\bcould(?:n'?t| not) be installed"
                                 r"|\bunable to install)"
                                 r"(?![^.\n]{0,40}\b(?:cuda|cudnn|drivers?|nvidia|toolkit|visual studio|msvc|gcc"
                                 r"|bazel)\b)"
                                 # (not pip's line naming another package that nothing of TensorFlow's requires:
                                 # "No matching distribution found for certifi" says nothing of TensorFlow's wheels)
                                 r"|\bcould not find a version\b(?! that satisfies the requirement "
                                 rf"{_NOT_TF_REQUIREMENT})"
                                 rf"|\bno matching distribution\b(?! found for {_NOT_TF_REQUIREMENT})"
                                 r"|\bno (?:wheels?|version) (?:for|of)\b"
                                 # the pinned version said not to exist ("no such version exist")
                                 r"|\bno such versions? exists?\b"
                                 # the install command said to fail ("pip install tensorflow==2.10 fails", "installing
                                 # tensorflow doesn't work")
                                 r"|\b(?:pip3? install|install(?:ing)?)\s+[\"'`]?tensorflow(?:[-_](?:gpu|cpu))?"
                                 r"(?:\[[\w-]{1,12}\])?(?:\s?[=<>~]=?\s?v?\d[\w.*]{0,12})?[\"'`]?,?\s+"
                                 r"(?:still |always )?"
                                 r"(?:fails|failed|fail|is failing|does(?:n'?t| not) work|did(?:n'?t| not) work"
                                 r"|gives? (?:me )?(?:an |this )?error|throws? (?:an )?error|errors? out)\b"
                                 # (not where the words give another reason: permissions, the disk, the network)
                                 r"(?![^.\n]{0,30}\b(?:permission|denied|no space|disk|timed? ?out|ssl|proxy|hash"
                                 r"|memory|network|connection)\b)"
                                 # pip said not to find TensorFlow itself ("pip can't find tensorflow", "no
                                 # version of tensorflow found")
                                 rf"|{PIP_CANNOT_FIND_TF}"
                                 r"|\bno version of tensorflow(?:[-_](?:gpu|cpu))? (?:is )?found\b"
                                 # pip said not to find the release being installed ("trying to install tensorflow
                                 # 1.15 on Python 3.8 but pip can't find it")
                                 r"|\binstall(?:ing)?\s+tensorflow(?:[-_](?:gpu|cpu))?(?:\s?[=<>~]=?\s?|\s+v?)\d\.\d{1,2}"
                                 r"(?:[^.\n]|\.\d){0,40}?\bbut (?:pip3? (?:can(?:'?t|not)|could(?:n'?t| not)"
                                 r"|does(?:n'?t| not)) find it)\b"
                                 # pip's failure retold: "it can't find the selected versions to install from"
                                 r"|\bcan(?:'?t|not) find (?:the |any |a )?(?:(?:selected|specified|requested|right) )?"
                                 r"(?:versions?|wheels?|distributions?) (?:to install|for (?:python|py)\b)"
                                 # pip's "Could not find a version that satisfies the requirement" retold: the pin
                                 # said unsatisfiable, in English or Chinese words
                                 r"|\b(?:can(?:'?t|not| not)|could(?:n'?t| not)) be satisfied\b"
                                 r"|(?:不能|无法|不可能)(?:被)?满足|满足不了"
                                 # a pinned release said not to be there ("tensorflow 2.4.0 is no longer available"),
                                 # or pip said not to find it ("my pip could not find Tensorflow 1.12.0")
                                 r"|\btensorflow(?:[-_]gpu)?(?: ?==)? ?v?\d{1,2}\.\d{1,2}(?:\.\d{1,3})? (?:is|was) "
                                 r"(?:no longer|not) available\b"
                                 r"|\bpip\b(?! (?:list|freeze|show|check)\b)[^\n]{0,20}?\b(?:could(?:n'?t| not)"
                                 r"|can(?:'?t|not)|unable to) find "
                                 r"tensorflow(?:[-_]gpu)?(?: ?==)? ?v?\d{1,2}\.\d{1,2}\b"
                                 # TensorFlow said not on the package index for a platform ("Tensorflow is not in the
                                 # pip for ARM", "the Tensorflow is not available only for armhf")
                                 r"|\btensorflow (?:(?:is|was) not|(?:is|was)n't|not) (?:in|on) (?:the )?(?:pip|pypi)\b"
                                 r"(?! (?:list|freeze|show)\b)"
                                 r"|\btensorflow (?:is |was )?not available (?:only )?for (?:the )?"
                                 r"(?:arm|armhf|armv\w{1,4}|aarch64|32[- ]?bit|this (?:platform|architecture))\b"),
         ("install", "could not find", "no matching", "no wheel", "no version", "satisfied", "满足", "available",
          "pip", "pypi", "no such version", "find tensorflow", "find any tensorflow", "find a version of tensorflow")),
        # the machine's RAM said to run out, not the GPU's ("my RAM runs out", "out of RAM", "not enough system memory";
        # not RAM merely listed among the machine's specs)
        ("ram_said", (r"\bout of (?:ram|system memory|host memory|cpu memory|main memory|swap)\b"
                      r"|\b(?:ram|system memory|host memory|cpu memory|main memory|swap)\b[^.\n]{0,30}"
                      r"\b(?:runs? out|ran out|running out|exhausted|is full|fills? up|filled up)\b"
                      r"|\bnot enough (?:ram|system memory|host memory)\b"
                      r"|\b(?:fills?|filled|filling) (?:up )?(?:the |my |all )?(?:ram|system memory)\b"),
         ("ram", "system memory", "host memory", "cpu memory", "main memory", "swap")),
        # memory that grows from step to step until it runs out: the program keeps it (a leak), not the setup
        # (not TensorFlow's option "memory growth": "Allowing GPU memory growth", "memory_growth=True")
        ("memory_grows_said", (r"\bmemory leaks?\b|\bleak(?:s|ing)? (?:gpu )?memory\b|\bmemory (?:usage |use )?"
                               r"(?:keeps? |is |was )?(?:increas|grow(?!th)|climb|accumulat|rising)\w{0,4}"
                               r"|\b(?:increas|grow)\w{0,4} (?:with |after |on )?(?:each|every) "
                               r"(?:epoch|step|iteration|call|batch)"),
         ("leak", "increas", "grow", "climb", "accumulat", "rising")),
        # ResourceExhausted in words: TensorFlow's error for a tensor it could not allocate during the run
        # (or the hint TensorFlow appends to a ResourceExhaustedError: a tensor the run could not allocate)
        ("resource_exhausted_said", r"\bresource ?exhausted|\breport_tensor_allocations_upon_oom\b",
         ("exhausted", "report_tensor_allocations_upon_oom")),
        # the batch or the model's size named beside it (what model_too_large is about)
        ("batch_said", (r"\bbatch[ _-]?size\b|\bbatchsize\b|\bbatch_size\b|\bbatch (?:of|=) ?\d|\bimage size\b"
                        r"|\binput (?:size|shape|resolution)\b|\b(?:large|big|huge) (?:model|network|images?)\b"
                        # the vocabulary's size (an embedding or softmax as wide as it): "the target vocab size being
                        # very large", "a large vocabulary", "VOCAB_SIZE"
                        r"|\bvocab(?:ulary)?[ _-]?size\b|\b(?:large|big|huge) (?:target |source |output )?"
                        r"vocab(?:ular(?:y|ies))?\b"),
         ("batch", "image size", "input", "large", "big", "huge", "vocab")),
        # the input's size named as what does not fit (audio, images, video, sequences: "if I don't limit the length of
        # audio", "with larger image", "image-size=1000", "a file that is 22'55" in length"), or a batch of 1 said:
        # one input is then what is too big, and the fix shrinks the input, not the batch
        ("input_size_said", (r"\b(?:length|duration|size|resolution) of (?:the |my |an? |each |one )?(?:audio|songs?"
                             r"|tracks?|music|files?|videos?|clips?|images?|pictures?|photos?|inputs?|sequences?"
                             r"|recordings?)\b"
                             r"|\b(?:long|longer|large|larger|big|bigger|huge|high[- ]res(?:olution)?) (?:audio|songs?"
                             r"|tracks?|music|files?|videos?|clips?|images?|pictures?|photos?|inputs?|sequences?"
                             r"|recordings?)\b"
                             r"|\bimage[_-]size\b|\bmax[_-]duration\b|\bin length\b"
                             r"|\b(?:with|at|on|for) (?:higher|larger|bigger|high|large|big) resolutions?\b"
                             r"|\bbatch[ _-]?size (?:to |of |= ?|: ?)1\b(?![.\d])"),
         ("length", "duration", "size", "resolution", "long", "large", "big", "huge", "high")),
        # CSBDeep and the tools built on it (StarDist, CARE, Noise2Void, cryoCARE, DenoiSeg) predict an image in tiles
        # (`n_tiles`): their names, the weights line csbdeep prints on loading, StarDist's thresholds line, and the
        # layer names of csbdeep's U-Net (`down_level_0_no_0`) show the program that ran out of memory
        ("tiled_predictor", (r"\b(?:csbdeep|stardist(?:2d|3d)?|n2v|noise2void|cryo[_-]?care|denoiseg|n_tiles)\b"
                             r"|Loading network weights from '[^'\n]{1,200}'\."
                             r"|Loading thresholds from 'thresholds\.json'|\bdown_level_\d{1,2}_no_\d{1,2}\b"),
         ("csbdeep", "stardist", "n2v", "noise2void", "cryo", "denoiseg", "n_tiles", "loading network weights",
          "loading thresholds", "down_level_")),
        # segmentation_models (qubvel's), which picks the standalone keras unless SM_FRAMEWORK=tf.keras says otherwise
        ("segmentation_models", r"\bsegmentation[_-]models\b(?![_-]pytorch)|\bSM_FRAMEWORK\b|\bsm\.set_framework\b",
         ("segmentation", "sm_framework", "set_framework")),
        # efficientnet (qubvel's) in its standalone-keras flavour; efficientnet.tfkeras is its tf.keras one
        ("efficientnet_keras", r"\b(?:import|from) efficientnet\.keras\b", ("efficientnet.keras",)),
        # the cuDNN version said not to fit, in the user's words ("cudnn version mismatch", "cudnn版本不匹配", "how do I
        # raise the cudnn version", "cuDNNのバージョンが合わない", "версия cudnn не совпадает"): TensorFlow's 'Loaded
        # runtime CuDNN library' retold. Other languages' lines are read with their word for version made English
        # (_in_english_order): "cudnn版本不匹配" is read as "cudnn version: 不匹配".
        ("cudnn_mismatch_said", (r"\bcudnn(?: library)?(?:'s)? versions?:? ?(?:mismatch|(?:does not|doesn'?t"
                                 r"|do not|don'?t) match|(?:is )?too (?:old|low)|is (?:old|wrong|incompatible)"
                                 r"|不匹配|不对应|不一致|不对|不兼容|太低|过低|低了|不够|が(?:合わない|合っていない|古い|違う)"
                                 r"|не (?:совпадает|подходит)|incompatible|no coincide|incompat[ií]vel"
                                 r"|n[aã]o corresponde)"
                                 r"|\b(?:wrong|incompatible|mismatch(?:ed|ing)?) cudnn(?: library)? version"
                                 r"|(?:提高|升级|更新|提升)(?:一下)? ?cudnn version"
                                 r"|несовместим\w{0,3} version: cudnn|version: (?:de |do )?cudnn (?:не (?:совпадает"
                                 r"|подходит)|incompatible|no coincide|incompat[ií]vel|n[aã]o corresponde)"),
         ("cudnn",)),
        # protobuf said in the user's words to be what fails ("Protobuf issue introduced during the last build", "an
        # error with protobuf") or not to fit ("Shipped protobuf package is not compatible with current tf 2.0"),
        # unless denied: "no protobuf error" says none
        ("protobuf_said", (r"(?<!\bno )(?<!\bnot a )\bproto(?:buff?|col ?buffers?)\b(?: version)?"
                           r"(?:(?!\bno\b|\bnot\b|\bwithout\b|\bfixed\b|\bsolved\b)[^.\n]){0,30}?"
                           r"\b(?:issue|problem|error|bug|incompatibilit(?:y|ies)|conflict|mismatch)s?\b"
                           r"|(?<!\bno )\bprotobuf\b(?: (?:package|version|module|library))?"
                           r"(?:(?!\b(?:no|not|fixed|solved|is|are|was|were|and|but)\b)[^.;,\n]){0,30}?"
                           r"\b(?:is|are|was|were) (?:not|n't|no longer) compatible\b|\bincompatible protobuf\b"
                           r"|\b(?:issue|problem|error|bug|conflict)s? (?:with|from|caused by) "
                           r"(?:(?:the|a|new|newer|latest) ){0,2}protobuf\b"), ("protobuf", "protocol")),
        # a frame of TensorFlow's generated protobuf code (its descriptors' full names)
        ("tf_descriptor_frame", r"\bfull_name='tensorflow\.\w", ("full_name",)),
        # a traceback through TensorFlow's generated protobuf module while it creates its descriptors (where protobuf
        # 4+ refuses code an older protoc generated), its message cut off
        ("tf_pb2_frame", r"[/\\]tensorflow[/\\](?:core|python|tsl|compiler)[/\\][\w/\\]{1,160}_pb2\.py\b",
         ("_pb2.py",)),
        ("descriptor_created", r"_descriptor\.(?:Field|Enum|EnumValue)?Descriptor\(", ("_descriptor.",)),
        # ... but said to be fixed already ("a protobuf error, which I fixed by pinning protobuf==3.20.3"), to stay
        # after protobuf was changed ("I upgraded protobuf, the error is still there"), or only asked about ("could
        # this be a protobuf issue?"): the words then do not say protobuf is what fails now
        ("protobuf_doubted", (r"\b(?:fixed|solved|resolved|got (?:rid of|past|around)|worked around)\b"
                              r"[^.,;\n]{0,40}\bprotobuf\b"
                              r"|\b(?:upgrad|downgrad|reinstall|install|pinn|chang)\w{0,5}\b[^.\n]{0,30}\bprotobuf\b"
                              r"[^.\n]{0,40}\b(?:still|same|persists?|again|remains?)\b"
                              r"|\bprotobuf (?:issue|problem|error|bug)s? (?:is|was|are|were|has been|have been|got) "
                              r"(?:now )?(?:fixed|solved|resolved|gone)\b"
                              r"|\b(?:is|could|might|can) (?:this|it|that) (?:be )?(?:an? |the )?"
                              r"(?:protobuf (?:issue|problem|error|bug)|(?:issue|problem) with (?:the )?protobuf)"),
         ("protobuf",)),
        # ... but denied or doubted ("there is no cudnn version mismatch", "I thought it was a cudnn version mismatch,
        # but the driver was the problem"): the words do not say it then
        ("cudnn_mismatch_doubted", (r"\b(?:no|not an?|is ?n[o']t an?|was ?n[o']t an?|rule[sd]? out (?:an? )?"
                                    r"|thought (?:it was |it's |of )?(?:an? )?|suspect(?:ed)? (?:an? )?"
                                    r"|if (?:it(?:'s| is| was) )?(?:an? )?)cudnn(?: library)? version mismatch"),
         ("cudnn",)),
        # memory growth or a smaller batch tried, in vain: the user's words point away from memory (not a proof)
        # (a batch said changed: "batch size 1 works, batch size 32 does not work" is a batch that did not fit)
        ("memory_fix_failed", (r"\b(?:allow[_ ]growth|memory[_ ]growth|smaller batch(?:[ _-]?size)?"
                               r"|(?:reduc|decreas|lower|chang|modif|set|tr(?:y|ied|ying))\w{0,4} (?:the |my |a )?"
                               r"(?:smaller )?batch[ _-]?size|even with (?:a )?batch[ _-]?size)\b[^.\n]{0,120}?"
                               r"\b(?:did ?n[o']?t|does ?n[o']?t|not|never)\s(?:really\s|seem to\s|even\s|any\s)?"
                               r"(?:change|help|work|fix|solve|make any difference)"),
         ("growth", "batch")),
        # a smaller batch (or input) made it fit: the batch was the cause
        # (or a smaller data set, input or model: "reducing my dataset by a large margin, which works fine now")
        ("smaller_batch_worked", (r"\b(?:(?:reduc|decreas|lower|chang|modif|set)\w{0,3} (?:the |my )?"
                                  r"(?:train_|val_)?(?:batch[ _-]?size|batchsize|images? size)"
                                  r"|(?:reduc|decreas|lower|shrink|halv|cut)\w{0,3} (?:the |my |our )?(?:size of "
                                  r"(?:the |my )?)?(?:data ?sets?|training data|input (?:size|shape|resolution)"
                                  r"|images? resolution|sequence length|max[_ ]?len\w{0,6}|model size|number of "
                                  r"(?:samples|images|layers|filters|units))"
                                  # a batch size said to work ("with batchsize 13 `run.sh 13 ...` works fine"), the
                                  # command that runs it between
                                  r"|(?:with|using|at) (?:a |the )?(?:batch[ _-]?size|batchsize) (?:of |= ?|: ?)?"
                                  r"\d{1,5}\b(?: ?`[^`\n]{1,200}` ?(?=\w))?"
                                  # (not "still", "again": "reduced the batch size to 1 but it runs out of memory
                                  # again", "it still fails")
                                  r")\b(?:(?!\b(?:still|again)\b)[^.]){0,40}\b(?:it )?(?<!not )(?<!n't )"
                                  r"(?:works?|worked|working|fine|fits?|solved|fixed|(?:runs?|running)(?! out\b))\b"),
         ("reduc", "decreas", "lower", "chang", "modif", "set", "shrink", "halv", "cut", "batch")),
        ("no_gpu_machine",  # the user says this machine has no GPU: TensorFlow's GPU notices are expected there
         # (the CPUs it does have may come first: "a computer with CPUs but without GPUs", "a server that has no GPU")
         (r"\b(?:machines?|computers?|laptops?|nodes?|servers?|hosts?|systems?|pcs?|vms?|instances?)\s\*{0,2}"
          r"(?:with (?:only )?(?:an? |\d{1,3} )?(?:\w{1,20} )?cpus?(?: only)?,?\s(?:but\s|and\s)?)?(?:that\s|which\s)?"
          r"(?:without|with no|has no|have no|(?<=cpus and )no|(?<=cpu and )no|(?<=but )no)\*{0,2}\s(?:an?\s|any\s)?"
          # not a GPU by its index ("on machines without GPU index 2": CUDA_VISIBLE_DEVICES naming one absent)
          r"(?:nvidia\s|cuda\s|dedicated\s)?gpus?\b(?!\s(?:index|indices|ids?|number|#)\b)"
          r"|\b(?:i|we)\s(?:(?:do not|don'?t|did not|didn'?t)\s(?:have|own)\s(?:an?\s|any\s)?|(?:have|own)\sno\s)"
          # (the GPU itself, not its use: "I have no GPU usage", "no GPU memory left")
          r"(?:nvidia\s|dedicated\s)?gpus?\b(?!\s(?:usage|utili[sz]ation|memory|acceleration|support|load|activity"
          r"|errors?|index|indices|ids?|number)\b)"
          r"|\bcpu[- ]only\s(?:machines?|nodes?|servers?|hosts?|computers?|laptops?|systems?|instances?|vms?)\b"
          # "This is a non-gpu installation", "on a non-GPU node"
          r"|\bnon[- ]?gpu\s(?:installation|install|setup|machines?|nodes?|servers?|hosts?|computers?|laptops?"
          r"|systems?|instances?|vms?|environment)\b"
          r"|^[\s*>#-]{0,8}no (?:nvidia )?gpu\.?\s*$"
          # "no GPU at all", "with no CUDA GPU" (the machine's, said without naming it; not what a program detects
          # or shows, nor beside an NVIDIA GPU or nvidia-smi on the line)
          r"|(?<!detects )(?<!detect )(?<!detected )(?<!sees )(?<!see )(?<!finds )(?<!find )(?<!found )(?<!shows )"
          r"(?<!show )(?<!lists )(?<!list )(?<!returns )(?<!reports )(?<!gets )(?<!get )(?<!got )(?<!uses )"
          r"\bno (?:nvidia |cuda |dedicated )?gpu at all\b(?! in the)"
          r"(?![^\n]{0,80}\b(?:rtx|gtx|tesla|quadro|titan|geforce|nvidia-smi)\b)"
          r"|\bwith no (?:nvidia|cuda)[- ](?:capable )?gpu\b"
          r"(?! (?:visible|detected|found|available|recogni[sz]ed|used|being used))"
          r"(?![^\n]{0,80}\b(?:rtx|gtx|tesla|quadro|titan|geforce|nvidia-smi)\b)"),
         ("without", "with no", "has no", "have no", "not have", "n't have", "not own", "n't own", "cpu only",
          "cpu-only", "no gpu", "no nvidia gpu", "non-gpu", "non gpu", "nongpu")),
        # the words say the run is in an image or container built for the CPU ("using the CPU docker image", "the
        # cpu-only container"): TensorFlow's search for a GPU is expected there, as on a machine without one
        # (not images a program processes on the CPU: "the CPU image preprocessing", "a CPU image classifier")
        ("cpu_image_said", (r"\b(?:the|a|an|our|their|its|this|that|[\w-]{2,20}'s)\s(?:[\w-]{2,20}\s)?cpu(?:[- ]only)?"
                            r"[- ](?:docker[- ])?(?:image|container)s?\b(?![- ](?:process|augment|resiz|decod|load"
                            r"|classif|data|pre-?process|recogn|segment|generat|size))"
                            r"|\bcpu (?:version|variant|build) of the (?:docker )?(?:image|container)\b"),
         ("cpu",)),
        # a GPU image named beside it ("the CPU image works, the GPU one does not", a -gpu tag, NGC's): the CPU
        # image is then one of two, and which one ran is not said
        ("gpu_image_named", (r"\bgpu[- ](?:docker[- ])?(?:image|container|tag)s?\b|\b(?:the|a) gpu one\b"
                             r"|\btensorflow/tensorflow:[\w.-]{0,40}gpu|\bnvcr\.io/nvidia/tensorflow:"),
         ("gpu", "nvcr.io")),
        # a SageMaker notebook kernel with the framework's GPU build (conda_tensorflow_p36, not an amazonei_ one)
        ("sagemaker_gpu_kernel", r"\bconda_(?:tensorflow2?|mxnet|pytorch)(?:_latest)?_p\d{2,3}\b", ("conda_",)),
        ("tensorflow_named", r"tensorflow|\btf\.\w|\btf_\w", ("tensorflow", "tf.", "tf_")),
        # TensorFlow's name in any spelling, misspelt too ("tenserflow", "tensoflow"; not English's "tensor flow")
        ("tensorflow_spelt", rf"\b(?!(?-i:tensor flow))(?:{_TF_SPELLINGS})\b", ("tens", "tems", "tesn", "tnes")),
        # pip uninstalling a TensorFlow (its version then is not the one installed after)
        ("tf_uninstalled", r"\bSuccessfully uninstalled tensorflow(?:[-_](?:gpu|cpu|intel|macos))?-\d",
         ("successfully uninstalled",)),
        # a Mac's home folder in a path ("/Users/ana/..."; not Windows' C:/Users, nor a Linux cluster's /users/)
        ("mac_home_path", r"(?<![\w:.~])(?-i:/Users/)\w", ("/users/",)),
        # TensorFlow's family named in any form (Keras, TensorBoard, tf, tflite, tfjs, a misspelling): what makes a
        # package's trouble TensorFlow's
        ("tf_family_named", (rf"\bkeras|\btf(?!-?idf\b|32\b)(?:\b|[-_\d])|\btflite|\btfjs|\b(?:{_TF_SPELLINGS})"
                             r"|tensorboard"),
         ("keras", "tf", "tensor", "flow", "flw")),
        # NVIDIA's CUDA runtime image ("FROM nvidia/cuda:${CUDA}-cudnn8-runtime-ubuntu18.04"): CUDA's libraries
        # without its compilers (no ptxas, no nvcc), which only the -devel images have
        ("cuda_runtime_image", r"\bnvidia/cuda:[\w.${}-]{0,60}?-runtime\b", ("nvidia/cuda:",)),
        # another framework's own wording or modules: PyTorch's `cuDNN error: CUDNN_STATUS_*`, JAX's XlaRuntimeError
        ("pytorch", r"\btorch\b|\bpytorch\b|cuDNN error: CUDNN_STATUS_", ("torch", "cudnn error: cudnn_status_")),
        ("jax", r"\bjax(?:lib)?\b|\bXlaRuntimeError\b|\bjax\[cuda", ("jax", "xlaruntimeerror")),
        # shared memory named (a SIGBUS beside it is /dev/shm running out: "the default shm of docker is only 64MB")
        ("shm_named", (r"^(?![^\n]*\b(?:not the (?:problem|issue|cause)|ruled out|already (?:increased|raised|set)))"
                       r"[^\n]*?(?:/dev/shm\b|\bshm[-_ ]?size\b|\b(?:default|docker'?s?|container'?s?) shm\b"
                       r"|\bshm of\b)"),
         ("shm",)),
        # (CJK text runs on without a word boundary: "paddle与cuda不适配")
        ("paddle", r"(?<![A-Za-z])paddle(?:paddle)?(?![A-Za-z])", ("paddle",)),
        # other users of JavaCPP's loader, whose debug lines name CUDA libraries as TensorFlow Java's do:
        # Deeplearning4j's ND4J backends and the bytedeco presets of other libraries (PyTorch's is the flag above)
        ("javacpp_other", (r"\b(?:nd4j|deeplearning4j|dl4j)\b"
                           r"|\borg\.bytedeco\.(?:opencv|tensorrt|onnxruntime|tritonserver)\b"),
         ("nd4j", "deeplearning4j", "dl4j", "org.bytedeco.")),
        # a build's configure step (CMake's find modules and summaries: "-- Could NOT find CUDNN", dlib's "cuDNN not
        # found, building without it"): what it did not find is the build's, not TensorFlow's loader's
        ("build_configure", (r"^-- (?:Found|Looking for|Detecting|Configuring|Check(?:ing)? for|The \w{1,10} compiler)"
                             r"|\b(?-i:Could NOT find)\b|\bcmake\b|\bbuilding without\b"),
         ("-- ", "could not find", "cmake", "building without")),
        # (Python's keywords are lowercase: "Import errors" in a title is no import statement)
        ("other_import", (r"(?:^|[\s*`>\"'])(?-i:import|from)\s+(?!tensorflow\w*\b|tf\b|tf_keras\b|keras\b)"
                          r"[a-z_][\w.]*"
                          r"|(?:site|dist)-packages[\\/]{1,2}(?!tensorflow)[a-z_]\w*[\\/]"),
         ("import", "from", "site-packages", "dist-packages")),
        ("arm_machine", (r"\b(?:aarch64|arm64|armv[5-8]l?|armhf|arm-linux|raspberry ?pi|jetson|graviton|tegra"
                         r"|name: (?:nvidia )?(?:xavier|orin))"
                         r"|\barm (?:processor|cpu|board|machine)"),
         ("aarch64", "arm64", "armv", "armhf", "arm-linux", "raspberry", "jetson", "graviton", "tegra", "xavier",
          "orin", "arm ")),
        # an IBM POWER machine (ppc64le: POWER8-10) or an IBM Z mainframe (s390x), for which PyPI has few wheels
        ("power_machine", r"\bppc64(?:le)?\b|(?-i:\bPOWER ?(?:8|9|10)\b)|\bpower(?:8|9|10)\b", ("ppc64", "power")),
        ("s390x_machine", r"\bs390x\b", ("s390x",)),
        ("h5py_named", r"\bh5py\b", ("h5py",)),
        # training that ran steps: a finished step of Keras' progress bar, an epoch after the first, tqdm's per-epoch
        # bar (PyTorch Lightning's "Epoch 0:  37%|...| 37/100")
        ("training_ran", (r"\b\d{1,7}/\d{1,7} \[=|\bEpoch (?:[2-9]|\d{2,6})/\d"
                          r"|\bEpoch \d{1,6}: [^\n]{0,80}?\d{1,7}/\d{1,7}"), (" [=", "epoch")),
        ("pip_nvidia", r"site-packages/nvidia/|\bnvidia-(?:cudnn|cublas|cuda-runtime)-cu\d{2}\b",
         ("site-packages/nvidia/", "nvidia-cudnn-cu", "nvidia-cublas-cu", "nvidia-cuda-runtime-cu")),
        ("gpu_list_empty",
         (r"list_physical_devices\(['\"]GPU['\"]\)\)?['\"`]?\s{0,3}(?:#\s{0,3})?"
         r"(?:(?:returns?|displays?|prints?|gives?|shows?|outputs?:?)\s{1,3})?\[ ?\]|^\s{0,8}\[ ?\]\s*$"
         r"|Num GPUs(?: Available)?:?\s{0,3}0\b|\b0 GPUs? (?:available|found|detected)\b|GPU is NOT AVAILABLE"
         r"|is_gpu_available\(\)\)?`?\s{0,3}#?\s{0,3}(?:(?:returns?|gives?|is|prints?|shows?|outputs?):?\s{1,3})?`?False"
         r"|gpu_device_name\(\)\)?`?\s{0,3}#?\s{0,3}(?:returns?|gives?|is|prints?|shows?|outputs?):?\s{0,3}`?"
         r"(?:an? )?(?:empty(?: string)?\b|''|\"\")"
         r"|\b(?:an?|and|the|get) empty list\b|returns? (?:an? )?\[\]"
         # the list said empty in words ("list_physical_devices('GPU') is empty"), or no GPU seen ("sees no GPU")
         r"|list_physical_devices\(['\"]GPU['\"]\)\)?['\"`]?\s{0,3}(?:is|returns?|gives?|was) (?:an? )?empty\b"
         r"|\b(?:sees?|detects?|finds?|recogni[sz]es?) no (?:nvidia )?gpus?\b"
         r"|(?:prints?|gives?|outputs?:?|displays?|shows?) \[\]"
         r"|Skipping registering GPU devices"
         r"|can(?:'?t|not| not) (?:utilize|use|detect|find|see|recogni[sz]e) "
         r"(?:the |my |colab(?:'s)? |kaggle(?:'s)? |nvidia )?gpu"
         # (not a scheduler's GPU request: Slurm's "sbatch: error: Cannot find GPU specification"; nor the processes
         # nvidia-smi lists on a GPU: "Cannot see gpu process using nvidia-smi in container")
         r"(?! ?(?:specification|spec|type|partition|quota|gres|resources?|process\w*|pids?)\b)"
         # "I can't get Tensorflow to detect my gpu", "unable to get keras to use the GPU"
         r"|\b(?:can(?:'?t|not)|unable to|couldn'?t|could not) (?:get|make) (?:tensorflow|tf|keras|it) (?:to )?"
         r"(?:detect|find|see|use|recogni[sz]e) (?:the |my |a |any )?gpus?\b"
         # "you cannot use it on native windows GPUs", "can't use tensorflow with my GPU"
         r"|can(?:'?t|not) (?:utilize|use) (?:it|tensorflow|tf) (?:on|with) "
         r"(?:the |my |an? |native |windows |nvidia )*gpus?\b"
         r"|not (?:detecting|recognizing|detected|using|available)[\w ]{0,20}gpu"
         # "is not finding the GPU", "isn't seeing my GPU", "won't detect GPU", "refuses to see my GPU"
         r"|\b(?:is|are|was|were)(?: not|n'?t) (?:finding|seeing|picking up|recogni[sz]ing) "
         r"(?:the |my |any )?gpus?\b"
         r"|\b(?:won'?t|will not|refuses? to) (?:see|detect|find|use|recogni[sz]e|pick up) (?:the |my |any )?gpus?\b"
         r"|fails? to (?:recogni[sz]e|detect|find|see|use) (?:the |my |any )?gpu"
         # "available" as typed ("GPU is not avalable", "not availble", "not avaliable")
         r"|gpu[\w ]{0,20}not (?:detected|found|ava?i?li?a?b(?:le|el)|used|be (?:found|detected|recogni[sz]ed))"
         # "GPU is connected but it is not being used", "GPU isn't getting used", "GPU not utilizing"
         r"|\bgpus? (?:is|was|are|were)(?: not|n'?t) (?:being|getting) used\b"
         r"|\bgpu\b[^.!?\n]{0,40}\bbut (?:it|the gpu) (?:is|was)(?: not|n'?t) (?:being |getting )?used\b"
         r"|\bgpu (?:is )?not utili[sz]ing\b"
         # (the CPU alone said of the work, not of an op's kernel or placement: "py_function runs only on the CPU")
         r"|only on cpu|\b(?:training|model|it|tensorflow|tf|keras|program|script|code)\b[\w ]{0,20}only on the cpu"
         # (not the CPU mode a GPU run is compared with: "slower than running it in CPU mode")
         r"|uses the cpu|(?<!than )(?<!than it )(?<!than running )(?<!than running it )\bin cpu mode(?: only)?\b"
         r"|\bcpu mode only\b"
         # "it only use cpu not gpu", "uses CPU and not GPU"
         r"|\b(?:only )?(?:uses?|using|used) (?:the )?cpu,? (?:and |but )?(?:not|instead of|rather than) "
         r"(?:the |my )?gpu\b"
         # what the program was seen doing: "I find it only use cpu", "tensorflow only uses the CPU"
         r"|\b(?:it|tensorflow|tf|keras|training|model|program|script|code) (?:still )?only (?:use|uses|used|using"
         r"|runs?|ran|running) (?:on )?(?:the )?cpu\b"
         # training on the CPU said against the GPU ("runs on the CPU instead of the GPU", "trains on CPU only")
         r"|\b(?:runs?|running|ran|trains?|training|trained|executes?|uses?|using)\b[\w ]{0,20}\bon (?:the )?cpu "
         r"(?:only|instead of (?:the |my )?gpu|not (?:on )?(?:the |my )?gpu|rather than (?:the |my )?gpu)\b"
         r"|\bmake (?:tensorflow|keras|tf|it) (?:to )?use (?:the |my )?gpu\b"
         # the GPU build installed, yet "the inference is still running on CPU"
         r"|\bstill (?:running|runs|ran|training|trains|using|uses|executing|executes) on (?:the )?cpu\b"
         # a run said started, but there ("my training has started but on CPU")
         r"|\b(?:training|model|it|tensorflow|tf|keras|program|script|code)\b(?:(?!gpu)[\w ]){0,20}"
         r"\b(?:started|starts|runs?|running|ran|trains?|training|works?|working) but (?:only )?on (?:the )?cpu\b"
         r"(?![ ,]+(?:it|the|this|they|everything)\b)"
         # the GPU asked for against the CPU ("use Tensorflow with Gpu and not cpu", "on the GPU instead of the CPU"),
         # not code said to work there ("works with GPU but not with CPU")
         r"|(?<!works )(?<!worked )(?<!runs )(?<!ran )\b(?:with|on) (?:the |my )?gpu,? (?:and |but )?(?:not|instead of"
         r"|rather than) (?:on |with )?(?:the |my )?cpu\b"
         # the same in the words of users writing other languages around their log: in Chinese 没有调用到GPU,
         # GPU没有反应, 只用了CPU or GPU使用率一直是0; in Japanese GPUが使用されていない; Korean; in Russian не видит
         # видеокарту; in Spanish and Portuguese no reconoce la GPU; in German GPU wird nicht erkannt; in French
         # n'utilise pas le GPU
         # (read with a space where CJK text meets ASCII: _CJK_JOIN puts one there, and pastes often have one)
         r"|(?:检测|识别|找|调用|使用)不到 ?(?:显卡|gpu)|无法(?:识别|检测|使用|调用) ?(?:显卡|gpu)"
         r"|(?:显卡|gpu) ?(?:不可用|无法使用|用不了)"
         r"|(?:没有|没|未|不能|不会)(?:被)?(?:调用|使用|用|识别|检测)(?:到|上)?(?:了)? ?(?:显卡|gpu)"
         r"|(?:显卡|gpu) ?(?:一直|根本|完全)?(?:没有|没|未|不)(?:反应|被调用|被使用|被识别|工作|动|跑)"
         # (not a wish, an ability or a question: 我想只用cpu训练, 可以在cpu上跑吗)
         r"|(?<!想)(?<!要)(?<!希望)(?<!可以)(?<!能)(?<!如何)(?<!怎么)"
         r"(?:(?:只|仅|都)(?:能)?(?:用|使用|调用)(?:了|的是)? ?cpu"
         r"|用的(?:都)?是 ?cpu|在 ?cpu ?上(?:跑|运行|训练))(?![^\n\u3002\uff0c,]{0,12}(?:吗|么|嘛|呢|[?\uff1f]))"
         r"|gpu ?(?:的)?(?:使用率|利用率|占用率|占用)(?:一直|始终|都)?(?:为|是)?\s?0(?![.\d])"
         r"|gpu ?が(?:認識されない|認識されません|使えない|使えません|使われない|検出されない|使用されていない"
         r"|使われていない|動いていない)|gpu ?を(?:認識しない|使ってくれない|使用しない)|cpu ?で(?:動いて|学習して"
         r"|実行されて)"
         r"|gpu ?(?:를|가) (?:인식하지 못|인식되지 않|인식 안|사용하지 못|잡히지 않)"
         r"|не (?:видит|находит|определяет|использует|задействует) (?:gpu|видеокарт|графическ)"
         r"|(?:gpu|видеокарта) не (?:используется|задействована|определяется|видна)"
         # the work said to run on the CPU alone: Russian работает только на CPU, Spanish solo usa la CPU,
         # Portuguese só roda na CPU, Japanese CPUしか使われない, Korean CPU만 사용
         r"|(?:работает|работают|идёт|идет|считает|обучается|запускается|выполняется|используется|использует)"
         r" только (?:на |через )?(?:cpu|цп|процессор)"
         r"|\bs[oó]lo (?:usa|utiliza|corre|funciona|entrena|se ejecuta)(?: en)? (?:la |el )?(?:cpu|procesador)\b"
         r"(?! gr[aá]fico)"  # el procesador gráfico is the GPU
         r"|\b(?:s[oó]|apenas) (?:usa|utiliza|roda|funciona|treina|executa)(?: n?a| em)? (?:a )?cpu\b"
         # (not a wish or a setting sought: CPUしか使わないようにしたい, CPU만 사용하고 싶어요, CPU만 사용하려면)
         r"|cpu ?しか(?:使|動)(?![^\n\u3002\u3001]{0,12}(?:たい|ようにし|ようにす|設定|方法))"
         r"|cpu ?(?:만|로만) ?(?:사용|돌아|작동|쓰)(?![^\n.,]{0,10}(?:싶|려고|려면|려는|도록|게 하|게 설정|방법|고자))"
         r"|\bno (?:reconoce|detecta|usa|utiliza|encuentra) (?:la |mi )?gpu\b|\bn[ãa]o (?:reconhece|detecta|usa|utiliza"
         r"|encontra) (?:a |minha )?gpu\b|\bgpu (?:no es|não é) (?:reconocida|detectada|usada|utilizada|reconhecida)\b"
         r"|\b(?:erkennt|findet|nutzt|verwendet|benutzt) (?:(?:die |meine )?gpu nicht|keine gpu)\b"
         r"|\bgpu wird nicht (?:erkannt|gefunden|genutzt|verwendet|benutzt)\b"
         r"|\bn'(?:utilise|détecte|reconnaît|trouve) pas (?:le |la |mon |ma )?gpu\b"
         r"|\bgpu (?:n'est pas|non) (?:détecté|reconnu|utilisé)\b"
         r"|\b(?:do|does|did)(?: not|n'?t) (?:detect|find|see|recogni[sz]e|use) (?:the |my |any )?gpus?\b"
         # the GPU by its model or as a card ("is not recognizing my RTX 4090", "doesn't use my graphics card")
         r"|\b(?:(?:do|does|did)(?: not|n'?t) (?:detect|find|see|recogni[sz]e|use|utili[sz]e)|(?:is|are|was|were)"
         r"(?: not|n'?t) (?:detecting|finding|seeing|recogni[sz]ing|using|utili[sz]ing)) (?:the |my |our )?(?:nvidia )?"
         r"(?:(?:geforce |quadro |tesla )?[rg]tx ?\d{3,4}|graphics card|video card)\b"
         # what worked before: "my GPU is no longer found", "no longer detects the GPU", "stopped using my GPU"
         r"|\bgpus?\b[\w ]{0,20}\bno longer (?:found|detected|used|recogni[sz]ed|available|visible|seen)\b"
         r"|\b(?:no longer|stopped) (?:detect|find|see|recogni[sz]e|us)(?:es|s|e|ing)? (?:the |my |any )?gpus?\b"
         # "tensorflow finds no GPU", "it sees no GPU devices"
         r"|\b(?:tensorflow|tf|keras|it) (?:still )?(?:finds?|found|sees?|saw|detects?|detected) no (?:nvidia )?"
         r"gpus?(?: devices?)?\b"
         # "No GPU devices found", "no GPU was detected"
         r"|\bno (?:nvidia )?gpus?(?: devices?)? (?:(?:was|were|is|are) )?(?:found|detected|available|visible)\b"
         # "won't run on the GPU", "does not train on GPU" (not "work": an op may not work on a GPU)
         r"|\b(?:do|does|did|wo|will|would|ca|can)(?:n'?t| not|not) (?:run|train|execute) on "
         r"(?:the |my |a |any )?gpus?\b"
         # the CPU said against the GPU the machine has ("runs on CPU even though I have an RTX 3080")
         r"|\b(?:runs?|running|ran|trains?|training|trained)\b[\w ]{0,20}\bon (?:the )?cpu,? (?:even though|although"
         r"|though|despite)\b"
         r"|\bgpus? (?:is |are )?unavailable\b"
         r"|\bgpu\b[\w ]{0,20}\binvisible\b|\b(?:giving|returning|showing|printing)(?: me)? \[ ?\]"
         r"|device_type='CPU'\)\]\s*`?$|gpu devices are not\b|no known devices|\b(?:returns?|finds?|shows?|lists?) 0 "
         r"gpus?\b|\boutputs? (?:is )?empty\b|no longer (?:has|includes?) gpu support"
         # the device names listed from device_lib, the CPU's alone: "['/cpu:0']", "['/device:CPU:0',
         # '/device:XLA_CPU:0']"
         r"|^\s{0,8}\[\s{0,2}u?['\"]/(?:device:)?CPU:0['\"](?:,\s{0,2}u?['\"]/(?:device:)?XLA_CPU:0['\"])?\s{0,2}\]\s*$"
         # RLlib's check of a worker Ray gave GPUs (rollout_worker.py): TensorFlow there lists none ("(torch)" is not)
         r"|GPUs were assigned to this worker by Ray, but (?:TensorFlow|your DL framework \(tf[2e]?\)) reports GPU "
         r"acceleration is disabled"),
         ("[]", "[ ]", "num gpus", "0 gpu", "not available", "is_gpu_available", "gpu_device_name", "empty list",
          "skipping registering", "gpu", "only", "uses the cpu", "cpu mode", "显卡", "cpu", "видеокарт", "on cpu",
          "процессор", "procesador",
          "on the cpu",
          "device_type='cpu')]", "no known devices", "empty", "rtx", "gtx", "card")),
        ("built_without_cuda", (r"is_buil[dt]_with_cuda(?:\(\))?\)?`?\s{0,3}(?:#|->|=>|:)?\s{0,3}"
                               r"(?:(?:returns?|returned|gives?|gave|prints?|shows?|outputs?|is):?\s{1,3})?`?"
                               r"(?:false|is returned false)|\bbuilt with cuda\??:?\s{0,3}false\b|result show false"
                               r"|#\s{0,3}false is returned"
                               # conda's build strings of CPU builds (conda-forge cpu_..., defaults mkl_/eigen_ and
                               # its _tflow_select variant), or the words for them
                               # (mamba's listing joins the version and the build: "2.7.0-cpu_py39h4655687_0")
                               r"|^\s{0,4}tensorflow(?:-base)?\s{1,40}\d[\w.]{0,20}(?:\s{1,40}|-)(?:cpu|mkl|eigen)_py"
                               r"|^\s{0,4}_tflow_select\s{1,40}\S{1,20}\s{1,40}(?:mkl|eigen)\b"
                               r"|\bcpu (?:build|version|variant) (?:of tensorflow )?(?:(?:that|which) )?"
                               r"(?:is |was |gets |got )?installed\b"
                               # tensorpack's check (utils/gpu.py): "Found nvidia-smi. But TensorFlow was not built
                               # with CUDA support!"
                               r"|\bTensorFlow was not built with CUDA support\b"),
         ("false", "cpu_py", "mkl_py", "eigen_py", "_tflow_select", "installed", "not built with cuda support")),
        # platforms PyPI has no TensorFlow wheel for (or none before 2.10: Linux aarch64), whatever the Python
        ("arm_linux", (r"\baarch64\b|\barmv[678]l?\b|\bjetson\b|\braspberry\b|\braspberrypi\b|\braspbian\b"
                       r"|\bjetpack\b|\bl4t\b|piwheels|\b\d{1,2}\.\d{1,2}\.\d{1,3}-v[678]l?\+"),  # Pi OS kernels: -v7+
         ("aarch64", "armv", "jetson", "raspberry", "raspbian", "jetpack", "l4t", "piwheels", "-v6", "-v7", "-v8")),
        # a 32-bit ARM system (`uname -m` armv6l/armv7l, Debian's armhf, a 32-bit Raspberry Pi OS): PyPI has no
        # TensorFlow wheel for it, of any release
        ("arm32", (r"\barmv[67]l?\b|\barmhf\b|\b32-bit (?:raspbian|raspberry pi os|bookworm|bullseye|buster)\b"),
         ("armv6", "armv7", "armhf", "32-bit")),
        # NVIDIA's ARM machines (Jetson boards, Grace servers), and NVIDIA's own TensorFlow builds for them
        ("nvidia_arm", (rf"{_JETSON}|\bgh200\b|\bgb200\b|\bgrace[- ](?:hopper|blackwell)\b|\bdgx spark\b"),
         ("jetson", "jetpack", "l4t", "xavier", "orin", "gh200", "gb200", "grace", "dgx spark")),
        # a Jetson board: its CUDA and cuDNN come with the JetPack flashed on it (not a Grace server's toolkit)
        ("jetson", _JETSON, ("jetson", "jetpack", "l4t", "xavier", "orin")),
        ("nvidia_arm_build", r"redist/jp/|\+nv\d{2}\.\d{1,2}\b|nvcr\.io/nvidia/|\bl4t-(?:tensorflow|ml)\b",
         ("redist/jp/", "+nv", "nvcr.io/nvidia/", "l4t-")),
        # NVIDIA's own builds of TensorFlow named (its pip index's nvidia-tensorflow, its +nv releases, its NGC
        # containers, or the words): their CUDA is NVIDIA's choice, not that of Google's wheel of the same release
        ("nvidia_tf_build", (r"\bnvidia[-_]tensorflow\b|\bnvidia[-_]pyindex\b|\+nv\d{2}\.\d{1,2}\b"
                             r"|nvcr\.io/nvidia/tensorflow\b"
                             r"|\bnvidia'?s (?:own )?(?:build|version|release|wheel|fork)s? of tensorflow\b"),
         ("nvidia", "+nv")),
        ("raspberry_pi", r"\braspberry|\braspbian\b|piwheels|\b\d{1,2}\.\d{1,2}\.\d{1,3}-v[678]l?\+",
         ("raspberry", "raspbian", "piwheels", "-v6", "-v7", "-v8")),
        # pip looking in the piwheels index (32-bit Raspberry Pi OS configures it in /etc/pip.conf)
        ("piwheels_index", r"\bpiwheels\.org/simple\b", ("piwheels",)),
        ("pip_named", r"\bpip3?\b|\bpypi\b", ("pip", "pypi")),
        # pip's resolver printing why it cannot install (ResolutionImpossible): its list of requirements follows
        ("pip_conflict_list", r"The conflict is caused by|these package versions have conflicting dependencies",
         ("conflict is caused", "conflicting dependencies")),
        ("musl", r"\balpine|\bmusl\b|musllinux", ("alpine", "musl")),
        ("tfjs_node", r"tfjs-node", ("tfjs-node",)),
        # TensorFlow.js in any form: its packages, its loaders, its Keras deserializer's frames
        # (its converter; its bundle's frames, tf.min.js; its loader's own wording)
        ("tfjs_named", (r"\btfjs\b|tensorflow ?\.?js\b|@tensorflow/|\btf\.load(?:Layers|Graph)?Model\b"
                        r"|\bdeserializeKerasObject\b|\btensorflowjs_converter\b|\btf(?:\.min|\.es\d{4})?\.js\b"
                        r"|This may be due to one of the following reasons"),
         ("tfjs", "js", "@tensorflow/", "loadlayersmodel", "loadmodel", "loadgraphmodel", "deserializekerasobject",
          "this may be due to")),
        # a class of the user's own under a Keras built-in's name: its config names that class, not Keras'
        ("builtin_name_defined", rf"\bclass (?:{KERAS_RELEASE_CLASSES})\(", ("class ",)),
        # the NuGet packages that put TensorFlow's C library (tensorflow.dll, libtensorflow.so) beside a .NET program:
        # ML.NET's and SciSharp's CPU builds, and SciSharp's GPU builds
        ("nuget_mlnet_redist", r"\bMicrosoft\.ML\.TensorFlow\.Redist\b", ("tensorflow.redist",)),
        ("nuget_scisharp_cpu", r"\bSciSharp\.TensorFlow\.Redist\b(?!-)", ("tensorflow.redist",)),
        ("nuget_scisharp_gpu", r"\bSciSharp\.TensorFlow\.Redist-(?:Windows|Linux)-GPU\b", ("tensorflow.redist",)),
        ("tensorflow_macos", r"tensorflow[-_]macos", ("tensorflow-macos", "tensorflow_macos")),
        # a package's own requirement naming it (pip's "basic-pitch 0.2.4 depends on tensorflow-macos<2.12")
        ("requires_tensorflow_macos", r"\bdepends on tensorflow[-_]macos\b", ("tensorflow-macos", "tensorflow_macos")),
        ("metal_named", r"tensorflow[-_]metal|libmetal_plugin", ("metal",)),
        # a frame of pycocotools' COCOeval (or the Object Detection API's wrappers of it), or its line calling
        # np.linspace: not pycocotools merely listed or named
        ("coco_eval_frame", (r"File \"[^\"\n]{0,300}(?:pycocotools[\\/]cocoeval|metrics[\\/]coco_(?:tools|evaluation))"
                             r"\.py\"|self\.(?:iouThrs|recThrs) = np\.linspace"), ("cocoeval", "coco_", "linspace")),
        # protobuf's own files in a traceback (its C++ extension's import: api_implementation.py, pyext)
        ("protobuf_frame", r"google[\\/]protobuf[\\/]|\bgoogle\.protobuf\.pyext\b", ("protobuf",)),
        # the plugin at work: its start-up line ("Metal device set to: Apple M1"), Apple's page that installs it
        ("metal_in_use", r"\bMetal device set to\b|developer\.apple\.com/metal/tensorflow-plugin",
         ("metal device", "apple.com/metal")),
        # an op TensorFlow could not place on the GPU it was given, or whose GPU kernel is missing (also as IPython's
        # header of a NotFoundError, whose message the paste may cut)
        ("gpu_op_unplaced", (r"\bCannot assign a device for operation\b|\bNo registered '\w{1,60}' OpKernel for "
                             r"'?GPU'? devices\b|^\s{0,8}NotFoundError\s{1,80}Traceback\b"),
         ("cannot assign a device", "opkernel for", "notfounderror")),
        # ... and a NotFoundError whose message is a file, a checkpoint's key or a variable, not an op's kernel
        ("notfound_not_op", (r"\bNotFoundError: [^\n]{0,200}?(?:No such file or directory|not found in checkpoint"
                             r"|Could not find variable|Failed to create a directory|Key [\w/.:-]{1,200} not found)"),
         ("notfounderror",)),
        # Python's, and IPython's, whose header names the exception ("AttributeError      Traceback (most ...")
        ("traceback", (r"^\s{0,8}(?:[\w.]{0,80}(?:Error|Exception|Interrupt|Exit)\s{1,80})?Traceback \(most recent "
                       r"call last\)"), ("traceback",)),
        # IPython's arrow at the line a frame ran (`----> 1 import x`, VS Code's `----> [1](...)`): a traceback,
        # its header (which names the exception) perhaps cut off
        ("ipython_arrow", r"^-{3,}> ?\[?\d{1,5}\]?[\s(]", ("--->",)),
        ("syntax_error_shown", r"^\s{0,8}SyntaxError: ", ("syntaxerror",)),  # Python's SyntaxError line
        # a SyntaxError no newer syntax explains: Python 3 refusing Python 2's code (a print statement, `except E,
        # e:`; the code is older), or a file that is no source (null bytes, a bad encoding: a corrupt install)
        ("syntax_not_newer", (r"Missing parentheses in call to '(?:print|exec)'|^\s{0,12}except [\w.]{1,60}, \w{1,30}:"
                              r"|cannot contain null bytes|Non-UTF-8 code starting"),
         ("missing parentheses", "except ", "null bytes", "non-utf-8")),
        # async or await named (identifiers before Python 3.7, keywords since: a package older than the Python)
        ("async_named", r"\b(?:async|await)\b", ("async", "await")),
        ("absl_named", r"\babsl(?:[-_]py)?\b", ("absl",)),
        ("generic_named", r"\bGeneric\[", ("generic[",)),  # typing.Generic subscripted (a class's bases)
        # an exception's own line ("AttributeError: module ... has no attribute ..."), or IPython's traceback header
        # naming its type: a Python exception, so the paste shows what failed (not a crash of the process)
        ("exception_shown", r"^\s{0,8}(?:[\w.]{1,80}\.)?\w{1,60}(?:Error|Exception)(?::\s|$|\s{1,80}Traceback \()",
         ("error", "exception")),
        # hyperopt's toposort frame (hyperopt/pyll/base.py), whose source line indexes networkx's topological order
        ("hyperopt_toposort", (r"\bassert order\[-1\] == expr\s*$"
                               r"|hyperopt[/\\]pyll[/\\]base\.py\W{1,4}(?:line \d{1,5}, )?in toposort"),
         ("order[-1]", "toposort")),
        # TensorBoard's command script importing its entry point (the frame's source line), or its main module's frame
        ("tensorboard_main_import", r"\bfrom tensorboard\.main import run_main\b|\btensorboard[/\\]main\.py\b",
         ("run_main", "tensorboard")),
        # TensorBoard 2.x loading its plugins' entry points, which pkg_resources checks against their requirements
        # (tensorboard/default.py's get_dynamic_plugins), and pkg_resources' own words for a requirement unmet
        ("tb_dynamic_plugins", r"\bin get_dynamic_plugins\b", ("get_dynamic_plugins",)),
        ("pkg_resources_unmet", r"\b(?:Contextual)?VersionConflict\b|\bworking_set\.resolve\(|\bDistributionNotFound\b",
         ("versionconflict", "working_set.resolve", "distributionnotfound")),
        # an import failing: its line, or IPython's header naming it (the message may be cut off below it)
        ("import_error_shown", r"^\s{0,8}(?:ImportError|ModuleNotFoundError)(?::|\s*$|\s{1,80}Traceback \()",
         ("importerror", "modulenotfounderror")),
        ("import_error_message", r"^\s{0,8}(?:ImportError|ModuleNotFoundError): \S",
         ("importerror", "modulenotfounderror")),
        # the words: no CUDA on the machine ("Cuda is not installed on them", "machines without CUDA", "I don't have
        # CUDA installed"; not a build's, "compiled without CUDA", nor a question, "without CUDA?")
        ("cuda_absent_said", (r"\bcuda (?:toolkit )?(?:(?:is|was) not|isn'?t|wasn'?t) installed\b"
                              r"|(?<!built )(?<!compiled )(?<!build )\bwithout (?:a |any )?cuda\b"
                              r"(?! ?(?:support|\?|\d))"
                              r"|\b(?:do not|don'?t|did not|didn'?t|never) (?:have|install(?:ed)?) (?:the )?cuda\b"
                              r"(?! ?(?:support|\?|\d))|\bno cuda (?:is )?installed\b"),
         ("cuda",)),
        # pip installing a Keras 3 (its list of what it installed)
        ("keras3_installed", r"\bSuccessfully installed\b[^\n]{0,2000}?\bkeras-3\.\d", ("successfully installed",)),
        # the host failing the run for a reason of its own: its disk full, its memory exhausted or the process killed
        # for it (exit status 137): what TensorFlow printed before it at import is not the failure
        ("host_failure_shown", (r"\bNo space left on device\b|^\s{0,8}MemoryError\b|^[^\n]{0,40}\bKilled\s{1,20}\S"
                                r"|\bexit status:?\s{0,3}\(?137\b|\bexit code:?\s{0,3}\(?137\b"),
         ("no space left", "memoryerror", "killed", "137")),
        # a traceback ending in an error of the code's or its data's (a shape, a name, a missing file, an API the code
        # calls), not one about the GPU, CUDA or a library: the run failed for that, whatever else the log says
        ("code_error_shown", (r"^\s{0,8}(?:[\w.]{1,80}\.)?(?:ValueError|TypeError|KeyError|IndexError|NameError"
                              r"|FileNotFoundError|AttributeError|AssertionError|ZeroDivisionError|UnboundLocalError"
                              r"|SyntaxError|IndentationError)\b(?::|$)(?![^\n]{0,300}(?:gpu|cuda|cudnn|cublas|\.dll"
                              r"|\.so\b|device|driver|dlopen|nvidia))"),
         ("error",)),
        # PyTorch saying it reaches the GPU (collect_env's "Is CUDA available: Yes", torch.cuda.is_available() True)
        ("torch_cuda_available", (r"\bIs CUDA available:\s{0,4}(?:Yes|True)\b"
                                  r"|torch\.cuda\.is_available\(\)\s{0,3}(?:->|:|=|returns?)?\s{0,3}True\b"),
         ("available",)),
        # the import statement itself, typed at a prompt or in a cell ("import tensorflow as tf" alone on its line)
        # PyTorch imported in the paste's code, and words putting TensorFlow and PyTorch in one run
        ("torch_import_line", r"^\s{0,8}(?:>>>\s?|In \[\d{1,4}\]:\s?)?(?:import torch\b|from torch(?:\.\w+)* import\b)",
         ("torch",)),
        ("tf_torch_together", (r"\b(?:tensorflow|tf)\b[^.\n]{0,30}\b(?:paired with|together with|alongside|along with"
                               r"|beside|in the same (?:process|script|notebook|run) as)\b[^.\n]{0,20}\b(?:py)?torch\b"
                               r"|\btensorflow is also (?:executed|used|imported|loaded|run)\b"),
         ("torch", "also")),
        ("tf_import_line", r"^\s{0,8}(?:>>>\s?|In \[\d{1,4}\]:\s?)?import tensorflow(?: as tf)?\s*$",
         ("import tensorflow",)),
        # TensorFlow's native module in a traceback: its import is what failed
        ("tf_native_import", r"(?:\b|_)pywrap_tensorflow(?:_internal)?\b", ("pywrap_tensorflow",)),
        # the first GPU taken from the list (`set_memory_growth(physical_devices[0], True)`), and the list empty
        ("gpu_index0", (r"(?:set_memory_growth|set_visible_devices|set_logical_device_configuration|"
                        r"set_virtual_device_configuration)\(\s{0,3}\w{1,40}\[0\]|list_physical_devices\(['\"]GPU['\"]\)"
                        r"\[0\]|\b(?:physical_devices|gpus|gpu_devices)\[0\]"),
         ("[0]",)),
        ("index_out_of_range", r"IndexError: list index out of range", ("list index out of range",)),
        # a dependency's install put the `tensorflow` package in tensorflow-gpu's place ("it is uninstalling my
        # tensorflow-gpu and installing tensorflow"): CPU-only before 2.1
        # (advice to do it, "If you want to try a CPU-only installation, then replace `tensorflow-gpu` with
        # `tensorflow`", is not a replacement that happened)
        ("gpu_package_replaced", (r"(?<!\bthen )(?<!\bto )(?<!\bplease )(?<!\bshould )(?<!\bcan )(?<!\bcould )"
                                  r"(?<!\bmust )\b(?:uninstall|remov|replac)\w{0,4}\s(?:my\s|the\s)?"
                                  r"(?:previously installed\s)?`?tensorflow-gpu`?(?: \d[\w.]{0,10})?\s(?:and|with|by)\s"
                                  r"(?:then\s)?(?:install\w{0,4}\s)?`?tensorflow`?(?![\w-])"),
         ("tensorflow-gpu",)),
        # NaN (or wrong numbers) that come only with several GPUs: data corrupted between them (peer-to-peer, ACS)
        ("multi_gpu_only", (r"\bonly (?:when|if|with) (?:i |we )?(?:use |using |train(?:ing)? (?:on|with) )?"
                            r"(?:multiple|several|more than one|multi-?|[2-9]|two|all(?: the)?(?: \d{1,2})?) ?gpus?\b"
                            r"|\bsingle gpu (?:works|is fine|trains fine)"),
         ("only", "single gpu")),
        ("nan_said", r"\bnan\b", ("nan",)),
        # Intel's builds for AVX-512 CPUs: intel-extension-for-tensorflow's CPU release (ITEX), the -avx512 wheels,
        # Intel's deep learning stacks (DLRS, the MKL stacks)
        ("intel_avx512_build", (r"intel[-_]extension[-_]for[-_]tensorflow(?!\[(?:xpu|gpu)\])|\bitex\b"
                                r"|\bintel[-_]tensorflow[-_]avx512\b"
                                r"|\bmkl[- ](?:based )?stacks?\b|\bdlrs\b"),
         ("intel", "itex", "mkl", "dlrs")),
        # results said wrong: a loss that explodes or peaks, accuracy or outputs said incorrect, images washed out
        ("wrong_numbers_said", (r"\b(?:incorrect|wrong|inconsistent|garbage|nonsense)\b[^.\n]{0,40}?"
                                r"\b(?:results?|accuracy|outputs?|predictions?)\b"
                                r"|\b(?:results?|accuracy|outputs?|predictions?)\b[^.\n]{0,20}?\b(?:is|are|was|were|look"
                                r"s?|seems?) (?:\w+ )?(?:incorrect|wrong|garbage|nonsense)\b"
                                r"|\b(?:huge|astronomical|exploding)\b[^.\n]{0,20}?\bloss(?:es)?\b"
                                # the GPU's numbers said to differ from the CPU's ("different results on M1 GPU than
                                # on CPU")
                                r"|\bdifferent (?:results?|outputs?|predictions?|accuracy)\b[^.\n]{0,40}?"
                                r"\b(?:cpu|gpu)\b[^.\n]{0,30}?\b(?:cpu|gpu)\b"
                                r"|\bloss(?:es)?\b[^.\n]{0,30}?\b(?:explod\w{0,3}|astronomical|diverg\w{0,3})\b"
                                r"|\bwashed[- ]out\b"),
         ("incorrect", "wrong", "inconsistent", "garbage", "nonsense", "astronomical", "huge", "explod", "diverg",
          "washed", "different")),
        # the wrong numbers given a cause of their own, or a fix that is not the plugin's ("my NaN loss came from
        # log(0)", "I fixed it with gradient clipping", "lowering the learning rate", float non-determinism)
        ("own_numbers_cause", (r"\b(?:came from|was caused by|caused by my|fixed (?:it|this|that) (?:by|with)"
                               r"|solved (?:it|this|that) (?:by|with))\b|\b(?:lower\w*|reduc\w+|decreas\w+|high)\w* "
                               r"(?:the )?learning rate\b|\bgradient clipping\b|\b(?:add\w*|with) (?:an? )?epsilon\b"
                               r"|\blog\(0\)|\bnon-?determinis\w*|\bafter (?:loading|saving)\b"),
         ("came from", "caused by", "fixed", "solved", "learning rate", "clipping", "epsilon", "log(0)", "determinis",
          "after loading", "after saving")),
        # the Metal plugin said not to be what fails: the run without it (on the CPU) the same
        ("metal_ruled_out", (r"\b(?:uninstall\w{0,3}|remov\w{1,4}|disabl\w{1,4}|without)\b[^.\n]{0,40}?"
                             r"\b(?:tensorflow-metal|metal|the gpu)\b[^.\n]{0,80}?\b(?:still|same|as well|too)\b"
                             r"|\bnot (?:the )?(?:metal plugin|tensorflow-metal)\b"
                             r"|\bon the cpu\b[^.\n]{0,40}?\b(?:same|too|as well|still)\b"
                             # ("with tensorflow-metal removed ... the loss is still nan", "without the plugin ... the
                             # same")
                             r"|\btensorflow[-_]metal (?:removed|uninstalled)\b[^.\n]{0,60}?\b(?:still|same)\b"
                             r"|\bwithout the plugin\b[^.\n]{0,60}?\b(?:still|same)\b"),
         ("uninstall", "remov", "disabl", "without", "not the metal", "not tensorflow-metal", "on the cpu")),
        # the run said to work once the Metal plugin is gone ("Uninstalling tensorflow-metal fixed the problem", "I
        # fixed it by uninstalling tensorflow-metal"; the plugin named, not "it"); not where it is still the same
        # (metal_ruled_out), nor said not to help
        ("metal_removal_fixed", (r"^(?![^\n]*\b(?:reinstall\w*|recommend\w*|works? but (?:is )?(?:very |so )?slow"
                                 r"|(?:n[o']?t|not|nor)\b[^.\n]{0,40}\beither"
                                 r"|(?:did|does|do|has|have) ?(?:n[o']?t|not) (?:fix|help|solve|work|change)\w*))"
                                 r"[^\n]*?"
                                 r"(?:\b(?:uninstall\w{0,3}|remov\w{1,4}|disabl\w{1,4}|without)\b (?:the )?"
                                 r"(?:tensorflow[-_]metal|metal plugin)\b[^.\n]{0,40}?"
                                 r"\b(?:fix\w{0,3}|solv\w{1,3}|resolv\w{1,3}|works?|worked|working|runs? fine"
                                 r"|ran fine)\b"
                                 r"|\b(?:works?|worked|runs?|ran) (?:fine |well |correctly )?without (?:the )?"
                                 r"(?:tensorflow[-_]metal|metal(?: plugin)?)\b"
                                 r"|\b(?:fixed|solved|resolved) (?:it|this|the \w+) by (?:uninstall|remov|disabl)\w* "
                                 r"(?:the )?(?:tensorflow[-_]metal|metal plugin)\b)"),
         ("metal",)),
        # a 32-bit ARM board (armv7l, armhf: a Raspberry Pi OS of 32 bits), which no aarch64 wheel runs on
        ("armv7_said", r"\barmv[67]l?\b|\barmhf\b|linux_armv7l", ("armv", "armhf")),
        # a 64-bit ARM Linux named as such (a Raspberry Pi alone may run either; a Jetson is aarch64)
        # (or a Linux wheel for it pip downloaded: "manylinux_2_17_aarch64.whl")
        ("aarch64_said", r"\baarch64\b|\barm64\b|\bjetson\b|\bgraviton\b|linux\w{0,20}_aarch64\.whl\b",
         ("aarch64", "arm64", "jetson", "graviton")),
        # JAX's CUDA plugin installed and failing to start (jax_cuda12_plugin, jax_plugins.xla_cuda13)
        ("jax_plugin_failed", (r"Unable to initialize backend '(?:cuda|gpu)'|jax_plugins\.xla_cuda\d{0,2}"
                               r"|CUDA backend failed to initialize|jax_cuda\d{0,2}_plugin"),
         ("initialize backend", "jax_plugins", "cuda backend failed", "_plugin")),
        # a compiled library (a custom op, an add-on) loaded and missing a C++ symbol: built against another
        # TensorFlow or C++ ABI (-D_GLIBCXX_USE_CXX11_ABI), which no CUDA version explains
        ("library_symbol_undefined", r"\.so(?:\.\d{1,3}){0,3}['\"]?:? undefined symbol: \w", ("undefined symbol",)),
        # the whole machine said to restart or switch off under the GPU's load ("Machine restarts when running
        # TensorFlow with GPU", "my PC suddenly shuts down during training"): power or heat, not software
        # a driver said changed or replaced ("upgraded from driver 470.82 to 545.23", "I had driver 470 before"): the
        # first driver named need not be the one in use
        ("driver_changed_said", (r"\bfrom (?:the )?(?:nvidia )?(?:driver )?(?:version )?\d{3}(?:\.\d{1,3}){0,2} ?"
                                 r"(?:to|->|\u2192) ?(?:the )?(?:driver )?(?:version )?\d{3}\b"
                                 r"|\b(?:had|was on|previously|previous) (?:the |an? )?(?:nvidia )?driver "
                                 r"(?:version )?\d{3}"),
         ("from", "had", "was on", "previous")),
        ("machine_reset_said", (r"\b(?:machine|computer|pc|system|server|workstation|laptop|desktop|box)s? (?:just )?"
                                r"(?:(?:suddenly|randomly|spontaneously|always|immediately|completely) )?"
                                r"(?:restart(?:s|ed)?|reboot(?:s|ed)?|shuts? (?:itself )?(?:down|off)|turn(?:s|ed)? off"
                                r"|power(?:s|ed)? (?:down|off)|switch(?:es|ed)? off|hard[- ]?resets?)\b"
                                r"[^.\n]{0,40}?\b(?:when|while|whenever|during|after|under|as soon as|once|if)\b"
                                # the clause is about the work, not what the user did ("restarted after I installed
                                # the driver", "rebooted when I updated it": the user's restart, no load)
                                r"(?:(?!\b(?:install|updat|upgrad|reinstall|uninstall|boot)\w{0,6}\b)[^.\n]){0,40}?"
                                r"\b(?:train\w{0,3}|run\w{0,4}|fit\w{0,3}|epochs?|load|gpu|models?|tensorflow|tf|keras"
                                r"|comput\w{0,6}|benchmark\w{0,3}|stress\w{0,3}|scripts?|jobs?|programs?|inference)\b"),
         ("restart", "reboot", "shut", "turn", "power", "switch", "reset")),
        # the standalone keras in a traceback or an import (a package of keras's imports TensorFlow's internals)
        ("keras_frame", r"[\\/]keras[\\/]|\bfrom keras\b|\bimport keras\b", ("keras",)),
        # the standalone multi-backend keras's banner (keras 2.0-2.3.1 print it on import; tf.keras does not)
        ("keras_backend_banner", KERAS_BANNER, ("using tensorflow backend",)),
        # ... the standalone keras package's, not tf.keras' own files (tensorflow/python/keras/)
        ("keras_package_frame", rf"{_KERAS_FRAME.pattern}|\bfrom keras\b|\bimport keras\b", ("keras",)),
        # a frame of TensorFlow's own Keras (tf.keras's files, not the standalone keras package)
        ("tf_keras_frame", r"[\\/]tensorflow(?:_core)?[\\/]python[\\/]keras[\\/]", ("python",)),
        # TensorFlow's Keras named as such in code (tf.keras, tensorflow.keras, `from tensorflow import keras`)
        ("tf_keras_used", r"\btf\.keras\b|\btensorflow\.keras\b|\bfrom tensorflow import keras\b",
         ("tf.keras", "tensorflow.keras", "from tensorflow import keras")),
        # a traceback's frame inside TensorFlow's own package (site-packages/tensorflow/..., tensorflow_core/...)
        ("tf_frame", r"[\\/](?:site|dist)-packages[\\/]tensorflow(?:_core)?[\\/]", ("packages",)),
        # a slow first start in the user's words ("startup time very slow", "initialization takes minutes")
        # (not a first epoch slower than the next: tracing and autotuning make every first epoch slower)
        ("slow_start", (r"\b(?:start-?up|initiali[sz]ation)\b[^.]{0,60}\b(?:(?:very|extremely|really|so) slow|minutes"
                        r"|takes? (?:so |very |a )?(?:long|forever|ages))\b|\b(?:(?:very|extremely|really|so) slow"
                        r"|takes? minutes)\b[^.]{0,40}\b(?:start-?up|initiali[sz]ation|to start)\b"
                        # "slow startup", "slow model initialization", "extremely slow during startup"
                        r"|\bslow (?:(?:model|gpu|session|tensorflow) )?(?:start-?up|start up|initiali[sz]ation)\b"
                        # "takes too long to initialize", "takes several minutes (just over 4) to initialise", "a
                        # delay of more than a minute during initialization"
                        r"|\b(?:takes?|took|taking) (?:too|so|very|a very) long to (?:initiali[sz]e|start up)\b"
                        r"|\b(?:takes?|took|taking) (?:several|a few|many|\d{1,3}) (?:minutes|mins)\b[^.]{0,40}"
                        r"\bto (?:initiali[sz]e|start up)\b"
                        r"|\bdelay of (?:more than |over |about |up to )?(?:a|one|several|a few|\d{1,3}) "
                        r"(?:minutes?|mins?)\b[^.]{0,20}\b(?:during|at) (?:the )?(?:start-?up|initiali[sz]ation)\b"
                        # "JIT compile the GPU kernels which takes like 10 mins"
                        r"|\bjit[- ]?compil\w{0,4}\b[^.]{0,60}\b(?:takes|took|taking)\b[^.]{0,12}"
                        r"\b(?:\d{1,3}|a few|several|many) ?(?:minutes|mins|hours)\b"
                        # "creating GPU device take about 5 Minutes", "taking a long time to start up the training"
                        r"|\b(?:creat\w{1,3}|add\w{0,3}|initiali[sz]\w{1,4}) (?:the |visible )?gpu devices?\b[^.]{0,30}"
                        r"\b(?:\d{1,3}|a few|several|many) (?:minutes|mins|hours)\b"
                        r"|\b(?:long time|(?:\d{1,3}|a few|several|many) (?:minutes|mins|hours))\W{0,4}"
                        r"(?:to|before) (?:\W{0,2}start(?: up)?|begin(?:ning)?|creat\w{1,3} (?:the )?gpu device)\b"
                        # a session that needs minutes at its first start
                        r"|\b(?:needs?|takes?|took|taking)\s(?:about |around |over |nearly |almost )?"
                        r"(?:\d{1,3}(?:[-\u2013]\d{1,3})?|a few|several|many) (?:minutes|mins|hours)\b[^.]{0,20}"
                        r"\b(?:at|on) (?:the |every )?first start\b"
                        # minutes before the first epoch shows ("it take 5 min than print ... Epoch 1/1")
                        r"|\b(?:takes?|took|taking)\s(?:about |around |over |nearly |almost )?(?:\d{1,3}(?:[-\u2013]"
                        r"\d{1,3})?|a few|several|many) ?(?:minutes|mins?|hours)\b[^.]{0,12}\b(?:than|then|before"
                        r"|until|till)\b[^.]{0,40}\bepoch 1\b"
                        # minutes of waiting before it computes ("takes about ~2min before it actually starts to
                        # compute", "needs to wait a few minutes each time before computing")
                        r"|\b(?:waits?|waiting|takes?|took|taking|needs?)\s(?:about |around |over |nearly |almost "
                        r"|like )?~?(?:\d{1,3}(?:[-\u2013]\d{1,3})?|a few|several|many|some) ?(?:minutes|mins?|hours)\b"
                        r"[^.]{0,40}\bbefore (?:it |tensorflow |tf |the (?:tensorflow|training|model|session) )?"
                        r"(?:actually |really |even )?(?:starts?|begins?|computes?|computing|training|running)\b"
                        # not when the words give the wait to the data ("because the dataset is loaded into memory",
                        # "while the pipeline fills its shuffle buffer"): that is the input, not a compile
                        r"(?![^.\n]{0,60}?\b(?:because|since|due to|while|as)\b(?:[^.\n]|\.(?=\w)){0,60}?"
                        r"\b(?:data(?:sets?)?|images|files|records|shuffl\w{0,4}|buffers?|download\w{0,4}|pre-?process\w{0,4}|"
                        r"(?:load|read|cach|copy|copi)\w{0,4})\b)"
                        # minutes spent at the log line pasted next ("It take around 5 minutes at:")
                        r"|\b(?:takes?|took|taking|waits?|hangs?|stuck)\s(?:about |around |over |nearly |almost |for )?"
                        r"(?:\d{1,3}|a few|several|many) ?(?:minutes|mins?)\s(?:at|on)\s{0,2}:\s*$"
                        # the first epoch or step said to take minutes ("with tf 2.10 the first epoch takes 20
                        # minutes to start, then it is fast")
                        r"|\bfirst (?:epoch|step|batch|iteration|training step)s?\b[^.\n]{0,30}?\b(?:takes?|took|"
                        r"taking|needs?)\s(?:about |around |over |nearly |almost |like )?~?(?:\d{1,3}(?:[-\u2013]"
                        r"\d{1,3})?|a few|several|many) ?(?:minutes|mins?|hours)\b"
                        r"(?![^.\n]{0,60}?\b(?:because|since|due to|while|as)\b[^.\n]{0,60}?\b(?:data(?:sets?)?|images"
                        r"|files|records|shuffl\w{0,4}|buffers?|cach\w{0,4}|load\w{0,4}|read\w{0,4})\b)"
                        # CUDA's JIT cache said not to help a slow start ("even after setting the
                        # CUDA_CACHE_MAXSIZE", "despite", "still slow with")
                        r"|\b(?:even (?:after|with)|despite|still [\w ]{0,20}?(?:with|after)) (?:setting |raising "
                        r"|increasing )?(?:the )?`?CUDA_CACHE_(?:MAXSIZE|DISABLE|PATH)\b"),
         ("start", "initiali", "gpu device", "minutes", "min", "hours", "long time", "cuda_cache")),
        # the run said to hang at its first epoch or step ("it hangs at the first epoch", "stuck at Epoch 1/10"): on a
        # GPU its build has only PTX for, what a JIT compile of many minutes looks like
        ("first_epoch_hang", (r"\b(?:hangs?|hung|hanging|stuck|freez\w{1,3}|frozen)\b[^.\n]{0,30}?\b"
                              r"(?:at|on|in|during) (?:the )?(?:very )?(?:first|1st) (?:epoch|step|batch|iteration)\b"
                              r"|\b(?:hangs?|hung|hanging|stuck|freez\w{1,3}|frozen) (?:at|on) [\"'`]?epoch 1"
                              r"(?:/\d{1,5})?\b"),
         ("hang", "hung", "stuck", "freez", "frozen")),
        # a release built without AVX (up to 1.5) said to work ("tensorflow 1.5 works", "if I downgrade to the version
        # 1.5 it works again"; not "tensorflow 1.5 doesn't work either"): where a later release fails to load, AVX is
        # what changed
        # (also "reverting to v1.5 worked", "tensorforflow 1.5 is working for me", "installed tensorflow 1.5 and it
        # works", "tensorflow==1.5 installed via pip in a virtualenv is running fine")
        ("pre_avx_release_works", (r"\b(?:tensor\w{0,4}flow(?:-gpu)?|tf|(?:downgrad|revert|roll)\w{0,3}(?: back)? to"
                                   r"(?: the)?(?: version)?)\s?(?:==\s?)?v?"
                                   r"1\.[0-5](?:\.\d{1,2})?\b(?! ?%)(?:(?!\bnot\b|n't\b|\bnever\b)[^.\n?]){0,40}"
                                   r"\b(?:works?|worked|working|running fine|runs fine)\b"
                                   r"(?! ?(?:on|with) (?:the )?gpu)"  # a GPU said used is another question
                                   # or the only release said to run being one of them (the only version that runs)
                                   r"|\bthe only (?:version|release|one) (?:that |which )?(?:runs|works|loads) is "
                                   r"(?:the )?(?:(?:tensor\w{0,4}flow(?:-gpu)?|tf)(?: ?== ?| )?)?v?1\.[0-5]"
                                   r"(?:\.\d{1,2})?\b"
                                   r"(?! ?%)(?![^\n]{0,40}\?)"),
         ("1.",)),
        # the Visual C++ runtime said to be installed already ("Microsoft C++ Runtime is updated", "I have installed
        # the latest VC++ redistributable"): not the DLL missing; not advice or a condition in the same sentence
        # (make sure / check if / whether the runtime is installed)
        ("msvc_said_installed", (_stated("make sure|ensure|check|verify|if|whether|should|must|needs?")
                                 + _IN_SENTENCE + "*?"
                                 r"\b(?:visual c\+\+|vc\+\+|msvc|c\+\+ runtime|c\+\+ redistributable|vc_redist)"
                                 r"(?:[\w .()-]{0,40}?)\s(?:is|are|was|were|has been|have been)(?: already)?\s"
                                 r"(?:installed|updated|up[ -]to[ -]date)\b"
                                 r"|\b(?:i|we)(?: have| had|'ve)?(?: already)? (?:installed|updated|reinstalled) "
                                 r"(?:the |all )?(?:latest |newest )?(?:microsoft )?(?:visual c\+\+|vc\+\+|msvc"
                                 r"|c\+\+ (?:runtime|redist))"),
         ("c++", "msvc", "vc_redist")),
        # the CUDA installed said to be the wrong one, newer than the build's ("the problem was caused by the fact
        # that I installed the latest version of the CUDA library"; "because I had the newest CUDA"), not denied
        ("cuda_too_new_said", (r"^(?![^\n]*(?:\bnot\b|n't\b|\bnever\b))[^\n]*?\b(?:caused by|because|due to)\b"
                               r"[^.\n]{0,60}?\b(?:the )?(?:latest|newest|newer) (?:version of (?:the )?)?cuda\b"),
         ("cuda",)),
        # installing the Visual C++ runtime said to be what fixed the import ("After installation of Visual C++ x86, I
        # could import tensorflow", "I installed C++ 2019 and fixed this problem", "Installing C++ redistributables
        # solved the issue", "reinstalling x64 solved the error" after the runtime was named): the runtime was missing
        ("msvc_fixed_said", (r"\b(?:install|reinstall|updat|upgrad)\w{0,5}(?: of)? (?:the |both |all )?"
                             r"(?:latest |newest )?"
                             r"(?:microsoft )?(?:visual c\+\+|vc\+\+|c\+\+ (?:20\d\d|redist\w*|runtime)|msvc|vc_?redist"
                             r")(?!\w)" + _IN_SENTENCE + r"{0,60}?\b(?:fixed|solved|resolved|works? now|worked"
                             r"|(?:i |we )?(?:could|can|was able to) (?:now )?import)\b"
                             r"|\b(?:fixed|solved|resolved)\b" + _IN_SENTENCE + r"{0,30}?\bby (?:re)?install\w{0,3} "
                             r"(?:the |both )?(?:latest )?(?:microsoft )?(?:visual c\+\+|vc\+\+|msvc|vc_?redist"
                             r"|c\+\+ redist\w*|(?:x64 and x86|x86 and x64) (?:versions )?of (?:the )?(?:microsoft )?"
                             r"visual c\+\+)"),
         ("c++", "msvc", "vc_redist", "vcredist")),
        ("keras_applications_used", r"\bkeras[._]applications\b", ("applications",)),
        # the code importing the export_saved_model TensorFlow 2.x removed from tf.keras.experimental
        ("experimental_export", r"keras\.experimental(?: import |\.)export_saved_model\b", ("experimental",)),
        # tensorflow_addons loading its compiled ops (its resource loader's load_op_library), and TensorFlow's
        # NotFoundError: with the message cut, an op library that does not load
        ("tfa_op_loader", r"\btf\.load_op_library\(get_path_to_datafile\(", ("load_op_library",)),
        ("not_found_error", r"\bNotFoundError\b(?::\s*(?:in user code:?)?)?\s*$", ("notfounderror",)),
        # an add-on with compiled ops named (its import, its package, its usual alias; dm-reverb, TF-DF, TensorFlow
        # Quantum and ScaNN link TensorFlow's C++ ABI too), and the run said to crash with no Python error (a
        # segfault, a notebook session or kernel that dies; not Colab's out-of-RAM notice)
        ("compiled_addon_named", (r"\b(?:tensorflow[_-](?:text|addons|io|decision[_-]forests|quantum)"
                                  r"|tf[_-]sentencepiece|dm[_-]reverb(?:[_-]nightly)?)(?!\w|-\D)"
                                  r"|\b(?:import|from|install)\s{1,3}scann\b|\bscann(?:\s?[=<>~]=?\s?\d|-\d)"
                                  r"|^\s{0,8}scann\s{1,40}\d"
                                  r"|\btfa\.(?:image|layers|losses|optimizers|activations|seq2seq|text)\b"),
         ("tensorflow_", "tensorflow-", "tf_sentencepiece", "tf-sentencepiece", "tfa.", "reverb", "scann")),
        # conda's __cuda virtual package listed: it sees a driver (classic conda's specs incompatible with the system,
        # `feature:/linux-64::__cuda==12.2=0`; `conda info`'s `virtual packages : __cuda=12.2=0`)
        ("conda_cuda_feature", r"::__cuda==\d|\b__cuda=\d", ("__cuda=",)),
        # the machine's memory said to run out (not denied), or a load of ten gigabytes or more said (a crash's likelier
        # cause then)
        ("ram_load_said", (r"(?<!not )(?<!n't )\b(?:ran|runs?|running) out of (?:ram|memory)\b"
                           r"|\b(?:[1-9]\d{1,3} ?GB|\d{1,4} ?TB) (?:csv|file|dataset|data)\b"),
         ("out of ram", "out of memory", "gb ", "tb ")),
        # tensorflow-metal said not used or not installed ("I am not using tensorflow-metal", "tensorflow-metal is not
        # installed"; not a comparison, "works fine without tensorflow-metal, but")
        ("metal_denied", (r"(?:\bnot|n't|\bnever)\s(?:using|use|used|installed|install|have|had)\b[^.\n]{0,15}"
                          r"\btensorflow[-_]metal\b|\btensorflow[-_]metal\b (?:is|was) not installed\b"
                          r"|\bno (?:tensorflow[-_]metal|metal plugin)\b"
                          r"|(?:\bnot|n't|\bnever) (?:install|use)\w* (?:the )?(?:metal|gpu) plugin\b"
                          r"|\b(?:metal|the plugin)\b[^.\n]{0,12}\bnot installed\b"),
         ("metal", "plugin")),
        # abseil's mutex failing at start-up (libc++'s "mutex lock failed: Invalid argument", abseil's own "RAW: Lock
        # blocking"): two builds of the same native library in one process, TensorFlow's and another package's
        ("native_mutex_clash", r"\bmutex lock failed: Invalid argument\b|\bRAW: Lock blocking\b",
         ("mutex lock failed", "raw: lock blocking")),
        ("crash_said", (r"\bseg(?:mentation)?[ -]?faults?\b|\bsegfaults?\b|\bcore dumped\b|\bSIGSEGV\b"
                        r"|\bsession crashed(?! after using all available ram)|\bcrash\w* the (?:session|kernel)\b"
                        r"|\bkernel (?:appears to have )?died\b"),
         ("fault", "core dumped", "crash", "died", "sigsegv")),
        # code protoc generated for a project: protoc run on its .proto files, or a project's protos folder's _pb2
        # module (not TensorFlow's own _pb2 files, which every import traceback shows)
        ("protoc_shown", r"\bprotoc(?:\.exe)?\s+\S*\.proto\b|--python_out\b|\bprotos[/\\.]\w{1,80}_pb2\b",
         ("protoc", "--python_out", "_pb2")),
        # TensorFlow's C library for Windows said to be in place ("copy the binaries over, including the
        # libtensorflow.dll"): a program that cannot load it then misses a DLL it links
        # (said as done: not advice or a question, "you need to copy the tensorflow.dll ..., where do I get it?")
        ("tf_dll_present", (_stated("needs?|should|must|have to|make sure|try|please|how|where|whether|if")
                            + r"(?![^!?\n]*\?)" + _IN_SENTENCE + "*?"
                            r"(?:\b(?:copied|copy(?:ing)?|including|includes)\s(?:over\s)?(?:the\s)?"
                            r"(?:lib)?tensorflow\.dll\b"
                            r"|\b(?:lib)?tensorflow\.dll\s(?:is|was|exists)\s"
                            r"(?:there|present|in the (?:output|bin|same)\b))"),
         ("tensorflow.dll",)),
        ("tensorflowsharp", r"\bTensorFlowSharp\b", ("tensorflowsharp",)),
        # ML.NET's TensorFlow loader failing (Microsoft.ML.TensorFlow's TensorFlowUtils): its native library or model
        ("mlnet_tf_load_failed", r"\bTensorflow exception triggered while loading model\b",
         ("triggered while loading",)),
        # the user saying the CPU has no AVX ("My CPU does not support the AVX Instruction set", "my CPU doesn't
        # support avx2", "no AVX support"); not a lack already worked around ("my CPU doesnt support AVX (only SSE,
        # and thats why i use tensorflow 1.11 instead 1.13)")
        # (nor a condition: "if your CPU doesn't support AVX, ...")
        ("no_avx_said", (r"(?<!\bif )(?<!\bif your )(?<!\bif the )(?<!\bif my )(?<!\bif a )(?<!\bwhether )"
                         r"(?<!\bcase the )(?<!\bcase your )(?<!\bunless the )(?<!\bwhen your )(?<!\bwhen the )"
                         # (not another, older machine's, nor a belief since shown wrong: "I thought my CPU didn't")
                         r"(?:(?<!\bthe old )(?<!\bprevious )(?<!\bformer )(?<!\bthought my )(?<!\bthought the )"
                         r"(?<!\bthought that my )"
                         r"\b(?:cpus?|processors?|machine|computer|server|nas|host|hardware)\b[\w ]{0,30}"
                         r"\b(?:does ?n[o']?t|did ?n[o']?t|can ?not|can't) support (?:the )?avx2?\b"
                         r"|\b(?:cpus?|processors?|machine|computer|server|nas|host|hardware)\b[\w ]{0,30}"
                         r"\b(?:has no|have no|lacks?|without) avx2?\b|\bno avx2? support\b"
                         # a CPU model, then its instruction sets: "i5-750 only SSE4.2, without AVX"
                         r"|\b(?:i[3579]-\d{3,5}\w{0,2}|celeron|pentium|xeon|athlon|phenom|core ?2)\b"
                         r"(?:[^.\n]|\.\d){0,40}\b(?:has no|lacks|without|no) avx\b"
                         # "my cpu would need AVX instructions and in fact they don't show in my cpuinfo"
                         r"|\bavx\b[^.\n]{0,60}\b(?:do(?:es)?n'?t|do(?:es)? not) (?:show|appear)\b[^.\n]{0,20}"
                         r"\bcpuinfo\b)"
                         r"(?![^.!?\n]{0,80}\?)(?![^\n]{0,80}\b(?:that'?s why|thats why|which is why|instead)\b)"),
         ("avx",)),
        # the lack of AVX given as the cause: "lack of AVX on my machine is the issue", "refusing to start because my
        # CPU doesn't support avx2", "the only reason is that my cpu does not support AVX", "crashes due to the lack of
        # AVX"; NVIDIA's containers say it at start ("This container was built for CPUs supporting at least the AVX
        # instruction set, but the CPU detected was ..., which does not report support for AVX")
        ("no_avx_cause_said", (r"(?:\black of avx2?\b[^.!?\n]{0,40}\b(?:is|was|seems|must be)\b[^.!?\n]{0,20}"
                               r"\b(?:the |an? )?(?:issue|problem|cause|reason|culprit)\b"
                               r"|\b(?:because|since|due to|reason (?:is|was)(?: that)?)\b[^.!?\n]{0,30}"
                               r"\b(?:cpu|processor|machine)\b[\w ]{0,20}\b(?:does ?n[o']?t|do ?n[o']?t|can ?not"
                               r"|can't) (?:support|have) (?:the )?avx2?\b"
                               r"|\bdue to (?:the |a )?(?:lack of|missing|no) avx2?\b"
                               r"|\bbuilt for CPUs supporting at least the AVX2? instruction set, but\b"
                               r"|\bwhich does not report support for AVX2?\b"
                               # a failure said to come from running without AVX ("tensorflow preventing container to
                               # run without AVX", "Images fail under no AVX", "Docker image crashes without AVX
                               # instructions", "doesn't run on older CPUs that don't support AVX")
                               r"|\b(?:fail\w{0,3}|crash\w{0,3}|(?:can'?t|cannot|won'?t|doesn'?t|does not|do not|unable"
                               r" to) (?:run|start|work|load)|prevent\w{0,3} \w+ (?:to|from) (?:run|start)\w{0,3})\b"
                               r"[^.!?\n]{0,20}?\b(?:without|under no|with no) (?:the )?avx2?\b"
                               r"|\b(?:fail\w{0,3}|crash\w{0,3}|(?:can'?t|cannot|won'?t|doesn'?t|does not) "
                               r"(?:run|start|work))\b[^.!?\n]{0,20}?\bon (?:older |old )?cpus? (?:that|which) "
                               r"(?:don'?t|do not|doesn'?t|does not) (?:support|have) avx2?\b)"
                               r"(?![^.!?\n]{0,80}\?)"), ("avx",)),
        # the CPU said to have AVX but not AVX2 ("it doesn't, only avx", "no have support for AVX2, only for AVX",
        # "CPU support AVX but didn't support AVX2"): PyPI's wheels need AVX only
        ("avx_only_said", (r"\bonly (?:for |the )?avx\b(?![\d-])|\bsupports? avx\b(?![\d-])[^.!?\n]{0,30}"
                           r"(?:\bnot|n't|\bno)\b[^.!?\n]{0,20}\bavx2\b|\bhas avx\b(?![\d-])[^.!?\n]{0,20}"
                           r"\b(?:not|no) avx2\b"), ("avx",)),
        # importing TensorFlow said to kill the interpreter ("I can't launch it and python exits", "the kernel died")
        # nvidia-smi said to work on the host and not in the container (either order): the container lacks the GPU
        # (the "not" nvidia-smi's own: not another subject's, "but TF does not see the GPU in the container")
        ("host_only_said", (r"nvidia-smi\b[^.\n]{0,60}\b(?:works?|runs?|fine|shows?|lists?)\b[^.\n]{0,30}"
                            r"\bon the host\b,?\s(?:but|and|yet|while)\s(?:it\s|nvidia-smi\s)?(?:(?:does|did|do)\s?"
                            r"(?:not|n't)(?:\s(?:work|run))?|not|fails?|failed)\s(?:in|inside|within|from) "
                            r"(?:the |a |my )?(?:docker |podman )?container\b"
                            r"|\b(?:in|inside|within) (?:the |a |my )?(?:docker |podman )?container,?\s"
                            r"nvidia-smi\s(?:(?:does|did|do)\s?(?:not|n't)|fails?|failed|is not|isn't)\b[^.\n]{0,60}"
                            r"\bon the host\b"),
         ("host",)),
        # Singularity's (Apptainer's) command passing the GPU (Docker's: _read_run)
        ("run_passes_gpu", r"\b(?:singularity|apptainer) (?:exec|run|shell)\b[^\n]*?\s--nv\b",
         ("singularity", "apptainer")),
        # the container said started without the GPU: its flag forgotten ("I forgot to pass --gpus all to docker run",
        # "forgot the --nv flag", "ran the container without the --gpus flag"), or the NVIDIA runtime not installed on
        # the host ("nvidia-docker is not installed")
        ("container_gpu_words", (
            # (not denied, asked, advised, on purpose, expected or fixed since: "I did not forget --gpus all", "did I
            # forget", "make sure you don't forget", "because I want it on the CPU", "is expected to use the CPU", "was
            # not configured at first, I fixed that")
            r"^(?![^\n]*\b(?:make sure|remember|be sure|on purpose|intentionally|because I want|for now|at first|yet"
            r"|fixed that|after that|did (?:I|you) forget|expected|in case|if you|is it possible|not my case"
            r"|with (?:the )?gpus? (?:passed|enabled|exposed|attached)|with --gpus)\b)[^\n]*?"
            r"(?:(?<!not )(?<!n't )(?<!never )\b(?:forgot|forget|forgetting|forgotten|missed|omitted)\b[^.\n]{0,20}?"
            r"(?:--gpus(?:[= ]all)?|--runtime[= ]nvidia|--nv\b|--device[= ]/dev/nvidia)"
            r"|\b(?:ran|run|running|started|starting|launched|launching)\b[^.\n]{0,40}?\bwithout (?:the )?"
            r"(?:--gpus(?:[= ]all)?|--nv|--runtime[= ]nvidia)\b(?![^.\n]{0,60}\bfine on the cpu\b)"
            r"|\b(?:nvidia-docker2?|nvidia[- ]container[- ](?:toolkit|runtime)|nvidia runtime)\b (?:is|was) not "
            r"(?:installed|set up|configured)\b|\b(?:did|have|had)(?:n'?t| not) install(?:ed)? (?:the )?"
            r"(?:nvidia-docker2?|nvidia[- ]container[- ](?:toolkit|runtime))\b)"),
         ("forgot", "forget", "missed", "omitted", "without", " not ", "n't")),
        # the GPU said to work on the host and not in the container ("The GPU works on the host but not in the docker
        # image"): the container was not given it, for a reason the command or the host decides
        ("container_host_words", (
            r"\b(?:gpus?|cuda|tensorflow|it)\b[^.\n]{0,30}?\b(?:works?|is (?:detected|found|visible|available|seen))"
            r"\b[^.\n]{0,20}?\bon the host\b,?\s(?:but|and|yet|while)\s(?:not|isn'?t|is not"
            r"|does(?:n'?t| not)(?: work)?)\s(?:in|inside|within|from) (?:the |a |my )?"
            r"(?:docker |podman |singularity )?(?:container|image|pod)\b"), ("on the host",)),
        # the same of WSL: nvidia-smi works on Windows but not inside WSL ("nvidia-smi works in Windows but not in WSL")
        ("windows_only_said", (r"nvidia-smi\b[^.\n]{0,60}\b(?:works?|runs?|fine|shows?|lists?)\b[^.\n]{0,30}"
                               r"\b(?:in|on|from) (?:the )?(?:windows|powershell|cmd)\b(?: side)?,?\s"
                               r"(?:but|and|yet|while)\s(?:it\s|nvidia-smi\s)?"
                               r"(?:(?:does|did|do)\s?(?:not|n't)(?:\s(?:work|run))?|not|fails?|failed)"
                               r"\s(?:in|inside|within|from|on) (?:the |my )?(?:wsl ?2?|ubuntu)\b"),
         ("windows", "powershell", "cmd")),
        ("start_crash_said", (r"\b(?:python|the interpreter|(?:the |jupyter |ipython |notebook )kernel|it) (?:just )?"
                              r"(?:exits|exited|quits|quit|crashes|crashed|dies|died|closes)\b"
                              # the import said to crash the interpreter ("crashes python", "kills the kernel")
                              r"|\b(?:crash(?:es|ed)?|kills?|killed) (?:the |my )?(?:python|kernel|interpreter|jupyter"
                              r"|notebook)\b"
                              r"|\bcan(?:'?t|not) (?:launch|start|import) (?:it|tensorflow|tf)\b"
                              r"|\bkernel (?:appears to have )?died\b"
                              # a DLL load error in words, and a failure "without any output at all"
                              r"|\bdll load (?:error|fail\w{0,3})\b"
                              r"|\b(?:fails?|failed|crash\w{0,2}|exits?|exited|quits?)\b[^.\n]{0,30}\b(?:silently"
                              r"|without (?:any |an )?(?:output|error|message)|with no (?:output|error|message))\b"
                              r"|\bsilently (?:exits?|exited|quits?|crash\w{0,2}|dies|died|closes?)\b"),
         ("exit", "quit", "crash", "dies", "died", "closes", "launch", "start", "import", "dll load", "fail", "kill",
          "silently")),
        # the user saying something does not work with something else ("seems not compatible with CUDA 12.8");
        # "not supported" is `unsupported_said`'s
        ("incompatible_said", (r"\bnot (?:compatible|working)\b|\b(?:does|do|did)(?:n'?t| not) work\b"
                               r"|\bincompatib\w{2,6}\b|\bunsupported\b|\bno support\b"),
         ("compatib", "working", "work", "support")),
        ("requirements_named", r"\binstall_requires\b|\bsetup\.py\b|\brequirements(?:[-_]\w{1,20})?\.txt\b",
         ("install_requires", "setup.py", "requirements")),
        # pip finding keras installed ("Requirement already satisfied: keras in c:\\...\\site-packages (2.3.1)"):
        # it is in the Python that pip belongs to
        ("keras_satisfied", r"^\s{0,8}Requirement already satisfied:\s{0,3}keras(?![\w.-])[^\n]{0,200}? in \S",
         ("already satisfied",)),
        # the words that the host has no NVIDIA driver ("for me there is no more driver on the host"; not denied,
        # "it's not that there is no driver on the host", nor said of a time before, "before, there was no driver")
        ("host_driver_absent_said", (r"(?<!not that )(?<!n't that )\bthere (?:is|'s) no (?:more )?(?:nvidia )?"
                                     r"drivers? (?:installed |present )?on the host\b"), ("driver",)),
        # pip building PyYAML from its source: its archive, its wheel built, its build folder ("pyyaml_b5dc4892...")
        ("pyyaml_built", (r"\bPyYAML-\d[\w.]{0,20}\.(?:tar\.gz|zip)\b|\bBuilding wheel for pyyaml\b"
                          r"|[\\/]pyyaml_[0-9a-f]{32}[\\/]"), ("pyyaml",)),
        # tf.concat called in TensorFlow 0.x's order by the code shown ("tf.concat(1, [h1, h2])")
        ("own_old_concat", r"\btf\.concat\(\s{0,3}-?\d\s{0,3},", ("tf.concat(",)),
        ("typing_extensions_frame", r"\btyping_extensions\.py[\"']?, line \d", ("typing_extensions.py",)),
        # NumPy's check of a module's C API (its numbers shown or cut): a module built against a newer NumPy (NumPy 2
        # under a module built for 1.x fails the ABI check instead)
        ("numpy_api_newer", r"\bmodule compiled against API\b", ("compiled against api",)),
        ("sudo_pip", r"\bsudo\s{1,3}(?:-\w{1,3}\s{1,3}){0,2}(?:python[\d.]{0,4} -m )?pip[\d.]{0,4}\s{1,3}install\b",
         ("sudo",)),
        ("gpu_list_nonempty", r"PhysicalDevice\(name='/physical_device:GPU:\d|Num GPUs(?: Available)?:?\s{0,3}[1-9]",
         ("physical_device:gpu", "num gpus")),
        # a PluggableDevice GPU registered and in use: grappler's custom_graph_optimizer_registry.cc logs "Plugin
        # optimizer for device_type GPU is enabled" for it, tensorflow-metal prints "Metal device set to: Apple M1",
        # tensorflow-directml "DirectML: creating device on adapter 0 (...)"
        ("gpu_device_in_use", (r"Plugin optimizer for device_type GPU is enabled|^\s{0,4}Metal device set to: \S"
                               r"|DirectML: creating device on adapter"),
         ("plugin optimizer", "metal device set to", "directml: creating device")),
        ("device_list_cpu", r"device_type:\s{0,3}[\"']CPU[\"']", ("device_type:",)),  # device_lib.list_local_devices()
        ("device_list_gpu", r"device_type:\s{0,3}[\"']GPU[\"']", ("device_type:",)),
        ("legacy_keras_env", r"TF_USE_LEGACY_KERAS", ("tf_use_legacy_keras",)),
        # an add-on's own issue template ("### tensorflow_hub Version"): the issue is filed with that add-on
        ("addon_template", (r"^#{2,4} ?tensorflow[-_](?:addons|text|io|hub|decision[-_]forests|recommenders"
                            r"(?:[-_]addons)?|probability|datasets|model[-_]optimization|federated) version\b"),
         ("version",)),
        ("theano_named", r"\btheano\b", ("theano",)),
        # the tensorflow-estimator installed blamed in words ("Conda installed tensorflow-estimator 2.2, which is
        # incompatible with tf 1.15"; "installs wrong tensorflow-estimator version"), not denied
        ("estimator_blamed", (r"^(?![^\n]*(?:\b(?:fixed|solved|resolved|is fine)\b|\b(?:don't|do not) think\b"
                              r"|\b(?:not|isn't|no)\b (?:the )?(?:problem|issue|cause|wrong|incompatible|mismatch)))"
                              r"[^\n]*?(?:\btensorflow[-_]estimator\b[^\n]{0,80}?\b(?:incompatib\w*|wrong|mismatch\w*"
                              r"|not compatible|does(?:n't| not) (?:work|match))"
                              r"|\b(?:incompatib\w*|wrong|mismatch\w*)\b[^\n]{0,40}?\btensorflow[-_]estimator\b)"),
         ("estimator",)),
        # pip's or conda's own lines reinstalling the estimator: a listing read from them may hold the version replaced
        ("estimator_reinstalled", (r"(?:Found existing installation:|Successfully (?:un)?installed|Attempting "
                                   r"uninstall:)[^\n]*\btensorflow[-_]estimator\b"
                                   r"|\btensorflow[-_]estimator\s+\S{1,60}\s+-->\s"),  # conda's "old --> new"
         ("tensorflow-estimator", "tensorflow_estimator")),
        # a saved model being read back (load_model, a config rebuilt, a layer deserialised, weights loaded)
        ("model_load_frame", (r"\bload_model\w{0,20}|\bfrom_config\b|\bdeserializ\w{0,10}"
                              r"|\bmodel_from_(?:json|yaml|config)\b|\bload_weights\b"),
         ("load_model", "from_config", "deserializ", "model_from_", "load_weights")),
        # libcuda.so resolved into CUDA's stubs folder (ldd), or the driver API's own answer that it loaded the stub
        ("libcuda_stub", r"stubs[\\/]libcuda\.so|CUDA driver is a stub library|CUDA_ERROR_STUB_LIBRARY",
         ("stubs", "stub library", "error_stub_library")),
        # an NGC image's entrypoint running on its forward-compatibility libcuda ("NOTE: CUDA Forward Compatibility
        # mode ENABLED.", older images "NOTE: Legacy NVIDIA Driver detected.  Compatibility mode ENABLED.")
        ("ngc_compat_enabled", r"Compatibility mode ENABLED", ("compatibility mode enabled",)),
        # a SageMaker instance type of a CPU family (general purpose, compute, memory, burstable): no GPU on it
        ("cpu_instance", r"\bml\.(?:m[3-7]|c[4-7]|r[5-7]|t[23])[a-z]{0,3}\.(?:\d{0,2}x?large|medium)\b", ("ml.",)),
        # and of a GPU family (a notebook instance ml.t2.medium often starts a training job on ml.p3.2xlarge)
        ("gpu_instance", r"\bml\.(?:p[2-5]|g[4-6]|g4dn)[a-z]{0,3}\.(?:\d{0,2}x?large)\b", ("ml.",)),
        # NVIDIA's forward compatibility used: its package, its libcuda folder, the words with a verb that uses it
        # (not denied, "we did not install cuda-compat", nor asked, "is TensorFlow 2.15 forward compatible with...")
        ("cuda_compat_said", (rf"{_NOT_USED}(?:\bcuda-compat\b|\bcuda[\w.-]{{0,8}}/compat/libcuda\.so"
                              r"|\b(?:use[sd]?|using|via|through|rel(?:y|ies|ied|ying) on|enabled?) (?:the |nvidia'?s? "
                              r"|cuda'?s? ){0,2}forward[- ]compatib)"), ("compat",)),
        ("docker_run", r"\b(?:docker|podman) run\b", ("docker run", "podman run")),
        # pip not reaching its index (its warnings before "Could not find a version"): SSL (or Python without it),
        # proxy, DNS, timeouts, refusals
        ("pip_unreachable", (r"Could not fetch URL|Retrying \(Retry\(|SSLError|CERTIFICATE_VERIFY_FAILED|ProxyError"
                             r"|NewConnectionError|ConnectTimeout|ReadTimeout|Temporary failure in name resolution"
                             r"|Name or service not known|getaddrinfo failed|Network is unreachable"
                             r"|ssl module in Python is not available|Max retries exceeded|HTTPSConnectionPool"
                             r"|Connection refused|\b40[13] (?:Client Error|Forbidden|Unauthorized)"),
         ("fetch url", "retry(", "ssl", "certificate_verify", "proxyerror", "connection", "timeout",
          "name resolution", "service not known", "getaddrinfo", "unreachable", "max retries", "40")),
        # pip reading an index other than PyPI only (a company's mirror): what it lacks says nothing of the wheels
        ("private_index", (r"Looking in indexes: (?!.*\bpypi\.org\b)|(?:--index-url|\s-i)[ =]https?://"
                           r"(?!pypi\.org\b|pypi\.python\.org\b)"),
         ("looking in indexes", "--index-url", "-i ")),
        # the Python in use said not to fit, its version not given, TensorFlow, its install or "it" the subject ("it is
        # asking for downgrading the python version", "tensorflow-gpu 2.0.0 does not support my python"); not denied
        ("python_unfit_said", (r"\b(?:tensorflow(?:-gpu)?|tf|it|pip)\b(?:(?!\.\s)[^\n]){0,60}?(?<!\bnot )(?<!n't )"
                               r"(?<!never )\b(?:asks?|asking|asked|wants?|tells?|told|says?|requires?|needs?)\s"
                               r"(?:me\s)?(?:to|for)\sdowngrad(?:e|ing)\s(?:the\s|my\s)?python\b"
                               r"|\b(?:tensorflow(?:-gpu)?|tf|it)\b(?:(?!\.\s)[^\n]){0,40}?(?:\bnot|n't)\s(?:\w+\s)?"
                               r"support\w{0,3}\s(?:my|this|the)\spython\b"
                               r"(?!\s(?:code|scripts?|files?|programs?|packages?|modules?))"),
         ("downgrad", "support")),
        # tf.keras entered through the keras package's shim for TensorFlow 2.6-2.15 (its traceback frame; not
        # TensorFlow 2.0-2.5's own tensorflow/python/keras/api/_v2): the keras installed is what tf.keras imports
        ("keras_shim_frame", r"(?<![\\/]python)[\\/]keras[\\/]api[\\/]_v2[\\/]keras[\\/]__init__\.py", ("_v2",)),
        # an import error naming Keras or TensorFlow (not a user's keras.py importing itself in a circle)
        ("keras_tf_import_error", (r"^\s{0,8}(?:ImportError|ModuleNotFoundError|AttributeError): "
                                   r"(?![^\n]{0,300}(?:circular import|partially initialized))[^\n]{0,200}?"
                                   r"\b(?:keras|tensorflow)\b"),
         ("importerror", "modulenotfounderror", "attributeerror")),
        ("keyboard_interrupt", r"^\s{0,8}KeyboardInterrupt\b", ("keyboardinterrupt",)),
        # a file of the script's own named tensorflow.py (not the package's), which shadows TensorFlow
        ("own_tensorflow_py", r"File \"(?![^\"]*(?:site|dist)-packages)(?:[^\"]*[\\/])?tensorflow\.py\"",
         ("tensorflow.py",)),
        # podman running the container (its command, crun, its runtime, or docker emulated by it): it gives GPUs by
        # CDI device names, not --gpus; and such a name already given
        ("podman", r"\bpodman (?:run|exec|create|start)\b|\bcrun:|Emulate Docker CLI using podman",
         ("podman", "crun:")),
        ("cdi_device_named", r"\bnvidia\.com/gpu=", ("nvidia.com/gpu=",)),
        # the flag, not its absence said ("started without --gpus", "I didn't pass --runtime=nvidia")
        ("gpus_flag", (rf"{_NOT_PASSED}(?:--gpus\b|--runtime[= ]nvidia)|nvidia-docker|NVIDIA_VISIBLE_DEVICES"
                       r"|\b(?:singularity|apptainer)\b.{0,80}--nv(?:ccli)?\b"
                       # the daemon's default runtime (daemon.json): every container gets the GPU option
                       r"|nvidia\.com/gpu|[\"']?default-runtime[\"']?\s{0,3}[:=]\s{0,3}[\"']?nvidia\b"),
         ("--gpus", "--runtime", "nvidia-docker", "nvidia_visible_devices", "--nv", "nvidia.com/gpu",
          "default-runtime")),
        # a batch scheduler's job (SLURM's #SBATCH/srun, PBS and Grid Engine's #PBS/#$/qsub, LSF's bsub, HTCondor):
        # on a cluster the job gets a GPU only if it asks for one
        ("batch_job", (r"^\s{0,8}#(?:SBATCH|PBS|BSUB|\$)\s|(?:^|[\s;&|(`$])(?:sbatch|srun|salloc|qsub|bsub"
                       r"|condor_submit)\s"),
         ("#sbatch", "#pbs", "#bsub", "#$", "sbatch", "srun", "salloc", "qsub", "bsub", "condor_submit")),
        # what the job asks for is shown: the script's directives, a submission with its options, a submit file's
        # requests (not `sbatch job.sh` alone, nor srun inside an allocation, whose request the paste does not show)
        ("batch_request", (r"^\s{0,8}#(?:SBATCH|PBS|BSUB|\$)\s|(?:^|[\s;&|(`$])(?:sbatch|salloc|qsub|bsub)\s{1,4}-"
                           r"|^\s{0,8}request_(?:cpus|memory|gpus)\s{0,3}="),
         ("#sbatch", "#pbs", "#bsub", "#$", "sbatch", "salloc", "qsub", "bsub", "request_")),
        # the job asking for a GPU: --gres=gpu, --gpus(-per-*), -G, PBS/Grid Engine's ngpus/gpus=, LSF's -gpu,
        # HTCondor's request_gpus
        ("batch_gpu", (r"--gres[= ]\S{0,40}gpu|--gpus(?:-per-\w{1,8})?[= ]\S|(?:^|\s)-G\s?\d|\bn?gpus?=\d"
                       r"|\bbsub\b[^\n]{0,200}\s-gpu\b|\brequest_gpus\s{0,3}=\s{0,3}[1-9]"
                       r"|(?:^|\s)-l\s\S{0,60}\bcuda=\d"),  # Grid Engine sites' own resource name (`-l cuda=1`)
         ("gres", "--gpus", "-g", "gpus=", "gpu=", "-gpu", "request_gpus", "cuda=")),
        # the host TensorFlow's CUDA diagnostics name is a cluster's login node (login01, sh02-ln01): no GPU there
        ("login_host", (r"(?:for host:?|on this host \(|hostname:)\s?[\w.-]{0,40}?"
                        r"(?:login\w{0,10}|(?<![a-z0-9])ln\d{1,3})(?![a-z])"),
         ("host",)),
        # a Windows-on-ARM Python: its banner ("[MSC v.1935 64 bit (ARM64)]"), pip's win_arm64 tag, the machine named
        # (also in the user's words: "ARM32 Windows10", "ARM base Windows system", "Windows 11 ARM64")
        ("windows_arm", (r"\b64 bit \(ARM64\)|\bwin_arm64\b|\bwindows (?:11 )?on arm\b|\bsnapdragon x\b"
                         r"|\bsurface pro x\b|\barm(?:32|64)?[ -]?(?:based |base )?windows ?(?:1[01]|rt)?\b"
                         r"|\bwindows ?(?:1[01])? (?:arm(?:32|64)?|on arm(?:32|64)?)\b"),
         ("arm64", "on arm", "snapdragon", "surface pro", "arm")),
        # conda 4.3's conflict listing names the environment's Python as a bare spec ("  - python 3.6*")
        ("conda_python_spec", r"^\s{0,8}- ?python [23]\.\d{1,2}\*\s*$", ("- python", "-python")),
        ("python_x64", r"\b64 bit \(AMD64\)", ("(amd64)",)),  # an x64 Python's banner (emulated on Windows on ARM)
        # CUDA in a container said to work only once a CUDA program ran on the host ("need to run a CUDA program on
        # the host system before it works in a container"): the driver's device files are made on first use
        ("host_cuda_first_said", (r"\b(?:run|running|ran|start|starting|started) (?:a|any|some|one) (?:\w+ )?cuda "
                                  r"(?:program|application|app|sample|code|binary|process)s? on the host\b"),
         ("on the host",)),
        # the image in use said to lack GPU support ("forces the build to use your SM image without GPU support"; not
        # one set against a GPU image that is the one run): a build without CUDA (_derive_flags)
        ("image_without_gpu_said", (r"\b(?:use|uses|using|used|forces?|forced|runs?|running|ran) (?:[\w'-]+ ){0,4}?"
                                    r"(?:image|container)s? (?:without|with no|lacking) (?:any )?gpu support\b"),
         ("gpu support",)),
        # ... or its words ("I use the x64 Python under emulation", "an amd64 python")
        ("x64_python_said", (r"\b(?:x64|amd64|x86[-_]64)\b[^.\n]{0,20}\bpython\b|\bpython\b[^.\n]{0,20}"
                             r"\b(?:x64|amd64|x86[-_]64)\b|\bemulat(?:ed|ion|or)\b"),
         ("x64", "amd64", "x86_64", "x86-64", "emulat")),
        # Windows' ERROR_DLL_INIT_FAILED (1114) in the words Node.js and the JVM print it ("Error: A dynamic link
        # library (DLL) initialization routine failed."): a DLL loaded but its start-up failed (AVX, most often)
        # (not another package's DLL: PyTorch's 'Error loading "...\torch\lib\c10.dll"' after it, "while importing cv2";
        # the words' "While importing Tensorflow on CPU, a dynamic link library ..." are TensorFlow's)
        ("dll_init_failed_said",
         (r"^(?![^\n]*while importing (?!_pywrap_tensorflow|tensorflow\b|tf\b)\w)[^\n]*?"
          r"\bdynamic link library \(DLL\) initiali[sz]ation routine failed(?!\.? ?Error loading\b)"),
         ("initialization routine", "initialisation routine")),
        # ... said of TensorFlow on the same line ("While importing Tensorflow on CPU, a dynamic link library (DLL)
        # initialization routine failed"), not of another package's DLL in the same paste
        ("dll_init_tf_said", (r"\b(?:tensor ?flow|tf)\b(?:(?!\bimport\w{0,3} (?!tensor ?flow|tf\b)|\bbut\b)[^\n])"
                              r"{0,80}?\bdynamic link library \(DLL\) initiali[sz]ation routine failed"
                              r"|\bdynamic link library \(DLL\) initiali[sz]ation routine failed\b"
                              r"[^\n]{0,80}?\b(?:tensor ?flow|_pywrap_tensorflow)"),
         ("initialization routine", "initialisation routine")),
        ("python_arm64", r"\b64 bit \(ARM64\)|\bwin_arm64\b", ("(arm64)", "win_arm64")),  # an ARM64 one's, its tag
        ("python_32bit", (r"\b32 bit \((?:Intel|ARM)\)|python3\d{0,2}-32\b|\b32-bit python\b"
                          r"|python[\w .]{0,20}\(32-bit\)"
                          # the words: "python 3.8.0 32-bit", "Python 3.7 (32 bit)", "a 32 bit version of python"
                          r"|\bpython ?3(?:\.\d{1,2}){0,2},? \(?32[- ]?bit\b(?![-/ ]{1,3}(?:and|or)?\s?64)"
                          r"|\b32[- ]?bit (?:version of |build of )?python\b"
                          # python.org's Windows installers call the 32-bit one "x86" (the 64-bit one "x86-64")
                          r"|\bpython(?: 3(?:\.\d{1,2}){0,2})? x86\b(?![-_]64)|\bx86 python\b"
                          r"|\bi[3-6]86 GNU/Linux\b"  # `uname -a` of a 32-bit x86 Linux: no 64-bit Python there
                          r"|-cp3\d{1,2}m?-win32\.whl\b"  # the wheels pip collects for a 32-bit Windows Python
                          # a 32-bit Windows, which runs only a 32-bit Python ("windows 7 32 bit")
                          rf"|{_WINDOWS_32BIT}"),
         ("32 bit (", "-32", "32-bit", "86 gnu/linux", "x86", "win32.whl", "32 bit", "32bit")),
        # libmamba's tree where a TensorFlow package is the one not installable ("tensorflow-gpu is not installable
        # because it requires"): the Python range under it is that package's
        ("libmamba_tf_needs", r"\btensorflow[\w-]{0,20}(?: [\w.*|\[\]]{1,60})? is not installable because",
         ("is not installable",)),
        # TensorFlow's own C++ log line ("F tensorflow/core/lib/monitoring/sampler.cc:42] Check failed"): its runtime
        # ran in the process the paste shows
        ("tf_cc_log", r"\btensorflow/(?:core|compiler|stream_executor|tsl|python)/[\w/.-]{1,200}\.cc:\d{1,5}\]",
         ("tensorflow/",)),
        # QEMU emulating another CPU than x86 (an arm64 image on an x86 host, RISC-V...): its signals are not an x86
        # program's
        ("qemu_not_x86", (r"\bqemu-(?:aarch64|arm\w{0,4}|riscv\d{0,2}|ppc\w{0,6}|s390x|mips\w{0,6})\b"
                          r"|--platform[ =]linux/(?:arm|riscv|ppc|s390)"), ("qemu-", "--platform")),
        # conda's header for specs its channels lack, one a line after it (the lines' own hints, "=" and "tensor",
        # bring them to the scan; this brings the header)
        ("conda_unfound_listed", r"ResolvePackageNotFound", ("resolvepackagenotfound",)),
        # a build finding no HDF5 library or headers (h5py's setup.py loading libhdf5.so for its version; pkg-config)
        ("hdf5_missing", (r"libhdf5(?:_serial)?\.so[\w.]{0,12}: cannot open shared object file"
                          r"|Unable to load dependency HDF5|HDF5 (?:library )?(?:was )?not found"
                          r"|Unable to (?:locate|find) HDF5\b"
                          r"|Package 'hdf5'?,? (?:required by '[^']{1,60}', )?not found"),
         ("hdf5",)),
        # the channel URLs conda lists where it finds no package, by their platform subdirectory: a 32-bit conda
        # searches win-32 or linux-32 ("http://conda.anaconda.org/conda-forge/win-32"), a 64-bit one the -64 ones
        ("conda_channels_32bit", _CONDA_CHANNEL + r"(?:win|linux)-32(?=/|\s|$)", ("conda", "continuum")),
        ("conda_channels_64bit", _CONDA_CHANNEL + r"(?:win|linux|osx)-(?:64|arm64|aarch64)(?=/|\s|$)",
         ("conda", "continuum")),
        # the Windows itself said 32-bit: a 64-bit Python needs a 64-bit Windows first
        ("os_32bit", _WINDOWS_32BIT, ("32 bit", "32-bit", "32bit")),
        # a 64-bit Python named beside it (its banner "[MSC v.1929 64 bit (AMD64)]", the x86-64 installer, the words):
        # the paste does not decide which one pip belongs to
        ("python_64bit", (r"\b64 bit \((?:AMD64|ARM64)\)|\b64[- ]?bit python\b|python[\w .]{0,20}\(64-bit\)"
                          r"|\bpython(?: 3(?:\.\d{1,2}){0,2})? x86[-_]64\b|\bx86[-_]64 python\b"),
         ("64 bit", "64-bit", "64bit", "x86-64", "x86_64")),
        # installing TensorFlow named (a question, a command), not only a failure
        ("install_asked", (r"\binstall(?:ing|ed)?\s(?:the\s)?(?:tensorflow|tf)\b"
                           r"|\bpip3?\s(?:install|download)\b[^\n]{0,60}\btensorflow"), ("install", "download")),
        # a Keras model or weights file in HDF5 (h5py reads it): what `'str' object has no attribute 'decode'` is about
        ("keras_hdf5", r"\bkeras\b|\bh5py\b|\bhdf5|\.h5\b|load_weights|load_model", ("keras", "h5", "load_")),
        # an HDF5 model or weights file named (Keras 2's format; Keras 3 reads it as legacy)
        ("h5_file", r"\w\.(?:h5|hdf5)\b", (".h5", ".hdf5")),
        # Keras named as itself, not as TensorFlow's module (tf.keras, tensorflow.keras, from tensorflow import keras)
        ("keras_word", r"(?<!tf\.)(?<!tensorflow\.)(?<!python\.)(?<!from tensorflow import )\bkeras\b", ("keras",)),
        # a traceback's code line calling .decode() on something other than Keras' HDF5 attributes: the code's own
        # TFLite or flatbuffers at work (the converter, its files, a flatbuffers frame): what a flatbuffers too old
        # breaks (TensorFlow itself imports and runs without it)
        ("tflite_used", r"\btflite|TFLiteConverter|\btf\.lite\b|[\\/]lite[\\/]python[\\/]|[\\/]flatbuffers[\\/]",
         ("lite", "flatbuffers")),
        ("own_decode_call", (r"^(?!.*(?:\.attrs\b|_config\b|keras_version|weight_names|layer_names))"
                             r".*[\w)\]]\.decode\("), (".decode(",)),
        ("cpu_without_avx", (r"\b(?:celeron|pentium|atom|core ?2 (?:duo|quad)|core\(tm\)2|phenom|sempron|snapdragon"
                             r"|apple m[1-4]\b|i[357]-\d{3}[a-z]{0,2}\b"
                             # the first Core i generation, named "i3 CPU M350", "i5 CPU M 520", "i7 CPU 920" (the
                             # later ones "i7-2600 CPU")
                             r"|i[357] cpu (?:[mqlux] ?\d{3}|[3-9]\d{2})\b(?! ?(?:%|gb|tb|mb|ghz|mhz)\b)"
                             # Xeons before Sandy Bridge (X5650, E5620, W3520, L5640; not E5-2670 or W-2133), AMD's
                             # before Bulldozer
                             r"|xeon(?:\(r\))?(?: cpu)? [elwx]\d{4}\b|athlon(?: ii| 64| x2)\b|turion)"),
         ("celeron", "pentium", "atom", "core", "phenom", "sempron", "snapdragon", "apple m", "i3-", "i5-", "i7-",
          "i3 cpu", "i5 cpu", "i7 cpu", "xeon", "athlon", "turion")),
        ("cpu_with_avx", r"\b(?:i[3579]-\d{4,5}[a-z]{0,2}\b|ryzen|core ultra|threadripper|epyc)",
         ("i3-", "i5-", "i7-", "i9-", "ryzen", "core ultra", "threadripper", "epyc")),
        # /proc/cpuinfo's flags line listing avx: the machine the paste ran on has it
        ("cpuinfo_avx", r"^\s{0,4}flags\s*:.*\bavx\b", ("flags",)),
        ("colab", r"\bcolab\b|%tensorflow_version|google\.colab|/content/|colaboratory|\bCOLAB_(?:TPU_ADDR|GPU)\b",
         ("colab", "%tensorflow_version", "/content/")),
        # TensorFlow for Java (its classes, its JNI library): Fiji's CSBDeep, a JVM application
        ("tensorflow_java", r"\borg\.tensorflow\.|\btensorflow_jni\b", ("org.tensorflow", "tensorflow_jni")),
        # a TPU VM, where the client runs on the TPU's own host (`TPUClusterResolver(tpu='local')`, its t1v- hosts)
        ("tpu_vm", r"\btpu\s?=\s?['\"]local['\"]|\bt1v-n-[0-9a-f]{6,12}-w-\d|\btpu-vm\b",
         ("local", "t1v-", "tpu-vm")),
        # a TPU the run uses: the resolver of Colab's TPU address, the TPU strategy, a TPU Node's gRPC port
        ("tpu_used", (r"\bCOLAB_TPU_ADDR\b|\bTPUClusterResolver\b|\binitialize_tpu_system\b|\bTPUStrategy\b"
                      r"|\btpu_cluster_resolver\b|grpc://\d{1,3}(?:\.\d{1,3}){3}:8470\b"
                      r"|\bTPU(?: accelerator| runtime| software version|: (?:Google )?Colab)"),
         ("tpu", ":8470")),
        # pip in a running notebook replacing what its kernel imported (Colab's warning after the install)
        ("restart_due", r"previously imported in this runtime|You must restart the runtime in order to use newly",
         ("previously imported", "restart the runtime")),
        # what shows the device list itself, not words about a GPU unused: TensorFlow's own calls and answers
        ("gpu_list_shown", (r"list_(?:physical|local)_devices|\bNum GPUs\b|is_gpu_available|gpu_device_name"
                            r"|Skipping registering GPU devices|^\s{0,8}\[ ?\]\s*$"),
         ("list_", "num gpus", "is_gpu_available", "gpu_device_name", "skipping registering", "[")),
        # the GPU used before and no longer ("worked well with GPU a few days ago", "until yesterday", "suddenly"):
        # something changed under the code, which did use it
        ("gpu_worked_before", (r"\b(?:worked|was working|ran|was running|used to (?:work|run))\b[^.\n]{0,40}?"
                               r"\b(?:(?:a few|a couple of|\d{1,2}|some|two|three|several) "
                               r"(?:hours?|days?|weeks?|months?) (?:ago|back|earlier)"
                               r"|yesterday|last (?:week|month|night)|before|earlier|previously)\b"
                               r"|\b(?:until|till) (?:yesterday|today|recently|now|last)\b|\bsuddenly\b"
                               r"|\bno longer\b|\bstopped (?:using|working|detecting|running)\b"),
         ("ago", "back", "earlier", "previously", "yesterday", "last ", "before", "until", "till", "suddenly",
          "no longer", "stopped")),
        # a Kaggle notebook (its session, its folders), not a dataset or competition downloaded from Kaggle
        ("kaggle", (r"\bkaggle (?:notebook|kernel|session|environment|docker image|gpu|accelerator)s?\b"
                    # not a Kaggle data set named ("on Kaggle's cats vs dogs dataset", "in the Kaggle competition")
                    r"|\b(?:on|in|using) (?:a |the )?kaggle\b(?!(?:'s)?(?: [\w-]{1,30}){0,4} ?(?:datasets?|data"
                    r"|competitions?|challenge|api)\b)"
                    r"|/kaggle/(?:working|input|lib)\b"), ("kaggle",)),
        # the hosted notebook named as where it works, the failing run on the user's own machine ("works fine on
        # Kaggle, but on my own PC ...", "... on my laptop, while it runs on Colab"): not a hosted notebook's paste
        ("hosted_works", (r"\b(?:works?|worked|working|runs?|ran|running)(?: (?:fine|well|perfectly|great|ok))? "
                          r"(?:on|in) (?:google )?(?:colab(?:oratory)?|kaggle)\b[^.\n]{0,60}\b(?:but|while|whereas)\b"
                          r"[^.\n]{0,40}\b(?:my|locally|local)\b"
                          r"|\b(?:my|locally|local)\b[^.\n]{0,80}\b(?:but|while|whereas)\b[^.\n]{0,20}\b(?:works?|"
                          r"worked|runs?|ran)(?: (?:fine|well|perfectly|great|ok))? (?:on|in) (?:google )?"
                          r"(?:colab(?:oratory)?|kaggle)\b"
                          # the next sentence turning to the user's machine ("It works on Colab. Locally, ...")
                          r"|\b(?:works?|worked|runs?|ran)(?: (?:fine|well|perfectly|great|ok))? (?:on|in) (?:google )?"
                          r"(?:colab(?:oratory)?|kaggle)\b[^.\n]{0,40}[.;]\s{0,3}(?:but |however,? )?(?:locally"
                          r"|on my (?:own )?(?:machine|computer|laptop|pc|server))\b"
                          r"(?![^.\n]{0,20}\b(?:too|as well|also)\b)"), ("colab", "kaggle")),
        # TensorFlow Serving's model server: its apt package and its untagged image are CPU builds
        ("tf_serving", (r"tensorflow_model_server|tensorflow-model-server|\btensorflow/serving\b"
                        r"|\btf[ -]?serving\b|\btensorflow serving\b"), ("model_server", "model-server", "serving")),
        ("tf_serving_gpu", r"tensorflow/serving:[\w.-]{0,30}gpu\b", ("serving:",)),
        # what names the CPU build: its apt package, or the image with a tag that is not a -gpu one (or none); the
        # GitHub repository's address names the source, not an image
        ("tf_serving_cpu", (r"\bapt(?:-get)? install (?:-y )?tensorflow-model-server\b"
                            r"|(?<!github\.com/)\btensorflow/serving(?!:[\w.-]{0,30}gpu\b)(?=[\s:'\"`]|$)"),
         ("install", "serving")),
        ("cuda_config_build", r"--config[= ]cuda\b", ("--config",)),
        # op_kernel.cc's lists after "No OpKernel was registered": the devices the process has (none a GPU; XLA's
        # XLA_GPU is a GPU it saw without creating a device) and the build's kernels for the op
        ("registered_devices_no_gpu", r"Registered devices: \[(?:(?!\bGPU\b)[^\]\n]){0,120}\]",
         ("registered devices",)),
        ("registered_devices_xla_gpu", r"Registered devices: \[[^\]\n]{0,120}\bXLA_GPU\b", ("registered devices",)),
        ("no_registered_kernels", r"<no registered kernels>", ("<no registered kernels>",)),
        ("gpu_kernels_registered", r"\bdevice='GPU'", ("device='gpu'",)),
        # Colab's "Use fallback runtime version" (the previous image) is a GPU runtime whose older CUDA worked
        ("gpu_runtime_chosen", (r"hardware accelerator|runtime type|gpu runtime|connected to (?:a |the )?gpu"
                                r"|fallback runtime"
                                r"|work(?:ed|ing)[\w ]{0,30}\b(?:yesterday|last week"
                                r"|(?:(?:\d{1,2}|a few|few|some)(?: to \d{1,2})? )?days? (?:ago|back|before))"),
         ("accelerator", "runtime", "connected to", "worked", "working")),
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
        ("uninstall_tensorflow", (r"uninstall(?:ing)?(?: -{1,2}[\w-]{1,12}){0,3}(?: the)? tensorflow(?:-cpu)?"
                                  r"(?![\w.-]| ?-gpu\b)(?: package)?"), ("uninstall",)),
        # the GPU lost when another package was installed: its requirements brought a second TensorFlow ("after
        # install keras, tensorflow only can find CPU", "installing X makes tensorflow can't find GPU", "it
        # downloaded the tensorflow cpu version as its dependence")
        ("gpu_lost_to_install", (r"\bafter install(?:ing|ed)? "
                                 r"(?![^.\n,]{0,25}\b(?:tensorflow|tf|cuda|cudnn|nvidia|drivers?|toolkit)\b)"
                                 r"[\w.`-]+\b[^.\n]{0,80}?\b(?:only (?:can )?(?:finds?|shows?|uses?|sees?) (?:the )?cpu"
                                 r"|(?:running|runs?|ran) on (?:the )?cpu"
                                 r"|can(?:'?t|not) (?:find|see|use|detect) (?:the |my )?gpu)"
                                 r"|\binstall(?:ing|s)? [\w.`-]+ makes? (?:tensorflow|tf) (?:can'?t|cannot|not) "
                                 r"(?:find|see|use|detect)"
                                 r"|\b(?:download|install|pull)\w{0,3}(?: in)? (?:the |a )?`?tensorflow`?(?: ?cpu)?"
                                 r"(?: version| package)? as (?:its|a) dependen(?:ce|cy)\b"),
         ("after install", "makes", "dependen")),
        # a question how to use the GPU: a checklist's start only where the paste shows no GPU list with a GPU
        ("asks_gpu_use", r"\bhow (?:to|do i|can i|should i) (?:use|enable) (?:the |my |a )?gpu\b", ("how",)),
        # tensorflow-intel: the Windows build TensorFlow's releases after the last native-Windows GPU one pull in
        # (their wheels' METADATA: `tensorflow-intel ==X ; platform_system == "Windows"`, tf_wheel_evidence.json)
        ("tensorflow_intel", r"\btensorflow[-_]intel\b", ("tensorflow-intel", "tensorflow_intel")),
        # (and its misspellings in prose: "tensowflow-gpu", "tensoflow-gpu", "tenserflow-gpu")
        # (a version between: "tensorflow1.9.0-gpu")
        ("mentions_tf_gpu", (r"tensorflow[-_]gpu|\bten[sz][a-z]{1,3}fl[a-z]{1,2}[-_]gpu\b"
                             r"|\btensorflow[-_ ]?v?\d[\d.]{0,8}[-_]gpu\b"), ("-gpu", "_gpu")),
        # a tensorflow-gpu wheel file named (installed from a URL or a download): the distribution is tensorflow-gpu
        ("gpu_wheel_named", r"\btensorflow[-_]gpu-\d[\w.+]{0,30}-(?:cp|py)\d{1,3}", ("_gpu-", "-gpu-")),
        # the install commands shown: plain `tensorflow` (TensorFlow 1.x's CPU package), or tensorflow-gpu
        ("installs_plain_tf", (r"\b(?:pip3?|conda) install (?:-{1,2}[\w-]+ ){0,3}['\"]?tensorflow(?![-_\w\[])"
                               # said in words with its version: "I only installed tensorflow 1.4"
                               r"|\binstalled tensorflow(?: version)?(?:==| v?)\d"),
         ("install",)),
        ("installs_tf_gpu", r"\b(?:pip3?|conda) install [^\n]{0,40}\btensorflow[-_]gpu\b", ("install",)),
        # by pip: PyPI's tensorflow-gpu is a placeholder from 2.12 on; conda-forge still builds tensorflow-gpu
        ("pip_installs_tf_gpu", r"\bpip3? install [^\n]{0,40}\btensorflow[-_]gpu\b", ("install",)),
        ("python3_command", r"(?:^|[\s`>$])(?:python3|pip3)(?:\.exe)? (?:-[mc]\b|install\b)", ("python3", "pip3")),
        ("tf1_session", r"no known devices|\btf\.Session\(|Device mapping:", ("no known devices", "tf.session",
                                                                             "device mapping")),
        # TensorFlow 1.0-1.4's device line, "Creating TensorFlow device (/gpu:0) -> ...": a 1.x GPU build that ran
        ("tf1_device_line", r"Creating TensorFlow device \(/gpu:\d", ("(/gpu:",)),
        # the machine said to have one GPU (whose index is 0): "on systems with 1 GPU", "I only have one GPU"
        ("one_gpu_said", (r"\b(?:systems?|machines?|computers?|servers?|nodes?|laptops?|pcs?|hosts?) (?:with|that has"
                          r"|has) (?:only |just )?(?:1|one|a single) (?:nvidia )?gpu\b(?![-_ ]?(?:index|id)\b)"
                          r"|\bsingle[- ]gpu (?:systems?|machines?|computers?|servers?|nodes?|laptops?|pcs?|hosts?)\b"
                          # not a share of a larger machine ("I have one GPU for my job", "one GPU free")
                          r"|\b(?:i|we) (?:only )?have (?:only |just )?(?:1|one|a single) (?:nvidia )?gpu\b"
                          r"(?! (?:for|free|available|allocated|assigned|of)\b)"),
         ("gpu",)),
        # (not advice: faceswap's out-of-memory message lists "1) Close any other application that is using your GPU")
        ("other_gpu_user", (r"(?<!\bno )(?<!\bnot any )(?<!n't any )(?<!without )(?<!close any )(?<!close all )"
                            r"\b(?:another|other|second) (?:process(?:es)?|program|notebook|jupyter|tab|kernel|session"
                            r"|instance|application)\b"
                            # a second model loaded or several run at once: the first took the memory ("an out of
                            # memory error as soon as it tries to load the second model")
                            r"|\b(?:load|start|run|launch|serv)\w* (?:the |a )?second (?:model|job|training)\b"
                            r"|\b(?:two|multiple|several) (?:\w+ )?(?:models|processes|jobs|trainings|scripts"
                            r"|notebooks|instances) (?:\w+ ){0,3}(?:in parallel|simultaneously|at the same time"
                            r"|concurrently|open|running|on (?:the same|one) gpu|share the gpu|sharing the gpu)\b"
                            # two scripts said to run together ("train.py and eval.py running together"), or the
                            # second started in another terminal while the first runs (not asked, "run in parallel?
                            # No", nor after the first finished)
                            r"|\b[\w.-]{1,40}\.py and [\w.-]{1,40}\.py (?:are |were )?(?:running |run )?(?:together"
                            r"|simultaneously|at the same time|in parallel|concurrently)\b(?!\s?\?)"
                            r"|\brun (?:it |this |that |[\w.-]{1,40}\.py )?in (?:(?:a|the) )?(?:2nd|second) terminal\b"
                            r"(?![^.\n]{0,40}\b(?:after|once|when) (?:the |it |that )?(?:first|other|training)?"
                            r"[^.\n]{0,20}\b(?:finish\w*|end\w*|done|stopp\w*|complet\w*)\b)"
                            # ("another terminal" alone may be the same run again: only said to overlap)
                            r"|\brun (?:it |this |that |[\w.-]{1,40}\.py )?in (?:an)?other terminal\b"
                            r"(?=[^.\n]{0,40}\b(?:while|at the same time|simultaneously|meanwhile|in parallel)\b)"
                            # the GPU shared with others, or its memory taken before the run starts
                            r"|\b(?:gpu|card) is shared\b|\bshared (?:with|by) other users\b"
                            r"|\bmemory (?:is |was )?already (?:used|in use|full|occupied|taken)\b"
                            # one of several processes said to take all of it ("the first party allocates all the
                            # memory of the GPU", "the workers will take all the GPU memory"; not TensorFlow's own
                            # default told, "each process allocates all the GPU memory")
                            r"|\bfirst (?:party|worker|process|client)\b[^.\n]{0,40}?"
                            r"\b(?:allocat|tak|grab|occup|hold|reserv)\w{0,3} (?:all|the whole|the entire|the full)\b"
                            r"[^.\n]{0,20}?\bmemory\b"
                            r"|\b(?:the|my|our|other|several|multiple|all the) (?:workers|parties|processes) "
                            r"(?:will |would )?"
                            r"(?:take|grab|occupy|hold|allocate|reserve)s? (?:all|the whole|the entire) (?:of )?"
                            r"(?:the )?(?:gpu'?s? )?memory\b"
                            # the memory said taken by a program named ("GPU 0 memory will be drained by learner"),
                            # not by TensorFlow, the model or the program's own data
                            r"|\bmemory (?:will be |is |gets |got |was |being |has been )*(?:drained|taken|eaten"
                            r"|hogged|occupied|consumed|grabbed) (?:up )?by (?!(?:the |my |our |this |these )?"
                            r"(?:tensorflow|tf|keras|models?|network|training|variables|weights|tensors|it|this|that|data|dataset"
                            r"|batch(?:es)?|inputs?|optimizer|layers?|cache|session|graph|arrays?|images?|gradients"
                            r"|activations)\b)(?:the |a |an )?[\w-]{2,30}"),
         ("another", "other ", "second ", "2nd", "together", "parallel", "simultaneous", "same time", "concurrent",
          "memory", "two ", "multiple ", "several ", "shared")),
        # (not negated: "Tensorflow not working in pycharm" is no place where it works)
        ("works_outside", (r"(?<!not )(?<!n't )"
                          r"\b(?:works?|working|able to import|fine|detect\w{0,3}) (?:[\w.()']{1,20} "
                          r"){0,6}(?:in|from|on|with|via|over) "
                          r"(?:the )?(?:terminal|command[- ]line|cmd|python|ipython|pycharm|shell|console|ssh|bare r)\b"
                          # "but NOT in vscode jupyter notebook": the notebook of an editor too
                          r"|but not (?:in|from) (?:the |a |my )?(?:vs ?code'?s? |visual studio code'?s? )?jupyter"
                          r"|different python executables?"
                          # TensorFlow's answer or its sight of the GPU in a shell ("returns True in the terminal",
                          # "TensorFlow sees it from the console"; not "sees no GPU", nor nvidia-smi's or a reader's)
                          r"|\b(?:returns?|is|gives?|prints?|but) true (?:in|from|on|via) (?:the |a )?"
                          r"(?:terminal|command[- ]line|cmd|shell|console|python|ipython)\b"
                          r"|\b(?:tensorflow|tf) (?:sees|finds|detects|lists) (?:it|them|the gpus?|my gpus?) (?:in|from"
                          r"|on|via) (?:the |a )?(?:terminal|command[- ]line|cmd|shell|console|python|ipython)\b"
                          # the import said to succeed in a shell ("I can import tensorflow from the python terminal")
                          r"|\bcan (?:successfully )?import (?:[\w.]{1,30} ){0,2}(?:in|from|on|via|using) "
                          r"(?:the |a |my )?(?:python |anaconda |conda )?"
                          r"(?:terminal|command[- ]line|cmd|shell|console|prompt|interpreter)\b"
                          # the code said to run well in a shell, unless negated: "runs perfectly well in the
                          # terminal", not "doesn't run well in the terminal either"
                          r"|(?<!not )(?<!n't )(?<!never )\b(?:runs?|running) (?:perfectly |just |really |very )?well "
                          r"(?:in|from|on|via) (?:the |a )?(?:terminal|command[- ]line|cmd|shell|console)\b"
                          # "through Anaconda prompt it works perfectly"
                          r"|\b(?:through|in|from) (?:the )?(?:anaconda |conda |command )?prompt\b"
                          r"(?:(?!\b(?:not|nothing|neither|never|no)\b|n't)[^.\n]){0,20}\bworks?\b"),  # "nothing works"
         ("work", "able to import", "fine", "detect", "but not", "different python", "prompt", "true ", "sees",
          "finds", "lists", "well", "can import", "can successfully import")),
        # the notebook's answer set against the shell's ("but in Jupyter Notebook it prints False"), on a line naming
        # no other machine (Colab, Kaggle, a server) whose answer it could be set against
        ("works_outside", (r"^(?!.*\b(?:colab|kaggle|server|remote|cluster|cloud|docker|container|also|too|as well)\b)"
                           r".*\bbut (?:in|from) (?:the |a |my )?(?:jupyter|notebook|spyder|vs ?code)\b[\w ]{0,30}?"
                           r"\b(?:prints?|returns?|gives?|shows?) (?:false|\[\])"), ("but in", "but from")),
    ))
# flags read from the user's words only, not from a program's lines: TensorFlow's allocator prints "ran out of
# memory" on healthy runs too, and another framework's out-of-memory error (PyTorch's "CUDA out of memory. Tried to
# allocate") is that framework's to explain
_WORDS_ONLY = frozenset({"oom_said", "resource_exhausted_said", "gpu_sought_why", "cpu_image_said", "protobuf_said",
                         "protobuf_doubted"})
# a message of Python's logging module ("WARNING:tensorflow:Callback method ... is slow"): a program's, not the user's
_LOGGER_LINE = re.compile(r"\s{0,8}(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]{1,40}:")
# the readings of the user's words that TensorFlow does not see or use the GPU, read sentence by sentence (_unused.py)
_BY_SENTENCE = frozenset({"gpu_list_empty", "runs_on_cpu_said"})
_FLAG_INDEX = HintIndex(hints for _, _, hints in _FLAGS)  # which flags a line may set, by the hints it holds
_PROGRAM_LINE = re.compile(r"^\s{0,8}(?:[\w.]{1,80}(?:Error|Exception|Exhausted)\b|E\d{4} )|not a failure"
                           r"|tried to allocate", re.IGNORECASE)
# the brands, a GeForce Ti without one ("3080ti": every Ti model number ends in 0), data-centre boards said bare, and
# the Quadro FX models said without their brand
# An AMD GPU by its ISA target (rocminfo's "Name: gfx1031", tensorflow-rocm's "AMDGPU version : gfx803") or its
# model: the Radeon RX 400/500 series (Polaris), R9 Fury and Nano (Fiji), RX Vega, Radeon VII, RX 5000-9000 (RDNA)
_AMD_GPU = re.compile(r"\bgfx\d{3,4}[a-f]?\b|\b(?:rx\s?(?:vega\s?\d{2}|[4-9]\d{2,3}(?!\d))|r9\s?(?:fury|nano)"
                      r"|radeon\s{1,3}vii|[5-9]\d[05]0\s?xtx?)\b", re.IGNORECASE)  # ("5700xt": an RX 5700 XT)
_GPU_HINTS = ("nvidia", "geforce", "rtx", "gtx", "tesla", "quadro", "titan", "grid", "gt ", "mx", "nvs", "0ti", "0 ti",
              "a100",
              "h100", "h200", "v100", "p100", "a6000", "fx ", "card", "0 gpu", "0gpu", "显卡", "顯示卡", "显存", "グラ",
              "видеокарт")
_NO_GPU_NOTICES = ("could not find cuda drivers", "cudart dlerror")  # printed on machines without a GPU too
_CONTEXT_HINTS = minimal_hints({
    "tensor", "tf ", "tf-", "tf.", "tf1", "tf2", "python", "'module' object has no", "cp3", "driver", "kernel module",
    "nvidia-", "cuda", "release", "toolkit",
    "capab", "major:", "cc:", "cc ", "sm_", "horovod", 'file "',
    "version", "numpy", "keras", "protobuf", ".so.", ".dll", "mib", "memory:", "10.0.",
    "reported version", "gpu", "which can be installed", "tfjs", "mac", "os x", "built for", "metal", *_MACOS_NAMES,
    "cuda_visible_devices", "user requested", "glibc", *_GPU_HINTS, *_SPEED_HINTS, *_IMPORT_HINTS, *_MEMORY_HINTS,
    *_KERAS_HINTS,
    *_LIBRARY_HINTS,
    *(h for _, _, hints in _FLAGS for h in hints)})


# tf.version.GIT_VERSION, as issue templates ask for it: `git describe` of the build. A release's is its tag and
# a few commits on the release branch ("v2.8.0-rc1-32-g3f878cff5b6", "v2.3.0-6-g23ad988": 2.8, 2.3); a nightly's
# is an old tag and tens of thousands of commits ("v1.12.1-94762-gf8066222ad6"): no version.
_GIT_DESCRIBE = re.compile(r"\bv?(?P<tag>\d{1,2}\.\d{1,2}\.\d{1,3})(?:-rc\d{1,2})?-(?P<commits>\d{1,6})"
                           r"-g[0-9a-f]{7,40}\b")
_RELEASE_BRANCH_COMMITS = 1000  # more commits past the tag than a release branch takes: a nightly


# cudnn.h (cudnn_version.h from cuDNN 8) grepped for its version: `#define CUDNN_MAJOR 7`, then `#define CUDNN_MINOR 6`
_CUDNN_HEADER = re.compile(r"#\s{0,3}define\s+CUDNN_(?P<part>MAJOR|MINOR)\s+(?P<n>\d{1,2})\b")


def _read_cudnn_header(ctx: Context, text: str) -> None:
    """The cuDNN installed, from its header's `#define CUDNN_MAJOR` and `CUDNN_MINOR` lines (one after the other)."""
    for found in _CUDNN_HEADER.finditer(text):
        if found.group("part") == "MAJOR":
            ctx._cudnn_major = found.group("n")  # noqa: SLF001
        elif ctx._cudnn_major is not None:  # noqa: SLF001
            ctx.cudnn_installed = f"{ctx._cudnn_major}.{found.group('n')}"  # noqa: SLF001


def _described(found: re.Match[str]) -> str:
    """The version a `git describe` names: its tag on a release branch; nothing for a nightly."""
    return f" {found.group('tag')} " if int(found.group("commits")) < _RELEASE_BRANCH_COMMITS else " "


# TensorFlow's add-ons: separate projects whose releases are each made for one TensorFlow range, and libraries
# built on TensorFlow that a notebook's pip installs (tflearn, keras_tuner, tensorflow_datasets) (module names)
_ADDON_MODULES = (r"tensorflow_(?:addons|text|io|hub|decision_forests|recommenders(?:_addons)?|probability|datasets"
                  r"|model_optimization|federated)|keras_(?:cv|nlp|hub|tuner)|horovod|tflearn")
# an add-on's top module missing (not one of its submodules: that is the add-on's own release), and an add-on
# installed: a pip/conda command, or said ("I installed tensorflow_hub", "installed tensorflow-addons with pip")
_ADDON_MISSING = re.compile(rf"No module named ['\"`]?(?P<m>{_ADDON_MODULES})['\"`]?(?![\w.])")
# (not advice, "says to run pip install tensorflow-hub", nor an install denied, "I have not installed
# tensorflow-addons")
_ADDON_INSTALLED = re.compile(rf"(?:(?<!\bto )(?<!\bto run )(?<!\bshould )(?<!\bmust )(?<!\btry )(?<!\bplease )"
                              rf"\b(?:pip3?|conda|mamba|uv pip) install\b[^\n|;&]{{0,60}}?"
                              rf"|(?<!\bnot )(?<!n't )(?<!\bnever )\binstalled )"
                              rf"(?<![\w.-])(?P<m>{_ADDON_MODULES.replace('_', '[-_]')})(?![\w-])", re.IGNORECASE)
# an add-on's version beside its name, as `pip list`, `pip freeze`, conda, a wheel or an issue form write it
# ("tensorflow-addons 0.16.1", "tfp==0.13", "TensorFlow-Addons version and how it was installed: 0.10.0",
# "tensorflow_text-2.8.1-cp39"); not a requirement pip looked for ("satisfies the requirement tensorflow-text==2.8")
_ADDON_VERSION = re.compile(
    r"(?<![\w.-])(?<!requirement )(?<!found for )"
    r"(?P<m>(?:tensorflow|tf)[-_ ]?(?:addons|text|probability|decision[-_ ]forests)|(?:tensorflow[-_ ]?|tf[-_])io"
    r"|tfa|tfp|tfio|tf-?df)(?!\w|-(?!\d))[`'\"]?(?:\.__version__\W{1,8}"
    r"|[ \t]{0,3}(?:==|=|:)[ \t]{0,3}|-(?=\d)|[ \t]{1,40}\(?"
    # a range as pip prints a requirement, its bounds sorted ("tensorflow-addons<0.8.0,>=0.7.1"): the lower bound,
    # where the upper one is the next minor (the release pip installs is of the lower one's minor)
    r"|<(?P<upper>\d{1,2}\.\d{1,3})(?:\.0)?,>="
    r"|\s(?:version|ver\.?)(?:\s(?:and how it was installed|used|installed)[^:\n\d]{0,50})?\s?(?:[:=]|is\b|was\b)?\s*)"
    r"v?(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)\b", re.IGNORECASE)
_ADDON_NAMED = re.compile(rf"(?<![\w.-])(?P<m>{_ADDON_MODULES.replace('_', '[-_]')})(?![\w])", re.IGNORECASE)
# a traceback frame in an add-on's package (a plain traceback, IPython's, Colab's), or a one-line import of it
_ADDON_FRAME = re.compile(rf"[/\\](?:site|dist)-packages[/\\](?P<m>{_ADDON_MODULES})[/\\]"
                          rf"|(?:-c\s?[\"']|>>>\s?|-{{2,}}>\s?\d{{1,5}}\s)(?:import|from) (?P<one>{_ADDON_MODULES})\b")
# a traceback's frame line (also pasted as comments, "# File ..."): Python's (`File "..."`), IPython 8's (`File
# ~/.../x.py:12, in f(a)`, a Windows drive's too), or a notebook's of IPython 7 (`.../x.py in f()`)
_FRAME = re.compile(r"^[\s`>|]{0,8}(?:#\s{0,2})?File (?:\"|(?:[~/\\]|[A-Za-z]:\\)\S{0,200}\.py:\d{1,6}(?:, in \S|\s*$))"
                    r"|\.py\]?\(?\S{0,120}\)? in (?:<module>|\w{1,80}\()")
# any other installed package's frame, or a statement importing one alone on its line (a script's, a notebook
# cell's): a library made for a TensorFlow range like the add-ons above (spektral, tensorflow_ranking, edward); not
# TensorFlow, Keras and tf_keras (their own answers), nor the tools that only pass a call on (IPython, six, pytest)
_PACKAGE_FRAME = re.compile(r"[/\\](?:site|dist)-packages[/\\](?P<m>[A-Za-z_]\w{0,60})[/\\]"
                            r"|^\s{0,8}(?:import|from) (?P<one>[A-Za-z_]\w{0,60})(?:\.\w{1,60}){0,6}"
                            r"(?: as \w{1,60}| import [\w, ]{1,200})?\s*$")
_SITE_PACKAGE = re.compile(r"[/\\](?:site|dist)-packages[/\\](?P<m>[A-Za-z_]\w{0,60})[/\\]")
# a frame's source line importing a TensorFlow internal ("    from tensorflow.python.util import function_utils")
_TF_INTERNAL_IMPORT = re.compile(r"^[\s>|]{0,12}(?:from|import) tensorflow\.python\b")
# a TensorFlow add-on run from its own source tree, not installed ("/workplace/tensorflow_ranking/python/model.py"):
# its package's layout (python/, or its __init__.py), not any folder so named ("/home/me/tensorflow_course/train.py")
_ADDON_CHECKOUT = re.compile(r"[/\\](?P<m>tensorflow_(?!core[/\\])[a-z]\w{1,40})[/\\](?:python[/\\]|__init__\.py\b)")
_NOT_ADDONS = frozenset(("tensorflow", "tensorflow_core", "keras", "tf_keras", "IPython", "ipykernel", "six",
                         "wrapt", "_pytest", "pluggy", "pydevd", "_pydev_bundle", "importlib_metadata", "setuptools",
                         "pkg_resources", "typing_extensions", "absl",
                         # the libraries a script imports beside TensorFlow that do not build on it
                         "numpy", "pandas", "matplotlib", "scipy", "sklearn", "cv2", "PIL", "seaborn", "tqdm", "h5py",
                         "torch", "torchvision", "jax", "yaml", "requests", "skimage", "imageio", "nltk", "gym",
                         *sys.stdlib_module_names))
# Python 3.10 removed the ABC aliases of collections (collections.abc's): code older than 3.10 fails on them
_COLLECTIONS_ABC = re.compile(r"module 'collections' has no attribute '(?P<name>Mapping|MutableMapping|Sequence|"
                              r"MutableSequence|Iterable|Callable|Set|MutableSet|Hashable|Sized|Container|OrderedDict"
                              r"|Iterator|Generator|Awaitable)'")
# the standalone multi-backend keras (2.0-2.3): its TensorFlow backend module calls TensorFlow 1.x's API
# the multi-backend keras (2.0-2.3) calling TensorFlow: its TensorFlow backend, or files only that keras has
# (keras/legacy, keras/engine/network.py in site-packages; tf.keras has them under tensorflow/python/keras)
_KERAS_TF_BACKEND = re.compile(r"[/\\]keras[/\\]backend[/\\]tensorflow_backend\.py"
                               r"|(?:packages|\.egg)[/\\]keras[/\\](?:legacy[/\\]interfaces|engine[/\\]network)\.py")
_TF_FRAME = re.compile(r"[/\\]tensorflow(?:_core)?[/\\]")
# TensorFlow lacking what the add-on's code uses (tf.contrib and TensorFlow's internals have answers of their own)
_TF_API_MISSING = re.compile(
    # (a title may retype the message without "module": "'tensorflow' has no attribute 'get_default_graph'")
    r"(?:module ?|^\s*(?:AttributeError: )?)'(?P<mod>tensorflow(?:_core)?(?:\.(?!__internal__)\w{1,60}){0,8}"
    r"|tensorflow_hub\.tf_v1)' has no "
    r"attribute '(?P<attr>(?!__internal__)\w{1,80})'"
    r"|No module named '(?P<mod2>tensorflow\.(?!contrib\b|python\b)\w{1,60}(?:\.\w{1,60}){0,6})'"
    r"|cannot import name '(?P<attr2>\w{1,80})' from '(?P<mod3>tensorflow(?:\.(?!python\b)\w{1,60}){0,8})'")
# a source line importing from TensorFlow's internals, and Python 3.6's ImportError under it (no module named)
_TF_PYTHON_IMPORT = re.compile(r"^\s*from tensorflow(?:_core)?\.python(?:\.\w{1,40}){0,6} import "
                               r"(?:\w{1,60}, ){0,8}(?P<name>\w{1,60})\s*$")
_BARE_IMPORT_ERROR = re.compile(r"cannot import name '?(?P<name>\w{1,80})'?\s*$")
# TensorFlow's internals (tensorflow.python) lacking what a package imports: the keras rules read them, unless the
# frame (or import) they fail under is another package's
_TF_INTERNAL_MISSING = re.compile(
    r"cannot import name '\w{1,80}' from 'tensorflow(?:_core)?\.python\b"
    r"|module 'tensorflow(?:_core)?\.python(?:\.\w{1,60}){0,8}' has no attribute '\w{1,80}'"
    r"|No module named 'tensorflow(?:_core)?\.python\.\w{1,60}")
# Python 2's words for the same ("'module' object has no attribute 'leaky_relu'"): the module is the one the source
# line above it calls through TensorFlow's usual alias (`x = tf.nn.leaky_relu(x, alpha)`)
_PY2_NO_ATTRIBUTE = re.compile(r"'module' object has no attribute '(?P<attr>\w{1,80})'")
_TF_CALL = re.compile(r"\b(?:tf|tensorflow)(?P<path>(?:\.\w{1,60}){0,6})\.(?P<attr>\w{1,80})\b")
# an undefined TensorFlow C++ symbol with no library file on its line (a title, a retyped error)
_BARE_TF_SYMBOL = re.compile(r"(?<!\.so: )(?<!\.so' )undefined symbol: _ZN?K?\d{1,3}(?:tensorflow|tsl)\w{0,200}")


_TF_NIGHTLY = re.compile(r"\btf[-_]nightly\b", re.IGNORECASE)
# an issue template's GPU or CUDA field left empty or answered none ("- GPU model and memory: none"): no GPU mentioned
_GPU_FIELD_EMPTY = re.compile(r"^\W{0,8}(?:GPU model and memory|CUDA/cuDNN version)\W{0,8}(?:none|n/?a|no)?\W{0,4}$",
                              re.IGNORECASE)


_ADDON_HINTS = ("ddon", "text", "Text", "_io", "-io", " io", "IO", "tfio", "robab", "tfa", "tfp", "TFA", "TFP", "orest",
                "TF-DF", "tf-df", "tfdf", "TFDF")
# pip's lines about a version it removes ("Found existing installation: tensorflow-addons 0.16.1", "Uninstalling ...")
_REMOVED = re.compile(r"Found existing installation|Uninstalling\b|Successfully uninstalled|Attempting uninstall")
_TF_DISTS = ("tensorflow", "tensorflow-gpu", "tensorflow-cpu")  # pip's names of TensorFlow's own distributions


def _addon_dist(module: str) -> str:
    return module.lower().replace("_", "-")


# a frame's source line importing TensorFlow's generated code (as the catalogue's pb2_import_failed reads it)
_PB2_IMPORT = re.compile(r"^\s{0,8}from tensorflow\.core(?:\.\w{1,40}){1,4} import \w{1,60}_pb2\s*$")


def _read_last_frame(ctx: Context, text: str) -> None:
    """Whose frame is the traceback's last, and what is read under it.

    A collections ABC alias missing (Python 3.10+), and TensorFlow's frame stopping on importing its generated
    code (the same import in a script, not under a frame of TensorFlow's, is no failure).
    """
    if _FRAME.search(text):
        ctx._last_frame_tf = bool(_TF_FRAME.search(text))  # noqa: SLF001 - the scanner's state
        ctx._last_frame_keras = bool(_KERAS_FRAME.search(text))  # noqa: SLF001
    if "collections" in text and ctx.collections_abc is None and (abc := _COLLECTIONS_ABC.search(text)):
        ctx.collections_abc = (abc.group("name"), ctx._last_frame_tf)  # noqa: SLF001
    if "_pb2" in text and ctx._last_frame_tf and _PB2_IMPORT.match(text):  # noqa: SLF001
        ctx.flags.add("pb2_import_in_tf_frame")


# a module's name missing, as Python 3 says it (the module named: not Python 2's "'module' object has no attribute")
_NAME_MISSING = re.compile(r"\b(?:AttributeError: module '(?P<mod>[A-Za-z_][\w.]{0,80})' has no attribute "
                           r"'(?P<attr>\w{1,80})'|ImportError: cannot import name '(?P<attr2>\w{1,80})' from "
                           r"'(?P<mod2>[A-Za-z_][\w.]{0,80})'"
                           # a submodule (not a package missing altogether: that is a dependency not installed)
                           r"|ModuleNotFoundError: No module named '(?P<mod3>[A-Za-z_]\w{0,60}(?:\.\w{1,60}){0,6})"
                           r"\.(?P<attr3>\w{1,60})')")

# the end of a traceback (its exception's line, bare or with its message) or the start of another (Python's header,
# IPython 8's cell frame, IPython 7's input frame)
_TRACEBACK_EDGE = re.compile(r"^\s{0,8}(?:[\w.]{1,80}\.)?\w{0,60}(?:Error|Exception|Interrupt|Iteration|Exit)\b(?!\()"
                            r"|Traceback \(most recent call last\)|\bCell In\[\d|<ipython-input-\d")
# a TensorFlow add-on's module not installed at all (tensorflow_probability, keras_cv; not TensorFlow's own package)
_ADDON_ABSENT = re.compile(r"(?:ModuleNotFoundError|ImportError): No module named "
                           r"'?(?P<mod>(?:tensorflow|keras)_(?!(?:core|gpu|cpu|intel|macos|rocm|aarch64)\b)[a-z]\w{1,40})"
                           r"'?\s*$")


# transformers' lazy import naming its own module whose import failed ("RuntimeError: Failed to import
# transformers.modeling_tf_utils because of the following error (look up to see its traceback):"): its code ran
_FAILED_TO_IMPORT = re.compile(r"\bFailed to import (?P<m>[A-Za-z_]\w{0,60})\.[\w.]{1,120} because of the following")


# a frame that imports what it is given by name (unpickling, an entry point, a config's dotted path): the name missing
# under it is the pickle's, the config's or the script's, not the package's own use of another
_LOADER_FRAME = re.compile(r"\bin (?:find_class|_?locate|import_module|__import__|load_entry_point|_?load|loads"
                           r"|import_string|_resolve_name|resolve|get_class|_get_class|_import_module)\b"
                           r"|[/\\](?:joblib|dill|cloudpickle|pkg_resources|importlib_metadata|stevedore)[/\\]"
                           r"|[/\\]torch[/\\]serialization\.py")


def _read_foreign_missing(ctx: Context, text: str) -> None:
    """Whose installed code the traceback's last frame is, and a module's name missing right under it."""
    if _FRAME.search(text):
        found = _SITE_PACKAGE.search(text) or _ADDON_CHECKOUT.search(text)
        ctx._frame_package = found.group("m").lower() if found else None  # noqa: SLF001 - the scanner's state
        ctx.tf_internal_importer = None  # (an import of a frame above is not this one's)
        ctx._frame_loads = bool(_LOADER_FRAME.search(text))  # noqa: SLF001
        ctx._frame_fresh = True  # noqa: SLF001
    elif "Failed to import" in text and (failed := _FAILED_TO_IMPORT.search(text)):
        ctx._frame_package, ctx._frame_loads = failed.group("m").lower(), False  # noqa: SLF001 - its code ran
    elif "rror: " in text and ctx._frame_package and not ctx._frame_loads:  # noqa: SLF001
        if missing := _NAME_MISSING.search(text):
            ctx.foreign_missing = (ctx._frame_package,  # noqa: SLF001
                                   missing.group("mod") or missing.group("mod2") or missing.group("mod3"),
                                   missing.group("attr") or missing.group("attr2") or missing.group("attr3"),
                                   text.strip())
        elif (absent := _ADDON_ABSENT.search(text)) and ctx._frame_fresh:  # noqa: SLF001
            ctx.foreign_absent = (ctx._frame_package, absent.group("mod"), text.strip())  # noqa: SLF001
    if "tensorflow_core'" in text and "No module named" in text and ctx.core_importer is None:
        ctx.core_importer = (ctx._frame_package or "" if ctx._frame_fresh and not ctx._frame_loads  # noqa: SLF001
                             else "")
    if _TRACEBACK_EDGE.search(text):  # a traceback ends (or another begins): a later line is under no frame of it
        ctx._frame_fresh = False  # noqa: SLF001
    if "tensorflow.python" in text and ("No module named" in text or "cannot import name" in text
                                        or _TF_INTERNAL_IMPORT.match(text)):  # (the frame's own import line)
        _read_tf_internal(ctx, text)


def _read_tf_internal(ctx: Context, text: str) -> None:
    """Whose code imports a TensorFlow internal: the frame's package; said before any frame; a script's own line."""
    ctx.tf_internal_importer = ctx._frame_package  # noqa: SLF001 - whose code (if any) the import is
    imports = bool(_TF_INTERNAL_IMPORT.match(text))  # a source line importing it, not an error's
    if ctx._last_frame_tf is None and not imports:  # noqa: SLF001 - the error said before any frame
        ctx.tf_internal_unframed = True
    elif ctx._frame_package is None and imports:  # noqa: SLF001 - a script's own line
        ctx.flags.add("script_imports_tf_internal")


def _read_frame_owner(ctx: Context, text: str) -> bool:
    """Whose code a traceback's frame (or an import alone on its line) is: an add-on's, Keras's, another package's.

    Whether the line was such a frame or import.
    """
    found = (_SITE_PACKAGE.search(text) if "-packages" in text else
             _FAILED_TO_IMPORT.search(text) if "Failed to import" in text else None)
    if found and len(ctx.frame_packages) < 40:  # noqa: PLR2004
        name = found.group("m").lower()
        if not ctx.frame_packages or ctx.frame_packages[-1] != name:
            ctx.frame_packages.append(name)
    if (frame := _ADDON_FRAME.search(text)) is not None:
        ctx._addon_frame = _addon_dist(frame.group("m") or frame.group("one"))  # noqa: SLF001 - the scanner's state
        ctx._any_package = ctx._by_import = False  # noqa: SLF001
    elif _KERAS_TF_BACKEND.search(text):
        ctx._addon_frame = "keras"  # noqa: SLF001 - its release, like an add-on's, is made for a TensorFlow range
        ctx._any_package = ctx._by_import = False  # noqa: SLF001
    elif (package := _PACKAGE_FRAME.search(text)) is not None and (_FRAME.search(text) or package.group("one")):
        name = package.group("m") or package.group("one")
        if (package.group("one") and name in _NOT_ADDONS and ctx._addon_frame not in (None, "keras")  # noqa: SLF001
                and not ctx._by_import):  # noqa: SLF001
            return True  # the source line of a package's frame importing TensorFlow: the frame is still the package's
        ctx._addon_frame = None if name in _NOT_ADDONS else _addon_dist(name)  # noqa: SLF001
        ctx._any_package, ctx._by_import = True, bool(package.group("one"))  # noqa: SLF001
    elif _FRAME.search(text) and not _TF_FRAME.search(text):
        ctx._addon_frame = None  # noqa: SLF001 - a frame of other code comes after the add-on's
    else:
        return False
    return True


def _read_addon_versions(ctx: Context, text: str) -> None:
    """An add-on's version beside its name, the last named kept (pip's upgrade names the one it removes first).

    pip's lines about the version it removes are not read.
    """
    if not any(h in text for h in _ADDON_HINTS) or _REMOVED.search(text):
        return
    if (satisfied := _ADDON_SATISFIED.match(text)) is not None and (named := package_named(satisfied["name"])):
        ctx.addon_versions[named[0]] = satisfied.group("v")
    for found in _ADDON_VERSION.finditer(text):
        if (upper := found.group("upper")) and version_tuple(upper) != version_tuple(next_line(found.group("v"))):
            continue
        if (named := package_named(found.group("m"))) is not None:  # (the pairing words' names: tfa, TF-DF...)
            ctx.addon_versions[named[0]] = found.group("v")



def _read_addon(ctx: Context, text: str) -> None:
    """The add-ons a paste names, and a TensorFlow API missing where an add-on's own code (or import) runs."""
    for named in _ADDON_NAMED.finditer(text):
        dist = _addon_dist(named.group("m"))
        if dist not in ctx.addons:
            ctx.addons.append(dist)
    _read_addon_versions(ctx, text)
    if _TF_NIGHTLY.search(text):
        ctx.flags.add("tf_nightly")
    _read_last_frame(ctx, text)
    _read_foreign_missing(ctx, text)
    owner = _read_frame_owner(ctx, text)
    missing = _TF_API_MISSING.search(text) if "tensorflow" in text else _py2_missing(ctx, text)
    if ("tf." in text or "tensorflow." in text) and len(ctx.tf_names_shown) < _NAMES_MAX:
        ctx.tf_names_shown.update(itertools.islice((f"tf{c.group('path')}.{c.group('attr')}"
                                                    for c in _TF_CALL.finditer(text)), _NAMES_MAX))
    if missing and ctx.tf_api_missing is None:
        ctx.tf_api_missing = text.strip()
    # Python 3.6 and older name no module ("cannot import name 'keras_tensor'"): the source line above says it
    bare = _BARE_IMPORT_ERROR.search(text)
    failed = missing or (ctx._addon_frame != "keras" and (  # noqa: SLF001
        ("tensorflow" in text and _TF_INTERNAL_MISSING.search(text))
        or (bare is not None and bare.group("name") == ctx._tf_python_import)))  # noqa: SLF001
    source = _TF_PYTHON_IMPORT.search(text)
    ctx._tf_python_import = source.group("name") if source else None  # noqa: SLF001
    # a tf.keras name missing under a package's frame is tf.keras' own (Keras 3's) to answer, but not one of
    # tensorflow_core (the 1.15-2.1 wheels), whose tf.keras is never Keras 3
    keras_own = ctx._any_package and "keras" in text and "tensorflow_core" not in text  # noqa: SLF001
    # ("No module named 'tensorflow.compat'; 'tensorflow' is not a package": a tensorflow.py of the user's shadows it)
    if (ctx._addon_frame and ctx.addon_error is None and failed and not keras_own  # noqa: SLF001
            and "is not a package" not in text):
        ctx.addon_error = (ctx._addon_frame, text.strip())  # noqa: SLF001
    elif ctx._by_import and not owner and not failed and text.strip(" \t`>*#"):  # noqa: SLF001 - the script goes on
        ctx._addon_frame, ctx._by_import = None, False  # noqa: SLF001
    if ctx.bare_tf_symbol is None and ".so" not in text and (bare := _BARE_TF_SYMBOL.search(text)):
        ctx.bare_tf_symbol = bare.group(0)
        if "NotFoundError" in text:  # load_op_library's error: a custom op library, not TensorFlow's own import
            ctx.flags.add("op_library_symbol")


# pip collecting a dependency with the range a package pins ("Collecting absl-py<0.9,>=0.7 (from tfx)"; pip 20.3 to
# 23.0 name no package, which is then the one the paste's pip asked for), then fetching its source archive, not a wheel
# ("Using cached absl-py-0.8.1.tar.gz"): it builds that release
_COLLECTING_PINNED = re.compile(r"^\s{0,8}Collecting (?P<dep>[A-Za-z][\w.-]{0,60}?)(?:\[[\w,-]{1,40}\])?"
                                r"[<>=!~][^\s()]{0,60}(?:\s{1,4}\(from (?P<addon>[A-Za-z][\w.-]{0,60}?)"
                                r"(?:\[[\w,-]{1,40}\])?(?:[<>=!~][^\s()]{0,60})?\)|\s*$)")
_COLLECTING_ASKED = re.compile(r"^\s{0,8}Collecting (?P<asked>[A-Za-z][\w.-]{0,60}?)(?:\[[\w,-]{1,40}\])?\s*$")
# pip running the setup.py of that source archive for its metadata, and the script failing (not a compiler's or a
# build backend's failure later: "Failed building wheel", "Getting requirements to build wheel")
_SETUP_PY_FAILED = re.compile(r"python setup\.py egg_info\W{0,3} (?:did not run successfully|failed)"
                              r"|Preparing metadata \((?:setup\.py|pyproject\.toml)\) \.{3} error")
# ... or failing later, when pip asks the build backend for its build requirements (Cython, a compiler's headers)
_BUILD_REQUIRES_FAILED = re.compile(r"Getting requirements to build wheel(?: did not run successfully| \.{3} error)"
                                    r"|Failed to build '?[\w.-]{1,60}'? when getting requirements to build wheel")
_SOURCE_ARCHIVE = re.compile(r"^\s{0,8}(?:Using cached|Downloading) (?:\S{0,300}/)?(?P<dep>[A-Za-z][\w.-]{0,60}?)-"
                             r"(?P<v>\d[\w.]{0,30}?)\.(?:tar\.gz|tar\.bz2|zip)\b")


_CONDA_SPEC_LINE = re.compile(r"^\s{0,8}- ?(?P<spec>[A-Za-z][\w.-]{0,60}(?:==?[\w.*]{1,30}){0,2})\s*$")


def _read_conda_unfound(ctx: Context, text: str) -> None:
    """The specs conda lists under its "ResolvePackageNotFound:" header, one a line, until a non-blank other line."""
    if "ResolvePackageNotFound" in text:
        ctx._conda_listing = True  # noqa: SLF001 - the list follows
    elif (spec := _CONDA_SPEC_LINE.match(text)) is not None:
        if len(ctx.conda_unfound) < _NAMED_MAX:
            ctx.conda_unfound.append(spec.group("spec"))
    elif text.strip():
        ctx._conda_listing = False  # noqa: SLF001 - the list ended


def _read_source_build(ctx: Context, text: str) -> None:
    """Pip failing to run the setup.py of a dependency's source archive whose range a package bounds above.

    Only within that dependency's own block of pip's output (from its "Collecting" line to the next one), and only a
    range with an upper bound (<, <=, ==, ~=): a floor alone is no old pin. The package is the one pip names, else
    the one the pip run asked for (see Context._first_collected), not the dependency itself.
    """
    if (collecting := _COLLECTING_PINNED.match(text)) is not None:
        bounded = re.search(r"<|==|~=", collecting.group(0).split("(from")[0]) is not None
        if ctx._first_collected is None:  # noqa: SLF001 - the run's first line has a range: no package asked to guess
            ctx._first_collected = ""  # noqa: SLF001
        addon = collecting.group("addon") or ctx._first_collected  # noqa: SLF001
        dep = str(canonicalize_name(collecting.group("dep")))
        names = (dep, str(canonicalize_name(addon))) if addon and canonicalize_name(addon) != dep else None
        ctx._collecting, ctx._building = (names if bounded else None), None  # noqa: SLF001 - a new block
    elif text.lstrip().startswith("Collecting "):
        if ctx._first_collected is None:  # noqa: SLF001 - the run's first line: the package asked, or none
            asked = _COLLECTING_ASKED.match(text)
            ctx._first_collected = asked.group("asked") if asked else ""  # noqa: SLF001
        ctx._collecting = ctx._building = None  # noqa: SLF001 - another package's block
    elif ctx._collecting and (archive := _SOURCE_ARCHIVE.match(text)) is not None:  # noqa: SLF001
        dep, addon = ctx._collecting  # noqa: SLF001
        if str(canonicalize_name(archive.group("dep"))) == dep:
            ctx._building = (addon, dep, archive.group("v"))  # noqa: SLF001 - until its setup.py fails or the block ends
    elif ctx._building and ctx.source_build is None and _SETUP_PY_FAILED.search(text):  # noqa: SLF001
        ctx.source_build = ctx._building  # noqa: SLF001
    elif ctx._building and ctx.build_requires_failed is None and _BUILD_REQUIRES_FAILED.search(text):  # noqa: SLF001
        ctx.build_requires_failed = ctx._building  # noqa: SLF001


def _py2_missing(ctx: Context, text: str) -> re.Match[str] | None:
    """Python 2's AttributeError on a TensorFlow module that the source line above it calls (see _PY2_NO_ATTRIBUTE)."""
    if _FRAME.search(text):
        ctx._tf_called = {}  # noqa: SLF001 - a new frame: its source line comes next
        return None
    missing = _PY2_NO_ATTRIBUTE.search(text) if "object has no" in text else None
    if missing is not None:
        return missing if missing.group("attr") in ctx._tf_called else None  # noqa: SLF001
    if "tf." in text or "tensorflow." in text:
        ctx._tf_called = {c.group("attr"): f"tensorflow{c.group('path')}" for c in _TF_CALL.finditer(text)}  # noqa: SLF001
    return None


# Versions in the prose of other languages, put the way the readers above take them: the word for version (in
# tensorflow版本是1.14, TensorFlowのバージョンは2.10, tensorflow версии 2.10, versión de CUDA 11.2) as " version: ",
# and a copula between a name and its number (tensorflow是2.3); CJK text run on from ASCII is spaced after (_CJK_JOIN).
# English's own "version is 10.2" on such a line (a full-width comma beside it) is left as the readers take it
_VERSION_WORD = re.compile(r"\s?(?:的|の)?\s?(?:版本号?|バージョン|버전|верси[яиюей]|versión|version(?!\s(?:is|was)\b)"
                           r"|vers[aã]o)\s?"
                           r"(?:是|为|為|は|는|:|\uff1a|=)?\s?", re.IGNORECASE)
_COPULA = re.compile(r"(?<=[A-Za-z])\s?(?:是|为|為|は|는)\s?(?=v?\d)")


def _in_english_order(text: str) -> str:
    """A line of another language's prose with its versions written as the readers take them (see _VERSION_WORD)."""
    text = _VERSION_WORD.sub(" version: ", text.replace("\uff1a", ": "))  # a full-width colon
    return _COPULA.sub(" ", text)


def _names_missing(text: str) -> bool:
    """Whether a line is Python's words for a name or module missing (what an add-on's frame makes its error)."""
    return "has no attribute" in text or "cannot import name" in text or "No module named" in text


def _scan(ctx: Context, line: str, tables: Tables) -> None:
    """Read the facts one line gives (bounded regexes on the first MAX_LINE characters).

    A line read before, with nothing pending then and now, gives nothing new (a fact, once set, stays): it
    is skipped, since a training log repeats its lines thousands of times. Lines that set a fact the last
    mention of decides (CUDA_VISIBLE_DEVICES, what a library was built for) are always read, and so is a
    name said missing under a package's frame before any was (an issue's title repeats the error line).
    """
    text = line[:MAX_LINE]
    quiet = not (ctx._printed or ctx._awaiting or ctx._asked_gpu or ctx._shown or ctx._run  # noqa: SLF001 - its own state
                 or ctx._p2p_off is not None or "op_library_cut" in ctx.flags)  # noqa: SLF001
    if quiet and text in ctx._read and not (ctx._addon_frame and ctx.addon_error is None  # noqa: SLF001
                                            and _names_missing(text)):  # under a package's frame, seen in a title
        return
    read = _TEMPLATE_TEXT.sub(" ", text) if _TEMPLATE_HINT.search(text) else text
    if not read.isascii():  # another language's prose: its word for version, and CJK text run on from ASCII
        read = _in_english_order(read)
        read = _CJK_JOIN.sub(" ", read) if _CJK_HINT.search(read) else read
    _scan_line(ctx, read, tables)
    if (quiet and not (ctx._printed or ctx._awaiting or ctx._asked_gpu or ctx._shown or ctx._run  # noqa: SLF001
                       or ctx._p2p_off is not None or "op_library_cut" in ctx.flags)  # noqa: SLF001
            and len(ctx._read) < _READ_KEPT and not any(k in text.lower() for k in _LAST_WINS)):  # noqa: SLF001
        ctx._read.add(text)  # noqa: SLF001


# TensorFlow's loader as a traceback's frame (load_library.py's load_op_library), and what shows the traceback went on
# past it: another frame, or an exception's line
# (Python's `File "...", line N, in load_op_library`; IPython's `.../load_library.py in load_op_library(...)` and
# `File .../load_library.py:54, in load_op_library(...)`)
_OP_LOADER_FRAME = re.compile(r"[/\\]tensorflow(?:_core)?[/\\]python[/\\]framework[/\\]load_library\.py"
                              r"(?:\W{1,4}line \d{1,6},|:\d{1,6},)? in load_op_library\b")
_PAST_LOADER = re.compile(r"^\s{0,8}File [\"~/\\]|^\s{0,8}[\w.]{0,120}(?:Error|Exception|Exit|Interrupt)\b"
                          r"|\.py(?::\d{1,6},)? in \w")


def _read_op_loader(ctx: Context, text: str) -> None:
    """Whether the traceback so far ends in TensorFlow's load_op_library, with no exception's line after it.

    Read before the line's own frame moves the owner on: the installed package whose frame called the loader (None:
    the user's own code, a notebook's).
    """
    if _OP_LOADER_FRAME.search(text):
        ctx.flags.add("op_library_cut")
        ctx.op_library_owner = ctx._frame_package  # noqa: SLF001 - the scanner's state
    elif _PAST_LOADER.search(text):
        ctx.flags.discard("op_library_cut")


# pip installing (a large wheel read into memory: its cache, not the data, is then the fix) or a Bazel build, and
# what shows a run instead: pip done, TensorFlow's log, Keras' progress
_INSTALLING = re.compile(r"^\s{0,8}(?:Collecting [\w.-]{2,60}|Downloading \S{0,200}\.whl\b"
                         r"|Installing collected packages:|Building wheels? for)|\bbazel (?:build|test|run)\b")
_INSTALLING_HINTS = ("Collecting ", "Downloading ", "Installing collected", "Building wheel", "bazel ")
_RUNNING = re.compile(r"^\s{0,8}Successfully installed\b|\btensorflow/[\w/]{1,80}\.cc:\d{1,6}\]|^\s{0,8}Epoch \d")


def _read_installing(ctx: Context, text: str) -> None:
    """Whether pip or a build is what runs when the shell's bare `Killed` comes: that program's, not the run's."""
    if _INSTALLING.search(text):
        ctx._installing = True  # noqa: SLF001 - the scanner's state
    elif _RUNNING.search(text):
        ctx._installing = False  # noqa: SLF001
    elif ctx._installing and text.strip().lower() == "killed":  # noqa: SLF001 - (killed_line's bare line)
        ctx.flags.add("killed_elsewhere")


# a path into TensorFlow's own package, and the path's start before it (after a space, a quote, a bracket); a path
# list's earlier entries before it (PYTHONPATH=/x:/home/..., C:\a;C:\b); an error's line
_TF_SITE = re.compile(r"[/\\](?:site|dist)-packages(?=[/\\]tensorflow(?:_core)?[/\\])")
_PATH_START = re.compile(r"[^\s\"'`(<=]{1,300}$")
_PATH_LIST_HEAD = re.compile(r"^(?:.{0,300};|.{2,300}:(?=[/~]))")  # (a drive's colon is the second character)
_ERROR_LINE = re.compile(r"\w(?:Error|Exception)\b|\berror:", re.IGNORECASE)
_NATIVE_FILE = re.compile(r"[^\s:'\"]{0,300}\.(?:so|dll|pyd|dylib)\b")  # a native library's file, from the folder on


def _read_tf_site(ctx: Context, text: str) -> None:
    """The site-packages folders a traceback's frame or an error's line shows holding TensorFlow's own files.

    An error's line naming a native library there (a loader's) also marks the folder "library".
    """
    where = "frame" if _FRAME.search(text) else "message" if _ERROR_LINE.search(text) else None
    if where is None:
        return
    for found in _TF_SITE.finditer(text):
        if (start := _PATH_START.search(text, max(0, found.start() - 300), found.start())) is not None:
            site = _PATH_LIST_HEAD.sub("", start.group() + found.group())
            ctx.tf_sites.setdefault(site, set()).add(where)
            if where == "message" and _NATIVE_FILE.match(text, found.end()):
                ctx.tf_sites[site].add("library")


# a line of code importing from the keras package: `from keras import layers, ops`, `import keras.ops as ops`
_KERAS_IMPORT = re.compile(r"^[\s>.]{0,8}(?:-{0,8}>\s{0,4})?(?:\d{1,5}\s{1,12})?"  # (IPython's numbered source lines)
                           r"(?:from keras import \(?(?P<names>\w{1,60}(?: as \w{1,60})?"
                           r"(?:, ?\w{1,60}(?: as \w{1,60})?){0,20})|(?:from|import) keras\.(?P<mod>\w{1,60}))\b")

# scipy.misc's names imported (`from scipy.misc import imread, imresize`, IPython's numbered source line too) or called
_SCIPY_MISC_USE = re.compile(r"\bfrom scipy\.misc import \(?(?P<names>\w{1,60}(?: as \w{1,60})?"
                             r"(?:, ?\w{1,60}(?: as \w{1,60})?){0,20})|\bscipy\.misc\.(?P<called>\w{1,60})")


def _keras_imported(found: re.Match[str]) -> set[str]:
    """The top-level keras names an import line takes (`from keras import layers as L, ops`: layers and ops)."""
    if found.group("mod"):
        return {found.group("mod")}
    return _names_imported(found.group("names"))


def _names_imported(names: str) -> set[str]:
    """The names a `from M import a as b, c` list takes, without their aliases (a and c)."""
    return {name.split(" as ")[0].strip() for name in names.split(",")}


# a session asking TensorFlow for a GPU, its answer on the next line: `False`, an empty name, an empty list
_GPU_ASKED = re.compile(r"(?:(?:is_gpu_available|gpu_device_name|get_available_gpus|(?P<built>is_built_with_cuda))"
                        r"\([^()]{0,60}\)|list_physical_devices\(['\"]GPU['\"]\))\)?[`'\"_*]{0,3}\s*$")
_NO_GPU_ANSWER = re.compile(r"\s{0,8}(?:Out\[\d{1,5}\]:\s{0,3})?(?:False|''|\"\"|\[ ?\])\s*$"
                            # or said in words on the next line: "_This piece of code return empty array_"
                            r"|.{0,60}\b(?:returns?|returned|gives?|gave|got|shows?|prints?|outputs?)\b"
                            r" (?:an? |me an? )?(?:empty (?:array|list|string|tuple)|\[ ?\]|False|0|nothing)[\W_]*$")
# What TensorFlow's older bug template says on every issue, whatever the machine: its labels' examples
# ("OS Platform and Distribution (e.g., Linux Ubuntu 16.04):"), the "Installed using virtualenv? pip? conda?"
# label, and its advice naming "TF 1.0" and "TF 2.0" with the command that prints the version.
_TEMPLATE_HINT = re.compile(r"e\.g\.|virtualenv\? pip\? conda\?|obtain the TensorFlow version|TF [12]\.0: `",
                            re.IGNORECASE)
_TEMPLATE_TEXT = re.compile(r"\(e\.g\.?,? [^()]{0,80}\)|installed using virtualenv\? pip\? conda\?"
                            r"|(?:you can (?:also )?)?obtain the TensorFlow version with.{0,400}"
                            r"|\d\. TF [12]\.0: `[^`]{0,200}`", re.IGNORECASE)
# Chinese, Japanese and Korean text runs on from a version or a name with no space ("TensorFlow==1.13.1会报错",
# "安装了cuda9.0和cudnn7"): its letters are word characters to Python's re, so the facts' word boundaries would not
# hold there; a space is put between such a letter and an ASCII letter or digit before the facts are read
_CJK_JOIN = re.compile(rf"(?<=[0-9A-Za-z])(?=[{_CJK}])|(?<=[{_CJK}])(?=[0-9A-Za-z])")
_CJK_HINT = re.compile(rf"[{_CJK}]")
_READ_KEPT = 4096  # distinct lines remembered (a bound on memory)
_LAST_WINS = ("cuda_visible_devices", "built for")  # the hints of the facts whose last mention counts


# The source directory of TensorFlow's log lines, which moved between releases (tf_log_messages.md: the
# `__FILE__` strings of every release's wheel): which release lines printed it, first to last.
_LOG_PATHS = (
    ("tensorflow/stream_executor/", "1.0", "2.10"),
    ("tensorflow/compiler/xla/stream_executor/", "2.11", "2.14"),
    ("tensorflow/tsl/", "2.12", "2.14"),
    ("external/local_tsl/tsl/", "2.15", "2.18"),
    ("external/local_xla/xla/tsl/", "2.19", "2.20"),
)
_LOG_PATH = re.compile("|".join(f"(?:^|[\\s\\]])(?P<p{n}>{re.escape(p)})" for n, (p, _, _) in enumerate(_LOG_PATHS)))


# The Python package's own directory: tensorflow_core held the modules of the 1.15-2.1 wheels (a traceback's paths)
_CORE_PACKAGE = re.compile(r"[\\/]tensorflow_core[\\/]")
_CORE_LINES = ("1.15", "2.1")


def _narrow_log_lines(ctx: Context, found: re.Match[str] | None, lines: tuple[str, str] = _CORE_LINES) -> None:
    """Intersect the release lines the paste's log paths fit (an empty intersection keeps the first)."""
    first, last = next((lo, hi) for n, (_, lo, hi) in enumerate(_LOG_PATHS) if found.group(f"p{n}")) if found else lines
    if ctx.log_lines is None:
        ctx.log_lines = (first, last)
        return
    lo = max(ctx.log_lines[0], first, key=version_tuple)
    hi = min(ctx.log_lines[1], last, key=version_tuple)
    if version_tuple(lo) <= version_tuple(hi):
        ctx.log_lines = (lo, hi)


# R's installers given an environment: keras::install_keras(envname = "r-reticulate", method = "conda"),
# tensorflow::install_tensorflow(envname = ...), and reticulate's virtualenv_create("NAME") / conda_create("NAME")
_R_ENV_CALL = re.compile(
    r"\binstall_(?:keras|tensorflow)\((?P<args>[^\n]{0,300}?)\benvname\s?=\s?['\"](?P<name>[\w.-]{1,60})['\"]"
    r"|\b(?P<kind>virtualenv|conda)_create\(\s?['\"](?P<created>[\w.-]{1,60})['\"]")
_R_METHOD = re.compile(r"\bmethod\s?=\s?['\"](?P<method>virtualenv|conda)['\"]")


def _read_r_env(ctx: Context, text: str) -> None:
    """The environment R's installers were told to put TensorFlow in: the install call's, else the one created."""
    found = _R_ENV_CALL.search(text)
    if found is None or (ctx.r_env is not None and found.group("created")):  # the install call outweighs a creation
        return
    if name := found.group("name"):
        method = _R_METHOD.search(text)
        created = ctx.r_env[1] if ctx.r_env and ctx.r_env[0] == name else ""
        ctx.r_env = (name, method.group("method") if method else created)
    else:
        ctx.r_env = (found.group("created"), found.group("kind"))


def _without_needed(text: str) -> str:
    """The line without the CUDA and cuDNN it says a build needs, supports or was made with (an image's kept)."""
    return _LIBRARIES_NEEDED.sub(lambda m: m.group(0) if m.group("built") and (
        not _RELEASE_SAID.search(text, 0, m.start()) or _IMAGE_SAID.search(text, 0, m.start())) else " ", text)


# a package pinned back to a release in words that say it fixed the run ("When we downgrade back to Apache Beam 2.18
# and PyArrow back to 0.14, everything works again", "pinning apache-beam==2.18.0 fixes it", "downgrading h5py to
# 2.10.0 solved the problem"): the package (a capitalised two-word name, "Apache Beam", or one word) and release, with
# the fix said after it in the same sentence and no negation between ("did not fix it", "nothing works")
_NOT_SAID = r"(?!\b(?:not|never|nothing|no longer|still|without|neither|nor)\b|n't\b)"
_PIN_WORKED = re.compile(
    r"\b(?:downgrad\w{0,3}|revert\w{0,3}|roll\w{0,3} back|pinn?\w{0,3}|went back|going back)\s(?:back\s)?(?:to\s)?"
    r"(?:(?:the|my|our)\s)?(?P<name>(?-i:[A-Z][a-z]{1,20}\s[A-Z][a-z][\w-]{0,20})"
    r"|(?!(?:to|the|an?|version|back|it|from|my|our|their|this|that|commit)\b)[A-Za-z][\w.-]{1,40}?)"
    r"(?:\s(?:version\s)?(?:back\s)?(?:to\s)?(?:version\s)?v?|==)(?P<v>\d{1,3}\.\d{1,3}(?:\.\d{1,3})?)(?![\d.]\d)"
    rf"(?=(?:{_NOT_SAID}(?:[^.\n]|\.\d)){{0,120}}?{_NOT_SAID}\b(?:fix(?:es|ed)?|solv(?:es|ed)|resolv(?:es|ed)"
    r"|(?:everything |it |all )?works?(?: again| fine)?|worked|working again)\b)", re.IGNORECASE)


# a release installed with pip said to fix it ("pip install protobuf==3.20.3 solved the problem", "pip3 install with
# --upgrade and protobuf==3.20.3 fixed it"): only a fix said of the problem ("fixed it", "works now"), not the
# install's own success ("pip install ... worked", "resolves to tensorflow 2.15.1")
_PIN_INSTALLED = re.compile(
    r"(?<!-m )\b(?:pip3?|python3? -m pip) install\s(?:-{1,2}[\w-]{1,20}\s){0,3}['\"]?"
    r"(?P<name>(?!-)[A-Za-z][\w.-]{1,40}?)==(?P<v>\d{1,3}\.\d{1,3}(?:\.\d{1,3})?)(?![\d.]\d)['\"]?"
    rf"(?=(?:{_NOT_SAID}[^.\n]){{0,80}}?{_NOT_SAID}\b(?:fix(?:es|ed)? (?:it|the|this|my)"
    r"|solv(?:es|ed) (?:it|the|this|my)|resolv(?:es|ed) (?:it|the|this|my)|(?:and )?now (?:it |everything )?works"
    r"|works now)\b)", re.IGNORECASE)
# a sentence that says no pin worked here: a question or a condition ("Does pip install numpy==1.23 fix it?", "If
# pip install protobuf==3.20.3 fixes it for you"), others' result ("which fixed it for them, but for me it still
# fails"), or two pins and which one fixed it
_PIN_NOT_SAID = re.compile(r"^\W*(?:does|did|will|would|should|can|could|if|try|suggest\w*|people suggest\w*)\b"
                           r"|\bfor (?:them|others|some(?: people)?|many|him|her|you)\b|\bstill\b|\?\s*$"
                           r"|\b(?:earlier|previously|before that)\b"
                           r"|\b(?:the )?(?:first|second|other|latter|former) one\b", re.IGNORECASE)


# the same said the other way round ("The error went away after I downgraded keras to 2.3.1"), or a release said to
# work where the next does not ("It works with keras 2.2.4 but not with keras 2.3.0")
_PIN_WORKED_AFTER = re.compile(
    r"\b(?:went away|disappeared|(?:is|was) gone|(?:got |was |were )?(?:fixed|solved|resolved))\s"
    r"(?:after|by|when|once)\s(?:I\s|we\s)?(?:downgrad\w{0,3}|revert\w{0,3}|roll\w{0,3} back|pinn?\w{0,3}|going back)\s"
    r"(?:to\s)?(?:(?:the|my)\s)?"
    r"(?P<name>(?!(?:to|the|an?|version|back|it|from|my)\b)[A-Za-z][\w.-]{1,40}?)"
    r"(?:\s(?:version\s)?(?:back\s)?(?:to\s)?(?:version\s)?v?|==)(?P<v>\d{1,3}\.\d{1,3}(?:\.\d{1,3})?)(?![\d.]\d)"
    r"|\bworks? (?:fine |well )?(?:with|on|under) (?P<name2>(?!(?:the|an?|version|it|my)\b)[A-Za-z][\w.-]{1,40}?)"
    r"\s(?:==\s?|v)?(?P<v2>\d{1,3}\.\d{1,3}(?:\.\d{1,3})?)(?![\d.]\d),? but not (?:with |on |under )?"
    r"(?:(?P=name2) )?v?\d", re.IGNORECASE)


# a sentence going on past a pip install to what still fails ("..., but loading the model fails", "then it hangs")
_INSTALL_THEN_FAILS = re.compile(r",\s?but\b|\bthen\b[^.]{0,60}\b(?:fails?|crash\w*|hangs?)\b", re.IGNORECASE)


def _pins_that_worked(text: str) -> list[tuple[str, str]]:
    """The packages a line's sentences say were pinned to a release that fixed it: (name, version)."""
    found: list[tuple[str, str]] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if _PIN_NOT_SAID.search(sentence):
            continue
        found.extend((m.group("name").lower().replace(" ", "-").replace("_", "-"), m.group("v"))
                     for m in _PIN_WORKED.finditer(sentence))
        if not _INSTALL_THEN_FAILS.search(sentence):
            found.extend((m.group("name").lower().replace("_", "-"), m.group("v"))
                         for m in _PIN_INSTALLED.finditer(sentence))
        found.extend(((m.group("name") or m.group("name2")).lower().replace("_", "-"), m.group("v") or m.group("v2"))
                     for m in _PIN_WORKED_AFTER.finditer(sentence))
    return found


# Windows' own number for an NVIDIA driver (Device Manager, dxdiag: "27.21.14.5671"): its last five digits are
# NVIDIA's version (456.71); Intel's (27.20.100.8681) and AMD's (30.0.13025.1000) third fields are longer
_WINDOWS_DRIVER = re.compile(r"(?<![\d.])[23]\d\.\d{1,2}\.1(?P<b>\d)\.(?P<c>\d{4})(?![\d.])")
# ... and not on a line naming another vendor's GPU (Intel's older drivers are numbered alike: 21.20.16.4627)
_OTHER_VENDOR = re.compile(r"\b(?:intel|amd|radeon|iris|uhd|hd graphics)\b", re.IGNORECASE)


def _scan_line(ctx: Context, text: str, tables: Tables) -> None:  # noqa: C901, PLR0912, PLR0915 - one test per fact
    """Read the facts one line gives."""
    if "-g" in text:
        text = _GIT_DESCRIBE.sub(_described, text)
    lowered = text.lower()
    if "op_library_cut" in ctx.flags or "load_op_library" in text:  # (before _read_addon moves the frame's owner on)
        _read_op_loader(ctx, text)
    _read_addon(ctx, text)
    if "-packages" in text:
        _read_tf_site(ctx, text)
    if ctx._installing or any(hint in text for hint in _INSTALLING_HINTS):  # noqa: SLF001 - the scanner's state
        _read_installing(ctx, text)
    if "Successfully installed" in text:
        ctx._first_collected = None  # noqa: SLF001 - that pip run ended: the next one's first line names its own
    if "Collecting " in text or ctx._collecting or ctx._building:  # noqa: SLF001 - pip's blocks, one package each
        _read_source_build(ctx, text)
    if ctx._conda_listing or "ResolvePackageNotFound" in text:  # noqa: SLF001 - conda's list, one spec a line
        _read_conda_unfound(ctx, text)
    if "install" in text and (pip := _PIP_INSTALL.search(text)):  # the last pip install given: a wheel file or not
        # a new pip run: the package it asks for where it names one alone, else none to guess ("" blocks the guess;
        # a requirements file, a path or a wheel file names none)
        requested = [w.strip("`'\".,") for w in text[pip.end():].split() if not w.startswith("-")]
        one = re.match(r"[A-Za-z][\w.-]{0,60}$", re.split(r"[<>=!~\[;]", requested[0])[0]) if len(
            requested) == 1 and not _PIP_FILE_ARGUMENT.search(text[pip.end():]) else None
        ctx._first_collected = one.group(0) if one else ""  # noqa: SLF001
        if ".whl" in text[pip.end():]:
            ctx.flags.add("whl_install_last")
        else:
            ctx.flags.discard("whl_install_last")
    if "_create(" in text or "envname" in text:
        _read_r_env(ctx, text)
    if "/" in text and (found := _LOG_PATH.search(text)):
        _narrow_log_lines(ctx, found)
    if "tensorflow_core" in lowered and _CORE_PACKAGE.search(text):
        _narrow_log_lines(ctx, None)
    if ctx._printed and text.strip() and not _CONTINUATION.match(text):  # noqa: SLF001 - the scanner's own state
        _read_printed(ctx, text)
    if ctx._asked_gpu:  # noqa: SLF001 - the answer to the question a line before asked, if it came next
        if text.strip() and _NO_GPU_ANSWER.match(text):
            ctx.flags.add(ctx._asked_gpu)  # noqa: SLF001
        ctx._asked_left -= 1  # noqa: SLF001 - a blank line may come between (a REPL, Markdown)
        if text.strip() or ctx._asked_left <= 0:  # noqa: SLF001
            ctx._asked_gpu = None  # noqa: SLF001
    _read_p2p_run(ctx, text, lowered)
    if ("gpu" in lowered or "cuda" in lowered) and (asked := _GPU_ASKED.search(text)):
        ctx._asked_gpu = "built_without_cuda" if asked.group("built") else "gpu_list_empty"  # noqa: SLF001
        ctx._asked_left = 2  # noqa: SLF001 - the answer's line, or one blank line and it
    if ctx._awaiting and text.strip():  # noqa: SLF001 - the heading's value, unless the line is the next heading
        found = None if _HEADING.match(text) else re.search(
            _NUM if ctx._awaiting != "python" else r"[23]\.\d{1,2}", text)  # noqa: SLF001
        if found and ctx._awaiting == "tensorflow" and not ctx.tensorflow and not _other_package(text):  # noqa: SLF001
            ctx.tensorflow = found.group(0)
        elif found and ctx._awaiting == "cuda" and not ctx.cuda_installed:  # noqa: SLF001
            value = ".".join(found.group(0).split(".")[:2])
            if _cuda_release(tables, value):  # a template's "CUDA/cuDNN version" answered with cuDNN's (8.1) alone
                ctx.cuda_installed = value
        elif found and ctx._awaiting == "python" and not ctx.python:  # noqa: SLF001
            ctx.python = found.group(0)
        ctx._awaiting = None  # noqa: SLF001
    if "__version__" in lowered or "version.version" in lowered or re.match(r"\s{0,4}Name: tensorflow\b", text):
        ctx._printed = _printed_names(text)  # noqa: SLF001 - `print(tf.__version__)` or `pip show tensorflow`
        ctx._printed_import = not re.match(r"\s{0,4}Name: ", text)  # noqa: SLF001
    heading = _HEADING.match(text) if "version" in lowered else None
    if heading:
        what = next(w for w in ("tensor", "python", "cuda") if w in heading.group("what").lower())
        what = "tensorflow" if what == "tensor" else what
        # (an answer in words on the heading's line, "N/A" or "none", answers it: the next line is not its value)
        answered = bool(_ANSWERED.match(re.sub(r"^\([^)]{0,60}\)", "", heading.group("rest").strip(" *:#`_-"))
                                        .strip(" *:#`_-")))
        if what == "cuda":  # the installed CUDA, on the heading's line or the next
            ctx._awaiting = None if answered or re.search(r"\d", heading.group("rest")) else "cuda"  # noqa: SLF001
        elif re.search(r"\d", heading.group("rest")):
            if not (what == "tensorflow" and _other_package(heading.group("rest"))):
                _scan_versions(ctx, f"{what} {heading.group('rest')}")
        else:
            ctx._awaiting = None if answered else what  # noqa: SLF001
    if ("tensor" in lowered or "tf" in lowered or "python" in lowered or "cp3" in lowered or "flow" in lowered
            or "flw" in lowered) and not (
            ctx.tensorflow and ctx.tensorflow_hint and ctx.python):
        _scan_versions(ctx, text)
    if ("driver" in lowered or "kernel module" in lowered or "nvidia-" in lowered) and not ctx.driver:
        # a driver the words say something needs ("CUDA 10 requires Nvidia driver 418") is no driver installed
        found = next((m for m in _DRIVER.finditer(text) if not _DRIVER_NEEDED.search(text, 0, m.start())), None)
        if found:
            ctx.driver = next(v for v in found.groups() if v)
    if not ctx.driver and (found := _WINDOWS_DRIVER.search(text)) and not _OTHER_VENDOR.search(text):
        ctx.driver = f"{found.group('b')}{found.group('c')[:2]}.{found.group('c')[2:]}"
    if "driver" in lowered and not ctx.driver_floor_said and (found := _DRIVER_FLOOR.search(text)):
        ctx.driver_floor_said = found.group("v") or found.group("v2")
        if not ctx.driver and (had := _DRIVERS_HAD.search(text, found.end())):
            ctx.driver = max(filter(None, had.groups()), key=int)
    if "compatibility mode" in lowered and not ctx.driver and (found := _NGC_FOUND.search(text)):
        ctx.driver = found.group("v")
    if "nvml library version" in lowered and (found := _NVML_LIBRARY.search(text)):
        ctx.nvml_library = found.group("v")
    if "cuda version" in lowered and not ctx.driver_cuda and (found := _DRIVER_CUDA.search(text)):
        ctx.driver_cuda = found.group("v")
    if "nvidia-smi" in lowered and (found := _SMI_CUDA_SAID.search(text)):
        if ctx.driver_cuda in (None, found.group("v")):
            ctx.driver_cuda = found.group("v")
            ctx.flags.add("driver_cuda_said")
        else:  # two ceilings named (two machines, or before and after): neither decides
            ctx.flags.discard("driver_cuda_said")
    if "support" in lowered and not ctx.driver_cuda and (found := _DRIVER_CUDA_SAID.search(text)):
        ctx.driver_cuda = found.group("v")
        ctx.flags.add("driver_cuda_said")
    if ("capability" in lowered or "minimum" in lowered) and not ctx.required_cc and (
            found := _REQUIRED_CC.search(text)):
        ctx.required_cc = found.group("v") or found.group("w")
    if "require" in lowered and not ctx.required_cuda and (found := _REQUIRED_CUDA.search(text)):
        ctx.required_cuda = found.group("v")
    if (("cuda" in lowered or "toolkit" in lowered) and (needed := _CUDA_NEEDED.search(text))
            and not _ASKED.match(text, needed.end())):  # not asked ("Does TensorFlow require CUDA 11.2?")
        ctx.cuda_needed_said = ctx.cuda_needed_said or next(v for v in needed.groups() if v)
    if "cuda version " in lowered and not ctx.cuda_installed and (found := _CUDA_VERSION_FILE.match(text)):
        ctx.cuda_installed = found.group("v")
    if ("cuda" in lowered or "release" in lowered or "toolkit" in lowered) and not ctx.cuda_installed:
        # the CUDA said needed is not the one installed ("requires CUDA 10.0, I have 10.1")
        found = _CUDA.search(_without_needed(_CUDA_SUPPORTED.sub(" ", _CUDA_NEEDED.sub(
            " ", text.replace("CUDA Version", "")))))
        if found and _cuda_major_known(tables, value := next(v for v in found.groups() if v)):
            ctx.cuda_installed = value
    if ("jetpack" in lowered or "r3" in lowered or "l4t" in lowered) and not ctx.jetpack:
        ctx.jetpack = _jetpack(text, tables)
    if "+cuda" in lowered and not ctx.cudnn_package and (found := _CUDNN_PACKAGE.search(text)):
        ctx.cudnn_package = (found.group("cudnn"), found.group("cuda"))
    if "cudnn" in lowered and not ctx.cudnn_built and (found := _CUDNN_BUILT.search(text)):
        ctx.cudnn_built = found.group("v")
    if ("work" in lowered or "fix" in lowered or "solve" in lowered) and not ctx.tf_that_worked:
        ctx.tf_that_worked = _tf_worked(text)
    if "keras" in lowered and (imported := _KERAS_IMPORT.match(text)):
        ctx.keras_imports.update(_keras_imported(imported))
    if "scipy.misc" in lowered and len(ctx.scipy_misc_names) < _NAMED_MAX:
        for use in _SCIPY_MISC_USE.finditer(text):
            names = use.group("names")
            ctx.scipy_misc_names.update(_names_imported(names) if names else {use.group("called")})
    if "keras" in lowered and not ctx.keras_that_worked and (found := _KERAS_WORKED.search(text)) and not (
            _NEGATED.search(text, max(0, found.start() - 16), found.end())):
        ctx.keras_that_worked = found.group("v")
    if not ctx.tf_imported and any(w in lowered for w in _NOTEBOOK_WORDS) and (found := _IMPORTED_SAID.search(text)):
        ctx.tf_imported = found.group("v")
    if "cudnn" in lowered and not ctx.cudnn_that_worked and (found := _CUDNN_WORKED.search(text)):
        ctx.cudnn_that_worked = found.group("v")
    if "cudnn_m" in lowered and not ctx.cudnn_installed:
        _read_cudnn_header(ctx, text)
    if "cudnn" in lowered and not ctx.cudnn_installed and (found := _CUDNN.search(_without_needed(text))):
        ctx.cudnn_installed = next(v for v in found.groups() if v)
    if ("capab" in lowered or "major:" in lowered or "cc:" in lowered or "cc " in lowered or "sm_" in lowered) \
            and not ctx.compute_capability and not any(b in lowered for b in _BUILD_ARCH_LISTS):
        found = _CC.search(text)
        if found:
            ctx.compute_capability = (found.group("v") or found.group("v2") or found.group("v3")
                                      or (f"{found.group('ma')}.{found.group('mi')}" if found.group("ma") else None)
                                      or (f"{found.group('pd')}.{found.group('pd2')}" if found.group("pd") else None)
                                      or f"{found.group('sm')[:-1]}.{found.group('sm')[-1]}")
    gpu_hinted = any(h in lowered for h in _GPU_HINTS) or bool(_BARE_MODEL_HINT.search(lowered))
    for found in itertools.islice(_GPU.finditer(text), 4) if gpu_hinted and len(ctx.gpu_names) < 8 else ():  # noqa: PLR2004
        name = found.group(0)
        short = _gpu_short(name, tables)
        if short in ctx.gpu_names:  # (a known name seen again is not unknown)
            continue
        if tables.compute_capability_of(short):
            # the GPU changed to is the one the paste runs on: first ("old GPU (rtx 2060), after changing to the 3080")
            moved = _GPU_MOVED_TO.search(text, max(0, found.start() - 40), found.start()) is not None
            ctx.gpu_names.insert(0 if moved else len(ctx.gpu_names), short)
        elif short not in ctx.unknown_gpus and _NVIDIA_NAME.search(short) and len(ctx.unknown_gpus) < 4:  # noqa: PLR2004
            ctx.unknown_gpus.append(short)
    if gpu_hinted and len(ctx.gpus_working) < 4 and _GPU_WORKS.search(text):  # noqa: PLR2004
        _read_gpus_working(ctx, text, tables)
    if "gpu" in lowered and not ctx.gpu_names and (field := _GPU_FIELD.match(text) or _GPU_SAID.search(text)) and (
            tables.compute_capability_of(field.group("n"))):
        ctx.gpu_names.append(field.group("n"))
    if not ctx.amd_gpu and any(h in lowered for h in ("gfx", "rx", "r9", "radeon", "0xt", "0 xt")) and (
            found := _AMD_GPU.search(text)):
        ctx.amd_gpu = found.group(0)
    if ctx._shown and text.strip():  # noqa: SLF001 - pip show prints the Version line right after the Name
        if (version := _SHOW_VERSION.match(text)) is not None:
            ctx.installed.setdefault(ctx._shown, version.group("v"))  # noqa: SLF001
        ctx._shown = None  # noqa: SLF001 - pending for one line only (pending state keeps lines from being skipped)
    if any(h in lowered for h in ("+cu", "toolkit=", "cuda=", "build pytorch", "version.cuda")) and "torch" in lowered \
            and (tags := list(_TORCH_CUDA.finditer(text))):  # the last one named: the build moved to ("from ... to")
        last = tags[-1]
        ctx.torch_cuda = (last.group("conda") or last.group("built") or last.group("printed")
                          or f"{last.group('cu')[:-1]}.{last.group('cu')[-1]}")
    if "glibcxx" in lowered and ctx.glibcxx_said is None and (glibcxx := _GLIBCXX_SAID.search(text)) is not None:
        clause = _CLAUSE_EDGE.split(text[:glibcxx.start()])[-1]
        if _GLIBCXX_OF_TF.search(clause) and not _GLIBCXX_NOT_TF.search(text):
            ctx.glibcxx_said = glibcxx.group("v") or glibcxx.group("v2")
    if "glibc" in lowered and "not found" in lowered and (glibc := _GLIBC_SAID.search(text)) is not None:
        ctx.glibc_said = ctx.glibc_said or glibc.group("v")
    elif "glibc" in lowered and (needs := [m.group("v") for m in _GLIBC_NEED_SAID.finditer(text)]) and (
            ctx.glibc_said is None or "glibc_need_said" in ctx.flags):
        # the newest said needed ("bazel requires 2.14 ... Tensorflow requires even newer version glibc: 2.16")
        ctx.glibc_said = max([*needs, *([ctx.glibc_said] if ctx.glibc_said else [])], key=version_tuple)
        ctx.flags.add("glibc_need_said")
    if "transformers" in lowered and (found := _TRANSFORMERS.search(text)):  # its TF classes end with 5.0
        ctx.packages.setdefault("transformers", found.group("v"))
    if any(p in lowered for p in ("numpy", "keras", "protobuf", "tensorflow", "tf-nightly", "tf_nightly")):
        for found in _PACKAGE.finditer(text):
            ctx.packages.setdefault(found.group("name").lower().replace("_", "-"), found.group("v"))
            if found.group("name").lower() == "keras" and len(ctx.kerases_named) < _NAMED_MAX:
                ctx.kerases_named.add(found.group("v"))
        for found in _PINNED.finditer(text):
            ctx.pinned.setdefault(found.group("name").lower().replace("_", "-"), found.group("v"))
        if (found := _FLAVOUR_LISTED.match(text)) is not None:
            ctx.flavours_listed.setdefault(found.group("name").lower().replace("_", "-"), found.group("v"))
        for found in _PACKAGE_MOVED.finditer(text):  # the version moved to is the one in use, whatever came before
            ctx.packages[(found.group("name") or found.group("name2")).lower()] = found.group("v")
        if "installed" in lowered and (present := _PRESENT_SAID.search(text)) is not None:
            ctx.present_said.add(next(n for n in present.groups() if n).lower().replace("_", "-"))
        if (collecting := _COLLECTING.match(text)) is not None:
            ctx.collected.add(collecting.group("name").lower().replace("_", "-"))
        if (satisfied := _ALREADY_SATISFIED.match(text)) is not None:  # pip's answer outweighs a version in words;
            ctx.tensorflow_hint = satisfied.group("v")  # a version read firmly (an install after it) outweighs it
        if (listed := _LISTING.match(text) or satisfied or _REQUIRER_INSTALLED.match(text)) is not None:
            ctx.installed.setdefault(listed.group("name").lower().replace("_", "-"), listed.group("v"))
            if listed.group("name") == "tensorflow" and "gpu_py" in lowered:  # conda's GPU build of `tensorflow`
                ctx.flags.add("conda_gpu_tensorflow")
        if "tensorflow-base" in text and (base := _TF_BASE_ROW.match(text)) is not None:  # (two rows: none decides)
            ctx.tf_base = base.group("v") if ctx.tf_base in (None, base.group("v")) else ""
        if (shown := _SHOW_NAME.match(text)) is not None:
            ctx._shown = shown.group("name").lower().replace("_", "-")  # noqa: SLF001
        for named in _NAMED_WHEEL.finditer(text) if ".whl" in lowered else ():
            ctx.wheel_pythons.setdefault(named.group("dist").lower().replace("_", "-"), set()).add(
                f"3.{named.group('py')[1:]}")
        for command in _PIP_COMMAND.finditer(text) if "pip" in lowered else ():  # not commands on several lines:
            args = _REQUIREMENTS.match(command.group("args"))  # often attempts, in turn or elsewhere; and only the
            flavours = {f"tensorflow-{m.group('which').lower()}" if m.group("which") else "tensorflow"  # command's
                        for m in _FLAVOUR.finditer(args.group(0) if args else "")}  # own words, not the prose after
            ctx.pip_both.update(flavours if len(flavours) > 1 else ())
            nightly = _NIGHTLY_ARG.search(args.group(0)) if args else None
            ctx.pip_flavours.update(flavours | ({"tf-nightly"} if nightly else set()))
            ctx.wheels.extend(w.group(0) for w in _WHEEL_FILE.finditer(command.group("args")))
        if "successfully installed" in lowered:
            for token in _DIST_TOKEN.finditer(text):
                ctx.pip_installed[token.group("name").lower().replace("_", "-")] = token.group("v")  # the last wins
            if ctx._tf_removed and (new := next(filter(None, map(ctx.pip_installed.get, _TF_DISTS)), None)):  # noqa: SLF001
                ctx.tensorflow, ctx._tf_removed = new, False  # noqa: SLF001 - the release pip put in its place
        if "install" in lowered and (said := _INSTALL_WORD.search(text)) and not _APART.search(text):
            ctx.installed_said.update(t.group("name").lower().replace("_", "-")
                                      for t in _DIST_TOKEN.finditer(text, said.end()))
            if {"tensorflow", "tensorflow-gpu"} <= ctx.installed_said:
                ctx.flags.add("two_tf_said")
    if "reported version" in lowered and (found := _REPORTED.search(text)):
        if found.group("who").lower() == "libcuda":
            ctx.libcuda_version = ctx.libcuda_version or found.group("v")
        else:
            ctx.kernel_version = ctx.kernel_version or found.group("v")
    if "driver version file contents" in lowered and (found := _NVRM_FILE.search(text)):
        ctx.kernel_version = ctx.kernel_version or found.group("v")
    if "mib" in lowered and (found := _MEMORY.search(text)) and int(found.group("total")):
        used, total = int(found.group("used")), int(found.group("total"))
        ctx.memory_full = ctx.memory_full or used * 10 >= total * 9
        if used < _CONTEXT_MIB and used * 20 <= total:
            ctx.memory_idle = ctx.memory_idle or f"{used}MiB of {total}MiB"
        else:
            ctx.memory_held = True
    if "memory:" in lowered:
        _read_gpu_memory(ctx, text)
    if "limit" in lowered or "inuse" in lowered or "allocat" in lowered or "fraction" in lowered:
        _read_allocator(ctx, text)
    if "no module named" in lowered and (found := _ADDON_MISSING.search(text)):
        ctx.addon_missing = ctx.addon_missing or found.group("m")
    if "install" in lowered:
        ctx.addons_installed.update(m.group("m").lower().replace("_", "-") for m in _ADDON_INSTALLED.finditer(text))
    if ctx.saved_with is None and ("saved" in lowered or "trained" in lowered or "exported" in lowered) and (
            found := _SAVED_WITH.search(text)):
        ctx.saved_with = ("Keras" if found.group("what").lower() == "keras" else "TensorFlow", found.group("v"))
    if "bytes free" in lowered and (found := _BYTES_FREE.search(text)) and int(found.group("total")):
        ctx.memory_full = ctx.memory_full or int(found.group("free")) * 10 <= int(found.group("total"))
    if "current project's" in lowered and (found := _PROJECT_PYTHON.search(text)):
        ctx.project_python = found.group("range").replace(" ", "")
    if "require" in lowered and (found := _TF_REQUIRES.match(text)):  # pip's check: that distribution is installed
        ctx.required_by.add(found.group("name").lower().replace("_", "-"))
        if len(ctx.required_by | ctx.pip_flavours) > 1:
            ctx.flags.add("two_tf_said")
    if ("require" in lowered or "depends on" in lowered) and len(ctx.requirements) < 32 and (  # noqa: PLR2004
            found := _OTHER_REQUIRES.match(text)):
        ctx.requirements.append((found.group("requirer"), found.group("package").lower().replace("_", "-"),
                                 re.sub(r"\s+and\s+", ",", found.group("spec"), flags=re.IGNORECASE).replace(" ", "")))
    if "depends on" in lowered and len(ctx.unversioned) < 32 and (  # noqa: PLR2004 - a bound on memory
            found := _UNVERSIONED_REQUIRES.match(text)):
        ctx.unversioned.append((found.group("requirer"), found.group("package").lower().replace("_", "-")))
    if "depends on" in lowered and len(ctx.requirements) < 32:  # noqa: PLR2004 - a bound on memory
        ctx.requirements.extend((found.group("requirer"), found.group("package").lower().replace("_", "-"),
                                 _exact(found.group("spec").replace(" ", "")))
                                for found in _POETRY_REQUIRES.finditer(text))
    if "user requested" in lowered and len(ctx.user_requested) < 32 and (  # noqa: PLR2004 - a bound on memory
            found := _USER_REQUESTED.search(text)):
        ctx.user_requested.setdefault(found.group("package").lower().replace("_", "-"),
                                      found.group("spec").replace(" ", ""))
    if "(from " in lowered and len(ctx.requirements) < 32 and (found := _COMPILE_REQUIRES.match(text)):  # noqa: PLR2004
        ctx.requirements.append((f"{found.group('name')} {found.group('version')}",
                                 found.group("package").lower().replace("_", "-"), found.group("spec")))
    if (".so." in lowered or ".dll" in lowered) and len(ctx.sonames) < 64:  # noqa: PLR2004 - a bound on memory
        ctx.sonames.update(m.group(0) for m in _SONAME.finditer(text)  # a name ending a path is a file installed,
                           if text[m.start() - 1:m.start()] not in ("/", "\\")  # not one the build asks for, and
                           and not _HANDLED_FILE.search(text[max(0, m.start() - 40):m.start()]))  # nor one copied
    if "python" in lowered and len(ctx.interpreters) < 8:  # noqa: PLR2004 - a bound on memory
        ctx.interpreters.update(_interpreters(text, said=any(w in lowered for w in _EXECUTABLE_WORDS)))
    if ("envs" in lowered or "activate" in lowered) and len(ctx.conda_envs) < 8:  # noqa: PLR2004
        ctx.conda_envs.update(m.group("env") or m.group("named") for m in _CONDA_ENV.finditer(text))
    if ("windows" in lowered or "10.0." in lowered) and not ctx.windows_build and (
            found := _WINDOWS_BUILD.search(text)):
        ctx.windows_build = int(found.group("b") or found.group("b2") or found.group("b3"))
    if "which can be installed" in lowered and (found := _CONDA_OFFER.search(text)) and len(ctx.conda_pythons) < 16:  # noqa: PLR2004
        ctx.conda_pythons.append(found.group("v"))
    if ("downgrad" in lowered or "pin" in lowered or "revert" in lowered or "back" in lowered
            or " install " in lowered or "but not" in lowered) and len(
            ctx.pins_that_worked) < 8:  # noqa: PLR2004 - a bound on memory
        ctx.pins_that_worked.extend(_pins_that_worked(text))
    if not ctx.after_version and (found := _AFTER.search(text)):
        ctx.after_version = found.group("v")
    if "microsoft-standard" in lowered and not ctx.wsl_kernel and (found := _WSL_KERNEL.search(text)):
        ctx.wsl_kernel = found.group("v")
    if "cuda_visible_devices" in lowered and (found := _VISIBLE.search(text)):
        ctx.cuda_visible_devices = found.group("v")
    if "cuda_visible_devices" in lowered and _VISIBLE_IN_CODE.search(text):  # the order of the lines before it counts
        ctx.flags.add("visible_in_code")
        ctx.flags.update(late for flag, late in (("gpu_call_line", "visible_after_gpu_call"),
                                                 ("framework_import_line", "visible_after_import"))
                         if flag in ctx.flags)
    _scan_platforms(ctx, text, lowered)
    _scan_builds_named(ctx, text, lowered)
    if ("gpu" in lowered or "cuda" in lowered) and len(ctx.gpu_words) < 8 \
            and strip_prefix(text) == text and not any(n in lowered for n in _NO_GPU_NOTICES) \
            and not _GPU_FIELD_EMPTY.search(text):  # noqa: PLR2004 - the user's words (not a TF log line, not a
        # template's field left empty or answered none), eight of them at most
        ctx.flags.add("gpu_mentioned")
        ctx.gpu_words.append(text.strip())
    words = strip_prefix(text) == text and not _PROGRAM_LINE.search(text)  # the user's, not a program's
    plain = text.replace("`", "") if "`" in text else text  # Markdown's inline code read as the words it marks
    for index in _FLAG_INDEX.candidates(lowered):
        flag, regex, hints = _FLAGS[index]
        if flag in ctx.flags or not any(h in lowered for h in hints) or not (words or flag not in _WORDS_ONLY):
            continue
        if words and flag in _BY_SENTENCE:  # the user's words that the GPU is not used: read by sentence
            stated = gpu_unused_said(plain, regex, flag)
            ctx.flags.update((stated,) if stated else ())
        elif regex.search(text) or (plain is not text and regex.search(plain)):
            ctx.flags.add(flag)
    if words and any(h in lowered for h in _SPEED_HINTS) and not _LOGGER_LINE.match(text):
        ctx.flags.update(speed_said(plain))  # the GPU's use said low, a run said slow: sentence by sentence
    if words and "gpu_use_doubted" not in ctx.flags and ("gpu" in lowered or "normal" in lowered) \
            and gpu_use_doubted(plain):
        ctx.flags.add("gpu_use_doubted")
    if words and any(h in lowered for h in _IMPORT_HINTS) and not _LOGGER_LINE.match(text):
        ctx.flags.update(import_said(plain))  # TensorFlow's import said to crash, hang or fail: sentence by sentence
    if words and any(h in lowered for h in _MEMORY_HINTS) and not _LOGGER_LINE.match(text):
        ctx.flags.update(memory_said(plain))  # memory said short, all taken, growing; a run said killed
    if any(h in lowered for h in _KERAS_HINTS) and not _LOGGER_LINE.match(text):
        ctx.flags.update(keras_said(plain))  # Keras 3 said to break code, a Keras name gone, Keras mismatched
    if "TF_KERAS" in text and _TF_KERAS_SWITCH.search(text):
        ctx.flags.add("tf_keras_switch")
    if "nightly" in lowered and len(ctx.nightly_dates) < 2:  # noqa: PLR2004 - the two nightlies
        for found in _NIGHTLY.finditer(text):
            ctx.nightly_dates.setdefault(found.group("name").lower().replace("tensorflow", "tf"), found.group("date"))
    if "tensorflow.keras" in text and _TF_KERAS_MODULE_MISSING.search(text):
        ctx.flags.add("tf_keras_module_missing")
    if words and any(h in lowered for h in _ARCH_HINTS) and not _LOGGER_LINE.match(text):
        failing, cuda, family = arch_said(plain)  # a GPU or its build said to fail: sentence by sentence
        ctx.flags.update(failing)
        ctx.cuda_failing = ctx.cuda_failing or cuda
        ctx.gpu_family_cc = ctx.gpu_family_cc or family
        ctx.gpu_needs = ctx.gpu_needs or gpu_needs_said(plain)
    if (words and len(ctx.pairings) < _PAIRINGS_KEPT and any(h in lowered for h in _PAIRING_HINTS)
            and not _LOGGER_LINE.match(text)):
        ctx.pairings.extend(pairing_said(plain))  # a package said not to fit the TensorFlow: sentence by sentence
    if (words and not ctx.requirements_said and any(h in lowered for h in _REQUIREMENT_HINTS)
            and not _LOGGER_LINE.match(text)):
        ctx.requirements_said.extend(requirement_said(plain))  # TensorFlow's range of a dependency, and another's
    if words and not ctx.tf_range_said and any(h in lowered for h in _REQUIREMENT_HINTS) \
            and not _LOGGER_LINE.match(text):
        ctx.tf_range_said = tensorflow_range_said(plain)  # TensorFlow's range alone: a clash said elsewhere decides
    if words and not ctx.clash_said and any(h in lowered for h in _CLASH_HINTS) and not _LOGGER_LINE.match(text):
        ctx.clash_said = clash_said(plain)
    if words and not ctx.dependency_clash and any(h in lowered for h in _CLASH_HINTS) \
            and not _LOGGER_LINE.match(text):
        ctx.dependency_clash = dependency_clash_said(plain)
    if words and any(h in lowered for h in _INSTALL_HINTS) and not _LOGGER_LINE.match(text):
        ctx.flags.update(install_said(plain))  # two TensorFlows side by side, the CPU one in use: by sentence
    if words and any(h in lowered for h in _PACKAGE_HINTS) and not _LOGGER_LINE.match(text):
        flags, versions = package_said(plain)  # a Python refused, NumPy or protobuf said to break TensorFlow
        ctx.flags.update(flags)
        for name, value in versions.items():
            ctx.said_versions.setdefault(name, value)
    if words and ctx.library_said is None and any(h in lowered for h in _LIBRARY_HINTS) \
            and not _LOGGER_LINE.match(text) and (lib := library_said(plain)) is not None:
        ctx.library_said = (lib, plain.strip())  # a CUDA library said missing: sentence by sentence
    if ctx._run is not None or " run" in lowered or "--" in lowered or "nvidia" in lowered:  # noqa: SLF001
        _read_run(ctx, plain, plain.lower())


# A container command and the TensorFlow images (Docker Hub's, NGC's): which image each `docker run` starts, and
# whether with the GPU. A paste often holds two: the user's TensorFlow container, and the toolkit's test
# (`docker run --gpus all nvidia/cuda nvidia-smi`) someone asked for: the test's flag gives TensorFlow's no GPU.
_RUN = re.compile(r"(?:\bnvidia-)?\b(?:docker|podman) run\b", re.IGNORECASE)
_TF_IMAGE = re.compile(r"(?:^|[\s/])(?:tensorflow/(?:tensorflow|serving)|nvidia/tensorflow)(?::[\w.-]+)?(?=[\s`'\"]|$)",
                       re.IGNORECASE)
_GPUS_FLAG, _GPUS_HINTS = next((regex, hints) for flag, regex, hints in _FLAGS if flag == "gpus_flag")
_RUN_KEPT = 2000  # characters of one command kept across its continued lines
_PAIRINGS_KEPT = 4  # the sentences a paste says a package does not fit TensorFlow in: the first few decide


# a command that sets NCCL_P2P_DISABLE (`mpirun ... -x NCCL_P2P_DISABLE=1 python train.py`, `NCCL_P2P_DISABLE=0 python
# ...`), and the line after it saying that run worked ("the demo seem to run correctly"), not that it hung, nor that
# another run worked (one GPU, the CPU: "the single GPU run works fine")
_P2P_SET = re.compile(r"\bNCCL_P2P_DISABLE=(?P<v>[01])\b")
_RAN_FINE = re.compile(r"^(?![^\n]{0,80}(?:\bnot\b|n't\b|\bhang|\bhung\b|\bstuck\b|\bfreez|\bsingle\b|\bone gpu\b"
                       r"|\b1 gpu\b|\bonly\b|\bcpu\b))[^\n]{0,60}"
                       r"\b(?:works?|worked|(?:runs?|ran) (?:correctly|fine|well|normally|ok))\b", re.IGNORECASE)


def _read_p2p_run(ctx: Context, text: str, lowered: str) -> None:
    """A run with NCCL_P2P_DISABLE=1 that the next line says worked: the workaround helped (p2p_disable_helped)."""
    found = _P2P_SET.search(text) if "nccl_p2p_disable" in lowered else None
    if ctx._p2p_off is not None and text.strip() and found is None:  # noqa: SLF001 - the scanner's own state
        if ctx._p2p_off and _RAN_FINE.search(text):  # noqa: SLF001
            ctx.flags.add("p2p_disable_helped")
        ctx._p2p_off = None  # noqa: SLF001
    if found is not None:
        ctx._p2p_off = found.group("v") == "1"  # noqa: SLF001


def _read_run(ctx: Context, text: str, lowered: str) -> None:
    """Each `docker run` command: a TensorFlow image started with the GPU or without; a GPU option said elsewhere."""
    run = _RUN.search(text) if ctx._run is None else None  # noqa: SLF001 - the scanner's own state
    if ctx._run is None and run is None:  # noqa: SLF001
        if any(h in lowered for h in _GPUS_HINTS) and _GPUS_FLAG.search(text):
            ctx.flags.add("gpu_option_said")
        return
    command = f"{ctx._run or ''} {text[run.start() if run else 0:]}"  # noqa: SLF001
    ctx._run = command if text.rstrip().endswith(("\\", "^")) and len(command) < _RUN_KEPT else None  # noqa: SLF001
    if ctx._run is None and _GPUS_FLAG.search(command):  # noqa: SLF001 - the command ended, passing the GPU
        ctx.flags.add("run_passes_gpu")
    if ctx._run is None and _TF_IMAGE.search(command):  # noqa: SLF001 - the command ended
        ctx.flags.add("tf_run_gpu" if _GPUS_FLAG.search(command) else "tf_run_no_gpu")  # nvidia-docker is one too


# dyld's failure to bind a symbol while loading a library (macOS), and where it looked for it: macOS's own libraries
_DYLD_MISSING = re.compile(r"dlopen\((?P<lib>[^,()]{1,300}), \d{1,3}\): Symbol not found: (?P<sym>_{0,4}\w{1,120})")
_DYLD_SYSTEM = re.compile(r"Expected in:\s{0,3}(?:/usr/lib/lib(?:System|c\+\+|objc)\b|/System/Library/Frameworks/)")


def _scan_builds_named(ctx: Context, text: str, lowered: str) -> None:
    """A CUDA said not to run new GPUs, a SageMaker EI kernel, a Windows GPU archive of TensorFlow's C library."""
    if "cuda" in lowered and not ctx.cuda_before_new_gpus and (found := _CUDA_BEFORE_NEW_GPUS.search(text)):
        ctx.cuda_before_new_gpus = found.group("v")
    if "amazonei_" in lowered and not ctx.ei_kernel and (found := _EI_KERNEL.search(text)):
        ctx.ei_kernel = found.group(0)
    if "libtensorflow-gpu-windows" in lowered and (found := _LIBTENSORFLOW_WINDOWS_GPU.search(text)):
        ctx.libtensorflow_windows_gpu = ctx.libtensorflow_windows_gpu or found.group("v")


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
    if "symbol not found" in lowered and not ctx.dyld_missing and (found := _DYLD_MISSING.search(text)):
        ctx.dyld_missing = (found.group("lib"), found.group("sym"))
    if "expected in" in lowered and _DYLD_SYSTEM.search(text):
        ctx.flags.add("dyld_system_expected")  # the symbol was looked for in macOS's own libraries
    if "metal" in lowered and len(ctx.metals_named) < _NAMED_MAX and (found := _METAL_VERSION.search(text)):
        ctx.metal = ctx.metal or _patch(found.group("v"))  # ("tensorflow-metal 0.7" is its 0.7.0)
        ctx.metals_named.update(_patch(m.group("v")) for m in itertools.islice(_METAL_VERSION.finditer(text),
                                                                                _NAMED_MAX))
    _read_linux_releases(ctx, text, lowered)


def _read_linux_releases(ctx: Context, text: str, lowered: str) -> None:
    """The Ubuntu, Debian and CentOS/RHEL releases the paste names ("CentOS 7", its glibc known to _platform)."""
    if not any(name in lowered for name in ("ubuntu", "centos", "rhel", "red hat", "debian")):
        return
    for found in itertools.islice(_LINUX_RELEASE.finditer(text), _NAMED_MAX):
        ctx.linux_releases.add(f"Ubuntu {found.group('uv')}" if found.group("ubuntu") else
                               f"Debian {found.group('dv')}" if found.group("debian") else
                               f"CentOS {found.group('cv')}")


_PIP_FROM = re.compile(r"\bpip \d[\w.]{0,12} from (?P<path>\S{1,300}?)[\\/]lib[\\/]\S{0,200} "
                       r"\(python (?P<v>\d\.\d{1,2})\)")
_EXECUTABLE = re.compile(r"['\"](?P<path>(?:[A-Za-z]:)?[\\/][^'\"]{0,300}?[\\/]python[\d.]{0,5}(?:\.exe)?)['\"]")
# an unquoted executable: a path ending in bin/python3.8, Scripts\python.exe or python.exe, not a folder in a path
_EXECUTABLE_BARE = re.compile(
    r"(?<![\w/\\.~-])(?P<path>(?:[A-Za-z]:|~)?[\w.-]{0,60}(?:[\\/][\w .-]{1,60}){0,12}?[\\/](?:bin|Scripts)[\\/]"
    r"python[\d.]{0,5}(?:\.exe)?|(?:[A-Za-z]:)?(?:[\\/][\w .-]{1,60}){1,12}?[\\/]python(?:[\d.]{0,5})?\.exe)"
    r"(?![\w./\\])", re.IGNORECASE)
_EXECUTABLE_WORDS = ("sys.exec", "which python", "where python", "interpreter")
# a conda environment named: a path into its envs folder, or activated by name (not base)
_CONDA_ENV = re.compile(r"[\\/]envs[\\/](?P<env>[\w.-]{1,60})"
                        r"|\b(?:conda|source) activate (?!base\b)(?P<named>[\w.-]{1,60})", re.IGNORECASE)


def _exact(spec: str) -> str:
    """A Poetry requirement's range: a bare version ("3.19.6") is that version exactly."""
    return spec if spec[:1] in "<>=!~^" else f"=={spec}"


# the run said to work well on a GPU named in the same clause ("on the GTX 960 the training runs perfectly fine",
# "If I run it on K80 everything works fine"), not denied ("doesn't work fine")
_GPU_WORKS = re.compile(r"(?<!n't )(?<!not )\b(?:works?|worked|working|runs?|ran|running|trains?|trained|training)\b"
                        r"[^.,;\n]{0,40}?\b(?:fine|well|perfectly|great|correctly|smoothly)\b"
                        r"|\beverything (?:was|is|works?|worked|ran|runs)\b[^.,;\n]{0,12}?"
                        r"\b(?:fine|ok(?:ay)?|good|well)\b",
                        re.IGNORECASE)


_DENIED = re.compile(r"n't\b|\b(?:not|never|no longer|hardly)\b", re.IGNORECASE)  # "doesn't really work well"


def _read_gpus_working(ctx: Context, text: str, tables: Tables) -> None:
    """The GPUs named in a clause that says the run works well on them (the clause's, not the sentence's)."""
    for clause in clauses(text):
        if (works := _GPU_WORKS.search(clause)) is None or _DENIED.search(clause, 0, works.end()):
            continue
        for found in _GPU.finditer(clause):
            short = _gpu_short(found.group(0), tables)
            if short not in ctx.gpus_working and tables.compute_capability_of(short):
                ctx.gpus_working.append(short)


def _read_gpu_memory(ctx: Context, text: str) -> None:
    """TensorFlow's total and free memory of a GPU: under a tenth free is the memory taken before it started.

    Nine tenths free or more is a GPU no other process held when TensorFlow started (a display takes a few hundred
    MiB): what runs out later is TensorFlow's own.
    """
    for found in _GPU_MEMORY.finditer(text):
        mib = float(found.group("v")) * (1024 if found.group("unit").upper() == "G" else 1)
        if found.group("which").lower() == "total":
            ctx._gpu_total_mib = mib  # noqa: SLF001 - the context's own reading state
            ctx._gpu_total_said = f"{found.group('v')}{found.group('unit').upper()}iB"  # noqa: SLF001
        elif ctx._gpu_total_mib:  # noqa: SLF001
            ctx.memory_full = ctx.memory_full or mib * 10 <= ctx._gpu_total_mib  # noqa: SLF001
            if mib * 10 > ctx._gpu_total_mib:  # noqa: SLF001
                ctx.gpus_with_room += 1
            elif ctx.memory_taken_at_start is None:
                ctx.memory_taken_at_start = (f"{found.group('v')}{found.group('unit').upper()}iB free of "
                                             f"{ctx._gpu_total_said}")  # noqa: SLF001
            ctx.memory_free_at_start = ctx.memory_free_at_start or mib * 10 >= ctx._gpu_total_mib * 9  # noqa: SLF001


# bfc_allocator.cc's figures when an allocation fails: its Stats block ("Limit:        13617207706", "InUse:  2048"),
# its region summary ("total_region_allocated_bytes_: 140181504 memory_limit_: 140181504 available bytes: 0"), and
# what was asked: "ran out of memory trying to allocate 1.18GiB", cuda_driver.cc's "failed to allocate 138.0K (141312
# bytes)", or a tensor's shape and type ("OOM when allocating tensor with shape[30,512,512,16] and type float")
_ALLOCATOR_LIMIT = re.compile(r"^(?:.{0,120}\]\s{1,4})?\s{0,8}Limit:\s{1,30}(?P<v>\d{1,16})\s*$"
                              r"|\bmemory_limit_: (?P<r>\d{1,16})\b")
_ALLOCATOR_IN_USE = re.compile(r"^(?:.{0,120}\]\s{1,4})?\s{0,8}InUse:\s{1,30}(?P<v>\d{1,16})\s*$")
_ASKED_BYTES = re.compile(r"\ballocate [\d.]{1,10}\s?[KMGT]?i?B? \((?P<bytes>\d{1,16}) bytes\)"
                          r"|\btrying to allocate (?P<v>\d{1,8}(?:\.\d{1,3})?) ?(?P<unit>[KMGT])?i?B\b"
                          r"|\ballocating tensor (?:with|of) shape ?\[(?P<shape>[\d, ]{1,80})\] and type "
                          r"(?P<type>\w{1,12})",
                          re.IGNORECASE)
_DTYPE_BYTES = {"float": 4, "float32": 4, "int32": 4, "uint32": 4, "half": 2, "float16": 2, "bfloat16": 2, "int16": 2,
                "double": 8, "float64": 8, "int64": 8, "uint64": 8, "complex64": 8, "int8": 1, "uint8": 1, "bool": 1}
UNIT_BYTES = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}  # a size's unit letter
# the program's own cap on TensorFlow's GPU memory (a fraction, a logical device's memory_limit): its limit is set
_MEMORY_CAPPED = re.compile(r"memory_fraction|memory_limit ?=|(?:Virtual|Logical)DeviceConfiguration", re.IGNORECASE)


def _read_allocator(ctx: Context, text: str) -> None:
    """The GPU allocator's limit, what it held, and the largest allocation asked of it, from its own lines."""
    if _MEMORY_CAPPED.search(text):
        ctx.flags.add("memory_capped")
    if (found := _ALLOCATOR_LIMIT.search(text)) is not None:
        ctx.allocator_limit = int(found.group("v") or found.group("r"))
        ctx.allocator_in_use = None  # a new Stats block (another allocator, a later failure): its InUse follows
    elif (found := _ALLOCATOR_IN_USE.search(text)) is not None and ctx.allocator_limit:
        ctx.allocator_in_use = int(found.group("v"))
    for found in _ASKED_BYTES.finditer(text):
        if found.group("bytes"):
            asked = int(found.group("bytes"))
        elif found.group("v"):
            asked = int(float(found.group("v")) * UNIT_BYTES[(found.group("unit") or "").upper()])
        elif (size := _DTYPE_BYTES.get(found.group("type").lower())) is not None:
            asked = size * math.prod(int(d) for d in found.group("shape").replace(" ", "").split(",") if d)
        else:
            continue
        ctx.allocation_asked = max(ctx.allocation_asked, asked)


def _interpreters(text: str, *, said: bool) -> set[str]:
    """The Python installations a line names: `pip X from <prefix>/lib/... (python 3.7)`, or a quoted executable.

    A line that is about the interpreter (`sys.executable`, `which python`, "the interpreter") names it unquoted
    too: "gives the global interpreter (/usr/bin/python3.8) rather than the selected environment (venv/bin/python)".
    """
    found = {f"{m.group('path')} (python {m.group('v')})" for m in _PIP_FROM.finditer(text)}
    for m in itertools.chain(_EXECUTABLE.finditer(text), _EXECUTABLE_BARE.finditer(text) if said else ()):
        path = m.group("path").replace("\\\\", "\\")
        found.add(re.sub(r"[\\/](?:bin|Scripts)?[\\/]?python[\d.]*(?:\.exe)?$", "", path, flags=re.IGNORECASE))
    return found


# "downgraded tensorflow-gpu version from 2.1 to 1.14": the release left, then the one moved to
_TF_FROM_TO = re.compile(r"\b(?:upgrad|downgrad|updat|chang|switch)\w{0,4} (?:my |the )?tensor ?flow(?:[-_]gpu)?"
                         rf"(?: version)? from v?(?P<a>{_NUM}) to v?(?P<b>{_NUM})\b", re.IGNORECASE)
# "upgrade the tensorflow ... it's getting upgraded to 2.4.1": the version the paste moved to
_TF_MOVED = re.compile(r"\btensor ?flow\b[^.\n]{0,80}?\b(?:upgraded|updated|downgraded) to (?:version )?v?"
                       rf"(?P<v>{_NUM})\b", re.IGNORECASE)


# distributions named installed in pip's name-version form: its "Successfully installed ... tensorflow-1.10.1
# tensorflow-gpu-1.10.1", and words using it ("it will auto install tensorflow-1.10.1 (cpu)", then "if i install
# tensorflow-gpu-1.10.1"); the plain and the -gpu distribution both so named are two installs said (not in separate
# environments, and not an uninstall, whose word is no `install`)
_INSTALL_WORD = re.compile(r"\binstall(?:s|ed|ing)?\b", re.IGNORECASE)
_DIST_TOKEN = re.compile(r"(?<![\w.-])(?P<name>tensorflow(?:[-_]gpu)?)-(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)"
                         r"(?![\w-]|\.\d)",
                         re.IGNORECASE)
_APART = re.compile(r"\b(?:different|separate|another|other) (?:env\w{0,9}|venvs?|virtualenvs?|conda|containers?"
                    r"|machines?)\b", re.IGNORECASE)


_NAMED_MAX = 8  # versions kept of each kind: a bound on memory and time on a long paste
_NAMES_MAX = 64  # `tf.a.b` names kept (the same bound's reason)


def _scan_running_python(ctx: Context, text: str) -> None:
    """The first Python the paste shows running (its version banner, a site-packages folder, a template's field)."""
    if ctx.python_running is None and "python" in text.lower() and (running := _PY_RUNNING.search(text)):
        ctx.python_running = (running.group("v") or running.group("b") or running.group("p") or running.group("t")
                              or running.group("u") or f"{running.group('w')}.{running.group('wm')}")


# a nightly build's version as its name carries it ("tf-nightly-2.6.0.dev20210402", "tf-nightly_v2.3.0.dev20200619",
# "tf_nightly==2.2.0-dev20200505", "tf-nightly/ 2.2.0-dev20200502"): TensorFlow's name is not in it, so _TF_VERSION
# does not read it
_TF_NIGHTLY_VERSION = re.compile(r"\b(?:tf|tensorflow)[-_]nightly(?:[-_](?:gpu|cpu))?(?:==|[-_\s:/(]{1,3})v?"
                                 r"(?P<v>[12]\.\d{1,2}\.\d{1,3}[.-]?dev\d{8})\b", re.IGNORECASE)
# the interpreter's answer said on the line that asks it ("tf.__version__ -> '2.4.1'", "tf.__version__ returns
# 2.10.0"; not code comparing it: `tf.__version__ == "2.4.1"`), or put right after the quoted command, as the old
# issue template's answers are ("Output from `python -c "import tensorflow; print(tensorflow.__version__)"`. 1.0.1");
# a 0.x release only with its patch number ("0.12.1", not a bare "0.5")
_TF_DUNDER_SAID = re.compile(r"\b(?:tf|tensorflow)\.__version__\)?(?:[\"'`]{1,3}\)?[.:]?\s{1,3}|\s{0,3}"
                             r"(?:->|=>|\u2192|:|=(?!=)|returns?|gives?|is|prints?|shows?|outputs?|says)\s{0,3})"
                             r"[`'\"]?v?"
                             r"(?P<v>(?:[12]|0(?=\.\d{1,2}\.))\.\d{1,2}(?:\.\d{1,3})?)\b", re.IGNORECASE)


def _scan_tf_versions(ctx: Context, text: str) -> None:
    """The TensorFlow a line names: installed, printed by the interpreter, moved from, or hinted ("tf 2.9")."""
    if not ctx.tf_moved_from and "from" in text and (moved := _TF_FROM_TO.search(text)):
        ctx.tf_moved_from = moved.group("a")
    if "__version__" in text and (said := _TF_DUNDER_SAID.search(text)):
        ctx.tensorflow = ctx.tensorflow or said.group("v")
        ctx.tf_imported = ctx.tf_imported or said.group("v")
    found = _TF_VERSION.search(text) or _TF_MOVED.search(text) or (_TF_NIGHTLY_VERSION.search(text)
                                                                   if "nightly" in text.lower() else None)
    if found and not ctx.tensorflow:
        ctx.tensorflow = found.group("v")
        ctx._tf_removed = bool(_REMOVED.search(text))  # noqa: SLF001 - pip's removal of it: a later install replaces it
    if found and len(ctx.tensorflows_named) < _NAMED_MAX:
        ctx.tensorflows_named.update(m.group("v") for m in itertools.islice(_TF_VERSION.finditer(text), _NAMED_MAX))
    hint = _TF_HINT.search(text) or _SERVING_VERSION.search(text) or _TF_BRANCH.search(text)
    if hint and not ctx.tensorflow_hint:
        ctx.tensorflow_hint = hint.group("v")


def _scan_versions(ctx: Context, text: str) -> None:
    """The versions a line names: TensorFlow's, the Python that runs, and the Pythons named."""
    _scan_tf_versions(ctx, text)
    _scan_running_python(ctx, text)
    py = _PY_VERSION.search(text)
    start = 0
    if py and _PY_ADVISED.search(text, 0, py.start()):  # advice ("Use Python 3.9 for tensorflow 2.14"), not this one:
        start = py.end()  # the Pythons after it on the line are read
        py = _PY_VERSION.search(text, start)
    if py and len(ctx.pythons_named) < _NAMED_MAX:
        ctx.pythons_named.update(m.group("v") for m in itertools.islice(_PY_VERSION.finditer(text, start), _NAMED_MAX)
                                 if m.group("v"))
    if py and py.group("cp") and "supported wheel" in text.lower():  # a wheel pip refused names another Python
        py = None
    if py and (not ctx.python or (ctx._python_tagged and not py.group("cp"))):  # noqa: SLF001
        ctx.python = (py.group("v") or py.group("p") or (f"{py.group('w')}.{py.group('wm')}" if py.group("w") else
                                                           f"3.{py.group('cp')}"))
        ctx._python_tagged = bool(py.group("cp"))  # noqa: SLF001 - a wheel's tag: the Python it was built for
    elif not ctx.python and (pin := _PYPROJECT_PYTHON.search(text)):
        ctx.python = pin.group("v")


# the switch Keras libraries read to run on tf.keras instead of the standalone keras (keras-bert, keras-adamw,
# keras-gradient-accumulation, bert4keras): `TF_KERAS=1` (not TF_USE_LEGACY_KERAS, TensorFlow's own)
_TF_KERAS_SWITCH = re.compile(r"\bTF_KERAS\b")
# a nightly build's version and the date it carries, as pip lists it ("keras-nightly 3.3.3.dev2024061903",
# "tf-nightly 2.18.0.dev20240617", "keras-nightly-2.7.0.dev2021090607")
_NIGHTLY = re.compile(r"\b(?P<name>keras|tf|tensorflow)[-_]nightly(?:==|[-\s:]{1,40})v?\d{1,2}\.\d{1,3}\.\d{1,3}\.?dev"
                      r"(?P<date>20\d{6})", re.IGNORECASE)
# TensorFlow's Keras module itself not found ("ModuleNotFoundError: No module named 'tensorflow.keras'"; not a private
# submodule the code reaches for, 'tensorflow.keras.engine'): from 2.6 tf.keras is the keras package TensorFlow declares
_TF_KERAS_MODULE_MISSING = re.compile(r"No module named '?tensorflow\.keras'?(?![.\w])")
_PRINTED_NAME = re.compile(r"\b([A-Za-z_][\w.]{0,40}?)\.(?:__version__|version\.VERSION)\b")
_PRINTED_PACKAGE = {"tf": "tensorflow", "tensorflow": "tensorflow", "keras": "keras", "np": "numpy",
                    "numpy": "numpy", "tf_keras": "tf-keras", "google.protobuf": "protobuf"}
_BARE_VERSION = re.compile(rf"v?({_NUM}(?:[.-]?(?:rc|dev|post)\d{{1,8}})?)")
# what may precede the printed versions: a prompt, pip show's label, or a label naming TensorFlow's version
_PRINT_LABEL = re.compile(r"^\s{0,8}(?:Version:|>>>|Out\[\d{1,4}\]:|(?:Tensor ?Flow|tf)[ _]?version\s?:?)?",
                          re.IGNORECASE)
# IPython's continuation prompt: the print's output comes on the line after it
_CONTINUATION = re.compile(r"^\s{0,8}\.\.\.:?\s*$")
# a notebook or IDE said to report a TensorFlow version ("when I check the version in my Jupyter Notebook, it
# constantly said 2.4.0", "Spyder shows tensorflow version 1.14"): the one its interpreter imports
_NOTEBOOK_WORDS = ("jupyter", "notebook", "kernel", "spyder", "pycharm", "vscode", "vs code", "ipython")
# (not the Linux kernel's release: "the kernel reports 2.6.32-754.el6.x86_64", "Linux kernel shows 2.6.32")
_IMPORTED_SAID = re.compile(r"\b(?:jupyter|notebook|(?<!linux )(?<!os )kernel|spyder|pycharm|vs ?code|ipython)\b"
                            r"[^.\n]{0,60}?"
                            r"\b(?:says?|said|shows?|showed|prints?|printed|returns?|returned|gives?|gave|displays?"
                            r"|displayed|reports?|reported)\b(?: me)?(?: that)?(?: it(?:'s| is))?(?: the)?"
                            r"(?: (?:tensorflow|tf))?(?: version)?(?: is| as)?:? ?v?"
                            r"(?P<v>[12]\.\d{1,2}(?:\.\d{1,2})?)\b(?!\.?\d|-\d)", re.IGNORECASE)


def _cuda_major_known(tables: Tables, value: str) -> bool:
    """A CUDA major the tables reach: not a Windows driver's own version ("CUDA/cuDNN version: 25.21.14.1771")."""
    return version_tuple(value)[:1] <= max(version_tuple(t.toolkit)[:1] for t in tables.toolkits)


def _cuda_release(tables: Tables, value: str) -> bool:
    """A CUDA release the tables list (8.0 on), or one older than them: not a cuDNN version such as 8.1."""
    return version_tuple(value)[:1] < (8,) or any(t.toolkit == value for t in tables.toolkits)


def _printed_names(text: str) -> tuple[str, ...]:
    """The packages a `print(tf.__version__, keras.__version__)` (or `pip show`) line asks the next line for."""
    if re.match(r"\s{0,4}Name: tensorflow\b", text):
        return ("tensorflow",)
    return tuple(_PRINTED_PACKAGE.get(n.lower(), _PRINTED_PACKAGE.get(n.lower().rsplit(".", 1)[-1], ""))
                 for n in _PRINTED_NAME.findall(text)[:8])


def _read_printed(ctx: Context, text: str) -> None:
    """The versions on the line after the print: bare versions only (quotes, commas, a label before them).

    The label is pip show's `Version:`, a prompt, or the one an f-string put before TensorFlow's ("Tensor Flow
    Version: 1.14.0"). A version `tf.__version__` printed is also the one the interpreter imports.
    """
    names, ctx._printed = ctx._printed, ()  # noqa: SLF001 - the scanner's own state
    rest = _PRINT_LABEL.sub("", text[:200])
    versions = _BARE_VERSION.findall(rest)
    if not versions or re.sub(r"[\s'\"(),\[\]]", "", _BARE_VERSION.sub("", rest)) or len(versions) != len(names):
        return
    for name, version in zip(names, versions, strict=True):
        if name == "tensorflow":
            ctx.tensorflow = ctx.tensorflow or version
            if ctx._printed_import:  # noqa: SLF001 - the interpreter's own answer, not pip's
                ctx.tf_imported = ctx.tf_imported or version
        elif name:
            ctx.packages.setdefault(name, version)


def _jetpack(text: str, tables: Tables) -> str | None:
    """The JetPack a line says is flashed: its version, or the one its L4T release shipped in (the tables' jetpack)."""
    found = _JETPACK.search(text)
    if found is None or _JETPACK_NEEDED.search(text, max(0, found.start() - 24), found.start()) or re.match(
            r"\S*\s{0,2}(?:or (?:later|newer|above)|\+)", text[found.end():]):
        return None
    if found.group("jp"):
        return found.group("jp")
    row = jetpack_release(tables, found.group("l4t") or f"{found.group('rel')}.{found.group('rev')}")
    return row.jetpack if row else None


def _tf_worked(text: str) -> tuple[str, str] | None:
    """The TensorFlow release (distribution, version) a line says works, unless denied, asked or said of the CPU."""
    text = re.sub(r"https?://\S+", " ", text)  # a link's words ("libdevice-not-found") are no denial
    found = _TF_WORKED.search(text)
    if found is None or _NEGATED.search(text, max(0, found.start() - 16), found.start()) or _WORKED_DENIED.search(
            text, found.start(), min(len(text), found.end() + 30)):
        return None
    name = (found.group("name") or found.group("name2")).lower().replace("_", "-")
    return ("tensorflow" if name == "tf" else name), found.group("v") or found.group("v2")


# Python 2's ImportError for TensorFlow alone on its line, the module's name unquoted; a traceback's frame or an
# interactive import beside it; Python 3's words, a Python 3 that ran the code (a python3.X folder in a frame, a
# python3 command, its banner) (lines are read with every missing name quoted alike, so these are read from the
# paste's own lines; each is tried only on a line holding its literal)
_PY2_TF_NOT_FOUND = re.compile(r"^\W{0,4}ImportError: No module named tensorflow\s*$")
_PY_FRAME = re.compile(r"^\s{0,8}File \"[^\"\n]{1,300}\", line \d|^>>> import tensorflow\b")
_PY3_RAN = re.compile(r"No module named '|\bModuleNotFoundError\b|\bFile \"[^\"\n]{0,300}[\\/]python3\.\d{1,2}[\\/]"
                      r"|\bpython3(?:\.\d{1,2})? \S{1,200}\.py\b|^Python 3\.\d{1,2}\.\d{1,2} \(")
_PY3_LITERALS = ("No module named '", "ModuleNotFoundError", "python3", "Python 3.")
# a macOS crash report's thread header ("Thread 7:", "Thread 0 Crashed:: Dispatch queue: ...", indented in a code
# block too), TensorFlow's own trace of a signal (one stack), and tensorflow-metal's library in a stack frame (its
# number, the library, its address)
_THREAD_HEADER = re.compile(r"^\s{0,8}Thread \d{1,4}(?P<crashed> Crashed)?\b")
_ONE_STACK = ("BEGIN MANGLED STACK TRACE", "Received signal")
_METAL_FRAME = re.compile(r"^\s{0,8}\d{1,3}\s+libmetal_plugin\.dylib\s+0x[0-9a-fA-F]{6,16}\b")
# an import statement of TensorFlow, or of a package with native libraries of its own that a process may load before
# TensorFlow's (a script's line, an interpreter's prompt, a notebook cell's)
_NATIVE_IMPORT = re.compile(r"^\s{0,8}(?:>>>\s?|In \[\d{1,4}\]:\s?)?(?:import|from) (?P<m>tensorflow|torch|pyarrow"
                            r"|sentencepiece|cv2|open3d|onnxruntime|mxnet|paddle)\b")


def _import_order(ctx: Context, line: str, first: str | None) -> str | None:
    """The first package with native libraries imported so far; TensorFlow's import after it records that package."""
    if (imported := _NATIVE_IMPORT.match(line)) is None:
        return first
    if imported.group("m") != "tensorflow":
        return first or imported.group("m")
    if first and ctx.native_before_tf is None:
        ctx.native_before_tf = first
    return first


# a Python exception's own line, ending a traceback ("ImportError: cannot import name 'notf' from ...", pytest's
# "E   pyhf.exceptions.ImportBackendError: ...", a bare "Exception: ..."), not IPython's header ("AttributeError
# Traceback (most recent ...") nor a docstring's indented "Raises:" entry
_EXCEPTION_LINE = re.compile(r"^[\s>`'\"]{0,4}(?:E\s{1,8})?(?P<line>(?:[A-Za-z_]\w{0,40}\.){0,6}"
                             r"(?:[A-Z]\w{0,60}(?:Error|Exception)(?::\s.{0,2000}|:?\s*$)|Exception:\s.{1,2000}))")
_ANSI = re.compile(r"\x1b\[[\d;]{0,20}[A-Za-z]")  # a terminal's control codes, which IPython's tracebacks keep
# a line of the traceback Python prints after "Exception ignored in: ...": its header, an indented frame, a blank line
_IN_TEARDOWN = re.compile(r"\s|Traceback \(most recent call last\)|Exception ignored in|$")


def _read_exception(ctx: Context, number: int, line: str, *, ignored: bool) -> bool:
    """Keep an exception's line as the paste's last, unless it ends a teardown's traceback; whether one is next.

    Python prints "Exception ignored in: <...__del__ ...>" before the traceback of an error raised while an object
    was collected (a session at interpreter exit): that exception is no failure of the run.
    """
    plain = _ANSI.sub("", line) if "\x1b" in line else line
    raised = _EXCEPTION_LINE.match(plain) if "Error" in line or "Exception" in line else None
    if raised is not None and not ignored:
        ctx.last_error = (number, raised.group("line").strip())
    if plain.lstrip(" >`'\"").startswith("Exception ignored in"):
        return True
    # the teardown's traceback goes on (its header, frames, blank lines) until its exception's line, or ends without
    return ignored and raised is None and _IN_TEARDOWN.match(plain) is not None


# the GPUs a process makes visible, as gpu_device.cc logs them ("Adding visible gpu devices: 0, 1"), and each device it
# creates ("-> physical GPU (device: 1, name: ...", 2.5+'s "-> device: 1, name: ...")
_RANK_VISIBLE = re.compile(r"Adding visible gpu devices: (?P<d>\d{1,3}(?:, \d{1,3})*)\s*$"
                           r"|-> (?:physical GPU \()?device: (?P<d2>\d{1,3})")


def _mark_line(ctx: Context, line: str) -> None:
    """The flags a raw line sets by itself: py2_tf_not_found, py_frame, py3_ran, and those of mpirun's rank tags.

    mpirun's (Open MPI's --tag-output) and horovodrun's tag ("[1,14]<stderr>:", Gloo's "[1]<stdout>:") of a rank past
    the first says several processes ran (ranks_tagged); every rank adding one GPU, none the same, says each has its
    own (rank_pinned). The tags are stripped before the other flags are read.
    """
    flags = ctx.flags
    if "]<std" in line and (tag := RANK_TAG.match(line)):
        if tag.group("rank") != "0":
            flags.add("ranks_tagged")
        if (visible := _RANK_VISIBLE.search(line, tag.end())) is not None:
            devices = (visible.group("d") or visible.group("d2")).split(", ")
            ctx.rank_devices.setdefault(tag.group(0), set()).update(devices)
            ones = [next(iter(d)) for d in ctx.rank_devices.values() if len(d) == 1]
            if len(ones) > 1 and len(ones) == len(ctx.rank_devices) and len(set(ones)) == len(ones):
                flags.add("rank_pinned")  # each rank one GPU of its own
    if "No module named tensorflow" in line and _PY2_TF_NOT_FOUND.search(line):
        flags.add("py2_tf_not_found")
    if ("File" in line or ">>>" in line) and _PY_FRAME.search(line):
        flags.add("py_frame")
    if "py3_ran" not in flags and any(w in line for w in _PY3_LITERALS) and _PY3_RAN.search(line):
        flags.add("py3_ran")



def _patch(version: str) -> str:
    """A release given without its patch as its first one ("0.7": "0.7.0")."""
    return version if version.count(".") > 1 else f"{version}.0"

def raw_marked(ctx: Context, lines: Iterable[str]) -> Iterator[str]:
    """The paste's lines, unchanged, marking what only their own text shows.

    `last_error`: the last Python exception's line; `py2_tf_not_found`: Python 2's ImportError for TensorFlow on a
    line of its own; `ranks_tagged` and `rank_pinned`: mpirun's rank tags (see _mark_line); `py_frame`: a
    traceback's frame or an interactive import; `py3_ran`: Python 3's words, paths or banner;
    `metal_frame_crashed`: tensorflow-metal's library in the stack of the thread that crashed (a crash report without
    thread headers has one stack); and `native_before_tf`, a package with native libraries imported before TensorFlow
    is.
    """
    crashed: bool | None = None  # the current thread of a macOS crash report: None before any header
    first: str | None = None  # the first package with native libraries imported so far
    ignored = False  # Python's "Exception ignored in: ..." came last: the next exception is a teardown's, no failure
    for number, line in enumerate(lines, 1):
        if ignored or "Error" in line or "Exception" in line:
            ignored = _read_exception(ctx, number, line, ignored=ignored)
        if "import" in line:
            first = _import_order(ctx, line, first)
        _mark_line(ctx, line)
        if "Thread " in line and (header := _THREAD_HEADER.match(line)):
            crashed = bool(header.group("crashed"))
        elif any(w in line for w in _ONE_STACK):
            crashed = None  # TensorFlow's own trace of the signal: the crashed thread's stack alone
        elif "libmetal_plugin" in line and crashed is not False and _METAL_FRAME.match(line):
            ctx.flags.add("metal_frame_crashed")
        yield line
