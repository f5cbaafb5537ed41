"""Collecting reports over ssh (a stand-in ssh on PATH) and through a real Slurm cluster (in CI)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from envcheck.bench.workers import workers_from_slurm
from envcheck.engine import diagnose
from envcheck.errors import ReportError
from envcheck.facts import NodeFacts
from envcheck.remote import collect_slurm, collect_ssh, slurm_workers, split_hosts
from envcheck.system import CommandResult, LocalSystem
from envcheck.tables import load_tables
from envcheck.testing import NOT_FOUND, FakeSystem, make_facts

ROOT = Path(__file__).resolve().parent.parent


def _report(host: str) -> str:
    return diagnose(make_facts(node=NodeFacts(hostname=host)), tables=load_tables()).to_json()


@pytest.fixture
def fake_ssh(tmp_path: Path) -> LocalSystem:
    """An `ssh` that answers for "good1"/"good2" from files, hangs on "hang", and fails on "refused"."""
    for host in ("good1", "good2"):
        (tmp_path / f"{host}.json").write_text(_report(host))
    script = tmp_path / "bin" / "ssh"
    script.parent.mkdir()
    script.write_text(f"""#!/bin/sh
for last in "$@"; do :; done
while [ "$1" != "--" ]; do shift; done
host=$2
case $host in
  good*) cat {tmp_path}/$host.json ;;
  hang) exec sleep 30 ;;
  refused) echo "ssh: connect to host $host port 22: Connection refused" >&2; exit 255 ;;
esac
""")
    script.chmod(0o755)
    return LocalSystem({**os.environ, "PATH": f"{script.parent}:{os.environ['PATH']}"})


def test_ssh_hosts_in_parallel_with_a_timeout_each(fake_ssh: LocalSystem) -> None:
    start = time.monotonic()
    found = collect_ssh(fake_ssh, ["good1", "hang", "refused", "good2"], timeout=2.0)
    assert time.monotonic() - start < 10
    by_host = {i.name: i for i in found}
    assert by_host["good1"].facts is not None
    assert by_host["good1"].facts.node.hostname == "good1"
    assert by_host["good2"].facts is not None
    assert by_host["hang"].error == "no answer within 2 s"
    assert by_host["refused"].error == "exit code 255: ssh: connect to host refused port 22: Connection refused"


def test_ssh_command_line_never_prompts_and_quotes_the_remote_command() -> None:
    call = "ssh -o BatchMode=yes -o ConnectTimeout=30 -- n1 envcheck report '--python=/opt/my env/bin/python'"
    system = FakeSystem("/nonexistent", commands={call: CommandResult(0, stdout="Welcome to n1\n")})
    found = collect_ssh(system, ["n1"], command=("envcheck", "report", "--python=/opt/my env/bin/python"),
                        timeout=60)
    assert system.calls == [call]
    assert [(i.name, i.error) for i in found] == [("n1", "answered without an envcheck report")]


def test_split_hosts() -> None:
    assert split_hosts("a, b c,a,user@d") == ["a", "b", "c", "user@d"]
    with pytest.raises(ReportError, match="not a host name"):
        split_hosts("a,-oProxyCommand=x")


def test_slurm_output_is_split_by_task_and_failed_nodes_become_rows() -> None:
    one = _report("n1").replace('"slurm_node": null', '"slurm_node": "n1"')
    stdout = "".join(f"0: {line}\n" for line in one.splitlines())
    stderr = "srun: error: n2: task 1: Exited with exit code 127\n"
    argv = "srun --ntasks-per-node=1 --label --kill-on-bad-exit=0 -N 2 envcheck report --json"
    system = FakeSystem("/nonexistent", commands={argv: CommandResult(1, stdout=stdout, stderr=stderr)})
    found = collect_slurm(system, srun_options=["-N", "2"], command=["envcheck", "report", "--json"])
    assert [(i.source, i.facts is not None, i.error) for i in found] == [
        ("slurm:task0", True, None), ("slurm:n2", False, "Exited with exit code 127")]


def _srun_labelled(task: int, text: str) -> str:
    """Output as srun --label writes it: each line cut into pieces of 1024 bytes, each piece labelled."""
    out = b""
    for line in text.encode().splitlines():
        out += b"".join(f"{task}: ".encode() + line[i:i + 1024] + b"\n" for i in range(0, len(line) + 1, 1024))
    return out.decode(errors="replace")


@pytest.mark.parametrize("pod", ["p" * 2500, "é" * 1500])
def test_slurm_lines_srun_cut_are_joined_again(pod: str) -> None:
    """srun cuts lines at 1024 bytes (slurm 22.05); a long evidence line broke the report's JSON."""
    node = NodeFacts(hostname="n1", slurm_node="n1", kubernetes_pod=pod, kubernetes_job="j")
    report = diagnose(make_facts(node=node), tables=load_tables()).to_json()
    short = next(line for line in report.splitlines() if '"kubernetes_job"' in line)  # padded to 2048 bytes
    job = "j" * (2049 - len(short.encode()))
    report = report.replace(short, short.replace('"j"', f'"{job}"'))
    assert 2048 in {len(line.encode()) for line in report.splitlines()}
    argv = "srun --ntasks-per-node=1 --label --kill-on-bad-exit=0 envcheck report --json"
    system = FakeSystem("/nonexistent", commands={argv: CommandResult(0, stdout=_srun_labelled(0, report))})
    (found,) = collect_slurm(system, command=["envcheck", "report", "--json"])
    assert found.error is None
    assert found.facts is not None
    assert found.facts.node.kubernetes_job == job
    if pod.isascii():
        assert found.facts.node.kubernetes_pod == pod


def test_slurm_without_srun_is_a_usage_error() -> None:
    argv = "srun --ntasks-per-node=1 --label --kill-on-bad-exit=0 envcheck report --json"
    with pytest.raises(ReportError, match="cannot run srun"):
        collect_slurm(FakeSystem("/nonexistent", commands={argv: NOT_FOUND}), command=["envcheck", "report", "--json"])


def _slurm_cluster() -> str | None:
    """Why no Slurm cluster can be used here, or None when one answers."""
    if os.environ.get("ENVCHECK_NO_SLURM"):
        return os.environ["ENVCHECK_NO_SLURM"]
    if not shutil.which("srun") or not os.environ.get("SLURM_CONF"):
        return "no Slurm cluster here (.ci/run starts one as root; or .ci/slurm-up DIR, then export SLURM_CONF)"
    nodes = subprocess.run(["sinfo", "-h", "-N", "-t", "idle", "-o", "%N"], capture_output=True, text=True,
                           timeout=30, check=False).stdout.split()
    return None if len(set(nodes)) >= 2 else f"the Slurm cluster has no two idle nodes: {nodes}"


def test_fleet_through_a_real_slurm_cluster() -> None:
    why = _slurm_cluster()
    if why:
        pytest.skip(why)
    command = f"{sys.executable} -m envcheck report --json --quick"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "envcheck", "fleet", "--slurm", "--srun", "-N 2 -t 5",
                           "--command", command, "--json", "--timeout", "120", "--together", "--device", "cpu"],
                          capture_output=True, text=True, env=env, timeout=420, check=False)
    assert done.returncode in (0, 1), done.stderr
    view = json.loads(done.stdout)
    nodes = view["nodes"]
    assert sorted(n["node"] for n in nodes) == ["node1", "node2"]
    assert all(n["no_report"] is None and n["odd"] == [] for n in nodes)  # one machine: the two agree
    assert done.returncode == (0 if all(n["ok"] for n in nodes) else 1)
    assert view["ok"] is (done.returncode == 0)
    # --together: one MultiWorkerMirroredStrategy worker per node, TF_CONFIG built from SLURM_*
    workers = view["workers"]
    assert [w.rsplit(":", 1)[1] for w in workers["workers"]] == ["8888", "8889"]
    assert [(r["index"], r["error"], r["replicas"]) for r in workers["results"]] == [(0, None, 2), (1, None, 2)]
    assert view["worker_problems"] == []


def test_workers_from_slurm_variables() -> None:
    system = FakeSystem("/nonexistent", commands={
        "scontrol show hostnames gpu[01-02]": "gpu01\ngpu02\n",
        "scontrol -o show node gpu[01-02]": ("NodeName=gpu01 Arch=x86_64 NodeAddr=10.0.0.1 NodeHostName=gpu01\n"
                                             "NodeName=gpu02 Arch=x86_64 NodeAddr=10.0.0.2 NodeHostName=gpu02\n")})
    env = {"SLURM_STEP_NODELIST": "gpu[01-02]", "SLURM_NODEID": "1"}
    assert workers_from_slurm(system, env) == (("10.0.0.1:8888", "10.0.0.2:8889"), 1)
    with pytest.raises(ReportError, match="not inside a Slurm step"):
        workers_from_slurm(system, {})


def test_slurm_workers_merge_every_task_and_keep_a_broken_one() -> None:
    run = {"device": "cpu", "workers": ["a:8888", "b:8889"], "error": None,
           "results": [{"index": 0, "address": "a:8888", "tf_version": "2.21.0", "replicas": 2}]}
    good = json.dumps({"schema": 2, "workers": run}, indent=1)
    stdout = "".join(f"0: {line}\n" for line in good.splitlines()) + "1: Traceback (most recent call last):\n"
    argv = (f"srun --ntasks-per-node=1 --label --kill-on-bad-exit=0 {sys.executable} -m envcheck gpus --slurm --json "
            "--device cpu --bench-timeout 270")
    system = FakeSystem("/nonexistent", commands={argv: CommandResult(1, stdout=stdout)})
    merged = slurm_workers(system, device="cpu", timeout=300)
    assert merged.workers == ("a:8888", "b:8889")
    assert [(r.index, r.tf_version) for r in merged.results] == [(0, "2.21.0"), (1, None)]
    assert (merged.results[1].error or "").startswith("no multi-worker result")
