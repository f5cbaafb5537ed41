"""How often `envcheck explain` names the confirmed cause of a real paste, with a fix that would have worked.

The corpus (tests/data/explain/corpus.jsonl) holds excerpts of public issues and Q&A threads, each
with the root cause and the fix its thread confirmed. A case counts as right when the top
explanation's cause id is the confirmed one and its fix mentions every value the working fix needed
(`fix_mentions`, e.g. the CUDA version or the driver floor). About a third of the cases, chosen by a
hash of their URL and text, are held out: patterns are tuned on the rest.

    python benchmarks/explain_accuracy.py [--split tune|heldout|all] [--misses] [--corpus FILE]

`--corpus` scores another file of the same shape: a fresh batch, before it joins the corpus and
before anything is changed for it, gives the figure for pastes explain has never seen.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import defaultdict
from pathlib import Path

from envcheck.explain import explain

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "explain" / "corpus.jsonl"


def load_corpus(path: Path = CORPUS) -> list[dict[str, object]]:
    """Every case, with its split ("tune" or "heldout") added."""
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for case in cases:
        digest = hashlib.sha256(f"{case['url']}\n{case['excerpt']}".encode()).digest()
        case["split"] = "heldout" if digest[0] % 3 == 0 else "tune"
    return cases


def judge(case: dict[str, object]) -> tuple[bool, str, str]:
    """(right, the top cause, its fix) for one case."""
    found = explain(str(case["excerpt"]))
    if not found:
        return False, "(nothing)", ""
    top = found[0]
    mentions = [str(m).lower() for m in case.get("fix_mentions") or []]  # type: ignore[attr-defined]
    right = top.cause == case["cause"] and all(m in top.fix.lower() for m in mentions)
    return right, top.cause, top.fix


def main() -> None:
    """Print the share right, per category, and the misses."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="all")
    parser.add_argument("--misses", action="store_true", help="list every miss with what was answered")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a JSON-lines file of cases to score")
    args = parser.parse_args()
    cases = [c for c in load_corpus(args.corpus) if args.split == "all" or c["split"] == args.split]
    per: dict[str, list[bool]] = defaultdict(list)
    misses = []
    for case in cases:
        right, cause, fix = judge(case)
        per[str(case["category"])].append(right)
        per[f"split:{case['split']}"].append(right)
        if not right:
            misses.append((case, cause, fix))
    total = sum(sum(v) for k, v in per.items() if k.startswith("split:"))
    print(f"{len(cases)} cases, {total} right: {total / max(len(cases), 1):.3f}")
    for name in sorted(per):
        print(f"  {name:28} {sum(per[name]):3}/{len(per[name]):3}  {sum(per[name]) / len(per[name]):.3f}")
    print(f"{len(misses)} misses" + (":" if args.misses else " (--misses lists them)"))
    for case, cause, fix in misses if args.misses else []:
        print(f"  {case['id']} [{case['split']}] {case['url']}\n    expected {case['cause']} "
              f"(fix mentions {case.get('fix_mentions')}), got {cause}: {fix[:160]}")


if __name__ == "__main__":
    main()
