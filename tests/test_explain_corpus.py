"""`envcheck explain` on real pastes: every corpus case's confirmed cause id (tests/data/explain/)."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from fakes import DATA

from envcheck.explain import CAUSES, explain

_SPEC = importlib.util.spec_from_file_location("explain_accuracy", DATA.parent.parent / "benchmarks" /
                                               "explain_accuracy.py")
assert _SPEC is not None
assert _SPEC.loader is not None
accuracy = importlib.util.module_from_spec(_SPEC)
sys.modules["explain_accuracy"] = accuracy
_SPEC.loader.exec_module(accuracy)

CASES = accuracy.load_corpus()
# Cases whose confirmed cause explain does not name yet, with why. Strict: a fixed one fails here.
KNOWN_MISSES = {
    "c322": ("SpleeterGui's French `DLL load failed: Le module spécifié est introuvable` with no release or DLL named: "
             "labelled msvc_runtime_missing (the reporter's fix); read since stop 73 as tf_import_failed, uncertain "
             "which DLL (the runtime named first, its fix the same), as unconfirmed pastes of the form are labelled"),
    "c010": ("TensorFlow's 'failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error' line alone: labelled "
             "uvm_unavailable (the thread's suspend and lxc answers); read since stop 75 as cuda_error, uncertain, "
             "the nvidia-uvm module named first and its fix given, as unconfirmed pastes of the form are labelled"),
    "c405": ("'CPU support AVX but didn't support AVX2 will failed' above the DLL's initialisation failure, in the "
             "tracker of a community wheel built with AVX2: labelled cpu_no_avx; PyPI's wheels need AVX alone, so "
             "a CPU with AVX and no AVX2 decides nothing without the wheel named (tf_import_failed, uncertain)"),
    "c1700": ("SpleeterGui's Dutch 'DLL load failed: Een initialisatieroutine ... is mislukt' with no CPU named: "
              "labelled cpu_no_avx (the maintainer's word); read since stop 75 as tf_import_failed, uncertain between "
              "a CPU without AVX and an old Visual C++ runtime, as unconfirmed pastes of the form are labelled"),
    "c1731": ("the DLL's initialisation failing for every release 'from tf-1.12 to tf-2.0', no CPU named: labelled "
              "cpu_no_avx (the reporter found it later); every release after 1.5 needs both AVX and the runtime, so "
              "the paste does not decide (tf_import_failed, uncertain which)"),
    "c2518": ("the DLL's initialisation failing on a CPU build that 'worked fine' on other computers: labelled "
              "cpu_no_avx (a maintainer's duplicate); another machine differs in its runtime as much as its CPU "
              "(tf_import_failed, uncertain which)"),
    "c5476": ("tensorflow-addons with Python 3.10 in 2022, before its first Python 3.10 wheel: labelled "
              "python_unsupported; an add-on's missing wheel is read as the add-on's (dependency_conflict, causes.md), "
              "and the wheel table, read today, has 3.10 wheels of tensorflow-addons"),
    "c5770": ("Rasa pulling tensorflow-addons on Python 3.8 in 2020, before its first Python 3.8 wheel: labelled "
              "python_unsupported; an add-on's missing wheel is read as the add-on's (dependency_conflict), and the "
              "wheel table, read today, has 3.8 wheels of tensorflow-addons"),
    "c5720": ("transformers' pull request pinning TensorFlow 'as it seems there is no version of `tensorflow-text` "
              "compatible with it': a code change's words with no release named, which the pairing words leave out"),
    "c5723": ("keras-io's 'the conflict `tf` version conflict between `tf-keras` and `tf-text`': tf-keras named beside "
              "a conflict is read as Keras' own pairing (keras_version_skew, uncertain), not two add-ons' ranges"),
    "c5731": ("synonyms' Chinese words ('synonyms依赖absl-py=0.1.10 ... tensorflow1.13.1依赖absl-py>=0.4 ... "
              "无法共存'): the requirement words read English verbs and names set apart by spaces only"),
    "c5703": ("'TF 2.4 still depends on GRPCIO v1.32.0' and 'GRPCIO was meant to be updated in TF 2.4': TensorFlow's "
              "range said with no clash and no other package's range; 'was meant to be updated' is not read as one"),
    "c5716": ("horovod's pull request title 'Pin h5py < 3 to fix incompatibility with TensorFlow model serialization': "
              "a code change's title, which the h5py words leave out (only h5py 3 said to break TensorFlow counts)"),
    "c4532": ("yolort's 'I needed zlibwapi.dll in my path and did not have it', in words with no loader line: the "
              "prose forms read ('zlibwapi.dll is missing', 'not found') do not include 'did not have it'"),
    "c4571": ("TensorFlow 2.11's import warnings for libnvinfer.so.7 under a title saying TensorRT 8.4.3 is installed: "
              "TensorRT's absence is read as harmless unless TF-TRT runs or aborts, and the paste runs no conversion; "
              "the TensorRT 8 named in the title is not read against the soname's 7"),
    "c4675": ("keras-bert under TensorFlow 2.0 failing on tf.placeholder 'coming from the backend.py file', in words "
              "with no keras frame or version: that keras-bert defaults to the standalone keras (TF_KERAS=1 switches "
              "it) is the maintainer's answer; with no keras shown a missing TF 1.x API is the code's (no verdict)"),
    "c4685": ("segmentation_models failing to import (a screenshot) beside 'Keras 2.3' and 'tensorflow 1.11' in a "
              "version list: no error line, and keras 2.3's TensorFlow floor (1.14) is not in the tables' pins"),
    "c4692": ("the title 'No Attribute \"_get_distribution_strategy\"' over code importing keras' TensorBoard: the "
              "error line itself (which model lacked it) is not in the paste"),
    "c4325": ("DeepPavlov's 'TensorFlow asks for libcublas 9.0, I have CUDA 10.1' said in Russian prose above a "
              "pywrap_tensorflow traceback cut before its ImportError line: no library line to read"),
    "c4332": ("autokeras' setup.py pinning keras==2.2.2 beside tensorflow>=1.10.0, shown by pip-before-20.3's 'keras "
              "2.2.2 has requirement keras-applications==1.0.4, but you'll have keras-applications 1.0.6': standalone "
              "Keras' own pins are not read, and the TensorFlow release whose pins agree (1.10.0) is not in the paste"),
    "c4372": ("DPED's CUDNN_STATUS_NOT_INITIALIZED with cuDNN's 'Possibly insufficient driver version: 384.183.0' "
              "under tensorflow-gpu 1.11 and CUDA 9.0: the maintainer answered an old driver, but 384.183 meets CUDA "
              "9.0's floor (384.81), so the paste does not decide it; explain says cuDNN failing to start, uncertain"),
    "c4374": ("tf-openpose asked in words how to run on the GPU instead of the CPU, no log or package named: the "
              "CPU-only tensorflow 1.x package the thread found is not in the paste"),
    "c4377": ("Sonnet under TensorFlow 1.2.1 failing with \"'module' object has no attribute 'nest'\": the floor "
              "(TF 1.5 for that Sonnet) is only in Sonnet's release notes, not in the paste"),
    "c4420": ("a TensorFlow 1.14 armv7l wheel rejected on 64-bit Raspberry Pi OS, said in words ('It indicates that "
              "the platform is not supported') with the file name: no pip line, and nothing in the paste says aarch64"),
    "c4424": ("'illegals instruction (core dumped)' from otbtf's cpu image (otbcli_TensorflowModelTrain): the "
              "misspelt message is not read, and the fix (the image's cpu-basic flavour) is the project's own"),
    "c4429": ("TF 1.15's model_builder_tf1_test.py traceback through the standalone keras (keras/models.py 'from keras "
              "import backend') pasted without its last line, the ImportError on get_config: the message is absent"),
    "c4436": ("tensorflow-io-gcs-filesystem 0.37.1 having no Windows wheel, said in words ('Windows Wheel file "
              "doesn't exist ... it will always download ... 0.31.0-cp311-cp311-win_amd64.whl'): no pip error line"),
    "c4438": ("pip's ResolutionImpossible between black's typing-extensions>=3.10.0.0 and a typing-extensions==3.7.4.3 "
              "pin: TensorFlow 2.5's ~=3.7.4, the reason for the pin, is named only in the PR's prose"),
    "c4474": ("dask-jobqueue workers on Slurm: 'module load tensorflow-gpu' in job_extra and 'I couldn't import "
              "tensorflow', said in words with no error line: which Python ran the workers is the thread's"),
    "c4477": ("shpc's TensorFlow module unsetting SINGULARITY_OPTS=--nv, shown by echoing the variable before and "
              "after `ml tensorflow/tensorflow`: no TensorFlow or container output, only the empty variable"),
    "c4489": ("shpc's 'features: gpu: true' not adding --nv to SINGULARITY_COMMAND_OPTS, shown by echoing the empty "
              "variables after `module load`: no TensorFlow or container output to read"),
    "c4483": ("tf-nightly[and-cuda] on an aarch64 DLAMI: the pin nvidia-cudnn-cu12==8.9.7.29 said unavailable in words "
              "beside `pip index versions` listing only 9.x; no pip resolver error line"),
    "c4224": ("pyapetnet's run under keras 3.3.3 pasted only up to the traceback's first frames (oneDNN's info "
              "lines, no error line): the 'legacy file format' is the user's guess in words; explain reads the info "
              "as harmless"),
    "c4228": ("NAMpy's register_load_context_function under TensorFlow 2.15.1: explain names keras_version_skew, but "
              "the fix the thread found (tensorflow-probability 0.23) needs the tfp 0.24 install, which the paste "
              "does not show"),
    "c4232": ("tensorflow-rocm 2.14 beside a ComfyUI node that needs protobuf 5.26.1, said in words only ('if I "
              "install protobuf 5.26.1 then tensorflow-rocm doesn't work'): no pip line or error to read"),
    "c4210": ("OpenNMT-tf's --gpu_allow_growth having no effect because its code lists the devices "
              "(device_lib.list_local_devices) before the session with allow_growth: only the linked source shows that "
              "order, the paste names no call"),
    "c3950": ("an RTX 2080 in a CUDA 8.0 image failing in cuBLAS, but the paste names TensorFlow 1.13.1, whose wheel "
              "is built with CUDA 10.0 and runs on Turing: which CUDA the build loads is the thread's; uncertain"),
    "c3955": ("a lone CUDA_ERROR_OUT_OF_MEMORY from an event query: whether the batch was too big or another process "
              "held the memory is the maintainer's reply; explain answers uncertain"),
    "c3755": ("Russian prose only (DeepFaceLab 'not working with CUDA below 11 and cuDNN below 8', the GPU list empty, "
              "the work on the CPU): no TensorFlow release and no CUDA installed are named, so which CUDA the build "
              "loads is the thread's; explain starts the checklist, uncertain"),
    "c3818": ("TF-DF 1.9.0's op not registered (SimpleMLLoadModelFromPathWithHandle) under an older TensorFlow forced "
              "in: the paste names no TensorFlow version, and an unregistered op of an add-on does not say which "
              "release it needs"),
    "c3700": ("tensor2tensor's `cannot import name inplace_ops` beside tensorflow==1.5.0: the traceback raises it from "
              "t2t's own module loader, not an import of TensorFlow, so that the missing name is TensorFlow's (added "
              "after 1.5) is not in the paste; the reporter's fix was TensorFlow 1.10"),
    "c3610": ("DeepFaceLab's 'No OpKernel ... Registered devices: [CPU]' on an RTX 3070 with no TensorFlow or CUDA "
              "version: that the environment's TensorFlow 1.15 predates Ampere is the thread's; explain says the GPU "
              "is not detected, uncertain"),
    "c3614": ("pip finding no spleeter (not TensorFlow) on macOS with no Python named: that spleeter 1.4 declared "
              "Python 3.6-3.7 only is the package's own metadata and a later reply"),
    "c3615": ("an OOM for 9 MiB on a Titan X with DeepLabCut's example data: that another DeepLabCut held the GPU is "
              "the thread's title; the paste alone reads as the model not fitting"),
    "c3619": ("'I'm with Python 3.8.2. Is this the problem?' beside spleeter's install instructions and a screenshot: "
              "no pip or TensorFlow line, and spleeter's Python range is the package's, not the tables'"),
    "c3163": ("tensorflow-datasets 2.1.0 on TensorFlow 1.14 failing on `tensorflow.compat.v2` lacking `contrib`: that "
              "tfds 2.1 requires TensorFlow 1.15 is the add-on's own requirements, which the tables do not hold"),
    "c3165": ("OpenNMT-tf's 'Requested 4 devices but only 1 are visible' after an update, with no TensorFlow or CUDA "
              "version: that the update brought TensorFlow 2.1 (CUDA 10.1) is only the maintainer's reply"),
    "c3166": ("Chinese prose asking whether CUDA must be 9.0 on a machine with CUDA 8.0: no TensorFlow release, so "
              "which CUDA the build needs is not decided; explain starts the checklist, uncertain"),
    "c2459": ("a bare 'cuDNN launch failure' with no version of TensorFlow, CUDA or cuDNN in the paste (the thread's "
              "fix was TF 1.14 with CUDA 10 and cuDNN 7.4): explain says uncertain, naming the cuDNN of the build"),
    "c2460": ("CUDNN_STATUS_EXECUTION_FAILED in cudnnRNNForwardTraining after minutes of running, with no version in "
              "the paste (updating cuDNN fixed it): explain says uncertain, naming the cuDNN of the build"),
    "c2461": ("'Failed to get convolution algorithm' after the repository moved to TensorFlow 2.3, which the paste "
              "does not say (its CUDA was too old for 2.3): explain says uncertain, naming the cuDNN of the build"),
    "c2505": ("TensorFlow 2.16.2 said not to find the GPU in Colab, with nothing showing the runtime has one (no "
              "accelerator, GPU or nvidia-smi named): explain puts choosing a GPU runtime first, uncertain, and names "
              "tensorflow[and-cuda]==2.16.2 second; only the replies say the runtime had a GPU"),
    "c2751": ("only words: tf-gpu 1.15 with the GPU at about 20% and slow iterations; only the reporter's later "
              "comment says the script set CUDA_VISIBLE_DEVICES=1 on a one-GPU machine, which the paste does not show"),
    "c3082": ("DeepVariant's GPU stage crashing, in words only: the paste says the GPU module takes all 8 GB and asks "
              "whether allow_growth is missing; the CUDNN_STATUS_INTERNAL_ERROR that decides it is only in the title"),
    "c2702": ("only words: the first tensor on 'a machine with a GPU' pauses long and later ones do not, with no GPU, "
              "build or log line named; the words alone fit autotuning and tracing as well as a PTX JIT"),
    "c2910": ("only Chinese words that Task Manager shows the GPU idle (GPU没有反应), no version and no log line: "
              "explain says uncertain, TensorFlow sees no GPU (`envcheck doctor` decides); only the reply says the "
              "CUDA DLLs were the cause"),
    "c2920": ("CUDNN_STATUS_INTERNAL_ERROR beside 'tensorfloe-gpu-1.2.0 and cudnn-5.0': the release is misspelt, so "
              "the build's cuDNN 5.1 cannot be compared; explain says uncertain, memory or the cuDNN of the build"),
    "c1565": ("'fails to allocate GPU memory' each time on one cluster node, in words only: the uncertain reading of "
              "an out-of-memory that says nothing of why leads with the batch or model (the more common cause in the "
              "labelled sets); only the thread says a stuck process held that node's GPU"),
    "c1816": ("a title, 'GPU out of memory error on `nce-loss/wordvec.py` example', alone: read as the batch or model "
              "first (uncertain); only the thread says another program held the GPU"),
    "c2042": ("an nvidia-smi row with 12799MiB of 16280MiB used and words that nothing of the user's runs: under the "
              "nine tenths that decide, so the uncertain out-of-memory reading leads with the batch or model"),
    "c1119": ("only prose: pip 18.1 and the manylinux2010 tag are named in sentences and a simple-index listing; "
              "no pip error line to read"),
    "c515": ("'Possibly insufficient driver version: 390' follows every CUDNN_STATUS_NOT_INITIALIZED; only the thread "
             "says conda's TensorFlow 1.11 was built for CUDA 9.2 (driver 396+), the paste gives no version, so the "
             "driver is named among the uncertain causes"),
    "c1410": ("keras.legacy missing is read as Keras against TensorFlow; what worked was keras-adamw's own TF_KERAS "
              "switch, which no general fix names"),
    "c1327": ("pip finds no tensorflow-metal for the Python in use (3.12 then); the tables hold no Python range for "
              "tensorflow-metal's wheels, so the fix names the rule (a Python it has wheels for), not 3.11"),
    "c1442": ("only the thread says conda's tensorflow-gpu 2.3 metapackage pulled a CPU build on Windows; the paste "
              "shows an empty device name, and explain says it cannot tell why"),
    "c1560": ("a utilisation figure ('<10%') on the line after its title, a line without the word GPU: the figure is "
              "read only beside it, so nothing is said"),
    "c1566": ("'Dst tensor is not initialized' alone: explain says the GPU's memory was short, uncertain whether "
              "another process holds it or the data copied at once is too big; only the maintainer's reply names "
              "the default batch of 128"),
    "c1711": "only prose ('can only install tensorflow cpu from version 13 upwards in anaconda 3.7'), no pip output",
    "c1712": ("pip's 'from versions' list is read as this Python lacking TensorFlow 1.7's wheels; only the thread says "
              "pip3 belonged to another Python than the one meant"),
    "c1734": ("prose says cusolver looks for version 10; the log shows only libraries that loaded (cudart64_110.dll) "
              "and no failure line"),
    "c1740": ("Caffe's 'CUDA driver version is insufficient' with CUDA 6.5: the tables start at CUDA 8.0, so no "
              "driver floor (340) is named"),
    "c1741": "only prose: tensorflow-macos not satisfying a `tensorflow` requirement; no pip line",
    "c1967": ("keras-cv's import of a tf.keras internal is read as keras-cv against TensorFlow, but the TensorFlow it "
              "needs (2.9) is keras-cv's own floor, which the tables do not hold"),
    "c1801": ("CPU at 100% and the GPU at 16% in win10's Task Manager and 'i use cpu not gpu?', no version: the words "
              "start the empty-GPU-list checklist, which names native Windows first (uncertain: no version); the "
              "thread's cause (requirements.txt installed TensorFlow 1.x's CPU-only package) is an info reading below "
              "it"),
    "c2307": ("only prose: the GPU's use 'really too low' with no figure and the CPU's 'very high', no version and no "
              "package named: explain says input_bound, uncertain; only the maintainer's reading of an nvidia-smi "
              "screenshot (no python process on the GPU) says TensorFlow ran on the CPU"),
    "c1802": ("'training always starts in CPU mode' with tensorflow-gpu, no version, no library line: the checklist "
              "says it cannot tell which cause; only the reply says CUDA 8 was off LD_LIBRARY_PATH"),
    "c1874": ("only prose ('the tensorflow installation with python 3.7 should give an error') and no TensorFlow "
              "version: which release the words mean decides whether Python 3.7 has wheels"),
    "c1876": ("conda 4.3's conflict of python 3.6* with tensorflow 0.12.0rc0*: the cause is named, but the release "
              "is older than the tables, so no Python of its builds (3.5) is known for the fix"),
    "c2791": ("pip's UnsupportedWheel in the user's words on Windows with no TensorFlow release, Python or wheel "
              "name: the cause is named, but that 3.5 was TensorFlow 1.0's only Windows Python needs the release"),
    "c2000": ("Keras's 'Using TensorFlow backend.' and 'GPU doesn't work' beside Theano's GPU line: no TensorFlow "
              "version, no device list, so TensorFlow 1.x's CPU package is not decided (only the replies say it)"),
    "c2100": "only a title: TensorFlow 2.6 pip-installed in a conda environment finds no GPU; only the reply says "
             "the environment had no pip of its own",
    "c2102": "conda and pip commands installing tensorflow_gpu and tensorflow; only the reply says a conda update "
             "replaced the GPU package",
    "c2104": "a container image tag naming CUDA 9.2 (keras-9.2-cudnn7) and a CPU-only device list",
    "c2351": ("conda 4.5's conflict listing names the anaconda metapackage's py37 builds and a bare tensorflow-base: "
              "no TensorFlow version, and which tensorflow-base builds existed for Python 3.7 then (none, January "
              "2019) is the channel's history, not the tables'"),
    "c2871": ("a question whether TensorFlow 1.13 supports CUDA 10.1 with the release named only as 'the latest "
              "version 1.13' (the word TensorFlow comes a sentence later): no release is read, so its CUDA (10.0) "
              "is not named"),
    "c2873": ("a title naming four releases at once ('tensorflow 1.3,1.4,1.5,1.6') over CUDA 9.1: the first, 1.3, "
              "is read, so the fix names its CUDA 8.0; the thread's 1.5/1.6 needed CUDA 9.0"),
    "c2364": ("pip's list of releases is cut in the excerpt ('1.13.2, 1.'), so it does not show 1.15 missing inside "
              "it (a pip too old for manylinux2010); explain names 1.15's Pythons instead of upgrading pip"),
    "c2997": ("only words: an Azure ML conda environment whose 'default cuDNN binary is version 6.1, which is not "
              "compatible with any version of tensorflow'; no TensorFlow line or version to read the build from"),
    "c3448": ("deepchem 2.2.0 from conda with the package 'called tensorflow', in words, no TensorFlow version: that "
              "deepchem 2.2 means TensorFlow 1.x, whose plain package is CPU-only, is the project's history"),
    "c3246": ("a Jetson Nano whose TensorFlow 1.14 asks for libcudart.so.10.0: the JetPack's CUDA 10.2, which the fix "
              "must name, is only in the thread's title; explain names the build's CUDA 10.0"),
    "c2605": ("'No GPU devices found' beside 'I installed TensorFlow 1.14' and CUDA 11.2: the checklist decides both "
              "1.x's CPU package (from the words) and the CUDA mismatch, and leads with the package; the thread's "
              "answer was CUDA 10.0 (putting the mismatch first loses a sealed case of the package instead)"),
    "c3369": ("h5py 3.3.0 under TensorFlow 1.15 with no error text pasted (only 'h5py=3.3.0 causes error'): the tables "
              "hold no h5py requirement per release, so the pair is not read; the error itself, `'str' object has no "
              "attribute 'decode'`, is explained"),
    "c3400": ("pip backtracked through every tflite-model-maker release on Colab's Python 3.10: explain names the "
              "conflict and the Python as the likely reason, but the fix must name Python 3.9, which only the "
              "maintainers' answer gives (no table holds the add-on's Pythons)"),
    "c3407": ("only pip's generic 'Getting requirements to build wheel did not run successfully' for an install the "
              "paste does not name (tflite-model-maker, in the thread's title), with no Python version: nothing "
              "decides the cause"),
    "c4620": ("rsna-pneumonia's requirements.txt pinning tensorflow==1.9.0 (the CPU-only 1.x package) read beside the "
              "question whether tensorflow-gpu==1.9.0 should be installed: the two pins read as two distributions, "
              "uncertain; the paste installs only the CPU one"),
    "c4621": ("Mask_RCNN's 'training uses CPU instead of GPU' in words only: the CPU-only tensorflow>=1.3.0 that "
              "requirements.txt installs is not in the paste"),
    "c4625": ("a package's import setting CUDA_VISIBLE_DEVICES to -1, shown by the user's own prints ('cuda devices "
              "after include -1', 'Num GPUs: 0'): the variable's printed value is not read as set"),
    "c4977": ("WSL's GPU lost after a Windows update put back driver 451.67 ('In order to use CUDA on WSL 455.41 "
              "version of driver is required'): read as WSL's bridge, but a Windows driver older than the first one "
              "with WSL support is not read, so the fix names no driver release"),
    "c4990": ("an Insider build (21337) with the regular Quadro driver 461.92 in place of the CUDA-on-WSL preview "
              "driver, with no error line: Insider builds 20145-21999 have WSL's GPU support, and a driver release "
              "is not read as one without it"),
    "c4739": ("a bare ResourceExhaustedError traceback in Colab, 'working perfectly on Sunday with the same program': "
              "read as the batch or model, uncertain; the Colab maintainer's 'most likely' another notebook holding "
              "the GPU is not decided by the paste"),
    "c4882": ("`!pip install tfx` on Colab backtracking to tfx 0.23.1, whose pinned absl-py 0.8.1 sdist fails to build "
              "(metadata-generation-failed): that tfx 1.13 has no release for Colab's Python 3.10 is the "
              "maintainer's answer; the paste names no Python and no table holds the add-on's Pythons"),
    "c4883": ("tensorflow-federated failing to install on Colab through absl-py~=0.9.0's sdist "
              "(metadata-generation-failed) since a runtime update: that it has no wheel for Colab's new Python is "
              "the maintainer's answer; the paste names no Python and no table holds the add-on's Pythons"),
    "c4770": ("TensorFlow 2.1 missing CUDA 10.1's libcufft.so.10/libcusolver.so.10 on a CUDA 10.0 machine whose "
              "driver 410 is also too old for CUDA 10.1: explain ranks driver_too_old first (its fix names both the "
              "driver and CUDA 10.1); the label is the missing libraries the paste reports"),
    "c4921": ("a p2p build of the open kernel modules (570.124.06, named only in the folder installed from) beside a "
              "570.124.04 user-space driver: the mismatch is read, but not the module's version the libraries must "
              "match, so the fix says reboot"),
    "c4943": ("Go's cu binding panicking 'Unknown' from its init (cuInit's CUDA_ERROR_UNKNOWN, nvidia_uvm not "
              "loaded) in the binding's own words: no CUDA call or error name is printed"),
    "c5141": ("gpflow's import stopping at `import tensorflow_probability` on macOS, the reporter saying in prose that "
              "tensorflow-probability-0.25.0 is too new for tensorflow-macos 2.16.2: neither version is read from "
              "those words, and the traceback shows no TFP message"),
    "c5146": ("basic-pitch's ResolutionImpossible on an M2 Mac (tensorflow-macos<2.12 for arm64) with 'I'm using "
              "3.11' after it: a bare '3.11' is not read as the Python, so the missing Python 3.11 wheels are not "
              "seen and the answer is an uncertain dependency conflict"),
    "c5220": ("tensorflow-probability's Bijector failing on tf.Module._TF_MODULE_IGNORED_PROPERTIES (a TF class "
              "attribute, not a module's) in a frame whose path is masked ('***/tensorflow_probability/...'), under "
              "a wrong TF nightly: neither the class-attribute error nor the masked frame is read as the add-on's"),
    "c5221": ("TFP 0.7.0-dev's distributions raising TypeErrors (unexpected keyword 'values') under TF 2.0.0-alpha0, "
              "the reporter's 'TF 2.0.0a0 is not compatible with TFP 0.7.0-dev': no message is recognised"),
    "c5222": ("tfcausalimpact's TF_TryEvaluateConstant_wrapper(): incompatible function arguments after a fresh "
              "install (TF 2.10 under an older pinned TFP): the paste names no add-on and no version"),
    "c5223": ("calamari's SparseTensor conversion TypeError under tensorflow-gpu 1.4 (calamari needs 1.6+): only "
              "the project's requirement, not in the paste, decides"),
    "c5224": ("TFF's 'No matching distribution found for tensorflow-addons~=0.9.1 (from versions: 0.10.0)' on "
              "Windows 10, the cause Python 3.8 (no 0.9.1 wheel): the paste names no Python, so the answer is an "
              "uncertain dependency conflict naming the Python and OS to check"),
    "c5225": ("TFF 0.13.1's 'SyntaxError: invalid syntax' on import under python 3.5.2 (f-strings need 3.6), said "
              "in one prose line: a SyntaxError with an old Python is not read"),
    "c5226": ("'pip install --upgrade tensorflow-federated ... will download tf 2.0 which doesn't have a contrib "
              "module', said in prose: no message"),
    "c5228": ("HistomicsStream's PR text 'Colab complains that it cannot find cudnn ... not compatible with "
              "tensorflow-gpu 2.8.0', in prose with no loader line"),
    "c5560": ("tfjs-node 4.22's 'native addon module (tfjs_binding.node) can not be found' under Deno's npm cache: "
              "the fix names the rebuild (`npm rebuild ... --build-addon-from-source`), not the file the thread "
              "copies into lib/napi-v8"),
    "c5572": ("ComfyUI-Nvidia-Docker's '!! ERROR: nvidia-smi not found' alone: the excerpt shows no container or "
              "docker command, so the missing --gpus is not read (an uncertain driver_missing)"),
    "c5585": ("WSL's 'PCIe H100 cards the GPUs are not recognized by WSL' (TCC only): the H100 with no TensorFlow "
              "release is read as an uncertain gpu_too_new, and no TCC/WDDM word is in the excerpt"),
    "c5401": ("KotlinDL's title wish 'Support for Tensorflow 2.4' is read as the TensorFlow in use, so the CUDA 10.0 "
              "of the body reads as too old for 2.4 (cuda_libs_missing), not TensorFlow 1.15 on the RTX 3060"),
    "c5411": ("tf-nightly-gpu 1.13 listed beside tensorflow-gpu 1.12.0rc2: the two installs outrank cuda_dnn.cc's "
              "refusal of the old libcudnn 7.1.2 left beside the new cudnn.h"),
    "c5413": ("'cuDNN launch failure' under TensorFlow 1.5 with the user's 'I was using 7600 version instead of 7000 "
              "version': cuDNN versions as bare numbers, the sentence not naming cuDNN, so memory is said first"),
    "c5423": ("'Blas xGEMMBatched launch failed' with the RTX 2080 and CUDA 9.0 only in a comment that also names the "
              "fix (CUDA 10.0 and TF 1.14): the release read is 1.14, whose CUDA knows Turing"),
    "c5312": ("fawkes 1.0.3 under keras 2.9 ('no attribute img_to_array'): the fix the maintainer gave is keras 2.4.3, "
              "the release fawkes was written for, which nothing in the paste names; the fix says 'the Keras the code "
              "was written for' with no number"),
    "c5313": ("'Could not locate class 'Model'' (Keras's own class: a model saved by another Keras) beside "
              "'tensorflow>=2.16' in prose: a range is not read as the TensorFlow installed, so with no Keras 3 "
              "shown it is keras_version_skew, uncertain, not keras3_legacy_code"),
    "c5336": ("'Tensor conversion requested dtype int32 for Tensor with dtype float32' with 'training models using "
              "Keras 2.0.5 and loading in Keras 2.0.6' in words: the dtype message is a program's own in general, and "
              "a model said saved and loaded by two keras releases is not read"),
    "c5339": ("a .keras model saved in December not loading after Colab's TensorFlow update, said in prose; the "
              "ValueError's own line is cut from the paste: nothing is read"),
    "c5344": ("'Tensor input_1:0, specified in either feed_devices or fetch_devices was not found in the Graph' "
              "beside 'Keras currently upgrated to version 2.3.1': the graph error is not recognised, and a keras "
              "version said upgraded with no TensorFlow named is not read as a skew"),
    "c5850": ("tensorboard's '%tensorboard not found' in Colab with tf-nightly installed over Colab's default "
              "tensorflow and tensorboard: the paste names the nightly and says the defaults were removed afterwards, "
              "but no listing or words say the two were installed side by side"),
    "c5854": ("a TensorFlow 0.7 in the user's anaconda path shadowing the one built and installed system-wide, told "
              "in the user's own words under a title naming libcudart.so.7.0: the soname's CUDA reading outranks "
              "the words, and 'installed in both user and system paths' is not among the outside-the-environment "
              "wordings read"),
    "c5864": ("TensorFlow 2.2's import failure shown only as IPython's ultratb frames (the formatter failing while "
              "printing the chained ImportError): with no loader's reason on Windows, explain's prior (a CPU "
              "without AVX, uncertain) stands; the redistributable was the fix"),
    "c5868": ("'failed to load the native TensorFlow runtime' with only a Stack Overflow question number (42011070, "
              "the msvcp140.dll one) as the reason: nothing in the paste names the runtime"),
    "c5450": ("'the latest version of python doesn't support TensorFlow' names no Python version (3.13 then), so "
              "the words give no Python to read"),
    "c5454": ("TensorFlow's Bazel build refusing Python 3.13 ('Could not find requirements_lock.txt file matching "
              "specified Python version'): a source-build message the catalogue does not hold"),
    "c5462": ("'TensorFlow released a stable version that supports Python 3.13 ... Please upgrade this library': "
              "a request naming a release that works, no refusal said"),
    "c5758": ("Python 3.7.0 said in words not to import OrderedDict from typing under TensorFlow 2.11: a patch-level "
              "Python (typing.OrderedDict came in 3.7.2) is below what the tables hold, which are per minor Python"),
    "c5759": ("Python 3.7 said dropped from TensorFlow 2.11.1 (2.11.0 kept it): the tables hold each line's Pythons, "
              "not a patch release's, so the pair is read as one with wheels"),
    "c5760": ("tfjs-converter's 'apparently 1.12 is not available for certain python versions': a TensorFlow "
              "version said without 'tensorflow' in the sentence and no Python named"),
    "c5764": ("TensorFlow 1.9's _pb2 imports failing under a protobuf between 3.4 and 3.6, the floor said only in "
              "the PR's words ('update protobuf requirement to 3.6.0') and no TensorFlow version in the paste"),
    "c5774": ("NumPy said in words to break TensorFlow ('the new version of numpy ... doesn't work with TF') with its "
              "version only in the title's pin (numpy < 1.19.0), another sentence: the words name no NumPy release"),
    "c5466": ("a from-versions list starting at 2.10 (Linux aarch64's first wheels) with Python 3.10: read as an "
              "unseen wheel (pip, 32-bit, platform) without naming x86_64, the machine the toolkit needs"),
    "c5469": ("'install tensorflow (CPU) 1.0.1 ... However I installed the GPU version': the kinds are said as "
              "'tensorflow (CPU)' and 'the GPU version', which the install words do not read as distributions"),
    "c5470": ("a user's guide to a conda env's Jupyter kernel ('module not found', nb_conda_kernels) with no "
              "traceback or kernel named in the lines kept"),
    "c5474": ("'sudo pip3 install --user' putting TensorFlow under /root/.local (root's site-packages): the "
              "requirement line's /root path is not read as another user's Python"),
    "c5365": ("keras-onnx's PR quoting only NumPy 1.20's DeprecationWarning for np.object and 'Then it throws errors "
              "when defining keras models': the error that broke the build is not in the paste (the warning is "
              "harmless)"),
    "c5366": ("pip's lines 'tensorflow 1.6.0 has requirement protobuf>=3.4.0, but you'll have protobuf 3.1.0' under "
              "the title 'paddlepaddle 0.11.0 is not compatible with tensorflow 1.6': the protobuf pin is "
              "paddlepaddle's, which no line shows, so TensorFlow's own protobuf line is read (protobuf_incompatible)"),
    "c5371": ("tensorflow-tensorboard (the old name of tensorboard, last 1.6.0) in the install command beside "
              "TensorFlow 1.8's tensorboard line: the renamed package is not known, so the fix pins tensorboard"),
    "c5651": ("Colab's Keras 3 refusing Dense(batch_input_shape=...) with the ValueError's own line cut from the "
              "paste: only the call and a frame in keras/src/layers/core/dense.py's __init__ remain, which Keras "
              "2.13-2.15 also have"),
    "c5652": ("'tensorflow versions greater than 2.15 are not compatible with Keras 2': a release said after 2.15 "
              "beside Keras 2 is read as the mismatch words, and Python 3.12's sentence (no TensorFlow before 2.16 "
              "for it) is read first, as python_unsupported, uncertain"),
    "c5606": ("a KerasTensor ValueError under code written for keras 2.2.4 and TensorFlow 1.15, with the thread's "
              "words hedged ('I think it may be caused by the version problems of keras and TF'): a hedge says "
              "nothing, and that ValueError alone is also a program's own mistake"),
    "c5609": ("Python 3.6's bare 'cannot import name 'get_config'' a blank line below its source line 'from "
              "tensorflow.python.eager.context import get_config': the two are joined only when adjacent"),
    "c5615": ("TensorFlow 2.0 said in a parenthesis ('tensorflow (2.0 as of this commit)') is not read as the release, "
              "and the thread's way out was TensorFlow 1.14 for keras 2.2.4, which the tables do not pair"),
    "c5620": ("'not fully compatible with `tf.keras`' says a library against tf.keras, not a Keras release against "
              "TensorFlow's, so no verdict; the TF_KERAS=1 the maintainer names is added only to a verdict"),
    "c5628": ("Mask R-CNN's 'module 'tensorflow' has no attribute 'placeholder'' beside the multi-backend keras's "
              "banner, with 'I install tensorflow 1.14 temporarily to run the code' read as the release installed: "
              "the banner reading is for TensorFlow 2 or no release, so the libcudart line's harmless success stands"),
    "c5631": ("Keras-frcnn's 'Input 0 of layer \"model\" is incompatible' is a shape error (a program's own), and "
              "the reply's working versions (tensorflow 1.14.0, keras 2.1.6) come with no words of a mismatch"),
    "c5676": ("a class's import changed from keras.preprocessing.image to keras.src.legacy.preprocessing.image after "
              "'Had issues with': the Keras 3 only module named in the fix is not read as Keras 3 installed, and no "
              "error is quoted"),
    "c5678": ("'I cannot load the model from the JSON file' with 'the recent version of tensorflow' and Keras 3 "
              "named only in the fix's sentence ('should work with keras 3'): no failure word beside Keras 3"),
    "c5681": ("R's keras3 refusing layer_dense(input_shape=) as \"'what' must be a function or character string\" "
              "with 'this would work in keras but not in keras 3': a conditional ('would'), and R's message is not "
              "Keras'"),
    "c5802": ("ML.NET's 'fixed to Tensorflow 2.3.1 with CUDA ... 10.' and newer architectures named only as a list "
              "('Ampere, Ada, Hopper') whose outputs are 'fixed results': the family read is the Turing said to work, "
              "and 'fixed results' is not a failure word"),
    "c5810": ("Kaggle's PR sentence 'TensorFlow which was compiled against' wrapped before '8.0.4 vs using 8.0.0 at "
              "runtime': the context pass reads one line at a time, so neither cuDNN is read"),
    "c5824": ("neural-audio-fp's NaN on 'NVIDIA GeForce 3090 GPUs' inside the project's docker image: the image's "
              "CUDA 10.1 is the maintainer's knowledge, the paste names no TensorFlow, CUDA or failure beyond NaN"),
}


def test_corpus_size_and_split() -> None:
    assert len(CASES) >= 150
    heldout = sum(1 for c in CASES if c["split"] == "heldout")
    assert 0.25 < heldout / len(CASES) < 0.42
    assert len({c["id"] for c in CASES}) == len(CASES)
    assert len({c["url"] for c in CASES}) == len(CASES), "a thread counted twice weighs twice"


def test_every_expected_cause_is_a_known_id() -> None:
    assert {c["cause"] for c in CASES} <= {c.id for c in CAUSES}


@pytest.mark.parametrize("case", [c for c in CASES if c["split"] == "tune"], ids=lambda c: str(c["id"]))
def test_tuning_case_names_its_cause(case: dict[str, object]) -> None:
    right, cause, fix = accuracy.judge(case)
    if case["id"] in KNOWN_MISSES:
        assert not right, f"{case['id']} is explained now: remove it from KNOWN_MISSES"
        return
    assert (cause, right) == (case["cause"], True), fix


def test_heldout_share() -> None:
    """The held-out cases are not tuned one by one; their share right is held as a floor against regressions.

    The goal is 0.9 on pastes explain has not seen (issue #10). Fresh batches join the corpus after they are
    scored, their held-out misses left as they were, so the share moves with them: 176/198 = 0.889 at the
    start of one stop, 245/277 = 0.884 at its end, 308/341 = 0.903 two stops later, 410/461 = 0.889 once a
    fresh batch of science tools (two held-out misses of its ten) joined, 428/481 = 0.890 with one of NLP and RL
    frameworks (its held-out ten 3/10 right before any change, 6/10 after), 677/766 = 0.884 once the install
    batches joined (their held-out eight 6/8 right: a Python 3.13 guessed from Requires-Python hints and a TF 1.x
    CPU package said across two sentences missed), and the floor sits just under it. It is no measure of unseen
    pastes: the blind sets are (tests/data/explain/README.md).
    """
    held = [c for c in CASES if c["split"] == "heldout"]
    right = sum(accuracy.judge(c)[0] for c in held)
    assert right / len(held) >= 0.88


def test_every_case_gets_a_cause() -> None:
    for case in CASES:
        found = explain(str(case["excerpt"]))
        assert all(e.cause in {c.id for c in CAUSES} for e in found)
