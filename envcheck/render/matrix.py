"""`envcheck matrix` and `envcheck recommend` as text and JSON (formatting only; envcheck.advise decides)."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

from envcheck.advise import ReleaseAnswer
from envcheck.render.gpus import text_table
from envcheck.sanitize import terminal_safe

if TYPE_CHECKING:
    from envcheck.advise import Filters, Fit, MatrixAnswer, Recommendation, ReleaseView

__all__ = ["matrix_json", "matrix_text", "recommendation_json", "recommendation_text", "release_json", "release_text",
           "render_matrix", "render_recommendation"]

_NONE = "-"


def _cell(value: str | tuple[str, ...] | None) -> str:
    if not value:
        return _NONE
    return ", ".join(value) if isinstance(value, tuple) else value


def _lines(fits: list[Fit]) -> str:
    """Release lines as ranges of consecutive table rows: "2.16-2.21, 1.15"."""
    if not fits:
        return ""
    keys = [f.release.line for f in fits]
    return keys[-1] + "-" + keys[0] if len(keys) > 1 else keys[0]


def _pythons(view: ReleaseView, *, windows: bool = False) -> str:
    pythons = view.windows_python if windows and view.windows_python else view.python
    if not pythons:
        return _NONE
    return pythons[0] if len(pythons) == 1 else f"{pythons[0]}-{pythons[-1]}"


def _row(fit: Fit, view: ReleaseView, *, windows: bool) -> list[str]:
    driver = fit.driver or (view.driver_windows if windows else view.driver_linux)
    return [fit.release.line, _pythons(view, windows=windows), view.cuda_build, view.cudnn, _cell(driver),
            view.gpu_package, "; ".join(fit.notes)]


def _header(*, windows: bool) -> list[str]:
    return ["TensorFlow", "Python", "CUDA", "cuDNN", "driver (Windows)" if windows else "driver (Linux)", "install",
            "notes"]


def _groups(fits: tuple[Fit, ...]) -> list[tuple[str, list[Fit]]]:
    """Runs of adjacent release lines ruled out by the same first constraint."""
    groups: list[tuple[str, list[Fit]]] = []
    previous: Fit | None = None
    for fit in fits:
        if fit.status == "ruled out":
            first = fit.failed[0].constraint
            if groups and previous is groups[-1][1][-1] and groups[-1][0] == first:
                groups[-1][1].append(fit)
            else:
                groups.append((first, [fit]))
        previous = fit
    return groups


def matrix_text(fits: tuple[Fit, ...], views: dict[str, ReleaseView], filters: Filters,
                changes: tuple[str, ...], *, verbose: bool = False) -> str:
    """The releases that fit, those unverified, and why the others are ruled out."""
    windows = filters.windows_driver
    good = [f for f in fits if f.status == "fits"]
    unverified = [f for f in fits if f.status == "unverified"]
    ruled_out = [f for f in fits if f.status == "ruled out"]
    out = []
    if good:
        out += text_table(_header(windows=windows), [_row(f, views[f.release.line], windows=windows) for f in good])
    else:
        out.append("No release fits " + ", ".join(_given(filters)) + ".")
    if unverified:
        out += ["", "Unverified (untested here; expected to fail):"]
        reasons = [(f, next(c.reason for c in f.checks if c.unverified)) for f in unverified]
        if verbose:
            out += [f"  {f.release.line}: {why}" for f, why in reasons]
        else:
            floor = unverified[0].driver
            out.append(f"  {_lines(unverified)} ({len(unverified)}), e.g. {unverified[0].release.line}: {reasons[0][1]}"
                       + (f"; with driver {floor} or newer at least" if floor else ""))
    if ruled_out:
        out += ["", "Ruled out:"]
        if verbose:
            out += [f"  {f.release.line}: " + "; ".join(f"{c.constraint}: {c.reason}" for c in f.failed)
                    for f in ruled_out]
        else:
            for constraint, group in _groups(fits):
                first = group[0]
                out.append(f"  {_lines(group)} ({len(group)}) by {constraint}"
                           + (f", e.g. {first.release.line}: " if len(group) > 1 else ": ") + first.failed[0].reason)
            out.append("  (--verbose lists every release and every constraint it fails)")
    if not good and changes:
        out += ["", "Smallest change that would fit:", *(f"  - {c}" for c in changes)]
    elif not good:
        out += ["", "No change of one or two of the constraints given makes a release fit."]
    return "\n".join(out)


def _given(filters: Filters) -> list[str]:
    parts = {"python": f"Python {filters.python}", "windows": "native Windows", "cuda": f"CUDA {filters.cuda}",
             "driver": f"driver {filters.driver}",
             "gpu": f"{filters.gpu_name or 'a GPU'} (compute capability {filters.gpu})"}
    return [parts[n] for n in filters.given]


def _fit_data(fit: Fit, view: ReleaseView) -> dict[str, object]:
    return {**dataclasses.asdict(view), "status": fit.status, "driver": fit.driver, "notes": list(fit.notes),
            "pins": list(fit.pins),
            "checks": [{"constraint": c.constraint, "ok": c.ok, "unverified": c.unverified, "reason": c.reason}
                       for c in fit.checks]}


def matrix_json(fits: tuple[Fit, ...], views: dict[str, ReleaseView], changes: tuple[str, ...]) -> str:
    """{"fits": [...], "unverified": [...], "ruled_out": [...], "changes": [...]}, newest first."""
    data = {kind.replace(" ", "_"): [_fit_data(f, views[f.release.line]) for f in fits if f.status == kind]
            for kind in ("fits", "unverified", "ruled out")}
    return json.dumps({**data, "changes": list(changes)}, indent=2)


def release_text(fit: Fit, view: ReleaseView, filters: Filters, notes: tuple[str, ...]) -> str:
    """One release as a readable table, and, when filters are given, each check."""
    rows = [
        ("TensorFlow", f"{view.tensorflow} (newest patch {view.newest_patch})"),
        ("Python", _pythons(view) + (f" (Windows: {_pythons(view, windows=True)})" if view.windows_python else "")),
        ("CUDA", f"{view.cuda} (the wheel is built with {view.cuda_build})"),
        ("cuDNN", _cell(view.cudnn)),
        ("driver (Linux)", (f"{view.driver_linux} or newer (CUDA {view.cuda_build}'s own: "
                            f"{_cell(view.driver_linux_exact)})")),
        ("driver (Windows)", _cell(view.driver_windows) if view.windows_native_gpu else
         "no GPU on native Windows: use WSL2"),
        ("install", _cell(view.gpu_package)),
        ("GPU kernels", _cell(view.compute_capabilities)),
        ("Keras", _cell(view.keras)),
        ("NumPy", _cell(view.numpy)),
        ("protobuf", _cell(view.protobuf)),
    ]
    if fit.driver and filters.given:
        rows.append(("driver needed", f"{fit.driver} or newer, for the constraints given"))
    out = [f"{k:17} {v}" for k, v in rows]
    out += [f"patch: {n}" for n in view.patch_notes]
    if filters.given:
        verdict = {"fits": "fits", "unverified": "is unverified", "ruled out": "is ruled out"}[fit.status]
        out += ["", f"TensorFlow {fit.release.line} {verdict} for " + ", ".join(_given(filters)) + ":"]
        out += [f"  {'ok' if c.ok and not c.unverified else '??' if c.ok else 'NO'}  {c.constraint}: {c.reason}"
                for c in fit.checks]
        out += [f"  pin: {p}" for p in fit.pins]
    out += [f"note: {n}" for n in notes]
    return "\n".join(out)


def release_json(fit: Fit, view: ReleaseView, notes: tuple[str, ...]) -> str:
    """One release with its checks, as JSON."""
    return json.dumps({**_fit_data(fit, view), "notes": [*fit.notes, *notes]}, indent=2)


def recommendation_text(advice: Recommendation) -> str:
    """What to install (or keep), with the exact commands; or why nothing fits and what to change."""
    if advice.release is None:
        return "No TensorFlow will use the GPUs here as things are:\n" + "\n".join(f"  - {b}" for b in advice.blockers)
    if advice.keep:
        head = f"Keep TensorFlow {advice.installed}:"
    else:
        head = (f"Install TensorFlow {advice.release.newest_patch} (CUDA {advice.release.cuda_build}, cuDNN "
                f"{advice.release.cudnn})" + (f", replacing {advice.installed}" if advice.installed else "") + ":")
    return "\n".join([head, *(f"  $ {c}" for c in advice.commands), *(f"  note: {n}" for n in advice.notes)])


def recommendation_json(advice: Recommendation) -> str:
    """The recommendation as JSON."""
    return json.dumps({"tensorflow": advice.release.line if advice.release else None,
                       "version": advice.release.newest_patch if advice.release else None,
                       "installed": advice.installed, "keep": advice.keep,
                       "commands": list(advice.commands), "notes": list(advice.notes),
                       "blockers": list(advice.blockers)}, indent=2)


def render_recommendation(advice: Recommendation, *, json_out: bool = False) -> str:
    """`envcheck recommend`'s answer as JSON or as text."""
    return recommendation_json(advice) if json_out else terminal_safe(recommendation_text(advice))


def render_matrix(answer: MatrixAnswer | ReleaseAnswer, *, json_out: bool = False, verbose: bool = False) -> str:
    """`envcheck matrix`'s answer as JSON or as text (the tables may be downloaded: outside text)."""
    if isinstance(answer, ReleaseAnswer):
        return (release_json(answer.fit, answer.view, answer.notes) if json_out
                else terminal_safe(release_text(answer.fit, answer.view, answer.filters, answer.notes)))
    return (matrix_json(answer.fits, answer.views, answer.changes) if json_out
            else terminal_safe(matrix_text(answer.fits, answer.views, answer.filters, answer.changes, verbose=verbose)))
