"""The compat tables: TensorFlow, CUDA, driver and GPU facts as data, with lookups.

The JSON files live in the top-level ``compat_tables/`` folder (shipped inside
the wheel as ``envcheck/compat_tables``); compat_tables/README.md documents the
schema and tools/build_compat_tables.py regenerates them from the sourced survey.
Every row is type-checked on load; a corrupt file raises TableError.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from envcheck import _serde
from envcheck._frozen import Frozen
from envcheck.errors import TableError
from envcheck.sanitize import loads, redact_text
from envcheck.system import read_regular

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "ADDON_WHEELS_TABLE",
    "BUNDLE_META",
    "KERAS_API_TABLE",
    "TABLE_FILES",
    "AddonRelease",
    "AddonWheels",
    "ComputeCapability",
    "ContainerTool",
    "CudnnWindow",
    "CudnnWindowsDll",
    "DriverFamily",
    "GpuModel",
    "GpuName",
    "JetPackRelease",
    "MetalPlugin",
    "MlDtypesRemoval",
    "Patch",
    "PipFloor",
    "PluginWheels",
    "PtxIsa",
    "Release",
    "ReleaseMatch",
    "Tables",
    "TablesInUse",
    "TensorFlowImage",
    "TfApi",
    "TfjsNode",
    "Toolkit",
    "WslKernel",
    "WslWindows",
    "bundled_date",
    "bundled_directory",
    "cache_directory",
    "load_tables",
    "tables_in_use",
    "version_tuple",
]

TABLE_SCHEMA = 1
TABLE_FILES = ("tensorflow.json", "cuda.json", "compute_capability.json", "gpus.json", "docker.json", "gpu_names.json")
API_TABLE = "tensorflow_api.json"  # optional: which release lines have each public tf. name
KERAS_API_TABLE = "keras_api.json"  # optional: which Keras release lines have each keras module and name
ADDON_WHEELS_TABLE = "addon_wheels.json"  # optional: the Pythons and platforms of each add-on release's wheels
BUNDLE_META = "bundle.json"  # beside downloaded tables: where they came from and when
TABLE_LIMIT = 32 << 20  # bytes: the biggest table (keras_api.json) is ~600 KB
_LINE = re.compile(r"\d{1,4}\.\d{1,4}")  # a release line or a Python version: "2.15", "3.11"
_CC = re.compile(r"\d{1,2}\.\d")  # a compute capability: "8.6", "12.0"


def version_tuple(text: str | None) -> tuple[int, ...]:
    """Split a dotted version ("525.60.13", "12.5.1", "9") into integers; () if none, or if absurd.

    A part of more than 18 digits (or a text of over 200 characters) is damage, not a version, and
    would cost int() a ValueError past Python's 4,300-digit limit.
    """
    if text is None or len(text) > 200:  # noqa: PLR2004
        return ()
    parts = re.findall(r"\d+", text)
    return () if any(len(p) > 18 for p in parts) else tuple(int(p) for p in parts)  # noqa: PLR2004


class Patch(Frozen):
    """What differs in some patch releases of a line (2.15.1's extra, 2.4.0's AVX2, 2.14.1's NumPy bound)."""

    versions: tuple[str, ...]
    sources: tuple[str, ...]
    and_cuda: tuple[str, ...] | None = None
    numpy: tuple[str, ...] | None = None
    cpu_baseline: tuple[str, ...] | None = None
    tensorflow_package_has_gpu: bool | None = None
    note: str | None = None


class Release(Frozen):
    """One TensorFlow release line (x.y), as its Linux GPU wheel was built; ``at`` applies a patch's overrides."""

    line: str
    inspected: str  # the patch release whose wheel the row describes: "2.16.1"
    python: tuple[str, ...]
    windows_python: tuple[str, ...]  # the Windows wheels' Pythons (docs' table, 1.0-2.10); () where none is given
    requires_python: str | None
    cuda: str
    cuda_build: str
    cudnn: str
    cudnn_major: str
    gpu_package: str
    tensorflow_package_has_gpu: bool
    and_cuda: tuple[str, ...]
    keras: tuple[str, ...]
    keras_major: int | None
    numpy: tuple[str, ...]
    numpy_max_major: int | None
    protobuf: tuple[str, ...]
    ml_dtypes: tuple[str, ...]  # the wheel's ml-dtypes requirement lines (2.14+; none before)
    compute_capabilities: tuple[str, ...]
    sonames: dict[str, str]
    dlopen_check: tuple[str, ...]
    link_time: tuple[str, ...]
    pip_cuda_runpath: bool
    windows_native_gpu: bool
    macos_gpu: bool
    tensorrt_build: bool
    cpu_baseline: tuple[str, ...]
    tensorflow_gpu_package_empty: bool  # tensorflow-gpu of this version is a stub that fails on purpose (2.12+)
    macos_arm64_package: str | None  # the package with the Apple-silicon wheel: tensorflow-macos, tensorflow, None
    aarch64_wheel: bool  # PyPI's tensorflow has a Linux aarch64 wheel of this line
    macos_x86_64_wheel: bool  # PyPI's tensorflow has a macOS x86_64 (Intel Mac) wheel of this line (up to 2.16)
    windows_msvcp140_1: bool  # the Windows wheel needs msvcp140_1.dll (Visual C++ 2015-2019 redistributable), 2.1+
    sources: tuple[str, ...]
    patches: tuple[Patch, ...] = ()
    cuda_max: str | None = None  # the newest CUDA whose libraries carry its sonames, when not the whole major
    patch: str | None = None  # set by ``at``: the patch release this row now describes
    # the wheel's requirement lines on typing-extensions and wrapt (2.4-2.6 pin typing-extensions ~=3.7.4, 2.13
    # <4.6.0; 2.4-2.6 pin wrapt ~=1.12.1, 2.12 and 2.14-2.15 <1.15): what a package that needs a newer one runs into
    typing_extensions: tuple[str, ...] = ()
    wrapt: tuple[str, ...] = ()
    estimator: tuple[str, ...] = ()  # its requirement on tensorflow-estimator (1.13-2.15: its own minor)

    @property
    def key(self) -> tuple[int, ...]:
        """Sort key: (major, minor)."""
        return version_tuple(self.line)

    @property
    def newest_patch(self) -> str:
        """The newest patch release the table knows for this line (what `pip install ==x.y.*` gets)."""
        known = [self.inspected, *(v for p in self.patches for v in p.versions)]
        return max(known, key=_release_key)

    @property
    def notes(self) -> tuple[str, ...]:
        """The notes of the patches that apply to this row."""
        return tuple(p.note for p in self.patches if p.note and self.patch in _normal(p.versions))

    def at(self, version: str | None) -> Release:
        """The line as patch release ``version`` was built (the line's row when no patch differs)."""
        try:
            wanted = str(Version(version or ""))
        except ValueError:  # InvalidVersion, or a part past int()'s 4,300-digit limit
            return self
        row = dataclasses.replace(self, patch=wanted)
        for p in self.patches:
            if wanted in _normal(p.versions):
                row = dataclasses.replace(row, **{k: v for k in ("and_cuda", "numpy", "cpu_baseline",
                                                                 "tensorflow_package_has_gpu")
                                                  if (v := getattr(p, k)) is not None})
        return row


def _release_key(version: str) -> Version:
    try:
        return Version(version)
    except ValueError:  # InvalidVersion, or a part past int()'s 4,300-digit limit
        return Version("0")


def _normal(versions: tuple[str, ...]) -> set[str]:
    return {str(_release_key(v)) for v in versions}


class ReleaseMatch(Frozen):
    """The table row used for an installed version, and how it was chosen."""

    release: Release
    exact: bool
    note: str | None = None  # "2.23.0 is not in the table; newest known is 2.21 ..."


class Toolkit(Frozen):
    """A CUDA toolkit release and the driver it needs."""

    toolkit: str
    release: str
    linux_min_driver: str | None  # None where NVIDIA has not named it (CUDA 13.5)
    windows_min_driver: str | None
    sources: tuple[str, ...]


class DriverFamily(Frozen):
    """CUDA minor-version compatibility: any toolkit of the major runs on this driver."""

    cuda_major: str
    linux_min_driver: str
    windows_min_driver: str | None
    note: str
    sources: tuple[str, ...]
    split_from: str | None = None  # builds and toolkits before and from it load and ship other sonames (11.1)
    split_library: str | None = None  # the library whose soname changes there ("cusolver")


class DriverBranch(Frozen):
    """The highest CUDA version a driver branch reports."""

    branch: int
    max_cuda: str | None
    basis: str


class CudnnWindow(Frozen):
    """cuDNN releases and the oldest GPU they still support."""

    cudnn_from: str
    cudnn_below: str | None
    min_compute_capability: str
    cuda_majors: tuple[str, ...]
    sources: tuple[str, ...]
    note: str | None = None


class ComputeCapability(Frozen):
    """A compute capability: its architecture and CUDA support window."""

    compute_capability: str
    architecture: str
    first_cuda: str
    last_cuda: str
    tensor_cores: bool | None
    tensor_types: tuple[str, ...]
    mixed_precision_advice: str | None
    sources: tuple[str, ...]


class GpuModel(Frozen):
    """A GPU model: what NVML calls it and what it should deliver."""

    key: str
    names: tuple[str, ...]
    pci_device_id: str | None
    architecture: str
    compute_capability: str
    memory_gib: float | None
    memory_bandwidth_gbs: float | None
    fp32_tflops: float | None
    fp16_tflops: float | None
    bf16_tflops: float | None
    tf32_tflops: float | None
    pcie_gen: int | None
    pcie_width: int | None
    sources: tuple[str, ...]
    tensor_cores: bool | None = None  # set where the model differs from its compute capability (GTX 16xx)


class GpuName(Frozen):
    """A GPU's compute capability as NVIDIA's "CUDA GPU Compute Capability" pages (or the device) give it.

    ``variant`` marks a board NVML does not name apart ("GeForce GT 730" DDR3 128-bit is Fermi, 2.1;
    the others are Kepler, 3.5): such a name has rows under two compute capabilities.
    """

    names: tuple[str, ...]
    compute_capability: str
    sources: tuple[str, ...]
    variant: str | None = None


class WslKernel(Frozen):
    """A WSL 2 kernel release CUDA on WSL needs ("required") or NVIDIA advises ("recommended")."""

    min_kernel: str
    need: str
    note: str
    sources: tuple[str, ...]


class ContainerTool(Frozen):
    """The first release of a container tool that gives containers GPUs in this way (podman's CDI devices: 4.1.0)."""

    tool: str
    feature: str
    min_version: str
    sources: tuple[str, ...]


class CudnnWindowsDll(Frozen):
    """A DLL the Windows cuDNN of these releases needs and does not install (zlibwapi.dll for 8.3-8.9)."""

    cudnn_from: str
    cudnn_through: str
    dll: str
    sources: tuple[str, ...]


class WslWindows(Frozen):
    """The first Windows release build whose WSL 2 has GPU compute (Windows 10 21H2, build 19044)."""

    min_build: int
    release: str
    sources: tuple[str, ...]


class PtxIsa(Frozen):
    """A PTX ISA version and the CUDA release whose ptxas first reads it."""

    isa: str
    cuda: str
    sources: tuple[str, ...]


class MetalPlugin(Frozen):
    """The tensorflow-metal release Apple pairs with a TensorFlow line, and the macOS it needs."""

    tensorflow: str  # the line, "2.14"
    metal: str
    macos: str
    note: str
    sources: tuple[str, ...]


class MlDtypesRemoval(Frozen):
    """An ml_dtypes name TensorFlow registers that an ml_dtypes release removed (float8_e4m3b11 in 0.3.0)."""

    name: str
    last: str  # the last ml_dtypes release that has it
    removed_in: str
    sources: tuple[str, ...]


class PluginWheels(Frozen):
    """The Pythons a TensorFlow distribution outside TensorFlow's own releases has wheels for (DirectML's)."""

    distribution: str  # "tensorflow-directml-plugin"
    python: tuple[str, ...]
    note: str
    sources: tuple[str, ...]


class AddonRelease(Frozen):
    """Releases of a TensorFlow add-on (tensorflow-addons, -probability, -text, -io, -decision-forests) and their TF.

    ``versions``, ``tensorflow`` and ``ops_tensorflow`` are PEP 440 specifiers, on the add-on and on TensorFlow:
    tensorflow-addons ``==0.22.*`` pairs with TensorFlow ``>=2.12,<2.15``, its custom ops built against ``==2.14.*``.
    Load checks that they parse.
    """

    distribution: str  # the PEP 503 name, "tensorflow-text"
    versions: str  # "==0.23.*", ">=1.3.0,<=1.4.0"
    tensorflow: str  # ">=2.13,<2.16", "==2.16.1"
    ops_tensorflow: str | None  # the TensorFlow its compiled ops are built against ("==2.14.*"); None: none or unknown
    windows: bool | None  # whether PyPI has Windows wheels of it; None where no source says
    needs: tuple[str, ...]  # other requirements of the pairing: "tf-keras>=2.16"
    note: str
    sources: tuple[str, ...]


class AddonWheels(Frozen):
    """The CPython versions PyPI has wheels of an add-on release for, per platform (tools/build_addon_wheels_table.py).

    A platform with none is empty: pip there finds no file of that release. Load checks the versions.
    """

    distribution: str  # the PEP 503 name, "tensorflow-text"
    version: str  # "2.10.0"
    linux: tuple[str, ...]  # manylinux x86_64: "3.7", "3.10"
    linux_aarch64: tuple[str, ...]
    windows: tuple[str, ...]  # win_amd64
    macos_x86_64: tuple[str, ...]
    macos_arm64: tuple[str, ...]
    source: str

    def pythons(self, platform: str) -> tuple[str, ...]:
        """The Pythons of its wheels for one of the platforms above."""
        return tuple(getattr(self, platform))


class JetPackRelease(Frozen):
    """A JetPack: the L4T releases it shipped, its CUDA and cuDNN, and NVIDIA's TensorFlow wheel folder for it.

    ``wheel_folder`` is the folder of https://developer.download.nvidia.com/compute/redist/jp/ ("v512"); None where
    no source shows one. ``tensorflow`` lists NVIDIA's builds seen in it ("2.12.0+nv23.06"). Load checks the fields.
    """

    jetpack: str  # "5.1.2"; a developer preview "6.0 DP"
    l4t: tuple[str, ...]  # full L4T releases, "35.4.1"
    cuda: str | None
    cudnn: str | None
    wheel_folder: str | None
    tensorflow: tuple[str, ...]
    note: str
    sources: tuple[str, ...]


class PipFloor(Frozen):
    """The oldest pip that reads the platform tags of TensorFlow's wheels on an OS (19.0; 20.3 on macOS)."""

    platform: str  # "linux", "windows", "macos"
    min_pip: str
    sources: tuple[str, ...]


class PatchPin(Frozen):
    """A requirement a line's later patch releases added to its first wheel's (protobuf<3.20 in 2.6.5 to 2.9.1)."""

    line: str
    requirement: str
    seen_in: str  # a patch release whose wheel declares it
    sources: tuple[str, ...]


class TfjsNode(Frozen):
    """From which tfjs-node(-gpu) release on it bundles a libtensorflow version (the TensorFlow that runs)."""

    first: str  # the first tfjs release with it, "3.21.0"
    libtensorflow: str
    sources: tuple[str, ...]


class TensorFlowImage(Frozen):
    """What an official tensorflow/tensorflow GPU image of these versions does on a GPU host."""

    versions: tuple[str, ...]  # the tag without "-gpu" / "-gpu-jupyter": "2.18.0"
    gpu: str  # "works" or "fails"
    cudnn_major: str | None  # the cuDNN the image provides, where known
    note: str
    sources: tuple[str, ...]


class TfApi(Frozen):
    """Which release lines have each name, read from their wheels: `tf.` names, or keras modules and names.

    tensorflow_api.json holds TensorFlow's public names, keras_api.json the keras package's modules and their names.

    ``names`` holds only the names some line lacks: a name absent from it is in every line read, in none, or where
    the files do not list it (tf.keras, filled at import time); the table cannot tell which.
    """

    lines: tuple[str, ...]  # the release lines whose wheels were read, oldest first
    names: dict[str, tuple[str, str]]  # "tf.data.AUTOTUNE": ("2.4", "2.21"), the first and last line having it

    def span(self, name: str) -> tuple[str, str] | None:
        """The first and last release line having `name` ("tf.data.AUTOTUNE"); None when the table cannot tell."""
        return self.names.get(name)


class Tables(Frozen):
    """All compat tables, loaded and checked."""

    releases: tuple[Release, ...]  # oldest first
    toolkits: tuple[Toolkit, ...]
    families: tuple[DriverFamily, ...]
    branches: tuple[DriverBranch, ...]
    cudnn: tuple[CudnnWindow, ...]
    capabilities: tuple[ComputeCapability, ...]
    gpus: tuple[GpuModel, ...]
    directory: str
    images: tuple[TensorFlowImage, ...] = ()  # docker.json
    wsl_kernels: tuple[WslKernel, ...] = ()  # cuda.json
    gpu_names: tuple[GpuName, ...] = ()  # gpu_names.json: compute capability by name, for GPUs gpus.json lacks
    ptx_isa: tuple[PtxIsa, ...] = ()  # cuda.json
    wsl_windows: tuple[WslWindows, ...] = ()  # cuda.json
    cudnn_windows_dlls: tuple[CudnnWindowsDll, ...] = ()  # cuda.json
    container_tools: tuple[ContainerTool, ...] = ()  # docker.json
    metal_plugins: tuple[MetalPlugin, ...] = ()  # tensorflow.json
    ml_dtypes_removed: tuple[MlDtypesRemoval, ...] = ()  # tensorflow.json
    pip_floors: tuple[PipFloor, ...] = ()  # tensorflow.json
    patch_pins: tuple[PatchPin, ...] = ()  # tensorflow.json
    plugin_wheels: tuple[PluginWheels, ...] = ()  # tensorflow.json
    addons: tuple[AddonRelease, ...] = ()  # tensorflow.json
    jetpack: tuple[JetPackRelease, ...] = ()  # tensorflow.json, oldest first
    tfjs_node: tuple[TfjsNode, ...] = ()  # tensorflow.json, oldest first
    generated: str = "unknown"  # the date of the survey the tables were built from

    @property
    def newest(self) -> Release:
        """The newest release line in the table."""
        return self.releases[-1]

    def release(self, version: str | None) -> ReleaseMatch | None:
        """Find the row for an installed TensorFlow version; None when it cannot be read."""
        try:
            parsed = Version(version or "")
        except ValueError:  # InvalidVersion, or a part past int()'s 4,300-digit limit
            return None
        line = f"{parsed.major}.{parsed.minor}"
        for rel in self.releases:
            if rel.line == line:
                return ReleaseMatch(rel.at(version), exact=True)
        if parsed.release[:2] > self.newest.key:
            note = (
                f"TensorFlow {version} is newer than the tables (dated {self.generated}); the newest known is "
                f"{self.newest.line}, so envcheck assumes it is built like {self.newest.line} "
                "(`envcheck tables update` may know more)"
            )
            return ReleaseMatch(self.newest, exact=False, note=note)
        return None

    def tf_api(self) -> TfApi | None:
        """The public-API table beside these tables, else the bundled one (read on first use); None if neither."""
        return _api_table(self.directory, API_TABLE)

    def keras_api(self) -> TfApi | None:
        """The Keras module-and-name table beside these tables, else the bundled one; None if neither."""
        return _api_table(self.directory, KERAS_API_TABLE)

    def addon_wheels(self, distribution: str) -> tuple[AddonWheels, ...]:
        """The releases of an add-on with platform wheels, oldest first; () when the wheel table lacks it."""
        return tuple(r for r in _addon_wheels(self.directory) if r.distribution == distribution)

    def driver_floor(self, cuda: str, *, windows: bool = False) -> tuple[str | None, str | None]:
        """Return (family minimum under minor-version compatibility, the toolkit's own minimum)."""
        want = version_tuple(cuda)
        same = [tk for tk in self.toolkits if version_tuple(tk.toolkit) == want[:2]]
        # "12.5.1" is "CUDA 12.5 Update 1"; a bare "12.5" means its GA release, the lowest floor.
        patch = want[2] if len(want) > 2 else 0  # noqa: PLR2004 - (major, minor, patch)
        update = [tk for tk in same if patch and f"Update {patch}" in tk.release]
        drivers = [tk.windows_min_driver if windows else tk.linux_min_driver for tk in update or same]
        exact = min((d for d in drivers if d), key=version_tuple, default=None)
        family = self.family(cuda)
        if family is None:
            return exact, exact  # before CUDA 11 there was no minor-version compatibility
        return (family.windows_min_driver if windows else family.linux_min_driver), exact

    def last_minor(self, major: str) -> str | None:
        """The newest toolkit of a CUDA major ("11" -> "11.8"), which satisfies any build of that major."""
        return max((tk.toolkit for tk in self.toolkits if tk.toolkit.split(".")[0] == major), key=version_tuple,
                   default=None)

    def family(self, cuda: str) -> DriverFamily | None:
        """The minor-version compatibility family of a CUDA version (its major), if it has one (11 on)."""
        major = version_tuple(cuda)[:1]
        return next((f for f in self.families if major and f.cuda_major == str(major[0])), None)

    def max_cuda_for_driver(self, driver: str) -> str | None:
        """The CUDA version a driver of this version reports as its maximum, if known."""
        major = version_tuple(driver)[:1]
        known = [b for b in self.branches if major and b.branch <= major[0]]
        # The nearest branch at or below decides; one whose CUDA was not seen (R620) answers None, not its
        # predecessor's.
        return max(known, key=lambda b: b.branch).max_cuda if known else None

    def capability(self, cc: str | None) -> ComputeCapability | None:
        """Look up a compute capability ("8.6")."""
        return next((c for c in self.capabilities if c.compute_capability == cc), None)

    def gpu_model(self, name: str | None = None, pci_device_id: str | None = None) -> GpuModel | None:
        """Find a GPU model by its NVML name or PCI device id."""
        for gpu in self.gpus:
            if name and name in gpu.names:
                return gpu
            ids = [i.strip().upper() for i in (gpu.pci_device_id or "").split("/")]
            if pci_device_id and pci_device_id.upper() in ids:
                return gpu
        return None

    def compute_capability_of(self, name: str | None) -> str | None:
        """A GPU's compute capability from its name, also for variants and models gpus.json lacks.

        gpus.json's exact NVML name first, then gpu_names.json's exact name, then both tables with
        the name normalised: memory sizes, "Laptop GPU", the "NVIDIA " and "GeForce " prefixes and
        case do not change the architecture ("Tesla P100-PCIE-12GB" is a P100, 6.0; "NVIDIA GeForce
        RTX 4070 Laptop GPU" an AD10x, 8.9). Last, a user's short name ("GTX 1050 Ti", "a100",
        "MX130") inside a listed name. A name listed under two compute capabilities ("GeForce GT 730":
        Kepler 3.5, or Fermi 2.1 for the DDR3 128-bit board) gives None, as does an unknown one. Peak
        rates do differ between variants, which is why ``gpu_model`` matches exact names only.
        """
        exact = self.gpu_model(name)
        if exact or not name:
            return exact.compute_capability if exact else None
        folded, key = name.casefold().strip(), _name_key(name)
        ccs = {r.compute_capability for r in self.gpu_names if any(n.casefold() == folded for n in r.names)}
        if not ccs:
            ccs = {g.compute_capability for g in self.gpus if any(_name_key(n) == key for n in g.names)}
            ccs |= {r.compute_capability for r in self.gpu_names if any(_name_key(n) == key for n in r.names)}
        if not ccs and key:
            inside = re.compile(rf"(?<!\w){re.escape(key)}(?!\w)")
            ccs = {g.compute_capability for g in self.gpus if any(folded in n.casefold() for n in g.names)}
            ccs |= {r.compute_capability for r in self.gpu_names if any(inside.search(_name_key(n)) for n in r.names)}
        if ccs:  # NVIDIA's 2024 page lists "RTX 6000" (Ada) and "RTX 5000" (Turing), numbers that Quadro RTX (Turing)
            # and Ada's workstation cards share: a name the tables also hold as either of those is either
            reused = {f"quadro {key}", f"{key} ada"}
            ccs |= {r.compute_capability for r in self.gpu_names if any(_name_key(n) in reused for n in r.names)}
            ccs |= {g.compute_capability for g in self.gpus if any(_name_key(n) in reused for n in g.names)}
        return ccs.pop() if len(ccs) == 1 else None


@functools.lru_cache(maxsize=4096)  # the tables' ~600 names are keyed on every lookup
def _name_key(name: str) -> str:
    """A GPU name without memory size, suffix (laptop, Ada's "Generation"), "NVIDIA "/"GeForce " prefix, or case."""
    bare = re.sub(r"(?:-?\d+GB| Laptop GPU|(?<=Ada) Generation)", "", name, flags=re.IGNORECASE).casefold()
    bare = re.sub(r"\bgtx(?=\s?[2-5]0[5-9]0\b)", "rtx", bare)  # and "GTX 3090": GeForce 20-50 series are all RTX
    bare = re.sub(r"\b(rtx|gtx|gt|mx|nvs)\s?(\d)", r"\1 \2", bare)  # users write "gtx1080", "mx150", "nvs5400m"
    bare = re.sub(r"(\d)\s?(ti|super)\b", r"\1 \2", bare)  # and "1050ti"
    return " ".join(re.sub(r"^\s*(?:nvidia\s+)?(?:geforce\s+)?", "", bare).split()).strip(" -")


def bundled_directory() -> Path:
    """The tables inside the installed wheel, else the source checkout's top-level folder."""
    here = Path(__file__).resolve().parent
    packaged = here / "compat_tables"
    return packaged if packaged.is_dir() else here.parent / "compat_tables"


@functools.lru_cache(maxsize=16)
def _parsed(path: str) -> object:
    """A table file's JSON, parsed once per process: the bundled date and the rows read the same file.

    Callers do not change what it returns.
    """
    return loads(read_regular(path, TABLE_LIMIT).decode("utf-8"))


def _read(directory: Path, name: str) -> dict[str, object]:
    path = directory / name
    try:
        data = _parsed(str(path))
    except OSError as exc:
        msg = f"compat table {path} cannot be read: {exc.strerror or exc}"
        raise TableError(msg) from None
    except ValueError as exc:  # not UTF-8, not JSON, nested too deeply
        msg = f"compat table {path} is corrupt: {exc}"
        raise TableError(msg) from None
    if not isinstance(data, dict) or data.get("schema") != TABLE_SCHEMA:
        msg = f"compat table {path} has an unknown schema (expected {TABLE_SCHEMA})"
        raise TableError(msg)
    return data


def _rows(directory: Path, data: dict[str, object], key: str, cls: type[_serde.T], name: str) -> tuple[_serde.T, ...]:
    rows = data.get(key)
    if not isinstance(rows, list) or not rows:
        msg = f"compat table {directory / name}: {key!r} must be a non-empty list"
        raise TableError(msg)
    try:
        return _serde.from_rows(cls, rows, key)
    except _serde.SerdeError as exc:
        msg = f"compat table {directory / name}: {exc}"
        raise TableError(msg) from None


def cache_directory(env: Mapping[str, str] | None = None) -> Path:
    """Where `envcheck tables update` keeps downloaded tables: $XDG_CACHE_HOME/envcheck/tables."""
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or str(Path(env.get("HOME") or "~").expanduser() / ".cache")
    return Path(base) / "envcheck" / "tables"


class TablesInUse(Frozen):
    """Which tables envcheck reads, where they came from, and the date of their data."""

    directory: str
    origin: str  # "bundled with envcheck", "downloaded from <url>", "ENVCHECK_TABLES"
    created: str  # ISO date
    note: str | None = None  # why downloaded tables were passed over


def tables_in_use(*, cache: Path | None = None, env: Mapping[str, str] | None = None) -> TablesInUse:
    """ENVCHECK_TABLES if set; else downloaded tables when newer than the bundled ones; else the bundled."""
    env = os.environ if env is None else env
    if env.get("ENVCHECK_TABLES"):
        return TablesInUse(env["ENVCHECK_TABLES"], "ENVCHECK_TABLES", "unknown")
    bundled = bundled_directory()
    stamp = bundled_date()
    fallback = TablesInUse(str(bundled), "bundled with envcheck", stamp)
    folder = cache or cache_directory(env)
    try:
        meta = loads(read_regular(str(folder / BUNDLE_META), 1 << 20))
    except (OSError, ValueError):
        return fallback
    created = meta.get("created") if isinstance(meta, dict) else None
    if not isinstance(created, str):
        return fallback
    if created[:10] <= stamp[:10]:
        return dataclasses.replace(fallback, note=f"ignored the downloaded tables in {folder}: dated "
                                                 f"{created[:10]}, not newer than the bundled ones ({stamp[:10]})")
    if created[:10] > (dt.datetime.now(dt.timezone.utc).date() + dt.timedelta(days=1)).isoformat():
        return dataclasses.replace(fallback, note=f"ignored the downloaded tables in {folder}: dated "
                                                 f"{created[:10]}, in the future")
    return TablesInUse(str(folder), f"downloaded from {redact_text(str(meta.get('url')))}", created)


def bundled_date() -> str:
    """The date of the tables shipped with envcheck ("" if unknown)."""
    try:
        data = _parsed(str(bundled_directory() / TABLE_FILES[0]))
    except (OSError, ValueError):
        return ""
    return str(data.get("generated", "")) if isinstance(data, dict) else ""


def _check_names(folder: Path, rows: tuple[GpuName, ...]) -> None:
    """A gpu_names row without a name or with a compute capability that is not one cannot be looked up."""
    for index, row in enumerate(rows):
        if not row.names or not all(n.strip() for n in row.names) or not _CC.fullmatch(row.compute_capability):
            msg = (f"compat table {folder / 'gpu_names.json'}: gpu_names[{index}]: "
                   "meaningless names or compute_capability")
            raise TableError(msg)


def _check_meaning(folder: Path, releases: tuple[Release, ...]) -> None:
    """Rows of the right types can still be nonsense ("python": []): refuse what lookups cannot use."""
    for index, rel in enumerate(releases):
        problems = [what for what, bad in (
            ("line", not _LINE.fullmatch(rel.line)),
            ("python", not rel.python or not all(_LINE.fullmatch(p) for p in rel.python)),
            ("windows_python", not all(_LINE.fullmatch(p) for p in rel.windows_python)),
            ("cuda_build", bool(rel.cuda_build) and not version_tuple(rel.cuda_build)),
        ) if bad]
        if problems:
            msg = f"compat table {folder / 'tensorflow.json'}: releases[{index}]: meaningless {', '.join(problems)}"
            raise TableError(msg)
    if len({r.line for r in releases}) != len(releases):
        msg = f"compat table {folder / 'tensorflow.json'}: a release line is listed twice"
        raise TableError(msg)


def _check_addons(folder: Path, rows: tuple[AddonRelease, ...]) -> None:
    """An add-on row whose specifiers do not parse cannot answer which TensorFlow it pairs with."""
    for index, row in enumerate(rows):
        try:
            SpecifierSet(row.versions)
            SpecifierSet(row.tensorflow)
            SpecifierSet(row.ops_tensorflow or "")
            bad = not row.distribution or not row.versions or not row.tensorflow
        except InvalidSpecifier:
            bad = True
        if bad:
            msg = (f"compat table {folder / 'tensorflow.json'}: addons[{index}]: "
                   "meaningless distribution, versions, tensorflow or ops_tensorflow")
            raise TableError(msg)


def _check_jetpack(folder: Path, rows: tuple[JetPackRelease, ...]) -> None:
    """A JetPack row whose L4T or wheel folder is not one cannot place a Jetson's release or name its wheels."""
    for index, row in enumerate(rows):
        if (not re.fullmatch(r"\d\.\d(?:\.\d)?(?: DP)?", row.jetpack) or not row.l4t
                or not all(re.fullmatch(r"3\d\.\d{1,2}\.\d{1,2}", v) for v in row.l4t)
                or (row.wheel_folder is not None and not re.fullmatch(r"v\d{2,3}(?:dp)?", row.wheel_folder))):
            msg = (f"compat table {folder / 'tensorflow.json'}: jetpack[{index}]: "
                   "meaningless jetpack, l4t or wheel_folder")
            raise TableError(msg)


@functools.lru_cache(maxsize=4)
def _api_table(directory: str, file: str) -> TfApi | None:
    """Read and check an API table (`file`) of a tables folder, else the bundled one; None when neither has it.

    It is optional: downloaded tables (`envcheck tables update`) hold the version matrix only, and what a wheel
    exported does not change once released.
    """
    folder = Path(directory)
    if not (folder / file).exists():
        folder = bundled_directory()
        if not (folder / file).exists():
            return None
    data = _read(folder, file)
    where = f"compat table {folder / file}"
    releases, names = data.get("releases"), data.get("names")
    if not (isinstance(releases, list) and releases and all(isinstance(r, dict) for r in releases)):
        msg = f"{where}: 'releases' must be a non-empty list of objects"
        raise TableError(msg)
    if not isinstance(names, dict):
        msg = f"{where}: 'names' must be an object"
        raise TableError(msg)
    lines = tuple(str(r.get("line") or "") for r in releases)
    if not all(_LINE.fullmatch(line) for line in lines) or list(lines) != sorted(set(lines), key=version_tuple):
        msg = f"{where}: 'releases' must name each release line once, oldest first"
        raise TableError(msg)
    order = {line: i for i, line in enumerate(lines)}
    spans: dict[str, tuple[str, str]] = {}
    for name, span in names.items():
        if not (isinstance(span, list) and len(span) == 2 and span[0] in order and span[1] in order  # noqa: PLR2004
                and order[span[0]] <= order[span[1]]):
            msg = f"{where}: names[{name!r}] must be [first, last] of the release lines read"
            raise TableError(msg)
        spans[name] = (span[0], span[1])
    return TfApi(lines=lines, names=spans)


@functools.lru_cache(maxsize=4)
def _addon_wheels(directory: str) -> tuple[AddonWheels, ...]:
    """The add-on wheel table of a tables folder, else the bundled one; () when neither has it (it is optional)."""
    folder = Path(directory)
    if not (folder / ADDON_WHEELS_TABLE).exists():
        folder = bundled_directory()
        if not (folder / ADDON_WHEELS_TABLE).exists():
            return ()
    rows = _rows(folder, _read(folder, ADDON_WHEELS_TABLE), "releases", AddonWheels, ADDON_WHEELS_TABLE)
    for index, row in enumerate(rows):
        pythons = [v for p in _WHEEL_PLATFORMS for v in row.pythons(p)]
        ordered = all(list(row.pythons(p)) == sorted(row.pythons(p), key=version_tuple) for p in _WHEEL_PLATFORMS)
        if not version_tuple(row.version) or not all(_LINE.fullmatch(v) for v in pythons) or not ordered:
            msg = (f"compat table {folder / ADDON_WHEELS_TABLE}: releases[{index}]: meaningless version or Python, "
                   "or Pythons out of order")
            raise TableError(msg)
    return tuple(sorted(rows, key=lambda r: (r.distribution, version_tuple(r.version))))


_WHEEL_PLATFORMS = ("linux", "linux_aarch64", "windows", "macos_x86_64", "macos_arm64")


@functools.lru_cache(maxsize=4)
def load_tables(directory: str | None = None) -> Tables:
    """Load and check every table (the bundled ones unless a folder is given)."""
    folder = Path(directory) if directory else Path(tables_in_use().directory)
    tf = _read(folder, "tensorflow.json")
    cuda = _read(folder, "cuda.json")
    cc = _read(folder, "compute_capability.json")
    gpus = _read(folder, "gpus.json")
    docker = _read(folder, "docker.json")
    names = _read(folder, "gpu_names.json")
    releases = _rows(folder, tf, "releases", Release, "tensorflow.json")
    _check_meaning(folder, releases)
    gpu_names = _rows(folder, names, "gpu_names", GpuName, "gpu_names.json")
    _check_names(folder, gpu_names)
    addons = _rows(folder, tf, "addons", AddonRelease, "tensorflow.json")
    _check_addons(folder, addons)
    jetpack = _rows(folder, tf, "jetpack", JetPackRelease, "tensorflow.json")
    _check_jetpack(folder, jetpack)
    return Tables(
        releases=tuple(sorted(releases, key=lambda r: r.key)),
        toolkits=_rows(folder, cuda, "toolkits", Toolkit, "cuda.json"),
        families=_rows(folder, cuda, "minor_version_families", DriverFamily, "cuda.json"),
        branches=_rows(folder, cuda, "driver_branches", DriverBranch, "cuda.json"),
        cudnn=_rows(folder, cuda, "cudnn", CudnnWindow, "cuda.json"),
        capabilities=_rows(folder, cc, "compute_capabilities", ComputeCapability, "compute_capability.json"),
        gpus=_rows(folder, gpus, "gpus", GpuModel, "gpus.json"),
        directory=str(folder),
        generated=str(tf.get("generated") or "unknown"),
        images=_rows(folder, docker, "tensorflow_images", TensorFlowImage, "docker.json"),
        wsl_kernels=_rows(folder, cuda, "wsl_kernels", WslKernel, "cuda.json"),
        gpu_names=gpu_names,
        ptx_isa=_rows(folder, cuda, "ptx_isa", PtxIsa, "cuda.json"),
        wsl_windows=_rows(folder, cuda, "wsl_windows", WslWindows, "cuda.json"),
        cudnn_windows_dlls=_rows(folder, cuda, "cudnn_windows_dlls", CudnnWindowsDll, "cuda.json"),
        container_tools=_rows(folder, docker, "container_tools", ContainerTool, "docker.json"),
        metal_plugins=_rows(folder, tf, "metal_plugins", MetalPlugin, "tensorflow.json"),
        ml_dtypes_removed=_rows(folder, tf, "ml_dtypes_removed", MlDtypesRemoval, "tensorflow.json"),
        pip_floors=_rows(folder, tf, "pip_floors", PipFloor, "tensorflow.json"),
        patch_pins=_rows(folder, tf, "patch_pins", PatchPin, "tensorflow.json"),
        plugin_wheels=_rows(folder, tf, "plugin_wheels", PluginWheels, "tensorflow.json"),
        addons=addons,
        jetpack=tuple(sorted(jetpack, key=lambda r: version_tuple(r.l4t[0]))),
        tfjs_node=tuple(sorted(_rows(folder, tf, "tfjs_node", TfjsNode, "tensorflow.json"),
                               key=lambda r: version_tuple(r.first))),
    )
