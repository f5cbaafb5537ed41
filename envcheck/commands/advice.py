"""`matrix` and `recommend`: the compat tables asked about releases, or about this machine."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from envcheck.commands.common import current_tables, friendly_errors
from envcheck.errors import ReportError
from envcheck.gather import Plan, gather

if TYPE_CHECKING:
    from envcheck.advise import Filters, MatrixAnswer, Recommendation, ReleaseAnswer
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["matrix", "recommend"]


def _release(tables: Tables, spec: str, filters: Filters) -> ReleaseAnswer:
    from envcheck.advise import ReleaseAnswer, assess, release_view

    match = tables.release(spec.rsplit("==", maxsplit=1)[-1].strip())
    if match is None:
        known = f"{tables.releases[0].line} to {tables.newest.line}"
        msg = f"{spec!r}: not a TensorFlow version in the tables ({known})"
        raise ReportError(msg)
    return ReleaseAnswer(fit=assess(tables, match.release, filters), view=release_view(match.release, tables),
                         filters=filters, notes=(match.note,) if match.note else ())


@friendly_errors()
def matrix(spec: str | None = None, *, cuda: str | None = None, driver: str | None = None, gpu: str | None = None,
           python: str | None = None, windows: bool = False) -> MatrixAnswer | ReleaseAnswer:
    """What release ``spec`` needs, or which releases fit the versions given, and why the others do not."""
    from envcheck.advise import Filters, MatrixAnswer, assess_all, check_versions, release_view, resolve_gpu

    tables = current_tables()
    try:
        check_versions(cuda=cuda, driver=driver, python=python)
        cc, name = resolve_gpu(tables, gpu) if gpu else (None, None)
    except ValueError as exc:
        raise ReportError(str(exc)) from None
    filters = Filters(cuda=cuda, driver=driver, gpu=cc, gpu_name=name or gpu, python=python, windows=windows,
                      windows_driver=windows)
    if spec:
        return _release(tables, spec, filters)
    found = assess_all(tables, filters)
    answer = MatrixAnswer(fits=found, views={f.release.line: release_view(f.release, tables) for f in found},
                          filters=filters)
    if answer.ok:
        return answer
    from envcheck.advise import smallest_changes

    return dataclasses.replace(answer, changes=smallest_changes(tables, filters))


@friendly_errors()
def recommend(system: System, *, python: str | None = None, online: bool = False) -> Recommendation:
    """The TensorFlow to install (or keep) here; with --online, its notes say what PyPI has."""
    from envcheck.advise import recommend as recommend_for

    tables = current_tables()
    advice = recommend_for(gather(system, Plan(python=python), tables=tables), tables)
    if not (online and advice.release):
        return advice
    from envcheck.advise import pypi_notes
    from envcheck.online import pypi_releases

    released = pypi_releases()
    extra = pypi_notes(advice.release, released, tables) if released else ()
    return dataclasses.replace(advice, notes=advice.notes + extra)
