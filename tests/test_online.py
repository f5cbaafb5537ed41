"""Table updates over HTTPS (with the `responses` library) and which tables are in use."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from typing import TYPE_CHECKING

import pytest
import requests
import responses
from typer.testing import CliRunner

from envcheck import cli
from envcheck.online import NetworkError, make_bundle, pypi_releases, update_tables
from envcheck.tables import bundled_directory, cache_directory, load_tables, tables_in_use

if TYPE_CHECKING:
    from pathlib import Path

URL = "https://tables.example.org/envcheck/bundle.json"
# Newer than the shipped tables, and not "in the future" (envcheck allows a day for clocks and time zones).
NEWER = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).isoformat(timespec="seconds")


def _serve(text: str, digest: str | None = None) -> None:
    responses.add(responses.GET, URL, body=text.encode(), status=200)
    responses.add(responses.GET, URL + ".sha256", body=(digest or hashlib.sha256(text.encode()).hexdigest()) + "\n")


@responses.activate
def test_update_installs_a_newer_bundle(tmp_path: Path) -> None:
    text, _ = make_bundle(str(bundled_directory()), created=NEWER)
    _serve(text)
    in_use = update_tables(URL, cache=tmp_path / "tables")
    assert in_use.origin == f"downloaded from {URL}"
    assert in_use.created.startswith(NEWER[:10])
    assert load_tables(in_use.directory).newest.line == "2.21"


@responses.activate
def test_older_bundle_is_refused(tmp_path: Path) -> None:
    text, _ = make_bundle(str(bundled_directory()), created="2020-01-01T00:00:00+00:00")
    _serve(text)
    with pytest.raises(NetworkError, match="not newer than the tables shipped"):
        update_tables(URL, cache=tmp_path / "tables")
    assert not (tmp_path / "tables").exists()


@responses.activate
def test_bad_checksum(tmp_path: Path) -> None:
    text, _ = make_bundle(str(bundled_directory()), created=NEWER)
    _serve(text, digest="0" * 64)
    with pytest.raises(NetworkError, match="checksum mismatch"):
        update_tables(URL, cache=tmp_path / "tables")
    assert not (tmp_path / "tables").exists()


@responses.activate
def test_bad_schema(tmp_path: Path) -> None:
    _serve(json.dumps({"bundle_schema": 99, "created": "2027-01-01", "tables": {}}))
    with pytest.raises(NetworkError, match="unknown bundle schema"):
        update_tables(URL, cache=tmp_path / "tables")


@responses.activate
def test_tables_that_do_not_validate(tmp_path: Path) -> None:
    text, _ = make_bundle(str(bundled_directory()), created=NEWER)
    bundle = json.loads(text)
    bundle["tables"]["gpus.json"]["gpus"][0]["compute_capability"] = 6.1  # a number, not text
    _serve(json.dumps(bundle))
    with pytest.raises(NetworkError, match="do not validate"):
        update_tables(URL, cache=tmp_path / "tables")


@responses.activate
@pytest.mark.parametrize("status", [404, 500])
def test_http_errors(tmp_path: Path, status: int) -> None:
    responses.add(responses.GET, URL, status=status)
    with pytest.raises(NetworkError, match=f"HTTP {status}"):
        update_tables(URL, cache=tmp_path / "tables")


@responses.activate
def test_timeout(tmp_path: Path) -> None:
    responses.add(responses.GET, URL, body=requests.Timeout("read timed out"))
    with pytest.raises(NetworkError, match="no answer within 2 s"):
        update_tables(URL, timeout=2, cache=tmp_path / "tables")


def test_plain_http_is_refused(tmp_path: Path) -> None:
    with pytest.raises(NetworkError, match="only fetched over https"):
        update_tables("http://tables.example.org/bundle.json", cache=tmp_path / "tables")


@responses.activate
def test_pypi_releases() -> None:
    responses.add(responses.GET, "https://pypi.org/pypi/tensorflow/json", json={"releases": {
        "2.21.0": [{"filename": "x.whl"}], "2.22.0rc0": [{"filename": "y.whl"}], "2.20.0": [{"filename": "z"}],
        "1.0.0": [], "not-a-version": [{}]}})
    assert pypi_releases() == ["2.21.0", "2.20.0"]


def test_cache_location_follows_xdg() -> None:
    assert cache_directory({"XDG_CACHE_HOME": "/c"}).as_posix() == "/c/envcheck/tables"
    assert tables_in_use(env={"ENVCHECK_TABLES": "/t"}).origin == "ENVCHECK_TABLES"


@responses.activate
def test_cli_update_show_and_errors() -> None:
    text, _ = make_bundle(str(bundled_directory()), created=NEWER)
    _serve(text)
    runner = CliRunner()
    assert "tables updated: downloaded from" in runner.invoke(cli.app, ["tables", "update", "--url", URL]).output
    shown = runner.invoke(cli.app, ["tables", "show"]).output
    assert f"downloaded from {URL}, data of {NEWER[:10]}" in shown
    refused = runner.invoke(cli.app, ["tables", "update", "--url", "http://x.org/b.json"])
    assert refused.exit_code == cli.USAGE
    assert refused.output.strip() == ("envcheck: error: refusing http://x.org/b.json: table bundles are only "
                                      "fetched over https://")
