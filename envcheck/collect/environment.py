"""Collect the environment variables that change what TensorFlow does with GPUs.

Only allow-listed names are read, and values that could be secrets never leave
this module in clear.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.facts import EnvironmentFacts, EnvVar
from envcheck.sanitize import REDACTED, is_secret_name, redact_text

if TYPE_CHECKING:
    from envcheck.system import System

ALLOWED = frozenset({
    "CUDA_VISIBLE_DEVICES",  # which GPUs CUDA enumerates
    "CUDA_DEVICE_ORDER",  # FASTEST_FIRST (default) or PCI_BUS_ID numbering
    "NVIDIA_VISIBLE_DEVICES",  # container runtime: which GPUs are mounted
    "NVIDIA_DRIVER_CAPABILITIES",  # container runtime: needs "compute" for CUDA
    "LD_LIBRARY_PATH",  # searched by dlopen before the loader cache
    "LD_PRELOAD",  # can inject another libcudart/libcudnn
    "CUDA_HOME", "CUDA_PATH",  # toolkit location for XLA's ptxas/libdevice
    "CONDA_PREFIX", "VIRTUAL_ENV",  # which environment is active
    "PYTHONPATH", "PYTHONNOUSERSITE",  # can shadow the environment's TensorFlow
    "KERAS_BACKEND",  # Keras 3 backend (tensorflow, jax, torch)
    "OMP_NUM_THREADS",  # CPU thread pool size of the input pipeline
    "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",  # ROCm builds
})
# Families read by TensorFlow, XLA, CUDA and NCCL (TF_FORCE_GPU_ALLOW_GROWTH, TF_GPU_ALLOCATOR,
# TF_USE_LEGACY_KERAS, TF_CPP_MIN_LOG_LEVEL, XLA_FLAGS, CUDA_MODULE_LOADING, NCCL_DEBUG ...).
ALLOWED_PREFIXES = ("TF_", "XLA_", "CUDA_", "NCCL_", "TF2_")
# Terraform shares the TF_ prefix; its TF_VAR_* and TF_TOKEN_* values are often credentials.
TERRAFORM_PREFIXES = ("TF_VAR_", "TF_TOKEN_", "TF_CLI_", "TF_LOG", "TF_WORKSPACE", "TF_IN_AUTOMATION",
                      "TF_INPUT", "TF_DATA_DIR", "TF_PLUGIN_CACHE_DIR", "TF_REGISTRY_")


def is_allowed(name: str) -> bool:
    """Whether envcheck reads this variable."""
    return name in ALLOWED or (name.startswith(ALLOWED_PREFIXES) and not name.startswith(TERRAFORM_PREFIXES))


def redact(name: str, value: str) -> tuple[str, bool]:
    """Return (value safe to print, whether anything was hidden)."""
    if is_secret_name(name):
        return REDACTED, True
    clean = redact_text(value)
    return clean, clean != value


def collect_environment(system: System) -> EnvironmentFacts:
    """Read the allow-listed variables, secrets redacted."""
    variables = []
    for name in sorted(system.environ):
        if is_allowed(name):
            value, hidden = redact(name, system.environ[name])
            variables.append(EnvVar(name=name, value=value, redacted=hidden))
    return EnvironmentFacts(variables=tuple(variables))
