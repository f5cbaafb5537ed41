"""RT003, RT004 and RT006 choose the fix from the cause they captured, and print commands a shell parses."""

from __future__ import annotations

import subprocess
from typing import TYPE_CHECKING

import pytest

from envcheck.facts import CudaToolkit, GpuFacts, ProbeFacts, ProbeGpu
from envcheck.tables import load_tables
from envcheck.testing import make_facts, run_rule
from envcheck.tflog import parse_log

if TYPE_CHECKING:
    from envcheck.facts import Facts
    from envcheck.findings import Fix

OK = ProbeFacts(ran=True, exit_code=0, version="2.21.0", built_with_cuda=True, logical_gpus=1, xla="ok",
                physical_gpus=(ProbeGpu(name="/physical_device:GPU:0", device_name="NVIDIA GeForce RTX 4090",
                                        compute_capability="8.9"),))
PY = "/venv/bin/python"
# Lines as TensorFlow prints them (shared/reference/tf_log_messages.md; public logs).
DLOPEN = ("I0000 00:00:1739486925.821562  176814 dso_loader.cc:144] Could not load dynamic library 'libcudnn.so.9'; "
          "dlerror: libcudnn.so.9: cannot open shared object file: No such file or directory\n"
          "W0000 00:00:1739486925.821562  176814 gpu_device.cc:2344] Cannot dlopen some GPU libraries.")
MISMATCH = ("E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 535.104.5 does not match DSO "
            "version 535.129.3 -- cannot find working devices in this configuration")
CUINIT = "E0000 00:00:1712345678.123456  1234 cuda_executor.cc:1] failed call to cuInit: {}"
IGNORED = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1721] Ignoring visible gpu device (device: 0, "
           "name: NVIDIA GeForce GTX 980, pci bus id: 0000:01:00.0, compute capability: 5.2) with Cuda compute "
           "capability 5.2. The minimum required Cuda capability is 6.0.")
CUDNN_OLD = ("E0000 00:00:1739486925.821562  176814 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source "
             "was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor "
             "version.")
UNSUPPORTED_PTX = "E0000 00:00:1739486925.821562  176814 gpu_kernel.cc:1] CUDA_ERROR_UNSUPPORTED_PTX_VERSION"
PTX_JIT = ("W0000 00:00:1739486925.821562  176814 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel "
           "binaries compatible with compute capability 8.9. CUDA kernels will be jit-compiled from PTX")
OOM = "E0000 00:00:1739486925.821562  176814 cuda_driver.cc:1] failed to allocate 22.36G (24011145216 bytes)"
SITE_NVCC = "/venv/lib/python3.11/site-packages/nvidia/cuda_nvcc"


def _probe(**changes: object) -> ProbeFacts:
    return ProbeFacts(**{**OK.__dict__, **changes})


def _no_gpu(log: str = "", **changes: object) -> ProbeFacts:
    return _probe(physical_gpus=(), logical_gpus=0, events=parse_log(log), **changes)


def _fix(rule_id: str, facts: Facts) -> Fix:
    """The rule's one fix; every command in it parses as shell, as printed."""
    (finding,) = run_rule(rule_id, facts).findings
    assert finding.fix is not None
    for command in finding.fix.commands:
        checked = subprocess.run(["bash", "-n", "-c", command], capture_output=True, text=True, check=False)
        assert checked.returncode == 0, f"{command!r}: {checked.stderr}"
    return finding.fix


def _toolkit_driver(cuda: str) -> str:
    _, own = load_tables().driver_floor(cuda)
    assert own is not None
    return own


def test_rt003_missing_library_installs_the_wheel_tensorflow_pins() -> None:
    fix = _fix("RT003", make_facts(probe=_no_gpu(DLOPEN)))
    cudnn = next(r for r in load_tables().release("2.21.0").release.and_cuda if r.startswith("nvidia-cudnn-cu12"))
    assert fix.commands == (f"{PY} -m pip install '{cudnn}'", f"{PY} -m pip install 'tensorflow[and-cuda]==2.21.0'")


@pytest.mark.parametrize(("platform", "command"), [({}, "sudo reboot"),
                                                   ({"container": "docker"}, "sudo reboot  # on the host")])
def test_rt003_kernel_module_mismatch_reboots(platform: dict[str, str], command: str) -> None:
    assert _fix("RT003", make_facts(probe=_no_gpu(MISMATCH), platform=platform)).commands == (command,)


def test_rt003_cuinit_unknown_without_nvidia_uvm_loads_it() -> None:
    facts = make_facts(probe=_no_gpu(CUINIT.format("CUDA_ERROR_UNKNOWN: unknown error")),
                       driver={"device_nodes": ("/dev/nvidia0", "/dev/nvidiactl")})
    assert _fix("RT003", facts).commands == ("sudo modprobe nvidia-uvm",)


def test_rt003_cuinit_unknown_with_nvidia_uvm_is_uncertain() -> None:
    fix = _fix("RT003", make_facts(probe=_no_gpu(CUINIT.format("CUDA_ERROR_UNKNOWN: unknown error"))))
    assert fix.text.startswith("Uncertain: /dev/nvidia-uvm exists")
    assert fix.commands == ("sudo rmmod nvidia_uvm && sudo modprobe nvidia_uvm",)


def test_rt003_cuinit_no_device_follows_cuda_visible_devices() -> None:
    log = CUINIT.format("CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")
    narrowed = make_facts(probe=_no_gpu(log), environment={"variables": ({"name": "CUDA_VISIBLE_DEVICES",
                                                                           "value": "3"},)})
    assert _fix("RT003", narrowed).commands == ("unset CUDA_VISIBLE_DEVICES",)
    undecided = _fix("RT003", make_facts(probe=_no_gpu(log)))
    assert undecided.text.startswith("Uncertain: cuInit failed with CUDA_ERROR_NO_DEVICE")
    assert undecided.commands == ("nvidia-smi", "ls -l /dev/nvidia*")


def test_rt003_cuinit_error_given_by_number_is_named() -> None:
    """TensorFlow 1.x prints a code it has no name for as "UNKNOWN ERROR (N)"."""
    assert _fix("RT003", make_facts(probe=_no_gpu(CUINIT.format("UNKNOWN ERROR (803)")))).commands == ("sudo reboot",)
    fix = _fix("RT003", make_facts(probe=_no_gpu(CUINIT.format("UNKNOWN ERROR (303)"))))
    assert fix.text.startswith("Uncertain: cuInit failed with CUDA_ERROR_SHARED_OBJECT_INIT_FAILED (")


@pytest.mark.parametrize("error", ["CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "UNKNOWN ERROR (35)"])
def test_rt003_cuinit_driver_too_old_names_the_toolkit_driver(error: str) -> None:
    facts = make_facts(probe=_no_gpu(CUINIT.format(error)),
                       driver={"library_version": "525.60.13", "kernel_module_version": "525.60.13",
                               "cuda_driver_version": "12.0"})
    fix = _fix("RT003", facts)
    assert fix.text.startswith(f"Install the NVIDIA driver {_toolkit_driver('12.5.1')} or newer (CUDA 12.5.1's own")
    assert fix.commands == ("sudo ubuntu-drivers install", "sudo reboot")


def test_rt003_ignored_gpu_installs_the_newest_release_built_for_it() -> None:
    gtx980 = GpuFacts(index=0, name="NVIDIA GeForce GTX 980", pci_bus_id="00000000:01:00.0", compute_capability="5.2")
    fix = _fix("RT003", make_facts(probe=_no_gpu(IGNORED), driver={"gpus": (gtx980,)}))
    assert fix.commands == (f"{PY} -m pip install 'tensorflow[and-cuda]==2.16.*'",)  # 2.17 dropped sm_50


def test_rt003_ignored_gpu_the_tables_say_runs_is_uncertain() -> None:
    fix = _fix("RT003", make_facts(probe=_no_gpu(IGNORED)))  # the driver lists an RTX 4090, which 2.21 runs
    assert fix.text.startswith("Uncertain:")
    assert fix.commands == (f"{PY} -c 'import tensorflow' 2>&1 | envcheck explain -",)


def test_rt003_cpu_only_build_installs_the_gpu_build_of_its_version() -> None:
    facts = make_facts(probe=_no_gpu(built_with_cuda=False), tensorflow={"distribution": "tensorflow-cpu"})
    assert _fix("RT003", facts).commands == (f"{PY} -m pip uninstall -y tensorflow-cpu",
                                             f"{PY} -m pip install 'tensorflow[and-cuda]==2.21.0'")


def test_rt003_without_a_logged_reason_says_what_would_decide_it() -> None:
    fix = _fix("RT003", make_facts(probe=_no_gpu()))
    assert fix.text.startswith("Uncertain: the log names no reason")
    devices = "import tensorflow as tf; tf.config.list_physical_devices()"
    assert fix.commands == (f"TF_CPP_MAX_VLOG_LEVEL=1 {PY} -c '{devices}' 2>&1 | envcheck explain -",)


def test_rt004_cudnn_mismatch_pins_tensorflows_cudnn() -> None:
    cudnn = next(r for r in load_tables().release("2.21.0").release.and_cuda if r.startswith("nvidia-cudnn-cu12"))
    assert _fix("RT004", make_facts(probe=_probe(events=parse_log(CUDNN_OLD)))).commands == (
        f"{PY} -m pip install '{cudnn}'",)


def test_rt004_unsupported_ptx_needs_the_toolkits_own_driver() -> None:
    facts = make_facts(probe=_probe(events=parse_log(UNSUPPORTED_PTX)),
                       driver={"library_version": "550.54.14", "kernel_module_version": "550.54.14",
                               "cuda_driver_version": "12.4"})
    fix = _fix("RT004", facts)
    assert f"driver {_toolkit_driver('12.5.1')} or newer" in fix.text
    assert fix.commands == ("sudo ubuntu-drivers install", "sudo reboot")


def test_rt004_out_of_memory_frees_the_gpu() -> None:
    assert _fix("RT004", make_facts(probe=_probe(events=parse_log(OOM)))).commands == (
        "envcheck gpus", "export TF_FORCE_GPU_ALLOW_GROWTH=true")


def test_rt004_ptx_jit_on_the_newest_build_keeps_the_cache() -> None:
    assert _fix("RT004", make_facts(probe=_probe(events=parse_log(PTX_JIT)))).commands == (
        "export CUDA_CACHE_MAXSIZE=4294967296",)


@pytest.mark.parametrize(("error", "command"), [
    ("InternalError: libdevice not found at ./libdevice.10.bc",
     f"export XLA_FLAGS=--xla_gpu_cuda_data_dir={SITE_NVCC}"),
    ("InternalError: Couldn't invoke ptxas --version", f"export PATH={SITE_NVCC}/bin:$PATH"),
])
def test_rt006_pip_tensorflow_gets_the_nvcc_wheel_it_pins(error: str, command: str) -> None:
    nvcc = next(r for r in load_tables().release("2.21.0").release.and_cuda if r.startswith("nvidia-cuda-nvcc-cu12"))
    assert _fix("RT006", make_facts(probe=_probe(xla=error))).commands == (f"{PY} -m pip install '{nvcc}'", command)


def test_rt006_without_pip_cuda_uses_a_toolkit_of_tensorflows_cuda() -> None:
    probe = _probe(xla="InternalError: libdevice not found at ./libdevice.10.bc", version="2.13.0")
    tf = {"version": "2.13.0", "cuda_version": "11.8"}
    served = make_facts(probe=probe, tensorflow=tf,
                        cuda={"toolkits": (CudaToolkit(path="/usr/local/cuda-12.4", version="12.4.131"),
                                           CudaToolkit(path="/usr/local/cuda-11.8", version="11.8.89"))})
    assert _fix("RT006", served).commands == ("export XLA_FLAGS=--xla_gpu_cuda_data_dir=/usr/local/cuda-11.8",)
    other = make_facts(probe=probe, tensorflow=tf,
                       cuda={"toolkits": (CudaToolkit(path="/usr/local/cuda-12.4", version="12.4.131"),)})
    fix = _fix("RT006", other)
    assert fix.text.startswith("Uncertain: envcheck found no CUDA folder")
    assert fix.commands == ("find / -name 'libdevice*.bc' 2>/dev/null",)


def test_rt006_unknown_xla_error_is_uncertain() -> None:
    fix = _fix("RT006", make_facts(probe=_probe(xla="InternalError: something else")))
    assert fix.text.startswith("Uncertain: the error names neither ptxas nor libdevice")
    jit = "tf.function(lambda x: x * 2, jit_compile=True)(tf.ones(2))"
    assert fix.commands == (f"{PY} -c 'import tensorflow as tf; {jit}' 2>&1 | envcheck explain -",)
