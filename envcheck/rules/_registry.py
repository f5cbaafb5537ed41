"""The rule registry: ``@rule`` records a pure function from facts to findings."""

from __future__ import annotations

import inspect
import re
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from envcheck.facts import Facts
    from envcheck.findings import Finding
    from envcheck.tables import Tables

    RuleFn = Callable[[Facts, Tables], Iterable[Finding]]

__all__ = ["FAMILIES", "ON_REQUEST", "REGISTRY", "REQUIREMENTS", "Rule", "rule"]

# Families in display order: the prefix of every rule id, and its category title.
FAMILIES = {
    "PLAT": "Platform",
    "WSL": "WSL2",
    "PY": "Python",
    "PKG": "Packages",
    "CONDA": "conda",
    "TF": "TensorFlow build",
    "RT": "TensorFlow runtime",
    "DRV": "NVIDIA driver",
    "CUDA": "CUDA libraries",
    "GPU": "GPUs",
    "ENV": "Environment",
    "BENCH": "Benchmarks",
    "DOCK": "Dockerfile",
}
# Families that check something other than this machine: they run only when selected by name
# (`envcheck dockerfile` selects DOCK), so `doctor` does not list them as skipped.
ON_REQUEST = frozenset({"DOCK"})
ID_PATTERN = re.compile(r"(?P<family>[A-Z]+)(?P<number>\d{3})")


def _driver_loaded(facts: Facts) -> bool:
    d = facts.driver
    return bool(d.kernel_module_version or d.library_version or d.cuda_driver_version)


# Preconditions a rule may require; an unmet one skips the rule with the reason given.
REQUIREMENTS: dict[str, tuple[Callable[[Facts], bool], str]] = {
    "tensorflow": (lambda f: f.tensorflow.installed, "TensorFlow is not installed"),
    "cuda_build": (lambda f: bool(f.tensorflow.is_cuda_build), "TensorFlow is not a CUDA build"),
    "driver": (_driver_loaded, "no NVIDIA driver is loaded"),
    "gpus": (lambda f: bool(f.driver.gpus), "no NVIDIA GPU was enumerated"),
    "probe": (lambda f: f.probe.ran, "TensorFlow was not imported (the runtime probe did not run)"),
    "bench": (lambda f: bool(f.bench), "no benchmark was run (doctor --bench, gpus --each)"),
    "together": (lambda f: f.together is not None, "no multi-GPU training was tried (gpus --together)"),
    "workers": (lambda f: f.workers is not None, "no multi-worker training was tried (gpus --workers)"),
    "wsl": (lambda f: f.wsl is not None, "not running inside WSL2"),
    "conda": (lambda f: f.conda is not None and f.conda.error is None, "not a conda environment"),
    "dockerfile": (lambda f: f.dockerfile is not None and f.dockerfile.error is None,
                   "no Dockerfile was read (envcheck dockerfile)"),
}


class Rule(Frozen):
    """A registered check."""

    id: str
    title: str
    fn: RuleFn
    requires: tuple[str, ...] = ()

    @property
    def family(self) -> str:
        """The id's letters: "CUDA" for "CUDA001"."""
        match = ID_PATTERN.fullmatch(self.id)
        return match.group("family") if match else ""

    @property
    def category(self) -> str:
        """The family's display title."""
        return FAMILIES.get(self.family, self.family)

    @property
    def explanation(self) -> str:
        """What the rule detects and why it matters: its docstring, less a summary that repeats the title."""
        doc = inspect.getdoc(self.fn) or ""
        summary, _, body = doc.partition("\n\n")
        return body if body and summary.rstrip(".") == self.title else doc


REGISTRY: dict[str, Rule] = {}


def rule(rule_id: str, title: str, *, requires: Iterable[str] = ()) -> Callable[[RuleFn], RuleFn]:
    """Register a rule under a stable id."""
    needs = tuple(requires)

    def register(fn: RuleFn) -> RuleFn:
        match = ID_PATTERN.fullmatch(rule_id)
        family = match.group("family") if match else None
        if family not in FAMILIES or rule_id in REGISTRY or set(needs) - set(REQUIREMENTS):
            msg = f"bad rule registration: {rule_id} (requires {needs})"
            raise ValueError(msg)
        REGISTRY[rule_id] = Rule(rule_id, title, fn, needs)
        return fn

    return register
