"""Which GPU, how many, and the transports between them: the wordings TensorFlow, Keras, CUDA and NCCL print.

Each line is the source's own template (the file and versions named beside it), filled as real
pastes fill it; slow training is told from the user's figures in training (with the pipeline beside
them, or naming what else it may be), and then only as uncertain.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

# (source, line, cause, a value the fix names)
SOURCE_LINES = [
    ("TF 1.x placer.cc: a GPU id past the visible ones",
     ("InvalidArgumentError: Cannot assign a device for operation 'MatMul': Could not satisfy explicit device "
     "specification '/device:GPU:1' because no devices matching that specification are registered in this process; "
     "available devices: /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:GPU:0"),
     "no_gpu_visible", "CUDA_VISIBLE_DEVICES"),
    ("TF 2.x colocation_graph.cc: the GPU listed only as XLA_GPU (its libraries did not load)",
     ("InvalidArgumentError: Cannot assign a device for operation a: {{node a}}was explicitly assigned to "
     "/device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, "
     "/job:localhost/replica:0/task:0/device:XLA_CPU:0, /job:localhost/replica:0/task:0/device:XLA_GPU:0 ]. Make "
     "sure the device specification refers to a valid device."), "cuda_libs_missing", "LD_LIBRARY_PATH"),
    ("TF 2.x colocation_graph.cc: no GPU at all",
     ("{{node b}} was explicitly assigned to /device:GPU:0 but available devices are [ "
     "/job:localhost/replica:0/task:0/device:CPU:0 ]. Make sure the device specification refers to a valid device."),
     "gpu_not_detected", "envcheck doctor"),
    ("keras/utils/multi_gpu_utils.py, two GPUs seen",
     ("ValueError: To call `multi_gpu_model` with `gpus=4`, we expect the following devices to be available: "
     "['/cpu:0', '/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. However this machine only has: ['/cpu:0', '/gpu:0', "
     "'/gpu:1']. Try reducing `gpus`."), "no_gpu_visible", "gpus=2"),
    ("TF 1.x gpu_device.cc: visible_device_list says 'GPU id'",
     ("E tensorflow/core/common_runtime/direct_session.cc:170] Invalid argument: 'visible_device_list' listed an "
     "invalid GPU id '5' but visible device count is 4"), "no_gpu_visible", "below 4"),
    ("the CUDA runtime's text for cudaErrorInvalidDevice",
     "cudaCheckError() failed : invalid device ordinal", "no_gpu_visible", "CUDA_VISIBLE_DEVICES"),
    ("NCCL 2.12+ misc/shmutils.cc",
     ("host:9621:9688 [3] misc/shmutils.cc:112 NCCL WARN Error while creating shared memory segment "
     "/dev/shm/nccl-KWfVyt (size 5967872)"), "shm_too_small", "--shm-size"),
    ("NCCL 2.12+ misc/shmutils.cc, extending the segment",
     "host:9621:9691 [6] misc/shmutils.cc:71 NCCL WARN Error: failed to extend /dev/shm/nccl-fjwOOB to 5967876 bytes",
     "shm_too_small", "dev/shm"),
    ("NCCL 2.4-2.11 include/shm.h",
     "gpu2:2143:2561 [1] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device",
     "shm_too_small", "--shm-size"),
    ("PyTorch DataLoader worker (the same /dev/shm)",
     "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
     "shm_too_small", "--shm-size"),
    ("NCCL transport/p2p.cc with CUDA's text for error 217",
     ("z-pc:909608:910337 [0] transport/p2p.cc:238 NCCL WARN failed to open CUDA IPC handle : 217 peer access is not "
     "supported between these two devices"), "gpu_peer_access_failed", "NCCL_P2P_DISABLE"),
    ("NCCL's CUDACHECK wording",
     ("ncclUnhandledCudaError: Call to CUDA function failed.\nLast error:\nCuda failure 217 'peer access is not "
     "supported between these two devices'"), "gpu_peer_access_failed", "NCCL_P2P_DISABLE"),
    ("the driver API's name for it",
     "failed to enable peer access: CUDA_ERROR_PEER_ACCESS_UNSUPPORTED", "gpu_peer_access_failed", "NCCL_P2P_DISABLE"),
]


@pytest.mark.parametrize(("source", "line", "cause", "mention"), SOURCE_LINES, ids=[s[0] for s in SOURCE_LINES])
def test_source_line_gets_its_cause(source: str, line: str, cause: str, mention: str) -> None:
    found = explain(line)
    assert found, source
    level = "warning" if cause == "gpu_not_detected" else "error"  # (no GPU device, uncertain why: undecided)
    assert (found[0].cause, found[0].level) == (cause, level), source
    assert mention.lower() in found[0].fix.lower(), found[0].fix


def test_one_gpu_for_multi_gpu_model_is_no_multi_gpu_model() -> None:
    top = explain("ValueError: To call multi_gpu_model with gpus=2, we expect the following devices to be available: "
                  "['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: ['/cpu:0', '/gpu:0']. Try reducing "
                  "gpus.")[0]
    assert top.cause == "no_gpu_visible"
    assert "gpus=1" not in top.fix  # Keras refuses gpus=1 too: train the model itself
    assert "2 or more" in top.fix


def test_local_rank_past_the_gpus() -> None:
    paste = ("[1,1]<stderr>:    tf.config.experimental.set_visible_devices(gpus[hvd.local_rank()], 'GPU')\n"
             "[1,1]<stderr>:IndexError: list index out of range")
    assert explain(paste)[0].cause == "no_gpu_visible"
    assert not any(e.cause == "no_gpu_visible" for e in explain("IndexError: list index out of range"))


def test_xla_gpu_without_gpu_names_the_cuda_of_those_releases() -> None:
    paste = ("[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),\n"
             " PhysicalDevice(name='/physical_device:XLA_GPU:0', device_type='XLA_GPU')]\nNum GPUs: 0")
    top = explain(paste)[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.1" in top.fix
    assert "cuDNN 7.6" in top.fix


DMAR = ("[1478401.486981] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05] PTE Write "
        "access is not set")
ALL_REDUCE = "INFO:tensorflow:batch_all_reduce: 4 all-reduces with algorithm = nccl, num_packs = 1"


def test_iommu_fault_is_peer_access_only_firmly_with_several_gpus() -> None:
    alone = explain(DMAR)[0]
    assert (alone.cause, alone.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in alone.meaning
    hung = explain(f"MirroredStrategy is stuck at the first epoch\n{DMAR}")[0]
    assert hung.cause == "gpu_peer_access_failed"
    assert "uncertain" not in hung.meaning
    assert "iommu" in hung.fix.lower()


def test_nccl_all_reduce_is_information_unless_the_run_hangs() -> None:
    assert not any(e.level in ("error", "warning") for e in explain(f"Epoch 1/5\n{ALL_REDUCE}"))
    hung = explain(f"it's stuck in\nEpoch 1/500\n{ALL_REDUCE}")[0]
    assert (hung.cause, hung.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in hung.meaning
    assert "NCCL_P2P_DISABLE" in hung.fix


PIPELINE = "fit = model.fit_generator(iterator, steps_per_epoch, epochs=10, workers=3)"


@pytest.mark.parametrize("figure", ["And my GPU-Util is 0% although GPU memory is fully used",
                                    "the GPU utilization is unstable (sometime 100%, sometime 0%)",
                                    "only 5% of GPU is used", "But GPU usage is spiking:"])
def test_low_utilisation_with_a_pipeline_is_input_bound_and_uncertain(figure: str) -> None:
    found = [e for e in explain(f"{PIPELINE}\n{figure}") if e.cause == "input_bound"]
    assert found
    assert found[0].level == "warning"
    assert "uncertain" in found[0].meaning
    assert "envcheck run --watch" in found[0].fix
    assert "prefetch" in found[0].fix


@pytest.mark.parametrize("paste", [
    PIPELINE,  # a pipeline, no figure
    f"{PIPELINE}\nthe GPU utilization is 95%",  # busy
    "it uses 31% CPU and 21.5% GPU",
    # TensorFlow's own warnings about callbacks and caches say nothing about the input pipeline's speed
    ("WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.0027s "
    "vs `on_train_batch_end` time: 0.4677s). Check your callbacks."),
    ("W tensorflow/core/kernels/data/cache_dataset_ops.cc:768] The calling iterator did not fully read the dataset "
    "being cached. In order to avoid unexpected truncation of the dataset, the partially cached contents of the "
    "dataset  will be discarded. This can happen if you have an input pipeline similar to "
    "`dataset.cache().take(k).repeat()`. You should use `dataset.take(k).cache().repeat()` instead."),
])
def test_no_input_bound_without_both_figure_and_pipeline(paste: str) -> None:
    assert not any(e.cause == "input_bound" for e in explain(paste))


@pytest.mark.parametrize("paste", ["my GPU-Util is 0% while the model trains",
                                   "I saw the cpu usage rate 100% and gpu usage rate 16% when i training model"])
def test_low_utilisation_in_training_without_a_pipeline_names_what_else_it_may_be(paste: str) -> None:
    """No pipeline named: the input is still most often why, but a CPU-only run or a small model look the same."""
    (found,) = [e for e in explain(paste) if e.cause == "input_bound"]
    assert found.level == "warning"
    assert "uncertain" in found.meaning
    assert "CPU only" in found.meaning
    assert "list_physical_devices('GPU')" in found.meaning
    assert "envcheck run --watch" in found.fix


@pytest.mark.parametrize("line", [
    "(0) Internal:  NCCL: unhandled system error. Set NCCL_DEBUG=WARN for detail.",  # TensorFlow's nccl_ops
    ("RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:839, unhandled system error, NCCL version "
     "2.8.3\nncclSystemError: System call (socket, malloc, munmap, etc) failed."),  # PyTorch
    "fastmoe: Test NCCL failure common.cu:777 'unhandled system error'",  # nccl-tests
])
def test_nccl_system_error_is_shared_memory_first_and_uncertain(line: str) -> None:
    top = explain(line)[0]
    assert (top.cause, top.level) == ("shm_too_small", "warning")
    assert "uncertain" in top.meaning
    assert "--shm-size" in top.fix
    assert "NCCL_DEBUG=WARN" in top.fix


@pytest.mark.parametrize("line", [
    "RuntimeError: CUDA error: uncorrectable ECC error encountered",  # PyTorch 1.x+, the runtime's text
    "RuntimeError: cuda runtime error (39) : uncorrectable ECC error encountered at THCCachingHostAllocator.cpp:265",
    "failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered",
])
def test_ecc_error_is_the_gpus_memory(line: str) -> None:
    top = explain(line)[0]
    assert top.cause == "cuda_error"
    assert "nvidia-smi -q -d ECC" in top.fix
    assert "CUDA_VISIBLE_DEVICES" in top.fix


def test_a_runtime_error_number_is_read_from_its_text() -> None:
    # the runtime API numbered cudaErrorIllegalAddress 77 before CUDA 11; the driver API's is 700 (no 77)
    top = explain("RuntimeError: cuda runtime error (77) : an illegal memory access was encountered at foo.cu:12")[0]
    assert top.cause == "cuda_error"
    assert "CUDA_ERROR_ILLEGAL_ADDRESS" in top.meaning


def test_visible_devices_renumbered_from_zero_is_information() -> None:
    paste = ('export CUDA_VISIBLE_DEVICES="5,6"\nwhen i run tensorflow project, it only use the GPU:0 and GPU:1, '
             "it seems that it ignore what i set")
    (top,) = explain(paste)
    assert (top.cause, top.level) == ("harmless", "info")
    assert "GPU 5" in top.meaning
    assert not any("numbers the GPUs" in e.meaning for e in explain("CUDA_VISIBLE_DEVICES=0 python train.py\n"
                                                                    "it uses GPU:0"))
    failing = explain("CUDA_VISIBLE_DEVICES=1 python train.py\nfailed call to cuInit: CUDA_ERROR_NO_DEVICE on GPU 0")
    assert failing[0].cause == "no_gpu_visible"


@pytest.mark.parametrize("paste", [
    "Pandas_input_fn slow, starving CPU/GPU\nWhen one batch is done, the GPU sits idle waiting for more.",
    "Cerebro experiences low GPU utilization for reading remote data.\nLack of pre-fetching may be the main reason.",
])
def test_input_pipeline_words_of_tf1_and_data_loading(paste: str) -> None:
    assert any(e.cause == "input_bound" for e in explain(paste))


@pytest.mark.parametrize("has", ["['/device:CPU:0', '/device:GPU:0', '/device:GPU:1']",  # TF 1.4's names, Keras 2.0.8
                                 "['/gpu:0', '/gpu:1']"])  # a Keras that dropped the CPU from its list
def test_multi_gpu_model_with_the_gpus_there_is_keras(has: str) -> None:
    top = explain("ValueError: To call `multi_gpu_model` with `gpus=2`, we expect the following devices to be "
                  f"available: ['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: {has}. Try reducing "
                  "`gpus`.")[0]
    assert top.cause == "keras_version_skew"
    assert "MirroredStrategy" in top.fix


def test_nan_only_with_several_gpus_is_uncertainly_their_peer_traffic() -> None:
    found = explain("All the 10 RTX A5000 are visible with `nvidia-smi`, but when I start to execute my code I have "
                    "`nan` in losses after a few iterations. It happens only when I use multiple GPUs.")[0]
    assert (found.cause, found.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in found.meaning
    assert "NCCL_P2P_DISABLE=1" in found.fix
    assert not explain("loss becomes nan after a few epochs on my GPU")


@pytest.mark.parametrize(("paste", "index"), [
    (('  File "/usr/lib/python3/site-packages/torch/cuda/__init__.py", line 292, in get_device_properties\n'
      '    raise AssertionError("Invalid device id")\nAssertionError: Invalid device id'), None),  # DataParallel
    (("RuntimeError: Error in faiss::gpu::GpuIndex::GpuIndex(...) at gpu/GpuIndex.cu:49: Error: 'device_ < "
      "getNumDevices()' failed: Invalid GPU device 1"), "1"),
])
def test_a_gpu_index_past_the_visible_ones_is_no_gpu_visible(paste: str, index: str | None) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("no_gpu_visible", "error")
    assert "device_ids=[0]" in top.fix
    assert "CUDA_VISIBLE_DEVICES" in top.fix
    assert (f"GPU {index}" in top.meaning) if index else ("a GPU index" in top.meaning)


def test_an_egl_device_id_is_not_a_cuda_gpu_index() -> None:
    # pyrender's EGL device, not CUDA's: "ValueError: Invalid device ID (0)"
    found = explain("    raise ValueError('Invalid device ID ({})'.format(device_id, len(devices)))\n"
                    "ValueError: Invalid device ID (0)")
    assert all(e.cause != "no_gpu_visible" for e in found)


NCCL_HANG = ("./build/all_reduce_perf -b 8 -e 256M -f 2 -g 4\n"
             "#   Rank  0 Pid  15833 on host device  0 [0x02] GeForce GTX 1080 Ti\n"
             "NCCL version 2.4.8+cuda10.0\n")


@pytest.mark.parametrize("words", [
    "I launch `all_reduce_perf` and it hangs with 100% volatile GPU usage reported.",
    "`ncclAllReduce` enters an infinite spin-wait deadlock on two GPUs.",
    "NCCL hangs in the case GPUs are linked through PXB or PIX",
])
def test_nccl_said_to_hang_is_uncertainly_peer_access(words: str) -> None:
    top = explain(f"{words}\n{NCCL_HANG}")[0]
    assert (top.cause, top.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in top.meaning
    assert "NCCL_P2P_DISABLE=1" in top.fix
    assert "IOMMU" in top.fix


@pytest.mark.parametrize("worked", [
    "Setting NCCL_P2P_DISABLE=1 did workaround but got really low speed.",
    "Setting `NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1` (forcing socket transport) resolves the deadlock completely.",
])
def test_nccl_hang_that_p2p_disable_works_around_is_peer_access(worked: str) -> None:
    top = explain(f"all_reduce_perf hangs on GPU2 and GPU3.\n{worked}")[0]
    assert (top.cause, top.level) == ("gpu_peer_access_failed", "error")
    assert "uncertain" not in top.meaning
    assert "ACS" in top.fix


def test_nccl_hang_that_p2p_disable_did_not_help_stays_uncertain() -> None:
    top = explain("NCCL all_reduce_perf hangs. NCCL_P2P_DISABLE=1 did not help either.")[0]
    assert (top.cause, top.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in top.meaning


def test_a_hang_without_nccl_is_not_peer_access() -> None:
    found = explain("Training hangs after the first epoch with 2 GPUs, no error.")
    assert all(e.cause != "gpu_peer_access_failed" for e in found)


@pytest.mark.parametrize("words", [
    "OneDeviceStrategy is set to use GPU0 but allocates full memory at GPU0 and GPU1 too.",
    "MirrorStrategy() fills up memory of GPU that is not selected for training in TF 2.0.",
    "The result is still the same, it is using both GPUs for memory but utilising second.",
    ("I am training the network using command `horovodrun -np 8 -H localhost:8`, and found that there are several "
     "processes on the gpu 0, and they takes a lot gpu memory"),
])
def test_memory_on_gpus_the_code_did_not_choose_is_each_process_mapping_every_gpu(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "CUDA_VISIBLE_DEVICES" in top.fix
    assert "every GPU it can see" in top.meaning


def test_memory_on_one_gpu_is_no_such_reading() -> None:
    assert all(e.cause != "gpu_memory_in_use" for e in explain("TensorFlow allocates memory on GPU 0 only, as asked."))


@pytest.mark.parametrize("launch", ["mpirun -np 4 python keras_mnist.py",
                                    "horovodrun -np 2 -H localhost:2 python t.py"])
def test_out_of_memory_with_several_processes_is_uncertainly_their_gpu_pinning(launch: str) -> None:
    top = explain(f"Listing the devices, it will go OOM when using multiple devices.\n{launch}")[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "uncertain" in top.meaning
    assert "hvd.local_rank()" in top.fix


def test_out_of_memory_with_one_process_is_not_read_as_pinning() -> None:
    top = explain("It will go OOM when using multiple devices.\nmpirun -np 1 python keras_mnist.py")[0]
    assert "local_rank" not in top.fix


def test_an_exclusive_mode_gpu_another_process_holds_is_memory_in_use() -> None:
    top = explain("When I set the nvidia driver in exclusive mode and one of the GPU is already used by another "
                  "process, I get a segmentation fault:\nSegmentation fault (core dumped)")[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "CUDA_VISIBLE_DEVICES" in top.fix
    assert "-c 0" in top.fix


def test_a_hang_beside_nccl_s_variables_or_nvlink_is_the_peer_traffic_uncertain() -> None:
    """NCCL named by the variables set for the run (NCCL_DEBUG=INFO), or the GPUs' NVLink, beside a hang."""
    run = ("mpirun -np 2 -x NCCL_DEBUG=INFO -x NCCL_P2P_LEVEL=SYS python train.py\n"
           "the job seems to hang after the first step")
    found = explain(run)[0]
    assert (found.cause, found.level) == ("gpu_peer_access_failed", "warning")
    assert "NCCL_P2P_DISABLE=1" in found.fix
    pair = "two of the four GPUs are bridged by NVLink; training on the other pair hangs at the first allreduce"
    assert explain(pair)[0].cause == "gpu_peer_access_failed"
    assert not explain("mpirun -np 2 -x NCCL_DEBUG=INFO python train.py\nEpoch 1/5 done")


def test_a_run_with_p2p_disabled_said_to_work_on_the_next_line_decides() -> None:
    """Two runs shown: NCCL_P2P_DISABLE=1 works and =0 hangs, each command followed by how it went."""
    runs = ("horovodrun -np 2 -x NCCL_P2P_DISABLE=1 python train.py\n\nthis works\n\n"
            "horovodrun -np 2 -x NCCL_P2P_DISABLE=0 python train.py\n\nthis one hangs at the first allreduce")
    found = explain(runs)[0]
    assert (found.cause, found.level) == ("gpu_peer_access_failed", "error")
    assert "uncertain" not in found.meaning
    both_hang = runs.replace("this works", "this hangs too")
    assert "uncertain" in explain(both_hang)[0].meaning


@pytest.mark.parametrize("paste", [
    # every driver's dmesg names its nvidia-nvlink module, on one GPU too
    ("My whole PC freezes when I start training on the RTX 3060. dmesg:\n"
     "[    3.123456] nvidia-nvlink: Nvlink Core is being initialized, major device number 237"),
    # CUDA's device linker, not the GPUs' link
    "Training hangs at the first step. Neither ptxas/nvlink nor nvjitlink is available",
])
def test_nvlink_named_but_not_as_the_gpus_link_is_no_nccl_hang(paste: str) -> None:
    assert all(e.cause != "gpu_peer_access_failed" for e in explain(paste))


def test_a_run_with_p2p_disabled_that_worked_on_one_gpu_only_does_not_decide() -> None:
    """The next line says another run (one GPU) worked, and the collective still hangs: no sign the variable helped."""
    top = explain("export NCCL_P2P_DISABLE=1\nThe single GPU run works fine.\n"
                  "With MirroredStrategy on 2 GPUs, NCCL still hangs forever.")[0]
    assert (top.cause, top.level) == ("gpu_peer_access_failed", "warning")
    assert "uncertain" in top.meaning


@pytest.mark.parametrize("words", [
    "I pin the model to one GPU in my script, but TensorFlow eats the memory of both GPUs",
    "Both of the Titan Xp's memory is taken by the process, although only one is busy in nvidia-smi.",
])
def test_memory_of_both_gpus_with_one_chosen_is_each_process_mapping_every_gpu(words: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "CUDA_VISIBLE_DEVICES" in top.fix


@pytest.mark.parametrize("words", ["MirroredStrategy takes the memory of both GPUs, as expected.",
                                   "It uses the memory of both GPUs and trains twice as fast."])
def test_memory_of_both_gpus_without_one_chosen_is_no_such_reading(words: str) -> None:
    assert all(e.cause != "gpu_memory_in_use" for e in explain(words))


def test_multi_gpu_model_whose_backticks_markdown_ate_is_still_read() -> None:
    top = explain("ValueError: To call multi_gpu_modelwithgpus=2, we expect the following devices to be available: "
                  "['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: ['/cpu:0', '/xla_gpu:0', "
                  "'/xla_gpu:1', '/xla_cpu:0']. Try reducing gpus.")[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0" in top.fix
    assert "CUDA 10.1" in top.fix  # no version in the paste: each build that lists XLA_GPU


XLA_ONLY = ("InvalidArgumentError: Cannot assign a device for operation a: {{node a}}was explicitly assigned to "
            "/device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, "
            "/job:localhost/replica:0/task:0/device:XLA_GPU:0 ]. Make sure the device specification refers to a "
            "valid device.")


def test_placer_xla_gpu_only_names_the_builds_that_list_it_unless_the_version_decides() -> None:
    top = explain(XLA_ONLY)[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0" in top.fix
    assert "CUDA 10.1" in top.fix
    assert "uncertain which build" in top.meaning
    pinned = explain(f"pip install tensorflow-gpu==1.15.0\n{XLA_ONLY}")[0]
    assert pinned.cause == "cuda_libs_missing"
    assert "10.0" in pinned.fix
    assert "10.1" not in pinned.fix


@pytest.mark.parametrize("paste", [
    ("[node1:12345] *** Process received signal ***\n[node1:12345] Signal: Bus error (7)\n"
     "[node1:12345] [ 3] /usr/lib/x86_64-linux-gnu/libnccl.so.2(+0x4a1b2)[0x7f3c2a4a1b2]"),
    "[a1b2c3:77 :0:90] Caught signal 7 (Bus error: nonexistent physical address)\n 2 0x7587d ncclGroupEnd()  ???:0",
])
def test_a_bus_error_beside_nccl_is_uncertainly_its_shared_memory(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("shm_too_small", "warning")
    assert "uncertain" in top.meaning
    assert "--shm-size" in top.fix


@pytest.mark.parametrize("paste", [
    "Bus error (core dumped)",
    # NCCL's pip wheel in a listing is installed with tensorflow[and-cuda] and torch, used or not
    "$ python -c 'import tensorflow'\nBus error (core dumped)\n$ pip list | grep nvidia\nnvidia-nccl-cu12  2.19.3",
])
def test_a_bus_error_without_nccl_gives_no_verdict(paste: str) -> None:
    assert all(e.level not in ("error", "warning") for e in explain(paste))


@pytest.mark.parametrize("line", ["warning: Cuda API error detected: cudaMemcpyPeer returned (0x2c0)",
                                  "cudaSetDevice returned 0"])
def test_a_cuda_call_returning_success_or_a_hex_code_is_no_error(line: str) -> None:
    assert all(e.level not in ("error", "warning") for e in explain(line))
