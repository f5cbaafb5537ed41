"""Forms met in the open halves of the two-hundred-and-seventy-fifth and later blind sets, read generally."""

from __future__ import annotations

from envcheck.explain import explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)
    assert found, paste
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def _verdicts(paste: str) -> list[tuple[str, str]]:
    return [(e.cause, e.level) for e in explain(paste) if e.level in ("error", "warning")]


_P40 = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1402] Created TensorFlow device (/job:localhost/replica:0/"
        "task:0/device:GPU:0 with 21292 MB memory) -> physical GPU (device: 0, name: Tesla P40, pci bus id: "
        "0000:00:08.0, compute capability: 6.1)\n")


def test_ptxas_that_exits_on_a_gpu_every_cuda_knows_is_not_said_older_than_the_gpu() -> None:
    """tensorflow/tensorflow#50110: `ptxas exited with non-zero error code 256, output` on a Tesla P40."""
    # the title drops the colon after "output": nothing after it, so ptxas did not run
    cause, level, meaning, _ = _top("ptxas exited with non-zero error code 256, output\n\n" + _P40)
    assert (cause, level) == ("ptxas_missing", "warning")
    assert "could not run ptxas" in meaning
    # another exit code on compute capability 6.1 (CUDA 8 knew it): not a ptxas older than the GPU, said uncertain
    cause, level, meaning, fix = _top("ptxas exited with non-zero error code 65280, output: \n" + _P40)
    assert (cause, level) == ("ptxas_missing", "warning")
    assert meaning.startswith("uncertain")
    assert "8.0" in meaning
    assert "df -h /tmp" in fix
    # a GPU newer than CUDA 9's ptxas still reads as one the ptxas may predate, with a pip wheel that exists
    ampere = _P40.replace("Tesla P40", "NVIDIA GeForce RTX 3090").replace("capability: 6.1", "capability: 8.6")
    cause, _, meaning, fix = _top("ptxas exited with non-zero error code 65280, output: \n" + ampere)
    assert cause == "ptxas_too_old"
    assert "nvidia-cuda-nvcc-cu11" in fix


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
    # no CPU named: the CPU, said as uncertain, with the runtime as the other reading
    cause, level, meaning, fix = _top(_DLL_WORDS)
    assert (cause, level) == ("cpu_no_avx", "warning")
    assert "uncertain" in meaning
    assert "Visual C++" in fix
    # another package's DLL ("while importing cv2") is not TensorFlow's
    other = _DLL_WORDS.replace("Tensorflow on CPU ,", "cv2,") + "import tensorflow\n"
    assert "cpu_no_avx" not in {c for c, _ in _verdicts(other)}
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
    assert (cause, level) == ("two_tensorflow_installs", "error")
    assert "conda" in meaning
    assert "/home/me/.local/lib/python3.8/site-packages" in meaning
    assert "PYTHONNOUSERSITE" in fix
    # the distribution's package (an issue template's field naming Arch's repository)
    arch = "- TensorFlow installed from (source or binary): Arch community repository\n" + _USER_TRACEBACK
    cause, _, meaning, _ = _top(arch)
    assert cause == "two_tensorflow_installs"
    assert "distribution" in meaning
    # the user site alone is one install: nothing said of a second
    assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(_USER_TRACEBACK)}


def test_tensorflow_frames_in_the_user_site_and_in_another_site_packages_are_two_installs() -> None:
    """tensorflow/tensorflow#35969: tensorflow_core from Anaconda's site-packages, tensorflow from %APPDATA%."""
    paste = ("Traceback (most recent call last):\n"
             '  File "C:\\Users\\me\\Anaconda3\\lib\\site-packages\\tensorflow_core\\python\\framework\\ops.py", '
             "line 31, in <module>\n    from tensorflow.core.framework import attr_value_pb2\n"
             '  File "C:\\Users\\me\\AppData\\Roaming\\Python\\Python37\\site-packages\\tensorflow\\__init__.py", '
             "line 50, in __getattr__\n    module = self._load()\n"
             "ImportError: cannot import name '_tf_stack' from 'tensorflow_core.python'\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "error")
    assert "Anaconda3" in meaning
    assert "Roaming" in meaning
    # a virtual environment's site-packages beside the user site: its Python does not read the user site
    venv = paste.replace("C:\\Users\\me\\Anaconda3\\lib", "C:\\work\\.venv\\Lib")
    assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(venv)}


_VSCODE = ("For some reason the installed packages work when I execute them on CMD but not in VSCODE.\n"
           "Install tensorflow, pandas. Import packages in vscode. Encounter ModuleNotFoundError.\n")


def test_a_module_missing_in_an_ide_or_notebook_while_the_shell_imports_it_is_another_interpreter() -> None:
    """microsoft/vscode-python#15424 and pavanagrawal123/VSNotebooks#29: the shell imports, the editor does not."""
    cause, level, meaning, fix = _top(_VSCODE)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "IDE" in meaning
    assert "Select Interpreter" in fix
    notebook = ("while I can import tensorflow from the python terminal, when I run it in the VSNotebook in VS Code I "
                "get a ModuleNotFoundError.\n")
    assert _top(notebook)[:2] == ("wrong_interpreter", "error")
    # "not working in pycharm" is no place where it works
    negated = ("Tensorflow not working in pycharm\nIt is through Pycharm where I installed Tensorflow. "
               "ModuleNotFoundError: No module named 'tensorflow.contrib'\n")
    assert ("wrong_interpreter", "error") not in _verdicts(negated)
    # nothing missing said: no reading
    assert "wrong_interpreter" not in {c for c, _ in _verdicts(_VSCODE.replace("Encounter ModuleNotFoundError", "Ok"))}


def test_an_add_on_installed_with_a_notebook_s_pip_and_missing_in_its_kernel_is_another_interpreter() -> None:
    """tflearn/tflearn#939: `!pip install tflearn` in a cell worked, `import tflearn` finds no module."""
    paste = ('I did !pip install tflearn in a DataLab/Jupyter cell, which worked OK. But "Import tflearn" gives '
             "\"ImportError: No module named 'tflearn'\"\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "%pip install tflearn" in fix
    # told to install it, not installed: no reading of two interpreters
    told = "ImportError: No module named 'tflearn'\nYou should pip install tflearn first\n"
    assert ("wrong_interpreter", "error") not in _verdicts(told)


_MUTEX = ("libc++abi: terminating due to uncaught exception of type std::__1::system_error: mutex lock failed: "
          "Invalid argument\nAbort trap: 6\n")


def test_a_mutex_abseil_could_not_lock_at_tensorflow_s_import_is_another_package_s_native_copy() -> None:
    """tensorflow/tensorflow#98563 and #99464: TensorFlow 2.20 beside pyarrow, an abort or a blocked lock."""
    cause, level, meaning, fix = _top("Importing TF 2.20.0rc0 and PyArrow results in an abort\n" + _MUTEX)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain")
    assert "abseil" in meaning
    assert "2.19" in fix
    blocked = "I got an error [mutex.cc : 452] RAW: Lock blocking when trying to import tensorflow with v2.20.0\n"
    assert _top(blocked)[:2] == ("dependency_conflict", "warning")
    # the same crash with no TensorFlow named is another program's (tink-crypto/tink-py#25)
    assert "dependency_conflict" not in {c for c, _ in _verdicts("Tink 1.9 on import:\n" + _MUTEX)}


_NO_DEVICE = ("ubuntu@ip-10-0-0-98:~$ python\n>>> import tensorflow as tf\n>>> sess = tf.Session()\n"
              "E tensorflow/stream_executor/cuda/cuda_driver.cc:491] failed call to cuInit: CUDA_ERROR_NO_DEVICE\n")


def test_no_cuda_device_where_the_words_say_nvidia_smi_does_not_work_is_the_driver() -> None:
    """ritchieng/dlami#3: CUDA_ERROR_NO_DEVICE on a p2 instance whose nvidia-smi does not work."""
    cause, _, _, fix = _top("Nvidia-smi doesn't work. I started python:\n" + _NO_DEVICE)
    assert cause == "driver_missing"
    assert "driver" in fix
    # nvidia-smi failing only inside a container is that container's reading, not the machine's driver
    assert _top("nvidia-smi fails inside the container\n" + _NO_DEVICE)[0] != "driver_missing"
    # without it, CUDA_VISIBLE_DEVICES and the GPUs seen are what decide
    assert _top(_NO_DEVICE)[0] == "no_gpu_visible"


_CUDNN = ("Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\nTensorFlow version: 1.15\n"
          "CUDA/cuDNN version: cuda 10 cudnn 7.6.0\n")


def test_cudnn_failing_to_start_where_memory_growth_is_said_to_make_it_work_is_memory_taken_up_front() -> None:
    """tensorflow/tensorflow#47807: with allow_growth=False cuDNN cannot start; "When i set the allow_growth=True,
    the code works"."""
    cause, level, meaning, fix = _top(_CUDNN + "When i set the allow_growth=True, the code works in tf 1.15\n")
    assert (cause, level) == ("cudnn_init_failed", "error")
    assert "memory growth on" in meaning
    assert "allow_growth = True" in fix
    # growth said set and still failing is not that (the workspace, the versions)
    still = _top(_CUDNN + "With allow_growth=True it still does not work\n")
    assert "the words say it runs with memory growth on" not in still[2]
    # a question is not a report
    asked = _top(_CUDNN + "Does it work if I set allow_growth=True?\n")
    assert "the words say it runs with memory growth on" not in asked[2]


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
    # a Linux machine's conflict is not the Mac's wheels
    assert _top(_DEEPFACE.replace("macOS (M1 max)", "Ubuntu 22.04"))[0] != "python_unsupported"


def test_a_python_said_refused_in_a_linux_container_on_windows_is_read_against_linux_s_wheels() -> None:
    """tensorflow/tensorflow#40600: the tensorflow/tensorflow:1.15.0 image (Python 2.7), Docker Desktop on Windows."""
    paste = ("- OS Platform: the docker image tensorflow/tensorflow:1.15.0 in Docker Desktop on Windows 10\n"
             "- Python version: 2.7.15+\nTensorFlow 1.15.0 is not supported on my Python\n")
    assert "python_unsupported" not in {c for c, _ in _verdicts(paste)}
    # natively on Windows, TensorFlow 1.15 has no wheel for Python 2.7
    native = paste.replace("the docker image tensorflow/tensorflow:1.15.0 in Docker Desktop on ", "")
    assert ("python_unsupported", "error") in _verdicts(native)


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
    # the plugin in use and nothing failing: no reading; the same crash on Linux is not the plugin's
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(_METAL_LOG + "Epoch 1/10\n")}
    linux = "tensorflow 2.12 on Ubuntu 22.04\nFatal Python error: Segmentation fault\n"
    assert "metal_plugin_mismatch" not in {c for c, _ in _verdicts(linux)}


def test_xla_running_a_cuda_graph_op_by_op_is_harmless() -> None:
    """tensorflow/tensorflow#66589 and keras-team/keras#19081: Keras 3's XLA prints it while training runs."""
    line = ("W0000 00:00:1714315704.778368 2252 graph_launch.cc:671] Fallback to op-by-op mode because memset node "
            "breaks graph update\n")
    found = explain(line)
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")]
    assert "results unchanged" in found[0].meaning


def test_cudnn_failing_after_cuda_could_not_create_its_context_for_want_of_memory_is_the_memory_taken() -> None:
    """StatCan/aaw#821: an out-of-memory context and a cuDNN that could not start, its release a minor behind."""
    paste = ("Image is running with tensorflow-gpu v2.6.0, CUDA_VERSION 11.1.1 and CUDNN_VERSION 8.0.4.30\n"
             "InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory\n"
             "UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to "
             "initialize, so try looking to see if a warning log message was printed above. [Op:Conv2D]\n")
    assert {c for c, _ in _verdicts(paste)} == {"gpu_memory_in_use"}
    assert "nvidia-smi" in _top(paste)[3]
    # without the context's failure, the cuDNN a minor behind is what the paste decides
    alone = paste.replace("InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of "
                          "memory\n", "")
    assert _top(alone)[0] == "cudnn_version_mismatch"


def test_a_glibc_said_not_found_on_a_line_of_its_own_is_read() -> None:
    """conda-forge/tensorflow-feedstock#11: the title "GLIBC 2.17 not found" over a traceback cut short."""
    paste = ("GLIBC 2.17 not found\n\n>>> import tensorflow\nTraceback (most recent call last):\n"
             '  File "/envs/tensorflow/lib/python3.5/site-packages/tensorflow/__init__.py", line 23, in <module>\n'
             "    from tensorflow.python import *\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("tf_import_failed", "error")
    assert "2.17" in meaning


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
             "Run 1st in one terminal: python object_detection/train.py\nThat runs fine, training works... then "
             "run in 2nd terminal: python object_detection/eval.py\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "nvidia-smi" in fix
    # one script said to run fine, nothing run beside it: no reading of another process
    alone = "GPU memory error with eval.py\nThat runs fine, training works.\n"
    assert "gpu_memory_in_use" not in {c for c, _ in _verdicts(alone)}
