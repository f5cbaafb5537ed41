"""Run `envcheck report --json` on many machines: over ssh, or once per node of a Slurm allocation.

Every host or node becomes a NodeInput: its report, or why there is none. A host that does not
answer in time is a row with that error, never a failure of the whole run.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from envcheck import _serde
from envcheck.errors import ReportError
from envcheck.facts import MultiWorkerResult, WorkerResult
from envcheck.fleet import NodeInput, parse_stream

if TYPE_CHECKING:
    from collections.abc import Sequence

    from envcheck.system import CommandResult, System

__all__ = ["REMOTE_TIMEOUT_S", "SSH_COMMAND", "collect_slurm", "collect_ssh", "slurm_command", "slurm_workers",
           "split_hosts"]

REMOTE_TIMEOUT_S = 120.0  # one host's `envcheck report --json`, TensorFlow probe included
SSH_COMMAND = ("envcheck", "report", "--json")  # on the remote host's PATH
# srun --label prefixes every output line with the task number ("  0: {").
_LABELLED = re.compile(r"^\s*(\d+): ?(.*)$")
# ... and cuts a longer line into pieces of 1024 bytes, each labelled (slurm 22.05: a report's long
# evidence line arrived as two lines, so its JSON did not parse).
_SRUN_PIECE = 1024
# srun: error: node2: task 1: Exited with exit code 127
_TASK_ERROR = re.compile(r"srun: error: ([^:\s]+): tasks? ([\d,-]+): (.+)")


def split_hosts(text: str) -> list[str]:
    """Host names from "h1,h2 h3" (user@host and ssh config aliases pass through)."""
    hosts = [h for h in re.split(r"[,\s]+", text) if h]
    bad = [h for h in hosts if h.startswith("-")]
    if bad:
        msg = f"not a host name: {bad[0]!r}"
        raise ReportError(msg)
    return list(dict.fromkeys(hosts))


def _why(result: CommandResult, timeout: float) -> str:
    if result.timed_out:
        return f"no answer within {timeout:g} s"
    if result.error:
        return result.error
    if result.ok:
        return "answered without an envcheck report"
    last = (result.stderr.strip().splitlines() or [""])[-1].strip()
    return f"exit code {result.returncode}" + (f": {last[:300]}" if last else "")


def collect_ssh(system: System, hosts: Sequence[str], *, command: Sequence[str] = SSH_COMMAND,
                timeout: float = REMOTE_TIMEOUT_S) -> list[NodeInput]:
    """Run the command on every host at once over ssh; each host has ``timeout`` seconds."""
    connect = max(1, min(30, int(timeout)))
    # BatchMode: never stop to ask for a password or a host key; the host becomes an error row instead.
    started = [(host, system.start(["ssh", "-o", "BatchMode=yes", "-o", f"ConnectTimeout={connect}", "--", host,
                                    shlex.join(command)])) for host in hosts]
    with ThreadPoolExecutor(max_workers=min(64, len(started) or 1)) as pool:  # wait for all at once
        results = list(pool.map(lambda started: started[1].wait(timeout), started))
    found: list[NodeInput] = []
    for (host, _), result in zip(started, results):
        items = parse_stream(result.stdout, f"ssh:{host}", host) if result.stdout.strip() else []
        if not any(i.facts for i in items):
            items = [NodeInput(source=f"ssh:{host}", name=host, error=_why(result, timeout))]
        found += items
    return found


def slurm_command() -> list[str]:
    """What srun runs on every node: this Python's envcheck (clusters share the software folder)."""
    return [sys.executable, "-m", "envcheck", "report", "--json"]


def _srun(system: System, srun_options: Sequence[str], command: Sequence[str],
          timeout: float) -> tuple[CommandResult, dict[str, list[str]]]:
    """Run the command once per node; its result and each task's output lines, by task number."""
    argv = ["srun", "--ntasks-per-node=1", "--label", "--kill-on-bad-exit=0", *srun_options, *command]
    result = system.start(argv).wait(timeout)
    if result.error and not result.timed_out:
        msg = f"cannot run srun: {result.error}"
        raise ReportError(msg)
    by_task: dict[str, list[str]] = {}
    continued: set[str] = set()  # tasks whose last piece was cut by srun
    for line in result.stdout.splitlines():
        match = _LABELLED.match(line)
        if match:
            task, piece = match.groups()
            lines = by_task.setdefault(task, [])
            if task in continued:
                lines[-1] += piece
            else:
                lines.append(piece)
            # A piece not shorter than srun's cut was cut (a line of exactly that size is followed by
            # an empty piece); bytes split inside a character read as U+FFFD, which is longer still.
            if len(piece.encode()) >= _SRUN_PIECE:
                continued.add(task)
            else:
                continued.discard(task)
    return result, by_task


def slurm_workers(system: System, *, srun_options: Sequence[str] = (), device: str = "gpu",
                  timeout: float = REMOTE_TIMEOUT_S) -> MultiWorkerResult:
    """Train across every node of the allocation at once (``envcheck gpus --slurm`` in each task) and merge."""
    command = [sys.executable, "-m", "envcheck", "gpus", "--slurm", "--json", "--device", device,
               "--bench-timeout", f"{max(30.0, timeout - 30):g}"]
    result, by_task = _srun(system, srun_options, command, timeout)
    workers: tuple[str, ...] = ()
    found: list[WorkerResult] = []
    for task, lines in sorted(by_task.items(), key=lambda kv: int(kv[0])):
        text = "\n".join(lines)
        try:
            data = json.loads(text[text.index("{"):])
            run = data["workers"]
            workers = workers or tuple(str(w) for w in run["workers"])
            found += [_serde.from_data(WorkerResult, r, f"task {task}") for r in run["results"]]
        except (ValueError, KeyError, TypeError) as exc:
            found.append(WorkerResult(index=int(task), address=f"task {task}",
                                      error=f"no multi-worker result ({type(exc).__name__}: {str(exc)[:200]})"))
    error = None if found else "srun ran no worker: " + _why(result, timeout)
    return MultiWorkerResult(device=device, workers=workers, results=tuple(found), error=error)


def collect_slurm(system: System, *, srun_options: Sequence[str] = (), command: Sequence[str] | None = None,
                  timeout: float = REMOTE_TIMEOUT_S) -> list[NodeInput]:
    """Run the command once per node of the Slurm allocation (``srun --ntasks-per-node=1``)."""
    result, by_task = _srun(system, srun_options, command or slurm_command(), timeout)
    found: list[NodeInput] = []
    for task, lines in sorted(by_task.items(), key=lambda kv: int(kv[0])):
        found += parse_stream("\n".join(lines) + "\n", f"slurm:task{task}")
    reported = {i.facts.node.slurm_node for i in found if i.facts}
    for match in _TASK_ERROR.finditer(result.stderr):
        node = match.group(1)
        if node not in reported:
            found.append(NodeInput(source=f"slurm:{node}", name=node, error=match.group(3).strip()))
            reported.add(node)
    if result.timed_out:
        found.append(NodeInput(source="slurm", name="(srun)", error=f"srun did not finish within {timeout:g} s"))
    if not found:
        msg = "srun ran no task: " + _why(result, timeout)
        raise ReportError(msg)
    return found
