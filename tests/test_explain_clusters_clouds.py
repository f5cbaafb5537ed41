"""`envcheck explain` on clusters and clouds: nodes after a reboot, Apptainer beside Docker, driver limits in words.

The lines are the programs' own wordings (nvidia-smi's "couldn't communicate", the launchers' command lines) and
the words people use for what decides: that the machine was restarted, the driver a cluster or a cloud's machine
image has (and the CUDA it runs at most) beside the TensorFlow release named.
"""

from __future__ import annotations

import pytest

from envcheck.compat import ceiling_runs_cuda
from envcheck.explain import explain
from envcheck.tables import load_tables

SMI = ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA "
       "driver is installed and running.")


def test_nvidia_smi_failing_after_a_restart_is_the_hosts_module_not_a_container() -> None:
    words = ("I run the driver-installer like `docker run --rm installer -v -e ...` only once instead of daemonset "
             "with the device plugin. And I found it when my machine reboot, nvidia-smi got error like")
    top = explain(f"{words} `{SMI}`")[0]
    assert (top.cause, top.level) == ("driver_missing", "error")
    assert "restarted" in top.meaning
    assert "DaemonSet" in top.fix
    # without the restart the docker run started without --gpus decides, as before
    assert explain(f"docker run --rm installer -v\n{SMI}")[0].cause == "container_gpu_not_exposed"


def test_a_notebook_kernel_restarted_is_no_machine_restart() -> None:
    paste = f"docker run -it image\nafter I restarted the kernel:\n{SMI}"
    assert explain(paste)[0].cause == "container_gpu_not_exposed"


def test_apptainer_beside_docker_run_names_both_gpu_options() -> None:
    paste = ('Singularity Built From NGC Base Yields "unable to find libcuda.so.1"\n'
             "$ srun --pty docker run -it --rm horovod bash -c 'ls -al /usr/lib/x86_64-linux-gnu/libcuda.so*'\n"
             "$ singularity run horovod.sif bash -c 'ls -alL /usr/lib/x86_64-linux-gnu/libcuda.so*'\n"
             "-rwxr-xr-x 1 root root 0 Apr 14 17:37 /usr/lib/x86_64-linux-gnu/libcuda.so.1")
    top = explain(paste)[0]
    assert top.cause == "container_gpu_not_exposed"
    assert "--nv" in top.fix
    assert "--gpus all" in top.fix


def test_a_driver_the_words_say_is_required_is_not_the_one_installed() -> None:
    words = ("I am using TensorFlow 1.14 which requires CUDA10, and Cuda10 requires Nvidia driver 418. Currently at "
             "the cluster the default driver is 384.145.")
    top = explain(words)[0]
    assert top.cause == "driver_too_old"
    assert "driver 384.145" in top.meaning
    assert "410.48" in top.fix


def test_a_machine_images_cuda_ceiling_in_words_decides_against_the_release() -> None:
    words = ("Some of our code requires Tensorflow 1.13. Current EKS optimized AMI for GPU only support CUDA 9.2.")
    top = explain(words)[0]
    assert top.cause == "driver_too_old"
    assert "CUDA 9.2 at most" in top.meaning
    assert "410.48" in top.fix
    # a ceiling that covers the release's CUDA says nothing against it
    assert not explain("We use Tensorflow 1.13. Our AMI only supports CUDA 10.0.")


def test_a_cuda_version_in_a_template_is_no_drivers_ceiling() -> None:
    # "CUDA Version: 10.1" written by the user is as often the toolkit installed: not read as the driver's ceiling
    assert all(e.cause != "driver_too_old" for e in explain("TensorFlow version: 2.4\nCUDA Version: 10.1"))


def test_tensorflows_diagnostics_cut_before_the_kernel_version_still_compare_the_two() -> None:
    paste = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:491] failed call to cuInit: CUDA_ERROR_NO_DEVICE\n"
             "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:185] libcuda reported version is: 367.57.0\n"
             'I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:356] driver version file contents: """NVRM '
             "version: NVIDIA UNIX x86_64 Kernel Module 367.48 Sat Sep 3 18:21")
    top = explain(paste)[0]
    assert top.cause == "driver_library_mismatch"
    assert "367.48" in top.evidence
    same = paste.replace("367.57.0", "367.48.0")  # the same version on both sides: no mismatch
    assert all(e.cause != "driver_library_mismatch" for e in explain(same))


def test_a_cuda_ceiling_runs_the_same_major_from_cuda_11_and_nothing_newer_before() -> None:
    tables = load_tables()
    assert ceiling_runs_cuda(tables, "11.4", "11.8").runs  # minor-version compatibility
    assert not ceiling_runs_cuda(tables, "10.0", "10.1").runs  # none before CUDA 11
    assert not ceiling_runs_cuda(tables, "11.8", "12.2").runs  # another major
    assert ceiling_runs_cuda(tables, "12.2", "11.8").runs


def test_a_library_named_missing_with_its_own_name_between_is_the_library_missing() -> None:
    for words in ("dlerror: libcudnn.so.7 cudaNN is missing", "libcudnn.so.8 library is missing"):
        top = explain(words)[0]
        assert top.cause == "cuda_libs_missing", words
        assert "libcudnn.so." in top.meaning


def test_the_drivers_library_by_a_glob_is_the_driver_library_missing() -> None:
    top = explain("kubectl exec into the pod: the script could not find the `libcuda.so*` file")[0]
    assert top.cause == "container_gpu_not_exposed"  # in Kubernetes: the pod's runtime passes the driver in
    elsewhere = explain("I cannot find libcuda.so* anywhere")[0]
    assert (elsewhere.cause, "uncertain" in elsewhere.meaning) == ("driver_missing", True)


@pytest.mark.parametrize("kernel", ["conda_amazonei_tensorflow_p36", "conda_amazonei_tensorflow2_p36"])
def test_a_sagemaker_elastic_inference_kernel_is_a_cpu_build(kernel: str) -> None:
    """SageMaker's EI environments hold a CPU TensorFlow with EI's ops: the kernel without amazonei_ is the GPU one."""
    (found, *_) = explain(f"Why is the GPU not visible on a p3.2xlarge notebook instance?\nI am using the {kernel} "
                          "kernel.")
    assert (found.cause, found.level) == ("cpu_only_build", "error"), found
    assert f"select the {kernel.replace('amazonei_', '')} kernel" in found.fix


@pytest.mark.parametrize("kernel", ["conda_amazonei_mxnet_p36", "conda_amazonei_pytorch_latest_p37"])
def test_another_frameworks_elastic_inference_kernel_says_nothing_of_tensorflows_build(kernel: str) -> None:
    """MXNet's or PyTorch's EI kernel is not where a TensorFlow runs: no CPU-only TensorFlow build is read from it."""
    found = explain(f"Why is the GPU not visible on a p3.2xlarge notebook instance?\nI am using the {kernel} kernel.")
    assert all(e.cause != "cpu_only_build" for e in found), found


def test_a_sagemaker_elastic_inference_kernel_beside_the_gpu_kernel_does_not_say_which_ran() -> None:
    """Moved from the EI kernel to the GPU one (or a list of both): the EI kernel is no longer what runs."""
    paste = ("On a ml.p3.2xlarge notebook instance I moved from conda_amazonei_tensorflow_p36 to the "
             "conda_tensorflow_p36 kernel, and still no GPU is found:\n>>> tf.test.is_gpu_available()\nFalse")
    assert all(e.cause != "cpu_only_build" for e in explain(paste))
