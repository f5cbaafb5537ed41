"""`envcheck rules` and `envcheck tables show` text, rendered from typed inputs."""

from __future__ import annotations

import datetime as dt

from envcheck.render.catalogue import render_rule, render_rule_list, render_tables_in_use
from envcheck.rules import REGISTRY
from envcheck.tables import TablesInUse, load_tables


def test_rule_list_is_one_line_per_rule_by_id() -> None:
    lines = render_rule_list(REGISTRY.values()).splitlines()
    assert len(lines) == len(REGISTRY)
    assert lines == sorted(lines)
    assert render_rule(REGISTRY["CUDA001"]).startswith("CUDA001 (CUDA libraries): ")


def test_tables_in_use_says_how_old_their_data_is() -> None:
    tables = load_tables()
    in_use = TablesInUse("/cache/tables", "downloaded from https://example.org/t.json", "2026-11-01",
                         note="newer than the bundled ones\x1b[2J")
    text = render_tables_in_use(in_use, tables, dt.date(2026, 12, 1))
    head = "  downloaded from https://example.org/t.json, data of 2026-11-01 (30 days old)"
    assert text.splitlines()[:2] == ["/cache/tables", head]
    assert text.endswith("  note: newer than the bundled ones\n")  # the control sequence is gone
    undated = TablesInUse("/x", "ENVCHECK_TABLES", "unknown")
    assert "days old" not in render_tables_in_use(undated, tables, dt.date(2026, 12, 1))
