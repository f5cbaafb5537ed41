"""The Kubernetes examples: parsed as YAML, with the fields that make them work checked (no cluster here)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from envcheck.collect.node import K8S_JOB, K8S_NAMESPACE, K8S_NODE, K8S_POD

K8S = Path(__file__).resolve().parent.parent / "examples" / "k8s"


def _load(name: str) -> dict[str, Any]:
    [doc] = list(yaml.safe_load_all((K8S / name).read_text()))
    assert isinstance(doc, dict)
    return doc


def _env(container: dict[str, Any]) -> dict[str, str]:
    """Variable name -> the downward API field it reads, or its value."""
    return {e["name"]: e["valueFrom"]["fieldRef"]["fieldPath"] if "valueFrom" in e else e["value"]
            for e in container["env"]}


def test_job_runs_one_pod_per_gpu_node_holding_its_gpus() -> None:
    job = _load("job.yaml")
    assert (job["apiVersion"], job["kind"]) == ("batch/v1", "Job")
    spec = job["spec"]
    assert spec["completionMode"] == "Indexed"
    assert spec["completions"] == spec["parallelism"]
    assert spec["backoffLimit"] == 0
    pod = spec["template"]["spec"]
    assert pod["restartPolicy"] == "Never"
    [term] = pod["affinity"]["podAntiAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
    assert term["topologyKey"] == "kubernetes.io/hostname"
    assert term["labelSelector"]["matchLabels"].items() <= spec["template"]["metadata"]["labels"].items()
    assert {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"} in pod["tolerations"]
    [container] = pod["containers"]
    assert container["command"] == ["envcheck", "report", "--json"]
    assert int(container["resources"]["limits"]["nvidia.com/gpu"]) >= 1
    assert _env(container) == {K8S_NODE: "spec.nodeName", K8S_POD: "metadata.name",
                               K8S_NAMESPACE: "metadata.namespace", K8S_JOB: "metadata.labels['job-name']"}


def test_daemonset_reports_every_gpu_node_without_holding_a_gpu() -> None:
    ds = _load("daemonset.yaml")
    assert (ds["apiVersion"], ds["kind"]) == ("apps/v1", "DaemonSet")
    template = ds["spec"]["template"]
    assert ds["spec"]["selector"]["matchLabels"].items() <= template["metadata"]["labels"].items()
    pod = template["spec"]
    assert pod["nodeSelector"] == {"nvidia.com/gpu.present": "true"}
    [container] = pod["containers"]
    assert "nvidia.com/gpu" not in container["resources"].get("limits", {})
    env = _env(container)
    assert env["NVIDIA_VISIBLE_DEVICES"] == "all"
    assert env[K8S_NODE] == "spec.nodeName"
    script = container["command"][-1]
    assert "envcheck report --json" in script
    [mount] = container["volumeMounts"]
    assert f'"{mount["mountPath"]}/${K8S_NODE}.json"' in script
    [volume] = pod["volumes"]
    assert volume["name"] == mount["name"]
    assert volume["hostPath"]["path"] == "/var/log/envcheck"


@pytest.mark.parametrize("name", ["job.yaml", "daemonset.yaml"])
def test_manifests_name_the_fleet_pipeline(name: str) -> None:
    text = (K8S / name).read_text()
    assert "kubectl logs -l" in text
    assert "| envcheck fleet" in text
