"""Pastes from managed and shared machines: serving workers sharing a GPU, NGC images, notebooks, schedulers.

The GPU allocator's own figures say when its memory was taken by someone else; an NGC image's bare "No supported
GPU(s)" follows the reason its check printed; an add-on installed yet not importable is another Python; a
scheduler's refused GPU request and a worker the host killed are no TensorFlow GPU verdict.
"""

from __future__ import annotations

from envcheck.explain import explain

_STATS = ("2023-03-02 10:11:12.000001: I tensorflow/core/common_runtime/bfc_allocator.cc:1101] Stats:\n"
          "Limit:                     {limit}\n"
          "InUse:                     {in_use}\n"
          "MaxInUse:                  {in_use}\n"
          "NumAllocs:                        7\n")


def _verdicts(text: str) -> list[tuple[str, str]]:
    return [(e.cause, e.level) for e in explain(text) if e.level in ("error", "warning")]


def test_an_allocator_holding_almost_nothing_of_its_limit_ran_out_because_another_process_took_the_gpu() -> None:
    paste = ("[2023-03-02 10:11:10 +0000] [41] [INFO] Booting worker with pid: 41\n"
             "2023-03-02 10:11:11.500000: E tensorflow/stream_executor/cuda/cuda_driver.cc:828] failed to allocate "
             "256.0K (262144 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory\n"
             "2023-03-02 10:11:12.000000: W tensorflow/core/common_runtime/bfc_allocator.cc:479] Allocator (GPU_0_bfc) "
             "ran out of memory trying to allocate 4.00MiB (rounded to 4194304)requested by op MatMul\n"
             + _STATS.format(limit=15_000_000_000, in_use=4096)
             + "Resource exhausted: OOM when allocating tensor with shape[1024,1024] and type float on "
               "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "error")
    assert "another process" in top.meaning
    assert "nvidia-smi" in top.fix


def test_a_tensor_bigger_than_the_whole_limit_is_still_the_model() -> None:
    paste = ("Resource exhausted: OOM when allocating tensor with shape[64,512,512,128] and type float on "
             "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n"
             + _STATS.format(limit=11_000_000_000, in_use=2_000_000))
    assert explain(paste)[0].cause == "model_too_large"


def test_an_allocator_that_used_its_limit_is_the_batch_not_another_process() -> None:
    paste = ("Resource exhausted: OOM when allocating tensor with shape[32,256,56,56] and type float on "
             "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n"
             + _STATS.format(limit=10_500_000_000, in_use=10_300_000_000))
    assert explain(paste)[0].cause == "model_too_large"


def test_a_limit_of_a_few_hundred_mib_is_a_gpu_full_before_tensorflow_started() -> None:
    paste = ("I tensorflow/core/common_runtime/bfc_allocator.cc:1050] Sum Total of in-use chunks: 61.25MiB\n"
             "I tensorflow/core/common_runtime/bfc_allocator.cc:1052] total_region_allocated_bytes_: 201326592 "
             "memory_limit_: 201326592 available bytes: 0 curr_region_allocation_bytes_: 402653184\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "error")
    assert "192 MiB" in top.meaning


def test_a_limit_the_program_set_itself_says_nothing_of_other_processes() -> None:
    paste = ("config.gpu_options.per_process_gpu_memory_fraction = 0.02\n"
             "I tensorflow/core/common_runtime/bfc_allocator.cc:1050] Sum Total of in-use chunks: 61.25MiB\n"
             "I tensorflow/core/common_runtime/bfc_allocator.cc:1052] total_region_allocated_bytes_: 201326592 "
             "memory_limit_: 201326592 available bytes: 0\n")
    assert explain(paste)[0].cause != "gpu_memory_in_use"


def test_the_ngc_check_no_supported_gpu_follows_the_gpu_it_named_too_new() -> None:
    paste = ("WARNING: Detected NVIDIA NVIDIA H100 PCIe GPU, which is not yet supported in this version of the "
             "container\nERROR: No supported GPU(s) detected to run this container\n")
    top = explain(paste)[0]
    assert top.cause == "gpu_too_new"
    assert "H100" in top.meaning


def test_the_ngc_check_no_supported_gpu_follows_its_driver_line() -> None:
    paste = ("ERROR: This container was built for NVIDIA Driver Release 530.30 or later, but\n"
             "       version 470.82.01 was detected and compatibility mode is UNAVAILABLE.\n"
             "ERROR: No supported GPU(s) detected to run this container\n")
    assert explain(paste)[0].cause == "driver_too_old"


def test_the_ngc_check_alone_is_still_a_container_without_the_gpu() -> None:
    assert explain("ERROR: No supported GPU(s) detected to run this container\n")[0].cause == (
        "container_gpu_not_exposed")


def test_an_addon_installed_but_not_importable_in_a_notebook_is_another_python() -> None:
    paste = ("Running in a JupyterLab notebook on the cluster's login node.\n"
             "I ran pip3 install tensorflow-addons in the terminal, then in the notebook:\n"
             "ModuleNotFoundError: No module named 'tensorflow_addons'\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("wrong_interpreter", "error")
    assert "python -m pip install tensorflow-addons" in top.fix


def test_an_addon_missing_with_no_install_shown_gets_no_interpreter_verdict() -> None:
    assert ("wrong_interpreter", "error") not in _verdicts("ModuleNotFoundError: No module named 'tensorflow_text'\n")


def test_a_slurm_gpu_request_refused_is_no_empty_gpu_list() -> None:
    paste = ("sbatch: error: Cannot find GPU specification, you may not submit a job not requesting GPUs in a GPU "
             "partition\nsbatch: error: Batch job submission failed: Unspecified error\n")
    assert _verdicts(paste) == []


def test_a_worker_the_host_killed_is_not_the_gpu_out_of_memory() -> None:
    paste = ("[2024-05-01 09:00:31 +0000] [12] [CRITICAL] WORKER TIMEOUT (pid:15)\n"
             "[2024-05-01 09:00:32 +0000] [12] [ERROR] Worker (pid:15) was sent SIGKILL! Perhaps out of memory?\n")
    assert not any(cause in ("gpu_memory_in_use", "model_too_large") for cause, _ in _verdicts(paste))


def test_an_addon_install_advised_or_denied_is_no_install_into_another_python() -> None:
    for words in ("The README says to run pip install tensorflow-hub first, which I did not do.",
                  "I have not installed tensorflow-hub yet, is it needed?"):
        assert ("wrong_interpreter", "error") not in _verdicts(f"{words}\nModuleNotFoundError: No module named "
                                                                "'tensorflow_hub'\n"), words


def test_a_worker_killed_at_its_timeout_beside_a_large_allocation_notice_is_not_the_ram() -> None:
    """gunicorn says "Perhaps out of memory?" for any SIGKILL: its timeout's too, so TensorFlow's notice stays one."""
    paste = ("W tensorflow/core/framework/cpu_allocator_impl.cc:82] Allocation of 134217728 exceeds 10% of free "
             "system memory.\n[2024-05-01 09:00:31 +0000] [12] [CRITICAL] WORKER TIMEOUT (pid:15)\n"
             "[2024-05-01 09:00:32 +0000] [12] [ERROR] Worker (pid:15) was sent SIGKILL! Perhaps out of memory?\n")
    assert _verdicts(paste) == []


def test_jaxs_allocator_figures_say_nothing_of_other_processes() -> None:
    """XLA's allocator prints the same Stats block in JAX, whose limit its own settings make."""
    paste = ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
             "16777216 bytes.\n"
             + _STATS.replace("tensorflow/core/common_runtime", "external/xla/xla/tsl/framework").format(
                 limit=104_857_600, in_use=1_048_576))
    assert all(e.cause != "gpu_memory_in_use" for e in explain(paste))
