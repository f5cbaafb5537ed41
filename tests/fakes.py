"""Build fake machines (file trees + canned outputs) for collector and CLI tests.

Recorded inputs live in tests/data (see tests/data/README.md for where each came from).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from envcheck.collect.probe import _SCRIPT as PROBE_SCRIPT
from envcheck.explain import explain
from envcheck.system import CommandResult
from envcheck.testing import NOT_FOUND, FakeSystem

if TYPE_CHECKING:
    from types import ModuleType

DATA = Path(__file__).parent / "data"
TOOLS = Path(__file__).parent.parent / "tools"
SITE = "/venv/lib/python3.11/site-packages"
USER_SITE = "/home/user/.local/lib/python3.11/site-packages"
LDCONFIG = "/sbin/ldconfig -p"
NO_LDCONFIG = {LDCONFIG: NOT_FOUND, "ldconfig -p": NOT_FOUND}  # a machine without ldconfig


def tool(name: str) -> ModuleType:
    """A script of tools/ (tools/NAME.py) imported as a module."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def zipped(path: Path, files: dict[str, str]) -> Path:
    """A zip archive (a wheel) at ``path`` holding ``files`` (name -> text)."""
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def jsonl(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSON-lines data file (blank lines skipped)."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def read_as_labelled(row: dict[str, Any], causes: tuple[str, ...] | frozenset[str], *, any_case: bool = False) -> bool:
    """Whether explain's top answer to a labelled wording agrees with its label.

    A positive row: the top cause is the row's and its fix names every ``fix_mentions`` value (``any_case``: in any
    case); a negative row: no answer, or a top cause outside ``causes``.
    """
    found = explain(str(row["text"]))
    top = found[0] if found else None
    if not row["says"]:
        return top is None or top.cause not in causes
    fold = str.lower if any_case else str
    return top is not None and top.cause == row["cause"] and all(
        fold(str(m)) in fold(top.fix) for m in row.get("fix_mentions") or [])


def write(root: Path, path: str, text: str | bytes = "") -> Path:
    """Create a file of the fake tree (``path`` is absolute inside it; C:\\x is root/C:/x)."""
    target = root / path.replace("\\", "/").lstrip("/")
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        target.write_bytes(text)
    else:
        target.write_text(text)
    return target


def link(root: Path, path: str, to: str) -> None:
    """Create a symbolic link inside the fake tree (``to`` relative, as on disk)."""
    target = root / path.lstrip("/")
    target.parent.mkdir(parents=True, exist_ok=True)
    if not target.is_symlink():  # a machine may be rebuilt on the same tree
        target.symlink_to(to)


def _hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def install(root: Path, name: str, version: str, files: dict[str, str] | None = None, *,
            site: str = SITE, requires: tuple[str, ...] = (), missing: tuple[str, ...] = (),
            installer: str = "pip") -> None:
    """Install a distribution the way pip does: files, METADATA, INSTALLER and a RECORD.

    ``missing`` lists files that RECORD names but that are not written.
    """
    files = dict(files or {})
    dist_info = f"{name.replace('-', '_')}-{version}.dist-info"
    meta = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
            *(f"Requires-Dist: {r}" for r in requires), "", "long description"]
    rows = []
    for rel, text in files.items():
        write(root, f"{site}/{rel}", text)
        rows.append(f"{rel},{_hash(text.encode())},{len(text.encode())}")
    rows += [f"{rel},sha256=AAAA,1" for rel in missing]
    write(root, f"{site}/{dist_info}/METADATA", "\n".join(meta) + "\n")
    write(root, f"{site}/{dist_info}/INSTALLER", installer + "\n")
    rows += [f"{dist_info}/METADATA,,", f"{dist_info}/INSTALLER,,", f"{dist_info}/RECORD,,"]
    write(root, f"{site}/{dist_info}/RECORD", "\n".join(rows) + "\n")


def python_info(**overrides: Any) -> dict[str, Any]:
    """What collect/_interp.py prints for a virtualenv at /venv."""
    info: dict[str, Any] = {
        "version": "3.11.7", "implementation": "cpython", "executable": "/venv/bin/python",
        "prefix": "/venv", "base_prefix": "/usr/local", "site_packages": [SITE], "user_site": USER_SITE,
        "user_site_enabled": False, "conda": False, "bits": 64,
        "sys_path": ["/usr/local/lib/python311.zip", "/usr/local/lib/python3.11", SITE],
    }
    info.update(overrides)
    return info


def tensorflow_2_21(root: Path, *, site: str = SITE) -> None:
    """The pip wheel tensorflow 2.21.0 with its real build_info.py, and the packages it pairs with."""
    install(root, "tensorflow", "2.21.0", {
        "tensorflow/__init__.py": "# tensorflow 2.21.0\n",
        "tensorflow/python/platform/build_info.py": (DATA / "build_info_tf2.21.0.py").read_text(),
    }, site=site, requires=("numpy>=1.26.0", "protobuf<8.0.0,>=6.31.1", "keras>=3.12.0"))
    install(root, "keras", "3.15.1", {"keras/__init__.py": ""}, site=site)
    install(root, "numpy", "2.4.6", {"numpy/__init__.py": ""}, site=site)
    install(root, "protobuf", "7.36.2", {"google/protobuf/__init__.py": ""}, site=site)


def cuda_toolkit(root: Path, version: str, libs: tuple[str, ...], *, cudart: int) -> str:
    """A CUDA toolkit under /usr/local/cuda-<version> with real-style library links."""
    home = f"/usr/local/cuda-{version}"
    write(root, f"{home}/include/cuda_runtime_api.h", f"#define CUDART_VERSION  {cudart}\n")
    for soname in libs:
        write(root, f"{home}/lib/{soname}.0.96", "\x7fELF")
        link(root, f"{home}/lib/{soname}", f"{soname}.0.96")
    link(root, f"{home}/lib64", "lib")
    return home


def this_machine(root: Path, **system: Any) -> FakeSystem:
    """The development machine envcheck was written on, rebuilt as a fake tree.

    TensorFlow 2.21.0 (CUDA 12.5.1 build) in a virtualenv, a CUDA 13.0 toolkit in
    /usr/local/cuda-13.0 (registered with ldconfig; `ldconfig -p` output recorded there),
    no NVIDIA driver, no GPU, inside a Docker container on Debian 12. The runtime probe
    answers with what it printed there.
    """
    tensorflow_2_21(root)
    cuda_toolkit(root, "13.0", ("libcudart.so.13", "libcupti.so.13", "libnvvm.so.4"), cudart=13000)
    link(root, "/usr/local/cuda", "cuda-13.0")
    write(root, "/.dockerenv")
    write(root, "/etc/os-release", 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n')
    write(root, "/proc/cpuinfo", (DATA / "cpuinfo_xeon.txt").read_text())
    write(root, "/proc/version", "Linux version 6.18.44-fc-v657 (builder@sandboxing) #1 SMP PREEMPT_DYNAMIC\n")
    write(root, "/dev/null")
    probe = CommandResult(0, (DATA / "probe_tf2.21_cpu_stdout.txt").read_text(),
                          (DATA / "probe_tf2.21_cpu_stderr.txt").read_text(), seconds=3.1)
    options: dict[str, Any] = {
        "python": python_info(),
        "commands": {LDCONFIG: (DATA / "ldconfig-p_cuda13_no_driver.txt").read_text(),
                     f"/venv/bin/python {PROBE_SCRIPT}": probe},
    }
    options.update(system)
    return FakeSystem(root, **options)


def build_elf(folder: Path, *, runpath: str = "$ORIGIN/../nvidia/cudnn/lib:$ORIGIN/../../nvidia/cudnn/lib",
              new_dtags: bool = True) -> Path:
    """A tiny real shared object (needing libm) linked by the system's compiler; the test is skipped without one."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        pytest.skip("no C compiler to build an ELF object with")
    source, out = folder / "envcheck_x.c", folder / "libenvcheck_x.so"
    source.write_text("int envcheck_x(void) { return 1; }\n")
    tags = "--enable-new-dtags" if new_dtags else "--disable-new-dtags"
    subprocess.run([compiler, "-shared", "-fPIC", f"-Wl,{tags}", f"-Wl,-rpath,{runpath}", "-Wl,--no-as-needed",
                    "-lm", "-o", str(out), str(source)], check=True, capture_output=True, timeout=60)
    return out
