"""A TensorFlow that imports but whose device listing raises the error real TensorFlow raises when
the CUDA runtime cannot start on a GPU whose memory another process holds (message as reported in
google-research/bert#791 and junxnone/tio#189)."""
import types

__version__ = "2.21.0"


class InternalError(Exception):
    """Stands for tensorflow.python.framework.errors_impl.InternalError."""


def _fail(*_args, **_kwargs):
    raise InternalError("CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory")


test = types.SimpleNamespace(is_built_with_cuda=lambda: True)
sysconfig = types.SimpleNamespace(get_build_info=lambda: {"cuda_version": "12.5.1", "cudnn_version": "9",
                                                          "is_cuda_build": True})
config = types.SimpleNamespace(list_physical_devices=_fail, list_logical_devices=_fail)
