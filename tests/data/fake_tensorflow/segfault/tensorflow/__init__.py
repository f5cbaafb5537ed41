"""A TensorFlow whose import dies of SIGSEGV, as a broken native extension does."""
import ctypes
import sys

sys.stderr.write("2026-11-30 00:00:00.000000: I tensorflow/core/platform/cpu_feature_guard.cc:182] loading\n")
ctypes.string_at(0)
