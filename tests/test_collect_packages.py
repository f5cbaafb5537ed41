from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from fakes import DATA, SITE, USER_SITE, install, python_info, tensorflow_2_21

from envcheck.collect import python_facts
from envcheck.collect.packages import _rows, _vital_rows, canonical, collect_packages
from envcheck.collect.tfbuild import collect_tensorflow, parse_build_info
from envcheck.compat import apply_tables
from envcheck.facts import Facts, PythonFacts, TensorFlowFacts
from envcheck.tables import load_tables
from envcheck.testing import FakeSystem

if TYPE_CHECKING:
    from pathlib import Path


def _packages(root: Path, **info: object):
    system = FakeSystem(root, python=python_info(**info))
    return system, collect_packages(system, python_facts(python_info(**info)))


def test_reports_watched_distributions_and_skips_others(tmp_path: Path) -> None:
    tensorflow_2_21(tmp_path)
    install(tmp_path, "requests", "2.32.0", {"requests/__init__.py": ""})
    install(tmp_path, "nvidia-cudnn-cu12", "9.3.0.75", {"nvidia/cudnn/lib/libcudnn.so.9": ""})
    _, facts = _packages(tmp_path)
    names = {d.name: d.version for d in facts.distributions}
    assert names == {"tensorflow": "2.21.0", "keras": "3.15.1", "numpy": "2.4.6", "protobuf": "7.36.2",
                     "nvidia-cudnn-cu12": "9.3.0.75"}
    assert facts.tensorflow_import_dir == SITE
    tf = next(d for d in facts.distributions if d.name == "tensorflow")
    assert tf.owns_tensorflow
    assert tf.installer == "pip"
    assert "numpy>=1.26.0" in tf.requires


def test_two_owners_of_tensorflow_and_which_one_wrote_last(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow-gpu", "2.10.0", {"tensorflow/__init__.py": "# gpu 2.10\n"})
    # tensorflow 2.11 installed afterwards overwrote tensorflow/__init__.py
    install(tmp_path, "tensorflow", "2.11.0", {"tensorflow/__init__.py": "# cpu 2.11\n"})
    _, facts = _packages(tmp_path)
    owners = sorted(d.name for d in facts.distributions if d.owns_tensorflow)
    assert owners == ["tensorflow", "tensorflow-gpu"]
    assert facts.tensorflow_writer == "tensorflow"


def test_unrelated_distribution_that_writes_into_tensorflow_is_reported(tmp_path: Path) -> None:
    tensorflow_2_21(tmp_path)
    install(tmp_path, "tf-plugin-hack", "0.1", {"tensorflow/contrib/hack.py": ""})
    _, facts = _packages(tmp_path)
    assert any(d.name == "tf-plugin-hack" and d.owns_tensorflow for d in facts.distributions)


def test_files_listed_in_record_but_gone(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.21.0", {"tensorflow/__init__.py": ""},
            missing=("tensorflow/libtensorflow_framework.so.2", "tensorflow/python/_pywrap_tf.so"))
    _, facts = _packages(tmp_path)
    tf = facts.distributions[0]
    assert tf.missing_count == 2
    assert "tensorflow/libtensorflow_framework.so.2" in tf.missing_files


def test_user_site_is_searched_when_enabled(tmp_path: Path) -> None:
    install(tmp_path, "numpy", "1.26.4", {"numpy/__init__.py": ""}, site=USER_SITE)
    install(tmp_path, "numpy", "2.1.0", {"numpy/__init__.py": ""})
    _, facts = _packages(tmp_path, user_site_enabled=True, sys_path=[USER_SITE, SITE])
    assert [(d.version, d.location) for d in facts.distributions] == [("1.26.4", USER_SITE), ("2.1.0", SITE)]


def test_no_interpreter_means_no_packages(tmp_path: Path) -> None:
    facts = collect_packages(FakeSystem(tmp_path), PythonFacts(error="boom"))
    assert facts.distributions == ()
    assert "boom" in (facts.error or "")


def test_canonical_names() -> None:
    assert canonical("TensorFlow_GPU") == "tensorflow-gpu"
    assert canonical("ml.dtypes") == "ml-dtypes"


def test_build_info_of_2_21_is_read_without_import(tmp_path: Path) -> None:
    tensorflow_2_21(tmp_path)
    system, packages = _packages(tmp_path)
    tf = collect_tensorflow(system, packages)
    assert (tf.version, tf.cuda_version, tf.cudnn_version, tf.is_cuda_build) == ("2.21.0", "12.5.1", "9", True)
    assert tf.compute_capabilities == ("sm_60", "sm_70", "sm_80", "sm_89", "compute_90")
    assert tf.build_info_source == "build_info.py"


def test_flat_1x_build_info_format() -> None:
    info = parse_build_info((DATA / "build_info_tf1.13_windows.py").read_text())
    assert info["cuda_version"] == "10.0"
    assert info["cudnn_version"] == "7"


def _judged(tf: TensorFlowFacts) -> TensorFlowFacts:
    return apply_tables(Facts(tensorflow=tf), load_tables()).tensorflow


def test_missing_build_info_is_read_from_the_table_at_diagnosis(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow-gpu", "1.4.0", {"tensorflow/__init__.py": ""})
    system, packages = _packages(tmp_path)
    tf = collect_tensorflow(system, packages)
    assert (tf.build_info_source, tf.cuda_version, tf.is_cuda_build) == (None, None, None)  # nothing observed
    judged = _judged(tf)
    assert judged.build_info_source == "table"
    assert (judged.cuda_version, judged.cudnn_version, judged.is_cuda_build) == ("8.0", "6", True)


def test_cpu_flavour_without_build_info_is_cpu_only(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow-cpu", "2.10.0", {"tensorflow/__init__.py": ""})
    system, packages = _packages(tmp_path)
    assert _judged(collect_tensorflow(system, packages)).is_cuda_build is False


def test_unknown_version_without_build_info_is_an_error_at_diagnosis(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "0.12.1", {"tensorflow/__init__.py": ""})
    system, packages = _packages(tmp_path)
    tf = collect_tensorflow(system, packages)
    assert tf.error is None
    assert "no build_info.py" in (_judged(tf).error or "")


def test_corrupt_build_info_is_an_error_not_a_crash(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.21.0", {"tensorflow/__init__.py": "",
                                               "tensorflow/python/platform/build_info.py": "build_info = ("})
    system, packages = _packages(tmp_path)
    tf = collect_tensorflow(system, packages)
    assert tf.installed
    assert "cannot be parsed" in (tf.error or "")


def test_no_tensorflow(tmp_path: Path) -> None:
    install(tmp_path, "numpy", "2.1.0", {"numpy/__init__.py": ""})
    system, packages = _packages(tmp_path)
    tf = collect_tensorflow(system, packages)
    assert not tf.installed
    assert "no tensorflow package" in (tf.error or "")


def test_a_truncated_native_library_is_reported_by_its_size(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.21.0", {"tensorflow/__init__.py": "", "tensorflow/libtf.so.2": "x" * 100})
    (tmp_path / SITE.lstrip("/") / "tensorflow" / "libtf.so.2").write_text("x" * 10)
    _, facts = _packages(tmp_path)
    assert facts.distributions[0].missing_files == ("tensorflow/libtf.so.2 (10 bytes, RECORD lists 100)",)


def test_every_file_is_looked_for_only_when_asked(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow", "2.21.0", {"tensorflow/__init__.py": ""}, missing=("tensorflow/python/ops.py",))
    info = python_info()
    system = FakeSystem(tmp_path, python=info)
    quick = collect_packages(system, python_facts(info))
    thorough = collect_packages(system, python_facts(info), every_file=True)
    assert quick.distributions[0].missing_count == 0
    assert thorough.distributions[0].missing_files == ("tensorflow/python/ops.py",)
    assert quick.distributions[0].record_files == thorough.distributions[0].record_files == 5


def test_the_writer_is_told_apart_by_hash_when_both_copies_have_the_same_size(tmp_path: Path) -> None:
    install(tmp_path, "tensorflow-gpu", "2.10.0", {"tensorflow/__init__.py": "# gpu 2.10\n"})
    install(tmp_path, "tensorflow", "2.10.0", {"tensorflow/__init__.py": "# cpu 2.10\n"})  # same length
    install(tmp_path, "tensorflow-gpu", "2.10.0", {"tensorflow/__init__.py": "# gpu 2.10\n"})  # written last
    _, facts = _packages(tmp_path)
    assert facts.tensorflow_writer == "tensorflow-gpu"


def test_vital_rows_are_top_level_inits_and_native_libraries() -> None:
    record = ("pkg/__init__.py,sha256=a,10\r\n"  # the first row, with a Windows line end
              "pkg/sub/__init__.py,sha256=b,20\n"  # not top level
              '"odd,name/__init__.py",sha256=c,30\n'  # quoted (a comma in the path): left out
              "other/__init__.py,,\n"  # no hash, no size
              "pkg/_native.cpython-311-x86_64-linux-gnu.so,sha256=d,40\n"
              "pkg/libx.so.2.1,sha256=e,50\n"
              "pkg/__init__.pyc,,\n"
              "last/__init__.py,sha256=f,60")  # no line end
    assert sorted(_vital_rows(record)) == [
        ("last/__init__.py", "60"), ("other/__init__.py", ""), ("pkg/__init__.py", "10"),
        ("pkg/_native.cpython-311-x86_64-linux-gnu.so", "40"), ("pkg/libx.so.2.1", "50")]


@pytest.mark.parametrize("record", ["", "a,,\n", "a,,\r\nb,,\r\n", "a,,\nb,,", "a,,\nb,,\n\n\n", "a,,\r\n\r\n", "\n"])
def test_rows_are_counted_as_the_lines_that_hold_one(record: str) -> None:
    assert _rows(record) == sum(1 for line in record.splitlines() if line)
