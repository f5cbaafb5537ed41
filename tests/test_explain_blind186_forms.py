"""Forms met in the open halves of the hundred-and-eighty-sixth and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain


def test_tensorflow_s_mlir_pass_notice_is_harmless_in_any_case() -> None:
    """tensorflow#53354: the TF 2.4-2.6 notice retyped in lower case, asked how to fix."""
    for line in (("2021-11-27 10:00:00.000000: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] None "
                  "of the MLIR Optimization Passes are enabled (registered 2)"),
                 ("i tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] none of the mlir optimization "
                  "passes are enabled (registered 2)")):
        cause, level, _, _ = _top(f"{line}\nhow this fix ??\n")
        assert (cause, level) == ("harmless", "noise")


def test_the_shuffle_buffer_filled_notice_is_harmless_said_or_logged() -> None:
    """daniel-kukiela/nmt-chatbot#63: "Stuck at Shuffle buffer filled": tf.data's notice, training starts after it."""
    for paste in ("Stuck at Shuffle buffer filled\nI run the CPU version; it keeps using 90% of my CPU.\n",
                  "2019-05-01 I tensorflow/core/kernels/data/shuffle_dataset_op.cc:150] Shuffle buffer filled.\n"):
        assert _top(paste)[:2] == ("harmless", "noise")
        assert _verdicts(paste) == []


_CONFIGURE = ("You have bazel 3.1.0 installed.\nDo you wish to build TensorFlow with CUDA support? [y/N]: y\n"
              "Inconsistent CUDA toolkit path: /usr vs /usr/lib\n"
              "Asking for detailed CUDA configuration...\n"
              "Could not find any {file} matching version '{version}' in any subdirectory:\n"
              "        ''\n        'include'\n")


def test_configure_finding_no_cuda_header_of_the_version_asked_is_cuda_missing() -> None:
    """tensorflow#60178: ./configure's find_cuda_config.py found no cuda.h (or cudnn.h of version 8)."""
    for file, version in (("cuda.h", ""), ("cudnn.h", "8"), ("cudnn.h, cudnn_version.h", "8")):
        cause, level, meaning, fix = _top(_CONFIGURE.format(file=file, version=version))
        assert (cause, level) == ("cuda_libs_missing", "error")
        assert "./configure" in meaning
        assert "TF_CUDA_PATHS" in fix
    unversioned = _CONFIGURE.replace(" matching version '{version}'", "").format(file="cupti.h")
    assert "./configure" in _top(unversioned)[2]
    assert "TF_NCCL_VERSION" in _top(_CONFIGURE.format(file="nccl.h", version="2"))[3]
    assert _verdicts("ValueError: Could not find any images in any subdirectory of data/train\n") == []
    assert _verdicts("Could not find any downloads that satisfy the requirement foo\n") == []


_SHIM = ("Traceback (most recent call last):\n"
         '  File "main.py", line 12, in <module>\n'
         "    from tensorflow.keras.optimizers.schedules import LearningRateSchedule\n"
         '  File "C:\\env\\lib\\site-packages\\keras\\api\\_v2\\keras\\__init__.py", line 12, in <module>\n'
         "    from keras import __version__\n"
         '  File "C:\\env\\lib\\site-packages\\keras\\__init__.py", line 21, in <module>\n'
         "    from keras import models\n"
         '  File "C:\\env\\lib\\site-packages\\keras\\engine\\functional.py", line 26, in <module>\n'
         "    from keras import backend\n")


def test_tf_keras_failing_inside_the_keras_package_is_keras_skew_uncertain() -> None:
    """PIC4SeR/AcT#12, andreped/GradientAccumulator#93: the traceback ends in keras' own modules, its error cut off."""
    cause, level, meaning, fix = _top(_SHIM)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "keras==2.X.*" in fix
    cause, _, _, fix = _top("TensorFlow: 2.6\n" + _SHIM)
    assert cause == "keras_version_skew"
    assert "keras==2.6.*" in fix


def test_a_keras_traceback_that_is_not_the_2_6_shim_s_or_shows_another_failure_is_not_this() -> None:
    """TensorFlow 2.0-2.5's own tf.keras frames, another module missing, an interrupted run, PyTorch beside it."""
    without = _SHIM.replace("api\\_v2\\keras\\", "")
    assert all("inside keras' own modules" not in e.meaning for e in explain(without))
    own = _SHIM.replace("site-packages\\keras\\api", "site-packages\\tensorflow\\python\\keras\\api")
    assert all(e.cause != "keras_version_skew" for e in explain(own))
    assert all(e.cause != "keras_version_skew" for e in explain("TensorFlow version: 2.5.0\n" + _SHIM))
    for ending in ("ModuleNotFoundError: No module named 'scipy'\n", "KeyboardInterrupt\n",
                   "ValueError: Shapes (None, 10) and (None, 1) are incompatible\n"):
        assert all(e.cause != "keras_version_skew" for e in explain(_SHIM + ending)), ending
    assert all(e.cause != "keras_version_skew" for e in explain("import torch\n" + _SHIM))


def test_the_shim_s_failure_naming_keras_or_tensorflow_is_still_keras_skew() -> None:
    ending = "ImportError: cannot import name 'dtensor' from 'tensorflow.compat.v2.experimental'\n"
    assert any(e.cause == "keras_version_skew" for e in explain(_SHIM + ending))


_SHADOWED = ("Traceback (most recent call last):\n"
             '  File "exscel2.py", line 22, in <module>\n'
             "    import tensorflow as tf\n"
             '  File "C:\\carla2\\PythonAPI\\examples\\tensorflow.py", line 1, in <module>\n'
             "    import tensorflow_datasets as tfds\n"
             '  File "C:\\Python37\\lib\\site-packages\\tensorflow_datasets\\core\\tf_compat.py", line 47, in '
             "ensure_tf_install\n"
             "    import tensorflow.compat.v2 as tf  # pylint: disable=import-outside-toplevel\n"
             "ModuleNotFoundError: No module named 'tensorflow.compat'; 'tensorflow' is not a package\n")


def test_an_add_on_failing_on_a_tensorflow_the_user_s_own_file_shadows_is_no_add_on_mismatch() -> None:
    """carla-simulator/carla#4270: the script's own tensorflow.py is what `import tensorflow` found."""
    assert all(e.cause != "dependency_conflict" for e in explain(_SHADOWED))
    unshadowed = _SHADOWED.replace("; 'tensorflow' is not a package", "").replace(
        "No module named 'tensorflow.compat'", "module 'tensorflow' has no attribute 'compat'")
    assert _top(unshadowed)[0] == "dependency_conflict"


_ORT = ("D:\\a\\_work\\1\\s\\onnxruntime\\core\\providers\\cuda\\cuda_call.cc:121 onnxruntime::CudaCall CUDA failure "
        "35: CUDA driver version is insufficient for CUDA runtime version ; GPU=-1231511160 ; hostname=DESKTOP ; "
        "expr=cudaSetDevice(info_.device_id);\n")


def test_cuda_s_insufficient_driver_on_a_machine_said_to_have_no_nvidia_gpu_is_no_gpu() -> None:
    """C0untFloyd/roop-unleashed#586: "I do not have an nvidia card": error 35 is CUDA finding no driver at all."""
    for said in ("I do not have an nvidia card (I have an Intel(R) HD graphics 530).", "I do not have an nvidia card."):
        cause, level, meaning, fix = _top(f"{said}\n{_ORT}")
        assert (cause, level) == ("no_gpu_visible", "error")
        assert "error 35" in meaning
        assert "CPU" in fix
    assert _top("I have an RTX 3060 with driver 456.71.\n" + _ORT)[0] == "driver_too_old"


def test_no_gpu_said_beside_an_nvidia_gpu_or_driver_shown_is_not_a_machine_without_one() -> None:
    """The words are of another machine (a laptop without one, a rented VM with one), or of no GPU at all."""
    assert _top("I do not have a GPU memory problem; it is the driver.\n" + _ORT)[0] == "driver_too_old"
    rented = ("I don't have a dedicated GPU on my laptop so I rented a cloud VM:\n"
              "| NVIDIA-SMI 418.67       Driver Version: 418.67       CUDA Version: 10.1     |\n" + _ORT)
    assert _top(rented)[0] == "driver_too_old"
    assert _top("I do not have a GPU problem, the GPU is an RTX 3090.\n" + _ORT)[0] == "driver_too_old"


_NO_DRIVER = ("2021-09-03 23:13:51.220214: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
              "load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: "
              "No such file or directory\n"
              "2021-09-03 23:13:54.851455: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
              "load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such "
              "file or directory\n"
              "2021-09-03 23:13:54.853691: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to "
              "cuInit: UNKNOWN ERROR (303)\n")
_NOT_RUNNING = ("2021-09-03 23:13:54.853740: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver "
                "does not appear to be running on this host (raju-HP): /proc/driver/nvidia/version does not exist\n")


def test_the_cuda_runtime_is_moot_where_no_nvidia_kernel_driver_runs_and_no_gpu_is_shown() -> None:
    """BNN-UPC/GNNetworkingChallenge#6: a laptop's notices; the driver's reading answers, not the runtime's."""
    paste = "I am getting this kind of error:\n" + _NO_DRIVER + _NOT_RUNNING
    assert "cuda_libs_missing" not in {cause for cause, _ in _verdicts(paste)}
    assert _verdicts(paste)[0][0] == "driver_missing"
    assert "cuda_libs_missing" in {cause for cause, _ in _verdicts("I am getting this kind of error:\n" + _NO_DRIVER)}


def test_a_gpu_at_zero_percent_all_the_time_is_a_figure_of_the_run() -> None:
    """tensorflow#18691: "my GPU is almost all the time at 0% utilisation": not a moment between runs."""
    paste = "Moreover my GPU is almost all the time at 0% utilisation with around 90% of the memory used.\n"
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert "prefetch" in fix
    assert "interleave" in fix
    assert _verdicts("My GPU is at 0% utilisation.\n") == []
    assert _top("The GPU stays constantly at 0% utilisation.\n")[0] == "input_bound"


def test_the_cpu_package_said_chosen_beside_its_install_is_no_cpu_package_mistake() -> None:
    """tensorflow#15694: "pip install tensorflow (CPU only)" in the template, tf.data slower than Python loops."""
    template = ("- **TensorFlow installed from (source or binary)**: pip install tensorflow{said}\n"
                "- **TensorFlow version (use command below)**: v1.4.0-rc1-11-g130a514 1.4.0\n"
                "I'm moving to tf.data to manage minibatches (I/O performance on a GPU when I scale up), but the GPU "
                "is near idle and training is slow.\n")
    assert all(e.cause != "tf1_cpu_package" for e in explain(template.format(said=" (CPU only)")))
    assert any(e.cause == "tf1_cpu_package" for e in explain(template.format(said="")))
    asked = ("- TensorFlow installed from (source or binary): pip install tensorflow (CPU only)\n- TensorFlow version: "
             "1.4.0\n- GPU model and memory: GTX 1080 Ti 11GB\nWhy doesn't TensorFlow use my GPU? "
             "device_lib.list_local_devices() shows only CPU.\n")
    assert _top(asked)[0] == "tf1_cpu_package"
    words = template.format(said=" (CPU only)") + "How can I make it train on the GPU?\n"
    assert any(e.cause == "tf1_cpu_package" for e in explain(words))


def test_a_cuda_library_missing_on_linux_names_the_toolkit_s_lib64_folder() -> None:
    """tensorflow/serving#119: libcudart.so.7.5 not found although the toolkit has it in /usr/local/cuda-7.5/lib64."""
    paste = ("ImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory\n"
             "Ubuntu 14.04 LTS with CUDA 7.5 + cuDNN5\n")
    cause, _, _, fix = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "/usr/local/cuda-7.5/lib64" in fix
    assert "ldconfig" in fix
    major_only = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
    fix = _top(major_only)[3]
    assert "/usr/local/cuda/lib64" in fix
    assert "cuda-11" not in fix


_CUDA_UNKNOWN = ("2020-02-29 18:26:24.237060: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 "
                 "with properties:\npciBusID: 0000:02:00.0 name: GeForce MX250 computeCapability: 6.1\n"
                 "2020-02-29 18:26:24.300000: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch "
                 "value instead of handling error Internal: failed to get device attribute 13 for device 0: "
                 "CUDA_ERROR_UNKNOWN: unknown error\n")


def test_cuda_s_unknown_error_on_windows_is_the_driver_not_the_uvm_module() -> None:
    """tensorflow#37186: an MX250 laptop on Windows 10; nvidia-uvm is a Linux module."""
    cause, level, meaning, fix = _top("- OS Platform and Distribution: Windows 10\n" + _CUDA_UNKNOWN)
    assert (cause, level) == ("cuda_error", "warning")
    assert "uvm" not in fix
    assert "nvidia.com" in fix
    assert meaning.startswith("uncertain")
    # on Linux the nvidia-uvm module, its usual reason, is what the fix reloads (uncertain where nothing points at it)
    assert "nvidia_uvm" in _top("- OS Platform and Distribution: Ubuntu 18.04\n" + _CUDA_UNKNOWN)[3]
    assert "nvidia_uvm" in _top("Works on Windows 10. Fails on Ubuntu 18.04:\n" + _CUDA_UNKNOWN)[3]
    nvcuda = ("Fails on my Windows 10 laptop; my Linux server is fine.\n2020-02-29 18:26:23.596966: I "
              "tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library "
              "nvcuda.dll\n")
    assert "uvm" not in _top(nvcuda + _CUDA_UNKNOWN)[3]
    assert "nvidia_uvm" in _top(nvcuda.replace("nvcuda.dll", "cudart64_101.dll") + _CUDA_UNKNOWN)[3]
    assert "nvidia_uvm" in _top("I run it in WSL2 on Windows 11.\n" + _CUDA_UNKNOWN)[3]
    linux_lib = ("2020-02-29 18:26:23.596966: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] "
                 "Successfully opened dynamic library libcuda.so.1\n")
    assert "nvidia_uvm" in _top("Works on my Windows PC.\n" + linux_lib + _CUDA_UNKNOWN)[3]
    launch = _CUDA_UNKNOWN.replace("CUDA_ERROR_UNKNOWN: unknown error", "CUDA_ERROR_LAUNCH_FAILED: unspecified launch "
                                   "failure")
    assert all("nvidia-uvm module" not in e.meaning for e in explain("- OS: Windows 10\n" + launch))


_TRT_CUDNN = ("2022-01-12 05:55:45.849218: I tensorflow/compiler/tf2tensorrt/common/utils.cc:60] Loaded TensorRT "
              "version: 7.2.3\n"
              "2022-01-12 05:57:02.821888: E tensorflow/compiler/tf2tensorrt/utils/trt_logger.cc:40] DefaultLogger "
              "safeContext.cpp (124) - Cudnn Error in initializeCommonContext: 1 (Could not initialize cudnn, please "
              "check cudnn installation.)\n"
              "2022-01-12 05:57:02.821980: W tensorflow/compiler/tf2tensorrt/kernels/trt_engine_op.cc:945] TF-TRT "
              "Warning: Engine creation for TRTEngineOp_0_46 failed. The native segment will be used instead. Reason: "
              "INTERNAL: Failed to build TensorRT engine\n")


def test_tensorrt_unable_to_start_cudnn_is_cudnn_s_start_and_no_missing_tensorrt() -> None:
    """tensorflow#53730: TF-TRT building an engine; memory growth fixed it."""
    cause, _, _, fix = _top(_TRT_CUDNN)
    assert cause == "cudnn_init_failed"
    assert "GROWTH" in fix
    assert all("TensorRT is not installed" not in e.meaning for e in explain(_TRT_CUDNN))
    missing = ("2023-04-19 18:24:42.166144: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: "
               "Could not find TensorRT\n")
    assert _top(missing)[:2] == ("harmless", "noise")


def test_pip_unable_to_edit_anaconda_s_easy_install_pth_stopped_the_install() -> None:
    """tensorflow#6136: TensorFlow's Windows install under Anaconda, then `No module named 'tensorflow'`."""
    paste = ("C:\\> pip install --upgrade https://storage.googleapis.com/tensorflow/windows/cpu/tensorflow-0.12.0rc0-"
             "cp35-cp35m-win_amd64.whl\n"
             "Cannot remove entries from nonexistent file c:\\users\\me\\appdata\\local\\continuum\\anaconda3\\lib\\"
             "site-packages\\easy-install.pth\n"
             ">>> import tensorflow as tf\nImportError: No module named 'tensorflow'\n")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "-I setuptools" in fix
    assert "--ignore-installed" in fix
    spaced = paste.replace("\\users\\me\\", "\\Users\\John Smith\\")
    assert _top(spaced)[0] == "dependency_conflict"
    warned = ("WARNING: Cannot remove entries from nonexistent file /home/me/venv/lib/python3.10/site-packages/"
              "easy-install.pth\nSuccessfully installed mypkg-0.2 tensorflow-2.12.0\n")
    assert _verdicts(warned) == []


def test_the_python_said_not_to_fit_names_the_release_s_pythons() -> None:
    """Akhilesh64/ResUnet-a#6: "tensorflow-gpu==2.0.0 ... is asking for downgrading the python version"."""
    paste = "I am facing an error while using tensorflow-gpu==2.0.0 , It is asking for downgrading the python version."
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("python_unsupported", "warning")
    assert "3.7" in fix
    for said in ("I am using tensorflow-gpu==2.0.0, it does not support my python version.",
                 "TensorFlow 2.0.0 does not support my python version.",
                 "pip install tensorflow==2.0.0 is asking me to downgrade python, is there another way?"):
        assert _top(said)[0] == "python_unsupported", said
    for other in ("I downgraded python to 3.7 and tensorflow-gpu 2.0.0 works now.",
                  "I didn't have to downgrade python; tensorflow 2.2.0 installed fine.",
                  "Should I downgrade python for tensorflow 2.10.0?",
                  "tensorflow 2.10 does not support my python code that uses tf.Session.",
                  "I'm on tensorflow 2.12. opencv-contrib 3.4.2 does not support my python version.",
                  "pandas does not support my python version, so I use tensorflow 2.10.0 only.",
                  "tensorflow 2.10.0: it is not asking for downgrading the python version",
                  "My colleague told me to downgrade python for tensorflow 2.10.0",
                  "keras-nlp needs me to downgrade python for tensorflow 2.10"):
        assert all(e.cause != "python_unsupported" for e in explain(other)), other


def test_a_newer_numpy_said_to_break_a_named_release_pins_the_numpy_that_worked_within_its_build_major() -> None:
    """SINTEF/pyopia#50: "new version of numpy incompatible with tensorflow 2.10.0", no NumPy version given."""
    for said in ("numpy version needs specifying\nnew version of numpy incompatible with tensorflow 2.10.0\n",
                 "the latest numpy breaks tensorflow 2.10", "tensorflow 2.10.0 is incompatible with the latest numpy",
                 "TensorFlow 2.10 doesn't work with the new numpy release", "a numpy update broke my tensorflow 2.10"):
        cause, level, meaning, fix = _top(said)
        assert (cause, level) == ("numpy_incompatible", "warning")
        assert meaning.startswith("uncertain")
        assert "numpy==X.Y.Z" in fix
        assert "below 2" in fix
    assert "declares numpy~=1.19.2" in _top("new numpy version incompatible with tensorflow 2.4.0")[3]
    for other in ("Will the latest numpy be compatible with tensorflow 2.10?",
                  "The new numpy release works fine with tensorflow 2.10.0.",
                  "The latest numpy works with tensorflow 2.10.0 without any issues.",
                  "The new numpy release is incompatible with pandas 1.3 (tensorflow 2.10.0 is fine).",
                  "After a numpy upgrade my code was incompatible with tensorflow 2.10.0.",
                  "new version of numpy incompatible with my code",
                  "numpy 1.24 is incompatible with tensorflow 2.10.0 and torch",
                  "the latest numpy doesn't break tensorflow 2.10",
                  "the latest numpy is not incompatible with tensorflow 2.10.0, the problem is elsewhere"):
        assert all(e.cause != "numpy_incompatible" or "newer NumPy" not in e.meaning for e in explain(other)), other


def test_an_nccl_test_binary_said_to_hang_is_peer_to_peer_uncertain() -> None:
    """NVIDIA/nccl#120: nccl-tests' single/all_gather_test stuck on an AMD Ryzen board (its IOMMU)."""
    for paste in ("single/all_gather_test is always stuck\nMy cpu is one AMD Ryzen 7 1700X.",
                  "./build/reduce_scatter_perf -b 8 -e 128M -g 2 hangs forever",
                  "./all_gather_perf -b 8 -e 128M -g 2 hangs",
                  "MirroredStrategy freezes on particular GPU combination: ok with (1,2) but freezes on (2,3).",
                  "With tf.distribute.MirroredStrategy on 4 GPUs training hangs at the first epoch"):
        cause, level, meaning, fix = _top(paste)
        assert (cause, level) == ("gpu_peer_access_failed", "warning")
        assert meaning.startswith("uncertain")
        assert "NCCL_P2P_DISABLE=1" in fix
    for other in ("single/all_gather_test passed in 3 seconds.",
                  "bazel test //tensorflow/compiler/xla/tests:broadcast_test hangs forever",
                  "MirroredStrategy hangs on my single-GPU laptop",
                  "How do I freeze the first 100 layers when training with MirroredStrategy?"):
        assert all(e.cause != "gpu_peer_access_failed" for e in explain(other)), other


def test_a_cpu_only_setup_followed_leaves_the_cuda_runtime_notice_harmless() -> None:
    """davidADSP/Generative_Deep_Learning_2nd_Edition#9: "I followed the cpu only instruction", then cudart's notice."""
    log = ("2023-04-28 17:00:53.775889: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
           "load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: "
           "No such file or directory\n"
           "2023-04-28 17:00:53.775906: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart "
           "dlerror if you do not have a GPU set up on your machine.\n")
    for said in ("I followed the cpu only instruction.", "I used the CPU-only install.",
                 "I want to force tensorflow to run on the cpu only, how do I silence this?"):
        paste = f"Any idea how to solve the issue? {said}\n" + log
        assert "cuda_libs_missing" not in {cause for cause, _ in _verdicts(paste)}, said
    denied = "Any idea how to solve the issue? I did not follow the cpu only instructions.\n" + log
    assert "cuda_libs_missing" in {cause for cause, _ in _verdicts(denied)}
    assert "cuda_libs_missing" in {cause for cause, _ in _verdicts("Any idea how to solve the issue?\n" + log)}


def test_an_issue_template_s_gpu_field_answered_none_mentions_no_gpu() -> None:
    """jina-ai/clip-as-service#566: SageMaker's EI kernel, "GPU model and memory: none", a TF 1 API on TF 2."""
    paste = ("- OS Platform and Distribution: AWS Sagemaker conda_amazonei_tensorflow2_p36\n"
             "- TensorFlow version: 2.0.2\n- GPU model and memory: none\n"
             "AttributeError: module 'tensorflow' has no attribute 'logging'\n")
    assert all(e.cause != "cpu_only_build" for e in explain(paste))
    gpu = paste.replace("GPU model and memory: none", "GPU model and memory: Tesla V100, not found by TensorFlow")
    assert any(e.cause == "cpu_only_build" for e in explain(gpu))
    cuda_field = paste.replace("- GPU model and memory: none\n", "- CUDA/cuDNN version: N/A\n")
    assert all(e.cause != "cpu_only_build" for e in explain(cuda_field))


_SATISFIED = ("> (base) C:\\Users\\me>pip install tensorflow tensorflow_hub tensorflow_text\n"
              "Requirement already satisfied: tensorflow in c:\\users\\me\\appdata\\roaming\\python\\python38\\"
              "site-packages (2.3.1)\n"
              "Requirement already satisfied: tensorflow_text in c:\\users\\me\\anaconda3\\lib\\site-packages "
              "({text})\n"
              "ImportError: universal-sentence-encoder is not available.\n")


def test_pip_s_already_satisfied_lines_give_the_versions_installed_for_their_pairing() -> None:
    """ddangelov/Top2Vec#77: tensorflow 2.3.1 and tensorflow_text 2.4.0rc0, as pip found them installed."""
    cause, level, meaning, fix = _top(_SATISFIED.format(text="2.4.0rc0"))
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tensorflow-text 2.4.0rc0 is made for TensorFlow 2.4, not TensorFlow 2.3" in meaning
    assert "tensorflow-text" in fix
    assert all(e.cause != "dependency_conflict" for e in explain(_SATISFIED.format(text="2.3.0")))
    said = ("I am following the tf 2.9 tutorial.\n"
            "Requirement already satisfied: tensorflow in /usr/lib/python3/site-packages (2.4.0)\n"
            "Requirement already satisfied: tensorflow-addons in /usr/lib/python3/site-packages (0.19.0)\n")
    assert "not TensorFlow 2.4" in _top(said)[2]
    upgraded = ("Requirement already satisfied: tensorflow in /usr/lib/python3/site-packages (2.4.0)\n"
                "Successfully installed tensorflow-2.11.0\n"
                "Requirement already satisfied: tensorflow-addons in /usr/lib/python3/site-packages (0.19.0)\n")
    assert all(e.cause != "dependency_conflict" for e in explain(upgraded))


def test_an_add_on_that_does_not_import_here_is_no_pairing_of_its_version() -> None:
    """tensorflow/addons#2017: pip's answer is Python 2.7's site-packages; python3 cannot import the add-on at all."""
    paste = ("- TensorFlow version: Tensorflow 2.2\n$ pip install tensorflow-addons\n"
             "Requirement already satisfied: tensorflow-addons in ./.local/lib/python2.7/site-packages (0.7.1)\n"
             "ModuleNotFoundError: No module named 'tensorflow_addons'\n")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))
    importable = paste.replace("ModuleNotFoundError: No module named 'tensorflow_addons'\n", "")
    assert _top(importable)[0] == "dependency_conflict"
