"""Forms met in the open halves of the hundred-and-fourteenth and later blind sets, read generally."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_ADDONS_FRAMEWORK = ("!pip install tensorflow-gpu=={tf}\n!pip install tensorflow-addons\n"
                     "import tensorflow_addons as tfa\n"
                     "NotFoundError                             Traceback (most recent call last)\n"
                     "----> 1 import tensorflow_addons as tfa\n"
                     "/usr/local/lib/python3.6/dist-packages/tensorflow/python/framework/load_library.py in "
                     "load_op_library(library_filename)\n"
                     "---> 61   lib_handle = py_tf.TF_LoadLibrary(library_filename)\n"
                     "NotFoundError: libtensorflow_framework.so: cannot open shared object file: No such file or "
                     "directory")


def test_gast_s_missing_node_is_read_in_a_title_s_words() -> None:
    """tensorflow/lattice#66: "gast has no attribute 'Index'" without Python's `module '...'` around the name."""
    top = explain("Installed TF 2.3.0 and I get an attribute error \"gast has no attribute 'Index'\"")[0]
    assert top.cause == "dependency_conflict"
    assert "gast==0.3.3" in top.fix


def test_a_name_ending_in_gast_is_not_gast() -> None:
    """The word boundary: another module whose name ends in "gast" is not gast."""
    assert all(e.cause != "dependency_conflict" for e in explain("mygast has no attribute 'Index'"))


def test_an_op_library_linked_against_the_unversioned_framework_library_was_built_for_1_13_or_older() -> None:
    """tensorflow/addons#130: from 1.14 the framework library has its major in its name (2.1's is .so.2)."""
    top = explain(_ADDONS_FRAMEWORK.format(tf="2.1.0"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "TensorFlow 1.13 or older" in top.meaning
    assert "libtensorflow_framework.so.2" in top.meaning
    assert "tensorflow-addons release" in top.fix
    assert "--no-binary tensorflow-addons tensorflow-addons" in top.fix


def test_the_unversioned_framework_library_missing_under_1_13_is_a_broken_install() -> None:
    """1.13 ships libtensorflow_framework.so itself: not finding it is TensorFlow's install, not the add-on's build."""
    top = explain(_ADDONS_FRAMEWORK.format(tf="1.13.1"))[0]
    assert top.cause == "tf_import_failed"


def test_under_2_0_the_add_on_s_build_is_uncertain() -> None:
    """tensorflow/addons#277 (2.0.0-beta0): tensorflow#27080 versioned the name after 2.0.0-alpha0 (tensorflow/addons
    #130), and the version read drops the pre-release: which 2.0 is installed decides."""
    top = explain(_ADDONS_FRAMEWORK.format(tf="2.0.0-beta0"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "2.0.0-alpha0" in top.meaning


def test_under_2_0_a_library_linked_against_so_1_is_uncertain_too() -> None:
    """tensorflow#29540: 2.0.0-beta0 shipped libtensorflow_framework.so.1."""
    paste = _ADDONS_FRAMEWORK.format(tf="2.0.0-beta0").replace("libtensorflow_framework.so:",
                                                               "libtensorflow_framework.so.1:")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top


_OWN_FRAME = (
    "/usr/local/lib/python3.7/dist-packages/tensorflow/python/keras/layers/__init__.py in <module>()\n"
    "    145 # Normalization layers.\n"
    "--> 146 from tensorflow.python.keras.layers.normalization import LayerNormalization\n"
    "ImportError: cannot import name 'LayerNormalization' from 'tensorflow.python.keras.layers.normalization' "
    "(/usr/local/lib/python3.7/dist-packages/tensorflow/python/keras/layers/normalization/__init__.py)")


def test_tensorflow_s_own_code_missing_its_own_name_is_two_installs_mixed() -> None:
    """kingoflolz/mesh-transformer-jax#103: tensorflow-cpu 2.5 installed over Colab's 2.6, files of both left."""
    top = explain(_OWN_FRAME)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "error"), top
    assert "TensorFlow's own code" in top.meaning
    assert "tensorflow-cpu" in top.fix  # it writes the same folder


def test_tensorflow_replaced_under_a_running_notebook_is_a_restart_first() -> None:
    """pip in a running Colab kernel: the modules imported and the files on disk differ until it restarts."""
    paste = ("!pip install tensorflow==2.5\nWARNING: The following packages were previously imported in this "
             "runtime:\n  [tensorflow]\nYou must restart the runtime in order to use newly installed versions.\n"
             f"{_OWN_FRAME}")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "warning"), top
    assert top.fix.startswith("restart the runtime")


def test_an_earlier_frame_s_import_is_not_the_last_frame_s() -> None:
    """TensorFlow's frame imports from tensorflow.python, then the standalone keras' frame fails on its own."""
    paste = ('  File "/usr/lib/python3.8/site-packages/tensorflow/python/keras/engine/training.py", line 5, in f\n'
             "    from tensorflow.python.keras.engine import data_adapter\n"
             '  File "/usr/lib/python3.8/site-packages/keras/backend/tensorflow_backend.py", line 9, in <module>\n'
             "    x = tf_ops._TensorLike\n"
             "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'")
    assert explain(paste)[0].cause == "keras_version_skew"  # the keras made for another TensorFlow, as before


def test_the_user_s_own_import_of_a_private_name_stays_uncertain() -> None:
    """The same name imported by a script (not TensorFlow's frame) may be the code's use of a module that moved."""
    paste = ('  File "train.py", line 3, in <module>\n'
             "    from tensorflow.python.keras.layers.normalization import LayerNormalization\n"
             "ImportError: cannot import name 'LayerNormalization' from "
             "'tensorflow.python.keras.layers.normalization'")
    top = explain(paste)[0]
    assert top.cause != "two_tensorflow_installs"
    assert "uncertain" in top.meaning


def test_a_notebook_that_cannot_find_tensorflow_while_the_terminal_can_runs_another_kernel() -> None:
    """uxlfoundation/oneDNN#750: the words say the module is not found in the notebook, only."""
    paste = ("For some reason it says it can't find the module tensorflow in the notebook (but runs perfectly well "
             "in the terminal).")
    top = explain(paste)[0]
    assert top.cause == "wrong_interpreter"
    assert "kernel has no TensorFlow" in top.meaning  # not the GPU checklist's meaning: no GPU is named
    assert "kernel" in top.fix


def test_a_submodule_not_found_is_not_tensorflow_missing() -> None:
    """tensorflow.contrib missing is TensorFlow 2 without contrib, not TensorFlow missing."""
    assert all(e.cause != "wrong_interpreter" for e in explain("Python can't find the module tensorflow.contrib"))


def test_running_well_in_the_terminal_sets_the_notebook_apart() -> None:
    """"runs perfectly well in the terminal" says the shell's interpreter works, as "works in the terminal" does."""
    paste = ("In the jupyter notebook tf.config.list_physical_devices('GPU') returns [] but my script runs "
             "perfectly well in the terminal on the GPU")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error"), top
    assert "from the shell but not in the notebook" in top.meaning


@pytest.mark.parametrize("paste", ["pip can't find the tensorflow module for python 3.12",
                                   "Anaconda can't find the module tensorflow-gpu 1.15 for python 3.8",
                                   "Error: Cannot find module 'tensorflow'\nRequire stack:\n- /app/index.js"])
def test_an_installer_not_finding_tensorflow_is_no_wheel_not_another_interpreter(paste: str) -> None:
    assert all(e.cause != "wrong_interpreter" for e in explain(paste))


@pytest.mark.parametrize("said", ["it fails as well in the terminal", "it doesn't run well in the terminal either",
                                  "the training runs well on the CPU with python 3.8"])
def test_the_shell_not_said_to_work_does_not_set_the_notebook_apart(said: str) -> None:
    """The checklist's notebook item stays a guess: the shell is not said to work."""
    paste = f"In the jupyter notebook tf.config.list_physical_devices('GPU') returns [] and {said}"
    top = explain(paste)[0]
    assert top.level == "warning"
    assert "from the shell but not in the notebook" not in top.meaning


_JAX2TF = ("----> 4 from jax.experimental import jax2tf\n"
           "[/usr/local/lib/python3.7/dist-packages/jax/experimental/jax2tf/jax2tf.py] in <module>()\n"
           "-> 2390 tf_impl[lax_control_flow.optimization_barrier_p] = tfxla.optimization_barrier\n"
           "AttributeError: module 'tensorflow.compiler.tf2xla.python.xla' has no attribute 'optimization_barrier'")


def test_a_package_s_code_missing_a_private_xla_name_of_tensorflow_pairs_badly() -> None:
    """jax-ml/jax#11062: jax 0.3.8's jax2tf used an XLA op Colab's TensorFlow lacked; a newer jax guards it."""
    top = explain(_JAX2TF)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "jax's own code" in top.meaning
    assert "install -U jax" in top.fix
    assert "pip check" not in top.fix  # jax declares no TensorFlow: its release notes pair them


def test_keras_own_code_missing_a_private_tensorflow_name_is_not_paired_as_a_package() -> None:
    """Keras 2 is made for TensorFlow's minor: `pip install -U keras` (Keras 3) would be the wrong answer."""
    paste = _JAX2TF.replace("jax/experimental/jax2tf/jax2tf.py", "keras/backend.py")
    assert all("keras's own code" not in e.meaning and "install -U keras" not in e.fix for e in explain(paste))


def test_the_user_s_code_missing_a_private_xla_name_is_not_a_pairing() -> None:
    """No installed package's frame: the code is the user's, whose own use of a private module may be wrong."""
    paste = _JAX2TF.replace("[/usr/local/lib/python3.7/dist-packages/jax/experimental/jax2tf/jax2tf.py]",
                            'File "/home/me/convert.py", line 9,')
    assert all("own code" not in e.meaning for e in explain(paste))


def test_python_net_not_finding_its_python_is_another_interpreter() -> None:
    """SciSharp/Keras.NET#84: the bridge was built for Python 3.7, and no Python 3.7 is found."""
    top = explain("Unable to load DLL 'Python37': The specified module could not be found.")[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error"), top
    assert "Python.NET" in top.meaning
    assert "PATH" in top.fix


def test_python_net_s_linux_library_name_is_read_alike() -> None:
    """pythonnet 2.x on Linux loads libpython3.7m.so by the name python3.7m."""
    top = explain("System.DllNotFoundException: Unable to load shared library 'python3.7m' or one of its "
                  "dependencies.")[0]
    assert top.cause == "wrong_interpreter"


def test_python_s_library_found_but_failing_is_not_a_missing_python() -> None:
    paste = "Unable to load DLL 'python38': A dynamic link library (DLL) initialization routine failed."
    assert all(e.cause != "wrong_interpreter" for e in explain(paste))


def test_tensorflow_net_s_own_library_stays_its_reading() -> None:
    """TensorFlow.NET's libtensorflow not found is the C library's reading, not Python's."""
    top = explain("Unable to load DLL 'tensorflow': The specified module could not be found.")[0]
    assert top.cause != "wrong_interpreter"


def test_a_module_built_for_another_kernel_is_the_driver_s_module_not_loading() -> None:
    """negativo17/nvidia-driver#97: a module of the old kernel (fc30) found under the new one (fc31)."""
    paste = ("could not insert 'nvidia': Exec format error\n"
             "nvidia: version magic '5.4.18-100.fc30.x86_64 SMP mod_unload ' should be "
             "'5.4.18-200.fc31.x86_64 SMP mod_unload '")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "built for kernel 5.4.18-100.fc30.x86_64, and kernel 5.4.18-200.fc31.x86_64 runs" in top.meaning
    assert "dkms autoinstall" in top.fix


def test_the_same_kernel_release_with_other_options_is_another_configuration_of_it() -> None:
    paste = ("nvidia: version magic '5.15.0-91-generic SMP mod_unload modversions ' should be '5.15.0-91-generic SMP "
             "preempt mod_unload modversions '")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "another configuration of kernel 5.15.0-91-generic" in top.meaning
    assert "kernel 5.15.0-91-generic runs" not in top.meaning


def test_a_version_magic_line_without_kernel_names_decides_nothing() -> None:
    top = explain("could not insert 'nvidia': Exec format error\nnvidia: version magic ' ' should be ' '")[0]
    assert (top.cause, top.level) == ("driver_missing", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "built for kernel" not in top.meaning


def test_modversions_naming_a_symbol_decides_another_kernel_build_too() -> None:
    top = explain("nvidia: disagrees about version of symbol module_layout")[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "module_layout" in top.meaning


@pytest.mark.parametrize("line", [
    "insmod: ERROR: could not insert module nvidia.ko: Invalid module format",  # kmod's insmod
    "insmod: error inserting 'nvidia.ko': -1 Invalid module format",  # module-init-tools'
    "modprobe: ERROR: could not insert 'nvidia': Exec format error",
])
def test_the_module_refused_as_not_the_kernel_s_format_is_uncertain_without_dmesg(line: str) -> None:
    """ENOEXEC is also a module of another CPU architecture, or compressed in a form kmod cannot read."""
    top = explain(line)[0]
    assert (top.cause, top.level) == ("driver_missing", "warning"), top
    assert "version magic" in top.meaning


def test_another_reason_modprobe_gives_stays_the_module_load_reading() -> None:
    """A module that loads but finds no device is not one built for another kernel."""
    top = explain("modprobe: ERROR: could not insert 'nvidia': No such device")[0]
    assert top.cause == "driver_missing"
    assert "another kernel" not in top.meaning


@pytest.mark.parametrize("node", ["/dev/nvidia-uvm", "/dev/nvidia-uvm-tools"])
def test_docker_not_finding_the_uvm_node_is_the_uvm_module(node: str) -> None:
    """NVIDIA/nvidia-docker#139: after a reboot Docker found no /dev/nvidia-uvm to hand to the containers."""
    top = explain(f"lstat {node}: no such file or directory")[0]
    assert top.cause == "uvm_unavailable"


def test_a_pinned_nightly_older_than_every_one_listed_was_most_likely_deleted() -> None:
    """tensorflow/examples#261: tf-nightly==2.4.0.dev20200810 pinned after that build was deleted; the listing is the
    Python's, whose nightlies may start later, so it stays uncertain."""
    paste = ("ERROR: Could not find a version that satisfies the requirement tf-nightly==2.4.0.dev20200810 (from "
             "versions: 2.4.0.dev20200903, 2.4.0.dev20200904, 2.5.0.dev20201029)\n"
             "ERROR: No matching distribution found for tf-nightly==2.4.0.dev20200810")
    found = [e for e in explain(paste) if e.cause == "dependency_conflict"]
    assert len(found) == 1  # pip's second line adds nothing to the first, which lists the builds
    assert found[0].level == "warning"
    assert found[0].meaning.startswith("uncertain")
    assert "most likely deleted" in found[0].meaning
    assert "2020-09-03" in found[0].meaning


def test_a_pinned_nightly_between_listed_builds_is_not_called_deleted() -> None:
    paste = ("ERROR: Could not find a version that satisfies the requirement tf-nightly==2.4.0.dev20201006 (from "
             "versions: 2.4.0.dev20201005, 2.4.0.dev20201007)")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "not 2.4.0.dev20201006" in top.meaning
    assert "deleted" not in top.meaning


@pytest.mark.parametrize(("package", "pinned", "listed"), [
    ("keras-nightly", "2.5.0.dev2021032900", "2.6.0.dev2021061400, 2.7.0.dev2021081700"),  # the hour added
    ("tfa-nightly", "0.12.0.dev20200827220129", "0.12.0.dev20200927220129"),  # the time of day
    ("tb-nightly", "2.4.0a20200810", "2.4.0a20200901, 2.4.0a20200902"),  # an alpha, not a dev release
])
def test_the_nightly_date_is_read_in_each_project_s_form(package: str, pinned: str, listed: str) -> None:
    paste = (f"ERROR: Could not find a version that satisfies the requirement {package}=={pinned} (from versions: "
             f"{listed})")
    top = explain(paste)[0]
    assert top.cause == "dependency_conflict"
    assert "most likely deleted" in top.meaning


def test_a_pinned_nightly_newer_than_every_one_listed_is_not_out() -> None:
    """tensorflow/tensorflow#44559: the newest listed is of 2020-10-29, the pin of 2020-11-02."""
    paste = ("ERROR: Could not find a version that satisfies the requirement tf-nightly==2.5.0.dev20201102 (from "
             "versions: 2.4.0.dev20200903, 2.5.0.dev20201029)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "newer than any build pip lists" in top.meaning


def test_a_pinned_nightly_with_no_list_is_most_likely_deleted_but_uncertain() -> None:
    """pymc-devs/pymc4#23: an old pip names no versions; the pin is of 2018."""
    paste = ("Could not find a version that satisfies the requirement tf-nightly==1.9.0.dev20180607\n"
             "No matching distribution found for tf-nightly==1.9.0.dev20180607 (from pymc4)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "index versions tf-nightly" in top.fix


def test_an_old_pip_s_empty_listing_gives_one_answer() -> None:
    paste = ("Could not find a version that satisfies the requirement tf-nightly==2.4.0.dev20200810 (from versions: )\n"
             "No matching distribution found for tf-nightly==2.4.0.dev20200810")
    assert len([e for e in explain(paste) if e.level in ("error", "warning")]) == 1


def test_an_index_not_reached_is_not_read_as_a_nightly_gone() -> None:
    paste = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
             "broken by 'NewConnectionError(... Temporary failure in name resolution)'\n"
             "ERROR: Could not find a version that satisfies the requirement tf-nightly==2.4.0.dev20200810 (from "
             "versions: none)")
    assert all("nightly" not in e.meaning for e in explain(paste))


def test_a_tensorflow_project_s_nightly_pin_is_the_nightly_reading() -> None:
    paste = ("ERROR: Could not find a version that satisfies the requirement tensorflow-io-nightly==0.12.0.dev2020082"
             "7220129 (from versions: 0.12.0.dev20200927220129)")
    assert "most likely deleted" in explain(paste)[0].meaning


def test_no_nightly_at_all_for_this_python_is_not_a_deleted_pin() -> None:
    """pip lists no build at all: none for this Python or platform, whatever the pin's date."""
    paste = ("ERROR: Could not find a version that satisfies the requirement tf-nightly==2.4.0.dev20200810 (from "
             "versions: none)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert "deleted" not in top.meaning


def test_not_seeing_the_gpu_s_use_go_up_is_still_the_gpu_unused() -> None:
    assert explain("cannot see gpu utilization going up while training with tensorflow-gpu 2.4")


def test_not_seeing_the_gpu_s_processes_in_a_container_is_no_gpu_missing() -> None:
    """NVIDIA/gpu-operator#629: nvidia-smi in a container lists no processes (the driver is not PID-namespace aware)."""
    paste = ('Cannot see gpu process using "nvidia-smi" in container, but I can see it on the host; the program is '
             "running normally")
    assert explain(paste) == ()


def test_keras_2_s_h5_loader_finding_another_number_of_weights_is_another_keras_or_model() -> None:
    """MathiasGruber/PConv-Keras#50: weights saved by one Keras and TensorFlow, loaded under another."""
    paste = ('ValueError: Layer #0 (named "p_conv2d_17" in the current model) was found to correspond to layer '
             "p_conv2d_49 in the save file. However the new layer p_conv2d_17 expects 3 weights, but the saved "
             "weights have 2 elements.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert "fewer weights (2) than the model built here has (3)" in top.meaning
    assert "'p_conv2d_17'" in top.meaning
    assert "Keras 2.13-2.15" not in top.meaning  # the .keras format's story is not the .h5 loader's


@pytest.mark.parametrize("paste", [
    'Layer #3 (named "batch_normalization_1") expects 4 weight(s), but the saved weights have 2 element(s).',
    ("Weight count mismatch for layer #0 (named dense in the current model, dense in the save file). Layer expects 2 "
     "weight(s). Received 1 saved weight(s)"),
])
def test_keras_2_s_other_wordings_of_a_weight_count_are_read_alike(paste: str) -> None:
    """The by-name loader's words, and Keras 2.11+'s legacy HDF5 format's."""
    top = explain(paste)[0]
    assert top.cause == "keras_version_skew"
    assert "than the model built here has" in top.meaning


@pytest.mark.parametrize("paste", [
    ("UNAVAILABLE: Internal: Unable to initialize shared memory key 'triton_python_backend_shm_region_3' to requested "
     "size (67108864 bytes). If you are running Triton inside docker, use '--shm-size' flag to control the shared "
     "memory region size."),
    ("Failed to increase the shared memory pool size for key 'triton_python_backend_shm_region_2' to 134217728 bytes. "
     "If you are running Triton inside docker, use '--shm-size' flag to control the shared memory region size."),
])
def test_triton_s_python_backend_without_shared_memory_is_shm_too_small(paste: str) -> None:
    """triton-inference-server/server#6195: the default 64 MB /dev/shm of a container."""
    top = explain(paste)[0]
    assert top.cause == "shm_too_small"
    assert "--shm-size" in top.fix


def test_a_nightly_pinned_under_a_python_newer_than_its_line_s_was_never_built_for_it() -> None:
    """The 2.4 line's wheels stop at Python 3.8: a 2.4.0.dev build was not made for 3.9, deleted or not."""
    paste = ("Python 3.9.1\nERROR: Could not find a version that satisfies the requirement "
             "tf-nightly==2.4.0.dev20200810 (from versions: 2.5.0.dev20201201, 2.5.0.dev20201202)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "use Python 3.8" in top.fix


def test_tflite_flutter_without_its_c_library_is_its_install_script() -> None:
    """am15h/tflite_flutter_plugin#146: the plugin before 0.10 needs install.sh to put the library in jniLibs."""
    paste = ("Unhandled Exception: Invalid argument(s): Failed to load dynamic library (dlopen failed: library "
             '"libtensorflowlite_c.so" not found)')
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert "install.sh" in top.fix


def test_tensorflow_lite_s_android_library_on_an_old_android_is_the_android() -> None:
    """tensorflow/flutter-tflite#102 (Android 4.4), tensorflow#31114 (5.1): bionic has __register_atfork from 6.0."""
    paste = ("Failed to load dynamic library 'libtensorflowlite_jni.so': dlopen failed: cannot locate symbol "
             '"__register_atfork" referenced by "libtensorflowlite_jni.so"...')
    top = explain(paste)[0]
    assert top.cause == "tf_import_failed"
    assert "Android has from 6.0 (API level 23)" in top.meaning
    assert "minSdkVersion 23" in top.fix


def test_dart_s_usual_wording_of_the_missing_c_library_is_read_too() -> None:
    paste = ("Invalid argument(s): Failed to load dynamic library 'libtensorflowlite_c.so': dlopen failed: library "
             '"libtensorflowlite_c.so" not found')
    assert explain(paste)[0].cause == "tf_import_failed"


def test_another_project_s_nightly_keeps_its_own_wheel_reading() -> None:
    """google-deepmind/reverb#2: dm-reverb-nightly had no wheel for Python 3.8 (its wheel table decides)."""
    paste = ('ERROR: Could not find a version that satisfies the requirement dm-reverb-nightly==0.1.0.dev20200529; '
             'extra == "reverb" (from dm-acme[reverb]) (from versions: none)\nIt\'s python 3.8.2')
    assert explain(paste)[0].cause == "python_unsupported"


@pytest.mark.parametrize("said", ["Cannot import DepthwiseConv2D layer in keras?",
                                  "I can't import the Adam optimizer from keras"])
def test_a_name_said_not_to_import_from_keras_is_not_keras_failing_to_import(said: str) -> None:
    """bonlime/keras-deeplab-v3-plus#6: a layer Keras of that release lacks, not an import that crashes."""
    assert all(e.cause != "cpu_no_avx" for e in explain(said))


def test_keras_itself_said_not_to_import_is_still_the_import_failing() -> None:
    assert any(e.cause == "cpu_no_avx" for e in explain("I can't import keras in my notebook, no error shown"))
