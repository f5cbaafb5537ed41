"""Build compat_tables/addon_wheels.json: for which Pythons and platforms PyPI has each add-on release's wheels.

Run: ``python tools/build_addon_wheels_table.py FILE...`` with PyPI's JSON of each add-on, saved from
``https://pypi.org/pypi/<name>/json`` (``curl -o tensorflow-text.json https://pypi.org/pypi/tensorflow-text/json``).
A release's row lists, per platform, the CPython versions of its wheels (``cp310`` is 3.10; an abi3 wheel serves its
Python and the later ones): manylinux x86_64, manylinux aarch64, Windows x86_64, macOS x86_64 and macOS arm64 (a
universal2 wheel counts for both Macs); musllinux (Alpine) and 32-bit ARM wheels have no column.
Pre-releases, yanked files, source archives and pure-Python wheels are left out, and so is a release with no
platform wheel: pip builds those from source or installs them anywhere, so no Python or platform is excluded.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "compat_tables" / "addon_wheels.json"
SCHEMA = 1
PLATFORMS = ("linux", "linux_aarch64", "windows", "macos_x86_64", "macos_arm64")
_WHEEL = re.compile(r"-cp(?P<major>\d)(?P<minor>\d{1,2})-(?P<abi>\w+)-(?P<platform>[\w.]+)\.whl$")
NEWEST_MINOR = 14  # CPython 3.14, the newest when the table was built: an abi3 wheel serves its Python and later ones


def _platforms(tag: str) -> tuple[str, ...]:
    """The table's platforms a wheel's platform tag runs on ("manylinux2014_x86_64": linux)."""
    tag = tag.lower()
    if tag.startswith("win"):
        return ("windows",) if tag.endswith("amd64") else ()
    if tag.startswith("macosx"):
        return (("macos_x86_64", "macos_arm64") if "universal2" in tag
                else ("macos_arm64",) if tag.endswith("arm64") else ("macos_x86_64",) if tag.endswith("x86_64") else ())
    if "linux" in tag and not tag.startswith("musllinux"):  # musl (Alpine) wheels fit no glibc Linux
        return ("linux",) if tag.endswith("x86_64") else ("linux_aarch64",) if tag.endswith("aarch64") else ()
    return ()


def _row(name: str, version: str, files: list[dict[str, Any]]) -> dict[str, Any] | None:
    """One release's row, or None when it has no CPython platform wheel."""
    pythons: dict[str, set[str]] = {p: set() for p in PLATFORMS}
    for file in files:
        wheel = _WHEEL.search(file.get("filename") or "")
        if wheel is None or file.get("yanked"):
            continue
        minor = int(wheel["minor"])
        minors = range(minor, max(minor, NEWEST_MINOR) + 1) if wheel["abi"] == "abi3" else (minor,)
        for tag in wheel["platform"].split("."):  # a compressed tag set: "manylinux_2_17_x86_64.manylinux2014_x86_64"
            for platform in _platforms(tag):
                pythons[platform].update(f"{wheel['major']}.{m}" for m in minors)
    if not any(pythons.values()):
        return None
    return {"distribution": name, "version": version,
            **{p: sorted(pythons[p], key=lambda v: tuple(map(int, v.split(".")))) for p in PLATFORMS},
            "source": f"https://pypi.org/project/{name}/{version}/#files"}


def _final(version: str) -> Version | None:
    try:
        parsed = Version(version)
    except InvalidVersion:
        return None
    return None if parsed.is_prerelease or parsed.is_devrelease else parsed


def build(files: list[Path]) -> dict[str, Any]:
    """The table's body from PyPI JSON files: rows by distribution, each one's releases oldest first."""
    rows = []
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        name = re.sub(r"[-_.]+", "-", str(data["info"]["name"])).lower()
        for raw, uploads in data["releases"].items():
            if (version := _final(raw)) is not None and (row := _row(name, str(version), uploads)) is not None:
                rows.append(row)
    return {"releases": sorted(rows, key=lambda r: (r["distribution"], Version(r["version"])))}


def main() -> None:
    """Write the table from the PyPI JSON files named on the command line."""
    body = build([Path(arg) for arg in sys.argv[1:]])
    doc = {"schema": SCHEMA, "table": "addon_wheels", "generated": datetime.now(timezone.utc).date().isoformat(),
           "generated_from": "https://pypi.org/pypi/<name>/json", **body}
    OUT.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
