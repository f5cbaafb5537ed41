"""The only network code in envcheck: table bundles over HTTPS, and PyPI's list of releases.

Nothing here runs unless asked (`envcheck tables update`, `envcheck recommend --online`). Every
request has a timeout, plain HTTP is refused, every failure is one line (NetworkError), and what is
downloaded is data: checked against its SHA-256, validated as compat tables, never executed.

A bundle is ``{"bundle_schema": 1, "created": "<ISO date>", "tables": {"tensorflow.json": {...}, ...}}``
served at URL, with its hex SHA-256 at URL + ".sha256".
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

from envcheck.errors import EnvcheckError, TableError
from envcheck.tables import BUNDLE_META, TABLE_FILES, TablesInUse, cache_directory, load_tables, tables_in_use

__all__ = ["BUNDLE_SCHEMA", "NetworkError", "make_bundle", "pypi_releases", "update_tables"]

BUNDLE_SCHEMA = 1
TIMEOUT_S = 15.0


class NetworkError(EnvcheckError):
    """A download failed or was refused."""


def _get(url: str, timeout: float) -> bytes:
    if not url.startswith("https://"):
        msg = f"refusing {url}: table bundles are only fetched over https://"
        raise NetworkError(msg)
    import requests  # noqa: PLC0415 - only online actions pay for importing it (0.1 s)

    try:
        response = requests.get(url, timeout=timeout)
    except requests.Timeout:
        msg = f"{url}: no answer within {timeout:g} s"
        raise NetworkError(msg) from None
    except requests.RequestException as exc:
        msg = f"{url}: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else 'failed'}"
        raise NetworkError(msg) from None
    if response.status_code != 200:  # noqa: PLR2004 - HTTP OK
        msg = f"{url}: HTTP {response.status_code} {response.reason}"
        raise NetworkError(msg)
    return response.content


def make_bundle(directory: str | None = None, created: str | None = None) -> tuple[str, str]:
    """A bundle of the tables in ``directory`` (default: those in use) and its SHA-256, to publish."""
    folder = Path(directory) if directory else Path(tables_in_use().directory)
    tables = {name: json.loads((folder / name).read_text(encoding="utf-8")) for name in TABLE_FILES}
    stamp = created or dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    text = json.dumps({"bundle_schema": BUNDLE_SCHEMA, "created": stamp, "tables": tables}, indent=1) + "\n"
    return text, hashlib.sha256(text.encode()).hexdigest()


def _unpack(data: bytes, url: str) -> tuple[str, dict[str, Any]]:
    try:
        bundle = json.loads(data)
    except ValueError as exc:
        msg = f"{url}: not a table bundle ({exc})"
        raise NetworkError(msg) from None
    if not isinstance(bundle, dict) or bundle.get("bundle_schema") != BUNDLE_SCHEMA:
        msg = f"{url}: unknown bundle schema (this envcheck reads {BUNDLE_SCHEMA})"
        raise NetworkError(msg)
    tables, created = bundle.get("tables"), bundle.get("created")
    if not isinstance(tables, dict) or set(tables) != set(TABLE_FILES) or not isinstance(created, str):
        msg = f"{url}: the bundle must hold created and exactly {', '.join(TABLE_FILES)}"
        raise NetworkError(msg)
    return created, tables


def update_tables(url: str, *, timeout: float = TIMEOUT_S, cache: Path | None = None) -> TablesInUse:
    """Download, verify and install a table bundle into the cache; return what is now in use."""
    data = _get(url, timeout)
    expected = _get(url + ".sha256", timeout).decode(errors="replace").split()
    actual = hashlib.sha256(data).hexdigest()
    if not expected or expected[0].lower() != actual:
        msg = f"{url}: checksum mismatch (the bundle's SHA-256 is {actual})"
        raise NetworkError(msg)
    created, tables = _unpack(data, url)
    target = cache or cache_directory()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as staging:
        for name, body in tables.items():
            (Path(staging) / name).write_text(json.dumps(body), encoding="utf-8")
        try:
            load_tables(staging)  # every row type-checked before anything is replaced
        except TableError as exc:
            msg = f"{url}: the bundle's tables do not validate: {exc}"
            raise NetworkError(msg) from None
        meta = {"url": url, "created": created, "sha256": actual,
                "downloaded": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")}
        (Path(staging) / BUNDLE_META).write_text(json.dumps(meta), encoding="utf-8")
        target.mkdir(exist_ok=True)
        for item in Path(staging).iterdir():
            item.replace(target / item.name)
    return tables_in_use(cache=target)


def pypi_releases(*, timeout: float = TIMEOUT_S) -> list[str]:
    """TensorFlow's final releases on PyPI, newest first (for `recommend --online`)."""
    data = _get("https://pypi.org/pypi/tensorflow/json", timeout)
    try:
        releases = json.loads(data)["releases"]
    except (ValueError, KeyError, TypeError):
        msg = "PyPI answered something that is not its JSON API"
        raise NetworkError(msg) from None
    from packaging.version import InvalidVersion, Version  # noqa: PLC0415 - only this online path needs it

    versions = []
    for text, files in releases.items():
        try:
            version = Version(text)
        except InvalidVersion:
            continue
        if files and not version.is_prerelease:
            versions.append(version)
    return [str(v) for v in sorted(versions, reverse=True)]
