"""The one query layer over the compat tables: every compatibility question, answered from data.

Rules, `matrix`, `recommend`, preflight and the benchmark ask here; no compute capability, cuDNN or
driver threshold is written anywhere else in code. Every answer says how it was reached.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Literal

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from envcheck._frozen import Frozen
from envcheck.collect.packages import CPU_ONLY_FLAVOURS, canonical
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from collections.abc import Callable

    from envcheck.facts import Facts, TensorFlowFacts
    from envcheck.tables import (
        AddonRelease,
        ComputeCapability,
        ContainerTool,
        CudnnWindow,
        CudnnWindowsDll,
        JetPackRelease,
        MetalPlugin,
        MlDtypesRemoval,
        Release,
        Tables,
        TensorFlowImage,
        WslKernel,
        WslWindows,
    )

__all__ = [
    "AddonFit",
    "DriverFit",
    "KernelFit",
    "addon_fit",
    "addon_for_tensorflow",
    "addon_lines",
    "addon_release",
    "addon_releases",
    "addon_windows_last",
    "apply_tables",
    "arch",
    "arch_driver_floor",
    "arch_first_cuda",
    "container_tool",
    "cuda_serves",
    "cudnn_for_gpu",
    "cudnn_pin",
    "cudnn_supports",
    "cudnn_window",
    "cudnn_windows_dll",
    "dll_name",
    "dll_version",
    "driver_branch_cuda",
    "driver_newer_than_tables",
    "driver_runs_cuda",
    "first_release",
    "gpu_runs_build",
    "is_arch",
    "jetpack_release",
    "jetpack_wheel_folder",
    "kernel_support",
    "last_release",
    "low_precision_dtype",
    "metal_lines",
    "metal_macos_steps",
    "metal_pair",
    "ml_dtypes_removal",
    "needs_removed_ml_dtype",
    "pip_floor",
    "plugin_pythons",
    "ptx_isa_cuda",
    "python_before_first",
    "python_fits",
    "python_lines",
    "python_new_in",
    "required_libraries",
    "requirement_name",
    "requirement_spec",
    "share_no_version",
    "tensor_cores",
    "tensorflow_image",
    "tfjs_libtensorflow",
    "toolkit_provides",
    "wheel_pythons",
    "wsl_kernel_short",
    "wsl_windows_short",
]

DriverHow = Literal["native", "minor_version", "forward_compat", "no", "unknown"]
KernelHow = Literal["sass", "ptx", "unverified", "no", "unknown"]

# TensorFlow's dtype names -> the tensor-core type names in compute_capability.json.
_TENSOR_TYPE = {"float16": "fp16", "bfloat16": "bf16", "float32": "tf32", "tf32": "tf32", "float8": "fp8",
                "fp16": "fp16", "bf16": "bf16", "fp8": "fp8", "fp4": "fp4"}
# A Windows CUDA DLL carries its Linux soname's version with the dot dropped, behind "64_" (TensorFlow's
# cuda_configure.bzl; the cuda_config.h of the tensorflow_gpu 2.3 and 2.10 Windows wheels):
# libcudart.so.11.0 is cudart64_110.dll, libcublas.so.11 cublas64_11.dll, libcudnn.so.8 cudnn64_8.dll, and
# build_info.py's cuda_version '64_112' is CUDA 11.2. A soname of three numbers has no such DLL (TensorRT's
# is unversioned on Windows).
_SONAME = re.compile(r"lib(\w+)\.so\.(\d+(?:\.\d)?)")
_DLL = re.compile(r"(\w*?)64_(\d{1,3})(?:\.dll)?", re.IGNORECASE)
# Two digits are major and minor up to CUDA 9.2 (cudart64_55.dll ... cudart64_92.dll, cublas64_90.dll) and
# a bare major from 10 on (cublas64_10.dll of CUDA 10.1, cudart64_12.dll): no CUDA 1-4 DLL has that form.
_DOTTED_FROM = 50


def next_line(version: str) -> str:
    """The release line after a version's: "0.8" for 0.7.1, "2.11" for 2.10."""
    major, minor = version_tuple(version)[:2]
    return f"{major}.{minor + 1}"


def dll_name(soname: str) -> str | None:
    """The Windows DLL of a Linux soname: libcudart.so.11.0 is cudart64_110.dll, libcudnn.so.8 cudnn64_8.dll."""
    match = _SONAME.fullmatch(soname)
    return f"{match.group(1)}64_{match.group(2).replace('.', '')}.dll" if match else None


def dll_version(name: str) -> str | None:
    """The soname version a Windows DLL name (or build_info's suffix) carries; None for another form.

    "cudart64_110.dll" -> "11.0", "cudart64_12.dll" -> "12", "cudart64_92.dll" -> "9.2",
    "cudnn64_8.dll" -> "8", build_info's "64_112" -> "11.2"; the inverse of ``dll_name``.
    """
    match = _DLL.fullmatch(name)
    if match is None:
        return None
    digits = match.group(2)
    dotted = len(digits) == 3 or (len(digits) == 2 and int(digits) >= _DOTTED_FROM)  # noqa: PLR2004
    return f"{digits[:-1]}.{digits[-1]}" if dotted else digits


def arch(text: str) -> tuple[int, int]:
    """Parse an architecture: "sm_86", "compute_90", "sm_120" or "8.6" -> (major, minor); ValueError if none."""
    if "." in text:
        major, minor = version_tuple(text)[:2]
        return major, minor
    digits = re.sub(r"\D", "", text.split("_", 1)[-1])
    if not 2 <= len(digits) <= 4:  # noqa: PLR2004 - "sm_" or "sm_5" name no architecture
        msg = f"not an architecture: {text!r}"
        raise ValueError(msg)
    return int(digits[:-1]), int(digits[-1])


def is_arch(text: str) -> bool:
    """Whether ``arch`` can read this (a damaged build_info.py can hold "sm_")."""
    try:
        arch(text)
    except ValueError:
        return False
    return True


def kernel_support(capabilities: tuple[str, ...], cc: str) -> str:
    """How a GPU of ``cc`` runs kernels compiled for ``capabilities``: "sass", "ptx" (JIT) or "none".

    SASS built for X.Y runs on X.Z with Z >= Y; PTX for A runs (JIT-compiled) on any GPU >= A.
    TensorFlow's notation: sm_XY is SASS only, compute_XY is SASS plus PTX for XY.
    """
    gpu = arch(cc)
    built = [arch(c) for c in capabilities]
    ptx = [arch(c) for c in capabilities if c.startswith("compute_")]
    if any(b[0] == gpu[0] and b[1] <= gpu[1] for b in built):
        return "sass"
    return "ptx" if any(p <= gpu for p in ptx) else "none"


def _sass_why(capabilities: tuple[str, ...], cc: str) -> str:
    """Which compiled architecture a GPU of ``cc`` runs: its own, or a lower one of the same major."""
    gpu = arch(cc)
    same = max(b for b in map(arch, capabilities) if b[0] == gpu[0] and b[1] <= gpu[1])
    if same == gpu:
        return f"compiled for compute capability {cc}"
    return f"compiled for compute capability {same[0]}.{same[1]}, whose binaries run on {cc} (same major)"


def _cuda_of(text: str | None) -> tuple[int, ...]:
    """The leading CUDA version in a table note: "11.8 (last 11.x)" -> (11, 8); "ongoing" -> ()."""
    found = re.match(r"\s*(\d+(?:\.\d+)?)", text or "")
    return version_tuple(found.group(1)) if found else ()


class DriverFit(Frozen):
    """Whether a driver runs code built with a CUDA version, and how."""

    how: DriverHow
    driver: str
    cuda: str
    family_floor: str | None  # lowest driver of the CUDA major (minor-version compatibility)
    toolkit_floor: str | None  # the toolkit's own driver
    reason: str

    @property
    def runs(self) -> bool:
        """True when the CUDA runtime will create a context on this driver."""
        return self.how in ("native", "minor_version", "forward_compat")

    @property
    def ptx_jit(self) -> bool:
        """Whether the driver can JIT-compile PTX produced by this CUDA (not under minor-version compatibility)."""
        return self.how in ("native", "forward_compat")


def driver_runs_cuda(tables: Tables, driver: str, cuda: str, *, windows: bool = False,
                     data_center: bool = False) -> DriverFit:
    """Does this driver run code built with this CUDA: natively, by minor-version compatibility, by NVIDIA's
    forward-compatibility package (data-center GPUs on Linux only), or not at all."""  # noqa: D205, D209
    family, exact = tables.driver_floor(cuda, windows=windows)
    have = version_tuple(driver)
    if not have or (exact is None and family is None):
        return DriverFit("unknown", driver, cuda, family, exact,
                         f"CUDA {cuda} or driver {driver} is not in the tables (dated {tables.generated})")
    if exact is not None and have >= version_tuple(exact):
        return DriverFit("native", driver, cuda, family, exact, f"driver {driver} >= {exact}, CUDA {cuda}'s own")
    if family is not None and have >= version_tuple(family):
        own = (f"that needs {exact}" if exact
               else f"CUDA {cuda}'s own driver is not in the tables (dated {tables.generated})")
        return DriverFit("minor_version", driver, cuda, family, exact,
                         f"driver {driver} runs CUDA {cuda} under minor-version compatibility (>= {family}), "
                         f"without PTX JIT from CUDA {cuda} ({own})")
    need = family or exact  # the lowest that runs it at all
    if data_center and not windows:
        return DriverFit("forward_compat", driver, cuda, family, exact,
                         f"driver {driver} is older than {need}; a data-center GPU can run CUDA {cuda} with "
                         f"NVIDIA's forward-compatibility package (cuda-compat-{cuda.split('.', maxsplit=1)[0]}-*)")
    return DriverFit("no", driver, cuda, family, exact,
                     f"driver {driver} is older than {need}, which CUDA {cuda} needs")


def ceiling_runs_cuda(tables: Tables, ceiling: str, cuda: str, *, windows: bool = False) -> DriverFit:
    """Whether a driver whose newest CUDA is `ceiling` (nvidia-smi's "CUDA Version") runs code built with `cuda`.

    Judged on the lowest driver of that ceiling: a driver that reports it is at least that one, and older than the
    first driver of the next CUDA; so a newer CUDA of another major (or any newer one before CUDA 11, which has no
    minor-version compatibility) is refused whatever the driver's own number.
    """
    family, exact = tables.driver_floor(ceiling, windows=windows)
    floor = exact or family
    if floor is None:
        return DriverFit("unknown", f"(CUDA {ceiling})", cuda, None, None,
                         f"CUDA {ceiling} is not in the tables (dated {tables.generated})")
    fit = driver_runs_cuda(tables, floor, cuda, windows=windows)
    if fit.how != "no" and version_tuple(cuda) > version_tuple(ceiling) and version_tuple(cuda)[:1] != version_tuple(
            ceiling)[:1]:  # the floor of the ceiling runs an older CUDA only
        fit = DriverFit("no", floor, cuda, fit.family_floor, fit.toolkit_floor, "")
    reason = (f"the driver runs CUDA {ceiling} at most, older than CUDA {cuda}" if fit.how == "no"
              else f"the driver runs CUDA {ceiling}, which covers CUDA {cuda}")
    return DriverFit(fit.how, f"(CUDA {ceiling})", cuda, fit.family_floor, fit.toolkit_floor, reason)


def driver_newer_than_tables(tables: Tables, driver: str) -> str | None:
    """A note when a driver's branch is newer than every branch the tables know (its CUDA is then a guess)."""
    branch = version_tuple(driver)[:1]
    newest = max((b.branch for b in tables.branches), default=0)
    if not branch or branch[0] <= newest:
        return None
    return (f"driver {driver} is newer than the tables (dated {tables.generated}, newest branch R{newest}): "
            "judged by its version number alone")


def driver_branch_cuda(tables: Tables, facts: Facts) -> str | None:
    """The newest CUDA the loaded driver's branch supports, from the branch table (Linux numbering only)."""
    d = facts.driver
    version = d.library_version or d.kernel_module_version
    if version is None or facts.platform.system == "Windows" or facts.platform.wsl:
        return None
    return tables.max_cuda_for_driver(version)


def arch_first_cuda(tables: Tables, sm: str) -> str | None:
    """The first CUDA whose compiler knows an architecture ("sm_86" -> "11.1"; "sm_90a" its own note's, 12.0)."""
    try:
        major, minor = arch(sm)
    except ValueError:
        return None
    info = tables.capability(f"{major}.{minor}")
    if info is None:
        return None
    suffixed = re.search(rf"sm_{major}{minor}a needs (\d+\.\d+)", info.first_cuda) if sm.endswith("a") else None
    first = version_tuple(suffixed.group(1)) if suffixed else _cuda_of(info.first_cuda)
    return ".".join(map(str, first)) or None


def arch_last_cuda(tables: Tables, cc: str) -> str | None:
    """The last CUDA that compiles for an architecture ("3.0" -> "10.2"); None while current CUDAs still do."""
    info = tables.capability(cc)
    return (".".join(map(str, _cuda_of(info.last_cuda))) or None) if info else None


def arch_driver_floor(tables: Tables, cc: str, *, windows: bool = False) -> str | None:
    """The oldest driver that knows this GPU architecture: the driver of the first CUDA that supports it."""
    info = tables.capability(cc)
    first = ".".join(map(str, _cuda_of(info.first_cuda))) if info else ""
    if not first:
        return None
    _, exact = tables.driver_floor(first, windows=windows)
    return exact


class KernelFit(Frozen):
    """Whether a GPU can run a TensorFlow build: SASS, PTX JIT, unverified, or not at all; and the driver."""

    how: KernelHow
    reason: str
    driver_floor: str | None  # the driver this GPU needs with this build (architecture and JIT together)

    @property
    def runs(self) -> bool:
        """True when the build is known to run on the GPU (natively or by PTX JIT)."""
        return self.how in ("sass", "ptx")


def gpu_runs_build(tables: Tables, rel: Release, cc: str, *, driver: DriverFit | None = None,  # noqa: PLR0911
                   windows: bool = False) -> KernelFit:
    """Can a GPU of compute capability ``cc`` run this TensorFlow build, and with which driver.

    Below the lowest compiled architecture TensorFlow ignores the GPU; when the build's CUDA has
    dropped the architecture it cannot run; when the build's CUDA major predates the architecture,
    its cuBLAS and cuDNN carry no code for it, so PTX JIT of TensorFlow's own kernels is not enough
    (unverified); so, too, where binaries of an older minor of its major run (Turing under a CUDA 9
    build: NVIDIA, pytorch/pytorch#21468, "Turing GPUs (compute capability 7.5) require CUDA10 to
    work properly"; tensorflow#25403). PTX JIT needs a driver at or above the build's own toolkit
    driver: under minor-version compatibility the driver rejects newer PTX
    (CUDA_ERROR_UNSUPPORTED_PTX_VERSION).
    """
    info = tables.capability(cc)
    build = version_tuple(rel.cuda_build)
    floors = [f for f in (arch_driver_floor(tables, cc, windows=windows),) if f]
    lowest = min((arch(c) for c in rel.compute_capabilities), default=None)
    if lowest is not None and arch(cc) < lowest:  # an architecture older than the tables know is older still
        return KernelFit("no", f"TensorFlow {rel.line} is built for compute capability {lowest[0]}.{lowest[1]} and "
                               f"newer; it ignores a {cc} GPU", None)
    if info is None or lowest is None:
        why = (f"compute capability {cc} is newer than the tables (dated {tables.generated})" if info is None
               else f"TensorFlow {rel.line}'s compiled architectures are not known")
        return KernelFit("unknown", why, None)
    last = _cuda_of(info.last_cuda)
    if last and last[:1] < build[:1]:
        return KernelFit("no", f"CUDA {rel.cuda_build} (TensorFlow {rel.line}'s build) no longer supports compute "
                               f"capability {cc} (last: CUDA {info.last_cuda})", None)
    support = kernel_support(rel.compute_capabilities, cc)
    first = _cuda_of(info.first_cuda)
    if support == "none":
        return KernelFit("no", f"TensorFlow {rel.line} has neither binaries nor PTX for compute capability {cc}", None)
    floor = max(floors, key=version_tuple, default=None)
    native = arch(cc) in {arch(c) for c in rel.compute_capabilities}  # its own binaries, not a lower minor's
    if support == "sass" and not native and first and build[:1] < first[:1]:  # Turing (CUDA 10) under a CUDA 9 build
        return KernelFit("unverified", (
            f"{_sass_why(rel.compute_capabilities, cc)}, but {info.architecture} arrived with CUDA "
            f"{'.'.join(map(str, first))}: the cuBLAS and cuDNN of TensorFlow {rel.line}'s CUDA {rel.cuda_build} "
            "fail on it (CUBLAS_STATUS_EXECUTION_FAILED, NaN; expected to fail unless that CUDA's cuBLAS patches are "
            "installed)"), floor)
    if support == "sass":
        return KernelFit("sass", _sass_why(rel.compute_capabilities, cc), floor)
    if first and build[:1] < first[:1]:
        return KernelFit("unverified", (
            f"{info.architecture} (compute capability {cc}) arrived with CUDA {'.'.join(map(str, first))}; "
            f"TensorFlow {rel.line} is built with CUDA {rel.cuda_build} and cuDNN {rel.cudnn}, whose libraries "
            "carry no code for it: PTX JIT covers only TensorFlow's own kernels (untested, expected to fail)"), floor)
    _, own = tables.driver_floor(rel.cuda_build, windows=windows)
    floor = max([f for f in (floor, own) if f], key=version_tuple, default=None)
    if driver is not None and not driver.ptx_jit:
        return KernelFit("no", (f"no binaries for compute capability {cc}, and driver {driver.driver} runs CUDA "
                                f"{rel.cuda_build} only under minor-version compatibility, which cannot JIT its PTX "
                                f"(CUDA_ERROR_UNSUPPORTED_PTX_VERSION): needs driver {own}"), floor)
    return KernelFit("ptx", f"PTX JIT for compute capability {cc} (slow first start)", floor)


def _windows_for(tables: Tables, cuda_major: int | None) -> list[CudnnWindow]:
    """The cuDNN windows that apply to builds for this CUDA major (all when unknown)."""
    return [w for w in tables.cudnn if cuda_major is None or str(cuda_major) in w.cuda_majors]


def cudnn_window(tables: Tables, version: str | None, cuda_major: int | None = None) -> CudnnWindow | None:
    """The support window of a cuDNN version for a CUDA major's build (the strictest one when unknown)."""
    v = version_tuple(version)
    if not v:
        return None
    inside = [w for w in _windows_for(tables, cuda_major) if version_tuple(w.cudnn_from) <= v
              and (w.cudnn_below is None or v < version_tuple(w.cudnn_below))]
    return max(inside, key=lambda w: version_tuple(w.min_compute_capability), default=None)


def cudnn_supports(tables: Tables, version: str | None, cc: str, cuda_major: int | None = None) -> bool | None:
    """Whether this cuDNN runs on a GPU of compute capability ``cc``; None when the version is unknown."""
    window = cudnn_window(tables, version, cuda_major)
    if window is None:
        return None
    return version_tuple(cc) >= version_tuple(window.min_compute_capability)


def cudnn_for_gpu(tables: Tables, cc: str, cuda_major: int | None = None) -> CudnnWindow | None:
    """The newest cuDNN window (for this CUDA major's builds) that still supports compute capability ``cc``."""
    fitting = [w for w in _windows_for(tables, cuda_major)
               if version_tuple(w.min_compute_capability) <= version_tuple(cc)]
    return max(fitting, key=lambda w: version_tuple(w.cudnn_from), default=None)


def cudnn_pin(tables: Tables, requirement: str, cc: str) -> str | None:
    """An upper bound to add to a cuDNN requirement ("nvidia-cudnn-cu12>=9.3.0.75") so that it keeps
    compute capability ``cc``: "<9.11"; None when the requirement already admits only supporting cuDNNs."""  # noqa: D205, D209
    found = re.match(r"nvidia-cudnn-cu(\d+)\s*(.*)", requirement)
    if found is None:
        return None
    major = int(found.group(1))
    window = cudnn_for_gpu(tables, cc, major)
    if window is None or window.cudnn_below is None:
        return None
    uppers = [version_tuple(m) for m in re.findall(r"(?:<|==|~=)\s*([\d.]+)", found.group(2))]
    if uppers and min(uppers) <= version_tuple(window.cudnn_below):
        return None
    return f"<{window.cudnn_below}"


def cuda_serves(tables: Tables, rel: Release, cuda: str) -> bool:
    """Whether an installed CUDA toolkit provides the libraries this release loads.

    Where NVIDIA has minor-version compatibility (CUDA 11 on) sonames carry only the major, so any
    toolkit of the build's major serves, but not across the family's `split_from` (11.1: CUDA 11.0 ships
    libcusolver.so.10, 11.1 on libcusolver.so.11); before, sonames carried x.y (libcudart.so.10.1) and only
    the build's own x.y does.
    """
    return toolkit_provides(tables, rel.cuda_build, cuda)


def toolkit_provides(tables: Tables, built: str, cuda: str) -> bool:
    """Whether an installed CUDA toolkit has the libraries of a build made with CUDA `built` (see cuda_serves)."""
    have, made = version_tuple(cuda), version_tuple(built)
    if not have or not made:
        return False
    family = tables.family(built)
    if family is None:
        return have[:2] == made[:2]
    split = version_tuple(family.split_from)[:2]
    if not split or min(len(have), len(made)) == 1:  # a major alone ("CUDA 11") does not say which side it is on
        return have[0] == made[0]
    return have[0] == made[0] and (have[:2] < split) == (made[:2] < split)


def wheel_pythons(rel: Release, *, windows: bool = False) -> tuple[str, ...]:
    """The Pythons a release line has wheels for: on Windows its own list where the docs give one (1.1: 3.5 only)."""
    return rel.windows_python if windows and rel.windows_python else rel.python


def python_fits(rel: Release, python: str, *, windows: bool = False) -> bool:
    """Whether a release line supports a Python ("3.11" or "3.11.7"), on Windows or elsewhere."""
    return ".".join(python.split(".")[:2]) in wheel_pythons(rel, windows=windows)


def _capability(tables: Tables, cc: str | None) -> ComputeCapability | None:
    return tables.capability(".".join(map(str, version_tuple(cc)[:2]))) if cc else None


def tensor_cores(tables: Tables, cc: str | None, dtype: str = "float16", name: str | None = None) -> bool | None:
    """Whether a GPU (compute capability ``cc``, model ``name``) has tensor cores for ``dtype``; None if not known.

    The model decides where it differs from its compute capability: GTX 16xx cards are Turing (7.5)
    without tensor cores.
    """
    model = tables.gpu_model(name) if name else None
    info = _capability(tables, cc or (model.compute_capability if model else None))
    if info is None or info.tensor_cores is None:
        return None
    if model is not None and model.tensor_cores is not None and not model.tensor_cores:
        return False
    return info.tensor_cores and _TENSOR_TYPE.get(dtype, dtype) in info.tensor_types


def low_precision_dtype(tables: Tables, cc: str | None, name: str | None = None) -> str:
    """The 16-bit dtype this GPU's tensor cores run: bfloat16 where they can, else float16."""
    return "bfloat16" if tensor_cores(tables, cc, "bfloat16", name) else "float16"


def tensorflow_image(tables: Tables, version: str | None) -> TensorFlowImage | None:
    """What the official tensorflow/tensorflow GPU image of this exact version is known to do, if known."""
    return next((i for i in tables.images if version in i.versions), None) if version else None


def ptx_isa_cuda(tables: Tables, isa: str | None) -> str | None:
    """The CUDA release whose ptxas first reads a PTX ISA version ("8.5" -> "12.5"); None when the tables lack it."""
    return next((p.cuda for p in tables.ptx_isa if p.isa == isa), None)


def metal_pair(tables: Tables, line: str) -> MetalPlugin | None:
    """The tensorflow-metal release Apple pairs with a TensorFlow line (the newest row at or below it); None before."""
    key = version_tuple(line)
    return next((m for m in reversed(tables.metal_plugins) if version_tuple(m.tensorflow) <= key), None)


def metal_macos_steps(tables: Tables) -> tuple[tuple[str, str], ...]:
    """Each tensorflow-metal release from which the macOS it needs rises: (("0.1.2", "12.0"), ("0.5.0", "12.1"))."""
    steps: list[tuple[str, str]] = []
    for m in sorted(tables.metal_plugins, key=lambda m: version_tuple(m.metal)):
        if not steps or version_tuple(m.macos) > version_tuple(steps[-1][1]):
            steps.append((m.metal, m.macos))
    return tuple(steps)


def metal_built_for(tables: Tables, metal: str) -> list[str]:
    """The TensorFlow lines Apple's table pairs with a tensorflow-metal release (a patch release as its row: 1.0.1)."""
    minor = version_tuple(metal)[:2]
    rows = [m for m in tables.metal_plugins if version_tuple(m.metal)[:2] == minor
            and version_tuple(m.metal) <= version_tuple(metal)]
    newest = max((version_tuple(m.metal) for m in rows), default=None)
    return [m.tensorflow for m in rows if version_tuple(m.metal) == newest]


def metal_lines(tables: Tables, metal: str) -> str:
    """The TensorFlow lines a tensorflow-metal release was built for ("2.14-2.17"); "" when the table lacks it."""
    lines = [m.tensorflow for m in tables.metal_plugins if m.metal == metal]
    return f"{lines[0]}-{lines[-1]}" if len(lines) > 1 else (lines[0] if lines else "")


def tfjs_libtensorflow(tables: Tables, tfjs: str | None) -> str | None:
    """The libtensorflow a tfjs-node(-gpu) release bundles; the newest one when the version is not known.

    None when the version is older than the table's first row.
    """
    rows = tables.tfjs_node
    if not tfjs:
        return rows[-1].libtensorflow if rows else None
    key = version_tuple(tfjs)
    return next((r.libtensorflow for r in reversed(rows) if version_tuple(r.first) <= key), None)


def pip_floor(tables: Tables, platform: str) -> str | None:
    """The oldest pip that reads TensorFlow's wheel tags on "linux", "windows" or "macos"; None if not known."""
    return next((p.min_pip for p in tables.pip_floors if p.platform == platform), None)


def plugin_pythons(tables: Tables, distribution: str) -> tuple[str, ...]:
    """The Pythons a non-TensorFlow build's wheels are for ("tensorflow-directml": 3.5-3.7); () if not tabled."""
    return next((p.python for p in tables.plugin_wheels if p.distribution == distribution), ())


def jetpack_release(tables: Tables, said: str) -> JetPackRelease | None:
    """The JetPack a version said names ("5.1.2"), or the one an L4T release shipped in ("35.4.1": 5.1.2).

    An L4T release said without its patch ("L4T 32.7") is read as the first JetPack of that line (4.6.1), whose
    wheel folder the line's later patch releases use too; an L4T patch the tables do not list answers likewise.
    None where neither is tabled.
    """
    if (row := next((j for j in tables.jetpack if j.jetpack == said), None)) is not None:
        return row
    key = version_tuple(said)
    if not key or key[0] < 30:  # noqa: PLR2004 - L4T releases are R32 on; JetPack ones are 4-7
        return None
    full = (*key, 0) if len(key) == 2 else key  # noqa: PLR2004 - "32.5" is L4T 32.5.0
    exact = next((j for j in tables.jetpack if any(version_tuple(v) == full for v in j.l4t)), None)
    return exact or next((j for j in tables.jetpack if any(version_tuple(v)[:2] == key[:2] for v in j.l4t)), None)


def jetpack_wheel_folder(tables: Tables, jetpack: str) -> str | None:
    """The folder of NVIDIA's Jetson wheel index for a JetPack ("v512" for 5.1.2); None where no source names one."""
    row = jetpack_release(tables, jetpack)
    return row.wheel_folder if row else None


def ml_dtypes_removal(tables: Tables, name: str) -> MlDtypesRemoval | None:
    """The ml_dtypes release that removed a name TensorFlow registers ("float8_e4m3b11": 0.3.0); None if none did."""
    return next((m for m in tables.ml_dtypes_removed if m.name == name), None)


def requirement_name(line: str) -> str:
    """The distribution a requirement line names, PEP 503-normalised ("nvidia_nccl_cu12==2.16.5": nvidia-nccl-cu12)."""
    found = re.match(r"\s*([A-Za-z][\w.-]*)", line)
    return canonical(found.group(1)) if found else ""


def requirement_spec(line: str) -> SpecifierSet | None:
    """The version range of a wheel's requirement line (``numpy<2.0,>=1.23.5; python_version >= "3.11"``).

    None when the line names no range, or a damaged one (a damaged table line admits nothing).
    """
    spec = re.sub(r"^[A-Za-z][\w.-]*", "", line.split(";", maxsplit=1)[0]).strip()
    try:
        return SpecifierSet(spec) if spec else None
    except InvalidSpecifier:
        return None


def needs_removed_ml_dtype(rel: Release, removal: MlDtypesRemoval) -> bool:
    """Whether a release still registers a name ml_dtypes removed: its requirement admits the last ml_dtypes with it.

    A line whose wheel declares no ml-dtypes (before 2.14) predates the removal.
    """
    if not rel.ml_dtypes:
        return True
    return any((spec := requirement_spec(req)) is not None and spec.contains(removal.last) for req in rel.ml_dtypes)


_CAPPING = frozenset({"<", "<=", "~=", "==", "==="})  # specifier operators that bound a range from above


def capped_requirement(rel: Release, package: Literal["typing_extensions", "wrapt"]) -> str | None:
    """A release's requirement line on ``typing_extensions`` or ``wrapt`` that bounds it from above; None if none.

    TensorFlow 2.4-2.6 declare `typing-extensions~=3.7.4` (below 3.8) and 2.13 `<4.6.0`; 2.4-2.6 `wrapt~=1.12.1`,
    2.12 and 2.14-2.15 `wrapt<1.15`: a package needing a newer one collides with the pin.
    """
    lines = rel.typing_extensions if package == "typing_extensions" else rel.wrapt
    return next((req.split(";", maxsplit=1)[0].strip() for req in lines
                 if any(s.operator in _CAPPING for s in requirement_spec(req) or ())), None)


def first_release(tables: Tables, where: Callable[[Release], bool]) -> Release | None:
    """The oldest release line whose row fits (``lambda r: r.aarch64_wheel``: 2.10); None if none does."""
    return next((r for r in tables.releases if where(r)), None)  # the tables keep them oldest first


def last_release(tables: Tables, where: Callable[[Release], bool]) -> Release | None:
    """The newest release line whose row fits (``lambda r: r.windows_native_gpu``: 2.10); None if none does."""
    return next((r for r in reversed(tables.releases) if where(r)), None)


def python_lines(tables: Tables, python: str, *, windows: bool = False) -> tuple[Release, ...]:
    """The release lines whose wheels support a Python, oldest first."""
    return tuple(r for r in tables.releases if python_fits(r, python, windows=windows))


def python_new_in(tables: Tables, line: str, *, windows: bool = False) -> str | None:
    """The one Python a release line was the first with wheels for (1.13: 3.7, 2.5: 3.9); None if none or several.

    The oldest line in the tables names none: releases before it may have had wheels for its Pythons.
    """
    if line == tables.releases[0].line:
        return None
    lists = [(r.line, wheel_pythons(r, windows=windows)) for r in tables.releases]
    pythons = dict.fromkeys(p for _, have in lists for p in have)
    new = [py for py in pythons if next(at for at, have in lists if py in have) == line]
    return new[0] if len(new) == 1 else None


def python_before_first(tables: Tables, python: str, *, windows: bool = False) -> tuple[Release, str] | None:
    """The first release line with wheels for a Python, and the newest Python the line before it had wheels for.

    What a paste older than that first release needed (Python 3.9 came with 2.5; before it, 3.8; on Windows, 3.6
    came with 1.2 and 1.0-1.1 had 3.5 only); None when the oldest line in the tables already supports the Python,
    or none does.
    """
    first = first_release(tables, lambda r: python_fits(r, python, windows=windows))
    if first is None or first is tables.releases[0]:
        return None
    before = tables.releases[tables.releases.index(first) - 1]
    return first, max(wheel_pythons(before, windows=windows), key=version_tuple)


def required_libraries(rel: Release) -> frozenset[str]:
    """The CUDA libraries (by name: "libcudnn") without which this build registers no GPU or fails to import."""
    needed = {*rel.dlopen_check, *rel.link_time}
    return frozenset(name for name, soname in rel.sonames.items() if soname in needed)


def _tensorflow_from_tables(tf: TensorFlowFacts, tables: Tables) -> TensorFlowFacts:
    """A TensorFlow without build_info.py, built as its table row says (CPU-only flavours build no CUDA)."""
    if not tf.installed or tf.build_info_source is not None or tf.error is not None:
        return tf
    match = tables.release(tf.version)
    if match is None:
        why = "no distribution metadata" if tf.version is None else f"version {tf.version} is not in the tables"
        return dataclasses.replace(tf, error=f"no build_info.py and {why}")
    rel, name = match.release, tf.distribution or ""
    gpu = name not in CPU_ONLY_FLAVOURS and (name.endswith("-gpu") or rel.tensorflow_package_has_gpu)
    return dataclasses.replace(
        tf, build_info_source="table", is_cuda_build=gpu, is_rocm_build="rocm" in name,
        cuda_version=rel.cuda_build if gpu else None, cudnn_version=rel.cudnn_major if gpu else None,
        compute_capabilities=rel.compute_capabilities if gpu else ())


def _bus(bus_id: str | None) -> str:
    """A PCI bus id without its domain: "00000000:01:00.0" and "0000:01:00.0" -> "01:00.0"."""
    return (bus_id or "").lower().split(":", 1)[-1] if (bus_id or "").count(":") > 1 else (bus_id or "").lower()


def apply_tables(facts: Facts, tables: Tables) -> Facts:
    """The facts as today's tables read them: what the machine did not say is filled in from the tables.

    Collectors record only observations; the diagnosis (and so `diagnose FILE` on an old report)
    applies the tables here: a TensorFlow without build_info.py is built as its row says, and a GPU
    that reported no compute capability (nvidia-smi only) has its model's.
    """
    # The CUDA driver API reports the compute capability itself; match its devices by PCI bus id.
    devices = {_bus(d.pci_bus_id): d.compute_capability for d in facts.driver.cuda_devices if d.pci_bus_id}
    gpus = tuple(g if g.compute_capability else dataclasses.replace(
        g, compute_capability=devices.get(_bus(g.pci_bus_id)) or tables.compute_capability_of(g.name))
        for g in facts.driver.gpus)
    return dataclasses.replace(facts, tensorflow=_tensorflow_from_tables(facts.tensorflow, tables),
                               driver=dataclasses.replace(facts.driver, gpus=gpus))


def container_tool(tables: Tables, tool: str, feature: str) -> ContainerTool | None:
    """The first release of ``tool`` with ``feature`` (podman, "cdi_devices": 4.1.0); None when the tables lack it."""
    return next((t for t in tables.container_tools if (t.tool, t.feature) == (tool, feature)), None)


def cudnn_windows_dll(tables: Tables, dll: str, cudnn: str | None = None) -> CudnnWindowsDll | None:
    """The cuDNN releases whose Windows build needs ``dll`` (zlibwapi.dll: 8.3-8.9).

    None when ``cudnn`` (a "major.minor", or None for unknown) is not one of them.
    """
    have = version_tuple(cudnn)[:2] if cudnn else None
    return next((d for d in tables.cudnn_windows_dlls if d.dll == dll and (
        have is None or version_tuple(d.cudnn_from) <= have <= version_tuple(d.cudnn_through))), None)


def wsl_windows_short(tables: Tables, build: int) -> WslWindows | None:
    """The Windows release a build older than the first with GPU compute in WSL 2 needs; None when it has it."""
    return next((w for w in tables.wsl_windows if build < w.min_build), None)


def wsl_kernel_short(tables: Tables, kernel: str) -> WslKernel | None:
    """The first WSL kernel requirement (required before recommended) this kernel release does not meet."""
    have = version_tuple(kernel.split("-", 1)[0])
    if not have:
        return None
    order = sorted(tables.wsl_kernels, key=lambda k: k.need != "required")
    return next((k for k in order if have < version_tuple(k.min_kernel)), None)


AddonFit = Literal["fits", "patch", "no"]
_NAMED = frozenset({"==", ">=", "<=", "==="})  # operators whose version is one the add-on was built or tested for


def _version(text: str | None) -> Version | None:
    """A distribution's version without pre-, post-, dev- or local parts ("2.17.0rc1" -> 2.17.0); None if unreadable."""
    try:
        return Version(Version(text or "").base_version)
    except InvalidVersion:
        return None


def _newest_named(row: AddonRelease) -> Version:
    """The newest add-on version a row's ``versions`` names ("==0.23.*" -> 0.23, ">=1.3.0,<=1.4.0" -> 1.4.0)."""
    return max(Version(s.version.removesuffix(".*")) for s in SpecifierSet(row.versions))


def addon_releases(tables: Tables, distribution: str) -> tuple[AddonRelease, ...]:
    """The compat table's rows of one add-on ("tensorflow-text"), newest first; () when it is not tabled."""
    rows = [r for r in tables.addons if r.distribution == distribution]
    return tuple(sorted(rows, key=_newest_named, reverse=True))


def addon_release(tables: Tables, distribution: str, version: str | None) -> AddonRelease | None:
    """The row of an add-on release ("tensorflow-addons", "0.23.0"); None when the table lacks that release."""
    parsed = _version(version)
    if parsed is None:
        return None
    return next((r for r in addon_releases(tables, distribution)
                 if SpecifierSet(r.versions).contains(parsed, prereleases=True)), None)


def addon_for_tensorflow(tables: Tables, distribution: str, tensorflow: str | None, *,
                         ops: bool = False, windows: bool = False) -> AddonRelease | None:
    """The newest release of an add-on made for this TensorFlow version; None when none is (or it is unreadable).

    ops: the release whose compiled ops are built against it (tensorflow-addons 0.11 for 2.3, where 0.13 is the
    newest tested with 2.3), for an op library that does not load. windows: leave out the releases the table says
    have no Windows wheels (tensorflow-text after 2.10, tensorflow-addons 0.23).
    """
    parsed = _version(tensorflow)
    if parsed is None:
        return None
    return next((r for r in addon_releases(tables, distribution)
                 if (spec := r.ops_tensorflow if ops else r.tensorflow) and not (windows and r.windows is False)
                 and SpecifierSet(spec).contains(parsed, prereleases=True)), None)


def addon_fit(tables: Tables, distribution: str, version: str | None, tensorflow: str | None) -> AddonFit | None:
    """Whether an add-on release fits a TensorFlow version.

    "fits"; "patch" where the release names one TensorFlow patch release of the same minor (TF-DF 1.8.1 is built
    for 2.15.0, TensorFlow 2.15.1 is installed: the C++ ABI usually matches, not surely); "no"; None when the table
    lacks the release or a version is unreadable.
    """
    row, tf = addon_release(tables, distribution, version), _version(tensorflow)
    if row is None or tf is None:
        return None
    spec = SpecifierSet(row.tensorflow)
    if spec.contains(tf, prereleases=True):
        return "fits"
    named = (Version(s.version) for s in spec if s.operator in _NAMED and not s.version.endswith(".*"))
    return "patch" if any(v.release[:2] == tf.release[:2] for v in named) else "no"


def addon_lines(tables: Tables, row: AddonRelease) -> tuple[str, ...]:
    """The TensorFlow release lines an add-on row pairs with, oldest first (tensorflow-addons 0.23: 2.13, 2.14, 2.15).

    A line counts when its .0 release fits or the row names a patch release of it (TF-DF 1.9.0: "==2.16.1").
    """
    spec = SpecifierSet(row.tensorflow)
    named = {Version(s.version).release[:2] for s in spec if s.operator in _NAMED and not s.version.endswith(".*")}
    return tuple(r.line for r in tables.releases if spec.contains(f"{r.line}.0", prereleases=True) or r.key in named)


def addon_windows_last(tables: Tables, distribution: str) -> AddonRelease | Literal[False] | None:
    """The newest release of an add-on with Windows wheels, when none after it has any (tensorflow-text 2.10).

    False when no release ever had (TF-DF); None when the table does not settle it (no release known to lack them).
    """
    rows = addon_releases(tables, distribution)
    if not any(r.windows is False for r in rows):
        return None
    last = next((r for r in rows if r.windows), None)
    if last is None:
        return False if all(r.windows is False for r in rows) else None
    newer = rows[:rows.index(last)]
    return last if all(r.windows is False for r in newer) else None


def share_no_version(a: SpecifierSet, b: SpecifierSet, *others: SpecifierSet) -> bool:
    """Whether two version ranges share no version.

    Ranges bounded by the versions they name share a version only if they share one of those, one just above it
    (3.20 -> 3.20.0.1), one below them all (0: `<3.20` and `!=4.21.0` share 3.19), or, past a wildcard (`!=3.20.*`),
    the first version after its prefix (3.21): those candidates decide, with the versions named by the other ranges.
    """
    points = {s.version.removesuffix(".*") for r in (a, b, *others) for s in r}
    after = {_after_prefix(s.version[:-2]) for r in (a, b, *others) for s in r if s.version.endswith(".*")}
    candidates = ["0"] + [v for p in points for v in (p, f"{p}.0.1")] + [v for v in after if v]
    return not any(a.contains(v, prereleases=True) and b.contains(v, prereleases=True) for v in candidates)


def _after_prefix(prefix: str) -> str | None:
    """The first version after every one a wildcard's prefix matches: 3.20 -> 3.21 (None if it does not parse)."""
    head, dot, last = prefix.rpartition(".")
    return f"{head}{dot}{int(last) + 1}" if last.isdigit() else None
