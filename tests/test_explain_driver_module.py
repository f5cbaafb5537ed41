"""The driver on Linux as its own programs print it (issue 10, batch c2550-c2573).

nvidia-smi failing to reach an installed driver, the kernel's and the NVIDIA module's lines on why the
module is not loaded (Secure Boot, nouveau, a user-space driver of another version), TensorFlow 1.x
binding a driver API function libcuda lacks, GPUs older than any TensorFlow build, a CUDA soname
named in words, a CUDA library missing for ctypes (another package's loader, not TensorFlow's), a
toolkit named by its version first, and cuDNN 8's own loader ("Could not load library X. Error: Y").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from envcheck.explain import explain

if TYPE_CHECKING:
    from envcheck.explain._model import Explanation


def _top(text: str) -> Explanation:
    found = explain(text)
    assert found, text
    return found[0]


@pytest.mark.parametrize("line", [
    ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA "
    "driver is installed and running."),
    "NVIDIA-SMI has failed because it couldn\u2018t communicate with the NVIDIA driver.",  # a curly quote
    "IDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",  # a title cut short
])
def test_nvidia_smi_reaching_no_driver_is_a_module_not_loaded(line: str) -> None:
    top = _top(line)
    assert (top.cause, top.level) == ("driver_missing", "error")
    for why in ("dkms", "Secure Boot", "nouveau", "dmesg"):  # nvidia-smi is there: the module is what is missing
        assert why in top.fix


def test_no_nvidia_smi_at_all_is_still_a_driver_to_install() -> None:
    top = _top("bash: nvidia-smi: command not found")
    assert top.cause == "driver_missing"
    assert "dkms" not in top.fix


@pytest.mark.parametrize("line", [
    "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service",
    "modprobe: ERROR: could not insert 'nvidia_drm': Required key not available",
    "Lockdown: modprobe: unsigned module loading is restricted; see man kernel_lockdown.7",
])
def test_a_module_refused_for_its_signature_is_secure_boot(line: str) -> None:
    top = _top(line)
    assert top.cause == "driver_missing"
    assert "Secure Boot" in top.meaning
    assert "mokutil" in top.fix


def test_nouveau_holding_the_gpu_is_named_with_nvidia_smi_failing() -> None:
    top = _top("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n"
               "[188549.976351] NVRM: The NVIDIA probe routine was not called for 3 device(s).\n"
               "NVRM: nouveau, rivafb, nvidiafb or rivatv \n"
               "NVRM: was loaded and obtained ownership of the NVIDIA device(s).")
    assert top.cause == "driver_missing"
    assert "nouveau" in top.meaning
    assert "blacklist-nouveau.conf" in top.fix


@pytest.mark.parametrize("line", [
    "[ 2.61] NVRM: API mismatch: the client has the version 570.133.07, but",
    "NVRM: this kernel module has the version 375.39.  Please",
    # newer modules name the client, and dmesg wraps the rest onto lines of their own
    ("[   11.208] NVRM: API mismatch: the client 'Xorg' (pid 912)\n"
     "            NVRM: has the version 580.65.06, but this kernel module has\n"
     "            NVRM: the version 580.76.05.  Please make sure that this"),
])
def test_the_kernel_module_refusing_other_libraries_is_a_mismatch(line: str) -> None:
    top = _top(line)
    assert top.cause == "driver_library_mismatch"
    assert "reboot" in top.fix


@pytest.mark.parametrize("line", [
    ("F tensorflow/stream_executor/cuda/cuda_driver.cc:94] Check failed: s.ok() could not find "
    "cuDevicePrimaryCtxSetFlags in libcuda DSO; dlerror: /usr/lib/libcuda.so.1: undefined symbol: "
    "cuDevicePrimaryCtxSetFlags"),
    "could not find cuDevicePrimaryCtxSetFlags in libcuda DSO; dlerror: cuDevicePrimaryCtxSetFlags not found",
])
def test_libcuda_without_a_driver_api_function_is_an_old_driver(line: str) -> None:
    top = _top(line + "\n    NVRM version: NVIDIA UNIX x86_64 Kernel Module  340.101  Thu Dec  1 15:52:31 PST 2016")
    assert (top.cause, top.level) == ("driver_too_old", "error")
    assert "cuDevicePrimaryCtxSetFlags" in top.meaning
    assert "340.101" in top.fix


def test_could_not_find_cuda_drivers_is_not_a_missing_symbol() -> None:  # TF 2.13+'s notice on GPU-less machines
    found = explain("I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will "
                    "not be used.")
    assert all(e.kind != "libcuda_symbol_missing" for e in found)


@pytest.mark.parametrize("text", [
    ("- TensorFlow version 1.13:\n- GPU model and memory   NVIDIA Corporation GT218 [GeForce 210] (rev a2)\n"
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver."),
    "name: GeForce GT 220 computeCapability: 1.2\nCheck failed: s.ok() could not find cuDevice",
    ("tensorflow-gpu for windows 7 (FX 2800M)\nF c:\\tf_jenkins\\cuda_driver.cc:94] Check failed: s.ok() could not "
    "find cuDevice"),
])
def test_a_gpu_older_than_any_build_outranks_the_driver(text: str) -> None:
    top = _top(text)
    assert (top.cause, top.level) == ("gpu_too_old", "error")
    assert "CPU" in top.fix


def test_the_release_named_gives_its_own_minimum() -> None:
    top = _top("- TensorFlow version 1.13:\n- GPU: GeForce 210\nNVIDIA-SMI has failed because it couldn't "
               "communicate with the NVIDIA driver.")
    assert "TensorFlow 1.13 needs compute capability 3.5" in top.fix


def test_a_supported_gpu_keeps_the_driver_cause() -> None:  # a GT 710 (3.5) is built for: the driver is the fix
    top = _top("GPU: GeForce GT 710\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.")
    assert top.cause == "driver_missing"


def test_a_soname_tensorflow_requires_said_in_words() -> None:
    top = _top("Why tensorflow 2.4.1 requires libcusolver.so.10 other than libcusolver.so.11?")
    assert top.cause == "cuda_libs_missing"
    assert "11.0" in top.fix


def test_a_cuda_library_missing_for_ctypes_is_uncertain() -> None:
    top = _top("OSError: libcudart.so.9.0: cannot open shared object file: No such file or directory\n"
               "I know that my question isn't nothing to do with tensorflow")
    assert top.cause == "cuda_libs_missing"
    assert top.meaning.startswith("uncertain")
    assert "OSError" in top.meaning


def test_tensorflows_own_import_error_stays_decided() -> None:
    top = _top("import tensorflow\nImportError: libcudart.so.9.0: cannot open shared object file: No such file or "
               "directory")
    assert not top.meaning.startswith("uncertain")


def test_a_toolkit_named_by_its_version_first_gives_the_driver_floor() -> None:
    top = _top("CUDA driver version is insufficient for CUDA runtime version\nI installed the 11.8 toolkit.")
    assert top.cause == "driver_too_old"
    assert "520.61.05" in top.fix


def test_cudnns_loader_missing_nvrtc_names_nvrtc() -> None:
    top = _top("Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: "
               "No such file or directory\nAborted (core dumped)")
    assert top.cause == "cuda_libs_missing"
    assert "libnvrtc.so" in top.meaning
    assert "nvidia-cuda-nvrtc" in top.fix


def test_cudnns_loader_asking_another_cudas_cublas_is_the_wrong_cudnn_build() -> None:
    top = _top("TensorFlow version 2.13.0\nCould not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot "
               "open shared object file: No such file or directory")
    assert top.cause == "cudnn_version_mismatch"
    assert "CUDA 12" in top.meaning
    assert "libcudnn8=8.6.*-1+cuda11.8" in top.fix


def test_cudnns_loader_asking_the_builds_own_cublas_stays_a_missing_library() -> None:
    top = _top("tensorflow 2.15.0\nCould not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open "
               "shared object file: No such file or directory")
    assert top.cause == "cuda_libs_missing"


@pytest.mark.parametrize(("text", "cause", "named"), [
    (("NVRM: The NVIDIA GeForce 210 GPU installed in this system is\nNVRM:  supported through the NVIDIA 340.xx Legacy "
     "drivers. Please"), "gpu_too_old", "CPU"),
    (("NVRM: The NVIDIA Quadro 4000 GPU installed in this system is\nNVRM:  supported through the NVIDIA 390.xx Legacy "
     "drivers."), "gpu_too_old", "CPU"),
    (("NVRM: The NVIDIA Tesla K40c GPU installed in this system is\nNVRM:  supported through the NVIDIA 470.xx Legacy "
     "drivers. Please"), "driver_missing", "nvidia-driver-470"),
])
def test_a_gpu_only_a_legacy_branch_supports(text: str, cause: str, named: str) -> None:
    top = _top(text)
    assert top.cause == cause
    assert named in top.fix


@pytest.mark.parametrize("line", [
    "ERROR: Unable to load the 'nvidia-drm' kernel module.",
    "NVIDIA: failed to load the NVIDIA kernel module.",
    "modprobe: FATAL: Module nvidia not found in directory /lib/modules/5.15.0-91-generic",
])
def test_the_module_failing_to_load_names_why_it_may(line: str) -> None:
    top = _top(line)
    assert top.cause == "driver_missing"
    assert "dkms" in top.fix
    assert top.meaning.count("did not load") == 1


def test_cudnns_loader_beside_an_upgrade_to_a_release_of_that_cuda_is_not_the_cudnn_build() -> None:
    """2.13 upgraded from, 2.15 (CUDA 12) in use: libcublasLt.so.12 asked is not decided a cuDNN of another CUDA."""
    top = _top("I upgraded from tensorflow 2.13 to tensorflow 2.15.0 and now:\nCould not load library "
               "libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory")
    assert top.cause != "cudnn_version_mismatch"


def test_a_libcuda_older_than_the_kernel_module_is_another_copy_found_first() -> None:
    """An upgrade before a reboot leaves the libraries newer; an older libcuda is a copy found before the driver's."""
    older = explain("E cuda_diagnostics.cc:303] kernel version 535.104.5 does not match DSO version 525.60.13 -- "
                    "cannot find working devices in this configuration")[0]
    assert older.cause == "driver_library_mismatch"
    assert "LD_LIBRARY_PATH" in older.fix
    assert "libcuda.so" in older.fix
    newer = explain("E cuda_diagnostics.cc:303] kernel version 525.60.13 does not match DSO version 535.104.5 -- "
                    "cannot find working devices in this configuration")[0]
    assert "reboot" in newer.fix
    assert "LD_LIBRARY_PATH" not in newer.fix


def test_nvidia_settings_finding_no_module_is_a_module_not_loaded() -> None:
    top = _top("after the last system update the second screen is dead:\n"
               "nvidia-settings[1733]: ERROR: NVIDIA driver is not loaded")
    assert (top.cause, top.level) == ("driver_missing", "error")
    assert "dkms" in top.fix


@pytest.mark.parametrize("text", [
    ("$ dkms status\nError! Could not locate dkms.conf file.\nFile: /var/lib/dkms/nvidia/535.54/source/dkms.conf "
     "does not exist."),
    ("Error! Bad return status for module build on kernel: 6.8.0-45-generic (x86_64)\n"
     "Consult /var/lib/dkms/nvidia/470.256.02/build/make.log for more information."),
])
def test_dkms_failing_on_the_nvidia_module_leaves_no_module_for_the_kernel(text: str) -> None:
    top = _top(text)
    assert (top.cause, top.level) == ("driver_missing", "error")
    assert "DKMS" in top.meaning
    assert "dkms autoinstall" in top.fix


def test_dkms_failing_on_another_module_is_not_the_driver() -> None:
    found = explain("Consult /var/lib/dkms/virtualbox/7.0.20/build/make.log for more information.")
    assert not any(e.cause == "driver_missing" for e in found)


@pytest.mark.parametrize(("line", "named"), [
    ("[  88.1] NVRM: GPU 0000:2b:00.0 is already bound to NovaCore.", "nova_core"),
    ("[  12.7] NVRM: GPU 0000:65:00.0 is already bound to vfio-pci.", "vfio-pci.ids"),
    ("[  40.3] NVRM: GPU 0000:01:00.0 is already bound to nouveau.", "blacklist-nouveau.conf"),
])
def test_another_driver_bound_to_the_gpu_is_named_in_the_fix(line: str, named: str) -> None:
    top = _top("ERROR: Unable to load the kernel module 'nvidia.ko'.\n" + line + "\nNVRM: No NVIDIA devices probed.")
    assert top.cause == "driver_missing"
    assert named in top.fix


def test_nvidia_smi_failing_retold_in_words_is_a_module_not_loaded() -> None:
    top = _top("after the reboot I ran nvidia-smi and it said it could not communicate with the driver")
    assert (top.cause, top.level) == ("driver_missing", "error")
    assert "lsmod" in top.fix


@pytest.mark.parametrize("text", [
    "Every few weeks the NVIDIA driver stops working after an automatic kernel update.",
    "After the kernel upgrade to 6.5 my nvidia driver is gone and TensorFlow only sees the CPU.",
])
def test_a_driver_said_lost_to_kernel_updates_is_a_module_to_rebuild(text: str) -> None:
    top = _top(text)
    assert (top.cause, top.level) == ("driver_missing", "error")
    assert "dkms" in top.fix


def test_a_driver_lost_to_a_kernel_update_and_working_now_is_past() -> None:
    found = explain("Last month the NVIDIA driver stopped working after a kernel update; I reinstalled it with DKMS "
                    "and nvidia-smi works fine now.\n"
                    "W tensorflow/compiler/xla/stream_executor/platform/default/dso_loader.cc:64] Could not load "
                    "dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No "
                    "such file or directory")
    assert found[0].cause == "cuda_libs_missing"
    assert not any(e.cause == "driver_missing" for e in found)


def test_a_kernel_update_named_without_the_driver_failing_says_nothing() -> None:
    found = explain("I applied a kernel update yesterday and the NVIDIA driver kept working; training runs on GPU:0.")
    assert not any(e.cause == "driver_missing" for e in found)


@pytest.mark.parametrize("text", [
    "CUDA API Error at line 41: CUDA driver is a stub library",
    "cuInit failed: CUDA_ERROR_STUB_LIBRARY\nLinux 5.15.153.1-microsoft-standard-WSL2 x86_64",  # WSL's too
])
def test_the_driver_api_answering_from_the_stub_is_the_stub_found_first(text: str) -> None:
    top = _top(text)
    assert top.cause == "driver_missing"
    assert "stubs" in top.fix
