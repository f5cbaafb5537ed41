"""A Python without TensorFlow wheels: the fix names every Python the release (or conda's channel) has, and the
look-alikes (a misnamed wheel, pip finding nothing to uninstall, advice to swap packages) give no such verdict.

The pastes are real (issue threads, 2016-2024), trimmed to the lines that matter.
"""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize(("paste", "values"), [
    # thuraaungjune/myTokenize#4: the release and the Python said not to go together
    ("TensorFlow 2.15 **cannot be installed** with Python 3.8.\nIt requires Python 3.9 and above.",
     ("3.9", "3.10", "3.11", "TensorFlow 2.2-2.13")),
    # ytopt-team/ytopt#10: the release not on PyPI, the Python in words ("python38"), the refusal "not provided"
    (("Requirement 'tensorflow==1.14.0' from setup.py is not found in PyPi.\nI assume its because my Ubuntu "
      "installation uses python38, and old TensorFlow version are not provided for newer versions of python."),
     ("3.6", "3.7")),
])
def test_the_fix_names_every_python_the_release_has_wheels_for(paste: str, values: tuple[str, ...]) -> None:
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert all(value in top.fix for value in values)


@pytest.mark.parametrize(("chain", "python", "create"), [
    # mx54039q/fnm#28 (conda 4.8's listing: a range per Python)
    ("tensorflow==1.8.0 -> python[version='>=3.5,<3.6.0a0|>=3.6,<3.7.0a0']", "2.7.14", "python=3.6"),
    # jeffheaton/t81_558_deep_learning#84 (a version per Python)
    ("tensorflow -> python[version='2.7.*|3.7.*|3.6.*|3.5.*']", "3.8", "python=3.7"),
])
def test_conda_s_listing_of_the_pythons_tensorflow_needs_names_the_environment_to_create(
        chain: str, python: str, create: str) -> None:
    paste = ("UnsatisfiableError: The following specifications were found\nto be incompatible with the existing "
             f"python installation in your environment:\n\nSpecifications:\n\n  - {chain}\n\nYour python: "
             f"python={python}\n")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert f"create the environment with {create}" in top.fix


def test_a_python_said_refused_without_a_release_names_it_and_64_bit() -> None:
    # tensorflow/tensorflow#10786: a 32-bit Python on 64-bit Windows, the release not given
    top = explain("I cannot install tensorflow on python 3.6.1, pip says no matching distribution")[0]
    assert top.cause == "python_unsupported"
    assert "for Python 3.6" in top.fix
    assert "64-bit" in top.fix


def test_a_module_not_found_under_a_python_is_not_a_release_off_pypi() -> None:
    assert all(e.cause != "python_unsupported" for e in explain("tensorflow module not found in python 3.8"))


@pytest.mark.parametrize(("wheel", "tag"), [
    ("tensorflow-2.3.0-cp38-cp38m-linux_aarch64.whl", "cp38m"),  # PINTO0309/Tensorflow-bin#28
    ("tensorflow-0.8.0-cp27-none-linux_86_64.whl", "linux_86_64"),  # tensorflow/tensorflow#4299
])
def test_a_wheel_named_with_a_tag_no_python_has_is_said_misnamed_not_this_python(wheel: str, tag: str) -> None:
    paste = f"Error message:  {wheel} is not a supported wheel on this platform."
    for found in explain(paste):
        assert found.level not in ("error", "warning") or "uncertain" in found.meaning
    assert tag in explain(paste)[0].meaning


def test_a_wheel_with_real_tags_is_still_read_against_the_python() -> None:
    top = explain("tensorflow-1.9.0-cp36-cp36m-win_amd64.whl is not a supported wheel on this platform.")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "64-bit" in top.fix


def test_pip_finding_nothing_to_uninstall_is_no_failure() -> None:
    # tensorflow/tensorflow#8785 (pip 8)
    paste = "C:\\WINDOWS\\system32>pip uninstall tensorflow\nCannot uninstall requirement tensorflow, not installed"
    assert all(e.level not in ("error", "warning") for e in explain(paste))


def test_advice_to_swap_tensorflow_gpu_for_tensorflow_is_no_replacement() -> None:
    # rgmyr/corebreakout#14: an install note, nothing replaced
    paste = ("**Note:** If you want to try a CPU-only installation, then replace `tensorflow-gpu` with `tensorflow`. "
             "You may also lower the version number if you are on a machine with `CUDA<10.0`.")
    assert all(e.cause != "tf1_cpu_package" for e in explain(paste))
    assert explain("it is uninstalling my tensorflow-gpu and installing tensorflow")[0].cause == "tf1_cpu_package"


def test_tensorflow_working_everywhere_but_an_editor_s_notebook_is_its_kernel() -> None:
    # microsoft/vscode-jupyter#4699
    paste = ('When running "import tensorflow as tf" in python everything works as usual in cmd, vscode .py-files, '
             "native web-based jupyter notebook but NOT in vscode jupyter notebook.")
    top = explain(paste)[0]
    assert top.cause == "wrong_interpreter"
    assert "kernel" in top.fix


def test_pip_s_list_says_which_of_the_pythons_named_runs() -> None:
    # radiantearth/ml4eo-bootcamp-2021#28: two Pythons named; the list starts at 2.5, the first with 3.9 wheels
    paste = ("Relaxes the versions to fix installing these in Python 3.8 and 3.9.\nwhen using Python 3.9 I still get "
             "an error:\nERROR: Could not find a version that satisfies the requirement tensorflow==2.4.1 (from "
             "versions: 2.5.0rc0, 2.5.0rc1, 2.5.0)\nERROR: No matching distribution found for tensorflow==2.4.1")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert "3.8" in top.fix
    assert "2.5" in top.fix


def test_a_rejected_wheel_named_below_a_title_gives_its_python() -> None:
    # lakshayg/tensorflow-build-archived#19: the message first as a title, then with the file's name
    paste = ("Not a supported wheel on this platform (macOS High Sierra)\npython27\n"
             "`tensorflow-1.8.0-cp36-cp36m-macosx_10_7_x86_64.whl is not a supported wheel on this platform.`")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert "3.6" in top.fix


def test_a_mac_python_reporting_10_16_is_named_among_the_reasons_pip_sees_no_wheel() -> None:
    # tensorflow/tensorflow#50108 (macOS 12, a conda Python)
    paste = ('On 27" Intel iMac running OS X 12.4, Python 3.8\n % pip install tensorflow\n'
             "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)\n"
             "ERROR: No matching distribution found for tensorflow")
    top = explain(paste)[0]
    assert top.cause == "python_unsupported"
    assert "SYSTEM_VERSION_COMPAT=0" in top.fix
    linux = paste.replace('On 27" Intel iMac running OS X 12.4, ', "On Ubuntu 20.04, ")
    assert "SYSTEM_VERSION_COMPAT" not in explain(linux)[0].fix
