"""A TensorFlow whose import never returns, as a wedged GPU driver call does."""
import time

time.sleep(3600)
