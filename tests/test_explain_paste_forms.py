"""`envcheck explain` on the forms real pastes take: versions in prose and prints, device listings, Colab, traceback
chains, the CPU named, and logs saved in other encodings."""

from __future__ import annotations

import html
import json
import os
import re
import textwrap
import threading
from typing import TYPE_CHECKING

import pytest
from fakes import DATA
from typer.testing import CliRunner

from envcheck import cli
from envcheck.commands.explain import log_encoding
from envcheck.explain import explain

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

DLOPEN = ("2021-01-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load "
          "dynamic library '{lib}'; dlerror: {lib}: cannot open shared object file: No such file or directory")
CREATED = ("2021-01-01 10:00:02.000000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1418] Created TensorFlow "
           "device (/job:localhost/replica:0/task:0/device:GPU:0 with 9640 MB memory) -> physical GPU (device: 0, "
           "name: NVIDIA GeForce RTX 3080, pci bus id: 0000:01:00.0, compute capability: 8.6)")


def test_several_versions_printed_on_one_line_are_read_by_position() -> None:
    found = explain(">>> print(tf.__version__, keras.__version__)\n2.7.0 2.8.0\n"
                    "AttributeError: module 'tensorflow.compat.v2.__internal__.distribute' has no attribute "
                    "'strategy_supports_no_merge_call'")
    assert found[0].cause == "keras_version_skew"
    assert "keras==2.7.*" in found[0].fix


def test_a_printed_keras_version_is_not_taken_for_tensorflow_s() -> None:
    found = explain(">>> print(keras.__version__)\n2.8.0\nlist_physical_devices('GPU') returns []\nC:\\Users\\me>")
    assert all("tensorflow=2.8.0" not in e.details for e in found)


@pytest.mark.parametrize("prose", ["My tensorflow version is 2.12.0.", "tensorflow version was 2.12.0, on Windows 11"])
def test_the_version_in_a_sentence(prose: str) -> None:
    found = explain(f"{prose}\nWindows 11\nGPU is not detected")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "tensorflow=2.12.0" in found[0].details


def test_a_device_lib_listing_without_a_gpu_is_an_empty_gpu_list() -> None:
    listing = ('[name: "/device:CPU:0"\ndevice_type: "CPU"\nmemory_limit: 268435456\n]\n'
               "tensorflow 2.12.0 on Windows 11")
    assert explain(listing)[0].cause == "windows_native_gpu_unsupported"
    with_gpu = listing.replace("]\n", ', name: "/device:GPU:0"\ndevice_type: "GPU"\n]\n')
    assert all(e.cause != "windows_native_gpu_unsupported" for e in explain(with_gpu))


def test_a_keras3_only_module_missing_under_keras2() -> None:
    found = explain("I must use tensorflow 2.14.0\n    from keras.src.legacy.backend import int_shape\n"
                    "ModuleNotFoundError: No module named 'keras.src.legacy'")
    assert found[0].cause == "keras_version_skew"
    assert "Keras 3 only" in found[0].meaning
    assert "TensorFlow 2.14 comes with Keras 2" in found[0].meaning


def test_tf_keras_missing_depends_on_who_asked_for_it() -> None:
    missing = "ModuleNotFoundError: No module named 'tf_keras'\ntensorflow 2.18.0"
    assert explain(missing)[0].cause == "keras3_legacy_code"
    assert "tf-keras~=2.18.0" in explain(missing)[0].fix
    assert explain("export TF_USE_LEGACY_KERAS=1\n" + missing)[0].cause == "tf_keras_missing"


def test_colab_with_a_gpu_runtime_and_a_tensorflow_built_for_another_cuda() -> None:
    found = explain("GPU not found in Colab since the TF 2.0 update, though hardware accelerator is set to GPU\n"
                    "%tensorflow_version 2.x\nSystemError: GPU device not found")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.0" in found[0].fix
    assert "uncertain" not in found[0].meaning


def test_colab_without_word_of_a_gpu_runtime_is_uncertain() -> None:
    found = explain("%tensorflow_version 2.x\nimport tensorflow as tf\nSystemError: GPU device not found")
    assert found[0].cause == "no_gpu_visible"
    assert "uncertain" in found[0].meaning
    assert "Change runtime type" in found[0].fix


@pytest.mark.parametrize("where", ["On a Kaggle notebook", "In my kaggle kernel",
                                   "import pandas as pd\ndf = pd.read_csv('/kaggle/input/train.csv')"])
def test_a_kaggle_notebook_is_a_hosted_notebook_like_colab(where: str) -> None:
    found = explain(f"{where}\ntensorflow 2.15\ntf.config.list_physical_devices('GPU') returns []")
    assert (found[0].cause, "uncertain" in found[0].meaning) == ("no_gpu_visible", True)
    assert "Accelerator" in found[0].fix
    assert "ipykernel" not in found[0].fix  # the notebook's kernel is the platform's, not a local Jupyter's
    assert "tensorflow[and-cuda]==2.15" in found[0].fix  # or its own CUDA libraries as pip packages


def test_a_dataset_from_kaggle_is_not_a_kaggle_notebook() -> None:
    found = explain("I downloaded the dataset from Kaggle; on my RTX 3060 tf.config.list_physical_devices('GPU') "
                    "returns []")
    assert "Accelerator" not in found[0].fix


def test_a_library_failure_before_the_gpu_was_created_is_not_the_cause() -> None:
    before = explain(DLOPEN.format(lib="libcupti.so.11.2") + "\n" + CREATED)
    assert before[0].cause == "harmless"
    after = explain(CREATED + "\n" + DLOPEN.format(lib="libcupti.so.11.2"))
    assert after[0].cause == "cuda_libs_missing"
    cudnn = explain(DLOPEN.format(lib="libcudnn.so.7") + "\n" + CREATED)
    assert cudnn[0].cause == "cuda_libs_missing"


@pytest.mark.parametrize(("cpu", "cause", "uncertain"), [
    ("Intel(R) Celeron(R) N4020 CPU @ 1.10GHz", "cpu_no_avx", False),
    ("Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz", "msvc_runtime_missing", False),
    ("", "tf_import_failed", True),  # the native runtime failed, and nothing decides why
])
def test_a_dll_that_fails_to_initialise_is_decided_by_the_cpu_named(cpu: str, cause: str, uncertain: bool) -> None:
    found = explain(f"{cpu}\nImportError: DLL load failed while importing _pywrap_tensorflow_internal: A dynamic "
                    "link library (DLL) initialization routine failed.")
    assert found[0].cause == cause
    assert ("uncertain" in found[0].meaning) is uncertain


@pytest.mark.parametrize(("data", "encoding"), [
    (b"\xff\xfeC\x00o\x00", "utf-16"), (b"\xef\xbb\xbfCould", "utf-8-sig"), (b"C\x00o\x00u\x00l\x00", "utf-16-le"),
    (b"\x00C\x00o\x00u\x00l", "utf-16-be"), (b"Could not load", "utf-8"), (b"", "utf-8"),
    (bytes(range(256)), "utf-8"),
])
def test_the_encoding_of_a_saved_log(data: bytes, encoding: str) -> None:
    assert log_encoding(data) == encoding


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-8-sig"])
def test_cli_reads_a_log_saved_by_windows_powershell(tmp_path: Path, encoding: str) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes((DLOPEN.format(lib="libcublas.so.11") + "\r\n").encode(encoding))
    result = CliRunner().invoke(cli.app, ["explain", str(log), "--json"])
    assert result.exit_code == cli.FINDINGS
    assert '"cause": "cuda_libs_missing"' in result.output
    assert "\\ufeff" not in result.output


def test_cli_reads_a_pipe(tmp_path: Path) -> None:
    """`envcheck explain <(docker logs x)` gives a FIFO, which cannot seek back after the encoding is sniffed."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = threading.Thread(target=fifo.write_text, args=(DLOPEN.format(lib="libcublas.so.11") + "\n",))
    writer.start()
    result = CliRunner().invoke(cli.app, ["explain", str(fifo), "--json"])
    writer.join()
    assert result.exit_code == cli.FINDINGS, result.output
    assert '"cause": "cuda_libs_missing"' in result.output


def test_cli_survives_binary_junk_and_one_huge_line(tmp_path: Path) -> None:
    junk = tmp_path / "junk.bin"
    junk.write_bytes(bytes(range(256)) * 64 + b"\x00" * 10 + b"\n" + b"x" * 3_000_000)
    result = CliRunner().invoke(cli.app, ["explain", str(junk)])
    assert result.exit_code == cli.OK
    assert "nothing recognised" in result.output


@pytest.mark.parametrize(("line", "cause"), [
    ("tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH", "driver_library_mismatch"),
    ("pynvml.nvml.NVMLError_LibRmVersionMismatch: RM has detected an NVML/RM version mismatch.",
     "driver_library_mismatch"),
    ("pynvml.nvml.NVMLError_DriverNotLoaded: Driver Not Loaded", "driver_missing"),
])
def test_nvml_errors_by_name(line: str, cause: str) -> None:
    assert explain(line)[0].cause == cause


INSUFFICIENT = "cudaGetDeviceCount returned 35\n-> CUDA driver version is insufficient for CUDA runtime version"


def test_an_insufficient_driver_in_a_container_started_without_gpus() -> None:
    without = explain("docker run --device /dev/nvidia0:/dev/nvidia0 --device \\\n  /dev/nvidiactl:/dev/nvidiactl -it "
                      f"nvidia/cuda:7.0-cudnn3-devel bash\n{INSUFFICIENT}")
    assert without[0].cause == "container_gpu_not_exposed"
    assert "--gpus all" in without[0].fix
    with_gpus = explain(f"docker run --gpus all -it nvidia/cuda:12.4.0-base bash\n{INSUFFICIENT}")
    assert with_gpus[0].cause == "driver_too_old"


NO_DEVICE = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (-1)\n"
             "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] no NVIDIA GPU device is present: /dev/nvidia0 "
             "does not exist")
TOOLKIT_TEST = ("docker run --gpus all nvidia/cuda:10.0-base nvidia-smi\n"
                "| NVIDIA-SMI 450.51.05    Driver Version: 450.51.05    CUDA Version: 11.0     |")


def test_the_toolkits_test_command_does_not_give_tensorflows_container_the_gpu() -> None:
    # tensorflow#41785: TensorFlow's image started without --gpus; the toolkit's test, with it, works
    found = explain(f"docker run -it -p 8888:8888 tensorflow/tensorflow:latest-gpu-jupyter\n{NO_DEVICE}\n"
                    f"{TOOLKIT_TEST}")
    assert (found[0].cause, found[0].level) == ("container_gpu_not_exposed", "error")
    assert "without GPU access" in found[0].meaning
    assert "uncertain" not in found[0].meaning


@pytest.mark.parametrize("started", [
    "docker run --gpus all -it tensorflow/tensorflow:latest-gpu",  # TensorFlow's own command has the GPU
    "docker run -it \\\n  --gpus all \\\n  tensorflow/tensorflow:2.4.0-gpu python",  # over continued lines
    "nvidia-docker run -it tensorflow/tensorflow:1.15.0-gpu-py3",
    # the image started both ways, or the flag said tried in words: which start the log is from is not shown
    "docker run -it tensorflow/tensorflow:latest-gpu\ndocker run --gpus all -it tensorflow/tensorflow:latest-gpu",
    "docker run -it tensorflow/tensorflow:latest-gpu\nI also tried adding --gpus all, same error",
])
def test_a_tensorflow_container_started_with_the_gpu_somewhere_keeps_the_toolkit_reading(started: str) -> None:
    found = explain(f"{started}\n{NO_DEVICE}\n{TOOLKIT_TEST}")
    assert found[0].cause == "container_gpu_not_exposed"
    assert "started with the GPU" in found[0].meaning


def test_the_toolkit_refusing_an_image_that_needs_a_newer_driver() -> None:
    found = explain("[/usr/bin/nvidia-container-cli --load-kmods configure --ldconfig=@/sbin/ldconfig.real "
                    "--device=all --\ncompute --utility --require=cuda>=10.0 brand=tesla,driver>=384,driver<385 "
                    "--pid=7142\n"
                    "nvidia-container-cli: requirement error: unsatisfied condition: brand = tesla")
    assert found[0].cause == "driver_too_old"
    assert "410" in found[0].fix


@pytest.mark.parametrize(("paste", "driver"), [
    # the brand/driver alternative the hook tried last is what it reports; the image's cuda>= is what failed
    (("nvidia-container-cli --load-kmods configure --device=all --compute --utility --require=cuda>=10.1 "
     "brand=tesla,driver>=384,driver<385 --pid=1234\nnvidia-container-cli: requirement error: unsatisfied "
     "condition: driver < 385"), "418.39"),
    # nvidia-docker 1's volume plugin: the driver's CUDA against the image's
    (("docker: Error response from daemon: create nvidia_driver_384.130: VolumeDriver.Create: internal error, check "
     "logs for details. unsupported CUDA version: driver 9.0 < image 9.2.148"), "396.26"),
])
def test_nvidia_docker_requirement_wordings_are_the_host_driver(paste: str, driver: str) -> None:
    (found, *_) = explain(paste)
    assert (found.cause, found.level) == ("driver_too_old", "error")
    assert f"install NVIDIA driver {driver} or newer on the host (a container uses the host's driver) — CUDA" in (
        found.fix)


@pytest.mark.parametrize("text", [
    "The /dev/dxg device is not available in WLS2 Linux distros",
    "ls: cannot access '/dev/dxg': No such file or directory",
    "WSL2 error: dxcore initialization failed, continuing assuming a non-WSL environment",
])
def test_wsl_without_its_gpu_device(text: str) -> None:
    found = explain(text)
    assert found[0].cause == "wsl_driver_not_visible"
    assert "Windows" in found[0].fix


NO_WHEEL = ("ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)\n"
            "ERROR: No matching distribution found for tensorflow")


def test_no_wheel_for_a_32_bit_python() -> None:
    banner = "sys.version: 3.7.3 (v3.7.3:ef4ec6ed12, Mar 25 2019, 21:26:53) [MSC v.1916 32 bit (Intel)]"
    found = explain(f"{NO_WHEEL}\n{banner}")
    assert found[0].cause == "python_unsupported"
    assert "64-bit" in found[0].fix


def test_no_wheel_at_all_for_a_python_version_that_has_wheels() -> None:
    found = explain(f"Using python version 3.7.1.\n{NO_WHEEL}")
    assert found[0].cause == "python_unsupported"
    assert "32-bit" in found[0].fix
    named = explain(f"python 3.13\n{NO_WHEEL.replace('versions: none', 'versions: 2.20.0')}")
    assert "32-bit" not in named[0].fix


@pytest.mark.parametrize("error", [
    "ValueError: Unrecognized keyword arguments passed to GRU: {'time_major': False}",
    "ValueError: Unrecognized keyword arguments passed to LSTM: {'batch_input_shape': (1, 1, 7)}",
])
def test_keras3_rejecting_keras2_arguments(error: str) -> None:
    found = explain(f"TensorFlow version: 2.17.0\n{error}")
    assert found[0].cause == "keras3_legacy_code"
    assert "TF_USE_LEGACY_KERAS" in found[0].fix


def test_numpy_too_new_told_by_the_future_warning_on_a_removed_alias() -> None:
    found = explain("tensorflow\\python\\framework\\dtypes.py:585: FutureWarning: In the future `np.object` will be "
                    "defined as the corresponding NumPy scalar.\n  np.object,")
    assert found[0].cause == "numpy_incompatible"
    assert "numpy<1.24" in found[0].fix


def test_the_build_is_read_from_the_failing_name_not_the_files_listed() -> None:
    found = explain(DLOPEN.format(lib="libcudart.so.10.1") + "\nso I installed cuda. Same error.\n"
                    "/usr/local/cuda-11.0/targets/x86_64-linux/lib/libcudart.so.11.0")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.1" in found[0].fix


def test_two_python_installations_in_a_notebook_paste() -> None:
    found = explain("If I load a new python3 file in Jupyter, the error returns\n"
                    "pip 20.1.1 from /Users/me/ml/my_env/lib/python2.7/site-packages/pip (python 2.7)\n"
                    "sys.executable\n'/Applications/Xcode.app/Contents/Developer/usr/bin/python3'")
    assert found[0].cause == "wrong_interpreter"
    assert "ipykernel" in found[0].fix
    one = explain("Jupyter\n'/home/me/env/bin/python'\n'/home/me/env/bin/python3.10'")
    assert all(e.cause != "wrong_interpreter" for e in one)


@pytest.mark.parametrize("line", [
    "InternalError: Blas GEMM launch failed",
    "InternalError: Blas SGEMM launch failed : m=10, n=1, k=4 [Op:Conv2D]",
    "tensorflow.python.framework.errors_impl.InternalError: Blas GEMV launch failed:  m=2",
])
def test_cublas_failing_to_start_is_memory_taken(line: str) -> None:
    found = explain(line)
    assert found[0].cause == "gpu_memory_in_use"
    assert "nvidia-smi" in found[0].fix
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in found[0].fix


@pytest.mark.parametrize("line", ["tensorflow.python.framework.errors_impl.NotFoundError:  No algorithm worked!",
                                  "UnknownError: Failed to get convolution algorithm."])
def test_cudnn_failing_to_start_in_its_short_wordings(line: str) -> None:
    assert explain(line)[0].cause == "cudnn_init_failed"


def test_only_the_template_versions_and_they_cannot_work_together() -> None:
    template = ("### TensorFlow version\n\n2.10\n\n### OS platform and distribution\n\nwindows\n\n"
                "### CUDA/cuDNN version\n\n12.5/9.2.1\n\nhow do I use the GPU in my conda environment?")
    found = explain(template)
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 11.2" in found[0].fix
    newer = template.replace("\n2.10\n", "\n2.12.0\n")  # no native Windows GPU there: no CUDA to blame
    assert all(e.cause != "cuda_libs_missing" for e in explain(newer))
    working = template + "\n[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"
    assert all(e.cause != "cuda_libs_missing" for e in explain(working))


@pytest.mark.parametrize("tail", ['"  # displays []', ")  # shows []", "` gives []"])
def test_the_empty_list_given_as_a_comment_after_the_command(tail: str) -> None:
    found = explain("conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1\npip install tensorflow==2.7.0\n"
                    f"python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU')){tail}")
    assert found[0].cause == "cuda_libs_missing"
    assert "LD_LIBRARY_PATH" in found[0].fix


def test_protobuf_6_without_message_factory_get_prototype() -> None:
    found = explain("import tensorflow as tf\nAttributeError: 'MessageFactory' object has no attribute 'GetPrototype'")
    assert found[0].cause == "protobuf_incompatible"
    assert "protobuf<6" in found[0].fix


def test_cudnn_mismatch_in_its_wording_with_the_source() -> None:
    found = explain("Loaded runtime CuDNN library: 7.0.5 but the source was compiled with: 7.1.4.  CuDNN library "
                    "major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or "
                    "later version.")
    assert found[0].cause == "cudnn_version_mismatch"
    assert "7.1" in found[0].fix


@pytest.mark.parametrize("message", [
    ("ValueError: You have tensorflow 2.17.0 and this requires tf-keras package. Please run `pip install tf-keras` or "
    "downgrade your tensorflow"),
    "ImportError: this model needs Keras 2. Please install tf_keras with TensorFlow 2.16",
])
def test_a_library_asking_for_tf_keras(message: str) -> None:
    found = explain(message)
    assert found[0].cause == "keras3_legacy_code"
    assert "tf-keras" in found[0].fix


@pytest.mark.parametrize("spaced", [
    ("May 14, 2021 | WARNING | 2021-05-14  14:54:43.021067: W  tensorflow/stream_executor/platform/default/"
     "dso_loader.cc:64] Could not  load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11:  cannot open "
     "shared object file: No such file or directory"),
    ("\x1b[33mW\x1b[0m tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not\tload "
     "dynamic\u00a0library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object file: "
     "No such file or directory"),
])
def test_runs_of_spaces_tabs_and_colour_codes_inside_a_line(spaced: str) -> None:
    found = explain(f"pip install tensorflow==2.5.0\n{spaced}\nSkipping registering GPU devices...")
    assert found[0].cause == "cuda_libs_missing"


@pytest.mark.parametrize(("line", "fix"), [
    ("KeyError: \"Couldn't find field google.protobuf.FileOptions.php_metadata_namespace\"", "protobuf"),
    (("    from google.protobuf import symbol_database as _symbol_database\nImportError: cannot import name "
     "symbol_database"), "-U protobuf"),
])
def test_protobuf_too_new_or_too_old_in_older_wordings(line: str, fix: str) -> None:
    found = explain(f"import tensorflow as tf\n{line}")
    assert found[0].cause == "protobuf_incompatible"
    assert fix in found[0].fix


@pytest.mark.parametrize(("mac", "arm64"), [
    ("macOS Sierra (10.12.5)", False), ("Mac OS X 10.13.6, Intel(R) Xeon(R) CPU", False),
    ("MacBook Pro M1, macOS 12", True),
])
def test_an_illegal_instruction_on_a_mac_is_rosetta_only_without_intel_evidence(mac: str, arm64: bool) -> None:
    found = explain(f"{mac}\n>>> import tensorflow\nIllegal instruction: 4")
    assert found[0].cause == "cpu_no_avx"
    assert ("arm64" in found[0].fix) is arm64


@pytest.mark.parametrize(("message", "keras3"), [
    ("ValueError: The layer sequential_6 has never been called and thus has no defined input.", True),
    ("ValueError: The layer sequential has never been called and thus has no defined output.", True),
    ("AttributeError: The layer has never been called and thus has no defined input shape.", False),
])
def test_an_uncalled_layer_is_keras_3_only_in_keras_3_s_wording(message: str, keras3: bool) -> None:
    causes = [e.cause for e in explain(message)]
    assert (causes[:1] == ["keras3_legacy_code"]) is keras3


@pytest.mark.parametrize("where", [
    "pip install tensorflow-2.16.1-cp310-cp310-win_amd64.whl",
    "Python 3.10.11 (tags/v3.10.11:7d4cc5a, Apr  5 2023, 00:38:17) [MSC v.1929 64 bit (AMD64)] on win32",
], ids=["wheel-tag", "python-banner"])
def test_windows_is_read_from_platform_tags(where: str) -> None:
    paste = f"{where}\n>>> tf.__version__\n'2.16.1'\n>>> tf.config.list_physical_devices('GPU')\n[]"
    assert explain(paste)[0].cause == "windows_native_gpu_unsupported"
    assert explain(paste.replace(where, "pip install pywin32"))[0].cause != "windows_native_gpu_unsupported"


def _quoted(text: str) -> str:
    return "\n".join(f"> {line}" for line in text.splitlines())


def _typographic(text: str) -> str:
    quoted = re.sub(r"'([^'\n]*)'", "\u2018\\1\u2019", text)
    return re.sub(r'"([^"\n]*)"', "\u201c\\1\u201d", quoted).replace("tensorflow", "tensor\u200bflow")


def _terminal(text: str) -> str:
    return "\r\n".join(re.sub(r"^(\S+ \S+: )([IWEF]) ", "\\1\x1b[1;31m\\2\x1b[0m ", line) for line in text.splitlines())


def _collected(prefix: str) -> Callable[[str], str]:
    return lambda text: "\n".join(prefix + line for line in text.splitlines())


# TensorFlow's bug-report template with nothing filled in but the log (its labels name CUDA/cuDNN, Python, ...)
_TEMPLATE = "\n\n".join(f"### {label}\n\n_No response_" for label in (
    "Issue type", "Have you reproduced the bug with TensorFlow Nightly?", "Source", "TensorFlow version", "Custom code",
    "OS platform and distribution", "Mobile device", "Python version", "Bazel version", "GCC/compiler version",
    "CUDA/cuDNN version", "GPU model and memory", "Current behavior?"))
_TEMPLATE += "\n\n### Relevant log output\n\n```shell\n{}\n```"
# and its older form (2017-2021): labels with examples, and advice that names TF 1.0 and TF 2.0
_ADVICE = ('You can collect some of this information using our environment capture script. You can also obtain the '
           'TensorFlow version with: 1. TF 1.0: `python -c "import tensorflow as tf; print(tf.GIT_VERSION, '
           'tf.VERSION)"` 2. TF 2.0: `python -c "import tensorflow as tf; print(tf.version.GIT_VERSION, '
           'tf.version.VERSION)"`')
_OLD_LINES = (
    "**System information**", "- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): N/A",
    "- Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: N/A",
    "- TensorFlow installed from (source or binary): binary", "- TensorFlow version (use command below): N/A",
    "- Python version: N/A", "- Installed using virtualenv? pip? conda?: N/A", "- CUDA/cuDNN version: N/A",
    "- GPU model and memory: N/A", "", _ADVICE, "", "**Describe the current behavior**", "{}")
_OLD_TEMPLATE = "\n".join(_OLD_LINES)


# how a paste reaches an issue: quoted in a reply, through a forum's typography (and a zero-width space), copied
# from a page's source with its HTML entities, from a coloured terminal with Windows line ends, fenced or indented,
# from a log collector (Docker Compose, a CI runner, kubectl --prefix), or in an issue template left empty
FORMS: dict[str, Callable[[str], str]] = {
    "quoted": _quoted, "typographic": _typographic, "html": html.escape, "terminal": _terminal,
    "fenced": lambda text: f"```\n{text}\n```", "indented": lambda text: textwrap.indent(text, "    "),
    "compose": _collected("trainer-1  | "), "ci": _collected("2024-03-01T10:00:00.1234567Z "),
    "kubectl": _collected("[pod/train-7f9c/main] "), "template": _TEMPLATE.format,
    "old_template": _OLD_TEMPLATE.format,
}
CORPUS = [json.loads(line) for line in (DATA / "explain" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()]


def _top(text: str) -> list[tuple[str, str]]:
    return [(e.cause, e.fix) for e in explain(text)[:1]]


@pytest.fixture(scope="module")
def plain_tops() -> dict[str, list[tuple[str, str]]]:
    """Each corpus paste's top reading as gathered, read once for all the forms."""
    return {case["id"]: _top(case["excerpt"]) for case in CORPUS}


@pytest.mark.parametrize("form", FORMS)
def test_every_corpus_paste_reads_the_same_in_the_forms_pastes_take(
        form: str, plain_tops: dict[str, list[tuple[str, str]]]) -> None:
    changed = [case["id"] for case in CORPUS if _top(FORMS[form](case["excerpt"])) != plain_tops[case["id"]]]
    assert not changed


def test_a_reply_s_quote_markers_are_read_through_and_python_s_prompt_is_left_alone() -> None:
    session = (">>> import tensorflow as tf\n>>> tf.__version__\n'2.16.1'\n"
               ">>> tf.config.list_physical_devices('GPU')\n[]")
    plain = explain(session)
    assert "tensorflow=2.16.1" in plain[0].details
    assert explain(_quoted(_quoted(session))) == plain


@pytest.mark.parametrize(("session", "cause"), [
    ("pip install tensorflow==1.14\n>>> tf.test.is_gpu_available()\nFalse", "tf1_cpu_package"),
    ("tensorflow 1.13.1\ntf.test.is_gpu_available() returns False", "tf1_cpu_package"),
    ("I installed tensorflow 1.12 with pip. tf.test.gpu_device_name() returns empty string", "tf1_cpu_package"),
    ("tensorflow-gpu 2.4\n>>> tf.test.gpu_device_name()\n''", "cuda_libs_missing"),  # its system CUDA, uncertain
])
def test_tensorflow_asked_for_a_gpu_answers_none_on_the_next_line_or_in_words(session: str, cause: str) -> None:
    assert explain(session)[0].cause == cause
    assert not explain(session.replace("False", "True").replace("''", "'/device:GPU:0'").replace(
        " returns empty string", ""))


def test_a_heading_s_value_read_across_the_reading_batches() -> None:
    """The lines after a heading are read though the heading ends one batch of lines and its value starts the next."""
    filler = ["epoch done"] * 4094
    found = explain([*filler, "### TensorFlow version", "2.12.0", "Windows 11", "GPU is not detected"])
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "tensorflow=2.12.0" in found[0].details


@pytest.mark.parametrize("answer", ["_This piece of code return empty array_", "it returns an empty list", "[]",
                                    "returned False"])
def test_the_answer_in_words_on_the_line_after_a_gpu_query(answer: str) -> None:
    query = "`  gpus = tf.config.experimental.list_physical_devices('GPU')`"
    found = explain(f"tensorflow 2.12.0\nWindows 10\n{query}\n{answer}")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert not explain(f"tensorflow 2.12.0\nWindows 10\n{query}\nprint(model.predict(x))\nit returns an empty array")


def test_zero_gpus_available_in_words() -> None:
    found = explain('The results returned "0 GPUs available" and "False".\ntf 2.13.0\nWindows 10')
    assert found[0].cause == "windows_native_gpu_unsupported"


def test_a_release_s_git_describe_names_its_release_and_a_nightly_s_names_none() -> None:
    release = explain("- **TensorFlow version**: v2.3.0-6-g23ad988\n- **CUDA/cuDNN version**: 11.5 / 8.3.1.22\n"
                      "Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open "
                      "shared object file: No such file or directory")[0]
    assert "TensorFlow 2.3 loads CUDA 10.1" in release.fix
    nightly = explain("TensorFlow version (use command below): v1.12.1-94762-gf8066222ad6\nGPU is not detected")
    assert all("tensorflow=1.12" not in " ".join(e.details) for e in nightly)


def test_a_heading_s_empty_value_does_not_take_the_next_heading_s() -> None:
    """'TensorFlow version:' left empty is not answered by the 'CUDA/cuDNN version: 11.5' line after it."""
    found = explain("- TensorFlow version:\n- CUDA/cuDNN version: 11.5 / 8.3\nCould not load dynamic library "
                    "'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file")
    assert all("tensorflow=11.5" not in e.details for e in found)
    assert "11.5" not in found[0].fix.split("tensorflow[and-cuda]")[-1][:8]


def test_is_built_with_cuda_answered_false_in_words() -> None:
    found = explain("GPU not detected / tf.test.is_built_with_cuda returns False\nTensorFlow version: 2.3.0")
    assert found[0].cause == "cpu_only_build"


def test_the_first_gpu_taken_from_an_empty_list() -> None:
    found = explain("tensorflow 2.12.0\nWindows 10\n"
                    "tf.config.experimental.set_memory_growth(physical_devices[0], True)\n"
                    "IndexError: list index out of range")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert not explain("x = batch[0]\nIndexError: list index out of range")


def test_the_cpu_said_to_have_no_avx_with_tensorflow_failing_to_import() -> None:
    found = explain("- TensorFlow version: 2.2.0\n-My CPU does not support the AVX Instruction set\n"
                    "Error when importing libraries:  Traceback (most recent call last):\n"
                    '  File "G:\\Python\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58')
    assert found[0].cause == "cpu_no_avx"
    assert not any(e.cause == "cpu_no_avx" for e in explain("My CPU does not support the AVX instruction set, right?"))


def test_is_built_with_cuda_answering_false_on_the_next_line() -> None:
    found = explain(">>> import tensorflow as tf\n>>> tf.test.is_built_with_cuda()\nFalse\n"
                    "tensorflow                2.15.0          cuda120py311h5cbd639_1    conda-forge")
    assert found[0].cause == "cpu_only_build"
    assert not any(e.cause == "cpu_only_build" for e in explain(">>> tf.test.is_built_with_cuda()\nTrue"))


def test_training_in_cpu_mode_only_on_windows() -> None:
    found = explain("Windows 10\nthe conda environment results in CPU mode only for training, with CUDA 11.2 installed")
    assert found[0].cause == "windows_native_gpu_unsupported"


@pytest.mark.parametrize("words", ["检测不到GPU", "无法使用显卡", "GPUが認識されない", "GPU를 인식하지 못합니다"])
def test_no_gpu_in_the_words_of_users_writing_chinese_japanese_or_korean(words: str) -> None:
    found = explain(f"tensorflow 2.12\nWindows 11\n{words}")
    assert found[0].cause == "windows_native_gpu_unsupported"


def test_markdown_bold_is_read_through_and_other_stars_are_kept() -> None:
    assert explain("- **TensorFlow version**: 2.12.0\nWindows 11\nGPU is not detected")[0].cause == (
        "windows_native_gpu_unsupported")
    piped = explain("nvidia-smi | NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.")[0]
    assert piped.evidence.startswith("nvidia-smi | ")  # no instance number: not a Compose prefix, kept
    composed = explain("trainer-1  | NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.")[0]
    assert composed.evidence.startswith("NVIDIA-SMI")


@pytest.mark.parametrize("words", ["training runs on the CPU instead of the GPU", "it trains on CPU only",
                                   "my model is training on cpu not gpu", "how can I make tensorflow use my GPU?"])
def test_training_on_the_cpu_said_against_the_gpu(words: str) -> None:
    assert explain(f"tensorflow 2.12\nWindows 11\n{words}")[0].cause == "windows_native_gpu_unsupported"
    assert not explain("tensorflow 2.12\nit runs on the CPU and that is what I want")


def test_a_protobuf_refusing_newer_generated_code_is_too_old() -> None:
    """protobuf 2 given proto3 code (`syntax`), before 3.6 given TensorFlow 1.12+'s (`serialized_options`)."""
    for keyword in ("syntax", "serialized_options"):
        top = explain(f"TypeError: __init__() got an unexpected keyword argument '{keyword}'")[0]
        assert top.cause == "protobuf_incompatible"
        assert "older" in top.meaning
        assert "-U protobuf" in top.fix
        assert "<3.20" not in top.fix


def test_a_library_name_and_the_loaders_words_without_a_colon() -> None:
    top = explain("ImportError: libcudnn.so.6 cannot open shared object file: No such file or directory")[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 8.0 and cuDNN 6" in top.fix


def test_macos_loader_naming_a_cuda_dylib_is_the_macos_gpu_build() -> None:
    top = explain("ImportError: dlopen(/x/_pywrap.so, 10): Library not loaded: @rpath/libcudart.7.5.dylib")[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 7.5" in top.fix
    assert "DYLD_LIBRARY_PATH" in top.fix
    assert "LD_LIBRARY_PATH=" not in top.fix.replace("DYLD_LIBRARY_PATH=", "")
    assert explain("Library not loaded: @rpath/libcuda.1.dylib")[0].cause == "driver_missing"


def test_windows_self_check_frame_loading_nvcuda_is_the_driver() -> None:
    """TensorFlow 1.x's self_check.py loads nvcuda.dll (the driver's) first; the OSError under that frame."""
    top = explain('  File "C:\\Python37\\lib\\site-packages\\tensorflow\\python\\platform\\self_check.py", line 62, '
                  "in preload_check\n    ctypes.WinDLL(build_info.nvcuda_dll_name)\nOSError: [WinError 126] The "
                  "specified module could not be found")[0]
    assert top.cause == "driver_missing"
    assert "nvcuda.dll" in top.fix
    assert "libcuda.so.1" not in top.fix
    cudart = explain("    ctypes.WinDLL(build_info.cudart_dll_name)\nOSError: [WinError 126]")[0]
    assert cudart.cause == "cuda_libs_missing"


@pytest.mark.parametrize("line", [
    ("E tensorflow/core/lib/monitoring/collection_registry.cc:77] Cannot register 2 metrics with the same name: "
     "/tensorflow/api/keras/optimizers"),
    ('  File "/usr/lib/python3.10/dist-packages/keras/preprocessing/__init__.py", line 19, in <module>\n'
     "    import keras_preprocessing\nModuleNotFoundError: No module named 'keras_preprocessing'"),
])
def test_a_keras_of_another_release_than_tensorflow(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")


def test_keras_preprocessing_missing_without_a_keras_frame_is_uncertain() -> None:
    top = explain("ModuleNotFoundError: No module named 'keras_preprocessing'")[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert "uncertain" in top.meaning
    assert "keras-preprocessing" in top.fix


def test_keras_preprocessing_missing_beside_a_release_that_declares_it_is_that_dependency() -> None:
    """TensorFlow 1.11-2.10 declare keras-preprocessing (their wheels' metadata): not a keras older than TensorFlow."""
    top = explain("tensorflow==2.9.1\n"
                  '  File "/usr/lib/python3.10/dist-packages/keras/preprocessing/__init__.py", line 19, in <module>\n'
                  "    import keras_preprocessing\nModuleNotFoundError: No module named 'keras_preprocessing'")[0]
    assert top.cause != "keras_version_skew"
    assert "pip install keras-preprocessing" in top.fix


def test_keras_core_refusing_a_saved_model_is_keras_3() -> None:
    top = explain("ValueError: File format not supported: filepath=my_model. Keras Core only supports V3 `.keras` and "
                  "`.weights.h5` files.")[0]
    assert top.cause == "keras3_legacy_code"


def test_two_pip_show_blocks_of_two_distributions_are_two_installs() -> None:
    top = explain("$ pip show tensorflow-gpu\nName: tensorflow-gpu\nVersion: 1.15.4\n$ pip show tensorflow\n"
                  "Name: tensorflow\nVersion: 1.15.4\nTrue")[0]
    assert top.cause == "two_tensorflow_installs"
    assert "tensorflow 1.15.4 and tensorflow-gpu 1.15.4" in top.meaning


def test_pip_show_of_tensorflow_and_the_platform_package_it_requires_is_one_install() -> None:
    """On Windows `tensorflow` 2.12-2.15 requires tensorflow-intel (on macOS tensorflow-macos): one install, not two."""
    for platform in ("intel", "macos"):
        found = explain(f"> pip show tensorflow\nName: tensorflow\nVersion: 2.13.0\n> pip show tensorflow-{platform}\n"
                        f"Name: tensorflow-{platform}\nVersion: 2.13.0\nGPU not detected")
        assert not any(e.cause == "two_tensorflow_installs" for e in found)


def test_a_tensorflow_1_paste_names_the_session_option_for_memory_growth() -> None:
    """TF_FORCE_GPU_ALLOW_GROWTH and set_memory_growth are TensorFlow 2's; a 1.x session takes ConfigProto's option."""
    log = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1030] Creating TensorFlow device (/gpu:0) -> "
           "(device: 0, name: GeForce GTX 1060 6GB, pci bus id: 0000:01:00.0)\n"
           "E tensorflow/stream_executor/cuda/cuda_driver.cc:924] failed to allocate 5.93G (6365773824 bytes) from "
           "device: CUDA_ERROR_OUT_OF_MEMORY")
    top = explain(log)[0]
    assert top.cause == "gpu_memory_in_use"
    assert "per_process_gpu_memory_fraction" in top.fix
    two = explain(log.replace("Creating TensorFlow device (/gpu:0)", "Created device /gpu:0") + "\ntensorflow 2.4.1")[0]
    assert "per_process_gpu_memory_fraction" not in two.fix


@pytest.mark.parametrize(("names", "cuda"), [
    ("ImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory", "CUDA 7.5"),
    ("Could not load dynamic library 'cudart64_80.dll'; dlerror: cudart64_80.dll not found", "CUDA 8.0"),
])
def test_library_names_before_cuda_11_carry_the_minor(names: str, cuda: str) -> None:
    """Before CUDA 11 a runtime's name is x.y (libcudart.so.7.5, cudart64_80.dll): that exact CUDA, not '7.x'."""
    top = explain(f"CUDA: 8.0 rc\n{names}")[0]
    assert f"loads {cuda}" in top.fix
    assert ".x release" not in top.fix


def test_a_cuda_template_line_with_a_colon_names_the_cuda_installed() -> None:
    top = explain("- CUDA: 8.0 rc\nImportError: libcudart.so.7.5: cannot open shared object file: No such file")[0]
    assert "CUDA 8.0, which the paste shows installed, does not provide them" in top.fix
    assert "TensorFlow 1.0-1.4, which CUDA 8.0 serves" in top.fix


def test_keras_3_refusing_a_saved_model_names_tfsmlayer() -> None:
    top = explain("ValueError: File format not supported: filepath=my_model. Keras 3 only supports V3 `.keras` files "
                  "and legacy H5 format files (`.h5` extension).")[0]
    assert top.cause == "keras3_legacy_code"
    assert "TFSMLayer" in top.fix


def test_a_cudnn_checked_by_major_and_minor_names_the_version_built_with() -> None:
    top = explain("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7102 "
                  "(compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).")[0]
    assert "cuDNN 7.0.5 (the one it was built with) or another 7.0.x" in top.fix


@pytest.mark.parametrize("failure", [
    "rasa fails on docker (without any output at all) or fails with a cryptic DLL Load Error",
    "the import of tensorflow fails silently",
])
def test_the_cpu_said_to_have_no_avx_with_the_failure_in_words(failure: str) -> None:
    """The words say both: the CPU lacks AVX, and loading TensorFlow fails (a DLL load error, a silent exit)."""
    found = explain(f"we discovered that {failure}, if the local CPU does not support the AVX Instruction set.")
    assert found[0].cause == "cpu_no_avx"
    alone = explain(f"we discovered that {failure}.")  # the failure alone decides no cause (the CPU, uncertain)
    assert not alone or alone[0].meaning.startswith("uncertain")
    assert not any(e.cause == "cpu_no_avx" for e in explain("the local CPU does not support the AVX Instruction set"))


@pytest.mark.parametrize("head", ["", "Issue: ", "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] '"])
def test_a_dlopen_line_without_its_head_is_the_load_tensorflow_logged_not_a_failed_import(head: str) -> None:
    """dso_loader's "dlerror: <lib>: cannot open shared object file" with its "Could not load dynamic library" cut
    off (an issue title, a line copied from the middle) is the same logged load, not an ImportError at import."""
    tail = ("libcublas.so.11; dlerror: libcublas.so.11: cannot open shared object file: No such file or directory; "
            "LD_LIBRARY_PATH: /usr/lib64-nvidia")
    top = explain(head + tail)[0]
    assert top.cause == "cuda_libs_missing"
    assert "import tensorflow` fails" not in top.meaning
    assert "will not use the GPU" in top.meaning
    imported = explain("ImportError: libcublas.so.11: cannot open shared object file: No such file or directory")[0]
    assert "import tensorflow` fails" in imported.meaning  # the loader's own wording at import keeps its reading
