"""Check a Dockerfile before building it: the same tables and rules as `doctor`, over what the file says."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from envcheck import __version__
from envcheck.collect.dockerfile import parse_dockerfile
from envcheck.engine import diagnose
from envcheck.errors import DockerfileError
from envcheck.facts import Facts
from envcheck.system import LocalSystem

if TYPE_CHECKING:
    from collections.abc import Iterable

    from envcheck.findings import Report
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["check_dockerfile"]


def check_dockerfile(path: str = "Dockerfile", *, system: System | None = None, tables: Tables | None = None,
                     ignore: Iterable[str] = ()) -> Report:
    """Run the DOCK rules over a Dockerfile; raise DockerfileError when it cannot be read."""
    text = (system or LocalSystem()).read_text(path)
    if text is None:
        msg = f"{path} cannot be read"
        raise DockerfileError(msg)
    d = parse_dockerfile(text, path)
    facts = Facts(envcheck_version=__version__,
                  collected_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"), dockerfile=d)
    return diagnose(facts, tables=tables, select=("DOCK",), ignore=ignore)
