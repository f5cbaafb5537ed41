"""Collect the distributions that matter to TensorFlow, reading dist-info folders directly.

Reading RECORD files (instead of asking pip) shows what pip cannot: which
distributions wrote files into the ``tensorflow/`` import folder (two owners
means one silently overwrote the other) and which listed files are gone.
"""

from __future__ import annotations

import base64
import csv
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
# The flavours built without CUDA.
CPU_ONLY_FLAVOURS = frozenset({"tensorflow-cpu", "tf-nightly-cpu", "tensorflow-macos", "tf-nightly-macos",
                               "tensorflow-intel", "intel-tensorflow", "tensorflow-cpu-aws"})
# Distributions whose versions TensorFlow's rules look at.
WATCHED = TF_FLAVOURS | {
    "tensorflow-metal",  # macOS GPU plug-in
    "keras", "keras-nightly", "tf-keras", "tf-keras-nightly",  # Keras 3 / Keras 2 pairing
    "numpy", "protobuf", "ml-dtypes", "h5py",  # ABI and wire-format pins
    "tensorboard", "tensorflow-io-gcs-filesystem", "tensorflow-estimator",
    # add-ons made for given TensorFlow releases (compat_tables/tensorflow.json `addons`; rule PKG007)
    "tensorflow-addons", "tensorflow-probability", "tensorflow-text", "tensorflow-io", "tensorflow-decision-forests",
}
_NVIDIA_WHEEL = re.compile(r"nvidia-[a-z0-9-]+-cu1\d")
_MISSING_SHOWN = 5
# Size caps per kind of metadata file (TensorFlow's RECORD is ~3 MB, a METADATA with a long
# description ~1 MB, INSTALLER one word): a bigger one, a FIFO or a device is reported, never read.
RECORD_LIMIT = 64 << 20
METADATA_LIMIT = 16 << 20
INSTALLER_LIMIT = 4 << 10
_VERSION_LIMIT = 200  # characters: a longer Version: header is damage, not a version


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
            try:
                row = next(csv.reader([line]), [])
            except csv.Error:  # a field over csv's limit (131,072 characters) or a stray NUL: not a path
                continue
            if row:
                yield row[0], (row[1] if len(row) > 1 else "")
        elif line:
            path, _, rest = line.partition(",")
            yield path, rest.partition(",")[0]


def _owns_tensorflow(record: str) -> bool:
    return record.startswith("tensorflow/") or "\ntensorflow/" in record


# Where a RECORD row names a file without which a distribution cannot be imported: a native library,
# or a top-level package's __init__.py. Searching the text beats splitting TensorFlow's 20k rows.
_LIBRARY_END = re.compile(r"\.(?:so[.0-9]*|pyd|dll|dylib),")
_INIT = "/__init__.py,"
_TOP_INIT_ROW = re.compile(r"([^/\n,\"]+/__init__\.py),[^,\n]*,([0-9]*)")  # matched at the start of a row


def _top_inits(record: str) -> Iterator[tuple[str, str]]:
    """(path, size) of the top-level ``__init__.py`` rows: only the rows naming an ``__init__.py`` are matched."""
    at = record.find(_INIT)
    while at != -1:
        match = _TOP_INIT_ROW.match(record, record.rfind("\n", 0, at) + 1)
        if match:
            yield match[1], match[2]
        end = record.find("\n", at)
        at = -1 if end == -1 else record.find(_INIT, end)


def _vital_rows(record: str) -> Iterator[tuple[str, str]]:
    """(path, size) of the vital files a RECORD lists; quoted rows (a comma in the path) are left out."""
    yield from _top_inits(record)
    for match in _LIBRARY_END.finditer(record):
        start = record.rfind("\n", 0, match.start()) + 1
        end = record.find("\n", match.end())
        path, _, rest = record[start:end if end >= 0 else None].rstrip("\r").partition(",")
        if '"' not in path:
            yield path, rest.rpartition(",")[2]


def _vital_problems(system: System, site: str, record: str) -> list[str]:
    """Vital files that are gone, or whose size differs from RECORD's (a truncated copy): one stat each."""
    problems = []
    for path, size in _vital_rows(record):
        actual = system.file_size(os.path.join(site, path))
        if actual is None:
            problems.append(path)
        elif size.isdigit() and len(size) < 19 and int(size) != actual:  # noqa: PLR2004 - 19 digits: no file is that big
            problems.append(f"{path} ({actual} bytes, RECORD lists {size})")
    return problems


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


def _rows(record: str) -> int:
    """The rows of a RECORD, counted by their line ends (splitting TensorFlow's 22k rows costs ~2 ms).

    Trailing blank lines are not rows; a blank line between rows, or a lone CR, is not looked for
    here (the full check, ``every_file``, counts the rows it parses).
    """
    end = len(record)
    while end and record[end - 1] in "\r\n":
        end -= 1
    return record.count("\n", 0, end) + 1 if end else 0


def _problems(system: System, site: str, record: str, *, every_file: bool) -> tuple[int, list[str]]:
    """(files RECORD lists, files gone or damaged): the vital ones always, every one when asked."""
    if not every_file:
        return _rows(record), _vital_problems(system, site, record)
    paths = [p for p, _ in _record_rows(record)]
    vital = _vital_problems(system, site, record)
    gone = set(_missing(system, site, paths))
    return len(paths), [*gone.difference(vital), *(p for p in vital if p not in gone)]


def _unreadable(system: System, base: str, name: str, limit: int) -> str | None:
    """Why a metadata file that is there could not be read, or None when it is absent."""
    if name not in system.list_dir(base):
        return None
    return f"{name} (not a regular file, or larger than {limit >> 10} KiB)"


def _read_dist(system: System, site: str, folder: str, *, every_file: bool) -> Distribution | None:
    base = os.path.join(site, folder)
    record_text = system.read_text(os.path.join(base, "RECORD"), limit=RECORD_LIMIT)
    record = record_text or ""
    owns = _owns_tensorflow(record)
    # Folder names are "<name>-<version>.dist-info"; read METADATA only for the ones envcheck reports.
    if not owns and not is_watched(canonical(folder.split("-", 1)[0].removesuffix(".egg-info"))):
        return None
    meta_name = "METADATA" if folder.endswith(".dist-info") else "PKG-INFO"
    meta_text = system.read_text(os.path.join(base, meta_name), limit=METADATA_LIMIT)
    if meta_text is None and folder.endswith(".egg-info"):
        meta_text = system.read_text(base, limit=METADATA_LIMIT)  # a single-file .egg-info
    if meta_text is None:
        return None
    meta = _headers(meta_text)
    name, version = (meta.get("Name") or [""])[0], (meta.get("Version") or [""])[0]
    if not name or not version or len(version) > _VERSION_LIMIT:
        return None
    name = canonical(name)
    if not owns and not is_watched(name):
        return None
    listed, missing = _problems(system, site, record, every_file=every_file)
    installer = system.read_text(os.path.join(base, "INSTALLER"), limit=INSTALLER_LIMIT)
    unreadable = [why for why in (
        _unreadable(system, base, "RECORD", RECORD_LIMIT) if record_text is None else None,
        _unreadable(system, base, "INSTALLER", INSTALLER_LIMIT) if installer is None else None) if why]
    return Distribution(
        name=name,
        version=version,
        location=site,
        metadata_dir=base,
        installer=(installer or "").strip()[:100] or None,
        requires=tuple(meta.get("Requires-Dist", ())),
        owns_tensorflow=owns,
        record_files=listed,
        missing_files=tuple(sorted(missing)[:_MISSING_SHOWN]),
        missing_count=len(missing),
        unreadable=tuple(unreadable),
    )


def _search_dirs(python: PythonFacts) -> list[str]:
    dirs = [*python.sys_path, *python.site_packages]
    if python.user_site_enabled and python.user_site:
        dirs.append(python.user_site)
    return list(dict.fromkeys(d for d in dirs if not d.endswith(".zip")))


def _record_entry(system: System, dist: Distribution, path: str) -> tuple[str, str] | None:
    """(hash, size) that the distribution's RECORD lists for path."""
    record = system.read_text(os.path.join(dist.metadata_dir or "", "RECORD"), limit=RECORD_LIMIT) or ""
    for line in record.splitlines():
        try:
            row = next(csv.reader([line]), []) if '"' in line else line.split(",")
        except csv.Error:  # a field over csv's limit: not a path
            continue
        if row and row[0] == path:
            return (row[1] if len(row) > 1 else ""), (row[2] if len(row) > 2 else "")  # noqa: PLR2004 - columns
    return None


def _writer(system: System, dists: list[Distribution], import_dir: str | None) -> str | None:
    """Which owner's copy of tensorflow/__init__.py is on disk: compare sizes, then hashes if needed."""
    owners = [d for d in dists if d.owns_tensorflow and d.location == import_dir]
    if len(owners) < 2 or import_dir is None:  # noqa: PLR2004 - a writer only matters between two owners
        return owners[0].name if owners else None
    init = os.path.join(import_dir, "tensorflow", "__init__.py")
    size = system.file_size(init)
    listed = {d.name: _record_entry(system, d, "tensorflow/__init__.py") for d in owners}
    same_size = [name for name, entry in listed.items() if entry and entry[1] == str(size)]
    if len(same_size) < 2:  # noqa: PLR2004 - the size alone tells one owner (or none) apart
        return same_size[0] if same_size else None
    import hashlib  # noqa: PLC0415 - rarely needed: sizes tell owners apart first

    data = system.read_bytes(init)
    if data is None:
        return None
    digest = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return next((name for name in same_size if (listed[name] or ("", ""))[0] == digest), None)


def collect_packages(system: System, python: PythonFacts, *, every_file: bool = False) -> PackagesFacts:
    """Read every dist-info on the target's path; keep the watched ones and tensorflow/ owners.

    Their native libraries and package ``__init__.py`` files are checked against RECORD (present,
    same size); with ``every_file`` every file RECORD lists is looked for as well.
    """
    if python.error:
        return PackagesFacts(error=f"no interpreter to inspect: {python.error}")
    dists: list[Distribution] = []
    import_dir = None
    for site in _search_dirs(python):
        if import_dir is None and system.is_file(os.path.join(site, "tensorflow", "__init__.py")):
            import_dir = site
        for folder in system.list_dir(site):
            if folder.endswith((".dist-info", ".egg-info")):
                dist = _read_dist(system, site, folder, every_file=every_file)
                if dist is not None:
                    dists.append(dist)
    return PackagesFacts(
        distributions=tuple(dists),
        tensorflow_import_dir=import_dir,
        tensorflow_writer=_writer(system, dists, import_dir),
    )
