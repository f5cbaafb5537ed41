"""Forms met in the open halves of the hundred-and-twenty-fourth and later blind sets, read generally."""

from __future__ import annotations

from envcheck.explain import exit_status, explain

_CUDART_ALONE = ("2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could "
                 "not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object "
                 "file: No such file or directory\n")


def test_an_error_the_paste_does_not_decide_is_a_warning_and_does_not_fail_the_run() -> None:
    """The CUDA runtime missing where no GPU is shown: TensorFlow tries it on every machine, so uncertain."""
    found = explain(_CUDART_ALONE)
    assert (found[0].cause, found[0].level) == ("cuda_libs_missing", "warning"), found[0]
    assert found[0].meaning.startswith("uncertain")
    assert exit_status(found) == 0


def test_the_same_library_missing_beside_a_gpu_stays_an_error() -> None:
    """With the GPU in the paste the missing runtime decides: TensorFlow will not use that GPU."""
    found = explain(_CUDART_ALONE + "| 0  NVIDIA GeForce RTX 3080    Off  | 00000000:01:00.0  On |   N/A |\n")
    top = next(e for e in found if e.cause == "cuda_libs_missing")
    assert top.level == "error"
    assert not top.meaning.startswith("uncertain")
    assert exit_status(found) == 1
