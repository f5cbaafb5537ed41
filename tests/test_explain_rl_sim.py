"""Pastes of reinforcement learning, robotics and simulator projects (issue 10, batch c3310-c3331).

Read by the program that printed them: pip's list of another Python than the one named, for a library's range
(ml-agents' `tensorflow<2.1,>=1.7`); an add-on's library under site-packages missing a TensorFlow or Abseil symbol,
named by its folder (dm-reverb); Sonnet 1.x's own start-up check of the packages it imports.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

RANGE = ("ERROR: Could not find a version that satisfies the requirement tensorflow<2.1,>=1.7 (from mlagents) (from "
         "versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3)\nERROR: No matching distribution found for tensorflow<2.1,>=1.7 "
         "(from mlagents)\n")
BANNER = "Python 3.7.7 (default, Apr 15 2020, 05:09:04) [MSC v.1916 64 bit (AMD64)] :: Anaconda, Inc. on win32\n"


def test_a_pip_list_of_another_python_than_the_one_named_reads_a_range_asked_for() -> None:
    """Python 3.7 named, a list starting at 2.2 (Python 3.8's first): the range 1.7-2.0 has 3.7 wheels, not 3.8."""
    (found, *_) = explain(BANNER + RANGE)
    assert (found.cause, found.level) == ("wrong_interpreter", "error")
    assert "belongs to a Python 3.8" in found.meaning
    assert "TensorFlow 1.7-2.0 has wheels for" in found.meaning
    assert "`python3.7 -m pip install 'tensorflow<2.1,>=1.7'`" in found.fix


def test_a_range_without_wheels_for_the_python_named_is_that_python() -> None:
    """Python 3.8 named: no release in 1.7-2.0 has its wheels, so the Python is the cause, not the pip."""
    (found, *_) = explain(BANNER.replace("3.7.7", "3.8.2") + RANGE)
    assert found.cause == "python_unsupported"


def test_a_range_pips_python_has_wheels_in_is_not_another_pythons_pip() -> None:
    """pip's Python (3.8, from the list) has wheels in the range asked for: something else kept them from it."""
    paste = BANNER + RANGE.replace("<2.1,>=1.7", "<2.4,>=2.2")
    assert not [e for e in explain(paste) if e.cause == "wrong_interpreter"]


REVERB = ('  File "/home/dev/.local/lib/python3.8/site-packages/reverb/pybind.py", line 1, in <module>\n'
          "    import tensorflow as _tf; from .libpybind import *; del _tf\n"
          "ImportError: /home/dev/.local/lib/python3.8/site-packages/reverb/libpybind.so: undefined symbol: {symbol}")
TF_SYMBOL = "_ZN10tensorflow6StatusC1ENS_5error4CodeEN4absl14lts_2020_02_2511string_viewE"
ABSL_SYMBOL = "_ZN4absl12lts_2022062320raw_logging_internal21internal_log_functionB5cxx11E"
CUDART = ("2022-09-12 15:30:21.945651: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully "
          "opened dynamic library libcudart.so.10.1\n")


def test_an_op_library_is_named_by_its_site_packages_folder_when_its_file_says_nothing() -> None:
    """reverb/libpybind.so: DeepMind's reverb folder is the dm-reverb distribution, named with the release shown."""
    (found, *_) = explain("I use Tensorflow 2.3.0 and the latest reverb nightly\n" + REVERB.format(symbol=TF_SYMBOL))
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "install the release of dm-reverb made for TensorFlow 2.3" in found.fix


@pytest.mark.parametrize(("folder", "named"), [("my_ops", "my-ops"), ("nvidia", None)])
def test_a_folder_is_its_distribution_unless_several_share_it(folder: str, named: str | None) -> None:
    paste = (f"NotFoundError: /usr/lib/python3.8/site-packages/{folder}/ops/_custom_ops.so: undefined symbol: "
             f"{TF_SYMBOL}")
    (found, *_) = explain(paste)
    assert found.cause == "dependency_conflict"
    assert (f"release of {named} made" in found.fix) if named else "the package that ships it" in found.fix


def test_an_abseil_symbol_an_add_on_misses_beside_tensorflow_is_another_tensorflows_build() -> None:
    """TensorFlow's framework library exports its Abseil: an add-on built for another release misses those symbols."""
    (found, *_) = explain(CUDART + REVERB.format(symbol=ABSL_SYMBOL))
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "Abseil release TensorFlow exports" in found.meaning
    assert "dm-reverb" in found.fix


def test_an_abseil_symbol_with_no_tensorflow_shown_is_uncertain() -> None:
    """Without TensorFlow in the paste the library may link its own Abseil: no verdict on TensorFlow's release."""
    paste = ("ImportError: /opt/env/lib/python3.10/site-packages/solver/_core.so: undefined symbol: "
             f"{ABSL_SYMBOL}")
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain")


def test_an_abseil_symbol_inside_tensorflows_own_library_is_not_an_add_on() -> None:
    paste = ("ImportError: /usr/lib/python3/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so: undefined "
             f"symbol: {ABSL_SYMBOL}")
    assert not [e for e in explain(paste) if "op library" in e.meaning]


# sonnet/__init__.py (dm-sonnet 1.x): _ensure_dependency_available_at_version's two messages, formatted as it does
_MISSING = ("SystemError: Sonnet requires %s (minimum version %s) to be installed. If using pip, run `pip install %s` "
            "or `pip install %s-gpu`")
_OLD = "SystemError: %s version %s is installed, but Sonnet requires at least version %s."


@pytest.mark.parametrize(("package", "floor"), [("tensorflow_probability", "0.4.0"), ("tensorflow", "1.8.0")])
def test_sonnets_not_installed_check_is_uncertain_between_missing_and_failing_to_import(package: str,
                                                                                        floor: str) -> None:
    pip_name = package.replace("_", "-")
    (found, *_) = explain(_MISSING % (package, floor, pip_name, pip_name))
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain")
    assert f"python -c 'import {package}'" in found.meaning
    assert f"install {pip_name}" in found.fix


def test_sonnets_version_check_of_tensorflow_names_the_floor_within_tensorflow_1() -> None:
    (found, *_) = explain(_OLD % ("tensorflow", "1.4.0", "1.8.0"))
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "needs TensorFlow 1.8.0 or newer; 1.4.0 is installed" in found.meaning
    assert "'tensorflow>=1.8.0,<2'" in found.fix


def test_sonnets_version_check_of_another_package_names_that_package() -> None:
    (found, *_) = explain("tensorflow-gpu 1.13.1\n" + _OLD % ("tensorflow_probability", "0.3.0", "0.4.0"))
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "dm-sonnet needs tensorflow-probability 0.4.0 or newer; 0.3.0 is installed" in found.meaning
    assert "tensorflow-probability release made for TensorFlow 1.13" in found.fix


# the check's frame in Sonnet's traceback: what a paste cut before the SystemError still shows
_FRAME = ('  File "/opt/venv/lib/python3.6/site-packages/sonnet/__init__.py", line 64, in <module>\n'
          "    _ensure_dependency_available_at_version('%s', '%s')\n"
          '  File "/opt/venv/lib/python3.6/site-packages/sonnet/__init__.py", line 54, in '
          "_ensure_dependency_available_at_version\n    package_name, min_version, pip_name, pip_name))")


def test_sonnets_check_cut_before_its_message_is_read_from_its_frame() -> None:
    (found, *_) = explain(">>> import sonnet as snt\n" + _FRAME % ("tensorflow_probability", "0.4.0"))
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain")
    assert "install tensorflow-probability" in found.fix
    (found, *_) = explain(_FRAME % ("tensorflow", "1.8.0"))  # either message: too old, or not importing
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain")
    assert "'tensorflow>=1.8.0,<2'" in found.fix


_CALL = ('  File "/opt/venv/lib/python3.6/site-packages/sonnet/__init__.py", line 63, in <module>\n'
         "    _ensure_dependency_available_at_version('tensorflow', '1.8.0')\n")


@pytest.mark.parametrize(("paste", "cause"), [
    ("ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory\n\nDuring handling of "
     "the above exception, another exception occurred:\n\n" + _FRAME % ("tensorflow", "1.8.0"), "cuda_libs_missing"),
    (_CALL + '  File "/opt/venv/lib/python3.6/site-packages/tensorflow/core/framework/tensor_pb2.py", line 16, in '
     "<module>\n    serialized_pb=_b('\\n&tensorflow/core/framework/tensor.proto')\n"
     "TypeError: Descriptors cannot not be created directly.", "protobuf_incompatible"),
])
def test_sonnets_frame_defers_to_the_error_importing_tensorflow_met(paste: str, cause: str) -> None:
    """Sonnet's check imports the package: TensorFlow's own import error, shown beside the frame, is the cause."""
    found = explain(paste)
    assert found[0].cause == cause, found
    assert all(e.cause != "dependency_conflict" for e in found)


def test_sonnets_frame_beside_its_message_defers_to_the_message() -> None:
    found = explain(_FRAME % ("tensorflow", "1.8.0") + "\n" + _OLD % ("tensorflow", "1.4.0", "1.8.0"))
    assert "1.4.0 is installed" in found[0].meaning
    assert [e.level for e in found if e.cause == "dependency_conflict"] == ["error"]


RLLIB = ("RuntimeError: GPUs were assigned to this worker by Ray, but your DL framework ({fw}) reports GPU "
         "acceleration is disabled. This could be due to a bad CUDA- or {fw} installation.")


def test_rllibs_check_of_a_worker_with_gpus_is_tensorflows_empty_gpu_list() -> None:
    """RLlib raises it when TensorFlow lists no GPU in a worker Ray gave GPUs: the empty list's checklist."""
    (found, *_) = explain(RLLIB.format(fw="tf"))
    assert found.cause == "gpu_not_detected"
    assert "envcheck doctor" in found.fix
    old = ("Tensorflow 2.1.0\nRuntimeError: GPUs were assigned to this worker by Ray, but TensorFlow reports GPU "
           "acceleration is disabled. This could be due to a bad CUDA or TF installation.")
    (found, *_) = explain(old)
    assert found.cause == "cuda_libs_missing"
    assert "CUDA 10.1" in found.fix


def test_rllibs_check_of_a_torch_worker_is_not_tensorflows() -> None:
    assert not explain(RLLIB.format(fw="torch"))


ALLOC = ("{n}2018-07-30 22:48:25.460454: E tensorflow/stream_executor/cuda/cuda_driver.cc:927] failed to allocate "
         "272.37M (285604608 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY\n")


def test_an_allocation_failure_beside_several_processes_started_is_those_processes_memory() -> None:
    """mpirun -np 8 (OpenAI baselines' MPI workers): each TensorFlow process pre-allocates every GPU it sees."""
    (found, *_) = explain(ALLOC.format(n="$ mpirun -np 8 python -m baselines.ddpg.main\n"))
    assert (found.cause, found.level) == ("gpu_memory_in_use", "error")
    assert not found.meaning.startswith("uncertain")
    assert "local rank" in found.fix
    assert "per_process_gpu_memory_fraction" in found.fix
    (alone, *_) = explain(ALLOC.format(n="$ python -m baselines.ddpg.main\n"))
    assert alone.meaning.startswith("uncertain")
