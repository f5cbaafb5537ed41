"""Pastes whose prose is not English: the GPU not used, the versions installed and cuDNN's said in other languages.

The wording families come from the fresh batch of non-English threads (issue #10, c2910-c2926): Chinese GitHub
issues around TensorFlow's English log lines, Japanese, Korean, Russian, Spanish, Portuguese, German and French
words for the same facts; each paste here is written anew. PaddlePaddle's loader lines are its dynamic_loader.cc's.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("words", [
    "没有调用到GPU", "任务管理器下GPU没有反应", "训练时只用了CPU", "GPU使用率一直是0%",
    "GPUが使用されていないようです", "tensorflow не видит видеокарту", "TensorFlow no reconoce la GPU",
    "o TensorFlow não usa a GPU", "die GPU wird nicht erkannt", "TensorFlow n'utilise pas le GPU",
])
def test_the_gpu_not_used_in_other_languages_starts_the_checklist(words: str) -> None:
    found = explain(f"tensorflow 2.12\n{words}")
    assert found[0].cause == "cuda_libs_missing"
    assert "uncertain" in found[0].meaning
    assert "CUDA 11.8" in found[0].fix


@pytest.mark.parametrize("words", [
    "обучение работает только на CPU", "el modelo solo usa la CPU", "o treino só roda na CPU",
    "学習にCPUしか使われない", "학습이 CPU만 사용합니다", "the training works only on the CPU",
])
def test_the_work_said_to_run_on_the_cpu_alone_in_other_languages_starts_the_checklist(words: str) -> None:
    found = explain(f"tensorflow 2.12\n{words}")
    assert found[0].cause == "cuda_libs_missing"
    assert "uncertain" in found[0].meaning


@pytest.mark.parametrize("words", ["можно ли запустить только на CPU?", "quiero entrenar solo en la CPU"])
def test_the_cpu_alone_asked_about_or_wished_for_is_not_the_gpu_unused(words: str) -> None:
    assert not explain(words)


@pytest.mark.parametrize("words", [
    "CPU만 사용하고 싶어요", "CPU만 사용하려면 어떻게 하나요", "CPUしか使わないようにしたい",
    "CPUしか使わない設定の方法",
    "tf.py_function ops are placed only on the CPU", "el entrenamiento solo usa el procesador gráfico",
])
def test_the_cpu_alone_wished_for_or_said_of_an_op_is_not_the_gpu_unused(words: str) -> None:
    assert not explain(f"tensorflow 2.12\n{words}")


@pytest.mark.parametrize("words", ["tensorflow nutzt die GPU", "GPU使用率90%", "训练用GPU很快"])
def test_the_gpu_in_use_in_other_languages_gives_no_verdict(words: str) -> None:
    assert not explain(f"tensorflow 2.12\n{words}")


@pytest.mark.parametrize("version", [
    "tensorflow版本是2.12", "我的tensorflow是2.12版本", "TensorFlowのバージョンは2.12です", "tensorflow версии 2.12",
    "versión de tensorflow: 2.12",
])
def test_a_version_said_in_another_language_is_the_release(version: str) -> None:
    found = explain(f"{version}\nWindows 11\nGPU不可用")
    assert found[0].cause == "windows_native_gpu_unsupported"
    assert found[0].meaning.startswith("TensorFlow 2.12 on native Windows")


def test_cuda_and_cudnn_said_in_chinese_are_the_ones_installed() -> None:
    found = explain("用的cuda10.0和cudnn版本7.6\ntensorflow-gpu版本为2.4.0\nGPU没有被使用")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.0" in found[0].meaning or "10.0" in found[0].fix


@pytest.mark.parametrize("card", ["a 3090 graphics card", "3090显卡", "3090 GPU"])
def test_a_model_number_said_to_be_the_graphics_card_is_the_gpu(card: str) -> None:
    found = explain(f"I use {card} with tensorflow 1.14, there will be a problem")
    assert found[0].cause == "gpu_too_new"
    assert "8.6" in found[0].fix


def test_a_model_number_before_a_cjk_comma_and_its_memory_is_the_gpu() -> None:
    found = explain("环境: tensorflow 1.15, cuda 10.0, 显卡是台式机的3080\uff0c显存10G\n"
                    "InternalError: Blas GEMM launch failed : a.shape=(32, 128), b.shape=(128, 10), m=32, n=10, k=128")
    assert found[0].cause == "gpu_too_new"
    assert "8.6" in found[0].meaning


def test_a_year_or_a_count_beside_gpu_is_no_gpu() -> None:
    assert not any(e.cause == "gpu_too_new" for e in explain("in 2019 GPU prices rose; tensorflow 1.14 fails"))
    assert not any(e.cause == "gpu_too_new" for e in explain("1024 GPU cores and tensorflow 1.14, it fails"))
    assert not any(e.cause == "gpu_too_new" for e in explain("2020年\uff0c显存不够用了; tensorflow 1.14 fails"))


_CONV = ("tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm. This is probably "
         "because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.")


@pytest.mark.parametrize("words", ["在没有sudo权限的情况下怎样才能提高cudnn的版本呢", "is the cuDNN version too old?",
                                   "cuDNNのバージョンが合わないようです", "версия cudnn не совпадает"])
def test_a_cudnn_said_not_to_fit_names_the_mismatch_uncertain(words: str) -> None:
    found = explain(f"{_CONV}\n{words}")
    assert found[0].cause == "cudnn_version_mismatch"
    assert "uncertain" in found[0].meaning
    assert "LD_LIBRARY_PATH" in found[0].fix


def test_the_build_cudnn_is_named_when_the_release_is() -> None:
    found = explain(f"{_CONV}\ntensorflow==2.4.0\n怎样才能提高cudnn的版本")
    assert found[0].cause == "cudnn_version_mismatch"
    assert "install cuDNN 8.0" in found[0].fix


def test_a_cudnn_mismatch_said_alone_is_read() -> None:
    found = explain("我的电脑装的是cudnn6，运行时报cudnn版本不匹配？")  # noqa: RUF001 - the user's own punctuation
    assert found[0].cause == "cudnn_version_mismatch"
    assert "uncertain" in found[0].meaning


def test_a_cudnn_mismatch_said_alone_is_a_warning() -> None:
    """Words with no log line of cuDNN: not an error."""
    assert [(e.cause, e.level) for e in explain("cudnn version mismatch")] == [("cudnn_version_mismatch", "warning")]


@pytest.mark.parametrize("words", [
    "There is no cudnn version mismatch: tensorflow 2.4 and cudnn 8.0.4, but training is slow.",  # denied
    ("I first thought it was a cudnn version mismatch, but the driver was the problem: after updating the driver it "
     "works."),  # a hypothesis the words drop
    "Is the cudnn version too old? TensorFlow 2.4 with cuDNN 8.0.4 trains fine on the GPU.",  # it runs
    "cudnn version mismatch? tensorflow 2.4.0 with cudnn 8.0.4",  # a cuDNN the build accepts (8.0)
])
def test_a_cudnn_mismatch_the_paste_does_not_say_is_not_read(words: str) -> None:
    assert all(e.cause != "cudnn_version_mismatch" for e in explain(words))


def test_another_frameworks_cudnn_said_not_to_fit_is_not_tensorflows() -> None:
    found = explain("import torch\nRuntimeError: cuDNN error: CUDNN_STATUS_NOT_INITIALIZED\ncudnn版本不匹配吗")
    assert all(e.cause != "cudnn_version_mismatch" for e in found)
    assert not explain("import torch\ncudnn版本不匹配")


def test_a_part_of_cudnn_9_needs_cudnn_9_on_path_not_zlib() -> None:
    found = explain("Could not locate cudnn_ops64_9.dll. Please make sure it is in your library path!")
    assert found[0].cause == "cuda_libs_missing"
    assert "install cuDNN 9" in found[0].fix
    assert "zlib" not in found[0].fix
    eight = explain("Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!")
    assert "zlibwapi.dll" in eight[0].fix  # cuDNN 8.3-8.9's parts load zlib


@pytest.mark.parametrize("words", ["这个模型可以在cpu上跑吗？", "我想只用cpu训练，怎么关掉gpu？"])  # noqa: RUF001 - the users' own punctuation
def test_the_cpu_wished_for_or_asked_about_in_chinese_is_not_the_gpu_unused(words: str) -> None:
    """An ability, a wish or a question about the CPU, not the words that TensorFlow runs there."""
    assert not explain(words)


@pytest.mark.parametrize("words", ["why is pytorch not using my GPU", "почему pytorch не видит видеокарту?",
                                   "pytorch不能使用gpu", "jax does not use the GPU, import jax",
                                   "JAX does not use my RTX 3090"])
def test_another_frameworks_gpu_unused_gets_no_tensorflow_checklist(words: str) -> None:
    assert not any(e.cause in ("gpu_not_detected", "tf1_cpu_package") or "TensorFlow sees no GPU" in e.meaning
                   for e in explain(words))


@pytest.mark.parametrize("words", [
    "训练的时候显存溢出", "训练到第二轮爆显存", "学習中にGPUのメモリが不足します",
    "обучение падает: не хватает видеопамяти",
])
def test_the_gpus_memory_run_out_in_training_said_in_other_languages_is_the_model_too_large(words: str) -> None:
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("model_too_large", "warning")
    assert "uncertain" in found.meaning
    assert "batch" in found.fix


@pytest.mark.parametrize("words", ["GPU 메모리 부족 오류가 납니다", "显存不足怎么办"])
def test_the_gpus_memory_run_out_with_nothing_more_said_is_uncertain_between_the_two(words: str) -> None:
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("model_too_large", "warning")  # the batch or model first
    assert "uncertain" in found.meaning
    assert "nvidia-smi" in found.fix  # another process second


@pytest.mark.parametrize("words", ["内存溢出了", "メモリ不足です", "не хватает памяти"])
def test_memory_alone_in_other_languages_may_be_the_machines_ram(words: str) -> None:
    assert not [e for e in explain(words) if e.level in ("error", "warning")]


def test_englishs_version_is_on_a_line_with_full_width_punctuation_is_read_as_english() -> None:
    (found, *_) = explain("I use jetson nx, cuda version is 10.2\uff0cjetpack 4.4 \uff0c and get this error\n"
                          "ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory")
    assert "CUDA 10.2 here" in found.fix


@pytest.mark.parametrize("words", ["用 python 3.11 时 tensorflow==2.9.1 不能被满足",
                                   "python3.11 装 tensorflow==2.9.1 无法满足",
                                   "on Python 3.11 the pin tensorflow==2.9.1 cannot be satisfied"])
def test_a_pinned_release_said_unsatisfiable_on_a_python_it_has_no_wheel_for(words: str) -> None:
    found = explain(words)
    assert (found[0].cause, found[0].level) == ("python_unsupported", "error")
    assert "3.10" in found[0].fix


def test_a_requirement_already_satisfied_is_not_an_install_said_to_fail() -> None:
    assert not explain("Requirement already satisfied: tensorflow==2.9.1 in ./venv/lib/python3.11/site-packages")
