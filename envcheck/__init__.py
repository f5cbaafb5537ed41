"""envcheck: will this machine run TensorFlow training on its GPUs, and at full speed."""

from __future__ import annotations

__version__ = "0.1.0"
