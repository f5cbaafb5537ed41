"""Rules: pure functions from facts (and the compat tables) to findings.

Adding a check means adding one decorated function to the module of its family
and its tests; the registry, the engine, ``envcheck rules`` and docs/rules.md
pick it up from there.
"""

from __future__ import annotations

# Importing a family module registers its rules.
from envcheck.rules import (
    bench,
    conda,
    cuda,
    dockerfile,
    driver,
    environment,
    gpus,
    packages,
    platform,
    python,
    runtime,
    tensorflow,
    wsl,
)
from envcheck.rules._registry import FAMILIES, ON_REQUEST, REGISTRY, REQUIREMENTS, Rule, rule

__all__ = ["FAMILIES", "ON_REQUEST", "REGISTRY", "REQUIREMENTS", "Rule", "bench", "conda", "cuda", "dockerfile",
           "driver", "environment", "gpus", "packages", "platform", "python", "rule", "runtime", "tensorflow", "wsl"]
