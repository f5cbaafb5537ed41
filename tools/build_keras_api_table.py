"""Build compat_tables/keras_api.json: which Keras release lines have each module and importable name.

Run: ``python tools/build_keras_api_table.py FILE...`` with one `keras` wheel (or, for 1.x, its sdist) per
release line, e.g. ``pip download --no-deps 'keras==2.15.*'``. Every module file of the package is a module:
`keras/preprocessing/text.py` is keras.preprocessing.text, and Keras 3.3-3.9's `keras/api/layers/__init__.py` is
keras.layers (their package adds keras/api to its path); tests, benchmarks and the tf.keras mirrors are left out.
A module's importable names are what it binds at its top level: functions, classes, assignments, `from ... import`
names (a package's re-exports), its submodules, and what a `from .x import *` inside keras brings. A module that
star-imports from outside keras (Keras 2.4's `from tensorflow.keras.layers import *`) has names its file does not
list: that line is left out of its names' spans (`unreadable`). Names every line has are left out (they decide
nothing), and so is a name some line between two having it lacks: one span is what the table can state. Names bound
by a plain `import x` (numpy as np), underscore names and the names inside keras.src (Keras 2.13+'s implementation;
its modules are kept) are not kept.
"""

from __future__ import annotations

import ast
import io
import json
import re
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "compat_tables" / "keras_api.json"
SCHEMA = 1
_FILE = re.compile(r"^[Kk]eras-(?P<line>\d+\.\d+)\.\d+(?:-py[^/]*\.whl|\.tar\.gz)$")  # a release's, not a pre-release's
_SKIP = re.compile(r"(?:^|\.)(?:tests?|\w+_test|integration_test|benchmarks?|testing_infra|_tf_keras|api)"
                   r"(?:\.|$)")


def _members(path: Path) -> dict[str, bytes]:
    """The keras/**.py files of a wheel or sdist, by their path inside the package."""
    if path.name.endswith(".whl"):
        with zipfile.ZipFile(path) as wheel:
            return {m: wheel.read(m) for m in wheel.namelist() if m.startswith("keras/") and m.endswith(".py")}
    members = {}
    with tarfile.open(path) as sdist:
        for info in sdist.getmembers():
            inside = info.name.split("/", 1)[-1]
            if inside.startswith("keras/") and inside.endswith(".py") and (got := sdist.extractfile(info)):
                members[inside] = got.read()
    return members


def _sources(path: Path) -> dict[str, tuple[str, bool]]:
    """The module name -> (its source text, whether it is a package) of every keras module in a wheel or sdist."""
    texts = {member[:-3].replace("/", "."): io.TextIOWrapper(io.BytesIO(data), encoding="utf-8",
                                                             errors="replace").read()
             for member, data in _members(path).items()}
    # Keras 3.3-3.9 put the public modules under keras/api and append that folder to the package's __path__:
    # keras/api/layers/__init__.py is keras.layers there
    api_is_keras = bool(re.search(r"__path__\.append\([^\n]*[\"']api[\"']", texts.get("keras.__init__", "")))
    files: dict[str, tuple[str, bool]] = {}
    for name, text in sorted(texts.items()):
        package = name.endswith(".__init__")
        module = name.removesuffix(".__init__")
        if api_is_keras and re.match(r"keras\.api(?:\.|$)", module):
            module = "keras" + module.removeprefix("keras.api")
        if not _SKIP.search(module.removeprefix("keras")):  # keras/api/__init__.py adds to keras/__init__.py
            files[module] = (files.get(module, ("", False))[0] + f"\n{text}", package)
    return files


def _absolute(module: str, node: ast.ImportFrom, *, package: bool) -> str:
    """The module an import in `module` names (relative imports resolved)."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[:len(base) - node.level + (1 if package else 0)]
    return ".".join([*base, *([node.module] if node.module else [])])


def _body(node: ast.stmt) -> list[ast.stmt]:
    """The statements an `if` or `try` at a module's top level runs (each branch: both are kept)."""
    if isinstance(node, ast.If):
        return [*node.body, *node.orelse]
    if isinstance(node, ast.Try):
        return [*node.body, *node.orelse, *node.finalbody, *(s for h in node.handlers for s in h.body)]
    return []


def _bound(module: str, body: list[ast.stmt], *, package: bool) -> tuple[set[str], list[str], bool]:
    """(names `module` binds, keras modules it star-imports, whether it star-imports from outside keras)."""
    names: set[str] = set()
    stars: list[str] = []
    outside = False
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, node, package=package)
            names |= {a.asname or a.name for a in node.names if a.name != "*"}
            if any(a.name == "*" for a in node.names):
                keras = source == "keras" or source.startswith("keras.")
                stars += [source] if keras else []
                outside = outside or not keras
        elif inner := _body(node):
            more_names, more_stars, more_outside = _bound(module, inner, package=package)
            names, stars, outside = names | more_names, stars + more_stars, outside or more_outside
    return names, stars, outside


def _read(files: dict[str, tuple[str, bool]]) -> tuple[dict[str, set[str]], dict[str, list[str]], set[str]]:
    """(each module's own public names and submodules, the keras modules it star-imports, the unreadable ones)."""
    own: dict[str, set[str]] = {}
    stars: dict[str, list[str]] = {}
    unreadable: set[str] = set()
    for module, (text, package) in files.items():
        try:
            tree = ast.parse(text)
        except SyntaxError:  # Python 2 only source: its names cannot be read
            unreadable.add(module)
            continue
        names, stars[module], outside = _bound(module, tree.body, package=package)
        own[module] = {n for n in names if not n.startswith("_")}
        if outside:
            unreadable.add(module)
    for module in files:  # a package's submodules are importable from it
        parent, _, leaf = module.rpartition(".")
        if parent in own:
            own[parent].add(leaf)
    return own, stars, unreadable


def wheel_api(path: Path) -> tuple[str, set[str], set[str]]:
    """(release line, its modules and `module.name`s, the modules whose names the files do not list)."""
    found = _FILE.match(path.name)
    if found is None:
        sys.exit(f"{path}: not a keras release's wheel or sdist (keras-X.Y.Z-...whl, Keras-X.Y.Z.tar.gz)")
    files = _sources(path)
    if "keras" not in files:
        sys.exit(f"{path}: no keras/__init__.py")
    own, stars, unreadable = _read(files)

    def resolve(module: str, seen: frozenset[str]) -> set[str]:
        names = set(own.get(module, ()))
        for source in stars.get(module, ()):
            if source in seen or source not in files:
                continue
            names |= resolve(source, seen | {module})
            if source in unreadable:  # (after its own star imports were read: an unreadable one makes it so)
                unreadable.add(module)
        return names

    api = set(files)
    for module in files:
        if not module.startswith("keras.src."):  # the implementation's own names: its modules only
            api |= {f"{module}.{name}" for name in resolve(module, frozenset())}
    return found.group("line"), api, unreadable


def _key(line: str) -> tuple[int, ...]:
    return tuple(int(p) for p in line.split("."))


def build(files: list[Path]) -> dict[str, object]:
    """The table: the files read, and for each module or name not in every line, the first and last line having it.

    A line whose module lists no names for it (unreadable there) neither has nor lacks those names.
    """
    read = sorted(((*wheel_api(f), f) for f in files), key=lambda item: _key(item[0]))
    lines = [line for line, _, _, _ in read]
    if len(set(lines)) < len(lines):
        sys.exit(f"two files of one release line: {', '.join(sorted(lines))}")
    table: dict[str, list[str]] = {}
    for name in sorted(set().union(*(api for _, api, _, _ in read))):
        module = name.rpartition(".")[0]
        known = [i for i, (_, api, unread, _) in enumerate(read) if name in api or module not in unread]
        having = [i for i in known if name in read[i][1]]
        inside = [i for i in known if having[0] <= i <= having[-1]]
        if len(having) < len(known) and inside == having:
            table[name] = [lines[having[0]], lines[having[-1]]]
    return {
        "schema": SCHEMA,
        "table": "keras_api",
        "generated_from": "tools/build_keras_api_table.py over the files in `releases` (PyPI's keras)",
        "releases": [{"line": line, "file": f.name, "unreadable": sorted(unread),
                      "source": f"https://pypi.org/project/keras/{f.name.split('-')[1].removesuffix('.tar.gz')}/#files"}
                     for line, _, unread, f in read],
        "names": table,
    }


def main() -> None:
    """Write the table from the files named on the command line."""
    files = [Path(a) for a in sys.argv[1:]]
    if not files:
        sys.exit(__doc__)
    table = build(files)
    names = table.pop("names")
    head = json.dumps(table, indent=1)[:-2]  # one name a line below, so that a diff shows the names that changed
    rows = ",\n".join(f"  {json.dumps(n)}: {json.dumps(span)}" for n, span in names.items())  # type: ignore[attr-defined]
    OUT.write_text(f'{head},\n "names": {{\n{rows}\n }}\n}}\n', encoding="utf-8")
    print(f"wrote {OUT} ({len(names)} names)")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
