"""Forms met in the open half of the twenty-seventh blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_xla_s_driver_older_than_ptxas_with_the_driver_s_version_wrapped() -> None:
    paste = ("2022-12-16 18:31:30.311235: W external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nvptx_compiler"
             ".cc:497] The NVIDIA driver's CUDA version is 11.\n0 which is older than the ptxas CUDA version "
             "(11.6.124). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, "
             "whic\nh may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA "
             "forward compatibility packages.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_too_old", "warning"), top
    assert "510.39.01" in top.fix  # CUDA 11.6's driver floor


def test_a_ptxas_too_old_for_the_one_gpu_named_gets_the_first_cuda_that_knows_it() -> None:
    paste = ("so that I can use our 3090RTX cards\n"
             "W external/org_tensorflow/tensorflow/compiler/xla/stream_executor/gpu/asm_compiler.cc:231] Falling back "
             "to the CUDA driver for PTX compilation; ptxas does not support CC 8.6\n"
             "E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:628] failed to get "
             'PTX kernel "concatenate" from module: CUDA_ERROR_NOT_FOUND: named symbol not found')
    top = explain(paste)[0]
    assert top.cause == "ptxas_too_old", top
    assert "CUDA 11.1 or newer" in top.fix


def test_a_ptxas_too_old_beside_two_gpu_families_names_the_newest_one_s_cuda() -> None:
    paste = ("works well on the 3090/4090. However, on machines using the Blackwell architecture (such as 5090), "
             "issues may arise.\njaxlib.xla_extension.XlaRuntimeError: UNIMPLEMENTED: /envs/af3/lib/python3.11/"
             "site-packages/nvidia/cuda_nvcc/bin/ptxas ptxas too old. Falling back to the driver to compile.")
    top = explain(paste)[0]
    assert top.cause == "ptxas_too_old", top
    assert "CUDA 12.8 or newer" in top.fix  # Blackwell's first CUDA, which knows the 3090 and 4090 too


def test_ptxas_missing_in_a_cuda_runtime_image_points_to_the_devel_image() -> None:
    paste = ("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: Couldn't get ptxas version string: INTERNAL: "
             "Couldn't invoke ptxas --version\nFROM nvidia/cuda:${CUDA}-cudnn8-runtime-ubuntu18.04")
    top = explain(paste)[0]
    assert top.cause == "ptxas_missing", top
    assert "-devel image" in top.fix


def test_pkg_resources_refusing_the_tensorflow_installed_for_a_package_s_range() -> None:
    paste = ("pkg_resources.ContextualVersionConflict: (tensorflow 1.15.3 (/usr/lib/python3.6/site-packages), "
             "Requirement.parse('tensorflow>=2.0'), {'ocrd-anybaseocr'})")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "ocrd-anybaseocr requires tensorflow>=2.0, and TensorFlow 1.15.3 is outside that range" in top.meaning
    assert "'tensorflow>=2.0'" in top.fix


def test_keras_3_in_words_decides_a_keras_2_module_missing() -> None:
    paste = ("On keras 3.x environment, the keras.engine does not exist\n"
             "    from keras.engine.functional import Functional\nModuleNotFoundError: No module named 'keras.engine'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "error"), top


def test_keras_said_to_drop_tensorflow_1() -> None:
    top = explain("Current keras release does not support TensorFlow 1.x. It looks like last version which support "
                  "tf 1.x is 2.3.0.")[0]
    assert top.cause == "keras_version_skew", top
    assert "uncertain" not in top.meaning
    assert "'keras<2.4'" in top.fix


def test_cuinit_failing_on_a_mac_is_not_the_failure() -> None:
    paste = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)\n"
             ".command.sh: line 2:     8 Killed                  python /app/UNetCoreograph.py\n"
             "Im working on a macOS version 11.6.")
    found = explain(paste)
    assert [e.cause for e in found if e.level in ("error", "warning")] == [], found


def test_cuinit_failing_on_linux_is_still_the_driver() -> None:
    paste = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)\n"
             "This is on Ubuntu 20.04; on macOS I only train on the CPU.")
    assert explain(paste)[0].cause == "driver_missing"


def test_a_linux_wheel_on_a_mac_is_the_wrong_os_not_a_32_bit_python() -> None:
    paste = ("ERROR: tensorflow-2.15.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl is not a supported "
             "wheel on this platform.\nI am on macOS Ventura with Python 3.11")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "a Linux wheel and the paste shows macOS" in top.meaning
    assert "32-bit" not in top.meaning


def test_a_pip_list_of_another_python_in_colab_is_the_notebook_s_python() -> None:
    paste = ("### Python version\n\n3.9, Also tried current version in Colab\n\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.7.0 (from versions: "
             "2.8.0rc0, 2.8.0, 2.9.0, 2.10.0, 2.11.0, 2.12.0, 2.13.0, 2.14.0)\n"
             "ERROR: No matching distribution found for tensorflow==2.7.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "the notebook's Python is 3.10" in top.meaning
    assert "Python 3.9" in top.fix


def test_a_pip_list_of_another_python_on_one_s_own_machine_is_another_interpreter() -> None:
    paste = ("Python version: 3.9\nERROR: Could not find a version that satisfies the requirement tensorflow==2.7.0 "
             "(from versions: 2.8.0rc0, 2.8.0, 2.9.0, 2.10.0, 2.11.0)\nERROR: No matching distribution found for "
             "tensorflow==2.7.0")
    assert explain(paste)[0].cause == "wrong_interpreter"


def test_a_package_pinned_back_in_words_that_say_it_fixed_the_run() -> None:
    top = explain("Our TFX pipeline fails in Transform since the new release. When we downgrade back to Apache Beam "
                  "2.18 and PyArrow back to 0.14, everything works again.")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "`pip install 'apache-beam==2.18'`" in top.fix


def test_numpy_pinned_back_is_numpy_s_pairing() -> None:
    assert explain("tensorflow fails to import. Downgrading numpy to 1.19.5 fixed it.")[0].cause == "numpy_incompatible"


def test_a_pin_that_did_not_help_or_tensorflow_itself_says_nothing() -> None:
    for words in ("I tried downgrading numpy to 1.19 but it did not help", "When I downgrade to 2.0 it works",
                  "Downgrading tensorflow to 2.3.0 fixed it"):
        assert all(e.kind != "context" or "fixed it" not in e.meaning for e in explain(words)), words


def test_a_pin_said_not_to_help_is_no_fix_and_a_second_word_is_no_package() -> None:
    for words in ("Downgrading h5py to 2.10.0 did not fix it.", "I tried downgrading numpy to 1.23 but nothing works"):
        assert all("fixed it" not in e.meaning for e in explain(words)), words
    assert "`pip install 'keras==2.6'`" in explain("Downgrading keras version to 2.6 fixed it")[0].fix
    assert "`pip install 'numpy==1.19.5'`" in explain("I downgraded my numpy to 1.19.5 and it works")[0].fix
    assert explain("downgrading tf-keras to 2.15 solved it")[0].cause == "keras_version_skew"


def test_a_windows_wheel_on_linux_and_a_linux_wheel_of_another_python_on_a_mac() -> None:
    top = explain("ERROR: tensorflow-2.10.0-cp39-cp39-win_amd64.whl is not a supported wheel on this platform.\n"
                  "Ubuntu 22.04")[0]
    assert "a Windows wheel and the paste shows Linux" in top.meaning, top
    top = explain("ERROR: tensorflow-2.5.0-cp37-cp37m-manylinux2010_x86_64.whl is not a supported wheel on this "
                  "platform.\nmacOS, Python 3.9")[0]
    assert "built for Python 3.7, not 3.9" in top.meaning, top
    assert "cp39" in top.fix


def test_docker_on_a_mac_missing_libcuda_is_not_a_container_to_give_the_gpu() -> None:
    paste = ("I run the image in docker on macOS.\nW tensorflow/stream_executor/platform/default/dso_loader.cc:64] "
             "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: "
             "No such file or directory\nE tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: "
             "UNKNOWN ERROR (303)")
    found = explain(paste)
    assert [e for e in found if e.level in ("error", "warning")] == [], found
    assert all("Mac" in e.meaning for e in found)


def test_the_cuda_runtime_missing_before_the_host_fails_the_run_is_not_the_failure() -> None:
    paste = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
             "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or "
             "directory\nI tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do "
             'not have a GPU set up on your machine.\nTraceback (most recent call last):\n  File "/usr/local/lib/'
             'python3.8/dist-packages/keras/utils/data_utils.py", line 85, in urlretrieve\n    fd.write(chunk)\n'
             "OSError: [Errno 28] No space left on device")
    assert [e for e in explain(paste) if e.level in ("error", "warning")] == []


def test_the_cuda_runtime_missing_with_the_gpu_spoken_of_is_still_read() -> None:
    paste = ("My GPU is not used.\nW tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load "
             "dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No "
             "such file or directory\nOSError: [Errno 28] No space left on device")
    assert explain(paste)[0].cause == "cuda_libs_missing"
