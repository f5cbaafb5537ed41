"""PY: the interpreter TensorFlow runs on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from envcheck.compat import python_fits, python_lines
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._common import flavour_removals, has_and_cuda, line_install, pip, python_minor, release
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Facts
    from envcheck.tables import Release, Tables


@rule("PY001", "TensorFlow does not support this Python", requires=["tensorflow"])
def python_unsupported(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Each TensorFlow release is built for a few Python versions only (tested build table).

    A wheel forced onto another Python fails to import its compiled extension.
    """
    match = release(facts, tables)
    here = python_minor(facts)
    if match is None or python_fits(match.release, here):
        return
    newest = next(reversed(python_lines(tables, here)), None)
    fix = Fix(f"Use a Python that TensorFlow {match.release.line} supports.")
    if newest:
        fix = _newer_line_fix(facts, match.release, newest, here)
    yield Finding(
        severity=Severity.ERROR,
        message=(f"TensorFlow {facts.tensorflow.version} supports Python {', '.join(match.release.python)}, "
                 f"not {facts.python.version}"),
        evidence=(f"python: {facts.python.executable} ({facts.python.version})",
                  *((match.note,) if match.note else ())),
        fix=fix,
        subject="python",
    )


def _newer_line_fix(facts: Facts, installed: Release, newest: Release, here: str) -> Fix:
    """Move to ``newest``, keeping the [and-cuda] extra when the user has it and the line has one."""
    had_extra = has_and_cuda(facts, installed)
    text = (f"Use a Python that TensorFlow {installed.line} supports, or TensorFlow {newest.line}, the newest "
            f"release for Python {here}")
    if had_extra and newest.and_cuda:
        text += " (with the [and-cuda] extra installed now: pip's CUDA libraries)."
    elif had_extra:
        text += (f"; TensorFlow {newest.line} has no [and-cuda] extra: install CUDA {newest.cuda_build} and cuDNN "
                 f"{newest.cudnn} and put their libraries on LD_LIBRARY_PATH.")
    elif newest.and_cuda:
        text += (f"; `tensorflow[and-cuda]=={newest.line}.*` instead also installs its CUDA libraries from pip "
                 "(Linux).")
    else:
        text += "."
    return Fix(text, (*flavour_removals(facts), line_install(facts, newest, cuda=had_extra)))


@rule("PY002", "User site-packages shadow the environment", requires=["tensorflow"])
def user_site_shadows(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Packages in ~/.local (the user site) come before a conda environment's own.

    A TensorFlow, Keras or NumPy there silently replaces the one the environment
    installed, so `pip list` and `import` disagree.
    """
    user = facts.python.user_site
    if not (facts.python.user_site_enabled and user) or not (facts.python.virtualenv or facts.python.conda):
        return
    shadowing = [d for d in facts.packages.distributions if d.location == user]
    if not shadowing:
        return
    names = " ".join(d.name for d in shadowing)
    yield Finding(
        severity=Severity.WARN,
        message=f"the user site {user} holds {', '.join(f'{d.name} {d.version}' for d in shadowing)}, "
                f"which take precedence over the environment's packages",
        evidence=tuple(f"{d.name} {d.version} in {d.location}" for d in shadowing),
        fix=Fix("Ignore the user site for this environment, or remove the user copies.",
                ("export PYTHONNOUSERSITE=1", f"{pip(facts)} uninstall -y {names}")),
        subject="python",
    )


@rule("PY003", "The notebook's kernel is not the python on PATH")
def kernel_is_not_path_python(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """The notebook's kernel is not the python on PATH.

    In a notebook, `!pip install` and `!python` run the first `python`/`pip` on PATH, which may
    belong to another environment than the kernel's: the package installs fine and
    `import` still fails (or finds an old version). `%pip install` installs into the kernel's own
    interpreter. Checked by `envcheck.check()`, which runs in the kernel.
    """
    py = facts.python
    if py.path_python_prefix is None or py.path_python_prefix == py.prefix:
        return
    yield Finding(
        severity=Severity.WARN,
        message=(f"the kernel runs {py.executable} (environment {py.prefix}) but `python` on PATH is "
                 f"{py.path_python} (environment {py.path_python_prefix}): `!pip install` goes to the other one"),
        evidence=(f"kernel: {py.executable}", f"PATH: {py.path_python} with sys.prefix {py.path_python_prefix}"),
        fix=Fix("Install with the %pip magic (it targets the kernel), or with the kernel's own pip.",
                ("%pip install PACKAGE", f"{pip(facts)} install PACKAGE")),
        subject="python",
    )
