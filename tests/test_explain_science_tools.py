"""Pastes of science tools built on TensorFlow (issue 10, batch c3070-c3091): read by the program that printed them.

Another package's TensorFlow range in pip's words or its own import check (DeepLabCut's `[tf]` extra, csbdeep),
the range's newest release line computed from the tables; a machine said to have CPUs but no GPU; a CPU-only
build installed by the paste's own command; and TensorFlow's CUDA diagnostics naming a loaded kernel module
while libcuda was not loaded (a driver is installed: too old for the build, or its library off the loader path).
"""

from __future__ import annotations

import pytest

from envcheck.explain import exit_status, explain
from envcheck.tables import load_tables

RESOLVER = ("ERROR: Cannot install deeplabcut[tf]==2.3.8 and tensorflow==2.12 because these package versions have "
            "conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested tensorflow==2.12\n"
            '    deeplabcut[tf] 2.3.8 depends on tensorflow<=2.10 and >=2.0; extra == "tf"')
CHECK = ("ERROR: pip's dependency resolver does not currently take into account all the packages that are installed.\n"
         "tf-models-official 2.12.0 requires tensorflow~=2.12.0, but you have tensorflow 2.13.0 which is incompatible.")
CSBDEEP = "ImportError: csbdeep only supports tensorflow < 2 for now (installed tensorflow version: 2.3.0)"


def test_a_package_pinning_tensorflow_below_the_one_asked_for_names_the_newest_line_in_its_range() -> None:
    (found, *_) = explain(RESOLVER)
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "deeplabcut[tf] requires tensorflow<=2.10,>=2.0" in found.meaning
    assert "TensorFlow 2.12 is outside" in found.meaning
    assert "TensorFlow 2.10 is the newest release line in it" in found.fix


def test_pips_check_after_installing_reads_the_tensorflow_it_says_you_have() -> None:
    (found, *_) = explain(CHECK)
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "TensorFlow 2.13.0 is outside" in found.meaning
    assert "TensorFlow 2.12 is the newest release line in it" in found.fix


def test_a_packages_own_import_check_is_the_same_range() -> None:
    newest_1x = load_tables().release("1.15")
    assert newest_1x is not None
    (found, *_) = explain(CSBDEEP)
    assert (found.cause, found.level) == ("dependency_conflict", "error")
    assert "csbdeep requires tensorflow<2" in found.meaning
    assert f"TensorFlow {newest_1x.release.line} is the newest release line in it" in found.fix


def test_keras_pinning_tensorflow_is_keras_against_tensorflow() -> None:
    (found, *_) = explain("keras 2.13.1 requires tensorflow>=2.13, but you have tensorflow 2.12.0 which is "
                          "incompatible.")
    assert found.cause == "keras_version_skew"


def test_no_tensorflow_version_in_the_paste_is_uncertain_and_says_what_decides() -> None:
    (found, *_) = explain("deeplabcut[tf] 2.3.8 depends on tensorflow<=2.10 and >=2.0")
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain:")
    assert "pip show tensorflow" in found.meaning


def test_a_tensorflow_inside_the_range_is_not_the_conflict() -> None:
    (found, *_) = explain("tf-models-official 2.12.0 requires tensorflow~=2.12.0, but you have tensorflow 2.12.1 "
                          "which is incompatible.")
    assert found.level == "warning"
    assert "is inside" in found.meaning


def test_condas_unsatisfiable_package_is_not_a_pip_range() -> None:
    found = explain("  - package cvnn-0.3.40-py_0 requires tensorflow >=2.0, but none of the providers can be "
                    "installed")
    assert all(e.cause != "dependency_conflict" for e in found)


CUINIT = "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: UNKNOWN ERROR (303)"


@pytest.mark.parametrize("words", ["I ran the example on a computer with CPUs but without GPUs.",
                                   "it is a server that has no GPU", "a laptop with 8 CPUs and no GPU"])
def test_a_machine_with_cpus_said_to_have_no_gpu_makes_the_search_harmless(words: str) -> None:
    found = explain(f"{CUINIT}\n{words}")
    assert [e.cause for e in found] == ["harmless"] * len(found)
    assert exit_status(found) == 0


CUDART = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
          "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
          "I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU "
          "set up on your machine.")


@pytest.mark.parametrize("command", ["$ pip install deepconsensus[cpu]==1.0.1", "pip install tensorflow-cpu==2.9.1"])
def test_a_cpu_only_build_installed_by_the_paste_makes_the_runtime_search_harmless(command: str) -> None:
    found = explain(f"{command}\n{CUDART}")
    assert [e.cause for e in found] == ["harmless"] * len(found)
    assert "CPU-only build" in found[0].meaning
    assert exit_status(found) == 0


@pytest.mark.parametrize("text", [f"pip uninstall tensorflow-cpu\n{CUDART}",
                                  f"pip install deepconsensus[cpu]\nGPU: GeForce RTX 3090\n{CUDART}"])
def test_a_cpu_build_removed_or_beside_a_gpu_is_not_a_cpu_machine(text: str) -> None:
    assert explain(text)[0].cause == "cuda_libs_missing"


DIAGNOSTICS = ("I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: Not found: was "
               "unable to find libcuda.so DSO loaded into this program\n"
               "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: {kernel}")


def test_a_loaded_kernel_module_is_an_installed_driver_whose_cuda_decides() -> None:
    tables = load_tables()
    most = tables.max_cuda_for_driver("418.67.0")
    (found, *_) = explain(DIAGNOSTICS.format(kernel="418.67.0"))
    assert (found.cause, found.level) == ("driver_too_old", "warning")
    assert found.meaning.startswith("uncertain:")
    assert f"runs CUDA {most} at most" in found.meaning
    assert "ldconfig -p | grep libcuda.so.1" in found.meaning
    assert "install the NVIDIA driver" not in found.fix


def test_a_build_newer_than_the_loaded_driver_is_the_driver_too_old() -> None:
    floor = load_tables().driver_floor("11.0")[1]
    (found, *_) = explain("tensorflow==2.4.1\n" + DIAGNOSTICS.format(kernel="418.67.0"))
    assert (found.cause, found.level) == ("driver_too_old", "error")
    assert f"install NVIDIA driver {floor} or newer" in found.fix


def test_a_build_the_loaded_driver_runs_is_its_library_off_the_loader_path() -> None:
    (found, *_) = explain("tensorflow==2.3.0\n" + DIAGNOSTICS.format(kernel="450.80.02"))
    assert (found.cause, found.level) == ("driver_missing", "error")
    assert "user-space" in found.meaning
    assert "LD_LIBRARY_PATH" in found.fix


def test_libcuda_not_loaded_without_the_kernel_module_is_still_no_driver() -> None:
    (found, *_) = explain(DIAGNOSTICS.split("\n", maxsplit=1)[0] + "\nGPU 0: Tesla V100")
    assert found.cause == "driver_missing"
    assert "install the NVIDIA driver" in found.fix


PY_CONFIG_FOUND = ("python:         /home/u/.virtualenvs/r-tensorflow/bin/python\n"
                   "tensorflow:     /home/u/.virtualenvs/r-tensorflow/lib/python2.7/site-packages/tensorflow")


def test_an_r_package_importing_a_module_the_tensorflow_found_lacks_is_the_pair_not_made_for_each_other() -> None:
    (found, *_) = explain("Error: Python module tensorflow.contrib.keras.python.keras was not found.\n\n"
                          f"Detected Python configuration:\n\n{PY_CONFIG_FOUND}")
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "install_keras()" in found.fix


@pytest.mark.parametrize("text", ["Error: Python module tensorflow was not found.",
                                  ("Error: Python module tensorflow.python.keras was not found\ntensorflow:     "
                                   "[NOT FOUND]")])
def test_reticulate_without_tensorflow_is_the_interpreter(text: str) -> None:
    (found, *_) = explain(text)
    assert (found.cause, found.level) == ("wrong_interpreter", "error")


def test_a_submodule_not_found_with_no_py_config_is_uncertain_and_says_what_decides() -> None:
    (found, *_) = explain("Error: Python module tensorflow.keras was not found.")
    assert (found.cause, found.level) == ("wrong_interpreter", "warning")
    assert found.meaning.startswith("uncertain:")
    assert "py_config()" in found.meaning


NV_FILES = "INFO:    Could not find any nv files on this host!"
NO_DEVICE = ("E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: "
             "CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")


def test_apptainer_finding_no_nv_files_is_a_node_without_a_driver_not_a_container_without_nv() -> None:
    found = explain(f"{NV_FILES}\n{NO_DEVICE}")
    assert (found[0].cause, found[0].level) == ("driver_missing", "error")
    assert "--gres=gpu" in found[0].fix
    assert all(e.cause != "container_gpu_not_exposed" for e in found)


def test_no_nv_files_alone_is_harmless_on_a_cpu_node() -> None:
    found = explain("WARNING: Could not find any nv files on this host!\nhello world")
    assert [e.cause for e in found] == ["harmless"]
    assert exit_status(found) == 0


def test_out_of_memory_in_deeplabcut_names_its_frame_scale() -> None:
    """DeepLabCut trains on whole frames: its pose_cfg.yaml's global_scale downsamples them."""
    paste = ("Running deeplabcut.train_network() I get a ResourceExhaustedError; the frames are 2048x2048, maybe too "
             "big for the GPU.")
    (found, *_) = explain(paste)
    assert found.cause == "model_too_large", found
    assert "global_scale" in found.fix
    other = explain("Training my own model I get a ResourceExhaustedError; the frames are 2048x2048.")[0]
    assert "global_scale" not in other.fix
