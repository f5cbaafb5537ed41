"""`envcheck explain` on TensorFlow's C library not loading: tfjs-node's addon and its libtensorflow, the C API's users.

The messages are their sources' own: tfjs-node's check when its addon is not built (tfjs-node/src/index.ts, "The
Node.js native addon module (tfjs_binding.node) can not be found at path: ..."), Node's process.dlopen on
Windows (Windows' "The specified module could not be found." then the addon's path: a DLL it links, the tensorflow.dll
that the install copies from deps/lib into lib/napi-vN, is not beside it), and the loader's "cannot open shared object
file" for libtensorflow (no CUDA library: TensorFlow's own).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

DLOPEN = ("Error: The specified module could not be found.\n"
          "\\\\?\\C:\\app\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v6\\tfjs_binding.node\n"
          "    at Object.Module._extensions..node (internal/modules/cjs/loader.js:1065:18)\n"
          "    at Object.<anonymous> (C:\\app\\node_modules\\@tensorflow\\tfjs-node\\dist\\index.js:58:16)")
NOT_BUILT = ("Error: The Node.js native addon module (tfjs_binding.node) can not be found at path: C:\\app\\"
             "node_modules\\@tensorflow\\tfjs-node-gpu\\lib\\napi-v7\\tfjs_binding.node.\nPlease run command 'npm "
             "rebuild @tensorflow/tfjs-node-gpu --build-addon-from-source' to rebuild the native addon module.")


def test_windows_not_loading_the_addon_is_the_dll_beside_it() -> None:
    top = explain(DLOPEN)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "deps\\lib\\tensorflow.dll into lib\\napi-v6" in top.fix


def test_the_addon_never_built_is_rebuilt_from_source() -> None:
    top = explain(NOT_BUILT)[0]
    assert top.cause == "tf_import_failed"
    assert "npm rebuild @tensorflow/tfjs-node-gpu --build-addon-from-source" in top.fix
    assert "tensorflow.dll" not in top.fix  # the addon itself is missing, not a DLL beside it


def test_tensorflow_dll_said_missing() -> None:
    tfjs = explain("tensorflow.dll is missing from tfjs-node and I can't build it following the instructions")[0]
    assert tfjs.cause == "tf_import_failed"
    assert "deps\\lib\\tensorflow.dll" in tfjs.fix
    other = explain("Unhandled exception: tensorflow.dll was not found")[0]  # TensorFlow.NET, ML.NET, the C API
    assert other.cause == "tf_import_failed"
    assert other.meaning.startswith("uncertain")


@pytest.mark.parametrize(("paste", "said"), [
    (("Error: libtensorflow.so.2: cannot open shared object file: No such file or directory\n"
      "    at Object.<anonymous> (/app/node_modules/@tensorflow/tfjs-node/dist/index.js:72:16)"), "npm rebuild"),
    ("panic: libtensorflow.so.2: cannot open shared object file: No such file or directory", "ldconfig"),
    ("ImportError: libtensorflow_framework.so.2: cannot open shared object file: No such file or directory",
     "--force-reinstall"),
])
def test_libtensorflow_not_found_is_tensorflows_own_library_not_cuda(paste: str, said: str) -> None:
    top = explain(paste)[0]
    assert top.cause == "tf_import_failed"
    assert said in top.fix
    assert not any(e.cause == "cuda_libs_missing" for e in explain(paste))


def test_the_install_finding_no_libtensorflow_to_copy_is_its_download() -> None:
    """tfjs-node's deps-stage.js copies deps/lib's tensorflow.dll into lib/napi-vN; ENOENT there: none was fetched."""
    top = explain("  * Symlink of lib\\napi-v9\\tensorflow.dll failed, creating a copy on disk.\n"
                  "[Error: ENOENT: no such file or directory, copyfile 'C:\\t\\node_modules\\@tensorflow\\tfjs-node\\"
                  "deps\\lib\\tensorflow.dll' -> 'C:\\t\\node_modules\\@tensorflow\\tfjs-node\\lib\\napi-v9\\"
                  "tensorflow.dll'] {")[0]
    assert top.cause == "tf_import_failed"
    assert "npm install" in top.fix
    assert not explain("Error: ENOENT: no such file or directory, copyfile 'src/a.txt' -> 'dist/a.txt'")


def test_dotnet_not_loading_tensorflow_is_the_redist_package() -> None:
    """.NET's DllNotFoundException for DllImport("tensorflow"): TensorFlow.NET and ML.NET load libtensorflow."""
    top = explain("System.DllNotFoundException: Unable to load DLL 'tensorflow' or one of its dependencies: The "
                  "specified module could not be found. (0x8007007E)")[0]
    assert top.cause == "tf_import_failed"
    assert "SciSharp.TensorFlow.Redist" in top.fix


def test_dotnet_type_initializer_failing_on_a_missing_library_is_the_redist_package() -> None:
    top = explain("System.TypeInitializationException: The type initializer for 'Tensorflow.Binding' threw an "
                  "exception. ---> System.DllNotFoundException: Unable to load DLL 'tensorflow'")[0]
    assert top.cause == "tf_import_failed"
    assert "Redist" in top.fix
    assert not explain("The type initializer for 'MyApp.Config' threw an exception. ---> DllNotFoundException")


@pytest.mark.parametrize(("said", "cause", "named"), [
    # the DLL in place: a DLL it links is missing, the Visual C++ runtime for the CPU build
    ("I deployed the app to a new VM, copying the output folder including the tensorflow.dll.", "msvc_runtime_missing",
     "Visual C++ Redistributable"),
    ("My project uses TensorFlowSharp.", "tf_import_failed", "TensorFlowSharp NuGet package"),
    # a version's dots do not end the sentence that says so
    ("On a new VM (Server-2012-R2-Base-2018.01.12) I copy the binaries over, including the tensorflow.dll.",
     "msvc_runtime_missing", "Visual C++ Redistributable"),
    # advice or a question about the DLL is not the DLL in place: the library itself is what is missing
    ("The docs say you need to copy the tensorflow.dll next to the exe, where do I get it?", "tf_import_failed",
     "SciSharp.TensorFlow.Redist"),
])
def test_dotnet_not_loading_libtensorflow_reads_what_the_paste_says_of_it(said: str, cause: str, named: str) -> None:
    top = explain(f"{said}\nSystem.DllNotFoundException: Unable to load DLL 'libtensorflow': The specified module "
                  "could not be found. (Exception from HRESULT: 0x8007007E)")[0]
    assert top.cause == cause
    assert named in top.fix


@pytest.mark.parametrize(("cpu", "cause"), [("Intel Pentium G640", "cpu_no_avx"),
                                            ("Intel Core i7-8700", "msvc_runtime_missing")])
def test_dotnet_library_failing_to_initialise_is_the_cpu_or_the_runtime(cpu: str, cause: str) -> None:
    top = explain(f"CPU: {cpu}\nSystem.DllNotFoundException: Unable to load DLL 'tensorflow': A dynamic link library "
                  "(DLL) initialization routine failed. (Exception from HRESULT: 0x8007045A)")[0]
    assert top.cause == cause


@pytest.mark.parametrize(("entry", "pinned"), [("TF_StringDecode", "2.3.x"), ("TF_NewThing", None)])
def test_dotnet_missing_c_api_entry_point_is_a_redist_of_another_version(entry: str, pinned: str | None) -> None:
    top = explain("System.EntryPointNotFoundException: Unable to find an entry point named "
                  f"'{entry}' in DLL 'tensorflow'.")[0]
    assert top.cause == "dependency_conflict"
    assert entry in top.meaning
    assert pinned is None or pinned in top.fix


def test_mlnet_failing_to_load_a_model_on_a_cpu_without_avx_is_the_cpu() -> None:
    top = explain("Tensorflow exception triggered while loading model.\nCPU: Intel(R) Celeron(R) CPU N3050")[0]
    assert top.cause == "cpu_no_avx"
    assert not explain("Tensorflow exception triggered while loading model.\nCPU: Intel Core i7-8700")


@pytest.mark.parametrize(("version", "read"), [("2.12.0", True), ("2.15.0", True), ("2.10.0", False), ("2.7.0", False)])
def test_a_windows_gpu_archive_of_a_release_without_windows_gpu_builds(version: str, read: bool) -> None:
    """Google publishes libtensorflow's Windows GPU archive only for releases with GPU support on native Windows."""
    paste = ("Our build script fails on Windows: curl gets a 404 for https://storage.googleapis.com/tensorflow/"
             f"libtensorflow/libtensorflow-gpu-windows-x86_64-{version}.zip")
    found = [e for e in explain(paste) if e.cause == "windows_native_gpu_unsupported"]
    assert bool(found) is read, found
    if read:
        assert found[0].level == "error"
        assert "libtensorflow-gpu-windows-x86_64-2.10.0.zip" in found[0].fix
