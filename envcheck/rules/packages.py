"""PKG: TensorFlow's distributions and the packages that must pair with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from packaging.specifiers import SpecifierSet

from envcheck.collect.packages import TF_FLAVOURS
from envcheck.compat import (
    addon_fit,
    addon_for_tensorflow,
    addon_release,
    addon_releases,
    requirement_name,
    requirement_spec,
)
from envcheck.findings import Finding, Fix, Severity, Stage
from envcheck.rules._common import highest_major, imported, parse_version, pinned, pip, release, specifier
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import Distribution, Facts
    from envcheck.tables import AddonRelease, Tables

_LEGACY_KERAS_ON = ("1", "true", "True")  # values tensorflow/__init__.py accepts for TF_USE_LEGACY_KERAS


def _tf_dists(facts: Facts) -> list[Distribution]:
    return [d for d in facts.packages.distributions if d.name in TF_FLAVOURS or d.owns_tensorflow]


def _reinstall(facts: Facts, names: list[str]) -> tuple[str, ...]:
    keep = "tensorflow[and-cuda]" if facts.platform.system == "Linux" else "tensorflow"
    return (f"{pip(facts)} uninstall -y {' '.join(sorted(set(names)))}",
            f"{pip(facts)} install --force-reinstall {pinned(keep, facts.tensorflow.version)}")


@rule("PKG001", "Several distributions own the tensorflow package")
def duplicate_tensorflow(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Two distributions that both install files into tensorflow/ overwrite each other.

    pip does not notice (pypa/pip#4625): whichever was installed last wins file
    by file, leaving a mix of versions or of GPU and CPU builds.
    """
    for site in {d.location for d in _tf_dists(facts)}:
        owners = [d for d in _tf_dists(facts) if d.location == site and d.owns_tensorflow]
        if len(owners) < 2:  # noqa: PLR2004 - two owners is the conflict
            continue
        writer = facts.packages.tensorflow_writer
        yield Finding(
            severity=Severity.ERROR,
            message=(f"{' and '.join(f'{d.name} {d.version}' for d in owners)} both install tensorflow/ in {site}"
                     + (f"; the files on disk are {writer}'s" if writer else "")),
            evidence=tuple(f"{d.metadata_dir}: RECORD lists {d.record_files} files, some under tensorflow/"
                           for d in owners),
            fix=Fix("Uninstall every TensorFlow distribution, then install exactly one.",
                    _reinstall(facts, [d.name for d in owners])),
            subject="pkg:tensorflow", stage=Stage.MIXED,
        )


@rule("PKG002", "Leftover tensorflow-gpu", requires=["tensorflow"])
def leftover_tensorflow_gpu(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Leftover tensorflow-gpu.

    tensorflow-gpu was the GPU package up to 2.0; from 2.1 `tensorflow` itself has the GPU
    build and tensorflow-gpu was removed after 2.11. A leftover copy beside `tensorflow`
    pins an old version and can overwrite the newer files.
    """
    gpu = facts.distribution("tensorflow-gpu")
    others = [d for d in _tf_dists(facts) if d.name != "tensorflow-gpu"]
    if gpu is None or not others:
        return
    yield Finding(
        severity=Severity.WARN,
        message=(f"tensorflow-gpu {gpu.version} is still installed beside "
                 + ", ".join(f"{d.name} {d.version}" for d in others)),
        evidence=(f"{gpu.metadata_dir}",),
        fix=Fix("Remove tensorflow-gpu; `tensorflow` has carried the GPU build since 2.1.",
                _reinstall(facts, ["tensorflow-gpu", *(d.name for d in others)])),
        subject="pkg:tensorflow-gpu",
    )


@rule("PKG003", "Files missing from an installed distribution", requires=["tensorflow"])
def missing_files(facts: Facts, tables: Tables) -> Iterator[Finding]:  # noqa: ARG001 - rule signature
    """Files missing from an installed distribution.

    Files listed in a distribution's RECORD are gone: an interrupted install, a clean-up
    tool, or a second distribution's uninstall removed them. A RECORD or INSTALLER that is not a
    regular file (a FIFO, a link to a device) or is absurdly large is damage of the same kind:
    envcheck does not read it.
    """
    mixed = sum(1 for d in _tf_dists(facts) if d.owns_tensorflow) > 1
    for dist in facts.packages.distributions:
        if not dist.missing_count and not dist.unreadable:
            continue
        core = dist.name in TF_FLAVOURS or dist.owns_tensorflow
        damage = [f"{dist.missing_count} of its {dist.record_files} files"] if dist.missing_count else []
        damage += [f"a readable {why}" for why in dist.unreadable]
        yield Finding(
            severity=Severity.ERROR if core else Severity.WARN,
            message=f"{dist.name} {dist.version} is missing {' and '.join(damage)}",
            evidence=tuple(f"missing: {p}" for p in dist.missing_files),
            fix=Fix("Reinstall it.",
                    (f"{pip(facts)} install --force-reinstall --no-deps {pinned(dist.name, dist.version)}",)),
            # Beside a second owner of tensorflow/ the gaps are its overwrites: PKG001 names that cause.
            subject=f"pkg:{dist.name}", stage=Stage.IMPORT if core and not imported(facts) and not mixed else None,
        )


def _keras_findings(facts: Facts, line: str, keras_major: int | None) -> Iterator[Finding]:
    keras = facts.distribution("keras") or facts.distribution("keras-nightly")
    tf_keras = facts.distribution("tf-keras") or facts.distribution("tf-keras-nightly")
    version = parse_version(keras.version) if keras else None
    legacy = facts.environment.get("TF_USE_LEGACY_KERAS") in _LEGACY_KERAS_ON
    tf_minor = ".".join(line.split(".")[:2])
    if keras_major == 3 and keras and version and version.major < 3 and not (legacy and tf_keras):  # noqa: PLR2004
        yield Finding(
            severity=Severity.ERROR,
            message=f"Keras {keras.version} is Keras 2, but TensorFlow {line} uses Keras 3"
                    " and tf-keras is not set up",
            evidence=(f"keras {keras.version}", f"tf-keras: {tf_keras.version if tf_keras else 'not installed'}",
                      f"TF_USE_LEGACY_KERAS={facts.environment.get('TF_USE_LEGACY_KERAS') or '(unset)'}"),
            fix=Fix("Install Keras 3 (or, instead, keep Keras 2 code on tf-keras: "
                    f"`{pip(facts)} install 'tf-keras~={tf_minor}.0' && export TF_USE_LEGACY_KERAS=1`).",
                    (f"{pip(facts)} install --upgrade 'keras>=3'",)),
            subject="pkg:keras", stage=Stage.KERAS,
        )
    if keras_major == 2 and keras and version and version.major >= 3:  # noqa: PLR2004
        yield Finding(
            severity=Severity.ERROR,
            message=f"Keras {keras.version} is Keras 3, which needs TensorFlow 2.16 or newer (this is {line})",
            evidence=(f"keras {keras.version} in {keras.location}",),
            fix=Fix(f"Install the Keras 2 release that pairs with TensorFlow {tf_minor}.",
                    (f"{pip(facts)} install 'keras~={tf_minor}.0'",)),
            subject="pkg:keras", stage=Stage.KERAS,
        )
    if legacy and keras_major == 3 and tf_keras is None:  # noqa: PLR2004
        yield Finding(
            severity=Severity.ERROR,
            message="TF_USE_LEGACY_KERAS is set but tf-keras is not installed: `tf.keras` will fail to import",
            evidence=(f"TF_USE_LEGACY_KERAS={facts.environment.get('TF_USE_LEGACY_KERAS')}",),
            fix=Fix("Install tf-keras for this TensorFlow (or, instead, use Keras 3: `unset TF_USE_LEGACY_KERAS`).",
                    (f"{pip(facts)} install 'tf-keras~={tf_minor}.0'",)),
            subject="pkg:tf-keras", stage=Stage.KERAS,
        )


@rule("PKG004", "Keras does not pair with TensorFlow", requires=["tensorflow"])
def keras_pairing(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Keras does not pair with TensorFlow.

    TensorFlow up to 2.15 uses Keras 2; from 2.16 `tf.keras` is Keras 3, and Keras 2 code
    needs tf-keras plus TF_USE_LEGACY_KERAS=1 (set before TensorFlow is imported).
    """
    match = release(facts, tables)
    if match is None:
        return
    yield from _keras_findings(facts, facts.tensorflow.version or match.release.line, match.release.keras_major)


def allowed_range(facts: Facts, tables: Tables, name: str) -> SpecifierSet | None:
    """The versions of ``name`` ("numpy", "protobuf") the installed TensorFlow works with, None if unknown."""
    match = release(facts, tables)
    if match is None:
        return None
    rel = match.release
    lines, abi_major = (rel.numpy, rel.numpy_max_major) if name == "numpy" else (rel.protobuf, None)
    spec = specifier(lines, name, facts) or SpecifierSet()
    declared = highest_major(spec)
    if abi_major is not None and (declared is None or declared > abi_major):
        spec &= SpecifierSet(f"<{abi_major + 1}")  # the ABI bound the metadata forgot (2.14.0)
    return spec if str(spec) else None


def _range_finding(facts: Facts, tables: Tables, dist: Distribution, consequence: str) -> Finding | None:
    spec = allowed_range(facts, tables, dist.name) or SpecifierSet()
    version = parse_version(dist.version)
    if version is None:
        return None
    top = highest_major(spec)
    too_new = top is not None and version.major > top
    if not too_new and spec.contains(version, prereleases=True):
        return None
    want = str(spec)
    return Finding(
        severity=Severity.ERROR if too_new else Severity.WARN,
        message=(f"{dist.name} {dist.version} is outside the range TensorFlow {facts.tensorflow.version} was built for"
                 f" ({want})" + (f": {consequence}" if too_new else "")),
        evidence=(f"{dist.name} {dist.version} in {dist.location}",
                  f"tensorflow {facts.tensorflow.version} requires {dist.name}{want}"),
        fix=Fix(f"Install a {dist.name} in the range.", (f"{pip(facts)} install '{dist.name}{want}'",)),
        subject=f"pkg:{dist.name}", stage=Stage.IMPORT if too_new and not imported(facts) else None,
    )


@rule("PKG005", "NumPy outside TensorFlow's range", requires=["tensorflow"])
def numpy_range(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """NumPy outside TensorFlow's range.

    TensorFlow before 2.18 was compiled against the NumPy 1.x C ABI; with NumPy 2 its
    import fails ("A module that was compiled using NumPy 1.x cannot be run in NumPy 2").
    Versions outside the wheel's declared range may fail in other ways.
    """
    numpy = facts.distribution("numpy")
    if numpy:
        found = _range_finding(facts, tables, numpy, "TensorFlow's compiled modules will not load")
        if found:
            yield found


@rule("PKG006", "protobuf outside TensorFlow's range", requires=["tensorflow"])
def protobuf_range(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Protobuf outside TensorFlow's range.

    TensorFlow's generated protobuf code works with the protobuf majors it declares; a newer
    major fails at import ("Descriptors cannot be created directly" for 4.x under TF <= 2.10).
    """
    protobuf = facts.distribution("protobuf")
    if protobuf:
        found = _range_finding(facts, tables, protobuf, "importing TensorFlow will fail in its generated protobuf code")
        if found:
            yield found


def _addon_finding(facts: Facts, tables: Tables, dist: Distribution, row: AddonRelease) -> Finding | None:
    tf = facts.tensorflow.version
    fit = addon_fit(tables, dist.name, dist.version, tf)
    if fit == "fits":
        return _unmet_need(facts, dist, row)
    if fit is None:
        return None
    # the distribution the user installed: Windows' tensorflow-intel is pinned by the tensorflow beside it
    flavour = next((d.name for d in _tf_dists(facts) if d.name != "tensorflow-intel"), "tensorflow")
    windows = facts.platform.system == "Windows"
    for_tf = addon_for_tensorflow(tables, dist.name, tf, windows=windows)
    own_tf = f"{pip(facts)} install '{flavour}{row.tensorflow}'"
    if for_tf is not None:
        fix = Fix(f"Install the {dist.name} release made for TensorFlow {tf} (or, instead, the TensorFlow "
                  f"{dist.name} {dist.version} is made for: `{own_tf}`).",
                  (f"{pip(facts)} install '{dist.name}{for_tf.versions}'",))
    elif windows and (linux_only := addon_for_tensorflow(tables, dist.name, tf)) is not None:
        fix = Fix(f"The {dist.name} release made for TensorFlow {tf} ({linux_only.versions.lstrip('=')}) has no "
                  f"Windows wheels: install the TensorFlow {dist.name} {dist.version} is made for, or use both in "
                  "WSL2.", (own_tf,))
    else:
        newest = addon_releases(tables, dist.name)[0]
        fix = Fix(f"No {dist.name} release is made for TensorFlow {tf} (the newest, {newest.versions.lstrip('=')}, "
                  f"pairs with TensorFlow {newest.tensorflow}): install the TensorFlow {dist.name} {dist.version} "
                  "is made for, or stop using it.", (own_tf,))
    evidence = (f"{dist.name} {dist.version} in {dist.location}", f"tensorflow {tf}",
                f"{dist.name} {row.versions.lstrip('=')} pairs with TensorFlow {row.tensorflow}"
                + (f" ({row.note})" if row.note else ""), *row.sources[:1])
    if fit == "patch":
        return Finding(severity=Severity.WARN, message=(
            f"{dist.name} {dist.version} is built for TensorFlow {row.tensorflow.lstrip('=')} and TensorFlow {tf} is "
            "installed, a patch release apart: its ops usually load, not surely"),
            evidence=evidence, fix=fix, subject=f"pkg:{dist.name}")
    return Finding(severity=Severity.ERROR, message=(
        f"{dist.name} {dist.version} is made for TensorFlow {row.tensorflow}, not the TensorFlow {tf} installed"),
        evidence=evidence, fix=fix, subject=f"pkg:{dist.name}")


def _unmet_need(facts: Facts, dist: Distribution, row: AddonRelease) -> Finding | None:
    """A requirement the pairing takes besides TensorFlow (tf-keras for TFP 0.24+) that is missing or off."""
    for need in row.needs:
        name = requirement_name(need)
        have, spec = facts.distribution(name), requirement_spec(need)
        if have is None or (spec is not None and not spec.contains(have.version, prereleases=True)):
            return Finding(
                severity=Severity.WARN,
                message=(f"{dist.name} {dist.version} needs {need} beside TensorFlow "
                         f"({'not installed' if have is None else f'{name} {have.version} is installed'})"),
                evidence=(f"{dist.name} {dist.version} in {dist.location}", *row.sources[-1:]),
                fix=Fix(f"Install {need}.", (f"{pip(facts)} install '{need}'",)),
                subject=f"pkg:{dist.name}",
            )
    return None


@rule("PKG007", "A TensorFlow add-on made for another TensorFlow", requires=["tensorflow"])
def addon_pairing(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """A TensorFlow add-on made for another TensorFlow.

    tensorflow-addons, -probability, -text, -io and -decision-forests each pair with given
    TensorFlow releases (compat_tables' `addons`, from each project's own table or check).
    Upgrading TensorFlow alone leaves them behind: their compiled ops are built against one
    TensorFlow's C++ ABI and fail to load ("undefined symbol"), and their Python checks refuse
    it. TF-DF is built for one exact TensorFlow release; a patch apart usually loads.
    tensorflow-probability 0.24+ and TF-DF 1.9+ also need tf-keras.
    """
    for dist in facts.packages.distributions:
        row = addon_release(tables, dist.name, dist.version)
        found = _addon_finding(facts, tables, dist, row) if row else None
        if found:
            yield found
