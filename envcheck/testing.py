"""Test doubles shipped with envcheck: a fake machine, a fake NVML, and facts built from defaults.

* ``FakeSystem(root)`` serves absolute paths from a folder (``/proc/x`` is ``root/proc/x``),
  canned command outputs, environment variables, libraries and an NVML binding.
* ``FakeNvml`` replays recorded NVML values, one dict per GPU.
* ``make_facts(**sections)`` builds Facts of a healthy Linux GPU machine, with overrides.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, NoReturn

import pynvml

from envcheck.engine import run_rule as _run_rule
from envcheck.errors import TargetPythonError
from envcheck.facts import (
    CudaFacts,
    CudaToolkit,
    Distribution,
    DriverFacts,
    EnvVar,
    Facts,
    GpuFacts,
    LibraryFacts,
    PackagesFacts,
    PciGpu,
    PlatformFacts,
    PythonFacts,
    TensorFlowFacts,
)
from envcheck.rules import REGISTRY
from envcheck.system import MAX_READ, CommandResult, Uname, read_regular, read_regular_at
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from envcheck.findings import RuleResult

__all__ = ["NOT_FOUND", "TIMEOUT", "FakeNvml", "FakeSystem", "NvmlHandle", "UnexpectedCommandError", "make_facts",
           "nvml_key", "run_rule"]

TIMEOUT = "timeout"  # a command value that makes FakeSystem.run time out
_WINDOWS_PATH = re.compile(r"[A-Za-z]:[\\/]")
NOT_FOUND = "not found"  # a command value for a program this machine does not have


class UnexpectedCommandError(BaseException):
    """A FakeSystem was asked to run a command the test did not give it.

    A BaseException, so that no ``except Exception`` in the code under test turns it into an answer.
    """


class _FakeProcess:
    """A canned command's answer, returned when it is waited for."""

    def __init__(self, name: str, answer: CommandResult | str) -> None:
        self.name, self.answer = name, answer

    def wait(self, timeout: float) -> CommandResult:
        """The canned result, a timeout, or "not found"."""
        if self.answer == NOT_FOUND:
            return CommandResult(None, error=f"{self.name}: No such file or directory")
        if self.answer == TIMEOUT:
            return CommandResult(None, error=f"{self.name} timed out after {timeout:g} s", timed_out=True)
        return self.answer if isinstance(self.answer, CommandResult) else CommandResult(0, stdout=self.answer)


class FakeSystem:
    """A machine made of a folder and canned answers."""

    def __init__(
        self,
        root: str | Path,
        *,
        env: Mapping[str, str] | None = None,
        commands: Mapping[str, CommandResult | str] | None = None,
        uname: Uname | None = None,
        glibc: str | None = "2.35",
        python: Mapping[str, Any] | None = None,
        libraries: Mapping[str, Any] | None = None,
        nvml: Any = None,  # noqa: ANN401 - a FakeNvml or any stand-in
    ) -> None:
        """Describe the fake machine; ``commands`` maps a joined argv to its result, TIMEOUT or NOT_FOUND.

        Running any other command raises UnexpectedCommandError: a test names every command it expects.
        """
        self.root = str(root)
        self._env = dict(env or {})
        self.commands = dict(commands or {})
        self._uname = uname or Uname("Linux", "6.8.0-45-generic", "x86_64")
        self._glibc = glibc
        self.python = dict(python or {})
        self.libraries = dict(libraries or {})
        self._nvml = nvml
        self.calls: list[str] = []  # commands run, in order
        self.envs: list[dict[str, str]] = []  # the environment each was started with

    def _path(self, path: str) -> str:
        if _WINDOWS_PATH.match(path):  # C:\Windows\System32 is root/C:/Windows/System32
            return self.root + "/" + path.replace("\\", "/")
        return self.root + path if path.startswith("/") else path

    @property
    def environ(self) -> Mapping[str, str]:
        """The fake environment."""
        return self._env

    def read_text(self, path: str, *, limit: int = MAX_READ) -> str | None:
        """Read a regular file of the fake tree (None when over ``limit`` bytes)."""
        data = self.read_bytes(path, limit=limit)
        return None if data is None else data.decode("utf-8", "replace")

    def read_bytes(self, path: str, *, limit: int = MAX_READ) -> bytes | None:
        """Read a regular file of the fake tree (None when over ``limit`` bytes)."""
        try:
            return read_regular(self._path(path), limit)
        except (OSError, ValueError):
            return None

    def read_at(self, path: str, offset: int, size: int) -> bytes | None:
        """Read part of a regular file of the fake tree."""
        try:
            return read_regular_at(self._path(path), offset, size)
        except (OSError, ValueError, OverflowError):
            return None

    def list_dir(self, path: str) -> tuple[str, ...]:
        """List a folder of the fake tree."""
        try:
            return tuple(sorted(os.listdir(self._path(path))))
        except OSError:
            return ()

    def is_file(self, path: str) -> bool:
        """Whether the fake tree has this file."""
        return os.path.isfile(self._path(path))

    def file_size(self, path: str) -> int | None:
        """The size of a file of the fake tree."""
        try:
            return os.stat(self._path(path)).st_size
        except OSError:
            return None

    def is_dir(self, path: str) -> bool:
        """Whether the fake tree has this folder."""
        return os.path.isdir(self._path(path))

    def realpath(self, path: str) -> str:
        """Resolve links inside the fake tree, answering in its own terms."""
        if _WINDOWS_PATH.match(path):  # no links on the fake Windows drive
            return path
        real = os.path.realpath(self._path(path))
        root = os.path.realpath(self.root)
        return real[len(root):] or "/" if real.startswith(root + os.sep) else path

    def run(self, argv: Sequence[str], *, timeout: float) -> CommandResult:
        """Answer from the canned commands."""
        return self.start(argv).wait(timeout)

    def start(self, argv: Sequence[str], *, env: Mapping[str, str] | None = None) -> _FakeProcess:
        """Start a canned command; ``env`` is kept in ``self.envs`` for the test to inspect."""
        key = " ".join(argv)
        self.calls.append(key)
        self.envs.append(dict(env or {}))
        if key not in self.commands:
            msg = f"FakeSystem was not given the command {key!r} (give it an answer, TIMEOUT or NOT_FOUND)"
            raise UnexpectedCommandError(msg)
        return _FakeProcess(str(argv[0]), self.commands[key])

    def uname(self) -> Uname:
        """The fake operating system."""
        return self._uname

    def glibc(self) -> str | None:
        """The fake C library version."""
        return self._glibc

    def describe_python(self, executable: str | None) -> dict[str, Any]:
        """The fake interpreter's self-description."""
        if executable is not None and executable != self.python.get("executable"):
            msg = f"cannot run {executable}: No such file or directory"
            raise TargetPythonError(msg)
        return dict(self.python)

    def load_library(self, name: str) -> Any:  # noqa: ANN401 - whatever the test registered
        """A registered fake library, else the loader's error."""
        if name not in self.libraries:
            msg = f"{name}: cannot open shared object file: No such file or directory"
            raise OSError(msg)
        return self.libraries[name]

    def nvml(self) -> Any:  # noqa: ANN401 - a FakeNvml
        """The fake NVML binding; ImportError when none was given."""
        if self._nvml is None:
            msg = "No module named 'pynvml'"
            raise ImportError(msg)
        return self._nvml


def nvml_key(call: str, args: Sequence[object]) -> str:
    """A recording's key for one call: ``"nvmlDeviceGetP2PStatus[gpu1, 0]"``; a GPU argument is ``gpuN``."""
    return f"{call}[{', '.join(map(str, args))}]" if args else call


class NvmlHandle:
    """A GPU handle of the fake binding: its index and its recorded answers."""

    def __init__(self, index: int, answers: Mapping[str, Any]) -> None:
        """Wrap one GPU's recorded answers."""
        self.index, self.answers = index, answers

    def __str__(self) -> str:
        """How a handle argument is written in a recording's keys."""
        return f"gpu{self.index}"


def _struct(value: Any) -> Any:  # noqa: ANN401 - any recorded answer
    """A recorded struct (a dict) as an object with attributes, nested structs and lists included."""
    if isinstance(value, dict):
        return SimpleNamespace(**{k: _struct(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_struct(v) for v in value]
    return value


def _raise(code: int) -> NoReturn:
    raise pynvml.NVMLError(code)  # the real class: a subclass per code, NVML's own message


def _answer(values: Mapping[str, Any], key: str) -> Any:  # noqa: ANN401 - any answer
    if key not in values:  # what NVML answers for a field this GPU or driver does not have
        _raise(pynvml.NVML_ERROR_NOT_SUPPORTED)
    value = values[key]
    if isinstance(value, dict) and set(value) == {"error"}:
        _raise(int(value["error"]))
    return _struct(value)


class FakeNvml:
    """Replays recorded NVML answers: the pynvml calls, by name, and what each returned.

    ``system`` holds the nvmlSystem* answers, each GPU dict the nvmlDevice* ones; a call that
    takes arguments is keyed with them (``nvml_key``): ``"nvmlDeviceGetTemperatureThreshold[1]"``,
    ``"nvmlDeviceGetP2PStatus[gpu1, 0]"``. A missing key answers NVML_ERROR_NOT_SUPPORTED;
    ``{"error": 15}`` raises pynvml's own error for that NVML return code (here GPU_IS_LOST), and a
    GPU dict with only "error" fails at nvmlDeviceGetHandleByIndex. ``tools/record_nvml.py`` writes
    recordings of a real binding in this format. A name the real pynvml does not have raises
    AttributeError, so a test cannot pass on a call the driver would never answer.
    """

    NVMLError = pynvml.NVMLError

    def __init__(self, *, system: Mapping[str, Any] | None = None, gpus: Sequence[Mapping[str, Any]] = (),
                 init_error: int | None = None) -> None:
        """Set the recorded answers, or the NVML return code nvmlInit fails with."""
        self.system, self.init_error = dict(system or {}), init_error
        self.gpus = tuple(dict(g) for g in gpus)
        self._handles = [NvmlHandle(i, g) for i, g in enumerate(self.gpus)]

    @classmethod
    def load(cls, path: str | Path) -> FakeNvml:
        """Read a recording kept as JSON: ``{"system": {...}, "gpus": [...], "init_error": null}``."""
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(system=data.get("system"), gpus=tuple(data.get("gpus", ())), init_error=data.get("init_error"))

    def nvmlInit(self) -> None:  # noqa: N802 - NVML's names
        """Start, or fail as recorded."""
        if self.init_error is not None:
            _raise(self.init_error)

    def nvmlShutdown(self) -> None:  # noqa: N802
        """Stop."""

    def nvmlDeviceGetCount(self) -> int:  # noqa: N802
        """How many GPUs were recorded."""
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index: int) -> NvmlHandle:  # noqa: N802
        """The GPU's handle, or its recorded error."""
        gpu = self.gpus[index]
        if set(gpu) == {"error"}:
            _raise(int(gpu["error"]))
        return self._handles[index]

    def __getattr__(self, name: str) -> Any:  # noqa: ANN401 - any pynvml function or constant
        """Every other pynvml call answers from the recording; NVML_* constants are pynvml's."""
        if not hasattr(pynvml, name):
            msg = f"pynvml has no {name!r}: the real binding would fail here"
            raise AttributeError(msg)
        if name.startswith("NVML_"):
            return getattr(pynvml, name)
        if name.startswith("nvmlSystem"):
            return lambda *args: _answer(self.system, nvml_key(name, args))
        if name.startswith("nvmlDevice"):
            return lambda handle, *args: _answer(handle.answers, nvml_key(name, args))
        msg = f"FakeNvml does not replay {name!r}"
        raise AttributeError(msg)


def _section(base: Any, override: Any) -> Any:  # noqa: ANN401 - any facts section
    if not isinstance(override, dict):  # a whole section: a dataclass, a tuple of results, or None
        return override
    nested = {"gpus": GpuFacts, "pci_gpus": PciGpu, "libraries": LibraryFacts, "distributions": Distribution,
              "variables": EnvVar, "toolkits": CudaToolkit}
    values = {k: tuple(v if dataclasses.is_dataclass(v) else nested[k](**v) for v in val) if k in nested else val
              for k, val in override.items()}
    return dataclasses.replace(base, **values)


_SITE = "/venv/lib/python3.11/site-packages"
_WHEELS = {"libcudart": "cuda_runtime", "libcublas": "cublas", "libcublasLt": "cublas", "libcufft": "cufft",
           "libcusolver": "cusolver", "libcusparse": "cusparse", "libcudnn": "cudnn", "libcupti": "cuda_cupti",
           "libnccl": "nccl"}


def _healthy() -> Facts:
    """A Linux machine where TensorFlow 2.21 from pip uses one RTX 4090."""
    rel = load_tables().release("2.21.0")
    assert rel is not None
    libs = tuple(
        LibraryFacts(name=name, soname=so,
                     path=f"{_SITE}/nvidia/{_WHEELS[name]}/lib/{so}", found_via="pip wheel (TensorFlow's RUNPATH)",
                     version=so.split(".so.")[1])
        for name, so in rel.release.sonames.items() if name in _WHEELS
    )
    dists = (("tensorflow", "2.21.0"), ("keras", "3.12.0"), ("numpy", "2.1.3"), ("protobuf", "6.31.1"),
             ("nvidia-cudnn-cu12", "9.3.0.75"))
    return Facts(
        envcheck_version="test",
        collected_at="2026-11-30T00:00:00+00:00",
        platform=PlatformFacts(system="Linux", release="6.8.0-45-generic", machine="x86_64",
                               distro="Ubuntu 24.04.1 LTS", glibc="2.39", cpu_model="AMD Ryzen 9 7950X",
                               cpu_flags=("sse4_1", "sse4_2", "avx", "avx2", "fma", "avx512f")),
        python=PythonFacts(version="3.11.9", implementation="cpython", executable="/venv/bin/python",
                           prefix="/venv", base_prefix="/usr", virtualenv=True, site_packages=(_SITE,),
                           sys_path=("/usr/lib/python311.zip", "/usr/lib/python3.11", _SITE)),
        packages=PackagesFacts(
            distributions=tuple(Distribution(name=n, version=v, location=_SITE, owns_tensorflow=n == "tensorflow",
                                             metadata_dir=f"{_SITE}/{n}-{v}.dist-info", record_files=100)
                                for n, v in dists),
            tensorflow_import_dir=_SITE, tensorflow_writer="tensorflow"),
        tensorflow=TensorFlowFacts(installed=True, version="2.21.0", distribution="tensorflow",
                                   location=f"{_SITE}/tensorflow", build_info_source="build_info.py",
                                   is_cuda_build=True, is_rocm_build=False, is_tensorrt_build=False,
                                   cuda_version="12.5.1", cudnn_version="9",
                                   compute_capabilities=rel.release.compute_capabilities),
        cuda=CudaFacts(libraries=libs, cudnn_version="9.3.0",
                       cudnn_version_source=f"{_SITE}/nvidia/cudnn/include/cudnn_version.h"),
        driver=DriverFacts(kernel_module_version="580.65.06", library_version="580.65.06", cuda_driver_version="13.0",
                           device_nodes=("/dev/nvidia0", "/dev/nvidiactl", "/dev/nvidia-uvm"),
                           pci_gpus=(PciGpu(bus_id="0000:01:00.0", device_id="2684", kernel_driver="nvidia"),),
                           gpus=(GpuFacts(index=0, name="NVIDIA GeForce RTX 4090",
                                          uuid="GPU-5f2e3a4b-8c1d-4e2f-9a0b-1c2d3e4f5a6b",
                                          pci_bus_id="00000000:01:00.0", compute_capability="8.9",
                                          memory_total_mib=24564),),
                           gpus_source="nvml"),
    )


def make_facts(**sections: Any) -> Facts:  # noqa: ANN401 - dicts or dataclasses per section
    """Healthy facts with some sections overridden: ``make_facts(driver={"gpus": ()})``."""
    base = _healthy()
    names = {f.name for f in dataclasses.fields(Facts)}
    values = {}
    for name, override in sections.items():
        if name not in names:
            msg = f"Facts has no section {name!r}"
            raise TypeError(msg)
        values[name] = _section(getattr(base, name), override)
    return dataclasses.replace(base, **values)


def run_rule(rule_id: str, facts: Facts) -> RuleResult:
    """Run one registered rule over facts with the bundled tables."""
    return _run_rule(REGISTRY[rule_id], facts, load_tables())

