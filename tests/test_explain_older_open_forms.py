"""Forms met again in the open halves of earlier blind sets (read in stop 74), read generally."""

from __future__ import annotations

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain


def test_a_tensorflow_estimator_of_another_minor_listed_beside_tensorflow_is_the_pair() -> None:
    """kushalkolar/MESmerize#107 (conda's tensorflow 1.15 bringing estimator 2.6.0) and bmild/nerf#68's listing."""
    cause, level, meaning, fix = _top("[INSTALLATION HELP] tensorflow=1.15 installs tensorflow-estimator 2.6.0 "
                                      "incompatibility issue\n")
    assert (cause, level) == ("dependency_conflict", "warning")
    assert "tensorflow-estimator==1.15.1" in meaning  # the release's own requirement, from the tables
    assert "uncertain that it is what failed" in meaning
    assert "'tensorflow-estimator==1.15.*'" in fix
    listing = "tensorflow                2.3.1\ntensorflow-estimator      2.4.0\n"
    assert _top(listing)[:2] == ("dependency_conflict", "warning")
    assert "'tensorflow-estimator==2.3.*'" in _top(listing)[3]


def test_a_tensorflow_estimator_of_the_same_minor_or_beside_a_tensorflow_without_one_is_not_read() -> None:
    """The estimator of TensorFlow's own minor, or a 2.16+ TensorFlow (which requires none), decides nothing."""
    assert _verdicts("tensorflow 2.8.0\ntensorflow-estimator 2.8.0\n") == []
    assert _verdicts("tensorflow 1.15.0\ntensorflow-estimator 1.15.1\n") == []
    assert _verdicts("tensorflow 2.16.1\ntensorflow-estimator 2.15.0\n") == []
    # a message read first keeps the verdict: the listing's pair is only said where nothing else is
    oom = ("tensorflow 2.3.1\ntensorflow-estimator 2.4.0\nResourceExhaustedError: OOM when allocating tensor with "
           "shape[64,512,512,3] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator "
           "GPU_0_bfc\n")
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
    assert _top("Unknown layer: Addons>GroupNormalization\ntensorflow==2.17.0\n")[0] == "keras3_legacy_code"


def test_a_tensorflow_addons_layer_unknown_under_keras_2_is_not_read() -> None:
    """Under Keras 2 the usual reason is loading before `import tensorflow_addons`: the code's, not a version's."""
    assert _verdicts("ValueError: Unknown layer: Addons>InstanceNormalization\ntensorflow==2.10.0\n") == []
    assert _verdicts("ValueError: Unknown layer: 'Addons>WeightNormalization'\n") == []


def test_tensorflow_s_skipping_registering_gpu_retold_in_words_is_its_message() -> None:
    """serengil/deepface#825: 'It tells me "Skipping Registering GPU" what should I do' (WSL 2)."""
    found = explain('Deepface implement GPU\nIt tells me "Skipping Registering GPU" what should I do\n')
    assert found[0].cause == "cuda_libs_missing"
    assert _verdicts("I am skipping registration of the GPU for now\n") == []


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


def test_the_nvidia_driver_said_lost_after_updating_the_kernel_is_its_module() -> None:
    """negativo17/nvidia-driver#39 and OpenMandrivaAssociation/distribution#1102 ("nvidia problems with latest
    kernel")."""
    cause, level, _, fix = _top("After updating the kernel, I can no longer get the nvidia driver to work.\n")
    assert (cause, level) == ("driver_missing", "error")
    assert "dkms" in fix
    assert _top("nvidia problems with latest kernel (Bugzilla Bug 1102)\n")[0] == "driver_missing"


def test_a_kernel_update_said_without_the_nvidia_driver_failing_is_not_read() -> None:
    """A kernel update beside a driver that works, or beside another program, decides nothing."""
    assert _verdicts("After updating the kernel, I can no longer boot into Windows\n") == []
    assert _verdicts("after updating the kernel the nvidia driver works fine\n") == []
    assert _verdicts("Does the nvidia driver support the latest kernel? Just asking before I upgrade.\n") == []


def test_windows_gpu_asm_notice_is_harmless() -> None:
    """tensorflow/community#264: redzone_allocator's notice on Windows that the driver compiles the PTX."""
    log = ("2020-05-01 10:00:00.000000: W tensorflow/stream_executor/gpu/redzone_allocator.cc:314] Internal: "
           "Invoking GPU asm compilation is supported on Cuda non-Windows platforms only\n"
           "Relying on driver to perform ptx compilation. This message will be only logged once.\n")
    found = explain(log)
    assert [e.cause for e in found] == ["harmless"]
    assert "Windows" in found[0].meaning
    assert _verdicts(log) == []
