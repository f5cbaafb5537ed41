"""Which cause is really behind the pastes `envcheck explain` leaves undecided, by what the order is keyed on.

For every case of a labelled file whose top explanation is undecided (the empty-GPU-list checklist with its first
item not decided, or any meaning that says "uncertain"), this tabulates the key the order depends on (platform,
TensorFlow era, install method, notebook, container) against the labelled cause, and where that cause sat among
the checklist's candidates (first, later, absent). Tune the order on corpus.jsonl; check it on the blind*_open files.
It shows labels, so it refuses the sealed files (blind.jsonl, blind2.jsonl, ...): score those as a whole only.

    python benchmarks/explain_undecided.py [FILE ...] [--cases]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import envcheck.explain._checklist as checklist_module
import envcheck.explain._explain as explain_module
from envcheck.explain import explain
from envcheck.explain._paste import _Paste

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "explain"
_seen: list[list[tuple[str, str, bool]]] = []
_pastes: list[_Paste] = []
_doctor_last = checklist_module._doctor_last  # noqa: SLF001 - the checklist's items, recorded


def _recording(items: list[tuple[str, str, bool]], *, undecided: bool) -> list[tuple[str, str, bool]]:
    """The checklist's items, recorded in the order it gives them (decided first)."""
    out = _doctor_last(items, undecided=undecided)
    _seen.append(sorted(out, key=lambda item: not item[2]))
    return out


def _paste(*args: object) -> _Paste:
    """The paste explain builds, recorded."""
    _pastes.append(_Paste(*args))  # type: ignore[arg-type]
    return _pastes[-1]


checklist_module._doctor_last = _recording  # noqa: SLF001
explain_module._Paste = _paste  # type: ignore[attr-defined,assignment]  # noqa: SLF001


def _key(paste: _Paste) -> str:
    """The flags the checklist orders by, as one key."""
    ctx, rel = paste.ctx, paste.release()
    flags = ctx.flags
    where = ("wsl" if "wsl" in flags else "windows" if ctx.windows else "macos" if "macos" in flags
             else "linux")
    era = "?" if rel is None else rel.line if rel.line.startswith("1.") else (
        "2.0-2.10" if rel.windows_native_gpu else "2.11+")
    how = "+".join(f for f in ("conda", "docker", "colab", "kaggle", "jupyter") if f in flags) or "pip/plain"
    return f"{where} tf{era} {how}"


def _undecided(case: dict[str, object]) -> tuple[str, str, list[str] | None] | None:
    """(the key, the top reading, the checklist's causes in order or None) for an undecided case; None if decided."""
    _seen.clear()
    _pastes.clear()
    found = explain(str(case["excerpt"]))
    if not found:
        return None
    top = found[0]
    if top.evidence == "an empty GPU list" and _seen:
        items = _seen[-1]
        return None if items[0][2] else (_key(_pastes[-1]), top.cause, [c for c, _, _ in items])
    if "uncertain" not in top.meaning.lower():
        return None
    return _key(_pastes[-1]), f"{top.cause} <- {top.meaning[:70]}", None


def main() -> None:
    """Print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, default=[DATA / "corpus.jsonl"])
    parser.add_argument("--cases", action="store_true", help="list every undecided case")
    args = parser.parse_args()
    sealed = [p.name for p in args.files if re.fullmatch(r"blind\d*(?:_negatives)?\.jsonl", p.name)]
    if sealed:
        parser.error(f"sealed, score as a whole only: {', '.join(sealed)}")
    by_key: dict[str, Counter[str]] = defaultdict(Counter)
    place: dict[str, Counter[str]] = defaultdict(Counter)
    readings: dict[str, Counter[str]] = defaultdict(Counter)
    for path in args.files:
        for case in map(json.loads, path.read_text(encoding="utf-8").splitlines()):
            label, got = str(case["cause"]), _undecided(case)
            if got is None:
                continue
            key, reading, causes = got
            if causes is not None:
                where = "first" if causes[0] == label else "later" if label in causes else "absent"
                by_key[key][label] += 1
                place[key][where] += 1
            else:
                readings[reading][label] += 1
            if args.cases:
                print(f"  {case['id']} {key}: label {label} ({where if causes else ''}) {causes or reading}")
    print("checklist, undecided: key -> labelled causes; place of the label")
    for key in sorted(by_key, key=lambda k: -sum(by_key[k].values())):
        print(f"  {key:40} {dict(by_key[key].most_common())}  {dict(place[key])}")
    print("other uncertain readings: reading -> labelled causes")
    for reading in sorted(readings, key=lambda k: -sum(readings[k].values())):
        print(f"  {sum(readings[reading].values()):3} {reading}\n      {dict(readings[reading].most_common())}")


if __name__ == "__main__":
    main()
