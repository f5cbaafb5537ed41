"""Whether the GPU fits the build: architecture, cuDNN, ptxas and the machine's state, in the wordings pasted.

TensorFlow 0.9's cuda_dnn.cc required the very cuDNN version it was built with ("Loaded cudnn library:
4008 but source was compiled against 4007"); gpu_device.cc's "Ignoring visible gpu device" reaches
issues wrapped by a console in the middle of a word; ptxas names the architecture it does not know
(sm_86), and the first CUDA that knows it comes from the tables; a paste may name only a TensorFlow
release and a GPU; and CUDA cannot start after a suspend until nvidia_uvm is reloaded.
"""

from __future__ import annotations

import pytest

from envcheck.compat import arch_first_cuda
from envcheck.explain import explain
from envcheck.tables import load_tables

TABLES = load_tables()


def _top(text: str) -> tuple[str, str, str, str]:
    found = explain(text)
    assert found, text
    return found[0].cause, found[0].level, found[0].meaning, found[0].fix


def test_tensorflow_0x_cudnn_check_wants_the_very_version_it_was_built_with() -> None:
    line = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:346] Loaded cudnn library: 5005 but source was compiled "
            "against 4007.  If using a binary install, upgrade your cudnn library to match.  If building from "
            "sources, make sure the library loaded matches the version you specified during compile configuration.")
    crash = ("F tensorflow/core/kernels/conv_ops.cc:459] Check failed: "
             "stream->parent()->GetConvolveAlgorithms(&algorithms)")
    cause, level, meaning, fix = _top(f"{line}\n{crash}")
    assert (cause, level) == ("cudnn_version_mismatch", "error")
    assert "5.0.5" in meaning
    assert "4.0.7 exactly" in fix


def test_the_later_numeric_wording_keeps_the_same_major_and_minor() -> None:
    line = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (compatibility "
            "version 7100) but source was compiled with 7004 (compatibility version 7000).")
    cause, _, _, fix = _top(line)
    assert cause == "cudnn_version_mismatch"
    assert "7.0.x exactly" in fix


def test_a_message_a_console_wrapped_in_the_middle_of_a_word_is_read_whole() -> None:
    first = ("E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 "
             "but source was comp")
    second = ("iled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor "
              "version.")
    cause, _, meaning, fix = _top(f"{first}\n{second}")
    assert cause == "cudnn_version_mismatch"
    assert "9.1.0" in meaning
    assert "9.3" in fix


def test_the_ignored_gpu_message_wrapped_by_a_windows_console() -> None:
    wrapped = ("I c:\\tf_jenkins\\home\\workspace\\release-win\\device\\gpu\\os\\windows\\tensorflow\\core\\"
               "common_runtime\\gpu\\gpu_device.cc:948] Ignoring visible gpu device (device: 0, name: GeForce GTX 660 "
               "Ti, pci bus id: 0000:01:00.0) with Cuda c\nompute capability 3.0. The minimum required Cuda "
               "capability is 3.5.")
    cause, level, meaning, fix = _top(wrapped)
    assert (cause, level) == ("gpu_too_old", "error")
    assert "3.0" in meaning
    assert "TF_CUDA_COMPUTE_CAPABILITIES=3.0" in fix or "3.0" in fix


def test_the_minimum_retyped_with_the_gpu_named_elsewhere() -> None:
    text = ("The minimum required Cuda capability is 6.0 for the binary C-API releases 1.14.0 and 1.15.0\n"
            "- GPU model and memory: GeForce 960M, compute capability: 5.0")
    cause, _, meaning, _ = _top(text)
    assert cause == "gpu_too_old"
    assert "5.0" in meaning
    assert "uncertain" not in meaning


def test_a_named_gpu_above_the_minimum_is_not_the_old_one() -> None:
    text = "The minimum required Cuda capability is 3.5.\nname: GeForce GTX 1080 Ti major: 6 minor: 1"
    cause, _, meaning, fix = _top(text)
    assert cause == "gpu_too_old"
    assert "uncertain" in meaning
    assert "compute_cap" in fix


@pytest.mark.parametrize("sm", ["86", "89", "90a", "120"])
def test_ptxas_that_does_not_know_the_architecture_is_told_the_first_cuda_that_does(sm: str) -> None:
    first = arch_first_cuda(TABLES, f"sm_{sm}")
    assert first
    warning = ("W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to "
               "the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The "
               f"ptxas error was: ptxas fatal   : Value 'sm_{sm}' is not defined for option 'gpu-name'")
    fatal = ("F external/local_xla/xla/service/gpu/nvptx_compiler.cc:619] ptxas returned an error during compilation "
             "of ptx to sass: 'INTERNAL: ptxas exited with non-zero error code 65280, output: ptxas fatal   : Value "
             f"'sm_{sm}' is not defined for option 'gpu-name'")
    for text, level in ((warning, "warning"), (fatal, "error")):
        cause, found_level, _, fix = _top(text)
        assert (cause, found_level) == ("ptxas_too_old", level)
        assert f"CUDA {first} or newer" in fix


def test_the_tables_know_which_cuda_first_compiles_each_architecture() -> None:
    assert arch_first_cuda(TABLES, "sm_86") == "11.1"  # CUDA 11.1 release notes: sm_86 added
    assert arch_first_cuda(TABLES, "sm_90a") == "12.0"  # sm_90a needs 12.0, sm_90 11.8
    assert arch_first_cuda(TABLES, "sm_5") is None


def test_a_release_and_a_gpu_it_has_no_code_for_are_enough() -> None:
    cause, level, meaning, fix = _top("- RTX 4090 is only working  CUDA Version: 12.1.\n- TensorFlow==2.3.")
    assert (cause, level) == ("gpu_too_new", "error")
    assert "8.9" in meaning
    assert "TensorFlow 2." in fix


@pytest.mark.parametrize(("text", "who"), [
    ("TensorFlow==2.2.0\nGPU: GeForce GTX 760, compute capability 3.0, training runs on the CPU", "TensorFlow 2.2"),
    (("name: GeForce GTX 680 computeCapability: 3.0\n"
     "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library "
     "libcudart.so.10.1"), "this TensorFlow"),  # dated by its CUDA runtime (2.1-2.3), not one release
])
def test_an_old_gpu_under_a_known_build_is_told_the_builds_minimum_before_an_old_release(text: str, who: str) -> None:
    cause, _, _, fix = _top(text)
    assert cause == "gpu_too_old"
    assert fix.startswith(f"{who} needs compute capability 3.5 or newer")
    assert "TF_CUDA_COMPUTE_CAPABILITIES=3.0" in fix
    assert "newest release built for compute capability 3.0" in fix  # still offered, after the build's own ways


def test_an_old_gpu_under_a_build_whose_cuda_dropped_it_is_offered_no_source_build() -> None:
    """CUDA 11 compiles no compute capability 3.0 code (the tables' last_cuda: 10.2): TensorFlow 2.10 built from
    source for it would need a CUDA it does not build with."""
    cause, _, _, fix = _top("tensorflow==2.10.0 on a GeForce GTX 680. tf.config.list_physical_devices('GPU') is []")
    assert cause == "gpu_too_old"
    assert fix.startswith("TensorFlow 2.10 needs compute capability 3.5 or newer")
    assert "TF_CUDA_COMPUTE_CAPABILITIES" not in fix
    assert "10.2" in fix
    assert "newest release built for compute capability 3.0" in fix


def test_a_release_that_runs_the_gpu_is_not_blamed() -> None:
    found = explain("- RTX 4090\n- TensorFlow==2.15.0")
    assert not any(e.cause in ("gpu_too_new", "gpu_too_old") for e in found)


def test_a_cuda_named_that_predates_the_gpu_decides_when_no_release_is_named() -> None:
    cause, level, meaning, fix = _top("My RTX 3080 trains with NaN losses after a few steps. I have CUDA 10.0.")
    assert (cause, level) == ("gpu_too_new", "warning")
    assert "uncertain" in meaning
    assert "CUDA 11.1 is the first" in meaning
    assert "TensorFlow 1.13-2.0" in meaning
    assert "CUDA 11" in fix


@pytest.mark.parametrize("text", [
    "RTX 4090, CUDA 11.2 installed, training gives NaN loss",  # 2.5-2.11 run it through their compute_80 PTX
    "GTX 1080 with CUDA 10.0, training gives NaN",  # a GPU that CUDA knows
    "RTX 3090 with CUDA 10.2, training crashes",  # no TensorFlow release loads CUDA 10.2
    "I have an RTX 3090 and CUDA 10.0",  # nothing said to fail
])
def test_a_cuda_named_beside_a_gpu_it_runs_or_nothing_failing_is_not_blamed(text: str) -> None:
    assert not any(e.cause == "gpu_too_new" for e in explain(text))


def test_a_gpu_no_release_runs_needs_no_release_named() -> None:
    cause, level, meaning, _ = _top("name: GeForce 820M major: 2 minor: 1 memoryClockRate(GHz): 1.25\n"
                                    "tensorflow does not use my gpu")
    assert (cause, level) == ("gpu_too_old", "error")
    assert "2.1" in meaning


def test_low_utilisation_while_the_gpu_waits_for_the_cpu_is_input_bound() -> None:
    cause, _, meaning, fix = _top("When the data preparation is heavy, we observe low GPU utilisation as the GPU is "
                                  "waiting for the CPU to finish data pre-processing.")
    assert cause == "input_bound"
    assert "uncertain" in meaning
    assert "prefetch" in fix


@pytest.mark.parametrize("text", [
    "CUDA fails to initialize after resuming from suspend with `UNKNOWN_ERROR(99)` until we reload the module.",
    ("after waking up from sleep my GPU is no longer detected\n"
     "E tensorflow/stream_executor/cuda/cuda_driver.cc:268] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error"),
])
def test_cuda_that_fails_after_a_suspend_is_nvidia_uvm(text: str) -> None:
    cause, _, _, fix = _top(text)
    assert cause == "uvm_unavailable"
    assert "nvidia_uvm" in fix


@pytest.mark.parametrize("text", [
    # "suspension" is no "suspend" with a suffix; the GPU said to stop working is CUDA failing
    ("After resuming from suspension the GPU in my containers stops working, although nvidia-smi still lists it.\n"
     "Driver version: 550.120"),
    # a CUDA error of a run that the words place after a suspend (a reboot clears it)
    ("RuntimeError: CUDA error: unspecified launch failure\n"
     "It only happens when I suspend my laptop and start the training again; after a reboot it is gone."),
    "RuntimeError: CUDA error: unknown error\nthis shows up if we suspend the workstation overnight",
])
def test_cuda_failing_in_words_or_errors_after_a_suspend_is_nvidia_uvm(text: str) -> None:
    cause, level, _, fix = _top(text)
    assert (cause, level) == ("uvm_unavailable", "error")
    assert "nvidia_uvm" in fix


def test_a_launch_failure_without_a_suspend_stays_a_cuda_error() -> None:
    cause, _, _, _ = _top("RuntimeError: CUDA error: unspecified launch failure\nit crashes in the third epoch")
    assert cause == "cuda_error"


@pytest.mark.parametrize("pause", ["right after sleep(1) is called in my data loop",
                                   "after a sleep of 10 s between batches"])
def test_a_launch_failure_after_the_code_s_own_sleep_is_no_suspend(pause: str) -> None:
    cause, _, _, _ = _top(f"CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure. It happens {pause}.")
    assert cause == "cuda_error"


def test_a_suspend_without_a_cuda_failure_says_nothing_of_uvm() -> None:
    found = explain("I put the laptop to sleep after the training finished; the model reached 91% accuracy.")
    assert not any(e.cause == "uvm_unavailable" for e in found)


# cuda_driver.cc's HostAllocate and the pinned-memory allocators (pool_allocator.h, gpu_host_allocator.h,
# device_host_allocator.h), as TensorFlow 1.x and 2.x print them
_HOST_OOM = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:893] failed to alloc 966367744 bytes on host: "
             "CUDA_ERROR_OUT_OF_MEMORY: out of memory\n"
             "W ./tensorflow/core/common_runtime/gpu/gpu_host_allocator.h:44] could not allocate pinned host memory of "
             "size: 966367744")


def test_pinned_host_memory_that_runs_out_is_the_machines_ram_not_the_gpus() -> None:
    cause, level, meaning, fix = _top(_HOST_OOM)
    assert (cause, level) == ("model_too_large", "error")
    assert "RAM" in meaning
    assert "nvidia-smi" not in fix


def test_a_host_allocation_failing_with_another_cuda_error_is_that_error() -> None:
    cause, _, _, _ = _top("W ./tensorflow/core/common_runtime/gpu/pool_allocator.h:195] could not allocate pinned "
                          "host memory of size: 2304\nE tensorflow/stream_executor/cuda/cuda_driver.cc:967] failed to "
                          "alloc 2304 bytes on host: CUDA_ERROR_UNKNOWN")
    assert cause != "model_too_large"


def test_the_large_allocation_notice_is_information_unless_the_process_was_killed() -> None:
    notice = ("W tensorflow/core/framework/cpu_allocator_impl.cc:80] Allocation of 1207959552 exceeds 10% of free "
              "system memory.")
    assert all(e.level not in ("error", "warning") for e in explain(notice))
    cause, level, meaning, _ = _top(f"{notice}\nKilled")
    assert (cause, level) == ("model_too_large", "error")
    assert "RAM" in meaning


# mm/oom_kill.c's report as dmesg prints it: before Linux 5.x, since, a container's cgroup, and the summary line
_OOM_KILLER = (
    ("Out of memory: Kill process 3141 (python) score 911 or sacrifice child\n"
     "Killed process 3141, UID 1000, (python) total-vm:9120344kB, anon-rss:7012412kB, file-rss:0kB"),
    ("[51234.5] Out of memory: Killed process 2718 (python3) total-vm:30120420kB, anon-rss:15310200kB, "
     "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:31000kB oom_score_adj:0"),
    "Memory cgroup out of memory: Killed process 4242 (python3.8) total-vm:8123456kB, anon-rss:4194304kB",
    ("oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,"
     "task_memcg=/user.slice,task=ipykernel_launcher,pid=977,uid=1000"),
)


@pytest.mark.parametrize("report", _OOM_KILLER)
def test_the_kernels_oom_killer_stopping_python_is_the_machines_ram(report: str) -> None:
    cause, level, meaning, fix = _top(f"training step 1200/4000\n{report}")
    assert (cause, level) == ("model_too_large", "error")
    assert "RAM" in meaning
    assert "batch" in fix
    assert "nvidia-smi" not in fix


def test_the_oom_killer_stopping_another_program_or_frameworks_run_is_no_verdict() -> None:
    other = "Out of memory: Killed process 1999 (chrome) total-vm:4120420kB, anon-rss:2310200kB"
    torch = f"import torch\nmodel = Net().cuda()\n{_OOM_KILLER[1]}"
    for text in (other, torch):
        assert all(e.level not in ("error", "warning") for e in explain(text)), text


def test_the_oom_killer_after_memory_said_to_grow_is_uncertain_between_a_leak_and_the_data() -> None:
    cause, level, meaning, _ = _top(f"memory usage keeps increasing every epoch until\n{_OOM_KILLER[1]}")
    assert (cause, level) == ("model_too_large", "warning")
    assert meaning.startswith("uncertain")


def test_a_required_capability_is_not_the_gpus_own() -> None:
    text = ("No CUDA device found with minimum required compute capability 3.5\n"
            "My graphic card is dual GeForce 780M with a compute capability 3.0.")
    cause, _, meaning, fix = _top(text)
    assert cause == "gpu_too_old"
    assert "3.0" in meaning
    assert "uncertain" not in meaning
    assert "3.0" in fix


def test_a_gpu_older_than_any_build_is_not_sent_to_a_source_build() -> None:
    """TensorFlow's configure refuses compute capabilities below 3.0, the oldest any release was built for."""
    found = explain("Ignoring visible gpu device (device: 0, name: GeForce GT 520M, pci bus id: 0000:01:00.0, "
                    "compute capability: 2.1) with Cuda compute capability 2.1. The minimum required Cuda capability "
                    "is 3.5.")[0]
    assert found.cause == "gpu_too_old"
    assert "TF_CUDA_COMPUTE_CAPABILITIES" not in found.fix
    assert "source build refuses" in found.fix


def test_a_slow_start_on_a_named_gpu_is_ptx_jit_unless_the_build_has_its_binaries() -> None:
    found = explain("keras startup time very slow on Tesla V100-SXM2-16GB GPU, compared to less powerful GPU")[0]
    assert (found.cause, found.level) == ("ptx_jit_slow", "warning")
    assert "uncertain" in found.meaning
    assert not explain("tensorflow 2.10\nstartup takes minutes on my RTX 3090")  # 2.10 has sm_86 binaries
    assert not explain("the first epoch is slow on my RTX 3090")  # tracing and autotuning, every first epoch


@pytest.mark.parametrize(("line", "first_cuda"), [
    ("nvcc fatal : Value 'sm_86' is not defined for option 'gpu-architecture'", "11.1"),
    ("nvcc fatal   : Unsupported gpu architecture 'compute_89'", "11.8"),
    ("nvcc fatal : Value 'sm_90a' is not defined for option 'gpu-architecture'", "12.0"),
])
def test_nvcc_refusing_an_architecture_is_a_cuda_older_than_the_gpu(line: str, first_cuda: str) -> None:
    """nvcc's own wording (a custom op, a source build): the first CUDA that knows the architecture (tables)."""
    top = explain(f'Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!\n{line}')[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert f"CUDA {first_cuda} or newer" in top.fix


def test_a_gpu_named_in_lower_case_is_read() -> None:
    """`rtx 3090` in a user's words is the GPU the paste runs on: with TensorFlow 1.14 its CUDA predates it."""
    top = explain("ubuntu 18.04 with python 3.7 and tensorflow 1.14\nIt always said it couldn't find a gpu. "
                  "I got an rtx 3090 founder edition gpu.")[0]
    assert top.cause == "gpu_too_new"
    assert "rtx 3090" in top.evidence


def test_tensorflow_1_on_an_ampere_gpu_is_told_nvidias_1_15() -> None:
    """TF 1.x code on a GPU its CUDA 10 predates: NVIDIA's TensorFlow 1.15 build (CUDA 11-12) keeps it running."""
    top = explain("After upgrading to an RTX 3090, I was getting bad outputs with Tensorflow 1.13. Tensorflow 1.15 "
                  "causes the program to hang.")[0]
    assert top.cause == "gpu_too_new"
    assert "nvidia-tensorflow" in top.fix
    assert "CUDA 11.1" in top.fix


def test_nvidias_1_15_is_not_offered_for_a_gpu_its_cuda_predates() -> None:
    top = explain("Tensorflow 1.15 on RTX 5090 can't find gpu")[0]
    assert top.cause == "gpu_too_new"
    assert "nvidia-tensorflow" not in top.fix


JIT = ("W gpu_device.cc:2447] TensorFlow was not built with CUDA kernel binaries compatible with compute capability "
       "12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.")


def test_jit_on_a_gpu_the_build_predates_said_to_run_slowly_is_the_jit() -> None:
    """The user says the JIT takes minutes (it runs): the slow start, uncertain whether the libraries run too."""
    top = explain(f"SLEAP has to JIT compile the GPU kernels which takes like 10 mins per video\n{JIT}")[0]
    assert top.cause == "ptx_jit_slow"
    assert "uncertain" in top.meaning
    assert "CUDA_CACHE_MAXSIZE" in top.fix


def test_jit_on_a_gpu_the_build_predates_alone_is_the_build() -> None:
    assert explain(JIT)[0].cause == "gpu_too_new"
    assert explain(f"{JIT} CUDA_ERROR_INVALID_HANDLE")[0].cause == "gpu_too_new"


def test_a_gpu_every_build_predates_said_not_to_work_is_too_new() -> None:
    """No release named: a GPU newer than every build's CUDA (the tables), said not to work, is gpu_too_new."""
    top = explain("DeepSomatic-1.10-gpu seems not compatible with CUDA 12.8 (RTX 5090). Could you help?")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert "uncertain" in top.meaning


def test_an_old_gpu_said_not_supported_is_not_called_too_new() -> None:
    found = explain("CUDA Compute Capability 2.1 is not supported why?\nGraphic Card: Nvidia Geforce GTX 560")
    assert found
    assert found[0].cause != "gpu_too_new"


def test_a_new_gpu_named_without_trouble_gets_no_verdict() -> None:
    assert not any(e.cause == "gpu_too_new" for e in explain("I just bought an RTX 5090 for my training rig."))


def test_a_chinese_market_d_model_keeps_its_gpu_s_architecture() -> None:
    """RTX 4090D and 5090D are the 4090's and 5090's chips: the D does not hide the compute capability."""
    line = "W op_kernel.cc:1829] INTERNAL: 'cuLaunchKernel(function)' failed with 'CUDA_ERROR_INVALID_HANDLE'"
    new = explain(f"tensorflow/serving:2.19.0-gpu on an RTX 5090D\n{line}")[0]
    assert new.cause == "gpu_too_new"
    assert "CUDA 12.8 or newer" in new.fix
    assert explain(f"TensorFlow 2.12 on an RTX 4090D\n{line}")[0].cause == "cuda_error"  # CUDA 11.8 knows Ada
