"""RT: what TensorFlow did when the probe imported it for real."""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING

from envcheck.compat import cuda_serves, driver_runs_cuda
from envcheck.cuerrors import describe
from envcheck.findings import Finding, Fix, Severity, Stage
from envcheck.rules._common import linux_pip_install, pinned, pip, python_command, release
from envcheck.rules._registry import rule
from envcheck.rules.driver import driver_fix
from envcheck.rules.packages import allowed_range

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts, ProbeFacts
    from envcheck.tables import Tables
    from envcheck.tflog import LogEvent, Pattern

# Log events that explain an empty GPU list, most telling first.
_WHY_NO_GPU = ("driver_version_mismatch", "kernel_driver_not_running", "driver_insufficient", "cuinit_failed",
               "gpu_libraries_missing", "dlopen_failed", "gpu_ignored", "no_cuda_drivers")
# Log events reported on their own (each with its meaning and fix from the catalogue).
_REPORTED = ("cudnn_version_mismatch", "driver_version_mismatch", "driver_insufficient", "ptx_jit", "no_kernel_image",
             "unsupported_ptx", "out_of_memory", "cudnn_handle_failed", "cublas_handle_failed", "dnn_missing",
             "libdevice_missing", "ptxas_missing", "ptxas_failed", "gpu_ignored")
_SIGNAL_MEANING = {
    "SIGILL": "an instruction this CPU does not have (a wheel built for AVX on a CPU without it?)",
    "SIGSEGV": "a crash in TensorFlow's native code (often mixed CUDA libraries or a broken install)",
    "SIGABRT": "a failed internal check in TensorFlow's C++ core (the last lines say which)",
    "SIGBUS": "a bad memory access (a truncated .so file, or /dev/shm too small in a container)",
    "SIGKILL": "killed from outside (out of host memory?)",
}


def _parse_log(text: str) -> tuple[LogEvent, ...]:
    """The catalogued messages in a log (the catalogue is imported when a rule first reads one)."""
    from envcheck.tflog import parse_log  # noqa: PLC0415

    return parse_log(text)


def _pattern(kind: str) -> Pattern:
    """The catalogue entry for an event kind."""
    from envcheck.tflog import pattern  # noqa: PLC0415

    return pattern(kind)


def _events(probe: ProbeFacts, kinds: tuple[str, ...]) -> list[LogEvent]:
    return [e for e in probe.events if e.kind in kinds]


# The pip wheel (nvidia-<stem>-cuXX) that ships each CUDA library TensorFlow loads.
_WHEEL_STEM = {"libcudart": "cuda-runtime", "libcublas": "cublas", "libcublasLt": "cublas", "libcufft": "cufft",
               "libcusolver": "cusolver", "libcusparse": "cusparse", "libcudnn": "cudnn", "libcupti": "cuda-cupti",
               "libcurand": "curand", "libnccl": "nccl", "libnvJitLink": "nvjitlink", "libnvrtc": "cuda-nvrtc"}
_SO_MISSING = re.compile(r"(?P<lib>[\w.+-]+\.so[.\d]*): cannot open shared object file")
_ERROR_LINE = re.compile(r"^(?:[\w.]+\.)?\w*(?:Error|Exception)\b: \S")
# What TensorFlow's bfloat16 module (dtypes.py) raises when NumPy's C API is not the one it was built for
# (tensorflow/tensorflow#85070, githubharald/SimpleHTR#148), with or without NumPy's own warning above it.
_NUMPY_HANDLE = re.compile(r"Unable to convert function return value to a Python type! "
                           r"The signature was\s*\(\) -> handle")
_PROTOBUF_TOO_OLD = re.compile(r"cannot import name '(?:runtime_version|builder)' from 'google\.protobuf")
_DAMAGED = re.compile(r"No module named '(?:tensorflow|_pywrap_tensorflow)[\w.]*'|cannot import name '\w+' from "
                      r"(?:partially initialized module )?'tensorflow[\w.]*'|undefined symbol: ")


def _tail(probe: ProbeFacts) -> tuple[str, ...]:
    return tuple(f"output: {line}" for line in probe.output_tail[-8:])


def error_line(text: str) -> str:
    """The line of a traceback that names the error: the innermost "XError: ..." that is not a traceback header."""
    lines = [line.strip() for line in text.splitlines()]
    named = [line for line in lines if _ERROR_LINE.match(line) and "Traceback (most recent call last)" not in line]
    return named[-1] if named else next((line for line in lines if line), "")


def _import_log(facts: Facts) -> str:
    """The command that has `envcheck explain` read the whole log of a fresh import."""
    return f"{python_command(facts)} -c 'import tensorflow' 2>&1 | envcheck explain -"


def _explain(facts: Facts, why: str) -> Fix:
    """Have `envcheck explain` read the whole log of a fresh import."""
    return Fix(f"{why} `envcheck explain` reads the full log of an import and names what it recognises.",
               (_import_log(facts),))


def _reinstall(facts: Facts, why: str) -> Fix:
    name = facts.tensorflow.distribution or "tensorflow"
    return Fix(f"{why} Reinstall it.",
               (f"{pip(facts)} install --force-reinstall --no-deps {pinned(name, facts.tensorflow.version)}",))


def _pin(facts: Facts, tables: Tables, name: str, why: str) -> Fix:
    spec = allowed_range(facts, tables, name)
    if spec is None:
        return _explain(facts, why)
    want = str(spec)
    return Fix(f"{why} Install the {name} this TensorFlow was built for.", (f"{pip(facts)} install '{name}{want}'",))


def _library_fix(facts: Facts, tables: Tables, lib: str) -> tuple[str, Fix]:
    """What is missing when ``lib`` cannot be loaded, and the package that ships it."""
    stem = lib.split(".so", 1)[0]
    if stem.startswith(("libtensorflow", "_pywrap")):
        return (f"{lib}, part of TensorFlow itself, is missing: the install is damaged",
                _reinstall(facts, "TensorFlow's own files are incomplete."))
    if stem == "libcuda":
        return (f"{lib}, the NVIDIA driver's library, is missing",
                driver_fix(facts, None))
    match = release(facts, tables)
    wheel = _WHEEL_STEM.get(stem)
    requirement = _wheel_requirement(facts, tables, wheel) if wheel else None
    if requirement:
        from packaging.requirements import Requirement  # noqa: PLC0415 - 8 ms, only for a missing CUDA wheel

        return (f"{lib} is missing (pip ships it in {Requirement(requirement).name})",
                Fix("Install the CUDA libraries TensorFlow pins, as pip wheels.",
                    (f"{pip(facts)} install '{requirement}'", linux_pip_install(facts, facts.tensorflow.version))))
    if wheel and match:
        rel = match.release
        home = "/usr/local/cuda-" + ".".join(rel.cuda_build.split(".")[:2])
        what = (f"{lib} is missing (CUDA {rel.cuda_build} / cuDNN {rel.cudnn}, which TensorFlow {rel.line} was built "
                "with, has no pip wheel)")
        return what, Fix(f"Install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} from NVIDIA and put their lib64 folder "
                         "on LD_LIBRARY_PATH.", (f"export LD_LIBRARY_PATH={home}/lib64:$LD_LIBRARY_PATH",))
    return f"{lib} is missing", _explain(facts, f"envcheck does not know which package ships {lib}.")


def import_cause(facts: Facts, tables: Tables) -> tuple[str, Fix]:
    """Why `import tensorflow` raised, in the user's terms, and the fix for that cause."""
    probe = facts.probe
    text = "\n".join((probe.import_error or "", *probe.output_tail))
    kinds = {e.kind for e in (*probe.events, *_parse_log(text))}
    if "numpy_abi" in kinds or _NUMPY_HANDLE.search(text):
        return _numpy_cause(facts, tables, text)
    if "protobuf_descriptors" in kinds or _PROTOBUF_TOO_OLD.search(text):
        protobuf = facts.distribution("protobuf")
        older = _PROTOBUF_TOO_OLD.search(text) is not None
        what = (f"protobuf {protobuf.version if protobuf else '(unknown)'} is "
                f"{'older' if older else 'newer'} than TensorFlow's generated protobuf code needs")
        return what, _pin(facts, tables, "protobuf", "TensorFlow's _pb2 modules need a matching protobuf.")
    missing = _SO_MISSING.search(text)
    if missing:
        return _library_fix(facts, tables, missing.group("lib"))
    if _DAMAGED.search(text):
        return ("TensorFlow's own modules are missing or mismatched: the install is damaged",
                _reinstall(facts, "Files of TensorFlow are missing or come from another version."))
    if "illegal_instruction" in kinds:
        return _sigill(facts, tables)
    return ("envcheck does not recognise the error",
            _explain(facts, "The error above is not one envcheck knows a fix for."))


def _numpy_cause(facts: Facts, tables: Tables, text: str) -> tuple[str, Fix]:
    numpy = facts.distribution("numpy")
    spec = allowed_range(facts, tables, "numpy")
    built = re.search(r"compiled using NumPy (\d+)\.x", text)
    want = str(spec) if spec is not None else f"<{int(built.group(1)) + 1}" if built else None
    have = numpy.version if numpy else "(unknown version)"
    if want is None or (numpy and spec is not None and spec.contains(numpy.version, prereleases=True)):
        return (f"a compiled module rejects NumPy {have}, although it is in TensorFlow's range",
                _explain(facts, "Another compiled package may be built for a different NumPy."))
    return (f"NumPy {have} is installed, but this TensorFlow's compiled modules need NumPy {want}",
            Fix("Install the NumPy this TensorFlow was built for.", (f"{pip(facts)} install 'numpy{want}'",)))


def _sigill(facts: Facts, tables: Tables) -> tuple[str, Fix]:
    match, flags = release(facts, tables), facts.platform.cpu_flags
    lacking = [f.upper() for f in (match.release.cpu_baseline if match else ()) if flags is not None and f not in flags]
    if lacking:
        need = "/".join(lacking)
        return (f"this CPU has no {need}, which TensorFlow {facts.tensorflow.version} is compiled for",
                Fix(f"Run TensorFlow on a CPU with {need} (`grep -o -w {lacking[0].lower()} /proc/cpuinfo` finds it), "
                    "or build TensorFlow from source for this CPU.", ()))
    return ("the CPU met an instruction it does not have (a build for a newer CPU, or a damaged binary)",
            _reinstall(facts, "The binary may be damaged, or built for another CPU."))


def _signal_cause(facts: Facts, tables: Tables, name: str) -> tuple[str, Fix]:
    if name == "SIGILL":
        return _sigill(facts, tables)
    if name in ("SIGSEGV", "SIGBUS"):
        meaning = _SIGNAL_MEANING[name]
        return meaning, _reinstall(facts, "A crash while loading is most often a damaged or mixed install.")
    if name == "SIGKILL":
        return _SIGNAL_MEANING[name], Fix("Free host memory (or raise the container's limit) and run again.",
                                          ("free -h",))
    return _SIGNAL_MEANING.get(name, "a fatal signal"), _explain(facts, "The last lines it printed name the check.")


_MEMORY = ("out_of_memory", "cudnn_handle_failed", "cublas_handle_failed")
_XLA = ("libdevice_missing", "ptxas_missing", "ptxas_failed")


def _wheel_requirement(facts: Facts, tables: Tables, stem: str) -> str | None:
    """TensorFlow's own pin of the CUDA wheel ``nvidia-<stem>-cuXX``, from its [and-cuda] extra."""
    match = release(facts, tables)
    return next((r for r in match.release.and_cuda if r.startswith(f"nvidia-{stem}-cu")), None) if match else None


def _memory_fix() -> Fix:
    return Fix("Another process holds the GPU's memory (`envcheck gpus` names it), or TensorFlow claimed it all at "
               "start: stop that process, or let TensorFlow grow its memory.",
               ("envcheck gpus", "export TF_FORCE_GPU_ALLOW_GROWTH=true"))


def _cudnn_fix(facts: Facts, tables: Tables) -> Fix:
    pin = _wheel_requirement(facts, tables, "cudnn")
    return Fix("Install the cuDNN TensorFlow was built with" + ("." if pin else ", first on the library path."),
               (f"{pip(facts)} install '{pin}'",) if pin else ())


def failure_fix(facts: Facts, tables: Tables, text: str) -> Fix:
    """The fix for a TensorFlow runtime error (its message plus the probe's log), chosen by its cause."""
    kinds = {e.kind for e in (*_parse_log(text), *(e for e in facts.probe.events if e.level == "error"))}
    if kinds & {"cudnn_version_mismatch", "dnn_missing"}:  # the cause; cuDNN failing to start is its symptom
        return _cudnn_fix(facts, tables)
    if kinds & set(_MEMORY) or "out of memory" in text.lower() or "busy or unavailable" in text:
        return _memory_fix()
    if kinds & {"no_kernel_image", "unsupported_ptx", "gpu_ignored"}:
        return Fix("This TensorFlow build has no code this GPU (or its driver) can run: install the release that "
                   "fits it.", ("envcheck recommend",))
    return _explain(facts, "envcheck knows no fix for this error.")


def _uncertain(decides: str, *commands: str) -> Fix:
    """A fix the evidence does not decide: what would decide it, and the commands that tell."""
    return Fix(f"Uncertain: {decides}.", commands)


def _windows(facts: Facts) -> bool:
    return facts.platform.system == "Windows" or facts.platform.wsl


def _driver_upgrade(facts: Facts, tables: Tables, *, jit: bool = False) -> Fix:
    """Install the driver TensorFlow's CUDA needs (its own toolkit's, which also JIT-compiles its PTX)."""
    cuda, d = facts.tensorflow.cuda_version, facts.driver
    if not cuda:
        return driver_fix(facts, None)
    fit = driver_runs_cuda(tables, d.library_version or d.kernel_module_version or "", cuda, windows=_windows(facts))
    need = fit.toolkit_floor if jit else fit.toolkit_floor or fit.family_floor
    return driver_fix(facts, need, f"CUDA {cuda}'s own driver" if need and need == fit.toolkit_floor else "")


def _reboot(facts: Facts) -> Fix:
    host = " the host" if facts.platform.container else ""
    return Fix(f"Reboot{host} so that the loaded kernel module is the installed driver's (or reload the nvidia "
               "modules).", ("sudo reboot" + ("  # on the host" if host else ""),))


def _cuinit_fix(facts: Facts, tables: Tables, error: str) -> Fix:  # noqa: PLR0911 - one fix per CUDA error
    """The fix for a failed cuInit, by the CUDA error it returned (its name, else its number)."""
    name, cause, meaning = describe(error) or ("", "", "")
    if cause == "driver_library_mismatch":
        return _reboot(facts)
    if cause == "driver_too_old" and name != "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE":
        return _driver_upgrade(facts, tables)
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    if name == "CUDA_ERROR_NO_DEVICE" and visible is not None:
        return Fix(f"CUDA_VISIBLE_DEVICES={visible!r} names no GPU CUDA can use: unset it (or list GPU indices).",
                   ("unset CUDA_VISIBLE_DEVICES",))
    if name == "CUDA_ERROR_NO_DEVICE" and facts.platform.container:
        return driver_fix(facts, None)
    if name == "CUDA_ERROR_UNKNOWN" and not facts.platform.container and not facts.platform.wsl:
        if "/dev/nvidia-uvm" not in facts.driver.device_nodes:
            return Fix("/dev/nvidia-uvm is missing: load the nvidia-uvm module, which CUDA needs.",
                       ("sudo modprobe nvidia-uvm",))
        return _uncertain("/dev/nvidia-uvm exists, but the module can be stale (after a suspend); whether cuInit "
                          "works after reloading it decides it", "sudo rmmod nvidia_uvm && sudo modprobe nvidia_uvm")
    said = f"{name} ({meaning})" if name else error.strip() or "no error code"
    return _uncertain(f"cuInit failed with {said}; whether `nvidia-smi` works, and who may open /dev/nvidia*, "
                      "decides between the driver and the device access", "nvidia-smi", "ls -l /dev/nvidia*")


def _libraries_fix(facts: Facts, tables: Tables) -> Fix:
    """Install the CUDA libraries TensorFlow logged (or envcheck found) missing."""
    libs = [e.get("lib") or "" for e in _events(facts.probe, ("dlopen_failed",))]
    libs = [lib for lib in libs if lib] or [lib.soname for lib in facts.cuda.libraries if not lib.path]
    if not libs:
        return _uncertain("TensorFlow did not name the library; its dso_loader log names it",
                          f"TF_CPP_VMODULE=dso_loader=1 {python_command(facts)} -c 'import tensorflow as tf; "
                          "tf.config.list_physical_devices()' 2>&1 | envcheck explain -")
    fixes = [_library_fix(facts, tables, lib)[1] for lib in dict.fromkeys(libs)]
    return Fix(" ".join(dict.fromkeys(f.text for f in fixes)),
               tuple(dict.fromkeys(c for f in fixes for c in f.commands)))


def _recommended(facts: Facts, tables: Tables, why: str) -> Fix:
    """Install the newest TensorFlow built for this machine's GPUs (what `envcheck recommend` says)."""
    from envcheck.advise import recommend  # noqa: PLC0415 - advise imports the rules package

    advice = recommend(facts, tables)
    if advice.release is None:
        return Fix(f"{why} No TensorFlow fits this machine as it is: {'; '.join(advice.blockers)}.")
    if advice.keep or not advice.commands:
        return _uncertain(f"{why[:1].lower()}{why[1:].rstrip('.')}, yet the tables say TensorFlow "
                          f"{advice.release.line} runs on these GPUs; the full log of an import decides it",
                          _import_log(facts))
    return Fix(f"{why} Install TensorFlow {advice.release.line}, the newest built for these GPUs.", advice.commands)


def _gpu_build(facts: Facts, tables: Tables) -> Fix:
    """Replace a CPU-only build by the GPU build of the same version (Linux x86-64), else by what fits the machine."""
    match, name, version = release(facts, tables), facts.tensorflow.distribution, facts.tensorflow.version
    linux_x86 = (facts.platform.system, facts.platform.machine) == ("Linux", "x86_64")
    if match is None or not linux_x86 or not match.release.tensorflow_package_has_gpu:
        return _recommended(facts, tables, "This build has no GPU code.")
    remove = (f"{pip(facts)} uninstall -y {name}",) if name and name != "tensorflow" else ()
    install = (linux_pip_install(facts, version) if match.release.and_cuda
               else f"{pip(facts)} install {pinned('tensorflow', version)}")
    return Fix(f"{name or 'This TensorFlow'} is the CPU-only build: install the GPU build of TensorFlow {version}.",
               (*remove, install))


def _cuda_folder(facts: Facts, tables: Tables) -> tuple[str, str] | None:
    """Where ptxas and libdevice are: (folder for --xla_gpu_cuda_data_dir, how it gets there), None if unknown."""
    match, tf = release(facts, tables), facts.distribution(facts.tensorflow.distribution or "tensorflow")
    pin = _wheel_requirement(facts, tables, "cuda-nvcc")
    if pin and tf and tf.location and facts.platform.system == "Linux":
        return f"{tf.location}/nvidia/cuda_nvcc", f"{pip(facts)} install '{pin}'"
    served = [t for t in facts.cuda.toolkits if match and t.version and cuda_serves(tables, match.release, t.version)]
    return (served[0].path, "") if served else None


def _xla_fix(facts: Facts, tables: Tables, kind: str) -> Fix:
    """Give XLA CUDA's ptxas or libdevice: the nvcc wheel TensorFlow pins, or a toolkit of its CUDA."""
    found = _cuda_folder(facts, tables)
    what = "libdevice (nvvm/libdevice)" if kind == "libdevice_missing" else "a ptxas of TensorFlow's CUDA (bin/ptxas)"
    if found is None:
        look = "libdevice*.bc" if kind == "libdevice_missing" else "ptxas"
        return _uncertain(f"envcheck found no CUDA folder with {what} for this TensorFlow; where one lies on this "
                          "machine decides the folder to give XLA", f"find / -name '{look}' 2>/dev/null")
    folder, install = found
    point = (f"export XLA_FLAGS={shlex.quote('--xla_gpu_cuda_data_dir=' + folder)}" if kind == "libdevice_missing"
             else f"export PATH={shlex.quote(folder + '/bin')}:$PATH")
    then = " once the nvcc wheel is installed" if install else ""
    return Fix(f"Point XLA at {folder}, which holds {what}{then}.", (*filter(None, (install,)), point))


def _ptx_jit_fix(facts: Facts, tables: Tables) -> Fix:
    cache = Fix("Keep the JIT cache large enough to hold the compiled kernels.",
                ("export CUDA_CACHE_MAXSIZE=4294967296",))
    better = _recommended(facts, tables, "No binaries for this GPU: its kernels are JIT-compiled at first start.")
    if better.text.startswith("Uncertain") or not better.commands:
        return cache
    return Fix(f"{better.text} Until then: {cache.text[:1].lower()}{cache.text[1:]}",
               (*better.commands, *cache.commands))


def event_fix(facts: Facts, tables: Tables, event: LogEvent) -> Fix | None:  # noqa: C901, PLR0911 - one fix per cause
    """The fix for a problem TensorFlow logged, chosen by its kind, the values it captured and the facts."""
    kind = event.kind
    if kind in ("driver_version_mismatch", "nvml_mismatch"):
        return _reboot(facts)
    if kind in ("driver_insufficient", "unsupported_ptx"):
        return _driver_upgrade(facts, tables, jit=kind == "unsupported_ptx")
    if kind == "cuinit_failed":
        return _cuinit_fix(facts, tables, event.get("error") or "")
    driver_loaded = facts.driver.library_version is not None
    if kind in ("gpu_libraries_missing", "dlopen_failed") or (kind == "no_cuda_drivers" and driver_loaded):
        return _libraries_fix(facts, tables)
    if kind in ("kernel_driver_not_running", "no_cuda_drivers"):
        return _driver_upgrade(facts, tables)
    if kind in ("gpu_ignored", "no_kernel_image"):
        return _recommended(facts, tables, "This TensorFlow build has no code this GPU can run.")
    if kind == "ptx_jit":
        return _ptx_jit_fix(facts, tables)
    if kind in _MEMORY:
        return _memory_fix()
    if kind in ("cudnn_version_mismatch", "dnn_missing"):
        return _cudnn_fix(facts, tables)
    if kind in ("libdevice_missing", "ptxas_missing", "ptxas_failed"):
        return _xla_fix(facts, tables, kind)
    return Fix(_pattern(kind).fix) if _pattern(kind).fix else None


@rule("RT001", "TensorFlow crashed or hung when imported", requires=["probe"])
def probe_died(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """A TensorFlow that crashes, hangs or exits while importing cannot train at all.

    The probe imports TensorFlow in a child process with a timeout, so envcheck itself survives
    a segfault, an abort, an illegal instruction or a hang, and shows the last lines printed.
    """
    probe = facts.probe
    if probe.import_error or probe.error is None:
        return
    if probe.timed_out:
        message = f"importing TensorFlow did not finish within {probe.timeout_s:g} s"
        fix = Fix("Look at the last lines it printed; a hung GPU driver call needs `nvidia-smi` to be checked, a "
                  "slow first start (PTX JIT) a larger timeout.", ("envcheck doctor --probe-timeout 600",))
    elif probe.signal:
        meaning, fix = _signal_cause(facts, tables, probe.signal)
        message = f"TensorFlow died of {probe.signal} while importing: {meaning}"
    else:
        message = f"the TensorFlow probe exited with code {probe.exit_code} without a report"
        fix = _explain(facts, "The probe could not say why.")
    yield Finding(severity=Severity.ERROR, message=message, evidence=_tail(probe), fix=fix, subject="pkg:tensorflow",
                  stage=Stage.IMPORT)


@rule("RT002", "TensorFlow fails to import", requires=["probe"])
def import_failed(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """`import tensorflow` raised: a missing linked library, a NumPy/protobuf ABI clash, a broken install.

    The fix follows the cause read from the error and the log: a NumPy pin in TensorFlow's range, the
    package that ships a missing library, a reinstall, a protobuf pin; `envcheck explain` otherwise.
    """
    probe = facts.probe
    if not probe.import_error:
        return
    cause, fix = import_cause(facts, tables)
    known = [e for e in probe.events if e.level == "error"]
    yield Finding(
        severity=Severity.ERROR,
        message=f"{cause} (`import tensorflow` raises {error_line(probe.import_error)})",
        evidence=(*(f"log: {e.line}" for e in known), *_tail(probe)),
        fix=fix, subject="pkg:tensorflow", stage=Stage.IMPORT,
    )


def _no_gpu_reason(facts: Facts, tables: Tables) -> tuple[str, tuple[str, ...], Fix | None]:
    probe = facts.probe
    if probe.built_with_cuda is False:
        return "this TensorFlow is built without CUDA", (), _gpu_build(facts, tables)
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip() in ("", "-1"):
        unset = Fix("Unset it.", ("unset CUDA_VISIBLE_DEVICES",))
        return f"CUDA_VISIBLE_DEVICES={visible!r} hides every GPU", (), unset
    for kind in _WHY_NO_GPU:
        found = _events(probe, (kind,))
        if found:
            if kind == "dlopen_failed":
                libs = ", ".join(e.get("lib") or "?" for e in found)
                reason = f"TensorFlow could not load {libs}"
            else:
                reason = f"TensorFlow logged: {_pattern(kind).meaning}"
            return reason, tuple(f"log: {e.line}" for e in found), event_fix(facts, tables, found[0])
    return ("TensorFlow's log names no reason; rerun with TF_CPP_MAX_VLOG_LEVEL=1 to see every step", (),
            _uncertain("the log names no reason; TensorFlow's verbose log of its device setup decides it",
                       f"TF_CPP_MAX_VLOG_LEVEL=1 {python_command(facts)} -c 'import tensorflow as tf; "
                       "tf.config.list_physical_devices()' 2>&1 | envcheck explain -"))


@rule("RT003", "TensorFlow registers no GPU on a machine that has one", requires=["probe"])
def no_gpu_registered(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The driver sees NVIDIA GPUs but TensorFlow's device list is empty: training runs on the CPU.

    The reason comes from TensorFlow's own log (library loads, cuInit, ignored devices), read with
    the dso_loader logging that 2.12+ hides by default; the fix follows it (the package of a missing
    library, the driver or reboot a cuInit error calls for, a release built for the GPU).
    """
    probe = facts.probe
    nvidia = len(facts.driver.gpus) or len(facts.driver.pci_gpus)
    if probe.error or probe.import_error or probe.physical_gpus or not nvidia:
        return
    reason, evidence, fix = _no_gpu_reason(facts, tables)
    yield Finding(
        severity=Severity.ERROR,
        message=f"TensorFlow {probe.version} sees no GPU although this machine has {nvidia}: {reason}",
        evidence=evidence, fix=fix, subject="gpu", gpu_blocking=True,
    )


@rule("RT004", "TensorFlow logged a GPU problem", requires=["probe"])
def logged_problems(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow logged a GPU problem.

    TensorFlow printed a known problem while starting its GPUs (cuDNN mismatch, PTX JIT, XLA's
    libdevice or ptxas missing, out of memory...). Each kind is reported once, with the fix its
    cause and this machine call for.
    """
    seen: set[str] = set()
    for event in _events(facts.probe, _REPORTED):
        if event.kind in seen:
            continue
        seen.add(event.kind)
        entry = _pattern(event.kind)
        yield Finding(
            severity=Severity.ERROR if entry.level == "error" else Severity.WARN,
            message=f"TensorFlow logged: {entry.meaning}",
            evidence=tuple(f"log: {e.line}" for e in facts.probe.events if e.kind == event.kind),
            fix=event_fix(facts, tables, event),
            subject=f"log:{event.kind}",
        )


@rule("RT005", "A GPU fails a matmul or a convolution", requires=["probe"])
def gpu_ops_fail(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The probe runs a matmul (cuBLAS) and a convolution (cuDNN) on every GPU TensorFlow registered.

    A registered GPU that cannot run them will fail the first training step.
    """
    for error in facts.probe.gpu_op_errors:
        device = error.split(": ", 1)[0]
        yield Finding(
            severity=Severity.ERROR,
            message=f"{device} is registered but a matmul or convolution on it fails",
            evidence=(error, *(f"log: {e.line}" for e in facts.probe.events if e.level == "error")),
            fix=failure_fix(facts, tables, error),
            subject=f"gpu:{device.rsplit(':', 1)[-1]}",
        )


@rule("RT006", "XLA (jit_compile) does not work", requires=["probe"])
def xla_unusable(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """XLA (jit_compile) does not work.

    XLA-compiled functions (`jit_compile=True`, Keras `jit_compile`) fail, usually because XLA
    cannot find CUDA's ptxas or libdevice: the fix points it at the nvcc wheel TensorFlow pins, or
    at a toolkit of TensorFlow's CUDA.
    """
    xla = facts.probe.xla
    if not xla or xla == "ok" or not facts.probe.version:
        return
    logged = _events(facts.probe, _XLA)
    cause = next((e for e in (*_parse_log(xla), *logged) if e.kind in _XLA), None)
    fix = event_fix(facts, tables, cause) if cause else _uncertain(
        "the error names neither ptxas nor libdevice; the full log of one XLA-compiled call decides it",
        f"{python_command(facts)} -c 'import tensorflow as tf; "
        "tf.function(lambda x: x * 2, jit_compile=True)(tf.ones(2))' 2>&1 | envcheck explain -")
    yield Finding(
        severity=Severity.WARN,
        message=f"a jit_compile=True function fails: {xla}",
        evidence=tuple(f"log: {e.line}" for e in logged),
        fix=fix,
        subject="xla",
    )


@rule("RT007", "The driver and TensorFlow count different GPUs", requires=["probe", "gpus"])
def gpu_count_differs(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """TensorFlow registered some GPUs but fewer than the driver lists.

    A GPU below the wheel's minimum compute capability is ignored, and CUDA_VISIBLE_DEVICES
    narrows the list; anything else is a GPU that failed to initialise.
    """
    probe, gpus = facts.probe, facts.driver.gpus
    if not probe.physical_gpus or len(probe.physical_gpus) >= len(gpus):
        return
    created = {(e.get("pci_bus_id") or "").lower()[-7:] for e in _events(probe, ("gpu_created",))}
    missing = [g for g in gpus if (g.pci_bus_id or "").lower()[-7:] not in created] if created else []
    ignored = _events(probe, ("gpu_ignored",))
    visible = facts.environment.get("CUDA_VISIBLE_DEVICES")
    why = ("ignored for its compute capability" if ignored
           else f"CUDA_VISIBLE_DEVICES={visible}" if visible is not None else "it failed to initialise")
    names = ", ".join(f"GPU {g.index} ({g.name}, {g.pci_bus_id})" for g in missing) or "some GPUs"
    yield Finding(
        severity=Severity.WARN,
        message=(f"the driver lists {len(gpus)} GPUs but TensorFlow registered {len(probe.physical_gpus)}: "
                 f"{names} missing, {why}"),
        evidence=tuple(f"log: {e.line}" for e in (*ignored, *_events(probe, ("gpu_created",)))),
        fix=Fix("Check the GPU rules above (GPU001 for compute capability, ENV001 for CUDA_VISIBLE_DEVICES)."),
        subject="gpu",
    )


@rule("RT008", "A step of the runtime probe raised an error", requires=["probe"])
def probe_step_failed(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow imported, but asking it for its build, its devices or a float16 matmul raised.

    That part of TensorFlow is broken, and the checks that rely on it saw nothing.
    """
    for error in facts.probe.step_errors:
        step, _, message = error.partition(": ")
        yield Finding(
            severity=Severity.WARN,
            message=f"the probe's {step.replace('_', ' ')} step failed: {message}",
            evidence=(error,),
            fix=failure_fix(facts, tables, message),
            subject=f"probe:{step}",
        )
