"""Read in stop 77: a CUDA toolkit library's ImportError cut after its name; an out of GPU memory said beside a run
that works on the CPU or locally; a recurrent layer's NotImplementedError cut before its message (NumPy 1.20); the
lines of several processes (mpirun's rank tags, its -np) out of memory; predict_classes beside TensorFlow 2.6+;
TensorFlow in pods sharing a GPU; go-nvml's "could not load NVML library"; the apt package of a system cuDNN;
_TensorLike missing with no release shown; a cuDNN op beside the CPU package of 1.x; wrong results with the Metal
plugin; a GPU named twice; and the mends of this stop's two reviews."""

from __future__ import annotations

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts

from envcheck.explain import explain
from envcheck.explain._context import Context, _scan
from envcheck.tables import load_tables


def _meanings(paste: str) -> list[str]:
    """The meaning of every explanation, verdict or not."""
    return [e.meaning for e in explain(paste)]


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


def test_a_cut_import_error_of_the_driver_s_tensorrt_s_or_another_library_is_no_toolkit_library() -> None:
    for lib in ("libcuda", "libnvinfer", "libcurl", "libcurl.so.4"):
        assert "cuda_libs_missing" not in _causes(f"ImportError: {lib}\n{_TF_IMPORT}"), lib
    # the driver's libcuda.so named is the driver's
    assert _top(f"ImportError: libcuda.so\n{_TF_IMPORT}")[0] == "driver_missing"


def test_out_of_gpu_memory_said_with_the_run_working_on_the_cpu_is_the_size() -> None:
    """thtrieu/darkflow#899 ("It works fine when training on cpu though"): the run that fails does not go on, so the
    out of memory is read."""
    said = ("I used batch size 5, but I am still getting Resource exhausted error on training. It works fine when "
            "training on cpu though.\n")
    assert _top(said)[:2] == ("model_too_large", "warning")
    # the failing run itself said to go on is the allocator's warning, no verdict of a shortage
    assert _verdicts("I get Resource exhausted error on training, but training runs fine.\n") == []


def test_out_of_memory_said_elsewhere_than_a_gpu_beside_a_run_working_locally_is_not_the_gpu_s() -> None:
    """jina-ai/clip-as-service#552: "Out of memory error on Cloud Run / Works fine on local": the container's memory."""
    assert _verdicts("Out of memory error on Cloud Run\nWorks fine on local.\n") == []
    said = ("When the container starts on the server it exits with Killed after loading the dataset, out of memory. "
            "It works fine on my laptop (32 GB RAM).\n")
    assert all("GPU ran out" not in meaning for meaning in _meanings(said))


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
    # NumPy 1.20 shown with the release decides it; without the release it stays uncertain
    listed = "numpy                     1.20.0           py38h18fd61f_0    conda-forge\n"
    cause, level, meaning, _ = _top(f"{_RNN}tensorflow 2.2.0\n{listed}")
    assert (cause, level) == ("numpy_incompatible", "error")
    assert "NumPy 1.20.0" in meaning
    assert _top(f"{_RNN}{listed}")[2].startswith("uncertain")


def test_numpy_1_20_under_tensorflow_2_3_is_pinned_within_what_2_3_declares() -> None:
    fix = _top(f"{_RNN}tensorflow 2.3.0\nnumpy 1.20.1\n")[3]
    assert "numpy<1.19.0" in fix


def test_a_not_implemented_error_with_its_message_or_its_bare_raise_is_not_numpy_1_20() -> None:
    shown = _RNN + "NotImplementedError: Layers with arguments in `__init__` must override `get_config`.\n"
    assert "numpy_incompatible" not in _causes(shown)
    raised = (_RNN + '  File "/x/tensorflow_core/python/keras/engine/base_layer.py", line 639, in '
              "compute_output_shape\n    raise NotImplementedError\nNotImplementedError\n")
    assert "numpy_incompatible" not in _causes(raised)
    own = (_RNN + "~/project/layers.py in call(self, x)\n---> 42         raise NotImplementedError()\n"
           "NotImplementedError\n")
    assert "numpy_incompatible" not in _causes(own)


def test_tensorflow_s_own_raise_of_the_symbolic_tensor_message_is_still_numpy_1_20() -> None:
    """Python 3.8+ shows `raise NotImplementedError(` of ops.py's __array__, the message on the lines cut off."""
    own = (_RNN + '  File "/x/tensorflow/python/framework/ops.py", line 852, in __array__\n'
           "    raise NotImplementedError(\nNotImplementedError\n")
    assert "numpy_incompatible" in _causes(own)


def test_a_not_implemented_error_under_numpy_1_19_a_later_release_or_no_recurrent_layer_is_not_numpy_1_20() -> None:
    assert "numpy_incompatible" not in _causes(f"{_RNN}numpy 1.19.5\n")
    assert "numpy_incompatible" not in _causes(f"{_RNN}tensorflow 2.8.0\n")
    assert "numpy_incompatible" not in _causes(_RNN.replace("LSTM(10,", "Dense(10,"))


_OOM = ("{tag}2021-05-04 22:39:11.526981: F ./tensorflow/core/kernels/random_op_gpu.h:232] Non-OK-status: "
        "GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, num_blocks, block_size, 0, d.stream(), gen, data, "
        "size, dist) status: Internal: out of memory\n"
        "{tag}2021-05-04 22:39:21.985568: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at "
        "random_op.cc:77 : Resource exhausted: OOM when allocating tensor with shape[30522,1024] and type float on "
        "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n")


def test_out_of_memory_on_lines_tagged_by_mpirun_ranks_names_the_processes_as_uncertain() -> None:
    """huggingface/notebooks#37: "[1,14]<stderr>:" before each line; pinning each rank to its GPU fixed it. A tag
    shows several processes, not that they share a machine's GPUs: uncertain."""
    cause, _, meaning, fix = _top(_OOM.format(tag="[1,14]<stderr>:"))
    assert cause == "gpu_memory_in_use"
    assert "uncertain" in meaning
    assert "several processes" in meaning
    assert "hvd.local_rank()" in fix
    # the first rank alone, or no tag, is one process
    assert "several processes" not in _top(_OOM.format(tag="[1,0]<stderr>:"))[2]
    assert "several processes" not in _top(_OOM.format(tag=""))[2]


def test_out_of_memory_under_mpirun_np_started_processes_is_theirs() -> None:
    cause, level, meaning, fix = _top("mpirun -np 4 python train.py\n" + _OOM.format(tag="[1,1]<stderr>:"))
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "starts several processes" in meaning
    assert "hvd.local_rank()" in fix


def test_ranks_shown_on_their_own_gpus_are_not_sharing_them() -> None:
    """Each rank adding a GPU of its own, or the code pinning it: the tensor's size."""
    pinned = ("[1,0]<stderr>:I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0\n"
              "[1,1]<stderr>:I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 1\n")
    assert "several processes" not in _top(pinned + _OOM.format(tag="[1,1]<stderr>:"))[2]
    code = 'os.environ["CUDA_VISIBLE_DEVICES"] = str(hvd.local_rank())\n'
    assert "several processes" not in _top(code + _OOM.format(tag="[1,1]<stderr>:"))[2]
    created = "".join(f"[1,{r}]<stderr>:I gpu_device.cc:1115] Created TensorFlow device (/job:localhost/replica:0/"
                      f"task:0/device:GPU:0 with 10 MB memory) -> physical GPU (device: {r}, name: Tesla V100)\n"
                      for r in range(4))
    assert "several processes" not in _top(created + _OOM.format(tag="[1,1]<stderr>:"))[2]


def test_ranks_each_seeing_every_gpu_are_not_pinned() -> None:
    both = ("[1,0]<stderr>:I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0, 1\n"
            "[1,1]<stderr>:I tensorflow/core/common_runtime/gpu/gpu_device.cc:1862] Adding visible gpu devices: 0, 1\n")
    cause, level, meaning, _ = _top("mpirun -np 2 python train.py\n" + both + _OOM.format(tag="[1,1]<stderr>:"))
    assert (cause, level) == ("gpu_memory_in_use", "error")
    assert "starts several processes" in meaning


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
    """stardist/stardist#104's words on an RTX 3080, the same GPU named twice."""
    ctx = Context()
    _scan(ctx, "I recently purchased a RTX 3080 and there is no way that it runs on the RTX 3080 GPU", load_tables())
    assert ctx.gpu_names == ["RTX 3080"]
    assert ctx.unknown_gpus == []


def test_predict_classes_called_beside_tensorflow_2_6_or_newer_is_code_for_an_older_keras() -> None:
    """keiraydev/chatbot#5: "tensorflow 2.6 이상 predict_classes 오류" with the call in the code."""
    said = "tensorflow 2.6 이상 predict_classes 오류\n  predict = model.predict_classes(x_test[picks])\n"
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("keras_version_skew", "warning")
    assert meaning.startswith("uncertain")
    assert "np.argmax(model.predict(x), axis=-1)" in fix
    assert "keras_version_skew" in _causes("tensorflow 2.8\nprobs = model.predict_proba(x_val)\n")
    # before 2.6 the method is there: nothing to say of it
    assert _verdicts("tensorflow 2.5\n  predict = model.predict_classes(x_test)\n") == []


def test_predict_proba_of_another_library_or_predict_classes_already_replaced_is_not_this() -> None:
    sklearn = "tensorflow 2.9.1, scikit-learn 1.1.2\nprobs = clf.predict_proba(X_test)[:, 1]\n"
    assert "keras_version_skew" not in _causes(sklearn)
    replaced = ("tensorflow 2.8. I replaced model.predict_classes(x) with np.argmax(model.predict(x), axis=-1) and "
                "now every prediction is the same class\n")
    assert "keras_version_skew" not in _causes(replaced)
    torch = "tensorflow 2.8, pytorch 1.10\n  predict = model.predict_classes(x_test)\n"
    assert "keras_version_skew" not in _causes(torch)
    forest = ("tensorflow 2.8.0, scikit-learn 1.0.2\nmodel_rf = RandomForestClassifier(n_estimators=100)\n"
              "probs = model_rf.predict_proba(X_test)\n")
    assert "keras_version_skew" not in _causes(forest)
    # scikit-learn beside a Keras model's predict_classes, which it has none of, keeps the reading
    keras = ("After upgrading to tensorflow 2.7.0 this line no longer works: `y_pred = model.predict_classes(X_test)`. "
             "I also use sklearn for the confusion matrix.\n")
    assert "keras_version_skew" in _causes(keras)


_PODS = ("I have configured the nvidia-device-plugin with configs that implement time-slicing on my 4 RTX 3090 Ti "
         "cards. When I run tensorflow analyses in the pods, I can only run analyses in as many concurrent pods as I "
         "have hardware gpus. If I run on more, the analyses in the pods will crash.\n")


def test_tensorflow_in_pods_sharing_a_gpu_failing_together_is_each_taking_the_memory() -> None:
    """NVIDIA/k8s-device-plugin#461: time-slicing replicas, TensorFlow analyses crash beyond one pod per GPU."""
    cause, level, meaning, fix = _top(_PODS)
    assert (cause, level) == ("gpu_memory_in_use", "warning")
    assert meaning.startswith("uncertain")  # no out of memory shown
    assert "does not limit what a process maps" in meaning
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in fix
    oom = _top("gpushare: two tensorflow pods on one GPU, the second crashes with out of gpu memory errors.\n")
    assert oom[0] == "gpu_memory_in_use"
    assert not oom[2].startswith("uncertain")


def test_time_slicing_of_data_a_pod_failing_alone_or_pytorch_pods_are_not_a_shared_gpu() -> None:
    data = ("I time-sliced my sensor data into windows of 128 steps for an LSTM. With tensorflow 2.4 the training "
            "fails with out of memory as soon as I use more than 20000 windows.\n")
    assert all("shared among pods" not in meaning for meaning in _meanings(data))
    alone = ("Our cluster uses time-slicing for the T4 nodes. Since we upgraded the pod image to tensorflow 2.16 the "
             "job crashes right at import with a segmentation fault, even when it's the only pod on the node.\n")
    assert all("shared among pods" not in meaning for meaning in _meanings(alone))
    assert all("shared among pods" not in meaning for meaning in _meanings(_PODS + "The pods also run pytorch.\n"))
    loading = ("Time-slicing is enabled for the GPUs. The pod segfaults even when it is the only pod on the node. I "
               "load the images in parallel with tf.data in tensorflow 2.12.\n")
    assert all("shared among pods" not in meaning for meaning in _meanings(loading))


def test_pods_failing_together_that_each_run_fine_alone_share_the_gpu() -> None:
    said = ("time-slicing: 4 pods share one RTX 3090. When the 4 TensorFlow 2.12 pods run at the same time they crash "
            "with out of memory; each pod runs fine alone.\n")
    assert _top(said)[0] == "gpu_memory_in_use"


def test_the_device_plugin_unable_to_load_nvml_is_its_node_uncertain_which_way() -> None:
    """NVIDIA/k8s-device-plugin#23 and #19: the plugin's pod started without the NVIDIA runtime (not the default);
    a node without a GPU, or whose driver is not ready, logs the same."""
    cause, level, meaning, fix = _top("kubectl describe pods\nloading NVML\nFailed to start nvml with error: could "
                                      "not load NVML library\n")
    assert (cause, level) == ("container_gpu_not_exposed", "warning")
    assert meaning.startswith("uncertain")
    assert "a node without a GPU" in meaning
    assert "--set-as-default" in fix
    assert '"default-runtime": "nvidia"' in fix
    assert "nodeSelector" in fix
    # a plugin that goes on after the notice (a Tegra board's backend) is fine
    tegra = ("k3s device plugin log:\nDetected non-NVML platform: could not load NVML library\n"
             "Detected Tegra platform: /etc/nv_tegra_release found\n")
    assert _top(tegra)[0] == "harmless"
    # another pod's plugin serving its GPU does not make this one's notice harmless
    two = ("kubectl logs nvidia-device-plugin-a\nStarting GRPC server for 'nvidia.com/gpu'\n"
           "kubectl logs nvidia-device-plugin-b\nDetected non-NVML platform: could not load NVML library\n"
           "Detected non-Tegra platform: /sys/devices/soc0/family file not found\nNo devices found\n")
    assert _top(two)[0] == "container_gpu_not_exposed"
    # outside Kubernetes which side lacks the library is open
    elsewhere = _top("nvidia-docker-plugin | Error: Could not load NVML library\n")
    assert elsewhere[0] == "container_gpu_not_exposed"
    assert elsewhere[2].startswith("uncertain")


def test_dnn_library_not_found_names_the_apt_package_of_a_system_cudnn() -> None:
    """googlecolab/colabtools#3008 and #3012: the system cuDNN is apt's libcudnn8, pinned back to the build's."""
    fix = _top("tensorflow 2.9.1\nDNN library is not found.\n")[3]
    assert "sudo apt-get install libcudnn8=<its cuDNN>-1+cuda<its CUDA>" in fix
    # cuDNN 9's package is named per CUDA major, and its versions carry no CUDA
    assert "libcudnn9-cuda-12=<its cuDNN>-1`" in _top("tensorflow 2.18.0\nDNN library is not found.\n")[3]
    colab = _top("On Colab: tensorflow 2.9.1\nDNN library is not found.\n")[3]
    assert "!apt install --allow-change-held-packages libcudnn8=" in colab


def test_dnn_library_not_found_off_apt_names_no_apt_package() -> None:
    for where in ("(base) conda activate tf", "C:\\Users\\me> python train.py", "macOS 12.3",
                  "CentOS 7 cluster: module load cuda/11.2 cudnn/8.0.5"):
        assert "apt" not in _top(f"tensorflow 2.9.1\n{where}\nDNN library is not found.\n")[3], where


_TENSORLIKE = "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'\n"


def test_tensorlike_missing_with_no_version_names_keras_2_3_1_s_tensorflow_and_tf_keras() -> None:
    """4AI/AGN#3, juglab/n2v#106 and chasinginfinity/number-sign-recognition#2: keras 2.3.1's backend reads
    ops._TensorLike, which TensorFlow 2.2 no longer has; the fixes: keras 2.3.1 with TensorFlow 1.15, or tf.keras."""
    cause, _, meaning, fix = _top(_TENSORLIKE)
    assert cause == "keras_version_skew"
    assert meaning.startswith("uncertain")
    assert "'tensorflow<2.2' 'keras==2.3.1'" in fix
    assert "1.15" in fix
    assert "tensorflow.keras" in fix
    # with the release shown, the keras that release declares or was made with is the fix
    assert "keras==2.3.1" not in _top(f"tensorflow 2.6.0\n{_TENSORLIKE}")[3]


def test_an_issue_template_s_tensorflow_version_beside_a_listing_of_tensorflow_gpu_is_one_install() -> None:
    """tensorflow/tensorflow#23353: the template's release and pip's one row name a single distribution."""
    said = ("- TensorFlow version: 1.11.0\n- CUDA/cuDNN version: 10\n\nPackage             Version\n"
            "------------------- ----------\ntensorflow-gpu      1.11.0\n\nGPU is not avalable\n")
    assert "two_tensorflow_installs" not in _causes(said)


_CUDNN_RNN = ("tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support "
              "Op 'CudnnRNN'\n")


def test_a_cudnn_op_without_a_kernel_beside_a_gpu_a_conda_gpu_build_or_another_release_is_not_the_cpu_package() -> None:
    gpu = ("tensorflow==1.13.1\nI tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow device "
           "(/job:localhost/replica:0/task:0/device:GPU:0 with 9624 MB memory) -> physical GPU (device: 0, name: "
           f"GeForce RTX 2080 Ti, pci bus id: 0000:01:00.0, compute capability: 7.5)\n{_CUDNN_RNN}")
    conda = f"tensorflow                1.14.0          gpu_py37h74c33d7_0\n{_CUDNN_RNN}"
    other = f"The repo's requirements say tensorflow==1.14.0 but I am running TensorFlow 2.3.1\n{_CUDNN_RNN}"
    for paste in (gpu, conda, other):
        assert "tf1_cpu_package" not in _causes(paste), paste[:40]


def test_a_cudnn_op_without_a_kernel_beside_the_plain_tensorflow_1_x_package_is_its_cpu_build() -> None:
    """pushpendughosh/Stock-market-forecasting#3: CuDNNLSTM with tensorflow==1.14.0, the device list not pasted."""
    cause, _, meaning, fix = _top(f"Windows 10 conda environment with tensorflow==1.14.0\n{_CUDNN_RNN}")
    assert cause == "tf1_cpu_package"
    assert "CPU-only" in meaning
    assert "tensorflow-gpu==1.14.0" in fix
    # tensorflow-gpu named beside it (two installs), or a 2.1+ package (which has GPU support): not the CPU package
    assert "tf1_cpu_package" not in _causes(f"tensorflow==1.14.0 tensorflow-gpu==1.14.0\n{_CUDNN_RNN}")
    assert _top(f"tensorflow==2.4.0\n{_CUDNN_RNN}")[0] == "harmless"


def test_results_said_wrong_with_the_metal_plugin_named_are_uncertain_of_the_plugin() -> None:
    """alisw/alidist#5711 ("huge validation loss peaks" with tensorflow-metal) and tensorflow/tensorflow#92564 (an M4
    Max's accuracy against Colab's GPU): the same run on the CPU decides."""
    cause, _, meaning, fix = _top("Some models trained with tensorflow-metal are experiencing huge validation loss "
                                  "peaks after training.\n")
    assert cause == "metal_plugin_mismatch"
    assert meaning.startswith("uncertain")
    assert "set_visible_devices([], 'GPU')" in fix
    # wrong results with no Metal plugin named, or the plugin named with nothing wrong, are not this
    assert "metal_plugin_mismatch" not in _causes("On my M1 the loss is astronomical after epoch 6.\n")
    assert "metal_plugin_mismatch" not in _causes("I installed tensorflow-metal and training works.\n")
    # nor the plugin ruled out by a run without it, an NVIDIA GPU's run, or "huge" said of the data
    for said in (("With tensorflow-metal the loss explodes; I disabled the GPU and the loss explodes the same way on "
                  "the CPU.\n"),
                 "tensorflow-metal works on my Mac, but on the RTX 3090 the results are wrong.\n",
                 "tensorflow-metal installed. With my huge dataset of sensor values the training is 10x slower.\n"):
        assert "metal_plugin_mismatch" not in _causes(said), said


def test_an_illegal_instruction_under_intel_s_avx512_builds_names_avx512() -> None:
    """intel/intel-extension-for-tensorflow#7 and intel/stacks#22: their CPU builds target AVX-512, not PyPI's AVX."""
    said = ("tensorflow==2.10.0\nintel-extension-for-tensorflow[cpu]==1.0.0\nimport tensorflow as tf\n"
            "Illegal instruction (core dumped)\n")
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("cpu_no_avx", "warning")
    assert meaning.startswith("uncertain")
    assert "AVX-512" in meaning
    assert "AVX512" in fix
    assert "`pip install tensorflow`" in fix
    # stock TensorFlow's illegal instruction stays AVX's, and so does a CPU named without AVX, or ITEX's XPU release
    assert "AVX-512" not in _top("tensorflow==2.10.0\nimport tensorflow as tf\nIllegal instruction (core dumped)\n")[2]
    assert "AVX-512" not in _top(f"Intel(R) Celeron(R) N5105\n{said}")[2]
    assert "AVX-512" not in _top(said.replace("[cpu]", "[xpu]"))[2]
