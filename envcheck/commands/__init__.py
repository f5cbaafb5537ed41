"""What the CLI's commands do, one module per command or group; cli.py only declares them.

Each command's function takes the parsed options and returns what a renderer of envcheck/render
formats; envcheck's own errors become one line on stderr and exit code 2 (common.friendly_errors).
A module is imported on first use (``commands.gpus``), and imports what only its command needs when
that command runs, so that `doctor --quick` loads none of the others (benchmarks/doctor_speed.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["advice", "catalogue", "common", "doctor", "entry", "explain", "fleet", "gpus", "options", "preflight",
           "run"]

if TYPE_CHECKING:
    from envcheck.commands import (
        advice,
        catalogue,
        common,
        doctor,
        entry,
        explain,
        fleet,
        gpus,
        options,
        preflight,
        run,
    )
else:
    def __getattr__(name: str) -> object:
        """Import a command's module when it is first named."""
        if name in __all__:
            __import__(f"{__name__}.{name}")  # as an import statement does (-X importtime shows it)
            return globals()[name]  # the import made the module an attribute of this package
        msg = f"module {__name__!r} has no attribute {name!r}"
        raise AttributeError(msg)
