"""`rules` and `tables`: the rule catalogue, and the tables in use, updated and bundled."""

from __future__ import annotations

import datetime as dt

from envcheck.commands.common import friendly_errors
from envcheck.errors import SelectionError
from envcheck.sanitize import terminal_safe
from envcheck.tables import load_tables, tables_in_use

__all__ = ["bundle", "rules_text", "tables_text", "update"]


@friendly_errors()
def rules_text(explain: str | None = None, *, markdown: bool = False) -> str:
    """Every rule as Markdown (docs/rules.md), one rule explained, or the list of rules."""
    from envcheck.render.catalogue import render_rule, render_rule_list
    from envcheck.render.markdown import render_rules_markdown
    from envcheck.rules import REGISTRY

    if markdown:
        return render_rules_markdown()
    if explain is None:
        return render_rule_list(REGISTRY.values())
    rule = REGISTRY.get(explain.upper())
    if rule is None:
        msg = f"no rule {explain!r}; `envcheck rules` lists them"
        raise SelectionError(msg)
    return render_rule(rule)


@friendly_errors()
def tables_text() -> str:
    """Which tables are in use, where they come from and how old their data is today."""
    from envcheck.render.catalogue import render_tables_in_use

    in_use = tables_in_use()
    return render_tables_in_use(in_use, load_tables(in_use.directory), dt.datetime.now(dt.timezone.utc).date())


@friendly_errors()
def update(url: str, *, timeout: float) -> str:
    """Download a table bundle, check it and use it from now on; the line that says which."""
    from envcheck.online import update_tables

    in_use = update_tables(url, timeout=timeout)
    return terminal_safe(f"tables updated: {in_use.origin}, data of {in_use.created}")


@friendly_errors()
def bundle() -> tuple[str, str]:
    """The tables in use as a bundle to publish, and its SHA-256."""
    from envcheck.online import make_bundle

    return make_bundle()
