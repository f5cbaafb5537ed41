"""Forms met in the open halves of the hundred-and-sixty-fourth and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain, read_paste
from envcheck.explain._context import Context, _scan
from envcheck.tables import load_tables


def test_a_cuda_library_s_import_error_cut_after_its_name_is_still_that_library() -> None:
    """allenai/bilm-tf#160: the paste ends at "ImportError: libcusolver.so.8.0:", dlerror's words cut off."""
    paste = "ImportError: Failed to import test module: test_training\nImportError: libcusolver.so.8.0:\n"
    cause, _, _, fix = _top(paste)
    assert cause == "cuda_libs_missing"
    assert "8.0" in fix


_GUARD = ("2018-02-05 17:40:45.026070: W tensorflow/core/platform/cpu_feature_guard.cc:45] The TensorFlow library "
          "wasn't compiled to use AVX instructions, but these are available on your machine and could speed up CPU "
          "computations.\n")


def test_a_tensorflow_run_the_shell_reports_killed_is_most_likely_the_machine_s_ram_uncertain() -> None:
    """anishathalye/neural-style#112: the feature notices, then "killed": the kernel's OOM killer, most often."""
    cause, level, meaning, fix = _top(_GUARD + "killed\n")
    assert (cause, level) == ("model_too_large", "warning")
    assert meaning.startswith("uncertain: the process was killed")
    assert "dmesg" in meaning
    assert "RAM" in fix


def test_killed_inside_a_sentence_another_framework_s_run_or_another_reason_is_not_read_so() -> None:
    assert _verdicts(_GUARD + "The process got killed by my colleague, so I restarted it.\n") == []
    assert _verdicts("import torch\nEpoch 1\nKilled\n") == []
    pip = "Collecting tensorflow\n  Downloading tensorflow-2.4.0-cp38-cp38-manylinux2010_x86_64.whl\nKilled\n"
    limit = "import tensorflow\nslurmstepd: error: *** JOB 1 CANCELLED AT 2020-01-01 DUE TO TIME LIMIT ***\nKilled\n"
    assert all(e.cause != "model_too_large" for text in (pip, limit) for e in explain(text))
    assert _verdicts("Epoch 1/10\nKilled\n") == []  # no TensorFlow in the paste
    installed_then_run = pip.replace("Killed\n", "Successfully installed tensorflow-2.4.0\nEpoch 1/10\nKilled\n")
    assert ("model_too_large", "warning") in _verdicts(installed_then_run)  # pip done: the run's
    assert _verdicts("TensorFlow 2.4.0\nimport torch\nEpoch 1\nKilled\n") == []  # PyTorch's run


def test_tensorflow_s_loader_path_of_nvidia_s_cuda_images_shows_a_container() -> None:
    """snowzach/hassio-addons#7: libcuda.so.1 missing where LD_LIBRARY_PATH is the CUDA image's /usr/local/nvidia."""
    paste = ("2021-01-23 16:33:14.958018: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not "
             "load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file "
             "or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64\n")
    cause, _, _, fix = _top(paste)
    assert cause == "container_gpu_not_exposed"
    assert "--gpus" in fix
    assert _top("In google colab I get:\n" + paste)[0] != "container_gpu_not_exposed"  # its runtime's own path
    assert _top(paste.replace("/usr/local/nvidia/lib:/usr/local/nvidia/lib64", "/usr/local/cuda/lib64"))[0] != (
        "container_gpu_not_exposed")


_CUDART = ("2021-10-02 15:01:25.040703: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load "
           "dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such "
           "file or directory\n")


def test_a_machine_said_to_have_no_gpu_at_all_expects_tensorflow_s_cuda_notices() -> None:
    """JunshengFu/traffic-light-detector#5: "with no Cuda GPU with no GPU at all just the integrated intel one"."""
    for words in ("How could I use this with no Cuda GPU?\n", "I have no GPU at all, just the integrated one.\n"):
        assert _verdicts(words + _CUDART) == [], words
    assert _verdicts("The GPU is found but " + _CUDART)
    for words in ("TensorFlow detects no GPU at all, although nvidia-smi shows my RTX 3080.\n",
                  "It starts with no CUDA GPU visible.\n"):
        assert ("cuda_libs_missing", "error") in _verdicts(words + _CUDART), words


def test_one_process_said_to_take_all_the_gpu_s_memory_is_the_memory_taken() -> None:
    """IBM/federated-learning-lib#135: the first party takes all of it and the others fail with out of memory."""
    paste = ("when I try running using GPU, the first party allocates all the memory of the GPU, and when the other "
             "parties are created they throw exception out of memory as they cannot allocate anymore.\n")
    cause, _, _, fix = _top(paste)
    assert cause == "gpu_memory_in_use"
    assert "nvidia-smi" in fix
    for default in ("Each process allocates all the GPU memory by default.\n",
                    "By default TensorFlow processes take all the GPU memory.\n"):  # TensorFlow's own default told
        assert all(e.cause != "gpu_memory_in_use" for e in explain(default + "ResourceExhaustedError: OOM\n"))


_USER_SITE_TRACE = (
    "Traceback (most recent call last):\n"
    '  File "/opt/deepvariant/bin/run_deepvariant.py", line 48, in <module>\n'
    "    import tensorflow as tf\n"
    '  File "/home/tahmad/.local/lib/python3.8/site-packages/tensorflow/__init__.py", line 444, in <module>\n'
    "    _ll.load_library(_main_dir)\n")


def test_tensorflow_imported_from_the_user_site_beside_another_install_is_two_installs() -> None:
    """google/deepvariant#555: ~/.local's TensorFlow imported, the image's kernels in /usr/local/... loaded."""
    paste = _USER_SITE_TRACE + ("tensorflow.python.framework.errors_impl.NotFoundError: /usr/local/lib/python3.8/"
                                "dist-packages/tensorflow/core/kernels/libtfkernel_sobol_op.so: undefined symbol: "
                                "_ZN10tensorflow14kernel_factory17OpKernelRegistrar12InitInternal\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "error")
    titled = ("NotFoundError: /home/tahmad/.local/lib/python3.8/site-packages/tensorflow/python/_x.so: undefined "
              "symbol\n" + paste)  # the user site named in a title line first, then in the frames
    assert _top(titled)[:2] == ("two_tensorflow_installs", "error")
    assert "/home/tahmad/.local/lib/python3.8/site-packages" in meaning
    assert "/usr/local/lib/python3.8/dist-packages" in meaning
    assert "PYTHONNOUSERSITE=1" in fix


def test_another_python_s_a_venv_s_or_another_traceback_s_tensorflow_is_not_beside_the_user_site_s() -> None:
    other_python = "ImportError: /usr/local/lib/python3.6/dist-packages/tensorflow/python/_x.so: undefined symbol\n"
    venv = "ImportError: /home/u/venv/lib/python3.8/site-packages/tensorflow/python/_x.so: undefined symbol\n"
    frame = 'On the cluster:\n  File "/opt/conda/lib/python3.8/site-packages/tensorflow/__init__.py", line 3\n'
    listing = "Would remove:\n    /usr/local/lib/python3.8/dist-packages/tensorflow/*\n"
    for other in (other_python, venv, frame, listing):
        assert all(e.cause != "two_tensorflow_installs" for e in explain(_USER_SITE_TRACE + other)), other
    windows = ('  File "C:\\Users\\me\\AppData\\Roaming\\Python\\Python38\\site-packages\\tensorflow\\__init__.py", '
               "line 1\nImportError: C:\\Python37\\lib\\site-packages\\tensorflow\\python\\_x.pyd\n")
    assert all(e.cause != "two_tensorflow_installs" for e in explain(windows))


def test_the_user_site_s_tensorflow_in_a_singularity_container_is_said_uncertain() -> None:
    """google/deepvariant#385: the home folder's TensorFlow imported inside the Singularity image."""
    paste = ("I'm using the docker Deepvariant 1.0.0 via singularity, and getting this error:\n" + _USER_SITE_TRACE
             .replace("/home/tahmad", "/gpfs/home/evrong01").replace("python3.8", "python3.6")
             + "ModuleNotFoundError: No module named 'setuptools._dis\n")  # (cut there)
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert meaning.startswith("uncertain: the TensorFlow imported is in the user site /gpfs/home/evrong01/")
    assert "--no-home" in fix
    assert all(e.cause != "two_tensorflow_installs" for e in explain(paste.replace("via singularity", "")))


def test_an_error_said_to_come_with_each_distribution_is_not_two_installed() -> None:
    """tensorflow#56561: "Error shows up with tensorflow and tensorflow-cpu both": each tried, not both there."""
    words = "Error shows up with tensorflow and tensorflow-cpu both.\n"
    assert all(e.cause != "two_tensorflow_installs" for e in explain(words))
    there = "The problem occurs in my env, where tensorflow 1.15 and tensorflow-gpu 1.14 are both installed.\n"
    assert any(e.cause == "two_tensorflow_installs" for e in explain(there))
    assert any(e.cause == "two_tensorflow_installs" for e in explain("I have tensorflow and tensorflow-cpu both.\n"))


def test_the_driver_said_mismatched_with_its_library_is_nvml_s_mismatch_in_words() -> None:
    """lucidrains/deep-daze#147: "a message that my CUDA driver was mismatched with my library"; a reboot fixed it."""
    cause, _, _, fix = _top("I was only getting a message that my CUDA driver was mismatched with my library.\n")
    assert cause == "driver_library_mismatch"
    assert "reboot" in fix


def test_dyld_s_built_for_note_alone_says_the_macos_is_older_than_the_wheel_s() -> None:
    """rstudio/keras3#791: the paste ends at dyld's "(which was built for Mac OS X 10.12)", no "Expected in"."""
    site = "/Users/l/anaconda2/envs/r-tensorflow/lib/python3.7/site-packages/tensorflow/python"
    paste = (f"ImportError: dlopen({site}/_pywrap_tensorflow_internal.so, 6): Symbol not found: _clock_gettime\n"
             f"  Referenced from: {site}/../libtensorflow_framework.so (which was built for Mac OS X 10.12)\n")
    cause, _, meaning, fix = _top(paste)
    assert cause == "tf_import_failed"
    assert "which this macOS's system libraries do not have" in meaning  # 10.12 is the wheel's, not the machine's
    assert "upgrade macOS to 10.12 or newer" in fix
    words = ("I'm on macOS 13.1. The wheel is built for macOS 12.0\n" + paste.split("\n", maxsplit=1)[0]
             + "\n  Referenced from: /Users/l/x.so\n  Expected in: flat namespace\n")
    assert all(e.cause != "tf_import_failed" for e in explain(words))  # the words' "built for", not dyld's note


def test_wsl_s_missing_directx_libraries_name_the_folder_they_are_mapped_into() -> None:
    """microsoft/WSL#5630: tensorflow-directml's libd3d12.so not found: it comes from /usr/lib/wsl/lib."""
    cause, _, _, fix = _top("ImportError: libd3d12.so: cannot open shared object file: No such file or directory\n"
                            "Linux version 4.19.121-microsoft-standard\n")
    assert cause == "wsl_driver_not_visible"
    assert "/usr/lib/wsl/lib" in fix


def test_conda_s_tensorflow_base_of_another_release_beside_pip_s_tensorflow_is_two_installs() -> None:
    """tensorflow/hub#898: `conda list` shows tensorflow-base 2.0.0 beside tensorflow and tensorflow-gpu 2.2.0."""
    listing = ("tensorboard               2.2.2\ntensorflow                2.2.0\ntensorflow-base           2.0.0\n"
               "tensorflow-gpu            2.2.0\n")
    cause, level, meaning, fix = _top("AttributeError: module 'tensorflow_hub.tf_v1' has no attribute 'estimator'\n"
                                      + listing)
    assert (cause, level) == ("two_tensorflow_installs", "error")
    assert "tensorflow-base 2.0.0" in meaning
    assert "tensorflow 2.2.0" in meaning
    assert "conda remove --force tensorflow-base" in fix
    same = listing.replace("tensorflow-base           2.0.0", "tensorflow-base           2.2.0")
    assert all("tensorflow-base" not in e.meaning for e in explain(same))
    searched = "tensorflow-base 2.0.0 gpu_py37h0ec5d1f_0 pkgs/main\ntensorflow 2.2.0\n"  # `conda search`'s row
    spec = "  - tensorflow-base=1.15.0\ntensorflow 2.2.0\n"  # an environment file's
    assert all("tensorflow-base" not in e.meaning for text in (searched, spec) for e in explain(text))


def test_the_memory_optimizer_s_swap_op_without_a_cpu_kernel_is_most_likely_a_batch_too_big() -> None:
    """ProHiryu/bert-chinese-ner#15: '_CopyFromGpuToHost' has no CPU kernel; a smaller batch and sequence ran."""
    paste = ("2019-03-12 22:29:47.417690: E T:\\src\\github\\tensorflow\\tensorflow\\core\\common_runtime\\executor.cc:"
             "696] Executor failed to create kernel. Not found: No registered '_CopyFromGpuToHost' OpKernel for CPU "
             "devices compatible with node swap_out_gradients/bert/encoder/layer_11/output/dense/MatMul_grad\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("model_too_large", "warning")
    assert meaning.startswith("uncertain: TensorFlow's memory optimizer (grappler) swapped tensors out")
    assert "batch size" in fix
    assert "NO_MEM_OPT" in fix
    swapped_fine = "2019-03-12 I grappler/optimizers/memory_optimizer.cc] Swapping tensors to save memory\n"
    assert _verdicts(swapped_fine) == []  # the optimizer's work, no missing kernel


def test_the_cpu_version_said_to_be_the_one_installed_is_a_build_without_cuda() -> None:
    """rstudio/keras3#1509: install_keras(gpu = TRUE) "was always the CPU version that is installed"."""
    paste = ("From the installation messages, it was always the CPU version that is installed. "
             'tf$config$list_physical_devices("GPU") is always an empty list `list()`.\n')
    assert _top(paste)[0] == "cpu_only_build"


def test_a_template_s_installed_from_source_or_binary_question_is_neither_a_build_nor_a_version_cut() -> None:
    """tensorflow/model-optimization#1167: "TensorFlow version (installed from source or binary): 2.17.1"."""
    paste = ("ValueError: `prune_low_magnitude` can only prune an object of the following types: "
             "keras.models.Sequential, keras functional model, keras.layers.Layer, list of keras.layers.Layer.\n"
             "TensorFlow version (installed from source or binary): 2.17.1\n"
             "TensorFlow Model Optimization version (installed from source or binary): 0.8.0\n")
    reading = read_paste(paste)
    assert "TensorFlow 2.17.1" in reading.read
    ctx = Context()
    _scan(ctx, "TensorFlow version (installed from source or binary): 2.17.1", load_tables())
    assert "source_build" not in ctx.flags  # the template's question, not a source build
    _scan(ctx, "TensorFlow 2.4 installed from source", load_tables())
    assert "source_build" in ctx.flags
    cause, _, _, fix = _top(paste)
    assert cause == "keras3_legacy_code"
    assert "TF_USE_LEGACY_KERAS=1" in fix


def test_tf_nightly_installed_over_colab_s_tensorflow_and_the_import_crashing_is_two_installs() -> None:
    """googlecolab/colabtools#5714: tf-nightly imports in a fresh container but crashes in Colab."""
    paste = ("Tf-nightly fails in colab\nInstalling tf-nightly==2.21.0.dev20251115 results in a crash when attempting "
             "to import tensorflow in the notebook.\n`pip install tf-nightly==2.21.0.dev20251115`\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert meaning.startswith("uncertain: Colab comes with `tensorflow` installed")
    assert "uninstall -y tensorflow tf-nightly" in fix
    gpu_missing = "pip install tf-nightly-gpu\nin colab\nSystemError: GPU device not found\n"
    removed = "In colab `!pip uninstall -y tensorflow`, `!pip install tf-nightly`: import tensorflow crashes.\n"
    local = "It works on Colab. Locally, after `pip install tf-nightly`, importing tensorflow crashes.\n"
    both = "It runs on Colab; locally too. In colab `!pip install tf-nightly`, now import tensorflow crashes.\n"
    assert any(e.cause == "two_tensorflow_installs" for e in explain(both))  # Colab's run still
    for text in (gpu_missing, removed, local):
        assert all(e.cause != "two_tensorflow_installs" for e in explain(text)), text


def test_a_package_said_to_bring_tensorflow_gpu_beside_the_tensorflow_installed_is_two_installs() -> None:
    """tensorflow/addons#597: "tensorflow-addons 0.6.0 installs tensorflow-gpu on CPU only environment"."""
    said = "tensorflow-addons 0.6.0 installs tensorflow-gpu on CPU only environment.\n"
    assert _top(said + "`$ pip install tensorflow==2.0.0`\n`$ pip install tensorflow-addons==0.6.0`\n")[0] == (
        "two_tensorflow_installs")
    assert all(e.cause != "two_tensorflow_installs" for e in explain(said))  # no tensorflow installed beside it
    for words in ("`dreamer/setup.py` installs `tensorflow-gpu==1.13.1`.", "The Dockerfile installs tensorflow-gpu.",
                  "tensorflow-addons no longer depends on tensorflow-gpu.", "Anaconda installs tensorflow-gpu.",
                  "It also installs tensorflow-gpu.", "Then pipenv installs tensorflow-gpu.",
                  "my project depends on tensorflow-gpu."):
        paste = words + "\n`pip install tensorflow`\n"
        assert all(e.cause != "two_tensorflow_installs" for e in explain(paste)), words


def test_a_cpu_build_mamba_lists_comes_before_a_container_run_without_gpus() -> None:
    """jupyter/docker-stacks#1616: the image's tensorflow is conda's cpu_py39 build, listed as mamba lists it."""
    paste = ("`docker run -it --rm jupyter/tensorflow-notebook /bin/bash`\nTo see Tensorflow with cuda build\n"
             "  tensorflow                       2.7.0-cpu_py39h4655687_0\n"
             "  tensorflow-base                  2.7.0-cpu_py39hf4995fd_0\n")
    assert _top(paste)[0] == "cpu_only_build"
    gpu_build = paste.replace("-cpu_py39", "-cuda112py39")
    assert _top(gpu_build + "tf.config.list_physical_devices('GPU') returns []\n")[0] == "container_gpu_not_exposed"


def test_progbar_update_refusing_the_r_keras_package_s_arguments_is_the_r_package_behind_python_keras() -> None:
    """rstudio/keras#285, #287, #290: Python Keras 2.1.4 changed Progbar.update under the R package's patch."""
    paste = ("> library(keras)\nError in py_call_impl(callable, dots$args, dots$keywords) :\n"
             "  TypeError: update() takes from 2 to 3 positional arguments but 4 were given\n")
    cause, _, _, fix = _top(paste)
    assert cause == "keras_version_skew"
    assert 'install.packages("keras")' in fix
    assert "2.1.3" in fix
    python_only = "TypeError: update() takes from 2 to 3 positional arguments but 4 were given\n"
    assert _verdicts(python_only) == []  # any Python method's message without R's keras


def test_a_path_list_s_earlier_entries_are_not_part_of_the_site_a_drive_s_colon_is() -> None:
    ctx = Context()
    _scan(ctx, "ImportError: PYTHONPATH=/x:/home/u/.local/lib/python3.8/site-packages/tensorflow/a.so", load_tables())
    _scan(ctx, "ImportError: C:\\a;C:\\Python38\\lib\\site-packages\\tensorflow\\b.pyd", load_tables())
    _scan(ctx, "ImportError: C:/Python37/lib/site-packages/tensorflow/c.pyd", load_tables())
    assert set(ctx.tf_sites) == {"/home/u/.local/lib/python3.8/site-packages", "C:\\Python38\\lib\\site-packages",
                                 "C:/Python37/lib/site-packages"}
