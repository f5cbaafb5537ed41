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
# The wheel's RUNPATH must reach the pip cuDNN from the library that dlopens it
# (libtensorflow_framework.so.2); 2.16.1's reaches only nvidia/cuda_runtime/lib.
RUNPATH_SOURCE = ("tf_wheel_evidence.json wheels['2.16.1'].rpaths (readelf of the wheel); "
                  "tensorflow/tensorflow#63362 (2.16.1 [and-cuda] sees no GPU)")
# Lines whose sonames exist only in part of their CUDA major: 2.4 loads libcusolver.so.10
# (TF_CUSOLVER_VERSION "10"), which CUDA 11.0 ships and 11.1+ renamed libcusolver.so.11.
CUDA_MAX = {"2.4": ("11.0", ("tf_dlopen_sonames.json 2.4 cuda_config_h TF_CUSOLVER_VERSION '10' (libcusolver.so.10); "
                            "CUDA 11.1 moved cuSOLVER to 11.x (libcusolver.so.11, as TF 2.5 loads)"))}
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


def _releases(ref: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    builds = _load(ref, "tf_builds.json")
    sonames = {r["tf_version"]: r for r in _load(ref, "tf_dlopen_sonames.json")["releases"]}
    rows = []
    for rel in builds["releases"]:
        line = rel["tf_version"]
        so = sonames[line]
        nvinfer = (so["linux_sonames"].get("libnvinfer") or "").startswith("libnvinfer.so.")
        cc = rel.get("cuda_compute_capabilities") or {}
        keras = rel.get("keras") or {}
        rows.append({
            "line": line,
            "inspected": rel["release_inspected"]["version"],
            "python": rel["python"],
            "requires_python": rel.get("requires_python_metadata"),
            "cuda": rel["cuda"],
            "cuda_build": rel.get("cuda_in_wheel") or rel["cuda"],
            "cudnn": rel["cudnn"],
            "cudnn_major": str(rel["cudnn"]).split(".")[0],
            "gpu_package": _gpu_package(rel["gpu_package"]["gpu_pip_package"]),
            "tensorflow_package_has_gpu": rel["gpu_package"].get("tensorflow_pkg_has_gpu", True),
            "and_cuda": rel.get("and_cuda_extra") or [],
            "keras": keras.get("requires_dist") or [],
            "keras_major": keras.get("keras_major"),
            "numpy": rel.get("numpy_constraint") or [],
            "numpy_max_major": 2 if _vtuple(line) >= NUMPY2_FROM else 1,
            "protobuf": rel.get("protobuf_constraint") or [],
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
            "sources": [*rel["sources"], "tf_dlopen_sonames.json: " + so["wheel"]]
            + ([AVX_SOURCE] if _vtuple(line) >= AVX_FROM else []),
            "patches": _patches(rel),
            **({"cuda_max": CUDA_MAX[line][0]} if line in CUDA_MAX else {}),
        })
        if line in CUDA_MAX:
            rows[-1]["sources"].append(CUDA_MAX[line][1])
    newer = builds["newer_than_2_21"]
    return rows, {
        "nightly": newer["tf_nightly_inspected"],
        "note": "tf-nightly 2.23 is still CUDA 12.5.1 / cuDNN 9 with the 2.21 sonames "
        "(tf_dlopen_sonames.json newer_than_2_21.summary).",
    }


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
    branches = [
        {"branch": int(r["branch"].lstrip("R")), "max_cuda": r["max_cuda_reported"], "basis": r["basis"]}
        for r in data["driver_branch_max_cuda"]["rows"]
    ]
    return {
        "toolkits": toolkits, "minor_version_families": families, "driver_branches": branches,
        "cudnn": CUDNN_ROWS, "wsl_kernels": WSL_KERNELS, "sources": data["_meta"]["sources"],
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
        "tensorflow.json": {"releases": releases, "newer": newer},
        "cuda.json": _cuda(ref),
        "compute_capability.json": _arch(ref),
        "gpus.json": _gpus(ref),
        "docker.json": {"tensorflow_images": DOCKER_IMAGES},
    }
    generated = _load(ref, "tf_builds.json")["generated"]  # the date of the sourced survey
    for name, body in tables.items():
        doc = {"schema": SCHEMA, "table": name.removesuffix(".json"), "generated": generated,
               "generated_from": str(ref.name), **body}
        (out / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
