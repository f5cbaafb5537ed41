"""envcheck errors.

* EnvcheckError            (base; the CLI turns any of these into one line and exit 2)
  + ReportError            (unreadable, malformed or newer-schema report file)
  + TableError             (a compat table is missing, corrupt or of an unknown schema)
  + TargetPythonError      (``--python PATH`` could not be run or answered garbage)
"""

from __future__ import annotations

__all__ = ["EnvcheckError", "ReportError", "TableError", "TargetPythonError"]


class EnvcheckError(Exception):
    """Base class of every error envcheck raises on purpose."""


class ReportError(EnvcheckError):
    """A saved report cannot be read."""


class TableError(EnvcheckError):
    """A compat table cannot be used."""


class TargetPythonError(EnvcheckError):
    """The interpreter named by ``--python`` cannot be inspected."""
