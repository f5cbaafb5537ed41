"""Build compat_tables/tensorflow_api.json: which TensorFlow release lines have each public `tf.` name.

Run: ``python tools/build_tf_api_table.py WHEEL...`` with one `tensorflow` wheel per release line, e.g.
``pip download --no-deps --only-binary=:all: --python-version 3.9 --platform manylinux2014_x86_64
'tensorflow==2.15.*'``. A wheel's public API is what its generated modules import: tensorflow/_api/v1 (1.x) or
tensorflow/_api/v2 (2.x), one `__init__.py` a module, and the top level's tensorflow/__init__.py (1.15-2.1 keep
them under tensorflow_core/). Names that every release line has are left out (they decide nothing). A namespace the
top level attaches at import time (`setattr(_current_module, "keras", ...)`, `contrib = LazyLoader(...)`: tf.keras,
tf.estimator, tf.summary, tf.losses, tf.optimizers...) is there, but its members come from another package or are
not listed, so no member of it is kept (`unreadable`); nor are tf.compat's mirrors of the v1 and v2 APIs.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "compat_tables" / "tensorflow_api.json"
SCHEMA = 1
# an import line of a generated API module (2.15+ add a comment: `... import DatasetV2 as Dataset # line: 136`)
_IMPORT = re.compile(r"^from [\w.]+ import (?P<name>\w+)(?: as (?P<alias>\w+))?\s*(?:#.*)?$")
_LINE = re.compile(r"^tensorflow-(?P<line>\d+\.\d+)\.\d+-[^/]*\.whl$")  # a release's, not a pre-release's
# a namespace the top level attaches at import time rather than by an import line
# (`setattr(_current_module, "keras", ...)`, `contrib = LazyLoader(...)`, 1.13's `package_hook(...
# child_package_str=('tensorflow_estimator.python.estimator.api.estimator'))`)
_LAZY = re.compile(r"""setattr\(_current_module,\s*["'](?P<set>\w+)["']|^(?P<loader>\w+)\s*=\s*_?LazyLoader\("""
                   r"""|child_package_str=\(?\s*["'](?:[\w.]*\.)?(?P<hook>\w+)["']""", re.MULTILINE)
_SPECIAL = ("__internal__", "__operators__")  # public namespaces whose names begin with an underscore


def _imported(text: str) -> set[str]:
    """The public names a generated API module imports."""
    names = set()
    for line in text.splitlines():
        if (found := _IMPORT.match(line.strip())) is not None:
            name = found.group("alias") or found.group("name")
            if not name.startswith("_") or name in _SPECIAL:
                names.add(name)
    return names


def wheel_api(path: Path) -> tuple[str, set[str], set[str]]:
    """(release line, the public `tf.` names, those of them attached at import time) of one tensorflow wheel."""
    found = _LINE.match(path.name)
    if found is None:
        sys.exit(f"{path}: not a tensorflow release's wheel (tensorflow-X.Y.Z-...whl)")
    line = found.group("line")
    prefix = f"tensorflow/_api/{'v1' if line.startswith('1.') else 'v2'}/"
    names: set[str] = set()
    top = None
    with zipfile.ZipFile(path) as wheel:
        for member in wheel.namelist():
            inside = re.sub(r"^[^/]+\.data/(?:purelib|platlib)/", "", member)  # 1.13-1.14 wheels' layout
            inside = re.sub(r"^tensorflow_core/", "tensorflow/", inside)  # 1.15-2.1 keep the code there
            if inside == "tensorflow/__init__.py" and (top is None or member.startswith("tensorflow_core/")):
                top = member
            if not (inside.startswith(prefix) and inside.endswith("/__init__.py")):
                continue
            parts = [p for p in inside[len(prefix):-len("/__init__.py")].split("/") if p]
            if parts[:1] == ["compat"] and len(parts) > 1:
                continue
            module = ".".join(["tf", *parts])
            if parts:
                names.add(module)
            names |= {f"{module}.{name}" for name in _imported(wheel.read(member).decode("utf-8", "replace"))}
        if top is None:
            sys.exit(f"{path}: no tensorflow/__init__.py")
        text = wheel.read(top).decode("utf-8", "replace")
    lazy = {f"tf.{m.group('set') or m.group('loader') or m.group('hook')}" for m in _LAZY.finditer(text)}
    lazy = {n for n in lazy if not n.startswith("tf._")}
    return line, names | {f"tf.{name}" for name in _imported(text)} | lazy, lazy


def _key(line: str) -> tuple[int, ...]:
    return tuple(int(p) for p in line.split("."))


def build(wheels: list[Path]) -> dict[str, object]:
    """The table: the wheels read, and for each name not in every line, the first and last line having it.

    A name that is missing in a line between two that have it (a few moved and came back) is left out too:
    one span is what the table can state.
    """
    read = sorted(((*wheel_api(w), w) for w in wheels), key=lambda item: _key(item[0]))
    lines = [line for line, _, _, _ in read]
    if len(set(lines)) < len(lines):
        sys.exit(f"two wheels of one release line: {', '.join(sorted(lines))}")
    unreadable = sorted(set().union(*(lazy for _, _, lazy, _ in read)))
    apis = [names for _, names, _, _ in read]
    table: dict[str, list[str]] = {}
    for name in sorted(n for n in set().union(*apis) if not any(n.startswith(f"{u}.") for u in unreadable)):
        having = [i for i, api in enumerate(apis) if name in api]
        if len(having) < len(lines) and having[-1] - having[0] + 1 == len(having):
            table[name] = [lines[having[0]], lines[having[-1]]]
    return {
        "schema": SCHEMA,
        "table": "tensorflow_api",
        "generated_from": "tools/build_tf_api_table.py over the wheels in `releases` (PyPI's tensorflow)",
        "releases": [{"line": line, "wheel": w.name,
                      "source": f"https://pypi.org/project/tensorflow/{w.name.split('-')[1]}/#files"}
                     for line, _, _, w in read],
        "unreadable": unreadable,
        "names": table,
    }


def main() -> None:
    """Write the table from the wheels named on the command line."""
    wheels = [Path(a) for a in sys.argv[1:]]
    if not wheels:
        sys.exit(__doc__)
    table = build(wheels)
    names = table.pop("names")
    head = json.dumps(table, indent=1)[:-2]  # one name a line below, so that a diff shows the names that changed
    rows = ",\n".join(f"  {json.dumps(n)}: {json.dumps(span)}" for n, span in names.items())  # type: ignore[attr-defined]
    OUT.write_text(f'{head},\n "names": {{\n{rows}\n }}\n}}\n', encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
