"""Forms met again in the open halves of earlier blind sets (read in stop 74), read generally."""

from __future__ import annotations

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain


def test_a_tensorflow_estimator_the_tensorflow_listed_was_not_made_for_is_the_pair_where_the_words_blame_it() -> None:
    """kushalkolar/MESmerize#107 (conda's tensorflow 1.15 bringing estimator 2.6.0) and bmild/nerf#68 ("Conda
    installed tensorflow-estimator 2.2, which is incompatible with tf 1.15")."""
    cause, level, meaning, fix = _top("[INSTALLATION HELP] tensorflow=1.15 installs tensorflow-estimator 2.6.0 "
                                      "incompatibility issue\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tensorflow-estimator==1.15.1" in meaning  # the release's own requirement, from the tables
    assert "uncertain that it is what failed" in meaning
    assert "'tensorflow-estimator==1.15.1'" in fix  # the requirement itself: ==1.15.* would take 1.15.2
    said = "On my system, Conda installed tensorflow-estimator 2.2, which is incompatible with tf 1.15\n"
    assert _top(said)[:2] == ("dependency_conflict", "warning")
    used = ("tensorflow                2.3.1\ntensorflow-estimator      2.4.0\n"
            "I think the tensorflow-estimator version is wrong\n")
    assert _top(used)[:2] == ("dependency_conflict", "warning")
    assert "'tensorflow-estimator==2.3.*'" in _top(used)[3]
    assert "tensorflow-estimator<2.4.0,>=2.3.0" in _top(used)[2]
    # 2.6.0 declared `~=2.6`, which lets pip take a later estimator than the one made for it
    assert "'tensorflow-estimator==2.6.*'" in _top("tensorflow 2.6.0\ntensorflow-estimator 2.7.0\n"
                                                   "tensorflow-estimator mismatch?\n")[3]


def test_an_estimator_pair_that_fits_or_that_the_words_do_not_blame_is_not_read() -> None:
    """The estimator of TensorFlow's own minor, a 2.16+ TensorFlow (which requires none), nightlies, another framework,
    pip's or conda's own reinstall, or a listing beside a run, the Estimator API in use or another error decide nothing
    unless the words blame the estimator (TensorFlow loads tf.estimator lazily)."""
    blamed = "I think the tensorflow-estimator version is wrong\n"  # each guard below holds with the words' blame
    assert _verdicts("tensorflow 2.8.0\ntensorflow-estimator 2.8.0\n" + blamed) == []
    # 2.8 requires a tf-estimator-nightly build: a tensorflow-estimator beside it would be a second distribution
    assert _verdicts("tensorflow 2.8.0\ntensorflow-estimator 2.9.0\n" + blamed) == []
    assert _verdicts("tensorflow 1.15.0\ntensorflow-estimator 1.15.1\n" + blamed) == []
    assert _verdicts("tensorflow 2.16.1\ntensorflow-estimator 2.15.0\n" + blamed) == []
    assert _verdicts("tf-nightly 2.13.0.dev20230301\ntf-estimator-nightly 2.13.0.dev2023030109\n"
                     "tensorflow-estimator 2.12.0\n" + blamed) == []
    assert _verdicts("tensorflow 2.3.1\ntensorflow-estimator 2.4.0\nEpoch 1/10\n"
                     "100/100 [==============================] - 3s 30ms/step - loss: 0.2 - accuracy: 0.9140\n") == []
    assert _verdicts("tensorflow-estimator 2.4.0\n" + blamed) == []  # no TensorFlow named
    listing = "tensorflow 2.3.1\ntensorflow-estimator 2.4.0\n"
    assert _verdicts(listing + "The estimator is not the problem. My tf.estimator code runs.\n") == []
    assert _verdicts(listing + "tensorflow-estimator is not the problem here\n") == []
    assert _verdicts(listing + "The tensorflow-estimator is not mismatched, I checked.\n") == []
    assert _verdicts(listing + "I don't think a wrong tensorflow-estimator is the cause.\n") == []
    assert _verdicts(listing + "I fixed the tensorflow-estimator mismatch by installing 2.3.0, still an error\n") == []
    assert _verdicts(listing + "import tensorflow as tf\nTraceback (most recent call last):\n"
                     "FileNotFoundError: [Errno 2] No such file or directory: 'data.csv'\n") == []
    assert _verdicts(listing + "INFO:tensorflow:loss = 0.2, step = 100\nmy tf.estimator trains slowly\n") == []
    assert _verdicts("  tensorflow-estimator   2.6.0-pyh7b7c402_0 --> 1.15.1-pyh2649769_0\ntensorflow 1.15.0\n"
                     "it said the wrong tensorflow-estimator was installed\n") == []
    # pip's own log of a downgrade: the first version it names is the one it replaced
    assert _verdicts("Collecting tensorflow-estimator<2.4.0,>=2.3.0\n  Attempting uninstall: tensorflow-estimator\n"
                     "    Found existing installation: tensorflow-estimator 2.4.0\n"
                     "Successfully installed tensorflow-2.3.1 tensorflow-estimator-2.3.0\n" + blamed) == []
    assert _verdicts("torch 2.1.0\ntensorflow 2.3.1\ntensorflow-estimator 2.4.0\n" + blamed) == []
    # a message read first keeps the verdict: the listing's pair is only said where nothing else is
    oom = (listing + blamed + "ResourceExhaustedError: OOM when allocating tensor with shape[64,512,512,3] and type "
           "float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n")
    assert "dependency_conflict" not in _causes(oom)


def test_the_symbolic_tensor_message_cut_after_its_subject_is_numpy_1_20_under_an_old_tensorflow() -> None:
    """keithito/tacotron#359: the title "Cannot convert a symbolic Tensor Error" over a tensorflow_core traceback."""
    paste = ("Cannot convert a symbolic Tensor Error\n\nTraceback (most recent call last):\n"
             '  File "/home/u/anaconda3/envs/p/lib/python3.7/site-packages/tensorflow_core/python/ops/array_ops.py", '
             "line 2338, in zeros\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("numpy_incompatible", "warning")
    assert meaning.startswith("uncertain")
    assert "numpy<1.20" in fix
    assert _top("Cannot convert a symbolic Tensor\n")[0] == "numpy_incompatible"


def test_keras_own_symbolic_values_and_other_wordings_are_not_read_as_the_cut_message() -> None:
    """Keras' KerasTensor message is the code's; a sentence that only mentions a symbolic tensor decides nothing."""
    assert _verdicts("Cannot convert a symbolic Keras input/output Error\n") == []
    assert _verdicts("I convert a symbolic tensor to a shape in my layer and it works\n") == []
    assert _verdicts("Cannot convert a symbolic tensor into a ragged one here, the docs say why\n") == []
    assert _verdicts("Theano: cannot convert a symbolic tensor\n") == []
    assert _verdicts("My keras uses the Theano backend.\nError: cannot convert a symbolic tensor\n") == []
    assert _verdicts("In PyTorch I get a numpy() error; TF says cannot convert a symbolic tensor\n") == []


def test_a_tensorflow_addons_layer_unknown_to_keras_3_is_keras_3_under_keras_2_code() -> None:
    """CompImg/LST-AI#11: `Unknown layer: 'Addons>InstanceNormalization'` under keras/src/legacy/saving (Keras 3)."""
    paste = ("ValueError: Unknown layer: 'Addons>InstanceNormalization'. Please ensure you are using a "
             "`keras.utils.custom_object_scope` and that this object is included in the scope.\n"
             '  File "python/lib/python3.10/site-packages/keras/src/legacy/saving/legacy_h5_format.py", line 133, '
             "in load_model_from_hdf5\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("keras3_legacy_code", "error")
    assert "Addons>InstanceNormalization" in meaning
    assert "TF_USE_LEGACY_KERAS=1" in fix
    assert "tensorflow<2.16" in fix
    cause, _, _, fix = _top("Unknown layer: Addons>GroupNormalization\ntensorflow==2.17.0\n")
    assert cause == "keras3_legacy_code"
    assert "'tf-keras~=2.17.0'" in fix  # tf-keras of TensorFlow's minor: a bare tf-keras would upgrade TensorFlow


def test_a_tensorflow_addons_layer_unknown_under_keras_2_is_not_read() -> None:
    """Under Keras 2 the usual reason is loading before `import tensorflow_addons`: the code's, not a version's."""
    assert _verdicts("ValueError: Unknown layer: Addons>InstanceNormalization\ntensorflow==2.10.0\n") == []
    assert _verdicts("ValueError: Unknown layer: 'Addons>WeightNormalization'\n") == []
    # Keras 2 loading it under TensorFlow 2.16+: tf_keras' own frames, or TF_USE_LEGACY_KERAS set
    legacy = ("tensorflow==2.16.1\ntf_keras==2.16.0\n"
              '  File "/opt/conda/lib/python3.11/site-packages/tf_keras/src/saving/legacy/serialization.py", line '
              "365, in class_and_config_for_serialized_keras_object\n"
              "ValueError: Unknown layer: 'Addons>GroupNormalization'.\n")
    assert "keras3_legacy_code" not in _causes(legacy)
    assert _verdicts('os.environ["TF_USE_LEGACY_KERAS"] = "1"\ntensorflow 2.17.0\n'
                     "ValueError: Unknown layer: 'Addons>InstanceNormalization'\n") == []
    assert _verdicts("keras 2.12.0\nValueError: Unknown layer: 'Addons>InstanceNormalization'\n") == []
    # Keras 3 over a TensorFlow made for Keras 2 is the pair's reading (keras==2.15.*), not this one
    below = "tensorflow 2.15.0\nkeras 3.0.1\nValueError: Unknown layer: 'Addons>InstanceNormalization'\n"
    assert "keras3_legacy_code" not in _causes(below)


def test_a_name_missing_from_a_tf_compat_v2_submodule_is_read_as_tensorflow_2_s_name() -> None:
    """xei/recommender-system-tutorial#4: tensorflow_recommenders on Colab, a TF 2.9+ name under tf.compat.v2."""
    cause, level, meaning, fix = _top("AttributeError: module 'tensorflow.compat.v2.tpu.experimental' has no "
                                      "attribute 'HardwareFeature'\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tf.tpu.experimental.HardwareFeature is in TensorFlow 2.9 and later" in meaning
    assert "tensorflow>=2.9" in fix


def test_tf_compat_v2_itself_missing_is_still_read_as_that_module() -> None:
    """fizyr/keras-retinanet#1558: `No module named tensorflow.compat.v2` under 1.13 names tf.compat.v2 (1.14+)."""
    found = explain("tensorflow==1.13.1, keras==2.2.4. When I import keras, it shows "
                    "ModuleNotFoundError: No module named 'tensorflow.compat.v2'\n")
    assert any("tf.compat.v2" in e.meaning for e in found)
    assert _verdicts("AttributeError: module 'tensorflow.compat.v2' has no attribute 'Nonexistent'\n") == []
    # under 1.14-1.15 tf.compat.v2 is TensorFlow 2's API: a TF 1 name missing from it says nothing about the release
    v1_name = ("AttributeError: module 'tensorflow.compat.v2.train' has no attribute 'AdamOptimizer'\n"
               "tensorflow 1.15.0\n")
    assert _verdicts(v1_name) == []
    # tf.compat.v1's names stay TF 1's: not read as TensorFlow 2's
    v1 = "AttributeError: module 'tensorflow.compat.v1.tpu.experimental' has no attribute 'HardwareFeature'\n"
    assert "tensorflow>=2.9" not in " ".join(e.fix for e in explain(v1 + "tensorflow 2.8.0\n"))


def test_the_nvidia_driver_said_lost_after_updating_the_kernel_is_its_module() -> None:
    """negativo17/nvidia-driver#39 and OpenMandrivaAssociation/distribution#1102 ("nvidia problems with latest
    kernel")."""
    cause, level, _, fix = _top("After updating the kernel, I can no longer get the nvidia driver to work.\n")
    assert (cause, level) == ("driver_missing", "error")
    assert "dkms" in fix
    assert _top("nvidia problems with latest kernel (Bugzilla Bug 1102)\n")[0] == "driver_missing"
    for words in ("after upgrading my kernel I can't load the nvidia drivers",
                  "After updating kernel, I couldn't get the nvidia driver to work",
                  "After updating the kernel to 5.4.0-42, I can no longer load the nvidia driver"):
        assert _top(words + "\n")[0] == "driver_missing", words


def test_a_kernel_update_said_without_the_nvidia_driver_failing_is_not_read() -> None:
    """A kernel update beside a driver that works, or beside another program, decides nothing."""
    assert _verdicts("After updating the kernel, I can no longer boot into Windows\n") == []
    assert _verdicts("after updating the kernel the nvidia driver works fine\n") == []
    assert _verdicts("Does the nvidia driver support the latest kernel? Just asking before I upgrade.\n") == []
    assert _verdicts("No nvidia problems with the latest kernel here.\n") == []
    assert _verdicts("Are there known nvidia problems with the new kernel? Asking before I upgrade.\n") == []
    assert _verdicts("nvidia problems with latest kernel on the host, but in the container TF sees the GPU.\n") == []
    assert _verdicts("After updating the kernel, I cannot run my script on the nvidia driver I installed\n") == []
    assert _verdicts("After updating the kernel I couldn't decide whether the nvidia driver 535 is better\n") == []
    assert _verdicts("If after updating the kernel you cannot load the nvidia driver, rebuild it with dkms.\n") == []
    assert _verdicts("nvidia problems with the latest kernel - SOLVED by reinstalling the driver\n") == []
    assert _verdicts("After updating the kernel I can no longer load the nvidia driver. Now it's fixed\n") == []
    assert _verdicts("After updating the kernel I can't start the nvidia driver's persistence daemon\n") == []
    assert _verdicts("If, after updating the kernel, you cannot load the nvidia driver, run dkms autoinstall.\n") == []
    assert _verdicts("[SOLVED] After updating the kernel I could no longer load the nvidia driver\n") == []
    assert _verdicts("Solved: nvidia problems with latest kernel\n") == []


def test_a_tensorflow_internal_missing_in_an_add_on_s_own_issue_template_is_that_add_on_s_release() -> None:
    """tensorflow/hub#872: its issue template names tensorflow_hub, and `No module named
    'tensorflow.python.checkpoint'` with TensorFlow 2.8: tf-hub's nightly was made for a newer TensorFlow."""
    paste = ("Bug: No module named 'tensorflow.python.checkpoint'\n### tensorflow_hub Version\n"
             "0.13.0.dev (unstable development build)\n### TensorFlow Version\n2.8 (latest stable release)\n")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("dependency_conflict", "warning")
    assert meaning.startswith("uncertain, most likely tensorflow-hub")
    assert "install the tensorflow-hub release made for TensorFlow 2.8" in fix


def test_a_tensorflow_internal_missing_beside_keras_several_add_ons_or_no_add_on_template_stays_keras_s() -> None:
    """Keras in the words, two add-ons named, one named in passing, or the script's own import leave the usual
    importer (the standalone keras), uncertain."""
    template = "### tensorflow_hub Version\n0.13.0\n"  # each guard below holds in the add-on's own template
    keras = template + "No module named 'tensorflow.python.checkpoint'\nI use keras 2.4.3 with it\n"
    assert _top(keras)[0] == "keras_version_skew"
    two = template + "No module named 'tensorflow.python.checkpoint'\nI also installed tensorflow-probability\n"
    assert _top(two)[0] == "keras_version_skew"
    every = template + "No module named 'tensorflow.python.framework.ops'\n"  # a module every release has
    assert "most likely tensorflow-hub" not in " ".join(e.meaning for e in explain(every))
    # an add-on named in passing (no issue template of its own), or the script's own import of the internal
    assert _top("No, I don't use tensorflow_hub at all\nNo module named 'tensorflow.python.checkpoint'\n")[0] == (
        "keras_version_skew")
    other = ("## tensorflow-gpu version\n2.4.0\nI don't use tensorflow_hub\n"
             "ModuleNotFoundError: No module named 'tensorflow.python.checkpoint'\n")
    assert _top(other)[0] == "keras_version_skew"  # TensorFlow's own package's heading is no add-on's template
    own = ("### tensorflow_hub Version\n0.13\nfrom tensorflow.python.training.tracking import base\n"
           "No module named 'tensorflow.python.training.tracking'\n")
    assert _top(own)[0] == "keras_version_skew"


def test_windows_gpu_asm_notice_is_harmless() -> None:
    """tensorflow/community#264: redzone_allocator's notice on Windows that the driver compiles the PTX."""
    log = ("2020-05-01 10:00:00.000000: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: "
           "Invoking GPU asm compilation is supported on Cuda non-Windows platforms only\n"
           "Relying on driver to perform ptx compilation. This message will be only logged once.\n")
    found = explain(log)
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")]
    assert "Windows" in found[0].meaning
    assert _verdicts(log) == []
