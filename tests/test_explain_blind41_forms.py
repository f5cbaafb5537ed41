"""Forms met in the open half of the forty-first blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

from envcheck.explain import explain

_TFJS_INIT = ("- Intel(R) Core (TM) i3 CPU M350 @ 2.27 GHz\n"
              "Error: A dynamic link library (DLL) initialization routine failed.\n"
              "\\\\?\\D:\\bot\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v8\\tfjs_binding.node\n"
              "    at Object.Module._extensions..node (node:internal/modules/cjs/loader:1183:18)")


def test_tfjs_node_s_addon_failing_to_initialise_on_a_first_generation_core_i3_is_a_cpu_without_avx() -> None:
    top = explain(_TFJS_INIT)[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error"), top
    assert "no AVX" in top.meaning


def test_the_same_with_no_cpu_named_is_uncertain_between_avx_and_the_runtime() -> None:
    top = explain(_TFJS_INIT.split("\n", 1)[1])[0]
    assert top.cause == "tf_import_failed", top  # the runtime failed to load: why is what is uncertain
    assert "uncertain" in top.meaning
    assert "Visual C++" in top.fix


def test_a_container_said_to_exit_with_code_132_is_an_illegal_instruction() -> None:
    paste = "Install worked, but compreface-core exits with code 132 during startup, all others successfully started."
    assert explain(paste)[0].cause == "cpu_no_avx"


def test_tensorflow_java_without_natives_for_an_apple_silicon_mac_names_the_release_that_has_them() -> None:
    paste = ("java.lang.UnsatisfiedLinkError: Cannot find TensorFlow native library for OS: darwin, architecture: "
             "aarch64. See https://github.com/tensorflow/tensorflow/tree/master/tensorflow/java/README.md")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "TensorFlow Java 1.0.0 or newer" in top.fix


def test_tensorflow_java_without_natives_for_arm_linux_points_to_x86_64() -> None:
    top = explain("Cannot find TensorFlow native library for OS: linux, architecture: aarch64.")[0]
    assert top.cause == "python_unsupported", top
    assert "x86_64" in top.fix
    assert "1.0.0" not in top.fix


def test_a_binding_s_gpu_said_not_to_work_on_native_windows_with_a_release_after_2_10() -> None:
    paste = ("GPU features does not work on Windows native (v0.20.0 with TF v2.11.0)\n"
             "> cargo b --features=tensorflow_gpu")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("windows_native_gpu_unsupported", "error"), top
    assert "WSL2" in top.fix


def test_an_image_said_to_have_no_gpu_support_is_a_build_without_cuda() -> None:
    paste = ("This obviously forces the build to use your SM image without GPU support. Took me a while to realise "
             "why my training had slowed down, and why the console output was showing GPUS=0.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cpu_only_build", "error"), top
    assert "image the paste says has no GPU support" in top.meaning


def test_the_gpu_memory_said_drained_by_another_program_is_memory_in_use() -> None:
    paste = ("I observe that GPU 0 memory will be drained by learner, hence actor cannot be placed on GPU 0 with out "
             "of memory error thrown")
    top = explain(paste)[0]
    assert top.cause == "gpu_memory_in_use", top
    assert "set_memory_growth" in top.fix


def test_the_gpu_memory_said_taken_by_the_model_is_not_another_program() -> None:
    paste = "the GPU memory is taken by the model and training fails with an out of memory error"
    assert not [e for e in explain(paste) if e.cause == "gpu_memory_in_use" and "another process" in e.meaning]


_MODELS_ON_MACOS = ("After using apples official guide for installing tensorflow (the tensorflow-macos that has GPU "
                    "acceleration) installing tf-models-official causes an error:\n"
                    "ERROR: Cannot install tf-models-official==2.10.0 and tf-models-official==2.11.0 because these "
                    "package versions have conflicting dependencies.\nThe conflict is caused by:\n"
                    "    tf-models-official 2.11.0 depends on tensorflow~=2.11.0\n"
                    "    tf-models-official 2.10.0 depends on tensorflow~=2.10.0\n")


def test_a_package_requiring_tensorflow_beside_tensorflow_macos_is_the_distribution_s_name() -> None:
    top = explain(_MODELS_ON_MACOS)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "--no-deps" in top.fix
    assert "tensorflow>=2.13" in top.fix


def test_a_package_that_itself_requires_tensorflow_macos_is_not_read_so() -> None:
    paste = f"{_MODELS_ON_MACOS}    tf-models-official 2.12.0 depends on tensorflow-macos<2.12\n"
    assert not [e for e in explain(paste) if "pip does not count" in e.meaning]


def test_an_op_library_missing_its_cuda_is_rebuilt_against_the_cuda_of_the_tensorflow_named() -> None:
    paste = ("TensorFlow 2.2.0\nNotFoundError: libcudart.so.10.0: cannot open shared object file: No such file or "
             "directory")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing", top
    assert "against CUDA 10.1, the one TensorFlow 2.2 itself uses" in top.fix


def test_an_op_library_missing_the_cuda_of_the_tensorflow_named_keeps_the_cuda_installed() -> None:
    paste = ("TensorFlow 2.2.0\nNotFoundError: libcudart.so.10.1: cannot open shared object file: No such file or "
             "directory")
    assert "against the CUDA installed" in explain(paste)[0].fix
