"""Shared wording for renderers: category marks, status lines and the summary line.

Everything here formats facts and results that the engine already decided on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.findings import Report, RuleResult, Severity, Status
from envcheck.rules import FAMILIES

if TYPE_CHECKING:
    from envcheck.facts import Facts

MARKS = {"ok": "✓", "warn": "!", "error": "✗", "skip": "·", "crash": "☠"}
SEVERITY_MARK = {Severity.ERROR: "✗", Severity.WARN: "!", Severity.INFO: "i"}


def category_state(results: list[RuleResult]) -> str:
    """"error", "warn", "crash", "skip" (nothing ran) or "ok"."""
    worst = max((f.severity for r in results for f in r.findings), default=None)
    if worst is Severity.ERROR:
        return "error"
    if any(r.status is Status.CRASH for r in results):
        return "crash"
    if worst is Severity.WARN:
        return "warn"
    return "skip" if all(r.status is Status.SKIP for r in results) else "ok"


def _platform(f: Facts) -> str:
    p = f.platform
    where = ", ".join(filter(None, (p.distro, f"glibc {p.glibc}" if p.glibc else None,
                                    "WSL2" if p.wsl else None, f"{p.container} container" if p.container else None)))
    return f"{p.system} {p.release} {p.machine}" + (f" ({where})" if where else "")


def _python(f: Facts) -> str:
    py = f.python
    env = "conda" if py.conda else "virtualenv" if py.virtualenv else "system"
    return f"{py.implementation} {py.version} at {py.executable} ({env} {py.prefix})"


def _packages(f: Facts) -> str:
    shown = [d for d in f.packages.distributions if not d.name.startswith("nvidia-")]
    wheels = len(f.packages.distributions) - len(shown)
    text = ", ".join(f"{d.name} {d.version}" for d in shown) or "no TensorFlow-related packages"
    return text + (f", {wheels} NVIDIA CUDA wheel(s)" if wheels else "")


def _tensorflow(f: Facts) -> str:
    tf = f.tensorflow
    if not tf.installed:
        return "not installed"
    if tf.is_cuda_build:
        kind = f"CUDA {tf.cuda_version} / cuDNN {tf.cudnn_version} build"
    elif tf.is_rocm_build:
        kind = "ROCm build"
    else:
        kind = "CPU-only build" if tf.is_cuda_build is False else "build unknown"
    return f"{tf.distribution} {tf.version}, {kind} (from {tf.build_info_source or 'nowhere'})"


def _driver(report: Report) -> str:
    d, branch = report.facts.driver, report.driver_branch_cuda
    version = d.library_version or d.kernel_module_version
    if version is None and d.cuda_driver_version is None:
        return "not loaded"
    if d.cuda_driver_version:
        return f"{version or 'version unknown'} (supports CUDA {d.cuda_driver_version})"
    return f"{version}" + (f" (its branch supports CUDA up to {branch})" if branch else "")


def _cuda(f: Facts) -> str:
    c = f.cuda
    if c.error:
        return c.error
    found = sum(1 for lib in c.libraries if lib.path)
    missing = [lib.soname for lib in c.libraries if not lib.path]
    toolkits = ", ".join(f"{t.version or '?'} in {t.path}" for t in c.toolkits)
    cudnn = f", cuDNN {c.cudnn_version}" if c.cudnn_version else ""
    return (f"{found} of {len(c.libraries)} libraries found{cudnn}"
            + (f" (not found: {', '.join(missing)})" if missing else "")
            + (f"; toolkit {toolkits}" if toolkits else ""))


def _gpus(f: Facts) -> str:
    gpus = f.driver.gpus
    if not gpus:
        pci = f.driver.pci_gpus
        return f"none enumerated ({len(pci)} NVIDIA device(s) on the PCI bus)" if pci else "none"
    return "; ".join(f"{g.index}: {g.name} (CC {g.compute_capability or '?'})" for g in gpus)


def _environment(f: Facts) -> str:
    shown = [v for v in f.environment.variables if v.name in ("CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER",
                                                               "TF_USE_LEGACY_KERAS", "LD_LIBRARY_PATH")]
    return ", ".join(f"{v.name}={v.value}" for v in shown) or f"{len(f.environment.variables)} relevant variable(s) set"


def _runtime(f: Facts) -> str:
    p = f.probe
    if not p.ran:
        return f"not run: {p.skipped}"
    if p.error or p.import_error:
        return "import failed" if p.import_error else p.error or "failed"
    gpus = ", ".join(g.device_name or g.name for g in p.physical_gpus) or "no GPU"
    took = f"{p.seconds:g} s" if p.seconds is not None else "an unknown time"
    return f"imported in {took}; devices: CPU, {gpus}; XLA {'works' if p.xla == 'ok' else 'fails'}"


def _bench(f: Facts) -> str:
    if not f.bench:
        gpu = "doctor --bench" if f.driver.gpus else "no NVIDIA GPU; doctor --bench --device cpu tests the CPU"
        return f"not run ({gpu})"
    return "; ".join(f"{'CPU' if b.device == 'cpu' else f'GPU {b.index}'}: "
                     + (f"failed ({b.error})" if b.error else
                        f"{b.peak_fp32.tflops.median:.1f} TFLOP/s float32" if b.peak_fp32 else "no result")
                     for b in f.bench)


def _conda(f: Facts) -> str:
    c = f.conda
    if c is None:
        return "not a conda environment"
    if c.error:
        return c.error
    shown = ", ".join(f"{p.name} {p.version}" for p in c.packages) or "no CUDA or TensorFlow packages"
    return f"{c.prefix}: {shown}"


def _wsl(f: Facts) -> str:
    w = f.wsl
    if w is None:
        return "not WSL2"
    return (f"kernel {w.kernel}, /dev/dxg {'present' if w.dxg else 'missing'}, "
            f"libcuda.so.1 -> {w.libcuda or 'not found'}")


def _dockerfile(f: Facts) -> str:
    d = f.dockerfile
    if d is None:
        return "not checked"
    if d.error:
        return d.error
    tools = sorted({i.tool for i in d.installs})
    installs = f"{len(d.installs)} package(s) installed with {', '.join(tools)}" if tools else "no package installs"
    return f"FROM {d.base} ({len(d.stages)} stage(s)), {installs}"


_STATUS = {"PLAT": _platform, "PY": _python, "PKG": _packages, "TF": _tensorflow, "RT": _runtime,
           "CUDA": _cuda, "GPU": _gpus, "ENV": _environment, "BENCH": _bench, "DOCK": _dockerfile,
           "WSL": _wsl, "CONDA": _conda}


def categories(report: Report) -> list[tuple[str, str, str, list[RuleResult]]]:
    """(title, state, status line, results) per family, in display order."""
    out = []
    for family, title in FAMILIES.items():  # the engine stamps each result with its family's title
        results = [r for r in report.results if r.category == title]
        if results:
            status = _driver(report) if family == "DRV" else _STATUS[family](report.facts)
            out.append((title, category_state(results), status, results))
    return out


def summary_line(report: Report) -> str:
    """"2 errors, 1 warning, 1 note; 25 rules: 17 passed, 3 failed, 5 skipped"."""
    counts = {s: sum(1 for r in report.results if r.status is s) for s in Status}
    parts = [f"{counts[Status.PASS]} passed", f"{counts[Status.FAIL]} failed", f"{counts[Status.SKIP]} skipped"]
    if counts[Status.CRASH]:
        parts.append(f"{counts[Status.CRASH]} crashed")
    e, w, i = (report.count(s) for s in (Severity.ERROR, Severity.WARN, Severity.INFO))
    return (f"{e} error{'s' * (e != 1)}, {w} warning{'s' * (w != 1)}, {i} note{'s' * (i != 1)}; "
            f"{len(report.results)} rules: {', '.join(parts)}")
