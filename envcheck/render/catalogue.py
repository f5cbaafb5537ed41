"""Text for `envcheck rules` and `envcheck tables show`: the rule catalogue and the tables in use."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from envcheck.sanitize import terminal_safe

if TYPE_CHECKING:
    from collections.abc import Iterable

    from envcheck.rules import Rule
    from envcheck.tables import Tables, TablesInUse

__all__ = ["render_rule", "render_rule_list", "render_tables_in_use"]


def render_rule_list(rules: Iterable[Rule]) -> str:
    """One line per rule, by id."""
    return "".join(f"{r.id:8} {r.title}\n" for r in sorted(rules, key=lambda r: r.id))


def render_rule(rule: Rule) -> str:
    """A rule's id, category, title and explanation."""
    return f"{rule.id} ({rule.category}): {rule.title}\n\n{rule.explanation}\n"


def render_tables_in_use(in_use: TablesInUse, tables: Tables, today: dt.date) -> str:
    """Where the tables come from, how old their data is on ``today``, and what they cover."""
    try:
        age = f" ({(today - dt.date.fromisoformat(in_use.created[:10])).days} days old)"
    except ValueError:  # a bundle without a date
        age = ""
    names = len({n.casefold() for r in tables.gpu_names for n in r.names})
    return terminal_safe(  # downloaded tables are text from outside
        f"{in_use.directory}\n  {in_use.origin}, data of {in_use.created}{age}\n"
        f"  TensorFlow {tables.releases[0].line} to {tables.newest.line}, {len(tables.toolkits)} CUDA releases, "
        f"{len(tables.gpus)} GPU models, the compute capability of {names} GPU names"
        + (f"\n  note: {in_use.note}" if in_use.note else "")) + "\n"
