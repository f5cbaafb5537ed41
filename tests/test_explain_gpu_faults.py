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
    "GPU has fallen off of the bus",  # the driver's line retyped
    "gpu randomly falls off the bus when playing games on the nvidia gpu",  # the user's retelling of it
    "my card dropped off the PCIe bus twice during training",
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


@pytest.mark.parametrize(("line", "cause", "mention"), [
    # frameworks print cudaGetErrorString after "CUDA error:" (PyTorch, lc0, CTranslate2)
    ("RuntimeError: CUDA error: the launch timed out and was terminated", "cuda_error", "TdrDelay"),
    ("error CUDA error: out of memory (c:\\projects\\lc0\\src\\neural\\cuda\\network_cudnn.cc:442", "gpu_memory_in_use",
     "nvidia-smi"),
    ("RuntimeError: CUDA error: no kernel image is available for execution on the device", "gpu_too_new", ""),
])
def test_a_cuda_error_given_by_its_runtime_text(line: str, cause: str, mention: str) -> None:
    top = explain(line)[0]
    assert top.cause == cause
    assert mention in top.fix


def test_a_cuda_error_text_envcheck_does_not_know_gives_no_verdict() -> None:
    assert [e.level for e in explain("RuntimeError: CUDA error: misaligned address")] == ["info"]


def test_the_display_watchdog_is_named_whatever_the_wording() -> None:
    line = ("E tensorflow/stream_executor/cuda/cuda_event.cc:48] Error polling for event status: failed to query "
            "event: CUDA_ERROR_LAUNCH_TIMEOUT: the launch timed out and was terminated")
    top = explain(line)[0]
    assert top.cause == "cuda_error"
    assert "TdrDelay" in top.fix
    assert "display" in top.fix


EXCLUSIVE_THREAD = ("| N/A   20C    P8    19W / 235W |     23MiB / 11519MiB |      0%    E. Thread |")


def test_a_check_on_a_driver_call_reads_its_number() -> None:
    top = explain("F tensorflow/stream_executor/cuda/cuda_driver.cc:215] Check failed: CUDA_SUCCESS == "
                  "dynload::cuCtxSetCurrent(context) (0 vs. 216)")[0]
    assert top.cause == "cuda_error"
    assert "CUDA_ERROR_CONTEXT_ALREADY_IN_USE" in top.meaning
    assert "nvidia-smi -c 0" in top.fix


@pytest.mark.parametrize("mode", ["E. Thread", "Prohibited"])
def test_a_compute_mode_tensorflow_cannot_use_is_read_from_nvidia_smi(mode: str) -> None:
    top = explain(EXCLUSIVE_THREAD.replace("E. Thread", mode))[0]
    assert (top.cause, top.level) == ("cuda_error", "error")
    assert "compute mode" in top.meaning
    assert "nvidia-smi -c 0" in top.fix
    assert not explain(EXCLUSIVE_THREAD.replace("E. Thread", "E. Process"))


def test_an_unknown_cuda_error_by_its_text_is_uncertain() -> None:
    (top,) = explain("RuntimeError: CUDA error: unknown error")
    assert (top.cause, top.level) == ("cuda_error", "warning")
    assert "uncertain" in top.meaning
    assert "nvidia_uvm" in top.fix


DIAGNOSTICS = ("I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:158] retrieving CUDA diagnostic information for "
               "host: node7\nI tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] kernel version seems to match "
               "DSO: 410.129.0")


def test_cuinit_diagnostics_with_a_visible_devices_index_say_the_index() -> None:
    top = explain(f'os.environ["CUDA_VISIBLE_DEVICES"] = "1"\n{DIAGNOSTICS}')[0]
    assert (top.cause, top.level) == ("no_gpu_visible", "error")
    assert "CUDA_VISIBLE_DEVICES" in top.fix
    for other in (DIAGNOSTICS, f'os.environ["CUDA_VISIBLE_DEVICES"] = "0"\n{DIAGNOSTICS}'):
        assert all(e.cause != "no_gpu_visible" for e in explain(other))


def test_all_devices_busy_or_unavailable_names_the_compute_mode() -> None:
    """cudaErrorDevicesUnavailable: a process holding an exclusive-process GPU, or a prohibited compute mode."""
    top = explain("tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on "
                  "GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable")[0]
    assert top.cause == "gpu_memory_in_use"
    assert "nvidia-smi -q -d COMPUTE" in top.fix
    assert "TF_FORCE_GPU_ALLOW_GROWTH" not in top.fix


def test_a_bus_that_is_not_the_gpus_is_no_xid() -> None:
    assert not explain("I got off the bus at the wrong stop, then the training finished")
