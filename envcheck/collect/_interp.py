# ruff: noqa: UP006, UP035
"""Describe the running interpreter as one JSON object (stdlib only, Python 3.6+).

Run as ``python _interp.py`` by ``envcheck --python PATH`` (not isolated: the user
site and PYTHONPATH count) so that another environment can be inspected without
installing envcheck there; imported
in-process for the interpreter envcheck itself runs on. Keep it free of
newer syntax: TensorFlow 1.x users still have Python 3.6 (a test parses it
with ``feature_version=(3, 6)``).
"""

import json
import os
import site
import sys
from typing import Any, Dict, List

# Marks the description's line: a .pth file or sitecustomize may print to stdout as well.
MARK = "__ENVCHECK_INTERP__ "
# When run as a script, sys.path[0] is this file's folder, which the target never sees.
_HERE = os.path.dirname(os.path.abspath(__file__))


def _site_packages() -> List[str]:
    try:
        dirs = list(site.getsitepackages())
    except AttributeError:  # virtualenv < 20 shipped a site.py without it
        dirs = [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    return [d for d in dirs if os.path.isdir(d)]


def describe() -> Dict[str, Any]:
    """Return the facts about this interpreter that envcheck needs."""
    base_prefix = getattr(sys, "base_prefix", None) or getattr(sys, "real_prefix", sys.prefix)
    return {
        "version": "{}.{}.{}".format(*sys.version_info[:3]),
        "implementation": sys.implementation.name,
        "executable": sys.executable,
        "prefix": sys.prefix,
        "base_prefix": base_prefix,
        "sys_path": [p for p in sys.path if p and p != _HERE],
        "site_packages": _site_packages(),
        "user_site": site.getusersitepackages() if hasattr(site, "getusersitepackages") else None,
        "user_site_enabled": bool(site.ENABLE_USER_SITE),
        "conda": os.path.isdir(os.path.join(sys.prefix, "conda-meta")),
        "bits": 64 if sys.maxsize > 2**32 else 32,
    }


if __name__ == "__main__":
    sys.stdout.write("\n" + MARK + json.dumps(describe()) + "\n")
