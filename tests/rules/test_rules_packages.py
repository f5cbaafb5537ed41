from __future__ import annotations

import functools
import operator
import re

import pytest
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet

from envcheck.facts import Distribution, Facts
from envcheck.findings import Severity, Status
from envcheck.rules._common import marker_environment, specifier
from envcheck.tables import load_tables
from envcheck.testing import make_facts, run_rule

SITE = "/venv/lib/python3.11/site-packages"


def _with(*dists: Distribution, drop: tuple[str, ...] = (), **sections: object) -> Facts:
    base = make_facts()
    kept = tuple(d for d in base.packages.distributions if d.name not in drop)
    return make_facts(packages={"distributions": (*kept, *dists)}, **sections)


def _dist(name: str, version: str, **kw: object) -> Distribution:
    return Distribution(name=name, version=version, location=SITE, **kw)


def test_pkg001_two_owners_of_tensorflow() -> None:
    facts = _with(_dist("tensorflow-gpu", "2.10.0", owns_tensorflow=True))
    finding = run_rule("PKG001", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert "tensorflow 2.21.0 and tensorflow-gpu 2.10.0" in finding.message
    assert finding.fix.commands[0] == "/venv/bin/python -m pip uninstall -y tensorflow tensorflow-gpu"


def test_pkg001_one_owner() -> None:
    assert run_rule("PKG001", make_facts()).status is Status.PASS


def test_pkg002_leftover_tensorflow_gpu() -> None:
    facts = _with(_dist("tensorflow-gpu", "2.4.0"))
    assert "tensorflow-gpu 2.4.0 is still installed" in run_rule("PKG002", facts).findings[0].message


def test_pkg002_tensorflow_gpu_alone_is_fine() -> None:
    facts = _with(_dist("tensorflow-gpu", "1.15.0", owns_tensorflow=True), drop=("tensorflow",),
                  tensorflow={"version": "1.15.0", "distribution": "tensorflow-gpu"})
    assert run_rule("PKG002", facts).status is Status.PASS


def test_pkg003_missing_files() -> None:
    broken = _dist("tensorflow", "2.21.0", owns_tensorflow=True, record_files=22382, missing_count=3,
                   missing_files=("tensorflow/libtensorflow_framework.so.2",))
    finding = run_rule("PKG003", _with(broken, drop=("tensorflow",))).findings[0]
    assert finding.severity is Severity.ERROR
    assert "missing 3 of its 22382 files" in finding.message
    assert "--force-reinstall --no-deps 'tensorflow==2.21.0'" in finding.fix.commands[0]


def test_pkg003_complete_install() -> None:
    assert run_rule("PKG003", make_facts()).status is Status.PASS


def test_pkg004_keras_2_with_tf_2_16() -> None:
    facts = _with(_dist("keras", "2.15.0"), drop=("keras",), tensorflow={"version": "2.16.1"})
    finding = run_rule("PKG004", facts).findings[0]
    assert "Keras 2.15.0 is Keras 2" in finding.message
    # Keras 3 or tf-keras: alternatives, so only the first is a command and the text names the other.
    assert finding.fix.commands == ("/venv/bin/python -m pip install --upgrade 'keras>=3'",)
    assert "export TF_USE_LEGACY_KERAS=1" in finding.fix.text


def test_pkg004_keras_2_with_tf_keras_set_up() -> None:
    facts = _with(_dist("keras", "2.15.0"), _dist("tf-keras", "2.16.0"), drop=("keras",),
                  tensorflow={"version": "2.16.1"},
                  environment={"variables": ({"name": "TF_USE_LEGACY_KERAS", "value": "1"},)})
    assert run_rule("PKG004", facts).status is Status.PASS


def test_pkg004_keras_3_with_tf_2_15() -> None:
    facts = _with(tensorflow={"version": "2.15.0"})  # keras 3.12.0 from the healthy defaults
    finding = run_rule("PKG004", facts).findings[0]
    assert "Keras 3.12.0 is Keras 3" in finding.message
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'keras~=2.15.0'",)


def test_pkg004_legacy_flag_without_tf_keras() -> None:
    facts = make_facts(environment={"variables": ({"name": "TF_USE_LEGACY_KERAS", "value": "true"},)})
    finding = run_rule("PKG004", facts).findings[0]
    assert "tf-keras is not installed" in finding.message
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tf-keras~=2.21.0'",)
    assert "`unset TF_USE_LEGACY_KERAS`" in finding.fix.text


def test_pkg005_numpy_2_with_tf_2_15_is_an_abi_error() -> None:
    facts = _with(tensorflow={"version": "2.15.0"})  # numpy 2.1.3
    finding = run_rule("PKG005", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert "(<2.0.0,>=1.23.5)" in finding.message


def test_pkg005_numpy_2_with_tf_2_14_metadata_without_bound() -> None:
    finding = run_rule("PKG005", _with(tensorflow={"version": "2.14.0"})).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'numpy<2,>=1.23.5'",)


def test_pkg005_numpy_too_old_is_a_warning() -> None:
    facts = _with(_dist("numpy", "1.24.0"), drop=("numpy",))
    assert run_rule("PKG005", facts).findings[0].severity is Severity.WARN


def test_pkg005_numpy_in_range() -> None:
    assert run_rule("PKG005", make_facts()).status is Status.PASS


def test_pkg006_protobuf_4_with_tf_2_10() -> None:
    facts = _with(_dist("protobuf", "4.25.3"), drop=("protobuf",), tensorflow={"version": "2.10.0"},
                  python={"version": "3.10.12"})
    finding = run_rule("PKG006", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert "protobuf<3.20,>=3.9.2" in finding.fix.commands[0]


def test_pkg006_protobuf_in_range() -> None:
    assert run_rule("PKG006", make_facts()).status is Status.PASS


def _by_packaging(lines: tuple[str, ...], name: str, facts: Facts) -> SpecifierSet | None:
    """What packaging's own PEP 508 parser makes of the lines (the reference for `specifier`)."""
    env = marker_environment(facts)
    ranges = []
    for line in lines:
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        if req.name.lower() == name and (req.marker is None or req.marker.evaluate(env)):
            ranges.append(req.specifier)
    return functools.reduce(operator.and_, ranges, SpecifierSet()) if ranges else None


@pytest.mark.parametrize("python", ["3.9.18", "3.11.7", "3.12.3"])
def test_specifier_reads_every_table_line_as_packaging_does(python: str) -> None:
    facts = make_facts(python={"version": python})
    rows = [r.at(v) for r in load_tables().releases for v in (r.inspected, *(v for p in r.patches for v in p.versions))]
    checked = 0
    for row in rows:
        names = {re.split(r"[\s<>=!~;\[(]", line, maxsplit=1)[0] for line in row.and_cuda}
        for name, lines in (("numpy", row.numpy), ("protobuf", row.protobuf), *((n, row.and_cuda) for n in names)):
            assert specifier(lines, name, facts) == _by_packaging(lines, name, facts), (row.line, name, lines)
            checked += 1
    assert checked > 100  # the tables hold ~40 lines of ~3 requirement lists each


@pytest.mark.parametrize("lines", [
    ('numpy<2.0.0,>=1.23.5; python_version <= "3.11"', 'numpy<2.0.0,>=1.26.0; python_version >= "3.12"'),
    ("numpy (>=1.20,<2)",), ("numpy[extra]>=1.2",), ("numpy>=1.0 junk",), ("numpy>=1.0,",), ("numpy",),
    ("  numpy ~= 1.19.2 ",), ("numpy-extra>=2", "numpy<3"), ("numpy @ https://example.com/numpy.whl",),
    ("numpy>=1.0; extra == 'x'",), ("numpy===1.0",), ("",),
])
def test_specifier_agrees_with_packaging_on_odd_lines(lines: tuple[str, ...]) -> None:
    facts = make_facts(python={"version": "3.11.7"})
    assert specifier(lines, "numpy", facts) == _by_packaging(lines, "numpy", facts)


def _tf_with(tf: str, *dists: Distribution) -> Facts:
    """TensorFlow ``tf`` installed beside the add-ons given."""
    return _with(_dist("tensorflow", tf, owns_tensorflow=True), *dists, drop=("tensorflow",),
                 tensorflow={"version": tf})


def test_pkg007_text_of_another_minor_gets_the_text_release_for_this_tensorflow() -> None:
    finding = run_rule("PKG007", _tf_with("2.16.1", _dist("tensorflow-text", "2.15.0"))).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.message == ("tensorflow-text 2.15.0 is made for TensorFlow >=2.15.0,<2.16, not the TensorFlow "
                               "2.16.1 installed")
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow-text==2.16.*'",)
    assert "'tensorflow>=2.15.0,<2.16'" in finding.fix.text  # or the TensorFlow it is made for
    assert finding.subject == "pkg:tensorflow-text"


def test_pkg007_an_addon_with_no_release_for_this_tensorflow_gets_the_tensorflow_it_is_made_for() -> None:
    finding = run_rule("PKG007", _tf_with("2.16.1", _dist("tensorflow-addons", "0.23.0"))).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow>=2.13,<2.16'",)
    assert "No tensorflow-addons release is made for TensorFlow 2.16.1" in finding.fix.text
    assert any("end of life" in e for e in finding.evidence)


def test_pkg007_tfp_older_than_its_floor() -> None:
    finding = run_rule("PKG007", _tf_with("2.14.1", _dist("tensorflow-probability", "0.23.0"))).findings[0]
    assert finding.severity is Severity.ERROR
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow-probability==0.22.*'",)


def test_pkg007_tfdf_a_patch_apart_is_a_warning() -> None:
    finding = run_rule("PKG007", _tf_with("2.15.1", _dist("tensorflow-decision-forests", "1.8.1"))).findings[0]
    assert finding.severity is Severity.WARN
    assert "built for TensorFlow 2.15.0 and TensorFlow 2.15.1 is installed, a patch release apart" in finding.message


def test_pkg007_tfp_0_24_without_tf_keras() -> None:
    facts = _tf_with("2.17.0", _dist("tensorflow-probability", "0.24.0"))
    finding = run_rule("PKG007", facts).findings[0]
    assert finding.severity is Severity.WARN
    assert finding.message == "tensorflow-probability 0.24.0 needs tf-keras>=2.16 beside TensorFlow (not installed)"
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tf-keras>=2.16'",)


def test_pkg007_add_ons_that_pair_pass() -> None:
    facts = _tf_with("2.15.1", _dist("tensorflow-text", "2.15.0"), _dist("tensorflow-addons", "0.23.0"),
                     _dist("tensorflow-probability", "0.23.0"), _dist("tensorflow-io", "0.36.0"),
                     _dist("tensorflow-io-gcs-filesystem", "0.36.0"))
    assert run_rule("PKG007", facts).status is Status.PASS
    assert run_rule("PKG007", make_facts()).status is Status.PASS  # no add-on installed
    unknown = _tf_with("2.15.1", _dist("tensorflow-io", "0.99.0"))  # a release the table lacks: not judged
    assert run_rule("PKG007", unknown).status is Status.PASS


def _windows_tf_with(tf: str, *dists: Distribution) -> Facts:
    """TensorFlow ``tf`` on Windows (2.10-2.15: the tensorflow package pins the tensorflow-intel that owns it)."""
    return _with(_dist("tensorflow-intel", tf, owns_tensorflow=True), _dist("tensorflow", tf), *dists,
                 drop=("tensorflow",), tensorflow={"version": tf}, platform={"system": "Windows"})


def test_pkg007_on_windows_an_addon_release_without_windows_wheels_is_not_advised() -> None:
    finding = run_rule("PKG007", _windows_tf_with("2.11.1", _dist("tensorflow-text", "2.10.0"))).findings[0]
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow>=2.10.0,<2.11'",)
    assert "has no Windows wheels" in finding.fix.text
    # tensorflow-addons 0.23 (the release for 2.13-2.15) has none: 0.22, for 2.12-2.14, is the one for 2.13 there
    finding = run_rule("PKG007", _windows_tf_with("2.13.0", _dist("tensorflow-addons", "0.19.0"))).findings[0]
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow-addons==0.22.*'",)
    assert "'tensorflow>=2.9,<2.12'" in finding.fix.text  # the package the user installed, not tensorflow-intel
