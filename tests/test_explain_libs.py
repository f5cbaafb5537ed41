"""CUDA library readers: the CUDA a version file names, another framework's cuDNN part, Windows CUPTI, op libraries.

Each wording is a real paste (trimmed): tensorflow#26289 (CUDA's version.txt), pytorch#46312 and faster-whisper#1230 (a
cuDNN part DLL in a PyTorch paste), tensorflow#44697 and #43030 (cupti64_110.dll beside CUDA's date-named CUPTI DLL),
CRNN_Tensorflow#324 (an idle GPU under tensorflow-gpu 1.13.1 with CUDA 10.1), PU-GAN#41 (tf.load_op_library's
NotFoundError). The CUDA each TensorFlow wants comes from the compat tables, not from these tests.
"""

from __future__ import annotations

from envcheck.explain import explain

VERSION_FILE = ("~$: cat /usr/local/cuda/version.txt \nCUDA Version 10.1.168\n\n>>> import tensorflow\n"
                ">>> print(tensorflow.__version__)\n   1.14.0\n")
TORCH_CUDNN_PART = ("After upgrade to rtx3090, I reinstalled my Windows10 and pytorch with\n\n"
                    ">conda install pytorch torchvision cudatoolkit=11 -c pytorch-nightly\n\n"
                    ">Could not load library cudnn_ops_infer64_8.dll. Error code 126\n"
                    ">Please make sure cudnn_ops_infer64_8.dll is in your library path!")
CUPTI_44697 = ("- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10 20H2\n"
               "- TensorFlow version (use command below): 2.4.0-rc0\n- CUDA/cuDNN version: 11.0 / 8\n"
               "On Windows it looks for the dll 'cupti64_110.dll' however Cuda Toolkit 11 and others now installs as "
               "'cupti64_2020.1.0.dll' on W10.")
CUPTI_43030 = ("- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10 Education\n"
               "- TensorFlow version: tf-nightly-2.4.0.dev20200907\n- CUDA/cuDNN version: 11.0/8.0.2\n"
               "cupti64_110.dll cannot be found, and the only CUPTI .dll file I can find in the CUDA 11.0 files is "
               "C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.0\\extras\\CUPTI\\lib64\\"
               "cupti64_2020.1.1.dll")
IDLE = ("训练时，看了一下GPU占用，显存使用94MiB/7951MiB GPU使用基本低于20%，电源5W/225W\n"  # noqa: RUF001 - the user's
        "感觉没有正确的使用GPU进行训练\n"
        "- TensorFlow version: tensorflow-gpu==1.13.1\n- CUDA/cuDNN version: {cuda}/7.4")
OP_LIBRARY = ("tensorflow.python.framework.errors_impl.NotFoundError: libcudart.so.9.1: cannot open shared object "
              "file: No such file or directory\n\n"
              "Me too.. My cuda version is 11.2... can i downgrade CUDA version to 9.1?")


def test_cudas_version_file_is_the_cuda_installed() -> None:
    top = explain(VERSION_FILE)[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0" in top.fix  # TensorFlow 1.14's CUDA, from the tables
    assert "10.1" in top.fix  # the version file's CUDA, said installed


def test_nvidia_smis_cuda_version_is_not_the_cuda_installed() -> None:
    smi = "| NVIDIA-SMI 418.67       Driver Version: 418.67       CUDA Version: 10.1     |\n"
    found = explain(smi + ">>> print(tensorflow.__version__)\n   1.14.0\n")
    assert all(e.cause != "cuda_libs_missing" for e in found)


def test_a_cudnn_part_missing_in_a_pytorch_paste_is_uncertain() -> None:
    top = explain(TORCH_CUDNN_PART)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "warning")
    assert top.meaning.startswith("uncertain")
    assert "where cudnn_ops_infer64_8.dll" in top.fix


def test_a_cudnn_part_beside_a_cudnn_the_user_installed_is_that_cudnn() -> None:
    # faster-whisper#1230: torch listed, but the cuDNN 9 the user installed is the one looked for
    top = explain("Could not locate cudnn_ops64_9.dll. Please make sure it is in your library path!\n"
                  "cuda ver 12.8\ncudnn ver 9.70\npython 3.12.8\ntorch 2.5.0")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "PATH" in top.fix


def test_windows_cupti_fix_names_the_cuda_folder_and_the_copy() -> None:
    for paste in (CUPTI_44697, CUPTI_43030):
        top = explain(paste)[0]
        assert (top.cause, top.level) == ("cuda_libs_missing", "warning")
        assert "v11.0\\extras\\CUPTI\\lib64" in top.fix  # the CUDA of cupti64_110.dll
        assert "cupti64_110.dll" in top.fix


def test_an_idle_gpu_beside_versions_that_cannot_work_is_the_cuda() -> None:
    top = explain(IDLE.format(cuda="10.1"))[0]
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.0" in top.fix


def test_an_idle_gpu_beside_matching_versions_holding_no_memory_has_no_tensorflow_on_it() -> None:
    assert explain(IDLE.format(cuda="10.0"))[0].cause == "gpu_not_detected"
    assert explain(IDLE.format(cuda="10.0").replace("94MiB/", "7594MiB/"))[0].cause == "input_bound"


def test_a_cuda_library_missing_for_an_op_library_is_uncertain() -> None:
    top = explain(OP_LIBRARY)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "warning")
    assert "op library" in top.meaning
    assert "libcudart.so.9.1" in top.fix
    assert "LD_LIBRARY_PATH" in top.fix
