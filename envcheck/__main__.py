"""`python -m envcheck`."""

from __future__ import annotations

from envcheck.cli import main

main()
