"""The fleet view: many nodes' reports merged, and the node that differs pointed at.

``load_reports`` reads saved reports (files, folders, or a stream of concatenated JSON such as
``kubectl logs`` prints), ``merge`` keeps the newest report per node, and ``compare`` re-diagnoses
each node with today's rules and tables and compares the facts that must agree across a cluster.
Reports of any schema this envcheck reads can be mixed; a field an older schema lacks is unknown,
never a difference.
"""

from __future__ import annotations

import functools
import json
import statistics
from collections import Counter
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.engine import diagnose
from envcheck.errors import ReportError
from envcheck.facts import Facts
from envcheck.findings import Report, Severity
from envcheck.rules.bench import SIBLING_SHARE, workers_fail
from envcheck.system import read_regular

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from envcheck.facts import MultiWorkerResult
    from envcheck.tables import Tables

__all__ = ["SLOW_SHARE", "Column", "Fleet", "NodeInput", "NodeRow", "SlowGpu", "compare", "load_reports",
           "merge", "parse_stream"]

SLOW_SHARE = SIBLING_SHARE  # a GPU below this share of the fleet median for its model is flagged, as BENCH002 in a node
_ENV_PREFIXES = ("TF_", "XLA_", "NCCL_")  # variables that change training and must match across workers
_ENV_NAMES = frozenset({"CUDA_MODULE_LOADING", "KERAS_BACKEND"})
_ENV_EXEMPT = ("TF_CONFIG", "TF_CPP_")  # differs on every worker by design; only sets log levels


class NodeInput(Frozen):
    """One node's saved report, or why there is none (an no_report host, an unreadable file)."""

    source: str  # the file, "ssh:HOST", "slurm:NODE", "stdin#3"
    facts: Facts | None = None
    schema: int | None = None
    error: str | None = None
    name: str | None = None  # where the source names the node although the report is missing


class Column(Frozen):
    """A fact that must agree across the fleet, and its most common value."""

    key: str
    title: str
    majority: str | None  # None: no value, or a tie


class SlowGpu(Frozen):
    """A GPU below SLOW_SHARE of the fleet median for its model."""

    node: str
    index: int | None
    model: str
    tflops: float
    median: float
    peers: int  # GPUs of the model measured across the fleet


class NodeRow(Frozen):
    """One node: its values in column order and what is wrong with it."""

    node: str
    source: str
    collected_at: str | None = None
    schema: int | None = None
    values: tuple[str | None, ...] = ()
    odd: tuple[str, ...] = ()  # keys of the columns where this node differs from the majority
    no_report: str | None = None  # why there is no report (host did not answer, file unreadable)
    verdict: str | None = None
    errors: tuple[str, ...] = ()  # "RULE: message" of each error finding
    gpus_expected: int | None = None  # --expect-gpus, when this node has another count
    slow_gpus: tuple[int | None, ...] = ()  # indexes of its GPUs in Fleet.slow

    @property
    def ok(self) -> bool:
        """Reachable, no error finding, no odd value, the expected GPU count, no slow GPU."""
        return not (self.no_report or self.errors or self.odd or self.gpus_expected is not None or self.slow_gpus)


class Fleet(Frozen):
    """The merged view over every node."""

    columns: tuple[Column, ...]
    rows: tuple[NodeRow, ...]
    slow: tuple[SlowGpu, ...] = ()
    expect_gpus: int | None = None
    replaced: tuple[str, ...] = field(default=())  # sources dropped for a newer report of the same node
    workers: MultiWorkerResult | None = None  # `fleet --slurm --together`: training across the nodes
    worker_problems: tuple[str, ...] = ()  # BENCH008's findings over that run

    @property
    def ok(self) -> bool:
        """No node with an error, a difference or a slow GPU, and training across them works."""
        return all(r.ok for r in self.rows) and not self.worker_problems and not (self.workers and self.workers.error)

    def value(self, row: NodeRow, key: str) -> str | None:
        """A row's value in the named column."""
        return row.values[[c.key for c in self.columns].index(key)]


REPORT_LIMIT = 256 << 20  # bytes: a report is ~100 KB; never a whole /dev/zero


def parse_stream(text: str, source: str, name: str | None = None) -> list[NodeInput]:
    """Every report in a stream of concatenated JSON objects; lines between them are ignored.

    ``name`` names the node of a lone report that does not name itself (reports before 0.2).
    """
    decoder = json.JSONDecoder()
    found: list[object] = []  # the decoded objects, or why one could not be decoded
    position = _next_object(text, 0)
    while position >= 0:
        try:
            data, end = decoder.raw_decode(text, position)
        except (ValueError, RecursionError) as exc:  # RecursionError: nested too deeply
            found.append(ReportError(f"not JSON ({exc if isinstance(exc, ValueError) else 'nested too deeply'})"))
            end = position + 1
        else:
            found.append(data)
        position = _next_object(text, end)
    if not found:
        return [NodeInput(source=source, error="no envcheck report in it", name=name)]
    if len(found) == 1:
        item = found[0]
        return [NodeInput(source=source, error=str(item), name=name) if isinstance(item, ReportError)
                else _from_data(item, source, name)]
    labels = [f"{source}#{i}" for i in range(1, len(found) + 1)]
    return [NodeInput(source=label, error=str(item)) if isinstance(item, ReportError) else _from_data(item, label)
            for label, item in zip(labels, found)]


def _next_object(text: str, position: int) -> int:
    """The offset of the next "{" that starts a line, or -1."""
    while position < len(text):
        start = text.find("{", position)
        if start < 0:
            return -1
        if start == 0 or text[start - 1] == "\n":
            return start
        position = start + 1
    return -1


def _from_data(data: object, source: str, name: str | None = None) -> NodeInput:
    schema = data.get("schema") if isinstance(data, dict) else None
    try:
        facts = Report.facts_from_json(json.dumps(data), source)
    except ReportError as exc:
        return NodeInput(source=source, error=str(exc).removeprefix(f"{source}: "), name=name)
    return NodeInput(source=source, facts=facts, schema=schema if isinstance(schema, int) else None, name=name)


def load_reports(paths: Iterable[str], read_stdin: Callable[[], str]) -> list[NodeInput]:
    """Read reports from files, folders (their *.json, sorted) and "-" (standard input)."""
    found: list[NodeInput] = []
    for name in paths:
        if name == "-":
            found += parse_stream(read_stdin(), "-")
            continue
        path = Path(name)
        files = sorted(path.glob("*.json")) if path.is_dir() else [path]
        if path.is_dir() and not files:
            msg = f"{name}: no *.json report in this folder"
            raise ReportError(msg)
        for file in files:
            try:
                text = read_regular(str(file), REPORT_LIMIT).decode("utf-8", errors="replace")
            except OSError as exc:  # a FIFO, a device, too large
                msg = f"{file}: {exc.strerror or exc}"
                raise ReportError(msg) from None
            found += parse_stream(text, str(file), file.stem)
    return found


def node_name(item: NodeInput) -> str:
    """The node's name: from its report, else from where it came from."""
    identity = item.facts.node.name if item.facts else None
    return identity or item.name or item.source


def merge(items: Iterable[NodeInput]) -> tuple[list[NodeInput], list[str]]:
    """Keep the newest report per node (a report beats a failure); return them and the sources dropped."""
    kept: dict[str, NodeInput] = {}
    dropped: list[str] = []
    for item in items:
        name = node_name(item)
        old = kept.get(name)
        if old is None or _rank(item) >= _rank(old):
            kept[name] = item
            if old is not None:
                dropped.append(old.source)
        else:
            dropped.append(item.source)
    return list(kept.values()), dropped


def _rank(item: NodeInput) -> tuple[bool, str]:
    return item.facts is not None, item.facts.collected_at if item.facts else ""


# The facts that must agree, in display order: (key, title, how to read it).
def _tf(f: Facts) -> str | None:
    return f.tensorflow.version if f.tensorflow.installed else "none"


def _python(f: Facts) -> str | None:
    return ".".join(f.python.version.split(".")[:2]) or None  # patch releases may differ


def _cuda(f: Facts) -> str | None:
    return f.probe.cuda_version or f.tensorflow.cuda_version


def _cudnn(f: Facts) -> str | None:
    return f.cuda.cudnn_version or f.probe.cudnn_version or f.tensorflow.cudnn_version


def _driver(f: Facts) -> str | None:
    return f.driver.library_version or f.driver.kernel_module_version


def _gpu_model(f: Facts) -> str | None:
    names = sorted({g.name for g in f.driver.gpus if g.name})
    return " + ".join(names) or None


def _gpu_count(f: Facts) -> str | None:
    if not f.driver.gpus and (f.driver.nvml_error or f.driver.error) and not f.driver.pci_gpus:
        return None  # nothing could be asked: unknown rather than zero
    return str(len(f.driver.gpus))


_FIXED: tuple[tuple[str, str, Callable[[Facts], str | None]], ...] = (
    ("tensorflow", "TensorFlow", _tf),
    ("python", "Python", _python),
    ("cuda", "CUDA", _cuda),
    ("cudnn", "cuDNN", _cudnn),
    ("driver", "driver", _driver),
    ("gpu_model", "GPU model", _gpu_model),
    ("gpus", "GPUs", _gpu_count),
)


def _env_names(facts: list[Facts]) -> list[str]:
    names = {v.name for f in facts for v in f.environment.variables
             if (v.name.startswith(_ENV_PREFIXES) or v.name in _ENV_NAMES) and not v.name.startswith(_ENV_EXEMPT)}
    return sorted(names)


def _env(name: str, facts: Facts) -> str:
    return facts.environment.get(name) or "(unset)"


def _majority(values: list[str | None]) -> str | None:
    counts = Counter(v for v in values if v is not None).most_common(2)
    if not counts or (len(counts) == 2 and counts[0][1] == counts[1][1]):  # noqa: PLR2004 - a tie
        return None
    return counts[0][0]


def _odd(values: list[str | None], majority: str | None) -> list[bool]:
    known = {v for v in values if v is not None}
    if len(known) < 2:  # noqa: PLR2004 - agreement (or nothing to compare)
        return [False] * len(values)
    return [v is not None and v != majority for v in values]


def _slow_gpus(named: list[tuple[str, Facts]]) -> list[SlowGpu]:
    by_model: dict[str, list[tuple[str, int | None, float]]] = {}
    for node, facts in named:
        for result in facts.bench:
            if result.device == "gpu" and result.peak_fp32 is not None and not result.error:
                by_model.setdefault(result.name or "?", []).append((node, result.index,
                                                                    result.peak_fp32.tflops.median))
    slow = []
    for model, measured in sorted(by_model.items()):
        if len(measured) < 2:  # noqa: PLR2004 - a median of one says nothing
            continue
        median = statistics.median(t for _, _, t in measured)
        slow += [SlowGpu(node=node, index=index, model=model, tflops=tflops, median=median, peers=len(measured))
                 for node, index, tflops in measured if tflops < SLOW_SHARE * median]
    return slow


def compare(items: Iterable[NodeInput], *, tables: Tables, expect_gpus: int | None = None,
            workers: MultiWorkerResult | None = None) -> Fleet:
    """Merge, re-diagnose every node, and compare the facts that must agree (and judge a run across them)."""
    kept, dropped = merge(items)
    kept.sort(key=node_name)
    named = [(node_name(i), i.facts) for i in kept if i.facts is not None]
    env = _env_names([f for _, f in named])
    readers: list[tuple[str, str, Callable[[Facts], str | None]]] = [
        *_FIXED, *((f"env:{n}", n, functools.partial(_env, n)) for n in env)]
    table = [[read(i.facts) if i.facts else None for _, _, read in readers] for i in kept]
    columns: list[Column] = []
    odd_keys: list[list[str]] = [[] for _ in kept]
    for c, (key, title, _) in enumerate(readers):
        values = [row[c] for row in table]
        majority = _majority(values)
        columns.append(Column(key=key, title=title, majority=majority))
        for r, odd in enumerate(_odd(values, majority)):
            if odd:
                odd_keys[r].append(key)
    slow = _slow_gpus(named)
    rows = []
    for r, item in enumerate(kept):
        report = diagnose(item.facts, tables=tables) if item.facts else None
        count = table[r][[k for k, _, _ in readers].index("gpus")]
        wrong_count = expect_gpus is not None and report is not None and count != str(expect_gpus)
        rows.append(NodeRow(
            node=node_name(item), source=item.source, schema=item.schema,
            collected_at=item.facts.collected_at or None if item.facts else None,
            values=tuple(table[r]), odd=tuple(odd_keys[r]), no_report=item.error,
            verdict=report.verdict if report else None,
            errors=tuple(f"{f.rule_id}: {f.message}" for f in report.findings if f.severity is Severity.ERROR)
            if report else (),
            gpus_expected=expect_gpus if wrong_count else None,
            slow_gpus=tuple(s.index for s in slow if s.node == node_name(item)),
        ))
    problems = tuple(f"{f.message}" for f in workers_fail(Facts(workers=workers), tables)) if workers else ()
    return Fleet(columns=tuple(columns), rows=tuple(rows), slow=tuple(slow), expect_gpus=expect_gpus,
                 replaced=tuple(dropped), workers=workers, worker_problems=problems)
