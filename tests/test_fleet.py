"""The fleet view over six realistic nodes: driver skew, a missing GPU, a slow GPU, an unreachable host,
an older report, and duplicates."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from envcheck.cli import app
from envcheck.collect.node import collect_node
from envcheck.engine import diagnose
from envcheck.facts import (
    BenchResult,
    Facts,
    GpuFacts,
    MatmulResult,
    MultiWorkerResult,
    NodeFacts,
    PciGpu,
    Spread,
    WorkerResult,
)
from envcheck.fleet import NodeInput, compare, load_reports, merge, parse_stream
from envcheck.render.fleet import (
    render_fleet_html,
    render_fleet_json,
    render_fleet_markdown,
    render_fleet_terminal,
)
from envcheck.tables import load_tables
from envcheck.testing import FakeSystem, make_facts

if TYPE_CHECKING:
    from pathlib import Path

H100 = "NVIDIA H100 80GB HBM3"
DRIVER = "570.86.15"


def _bench(index: int, tflops: float) -> BenchResult:
    peak = MatmulResult(size=8192, dtype="float32", tflops=Spread(tflops, tflops * 0.98, tflops * 1.01),
                        seconds=Spread(0.02, 0.019, 0.021))
    return BenchResult(device="gpu", index=index, name=H100, seconds=30.0, matmul=(peak,))


def _node(host: str, *, gpus: int = 8, driver: str = DRIVER, slow: int | None = None,
          at: str = "2026-11-30T09:00:00+00:00", nccl: str = "0") -> Facts:
    """A DGX-like node with 8 H100s, benchmarked, under Slurm job 4242."""
    return make_facts(
        collected_at=at,
        driver={"kernel_module_version": driver, "library_version": driver, "cuda_driver_version": "12.8",
                "pci_gpus": tuple(PciGpu(bus_id=f"0000:{i + 0x18:02x}:00.0", device_id="2330", kernel_driver="nvidia")
                                  for i in range(gpus)),
                "gpus": tuple(GpuFacts(index=i, name=H100, uuid=f"GPU-{host}-{i}", compute_capability="9.0",
                                       pci_bus_id=f"00000000:{i + 0x18:02X}:00.0", memory_total_mib=81559)
                              for i in range(gpus))},
        environment={"variables": ({"name": "NCCL_IB_DISABLE", "value": nccl},
                                   {"name": "TF_CONFIG", "value": f'{{"task": {{"index": "{host}"}}}}'})},
        bench=tuple(_bench(i, 21.0 if i == slow else 51.0 + i * 0.1) for i in range(gpus)),
        node=NodeFacts(hostname=host, slurm_node=host, slurm_job_id="4242"),
    )


def _older(facts: Facts) -> str:
    """The report as envcheck 0.1 wrote it: no node identity, no probe, benchmarks or CUDA driver API devices."""
    data = json.loads(diagnose(facts, tables=load_tables()).to_json())
    data["schema"] = 1
    for name in ("node", "probe", "bench", "together"):
        data["facts"].pop(name)
    for gpu in data["facts"]["driver"]["gpus"]:
        for name in ("nvlinks_up", "nvlinks_down", "processes", "remap_failed"):
            gpu.pop(name)
    data["facts"]["driver"].pop("cuda_devices")
    return json.dumps(data, indent=2)


@pytest.fixture
def reports(tmp_path: Path) -> Path:
    """Five saved reports (one as an older envcheck wrote it), and an older duplicate of gpu-a03."""
    folder = tmp_path / "reports"
    folder.mkdir()
    nodes = {
        "gpu-a01": _node("gpu-a01"),
        "gpu-a03": _node("gpu-a03", driver="550.54.15"),  # driver skew
        "gpu-a04": _node("gpu-a04", gpus=7),  # a GPU fell off the bus
        "gpu-a05": _node("gpu-a05", slow=3),  # one GPU throttles
    }
    for host, facts in nodes.items():
        (folder / f"{host}.json").write_text(diagnose(facts, tables=load_tables()).to_json())
    (folder / "gpu-a02.json").write_text(_older(_node("gpu-a02")))
    stale = _node("gpu-a03", at="2026-11-29T09:00:00+00:00")  # before its driver was changed
    (folder / "gpu-a03-yesterday.json").write_text(diagnose(stale, tables=load_tables()).to_json())
    return folder


UNREACHABLE = NodeInput(source="ssh:gpu-a06", name="gpu-a06",
                        error="ssh: connect to host gpu-a06 port 22: Connection timed out")


def test_fleet_points_at_the_odd_nodes(reports: Path) -> None:
    fleet = compare([*load_reports([str(reports)], str), UNREACHABLE], tables=load_tables(), expect_gpus=8)
    rows = {r.node: r for r in fleet.rows}
    assert sorted(rows) == ["gpu-a01", "gpu-a02", "gpu-a03", "gpu-a04", "gpu-a05", "gpu-a06"]
    assert rows["gpu-a03"].odd == ("driver",)
    assert fleet.value(rows["gpu-a03"], "driver") == "550.54.15"
    assert next(c for c in fleet.columns if c.key == "driver").majority == DRIVER
    assert rows["gpu-a04"].odd == ("gpus",)
    assert rows["gpu-a04"].gpus_expected == 8
    assert rows["gpu-a06"].no_report == UNREACHABLE.error
    assert [(s.node, s.index) for s in fleet.slow] == [("gpu-a05", 3)]
    assert fleet.slow[0].tflops / fleet.slow[0].median < 0.5
    assert rows["gpu-a01"].ok
    assert rows["gpu-a02"].ok  # the older report: named by its file, compared on what it has
    assert rows["gpu-a02"].schema == 1
    assert fleet.value(rows["gpu-a02"], "cuda") == "12.5.1"  # the build's CUDA: it was never probed
    assert rows["gpu-a05"].odd == ()  # its own facts agree; the slow GPU is a fleet finding
    assert rows["gpu-a05"].slow_gpus == (3,)
    assert not fleet.ok


def test_fleet_keeps_the_newest_report_of_a_node(reports: Path) -> None:
    items = load_reports([str(reports)], str)
    kept, dropped = merge(items)
    assert len(kept) == 5
    assert dropped == [str(reports / "gpu-a03-yesterday.json")]
    fleet = compare(items, tables=load_tables())
    assert fleet.replaced == (str(reports / "gpu-a03-yesterday.json"),)


def test_fleet_env_columns_compare_training_variables_but_not_tf_config() -> None:
    items = [NodeInput(source=h, facts=_node(h, nccl="1" if h == "n3" else "0")) for h in ("n1", "n2", "n3")]
    fleet = compare(items, tables=load_tables())
    assert [c.key for c in fleet.columns if c.key.startswith("env:")] == ["env:NCCL_IB_DISABLE"]
    assert [(r.node, r.odd) for r in fleet.rows if r.odd] == [("n3", ("env:NCCL_IB_DISABLE",))]


def test_fleet_of_agreeing_nodes_is_ok() -> None:
    fleet = compare([NodeInput(source=h, facts=_node(h)) for h in ("n1", "n2")], tables=load_tables(),
                    expect_gpus=8)
    assert fleet.ok
    assert "All 2 node(s) agree, have no error and no slow GPU." in render_fleet_terminal(fleet)


def test_a_tie_has_no_majority_and_marks_both() -> None:
    items = [NodeInput(source="a", facts=_node("a")), NodeInput(source="b", facts=_node("b", driver="550.54.15"))]
    fleet = compare(items, tables=load_tables())
    assert next(c for c in fleet.columns if c.key == "driver").majority is None
    assert all(r.odd == ("driver",) for r in fleet.rows)


def test_node_errors_carry_their_verdict() -> None:
    old = _node("n3", driver="470.57.02")
    broken = dataclasses.replace(old, driver=dataclasses.replace(old.driver, cuda_driver_version="11.4"))
    items = [NodeInput(source="n1", facts=_node("n1")), NodeInput(source="n2", facts=_node("n2")),
             NodeInput(source="n3", facts=broken)]
    fleet = compare(items, tables=load_tables())
    row = next(r for r in fleet.rows if r.node == "n3")
    assert row.errors
    assert row.verdict is not None
    assert "CPU only" in row.verdict
    assert row.verdict in render_fleet_terminal(fleet)
    assert [r.node for r in fleet.rows if not r.ok] == ["n3"]


def test_stream_of_reports_with_noise_between_them() -> None:
    one = diagnose(_node("n1"), tables=load_tables()).to_json()
    two = diagnose(_node("n2"), tables=load_tables()).to_json()
    text = f"pod/envcheck-0 started\n{one}{{broken\n{two}"
    items = parse_stream(text, "-")
    assert [i.facts.node.name if i.facts else i.error[:8] for i in items] == ["n1", "not JSON", "n2"]
    assert [i.source for i in items] == ["-#1", "-#2", "-#3"]


def test_newer_schema_is_a_row_not_a_crash(tmp_path: Path) -> None:
    data = json.loads(diagnose(_node("n1"), tables=load_tables()).to_json())
    data["schema"] = 999
    (tmp_path / "n1.json").write_text(json.dumps(data))
    [item] = load_reports([str(tmp_path)], str)
    assert item.facts is None
    assert item.name == "n1"
    assert "newer" in (item.error or "")


def test_renderings_show_the_same_problems(reports: Path) -> None:
    fleet = compare([*load_reports([str(reports)], str), UNREACHABLE], tables=load_tables(), expect_gpus=8)
    text = render_fleet_terminal(fleet)
    assert "*550.54.15" in text
    assert "driver: 550.54.15 where most nodes have 570.86.15" in text
    assert "7 GPU(s), expected 8" in text
    assert "gpu-a05 GPU 3 (NVIDIA H100 80GB HBM3): 21.0 TFLOP/s" in text
    assert "4 of 6 node(s) differ, fail or have a slow GPU: gpu-a03, gpu-a04, gpu-a05, gpu-a06." in text
    markdown = render_fleet_markdown(fleet)
    assert "**550.54.15**" in markdown
    data = json.loads(render_fleet_json(fleet))
    assert data["ok"] is False
    assert {n["node"]: n["ok"] for n in data["nodes"]}["gpu-a03"] is False
    assert data["slow_gpus"][0]["node"] == "gpu-a05"


def test_control_sequences_from_a_host_are_not_printed() -> None:
    item = NodeInput(source="ssh:x", name="x", error="boom\x1b[2J\x07")
    assert "\x1b" not in render_fleet_terminal(compare([item], tables=load_tables()))


def test_cli_fleet_exit_codes(reports: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["fleet", str(reports), "--expect-gpus", "8"])
    assert result.exit_code == 1, result.output
    assert "gpu-a04" in result.output
    good = tmp_path / "good"
    good.mkdir()
    for host in ("n1", "n2"):
        (good / f"{host}.json").write_text(diagnose(_node(host), tables=load_tables()).to_json())
    result = runner.invoke(app, ["fleet", str(good), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["ok"] is True
    stream = "".join((good / f"{h}.json").read_text() for h in ("n1", "n2"))
    result = runner.invoke(app, ["fleet", "-", "--markdown"], input=stream)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("## envcheck fleet")
    assert runner.invoke(app, ["fleet", str(tmp_path / "missing.json")]).exit_code == 2


def test_node_identity_from_slurm_and_kubernetes(tmp_path: Path) -> None:
    (tmp_path / "proc/sys/kernel").mkdir(parents=True)
    (tmp_path / "proc/sys/kernel/hostname").write_text("gpu-a01\n")
    slurm = collect_node(FakeSystem(tmp_path, env={"SLURMD_NODENAME": "a01", "SLURM_JOB_ID": "4242"}))
    assert slurm == NodeFacts(hostname="gpu-a01", slurm_node="a01", slurm_job_id="4242")
    pod = collect_node(FakeSystem(tmp_path / "none", env={
        "HOSTNAME": "envcheck-2-x7k", "ENVCHECK_K8S_NODE": "node-7", "ENVCHECK_K8S_POD": "envcheck-2-x7k",
        "ENVCHECK_K8S_NAMESPACE": "ml", "ENVCHECK_K8S_JOB": "envcheck", "JOB_COMPLETION_INDEX": "2"}))
    assert pod.hostname == "envcheck-2-x7k"
    assert pod.name == "node-7"
    assert (pod.kubernetes_job, pod.kubernetes_index, pod.kubernetes_namespace) == ("envcheck", "2", "ml")
    assert collect_node(FakeSystem(tmp_path / "none")).name is None


def test_training_across_the_nodes_joins_the_verdict() -> None:
    items = [NodeInput(source=h, facts=_node(h)) for h in ("n1", "n2")]
    skew = MultiWorkerResult(device="gpu", workers=("n1:8888", "n2:8889"), results=(
        WorkerResult(index=0, address="n1:8888", tf_version="2.21.0"),
        WorkerResult(index=1, address="n2:8889", tf_version="2.20.0")))
    fleet = compare(items, tables=load_tables(), workers=skew)
    assert not fleet.ok
    assert all(r.ok for r in fleet.rows)
    assert fleet.worker_problems == (("the workers run different TensorFlow versions: worker 0 (n1:8888) 2.21.0, "
                                     "worker 1 (n2:8889) 2.20.0"),)
    text = render_fleet_terminal(fleet)
    assert "✗ the workers run different TensorFlow versions" in text
    assert "differ, fail or have a slow GPU: training across the nodes." in text


def test_fleet_html_page_marks_the_odd_values(reports: Path, tmp_path: Path) -> None:
    hostile = NodeInput(source="ssh:x", name="<script>alert(1)</script>", error="refused\x1b[2J")
    fleet = compare([*load_reports([str(reports)], str), hostile], tables=load_tables(), expect_gpus=8)
    page = render_fleet_html(fleet)
    assert page.startswith("<!DOCTYPE html>")
    assert '<td class="state-error"><strong>550.54.15</strong></td>' in page
    assert "<script>alert" not in page
    assert "\x1b" not in page
    out = tmp_path / "fleet.html"
    result = CliRunner().invoke(app, ["fleet", str(reports), "--html", str(out)])
    assert result.exit_code == 1
    assert "gpu-a04" in out.read_text()
