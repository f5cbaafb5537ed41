"""Installing TensorFlow, as users report it: pip, conda and Poetry output and the words around it."""

from __future__ import annotations

import pytest
from explained import top as _top

from envcheck.compat import python_before_first, python_new_in
from envcheck.explain import explain
from envcheck.tables import load_tables

NO_VERSION = ("ERROR: Could not find a version that satisfies the requirement {req} (from versions: {versions})\n"
              "ERROR: No matching distribution found for {req}")


def test_the_line_before_the_first_with_wheels_for_a_python_gives_its_newest_python() -> None:
    tables = load_tables()
    found = python_before_first(tables, "3.9")
    assert found is not None
    first, older = found
    assert first.line == "2.5"
    assert older == "3.8"
    assert python_before_first(tables, "2.7") is None  # the oldest line in the tables already has it
    assert python_before_first(tables, "2.6") is None  # no line has it


def test_a_line_names_the_one_python_it_was_the_first_with_wheels_for() -> None:
    tables = load_tables()
    assert [python_new_in(tables, line) for line in ("1.13", "2.5", "2.12")] == ["3.7", "3.9", "3.11"]
    assert python_new_in(tables, "1.0") is None  # the oldest line: every Python it has starts there
    assert python_new_in(tables, "2.13") is None  # no Python's first


@pytest.mark.parametrize(("wanted", "versions", "python", "use"), [
    ("1.2", "1.13.0rc1, 1.13.0rc2, 1.13.1, 1.14.0, 2.0.0b1", "3.7", "3.6"),
    ("2.3.0", "2.5.0rc0, 2.5.0rc1, 2.5.0", "3.9", "3.8"),
    ("2.10.0", "2.16.0rc0, 2.16.1, 2.17.0", "3.12", "3.10"),
])
def test_the_list_pip_shows_names_the_python_it_lists_for(wanted: str, versions: str, python: str, use: str) -> None:
    first = ".".join(versions.split(".")[:2])
    """pip lists the releases with a wheel for this Python, oldest first: the first Python wheel of that line."""
    cause, _, _, fix = _top(NO_VERSION.format(req=f"tensorflow=={wanted}", versions=versions))
    assert cause == "python_unsupported"
    assert f"this one is likely {python}" in fix
    assert f"use Python {use} " in fix
    assert f"for Python {python}: TensorFlow {first}-" in fix


@pytest.mark.parametrize(("req", "versions"), [("tensorflow==2.3.0", "2.13.0rc0, 2.13.0, 2.14.0"),
                                              ("tensorflow-macos==2.3.0", "2.5.0, 2.6.0")])
def test_a_list_that_starts_at_no_pythons_first_line_names_no_python(req: str, versions: str) -> None:
    """macOS arm64 lists `tensorflow` from 2.13 for every Python; tensorflow-macos began at 2.5 for each."""
    _, _, _, fix = _top(NO_VERSION.format(req=req, versions=versions))
    assert "likely" not in fix


def test_a_windows_pin_of_a_real_tensorflow_gpu_release_is_the_python_not_the_removal() -> None:
    """tensorflow-gpu==1.1.0 on Windows: its wheels were for Python 3.5 only (not the 2.12+ placeholder)."""
    cause, _, _, fix = _top("Windows 10, Python 3.6.1\n"
                            + NO_VERSION.format(req="tensorflow-gpu==1.1.0", versions="1.2.0rc0, 1.2.0"))
    assert cause == "python_unsupported"
    assert fix.startswith("TensorFlow 1.1 has wheels on Windows for Python 3.5: use Python 3.5 ")
    assert "for Python 3.6: TensorFlow 1.2-" in fix


def test_a_pair_only_windows_lacks_is_uncertain_without_the_os() -> None:
    said = "pip install tensorflow-gpu==1.1.0 fails because this version simply does not exist for python 3.6"
    cause, level, meaning, fix = _top(said)
    assert (cause, level) == ("python_unsupported", "warning")
    assert "uncertain" in meaning
    assert "the OS decides" in meaning
    assert fix.startswith("on Windows: use Python 3.5 for TensorFlow 1.1")
    assert _top(f"On Windows 10: {said}")[:2] == ("python_unsupported", "error")
    assert _top(f"On Ubuntu 16.04: {said}")[0] == "harmless"  # its Linux wheels include 3.6


def test_no_wheel_of_a_python_the_release_has_names_windows_when_the_os_is_not_said() -> None:
    _, _, meaning, fix = _top("Python 3.6\n" + NO_VERSION.format(req="tensorflow-gpu==1.1.0", versions="1.2.0"))
    assert "or Windows, where TensorFlow 1.1's wheels were for Python 3.5 only" in meaning
    assert fix.endswith("pip install tensorflow-gpu==1.1.0")


@pytest.mark.parametrize("paste", [
    "Windows 10, python 2.7, I cannot install tensorflow",
    "C:\\Python27\\Scripts>pip install tensorflow\n" + NO_VERSION.format(req="tensorflow", versions=""),
])
def test_python_2_7_never_had_windows_wheels(paste: str) -> None:
    """python.org's Windows folder names the Python (C:\\Python27); no TensorFlow had a Windows wheel for 2.7."""
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("python_unsupported", "error")
    assert "Windows wheels for Python 2.7" in meaning + fix


@pytest.mark.parametrize(("python", "older"), [("3.9", "3.8"), ("3.7", "3.6")])
def test_no_wheel_at_all_for_a_python_names_what_an_older_paste_needed(python: str, older: str) -> None:
    """`(from versions: )` (old pips) or no list: a paste older than the Python's first release needed the older one."""
    for paste in (f"Python version: {python}\n" + NO_VERSION.format(req="tensorflow", versions=""),
                  f"Python version: {python}\nERROR: No matching distribution found for tensorflow"):
        cause, _, _, fix = _top(paste)
        assert cause == "python_unsupported"
        assert f"Python {older} environment" in fix


@pytest.mark.parametrize(("words", "span", "older"), [
    ("tensorflow couldn't be installed in python 3.7", "1.13 to 2.11", "Python 3.6 for a release before 1.13"),
    ("tensorflow can't be installed on python 3.8", "2.2 to 2.13", "Python 3.7 for a release before 2.2"),
])
def test_an_install_said_to_fail_with_no_release_names_both_ways_out(words: str, span: str, older: str) -> None:
    """The releases with wheels for that Python, and the Python a project pinned to an older release needs."""
    cause, level, meaning, fix = _top(words)
    assert (cause, level, meaning.startswith("uncertain")) == ("python_unsupported", "warning", True)
    assert f"pin a TensorFlow from {span}" in fix
    assert older in fix


@pytest.mark.parametrize(("words", "python"), [
    ("Tensorflow 1.15.x doesn't support python 3.8", "3.7"),
    ("It seems that tensorflow 1.15.2 binaries are not available for Python 3.8 at this time.", "3.7"),
    ("TensorFlow 1.x not supported on Python 3.8", "3.7"),
    ("Cannot use Tensorflow1 versions anymore after upgrading to Python 3.8", "3.7"),
    ("Tensorflow 1.12 is only available for python <=3.6 on conda. Is there a way to use python 3.7 ?", "3.6"),
    (("The installation doesn't work for python versions after 3.8. This is due to the dependency on "
      "`tensorflow-gpu<2`"), "3.7"),
])
def test_a_release_said_not_to_fit_a_python_is_decided_by_the_tables(words: str, python: str) -> None:
    cause, level, meaning, fix = _top(words)
    assert (cause, level) == ("python_unsupported", "error")
    assert "tables agree" in meaning
    assert f"a venv with python{python}" in fix


def test_words_the_tables_contradict_are_no_verdict() -> None:
    """TensorFlow 2.10 has Python 3.8 wheels: what stopped it is something else, not said as the Python."""
    found = explain("tensorflow 2.10 does not work on python 3.8 with my GPU")
    assert not any(e.cause == "python_unsupported" for e in found)
    assert not any(e.level in ("error", "warning") for e in found)


def test_a_release_said_to_lack_apple_silicon_wheels_is_decided_by_the_tables() -> None:
    cause, level, _, fix = _top("Tensorflow version 2.12.1 and lower do not have wheels for MacOS with ARM64 "
                                "architectures")
    assert (cause, level) == ("python_unsupported", "error")
    assert "tensorflow>=2.13" in fix
    assert "tensorflow-macos" in fix


def test_poetry_without_installation_candidates_reads_pyprojects_python() -> None:
    paste = ('python = "~3.9"\ntensorflow = "*"\n\n'
             "  Unable to find installation candidates for tensorflow (2.0.2)")
    cause, _, _, fix = _top(paste)
    assert cause == "python_unsupported"
    assert "2.7, 3.5, 3.6 or 3.7" in fix  # TensorFlow 2.0's Pythons, from the tables
    assert "for Python 3.9" in fix


def test_an_unsupported_wheel_without_its_name_is_still_the_python() -> None:
    paste = ("on pip install get the 'not a supported wheel on this platform' message.\n"
             "pip 8.1.0 from /usr/local/lib/python3.5/site-packages (python 3.5)")
    cause, level, meaning, _ = _top(paste)
    assert (cause, level) == ("python_unsupported", "error")
    assert "3.5" in meaning


def test_a_cut_wheel_name_is_read_from_the_pip_command() -> None:
    paste = ("'sudo pip3 install tensorflow-1.1.0-cp34-cp34m-linux_armv7l.whl'\n\n"
             "I get this message 'tensorflow-1.1.0... is not a supported wheel on this platform.'")
    cause, _, meaning, _ = _top(paste)
    assert cause == "python_unsupported"
    assert "linux_armv7l" in meaning


def test_another_projects_unsupported_wheel_is_not_said_as_tensorflows() -> None:
    found = explain("ERROR: numpy-1.18.5-cp38-cp38-macosx_11_0_x86_64.whl is not a supported wheel on this platform.")
    assert all(e.level != "error" for e in found)
    assert all("uncertain" in e.meaning for e in found if e.cause == "python_unsupported")


def test_a_macos_11_wheel_pip_rejects_names_the_pip_floor() -> None:
    cause, _, meaning, fix = _top("ERROR: tensorflow_macos-0.1a3-cp38-cp38-macosx_11_0_arm64.whl is not a supported "
                                  "wheel on this platform.")
    assert cause == "python_unsupported"
    assert "older than 20.3" in meaning  # TensorFlow's pip page: pip 20.3 for macOS
    assert "upgrade pip" in fix


def test_tensorflows_own_missing_wheel_leads_another_projects() -> None:
    paste = (NO_VERSION.format(req="tensorflow-addons==0.8.1", versions="none") + "\n"
             + NO_VERSION.format(req="tensorflow==1.9.0", versions="none") + "\n\nPython 3.7.3 (venv,default)")
    cause, level, _, fix = _top(paste)
    assert (cause, level) == ("python_unsupported", "error")
    assert "TensorFlow 1.9 has wheels for Python 2.7, 3.3, 3.4, 3.5 or 3.6" in fix


def test_conda_45s_conflict_chain_names_the_python_of_an_older_paste() -> None:
    paste = ("$ conda create -n test python=3.7 tensorflow\nSolving environment: failed\n\n"
             "UnsatisfiableError: The following specifications were found to be in conflict:\n"
             "  - python=3.7\n  - tensorflow -> protobuf==3.0.0b2 -> python=2.7 -> readline=6.2\n")
    cause, _, meaning, fix = _top(paste)
    assert cause == "python_unsupported"
    assert "needs Python 2.7" in meaning
    assert "Python 3.6 environment" in fix


def test_the_gpu_asked_for_against_the_cpu_on_windows_after_2_10_is_native_windows() -> None:
    paste = ("### TensorFlow version\n\ntf 2.13.0\n\n### OS platform and distribution\n\nWindows 10 Pro 22H2\n\n"
             "### Current behavior?\n\nUse Tensorflow With Gpu and not cpu...")
    cause, _, _, fix = _top(paste)
    assert cause == "windows_native_gpu_unsupported"
    assert "WSL2" in fix


@pytest.mark.parametrize(("paste", "level"), [
    ("I have two tensorflow versions installed (using `pip show tensorflow` and `pip show tensorflow-gpu`).",
     "warning"),  # no release: from 2.1 both are the same GPU build, so uncertain that it matters
    ("TensorFlow version: 1.14.0\nboth tensorflow and tensorflow-gpu are installed", "error"),
    ("the GPU is gone: I found the package tensorflow installed in addition to tensorflow-gpu", "warning"),
    ("TensorFlow 1.12: tensorflow-gpu was installed alongside `tensorflow` by a dependency", "error"),
    (("after `pip install tensorflow` over the image's tensorflow-gpu there are two identical tensorflows in the "
     "environment"), "warning"),  # the installs counted as "tensorflows"
])
def test_two_tensorflow_distributions_said_installed(paste: str, level: str) -> None:
    cause, found_level, meaning, fix = _top(paste)
    assert (cause, found_level) == ("two_tensorflow_installs", level)
    assert ("uncertain" in meaning) == (level == "warning")
    assert "uninstall -y tensorflow tensorflow-gpu" in fix


def test_other_packages_said_installed_together_are_not_two_tensorflows() -> None:
    found = explain("both tensorflow and pytorch are installed, and two python versions are installed")
    assert not any(e.cause == "two_tensorflow_installs" for e in found)
    found = explain("tensorflow installed in addition to numpy; tensorflow-gpu was installed alongside tensorflow-gpu")
    assert not any(e.cause == "two_tensorflow_installs" for e in found)
    found = explain("I keep two tensorflows installed in separate conda envs, one per project")
    assert not any(e.cause == "two_tensorflow_installs" for e in found)


def test_two_tensorflow_distributions_only_asked_about_are_not_said_installed() -> None:
    found = explain("Do I need tensorflow installed as well as tensorflow-gpu? The GPU is not used.")
    assert not any(e.cause == "two_tensorflow_installs" for e in found)


def test_keras_failing_to_load_tf_utils_said_in_words_is_keras_against_tensorflow() -> None:
    cause, _, _, _ = _top("When running precise train, it complained it could not load tf_utils.")
    assert cause == "keras_version_skew"


# said, or not: every Keras 2 release has it (compat_tables/keras_api.json), no Keras 3 does
@pytest.mark.parametrize(("said", "cause"), [("Incompatibility with Keras 3\n", "keras3_legacy_code"),
                                             ("", "keras3_legacy_code")])
def test_a_keras_name_missing_under_keras_3_said_is_keras_2_code(said: str, cause: str) -> None:
    paste = (f"{said}    from keras.preprocessing.image import ImageDataGenerator\n"
             "ImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image'")
    assert _top(paste)[0] == cause


@pytest.mark.parametrize("paste", [
    ("due to the install_requires of setup.py it installs the cpu version of tensorflow even when tensorflow-gpu is "
    "already present."),
    "当运行train.py后发现GPU根本没使用。\n已装了tensorflow-gpu==1.2.1、tensorflow==1.14.0、keras==2.1.2、CUDA8",
])
def test_the_cpu_package_said_beside_tensorflow_gpu_is_two_installs(paste: str) -> None:
    """A dependency pulling `tensorflow` in beside tensorflow-gpu, or both pinned to different releases in one line."""
    assert explain(paste)[0].cause == "two_tensorflow_installs"


def test_the_same_release_of_both_in_one_line_is_not_read_as_two() -> None:
    assert not any(e.cause == "two_tensorflow_installs"
                   for e in explain("I tried tensorflow==2.4.0 and tensorflow-gpu==2.4.0, both fail the same way"))


@pytest.mark.parametrize("paste", [
    ("ModuleNotFoundError: No module named 'keras' and 'tensorflow'\nI can install it with jupyter notebook, but I "
    "can't import it"),
    "ModuleNotFoundError: No module named 'keras'\nModuleNotFoundError: No module named 'tensorflow'",
])
def test_keras_missing_with_tensorflow_missing_too_is_the_interpreter(paste: str) -> None:
    """Neither package is there: the interpreter is not the environment they were installed into, not a Keras skew."""
    assert explain(paste)[0].cause == "wrong_interpreter"


def test_a_keras_2_version_shown_outweighs_keras_3_said() -> None:
    """Keras 3 said as what the user left: the keras 2.15.0 shown is the one installed."""
    paste = ("I moved from Keras 3 back to tf.keras (TF 2.15, keras 2.15.0) and now:\n"
             "ImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image'")
    assert _top(paste)[0] == "keras_version_skew"


def test_a_release_and_a_python_beside_other_negations_are_not_said_unsupported() -> None:
    """'does not decrease' is about the training, not a release that does not install on a Python."""
    paste = ("Running my model on a GTX 1080 with Python 3.11. The training loss does not decrease after 10 epochs, "
             "accuracy stays at 0.5. Any ideas? Using tensorflow 2.15.")
    assert not any("does not install" in e.meaning or e.cause == "python_unsupported" for e in explain(paste))


def test_two_tensorflows_in_separate_environments_are_not_two_installs() -> None:
    paste = ("I have two tensorflow versions installed, in two different conda environments (tf1 and tf2).\n"
             "In the tf2 env, model.save('m.keras') gives a ValueError.")
    assert not any(e.cause == "two_tensorflow_installs" for e in explain(paste))


def test_two_installs_pulled_in_by_requirements_say_where_to_stop_it() -> None:
    """A TensorFlow 1.x package's install_requires naming `tensorflow` (CPU-only then): name tensorflow-gpu there."""
    fix = explain("tensorflow 1.12: due to the install_requires of setup.py it installs the cpu version of tensorflow "
                  "even when tensorflow-gpu is already present.")[0].fix
    assert "change `tensorflow` to `tensorflow-gpu`" in fix
    assert "--no-deps" in fix


def test_a_release_said_to_use_only_some_gpus_is_not_said_unsupported() -> None:
    """'only uses one of my GPUs' is no release that has wheels only for some Pythons."""
    assert not any("does not install" in e.meaning
                   for e in explain("TensorFlow 2.15 only uses one of my two GPUs. Python 3.11."))


def test_a_python_left_behind_in_the_same_sentence_is_uncertain() -> None:
    """Python 3.8 refused, Python 3.11 named too (it fits 2.15): which one runs is not decided."""
    found = explain("Python 3.8 is not supported anymore by tensorflow 2.15, so I upgraded to Python 3.11")
    assert all(e.level != "error" for e in found if e.cause == "python_unsupported")


def test_keras_3_said_as_left_behind_is_not_keras_3_in_use() -> None:
    found = explain("We moved away from Keras 3 to tf_keras.\nImportError: cannot import name 'Layer' from 'keras'")
    assert not any(e.cause == "keras3_legacy_code" for e in found)


def test_an_install_said_to_fail_on_a_python_newer_than_every_release_is_that_python() -> None:
    """No release in the tables has wheels for Python 3.14 (2.21: 3.10-3.13): the words of a failure decide it."""
    cause, level, meaning, fix = _top("TensorFlow cannot be installed on Python 3.14.3.\n"
                                      "Python 3.14.3 (main, Apr 2026) [MSC v.1940 64 bit (AMD64)]")
    assert (cause, level) == ("python_unsupported", "error")
    assert "no TensorFlow release has wheels for Python 3.14" in meaning
    assert "use Python 3.13" in fix
    # another package that cannot be installed on it is not TensorFlow's to explain
    assert not [e for e in explain("torch cannot be installed on Python 3.14.3.\nPython 3.14.3 (main, Apr 2026)")
                if e.cause == "python_unsupported"]


def test_pip_refusing_a_requires_python_names_the_range_and_the_releases_for_this_python() -> None:
    """pip's own check: "Package 'tensorflow' requires a different Python: 3.12.1 not in '<3.12,>=3.9'"."""
    cause, level, meaning, fix = _top("ERROR: Package 'tensorflow' requires a different Python: 3.12.1 not in "
                                      "'<3.12,>=3.9'")
    assert (cause, level) == ("python_unsupported", "error")
    assert "this is Python 3.12" in meaning
    assert "TensorFlow 2.16-" in fix  # the first release with Python 3.12 wheels


def test_poetry_refusing_the_projects_python_range_narrows_it() -> None:
    """Poetry resolves for every Python the project declares: the range is narrowed to what TensorFlow requires."""
    cause, level, meaning, fix = _top(
        "The current project's supported Python range (>=3.10,<4.0) is not compatible with some of the required "
        "packages Python requirement:\n  - tensorflow requires Python >=3.9, <3.12, so it will not be satisfied for "
        "Python >=3.12,<4.0")
    assert (cause, level) == ("python_unsupported", "error")
    assert "(>=3.10,<4.0)" in meaning
    assert 'python = ">=3.10,<3.12"' in fix


@pytest.mark.parametrize("words", ["Can i install tensorflow for python x86 with pip?",
                                   "Python 3.7.3 [MSC v.1916 32 bit (Intel)] on win32\n> pip install tensorflow"])
def test_installing_tensorflow_on_a_32_bit_python_is_that_python(words: str) -> None:
    """python.org's Windows installers call the 32-bit Python x86 (the 64-bit one x86-64)."""
    cause, level, _, fix = _top(words)
    assert (cause, level) == ("python_unsupported", "error")
    assert "64-bit" in fix
    assert not [e for e in explain("I installed tensorflow on Python x86-64 and it runs.") if e.cause ==
                "python_unsupported"]


@pytest.mark.parametrize("paste", [
    ("Python 3.8.10 (tags/v3.8.10:3d8993a, May  3 2021, 11:48:03) [MSC v.1928 64 bit (AMD64)] on win32\nHow do I "
     "install tensorflow? I downloaded the x86 python installer first but then switched to x86-64."),
    ("I'm using 64-bit Python 3.7 (not a 32-bit python). pip install tensorflow fails:\n" + NO_VERSION.format(
        req="tensorflow", versions="none"))])
def test_a_64_bit_python_named_beside_a_32_bit_one_does_not_decide_32_bits(paste: str) -> None:
    """A 64-bit banner or words beside the 32-bit words: which Python pip belongs to is not shown."""
    assert not [e for e in explain(paste) if e.level == "error" and "Python is 32-bit" in e.meaning], paste


def test_a_pip_list_of_another_python_than_the_one_named_is_that_pythons_pip() -> None:
    """Python 3.6 named, pip listing from 1.13 (Python 3.7's first): `pip3` belongs to another Python."""
    paste = "I use Python 3.6.\nWith pip3 I get:\n" + NO_VERSION.format(req="tensorflow==1.7",
                                                                       versions="1.13.0rc1, 1.13.1, 2.0.0a0")
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "belongs to a Python 3.7" in meaning
    assert "`python3.6 -m pip install tensorflow==1.7`" in fix
    # the release has no wheel for the Python named either: that is the Python, not the pip
    assert _top(paste.replace("==1.7", "==1.2").replace("3.6", "3.8"))[0] == "python_unsupported"


def test_a_pip_list_of_a_python_the_paste_names_too_is_not_another_pythons_pip() -> None:
    """Python 3.6 named as a README's, Python 3.8 as the one in use: pip's list of 3.8 is that Python's own."""
    paste = ("Python 3.6.9 is what the project README says to use. I'm on Python 3.8.\npip install tensorflow==1.15\n"
             + NO_VERSION.format(req="tensorflow==1.15", versions="2.2.0rc1, 2.2.0, 2.3.0"))
    assert _top(paste)[0] != "wrong_interpreter"


def test_a_pip_list_with_two_other_pythons_named_does_not_pick_the_first() -> None:
    """Python 3.5 and 3.6 named, pip listing from 1.13 (3.7's first): pip is neither's; which is meant is not shown."""
    paste = ("The server has Python 3.5 and my laptop Python 3.6.\nWith pip3 I get:\n"
             + NO_VERSION.format(req="tensorflow==1.7", versions="1.13.0rc1, 1.13.1, 2.0.0a0"))
    cause, level, meaning, fix = _top(paste)
    assert (cause, level) == ("wrong_interpreter", "error")
    assert "not to the Python 3.5 or 3.6 the paste names" in meaning
    assert "`python3.5 -m pip install tensorflow==1.7` or `python3.6 -m pip install tensorflow==1.7`" in fix
    # only one of them has wheels of the release (1.2: 3.5 and 3.6, not 3.8): that one's pip
    fix = _top(paste.replace("3.5", "3.8").replace("==1.7", "==1.2"))[3]
    assert "python3.6 -m pip" in fix
    assert "python3.8" not in fix
