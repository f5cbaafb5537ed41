"""explain: readings read since the blind93 set (docs/explain.md "Read since the blind93 set").

Names a newer release removed (scipy.misc's image functions, setuptools' pkg_resources and its deprecation note, the
optimizers' old way of taking any variable), two TensorBoards in one folder, an old PyYAML an add-on pins failing to
build, TensorFlow's generated GPU kernels failing to compile, XLA's note about the CPU, a build of one's own against
the CUDA versions of PyPI's wheels, TensorFlow said not to install on an Apple-silicon Mac, TensorFlow's import
failing under a 32-bit Python, and tensorflow_hub's Keras 2 check with its message cut off.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_TB_TRACEBACK = ("Traceback (most recent call last):\n"
                 '  File "/usr/bin/tensorboard", line 7, in <module>\n'
                 "    from tensorboard.main import run_main\n"
                 "ImportError: cannot import name 'run_main'\n")


def test_a_scipy_misc_image_function_is_scipy_1_3s_removal() -> None:
    top = explain("import tensorflow as tf\nAttributeError: module 'scipy.misc' has no attribute 'imread'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "1.3.0" in top.meaning
    assert "imageio.imread" in top.fix
    assert "scipy==1.2.*" in top.fix


def test_scipy_1_2_is_not_offered_to_a_python_it_has_no_wheels_for() -> None:
    top = explain("Python 3.8.5\nimport tensorflow as tf\nAttributeError: module 'scipy.misc' has no attribute "
                  "'imread'")[0]
    assert top.kind == "scipy_misc_removed"
    assert "scipy==1.2" not in top.fix


def test_a_scipy_misc_alias_points_to_its_new_module() -> None:
    top = explain("Using TensorFlow backend.\nImportError: cannot import name 'logsumexp' from 'scipy.misc' "
                  "(/usr/lib/python3/dist-packages/scipy/misc/__init__.py)")[0]
    assert top.cause == "dependency_conflict"
    assert "from scipy.special import logsumexp" in top.fix


def test_python_3_6s_bare_import_error_is_read_under_scipy_miscs_import() -> None:
    top = explain("Using TensorFlow backend.\n"
                  "/usr/local/lib/python3.6/dist-packages/vis/visualization/saliency.py in <module>()\n"
                  "----> 5 from scipy.misc import imresize\n"
                  "ImportError: cannot import name 'imresize'")[0]
    assert top.cause == "dependency_conflict"
    assert top.meaning.startswith("vis's code calls scipy.misc.imresize")
    assert "PIL.Image.fromarray" in top.fix


@pytest.mark.parametrize("imports", ["from skimage.io import imread",
                                     "from scipy.misc import imresize\nfrom imageio import imread"])
def test_a_bare_import_error_of_a_name_not_taken_from_scipy_misc_is_not_scipys(imports: str) -> None:
    found = explain(f"import tensorflow as tf\n{imports}\nImportError: cannot import name 'imread'")
    assert all(e.kind != "scipy_misc_removed" for e in found)


def test_a_keras_add_ons_frame_is_named_as_the_caller() -> None:
    top = explain("import tensorflow as tf\nTraceback (most recent call last):\n"
                  '  File "/usr/lib/python3.7/site-packages/keras_contrib/utils.py", line 3, in <module>\n'
                  "ImportError: cannot import name 'imread' from 'scipy.misc'")[0]
    assert top.meaning.startswith("keras_contrib's code calls scipy.misc.imread")


def test_a_scipy_misc_alias_on_a_new_python_gets_no_old_scipy() -> None:
    top = explain("Python 3.9.1\nimport tensorflow\nImportError: cannot import name 'comb' from 'scipy.misc'")[0]
    assert top.kind == "scipy_misc_removed"
    assert "scipy<1.3" not in top.fix


def test_scipy_misc_without_tensorflow_named_is_information() -> None:
    found = explain("AttributeError: module 'scipy.misc' has no attribute 'imresize'")
    assert [(e.kind, e.level) for e in found] == [("scipy_misc_removed", "info")]


@pytest.mark.parametrize("line", ["ModuleNotFoundError: No module named 'pkg_resources'",
                                  "ImportError: No module named pkg_resources"])
def test_no_pkg_resources_is_setuptools_missing_or_82(line: str) -> None:
    top = explain("Traceback (most recent call last):\n"
                  '  File "/venv/lib/python3.12/site-packages/tensorboard/default.py", line 30, in <module>\n'
                  f"    import pkg_resources\n{line}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert top.meaning.startswith("tensorboard's code imports pkg_resources")
    assert "setuptools<82" in top.fix


def test_setuptools_note_that_pkg_resources_is_deprecated_is_harmless() -> None:
    found = explain("/usr/local/lib/python3.12/dist-packages/tensorboard/default.py:30: UserWarning: pkg_resources is "
                    "deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html. The "
                    "pkg_resources package is slated for removal as early as 2025-11-30. Refrain from using this "
                    "package or pin to Setuptools<81.\n  import pkg_resources")
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")]
    assert "setuptools<82" in found[0].meaning


def test_tensorboards_command_without_run_main_is_two_tensorboards() -> None:
    top = explain(f"{_TB_TRACEBACK}Installed packages: tensorflow-gpu 1.5.0, tensorboard 1.6.0")[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error")
    assert "uninstall -y tensorboard tensorflow-tensorboard tb-nightly" in top.fix
    assert "'tensorflow-gpu==1.5.0'" in top.fix


def test_a_tensorflow_line_named_is_pinned_to_its_newest_patch() -> None:
    top = explain(f"{_TB_TRACEBACK}tensorflow 1.13")[0]
    assert "'tensorflow==1.13.*'" in top.fix


def test_run_main_missing_from_another_module_is_not_tensorboards() -> None:
    found = explain("import tensorflow as tf\nfrom mytool.cli import run_main\nImportError: cannot import name "
                    "'run_main'")
    assert all(e.kind != "tensorboard_two_installs" for e in found)


def test_the_new_optimizer_refusing_a_variable_is_code_for_the_old_ones() -> None:
    top = explain("KeyError: 'The optimizer cannot recognize variable log_gamma:0. This usually means you are trying "
                  "to call the optimizer to update different parts of the model separately. Please call "
                  "`optimizer.build(variables)` with the full list of trainable variables before the training loop "
                  "or use legacy optimizer `tf.keras.optimizers.legacy.{self.__class__.__name__}.'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "(log_gamma:0)" in top.meaning
    assert "tf.keras.optimizers.legacy" in top.fix
    assert "optimizer.build(" in top.fix


def _pip_building(dep: str, archive: str, failure: str) -> str:
    return (f"Collecting {dep}<6.0,>=5.1 (from tf-models-official==2.11.6->mediapipe-model-maker)\n"
            f"  Downloading {archive} (175 kB)\n"
            "  Installing build dependencies ... done\n"
            "  error: subprocess-exited-with-error\n"
            f"  {failure}\n"
            "  note: This error originates from a subprocess, and is likely not a problem with pip.")


def test_pyyaml_5_4_built_for_an_addons_pin_is_the_cython_3_break() -> None:
    top = explain(_pip_building("pyyaml", "PyYAML-5.4.1.tar.gz",
                                "\u00d7 Getting requirements to build wheel did not run successfully."))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "Cython 3" in top.meaning
    assert "'cython<3' wheel setuptools" in top.fix
    assert "PyYAML==5.4.1" in top.fix


@pytest.mark.parametrize(("dep", "archive", "failure"), [
    ("absl-py", "absl-py-0.8.1.tar.gz", "\u00d7 Getting requirements to build wheel did not run successfully."),
    ("pyyaml", "PyYAML-5.4.1.tar.gz", "Building wheel for pyyaml (pyproject.toml) ... error"),
    ("pyyaml", "PyYAML-5.3.1.tar.gz", "Getting requirements to build wheel ... error"),
])
def test_another_build_step_or_pyyaml_is_not_the_cython_3_break(dep: str, archive: str, failure: str) -> None:
    assert all(not e.evidence.startswith("PyYAML") for e in explain(_pip_building(dep, archive, failure)))


def test_a_generated_kernels_jit_failure_alone_points_to_libdevice() -> None:
    top = explain("tensorflow.python.framework.errors_impl.UnknownError: JIT compilation failed. [Op:FloorMod]")[0]
    assert (top.cause, top.level) == ("libdevice_missing", "error")
    assert "(FloorMod)" in top.meaning
    assert "xla_gpu_cuda_data_dir" in top.fix


def test_a_jit_failure_under_libdevices_own_line_is_read_once() -> None:
    found = explain("error: libdevice not found at ./libdevice.10.bc\n"
                    "W tensorflow/core/framework/op_kernel.cc:1828] UNKNOWN: JIT compilation failed.")
    assert [(e.kind, e.level) for e in found] == [("libdevice_missing", "error")]


def test_a_jit_failure_beside_ptxas_not_found_is_ptxas_at_error_level() -> None:
    top = explain("W external/xla/xla/service/gpu/nvptx_compiler.cc] Couldn't invoke ptxas --version\n"
                  "tensorflow.python.framework.errors_impl.UnknownError: JIT compilation failed. [Op:FloorMod]")[0]
    assert (top.kind, top.cause, top.level) == ("kernel_jit_failed", "ptxas_missing", "error")
    assert "bin/ptxas" in top.fix


def test_the_drivers_ptx_jit_failure_is_not_a_generated_kernels() -> None:
    found = explain("E cuda_driver.cc] failed to load PTX text as a module: CUDA_ERROR_INVALID_PTX: a PTX JIT "
                    "compilation failed")
    assert found
    assert all(e.kind != "kernel_jit_failed" for e in found)


@pytest.mark.parametrize("paste", ["import torch\nRuntimeError: JIT compilation failed",
                                   "rocminfo\nUnknownError: JIT compilation failed. [Op:FloorMod]"])
def test_a_jit_failure_of_another_framework_or_rocm_is_not_cudas(paste: str) -> None:
    assert all(e.kind != "kernel_jit_failed" for e in explain(paste))


def test_xlas_note_about_the_cpu_is_harmless() -> None:
    found = explain("W tensorflow/compiler/jit/mark_for_compilation_pass.cc:1648] (One-time warning): Not using "
                    "XLA:CPU for cluster because envvar TF_XLA_FLAGS=--tf_xla_cpu_global_jit was not set.  If you "
                    "want XLA:CPU, either set that envvar, or use experimental_jit_scope to enable XLA:CPU.")
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")]


def test_a_build_of_ones_own_is_not_judged_by_the_wheels_cuda() -> None:
    found = explain("Tensorflow 1.8.0 built from source\nCuda 9.2, CuDNN 7.1\nGPU Compute Capability 5.0")
    assert all(e.cause != "cuda_libs_missing" for e in found)


@pytest.mark.parametrize("words", [
    "you'll either have to downgrade cuda or compile tensorflow from source yourself",
    "- TensorFlow installed from (source or binary):Source? Not to sure just using pip3",
    "I have not built tensorflow from source",
    "Do I need to have tensorflow compiled from source?",
    "tensorflow 2.0 must be built from source for CUDA 10.1",
    "installed from (source or binary): binary (not compiled from source)",
    "tensorflow 2.0 needs CUDA 10.0 unless you built it from source.",
    "If you compiled tensorflow from source, it works with 10.1.",
])
def test_source_spoken_of_without_a_build_keeps_the_wheels_cuda(words: str) -> None:
    top = explain(f"tensorflow-gpu 2.0.0 and cuda 10.1\n{words}")[0]
    assert top.cause == "cuda_libs_missing"


def test_a_build_of_ones_own_asked_about_later_is_still_ones_own() -> None:
    found = explain("tensorflow-gpu 1.8.0, cuda 9.2\nI built tensorflow from source with CUDA 9.2, why does it not "
                    "find my GPU?")
    assert all("built for CUDA 9.0" not in e.fix for e in found)


def test_not_installing_on_apple_silicon_for_want_of_tensorflow_macos_is_the_wheels_history() -> None:
    top = explain("This lib depends on `tensorflow` and therefore cannot be installed on Mac with M1 chip as this "
                  "needs `tensorflow-macos`.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "older than 2.13 has none" in top.meaning
    assert "'tensorflow>=2.13'" in top.fix


def test_not_installing_on_apple_silicon_said_alone_is_uncertain() -> None:
    top = explain("tensorflow cannot be installed on my Mac M1")[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning")
    assert top.meaning.startswith("uncertain:")


@pytest.mark.parametrize("words", ["tensorflow 2.16 cannot be installed on my M2 Mac",
                                   "tensorflow cannot be installed in the linux/arm64 docker image on my M1 Mac",
                                   "tensorflow-macos cannot be installed on my M1 Mac with Python 3.12",
                                   "tensorflow-macos 2.12 works on my M2 Mac, but tensorflow-text cannot be installed"])
def test_a_release_with_arm64_wheels_linux_or_a_python_named_is_not_the_macs_history(words: str) -> None:
    assert all(e.evidence != "TensorFlow on Apple silicon" for e in explain(words))


def test_tensorflows_import_failing_under_a_32_bit_python_is_its_missing_wheel() -> None:
    top = explain("Using TensorFlow backend.\nTraceback (most recent call last):\n"
                  '  File "C:\\Program Files (x86)\\Python37-32\\lib\\site-packages\\tensorflow\\python\\'
                  'pywrap_tensorflow.py", line 20, in swig_import_helper\n'
                  "ModuleNotFoundError: No module named '_pywrap_tensorflow'")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "64-bit" in top.fix


@pytest.mark.parametrize("paste", [
    ("C:\\Python37-32\\python.exe train.py\nimport tensorflow as tf\nimport yaml\nModuleNotFoundError: No module "
    "named 'yaml'"),
    ("PATH=C:\\Python37-32\\Scripts\n"
    '  File "C:\\Python37\\lib\\site-packages\\tensorflow\\python\\keras\\saving.py", line 3, in <module>\n'
    "ModuleNotFoundError: No module named 'h5py'"),
])
def test_another_packages_import_failing_beside_a_32_bit_python_is_not_tensorflows(paste: str) -> None:
    assert all(e.evidence != "a 32-bit Python" for e in explain(paste))


def test_tensorflow_hubs_keras_2_check_with_its_message_cut_is_tf_keras_missing() -> None:
    found = explain("---> 20 import tensorflow_hub as hub\n"
                    "File ~/envs/colab/lib/python3.10/site-packages/tensorflow_hub/__init__.py:111\n"
                    "--> 111 _ensure_keras_2_importable()\n"
                    "File ~/envs/colab/lib/python3.10/site-packages/tensorflow_hub/__init__.py:100, in "
                    "_ensure_keras_2_importable()\n"
                    "--> 100     import tf_keras as keras")
    assert [(e.cause, e.level) for e in found] == [("keras3_legacy_code", "error")]
    assert "tf-keras" in found[0].fix


def test_tensorflow_hubs_keras_2_check_with_its_exception_shown_is_read_by_the_exception() -> None:
    found = explain("tensorflow 2.15 keras 2.15\n"
                    '  File "/x/site-packages/tensorflow_hub/__init__.py", line 100, in _ensure_keras_2_importable\n'
                    "    import tf_keras as keras\n"
                    "ImportError: cannot import name '__internal__' from 'tensorflow.python.keras'")
    assert all(e.cause != "keras3_legacy_code" for e in found)
