"""`envcheck explain` on hosted runtimes and environments: Colab's held cuDNN, notebooks on another interpreter.

The lines are the programs' own wordings (the stream executor's "DNN library is not found", cuda_dnn.cc's
"Loaded runtime CuDNN library") and the words people use for them: the same cuDNN check retold, the
`sys.executable` a notebook prints, another TensorFlow said to be installed outside the environment.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain

DNN = ("Node: 'sequential/conv2d/Conv2D'\nDNN library is not found.\n\t [[{{node sequential/conv2d/Conv2D}}]] "
       "[Op:__inference_train_function_1234]")
LOADED = ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.5 but source was "
          "compiled with: 8.1.0.")


def test_no_cudnn_on_colab_names_colabs_held_apt_package() -> None:
    found = explain(f"{DNN}\nThis happens in Google Colab since yesterday.")
    assert found[0].cause == "cudnn_version_mismatch"
    assert "--allow-change-held-packages libcudnn8=" in found[0].fix
    assert "Colab" not in explain(DNN)[0].fix  # elsewhere cuDNN is not Colab's package


def test_colabs_cudnn_package_follows_the_cudnn_major_of_the_release() -> None:
    loaded = explain(f"{LOADED}\n(in a Colab notebook)")
    assert "libcudnn8=" in loaded[0].fix
    newer = explain("!pip install tensorflow==2.18.0\nin Colab:\nNo DNN in stream executor.")
    assert newer[0].cause == "cudnn_version_mismatch"
    assert "libcudnn9-cuda-12=" in newer[0].fix


@pytest.mark.parametrize(("words", "loaded", "built"), [
    ("To use the Tensorflow object detection API, CuDNN version 8.1 is required but only version 8.0.5 is loaded.",
     "8.0.5", "8.1"),
    ("cuDNN 7.6 is needed but 7.4.1 was installed on the cluster", "7.4.1", "7.6"),
])
def test_the_cudnn_check_retold_in_words_is_the_check(words: str, loaded: str, built: str) -> None:
    found = explain(words)
    assert found[0].cause == "cudnn_version_mismatch"
    assert f"cuDNN {loaded} was loaded" in found[0].meaning
    assert f"cuDNN {built}" in found[0].fix


@pytest.mark.parametrize(("words", "loaded"), [
    ("CuDNN version 8.1 is required but only version 8.1.0 is loaded", "8.1.0"),  # the same cuDNN
    ("cuDNN 8.6 is required but 8.9 is installed", "8.9"),  # a newer minor, which TensorFlow's check accepts
])
def test_a_cudnn_in_words_that_tensorflows_check_accepts_is_not_decided(words: str, loaded: str) -> None:
    top = explain(words)[0]
    assert (top.cause, top.level) == ("cudnn_version_mismatch", "warning")
    assert "uncertain" in top.meaning
    assert f"keep only cuDNN {loaded}" in top.fix


def test_a_newer_cudnn_minor_in_words_is_refused_by_a_release_before_1_8() -> None:
    top = explain("tensorflow-gpu==1.5.0\ncuDNN 7.0 is required but 7.1 is installed")[0]
    assert (top.cause, top.level) == ("cudnn_version_mismatch", "error")
    assert "refused the newer minor" in top.meaning


def test_a_cudnn_requirement_alone_is_not_the_check() -> None:
    found = explain("The model needs cuDNN 8.1, which is required by TensorFlow 2.5.")
    assert all(e.cause != "cudnn_version_mismatch" for e in found)


def test_a_notebook_interpreter_named_without_quotes_counts() -> None:
    found = explain("Open a ipynb file. Executing `import sys; print(sys.executable)` gives the global "
                    "interpreter (/usr/bin/python3.8) rather than the selected environment (venv/bin/python)")
    assert found[0].cause == "wrong_interpreter"
    assert "kernel" in found[0].fix


def test_a_library_folder_on_an_interpreter_line_is_no_interpreter() -> None:
    found = explain("In the notebook the interpreter is /usr/bin/python3.8 and it loads "
                    "/usr/lib/python3.8/site-packages/tensorflow/__init__.py")
    assert all(e.cause != "wrong_interpreter" or e.meaning.startswith("uncertain") for e in found)


BASE = ("In the Jupyter notebook:\n!conda info --env\n# conda environments:\nbase                  *  "
        "/home/u/anaconda3\ntf                       /home/u/anaconda3/envs/tf\nimport sys\nsys.executable\n")


def test_a_notebook_on_condas_base_beside_a_named_environment_is_uncertain() -> None:
    failing = "import tensorflow fails in the notebook, works in the terminal"
    found = explain(f"{BASE}'/home/u/anaconda3/bin/python'\n{failing}")
    reading = next(e for e in found if e.cause == "wrong_interpreter")
    assert reading.meaning.startswith("uncertain")
    assert "--name tf" in reading.fix


def test_a_notebook_in_the_named_environment_is_not_on_base() -> None:
    found = explain(BASE + "'/home/u/anaconda3/envs/tf/bin/python'")
    assert all(e.cause != "wrong_interpreter" for e in found)
    activated = explain("jupyter notebook\nsys.executable: '/home/u/anaconda3/bin/python'\nconda activate base")
    assert all(e.cause != "wrong_interpreter" for e in activated)  # base is no other environment


@pytest.mark.parametrize("words", [
    ("Error when importing tensorflow nightly installed in venv while having another version of tensorflow "
     "installed system-wide."),
    "I also have an older tensorflow 2.3 installed with --user, and the venv has 2.4.",
])
def test_another_tensorflow_said_outside_the_environment_is_two_installs(words: str) -> None:
    found = explain(words)
    assert found[0].cause == "two_tensorflow_installs"
    assert found[0].meaning.startswith("uncertain")
    assert "--system-site-packages" in found[0].fix


def test_tensorflow_in_another_environment_is_not_said_outside() -> None:
    found = explain("I have another version of tensorflow in a second conda env, which works.")
    assert all(e.cause != "two_tensorflow_installs" for e in found)


GPU_LIBS = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make "
            "sure the missing libraries mentioned above are installed properly if you would like to use GPU.")


def test_libraries_missing_in_a_container_come_from_the_image() -> None:
    found = explain(f"Can we use the training Dockerfile on a GPU instance?\n{GPU_LIBS}")
    assert found[0].cause == "cuda_libs_missing"
    assert "tensorflow/tensorflow:<version>-gpu" in found[0].fix
    pinned = explain(f"FROM python:3.9\nRUN pip install tensorflow==2.5.0\n(in docker)\n{GPU_LIBS}")
    assert "tensorflow/tensorflow:2.5.0-gpu" in pinned[0].fix
    assert "come from the image" not in explain(GPU_LIBS)[0].fix  # not in a container: the host's libraries


def test_no_cudnn_retold_without_is_is_the_same_uncertain_reading() -> None:
    found = explain("The audio tutorial notebook is broken on the GPU runtime. Says DNN library not found.")[0]
    assert (found.cause, "uncertain" in found.meaning) == ("cudnn_version_mismatch", True)


def test_a_hosted_notebook_said_not_to_use_its_gpu_naming_no_framework_is_the_codes() -> None:
    # Colab's GPU runtime gives its own TensorFlow the GPU: words naming no framework and showing no device list
    # tell of code that does not run on a GPU, not of a TensorFlow that finds none
    words = ("Kaggle notebook not using GPU even though the accelerator is set to GPU P100.\n"
             "The session's GPU memory stays at 0 while the cells run for an hour.")
    assert [e for e in explain(words) if e.level in ("error", "warning")] == []
    assert not explain("My Colab notebook is not using GPU although I picked the GPU runtime.")


@pytest.mark.parametrize("words", [
    # the GPU used before and no longer: the runtime changed under code that did use it
    "My Colab notebook worked well with GPU a few days ago, but today it is not using GPU despite the GPU runtime.",
    # TensorFlow named, or the device list shown: TensorFlow's GPU is what is missing
    "Colab: tensorflow is not using GPU even though I selected the GPU runtime.",
    "On Colab with the GPU runtime: tf.config.list_physical_devices('GPU') returns []",
])
def test_a_hosted_gpu_unused_with_an_earlier_run_tensorflow_or_a_device_list_is_still_checked(words: str) -> None:
    assert explain(words)[0].cause != "harmless"
    assert any(e.level in ("error", "warning") for e in explain(words))


_LISTED = ("(tf) $ conda list | grep tensorflow\n"
           "tensorflow                2.6.0           gpu_py39h_0\n"
           "(tf) $ jupyter notebook\n")


@pytest.mark.parametrize("printed", [
    ('In [1]: import tensorflow as tf\nIn [2]: print(f"TensorFlow version: {tf.__version__}")\n   ...:\n'
     "TensorFlow version: 2.3.1"),
    ">>> import tensorflow as tf\n>>> tf.__version__\n'2.3.1'",
    "when I check it in the notebook, it always says 2.3.1",
])
def test_a_tensorflow_imported_that_the_listing_does_not_have_is_another_interpreter(printed: str) -> None:
    (found, *_) = explain(f"{_LISTED}{printed}")
    assert (found.cause, found.level) == ("wrong_interpreter", "error"), found
    assert "2.3.1" in found.meaning
    assert "2.6.0" in found.meaning
    assert "ipykernel" in found.fix
    assert "tensorflow==2.6.0" in found.fix


def test_the_listed_release_imported_or_installed_in_the_paste_is_no_other_interpreter() -> None:
    same = explain(f"{_LISTED}>>> import tensorflow as tf\n>>> tf.__version__\n'2.6.0'")
    assert not any(e.cause == "wrong_interpreter" and "imported" in e.evidence for e in same)
    upgraded = explain(f"{_LISTED}!pip install tensorflow==2.8.0\n>>> print(tf.__version__)\n2.8.0")
    assert not any(e.cause == "wrong_interpreter" and "imported" in e.evidence for e in upgraded)


def test_an_imported_release_off_the_listing_without_a_notebook_is_uncertain() -> None:
    found = next(e for e in explain("$ pip show tensorflow\nName: tensorflow\nVersion: 2.10.0\n$ python -c "
                                    "'import tensorflow as tf; print(tf.__version__)'\n2.4.1")
                 if e.cause == "wrong_interpreter")
    assert found.level == "warning"
    assert found.meaning.startswith("uncertain")
    assert "sys.executable" in found.meaning


@pytest.mark.parametrize("kernel", ["CentOS 6 server, the kernel reports 2.6.32-754.el6.x86_64",
                                    "Linux kernel shows 2.6.32"])
def test_the_linux_kernel_s_release_is_no_tensorflow_imported(kernel: str) -> None:
    found = explain(f"{kernel}\n$ pip list | grep tensorflow\ntensorflow-gpu     1.8.0\n")
    assert not any(e.cause == "wrong_interpreter" for e in found), found


def test_libraries_missing_in_a_hosted_runtime_with_no_release_name_its_and_cuda_wheels() -> None:
    dlopen = ("W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make "
              "sure the missing libraries mentioned above are installed properly if you would like to use GPU.\n"
              "Skipping registering GPU devices...")
    (found, *_) = explain(f"I pip installed tensorflow in my Colab notebook (T4 runtime) and:\n{dlopen}")
    assert found.cause == "cuda_libs_missing"
    assert "tensorflow[and-cuda]==<its version>" in found.fix
    assert "Colab's" in found.fix
    assert "Colab" not in explain(dlopen)[0].fix  # not a hosted runtime: its own CUDA install
