"""pip, conda and Python messages by their own wording: the cause decided from the versions in the paste."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tables import load_tables

NO_VERSION = ("ERROR: Could not find a version that satisfies the requirement {req} (from versions: {versions})\n"
              "ERROR: No matching distribution found for {req}")
WHICH = "python -c 'import sys, platform; print(sys.version, platform.machine())'"


def test_tensorflow_gpu_pinned_past_its_last_wheel_is_the_removed_package() -> None:
    rel = load_tables().release("2.15")
    assert rel is not None
    (found, *_) = explain(NO_VERSION.format(req="tensorflow-gpu==2.15.0", versions="2.8.0, 2.9.0, 2.10.0, 2.12.0"))
    assert found.cause == "tensorflow_gpu_removed"
    assert f"{rel.release.gpu_package}==2.15.0" in found.fix


def test_tensorflow_gpu_of_a_release_that_had_wheels_is_the_python() -> None:
    (found, *_) = explain("Python 3.11.4\n" + NO_VERSION.format(req="tensorflow-gpu==2.6.0", versions="none"))
    assert found.cause == "python_unsupported"
    assert "3.6, 3.7, 3.8 or 3.9" in found.fix  # TensorFlow 2.6's Pythons, from the tables


def test_a_python_that_fits_the_release_points_at_the_platform() -> None:
    (found, *_) = explain("Python 3.8.10\n" + NO_VERSION.format(req="tensorflow==2.5.0", versions="none"))
    assert found.cause == "python_unsupported"
    assert "32-bit" in found.meaning
    assert WHICH in found.meaning


def test_no_version_and_no_python_is_uncertain_and_names_what_decides() -> None:
    (found, *_) = explain(NO_VERSION.format(req="tensorflow", versions="none"))
    assert found.cause == "python_unsupported"
    assert "uncertain" in found.meaning
    assert WHICH in found.fix


def test_conda_python_installation_conflict_names_the_releases_for_that_python() -> None:
    (found, *_) = explain("UnsatisfiableError: The following specifications were found\nto be incompatible with the "
                          "existing python installation in your environment:\n\nSpecifications:\n\n  - tensorflow-gpu "
                          "-> python[version='>=3.5,<3.6.0a0|>=3.6,<3.7.0a0']\n\nYour python: python=3.11")
    assert found.cause == "python_unsupported"
    assert "Python 3.11" in found.fix


def test_conda_packages_not_found() -> None:
    gone = explain("PackagesNotFoundError: The following packages are not available from current channels:\n\n"
                   "  - tensorflow-gpu==2.13")
    assert gone[0].cause == "tensorflow_gpu_removed"
    old = explain("PackagesNotFoundError: The following packages are not available from current channels:\n\n"
                  "  - tensorflow==2.2\n\nCurrent channels:\n\n  - https://repo.anaconda.com/pkgs/main/osx-arm64\n"
                  "Python 3.10.12")
    assert old[0].cause == "python_unsupported"
    assert "python=3.8" in old[0].fix  # TensorFlow 2.2's newest Python
    unknown = explain("PackagesNotFoundError: The following packages are not available from current channels:\n"
                      "  - tensorflow")
    assert "uncertain" in unknown[0].meaning


def test_resolver_lines_name_the_package_that_does_not_fit() -> None:
    conflict = ("ERROR: Cannot install tensorflow==2.15.0 and keras==3.0.0 because these package versions have "
                "conflicting dependencies.\nThe conflict is caused by:\n    The user requested keras==3.0.0\n"
                "    tensorflow 2.15.0 depends on keras<2.16 and >=2.15.0\nERROR: ResolutionImpossible: for help visit "
                "https://pip.pypa.io/en/latest/topics/dependency-resolution/")
    assert explain(conflict)[0].cause == "keras_version_skew"
    incompatible = ("tensorflow 2.12.0 requires numpy<1.24,>=1.22, but you have numpy 1.26.4 which is incompatible.")
    (found, *_) = explain(incompatible)
    assert found.cause == "numpy_incompatible"
    assert "numpy<1.24,>=1.22" in found.fix


def test_conda_s_conflict_listing_where_tensorflow_s_chain_needs_another_python() -> None:
    found = explain("conda install -c conda-forge tensorflow\n\nUnsatisfiableError: the following specifications were "
                    "found to be in conflict :\n-python 2.7*\n-tensorflow->protobuf ==3.1.0 ->python 3.4*")[0]
    assert found.cause == "python_unsupported"
    assert "needs Python 3.4" in found.meaning
    assert "Python 2.7" in found.fix
    modern = explain("UnsatisfiableError: The following specifications were found to be in conflict:\n"
                     "  - python=3.7\n  - tensorflow -> python[version='>=3.5,<3.6.0a0']")[0]
    assert modern.cause == "python_unsupported"
    assert "needs Python >=3.5,<3.6.0a0" in modern.meaning


def test_the_removed_tensorflow_gpu_said_in_words() -> None:
    for said in ("The tensorflow package has removed the -gpu naming convention (i.e., tensorflow-gpu).",
                 "tensorflow-gpu is deprecated", "the `tensorflow-gpu` package has been removed"):
        assert explain(f"{said}\n\u00d7 python setup.py bdist_wheel did not run successfully.")[0].cause == (
            "tensorflow_gpu_removed")
    assert not explain("I uninstalled tensorflow-gpu and then removed the venv")


def test_keras_s_own_check_for_an_older_tensorflow() -> None:
    found = explain("ImportError: Keras requires TensorFlow 2.2 or higher. Install TensorFlow via "
                    "`pip install tensorflow`")[0]
    assert found.cause == "keras_version_skew"
    assert "2.2 or newer" in found.fix
    assert "keras==2.3.1" in found.fix  # the last multi-backend keras, which ran on TensorFlow 1.13 to 2.1


def test_keras_s_own_check_names_the_keras_of_an_older_tensorflow_1() -> None:
    """Before TensorFlow 1.13 the multi-backend keras to pair is 2.2.4, not 2.3.1."""
    found = explain("tensorflow 1.12.0\nImportError: Keras requires TensorFlow 2.2 or higher. Install TensorFlow "
                    "via `pip install tensorflow`")[0]
    assert "keras==2.2.4" in found.fix
    assert "2.3.1" not in found.fix


@pytest.mark.parametrize("line", [
    "ImportError: cannot import name 'keras_export'",  # Python 3.6's wording
    ("ImportError: cannot import name 'keras_export' from 'tensorflow.python.util.tf_export' "
     "(/usr/lib/python3.7/site-packages/tensorflow/python/util/tf_export.py)"),
])
def test_keras_2_4_importing_keras_export_from_an_older_tensorflow(line: str) -> None:
    found = explain(f'  File "/env/lib/site-packages/keras/layers/core.py", line 28, in <module>\n'
                    f"    from tensorflow.python.util.tf_export import keras_export\n{line}")[0]
    assert found.cause == "keras_version_skew"
    assert "TensorFlow 2.2 or newer" in found.meaning
    assert "keras==2.3.1" in found.fix


def test_keras_export_failing_with_no_frame_shown_is_uncertain() -> None:
    """Without the importing frame, keras 2.4, the code itself or mixed TensorFlow files could import keras_export."""
    found = explain("from tensorflow.python.util.tf_export import keras_export\n"
                    "ImportError: cannot import name 'keras_export'")[0]
    assert found.cause == "keras_version_skew"
    assert found.level == "warning"
    assert found.meaning.startswith("uncertain")
    assert "'keras<2.4'" in found.fix


def test_tensorflow_s_own_keras_missing_keras_export_is_two_installs_mixed() -> None:
    """TensorFlow's own tf.keras file importing keras_export its tf_export lacks: two releases' files, not keras 2.4."""
    found = explain('  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/keras/activations.py", line 24, '
                    "in <module>\n    from tensorflow.python.util.tf_export import keras_export\n"
                    "ImportError: cannot import name 'keras_export'")[0]
    assert found.cause == "two_tensorflow_installs"
    assert "tensorflow/python/keras" in found.meaning
    assert "uninstall -y" in found.fix
    assert "keras<2.4" not in found.fix


def test_a_tensorflow_before_2_6_is_not_paired_with_a_keras_of_its_minor() -> None:
    """Before 2.6 TensorFlow declared no keras package and keras' versions did not follow it (1.15 had 2.2-2.3)."""
    for tf in ("1.15.4", "1.13.1", "2.4.0"):
        found = explain(f"tensorflow-gpu=={tf}\nkeras==2.2.4\nImportError: cannot import name 'Layer' from 'keras'")
        assert all(f"keras=={tf.rsplit('.', 1)[0]}.*" not in e.fix for e in found)
        assert all(e.kind != "context" for e in found if e.cause == "keras_version_skew")
    paired = explain("tensorflow==2.8.0\nkeras==2.12.0\ncannot import name 'dtensor' from "
                     "'tensorflow.compat.v2.experimental'")[0]
    assert paired.cause == "keras_version_skew"
    assert "keras==2.8.*" in paired.fix


def test_pip_commands_that_install_two_tensorflow_distributions() -> None:
    found = explain("pip install tensorflow-gpu tensorflow\nKeras will use CPU under this circumstance.")[0]
    assert found.cause == "two_tensorflow_installs"
    assert "uninstall -y tensorflow tensorflow-gpu" in found.fix
    # commands on several lines are often attempts in turn (or in other environments), and prose is not a command
    assert not explain("Versions tried that did not work:\npip3 install tensorflow-gpu -> 2.3\npip3 install tensorflow")
    assert not explain("pip uninstall tensorflow\npip install tensorflow-gpu")
    replaced = explain("pip3 install -r requirements.txt, which removed my tensorflow-gpu and installed tensorflow")
    assert all(e.cause != "two_tensorflow_installs" for e in replaced)


def test_conda_s_windows_virtual_package_is_windows() -> None:
    """No LD_LIBRARY_PATH fix for a conda environment on Windows (conda's `__win` virtual package)."""
    found = explain("tensorflow-gpu 2.3 from conda: GPU is not detected\n virtual packages : __cuda=11.1=0\n"
                    "                    __win=0=0")
    assert all("LD_LIBRARY_PATH" not in e.fix for e in found)


def test_a_dependency_that_replaced_tensorflow_gpu_with_the_cpu_package() -> None:
    found = explain("tensorflow-gpu : 1.4\nWhen installing keras_vggface with pip, it is uninstalling my "
                    "tensorflow-gpu and installing tensorflow which is using CPU.")[0]
    assert found.cause == "tf1_cpu_package"
    assert "--no-deps" in found.fix
    assert not explain("tensorflow 2.5\nit replaced tensorflow-gpu with tensorflow")  # one package since 2.1


def test_no_wheel_of_a_dependency_another_package_asked_for() -> None:
    asked = explain("ERROR: Could not find a version that satisfies the requirement tensorflow-text~=2.12.0 (from "
                    "tf-models-official) (from versions: none)")[0]
    assert (asked.cause, "uncertain" in asked.meaning) == ("dependency_conflict", True)
    direct = explain("ERROR: No matching distribution found for tensorflow-metal")[0]
    assert direct.cause == "python_unsupported"


def test_a_keras_py_of_the_user_s_shadowing_the_package_is_not_a_version_skew() -> None:
    found = explain("  File \"/home/me/keras.py\", line 10, in <module>\nImportError: No module named 'keras.models'; "
                    "'keras' is not a package")
    assert all(e.cause != "keras_version_skew" for e in found)


def test_the_dependency_said_on_pip_s_other_line() -> None:
    found = explain("ERROR: Could not find a version that satisfies the requirement tensorflow-text~=2.12.0 (from "
                    "tf-models-official) (from versions: none)\nERROR: No matching distribution found for "
                    "tensorflow-text~=2.12.0")[0]
    assert found.cause == "dependency_conflict"


def test_pip_running_setup_py_of_tensorflow_gpu_is_the_placeholder() -> None:
    """Every real tensorflow-gpu release was a wheel: an sdist built for it is the removed package's placeholder."""
    for line in ("Running setup.py install for tensorflow-gpu did not run successfully.",
                 "  Running setup.py install for tensorflow-gpu ... error",
                 "  Running setup.py bdist_wheel for tensorflow-gpu ... error"):
        assert explain(line)[0].cause == "tensorflow_gpu_removed", line


def test_an_old_tensorflow_gpu_range_on_windows_is_the_python() -> None:
    """pip lists tensorflow-gpu wheels for this Python (2.2+, so Python 3.8): `<=1.12.0` asks for an older Python."""
    (found, *_) = explain("(base) PS C:\\Windows\\system32> pip install -r requirements_gpu.txt\n" + NO_VERSION.format(
        req="tensorflow-gpu<=1.12.0", versions="2.2.0rc1, 2.2.0, 2.3.0, 2.4.0, 2.4.1"))
    assert found.cause == "python_unsupported"
    assert "TensorFlow 1.12 has wheels on Windows for Python 3.5 or 3.6" in found.fix  # never 2.7 on Windows
    assert "this one is likely 3.8" in found.fix


RESOLVER = ("ERROR: pip's dependency resolver does not currently take into account all the packages that are installed."
            " This behaviour is the source of the following dependency conflicts.\n"
            "mediapipe 0.10.14 requires protobuf{other}, but you have protobuf 3.20.3 which is incompatible.\n"
            "tensorflow 2.10.1 requires protobuf<3.20,>=3.9.2, but you have protobuf 3.20.3 which is incompatible.")


def test_two_packages_requiring_disjoint_ranges_is_the_pair_not_the_version() -> None:
    """No protobuf is both <3.20 and >=4.25.3: pinning TensorFlow's range would break the other package."""
    top = explain(RESOLVER.format(other="<5,>=4.25.3"))[0]
    assert top.cause == "dependency_conflict"
    assert "no protobuf version is in both ranges" in top.meaning
    assert "mediapipe" in top.fix


def test_the_resolvers_depends_on_list_shows_the_other_requirer_too() -> None:
    """ResolutionImpossible's "The conflict is caused by:" says `depends on` for every package, not only TensorFlow."""
    top = explain("ERROR: Cannot install -r python_requirements.txt (line 12) and numpy==1.18.1 because these package "
                  "versions have conflicting dependencies.\n\nThe conflict is caused by:\n"
                  "    The user requested numpy==1.18.1\n    audiomate 6.0.0 depends on numpy==1.18.1\n"
                  "    h5py 2.10.0 depends on numpy>=1.7\n    tensorflow 2.4.0 depends on numpy~=1.19.2\n")[0]
    assert top.cause == "dependency_conflict"
    assert "audiomate 6.0.0 requires numpy==1.18.1" in top.meaning
    assert "h5py" not in top.meaning  # its range overlaps TensorFlow's


def test_ranges_that_overlap_leave_the_version_fix() -> None:
    top = explain(RESOLVER.format(other=">=3.9,<4"))[0]
    assert top.cause == "protobuf_incompatible"
    assert "protobuf<3.20,>=3.9.2" in top.fix


@pytest.mark.parametrize(("line", "pair"), [
    ("Could not find a version that matches tensorflow<3,==2.3.1,>=2.4.0,>=2.4.1", ("==2.3.1", ">=2.4.0")),
    ("ERROR: Could not find a version that matches tensorflow!=2.0.*,!=2.1.*,<2.6,<3,>=1.15.2,>=2.6.0 (from tfx)",
     ("<2.6", ">=2.6.0")),
])
def test_pip_tools_joined_requirements_that_contradict_are_the_requirements(line: str, pair: tuple[str, str]) -> None:
    """pip-compile and pipenv join every requirement on a package: two that share no version are the conflict."""
    top = explain(f"Warning: Your dependencies could not be resolved.\n{line}")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert f"{pair[0]} and {pair[1]} admit no common version" in top.meaning


@pytest.mark.parametrize("ranges", ["tensorflow<2.11,>=2.6", "tensorflow!=2.6.*,<2.8,>=2.6"])
def test_pip_tools_joined_requirements_that_agree_are_the_python(ranges: str) -> None:
    """`!=2.6.*,<2.8` and `>=2.6` share 2.7: past a wildcard the next version is a candidate, not only 2.6.0.1."""
    top = explain(f"Python 3.12\nCould not find a version that matches {ranges}\nNo versions found")[0]
    assert top.cause == "python_unsupported"


@pytest.mark.parametrize(("path", "fix"), [
    ("/tmp/pip-install-b9fpugve/tf-nightly-gpu_47887266de004f9f9805cd57c7fcaf13/setup.py", "tf-nightly"),  # noqa: S108
    (r"C:\Users\me\AppData\Local\Temp\pip-install-x1y2z3\tensorflow-gpu_0123456789abcdef0123456789abcdef\setup.py",
     "tensorflow"),
])
def test_the_placeholders_setup_py_run_from_pips_build_folder_is_the_removed_package(path: str, fix: str) -> None:
    """Every real tensorflow-gpu and tf-nightly-gpu release was a wheel: pip running a setup.py of one is the stub."""
    top = explain(f'  Traceback (most recent call last):\n    File "{path}", line 40, in <module>\n'
                  "      setuptools.setup()")[0]
    assert top.cause == "tensorflow_gpu_removed"
    assert f"install `{fix}[and-cuda]`" in top.fix


def test_setuptools_version_conflict_names_tensorflows_range() -> None:
    """pkg_resources' check when a distribution loads: (the installed one, the requirement, who requires it)."""
    top = explain("pkg_resources.ContextualVersionConflict: (numpy 1.23.3 (/envs/checkm2/lib/python3.9/site-packages),"
                  " Requirement.parse('numpy~=1.19.2'), {'tensorflow'})")[0]
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert "tensorflow requires numpy~=1.19.2, not 1.23.3" in top.meaning
    assert "numpy~=1.19.2" in top.fix


# pip 18's list of TensorFlow stops at 2.0.0b1: the manylinux2010 wheels of 2.0.0 and every later release are
# unreadable to it, so a later release asked for (a package's tensorflow==2.1.0) is missing for the pip, not the Python
OLD_PIP_LIST = ("0.12.1, 1.0.0, 1.0.1, 1.1.0, 1.2.0, 1.2.1, 1.3.0, 1.4.0, 1.4.1, 1.5.0, 1.5.1, 1.6.0, 1.7.0, 1.7.1, "
                "1.8.0, 1.9.0, 1.10.0, 1.10.1, 1.11.0, 1.12.0, 1.12.2, 1.12.3, 1.13.1, 1.13.2, 1.14.0, 2.0.0a0, "
                "2.0.0b0, 2.0.0b1")


def test_a_list_ending_at_a_pre_release_before_the_release_asked_for_is_an_old_pip() -> None:
    top = explain("Collecting tensorflow==2.1.0 (from ktrain)\n  Could not find a version that satisfies the "
                  f"requirement tensorflow==2.1.0 (from ktrain) (from versions: {OLD_PIP_LIST})\nNo matching "
                  "distribution found for tensorflow==2.1.0 (from ktrain)")[0]
    assert top.cause == "python_unsupported"
    assert "pip install --upgrade pip" in top.fix


def test_a_list_whose_final_release_is_there_is_no_old_pip() -> None:
    # Python 3.8: pip lists 2.2's pre-releases and final and 2.3.0rc0; 2.1 has no wheel for it
    top = explain("ERROR: Could not find a version that satisfies the requirement tensorflow==2.1.0 (from ktrain) "
                  "(from versions: 2.2.0rc1, 2.2.0rc2, 2.2.0rc3, 2.2.0rc4, 2.2.0, 2.3.0rc0)")[0]
    assert "upgrade pip" not in top.fix


# pipenv's (and pip-compile's) list of a conflict: another package's numpy range beside TensorFlow's, disjoint; the
# fix is computed from the tables: the TensorFlow nearest the one resolved whose declared numpy range meets the other's
PIPENV_NUMPY = ("There are incompatible versions in the resolved dependencies:\n"
                "  numpy<1.19,>=1.16 (from rasa==2.8.7->-r /tmp/pipenv-constraints.txt (line 4))\n"
                "  numpy>=1.17.3 (from pandas==1.3.3->-r /tmp/pipenv-constraints.txt (line 6))\n"
                "  numpy~=1.19.2 (from tensorflow==2.4.3->-r /tmp/pipenv-constraints.txt (line 5))")


def test_a_resolver_list_of_disjoint_numpy_ranges_names_the_tensorflow_that_meets_the_other() -> None:
    top = explain(PIPENV_NUMPY)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "rasa 2.8.7" in top.meaning
    assert "tensorflow==2.3.*" in top.fix


def test_without_the_other_package_s_range_it_stays_tensorflow_s_numpy() -> None:
    top = explain(PIPENV_NUMPY.replace("numpy<1.19,>=1.16", "numpy>=1.16"))[0]
    assert top.cause == "numpy_incompatible"


def test_a_wildcard_pin_is_read_as_the_release_asked_for() -> None:
    """`==1.13.*` names the 1.13 line: the fix names its Pythons, not the newest release's."""
    rel = load_tables().release("1.13")
    assert rel is not None
    versions = "2.2.0rc1, 2.2.0, 2.3.0"
    (found, *_) = explain(NO_VERSION.format(req="tensorflow-gpu==1.13.*", versions=versions))
    assert found.cause == "python_unsupported"
    assert f"use Python {rel.release.python[-1]}" in found.fix
    (addon, *_) = explain("ERROR: Could not find a version that satisfies the requirement numpy==1.16.* "
                          "(from tensorflow-datasets) (from versions: 1.24.0)")
    assert "wanted=1.16" in addon.details


@pytest.mark.parametrize("error", [
    "ImportError: cannot import name 'get_config'",  # Python 3.6's wording: the module is on the line above
    "ImportError: cannot import name get_config",  # Python 2's, unquoted
])
def test_python_3_6_s_import_error_reads_the_module_from_the_source_line_above(error: str) -> None:
    found = explain('  File "/home/u/.local/lib/python3.6/site-packages/keras/backend.py", line 36, in <module>\n'
                    f"    from tensorflow.python.eager.context import get_config\n{error}")[0]
    assert found.cause == "keras_version_skew"
    assert "get_config" in found.meaning


def test_a_bare_import_error_after_another_module_s_import_is_not_tensorflow_s() -> None:
    found = explain('  File "/srv/app/views.py", line 3, in <module>\n    from myapp.settings import get_config\n'
                    "ImportError: cannot import name 'get_config'")
    assert all(e.cause != "keras_version_skew" for e in found)


def test_no_wheel_seen_for_a_python_that_has_them_names_apple_silicon_before_its_arm64_wheels() -> None:
    (found, *_) = explain("Python 3.9.9\n" + NO_VERSION.format(req="tensorflow", versions="none"))
    assert "uncertain" in found.fix
    assert "tensorflow-macos" in found.fix  # Apple's arm64 builds before the tensorflow package had them
    (linux, *_) = explain("Ubuntu 22.04, Python 3.9.9\n" + NO_VERSION.format(req="tensorflow", versions="none"))
    assert "tensorflow-macos" not in linux.fix
