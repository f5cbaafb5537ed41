from __future__ import annotations

import dataclasses

from envcheck.facts import GpuFacts, LibraryFacts
from envcheck.findings import Severity, Status
from envcheck.testing import make_facts, run_rule

GTX_1050_TI = GpuFacts(index=0, name="NVIDIA GeForce GTX 1050 Ti", compute_capability="6.1",
                       uuid="GPU-3c1b6f1e-6a57-2b7e-56a4-0b8d2a7e4c11")
K80 = GpuFacts(index=1, name="Tesla K80", compute_capability="3.7", uuid="GPU-0f7c8e2a-1111-2222-3333-444455556666")


def test_cuda001_only_cuda_13_installed() -> None:
    base = make_facts()
    libs = tuple(dataclasses.replace(lib, path=None, found_via=None, version=None,
                                     other_majors=("/usr/local/cuda-13.0/lib/libcudart.so.13",)
                                     if lib.name == "libcudart" else ())
                 for lib in base.cuda.libraries)
    finding = run_rule("CUDA001", make_facts(cuda={"libraries": libs})).findings[0]
    assert finding.gpu_blocking
    assert "only CUDA 13 runtime libraries are installed (libcudart.so.13)" in finding.message
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.0'",)


def test_cuda001_unreachable_copy_needs_ld_library_path() -> None:
    base = make_facts(tensorflow={"version": "2.13.1", "cuda_version": "11.8", "cudnn_version": "8"})
    libs = tuple(dataclasses.replace(lib, path=None, unreachable=(f"/usr/local/cuda-11.8/lib64/{lib.soname}",))
                 if lib.name == "libcudart" else lib for lib in base.cuda.libraries)
    finding = run_rule("CUDA001", make_facts(tensorflow=base.tensorflow, cuda={"libraries": libs})).findings[0]
    assert finding.fix.commands == ("export LD_LIBRARY_PATH=/usr/local/cuda-11.8/lib64:$LD_LIBRARY_PATH",)


def test_cuda001_old_tensorflow_without_pip_extra() -> None:
    base = make_facts(tensorflow={"version": "2.11.0"})
    libs = tuple(dataclasses.replace(lib, path=None) for lib in base.cuda.libraries)
    fix = run_rule("CUDA001", make_facts(tensorflow=base.tensorflow, cuda={"libraries": libs})).findings[0].fix
    assert "Install CUDA 11.2 and cuDNN 8.1" in fix.text
    assert fix.commands == ("export LD_LIBRARY_PATH=/usr/local/cuda-11.2/lib64:$LD_LIBRARY_PATH",)


def test_cuda001_all_present() -> None:
    assert run_rule("CUDA001", make_facts()).status is Status.PASS


def test_cuda001_skips_for_cpu_build() -> None:
    assert run_rule("CUDA001", make_facts(tensorflow={"is_cuda_build": False})).status is Status.SKIP


def _cusolver_on_cc_runpath() -> tuple[LibraryFacts, ...]:
    """Facts' libraries where libcusolver sits in a folder only libtensorflow_cc's RUNPATH lists."""
    site = "/venv/lib/python3.11/site-packages"
    return tuple(dataclasses.replace(lib, path=None, found_via=None, other_runpath=("libtensorflow_cc.so.2",),
                                     unreachable=(f"{site}/nvidia/cusolver/lib/{lib.soname}",))
                 if lib.name == "libcusolver" else lib for lib in make_facts().cuda.libraries)


def test_cuda006_a_library_only_libtensorflow_cc_reaches_is_uncertain_not_missing() -> None:
    facts = make_facts(cuda={"libraries": _cusolver_on_cc_runpath(),
                             "runpath_source": "/venv/lib/python3.11/site-packages/tensorflow/"
                                               "libtensorflow_framework.so.2"})
    assert run_rule("CUDA001", facts).status is Status.PASS
    finding = run_rule("CUDA006", facts).findings[0]
    assert finding.severity is Severity.WARN
    assert finding.message.startswith("uncertain whether TensorFlow finds libcusolver.so.11: the folder is on the "
                                      "RUNPATH of libtensorflow_cc.so.2, not of libtensorflow_framework.so.2")
    assert finding.fix.text.startswith("Uncertain:")
    assert "export LD_LIBRARY_PATH=/venv/lib/python3.11/site-packages/nvidia/cusolver/lib:" in finding.fix.text
    assert finding.fix.commands[0].startswith("TF_CPP_MIN_LOG_LEVEL=0 /venv/bin/python -c 'import tensorflow")


def test_cuda006_leaves_a_line_known_not_to_reach_its_wheels_to_cuda001() -> None:
    """2.16.1's framework RUNPATH reaches only cuda_runtime (tensorflow/tensorflow#63362): an error, not a doubt."""
    base = make_facts(tensorflow={"version": "2.16.1", "cuda_version": "12.3", "cudnn_version": "8"})
    facts = make_facts(tensorflow=base.tensorflow, cuda={"libraries": _cusolver_on_cc_runpath()})
    assert run_rule("CUDA006", facts).status is Status.PASS
    assert "libcusolver.so.11" in run_rule("CUDA001", facts).findings[0].message


def test_cuda002_cudnn_minor_too_old() -> None:
    finding = run_rule("CUDA002", make_facts(cuda={"cudnn_version": "9.1.0"})).findings[0]
    assert "cuDNN 9.1.0 is older than 9.3" in finding.message
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'nvidia-cudnn-cu12>=9.3'",)


def test_cuda002_newer_minor_is_fine() -> None:
    assert run_rule("CUDA002", make_facts(cuda={"cudnn_version": "9.10.2"})).status is Status.PASS


def test_cuda003_newest_cudnn_drops_the_gtx_1050_ti() -> None:
    base = make_facts()
    dists = tuple(dataclasses.replace(d, version="9.17.0.29") if d.name == "nvidia-cudnn-cu12" else d
                  for d in base.packages.distributions)
    facts = make_facts(cuda={"cudnn_version": "9.17.0"}, packages={"distributions": dists},
                       driver={"gpus": (GTX_1050_TI,)})
    finding = run_rule("CUDA003", facts).findings[0]
    assert finding.subject == "gpu:0"
    assert finding.message == ("GPU 0 (NVIDIA GeForce GTX 1050 Ti): compute capability 6.1 is below the 7.5 that "
                               "cuDNN 9.17.0 supports, so convolutions and LSTMs fail on it")
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'nvidia-cudnn-cu12>=9.3.0.75,<9.11'",)


def test_cuda003_cudnn_9_3_still_supports_pascal() -> None:
    assert run_rule("CUDA003", make_facts(driver={"gpus": (GTX_1050_TI,)})).status is Status.PASS


def test_cuda004_ld_library_path_shadows_the_wheel() -> None:
    base = make_facts()
    system_copy = "/usr/local/cuda-12.2/lib64/libcudart.so.12"
    libs = tuple(dataclasses.replace(lib, path=system_copy, found_via="LD_LIBRARY_PATH", shadowed=(lib.path,))
                 if lib.name == "libcudart" else lib
                 for lib in base.cuda.libraries)
    finding = run_rule("CUDA004", make_facts(cuda={"libraries": libs})).findings[0]
    assert finding.subject == "lib:libcudart"
    assert finding.severity is Severity.WARN


def test_cuda004_wheels_in_use() -> None:
    assert run_rule("CUDA004", make_facts()).status is Status.PASS


def test_cuda005_nccl_missing() -> None:
    base = make_facts()
    libs = tuple(dataclasses.replace(lib, path=None) if lib.name == "libnccl" else lib for lib in base.cuda.libraries)
    finding = run_rule("CUDA005", make_facts(cuda={"libraries": libs})).findings[0]
    assert finding.severity is Severity.INFO
    assert "libnccl.so.2 (multi-GPU all-reduce)" in finding.message


def test_cuda005_all_present() -> None:
    assert run_rule("CUDA005", make_facts()).status is Status.PASS


def test_gpu001_kepler_below_the_minimum() -> None:
    finding = run_rule("GPU001", make_facts(driver={"gpus": (K80,)})).findings[0]
    assert "below TensorFlow 2.21.0's minimum 6.0" in finding.message
    assert finding.gpu_blocking


def test_gpu001_one_unusable_gpu_of_two_does_not_block() -> None:
    findings = run_rule("GPU001", make_facts(driver={"gpus": (GTX_1050_TI, K80)})).findings
    assert [f.subject for f in findings] == ["gpu:1"]
    assert not findings[0].gpu_blocking


def test_gpu001_blackwell_runs_on_ptx() -> None:
    rtx_5090 = GpuFacts(index=0, name="NVIDIA GeForce RTX 5090", compute_capability="12.0")
    finding = run_rule("GPU001", make_facts(driver={"gpus": (rtx_5090,)})).findings[0]
    assert finding.severity is Severity.WARN
    assert "30 minutes" in finding.message


def test_gpu010_unknown_gpu_without_a_capability_says_it_cannot_judge() -> None:
    mystery = GpuFacts(index=0, name="NVIDIA Mystery X1", uuid="GPU-00000000-1111-2222-3333-444444444444")
    result = run_rule("GPU010", make_facts(driver={"gpus": (mystery,)}))
    assert run_rule("GPU001", make_facts(driver={"gpus": (mystery,)})).status is Status.PASS  # GPU001 cannot tell
    (finding,) = result.findings
    assert finding.severity is Severity.WARN
    assert "NVIDIA Mystery X1" in finding.message
    assert finding.fix.text.startswith("Uncertain:")
    assert finding.fix.commands == ("nvidia-smi --query-gpu=index,name,compute_cap --format=csv",)


def test_gpu010_a_known_name_or_a_reported_capability_is_enough() -> None:
    k80_by_name = dataclasses.replace(K80, compute_capability=None)  # nvidia-smi only: the tables know the name
    mystery_with_cc = GpuFacts(index=1, name="NVIDIA Mystery X1", compute_capability="9.0")
    lost = GpuFacts(index=2, error="GPU is lost")  # GPU008's finding, not this one's
    facts = make_facts(driver={"gpus": (k80_by_name, mystery_with_cc, lost)})
    assert run_rule("GPU010", facts).status is Status.PASS


def test_gpu001_ada_has_sass() -> None:
    assert run_rule("GPU001", make_facts()).status is Status.PASS


def test_gpu001_turing_under_a_cuda_9_build_is_unverified_unless_the_build_says_another_cuda() -> None:
    rtx_2080 = GpuFacts(index=0, name="NVIDIA GeForce RTX 2080", compute_capability="7.5")
    old = {"version": "1.12.0", "is_cuda_build": True, "cuda_version": None, "cudnn_version": None,
           "compute_capabilities": ("sm_60", "sm_70", "compute_70")}  # 1.12 says no CUDA: the tables give 9.0
    finding = run_rule("GPU001", make_facts(driver={"gpus": (rtx_2080,)}, tensorflow=old)).findings[0]
    assert finding.severity is Severity.WARN
    assert "CUDA 9.0 fail on it" in finding.message
    own = {**old, "cuda_version": "10.0"}  # a build of its own with CUDA 10.0: that cuBLAS knows Turing
    assert run_rule("GPU001", make_facts(driver={"gpus": (rtx_2080,)}, tensorflow=own)).status is Status.PASS
    # NVIDIA's TensorFlow 1.15 build for CUDA 12 with the GPU's own binaries (sm_89 on an RTX 4090)
    nv = {"version": "1.15.5+nv23.3", "is_cuda_build": True, "cuda_version": "12.1",
          "compute_capabilities": ("sm_80", "sm_86", "sm_89", "compute_90")}
    assert run_rule("GPU001", make_facts(tensorflow=nv)).status is Status.PASS


def test_env001_minus_one_hides_every_gpu() -> None:
    facts = make_facts(environment={"variables": ({"name": "CUDA_VISIBLE_DEVICES", "value": "-1"},)})
    finding = run_rule("ENV001", facts).findings[0]
    assert finding.gpu_blocking
    # Alternatives are not a sequence: "What to do" pastes every command in order.
    assert finding.fix.commands == ("unset CUDA_VISIBLE_DEVICES",)
    assert "`export CUDA_VISIBLE_DEVICES=0`" in finding.fix.text


def test_env001_four_gpus_named_on_a_two_gpu_machine() -> None:
    facts = make_facts(driver={"gpus": (GTX_1050_TI, dataclasses.replace(GTX_1050_TI, index=1, uuid="GPU-2"))},
                       environment={"variables": ({"name": "CUDA_VISIBLE_DEVICES", "value": "0,1,2,3"},)})
    finding = run_rule("ENV001", facts).findings[0]
    assert finding.severity is Severity.WARN
    assert "names 2, 3, which do not exist" in finding.message
    assert finding.fix.commands == ("export CUDA_VISIBLE_DEVICES=0,1",)


def test_env001_uuid_prefix_is_valid() -> None:
    facts = make_facts(environment={"variables": ({"name": "CUDA_VISIBLE_DEVICES", "value": "GPU-5f2e3a4b"},)})
    assert run_rule("ENV001", facts).status is Status.PASS


def test_env002_mixed_models_without_pci_order() -> None:
    facts = make_facts(driver={"gpus": (GTX_1050_TI, dataclasses.replace(K80, index=1))})
    assert run_rule("ENV002", facts).findings[0].fix.commands == ("export CUDA_DEVICE_ORDER=PCI_BUS_ID",)


def test_env002_pci_order_set() -> None:
    facts = make_facts(driver={"gpus": (GTX_1050_TI, dataclasses.replace(K80, index=1))},
                       environment={"variables": ({"name": "CUDA_DEVICE_ORDER", "value": "PCI_BUS_ID"},)})
    assert run_rule("ENV002", facts).status is Status.PASS


def test_gpu001_blackwell_on_a_cuda_11_build_is_unverified_not_ptx_jit() -> None:
    rtx_5090 = GpuFacts(index=0, name="NVIDIA GeForce RTX 5090", compute_capability="12.0")
    base = make_facts(tensorflow={"version": "2.14.1", "cuda_version": "11.8", "cudnn_version": "8",
                                  "compute_capabilities": ("sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80")})
    (finding,) = run_rule("GPU001", dataclasses.replace(base, driver=dataclasses.replace(
        base.driver, gpus=(rtx_5090,)))).findings
    assert finding.severity is Severity.WARN
    assert "arrived with CUDA 12.8" in finding.message
    assert "JIT-compiled from PTX" not in finding.message


def test_gpu001_a_gpu_newer_than_the_tables_says_so() -> None:
    future = GpuFacts(index=0, name="NVIDIA Future GPU", compute_capability="13.0")
    (finding,) = run_rule("GPU001", make_facts(driver={"gpus": (future,)})).findings
    assert "newer than the tables (dated" in finding.message
