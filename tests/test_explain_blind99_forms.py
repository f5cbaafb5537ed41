"""Forms met in the open halves of the ninety-ninth to hundred-and-second blind sets, each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_a_symbolic_tensor_elided_by_the_user_is_still_numpy_refusing_it() -> None:
    """NLP-kr/tensorflow-ml-nlp-tf2#31: the tensor's name cut to dots; no TensorFlow named, so uncertain."""
    top = explain("NotImplementedError: Cannot convert a symbolic Tensor ...... to a numpy array")[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "numpy<1.20" in top.fix


def test_a_title_s_symbolic_tensor_with_an_environment_module_s_tensorflow_is_decided() -> None:
    """kr-colab/ReLERNN#60: the title's words, and `tensorflow/2.2.0` as an environment module names it."""
    paste = ("Error converting symbolic tensor object to numpy while running RELERNN_TRAIN\n\n"
             "I ran into this after a fresh install of a conda environment following the same versions of "
             "dependencies specified in the documentation (tensorflow/2.2.0, cudatoolkit/10.1.243, and cudnn/7.6.5).")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error"), top
    assert "TensorFlow 2.2" in top.meaning


def test_keras_3_s_symbolic_input_refused_by_numpy_is_not_read_as_numpy_s_version() -> None:
    """Keras' own wording for code that hands a KerasTensor to NumPy: the code's, not the versions'."""
    paste = ("TypeError: Cannot convert a symbolic Keras input/output to a numpy array. This error may indicate that "
             "you're trying to pass a symbolic value to a NumPy call, which is not supported.")
    assert all(e.cause != "numpy_incompatible" for e in explain(paste))


def test_an_api_ms_win_crt_dll_missing_is_the_universal_c_runtime() -> None:
    """deeppomf/DeepCreamPy#142: a UCRT API set missing on an older Windows."""
    top = explain('When I open the batch file I get an error saying\n\n"api-ms-win-crt-math-l1-1-0.dll is missing"')[0]
    assert (top.cause, top.level) == ("msvc_runtime_missing", "error"), top
    assert "Universal C Runtime" in top.meaning
    assert "KB2999226" in top.fix


def test_windows_dialog_s_wording_of_the_missing_ucrt_is_read_too() -> None:
    paste = ("The program can't start because api-ms-win-crt-runtime-l1-1-0.dll is missing from your computer. Try "
             "reinstalling the program to fix this problem.")
    assert explain(paste)[0].cause == "msvc_runtime_missing"


def test_an_api_set_in_a_dependency_listing_alone_is_not_read() -> None:
    """Dependency Walker lists the API sets unresolved on every Windows: no verdict from a listing."""
    assert not explain("API-MS-WIN-CRT-RUNTIME-L1-1-0.DLL\nAPI-MS-WIN-CRT-HEAP-L1-1-0.DLL")


def test_the_glibc_fix_names_the_symbol_version_the_loader_asked_for() -> None:
    """mind/wheels#28: the loader's `GLIBC_2.23'; the fix names it as `ldd`'s libc would have it."""
    top = explain("ImportError: /lib64/libm.so.6: version `GLIBC_2.23' not found")[0]
    assert top.cause == "tf_import_failed", top
    assert "GLIBC_2.23" in top.fix


def test_bad_alloc_while_training_is_the_machine_s_ram_uncertain() -> None:
    """hx173149/C3D-tensorflow#57: std::bad_alloc mid-training on a machine short of RAM."""
    paste = ("While training the process stops and I'm getting a \"tensorflow terminate called after throwing an "
             "instance of 'std::bad_alloc'\" error.\n\nHow much memory is needed to train on the full UCF-101 dataset?")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("model_too_large", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "RAM" in top.fix


def test_bad_alloc_with_neither_training_nor_memory_said_is_not_read() -> None:
    paste = ("import tensorflow as tf\nterminate called after throwing an instance of 'std::bad_alloc'\n"
             "  what():  std::bad_alloc\nAborted (core dumped)")
    assert all(e.cause != "model_too_large" for e in explain(paste))


def test_bad_alloc_in_a_pytorch_run_is_not_tensorflow_s() -> None:
    paste = ("import torch\ntraining epoch 3\nterminate called after throwing an instance of 'std::bad_alloc'\n"
             "  what():  std::bad_alloc")
    assert all(e.cause != "model_too_large" for e in explain(paste))


def test_tensorflow_keras_with_no_location_is_the_keras_beside_tensorflow() -> None:
    """vilari-mickopf/mmwave-gesture-recognition#12: TensorFlow 2.12 with an older keras left installed."""
    paste = ("I have downloaded tensorflow2.12, but the GPU version cannot be downloaded, so I only downloaded "
             "tensorflow2.12, but the following problems will occur\n\nTraceback (most recent call last):\n"
             '  File "D:\\mmwave\\mmwave_gesture\\model.py", line 16, in <module>\n'
             "    from tensorflow.keras import layers, callbacks  # type: ignore\n"
             "ImportError: cannot import name 'callbacks' from 'tensorflow.keras' (unknown location)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "keras==2.12.*" in top.fix


def test_efficientnet_s_keras_flavour_is_told_its_tf_keras_one() -> None:
    """qubvel/segmentation_models#503: efficientnet.keras on a keras whose utils lack what it uses."""
    paste = ("AttributeError: module 'keras.utils' has no attribute 'get_file'\n\n"
             "import efficientnet.keras as efn \nimport keras.backend as backend")
    top = explain(paste)[0]
    assert top.cause == "keras_version_skew", top
    assert "efficientnet.tfkeras" in top.fix


_HALF_IMPORTED = (
    "Traceback (most recent call last):\n"
    '  File "<ipython-input-6-ccbda6fc29a3>", line 1, in <module>\n    import ktrain\n'
    '  File "D:\\Anaconda\\lib\\site-packages\\ktrain\\imports.py", line 46, in <module>\n'
    "    tf.autograph.set_verbosity(1)\n"
    "AttributeError: module 'tensorflow' has no attribute 'autograph'\n")


def test_a_name_every_release_has_missing_under_tensorflow_core_s_paths_is_a_half_imported_tensorflow() -> None:
    """amaiya/ktrain#172: tf.autograph missing while the frames show TensorFlow 2.0-2.1's tensorflow_core."""
    paste = _HALF_IMPORTED + (
        "\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n"
        '  File "D:\\Anaconda\\lib\\site-packages\\tensorflow_core\\python\\pywrap_tensorflow.py", line 58, in '
        "<module>\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert 'import tensorflow"' in top.fix


def test_the_same_name_missing_without_tensorflow_s_paths_is_still_the_add_on_s() -> None:
    assert explain(_HALF_IMPORTED)[0].cause == "dependency_conflict"


def test_a_pure_python_3_wheel_refused_is_a_python_2_pip() -> None:
    """hughperkins/tf-coriander#16: `pip` was Python 2's; pip3 installed the py3-none-any wheel."""
    paste = ("$ pip install --upgrade tensorflow-0.11.0rc0-py3-none-any.whl\n"
             "tensorflow-0.11.0rc0-py3-none-any.whl is not a supported wheel on this platform.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error"), top
    assert "pip3" in top.fix


def test_chkstk_darwin_missing_with_tensorflow_named_is_a_macos_older_than_the_build() -> None:
    """tensorflow#38601: TensorFlow 2.2.0rc3 on macOS 10.13.6, no dlopen path shown."""
    paste = ("Symbol not found: ____chkstk_darwin\n\n- OS Platform and Distribution: MacOS 10.13.6\n"
             "- TensorFlow version: 2.2.0rc3")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert "10.15" in top.fix


def test_a_module_tensorflow_requires_missing_without_a_frame_is_tensorflow_without_its_dependencies_uncertain(
) -> None:
    """bazelbuild/continuous-integration#305: a TensorFlow built from source without keras_applications."""
    top = explain("TensorFlow failing on Ubuntu\n\nError message:\nImportError: No module named keras_applications")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "info"), top  # a note: other readings keep their turn
    assert top.meaning.startswith("uncertain")
    assert "pip install keras_applications" in top.fix


def test_tensorflow_s_own_frame_importing_a_module_it_requires_decides() -> None:
    paste = ('  File "/usr/lib/python3/site-packages/tensorflow/python/platform/flags.py", line 25, in <module>\n'
             "    from absl.flags import *\nModuleNotFoundError: No module named 'absl'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "absl-py" in top.fix


def test_the_script_s_own_import_of_such_a_module_in_a_package_s_frame_is_not_tensorflow_s() -> None:
    paste = ("import tensorflow as tf\n"
             '  File "/home/u/.local/lib/python3.8/site-packages/object_detection/model_main_tf2.py", line 31\n'
             "    from absl import flags\nModuleNotFoundError: No module named 'absl'")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_another_module_missing_outside_a_notebook_is_not_read() -> None:
    assert not explain("import tensorflow as tf\nimport cv2\nModuleNotFoundError: No module named 'cv2'")


def test_a_module_missing_in_a_notebook_started_after_activating_an_environment_is_its_server_s_python() -> None:
    """https-deeplearning-ai/machine-learning-engineering-for-production-public#22: base's jupyter lab."""
    paste = ("When I activated the conda environment and ran jupyter lab, I got the following error while importing "
             "cv2\n```\nno module named cv2\n```")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "info"), top
    assert "python -m jupyterlab" in top.fix
    assert "%pip install opencv-python" in top.fix  # cv2's distribution, not `pip install cv2`


def test_a_wheel_s_missing_setup_py_is_a_pip_older_than_wheels() -> None:
    """tensorflow#83: pip unpacked the .whl as a source archive."""
    paste = ("sudo pip install https://storage.googleapis.com/tensorflow/linux/cpu/tensorflow-0.5.0-cp27-none-"
             "linux_x86_64.whl\n\nthere is error\nNo such file or directory: '/tmp/pip-byRUCn-build/setup.py'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "--upgrade pip" in top.fix


def test_a_source_archive_s_missing_setup_py_is_not_read_as_an_old_pip() -> None:
    paste = "pip install ./mypkg.tar.gz\nIOError: [Errno 2] No such file or directory: '/tmp/pip-x1-build/setup.py'"
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_a_checksum_mismatch_beside_tfds_is_not_said_to_be_the_pair_s() -> None:
    """tensorflow/datasets#3004: the dataset's checksums, not tensorflow-datasets against TensorFlow."""
    paste = ("**Problem**: Running the tfds load function results in a checksum mismatch error.\n"
             "- tensorflow-datasets version: 4.2.0\n- tensorflow version: 2.4.1")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_pipenv_s_joined_requirements_on_a_package_beside_tensorflow_that_contradict() -> None:
    """tensorflow/data-validation#120: a pyarrow pin of the user's against TFDV's range."""
    paste = ("[pipenv.exceptions.ResolutionFailure]:       pipenv.exceptions.ResolutionFailure: ERROR: ERROR: Could "
             "not find a version that matches pyarrow<0.16.0,==0.15.0,>=0.15,>=0.15.0,>=0.15.1\n"
             'python_version = "3.7"')
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "pyarrow==0.15.0" in top.fix


def test_pip_tools_finding_no_release_of_another_package_without_a_contradiction_is_not_read() -> None:
    assert not explain("Could not find a version that matches pyarrow>=0.15")


def test_an_allocation_refused_with_the_results_said_right_is_the_allocator_s_warning() -> None:
    """google-deepmind/kinetics-i3d#70: the demo's output was right; TensorFlow asked for less."""
    paste = ('When I ran evaluate_sample, I got "CUDA_ERROR_OUT_OF_MEMORY", but the results is correct. My GPU has '
             "8GB memory.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("harmless", "info"), top


def test_an_allocation_refused_where_another_setup_worked_fine_is_still_read_as_memory() -> None:
    """A run said to work fine elsewhere (one instance, the CPU) is not this run's results said right."""
    paste = ("I have developed a use-case which works fine when I run it on a 4GB GPU. On running multiple instances "
             "in parallel on the same GPU, I get CUDA_ERROR_OUT_OF_MEMORY.")
    assert explain(paste)[0].cause == "gpu_memory_in_use"


def test_json_format_s_removed_keyword_is_a_protobuf_newer_than_the_code() -> None:
    """tensorflow/tensorboard#6808: protobuf 5.26 removed including_default_value_fields."""
    top = explain("TypeError: MessageToJson() got an unexpected keyword argument 'including_default_value_fields'")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error"), top
    assert "protobuf<5.26" in top.fix


def test_pyinstaller_s_build_warning_about_an_api_set_is_not_read() -> None:
    paste = "12345 WARNING: lib not found: api-ms-win-crt-runtime-l1-1-0.dll dependency of C:\\Python36\\python.exe"
    assert all(e.cause != "msvc_runtime_missing" for e in explain(paste))


def test_a_module_missing_where_the_notebook_is_said_to_work_is_not_the_notebook_s() -> None:
    paste = ("conda activate tf\nimport cv2 works in jupyter notebook, but when I run the script in the terminal:\n"
             "ModuleNotFoundError: No module named 'cv2'")
    assert all(e.cause != "wrong_interpreter" for e in explain(paste))


def test_a_runtime_s_gpu_activated_is_not_an_environment_activated() -> None:
    paste = ("In Colab I activate GPU runtime and open the notebook\nModuleNotFoundError: No module named "
             "'tensorflow_addons'")
    assert all(e.cause != "wrong_interpreter" for e in explain(paste))


def test_results_said_right_on_another_device_with_a_crash_is_not_the_allocator_s_warning() -> None:
    paste = ("On the GPU I get CUDA_ERROR_OUT_OF_MEMORY and then the script crashes, but the results were correct on "
             "CPU.")
    assert all(e.cause != "harmless" for e in explain(paste) if "CUDA_ERROR_OUT_OF_MEMORY" in e.evidence)


def test_unknown_location_under_tensorflow_2_0_to_2_5_is_not_read_as_the_keras_beside_it() -> None:
    """TensorFlow 2.0-2.5's tensorflow.keras is its own (a broken install), by the version or by its paths."""
    for shown in ("tensorflow version 2.4.1",
                  '  File "/usr/lib/python3.7/site-packages/tensorflow_core/python/keras/__init__.py", line 3'):
        paste = f"{shown}\nImportError: cannot import name 'Dense' from 'tensorflow.keras.layers' (unknown location)"
        assert all(e.cause != "keras_version_skew" for e in explain(paste))


def test_a_pure_python_3_wheel_refused_with_a_python_3_said_is_still_python_2_s_pip() -> None:
    paste = ("I have Python 3.5 installed\n$ pip install tensorflow-0.11.0rc0-py3-none-any.whl\n"
             "tensorflow-0.11.0rc0-py3-none-any.whl is not a supported wheel on this platform.")
    assert explain(paste)[0].cause == "wrong_interpreter"


def test_a_source_archive_s_setup_py_missing_after_a_wheel_installed_is_not_an_old_pip() -> None:
    paste = ("pip install numpy-1.16.0-cp27-none-linux_x86_64.whl\nSuccessfully installed numpy\n"
             "pip install https://github.com/u/p/archive/master.zip\n"
             "IOError: [Errno 2] No such file or directory: '/tmp/pip-aB3xYz-build/setup.py'")
    assert all("older than 1.4" not in e.meaning for e in explain(paste))


def test_a_sentence_s_full_stop_is_not_part_of_the_package_pip_tools_names() -> None:
    found = explain("Could not find a version that matches tensorflow.")
    assert all("tensorflow." not in e.fix.replace("tensorflow.keras", "") for e in found)


def test_a_path_s_tensorflow_folder_is_not_a_tensorflow_release() -> None:
    paste = ("D:/work/tensorflow/2.0-examples/run.py, TensorFlow version: 2.8.0\n"
             "NotImplementedError: Cannot convert a symbolic Tensor (x:0) to a numpy array")
    assert "TensorFlow 2.8" in explain(paste)[0].meaning


def test_a_note_of_a_module_missing_leaves_an_installed_add_on_s_reading_its_turn() -> None:
    paste = ("conda activate tf\npip install tensorflow-hub\njupyter notebook\n"
             "ModuleNotFoundError: No module named 'tensorflow_hub'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error"), top


def test_a_module_missing_where_a_kernel_was_registered_or_on_colab_is_not_the_server_s_python() -> None:
    for said in ("python -m ipykernel install --user --name tf2", "I activated the environment in my Colab notebook"):
        paste = f"conda activate tf\n{said}\njupyter notebook\nModuleNotFoundError: No module named 'cv2'"
        assert all(e.cause != "wrong_interpreter" for e in explain(paste))


def test_an_unknown_module_s_install_is_not_guessed_from_its_name() -> None:
    paste = ("I activated the conda environment and ran jupyter notebook\nfrom utils import label_map_util\n"
             "ModuleNotFoundError: No module named 'utils'")
    assert all("%pip install utils" not in e.fix for e in explain(paste))


def test_a_wheel_installed_before_another_install_s_missing_setup_py_is_not_an_old_pip() -> None:
    paste = ("pip install tensorflow-1.0.0-cp27-none-linux_x86_64.whl\nSuccessfully installed tensorflow\n"
             "pip install git+https://github.com/u/repo.git\n"
             "IOError: [Errno 2] No such file or directory: '/tmp/pip-aB3xYz-build/setup.py'")
    assert all("older than 1.4" not in e.meaning for e in explain(paste))


def test_dependency_walker_s_listing_under_a_heading_is_not_read_as_the_ucrt() -> None:
    paste = ("Dependency Walker shows these missing:\nAPI-MS-WIN-CRT-RUNTIME-L1-1-0.DLL\n"
             "Error: At least one required implicit or forwarded dependency was not found.\n"
             "API-MS-WIN-CRT-HEAP-L1-1-0.DLL")
    assert all(e.cause != "msvc_runtime_missing" for e in explain(paste))


def test_keras_3_s_symbolic_values_beside_the_words_are_not_numpy_s_version() -> None:
    paste = ("Error converting symbolic tensor to numpy in Keras 3 custom layer\nTypeError: Cannot convert a symbolic "
             "Keras input/output to a numpy array.")
    assert all(e.cause != "numpy_incompatible" for e in explain(paste))


def test_results_said_right_before_a_hang_is_not_the_allocator_s_warning() -> None:
    paste = ("I get CUDA_ERROR_OUT_OF_MEMORY but the results are correct. Then the process hangs and never exits.")
    assert all(e.cause != "harmless" for e in explain(paste))


def test_chkstk_darwin_of_another_package_s_library_named_by_dyld_is_not_tensorflow_s() -> None:
    paste = ("TensorFlow 2.3, macOS 10.14\ndyld: Symbol not found: ____chkstk_darwin\n  Referenced from: "
             "/Users/u/venv/lib/python3.7/site-packages/h5py/.dylibs/libhdf5.103.dylib")
    assert all(e.cause != "tf_import_failed" for e in explain(paste))


def test_a_deprecation_warning_of_the_keyword_is_not_protobuf_5_26() -> None:
    paste = "protobuf 4.25.3\nDeprecationWarning: including_default_value_fields is deprecated"
    assert all(e.cause != "protobuf_incompatible" for e in explain(paste))
