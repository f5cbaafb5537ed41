"""A TensorFlow 1.x GPU wheel on a machine without its CUDA libraries (the ImportError it raises)."""
raise ImportError("libcublas.so.9.0: cannot open shared object file: No such file or directory\n\n"
                  "Failed to load the native TensorFlow runtime.")
