"""Collect TensorFlow's build by parsing build_info.py, never importing TensorFlow."""

from __future__ import annotations

import ast
import dataclasses
import os
from typing import TYPE_CHECKING

from envcheck.collect.packages import TF_FLAVOURS
from envcheck.compat import dll_version
from envcheck.facts import PackagesFacts, TensorFlowFacts

if TYPE_CHECKING:
    from envcheck.system import System

# 1.15 and 2.0 keep the real package in tensorflow_core/.
_BUILD_INFO = ("tensorflow/python/platform/build_info.py", "tensorflow_core/python/platform/build_info.py")
# Older build_info.py files use other names for the same values.
_ALIASES = {"cuda_version_number": "cuda_version", "cudnn_version_number": "cudnn_version"}
# A real build_info.py is about 1 KB; a bigger one is damage (or a trap), never parsed.
BUILD_INFO_LIMIT = 256 << 10


def _parse(source: str) -> ast.Module:
    try:
        return ast.parse(source)
    except (RecursionError, MemoryError):  # "-" * 100_000 + "1", or a 100k-term expression
        msg = "nested too deeply to parse"
        raise ValueError(msg) from None


def _pairs(literal: object) -> dict[str, object]:
    """build_info's dict, or the pairs of its OrderedDict([...]); nothing when damaged (build_info = 5)."""
    pairs = literal.items() if isinstance(literal, dict) else literal if isinstance(literal, (list, tuple)) else ()
    return {p[0]: p[1] for p in pairs if isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)}  # noqa: PLR2004


def parse_build_info(source: str) -> dict[str, object]:
    """Return the literal values of a build_info.py (both the OrderedDict and the old flat form).

    Raises SyntaxError or ValueError when the file is not Python, or nests too deeply to parse.
    """
    values: dict[str, object] = {}
    for node in _parse(source).body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target = node.targets[0]
        if not isinstance(target, ast.Name):
            continue
        value = node.value
        if target.id == "build_info" and isinstance(value, ast.Call) and value.args:
            value = value.args[0]  # collections.OrderedDict([...])
        try:
            literal = ast.literal_eval(value)
        except (ValueError, TypeError, SyntaxError, RecursionError):
            continue
        if target.id == "build_info":
            values.update(_pairs(literal))
        else:
            values[target.id] = literal
    named = {_ALIASES.get(k, k): v for k, v in values.items()}
    for key in ("cuda_version", "cudnn_version"):
        if key in named:
            named[key] = build_version(named[key])
    return named


def build_version(value: object) -> object:
    """A build_info version as a dotted version: Windows wheels write the DLL suffix, '64_112' for 11.2."""
    return dll_version(str(value)) or value


def _text(value: object) -> str | None:
    return str(value) if value not in (None, "") else None


def _flag(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def collect_tensorflow(system: System, packages: PackagesFacts) -> TensorFlowFacts:
    """Describe the TensorFlow that ``import tensorflow`` would load."""
    site = packages.tensorflow_import_dir
    if site is None:
        return TensorFlowFacts(error=packages.error or "no tensorflow package on the target's sys.path")
    owners = [d for d in packages.distributions
              if d.location == site and (d.owns_tensorflow or d.name in TF_FLAVOURS)]
    dist = next((d for d in owners if d.name == packages.tensorflow_writer), owners[0] if owners else None)
    base = TensorFlowFacts(installed=True, location=os.path.join(site, "tensorflow"),
                           version=dist.version if dist else None, distribution=dist.name if dist else None)
    for path in _BUILD_INFO:
        text = system.read_text(os.path.join(site, path), limit=BUILD_INFO_LIMIT)
        if text is None:
            folder, name = os.path.split(os.path.join(site, path))
            if name in system.list_dir(folder):
                return dataclasses.replace(base, error=f"{path} is not a regular file, or is larger than "
                                                       f"{BUILD_INFO_LIMIT >> 10} KiB: not read")
            continue
        try:
            info = parse_build_info(text)
        except (SyntaxError, ValueError) as exc:
            return dataclasses.replace(base, error=f"{path} cannot be parsed: {exc}")
        caps = info.get("cuda_compute_capabilities")
        return dataclasses.replace(
            base,
            build_info_source="build_info.py",
            # The flat 1.x format has no is_cuda_build: a CUDA version means a CUDA build.
            is_cuda_build=_flag(info.get("is_cuda_build", bool(info.get("cuda_version")))),
            is_rocm_build=_flag(info.get("is_rocm_build")),
            is_tensorrt_build=_flag(info.get("is_tensorrt_build")),
            cuda_version=_text(info.get("cuda_version")),
            cudnn_version=_text(info.get("cudnn_version")),
            compute_capabilities=tuple(str(c) for c in caps) if isinstance(caps, (list, tuple)) else (),
        )
    return base  # no build_info.py: the diagnosis reads the build from the tables (compat.apply_tables)
