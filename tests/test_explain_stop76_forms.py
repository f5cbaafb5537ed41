"""Read in stop 76: cuBLAS and cuDNN both failing to start; CUDA's NOT_INITIALIZED with multiprocessing named;
Python's MemoryError; a saved model's class of another Keras release; a glibc said too old; the loader's and
gpu_device.cc's messages in a title's form; the versions a fix's pins follow; and the mends of stop 75's list and of
this stop's two reviews."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

_DLL_INIT = ("ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.\n"
             "Failed to load the native TensorFlow runtime.\n")
_CUBLAS = "E tensorflow/stream_executor/cuda/cuda_blas.cc:443] failed to create cublas handle: CUBLAS_STATUS_{}\n"
_CUDNN = "E cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"


def test_cublas_and_cudnn_both_failing_to_start_is_cudnn_s_failure_to_start() -> None:
    """microsoft/AutonomousDrivingCookbook#17, magenta/magenta#1763: where cuDNN could not start either, the cuDNN
    reading leads; cuBLAS's ALLOC_FAILED says it was the memory."""
    cause, level, meaning, fix = _top(_CUBLAS.format("ALLOC_FAILED") + _CUDNN)
    assert (cause, level) == ("cudnn_init_failed", "error")
    assert not meaning.startswith("uncertain")
    assert "ALLOC_FAILED" in meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in fix
    cause, level, meaning, _ = _top(_CUBLAS.format("NOT_INITIALIZED") + _CUDNN)  # no status saying why
    assert (cause, level) == ("cudnn_init_failed", "warning")
    assert meaning.startswith("uncertain")


def test_cublas_alone_failing_to_start_is_still_the_gpu_memory_taken() -> None:
    assert _top(_CUBLAS.format("ALLOC_FAILED"))[:2] == ("gpu_memory_in_use", "error")


def test_cuda_not_initialized_with_multiprocessing_named_is_a_forked_process() -> None:
    """tensorflow/tensorflow#29876's title: TensorFlow imported before the worker processes were forked."""
    cause, level, meaning, fix = _top("CUDA_ERROR_NOT_INITIALIZED error when using 2 GPUs with multiprocessing\n")
    assert (cause, level) == ("cuda_error", "error")
    assert "fork" in meaning
    assert "set_start_method('spawn')" in fix
    assert _top("CUDA_ERROR_NOT_INITIALIZED error when using Multiple GPUs\n")[0] != "cuda_error"
    # cuInit itself failing is the driver's, whatever else the paste names
    assert _top("failed call to cuInit: CUDA_ERROR_NOT_INITIALIZED\nI use multiprocessing\n")[0] != "cuda_error"


def test_a_standalone_keras_2_2_library_s_node_error_names_the_keras_it_was_written_for() -> None:
    """yongzhuo/nlp_xiaojiang#16 and philipperemy/keras-tcn#136: keras==2.2.4, beside one Keras throughout."""
    fix = _top("AttributeError: 'Node' object has no attribute 'output_masks'\n")[3]
    assert "keras==2.2.4" in fix
    assert "tensorflow.keras" in fix


def test_cloudpickler_missing_from_another_module_s_import_is_not_tfp_s_break() -> None:
    """Python 3.6 names no module; the import line shown (pyspark's own copy) says whose CloudPickler it is."""
    frame = '  File "/opt/spark/python/pyspark/serializers.py", line 60, in <module>\n'
    assert _verdicts(f"{frame}    from pyspark.cloudpickle import CloudPickler\n"
                     "ImportError: cannot import name 'CloudPickler'\n") == []
    tfp = ('  File "/x/tensorflow_probability/python/layers/distribution_layer.py", line 25, in <module>\n'
           "    from cloudpickle.cloudpickle import CloudPickler\nImportError: cannot import name 'CloudPickler'\n")
    assert _top(tfp)[:2] == ("dependency_conflict", "error")


def test_a_cpu_said_not_to_have_supported_avx_decides_a_dll_that_did_not_initialise() -> None:
    assert _top(_DLL_INIT + "My old CPU didn't support AVX.\n")[:2] == ("cpu_no_avx", "error")
    assert _top(_DLL_INIT)[:2] == ("tf_import_failed", "warning")


def test_python_s_memory_error_is_the_machine_s_ram_too_small_for_what_it_holds() -> None:
    """google/dopamine#13 and #64: MemoryError as the replay buffer is made: the RAM, not the GPU; its size named."""
    frame = ('  File "/x/experience.py", line 15, in __init__\n'
             "    self.observations = np.empty([self.memory_size] + observation_dims, dtype=np.uint8)\n")
    cause, level, meaning, fix = _top(f"Traceback (most recent call last):\n{frame}MemoryError\n")
    assert (cause, level) == ("model_too_large", "error")
    assert "RAM" in meaning
    assert "in batches" in fix
    fix = _top("agents.ipynb, MemoryError: In call to configurable 'WrappedReplayBuffer'\n")[3]
    assert "WrappedReplayBuffer.replay_capacity" in fix
    assert _top("numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.2 GiB for an array with shape "
                "(100000, 84, 84) and data type uint8\n")[0] == "model_too_large"


def test_a_memory_error_that_is_the_gpu_s_or_only_mentioned_is_not_the_ram() -> None:
    """RAPIDS' bad_alloc from CUDA is the GPU's memory; a sentence naming MemoryError is not Python's line."""
    assert ("model_too_large", "error") not in _verdicts(
        "MemoryError: std::bad_alloc: CUDA error at: ../include/rmm/mr/device/cuda_memory_resource.hpp:70\n")
    assert _verdicts("I get a MemoryError when I start training, how much RAM does it need\n") == []
    assert _verdicts("Traceback (most recent call last):\nMemoryError\nimport torch\n") == []


def test_the_loader_s_message_cut_after_a_cuda_library_s_name_is_that_library_missing() -> None:
    """FloopCZ/tensorflow_cc#119's title: a C++ program linking libtensorflow_cc; uncertain whose module it is."""
    cause, _, meaning, _ = _top("# error while loading shared libraries: libcusolver.so.9.2\nI run my C++ code.\n")
    assert cause == "cuda_libs_missing"
    assert "libcusolver.so.9.2" in meaning
    assert _verdicts("error while loading shared libraries: libpng12.so.0\n") == []


def test_tensorflow_s_skipping_registering_gpu_quoted_short_is_its_libraries_missing() -> None:
    """serengil/deepface#825: the last words of gpu_device.cc's warning, quoted without 'devices'."""
    found = _top('It tells me "Skipping Registering GPU" what should I do\n')
    assert found[:2] == ("cuda_libs_missing", "error")
    assert "tensorflow[and-cuda]" in found[3]  # no release shown: from 2.14 on, its extra brings them


def test_this_linux_s_glibc_said_too_old_for_the_build_is_why_tensorflow_does_not_load() -> None:
    """conda-forge/tensorflow-feedstock#60, PINTO0309/TensorflowLite-bin#10, mind/wheels#7: no version named."""
    cause, level, meaning, fix = _top("I found that Tensorflow requires a newer version of glibc than is available at "
                                      "my institution's old CentOS computing cluster.\n")
    assert (cause, level) == ("tf_import_failed", "error")
    assert "glibc" in meaning
    assert "ldd --version" in fix
    assert _top("GLIBC version problem\nI use your prebuilt tflite-runtime package on Ubuntu 18.04 aarch64.\n")[0] == (
        "tf_import_failed")


def test_glibc_asked_about_or_another_framework_s_is_not_tensorflow_s_too_old_glibc() -> None:
    assert _verdicts("Does tensorflow need a newer glibc than CentOS 6 has?\n") == []
    assert _verdicts("pytorch requires a newer glibc\n") == []
    assert _verdicts("import torch fails: my tensorflow works, but torch needs a newer version of glibc\n") == []


def test_sudo_said_not_to_help_or_a_sleep_denied_does_not_point_at_nvidia_uvm() -> None:
    """CUDA_ERROR_UNKNOWN stays uncertain why where the words deny what would point at nvidia-uvm."""
    cuinit = "failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error\n"
    assert _top(cuinit + "Nothing works with sudo.\n")[:2] == ("cuda_error", "warning")
    assert _top(cuinit + "I don't want to put the machine to sleep.\n")[:2] == ("cuda_error", "warning")
    assert _top(cuinit + "After I put my laptop to sleep it fails.\n")[0] == "uvm_unavailable"


def test_a_saved_model_naming_a_built_in_class_of_another_keras_release_is_a_keras_skew() -> None:
    """nikicc/twitter-emotion-recognition#8 (Merge), zeusees/HyperFAS#9 (DepthwiseConv2D), CyberZHG/keras-bert#94
    (GlorotNormal): each class exists in some Keras releases only."""
    cause, level, meaning, fix = _top("ValueError: Unknown layer: Merge\n")
    assert (cause, level) == ("keras_version_skew", "error")
    assert "2.2.0" in meaning
    assert "keras<2.2" in fix
    cause, _, meaning, fix = _top("ValueError: Unknown initializer: GlorotNormal\n")
    assert cause == "keras_version_skew"
    assert "tf.keras" in meaning
    assert "TF_KERAS=1" in fix
    assert "tf.compat.v1.keras.layers.CuDNNLSTM" in _top("ValueError: Unknown layer: CuDNNLSTM\n")[3]
    assert _top("ValueError: Unknown layer: DepthwiseConv2D\n")[0] == "keras_version_skew"


def test_a_custom_or_tensorflow_js_class_unknown_is_not_another_keras_release() -> None:
    """A user's or a library's own class needs custom_objects; TensorFlow.js' loader has its own release's classes."""
    assert _verdicts("ValueError: Unknown layer: TCN\n") == []
    assert _verdicts("ValueError: Unknown layer: MergeLayer\n") == []
    assert _verdicts("Uncaught (in promise) Error: Unknown initializer: GlorotUniform\n"
                     "    at deserializeKerasObject (tfjs@0.11.7:2)\n") == []


def test_the_review_s_pastes_get_no_new_reading_where_it_would_mislead() -> None:
    """Multiprocessing denied or on Windows; glibc of a source build or TensorFlow.js; MemoryError of the GPU, of code
    catching it or of pip; a driver's or TensorRT's library; an old machine's lack of AVX."""
    not_initialized = "CUDA_ERROR_NOT_INITIALIZED when running on GPU."
    assert _top(f"{not_initialized} I don't use multiprocessing anywhere.\n")[0] != "cuda_error"
    assert _top(f"Windows 10. {not_initialized} in a multiprocessing.Pool worker\n")[0] != "cuda_error"
    assert ("tf_import_failed", "error") not in _verdicts(
        "Our cluster has an old glibc, so I built TensorFlow 2.4 from source. Import works, but training is slow\n")
    assert _verdicts("@tensorflow/tfjs-node requires a newer version of glibc\n") == []
    assert _verdicts("Tensorflow GPU MemoryError\n") == []
    assert _verdicts("MemoryError: std::bad_alloc: out_of_memory: RMM failure at: pool_memory_resource.hpp:193\n") == []
    assert _verdicts('  File "/usr/lib/python3/dist-packages/pip/_vendor/cachecontrol/serialize.py", line 64\n'
                     "MemoryError\n") == []
    caught = _top("except MemoryError:\n    pass\nResourceExhaustedError: OOM when allocating tensor with "
                  "shape[256,1024] on /job:localhost/replica:0/task:0/device:GPU:0\n")
    assert "RAM" not in caught[2]
    assert _verdicts("ffmpeg: error while loading shared libraries: libnvcuvid.so.1\n") == []
    assert _top(_DLL_INIT + "The old machine didn't support AVX; this new i7-9700 does.\n")[0] != "cpu_no_avx"


def test_the_versions_shown_decide_the_pins_a_fix_names() -> None:
    """keras 2.2.4 runs on TensorFlow 1.x only; [and-cuda] brings the CUDA of 2.14 and later, not CUDA 10's."""
    node = "AttributeError: 'Node' object has no attribute 'output_masks'\n"
    assert "keras==2.2.4" not in _top("tensorflow==2.4.1\n" + node)[3]
    assert "keras==2.2.4" in _top("tensorflow-gpu==1.14.0\n" + node)[3]
    old = "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory\n"
    assert "and-cuda" not in _top(old)[3]
    assert "and-cuda" not in _top("./a.out: error while loading shared libraries: libcudart.so.12\n")[3]


def test_the_second_review_s_pastes_read_as_what_they_are() -> None:
    """TensorFlow.js' converter and bundle; a class of the user's own; forks named otherwise; glibc words beside bazel
    refused or an older release that imported; the loader missing the driver's library; RAM with a GPU named after."""
    tfjs = ("I converted with tensorflowjs_converter --input_format keras model.h5 web_model/\n"
            "Uncaught (in promise) Error: Unknown layer: BatchNormalizationV1. This may be due to one of the following "
            "reasons:\n    at Cx (tf.min.js:2)\n")
    assert _verdicts(tfjs) == []
    assert _verdicts("class Merge(Layer):\n    pass\nValueError: Unknown layer: Merge\n") == []
    assert "TensorFlow 1.x" in _top("tensorflow 2.3.0\nValueError: Unknown layer: Merge\n")[3]
    not_initialized = "CUDA_ERROR_NOT_INITIALIZED: initialization error\n"
    assert _top("model.fit_generator(gen, workers=4, use_multiprocessing=True)\n" + not_initialized)[0] == "cuda_error"
    assert _top("Ubuntu 18.04 (dual boot with Windows 10), multiprocessing.Pool\n" + not_initialized)[0] == (
        "cuda_error")
    assert _top("CentOS 7: tensorflow requires a newer version of glibc. I don't want to build with bazel.\n")[0] == (
        "tf_import_failed")
    assert _verdicts("Building tensorflow from source with bazel fails: glibc version error\n") == []
    assert _top("tensorflow_model_server: error while loading shared libraries: libcuda.so.1\n")[0] == (
        "driver_missing")
    assert _top("MemoryError: Unable to allocate 7.45 GiB for an array with shape (1000, 1000, 1000) "
                "(GPU: RTX 2070)\n")[0] == "model_too_large"


def test_a_class_s_fix_follows_the_keras_shown() -> None:
    """DepthwiseConv2D before keras 2.1.5 loads through custom_objects; Keras 3 has no tf.compat.v1.keras."""
    assert "custom_objects" in _top("I trained MobileNet with keras 2.1.4\nValueError: Unknown layer: "
                                    "DepthwiseConv2D\n")[3]
    fix = _top("tensorflow 2.16.1, keras 3.3.3\nValueError: Unknown layer: 'CuDNNLSTM'. Please ensure you are "
               "using a keras.utils.custom_object_scope\n")[3]
    assert fix.startswith("`pip install tf-keras` and TF_USE_LEGACY_KERAS=1")
