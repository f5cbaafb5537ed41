"""The only network code in envcheck: table bundles over HTTPS, and PyPI's list of releases.

Nothing here runs unless asked (`envcheck tables update`, `envcheck recommend --online`). Every
download has a total deadline and a size cap, plain HTTP is refused (a redirect off https:// too),
every failure is one line (NetworkError, credentials in the address redacted), and what is
downloaded is data: checked against its SHA-256, validated as compat tables, never executed. A
bundle dated in the future, or not newer than the tables shipped with envcheck, is refused.

A bundle is ``{"bundle_schema": 1, "created": "<ISO date>", "tables": {"tensorflow.json": {...}, ...}}``
served at URL, with its hex SHA-256 at URL + ".sha256".
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from envcheck.errors import EnvcheckError, TableError
from envcheck.sanitize import loads, redact_text
from envcheck.tables import (
    BUNDLE_META,
    TABLE_FILES,
    TablesInUse,
    bundled_date,
    cache_directory,
    load_tables,
    tables_in_use,
)

__all__ = ["BUNDLE_SCHEMA", "NetworkError", "make_bundle", "pypi_releases", "update_tables"]

BUNDLE_SCHEMA = 1
TIMEOUT_S = 15.0
BUNDLE_LIMIT = 16 << 20  # bytes: a bundle is ~200 KB; PyPI's JSON for TensorFlow is ~10 MB
_REDIRECTS = 5


class NetworkError(EnvcheckError):
    """A download failed or was refused."""


def _get(url: str, timeout: float, limit: int = BUNDLE_LIMIT) -> bytes:
    """The body at ``url``: https only (redirects too), within ``timeout`` seconds in all, at most ``limit`` bytes."""
    import requests  # noqa: PLC0415 - only online actions pay for importing it (0.1 s)

    shown, deadline = redact_text(url), time.monotonic() + timeout
    for _ in range(_REDIRECTS + 1):
        if not url.startswith("https://"):
            msg = f"refusing {redact_text(url)}: table bundles are only fetched over https://"
            raise NetworkError(msg)
        try:
            with requests.get(url, timeout=max(0.1, deadline - time.monotonic()), stream=True,
                              allow_redirects=False) as response:
                if response.is_redirect:
                    url = urljoin(url, response.headers.get("location", ""))
                    continue
                if response.status_code != 200:  # noqa: PLR2004 - HTTP OK
                    msg = f"{shown}: HTTP {response.status_code} {response.reason}"
                    raise NetworkError(msg)
                return _body(response, shown, deadline, limit)
        except requests.Timeout:
            msg = f"{shown}: no answer within {timeout:g} s"
            raise NetworkError(msg) from None
        except requests.RequestException as exc:
            text = redact_text(str(exc).splitlines()[0][:200]) if str(exc) else "failed"
            msg = f"{shown}: {type(exc).__name__}: {text}"
            raise NetworkError(msg) from None
    msg = f"{shown}: more than {_REDIRECTS} redirects"
    raise NetworkError(msg)


def _body(response: Any, shown: str, deadline: float, limit: int) -> bytes:  # noqa: ANN401 - a requests.Response
    """Read a streamed body one socket read at a time, so a server trickling bytes meets the deadline."""
    size = response.headers.get("content-length", "")
    if size.isdigit() and int(size[:20]) > limit:
        msg = f"{shown}: {size} bytes is more than the {limit >> 20} MiB a download may have"
        raise NetworkError(msg)
    chunks, total = [], 0
    while chunk := response.raw.read1(1 << 16, decode_content=True):
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            msg = f"{shown}: more than the {limit >> 20} MiB a download may have"
            raise NetworkError(msg)
        if time.monotonic() > deadline:
            msg = f"{shown}: not downloaded within the time allowed"
            raise NetworkError(msg)
    return b"".join(chunks)


def make_bundle(directory: str | None = None, created: str | None = None) -> tuple[str, str]:
    """A bundle of the tables in ``directory`` (default: those in use) and its SHA-256, to publish."""
    folder = Path(directory) if directory else Path(tables_in_use().directory)
    tables = {name: json.loads((folder / name).read_text(encoding="utf-8")) for name in TABLE_FILES}
    stamp = created or dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    text = json.dumps({"bundle_schema": BUNDLE_SCHEMA, "created": stamp, "tables": tables}, indent=1) + "\n"
    return text, hashlib.sha256(text.encode()).hexdigest()


def _unpack(data: bytes, url: str) -> tuple[str, dict[str, Any]]:
    try:
        bundle = loads(data)
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
    try:
        day = dt.date.fromisoformat(created[:10])
    except ValueError:
        msg = f"{url}: the bundle's date {created[:40]!r} is not an ISO date"
        raise NetworkError(msg) from None
    if day > dt.datetime.now(dt.timezone.utc).date() + dt.timedelta(days=1):
        msg = f"{url}: the bundle is dated {day}, in the future: refused"
        raise NetworkError(msg)
    shipped = bundled_date()[:10]
    if day.isoformat() <= shipped:
        msg = f"{url}: the bundle ({day}) is not newer than the tables shipped with envcheck ({shipped}): refused"
        raise NetworkError(msg)
    return created, tables


def update_tables(url: str, *, timeout: float = TIMEOUT_S, cache: Path | None = None) -> TablesInUse:
    """Download, verify and install a table bundle into the cache; return what is now in use.

    ``timeout`` bounds the whole download (bundle and checksum together).
    """
    deadline, shown = time.monotonic() + timeout, redact_text(url)
    data = _get(url, timeout)
    expected = _get(url + ".sha256", max(0.1, deadline - time.monotonic()), 1 << 10).decode(errors="replace").split()
    actual = hashlib.sha256(data).hexdigest()
    if not expected or expected[0].lower() != actual:
        msg = f"{shown}: checksum mismatch (the bundle's SHA-256 is {actual})"
        raise NetworkError(msg)
    created, tables = _unpack(data, shown)
    target = cache or cache_directory()
    try:
        return _install(target, tables, shown, created, actual)
    except OSError as exc:  # the cache folder is a file, or cannot be written
        msg = f"cannot write the tables to {target}: {exc.strerror or exc}"
        raise TableError(msg) from None


def _install(target: Path, tables: dict[str, Any], url: str, created: str, digest: str) -> TablesInUse:
    """Validate the tables in a staging folder beside ``target``, then move them in (``url`` already redacted)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as staging:
        for name, body in tables.items():
            (Path(staging) / name).write_text(json.dumps(body), encoding="utf-8")
        try:
            load_tables(staging)  # every row type-checked before anything is replaced
        except TableError as exc:
            msg = f"{url}: the bundle's tables do not validate: {exc}"
            raise NetworkError(msg) from None
        meta = {"url": url, "created": created, "sha256": digest,
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
        releases = loads(data)["releases"]
    except (ValueError, KeyError, TypeError):
        msg = "PyPI answered something that is not its JSON API"
        raise NetworkError(msg) from None
    from packaging.version import Version  # noqa: PLC0415 - only this online path needs it

    versions = []
    for text, files in releases.items():
        try:
            version = Version(text)
        except ValueError:  # InvalidVersion, or a part past int()'s 4,300-digit limit
            continue
        if files and not version.is_prerelease:
            versions.append(version)
    return [str(v) for v in sorted(versions, reverse=True)]
