"""`envcheck matrix` and `envcheck recommend`: the compat tables put to questions (pure functions).

matrix: what a TensorFlow release needs, or which releases fit a CUDA, a driver, a GPU, a Python.
recommend: the newest TensorFlow that will use this machine's GPUs, and the commands to install it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from envcheck.collect.packages import TF_FLAVOURS
from envcheck.compat import cuda_serves, cudnn_pin, driver_runs_cuda, gpu_runs_build, python_fits
from envcheck.rules._common import pip
from envcheck.tables import Release, Tables, version_tuple

if TYPE_CHECKING:
    from envcheck.facts import Facts

__all__ = ["Fit", "Recommendation", "fits", "pypi_notes", "recommend", "release_view"]


def release_view(rel: Release, tables: Tables) -> dict[str, object]:
    """Everything a release line needs, flattened for a table or JSON."""
    linux, linux_exact = tables.driver_floor(rel.cuda_build)
    windows, _ = tables.driver_floor(rel.cuda_build, windows=True)
    return {
        "tensorflow": rel.line,
        "python": list(rel.python),
        "cuda": rel.cuda,
        "cuda_build": rel.cuda_build,
        "cudnn": rel.cudnn,
        "driver_linux": linux,
        "driver_linux_exact": linux_exact,
        "driver_windows": windows if rel.windows_native_gpu else None,
        "keras": list(rel.keras),
        "numpy": list(rel.numpy),
        "protobuf": list(rel.protobuf),
        "compute_capabilities": list(rel.compute_capabilities),
        "gpu_package": rel.gpu_package,
        "windows_native_gpu": rel.windows_native_gpu,
        "sources": list(rel.sources[:2]),
    }


@dataclass(frozen=True)
class Fit:
    """A release line that passes the filters, and notes about how."""

    release: Release
    notes: tuple[str, ...] = ()


def _driver_fits(rel: Release, driver: str, tables: Tables, *, windows: bool) -> str | None:
    """None when the driver is too old, else a note ('' when nothing to say)."""
    fit = driver_runs_cuda(tables, driver, rel.cuda_build, windows=windows)
    if not fit.runs:
        return None
    return fit.reason if fit.how == "minor_version" else ""


def _gpu_fits(rel: Release, cc: str, tables: Tables, driver: str | None = None, *, windows: bool = False) -> str | None:
    """None when the release cannot use a GPU of this compute capability (with this driver), else a note."""
    on = driver_runs_cuda(tables, driver, rel.cuda_build, windows=windows) if driver else None
    fit = gpu_runs_build(tables, rel, cc, driver=on, windows=windows)
    if not fit.runs:
        return None
    return fit.reason if fit.how == "ptx" else ""


_EXAMPLES = {"CUDA": "12.2", "driver": "535.104.05", "Python": "3.11"}


def fits(tables: Tables, *, cuda: str | None = None, driver: str | None = None, gpu: str | None = None,
         python: str | None = None, windows: bool = False) -> tuple[Fit, ...]:
    """Release lines (newest first) that fit every filter given; a GPU is a name or a compute capability.

    Raises ValueError for a filter that is not a version ("abc") or a GPU the tables do not know.
    """
    for what, value in (("CUDA", cuda), ("driver", driver), ("Python", python)):
        if value is not None and not re.fullmatch(r"\d{1,4}(?:\.\d{1,6}){0,3}", value.strip()):
            msg = f"{what} {value!r} is not a version (e.g. {_EXAMPLES[what]})"
            raise ValueError(msg)
    cc = gpu if gpu and re.fullmatch(r"\d+\.\d+", gpu) else tables.compute_capability_of(gpu) if gpu else None
    if gpu and cc is None:
        msg = f"GPU {gpu!r} is not in the compat tables; give its compute capability instead (e.g. 6.1)"
        raise ValueError(msg)
    found = []
    for rel in reversed(tables.releases):
        notes: list[str] = []
        if python and not python_fits(rel, python):
            continue
        if cuda and not cuda_serves(tables, rel, cuda):
            continue
        if windows and not rel.windows_native_gpu:
            continue
        driver_note = _driver_fits(rel, driver, tables, windows=windows) if driver else ""
        gpu_note = _gpu_fits(rel, cc, tables, driver, windows=windows) if cc else ""
        if driver_note is None or gpu_note is None:
            continue
        notes += [n for n in (driver_note, gpu_note) if n]
        found.append(Fit(rel, tuple(notes)))
    return tuple(found)


@dataclass(frozen=True)
class Recommendation:
    """What to install on this machine, or what to upgrade first."""

    release: Release | None
    commands: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    blockers: tuple[str, ...] = ()  # why nothing fits, with what to upgrade


def _gpu_ccs(facts: Facts, tables: Tables) -> list[str]:
    ccs = [g.compute_capability for g in facts.driver.gpus if g.compute_capability]
    if not ccs:  # no driver: the PCI ids still name the cards
        ccs = [m.compute_capability for m in (tables.gpu_model(pci_device_id=p.device_id)
                                               for p in facts.driver.pci_gpus) if m]
    return ccs


def _removals(facts: Facts) -> tuple[str, ...]:
    flavours = sorted(d.name for d in facts.packages.distributions if d.name in TF_FLAVOURS and d.name != "tensorflow")
    return (f"{pip(facts)} uninstall -y {' '.join(flavours)}",) if flavours else ()


def _pins(rel: Release, ccs: list[str], tables: Tables, facts: Facts) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cuDNN pin an older GPU needs when the release's extra would pull a cuDNN that dropped it."""
    cudnn = next((r for r in rel.and_cuda if r.startswith("nvidia-cudnn-cu")), None)
    if not cudnn or not ccs:
        return (), ()
    oldest = min(ccs, key=version_tuple)
    upper = cudnn_pin(tables, cudnn, oldest)
    requirement = re.match(r"([\w-]+)(.*)", cudnn)
    if upper is None or requirement is None:
        return (), ()
    name, lower = requirement.groups()
    low = ",".join(part for part in lower.split(",") if part.startswith(">"))
    return ((f"{pip(facts)} install '{name}{low},{upper}'",),
            ((f"cuDNN {upper.lstrip('<')} and later dropped compute capability {oldest}: the pin keeps a "
              f"cuDNN that still supports it"),))


def recommend(facts: Facts, tables: Tables) -> Recommendation:
    """The newest TensorFlow that will use this machine's GPUs, and how to install it."""
    py = ".".join(facts.python.version.split(".")[:2])
    system, ccs = facts.platform.system, _gpu_ccs(facts, tables)
    driver = facts.driver.library_version or facts.driver.kernel_module_version
    windows = system == "Windows" and not facts.platform.wsl
    if system == "Darwin":
        options = fits(tables, python=py)
        if not options:
            return Recommendation(None, blockers=(f"no TensorFlow release supports Python {py}",))
        commands = (*_removals(facts), f"{pip(facts)} install tensorflow tensorflow-metal")
        return Recommendation(options[0].release, commands,
                              ("on macOS the GPU is reached through Apple's tensorflow-metal plug-in",))
    options = fits(tables, python=py, windows=windows)
    host_windows = windows or facts.platform.wsl
    usable = [f for f in options
              if all(_gpu_fits(f.release, cc, tables, driver, windows=host_windows) is not None for cc in ccs)]
    if driver:
        usable = [f for f in usable if _driver_fits(f.release, driver, tables, windows=host_windows) is not None]
    if not usable:
        return Recommendation(None, blockers=_blockers(facts, tables, py, ccs, driver, windows=windows))
    rel = usable[0].release
    notes = list(usable[0].notes) + [n for cc in ccs if (n := _gpu_fits(rel, cc, tables, driver, windows=host_windows))]
    if windows:
        return Recommendation(rel, (*_removals(facts), f"{pip(facts)} install 'tensorflow<2.11'"),
                              ((f"native Windows: install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} from "
                                f"NVIDIA; for newer TensorFlow use WSL2"), *notes))
    install = (f"{pip(facts)} install 'tensorflow[and-cuda]=={rel.line}.*'" if rel.and_cuda else
               f"{pip(facts)} install '{rel.gpu_package}=={rel.line}.*'")
    pins, pin_notes = _pins(rel, ccs, tables, facts)
    if not rel.and_cuda:
        notes.append(f"install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} and put them on LD_LIBRARY_PATH")
    if not driver:
        family, _ = tables.driver_floor(rel.cuda_build)
        notes.append(f"then install the NVIDIA driver {family} or newer")
    return Recommendation(rel, (*_removals(facts), install, *pins), (*notes, *pin_notes))


def _blockers(facts: Facts, tables: Tables, py: str, ccs: list[str], driver: str | None, *,
              windows: bool) -> tuple[str, ...]:
    blockers = []
    if not fits(tables, python=py):
        newest = tables.newest
        blockers.append(f"no TensorFlow supports Python {py}: install Python {newest.python[-1]} "
                        f"(TensorFlow {newest.line} supports {', '.join(newest.python)})")
    if windows and not fits(tables, python=py, windows=True):
        blockers.append("TensorFlow's GPU support on native Windows ended with 2.10 (Python 3.10 at most): use WSL2")
    if driver:
        newest = tables.newest
        family, _ = tables.driver_floor(newest.cuda_build, windows=windows or facts.platform.wsl)
        if family and version_tuple(driver) < version_tuple(family):
            blockers.append(f"driver {driver} is too old for TensorFlow {newest.line} (CUDA {newest.cuda_build}): "
                            f"upgrade it to {family} or newer")
    blockers += [f"no TensorFlow in the tables runs on compute capability {cc}" for cc in ccs
                 if not fits(tables, gpu=cc)]
    return tuple(blockers) or ("no release fits every constraint here; see `envcheck matrix`",)


def pypi_notes(release: Release, released: list[str], tables: Tables) -> tuple[str, ...]:
    """What PyPI's release list (newest first) adds to a recommendation of ``release``."""
    patch = next((v for v in released if v.startswith(release.line + ".")), None)
    notes = [f"PyPI's newest {release.line} release: {patch}" if patch else f"PyPI lists no {release.line} release"]
    newer = [v for v in released if version_tuple(v)[:2] > version_tuple(tables.newest.line)]
    if newer:
        notes.append(f"PyPI has {newer[0]}, newer than the tables know (`envcheck tables update`)")
    return tuple(notes)
