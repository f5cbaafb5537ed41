"""How many of the values real users state explain's context pass reads, and how many it reads wrongly.

Each line of tests/data/explain/wordings_values.jsonl is one real line of an issue or a question (a template's
field, a title, a sentence of prose) with the values a careful reader takes from it: the TensorFlow, CUDA,
cuDNN, driver and Python versions, the GPU model, the OS (windows, linux, macos, wsl) and how TensorFlow was
installed (pip, conda, docker); null where the line states none, "?" where a reader cannot tell (not scored),
"latest" or "2.x" where it names no one version. Each line is read alone, as a whole paste, by the context pass
explain runs first (envcheck/explain/_context.py); per value it is right, wrong (another value, or one the line
does not state: the worse error, since a wrong version gives a wrong fix) or missed. The lines are split by a
hash of their URL: 0 tune, 1 holdout.

    python benchmarks/explain_values.py [--split tune|holdout|all] [--misses] [--file FILE]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
from collections import Counter
from pathlib import Path

from envcheck.explain._context import _CONTEXT_HINTS, Context, _scan
from envcheck.explain._explain import _derive_flags
from envcheck.tables import Tables, load_tables
from envcheck.tflog import iter_events

FILE = Path(__file__).resolve().parent.parent / "tests" / "data" / "explain" / "wordings_values.jsonl"
VALUES = ("tensorflow", "cuda", "cudnn", "driver", "gpu", "os", "python", "install")


def read(text: str, tables: Tables) -> dict[str, str | None]:
    """The values the context pass reads from one paste."""
    ctx = Context()
    for _event in iter_events(text.splitlines(), lambda line: _scan(ctx, line, tables), _CONTEXT_HINTS):
        pass
    _derive_flags(ctx.flags)
    flags = ctx.flags
    gpus = [*ctx.gpu_names, *ctx.unknown_gpus]
    return {
        "tensorflow": ctx.version(),
        "cuda": ctx.cuda_installed,
        "cudnn": ctx.cudnn_installed,
        "driver": ctx.driver or ctx.kernel_version or ctx.libcuda_version,
        "gpu": gpus[0] if gpus else None,
        "os": next((o for o in ("wsl", "macos", "windows", "linux") if o in flags), None),
        "python": ctx.python,
        "install": next((i for i, f in (("docker", "docker"), ("conda", "conda"), ("pip", "pip_named")) if f in flags),
                        None),
    }


def _parts(version: str) -> list[str]:
    return re.split(r"[.-]", version.lower().lstrip("v").replace("-dev", ".dev").replace("-rc", "rc"))


def _gpu_key(name: str) -> str:
    return re.sub(r"nvidia|geforce|tesla|\s|-", "", name.lower())


def _same(key: str, said: str, got: str) -> bool:
    """Whether the value read is the one said (a version as far as the shorter goes; Python's major.minor)."""
    if key == "gpu":
        return _gpu_key(said) in _gpu_key(got) or _gpu_key(got) in _gpu_key(said)
    if key in ("os", "install"):
        return said == got
    if said == "2.x":
        return got == "2"
    a, b = _parts(said), _parts(got)
    n = min(len(a), len(b), 2 if key == "python" else len(a))
    return a[:n] == b[:n]


def verdict(key: str, said: str | None, got: str | None) -> str:
    """right, wrong (another value), spurious (a value where the line states none), missed, or "" (not scored)."""
    if said == "?" or (said in (None, "latest") and got is None):
        return ""
    if said is None or said == "latest":
        return "spurious"
    if got is None:
        return "missed"
    return "right" if _same(key, said, got) else "wrong"


def split_of(url: str) -> str:
    """The half a line belongs to, by its URL's hash: tune or holdout."""
    return "tune" if hashlib.sha256(url.encode()).digest()[0] % 2 == 0 else "holdout"


def main() -> None:
    """Score the file's lines per half, and list the tune half's misses."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tune", "holdout", "all"), default="all")
    parser.add_argument("--misses", action="store_true", help="print each wrong and missed value (tune half only)")
    parser.add_argument("--file", type=Path, default=FILE)
    args = parser.parse_args()
    tables = load_tables()
    rows = [json.loads(line) for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    counts: dict[str, Counter[str]] = {"tune": Counter(), "holdout": Counter()}
    for row in rows:
        half = split_of(row["url"])
        if args.split not in ("all", half):
            continue
        got = read(row["text"], tables)
        for key in VALUES:
            outcome = verdict(key, row["values"][key], got[key])
            if outcome:
                counts[half][f"{key} {outcome}"] += 1
                counts[half][outcome] += 1
            if outcome in ("wrong", "spurious", "missed") and args.misses and half == "tune":
                print(f"{row['id']} {key} {outcome}: said {row['values'][key]!r} read {got[key]!r}"
                      f" | {row['text'][:150]}")
    for half, count in counts.items():
        if not count:
            continue
        stated = count["right"] + count["wrong"] + count["missed"]
        print(f"{half}: {count['right']}/{stated} stated values read right, {count['wrong']} wrong,"
              f" {count['missed']} missed; {count['spurious']} read where the line states none")
        for key in VALUES:
            print(f"  {key:10} right {count[f'{key} right']:3}  wrong {count[f'{key} wrong']:3}"
                  f"  missed {count[f'{key} missed']:3}  spurious {count[f'{key} spurious']:3}")


if __name__ == "__main__":
    main()
