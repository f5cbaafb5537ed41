"""`python -m envcheck`."""

from __future__ import annotations

import sys

try:
    from envcheck.cli import main
except KeyboardInterrupt:  # Ctrl-C while the command's modules load: as quiet as later
    sys.stderr.write("envcheck: interrupted\n")
    sys.exit(130)

main()
