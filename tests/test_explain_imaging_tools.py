"""Pastes of imaging tools built on TensorFlow (issue 10, batch c3350-c3369): read by the program that printed them.

CSBDeep and the tools on it (StarDist, CARE, Noise2Void, cryoCARE) predict an image in tiles, so their out-of-memory
fix is `n_tiles`, not the batch; a tensor of one item says a smaller batch cannot help; a keras that is already the one
TensorFlow declares is no install to repeat (the code wants tf.keras); and TensorFlow's search for a GPU in a
container, on a node or machine the paste shows no GPU on, is uncertain unless the paste shows how it was started;
Fiji's TensorFlow service names the TensorFlow Java build it could not load, whose CUDA the tables give; a cluster
job script that asks for no GPU (or a login node named by CUDA's diagnostics) is where the driver or device is missing;
NumPy 2's refusal of a module built for NumPy 1.x names the package the traceback's frames lead through.
"""

from __future__ import annotations

from envcheck.explain import explain

OOM = ("W tensorflow/core/framework/op_kernel.cc:1763] OP_REQUIRES failed at conv_ops.cc:539 : Resource exhausted: "
       "OOM when allocating tensor with shape[1,32,1024,1024] and type float on /job:localhost/replica:0/task:0/"
       "device:GPU:0 by allocator GPU_0_bfc")


def test_csbdeeps_own_lines_make_an_oom_fix_predict_in_tiles() -> None:
    for shown in ("Loading network weights from 'weights_best.h5'.", "\t [[{{node down_level_0_no_0/convolution}}]]",
                  "from stardist.models import StarDist2D", "Loading thresholds from 'thresholds.json'."):
        (found, *_) = explain(f"{shown}\n{OOM}")
        assert found.cause == "model_too_large", shown
        assert "n_tiles" in found.fix, shown
        assert "predict it whole unless n_tiles splits it" in found.meaning, shown


def test_an_oom_elsewhere_keeps_the_batch_and_says_a_single_item_needs_a_smaller_input() -> None:
    (found, *_) = explain(OOM)
    assert found.cause == "model_too_large"
    assert "n_tiles" not in found.fix
    assert found.fix.startswith("reduce the batch size")
    assert "holds a single item (its first dimension is 1)" in found.fix
    (more, *_) = explain(OOM.replace("shape[1,32,", "shape[8,32,"))
    assert "single item" not in more.fix


def test_a_keras_that_already_matches_tensorflow_is_not_installed_again() -> None:
    paste = ("AttributeError: module 'keras.utils' has no attribute 'get_file'\nI have \ntensorflow == 2.6.2\n"
             "and keras == 2.6.0")
    (found, *_) = explain(paste)
    assert found.cause == "keras_version_skew"
    assert "keras 2.6.0 is already the Keras TensorFlow 2.6 declares" in found.meaning
    assert "pip install" not in found.fix
    assert "tf.keras" in found.fix
    assert "the last multi-backend keras, 2.3.1, with TensorFlow 1.14-2.1" in found.fix  # the pair the code was for
    (named, *_) = explain(f"import segmentation_models as sm\n{paste}")
    assert "SM_FRAMEWORK=tf.keras" in named.fix


def test_a_keras_of_another_minor_is_still_told_the_declared_one() -> None:
    (found, *_) = explain("AttributeError: module 'keras.utils' has no attribute 'get_file'\ntensorflow==2.6.2\n"
                          "keras==2.9.0")
    assert found.cause == "keras_version_skew"
    assert "keras==2.6.*" in found.fix


SINGULARITY = ("2023-12-18 15:27:42.757496: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not "
               "load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such "
               "file or directory; LD_LIBRARY_PATH: /.singularity.d/libs\n"
               "2023-12-18 15:27:42.757524: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to "
               "cuInit: UNKNOWN ERROR (303)")


def test_apptainer_shown_by_its_paths_alone_is_uncertain_about_nv() -> None:
    found = [e for e in explain(SINGULARITY) if e.cause == "container_gpu_not_exposed"]
    assert found
    assert found[0].meaning.startswith("uncertain:")
    assert "the start command decides" in found[0].meaning


def test_apptainer_started_without_nv_in_the_paste_is_decided() -> None:
    (found, *_) = explain(f"$ singularity exec mesmer.sif python run_app.py\n{SINGULARITY}")
    assert (found.cause, found.level) == ("container_gpu_not_exposed", "error")
    assert not found.meaning.startswith("uncertain")
    assert "--nv" in found.fix


SMI = ("sh: 1: nvidia-smi: not found\n2023-03-15 13:22:16.469590: E tensorflow/stream_executor/cuda/"
       "cuda_driver.cc:271] failed call to cuInit: UNKNOWN ERROR (34)")


def test_the_shell_finding_no_nvidia_smi_is_no_driver_installed_there() -> None:
    (found, *_) = explain(f"My GPU job fails on the cluster:\n{SMI}")
    assert found.cause == "driver_missing"
    assert "the shell finds no nvidia-smi" in found.meaning


def test_asking_why_the_program_looks_for_a_gpu_with_none_shown_is_uncertain() -> None:
    (found, *_) = explain(f"{SMI}\nNot really sure why unmicst is looking for a GPU, do I have to ask for the CPU?")
    assert (found.cause, found.level) == ("driver_missing", "warning")
    assert found.meaning.startswith("uncertain:")
    assert "harmless" in found.meaning
    named = explain(f"{SMI}\nWhy is it looking for a GPU? nvidia-smi on the login node shows a Tesla V100")
    assert not named[0].meaning.startswith("uncertain")


def test_a_non_gpu_installation_makes_cudas_stub_error_harmless() -> None:
    paste = ("I am getting a Tensorflow UNKNOWN ERROR (34) when I run the notebook in docker. This is a non-gpu "
             "installation.")
    found = explain(paste)
    assert not [e for e in found if e.level in ("error", "warning")]
    assert any(e.cause == "harmless" for e in found)


FIJI = ("[WARNING] Could not load native TF library TF {v} {build} C:\\Fiji.app\\lib\\win64\\tensorflow_jni.dll: "
        "C:\\Fiji.app\\lib\\win64\\tensorflow_jni.dll: Can't find dependent libraries\n"
        "[ERROR] Could not load TensorFlow. Check previous errors and warnings for details.")


def test_fijis_tensorflow_service_names_the_cuda_of_the_gpu_build_it_tried() -> None:
    for version, cuda in (("1.14.0", "CUDA 10.0"), ("1.12.0", "CUDA 9.0")):
        (found, *_) = explain(FIJI.format(v=version, build="GPU"))
        assert (found.cause, found.level) == ("cuda_libs_missing", "error"), version
        assert f"install {cuda}" in found.fix, version
        assert "Edit > Options > TensorFlow" in found.fix


def test_fijis_cpu_build_not_loading_is_uncertain_between_the_runtime_and_avx() -> None:
    (found, *_) = explain(FIJI.format(v="1.15.0", build="CPU"))
    assert (found.cause, found.level) == ("msvc_runtime_missing", "warning")
    assert found.meaning.startswith("uncertain:")
    assert "AVX" in found.meaning


NO_DEVICE = ("2023-01-23 13:25:06.815433: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
             "CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected")
NO_DRIVER = ("2023-01-23 13:25:06.815545: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver "
             "does not appear to be running on this host ({host}): /proc/driver/nvidia/version does not exist")


def test_a_job_script_asking_for_no_gpu_is_the_job_not_the_driver() -> None:
    script = "#!/bin/bash\n#SBATCH --partition=gpu\n#SBATCH --time=01:00:00\npython train.py\n"
    (found, *_) = explain(f"{script}{NO_DEVICE}\n{NO_DRIVER.format(host='node-03')}")
    assert (found.cause, found.level) == ("driver_missing", "error")
    assert "asks the scheduler for no GPU" in found.meaning
    assert "--gres=gpu:1" in found.fix
    (asked, *_) = explain(f"{script}#SBATCH --gres=gpu:1\n{NO_DEVICE}\n{NO_DRIVER.format(host='node-03')}")
    assert "asks the scheduler" not in asked.meaning


def test_a_job_script_without_a_gpu_and_no_gpu_shown_is_uncertain() -> None:
    (found, *_) = explain(f"#!/bin/bash\n#SBATCH --time=01:00:00\npython predict.py\n{NO_DEVICE}")
    assert (found.cause, found.level) == ("no_gpu_visible", "warning")
    assert found.meaning.startswith("uncertain:")


def test_a_login_node_named_by_cudas_diagnostics_is_said_as_uncertain() -> None:
    (found, *_) = explain(NO_DRIVER.format(host="sh02-ln01.stanford.edu").replace("I tensorflow", "E tensorflow"))
    assert found.cause == "driver_missing"
    assert "login node" in found.meaning
    assert found.meaning.startswith("uncertain:")
    (other, *_) = explain(NO_DRIVER.format(host="gpu-node-03").replace("I tensorflow", "E tensorflow"))
    assert "login node" not in other.meaning


def test_condas_pin_with_one_equals_sign_is_read_as_the_version_installed() -> None:
    (found, *_) = explain("conda list: keras=2.6.0, tensorflow=2.6.2\n"
                          "AttributeError: module 'keras.utils' has no attribute 'get_file'")
    assert found.cause == "keras_version_skew"
    assert "keras 2.6.0 is already the Keras TensorFlow 2.6 declares" in found.meaning


NUMPY2 = ("A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.2 as it may crash. To support both "
          "1.x and 2.x\nversions of NumPy, modules must be compiled with NumPy 2.0.")


def test_numpy2_under_a_package_compiled_for_numpy1_names_the_package_its_frames_show() -> None:
    frame = ('  File "/root/miniconda3/envs/sopa/lib/python3.10/site-packages/stardist/__init__.py", line 15, in '
             "<module>\n    from .geometry import star_dist")
    (found, *_) = explain(f"{NUMPY2}\nTraceback (most recent call last):\n{frame}")
    assert (found.cause, found.level) == ("numpy_incompatible", "info")  # no TensorFlow in the paste: not its verdict
    assert found.meaning.startswith("not TensorFlow's, as far as the paste shows (it names no TensorFlow or Keras): "
                                    "stardist's compiled module")
    assert "a release of stardist built for NumPy 2" in found.fix
    assert "TensorFlow 2.18" not in found.fix


def test_numpy2_with_a_tensorflow_built_for_it_is_another_module() -> None:
    (found, *_) = explain(f"tensorflow==2.18.0\n{NUMPY2}")
    assert found.cause == "numpy_incompatible"
    assert "other than TensorFlow 2.18" in found.meaning


def test_numpy2_with_no_module_shown_does_not_blame_tensorflow() -> None:
    (found, *_) = explain(NUMPY2)
    assert "the paste does not show which" in found.meaning
    (tf_frame, *_) = explain(f'{NUMPY2}\n  File "/usr/lib/python3/site-packages/tensorflow/__init__.py", line 45')
    assert tf_frame.meaning.startswith("this TensorFlow was compiled against NumPy 1.x")
