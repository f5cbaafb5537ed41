"""Regenerate compat_tables/*.json from the sourced survey in ../shared/reference/.

Run: ``python tools/build_compat_tables.py [REFERENCE_DIR [OUT_DIR]]`` (defaults:
../shared/reference beside the checkout, and the checkout's compat_tables/).
Every row keeps the sources the survey cites; values the survey marks as
unestablished stay ``null``. Hand-curated rows (cuDNN support windows, the CPU
baseline) carry their own sources here.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "compat_tables"
SCHEMA = 1

# TF >= 1.6 x86_64 wheels are built with AVX (tensorflow.org pip.md hardware
# requirements; tensorflow/tensorflow#17411 "Illegal instruction" reports).
AVX_FROM = (1, 6)
AVX_SOURCE = (
    'https://www.tensorflow.org/install/pip#hardware_requirements ("Starting with TensorFlow 1.6, binaries use '
    'AVX instructions which may not run on older CPUs"); tensorflow/tensorflow#17411'
)
# TF < 2.18 was compiled against the NumPy 1.x C ABI (tf_builds.json global_facts.numpy:
# "numpy 2.x first allowed by 2.18"); 2.14.0's metadata forgot the bound, the ABI did not.
# From 2.18 the wheels are built against NumPy 2 and run on 1.26+ and 2.x.
NUMPY2_FROM = (2, 18)
# tensorflow-gpu from 2.12 is an sdist whose setup.py raises on purpose (tf_builds.json gpu_package.
# tensorflow_gpu_alias: "tensorflow-gpu is removed"; tensorflow/tools/pip_package/redundant_tensorflow_gpu/setup.py).
GPU_PACKAGE_REMOVED = "tensorflow-gpu is removed"
# The package that has the Apple-silicon (macOS arm64) wheel: Apple's tensorflow-macos for 2.5-2.12 (its first
# release is 2.5.0), the tensorflow wheel itself from 2.13 (`pip install tensorflow` on an M1 gets 2.13.0rc0).
MACOS_ARM64_PACKAGE = (("tensorflow-macos", (2, 5)), ("tensorflow", (2, 13)))
MACOS_ARM64_SOURCE = ("https://pypi.org/project/tensorflow-macos/#history (2.5.0 first); tensorflow/tensorflow#60209 "
                      "('pip install tensorflow on an M1 machine will now install tensorflow==2.13.0rc0')")
# PyPI's tensorflow has Linux aarch64 wheels from 2.10 (built by AWS/Linaro as tensorflow-cpu-aws, which the
# tensorflow wheel requires on aarch64); none for 32-bit ARM.
AARCH64_FROM = (2, 10)
# PyPI's tensorflow has macOS x86_64 (Intel Mac) wheels up to 2.16: the 2.16.1 release notes say Mac x86 builds
# "will no longer be released as a Pip package from TF 2.17 onwards".
MACOS_X86_64_LAST = (2, 16)
MACOS_X86_64_SOURCE = ("GitHub release notes v2.16.1 ('Mac x86 users: Mac x86 builds are being deprecated and will no "
                       "longer be released as a Pip package from TF 2.17 onwards')")
AARCH64_SOURCE = ("tensorflow/tensorflow#57407 (r2.10 README: 'To install the current release on aarch64 cpu: pip "
                  "install tensorflow'); tensorflow/tensorflow#59731 (tensorflow-cpu-aws from 2.9.1, required by the "
                  "tensorflow aarch64 wheel); https://blog.tensorflow.org/2022/09/announcing-tensorflow-official-build-"
                  "collaborators.html")
# From 2.1 the Windows wheels are built with MSVC 2019 and need msvcp140_1.dll, which only the Visual C++ 2015-2019
# redistributable ships (tf_builds.json windows_native_docs_row.compiler: "MSVC 2019" from 2.1; up to 2.0 a missing
# DLL at import is a CUDA one of the GPU build).
MSVCP140_1_FROM = (2, 1)
MSVCP140_1_SOURCE = ("https://www.tensorflow.org/install/pip#windows-native ('Starting with the TensorFlow 2.1.0 "
                     "version, the msvcp140_1.dll file is required'); tensorflow/docs#1424; "
                     "tensorflow/tensorflow#35036 (self_check.py preload_check of build_info.msvcp_dll_name)")
# The wheel's RUNPATH must reach the pip cuDNN from the library that dlopens it
# (libtensorflow_framework.so.2); 2.16.1's reaches only nvidia/cuda_runtime/lib.
RUNPATH_SOURCE = ("tf_wheel_evidence.json wheels['2.16.1'].rpaths (readelf of the wheel); "
                  "tensorflow/tensorflow#63362 (2.16.1 [and-cuda] sees no GPU)")
# Lines whose sonames exist only in part of their CUDA major: 2.4 loads libcusolver.so.10
# (TF_CUSOLVER_VERSION "10"), which CUDA 11.0 ships and 11.1+ renamed libcusolver.so.11.
CUDA_MAX = {"2.4": ("11.0", ("tf_dlopen_sonames.json 2.4 cuda_config_h TF_CUSOLVER_VERSION '10' (libcusolver.so.10); "
                            "CUDA 11.1 moved cuSOLVER to 11.x (libcusolver.so.11, as TF 2.5 loads)"))}
# The Pythons of the Linux wheels TensorFlow's pip page linked for a release (its package URL table), where the
# tested-build table's "2.7, 3.3-3.x" names Pythons no wheel was published for: none for 3.3 from 1.10, none
# for 3.4 from 2.0. The page at each docs commit (github.com/tensorflow/docs site/en/install/pip.html).
PIP_PAGE_PYTHONS = {
    "1.10": (["2.7", "3.4", "3.5", "3.6"], "e89b2567b", "1.10.1"),
    "1.11": (["2.7", "3.4", "3.5", "3.6"], "120154068", "1.11.0"),
    "1.12": (["2.7", "3.4", "3.5", "3.6"], "50d0c3910", "1.12.0"),
    "1.13": (["2.7", "3.4", "3.5", "3.6", "3.7"], "a5056640c", "1.13.1"),
    "1.14": (["2.7", "3.4", "3.5", "3.6", "3.7"], "a52b9b317", "1.14.0"),
    "2.0": (["2.7", "3.5", "3.6", "3.7"], "7eae8588e", "2.0.0"),
}
# Patch releases whose build differs from their line's, beyond what the survey's patch notes say.
PATCHES: dict[str, list[dict[str, Any]]] = {
    "1.15": [{"versions": ["1.15.2", "1.15.3", "1.15.4", "1.15.5"], "tensorflow_package_has_gpu": False,
              "note": "from 1.15.2 the `tensorflow` package is CPU-only again (GPU: tensorflow-gpu), as before 1.15",
              "sources": [("tensorflow/tensorflow#36347 (maintainer: '1.15.2 uses `tensorflow_gpu` for GPU and "
                          "`tensorflow` for CPU')"), "tensorflow/tensorflow#36476"]}],
    "2.4": [{"versions": ["2.4.0"], "cpu_baseline": ["avx", "avx2"],
             "note": "2.4.0 was accidentally built with AVX2; 2.4.1 went back to AVX",
             "sources": [("tensorflow/tensorflow#45744 (maintainer: 'we accidentally built the official wheels "
                         "using AVX2')"), "tensorflow/tensorflow#45866",
                         "thoth-station/adviser#1616 ('TF 2.4.1 ... removes the AVX2 restriction')"]}],
    "2.16": [{"versions": ["2.16.1", "2.16.2"], "note": "2.16.1's libtensorflow_framework.so.2 RUNPATH reaches only "
              "nvidia/cuda_runtime/lib: the pip cuDNN, cuBLAS, cuFFT, cuSOLVER and cuSPARSE are not found unless on "
              "LD_LIBRARY_PATH; 2.16.2 has the same extra and was not inspected (assumed the same); fixed in 2.17.0",
              "sources": [RUNPATH_SOURCE]}],
}

# cuDNN support windows, from cuda_driver.json cudnn.major_summary (ids are its sources).
CUDNN_ROWS: list[dict[str, Any]] = [
    {"cudnn_from": "6.0", "cudnn_below": "7.0", "min_compute_capability": "3.0",
     "cuda_majors": ["7", "8"], "sources": ["CUDNN_ARCHIVE_COPY"]},
    {"cudnn_from": "7.0", "cudnn_below": "8.0", "min_compute_capability": "3.0",
     "cuda_majors": ["8", "9", "10"], "sources": ["CUDNN_ARCHIVE_COPY", "CUDNN_7_x"]},
    # cuDNN 8's oldest GPU depends on the CUDA it was built for: SM 3.0 in CUDA 10.2 builds, 3.5 in
    # CUDA 11 builds (8.0-8.5 matrices), 5.0 in the CUDA 12 builds (8.8, 8.9: "8.9.x lists CC 5.0-9.0").
    {"cudnn_from": "8.0", "cudnn_below": "9.0", "min_compute_capability": "3.0",
     "cuda_majors": ["10"], "sources": ["CUDNN_8_x", "CUDNN_ARCHIVE_COPY"],
     "note": "CUDA 10.2 builds keep SM 3.0."},
    {"cudnn_from": "8.0", "cudnn_below": "9.0", "min_compute_capability": "3.5",
     "cuda_majors": ["11"], "sources": ["CUDNN_8_x", "CUDNN_ARCHIVE_COPY"],
     "note": "CUDA 11 builds: SM 3.5 and newer."},
    {"cudnn_from": "8.8", "cudnn_below": "9.0", "min_compute_capability": "5.0",
     "cuda_majors": ["12"], "sources": ["CUDNN_8_x", "NIXPKGS_CUDNN"],
     "note": "CUDA 12 builds (8.8, 8.9): 8.9.x lists CC 5.0-9.0."},
    {"cudnn_from": "9.0", "cudnn_below": "9.11", "min_compute_capability": "5.0",
     "cuda_majors": ["11", "12"], "sources": ["CUDNN_9_x", "CUDNN_9_10_2"],
     "note": "9.10.2 marks Maxwell/Pascal/Volta deprecated."},
    {"cudnn_from": "9.11", "cudnn_below": None, "min_compute_capability": "7.5",
     "cuda_majors": ["12", "13"], "sources": ["CUDNN_9_17", "CUDNN_911_SECONDARY"],
     "note": "Verified at 9.17.0; that the drop happened exactly at 9.11.0 is from secondary sources."},
]

# The WSL 2 kernel CUDA on WSL needs (NVIDIA's CUDA on WSL User Guide, "WSL 2 System Requirements").
WSL_GUIDE = "https://docs.nvidia.com/cuda/archive/11.4.4/wsl-user-guide/index.html"
WSL_KERNELS: list[dict[str, Any]] = [
    {"min_kernel": "4.19.121", "need": "required",
     "note": "Ensure you are on the latest WSL Kernel or at least 4.19.121+", "sources": [WSL_GUIDE]},
    {"min_kernel": "5.10.16.3", "need": "recommended",
     "note": "5.10.16.3 or later for better performance and functional fixes",
     "sources": [WSL_GUIDE, "https://gist.github.com/Ayke/5f37ebdb84c758f57d7a3c8b847648bb"]},
]

# The first release of a container tool that gives a container NVIDIA GPUs in the way named: podman reads CDI device
# names (--device nvidia.com/gpu=all) from 4.1.0 (older ones stat them as paths); docker-compose accepts a service's
# GPU device reservation (deploy.resources.reservations.devices) from 1.28.0, and a service's `runtime:` in a file of
# any format version from 1.27.0 (which merged formats 2.x and 3.x; before it only 2.3+ files took the key).
CONTAINER_TOOLS: list[dict[str, Any]] = [
    {"tool": "podman", "feature": "cdi_devices", "min_version": "4.1.0",
     "sources": [("https://github.com/NVIDIA/nvidia-container-toolkit/issues/63 (NVIDIA: 'A podman version of at "
                  "least 4.1.0 would be required for native CDI support')"),
                 ("https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/cdi-support.html "
                  "(podman uses the CDI specification natively)")]},
    {"tool": "docker", "feature": "gpus_flag", "min_version": "19.03",
     "sources": [("https://docs.docker.com/engine/release-notes/19.03/ (19.03.0: 'Add --gpus flag')"),
                 ("https://github.com/tensorflow/tensorflow/pull/33367 (TensorFlow's docker README: `--gpus all` "
                  "'as Docker version 19.03 changed'; `--runtime=nvidia` before it)")]},
    {"tool": "docker-compose", "feature": "gpu_device_reservations", "min_version": "1.28.0",
     "sources": [("https://github.com/docker/compose/pull/7929 (Enable GPU access with DeviceRequests, released in "
                  "1.28.0)"),
                 ("https://github.com/docker/compose/issues/6691 ('Install docker-compose 1.28 and use deploy "
                  "section')")]},
    {"tool": "docker-compose", "feature": "runtime_in_every_format", "min_version": "1.27.0",
     "sources": [("https://github.com/docker/compose/releases/tag/1.27.0 ('Merged 2.x and 3.x Compose formats and "
                  "aligned with COMPOSE_SPEC schema')"),
                 ("https://github.com/docker/compose/issues/6691 (with docker-compose 1.27.0 and onward, `runtime` "
                  'works without a `version:`; 1.17.1 said "Unsupported config option for services.engine: '
                  "'runtime'\", upgrading to 1.27.4 solved it)")]},
]

# The cuDNN releases whose Windows DLLs need zlibwapi.dll, which cuDNN does not install: from 8.3 (the zlib step of
# cuDNN's Windows install guide) through 8.9, the last cuDNN 8 (whose cudnn_*64_8.dll parts explain reads).
CUDNN_WINDOWS_DLLS: list[dict[str, Any]] = [
    {"cudnn_from": "8.3", "cudnn_through": "8.9", "dll": "zlibwapi.dll",
     "sources": [("https://docs.nvidia.com/deeplearning/cudnn/archives/cudnn-890/install-guide/index.html "
                  "(Windows: 'Installing Zlib', zlibwapi.dll on PATH)"),
                 ("https://docs.nvidia.com/deeplearning/cudnn/archives/cudnn-830/install-guide/index.html "
                  "(the first with the zlib step)")]},
]

# The first Windows release build with GPU compute for WSL 2 (Windows 11 builds are 22000+; Insider builds from
# 20145 had it earlier, all above this one).
WSL_WINDOWS: list[dict[str, Any]] = [
    {"min_build": 19044, "release": "Windows 10 21H2",
     "sources": [("tf_builds.json global_facts.wsl2: https://www.tensorflow.org/install/pip 'TensorFlow with GPU "
                  "access is supported for WSL2 on Windows 10 19044 or higher'"),
                 ("https://learn.microsoft.com/en-us/windows/ai/directml/gpu-cuda-in-wsl (Windows 11 or Windows 10, "
                  "version 21H2)")]},
]

# The CUDA release whose ptxas first reads each PTX ISA version (NVIDIA's PTX ISA release history; the same
# table as NVIDIA's cuda-python cuda/bindings/utils/_ptx_utils.py).
PTX_RELEASES = ("https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#release-notes-ptx-release-history; "
                "NVIDIA cuda-python cuda/bindings/utils/_ptx_utils.py")
PTX_ISA: list[dict[str, Any]] = [
    {"isa": isa, "cuda": cuda, "sources": [PTX_RELEASES]}
    for isa, cuda in (("6.0", "9.0"), ("6.1", "9.1"), ("6.2", "9.2"), ("6.3", "10.0"), ("6.4", "10.1"),
                      ("6.5", "10.2"), ("7.0", "11.0"), ("7.1", "11.1"), ("7.2", "11.2"), ("7.3", "11.3"),
                      ("7.4", "11.4"), ("7.5", "11.5"), ("7.6", "11.6"), ("7.7", "11.7"), ("7.8", "11.8"),
                      ("8.0", "12.0"), ("8.1", "12.1"), ("8.2", "12.2"), ("8.3", "12.3"), ("8.4", "12.4"),
                      ("8.5", "12.5"), ("8.6", "12.7"), ("8.7", "12.8"), ("8.8", "12.9"), ("9.0", "13.0"),
                      ("9.1", "13.1"))
]

# The pip that reads the platform tags of TensorFlow's wheels (manylinux2014 on Linux; macOS 10.15+/11 tags).
PIP_PAGE = ("https://www.tensorflow.org/install/pip#software_requirements ('pip version 19.0 or higher for Linux "
            "(requires manylinux2014 support) and Windows. pip version 20.3 or higher for macOS')")
PIP_FLOORS: list[dict[str, Any]] = [
    {"platform": platform, "min_pip": pip, "sources": [PIP_PAGE]}
    for platform, pip in (("linux", "19.0"), ("windows", "19.0"), ("macos", "20.3"))
]

GH_ISSUES = "https://github.com/"
# The Pythons the wheels of TensorFlow distributions outside TensorFlow's own releases are built for, where pip
# finding none is the Python (the maintainers' word): Microsoft's DirectML builds of TensorFlow.
PLUGIN_WHEELS: list[dict[str, Any]] = [
    {"distribution": "tensorflow-directml", "python": ["3.5", "3.6", "3.7"],
     "note": "every release is TensorFlow 1.15 with DirectML (1.15.x.devYYMMDD)",
     "sources": [GH_ISSUES + "microsoft/DirectML/issues/38 (maintainer: 'TF 1.15 doesn't support Python 3.8 (even "
                 "in the official packages), so unfortunately neither do we. You'll need to use Python 3.5, 3.6, or "
                 "3.7')"]},
    {"distribution": "tensorflow-directml-plugin", "python": ["3.7", "3.8", "3.9", "3.10"],
     "note": "the plugin loads into tensorflow-cpu 2.10; its development is paused, so no later Python comes",
     "sources": [GH_ISSUES + "microsoft/tensorflow-directml-plugin/issues/358 (maintainer: 'please switch to python "
                 "3.7-3.10 until the next version of the plugin is released')",
                 GH_ISSUES + "MicrosoftDocs/windows-ai-docs/issues/119 (maintainer: 'tensorflow-directml-plugin "
                 "doesn't support 3.11, but you should be able to install it using python 3.10')"]},
]

# NVIDIA's Jetson software: which L4T (Jetson Linux) release each JetPack shipped, the CUDA and cuDNN it brings (a
# Jetson's CUDA is the JetPack's), and the folder of NVIDIA's wheel index with its TensorFlow builds (+nvYY.MM), whose
# `pip install --extra-index-url https://developer.download.nvidia.com/compute/redist/jp/v<folder>` NVIDIA's install
# guide gives. `null`: no source seen. A JetPack patch release with no folder of its own seen uses the folder of the
# release its L4T line's wheels are built on, as NVIDIA's l4t-tensorflow builds do (jetson-containers).
JP_ARCHIVE = "https://developer.nvidia.com/embedded/jetpack-archive"
JP_L4T = ("https://github.com/rbonghi/jetson_stats/blob/master/jtop/core/jetson_variables.py (NVIDIA_JETPACK, L4T "
          "release -> JetPack, from " + JP_ARCHIVE + ")")
JP_L4T_NV = ("https://github.com/dusty-nv/jetson-containers/blob/master/jetson_containers/l4t_version.py "
             "(get_jetpack_version: NVIDIA's Jetson containers' L4T -> JetPack table)")
JP_TORCH = ("https://forums.developer.nvidia.com/t/pytorch-for-jetson/72048 (NVIDIA: 'JetPack 4.4 (L4T R32.4.3)', "
            "'JetPack 5.0 (L4T R34.1) / JetPack 5.0.2 (L4T R35.1) / JetPack 5.1 (L4T R35.2.1) / JetPack 5.1.1 (L4T "
            "R35.3.1)', 'JetPack 5.1.2 (L4T R35.4.1)', 'JetPack 6.0 DP (L4T R36.2.0)')")
JP_ONE_CUDA = ("https://developer.nvidia.com/blog/simplifying-cuda-upgrades-for-nvidia-jetson-users/ ('NVIDIA JetPack "
               "is released on a rolling cadence with a single version of CUDA, typically being supported throughout "
               "each major release cycle (for example, NVIDIA JetPack 4.x or NVIDIA JetPack 5.x)'; from CUDA 11.8 a "
               "JetPack 5 can take a newer CUDA beside)")
JP4_TABLE = ("https://docs.nvidia.com/deeplearning/frameworks/install-tf-jetson-platform-release-notes/tf-jetson-rel.html"
             " (its JetPack table, as quoted in https://gist.github.com/Tiryoh/2b5dc1f86ab6bc3e6922e97a4c1ac2f2: "
             "4.4.1 L4T R32.4.4, 4.5 R32.5, 4.5.1 R32.5.1 cuDNN 8.0; 4.6 R32.6.1, 4.6.1 cuDNN 8.2.1; CUDA 10.2)")
JP463 = "https://developer.nvidia.com/jetpack-sdk-463 (JetPack 4.6.3: CUDA 10.2, cuDNN 8.2.1)"
JP461 = "https://developer.nvidia.com/jetpack-sdk-461 (JetPack 4.6.1 'includes ... L4T 32.7.1')"
JP5_TABLE = ("https://github.com/edgehook/Jetson-AI-task (JetPack / Jetson Linux / CUDA / cuDNN table from NVIDIA's "
             "archive: 5.1.2 35.4.1 CUDA 11.4.19 cuDNN 8.6.0; 5.1.1 35.3.1 the same)")
JP61 = ("https://pytorch.org/TensorRT/getting_started/jetpack.html ('JetPack 6.1 ... incorporates: CUDA 12.6 TensorRT "
        "10.3 cuDNN 9.3')")
JP_TF_GUIDE = ("https://docs.nvidia.com/deeplearning/frameworks/pdf/Install-TensorFlow-Jetson-Platform.pdf (pip3 "
               "install --extra-index-url https://developer.download.nvidia.com/compute/redist/jp/v$JP_VERSION "
               "tensorflow; NVIDIA's Jetson PyTorch guide names the same folders: JP_VERSION 'such as 461 for JetPack "
               "4.6.1 or 50 for JetPack 5.0')")
JP_TF_WHEELS = ("https://github.com/dusty-nv/jetson-containers/blob/master/packages/ml/tensorflow/config.py (NVIDIA's "
                "l4t-tensorflow wheels: jp/v461 1.15.5+nv22.1 and 2.7.0+nv22.1 for all of L4T 32.7, jp/v50 "
                "1.15.5+nv22.4 and 2.8.0+nv22.4, jp/v51 1.15.5+nv23.03 and 2.11.0+nv23.03 for L4T 35, jp/v60 "
                "2.16.1+nv24.06 for L4T 36)")
JP_V45 = ("https://github.com/dusty-nv/jetson-containers/blob/master/scripts/docker_build_ml.sh (its R32 builds: "
          "'TensorFlow 1.15.5 for JetPack 4.4/4.5': jp/v45/tensorflow/tensorflow-1.15.5+nv21.6)")
JP_V44 = ("https://gist.github.com/carlosedp/737cd2bca0c4e6d5341b1669d63816af (NVIDIA's Dockerfile 'TensorFlow (for "
          "JetPack 4.4 DP)': JP_VERSION=44, TF_VERSION=2.1.0, NV_VERSION=20.4 on l4t-base r32.4.2)")
JP_SEEN = ("https://developer.download.nvidia.com/compute/redist/jp/v{folder}/tensorflow/tensorflow-{wheel} "
           "(a wheel public install scripts fetch)")


def _seen(folder: str, wheel: str) -> str:
    return JP_SEEN.format(folder=folder, wheel=wheel + "-linux_aarch64.whl")


def _jp_row(jetpack: str, l4t: list[str], cuda: str | None, cudnn: str | None, folder: str | None, *,
            tf: list[str] | None = None, note: str = "", sources: list[str]) -> dict[str, Any]:
    return {"jetpack": jetpack, "l4t": l4t, "cuda": cuda, "cudnn": cudnn, "wheel_folder": folder,
            "tensorflow": tf or [], "note": note, "sources": sources}


_SHARED = "no folder of its own seen: the {folder} wheels, built for the same L4T line"
JP_PYTORCH_511 = ("https://docs.nvidia.com/deeplearning/frameworks/install-pytorch-jetson-platform/index.html "
                  "(jp/v511/pytorch/torch-2.0.0+nv23.05)")
JETPACK: list[dict[str, Any]] = [
    _jp_row("4.4", ["32.4.2", "32.4.3"], "10.2", None, "v44", tf=["2.1.0+nv20.4"],
            note="L4T 32.4.2 is JetPack 4.4's developer preview", sources=[JP_L4T, JP_TORCH, JP_ONE_CUDA, JP_V44]),
    _jp_row("4.4.1", ["32.4.4"], "10.2", "8.0", "v44", note=_SHARED.format(folder="v44"), sources=[JP_L4T, JP4_TABLE]),
    _jp_row("4.5", ["32.5.0"], "10.2", "8.0", "v45", tf=["1.15.4+nv20.12", "1.15.5+nv21.6"],
            sources=[JP_L4T, JP4_TABLE, JP_V45, _seen("45", "1.15.4+nv20.12-cp36-cp36m")]),
    _jp_row("4.5.1", ["32.5.1", "32.5.2"], "10.2", "8.0", "v45", note=_SHARED.format(folder="v45"),
            sources=[JP_L4T, JP4_TABLE, JP_V45]),
    _jp_row("4.6", ["32.6.1"], "10.2", "8.2.1", "v46", tf=["2.5.0+nv21.8"],
            sources=[JP_L4T, JP4_TABLE, _seen("46", "2.5.0+nv21.8-cp36-cp36m")]),
    _jp_row("4.6.1", ["32.7.1"], "10.2", "8.2.1", "v461", tf=["1.15.5+nv22.1", "2.7.0+nv22.1"],
            sources=[JP_L4T, JP461, JP4_TABLE, JP_TF_GUIDE, JP_TF_WHEELS]),
    *(_jp_row(f"4.6.{n}", [f"32.7.{n}"], "10.2", "8.2.1", "v461", note=_SHARED.format(folder="v461"),
              sources=[JP_L4T, JP_ONE_CUDA, JP463, JP_TF_WHEELS]) for n in range(2, 7)),
    _jp_row("5.0", ["34.1.0"], "11.4", None, "v50", tf=["1.15.5+nv22.4", "2.8.0+nv22.4"],
            note="a developer preview", sources=[JP_L4T, JP_TORCH, JP_ONE_CUDA, JP_TF_GUIDE, JP_TF_WHEELS]),
    _jp_row("5.0.1", ["34.1.1"], "11.4", None, "v50", note="a developer preview; " + _SHARED.format(folder="v50"),
            sources=[JP_L4T, JP_ONE_CUDA, JP_TF_WHEELS]),
    _jp_row("5.0.2", ["35.1.0"], "11.4", None, "v502", tf=["1.15.5+nv22.12", "2.10.0+nv22.10"],
            sources=[JP_L4T, JP_TORCH, JP_ONE_CUDA, _seen("502", "1.15.5+nv22.12-cp38-cp38")]),
    _jp_row("5.1", ["35.2.1"], "11.4", None, "v51", tf=["1.15.5+nv23.03", "2.11.0+nv23.03"],
            sources=[JP_L4T, JP_TORCH, JP_ONE_CUDA, JP_TF_WHEELS]),
    _jp_row("5.1.1", ["35.3.1"], "11.4", "8.6.0", "v511", sources=[JP_L4T, JP_TORCH, JP5_TABLE, JP_PYTORCH_511]),
    _jp_row("5.1.2", ["35.4.1"], "11.4", "8.6.0", "v512", tf=["2.12.0+nv23.06"],
            sources=[JP_L4T, JP_TORCH, JP5_TABLE, _seen("512", "2.12.0+nv23.06-cp38-cp38")]),
    *(_jp_row(jp, [l4t], "11.4", None, "v512", note=_SHARED.format(folder="v512"), sources=[JP_L4T, JP_ONE_CUDA])
      for jp, l4t in (("5.1.3", "35.5.0"), ("5.1.4", "35.6.0"))),
    _jp_row("6.0 DP", ["36.2.0"], "12.2", None, None, note="a developer preview",
            sources=[JP_L4T, JP_L4T_NV, JP_TORCH]),
    _jp_row("6.0", ["36.3.0"], "12.2", None, "v60", tf=["2.15.0+nv24.05", "2.16.1+nv24.06", "2.16.1+nv24.07"],
            sources=[JP_L4T, JP_L4T_NV, JP_TF_WHEELS, _seen("60", "2.15.0+nv24.05-cp310-cp310")]),
    _jp_row("6.1", ["36.4.0"], "12.6", "9.3", "v61", tf=["2.16.1+nv24.08"],
            sources=[JP_L4T, JP_L4T_NV, JP61, _seen("61", "2.16.1+nv24.08-cp310-cp310")]),
    _jp_row("6.2", ["36.4.3"], "12.6", None, None, sources=[JP_L4T, JP_L4T_NV]),
]

# ml_dtypes names TensorFlow's wheels register that later ml_dtypes releases removed (ml_dtypes' CHANGELOG.md).
ML_DTYPES_REMOVED: list[dict[str, Any]] = [
    {"name": "float8_e4m3b11", "last": "0.2.0", "removed_in": "0.3.0",
     "sources": [("https://github.com/jax-ml/ml_dtypes/blob/main/CHANGELOG.md (0.2.0: float8_e4m3b11 renamed "
                 "float8_e4m3b11fnuz, the old name kept until 0.3.0; 0.3.0: 'Removed deprecated name "
                 "ml_dtypes.float8_e4m3b11')")]},
]

# Requirements TensorFlow's later patch releases of a line added to what its first wheel (the one the release rows
# read) declares: the cap on protobuf below 3.20 of May 2022, backported to the maintained lines. `pip install
# 'tensorflow==2.8.*'` gets the newest patch, so a line is suggested for another package's range only with it.
PROTOBUF_CAP = ("https://github.com/tensorflow/tensorflow/pull/56196 (merged 2022-05-20: 'Add upper bound to protobuf "
                "in setup.py', protobuf >= 3.9.2, < 3.20, 'a temporary patch for now, to patch previous TF releases')")
PATCH_PINS: list[dict[str, Any]] = [
    {"line": "2.6", "requirement": "protobuf<3.20,>=3.9.2", "seen_in": "2.6.5",
     "sources": [PROTOBUF_CAP,
                 ("https://github.com/apache/tvm/pull/11523 (CI moved from TensorFlow 2.6.2 to 2.6.5 'due to a "
                  "breaking change in the protobuf package not being handled correctly by tensorflow dependencies "
                  "... This was fixed in 2.6.5')")]},
    {"line": "2.7", "requirement": "protobuf<3.20,>=3.9.2", "seen_in": "2.7.3",
     "sources": [PROTOBUF_CAP,
                 ("https://github.com/massquantity/LibRecommender/pull/221 (cites https://github.com/tensorflow/"
                  "tensorflow/blob/v2.7.3/tensorflow/tools/pip_package/setup.py#L98); pip: 'tensorflow 2.7.3 requires "
                  "protobuf<3.20,>=3.9.2'")]},
    {"line": "2.8", "requirement": "protobuf<3.20,>=3.9.2", "seen_in": "2.8.4",
     "sources": [PROTOBUF_CAP,
                 ("pip's check in public issues: 'tensorflow 2.8.4 requires protobuf<3.20,>=3.9.2, but you have "
                  "protobuf 3.20.3 which is incompatible'")]},
    {"line": "2.9", "requirement": "protobuf<3.20,>=3.9.2", "seen_in": "2.9.1",
     "sources": [PROTOBUF_CAP,
                 ("https://github.com/XanaduAI/MrMustard/pull/134 (TensorFlow 2.9.1, 'a release that has an upper "
                  "bound for protobuf in Tensorflow's setup.py'); https://github.com/tensorflow/tensorboard/pull/5726 "
                  "('Patch has been released as 2.9.1')")]},
]

# tensorflow-metal's release table (the description of https://pypi.org/project/tensorflow-metal/, tensorflow_metal
# 1.2.0's METADATA): the TensorFlow line each release plugs into and the macOS it needs. Up to 2.12 the TensorFlow is
# Apple's tensorflow-macos (the tensorflow wheel runs on Apple silicon from 2.13).
METAL_TABLE = ("https://pypi.org/project/tensorflow-metal/ (the release table in its description; "
               "tensorflow_metal-1.2.0 METADATA)")
METAL_PLUGINS: list[dict[str, Any]] = [
    {"tensorflow": line, "metal": metal, "macos": macos, "sources": [METAL_TABLE],
     "note": ("the TensorFlow is Apple's tensorflow-macos (the tensorflow wheel runs on Apple silicon from 2.13)"
              if tuple(map(int, line.split("."))) < (2, 13) else
              "the table prints v1.1.0 on its 2.18 row, 'Fixes compatibility with 2.18+ TF versions': released as 1.2.0"
              if line == "2.18" else "")}
    for line, metal, macos in (("2.5", "0.1.2", "12.0"), ("2.6", "0.2.0", "12.0"), ("2.7", "0.3.0", "12.0"),
                               ("2.8", "0.4.0", "12.0"), ("2.9", "0.5.0", "12.1"), ("2.10", "0.6.0", "12.1"),
                               ("2.11", "0.7.0", "12.1"), ("2.12", "0.8.0", "12.1"), ("2.13", "1.0.0", "12.1"),
                               ("2.14", "1.1.0", "12.1"), ("2.15", "1.1.0", "12.1"), ("2.16", "1.1.0", "12.1"),
                               ("2.17", "1.1.0", "12.1"), ("2.18", "1.2.0", "12.1"))
]
# The libtensorflow each tfjs-node(-gpu) release bundles: LIBTENSORFLOW_VERSION in tfjs-node/scripts/deps-constants.js,
# by the tfjs commit (and first release tag) of each change; before 1.2.8 the version lived elsewhere.
TFJS_NODE: list[dict[str, Any]] = [
    {"first": first, "libtensorflow": lib, "sources": [
        (f"https://github.com/tensorflow/tfjs/commit/{commit} (tfjs-node/scripts/deps-constants.js "
         f"LIBTENSORFLOW_VERSION, first in tfjs-v{first})")]}
    for first, lib, commit in (("1.2.8", "1.14.0", "f55946704"), ("1.5.0", "1.15.0", "02f09a3ee"),
                               ("3.4.0", "2.4.1", "a022fda66"), ("3.8.0", "2.5.0", "84dc0f630"),
                               ("3.10.0", "2.6.0", "4c35294f4"), ("3.12.0", "2.7.0", "c4bbc22af"),
                               ("3.19.0", "2.7.3", "466807fb3"), ("3.21.0", "2.9.1", "29d9be90b"))
]

# TensorFlow's add-ons: the TensorFlow each release of theirs pairs with. `versions` and `tensorflow` are PEP 440
# specifiers (on the add-on, on TensorFlow); `windows` whether PyPI has Windows wheels of it (null: no source says);
# `needs` other requirements the pairing takes. Each project's own statement, read at its release tags.
TFA_README = ("https://github.com/tensorflow/addons#python-op-compatibility-matrix (README 'Python Op Compatibility "
              "Matrix': the TensorFlow versions each release was tested against)")
TFA_EOL = ("https://github.com/tensorflow/addons/issues/2807 (README: 'TFA has entered a minimal maintenance and "
           "release mode until a planned end of life in May 2024')")
TFA_OPS = ("https://github.com/tensorflow/addons#c-custom-op-compatibility-matrix (README 'C++ Custom Op Compatibility "
           "Matrix': the TensorFlow each release's custom ops were built against)")
# tensorflow-addons: the README matrices name a line's last patch (0.17.1); patches of a line share its TensorFlow.
# (release, first and last TensorFlow line tested, the TensorFlow line its custom ops were built against)
TFA_LINES = (("0.6", "2.0", "2.0", "2.0"), ("0.7", "2.1", "2.1", "2.1"), ("0.8", "2.1", "2.1", "2.1"),
             ("0.9", "2.1", "2.2", "2.1"), ("0.10", "2.2", "2.2", "2.2"), ("0.11", "2.2", "2.3", "2.3"),
             ("0.12", "2.3", "2.4", "2.4"), ("0.13", "2.3", "2.5", "2.5"), ("0.14", "2.4", "2.6", "2.6"),
             ("0.15", "2.5", "2.7", "2.7"), ("0.16", "2.6", "2.8", "2.8"), ("0.17", "2.7", "2.9", "2.9"),
             ("0.18", "2.8", "2.10", "2.10"), ("0.19", "2.9", "2.11", "2.11"), ("0.20", "2.10", "2.12", "2.12"),
             ("0.21", "2.11", "2.13", "2.13"), ("0.22", "2.12", "2.14", "2.14"))


def _next_line(line: str) -> str:
    major, minor = line.split(".")
    return f"{major}.{int(minor) + 1}"


ADDONS: list[dict[str, Any]] = [
    *({"distribution": "tensorflow-addons", "versions": f"=={tfa}.*", "tensorflow": f">={low},<{_next_line(high)}",
       "ops_tensorflow": f"=={ops}.*", "windows": None, "needs": [], "note": "", "sources": [TFA_README, TFA_OPS]}
      for tfa, low, high, ops in TFA_LINES),
    # 0.23.0, the last release, is in neither matrix: its version.py gives the range; its release workflow built no
    # Windows wheels and says nothing of one TensorFlow for the custom ops (tests them with 2.15.0 only)
    {"distribution": "tensorflow-addons", "versions": "==0.23.*", "tensorflow": ">=2.13,<2.16", "ops_tensorflow": None,
     "windows": False, "needs": [], "note": "the last release: tensorflow-addons reached its end of life in May 2024",
     "sources": [("https://github.com/tensorflow/addons/blob/v0.23.0/tensorflow_addons/version.py "
                  "(INCLUSIVE_MIN_TF_VERSION 2.13.0, EXCLUSIVE_MAX_TF_VERSION 2.16.0)"),
                 (".github/workflows/release.yml at v0.23.0 ('Removing windows builds due to broken upstream package "
                  "https://github.com/tensorflow/tensorflow/issues/61830': macOS and Linux wheels only)"), TFA_EOL]},
]
# tensorflow-probability: _ensure_tf_install's required_tensorflow_version at each release branch (a floor only). Its
# releases up to 0.23 take tf.keras for Keras 2, which TensorFlow 2.16+ replaces with Keras 3 (import fails); 0.24
# is made for Keras 3's TensorFlow with tf-keras (its `[tf]` extra).
TFP_KERAS3 = ("https://github.com/tensorflow/probability/issues/1795 ('tensorflow 2.16.1 breaks tensorflow-probability "
              "with Keras 3.0 API'; maintainer: 'TFP 0.24.0 should work if TF 2.16.1 and TF Keras 2.16 are installed')")
TFP_FLOORS = (("0.5", "1.12.0"), ("0.6", "1.13.1"), ("0.7", "1.14"), ("0.8", "1.15"), ("0.9", "2.1"),
              ("0.10", "2.2"), ("0.11", "2.3"), ("0.12", "2.4"), ("0.13", "2.5"), ("0.14", "2.6"), ("0.15", "2.7"),
              ("0.16", "2.8"), ("0.17", "2.9"), ("0.18", "2.10"), ("0.19", "2.11"), ("0.20", "2.12"), ("0.21", "2.13"),
              ("0.22", "2.14"), ("0.23", "2.15"), ("0.24", "2.16"), ("0.25", "2.18"))
TFP_FOR_KERAS3 = 24  # 0.24


def _tfp_row(tfp: str, tf: str) -> dict[str, Any]:
    minor = int(tfp.split(".")[1])
    check = (f"https://github.com/tensorflow/probability/blob/r{tfp}/tensorflow_probability/"
             f"{'python/' if minor >= 12 else ''}__init__.py (_ensure_tf_install: "  # noqa: PLR2004 - moved in 0.12
             f"required_tensorflow_version = {tf!r})")
    if minor < TFP_FOR_KERAS3:
        return {"distribution": "tensorflow-probability", "versions": f"=={tfp}.*", "tensorflow": f">={tf},<2.16",
                "ops_tensorflow": None, "windows": None, "needs": [],
                "note": "takes tf.keras as Keras 2: not TensorFlow 2.16+ (Keras 3)",
                "sources": [check, TFP_KERAS3]}
    return {"distribution": "tensorflow-probability", "versions": f"=={tfp}.*", "tensorflow": f">={tf}",
            "ops_tensorflow": None, "windows": None, "needs": ["tf-keras>=2.16"],
            "note": "its layers run on tf-keras: `pip install 'tensorflow-probability[tf]'` brings it",
            "sources": [check, *([TFP_KERAS3] if minor == TFP_FOR_KERAS3 else []),
                        (f"https://github.com/tensorflow/probability/blob/v{tfp}.0/setup.py (extra 'tf': "
                         "'tensorflow >= 2.16', 'tf-keras >= 2.16')")]}


ADDONS += [_tfp_row(tfp, tf) for tfp, tf in TFP_FLOORS]
# tensorflow-text: release X.Y is made for TensorFlow X.Y (its setup.py's 'tensorflow>=X.Y.0, <X.Y+1' at each tag;
# README: 'for tensorflow==2.3.x use tensorflow_text==2.3.x'); after 2.10 only Linux x86-64 and Intel Mac wheels.
TEXT_README = ("https://github.com/tensorflow/text#readme ('you should specify the corresponding minor version of TF "
               "Text (eg. for tensorflow==2.3.x use tensorflow_text==2.3.x)')")
TEXT_NO_WINDOWS = ("https://github.com/tensorflow/text#readme ('After version 2.10, we will only be providing pip "
                   "packages for Linux x86_64 and Intel-based Macs')")
TEXT_WINDOWS_LAST = ("https://github.com/tensorflow/tensorflow/issues/72259 (a TensorFlow maintainer: "
                     "tensorflow-text's last Windows wheel is 2.10.0)")
TEXT_TAGS = (("1.15", "1.15.0", "v1.15.1"), ("2.0", "2.0.0", "v2.0.0"), ("2.1", "2.1.0", "v2.1.1"),
             ("2.2", "2.2.0", "v2.2.0"), ("2.3", "2.3.0", "v2.3.0"), ("2.4", "2.4.0", "v2.4.1"),
             ("2.5", "2.5.0", "v2.5.0"), ("2.6", "2.6.0", "v2.6.0"), ("2.7", "2.7.0", "v2.7.0"),
             ("2.8", "2.8.0", "v2.8.0"), ("2.9", "2.9.0", "v2.9.0"),
             ("2.10", "2.10.0", "v2.10.0"), ("2.11", "2.11.0", "v2.11.0"), ("2.12", "2.12.0", "v2.12.0"),
             ("2.13", "2.13.0", "v2.13.0"), ("2.14", "2.14.0", "v2.14.0"), ("2.15", "2.15.0", "v2.15.0"),
             ("2.16", "2.16.1", "v2.16.1"), ("2.17", "2.17.0", "v2.17.0"), ("2.18", "2.18.0", "v2.18.0"),
             ("2.19", "2.19.0", "v2.19.0"), ("2.20", "2.20.0", "v2.20.0"))
TEXT_WINDOWS_UNTIL = (2, 10)


def _text_row(line: str, low: str, tag: str) -> dict[str, Any]:
    key, below = tuple(map(int, line.split("."))), _next_line(line)
    setup = (f"https://github.com/tensorflow/text/blob/{tag}/oss_scripts/pip_package/setup.py "
             f"('tensorflow>={low}, <{below}')")
    windows = None if key < TEXT_WINDOWS_UNTIL else key == TEXT_WINDOWS_UNTIL  # unknown before 2.10's last ones
    return {"distribution": "tensorflow-text", "versions": f"=={line}.*", "tensorflow": f">={low},<{below}",
            "ops_tensorflow": f">={low},<{below}", "windows": windows, "needs": [],
            "note": "the last release with Windows wheels" if windows else "",
            "sources": [setup, TEXT_README, *([TEXT_NO_WINDOWS] if key >= TEXT_WINDOWS_UNTIL else []),
                        *([TEXT_WINDOWS_LAST] if windows else [])]}


ADDONS += [_text_row(*tag) for tag in TEXT_TAGS]
# tensorflow-decision-forests: the compatibility table in its known issues (each release is tied to one TensorFlow
# release: its custom ops link TensorFlow's C++ ABI); no Windows package; from 1.9.0 it requires tf_keras (setup.py).
TFDF_TABLE = ("https://github.com/tensorflow/decision-forests/blob/main/documentation/known_issues.md "
              "('Compatibility table'; 'TensorFlow Decision Forests is not yet available as a Windows Pip package')")
TFDF_PAIRS = (
    ("==1.12.0", "==2.19.0", "2.19"), ("==1.11.0", "==2.18.0", "2.17"), ("==1.10.0", "==2.17.0", "2.17"),
    ("==1.9.2", "==2.16.2", "2.16"), ("==1.9.1", "==2.16.1", "2.16"), ("==1.9.0", "==2.16.1", "2.16"),
    (">=1.8.0,<=1.8.1", "==2.15.0", ""), (">=1.6.0,<=1.7.0", "==2.14.0", ""), ("==1.5.0", "==2.13.0", ""),
    (">=1.3.0,<=1.4.0", "==2.12.0", ""), (">=1.1.0,<=1.2.0", "==2.11.0", ""),
    (">=1.0.0,<=1.0.1", ">=2.10.0,<=2.10.1", ""), (">=0.2.6,<=0.2.7", "==2.9.1", ""), ("==0.2.5", "==2.9.*", ""),
    ("==0.2.4", "==2.8.*", ""),
    (">=0.2.1,<=0.2.3", "==2.7.*", ""), (">=0.1.9,<=0.2.0", "==2.6.*", ""), (">=0.1.1,<=0.1.8", "==2.5.*", ""),
    ("==0.1.0", "==2.4.*", ""))


def _tfdf_row(versions: str, tf: str, keras: str) -> dict[str, Any]:
    setup = (f"https://github.com/tensorflow/decision-forests/blob/v{versions.removeprefix('==')}/configure/setup.py "
             f"('tf_keras~={keras}')")
    return {"distribution": "tensorflow-decision-forests", "versions": versions, "tensorflow": tf,
            "ops_tensorflow": tf, "windows": False,
            "needs": [f"tf-keras~={keras}"] if keras else [], "note": "",
            "sources": [TFDF_TABLE, *([setup] if keras else [])]}


ADDONS += [_tfdf_row(*pair) for pair in TFDF_PAIRS]
# tensorflow-io: the version table in its README (and tensorflow_io's version_ops.py `require` from 0.18); from 0.18
# it requires tensorflow-io-gcs-filesystem of its own version (setup.py). Windows wheels stop at 0.31.0: the build
# was disabled in 51941dd8 (tensorflow/io#1815; pip on Windows lists tensorflow-io-gcs-filesystem 0.23.1-0.31.0).
TFIO_README = ("https://github.com/tensorflow/io#tensorflow-version-compatibility (README 'TensorFlow Version "
               "Compatibility' table)")
TFIO_NO_WINDOWS = ("https://github.com/tensorflow/io/issues/1815 ('Pip only finds Windows binaries for 0.31.0'; "
                   "Windows builds disabled in commit 51941dd8); tensorflow/tensorflow#60202 (pip on Windows: "
                   "'from versions: 0.23.1, ... 0.31.0')")
TFIO_PAIRS = (("0.37.1", "==2.16.*"), ("0.37.0", "==2.16.*"), ("0.36.0", "==2.15.*"), ("0.35.0", "==2.14.*"),
                   ("0.34.0", "==2.13.*"), ("0.33.0", "==2.13.*"), ("0.32.0", "==2.12.*"), ("0.31.0", "==2.11.*"),
                   ("0.30.0", "==2.11.*"), ("0.29.0", "==2.11.*"), ("0.28.0", "==2.11.*"), ("0.27.0", "==2.10.*"),
                   ("0.26.0", "==2.9.*"), ("0.25.0", "==2.8.*"), ("0.24.0", "==2.8.*"), ("0.23.1", "==2.7.*"),
                   ("0.23.0", "==2.7.*"), ("0.22.0", "==2.7.*"), ("0.21.0", "==2.6.*"), ("0.20.0", "==2.6.*"),
                   ("0.19.1", "==2.5.*"), ("0.19.0", "==2.5.*"), ("0.18.0", "==2.5.*"), ("0.17.1", "==2.4.*"),
                   ("0.17.0", "==2.4.*"), ("0.16.0", "==2.3.*"), ("0.15.0", "==2.3.*"), ("0.14.0", "==2.2.*"),
                   ("0.13.0", "==2.2.*"), ("0.12.0", "==2.1.*"), ("0.11.0", "==2.1.*"), ("0.10.0", "==2.0.*"),
                   ("0.9.1", "==2.0.*"), ("0.9.0", "==2.0.*"), ("0.8.1", "==1.15.*"), ("0.8.0", "==1.15.*"),
                   ("0.7.2", "==1.14.*"), ("0.7.1", "==1.14.*"), ("0.7.0", "==1.14.*"), ("0.6.0", "==1.13.*"),
                   ("0.5.0", "==1.13.*"), ("0.4.0", "==1.13.*"), ("0.3.0", "==1.12.0"), ("0.2.0", "==1.12.0"),
                   ("0.1.0", "==1.12.0"))
TFIO_GCS_PINNED, TFIO_WINDOWS_LAST = (0, 18), (0, 31)


def _tfio_row(io: str, tf: str) -> dict[str, Any]:
    key = tuple(map(int, io.split(".")))[:2]
    pinned, last_windows = key >= TFIO_GCS_PINNED, key == TFIO_WINDOWS_LAST
    setup = (f"https://github.com/tensorflow/io/blob/v{io}/setup.py (install_requires tensorflow-io-gcs-filesystem "
             "of its own version)")
    return {"distribution": "tensorflow-io", "versions": f"=={io}", "tensorflow": tf, "ops_tensorflow": tf,
            "windows": True if last_windows else (False if key > TFIO_WINDOWS_LAST else None),
            "needs": [f"tensorflow-io-gcs-filesystem=={io}"] if pinned else [],
            "note": "the last release with Windows wheels" if last_windows else "",
            "sources": [TFIO_README, *([TFIO_NO_WINDOWS] if key >= TFIO_WINDOWS_LAST else []),
                        *([setup] if pinned else [])]}


ADDONS += [_tfio_row(io, tf) for io, tf in TFIO_PAIRS]


# What the official tensorflow/tensorflow GPU images (<version>-gpu, -gpu-jupyter) really do, as users
# reported them running on GPU hosts; an image not listed here is unverified. Up to 2.13 the images
# were built from tensorflow/tools/dockerfiles/dockerfiles/gpu.Dockerfile on an nvidia/cuda base with
# CUDA and cuDNN from NVIDIA's apt repository.
GH = "https://github.com/"
DOCKER_IMAGES: list[dict[str, Any]] = [
    {"versions": ["1.15.2"], "gpu": "works", "cudnn_major": None,
     "note": "1.15.2-gpu-py3 reported using the GPU on a GTX 1050 host",
     "sources": [GH + "tensorflow/tensorflow/issues/40972"]},
    {"versions": ["2.0.1"], "gpu": "works", "cudnn_major": None,
     "note": "2.0.1-gpu-py3 loads libcudart.so.10.0 and finds the GPU (GeForce MX110)",
     "sources": [GH + "tensorflow/tensorflow/issues/36758"]},
    {"versions": ["2.7.1"], "gpu": "works", "cudnn_major": None,
     "note": "reported working where 2.18.0-gpu registers no GPU",
     "sources": [GH + "tensorflow/tensorflow/issues/85689"]},
    {"versions": ["2.14.0"], "gpu": "works", "cudnn_major": None,
     "note": "reported working on the same host where 2.15.0-gpu fails",
     "sources": [GH + "tensorflow/tensorflow/issues/62412"]},
    {"versions": ["2.15.0"], "gpu": "fails", "cudnn_major": None,
     "note": "TensorFlow in the image finds no GPU although nvidia-smi does",
     "sources": [GH + "tensorflow/tensorflow/issues/62412"]},
    {"versions": ["2.15.0.post1"], "gpu": "works", "cudnn_major": None,
     "note": "used as a GPU base image for months (until an unpinned pip install replaced its TensorFlow)",
     "sources": [GH + "tensorflow/tensorflow/issues/63362"]},
    {"versions": ["2.17.0"], "gpu": "works", "cudnn_major": None,
     "note": "reported working where 2.18.0-gpu fails",
     "sources": [GH + "tensorflow/tensorflow/issues/62412"]},
    {"versions": ["2.18.0"], "gpu": "fails", "cudnn_major": "8",
     "note": "the image provides cuDNN 8 (libcudnn.so.8) but TensorFlow 2.18 loads libcudnn.so.9: "
             "'Cannot dlopen some GPU libraries'",
     "sources": [GH + "tensorflow/build/issues/217", GH + "tensorflow/tensorflow/issues/81344",
                 GH + "tensorflow/tensorflow/issues/62412"]},
    {"versions": ["2.19.0"], "gpu": "fails", "cudnn_major": None,
     "note": "latest-gpu (2.19) registers no GPU: its CUDA/cuDNN do not match what TensorFlow loads",
     "sources": [GH + "tensorflow/tensorflow/issues/94593", GH + "tensorflow/tensorflow/issues/62412"]},
]


# From 13.4 NVIDIA names only the "Corresponding Driver Branch" (the Linux driver is no longer bundled);
# a branch number is a floor every driver of that branch meets. 13.5's branch was not seen: null.
TOOLKIT_BRANCH = {"13.4": "615"}
TOOLKIT_BRANCH_SOURCE = "RN_13_4U1 ('Corresponding Driver Branch: R615'): any R615 driver"


def _load(ref: Path, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ref / name).read_text(encoding="utf-8"))
    return data


def _vtuple(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", text))


def _driver(value: str | None) -> str | None:
    match = re.match(r"\s*>=\s*([\d.]+)", value or "")
    return match.group(1) if match else None


def _gpu_package(raw: str) -> str:
    return "tensorflow-gpu" if raw.startswith("tensorflow-gpu") else raw


def _runpath_reaches_cudnn(so: dict[str, Any]) -> bool:
    """Whether libtensorflow_framework's RUNPATH reaches site-packages/nvidia/cudnn/lib."""
    entries = so.get("runpath_nvidia_entries") or {}
    framework = entries.get("libtensorflow_framework.so.2") or []
    return any(p.rstrip("/").endswith("nvidia/cudnn/lib") for p in framework)


def _patches(rel: dict[str, Any]) -> list[dict[str, Any]]:
    """Per-patch overrides: the survey's patch notes (extra, NumPy range) and the hand-sourced PATCHES."""
    line, rows = rel["tf_version"], []
    extras = rel.get("and_cuda_extra_patch_releases") or {}
    differences = rel.get("patch_release_differences") or {}
    for version in sorted({*extras, *differences}, key=_vtuple):
        row: dict[str, Any] = {"versions": [version]}
        if isinstance(extras.get(version), list):
            row["and_cuda"] = extras[version]
        if "numpy_constraint" in differences.get(version, {}):
            row["numpy"] = differences[version]["numpy_constraint"]
        row["sources"] = [(f"tf_builds.json {line} and_cuda_extra_patch_releases / patch_release_differences "
                          f"(the {version} wheel's METADATA, tf_wheel_evidence.json)")]
        rows.append(row)
    return rows + PATCHES.get(line, [])


def _declared(wheel: dict[str, Any], name: str) -> list[str]:
    """A wheel's requirement lines on one distribution, written `name<specifier>` ("typing-extensions~=3.7.4")."""
    wanted = re.sub(r"[-_.]+", "-", name).lower()
    lines = []
    for req in (wheel.get("meta") or {}).get("requires_dist") or []:
        match = re.match(r"\s*([A-Za-z0-9][\w.-]*)\s*\(?\s*([^();]*?)\s*\)?\s*(;.*)?$", req)
        if match and re.sub(r"[-_.]+", "-", match[1]).lower() == wanted:
            lines.append(wanted + match[2].replace(" ", "") + (f"; {match[3][1:].strip()}" if match[3] else ""))
    return lines


# The tested-build tables list cuDNN 7.4 for 1.13-2.0, but the 1.15 and 2.0 wheels ask for 7.6 at run time
# (cuda_dnn.cc: "Loaded runtime CuDNN library: 7.4.1 but source was compiled with: 7.6.0"): the cuDNN they need.
CUDNN_BUILT = {
    "1.15": ("7.6", ("https://github.com/tensorflow/tensorflow/issues/35376 (tensorflow-gpu==1.15.0: 'Loaded runtime "
                     "CuDNN library: 7.4.1 but source was compiled with: 7.6.0'); "
                     "https://github.com/jkjung-avt/hand-detection-tutorial/issues/37 (TF 1.15: '7.5.1 but source was "
                     "compiled with: 7.6.0')")),
    "2.0": ("7.6", ("https://www.cnblogs.com/wuliytTaotao/p/12169315.html ('TF 2.0 for Linux: Loaded runtime CuDNN "
                    "library: 7.4.1 but source was compiled with: 7.6.0')")),
}


def _releases(ref: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    builds = _load(ref, "tf_builds.json")
    wheels = _load(ref, "tf_wheel_evidence.json")["wheels"]
    sonames = {r["tf_version"]: r for r in _load(ref, "tf_dlopen_sonames.json")["releases"]}
    rows = []
    for rel in builds["releases"]:
        line = rel["tf_version"]
        so = sonames[line]
        nvinfer = (so["linux_sonames"].get("libnvinfer") or "").startswith("libnvinfer.so.")
        cc = rel.get("cuda_compute_capabilities") or {}
        keras = rel.get("keras") or {}
        gpu_removed = (rel["gpu_package"].get("tensorflow_gpu_alias") or "").startswith(GPU_PACKAGE_REMOVED)
        macos_arm64 = next((p for p, first in reversed(MACOS_ARM64_PACKAGE) if _vtuple(line) >= first), None)
        rows.append({
            "line": line,
            "inspected": rel["release_inspected"]["version"],
            "python": PIP_PAGE_PYTHONS[line][0] if line in PIP_PAGE_PYTHONS else rel["python"],
            "windows_python": (rel["platforms_gpu"].get("windows_native_docs_row") or {}).get("python") or [],
            "requires_python": rel.get("requires_python_metadata"),
            "cuda": rel["cuda"],
            "cuda_build": rel.get("cuda_in_wheel") or rel["cuda"],
            "cudnn": CUDNN_BUILT[line][0] if line in CUDNN_BUILT else rel["cudnn"],
            "cudnn_major": str(rel["cudnn"]).split(".")[0],
            "gpu_package": _gpu_package(rel["gpu_package"]["gpu_pip_package"]),
            "tensorflow_package_has_gpu": rel["gpu_package"].get("tensorflow_pkg_has_gpu", True),
            "and_cuda": rel.get("and_cuda_extra") or [],
            "keras": keras.get("requires_dist") or [],
            "keras_major": keras.get("keras_major"),
            "numpy": rel.get("numpy_constraint") or [],
            "numpy_max_major": 2 if _vtuple(line) >= NUMPY2_FROM else 1,
            "protobuf": rel.get("protobuf_constraint") or [],
            "ml_dtypes": rel.get("ml_dtypes_constraint") or [],
            # the inspected wheel's METADATA (tf_wheel_evidence.json): TensorFlow 2.4-2.6 pin typing-extensions
            # ~=3.7.4 and 2.13 <4.6.0; 2.4-2.6 pin wrapt ~=1.12.1, 2.12 and 2.14-2.15 <1.15
            "typing_extensions": _declared(wheels.get(rel["release_inspected"]["version"]) or {}, "typing-extensions"),
            "wrapt": _declared(wheels.get(rel["release_inspected"]["version"]) or {}, "wrapt"),
            # 1.13-2.15 require the tensorflow-estimator of their own minor (2.8 its nightly; 2.16 on, none)
            "estimator": _declared(wheels.get(rel["release_inspected"]["version"]) or {}, "tensorflow-estimator")
            or _declared(wheels.get(rel["release_inspected"]["version"]) or {}, "tf-estimator-nightly"),
            "compute_capabilities": [c.strip() for c in (cc.get("string") or "").split(",") if c.strip()],
            "sonames": {k: v for k, v in so["linux_sonames"].items() if v},
            "dlopen_check": so.get("dlopen_check_set") or [],
            "link_time": sorted({s for libs in (so.get("link_time_dt_needed") or {}).values() for s in libs}),
            "pip_cuda_runpath": _runpath_reaches_cudnn(so),
            "windows_native_gpu": bool(rel["platforms_gpu"].get("windows_native")),
            "macos_gpu": bool(rel["platforms_gpu"].get("macos_gpu")),
            # TF-TRT builds dlopen a versioned libnvinfer (1.7-1.12, 1.15-2.17); build_info says so from 2.5.
            "tensorrt_build": bool(rel.get("tensorrt_build")) or nvinfer,
            "cpu_baseline": ["avx"] if _vtuple(line) >= AVX_FROM else [],
            "tensorflow_gpu_package_empty": gpu_removed,
            "macos_arm64_package": macos_arm64,
            "aarch64_wheel": _vtuple(line) >= AARCH64_FROM,
            "macos_x86_64_wheel": _vtuple(line) <= MACOS_X86_64_LAST,
            "windows_msvcp140_1": _vtuple(line) >= MSVCP140_1_FROM,
            "sources": [*rel["sources"], "tf_dlopen_sonames.json: " + so["wheel"]]
            + ([CUDNN_BUILT[line][1]] if line in CUDNN_BUILT else [])
            + ([AVX_SOURCE] if _vtuple(line) >= AVX_FROM else [])
            + ([AARCH64_SOURCE] if _vtuple(line) >= AARCH64_FROM else [])
            + ([MACOS_ARM64_SOURCE] if macos_arm64 else [])
            + ([MACOS_X86_64_SOURCE] if _vtuple(line) > MACOS_X86_64_LAST else [])
            + ([MSVCP140_1_SOURCE] if _vtuple(line) >= MSVCP140_1_FROM else []),
            "patches": _patches(rel),
            **({"cuda_max": CUDA_MAX[line][0]} if line in CUDA_MAX else {}),
        })
        if line in CUDA_MAX:
            rows[-1]["sources"].append(CUDA_MAX[line][1])
        if line in PIP_PAGE_PYTHONS:
            _, commit, version = PIP_PAGE_PYTHONS[line]
            rows[-1]["sources"].append(f"python: github.com/tensorflow/docs@{commit} site/en/install/pip.html (the "
                                       f"{version} Linux wheels' URLs)")
    newer = builds["newer_than_2_21"]
    return rows, {
        "nightly": newer["tf_nightly_inspected"],
        "note": "tf-nightly 2.23 is still CUDA 12.5.1 / cuDNN 9 with the 2.21 sonames "
        "(tf_dlopen_sonames.json newer_than_2_21.summary).",
    }


# The toolkit of a minor-version family from which a library's soname changes, so that builds and toolkits on the
# two sides of it do not serve each other: CUDA 11.0 ships cuSOLVER as libcusolver.so.10 (which TensorFlow 2.4, built
# with 11.0, loads), 11.1 on ship libcusolver.so.11 (which builds for 11.1 on load: TensorFlow 2.5-2.14).
FAMILY_SPLIT_FROM = {"11": ("11.1", "cusolver", "TF_WHEEL_SONAMES")}
SPLIT_SOURCES = {"TF_WHEEL_SONAMES": {
    "title": ("The TensorFlow wheels' own CUDA sonames: 2.4's notes 'CUDA 11.0: cuSOLVER soname is still "
              "libcusolver.so.10'; 2.4's wheel loads libcusolver.so.10, 2.5's libcusolver.so.11"),
    "url": None, "how_seen": "../shared/reference/tf_builds.json and tf_dlopen_sonames.json (the wheels inspected)"}}


def _cuda(ref: Path) -> dict[str, Any]:
    data = _load(ref, "cuda_driver.json")
    toolkits = []
    for row in data["toolkit_driver_table"]["rows"]:
        branch = TOOLKIT_BRANCH.get(row["toolkit"])
        toolkits.append({
            "toolkit": row["toolkit"], "release": row["release"],
            "linux_min_driver": _driver(row["linux_x86_64_min_driver"]) or branch,
            "windows_min_driver": _driver(row["windows_x86_64_min_driver"]),
            "sources": row["sources"] + ([TOOLKIT_BRANCH_SOURCE] if branch else []),
        })
    families = []
    for major, fam in data["minor_version_compatibility"]["families"].items():
        families.append({
            "cuda_major": major.split(".")[0],
            "linux_min_driver": _driver(">=" + fam["linux_x86_64_min"].lstrip(">= ")) or "580",
            "windows_min_driver": _driver(">=" + fam["windows_min"]) if fam["windows_min"][0].isdigit() else None,
            "note": fam["note"], "sources": fam["sources"],
        })
        if (split := FAMILY_SPLIT_FROM.get(families[-1]["cuda_major"])) is not None:
            families[-1]["split_from"], families[-1]["split_library"] = split[0], split[1]
            families[-1]["sources"] = [*families[-1]["sources"], split[2]]
    branches = [
        {"branch": int(r["branch"].lstrip("R")), "max_cuda": r["max_cuda_reported"], "basis": r["basis"]}
        for r in data["driver_branch_max_cuda"]["rows"]
    ]
    return {
        "toolkits": toolkits, "minor_version_families": families, "driver_branches": branches,
        "cudnn": CUDNN_ROWS, "wsl_kernels": WSL_KERNELS, "wsl_windows": WSL_WINDOWS,
        "cudnn_windows_dlls": CUDNN_WINDOWS_DLLS,
        "ptx_isa": PTX_ISA, "sources": {**data["_meta"]["sources"], **SPLIT_SOURCES},
    }


def _arch(ref: Path) -> dict[str, Any]:
    data = _load(ref, "arch_cuda.json")
    rows = [{
        "compute_capability": r["compute_capability"], "architecture": r["architecture"],
        "first_cuda": r["first_cuda"], "last_cuda": r["last_cuda"],
        "tensor_cores": r["tensor_cores"],
        "tensor_types": [t for t, k in (("fp16", "fp16_tensor"), ("bf16", "bf16"), ("tf32", "tf32"),
                                         ("fp8", "fp8"), ("fp4", "fp4_fp6")) if r.get(k)],
        "mixed_precision_advice": r.get("mixed_precision_advice"),
        "sources": r["sources"],
    } for r in data["compute_capabilities"]]
    return {"compute_capabilities": rows, "sources": data["_meta"]["sources"]}


def _per_name(value: float | str | None, names: list[str]) -> list[float | None]:
    """One number per NVML name from "16 or 32" / "4000 / 4900" / 80 (the survey's notation)."""
    if value is None or isinstance(value, (int, float)):
        return [value] * len(names)
    numbers: list[float | None] = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", value)]
    return numbers if len(numbers) == len(names) else [numbers[0]] * len(names)


_CUDA_GPUS = ("NVIDIA 'CUDA GPUs - Compute Capability' table (https://developer.nvidia.com/cuda/gpus), as copied in "
              "Walter Lucetti's 'NVIDIA CUDA Compute Capability' tutorial")
_NAMING = ("NVML name: the product name as NVIDIA's driver spells it (open-gpu-kernel-modules README 'Compatible "
           "GPUs'; 'NVIDIA ' prefix since R450), observed in public nvidia-smi logs where noted")
# Corrections to survey rows: field -> value, with the evidence.
GPU_FIXES: dict[str, dict[str, Any]] = {
    "gh200": {"nvml_name": "NVIDIA GH200 480GB / NVIDIA GH200 144G HBM3e", "memory_gib": "96 or 144",
              "sources": ["NVML_NAMES_OBSERVED ('NVIDIA GH200 480GB', ~96-98 GB visible)", "OKM_README"]},
    "b200": {"fp32_tflops": 75, "memory_bandwidth_gbs": 7700,
             "sources": [("NVIDIA HGX B200 specification (8 GPUs: FP32 600 TFLOPS, HBM3e 62 TB/s); 80 TFLOPS / 8 TB/s "
                         "are GB200's"),
                         "pytorch/ao#4002 (B200 bus 7680 bit x 3996 MHz = 7.67 TB/s, from the driver)"]},
    "tesla_k80": {"fp32_tflops": 4.37,
                  "sources": [("gpus.json tesla_k80 notes: board 'up to 8.73 TFLOPS FP32 with GPU Boost', two GPUs "
                              "per board (2496 cores x 875 MHz x 2)")]},
    "rtx_2060": {"pci_device_id": "1E89/1F08", "sources": ["OKM_README (the survey's '...' dropped)"]},
    "rtx_2070": {"pci_device_id": "1F02/1F07", "sources": ["OKM_README (the survey's '...' dropped)"]},
}


def _gpu(key: str, names: list[str], cc: str, arch: str, memory: float | None, *, sources: list[str],
         pci: str | None = None, tensor_cores: bool | None = None) -> dict[str, Any]:
    """A GPU row the survey lacks: what identifies it; rates stay null (not established here)."""
    return {"key": key, "names": names, "pci_device_id": pci, "architecture": arch, "compute_capability": cc,
            "memory_gib": memory, "memory_bandwidth_gbs": None, "fp32_tflops": None, "fp16_tflops": None,
            "bf16_tflops": None, "tf32_tflops": None, "pcie_gen": None, "pcie_width": None,
            "tensor_cores": tensor_cores, "sources": [_CUDA_GPUS, _NAMING, *sources]}


_TU11X = "TU116/TU117 (GTX 16xx): Turing without tensor cores (NVIDIA Turing GTX 16 series; arch_cuda.json 7.5 advice)"
EXTRA_GPUS: list[dict[str, Any]] = [
    *(_gpu(f"gtx_{n.lower().replace(' ', '_')}", [f"NVIDIA GeForce GTX {n}"], "7.5", "Turing", m,
           tensor_cores=False, sources=[_TU11X])
      for n, m in (("1660 SUPER", 6), ("1660 Ti", 6), ("1660", 6), ("1650 SUPER", 4), ("1650", 4))),
    _gpu("gtx_1080", ["NVIDIA GeForce GTX 1080", "GeForce GTX 1080"], "6.1", "Pascal", 8, sources=[]),
    _gpu("tesla_p40", ["Tesla P40"], "6.1", "Pascal", 24, sources=[]),
    _gpu("tesla_m40", ["Tesla M40", "Tesla M40 24GB"], "5.2", "Maxwell", None, sources=[]),
    _gpu("tesla_m60", ["Tesla M60"], "5.2", "Maxwell", 8, sources=["8 GB per GPU, two GPUs per board"]),
    _gpu("a2", ["NVIDIA A2"], "8.6", "Ampere", 16, sources=[]),
    _gpu("a16", ["NVIDIA A16"], "8.6", "Ampere", 16, sources=["16 GB per GPU, four GPUs per board"]),
    *(_gpu(f"quadro_rtx_{n}", [f"Quadro RTX {n}"], "7.5", "Turing", m, sources=["OKM_README"])
      for n, m in (("8000", 48), ("6000", 24), ("5000", 16), ("4000", 8))),
    _gpu("h100_nvl", ["NVIDIA H100 NVL"], "9.0", "Hopper", 94, sources=["NVML_NAMES_OBSERVED ('NVIDIA H100 NVL')"]),
    _gpu("h200_nvl", ["NVIDIA H200 NVL"], "9.0", "Hopper", 141, sources=[]),
    _gpu("gb200", ["NVIDIA GB200"], "10.0", "Blackwell", None,
         sources=["nvidia-smi name 'NVIDIA GB200' in public benchmark logs (aarch64, driver 580.65.06)"]),
    _gpu("b300", ["NVIDIA B300", "NVIDIA B300 SXM6 AC"], "10.3", "Blackwell Ultra", 288, sources=[]),
    _gpu("gb300", ["NVIDIA GB300"], "10.3", "Blackwell Ultra", None, sources=[]),
    _gpu("rtx_pro_6000_blackwell", ["NVIDIA RTX PRO 6000 Blackwell Workstation Edition",
                                    "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition",
                                    "NVIDIA RTX PRO 6000 Blackwell Server Edition"], "12.0", "Blackwell", 96,
         sources=[]),
    *(_gpu(f"rtx_{n.lower().replace(' ', '_')}", [f"NVIDIA GeForce RTX {n}"], "12.0", "Blackwell", m,
           sources=["observed in public nvidia-smi logs" if n in ("5070 Ti", "5060 Ti") else "name by convention"])
      for n, m in (("5070 Ti", 16), ("5070", 12), ("5060 Ti", None), ("5060", 8), ("5050", 8))),
    _gpu("jetson_xavier", ["Xavier"], "7.2", "Volta", None,
         sources=["Jetson AGX Xavier / Xavier NX (integrated; no NVML, TensorFlow reports the device as 'Xavier')"]),
    _gpu("jetson_orin", ["Orin", "Orin (nvgpu)"], "8.7", "Ampere", None,
         sources=["Jetson AGX Orin / Orin NX / Orin Nano (integrated; nvidia-smi on JetPack 6 shows 'Orin (nvgpu)')"]),
    _gpu("gb10", ["NVIDIA GB10"], "12.1", "Blackwell", None, sources=["DGX Spark; unified memory"]),
]


# GPU names -> compute capability, as NVIDIA's "CUDA GPU Compute Capability" pages list them
# (gpu_names.json): per source, compute capability -> "; "-separated names. A trailing "*" (NVIDIA's
# footnote mark) is dropped; "[...]" is a variant NVML does not name apart ("GeForce GT 730 [DDR3,
# 128-bit]" is still "GeForce GT 730"), so a name listed under two compute capabilities is ambiguous.
NVIDIA_GPU_LISTS: dict[str, dict[str, str]] = {
    "NV_CUDA_GPUS": {  # the 2025 layout, the rows read (12.1 down to the first of 8.6)
        "12.1": "NVIDIA GB10",
        "12.0": ("NVIDIA RTX PRO 6000 Blackwell Server Edition; NVIDIA RTX PRO 4500 Blackwell Server Edition; "
                 "NVIDIA RTX PRO 6000 Blackwell Workstation Edition; "
                 "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition; NVIDIA RTX PRO 5000 Blackwell; "
                 "NVIDIA RTX PRO 4500 Blackwell; NVIDIA RTX PRO 4000 Blackwell; "
                 "NVIDIA RTX PRO 4000 Blackwell SFF Edition; NVIDIA RTX PRO 2000 Blackwell; GeForce RTX 5090; "
                 "GeForce RTX 5080; GeForce RTX 5070 Ti; GeForce RTX 5070; GeForce RTX 5060 Ti; GeForce RTX 5060; "
                 "GeForce RTX 5050"),
        "11.0": "Jetson T5000; Jetson T4000",
        "10.3": "NVIDIA GB300; NVIDIA B300",
        "10.0": "NVIDIA GB200; NVIDIA B200",
        "9.0": "NVIDIA GH200; NVIDIA H200; NVIDIA H100",
        "8.9": ("NVIDIA L4; NVIDIA L40; NVIDIA L40S; NVIDIA RTX 6000 Ada; NVIDIA RTX 5000 Ada; NVIDIA RTX 4500 Ada; "
                "NVIDIA RTX 4000 Ada; NVIDIA RTX 4000 SFF Ada; NVIDIA RTX 2000 Ada; GeForce RTX 4090; "
                "GeForce RTX 4080; GeForce RTX 4070 Ti; GeForce RTX 4070; GeForce RTX 4060 Ti; GeForce RTX 4060; "
                "GeForce RTX 4050"),
        "8.7": "Jetson AGX Orin; Jetson Orin NX; Jetson Orin Nano",
        "8.6": ("NVIDIA A40; NVIDIA A10; NVIDIA A16; NVIDIA A2; NVIDIA RTX A6000; NVIDIA RTX A5000; NVIDIA RTX A4000; "
                "NVIDIA RTX A3000; NVIDIA RTX A2000"),
    },
    "NV_LEGACY_GPUS": {  # the 2025 layout, the rows read (7.2 down to part of 5.0)
        "7.2": "Jetson AGX Xavier; Jetson Xavier NX",
        "7.0": "NVIDIA V100; Quadro GV100; NVIDIA TITAN V",
        "6.2": "Jetson TX2",
        "6.1": ("Tesla P40; Tesla P4; Quadro P6000; Quadro P5200; Quadro P5000; Quadro P4200; Quadro P4000; "
                "Quadro P3200; Quadro P3000; Quadro P2200; Quadro P2000; Quadro P1000; Quadro P620; Quadro P600; "
                "Quadro P500; Quadro P400; P620; P520; NVIDIA TITAN Xp; NVIDIA TITAN X; GeForce GTX 1080 Ti; "
                "GeForce GTX 1080; GeForce GTX 1070 Ti; GeForce GTX 1070; GeForce GTX 1060; GeForce GTX 1050"),
        "6.0": "Tesla P100; Quadro GP100",
        "5.3": "Jetson Nano",
        "5.2": ("Tesla M60; Tesla M40; Quadro M6000 24GB; Quadro M6000; Quadro M5000; Quadro M4000; Quadro M2000; "
                "Quadro M5500M; Quadro M2200; Quadro M620; GeForce GTX TITAN X; GeForce GTX 980 Ti; GeForce GTX 980; "
                "GeForce GTX 970; GeForce GTX 960; GeForce GTX 950; GeForce GTX 980M; GeForce GTX 970M; "
                "GeForce GTX 965M; GeForce 910M"),
        "5.0": ("Quadro K2200; Quadro K1200; Quadro K620; Quadro M1200; Quadro M520; Quadro M5000M; Quadro M4000M; "
                "Quadro M3000M; Quadro M2000M; Quadro M1000M; Quadro K620M; Quadro M600M; Quadro M500M; "
                "NVIDIA NVS 810; GeForce GTX 750 Ti; GeForce GTX 750; GeForce GTX 960M; GeForce GTX 950M; "
                "GeForce 940M"),
    },
    "NV_CUDA_GPUS_2024": {
        "9.0": "NVIDIA H100",
        "8.9": ("NVIDIA L4; NVIDIA L40; RTX 6000; GeForce RTX 4090; GeForce RTX 4080; GeForce RTX 4070 Ti; "
                "GeForce RTX 4060 Ti; GeForce RTX 4070; GeForce RTX 4060; GeForce RTX 4050"),
        "8.7": "Jetson AGX Orin; Jetson Orin NX; Jetson Orin Nano",
        "8.6": ("NVIDIA A40; NVIDIA A10; NVIDIA A16; NVIDIA A2; RTX A6000; RTX A5000; RTX A4000; RTX A3000; RTX A2000; "
                "GeForce RTX 3090 Ti; GeForce RTX 3090; GeForce RTX 3080 Ti; GeForce RTX 3080; GeForce RTX 3070 Ti; "
                "GeForce RTX 3070; GeForce RTX 3060 Ti; GeForce RTX 3060; GeForce RTX 3050 Ti; GeForce RTX 3050"),
        "8.0": "NVIDIA A100; NVIDIA A30",
        "7.5": ("NVIDIA T4; T1000; T600; T400; Quadro RTX 8000; Quadro RTX 6000; Quadro RTX 5000; Quadro RTX 4000; "
                "RTX 5000; RTX 4000; RTX 3000; T2000; T1200; T500; GeForce GTX 1650 Ti; NVIDIA TITAN RTX; "
                "GeForce RTX 2080 Ti; GeForce RTX 2080; GeForce RTX 2070; GeForce RTX 2060"),
        "7.2": "Jetson AGX Xavier; Jetson Xavier NX",
        "7.0": "NVIDIA V100; Quadro GV100; NVIDIA TITAN V",
        "6.2": "Jetson TX2",
        "6.1": ("Tesla P40; Tesla P4; Quadro P6000; Quadro P5000; Quadro P4000; Quadro P2200; Quadro P2000; "
                "Quadro P1000; Quadro P620; Quadro P600; Quadro P400; P620; P520; Quadro P5200; Quadro P4200; "
                "Quadro P3200; Quadro P3000; Quadro P500; NVIDIA TITAN Xp; NVIDIA TITAN X; GeForce GTX 1080 Ti; "
                "GeForce GTX 1080; GeForce GTX 1070 Ti; GeForce GTX 1070; GeForce GTX 1060; GeForce GTX 1050"),
        "6.0": "Tesla P100; Quadro GP100",
        "5.3": "Jetson Nano",
        "5.2": ("Tesla M60; Tesla M40; Quadro M6000 24GB; Quadro M6000; Quadro M5000; Quadro M4000; Quadro M2000; "
                "Quadro M5500M; Quadro M2200; Quadro M620; GeForce GTX TITAN X; GeForce GTX 980 Ti; GeForce GTX 980; "
                "GeForce GTX 970; GeForce GTX 960; GeForce GTX 950; GeForce GTX 980M; GeForce GTX 970M; "
                "GeForce GTX 965M; GeForce 910M"),
        "5.0": ("Quadro K2200; Quadro K1200; Quadro K620; Quadro M1200; Quadro M520; Quadro M5000M; Quadro M4000M; "
                "Quadro M3000M; Quadro M2000M; Quadro M1000M; Quadro K620M; Quadro M600M; Quadro M500M; "
                "NVIDIA NVS 810; GeForce GTX 750 Ti; GeForce GTX 750; GeForce GTX 960M; GeForce GTX 950M; "
                "GeForce 940M; GeForce 930M; GeForce GTX 850M; GeForce 840M; GeForce 830M; GeForce GTX 860M"),
        "3.7": "Tesla K80",
        "3.5": ("Tesla K40; Tesla K20; Quadro K6000; Quadro K5200; Quadro K610M; Quadro K510M; GeForce GTX TITAN Z; "
                "GeForce GTX TITAN Black; GeForce GTX TITAN; GeForce GTX 780 Ti; GeForce GTX 780; GeForce GT 730; "
                "GeForce GT 720; GeForce GT 705*; GeForce GT 640 [GDDR5]; GeForce 920M"),
        "3.0": ("Tesla K10; Quadro K5000; Quadro K4200; Quadro K4000; Quadro K2000; Quadro K2000D; Quadro K600; "
                "Quadro K420; Quadro 410; Quadro K6000M; Quadro K5200M; Quadro K5100M; Quadro K500M; Quadro K4200M; "
                "Quadro K4100M; Quadro K3100M; Quadro K2200M; Quadro K2100M; Quadro K1100M; NVIDIA NVS 510; "
                "GeForce GTX 770; GeForce GTX 760; GeForce GTX 690; GeForce GTX 680; GeForce GTX 670; "
                "GeForce GTX 660 Ti; GeForce GTX 660; GeForce GTX 650 Ti BOOST; GeForce GTX 650 Ti; GeForce GTX 650; "
                "GeForce GT 740; GeForce GTX 880M; GeForce GTX 870M; GeForce GTX 860M; GeForce GTX 780M; "
                "GeForce GTX 770M; GeForce GTX 765M; GeForce GTX 760M; GeForce GTX 680MX; GeForce GTX 680M; "
                "GeForce GTX 675MX; GeForce GTX 670MX; GeForce GTX 660M; GeForce GT 755M; GeForce GT 750M; "
                "GeForce GT 650M; GeForce GT 745M; GeForce GT 645M; GeForce GT 740M; GeForce GT 730M; "
                "GeForce GT 640M; GeForce GT 640M LE; GeForce GT 735M"),
        "2.1": ("NVIDIA NVS 315; NVIDIA NVS 310; NVS 5400M; NVS 5200M; NVS 4200M; GeForce GTX 560 Ti; "
                "GeForce GTX 550 Ti; GeForce GTX 460; GeForce GTS 450; GeForce GT 730 [DDR3, 128-bit]; "
                "GeForce GT 640 [GDDR3]; GeForce GT 630; GeForce GT 620; GeForce GT 610; GeForce GT 520; "
                "GeForce GT 440; GeForce GT 430; GeForce 820M; GeForce 800M; GeForce GTX 675M; GeForce GTX 670M; "
                "GeForce GT 635M; GeForce GT 630M; GeForce GT 625M; GeForce GT 720M; GeForce GT 620M; GeForce 710M; "
                "GeForce 705M; GeForce 610M; GeForce GTX 580M; GeForce GTX 570M; GeForce GTX 560M; GeForce GT 555M; "
                "GeForce GT 550M; GeForce GT 540M; GeForce GT 525M; GeForce GT 520MX; GeForce GT 520M; "
                "GeForce GTX 485M; GeForce GTX 470M; GeForce GTX 460M; GeForce GT 445M; GeForce GT 435M; "
                "GeForce GT 420M; GeForce GT 415M; GeForce 410M"),
        "2.0": ("Tesla C2075; Tesla C2050; Tesla C2070; Quadro Plex 7000; GeForce GTX 590; GeForce GTX 580; "
                "GeForce GTX 570; GeForce GTX 480; GeForce GTX 470; GeForce GTX 465; GeForce GTX 480M"),
    },
    "NV_LEGACY_GPUS_2024": {
        "3.2": "Tegra K1; Jetson TK1",
        "2.1": ("Quadro 2000; Quadro 2000D; Quadro 600; Quadro 4000M; Quadro 3000M; Quadro 2000M; Quadro 1000M; "
                "NVIDIA NVS 315; NVIDIA NVS 310; NVS 5400M; NVS 5200M; NVS 4200M; GeForce 710M; GeForce 410M"),
        "2.0": ("Tesla C2075; Tesla C2050; Tesla C2070; Tesla M2050; Tesla M2070; Tesla M2075; Tesla M2090; "
                "Quadro 6000; Quadro 5000; Quadro 4000; Quadro 4000 for Mac; Quadro Plex 7000; Quadro 5010M; "
                "Quadro 5000M"),
        "1.3": ("Tesla C1060; Tesla S1070; Tesla M1060; Quadro FX 5800; Quadro FX 4800; Quadro FX 4800 for Mac; "
                "Quadro FX 3800; Quadro CX; Quadro Plex 2200 D2; GeForce GTX 295; GeForce GTX 285; "
                "GeForce GTX 285 for Mac; GeForce GTX 280; GeForce GTX 275; GeForce GTX 260"),
        "1.2": ("Quadro 400; Quadro FX 380 Low Profile; NVIDIA NVS 300; Quadro FX 1800M; Quadro FX 880M; "
                "Quadro FX 380M; NVS 5100M; NVS 3100M; NVS 2100M; GeForce GT 240; GeForce GT 220*; GeForce 210*; "
                "GeForce GTS 360M; GeForce GTS 350M; GeForce GT 335M; GeForce GT 330M; GeForce GT 325M; "
                "GeForce GT 240M; GeForce G210M; GeForce 310M; GeForce 305M"),
        "1.1": ("Quadro FX 4700 X2; Quadro FX 3700; Quadro FX 1800; Quadro FX 1700; Quadro FX 580; Quadro FX 570; "
                "Quadro FX 470; Quadro FX 380; Quadro FX 370; Quadro FX 370 Low Profile; Quadro NVS 450; "
                "Quadro NVS 420; Quadro NVS 295; Quadro Plex 2100 D4; Quadro FX 3800M; Quadro FX 3700M; "
                "Quadro FX 3600M; Quadro FX 2800M; Quadro FX 2700M; Quadro FX 1700M; Quadro FX 1600M; "
                "Quadro FX 770M; Quadro FX 570M; Quadro FX 370M; Quadro FX 360M; Quadro NVS 320M; Quadro NVS 160M; "
                "Quadro NVS 150M; Quadro NVS 140M; Quadro NVS 135M; Quadro NVS 130M; GeForce GTS 250; "
                "GeForce GTS 150; GeForce GT 130*; GeForce GT 120*; GeForce G100*; GeForce 9800 GX2; "
                "GeForce 9800 GTX+; GeForce 9800 GTX; GeForce 9600 GSO; GeForce 9500 GT; GeForce 8800 GTS; "
                "GeForce 8800 GT; GeForce 8800 GS; GeForce 8600 GTS; GeForce 8600 GT; GeForce 8500 GT; "
                "GeForce 8400 GS; GeForce 9400 mGPU; GeForce 9300 mGPU; GeForce 8300 mGPU; GeForce 8200 mGPU; "
                "GeForce 8100 mGPU; GeForce GTX 285M; GeForce GTX 280M; GeForce GTX 260M; GeForce 9800M GTX; "
                "GeForce 8800M GTX; GeForce GTS 260M; GeForce GTS 250M; GeForce 9800M GT; GeForce 9600M GT; "
                "GeForce 8800M GTS; GeForce 9800M GTS; GeForce GT 230M; GeForce 9700M GT; GeForce 9650M GS; "
                "GeForce 9600M GS; GeForce 9500M GS; GeForce 8700M GT; GeForce 8600M GT; GeForce 8600M GS; "
                "GeForce 9500M G; GeForce 9300M G; GeForce 8400M GS; GeForce G210M; GeForce G110M; GeForce 9300M GS; "
                "GeForce 9200M GS; GeForce 9100M G; GeForce 8400M GT; GeForce G105M"),
        "1.0": ("Tesla C870; Tesla D870; Tesla S870; Quadro FX 5600; Quadro FX 4600; Quadro Plex 2100 S4; "
                "GeForce GT 420*; GeForce 8800 Ultra; GeForce 8800 GTX; GeForce GT 340*; GeForce GT 330*; "
                "GeForce GT 320*; GeForce 315*; GeForce 310*; GeForce 9800 GT; GeForce 9600 GT; GeForce 9400GT"),
    },
    # GPUs NVIDIA's pages do not list, as the device itself reported them (TensorFlow's "Found device"
    # line, like TT-Miner's device list, prints the compute capability the driver returns).
    "TF_47441": {"5.0": "GeForce MX130"},
    "TF_37198": {"5.0": "GeForce MX110"},
    "TF_42052": {"5.0": "GeForce 940MX"},
    "TF_36423": {"6.1": "GeForce MX230"},
    "TT_MINER_6": {"6.1": "GeForce GT 1030"},
    # the Tesla K20's boards as NVML names them (K20m passive, K20c active; K20X, its server part, passive):
    # all GK110, which NVIDIA's page lists as "Tesla K20", 3.5
    "MICROWAY_K20": {"3.5": "Tesla K20m; Tesla K20c; Tesla K20X; Tesla K20Xm"},
}
_SCRAPE = ("read in vic4key/nvidia-gpu-list {file} at commit 23915e5 (2024-03-19), a scheduled scrape of the "
           "page's tables (https://github.com/vic4key/nvidia-gpu-list)")
_TF_LOG = "TensorFlow's 'Found device 0 with properties' line in the issue: 'name: {name} computeCapability: {cc}'"
GPU_NAME_SOURCES: dict[str, dict[str, str]] = {
    "NV_CUDA_GPUS": {"title": "NVIDIA, CUDA GPU Compute Capability (2025 layout)",
                     "url": "https://developer.nvidia.com/cuda-gpus",
                     "how_seen": "the page as stored in the docs search corpus; rows 12.1 down to part of 8.6 read"},
    "NV_LEGACY_GPUS": {"title": "NVIDIA, Legacy CUDA GPU Compute Capability (2025 layout)",
                       "url": "https://developer.nvidia.com/cuda-legacy-gpus",
                       "how_seen": "the page as stored in the docs search corpus; rows 7.2 down to part of 5.0 read"},
    "NV_CUDA_GPUS_2024": {"title": "NVIDIA, CUDA GPUs - Compute Capability (before the 2025 redesign)",
                          "url": "https://developer.nvidia.com/cuda-gpus",
                          "how_seen": _SCRAPE.format(file="data/nvidia.com_cuda-gpus.json") + (
                              "; its 'GeForce GTX 860M' reads '3.0/5.0(**)'")},
    "NV_LEGACY_GPUS_2024": {"title": "NVIDIA, Legacy CUDA GPUs - Compute Capability (before the 2025 redesign)",
                            "url": "https://developer.nvidia.com/cuda-legacy-gpus",
                            "how_seen": _SCRAPE.format(file="data/nvidia.com_cuda-legacy-gpus.json")},
    **{f"TF_{n}": {"title": f"tensorflow/tensorflow#{n}", "url": f"{GH}tensorflow/tensorflow/issues/{n}",
                   "how_seen": _TF_LOG.format(name=name, cc=cc)}
       for n, name, cc in (("47441", "GeForce MX130", "5.0"), ("37198", "GeForce MX110", "5.0"),
                           ("42052", "GeForce 940MX", "5.0"), ("36423", "GeForce MX230", "6.1"))},
    "MICROWAY_K20": {"title": "Microway, NVIDIA Tesla K20 GPU Accelerator (Kepler GK110) Up Close",
                     "url": "https://www.microway.com/hpc-tech-tips/nvidia-tesla-k20-gpu-accelerator-kepler-gk110-up-close/",
                     "how_seen": ("the page as stored in the pages search corpus: K20 and K20X both GK110, "
                                  "'Passive (K20m) or active (K20c) heatsink options', nvidia-smi's 'Product Name : "
                                  "Tesla K20m'; 'Tesla K20Xm', NVML's name of the passive K20X, as nvidia-smi "
                                  "printed it in nanoporetech/dorado#498")},
    "TT_MINER_6": {"title": "TrailingStop/TT-Miner-release#6", "url": f"{GH}TrailingStop/TT-Miner-release/issues/6",
                   "how_seen": ("the miner's CUDA device list in the issue: 'NVIDIA GeForce GT 1030 2.000 GB ... SM: 3 "
                                "Compute: 6.1'")},
}


def _gpu_names() -> dict[str, Any]:
    """One row per (name, variant, compute capability), with every source that lists it."""
    rows: dict[tuple[str, str, str], dict[str, Any]] = {}
    for source, by_cc in NVIDIA_GPU_LISTS.items():
        for cc, names in by_cc.items():
            for listed in names.split("; "):
                found = re.fullmatch(r"(?P<name>[^[*]+?)\*?(?: \[(?P<variant>[^]]+)\])?", listed)
                if found is None:
                    msg = f"{source} {cc}: cannot read {listed!r}"
                    raise ValueError(msg)
                name, variant = found.group("name"), found.group("variant")
                row = rows.setdefault((name.casefold(), variant or "", cc), {
                    "names": [name], "compute_capability": cc, **({"variant": variant} if variant else {}),
                    "sources": []})
                if source not in row["sources"]:
                    row["sources"].append(source)
    return {"gpu_names": list(rows.values()), "sources": GPU_NAME_SOURCES}


def _gpus(ref: Path) -> dict[str, Any]:
    data = _load(ref, "gpus.json")
    rows = []
    for raw in data["gpus"]:
        fix = GPU_FIXES.get(raw["key"], {})
        g = {**raw, **{k: v for k, v in fix.items() if k != "sources"},
             "sources": raw["sources"] + fix.get("sources", [])}
        names = [n.strip() for n in g["nvml_name"].split(" / ")]
        if g.get("nvml_name_older_drivers") and g["nvml_name_older_drivers"] not in names:
            names.append(g["nvml_name_older_drivers"])
        dense = (g.get("tensor_tflops") or {}).get("dense") or {}
        memory, bandwidth = _per_name(g["memory_gib"], names), _per_name(g["memory_bandwidth_gbs"], names)
        pci = [p.strip() for p in (g.get("pci_device_id") or "").split(" / ")]
        # A row whose memory reads "16 or 32" covers one NVML name (and PCI id) per size: split it.
        variants = [[n] for n in names] if len(set(memory)) > 1 else [names]
        for i, variant in enumerate(variants):
            own_pci = pci[i] if len(variants) > 1 and len(pci) == len(variants) else g.get("pci_device_id")
            rows.append({
                "key": g["key"] + (f"_{memory[i]:g}gb" if len(variants) > 1 else ""),
                "names": variant, "pci_device_id": own_pci,
                "architecture": g["architecture"], "compute_capability": g["compute_capability"],
                "memory_gib": memory[i], "memory_bandwidth_gbs": bandwidth[i],
                "fp32_tflops": g["fp32_tflops"], "fp16_tflops": dense.get("fp16_fp32acc"),
                "bf16_tflops": dense.get("bf16"), "tf32_tflops": dense.get("tf32"),
                "pcie_gen": g.get("pcie_gen"), "pcie_width": g.get("pcie_max_link_width"),
                "tensor_cores": None, "sources": g["sources"],
            })
    return {"gpus": rows + EXTRA_GPUS, "sources": data["_meta"]["sources"]}


def main() -> None:
    """Write every table file."""
    ref = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "reference"
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else OUT  # noqa: PLR2004 - argv[2]
    releases, newer = _releases(ref)
    tables = {
        "tensorflow.json": {"releases": releases, "newer": newer, "metal_plugins": METAL_PLUGINS,
                            "tfjs_node": TFJS_NODE, "ml_dtypes_removed": ML_DTYPES_REMOVED,
                            "pip_floors": PIP_FLOORS, "plugin_wheels": PLUGIN_WHEELS, "patch_pins": PATCH_PINS,
                            "addons": ADDONS, "jetpack": JETPACK},
        "cuda.json": _cuda(ref),
        "compute_capability.json": _arch(ref),
        "gpus.json": _gpus(ref),
        "docker.json": {"tensorflow_images": DOCKER_IMAGES, "container_tools": CONTAINER_TOOLS},
        "gpu_names.json": _gpu_names(),
    }
    generated = _load(ref, "tf_builds.json")["generated"]  # the date of the sourced survey
    for name, body in tables.items():
        doc = {"schema": SCHEMA, "table": name.removesuffix(".json"), "generated": generated,
               "generated_from": str(ref.name), **body}
        (out / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
