"""Linux pastes in the wordings TensorFlow 1.x-2.x and its users print them (issue 10, Linux batch c600-c640).

Each line is a real message family: the StreamExecutor's context failure quoting a CUDA error, the
file-lookup status XLA gave for a missing ptxas (TF 1.13-2.1), a library failure retyped by hand,
Keras 3's markers, protobuf's generated-code failures and an empty GPU list printed with a space.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def _top(text: str) -> tuple[str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].fix


@pytest.mark.parametrize("line", [
    ("W tensorflow/compiler/xla/service/platform_util.cc:240] unable to create StreamExecutor for CUDA:0: failed "
    "initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: "
    "CUDA_ERROR_OUT_OF_MEMORY: out of memory; total memory reported: 11523260416"),
    ("failed initializing StreamExecutor for CUDA device ordinal 1: Internal: failed call to "
    "cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY"),
])
def test_a_context_failure_is_the_cuda_error_it_names(line: str) -> None:
    cause, level, fix = _top(line)
    assert (cause, level) == ("gpu_memory_in_use", "warning")  # another process or the batch: uncertain why
    assert "nvidia-smi" in fix


def test_a_context_failure_naming_no_error_stays_a_cuda_error() -> None:
    cause, _, fix = _top("failed initializing StreamExecutor for CUDA device ordinal 0: Internal: unknown")
    assert cause == "cuda_error"
    assert "nvidia-smi" in fix
    assert "CUDA_LAUNCH_BLOCKING" not in fix  # that is for faults while kernels run, not for creating a context


@pytest.mark.parametrize("line", [
    ("W tensorflow/core/framework/op_kernel.cc:1639] OP_REQUIRES failed at xla_ops.cc:489 : Not found: "
    "./bin/ptxas not found"),
    "tensorflow.python.framework.errors_impl.NotFoundError: /usr/local/cuda-10.0/bin/ptxas not found",
])
def test_xla_finding_no_ptxas_file_is_fatal(line: str) -> None:
    cause, level, fix = _top(line)
    assert (cause, level) == ("ptxas_missing", "error")
    assert "xla_gpu_cuda_data_dir" in fix


def test_the_ptxas_fallback_warning_stays_a_warning() -> None:
    line = "W tensorflow/stream_executor/gpu/asm_compiler.cc:81] Can't find ptxas binary in ${CUDA_DIR}/bin."
    assert _top(line)[:2] == ("ptxas_missing", "warning")


@pytest.mark.parametrize("line", [
    "getting error: 'Cannot open dynamic library **libcublas.so.10**'.",
    "Couldn't load dynamic library 'libcudnn.so.8'",
    "Unable to open dynamic library `libcusolver.so.11`",
    "Could not load dynamic library 'libcusolver.so.11' - TF 2.5, Cuda, CudNN, RTX 3080",  # an issue's title
])
def test_a_retyped_library_failure_is_a_missing_library(line: str) -> None:
    assert _top(line)[0] == "cuda_libs_missing"


def test_a_library_named_in_a_title_is_read_with_the_release_after_it() -> None:
    # tensorflow#44777's title: TensorFlow 2.4 asks for cuSOLVER 10, which CUDA 11.0 ships and 11.1 renamed
    cause, _, fix = _top("Could not load dynamic library 'libcusolver.so.10' - TF-2.4.0RC, Cuda,CudNN, RTX 3080")
    assert cause == "cuda_libs_missing"
    assert "CUDA 11.0" in fix


@pytest.mark.parametrize("line", [
    "AttributeError: module 'keras._tf_keras.keras.layers' has no attribute 'experimental'",
    "AttributeError: module 'keras._tf_keras.keras.backend' has no attribute 'get_session'",
    "AttributeError: 'Sequential' object has no attribute '_get_save_spec'",
    "AttributeError: 'Functional' object has no attribute '_get_save_spec'. Did you mean: '_set_save_spec'?",
    ("ValueError: Only instances of `keras.Layer` can be added to a Sequential model. Received: "
     "<tensorflow_hub.keras_layer.KerasLayer object at 0x28ac6d4d0> (of type <class "
     "'tensorflow_hub.keras_layer.KerasLayer'>)"),
])
def test_keras3_markers(line: str) -> None:
    assert _top(line)[0] == "keras3_legacy_code"


def test_a_keras_2_module_without_an_attribute_is_still_a_version_skew() -> None:
    assert _top("AttributeError: module 'keras.layers' has no attribute 'Normalization'")[0] == "keras_version_skew"


def test_protobuf_older_than_the_generated_code() -> None:
    line = "AttributeError: module 'google.protobuf.descriptor' has no attribute '_internal_create_key'"
    cause, level, fix = _top(line)  # alone it may be any project's generated code: uncertain
    assert (cause, level) == ("protobuf_incompatible", "warning")
    assert "-U protobuf" in fix
    cause, level, fix = _top(f"import tensorflow as tf\n{line}")
    assert (cause, level) == ("protobuf_incompatible", "error")
    assert "-U protobuf" in fix


_PB2 = ('  File "/usr/lib/python3/dist-packages/tensorflow/core/framework/tensor_shape_pb2.py", line 22, in '
        "<module>\n    serialized_pb=_b('...')")


def test_a_pb2_traceback_is_read_with_the_protobuf_in_the_paste() -> None:
    assert _top(f"protobuf==2.6.1\n{_PB2}")[:2] == ("protobuf_incompatible", "error")
    cause, level, fix = _top(f"tensorflow==2.10.0\nprotobuf==4.21.12\n{_PB2}")
    assert (cause, level) == ("protobuf_incompatible", "error")
    assert "protobuf<3.20" in fix  # TensorFlow 2.10's declared range, from the tables


def test_a_pb2_traceback_alone_is_uncertain() -> None:
    found = explain(_PB2)
    assert (found[0].cause, found[0].level) == ("protobuf_incompatible", "warning")
    assert "uncertain" in found[0].meaning


def test_an_empty_gpu_list_with_a_space_gets_the_checklist() -> None:
    paste = "tensorflow==2.16.1\n>>> tf.config.list_physical_devices('GPU')\n[ ]"
    assert explain(paste)
    assert not explain(">>> tf.config.list_physical_devices('GPU')\n[PhysicalDevice(name='/physical_device:GPU:0')]")


def test_the_git_describe_of_a_nightly_is_not_its_version() -> None:
    """tf.version.GIT_VERSION of a 2.14 nightly is `v1.12.1-...`: read as 1.12, an H100 would look too new for it."""
    paste = ("### Tensorflow Version\n\nv1.12.1-94762-gf8066222ad6 2.14.0-dev20230531\n\n"
             "W tensorflow/core/common_runtime/gpu/gpu_device.cc:2052] TensorFlow was not built with CUDA kernel "
             "binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which "
             "could take 30 minutes or longer.")
    assert _top(paste)[:2] == ("ptx_jit_slow", "warning")


def test_every_alternative_of_the_keras_skew_pattern_is_reachable() -> None:
    """`cannot import name 'tf_utils'` names no Keras on its line: the pattern must still be tried on it."""
    assert _top("ImportError: cannot import name 'tf_utils'")[0] == "keras_version_skew"


@pytest.mark.parametrize("paste", [
    ("W tensorflow/core/common_runtime/bfc_allocator.cc:239] Allocator (GPU_0_bfc) ran out of memory trying to "
     "allocate 3.46GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that "
     "there could be performance gains if more memory were available."),
    ("W tensorflow/core/common_runtime/bfc_allocator.cc:217] Ran out of memory trying to allocate 1.18GiB. \n"
     "The caller indicates that this is not a failure, but may mean that there could be performance gains if more "
     "memory is available."),
])
def test_the_allocators_own_not_a_failure_is_harmless(paste: str) -> None:
    assert all((e.cause, e.level) == ("harmless", "noise") for e in explain(paste))
    assert explain(paste)


def test_a_real_allocator_failure_stays_an_error() -> None:
    paste = ("W tensorflow/core/common_runtime/bfc_allocator.cc:275] Ran out of memory trying to allocate 392.00MiB. "
             "See logs for memory state.\nW tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at "
             "conv_ops.cc:501 : Resource exhausted: OOM when allocating tensor with shape[64,128,56,56]")
    assert _top(paste)[:2] == ("model_too_large", "error")


def test_no_ptx_compilation_provider_is_a_missing_ptxas() -> None:
    line = ("UNAVAILABLE: No PTX compilation provider is available. Neither ptxas/nvlink nor nvjtlink is available. "
            "As a fallback you can enable JIT compilation in the CUDA driver via the flag "
            "`--xla_gpu_unsafe_fallback_to_driver_on_ptxas_not_found`.")
    assert _top(line)[:2] == ("ptxas_missing", "error")


def test_xla_asked_for_a_gpu_the_process_does_not_see() -> None:
    cause, level, fix = _top("tensorflow.python.framework.errors_impl.InvalidArgumentError: Invalid device ordinal "
                             "value (1). Valid range is [0, 0].\n\twhile setting up XLA_GPU_JIT device number 1")
    assert (cause, level) == ("no_gpu_visible", "error")
    assert "CUDA_VISIBLE_DEVICES" in fix


@pytest.mark.parametrize(("paste", "named"), [
    (("ImportError: /lib64/libm.so.6: version `GLIBC_2.23' not found (required by /python3.7/site -packages/"
     "tensorflow/python/_pywrap_tensorflow_internal.so)"), "glibc"),
    (("ImportError: /home/u/miniconda3/envs/e/bin/../lib/libstdc++.so.6: version `GLIBCXX_3.4.30' not found (requ\n"
     "ired by /home/u/miniconda3/envs/e/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_int"
     "erna\nl.so)"),
     "libstdcxx-ng"),
    (("ImportError: /lib64/libstdc++.so.6: version `CXXABI_1.3.9' not found (required by /usr/lib/python3/"
     "site-packages/tensorflow/libtensorflow_framework.so.2)"), "libstdc++"),
])
def test_the_loader_finding_too_old_a_c_runtime_for_tensorflow(paste: str, named: str) -> None:
    cause, level, fix = _top(paste)
    assert (cause, level) == ("tf_import_failed", "error")
    assert named in fix


@pytest.mark.parametrize(("needed", "ships", "short"), [
    ("2.27", ["Ubuntu 18.04", "Debian 10 (2.28)", "RHEL/Rocky 8 (2.28)", "FROM ubuntu:18.04"],
     "CentOS/RHEL 7 has 2.17"),
    ("2.17", ["Ubuntu 14.04 (2.19)", "CentOS/RHEL 7"], "CentOS/RHEL 6 has 2.12"),
    ("2.45", ["newer than any release"], "Ubuntu 24.04 has 2.39"),
])
def test_a_glibc_too_old_names_the_distributions_that_ship_one_new_enough(needed: str, ships: list[str],
                                                                           short: str) -> None:
    cause, _, fix = _top(f"ImportError: /lib64/libc.so.6: version `GLIBC_{needed}' not found (required by /opt/py/"
                         "lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so)")
    assert cause == "tf_import_failed"
    assert all(name in fix for name in ships)
    assert short in fix
    assert "build TensorFlow from source" in fix


def test_another_packages_glibc_need_is_not_tensorflows() -> None:
    line = ("ImportError: /lib/arm-linux-gnueabihf/libc.so.6: version `GLIBC_2.33' not found (required by "
            "/usr/local/lib/python3.8/dist-packages/grpc/_cython/cygrpc.cpython-38-arm-linux-gnueabihf.so)")
    assert all(e.cause != "tf_import_failed" for e in explain(line))


def test_tf1_conv_check_failure_is_cudnn_failing_to_start() -> None:
    line = ("F tensorflow/core/kernels/conv_ops.cc:659] Check failed: stream->parent()->GetConvolveAlgorithms( "
            "conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms)")
    assert _top(line)[:2] == ("cudnn_init_failed", "warning")


@pytest.mark.parametrize(("installed", "cause"), [
    ("CUDA 12.6; CUDNN 9.0", "cudnn_version_mismatch"),  # older than the 9.3 TensorFlow 2.18 was built with
    ("CUDA 12.5; cuDNN 9.3", "cudnn_init_failed"),  # the build's own: memory, most often
    ("CUDA 12.6", "cudnn_init_failed"),  # no cuDNN named: nothing to compare
])
def test_cudnn_failing_to_start_is_read_with_the_cudnn_in_the_paste(installed: str, cause: str) -> None:
    paste = (f"### TensorFlow version\n\nTF 2.18\n\n### CUDA/cuDNN version\n\n{installed}\n\n"
             "DNN library initialization failed. Look at the errors above for more details.")
    found, _, fix = _top(paste)
    assert found == cause
    assert ("9.3" in fix) == (cause == "cudnn_version_mismatch")


@pytest.mark.parametrize("line", ["ModuleNotFoundError: No module named 'keras.api'",
                                  "ModuleNotFoundError: No module named 'keras'",
                                  "ModuleNotFoundError: No module named 'keras.api._v2'"])
def test_tf_keras_loaded_from_a_missing_or_old_keras_package(line: str) -> None:
    cause, _, fix = _top(f"tensorflow==2.6.0\n{line}")
    assert cause == "keras_version_skew"
    assert "2.6" in fix


def test_a_missing_tf_keras_module_is_not_a_missing_keras() -> None:
    assert _top("ModuleNotFoundError: No module named 'tf_keras'")[0] != "keras_version_skew"


# glibc's dlerror text as a localised Linux prints it (each seen in real pastes), with a full-width colon too
_SHARED = ["无法打开共享对象文件: 没有那个文件或目录",
           "Kann die Shared-Object-Datei nicht öffnen: Datei oder Verzeichnis nicht gefunden",
           "Ne peut ouvrir le fichier d'objet partagé: Aucun fichier ou dossier de ce type",
           "no se puede abrir el archivo del objeto compartido: No existe el archivo o el directorio",
           "невозможно открыть разделяемый объектный файл: Нет такого файла или каталога",
           "共有オブジェクトファイルを開けません: そのようなファイルやディレクトリはありません"]


@pytest.mark.parametrize("text", _SHARED)
@pytest.mark.parametrize("lib", ["libcublas.so.9.0", "libcuda.so.1"])
def test_a_missing_shared_object_in_linux_s_language_reads_as_in_english(text: str, lib: str) -> None:
    english = explain(f"ImportError: {lib}: cannot open shared object file: No such file or directory")[0]
    for sep in (": ", "\uff1a"):
        found = explain(f"ImportError: {lib}{sep}{text}")[0]
        assert (found.cause, found.meaning, found.fix) == (english.cause, english.meaning, english.fix)


@pytest.mark.parametrize("text", [
    "AttributeError: module 'keras.utils.generic_utils' has no attribute 'populate_dict_with_module_objects'",
    "ModuleNotFoundError: No module named 'keras.legacy'",
    "can not import name dtensor",
])
def test_keras_and_tensorflow_apart_in_a_traceback_s_other_wordings(text: str) -> None:
    found = explain(text)[0]
    assert found.cause == "keras_version_skew"
    assert "from 2.6 to" in found.fix  # keras follows TensorFlow's minor only from 2.6


@pytest.mark.parametrize(("text", "cause"), [
    ("$ ldd _pywrap_tensorflow_internal.so | grep not\n\tlibcublas.so.11 => not found", "cuda_libs_missing"),
    ("libcudnn.so.7 is missing", "cuda_libs_missing"),
    ("fail to load tensorflow 1.1.0 inside docker container - libcuda.so.1 missing", "container_gpu_not_exposed"),
    ("tensorflow 2.12 on a fresh server: libcudnn.so.8 doesn't exist anywhere", "cuda_libs_missing"),
    ("Debian 12 under WSL2: 'libcuda.so.1' does not exist, so TensorFlow 2.15 finds no GPU", "wsl_driver_not_visible"),
])
def test_a_library_the_loader_does_not_find_in_ldd_s_words_or_the_user_s(text: str, cause: str) -> None:
    assert explain(text)[0].cause == cause
    assert not explain("libcudnn.so.8 was found in /usr/lib/x86_64-linux-gnu")
    assert not explain("libcudnn.so.8 exists in /usr/lib/x86_64-linux-gnu")


def test_a_sequential_given_something_else_is_not_keras_2_code() -> None:
    """Keras 3 refusing a function or a tensor is the user's code: only a Keras 2 layer's repr is Keras 2 code."""
    found = explain("ValueError: Only instances of `keras.Layer` can be added to a Sequential model. Received: "
                    "<function relu at 0x7f8b5c1d0e50> (of type <class 'function'>)")
    assert not any(e.cause == "keras3_legacy_code" for e in found)


@pytest.mark.parametrize(("paste", "cause"), [
    ("ImportError: libnvidia-fatbinaryloader.so.375.88: cannot open shared object file: No such file or directory",
     "driver_library_mismatch"),
    (("I encounter a ImportError where the system is unable to locate the shared library "
     "libnvidia-fatbinaryloader.so.375.88. I've looked in /usr/lib/nvidia-375 and found 375.66."),
     "driver_library_mismatch"),
    ("for some reason it is looking for libcublas.so.8.0. I'm running libcublas.so.9.0.176", "cuda_libs_missing"),
    ("running `molecule-generation train` on Ubuntu 22.04.2 with a RTX A4000 fails by not finding libdevice",
     "libdevice_missing"),
    (("TensorFlow version: 2.0\nAfter installing TF2 through pip I can't launch it and python exits. my cpu would "
     "need AVX instructions and in fact they don't show in my cpuinfo."), "cpu_no_avx"),
])
def test_failures_said_in_the_users_words(paste: str, cause: str) -> None:
    """The wording families users retell a failure in: the library or instruction they name decides."""
    assert _top(paste)[0] == cause


def test_a_driver_library_missing_in_a_container_run_is_the_image_not_the_host() -> None:
    """The toolkit mounts the host's driver, one version: another version asked for is one the image carries."""
    cause, _, fix = _top("$ docker run --gpus all my-committed-image python train.py\nlibnvidia-ml.so.525.85.12: "
                         "cannot open shared object file: No such file or directory")
    assert cause == "driver_library_mismatch"
    assert "rebuild the image" in fix
    assert "reinstall one driver" not in fix


def test_cant_get_tensorflow_to_detect_the_gpu_is_an_empty_list() -> None:
    top = explain("I have an rtx 3060 and Cuda 12.1. I can't get Tensorflow to detect my gpu in Python. I have "
                  "Windows 11.")[0]
    assert top.cause == "windows_native_gpu_unsupported"


def test_keras_3_markers_name_the_last_tensorflow_with_keras_2() -> None:
    """The tables' keras_major: 2.16 is the first with Keras 3, so 2.15 keeps Keras 2 code running."""
    fix = _top("ValueError: A KerasTensor cannot be used as input to a TensorFlow function.")[2]
    assert "tensorflow<2.16" in fix
    assert "TF_USE_LEGACY_KERAS=1" in fix
    assert "with TensorFlow 2.15 or older: `pip install 'keras<3'`" in fix  # Keras 3 installed over an older one


@pytest.mark.parametrize(("shown", "pair"), [("tensorflow 2.15.0", "keras==2.15.*"),
                                             ("tensorflow==2.8.0", "keras==2.8.*")])
def test_keras_3_over_a_release_whose_tf_keras_is_keras_2_reinstalls_its_keras(shown: str, pair: str) -> None:
    """tensorflow/probability#1774: `pip install --upgrade keras` over TensorFlow 2.15 (whose tf.keras is Keras 2)."""
    top = explain(f"{shown}\n$ pip install --upgrade keras\nAttributeError: module 'keras._tf_keras.keras' has no "
                  "attribute '__internal__'")[0]
    assert top.cause == "keras3_legacy_code"
    assert "installed over TensorFlow" in top.meaning
    assert f"install '{pair}'" in top.fix
    assert "TF_USE_LEGACY_KERAS" not in top.fix
    nightly = _top("saved with tf 2.15, loading with tf-nightly\nkeras.src.engine.functional cannot be imported")
    assert "TF_USE_LEGACY_KERAS" in nightly[2]  # the release a model was saved with is not the one installed


@pytest.mark.parametrize(("said", "named"), [
    ("Built on Ubuntu 18.04, it fails on our cluster (CentOS 7.6):", "CentOS 7 ships 2.17"),  # not Ubuntu 18.04
    ("- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Debian 9.4", "Debian 9 ships 2.24"),  # not the example
    ("on my laptop", None),
])
def test_a_glibc_too_old_names_the_release_the_paste_names_that_ships_an_older_one(said: str,
                                                                                     named: str | None) -> None:
    (found, *_) = explain(f"{said}\nImportError: /lib64/libm.so.6: version `GLIBC_2.27' not found (required by "
                          "/opt/py/lib/python3.8/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so)")
    assert found.cause == "tf_import_failed"
    assert (named in found.meaning) if named else ("releases the paste names" not in found.meaning)
    assert "Ubuntu" not in found.meaning.split("names")[-1]  # 18.04 has 2.27; 16.04 is the template's example
