"""A TensorFlow whose import aborts, as a failed CHECK in its C++ core does."""
import os
import sys

sys.stderr.write("F tensorflow/core/platform/default/env.cc:74] Check failed: ret == 0 (11 vs. 0)Thread creation failed\n")
sys.stderr.flush()
os.abort()
