"""Install mix-ups and CPUs without AVX as users report them: the forms read, and their look-alikes.

Each paste is a family real reports use (issue #10's batches c5850-c5869), written anew: two distributions named as a
pair with their releases ("tensorflow-gpu 1.8.0 and tensorflow 1.4.1 installed") or counted and cleared away, pip
collecting one distribution while a listing shows another, a release built without AVX said to work where a later
one's DLL fails, and the lack of AVX given as the cause (in words, or NVIDIA's container banner); beside what must
not read so (two releases compared, a CPU said to have AVX but not AVX2).
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.explain._install_words import install_said


def _top(paste: str) -> tuple[str, str, str, str]:
    found = explain(paste)[0]
    return found.cause, found.level, found.meaning, found.fix


@pytest.mark.parametrize("words", [
    "The error is because I have tensorflow-gpu 1.8.0 and tensorflow 1.4.1 installed.",
    "I have tensorflow 1.6.0 and tensorflow-gpu 1.6.0 installed",
    "installing it comes with the installation of tensorflow2.3 Conflicts with tensorflow GPU 1.13.1",
    "I solved the problem by cleaning multiple tensorflow versions and just reinstall one.",
    "fixed it after removing the two tensorflow installs",
])
def test_two_distributions_paired_or_counted(words: str) -> None:
    assert install_said(words) == {"two_tf_words"}


@pytest.mark.parametrize("words", [
    "tensorflow-gpu 2.4 needs CUDA 11.0 while tensorflow 2.3 needs CUDA 10.1.",  # two releases compared
    "I installed tensorflow-gpu 1.14 and it works, tensorflow 2.0 did not.",  # attempts in turn
    "tensorflow 2.3 is installed",  # a release alone: not a second distribution
    "I removed tensorflow 1.15 and installed tensorflow-gpu 1.15.",  # one put in the other's place
])
def test_releases_are_not_two_distributions(words: str) -> None:
    assert "two_tf_words" not in install_said(words)


def test_pip_collecting_another_distribution_beside_a_listing() -> None:
    paste = ("[~]# pip list | grep tensorflow\nintel_tensorflow             2.10.0\n"
             "tensorflow-estimator         2.10.0\n\n[~]# pip install --upgrade some-addon\n"
             "Collecting some-addon\nCollecting tensorflow>=2.10\n"
             "  Downloading tensorflow-2.11.0-cp38-cp38-manylinux_2_17_x86_64.whl (588.3 MB)")
    cause, _, meaning, fix = _top(paste)
    assert cause == "two_tensorflow_installs"
    assert "intel-tensorflow 2.10.0" in meaning
    assert "--no-deps" in fix


def test_pip_collecting_another_distribution_beside_one_its_check_names_installed() -> None:
    paste = ("Collecting tensorflow>=2.3.0\n  Downloading tensorflow-2.4.0-cp36-cp36m-manylinux2010_x86_64.whl\n"
             "ERROR: pip's dependency resolver does not currently take into account all the packages that are "
             "installed.\ntensorflow-gpu 2.2.0 requires tensorboard<2.3.0,>=2.2.0, but you have tensorboard 2.4.0 "
             "which is incompatible.")
    cause, _, meaning, _ = _top(paste)
    assert cause == "two_tensorflow_installs"
    assert "tensorflow-gpu 2.2.0" in meaning
    older = ("ERROR: tensorflow-gpu 2.2.0 has requirement tensorboard<2.3.0,>=2.2.0, but you'll have tensorboard "
             "2.4.0 which is incompatible.\nCollecting tensorflow>=2.3")  # pip before 20.3
    assert _top(older)[0] == "two_tensorflow_installs"
    # tensorflow-intel is tensorflow's own part on Windows: named by pip's check, it is not a second one
    intel = ("Collecting tensorflow==2.13.0\ntensorflow-intel 2.13.0 requires typing-extensions<4.6.0,>=3.6.6, but "
             "you have typing-extensions 4.11.0 which is incompatible.")
    assert all(e.cause != "two_tensorflow_installs" for e in explain(intel))


def test_tensorflow_own_parts_collected_are_not_a_second_distribution() -> None:
    paste = ("tensorflow                   2.18.0\nCollecting tensorflow-intel==2.18.0 (from tensorflow)\n"
             "Collecting tensorflow-io-gcs-filesystem>=0.23.1")
    assert all(e.cause != "two_tensorflow_installs" for e in explain(paste))


@pytest.mark.parametrize("works", [
    "Yes, reverting to v1.5 worked at the time.",
    "tensorflow 1.5 is working for me, but I need 1.10",
    "I installed tensorflow 1.5 and it works",
])
def test_dll_failure_beside_a_release_built_without_avx_that_works(works: str) -> None:
    paste = f"ImportError: DLL load failed: The specified module could not be found.\n{works}"
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "1.5" in meaning
    assert "1.5" in fix


def test_dll_failure_of_a_release_needing_the_2019_runtime_is_still_the_runtime() -> None:
    paste = ("tensorflow 2.1.0\nImportError: DLL load failed: The specified module could not be found.\n"
             "tensorflow 1.5 works")
    assert _top(paste)[0] == "msvc_runtime_missing"


@pytest.mark.parametrize("paste", [
    ("Lack of AVX in Docker image leading to Tensorflow crash?\nAt this point I'm almost positive lack of AVX on my "
     "machine is the issue."),
    "Photoprism refusing to start because my CPU doesn't support avx2.",
    "the only reason is that my cpu does not support AVX",
    ("ERROR: This container was built for CPUs supporting at least the AVX instruction set, but\n       the CPU "
     "detected was Intel(R) Xeon(R) CPU           X5550  @ 2.67GHz, which does not report\n       support for AVX."),
])
def test_lack_of_avx_given_as_the_cause(paste: str) -> None:
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "AVX" in fix


def test_lack_of_avx_asked_about_is_not_the_cause_given() -> None:
    assert all(e.cause != "cpu_no_avx" for e in explain("Is the lack of AVX the issue here?"))


def test_illegal_instruction_on_a_cpu_with_avx_but_not_avx2_is_uncertain() -> None:
    paste = ("Illegal instruction (core dumped)\nI've checked whether my CPU supports it, and it seems it doesn't, "
             "only avx, could that be it?")
    cause, _, meaning, _ = _top(paste)
    assert cause == "cpu_no_avx"
    assert meaning.startswith("uncertain")
    assert "AVX2" in meaning


@pytest.mark.parametrize("words", [
    "I found both tensorflow and tensorflow-gpu in the environment.",
    "tensorflow and tensorflow-gpu are both installed",
    "I have downloaded two versions of TF before, one is CPU-Version and one is GPU-Version.",
])
def test_bare_name_paired_and_counted_anywhere(words: str) -> None:
    assert install_said(words) == {"two_tf_words"}


@pytest.mark.parametrize("words", [
    "What is the difference between tensorflow and tensorflow-gpu?",
    "Keras works with tensorflow and tensorflow-gpu.",
    "Which is better, tensorflow or tensorflow-gpu?",
    "The release note says that both tensorflow and tensorflow-cpu will install the same package.",
])
def test_bare_name_in_questions_and_statements_is_not_two(words: str) -> None:
    assert "two_tf_words" not in install_said(words)


def test_pip_collecting_beside_a_distribution_said_installed() -> None:
    paste = ("I have tensorflow-gpu 2.0.0 successfully installed (CUDA 10.0 with cuDNN).\n"
             "Collecting tensorflow==2.0.0\n  Downloading https://files.pythonhosted.org/packages/54/5f/x/"
             "tensorflow-2.0.0-cp37-cp37m-win_amd64.whl (48.1MB)")
    cause, _, _, fix = _top(paste)
    assert cause == "two_tensorflow_installs"
    assert "tensorflow-gpu" in fix


@pytest.mark.parametrize("paste", [
    "Not able to import tensorflow\nAfter installation of Visual C++ x86, I could import tensorflow.",
    ("ImportError: DLL load failed: The specified module could not be found.\nI installed C++ 2019 and fixed this "
     "problem"),
    "Failed to load the native TensorFlow runtime.\nIt was solved by installing both x64 and x86 of Visual C++.",
])
def test_the_runtime_install_said_to_fix_the_import(paste: str) -> None:
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("msvc_runtime_missing", "error")
    assert "Visual C++" in fix


def test_a_python_reinstall_is_not_the_runtime() -> None:
    paste = "Import fail in Tensorflow\nThanks for your help, reinstalling x64 solved the error"
    assert _top(paste)[0] != "msvc_runtime_missing"


@pytest.mark.parametrize("paste", [
    "I have been trying to install tensorflow on SLES 11 Linux, I was getting GLIBC_2.14 not found an exception",
    "import tensorflow fails on CentOS 6: GLIBC 2.17 not found",
])
def test_glibc_said_not_found(paste: str) -> None:
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("tf_import_failed", "error")
    assert "glibc" in meaning
    assert "glibc" in fix


def test_glibc_said_without_tensorflow_gives_no_verdict() -> None:
    assert explain("node app: GLIBC_2.28 not found") == ()


@pytest.mark.parametrize("paste", [
    "tensorflow preventing container to run without AVX\nThe CPU on this NAS is a Celeron J1800.",
    "Images fail under no AVX",
    "doesn't run on older CPUs that don't support AVX",
])
def test_failure_said_to_come_from_running_without_avx(paste: str) -> None:
    assert _top(paste)[:2] == ("cpu_no_avx", "error")


def test_running_without_avx_asked_is_not_the_cause() -> None:
    assert all(e.cause != "cpu_no_avx" for e in explain("Does it fail without AVX?"))


@pytest.mark.parametrize("status", ["Exited with code 132", "docker ps: Exited (132) 2 minutes ago",
                                    "Main process exited, code=killed, status=132/n/a"])
def test_exit_status_132_is_sigill_the_cpu_lacking_an_instruction(status: str) -> None:
    (found, *_) = explain(f"import tensorflow as tf\n{status}")
    assert found.cause == "cpu_no_avx"
    assert not explain("Exited with code 1320")  # another status
