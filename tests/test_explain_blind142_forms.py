"""Forms met in the open halves of the hundred-and-forty-second and later blind sets, read generally."""

from __future__ import annotations

from explained import top as _top

from envcheck.explain import explain, read_paste

_TRFL = ("Traceback (most recent call last):\n"
         '  File "index.py", line 2, in <module>\n'
         "    import trfl\n"
         '  File "/usr/local/lib/python3.6/site-packages/trfl/gen_distribution_ops.py", line 2, in <module>\n'
         '    _op_lib = tf.load_op_library(tf.resource_loader.get_path_to_datafile("_gen_distribution_ops.so"))\n'
         '  File "/usr/local/lib/python3.6/site-packages/tensorflow/python/framework/load_library.py", line 61, in '
         "load_op_library\n"
         "    lib_handle = py_tf.TF_LoadL\n")


def test_a_package_s_op_library_load_cut_before_its_message_is_that_package_s_build_uncertain() -> None:
    """google-deepmind/trfl#14: trfl's custom ops built for TF 1.12 under TF 1.13, the traceback cut."""
    cause, level, meaning, fix = _top(_TRFL)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain: trfl's compiled ops do not load")
    assert "pip show tensorflow trfl" in fix


def test_the_op_library_s_message_shown_keeps_its_own_reading() -> None:
    paste = _TRFL + ("tensorflow.python.framework.errors_impl.NotFoundError: /usr/local/lib/python3.6/site-packages/"
                     "trfl/_gen_distribution_ops.so: undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9"
                     "NewStringEv\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "uncertain" not in meaning


def test_a_notebook_s_or_tensorflow_s_own_frame_above_the_loader_names_no_package() -> None:
    """IPython running the user's own tf.load_op_library, or TensorFlow's contrib loading its ops: no package's."""
    loader = ('  File "/usr/lib/python3/site-packages/tensorflow/python/framework/load_library.py", line 60, in '
              "load_op_library\n")
    notebook = ('  File "/usr/lib/python3/site-packages/IPython/core/interactiveshell.py", line 3331, in run_code\n'
                "    exec(code_obj, self.user_global_ns, self.user_ns)\n")
    contrib = ('  File "/usr/lib/python3/site-packages/tensorflow_core/contrib/util/loader.py", line 55, in '
               "load_op_library\n")
    for above in (notebook, contrib):
        assert all("compiled ops do not load" not in e.meaning for e in explain(above + loader)), above


def test_tensorflow_1_13_s_contrib_notice_names_no_installed_release() -> None:
    """TensorFlow 1.13-1.15 print that contrib 'will not be included in TensorFlow 2.0': not the release installed."""
    notice = "WARNING: The TensorFlow contrib module will not be included in TensorFlow 2.0.\n"
    assert read_paste(notice).read == ()
    assert read_paste(notice + "tensorflow 1.14.0\n").read == ("TensorFlow 1.14.0",)


_CLUSTER = ("- **TensorFlow version**: v1.4.0-19-ga52c8d9, 1.4.1\n"
            "I have installed tensorflow-gpu-1.4 from wheel file in a virtualenv on the file-server.\n"
            "when I import the tensorflow on the machines that do not have the gpu (and Cuda is not installed on "
            "them) I get following error:\n"
            "> In [1]: import tensorflow as tf\n"
            "> ImportError                               Traceback (most recent call last)\n")


def test_tensorflow_gpu_1_x_not_importing_where_cuda_is_said_absent_is_its_cuda_libraries() -> None:
    """tensorflow/tensorflow#17033: one environment shared by GPU nodes and nodes without CUDA."""
    cause, level, meaning, fix = _top(_CLUSTER)
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "CUDA 8.0" in meaning
    assert "tensorflow==1.4.*" in fix  # the CPU package for the nodes without a GPU


def test_cuda_said_absent_under_a_release_that_loads_it_lazily_is_not_the_import_failure() -> None:
    """From 2.1 TensorFlow imports without CUDA (it warns and runs on the CPU)."""
    paste = _CLUSTER.replace("v1.4.0-19-ga52c8d9, 1.4.1", "2.4.1").replace("tensorflow-gpu-1.4", "tensorflow-gpu-2.4")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


def test_a_build_said_to_be_without_cuda_is_not_cuda_absent_from_the_machine() -> None:
    paste = _CLUSTER.replace("Cuda is not installed on them", "the wheel was compiled without CUDA")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


def test_pynvml_s_unknown_error_on_native_windows_is_the_driver_uncertain() -> None:
    """iperov/DeepFaceLab#191: NVML failing after a Windows update replaced NVIDIA's driver."""
    paste = ("I have GTX1060 GPU, and prebuilt windows app was working perfectly... But after the latest Windows 10 "
             "Update, something seems to be broken\n"
             "gpufmkmgr.pynvml.NVMLError_Unknown: Unknown Error\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("driver_missing", "warning")
    assert meaning.startswith("uncertain: NVML cannot reach the GPU on native Windows")
    assert "driver" in fix


def test_pynvml_s_unknown_error_in_a_container_is_the_container_s_lost_devices() -> None:
    paste = "docker run --gpus all myimage\npynvml.nvml.NVMLError_Unknown: Unknown Error\n"
    assert _top(paste)[0] == "container_gpu_not_exposed"


def test_a_requirement_said_with_a_spaced_operator_gives_no_range_without_its_version() -> None:
    """opencv/opencv-python#464's words: pip's own line has no space after the operator; the words' are read whole."""
    paste = "tensorflow 2.3 requires numpy >= 1.19.0 and openvino-dev requires numpy ~=1.18.5\n"
    found = explain(paste)
    assert found
    assert all("numpy>='" not in e.fix and "numpy>=:" not in e.meaning for e in found)
    assert found[0].cause == "dependency_conflict"
    assert "numpy>=1.19.0" in found[0].meaning


def test_pip_s_own_requirement_line_keeps_its_reading() -> None:
    cause, _, meaning, fix = _top("tensorflow 2.3.0 requires numpy<1.19.0,>=1.16.0, but you have numpy 1.19.5 which "
                                  "is incompatible.\n")
    assert cause == "numpy_incompatible"
    assert "numpy<1.19.0,>=1.16.0" in meaning
    assert "numpy<1.19.0,>=1.16.0" in fix


_XLA_MAC = ("2023-01-05 12:38:02.090126: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at "
            "xla_ops.cc:418 : NOT_FOUND: could not find registered platform with id: 0x1051fc880\n"
            "Traceback (most recent call last):\n"
            '  File "/Users/mac.user/git/tf-metal-experiments/train_benchmark.py", line 45, in <module>\n')


def test_xla_without_a_platform_on_a_mac_is_the_metal_gpu_that_xla_cannot_compile_for() -> None:
    """tlkh/tf-metal-experiments#19 (tensorflow#58988): TF 2.11's optimizers jit-compile; Metal has no XLA."""
    cause, level, meaning, fix = _top(_XLA_MAC)
    assert (cause, level) == ("metal_plugin_mismatch", "error")
    assert "XLA" in meaning
    assert "tf.keras.optimizers.legacy.Adam" in fix


def test_xla_naming_the_metal_platform_is_read_without_a_mac_path() -> None:
    """NVlabs/sionna#78: XLA's compiler lookup names the METAL platform itself."""
    paste = ("tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at xla_ops.cc:296 : UNIMPLEMENTED: "
             "Could not find compiler for platform METAL: NOT_FOUND: could not find registered compiler for platform "
             "METAL -- check target linkage\n")
    assert _top(paste)[0] == "metal_plugin_mismatch"


def test_xla_without_a_platform_elsewhere_decides_nothing() -> None:
    """tensorflow/java#347: the same words from a Linux GPU build (no Mac, no Metal): not this reading."""
    paste = ("2022-09-10 21:25:11.745187: W external/org_tensorflow/tensorflow/core/framework/op_kernel.cc:1745] "
             "OP_REQUIRES failed at xla_ops.cc:248 : NOT_FOUND: could not find registered platform with id: "
             "0x7f0297ff8f14\n")
    assert all(e.cause != "metal_plugin_mismatch" for e in explain(paste))


def test_a_windows_user_folder_is_not_a_mac() -> None:
    paste = _XLA_MAC.replace('"/Users/mac.user/git/tf-metal-experiments/', '"C:/Users/me/git/experiments/')
    assert all(e.cause != "metal_plugin_mismatch" for e in explain(paste))


def test_words_refusing_a_python_are_another_package_s_when_tensorflow_is_not_named() -> None:
    """tensorflow/tensorflow#53110: tflite-runtime's missing wheels, not TensorFlow's Pythons."""
    paste = ("Missing wheels for tflite-runtime on PyPI\n"
             "The PyPI release however doesn't have wheels for all the major platforms as the pycoral release has. "
             "For example is `linux_x86_64` missing and there are no wheels for python 3.9.\n")
    assert all(e.cause != "python_unsupported" for e in explain(paste))


def test_words_refusing_a_python_keep_tensorflow_misspelt() -> None:
    """tensorflow/tensorflow#10786: 'Unable to install tenserflow' names TensorFlow, misspelt."""
    cause, level, _, _ = _top("Unable to install tenser flow on python 3.6.1 on windows 10 x64\n"
                              "Unable to install tenserflow\n")
    assert (cause, level) == ("python_unsupported", "warning")


_PYEXT = ("ImportError: /miniconda3/envs/plasflow/lib/python3.5/site-packages/google/protobuf/pyext/"
          "_message.cpython-35m-x86_64-linux-gnu.so: undefined symbol: "
          "_ZNK6google8protobuf10TextFormat17FieldValuePrinter9PrintBoolEb\n")


def test_protobuf_s_extension_missing_a_libprotobuf_symbol_is_two_protobuf_builds_mixed() -> None:
    """smaegol/PlasFlow#30: conda's protobuf extension and another libprotobuf, failing TensorFlow's import."""
    cause, level, meaning, fix = _top(_PYEXT + "Error importing tensorflow.  Unless you are using bazel,\n")
    assert (cause, level) == ("protobuf_incompatible", "error")
    assert "libprotobuf" in meaning
    assert "conda install protobuf libprotobuf" in fix


def test_protobuf_s_extension_failing_in_another_program_is_not_tensorflow_s() -> None:
    for paste in (_PYEXT, '$ python -c "import onnx"\n' + _PYEXT):
        assert all(e.cause != "protobuf_incompatible" for e in explain(paste)), paste


def test_protoc_s_version_check_quoted_without_its_error_directive() -> None:
    """horovod/horovod#825: the .pb.h check's words, quoted alone, building Horovod against TensorFlow 1.13."""
    paste = ("I am unable to install Horovod on top of Tensorflow 1.13 (rc0, rc1 or built from source).\n"
             "`This file was generated by a newer version of protoc which is incompatible with your Protocol Buffer "
             "headers.  Please update your headers.`\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("protobuf_incompatible", "error")
    assert "older than the protoc" in meaning


def test_cuda_said_absent_beside_an_import_error_with_its_message_is_that_message_s() -> None:
    """The ImportError's own words decide: a module missing is not CUDA's libraries."""
    paste = ("I pip installed tensorflow-gpu==1.4.0 but I don't have CUDA installed (no nvidia GPU).\n"
             ">>> import tensorflow as tf\n"
             "ModuleNotFoundError: No module named 'tensorflow'\n")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


def test_tensorflow_gpu_1_15_imports_without_cuda() -> None:
    """TensorFlow 1.15's GPU package loads CUDA lazily and runs on machines without a GPU (its release notes)."""
    paste = _CLUSTER.replace("v1.4.0-19-ga52c8d9, 1.4.1", "1.15.0").replace("tensorflow-gpu-1.4", "tensorflow-gpu-1.15")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


_TF_TEXT_CUT = (
    '  File "/usr/lib/python3/site-packages/tensorflow_text/python/ops/regex_split_ops.py", line 27, in <module>\n'
    "    gen_regex_split_ops = load_library.load_op_library(\n"
    '  File "/usr/lib/python3/site-packages/tensorflow/python/framework/load_library.py", line 54, in '
    "load_op_library\n")


def test_an_add_on_named_like_tensorflow_s_own_packages_is_read_as_the_add_on() -> None:
    cause, level, meaning, _ = _top(_TF_TEXT_CUT)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tensorflow-text's compiled ops" in meaning


def test_the_loader_s_exception_shown_is_no_cut_traceback() -> None:
    paste = _TF_TEXT_CUT + "tensorflow.python.framework.errors_impl.AlreadyExistsError: Op with name RegexSplit\n"
    assert all("compiled ops do not load" not in e.meaning for e in explain(paste))


def test_a_traceback_through_a_package_not_ending_in_the_loader_is_no_op_library_failure() -> None:
    paste = ("My custom op is loaded with my_ops = tf.load_op_library('./build/libmy_ops.so') and that works.\n"
             "Traceback (most recent call last):\n"
             '  File "/opt/conda/lib/python3.8/site-packages/transformers/modeling_tf_utils.py", line 1012, in '
             "train_step\n"
             '  File "/opt/conda/lib/python3.8/site-packages/tensorflow/python/eager/execute.py", line 54, in '
             "quick_execute\n")
    assert all("compiled ops do not load" not in e.meaning for e in explain(paste))


def test_xla_without_a_platform_on_an_arm_server_or_a_linux_cluster_home_is_not_the_mac_s() -> None:
    line = ("W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:418 : NOT_FOUND: could "
            "not find registered platform with id: 0x1051fc880\n")
    for context in ("Running in docker on an AWS Graviton (arm64) instance, tensorflow 2.12 with jit_compile=True\n",
                    '  File "/users/PAS1234/alice/train.py", line 45, in <module>\n'):
        assert all(e.cause != "metal_plugin_mismatch" for e in explain(context + line)), context


def test_nvml_s_unknown_error_beside_ubuntu_is_not_native_windows() -> None:
    paste = ("I dual boot Windows 10 and Ubuntu 20.04. On Ubuntu:\n$ nvidia-smi\n"
             "Failed to initialize NVML: Unknown Error\n")
    assert all(e.cause != "driver_missing" for e in explain(paste))


def test_the_extension_s_symbol_in_protobuf_s_own_namespace_is_read_as_two_builds_mixed() -> None:
    paste = (">>> import tensorflow as tf\n"
             "ImportError: /env/lib/python3.7/site-packages/google/protobuf/pyext/_message.cpython-37m-x86_64-linux-"
             "gnu.so: undefined symbol: _ZN6google8protobuf2io16CodedInputStream20ReadVarint32FallbackEj\n")
    cause, _, meaning, _ = _top(paste)
    assert cause == "protobuf_incompatible"
    assert "are different builds" in meaning


def test_the_english_tensor_flow_is_not_tensorflow_named() -> None:
    paste = "Unable to install pygraphviz on python 3.12 to draw my tensor flow graph\n"
    assert all(e.cause != "python_unsupported" for e in explain(paste))


def test_pip_s_check_of_another_package_s_protobuf_range_outside_tensorflow_s_is_the_conflict() -> None:
    """vertex-ai-samples#4022's form: a package's protobuf range that shares no version with TensorFlow's own."""
    paste = ("googleapis-common-protos 1.56.4 requires protobuf<3.20, but you have protobuf 3.20.3 which is "
             "incompatible.\ntensorflow 2.12.0\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "googleapis-common-protos 1.56.4 requires protobuf<3.20 and TensorFlow 2.12 declares" in meaning


def test_another_package_s_range_that_meets_tensorflow_s_or_no_tensorflow_decides_nothing() -> None:
    meets = ("numba 0.56.4 requires numpy<1.24,>=1.18, but you have numpy 1.24.3 which is incompatible.\n"
             "tensorflow 2.13.0\n")
    alone = "tensorboardx 2.6.2.2 requires protobuf>=3.20, but you have protobuf 3.19.6 which is incompatible.\n"
    for paste in (meets, alone):
        assert all(e.cause != "dependency_conflict" for e in explain(paste)), paste


def test_the_loader_s_exception_seen_before_in_a_title_still_ends_the_cut() -> None:
    """An issue's title repeats the error line: read again after the loader's frame, it is the message shown."""
    error = "tensorflow.python.framework.errors_impl.AlreadyExistsError: Op with name RegexSplit already registered\n"
    assert all("compiled ops do not load" not in e.meaning for e in explain(error + "\n" + _TF_TEXT_CUT + error))


def test_the_user_s_own_code_calling_the_loader_names_no_package() -> None:
    """absl's runner above the user's script, which itself calls tf.load_op_library: no installed package's ops."""
    paste = ('  File "/usr/lib/python3/site-packages/absl/app.py", line 258, in _run_main\n'
             "    sys.exit(main(argv))\n"
             '  File "train.py", line 12, in main\n'
             "    ops = tf.load_op_library('./build/libcustom_ops.so')\n"
             '  File "/usr/lib/python3/site-packages/tensorflow/python/framework/load_library.py", line 54, in '
             "load_op_library\n")
    assert all("compiled ops do not load" not in e.meaning for e in explain(paste))


def test_the_loader_in_tensorflow_core_and_in_ipython_s_frames_is_read() -> None:
    """TensorFlow 1.15-2.1's tensorflow_core folder, and IPython 8's `File path:line, in name` frame."""
    core = ('  File "/usr/local/lib/python3.7/dist-packages/horovod/tensorflow/mpi_ops.py", line 58, in <module>\n'
            "    MPI_LIB = _load_library('mpi_lib' + get_ext_suffix())\n"
            '  File "/usr/local/lib/python3.7/dist-packages/horovod/common/util.py", line 51, in _load_library\n'
            "    library = load_library.load_op_library(filename)\n"
            '  File "/usr/local/lib/python3.7/dist-packages/tensorflow_core/python/framework/load_library.py", line '
            "61, in load_op_library\n")
    ipython = ("File /opt/conda/lib/python3.10/site-packages/trfl/gen_distribution_ops.py:2\n"
               "----> 2 _op_lib = tf.load_op_library(path)\n"
               "File /opt/conda/lib/python3.10/site-packages/tensorflow/python/framework/load_library.py:54, in "
               "load_op_library(library_filename)\n")
    for paste, dist in ((core, "horovod"), (ipython, "trfl")):
        cause, _, meaning, _ = _top(paste)
        assert cause == "dependency_conflict", paste
        assert f"{dist}'s compiled ops do not load" in meaning
    assert "--force-reinstall horovod" in _top(core)[3]


def test_xla_on_a_linux_container_mounting_a_mac_folder_is_not_the_mac_s() -> None:
    paste = ("$ docker run --rm -v /Users/ana/proj:/workspace tensorflow/tensorflow:2.13.0 python train.py\n"
             + _XLA_MAC.splitlines(keepends=True)[0])
    assert all(e.cause != "metal_plugin_mismatch" for e in explain(paste))


def test_a_mac_named_alone_beside_xla_without_a_platform_is_the_metal_gpu() -> None:
    paste = "Training on my MacBook Air with tensorflow-macos 2.12\n" + _XLA_MAC.splitlines(keepends=True)[0]
    assert _top(paste)[0] == "metal_plugin_mismatch"


def test_pip_before_20_3_s_check_and_an_environment_marker_are_read() -> None:
    old_pip = ("ERROR: googleapis-common-protos 1.56.4 has requirement protobuf<3.20, but you'll have protobuf 3.20.3 "
               "which is incompatible.\ntensorflow 2.12.0\n")
    marker = ('googleapis-common-protos 1.56.4 requires protobuf<3.20; python_version < "3.12", but you have protobuf '
              "3.20.3 which is incompatible.\ntensorflow 2.12.0\n")
    for paste in (old_pip, marker):
        assert _top(paste)[:2] == ("dependency_conflict", "error"), paste


def test_another_package_s_range_against_a_tensorflow_pip_just_replaced_decides_nothing() -> None:
    paste = ("    Found existing installation: tensorflow 2.10.0\n"
             "      Successfully uninstalled tensorflow-2.10.0\n"
             "grpcio-status 1.62.1 requires protobuf>=4.21.6, but you have protobuf 3.20.3 which is incompatible.\n"
             "Successfully installed protobuf-3.20.3 tensorflow-2.12.0\n")
    assert all("grpcio-status" not in e.meaning for e in explain(paste))


def test_cuda_said_absent_beside_another_module_s_import_failing_is_not_tensorflow_s() -> None:
    paste = ("Env: tensorflow-gpu 1.12.0 (works fine on the GPU box). This laptop has no NVIDIA card, so CUDA isn't "
             "installed here.\n"
             "In [1]: import cv2\n"
             "ImportError                               Traceback (most recent call last)\n")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


def test_tensorflow_gpu_1_14_on_linux_loads_cuda_lazily_but_not_on_windows() -> None:
    """1.14 dlopens CUDA lazily on Linux; on Windows 1.13-2.0's self-check refuses the import without cudart."""
    linux = _CLUSTER.replace("v1.4.0-19-ga52c8d9, 1.4.1", "1.14.0").replace("tensorflow-gpu-1.4", "tensorflow-gpu-1.14")
    assert all(e.cause != "cuda_libs_missing" for e in explain(linux))
    windows = linux.replace("I have installed", "On Windows 10 I have installed")
    assert _top(windows)[0] == "cuda_libs_missing"


def test_tensor_flow_capitalised_is_tensorflow_named() -> None:
    cause, _, _, _ = _top("Unable to install Tensor Flow on python 3.12, pip says no matching distribution\n")
    assert cause == "python_unsupported"


def test_a_patch_release_s_pin_is_the_range_its_tensorflow_declares() -> None:
    """vertex-ai-samples#4022: TensorFlow 2.9.0 declared protobuf>=3.9.2; 2.9.1 on declare <3.20 (the tables' pins)."""
    paste = ("tensorboardx 2.6.2.2 requires protobuf>=3.20, but you have protobuf 3.19.6 which is incompatible.\n"
             "REQUIRED_PACKAGES = ['tensorflow==2.9.3', 'protobuf>=3.9.2,<3.20']\n")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "TensorFlow 2.9.3 declares protobuf<3.20,>=3.9.2" in meaning
    assert all(e.cause != "dependency_conflict" for e in explain(paste.replace("2.9.3", "2.9.0")))


def test_a_numpy_2_range_is_met_only_by_a_tensorflow_built_for_numpy_2() -> None:
    """TensorFlow 2.14 declares no NumPy ceiling but was built against NumPy 1: not offered for numpy>=2."""
    paste = ("thinc 8.3.4 requires numpy<3.0.0,>=2.0.0, but you have numpy 1.26.4 which is incompatible.\n"
             "tensorflow 2.15.0\n")
    _, _, _, fix = _top(paste)
    assert "TensorFlow 2.14" not in fix
    assert "TensorFlow 2.18" in fix
