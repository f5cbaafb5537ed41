"""Resolvers for libraries that do not load: CUDA, cuDNN and the optional ones."""

from __future__ import annotations

import re

from envcheck.compat import cudnn_windows_dll, dll_version
from envcheck.cuerrors import from_text, lookup
from envcheck.explain._driver import _from_cuda_error, _no_nvidia_gpu, _r_mismatch
from envcheck.explain._gpu import _other_framework
from envcheck.explain._library_words import change_described
from envcheck.explain._paste import (
    _LIBRARY_CUDAS,
    _apptainer_without_nv,
    _event_lib,
    _libs_fix,
    _no_gpus_flag,
    _no_nv_flag,
    _Paste,
    _pip,
    _Resolved,
    _runpath_gap,
    _started_without_gpus,
    _where_driver_lives,
    _windows_native_gpu,
    cpu_chosen,
    failed_elsewhere,
)
from envcheck.tables import version_tuple
from envcheck.tflog import ROCM_LIBS, LogEvent, pattern


def _r_dlopen(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: PLR0911 - one return per loader
    """A library not loaded: PaddlePaddle's loader names its own; CTranslate2's cuDNN; ROCm's; TensorFlow's by kind."""
    if change_described(event.line):  # a pull request's or a commit's title: "fix can't find libcublas error"
        return ("harmless", "noise", "a change's title (a fix or a workaround), not a failure this paste shows", "")
    if _PADDLE_LOADER.search(event.line):
        return _paddle_library(event)
    if "ctranslate2_named" in paste.ctx.flags and _CUDNN_LOADER.match(event.line):  # cuDNN's own loader under
        # CTranslate2 (faster-whisper): its build's cuDNN major decides
        return _r_ctranslate2(event, paste)
    if event.get("javacpp") and (other := _javacpp_other(paste)):
        return ("harmless", "noise", (f"JavaCPP's loader could not load {_event_lib(event)} for {other}, not for "
                f"TensorFlow Java: {other}'s own CUDA requirements decide"), "")
    lib = (event.get("lib") or "").lower()
    if _ROCM_LIBRARY.match(lib):
        return _r_rocm_library(event, paste)
    if _no_nvidia_gpu(paste) and not lib.startswith(("libcuda.", "nvcuda")):
        return _cuda_build_on_other_gpu(event, paste)
    return _r_tf_dlopen(event, paste)


def _javacpp_other(paste: _Paste) -> str | None:
    """Another framework that loads CUDA through JavaCPP, shown with no TensorFlow named: its loader lines are its."""
    flags = paste.ctx.flags
    if "javacpp_other" in flags and "tensorflow_named" not in flags:
        return "Deeplearning4j or another JavaCPP library"
    return _other_framework(paste)


def _r_tf_dlopen(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: PLR0911 - one branch per library
    lib = _event_lib(event).lower()
    if lib.startswith(("libcuda.so", "nvcuda")):
        return _where_driver_lives(paste, "the NVIDIA driver's own library (libcuda) is missing: no driver installed")
    if "libcuda.so" in (event.get("dlerror") or "").lower():  # the library loads libcuda, which is what is missing
        return _where_driver_lives(paste, (f"{event.get('lib')} needs libcuda.so, the NVIDIA driver's library, and it "
                                           "is not found"))
    if "nvinfer" in lib or lib.startswith(("libcupti", "cupti64", "libnccl")):  # not needed to register a GPU
        return _optional_library(event, lib, paste)
    loader = (_cudnn_loader(event, paste) if _CUDNN_LOADER.match(event.line) else None) or _said_missing(event, paste)
    if loader is not None:
        return loader
    if re.match(r"cudnn_\w{1,24}64_\d{1,2}\.dll$", lib):
        framework = None if paste.ctx.cudnn_installed else _other_framework(paste)  # a cuDNN installed: its own
        return _other_cudnn_part(event, framework) if framework else _cudnn_part(event, paste)
    if "wsl" in paste.ctx.flags and lib.startswith("libcudnn_") and not event.get("dlerror"):
        return _where_driver_lives(paste, (f"{event.get('lib')} could not be loaded; in WSL most often because "
                                           "cuDNN's parts load libcuda.so (no version), which only the loader path "
                                           "reaches there (uncertain: the paste omits the error after the name)"))
    if lib.startswith("zlibwapi"):
        return ("cuda_libs_missing", "error", "cuDNN 8.3+ on Windows needs zlibwapi.dll, which is not on PATH",
                "install zlib for Windows (zlibwapi.dll, the x64 build) into a folder on PATH, e.g. CUDA's bin")
    gap = _runpath_gap(paste) or _windows_native_gpu(paste) or _host_failed(paste, lib)
    return gap if gap is not None else _library_missing(event, paste, lib)


def _library_missing(event: LogEvent, paste: _Paste, lib: str) -> _Resolved | None:
    """A CUDA library of the build not loaded; the CUDA runtime where no GPU is shown is uncertain.

    None for the runtime where no GPU is shown and no NVIDIA kernel driver runs (the driver's reading answers, and
    the runtime is moot until there is one), or the user wants the CPU or chose a CPU-only TensorFlow and does not
    ask for the GPU.
    """
    name = _event_lib(event) or event.get("said") or "a CUDA library"
    meaning = f"{name} could not be loaded, so TensorFlow will not use the GPU"
    if lib.startswith(("libcudart", "cudart")) and not paste.gpu_shown:  # TF tries it at import, GPU or not
        if paste.has("kernel_driver_not_running") or "wants_cpu" in paste.ctx.flags or cpu_chosen(paste):
            return None
        meaning = (f"uncertain: {meaning}, if this machine has an NVIDIA GPU; TensorFlow tries to load the CUDA "
                   "runtime at import on every machine and runs on the CPU without it, and the paste shows no GPU "
                   "(`nvidia-smi -L` decides)")
    said = f" ({name} among them)" if event.get("said") else ""  # the library the words name
    return ("cuda_libs_missing", "error", meaning, _libs_fix(paste) + said)


def _host_failed(paste: _Paste, lib: str) -> _Resolved | None:
    """The CUDA runtime not loaded where no GPU is shown or spoken of and the run failed for another reason shown."""
    return failed_elsewhere(paste, "the CUDA runtime", "CUDA") if lib.startswith(("libcudart", "cudart")) else None


def _said_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A CUDA library said missing by its short name ("cudnn not found"): whose words they are decides.

    The words name no file and no program: in a PyTorch or JAX paste, or a build's configure output (CMake's
    "cuDNN not found"), they are not TensorFlow's loader, so TensorFlow's libraries are no fix to give.
    """
    said, framework = event.get("said"), _other_framework(paste)
    if not said or (framework is None and "build_configure" not in paste.ctx.flags):
        return None
    whose = f"a {framework} paste" if framework else "a build's configure output (CMake)"
    return ("cuda_libs_missing", "warning", (f"uncertain: {said} is said not to be found, in {whose}: not "
            "TensorFlow's loader, which names the file it could not load (`Could not load dynamic library ...`); "
            "which program looked for it, and where, decides"),
            (f"install {said} for the program that looks for it (the version its build names), and put its folder "
             "on the loader's path (LD_LIBRARY_PATH, PATH on Windows)"))


_ROCM_LIBRARY = re.compile(rf"lib(?:{ROCM_LIBS})\.so", re.IGNORECASE)


def _r_rocm_library(event: LogEvent, paste: _Paste) -> _Resolved:
    """A ROCm library tensorflow-rocm needs did not load: ROCm missing, another release, or off the loader path.

    tensorflow-rocm's version ends in the ROCm it was built for (2.11.1.550: ROCm 5.5), and the HIP runtime's
    soname carries ROCm's major (libamdhip64.so.5: ROCm 5).
    """
    lib = event.get("lib") or "a ROCm library"
    hip = re.match(r"libamdhip64\.so\.(\d{1,2})$", lib)
    rocm_tf = next((v for name, v in paste.ctx.installed.items() if name == "tensorflow-rocm"), None)
    suffix = re.match(r"\d{1,2}\.\d{1,2}\.\d{1,2}\.(\d)(\d)\d$", rocm_tf or "")
    built = f"ROCm {suffix.group(1)}.{suffix.group(2)}" if suffix else f"ROCm {hip.group(1)}.x" if hip else None
    needs = f" ({built}, which {f'tensorflow-rocm {rocm_tf}' if suffix else lib} names)" if built else ""
    build = f"{framework}'s ROCm build" if (framework := _other_framework(paste)) else "tensorflow-rocm"
    return ("cuda_libs_missing", "error", (f"{lib} is AMD ROCm's ({build} loads ROCm's libraries in place of "
            f"CUDA's): ROCm is not installed, is another release than the one {build} was built for"
            f"{needs}, or its lib folder is not on the loader path"), (f"if that ROCm is installed (/opt/rocm/lib "
            f"holds {lib.split('.so')[0]}.so*), put its folder on the loader path: `export LD_LIBRARY_PATH=/opt/rocm/"
            "lib:$LD_LIBRARY_PATH` (or a file in /etc/ld.so.conf.d and `sudo ldconfig`); otherwise install the ROCm "
            f"release {build} was built for, or the {build} made for the ROCm installed"))


def _cuda_build_on_other_gpu(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA library of TensorFlow's CUDA build, on a machine whose only GPU named is AMD's or Intel's.

    No CUDA library makes that build use such a GPU: AMD's needs the ROCm build, and at import TensorFlow's
    loader notices are harmless there (it runs on the CPU).
    """
    lib = event.get("lib") or "a CUDA library"
    amd = "rocm" in paste.ctx.flags
    importing = event.kind != "dlopen_failed"  # the import itself fails (TensorFlow 1.x links CUDA)
    other = ("AMD's ROCm is installed and the GPU is AMD's" if amd else "the only GPU the paste names is not an "
             "NVIDIA one (Intel, AMD or a virtual display adapter)")
    meaning = (f"{lib} is CUDA's: the TensorFlow installed is the CUDA build, yet {other}, and CUDA runs on NVIDIA "
               "GPUs only, so no CUDA library makes it use this GPU" + ("" if importing else
               "; TensorFlow runs on the CPU, and these loader lines are harmless there"))
    fix = ("uninstall the CUDA build (`pip uninstall tensorflow tensorflow-gpu`) and install AMD's build for the ROCm "
           "installed, tensorflow-rocm (Linux), or tensorflow-cpu" if amd else "run on a machine with an NVIDIA GPU "
           "(or Colab); on Windows tensorflow-directml-plugin (with tensorflow-cpu 2.10) uses other GPUs through "
           "DirectML, on Linux an AMD GPU needs tensorflow-rocm; otherwise use the CPU package")
    return ("no_gpu_visible", "error" if importing else "warning", meaning, fix)


# a CUDA library's file name and its own major: cublas64_12.dll (cuBLAS 12), libcublas.so.11, cudart64_110.dll
# (11.0), cudnn_ops_infer64_8.dll and libcudnn_ops.so.9 (cuDNN 8, 9)
_CT2_LIB = re.compile(r"(?:lib)?(?P<name>cublaslt|cublas|cudnn|cufft|curand|cusparse|cusolver|cudart|nvrtc)\w*?"
                      r"(?:(?P<win>64_\d{1,3})\.dll|\.so\.(?P<so>\d{1,3}))", re.IGNORECASE)
# each library's name, and its wheel on PyPI (nvidia-cublas-cu12)
_CT2_NAMES = {"cublaslt": ("cuBLASLt", "cublas"), "cublas": ("cuBLAS", "cublas"), "cufft": ("cuFFT", "cufft"),
              "curand": ("cuRAND", "curand"), "cusparse": ("cuSPARSE", "cusparse"),
              "cusolver": ("cuSOLVER", "cusolver"), "cudart": ("the CUDA runtime", "cuda-runtime"),
              "nvrtc": ("NVRTC", "cuda-nvrtc")}
# the CTranslate2 release for the other major, where the one installed links this one (faster-whisper's install
# notes): 4.0+ is built for CUDA 12 (4.5+ with cuDNN 9, 4.0-4.4 with cuDNN 8), 3.24.0 is the last for CUDA 11
_CT2_OTHER = {"CUDA 12": "with CUDA 11, install ctranslate2==3.24.0, the last built for CUDA 11",
              "CUDA 11": "with CUDA 12, install ctranslate2 4.x, built for CUDA 12",
              "cuDNN 9": "with cuDNN 8, install ctranslate2==4.4.0 (CUDA 12) or 3.24.0 (CUDA 11)",
              "cuDNN 8": "with cuDNN 9 and CUDA 12, install ctranslate2 4.5 or later"}
_FIRST_CUDA_WHEELS = 11  # NVIDIA's nvidia-*-cuNN wheels start with CUDA 11


def _linked(lib: str) -> tuple[str, str, str] | None:
    """(what a library's file says its build links, that major's name, where to get it), or None for another file.

    libcublasLt.so.11 is cuBLASLt of CUDA 11 ("CUDA 11"), libcudnn.so.8 cuDNN 8 ("cuDNN 8").
    """
    found = _CT2_LIB.match(lib)
    if found is None:
        return None
    name = found.group("name").lower()
    major = found.group("so") or (dll_version(found.group("win")) or "").split(".")[0]  # cudart64_110.dll: 11
    if name == "cudnn":
        source = f"`pip install 'nvidia-cudnn-cu12=={major}.*'`{' (-cu11 with CUDA 11)' if major == '8' else ''}"
        return f"cuDNN {major}", f"cuDNN {major}", source
    family, wheel = _CT2_NAMES[name]
    cudas = _LIBRARY_CUDAS.get((name, major), (major,))
    wheels = " or ".join(f"`pip install nvidia-{wheel}-cu{c}`" for c in cudas
                         if c.isdigit() and int(c) >= _FIRST_CUDA_WHEELS)
    return (f"{family} of {' or '.join(f'CUDA {c}' for c in cudas)}", f"CUDA {cudas[0]}" if len(cudas) == 1 else "",
            f"the {' or '.join(f'CUDA {c}.x' for c in cudas)} toolkit{f', or {wheels}' if wheels else ''}")


# the onnxruntime-gpu builds on PyPI (onnxruntime.ai, CUDA Execution Provider): from 1.19 for CUDA 12 (cuDNN 9),
# 1.15-1.18 for CUDA 11.8 (cuDNN 8); ONNX Runtime's own CUDA 12 feed had 1.17-1.18 for CUDA 12
_ORT_OTHER = {"CUDA 11": "with CUDA 12, `pip install -U 'onnxruntime-gpu>=1.19'` (built for CUDA 12 and cuDNN 9)",
              "CUDA 12": "with CUDA 11, onnxruntime-gpu 1.15-1.18 (built for CUDA 11.8 and cuDNN 8)",
              "cuDNN 8": "with cuDNN 9, `pip install -U 'onnxruntime-gpu>=1.19'` (built for CUDA 12 and cuDNN 9)",
              "cuDNN 9": "with cuDNN 8, onnxruntime-gpu 1.15-1.18 (built for CUDA 11.8 and cuDNN 8)"}


def _r_onnxruntime(event: LogEvent, paste: _Paste) -> _Resolved:
    """A library ONNX Runtime's GPU provider did not load: its build's CUDA, cuDNN or TensorRT major decides.

    The file named carries the major the onnxruntime-gpu build links (libcublasLt.so.11: CUDA 11; libcudnn.so.8:
    cuDNN 8; libnvinfer.so.10: TensorRT 10); builds for one CUDA major run with any minor of it, none with another
    major. Where the paste shows that CUDA major installed, the loader's path is what is missing.
    """
    lib = event.get("lib") or ""
    windows = paste.ctx.windows or event.get("win") is not None
    path = "PATH" if windows else "LD_LIBRARY_PATH"
    if lib.startswith(("libnvinfer.so.", "libnvinfer_plugin.so.")) and (trt := _SONAME_MAJOR.search(lib)):
        major = trt.group("major")
        return ("cuda_libs_missing", "error", (f"ONNX Runtime's TensorRT execution provider could not load {lib}: the "
                f"onnxruntime-gpu installed is built for TensorRT {major}, which is not installed or not in a folder "
                "the loader searches"), (f"install TensorRT {major} (`pip install 'tensorrt=={major}.*'`, or NVIDIA's "
                f"archive) and put its lib folder on {path}; or use the CUDA execution provider alone"))
    linked = _linked(lib)
    if linked is None:
        said = ("Windows' code 126: a DLL it needs, CUDA's or cuDNN's, was not found" if event.get("win") else
                "the error after `with error:` names it")
        return ("cuda_libs_missing", "error", ("ONNX Runtime's GPU execution provider could not load a library its "
                f"onnxruntime-gpu build links ({said})"), ("install the "
                "onnxruntime-gpu build made for the CUDA and cuDNN installed (from 1.19 PyPI's is built for CUDA 12 "
                f"and cuDNN 9, 1.15-1.18 for CUDA 11.8 and cuDNN 8), or put that build's CUDA and cuDNN on {path}"))
    needed, what, source = linked
    if what == "cuDNN 8":  # ONNX Runtime's cuDNN 8 builds are CUDA 11.8's
        source = "`pip install 'nvidia-cudnn-cu11==8.*'`"
    other = _ORT_OTHER.get(what)
    installed = paste.ctx.cuda_installed
    if what.startswith("CUDA ") and installed and version_tuple(installed)[:1] == version_tuple(what[5:])[:1]:
        where = ("its bin folder on PATH" if windows else "its lib64 folder on LD_LIBRARY_PATH, or in a file under "
                 "/etc/ld.so.conf.d followed by `sudo ldconfig`")
        return ("cuda_libs_missing", "error", (f"ONNX Runtime's GPU execution provider could not load {lib}: its "
                f"build links {needed}, and the paste shows CUDA {installed} installed, so the loader does not look "
                "where that CUDA's libraries are"), (f"put the CUDA {installed} libraries where the loader looks: "
                f"{where} (`ldconfig -p | grep {lib.split('.so')[0]}` lists what it finds)"))
    return ("cuda_libs_missing", "error", (f"ONNX Runtime's GPU execution provider could not load {lib}: the "
            f"onnxruntime-gpu installed is built for {needed}, which is not installed or not in a folder the loader "
            "searches (another major installed does not count)"), (f"install the onnxruntime-gpu build made for the "
            f"CUDA and cuDNN installed{f': {other}' if other else ''}; or install {needed} ({source}) and put the "
            f"folder holding {lib} on {path}"))


def _r_ctranslate2_oom(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature (event)
    """CTranslate2 out of GPU memory: it loads a model's weights whole, so most often the model does not fit.

    faster-whisper's large-v2 and large-v3 take about 3 GiB of weights in float16 (twice in float32) before the
    beam search's buffers; another process holding the GPU looks the same, so uncertain, and one the paste says
    uses the GPU leads instead (still uncertain: the model may not fit even alone).
    """
    if "other_gpu_user" in paste.ctx.flags:
        return ("gpu_memory_in_use", "warning", ("uncertain: CTranslate2 (the engine of faster-whisper and WhisperX) "
                "ran out of GPU memory, and the paste says another process uses the GPU: most likely it holds the "
                "memory, else the model does not fit even alone (`nvidia-smi` decides)"),
                ("free the GPU: `nvidia-smi` lists the processes holding its memory; stop them or use another GPU; "
                 "else a smaller model or compute_type='int8_float16'"))
    return ("model_too_large", "warning", ("uncertain: CTranslate2 (the engine of faster-whisper and WhisperX) ran "
            "out of GPU memory; it allocates a model's weights whole when it loads it, so most often the model with "
            "its compute type (float32 takes twice float16's memory) and beam size does not fit this GPU, else "
            "another process holds the memory (`nvidia-smi` before the run decides)"), ("use a smaller model "
            "(medium, small) or a lighter compute type (compute_type='int8_float16', or 'int8'), and a smaller "
            "beam_size or batch_size; or free the GPU (`nvidia-smi` lists the processes holding it), or use one "
            "with more memory"))


def _r_ctranslate2(event: LogEvent, paste: _Paste) -> _Resolved:
    """A CUDA library CTranslate2 (faster-whisper, WhisperX) did not load: its build's CUDA or cuDNN major decides.

    CTranslate2 names the file of the major its build links (cublas64_12.dll: cuBLAS of CUDA 12, libcudnn_ops.so.9:
    cuDNN 9), so the fix is that major's library on the loader path, or the CTranslate2 release made for what is
    installed; TensorFlow's builds have nothing to do with it.
    """
    lib = event.get("lib") or "the library"
    path = "PATH" if lib.lower().endswith(".dll") or paste.ctx.windows else "LD_LIBRARY_PATH"
    linked = _linked(lib)
    if linked is None:
        return ("cuda_libs_missing", "error", (f"CTranslate2 could not load {lib}, a CUDA library its build links: it "
                "is not installed or not in a folder the loader searches"), (f"install the CUDA library {lib} names "
                f"and put its folder on {path}, or the CTranslate2 release built for the CUDA you have"))
    needed, what, source = linked
    other = _CT2_OTHER.get(what)
    release = f"; or, {other}" if other else ""
    return ("cuda_libs_missing", "error", (f"CTranslate2 (the engine of faster-whisper and WhisperX) could not load "
            f"{lib}: its build links {needed}, which is not installed or not in a folder the loader searches "
            "(another major installed does not count)"), (f"install {needed} ({source}) and put "
            f"the folder holding {lib} on {path}{release}"))


# PaddlePaddle's loader (dynamic_loader.cc): its error for a library not loaded, and its note when cuDNN was not found
_PADDLE_LOADER = re.compile(r"that Paddle depends on|\[Recommend\] copy cudnn", re.IGNORECASE)


def _paddle_library(event: LogEvent) -> _Resolved:
    """A library PaddlePaddle's loader could not load: its CUDA and cuDNN, not TensorFlow's, are the ones to install."""
    lib = event.get("lib") or "cudnn"
    code = f" (Windows error {event.get('code')})" if event.get("code") else ""
    return ("cuda_libs_missing", "error", (f"PaddlePaddle could not load {lib}{code}: the CUDA or cuDNN library is not "
            "installed or not in a folder the loader searches"), ("install the CUDA and cuDNN the installed "
            "paddlepaddle-gpu is built for (paddle.utils.run_check() and its install table name them) and put their "
            "library folders on PATH (Windows: copy cuDNN's bin, include and lib into the CUDA installation "
            "directory) or LD_LIBRARY_PATH (Linux)"))


# cuDNN 8's own loader of its parts and of the CUDA libraries it needs ("Could not load library X. Error: Y"),
# unlike TensorFlow's "Could not load dynamic library"
_CUDNN_LOADER = re.compile(r"\s{0,8}Could not (?:load|locate) library ", re.IGNORECASE)
_DEPENDENCY = re.compile(r"\s{0,4}(?P<dep>lib[\w+-]{1,60}\.so(?:\.\d{1,3}){0,3})\s{0,2}:")


def _cudnn_loader(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """What cuDNN's loader failed on: a library its part needs, or a cuBLAS of another CUDA than TensorFlow's.

    NVIDIA builds cuDNN for one CUDA major, and it loads that CUDA's cuBLAS (libcublasLt.so.12 for a +cuda12
    build): asked beside a TensorFlow of another CUDA, the cuDNN installed is the wrong build, not a TensorFlow.
    A cuDNN package named in the paste decides that by its own version instead (_cudnn_for_another_cuda).
    """
    lib = event.get("lib") or ""
    dependency = _DEPENDENCY.match(event.get("dlerror") or "")
    if dependency is not None and dependency.group("dep").lower() != lib.lower():
        dep = dependency.group("dep")
        fix = (("install NVRTC of the CUDA this cuDNN is built for (apt: cuda-nvrtc-<major>-<minor>; pip: "
                "nvidia-cuda-nvrtc-cu11 or -cu12) and add its folder to LD_LIBRARY_PATH; cuDNN asks for the "
                "unversioned libnvrtc.so, so that folder needs a libnvrtc.so link to libnvrtc.so.<version>")
               if dep.startswith("libnvrtc") else f"install the library that provides {dep}, or add its folder to "
               "LD_LIBRARY_PATH")
        return ("cuda_libs_missing", "error", (f"cuDNN could not load its {lib}: {dep}, which that part needs, is not "
                "found"), fix)
    cublas = re.match(r"libcublas(?:Lt)?\.so\.(?P<major>\d{1,2})\b", lib)
    rel = paste.release()
    if (cublas is None or rel is None or not rel.cuda_build or paste.ctx.cudnn_package is not None  # the package says
            or any(_cuda_major(paste, v) == int(cublas.group("major"))  # a release named built for that CUDA (an
                   for v in {rel.line, *paste.ctx.tensorflows_named})):  # upgrade, one tried): not decided
        return None
    major, cuda = rel.cudnn.split(".")[0], version_tuple(rel.cuda_build)[0]
    return ("cudnn_version_mismatch", "error", (f"cuDNN's loader asks for {lib}: the cuDNN installed is NVIDIA's build "
            f"for CUDA {cublas.group('major')}, which loads that CUDA's cuBLAS; TensorFlow {rel.line} uses CUDA "
            f"{rel.cuda_build}"), (f"install the cuDNN {rel.cudnn} build for CUDA {rel.cuda_build} in place of this "
            f"one (apt: `libcudnn{major}={rel.cudnn}.*-1+cuda{rel.cuda_build}`; pip: nvidia-cudnn-cu{cuda})"))


def _cuda_major(paste: _Paste, version: str) -> int | None:
    """The CUDA major the release of a TensorFlow version named was built with; None for one the tables lack."""
    found = paste.tables.release(version)
    return version_tuple(found.release.cuda_build)[0] if found and found.release.cuda_build else None


def _r_runtime_unloaded(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF 2.18+'s cuda_executor.cc: libcudart did not load; printed on every machine without a GPU too."""
    gap = _runpath_gap(paste) or _windows_native_gpu(paste)
    if gap is not None:
        return gap
    meaning = pattern(event.kind).meaning
    if (host := _host_failed(paste, "libcudart")) is not None:
        return host
    if not paste.gpu_shown:
        meaning = (f"uncertain: {meaning}, if this machine has an NVIDIA GPU; TensorFlow tries to load the CUDA "
                   "runtime on every machine and runs on the CPU without it, and the paste shows no GPU (`nvidia-smi "
                   "-L` decides)")
    return ("cuda_libs_missing", "error", meaning, _libs_fix(paste))




def _other_cudnn_part(event: LogEvent, framework: str) -> _Resolved:
    """A part of cuDNN (cudnn_ops_infer64_8.dll) not loaded in a PyTorch or JAX paste: that framework's cuDNN.

    cuDNN prints "Could not load library ..." for whichever program loads it; PyTorch's and JAX's wheels bring their
    own cuDNN, so a part missing there is their package's (a wheel without it, another cuDNN earlier on PATH), and
    TensorFlow's cuDNN build or zlibwapi.dll decide nothing. Not where the paste names a cuDNN the user installed
    ("cudnn ver 9.70"): then a program that loads the system's cuDNN (CTranslate2, ONNX Runtime) is as likely.
    """
    return ("cuda_libs_missing", "warning", (f"uncertain: {event.get('lib')} could not be loaded in a {framework} "
            f"paste: {framework}'s package brings its own cuDNN, so its install (a wheel without that part, another "
            "cuDNN's DLLs found first on PATH) decides, not TensorFlow's"),
            (f"reinstall {framework} with the CUDA build its selector gives for this driver, in a clean environment, "
             f"and keep other cuDNN folders off PATH (`where {event.get('lib')}` lists them)"))


def _cudnn_part(event: LogEvent, paste: _Paste) -> _Resolved:
    """A part of cuDNN 8 (cudnn_cnn_infer64_8.dll) that cuDNN could not load: Windows' LoadLibrary code says why.

    126 (ERROR_MOD_NOT_FOUND) is the part or a DLL it needs not found: zlibwapi.dll for cuDNN 8.3-8.9;
    127 (ERROR_PROC_NOT_FOUND) is parts of different cuDNN versions mixed in the folders on PATH.
    """
    code = event.get("code")
    loaded = next((e.get("version") for e in paste.events.get("cudnn_loaded", ())), None)
    version = int(loaded) if loaded and loaded.isdigit() else None
    named = re.search(r"64_(\d{1,2})\.dll$", event.get("lib") or "")  # the part's name carries cuDNN's major
    major = named.group(1) if named else "8"
    on_path = (f"keep cuDNN {major}'s bin folder (all its cudnn_*64_{major}.dll) on PATH, or copy them into CUDA's "
               "bin; a Python 3.8+ that does not search PATH for DLLs needs os.add_dll_directory(<that folder>)")
    if major != "8" and version is None:  # cuDNN 9's parts (cudnn_ops64_9.dll) need no zlibwapi.dll
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} could not be loaded: cuDNN {major}, which the "
                "program loads, is not installed or not in a folder on PATH"), f"install cuDNN {major}; {on_path}")
    if code == "127":  # ERROR_PROC_NOT_FOUND
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} is from another cuDNN release than the cuDNN "
                "already loaded (error 127: a function it needs is missing)"), ("keep a single cuDNN on PATH: remove "
                f"the other cuDNN's DLLs and reinstall the one the build needs; {on_path}"))
    said = f"{version // 1000}.{version % 1000 // 100}" if version else None  # CUDNN_VERSION 8600 is 8.6
    needs_zlib = cudnn_windows_dll(paste.tables, "zlibwapi.dll", said)
    if needs_zlib:
        which = f"cuDNN {said or f'{needs_zlib.cudnn_from}-{needs_zlib.cudnn_through}'}"
        error = f" (error {code})" if code else ""
        return ("cuda_libs_missing", "error", (f"{event.get('lib')} could not be loaded{error}: it or a DLL it needs "
                f"is missing; {which} on Windows needs zlibwapi.dll, which is not installed with it"),
                ("install zlib for Windows (zlibwapi.dll, the x64 build) into a folder on PATH such as CUDA's bin, "
                 f"as cuDNN's install guide says; or {_build_cudnn(paste)}, which needs no zlib; {on_path}"))
    return ("cuda_libs_missing", "error", f"{event.get('lib')} could not be loaded: it is not in a folder on PATH",
            on_path)


def _build_cudnn(paste: _Paste) -> str:
    """The cuDNN 8 the TensorFlow build was made with (the tables): its release's, or every native-Windows one's."""
    rel = paste.release()
    if rel and rel.windows_native_gpu:
        return f"install the cuDNN TensorFlow {rel.line} is built with, cuDNN {rel.cudnn}"
    builds: dict[str, list[str]] = {}
    for r in paste.tables.releases:
        if r.windows_native_gpu and version_tuple(r.cudnn)[:1] == (8,):
            builds.setdefault(r.cudnn, []).append(r.line)
    listed = ", ".join(f"TensorFlow {ls[0]}{'-' + ls[-1] if len(ls) > 1 else ''} cuDNN {c}" for c, ls in builds.items())
    return f"install the cuDNN the TensorFlow build is made with ({listed}; `pip show tensorflow` tells the version)"


_SONAME_MAJOR = re.compile(r"\.so\.(?P<major>\d{1,2})\b")


def _r_tftrt_fatal(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF-TRT aborted for want of TensorRT: the libnvinfer it asked for, or a library that one needs.

    The soname's major is TensorRT's release (libnvinfer.so.7 is TensorRT 7); when the dlerror names another library
    (libnvrtc.so.11.1), libnvinfer is installed and that dependency is what is missing.
    """
    asked = [e for e in paste.events.get("dlopen_failed", ()) if "nvinfer" in (e.get("lib") or "").lower()]
    first = asked[0] if asked else None
    lib = first.get("lib") if first else None
    major = _SONAME_MAJOR.search(lib) if lib else None
    trt = f"TensorRT {major.group('major')}" if major else "the TensorRT this TensorFlow is built for"
    dependency = _DEPENDENCY.match(first.get("dlerror") or "") if first else None
    dep = dependency.group("dep") if dependency else None
    what = f"{trt} ({lib})" if lib else trt
    meaning = (f"TF-TRT needed {what} and could not load it ({event.get('symbol')} not found): TensorFlow aborted "
               "the process")
    if dep and lib and dep.lower() != lib.lower():
        cuda = re.match(r"libnvrtc\.so\.(?P<cuda>\d{1,2}\.\d{1,2})", dep)
        package = f" (apt: cuda-nvrtc-{cuda.group('cuda').replace('.', '-')})" if cuda else ""
        return ("cuda_libs_missing", "error", (f"{meaning}: {lib} is installed but needs {dep}, which is not found"),
                f"install {dep}{package}, the library {lib} needs, or add its folder to LD_LIBRARY_PATH")
    soname, package = (f"libnvinfer.so.{major.group('major')}", f"libnvinfer{major.group('major')}") if major else (
        "libnvinfer.so.N", "libnvinfer<N>")
    return ("cuda_libs_missing", "error", meaning, (f"install {trt} (the {soname} TensorFlow asks for: apt {package}, "
            "or NVIDIA's TensorRT tar) and add its lib folder to LD_LIBRARY_PATH; or skip the TF-TRT conversion"))


def _tftrt_library(event: LogEvent, lib: str) -> _Resolved:
    """TensorRT's libnvinfer not loaded in a paste that converts with TF-TRT: the conversion cannot run without it.

    The soname's major is the TensorRT release TensorFlow's build loads (libnvinfer.so.5 is TensorRT 5); a dlerror
    naming another library means libnvinfer is installed and that dependency is missing.
    """
    name = event.get("lib") or lib
    major = _SONAME_MAJOR.search(name)
    trt = f"TensorRT {major.group('major')}" if major else "the TensorRT this TensorFlow is built for"
    dependency = _DEPENDENCY.match(event.get("dlerror") or "")
    dep = dependency.group("dep") if dependency else None
    meaning = f"the paste converts with TF-TRT, which needs {trt} ({name}), and TensorFlow could not load it"
    if dep and dep.lower() != name.lower():
        return ("cuda_libs_missing", "error", f"{meaning}: {name} is installed but needs {dep}, which is not found",
                f"install {dep}, the library {name} needs, or add its folder to LD_LIBRARY_PATH")
    package = f"apt libnvinfer{major.group('major')}" if major else "apt libnvinfer<N>"
    return ("cuda_libs_missing", "error", meaning, (f"install {trt} (the {name} TensorFlow asks for: {package}, or "
            "NVIDIA's TensorRT tar for the CUDA in use) and add its lib folder to LD_LIBRARY_PATH; or skip the TF-TRT "
            "conversion"))


def _cupti_windows(dll: str) -> str:
    """Where Windows finds CUPTI: CUDA's extras/CUPTI/lib64 on PATH, under the DLL name TensorFlow asks for.

    CUDA 11's Windows installer names the DLL by its own release (cupti64_2020.1.0.dll) where TensorFlow asks for the
    CUDA's (cupti64_110.dll); a Python that does not search PATH for DLLs (Microsoft Store's, conda's) finds none.
    """
    named = re.search(r"64_(\d{1,2})(\d)\.dll$", dll, re.IGNORECASE)  # cupti64_110.dll: CUDA 11.0's
    cuda = f"{named.group(1)}.{named.group(2)}" if named else "X.Y"
    folder = rf"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v{cuda}\extras\CUPTI\lib64"
    return (f"add CUDA's CUPTI folder ({folder}) to PATH; where that folder names the DLL by date "
            f"(cupti64_2020.1.0.dll), a copy named {dll} there serves; a Python that does not search PATH for DLLs "
            "(Microsoft Store's, conda's) needs os.add_dll_directory(<that folder>) before `import tensorflow`")


def _optional_library(event: LogEvent, lib: str, paste: _Paste) -> _Resolved:
    """TensorRT, CUPTI, NCCL: loaded only when TF-TRT, the profiler or a multi-GPU all-reduce needs them."""
    if "nvinfer" in lib and "tftrt_used" in paste.ctx.flags:  # the TF-TRT conversion the paste runs needs it
        return _tftrt_library(event, lib)
    if "nvinfer" in lib:
        return ("harmless", "noise", "TensorRT is not installed; harmless unless you use TF-TRT", "")
    name = event.get("lib") or event.get("dll") or lib  # a loader line's library, or a Windows DLL load's
    profiler = "cupti" in lib
    what = ("CUDA's profiling library: the TensorFlow profiler (tf.profiler, TensorBoard's Profile tab) needs it"
            if profiler else "NVIDIA's collective library: multi-GPU all-reduce needs it")
    where = (_cupti_windows(name) if profiler and paste.ctx.windows else
             "add CUDA's extras/CUPTI/lib64 to LD_LIBRARY_PATH (pip: nvidia-cuda-cupti-cuXX)" if profiler else
             "install NCCL for this CUDA (pip: nvidia-nccl-cuXX) or add its folder to LD_LIBRARY_PATH")
    if "could not dlopen dso" in event.line.lower():  # TensorFlow 1.x's fatal form: the run stopped on it
        return ("cuda_libs_missing", "error", (f"{name} could not be loaded and TensorFlow aborted: it is "
                f"{what}"), where)
    return ("cuda_libs_missing", "warning", (f"{name} could not be loaded; it is {what}, and the GPU is "
            "used without it"), f"only if you need it: {where}")


def _r_cudnn_build_config(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A source build's configuration: the cuDNN headers found are another version than TF_CUDNN_VERSION names."""
    found, asked = event.get("found"), event.get("asked")
    return ("cudnn_version_mismatch", "error", (f"TensorFlow's build configuration was told cuDNN {asked} "
            f"(TF_CUDNN_VERSION) but found the headers of cuDNN {found} ({event.get('header')}): the cuDNN installed "
            "is not the one the build asks for (a base image's cuDNN package may have moved on)"),
            (f"set TF_CUDNN_VERSION={found} and configure again, if this TensorFlow source release supports that "
             f"cuDNN (its tested build configurations list them); or install cuDNN {asked} (in a Dockerfile: pin the "
             "base image's cuDNN package to it)"))


def _conda_package(dep: str) -> str:
    """conda-forge's package of a library a TensorFlow built against shared ones links (soname stem or namespace)."""
    for prefix, package in (("absl", "libabseil"), ("icu", "icu"), ("grpc", "libgrpc"), ("gpr", "libgrpc"),
                            ("upb", "libgrpc"), ("nsync", "nsync"), ("double", "double-conversion"),
                            ("protobuf", "libprotobuf"), ("json", "jsoncpp")):
        if dep.lower().startswith(prefix):
            return package
    return dep


_FRESH_CONDA = ("install TensorFlow and everything beside it from conda-forge alone, in a fresh environment (`conda "
                "create -n tf -c conda-forge --strict-channel-priority python tensorflow`): mixing channels, or pip, "
                "swaps these libraries")


def _r_tf_dependency(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A library TensorFlow's native code links as a shared library missing, or of another version.

    pip's wheels carry these inside TensorFlow's own libraries; a build against shared ones (conda-forge's, a
    distribution's) links each by its soname, so another install that swaps or removes the library breaks it. A
    library missing is TensorFlow's only where the paste shows TensorFlow loading (another program links them too);
    a symbol missing from TensorFlow's own library is a conda build's only where conda shows (with pip's wheels,
    the files of two TensorFlow installs mixed do the same).
    """
    dep = event.get("dep") or event.get("namespace") or ""
    package = _conda_package(dep)
    if lib := event.get("lib"):
        if "tf_frame" not in paste.ctx.flags and "tensorflow_named" not in paste.ctx.flags:
            return None
        what = (f"TensorFlow's native code links {lib}, which is not in the environment: this TensorFlow is a build "
                f"against shared libraries (conda-forge's, a Linux distribution's; pip's wheels carry their own), "
                f"and another install removed {package} or put another version in its place")
    elif "conda" not in paste.ctx.flags:
        return ("dependency_conflict", "warning", (f"uncertain: {event.get('tflib')} misses a symbol of {dep}: in a "
                f"conda environment, another install or channel put another {package} beside a TensorFlow built "
                "against shared libraries; with pip's wheels, the files of two TensorFlow installs are mixed (a "
                "~/.local copy over site-packages, a library of an older install left in its folder)"),
                (f"`{_pip(paste)} show -f tensorflow` and `pip list` show which installs are there: keep one "
                 f"TensorFlow (uninstall the others, then reinstall it); in conda, {_FRESH_CONDA}"))
    else:
        what = (f"{event.get('tflib')} misses a symbol of {dep} that it was built against: this TensorFlow is a build "
                f"against shared libraries (conda-forge's, a distribution's; pip's wheels carry their own), and the "
                f"{package} in the environment is another version, put there by another install or channel")
    version = event.get("soversion") or ""
    if dep == "flatbuffers" and version.count(".") == 2:  # noqa: PLR2004 - its soname is its release (x.y.z)
        return ("dependency_conflict", "error", what, (f"`conda install -c conda-forge flatbuffers={version}` (the "
                f"release this build links), or {_FRESH_CONDA}"))
    return ("dependency_conflict", "error", what, (f"{package} must be the release this TensorFlow build was made "
            f"with: {_FRESH_CONDA}"))


def _r_libs(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per kind of library
    if paste.has("no_cuda_drivers") and _started_without_gpus(paste):  # TF found no libcuda: none was passed in
        return _no_gpus_flag(paste)
    if paste.has("no_cuda_drivers") and _apptainer_without_nv(paste):
        return _no_nv_flag()
    lib = event.get("lib") or ""
    if event.kind == "shared_object_missing" and lib.startswith("libcuda."):  # libcuda.so.1, macOS's libcuda.1.dylib
        return _where_driver_lives(paste, f"{lib}, the NVIDIA driver's library, is missing")
    if lib.endswith(".dylib"):
        return _mac_gpu_build(lib)
    if _no_nvidia_gpu(paste):
        return (("harmless", "info", ("TensorFlow found no CUDA driver or runtime: this machine's GPU is not an "
                 "NVIDIA one, so TensorFlow runs on the CPU and the notice is harmless"), "")
                if event.kind == "no_cuda_drivers" else _cuda_build_on_other_gpu(event, paste))
    if event.kind == "no_cuda_drivers" and not (_gpu_expected(paste) and paste.gpu_shown):
        return ("harmless", "info", ("TensorFlow found no CUDA driver or runtime; it prints this on every machine "
                "without an NVIDIA GPU, where it is harmless, and the paste shows no GPU"), ("if this machine has "
                "an NVIDIA GPU, `nvidia-smi` must list it; then `envcheck doctor` names what TensorFlow lacks"))
    gap = _runpath_gap(paste) or _windows_native_gpu(paste)
    if gap is not None:
        return gap
    if event.kind == "shared_object_missing" and "NotFoundError" in event.line:
        return _op_library_cuda(lib, paste)
    level = "warning" if event.kind == "no_cuda_drivers" else "error"
    meaning = pattern(event.kind).meaning
    ctypes = "oserror" in event.line.lower()  # ctypes.CDLL's error: how MXNet, CuPy or an extension loads CUDA
    if event.kind == "shared_object_missing" and ("tensorflow_named" not in paste.ctx.flags or ctypes):
        shown = ("it is raised as an OSError, the error of ctypes (MXNet, CuPy, numba, a package's CUDA extension), "
                 "while TensorFlow reports its own as an ImportError or in its loader's log" if ctypes else
                 "the paste does not show TensorFlow importing it")
        meaning = (f"uncertain: {event.get('lib')} is missing for a compiled module, and {shown}: if it is "
                   f"TensorFlow, {meaning}; if it is another package's (PyTorch, MXNet, mmcv, a CUDA extension), the "
                   "CUDA that package was built for decides (its wheel's +cuXXX tag)")
    return ("cuda_libs_missing", level, meaning, _libs_fix(paste))


def _op_library_cuda(lib: str, paste: _Paste) -> _Resolved:
    """A CUDA library missing for a compiled op library: tf.load_op_library's NotFoundError, not TensorFlow's import.

    TensorFlow's own import fails with ImportError; NotFoundError is load_op_library's (a project's tf_ops/*.so, an
    add-on's kernels), whose library links the CUDA runtime it was compiled with (libcudart.so.9.1: CUDA 9.1). With
    the release named, the CUDA TensorFlow itself loads is the one to build it against.
    """
    rel = paste.release()
    against = (f"CUDA {rel.cuda_build}, the one TensorFlow {rel.line} itself uses" if rel is not None
               and rel.cuda_build and f".so.{rel.cuda_build}" not in lib else "the CUDA installed")
    return ("cuda_libs_missing", "warning", (f"uncertain: {lib} is missing for a compiled op library (TensorFlow's "
            "NotFoundError is tf.load_op_library's; its own import fails with ImportError): the op library was built "
            "against that CUDA, whatever TensorFlow itself loads"), (f"rebuild the op library against {against} "
            f"(the project's compile script, with its nvcc and TensorFlow), or install the CUDA that provides {lib} "
            "and put it on LD_LIBRARY_PATH"))


def _r_nccl_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """NCCL's library missing where TensorFlow loads it: a build linked against a shared NCCL.

    Not read where no TensorFlow shows (PyTorch's, JAX's and CuPy's wheels load NCCL too, and their installs decide),
    nor for an op library's NotFoundError (an add-on's ops, Horovod's, link it themselves).
    """
    if "tensorflow_named" not in paste.ctx.flags or "NotFoundError" in event.line:
        return None
    lib = event.get("lib") or "libnccl.so.2"
    return ("cuda_libs_missing", "error", (f"{lib}, NVIDIA's NCCL (the GPUs' collective communication library), is "
            "not found: this TensorFlow is a build linked against a shared NCCL (a source, conda-forge or "
            "cluster-module build; pip's wheels load NCCL through a stub, only when it is first used), and the loader "
            "does not reach it"), ("install NCCL 2 for the build's CUDA (NVIDIA's libnccl2 package, conda-forge's "
                                   f"nccl, or the cluster's NCCL module) and put the folder holding {lib} on "
                                   "LD_LIBRARY_PATH (for a build with an RPATH, add that folder to the build's "
                                   "library paths)"))


def _mac_gpu_build(lib: str) -> _Resolved:
    """A CUDA library macOS's loader did not find: TensorFlow's macOS GPU builds (0.x-1.1) link CUDA's dylibs."""
    cuda = re.search(r"libcu(?:dart|blas|fft|rand|solver|sparse|pti)\.(\d{1,2}\.\d)\.dylib", lib)  # not cuDNN's
    needs = f"CUDA {cuda.group(1)}" if cuda else "the CUDA it was built with"
    return ("cuda_libs_missing", "error", (f"{lib} is not found: this is a macOS GPU build of TensorFlow (0.x-1.1 had "
            f"them), which links {needs} and cuDNN"), ("on a Mac without an NVIDIA GPU and CUDA, install the CPU "
            f"build instead (`pip install tensorflow`); with one, install {needs} and cuDNN from NVIDIA's macOS "
            "installers and export DYLD_LIBRARY_PATH=/usr/local/cuda/lib:$DYLD_LIBRARY_PATH"))


def _gpu_expected(paste: _Paste) -> bool:
    """The paste shows a GPU, a driver, a failure or words about a GPU beside TensorFlow's "no CUDA drivers" notice."""
    ctx = paste.ctx
    shown = ctx.gpu_names or ctx.driver or ctx.compute_capability or ctx.driver_cuda
    failed = any(e.level in ("error", "warning") and kind != "no_cuda_drivers" for kind, found in paste.events.items()
                 for e in found)
    return bool(shown or failed or {"gpu_list_empty", "built_without_cuda", "gpu_mentioned"} & ctx.flags)


def _r_cuinit(event: LogEvent, paste: _Paste) -> _Resolved:
    error = event.get("error") or ""
    found = re.search(r"CUDA_ERROR_\w+", error, re.IGNORECASE)
    number = re.search(r"\((-?\d{1,4})\)|\b(\d{1,4})\b", error)
    entry = lookup(name=found.group(0)) if found else lookup(code=next((g for g in number.groups() if g), None)
                                                             if number else None)
    entry = entry or next(filter(None, map(from_text, error.split(":"))), None)  # "...: no CUDA-capable device ..."
    versions = next((e for e in paste.events.get("driver_version_mismatch", ()) if e.get("kernel") and e.get("dso")),
                    None)  # the diagnostics after it name both versions: they tell which copy differs
    if entry and entry[0] == "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH" and versions:
        return _r_mismatch(versions, paste)
    return _from_cuda_error(entry, paste, f"cuInit failed: {error.strip()}")


def _r_faceswap_setup(event: LogEvent, paste: _Paste) -> _Resolved:
    """The setup.py of faceswap found no CUDA toolkit (nvcc, CUDA_PATH_V*, libcudart) or no cuDNN (cudnn.h)."""
    cuda = paste.ctx.cuda_installed
    if (event.get("what") or "").lower() == "cudnn":
        where = f"CUDA {cuda}" if cuda else "the CUDA installed"
        return ("cuda_libs_missing", "error", (f"faceswap's setup found {where} but no cuDNN in it (it looks for "
                "cudnn.h in the CUDA directory's include folder, or beside libcudnn on Linux)"), (
                f"install the cuDNN built for {where} and copy its bin, include and lib folders into the CUDA "
                "directory (on Windows the one CUDA_PATH names), then run setup.py again"))
    return ("cuda_libs_missing", "error", ("faceswap's setup found no CUDA toolkit: no nvcc on PATH, and no "
            "CUDA_PATH_V* variable (Windows) or libcudart in ldconfig (Linux)"), (
            "install the CUDA toolkit and cuDNN of the tensorflow-gpu faceswap installs (its INSTALL.md names them), "
            "or let conda install them (setup.py skips the checks in a conda environment), then run setup.py again"))

