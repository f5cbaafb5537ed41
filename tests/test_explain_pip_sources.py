"""pip, conda and Python messages by their own wording: the cause decided from the versions in the paste."""

from __future__ import annotations

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
    assert "3.6-3.9" in found.fix  # TensorFlow 2.6's Pythons, from the tables


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
