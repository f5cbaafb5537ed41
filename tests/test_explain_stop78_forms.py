"""Read in stop 78, phenomena rather than single forms: NumPy 2 said to break a package; the GPU's use called small
("only 5-25%"); a GPU said to need a newer TensorFlow or CUDA; another Python said in use; the Metal plugin's
removal said to fix it, and wrong numbers on Apple silicon; nvidia-smi's CUDA said; the container's GPU flag left
out; a pin installed with pip said to fix it; a package said to have no build for a TensorFlow; protobuf's "bases
must be types"; typing's Callable Ellipsis before Python 3.10; np.linspace's float count under COCOeval; and the
mends of this stop's reviews (each guard below is a false positive a review found)."""

from __future__ import annotations

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain
from envcheck.explain._explain import read_paste
from envcheck.explain._speed_words import speed_said


def test_numpy_2_said_to_break_a_package_is_numpy_incompatible() -> None:
    for said in ("I updated to Numpy 2.0 and found that the constructors crashed because `np.issctype` was removed.\n",
                 "Numpy v2 causing breaking change to wyoming-openwakeword\n",
                 "we cannot use numpy 2.xx due to both pytorch and tensorflow now\n",
                 "Since numpy 2 came out, tensorflow-text and tensorflow can't be imported anymore\n"):
        cause, level, meaning, fix = _top(said)
        assert (cause, level) == ("numpy_incompatible", "warning"), said
        assert meaning.startswith("uncertain")
        assert "numpy<2" in fix
    # a release built against NumPy 1.x named decides
    assert _top("tensorflow 2.15\nNumPy 2.0 breaks the import.\n")[:2] == ("numpy_incompatible", "error")


def test_numpy_2_not_said_to_break_anything_gets_no_verdict() -> None:
    for said in ("Using tensorflow 2.12. My generator yields a numpy 2D array and the reshape fails.\n",
                 "The numpy 2.0 migration guide lists the errors you may see. My tensorflow model.fit hangs.\n",
                 "Upgrading to numpy 2.1 fixed the issue with tensorflow\n",
                 "Does numpy 2.0 break tensorflow?\n",
                 "For anyone hitting this: jax 0.4.20 breaks under numpy 2.\n"):
        assert "numpy_incompatible" not in _causes(said), said
    # pip's word that another package needs NumPy 2 is that pair's conflict, not NumPy 2 breaking anything
    said = ("opencv-python 4.10.0.84 requires numpy>=2, but you have numpy 1.26.4 which is incompatible.\n"
            "tensorflow 2.17 hangs\n")
    assert _top(said)[0] == "dependency_conflict"
    assert not any("NumPy 2 breaks it" in e.meaning for e in explain(said))


def test_a_figure_of_the_gpu_s_use_called_small_is_low_use() -> None:
    for said in ("It goes to around 2000% and GPU uses only 5-25%.", "the GPU usage is only 8%.",
                 "the GPU works at merely 8 percent during training"):
        assert "gpu_use_low_said" in speed_said(said), said
    # a change, or a share of something else, is no figure of its use
    for said in ("Tensorflow training on the GPU takes only 15% of the time it took on the CPU, great.",
                 "Mixed precision on the GPU gave only 10% more throughput",
                 "My tensorflow GPU training got only 25% faster after I switched to tf.data",
                 "GPU usage is only 80%"):
        assert "gpu_use_low_said" not in speed_said(said), said
    assert _top("CPU utilization is high. It goes to around 2000% and GPU uses only 5-25%.\n")[0] == "input_bound"


def test_a_gpu_said_to_need_a_newer_tensorflow_or_cuda_is_gpu_too_new_as_the_tables_agree() -> None:
    cause, level, meaning, fix = _top("RTX 3080 seem to be compatible only with tensorflow 2.4+\n")
    assert (cause, level) == ("gpu_too_new", "warning")
    assert meaning.startswith("uncertain")
    assert "TensorFlow 2.4" in fix
    assert "CUDA 11" in fix
    assert _top("Ampere GPUs need CUDA 11 so tensorflow 1.x can not run on them\n")[0] == "gpu_too_new"


def test_a_need_that_is_not_the_gpu_s_or_disagrees_with_the_tables_is_not_read() -> None:
    for said in ("Tesla T4 on Colab: tensorflow 2.16 is needed for keras 3 so I upgraded, now the GPU is not found.\n",
                 "I have a GTX 1080. Tensorflow GPU support requires CUDA 11.2 but tensorflow does not see the GPU.\n",
                 "our project requires tensorflow 2.4 because of the model code. I have an RTX 3080.\n",
                 "The card needs CUDA 11 or newer, which I have (CUDA 11.8). RTX 3080.\n",
                 "Does the RTX 3090 need CUDA 11?\n"):
        assert "gpu_too_new" not in _causes(said), said


def test_another_python_said_in_use_is_the_wrong_interpreter() -> None:
    for said in ("Jupyter notebook uses a different python than my terminal, so tensorflow is not found there\n",
                 "The jupyter kernel was pointing to the base environment instead of my tf environment\n",
                 "I installed tensorflow in my conda env but Spyder still uses the base python\n",
                 "The problem was that pip installed tensorflow into another python. Using python -m pip fixed it.\n"):
        cause, _, _, fix = _top(said)
        assert cause == "wrong_interpreter", said
        assert "ipykernel" in fix
        assert "sys.executable" in fix


def test_another_python_in_advice_fixed_before_or_another_sense_gets_no_verdict() -> None:
    for said in (("Tip for others: if your Jupyter uses a different python than your shell, register the kernel. "
                 "In my case tensorflow model.fit is very slow.\n"),
                 ("I installed ipykernel so that Jupyter no longer uses the base environment. Now the kernel dies when "
                 "I call model.fit with tensorflow.\n"),
                 "Before, the notebook was using the system python, but I fixed that; now tensorflow is stuck\n",
                 "The service runs in a separate environment (staging) and tensorflow is slow\n",
                 "The script uses a separate kernel for each layer; tensorflow gives NaN\n"):
        assert "wrong_interpreter" not in _causes(said), said


def test_the_metal_plugin_s_removal_said_to_fix_it_is_the_plugin() -> None:
    for said in ("Uninstalling tensorflow-metal fixed the problem\n",
                 "After pip uninstall tensorflow-metal everything works\n"):
        cause, level, meaning, _ = _top(said)
        assert (cause, level) == ("metal_plugin_mismatch", "warning"), said
        assert not meaning.startswith("uncertain")
    for said in ("tensorflow-metal 1.1.0 on M2: model.fit with jit_compile=True crashes; disabling it works.\n",
                 "I uninstalled tensorflow-metal and reinstalled it, which fixed the issue.\n"):
        assert "metal_plugin_mismatch" not in _causes(said), said


def test_wrong_numbers_on_apple_silicon_are_the_metal_plugin_said_as_uncertain() -> None:
    said = "MacBook Air M1. Training with tensorflow: Note the loss is astronomical.\n"
    cause, _, meaning, _ = _top(said)
    assert cause == "metal_plugin_mismatch"
    assert meaning.startswith("uncertain")
    assert "pip show tensorflow-metal" in meaning
    assert _top("I get different results on M1 GPU than on CPU when training with tensorflow-metal.\n")[0] == (
        "metal_plugin_mismatch")
    # a cause of their own, or no plugin installed, is not the plugin's
    for said in ("Apple M2, tensorflow 2.15 (no metal plugin installed): loss explodes when training.\n",
                 "M1 Mac with tensorflow-metal installed. My NaN loss came from log(0) in my custom loss.\n"):
        assert "metal_plugin_mismatch" not in _causes(said), said


def test_nvidia_smi_s_cuda_said_is_the_driver_s_ceiling() -> None:
    cause, level, meaning, _ = _top("nvidia-smi shows CUDA Version 10.2 but tensorflow 2.5 needs CUDA 11.2\n")
    assert (cause, level) == ("driver_too_old", "warning")
    assert not meaning.startswith("uncertain")
    # within one major a driver of the first minor may run the later ones: not decided
    said = "nvidia-smi reports CUDA version 11.0 and tensorflow 2.11 does not find the GPU\n"
    assert ("driver_too_old", "error") not in _verdicts(said)
    for said in ("After updating the driver, nvidia-smi no longer shows CUDA 10.2. Tensorflow 2.5 fails.\n",
                 "My colleague's machine: nvidia-smi shows CUDA 10.1. On mine tensorflow 2.5 fails.\n"):
        assert "driver_too_old" not in _causes(said), said


def test_the_container_s_gpu_flag_left_out_is_the_container_s() -> None:
    for said in ("I forgot to pass --gpus all to docker run, now it works\n",
                 "Singularity container does not see the GPU, I forgot the --nv flag\n",
                 "I ran the container without the --gpus flag, and tensorflow reports no GPU.\n",
                 "nvidia-docker is not installed on the host, tensorflow does not see the GPU\n"):
        assert _top(said)[:2] == ("container_gpu_not_exposed", "error"), said
    # the GPU said to work on the host and not in the container: the container got none, for a reason not said
    cause, level, meaning, _ = _top("The GPU works on the host but not in the docker image tensorflow/tensorflow:gpu\n")
    assert (cause, level) == ("container_gpu_not_exposed", "warning")
    assert "--gpus all ubuntu nvidia-smi" in meaning
    assert "--nv" in _top("Singularity container does not see the GPU, I forgot the --nv flag\n")[3]


def test_the_container_s_flag_denied_advised_on_purpose_or_fixed_is_not_read() -> None:
    for said in ("I did not forget --gpus all, it's in my docker run command. tensorflow is slow\n",
                 "I didn't use --gpus all because I want tensorflow to run on the CPU in this container\n",
                 "Make sure you don't forget --gpus all! tensorflow is slower than on the host.\n",
                 "I had to add --gpus all, and after that tensorflow found the GPU, but training crashes\n",
                 "I haven't installed the NVIDIA container toolkit yet; I'm running tensorflow on the CPU for now\n"):
        assert "container_gpu_not_exposed" not in _causes(said), said


def test_a_pin_installed_with_pip_said_to_fix_it_names_that_package() -> None:
    cause, _, meaning, fix = _top("pip install protobuf==3.20.3 solved the problem\n")
    assert cause == "protobuf_incompatible"
    assert "protobuf 3.20.3 makes it work" in meaning
    assert "protobuf==3.20.3" in fix
    for said in ("If pip install protobuf==3.20.3 fixes it for you, great; my tensorflow import still fails.\n",
                 "Does pip install numpy==1.23 fix the tensorflow issue?\n",
                 "I tried pip install numpy==1.19.5 and pip install keras==2.6.0; the second one fixed the error\n"):
        assert not any("fixed it" in e.meaning for e in explain(said)), said


def test_a_package_said_to_have_no_build_for_a_tensorflow_is_their_pairing() -> None:
    for said in ("tensorflow-addons is deprecated and has no wheels for tensorflow 2.16\n",
                 "There is no tensorflow-text release for tensorflow 2.16 yet\n",
                 "tensorflow-recommenders-addons does not have a build for TF 2.15\n"):
        cause, _, meaning, _ = _top(said)
        assert cause == "dependency_conflict", said
        assert "TensorFlow 2.1" in meaning
    # the add-on's name is its own: not tensorflow-recommenders
    assert "tensorflow-recommenders-addons" in _top("tensorflow-recommenders-addons does not have a build for "
                                                    "TF 2.15\n")[2]


def test_tensorflow_gpu_said_deprecated_as_a_library_is_the_removed_package() -> None:
    assert _top("The tensorflow-gpu library is deprecated (and no longer pip installable)\n")[0] == (
        "tensorflow_gpu_removed")
    said = "The tensorflow-gpu library is deprecated, so I installed tensorflow 2.12 instead, but no GPU is found.\n"
    assert "tensorflow_gpu_removed" not in _causes(said)


_TF_IMPORT = ('  File "/opt/conda/lib/python3.7/site-packages/tensorflow/__init__.py", line 41, in <module>\n'
              "    from tensorflow.python.tools import module_util as _module_util\n")
_PROTOBUF_IMPORT = ('  File "/opt/conda/lib/python3.7/site-packages/google/protobuf/internal/api_implementation.py", '
                    "line 81, in <module>\n    from google.protobuf.pyext import _message\n")


def test_protobuf_s_bases_must_be_types_is_two_protobuf_installs_mixed() -> None:
    cause, level, meaning, fix = _top(f"Traceback (most recent call last):\n{_TF_IMPORT}{_PROTOBUF_IMPORT}"
                                      "TypeError: bases must be types\n")
    assert (cause, level) == ("protobuf_incompatible", "error")
    assert "two protobuf installs" in meaning
    assert "_message" in fix
    assert "libprotobuf" not in fix
    # only TensorFlow's frames: uncertain; TensorFlow merely named, or another program's: none
    assert _top(f"GPU tensorflow error: TypeError: bases must be types\n{_TF_IMPORT}")[2].startswith("uncertain")
    assert _verdicts("I use tensorflow 2.13.\nMy metaclass fails: TypeError: bases must be types\n") == []
    assert _verdicts("electrum fails:\nTypeError: bases must be types\n") == []


def test_typing_s_callable_ellipsis_is_a_python_before_3_10() -> None:
    frame = ('  File "/usr/lib/python3.8/typing.py", line 149, in _type_check\n'
             '    raise TypeError(f"{msg} Got {arg!r:.100}.")\n')
    said = ("import tensorflow as tf\nimport tensorflow_federated as tff\n" + frame
            + "TypeError: Callable[[arg, ...], result]: each arg must be a type. Got Ellipsis.\n")
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("python_unsupported", "error")
    assert "3.8" in meaning
    assert "Python 3.10" in fix
    # a Python 3.10 or newer alone: another cause
    newer = said.replace("python3.8", "python3.11")
    assert "python_unsupported" not in _causes(newer)
    # no TensorFlow in the paste: another program's
    assert _verdicts(frame + "TypeError: Callable[[arg, ...], result]: each arg must be a type. Got Ellipsis.\n") == []


def test_linspace_s_float_count_under_cocoeval_is_numpy_against_an_old_pycocotools() -> None:
    frames = ('  File "/usr/lib/python3.6/site-packages/pycocotools/cocoeval.py", line 507, in setDetParams\n'
              "    self.iouThrs = np.linspace(.5, 0.95, np.round((0.95 - .5) / .05) + 1, endpoint=True)\n")
    cause, level, _, fix = _top(f"tensorflow 1.15\n{frames}TypeError: 'numpy.float64' object cannot be interpreted "
                                "as an integer\n")
    assert (cause, level) == ("numpy_incompatible", "error")
    assert "pycocotools>=2.0.1" in fix
    assert "numpy<1.18" in fix
    # TensorFlow 2.4 and later need a NumPy 1.19+: no older NumPy offered
    assert "numpy<1.18" not in _top(f"tensorflow 2.5\n{frames}TypeError: 'numpy.float64' object cannot be "
                                    "interpreted as an integer\n")[3]
    # the plain TypeError without COCOeval's frame is any caller's; NumPy 1.17's warning of it is harmless
    assert _verdicts("for i in range(np.float64(3)):\nTypeError: 'numpy.float64' object cannot be interpreted as "
                     "an integer\n") == []
    assert _verdicts("DeprecationWarning: object of type <class 'numpy.float64'> cannot be safely interpreted as "
                     "an integer.\n") == []


def test_the_second_review_s_false_positives_get_no_verdict_of_those_readings() -> None:
    """Each paste is one the second review found read wrongly (shortened)."""
    cases = (
        ("numpy_incompatible", "We can't use numpy 2 yet because tensorflow 2.15 pins numpy<2, which is fine.\n"),
        ("gpu_too_new", "I have an RTX 3060. The GPU version of tensorflow requires CUDA 11.2 but it is not found.\n"),
        ("gpu_too_new", "RTX 3080: tensorflow 2.4 is needed for keras-cv\n"),
        ("wrong_interpreter", "the NVIDIA kernel module was installed for another kernel. tensorflow finds no GPU\n"),
        ("wrong_interpreter", "PyCharm uses the global interpreter on purpose; tensorflow 2.13 fails\n"),
        ("wrong_interpreter", "I'm running from PyCharm using the base conda environment. tensorflow loss is nan\n"),
        ("container_gpu_not_exposed", ("Did I forget --gpus all? My command is docker run --gpus all -it "
                                      "tensorflow/tensorflow:latest-gpu\n")),
        ("container_gpu_not_exposed", ("Running without --gpus is expected to use the CPU; with --gpus all tensorflow "
                                      "crashes\n")),
        ("metal_plugin_mismatch", ("MacBook Pro M1, tensorflow 2.13. I did not install the metal plugin, everything "
                                  "runs on the CPU. When training the accuracy is wrong.\n")),
        ("metal_plugin_mismatch", "I ran it with tensorflow-metal removed and the loss is still nan\n"),
        ("metal_plugin_mismatch", "I tried without tensorflow-metal and it works but is very slow.\n"),
    )
    for cause, said in cases:
        assert cause not in _causes(said), said
    for said in ("I ran pip install protobuf==3.19.6 and it worked; now import tensorflow hangs forever\n",
                 "Running pip install h5py==3.1.0 worked, but loading the model fails\n"):
        assert not any("fixed it" in e.meaning for e in explain(said)), said
    assert "gpu_use_low_said" not in speed_said("Training on GPU gives just 20 percent validation accuracy.")


def test_the_second_review_s_corrections_hold() -> None:
    # tensorflow-gpu said deprecated with advice to install tensorflow is still the removed package
    said = "pip install tensorflow-gpu==2.12 fails. I read that the tensorflow-gpu package is deprecated, install it.\n"
    assert _top(said)[0] == "tensorflow_gpu_removed"
    # before CUDA 11 there is no minor-version compatibility: a CUDA 10.0 driver does not run 10.1, decided
    said = "nvidia-smi shows CUDA Version 10.0 and tensorflow 2.3 does not find the GPU\n"
    assert ("driver_too_old", "error") in _verdicts(said)
    # the removal said in other words
    assert _top("I fixed it by uninstalling tensorflow-metal\n")[0] == "metal_plugin_mismatch"
    # an option between pip install and the pin
    assert "protobuf==3.20.3" in _top("pip3 install --upgrade protobuf==3.20.3 fixed it\n")[3]


def test_the_third_review_s_regressions_are_mended() -> None:
    """Pastes the third review found read worse than before this stop (shortened)."""
    cases = (
        ("container_gpu_not_exposed", "In case you forgot --gpus all, tensorflow prints no GPU. That's not my case.\n"),
        ("container_gpu_not_exposed", "Is it possible that I forgot --gpus all? I start it from a Kubernetes pod.\n"),
        ("container_gpu_not_exposed", ("I ran the same image without --gpus all and it trains fine on the CPU; "
                                       "with the GPU it segfaults\n")),
        ("metal_plugin_mismatch", ("tensorflow-metal 0.6 on M1: training is wrong. Removing tensorflow-metal did not "
                                   "fix it.\n")),
        ("metal_plugin_mismatch", "Without tensorflow-metal it doesn't work either.\n"),
        ("numpy_incompatible", "I feed a numpy 2 channel array to tensorflow and the shapes fail\n"),
        ("numpy_incompatible", "numpy 2 breaks pytorch's import, so I pinned numpy<2; tensorflow still fails\n"),
        ("wrong_interpreter", ("VS Code was using the wrong interpreter at first; I selected my tf env. tensorflow is "
                              "slow\n")),
    )
    for cause, said in cases:
        assert cause not in _causes(said), said
    # a pin of a tool that is no pip package is no package's release
    assert not any("fixed it" in e.meaning for e in explain("It works with bazel 5.3.0 but not with bazel 6.0 for "
                                                            "building tensorflow\n"))
    # tried, or used throughout, is no fix said of mixing
    for said in ("I tried 'from tensorflow.keras import backend as K' instead of 'from keras import backend as K'\n",
                 "I use tensorflow.keras instead of keras throughout, and the model still fails\n"):
        assert not any("mixes the standalone keras" in e.meaning for e in explain(said)), said
    said = ("Using `from tensorflow.keras.models import load_model` instead of `from keras.models import load_model` "
            "fixed it for me\n")
    assert _top(said)[0] == "keras_version_skew"
    assert "gpu_use_low_said" not in speed_said("Training on GPU: only 35 percent top-1 after 50 epochs.")


def test_protobuf_s_containers_missing_mutable_mapping_is_the_same_mix() -> None:
    """protobuf 3.19's Python files define no containers.MutableMapping for an older compiled extension to read."""
    said = ("import tensorflow as tf\nAttributeError: module 'google.protobuf.internal.containers' has no attribute "
            "'MutableMapping'\n")
    assert _top(said)[:2] == ("protobuf_incompatible", "error")
    # another program's, and no container read from protobuf's module name
    bare = "AttributeError: module 'google.protobuf.internal.containers' has no attribute 'MutableMapping'\n"
    assert _verdicts(bare) == []
    assert "a container" not in read_paste(bare).read


def test_the_fourth_review_s_cases_hold() -> None:
    """The fourth review's pastes: admissions beside other words, and guards that went too far or not far enough."""
    for said in (("I forgot to pass --gpus all when starting the container with the GPU image "
                 "tensorflow/tensorflow:latest-gpu\n"),
                 ("Training inside Docker runs fine on the CPU but very slowly; I forgot --gpus all when I launched "
                  "it\n")):
        assert _top(said)[:2] == ("container_gpu_not_exposed", "error"), said
    said = ("At first, I thought it was CUDA, but PyCharm uses a different python interpreter than my conda env, "
            "tensorflow is not found\n")
    assert _top(said)[0] == "wrong_interpreter"
    assert _top("Uninstalling tensorflow-metal fixed it, so the bug is in either the plugin or Sonoma\n")[2].startswith(
        "the words say the run works without")
    assert "keras_version_skew" not in _causes("I tried using tf.keras instead of keras but it still doesn't work\n")
    assert "gpu_use_low_said" in speed_said("GPU at only 5 percent of its capacity during training")
    frame = 'File "/usr/lib/python3/dist-packages/google/protobuf/internal/containers.py", line 3, in <module>\n'
    assert "a container" not in read_paste(frame).read
