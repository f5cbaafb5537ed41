"""Installs through managers other than plain pip (uv, Poetry, PDM, conda, docker-compose), by their own wording."""

from __future__ import annotations

from envcheck.compat import container_tool
from envcheck.explain import explain
from envcheck.tables import load_tables


def test_uv_hint_naming_the_abi_tags_gives_the_newest_python_the_release_has() -> None:
    (found, *_) = explain(
        "  \u00d7 No solution found when resolving dependencies:\n"
        "  ╰─▶ Because tensorflow==2.9.3 has no wheels with a matching Python ABI tag (e.g., `cp312`) and myapp "
        "depends on tensorflow==2.9.3, we can conclude that your requirements are unsatisfiable.\n\n"
        "      hint: You require CPython 3.12 (`cp312`), but we only found wheels for `tensorflow` (v2.9.3) with the\n"
        "      following Python ABI tags: `cp37m`, `cp38`, `cp39`, `cp310`")
    assert found.cause == "python_unsupported"
    assert "Python 3.12" in found.meaning
    assert "uv venv --python 3.10" in found.fix


def test_uv_sync_hint_on_one_line_is_read_the_same() -> None:
    (found, *_) = explain("error: Distribution tensorflow-cpu==2.13.1 @ registry+https://pypi.org/simple can't be "
                          "installed because it doesn't have a source distribution or wheel for the current platform "
                          "hint: You're using CPython 3.13 (cp313), but tensorflow-cpu (v2.13.1) only has wheels with "
                          "the following Python ABI tags: cp38, cp39, cp310, cp311")
    assert found.cause == "python_unsupported"
    assert "3.11" in found.fix


def test_uv_report_without_its_hint_takes_the_release_pythons_from_the_tables() -> None:
    (found, *_) = explain("  ╰─▶ Because tensorflow==2.10.1 has no wheels with a matching Python ABI tag (e.g., "
                          "`cp312`) and you require tensorflow==2.10.1, we can conclude that your requirements are "
                          "unsatisfiable.")
    assert found.cause == "python_unsupported"
    assert "Python 3.12" in found.meaning
    assert "--python 3.10" in found.fix  # TensorFlow 2.10's newest Python


def test_uv_platform_hint_for_the_gcs_filesystem_on_windows_names_its_last_windows_wheel() -> None:
    (found, *_) = explain("hint: You're on Windows (`win_amd64`), but `tensorflow-io-gcs-filesystem` (v0.36.0) only "
                          "has wheels for the following platforms: `manylinux_2_17_x86_64`, `macosx_12_0_arm64`")
    assert found.cause == "dependency_conflict"
    assert "0.31.0" in found.fix


def test_uv_with_a_python_the_release_has_wheels_for_is_not_read() -> None:
    assert not explain("Resolved 41 packages in 310ms\n + tensorflow==2.16.1\nUsing CPython 3.11.9")


def test_poetry_solver_naming_another_package_outside_tensorflows_protobuf_range_is_a_conflict() -> None:
    (found, *_) = explain("Because tensorflow (2.10.1) depends on protobuf (>=3.9.2,<3.20)\n"
                          " and mylib depends on protobuf (>=4.21), tensorflow is forbidden.\n"
                          "So, because myproject depends on both mylib (1.0) and tensorflow (2.10.1), version solving "
                          "failed.")
    assert found.cause == "dependency_conflict"
    assert "mylib" in found.meaning
    assert "protobuf" in found.fix


def test_pdm_conflict_list_between_tensorflow_and_another_pin_is_a_conflict() -> None:
    (found, *_) = explain("Unable to find a resolution for numpy\nbecause of the following conflicts:\n"
                          "  numpy<1.24,>=1.22 (from tensorflow@2.13.0)\n  numpy>=1.26 (from otherlib@3.1.0)")
    assert found.cause == "dependency_conflict"
    assert "otherlib" in found.meaning


def test_poetry_requirement_inside_tensorflows_range_is_no_conflict_of_its_own() -> None:
    found = explain("Because tensorflow (2.11.0) depends on protobuf (>=3.9.2,<3.20)\n"
                    " and mylib depends on protobuf (3.19.6), version solving failed.")
    assert all(e.cause != "dependency_conflict" or "mylib" not in e.meaning for e in found)


def test_docker_compose_rejecting_the_runtime_key_names_the_release_that_takes_it() -> None:
    first = container_tool(load_tables(), "docker-compose", "runtime_in_every_format")
    assert first is not None
    (found, *_) = explain("$ docker-compose up\nERROR: The Compose file './docker-compose.yml' is invalid because:\n"
                          "Unsupported config option for services.trainer: 'runtime'")
    assert found.cause == "container_gpu_not_exposed"
    assert first.min_version in found.fix


def test_docker_compose_rejecting_another_key_is_not_the_gpu() -> None:
    found = explain("ERROR: The Compose file './docker-compose.yml' is invalid because:\n"
                    "Unsupported config option for services.web: 'extra_hosts_list'")
    assert all(e.cause != "container_gpu_not_exposed" for e in found)


def test_poetry_installed_shim_on_windows_is_the_platform_package_poetry_skipped() -> None:
    (found, *_) = explain("PS C:\\proj> poetry add tensorflow==2.14.0\nInstalling tensorflow (2.14.0)\n"
                          'PS C:\\proj> poetry run python -c "import tensorflow"\n'
                          "ModuleNotFoundError: No module named 'tensorflow'")
    assert found.cause == "dependency_conflict"
    assert "poetry add tensorflow-intel==2.14.0" in found.fix


def test_poetry_with_a_release_whose_wheel_is_whole_is_still_the_interpreter() -> None:
    (found, *_) = explain("$ poetry add tensorflow==2.17.0\nmacOS-14.4-arm64-arm-64bit\n"
                          "ModuleNotFoundError: No module named 'tensorflow'")
    assert found.cause == "wrong_interpreter"


def test_apples_conda_package_not_found_means_a_conda_that_is_not_arm64() -> None:
    (found, *_) = explain("(base) me@MacBook-Air ~ % conda install -c apple tensorflow-deps\n"
                          "PackagesNotFoundError: The following packages are not available from current channels:\n\n"
                          "  - tensorflow-deps\n\nCurrent channels:\n\n  - https://conda.anaconda.org/apple/osx-64\n"
                          "  - https://repo.anaconda.com/pkgs/main/osx-64")
    assert found.cause == "python_unsupported"
    assert "osx-64" in found.meaning
    assert "arm64" in found.fix


def test_environment_file_whose_tensorflow_deps_conda_cannot_resolve_is_the_same() -> None:
    (found, *_) = explain("$ conda env create -f tensorflow-apple-metal.yml\nSolving environment: failed\n\n"
                          "ResolvePackageNotFound: \n  - tensorflow-deps")
    assert found.cause == "python_unsupported"
    assert "Miniforge" in found.fix


def test_tensorflow_deps_missing_on_linux_is_a_mac_only_package() -> None:
    (found, *_) = explain("user@ubuntu:~$ conda install -c apple tensorflow-deps\nPackagesNotFoundError: The following "
                          "packages are not available from current channels:\n\n  - tensorflow-deps\n\nCurrent "
                          "channels:\n\n  - https://conda.anaconda.org/apple/linux-64")
    assert found.cause == "python_unsupported"
    assert "pip install tensorflow" in found.fix


def test_docker_build_on_an_apple_silicon_mac_without_aarch64_wheels_names_amd64() -> None:
    (found, *_) = explain("Host: MacBook Pro (M2 Pro), macOS 14\n$ docker build -t app .\n"
                          " => ERROR [4/6] RUN pip install tensorflow==2.4.1\n"
                          "#8 1.2 ERROR: Could not find a version that satisfies the requirement tensorflow==2.4.1 "
                          "(from versions: none)")
    assert found.cause == "python_unsupported"
    assert "--platform linux/amd64" in found.fix


def test_docker_build_on_an_apple_silicon_mac_of_a_release_with_aarch64_wheels_is_not_the_mac() -> None:
    (found, *_) = explain("Host: MacBook Pro (M2 Pro), macOS 14\n$ docker build -t app .\n"
                          "#8 1.2 ERROR: Could not find a version that satisfies the requirement tensorflow==2.15.0 "
                          "(from versions: none)")
    assert "linux/amd64" not in found.fix


def test_uv_lock_split_for_a_python_the_project_declares_caps_requires_python() -> None:
    (found, *_) = explain("  \u00d7 No solution found when resolving dependencies for split (python_full_version >= "
                          "'3.13'):\n  \u2570\u2500\u25b6 Because tensorflow==2.16.1 has no wheels with a matching "
                          "Python version tag (e.g., `cp313`) and your project depends on tensorflow==2.16.1, we can "
                          "conclude that your project's requirements are unsatisfiable.")
    assert found.cause == "python_unsupported"
    assert "requires-python" in found.meaning
    assert "<3.13" in found.fix


def test_older_uv_wording_of_an_unusable_release_is_read_the_same() -> None:
    (found, *_) = explain("Using Python 3.12.1 interpreter at: /usr/bin/python3\n"
                          "      And because tensorflow==2.13.1 is unusable because no wheels are available with a "
                          "matching Python ABI and you require tensorflow==2.13.1, we can conclude that the "
                          "requirements are unsatisfiable.")
    assert found.cause == "python_unsupported"
    assert "2.13" in found.meaning


def test_uv_platform_tag_report_for_the_gcs_filesystem_on_windows() -> None:
    (found, *_) = explain("  \u2570\u2500\u25b6 Because tensorflow-io-gcs-filesystem==0.37.1 has no wheels with a "
                          "matching platform tag (e.g., `win_amd64`) and tensorflow==2.17.0 depends on "
                          "tensorflow-io-gcs-filesystem>=0.23.1, we can conclude that tensorflow==2.17.0 cannot be "
                          "used.")
    assert found.cause == "dependency_conflict"
    assert "0.31.0" in found.fix


def test_an_and_cuda_wheel_pinned_against_another_package_names_the_release_whose_pin_meets_it() -> None:
    """tensorflow[and-cuda] pins its NVIDIA wheels; the nearest release whose pin meets the other range is named."""
    found = explain("Because tensorflow[and-cuda] (2.16.1) depends on nvidia-cudnn-cu12 (8.9.7.29)\n"
                    " and jax[cuda12-pip] (0.4.31) depends on nvidia-cudnn-cu12 (>=9.1,<10.0), tensorflow[and-cuda] "
                    "(2.16.1) is incompatible with jax[cuda12-pip] (0.4.31).\n"
                    "So, because demo depends on both jax[cuda12-pip] (0.4.31) and tensorflow[and-cuda] (2.16.1), "
                    "version solving failed.")[0]
    assert found.cause == "dependency_conflict"
    assert "tensorflow[and-cuda]==2.18.*" in found.fix  # 2.18 pins cuDNN 9.3.0.75; 2.17 still pins 8.9.7.29
    assert "nvidia-cudnn-cu12==9.3.0.75" in found.fix


def test_a_wheel_tensorflow_does_not_pin_names_no_release() -> None:
    found = explain("Because tensorflow[and-cuda] (2.16.1) depends on wrapt (>=1.11.0)\n"
                    " and legacy-lib (1.0) depends on wrapt (<1.11), tensorflow[and-cuda] (2.16.1) is incompatible "
                    "with legacy-lib (1.0).")[0]
    assert found.cause == "dependency_conflict"
    assert "tensorflow[and-cuda]==" not in found.fix
