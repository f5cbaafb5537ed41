"""envcheck errors.

* EnvcheckError            (base; the CLI turns any of these into one line and exit 2)
  + ReportError            (unreadable, malformed or newer-schema report file)
  + TableError             (a compat table is missing, corrupt or of an unknown schema)
  + TargetPythonError      (``--python PATH`` could not be run or answered garbage)
  + SelectionError         (--select / --ignore names no rule id or family)
  + PreflightError         (envcheck.preflight(strict=True) found a requirement unmet)
  + DockerfileError        (the Dockerfile given to `envcheck dockerfile` cannot be read)
"""

from __future__ import annotations

from typing import Any

__all__ = ["DockerfileError", "EnvcheckError", "PreflightError", "ReportError", "SelectionError", "TableError",
           "TargetPythonError"]


class EnvcheckError(Exception):
    """Base class of every error envcheck raises on purpose."""


class ReportError(EnvcheckError):
    """A saved report cannot be read."""


class DockerfileError(EnvcheckError):
    """A Dockerfile cannot be read."""


class SelectionError(EnvcheckError):
    """--select or --ignore names something that is no rule id or family."""


class TableError(EnvcheckError):
    """A compat table cannot be used."""


class TargetPythonError(EnvcheckError):
    """The interpreter named by ``--python`` cannot be inspected."""


class PreflightError(EnvcheckError):
    """The training job's requirements are not met; ``result`` is the PreflightResult, str() the report."""

    def __init__(self, message: str, result: Any) -> None:  # noqa: ANN401 - a PreflightResult (no import cycle)
        """Keep the result next to the message."""
        super().__init__(message)
        self.result = result
