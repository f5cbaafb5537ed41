"""`envcheck matrix` and `envcheck recommend`: the compat tables put to questions (pure functions).

matrix: what a TensorFlow release needs, or which releases fit a CUDA, a driver, a GPU, a Python, and
for each release ruled out, which constraint did it; when nothing fits, the smallest change that would.
recommend: the newest TensorFlow that will use this machine's GPUs, and the commands to install it.
Every answer comes from envcheck.compat, the one query layer over the tables.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, Literal

from envcheck._frozen import Frozen
from envcheck.compat import (
    arch_driver_floor,
    cuda_serves,
    cudnn_pin,
    driver_newer_than_tables,
    driver_runs_cuda,
    gpu_runs_build,
    python_fits,
    wheel_pythons,
)
from envcheck.rules._common import flavour_removals, line_install, pip, python_minor
from envcheck.tables import Release, Tables, version_tuple

if TYPE_CHECKING:
    from envcheck.compat import DriverFit
    from envcheck.facts import Facts

__all__ = [
    "Check",
    "Filters",
    "Fit",
    "MatrixAnswer",
    "Recommendation",
    "ReleaseAnswer",
    "ReleaseView",
    "assess",
    "assess_all",
    "check_versions",
    "fits",
    "pypi_notes",
    "recommend",
    "release_view",
    "resolve_gpu",
    "smallest_changes",
]

Status = Literal["fits", "unverified", "ruled out"]


class ReleaseView(Frozen):
    """Everything a release line shows in a table or JSON, flattened (its newest patch release)."""

    tensorflow: str  # the line: "2.16"
    newest_patch: str
    python: tuple[str, ...]
    windows_python: tuple[str, ...]  # the Windows wheels' Pythons where they differ from `python`, else ()
    cuda: str
    cuda_build: str
    cudnn: str
    driver_linux: str | None  # the family minimum under minor-version compatibility
    driver_linux_exact: str | None  # the toolkit's own minimum
    driver_windows: str | None  # None: no GPU on native Windows
    keras: tuple[str, ...]
    numpy: tuple[str, ...]
    protobuf: tuple[str, ...]
    compute_capabilities: tuple[str, ...]
    gpu_package: str
    and_cuda: tuple[str, ...]
    windows_native_gpu: bool
    patch_notes: tuple[str, ...]
    sources: tuple[str, ...]  # the first two


def release_view(rel: Release, tables: Tables) -> ReleaseView:
    """Everything a release line needs, flattened for a table or JSON (its newest patch release)."""
    rel = rel.at(rel.newest_patch)
    linux, linux_exact = tables.driver_floor(rel.cuda_build)
    windows, _ = tables.driver_floor(rel.cuda_build, windows=True)
    return ReleaseView(
        tensorflow=rel.line, newest_patch=rel.newest_patch, python=rel.python,
        windows_python=rel.windows_python if rel.windows_python != rel.python else (), cuda=rel.cuda,
        cuda_build=rel.cuda_build, cudnn=rel.cudnn, driver_linux=linux, driver_linux_exact=linux_exact,
        driver_windows=windows if rel.windows_native_gpu else None, keras=rel.keras, numpy=rel.numpy,
        protobuf=rel.protobuf, compute_capabilities=rel.compute_capabilities, gpu_package=rel.gpu_package,
        and_cuda=rel.and_cuda, windows_native_gpu=rel.windows_native_gpu,
        patch_notes=tuple(p.note for p in rel.patches if p.note), sources=rel.sources[:2])


class Filters(Frozen):
    """What the machine has (or what the user asks about); None where it does not matter."""

    cuda: str | None = None
    driver: str | None = None
    gpu: str | None = None  # a compute capability ("6.1"), resolved from a name by resolve_gpu
    gpu_name: str | None = None
    python: str | None = None
    windows: bool = False  # native Windows: its wheels and its driver numbers
    windows_driver: bool = False  # a Windows driver (also under WSL2)

    @property
    def given(self) -> tuple[str, ...]:
        """The constraints that were given, in the order they are checked."""
        names = ("python", "windows", "cuda", "driver", "gpu")
        return tuple(n for n in names if getattr(self, n))


class Check(Frozen):
    """One constraint against one release: passed or not, and why."""

    constraint: str  # "python", "windows", "cuda", "driver", "gpu"
    ok: bool
    reason: str
    unverified: bool = False


class Fit(Frozen):
    """A release line against the filters: whether it fits, every check, and what it needs."""

    release: Release
    notes: tuple[str, ...] = ()
    status: Status = "fits"
    checks: tuple[Check, ...] = ()
    driver: str | None = None  # the lowest driver for this release (and GPU)
    pins: tuple[str, ...] = ()  # requirements to add to the install (a cuDNN that keeps an older GPU)

    @property
    def failed(self) -> tuple[Check, ...]:
        """The checks that rule the release out."""
        return tuple(c for c in self.checks if not c.ok)


class ReleaseAnswer(Frozen):
    """`envcheck matrix RELEASE`: one release line against the filters."""

    fit: Fit
    view: ReleaseView
    filters: Filters
    notes: tuple[str, ...] = ()  # about the version asked for, e.g. a patch release the tables do not list

    @property
    def ok(self) -> bool:
        """Whether the release fits."""
        return self.fit.status == "fits"


class MatrixAnswer(Frozen):
    """`envcheck matrix`: every release line against the filters, newest first."""

    fits: tuple[Fit, ...]
    views: dict[str, ReleaseView]  # by release line
    filters: Filters
    changes: tuple[str, ...] = ()  # when nothing fits: the smallest changes of the filters that would

    @property
    def ok(self) -> bool:
        """Whether some release fits."""
        return any(f.status == "fits" for f in self.fits)


def resolve_gpu(tables: Tables, gpu: str) -> tuple[str, str | None]:
    """(compute capability, model name) for a --gpu value; ValueError naming candidates when ambiguous."""
    if re.fullmatch(r"\d+\.\d+", gpu.strip()):
        return gpu.strip(), None
    for name in (gpu, f"NVIDIA {gpu}", f"NVIDIA GeForce {gpu}", f"Tesla {gpu}"):
        model = tables.gpu_model(name)
        if model is not None:
            return model.compute_capability, model.names[0]
    cc = tables.compute_capability_of(gpu)
    if cc is not None:
        return cc, None
    words = gpu.lower().split()
    candidates = sorted({f"{g.names[0]} ({g.compute_capability})" for g in tables.gpus
                         if any(all(w in n.lower() for w in words) for n in g.names)})
    if candidates:
        msg = (f"GPU {gpu!r} matches models of different compute capabilities: {', '.join(candidates[:8])}"
               + (f" and {len(candidates) - 8} more" if len(candidates) > 8 else "")  # noqa: PLR2004 - a readable list
               + "; name one, or give the compute capability (e.g. --gpu 8.6)")
        raise ValueError(msg)
    msg = (f"GPU {gpu!r} is not in the tables (dated {tables.generated}); give its compute capability instead "
           "(e.g. --gpu 6.1), or run `envcheck tables update`")
    raise ValueError(msg)


def _span(versions: tuple[str, ...]) -> str:
    return f"{versions[0]}-{versions[-1]}" if len(versions) > 1 else (versions[0] if versions else "none")


def _cuda_check(tables: Tables, rel: Release, cuda: str) -> Check:
    serves = cuda_serves(tables, rel, cuda) and (
        rel.cuda_max is None or version_tuple(cuda)[:2] <= version_tuple(rel.cuda_max)[:2])
    why = (f"built with CUDA {rel.cuda_build}" + (f" (its sonames exist only up to CUDA {rel.cuda_max})"
                                                   if rel.cuda_max else "")
           + (": CUDA " + cuda + (" serves it" if serves else " does not provide the libraries it loads")))
    return Check("cuda", serves, why)


def _gpu_check(tables: Tables, rel: Release, filters: Filters, on: DriverFit | None) -> tuple[Check, str | None]:
    fit = gpu_runs_build(tables, rel, filters.gpu or "", driver=on, windows=filters.windows_driver)
    if fit.how in ("sass", "ptx"):
        return Check("gpu", ok=True, reason=fit.reason), fit.driver_floor
    if fit.how in ("unverified", "unknown"):  # unknown: newer than the tables, never a verdict either way
        return Check("gpu", ok=True, reason=fit.reason, unverified=True), fit.driver_floor
    return Check("gpu", ok=False, reason=fit.reason), fit.driver_floor


def assess(tables: Tables, rel: Release, filters: Filters) -> Fit:
    """Check one release line against every filter given."""
    rel = rel.at(rel.newest_patch)
    checks: list[Check] = []
    notes: list[str] = []
    if filters.python:
        ok = python_fits(rel, filters.python, windows=filters.windows)
        pythons = wheel_pythons(rel, windows=filters.windows)
        checks.append(Check("python", ok, f"supports Python {_span(pythons)}"
                            + (" on Windows" if pythons != rel.python else "")
                            + ("" if ok else f", not {filters.python}")))
    if filters.windows:
        checks.append(Check("windows", rel.windows_native_gpu,
                            "GPU on native Windows" if rel.windows_native_gpu else
                            "no GPU on native Windows (that ended with 2.10): use WSL2"))
    if filters.cuda:
        checks.append(_cuda_check(tables, rel, filters.cuda))
    family, exact = tables.driver_floor(rel.cuda_build, windows=filters.windows_driver)
    floors = [f for f in (family or exact,) if f]
    on: DriverFit | None = None
    if filters.driver:
        on = driver_runs_cuda(tables, filters.driver, rel.cuda_build, windows=filters.windows_driver)
        checks.append(Check("driver", on.runs, on.reason))
        notes += [n for n in (driver_newer_than_tables(tables, filters.driver),) if n]
        if on.how == "minor_version":
            notes.append(f"minor-version compatibility: no PTX JIT from CUDA {rel.cuda_build} below driver "
                         f"{on.toolkit_floor or '?'}")
    pins: tuple[str, ...] = ()
    if filters.gpu:
        check, floor = _gpu_check(tables, rel, filters, on)
        checks.append(check)
        floors += [f for f in (floor,) if f]
        arch = arch_driver_floor(tables, filters.gpu, windows=filters.windows_driver)
        if filters.driver and arch and version_tuple(filters.driver) < version_tuple(arch):
            checks.append(Check("driver", ok=False, reason=(f"compute capability {filters.gpu} needs driver {arch} "
                                                            f"or newer, the first that knows the architecture")))
        if check.ok and not check.unverified and "PTX" in check.reason:
            notes.append(check.reason)
        pins = _cudnn_pins(tables, rel, filters.gpu)
        notes += [f"pin {p}: {_pin_reason(p, filters.gpu)}" for p in pins]
    status: Status = ("ruled out" if any(not c.ok for c in checks)
                      else "unverified" if any(c.unverified for c in checks) else "fits")
    driver = max(floors, key=version_tuple, default=None)
    return Fit(rel, tuple(notes), status, tuple(checks), driver, pins)


def _cudnn_pins(tables: Tables, rel: Release, cc: str) -> tuple[str, ...]:
    """The cuDNN requirement to add when the release's extra would pull a cuDNN that dropped the GPU."""
    line = next((r for r in rel.and_cuda if r.startswith("nvidia-cudnn-cu")), None)
    upper = cudnn_pin(tables, line, cc) if line else None
    requirement = re.match(r"([\w-]+)(.*)", line or "")
    if upper is None or requirement is None:
        return ()
    name, spec = requirement.groups()
    low = ",".join(part for part in spec.split(",") if part.startswith(">"))
    return (f"{name}{low},{upper}",)


def _pin_reason(pin: str, cc: str) -> str:
    below = pin.rsplit("<", 1)[-1]
    return f"[and-cuda] would install the newest cuDNN, and {below}+ dropped compute capability {cc}"


def assess_all(tables: Tables, filters: Filters) -> tuple[Fit, ...]:
    """Every release line, newest first, with its checks."""
    return tuple(assess(tables, rel, filters) for rel in reversed(tables.releases))


_EXAMPLES = {"CUDA": "12.2", "driver": "535.104.05", "Python": "3.11"}


def check_versions(*, cuda: str | None = None, driver: str | None = None, python: str | None = None) -> None:
    """Raise ValueError for a filter that is not a version ("abc")."""
    for what, value in (("CUDA", cuda), ("driver", driver), ("Python", python)):
        if value is not None and not re.fullmatch(r"\d{1,4}(?:\.\d{1,6}){0,3}", value.strip()):
            msg = f"{what} {value!r} is not a version (e.g. {_EXAMPLES[what]})"
            raise ValueError(msg)


def fits(tables: Tables, *, cuda: str | None = None, driver: str | None = None, gpu: str | None = None,
         python: str | None = None, windows: bool = False) -> tuple[Fit, ...]:
    """Release lines (newest first) that fit every filter given; a GPU is a name or a compute capability.

    Raises ValueError for a filter that is not a version ("abc") or a GPU the tables do not know.
    """
    check_versions(cuda=cuda, driver=driver, python=python)
    cc, name = resolve_gpu(tables, gpu) if gpu else (None, None)
    filters = Filters(cuda=cuda, driver=driver, gpu=cc, gpu_name=name, python=python, windows=windows,
                      windows_driver=windows)
    return tuple(f for f in assess_all(tables, filters) if f.status == "fits")


def _change(tables: Tables, filters: Filters, dropped: tuple[str, ...]) -> str | None:
    """What dropping these constraints would take, as one sentence, if a release then fits."""
    relaxed = Filters(**{**filters.__dict__, **{name: None if name != "windows" else False for name in dropped}})
    found = next((f for f in assess_all(tables, relaxed) if f.status == "fits"), None)
    if found is None:
        return None
    rel, parts = found.release, []
    for name in dropped:
        if name == "driver":
            parts.append(f"upgrade the driver to {found.driver} or newer (yours: {filters.driver})")
        elif name == "python":
            pythons = wheel_pythons(rel, windows=relaxed.windows)
            parts.append(f"use Python {pythons[-1]} (it supports {_span(pythons)}; yours: {filters.python})")
        elif name == "cuda":
            parts.append(f"use CUDA {rel.cuda_build} libraries" + (f" (pip: tensorflow[and-cuda]=={rel.line}.*)"
                                                               if rel.and_cuda else ""))
        elif name == "windows":
            parts.append("use WSL2 instead of native Windows (the Linux wheel, your Windows driver)")
    pins = f", pinning {', '.join(found.pins)}" if found.pins else ""
    return f"{' and '.join(parts)}: TensorFlow {rel.line} then fits{pins}"


def smallest_changes(tables: Tables, filters: Filters) -> tuple[str, ...]:
    """When no release fits: each smallest set of changed constraints (one, else two) that makes one fit."""
    changeable = [n for n in ("driver", "python", "cuda", "windows") if n in filters.given]
    for size in (1, 2):
        found = [c for dropped in itertools.combinations(changeable, size)
                 if (c := _change(tables, filters, dropped)) is not None]
        if found:
            return tuple(found)
    return ()


class Recommendation(Frozen):
    """What to install on this machine, or what to upgrade first."""

    release: Release | None
    commands: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    blockers: tuple[str, ...] = ()  # why nothing fits, with what to upgrade
    installed: str | None = None  # the TensorFlow already installed, when there is one
    keep: bool = False  # the installed TensorFlow already fits: nothing to install


def _gpu_ccs(facts: Facts, tables: Tables) -> list[str]:
    ccs = [g.compute_capability for g in facts.driver.gpus if g.compute_capability]
    if not ccs:  # no driver: the PCI ids still name the cards
        ccs = [m.compute_capability for m in (tables.gpu_model(pci_device_id=p.device_id)
                                               for p in facts.driver.pci_gpus) if m]
    return ccs


def _driver_source(facts: Facts, floor: str | None) -> str:
    need = f" {floor} or newer" if floor else ""
    if facts.platform.wsl:
        return f"install NVIDIA's Windows driver{need} on the Windows host (none inside WSL2)"
    if facts.platform.container:
        return f"the driver comes from the container's host: it needs the NVIDIA driver{need}"
    return f"install the NVIDIA driver{need}"


def _machine_filters(facts: Facts, cc: str | None) -> Filters:
    windows = facts.platform.system == "Windows" and not facts.platform.wsl
    driver = facts.driver.library_version or facts.driver.kernel_module_version
    name = next((g.name for g in facts.driver.gpus if g.compute_capability == cc), None)
    return Filters(driver=driver, gpu=cc, gpu_name=name, python=python_minor(facts) or None, windows=windows,
                   windows_driver=windows or facts.platform.wsl)


def _usable(tables: Tables, filters: Filters, ccs: list[str]) -> list[Fit]:
    """Releases (newest first) that fit every GPU here; the fit of the oldest GPU is the one kept."""
    per_gpu = [{f.release.line: f for f in assess_all(tables, Filters(**{**filters.__dict__, "gpu": cc}))}
               for cc in sorted(set(ccs), key=version_tuple)] or [
        {f.release.line: f for f in assess_all(tables, filters)}]
    lines = [line for line, fit in per_gpu[0].items() if all(g[line].status == "fits" for g in per_gpu)]
    return [per_gpu[0][line] for line in lines if per_gpu[0][line].status == "fits"]


def recommend(facts: Facts, tables: Tables) -> Recommendation:  # noqa: PLR0911 - one branch per kind of machine
    """The newest TensorFlow that will use this machine's GPUs, and how to install it, from this machine's facts."""
    ccs = _gpu_ccs(facts, tables)
    filters = _machine_filters(facts, min(ccs, key=version_tuple) if ccs else None)
    installed = facts.tensorflow.version if facts.tensorflow.installed else None
    if facts.platform.system == "Darwin":
        options = [f for f in assess_all(tables, Filters(python=filters.python)) if f.status == "fits"]
        if not options:
            return Recommendation(None, blockers=(f"no TensorFlow release supports Python {filters.python}",))
        commands = (*flavour_removals(facts), f"{pip(facts)} install tensorflow tensorflow-metal")
        return Recommendation(options[0].release, commands,
                              ("on macOS the GPU is reached through Apple's tensorflow-metal plug-in",),
                              installed=installed)
    if not ccs and not _nvidia_hint(facts):
        return _cpu_only(facts, tables, filters, installed)
    usable = _usable(tables, filters, ccs)
    if not usable:
        return Recommendation(None, blockers=_blockers(tables, filters, ccs), installed=installed)
    best = usable[0]
    rel = best.release
    notes = list(best.notes)
    driver_note = _driver_source(facts, best.driver) if not filters.driver or facts.platform.container else None
    if installed and (match := tables.release(installed)) and match.release.line in {f.release.line for f in usable}:
        if match.release.line == rel.line or version_tuple(installed)[:2] >= rel.key:
            unseen = "no NVIDIA GPU is visible yet; " if not ccs else ""
            keep = (f"TensorFlow {installed} is installed and fits this machine; nothing to install"
                    + (f" ({unseen}{driver_note})" if driver_note else ""))
            return Recommendation(match.release, (), (keep, *notes), installed=installed, keep=True)
        notes.append(f"TensorFlow {installed} is installed and also fits; {rel.line} is newer")
    if filters.windows:
        return Recommendation(rel, (*flavour_removals(facts), line_install(facts, rel, cuda=True)),
                              ((f"native Windows: install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} from NVIDIA and "
                               "put them on PATH; TensorFlow after 2.10 needs WSL2 for the GPU"), *notes),
                              installed=installed)
    if not rel.and_cuda:
        notes.append(f"install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} and put them on LD_LIBRARY_PATH "
                     f"(TensorFlow {rel.line} has no pip extra for them)")
    if driver_note:
        notes.append(driver_note)
    commands = (*flavour_removals(facts), line_install(facts, rel, cuda=True, pins=best.pins))
    return Recommendation(rel, commands, tuple(notes), installed=installed)


def _nvidia_hint(facts: Facts) -> bool:
    """Any sign that this machine is meant to reach an NVIDIA GPU (a container or WSL2 may just not show it yet)."""
    d = facts.driver
    return bool(d.pci_gpus or d.kernel_module_version or d.library_version or facts.cuda.toolkits
                or facts.platform.container or facts.platform.wsl)


def _cpu_only(facts: Facts, tables: Tables, filters: Filters, installed: str | None) -> Recommendation:
    """No NVIDIA GPU here: the CPU build, or what is installed if it runs."""
    options = [f for f in assess_all(tables, Filters(python=filters.python)) if f.status == "fits"]
    note = "no NVIDIA GPU is visible here: TensorFlow will run on the CPU"
    match = tables.release(installed) if installed else None
    if match is not None:
        return Recommendation(match.release, (), (f"TensorFlow {installed} is installed; {note}",),
                              installed=installed, keep=True)
    if not options:
        return Recommendation(None, blockers=_blockers(tables, filters, []), installed=installed)
    rel = options[0].release
    return Recommendation(rel, (*flavour_removals(facts), line_install(facts, rel, cuda=False)),
                          (note,), installed=installed)


def _blockers(tables: Tables, filters: Filters, ccs: list[str]) -> tuple[str, ...]:
    blockers = []
    newest = tables.newest
    if filters.python and not any(python_fits(r, filters.python) for r in tables.releases):
        blockers.append(f"no TensorFlow supports Python {filters.python}: use Python {newest.python[-1]} "
                        f"(TensorFlow {newest.line} supports {_span(newest.python)}), e.g. "
                        f"`uv venv --python {newest.python[-1]}` or `conda create -n tf python={newest.python[-1]}`")
    blockers += [f"no TensorFlow in the tables runs on compute capability {cc}" for cc in ccs
                 if not fits(tables, gpu=cc)]
    blockers += [c for c in smallest_changes(tables, filters) if not blockers or "Python" not in c]
    return tuple(blockers) or ("no release fits every constraint here; see `envcheck matrix`",)


def pypi_notes(release: Release, released: list[str], tables: Tables) -> tuple[str, ...]:
    """What PyPI's release list (newest first) adds to a recommendation of ``release``."""
    patch = next((v for v in released if v.startswith(release.line + ".")), None)
    notes = [f"PyPI's newest {release.line} release: {patch}" if patch else f"PyPI lists no {release.line} release"]
    newer = [v for v in released if version_tuple(v)[:2] > version_tuple(tables.newest.line)]
    if newer:
        notes.append(f"PyPI has {newer[0]}, newer than the tables know (`envcheck tables update`)")
    return tuple(notes)
