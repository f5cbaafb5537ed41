"""The pass over a paste: events grouped, resolved, the checklist and the deductions, ranked."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.compat import tfjs_libtensorflow
from envcheck.sanitize import redact_text
from envcheck.tables import Tables, load_tables
from envcheck.tflog import LogEvent, LogField, iter_events, match_kind, pattern

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
from envcheck.explain._checklist import (
    _checklist,
    _deductions,
    _driver_versions_only,
    _gpu_outside_build,
    _r_profiler_input,
    _versions_only,
    container_words_said,
    estimator_versions_said,
    gpu_package_pinned,
    host_only_said,
    other_site_tensorflow,
    two_distributions_said,
    user_site_tensorflow,
    windows_only_said,
)
from envcheck.explain._context import _CONTEXT_HINTS, Context, _scan, raw_marked
from envcheck.explain._driver import (
    TF_GROWTH,
    _r_banner,
    _r_cdi,
    _r_cdi_none,
    _r_conda_no_cuda,
    _r_container,
    _r_cuda_check,
    _r_cuda_error,
    _r_cuda_error_text,
    _r_device_assert,
    _r_device_error,
    _r_driver_in_image,
    _r_driver_library,
    _r_driver_missing,
    _r_driver_old,
    _r_k8s,
    _r_legacy_gpu,
    _r_libcuda_empty,
    _r_libcuda_symbol,
    _r_mismatch,
    _r_module_other_kernel,
    _r_ngc_check,
    _r_no_device,
    _r_nvml_blocked,
    _r_nvml_library,
    _r_nvml_unknown,
    _r_tool_too_old,
    _r_unknown_at_start,
    _r_uvm_missing,
    _r_wsl_gpu,
    _r_wsl_no_adapter,
    _r_xid,
    _r_xla_ordinal,
)
from envcheck.explain._gpu import (
    _other_framework,
    _r_bad_alloc,
    _r_bus_error,
    _r_config_after_init,
    _r_context,
    _r_cublas,
    _r_cudnn,
    _r_cudnn_init,
    _r_cudnn_run,
    _r_device_count,
    _r_device_index,
    _r_devices_without_gpu,
    _r_dnn_missing,
    _r_dst_tensor,
    _r_explicit_device,
    _r_framework_cc_floor,
    _r_gpu_few_cores,
    _r_gpu_ignored,
    _r_gpu_library,
    _r_gpu_remapped,
    _r_gpu_swap,
    _r_host_memory,
    _r_init_failed,
    _r_jax_cpu_fallback,
    _r_jax_library,
    _r_jax_outdated,
    _r_jax_versions,
    _r_kernel_image,
    _r_kernel_jit,
    _r_libdevice,
    _r_memory_error,
    _r_multi_gpu_model,
    _r_nccl,
    _r_nvcc_arch,
    _r_nvrtc_arch,
    _r_oom,
    _r_oom_killed,
    _r_op_kernel,
    _r_ptx_driver,
    _r_ptx_jit,
    _r_ptxas,
    _r_ptxas_fatal,
    _r_rocm_target,
    _r_session,
    _r_symbol,
    _r_torch_arch,
    _r_torch_cudnn,
    _r_torch_oom,
    _r_visible_invalid,
    _r_xla_no_device,
)
from envcheck.explain._host_said import (
    host_cuda_first_said,
    windows_cuda_build_refused,
    windows_gpu_dropped_said,
    wsl_gpu_said,
)
from envcheck.explain._libraries import (
    _r_ctranslate2,
    _r_ctranslate2_oom,
    _r_cudnn_build_config,
    _r_cuinit,
    _r_dlopen,
    _r_faceswap_setup,
    _r_libs,
    _r_nccl_missing,
    _r_onnxruntime,
    _r_rocm_library,
    _r_runtime_unloaded,
    _r_tf_dependency,
    _r_tftrt_fatal,
)
from envcheck.explain._library_pair import (
    _r_pkg_resources,
    _r_scipy_misc,
    _r_tensorboard_duplicates,
    _r_tensorboard_two,
    _r_transformers_tf,
    dependency_absent_said,
    library_pair_said,
    tensorboard_plugin_unmet,
)
from envcheck.explain._model import _CAUSE, _LEVEL_ORDER, _LINES_KEPT, Explanation
from envcheck.explain._packages import (
    _r_addon_ops,
    _r_addon_tf_version,
    _r_any_wheel,
    _r_apt_python,
    _r_bert_graph,
    _r_bfloat16_headers,
    _r_concat_old_order,
    _r_conda,
    _r_conda_unsolvable,
    _r_dependency_build,
    _r_distutils,
    _r_edgetpu_interpreter,
    _r_estimator,
    _r_every_release,
    _r_extra_dependency,
    _r_filesystem_twice,
    _r_flatbuffers,
    _r_flatbuffers_date,
    _r_gast,
    _r_h5py3,
    _r_h5py_build,
    _r_hdf5_mismatch,
    _r_horovod,
    _r_horovod_tf,
    _r_hyperopt_networkx,
    _r_interpreter_twice,
    _r_keras3,
    _r_keras_applications,
    _r_keras_class,
    _r_keras_load_variables,
    _r_keras_package,
    _r_keras_saved_by,
    _r_keras_skew,
    _r_keras_thread_local,
    _r_keras_tuple_history,
    _r_layer_of_other_keras,
    _r_metaclass,
    _r_ml_dtypes,
    _r_module_missing,
    _r_module_python,
    _r_new_optimizer_kwarg,
    _r_new_optimizer_variable,
    _r_nightly_missing,
    _r_node_attr,
    _r_not_installed,
    _r_numpy,
    _r_numpy_linspace,
    _r_numpy_symbolic,
    _r_numpy_synonym,
    _r_nvidia_placeholder,
    _r_op_not_registered,
    _r_optimizer_keras,
    _r_other_wheel,
    _r_package_syntax,
    _r_package_tf_check,
    _r_pb2,
    _r_pip_conflict,
    _r_pip_conflict_other,
    _r_pip_uninstall,
    _r_pip_without_wheels,
    _r_pkg_resources_conflict,
    _r_plugin_missing,
    _r_proto_pool,
    _r_protobuf,
    _r_protobuf_append,
    _r_protobuf_bases,
    _r_protobuf_extension,
    _r_protobuf_gencode,
    _r_protobuf_headers,
    _r_protobuf_java,
    _r_protobuf_runtime,
    _r_python_abi_symbol,
    _r_python_range,
    _r_python_removed,
    _r_python_requires,
    _r_python_said,
    _r_pyyaml_cython3,
    _r_r_keras_progbar,
    _r_requires_tensorflow,
    _r_script_python,
    _r_six,
    _r_sonnet,
    _r_stdlib_shadowed,
    _r_system_python_sip,
    _r_tensorflow_core,
    _r_tf_async,
    _r_tf_dylib,
    _r_tf_gpu_removed,
    _r_tf_keras,
    _r_tf_keras_name,
    _r_tf_mixed,
    _r_tf_requirement_missing,
    _r_tfdf_ops_failed,
    _r_tfdf_tf_version,
    _r_tfdf_windows,
    _r_tfio,
    _r_tfmot_model,
    _r_tfp,
    _r_tfp_arg_specs,
    _r_transformers_no_tf,
    _r_typing_ellipsis,
    _r_typing_extensions,
    _r_uv_python_range,
    _r_uv_wheel,
    _r_wheel_dist_info,
    _r_wrapt,
    addon_crash_said,
    addon_ops_cut,
    addon_pinned_by_every_release,
    addon_versions_said,
    any_release_of_dependency,
    h5py_said,
    keras2_package_under_keras3,
    keras3_across_said,
    keras3_boundary_said,
    keras3_names_imported,
    keras_shim_import_failed,
    keras_versions_said,
    keras_words_said,
    numpy2_said,
    numpy_said,
    old_pin_built,
    pairing_said,
    protobuf_said,
    python_of_import,
    pyyaml5_built,
    removed_method_named,
    requirement_words,
    rnn_symbolic_cut,
    tensorflow_unversioned_on_mac,
    tf_keras_module_missing,
    tf_keras_name_gone,
    tfp_keras3_said,
)
from envcheck.explain._paste import (
    _DISCOVERY,
    _NO_GPU_CAUSES,
    _Group,
    _no_driver_on_this_node,
    _no_gpu_here,
    _Paste,
    _Resolved,
    names_tensorflow,
)
from envcheck.explain._platform import (
    IMPORT_FAILS_OTHERWISE,
    MSVC_FIX,
    _cuda_libs_lacking,
    _dll_init_failed,
    _r_any_dll,
    _r_c_api_name,
    _r_colab_tf1,
    _r_cpu,
    _r_directml,
    _r_dml_none,
    _r_emulated_image,
    _r_glibc,
    _r_hdf5_long_path,
    _r_ipython_inspect,
    _r_long_path,
    _r_macho_architecture,
    _r_macos_older,
    _r_metal_crash,
    _r_musl,
    _r_package_dll,
    _r_paging_file,
    _r_plugin,
    _r_qemu_signal,
    _r_reticulate,
    _r_reticulate_module,
    _r_static_tls,
    _r_tf_java_native,
    _r_tf_library,
    _r_xla_platform_missing,
    apple_install_said,
    init_failed,
    metal_gpu_failure,
    metal_pair_said,
    tensorflow_dll,
    windows_libtensorflow_gpu,
)
from envcheck.explain._prose import (
    addon_after_upgrade_said,
    addon_installed_elsewhere,
    addon_python_said,
    all_memory_said,
    arm32_said,
    compose_gpu_said,
    cuda_need_said,
    cudnn_mismatch_said,
    desktop_gpu_said,
    dll_init_said,
    gpu_needs_newer_said,
    import_failure_said,
    import_order_crash,
    kept_memory_said,
    memory_taken_at_start,
    native_mutex_clash,
    new_gpus_said,
    newer_gpu_fails_said,
    no_avx_said,
    old_gpu_said,
    other_interpreter_said,
    pin_worked_said,
    python_32bit_said,
    python_said,
    release_refused_said,
    run_killed,
    said_memory,
    serving_said,
    shared_gpu_failing,
    shell_only_import_said,
    tf_beside_torch_said,
    tf_pulled_said,
    windows_arm_said,
)
from envcheck.explain._tpu import _r_tpu_context_unknown, _r_tpu_core_halted, tpu_prerelease_said, tpu_worker_lacks


def _r_dll_under_python(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow's own DLL not loading under a Python its release has no wheel for: that pair before any DLL.

    The loader names no DLL and gives no status code (those decide); the native module of another Python's build
    does not load in this one whatever DLLs are present. Not for a TensorFlow conda installed, whose own builds
    cover other Pythons than PyPI's wheels.
    """
    reason = (event.get("reason") or "").lower()
    if (not event.get("dll") and "code" not in reason and "conda_installs_tf" not in paste.ctx.flags
            and (pair := python_of_import(paste)) is not None):
        return (pair.cause, pair.level, pair.meaning, pair.fix)
    return _r_any_dll(event, paste)


# the loader's reasons a native import failed: a library the module needs missing or unbound (its own ABI loaded)
_LOADER_REASONS = ("shared_object_missing", "dlopen_failed", "gpu_libraries_missing", "library_not_bound")


def _import_reason_unshown(paste: _Paste) -> bool:
    """Whether the paste shows no loader's reason for TensorFlow's failed import, nor a Python its paths contradict.

    A library the module needs missing shows the module itself loaded for this Python; a site-packages path of
    another Python than the one said is the one that ran; conda's builds cover other Pythons than PyPI's wheels.
    """
    ctx = paste.ctx
    running = ".".join((ctx.python_running or "").split(".")[:2])
    said = ".".join((ctx.python or "").split(".")[:2])
    return (not any(paste.has(kind) for kind in _LOADER_REASONS) and "conda_installs_tf" not in ctx.flags
            and (not running or running == said))


def _r_native(event: LogEvent, paste: _Paste) -> _Resolved:
    """The native runtime failing to load; a GPU build beside a CUDA that lacks its libraries is that.

    A `DLL load failed` on the same line (an issue's title joining both messages) decides first, and so does
    Windows' answer that the DLL failed to initialise, quoted elsewhere; then the CUDA shown (elsewhere uncertain, the
    loader's reason cut); then, where the loader gave no other reason, a Python the release has no wheel for.
    """
    dll = match_kind("dll_load_failed", event.line, event.line_no)
    if dll is not None:
        return _r_any_dll(dll, paste)
    # Windows' own words, ERROR_DLL_INIT_FAILED, said or in the loader's answer for TensorFlow's module (any language)
    if "dll_init_failed_said" in paste.ctx.flags or any(
            init_failed((failed.get("reason") or "").lower())
            for failed in paste.events.get("dll_load_failed", ()) if tensorflow_dll(failed)):
        return _dll_init_failed(paste)
    if arch := paste.events.get("macho_architecture"):  # macOS's loader said why: another CPU architecture
        return _r_macho_architecture(arch[0], paste)
    if paste.ctx.windows:
        decided = _cuda_libs_lacking(paste)
    elif (not IMPORT_FAILS_OTHERWISE & paste.ctx.flags and _import_reason_unshown(paste)
          and (lacking := _cuda_libs_lacking(paste))):  # elsewhere the loader names the library: its line was cut
        decided = ("cuda_libs_missing", "warning", (f"uncertain: {lacking[2]}, most likely; the paste cuts the "
                   "loader's reason (the ImportError's last line names the library it could not open)"), lacking[3])
    else:
        decided = None
    if decided is None and _import_reason_unshown(paste) and (pair := python_of_import(paste)):
        decided = (pair.cause, pair.level, pair.meaning, pair.fix)  # a Python the release has no wheel for
    if decided is None and "msvc_fixed_said" in paste.ctx.flags:  # the runtime's install said to fix it
        decided = ("msvc_runtime_missing", "error", ("TensorFlow's native runtime did not load and the paste says "
                   "installing the Microsoft Visual C++ runtime fixed it: the runtime was missing or older than the "
                   "wheel's"), MSVC_FIX)
    return decided or ("tf_import_failed", "error", pattern("native_runtime_failed").meaning,
                       pattern("native_runtime_failed").fix)


# the dynamic loader's own words for a program it could not link (not Python's ImportError)
_PROGRAM_LOADER = re.compile(r"symbol lookup error|error while loading shared libraries")


def _r_tf_libraries_mixed(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """TensorFlow's libraries of two builds: Python's import, or a program linked against a build's C++ libraries.

    The loader's own words, not Python's ImportError, tell a program ("./app: symbol lookup error: ...").
    """
    entry = pattern(event.kind)
    if "ImportError" in event.line or not _PROGRAM_LOADER.search(event.line):
        return ("tf_import_failed", "error", entry.meaning, entry.fix)
    return ("tf_import_failed", "error", entry.meaning, ("link the program against libtensorflow_cc and "
            "libtensorflow_framework of one build (the same bazel output): `ldd` on it shows which are loaded, and "
            "LD_LIBRARY_PATH (or the folder it names) may hold another build's"))


def _r_noise(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("harmless", event.level, pattern(event.kind).meaning, "")


def _r_keras_banner(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The standalone keras's banner: harmless, but no answer to a paste that says the run crashed or hung."""
    return None if {"crash_said", "hang_words"} & paste.ctx.flags else _r_noise(event, paste)


def _r_cloudpickler_moved(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The cloudpickle 1.5.0 move of CloudPickler; not where the paste imports it from another module (pyspark's copy).

    (Python 3.6's message names no module: the import line shown decides whose CloudPickler is missing.)
    """
    flags = paste.ctx.flags
    if "cloudpickler_elsewhere" in flags and "cloudpickler_tfp_import" not in flags and (
            "cloudpickle.cloudpickle" not in event.line):
        return None
    return ("dependency_conflict", event.level, pattern(event.kind).meaning, pattern(event.kind).fix)


def _as_catalogue_says(cause: str) -> Callable[[LogEvent, _Paste], _Resolved]:
    """A resolver for a message the catalogue's meaning and fix say all of, with the cause it stands for."""
    def resolve(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
        return (cause, event.level, pattern(event.kind).meaning, pattern(event.kind).fix)
    return resolve


_RESOLVERS: dict[str, Callable[[LogEvent, _Paste], _Resolved | None]] = {
    "jax_cpu_fallback": _r_jax_cpu_fallback,
    "dlopen_failed": _r_dlopen, "faceswap_setup_missing": _r_faceswap_setup, "gpu_libraries_missing": _r_libs,
    "transformers_tf_class": _r_transformers_tf, "scipy_misc_removed": _r_scipy_misc,
    "pkg_resources_missing": _r_pkg_resources, "tensorboard_two_installs": _r_tensorboard_two,
    "tensorboard_duplicate_plugins": _r_tensorboard_duplicates,
    "kernel_jit_failed": _r_kernel_jit, "nccl_missing": _r_nccl_missing,
    "shared_object_missing": _r_libs, "library_not_bound": _r_libs, "rocm_library_missing": _r_rocm_library,
    "rocm_no_code_object": _r_rocm_target,
    "no_cuda_drivers": _r_libs, "cuda_runtime_unloaded": _r_runtime_unloaded,
    "native_runtime_failed": _r_native, "cuinit_failed": _r_cuinit,
    "tf_libraries_mixed": _r_tf_libraries_mixed,
    "driver_version_mismatch": _r_mismatch, "driver_library_missing": _r_driver_library,
    "nvml_mismatch": _r_mismatch, "nvml_unknown_error": _r_nvml_unknown,
    "nvml_os_blocked": _r_nvml_blocked,
    "container_driver_file_exists": _r_driver_in_image, "cdi_none": _r_cdi_none,
    "podman_without_cdi": _r_tool_too_old, "compose_without_gpu_devices": _r_tool_too_old,
    "compose_without_runtime": _r_tool_too_old,
    "kernel_driver_not_running": _r_driver_missing, "nvidia_smi_no_driver": _r_driver_missing,
    "nvidia_module_unsigned": _r_driver_missing, "nvrm_nouveau": _r_driver_missing, "nvrm_api_mismatch": _r_mismatch,
    "libcuda_symbol_missing": _r_libcuda_symbol, "nvrm_legacy_gpu": _r_legacy_gpu,
    "nvidia_module_load_failed": _r_driver_missing, "dkms_nvidia_failed": _r_driver_missing,
    "nvidia_module_other_kernel": _r_module_other_kernel,
    "wsl_gpu_missing": _r_wsl_gpu, "no_cuda_device": _r_no_device,
    "uvm_module_missing": _r_uvm_missing,
    "provider_device_id": _r_no_device, "cuda_unknown_at_start": _r_unknown_at_start,
    "xla_device_ordinal": _r_xla_ordinal, "driver_insufficient": _r_driver_old,
    "container_cuda_requirement": _r_driver_old, "unsupported_ptx": _r_driver_old,
    "container_no_gpu_runtime": _r_container, "container_init_error": _r_container, "container_no_driver": _r_banner,
    "nvml_library_not_loaded": _r_nvml_library,
    "ngc_gpu_check": _r_ngc_check,
    "gpu_ignored": _r_gpu_ignored, "framework_cc_floor": _r_framework_cc_floor, "gpu_few_cores": _r_gpu_few_cores,
    "xla_no_supported_device": _r_xla_no_device,
    "ptx_jit": _r_ptx_jit, "context_failed": _r_context, "session_failed": _r_session,
    "no_kernel_image": _r_kernel_image, "torch_arch_unsupported": _r_torch_arch,
    "nvrtc_arch": _r_nvrtc_arch,
    "cuda_init_failed": _r_init_failed, "cuda_runtime_error": _r_init_failed,
    "oom_tensor": _r_oom, "out_of_memory": _r_oom, "dst_tensor_uninitialized": _r_dst_tensor,
    "host_bad_alloc": _r_bad_alloc, "gpu_swap_op_missing": _r_gpu_swap,
    "host_alloc_failed": _r_host_memory, "large_host_allocation": _r_host_memory, "host_oom_killed": _r_oom_killed,
    "python_memory_error": _r_memory_error,
    "cudnn_version_mismatch": _r_cudnn,
    "cudnn_handle_failed": _r_cudnn_init, "cublas_handle_failed": _r_cublas, "dnn_missing": _r_dnn_missing,
    "ptxas_fatal": _r_ptxas_fatal, "gpu_library_failed": _r_gpu_library, "library_older_than_build": _r_jax_library,
    "torch_cudnn_mismatch": _r_torch_cudnn, "jax_outdated_library": _r_jax_outdated,
    "jax_library_versions": _r_jax_versions,
    "profiler_input_bound": _r_profiler_input,
    "cudnn_launch_failed": _r_cudnn_run, "conv_autotune_failed": _r_cudnn_run, "symbol_missing": _r_symbol,
    "ptx_driver_older": _r_ptx_driver, "visible_device_invalid": _r_visible_invalid,
    "device_index_invalid": _r_device_index, "device_config_after_init": _r_config_after_init,
    "gpu_id_remapped": _r_gpu_remapped,
    "device_count_failed": _r_device_count, "libcuda_not_loaded": _r_driver_missing,
    "libcuda_empty": _r_libcuda_empty, "tf_dependency_library": _r_tf_dependency,
    "tf_requirement_missing": _r_tf_requirement_missing, "ipython_inspect_failed": _r_ipython_inspect,
    "cudnn_build_config": _r_cudnn_build_config, "peer_access_some_pairs": _as_catalogue_says("harmless"),
    "no_cuda_devices_run": _as_catalogue_says("no_gpu_visible"),
    "macos_installer_python": _as_catalogue_says("python_unsupported"),
    "keras_input_shape_include_top": _as_catalogue_says("keras_version_skew"),
    "keras_input_shape_require_flatten": _as_catalogue_says("keras_version_skew"),
    "libdevice_missing": _r_libdevice, "ptxas_missing": _r_ptxas, "ptxas_failed": _r_ptxas,
    "nvcc_arch_unknown": _r_nvcc_arch,
    "cuda_error": _r_cuda_error, "cuda_error_text": _r_cuda_error_text, "cuda_check_failed": _r_cuda_check,
    "device_assert": _r_device_assert, "nvrm_xid": _r_xid, "numpy_abi": _r_numpy, "protobuf_descriptors": _r_protobuf,
    "pb2_import_failed": _r_pb2, "protobuf_runtime_version": _r_protobuf_runtime, "proto_pool_build": _r_proto_pool,
    "distutils_removed": _r_distutils,
    "protobuf_java_mismatch": _r_protobuf_java,
    "keras3_with_legacy_code": _r_keras3, "keras_class_unlocated": _r_keras_class,
    "optimizer_of_other_keras": _r_optimizer_keras, "r_keras_on_keras3": _r_keras_package,
    "tf_keras_missing": _r_tf_keras, "keras_version_skew": _r_keras_skew, "estimator_mismatch": _r_estimator,
    "module_python_mismatch": _r_module_python,
    "keras_layer_of_other_keras": _r_layer_of_other_keras, "keras_load_variables": _r_keras_load_variables,
    "tf_keras_name_missing": _r_tf_keras_name,
    "numpy_type_synonym": _r_numpy_synonym,
    "pip_conflict": _r_pip_conflict, "h5py3_str_attribute": _r_h5py3,
    "keras_applications_submodules": _r_keras_applications, "hyperopt_networkx2": _r_hyperopt_networkx,
    "flatbuffers_endvector": _r_flatbuffers,
    "flatbuffers_date_release": _r_flatbuffers_date, "gast_node_missing": _r_gast, "six_too_old": _r_six,
    "h5py_build_failed": _r_h5py_build, "python_abi_symbol": _r_python_abi_symbol,
    "dependency_build_failed": _r_dependency_build, "hdf5_version_mismatch": _r_hdf5_mismatch,
    "filesystem_registered_twice": _r_filesystem_twice, "tf_dylib_missing": _r_tf_dylib,
    "tflite_interpreter_twice": _r_interpreter_twice,
    "pyyaml_cython3": _r_pyyaml_cython3, "concat_old_order": _r_concat_old_order,
    "bfloat16_numpy_headers": _r_bfloat16_headers,
    "keras_tuple_history": _r_keras_tuple_history,
    "system_python_sip": _r_system_python_sip, "qemu_signal": _r_qemu_signal,
    "pip_conflict_other": _r_pip_conflict_other,
    "xla_platform_missing": _r_xla_platform_missing, "protobuf_extension_symbol": _r_protobuf_extension,
    "protobuf_pyext_bases": _r_protobuf_bases, "typing_callable_ellipsis": _r_typing_ellipsis,
    "numpy_linspace_float": _r_numpy_linspace,
    "script_python_refused": _r_script_python, "horovod_tf_not_built": _r_horovod_tf,
    "stdlib_shadowed": _r_stdlib_shadowed, "python_removed_api": _r_python_removed,
    "wheel_dist_info_invalid": _r_wheel_dist_info,
    "tfp_arg_specs": _r_tfp_arg_specs, "tfmot_model_refused": _r_tfmot_model, "r_keras_progbar": _r_r_keras_progbar,
    "typing_extensions_name": _r_typing_extensions, "wrapt_dict_wrapper": _r_wrapt, "tfio_unloadable": _r_tfio,
    "illegal_instruction": _r_cpu, "docker_emulated_amd64": _r_emulated_image,
    "pkg_resources_conflict": _r_pkg_resources_conflict, "apt_python_depends": _r_apt_python,
    "protobuf_json_format_kwarg": _as_catalogue_says("protobuf_incompatible"),
    "protobuf_repeated_append": _r_protobuf_append, "keras_thread_local": _r_keras_thread_local,
    "edgetpu_interpreter_mismatch": _r_edgetpu_interpreter, "protobuf_headers_mismatch": _r_protobuf_headers,
    "numpy_symbolic_tensor": _r_numpy_symbolic, "tfp_needs_newer_tf": _r_tfp, "sonnet_dependency": _r_sonnet,
    "package_tf_check": _r_package_tf_check,
    "requires_tensorflow": _r_requires_tensorflow,
    "addon_op_library_mismatch": _r_addon_ops, "addon_tf_version": _r_addon_tf_version,
    "tfdf_tf_version": _r_tfdf_tf_version, "tfdf_windows": _r_tfdf_windows, "tfdf_ops_failed": _r_tfdf_ops_failed,
    "horovod_version_mismatch": _r_horovod, "tf_plugin_missing": _r_plugin_missing,
    "transformers_no_tf": _r_transformers_no_tf,
    "dll_load_failed": _r_dll_under_python, "ctranslate2_library_missing": _r_ctranslate2,
    "onnxruntime_library_missing": _r_onnxruntime, "ctranslate2_oom": _r_ctranslate2_oom,
    "package_dll_failed": _r_package_dll,
    "tf_library_missing": _r_tf_library, "tf_java_native_missing": _r_tf_java_native,
    "pythonnet_python_missing": _as_catalogue_says("wrong_interpreter"),
    "tflite_c_library_missing": _as_catalogue_says("tf_import_failed"),
    "tflite_android_too_old": _as_catalogue_says("tf_import_failed"),
    "macho_architecture": _r_macho_architecture,
    "tf_gpu_removed": _r_tf_gpu_removed, "no_matching_distribution": _r_any_wheel,
    "other_no_distribution": _r_other_wheel, "nightly_pin_missing": _r_nightly_missing,
    "python_requires_ignored": _r_python_requires,
    "nvidia_tf_placeholder": _r_nvidia_placeholder,
    "tensorflow_not_installed": _r_not_installed, "module_missing": _r_module_missing,
    "pip_without_wheels": _r_pip_without_wheels,
    "python_unsupported_said": _r_python_said, "python_range": _r_python_range, "glibc_version_missing": _r_glibc,
    "musl_loader": _r_musl, "paging_file_small": _r_paging_file,
    "ucrt_missing": _as_catalogue_says("msvc_runtime_missing"),
    "unexpected_event_status": _as_catalogue_says("cuda_error"), "keras_backend_notice": _r_keras_banner,
    "configure_cuda_missing": _as_catalogue_says("cuda_libs_missing"),
    "easy_install_pth_missing": _as_catalogue_says("dependency_conflict"),
    "cloudpickle_pickler_moved": _r_cloudpickler_moved,
    "macos_older_than_build": _r_macos_older,
    "uv_no_wheel": _r_uv_wheel, "uv_python_range": _r_uv_python_range,
    "plugin_load_failed": _r_plugin, "metal_plugin_crash": _r_metal_crash, "colab_tf1_unsupported": _r_colab_tf1,
    "r_tensorflow_not_found": _r_reticulate, "r_module_not_found": _r_reticulate_module,
    "no_nv_files": lambda _event, paste: _no_driver_on_this_node(paste),
    "conda_no_package": _r_conda, "conda_unsolvable": _r_conda_unsolvable,
    "keras_new_optimizer_kwarg": _r_new_optimizer_kwarg, "keras_new_optimizer_variable": _r_new_optimizer_variable,
    "torch_cuda_oom": _r_torch_oom,
    "pip_every_release_conflicts": _r_every_release, "extra_dependency_missing": _r_extra_dependency,
    "windows_long_path": _r_long_path, "hdf5_long_path": _r_hdf5_long_path, "static_tls_exhausted": _r_static_tls,
    "directml_plugin_unloadable": _r_directml, "directml_no_adapter": _r_dml_none,
    "k8s_no_gpu": _r_k8s, "wsl_no_adapter": _r_wsl_no_adapter, "container_device_error": _r_device_error,
    "cdi_unresolvable": _r_cdi, "conda_no_cuda": _r_conda_no_cuda, "pip_cannot_uninstall": _r_pip_uninstall,
    "ml_dtypes_skew": _r_ml_dtypes, "explicit_device_missing": _r_explicit_device,
    "op_kernel_missing": _r_op_kernel, "devices_without_gpu": _r_devices_without_gpu,
    "op_not_registered": _r_op_not_registered, "node_attr_unknown": _r_node_attr,
    "function_not_registered": tpu_worker_lacks,
    "tpu_context_unknown": _r_tpu_context_unknown, "tpu_core_halted": _r_tpu_core_halted,
    "protobuf_gencode_runtime": _r_protobuf_gencode, "keras_saved_by_other": _r_keras_saved_by,
    "package_syntax_error": _r_package_syntax, "generic_metaclass_conflict": _r_metaclass,
    "bert_serving_graph_failed": _r_bert_graph, "c_api_name_unknown": _r_c_api_name,
    "tf_python_too_new": _r_tf_async, "tf_mixed_files": _r_tf_mixed, "tensorflow_core_gone": _r_tensorflow_core,
    "multi_gpu_model_short": _r_multi_gpu_model, "nccl_shm_failed": _r_nccl, "nccl_peer_access": _r_nccl,
    "iommu_fault": _r_nccl, "nccl_all_reduce": _r_nccl, "nccl_system_error": _r_nccl, "bus_error": _r_bus_error,
    "tftrt_stub_fatal": _r_tftrt_fatal,
}


class Reading(Frozen):
    """What explain made of a paste: the causes found, most telling first, and the facts it read of the machine."""

    explanations: tuple[Explanation, ...]
    read: tuple[str, ...]  # "TensorFlow 2.3.0", "keras 2.2.4", "Windows": what the causes were checked against
    # the paste's last Python exception (its line number, its text) where no cause found is a verdict and none names
    # its line: what the explanations leave unexplained
    unexplained: tuple[int, str] | None = None


def explain(source: str | Iterable[str], tables: Tables | None = None) -> tuple[Explanation, ...]:
    """Explain a paste (a string, or lines from a file of any size): the causes found, most telling first."""
    return read_paste(source, tables).explanations


def _merged(groups: Iterable[_Group], paste: _Paste) -> dict[tuple[str, str, str], Explanation]:
    """Each group of one message resolved, those of one cause and level merged (a harmless one per message kind)."""
    merged: dict[tuple[str, str, str], Explanation] = {}
    for group in groups:
        first = group.first
        if (resolved := _resolve(first, paste)) is None:  # the message's words, not what the reading needs
            continue
        cause, level, meaning, fix = resolved
        details = tuple(f"{f.name}={f.value}" for f in first.fields)
        key = (cause, level, first.kind if cause == "harmless" else "")
        if key in merged:
            old = merged[key]
            numbers = tuple(sorted({*old.line_numbers, *group.lines}))[:_LINES_KEPT]
            merged[key] = Explanation(old.kind, cause, level, numbers, old.count + group.count, old.evidence,
                                      old.meaning, old.fix, (*old.details, *details))
        else:
            merged[key] = Explanation(first.kind, cause, level, tuple(group.lines), group.count, first.line,
                                      meaning, fix, details)
    return merged


def read_paste(source: str | Iterable[str], tables: Tables | None = None) -> Reading:
    """Explain a paste, and say what it read of the machine (in one pass: a log is read once, of any size)."""
    tables = tables or load_tables()
    ctx = Context()
    lines = source.splitlines() if isinstance(source, str) else source
    groups: dict[tuple[object, ...], _Group] = {}
    events: dict[str, list[LogEvent]] = {}
    for event in iter_events(raw_marked(ctx, lines), lambda line: _scan(ctx, line, tables), _CONTEXT_HINTS):
        group = groups.get((event.kind, event.fields))
        if group is None:
            groups[(event.kind, event.fields)] = _Group(event, [event.line_no])
            events.setdefault(event.kind, []).append(event)
        else:
            group.count += 1
            if len(group.lines) < _LINES_KEPT:
                group.lines.append(event.line_no)
    _derive_flags(ctx.flags)
    libtensorflow = _tfjs_runtime(ctx, tables)
    paste = _Paste(ctx, tables, events)
    merged = _merged(groups.values(), paste)
    found = [_after_assert(_settled(e, events), events) for e in merged.values() if not _ignored_gpu_seen(e, events)]
    causes = {e.cause for e in found}
    found += [e for e in _deductions(paste) if e.cause not in causes]
    if not any(e.level in ("error", "warning") for e in found) and "no_gpu_machine" not in ctx.flags:
        extra = (windows_cuda_build_refused(paste) or windows_libtensorflow_gpu(paste) or _gpu_outside_build(paste)
                 or windows_gpu_dropped_said(paste) or host_cuda_first_said(paste)
                 or host_only_said(paste) or container_words_said(paste) or windows_only_said(paste)
                 or addon_ops_cut(paste) or addon_crash_said(paste)
                 or gpu_package_pinned(paste) or any_release_of_dependency(paste)
                 or tensorflow_unversioned_on_mac(paste) or metal_pair_said(paste) or metal_gpu_failure(paste)
                 or apple_install_said(paste)
                 or old_pin_built(paste)
                 or pyyaml5_built(paste)
                 or tf_pulled_said(paste) or addon_after_upgrade_said(paste)
                 or addon_python_said(paste)
                 or python_32bit_said(paste)  # before the release's Pythons: a 32-bit Python gets no release's wheel
                 or python_said(paste)
                 or release_refused_said(paste) or pin_worked_said(paste)
                 or arm32_said(paste) or windows_arm_said(paste) or no_avx_said(paste) or dll_init_said(paste)
                 or shell_only_import_said(paste) or other_interpreter_said(paste)
                 or python_of_import(paste)
                 or old_gpu_said(paste) or tpu_prerelease_said(paste)
                 or serving_said(paste) or desktop_gpu_said(paste) or compose_gpu_said(paste)
                 or cudnn_mismatch_said(paste) or requirement_words(paste) or protobuf_said(paste)
                 or numpy_said(paste) or rnn_symbolic_cut(paste)
                 or h5py_said(paste) or addon_pinned_by_every_release(paste)
                 or new_gpus_said(paste) or newer_gpu_fails_said(paste) or gpu_needs_newer_said(paste)
                 or library_pair_said(paste) or dependency_absent_said(paste) or pairing_said(paste)
                 or _library_words(paste)
                 or memory_taken_at_start(paste) or _checklist(paste) or numpy2_said(paste)
                 or _versions_only(paste) or _driver_versions_only(paste) or cuda_need_said(paste)
                 or tf_beside_torch_said(paste) or import_order_crash(paste) or native_mutex_clash(paste)
                 or tensorboard_plugin_unmet(paste)
                 or shared_gpu_failing(paste) or said_memory(paste) or run_killed(paste)
                 or all_memory_said(paste)
                 or two_distributions_said(paste) or user_site_tensorflow(paste) or other_site_tensorflow(paste)
                 or kept_memory_said(paste)
                 or keras_versions_said(paste) or tf_keras_module_missing(paste) or keras_shim_import_failed(paste)
                 or tfp_keras3_said(paste) or keras3_names_imported(paste) or keras3_boundary_said(paste)
                 or keras3_across_said(paste) or keras2_package_under_keras3(paste)
                 or keras_words_said(paste) or removed_method_named(paste) or addon_versions_said(paste)
                 or estimator_versions_said(paste)
                 or tf_keras_name_gone(paste)
                 or addon_installed_elsewhere(paste) or wsl_gpu_said(paste))
        found += [extra] if extra else []
    found += _versions_behind_idle(paste, found)
    found += _import_words(paste, found)
    if libtensorflow:  # the CUDA is that of the libtensorflow tfjs-node-gpu bundles: say so before the fix
        which = f"tfjs-node-gpu {ctx.tfjs}" if ctx.tfjs else ("tfjs-node-gpu (uncertain which release: the paste does "
                                                               "not say; 3.21+ and 4.x assumed)")
        found = [replace(e, fix=f"{which} bundles libtensorflow {libtensorflow}, so it loads that TensorFlow's CUDA, "
                         f"whatever TensorFlow Python has: {e.fix}") if e.cause == "cuda_libs_missing" else e
                 for e in found]
    if (worked := _worked_release(ctx)) is not None:  # the user's own way out: the release the paste says works
        found = [replace(e, fix=f"{e.fix}; {worked}") if e.cause in _RELEASE_FIXES and e.level in (
            "error", "warning") and e.fix and ctx.tf_that_worked[1] not in e.fix else e  # type: ignore[index]
                 for e in found]
    found = _scoped_to_tensorflow(_with_tf_keras_switch(found, ctx), ctx)
    if _tf1(paste):  # TF_FORCE_GPU_ALLOW_GROWTH and set_memory_growth are TensorFlow 2's: name the session option
        found = [replace(e, fix=f"{e.fix}{_TF1_GROWTH}") if "ALLOW_GROWTH" in e.fix else e for e in found]
    ranked = sorted(found, key=_rank)
    last = ctx.last_error  # left unexplained unless a verdict is given, or a cause found names its line
    unexplained = None if last is None or any(e.level in ("error", "warning") or last[0] in e.line_numbers
                                              for e in ranked) else (last[0], redact_text(last[1]))
    return Reading(tuple(_redacted(_hedged(e)) for e in ranked), tuple(redact_text(f) for f in ctx.facts()),
                   unexplained)


def _rank(e: Explanation) -> tuple[int, int, int]:
    """Errors first (those the paste does not decide among them: the most telling cause may be one), then the cause."""
    return _LEVEL_ORDER.get(e.level, 5), _CAUSE[e.cause].rank, e.line_numbers[0] if e.line_numbers else 0


def _hedged(e: Explanation) -> Explanation:
    """An error the paste does not decide is reported as a warning, after ranking: it does not fail the run."""
    return replace(e, level="warning") if e.level == "error" and e.undecided else e


# messages any Python package's trouble prints (NumPy's ABI check, pip unable to uninstall, a name typing_extensions
# lacks): TensorFlow's only where the paste names it (or its family)
_ANY_PACKAGE_KINDS = frozenset({"numpy_abi", "pip_cannot_uninstall", "typing_extensions_name", "other_no_distribution",
                                "stdlib_shadowed", "python_removed_api", "wheel_dist_info_invalid",
                                "scipy_misc_removed", "pkg_resources_missing", "paging_file_small",
                                "static_tls_exhausted"})


def _scoped_to_tensorflow(found: list[Explanation], ctx: Context) -> list[Explanation]:
    """Any package's trouble in a paste that names no TensorFlow (nor Keras): information, not a verdict on TensorFlow.

    NumPy 2 under numexpr, pydantic's typing-extensions, a distutils wrapt: the reading stands, but nothing shows
    TensorFlow involved. Messages only TensorFlow prints (a symbolic tensor, its dtypes' warning) keep their verdict.
    """
    if names_tensorflow(ctx):
        return found
    return [replace(e, level="info", meaning=("not TensorFlow's, as far as the paste shows (it names no TensorFlow or "
                                              f"Keras): {e.meaning}"))
            if e.kind in _ANY_PACKAGE_KINDS and e.level in ("error", "warning") else e for e in found]


def _versions_behind_idle(paste: _Paste, found: list[Explanation]) -> list[Explanation]:
    """A GPU said idle (its use low, a run slow) where the versions given cannot work together: the CUDA first.

    Low GPU use is most often the input pipeline, but a TensorFlow whose CUDA the installed one cannot serve (1.13.1
    beside CUDA 10.1) runs on the CPU and idles the GPU the same way; the versions decide that before a measurement.
    """
    said = [e for e in found if e.level in ("error", "warning")]
    if not said or any(e.cause != "input_bound" for e in said):
        return []
    versions = _versions_only(paste)
    return [versions] if versions is not None else []


# causes another TensorFlow release can fix (its CUDA, its Python, the packages it pins, its XLA use), where a
# release the paste says works is a way out worth naming beside the fix
_RELEASE_FIXES = frozenset({
    "dependency_conflict", "keras_version_skew", "keras3_legacy_code", "libdevice_missing", "numpy_incompatible",
    "protobuf_incompatible", "cuda_libs_missing", "cudnn_version_mismatch", "windows_native_gpu_unsupported",
    "python_unsupported", "tf_import_failed", "gpu_too_old", "gpu_too_new", "ptxas_too_old", "driver_too_old",
    "tensorflow_gpu_removed"})


_LOADER_KINDS = ("dlopen_failed", "gpu_libraries_missing", "ctranslate2_library_missing", "onnxruntime_library_missing")


def _library_words(paste: _Paste) -> Explanation | None:
    """A CUDA library the words say is missing, resolved as TensorFlow's loader line for it would be.

    Not where a loader's own line was recognised (its resolution decides, another framework's loader included).
    """
    if paste.ctx.library_said is None or any(paste.has(kind) for kind in _LOADER_KINDS):
        return None
    lib, line = paste.ctx.library_said
    field = () if not lib else (LogField("lib" if "." in lib else "said", lib),)
    event = LogEvent("dlopen_failed", "error", line, 0, field)
    if (resolved := _resolve(event, paste)) is None:
        return None
    cause, level, meaning, fix = resolved
    return Explanation("dlopen_failed", cause, level, (), 1, line, meaning, fix,
                       tuple(f"{f.name}={f.value}" for f in field))


def _import_words(paste: _Paste, found: list[Explanation]) -> list[Explanation]:
    """The import said to fail in words, when nothing else is a verdict (on a machine without a GPU too)."""
    if any(e.level in ("error", "warning") for e in found):
        return []
    said = import_failure_said(paste)
    return [said] if said else []


def _worked_release(ctx: Context) -> str | None:
    """'or TensorFlow 2.10, which the paste says works (`pip install 'tensorflow==2.10.*'`)', when it says one."""
    if ctx.tf_that_worked is None:
        return None
    name, version = ctx.tf_that_worked
    pin = version if version.count(".") == 2 else f"{version}.*"  # noqa: PLR2004 - x.y.z
    return f"or {name} {version}, which the paste says works (`pip install '{name}=={pin}'`)"


_TF_KERAS_FIX = ("; the library reads TF_KERAS: `export TF_KERAS=1` before importing it runs it on tf.keras "
                 "(TensorFlow's own Keras), whatever standalone keras is installed")


def _with_tf_keras_switch(found: list[Explanation], ctx: Context) -> list[Explanation]:
    """Keras and TensorFlow not matching, where the paste names TF_KERAS: the library's own switch to tf.keras."""
    if "tf_keras_switch" not in ctx.flags:
        return found
    return [replace(e, fix=f"{e.fix}{_TF_KERAS_FIX}") if e.cause == "keras_version_skew" and e.level in (
        "error", "warning") and "TF_KERAS" not in e.fix else e for e in found]


_TF1_GROWTH = ("; with TensorFlow 1.x's sessions: config = tf.ConfigProto(); config.gpu_options.allow_growth = True "
               "(or config.gpu_options.per_process_gpu_memory_fraction = 0.9), then tf.Session(config=config)")


def _tf1(paste: _Paste) -> bool:
    """The paste is TensorFlow 1.x's: its version, or its session API and device lines."""
    rel = paste.release()
    return (rel.key < (2,)) if rel else bool({"tf1_session", "tf1_device_line"} & paste.ctx.flags)


def _derive_flags(flags: set[str]) -> None:  # noqa: C901, PLR0912 - one test per fact
    """The facts that several lines of the paste make together."""
    if "wsl1" in flags:
        flags.add("wsl")  # WSL 1 is WSL too (not native Windows), without a GPU
    if "hosted_works" in flags:  # the hosted notebook is where it works: the paste's run is on the user's machine
        flags.difference_update({"colab", "kaggle"})
    if "tf_run_no_gpu" in flags and not {"tf_run_gpu", "gpu_option_said"} & flags:
        flags.discard("gpus_flag")  # only another image's command (a toolkit test) had the GPU, not TensorFlow's
    if "cudnn_mismatch_doubted" in flags:  # a cuDNN mismatch denied or doubted: not said
        flags.discard("cudnn_mismatch_said")
    if "cpu_image_said" in flags and {"gpu_image", "gpu_image_named", "gpus_flag"} & flags:
        flags.discard("cpu_image_said")  # a CPU image beside a GPU one, or the GPU given: not a CPU image's run
    if "nvidia_image_path" in flags and not {"colab", "kaggle"} & flags:
        flags.add("docker")  # a CUDA image's loader path: a container (not a hosted notebook's runtime, also one)
    if {"gpu_pulled_said", "installs_plain_tf"} <= flags:
        flags.add("two_tf_said")  # a package said to bring tensorflow-gpu in, beside the tensorflow installed
    if "image_without_gpu_said" in flags:
        flags.add("built_without_cuda")  # the image in use has no GPU support: its TensorFlow is a CPU build
    if "gpu_unused_said" in flags and not {"gpu_use_doubted", "runs_on_cpu_said"} & flags:
        # the user's words that the GPU is not used, not doubted elsewhere in the paste (words that it runs on the
        # CPU have their own reading: the CPU-only package first)
        flags.add("gpu_list_empty")
    if "gpu_device_in_use" in flags:  # a GPU device registered: words that the GPU is not used are not an empty list
        flags.discard("gpu_list_empty")
        flags.add("gpu_list_nonempty")
    if "util_low_said" in flags and {"gpu_mentioned", "nvidia_gpu_named"} & flags and "gpu_busy_said" not in flags:
        flags.add("low_gpu_util")  # a utilisation said low in a paste about a GPU (not one said busy): the GPU's
    if "device_list_cpu" in flags and not {"device_list_gpu", "gpu_list_nonempty"} & flags:
        flags.add("gpu_list_empty")  # a device_lib listing with CPU devices only
    if {"gpu_index0", "index_out_of_range"} <= flags and not {"gpu_list_nonempty", "device_list_gpu"} & flags:
        flags.add("gpu_list_empty")  # the first GPU taken from a list that had none


def _tfjs_runtime(ctx: Context, tables: Tables) -> str | None:
    """tfjs-node runs its own libtensorflow: that is the TensorFlow whose CUDA counts, not a Python one named."""
    if "tfjs_node" not in ctx.flags:
        return None
    lib = tfjs_libtensorflow(tables, ctx.tfjs)
    if lib is not None:
        ctx.tensorflow, ctx.tensorflow_hint = lib, None
    return lib


def _resolve(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The cause one message gives, read with the whole paste (a machine said to have no GPU expects some).

    None where the paste lacks what the reading needs (a library TensorFlow's own code would link, not shown loaded
    by TensorFlow): the message is then not read at all.
    """
    resolver = _RESOLVERS.get(event.kind, _r_noise if event.level == "noise" else None)
    if resolver is None:
        return ("harmless", event.level, pattern(event.kind).meaning, "")
    if (resolved := resolver(event, paste)) is None:
        return None
    if _searches_gpu(event) and resolved[0] in _NO_GPU_CAUSES and (
            without := _search_without_gpu(event, paste, resolved)) is not None:
        return without
    if TF_GROWTH in resolved[3] and _other_framework(paste):  # PyTorch's or JAX's run: TensorFlow's setting is not
        resolved = (*resolved[:3], resolved[3].replace(TF_GROWTH, ""))
    return _own_cuda_source(event, paste, resolved)


def _search_without_gpu(event: LogEvent, paste: _Paste, resolved: _Resolved) -> _Resolved | None:
    """TensorFlow's search for a GPU where the paste says there is none, or asks why it looks for one."""
    if "nv_files_missing" in paste.ctx.flags:
        return _no_driver_on_this_node(paste)
    if "no_gpu_machine" in paste.ctx.flags:
        return _no_gpu_here(event)
    if (cpu_image := _cpu_image(paste)) or ("cpu_install" in paste.ctx.flags and not paste.gpu_shown):
        return _no_gpu_here(event, "the words say this runs in a CPU image, which is not meant to use a GPU" if
                            cpu_image else "the paste installs a CPU-only build (a package's [cpu] extra, "
                            "or tensorflow-cpu), which has no use for the GPU libraries and shows no GPU")
    if "gpu_sought_why" in paste.ctx.flags and not _hardware_shown(paste) and "uncertain" not in resolved[2]:
        return (resolved[0], "warning", (f"uncertain: {resolved[2]}; the paste asks why the program looks for a "
                "GPU and shows none (no GPU named, no driver, no nvidia-smi table): on a machine, node or "
                "container without one this is its search for a GPU, harmless, and the run goes on on the CPU"),
                f"only if this run should use a GPU: {resolved[3]}" if resolved[3] else "")
    return None


# causes of the machine (a device index, memory in use), not of how a program was built
_THE_MACHINES = frozenset({"no_gpu_visible", "gpu_memory_in_use", "model_too_large"})
# a CUDA source file and line a program's own error check prints ("entry_ex.cuh(196): CUDA error: ...",
# "kernels.cu:75: CUDA error"): its kernels and CUDA calls, not TensorFlow's (whose errors name no .cu file)
_CUDA_SOURCE = re.compile(r"[\w/\\.-]+\.cuh?(?:\(\d{1,6}\)|:\d{1,6}\b)")


def _own_cuda_source(event: LogEvent, paste: _Paste, resolved: _Resolved) -> _Resolved:
    """A CUDA error a program's own CUDA code reports from its source file, with no TensorFlow named: uncertain.

    The kernels that fail and the CUDA they were compiled with are that program's (a custom CUDA project, an
    extension): TensorFlow's build and the tables' pairings do not decide them. TensorFlow is named by a version or
    a message of its own, not by an issue template's empty "TensorFlow version" heading. A device index past the
    visible ones or memory in use is the machine's, whoever built the program.
    """
    cause, level, meaning, fix = resolved
    if level not in ("error", "warning") or meaning.startswith("uncertain") or cause in _THE_MACHINES \
            or (source := _CUDA_SOURCE.search(event.line)) is None or paste.ctx.version() is not None \
            or any("tensorflow" in e.line.lower() for found in paste.events.values() for e in found):
        return resolved
    where = re.split(r"[/\\]", source.group(0))[-1]
    own = (f"check the CUDA and GPU architectures the program that prints {where} was built for (a build of it for "
           "this GPU and driver, or its source built for them)")
    return (cause, "warning", (f"uncertain: the program's own CUDA code reports this ({where}), not TensorFlow: "
            f"{meaning}; the CUDA and GPU architectures that program was built for decide"),
            own if cause in ("gpu_too_new", "gpu_too_old") or not fix else f"{own}; {fix}")


def _cpu_image(paste: _Paste) -> bool:
    """The words say the run is in a CPU image, and nothing in the paste shows a GPU image or an NVIDIA GPU."""
    return "cpu_image_said" in paste.ctx.flags and not _hardware_shown(paste)


# CUDA's own answers when no driver or no GPU is there: the stub libcuda (34), no device (100)
_NO_DRIVER_ERRORS = frozenset({"34", "100", "CUDA_ERROR_STUB_LIBRARY", "CUDA_ERROR_NO_DEVICE"})


def _searches_gpu(event: LogEvent) -> bool:
    """A message of the search for a GPU, which a machine without one prints too (a CUDA error of no driver too)."""
    return event.kind in _DISCOVERY or (event.kind == "cuda_error" and bool(
        {event.get("code") or "", (event.get("name") or "").upper()} & _NO_DRIVER_ERRORS))


def _hardware_shown(paste: _Paste) -> bool:
    """The paste shows an NVIDIA GPU or its driver (a name, a version, nvidia-smi's table, a device TensorFlow made)."""
    ctx = paste.ctx
    return bool(ctx.gpu_names or ctx.driver or ctx.compute_capability or ctx.driver_cuda or ctx.libcuda_version
                or ctx.kernel_version or {"gpu_list_nonempty", "device_list_gpu"} & ctx.flags)


def _settled(e: Explanation, events: dict[str, list[LogEvent]]) -> Explanation:
    """A library that failed to load before TensorFlow created the GPU device was not needed for it.

    TensorFlow 2 registers a GPU only once the libraries it needs are loaded, so a later
    "Created device ... GPU:0" line outweighs the earlier failure (a retry, or an optional library).
    cuDNN is left out: TensorFlow 1.x loads it only at the first convolution.
    """
    created = [ev.line_no for ev in events.get("gpu_created", [])]
    lib = next((d.split("=", 1)[1] for d in e.details if d.startswith("lib=")), "")
    if (e.cause != "cuda_libs_missing" or not created or not e.line_numbers or e.line_numbers[0] > min(created)
            or "cudnn" in lib.lower()):
        return e
    return replace(e, cause="harmless", level="info", meaning=(f"{lib or 'a library'} did not load, but TensorFlow "
                   f"created the GPU device after it (line {min(created)}): it was not needed for that (a retry, or "
                   "an optional library)"), fix="")


def _ignored_gpu_seen(e: Explanation, events: dict[str, list[LogEvent]]) -> bool:
    """A CUDA error read as "no GPU visible" beside TensorFlow ignoring a GPU for its compute capability.

    "Ignoring visible gpu device" shows the GPU was visible: the error is that GPU being unusable, which the
    ignored GPU's own explanation (gpu_too_old) says.
    """
    return e.cause == "no_gpu_visible" and e.kind != "context" and bool(events.get("gpu_ignored"))


_AFTER_ASSERT = ("gpu_memory_in_use", "model_too_large", "cudnn_init_failed", "cuda_error")


def _after_assert(e: Explanation, events: dict[str, list[LogEvent]]) -> Explanation:
    """After a kernel's assertion fails, every later CUDA call of the process fails: the assert is the cause.

    cuBLAS or cuDNN that cannot start, an allocation that fails, an illegal address: with a device-side assert
    in the paste they are that failure (PyTorch's `CUBLAS_STATUS_ALLOC_FAILED` after an index out of range).
    """
    if e.level != "error" or e.cause not in _AFTER_ASSERT:
        return e
    check = pattern("device_assert").regex  # also inside a line a wrapped paste joined to the failure before it
    line = next((ev.line_no for evs in events.values() for ev in evs if check.search(ev.line)), None)
    if line is None:
        return e
    return replace(e, level="info", meaning=(f"follows the device-side assert on line {line}: once a kernel's check "
                   "fails, every later CUDA call of the process fails as well, so this failure is its consequence, not "
                   "a shortage or a fault of the setup"), fix=pattern("device_assert").fix)


def _redacted(e: Explanation) -> Explanation:
    """The explanation without the credentials a paste may hold (an index URL's password, a token)."""
    return replace(e, evidence=redact_text(e.evidence), meaning=redact_text(e.meaning), fix=redact_text(e.fix),
                   details=tuple(redact_text(d) for d in e.details))


def exit_status(explanations: tuple[Explanation, ...]) -> int:
    """1 when an error-level cause was found (like `doctor`), else 0."""
    return 1 if any(e.level == "error" for e in explanations) else 0
