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
NUMPY2_FROM = (2, 18)

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


def _releases(ref: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    builds = _load(ref, "tf_builds.json")
    sonames = {r["tf_version"]: r for r in _load(ref, "tf_dlopen_sonames.json")["releases"]}
    rows = []
    for rel in builds["releases"]:
        line = rel["tf_version"]
        so = sonames[line]
        cc = rel.get("cuda_compute_capabilities") or {}
        keras = rel.get("keras") or {}
        rows.append({
            "line": line,
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
            "numpy_max_major": None if _vtuple(line) >= NUMPY2_FROM else 1,
            "protobuf": rel.get("protobuf_constraint") or [],
            "compute_capabilities": [c.strip() for c in (cc.get("string") or "").split(",") if c.strip()],
            "sonames": {k: v for k, v in so["linux_sonames"].items() if v},
            "dlopen_check": so.get("dlopen_check_set") or [],
            "link_time": sorted({s for libs in (so.get("link_time_dt_needed") or {}).values() for s in libs}),
            "pip_cuda_runpath": bool(so.get("runpath_nvidia_entries")),
            "windows_native_gpu": bool(rel["platforms_gpu"].get("windows_native")),
            "macos_gpu": bool(rel["platforms_gpu"].get("macos_gpu")),
            "tensorrt_build": bool(rel.get("tensorrt_build")),
            "cpu_baseline": ["avx"] if _vtuple(line) >= AVX_FROM else [],
            "sources": [*rel["sources"], "tf_dlopen_sonames.json: " + so["wheel"]]
            + ([AVX_SOURCE] if _vtuple(line) >= AVX_FROM else []),
        })
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
        linux = _driver(row["linux_x86_64_min_driver"])
        if linux is None:
            continue
        toolkits.append({
            "toolkit": row["toolkit"], "release": row["release"], "linux_min_driver": linux,
            "windows_min_driver": _driver(row["windows_x86_64_min_driver"]),
            "sources": row["sources"],
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
        "cudnn": CUDNN_ROWS, "sources": data["_meta"]["sources"],
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


def _gpus(ref: Path) -> dict[str, Any]:
    data = _load(ref, "gpus.json")
    rows = []
    for g in data["gpus"]:
        names = [n.strip() for n in g["nvml_name"].split(" / ")]
        if g.get("nvml_name_older_drivers"):
            names.append(g["nvml_name_older_drivers"])
        dense = (g.get("tensor_tflops") or {}).get("dense") or {}
        memory, bandwidth = _per_name(g["memory_gib"], names), _per_name(g["memory_bandwidth_gbs"], names)
        # A row whose memory reads "16 or 32" covers one NVML name per size: split it.
        variants = [[n] for n in names] if len(set(memory)) > 1 else [names]
        for i, variant in enumerate(variants):
            rows.append({
                "key": g["key"] + (f"_{memory[i]:g}gb" if len(variants) > 1 else ""),
                "names": variant, "pci_device_id": g.get("pci_device_id"),
                "architecture": g["architecture"], "compute_capability": g["compute_capability"],
                "memory_gib": memory[i], "memory_bandwidth_gbs": bandwidth[i],
                "fp32_tflops": g["fp32_tflops"], "fp16_tflops": dense.get("fp16_fp32acc"),
                "bf16_tflops": dense.get("bf16"), "tf32_tflops": dense.get("tf32"),
                "pcie_gen": g.get("pcie_gen"), "pcie_width": g.get("pcie_max_link_width"),
                "sources": g["sources"],
            })
    return {"gpus": rows, "sources": data["_meta"]["sources"]}


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
    }
    generated = _load(ref, "tf_builds.json")["generated"]  # the date of the sourced survey
    for name, body in tables.items():
        doc = {"schema": SCHEMA, "table": name.removesuffix(".json"), "generated": generated,
               "generated_from": str(ref.name), **body}
        (out / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
