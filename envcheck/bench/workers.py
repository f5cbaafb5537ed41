"""Train across machines with TensorFlow's own runtime (`envcheck gpus --workers`).

Each worker runs ``_workers.py`` with TF_CONFIG naming the cluster and its own index: a few
synchronous MultiWorkerMirroredStrategy steps, then an all-reduce over a sweep of sizes. A worker
that hangs is killed at the timeout; the phase it last announced and the state of every other
worker's port (taken just before the timeout) say which worker or link failed.
"""

from __future__ import annotations

import json
import re
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from envcheck.bench.runner import _allreduce, _spread, marked_json
from envcheck.collect.probe import failure_reason, output_tail
from envcheck.errors import ReportError
from envcheck.facts import MultiWorkerResult, WorkerResult

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from envcheck.system import CommandResult, System

__all__ = ["ALLREDUCE_SIZES", "SLURM_PORT", "WORKERS_TIMEOUT_S", "local_workers", "parse_workers", "plan_workers",
           "port_state", "run_workers", "tf_config", "workers_from_slurm", "workers_from_tf_config"]

WORKERS_TIMEOUT_S = 300.0  # a worker: TensorFlow start, meeting the others, steps and the all-reduce sweep
ALLREDUCE_SIZES = (4096, 262144, 4194304, 33554432)  # bytes: latency-bound to bandwidth-bound
_SCRIPT = Path(__file__).with_name("_workers.py")
_MARK = "__ENVCHECK_WORKER__ "
_PHASE = "__ENVCHECK_PHASE__ "
_PROBE_BEFORE_S = 5.0  # ports are tried this long before the timeout, while every worker still runs
_ADDRESS = re.compile(r"^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9_.-]+):(\d{1,5})$")


def parse_workers(text: str) -> tuple[str, ...]:
    """The workers of "host:port,host:port", checked; raise ReportError on anything else."""
    workers = tuple(w.strip() for w in text.split(",") if w.strip())
    for worker in workers:
        match = _ADDRESS.match(worker)
        if not match or not 0 < int(match.group(2)) < 65536:  # noqa: PLR2004 - the TCP port range
            msg = f"not a worker address: {worker!r} (host:port)"
            raise ReportError(msg)
    if len(workers) < 2:  # noqa: PLR2004 - a cluster
        msg = "name at least two workers (host:port,host:port)"
        raise ReportError(msg)
    return workers


def tf_config(workers: Sequence[str], index: int) -> str:
    """The TF_CONFIG of worker ``index``."""
    return json.dumps({"cluster": {"worker": list(workers)}, "task": {"type": "worker", "index": index}})


def workers_from_tf_config(text: str) -> tuple[tuple[str, ...], int]:
    """The workers and this task's index from a TF_CONFIG value."""
    try:
        data = json.loads(text)
        workers = tuple(str(w) for w in data["cluster"]["worker"])
        index = int(data["task"]["index"])
    except (ValueError, KeyError, TypeError) as exc:
        msg = f"TF_CONFIG does not name a worker cluster and this task ({type(exc).__name__}: {exc})"
        raise ReportError(msg) from None
    if not 0 <= index < len(workers):
        msg = f"TF_CONFIG: task index {index} is not one of the {len(workers)} workers"
        raise ReportError(msg)
    return workers, index


def local_workers(count: int) -> tuple[str, ...]:
    """``count`` addresses on 127.0.0.1 whose ports were free a moment ago."""
    sockets = [socket.socket() for _ in range(count)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return tuple(f"127.0.0.1:{s.getsockname()[1]}" for s in sockets)
    finally:
        for s in sockets:
            s.close()


def port_state(address: str) -> str:
    """"listening", "refused" or "no answer (...)" for a worker's host:port."""
    host, _, port = address.rpartition(":")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=3).close()
    except ConnectionRefusedError:
        return "refused"
    except OSError as exc:
        return f"no answer ({exc.strerror or type(exc).__name__})"
    return "listening"


def _worker(index: int, workers: Sequence[str], result: CommandResult, seen: dict[str, str]) -> WorkerResult:
    data = marked_json(result.stdout, _MARK)
    phases = [l[len(_PHASE):] for l in result.stdout.splitlines() if l.startswith(_PHASE)]  # noqa: E741
    error = data.get("error") or (None if data and result.ok else failure_reason(result))
    peers = tuple(str(p) for p in data.get("peers") or ())
    if result.timed_out or (error and not peers):
        peers = tuple(f"{i} {w} {seen[w]}" for i, w in enumerate(workers) if i != index and w in seen)
    sweep = tuple(a for a in (_allreduce(d) for d in data.get("allreduce") or ()) if a)
    return WorkerResult(
        index=index, address=workers[index], host=data.get("host"), python=data.get("python"),
        tf_version=data.get("tf_version"), replicas=data.get("replicas"), step_s=_spread(data.get("step_s")),
        allreduce=sweep, error=error, timed_out=result.timed_out,
        phase=(phases[-1] if phases else None) if error else None, peers=peers if error else (),
        seconds=round(result.seconds, 1), output_tail=output_tail(result) if error else (),
    )


_LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
SLURM_PORT = 8888  # the first worker's port under Slurm, as SlurmClusterResolver's port_base; node i uses +i
_NODE_ADDR = re.compile(r"NodeName=(\S+).*?NodeAddr=(\S+)")


def workers_from_slurm(system: System, environ: Mapping[str, str]) -> tuple[tuple[str, ...], int]:
    """One worker per node of this Slurm step, from SLURM_* (as SlurmClusterResolver reads them).

    Nodes are reached at their NodeAddr; worker i listens on SLURM_PORT + i (ENVCHECK_WORKER_PORT
    moves the base), so that nodes sharing a host do not collide.
    """
    nodelist = environ.get("SLURM_STEP_NODELIST") or environ.get("SLURM_JOB_NODELIST")
    node = environ.get("SLURM_NODEID")
    if not nodelist or node is None or not node.isdigit():
        msg = "not inside a Slurm step (no SLURM_STEP_NODELIST / SLURM_NODEID): run it through srun"
        raise ReportError(msg)
    names = system.run(["scontrol", "show", "hostnames", nodelist], timeout=30).stdout.split()
    shown = system.run(["scontrol", "-o", "show", "node", nodelist], timeout=30).stdout
    address = dict(_NODE_ADDR.findall(shown))
    if not names:
        msg = f"scontrol could not expand the node list {nodelist!r}"
        raise ReportError(msg)
    base = int(environ.get("ENVCHECK_WORKER_PORT") or SLURM_PORT)
    return tuple(f"{address.get(n, n)}:{base + i}" for i, n in enumerate(names)), int(node)


def plan_workers(text: str | None, index: int | None, environ: Mapping[str, str], *,
                 from_tf_config: bool = False) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The cluster and the workers to run here, from --workers N|host:port,... [--index I] or --tf-config."""
    if from_tf_config:
        workers, own = workers_from_tf_config(environ.get("TF_CONFIG", ""))
        return workers, (own,)
    if text is None:
        msg = "name the workers (--workers host:port,host:port, or a number for workers on 127.0.0.1)"
        raise ReportError(msg)
    if text.strip().isdigit():
        count = int(text)
        if count < 2:  # noqa: PLR2004 - a cluster
            msg = "--workers N runs N workers on 127.0.0.1: N must be at least 2"
            raise ReportError(msg)
        return local_workers(count), tuple(range(count))
    workers = parse_workers(text)
    if index is not None:
        if not 0 <= index < len(workers):
            msg = f"--index {index} is not one of the {len(workers)} workers"
            raise ReportError(msg)
        return workers, (index,)
    if all(w.rpartition(":")[0] in _LOOPBACK for w in workers):
        return workers, tuple(range(len(workers)))
    msg = "say which worker this is with --index I, and run the same command on every worker"
    raise ReportError(msg)


def run_workers(system: System, python: str, workers: Sequence[str], indexes: Sequence[int], *,
                device: str = "gpu", sizes: Sequence[int] = ALLREDUCE_SIZES, timeout: float = WORKERS_TIMEOUT_S,
                probe: Callable[[str], str] = port_state) -> MultiWorkerResult:
    """Run the workers ``indexes`` of the cluster ``workers`` here, all at once, and gather what they say."""
    argv = [python, str(_SCRIPT), "--device", device, "--sizes", ",".join(map(str, sizes)),
            "--collective-timeout", f"{max(10.0, timeout - 2 * _PROBE_BEFORE_S):g}"]
    # Several GPU workers on one machine get a GPU each: NCCL refuses two ranks on one device.
    started = [system.start(argv, env=_env(system.environ, workers, i, device,
                                           gpu=str(k) if device == "gpu" and len(indexes) > 1 else None))
               for k, i in enumerate(indexes)]
    seen: dict[str, str] = {}

    def look() -> None:  # every worker's port, while they all still run
        seen.update({w: probe(w) for w in workers})

    watch = threading.Timer(max(0.0, timeout - _PROBE_BEFORE_S), look)
    watch.daemon = True
    watch.start()
    with ThreadPoolExecutor(max_workers=len(started) or 1) as pool:
        results = list(pool.map(lambda process: process.wait(timeout), started))
    watch.cancel()
    return MultiWorkerResult(device=device, workers=tuple(workers),
                             results=tuple(_worker(i, workers, r, seen) for i, r in zip(indexes, results)))


def _env(base: Mapping[str, str], workers: Sequence[str], index: int, device: str,
         gpu: str | None) -> dict[str, str]:
    env = {**base, "TF_CONFIG": tf_config(workers, index), "CUDA_DEVICE_ORDER": "PCI_BUS_ID"}
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""
    elif gpu is not None:
        env["CUDA_VISIBLE_DEVICES"] = gpu
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    return env
