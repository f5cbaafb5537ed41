"""A GPU said idle, or TensorFlow said to run on the CPU: which package the paste names decides the reading.

Each paste is a wording family of issue #10's fresh batch c2300-c2311 (GPU not used or slow), written anew: the
GPU's use given as "at 10-20%" or "average at 30%" beside a busy CPU (the input pipeline's reading), a GPU near idle
with a TensorFlow 1.x named and no tensorflow-gpu (its CPU-only `tensorflow` package), a CPU said maxed beside a GPU
used "nothing" with no version (uncertain, naming what decides), a requirements file beside tensorflow-gpu (two
distributions), TensorFlow 1.x's `tensorflow` said installed; beside the pastes that must give no such verdict (the
GPU's memory taken, tensorflow-gpu alone, a GPU at 70%, a comparison of CPU and GPU runs, the CPU wanted).
"""

from __future__ import annotations

from envcheck.compat import first_release, last_release
from envcheck.explain import explain
from envcheck.tables import load_tables


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


def test_a_gpu_figure_at_a_range_or_an_average_is_low_utilisation() -> None:
    """'my GPU is only at 10-20%' and 'gpu average at 30%' are utilisation figures: with a run, the input's reading."""
    for paste in ("I use a keras.utils.Sequence generator for fit(); my GPU is only at 10-20% in GPU-Z",
                  "keras runs quite slowly: the gpu average at 30% and cpu cost around 2000%"):
        cause, level, meaning, _ = _top(paste)
        assert (cause, level) == ("input_bound", "warning"), paste
        assert meaning.startswith("uncertain"), paste


def test_a_figure_before_the_gpus_it_was_read_on_is_low_utilisation() -> None:
    """'usage was between 0-40% on all 8 GPUs': the GPUs' figure even when they follow it (not their memory's)."""
    paste = ("fit_generator with workers=8, use_multiprocessing=True: in nvidia-smi the usage was oscillating between "
             "0-40% on all 4 GPUs during training")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("input_bound", "warning")
    assert meaning.startswith("uncertain")
    for other in ("fit_generator with workers=8 during training: memory usage is 30% of the GPU",
                  "fit_generator with workers=8 during training: CPU usage 20% on the GPU machine"):
        assert all(e.cause != "input_bound" for e in explain(other)), other


def test_a_gpu_near_idle_with_tensorflow_1x_and_no_gpu_package_is_the_cpu_package() -> None:
    """TensorFlow 1.12's `tensorflow` is CPU-only: a GPU at 0% with no tensorflow-gpu named points at it, uncertain."""
    cause, level, meaning, fix = _top("My GPU utilization (stays at mostly 0%)\nTensorflow v. 1.12.0 on a GTX 1060")
    assert (cause, level) == ("tf1_cpu_package", "warning")
    assert meaning.startswith("uncertain")
    assert "pip list" in meaning
    assert "tensorflow-gpu==1.12.0" in fix


def test_the_gpu_package_named_or_the_gpus_memory_taken_is_not_the_cpu_package() -> None:
    """tensorflow-gpu installed, or the GPU's memory held by the run: TensorFlow is on the GPU, the input starves it."""
    for paste in ("tensorflow-gpu 1.8 on a K80: GPU utilization 0% while training, CPU utilization 100%",
                  "TensorFlow 1.8: the GPU memory is fully used but GPU utilization is 0% during training"):
        assert all(e.cause != "tf1_cpu_package" for e in explain(paste)), paste
        assert _top(paste)[0] == "input_bound", paste


def test_a_gpu_at_work_or_a_comparison_of_runs_is_no_cpu_run() -> None:
    """A GPU at 70%, 'I run on cpu and gpu separately', the CPU wanted: nothing says TensorFlow is stuck on the CPU."""
    for paste in ("Training does not use the Nvidia GPU? nvidia-smi shows the GPU at 70% load, TensorFlow 1.13",
                  "I run on cpu and gpu separately with tensorflow 1.13, the gpu gives zeros",
                  "The model is running on CPU as I asked, tensorflow 1.15 and my GPU is for the display"):
        assert all(e.cause not in ("tf1_cpu_package", "two_tensorflow_installs") for e in explain(paste)), paste


def test_an_idle_gpu_beside_a_maxed_cpu_with_no_version_names_what_decides() -> None:
    """No version, no package: uncertain, the last CPU-only release and the first GPU one from the tables."""
    tables = load_tables()
    cpu_only = last_release(tables, lambda r: not r.tensorflow_package_has_gpu)
    gpu_from = first_release(tables, lambda r: cpu_only is not None and r.key > cpu_only.key)
    assert cpu_only is not None
    assert gpu_from is not None
    cause, level, meaning, fix = _top("Training speed is very slow. I'm almost maxed out on CPU usage...but my GPU "
                                      "usage is nothing.")
    assert (cause, level) == ("tf1_cpu_package", "warning")
    assert meaning.startswith("uncertain")
    assert f"up to {cpu_only.line}" in meaning
    assert f"from {gpu_from.line}" in meaning
    assert "tensorflow-gpu" in fix


def test_words_alone_that_it_runs_on_the_cpu_are_a_reading_to_check() -> None:
    """'I guess it is using CPU' on a named GPU, no version: an uncertain reading at info level, not a verdict."""
    cause, level, meaning, _ = _top("I have a gtx1070 and installed everything using requirements.txt, but it is "
                                    "very slow. So i guess it is using CPU.")
    assert (cause, level) == ("tf1_cpu_package", "info")
    assert meaning.startswith("uncertain")
    assert "requirements file" in meaning
    assert not explain("Why can not use my GPU? GeForce GTX 560, Windows 10")[0].cause.startswith("tf1")


def test_a_requirements_file_beside_tensorflow_gpu_is_two_distributions() -> None:
    """requirements.txt's `tensorflow` and tensorflow-gpu installed after it (a misspelt name too): both installed."""
    cause, level, meaning, fix = _top("I pip install -r requirements.txt, then run. It showed that I am using CPU. "
                                      "Even though I install tensowflow-gpu, it still running on CPU.")
    assert (cause, level) == ("two_tensorflow_installs", "warning")
    assert meaning.startswith("uncertain")
    assert "uninstall" in fix


def test_tensorflow_1x_said_installed_on_a_gpu_machine_is_decided() -> None:
    """'I only installed tensorflow 1.4' while training on a GPU: 1.4's `tensorflow` has no GPU build."""
    cause, level, meaning, fix = _top("Each epoch is training for an hour on my nvidia gpu. Can tensorflow find the "
                                      "gpu and use it? Currently i only installed tensorflow 1.4.")
    assert (cause, level) == ("tf1_cpu_package", "error")
    assert "uncertain" not in meaning
    assert "tensorflow-gpu==1.4" in fix


def test_a_utilisation_said_low_without_its_device_is_the_gpus_in_a_paste_about_one() -> None:
    """'the ultilization become low ... 0 to 20%' beside a Tesla V100: the GPU's (not the CPU's or a disk's)."""
    cause, _, meaning, _ = _top("I train on a Tesla V100. At the start the ultilization is up to 98%, but after "
                                "minutes the ultilization becomes low and unstable, varying from 0 to 20%")
    assert cause == "input_bound"
    assert meaning.startswith("uncertain")
    for paste in ("I train on a Tesla V100 and the CPU utilization is low, 10%",
                  "I train on a Tesla V100 and the utilization of the disk is 5%"):
        assert all(e.cause != "input_bound" for e in explain(paste)), paste


def test_the_cpu_package_installed_elsewhere_beside_the_gpu_image_is_not_the_cpu_package() -> None:
    """TensorFlow's -gpu image runs the GPU build: plain `tensorflow` installed on another machine does not decide."""
    paste = ("On my Mac I installed tensorflow 1.14 for CPU. On the Ubuntu box with a GTX 1080 I use the docker image "
             "tensorflow/tensorflow:1.14.0-gpu-py3 and training there keeps the GPU at 0% in nvidia-smi.")
    assert all(e.cause != "tf1_cpu_package" for e in explain(paste))
