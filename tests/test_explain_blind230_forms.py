"""Forms met in the open halves of the two-hundred-and-thirtieth and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain

_EASY_INSTALL = ("Reading https://pypi.org/simple/tensorflow/\n"
                 "No local packages or working download links found for tensorflow=={v}\n"
                 "error: Could not find suitable distribution for Requirement.parse('tensorflow=={v}')\n")


def test_setuptools_finding_no_tensorflow_for_the_python_is_read_like_pip_s_no_matching_distribution() -> None:
    """smousavi05/EQTransformer#63: `python setup.py install` pins tensorflow==2.0.0 on Python 3.8.5."""
    cause, level, _, fix = _top(_EASY_INSTALL.format(v="2.0.0") + "I use python 3.8.5\n")
    assert (cause, level) == ("python_unsupported", "error")
    assert "3.7" in fix  # the newest Python TensorFlow 2.0 has wheels for
    # the release has wheels for the Python named: not the Python
    assert _top(_EASY_INSTALL.format(v="2.2.0") + "I use python 3.8.5\n")[:2] != ("python_unsupported", "error")
    # another package setuptools did not find is not TensorFlow's wheel
    other = _EASY_INSTALL.format(v="2.0.0").replace("tensorflow==", "tensorflowjs==") + "I use python 3.8.5\n"
    assert ("python_unsupported", "error") not in _verdicts(other)


_NO_GPU_WHEEL = ("Collecting tensorflow-gpu (from -r requirements.txt (line 19))\n"
                 "  Could not find a version that satisfies the requirement tensorflow-gpu (from -r requirements.txt "
                 "(line 19)) (from versions: {listed})\n"
                 "No matching distribution found for tensorflow-gpu (from -r requirements.txt (line 19))\n"
                 "* **Operating System:** Windows\n")


def test_an_empty_versions_list_is_an_old_pip_not_the_removed_tensorflow_gpu_package() -> None:
    """SerpentAI/SerpentAI#136: pip of 2018 lists nothing for tensorflow-gpu on Windows: the Python, not the removal."""
    cause, _, meaning, _ = _top(_NO_GPU_WHEEL.format(listed=""))
    assert cause == "python_unsupported"
    assert "uncertain" in meaning
    # pip since 2019 says "none": the placeholder's removal stays a reading there
    assert _top(_NO_GPU_WHEEL.format(listed="none"))[0] == "tensorflow_gpu_removed"


_METAL_STACK = ("*** Received signal 11 ***\n*** BEGIN MANGLED STACK TRACE ***\n"
                "0   libtensorflow_framework.2.dylib     0x000000010ac902fc _ZN10tensorflow7testing"
                "L17StacktraceHandlerEiP9__siginfoPv + 160\n"
                "1   libsystem_platform.dylib            0x000000018ef874a4 _sigtramp + 56\n"
                "5   {lib}               0x000000017fc31024 ___Z17dispatchOneKernelI18MPSNDArrayIdentity + 120\n")


def test_a_crash_inside_tensorflow_metal_s_library_is_the_plugin() -> None:
    """DeepLabCut/DeepLabCut#1970: training crashes with signal 11 in libmetal_plugin.dylib's kernels."""
    cause, level, meaning, fix = _top(_METAL_STACK.format(lib="libmetal_plugin.dylib"))
    assert (cause, level) == ("metal_plugin_mismatch", "warning")  # which way it does not fit, the pair decides
    assert "libmetal_plugin.dylib" in meaning
    assert "pip uninstall tensorflow-metal" in fix
    # the pair shown: Apple's table names the plugin for the TensorFlow installed
    shown = "tensorflow-macos 2.10.0\ntensorflow-metal 0.5.1\n"
    assert "tensorflow-metal==0.6.0" in _top(_METAL_STACK.format(lib="libmetal_plugin.dylib") + shown)[3]
    # the pair Apple's table has: one of the plugin's kernels; two plugin releases named decide no pair
    stack = _METAL_STACK.format(lib="libmetal_plugin.dylib")
    assert "the release Apple pairs with TensorFlow 2.10" in _top(stack + "tensorflow-macos 2.10.0\n"
                                                                  "tensorflow-metal 0.6.0\n")[2]
    for more in ("I then installed tensorflow-metal 0.7.0\n", "then I upgraded to tensorflow-macos 2.11.0\n"):
        assert "Apple pairs" not in _top(stack + "tensorflow-macos 2.10.0\ntensorflow-metal 0.6.0\n" + more)[2], more
    # another library's frame in the stack is not the plugin's crash, nor the plugin idle in another thread
    assert ("metal_plugin_mismatch", "error") not in _verdicts(_METAL_STACK.format(lib="libdispatch.dylib"))
    report = ("Thread 0 Crashed:: Dispatch queue: com.apple.main-thread\n"
              "0   _pywrap_tensorflow_internal.so  0x000000012a3c4f00 tensorflow::GeneratorDatasetOp + 64\n"
              "Thread 7:\n"
              "3   libmetal_plugin.dylib           0x000000017fc31024 std::condition_variable::wait + 28\n")
    assert all(c != "metal_plugin_mismatch" for c, _ in _verdicts(report))
    crashed = report.replace("Thread 0 Crashed::", "Thread 0::").replace("Thread 7:", "Thread 7 Crashed:")
    assert _top(crashed)[0] == "metal_plugin_mismatch"
    indented = "".join(f"    {line}\n" for line in report.splitlines())  # a Markdown code block
    assert all(c != "metal_plugin_mismatch" for c, _ in _verdicts(indented))


def test_h5py_s_setup_failing_to_load_libhdf5_is_its_source_build_without_hdf5() -> None:
    """lhelontra/tensorflow-on-arm#116: TensorFlow 1.13's install builds h5py, whose setup finds no libhdf5.so."""
    paste = ('when i installed tensorflow1.13,it throwed out this error: "Loading library to get version: '
             'libhdf5.so\n    error: libhdf5.so: cannot open shared object file: No such file or directory"\n')
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "libhdf5-dev" in fix
    # h5py's import failing on the library (a Python error's class before it) is not its build
    imported = "ImportError: libhdf5_serial.so.100: cannot open shared object file: No such file or directory\n"
    assert all(c != "dependency_conflict" for c, _ in _verdicts(imported))


def test_tflite_s_interpreter_registered_twice_is_tf_lite_beside_tflite_runtime() -> None:
    """google-coral/pycoral#60: tensorflow 2.6 and tflite_runtime imported in one program."""
    paste = ("from tensorflow.lite.python.interpreter_wrapper import _pywrap_tensorflow_interpreter_wrapper\n"
             'ImportError: generic_type: type "InterpreterWrapper" is already registered!\n')
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "error")
    assert "tflite_runtime" in meaning
    assert "tf.lite.Interpreter" in fix
    # another pybind type registered twice is not TensorFlow Lite's
    assert _verdicts('ImportError: generic_type: type "Frame" is already registered!\n') == []


_PY2 = ("pi@raspberrypi:~ $ pip show tensorflow\nName: tensorflow\nVersion: 1.8.0\n"
        "Location: /home/pi/.local/lib/python3.5/site-packages\n"
        "pi@raspberrypi:~ $ python hello.py\nTraceback (most recent call last):\n"
        '  File "hello.py", line 2, in <module>\n    import tensorflow as tf\n{error}\n')


def test_python_2_s_own_import_error_beside_a_python_3_install_is_python_2_running_the_code() -> None:
    """google/aiyprojects-raspbian#424: TensorFlow in python3.5's site-packages, `python` is Raspbian's Python 2."""
    cause, level, meaning, fix = _top(_PY2.format(error="ImportError: No module named tensorflow"))
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "Python 2" in meaning
    assert "python3" in fix
    # Python 3's words (quoted, or its own class) are not Python 2's, nor a submodule's
    for error in ("ImportError: No module named 'tensorflow'", "ModuleNotFoundError: No module named 'tensorflow'",
                  "ImportError: No module named tensorflow.keras"):
        assert all("Python 2" not in e.meaning for e in explain(_PY2.format(error=error))), error
    # the unquoted words beside Python 3's own (a title retyped, a python3 command, a python3.X frame), or in a
    # sentence: not Python 2's line
    py2 = _PY2.format(error="ImportError: No module named tensorflow")
    for also in ("ImportError: No module named 'tensorflow'\n", "$ python3 hello.py\n",
                 '  File "/usr/lib/python3.5/runpy.py", line 193, in _run_module_as_main\n'):
        assert "Python 2" not in _top(py2 + also)[2], also
    assert "Python 2" not in _top(_PY2.format(error="I get ImportError: No module named tensorflow"))[2]
    # the unquoted line alone (a title) with no traceback's frame, or beside Python 3's banner: not Python 2's
    title = "ImportError: No module named tensorflow\nPython version: 3.6.9\n"
    assert all("Python 2" not in e.meaning for e in explain(title))
    assert "Python 2" not in _top("Python 3.6.9 (default, Jan 26 2021, 15:33:00)\n" + py2)[2]
    # Python 2 with no Python 3 named: nothing says which one TensorFlow is for
    python2_only = _PY2.format(error="ImportError: No module named tensorflow").replace("python3.5", "python2.7")
    assert "Python 2 (" not in _top(python2_only)[2]


def test_tensorflow_lite_s_xnnpack_notice_is_harmless() -> None:
    """google-ai-edge/mediapipe#3017: MediaPipe prints TensorFlow Lite's XNNPACK notice, asked about as an error."""
    for notice in ("INFO: Created TensorFlow Lite XNNPACK delegate for CPU.",
                   "Created TensorFlow Lite delegate for CPU."):
        found = explain(f"bash-3.2$ python3 main.py\n{notice}\n")
        assert [(e.cause, e.level) for e in found] == [("harmless", "noise")], notice


def test_pyyaml_s_setup_under_cython_3_is_read() -> None:
    """google-ai-edge/mediapipe#4975: mediapipe-model-maker's install builds PyYAML 5 on Python 3.10."""
    build = '  File "C:\\Temp\\pip-install-nv75mc0d\\pyyaml_b5dc4892ce2a43389693905a7bbc1eab\\setup.py", line 199\n'
    for line in ("AttributeError: cython_sources",
                 "      self.cython_sources(ext.sources, ext)"):
        cause, level, meaning, fix = _top(f"pip install mediapipe-model-maker\n{build}{line}\n")
        assert (cause, level) == ("dependency_conflict", "error"), line
        assert "Cython 3" in meaning
        assert "--no-build-isolation" in fix
        assert "pyyaml>=6.0.1" in fix
        # no PyYAML named: another package's setup may call it too (uncertain which)
        cause, level, meaning, _ = _top(f"pip install mediapipe-model-maker\n{line}\n")
        assert (cause, level) == ("dependency_conflict", "warning"), line
        assert meaning.startswith("uncertain which package")
        # PyYAML named but not being built (a wheel, installed already): still uncertain which package
        mentioned = ("  Using cached PyYAML-6.0.1-cp311-cp311-manylinux_2_17_x86_64.whl\n"
                     "Building wheel for pycocotools\n")
        assert _top(f"{mentioned}{line}\n")[1] == "warning", line
    # pip's own block naming the requirement that brought PyYAML 5 in keeps its reading
    block = ("Collecting pyyaml<6.0,>=5.1 (from tf-models-official==2.3.0)\n"
             "  Using cached PyYAML-5.4.1.tar.gz (175 kB)\n"
             "  Getting requirements to build wheel ... error\n"
             "  AttributeError: cython_sources\n")
    assert "tf-models-official" in _top(block)[2]


def test_a_name_missing_from_keras_tuner_is_not_the_keras_package_s() -> None:
    """keras-team/keras-tuner#945: tfx imports a name keras-tuner 1.4 moved; Keras itself is not what lacks it."""
    assert all(c != "keras_version_skew" for c, _ in _verdicts(
        "ImportError: cannot import name 'base_tuner' from 'keras_tuner.engine'\n"))
    # the keras package's own module still is
    assert _top("ImportError: cannot import name 'Layer' from 'keras.engine'\n")[0] == "keras_version_skew"


_CONCAT = "Expected int32, got list containing Tensors of type '_Message' instead.\n"


def test_tf_concat_s_old_argument_order_under_an_old_keras_is_keras_before_1_2_2() -> None:
    """erogol/QuoraDQBaseline#2: keras 1.2's merge(mode='concat') under TensorFlow 1.0."""
    cause, level, meaning, fix = _top("I am using keras version 1.2\n" + _CONCAT)
    assert (cause, level) == ("keras_version_skew", "error")
    assert "tf.concat" in meaning
    assert "keras>=1.2.2" in fix
    # no Keras named: the code's own call; a keras from 1.2.2 on named, or the code's own old-order call: not keras'
    assert _verdicts(_CONCAT) == []
    for keras in ("1.2.2", "2.0.4"):
        assert _verdicts(f"I am using keras {keras}\n" + _CONCAT) == [], keras
    # under a TensorFlow before 1.0 the old order is its own: not the cause
    assert _verdicts("tensorflow 0.12.1\nkeras 1.1.0\n" + _CONCAT) == []
    own = "    h = tf.concat(1, [h1, h2])\n"
    assert _verdicts("Using TensorFlow backend.\nI am using keras version 1.2\n" + own + _CONCAT) == []
    # keras's own frame with no release named: uncertain
    frame = '  File "/usr/lib/python3/dist-packages/keras/backend/tensorflow_backend.py", line 1, in concatenate\n'
    cause, level, meaning, _ = _top(frame + _CONCAT)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")


def test_numpy_s_api_check_cut_before_its_numbers_is_a_numpy_older_than_the_build() -> None:
    """deepfakes/faceswap#1292: tensorflow-macos 2.10, `module compiled against API` then the bfloat16 TypeError."""
    paste = ("RuntimeError: module compiled against API\n"
             "TypeError: Unable to convert function return value to a Python type! The signature was\n"
             "\t() -> handle\n"
             "tensorflow-macos          2.10.0                   pypi_0    pypi\n"
             "tensorflow-metal          0.5.1                    pypi_0    pypi\n"
             "Apple M1 Pro, macOS 12.6\n")
    found = [e for e in explain(paste) if e.level in ("error", "warning")]
    assert (found[0].cause, found[0].level) == ("numpy_incompatible", "error")
    assert "older" in found[0].meaning
    # the plugin's pair Apple's table refuses is still said, as a warning: not what failed
    metal = next(e for e in found if e.cause == "metal_plugin_mismatch")
    assert metal.level == "warning"
    assert "not what failed here" in metal.meaning
    # NumPy 2 named: not a NumPy too old, even beside the API line
    assert "older" not in _top("numpy 2.0.1\n" + paste)[2]
    # beside NumPy's own "failed to import", the API line still decides which way
    failed = "RuntimeError: module compiled against API\nImportError: numpy.core.multiarray failed to import\n"
    assert "older" in _top(failed + "tensorflow 2.5.0\n")[2]


def test_bfloat16_cc_against_numpy_1_19_headers_is_a_source_build_s_numpy() -> None:
    """tensorflow#41584: building TensorFlow 1.15 from source with NumPy 1.19 installed."""
    paste = ("tensorflow/python/lib/core/bfloat16.cc:608:60: note:   no known conversion for argument 2 from "
             "'<unresolved overloaded function type>' to 'PyUFuncGenericFunction {aka void (*)(char**, "
             "const long int*, const long int*, void*)}'\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("numpy_incompatible", "error")
    assert "numpy<1.19.0" in fix
    # headers without const: an older NumPy under a source made for 1.19
    assert "numpy>=1.19.2" in _top(paste.replace("const long int*", "long int*"))[3]
    # no type spelt out (MSVC's C2664): uncertain which way
    msvc = ("tensorflow\\python\\lib\\core\\bfloat16.cc(649): error C2664: 'bool tensorflow::`anonymous-namespace'"
            "::Initialize::<lambda_1>::operator ()(const char *,PyUFuncGenericFunction,...) const'\n")
    assert _top(msvc)[:2] == ("numpy_incompatible", "warning")
    # another file's compile error naming the type is not TensorFlow's bfloat16.cc
    assert _verdicts(paste.replace("bfloat16.cc", "my_ufunc.cc")) == []
    assert _verdicts(paste.replace("tensorflow/python/lib/core/", "jaxlib/")) == []
    # "aka" elsewhere (a user's folder) spells nothing; the error line before the note does not hide the note's type
    error = ("/home/nakamura/tensorflow/tensorflow/python/lib/core/bfloat16.cc:634:36: error: no match for call to "
             "'(<lambda(const char*, PyUFuncGenericFunction, const std::array<int, 3>&)>)'\n")
    assert _top(error)[:2] == ("numpy_incompatible", "warning")
    cause, level, _, fix = _top(error + paste)
    assert (cause, level) == ("numpy_incompatible", "error")
    assert "numpy>=1.19.2" not in fix
    # gcc 9's form names the source's type first, then the headers' (the typedef's)
    gcc9 = ("tensorflow/python/lib/core/bfloat16.cc:608:60: error: invalid conversion from 'void (*)(char**, const "
            "npy_intp*, const npy_intp*, void*)' {aka 'void (*)(char**, const long int*, const long int*, void*)'} to "
            "'PyUFuncGenericFunction' {aka 'void (*)(char**, long int*, long int*, void*)'}\n")
    assert "numpy>=1.19.2" in _top(gcc9)[3]


_WRAPT = ('  File "/home/x/.venv/lib/python3.8/site-packages/{frame}", line 605, in __instancecheck__\n'
          "TypeError: this __dict__ descriptor does not support '_DictWrapper' objects\n"
          "tensorflow 2.12.0\n")


def test_typing_extensions_check_in_the_traceback_names_typing_extensions_first() -> None:
    """python/typing_extensions#216: typing_extensions 4.6's isinstance() check reads TensorFlow's _DictWrapper."""
    cause, _, _, fix = _top(_WRAPT.format(frame="typing_extensions.py"))
    assert cause == "dependency_conflict"
    assert fix.startswith("`pip install 'typing-extensions<4.6'`")
    assert "typing-extensions<4.6" not in _top(_WRAPT.format(frame="other.py"))[3]


_NATIVE = ("- TensorFlow version: {tf}\n- CUDA/cuDNN version: CUDA = 8, cuDNN = v6\n"
           "Is it because I installed CUDA 8 rather than 9?\n>>> import tensorflow\n"
           "Traceback (most recent call last):\n"
           '  File "/home/x/.local/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in '
           "<module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n"
           "Failed to load the native TensorFlow runtime.\n")


def test_a_gpu_build_that_loads_cuda_at_import_beside_another_cuda_on_linux_is_its_libraries() -> None:
    """tensorflow#17302: tensorflow_gpu-1.5 (CUDA 9.0) with CUDA 8 installed, the loader's reason cut."""
    cause, level, meaning, fix = _top(_NATIVE.format(tf="tensorflow_gpu-1.5"))
    assert (cause, level) == ("cuda_libs_missing", "warning")
    assert meaning.startswith("uncertain:")
    assert "loads the libraries of the CUDA" in meaning
    assert "CUDA 9.0" in fix
    # Linux builds from 1.14 load CUDA lazily: their import does not fail for it
    assert _top(_NATIVE.format(tf="tensorflow_gpu-1.15"))[0] != "cuda_libs_missing"
    # the loader's reason shown decides instead
    libcublas = _NATIVE.format(tf="tensorflow_gpu-1.5") + (
        "ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory\n")
    assert "links against is missing" in _top(libcublas)[2]
    assert not any(e.meaning.startswith("uncertain") for e in explain(libcublas) if e.cause == "cuda_libs_missing")


def test_a_template_s_cuda_with_a_double_equals_is_the_cuda_installed() -> None:
    """tensorflow#23961: tensorflow-gpu 1.12 (CUDA 9.0) on Windows, `CUDA==10.0.130`, the traceback cut: uncertain."""
    paste = ("Problem installing tensorflow-gpu (dll load faliure)\n- OS Platform and Distribution: Windows 10\n"
             "- TensorFlow version: tensorflow-1.12.0 (installed via pip3)\n"
             "- CUDA/cuDNN version: CUDA==10.0.130 cuDNN==7.4.1\n>>> import tensorflow\n"
             "Traceback (most recent call last):\n"
             '  File "C:\\Python36\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58, '
             "in <module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("cuda_libs_missing", "warning")
    assert "CUDA 10.0 is installed, not 9.0" in meaning
    # a conda spec with one "=" is what is asked for, not what is installed
    assert "CUDA 10.1 is installed" not in " ".join(
        e.fix for e in explain("conda create -n x tensorflow-gpu=2.7 cudatoolkit=10.1\nUnsatisfiableError: x\n"))


def test_the_cuda_of_a_template_alone_is_an_uncertain_verdict() -> None:
    """tensorflow#38236: TensorFlow 2.1 (CUDA 10.1) with "CUDA/cuDNN version: 10.2", training on the GPU, slow."""
    paste = ("- TensorFlow version: 2.1.0\n- CUDA/cuDNN version: 10.2\n- GPU model and memory: RTX 2080 8GB\n"
             "When I use LSTM `recurrent_dropout` not set to 0.0, training time is very long.\n")
    found = [e for e in explain(paste) if e.cause == "cuda_libs_missing"]
    assert found
    assert found[0].meaning.startswith("uncertain:")
    assert "nvidia-smi" in found[0].meaning


_HOOK = ("docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: starting container "
         "process caused: running prestart hook 0 caused: error running hook: exit status 1, stdout: , stderr: "
         "nvidia-container-cli: initialization error: driver error: failed to process request\n")


def test_a_toolkit_failure_with_the_host_said_to_have_no_driver_is_the_missing_driver() -> None:
    """NVIDIA/gpu-operator#104: `docker run --gpus all` fails, and "there is no more driver on the host"."""
    said = "but for me there is no more driver on the host as everything should be run in the container right ?\n"
    cause, level, meaning, fix = _top(_HOOK + said)
    assert (cause, level) == ("driver_missing", "warning")  # NVIDIA's GPU Operator runs the driver in a container
    assert meaning.startswith("uncertain")
    assert "on the host" in fix
    # the toolkit's failure alone, a driver said not to be the issue or said of the container, a driver shown, or WSL:
    # not the host's missing driver
    assert _top(_HOOK)[0] == "container_gpu_not_exposed"
    for words in ("the driver is not the problem, nvidia-smi works on the host\n",
                  "It's not that there is no driver on the host: nvidia-smi works fine.\n",
                  "There is no nvidia driver installed in the container, only on the host.\n",
                  said + "| NVIDIA-SMI 525.60.13    Driver Version: 525.60.13    CUDA Version: 12.0     |\n",
                  said + "I run Docker inside WSL2 on Windows 11\n"):
        assert all(c != "driver_missing" for c, _ in _verdicts(_HOOK + words)), words


def test_tensorflow_s_requirement_met_by_the_version_pip_says_is_there_is_not_the_conflict() -> None:
    """jon--lee/neuralpy#4: TensorFlow 0.12.1 needs numpy>=1.11.0, numpy 1.16.4 is there; neuralpy pins 1.9.2."""
    title = "on python-2.7 when tensorflow 0.12.1 has requirement numpy>=1.11.0\n"
    other = ("ERROR: neuralpy 1.3.0 has requirement numpy==1.9.2, but you'll have numpy {have} which is "
             "incompatible.\n")
    assert all(c != "numpy_incompatible" for c, _ in _verdicts(title + other.format(have="1.16.4")))
    # a NumPy outside TensorFlow's range is TensorFlow's conflict
    assert _top(title + other.format(have="1.9.2"))[0] == "numpy_incompatible"
