"""Forms met in the open halves of the hundred-and-seventh to hundred-and-thirteenth blind sets, read generally."""

from __future__ import annotations

from envcheck.explain import explain

_SYFT = ("ERROR: Could not find a version that satisfies the requirement tensorflow<2,>=1.12.0 (from "
         'tf-encrypted<0.6.0!=0.5.7,>=0.5.4; extra == "udacity"->syft[udacity]) (from versions: none)\n'
         "ERROR: No matching distribution found for tensorflow<2,>=1.12.0 (from tf-encrypted<0.6.0!=0.5.7,>=0.5.4; "
         'extra == "udacity"->syft[udacity])')


def test_no_wheel_for_a_range_of_old_releases_names_their_newest_python() -> None:
    """OpenMined/PySyft#3151: a package's range admits TensorFlow 1.12-1.15 only, and the paste names no Python."""
    top = explain(_SYFT)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "TensorFlow 1.12-1.15" in top.meaning
    assert "uncertain" in top.meaning  # the Python is not shown
    assert "use Python 3.7" in top.fix


def test_the_range_s_python_gives_way_to_a_python_the_paste_names() -> None:
    """With the Python said, the reading that knows it answers (its fix names the range's Pythons too)."""
    top = explain(f"Python 3.8.2\n{_SYFT}")[0]
    assert top.cause == "python_unsupported"
    assert "uncertain" not in top.meaning
    assert "Python 3.7" in top.fix


def test_a_range_reaching_today_s_releases_says_nothing_of_old_pythons() -> None:
    """`tensorflow>=2.2` admits releases for the newest Pythons: the paste's Python stays what decides."""
    paste = ("ERROR: Could not find a version that satisfies the requirement tensorflow>=2.2 (from versions: none)\n"
             "ERROR: No matching distribution found for tensorflow>=2.2")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert "admits TensorFlow" not in top.meaning
    assert "neither the Python version nor" in top.meaning


def test_no_wheel_for_a_named_release_on_an_unnamed_python_is_uncertain() -> None:
    """tensorflow/tensorflow#58843: `tensorflow==2.13.0` not found, no Python shown (the release was not out yet)."""
    top = explain("ERROR: No matching distribution found for tensorflow==2.13.0")[0]
    assert top.cause == "python_unsupported"
    assert top.meaning.startswith("uncertain: pip found no wheel of tensorflow 2.13.0")
    assert "older than the release" in top.meaning
    assert "Python 3.11" in top.fix  # the release's newest Python is still what to try


def test_a_release_that_does_not_exist_is_not_named_as_the_one_without_a_wheel() -> None:
    top = explain("ERROR: No matching distribution found for tensorflow==2.99.0")[0]
    assert top.cause == "python_unsupported"
    assert "2.99" not in top.meaning
    assert "uncertain: pip found no wheel of" not in top.meaning


def test_a_range_of_another_tensorflow_distribution_is_not_read_as_tensorflow_s_releases() -> None:
    """tensorflow-macos starts at 2.5 and is macOS-only: TensorFlow's table says nothing of its range."""
    paste = "ERROR: Could not find a version that satisfies the requirement tensorflow-macos<2.10 (from versions: none)"
    assert all("admits" not in e.meaning for e in explain(paste))


_NVIDIA_PINNED = ("ERROR: Could not find a version that satisfies the requirement nvidia-tensorflow==1.15.4 (from "
                  "versions: 0.0.1.dev4, 0.0.1.dev5)\nERROR: No matching distribution found for "
                  "nvidia-tensorflow==1.15.4")


def test_nvidia_tensorflow_pinned_on_python_3_7_is_the_python() -> None:
    """NVIDIA/tensorflow#34: a pinned release (not only the bare name) falls back on PyPI's placeholder too."""
    top = explain(f"I tried this in Colab and Kaggle (Python 3.7 both) and got an error.\n{_NVIDIA_PINNED}")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "Python 3.8" in top.meaning
    assert "python=3.8" in top.fix


def test_nvidia_tensorflow_with_no_python_named_stays_uncertain() -> None:
    top = explain(_NVIDIA_PINNED)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert top.meaning.startswith("uncertain")


def test_nvidia_tensorflow_asked_for_by_a_range_is_the_placeholder_too() -> None:
    paste = ("ERROR: Could not find a version that satisfies the requirement nvidia-tensorflow<2,>=1.15 (from "
             "versions: 0.0.1.dev4, 0.0.1.dev5)")
    assert explain(f"Python 3.7.12\n{paste}")[0].meaning.startswith("nvidia-tensorflow's wheels")


def test_nvidia_tensorflow_on_python_3_8_is_not_read_as_the_python() -> None:
    """On its own Python the index, pip's age or the OS decide: no verdict that the Python is wrong."""
    top = explain(f"Python 3.8.10 on Ubuntu 20.04\n{_NVIDIA_PINNED}")[0]
    assert top.meaning.startswith("uncertain")
    assert "this is Python" not in top.meaning


def test_a_mac_cuda_library_other_than_cudart_names_its_cuda() -> None:
    """tensorflow/tensorflow#19720: libcublas.8.0.dylib carries CUDA 8.0 in its name as libcudart's does."""
    paste = ("ImportError: dlopen(/Users/jhm/anaconda3/envs/tf/lib/python3.6/site-packages/tensorflow/python/"
             "_pywrap_tensorflow_internal.so, 10): Library not loaded: @rpath/libcublas.8.0.dylib")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "install CUDA 8.0 and cuDNN" in top.fix


def test_estimator_not_importable_from_tensorflow_compat_v1_is_the_estimator_api_gone() -> None:
    """tensorflow/models#13575: the Object Detection API on TensorFlow 2.19, retold in the user's words."""
    paste = ("I am using tensorflow 2.19 and latest version of the object detection api. While training the models it "
             "raises error estimator cannot import name estimator from tensorflow.compat.v1.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorflow==2.15.*" in top.fix


def test_estimator_not_importable_with_no_release_named_is_uncertain() -> None:
    top = explain("ImportError: cannot import name 'estimator' from 'tensorflow.compat.v1' (unknown location)")[0]
    assert top.cause == "dependency_conflict"
    assert top.meaning.startswith("uncertain")


def test_estimator_not_importable_from_a_submodule_is_not_read() -> None:
    """Only TensorFlow's own namespace (or its compat.v1/v2) has tf.estimator: a submodule's import is the code's."""
    paste = "ImportError: cannot import name 'estimator' from 'tensorflow.compat.v1.keras'"
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_keras_0_and_1_s_assertion_on_an_argument_is_read_as_keras_2_s_tuple_is() -> None:
    """keras-team/keras#1898: Keras 0.3's `assert kwarg in allowed_kwargs`, its argument unquoted."""
    top = explain("AssertionError: Keyword argument not understood: dropout_U")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert "`dropout_U`" in top.meaning


def test_an_argument_unquoted_without_keras_s_assertion_is_not_read() -> None:
    """Only the assertion's own line is Keras': a user's retelling names no argument to read."""
    assert not explain("I get Keyword argument not understood: maybe my layer is wrong")


def test_nccl_missing_at_tensorflow_s_import_is_its_own_library_not_the_build_s_cuda() -> None:
    """easybuilders/easybuild-easyconfigs#14162: a cluster build of TensorFlow 2.6 linked against a shared NCCL."""
    paste = ('  File "/opt/apps/easybuild/software/TensorFlow/2.6.0-foss-2021a-CUDA-11.3.1/lib/python3.9/site-packages/'
             'tensorflow/python/pywrap_tensorflow.py", line 64, in <module>\n'
             "    from tensorflow.python._pywrap_tensorflow_internal import *\n"
             "ImportError: libnccl.so.2: cannot open shared object file: No such file or directory\n\n"
             "Failed to load the native TensorFlow runtime.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error"), top
    assert "NCCL" in top.meaning
    assert "LD_LIBRARY_PATH" in top.fix
    assert "nvidia-nccl" not in top.fix  # a failure at import is no pip build's: no NCCL wheel to name


def test_nccl_missing_at_import_is_never_pip_s_wheel() -> None:
    """EESSI/software-layer#717: a source build of 2.15; pip's wheels load NCCL through a stub, when first used."""
    paste = ("TensorFlow v2.15.1 w/ CUDA 12.1.1\n"
             "ImportError: libnccl.so.2: cannot open shared object file: No such file or directory")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "folder holding libnccl.so.2 on LD_LIBRARY_PATH" in top.fix
    assert "nvidia-nccl" not in top.fix


def test_nccl_missing_where_no_tensorflow_shows_is_not_read() -> None:
    """PyTorch's, JAX's and CuPy's wheels load NCCL too: their installs decide, not TensorFlow's build."""
    assert not explain("import torch\nOSError: libnccl.so.2: cannot open shared object file: No such file or directory")


def test_nccl_missing_for_horovod_s_extension_is_horovod_s_install() -> None:
    """Horovod's mpi_lib links NCCL itself: its extension not built is the reading, not TensorFlow's NCCL."""
    paste = ("import horovod.tensorflow.keras as hvd\n"
             "ImportError: Extension horovod.tensorflow has not been built: /usr/local/lib/python3.8/dist-packages/"
             "horovod/tensorflow/mpi_lib.cpython-38-x86_64-linux-gnu.so: libnccl.so.2: cannot open shared object "
             "file: No such file or directory")
    found = explain(paste)
    assert found[0].cause == "dependency_conflict"
    assert all("NCCL" not in e.meaning for e in found)


_NIX = ("error: builder for '/nix/store/jwpwylh2b182w4gk30wpv1ld68bddmgr-python3.9-tensorflow-2.9.1.drv' failed\n"
        "       > Executing pipInstallPhase\n"
        "       > Processing ./tensorflow_cpu-2.9.1-cp39-cp39-manylinux_2_17_x86_64.manylinux2014_x86_64.whl\n"
        "       > ERROR: Could not find a version that satisfies the requirement tensorboard<2.10,>=2.9 (from "
        "tensorflow-cpu) (from versions: none)\n"
        "       > ERROR: No matching distribution found for tensorboard<2.10,>=2.9")


def test_a_dependency_missing_in_nix_s_offline_pip_is_the_version_provided() -> None:
    """NixOS/nixpkgs#197297: pipInstallPhase reads no index, so the tensorboard nixpkgs provides did not fit."""
    top = explain(_NIX)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorboard<2.10,>=2.9" in top.fix
    assert "nixpkgs" in top.fix


def test_the_same_dependency_missing_with_an_index_stays_a_wheel_question() -> None:
    """Without Nix or --no-index, pip read PyPI: no wheel for this Python or platform stays the reading."""
    top = explain(_NIX.replace("/nix/store/", "/opt/build/").replace("Executing pipInstallPhase", "Installing"))[0]
    assert top.cause == "python_unsupported"
    assert "no index" not in top.meaning


def test_nix_or_no_index_in_words_alone_is_not_pip_without_an_index() -> None:
    """The flag needs what pip did (pipInstallPhase, a .drv build, --no-index on a pip command), not words."""
    error = ("ERROR: Could not find a version that satisfies the requirement tensorboard<2.10,>=2.9 (from "
             "tensorflow-cpu) (from versions: none)")
    help_line = "  --no-index   Ignore package index (only looking at --find-links URLs instead)."
    for said in ("I use nixpkgs and nix-shell on this machine", help_line):
        assert all("no index" not in e.meaning for e in explain(f"{said}\n{error}")), said
    top = explain(f"pip install --no-index --find-links ./wheels tensorflow-cpu\n{error}")[0]
    assert top.meaning.startswith("pip read no index here")
