"""Versions and device lists read from the paste (add-ons, Keras' layout, cuDNN), and what the tables make of them."""

from __future__ import annotations

import pytest

from envcheck.explain import explain


@pytest.mark.parametrize("listed", [
    "- TensorFlow-Addons version and how it was installed: 0.10.0 installed via pip",
    "tensorflow-addons        0.10.0",
    "tensorflow_addons==0.10.0",
    "tfa.__version__ '0.10.0'",
    "Successfully installed tensorflow-addons-0.10.0 typeguard-2.9.1",
])
def test_an_add_on_release_made_for_another_tensorflow_is_their_pairing(listed: str) -> None:
    (found, *_) = explain(f"- TensorFlow version: 2.1.0\n{listed}\nimport tensorflow_addons as tfa\n")
    assert (found.cause, found.level) == ("dependency_conflict", "warning")
    assert "tensorflow-addons 0.10.0 is made for TensorFlow 2.2, not TensorFlow 2.1" in found.meaning
    assert "tensorflow==2.2.*" in found.fix  # the TensorFlow that release is made for
    assert "tensorflow-addons==0.9.*" in found.fix  # or the add-on made for the TensorFlow installed


def test_an_add_on_release_that_fits_the_tensorflow_named_is_no_verdict() -> None:
    found = explain("tensorflow 2.2.0\ntensorflow-addons 0.10.0\nimport tensorflow_addons as tfa")
    assert all(e.cause != "dependency_conflict" for e in found)


def test_a_release_one_patch_away_from_the_one_an_add_on_names_is_no_verdict() -> None:
    # TF-DF 1.9.0 is built for TensorFlow 2.16.1 exactly: 2.16.0 usually loads it, the table does not decide
    found = explain("tensorflow==2.16.0\ntensorflow_decision_forests==1.9.0")
    assert all(e.cause != "dependency_conflict" for e in found)


@pytest.mark.parametrize("said", [
    "ERROR: Could not find a version that satisfies the requirement tensorflow-addons==0.10.0",
    "is there a tfa version compatible with tf 2.1?",
    "tensorflow-io-gcs-filesystem 0.10.0",
])
def test_a_version_pip_looked_for_or_another_package_s_is_not_the_add_on_installed(said: str) -> None:
    found = explain(f"tensorflow 2.1.0\n{said}")
    assert all("made for TensorFlow 2.2" not in e.meaning for e in found)


def test_keras_src_backend_missing_a_keras_2_backend_function_is_keras_3_under_keras_2_code() -> None:
    (found, *_) = explain("AttributeError: module 'keras.src.backend' has no attribute 'placeholder'")
    assert (found.cause, found.level) == ("keras3_legacy_code", "error")  # keras.src: Keras 2.13+; placeholder: to 2.15
    assert "tf-keras" in found.fix


def test_keras_src_backend_missing_a_name_of_the_keras_shown_is_no_keras_3_verdict() -> None:
    found = explain("keras 2.14.0\nAttributeError: module 'keras.src.backend' has no attribute 'placeholder'")
    assert all(e.cause != "keras3_legacy_code" for e in found)


def test_a_cudnn_older_than_the_one_1_15_and_2_0_check_for_is_the_mismatch() -> None:
    # the tested-build table says 7.4; the 2.0 wheel asks for 7.6 ("but source was compiled with: 7.6.0")
    (found, *_) = explain("Failed to get convolution algorithm. This is probably because cuDNN failed to initialize\n"
                          "the same problem with the tensorflow-gpu2.0.0 and the Cuda 10.0.0+ cudnn 7.4.")
    assert (found.cause, found.level) == ("cudnn_version_mismatch", "error")
    assert "cuDNN 7.6" in found.fix


def test_device_lib_listing_the_cpu_alone_under_a_1_x_cpu_package_is_that_package() -> None:
    (found, *_) = explain("tensorflow 1.12.0\n>>> [x.name for x in device_lib.list_local_devices()]\n"
                          "['/device:CPU:0', '/device:XLA_CPU:0']")
    assert (found.cause, found.level) == ("tf1_cpu_package", "error")
    assert "tensorflow-gpu==1.12.0" in found.fix
    assert not explain("tensorflow 1.12.0\n['/device:CPU:0', '/device:GPU:0']")



def test_an_empty_gpu_list_beside_a_cuda_only_1_x_served_puts_the_cpu_package_first() -> None:
    (found, *_) = explain("tf.test.is_gpu_available() returns False\nCUDA 9.0, cuDNN 7.0, GTX 1080")
    assert found.cause == "tf1_cpu_package"
    assert "uncertain" in found.meaning
    assert "tensorflow-gpu" in found.fix
    (later, *_) = explain("tf.test.is_gpu_available() returns False\nCUDA 11.2, cuDNN 8.1, RTX 3080")
    assert later.cause != "tf1_cpu_package"  # 2.5-2.11's plain package is the GPU build


def test_the_add_on_version_pip_installs_is_read_not_the_one_it_removes() -> None:
    found = explain("tensorflow 2.12.0\nFound existing installation: tensorflow-addons 0.16.1\n"
                    "Uninstalling tensorflow-addons-0.16.1:\n  Successfully uninstalled tensorflow-addons-0.16.1\n"
                    "Successfully installed tensorflow-addons-0.20.0")  # 0.20 pairs with 2.10-2.12
    assert all(e.cause != "dependency_conflict" for e in found)


def test_a_keras_src_name_the_table_holds_is_read_as_written() -> None:
    # keras.src.models.functional is Keras 3's module (the table has it): Keras 2.15 is older than the code
    (found, *_) = explain("tensorflow 2.15.0\nkeras 2.15.0\nModuleNotFoundError: No module named "
                          "'keras.src.models.functional'")
    assert found.cause == "keras_version_skew"
    assert "keras>=3.0" in found.fix
