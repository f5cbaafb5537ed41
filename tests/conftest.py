from __future__ import annotations

import sys
from pathlib import Path

import pytest

from envcheck.tables import load_tables

sys.path.insert(0, str(Path(__file__).parent))  # tests/fakes.py


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Renderings must not depend on the caller's terminal, nor tables on the caller's cache."""
    for name in ("NO_COLOR", "FORCE_COLOR", "ENVCHECK_TABLES", "ENVCHECK_SKIP"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
    load_tables.cache_clear()
