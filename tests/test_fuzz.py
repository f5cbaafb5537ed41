"""Property tests: whole reports, probe lines, tables and bundles mutated at random (types, nesting, sizes, unicode).

Whatever the input, a command ends with exit 0, 1 or 2 (never an exception, never 3), exit 2 prints
exactly one line on stderr, and each run stays within a time and memory budget (``resource`` limits).
Examples are derandomized so that CI is reproducible; raise ``ENVCHECK_FUZZ_EXAMPLES`` to search longer.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import resource
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import responses
from fakes import this_machine
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from envcheck import cli
from envcheck.collect import collect
from envcheck.collect.probe import finish_probe
from envcheck.engine import diagnose
from envcheck.errors import TableError
from envcheck.findings import Status
from envcheck.online import NetworkError, make_bundle, update_tables
from envcheck.render import Format, render
from envcheck.system import CommandResult
from envcheck.tables import TABLE_FILES, bundled_directory, load_tables
from envcheck.testing import make_facts

if TYPE_CHECKING:
    from collections.abc import Iterator

runner = CliRunner()
EXAMPLES = int(os.environ.get("ENVCHECK_FUZZ_EXAMPLES", "25"))
SECONDS_PER_RUN = 10.0  # one command on one mutated input, on a slow shared CI machine
MEMORY_HEADROOM = 1 << 30  # bytes of address space a run may add
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large])
URL = "https://tables.example.org/envcheck/bundle.json"

# Any character, lone surrogates, controls and escape sequences included.
TEXT = st.one_of(st.text(st.characters(codec=None, exclude_categories=()), max_size=40),
                 st.sampled_from(["", "\x1b]52;c;aGk=\x07", "\ud800", "sm_", "2." + "9" * 50, "-1", "nan", "1e400",
                                  "https://u:p@h/x", "/dev/zero", "../../etc/passwd", "x" * 5000]))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=10**300, max_value=10**400),
                    st.floats(allow_nan=True, allow_infinity=True), TEXT)
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                     st.dictionaries(TEXT, inner, max_size=4)), max_leaves=12)


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


# A replacement value: any JSON, or deeper nesting than envcheck accepts (built, not generated, to stay cheap;
# 100,000 levels, past what Python's own json can parse, are in test_hostile.py).
REPLACEMENT = st.one_of(JSON, st.integers(min_value=50, max_value=200).map(_nested))


@pytest.fixture(autouse=True)
def _bounded() -> Iterator[None]:
    """Cap the address space this process may grow by while the examples run."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    used = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
    limit = used + MEMORY_HEADROOM if hard == resource.RLIM_INFINITY else min(hard, used + MEMORY_HEADROOM)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@pytest.fixture(scope="module")
def saved_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("machine")
    facts = collect(this_machine(root), tables=load_tables(), probe_timeout=60)
    return json.loads(diagnose(facts, tables=load_tables()).to_json())  # type: ignore[no-any-return]


def _paths(data: Any) -> list[tuple[Any, ...]]:
    """Places in a JSON tree (key paths), the root first; iterative, and at most 5 items of a list."""
    found: list[tuple[Any, ...]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack and len(found) < 5000:
        prefix, value = stack.pop()
        found.append(prefix)
        if isinstance(value, dict):
            stack += [((*prefix, k), v) for k, v in value.items()]
        elif isinstance(value, list):
            stack += [((*prefix, i), v) for i, v in enumerate(value[:5])]
    return found


def _mutate(data: Any, draw: st.DrawFn, rounds: int) -> Any:
    data = copy.deepcopy(data)
    for _ in range(rounds):
        path = draw(st.sampled_from(_paths(data)))
        if not path:
            return draw(REPLACEMENT)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "delete", "wrap", "grow"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        elif action == "wrap":
            parent[path[-1]] = [parent[path[-1]]]
        elif action == "grow":
            parent[path[-1]] = draw(st.sampled_from(["x" * 200_000, list(range(20_000)),
                                                     {str(i): i for i in range(5000)}]))
        else:
            parent[path[-1]] = draw(REPLACEMENT)
    return data


# A value of the same JSON type: a report that still reads, with hostile contents for the rules and renderers.
_SAME_TYPE = {str: TEXT, bool: st.booleans(), int: st.integers(min_value=-(2**63), max_value=2**63),
              float: st.floats(allow_nan=True, allow_infinity=True)}


def _spray(data: Any, draw: st.DrawFn, count: int, *, typed: bool) -> Any:
    """Give up to ``count`` leaves (strings, numbers, booleans, nulls) a new value, of their own type when ``typed``."""
    leaves = [p for p in _paths(data) if p and not isinstance(_get(data, p), (dict, list))]
    for path in draw(st.lists(st.sampled_from(leaves), max_size=count)) if leaves else ():
        old = _get(data, path)
        _get(data, path[:-1])[path[-1]] = draw(_SAME_TYPE.get(type(old), SCALARS) if typed else SCALARS)
    return data


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


@st.composite
def mutated(draw: st.DrawFn, base: Any) -> Any:
    """Half the time leaves changed within their types (the input still reads), else structure and types too."""
    if draw(st.booleans()):
        return _spray(copy.deepcopy(base), draw, draw(st.integers(min_value=1, max_value=40)), typed=True)
    data = _mutate(base, draw, draw(st.integers(min_value=0, max_value=3)))
    return _spray(data, draw, draw(st.integers(min_value=1, max_value=40)), typed=False)


def _check(result: Any, started: float) -> None:
    assert time.monotonic() - started < SECONDS_PER_RUN
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert result.exit_code in (cli.OK, cli.FINDINGS, cli.USAGE), result.output
    if result.exit_code == cli.USAGE:
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, result.stderr
        assert lines[0].startswith("envcheck:")


def test_mutated_reports(saved_report: dict[str, Any], tmp_path: Path) -> None:
    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        text = json.dumps(data.draw(mutated(saved_report)), allow_nan=True)
        path = tmp_path / "report.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        for fmt in data.draw(st.sampled_from([[], ["-v"], ["--markdown"], ["--json"]])), ["--json"]:
            started = time.monotonic()
            _check(runner.invoke(cli.app, ["diagnose", str(path), *fmt]), started)

    run()


class _Done:
    def __init__(self, stdout: str, stderr: str) -> None:
        self.result = CommandResult(1, stdout, stderr)

    def wait(self, timeout: float) -> CommandResult:
        return self.result


GOOD_PROBE = {"version": "2.21.0", "built_with_cuda": True, "build": {"cuda_version": "12.5.1", "cudnn_version": "9"},
              "gpus": [{"name": "/physical_device:GPU:0", "device_name": "NVIDIA A100", "compute_capability": "8.0"}],
              "logical_gpus": 1, "gpu_ops": [{"device": "GPU:0", "error": None}], "xla": "ok"}


def test_mutated_probe_lines() -> None:
    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        line = json.dumps(data.draw(mutated(GOOD_PROBE)), allow_nan=True)
        stderr = data.draw(st.one_of(TEXT, st.just("Ignoring visible gpu device (" * 2000)))
        started = time.monotonic()
        probe = finish_probe(_Done("noise\n__ENVCHECK_PROBE__ " + line, stderr), 60)
        report = diagnose(make_facts(probe=probe))
        assert not [r.reason for r in report.results if r.status is Status.CRASH]
        for fmt in Format:
            render(report, fmt, verbose=True)
        assert time.monotonic() - started < SECONDS_PER_RUN

    run()


def _table_folder(folder: Path, tables: dict[str, Any]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, body in tables.items():
        (folder / name).write_text(json.dumps(body, allow_nan=True), encoding="utf-8", errors="surrogatepass")


def _bundled() -> dict[str, Any]:
    return {name: json.loads((bundled_directory() / name).read_text()) for name in TABLE_FILES}


def test_mutated_tables(saved_report: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundled = _bundled()
    commands = [["matrix", "2.15"], ["matrix", "--python", "3.11"], ["matrix", "--gpu", "8.6", "--driver", "535.54"],
                ["matrix", "--json"], ["tables", "show"]]
    report = tmp_path / "report.json"
    report.write_text(json.dumps(saved_report))

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        name = data.draw(st.sampled_from(TABLE_FILES))
        folder = tmp_path / f"t{data.draw(st.integers(0, 10**9))}"
        _table_folder(folder, {**bundled, name: data.draw(mutated(bundled[name]))})
        monkeypatch.setenv("ENVCHECK_TABLES", str(folder))
        load_tables.cache_clear()
        for command in [*data.draw(st.lists(st.sampled_from(commands), min_size=1, max_size=2)),
                        ["diagnose", str(report)]]:
            started = time.monotonic()
            _check(runner.invoke(cli.app, command), started)

    run()


def test_mutated_bundles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import datetime as dt  # noqa: PLC0415
    import hashlib  # noqa: PLC0415

    created = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).isoformat(timespec="seconds")
    bundle = json.loads(make_bundle(str(bundled_directory()), created=created)[0])

    @FUZZ
    @given(st.data())
    def run(data: st.DataObject) -> None:
        text = json.dumps(data.draw(mutated(bundle)), allow_nan=True).encode("utf-8", "surrogatepass")
        home = tmp_path / f"c{data.draw(st.integers(0, 10**9))}"
        monkeypatch.setenv("XDG_CACHE_HOME", str(home))
        load_tables.cache_clear()
        started = time.monotonic()
        with responses.RequestsMock() as mock:
            mock.add(responses.GET, URL, body=text)
            mock.add(responses.GET, URL + ".sha256", body=hashlib.sha256(text).hexdigest())
            with contextlib.suppress(NetworkError, TableError):  # refusing the bundle is a right answer
                update_tables(URL, cache=home / "envcheck" / "tables")
        for command in (["matrix", "--python", "3.11"], ["tables", "show"]):
            _check(runner.invoke(cli.app, command), started)

    run()
