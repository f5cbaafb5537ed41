"""`envcheck explain` on what bindings, serving images and NVIDIA's containers print (their sources' own words).

NVIDIA's NGC images (TensorFlow, TensorRT, Triton) check the host driver when they start (nvidia_entrypoint.sh:
"This container was built for NVIDIA Driver Release X or later, but version Y was detected and compatibility mode is
UNAVAILABLE", wrapped after "but": the fix computes the newest CUDA Y runs); TF-TRT's TensorRT stubs
(tf2tensorrt/stub/nvinfer_stub.cc) abort with
"getInferLibVersion symbol not found." when a conversion needs a libnvinfer that did not load; the JVM says
"Can't find dependent libraries" when Windows cannot load a DLL that TensorFlow Java's tensorflow_jni.dll links;
tfjs-node-gpu bundles a libtensorflow whose CUDA decides; and NuGet redistributables each copy their own
tensorflow.dll into a .NET program's output folder.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

WRAPPED = ("ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but\n"
           "       version 418.87.01 was detected and compatibility mode is UNAVAILABLE.\n\n"
           "       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]")
ONE_LINE = ("This container was built for NVIDIA Driver Release 545.23 or later, butversion 535.104.05 was detected "
            "and compatibility mode is UNAVAILABLE")


@pytest.mark.parametrize(("paste", "needed", "cuda", "level"), [
    (WRAPPED, "450.51", "10.1", "error"),
    (ONE_LINE, "545.23", "12.2", "warning"),  # 535 runs CUDA 12.3 under minor-version compatibility: uncertain
])
def test_ngc_driver_check_names_the_images_driver_and_the_cuda_the_host_runs(paste: str, needed: str, cuda: str,
                                                                             level: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_too_old", level)
    assert f"install NVIDIA driver {needed} or later on the host" in top.fix
    assert f"built for CUDA {cuda} or older" in top.fix  # the host driver's branch, from the branch table


def test_ngc_driver_check_without_the_found_version_still_names_the_floor() -> None:
    top = explain("ERROR: This container was built for NVIDIA Driver Release 410 or later, but")[0]
    assert top.cause == "driver_too_old"
    assert "install NVIDIA driver 410 or later" in top.fix
    assert "built for a CUDA this driver runs" in top.fix


TRT_MISSING = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library "
               "'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or "
               "directory\nF tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not "
               "found.\nAborted (core dumped)")
TRT_DEPENDENCY = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                  "'libnvinfer.so.7'; dlerror: libnvrtc.so.11.1: cannot open shared object file: No such file or "
                  "directory\nF tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] getInferLibVersion symbol not "
                  "found.")


def test_tftrt_abort_makes_the_missing_tensorrt_an_error_with_its_release() -> None:
    top = explain(TRT_MISSING)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "install TensorRT 6" in top.fix
    assert "libnvinfer.so.6" in top.fix


def test_tftrt_abort_on_a_dependency_of_libnvinfer_names_that_library() -> None:
    top = explain(TRT_DEPENDENCY)[0]
    assert top.cause == "cuda_libs_missing"
    assert "install libnvrtc.so.11.1 (apt: cuda-nvrtc-11-1)" in top.fix


def test_tensorrt_missing_without_the_abort_stays_harmless() -> None:
    found = explain(TRT_MISSING.split("\nF ", maxsplit=1)[0])
    assert [e.cause for e in found] == ["harmless"]


JNI = ('Exception in thread "main" java.lang.UnsatisfiedLinkError: C:\\app\\org\\tensorflow\\native\\'
       "tensorflow_jni.dll: Can't find dependent libraries\n"
       "\tat java.lang.ClassLoader$NativeLibrary.load(Native Method)")


def test_java_jni_dependency_is_the_cuda_of_the_release() -> None:
    top = explain(f"TensorFlow version: 1.12.0\n{JNI}")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "CUDA 9.0" in top.fix
    mismatch = explain(f"TensorFlow version: 1.12.0\nCUDA/cuDNN version: CUDA 10.0 & cuDNN 7.3.0\n{JNI}")[0]
    assert "CUDA 10.0 is installed" in mismatch.fix  # the CUDA installed said: the fix says it lacks 9.0's DLLs


def test_java_jni_dependency_without_a_version_is_uncertain() -> None:
    top = explain(JNI)[0]
    assert top.cause == "cuda_libs_missing"
    assert "uncertain which CUDA" in top.meaning


def test_tfjs_node_gpu_addon_not_loading_beside_another_cuda_is_that_cuda() -> None:
    paste = ("@tensorflow/tfjs-node-gpu@1.4.0\nWIN10, Geforce 940MX, CUDA 8.0\n"
             "Error: The specified module could not be found.\n"
             "\\\\?\\D:\\app\\node_modules\\@tensorflow\\tfjs-node-gpu\\lib\\napi-v5\\tfjs_binding.node")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "install CUDA 10.0" in top.fix
    without = explain(paste.replace(", CUDA 8.0", ""))[0]  # no CUDA said: its CUDA on PATH, else the DLL beside it
    assert (without.cause, "uncertain" in without.meaning) == ("cuda_libs_missing", True)
    assert "tensorflow.dll" in without.fix


def test_a_cpu_redistributable_beside_the_gpu_one_is_two_installs() -> None:
    paste = ("I have installed Microsoft.ML.TensorFlow.Redist and SciSharp.TensorFlow.Redist-Windows-GPU on windows 10,"
             "but it could not found device\nDevice mapping: no known devices.")
    top = explain(paste)[0]
    assert top.cause == "two_tensorflow_installs"
    assert "remove the Microsoft.ML.TensorFlow.Redist package reference" in top.fix
    alone = explain(paste.replace("Microsoft.ML.TensorFlow.Redist and ", ""))
    assert all(e.cause != "two_tensorflow_installs" for e in alone)
