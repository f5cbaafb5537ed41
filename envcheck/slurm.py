"""`envcheck preflight --slurm`: a node check for Slurm's ``Prolog`` and ``HealthCheckProgram``.

Static checks and NVML health only (TensorFlow is imported only when asked), within a time bound.
On an error the node is drained with a short reason (``scontrol update nodename=NODE state=drain
reason="envcheck: ..."``) when this process may do so; otherwise the reason is printed for the
admin's own script. Exit codes follow Slurm's prolog convention: 0 healthy, 1 not (Slurm then
drains the node and requeues the job itself; a health check's exit code is ignored, hence the
``scontrol`` call).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.collect import collect
from envcheck.collect.node import collect_node
from envcheck.engine import diagnose
from envcheck.findings import Severity

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.system import System
    from envcheck.tables import Tables

__all__ = ["DEFAULT_TIMEOUT_S", "NodeCheck", "check_node", "drain"]

DEFAULT_TIMEOUT_S = 10.0
# What a node check judges: the machine and its GPUs, not benchmarks nor the job's own files.
_FAMILIES = ("PLAT", "WSL", "PY", "PKG", "CONDA", "TF", "DRV", "CUDA", "GPU", "ENV")
_REASON_CHARS = 120  # scontrol shows the reason in `sinfo -R`: keep it to one line
_SCONTROL_TIMEOUT_S = 5.0


class NodeCheck(Frozen):
    """The outcome: healthy or not, the drain reason, and whether the node was drained."""

    ok: bool
    node: str
    reason: str | None = None  # "envcheck: DRV001 no NVIDIA driver is loaded ..."
    drained: bool = False
    drain_error: str | None = None  # why scontrol could not drain (no rights, not a Slurm node)
    seconds: float = 0.0

    @property
    def message(self) -> str:
        """The lines printed for the admin (and Slurm's log)."""
        head = f"envcheck preflight --slurm: {'OK' if self.ok else 'FAILED'} on {self.node} ({self.seconds:.2f} s)"
        if self.ok or self.reason is None:
            return head
        tail = f"drained {self.node}" if self.drained else f"not drained: {self.drain_error}"
        return f"{head}\n{self.reason}\n{tail}"


def _reason(text: str) -> str:
    """One line without quotes, short enough for `sinfo -R`."""
    line = " ".join(text.replace('"', "'").split())
    return line if len(line) <= _REASON_CHARS else line[: _REASON_CHARS - 3] + "..."


def drain(system: System, node: str, reason: str) -> str | None:
    """Drain the node; return why it could not be done, or None."""
    result = system.run(["scontrol", "update", f"nodename={node}", "state=drain", f"reason={reason}"],
                        timeout=_SCONTROL_TIMEOUT_S)
    if result.ok:
        return None
    return result.error or (result.stderr.strip() or result.stdout.strip() or f"exit code {result.returncode}")


def _node(system: System) -> str:
    """Slurm's name for this node (SLURMD_NODENAME in a prolog), else the short host name."""
    node = collect_node(system)
    return (node.slurm_node or node.hostname or "localhost").split(".", 1)[0]


def check_node(system: System, *, tables: Tables, probe_timeout: float | None = None,
               timeout: float = DEFAULT_TIMEOUT_S, may_drain: bool = True) -> NodeCheck:
    """Check this node within ``timeout`` seconds; drain it on an error when ``may_drain``."""
    start = time.perf_counter()
    box: list[Facts] = []
    worker = threading.Thread(
        target=lambda: box.append(collect(system, tables=tables, probe_timeout=probe_timeout)), daemon=True)
    worker.start()
    worker.join(timeout)
    facts = box[0] if box else None
    why: str | None
    if facts is None:
        why = f"envcheck: the node checks did not finish in {timeout:g} s (a hung driver or GPU?)"
    else:
        report = diagnose(facts, tables=tables, select=(*_FAMILIES, "RT") if probe_timeout else _FAMILIES)
        errors = [f for f in report.findings if f.severity is Severity.ERROR]
        why = f"envcheck: {errors[0].rule_id} {errors[0].message}" if errors else None
    node = _node(system)
    if why is None:
        return NodeCheck(ok=True, node=node, seconds=time.perf_counter() - start)
    reason = _reason(why)
    error = drain(system, node, reason) if may_drain else "--no-drain"
    return NodeCheck(ok=False, node=node, reason=reason, drained=error is None, drain_error=error,
                     seconds=time.perf_counter() - start)
