"""Collect the distributions that matter to TensorFlow, reading dist-info folders directly.

Reading RECORD files (instead of asking pip) shows what pip cannot: which
distributions wrote files into the ``tensorflow/`` import folder (two owners
means one silently overwrote the other) and which listed files are gone.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import os
import re
from typing import TYPE_CHECKING

from envcheck.facts import Distribution, PackagesFacts, PythonFacts

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.system import System

# Every distribution that provides the `tensorflow` import package.
TF_FLAVOURS = frozenset({
    "tensorflow", "tensorflow-cpu", "tensorflow-gpu", "tensorflow-intel", "tensorflow-macos",
    "tensorflow-rocm", "tensorflow-aarch64", "tensorflow-cpu-aws", "intel-tensorflow",
    "intel-tensorflow-avx512", "tf-nightly", "tf-nightly-cpu", "tf-nightly-gpu", "tf-nightly-intel",
    "tf-nightly-macos",
})
# Distributions whose versions TensorFlow's rules look at.
WATCHED = TF_FLAVOURS | {
    "tensorflow-metal",  # macOS GPU plug-in
    "keras", "keras-nightly", "tf-keras", "tf-keras-nightly",  # Keras 3 / Keras 2 pairing
    "numpy", "protobuf", "ml-dtypes", "h5py",  # ABI and wire-format pins
    "tensorboard", "tensorflow-io-gcs-filesystem", "tensorflow-estimator",
}
_NVIDIA_WHEEL = re.compile(r"nvidia-[a-z0-9-]+-cu1\d")
_MISSING_SHOWN = 5


def canonical(name: str) -> str:
    """PEP 503 normalisation: "TensorFlow_GPU" -> "tensorflow-gpu"."""
    return re.sub(r"[-_.]+", "-", name).lower()


def is_watched(name: str) -> bool:
    """Whether envcheck reports this distribution."""
    return name in WATCHED or bool(_NVIDIA_WHEEL.fullmatch(name))


def _headers(text: str) -> dict[str, list[str]]:
    """The header fields of a METADATA / PKG-INFO file (up to the first blank line)."""
    fields: dict[str, list[str]] = {}
    key = ""
    for line in text.splitlines():
        if not line.strip():
            break
        if line[0] in " \t" and key:  # a folded continuation line
            fields[key][-1] += " " + line.strip()
            continue
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), []).append(value.strip())
    return fields


def _record_rows(text: str) -> Iterator[tuple[str, str]]:
    """(path, hash) per RECORD line; only quoted lines need the csv module."""
    for line in text.splitlines():
        if '"' in line:
            row = next(csv.reader([line]), [])
            if row:
                yield row[0], (row[1] if len(row) > 1 else "")
        elif line:
            path, _, rest = line.partition(",")
            yield path, rest.partition(",")[0]


def _owns_tensorflow(record: str) -> bool:
    return record.startswith("tensorflow/") or "\ntensorflow/" in record


def _missing(system: System, site: str, paths: list[str]) -> list[str]:
    """RECORD paths absent from disk, found by listing each folder once (TensorFlow lists ~20k files)."""
    by_dir: dict[str, list[str]] = {}
    for path in paths:
        if not path.endswith(".pyc"):  # compiled files may be cleaned or never written
            folder, _, name = path.rpartition("/")
            by_dir.setdefault(folder, []).append(name)
    missing = []
    for folder, names in by_dir.items():
        present = set(system.list_dir(os.path.normpath(os.path.join(site, folder))))
        missing += [f"{folder}/{n}" if folder else n for n in names if n not in present]
    return missing


def _read_dist(system: System, site: str, folder: str) -> Distribution | None:
    base = os.path.join(site, folder)
    record = system.read_text(os.path.join(base, "RECORD")) or ""
    owns = _owns_tensorflow(record)
    # Folder names are "<name>-<version>.dist-info"; read METADATA only for the ones envcheck reports.
    if not owns and not is_watched(canonical(folder.split("-", 1)[0].removesuffix(".egg-info"))):
        return None
    meta_name = "METADATA" if folder.endswith(".dist-info") else "PKG-INFO"
    meta_text = system.read_text(os.path.join(base, meta_name))
    if meta_text is None and folder.endswith(".egg-info"):
        meta_text = system.read_text(base)  # a single-file .egg-info
    if meta_text is None:
        return None
    meta = _headers(meta_text)
    name, version = (meta.get("Name") or [""])[0], (meta.get("Version") or [""])[0]
    if not name or not version:
        return None
    name = canonical(name)
    if not owns and not is_watched(name):
        return None
    paths = [p for p, _ in _record_rows(record)]
    missing = _missing(system, site, paths)
    return Distribution(
        name=name,
        version=version,
        location=site,
        metadata_dir=base,
        installer=(system.read_text(os.path.join(base, "INSTALLER")) or "").strip() or None,
        requires=tuple(meta.get("Requires-Dist", ())),
        owns_tensorflow=owns,
        record_files=len(paths),
        missing_files=tuple(missing[:_MISSING_SHOWN]),
        missing_count=len(missing),
    )


def _search_dirs(python: PythonFacts) -> list[str]:
    dirs = [*python.sys_path, *python.site_packages]
    if python.user_site_enabled and python.user_site:
        dirs.append(python.user_site)
    return list(dict.fromkeys(d for d in dirs if not d.endswith(".zip")))


def _record_hash(system: System, dist: Distribution, path: str) -> str | None:
    record = system.read_text(os.path.join(dist.metadata_dir or "", "RECORD"))
    return next((h for p, h in _record_rows(record or "") if p == path), None)


def _writer(system: System, dists: list[Distribution], import_dir: str | None) -> str | None:
    """Which owner's copy of tensorflow/__init__.py is on disk (compare RECORD hashes)."""
    owners = [d for d in dists if d.owns_tensorflow and d.location == import_dir]
    if len(owners) < 2 or import_dir is None:  # noqa: PLR2004 - a writer only matters between two owners
        return owners[0].name if owners else None
    data = system.read_bytes(os.path.join(import_dir, "tensorflow", "__init__.py"))
    if data is None:
        return None
    digest = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return next((d.name for d in owners if _record_hash(system, d, "tensorflow/__init__.py") == digest), None)


def collect_packages(system: System, python: PythonFacts) -> PackagesFacts:
    """Read every dist-info on the target's path; keep the watched ones and tensorflow/ owners."""
    if python.error:
        return PackagesFacts(error=f"no interpreter to inspect: {python.error}")
    dists: list[Distribution] = []
    import_dir = None
    for site in _search_dirs(python):
        if import_dir is None and system.is_file(os.path.join(site, "tensorflow", "__init__.py")):
            import_dir = site
        for folder in system.list_dir(site):
            if folder.endswith((".dist-info", ".egg-info")):
                dist = _read_dist(system, site, folder)
                if dist is not None:
                    dists.append(dist)
    return PackagesFacts(
        distributions=tuple(dists),
        tensorflow_import_dir=import_dir,
        tensorflow_writer=_writer(system, dists, import_dir),
    )
