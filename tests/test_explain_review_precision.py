"""Review of the stop's new readings (issue 10): each says no more than the paste shows.

A CUDA library said missing in words is TensorFlow's only where the paste is TensorFlow's (not PyTorch's, not a
build's configure step); an Abseil symbol is TensorFlow's only in a library known to link TensorFlow; several MPI or
Horovod processes take each other's memory only where none is shown given its own GPU; a cluster job asks for no GPU
only where its request is shown.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

NO_DEVICE = ("2023-01-23 13:25:06.815433: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
             "CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")
ALLOC = ("2019-01-01 10:00:00.000000: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 15.75G "
         "(16914055168 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory")
ABSL = "_ZN4absl12lts_2022062320raw_logging_internal21internal_log_functionB5cxx11E"


@pytest.mark.parametrize("paste", [
    "PyTorch can't find cudnn: torch.backends.cudnn.version() returns None\ntorch 2.0.1+cu118",
    "-- Could NOT find CUDNN (missing: CUDNN_LIBRARY CUDNN_INCLUDE_DIR)\n-- cuDNN not found, building without it",
], ids=["pytorch", "cmake"])
def test_a_cuda_library_said_missing_in_another_programs_paste_is_uncertain(paste: str) -> None:
    (found, *_) = explain(paste)
    assert found.cause == "cuda_libs_missing"
    assert found.meaning.startswith("uncertain:")
    assert "TensorFlow will not use the GPU" not in found.meaning


def test_a_cuda_library_said_missing_beside_tensorflow_is_still_read() -> None:
    (found, *_) = explain("tensorflow 2.10.0 on Windows 10: cudnn not found, and the GPU is not used")
    assert (found.cause, found.level) == ("cuda_libs_missing", "error")


@pytest.mark.parametrize("library", ["onnxruntime/capi/onnxruntime_pybind11_state.so",
                                     "grpc/_cython/cygrpc.cpython-310-x86_64-linux-gnu.so"])
def test_an_abseil_symbol_of_a_library_not_linking_tensorflow_is_uncertain(library: str) -> None:
    """TensorFlow named in the paste does not make any library with its own Abseil a TensorFlow add-on."""
    (found, *_) = explain(f"tensorflow 2.12.0\nImportError: /home/u/.local/lib/python3.10/site-packages/{library}: "
                          f"undefined symbol: {ABSL}")
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert found.meaning.startswith("uncertain:")


def test_an_abseil_symbol_of_a_known_add_on_beside_tensorflow_is_decided() -> None:
    (found, *_) = explain(f"tensorflow 2.12.0\nImportError: /usr/lib/python3/site-packages/tensorflow_text/python/ops/"
                          f"_regex_split_ops.so: undefined symbol: {ABSL}")
    assert (found.cause, found.level) == ("dependency_conflict", "error")


@pytest.mark.parametrize("pinned", ["config.gpu_options.visible_device_list = str(hvd.local_rank())",
                                    "tf.config.set_visible_devices(gpus[hvd.local_rank()], 'GPU')"])
def test_processes_shown_each_given_its_own_gpu_are_not_said_to_share_one(pinned: str) -> None:
    (found, *_) = explain(f"horovodrun -np 4 -H localhost:4 python train.py\n{pinned}\n{ALLOC}")
    assert found.cause == "gpu_memory_in_use"
    assert "run each other out of memory" not in found.meaning
    (unpinned, *_) = explain(f"horovodrun -np 4 -H localhost:4 python train.py\n{ALLOC}")
    assert "run each other out of memory" in unpinned.meaning


@pytest.mark.parametrize("job", ["I submit it with sbatch job.sh on the GPU partition",
                                 "srun python train.py", "#$ -l cuda=1\npython train.py"])
def test_a_job_whose_gpu_request_is_not_shown_is_not_said_to_ask_for_none(job: str) -> None:
    found = explain(f"{job}\n{NO_DEVICE}\nnvidia-smi on the node shows a Tesla V100")
    assert not [e for e in found if "asks the scheduler for no GPU" in e.meaning]


def test_a_job_script_shown_without_a_gpu_request_still_decides() -> None:
    (found, *_) = explain(f"#SBATCH --cpus-per-task=4\npython train.py\n{NO_DEVICE}\nnvidia-smi shows a Tesla V100")
    assert (found.cause, found.level) == ("no_gpu_visible", "error")
    assert "asks the scheduler for no GPU" in found.meaning


def test_no_nvidia_smi_beside_a_driver_shown_is_uncertain() -> None:
    """The shell missing nvidia-smi says the driver is not installed only where no driver is shown."""
    smi = "'nvidia-smi' is not recognized as an internal or external command"
    (shown, *_) = explain(f"{smi}\nWindows 11, driver 546.33, RTX 3060\ntensorflow 2.10.0")
    assert (shown.cause, shown.level) == ("driver_missing", "warning")
    assert shown.meaning.startswith("uncertain:")
    assert "546.33" in shown.meaning
    (alone, *_) = explain(f"{smi}\nWindows 11, RTX 3060\ntensorflow 2.10.0")
    assert (alone.cause, alone.level) == ("driver_missing", "error")


@pytest.mark.parametrize("words", [
    "nvidia-smi works on the host and in the container, but TF does not see the GPU in the container.",
    "nvidia-smi works on the host, but tensorflow does not see the GPU in the container.",
])
def test_nvidia_smi_working_on_the_host_with_another_subjects_not_is_not_the_container(words: str) -> None:
    """Only nvidia-smi's own failure in the container says the container got no GPU; TensorFlow's is its own."""
    assert not [e for e in explain(f"{words}\ntensorflow 2.15.0") if "the container got no GPU" in e.meaning]


@pytest.mark.parametrize("dll", ["cublas64_10.dll", "cusolver64_11.dll"])
def test_a_library_dll_of_cuda_10_1_on_is_no_import_time_cuda(dll: str) -> None:
    """A bare major (cuBLAS 10 of CUDA 10.1, cuSOLVER 11) is the library's, loaded after import since 2.1."""
    found = explain(f"I can't find {dll}\nImportError: DLL load failed: The specified module could not be found.")
    assert [e for e in found if e.kind == "dll_load_failed" and e.cause != "cuda_libs_missing"]


def test_a_cuda_10_0_dll_explains_the_bare_import_failure() -> None:
    found = explain("I can't find cudart64_100.dll\nImportError: DLL load failed: The specified module could not be "
                    "found.")
    assert {e.cause for e in found} == {"cuda_libs_missing"}


def test_an_illegal_instruction_in_a_jax_paste_is_not_tensorflows_binary() -> None:
    """`import jax` typed in `python -c` is no import line, but the paste is JAX's: which binary is uncertain."""
    (found, *_) = explain("$ python -c 'import jax'\nProcess finished with exit code 132 (interrupted by signal 4: "
                          "SIGILL)")
    assert found.cause == "cpu_no_avx"
    assert found.meaning.startswith("uncertain:")
    assert "TensorFlow binary" not in found.meaning


def test_ngcs_image_tag_is_no_tensorflow_version() -> None:
    """nvcr.io/nvidia/tensorflow:23.10-tf2-py3 names NGC's release (a year and month), not TensorFlow 23.10."""
    found = explain("docker run nvcr.io/nvidia/tensorflow:23.10-tf2-py3\ntf.config.list_physical_devices('GPU') "
                    "returns []")
    assert found
    assert not [e for e in found if "TensorFlow 23.10" in e.meaning or "TensorFlow 23.10" in e.fix]
    (hub, *_) = explain("docker run tensorflow/tensorflow:2.15.0-gpu\ntf.config.list_physical_devices('GPU') "
                        "returns []")
    assert "TensorFlow 2.15.0" in hub.meaning
