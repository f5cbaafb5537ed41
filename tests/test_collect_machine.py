"""Collectors for CUDA libraries, the driver, the platform and the environment, over fake machines."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fakes import (
    LDCONFIG,
    NO_LDCONFIG,
    SITE,
    build_elf,
    cuda_toolkit,
    install,
    link,
    python_info,
    this_machine,
    write,
)

from envcheck.collect import collect, python_facts
from envcheck.collect.cuda import collect_cuda
from envcheck.collect.environment import REDACTED, collect_environment
from envcheck.collect.platform import collect_platform
from envcheck.compat import required_libraries
from envcheck.facts import TensorFlowFacts
from envcheck.system import CommandResult, Uname
from envcheck.tables import load_tables
from envcheck.testing import NOT_FOUND, FakeSystem

if TYPE_CHECKING:
    from pathlib import Path


def _tf(version: str) -> TensorFlowFacts:
    return TensorFlowFacts(installed=True, version=version, is_cuda_build=True)


def _libs(system: FakeSystem, version: str = "2.21.0", **info: Any) -> dict[str, Any]:
    facts = collect_cuda(system, python_facts(python_info(**info)), _tf(version), load_tables())
    return {lib.soname: lib for lib in facts.libraries} | {"_facts": facts}


# --- CUDA libraries -----------------------------------------------------------------------------


def test_this_machine_has_only_cuda_13_libraries(tmp_path: Path) -> None:
    libs = _libs(this_machine(tmp_path))
    cudart = libs["libcudart.so.12"]
    assert cudart.path is None
    assert "libcudart" in required_libraries(load_tables().newest)
    assert cudart.other_majors == ("/usr/local/cuda-13.0/lib/libcudart.so.13",)
    assert libs["_facts"].toolkits[0].version == "13.0"
    assert libs["libcudnn.so.9"].path is None


def test_pip_wheels_are_found_through_tensorflows_runpath(tmp_path: Path) -> None:
    for sub, soname, real in (("cuda_runtime", "libcudart.so.12", "libcudart.so.12"),
                              ("cudnn", "libcudnn.so.9", "libcudnn.so.9.3.0")):
        write(tmp_path, f"{SITE}/nvidia/{sub}/lib/{real}", "\x7fELF")
        if real != soname:
            link(tmp_path, f"{SITE}/nvidia/{sub}/lib/{soname}", real)
    write(tmp_path, f"{SITE}/nvidia/cudnn/include/cudnn_version.h",
          "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 3\n#define CUDNN_PATCHLEVEL 0\n")
    libs = _libs(FakeSystem(tmp_path, commands=NO_LDCONFIG))
    assert libs["libcudart.so.12"].found_via == "pip wheel (TensorFlow's RUNPATH)"
    assert libs["libcudnn.so.9"].version == "9.3.0"
    assert libs["_facts"].cudnn_version == "9.3.0"
    assert libs["_facts"].cudnn_version_source.endswith("cudnn_version.h")


def test_before_2_14_pip_wheels_are_not_searched(tmp_path: Path) -> None:
    write(tmp_path, f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.11.0", "\x7fELF")
    lib = _libs(FakeSystem(tmp_path, commands=NO_LDCONFIG), "2.13.0")["libcudart.so.11.0"]
    assert lib.path is None
    assert lib.unreachable == (f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.11.0",)


def test_toolkit_outside_the_loader_path_is_unreachable(tmp_path: Path) -> None:
    cuda_toolkit(tmp_path, "12.2", ("libcudart.so.12",), cudart=12020)
    lib = _libs(FakeSystem(tmp_path, commands=NO_LDCONFIG), "2.15.0")["libcudart.so.12"]
    assert lib.path is None
    assert lib.unreachable == ("/usr/local/cuda-12.2/lib64/libcudart.so.12",)


def test_ld_library_path_comes_before_the_wheels(tmp_path: Path) -> None:
    cuda_toolkit(tmp_path, "12.2", ("libcudart.so.12",), cudart=12020)
    write(tmp_path, f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.12", "\x7fELF")
    system = FakeSystem(tmp_path, env={"LD_LIBRARY_PATH": "/usr/local/cuda-12.2/lib64"}, commands=NO_LDCONFIG)
    lib = _libs(system)["libcudart.so.12"]
    assert (lib.path, lib.found_via) == ("/usr/local/cuda-12.2/lib64/libcudart.so.12", "LD_LIBRARY_PATH")
    assert lib.version == "12.0.96"
    assert lib.shadowed == (f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.12",)


def test_loader_cache_is_read_from_ldconfig(tmp_path: Path) -> None:
    cache = "2 libs found in cache\n\tlibcudnn.so.8 (libc6,x86-64) => /usr/lib/x86_64-linux-gnu/libcudnn.so.8\n"
    write(tmp_path, "/usr/lib/x86_64-linux-gnu/libcudnn.so.8.9.7", "\x7fELF")
    link(tmp_path, "/usr/lib/x86_64-linux-gnu/libcudnn.so.8", "libcudnn.so.8.9.7")
    write(tmp_path, "/usr/include/x86_64-linux-gnu/cudnn_version_v8.h",
          "#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 9\n#define CUDNN_PATCHLEVEL 7\n")
    libs = _libs(FakeSystem(tmp_path, commands={LDCONFIG: cache}), "2.15.0")
    assert libs["libcudnn.so.8"].found_via == "ldconfig cache"
    assert libs["_facts"].cudnn_version == "8.9.7"


def test_library_search_is_not_done_on_macos(tmp_path: Path) -> None:
    system = FakeSystem(tmp_path, uname=Uname("Darwin", "23.4.0", "arm64"))
    assert "Linux" in (_libs(system)["_facts"].error or "")


# --- platform and environment ---------------------------------------------------------------------


def test_platform_of_this_machine(tmp_path: Path) -> None:
    p = collect_platform(this_machine(tmp_path))
    assert (p.system, p.distro, p.container, p.wsl) == ("Linux", "Debian GNU/Linux 12 (bookworm)", "docker", False)
    assert p.cpu_flags is not None
    assert {"avx", "avx2", "fma"} <= set(p.cpu_flags)


def test_wsl_and_kubernetes(tmp_path: Path) -> None:
    write(tmp_path, "/proc/version", "Linux version 5.15.153.1-microsoft-standard-WSL2\n")
    p = collect_platform(FakeSystem(tmp_path, env={"KUBERNETES_SERVICE_HOST": "10.0.0.1"}))
    assert (p.wsl, p.container) == (True, "kubernetes")
    assert p.error == "/proc/cpuinfo could not be read"


def test_macos_flags_from_sysctl(tmp_path: Path) -> None:
    system = FakeSystem(tmp_path, uname=Uname("Darwin", "23.6.0", "x86_64"), commands={
        "sysctl -n machdep.cpu.brand_string": "Intel(R) Core(TM) i7-8850H CPU @ 2.60GHz\n",
        "sysctl -n machdep.cpu.features machdep.cpu.leaf7_features": "FPU SSE4.1 SSE4.2 AVX1.0\nAVX2 BMI1\n",
    })
    assert collect_platform(system).cpu_flags == ("sse4_1", "sse4_2", "avx", "avx2")


def test_environment_allow_list_and_redaction(tmp_path: Path) -> None:
    env = {"CUDA_VISIBLE_DEVICES": "0,1", "TF_FORCE_GPU_ALLOW_GROWTH": "true", "HOME": "/root",
           "TF_VAR_db_password": "hunter2", "TF_API_TOKEN": "abc", "AWS_SECRET_ACCESS_KEY": "x",
           "XLA_FLAGS": "--xla_gpu_cuda_data_dir=/usr/local/cuda",
           "NCCL_SOCKET_IFNAME": "eth0", "CUDA_PATH": "https://user:pw@example.com/cuda"}
    got = {v.name: v.value for v in collect_environment(FakeSystem(tmp_path, env=env)).variables}
    assert got == {"CUDA_VISIBLE_DEVICES": "0,1", "TF_FORCE_GPU_ALLOW_GROWTH": "true", "TF_API_TOKEN": REDACTED,
                   "XLA_FLAGS": "--xla_gpu_cuda_data_dir=/usr/local/cuda", "NCCL_SOCKET_IFNAME": "eth0",
                   "CUDA_PATH": f"https://{REDACTED}@example.com/cuda"}


def test_collect_never_raises_on_an_empty_machine(tmp_path: Path) -> None:
    facts = collect(FakeSystem(tmp_path, python=python_info(), commands=NO_LDCONFIG))
    assert not facts.tensorflow.installed
    assert facts.driver.gpus == ()


def test_failed_ldconfig_is_tolerated(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.21.0", {"tensorflow/__init__.py": ""})
    system = this_machine(tmp_path, commands={LDCONFIG: CommandResult(1, stderr="ldconfig: bad cache"),
                                              "ldconfig -p": NOT_FOUND})
    assert collect(system).cuda.libraries


def _installed_framework(root: Path, runpath: str, version: str = "2.16.1") -> TensorFlowFacts:
    """TensorFlow at SITE with a real libtensorflow_framework.so.2 whose RUNPATH is ``runpath``."""
    built = build_elf(root.parent, runpath=runpath)
    target = root / SITE.lstrip("/") / "tensorflow" / "libtensorflow_framework.so.2"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(built.read_bytes())
    return TensorFlowFacts(installed=True, version=version, is_cuda_build=True, location=f"{SITE}/tensorflow")


def test_the_frameworks_own_runpath_beats_the_tables(tmp_path: Path) -> None:
    """The tables say 2.16.1 reaches no pip cuDNN; a framework whose RUNPATH lists it is believed."""
    root = tmp_path / "tree"
    write(root, f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8", "\x7fELF")
    tf = _installed_framework(root, "$ORIGIN/../nvidia/cudnn/lib")
    facts = collect_cuda(FakeSystem(root, commands=NO_LDCONFIG), python_facts(python_info()), tf, load_tables())
    cudnn = next(lib for lib in facts.libraries if lib.name == "libcudnn")
    assert cudnn.path == f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8"
    assert cudnn.found_via == "pip wheel (TensorFlow's RUNPATH)"
    assert facts.runpath_source == f"{SITE}/tensorflow/libtensorflow_framework.so.2"
    assert facts.runpath == (f"{SITE}/nvidia/cudnn/lib",)
    assert any(n.startswith("libm.so") for n in facts.needed)


def test_a_wheel_folder_missing_from_the_runpath_is_unreachable(tmp_path: Path) -> None:
    """The tables say 2.17 reaches every pip wheel; a framework reaching only cuda_runtime is believed."""
    root = tmp_path / "tree"
    write(root, f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8", "\x7fELF")
    write(root, f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.12", "\x7fELF")
    tf = _installed_framework(root, "$ORIGIN/../nvidia/cuda_runtime/lib", "2.17.0")
    facts = collect_cuda(FakeSystem(root, commands=NO_LDCONFIG), python_facts(python_info()), tf, load_tables())
    libs = {lib.name: lib for lib in facts.libraries}
    assert libs["libcudart"].found_via == "pip wheel (TensorFlow's RUNPATH)"
    assert libs["libcudnn"].path is None
    assert libs["libcudnn"].unreachable == (f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8",)


def test_a_folder_only_libtensorflow_cc_lists_is_recorded_with_its_object(tmp_path: Path) -> None:
    """2.21's wheel: nvidia/cusolver is on libtensorflow_cc's RUNPATH, not on the framework's."""
    root = tmp_path / "tree"
    write(root, f"{SITE}/nvidia/cusolver/lib/libcusolver.so.11", "\x7fELF")
    write(root, f"{SITE}/nvidia/cudnn/lib/libcudnn.so.9", "\x7fELF")
    tf = _installed_framework(root, "$ORIGIN/../nvidia/cudnn/lib", "2.21.0")
    (tmp_path / "cc").mkdir()
    cc = build_elf(tmp_path / "cc", runpath="$ORIGIN/../nvidia/cusolver/lib")
    (root / SITE.lstrip("/") / "tensorflow" / "libtensorflow_cc.so.2").write_bytes(cc.read_bytes())
    facts = collect_cuda(FakeSystem(root, commands=NO_LDCONFIG), python_facts(python_info()), tf, load_tables())
    libs = {lib.name: lib for lib in facts.libraries}
    assert libs["libcusolver"].path is None
    assert libs["libcusolver"].unreachable == (f"{SITE}/nvidia/cusolver/lib/libcusolver.so.11",)
    assert libs["libcusolver"].other_runpath == ("libtensorflow_cc.so.2",)
    assert libs["libcudnn"].found_via == "pip wheel (TensorFlow's RUNPATH)"
    assert libs["libcudnn"].other_runpath == ()


def test_a_damaged_framework_falls_back_to_the_tables(tmp_path: Path) -> None:
    write(tmp_path, f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8", "\x7fELF")
    write(tmp_path, f"{SITE}/tensorflow/libtensorflow_framework.so.2", b"\x7fELF\x02\x01\x01" + b"\xff" * 40)
    tf = TensorFlowFacts(installed=True, version="2.17.0", is_cuda_build=True, location=f"{SITE}/tensorflow")
    facts = collect_cuda(FakeSystem(tmp_path, commands=NO_LDCONFIG), python_facts(python_info()), tf, load_tables())
    assert facts.runpath_source is None
    cudnn = next(lib for lib in facts.libraries if lib.name == "libcudnn")
    assert cudnn.found_via == "pip wheel (TensorFlow's RUNPATH)"


def test_2_16_1_runpath_does_not_reach_the_pip_cudnn(tmp_path: Path) -> None:
    """tensorflow/tensorflow#63362: 2.16.1's libtensorflow_framework RUNPATH reaches only cuda_runtime."""
    write(tmp_path, f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8", "\x7fELF")
    broken = _libs(FakeSystem(tmp_path, commands=NO_LDCONFIG), "2.16.1")["libcudnn.so.8"]
    assert broken.path is None
    assert broken.unreachable == (f"{SITE}/nvidia/cudnn/lib/libcudnn.so.8",)
    fixed = _libs(FakeSystem(tmp_path, commands=NO_LDCONFIG), "2.17.0")["libcudnn.so.8"]
    assert fixed.found_via == "pip wheel (TensorFlow's RUNPATH)"
