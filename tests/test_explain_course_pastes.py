"""What readers of books and courses paste when the material meets a newer (or another) environment.

Keras 3's own refusals of Keras 2 usage (keras/src/optimizers/__init__.py, keras/src/saving/saving_api.py,
keras/src/optimizers/base_optimizer.py), pip's check and resolver around TensorFlow add-ons, conda environment files
exported with exact builds, a CPU said to lack AVX, and TensorFlow 1.x's CUDA DLLs on Windows.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

KERAS3_REFUSALS = [
    (("ImportError: `keras.optimizers.legacy` is not supported in Keras 3. When using `tf.keras`, to continue using a "
     "`tf.keras.optimizers.legacy` optimizer, you can install the `tf_keras` package (Keras 2) and set the environment "
     "variable `TF_USE_LEGACY_KERAS=True` to configure TensorFlow to use `tf_keras` when accessing `tf.keras`."),
     "TF_USE_LEGACY_KERAS=1"),
    (("ValueError: Invalid filepath extension for saving. Please add either a `.keras` extension for the native Keras "
     "format (recommended) or a `.h5` extension. Use `model.export(filepath)` if you want to export a SavedModel for "
     "use with TFLite/TFServing/etc. Received: filepath=saved_model/my_model."), ".keras"),
    (("ValueError: The `save_format` argument is deprecated in Keras 3. Please remove this argument and pass a file "
     "path with either `.keras` or `.h5` extension.Received: save_format=tf"), "model.export"),
    ("ValueError: Argument(s) not recognized: {'lr': 0.001}", "learning_rate="),
]


@pytest.mark.parametrize(("line", "fix_has"), KERAS3_REFUSALS, ids=lambda v: str(v)[:40])
def test_keras3_refusing_keras2_usage_is_code_for_keras2(line: str, fix_has: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error")
    assert fix_has in top.fix


def test_keras3_over_a_keras2_tensorflow_still_pairs_keras_with_it() -> None:
    top = [e for e in explain(f"tensorflow 2.15.0\nkeras 3.3.3\n{KERAS3_REFUSALS[0][0]}") if e.level == "error"]
    assert {e.cause for e in top} <= {"keras_version_skew", "keras3_legacy_code"}
    assert all("keras==2.15.*" in e.fix for e in top)


def test_another_optimizer_argument_is_not_read_as_keras3() -> None:
    assert not [e for e in explain("TypeError: Argument(s) not recognized: {'l': 0.01}") if e.level == "error"]


PIP_CHECK = """ERROR: tensorflow 2.12.0 has requirement numpy<1.24,>=1.22, but you'll have numpy 1.24.3 which is \
incompatible.
ERROR: tflite-support 0.4.3 has requirement protobuf<4,>=3.18.0, but you'll have protobuf 4.22.3 which is incompatible.
ERROR: scann 1.2.6 has requirement tensorflow~=2.8.0, but you'll have tensorflow 2.12.0 which is incompatible."""


def test_a_package_pinning_another_tensorflow_leads_pips_check() -> None:
    found = explain(PIP_CHECK)
    assert (found[0].cause, found[0].level) == ("dependency_conflict", "error")
    assert "scann" in found[0].meaning
    numpy = next(e for e in found if e.cause == "numpy_incompatible")
    assert numpy.level == "warning"
    assert "scann" in numpy.fix


def test_numpy_outside_tensorflows_range_alone_stays_the_cause() -> None:
    found = explain(PIP_CHECK.splitlines()[0] + PIP_CHECK.splitlines()[1])
    assert (found[0].cause, found[0].level) == ("numpy_incompatible", "error")


def test_no_wheel_of_an_addons_dependency_names_the_addon_and_stays_uncertain() -> None:
    found = explain("ERROR: Could not find a version that satisfies the requirement scann==1.2.6 (from "
                    "tflite-model-maker) (from versions: none)\nERROR: No matching distribution found for scann==1.2.6")
    assert found[0].cause == "dependency_conflict"
    assert "uncertain" in found[0].meaning
    assert "tflite-model-maker" in found[0].meaning


def test_the_releases_pip_lists_are_the_fix_for_a_pin_without_a_wheel() -> None:
    found = explain("ERROR: Could not find a version that satisfies the requirement tensorflow-data-validation==0.15.0 "
                    "(from -r requirements.txt (line 9)) (from versions: 0.21.0, 0.21.1, 0.21.5)\nCondaEnvException: "
                    "Pip failed")
    assert found[0].cause == "dependency_conflict"
    assert "uncertain" in found[0].meaning
    assert "0.21.0 to 0.21.5" in found[0].fix


def test_every_release_of_an_addon_conflicting_points_at_the_python() -> None:
    found = explain("Python 3.10.12\nERROR: Cannot install tflite-model-maker==0.1.2, tflite-model-maker==0.2.0 and "
                    "tflite-model-maker==0.4.3 because these package versions have conflicting dependencies.")
    assert (found[0].cause, found[0].level) == ("dependency_conflict", "warning")
    assert "uncertain" in found[0].meaning
    assert "3.10" in found[0].meaning


def test_every_release_of_another_project_conflicting_is_not_tensorflows() -> None:
    assert not explain("ERROR: Cannot install spacy==3.0.0, spacy==3.0.1 and spacy==3.0.2 because these package "
                       "versions have conflicting dependencies.")


CONDA_PINS = """conda env create -f environment.yml
Solving environment: failed

UnsatisfiableError: The following specifications were found to be in conflict:
  - mkl==2019.0=118
  - tensorflow-base==1.11.0=eigen_py36h45df0d8_0"""


def test_an_environment_file_with_exact_builds_is_the_conflict() -> None:
    for header in ("UnsatisfiableError: The following specifications were found to be in conflict:",
                   "ResolvePackageNotFound:"):
        found = explain(CONDA_PINS.replace(CONDA_PINS.splitlines()[3], header))
        assert (found[0].cause, found[0].level) == ("dependency_conflict", "error")
        assert "--no-builds" in found[0].fix


def test_an_environment_file_without_tensorflow_is_not_tensorflows_conflict() -> None:
    paste = CONDA_PINS.replace("tensorflow-base==1.11.0=eigen_py36h45df0d8_0", "pytorch==1.0.0=py3.6_cuda9.0.176_0")
    assert not [e for e in explain(paste) if e.level in ("error", "warning")]


def test_conda_specs_without_builds_give_no_verdict_here() -> None:
    found = explain("conda env create -f environment.yml\nResolvePackageNotFound:\n  - tensorflow=2.1.0\n"
                    "  - python=3.7")
    assert not [e for e in found if e.level in ("error", "warning")]


def test_a_cpu_said_to_lack_avx_explains_a_cut_import_traceback() -> None:
    paste = ("- OS Platform and Distribution: Windows 10, i5-750 only SSE4.2, without AVX.\n>>> import tensorflow as "
             "tf\nTraceback (most recent call last):\n  File")
    assert explain(paste)[0].cause == "cpu_no_avx"
    assert not [e for e in explain(paste.replace("without AVX", "with AVX")) if e.cause == "cpu_no_avx"]


def test_a_bare_dll_failure_after_tf1s_cuda_dll_is_that_dll() -> None:
    paste = ("I get the `Could not find 'cudart64_90.dll' ...` message. I copied cudart64_92.dll and changed the "
             "name, now:\nImportError: DLL load failed: The specified module could not be found.")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "9.0" in top.fix


def test_a_bare_dll_failure_beside_tf2s_lazy_cuda_runtime_is_not_cuda() -> None:
    paste = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
             "'cudart64_110.dll'; dlerror: cudart64_110.dll not found\nImportError: DLL load failed while importing "
             "_pywrap_tensorflow_internal: The specified module could not be found.")
    assert explain(paste)[0].cause != "cuda_libs_missing"


def test_a_release_that_loads_cuda_later_is_not_read_by_an_old_cuda_dll() -> None:
    paste = ("tensorflow==2.10.0\nI get the `Could not find 'cudart64_100.dll'` message\nImportError: DLL load failed "
             "while importing _pywrap_tensorflow_internal: The specified module could not be found.")
    assert explain(paste)[0].cause == "msvc_runtime_missing"
