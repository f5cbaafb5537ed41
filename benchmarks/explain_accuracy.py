"""How often `envcheck explain` names the confirmed cause of a real paste, with a fix that would have worked.

The corpus (tests/data/explain/corpus.jsonl) holds excerpts of public issues and Q&A threads, each
with the root cause and the fix its thread confirmed. A case counts as right when the top
explanation's cause id is the confirmed one and its fix mentions every value the working fix needed
(`fix_mentions`, e.g. the CUDA version or the driver floor). About a third of the cases, chosen by a
hash of their URL and text, are held out: patterns are tuned on the rest. A miss is one of four
kinds, counted per split: a wrong cause asserted (worse than none), a wrong cause the answer says is
uncertain (naming what would decide), the right cause with a fix that lacks a value the working fix
needed, or nothing found.

The negatives (tests/data/explain/negatives.jsonl) are real pastes whose root cause is not an
environment problem explain has a cause for (a shape error, a PyTorch memory error, a healthy log):
one counts as wrong when explain gives it a verdict (an error- or warning-level explanation) that
its `expect` does not allow (tests/data/explain/README.md).

    python benchmarks/explain_accuracy.py [--split tune|heldout|all] [--misses] [--corpus FILE]
                                          [--negatives [FILE]]

`--corpus` scores another file of the same shape: a fresh batch, before it joins the corpus and
before anything is changed for it, gives the figure for pastes explain has never seen.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING

from envcheck.explain import explain

if TYPE_CHECKING:
    from envcheck.explain import Explanation

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "explain"
CORPUS = DATA / "corpus.jsonl"
NEGATIVES = DATA / "negatives.jsonl"
MISS_KINDS = ("wrong cause", "wrong, said uncertain", "incomplete fix", "nothing found")
VERDICT_LEVELS = ("error", "warning")  # what a user acts on; info, noise and success say nothing is wrong


def load_corpus(path: Path = CORPUS) -> list[dict[str, object]]:
    """Every case, with its split ("tune" or "heldout") added."""
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for case in cases:
        digest = hashlib.sha256(f"{case['url']}\n{case['excerpt']}".encode()).digest()
        case["split"] = "heldout" if digest[0] % 3 == 0 else "tune"
    return cases


def classify(case: dict[str, object]) -> tuple[str, str, str]:
    """("right" or one of MISS_KINDS, the top cause, its fix) for one case."""
    found = explain(str(case["excerpt"]))
    if not found:
        return "nothing found", "(nothing)", ""
    top = found[0]
    mentions = [str(m).lower() for m in case.get("fix_mentions") or []]  # type: ignore[attr-defined]
    if top.cause != case["cause"]:  # the worst miss, unless the answer says it is uncertain and what decides
        return ("wrong, said uncertain" if "uncertain" in top.meaning.lower() else "wrong cause"), top.cause, top.fix
    fix = top.fix.lower().replace("_", "-")  # a package's name is the same with - or _ (tf-keras, tf_keras)
    kind = "right" if all(m.replace("_", "-") in fix for m in mentions) else "incomplete fix"
    return kind, top.cause, top.fix


def judge(case: dict[str, object]) -> tuple[bool, str, str]:
    """(right, the top cause, its fix) for one case."""
    kind, cause, fix = classify(case)
    return kind == "right", cause, fix


def wrong_verdicts(case: dict[str, object]) -> list[Explanation]:
    """The verdicts explain gives a negative case that its `expect` does not allow (empty: right).

    `expect` is "no_error" (no verdict at all), "allowed" (only the causes in `allowed`) or
    "uncertain" (the causes in `allowed`, or any cause whose meaning says it is uncertain).
    """
    allowed = set(case.get("allowed") or ())  # type: ignore[call-overload]
    expect = case["expect"]
    wrong = []
    for found in explain(str(case["excerpt"])):
        if found.level not in VERDICT_LEVELS:
            continue
        if expect == "no_error" or (found.cause not in allowed and not (
                expect == "uncertain" and "uncertain" in found.meaning.lower())):
            wrong.append(found)
    return wrong


def _report_negatives(path: Path, *, misses: bool) -> None:
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    per: dict[str, list[bool]] = defaultdict(list)
    wrong = []
    for case in cases:
        bad = wrong_verdicts(case)
        per[str(case["category"])].append(not bad)
        if bad:
            wrong.append((case, bad))
    print(f"{len(cases)} negatives, {len(wrong)} given a wrong verdict: "
          f"{(len(cases) - len(wrong)) / max(len(cases), 1):.3f} right")
    for name in sorted(per):
        print(f"  {name:28} {sum(per[name]):3}/{len(per[name]):3}  {sum(per[name]) / len(per[name]):.3f}")
    for case, bad in wrong if misses else []:
        got = "; ".join(f"{e.level} {e.cause}: {e.meaning[:100]}" for e in bad)
        print(f"  {case['id']} {case['url']}\n    expected {case['expect']} {case.get('allowed') or ''}, got {got}")


def main() -> None:
    """Print the share right, per category, how the misses split, and the misses."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="all")
    parser.add_argument("--misses", action="store_true", help="list every miss with what was answered")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a JSON-lines file of cases to score")
    parser.add_argument("--negatives", type=Path, nargs="?", const=NEGATIVES, default=None,
                        help="also score the negative cases (default file: tests/data/explain/negatives.jsonl)")
    args = parser.parse_args()
    cases = [c for c in load_corpus(args.corpus) if args.split == "all" or c["split"] == args.split]
    per: dict[str, list[bool]] = defaultdict(list)
    kinds: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    misses = []
    for case in cases:
        kind, cause, fix = classify(case)
        right = kind == "right"
        per[str(case["category"])].append(right)
        per[f"split:{case['split']}"].append(right)
        if not right:
            kinds[kind][str(case["split"])] += 1
            misses.append((case, kind, cause, fix))
    total = sum(sum(v) for k, v in per.items() if k.startswith("split:"))
    print(f"{len(cases)} cases, {total} right: {total / max(len(cases), 1):.3f}")
    for name in sorted(per):
        print(f"  {name:28} {sum(per[name]):3}/{len(per[name]):3}  {sum(per[name]) / len(per[name]):.3f}")
    print(f"{len(misses)} misses" + (":" if args.misses else " (--misses lists them)"))
    for kind in MISS_KINDS:
        print(f"  {kind:22} {sum(kinds[kind].values()):3}  (tune {kinds[kind]['tune']}, "
              f"heldout {kinds[kind]['heldout']})")
    for case, kind, cause, fix in misses if args.misses else []:
        print(f"  {case['id']} [{case['split']}] {kind}: {case['url']}\n    expected {case['cause']} "
              f"(fix mentions {case.get('fix_mentions')}), got {cause}: {fix[:160]}")
    if args.negatives is not None:
        _report_negatives(args.negatives, misses=args.misses)


if __name__ == "__main__":
    main()
