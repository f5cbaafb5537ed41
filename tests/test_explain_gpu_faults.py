"""A GPU's own faults and the evidence that the GPU ran: the kernel driver's Xid lines, device lists of XLA_GPU only.

The Xid lines are the NVIDIA kernel driver's format (dmesg, journalctl -k), with and without the "PCI:" older
drivers omit; which Xids are the GPU's fault is shared/reference/nvml_health.md section 3.2.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("line", [
    "NVRM: Xid (PCI:0000:02:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.",
    "[  562.107236] NVRM: Xid (0000:01:00): 79, GPU has fallen off the bus.",  # an older driver, no "PCI:"
    "NVRM: GPU 0000:02:00.0: GPU has fallen off the bus.",
    "Unable to determine the device handle for GPU0000:03:00.0: GPU is lost.  Reboot the system to recover this GPU",
])
def test_a_gpu_off_the_bus_is_a_hardware_fault(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("cuda_error", "error")
    assert "fallen off the bus" in top.meaning
    assert "uncertain" not in top.meaning
    assert "power" in top.fix
    assert "reboot" in top.fix.lower()


def test_an_uncorrectable_ecc_xid_names_the_ecc_check() -> None:
    top = explain("NVRM: Xid (PCI:0000:3b:00): 48, pid=2210, DBE (double bit error) ECC error")[0]
    assert (top.cause, top.level) == ("cuda_error", "error")
    assert "nvidia-smi -q -d ECC" in top.fix


@pytest.mark.parametrize("xid", ["13", "31", "43"])
def test_an_application_xid_does_not_blame_the_gpu(xid: str) -> None:
    top = explain(f"NVRM: Xid (PCI:0000:65:00): {xid}, pid=4242, name=python, Ch 00000008")[0]
    assert (top.cause, top.level) == ("cuda_error", "warning")
    assert "uncertain" in top.meaning
    assert "CUDA_LAUNCH_BLOCKING=1" in top.fix


def test_a_follow_on_xid_and_an_unknown_one_give_no_firm_verdict() -> None:
    assert [e.level for e in explain("NVRM: Xid (PCI:0000:65:00): 45, pid=4242, Ch 00000010")] == ["info"]
    unknown = explain("NVRM: Xid (PCI:0000:65:00): 177, pid=4242, something new")[0]
    assert unknown.level == "warning"
    assert "uncertain" in unknown.meaning


XLA_ONLY = ("ValueError: To call `multi_gpu_model` with `gpus=2`, we expect the following devices to be available: "
            "['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: ['/cpu:0', '/xla_gpu:0', '/xla_gpu:1', "
            "'/xla_cpu:0']. Try reducing `gpus`.")


def test_multi_gpu_model_seeing_only_xla_gpus_is_the_cuda_libraries() -> None:
    top = explain(f"tensorflow-gpu==2.0.0\n{XLA_ONLY}")[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0" in top.fix
    # one real GPU device beside XLA's: the process sees that one, and multi_gpu_model asked for more
    one = XLA_ONLY.replace("'/xla_cpu:0'", "'/xla_cpu:0', '/gpu:0'")
    assert explain(one)[0].cause == "no_gpu_visible"


@pytest.mark.parametrize("figure", ["Is it normal that CPU usage is at 100% while GPU is underutilize?",
                                    "the GPUs are under-utilized during training"])
def test_an_underutilised_gpu_with_a_pipeline_is_input_bound(figure: str) -> None:
    found = [e for e in explain(f"{figure}\nI set use_multiprocessing = True (fit_generator)") if
             e.cause == "input_bound"]
    assert found
    assert "uncertain" in found[0].meaning


LISTING = "tensorflow==1.8.0\ntensorflow-gpu==1.8.0"
GPU_RAN = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:1110] could not synchronize on CUDA context\n"
           "tensorflow.python.framework.errors_impl.InternalError: GPU sync failed")


def test_two_installs_matter_less_once_the_gpu_ran() -> None:
    alone = explain(LISTING)[0]
    assert (alone.cause, alone.level) == ("two_tensorflow_installs", "error")
    ran = explain(f"{LISTING}\n{GPU_RAN}")
    assert ran[0].cause != "two_tensorflow_installs"
    (both,) = (e for e in ran if e.cause == "two_tensorflow_installs")
    assert both.level == "warning"
    assert "uncertain" in both.meaning
