"""Forms met in the opened thirty-ninth blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_the_cpu_used_in_spite_of_the_gpu_it_is_connected_to_is_a_run_on_the_cpu() -> None:
    paste = ("I am trying to train on colab, but it utilizes cpu inspite of being connected to gpu. Where is the "
             "problem?\nTensorflow 1.5.0")
    top = explain(paste)[0]
    assert top.cause == "tf1_cpu_package", top
    assert "tensorflow-gpu==1.5.0" in top.fix


def test_colab_s_notice_of_an_idle_gpu_runtime_is_not_the_user_s_words() -> None:
    paste = ("Warning: You are connected to a GPU runtime, but not utilizing it. Switch to a standard runtime\n"
             "Tensorflow 1.5.0")
    assert not [e for e in explain(paste) if e.cause == "tf1_cpu_package"]


def test_windows_module_not_found_put_back_into_english_beside_the_gpu_build_is_cuda_s_dlls() -> None:
    paste = ("ImportError: DLL load failed: can't find specified module\n- I am using gpu version\n"
             "- `import tensorflow as tf` trigger this error\n- I use conda environment")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "error"), top
    assert "PATH" in top.fix


def test_the_same_without_the_gpu_build_said_names_the_visual_c_runtime_first() -> None:
    paste = "ImportError: DLL load failed: can't find specified module\n- `import tensorflow as tf` trigger this error"
    top = explain(paste)[0]  # (since stop 73: uncertain which DLL, the runtime named first)
    assert top.cause == "tf_import_failed"
    assert top.meaning.startswith("uncertain which DLL")
    assert "Visual C++ runtime" in top.meaning


def test_a_python_advised_in_a_title_is_not_the_python_pip_runs() -> None:
    paste = ("Use Python 3.9 for tensorflow 2.14.0 to fix:\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.14.0 (from versions: "
             "2.2.0, 2.3.0, 2.4.0, 2.5.0, 2.6.0, 2.7.0, 2.8.0, 2.9.0, 2.10.0, 2.11.0, 2.12.0, 2.13.0, 2.13.1)\n"
             "ERROR: No matching distribution found for tensorflow==2.14.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "3.9" in top.fix


def test_the_python_a_user_runs_still_names_pip_s_other_interpreter() -> None:
    paste = ("I use Python 3.9\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.14.0 (from versions: "
             "2.2.0, 2.3.0, 2.4.0, 2.5.0, 2.6.0, 2.7.0, 2.8.0, 2.9.0, 2.10.0, 2.11.0, 2.12.0, 2.13.0, 2.13.1)\n"
             "ERROR: No matching distribution found for tensorflow==2.14.0")
    assert explain(paste)[0].cause == "wrong_interpreter"


def test_a_release_said_to_lack_intel_mac_wheels_is_decided_by_the_tables() -> None:
    paste = ("TensorFlow 2.17 did not publish macOS x86_64 binaries to PyPI, only arm64 binaries.\n"
             "`pip install tensorflow==2.17.0` on a macOS x86_64 machine.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "tensorflow==2.16.2" in top.fix


def test_an_intel_mac_said_with_a_release_that_has_its_wheels_is_not_refused() -> None:
    paste = "TensorFlow 2.15 did not install on macOS x86_64"
    assert not [e for e in explain(paste) if e.cause == "python_unsupported" and e.level == "error"]


def test_an_install_said_to_fail_on_arm_windows_has_no_wheel() -> None:
    paste = ("**System information**\n- ARM32 Windows10\n**Describe the problem**\n"
             "ARM base Windows system can't install tensorflow?\nIs there any solution for this?")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "WSL2" in top.fix


def test_an_x64_python_on_arm_windows_gets_the_amd64_wheels() -> None:
    paste = ("Windows 11 on ARM, Python 3.11.4 [MSC v.1934 64 bit (AMD64)] on win32\n"
             "I can't install tensorflow")
    assert not [e for e in explain(paste) if e.evidence == "Windows on ARM"]


def test_of_two_gpus_named_the_one_the_release_predates_is_named_uncertain() -> None:
    paste = "tensorflow 1.14 with a GTX 1080 Ti works, but on the RTX 3060 it takes forever to start"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("gpu_too_new", "warning"), top
    assert "uncertain: of the GPUs named" in top.meaning
    assert "RTX 3060" in top.meaning
    assert "TensorFlow 2.4" in top.fix


def test_two_gpus_the_release_runs_give_no_architecture_verdict() -> None:
    paste = "tensorflow 2.10 with a GTX 1080 Ti works, but on the RTX 3060 it takes forever to start"
    assert not [e for e in explain(paste) if e.cause in ("gpu_too_new", "gpu_too_old")]
