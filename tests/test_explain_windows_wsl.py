"""`envcheck explain` on native Windows and WSL: the loader's answers, pip on Windows, and WSL's bridge to the driver.

The lines are the programs' own wordings (Python's and Windows' loader messages, cuDNN's loader, pip, the
kernel and tools inside WSL), as people paste them.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

WSL2 = "Linux version 5.15.90.1-microsoft-standard-WSL2"
DLOPEN_LIBCUDA = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library "
                  "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory")
NO_SMI = ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest "
          "NVIDIA driver is installed and running.")


@pytest.mark.parametrize("line", ["ImportError: DLL load failed with error code -1073741795",
                                  "dll load failed with errorcode 3221225501"])
def test_an_illegal_instruction_status_while_loading_the_dll_is_a_cpu_without_avx(line: str) -> None:
    found = explain(f"Windows 10\n{line}")
    assert found[0].cause == "cpu_no_avx"
    assert "0xC000001D" in found[0].meaning
    assert "AVX" in found[0].fix


@pytest.mark.parametrize(("cpu", "cause"), [("Intel Pentium G4560", "cpu_no_avx"),
                                            ("AMD Ryzen 7 5800X", "msvc_runtime_missing")])
def test_a_dll_initialisation_status_is_read_like_its_message(cpu: str, cause: str) -> None:
    found = explain(f"Windows 10, {cpu}\nImportError: DLL load failed with error code -1073741502")
    assert found[0].cause == cause  # 0xC0000142: decided by the CPU named, as "initialization routine failed" is


def test_a_module_not_found_beside_cudnn_words_and_no_version_is_a_dll_off_path() -> None:
    found = explain("ImportError: DLL load failed: The specified module could not be found.\n"
                    "my %PATH% includes the directory I extracted my cuDNN download into")
    assert found[0].cause == "cuda_libs_missing"
    assert "uncertain" in found[0].meaning
    assert "PATH" in found[0].fix


def test_a_module_not_found_under_tensorflow_2_1_stays_the_visual_cpp_runtime() -> None:
    found = explain("TensorFlow version: 2.1\nI installed cuDNN 7.6\n"
                    "ImportError: DLL load failed: The specified module could not be found.")
    assert found[0].cause == "msvc_runtime_missing"


@pytest.mark.parametrize(("text", "wanted"), [
    ("tensorflow_gpu-1.1.0.dist-info\nDependency Walker complained about cudnn64_5.dll not being found.", "PATH"),
    (("- Could not load 'cudart64_80.dll'. The GPU version of TensorFlow\n  requires that this DLL be installed in a "
      "directory that is named in\n  your %PATH% environment variable. Download and install CUDA 8.0 from"), "8.0"),
])
def test_a_cuda_dll_named_in_prose_or_by_the_self_check_script_is_a_missing_library(text: str, wanted: str) -> None:
    found = explain(text)
    assert found[0].cause == "cuda_libs_missing"
    assert wanted in found[0].fix


CUDNN_PART = ("Could not load library cudnn_cnn_infer64_8.dll. Error code {code}\n"
              "Please make sure cudnn_cnn_infer64_8.dll is in your library path!")
LOADED = "I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version {v}\n"


def test_a_cudnn_8_3_part_not_loading_needs_zlibwapi() -> None:
    found = explain("TensorFlow version 2.10.0\n" + LOADED.format(v=8600) + CUDNN_PART.format(code=126))
    assert found[0].cause == "cuda_libs_missing"
    assert "cuDNN 8.6" in found[0].meaning
    assert "zlibwapi" in found[0].fix
    assert "TensorFlow 2.10 is built with, cuDNN 8.1" in found[0].fix  # or the build's own cuDNN, which needs no zlib
    unknown = explain(CUDNN_PART.format(code=126))
    assert "2.5-2.10 cuDNN 8.1" in unknown[0].fix


def test_a_cudnn_before_8_3_has_no_zlib_to_blame_and_error_127_is_two_cudnns() -> None:
    older = explain(LOADED.format(v=8100) + CUDNN_PART.format(code=126))
    assert older[0].cause == "cuda_libs_missing"
    assert "zlibwapi" not in older[0].fix
    assert "PATH" in older[0].fix
    mixed = explain(LOADED.format(v=8600) + CUDNN_PART.format(code=127))
    assert "single cuDNN" in mixed[0].fix


LONG = ("C:\\\\Users\\\\someone.else\\\\AppData\\\\Local\\\\Packages\\\\"
        "PythonSoftwareFoundation.Python.3.7_qbz5n2kfra8p0\\\\LocalCache\\\\local-packages\\\\Python37\\\\"
        "site-packages\\\\tensorboard\\\\_vendor\\\\tensorflow_serving\\\\sources\\\\storage_path\\\\__pycache__\\\\"
        "file_system_storage_path_source_pb2.cpython-37.pyc")


@pytest.mark.parametrize("text", [
    ("HINT: This error might have occurred since this system does not have Windows Long Path support enabled. You "
     "can find information on how to enable this at https://pip.pypa.io/warnings/enable-long-paths"),
    f"ERROR: Could not install packages due to an EnvironmentError: [Errno 2] No such file or directory: '{LONG}'",
    "OSError: [WinError 206] The filename or extension is too long",
])
def test_pip_stopped_by_the_windows_path_limit(text: str) -> None:
    found = explain(text)
    assert (found[0].cause, found[0].level) == ("windows_long_paths", "error")
    assert "LongPathsEnabled" in found[0].fix


def test_a_shorter_windows_path_is_only_a_guess_and_a_linux_path_is_none() -> None:
    short = "C:\\\\Users\\\\me\\\\venv\\\\Lib\\\\site-packages\\\\tensorflow\\\\include\\\\" + "x" * 150 + ".h"
    guess = explain(f"ERROR: Could not install packages due to an OSError: [Errno 2] No such file or directory: "
                    f"'{short}'")
    assert (guess[0].cause, guess[0].level) == ("windows_long_paths", "warning")
    assert "uncertain" in guess[0].meaning
    linux = explain("OSError: [Errno 2] No such file or directory: '/home/me/" + "x" * 200 + "'")
    assert all(e.cause != "windows_long_paths" for e in linux)


WHEEL = ("ERROR: https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-1.13.1-cp35-cp35m-win_amd64.whl "
         "is not a supported wheel on this platform.")


def test_a_64_bit_wheel_for_this_python_refused_means_a_32_bit_python() -> None:
    found = explain(f"Windows 10 with python 3.5.1\nNo matching distribution found for tensorflow-gpu\n{WHEEL}")
    assert found[0].cause == "python_unsupported"
    assert "64-bit Python 3.5" in found[0].fix


def test_a_wheel_for_another_python_names_the_python_it_needs() -> None:
    found = explain(f"Windows 10 with python 3.6.8\n{WHEEL}")
    assert found[0].cause == "python_unsupported"
    assert "Python 3.5" in found[0].fix


def test_tensorflow_gpu_after_2_10_on_native_windows_is_the_platform() -> None:
    found = explain("### OS platform and distribution\nwindows\nERROR: No matching distribution found for "
                    "tensorflow-gpu==2.11")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "WSL2" in found[0].fix


def test_a_cuda_error_on_a_machine_with_only_an_intel_gpu_is_no_nvidia_gpu() -> None:
    found = explain("Windows 10, the GPU is Intel (R) UHD Graphics 620\n"
                    "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN")
    assert found[0].cause == "no_gpu_visible"
    assert "NVIDIA" in found[0].fix
    laptop = explain("Intel(R) UHD Graphics 630 and NVIDIA GeForce GTX 1650\n"
                     "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN")
    assert laptop[0].cause != "no_gpu_visible"


@pytest.mark.parametrize("text", [
    f"Linux version 4.4.0-20150-Microsoft (Microsoft@Microsoft.com) (gcc version 5.4.0 (GCC) )\n{DLOPEN_LIBCUDA}",
    f"{NO_SMI}\nError! Your kernel headers for kernel 4.4.0-19041-Microsoft cannot be found.",
    "Linux version 4.4.0-20236-Microsoft (Microsoft@Microsoft.com)\nCUDA throw cudaErrorInsufficientDriver error",
])
def test_wsl_1_has_no_gpu(text: str) -> None:
    found = explain(text)
    assert found[0].cause == "wsl_driver_not_visible"
    assert "wsl --set-version" in found[0].fix


def test_a_windows_build_without_gpu_compute_for_wsl() -> None:
    found = explain("I'm running the program on Ubuntu 18.04 (On windows with wsl2)\nWindows 10 Version 1909 build "
                    "18363\nCUDA error at helper_cuda.h:777 code=35(cudaErrorInsufficientDriver)")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "21H2" in found[0].fix
    recent = explain(f"Microsoft Windows [Version 10.0.19045.2728]\n{WSL2}\n{DLOPEN_LIBCUDA}")
    assert "21H2" not in recent[0].fix


@pytest.mark.parametrize("text", [
    f"{WSL2}\n$ sudo apt install nvidia-driver-535\n{NO_SMI}",
    "Installed GPU driver in wsl by mistake, how to recover?\nNow I cannot use GPU in my wsl.",
])
def test_a_linux_driver_inside_wsl_hides_the_windows_one(text: str) -> None:
    found = explain(text)
    assert found[0].cause == "wsl_driver_not_visible"
    assert "purge" in found[0].fix


def test_the_windows_driver_installed_beside_cuda_in_wsl_is_no_linux_driver() -> None:
    for said in ("I installed the latest NVIDIA driver on Windows and the CUDA toolkit in WSL",
                 "installed the drivers in Windows, then in WSL I ran nvidia-smi"):
        found = explain(f"{said}\n{WSL2}\n{DLOPEN_LIBCUDA}")
        assert found[0].cause == "wsl_driver_not_visible"
        assert "purge" not in found[0].fix


def test_a_linux_driver_on_linux_is_no_wsl_matter() -> None:
    found = explain(f"Ubuntu 22.04\n$ sudo apt install nvidia-driver-535\n{NO_SMI}")
    assert found[0].cause == "driver_missing"


def test_wsl_gpu_device_not_visible_and_cudnn_part_without_its_error() -> None:
    dxg = explain("Windows build number: 21327\nAdditionally /dev/dxg is not visible.")
    assert dxg[0].cause == "wsl_driver_not_visible"
    cudnn = explain("Could not load library libcudnn_cnn_infer.so.8\nUbuntu 22.04 on WSL2, Windows 11")
    assert cudnn[0].cause == "wsl_driver_not_visible"
    assert "/usr/lib/wsl/lib" in cudnn[0].fix


def test_ldconfig_calling_libcuda_no_symbolic_link_is_harmless_wherever_it_lives() -> None:
    for line in ("libcuda.so.1 is not a symbolic link",
                 "/sbin/ldconfig.real: /usr/lib/wsl/lib/libcuda.so.1 is not a symbolic link"):
        assert [e.cause for e in explain(line)] == ["harmless"]


def test_cuda_dll_loads_outweigh_a_stated_release_without_a_windows_gpu_build() -> None:
    dll = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
           "'cublas64_11.dll'; dlerror: cublas64_11.dll not found")
    found = explain(f"### TensorFlow version\n2.13\n### OS platform and distribution\nWindows 10\n{dll}")
    assert found[0].cause == "cuda_libs_missing"
    assert "2.10 and older" in found[0].fix
    assert "11.2" in found[0].fix
    said = explain("### TensorFlow version\n2.13\n### OS platform and distribution\nWindows 10\n"
                   "print(tf.config.list_physical_devices('GPU'))\n[]")
    assert said[0].cause == "windows_native_gpu_unsupported"


def test_dxg_ioctl_notes_are_harmless_and_do_not_hide_a_failure() -> None:
    dxg = "[    1.272072] misc dxg: dxgk: dxgkio_query_adapter_info: Ioctl failed: -22"
    assert [e.cause for e in explain(f"{WSL2}\n{dxg}")] == ["harmless"]
    assert explain(f"{WSL2}\n{dxg}\n{DLOPEN_LIBCUDA}")[0].cause == "wsl_driver_not_visible"


def test_the_pip_cuda_item_names_the_cuda_and_cudnn_the_release_brings() -> None:
    found = explain("TensorFlow version 2.16.1\nWSL2 Ubuntu 22.04\nI installed CUDA 11.8 and cudnn 8.6\n"
                    "print(tf.config.list_physical_devices('GPU'))\n[]")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 12.3 and cuDNN 8.9" in found[0].fix


def test_a_wsl_2_kernel_older_than_the_gpu_bridge() -> None:
    found = explain("Linux version 4.19.104-microsoft-standard (oe-user@oe-host) (gcc version 8.2.0 (GCC))\n"
                    "ImportError: libd3d12.so: cannot open shared object file: No such file or directory")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "4.19.104" in found[0].meaning
    assert "wsl --update" in found[0].fix
    current = explain(f"{WSL2}\n{DLOPEN_LIBCUDA}")
    assert "predates" not in current[0].meaning


def test_words_about_long_paths_alone_do_not_outrank_a_failure() -> None:
    said = explain("the path was 273 characters long and allowing to have more than 260 characters fixed it")
    assert (said[0].cause, said[0].level) == ("windows_long_paths", "warning")
    found = explain("Windows 10, AMD Ryzen 5 3600; I already set LongPathsEnabled to 1\n"
                    "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: A dynamic link library "
                    "(DLL) initialization routine failed.")
    assert found[0].cause == "msvc_runtime_missing"


def test_an_intel_gpu_beside_an_nvidia_one_the_tables_do_not_know_is_no_missing_nvidia_gpu() -> None:
    found = explain("Intel(R) UHD Graphics 620 and an NVIDIA Quadro XYZ9000\n"
                    "E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN")
    assert found[0].cause != "no_gpu_visible"


PROTOBUF_TB = ('  File "C:\\\\Python36\\\\lib\\\\site-packages\\\\google\\\\protobuf\\\\descriptor.py", line 47, '
               "in <module>\n"
               "    from google.protobuf.pyext import _message\n"
               "ImportError: DLL load failed: The specified procedure could not be found.")


def test_protobuf_s_c_extension_failing_under_tensorflow_s_import_is_protobuf() -> None:
    found = explain(f"Python 3.6.0 (v3.6.0:41df79263a11, Dec 23 2016) on win32\n>>> import tensorflow\n{PROTOBUF_TB}")
    assert found[0].cause == "protobuf_incompatible"
    assert "protobuf==3.6.0" in found[0].fix
    assert "3.6.1" in found[0].meaning
    native = explain("ImportError: DLL load failed while importing _pywrap_tensorflow_internal: The specified module "
                     "could not be found.\n    from google.protobuf.pyext import _message")
    assert native[0].cause != "protobuf_incompatible"  # TensorFlow's own module failing is not protobuf's


@pytest.mark.parametrize("line", ["zsh: command not found: nvidia-smi", "nvidia-smi: command not found",
                                  "fish: Unknown command: nvidia-smi", "/bin/sh: 1: nvidia-smi: not found",
                                  "FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'"])
def test_no_nvidia_smi_on_the_path_in_wsl_is_the_wsl_folder(line: str) -> None:
    found = explain(f"Welcome to Ubuntu 20.04 LTS (GNU/Linux 5.10.16.3-microsoft-standard-WSL2 x86_64)\n{line}")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "PATH=$PATH:/usr/lib/wsl/lib" in found[0].fix
    assert explain(f"Ubuntu 22.04\n{line}")[0].cause == "driver_missing"


_NO_KERNEL = ("{where}\nTensorFlow version: 2.3.1\nname: GeForce GTX 750 Ti major: 5 minor: 0\n"
              "InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: no kernel image is "
              "available for execution on the device")


def test_the_release_for_an_old_gpu_is_one_with_a_gpu_build_where_it_runs() -> None:
    """Native Windows has GPU builds up to 2.10 only: the newest release for the GPU is counted among those."""
    linux = explain(_NO_KERNEL.format(where="OS: Ubuntu 20.04"))[0]
    windows = explain(_NO_KERNEL.format(where="OS: Windows 10"))[0]
    assert (linux.cause, windows.cause) == ("gpu_too_old", "gpu_too_old")
    assert "native Windows" not in linux.fix
    assert "TensorFlow 2.10 is the newest release with GPU support on native Windows" in windows.fix


def test_the_directml_plugin_under_tensorflow_after_2_10_does_not_load() -> None:
    found = explain("tensorflow.python.framework.errors_impl.NotFoundError: C:\\\\Python310\\\\lib\\\\site-packages\\\\"
                    "tensorflow-plugins\\\\tfdml_plugin.dll not found")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert "tensorflow-cpu==2.10.* tensorflow-directml-plugin" in found[0].fix
    assert "WSL2" in found[0].fix


_IMPORT = "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: "
# Windows' texts for ERROR_MOD_NOT_FOUND (126) and ERROR_DLL_INIT_FAILED (1114) as pasted from localised Windows
_NOT_FOUND = ["Das angegebene Modul wurde nicht gefunden.", "Le module spécifié est introuvable.",
              "No se puede encontrar el módulo especificado.", "Не найден указанный модуль.",  # noqa: RUF001
              "找不到指定的模块。", "找不到指定的模組。", "指定されたモジュールが見つかりません。",
              "지정된 모듈을 찾을 수 없습니다."]
_INIT = ["Eine DLL-Initialisierungsroutine ist fehlgeschlagen.", "动态链接库(DLL)初始化例程失败。",
         "ダイナミック リンク ライブラリ (DLL) 初期化ルーチンの実行に失敗しました。",
         "DLL 초기화 루틴을 실행할 수 없습니다.",
         "Произошел сбой в программе инициализации библиотеки динамической компоновки (DLL).",
         "Error en una rutina de inicialización de biblioteca de vínculos dinámicos (DLL)."]


def _read(text: str) -> tuple[str, str, str]:
    top = explain(text)[0]
    return top.cause, top.meaning, top.fix


@pytest.mark.parametrize("text", _NOT_FOUND)
def test_a_module_not_found_in_windows_language_reads_as_in_english(text: str) -> None:
    assert _read(_IMPORT + text) == _read(_IMPORT + "The specified module could not be found.")


@pytest.mark.parametrize("text", _INIT)
def test_a_dll_initialisation_failure_in_windows_language_reads_as_in_english(text: str) -> None:
    english = _IMPORT + "A dynamic link library (DLL) initialization routine failed."
    assert _read(_IMPORT + text) == _read(english)
    assert _read(f"{_IMPORT.rstrip()}\n{text}") == _read(english)  # the text on a line of its own


def test_native_windows_after_the_last_gpu_release_offers_docker_on_wsl2_too() -> None:
    top = explain("TensorFlow 2.13 on Windows 11, RTX 3060: tf.config.list_physical_devices('GPU') returns []")[0]
    assert top.cause == "windows_native_gpu_unsupported"
    assert "docker run --gpus all" in top.fix


def test_a_dll_load_failure_without_its_reason_is_uncertain() -> None:
    """No DLL and no loader's reason: the runtime, CUDA's DLLs or a CPU without AVX; the reason decides."""
    top = explain("ImportError: DLL load failed")[0]
    assert top.cause == "msvc_runtime_missing"
    assert top.meaning.startswith("uncertain")
    assert "initialization routine" in top.meaning


def test_a_linux_container_or_colab_named_beside_windows_is_not_native_windows() -> None:
    """Docker Desktop's containers and Colab run TensorFlow on Linux, where its GPU builds after 2.10 work."""
    for paste in ("Windows 11, docker container tensorflow/tensorflow:2.15.0-gpu, the GPU is not used",
                  "Windows 10, tensorflow 2.13 in Google Colab, GPU not used"):
        assert explain(paste)[0].cause != "windows_native_gpu_unsupported"
    assert explain("Windows 10, tensorflow 2.13, GPU not used")[0].cause == "windows_native_gpu_unsupported"


@pytest.mark.parametrize("where", ["running the demo on a Linux Subsystem", "Ubuntu Subsystem on Windows",
                                   "Windows Subsystem for Linux (Ubuntu 22.04)"])
def test_wsl_named_in_words_is_wsl(where: str) -> None:
    """WSL said by its long name: cuDNN's part needing libcuda.so is then WSL's driver folder off the loader path."""
    found = explain(f"{where}\nCould not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open shared "
                    "object file: No such file or directory")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "/usr/lib/wsl/lib" in found[0].fix
    assert explain("the I/O subsystem on Linux\nno GPU found")[0].cause != "wsl_driver_not_visible"


@pytest.mark.parametrize("words", ["dmesg shows DRM (the Linux subsystem for GPUs) loading nouveau",
                                   "I think something in the linux subsystem for graphics is broken"])
def test_a_part_of_the_linux_kernel_called_a_subsystem_is_not_wsl(words: str) -> None:
    found = explain("Ubuntu 22.04 desktop. NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA "
                    f"driver. {words}")
    assert found[0].cause == "driver_missing"  # a Linux machine's driver, not WSL's bridge


INIT_DRIVER_ERROR = ("docker: Error response from daemon: OCI runtime create failed: container_linux.go:370: starting "
                     "container process caused: process_linux.go:459: container init caused: Running hook #0:: error "
                     "running hook: exit status 1, stdout: , stderr: nvidia-container-cli: initialization error: "
                     "driver error: failed to process request: unknown.")


def test_the_toolkit_reaching_no_driver_in_wsl_is_wsl_not_a_missing_toolkit() -> None:
    """The toolkit is there (it is what fails); in WSL its driver comes over the bridge the paste may show broken."""
    top = explain(f"$ docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi (Ubuntu 20.04 in WSL2)\n"
                  f"{INIT_DRIVER_ERROR}")[0]
    assert top.cause == "wsl_driver_not_visible"
    old = explain(f"WSL2, Windows Version: 10.0.19041\n{INIT_DRIVER_ERROR}")[0]
    assert (old.cause, "19044" in old.fix) == ("wsl_driver_not_visible", True)
    assert explain(f"$ docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi\n{INIT_DRIVER_ERROR}")[0].cause \
        != "wsl_driver_not_visible"  # not WSL
