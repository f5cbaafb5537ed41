"""Forms met in the open halves of the hundred-and-twenty-fourth and later blind sets, read generally."""

from __future__ import annotations

import json

import pytest

from envcheck.explain import exit_status, explain, read_paste
from envcheck.render.explain import render_explanations, render_explanations_json

_CUDART_ALONE = ("2021-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could "
                 "not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object "
                 "file: No such file or directory\n")


def test_an_error_the_paste_does_not_decide_is_a_warning_and_does_not_fail_the_run() -> None:
    """The CUDA runtime missing where no GPU is shown: TensorFlow tries it on every machine, so uncertain."""
    found = explain(_CUDART_ALONE)
    assert (found[0].cause, found[0].level) == ("cuda_libs_missing", "warning"), found[0]
    assert found[0].meaning.startswith("uncertain")
    assert exit_status(found) == 0


_GPU_LINE = "| 0  NVIDIA GeForce RTX 3080    Off  | 00000000:01:00.0  On |   N/A |\n"


def test_the_same_library_missing_beside_a_gpu_stays_an_error() -> None:
    """With the GPU in the paste the missing runtime decides: TensorFlow will not use that GPU."""
    found = explain(_CUDART_ALONE + _GPU_LINE)
    top = next(e for e in found if e.cause == "cuda_libs_missing")
    assert top.level == "error"
    assert not top.meaning.startswith("uncertain")
    assert exit_status(found) == 1


_PIXI = ('requires-python = ">= 3"\ndependencies = ["tensorflow"]\n'
         "  ╰─▶ Because only the following versions of tensorflow are available:\n"
         "          tensorflow<=2.18.0rc2\n"
         "      have no wheels with a matching Python ABI tag and you require tensorflow, we can conclude that your "
         "requirements are unsatisfiable.\n")


def test_uv_s_report_wrapped_after_its_versions_is_read_and_an_open_requires_python_is_the_suspect() -> None:
    """prefix-dev/pixi#2554: pixi resolves PyPI packages with uv; an open requires-python let it take a new Python."""
    top = explain(_PIXI)[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "no upper bound" in top.meaning
    assert 'requires-python = ">=' in top.fix
    assert ",<3." in top.fix


def test_the_wrapped_report_without_a_requires_python_stays_undecided_about_the_python() -> None:
    top = explain(_PIXI.split("\n", 2)[2])[0]
    assert top.cause == "python_unsupported"
    assert "does not say which Python" in top.meaning


_TPU_WORKER = ("TensorFlow version (use command below): tf-nightly/ 2.2.0-dev20200502\n"
               "resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu='grpc://' + "
               "os.environ['COLAB_TPU_ADDR'])\n"
               "NotFoundError: 'AnonymousSeedGenerator' is neither a type of a primitive operation nor a name of a "
               "function registered in binary running on n-c0cd0e2d-w-0. Make sure the operation or function is "
               "registered in the binary running in this process.\n")


def test_an_op_the_tpu_s_worker_lacks_is_a_client_of_another_version_than_the_tpu() -> None:
    """tensorflow/tensorflow#39550: a nightly client against the Colab TPU's release."""
    top = explain(_TPU_WORKER)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "n-c0cd0e2d-w-0" in top.meaning
    assert "AnonymousSeedGenerator" in top.meaning
    assert "requestversion" in top.fix  # Colab's own way to ask the TPU for the client's version
    assert "--version=nightly" in top.fix  # a TPU Node's own nightly software version
    assert "most likely 2.1 or 2.2" in top.fix  # the release before the nightly's line, or its own


def test_op_type_not_registered_on_a_tpu_worker_is_the_same_reading() -> None:
    """tensorflow/tensorflow#37318's older form: "Op type not registered ... in binary running on n-...-w-0"."""
    top = explain("TensorFlow version: 2.1.0\nNotFoundError: Op type not registered 'ParallelInterleaveDatasetV3' "
                  "in binary running on n-de18ad71-w-0. Make sure the Op and Kernel are registered\n")[0]
    assert top.cause == "dependency_conflict"
    assert "TPU's worker (n-de18ad71-w-0)" in top.meaning
    assert "--version=2.1.0" in top.fix


def test_a_custom_op_a_tpu_worker_lacks_is_not_a_version_to_change() -> None:
    """google-research/seed_rl#44: its gRPC op is no TensorFlow op; no TPU software version has it."""
    found = explain("TensorFlow version: 2.4.0\nNotFoundError: 'GrpcServerResourceHandleOp' is neither a type of a "
                    "primitive operation nor a name of a function registered in binary running on n-b0fdb3cc-w-0.\n")
    assert all("TPU's worker" not in e.meaning for e in found)


def test_a_halted_core_outside_tensorflow_is_not_tensorflow_s_version() -> None:
    paste = ("import jax\njaxlib.xla_extension.XlaRuntimeError: INTERNAL: Core halted unexpectedly: INTERNAL: "
             "Accelerator device halted prematurely\n")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_a_nightly_client_on_a_tpu_vm_is_not_a_tpu_node_s_version_skew() -> None:
    paste = ("pip install tf-nightly==2.12.0.dev20230101\n"
             "resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu='local')\ntraining is slow\n")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_an_op_missing_on_a_tpu_vm_s_own_host_is_not_the_tpu_s_version() -> None:
    """A TPU VM ("t1v-n-...") runs the client itself: the op is missing in the local TensorFlow."""
    found = explain("Not found: Op type not registered 'XRTAllocateFromTensor' in binary running on "
                    "t1v-n-1055e3aa-w-0. Make sure the Op and Kernel are registered\n")
    assert all("TPU's worker" not in e.meaning for e in found)


def test_an_unknown_eager_context_on_a_tpu_is_an_uncertain_version_skew() -> None:
    """huan/tensorflow-handbook-tpu#1: a 2.0 release candidate against Colab's TPU."""
    paste = ("Tensorflow 2.0 RC on Colab can not work.\n"
             "tf.tpu.experimental.initialize_tpu_system(resolver)\n"
             "/tensorflow-2.0.0-rc0/python3.6/tensorflow_core/python/eager/context.py in add_function(self, fn)\n"
             "InvalidArgumentError: Unable to find a context_id matching the specified one (-6878417938495808013).\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "restarted" in top.meaning


def test_an_unknown_eager_context_without_a_tpu_is_not_read() -> None:
    found = explain("InvalidArgumentError: Unable to find a context_id matching the specified one (12).\n")
    assert all(e.cause != "dependency_conflict" for e in found)


def test_a_halted_tpu_core_names_the_client_s_release_from_its_paths() -> None:
    """tensorflow/tpu#785: the VM's TensorFlow 1.15 against a TPU created with 2.2; the paths date the client."""
    paste = ("ERROR:tensorflow:Error recorded from training_loop: From /job:worker/replica:0/task:0:\n"
             "Core halted unexpectedly:\n"
             '  File "/usr/local/lib/python3.6/dist-packages/tensorflow_core/python/client/session.py", line 1365, '
             "in _do_call\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "paths are TensorFlow 1.15-2.1's" in top.fix


def test_a_nightly_client_on_a_tpu_with_no_error_shown_is_an_uncertain_version_skew() -> None:
    """tensorflow/tensorflow#40622: the error is not in the paste, the nightly and the TPU are."""
    paste = ("- TensorFlow version (use command below): tf-nightly_v2.3.0.dev20200619\n"
             "- TPU: Google Colab runtime with TPU accelerator\n"
             "`tf.tpu.experimental.initialize_tpu_system(tpu_cluster_resolver)` raises an unexpected error.\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "2.3.0.dev20200619" in top.meaning
    assert "most likely 2.2 or 2.3" in top.fix


def test_a_release_on_a_tpu_with_no_error_shown_says_nothing_of_versions() -> None:
    paste = ("TensorFlow version: 2.3.0\nresolver = tf.distribute.cluster_resolver.TPUClusterResolver()\n"
             "training is slow\n")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


_NIGHTLY_CUSOLVER = ("- TensorFlow version: tf-nightly-2.6.0.dev20210402\n- CUDA version: cuda 11.0.2\n"
                     "- GPU model and memory: GeForce RTX 3090 24GB\n"
                     "When tensorflow attemps to load cuda libraries, it wants to load libcusolver.so.11. However "
                     "cuda11.0 installs libcusolver.so.10.\n")


def test_a_nightly_s_version_is_read_from_its_distribution_s_name() -> None:
    assert "TensorFlow 2.6.0.dev20210402" in read_paste("TensorFlow version: tf-nightly-2.6.0.dev20210402\n").read
    assert "TensorFlow 2.3.0.dev20200619" in read_paste("tf-nightly_v2.3.0.dev20200619\n").read


def test_cuda_11_0_lacks_the_cusolver_a_2_5_and_later_build_loads() -> None:
    """tensorflow/tensorflow#48354: CUDA 11.0 ships libcusolver.so.10; builds for 11.1 on load libcusolver.so.11."""
    top = explain(_NIGHTLY_CUSOLVER)[0]
    assert top.cause == "cuda_libs_missing"
    assert "install CUDA 11.2" in top.fix


def test_a_toolkit_of_the_build_s_family_is_no_verdict_where_the_paste_names_no_cusolver() -> None:
    """Another 11.x may sit beside the one named (a TF 1.x API error on TensorFlow 2.4 with "Cuda 11.2/11.1")."""
    paste = ("- TensorFlow version (use command below): 2.4.1\n- CUDA/cuDNN version: Cuda 11.2\n"
             "- GPU model and memory: NVIDIA GeForce GTX 1050\n")
    assert all(e.cause != "cuda_libs_missing" for e in explain(paste))


_KERNELS = ("Registered devices: [CPU]\nRegistered kernels:\n  device='GPU'; T in [DT_HALF]\n"
            "  device='GPU'; T in [DT_FLOAT]\n  device='CPU'; T in [DT_FLOAT]; data_format in [\"NHWC\"]\n")
_OP = ("Error: No OpKernel was registered to support Op 'DepthToSpace' used by node DepthToSpace with these attrs: "
       '[data_format="NCHW", block_size=2, T=DT_FLOAT]\n')


def test_gpu_kernels_and_no_gpu_device_beside_a_named_nvidia_gpu_is_its_libraries_not_loading() -> None:
    """xychelsea/deepfacelab-docker#14: DeepFaceLab lists the Quadro, TensorFlow registered the CPU only."""
    top = explain("Choose one or several GPU idxs\n  [0] : Quadro RTX 5000\n" + _OP + _KERNELS)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "warning"), top
    assert "Quadro RTX 5000" in top.meaning


def test_the_same_without_a_gpu_named_stays_undecided_about_the_gpu() -> None:
    top = explain(_OP + _KERNELS)[0]
    assert top.cause == "gpu_not_detected"


def test_the_device_list_without_its_op_line_is_read_the_same_and_once() -> None:
    """nagadit/DeepFaceLab_Linux#35: the paste starts at the device list."""
    alone, both = explain(_KERNELS), explain(_OP + _KERNELS)
    assert alone[0].cause == both[0].cause == "gpu_not_detected"
    assert [e.cause for e in both].count("gpu_not_detected") == 1


def test_a_named_gpu_newer_than_the_release_s_cuda_is_the_gpu_not_its_libraries() -> None:
    top = explain("tensorflow-gpu 1.15.0\nSame here. On an RTX 3070.\n" + _OP + _KERNELS)[0]
    assert top.cause == "gpu_too_new", top


def test_a_module_missing_where_a_project_manager_installed_tensorflow_runs_through_it() -> None:
    """pdm-project/pdm#881: `pdm add tensorflow`, then a plain python."""
    top = explain("pdm init -> pdm add tensorflow\nimport tensorflow as tf\nModuleNotFoundError: No module named "
                  "'tensorflow'\n")[0]
    assert top.cause == "wrong_interpreter"
    assert "`pdm run python SCRIPT.py`" in top.fix


@pytest.mark.parametrize(("keyword", "says", "pin"), [
    ("include_top", "written for Keras 2.0.7 or older", "keras<2.0.8"),
    ("require_flatten", "written for Keras 2.0.8 or newer", "keras>=2.0.8"),
])
def test_obtain_input_shape_s_renamed_keyword_says_which_side_of_keras_2_0_8_the_code_was_written_for(
        keyword: str, says: str, pin: str) -> None:
    """keras-vggface#14 and #19: Keras 2.0.8 renamed the private helper's include_top to require_flatten."""
    top = explain(f"TypeError: _obtain_input_shape() got an unexpected keyword argument '{keyword}'\n")[0]
    assert top.cause == "keras_version_skew"
    assert says in top.meaning
    assert pin in top.fix


def test_keras_applications_missing_for_model_code_is_its_own_package_to_install() -> None:
    """rcmalli/keras-vggface#68: Keras 2.4 no longer installs Keras-Applications, which keras_vggface imports."""
    top = explain("tf version: 2.3.0\nkeras version: 2.4.3\nModuleNotFoundError: No module named "
                  "'keras_applications'\nfrom keras_vggface.vggface import VGGFace\n")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "install keras_applications" in top.fix


def test_keras_applications_missing_under_tensorflow_s_own_import_is_tensorflow_s_dependency() -> None:
    top = explain("tensorflow 1.14.0\n"
                  '  File "/usr/lib/python3.6/site-packages/tensorflow/python/keras/applications/__init__.py", line '
                  "21, in <module>\n    import keras_applications\nModuleNotFoundError: No module named "
                  "'keras_applications'\n")[0]
    assert "a package TensorFlow (or Keras) requires" in top.meaning


def test_hdf5_unable_to_create_a_file_past_max_path_on_windows_is_the_path_s_length() -> None:
    """keras-team/keras#12448: a weights file whose path passes 260 characters; a shorter name saved fine."""
    path = "D:/Python_output/" + "Speech_Emotion_Recognition_Capsule/" * 7 + "00_model_lr_0.0005_routing_2.h5"
    top = explain(f"OSError: Unable to create file (unable to open file: name = '{path}', errno = 2, error "
                  "message = 'No such file or directory', flags = 13, o_flags = 302)\n")[0]
    assert (top.cause, top.level) == ("windows_long_paths", "error")
    assert f"{len(path)} characters" in top.meaning
    assert "shorter path" in top.fix


def test_hdf5_errno_2_on_a_short_path_is_a_missing_folder_not_the_platform() -> None:
    found = explain("OSError: Unable to create file (unable to open file: name = 'C:/models/" + "m" * 190 + ".h5', "
                    "errno = 2, error message = 'No such file or directory')\n")
    assert all(e.cause != "windows_long_paths" for e in found)


def test_a_windows_driver_s_own_version_in_the_cuda_field_is_no_cuda() -> None:
    """tensorflow/tensorflow#33273: "CUDA/cuDNN version: 25.21.14.1771" is the driver 417.71, not a CUDA 25."""
    reading = read_paste("- TensorFlow version: 2.0\n- CUDA/cuDNN version: 25.21.14.1771\n")
    assert "NVIDIA driver 417.71" in reading.read
    assert not any(fact.startswith("CUDA ") for fact in reading.read)
    assert all(e.cause != "cuda_libs_missing" for e in reading.explanations)


def test_an_op_attribute_the_loading_tensorflow_lacks_is_a_model_from_a_newer_tensorflow() -> None:
    """CSBDeep/CSBDeep_fiji#28: a TensorFlow 1.14 model loaded by an older TensorFlow Java library."""
    paste = ("java.lang.IllegalArgumentException: NodeDef mentions attr 'explicit_paddings' not in Op<name=Conv2D; "
             "signature=input:T, filter:T -> output:T; attr=T:type,allowed=[DT_HALF, DT_FLOAT]>\n"
             "\tat org.tensorflow.SavedModelBundle.load(Native Method)\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "Conv2D" in top.meaning
    assert "explicit_paddings" in top.meaning
    assert "tensorflow_jni" in top.fix  # TensorFlow Java: its native library, older copies removed


@pytest.mark.parametrize(("shown", "names", "not_named"), [
    ("tensorflow 1.12\n", "at least as new", "tensorflow/serving"),
    ("docker run -p 8501:8501 tensorflow/serving:1.12.0\n", "tensorflow/serving image", "tensorflow_jni"),
])
def test_an_op_attribute_missing_outside_java_names_what_loads_it(shown: str, names: str, not_named: str) -> None:
    top = explain(f"{shown}NodeDef mentions attr 'half_pixel_centers' not in Op<name=ResizeBilinear; sig=x:T>\n")[0]
    assert top.cause == "dependency_conflict"
    assert names in top.fix
    assert not_named not in top.fix


@pytest.mark.parametrize(("paste", "needed"), [
    ("it apparently requires glibc >2.17. Is it possible to get a newer version of glibc (I'm seeing version 2.12)?",
     "2.17"),
    ("bazel require GLIBC 2.14. The version 0.1.0 of bazel builds, but Tensorflow requires even newer glibc: 2.16.",
     "2.16"),
])
def test_a_glibc_said_needed_in_words_is_the_native_library_s_need(paste: str, needed: str) -> None:
    """tensorflow/tensorflow#527, cBio/cbio-cluster#369: clusters on CentOS 6 (glibc 2.12); the newest said leads."""
    top = explain(f"Installing TensorFlow on our cluster.\n{paste}\n")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "warning")  # this Linux's glibc is not shown
    assert f"glibc {needed} is needed" in top.meaning


def test_a_glibc_said_needed_beside_a_release_that_ships_an_older_one_is_decided() -> None:
    top = explain("TensorFlow requires glibc 2.17 and our cluster runs CentOS 6.\n")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error")
    assert "CentOS 6" in top.meaning


def test_a_pre_release_pin_pip_does_not_list_beside_its_final_is_gone_from_the_index() -> None:
    """theAIGuysCode/yolov4-deepsort#120: conda-gpu.yml pins tensorflow-gpu==2.3.0rc0; pip lists 2.3.0."""
    paste = ("ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.3.0rc0 (from versions: "
             "1.15.5, 2.2.0, 2.3.0, 2.3.1, 2.4.0)\n"
             "ERROR: No matching distribution found for tensorflow-gpu==2.3.0rc0\n")
    found = explain(paste)
    assert [(e.cause, e.level) for e in found] == [("dependency_conflict", "error")]
    assert "`tensorflow-gpu==2.3.0`" in found[0].fix


def test_a_pre_release_pin_whose_final_is_not_listed_either_is_not_that_reading() -> None:
    paste = ("ERROR: Could not find a version that satisfies the requirement tensorflow==2.3.0rc0 (from versions: "
             "2.12.0, 2.13.0)\n")
    assert all("pre-release asked for" not in e.meaning for e in explain(paste))


def test_the_device_list_with_the_gpu_only_as_xla_gpu_is_its_libraries_not_loading() -> None:
    """TensorFlow 1.14-2.3 lists a GPU it saw but could not use as XLA_GPU."""
    top = explain("Registered devices: [CPU, XLA_CPU, XLA_GPU]\nRegistered kernels:\n"
                  "  device='GPU'; T in [DT_FLOAT]\n")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "XLA_GPU" in top.meaning


def test_a_module_missing_when_the_code_already_ran_through_the_project_manager_keeps_the_interpreter_fix() -> None:
    top = explain("poetry add tensorflow\npoetry run python train.py\nModuleNotFoundError: No module named "
                  "'tensorflow'\n")[0]
    assert top.cause == "wrong_interpreter"
    assert "poetry run" not in top.fix


def test_keras_applications_missing_beside_a_tensorflow_that_required_it_stays_tensorflow_s_dependency() -> None:
    top = explain("tensorflow 1.14.0\nimport tensorflow as tf\nImportError: No module named keras_applications\n")[0]
    assert "a package TensorFlow (or Keras) requires" in top.meaning


def test_an_undecided_verdict_is_counted_in_the_summary_line() -> None:
    text = render_explanations(explain(_CUDART_ALONE))
    assert text.rstrip().endswith("1 cause(s) recognised, 0 error(s), 1 uncertain (a warning until what it names "
                                  "decides)")


def test_protobuf_java_refusing_a_generated_tensorflow_class_is_two_protobuf_java_releases() -> None:
    """juglab/N2V_fiji#31: a Fiji update brought another protobuf-java than TensorFlow Java's classes were made for."""
    top = explain('java.lang.IllegalStateException: Generated message class "org.tensorflow.framework.TensorInfo" '
                  'missing method "hasName".\n\tat com.google.protobuf.GeneratedMessageV3.getMethodOrDie('
                  "GeneratedMessageV3.java:1998)\n")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error")
    assert "org.tensorflow.framework.TensorInfo.hasName" in top.meaning


def test_fiji_s_cpu_build_failing_on_a_cpu_named_without_avx_is_the_cpu() -> None:
    """stardist/stardist-imagej#2: TensorFlow 1.14's CPU library on a Xeon X5660 (Westmere, no AVX); 1.5 works."""
    paste = ("[WARNING] [] Could not load native TF library TF 1.14.0 CPU C:\\Users\\me\\Fiji.app\\lib\\win64\\"
             "tensorflow_jni.dll: A dynamic link library (DLL) initialization routine failed\n"
             "I have an intel Xeon X5660 on a Win10 machine\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error")
    assert "TensorFlow 1.5 and older" in top.fix


def test_fiji_s_cpu_build_failing_without_a_cpu_named_stays_undecided() -> None:
    top = explain("[WARNING] [] Could not load native TF library TF 1.14.0 CPU C:\\Fiji.app\\lib\\win64\\"
                  "tensorflow_jni.dll: A dynamic link library (DLL) initialization routine failed\n")[0]
    assert top.cause == "msvc_runtime_missing"
    assert top.meaning.startswith("uncertain")


def test_a_rocm_build_s_own_floor_of_amdgpu_isa_says_the_gpu_is_too_old() -> None:
    """ROCmSoftwarePlatform/tensorflow#90: tensorflow-rocm 1.11 ignores a gfx801 APU below its gfx803 floor."""
    top = explain("Ignoring visible gpu device (device: 0, name: AMD A10-8700P Radeon R6, 10 Compute Cores 4C+6G, pci "
                  "bus id: 0000:00:01.0) with AMDGPU ISA gfx801. The minimum required AMDGPU ISA is gfx803.\n")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "gfx803" in top.meaning


def test_a_gpu_target_glued_inside_the_build_s_list_is_no_gpu_too_new() -> None:
    """ROCm/tensorflow-upstream#2290: a missing comma glued gfx1030 and gfx1100 in the build's list."""
    top = explain("Ignoring visible gpu device (device: 0, name: Radeon RX 7900 XT, pci bus id: 0000:03:00.0) with "
                  "AMDGPU version : gfx1100. The supported AMDGPU versions are gfx1030gfx1100, gfx900, gfx906.\n")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning")
    assert top.meaning.startswith("uncertain")
    assert "glued" in top.meaning


def test_a_target_missing_from_the_build_s_list_is_named_in_the_fix() -> None:
    """ROCm/tensorflow-upstream#2118: the W7900 (gfx1100) against tensorflow-rocm 2.11.1's targets."""
    top = explain("Ignoring visible gpu device (device: 0, name: , pci bus id: 0000:23:00.0) with AMDGPU version : "
                  "gfx1100. The supported AMDGPU versions are gfx1030, gfx900, gfx906, gfx908, gfx90a.\n")[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")
    assert "targets include gfx1100" in top.fix


def test_an_rx_5700_xt_named_without_rx_is_an_rdna_gpu_the_build_lacks() -> None:
    """ROCm/tensorflow-upstream#1106: "GPU: 5700xt" and hipErrorNoBinaryForGpu under rocm/tensorflow."""
    top = explain('GPU: 5700xt\nguarantee(false && "hipErrorNoBinaryForGpu: Coudn\'t find binary for current '
                  'devices!")\n')[0]
    assert (top.cause, top.level) == ("gpu_too_new", "error")


@pytest.mark.parametrize(("paste", "level", "says"), [
    # tensorflow#19010: TensorFlow's own import, after cv2
    (('  File "/opt/conda/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58\n'
      "ImportError: dlopen: cannot load any more object with static TLS\n"), "error", "TensorFlow's native library"),
    # keras-tuner#317 on a Jetson: scikit-learn's libgomp, loaded after TensorFlow
    (("import tensorflow\nImportError: /usr/lib/aarch64-linux-gnu/libgomp.so.1: cannot allocate memory in static "
      "TLS block\n"), "info", "not TensorFlow's own import"),
])
def test_static_tls_used_up_names_whose_load_failed(paste: str, level: str, says: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", level)
    assert says in top.meaning


def test_a_pytorch_oom_beside_tensorflow_imported_is_tensorflow_s_reservation_first() -> None:
    top = explain("import tensorflow as tf\nimport torch\nRuntimeError: CUDA out of memory. Tried to allocate 20.00 "
                  "MiB (GPU 0; 7.79 GiB total capacity; 5.2 GiB already allocated; 11.5 MiB free; 5.3 GiB reserved "
                  "in total by PyTorch)\n")[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "warning")
    assert "set_memory_growth" in top.fix


def test_cuda_oom_said_where_tensorflow_and_pytorch_share_the_run() -> None:
    """jina-ai/finetuner#328: a TensorFlow model and a torch helper in one process."""
    top = explain("TensorFlow paired with PyTorch causes CUDA OOM\nWhen fine-tuning a TensorFlow model with a miner "
                  "that uses torch we get a CUDA OOM error.\n")[0]
    assert top.cause == "gpu_memory_in_use"
    assert "set_memory_growth" in top.fix


def test_the_windows_gpu_archive_of_the_c_library_not_loading_is_its_cuda() -> None:
    """SciSharp/TensorFlow.NET#258: libtensorflow-gpu-windows-x86_64-1.13.1 without CUDA 10.0's DLLs."""
    top = explain("I downloaded https://storage.googleapis.com/tensorflow/libtensorflow/libtensorflow-gpu-windows-"
                  "x86_64-1.13.1.zip\nSystem.DllNotFoundException: 'Unable to load DLL 'tensorflow': The specified "
                  "module could not be found. (Exception from HRESULT: 0x8007007E)'\n")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error")
    assert "CUDA 10.0" in top.fix


@pytest.mark.parametrize("paste", [
    "I switched from PyTorch to TensorFlow 2.10 and now training runs out of GPU memory with batch size 256.",
    "Keras model (tensorflow 2.8) gives GPU out of memory. The same model in pytorch trains fine with batch 64.",
    "torch 1.12.0\ntensorflow 2.9.1\nResourceExhaustedError: OOM when allocating tensor with shape[256,512,28,28]",
])
def test_pytorch_named_beside_a_tensorflow_oom_is_not_one_run_sharing_the_gpu(paste: str) -> None:
    assert all("share the run" not in e.meaning for e in explain(paste))


@pytest.mark.parametrize("paste", [
    "TensorFlow needs to be built from source since I have glibc 2.12",
    "Our cluster requires an old OS for TensorFlow; it has glibc 2.17",
    "TensorFlow requires glibc 2.17 and I have Ubuntu 20.04",
])
def test_a_glibc_said_of_the_machine_or_met_by_the_release_named_is_no_need_unmet(paste: str) -> None:
    assert all(e.cause != "tf_import_failed" for e in explain(paste))


def test_a_gpu_ignored_for_its_age_beside_an_xla_gpu_device_list_is_one_verdict() -> None:
    paste = ("Ignoring visible gpu device (device: 0, name: GeForce GTX 680, pci bus id: 0000:01:00.0, compute "
             "capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.\n"
             "Registered devices: [CPU, XLA_CPU, XLA_GPU]\n")
    found = explain(paste)
    assert found[0].cause == "gpu_too_old"
    assert all(e.cause != "cuda_libs_missing" for e in found)


def test_fiji_s_cpu_build_beside_a_cpu_with_avx_named_too_stays_undecided() -> None:
    top = explain("[WARNING] [] Could not load native TF library TF 1.14.0 CPU C:\\Fiji.app\\lib\\win64\\"
                  "tensorflow_jni.dll: A dynamic link library (DLL) initialization routine failed\n"
                  "I have an intel Xeon X5660 and an i7-8700\n")[0]
    assert top.cause != "cpu_no_avx"


def test_a_gpu_target_that_is_its_own_entry_of_the_list_is_not_glued() -> None:
    top = explain("Ignoring visible gpu device (device: 0, name: , pci bus id: 0000:23:00.0) with AMDGPU version : "
                  "gfx1030. The supported AMDGPU versions are gfx1030, gfx900, gfx906.\n")[0]
    assert "glued" not in top.meaning


def test_an_rx_6750_xt_named_without_rx_is_read() -> None:
    top = explain('GPU: 6750xt\nguarantee(false && "hipErrorNoBinaryForGpu: Coudn\'t find binary for current '
                  'devices!")\n')[0]
    assert top.cause == "gpu_too_new"


def test_the_json_says_which_verdicts_the_paste_does_not_decide() -> None:
    beside_gpu = json.loads(render_explanations_json(explain(_CUDART_ALONE + _GPU_LINE)))["explanations"]
    alone = json.loads(render_explanations_json(explain(_CUDART_ALONE)))["explanations"]
    assert [(r["cause"], r["undecided"]) for r in beside_gpu][:1] == [("cuda_libs_missing", False)]
    assert [(r["level"], r["undecided"]) for r in alone] == [("warning", True)]
