"""Forms met in the open half of the forty-fourth blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


def test_a_tensorflow_range_before_arm64_wheels_on_an_apple_silicon_mac_has_no_wheel() -> None:
    paste = ("MacBook M3 support, DeepCell cannot be installed due to tensorflow version\n"
             "The conflict is caused by:\n    deepcell 0.12.9 depends on tensorflow~=2.8.0\n"
             "    deepcell 0.12.8 depends on tensorflow~=2.8.0\n - Apple M3 Pro\n - OS: macOS Sonoma")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "arm64 wheels from 2.13" in top.meaning
    assert "tensorflow-macos==2.8" in top.fix


def test_the_same_range_on_linux_stays_the_package_s_requirement() -> None:
    paste = ("The conflict is caused by:\n    deepcell 0.12.9 depends on tensorflow~=2.8.0\n"
             "    deepcell 0.12.8 depends on tensorflow~=2.8.0\n - OS: Ubuntu 22.04")
    assert explain(paste)[0].cause == "dependency_conflict"


def test_pip_s_note_of_releases_skipped_for_their_python_alone_names_a_python_they_take() -> None:
    paste = ("issue with python 3.11: i can't pip install deepcell anymore.\n"
             "ERROR: Ignored the following versions that require a different python version: 0.10.0 Requires-Python "
             ">=3.6, <3.10; 0.11.0 Requires-Python >=3.6, <3.10")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("python_unsupported", "error"), top
    assert "use Python 3.9" in top.fix


def test_pip_s_note_before_its_error_leaves_the_error_to_decide() -> None:
    paste = ("python 3.12\nERROR: Ignored the following versions that require a different python version: 1.21.2 "
             "Requires-Python >=3.7,<3.11\nERROR: Could not find a version that satisfies the requirement "
             "tensorflow==2.12.0 (from versions: 2.16.1)\nERROR: No matching distribution found for tensorflow==2.12.0")
    found = explain(paste)
    assert found[0].cause == "python_unsupported", found[0]
    assert "TensorFlow 2.12" in found[0].fix
    assert not [e for e in found if e.meaning.startswith("pip skipped releases")]


def test_the_loader_s_glibc_line_cut_inside_the_path_is_still_read() -> None:
    paste = ('  File "/envs/p/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28\n'
             "ImportError: /usr/lib64/libc.so.6: version `GLIBC_2.16' not found (required by /pub5/x/Conda/envs/p/lib/"
             "python3.5/site-packag")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "error"), top
    assert "glibc 2.16" in top.meaning
    assert "conda install tensorflow" in top.fix


def test_the_python_said_as_the_version_now_is_the_one_pip_runs() -> None:
    paste = ("The python version is now 3.11, and i can't pip install deepcell anymore.\n"
             "ERROR: Ignored the following versions that require a different python version: 0.10.0 Requires-Python "
             ">=3.6, <3.10")
    assert "excludes Python 3.11" in explain(paste)[0].meaning


def test_a_cpu_said_to_lack_avx_beside_a_program_said_to_fail_is_the_cause() -> None:
    paste = ("WARNING: NON SUPPORTED CPU DETECTED\nWARNING: Your cpu doesn't support avx2, the analyzer service will "
             "likely won't work\nWARNING: Trying to install tensorflow instead of tflite_runtime")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error"), top
    assert "AVX" in top.fix


@pytest.mark.parametrize("paste", [
    "my cpu does not support AVX, is that a problem for tensorflow?",
    ("Also my CPU doesnt support AVX technology (only SSE, and thats why i use tensorflow 1.11 instead 1.13); the "
     "import of segmentation_models fails"),
    "my cpu does not support AVX; tensorflow 1.5 works fine",
])
def test_a_cpu_without_avx_asked_about_or_worked_around_is_not_the_cause(paste: str) -> None:
    assert not [e for e in explain(paste) if e.cause == "cpu_no_avx" and e.level == "error"]
