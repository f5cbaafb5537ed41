"""Forms met in the open halves of the two-hundred-and-eighth and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain, read_paste

_TRAP = ("[Thu Mar 23 18:22:53 2023] traps: uwsgi[9880] trap invalid opcode ip:14f7a18b8980 sp:7fffe29c1128 error:0 "
         "in {lib}[14f796800000+4154a000]\n")


def test_the_kernel_s_invalid_opcode_trap_in_tensorflow_s_library_is_a_cpu_without_avx() -> None:
    """exadel-inc/CompreFace#1045: dmesg's trap lines for TensorFlow's own library, in a container on unraid."""
    for lib in ("_pywrap_tensorflow_internal.so", "libtensorflow_framework.so.2"):
        cause, level, meaning, _ = _top(_TRAP.format(lib=lib))
        assert (cause, level) == ("cpu_no_avx", "error")
        assert "AVX" in meaning
    # another library's trap (dlib built with AVX) is not TensorFlow's binary
    assert _verdicts(_TRAP.format(lib="dlib.cpython-36m-x86_64-linux-gnu.so")) == []


_UNAVAILABLE = ("tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: "
                "CUDA_ERROR_DEVICE_UNAVAILABLE: all CUDA-capable devices are busy or unavailable\n"
                "| NVIDIA-SMI 450.80.02    Driver Version: 450.80.02    CUDA Version: 11.0     |\n"
                "|   0  Tesla T4            Off  | 00000000:00:0C.0 Off |                    0 |\n"
                "| N/A   44C    P0    15W /  70W |   {used} / 15109MiB |      0%      {mode} |\n")


def test_a_gpu_busy_or_unavailable_that_nvidia_smi_shows_free_in_default_mode_is_no_other_process() -> None:
    """tensorflow#45450: CUDA says busy or unavailable, the table shows the T4 idle, its memory unused, mode Default."""
    cause, level, meaning, fix = _top(_UNAVAILABLE.format(used="0MiB", mode="Default"))
    assert (cause, level) == ("cuda_error", "warning")
    assert "uncertain" in meaning
    assert "0MiB of 15109MiB" in meaning
    assert "dmesg" in fix
    # a process holding its memory, or a compute mode that refuses a second one: the GPU is taken
    for used, mode in (("14000MiB", "Default"), ("0MiB", "E. Process"), ("0MiB", "Prohibited")):
        assert _top(_UNAVAILABLE.format(used=used, mode=mode))[0] == "gpu_memory_in_use", (used, mode)
    # a second GPU's row holding memory, or in a mode that refuses a second process: taken; a row without its mode
    second = "|   1  Tesla T4            Off  | 00000000:00:0D.0 Off |                    0 |\n"
    for used, mode in (("14000MiB", "Default"), ("0MiB", "E. Process"), ("0MiB", "E. Thread"), ("0MiB", "Prohibited")):
        table = _UNAVAILABLE.format(used="0MiB", mode="Default") + second + (
            f"| N/A   40C    P0    15W /  70W |   {used} / 15109MiB |      0%      {mode} |\n")
        assert _top(table)[0] == "gpu_memory_in_use", (used, mode)
    no_mode = _UNAVAILABLE.format(used="0MiB", mode="Default").replace("      0%      Default |", " |")
    assert _top(no_mode)[0] == "gpu_memory_in_use"
    # the mode shown by `nvidia-smi -q`, or set by hand, refuses it too
    default = _UNAVAILABLE.format(used="0MiB", mode="Default")
    for shown in ("    Compute Mode                    : Exclusive_Process\n", "I had run sudo nvidia-smi -c 3\n",
                  "I set sudo nvidia-smi --compute-mode=EXCLUSIVE_PROCESS\n"):
        assert _top(default + shown)[0] == "gpu_memory_in_use", shown
    for said in ("I ran sudo nvidia-smi -c 0\n", "I did not run nvidia-smi -c 3\n", "Should I run nvidia-smi -c 3?\n"):
        assert _top(default + said)[:2] == ("cuda_error", "warning"), said


def test_the_plain_package_said_imported_in_the_gpu_one_s_place_is_two_installs() -> None:
    """andabi/deep-voice-conversion#51: conda's tensorflow-gpu pulled tensorflow in, which training then used."""
    for said in ("It seems tensorflow-gpu installed from anaconda require tensorflow to be installed as well.",
                 "I found that tensorflow is called for training instead of tensorflow-gpu."):
        assert _top(said)[:2] == ("two_tensorflow_installs", "warning"), said
    for said in ("Does tensorflow-gpu require tensorflow to be installed as well?",
                 ("No, tensorflow-gpu does not require tensorflow to be installed as well. Uninstall tensorflow and "
                  "keep only tensorflow-gpu."),
                 "How do I check whether tensorflow is used instead of tensorflow-gpu?",
                 "Since TF 2.1, tensorflow is used instead of tensorflow-gpu; the GPU support is in the main package.",
                 "Is it possible to have two versions of tensorflow installed?",
                 "You should not have two versions of tensorflow installed. Remove the old one.",
                 "I don't have two versions of tensorflow installed, I checked pip list.",
                 "I make sure there are not two versions of tensorflow installed.",
                 "Is it true that tensorflow is used instead of tensorflow-gpu?"):
        assert _verdicts(said) == [], said
    for said in ("It turns out tensorflow is imported instead of tensorflow-gpu.",
                 "When I run my code, tensorflow is used instead of tensorflow-gpu.",
                 "tensorflow is picked instead of tensorflow-gpu, how do I fix this?"):
        assert _top(said)[0] == "two_tensorflow_installs", said


def test_the_input_said_slow_is_input_bound() -> None:
    """keithito/tacotron#80, Rayhane-mamah/Tacotron-2#236: the feeder's batches take long to make, said in words."""
    for said in ("Generated 32 batches of size 32 in 121.880 sec\nIt takes too much time to generate batches!",
                 ("The repo spends a significant time reading stuff from disk, resulting in high batch generation "
                  "times."),
                 "The data loading is the bottleneck of my training.",
                 "The batch generation is too slow.",
                 "It takes 10 minutes to generate batches.",
                 "The data loading is the bottleneck. I'm not sure how to speed it up.",
                 "The batch generation is too slow, and I fixed the NaN loss already."):
        cause, level, meaning, fix = _top(said)
        assert (cause, level) == ("input_bound", "warning"), said
        assert "input is slow" in meaning
        assert "envcheck run --watch" in fix
    for said in ("Does it take too much time to generate batches on a laptop?",
                 "My PyTorch DataLoader is the bottleneck of my training.",
                 ("I don't think the data loading is the bottleneck, since I use tf.data with prefetch and GPU "
                  "utilization is 98%."),
                 "tensorflow 2.10. It takes too much time to load data with pandas read_csv, 20 minutes for 10GB.",
                 ("I thought the input pipeline was the bottleneck, but after caching the dataset the training is "
                  "still slow. tensorflow-gpu 2.3"),
                 ("Previously the data loading was very slow but after using tf.data it's fine now; the issue is the "
                  "NaN loss."),
                 "It takes a long time to load the dataset into memory at startup; after that each epoch is fast.",
                 "The data loading is very slow at startup, then each epoch is fast.",
                 "Previously the data loading was the bottleneck; the issue now is the NaN loss.",
                 "I am forcing it to run on the CPU. The data loading is the bottleneck."):
        assert all("input is slow" not in e.meaning for e in explain(said)), said
    assert "predict.py" in _top("Data loading is slow during inference; predict takes 10 minutes.")[3]


def test_the_gpu_s_use_said_going_to_zero_past_a_parenthesised_condition_is_idle() -> None:
    """syang1993/gst-tacotron#50: "after 32 steps (if `_batches_per_group=32`) GPU utilization going to 0"."""
    said = ("When I start training it uses GPU but after 32 steps (if `_batches_per_group=32` in datafeeder) GPU "
            "utilization going to 0 and after many seconds the queue of data becomes ready and again training "
            "starts.")
    found = explain(said)[0]
    assert (found.cause, found.level) == ("input_bound", "warning")
    assert found.evidence == "low GPU utilisation with a Python or tf.data input pipeline"
    assert _top("GPU utilization drops down to 0 while the model is training.\n")[0] == "input_bound"
    assert _verdicts("The number of failed steps goes to 0 after the fix.") == []
    # after the run: not the run's use
    assert _verdicts("After training finishes, GPU utilization goes to 0 and memory stays at 10GB. Is this normal "
                     "for tensorflow?") == []


def test_wsl_s_no_adapter_message_is_read_with_a_title_s_typo() -> None:
    """NVIDIA/nvidia-docker#1797: the title retypes "adapters" as "adopters"."""
    for word in ("adapters", "adopters"):
        assert _top(f'Docker run gives : "WSL Environment Detected but no {word} were found"\n')[1] == "error"


def test_a_pin_of_the_and_cuda_extra_said_unavailable_is_a_dependency_conflict() -> None:
    """tensorflow#61986: TF 2.14's [and-cuda] pins tensorrt==8.5.3.1, which had no wheel for Python 3.11."""
    cause, level, meaning, fix = _top("tensorrt==8.5.3.1 from [and-cuda] not available in Python 3.11\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tensorrt==8.5.3.1" in meaning
    assert "Python 3.11" in meaning
    assert "--extra-index-url https://pypi.nvidia.com" in fix
    assert _verdicts("tensorrt==8.5.3.1 from [and-cuda] is available now\n") == []
    for said in ("tensorrt==8.5.3.1 pinned by tensorflow[and-cuda] is unavailable for Python 3.11",
                 "nvidia-cudnn-cu11==8.6.0.163 required by [and-cuda] cannot be found"):
        assert _top(said)[0] == "dependency_conflict", said
    # the extra's NVIDIA wheels are Linux ones: on native Windows the answer is WSL2
    cause, _, _, fix = _top("tensorrt==8.6.1 from [and-cuda] is not available on Windows\ntensorflow 2.14, Windows 11")
    assert cause == "windows_native_gpu_unsupported"
    assert "WSL2" in fix
    dual = "tensorrt==8.5.3.1 from [and-cuda] not available\nUbuntu 22.04 (dual boot with Windows 10)\n"
    assert _top(dual)[0] == "dependency_conflict"


def test_the_version_answered_after_the_old_template_s_quoted_command_is_read() -> None:
    """tensorflow#8835: 'Output from `python -c "import tensorflow; print(tensorflow.__version__)"`. 1.0.1'."""
    paste = ("[windows 7] Not using CUDA. GPU is no longer listed amongst available devices.\n"
             "Installed version of CUDA and cuDNN: CUDA 8.0 cuDNN 6.0\n"
             'Output from `python -c "import tensorflow; print(tensorflow.__version__)"`. 1.0.1\n')
    cause, _, meaning, fix = _top(paste)
    assert cause == "tf1_cpu_package"
    assert "TensorFlow 1.0.1" in meaning
    assert "tensorflow-gpu==1.0.1" in fix
    # a 0.x release with its patch number, not a bare "0.5"
    assert "TensorFlow 0.12.1" in read_paste(paste.replace("`. 1.0.1", "`. 0.12.1")).read
    assert not any("0.5" in fact for fact in read_paste(paste.replace("`. 1.0.1", "`. 0.5")).read)
    # code comparing it names no version installed
    assert "1.0.1" not in _top(paste.replace("`. 1.0.1", '` and `tf.__version__ == "1.0.1"`'))[2]


def test_the_cuda_runtime_s_invalid_argument_is_read_by_its_text() -> None:
    """NVIDIA/DIGITS#2211: cuda_driver.cc's CHECK on cudaErrorInvalidValue, whose text is "invalid argument"."""
    paste = ("F tensorflow/stream_executor/cuda/cuda_driver.cc:209] Check failed: err == cudaSuccess || err == "
             "cudaErrorInvalidValue Unexpected CUDA error:\ninvalid argument\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cuda_error", "warning")
    assert "another version than TensorFlow's build" in meaning
    assert "install the CUDA version TensorFlow was built with" in fix
    for said in ("RuntimeError: CUDA error: invalid argument\n",
                 "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CUDA error: invalid argument\n"):
        cause, level, meaning, fix = _top(said)
        assert (cause, level) == ("cuda_error", "warning")
        assert "the program's or the framework's own call" in meaning
        assert "CUDA_LAUNCH_BLOCKING=1" in fix
    assert _verdicts("ValueError: invalid argument\n") == []


_PRUNE = ("prune_low_magnitude can only prune an object of the following types: tf.keras.models.Sequential, tf.keras "
          "functional model, tf.keras.layers.Layer, list of tf.keras.layers.Layer. You passed an object of type: "
          "{passed}.\n")


def test_tfmot_refusing_a_functional_model_is_another_keras_s_model() -> None:
    """gaoshen90/XLCNet#1: pruning refused a Keras 3 "Functional" model; a subclassed one is the code's own."""
    assert _top(_PRUNE.format(passed="Sequential"))[:2] == ("keras3_legacy_code", "warning")
    cause, level, meaning, fix = _top(_PRUNE.format(passed="Functional"))
    assert (cause, level) == ("keras3_legacy_code", "warning")
    assert "uncertain" in meaning
    assert "Functional" in meaning
    assert "TF_USE_LEGACY_KERAS=1" in fix
    assert "prune_low_magnitude" in fix
    assert _verdicts(_PRUNE.format(passed="MyModel")) == []
    # a release without Keras 3: another Keras 2's model
    pinned = f"tensorflow 2.11.0\ntensorflow-model-optimization 0.7.3\n{_PRUNE.format(passed='Functional')}"
    cause, _, meaning, fix = _top(pinned)
    assert cause == "keras_version_skew"
    assert "whose tf.keras is Keras 2" in meaning
    assert "tf.keras" in fix


def test_keras_3_s_weights_file_name_refusal_is_read_from_a_title() -> None:
    """lululxvi/deepxde#1693: the title cuts what it received."""
    title = ("ValueError: The filename must end in `.weights.h5` after the updating tensorflow-probability[tf]\n")
    cause, _, _, fix = _top(title)
    assert cause == "keras3_legacy_code"
    assert ".weights.h5" in fix
    assert _verdicts("Keras docs: the filename must end in `.weights.h5` for save_weights.\n") == []


def test_the_native_runtime_with_the_dll_initialisation_failure_quoted_elsewhere_is_the_cpu_s() -> None:
    """CorentinJ/Real-Time-Voice-Cloning#641: the title, then a sentence quoting both messages, on Windows."""
    paste = ("Failed to load the native TensorFlow runtime.\n"
             "I get this error: `Failed to load the native TensorFlow runtime.` I am using Windows. This error comes "
             "with `ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.`\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("tf_import_failed", "warning")  # the runtime failed; which of AVX or the runtime is not
    assert "its DLL failed to initialise; uncertain why" in meaning  # decided without the CPU named
    # without Windows' words the message alone
    assert _top("Failed to load the native TensorFlow runtime.\nUbuntu 20.04\n")[0] == "tf_import_failed"
    # another package's DLL failing to initialise is not TensorFlow's
    torch = ("Failed to load the native TensorFlow runtime.\nWindows 10, python 3.8, tensorflow 2.5\nI also get "
             "OSError: [WinError 1114] A dynamic link library (DLL) initialization routine failed. Error loading "
             '"C:\\env\\lib\\site-packages\\torch\\lib\\c10.dll" or one of its dependencies.\n')
    assert all("DLL failed to initialise" not in e.meaning for e in explain(torch))
    cv2 = ("Failed to load the native TensorFlow runtime.\nWindows 10\nImportError: DLL load failed while importing "
           "cv2: A dynamic link library (DLL) initialization routine failed.\n")
    assert all("DLL failed to initialise" not in e.meaning for e in explain(cv2))
    # Windows' words alone say it is Windows
    node = ("Failed to load the native TensorFlow runtime.\nError: A dynamic link library (DLL) initialization routine "
            "failed.\n")
    assert "its DLL failed to initialise" in _top(node)[2]


def test_a_geforce_said_after_the_maker_with_conda_s_cuda_toolkit_is_a_gpu_newer_than_the_build() -> None:
    """tensorflow#44936: "Nvidia 3080", tensorflow-gpu from conda with "Cudatoolkit (from conda) 10.1.243"."""
    paste = ("I have the exactly same issue with Nvidia 3080, where the overhead to start the epoch takes a long time. "
             "I'm on Archlinux with tensorflow-gpu installed by conda.\n- Cudatoolkit (from conda) 10.1.243\n")
    cause, _, meaning, fix = _top(paste)
    assert cause == "gpu_too_new"
    assert "(10.1)" in meaning
    assert "Nvidia 3080" in meaning
    assert "8.6" in meaning
    assert "CUDA 11" in fix
    turing = paste.replace("Nvidia 3080", "Nvidia 2080").replace("(from conda) 10.1.243", "(conda) 9.0.176")
    assert _top(turing)[0] == "gpu_too_new"
    assert "Nvidia 2080" in _top(turing)[2]
    # a toolkit asked for in a conda command is not one installed
    solve = ("conda create -n dp deepmd-kit=2.1.0=*gpu cudatoolkit=10.1 -c https://conda.deepmodeling.org\n"
             "UnsatisfiableError: The following specifications were found to be incompatible with each other:\n"
             "TensorFlow Version 2.7\n")
    assert "cuda_libs_missing" not in [c for c, _ in _verdicts(solve)]


def test_tensorflow_s_own_library_missing_a_tensorflow_symbol_is_two_builds_mixed() -> None:
    """tensorflow#95758: libtensorflow_cc.so.2 lacks an OpKernel function libtensorflow_framework defines."""
    cause, level, meaning, fix = _top("ImportError: /site-packages/tensorflow/libtensorflow_cc.so.2: undefined symbol: "
                                      "_ZNK10tensorflow8OpKernel11TraceStringB5cxx11ERKNS_15OpKernelContextEb\n")
    assert (cause, level) == ("tf_import_failed", "error")
    assert "two builds" in meaning
    assert "pip uninstall tensorflow tensorflow-gpu" in fix
    # a program linked against a source build's libraries: those of one build
    cpp = _top("./inference_app: symbol lookup error: /usr/local/lib/libtensorflow_cc.so.2: undefined symbol: "
               "_ZN10tensorflow6Status12SlowCopyFromEPKNS0_5StateE\n")
    assert cpp[0] == "tf_import_failed"
    assert "ldd" in cpp[3]
    # Python's import of a conda build's libraries (in its env's lib folder) is still an install's
    conda = _top("ImportError: /opt/conda/envs/tf/lib/libtensorflow_cc.so.2: undefined symbol: "
                 "_ZNK10tensorflow8OpKernel11TraceStringB5cxx11ERKNS_15OpKernelContextEb\n")
    assert "pip uninstall" in conda[3]
    for line in ("libtensorflow_framework.so.2: undefined symbol: _ZN3tsl6Status12SlowCopyFromEPKNS0_5StateE",
                 "_pywrap_tensorflow_internal.so: undefined symbol: _ZTIN10tensorflow8OpKernelE",
                 "libtensorflow_framework.so.1: undefined symbol: _ZN15stream_executor4port11InternalErrorEv",
                 "libtensorflow_framework.so.2: undefined symbol: _ZN3xla14ShapeUtil10MakeShapeENS_13PrimitiveTypeE",
                 "libtensorflow_framework.so.1: undefined symbol: _ZN9perftools3gputools4port11InternalErrorEv"):
        assert "two builds" in _top(f"ImportError: {line}\n")[2], line
    # another library's symbol is not TensorFlow's own
    assert _verdicts("ImportError: libtensorflow_cc.so.2: undefined symbol: _ZN2cv3MatC1Ev\n") == []


def test_tf_compat_missing_as_tensorflow_2_0_or_2_1_imports_is_the_estimator_s_release() -> None:
    """tensorflow#40819, tensor2tensor#1824: conda paired tensorflow 2.0 and 2.1 with tensorflow-estimator 2.2."""
    error = "AttributeError: module 'tensorflow' has no attribute 'compat'\n"
    frame = '  File "C:\\envs\\tf21\\lib\\site-packages\\tensorflow_core\\__init__.py", line 46, in <module>\n'
    for release in ("2.0.0", "2.1"):
        cause, level, meaning, fix = _top(f"tensorflow-gpu {release}\npython 3.7.6\n{frame}{error}")
        assert (cause, level) == ("dependency_conflict", "error"), release
        assert "tensorflow-estimator" in meaning
        assert f"tensorflow-estimator=={'.'.join(release.split('.')[:2])}.*" in fix
    # no traceback through TensorFlow's import: uncertain; the code's own tensorflow.py: not read
    cause, level, meaning, _ = _top(f"tensorflow-gpu 2.0.0\n{error}")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "uncertain" in meaning
    own = f'tensorflow 2.1.0\n  File "/home/me/project/tensorflow.py", line 3, in <module>\n{error}'
    assert "dependency_conflict" not in [c for c, _ in _verdicts(own)]
    relative = f'tensorflow 2.1.0\n  File "tensorflow.py", line 3, in <module>\n{error}'
    assert "dependency_conflict" not in [c for c, _ in _verdicts(relative)]
    paired = f"tensorflow-gpu 2.1.0\ntensorflow-estimator 2.1.0\n{frame}{error}"
    assert "dependency_conflict" not in [c for c, _ in _verdicts(paired)]
    circular = ("tensorflow-gpu 2.0.0\nAttributeError: partially initialized module 'tensorflow' has no attribute "
                "'compat' (most likely due to a circular import)\n")
    assert "dependency_conflict" not in [c for c, _ in _verdicts(circular)]
    assert _top(f"tensorflow-gpu 2.1\n{frame}module tensorflow has no attribute compat\n")[0] == "dependency_conflict"
    # other releases have tf.compat, and with no release shown nothing decides
    for paste in (f"tensorflow 2.4.1\n{error}", error):
        assert "dependency_conflict" not in [c for c, _ in _verdicts(paste)], paste


def test_tf_keras_missing_is_not_the_standalone_keras_s_backend() -> None:
    """tensorflow#28213: keras 2.2.4 beside TensorFlow 2.0, but the code's own `tf.keras` is what is missing."""
    paste = ("tensorflow                2.0.0\nKeras                     2.2.4\n"
             "AttributeError: module 'tensorflow' has no attribute 'keras'\n"
             "import tensorflow as tf\nmnist = tf.keras.datasets.mnist\n")
    assert "keras_version_skew" not in [c for c, _ in _verdicts(paste)]
    for name in ("get_default_graph", "keras_preprocessing"):
        backend = paste.replace("'keras'", f"'{name}'").replace("mnist = tf.keras.datasets.mnist\n", "")
        assert _top(backend)[0] == "keras_version_skew", name


def test_a_new_geforce_beside_tensorflow_intel_is_not_read_as_a_tensorflow_1_build() -> None:
    """tensorflow#81340: pip installs tensorflow_intel on Windows 11 and the RTX 4060 laptop GPU is not seen."""
    paste = ("There is no way to install the gpu version of tensorflow on Windows 11. Every time I use pip to "
             "install tensorflow, it installs tensorflow_intel for me. I have an nvidia 4060 laptop, and cuda and "
             "cudnn are configured. And tf cannot recognize the gpu\n")
    assert _top(paste)[0] == "windows_native_gpu_unsupported"
    assert "TensorFlow 1" not in " ".join(e.meaning for e in explain(paste))


def test_a_run_said_started_but_on_the_cpu_is_tensorflow_seeing_no_gpu() -> None:
    """karanvivekbhargava/obamanet#11: "my training has started but on CPU"."""
    assert _top("I train the tensorflow model. My training has started but on CPU.\n")[0] == "gpu_not_detected"
    assert _verdicts("My training has started, but on CPU it is slow?\n") == []
    # the GPU said to work, the CPU compared: not a GPU unseen
    for said in ("The model trains fine on GPU but on CPU it gives different results. tensorflow 2.5",
                 "Training is fast on GPU but on CPU it takes 3 hours per epoch. tensorflow 2.9",
                 "The tensorflow model gets exported but on CPU the inference is slow.",
                 "Training on the GPU works but on CPU it crashes. tf 2.6",
                 "My script works but on CPU it gives NaN. tensorflow 2.8"):
        assert all("sees no GPU" not in e.meaning for e in explain(said)), said


def test_the_nvidia_installer_failing_to_build_its_module_is_the_driver_missing() -> None:
    """DeepLabCut/DeepLabCut#1056: the 384 .run installer could not build its module for Ubuntu 18.04's kernel."""
    paste = ('ERROR: An error occurred while performing the step: "Building kernel modules". See '
             "/var/log/nvidia-installer.log for details.\nERROR: The nvidia kernel module was not created.\n"
             "ERROR: Installation has failed.\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("driver_missing", "error")
    assert "could not build its kernel module" in meaning
    assert "linux-headers-$(uname -r)" in fix
    assert _verdicts("The nvidia kernel module was created and loads fine.\n") == []


def test_nvidia_smi_said_unable_to_connect_to_the_driver_is_no_driver_running() -> None:
    """lcp/mokutil#61: the module enrolled for Secure Boot, yet nvidia-smi "could not connect to the Nvidia driver"."""
    said = ("However the Nvidia driver is still not loading (as evident by running `nvidia-smi` and it telling me it "
            "could not connect to the Nvidia driver).\n")
    assert _top(said)[0] == "driver_missing"
    for said in ("running nvidia-smi it could not connect with the NVIDIA driver\n",
                 "When I run nvidia-smi, it says it could not connect to the NVIDIA driver.\n",
                 "nvidia-smi.exe says it could not communicate with the NVIDIA driver\n"):
        assert _top(said)[0] == "driver_missing", said
    for other in ("I could not connect to the Nvidia driver download page.\n",
                  ("nvidia-smi shows my GPU fine, but my tensorflow script could not connect to the driver, it says no "
                   "GPU. tf 2.11\n"),
                  "nvidia-smi lists both GPUs; the VNC session could not connect to the NVIDIA driver's X screen.\n",
                  ("nvidia-smi output is fine and the VNC session could not connect to the NVIDIA driver's X "
                   "screen.\n"),
                  "nvidia-smi is fine but tensorflow can not connect to the driver\n",
                  "nvidia-smi works fine, but my script cannot communicate with the driver\n"):
        assert "driver_missing" not in [c for c, _ in _verdicts(other)], other


def test_several_versions_of_tensorflow_said_on_the_path_are_two_installs() -> None:
    """tensorflow#50789: a venv made with --system-site-packages sees a shared site-packages' TensorFlow too."""
    for said in ("Import error when multiple versions of tensorflow are in python path\n",
                 "I have two versions of TensorFlow installed.\n"):
        assert _top(said)[0] == "two_tensorflow_installs", said
    assert _verdicts("I have two versions of tensorflow installed in separate conda environments.\n") == []
