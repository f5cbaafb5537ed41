"""Forms met in the open halves of the two-hundred-and-seventy-fifth and later blind sets, read generally."""

from __future__ import annotations

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain

_P40 = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/"
        "task:0/device:GPU:0 with 21292 MB memory) -> physical GPU (device: 0, name: Tesla P40, pci bus id: "
        "0000:00:08.0, compute capability: 6.1)\n")
_EXIT = "ptxas exited with non-zero error code 65280, output: \n"


def test_ptxas_that_could_not_run_or_exits_on_a_gpu_older_than_xla_is_not_said_older_than_the_gpu() -> None:
    """tensorflow/tensorflow#50110: `ptxas exited with non-zero error code 256, output` on a Tesla P40."""
    # the title drops the colon after "output": nothing after it, so ptxas did not run
    cause, level, meaning, _ = _top("ptxas exited with non-zero error code 256, output\n\n" + _P40)
    assert (cause, level) == ("ptxas_missing", "warning")
    assert "could not run ptxas" in meaning
    # another exit code on compute capability 6.1: not a ptxas older than the GPU, said uncertain
    cause, level, meaning, _ = _top(_EXIT + _P40)
    assert (cause, level) == ("ptxas_too_old", "warning")
    assert meaning.startswith("uncertain")
    assert "CUDA 8.0 already knew" in meaning
    assert "12.9, the last that knows it" in meaning  # CUDA 13 dropped Pascal
    # a V100 (CUDA 9.0 knew it) under TensorFlow 2.16: the build's CUDA is the ptxas to have
    volta = "tensorflow 2.16.1\n" + _EXIT + _P40.replace("Tesla P40", "Tesla V100-SXM2-16GB").replace(
        "capability: 6.1", "capability: 7.0")
    cause, _, meaning, fix = _top(volta)
    assert cause == "ptxas_too_old"
    assert "predates" not in meaning
    assert "CUDA 12.3" in fix
    assert "nvidia-cuda-nvcc-cu12" in fix
    # another ptxas line that says why decides (its ISA)
    isa = _EXIT + "ptxas fatal : Unsupported .version 7.1; current version is '7.0'\n" + _P40
    assert "ISA 7.1" in _top(isa)[2]
    # a GPU newer than CUDA 9 still reads as one the ptxas may predate, with a pip wheel that exists
    ampere = _P40.replace("Tesla P40", "NVIDIA GeForce RTX 3090").replace("capability: 6.1", "capability: 8.6")
    cause, _, _, fix = _top(_EXIT + ampere)
    assert cause == "ptxas_too_old"
    assert "nvidia-cuda-nvcc-cu11" in fix


def test_xla_s_check_of_the_ptxas_it_found_is_that_ptxas_s_age_not_the_gpu_s() -> None:
    """XLA's "You are using ptxas 10.1.243, which is older than 11.1" beside a Pascal GPU."""
    cause, _, meaning, fix = _top("You are using ptxas 10.1.243, which is older than 11.1. ptxas before 11.1 is known "
                                  "to miscompile XLA code\n" + _P40)
    assert cause == "ptxas_too_old"
    assert "10.1.243: older than 11.1" in meaning
    assert "predates" not in meaning
    assert "CUDA 11.1 or newer" in fix


def test_ptxas_named_by_ptxas_itself_as_not_knowing_an_old_gpu_stays_too_old() -> None:
    """Ptxas's own words (`Value 'sm_61' is not defined`) decide, whatever the architecture's age; no `-cu8` wheel."""
    cause, _, _, fix = _top("ptxas fatal   : Value 'sm_61' is not defined for option 'gpu-name'\n"
                            "ptxas exited with non-zero error code 65280\n")
    assert cause == "ptxas_too_old"
    assert "nvidia-cuda-nvcc-cu8" not in fix
    assert "nvidia-cuda-nvcc-cu11" in fix


_DLL_WORDS = "While importing Tensorflow on CPU , a dynamic link library (DLL) initialization routine failed\n"


def test_windows_words_that_tensorflow_s_dll_failed_to_initialise_read_without_the_import_line() -> None:
    """tensorflow/tensorflow#74405: the title retells the error, and the body names a Celeron (no AVX)."""
    cause, level, meaning, _ = _top(_DLL_WORDS + "\nCPU: Intel (R) Celeron (R) CPU\n")
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "no AVX" in meaning
    # no CPU named: the native runtime failed, uncertain whether for the CPU or the Visual C++ runtime
    cause, level, meaning, fix = _top(_DLL_WORDS)
    assert (cause, level) == ("tf_import_failed", "warning")
    assert "uncertain why: either the CPU lacks AVX" in meaning
    assert "Visual C++" in fix
    # another package's DLL ("while importing cv2", PaddlePaddle's WinError 1114, Node's) is not TensorFlow's
    other = _DLL_WORDS.replace("Tensorflow on CPU ,", "cv2,") + "import tensorflow\n"
    assert all("DLL failed to initialise" not in e.meaning for e in explain(other))
    paddle = ("import tensorflow as tf -> works. import paddle\nOSError: [WinError 1114] A dynamic link library (DLL) "
              "initialization routine failed\n")
    assert all("DLL failed to initialise" not in e.meaning for e in explain(paddle))
    # nor in another framework's paste
    assert _verdicts(_DLL_WORDS + "import torch\ntorch 2.1.0\n") == []


_USER_TRACEBACK = (">>> import tensorflow\nTraceback (most recent call last):\n"
                   '  File "<stdin>", line 1, in <module>\n'
                   '  File "/home/me/.local/lib/python3.8/site-packages/tensorflow/__init__.py", line 436, '
                   "in <module>\n"
                   "    _ll.load_library(_main_dir)\n")


def test_tensorflow_imported_from_the_user_site_while_said_installed_with_conda_is_two_installs() -> None:
    """tensorflow/tensorflow#47212: "TF installed from conda", the frames in ~/.local."""
    cause, level, meaning, fix = _top("TF installed from conda (Binary)\nTF version 2.2.0\n" + _USER_TRACEBACK)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert "conda" in meaning
    assert "/home/me/.local/lib/python3.8/site-packages" in meaning
    assert "PYTHONNOUSERSITE" in fix
    # Arch's package (an issue template's field naming its repository)
    arch = "- TensorFlow installed from (source or binary): Arch community repository\n" + _USER_TRACEBACK
    cause, _, meaning, _ = _top(arch)
    assert cause == "two_tensorflow_installs"
    assert "Arch's packages" in meaning
    # the user site alone is one install; nor advice, an install that failed, or a package that does not exist
    assert "two_tensorflow_installs" not in _causes(_USER_TRACEBACK)
    for words in ("A friend said TF installed with conda avoids this, but I used pip.\n",
                  "I tried `conda install tensorflow` but conda could not solve it, so pip install --user.\n",
                  "sudo apt install python3-tensorflow: E: Unable to locate package\n"):
        assert "two_tensorflow_installs" not in _causes(words + _USER_TRACEBACK), words
    # the run's own error stays first
    cudart = _USER_TRACEBACK + "ImportError: libcudart.so.10.1: cannot open shared object file\n"
    assert _top("TF installed from conda (Binary)\n" + cudart)[0] == "cuda_libs_missing"


def test_tensorflow_frames_in_the_user_site_and_in_another_site_packages_are_two_installs() -> None:
    """tensorflow/tensorflow#35969: tensorflow_core from Anaconda's site-packages, tensorflow from %APPDATA%."""
    paste = ("Traceback (most recent call last):\n"
             '  File "C:\\Users\\me\\Anaconda3\\lib\\site-packages\\tensorflow_core\\python\\framework\\ops.py", '
             "line 31, in <module>\n    from tensorflow.core.framework import attr_value_pb2\n"
             '  File "C:\\Users\\me\\AppData\\Roaming\\Python\\Python37\\site-packages\\tensorflow\\__init__.py", '
             "line 50, in __getattr__\n    module = self._load()\n"
             "ImportError: cannot import name '_tf_stack' from 'tensorflow_core.python'\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert "Anaconda3" in meaning
    assert "Roaming" in meaning
    # a virtual environment's site-packages beside the user site: its Python does not read the user site
    venv = paste.replace("C:\\Users\\me\\Anaconda3\\lib", "C:\\Users\\me\\.venv\\Lib")
    assert "two_tensorflow_installs" not in _causes(venv)
    # a site outside that user's home folder may be another machine's run pasted beside it
    elsewhere = paste.replace("C:\\Users\\me\\Anaconda3\\lib", "D:\\cluster\\Anaconda3\\lib")
    assert "two_tensorflow_installs" not in _causes(elsewhere)
    # another Python's site under the same home is not the same install's
    other_python = paste.replace("Anaconda3\\lib", "Python36\\lib")
    assert "two_tensorflow_installs" not in _causes(other_python.replace("Python37", "Python38"))


_VSCODE = ("For some reason the installed packages work when I execute them on CMD but not in VSCODE.\n"
           "Install tensorflow, pandas. Import packages in vscode. Encounter ModuleNotFoundError.\n")


def test_a_module_missing_in_an_ide_or_notebook_while_the_shell_imports_it_is_another_interpreter() -> None:
    """microsoft/vscode-python#15424 and pavanagrawal123/VSNotebooks#29: the shell imports, the editor does not."""
    cause, level, meaning, fix = _top(_VSCODE)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "the IDE's interpreter" in meaning
    assert "Select Interpreter" in fix
    notebook = ("while I can import tensorflow from the python terminal, when I run it in a Jupyter notebook I get a "
                "ModuleNotFoundError.\n")
    cause, _, meaning, _ = _top(notebook)
    assert cause == "wrong_interpreter"
    assert "the notebook's kernel" in meaning
    # "not working in pycharm" is no place where it works
    negated = ("Tensorflow not working in pycharm\nIt is through Pycharm where I installed Tensorflow. "
               "ModuleNotFoundError: No module named 'tensorflow.contrib'\n")
    assert ("wrong_interpreter", "error") not in _verdicts(negated)
    # a submodule TensorFlow no longer has, or the user's own module: TensorFlow imported there, not two Pythons
    for module in ("tensorflow.contrib", "utils"):
        missing = f"import tensorflow works fine in the terminal. In PyCharm: No module named '{module}'\n"
        assert "wrong_interpreter" not in _causes(missing), module
    # nothing said missing, or another framework's paste: no reading
    assert "wrong_interpreter" not in _causes(_VSCODE.replace("Encounter ModuleNotFoundError", "Ok"))
    assert "wrong_interpreter" not in _causes(_VSCODE + "import torch\n")


def test_an_add_on_installed_with_a_notebook_s_pip_and_missing_in_its_kernel_is_another_interpreter() -> None:
    """tflearn/tflearn#939: `!pip install tflearn` in a cell worked, `import tflearn` finds no module."""
    paste = ('I did !pip install tflearn in a DataLab/Jupyter cell, which worked OK. But "Import tflearn" gives '
             "\"ImportError: No module named 'tflearn'\"\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "%pip install tflearn" in fix
    tuner = "pip install keras-tuner\nSuccessfully installed keras-tuner-1.4.7\nNo module named 'keras_tuner'\n"
    assert _top(tuner)[0] == "wrong_interpreter"
    # told to install it, not installed: no reading of two interpreters; nor an install pip found nothing for
    told = "ImportError: No module named 'tflearn'\nYou should pip install tflearn first\n"
    assert ("wrong_interpreter", "error") not in _verdicts(told)
    failed = ("pip install keras-tuner\nERROR: No matching distribution found for keras-tuner\n"
              "ModuleNotFoundError: No module named 'keras_tuner'\n")
    assert "wrong_interpreter" not in _causes(failed)
    # Colab's `!pip` installs into the kernel's own Python
    assert "wrong_interpreter" not in _causes("On Google Colab: " + paste)


_MUTEX = ("libc++abi: terminating due to uncaught exception of type std::__1::system_error: mutex lock failed: "
          "Invalid argument\nAbort trap: 6\n")


def test_a_mutex_abseil_could_not_lock_at_tensorflow_s_import_is_another_package_s_native_copy() -> None:
    """tensorflow/tensorflow#98563 and #99464: TensorFlow 2.20 beside pyarrow, an abort or a blocked lock."""
    cause, level, meaning, fix = _top("Importing TF 2.20.0rc0 and PyArrow results in an abort\n" + _MUTEX)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain")
    assert "abseil" in meaning
    assert "2.19" in fix
    assert "import tensorflow first" not in fix  # the other order hangs instead
    blocked = "I got an error [mutex.cc : 452] RAW: Lock blocking when trying to import tensorflow with v2.20.0\n"
    assert _top(blocked)[:2] == ("dependency_conflict", "warning")
    # pyarrow imported first is named as the other package
    assert "pyarrow, imported before it" in _top("import pyarrow\nimport tensorflow as tf\n" + _MUTEX)[2]
    # no TensorFlow named (tink-crypto/tink-py#25), another framework's paste, or a crash at exit after training
    assert "dependency_conflict" not in _causes("Tink 1.9 on import:\n" + _MUTEX)
    assert "dependency_conflict" not in _causes("import torch\nimport tensorflow\n" + _MUTEX)
    trained = "import tensorflow\nEpoch 10/10\n100/100 [====] - 2s - loss: 0.1\nat exit:\n" + _MUTEX
    assert "dependency_conflict" not in _causes(trained)


_NO_DEVICE = ("ubuntu@ip-10-0-0-98:~$ python\n>>> import tensorflow as tf\n>>> sess = tf.Session()\n"
              "E tensorflow/stream_executor/cuda/cuda_driver.cc:491] failed call to cuInit: CUDA_ERROR_NO_DEVICE\n")


def test_no_cuda_device_where_the_words_say_nvidia_smi_does_not_work_is_the_driver() -> None:
    """ritchieng/dlami#3: CUDA_ERROR_NO_DEVICE on a p2 instance whose nvidia-smi does not work."""
    cause, _, _, fix = _top("Nvidia-smi doesn't work. I started python:\n" + _NO_DEVICE)
    assert cause == "driver_missing"
    assert "driver" in fix
    # nvidia-smi failing somewhere said, for a reason given, or at a later step: not this machine's driver
    for words in ("nvidia-smi fails inside the container\n",
                  "On my laptop nvidia-smi doesn't work because it only has Intel graphics, so I use the server.\n",
                  "nvidia-smi fails to show the processes\n"):
        assert _top(words + _NO_DEVICE)[0] != "driver_missing", words
    # a Jetson has no nvidia-smi; a Kubernetes pod keeps the pod's reading
    assert _top("Jetson Nano: nvidia-smi doesn't work.\n" + _NO_DEVICE)[0] != "driver_missing"
    pod = "In a Kubernetes pod, no resources section. nvidia-smi doesn't work.\n" + _NO_DEVICE
    assert _top(pod)[0] == "container_gpu_not_exposed"
    # without it, CUDA_VISIBLE_DEVICES and the GPUs seen are what decide
    assert _top(_NO_DEVICE)[0] == "no_gpu_visible"


_CUDNN = "Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"


def test_cudnn_failing_to_start_where_memory_growth_is_said_to_make_it_work_is_memory_taken_up_front() -> None:
    """tensorflow/tensorflow#47807: cuDNN cannot start, and "When i set the allow_growth=True, the code works"."""
    cause, level, meaning, fix = _top(_CUDNN + "When i set the allow_growth=True, the code works in tf 1.15\n")
    assert (cause, level) == ("cudnn_init_failed", "error")
    assert "memory growth on" in meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in fix
    # growth off, a question, the CPU, or a run that then fails: not growth making it work
    for words in ("When I set allow_growth=False, the code works\n",
                  "Does it work if I set allow_growth=True?\n",
                  "With memory growth enabled it runs out of memory after a few batches instead.\n",
                  "After setting memory growth, running the model gives the same error.\n",
                  "When I set allow_growth=True it runs ok for the first epoch, then crashes.\n",
                  "with allow_growth=True running on the CPU works, on GPU it fails.\n"):
        assert "the words say it runs with memory growth on" not in _top(_CUDNN + words)[2], words


_DEEPFACE = ("Unable to install on macOS (M1 max)\nThe conflict is caused by:\n"
             "    deepface 0.0.72 depends on tensorflow>=1.9.0\n    deepface 0.0.71 depends on tensorflow>=1.9.0\n")


def test_pip_unable_to_meet_an_open_tensorflow_range_on_apple_silicon_is_the_missing_arm64_wheel() -> None:
    """serengil/deepface#420: every deepface needs tensorflow>=1.9.0, and pip finds none on an M1 Mac."""
    cause, level, meaning, fix = _top(_DEEPFACE)
    assert (cause, level) == ("python_unsupported", "warning")
    assert meaning.startswith("uncertain")
    assert "2.13" in meaning
    assert "tensorflow-macos" in fix
    # a range that ends before 2.13 decides by itself (tensorflow-macos of its lines), not said uncertain
    cause, level, meaning, _ = _top(_DEEPFACE.replace(">=1.9.0", "<2.10 and >=2.4.1"))
    assert (cause, level) == ("python_unsupported", "error")
    assert not meaning.startswith("uncertain")
    # a Python named (its wheels decide), a Linux container on the Mac, or a Linux machine: not the Mac's wheels
    assert "uncertain: pip could not meet" not in _top(_DEEPFACE + "Python 3.12\n")[2]
    assert _top(_DEEPFACE + "inside a Docker container (Ubuntu)\n")[0] != "python_unsupported"
    assert _top(_DEEPFACE.replace("macOS (M1 max)", "Ubuntu 22.04"))[0] != "python_unsupported"


def test_a_python_said_refused_in_a_linux_container_on_windows_is_read_against_linux_s_wheels() -> None:
    """tensorflow/tensorflow#40600: the tensorflow/tensorflow:1.15.0 image (Python 2.7), Docker Desktop on Windows."""
    paste = ("- OS Platform: the docker image tensorflow/tensorflow:1.15.0 in Docker Desktop on Windows 10\n"
             "- Python version: 2.7.15+\nTensorFlow 1.15.0 is not supported on my Python\n")
    assert "python_unsupported" not in _causes(paste)
    # natively on Windows, TensorFlow 1.15 has no wheel for Python 2.7, a colleague's container named or not
    native = paste.replace("the docker image tensorflow/tensorflow:1.15.0 in Docker Desktop on ", "")
    assert ("python_unsupported", "error") in _verdicts(native)
    colleague = native + "My colleague runs it in a docker container, I want it natively.\n"
    assert ("python_unsupported", "error") in _verdicts(colleague)


_METAL_LOG = "Metal device set to: Apple M1\n\nsystemMemory: 16.00 GB\nmaxCacheSize: 5.33 GB\n"


def test_a_run_failing_under_the_metal_plugin_with_no_pair_named_is_the_plugin_said_uncertain() -> None:
    """tensorflow/tensorflow#60395 (a segfault) and tensorforce#853 (an op it cannot place) on M1 Macs."""
    cause, level, meaning, fix = _top(_METAL_LOG + "Fatal Python error: Segmentation fault\n")
    assert (cause, level) == ("metal_plugin_mismatch", "warning")
    assert meaning.startswith("uncertain")
    assert "crashes" in meaning
    assert "set_visible_devices([], 'GPU')" in fix
    unplaced = ("- tensorflow-macos==2.7.0\n- tensorflow-metal==0.3.0\n- On a Mac M1 Pro\n"
                "InvalidArgumentError: Cannot assign a device for operation agent/VerifyFinite/CheckNumerics: Could "
                "not satisfy explicit device specification ''\n")
    cause, _, meaning, _ = _top(unplaced)
    assert cause == "metal_plugin_mismatch"
    assert "could not be placed" in meaning
    no_kernel = _METAL_LOG + "NotFoundError: No registered 'ImageProjectiveTransformV3' OpKernel for 'GPU' devices\n"
    assert _top(no_kernel)[0] == "metal_plugin_mismatch"
    # a NotFoundError of a file or variable, the plugin in use with nothing failing, NaN said of another machine,
    # the same crash on Linux, or a PyTorch paste: not the plugin's
    for other in (_METAL_LOG + "NotFoundError: data/train.tfrecord; No such file or directory\n",
                  _METAL_LOG + "Epoch 1/10\n",
                  "On my Linux box loss: nan. On my M1 Mac with tensorflow-metal the same script works perfectly.\n",
                  "tensorflow 2.12 on Ubuntu 22.04\nFatal Python error: Segmentation fault\n",
                  _METAL_LOG + "import torch\nFatal Python error: Segmentation fault\n"):
        assert "metal_plugin_mismatch" not in _causes(other), other


def test_xla_running_a_cuda_graph_op_by_op_is_harmless() -> None:
    """tensorflow/tensorflow#66589 and keras-team/keras#19081: Keras 3's XLA prints it while training runs."""
    line = ("W0000 00:00:1714315704.778368 2252 graph_launch.cc:671] Fallback to op-by-op mode because memset node "
            "breaks graph update\n")
    found = explain(line)
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")]
    assert "results unchanged" in found[0].meaning


_CONTEXT_OOM = "InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory\n"


def test_cudnn_failing_after_cuda_could_not_create_its_context_for_want_of_memory_is_the_memory_taken() -> None:
    """StatCan/aaw#821: an out-of-memory context and a cuDNN that could not start, its release a minor behind."""
    paste = ("Image is running with tensorflow-gpu v2.6.0, CUDA_VERSION 11.1.1 and CUDNN_VERSION 8.0.4.30\n"
             + _CONTEXT_OOM + "UnknownError: Failed to get convolution algorithm. This is probably because cuDNN "
             "failed to initialize, so try looking to see if a warning log message was printed above. [Op:Conv2D]\n")
    assert _causes(paste) == {"gpu_memory_in_use"}
    assert "nvidia-smi" in _top(paste)[3]
    # without the context's failure, or with another status, the cuDNN a minor behind is what the paste decides
    assert _top(paste.replace(_CONTEXT_OOM, ""))[0] == "cudnn_version_mismatch"
    busy = paste.replace("out of memory", "all CUDA-capable devices are busy or unavailable")
    assert "cudnn_version_mismatch" in _causes(busy)


def test_a_glibc_said_not_found_on_a_line_of_its_own_is_read() -> None:
    """conda-forge/tensorflow-feedstock#11: the title "GLIBC 2.17 not found" over a traceback cut short."""
    paste = ("GLIBC 2.17 not found\n\n>>> import tensorflow\nTraceback (most recent call last):\n"
             '  File "/envs/tensorflow/lib/python3.5/site-packages/tensorflow/__init__.py", line 23, in <module>\n'
             "    from tensorflow.python import *\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("tf_import_failed", "error")
    assert "2.17" in meaning
    # another package's import failing under the same words, TensorFlow said to import: not TensorFlow's glibc
    onnx = ("GLIBC 2.28 not found\n\n>>> import onnxruntime\nTraceback (most recent call last):\n"
            '  File "/envs/ml/lib/python3.8/site-packages/onnxruntime/__init__.py", line 23, in <module>\n'
            "    from onnxruntime.capi._pybind_state import *\n(tensorflow 2.10 is in the same env and imports fine)\n")
    assert "tf_import_failed" not in _causes(onnx)


def test_an_illegal_machine_instruction_is_the_cpu_s_and_a_mac_named_both_ways_stays_open() -> None:
    """bmvandoren/Nighthawk#5: an M1 MacBook whose markers read x86_64 "the same as for Intel Macs"."""
    paste = ("On an M1 MacBook Pro, Darwin, the regular `tensorflow` package gets installed instead of "
             "`tensorflow-macos`, and this causes it to fail because of an illegal machine instruction when it runs. "
             "The markers are the same as for Intel Macs.\n")
    cause, _, meaning, fix = _top(paste)
    assert cause == "cpu_no_avx"
    assert "uncertain which machine" in meaning
    assert "Rosetta" in fix
    # Apple silicon alone: the x86 wheel under Rosetta, decided
    alone = paste.replace(" The markers are the same as for Intel Macs.", "")
    assert "Rosetta" in _top(alone)[2]


def test_memory_said_short_for_the_second_of_two_scripts_run_together_is_the_first_one_s_hold() -> None:
    """tensorflow/models#1854: train.py runs fine, eval.py started in a second terminal runs out of GPU memory."""
    paste = ("GPU memory error with train.py and eval.py running together\n- TensorFlow version: 1.2.0\n"
             "That runs fine, training works.\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "nvidia-smi" in fix
    terminal = "tensorflow 1.2: train.py runs fine. Then run in 2nd terminal: eval.py gives a GPU out of memory error\n"
    assert _top(terminal)[:2] == ("gpu_memory_in_use", "error")
    # one script alone, the second started after the first finished, or the overlap asked and denied: not that
    for other in ("GPU memory error with eval.py\nThat runs fine, training works.\n",
                  ("When I run it in a second terminal after the first has finished, it also works. But with "
                   "batch_size=512 the GPU ran out of memory\n"),
                  ("preprocess.py and train.py run in parallel? No, I run preprocess.py first. Then GPU out of "
                   "memory\n")):
        assert "gpu_memory_in_use" not in _causes(other), other


def test_the_second_review_s_pastes_read_as_their_words_say() -> None:
    """Pastes written against the mended readings: each one's own reading, or none."""
    oom = "ResourceExhaustedError: OOM when allocating tensor with shape[64,256,56,56]\n"
    # the same run again in another terminal is no second process; one started beside the first is
    again = oom + "I closed Jupyter and run it in another terminal, same OOM. nvidia-smi shows no other processes.\n"
    assert "gpu_memory_in_use" not in _causes(again)
    beside = "TensorFlow 1.2.0. I run eval.py in a second terminal at the same time, eval fails:\n" + oom
    assert _top(beside)[0] == "gpu_memory_in_use"
    # the user's own `docker run` on a Windows host: Linux's Python there
    docker = ("Host: Windows 10. I work inside `docker run -it python:2.7 bash`, Python 2.7.18.\n"
              "TensorFlow 1.15.0 is not supported on my Python\n")
    assert "python_unsupported" not in _causes(docker)
    # IPython's header of a ModuleNotFoundError is not the words; the user's own module stays theirs
    utils = ("In Jupyter (works in the terminal though):\nModuleNotFoundError                       Traceback (most "
             "recent call last)\n----> 2 from utils import load_data\nModuleNotFoundError: No module named 'utils'\n"
             "tensorflow 2.12\n")
    assert "wrong_interpreter" not in _causes(utils)
    # a submodule TensorFlow 2 removed, missing in a notebook whose shell imports TensorFlow: not the GPU checklist's
    tutorials = ("In Jupyter:\nfrom tensorflow.examples.tutorials.mnist import input_data\nModuleNotFoundError: No "
                 "module named 'tensorflow.examples.tutorials'\nI can import tensorflow from the python terminal. "
                 "TF 2.3\n")
    assert "wrong_interpreter" not in _causes(tutorials)
    # another package's DLL after TensorFlow named on the same line
    onnx = "TF works fine, but import onnxruntime says: A dynamic link library (DLL) initialization routine failed.\n"
    assert "cpu_no_avx" not in _causes(onnx)
    # a Graviton's nvidia-smi said not to work is its driver (only a Jetson has none)
    graviton = ("AWS g5g.xlarge (Graviton2, aarch64, NVIDIA T4G), tensorflow 2.15.\nnvidia-smi doesn't work.\n"
                "failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected\n")
    assert _top(graviton)[0] == "driver_missing"
    # memory growth said to work "without any errors"
    growth = _CUDNN + "TensorFlow 2.4.1, RTX 2070\nAfter enabling memory growth it works without any errors.\n"
    assert "the words say it runs with memory growth on" in _top(growth)[2]
    # a K80 under a CUDA 12 build: the build cannot compile for it, not a ptxas to upgrade to that CUDA
    k80 = "tensorflow 2.15.0\n" + _EXIT + _P40.replace("Tesla P40", "Tesla K80").replace("capability: 6.1",
                                                                                          "capability: 3.7")
    cause, _, meaning, fix = _top(k80)
    assert cause == "gpu_too_old"
    assert "11.8" in meaning
    assert "CUDA 12.2" not in fix
    # root's user site beside root's conda in a container: two installs
    root = ('  File "/root/.local/lib/python3.8/site-packages/tensorflow/__init__.py", line 1\n'
            '  File "/root/miniconda3/lib/python3.8/site-packages/tensorflow/python/__init__.py", line 2\n')
    assert "two_tensorflow_installs" in _causes("Traceback (most recent call last):\n" + root + "ImportError: x\n")


def test_the_metal_reading_needs_the_plugin_s_own_line_for_a_crash_and_an_op_s_kernel_for_a_notfounderror() -> None:
    """An M1 named beside another machine's crash, and a missing file under IPython's NotFoundError header."""
    elsewhere = ("On my Ubuntu box (GTX 1080, tensorflow 2.12) training crashes with Segmentation fault (core dumped). "
                 "On my M1 Mac with tensorflow-metal the same script works perfectly.\n")
    assert "metal_plugin_mismatch" not in _causes(elsewhere)
    missing = (_METAL_LOG + "NotFoundError                             Traceback (most recent call last)\n"
               "NotFoundError: data/train.tfrecord; No such file or directory\n")
    assert "metal_plugin_mismatch" not in _causes(missing)
