"""`envcheck explain` on TensorFlow used from other languages and their installers (R, Java, .NET, Node.js).

The wording families come from the fresh batch of bindings threads (c4320-c4340): JavaCPP's loader debug lines
(TensorFlow Java 0.3+) naming a CUDA library by its short name and soname version, .NET's DllNotFoundException
carrying Windows' STATUS_ILLEGAL_INSTRUCTION, pip's 404 on a wheel URL R's install_tensorflow() built for a Python
the release has no build for, the environment an R install call names, tfjs-node-gpu's addon not loading on
Windows, and a pinned release said to be no longer available. Each paste here is written anew.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

JAVACPP = ("Debug: Loading library cudart\n"
           "Debug: Failed to load for cudart@.11.0: java.lang.UnsatisfiedLinkError: no cudart in java.library.path: "
           "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib\n"
           "Debug: Loading library cudnn\n"
           "Debug: Failed to load for cudnn@.8: java.lang.UnsatisfiedLinkError: no cudnn in java.library.path: "
           "/usr/java/packages/lib:/usr/lib64")


def test_javacpps_cuda_library_not_loaded_is_the_cuda_of_an_11x_build() -> None:
    (found, *_) = explain(JAVACPP)
    assert found.cause == "cuda_libs_missing"
    assert "libcudart.so.11.0" in found.meaning
    assert "CUDA 11" in found.fix
    assert "Maven" in found.fix  # the artifact's version decides the build, not pip
    assert "0.3.x to 2.4.1" in found.fix  # numbered apart from TensorFlow: its README maps one to the other


@pytest.mark.parametrize("user", ["\tat org.nd4j.linalg.factory.Nd4jBackend.load(Nd4jBackend.java:218)",
                                  "\tat org.bytedeco.pytorch.global.torch.<clinit>(torch.java:12)",
                                  "Loading class org.bytedeco.opencv.global.opencv_dnn"])
def test_javacpps_loader_in_another_frameworks_run_is_not_tensorflow_javas(user: str) -> None:
    """Deeplearning4j, PyTorch's and OpenCV's presets load CUDA through JavaCPP too: their CUDA, not TensorFlow's."""
    assert all(e.level not in ("error", "warning") for e in explain(f"{JAVACPP}\n{user}"))
    (found, *_) = explain(f"{JAVACPP}\n\tat org.tensorflow.internal.c_api.global.tensorflow.<clinit>")
    assert found.cause == "cuda_libs_missing"


def test_javacpps_own_library_not_loaded_is_no_cuda_library() -> None:
    paste = ("Debug: Failed to load for tensorflow_framework: java.lang.UnsatisfiedLinkError: no tensorflow_framework "
             "in java.library.path")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


def test_a_dotnet_load_stopped_on_an_illegal_instruction_is_the_cpu() -> None:
    (found, *_) = explain("System.DllNotFoundException: Unable to load DLL 'tensorflow' or one of its dependencies: "
                          "Exception from HRESULT: 0xC000001D")
    assert (found.cause, found.level) == ("cpu_no_avx", "error")
    assert "AVX" in found.fix


def test_a_dotnet_library_not_found_is_still_the_redistributable() -> None:
    (found, *_) = explain("Unable to load DLL 'tensorflow' or one of its dependencies: The specified module could "
                          "not be found. (Exception from HRESULT: 0x8007007E)")
    assert found.cause == "tf_import_failed"


@pytest.mark.parametrize(("url", "fits"), [
    ("https://storage.googleapis.com/tensorflow/linux/gpu/tensorflow_gpu-1.8.0-cp37-cp37m-linux_x86_64.whl", "3.6"),
    ("https://storage.googleapis.com/tensorflow/linux/cpu/tensorflow-1.10.0-cp37-cp37m-linux_x86_64.whl", "3.6"),
])
def test_a_404_on_a_wheel_url_for_a_python_the_release_has_no_build_for(url: str, fits: str) -> None:
    (found, *_) = explain(f"Installing TensorFlow...\n  HTTP error 404 while getting {url}\n"
                          "Error: Error 1 occurred installing packages into conda environment r-tensorflow")
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert f"Python {fits}" in found.fix


def test_a_404_on_a_wheel_url_of_a_python_the_release_has_is_uncertain() -> None:
    (found, *_) = explain("HTTP error 404 while getting https://storage.googleapis.com/tensorflow/linux/cpu/"
                          "tensorflow-1.12.0-cp36-cp36m-linux_x86_64.whl")
    assert "uncertain" in found.meaning


@pytest.mark.parametrize(("call", "use"), [
    ('reticulate::virtualenv_create("tf-env", python = py)\nkeras::install_keras(envname = "tf-env")',
     "use_virtualenv('tf-env'"),
    ('tensorflow::install_tensorflow(method = "conda", envname = "gpu-tf")', "use_condaenv('gpu-tf'"),
    ('keras::install_keras(envname = "r-keras", method = "virtualenv")', "use_virtualenv('r-keras'"),
])
def test_reticulate_pointed_at_the_environment_the_install_call_names(call: str, use: str) -> None:
    (found, *_) = explain(f"{call}\n> library(keras)\nError: Valid installation of TensorFlow not found.\n\n"
                          "Python environments searched for 'tensorflow' package:\n /usr/bin/python3")
    assert found.cause == "wrong_interpreter"
    assert use in found.fix


def test_reticulate_with_no_install_call_names_the_default_environment() -> None:
    (found, *_) = explain("Error: Valid installation of TensorFlow not found.\n"
                          "Python environments searched for 'tensorflow' package:\n /usr/bin/python3")
    assert "use_condaenv('r-tensorflow'" in found.fix


def test_tfjs_node_gpus_addon_not_loaded_on_windows_is_most_often_cuda_on_path() -> None:
    (found, *_) = explain("Error: The specified module could not be found.\n"
                          "\\\\?\\C:\\app\\node_modules\\@tensorflow\\tfjs-node-gpu\\lib\\napi-v8\\tfjs_binding.node\n"
                          "    at Module._extensions..node (node:internal/modules/cjs/loader:1586:18)")
    assert found.cause == "cuda_libs_missing"
    assert "uncertain" in found.meaning
    assert "PATH" in found.fix
    assert "tensorflow.dll" in found.fix


def test_tfjs_nodes_cpu_addon_not_loaded_on_windows_is_its_tensorflow_dll() -> None:
    (found, *_) = explain("Error: The specified module could not be found.\n"
                          "\\\\?\\C:\\app\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v8\\tfjs_binding.node")
    assert found.cause == "tf_import_failed"


@pytest.mark.parametrize("words", ["tensorflow 2.4.0 is no longer available", "tensorflow==2.4.0 is not available"])
def test_a_pinned_release_said_gone_on_a_python_it_has_no_wheel_for(words: str) -> None:
    (found, *_) = explain(f"pip install tensorflow==2.4.0\n{words}\nI am on Python 3.9.2")
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert "Python 3.8" in found.fix


def test_a_gpu_said_not_available_is_no_install_refused() -> None:
    assert all(e.cause != "python_unsupported" for e in explain("pip install tensorflow==2.4.0\nGPU is not available"
                                                                "\nI am on Python 3.9.2"))


@pytest.mark.parametrize("line", [
    "Caused by: java.lang.NoSuchMethodError: org.tensorflow.framework.ConfigProto.makeExtensionsImmutable()V",
    ("Exception in thread \"main\" java.lang.NoSuchMethodError: 'void org.tensorflow.proto.framework.GraphDef."
     "makeExtensionsImmutable()'"),
    "java.lang.AbstractMethodError: org.tensorflow.framework.TensorProto.internalGetFieldAccessorTable()"])
def test_tensorflow_javas_generated_protos_not_linking_is_another_protobuf_java(line: str) -> None:
    """The generated classes call into the protobuf-java they were made for; another jar on the class path lacks it."""
    (found, *_) = explain(f"[INFO] Loading TensorFlow model from file:/tmp/model.zip\n{line}\n"
                          "\tat org.tensorflow.SavedModelBundle.load(SavedModelBundle.java:81)")
    assert (found.cause, found.level) == ("protobuf_incompatible", "error")
    assert "protobuf-java" in found.fix
    assert "class path" in found.fix


def test_a_protobuf_java_class_not_linking_is_decided_beside_tensorflow_only() -> None:
    line = "java.lang.NoSuchMethodError: com.google.protobuf.CodedInputStream.readStringRequireUtf8()Ljava/lang/String;"
    (found, *_) = explain(f"{line}\n\tat org.tensorflow.framework.NodeDef.<init>(NodeDef.java:120)")
    assert (found.cause, found.level) == ("protobuf_incompatible", "error")
    # a Spark job's own conflict (Hadoop's protobuf 2.5 first on the class path): no verdict about TensorFlow
    spark = f"{line}\n\tat org.apache.hadoop.hdfs.protocol.proto.ClientNamenodeProtocolProtos$GetFileInfoRequestProto"
    assert all(e.level not in ("error", "warning") for e in explain(spark))


def test_tensorflow_javas_own_class_missing_is_no_protobuf_verdict() -> None:
    """A class not found at all is a jar missing from the class path, not two protobuf-java releases."""
    found = explain('Exception in thread "main" java.lang.NoClassDefFoundError: org/tensorflow/framework/ConfigProto')
    assert all(e.cause != "protobuf_incompatible" for e in found)
