"""Collect the node's identity: host name, and the Slurm or Kubernetes job that ran envcheck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.facts import NodeFacts

if TYPE_CHECKING:
    from envcheck.system import System

# What the examples/k8s/ manifests pass through the downward API (Kubernetes sets none of these itself).
K8S_NODE, K8S_POD, K8S_NAMESPACE, K8S_JOB = ("ENVCHECK_K8S_NODE", "ENVCHECK_K8S_POD", "ENVCHECK_K8S_NAMESPACE",
                                             "ENVCHECK_K8S_JOB")


def _hostname(system: System) -> str | None:
    text = (system.read_text("/proc/sys/kernel/hostname") or "").strip()
    # HOSTNAME is exported by bash, COMPUTERNAME by Windows; /proc is the truth on Linux.
    return text or system.environ.get("HOSTNAME") or system.environ.get("COMPUTERNAME") or None


def collect_node(system: System) -> NodeFacts:
    """Read the host name and the scheduler's variables."""
    env = system.environ
    return NodeFacts(
        hostname=_hostname(system),
        slurm_node=env.get("SLURMD_NODENAME") or None,
        slurm_job_id=env.get("SLURM_JOB_ID") or None,
        kubernetes_node=env.get(K8S_NODE) or None,
        kubernetes_pod=env.get(K8S_POD) or None,
        kubernetes_namespace=env.get(K8S_NAMESPACE) or None,
        kubernetes_job=env.get(K8S_JOB) or None,
        # Kubernetes sets it in every pod of an indexed Job.
        kubernetes_index=env.get("JOB_COMPLETION_INDEX") or None,
    )
