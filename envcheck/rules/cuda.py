"""CUDA: the CUDA and cuDNN libraries TensorFlow loads at run time."""

from __future__ import annotations

import ntpath
import os
from typing import TYPE_CHECKING

from envcheck.compat import cudnn_for_gpu, cudnn_supports, cudnn_window, dll_version, required_libraries
from envcheck.findings import Finding, Fix, Severity, Stage
from envcheck.rules._common import imported, linux_pip_install, pip, python_command, quoted, release, specifier
from envcheck.rules._registry import rule
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts, LibraryFacts
    from envcheck.tables import Release, Tables

_OPTIONAL_ROLE = {"libcupti": "the profiler", "libnccl": "multi-GPU all-reduce", "libcurand": "random ops"}


def _searched(facts: Facts) -> bool:
    """Whether the library search ran (it looks for the sonames of the installed TensorFlow's line)."""
    return facts.cuda.error is None and bool(facts.cuda.libraries)


def _windows_missing_fix(rel: Release, missing: list[LibraryFacts]) -> Fix:
    """On native Windows the DLLs must be in a folder on PATH (TensorFlow 2.10 and older)."""
    unreachable = sorted({ntpath.dirname(p) for lib in missing for p in lib.unreachable})
    if unreachable and all(lib.unreachable for lib in missing):
        user_path = '[Environment]::GetEnvironmentVariable("Path", "User")'
        command = f'[Environment]::SetEnvironmentVariable("Path", "{";".join(unreachable)};" + {user_path}, "User")'
        return Fix("The right DLLs are installed in a folder Windows does not search: add it to PATH (PowerShell) "
                   "and open a new terminal.", (command,))
    return Fix(f"Install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} (what TensorFlow {rel.line} was built with), "
               "as TensorFlow's Windows guide does with conda, or from NVIDIA's installers with their bin folders "
               "on PATH.",
               (f"conda install -c conda-forge cudatoolkit={rel.cuda_build} cudnn={rel.cudnn}",))


def _missing_fix(facts: Facts, rel: Release, missing: list[LibraryFacts]) -> Fix:
    if facts.platform.system == "Windows":
        return _windows_missing_fix(rel, missing)
    unreachable = sorted({os.path.dirname(p) for lib in missing for p in lib.unreachable})
    conda = facts.conda.prefix if facts.conda else None
    if conda and unreachable == [os.path.join(conda, "lib")] and all(lib.unreachable for lib in missing):
        # The conda way: a variable of the environment, set on every `conda activate` (TensorFlow's own
        # conda instructions, 2.7-2.13); the dynamic loader never searches $CONDA_PREFIX/lib by itself.
        prefix, lib = quoted(facts, conda), quoted(facts, os.path.join(conda, "lib"))
        return Fix("The conda environment has the right libraries, but the loader does not search its lib folder: "
                   "make LD_LIBRARY_PATH a variable of the environment and activate it again.",
                   (f"conda env config vars set -p {prefix} LD_LIBRARY_PATH={lib}",
                    f"conda deactivate && conda activate {prefix}"))
    if unreachable and all(lib.unreachable for lib in missing):
        return Fix("The right libraries are installed where the loader does not look: add their folder to "
                   "LD_LIBRARY_PATH (or run `sudo ldconfig` after listing it in /etc/ld.so.conf.d).",
                   (f"export LD_LIBRARY_PATH={':'.join(unreachable)}:$LD_LIBRARY_PATH",))
    if rel.and_cuda:
        return Fix(f"Install the CUDA {rel.cuda} libraries as pip wheels, pinned by TensorFlow's own extra.",
                   (linux_pip_install(facts, facts.tensorflow.version),))
    cuda_dir = "/usr/local/cuda-" + ".".join(rel.cuda_build.split(".")[:2])
    return Fix(f"Install CUDA {rel.cuda_build} and cuDNN {rel.cudnn} (what TensorFlow {rel.line} was built with; "
               "TensorFlow before 2.14 has no pip extra for them) and put their libraries on LD_LIBRARY_PATH.",
               (f"export LD_LIBRARY_PATH={cuda_dir}/lib64:$LD_LIBRARY_PATH",))


def _soname_major(path: str) -> str:
    """The CUDA major of a runtime library file: ".../libcudart.so.13" and "cudart64_110.dll" -> "13", "11"."""
    name = ntpath.basename(path)
    return (dll_version(name) or name.split(".so.", 1)[-1]).split(".")[0]


def _lib_evidence(lib: LibraryFacts) -> str:
    parts = [f"{lib.soname}: " + (f"{lib.path} (via {lib.found_via})" if lib.path else "not found")]
    if lib.shadowed:
        parts.append(f"never loaded: {', '.join(lib.shadowed)}")
    if lib.other_majors:
        parts.append(f"other versions: {', '.join(lib.other_majors)}")
    if lib.unreachable:
        parts.append(f"not searched by the loader: {', '.join(lib.unreachable)}")
    return "; ".join(parts)


def _reached_elsewhere(lib: LibraryFacts, rel: Release) -> bool:
    """Not found by the framework's loader, but on the RUNPATH of another TensorFlow object (CUDA006).

    Which object opens the library decides it. Only when the tables know the line's wheels to be
    reached (2.16.1 is known not to be, tensorflow/tensorflow#63362) does that stay uncertain.
    """
    return lib.path is None and bool(lib.other_runpath) and rel.pip_cuda_runpath


@rule("CUDA001", "CUDA libraries TensorFlow needs are missing", requires=["tensorflow", "cuda_build"])
def missing_libraries(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """CUDA libraries TensorFlow needs are missing.

    TensorFlow dlopens its CUDA libraries by exact soname (libcudart.so.12, libcudnn.so.9 ...).
    If any of the checked set is missing it logs "Cannot dlopen some GPU libraries" (hidden by
    default since 2.12) and registers no GPU; a library of another CUDA major does not count.
    """
    match = release(facts, tables)
    if match is None or not _searched(facts):
        return
    needed = required_libraries(match.release)
    rel = match.release
    missing = [lib for lib in facts.cuda.libraries
               if lib.name in needed and lib.path is None and not _reached_elsewhere(lib, rel)]
    if not missing:
        return
    want = rel.cuda.split(".")[0]
    others = sorted({ntpath.basename(p) for lib in missing for p in lib.other_majors})
    # libcudart's soname major is the CUDA major itself (libcudart.so.12 is CUDA 12).
    runtimes = sorted({_soname_major(p) for lib in missing if lib.name == "libcudart" for p in lib.other_majors})
    message = (f"TensorFlow {facts.tensorflow.version} needs CUDA {want} libraries (it was built with CUDA "
               f"{rel.cuda} / cuDNN {rel.cudnn_major}) and the loader cannot find "
               + ", ".join(lib.soname for lib in missing))
    if runtimes:
        message += f"; only CUDA {' and '.join(runtimes)} runtime libraries are installed ({', '.join(others)})"
    elif others:
        message += f"; only other major versions are installed ({', '.join(others)})"
    if rel.link_time:
        message += "; `import tensorflow` itself will fail"
    yield Finding(
        severity=Severity.ERROR, message=message,
        evidence=(*(_lib_evidence(lib) for lib in missing), f"searched: {' '.join(facts.cuda.search_dirs)}",
                  *(f"CUDA toolkit {t.version or '?'} in {t.path}" for t in facts.cuda.toolkits)),
        fix=_missing_fix(facts, rel, missing), subject="lib:cuda", gpu_blocking=True,
        stage=Stage.IMPORT if rel.link_time and not imported(facts) else None,
    )


@rule("CUDA006", "A CUDA library only another TensorFlow object's RUNPATH reaches",
      requires=["tensorflow", "cuda_build"])
def library_on_another_objects_runpath(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """A CUDA library TensorFlow needs is in a folder only libtensorflow_cc's (or _pywrap's) RUNPATH lists.

    The loader searches the RUNPATH of the object that calls dlopen. TensorFlow's loader lives in
    libtensorflow_framework.so, so a folder only another of its objects lists is reached only if
    that object opens the library itself (2.21 lists nvidia/cusolver only in libtensorflow_cc's).
    The wheels do not say which; TensorFlow's own log does.
    """
    match = release(facts, tables)
    if match is None or not _searched(facts):
        return
    needed = required_libraries(match.release)
    unsure = [lib for lib in facts.cuda.libraries if lib.name in needed and _reached_elsewhere(lib, match.release)]
    if not unsure:
        return
    names = ", ".join(lib.soname for lib in unsure)
    objects = ", ".join(sorted({o for lib in unsure for o in lib.other_runpath}))
    folders = ":".join(sorted({os.path.dirname(p) for lib in unsure for p in lib.unreachable}))
    framework = os.path.basename(facts.cuda.runpath_source or "libtensorflow_framework.so.2")
    check = (f"TF_CPP_MIN_LOG_LEVEL=0 {python_command(facts)} -c 'import tensorflow as tf; "
             "print(tf.config.list_physical_devices())'")
    yield Finding(
        severity=Severity.WARN,
        message=(f"uncertain whether TensorFlow finds {names}: the folder is on the RUNPATH of {objects}, "
                 f"not of {framework}, whose loader opens the CUDA libraries"),
        evidence=(*(_lib_evidence(lib) for lib in unsure), f"{framework} RUNPATH: {' '.join(facts.cuda.runpath)}"),
        fix=Fix("Uncertain: TensorFlow's own log decides it (`envcheck doctor` without --quick reads it). If it "
                f"says 'Cannot dlopen some GPU libraries' or that {names} could not be loaded, run "
                f"`export LD_LIBRARY_PATH={folders}:$LD_LIBRARY_PATH` before Python.", (check,)),
        subject="lib:cuda",
    )


@rule("CUDA002", "cuDNN older than the one TensorFlow was built with", requires=["tensorflow", "cuda_build"])
def cudnn_too_old(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The cuDNN found is older than the one TensorFlow was built with.

    The cuDNN loaded must have TensorFlow's major version and at least its minor; otherwise TensorFlow
    logs "Loaded runtime CuDNN library: X but source was compiled with: Y" and convolution and
    RNN ops fail.
    """
    match, installed = release(facts, tables), facts.cuda.cudnn_version
    if match is None or installed is None:
        return
    built = match.release.cudnn
    have, want = version_tuple(installed), version_tuple(built)
    if have[:1] != want[:1] or have[:2] >= want[:2]:
        return
    package = f"nvidia-cudnn-cu{version_tuple(match.release.cuda)[0]}"
    yield Finding(
        severity=Severity.ERROR,
        message=f"cuDNN {installed} is older than {built}, which TensorFlow {facts.tensorflow.version} was built with",
        evidence=(f"cuDNN {installed} read from {facts.cuda.cudnn_version_source}",),
        fix=Fix(f"Install cuDNN {built} or a newer {want[0]}.x.", (f"{pip(facts)} install '{package}>={built}'",)),
        subject="lib:libcudnn",
    )


def _cudnn_installed(facts: Facts) -> tuple[str | None, str | None]:
    """The cuDNN version in use, and the pip distribution that provides it (if any)."""
    wheel = next((d for d in facts.packages.distributions if d.name.startswith("nvidia-cudnn-cu")), None)
    if facts.cuda.cudnn_version:
        return facts.cuda.cudnn_version, wheel.name if wheel else None
    return (wheel.version, wheel.name) if wheel else (None, None)


@rule("CUDA003", "Installed cuDNN no longer supports a GPU here", requires=["tensorflow", "cuda_build", "gpus"])
def cudnn_drops_gpu(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Installed cuDNN no longer supports a GPU here.

    Releases of cuDNN from 9.11 on need compute capability 7.5 (Turing) or newer. The [and-cuda] extra of
    TensorFlow 2.20+ accepts any cuDNN 9, so pip installs the newest and Pascal or Volta
    cards (GTX 1050 Ti, GTX 1080 Ti, V100) lose cuDNN.
    """
    installed, wheel = _cudnn_installed(facts)
    match = release(facts, tables)
    if match is None:
        return
    major = version_tuple(wheel.removeprefix("nvidia-cudnn-cu") if wheel else match.release.cuda_build)[0]
    window = cudnn_window(tables, installed, major)
    if window is None:
        return
    for gpu in facts.driver.gpus:
        if gpu.compute_capability is None or cudnn_supports(tables, installed, gpu.compute_capability, major):
            continue
        last = cudnn_for_gpu(tables, gpu.compute_capability, major)
        package = wheel or f"nvidia-cudnn-cu{major}"
        spec = specifier(match.release.and_cuda, package, facts)
        lower = ",".join(str(s) for s in spec if s.operator in (">=", ">")) if spec else ""
        pin = ",".join(filter(None, (lower, f"<{last.cudnn_below}" if last and last.cudnn_below else "")))
        yield Finding(
            severity=Severity.ERROR,
            message=(f"GPU {gpu.index} ({gpu.name}): compute capability {gpu.compute_capability} is below the "
                     f"{window.min_compute_capability} that cuDNN {installed} supports, so convolutions and LSTMs "
                     "fail on it"),
            evidence=(f"cuDNN {installed}" + (f" from {wheel}" if wheel else ""),
                      f"GPU {gpu.index}: {gpu.name}, compute capability {gpu.compute_capability}"),
            fix=Fix(f"Pin a cuDNN that still supports compute capability {gpu.compute_capability}.",
                    (f"{pip(facts)} install '{package}{pin}'",) if wheel else ()),
            subject=f"gpu:{gpu.index}",
        )


@rule("CUDA004", "LD_LIBRARY_PATH shadows TensorFlow's pip CUDA libraries", requires=["tensorflow", "cuda_build"])
def ld_library_path_shadows_wheels(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """LD_LIBRARY_PATH shadows TensorFlow's pip CUDA libraries.

    The loader searches LD_LIBRARY_PATH before TensorFlow's RUNPATH, so a system CUDA listed
    there replaces the exact versions that `tensorflow[and-cuda]` installed as wheels.
    """
    for lib in facts.cuda.libraries:
        wheels = [p for p in lib.shadowed if f"{os.sep}nvidia{os.sep}" in p]
        if lib.found_via != "LD_LIBRARY_PATH" or not wheels:
            continue
        yield Finding(
            severity=Severity.WARN,
            message=f"{lib.soname} is taken from LD_LIBRARY_PATH ({lib.path}), ahead of the pip wheel's {wheels[0]}",
            evidence=(_lib_evidence(lib), f"LD_LIBRARY_PATH={facts.environment.get('LD_LIBRARY_PATH')}"),
            fix=Fix("Drop the system CUDA folders from LD_LIBRARY_PATH when using tensorflow[and-cuda].",
                    ("unset LD_LIBRARY_PATH",)),
            subject=f"lib:{lib.name}",
        )


@rule("CUDA005", "Optional CUDA libraries missing", requires=["tensorflow", "cuda_build"])
def optional_libraries_missing(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Optional CUDA libraries missing.

    Libraries outside TensorFlow's required set (CUPTI, NCCL) are loaded on demand; without
    them the profiler or multi-GPU all-reduce stop working, not the GPU itself.
    """
    match = release(facts, tables)
    if match is None or not _searched(facts):
        return
    needed = required_libraries(match.release)
    missing = [lib for lib in facts.cuda.libraries if lib.name not in needed and lib.path is None]
    required_missing = any(lib.name in needed and lib.path is None for lib in facts.cuda.libraries)
    if missing:
        install = (linux_pip_install(facts, facts.tensorflow.version),) if match.release.and_cuda else ()
        yield Finding(
            severity=Severity.INFO,
            message="not found: " + ", ".join(f"{lib.soname} ({_OPTIONAL_ROLE.get(lib.name, 'optional')})"
                                              for lib in missing),
            evidence=tuple(_lib_evidence(lib) for lib in missing),
            fix=Fix("Only needed for the features named"
                    + ("; CUDA001's fix installs them too." if required_missing else "."),
                    () if required_missing else install),
            subject="lib:cuda",
        )
