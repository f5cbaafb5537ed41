"""Forms met in the open halves of the hundred-and-thirty-second and later blind sets, read generally."""

from __future__ import annotations

import pytest
from explained import top as _top

from envcheck.explain import explain

_TCN = ("I am using keras==2.2.5 and tensorflow==1.14.0\n"
        '  File "site-packages\\tensorflow\\python\\keras\\engine\\base_layer.py", line 1795, in _add_inbound_node\n'
        "    input_tensors)\n"
        "AttributeError: 'tuple' object has no attribute 'layer'\n")


def test_a_tf_keras_layer_given_a_standalone_keras_tensor_is_two_kerases_in_one_model() -> None:
    """philipperemy/keras-tcn#109: keras-tcn 2.9 moved to tf.keras under code building its Input with keras 2.2."""
    cause, level, meaning, fix = _top(_TCN)
    assert (cause, level) == ("keras_version_skew", "error")
    assert "two Kerases" in meaning
    assert "from tensorflow.keras.layers import Input" in fix
    assert "TF_KERAS=1" in fix  # the switch of the library family most often met mixing them


def test_keras_3_s_own_history_object_is_not_read_as_the_standalone_keras() -> None:
    """Keras 3's 'KerasHistory' object: Keras 2 code under Keras 3, another reading."""
    cause, _, meaning, _ = _top("AttributeError: 'KerasHistory' object has no attribute 'layer'\n")
    assert cause == "keras3_legacy_code"
    assert "plain tuple" not in meaning


_RADAM = ("tensorflow 2.0 beta\n"
          "    raise ValueError('Could not interpret optimizer identifier:', identifier)\n"
          "ValueError: ('Could not interpret optimizer identifier:', <keras_radam.optimizers.RAdam object at "
          "0x7f2b1c0>)\n")


def test_a_library_s_optimizer_refused_is_one_keras_s_optimizer_given_to_the_other_s_model() -> None:
    """CyberZHG/keras-radam#1: TensorFlow 2.0's tuple wording, the optimizer a library's."""
    cause, level, meaning, fix = _top(_RADAM)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert "keras_radam's RAdam" in meaning
    assert "TF_KERAS=1" in fix


def test_keras_own_optimizer_module_keeps_its_own_reading() -> None:
    cause, _, meaning, _ = _top("ValueError: Could not interpret optimizer identifier: <keras.src.optimizers.adam.Adam "
                                "object at 0x7f>\n")
    assert cause == "keras3_legacy_code"
    assert "keras.src" in meaning


_LAZY = ("tensorflow==2.16.1\n"
         '  File "/usr/local/lib/python3.10/dist-packages/tensorflow/python/util/lazy_loader.py", line 138, in '
         "_initialize\n"
         "    raise ImportError(  # pylint: disable=raise-missing-from\n"
         "ImportError: Keras cannot be imported. Check that it is installed.\n")


def test_tf_keras_finding_no_importable_keras_is_the_keras_package_missing_or_broken() -> None:
    """ih-lab/FEMI#7: TensorFlow 2.16+'s lazy tf.keras imports keras and says only this where that fails."""
    cause, level, meaning, fix = _top(_LAZY)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "python -c 'import keras'" in fix
    assert "keras>=3" in fix  # what TensorFlow 2.16 declares


def test_the_same_words_under_tf_use_legacy_keras_are_tf_keras_missing() -> None:
    cause, _, _, fix = _top("export TF_USE_LEGACY_KERAS=1\n" + _LAZY)
    assert cause == "tf_keras_missing"
    assert "tf-keras" in fix


_QEMU = ("$ docker run --rm -it max-image-resolution-enhancer\n"
         "2022-12-20 01:56:57.136533: F tensorflow/core/lib/monitoring/sampler.cc:42] Check failed: "
         "bucket_limits_[i] > bucket_limits_[i - 1] (0 vs. 10)\n"
         "qemu: uncaught target signal 6 (Aborted) - core dumped\n")


def test_tensorflow_dying_under_qemu_is_the_emulation_uncertain_which_of_its_faults() -> None:
    """IBM/MAX-Image-Resolution-Enhancer#66: an amd64 image on an Apple-silicon Mac."""
    cause, level, meaning, fix = _top(_QEMU)
    assert (cause, level) == ("cpu_no_avx", "warning")
    assert meaning.startswith("uncertain")
    assert "signal 6 (Aborted)" in meaning
    assert "linux/arm64" in fix


def test_an_illegal_instruction_under_qemu_is_the_missing_avx() -> None:
    cause, level, meaning, _ = _top("import tensorflow as tf\nqemu: uncaught target signal 4 (Illegal instruction) "
                                    "- core dumped\n")
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "no AVX" in meaning


def test_another_program_dying_under_qemu_is_not_read_as_tensorflow() -> None:
    found = explain("qemu: uncaught target signal 11 (Segmentation fault) - core dumped\n")
    assert all("QEMU" not in e.meaning for e in found)


_H5PY = ("  running build_ext\n"
         "  Loading library to get version: libhdf5.so\n"
         "  error: libhdf5.so: cannot open shared object file: No such file or directory\n"
         "  ERROR: Failed building wheel for h5py\n")


def test_h5py_built_from_source_without_hdf5_is_read_with_the_package_to_install() -> None:
    """h5py/h5py#1461: a TensorFlow venv on an aarch64 board, pip building h5py."""
    cause, level, meaning, fix = _top(_H5PY)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "HDF5" in meaning
    assert "libhdf5-dev" in fix


def test_h5py_s_build_failing_without_its_reason_is_uncertain() -> None:
    cause, level, meaning, fix = _top("  ERROR: Failed building wheel for h5py\nFailed to build h5py\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain")
    assert "libhdf5-dev" in fix


_SIP = ("Uninstalling six-1.4.1:\n"
        "Exception:\n"
        '  File "/System/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/shutil.py", line 103, in '
        "copystat\n"
        "    os.chflags(dst, st.st_flags)\n"
        "OSError: [Errno 1] Operation not permitted: '/tmp/pip-bX2I_b-uninstall/System/Library/Frameworks/"
        "Python.framework/Versions/2.7/Extras/lib/python/six-1.4.1-py2.7.egg-info'\n")


def test_pip_replacing_macos_s_own_six_is_system_integrity_protection() -> None:
    """tensorflow/tensorflow#64 and #98: El Capitan's protected system Python."""
    cause, level, meaning, fix = _top(_SIP)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "System Integrity Protection" in meaning
    assert "--ignore-installed six" in fix
    assert "virtualenv" in fix


def test_operation_not_permitted_elsewhere_is_not_read_as_the_system_python() -> None:
    found = explain("OSError: [Errno 1] Operation not permitted: '/home/me/data/model.h5'\n")
    assert all("System Integrity Protection" not in e.meaning for e in found)


_CONDA_32 = ("conda install -c conda-forge tensorflow\n"
             "Packages missing in current channels:\n"
             "      -  tensorflow\n"
             "- http://conda.anaconda.org/conda-forge/win-32\n"
             "- http://conda.anaconda.org/conda-forge/noarch\n"
             "- http://repo.continuum.io/pkgs/main/win-32\n")


def test_conda_s_32_bit_channels_say_the_conda_is_32_bit() -> None:
    """tensorflow/tensorflow#13768: a 32-bit Anaconda, whose channels are the win-32 ones."""
    cause, level, meaning, fix = _top(_CONDA_32)
    assert (cause, level) == ("python_unsupported", "error")
    assert "32-bit" in meaning
    assert "64-bit Anaconda or Miniconda" in fix


def test_conda_s_64_bit_channels_are_not_read_as_32_bit() -> None:
    found = explain(_CONDA_32.replace("win-32", "win-64"))
    assert found
    assert all("32-bit" not in e.meaning for e in found)


_ONSPARK = ("with tensorflow_gpu-1.1.0-cp27-cp27mu-manylinux1_x86_64.whl installed.\n"
            "  Could not find a version that satisfies the requirement tensorflow (from tensorflowonspark==1.1.0) "
            "(from versions: )\n"
            "No matching distribution found for tensorflow (from tensorflowonspark==1.1.0)\n")


def test_a_package_requiring_tensorflow_beside_tensorflow_gpu_is_the_distribution_s_name() -> None:
    """yahoo/TensorFlowOnSpark#207: pip does not count tensorflow-gpu as `tensorflow`."""
    cause, level, meaning, fix = _top(_ONSPARK)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "tensorflowonspark requires the `tensorflow` distribution" in meaning
    assert "pip install tensorflowonspark --no-deps" in fix


def test_the_same_requirement_without_tensorflow_gpu_installed_is_not_that_reading() -> None:
    found = explain(_ONSPARK.split("\n", 1)[1])
    assert all("does not count as `tensorflow`" not in e.meaning for e in found)


_ENV_YML = ("conda env create -f environment.yml\n"
            "ResolvePackageNotFound: \n"
            "  - tensorflow-metadata=0.15.1\n"
            "  - tensorflow-addons=0.6.0\n")


def test_tensorflow_add_ons_conda_cannot_find_go_under_pip_in_the_environment_file() -> None:
    """ageron/handson-ml2#74: add-ons pinned in an environment file's conda section."""
    cause, level, meaning, fix = _top(_ENV_YML)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "tensorflow-addons=0.6.0" in meaning
    assert "`- pip:`" in fix
    assert "tensorflow-addons" in fix


def test_a_tensorflow_build_conda_cannot_find_is_not_the_add_on_reading() -> None:
    found = explain("ResolvePackageNotFound: \n  - tensorflow-gpu=1.15.0\n  - tensorflow-addons=0.6.0\n")
    assert all("`- pip:`" not in e.fix for e in found)


_TF112_PY37 = ("- TensorFlow version: 1.12.0\n"
               "- Python version: 3.7.2\n"
               ">>> import tensorflow as tf\n"
               "ImportError: No module named '_pywrap_tensorflow_internal'\n"
               "Failed to load the native TensorFlow runtime.\n")


def test_the_native_runtime_failing_under_a_python_the_release_has_no_wheel_for_is_that_pair() -> None:
    """tensorflow/tensorflow#27196: TensorFlow 1.12 has no Python 3.7 wheel (1.13 is the first)."""
    cause, level, meaning, fix = _top(_TF112_PY37)
    assert (cause, level) == ("python_unsupported", "error")
    assert "TensorFlow 1.12" in meaning
    assert "Python 3.7" in meaning
    assert "3.6" in fix


def test_the_native_runtime_failing_under_a_python_the_release_has_is_not_that_pair() -> None:
    cause, _, _, _ = _top(_TF112_PY37.replace("3.7.2", "3.6.8"))
    assert cause == "tf_import_failed"


def test_tensorflow_s_estimator_shims_missing_under_2_16_is_the_estimator_s_removal() -> None:
    """alibaba/EasyRec#484: `from tensorflow.python.estimator import gc` under TensorFlow 2.16."""
    cause, level, meaning, fix = _top("tensorflow==2.16.1\n    from tensorflow.python.estimator import gc\n"
                                      "ModuleNotFoundError: No module named 'tensorflow.python.estimator'\n")
    assert (cause, level) == ("dependency_conflict", "error")
    assert "no Estimator API" in meaning
    assert "tensorflow==2.15.*" in fix


def test_a_python_version_in_backticks_is_read() -> None:
    """coryshain/cdr#10: "with python `3.12.0`" beside pip's Requires-Python note."""
    cause, _, meaning, _ = _top(
        "I am running `conda=23.9.0` with python `3.12.0` on an M2 Macbook Pro\n"
        "ERROR: Ignored the following versions that require a different python version: 1.21.2 Requires-Python "
        ">=3.7,<3.11; 1.8.0 Requires-Python >=3.8,<3.11\n")
    assert cause == "python_unsupported"
    assert "Python 3.12" in meaning


_ALPINE = ("Welcome to Alpine Linux 3.6\n"
           '  File "/usr/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>\n'
           "ImportError: Error loading _pywrap_tensorflow_internal.so: __sprintf_chk: symbol not found\n")


def test_glibc_s_fortified_symbol_missing_in_musl_s_words_is_alpine() -> None:
    """tensorflow/tensorflow#10283 and #22049: PyPI's glibc wheels in an Alpine image."""
    cause, level, meaning, fix = _top(_ALPINE)
    assert (cause, level) == ("tf_import_failed", "error")
    assert "__sprintf_chk" in meaning
    assert "python:<version>-slim" in fix


def test_a_fortified_symbol_missing_without_tensorflow_named_is_not_read() -> None:
    found = explain("Error: __longjmp_chk: symbol not found\n")
    assert all("musl" not in e.meaning for e in found)


_NV115 = ("Device: Intel i7 11th Gen with RTX 3070 GPU\n"
          "Tensorflow: 1.15.5\n"
          "I installed TF1.15 using this article. It basically describes using Nvidia's build of Tensorflow 1.15 for "
          "RTX 30xx GPUs.\n")


def test_nvidia_s_build_of_1_15_named_beside_an_ampere_gpu_leaves_the_build_uncertain() -> None:
    """NVIDIA/tensorflow#55: nvidia-tensorflow 1.15 is built with CUDA 11, for Ampere; Google's 1.15.5 is not."""
    cause, level, meaning, _ = _top(_NV115)
    assert (cause, level) == ("gpu_too_new", "warning")
    assert meaning.startswith("uncertain which build")


def test_nvidia_s_release_numbering_alone_names_its_build() -> None:
    """nvidia-tensorflow's own versions carry +nvYY.MM: `tensorflow==1.15.5+nv22.01` is NVIDIA's build."""
    _, level, meaning, _ = _top("pip install tensorflow==1.15.5+nv22.01\n" + _NV115.split("I installed", 1)[0])
    assert (level, meaning.startswith("uncertain which build")) == ("warning", True)


def test_google_s_1_15_on_an_ampere_gpu_still_predates_it() -> None:
    cause, level, meaning, _ = _top(_NV115.split("I installed", 1)[0])
    assert (cause, level) == ("gpu_too_new", "error")
    assert not meaning.startswith("uncertain")


# the add-on's import quoted as code words (in backticks), not a line of code the add-on reading follows
_TFT = "`!pip install tensorflow_transform`\n`import tensorflow_transform as tft`\n"
_AUTOTUNE = ("AttributeError: module 'tensorflow.python.data.experimental.ops.optimization' has no attribute "
             "'AUTOTUNE'\n")


def test_a_tensorflow_internal_missing_under_another_package_s_import_is_that_package_s() -> None:
    """tensorflow/transform#123: an add-on built for another TensorFlow, imported by the code above the error."""
    cause, level, meaning, _ = _top(_TFT + _AUTOTUNE)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain which package")


@pytest.mark.parametrize("paste", [
    _AUTOTUNE,  # bare: the standalone keras, the usual importer, stays the reading
    "import keras\n" + _TFT + _AUTOTUNE,  # Keras named beside the add-on
    _TFT + "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'\n",  # keras' own
])
def test_a_tensorflow_internal_missing_bare_keras_named_or_keras_own_keeps_the_keras_reading(paste: str) -> None:
    cause, _, _, _ = _top(paste)
    assert cause == "keras_version_skew"


_SYMBOL = "Could not load symbol cublasGetSmCountTarget from cublas64_11.dll. Error code 127\n"


def test_a_cuda_symbol_missing_with_no_tensorflow_named_is_uncertain_which_program() -> None:
    """babysor/MockingBird#758: PyTorch's CUDA 11 builds print it on Windows and run on."""
    cause, level, meaning, _ = _top(_SYMBOL)
    assert (cause, level) == ("cuda_libs_missing", "warning")
    assert meaning.startswith("uncertain which program")


def test_the_same_symbol_missing_under_tensorflow_is_its_older_library() -> None:
    _, _, meaning, _ = _top("import tensorflow as tf\n" + _SYMBOL)
    assert not meaning.startswith("uncertain")
    assert "older than the one this TensorFlow was built for" in meaning


def test_apple_s_tensorflow_macos_installer_refusing_the_python_is_its_python_3_8() -> None:
    """apple/tensorflow_macos#279: its install_venv.sh runs only with Python 3.8."""
    cause, level, meaning, fix = _top(
        "Error retrieving python version, or python executable /Library/Frameworks/Python.framework/Versions/3.9/bin/"
        "python3 not version 3.8. Please specify a Python 3.8 executable with the --python option.\n")
    assert (cause, level) == ("python_unsupported", "error")
    assert "Python 3.8" in meaning
    assert "--python=" in fix


def test_a_cpu_without_avx_in_a_virtualbox_guest_names_the_host_s_hyper_v() -> None:
    """polio-nanopore/piranha#106: VirtualBox on a Hyper-V host gives its guest no AVX."""
    cause, _, _, fix = _top("The TensorFlow library was compiled to use AVX instructions, but these aren't available "
                            "on your machine.\ninstall issue when installing piranha on linux virtual box\n")
    assert cause == "cpu_no_avx"
    assert "Hyper-V" in fix


# what the readings above must not say (a review's cases: other programs, other causes, the paste deciding otherwise)

def test_a_tuple_without_a_layer_in_code_naming_neither_keras_nor_tensorflow_is_not_read() -> None:
    found = explain("    for feat in features: name = feat.layer\nAttributeError: 'tuple' object has no attribute "
                    "'layer'\n")
    assert all("two Kerases" not in e.meaning for e in found)


@pytest.mark.parametrize("specs", [
    "  - tensorflow-addons=0.6.0\n  - vc=14.1\n  - vs2015_runtime=14.16.27012",  # another OS's export
    "  - tensorflow-mkl=1.15.0",  # conda's own TensorFlow package
    "  - tensorflow-macos=2.9.0\n  - tensorflow-metal=0.5.0",  # Apple's, not conda's to find on Linux
])
def test_conda_lists_that_are_not_add_ons_alone_are_not_the_pip_section_reading(specs: str) -> None:
    found = explain(f"conda env create -f environment.yml\nResolvePackageNotFound: \n{specs}\n")
    assert all("`- pip:`" not in e.fix for e in found)


def test_anaconda_s_own_32_bit_channel_is_read_and_32_bit_words_beside_64_bit_channels_are_not() -> None:
    cause, _, meaning, _ = _top("PackagesNotFoundError: The following packages are not available from current "
                                "channels:\n  - tensorflow\nCurrent channels:\n  - https://repo.anaconda.com/pkgs/"
                                "main/win-32\n  - https://repo.anaconda.com/pkgs/main/noarch\n")
    assert (cause, "32-bit" in meaning) == ("python_unsupported", True)
    found = explain(_CONDA_32.replace("win-32", "win-64") + "I am on windows 7 32 bit\n")
    assert all("channels it searched" not in e.meaning for e in found)


@pytest.mark.parametrize("module", ["torch.optim.adam.Adam", "__main__.MyAdam"])
def test_an_optimizer_of_no_keras_is_not_read_as_two_kerases(module: str) -> None:
    found = explain(f"ValueError: Could not interpret optimizer identifier: <{module} object at 0x7f>\n")
    assert all(e.cause != "keras_version_skew" for e in found)


@pytest.mark.parametrize("paste", [
    # h5py's import at run time, not its build
    ('  File "/usr/lib/python3/dist-packages/h5py/__init__.py", line 26, in <module>\n'
     "ImportError: libhdf5_serial.so.100: cannot open shared object file: No such file or directory\n"),
    # another package's build (netCDF4) without its HDF5
    "  Building wheel for netCDF4 (setup.py) ... error\n  HDF5 library not found\n",
])
def test_hdf5_missing_outside_h5py_s_build_is_not_the_h5py_build_reading(paste: str) -> None:
    assert all("building h5py" not in e.meaning for e in explain(paste))


def test_the_system_python_s_package_is_the_one_its_path_names() -> None:
    _, _, meaning, fix = _top("OSError: [Errno 1] Operation not permitted: '/tmp/pip-Fp-uninstall/System/Library/"
                              "Frameworks/Python.framework/Versions/2.7/Extras/lib/python/numpy-1.8.0rc1-py2.7.egg-info'"
                              "\n")
    assert "its numpy" in meaning
    assert "--ignore-installed numpy" in fix


@pytest.mark.parametrize("paste", [
    # an arm64 image emulated on an x86 host: not x86 code without AVX
    ("docker run --platform linux/arm64 tf-image python -c 'import tensorflow'\nimport tensorflow\n"
     "qemu: uncaught target signal 4 (Illegal instruction) - core dumped\n"),
    # npm dying in a Docker build that also installs TensorFlow: TensorFlow did not run
    "RUN pip install tensorflow && npm ci\nqemu: uncaught target signal 11 (Segmentation fault) - core dumped\n",
])
def test_qemu_s_signal_where_tensorflow_s_x86_build_did_not_run_is_not_read(paste: str) -> None:
    assert all("QEMU's emulator" not in e.meaning for e in explain(paste))


def test_a_library_missing_under_a_python_said_otherwise_is_not_the_python_pair() -> None:
    """The module loaded far enough to miss a library: its ABI fit the Python running."""
    cause, _, _, _ = _top("- TensorFlow version: 1.12.0\n- Python version: 3.7.2\n"
                          "ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory\n"
                          "Failed to load the native TensorFlow runtime.\n")
    assert cause != "python_unsupported"


def test_a_requirement_tensorflow_gpu_does_not_fit_either_is_not_the_distribution_s_name() -> None:
    found = explain("tensorflow-gpu            2.4.1\n"
                    "ERROR: Could not find a version that satisfies the requirement tensorflow<2.0,>=1.15 (from "
                    "deepposekit) (from versions: 2.5.0, 2.6.0)\n")
    assert all("does not count as `tensorflow`" not in e.meaning for e in found)


def test_tf_keras_finding_no_keras_beside_a_keras_of_another_release_is_that_pair() -> None:
    cause, level, meaning, _ = _top("tensorflow 2.16.1\nkeras 2.15.0\n" + _LAZY.split("\n", 1)[1])
    assert (cause, level) == ("keras_version_skew", "error")
    assert not meaning.startswith("uncertain")


def test_the_estimator_s_own_module_missing_before_1_13_is_not_its_package_missing() -> None:
    found = explain("tensorflow-gpu 1.12.0\nModuleNotFoundError: No module named 'tensorflow.python.estimator'\n")
    assert all("has no tensorflow-estimator package" not in e.meaning for e in found)


def test_another_library_s_fortified_symbol_under_musl_is_not_tensorflow_s() -> None:
    found = explain("pip install tensorflow\nImportError: Error relocating /usr/lib/python3.8/site-packages/grpc/"
                    "_cython/cygrpc.cpython-38-x86_64-linux-musl.so: __strcpy_chk: symbol not found\n")
    assert all("for TensorFlow's library" not in e.meaning for e in found)
