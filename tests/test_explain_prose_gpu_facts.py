"""'TensorFlow does not use my GPU' told in words, with the facts that decide it said in words too.

Each paste is a wording family of issue #10's fresh batch c2100-c2109, written anew: a CUDA major said beside a
release built for another, the GPU said connected but not used (Colab after a runtime change), a notebook or IDE
that runs another interpreter than the prompt where the GPU is found, a GPU said not to be an NVIDIA one, a CPU
TensorFlow said installed where TensorFlow 1.x's GPU package was meant; beside the pastes that must give no
verdict or no decided cause (a GPU's memory taken but its cores idle, an Intel GPU named in a healthy log, a CUDA
major that is the build's own).
"""

from __future__ import annotations

import pytest

from envcheck.explain import exit_status, explain


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


def test_a_cuda_major_said_beside_a_release_built_for_another_is_decided() -> None:
    """tensorflow-gpu 1.15 loads CUDA 10.0 (the tables): 'I have cuda 12' cannot serve it, whatever else is open."""
    cause, level, meaning, fix = _top("I run tensorflow-gpu==1.15 since I have cuda 12 installed, but training "
                                      "does not use the GPU at all")
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "uncertain" not in meaning
    assert "CUDA 10.0" in fix
    assert fix.startswith("(1) TensorFlow 1.15 was built for CUDA 10.0")  # before the undecided package question


def test_a_cuda_major_that_is_the_builds_own_decides_nothing() -> None:
    """CUDA 11's minor-version compatibility: 'cuda 11' with TensorFlow 2.5 (CUDA 11.2) is no mismatch."""
    found = explain("TensorFlow 2.5.0 does not detect the GPU, I am using cuda 11")
    assert not any(e.cause == "cuda_libs_missing" and "does not provide them" in e.fix for e in found)


def test_a_cuda_major_said_of_another_build_is_not_the_cuda_installed() -> None:
    """'TensorFlow 2.4 is compatible with CUDA 11' says what a build needs, not what this machine has."""
    for words in ("TensorFlow 2.4 is compatible with CUDA 11, so maybe I should upgrade?",
                  "the tf 2.4 wheel was built with cuda 11"):
        found = explain(f"I use tensorflow-gpu 2.3 and it does not find my GPU. {words}")
        assert not any("CUDA 11 is installed" in e.fix for e in found)
        assert "uncertain" in found[0].meaning


def test_a_gpu_said_connected_but_not_used_in_colab_names_the_runtimes_cuda() -> None:
    cause, level, _, fix = _top("The GPU is connected in my colab notebook but it is not being used, training "
                                "takes as long as on the CPU. The same code was working fine 3 days back.")
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "Colab" in fix


def test_a_gpu_said_not_getting_used_starts_the_checklist() -> None:
    cause, level, meaning, _ = _top("Keras on Ubuntu: my GPU isn't getting used, everything runs slowly")
    assert level in ("error", "warning")
    assert cause != "harmless"
    assert "uncertain" in meaning


def test_a_gpus_memory_taken_but_its_cores_idle_is_no_verdict() -> None:
    """Task Manager showing memory used and idle '3D' engines: the GPU is in use (TensorFlow's work is CUDA's)."""
    found = explain("Memory in my GPU was occupied but the cores were not utilized in Task Manager. Is this normal?")
    assert not [e for e in found if e.level in ("error", "warning")]


def test_the_gpu_found_in_the_prompt_and_not_in_an_ide_is_the_ides_interpreter() -> None:
    paste = ("In the Anaconda prompt it works: device_lib lists\n"
             'device_type: "GPU"\n'
             "But in Spyder the same code lists only\n"
             'device_type: "CPU"\n')
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "different Python" in meaning
    assert "sys.executable" in fix


def test_a_gpu_said_not_to_be_an_nvidia_one_is_no_cuda_gpu() -> None:
    cause, level, meaning, fix = _top("Can I train with a non-NVIDIA GPU? This laptop has Intel Iris Xe graphics.")
    assert (cause, level) == ("no_gpu_visible", "error")
    assert "uncertain" not in meaning
    assert "NVIDIA" in fix


def test_the_other_wordings_of_a_gpu_said_not_an_nvidia_one_name_none() -> None:
    for words in ("it is not an nvidia card", "the gpu is not an NVIDIA GPU"):
        cause, level, _, _ = _top(f"My laptop has Intel UHD Graphics 620, {words}. TensorFlow does not use my GPU.")
        assert (cause, level) == ("no_gpu_visible", "error")
    found = explain("My laptop has Intel UHD Graphics 620 and an nvidia gpu. TensorFlow does not use my GPU.")
    assert not any(e.cause == "no_gpu_visible" for e in found)


def test_an_intel_gpu_named_in_a_healthy_log_is_no_verdict() -> None:
    paste = ("Adapter: Intel(R) UHD Graphics 620, driver 27.20\n"
             "2023-02-21 15:59:02.328561: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1900] Could not identify "
             "NUMA node of platform GPU ID 0, defaulting to 0. Your kernel may not have been built with NUMA support.")
    assert not [e for e in explain(paste) if e.level in ("error", "warning")]


def test_a_cpu_tensorflow_said_installed_for_a_1x_release_is_the_cpu_package() -> None:
    cause, level, _, fix = _top("pip install -r requirements.txt installs a CPU-only tensorflow for me, I wanted "
                                "tensorflow-gpu==1.12")
    assert (cause, level) == ("tf1_cpu_package", "error")
    assert "tensorflow-gpu==1.12" in fix


def test_a_cpu_tensorflow_said_installed_for_a_2x_release_is_not_the_1x_package() -> None:
    """From 2.1 the plain package is the GPU build: the words decide nothing about TensorFlow 1.x's package."""
    found = explain("pip installs a CPU tensorflow, I use tensorflow==2.9")
    assert "tf1_cpu_package" not in {e.cause for e in found}


def test_a_release_after_the_last_windows_gpu_one_with_the_gpu_said_on_windows_is_decided() -> None:
    """Any GPU word in the user's lines beside TensorFlow 2.12 on native Windows: no GPU build exists there."""
    cause, level, _, fix = _top("### TensorFlow version\ntf 2.12\n### OS platform\nWindows 11\nI read that CUDA on "
                                "Windows was dropped? I need my GPU for training")
    assert (cause, level) == ("windows_native_gpu_unsupported", "error")
    assert "WSL2" in fix


def test_a_release_after_the_last_windows_gpu_one_without_a_gpu_word_starts_no_checklist() -> None:
    found = explain("### TensorFlow version\ntf 2.12\n### OS platform\nWindows 11\nmodel.fit raises a shape error")
    assert "windows_native_gpu_unsupported" not in {e.cause for e in found}


def test_an_empty_gpu_list_of_a_release_on_system_cuda_names_its_cuda_and_cudnn_uncertain() -> None:
    """TensorFlow 2.6 loads CUDA 11.2 and cuDNN 8.1 installed on the system (the tables): the likeliest cause, open."""
    cause, level, meaning, fix = _top("tensorflow 2.6.0 on Ubuntu 20.04\ntf.config.list_physical_devices('GPU') "
                                      "returns []")
    assert (cause, level) == ("cuda_libs_missing", "warning")  # undecided: a warning, not an error
    assert "uncertain" in meaning
    assert "CUDA 11.2 and cuDNN 8.1" in fix
    assert "LD_LIBRARY_PATH" in fix


def test_an_undecided_checklist_is_a_warning_and_exits_0_a_decided_one_an_error() -> None:
    """The checklist's first item only guessed is uncertain, so no error (exit 0); one the paste decides is (exit 1)."""
    open_one = explain("Keras 2.4 with tensorflow-gpu 2.3.1 on CentOS 7, and tf.test.is_gpu_available() gives False")
    assert open_one[0].level == "warning"
    assert "uncertain" in open_one[0].meaning
    assert exit_status(open_one) == 0
    decided = explain("pip install tensorflow==1.14 on Ubuntu 18.04\ntf.config.list_physical_devices('GPU')\n[]")
    assert "uncertain" not in decided[0].meaning
    assert (decided[0].level, exit_status(decided)) == ("error", 1)


def test_the_system_cuda_item_is_not_said_where_cuda_comes_otherwise() -> None:
    """A container brings its CUDA, 2.14+ takes it from pip ([and-cuda]), native Windows after 2.10 has no GPU build."""
    for paste in ("docker run tensorflow/tensorflow:2.6.0-gpu\ntensorflow 2.6.0\nNum GPUs Available: 0",
                  "tensorflow 2.16.1 on Ubuntu 22.04\nNum GPUs Available: 0",
                  "tensorflow 2.12.0 on Windows 11\nNum GPUs Available: 0"):
        assert all("installed on the system" not in e.fix for e in explain(paste)), paste


def test_the_gpu_build_said_installed_yet_still_running_on_the_cpu_starts_the_checklist() -> None:
    cause, _, meaning, fix = _top("I installed tensorflow-gpu==2.4.0 for the server, but the model is still running "
                                  "on CPU and nvidia-smi shows no usage")
    assert cause == "cuda_libs_missing"
    assert "uncertain" in meaning
    assert "CUDA 11.0 and cuDNN 8.0" in fix
    assert not explain("The model is running on CPU as I asked, and it is fast enough")


def test_nothing_working_from_the_prompt_is_not_the_prompt_working() -> None:
    cause, _, meaning, _ = _top("Tensorflow does not detect my GPU in jupyter notebook, and from the command prompt "
                                "nothing works either.")
    assert cause != "wrong_interpreter" or "uncertain" in meaning


def test_tensorflow_serving_said_not_to_use_the_gpu_is_its_cpu_build() -> None:
    """TF Serving's apt package and untagged image are CPU builds (tensorflow/serving#549); the -gpu image is not."""
    apt = ("I installed the model server with apt-get install tensorflow-model-server; tensorflow works fine on GPU, "
           "but tensorflow_model_server does not use my GPU. Before, I built it with bazel build --config=cuda.")
    cause, level, meaning, fix = _top(apt)
    assert (cause, level) == ("cpu_only_build", "error")
    assert "uncertain" not in meaning
    assert "tensorflow/serving:latest-gpu" in fix
    assert _top("docker run -p 8501:8501 tensorflow/serving:2.11.0 and the GPU is not used")[:2] == (
        "cpu_only_build", "error")
    cause, level, meaning, _ = _top("tensorflow serving is not using the gpu")
    assert (cause, level) == ("cpu_only_build", "warning")
    assert "uncertain" in meaning  # which build runs is not shown
    on_cpu = ("I have tensorflow 1.1.0 GPU version installed. tensorflow_model_server from apt-get install "
              "tensorflow-model-server runs on the CPU only, not on my GPU")
    assert _top(on_cpu)[:2] == ("cpu_only_build", "error")  # not TensorFlow 1.1's CPU package: the server's build
    for gpu_build in ("docker run --gpus all tensorflow/serving:latest-gpu, but the GPU is not used",
                      "built tensorflow_model_server with --config=cuda and it does not detect the GPU"):
        assert _top(gpu_build)[0] != "cpu_only_build", gpu_build


def test_tf_servings_github_address_is_its_source_not_the_cpu_image() -> None:
    """https://github.com/tensorflow/serving names the repository built from, not the untagged image run."""
    built = ("I built TF Serving from https://github.com/tensorflow/serving\nusing `bazel build -c opt --config=cuda "
             "//tensorflow_serving/model_servers:tensorflow_model_server` and the server does not use the GPU, Num "
             "GPUs Available: 0")
    assert _top(built)[0] != "cpu_only_build"
    pulled = "docker pull tensorflow/serving\ndocker run -p 8501:8501 tensorflow/serving and the GPU is not used"
    assert _top(pulled)[:2] == ("cpu_only_build", "error")


@pytest.mark.parametrize(("words", "cuda", "release"), [
    ("The image uses Cuda 10, which does not work on the newest nVidia GPUs.", "11.0", "2.4"),
    ("Our container ships CUDA 11.2 and it doesn't support newer GPUs.", "11.8", "2.16"),
])
def test_a_cuda_said_not_to_run_the_newest_gpus_names_the_first_new_architecture(words: str, cuda: str,
                                                                                release: str) -> None:
    """No GPU named: the first architecture of a new major that CUDA predates, and the first release built for it."""
    (found, *_) = explain(words)
    assert (found.cause, found.level) == ("gpu_too_new", "warning"), found
    assert "uncertain" in found.meaning
    assert f"CUDA {cuda} or newer" in found.fix
    assert f"TensorFlow {release} " in found.fix


def test_a_cuda_said_to_run_new_gpus_or_beside_a_gpu_named_is_not_this_reading() -> None:
    assert not any(e.cause == "gpu_too_new" for e in explain("CUDA 12.4 works on the newest GPUs."))
    assert all("newest GPUs" not in e.meaning for e in explain(
        "CUDA 10.0 does not work on newer GPUs like my RTX 3090 and TensorFlow fails."))


def test_a_gpu_said_not_to_support_the_cuda_named_is_that_cuda_predating_it() -> None:
    """"This GPU not support cuda 10.1" beside an RTX 3070: the CUDA named predates Ampere (8.6 from CUDA 11.1)."""
    (found, *_) = explain("GPU: Nvidia RTX 3070 8GB\nTensorflow on this GPU does not support cuda 10.1, but the tool "
                          "only runs on cuda 10.1.")
    assert (found.cause, found.level) == ("gpu_too_new", "warning"), found
    assert "TensorFlow 2.4" in found.fix


def test_a_card_said_not_to_support_a_cuda_with_no_gpu_named_is_not_a_new_gpu() -> None:
    """An old card rejects a new CUDA as often as a new card an old one: with no GPU named it decides nothing."""
    assert not any(e.cause == "gpu_too_new" for e in explain("My card does not support cuda 12, what can I do?"))
