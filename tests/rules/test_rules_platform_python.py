from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.facts import Distribution
from envcheck.findings import Severity, Status
from envcheck.rules._common import pip, python_command, quoted
from envcheck.tables import load_tables
from envcheck.testing import make_facts, run_rule

if TYPE_CHECKING:
    from envcheck.facts import Facts

TABLES = load_tables()


def test_plat001_native_windows_after_2_10() -> None:
    facts = make_facts(platform={"system": "Windows", "release": "10", "machine": "AMD64"})
    result = run_rule("PLAT001", facts)
    assert result.status is Status.FAIL
    assert result.findings[0].gpu_blocking
    # One route as commands ("What to do" pastes them in order); going back to 2.10 is named in the text.
    fix = result.findings[0].fix
    assert fix.commands == ("wsl --install", "wsl python3 -m pip install 'tensorflow[and-cuda]'")
    assert "`/venv/bin/python -m pip install 'tensorflow<2.11'`" in fix.text


def test_plat001_windows_2_10_still_had_gpu() -> None:
    facts = make_facts(platform={"system": "Windows"}, tensorflow={"version": "2.10.1"})
    assert run_rule("PLAT001", facts).status is Status.PASS


def test_plat001_wsl_is_linux() -> None:
    assert run_rule("PLAT001", make_facts(platform={"wsl": True})).status is Status.PASS


def test_plat002_macos_without_metal() -> None:
    facts = make_facts(platform={"system": "Darwin", "machine": "arm64"})
    finding = run_rule("PLAT002", facts).findings[0]
    assert finding.fix.commands == ("/venv/bin/python -m pip install tensorflow-metal",)


def test_plat002_macos_with_metal() -> None:
    base = make_facts(platform={"system": "Darwin"})
    metal = Distribution(name="tensorflow-metal", version="1.2.0", location="/venv")
    facts = make_facts(platform={"system": "Darwin"},
                       packages={"distributions": (*base.packages.distributions, metal)})
    assert run_rule("PLAT002", facts).status is Status.PASS


def test_plat003_cpu_without_avx() -> None:
    facts = make_facts(platform={"cpu_flags": ("sse4_1", "sse4_2"), "cpu_model": "Intel(R) Pentium(R) Silver N5000"})
    finding = run_rule("PLAT003", facts).findings[0]
    assert finding.severity is Severity.ERROR
    assert "Illegal instruction" in finding.message


def test_plat003_tf_1_5_needs_no_avx() -> None:
    facts = make_facts(platform={"cpu_flags": ("sse4_1",)}, tensorflow={"version": "1.5.0"})
    assert run_rule("PLAT003", facts).status is Status.PASS


def test_plat003_unknown_flags_are_not_guessed() -> None:
    assert run_rule("PLAT003", make_facts(platform={"cpu_flags": None})).status is Status.PASS


def test_py001_python_too_new_for_tensorflow() -> None:
    facts = make_facts(python={"version": "3.13.1"}, tensorflow={"version": "2.15.0"})
    finding = run_rule("PY001", facts).findings[0]
    assert "supports Python 3.9, 3.10, 3.11" in finding.message
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'tensorflow==2.21.*'",)


def _with_and_cuda(facts: Facts, line: str) -> Facts:
    """The distributions TensorFlow ``line``'s [and-cuda] extra installs, beside TensorFlow."""
    site = facts.packages.tensorflow_import_dir or ""
    names = {re.split(r"[<>=!~;\s\[]", r, maxsplit=1)[0] for r in TABLES.release(line + ".0").release.and_cuda}
    wheels = tuple(Distribution(name=n, version="1", location=site) for n in sorted(names))
    kept = tuple(d for d in facts.packages.distributions if d.name not in names)
    return make_facts(python=facts.python, tensorflow=facts.tensorflow, packages={"distributions": (*kept, *wheels)})


def test_py001_keeps_the_and_cuda_extra_the_user_has() -> None:
    facts = _with_and_cuda(make_facts(python={"version": "3.13.1"}, tensorflow={"version": "2.15.0"}), "2.15")
    fix = run_rule("PY001", facts).findings[0].fix
    assert fix.commands == ("/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*'",)
    assert "[and-cuda]" in fix.text


def test_py001_without_the_extra_names_it_as_the_other_form() -> None:
    facts = make_facts(python={"version": "3.13.1"}, tensorflow={"version": "2.15.0"})  # only nvidia-cudnn-cu12
    fix = run_rule("PY001", facts).findings[0].fix
    assert fix.commands == ("/venv/bin/python -m pip install 'tensorflow==2.21.*'",)
    assert "`tensorflow[and-cuda]==2.21.*`" in fix.text


def test_py001_the_extra_cannot_be_kept_on_a_line_without_it() -> None:
    facts = _with_and_cuda(make_facts(python={"version": "3.8.18"}, tensorflow={"version": "2.14.0"}), "2.14")
    fix = run_rule("PY001", facts).findings[0].fix
    assert fix.commands == ("/venv/bin/python -m pip install 'tensorflow==2.13.*'",)
    assert "has no [and-cuda] extra" in fix.text
    assert "CUDA 11.8" in fix.text


def test_py001_supported() -> None:
    assert run_rule("PY001", make_facts()).status is Status.PASS


def test_py002_user_site_shadows_conda() -> None:
    user = "/home/u/.local/lib/python3.11/site-packages"
    shadow = Distribution(name="numpy", version="1.26.4", location=user)
    base = make_facts()
    facts = make_facts(python={"conda": True, "virtualenv": False, "user_site": user, "user_site_enabled": True},
                       packages={"distributions": (shadow, *base.packages.distributions)})
    finding = run_rule("PY002", facts).findings[0]
    assert "numpy 1.26.4" in finding.message
    assert "export PYTHONNOUSERSITE=1" in finding.fix.commands


def test_py002_user_site_disabled() -> None:
    facts = make_facts(python={"user_site": "/home/u/.local", "user_site_enabled": False})
    assert run_rule("PY002", facts).status is Status.PASS


def test_rules_needing_tensorflow_skip_without_it() -> None:
    result = run_rule("PY001", make_facts(tensorflow={"installed": False, "version": None}))
    assert result.status is Status.SKIP
    assert result.reason == "TensorFlow is not installed"


def test_py003_same_environment() -> None:
    facts = make_facts(python={"path_python": "/venv/bin/python", "path_python_prefix": "/venv"})
    assert run_rule("PY003", facts).status is Status.PASS


def test_py003_pip_on_path_is_another_environment() -> None:
    facts = make_facts(python={"path_python": "/opt/conda/bin/python", "path_python_prefix": "/opt/conda"})
    result = run_rule("PY003", facts)
    assert result.status is Status.FAIL
    assert "/opt/conda" in result.findings[0].message


def test_py003_not_checked_outside_a_notebook() -> None:
    assert run_rule("PY003", make_facts()).status is Status.PASS


def test_fix_commands_quote_the_interpreter_for_the_machines_shell() -> None:
    posix = make_facts(python={"executable": "/home/ada/my env/bin/python"})
    assert pip(posix) == "'/home/ada/my env/bin/python' -m pip"
    windows = {"system": "Windows", "release": "10", "machine": "AMD64"}
    plain = make_facts(platform=windows, python={"executable": r"C:\Users\ada\tf210\Scripts\python.exe"})
    assert pip(plain) == r"C:\Users\ada\tf210\Scripts\python.exe -m pip"  # sh quotes would stop PowerShell and cmd
    spaced = make_facts(platform=windows, python={"executable": r"C:\Program Files\Python310\python.exe"})
    assert python_command(spaced) == r"& 'C:\Program Files\Python310\python.exe'"
    assert quoted(spaced, "Ada's env") == "'Ada''s env'"


def test_py001_removes_another_flavour_before_installing_tensorflow() -> None:
    base = make_facts(python={"version": "3.13.1"}, tensorflow={"version": "2.15.0", "distribution": "tensorflow-cpu"})
    site = base.packages.tensorflow_import_dir
    cpu = Distribution(name="tensorflow-cpu", version="2.15.0", location=site)
    kept = tuple(d for d in base.packages.distributions if d.name != "tensorflow")
    facts = make_facts(python=base.python, tensorflow=base.tensorflow, packages={"distributions": (*kept, cpu)})
    fix = run_rule("PY001", facts).findings[0].fix
    assert fix.commands == ("/venv/bin/python -m pip uninstall -y tensorflow-cpu",
                            "/venv/bin/python -m pip install 'tensorflow==2.21.*'")
