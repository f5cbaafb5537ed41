"""Resolver lines read whole: long ranges, `and`-joined ranges, the TensorFlow asked for, and other stacks' floors."""

from __future__ import annotations

from packaging.specifiers import SpecifierSet

from envcheck.compat import share_no_version
from envcheck.explain import explain
from envcheck.tables import load_tables

TABLES = load_tables()
_PIP_CHECK = ("ERROR: pip's dependency resolver does not currently take into account all the packages that are "
              "installed. This behaviour is the source of the following dependency conflicts.\n")


def test_tensorflow_s_protobuf_range_of_eight_clauses_reaches_the_fix_whole() -> None:
    top = explain(_PIP_CHECK + "tensorflow 2.16.1 requires protobuf!=4.21.0,!=4.21.1,!=4.21.2,!=4.21.3,!=4.21.4,"
                  "!=4.21.5,<5.0.0dev,>=3.20.3, but you have protobuf 5.27.0 which is incompatible.")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error"), top
    assert "!=4.21.5,<5.0.0dev,>=3.20.3'" in top.fix  # the cap that excludes 5.27.0 is in the command


def test_tensorboard_s_protobuf_range_is_tensorflow_s_install() -> None:
    top = explain(_PIP_CHECK + "tensorboard 2.15.2 requires protobuf<4.24,>=3.19.6, but you have protobuf 4.25.3 "
                  "which is incompatible.")[0]
    assert (top.cause, top.level) == ("protobuf_incompatible", "error"), top
    assert "`pip install 'protobuf<4.24,>=3.19.6'`" in top.fix


def test_an_addon_range_against_the_tensorflow_the_user_requested_is_decided() -> None:
    paste = ("$ pip install tensorflow==2.13.0 tensorflow-decision-forests==1.9.0\nERROR: Cannot install "
             "tensorflow-decision-forests==1.9.0 and tensorflow==2.13.0 because these package versions have "
             "conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested tensorflow==2.13.0\n"
             "    tensorflow-decision-forests 1.9.0 depends on tensorflow~=2.16.1\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "TensorFlow 2.13.0 is outside that range" in top.meaning
    assert "tensorflow-decision-forests==1.5.0" in top.fix  # the add-on table's release for TensorFlow 2.13


def test_a_range_the_user_requested_that_is_not_one_release_stays_undecided() -> None:
    paste = ("The conflict is caused by:\n    The user requested tensorflow>=2.10\n"
             "    tensorflow-decision-forests 1.9.0 depends on tensorflow~=2.16.1\n")
    assert "uncertain" in explain(paste)[0].meaning


def test_two_protobuf_ranges_joined_by_and_share_no_version_and_the_fix_skips_lines_capped_later() -> None:
    paste = ("ERROR: Cannot install streamlit==1.30.0 and tensorflow==2.10.0 because these package versions have "
             "conflicting dependencies.\n\nThe conflict is caused by:\n"
             "    tensorflow 2.10.0 depends on protobuf<3.20 and >=3.9.2\n"
             "    streamlit 1.30.0 depends on protobuf<5 and >=3.20\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "streamlit 1.30.0 requires protobuf<5,>=3.20" in top.meaning
    # TensorFlow 2.9.0 declared protobuf>=3.9.2, but 2.9.1 and later cap it below 3.20: `tensorflow==2.9.*` would not do
    assert "`pip install 'tensorflow==2.12.*'`" in top.fix
    assert "2.9" not in top.fix


def test_the_patch_pins_are_the_lines_whose_later_releases_cap_protobuf() -> None:
    assert [(p.line, p.requirement) for p in TABLES.patch_pins] == [
        (line, "protobuf<3.20,>=3.9.2") for line in ("2.6", "2.7", "2.8", "2.9")]
    assert all(p.sources and p.seen_in.startswith(f"{p.line}.") for p in TABLES.patch_pins)


def test_a_pytorch_wheel_s_cuda_newer_than_the_driver_named() -> None:
    paste = ("torch.cuda.is_available() returns False.\nNVIDIA-SMI 470.182.03   Driver Version: 470.182.03   "
             "CUDA Version: 11.4\npip list: torch 2.1.0+cu121")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_too_old", "warning"), top
    assert "CUDA 12.1" in top.meaning
    assert "download.pytorch.org/whl/cu118" in top.fix  # the newest PyTorch CUDA driver 470 runs


def test_a_pytorch_wheel_the_driver_runs_is_not_blamed() -> None:
    paste = ("torch.cuda.is_available() returns False.\nNVIDIA-SMI 535.104.05   Driver Version: 535.104.05   "
             "CUDA Version: 12.2\npip list: torch 2.1.0+cu121")
    assert all(e.cause != "driver_too_old" for e in explain(paste))


def test_triton_s_compute_capability_floor() -> None:
    top = explain("RuntimeError: Triton only supports devices of CUDA Capability >= 7.0, but your device is of CUDA "
                  "capability 6.1")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error"), top
    assert "7.0 or newer" in top.fix


def test_bfloat16_on_a_gpu_without_it() -> None:
    top = explain("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
                  "T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` "
                  "flag in CLI, for example: --dtype=half.")[0]
    assert (top.cause, top.level) == ("gpu_too_old", "error"), top
    assert "float16" in top.fix


def test_an_addon_range_against_the_tensorflow_the_paste_names() -> None:
    top = explain("tensorflow-io 0.37.0 requires tensorflow<2.17.0,>=2.16.0 ... I have tensorflow 2.17.0 installed")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "TensorFlow 2.17 is outside that range" in top.meaning


def test_a_range_with_spaces_after_its_commas_is_read_whole() -> None:
    paste = ("The conflict is caused by:\n    onnx-tool 0.3 depends on protobuf<3.20 and >=3.12\n"
             "    tensorflow 2.13.0 depends on protobuf!=4.21.0, !=4.21.1, <5.0.0dev and >=3.20.3")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "protobuf!=4.21.0,!=4.21.1,<5.0.0dev,>=3.20.3 and onnx-tool 0.3 requires protobuf<3.20,>=3.12" in top.meaning


def test_ranges_share_a_version_below_every_version_they_name() -> None:
    assert not share_no_version(SpecifierSet("!=4.21.0"), SpecifierSet("<3.20"))  # 3.19 is in both
    assert share_no_version(SpecifierSet(">=3.20.3"), SpecifierSet("<3.20,>=3.12"))


def test_the_pytorch_driver_fix_is_the_floor_the_meaning_names() -> None:
    top = explain("torch.cuda.is_available() returns False.\nDriver Version: 470.182.03\ntorch 2.1.0+cu121")[0]
    assert "older than 525.60.13" in top.meaning, top
    assert "install NVIDIA driver 525.60.13 or newer" in top.fix


def test_a_tensorflow_gpu_range_beyond_its_last_release_is_installed_as_tensorflow() -> None:
    top = explain("pkg_resources.ContextualVersionConflict: (tensorflow-gpu 1.15.3 (/usr/lib/python3.6/site-packages), "
                  "Requirement.parse('tensorflow-gpu>=2.0'), {'foo'})")[0]
    assert "`pip install 'tensorflow>=2.0'`" in top.fix, top
    assert "tensorflow-gpu ends at 2.11" in top.fix


def test_and_in_capitals_joins_a_range_too() -> None:
    paste = ("The conflict is caused by:\n    onnx-tool 0.3 depends on protobuf<3.20 AND >=3.12\n"
             "    tensorflow 2.13.0 depends on protobuf>=3.20.3")
    assert "onnx-tool 0.3 requires protobuf<3.20,>=3.12" in explain(paste)[0].meaning
