"""Forms met in the open halves of the two-hundred-and-ninety-sixth and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts


def test_a_layer_keras_3_removed_missing_from_tf_keras_is_keras_3_under_keras_2_code() -> None:
    """fastmachinelearning/hls4ml#1066 and #1077, serengil/deepface#1094: LocallyConnected1D/2D gone from tf.keras."""
    line = "AttributeError: module 'tensorflow.keras.layers' has no attribute 'LocallyConnected1D'\n"
    cause, level, meaning, fix = _top(line)
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert meaning.startswith("uncertain")
    assert "which Keras 2 has and no Keras 3 has" in meaning
    assert "tensorflow<2.16" in fix
    assert "tf-keras" in fix
    # TensorFlow 2.16+ shown: decided
    cause, level, meaning, _ = _top(line + "tensorflow==2.17.0\n")
    assert (cause, level) == ("keras3_legacy_code", "error")
    assert "it is Keras 3 here" in meaning
    imported = "ImportError: cannot import name 'LocallyConnected2D' from 'tensorflow.keras.layers'\n"
    assert _top(imported)[0] == "keras3_legacy_code"


def test_a_tf_keras_layer_missing_is_not_keras_3_beside_keras_2_or_for_a_name_every_keras_has() -> None:
    """TensorFlow 2.12 (Keras 2) has LocallyConnected1D; a misspelt or ever-present name decides nothing."""
    line = "AttributeError: module 'tensorflow.keras.layers' has no attribute 'LocallyConnected1D'\n"
    assert ("keras3_legacy_code", "warning") not in _verdicts(line + "tensorflow==2.12.0\n")
    assert "keras3_legacy_code" not in {c for c, _ in _verdicts(line + "tensorflow==2.12.0\n")}
    assert _verdicts("AttributeError: module 'tensorflow.keras.layers' has no attribute 'Conv2d'\n") == []
    assert "keras3_legacy_code" not in {c for c, _ in _verdicts(line + "keras 2.13.1\n")}
    # layers Keras 3's tf.keras mirror still exports (keras/src/legacy/layers.py), and names the keras package had
    # that tf.keras never exported, decide nothing
    assert _verdicts("AttributeError: module 'tensorflow.keras.layers' has no attribute 'RandomHeight'\n") == []
    assert _verdicts("AttributeError: module 'tensorflow.keras.layers' has no attribute 'ThresholdedReLU'\n"
                     "tensorflow==2.17.0\n") == []
    assert _verdicts("AttributeError: module 'tensorflow.keras.layers' has no attribute 'CuDNNLSTM'\n") == []
    assert _verdicts("ImportError: cannot import name 'np_utils' from 'tensorflow.keras.utils'\n") == []
    # tf.keras' empty mirror (the keras package missing beside TensorFlow 2.6-2.15) is another reading
    empty = "ImportError: cannot import name 'LocallyConnected2D' from 'tensorflow.keras.layers' (unknown location)\n"
    assert "keras3_legacy_code" not in {c for c, _ in _verdicts(empty)}


def test_glibcxx_said_missing_beside_tensorflow_is_an_old_libstdcxx() -> None:
    """ROCm/tensorflow-upstream#348's title: "Tensorflow missing GLIBCXX_3.4.21 on Centos 7 with kernel 3.10"."""
    cause, level, meaning, fix = _top("Tensorflow missing GLIBCXX_3.4.21 on Centos 7 with kernel 3.10\n")
    assert (cause, level) == ("tf_import_failed", "error")
    assert "GCC 5.1" in meaning
    assert "libstdcxx-ng" in fix
    assert "LD_LIBRARY_PATH" in fix
    assert "GCC 6.1" in _top("import tensorflow fails: GLIBCXX_3.4.22 not found\n")[2]


def test_glibcxx_said_without_tensorflow_or_under_another_package_s_traceback_is_not_read() -> None:
    """Another program's libstdc++ (no TensorFlow named) decides nothing about TensorFlow."""
    assert _verdicts("my game crashes: GLIBCXX_3.4.21 not found on Centos 7\n") == []
    assert _verdicts("no problem with GLIBCXX_3.4.21 anymore, tensorflow works\n") == []
    assert _verdicts("tensorflow requires GLIBCXX_3.4.20 and my system provides GLIBCXX_3.4.22\n") == []
    assert _verdicts("Solved: tensorflow missing GLIBCXX_3.4.21, fixed by conda install libstdcxx-ng\n") == []
    assert _verdicts("tensorflow imports fine. But import cv2 fails: GLIBCXX_3.4.29 not found\n") == []
    assert _verdicts("tensorflow is fine; the problem is h5py: GLIBCXX_3.4.29 not found\n") == []
    assert _verdicts("tensorflow 2.10 loads, but libLLVM in numba: GLIBCXX_3.4.29 not found\n") == []
    assert _verdicts("tensorflow is not missing GLIBCXX_3.4.21\n") == []
    other = ('Traceback (most recent call last):\n  File "/usr/lib/python3/site-packages/cv2/__init__.py", line 5, '
             "in <module>\nImportError: cv2 needs GLIBCXX_3.4.21, not found; tensorflow imports fine\n")
    assert "tf_import_failed" not in {c for c, _ in _verdicts(other)}


def test_a_crash_importing_dm_reverb_is_its_build_for_another_tensorflow() -> None:
    """google-deepmind/reverb#51: `python3.8 crashed with SIGSEGV in tensorflow::OpDefBuilder` importing reverb."""
    paste = ("However I am getting a segmentation fault error when importing reverb.\n"
             "`python3.8 crashed with SIGSEGV in tensorflow::OpDefBuilder::~OpDefBuilder()`\n"
             "dm_reverb_nightly-0.3.0.dev20210617-cp38-cp38-manylinux2010_x86_64.whl\n"
             "tf_nightly-2.6.0.dev20210618-cp38-cp38-manylinux2010_x86_64.whl\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "dm-reverb" in meaning
    assert _top("import scann\npython3 crashed with SIGSEGV in tensorflow::OpRegistry\n")[0] == "dependency_conflict"
    for addon in ("tensorflow-decision-forests 1.5.0", "tensorflow-quantum 0.7.2"):
        assert _top(f"{addon}\nSegmentation fault (core dumped)\n")[0] == "dependency_conflict"
    # a crash said to come with memory running out is not read so, nor a word that only looks like an add-on's
    assert _verdicts("tensorflow-decision-forests 1.5.0\nThe kernel died while loading a 40GB CSV\n") == []
    assert _verdicts("I scann the dataset and python segfaults\n") == []
    assert _top("scann                1.2.9\nSegmentation fault (core dumped)\n")[0] == "dependency_conflict"
    # memory said not to run out, or a small load, leaves the reading
    assert _top("tensorflow-decision-forests 1.5.0\nI am not running out of memory, the kernel died\n")[0] == (
        "dependency_conflict")
    assert _top("tensorflow-decision-forests 1.5.0\nThe kernel died while loading a 2 GB dataset\n")[0] == (
        "dependency_conflict")
    # the crash alone, with no add-on of compiled ops named, is not read so
    assert "dependency_conflict" not in {c for c, _ in _verdicts("python3.8 crashed with SIGSEGV in main()\n")}


_SPLEETER = """Collecting spleeter
  Using cached spleeter-2.1.0-py3-none-any.whl (50 kB)
Collecting ffmpeg-python==0.2.0
  Using cached ffmpeg_python-0.2.0-py3-none-any.whl (25 kB)
Collecting numpy<1.19.0,>=1.16.0
  Using cached numpy-1.18.5.zip (5.4 MB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... done
  Preparing metadata (pyproject.toml) ... error
  error: subprocess-exited-with-error
"""


def test_pip_building_an_old_pin_s_source_archive_for_the_package_asked_is_an_older_python_s_pin() -> None:
    """deezer/spleeter#837: pip building numpy 1.18.5's zip for spleeter 2.1.0 on Python 3.11, its metadata failing."""
    cause, level, meaning, fix = _top("Install python 3.11\n" + _SPLEETER)
    # (not a TensorFlow add-on's pin: its setup.py may fail for a newer setuptools too, so uncertain)
    assert (cause, level) == ("python_unsupported", "warning")
    assert meaning.startswith("uncertain")
    assert "numpy 1.18.5" in meaning
    assert "the spleeter release" in meaning
    assert "install spleeter with a Python" in fix
    # pip 23.1+ names the package itself
    named = _SPLEETER.replace("Collecting numpy<1.19.0,>=1.16.0", "Collecting numpy<1.19.0,>=1.16.0 (from spleeter)")
    assert _top(named)[0] == "python_unsupported"


def test_an_old_pin_is_a_bounded_range_that_failed_for_the_package_the_pip_run_asked_for() -> None:
    """No upper bound, no failure, or no one package asked decides nothing; the run's own command names it."""
    floor = _SPLEETER.replace("numpy<1.19.0,>=1.16.0", "numpy>=1.16.0")
    assert "python_unsupported" not in {c for c, _ in _verdicts(floor)}
    pinned = ("Collecting tensorflow==1.15.0\nCollecting six\nCollecting gast==0.2.2\n"
              "  Using cached gast-0.2.2.tar.gz\n  Preparing metadata (setup.py) ... error\n")
    assert "python_unsupported" not in {c for c, _ in _verdicts(pinned)}  # the run asked for a pin: no package to name
    runs = ("$ pip install requests\nCollecting requests\n$ pip install tfx==0.21.0\nCollecting absl-py<0.9,>=0.7\n"
            "  Using cached absl-py-0.8.1.tar.gz\n  Preparing metadata (setup.py) ... error\n")
    cause, level, meaning, _ = _top(runs)  # the run's own command names its package, not another run's first line
    assert (cause, level) == ("python_unsupported", "error")  # a TensorFlow add-on's pin
    assert "the tfx release" in meaning
    assert "requests" not in meaning
    two = _SPLEETER.replace("Collecting spleeter\n", "$ pip install requests spleeter\nCollecting requests\n")
    assert "python_unsupported" not in {c for c, _ in _verdicts(two)}  # two packages asked: no guess
    listed = _SPLEETER.replace("Collecting spleeter\n", "$ pip install -r requirements.txt\n")
    assert "python_unsupported" not in {c for c, _ in _verdicts(listed)}  # a requirements file names no package
    assert "python_unsupported" not in {c for c, _ in _verdicts("MacBook Air M1, python 3.8.16\n" + _SPLEETER)}
    done = _SPLEETER.replace("Preparing metadata (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n",
                             "Preparing metadata (pyproject.toml) ... done\n")
    assert "python_unsupported" not in {c for c, _ in _verdicts(done)}


_CONDA = """$ conda create -q -n xxx --override-channels -c conda-forge -c defaults 'tensorflow>=2.7=cuda11*'
UnsatisfiableError: The following specifications were found to be incompatible with your system:

  - feature:/linux-64::__glibc==2.17=0
  - tensorflow[version='>=2.7',build=cuda11*] -> __cuda

Your installed version is: 2.17
"""


def test_classic_conda_s_dependency_on_cuda_among_specs_incompatible_with_the_system_is_no_driver_seen() -> None:
    """conda-forge/tensorflow-feedstock#224: `tensorflow[...build=cuda11*] -> __cuda` solved on a driverless node."""
    cause, level, _, fix = _top(_CONDA)
    assert (cause, level) == ("driver_missing", "error")
    assert "CONDA_OVERRIDE_CUDA=11.8" in fix  # any CUDA 11 build is satisfied by the major's last minor
    assert "asks for CUDA 11)" in fix
    # a __cuda with a version asked is a driver's version, not none: not this reading
    featured = _CONDA.replace("  - feature:/linux-64::__glibc",
                              "  - feature:/linux-64::__cuda==12.2=0\n  - feature:/linux-64::__glibc")
    assert "driver_missing" not in {c for c, _ in _verdicts(featured)}  # conda lists a driver's __cuda: it sees one
    assert "CONDA_OVERRIDE_CUDA=12.0" in _top(_CONDA.replace("cuda11*", "cuda120*"))[3]
    assert "CONDA_OVERRIDE_CUDA=12.9" in _top(_CONDA.replace("cuda11*", "cuda12*"))[3]  # the tables' last 12.x
    info = _CONDA + "       virtual packages : __cuda=12.2=0\n"  # conda info's listing: a driver seen
    assert "driver_missing" not in {c for c, _ in _verdicts(info)}
    versioned = _CONDA.replace("-> __cuda\n", "-> __cuda[version='>=11.2']\n")
    assert "driver_missing" not in {c for c, _ in _verdicts(versioned)}


_RNN = """remove tensorflow-metal
InvalidArgumentError: 2 root error(s) found.
  (0) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used by {{node CudnnRNNV3}} with these \
attrs: [T=DT_FLOAT, rnn_mode="lstm"]
Registered devices: [CPU, GPU]
Registered kernels:
  <no registered kernels>
"""


def test_cudnn_s_rnn_op_without_a_kernel_beside_tensorflow_metal_is_the_metal_plugin() -> None:
    """lewagon/data-setup#137, removing tensorflow-metal: Keras' LSTM took its cuDNN form on Metal's GPU device."""
    cause, level, meaning, fix = _top(_RNN)
    assert (cause, level) == ("metal_plugin_mismatch", "error")
    assert "cuDNN's ops" in meaning
    assert "uninstall tensorflow-metal" in fix
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(_RNN.replace("[CPU, GPU]", "[CPU]"))}
    assert _verdicts(_RNN.replace("CudnnRNNV3", "FusedBatchNormV3")) == []
    kernels = _RNN.replace("  <no registered kernels>\n", "  device='GPU'; T in [DT_FLOAT]\n")
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(kernels)}  # CUDA's kernels, another attribute
    denied = _RNN.replace("remove tensorflow-metal", "I am not using tensorflow-metal, on Linux")
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(denied)}
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(_RNN.replace(
        "remove tensorflow-metal", "tensorflow-metal is not installed, this is Ubuntu"))}
    # a comparison is no denial: the plugin is what changed
    compared = _RNN.replace("remove tensorflow-metal", "Training works fine without tensorflow-metal, but after pip "
                            "install tensorflow-metal I get:")
    assert _top(compared)[0] == "metal_plugin_mismatch"
    # without the plugin named, the op's own support on the platform decides (a notice)
    assert _verdicts(_RNN.replace("remove tensorflow-metal\n", "")) == []


def test_a_process_said_to_exit_with_132_is_sigill() -> None:
    """tony-framework/TonY#41: "Container exited with 132 when runs example mnist-tensorflow" (SIGILL: 128 + 4)."""
    assert _top("Container exited with 132 when runs example mnist-tensorflow\n")[0] == "cpu_no_avx"
    assert _verdicts("Container exited with 13 when runs example mnist-tensorflow\n") == []
    assert _verdicts("The job exited with 132 errors in the log\n") == []
    assert _verdicts("The process exited with 132 (0x84)\n") == []
    assert _verdicts("The runner exited with 132 failed tests\n") == []
    assert _top("The process exited with 132.\n")[0] == "cpu_no_avx"


def test_reticulate_listing_keras_not_found_is_its_python_not_the_environment_installed_into() -> None:
    """rstudio/keras3#382: py_discover_config('keras') shows `keras: [NOT FOUND]` beside an r-tensorflow environment."""
    paste = ("keras:          [NOT FOUND]\n\npython versions found: \n /anaconda2/envs/r-tensorflow/bin/python\n"
             " /usr/bin/python\n")
    cause, _, meaning, fix = _top(paste)
    assert cause == "wrong_interpreter"
    assert "reticulate" in meaning
    assert "use_condaenv('r-tensorflow'" in fix


def test_multi_gpu_model_missing_from_tf_keras_is_code_older_than_the_tensorflow() -> None:
    """minimaxir/textgenrnn#258: `cannot import name 'multi_gpu_model' from 'tensorflow.keras.utils'` (after 2.3)."""
    line = "ImportError: cannot import name 'multi_gpu_model' from 'tensorflow.keras.utils'\n"
    cause, level, meaning, fix = _top(line)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "tensorflow==2.3.*" in fix
    cause, level, meaning, _ = _top(line + "keras: 2.9.0\n")
    assert (cause, level) == ("keras_version_skew", "error")
    assert "Keras 2.9.0 is newer" in meaning
    # a TensorFlow (or Keras) that has it: not a version matter
    assert _verdicts(line + "tensorflow 2.2.0\n") == []
    assert _verdicts(line + "keras: 2.3.1\n") == []


_DLL = """Traceback (most recent call last):
  File "C:\\Users\\me\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
ImportError: DLL load failed: The specified module could not be found.
Failed to load the native TensorFlow runtime.
"""


def test_a_bare_module_not_found_with_no_release_shown_is_uncertain_which_dll() -> None:
    """Windows' "The specified module could not be found" with no release or DLL named: the runtime most often."""
    cause, level, meaning, fix = _top(_DLL)
    assert (cause, level) == ("tf_import_failed", "warning")
    assert meaning.startswith("uncertain which DLL")
    assert "Visual C++" in fix
    # a release that needs msvcp140_1.dll (2.1+), a Python 3.8+ (its wording), or a CPU-only install decides the runtime
    assert _top(_DLL + "tensorflow-gpu 2.4.0\n")[0] == "msvc_runtime_missing"
    py38 = _DLL.replace("DLL load failed:", "DLL load failed while importing _pywrap_tensorflow_internal:")
    assert _top(py38)[0] == "msvc_runtime_missing"
    assert _top(_DLL + "I have no NVIDIA GPU on this laptop\n")[0] == "msvc_runtime_missing"
