"""`envcheck explain`: what a pasted log, traceback or pip output means, its cause, and the fix.

One pass over the paste reads two things at once: the context (the TensorFlow version from pins,
wheel names and version banners; the CUDA build the requested sonames belong to; driver versions;
the operating system, container, WSL and conda hints; GPU names and compute capabilities; the
Python version; package versions) and the recognised messages (envcheck.tflog, shared with the
runtime probe). Each message is then explained as one of the stable causes below, with a fix
computed from the captured values and checked against the compat tables (envcheck.tables and
envcheck.compat, the same query layer the rules use). Memory does not grow with the paste's length:
repeated messages are grouped and only their first line numbers are kept.
"""

from __future__ import annotations

from envcheck.explain._context import Context
from envcheck.explain._explain import Reading, exit_status, explain, read_paste
from envcheck.explain._model import CAUSES, Cause, Explanation

__all__ = [
    "CAUSES",
    "Cause",
    "Context",
    "Explanation",
    "Reading",
    "exit_status",
    "explain",
    "read_paste",
]
