"""Read in stop 77: a CUDA library's ImportError cut after its name; an out of memory said beside a run that works on
the CPU or locally; a recurrent layer's NotImplementedError cut before its message; mpirun's rank tags on the lines of
an out of memory; and a GPU's name seen twice."""

from __future__ import annotations

from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain._context import Context, _scan
from envcheck.tables import load_tables

_TF_IMPORT = ('  File "/home/u/anaconda2/envs/w/lib/python2.7/site-packages/tensorflow/python/pywrap_tensorflow.py", '
              "line 52, in <module>\n    raise ImportError(msg)\n")


def test_a_cuda_library_s_import_error_cut_after_its_name_is_the_missing_library() -> None:
    """ibab/tensorflow-wavenet#297's title: "ImportError: libcusolver." with TensorFlow's import frames."""
    cause, level, meaning, fix = _top(f"ImportError: libcusolver.\n{_TF_IMPORT}")
    assert (cause, level) == ("cuda_libs_missing", "error")
    assert "libcusolver" in fix
    assert not meaning.startswith("uncertain")
    # with no frame of TensorFlow's the library may be another package's
    assert _top("ImportError: libcublas\n")[2].startswith("uncertain")
    # a word after the name is another message
    assert _verdicts("ImportError: libcusolver is great\n") == []


def test_out_of_memory_said_with_the_run_working_on_the_cpu_is_the_size() -> None:
    """thtrieu/darkflow#899 ("It works fine when training on cpu though") and jina-ai/clip-as-service#552 ("Works
    fine on local"): the run that fails does not go on, so the out of memory is read."""
    said = ("I used batch size 5, but I am still getting Resource exhausted error on training. It works fine when "
            "training on cpu though.\n")
    assert _top(said)[:2] == ("model_too_large", "warning")
    assert _top("Out of memory error on Cloud Run\nWorks fine on local.\n")[0] == "model_too_large"
    # the failing run itself said to go on is the allocator's warning, no verdict of a shortage
    assert _verdicts("I get Resource exhausted error on training, but training runs fine.\n") == []


_RNN = ("NotImplementedError                       Traceback (most recent call last)\n"
        "----> 3 stock_model.add(LSTM(10,input_shape=(DAYS_BEFORE,1),return_sequences=True))\n"
        "~/envs/Env/lib/python3.7/site-packages/tensorflow_core/python/keras/engine/sequential.py in add(self, layer)\n"
        "--> 178           layer(x)\n")


def test_a_recurrent_layer_s_not_implemented_error_cut_before_its_message_is_numpy_1_20() -> None:
    """deeplearning-mit-tensorflow-keras-tfjs/2020_Zweite_Auflage#6 and bioconda/bioconda-recipes#26684: building an
    LSTM or a GRU in TensorFlow's Keras, the message (Cannot convert a symbolic Tensor) cut off."""
    cause, level, meaning, fix = _top(_RNN)
    assert (cause, level) == ("numpy_incompatible", "warning")
    assert meaning.startswith("uncertain")
    assert "numpy<1.20" in fix
    cause, level, meaning, _ = _top(f"{_RNN}numpy                     1.20.0           py38h18fd61f_0    conda-forge\n")
    assert (cause, level) == ("numpy_incompatible", "error")
    assert "NumPy 1.20.0" in meaning


def test_a_not_implemented_error_with_its_message_or_numpy_1_19_is_not_numpy_1_20() -> None:
    shown = _RNN + "NotImplementedError: Layers with arguments in `__init__` must override `get_config`.\n"
    assert "numpy_incompatible" not in {c for c, _ in _verdicts(shown)}
    older = f"{_RNN}numpy 1.19.5\n"
    assert "numpy_incompatible" not in {c for c, _ in _verdicts(older)}
    no_rnn = _RNN.replace("LSTM(10,", "Dense(10,")
    assert "numpy_incompatible" not in {c for c, _ in _verdicts(no_rnn)}


_OOM = ("{tag}2021-05-04 22:39:11.526981: F ./tensorflow/core/kernels/random_op_gpu.h:232] Non-OK-status: "
        "GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, num_blocks, block_size, 0, d.stream(), gen, data, "
        "size, dist) status: Internal: out of memory\n"
        "{tag}2021-05-04 22:39:21.985568: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at "
        "random_op.cc:77 : Resource exhausted: OOM when allocating tensor with shape[30522,1024] and type float on "
        "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n")


def test_out_of_memory_on_lines_tagged_by_mpirun_ranks_is_the_processes_sharing_the_gpus() -> None:
    """huggingface/notebooks#37: "[1,14]<stderr>:" before each line; pinning each rank to its GPU fixed it."""
    cause, level, meaning, fix = _top(_OOM.format(tag="[1,14]<stderr>:"))
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "several processes" in meaning
    assert "hvd.local_rank()" in fix
    # the first rank alone (or no tag) is one process: the tensor's size
    assert "several processes" not in _top(_OOM.format(tag="[1,0]<stderr>:"))[2]
    assert "several processes" not in _top(_OOM.format(tag=""))[2]


def test_a_tensor_out_of_memory_under_several_processes_is_uncertain_between_them_and_the_size() -> None:
    oom = ("[1,3]<stderr>:W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at conv_ops.cc:539 : "
           "Resource exhausted: OOM when allocating tensor with shape[64,256,56,56] and type float on "
           "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n")
    cause, level, meaning, fix = _top(oom)
    assert (cause, level) == ("gpu_memory_in_use", "warning")
    assert meaning.startswith("uncertain")
    assert "hvd.local_rank()" in fix
    assert "batch" in fix


def test_a_gpu_the_tables_know_named_twice_is_not_also_unknown() -> None:
    ctx = Context()
    _scan(ctx, "I recently purchased a RTX 3080 and there is no way that it runs on the RTX 3080 GPU", load_tables())
    assert ctx.gpu_names == ["RTX 3080"]
    assert ctx.unknown_gpus == []


def test_predict_classes_named_beside_tensorflow_2_6_or_newer_is_code_for_an_older_keras() -> None:
    """keiraydev/chatbot#5: "tensorflow 2.6 이상 predict_classes 오류" with the call in the code."""
    said = "tensorflow 2.6 이상 predict_classes 오류\n  predict = model.predict_classes(x_test[picks])\n"
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "np.argmax(model.predict(x), axis=-1)" in fix
    # before 2.6 the method is there: nothing to say of it
    assert _verdicts("tensorflow 2.5\n  predict = model.predict_classes(x_test)\n") == []


def test_tensorflow_in_pods_sharing_a_gpu_failing_is_each_taking_the_memory() -> None:
    """NVIDIA/k8s-device-plugin#461: time-slicing replicas, TensorFlow analyses crash beyond one pod per GPU."""
    said = ("I have configured the nvidia-device-plugin with configs that implement time-slicing on my 4 RTX 3090 Ti "
            "cards. When I run tensorflow analyses in the pods, I can only run analyses in as many concurrent pods as "
            "I have hardware gpus. If I run on more, the analyses in the pods will crash.\n")
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("gpu_memory_in_use", "warning")
    assert "does not limit what a process maps" in meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in fix
    # time-slicing set up with nothing failing, or PyTorch's pods, is not this
    assert _verdicts("I configured time-slicing for tensorflow pods and it works.\n") == []
    assert "gpu_memory_in_use" not in {c for c, _ in _verdicts(said.replace("tensorflow", "pytorch"))}


def test_dnn_library_not_found_names_the_apt_package_of_a_system_cudnn() -> None:
    """googlecolab/colabtools#3008 and #3012: the runtime's cuDNN is apt's libcudnn8, pinned back to the build's."""
    fix = _top("tensorflow 2.9.1\nDNN library is not found.\n")[3]
    assert "apt install libcudnn8=<its cuDNN>-1+cuda<its CUDA>" in fix
    assert "libcudnn9-cuda-12" in _top("tensorflow 2.18.0\nDNN library is not found.\n")[3]
    # conda's and Windows' cuDNN are not apt's
    assert "apt install" not in _top("tensorflow 2.9.1\n(base) conda activate tf\nDNN library is not found.\n")[3]


_TENSORLIKE = "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'\n"


def test_tensorlike_missing_with_no_version_names_keras_2_3_1_s_tensorflow_and_tf_keras() -> None:
    """4AI/AGN#3, juglab/n2v#106 and chasinginfinity/number-sign-recognition#2: keras 2.3.1's backend reads
    ops._TensorLike, which TensorFlow 2.4 removed; the fixes were keras 2.3.1 with TensorFlow 1.15, or tf.keras."""
    cause, _, meaning, fix = _top(_TENSORLIKE)
    assert cause == "keras_version_skew"
    assert meaning.startswith("uncertain")
    assert "'keras==2.3.1'" in fix
    assert "1.15" in fix
    assert "tensorflow.keras" in fix
    # with the release shown, the keras that release declares or was made with is the fix
    assert "keras==2.3.1" not in _top(f"tensorflow 2.6.0\n{_TENSORLIKE}")[3]


def test_tensorflow_and_tensorflow_gpu_1_x_both_named_beside_an_unused_gpu_is_two_installs_first() -> None:
    """matterport/Mask_RCNN#2102 (the GPU not used on Colab, "Tensorflow-1.5 Tensorflow-gpu-1.5"): the CPU-only
    tensorflow 1.x beside tensorflow-gpu comes before the checklist's CUDA libraries."""
    said = ("GPU is not utilizing on colab while training.\nTensorflow-1.5\nTensorflow-gpu-1.5\nKeras-2.3.1\n")
    cause, _, meaning, fix = _top(said)
    assert cause == "two_tensorflow_installs"
    assert "CPU-only" in meaning
    assert "tensorflow-gpu==1.5" in fix


def test_an_issue_template_s_tensorflow_version_beside_a_listing_of_tensorflow_gpu_is_one_install() -> None:
    """tensorflow/tensorflow#23353: the template's release and pip's one row name a single distribution."""
    said = ("- TensorFlow version: 1.11.0\n- CUDA/cuDNN version: 10\n\nPackage             Version\n"
            "------------------- ----------\ntensorflow-gpu      1.11.0\n\nGPU is not avalable\n")
    assert "two_tensorflow_installs" not in {c for c, _ in _verdicts(said)}
