"""Resolvers for Python packages: NumPy, protobuf, Keras, pip and conda."""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, NamedTuple

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from envcheck.compat import (
    addon_fit,
    addon_for_tensorflow,
    addon_lines,
    addon_release,
    addon_releases,
    capped_requirement,
    first_release,
    last_release,
    ml_dtypes_removal,
    needs_removed_ml_dtype,
    next_line,
    pip_floor,
    plugin_pythons,
    python_before_first,
    python_fits,
    python_lines,
    python_new_in,
    requirement_name,
    requirement_spec,
    share_no_version,
    wheel_pythons,
)
from envcheck.explain._addon_wheels import TENSORFLOW_BUILDS, _python, addon_pythons, addon_wheel_answer
from envcheck.explain._api_names import (
    ApiSpan,
    api_span,
    in_every_line,
    keras_name_span,
    keras_span,
    missing_name,
)
from envcheck.explain._context import _NOT_ADDONS, _SITE_PACKAGE
from envcheck.explain._model import Explanation
from envcheck.explain._pairing_words import Pairing
from envcheck.explain._paste import (
    _Paste,
    _pip,
    _pythons,
    _Resolved,
    _span,
    _windows_fix,
    _windows_last,
    names_tensorflow,
)
from envcheck.explain._platform import (
    _apple_silicon_without_wheels,
    _docker_on_apple_silicon,
    _mac_without_wheels,
    _metal,
    _platform_without_wheels,
)
from envcheck.explain._tpu import PRERELEASE, tpu_worker_lacks
from envcheck.tables import Release, Tables, version_tuple
from envcheck.tflog import LogEvent, pattern

if TYPE_CHECKING:
    from typing import Literal

    from envcheck.tables import AddonRelease


# pip before 10 on `pip uninstall X` when X is not installed: "Cannot uninstall requirement X, not installed"
_NOT_INSTALLED = re.compile(r"Cannot uninstall requirement (?P<package>[\w.-]{1,60}), not installed", re.IGNORECASE)


def _r_pip_uninstall(event: LogEvent, paste: _Paste) -> _Resolved:
    if (absent := _NOT_INSTALLED.search(event.line)) is not None:  # nothing to remove: no failure
        return ("harmless", "info", (f"pip found {absent['package']} not installed in this environment, so there was "
                "nothing to uninstall"), "")
    package = event.get("package") or "PACKAGE"
    pip = _pip(paste)
    # (TensorFlow's install where the paste names it: the package pip replaces is one of its requirements)
    install, tensorflow = ("TensorFlow", " for TensorFlow") if names_tensorflow(paste.ctx) else ("the install", "")
    if "distutils_install" in paste.ctx.flags:
        return ("dependency_conflict", "error", (f"pip has to replace {package}{tensorflow} but cannot uninstall "
                "it: that copy was installed by distutils (the OS's packages or Anaconda's base environment), which "
                "records no file list"), (f"`{pip} install --ignore-installed {package}`, then run the install "
                f"again; or update it with the tool that installed it (`conda update {package}`); a virtual "
                "environment avoids it"))
    if re.search(r"RECORD file", event.line, re.IGNORECASE):
        pinned = f"=={event.get('version')}" if event.get("version") else ""
        return ("dependency_conflict", "error", (f"pip cannot uninstall {package}: its RECORD file (the list of its "
                "files) is missing"), f"`{pip} install --force-reinstall --no-deps {package}{pinned}`")
    return ("dependency_conflict", "error", (f"pip cannot uninstall {package}, which {install} needs replaced; "
            "uncertain why (a distutils install or a missing RECORD file: the line under it says)"),
            (f"`{pip} install --ignore-installed {package}`, then run the install again "
             f"(`{pip} install --force-reinstall --no-deps {package}` if its RECORD file is missing)"))


def _r_ml_dtypes(event: LogEvent, paste: _Paste) -> _Resolved:
    attr = event.get("attr") or event.get("name") or ""
    rel = paste.release()
    gone = ml_dtypes_removal(paste.tables, attr)
    # ml_dtypes serves JAX's jaxlib and ONNX tools too: with no TensorFlow in the paste, whose import raised it is open
    other = ("; uncertain that TensorFlow is the package importing it: the paste shows none, and JAX's jaxlib and ONNX "
             "tools of the same time use ml_dtypes too (the frame that raised it decides)"
             if "tensorflow_named" not in paste.ctx.flags else "")
    if gone and (rel is None or needs_removed_ml_dtype(rel, gone)):
        tables = paste.tables
        fixed = first_release(tables, lambda r: bool(r.ml_dtypes) and not needs_removed_ml_dtype(r, gone))
        pinned = [r.line for r in tables.releases if r.ml_dtypes and needs_removed_ml_dtype(r, gone)]
        removed, last = (".".join(v.split(".")[:2]) for v in (gone.removed_in, gone.last))
        before = f"TensorFlow before {fixed.line}" if fixed else "this TensorFlow"
        which = f"TensorFlow {pinned[0]}-{pinned[-1]}" if pinned else ""
        declare = f" ({which} declare ml-dtypes {last})" if pinned else ""
        newer = f", or TensorFlow {fixed.line}+, built for ml_dtypes {removed}" if fixed else ""
        return ("dependency_conflict", "error", (f"ml_dtypes {removed}+ removed {attr}, which {before} still "
                f"registers: the installed ml_dtypes is newer than this TensorFlow supports{declare}{other}"),
                (f"`{_pip(paste)} install 'ml-dtypes~={gone.last}'` "
                 f"({f'what {which} declare' if pinned else 'the last ml_dtypes with it'}){newer}"))
    if other:
        return ("dependency_conflict", "warning", (f"ml_dtypes has no {attr}: the ml_dtypes installed is not the one "
                f"the package importing it was made for{other}"), (f"`{_pip(paste)} show ml-dtypes` lists the "
                "packages that require it: install the ml-dtypes range the one that failed declares"))
    return ("dependency_conflict", "error", (f"ml_dtypes has no {attr}: it is older (or newer) than this TensorFlow "
            "was built with"), (f"install the ml-dtypes range TensorFlow declares (`{_pip(paste)} show tensorflow` "
            f"lists it; `{_pip(paste)} install -U ml-dtypes` within it)"))


def _r_numpy_synonym(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    entry = pattern(event.kind)
    return ("numpy_incompatible", "warning", entry.meaning, entry.fix)


def _numpy_removed_2(event: LogEvent, paste: _Paste, first: str) -> _Resolved | None:
    """NumPy 2's own words for a removed attribute: the code calling it (TensorFlow's, a package's) predates NumPy 2."""
    removed = event.get("removed2")
    if not removed:
        return None
    own = ("TensorFlow's own code" if "tf_frame" in paste.ctx.flags
           else "the code (TensorFlow, a package, or the script)")
    return ("numpy_incompatible", "error", (f"NumPy 2.0 removed np.{removed}, which {own} still uses: the NumPy "
            "installed (2.x) is newer than that code was written for"), (f"`{_pip(paste)} install 'numpy<2'` (1.26.4, "
                                                                         f"the last 1.x){first}"))


# The sizes Cython's check compares (64-bit): numpy.dtype is 96 bytes in NumPy 1.x and 88 in 2.x; numpy.ndarray
# is 80 before NumPy 1.20 and 88 from it. (header, runtime) -> the NumPy the module was built against, the one installed
_NUMPY_STRUCT_SIZES = {("dtype", "96", "88"): ("1.x", "2.x"), ("dtype", "88", "96"): ("2.x", "1.x"),
                       ("ndarray", "88", "80"): ("1.20 or newer", "older than 1.20")}


def _numpy_struct_sizes(event: LogEvent, paste: _Paste, first: str) -> _Resolved | None:
    """Cython's size check of a compiled module: the struct it was built with (C header) against NumPy's own."""
    struct, header, runtime = event.get("struct") or "", event.get("header") or "", event.get("runtime") or ""
    sides = _NUMPY_STRUCT_SIZES.get((struct, header, runtime))
    if sides is None:
        return None
    built, installed = sides
    meaning = (f"a compiled module (TensorFlow, or a package it imports such as pycocotools, h5py or pandas) was built "
               f"against NumPy {built} and NumPy {installed} is installed (numpy.{struct} is {header} bytes in its "
               f"headers, {runtime} here)")
    if installed == "2.x":
        return ("numpy_incompatible", "error", meaning, (f"`{_pip(paste)} install 'numpy<2'` (1.26.4, the last 1.x)"
                                                         f"{first}, or a release of that module built for NumPy 2"))
    upgrade = "'numpy>=2'" if built == "2.x" else "'numpy>=1.20'"
    return ("numpy_incompatible", "error", meaning, (f"`{_pip(paste)} install {upgrade}` within the range "
            "TensorFlow declares, or a release of that module built for the NumPy installed"))


# numpy.core._multiarray_umath is NumPy 1.16's (it merged multiarray and umath); numpy._core is NumPy 2.0's
_NUMPY_LAYOUT = {"umath": "1.16", "core2": "2.0"}


def _numpy_layout(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A NumPy module the installed NumPy lacks: what imports it was built (or pickled) with a newer NumPy."""
    group = next((g for g in _NUMPY_LAYOUT if event.get(g)), None)
    if group is None:
        return None
    needed, numpy, rel = _NUMPY_LAYOUT[group], paste.ctx.packages.get("numpy"), paste.release()
    older = numpy is not None and version_tuple(numpy) < version_tuple(needed)  # a version said may be another one
    installed = f"NumPy {numpy}" if older else "the NumPy installed"
    what = ("a compiled module (TensorFlow, or a package it imports) was built against NumPy 1.16 or newer, whose "
            "numpy.core._multiarray_umath it imports" if group == "umath" else "a module or a pickled file (a "
            "dataset, a saved model's metadata) was made with NumPy 2, whose numpy._core it imports")
    declared = f" (TensorFlow {rel.line} declares {fitting_range(rel, 'numpy')})" if rel and rel.numpy else ""
    return ("numpy_incompatible", "error", f"{what}; {installed} is older than {needed}",
            (f"`{_pip(paste)} install -U 'numpy>={needed}'` within the range TensorFlow declares{declared}, or the "
             "release of that module (or a file saved) for the older NumPy"))


def _alias_warned(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """NumPy's FutureWarning for a removed alias with no traceback after it: a lookup warned, nothing failed.

    NumPy 1.24+ warns whenever code looks the alias up, a hasattr check included (Keras does so at import under
    NumPy 2, keras-team/keras#21949); only the AttributeError that may follow is a failure.
    """
    alias = event.get("alias")
    if not alias or "traceback" in paste.ctx.flags or any(
            e.get("removed") for e in (event, *paste.events.get(event.kind, ()))):
        return None
    return ("numpy_incompatible", "info", (f"NumPy warns when code looks np.{alias} up (the alias 1.24 removed; a "
            "check such as hasattr triggers it too): with no traceback after it, nothing failed here"),
            (f"nothing, unless an AttributeError on np.{alias} follows: then `{_pip(paste)} install 'numpy<1.24'`, "
             "or upgrade the package that uses it"))


def _r_numpy(event: LogEvent, paste: _Paste) -> _Resolved:
    # the releases since the last that refuses NumPy 2 (the oldest ones declared no upper bound but were built
    # against NumPy 1.x: a range open above is not a build for NumPy 2)
    refusing = [i for i, r in enumerate(paste.tables.releases) if not _admits(r.numpy, "2.0.0")]
    numpy2 = [r.line for r in paste.tables.releases[refusing[-1] + 1:]] if refusing else []
    first = f"; or TensorFlow {numpy2[0]}+, built for NumPy 2" if numpy2 else ""
    removed = event.get("removed") or event.get("alias")  # the FutureWarning precedes the AttributeError (1.24+)
    if removed:
        return _alias_warned(event, paste) or (
            "numpy_incompatible", "error", (f"NumPy 1.24+ removed np.{removed}, which this TensorFlow (or a package it "
                                            "imports, such as h5py 2.x, or the code) still uses: NumPy is newer than "
                                            "it supports"),
            f"`{_pip(paste)} install 'numpy<1.24'` (1.23.5, the last with np.{removed}), or upgrade TensorFlow")
    decided = (_numpy_removed_2(event, paste, first) or _numpy_struct_sizes(event, paste, first)
               or _numpy_layout(event, paste) or _numpy_compiled_against(event, paste, first))
    if decided:
        return decided
    numpy = paste.ctx.packages.get("numpy")
    if "numpy_api_newer" in paste.ctx.flags and (numpy is None or version_tuple(numpy)[:1] < (2,)):
        return ("numpy_incompatible", "error", ("NumPy is older than the one a compiled module (TensorFlow, or a "
                "package it imports) was built against: NumPy's check says it was compiled against a newer C API "
                "(NumPy 2 under a module built for 1.x fails its ABI check instead)"),
                f"`{_pip(paste)} install -U numpy` within the range TensorFlow declares")
    if re.search(r"failed to import|(?:dtype|ndarray) size changed", event.line, re.IGNORECASE) and (
            numpy is None or version_tuple(numpy)[:1] < (2,)):  # either side of the ABI may be the older one
        upgrade = f"`{_pip(paste)} install -U numpy` within the range TensorFlow declares"
        if numpy:
            return ("numpy_incompatible", "error", (f"NumPy {numpy} is older than the one a compiled module "
                    "(TensorFlow, or a package it imports) was built against"), upgrade)
        return ("numpy_incompatible", "error", ("a compiled module (TensorFlow, or a package it imports) and the NumPy "
                "installed do not fit; uncertain which way: NumPy 2 under a module built for NumPy 1.x, or a NumPy "
                "older than the one it was built against (`python -c 'import numpy; print(numpy.__version__)'` "
                "decides)"), (f"with NumPy 2.x: `{_pip(paste)} install 'numpy<2'` (1.26.4, the last 1.x){first}; with "
                              f"NumPy 1.x: {upgrade}"))
    return _numpy2_module(paste, numpy2, first)


def _numpy_compiled_against(event: LogEvent, paste: _Paste, first: str) -> _Resolved | None:
    """NumPy's own check of a compiled module: the version it was built against and the one running, by number.

    A running ABI above the module's is NumPy 2 (0x2000000) under a module built for 1.x (0x1000009); else older.
    """
    if not re.search(r"compiled against (?:ABI|API) version", event.line, re.IGNORECASE):
        return None
    if _hex(event.get("runtime_abi")) > _hex(event.get("built_abi")):
        return ("numpy_incompatible", "error", ("NumPy 2 is installed and a compiled module (TensorFlow, or a "
                "package it imports) was built against NumPy 1.x, whose ABI NumPy 2 changed"),
                f"`{_pip(paste)} install 'numpy<2'` (1.26.4, the last 1.x){first}")
    built = _hex(event.get("built_abi"))
    if (first_numpy := _NUMPY_API_FIRST.get(built)) is not None:
        return ("numpy_incompatible", "error", (f"NumPy is older than the one the module was compiled against: its C "
                f"API version {event.get('built_abi')} is NumPy {first_numpy}'s, the one running has "
                f"{event.get('runtime_abi')}"),
                (f"`{_pip(paste)} install -U numpy` to NumPy {first_numpy} or newer, within the range TensorFlow "
                 f"declares (`{_pip(paste)} install 'numpy>={first_numpy}'`)"))
    return ("numpy_incompatible", "error", "NumPy is older than the one TensorFlow was compiled against",
            f"`{_pip(paste)} install -U numpy` within the range TensorFlow declares")


# the first NumPy 1.x release of each C API version a module can be compiled against (numpy's numpyconfig.h,
# NPY_1_20_API_VERSION 0x0000000e ...): a module built against 0xe needs NumPy 1.20 or newer (NumPy 2's, from 0x12,
# are left out: a module built for NumPy 2 beside a TensorFlow that pins 1.x is another reading's)
_NUMPY_API_FIRST = {0xa: "1.10", 0xb: "1.13", 0xc: "1.14", 0xd: "1.16", 0xe: "1.20", 0xf: "1.22", 0x10: "1.23",
                    0x11: "1.25"}


def _hex(number: str | None) -> int:
    """NumPy's ABI or API version as it prints it ("0x1000009", "0xe"); 0 for none or another form."""
    try:
        return int(number or "0", 16)
    except ValueError:
        return 0


# the code a traceback passes through on the way to the module that fails (importers, kernels, the interpreter's own)
_PASS_THROUGH = frozenset({"numpy", "ipykernel", "ipython", "traitlets", "tornado", "asyncio", "runpy", "importlib",
                           "six", "_pytest", "pluggy", "colab_kernel_launcher", "google", "zmq", "jupyter_client"})


def _frame_owner(paste: _Paste, skip: tuple[str, ...] = ()) -> str | None:
    """The last package a traceback's frames run through, past importers and those whose names start as in skip."""
    return next((p for p in reversed(paste.ctx.frame_packages)
                 if p not in _PASS_THROUGH and not (skip and p.startswith(skip))), None)


def _numpy2_module(paste: _Paste, numpy2: list[str], first: str) -> _Resolved:
    """NumPy 2 under a module built for NumPy 1.x: the package whose frames lead to it, or TensorFlow as the tables say.

    NumPy prints this for any extension. The traceback's last package frame before NumPy's is the importer of the
    module that failed; a TensorFlow the paste shows that the tables build for NumPy 2 (2.18+) is not the module.
    """
    pip = _pip(paste)
    owner = _frame_owner(paste)
    if owner and not owner.startswith("tensorflow"):
        return ("numpy_incompatible", "error", (f"{owner}'s compiled module was built against NumPy 1.x and NumPy 2 "
                f"is installed (the traceback's frames run through {owner} to NumPy's check)"), (f"`{pip} install "
                f"'numpy<2'`, or a release of {owner} built for NumPy 2 (`{pip} install -U {owner}`)"))
    rel = paste.release()
    if rel is not None and rel.line in numpy2 and owner is None:
        return ("numpy_incompatible", "error", (f"a compiled module other than TensorFlow {rel.line} (which is built "
                "for NumPy 2) was built against NumPy 1.x and NumPy 2 is installed: a package the code imports; the "
                "traceback's last package frame names it"), (f"`{pip} install 'numpy<2'` within the range TensorFlow "
                f"{rel.line} declares, or a release of that package built for NumPy 2"))
    if owner or rel is not None:  # TensorFlow's own frames, or its version shown (not the word in a template)
        return ("numpy_incompatible", "error", ("this TensorFlow was compiled against NumPy 1.x and NumPy 2 is "
                "installed"), f"`{pip} install 'numpy<2'` (1.26.4, the last 1.x){first}")
    return ("numpy_incompatible", "error", ("a compiled module (TensorFlow, or a package the code imports) was built "
            "against NumPy 1.x and NumPy 2 is installed; the paste does not show which (the traceback's last package "
            "frame before NumPy's names it)"), (f"`{pip} install 'numpy<2'` (1.26.4, the last 1.x){first}, or a "
                                                "release of that package built for NumPy 2"))


# The tensors TensorFlow's own layers hand to NumPy (an RNN's zero state from a strided_slice of the input's shape,
# Keras' compile-time targets, a shape's Size or Prod): NumPy 1.20 refuses them where 1.19 did not
_TF_OWN_TENSOR = re.compile(r"strided_slice|_target|/Size\b|/Prod\b|/Shape\b", re.IGNORECASE)
_NUMPY_SYMBOLIC = "1.20.0"
# the first TensorFlow whose symbolic Tensor refuses __array__ with NotImplementedError (tensorflow#30694, 2019): under
# NumPy 1.20+ zeros()' np.prod of a shape holding one no longer ends in the TypeError it catches (1.15 with NumPy
# 1.19.5 works again: tensorflow#55626)
_SYMBOLIC_FROM = (1, 15)


def _r_numpy_symbolic(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """`Cannot convert a symbolic Tensor (...) to a numpy array`: NumPy 1.20+ under a TensorFlow 1.15-2.6.

    The user's words for it are not read beside Keras' own symbolic values (a KerasTensor: the code's, Keras 3), nor
    where another framework is named (PyTorch, JAX, Theano have symbolic tensors of their own).
    """
    if event.get("said") and {"keras3_said", "keras_symbolic_said", "pytorch", "jax", "theano_named"} & paste.ctx.flags:
        return None
    rel = paste.release()
    numpy = paste.ctx.packages.get("numpy")
    last, fix = _numpy119_last_and_fix(paste)
    if rel is not None and last is not None and not _before_numpy_120(rel, last):  # not one made for 1.19
        return ("numpy_incompatible", "warning", (f"uncertain: TensorFlow {rel.line} is not one made for NumPy 1.19, "
                "so the code "
                "(or a library) probably passes a symbolic Tensor to a NumPy call; `pip show tensorflow numpy` decides "
                "whether the versions are the ones the paste says"), "use tf ops on symbolic tensors instead of NumPy")
    if numpy and not _refuses_symbolic(numpy):
        return ("numpy_incompatible", "warning", (f"uncertain: NumPy {numpy} takes symbolic tensors; the code probably "
                "passes a Tensor to a NumPy call"), "use tf ops on symbolic tensors instead of NumPy")
    made = f"TensorFlow 1.15-{last.line}" if last else "a TensorFlow before 2.7"
    which = f"TensorFlow {rel.line}" if rel else made
    if rel is not None or _TF_OWN_TENSOR.search(event.get("tensor") or ""):
        return ("numpy_incompatible", "error", (f"NumPy 1.20 or newer is installed under {which}, made before or for "
                "NumPy 1.19: its layers hand symbolic shapes to NumPy, which 1.20+ refuses"), fix)
    return ("numpy_incompatible", "warning", (f"uncertain: NumPy 1.20+ under {made} (made for NumPy 1.19) fails so, "
            "and so does code that passes a Tensor to NumPy; `pip show tensorflow numpy` decides"), fix)


def _before_numpy_120(rel: Release, last: Release) -> bool:
    """The release is one of 1.15 to the last made before NumPy 1.20: its layers hand symbolic shapes to NumPy."""
    return _SYMBOLIC_FROM <= rel.key <= last.key


def _refuses_symbolic(numpy: str) -> bool:
    """A NumPy from 1.20 on, which refuses a symbolic tensor (__array__'s NotImplementedError)."""
    return version_tuple(numpy)[:2] >= version_tuple(_NUMPY_SYMBOLIC)[:2]


def _numpy119_last_and_fix(paste: _Paste) -> tuple[Release | None, str]:
    """The last TensorFlow made before NumPy 1.20 (from 1.15 on, they hand symbolic shapes to NumPy), and the fix.

    The fix pins NumPy below 1.20 (1.19.5), or within the release's declared range where that excludes 1.19.5
    (TensorFlow 2.3's numpy<1.19.0).
    """
    last = last_release(paste.tables, lambda r: r.key >= _SYMBOLIC_FROM and not _admits(r.numpy, _NUMPY_SYMBOLIC)
                        and any(_admits(r.numpy, v) for v in ("1.18.5", "1.19.5")))  # capped below 1.20, not a floor
    newer = first_release(paste.tables, lambda r: last is not None and r.key > last.key)
    upgrade = f", or TensorFlow {newer.line}+" if newer else ""
    rel = paste.release()
    pin = (f"'{_declared_numpy(rel)}'` (what TensorFlow {rel.line} declares)"
           if rel is not None and rel.numpy and not _admits(rel.numpy, "1.19.5") else "'numpy<1.20'` (1.19.5)")
    return last, f"`{_pip(paste)} install {pin}{upgrade}"


def rnn_symbolic_cut(paste: _Paste) -> Explanation | None:
    """A NotImplementedError, its message not shown, raised building a recurrent layer in TensorFlow's Keras.

    TensorFlow 1.15-2.6's recurrent layers make their zero state with NumPy from a symbolic shape, which NumPy 1.20+
    refuses with NotImplementedError ("Cannot convert a symbolic Tensor (lstm/strided_slice:0) to a numpy array"):
    the paste is cut before that message. The release and a NumPy 1.20+ in the paste decide it; else uncertain. Not
    where the paste shows a NotImplementedError's message or its bare `raise` (a layer's own: get_config,
    compute_output_shape, the code's), nor a release or NumPy outside the span.
    """
    flags = paste.ctx.flags
    if (not {"not_implemented_bare", "rnn_layer_built", "tf_keras_frame"} <= flags
            or {"not_implemented_said", "not_implemented_raised", "pytorch", "jax"} & flags):
        return None
    last, fix = _numpy119_last_and_fix(paste)
    rel, numpy = paste.release(), paste.ctx.packages.get("numpy")
    if last is None or (rel is not None and not _before_numpy_120(rel, last)) or (
            numpy and not _refuses_symbolic(numpy)):
        return None
    which = (f"TensorFlow {rel.line}, made before NumPy 1.20," if rel
             else f"a TensorFlow made before NumPy 1.20 (1.15-{last.line})")
    how = (f"{which} builds a recurrent layer's zero state by handing NumPy a symbolic shape, "
           "which NumPy 1.20+ refuses with this NotImplementedError (its message, not in the paste: Cannot convert a "
           "symbolic Tensor (.../strided_slice:0) to a numpy array)")
    if numpy and rel is not None:
        return Explanation("context", "numpy_incompatible", "error", (), 0, f"NumPy {numpy}, a recurrent layer",
                           f"NumPy {numpy} is installed: {how}", fix)
    shown = f"NumPy {numpy} is installed; " if numpy else ""
    return Explanation("context", "numpy_incompatible", "warning", (), 0, "NotImplementedError, a recurrent layer", (
        f"uncertain: {shown}{how}; the error's message and `pip show tensorflow numpy` decide"), fix)


def _r_addon_ops(event: LogEvent, paste: _Paste) -> _Resolved:
    """An add-on's op library with a TensorFlow symbol it cannot find: built for another TensorFlow release."""
    rel = paste.release()
    library = event.get("library") or event.get("bare") or event.get("op_bare")
    if library:  # another project's op library: its file says which, else the folder it is installed in
        which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
        name = library.replace("\\", "/").rsplit("/", 1)[-1]
        if name.startswith("libmetal_plugin"):  # tensorflow-metal's plugin: Apple's table pairs it with TensorFlow
            return _metal(event, paste)
        dist = next((d for prefix, d in _OP_LIBRARIES if name.startswith(prefix)), None) or _distribution_of(
            event.get("package"))
        if (event.get("absl") or event.get("absl_bare")) and not (_tensorflow_shown(paste) and _links_tensorflow(
                name, dist, paste)):  # Abseil is no TensorFlow symbol: grpc, onnxruntime, pyarrow link their own
            return ("dependency_conflict", "warning", (f"uncertain: {library} misses an Abseil symbol of another "
                    "Abseil release than the one loaded; if it is a TensorFlow add-on (it links TensorFlow's "
                    "framework library, which exports the Abseil TensorFlow was built with), it was built for "
                    "another TensorFlow release; `pip show tensorflow` and the package's release notes decide"),
                    (f"install the release of {dist or 'the package that ships it'} made for the TensorFlow "
                     "installed (its compatibility table), or the TensorFlow it was made for"))
        if dist in _BUILT_AT_INSTALL:  # these compile their op library against the TensorFlow found at install
            fix = (f"reinstall {dist} against this TensorFlow, after it (`{_pip(paste)} install --no-cache-dir "
                   f"--force-reinstall {dist}`: it compiles its ops against the TensorFlow it finds); with a "
                   "TensorFlow from conda, install TensorFlow from pip first (conda's build is compiled differently)")
        else:
            fix = (f"install the release of {dist or 'the package that ships it'} made for {which} (its "
                   "compatibility table), or build it against this TensorFlow; with a TensorFlow from conda or "
                   "source, install both from pip")
        symbol = ("an undefined symbol of the Abseil release TensorFlow exports, which changes between releases"
                  if event.get("absl") or event.get("absl_bare") else "an undefined TensorFlow C++ symbol: each "
                  "release's ABI differs")
        abi, rebuild = _string_abi(event, dist or "the package", paste)
        return ("dependency_conflict", "error", (f"the op library {library} was built against another "
                f"TensorFlow than {which} ({symbol}, and conda's and pip's builds differ too){abi}"), fix + rebuild)
    dist = (event.get("addon") or "tensorflow_text").replace("_", "-")
    own = _addon_pin(paste, dist, f"{rel.line}.0" if rel else None, ops=True)  # the compat tables' release for it
    if dist == "tensorflow-text":  # its releases follow TensorFlow's: tensorflow-text 2.X for TensorFlow 2.X
        pin = own.removesuffix("; ") or (f"`{_pip(paste)} install 'tensorflow-text=={rel.line}.*'`" if rel else (
            f"`{_pip(paste)} install 'tensorflow-text==X.Y.*'` with X.Y TensorFlow's version (`{_pip(paste)} show "
            "tensorflow tensorflow-text` shows both)"))
    else:
        pin = (f"the {dist} release made for TensorFlow {rel.line if rel else 'X.Y'} ({own}its compatibility table; "
               f"`{_pip(paste)} show tensorflow {dist}` shows what is installed)")
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    abi, rebuild = _string_abi(event, dist, paste)
    return ("dependency_conflict", "error", (f"{dist}'s compiled ops were built for another TensorFlow release than "
            f"{which} (an undefined TensorFlow symbol: each release's C++ ABI differs), or for a TensorFlow built "
            f"another way (from source, conda){abi}"), (f"{pin}; with a TensorFlow from conda or source, install both "
            f"from pip{rebuild}"))


def _string_abi(event: LogEvent, dist: str, paste: _Paste) -> tuple[str, str]:
    """What an undefined symbol's std::string says of the C++ ABI the op library was compiled with, and its fix.

    GCC 5 mangles std::string of the new (C++11) ABI as std::__cxx11::basic_string and that of the old one as `Ss`;
    an op library compiled with one ABI cannot find the symbols of a TensorFlow compiled with the other (TensorFlow's
    custom-op guide: -D_GLIBCXX_USE_CXX11_ABI as tf.sysconfig.get_compile_flags() gives it). pip's TensorFlow took
    the new ABI in 2.9 (its release notes: "compiled with _GLIBCXX_USE_CXX11_ABI=1"), so an op library of pip's ABI
    for the release read misses a symbol of another release, not of another ABI, unless the TensorFlow was built
    another way (conda, source). Empty strings when the symbol takes no std::string.
    """
    found = re.search(r"undefined symbol: (_Z\w+)", event.line)
    if found is None:
        return "", ""
    symbol = found.group(1)
    if re.search(r"(?:E|RK)Ss", symbol):
        lib, other = "old", "new"
    elif "__cxx11" in symbol:
        lib, other = "new", "old"
    else:
        return "", ""
    rebuild = (f"; or build from source the {dist} release for this TensorFlow, with the compiler flags "
               "`python -c 'import tensorflow as tf; print(tf.sysconfig.get_compile_flags())'` prints "
               "(its -D_GLIBCXX_USE_CXX11_ABI)")
    said = f"; the symbol takes a std::string of the {lib} C++ ABI"
    if {"conda", "source_build"} & paste.ctx.flags:  # a TensorFlow built another way than pip's
        return (f"{said}, so the op library was compiled with the {lib} ABI and the TensorFlow loaded with the {other} "
                "one: different builds (one from pip, the other from source or conda, with another compiler or "
                "flags)"), rebuild
    if (rel := paste.release()) is None:  # the ABI of the TensorFlow loaded is not shown
        return (f"{said}: pip's TensorFlow uses the old ABI before 2.9 and the new one from 2.9; a TensorFlow of the "
                f"{other} ABI (another release, or a conda or source build) would not have it"), rebuild
    if ("new" if rel.key >= _PIP_CXX11_ABI else "old") == lib:  # pip's build of this release has the same ABI
        return (f"{said}, which pip's TensorFlow {rel.line} uses too, so the releases differ, not the ABI, unless "
                "this TensorFlow was built another way (conda, source)"), rebuild
    built = "a TensorFlow before 2.9" if lib == "old" else "a TensorFlow 2.9 or newer"
    return (f"{said}, and pip's TensorFlow {rel.line} uses the {other} one (pip's builds took the new ABI in 2.9): "
            f"the op library was built for {built}, or for a build of the {lib} ABI"), rebuild


_PIP_CXX11_ABI = (2, 9)  # the first release pip's TensorFlow was compiled with _GLIBCXX_USE_CXX11_ABI=1 (2.9's notes)


def _distribution_of(package: str | None) -> str | None:
    """The distribution a site-packages folder belongs to (sklearn: scikit-learn); None for a namespace."""
    if not package or package.lower() in _NAMESPACE_FOLDERS:
        return None
    return _FOLDER_DISTRIBUTIONS.get(package.lower(), package.lower().replace("_", "-"))


def _tensorflow_shown(paste: _Paste) -> bool:
    """Whether the paste shows TensorFlow at all: a version, its CUDA libraries, an add-on or a distribution named."""
    ctx = paste.ctx
    return bool(paste.release() or ctx.sonames or ctx.addons or ctx.tensorflows_named or ctx.installed
                or {"tensorflow", "tensorflow-gpu", "tf-nightly"} & set(ctx.packages))


def _tensorflow_code(paste: _Paste) -> bool:
    """Whether the paste shows TensorFlow or its ecosystem's code (Keras, TensorBoard, an add-on) at all.

    A protobuf older than some generated code fails the same way in any project (nanopb, skein, a script of one's
    own); only where TensorFlow's side shows is the generated code known to be TensorFlow's.
    """
    return _tensorflow_shown(paste) or bool({"tensorflow_named", "keras_frame", "tf_frame"} & paste.ctx.flags)


def _links_tensorflow(name: str, dist: str | None, paste: _Paste) -> bool:
    """Whether an op library is known to link TensorFlow's framework library (whose Abseil symbols it then needs).

    Its file or distribution names TensorFlow, it is a known add-on's, or the paste names its distribution as a
    TensorFlow add-on; any other library that misses an Abseil symbol may link an Abseil of its own.
    """
    return "tensorflow" in name.lower() or dist in _TF_LINKED or (dist is not None and dist in paste.ctx.addons)


# site-packages folders whose distribution has another name (pip installs it by that), and folders several share
_FOLDER_DISTRIBUTIONS = {"reverb": "dm-reverb", "launchpad": "dm-launchpad", "sonnet": "dm-sonnet", "tree": "dm-tree",
                         "sklearn": "scikit-learn", "skimage": "scikit-image", "cv2": "opencv-python",
                         "pil": "pillow", "yaml": "pyyaml", "attr": "attrs", "dateutil": "python-dateutil",
                         "absl": "absl-py", "bs4": "beautifulsoup4", "hydra": "hydra-core", "jwt": "pyjwt",
                         "dotenv": "python-dotenv", "docx": "python-docx", "serial": "pyserial", "gin": "gin-config",
                         "bert_serving": "bert-serving-server", "tensorflow_serving": "tensorflow-serving-api",
                         "tensorflow_models": "tf-models-official", "paddle": "paddlepaddle"}
_NAMESPACE_FOLDERS = frozenset({"nvidia", "google", "mpl_toolkits"})

# op library files and the distributions that ship them (their file names say which)
_OP_LIBRARIES = (("mpi_lib", "horovod"), ("libdali_tf", "nvidia-dali-tf-plugin"), ("libtensorflow_io", "tensorflow-io"),
                 ("_text_", "tensorflow-text"), ("_regex_split_ops", "tensorflow-text"),
                 ("_activation_ops", "tensorflow-addons"))
_BUILT_AT_INSTALL = ("horovod", "nvidia-dali-tf-plugin")
# distributions whose compiled library links TensorFlow's (the op libraries above, DeepMind's reverb and launchpad)
_TF_LINKED = frozenset({*(d for _, d in _OP_LIBRARIES), "dm-reverb", "dm-launchpad"})


def _r_addon_tf_version(event: LogEvent, paste: _Paste) -> _Resolved:
    """tensorflow-addons' own checks: the TensorFlow range it was made for, or the one its ops were built with."""
    rel = paste.release()
    found = [event, *paste.events.get(event.kind, ())]
    value = {name: next((e.get(name) for e in found if e.get(name)), None)
             for name in ("low", "high", "have", "need", "have_req", "built", "have_ops", "namespaced")}
    have = value["have"] or value["have_req"] or value["have_ops"] or (rel.line if rel else None)
    pip = _pip(paste)
    if value["namespaced"]:  # op namespaces ("Addons>Gelu") came with TensorFlow 2.0.0 final
        return ("dependency_conflict", "error", (f"tensorflow-addons names its ops {value['namespaced'].split('>')[0]}>"
                "..., which this TensorFlow refuses: op namespaces came with TensorFlow 2.0.0 (a 2.0 beta or 1.x "
                "lacks them), so tensorflow-addons 0.6+ needs TensorFlow 2.0.0 or newer"),
                (f"upgrade TensorFlow to 2.0 or newer (`{pip} install -U tensorflow`), or install the "
                 "tensorflow-addons release made for the TensorFlow installed"))
    if value["low"] and value["high"]:
        wanted = f"TensorFlow {value['low']} to below {value['high']}"
    elif value["need"]:
        wanted = f"TensorFlow {value['need']} or newer"
    elif value["built"]:
        wanted = f"the TensorFlow its custom ops were compiled against ({value['built']})"
    else:
        wanted = "another TensorFlow"
    installed = f"TensorFlow {have}" if have else "the TensorFlow installed"
    own = _addon_pin(paste, "tensorflow-addons", have)
    ops = _addon_pin(paste, "tensorflow-addons", have, ops=True)  # its custom ops built against this TensorFlow
    built = (f"{ops.removesuffix('; ')} for custom ops built against {have} (the newest tested one's are built "
             "against a later TensorFlow); " if ops and own and ops != own else "")
    release = (f"install the tensorflow-addons release made for {installed} ({own}{built}the compatibility matrix "
               f"in its README; `{pip} show tensorflow tensorflow-addons` shows both)")
    rows = addon_releases(paste.tables, "tensorflow-addons")
    lines = addon_lines(paste.tables, rows[0]) if rows else ()
    last = f" (last release {_label(rows[0])}, for TensorFlow {lines[0]}-{lines[-1]})" if lines else ""
    return ("dependency_conflict", "error", (f"the tensorflow-addons installed was made for {wanted}; {installed} is "
            "installed (each tensorflow-addons release is tested and built for a few TensorFlow releases; its custom "
            "ops may crash under another)"), (f"{release}, or install {wanted}; tensorflow-addons is no longer "
                                              f"developed{last}"))


def _label(row: AddonRelease) -> str:
    """An add-on row's releases as users name them: "0.23" for "==0.23.*", "1.3.0-1.4.0" for ">=1.3.0,<=1.4.0"."""
    named = [s.version.removesuffix(".*") for s in SpecifierSet(row.versions)]
    return "-".join(sorted(named, key=version_tuple))


def _addon_pin(paste: _Paste, dist: str, tensorflow: str | None, *, ops: bool = False) -> str:
    """"`pip install 'tensorflow-text==2.15.*'`; " for the add-on release made for this TensorFlow; "" if none is.

    ops: the release whose compiled ops are built against it. On Windows, only a release with Windows wheels.
    """
    own = addon_for_tensorflow(paste.tables, dist, tensorflow, ops=ops,
                               windows=paste.ctx.windows) if tensorflow else None
    if own is None:
        return ""
    named = [s for s in SpecifierSet(own.versions) if s.operator == "<="]  # a range: its newest release
    spec = f"=={named[0].version}" if named else own.versions
    return f"`{_pip(paste)} install '{dist}{spec}'`; "


def _r_tfdf_tf_version(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF-DF's own check: each of its releases is built for one TensorFlow release (its ops link TensorFlow's ABI).

    A TensorFlow of another minor decides; one a patch apart often loads its ops, so that one is uncertain.
    """
    tfdf, have = event.get("tfdf"), event.get("have")
    compatible = re.findall(r"\d{1,4}(?:\.\d{1,6}){1,2}", event.get("compatible") or "")
    pip = _pip(paste)
    built = f"TensorFlow {' or '.join(compatible)}" if compatible else "another TensorFlow release"
    own = _addon_pin(paste, "tensorflow-decision-forests", have)
    fix = (f"`{pip} install 'tensorflow=={compatible[-1]}'` (the TensorFlow tensorflow-decision-forests {tfdf} is "
           "built for), or " if compatible else "") + (
        f"the tensorflow-decision-forests release built for TensorFlow {have} ({own}the compatibility table in TF-DF's "
        "known issues)")
    if have and any(version_tuple(c)[:2] == version_tuple(have)[:2] for c in compatible):
        return ("dependency_conflict", "warning", (f"uncertain: tensorflow-decision-forests {tfdf} is built for "
                f"{built} and TensorFlow {have} is installed, a patch release apart, whose C++ ABI usually matches; "
                "whether its ops load decides (a 'Failure to load the inference.so' line with an undefined symbol "
                "says they do not)"), fix)
    return ("dependency_conflict", "error", (f"tensorflow-decision-forests {tfdf} is built for {built} and TensorFlow "
            f"{have} is installed: TF-DF's custom ops link TensorFlow's C++ ABI, which changes between releases, so "
            "they fail to load (each TF-DF release is tied to one TensorFlow release)"), fix)


def _r_tfdf_ops_failed(event: LogEvent, paste: _Paste) -> _Resolved:
    """TF-DF's words that its ops did not load: another TensorFlow release than its own (a file missing: uncertain)."""
    if paste.ctx.windows:
        return _r_tfdf_windows(event, paste)
    rel = paste.release()
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    pip = _pip(paste)
    own = _addon_pin(paste, "tensorflow-decision-forests", rel.line if rel else None)
    fix = (f"install the tensorflow-decision-forests release built for {which} ({own}the compatibility table in "
           f"TF-DF's known issues; `{pip} show tensorflow tensorflow-decision-forests` shows both), or the TensorFlow "
           "release the TF-DF installed is built for")
    if re.search(r"no such file|cannot open shared object", event.get("rest") or "", re.IGNORECASE):
        return ("dependency_conflict", "warning", ("uncertain: TF-DF's op library file is missing rather than built "
                "for another TensorFlow (no TF-DF wheel for this platform or Python, an install that did not finish); "
                f"`{pip} show -f tensorflow-decision-forests` and `python -c 'import platform; "
                "print(platform.machine())'` decide (TF-DF publishes Linux x86-64 and macOS wheels)"), fix)
    return ("dependency_conflict", "error", (f"TF-DF's compiled ops did not load under {which}: each TF-DF release is "
            "built for one TensorFlow release (its ops link TensorFlow's C++ ABI, which changes between releases)"),
            fix)


def _r_tfdf_windows(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    return ("dependency_conflict", "error", (f"TensorFlow Decision Forests publishes no Windows package (its known "
            f"issues): its op libraries are Linux and macOS shared objects ({event.get('file')}), which TensorFlow on "
            "Windows cannot load, whichever TensorFlow and TF-DF releases are installed"),
            ("run TF-DF in WSL2 (its Linux instructions, with TensorFlow installed there), or use YDF (`pip install "
             "ydf`), the library TF-DF's maintainers recommend for new projects"))


def _r_horovod(event: LogEvent, paste: _Paste) -> _Resolved:
    framework, built, have = event.get("framework") or "tensorflow", event.get("built"), event.get("have")
    pip = _pip(paste)
    return ("dependency_conflict", "error", (f"horovod was compiled against {framework} {built} and {framework} "
            f"{have} is installed: horovod builds its ops against the framework found when it is installed"),
            (f"reinstall horovod after {framework} (`HOROVOD_WITH_{framework.upper()}=1 {pip} install --no-cache-dir "
             f"--force-reinstall horovod`, so it compiles against {have}), or `{pip} install {framework}=={built}`"))


def _r_plugin_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    pip = _pip(paste)
    if (event.get("module") or "").lower() == "keras_core":
        return ("dependency_conflict", "error", ("keras-core is not installed: keras-cv and keras-nlp 0.6 import it "
                "(their release did not declare it)"), (f"`{pip} install keras-core`, or a keras-cv / keras-nlp "
                "release that declares its dependencies"))
    return ("dependency_conflict", "error", ("DALI's TensorFlow plugin (the nvidia-dali-tf-plugin package) is not "
            "installed, or was built for another TensorFlow: it is a separate package that compiles its op library "
            "against the TensorFlow found when it is installed"), (f"install TensorFlow first, then `{pip} install "
            "--extra-index-url https://developer.download.nvidia.com/compute/redist nvidia-dali-tf-plugin-cudaXXX` "
            "(the CUDA of the nvidia-dali package installed); reinstall it after changing TensorFlow"))


def _r_transformers_no_tf(event: LogEvent, paste: _Paste) -> _Resolved:
    """Transformers' is_tf_available() was False: no TensorFlow here, or one under a name its release missed."""
    ctx, pip = paste.ctx, _pip(paste)
    shown = ctx.version() or ctx.installed or "tf_nightly" in ctx.flags
    upgrade = (f"upgrade transformers (`{pip} install -U transformers`): some releases look for TensorFlow under a "
               "fixed list of distribution names and missed tf-nightly (before 4.2.1), tensorflow-cpu (4.30.0-4.30.1) "
               "or tensorflow-macos; and unset USE_TORCH (or set USE_TF=1)")
    if shown:
        return ("dependency_conflict", "error", ("transformers did not detect the TensorFlow the paste shows "
                "installed: its release checks TensorFlow by distribution name and version, and this one is not "
                "among them"),
                upgrade)
    if event.get("banner"):  # printed by every transformers import without TensorFlow, PyTorch or Flax
        return ("harmless", "info", ("transformers found no PyTorch, TensorFlow or Flax: only its tokenizers and "
                "configuration work"), "")
    return ("wrong_interpreter", "warning", ("uncertain: transformers found no TensorFlow in this interpreter: it is "
            "not installed in the Python that runs the code, or installed under a distribution name this "
            "transformers release does not check (`python -c 'import tensorflow as tf; print(tf.__version__)'` "
            "with that Python decides)"), ("install TensorFlow with that interpreter (`python -m pip install "
            f"tensorflow`); if it is there, {upgrade}"))


# keras 2.3.0 (September 2019) is the first multi-backend Keras whose TensorFlow backend runs on TensorFlow 2
_KERAS_FOR_TF2 = "2.3"
_PY2_WORDS = "'module' object has no attribute"  # Python 2's AttributeError on a module (Python 3 names the module)


def _old_keras(paste: _Paste, line: str) -> Explanation:
    """The standalone keras's TensorFlow backend calling an API this TensorFlow lacks: a keras for another release."""
    rel, pip = paste.release(), _pip(paste)
    if rel is None and (_PY2_WORDS in line or (paste.ctx.python or "").startswith("2.")):
        meaning = ("uncertain which of the two is the newer: the standalone keras's TensorFlow backend calls a "
                   "TensorFlow API this TensorFlow does not have, under Python 2, which TensorFlow 1.x and 2.0-2.1 ran "
                   "on: a keras made for a newer TensorFlow 1.x than the one installed, or a keras older than "
                   f"{_KERAS_FOR_TF2} under TensorFlow 2; `{pip} show tensorflow keras` shows both and decides")
        fix = ("install the keras release made for the TensorFlow installed (an older standalone keras for an older "
               f"TensorFlow 1.x, keras {_KERAS_FOR_TF2} for TensorFlow 2.0-2.1), or upgrade TensorFlow to the release "
               "this keras was made for")
        return Explanation("context", "keras_version_skew", "warning", (), 0, line, meaning, fix)
    if rel is not None and rel.key < (2,):
        return Explanation("context", "keras_version_skew", "error", (), 0, line, (f"the standalone keras's TensorFlow "
                           f"backend uses a TensorFlow API that TensorFlow {rel.line} does not have: this keras was "
                           "made for a newer TensorFlow"), (f"install the keras release made for TensorFlow {rel.line} "
                           f"(`{pip} show tensorflow keras` shows both), or upgrade TensorFlow"))
    which = f"TensorFlow {rel.line}" if rel else "TensorFlow 2"
    req = _keras_requirement(paste)
    tf_keras = ("import Keras through TensorFlow (`from tensorflow import keras`, `from tensorflow.keras.layers import "
                "Input` for `from keras.layers import Input`)")
    fix = (f"`{pip} install '{req}'` (what TensorFlow {rel.line} declares)" if req and rel else
           f"`{pip} install 'keras>={_KERAS_FOR_TF2}'` (the multi-backend keras for TensorFlow 2)")
    return Explanation("context", "keras_version_skew", "error", (), 0, line, ("the standalone keras's TensorFlow "
                       f"backend (keras/backend/tensorflow_backend.py) calls TensorFlow 1.x's API, which {which} "
                       f"removed: this keras predates {_KERAS_FOR_TF2}, the first standalone keras for TensorFlow 2"),
                       f"{fix}, or {tf_keras}; or TensorFlow 1.15 for this keras")


def _banner_keras(paste: _Paste, line: str, *, banner: bool = True) -> Explanation:
    """A TensorFlow 1.x API missing beside the multi-backend keras's banner, Keras named in words, or keras' first call.

    keras 2.0-2.3.1 print 'Using TensorFlow backend.' on import; before 2.3 its TensorFlow backend calls TensorFlow
    1.x's API, which TensorFlow 2 removed. The code's own TensorFlow 1.x call fails the same way: uncertain.
    """
    pip = _pip(paste)
    said = ("'Using TensorFlow backend.' is the standalone multi-backend keras's banner (keras 2.0-2.3.1); a "
            "TensorFlow 1.x API missing beside it" if banner else "Keras is named beside a TensorFlow 1.x API that "
            "TensorFlow 2 removed: a standalone keras of TensorFlow 1.x's time calls it; so missing, it"
            if "keras_word" in paste.ctx.flags else "no code in the paste calls tf.get_default_graph, which TensorFlow "
            "2 removed and the standalone keras's TensorFlow backend calls as it names each layer (get_uid): the "
            "caller missing it")
    return Explanation("context", "keras_version_skew", "warning", (), 0, line, (
        f"uncertain: {said} is that keras (before {_KERAS_FOR_TF2}) under TensorFlow 2, or the "
        "code's own TensorFlow 1.x call; the traceback's last frame (keras/backend/tensorflow_backend.py or the "
        "code's) "
        f"and `{pip} show tensorflow keras` decide"), (
        f"use tf.keras (`from tensorflow import keras`, or a library's tf.keras release), or `{pip} install "
        f"'keras>={_KERAS_FOR_TF2},<2.4'` (the multi-backend keras for TensorFlow 2), or TensorFlow 1.15 for the keras "
        "installed; if the code itself calls TensorFlow 1.x, `import tensorflow.compat.v1 as tf`"))


def _tf1_name_beside_keras(paste: _Paste) -> bool:
    """A name TensorFlow 2.0 removed is missing, Keras named (or it is keras' own call), the code not spelling it."""
    ctx = paste.ctx
    span = api_span(ctx.tf_api_missing or "", paste.tables)
    missing = ctx.tf_api_missing or ""
    keras_call = span is not None and span.name in _KERAS_FIRST_CALLS and "has no attribute" in missing
    return (span is not None and ("keras_word" in ctx.flags or keras_call)
            and span.gone is not None
            and version_tuple(span.last)[:1] == (1,) and version_tuple(span.gone)[:1] == (2,)
            and not _spelled_out(span.name, ctx.tf_names_shown))


# the TensorFlow 1.x API the multi-backend keras (2.0-2.2) calls as it builds any model: its TensorFlow backend's
# get_uid, which names every layer, reads tf.get_default_graph(); missing with no code shown calling it, that keras is
# the likelier caller
_KERAS_FIRST_CALLS = frozenset({"tf.get_default_graph"})


# the standalone keras 2.3 lists the GPUs under TensorFlow 2 (its backend's _get_available_gpus, which multi_gpu_model
# and code checking the GPUs call) with tf.config.experimental_list_devices, which TensorFlow 2.1 removed
_KERAS_LISTS_GPUS = "tf.config.experimental_list_devices"


def _keras_lists_gpus(paste: _Paste, missing: str) -> Explanation | None:
    """The standalone keras 2.3 listing GPUs on a TensorFlow without experimental_list_devices (2.1+).

    Said as uncertain where the paste shows no keras (words, a version, its frames). Not where the paste spells the
    name out (the code's own call), nor under a TensorFlow it names that is older than the name (another reading's).
    """
    span = api_span(missing, paste.tables)
    rel = paste.release()
    if (span is None or span.name != _KERAS_LISTS_GPUS or span.gone is None
            or _spelled_out(span.name, paste.ctx.tf_names_shown)
            or (rel is not None and rel.key < version_tuple(span.gone)[:2])):
        return None
    pip = _pip(paste)
    keras = {"keras_word", "keras_frame"} & paste.ctx.flags or paste.ctx.packages.get("keras")
    level: Literal["error", "warning"] = "error" if keras else "warning"
    return Explanation("context", "keras_version_skew", level, (), 0, missing, (
        ("" if keras else "uncertain (the paste shows no keras; the traceback's last frame decides): ") +
        f"the standalone keras 2.3 lists the GPUs with {span.name} (its TensorFlow backend's _get_available_gpus, "
        f"which multi_gpu_model and code checking the GPUs call), which only TensorFlow {span.releases} have: "
        f"TensorFlow {span.gone} removed it, so that keras does not run on it"), (
        f"use tf.keras (`from tensorflow import keras`; tf.keras.utils.multi_gpu_model up to 2.3, then "
        f"tf.distribute.MirroredStrategy), or `{pip} install 'tensorflow=={span.last}.*'` for this keras"))


def _spelled_out(name: str, shown: set[str]) -> bool:
    """The paste spells the `tf.` name (or a name under it) out as code or words: most often the script's own call."""
    return any(n == name or n.startswith(f"{name}.") for n in shown)


# the missing attribute's module is tf.keras' own ("module 'tensorflow.keras.backend' has no attribute
# 'get_session'"): the caller uses tf.keras, which the standalone keras's TensorFlow backend does not
_TF_KERAS_MODULE = re.compile(r"module '?tensorflow(?:\._api\.v\d)?(?:\.python)?\.keras\b"
                              # or tf.keras itself is the name missing: the standalone keras never asks for it
                              r"|has no attribute '?keras'?\s*$")


def _addon_deductions(paste: _Paste) -> list[Explanation]:  # noqa: PLR0911 - one return per reading
    """An add-on's code meeting a TensorFlow without what it uses, or an undefined TensorFlow symbol with an add-on."""
    ctx, rel = paste.ctx, paste.release()
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    pip = _pip(paste)
    keras = ctx.packages.get("keras")
    if ctx.addon_error and ctx.addon_error[0] == "keras":
        return [_old_keras(paste, ctx.addon_error[1])]
    if ctx.tf_api_missing and not ctx.addon_error and ctx._addon_frame == "keras":  # noqa: SLF001 - the error said
        return [_old_keras(paste, ctx.tf_api_missing)]  # first (a title), the keras backend the traceback's last frame
    # the versions said decide: a standalone keras before 2.3 does not run on TensorFlow 2, with a keras frame or
    # with no traceback shown (a library built on that keras); a traceback without keras is the code's own TF1 call
    if (ctx.tf_api_missing and not ctx.addon_error and rel and rel.key >= (2,)
            and ("keras_frame" in ctx.flags or ctx._last_frame_tf is None)  # noqa: SLF001 - no frame shown
            and keras and version_tuple(keras) < version_tuple(_KERAS_FOR_TF2)
            and not _TF_KERAS_MODULE.search(ctx.tf_api_missing)):
        return [_old_keras(paste, ctx.tf_api_missing)]
    if (ctx.tf_api_missing and not ctx.addon_error and "keras_backend_banner" in ctx.flags
            and (ctx._last_frame_tf is None or ctx._last_frame_keras)  # noqa: SLF001 - no frame, or keras' last
            and not (rel and rel.key < (2,))):
        return [_banner_keras(paste, ctx.tf_api_missing)]
    if ctx.addon_error:
        return [_addon_api_missing(paste, *ctx.addon_error)]
    # (a TensorFlow 1 only guessed, "still on tf 1.0", does not stand against a name TensorFlow 2 removed)
    if (ctx.tf_api_missing and ctx._last_frame_tf is None and not (rel and rel.key < (2,) and ctx.tensorflow)  # noqa: SLF001
            and not (keras and version_tuple(keras) >= version_tuple(_KERAS_FOR_TF2))  # a keras for TensorFlow 2
            and _tf1_name_beside_keras(paste)):
        return [_banner_keras(paste, ctx.tf_api_missing, banner=False)]
    if ctx.tf_api_missing and (newer := _keras_lists_gpus(paste, ctx.tf_api_missing)
                               or _api_newer_than_tf(paste, ctx.tf_api_missing)) is not None:
        return [newer]
    if ctx.bare_tf_symbol and ctx.addons and not paste.has("addon_op_library_mismatch"):
        dist = ctx.addons[0]
        return [Explanation("context", "dependency_conflict", "error", (), 0, ctx.bare_tf_symbol, (f"an undefined "
                f"TensorFlow C++ symbol with {dist} in the paste: {dist}'s compiled ops were built for another "
                f"TensorFlow than {which} (each release's ABI differs, and conda's and source builds differ from "
                "pip's)"), (f"install the {dist} release made for {which} (`{pip} show tensorflow {dist}` shows "
                "both), with TensorFlow itself from pip"))]
    if ctx.bare_tf_symbol and "op_library_symbol" in ctx.flags and not paste.has("addon_op_library_mismatch"):
        return [Explanation("context", "dependency_conflict", "warning", (), 0, ctx.bare_tf_symbol, (
                "uncertain which package: an op library (tf.load_op_library's NotFoundError) misses a TensorFlow C++ "
                f"symbol, so it was built for another TensorFlow than {which} (each release's ABI differs); the "
                "library's path in the full message names the package (tensorflow_text, tensorflow_addons, "
                "tensorflow_io, scann...)"), (f"install that package's release made for {which} (`{pip} list` and "
                "its release notes pair them), with TensorFlow itself from pip"))]
    return []


def _addon_api_missing(paste: _Paste, dist: str, line: str) -> Explanation:
    """An add-on's own code calling a TensorFlow API this TensorFlow lacks; the API table says which releases have it.

    Which side the TensorFlow lies on says which was made for the other: a TensorFlow older than the name's first
    release runs an add-on made for a newer one, and the other way round. With no TensorFlow named, the table still
    says which releases have the name.
    """
    rel, pip = paste.release(), _pip(paste)
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    span = api_span(line, paste.tables)
    if rel is None and (half := _half_imported(paste, dist, line, span)) is not None:
        return half
    side = span.outside(rel) if span and rel else None
    if side == "older":
        made = f"a {dist} made for a newer TensorFlow"
    elif side == "newer":
        made = f"a {dist} made for an older TensorFlow, using an API TensorFlow has since removed"
    else:
        made = f"a {dist} newer than this TensorFlow, or an older one that uses an API TensorFlow has since removed"
    has, tensorflow = "", f"the TensorFlow that {dist} release needs"
    if span is not None and (side or rel is None):  # the table decides, or says what would
        pinned, tensorflow = span.fix(pip, rel)
        has = f" ({span.name} is in TensorFlow {span.releases}, by the wheels' own API)"
        tensorflow += _no_wheel_for(paste, pinned)
    return Explanation("context", "dependency_conflict", "error", (), 0, line, (
        f"{dist}'s own code uses a TensorFlow API that {which} does not have{has}: the {dist} installed was made for "
        f"another TensorFlow ({made})"), (f"install the {dist} release made for {which} (its compatibility table; "
        f"`{pip} show tensorflow {dist}` shows both), or {tensorflow}"))


def _half_imported(paste: _Paste, dist: str, line: str, span: ApiSpan | None) -> Explanation | None:
    """The name is in every release line the paste's TensorFlow paths fit: the `tensorflow` module is not whole."""
    lines, api = paste.ctx.log_lines, paste.tables.tf_api()
    if not lines or api is None or version_tuple(lines[0]) < version_tuple(api.lines[0]):
        return None  # (paths of releases older than the table's first: it does not say what those had)
    if span is not None and span.covers(*lines):
        has = f"{span.name} is in TensorFlow {span.releases}"
    elif span is None and in_every_line(line, paste.tables):
        has = f"{missing_name(line)} is in every TensorFlow release line from {api.lines[0]} to {api.lines[-1]}"
    else:
        return None
    return Explanation("context", "tf_import_failed", "error", (), 0, line, (
        f"{has}, and the paste's TensorFlow paths are those of {lines[0]}-{lines[1]}: that TensorFlow has it, so the "
        f"`tensorflow` module {dist} got is not a whole one: an import of TensorFlow that failed earlier in the same "
        "Python (a notebook keeps the half-imported module; the first error says why), or a file or folder named "
        "tensorflow in the working directory shadowing it"), ('run `python -c "import tensorflow"` in a fresh '
        "terminal with the same environment: its error is the one to fix (a DLL, the CPU, NumPy); rename any "
        "tensorflow.py or tensorflow folder of your own; then restart the notebook's kernel"))


def _api_newer_than_tf(paste: _Paste, line: str) -> Explanation | None:
    """A name TensorFlow added in a later release (and kept) is missing under a TensorFlow the paste names as older.

    No frame says whose code calls it (a package's, or the script's); the API table says the first release with the
    name. A paste naming a release that has it is left alone (the import is another TensorFlow, or the name is
    spelled through another module). One naming none lacks a release that has it: uncertain, its version decides.
    """
    span, rel = api_span(line, paste.tables), paste.release()
    if span is None or not span.since or span.gone is not None or {"pytorch", "jax"} & paste.ctx.flags:
        return None
    pip = _pip(paste)
    if rel is None:
        # not where the paste spells the name out (most often the script's own call, which the labels leave to the
        # code), nor where a file of the script's named tensorflow.py shadows TensorFlow
        if ("circular import" in line or "partially initialized" in line or "own_tensorflow_py" in paste.ctx.flags
                or _spelled_out(span.name, paste.ctx.tf_names_shown)):
            return None
        return Explanation("context", "dependency_conflict", "warning", (), 0, line, (
            f"uncertain: {span.name} is in TensorFlow {span.releases} (the wheels' own API), so the TensorFlow that "
            f"lacks it is most likely older than {span.first}, and the code calling it was written for a newer one; "
            "no TensorFlow version is shown (`python -c 'import tensorflow as tf; print(tf.__version__)'` decides)"),
            (f"`{pip} install -U 'tensorflow>={span.first}'` (TensorFlow {span.releases} has {span.name}); or the "
             "release of the package calling it made for the TensorFlow installed"))
    if span.outside(rel) != "older":
        return None
    pinned, install = span.fix(pip, rel)
    return Explanation("context", "dependency_conflict", "warning", (), 0, line, (
        f"{span.name} is in TensorFlow {span.releases} (the wheels' own API) and TensorFlow {rel.line} is installed: "
        "the code that calls it was written for a newer TensorFlow; uncertain whose code it is, a package's or the "
        "script's (the traceback's frames say)"), (f"{install}{_no_wheel_for(paste, pinned)}; or the release of the "
                                                   f"package calling it made for TensorFlow {rel.line}"))


def _no_wheel_for(paste: _Paste, line: str) -> str:
    """', with a Python it has wheels for (...; it has none for Python 3.10)' if the paste's Python has none, or ''."""
    match, python, windows = paste.tables.release(f"{line}.0"), paste.ctx.python, paste.ctx.windows
    pythons = wheel_pythons(match.release, windows=windows) if match else ()
    if match is None or not python or not pythons or python_fits(match.release, python, windows=windows):
        return ""
    have = ".".join(python.split(".")[:2])
    return f", with a Python it has wheels for ({', '.join(pythons)}; it has none for Python {have})"


# the names the add-ons' _ensure_tf_install messages call themselves by, and their distributions
_ADDON_SAID = {"tensorflow probability": "tensorflow-probability", "tensorflow_hub": "tensorflow-hub",
               "tensorflow hub": "tensorflow-hub", "tensorflow model optimization": "tensorflow-model-optimization",
               "tensorflow model optimization toolkit": "tensorflow-model-optimization", "tf agents": "tf-agents",
               "tf-agents": "tf-agents"}


def _r_package_tf_check(event: LogEvent, paste: _Paste) -> _Resolved:
    """Another package's own check of the TensorFlow it imports, raised as its error: it needs another release.

    The package is the one the message names, else the traceback's last package frame (whose check raised it). The
    TensorFlow installed is the one the paste shows beside the message (not the release the message asks for). An
    error, unless that TensorFlow meets what the message says it needs: then the interpreter imports another one,
    and it is uncertain.
    """
    owner = event.get("named") or event.get("named_pair")
    if owner is None and event.get("need_min"):  # keras-retinanet's printed check, or a copy's (keras-maskrcnn's)
        frame = _frame_owner(paste, skip=("tensorflow",))
        owner = frame if frame not in (None, "keras") else "keras-retinanet"
    owner = owner or _frame_owner(paste, skip=("tensorflow", "keras"))
    dist = _distribution_of(owner)
    spec = _needed_spec(event)
    have = _installed_beside(paste, _needed(event))
    installed = f"TensorFlow {have}" if have else "the TensorFlow installed"
    pip = _pip(paste)
    whose, release = ((f"{dist}'s own check", (f"the {dist} release made for {installed} (`{pip} show tensorflow "
                                               f"{dist}` shows both; its release notes pair them)")) if dist else
                      ("a package's own check (the traceback's last frame names the package)",
                       f"that package's release made for {installed}"))
    fix = (f"`{pip} install -U 'tensorflow{spec}'` (what the check says it needs), or install {release}" if spec else
           f"install {release}, or the TensorFlow release it needs (its README or setup.py names it)")
    needs = f"TensorFlow{spec}" if spec else "another TensorFlow release"
    if spec and have and SpecifierSet(spec).contains(have, prereleases=True):
        return ("dependency_conflict", "warning", (f"uncertain: {whose} refused the TensorFlow it imports and says it "
                f"needs {needs}, which {installed} meets: the interpreter imports another TensorFlow (`python -c "
                "'import tensorflow as tf; print(tf.__version__, tf.__file__)'` decides)"), fix)
    return ("dependency_conflict", "error", (f"{whose} refused the TensorFlow it imports ({installed}): it needs "
            f"{needs} (each release of it is made for a TensorFlow range)"), fix)


def _needed(event: LogEvent) -> str | None:
    """The TensorFlow release a package's check names as the one it needs (None: it names none)."""
    return event.get("need") or event.get("need_up") or event.get("need_min")


def _needed_spec(event: LogEvent) -> str:
    """The TensorFlow range a package's check says it needs, as pip takes it ("" when it names none)."""
    need = _needed(event)
    if not need:
        return ""
    if event.get("major_only") or "." not in need:
        major = int(need.split(".")[0])
        return f">={major},<{major + 1}"
    if event.get("op") == "==":
        return f"=={need}" if need.count(".") > 1 else f"=={need}.*"
    return f">={need}"


def _installed_beside(paste: _Paste, need: str | None) -> str | None:
    """The TensorFlow the paste shows installed, not the release a message asks for (which the paste reads too)."""
    rel = paste.release()
    if rel is None or need is None:
        return rel.line if rel else None
    if (".".join(need.split(".")[:2]) if "." in need else f"{need}.0") != rel.line:
        return rel.line
    others = sorted(v for v in paste.ctx.tensorflows_named if ".".join(v.split(".")[:2]) != rel.line)
    return ".".join(others[0].split(".")[:2]) if len(others) == 1 else None


# the classes tf.keras.optimizers.legacy has (TensorFlow 2.11-2.15): the old optimizers' own
_LEGACY_OPTIMIZERS = frozenset({"Adadelta", "Adagrad", "Adam", "Adamax", "Ftrl", "Nadam", "Optimizer", "RMSprop",
                                "SGD"})


def _r_new_optimizer_kwarg(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras 2.11's new optimizers refusing `decay` (or another argument of the old ones): code for Keras 2.10 or older.

    TensorFlow 2.11-2.15 keep the old optimizers as tf.keras.optimizers.legacy; Keras 3 (TensorFlow 2.16+) has
    none, where a learning-rate schedule does what `decay` did (lr / (1 + decay * step), InverseTimeDecay). Any
    other argument gets the TypeError, a misspelled one too: that is uncertain.
    """
    kwarg = event.get("kwarg") or event.get("kwarg2") or "decay"
    name = event.get("optimizer") or ""
    legacy = f"tf.keras.optimizers.legacy.{name if name in _LEGACY_OPTIMIZERS else '<the optimizer>'}"
    schedule = ("; for `decay`, the same schedule in the new API: `learning_rate=tf.keras.optimizers.schedules."
                "InverseTimeDecay(lr, decay_steps=1, decay_rate=decay)`" if kwarg == "decay" else "")
    fix = (f"use {legacy} (the old arguments, TensorFlow 2.11-2.15){schedule}; or `{_pip(paste)} install "
           f"'tensorflow<2.11'`, the TensorFlow the code was written for{_no_wheel_for(paste, '2.10')}")
    if event.get("kwarg2"):
        return ("keras_version_skew", "warning", (
            f"uncertain: the new Keras optimizers (TensorFlow 2.11+) refuse `{kwarg}`: an argument of the old ones "
            "(code written for TensorFlow 2.10 or older), or a misspelled one (the optimizer's docstring lists what "
            "it takes)"), f"if the old optimizers took it: {fix}")
    return ("keras_version_skew", "error", (
        f"the code passes `{kwarg}` to a Keras optimizer: an argument of the optimizers Keras had up to 2.10, which "
        "TensorFlow 2.11 replaced with new ones that refuse it; the code was written for TensorFlow 2.10 or older"),
        fix)


def _r_new_optimizer_variable(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras 2.11's new optimizers given a variable they were not built with: code for the old ones, which took any."""
    variable = event.get("variable") or ""
    return ("keras_version_skew", "error", (
        f"the new Keras optimizers (TensorFlow 2.11-2.15) update only the variables they were built with, and this "
        f"one was given a variable ({variable}) it was not built with: the optimizers up to TensorFlow 2.10 took any "
        "variables at each call, as this code (or the package it runs) expects"),
        (f"use tf.keras.optimizers.legacy.<the optimizer> (TensorFlow 2.11-2.15), or call "
         "`optimizer.build(all_trainable_variables)` once before the training loop, or a release of the package made "
         f"for TensorFlow 2.11+; or `{_pip(paste)} install 'tensorflow<2.11'`, the TensorFlow the code was written "
         f"for{_no_wheel_for(paste, '2.10')}"))


def _r_tfp(event: LogEvent, paste: _Paste) -> _Resolved:
    """An add-on's own check (tensorflow-probability's, -hub's...): it needs a newer TensorFlow than imported."""
    if attr := event.get("hub_attr"):
        return _hub_tf2_api(attr, paste)
    said = next((e.get("addon") for e in (event, *paste.events.get(event.kind, ())) if e.get("addon")), None)
    named = (said or "").lower()
    addon = (_ADDON_SAID.get(named) or re.sub(r"[\s_]+", "-", named)) if said else (
        paste.ctx.addons[0] if paste.ctx.addons else "tensorflow-probability")
    found = [e for e in (event, *paste.events.get(event.kind, ())) if e.get("need") or e.get("need_wrapped")]
    need = next((e.get("need") or e.get("need_wrapped") for e in found), None)
    have = next((e.get("have") or e.get("have_wrapped") for e in found if e.get("have") or e.get("have_wrapped")), None)
    newer = f"TensorFlow {need} or newer (`{_pip(paste)} install -U 'tensorflow>={need}'`)" if need else "TensorFlow"
    which = f" {have}" if have else ""
    needed = f"TensorFlow {need} or newer" if need else "a newer TensorFlow"
    own = _addon_pin(paste, addon, have)
    return ("dependency_conflict", "error", (f"the {addon} installed needs {needed}; TensorFlow{which} is installed "
            f"(each {addon} release is made for a TensorFlow range)"), (f"upgrade to {newer}, or install the {addon} "
            f"release made for TensorFlow{which} ({own}its release notes pair them) instead of the newest"))


def pairing_said(paste: _Paste) -> Explanation | None:
    """The user's words that a package beside TensorFlow does not fit the TensorFlow installed (see _pairing_words).

    The fix names the releases that pair, from what the words say: the TensorFlow a package release was made for
    (the tables' rows), the package release made for the TensorFlow named, one minor for one minor where the
    package follows TensorFlow's releases (tensorflow-text); the TensorFlow the words say it needs. An error where
    the tables say the two releases named do not fit; otherwise uncertain, naming what decides.
    """
    said = paste.ctx.pairings
    if not said or {"pytorch", "jax"} & paste.ctx.flags:
        return None
    pair = max(said, key=lambda p: (bool(p.package or p.project), bool(p.tensorflow or p.needs), bool(p.version)))
    rel = paste.release()
    tensorflow = pair.tensorflow or (rel.line if rel and not (pair.needs and pair.needs[2:] == rel.line) else None)
    if pair.how == "import" and not (tensorflow or pair.tf_named):
        return None  # an import said to fail, no TensorFlow named: nothing to pair it with
    dist = pair.package or pair.project or "the package the words mean"
    pip = _pip(paste)
    fit = addon_fit(paste.tables, dist, pair.version, tensorflow) if pair.version and tensorflow else None
    which = f"TensorFlow {tensorflow}" if tensorflow else "the TensorFlow installed"
    named = f"{dist} {pair.version}" if pair.version else dist
    what = {"pair": f"the words say {named} does not fit {which}",
            "needs": f"the words say {named} needs TensorFlow {(pair.needs or '')[2:] or '(a release they name)'}",
            "import": f"importing {named} is said to fail ({which} is installed)",
            "import_op": f"importing {named} is said to fail as its compiled ops do not load"}[pair.how]
    why = (f"each {dist} release is made for a few TensorFlow releases (its compiled ops link one release's C++ ABI, "
           "its Python code that release's API)" if pair.package else
           f"{dist} pins the TensorFlow releases it was tested with" if pair.project else
           "the words name no package: the one beside TensorFlow that pins its releases (`pip check` names it)")
    decides = f"`{pip} show tensorflow {dist}` shows both; its release notes pair them"
    fix = _pairing_fix(paste, pair, tensorflow)
    if fit == "no":
        return Explanation("context", "dependency_conflict", "error", (), 0, f"{named} with {which}", (
            f"{named} is not made for {which}: {why}"), fix)
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"{named} with {which}", (
        f"uncertain: {what}; {why}. {decides}, and a message of its own (an undefined symbol in its .so, its "
        "version check) would decide"), fix)


def addon_versions_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but an add-on's version the paste names is made for another TensorFlow than it names.

    The tables' add-on rows decide, as for doctor's PKG007: tensorflow-addons 0.10 pairs with TensorFlow 2.2 only,
    so 0.10 beside 2.1 was made for another release. A release the table lacks, or one a patch release apart (TF-DF
    names exact patches), decides nothing.
    """
    tensorflow, rel = paste.ctx.version(), paste.release()
    if rel is None or tensorflow is None or {"pytorch", "jax"} & paste.ctx.flags:
        return None
    missing = {(e.get("module") or "").lower() for e in paste.events.get("module_missing", ())}
    for dist, version in paste.ctx.addon_versions.items():
        row = addon_release(paste.tables, dist, version)
        if (row is None or addon_fit(paste.tables, dist, version, tensorflow) != "no"
                or dist.replace("-", "_") in missing):  # not importable here: another Python's install, not its pair
            continue
        lines = addon_lines(paste.tables, row)
        made = f"TensorFlow {_span(lines)}" if lines else f"'tensorflow{row.tensorflow}'"
        pair = Pairing(dist, dist, rel.line, version, None, "pair", tf_named=True)
        return Explanation("context", "dependency_conflict", "warning", (), 0, f"{dist} {version}, TensorFlow "
                           f"{rel.line}", (f"from the versions in the paste: {dist} {version} is made for {made}, not "
                           f"TensorFlow {rel.line} (each {dist} release's Python code and compiled ops are made for a "
                           "few TensorFlow releases)"), _pairing_fix(paste, pair, rel.line))
    return None


def _pairing_fix(paste: _Paste, pair: Pairing, tensorflow: str | None) -> str:
    """The releases that pair: the package's for the TensorFlow named, the TensorFlow for the package named."""
    pip = _pip(paste)
    dist = pair.package or pair.project
    if not dist:
        which = f"TensorFlow {tensorflow}" if tensorflow else "the TensorFlow installed"
        return (f"`{pip} check` names the package whose requirements leave out {which}: install its release made for "
                f"{which} (its release notes pair them), or the TensorFlow release it requires")
    ways = []
    if pair.needs:
        spec = f"{pair.needs}.*" if pair.needs.startswith("==") else pair.needs
        ways.append(f"`{pip} install 'tensorflow{spec}'` (the TensorFlow the words say {dist} needs)")
    row = addon_release(paste.tables, dist, pair.version) if pair.version else None
    lines = addon_lines(paste.tables, row) if row else ()
    if pair.version and dist in _SAME_MINOR:
        minor = ".".join(pair.version.split(".")[:2])
        ways.append(f"`{pip} install 'tensorflow=={minor}.*'` (the TensorFlow {dist} {pair.version} is made for)")
    elif lines:
        ways.append(f"`{pip} install 'tensorflow=={lines[-1]}.*'` (TensorFlow {_span(lines)} is what {dist} "
                    f"{pair.version} is made for)")
    if tensorflow:
        minor = ".".join(tensorflow.split(".")[:2])
        own = (f"`{pip} install '{dist}=={minor}.*'`; " if dist in _SAME_MINOR else _addon_pin(paste, dist, tensorflow))
        ways.append(f"install the {dist} release made for TensorFlow {tensorflow} ({own}its release notes pair them)")
    else:
        ways.append(f"install the {dist} release made for the TensorFlow installed (`{pip} show tensorflow {dist}` "
                    "shows both; its release notes pair them)")
    if not pair.package:
        ways.append(f"a virtual environment with the TensorFlow {dist} pins (`{pip} show {dist}` names it)")
    return "; or ".join(dict.fromkeys(ways))


def _hub_tf2_api(attr: str, paste: _Paste) -> _Resolved:
    """hub.KerasLayer or hub.load missing: TF Hub's TF2 API, which works with TensorFlow 1.15 and 2.x only.

    TF Hub's migration guide: the API of hub.load() and hub.KerasLayer works for TensorFlow 1.15 and TensorFlow 2;
    TF 1.x before it has hub.Module, and the tensorflow_hub releases made for it lack the new API.
    """
    rel, pip = paste.release(), _pip(paste)
    if rel is not None and rel.key < (1, 15):
        return ("dependency_conflict", "error", (f"hub.{attr} is TF Hub's TF2 API, which works with TensorFlow 1.15 "
                f"and 2.x (TF Hub's migration guide); with TensorFlow {rel.line} the tensorflow_hub installed is a "
                "release from before it (hub.Module's)"), (f"`{pip} install -U 'tensorflow>=2.0' tensorflow-hub` "
                f"(or TensorFlow 1.15); or keep TensorFlow {rel.line} and use hub.Module instead of hub.{attr}"))
    return ("dependency_conflict", "error", (f"the tensorflow_hub installed predates hub.{attr}, TF Hub's TF2 API "
            "(for TensorFlow 1.15 and 2.x)"), (f"`{pip} install -U tensorflow-hub`, with TensorFlow 2.0 or newer "
            "(or 1.15) under it"))


def _sonnet_frame(event: LogEvent, paste: _Paste, frame: str, which: str) -> _Resolved:
    """Sonnet's check read from its frame: uncertain, unless a message or an error beside it decides."""
    if any(not e.get("dep_frame") for e in paste.events.get(event.kind, [])):
        return ("harmless", "noise", "Sonnet's start-up check in the traceback; its message beside it decides", "")
    # the frame is there too when importing the package itself failed (TensorFlow's own ImportError chained
    # before it, a protobuf TypeError raised through it): that error, recognised, is the cause
    if any(e.level == "error" for kind, found in paste.events.items() if kind != event.kind for e in found):
        return ("harmless", "noise", ("Sonnet's start-up check in the traceback: the error it met importing "
                "the package decides"), "")
    dep, need, pip = frame.lower().replace("_", "-"), event.get("need_frame"), _pip(paste)
    if dep in ("tensorflow", "tensorflow-gpu"):  # either of the check's messages: too old, or not importing
        return ("dependency_conflict", "warning", (f"uncertain: Sonnet's start-up check failed on TensorFlow "
                f"(the traceback is cut before its message): dm-sonnet needs TensorFlow {need} or newer (1.x), "
                f"and {which} is older or does not import; `python -c 'import tensorflow as tf; "
                "print(tf.__version__)'` decides"),
                (f"`{pip} install '{dep}>={need},<2'` (Sonnet 1 is TensorFlow 1.x code), or a dm-sonnet release "
                 f"made for {which}; if TensorFlow does not import, its own error names the cause"))
    return ("dependency_conflict", "warning", (f"uncertain: Sonnet's start-up check failed on {dep} ({need} or "
            f"newer needed; the traceback is cut before its message): {dep} is missing, older than {need}, or "
            f"does not import under {which}; `python -c 'import {frame}'` decides"),
            (f"`{pip} install {dep}` at the release made for {which} ({need} or newer; the {dep} release notes "
             f"name the TensorFlow each release needs)"))


def _r_sonnet(event: LogEvent, paste: _Paste) -> _Resolved:
    """Sonnet 1.x's start-up check: a package it imports is missing, fails to import, or is older than it needs."""
    rel = paste.release()
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    pip = _pip(paste)
    dep = (event.get("dep") or event.get("dep_old") or "").lower().replace("_", "-")
    if event.get("dep_old"):
        have, need = event.get("have"), event.get("need_old")
        if dep in ("tensorflow", "tensorflow-gpu"):
            return ("dependency_conflict", "error", (f"dm-sonnet needs TensorFlow {need} or newer; {have} is "
                    "installed"), (f"`{pip} install '{dep}>={need},<2'` (Sonnet 1 is TensorFlow 1.x code), or a "
                    f"dm-sonnet release made for TensorFlow {have} (its release notes pair them)"))
        return ("dependency_conflict", "error", f"dm-sonnet needs {dep} {need} or newer; {have} is installed",
                (f"install the {dep} release made for {which} that is {need} or newer (its release notes pair "
                 f"them; `{pip} show tensorflow {dep}` shows both), or an older dm-sonnet"))
    if frame := event.get("dep_frame"):  # the check's frame alone: its message (which decides) was cut off
        return _sonnet_frame(event, paste, frame, which)
    need = event.get("need")
    module = dep.replace("-", "_")
    return ("dependency_conflict", "warning", (f"uncertain: Sonnet reports any failure to import {module} as not "
            f"installed: {dep} is missing, or the release installed does not import under {which} (a {dep} made "
            f"for a newer TensorFlow); `python -c 'import {module}'` decides"),
            (f"`{pip} install {dep}` at the release made for {which} ({need} or newer; the {dep} release notes "
             f"name the TensorFlow each release needs, and `{pip} show tensorflow {dep}` shows what is installed)"))


def _r_requires_tensorflow(event: LogEvent, paste: _Paste) -> _Resolved:
    """Another package's TensorFlow range against the TensorFlow installed or asked for.

    The range comes from pip's resolver or check, or from the package's own import check; the newest release line
    inside it is computed from the tables.
    """
    rel = paste.release()
    # pip prints the requirer's version ("deeplabcut[tf] 2.3.8 depends on"), a package's own check the TensorFlow
    # installed; without either it is the user's words ("our code requires tensorflow>=2.12"), which do not decide
    flavour = _flavour_of(event) or "tensorflow"
    line = event.get("spec_check")  # a package's check naming one release line (`2.4.*`) and the one installed
    have = (event.get("have") or event.get("have_said") or event.get("have_check") or event.get("have_easy")
            or event.get("have_pkg"))
    requirer = (event.get("requirer") or event.get("requirer_check") or event.get("requirer_easy")
                or event.get("requirer_pkg") or "a package")
    asked = _requested_tensorflow(paste)
    spec = _spec_of(event) or (f"=={line}" if line else "")
    # the release the paste names, unless an exact pin named it ("depends on tensorflow==1.15.4": no other named)
    named = rel.line if rel and not _pinned_it(spec, paste.ctx.tensorflow) else None
    if flavour == "tensorflow" and not (have or asked or rel) and (apple := _no_arm64_tensorflow(paste)) is not None:
        return apple
    return _tensorflow_range(paste, requirer, flavour, spec, have or asked or named,
                             printed=bool(event.get("requirer_version") or have or asked))


def _spec_of(event: LogEvent) -> str | None:
    """The tensorflow range a requirement line prints (pip's resolver, an easy_install, a package's own check)."""
    return event.get("spec") or event.get("spec_easy") or event.get("spec_pkg")


def _flavour_of(event: LogEvent) -> str | None:
    """The TensorFlow distribution a requirement line names (tensorflow, tensorflow-gpu, tensorflow-macos...)."""
    flavour = event.get("flavour") or event.get("flavour_easy") or event.get("flavour_pkg")
    return flavour.lower() if flavour else None


def _no_arm64_tensorflow(paste: _Paste) -> _Resolved | None:
    """Pip's conflict over a package's tensorflow requirement on an Apple-silicon Mac, no TensorFlow or Python named.

    Any range fails there when pip finds no tensorflow for macOS arm64 (before 2.13, or a pip too old for its tags);
    uncertain, as the range could also clash with another package's. Only where every range pip printed admits the
    first release with those wheels (else that release is no way out: the ranges' own Pythons decide), and no
    Python is named (its wheels are the other readings').
    """
    flags = paste.ctx.flags
    if (not {"apple_silicon", "pip_conflict_list"} <= flags or paste.ctx.python
            or {"linux", "windows", "wsl", "docker", "colab", "arm_linux"} & flags):
        return None
    decided = _apple_silicon_without_wheels(paste, "tensorflow", None, None, pip_shown=False)
    first = first_release(paste.tables, lambda r: r.macos_arm64_package == "tensorflow")
    if decided is None or first is None:
        return None
    for event in paste.events.get("requires_tensorflow", ()):
        spec = _range_spec(_spec_of(event) or "")
        if spec is None or _flavour_of(event) not in (None, "tensorflow") or not spec.contains(f"{first.line}.0"):
            return None
    cause, _, meaning, fix = decided
    return (cause, "warning", (f"uncertain: pip could not meet a package's tensorflow requirement on {meaning}; "
            "whether pip lists any tensorflow here decides (`pip index versions tensorflow`)"), fix)


def _pinned_it(spec: str, named: str | None) -> bool:
    """Whether a printed requirement is an exact pin of the TensorFlow version the paste names (read from it)."""
    pin = re.fullmatch(r"\s*===?\s?(\d[\w.]{0,20})\s*", spec)
    return pin is not None and named is not None and version_tuple(pin.group(1)) == version_tuple(named)


def _requested_tensorflow(paste: _Paste) -> str | None:
    """The TensorFlow release pip's resolver says the user asked for ("The user requested tensorflow==2.13.0")."""
    for dist, spec in paste.ctx.user_requested.items():
        if dist in _TF_DISTRIBUTIONS and (exact := re.fullmatch(r"===?(\d{1,2}\.\d{1,3}(?:\.\d{1,4})?)", spec)):
            return exact.group(1)
    return None


def _range_spec(said: str) -> SpecifierSet | None:
    """A version range as pip, Poetry or conda print it (`<2.18 and >=2.17`, `>=2.17, <2.18`); None if unreadable."""
    text = re.sub(r"\s*(?:,|\band\b)\s*", ",", said.strip()).replace(" ", "")
    try:
        return SpecifierSet(text) if text else None
    except InvalidSpecifier:
        return None


def _pythons_admitted(spec: str) -> list[str]:
    """The Python 3 minors (3.6-3.15) a Requires-Python range admits, oldest first; none for an unreadable one."""
    ranged = _range_spec(spec)
    return [f"3.{m}" for m in range(6, 16) if ranged is not None and ranged.contains(f"3.{m}.0")]


def _releases_in(tables: Tables, spec: SpecifierSet) -> list[Release]:
    """The TensorFlow releases a range admits (a line's first or a late patch release inside it), oldest first."""
    return [r for r in tables.releases if any(spec.contains(f"{r.line}.{patch}", prereleases=True)
                                              for patch in (0, 99))]


def _lines_in(tables: Tables, spec: SpecifierSet) -> list[str]:
    """The TensorFlow release lines a range admits, oldest first."""
    return [r.line for r in _releases_in(tables, spec)]


def _printed_tensorflow_ranges(paste: _Paste) -> list[tuple[str, str, str]]:
    """(requirer, its version, its TensorFlow range) of each package a resolver printed requiring TensorFlow.

    pip's and Poetry's lines (requires_tensorflow), and an add-on of TensorFlow's family read as a pip_conflict line.
    """
    found = [(e.get("requirer") or "", e.get("requirer_version") or "", e.get("spec") or "")
             for e in paste.events.get("requires_tensorflow", ())]
    found += [(e.get("requirer") or "", e.get("version") or "",
               ",".join(filter(None, ((e.get("requirement") or "")[len(e.get("package") or ""):].replace(" ", ""),
                                      e.get("also")))))
              for e in paste.events.get("pip_conflict", ()) if (e.get("package") or "").lower() in _TF_DISTRIBUTIONS]
    return [(requirer, version, said) for requirer, version, said in found if requirer and version]


def _requirers_apart(paste: _Paste) -> _Resolved | None:
    """Two packages of one resolver list whose TensorFlow ranges share no release line.

    pip's "The conflict is caused by" list: `tensorflow-data-validation 1.17.0.dev0 depends on tensorflow<2.18 and
    >=2.17` beside `tfx-bsl 1.16.1 depends on tensorflow<2.17 and >=2.16`. No TensorFlow fits both, whichever is
    installed, so one of the two must be the release made for the other's TensorFlow.
    """
    ranges: dict[str, tuple[str, str, list[str]]] = {}  # name: (requirer as printed, its range, the lines in it)
    for requirer, version, said in _printed_tensorflow_ranges(paste):
        name = requirer.split("[", 1)[0].lower().replace("_", "-")
        if name in ranges:  # one range a package (pip backtracking lists each release it tried)
            continue
        if (spec := _range_spec(said)) is not None and (lines := _lines_in(paste.tables, spec)):
            ranges[name] = (f"{requirer} {version}", str(spec), lines)
    pairs = [(a, b) for a in ranges for b in ranges if a < b and not set(ranges[a][2]) & set(ranges[b][2])]
    if not pairs:
        return None
    first, second = sorted(pairs[0], key=lambda n: version_tuple(ranges[n][2][-1]))  # the older range first
    (old, old_spec, old_lines), (new, new_spec, new_lines) = ranges[first], ranges[second]
    return ("dependency_conflict", "error", (f"{new} requires tensorflow{new_spec} and {old} requires "
            f"tensorflow{old_spec}: no TensorFlow release fits both, so the resolver cannot install them together"),
            (f"install the {first} release made for TensorFlow {new_lines[-1]} (its release notes or setup.py pair "
             f"them), or the {second} release made for TensorFlow {old_lines[-1]}, with that TensorFlow"))


# the add-ons released in step with TensorFlow: release X.Y of each is made for TensorFlow X.Y (their pins)
_SAME_MINOR = frozenset({"tensorflow-text", "tensorflow-serving-api", "tensorflow-estimator", "tf-keras"})


_SKIPPED = re.compile(r"(?P<version>\d[\w.]{0,30}) Requires-Python (?P<spec>[^;]{1,60})")
_PIP_DECIDES = ("no_matching_distribution", "pip_conflict", "requires_tensorflow", "pip_every_release_conflicts")


def _r_python_requires(event: LogEvent, paste: _Paste) -> _Resolved:
    """Pip's note of releases skipped for their Requires-Python: what decides where no error of pip's follows it.

    The note lists every package pip considered, so an error line after it (no matching distribution, a conflict)
    says which one failed; alone (an issue quoting only it), the releases' range against the Python decides.
    """
    py = paste.ctx.python
    skipped = [(m["version"], m["spec"].strip()) for m in _SKIPPED.finditer(event.get("skipped") or "")]
    if any(paste.has(kind) for kind in _PIP_DECIDES) or not skipped or py is None:
        return ("harmless", "info", ("pip's note of the releases it skipped because their Requires-Python excludes "
                "this Python; the error after it says which package failed"), "")
    version, spec = skipped[-1]
    inside = _pythons_admitted(spec)
    use = f"use Python {inside[-1]} (a venv or conda environment with it)" if inside else f"use a Python {spec}"
    return ("python_unsupported", "error", (f"pip skipped releases because their Requires-Python excludes Python "
            f"{py} ({version}: {spec}), and no error after it names another reason: those releases do not install on "
            "this Python"),
            f"{use}, or a release of the package made for Python {py}, if there is one")


def _range_before_arm64_mac(paste: _Paste, name: str, spec: str) -> _Resolved | None:
    """A package's `tensorflow` range on an Apple-silicon Mac, all of it before `tensorflow` had macOS arm64 wheels.

    Not where the package's releases themselves require tensorflow-macos (their own way onto this Mac).
    """
    admitted = _range_spec(spec)
    rels = _releases_in(paste.tables, admitted) if admitted is not None else []
    first = first_release(paste.tables, lambda r: r.macos_arm64_package == "tensorflow")
    if ("apple_silicon" not in paste.ctx.flags or "requires_tensorflow_macos" in paste.ctx.flags or not rels
            or first is None
            or any(r.macos_arm64_package == "tensorflow" for r in rels)):
        return None
    span = rels[0].line if len(rels) == 1 else f"{rels[0].line}-{rels[-1].line}"
    apple = [r.line for r in rels if r.macos_arm64_package == "tensorflow-macos"]
    macos = (f"Apple's tensorflow-macos {apple[-1]} (`{_pip(paste)} install tensorflow-macos=={apple[-1]}`, then "
             f"`{_pip(paste)} install {name} --no-deps` and its other requirements), or " if apple else "")
    return ("python_unsupported", "error", (f"{name} requires tensorflow{spec} (TensorFlow {span}), and on an Apple-"
            f"silicon Mac the `tensorflow` package has arm64 wheels from {first.line} only: pip finds none in that "
            "range"), (f"{macos}run {name} on an x86_64 machine (an x86_64 container emulated on this Mac has no AVX), "
                       f"or a {name} release made for TensorFlow {first.line}+"))


def _range_out_of_reach(paste: _Paste, name: str, flavour: str, spec: str, have: str | None, *,
                        printed: bool) -> _Resolved | None:
    """A package's TensorFlow range that no install here can meet, whatever TensorFlow is asked for.

    The `tensorflow` distribution beside Apple's tensorflow-macos, or a Python none of the range's releases has
    wheels for (where pip or the package printed the range, and no TensorFlow installed or asked for is named).
    """
    if flavour == "tensorflow" and (macos := _macos_package_required(paste, name)) is not None:
        return macos
    if flavour == "tensorflow" and (apple := _range_before_arm64_mac(paste, name, spec)) is not None:
        return apple
    py = paste.ctx.python
    if (have or not printed or not py or flavour not in _LISTED_BY_PYTHON or name in ("keras", "tf-keras")
            or (ranged := _range_without_python(paste, f"{flavour}{spec}", py)) is None):
        return None
    return ("python_unsupported", "error", (f"{name} requires {flavour}{spec}, and no release in that range has a "
            f"wheel for Python {py}: pip cannot install {name} on this Python"), ranged)


def _tensorflow_range(paste: _Paste, requirer: str, flavour: str, spec_said: str, have: str | None, *,
                      printed: bool) -> _Resolved:
    """A package's TensorFlow range (spec_said) against the TensorFlow have; printed: pip or the package said it."""
    if (apart := _requirers_apart(paste)) is not None:
        return apart
    unnamed = requirer == "a package"  # setuptools' plain VersionConflict names no requirer
    name = "the package" if unnamed else requirer.split(maxsplit=1)[0].split("[", 1)[0].lower().replace("_", "-")
    spec_text = re.sub(r"\s*(?:,|\band\b)\s*", ",", spec_said.strip()).replace(" ", "")
    if (where := _range_out_of_reach(paste, name, flavour, spec_text, have, printed=printed)) is not None:
        return where
    spec = _range_spec(spec_said)
    newest = last_release(paste.tables, lambda r: spec.contains(f"{r.line}.0")) if spec else None
    pip = _pip(paste)
    inside = f" (TensorFlow {newest.line} is the newest release line in it)" if newest else ""
    if newest and flavour == "tensorflow" and "apple_silicon" in paste.ctx.flags:  # no arm64 `tensorflow` before 2.13
        inside += _apple_silicon(paste, newest, None)
    minor = ".".join(have.split(".")[:2]) if have and name in _SAME_MINOR else None
    pin = _addon_pin(paste, name, have) if have and not minor else ""
    release = (f"`{pip} install '{name}=={minor}.*'` (its releases follow TensorFlow's: {name} {minor} is made for "
               f"TensorFlow {minor})" if minor else f"{pin.removesuffix('; ')} (the {name} release made for TensorFlow "
               f"{have})" if pin else f"{'a release of the package' if unnamed else f'a {name} release'} whose "
               "requirements admit "
               f"{'TensorFlow ' + have if have else 'the TensorFlow you want'} (its release notes or setup.py say)")
    dist = flavour
    if flavour == "tensorflow-gpu" and newest and newest.key > (2, 11):  # its last release; `tensorflow` has the GPU
        dist, inside = "tensorflow", f"{inside}; tensorflow-gpu ends at 2.11 and `tensorflow` has the GPU build"
    fix = (f"{release}, or `{pip} install '{dist}{spec_text}'`{inside}" if minor else
           f"`{pip} install '{dist}{spec_text}'`{inside}, or {release}")
    cause = "keras_version_skew" if name in ("keras", "tf-keras") else "dependency_conflict"
    said = f"{requirer} requires {flavour}{spec_text}"
    if have and spec is not None and not spec.contains(have, prereleases=True):
        outside = f"TensorFlow {have} is outside that range"
        if not printed:
            return (cause, "warning", (f"uncertain: the words say {said}, and {outside}; neither pip nor the package "
                    f"printed it (`{pip} check` decides)"), fix)
        return (cause, "error", (f"{said}, and {outside}: pip cannot install both, or {name} refuses the TensorFlow "
                "it imports"), fix)
    if have and spec is not None:
        return (cause, "warning", (f"uncertain: {said}, which TensorFlow {have} is inside: this requirement is not "
                "the one in conflict (`pip check` lists the others)"), fix)
    return (cause, "warning", (f"uncertain: {said}; the paste does not show which TensorFlow is installed or asked "
            f"for (`{pip} show tensorflow` decides: outside that range, pip cannot install both)"), fix)


def _admits(requirements: tuple[str, ...], version: str) -> bool:
    return any((spec := requirement_spec(req)) is not None and spec.contains(version) for req in requirements)


def _r_protobuf_runtime(event: LogEvent, paste: _Paste) -> _Resolved:
    """The C++ runtime of protobuf refusing generated code compiled against another version (its VerifyVersion)."""
    if event.get("pool"):
        return _protobuf_pool(paste)
    if event.get("symbol"):
        return _protobuf_symbol(paste)
    code = event.get("file") or ""
    built, loaded = event.get("built") or event.get("need"), event.get("loaded") or event.get("have")
    older = "older" if event.get("need") else "newer"  # the library loaded, against what the code was built with
    two = (f"the code was compiled against protobuf {built} and the protobuf runtime library loaded into the process "
           f"is {loaded}, {older} and not compatible")
    pip = _pip(paste)
    fix = (f"keep one protobuf runtime in the process: run the package that brought protobuf {loaded} (and does not "
           f"need TensorFlow) in an environment of its own, or uninstall TensorFlow where it is not used; "
           f"`{pip} install 'protobuf=={built}'` if the pip protobuf's C++ runtime is the one loaded; do not put "
           "another protobuf's library folder on LD_LIBRARY_PATH")
    if not re.search(r"(?:^|[/\\])tensorflow[/\\]", code):  # not TensorFlow's generated code, or not named
        whose = f"the code named ({code}) is not TensorFlow's" if code else "the message does not name whose code it is"
        return ("protobuf_incompatible", "warning", (f"uncertain: {two}; {whose}, so TensorFlow is concerned only "
                "if it runs in that process (the file in `Version verification failed in` decides)"), fix)
    return ("protobuf_incompatible", "error", (f"TensorFlow's generated code ({code}): {two}; TensorFlow links its "
            "own protobuf, so another library (a package's libprotobuf, a system one) loaded a second runtime"), fix)


def _protobuf_pool(paste: _Paste) -> _Resolved:
    """Protobuf's generated descriptor pool refusing a file: a second protobuf C++ runtime in the process.

    TensorFlow links its own protobuf; the pip protobuf's C++ extension (or another library's libprotobuf) loaded
    beside it registers the same descriptors again, and the pool aborts the process.
    """
    rel, pip = paste.release(), _pip(paste)
    what = ("protobuf's generated descriptor pool refused a file: two protobuf C++ runtimes are loaded in one process "
            "(the pip protobuf package's C++ extension, or another library's libprotobuf, beside the one TensorFlow "
            "links)")
    declared = (f" (TensorFlow {rel.line} declares {rel.protobuf[0]})" if rel and rel.protobuf else
                " (the one current when that TensorFlow was released)")
    fix = (f"`{pip} install 'protobuf==X'` with X the release TensorFlow was built against{declared}, or export "
           "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python (the pure-Python protobuf loads no second C++ runtime); "
           "import no other library that bundles its own libprotobuf into the same process")
    if _tensorflow_shown(paste):
        return ("protobuf_incompatible", "error", what, fix)
    return ("protobuf_incompatible", "warning", (f"uncertain: {what}; the paste does not show TensorFlow, which is "
            "concerned only if it (or a tool built on it) runs in that process"), fix)


def _protobuf_symbol(paste: _Paste) -> _Resolved:
    """A compiled module missing a symbol of protobuf's C++ library: it was linked against another protobuf runtime."""
    rel = paste.release()
    declared = (f"the range TensorFlow {rel.line} declares, {rel.protobuf[0]}" if rel and rel.protobuf else
                "the range the TensorFlow installed declares (`pip show tensorflow` lists it)")
    return ("protobuf_incompatible", "error" if _tensorflow_shown(paste) else "warning", (
        "a compiled module (TensorFlow's core, when its .so is named) needs a symbol of protobuf's C++ library that "
        "the protobuf runtime loaded lacks: it was built against another protobuf release (a source build links its "
        "own tree's; a second libprotobuf loaded first shadows it)"), (
        f"`{_pip(paste)} install` the protobuf of {declared}, and load no other libprotobuf before it; a TensorFlow "
        "built from source: rebuild it against the protobuf installed"))


def _r_proto_pool(event: LogEvent, paste: _Paste) -> _Resolved:
    """The Python descriptor pool of protobuf refusing a generated file: why, from the lines that follow it.

    A generated module imported before one it imports is the program's own protoc output; the same names registered
    twice is two packages shipping them (not a protobuf version); a bare refusal is most often a protobuf runtime
    other than the one the code was generated for, said as uncertain.
    """
    lines = " ".join(e.line for e in (event, *paste.events.get("proto_pool_build", ())))
    if "has not been loaded" in lines:
        return ("harmless", "info", ("a generated module is imported before one it imports (the import named has not "
                "been loaded): the program's own protoc output, not TensorFlow's"),
                "generate and import the .proto files it imports first (protoc with every file, the same --proto_path)")
    if "already defined in file" in lines or "already in the pool" in lines:
        return ("harmless", "info", ("the same generated .proto names are registered twice in protobuf's descriptor "
                "pool: two packages ship one generated module or the same names (tensorboard beside tb-nightly or "
                "tensorboardX), not a protobuf version"),
                ("keep one of the packages that ship it (`pip list` shows both), or the release of one that renamed "
                "its protos; import them in separate processes"))
    return ("protobuf_incompatible", "warning", (
        "uncertain: protobuf's descriptor pool refused a generated file; most often the protobuf runtime is another "
        "release than the one TensorFlow's (or TensorBoard's) generated code was made for (protobuf 4+ under a "
        "TensorFlow before 2.12), else the same file registered twice (the lines after it say `already defined`); "
        "`pip show protobuf tensorflow tensorboard` and `pip list` decide"), (
        f"{_protobuf4_fix(paste)}; keep one of two distributions that ship the same files (tensorboard and "
        "tb-nightly)"))


def _r_distutils(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - the message has no fields
    """No distutils: TensorFlow before 2.16 imports it, and Python 3.12 removed it from the standard library."""
    ctx = paste.ctx
    if not (_tensorflow_shown(paste) or {"tensorflow_named", "tf_frame", "tf_import_line"} & ctx.flags) \
            or {"pytorch", "jax"} & ctx.flags:
        return ("harmless", "info", ("a module imports distutils, which Python 3.12 removed; the paste does not show "
                "TensorFlow importing it"), ("`pip install setuptools` (it provides distutils), or the package's "
                "release made for Python 3.12"))
    owner = _frame_owner(paste, skip=("distutils", "setuptools", "_distutils_hack"))
    if owner and owner not in ("tensorflow", "tensorflow_core", "keras"):  # another package's import of it
        return _predates_python(paste, owner, "imports distutils", "3.12",
                                f", or `{_pip(paste)} install setuptools` (it provides distutils)")
    first = first_release(paste.tables, lambda r: python_fits(r, "3.12"))
    since = first.line if first else "2.16"
    rel = paste.release()
    if rel is not None and rel.key < version_tuple(since):
        return ("python_unsupported", "error", (f"TensorFlow {rel.line} imports distutils, which Python 3.12 removed: "
                f"it has wheels for Python {_pythons(rel.python)} only, and this Python is newer"),
                (f"use Python {rel.python[-1]} for TensorFlow {rel.line} (it has wheels for Python "
                 f"{_pythons(rel.python)}), or TensorFlow {since} or newer (the first with Python 3.12 wheels)"))
    return ("python_unsupported", "warning", (f"uncertain: a TensorFlow older than {since} imports distutils, which "
            "Python 3.12 removed: it has no wheel for Python 3.12 (conda or a copy installed past pip's Python check "
            "brings it there); `python --version` and `pip show tensorflow` decide"),
            (f"TensorFlow {since} or newer (the first with Python 3.12 wheels), or Python 3.11 for an older "
             "TensorFlow; `pip install setuptools` only hides the import"))


def _r_protobuf_java(event: LogEvent, paste: _Paste) -> _Resolved:
    """The JVM refusing a method or field of TensorFlow Java's generated protos, or of protobuf-java, at link time.

    Generated message classes call into the protobuf-java runtime they were generated for; another protobuf-java
    on the class path (a newer jar an update or another plugin brought, or an older one a framework such as Hadoop
    puts first) lacks or changed what they call. A protobuf-java class in a program that does not show TensorFlow
    is that program's conflict.
    """
    cls = (event.get("cls") or event.get("generated") or "").replace("/", ".")
    member, err = event.get("member") or event.get("method"), event.get("err") or event.get("state")
    where = f"{cls}.{member}" if member else cls
    fix = ("keep one protobuf-java on the class path, the release TensorFlow Java's classes were generated for (the "
           "one its proto artifact depends on): remove the other protobuf-java jar (in Fiji, the one an update put "
           "in Fiji.app/jars beside TensorFlow's; with Maven or Gradle, exclude it or pin com.google.protobuf:"
           "protobuf-java to TensorFlow Java's), or run the tool in an installation of its own")
    if cls.startswith("org.tensorflow."):
        return ("protobuf_incompatible", "error", (f"{err}: {where}, a class of TensorFlow Java's "
                "generated protos, does not link against the protobuf-java on the class path: they were generated "
                "for another protobuf-java release (a second jar, newer or older, is loaded in place of the one "
                "TensorFlow Java brought)"), fix)
    if "tensorflow_named" not in paste.ctx.flags:
        return ("protobuf_incompatible", "info", (f"{err} on protobuf-java's {where}: two "
                "protobuf-java releases meet on a Java program's class path; the paste does not show TensorFlow in "
                "that program"), "keep one protobuf-java release on the class path, the one its libraries need")
    return ("protobuf_incompatible", "error", (f"{err} on protobuf-java's {where} beside TensorFlow "
            "Java: the protobuf-java on the class path is not the release the generated classes were made for "
            "(another library brought its own)"), fix)


# what code generated by a newer protoc imports, and the protobuf release that added it (protobuf's release notes)
_PROTOBUF_ADDED = {"builder": ("google.protobuf.internal.builder", "3.20"),
                   "_internal_create_key": ("google.protobuf.descriptor._internal_create_key", "3.12")}


def _r_protobuf(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: PLR0911 - one branch per message
    if event.get("field"):  # a newer protobuf's descriptor.proto has a field this TensorFlow's runtime lacks
        rel = paste.release()
        declared = f" (TensorFlow {rel.line} declares {rel.protobuf[0]})" if rel and rel.protobuf else ""
        return ("protobuf_incompatible", "error", (f"the protobuf installed is newer than this TensorFlow supports "
                f"(field {event.get('field')} unknown to it)"), (f"`{_pip(paste)} install` the protobuf release "
                f"current when this TensorFlow was released{declared}, e.g. protobuf==3.5.2 for TensorFlow 1.8, or "
                "upgrade TensorFlow"))
    if event.get("old_bare"):
        return _protobuf_builder_bare(paste)
    if event.get("old") or event.get("old_db") or event.get("old_key") or event.get("old_kw"):
        rel = paste.release()
        need = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
        added = _PROTOBUF_ADDED.get(event.get("old") or event.get("old_key") or "")
        floor = f" ({added[1]} or newer)," if added else ""
        fix = f"`{_pip(paste)} install -U protobuf`{floor} within the range TensorFlow declares{need}"
        if not _tensorflow_code(paste):  # the same fix: only who generated the code is unknown
            return ("protobuf_incompatible", "warning", ("uncertain: the protobuf installed is older than the code "
                    "generated into a package the paste does not show to be TensorFlow's (its _pb2 files ask for "
                    "what a newer protobuf added); the traceback's _pb2 file names the package"), fix)
        if added is not None:
            return ("protobuf_incompatible", "error", (f"the generated code imports {added[0]}, which protobuf "
                    f"{added[1]} added: the protobuf installed is older"), fix)
        return ("protobuf_incompatible", "error", "protobuf is older than the code generated into this TensorFlow", fix)
    if event.get("v6"):  # protobuf 6.30 removed MessageFactory.GetPrototype, which TensorFlow up to 2.19 calls
        rel = paste.release()
        need = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
        return ("protobuf_incompatible", "error", ("protobuf 6.30 or newer is installed; it removed "
                                                   "MessageFactory.GetPrototype, which this TensorFlow still calls"),
                (f"`{_pip(paste)} install 'protobuf<6'` (the range TensorFlow declares{need}), or a TensorFlow "
                 "released for protobuf 6"))
    bound = next((e.get("bound") for e in paste.events.get("protobuf_descriptors", []) if e.get("bound")), None)
    rel = paste.release()
    declared = f" ({rel.protobuf[0]} for TensorFlow {rel.line})" if rel and rel.protobuf else ""
    limit = f"'protobuf<={bound.replace('x', '99')}'" if bound else "'protobuf<3.20'"
    # mediapipe, onnx, a project's own protos give the same message: where no TensorFlow shows, their _pb2 files
    shown = _tensorflow_code(paste)
    return ("protobuf_incompatible", "error" if shown else "warning", (
        "protobuf is newer than the code generated into TensorFlow (or a package it imports) supports" if shown else
        "uncertain: protobuf is newer than the code generated into a package the paste does not show to be "
        "TensorFlow's (its _pb2 files were made by an older protoc); the traceback's _pb2 file names the package"),
        f"`{_pip(paste)} install {limit}`{declared}, or upgrade TensorFlow")


def _protobuf_builder_bare(paste: _Paste) -> _Resolved:
    """`cannot import name 'builder'`, its module not named: protobuf's where the paste shows protoc's code.

    Code a protoc 3.20+ generated imports google.protobuf.internal.builder, which an older protobuf lacks; the
    same bare words come from any module's missing `builder` (TensorFlow 1.x's saved_model has one): uncertain.
    """
    meaning = ("the code protoc generated (the _pb2 files) imports google.protobuf.internal.builder, which protobuf "
               "3.20 added: the protobuf installed is older than the protoc that generated it")
    fix = (f"`{_pip(paste)} install -U protobuf` (3.20 or newer, within the range TensorFlow declares), or generate "
           "the _pb2 files again with a protoc of the installed protobuf's release")
    if "protoc_shown" in paste.ctx.flags:
        return ("protobuf_incompatible", "error", meaning, fix)
    return ("protobuf_incompatible", "warning", (f"uncertain: if the import is from google.protobuf.internal, "
            f"{meaning}; the paste names neither the module nor protoc's code (the full ImportError line's "
            '"from" names the module)'), f"if it is protobuf's: {fix}")


_PROTOBUF4_FROM = (2, 12)  # the first TensorFlow whose generated code protobuf 4 accepts (it declares >=3.20.3,<5)


def _protobuf4_fix(paste: _Paste) -> str:
    """Protobuf 4+ under code generated for protobuf 3: protobuf's own advice, or a TensorFlow that declares 4."""
    return (f"`{_pip(paste)} install 'protobuf<3.20'` (protobuf's own advice: 3.20.x or lower), or TensorFlow 2.12 "
            "or newer")


def protobuf_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but the words say protobuf fails, or TensorFlow's generated module fails building one.

    The words count beside TensorFlow's import or frames; the traceback through a _pb2 module of TensorFlow's as it
    builds a field's or message's descriptor counts alone. Uncertain: the message is cut off. Protobuf 4 (May 2022)
    under a TensorFlow before 2.12, whose generated code it refuses, is the common case; a TensorFlow that declares
    protobuf 4 is told the range it declares.
    """
    flags = paste.ctx.flags
    words = "protobuf_words" in flags  # a sentence names TensorFlow's import and protobuf breaking it
    creating = {"tf_pb2_frame", "descriptor_created"} <= flags  # its generated code failing as it builds descriptors
    if (not words and not creating and ("protobuf_said" not in flags
                                        or not {"tf_frame", "tf_import_line", "tf_descriptor_frame"} & flags)
            ) or "protobuf_doubted" in flags or {"pytorch", "jax"} & flags:
        return None
    rel = paste.release()
    said = paste.ctx.said_versions.get("protobuf")
    if words and said and rel and rel.protobuf and not _admits(rel.protobuf, _full(said)):
        return Explanation("context", "protobuf_incompatible", "error", (), 0, f"protobuf {said}, in words", (
            f"the words say protobuf {said} breaks TensorFlow {rel.line}'s import; it is outside the range TensorFlow "
            f"{rel.line} declares ({', '.join(rel.protobuf)})"), f"`{_pip(paste)} install '{rel.protobuf[0]}'`")
    fix = (f"`{_pip(paste)} install '{rel.protobuf[0]}'` (the range TensorFlow {rel.line} declares)"
           if rel and rel.key >= _PROTOBUF4_FROM and rel.protobuf else _protobuf4_fix(paste))
    what = ("TensorFlow's generated protobuf module fails while it builds its descriptors" if creating and not words
            else "the words say protobuf fails and the paste shows TensorFlow's import")
    evidence = "TensorFlow's _pb2 module building a descriptor" if creating and not words else "protobuf, in words"
    return Explanation("context", "protobuf_incompatible", "warning", (), 0, evidence, (
        f"uncertain: {what}, but not the message: most "
        "often a protobuf 4 or newer (from May 2022, pulled in by a rebuild or another package) under a TensorFlow "
        "older than 2.12, whose generated code it refuses ('Descriptors cannot be created directly'); `pip show "
        "protobuf tensorflow` decides"), fix)


def _full(version: str) -> str:
    """A version said in words as a release number pip compares ("4.x", "2" and "2.0" as 4.0.0, 2.0.0)."""
    parts = [p for p in version.replace("x", "0").split(".") if p]
    return ".".join([*parts, "0", "0"][:3])


# where a NumPy said to break TensorFlow falls when the release is not given: the pin, and why
_NUMPY_BREAKS = (
    ((2,), "numpy<2", "TensorFlow before 2.18 was compiled against NumPy 1.x, which NumPy 2 refuses"),
    ((1, 24), "numpy<1.24", ("NumPy 1.24 removed the aliases (np.object, np.bool...) older TensorFlow and its "
                             "packages use")),
    ((1, 20), "numpy<1.20", ("TensorFlow 2.4 and older fail on symbolic tensors with NumPy 1.20+ (they declare "
                             "numpy~=1.19.2)")),
)


def requirement_words(paste: _Paste) -> Explanation | None:
    """No message recognised, but the words say TensorFlow's range of a dependency leaves out another requirement.

    The other requirement is a package's, or the user's own list's (see _requirement_words). The user's own version
    of NumPy or protobuf is those causes' (install TensorFlow's range); another package's range is
    dependency_conflict (a release of either whose range admits the other's). Words are not pip's print, so the
    answer is uncertain, `pip check` deciding; the TensorFlow whose declared range admits the other one comes from
    the tables where they hold that dependency.
    """
    said = next((r for r in paste.ctx.requirements_said if r.apart), None)
    if {"pytorch"} & paste.ctx.flags:
        return None
    if said is None:
        return _range_clash_words(paste)
    pip, rel = _pip(paste), paste.release()
    if not said.tf_spec:  # a cap said in words, and a package requiring a newer release than it
        uncapped = _first_uncapped(paste, said.dep)
        first = (f"TensorFlow {uncapped.line} or newer (`{pip} install 'tensorflow>={uncapped.line}'`: the first "
                 f"release after the last that caps {said.dep}, whose range is {fitting_range(uncapped, said.dep)})"
                 if uncapped else f"a TensorFlow release whose {said.dep} range is not capped")
        return Explanation("context", "dependency_conflict", "warning", (), 0, f"{said.other} and tensorflow, in words",
                           (f"uncertain: the words say {said.other} requires a newer {said.dep} than the TensorFlow "
                            f"installed admits (it caps {said.dep}): the two cannot share one environment; `{pip} "
                            f"check` decides"), (f"{first}; or a {said.other} release that accepts the {said.dep} "
                                                 "TensorFlow admits (its release notes or setup.py say)"))
    fitting = _release_admitting(paste, said.dep, said.other_spec, rel)
    tensorflow = (f"TensorFlow {fitting.line} (`{pip} install 'tensorflow=={fitting.line}.*'`, whose {said.dep} range, "
                  f"{fitting_range(fitting, said.dep)}, admits {said.dep}{said.other_spec})" if fitting else
                  f"a TensorFlow release whose {said.dep} range admits {said.dep}{said.other_spec}")
    decides = f"`{pip} check` (or `{pip} show tensorflow {said.other or said.dep}`) decides"
    if not said.other:
        cause = {"numpy": "numpy_incompatible", "protobuf": "protobuf_incompatible"}.get(said.dep,
                                                                                         "dependency_conflict")
        return Explanation("context", cause, "warning", (), 0, f"{said.dep}{said.other_spec}, in words", (
            f"uncertain: the words say TensorFlow requires {said.dep}{said.tf_spec} and the install has or lists "
            f"{said.dep}{said.other_spec}, outside it; {decides}"), (
            f"`{pip} install '{said.dep}{said.tf_spec}'` (the range TensorFlow requires), or {tensorflow}"))
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"{said.other} and tensorflow, in words", (
        f"uncertain: the words say {said.other} requires {said.dep}{said.other_spec} and TensorFlow requires "
        f"{said.dep}{said.tf_spec}: no {said.dep} version fits both, so the two cannot share one environment; "
        f"{decides}"), (f"a {said.other} release whose {said.dep} range admits TensorFlow's {said.dep}{said.tf_spec} "
                        f"(its release notes or setup.py say), or {tensorflow}; else separate environments"))


def _range_clash_words(paste: _Paste) -> Explanation | None:
    """The words give TensorFlow's range of a dependency and say it clashes with other packages (no range of theirs).

    "Tensorflow currently has a hard dependency on `grpcio~=1.32.0`, which results in clashes with packages that
    depend in newer versions"; "TF v2.6.1 requires grpcio >=v1.37.0" beside "causes conflicts with grpcio in fedn".
    A capped range asks for a later TensorFlow, a floor for an earlier one: the neighbouring release line whose
    declared range differs (the tables, where they hold the dependency), else the neighbouring line to check.
    """
    ctx = paste.ctx
    if ctx.tf_range_said is None or not ctx.clash_said:
        return _dependency_clash_words(paste)
    dep, spec = ctx.tf_range_said
    pip, rel = _pip(paste), paste.release()
    try:
        capped = any(s.operator in ("<", "<=", "~=", "==") for s in SpecifierSet(spec))
    except InvalidSpecifier:
        return None
    other = _neighbour_release(paste, rel, dep, later=capped) if rel else None
    side = "newer" if capped else "older"
    if other is None:
        tensorflow = f"a TensorFlow release whose {dep} range admits the {side} {dep} they need"
    elif _declared(other, dep):
        tensorflow = (f"TensorFlow {other.line} (`{pip} install 'tensorflow=={other.line}.*'`, whose {dep} range is "
                      f"{fitting_range(other, dep)})")
    else:
        tensorflow = (f"TensorFlow {other.line}, the {'next' if capped else 'previous'} release line, if its {dep} "
                      f"range admits the {side} {dep} they need (`{pip} download 'tensorflow=={other.line}.*' "
                      "--no-deps` and its METADATA, or its release notes, say)")
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"{dep}{spec} and a clash, in words", (
        f"uncertain: the words say TensorFlow requires {dep}{spec} and that this clashes with other packages, which "
        f"need a {side} {dep}: no {dep} version fits both, so they cannot share one environment; `{pip} check` "
        f"names the packages and their ranges"), (
        f"{tensorflow}; or releases of the other packages whose {dep} range admits {dep}{spec}; else separate "
        "environments"))


def _dependency_clash_words(paste: _Paste) -> Explanation | None:
    """A sentence names a clash, TensorFlow (or an add-on) and one of its dependencies, with no range at all.

    The release after the last that caps it where the tables hold the dependency (typing-extensions: 2.14), else the
    release line after the one shown, to check.
    """
    dep = paste.ctx.dependency_clash
    if dep is None or (dep == "h5py" and "h5py3_said" in paste.ctx.flags):  # h5py 3 said to break it: its reader's
        return None
    pip, rel = _pip(paste), paste.release()
    uncapped = _first_uncapped(paste, dep)
    if uncapped is not None:
        tensorflow = (f"TensorFlow {uncapped.line} or newer (`{pip} install 'tensorflow>={uncapped.line}'`: the first "
                      f"release after the last that caps {dep}, whose range is {fitting_range(uncapped, dep)})")
    elif rel is not None and not _declared(rel, dep) and (later := _neighbour_release(paste, rel, dep, later=True)):
        tensorflow = (f"TensorFlow {later.line}, the next release line, if its {dep} range admits the other "
                      f"package's (`{pip} download 'tensorflow=={later.line}.*' --no-deps` and its METADATA say)")
    else:
        tensorflow = f"a TensorFlow release whose {dep} range admits the other package's"
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"{dep} clash, in words", (
        f"uncertain: the words say TensorFlow's requirement on {dep} clashes with another package's: no {dep} version "
        f"fits both ranges, so the two cannot share one environment; `{pip} check` (or `{pip} show tensorflow "
        f"{dep}`) shows the ranges"), (f"{tensorflow}; or a release of the other package whose {dep} range admits "
                                      "TensorFlow's; else separate environments"))


def _neighbour_release(paste: _Paste, rel: Release, package: str, *, later: bool) -> Release | None:
    """The release line next to ``rel`` (after it, or before it) whose declared range of a package differs.

    Where the tables hold no range of the package, the line right after (before) it.
    """
    lines = [r.line for r in paste.tables.releases]
    if rel.line not in lines:
        return None
    at = lines.index(rel.line)
    around = paste.tables.releases[at + 1:] if later else paste.tables.releases[:at][::-1]
    if not _declared(rel, package):
        return around[0] if around else None
    return next((r for r in around if fitting_range(r, package) != fitting_range(rel, package)), None)


def _first_uncapped(paste: _Paste, package: str) -> Release | None:
    """The release after the newest one whose declared range of a package has an upper bound.

    2.13's typing-extensions<4.6.0: 2.14. None when the newest release caps it too, or the tables hold no range of it.
    """
    capped = [any(s.operator in ("<", "<=", "~=", "==") for r in _declared(rel, package)
                  if (spec := requirement_spec(r)) is not None for s in spec) for rel in paste.tables.releases]
    declared = [bool(_declared(rel, package)) for rel in paste.tables.releases]
    if not any(capped) or capped[-1] or not declared[-1]:
        return None
    last = max(i for i, cap in enumerate(capped) if cap)
    return paste.tables.releases[last + 1]


def _declared_numpy(rel: Release) -> str:
    """The numpy requirement a release declares first, without its environment marker ("numpy~=1.19.2")."""
    return rel.numpy[0].split(";")[0].strip()


def _newer_numpy_said(paste: _Paste) -> Explanation | None:
    """A newer NumPy said, with no version, to break the TensorFlow release the paste names: uncertain.

    Which NumPy is not said, so the fix pins the one that worked before the upgrade: inside the release's declared
    range where that range is bounded, else below the major the release was compiled against (a NumPy newer than the
    release may break it inside an open range too).
    """
    ctx, rel, pip = paste.ctx, paste.release(), _pip(paste)
    if ("numpy_newer_said" not in ctx.flags or ctx.said_versions.get("numpy") or {"pytorch", "jax"} & ctx.flags
            or rel is None or not rel.numpy):
        return None
    declared, built = _declared_numpy(rel), rel.numpy_max_major
    bounded = any(s.operator in ("<", "<=", "~=", "==") for s in SpecifierSet(declared.removeprefix("numpy")))
    within = (f" (TensorFlow {rel.line} declares {declared})" if bounded else
              f" (below {built + 1}: TensorFlow {rel.line} was compiled against NumPy {built}.x)" if built else "")
    return Explanation("context", "numpy_incompatible", "warning", (), 0, "a newer NumPy, in words", (
        f"uncertain: the words say a newer NumPy does not work with TensorFlow {rel.line} (which declares "
        f"{fitting_range(rel, 'numpy')}): a NumPy newer than that release (`{pip} show numpy` and the error decide)"),
        f"pin the NumPy that worked before the upgrade: `{pip} install numpy==X.Y.Z`{within}; or a TensorFlow release "
        "newer than that NumPy")


def numpy_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but a sentence says a NumPy version breaks TensorFlow (or that TensorFlow refuses it).

    With the release in the paste, its declared range decides (an error outside it); otherwise the NumPy said is
    placed among the releases' breaks, said as uncertain: 2.x under a build for NumPy 1.x, 1.24+ (the aliases it
    removed), 1.20+ (symbolic tensors under TensorFlow 2.4 and older). With no NumPy version said, a newer NumPy said
    to break a named release is read by `_newer_numpy_said`.
    """
    ctx = paste.ctx
    said = ctx.said_versions.get("numpy")
    if "numpy_refused_said" not in ctx.flags or not said or {"pytorch", "jax"} & ctx.flags:
        return _newer_numpy_said(paste)
    if said.isdigit() and int(said) >= 10:  # noqa: PLR2004 - "numpy 15.0" is 1.15's minor said alone
        said = f"1.{said}"
    numpy, rel, pip = _full(said), paste.release(), _pip(paste)
    if rel and rel.numpy:
        built = rel.numpy_max_major  # the NumPy major the wheel was compiled against, whatever its range declares
        if built is not None and version_tuple(numpy)[:1] > (built,):
            return Explanation("context", "numpy_incompatible", "error", (), 0, f"NumPy {said}, in words", (
                f"the words say NumPy {said} does not work with TensorFlow {rel.line}, which was compiled against "
                f"NumPy {built}.x: NumPy {built + 1} refuses such a module, whatever range the wheel declares "
                f"({fitting_range(rel, 'numpy')})"), f"`{pip} install 'numpy<{built + 1}'`")
        if _admits(rel.numpy, numpy):
            return None  # the words and the tables disagree: something else broke it
        return Explanation("context", "numpy_incompatible", "error", (), 0, f"NumPy {said}, in words", (
            f"the words say NumPy {said} does not work with TensorFlow {rel.line}; it is outside the range TensorFlow "
            f"{rel.line} declares ({fitting_range(rel, 'numpy')})"),
            f"`{pip} install '{_declared_numpy(rel)}'` (the range TensorFlow {rel.line} declares)")
    key = version_tuple(numpy)
    pin, why = next(((pin, why) for floor, pin, why in _NUMPY_BREAKS if key >= floor), (None, ""))
    if pin is None:
        return Explanation("context", "numpy_incompatible", "warning", (), 0, f"NumPy {said}, in words", (
            f"uncertain: the words say NumPy {said} does not work with TensorFlow; the paste does not say which "
            f"TensorFlow (`{pip} show tensorflow` names it and the NumPy range it declares)"),
            f"`{pip} install` the NumPy range the TensorFlow installed declares (`{pip} show tensorflow` lists it)")
    return Explanation("context", "numpy_incompatible", "warning", (), 0, f"NumPy {said}, in words", (
        f"uncertain: the words say NumPy {said} does not work with TensorFlow: {why}; the paste does not say which "
        f"TensorFlow (`{pip} show numpy tensorflow` decides)"),
        f"`{pip} install '{pin}'`, or a TensorFlow release whose declared NumPy range includes {said}")


def numpy2_said(paste: _Paste) -> Explanation | None:
    """NumPy 2 said in words to break a package (whichever): what is compiled against NumPy 1.x fails under it.

    NumPy 2.0 changed its C ABI and removed names (np.float_, np.issctype...): a module built against NumPy 1.x
    (TensorFlow before 2.18, and the add-ons and packages built for it) refuses to load or fails under it. Where the
    paste names a TensorFlow built against NumPy 2 (2.18 and later), the words are not about TensorFlow: no verdict.
    """
    flags = paste.ctx.flags
    if "numpy2_broke_said" not in flags or ({"pytorch", "jax"} & flags and "tensorflow_named" not in flags):
        return None  # (another framework's paste, TensorFlow not named)
    rel, pip = paste.release(), _pip(paste)
    if rel is not None and rel.numpy_max_major is not None and rel.numpy_max_major >= 2:  # noqa: PLR2004
        return None
    # (a NumPy version named may be a pin advised, "set numpy==1.26.0": only a NumPy 2 named decides)
    shown = paste.ctx.packages.get("numpy")
    if rel is not None and rel.numpy_max_major == 1 and shown and version_tuple(shown)[:1] >= (2,):
        return Explanation("context", "numpy_incompatible", "error", (), 0, "NumPy 2, in words", (
            f"the words say NumPy 2 breaks it, NumPy {shown} is shown, and TensorFlow {rel.line} was compiled against "
            "NumPy 1.x: NumPy 2 "
            "refuses such modules (its C ABI changed) and lacks the names 2.0 removed"),
            f"`{pip} install 'numpy<2'`; TensorFlow 2.18 and later are built against NumPy 2")
    return Explanation("context", "numpy_incompatible", "warning", (), 0, "NumPy 2, in words", (
        "uncertain: the words say NumPy 2 breaks it: a module compiled against NumPy 1.x (TensorFlow before 2.18, and "
        "the packages built for it) refuses to load under NumPy 2 (its C ABI changed), and code using the names 2.0 "
        "removed (np.float_, np.issctype) fails; the traceback's module and `"
        f"{pip} show numpy tensorflow` decide"),
        f"`{pip} install 'numpy<2'` until every package in the environment has a release built for NumPy 2 "
        "(TensorFlow 2.18 and later)")


def _r_protobuf_extension(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """The protobuf C++ extension missing a libprotobuf symbol: the protobuf package and its library, two builds.

    Conda's protobuf links the shared libprotobuf of the environment; another channel's (or pip's) build of one of
    the two leaves the extension asking for symbols the library loaded does not have. Only where the paste shows or
    names TensorFlow (None: another program's protobuf, `import onnx`).
    """
    if not (_tensorflow_shown(paste) or "tensorflow_named" in paste.ctx.flags):
        return None
    pip = _pip(paste)
    what = ("protobuf's compiled extension (google/protobuf/pyext/_message) misses a symbol of the libprotobuf it "
            "loaded: the protobuf package and the libprotobuf library are different builds (most often conda's "
            "libprotobuf beside a protobuf from pip or another channel)")
    fix = (f"reinstall protobuf from one source in this environment: `{pip} uninstall -y protobuf` then `{pip} "
           "install protobuf` within the range TensorFlow declares (`pip show tensorflow` lists it), or in conda "
           "`conda install protobuf libprotobuf` from one channel; PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python "
           "avoids the extension (slower)")
    return ("protobuf_incompatible", "error", f"{what}, so importing TensorFlow, which imports protobuf first, fails",
            fix)


def _r_numpy_linspace(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """np.linspace given a float count under a newer NumPy: pycocotools' COCOeval before 2.0.1, where its frame shows.

    The same words come from any caller that passes a float (a script's own np.linspace, range()): without
    COCOeval's frame they get no verdict.
    """
    pip, rel = _pip(paste), paste.release()
    if "coco_eval_frame" not in paste.ctx.flags:
        return None  # (any caller's float: a script's own np.linspace, range())
    older = rel is None or rel.key < (2, 4)  # (TensorFlow 2.4 and later declare numpy~=1.19.2 or newer)
    pin = (" or, with TensorFlow 2.3 or older on Python 3.8 or older, `pip install 'numpy<1.18'` (1.17.5, the last "
           "before 1.18)") if older else ""
    return ("numpy_incompatible", "error", (
        "NumPy 1.18 and newer refuse a float as np.linspace's number of samples, and pycocotools' COCOeval before "
        "2.0.1 passes one (its Params call np.linspace(.5, 0.95, np.round(...) + 1)): the COCO evaluation "
        "(TensorFlow's Object Detection API's too) fails on a NumPy newer than the pycocotools"),
        f"`{pip} install -U 'pycocotools>=2.0.1'` (the first release with cocoapi's fix){pin}")


def _r_typing_ellipsis(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """typing.Callable given an Ellipsis among its argument types: Python 3.9 and older refuse what 3.10 accepts.

    The Python the paste shows decides (a newer one also named: uncertain); 3.10 or newer alone, the message is
    another cause's (None). Only where TensorFlow is shown or named.
    """
    ctx = paste.ctx
    if not (_tensorflow_shown(paste) or "tf_family_named" in ctx.flags):
        return None
    py = ctx.python
    newer = any(version_tuple(p)[:2] >= (3, 10) for p in ctx.pythons_named)
    if py and version_tuple(py)[:2] >= (3, 10):
        return None
    why = ("a package's code annotates a Callable with an Ellipsis among its argument types (`Callable[[...], X]`), "
           "which Python 3.10 and newer accept and Python 3.9 and older refuse as it is imported")
    fix = ("use Python 3.10 or newer (Python 3.9's typing refuses it too; a venv or conda environment with it, on "
           "Colab a runtime with it), or a release of the package that writes `Callable[..., X]`")
    if py and not newer:
        return ("python_unsupported", "error", f"{why}: the package needs a newer Python than this {py}", fix)
    return ("python_unsupported", "warning", (f"uncertain: {why}; the paste does not show which Python runs it "
            "(`python --version` decides: 3.9 or older is the cause)"), fix)


def _r_protobuf_bases(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The protobuf C++ extension refusing its own Python classes: two protobuf installs mixed in one site-packages.

    Decided where protobuf's own frames show (or its containers module is named missing a class, which only the mix
    does); said as uncertain where only TensorFlow's frames do (its import); TensorFlow merely named, or another
    program's, gets none.
    """
    flags = paste.ctx.flags
    protobuf = "protobuf_frame" in flags or (bool(event.get("containers")) and "tf_family_named" in flags)
    if not (protobuf or "tf_frame" in flags):
        return None
    pip = _pip(paste)
    why = ("protobuf's compiled extension (google/protobuf/pyext/_message, an older protobuf's) is loaded with the "
           "Python files of a newer protobuf, whose classes it cannot subclass: two protobuf installs mixed in one "
           "site-packages (most often a conda or distro protobuf that pip wrote over)")
    fix = (f"`{pip} uninstall -y protobuf` until pip finds none, delete what is left of "
           "google/protobuf/pyext/_message*.so and google/protobuf/internal/_api_implementation*.so in "
           f"site-packages, unset PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION, then `{pip} install protobuf` within the "
           "range TensorFlow declares (`pip show tensorflow` lists it); in conda, reinstall protobuf from the channel "
           "TensorFlow came from")
    if protobuf:
        return ("protobuf_incompatible", "error", (f"{why}, so importing TensorFlow, which imports protobuf first, "
                "fails"), fix)
    return ("protobuf_incompatible", "warning", (f"uncertain: most often {why}; the traceback's protobuf frames (cut "
            "here) would show its google/protobuf files"), fix)


def _r_pb2(event: LogEvent, paste: _Paste) -> _Resolved:
    """A traceback through TensorFlow's generated *_pb2.py: the protobuf in the paste, checked against the tables."""
    if event.get("module") and "pb2_import_in_tf_frame" not in paste.ctx.flags:  # a script's own import line
        return ("harmless", "info", (f"a line importing TensorFlow's generated {event.get('module')}, not under a "
                "frame of TensorFlow's traceback: no import is shown failing there"), "")
    have = paste.ctx.packages.get("protobuf")
    rel = paste.release()
    if have and rel and rel.protobuf and not _admits(rel.protobuf, have):
        return ("protobuf_incompatible", "error", (f"importing TensorFlow failed in its generated protobuf code; "
                f"protobuf {have} is outside the range TensorFlow {rel.line} declares"),
                f"`{_pip(paste)} install '{rel.protobuf[0]}'`")
    # protobuf 4 (2022) under an older TensorFlow; with no version said, a protobuf 5+ points to a newer TensorFlow
    if have and ((rel is None and version_tuple(have)[:1] == (4,))
                 or (rel is not None and version_tuple(have) >= (4,) and rel.key < _PROTOBUF4_FROM)):
        which = f"TensorFlow {rel.line}" if rel else "a TensorFlow before 2.12 (uncertain: the paste gives no version)"
        return ("protobuf_incompatible", "error" if rel else "warning", (f"importing TensorFlow failed in its "
                f"generated protobuf code; protobuf {have} (4.x and newer checks generated code) is newer than the "
                f"code generated into {which} supports"), _protobuf4_fix(paste))
    if have and version_tuple(have) < (3,):
        return ("protobuf_incompatible", "error", (f"importing TensorFlow failed in its generated protobuf code; "
                f"protobuf {have} predates protobuf 3, which every TensorFlow release needs"),
                f"`{_pip(paste)} install -U protobuf` (within the range TensorFlow declares)")
    return ("protobuf_incompatible", "warning", pattern("pb2_import_failed").meaning + (" (uncertain: the paste "
            "shows no protobuf version; `pip show protobuf tensorflow` decides)"), pattern("pb2_import_failed").fix)


def _declared_keras(rel: Release) -> str | None:
    """The requirement on the keras package a release declares (from 2.6; 2.5 names keras-nightly, older ones none)."""
    return next((r for r in rel.keras if re.match(r"keras\s*[<>=!~]", r)), None)


def _declared_nightly(rel: Release | None) -> str | None:
    """The keras-nightly requirement a release declares (2.5's, which installs the keras module tf.keras loads)."""
    return next((r for r in rel.keras if r.startswith("keras-nightly")), None) if rel else None


def _keras_requirement(paste: _Paste) -> str | None:
    """What to install: the declared requirement; for Keras 2, the TensorFlow minor (2.6 wants keras 2.6.*).

    Releases before 2.6 declare no keras package, and the standalone keras of their time did not follow
    TensorFlow's minor (keras 2.2.4 and 2.3.1 served TensorFlow 1.x): there is no pair to name.
    """
    rel = paste.release()
    declared = _declared_keras(rel) if rel else None
    if rel and declared and rel.keras_major == 2:  # noqa: PLR2004 - Keras 2 releases follow TensorFlow's minor
        return f"keras=={rel.line}.*"
    return declared


def _keras_fits(rel: Release, version: str) -> bool:
    """Whether a Keras version pairs with this release: the declared range, and for Keras 2 the same minor.

    A release that declares no keras package (before 2.6) cannot be judged from the tables: it fits.
    """
    if _declared_keras(rel) is None:
        return True
    same_minor = rel.keras_major != 2 or version_tuple(version)[:2] == version_tuple(rel.line)[:2]  # noqa: PLR2004
    return same_minor and _admits(rel.keras, version)


def _keras3_first(paste: _Paste) -> Release | None:
    """The first TensorFlow release whose tf.keras is Keras 3 (the tables' keras_major: 2.16)."""
    return first_release(paste.tables, lambda r: r.keras_major == 3)  # noqa: PLR2004 - Keras' major, not a cut-off


def _keras3_shown(rel: Release | None, keras: str | None) -> bool:
    """Keras 3 is what the paste shows installed: a TensorFlow whose tf.keras is Keras 3, or keras 3.x itself."""
    return (rel is not None and rel.keras_major == 3) or version_tuple(keras or "")[:1] >= (3,)  # noqa: PLR2004


def _keras3_from(paste: _Paste) -> str:
    first = _keras3_first(paste)
    return first.line if first else "a newer release"


def _tf_keras_pin(paste: _Paste) -> str:
    """What to install: tf-keras of TensorFlow's minor (tf-keras~=2.16.0 for TensorFlow 2.16).

    Not `~=2.16`, which admits every later 2.x: pip would take the newest tf-keras and upgrade TensorFlow to its own.
    """
    rel = paste.release()
    return f"'tf-keras~={rel.line}.0'`" if rel else ("'tf-keras~=2.X.0'` (2.X: TensorFlow's minor, `pip show "
                                                      "tensorflow`)")


def _r_keras_class(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras not finding one of its own classes in a saved model: the model's config is another Keras's.

    Keras 3 shown (keras 3.x, or a TensorFlow whose tf.keras is Keras 3): a model saved by Keras 2; else a Keras 2
    loading what a newer Keras saved. Uncertain either way: which Keras saved it decides.
    """
    klass, pip, tfk = event.get("klass"), _pip(paste), _tf_keras_pin(paste)
    if _shows_keras3(paste):
        return ("keras3_legacy_code", "warning", (f"uncertain: Keras 3 could not rebuild Keras's own '{klass}' from "
                "the saved model's config: most often a model saved by Keras 2 (tf.keras before TensorFlow "
                f"{_keras3_from(paste)}) loaded by Keras 3; the Keras that saved it decides"), (
                f"load it with Keras 2: `{pip} install {tfk} and export TF_USE_LEGACY_KERAS=1 before importing "
                f"TensorFlow (or `{pip} install 'tensorflow<{_keras3_from(paste)}'`); or, in Keras 2, re-save it as "
                ".keras and load that in Keras 3"))
    return ("keras_version_skew", "warning", (f"uncertain: Keras could not rebuild its own '{klass}' from the saved "
            "model's config: the model was saved by another Keras (a Keras 3 model loaded by Keras 2, or one of "
            "another release); `python -c 'import keras; print(keras.__version__)'` where it was saved and here "
            "decides"), "load the model with the Keras (and TensorFlow) that saved it, or re-save it from that Keras")


def _r_optimizer_keras(event: LogEvent, paste: _Paste) -> _Resolved:
    """compile() refusing an optimizer of another Keras: the optimizer's module says which Keras made it."""
    module, klass, pip = event.get("module") or "", event.get("klass") or "Adam", _pip(paste)
    rel, first = paste.release(), _keras3_first(paste)
    if module.startswith("tf_keras"):
        return ("keras3_legacy_code", "error", (f"Keras 3's compile() refused tf_keras' {klass} (Keras 2): the model "
                "is built with the keras package, Keras 3, and the optimizer with Keras 2"), (
                f"create the optimizer with the model's Keras (`keras.optimizers.{klass}(learning_rate=...)`), or "
                "build the whole model with tf.keras under TF_USE_LEGACY_KERAS=1 (set before TensorFlow is "
                "imported), not `from keras ...`"))
    library = module.split(".")[0]
    if library not in ("keras", "tensorflow") and "keras" in library:  # a Keras library's optimizer (keras_radam)
        return ("keras_version_skew", "warning", (f"uncertain which side: compile() refused {library}'s {klass}, a "
                "Keras library's optimizer built on one Keras (the standalone keras, or tf.keras) given to a model of "
                "the other; the imports and the library's own switch decide which"), (
                f"build the model with the Keras {library} uses, or switch {library} to the model's (CyberZHG's "
                "keras-radam, keras-bert and their kin build on tf.keras under TF_KERAS=1, set before they are "
                f"imported; other libraries by release: `{pip} show {library} keras tensorflow`)"))
    keras3 = _shows_keras3(paste)
    if module.startswith("keras.src") and not (rel is not None and first is not None and rel.key < first.key):
        return ("keras3_legacy_code", "error" if keras3 else "warning", (
                ("" if keras3 else "uncertain (keras.src is Keras 2.13-2.15's too; the Keras version decides): ")
                + f"a Keras 2 model (tf_keras, tf.keras under TF_USE_LEGACY_KERAS, or tensorflow.python.keras) "
                f"refused Keras 3's {klass} (keras.src: the keras package)"), (
                f"create the optimizer with the model's Keras (`tf.keras.optimizers.{klass}` with TF_USE_LEGACY_KERAS=1"
                f" and `{pip} install {_tf_keras_pin(paste)}), not `keras.optimizers`; or build the whole model with "
                "keras (Keras 3)"))
    if module.startswith("keras.") and not module.startswith("keras.src") and rel is not None and rel.key >= (2, 6):
        return ("keras_version_skew", "info", (f"the {klass} optimizer is tf.keras' own (from TensorFlow 2.6 the "
                "keras package is tf.keras), and the model is built with another Keras, most often TensorFlow's "
                "internal older copy (tensorflow.python.keras): the imports' mistake, not the environment's"),
                ("build the model and its layers from tensorflow.keras (not tensorflow.python.keras) with that "
                 "optimizer"))
    made = ("TensorFlow's internal copy of Keras (tensorflow.python.keras)" if module.startswith("tensorflow.")
            else "the keras package" if module.startswith("keras.src") else "the standalone keras package")
    return ("keras_version_skew", "info", (f"the code builds the model and its {klass} optimizer with two Kerases "
            f"(the optimizer with {made}, the model with another), and compile() accepts its own optimizers only: the "
            "imports' mistake, not the environment's"), (
            f"import the model, its layers and the optimizer from one Keras: `from tensorflow.keras.optimizers import "
            f"{klass}` with tf.keras models (not tensorflow.python.keras, nor a standalone keras beside it)"))


def _r_keras_package(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """R's keras package (for Keras 2) given Keras 3's objects: the Python it runs has Keras 3."""
    return ("keras3_legacy_code", "error", ("R's keras package is made for Keras 2, and the Python it runs has Keras 3 "
            "(TensorFlow 2.16+): its functions have no method for Keras 3's classes"), (
            "update the R keras package (`update.packages()`) and run `keras::install_keras()`, which installs Keras 2 "
            "(TensorFlow 2.15) into its environment; or port the code to the keras3 R package (`library(keras3)`) "
            "for Keras 3"))


def _other_layers_module(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Keras 3's Sequential refusing a class of a package's layers module: a layer built on Keras 2, or not a layer."""
    if not (module := event.get("sequential_module")) or "legacy_keras_env" in paste.ctx.flags:
        return None
    return ("keras3_legacy_code", "warning", (f"uncertain: Keras 3's Sequential refused a class of {module}'s layers "
            f"module: most likely a layer written for Keras 2 (tf.keras or tf_keras, as libraries made before Keras 3 "
            "are), else a class that is not a Keras layer (the code's own mistake); the library's Keras requirement "
            "decides"), (f"for a Keras 2 layer: `{_pip(paste)} install {_tf_keras_pin(paste)} and export "
                          "TF_USE_LEGACY_KERAS=1 before importing TensorFlow (and build the model with tf.keras), or "
                          f"the release of {module.split('.')[0]} made for Keras 3"))


def _keras_package_under_legacy(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Keras 3's Sequential refusing a Keras 2 layer where the paste sets TF_USE_LEGACY_KERAS: the keras package used.

    The variable makes tf.keras tf_keras (Keras 2); the keras package itself stays Keras 3.
    """
    if not event.get("sequential_received") or "legacy_keras_env" not in paste.ctx.flags:
        return None
    return ("keras3_legacy_code", "error", ("Keras 3's Sequential refused a Keras 2 layer: TF_USE_LEGACY_KERAS makes "
            "tf.keras Keras 2 (tf_keras), but the model is built with the keras package, which stays Keras 3 (or the "
            "variable was set after TensorFlow was imported)"), ("build the model with tf.keras "
            "(`tf.keras.Sequential`, `from tensorflow.keras.models import Sequential`), not `from keras ...`, with "
            f"TF_USE_LEGACY_KERAS=1 set before TensorFlow is imported and `{_pip(paste)} install "
            f"{_tf_keras_pin(paste)}"))


# an object of Keras 2.13-2.15's own classes in a message (keras.src.engine: Keras 3 has no engine package)
_KERAS2_OBJECT = re.compile(r"<keras\.src\.engine\.\w{1,40}\.\w{1,60} object at ")


def _r_keras3(event: LogEvent, paste: _Paste) -> _Resolved:
    return (_keras2_under_r_keras3(event, paste) or _keras3_list_input(event, paste)
            or _keras3_over_keras2_code(event, paste))


def _keras3_list_input(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A Python list as x or y, which Keras 3's data adapters refuse and Keras 2 converted: uncertainly Keras 2 code."""
    if event.get("list_input") is None:
        return None
    pip, first, rel = _pip(paste), _keras3_first(paste), paste.release()
    keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major
    if rel is not None and first is not None and rel.key < first.key:  # Keras 3 installed over a Keras 2 release
        keras = f"`{pip} install '{_keras_requirement(paste) or 'keras<3'}'` (TensorFlow {rel.line}'s own Keras 2)"
    else:
        older = (f", or keep TensorFlow {keras2.line} (`tensorflow<{first.line}`, the last with Keras 2)"
                 if keras2 and first else "")
        keras = (f"`{pip} install {_tf_keras_pin(paste)}` and export TF_USE_LEGACY_KERAS=1 before importing "
                 f"TensorFlow{older}")
    return ("keras3_legacy_code", "warning", (f"uncertain: Keras 3 takes no Python list as {event.get('list_input')} "
            "(its data adapters take arrays, tensors, datasets and generators), while Keras 2 converted one: code "
            "written for Keras 2 meeting Keras 3, or new code's own call"), (f"pass `np.array(...)` (or a "
            f"tf.data.Dataset) instead of the list; or run the code on Keras 2: {keras}"))


def _keras2_under_r_keras3(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """R's keras3 package in the paste, and the message shows an object of Keras 2's: its Python has Keras 2."""
    if "r_keras3_package" not in paste.ctx.flags or not _KERAS2_OBJECT.search(event.line):
        return None
    return ("keras_version_skew", "error", ("R's keras3 package (made for Keras 3) runs over a Python whose Keras is 2 "
            "(keras.src.engine is Keras 2.13-2.15's)"), ("`keras3::install_keras()` (it installs Keras 3 into the "
                                                         "environment keras3 uses), then restart R"))


def _keras3_over_keras2_code(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras 3 refusing Keras 2 usage: the release, the refusal's own words and the paste's Keras decide the fix."""
    tfk = _tf_keras_pin(paste)
    first = _keras3_first(paste)
    rel = paste.release()
    if event.get("experimental") and rel is not None and first is not None and rel.key < first.key:
        return ("keras_version_skew", "warning", (f"uncertain: TensorFlow {rel.line} is said, whose Keras 2 has "
                "layers.experimental from 2.3 on; a Keras 3 (TensorFlow 2.16+) actually imported, or a TensorFlow "
                "older than 2.3, lacks it (`python -c 'import tensorflow as tf; print(tf.__version__, "
                "tf.keras.__version__)'` decides)"), (f"with Keras 3: `{_pip(paste)} install {tfk} and export "
                "TF_USE_LEGACY_KERAS=1; with TensorFlow before 2.3: a newer TensorFlow"))
    keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major, not a cut-off
    older = (f", or keep TensorFlow {keras2.line} (`tensorflow<{first.line}`, the last with Keras 2)"
             if keras2 and first else "")
    if event.get("sequential_cut") is not None:  # Keras 3's words, cut before what it was given
        return ("keras3_legacy_code", "warning", (f"uncertain: Keras 3 (TensorFlow {_keras3_from(paste)}+) refused "
                "an object that is not a Keras 3 layer: a Keras 2 layer (tensorflow_hub's KerasLayer, tf_keras', a "
                "library written for Keras 2) is code that needs Keras 2, a function or a tensor is the code's own "
                "mistake (the `Received:` part of the message, cut here, decides)"), (f"for a Keras 2 layer: "
                f"`{_pip(paste)} install {tfk} and export TF_USE_LEGACY_KERAS=1 before importing TensorFlow{older}; "
                "otherwise add keras.layers objects only"))
    if "only supports V3" in event.line:  # load_model given a SavedModel folder or a file Keras 3 does not read
        return ("keras3_legacy_code", "error", (f"Keras 3 (TensorFlow {_keras3_from(paste)}+) loads only its .keras "
                "files (and legacy .h5 ones): a TensorFlow SavedModel folder is not a Keras 3 model"),
                ("reload a SavedModel for inference with keras.layers.TFSMLayer(path, call_endpoint='serving_default') "
                 f"(or tf.saved_model.load), or load it with Keras 2: `{_pip(paste)} install {tfk} and export "
                 f"TF_USE_LEGACY_KERAS=1{older}; save new models as .keras"))
    pip = _pip(paste)
    # Keras 3 installed over a release whose tf.keras is Keras 2, the paste showing it installed (not one named
    # beside tf-nightly, or a release a model was saved with)
    if (rel is not None and first is not None and rel.key < first.key and paste.ctx.tensorflow is not None
            and "tf_nightly" not in paste.ctx.flags and (pair := _keras_requirement(paste))):
        return ("keras3_legacy_code", "error", (f"Keras 3 is installed over TensorFlow {rel.line}, whose tf.keras is "
                "the keras package's Keras 2: code written for it fails (another package's requirement, or "
                "`pip install -U keras`, brings Keras 3)"), (f"`{pip} install '{pair}'` (TensorFlow {rel.line}'s "
                f"Keras), or port the code to Keras 3 with TensorFlow {first.line}+"))
    if (said := _keras_package_under_legacy(event, paste) or _other_layers_module(event, paste) or _keras3_refusal(
            event, paste, f"`{pip} install {tfk} and export TF_USE_LEGACY_KERAS=1 before importing TensorFlow{older}"
    )) is not None:
        return said
    over, keras2_said, why = "", "", _keras3_why(event)
    # Keras 3 by TensorFlow 2.16+, or installed over an older one (not the lazy loader's words: TensorFlow 2.16+'s own)
    if keras2 is not None and rel is None and not event.get("lazy_name"):
        over = f", or installed over TensorFlow {keras2.line} or older"
        keras2_said = f"; with TensorFlow {keras2.line} or older: `{pip} install 'keras<3'`"
    return ("keras3_legacy_code", "error", (f"Keras 3 is installed (TensorFlow {_keras3_from(paste)}+{over}) but this "
            f"code or library was written for Keras 2{why}"), (f"`{pip} install {tfk} and export TF_USE_LEGACY_KERAS=1 "
            f"before importing TensorFlow{older}, or port the code to Keras 3{keras2_said}"))


# what in Keras 2's code Keras 3 refused, by the message's group, where the words need no value of it
_KERAS3_WHY = {
    # Keras 2's add_weight(name, shape=...) on Keras 3's add_weight(shape, ...)
    "add_weight_shape": (": Keras 3's add_weight takes the shape first where Keras 2's took the name, so the name it "
                         "passed first was bound to shape (pass add_weight's arguments as keywords to port it)"),
    # Keras 3's Sequential calls a layer with the input tensor only
    "sequential_args": (": Keras 3's Sequential takes only layers whose call has one positional argument, the input "
                        "tensor, and this layer's call (written for Keras 2, whose Sequential called any layer) has "
                        "more"),
    # TensorFlow's TFLite converter for a Keras model calls a hook only Keras 2 registers
    "tflite_hook": (": TFLiteConverter.from_keras_model calls a hook that only Keras 2 (tf_keras) registers, None "
                    "under Keras 3 ('NoneType' object is not callable); Keras 3's way is model.export(DIR), then "
                    "tf.lite.TFLiteConverter.from_saved_model(DIR)"),
    # Keras 3's KerasTensor has no value to hand TensorFlow functions
    "symbolic": (": TensorFlow functions were run on a functional model's symbolic tensors, which Keras 2 wrapped "
                 "in layers of its own (TFOpLambda) and Keras 3 refuses (keras.ops, or a layer of its own, to port "
                 "it)"),
    # Keras 3's Lambda runs the function on symbolic tensors to infer its shape
    "lambda_shape": (": its Lambda layer runs the function on Keras 3's symbolic tensors to find the output shape, "
                     "which Keras 2 code (keras.backend's functions, TensorFlow ops on Keras tensors) cannot do (pass "
                     "output_shape= to the Lambda, or keras.ops for keras.backend, to port it)"),
    "kt_get_shape": ": Keras 3's KerasTensor has no get_shape(), which Keras 2's had (`.shape` to port it)",
    "k3_tensor_to_k2": (": a Keras 2 layer (tf_keras', or a library's written for it: tensorflow_hub, transformers' TF "
                        "models) was given a Keras 3 tensor, so the two Kerases meet in one model (one Keras "
                        "throughout to port it)"),
}


def _keras3_why(event: LogEvent) -> str:
    """What in Keras 2's code Keras 3 refused, where the message says it ("" where it does not)."""
    if shape := event.get("name_as_shape"):  # Keras 2's add_weight(name, shape) on Keras 3's add_weight(shape, ...)
        return (f": it gave a name where Keras 3's add_weight takes the shape, whose letters ({shape}) were read as "
                "dimensions")
    if name := event.get("op_lambda"):  # Keras 2.4+ saved TensorFlow ops as these layers; Keras 3 has none
        return (f": the model was saved by Keras 2, which stores the TensorFlow functions called on its tensors as "
                f"{name} layers, a class Keras 3 does not have (load it with Keras 2 and re-save it as .keras after "
                "porting those calls to keras.ops, or keep Keras 2)")
    if name := event.get("lazy_name"):  # tf.compat.v1.layers, tf.layers, tf.nn.rnn_cell: Keras 2's layers
        return (f": `{name}` is one of Keras 2's layers that TensorFlow's legacy APIs (tf.compat.v1.layers, "
                "tf.layers, tf.nn.rnn_cell) hand out, which TensorFlow does only while tf.keras is Keras 2")
    return next((why for group, why in _KERAS3_WHY.items() if event.get(group)), "")


def _keras3_refusal(event: LogEvent, paste: _Paste, keras2: str) -> _Resolved | None:
    """Keras 3's own words refusing a Keras 2 usage: the message names what the code does, the fix its Keras 3 form."""
    since = f"Keras 3 (TensorFlow {_keras3_from(paste)}+)"
    if event.get("h5_alias"):  # Keras 3's legacy .h5 loader given a Keras 2 model's compile settings
        return ("keras3_legacy_code", "error", (f"{since} loads a .h5 model Keras 2 saved, and its compile settings "
                "name a loss or metric by Keras 2's short alias ('mse', 'mae'), which Keras 3 does not resolve"),
                ("`keras.models.load_model(path, compile=False)`, then compile again with the loss and metrics as "
                 f"keras.losses / keras.metrics objects; or load it with Keras 2: {keras2}"))
    if event.get("legacy_optimizer"):
        return ("keras3_legacy_code", "error", (f"{since} has no keras.optimizers.legacy: the code (or a library) "
                "uses Keras 2's legacy optimizers"), (f"{keras2}, or use Keras 3's optimizers "
                                                      "(keras.optimizers.Adam, ...)"))
    if event.get("save_path"):
        return ("keras3_legacy_code", "error", (f"{since} saves a model only to a .keras (or legacy .h5) file: the "
                "code saves a TensorFlow SavedModel folder (or passes save_format), which Keras 2's model.save did"),
                ("save to 'NAME.keras' (model.export(DIR) writes a SavedModel for TFLite or Serving; from Keras 3.4 "
                 "`model.save(DIR, zipped=False)` keeps the .keras format as a folder), or keep Keras "
                 f"2: {keras2}"))
    if event.get("weights_path"):
        return ("keras3_legacy_code", "error", (f"{since} saves and loads weights only as a '.weights.h5' file: the "
                "code gives a TensorFlow checkpoint or .hdf5 path, which Keras 2's save_weights and ModelCheckpoint "
                "wrote"), (f"name the file 'NAME.weights.h5' (ModelCheckpoint with save_weights_only=True too), or "
                           f"keep Keras 2: {keras2}"))
    if event.get("lr_alias"):
        return ("keras3_legacy_code", "error", (f"{since} optimizers no longer take `lr`, Keras 2's alias of "
                "learning_rate: the code was written for Keras 2"), (f"pass learning_rate= instead of lr=, or keep "
                                                                     f"Keras 2: {keras2}"))
    return None


def _r_tf_keras(event: LogEvent, paste: _Paste) -> _Resolved | None:
    if event.get("hub_check") and "exception_shown" in paste.ctx.flags:
        return None  # tensorflow_hub's check with its exception shown: the exception's own line decides
    if event.get("lazy") and "legacy_keras_env" not in paste.ctx.flags:
        return _lazy_keras(paste)
    tfk = _tf_keras_pin(paste)
    if "legacy_keras_env" not in paste.ctx.flags:  # not asked for by TF_USE_LEGACY_KERAS: code imports tf_keras itself
        return ("keras3_legacy_code", "error", ("the code (or a library) imports tf_keras, Keras 2's package, because "
                f"the Keras installed is Keras 3 (TensorFlow {_keras3_from(paste)}+), which it does not support"),
                f"`{_pip(paste)} install {tfk} (and export TF_USE_LEGACY_KERAS=1 if the code uses tf.keras)")
    return ("tf_keras_missing", "error", ("TF_USE_LEGACY_KERAS=1 asks for Keras 2 through tf-keras, which is not "
            "installed"), f"`{_pip(paste)} install {tfk}, or unset TF_USE_LEGACY_KERAS")


def _lazy_keras(paste: _Paste) -> _Resolved | None:
    """TensorFlow's lazy tf.keras (2.16+) finding no keras it can import, TF_USE_LEGACY_KERAS not said.

    Its loader imports the keras package and says only this where that import fails: keras not installed, or a keras
    whose own import fails (another release's, made for another TensorFlow); under TF_USE_LEGACY_KERAS=1, tf-keras
    missing gives the same words.
    """
    if paste.ctx.packages.get("keras"):  # the keras installed is shown: its pairing with TensorFlow decides
        return None
    pip, req = _pip(paste), _keras_requirement(paste)
    which = (f"`{pip} install '{req}'`, what this TensorFlow declares" if req else
             f"`{pip} install 'keras>=3'` for TensorFlow 2.16 and later")
    return ("keras_version_skew", "warning", ("uncertain which: TensorFlow's tf.keras found no keras package it can "
            "import: keras is not installed, or the one installed fails to import (a keras of another release, made "
            "for another TensorFlow); under TF_USE_LEGACY_KERAS=1 tf-keras missing says the same"), (
            f"`python -c 'import keras'` shows keras' own error: install the keras of this TensorFlow ({which}), or "
            f"with TF_USE_LEGACY_KERAS=1 `{pip} install {_tf_keras_pin(paste)}"))


_KERAS3_ONLY = ("legacy", "ops", "trainers", "tree")  # keras.src.<these> exist in Keras 3 only

# What `from keras import X` finds in some Keras release: the names and subpackages of keras/__init__.py in the
# multi-backend Keras 2.0-2.3, tf.keras' package 2.4-2.15 (keras/api/_v2/keras and its own subpackages) and Keras 3,
# and the modules Keras 1.x had that later releases dropped: `initializations` (Keras 1's initializers) and
# `objectives` (Keras 1's losses, kept in 2.0-2.3 as keras/objectives.py "for backwards API compatibility"): code
# importing those was written for an older Keras, which a version does fix
_KERAS_TOP_LEVEL = frozenset({
    "initializations", "objectives",
    "__version__", "Input", "Model", "Sequential", "activations", "api", "applications", "backend", "backend_config",
    "benchmarks", "callbacks", "callbacks_v1", "constraints", "datasets", "distribute", "dtensor", "engine",
    "estimator", "experimental", "export", "feature_column", "initializers", "integration_test", "layers", "legacy",
    "legacy_tf_layers", "losses", "metrics", "mixed_precision", "models", "optimizer_v1", "optimizer_v2",
    "optimizers", "premade", "preprocessing", "protobuf", "regularizers", "saving", "src", "testing_infra", "tests",
    "utils", "wrappers", "_tf_keras", "DTypePolicy", "FloatDTypePolicy", "Function", "Initializer", "InputSpec",
    "KerasTensor", "Layer", "Loss", "Metric", "Operation", "Optimizer", "Quantizer", "Regularizer", "RematScope",
    "StatelessScope", "SymbolicScope", "Variable", "config", "device", "distillation", "distribution",
    "dtype_policies", "name_scope", "ops", "quantizers", "random", "remat", "tree", "version", "visualization",
})


def _keras_never_had(event: LogEvent) -> _Resolved | None:
    """`cannot import name 'back' from 'keras'`: a name no Keras ever exported, which no version of it fixes.

    The same for a module: `No module named 'keras.model'` names a top-level module no Keras release had.
    """
    top = (event.get("kmod") or "").split(".")[0]
    if top and top not in _KERAS_TOP_LEVEL:
        return ("harmless", "info", (f"no Keras release has a module keras.{top} (`import keras.{top}`): the import "
                "names something Keras never had, a misspelling in the code; no Keras or TensorFlow version changes "
                "it"), "")
    name = event.get("name")
    if not name or name in _KERAS_TOP_LEVEL or not re.search(r"from 'keras'(?:\s|$)", event.line):
        return None
    return ("harmless", "info", (f"no Keras release has `{name}` at its top level (`from keras import {name}`): the "
            "import names something Keras never exported, a misspelling in the code; no Keras or TensorFlow version "
            "changes it"), "")


# keras.src is the layout of Keras 2.13 and newer (keras-team/keras#18878): an older Keras has no such package
_KERAS_SRC_FROM = "2.13"


def _keras_src_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """`No module named 'keras.src'`: the code was written for Keras 2.13+ (or pickled by it); this Keras is older."""
    if not re.search(r"No module named '?keras\.src\b", event.line) or (event.get("module") or "") in _KERAS3_ONLY:
        return None
    match = paste.tables.release(_KERAS_SRC_FROM)
    first = match.release if match else None
    rel = paste.release()
    if first is None or (rel is not None and rel.key >= first.key):
        return None
    with_tf = f"TensorFlow {rel.line} comes with Keras {rel.line}" if rel else "the Keras installed is older"
    return ("keras_version_skew", "error", (f"the code (or a model saved by a newer Keras) imports keras.src, the "
            f"layout of Keras {first.line} and newer; {with_tf}"), (f"use TensorFlow {first.line} or newer with its "
            f"Keras (`{_pip(paste)} install -U tensorflow`), or the release of that library (or a model saved) for "
            "the older Keras"))


# the standalone keras 2.4 and 2.5 run on tf.keras and refuse a TensorFlow older than 2.2; from 2.6 the keras package
# is tf.keras itself, made for the TensorFlow of the same minor (the releases' declared pins)
_KERAS_ON_TF_FROM, _KERAS_TF_NEEDED, _KERAS_PAIRED_FROM = (2, 4), (2, 2), (2, 6)


def _keras_for_another_tf(rel: Release, keras: str) -> bool:
    """Whether the keras version the paste names was made for another TensorFlow than this release."""
    if _declared_keras(rel) is not None:
        return not _keras_fits(rel, keras)
    key = version_tuple(keras)[:2]
    return (key >= _KERAS_PAIRED_FROM or (key >= _KERAS_ON_TF_FROM and rel.key < _KERAS_TF_NEEDED)
            # a keras before TensorFlow 2's, as pip lists it (not "tf.keras 2.0", nor R's keras 2.2.5.0)
            or (key < version_tuple(_KERAS_FOR_TF2) and rel.key >= (2,) and re.fullmatch(r"\d+\.\d+\.\d+", keras)
                is not None))


_TF_OWN_PACKAGES = ("tensorflow", "tensorflow_core")  # the packages TensorFlow's own code is in (2.0-2.1: _core)
# TensorFlow internals the standalone keras's own code imports: its TensorFlow backend's ops._TensorLike (keras 2.3,
# gone by TensorFlow 2.2: Colab's 2.2 raised it in June 2020, tensorflow/models#6177) and tf.keras' backend.get_graph
# (keras 2.2.5-2.3, which older TensorFlow 1.x lacks), and keras 2.6+'s `from tensorflow.python.eager.context import
# get_config` and mixed_precision._register_wrapper_optimizer_cls (a keras newer than the TensorFlow under it)
_KERAS_INTERNAL_CALLS = frozenset({"_TensorLike", "get_graph", "get_config", "_register_wrapper_optimizer_cls"})
_KERAS_BEFORE_GET_GRAPH = "2.2.4"  # the last standalone keras whose TensorFlow backend did not call backend.get_graph


def _tf_internal_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A package built for another TensorFlow (the standalone keras, mostly) imports a TF internal this one lacks."""
    name = (event.get("internal") or event.get("internal_bare") or event.get("internal_attr")
            or event.get("tf_module"))
    if not name:
        return None
    rel = paste.release()
    keras = paste.ctx.packages.get("keras")
    said = rel is not None and keras is not None and _keras_for_another_tf(rel, keras)
    req = _keras_requirement(paste)
    importer = paste.ctx.tf_internal_importer  # the last frame's package (not a script's frame after it)
    if (dist := _other_importer(importer)) is not None and not said:
        return ("dependency_conflict", "error", *_made_for_another_tf(dist, name, paste))
    if importer in _TF_OWN_PACKAGES and not said and "restart_due" in paste.ctx.flags:  # pip ran in the kernel
        return ("two_tensorflow_installs", "warning", (f"uncertain: TensorFlow's own code (the traceback's last "
                f"frame) imports tensorflow.python's {name}, which its install lacks, after pip replaced packages the "
                "running notebook had imported: the modules in memory and the files on disk may be of two releases "
                "until the runtime restarts (pip says so); if it persists after a restart, two installs' files are "
                "mixed"),
                (f"restart the runtime and import again; if it persists, `{_pip(paste)} uninstall -y "
                 f"{_tf_names(paste)}` and install one of them again"))
    if importer in _TF_OWN_PACKAGES and not said:  # TensorFlow's own installed code imports it
        return _tf_files_mixed(paste, (f"TensorFlow's own code (the traceback's last frame) imports "
                               f"tensorflow.python's {name}, which its own install lacks"),
                               "2.5's files installed over 2.6's")
    # (tf.keras' own frame importing it says TensorFlow's files are of two releases, not a keras made for another)
    if "keras_package_frame" not in paste.ctx.flags and not said:  # the code, or the install, may be what is wrong
        return _internal_uncertain(paste, name, rel, req)
    which = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    fix = (f"`{_pip(paste)} install '{req}'` (what TensorFlow {rel.line} declares), or upgrade TensorFlow"
           if req and rel else ("install the keras release made for this TensorFlow (keras==2.X for TensorFlow 2.X; "
           "standalone keras 2.3.1 or older for TensorFlow 1.x), or upgrade TensorFlow to the one the keras installed "
           f"needs (`{_pip(paste)} show tensorflow keras` shows both)"))
    usually = (f"keras {keras}, installed here, was made for another TensorFlow" if said
               else "usually the standalone keras is newer (or older) than TensorFlow")
    return ("keras_version_skew", "error", (f"a package built for another TensorFlow imports tensorflow.python's "
            f"{name}, which {which} does not have: {usually}"), fix)


# tensorflow.python's modules every release has: one of them missing is a broken install, not another's import
_TF_CORE_MODULES = frozenset({"framework", "ops", "platform", "client", "util", "eager", "pywrap_tensorflow", "lib"})


def _other_importer(package: str | None) -> str | None:
    """The distribution of a package importing a TensorFlow internal: not TensorFlow's, Keras's or a launcher's."""
    if not package or package in _PASS_THROUGH or package in _TF_OWN_PACKAGES or package.startswith(
            ("keras", "tf_keras", "absl")):
        return None
    return _distribution_of(package) or package


def _made_for_another_tf(dist: str, name: str, paste: _Paste, lead: str = "") -> tuple[str, str]:
    """The meaning and fix of a package importing a TensorFlow internal the TensorFlow installed lacks."""
    which = f"TensorFlow {rel.line}" if (rel := paste.release()) else "this TensorFlow"
    return (f"{lead}{dist} imports tensorflow.python's {name}, which {which} does not have: that {dist} was made for "
            "another TensorFlow release (tensorflow.python is TensorFlow's private code, which moves between "
            "releases)"), (f"install the {dist} release made for {which} (its requirements name the TensorFlow "
                           f"range), or the TensorFlow that {dist} needs (`{_pip(paste)} show tensorflow {dist}` shows "
                           "both)")


def _internal_uncertain(paste: _Paste, name: str, rel: Release | None, req: str | None) -> _Resolved:
    """A TensorFlow internal missing with no importer's frame shown: Keras' own call, or another package's.

    The error said first (a title) above a traceback cut inside one package besides TensorFlow's, its last frame, is
    that package's import, the frame importing it cut; then another package imported in the paste's code, with no
    Keras in sight; else the standalone keras, the usual one. The code itself (a private module that moved) and a
    broken install are as likely either way.
    """
    ctx = paste.ctx
    flags, last = ctx.flags, ctx.last_frame_package
    shown = {p for p in ctx.frame_packages if p not in _PASS_THROUGH and p not in _TF_OWN_PACKAGES}
    if (name not in _KERAS_INTERNAL_CALLS and ctx.tf_internal_unframed and ctx.traceback_cut and shown == {last}
            and "script_imports_tf_internal" not in flags and name.partition(".")[0] not in _TF_CORE_MODULES
            and (dist := _other_importer(last)) is not None and ctx.packages.get("keras") is None):
        meaning, fix = _made_for_another_tf(dist, name, paste, f"uncertain, most likely {dist} (the traceback's only "
                                            "package besides TensorFlow, and its last frame, whose import is cut): ")
        return ("dependency_conflict", "warning", meaning, fix)
    if (name not in _KERAS_INTERNAL_CALLS and "keras_word" not in flags and ctx.packages.get("keras") is None
            and not ctx.addon_error):  # (the add-on's reading)
        if "imports_other_package" in flags:
            return ("dependency_conflict", "warning", (f"uncertain which package: tensorflow.python's {name} is not "
                    "in this TensorFlow: a package built for another TensorFlow release imports it (most likely the "
                    "one the code imports; the traceback's frame that imports it names it), or the code itself uses a "
                    "private module that moved (tensorflow.python is not public API), or the install is broken (one "
                    "TensorFlow installed over another)"), (
                    "install the release of the package importing it made for this TensorFlow (its requirements name "
                    f"the TensorFlow range; `{_pip(paste)} show tensorflow <package>` shows both), or the TensorFlow "
                    "it needs; in code of your own, TensorFlow's public API (tf.*)"))
        if (len(ctx.addons) == 1 and "addon_template" in flags and "script_imports_tf_internal" not in flags
                and name.partition(".")[0] not in _TF_CORE_MODULES):  # filed with the one add-on the paste names
            meaning, fix = _made_for_another_tf(ctx.addons[0], name, paste, f"uncertain, most likely {ctx.addons[0]} "
                                                "(the issue is filed with it, its template says, and no traceback "
                                                "frame shows the importer): ")
            return ("dependency_conflict", "warning", meaning, fix)
    if name == "get_graph":
        keras = (f"keras {_KERAS_BEFORE_GET_GRAPH} (the last before keras called it) or TensorFlow 1.14 or 1.15 for "
                 "this keras")
    elif name == "_TensorLike" and rel is None:  # keras 2.3.1's backend reads it; TensorFlow 2.2 no longer has it
        keras = (f"keras 2.4.3 (which runs on tensorflow.keras), or keras 2.3.1 with a TensorFlow made before it went "
                 f"(`{_pip(paste)} install 'tensorflow<2.2' 'keras==2.3.1'` with Python 3.7 or older; "
                 "'tensorflow==1.15.*' for TensorFlow 1.x code)")
    else:
        keras = _keras_of(rel, req)
    return ("keras_version_skew", "warning", (f"uncertain: tensorflow.python's {name} is not in this TensorFlow: "
            "a package built for another TensorFlow (a standalone keras, an add-on) imports it, or the code "
            "itself uses a private module that moved (tensorflow.python is not public API), or the install is "
            "broken (one TensorFlow installed over another, or Python started inside TensorFlow's source "
            "folder); the traceback's frame that imports it "
            "decides"), (f"`{_pip(paste)} show tensorflow keras` shows both: install {keras} or a "
            "release of the package importing it made for this TensorFlow, or change the import to TensorFlow's "
            "public API (tf.keras, tf.*), or reinstall TensorFlow and run from outside its source folder"))


# the standalone keras for TensorFlow 2.0-2.5: 2.3.1 before 2.2 (keras 2.4 and newer refuse it), else 2.4.3
_KERAS_TF_2_2 = "2.4.3"


def _keras_of(rel: Release | None, req: str | None) -> str:
    """The keras release for this TensorFlow, in words: its declared requirement, or the standalone keras of 1.x."""
    if rel is not None and req:
        return f"the keras TensorFlow {rel.line} declares ({req})"
    if rel is not None and rel.key < (2,):
        return f"a standalone keras of TensorFlow 1.x's time (keras {_keras_before_tf_keras(rel)} or older)"
    if rel is not None and rel.key < _KERAS_PAIRED_FROM:  # 2.4 and 2.5 refuse a TensorFlow before 2.2
        keras = "2.3.1" if rel.key < _KERAS_TF_NEEDED else _KERAS_TF_2_2
        return f"the standalone keras made for TensorFlow {rel.line} (keras {keras})"
    return "the keras of TensorFlow's minor (2.6-2.15)"


# the multi-backend keras for a TensorFlow older than 2.2: 2.3.1 reaches TensorFlow through tf.compat.v2, which 1.14
# and newer have whole; before 1.14, the last keras before 2.3
_KERAS_COMPAT_V2_TF = (1, 14)


def _keras_before_tf_keras(rel: Release) -> str:
    return "2.3.1" if rel.key >= _KERAS_COMPAT_V2_TF else _KERAS_BEFORE_COMPAT_V2


def keras_versions_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but the keras version the paste names was made for another TensorFlow than it names."""
    rel, keras, missing = paste.release(), paste.ctx.packages.get("keras"), paste.ctx.tf_api_missing
    if rel is None or keras is None or not _keras_for_another_tf(rel, keras):
        return None
    if version_tuple(keras) < version_tuple(_KERAS_FOR_TF2) and missing and (
            _TF_KERAS_MODULE.search(missing)  # the error is tf.keras' own: the code uses it, not that keras
            or (paste.ctx._last_frame_tf is not None and "keras_frame" not in paste.ctx.flags)):  # noqa: SLF001
        return None  # (or the traceback's last frame, the code's own, calls the missing name)
    pip, req = _pip(paste), _keras_requirement(paste)
    on_tf, needed = ".".join(map(str, _KERAS_ON_TF_FROM)), ".".join(map(str, _KERAS_TF_NEEDED))
    if req:
        need = f"TensorFlow {rel.line} declares {req}"
        fix = f"`{pip} install '{req}'` (what TensorFlow {rel.line} declares)"
    elif version_tuple(keras) < version_tuple(_KERAS_FOR_TF2):  # under TensorFlow 2.0-2.5 (2.6+ declare theirs)
        made = "2.3.1" if rel.key < _KERAS_TF_NEEDED else _KERAS_TF_2_2
        need = f"keras before {_KERAS_FOR_TF2} calls TensorFlow 1's API, which TensorFlow 2 removed"
        fix = (f"`{pip} install 'keras=={made}'` (the standalone keras made for TensorFlow {rel.line}), or import "
               "Keras through TensorFlow (`from tensorflow import keras`)")
    elif rel.key < _KERAS_TF_NEEDED:
        need = f"keras {on_tf} and newer run on tf.keras and need TensorFlow {needed} or newer"
        fix = (f"`{pip} install 'keras=={_keras_before_tf_keras(rel)}'` (below {on_tf}: the multi-backend keras "
               f"that ran on TensorFlow {rel.line}), or upgrade TensorFlow")
    else:
        need = f"keras {keras} is the tf.keras of another TensorFlow release"
        fix = (f"install the keras of TensorFlow {rel.line}'s minor, or import Keras through TensorFlow (`from "
               "tensorflow import keras`)")
    return Explanation("context", "keras_version_skew", "warning", (), 0, f"keras {keras}, TensorFlow {rel.line}", (
        f"from the versions in the paste: keras {keras} was made for another TensorFlow than {rel.line} ({need}); "
        "pip installs keras over it without a complaint when nothing pins it"), fix)


def tf_keras_module_missing(paste: _Paste) -> Explanation | None:
    """`No module named 'tensorflow.keras'` under a release whose tf.keras is the keras package it declares (2.6+).

    A keras of another release than the one declared (keras 2 under 2.16's Keras 3 loader), or a TensorFlow install
    whose own files are incomplete, leaves tf.keras unimportable (a keras simply missing more often reads `No module
    named 'keras'`): uncertain, the declared requirement (tables) and a reinstall are the fix. Before 2.6 tf.keras was
    TensorFlow's own: no verdict here.
    """
    rel = paste.release()
    if "tf_keras_module_missing" not in paste.ctx.flags or rel is None or (req := _keras_requirement(paste)) is None:
        return None
    pip = _pip(paste)
    return Explanation("context", "keras_version_skew", "warning", (), 0, "No module named 'tensorflow.keras'", (
        f"uncertain: TensorFlow {rel.line}'s tf.keras is the keras package it declares ({req}): tf.keras not found "
        "says that keras is of another release (or missing), or TensorFlow's own files are incomplete; "
        f"`{pip} show keras tensorflow` in the environment that runs the code decides"),
        f"`{pip} install '{req}'` (what TensorFlow {rel.line} declares) in that environment; if it is already "
        f"there, `{pip} install --force-reinstall 'tensorflow=={rel.line}.*'`")


def keras_shim_import_failed(paste: _Paste) -> Explanation | None:
    """tf.keras failing inside the keras package it imports (2.6-2.15's shim frame), nothing else read.

    From 2.6 tf.keras is the keras package of TensorFlow's own release line: an import failing in keras' own modules,
    its message cut off or naming Keras or TensorFlow, is most often a keras of another line (pip upgraded or pinned
    it apart). Not another module missing (that module is the answer), an interrupted run, nor a release before 2.6.
    Uncertain: the error's last line and `pip show keras tensorflow` decide.
    """
    ctx, rel = paste.ctx, paste.release()
    flags = ctx.flags
    if ("keras_shim_frame" not in flags or {"pytorch", "jax", "keyboard_interrupt"} & flags
            or paste.has("module_missing") or (rel is not None and rel.key < (2, 6))
            or ({"exception_shown", "import_error_shown"} & flags and "keras_tf_import_error" not in flags)):
        return None
    pip, req = _pip(paste), _keras_requirement(paste)
    install = f"`{pip} install '{req}'`" if req else f"`{pip} install 'keras==2.X.*'` for TensorFlow 2.X"
    return Explanation("context", "keras_version_skew", "warning", (), 0, "tf.keras failing inside the keras package", (
        "uncertain: tf.keras (TensorFlow 2.6-2.15) is the keras package installed beside TensorFlow, and its import "
        "fails inside keras' own modules: most often a keras of another release line than TensorFlow's; "
        f"`{pip} show keras tensorflow` and the error's last line decide"),
        f"{install} in the environment that runs the code, or TensorFlow's release of that keras")


def keras3_names_imported(paste: _Paste) -> Explanation | None:
    """An import failing (its message cut off) in code that imports keras names only Keras 3 has, under a Keras 2.

    `from keras import ops` under keras 2.14: the keras API table says which names Keras 3 added. A keras version
    shown decides; a TensorFlow whose own Keras is 2 (2.15 and older) with no keras shown is uncertain (a Keras 3
    installed over it would have them).
    """
    ctx, api = paste.ctx, paste.tables.keras_api()
    if ("import_error_shown" not in ctx.flags or "import_error_message" in ctx.flags or not ctx.keras_imports
            or api is None or {"pytorch", "jax", "keras3_installed"} & ctx.flags
            or any(version_tuple(k)[:1] >= (3,) for k in ctx.kerases_named)):  # (a Keras 3 named anywhere)
        return None
    only3 = sorted(n for n in ctx.keras_imports
                   if (span := api.span(f"keras.{n}")) is not None and version_tuple(span[0])[:1] >= (3,))
    keras, rel, first = ctx.packages.get("keras"), paste.release(), _keras3_first(paste)
    if not only3 or first is None or (keras and version_tuple(keras)[:1] >= (3,)):
        return None
    if not keras and (rel is None or rel.keras_major != 2):  # noqa: PLR2004 - Keras' major
        return None
    names = ", ".join(f"keras.{n}" for n in only3)
    have = f"keras {keras} is installed" if keras else f"TensorFlow {rel.line if rel else ''}'s own Keras is Keras 2"
    oldest = min(first.python, key=version_tuple)
    python = (f"a Python {oldest} or newer (this is Python {ctx.python}, which TensorFlow {first.line} has no wheels "
              "for), then " if ctx.python and version_tuple(ctx.python)[:2] < version_tuple(oldest)[:2] else "")
    fix = (f"{python}`{_pip(paste)} install -U 'tensorflow>={first.line}'` (its Keras is Keras 3), or `{_pip(paste)} "
           f"install -U 'keras>=3'` beside a TensorFlow {first.line} or newer; or code written for Keras 2")
    if keras:
        return Explanation("context", "keras_version_skew", "error", (), 0, f"{names} imported, keras {keras}", (
            f"the code imports {names}, which only Keras 3 has, and {have}: that import fails (the ImportError "
            "shown)"), fix)
    return Explanation("context", "keras_version_skew", "warning", (), 0, f"{names} imported under Keras 2", (
        f"uncertain: the code imports {names}, which only Keras 3 has, and {have}; unless a Keras 3 was installed "
        "over it, that import is the ImportError shown (`pip show keras` decides)"), fix)


def keras3_boundary_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but the words say a model works with a TensorFlow before Keras 3 and not with one after.

    The release that made tf.keras Keras 3 (the tables' first keras_major 3: 2.16) is the break such pastes cross:
    Keras 3 loads no Keras 2 model saved in the old formats and runs none of tf.keras's internals. The words alone:
    uncertain, the error message decides.
    """
    ctx, first = paste.ctx, _keras3_first(paste)
    if (first is None or "keras3_boundary_said" not in ctx.flags
            or {"pytorch", "jax", "legacy_keras_env"} & ctx.flags):
        return None
    pip = _pip(paste)
    return Explanation("context", "keras3_legacy_code", "warning", (), 0,
                       f"works before TensorFlow {first.line}, fails from it", (
        f"uncertain: the words say the model works with a TensorFlow before {first.line} and fails with {first.line} "
        f"or later: {first.line} made tf.keras Keras 3, which loads no model saved by Keras 2 in its old formats and "
        "runs no code built on tf.keras's internals; the error message decides"), (
        f"keep Keras 2: `{pip} install tf-keras` (of TensorFlow's minor) with TF_USE_LEGACY_KERAS=1 set before "
        f"TensorFlow is imported, or `{pip} install 'tensorflow<{first.line}'`; or port the model to Keras 3 "
        "(rebuild it, load its weights, save it as .keras)"))


# packages whose own code does not build on Keras: the libraries a script uses beside TensorFlow (the context's list)
# and the installers (an error in their frames is theirs)
_NOT_KERAS_USERS = frozenset({name.lower() for name in _NOT_ADDONS} | {
    "pip", "_distutils_hack", "wheel", "conda", "urllib3", "certifi", "jaxlib", "google", "grpc", "gymnasium",
    "sympy"})


def keras2_package_under_keras3(paste: _Paste) -> Explanation | None:
    """A traceback through an installed package's code failing where Keras 3 is shown (keras 3.x, TensorFlow 2.16+).

    TensorFlow 2.16 made tf.keras Keras 3, under which a package written for Keras 2 fails in many ways (its layers,
    its model files, tf.keras internals it calls). Nothing else recognised: uncertain, the package's release notes
    and the error decide.
    """
    ctx, rel, first = paste.ctx, paste.release(), _keras3_first(paste)
    if (first is None or not _keras3_shown(rel, ctx.packages.get("keras"))
            or not {"exception_shown", "traceback", "ipython_arrow"} & ctx.flags
            or {"pytorch", "jax", "legacy_keras_env"} & ctx.flags):
        return None
    owner = _distribution_of(next((p for p in reversed(ctx.frame_packages) if p not in _PASS_THROUGH
                                   and p not in _TF_OWN_FOLDERS and p not in _NOT_KERAS_USERS), None))
    if owner is None:
        return None
    shown = f"keras {ctx.packages['keras']}" if ctx.packages.get("keras") else f"TensorFlow {rel.line if rel else ''}"
    pip = _pip(paste)
    return Explanation("context", "keras3_legacy_code", "warning", (), 0, f"{owner} under Keras 3", (
        f"uncertain: the traceback runs through {owner}'s code and the paste shows {shown}, so Keras 3 (TensorFlow "
        f"{first.line} made tf.keras Keras 3): a {owner} release written for Keras 2 fails under it; the error and "
        f"{owner}'s release notes decide"), (
        f"keep Keras 2 for it: `{pip} install tf-keras` (of TensorFlow's minor) with TF_USE_LEGACY_KERAS=1 set before "
        f"TensorFlow is imported, or `{pip} install 'tensorflow<{first.line}'`; or a {owner} release made for Keras 3"))


def keras3_across_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but the words say a saved model does not load, naming releases on both sides of Keras 3.

    A keras 2.x or a TensorFlow before the tables' first Keras 3 release (2.16), and a keras 3.x or a TensorFlow from
    it: Keras 3 loads no SavedModel, and a Keras 2 model's HDF5 or JSON config only where every layer and argument in
    it still exists in Keras 3, which is the break such a paste most often crosses. Which side ran the load, the
    versions shown with the error decide: uncertain. Not for a .keras file, Keras 3's own format (a Keras 2 reading one
    is the other way round), nor where the words say it works now or fails the same way under both.
    """
    ctx, first = paste.ctx, _keras3_first(paste)
    if (first is None or "model_load_said" not in ctx.flags
            or {"pytorch", "jax", "legacy_keras_env", "keras_format_file", "works_now_said", "same_error_said"}
            & ctx.flags):
        return None
    sides: dict[int, str] = {}
    keras3_tf = None  # the TensorFlow named on Keras 3's side: its minor is tf-keras'
    for named in sorted(ctx.tensorflows_named, key=version_tuple):
        if (match := paste.tables.release(named)) is not None and (rel := match.release).key[:1] == (2,):
            sides.setdefault(3 if rel.key >= first.key else 2, f"TensorFlow {named}")
            keras3_tf = keras3_tf or (rel if rel.key >= first.key else None)
    for keras in sorted(ctx.kerases_named, key=version_tuple):
        sides.setdefault(3 if version_tuple(keras)[:1] >= (3,) else 2, f"keras {keras}")
    if len(sides) < 2:  # noqa: PLR2004 - both sides
        return None
    pip = _pip(paste)
    pin = f"'tf-keras~={keras3_tf.line}.0'`" if keras3_tf else "'tf-keras~=2.X.0'` (2.X: TensorFlow's minor)"
    return Explanation("context", "keras3_legacy_code", "warning", (), 0, f"{sides[2]}, {sides[3]}", (
        f"uncertain: a saved model does not load, and the paste names a Keras 2 ({sides[2]}) and a Keras 3 "
        f"({sides[3]}; tf.keras is Keras 3 from TensorFlow {first.line}): Keras 3 loads no SavedModel, and a Keras 2 "
        "model's HDF5 or JSON config only where every layer and argument in it still exists in Keras 3; the "
        "versions beside the error decide which side loads it"), (
        f"load it with Keras 2: `{pip} install {pin} and export TF_USE_LEGACY_KERAS=1 before "
        f"importing TensorFlow (or load through tf_keras), or `{pip} install 'tensorflow<{first.line}'`; then save it "
        "as .keras to load it under Keras 3"))


def tfp_keras3_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but a tensorflow-probability made for Keras 2 beside a TensorFlow that brings Keras 3.

    The first release made for Keras 3's TensorFlow is the compat tables' (0.24: its tfp.layers run on tf-keras,
    `tensorflow-probability[tf]`); the older ones take tf.keras for Keras 2.
    """
    ctx, rel, tfp = paste.ctx, paste.release(), paste.ctx.packages.get("tensorflow-probability")
    first = _keras3_first(paste)
    made = next((r for r in reversed(addon_releases(paste.tables, "tensorflow-probability"))
                 if first.line in addon_lines(paste.tables, r)), None) if first else None
    if (rel is None or tfp is None or first is None or not made or rel.key < first.key
            or version_tuple(tfp)[:2] >= version_tuple(_label(made))[:2] or "legacy_keras_env" in ctx.flags):
        return None
    pip = _pip(paste)
    return Explanation("context", "keras3_legacy_code", "warning", (), 0,
                       f"tensorflow-probability {tfp}, TensorFlow {rel.line}", (
        f"from the versions in the paste: tensorflow-probability {tfp} was made for TensorFlow before {first.line}, "
        f"whose tf.keras is Keras 2 (it reaches into tf.keras's internals), and TensorFlow {rel.line}'s tf.keras is "
        f"Keras 3; {_label(made)} is the first release made for Keras 3's TensorFlow (its layers run on tf-keras)"),
        (f"`{pip} install -U 'tensorflow-probability[tf]'` ({_label(made)}+, which brings tf-keras; its layers then "
         f"take tf_keras models), or keep Keras 2 with `{pip} install 'tensorflow<{first.line}'`"))


# the first TensorFlow whose Keras has no Sequential.predict_classes or predict_proba (its 2.6 release notes), and what
# replaces them
_PREDICT_CLASSES_GONE = (2, 6)
_PREDICT_CLASSES_FIX = ("np.argmax(model.predict(x), axis=-1) for predict_classes ((model.predict(x) > 0.5).astype("
                        "'int32') for a sigmoid output), model.predict(x) for predict_proba")


# what the words say is gone or wrong, and what the code's Keras had (keras_said's flags, _keras_words.py)
_KERAS_WORDS = {
    "keras_model_api_words": ("a Keras model's method said missing", (
        "the code calls a Keras model method this Keras does not have: Keras removed some (predict_classes and "
        "predict_proba in TensorFlow 2.6, fit_generator and the other *_generator methods in Keras 3), and a method "
        "newer than the Keras installed is missing too"), (
        f"{_PREDICT_CLASSES_FIX}, model.fit for fit_generator; or the Keras the code was written for")),
    "keras_optimizer_api_words": ("a Keras optimizer's attribute said missing", (
        "the code (or a library) uses an optimizer API this Keras does not have: TensorFlow 2.11 replaced tf.keras' "
        "optimizers (get_updates, _name, lr and decay are the old API's, kept as tf.keras.optimizers.legacy up to "
        "2.15), and Keras 3 has only the new ones"), (
        "with TensorFlow 2.11-2.15: the legacy optimizer (tf.keras.optimizers.legacy.Adam); or the new API "
        "(learning_rate=, no get_updates); or the TensorFlow and Keras the code was written for")),
    "keras_name_gone_words": ("a Keras module or name said missing", (
        "the code (or a library) imports a Keras module or name this Keras no longer has, or does not have yet "
        "(keras.engine.topology went with keras 2.2, keras.legacy with 2.4, keras.utils.np_utils and "
        "generic_utils with 2.6-2.11, the scikit-learn wrappers with TensorFlow 2.12, keras.engine with 2.13)"), (
        "import it from where this Keras has it (tensorflow.keras.utils, keras.layers, scikeras for the wrappers), "
        "or install the Keras the code was written for")),
    "keras_mismatch_words": ("Keras and TensorFlow said not to match", (
        "the words say Keras and TensorFlow do not match: a standalone keras, keras-nightly or tf-keras of another "
        "release than TensorFlow's (pip installs one over the other without a complaint when nothing pins it), or "
        "code written for another Keras"), (
        "install the Keras of TensorFlow's release (keras==2.X for TensorFlow 2.X from 2.6 to 2.15, tf-keras of "
        "the same minor for Keras 2 from 2.16; nightlies of the same date), or the Keras the code was written for")),
    "keras_mixed_words": ("the standalone keras and tf.keras, mixed", (
        "the words say the code mixes the standalone keras and tf.keras (or that importing from one of them instead "
        "fixed it): two Keras implementations whose layers, models and tensors do not work together"), (
        "import every layer and model from one Keras (tensorflow.keras throughout, or keras), and use a library's "
        "mode for that Keras (keras-bert's TF_KERAS=1 for tf.keras, for one)")),
}


def removed_method_named(paste: _Paste) -> Explanation | None:
    """A Keras model's predict_classes or predict_proba called beside a TensorFlow from 2.6, whose Keras removed them.

    Uncertain: the paste shows the call and the release, not that the call failed (its AttributeError is read on its
    own). Not where the code already uses what replaces them, nor beside another exception shown (that one is the
    failure to explain).
    """
    rel, ctx = paste.release(), paste.ctx
    # (scikit-learn's and the like's classifiers keep predict_proba: not that call beside them)
    proba_only = "keras_predict_proba" in ctx.flags and "keras_predict_classes" not in ctx.flags
    if (not {"keras_predict_classes", "keras_predict_proba"} & ctx.flags or "argmax_predict_used" in ctx.flags
            or (proba_only and "sklearn_classifier" in ctx.flags) or rel is None
            or rel.key < _PREDICT_CLASSES_GONE or {"pytorch", "jax"} & ctx.flags
            or (ctx.last_error is not None and "AttributeError" not in ctx.last_error[1])):
        return None
    return Explanation("context", "keras_version_skew", "warning", (), 0, f"predict_classes, TensorFlow {rel.line}", (
        f"uncertain: the code calls a Keras model's predict_classes (or predict_proba) beside TensorFlow {rel.line}, "
        "whose Keras no longer has them (removed in 2.6): the code was written for TensorFlow 2.5 or older, and the "
        "call fails with AttributeError ('Sequential' object has no attribute ...)"), (
        f"{_PREDICT_CLASSES_FIX}; or `{_pip(paste)} install 'tensorflow<2.6'` for the code as it is"))


def keras_words_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but the words say Keras 3 broke the code, a Keras name is gone, or Keras mismatches.

    Read sentence by sentence (_keras_words.py). Uncertain: the versions decide. Keras 3 said beside a TensorFlow
    whose tf.keras is Keras 2 is Keras 3 installed over it; a name gone under Keras 3 (TensorFlow 2.16+, keras 3
    shown or named) is code written for Keras 2.
    """
    flags = paste.ctx.flags
    rel = paste.release()
    if "keras_tf1_dropped_words" in flags and not {"pytorch", "jax"} & flags and (rel is None or rel.key < (2,)):
        return Explanation("context", "keras_version_skew", "warning", (), 0, "Keras said to drop TensorFlow 1.x", (
            "the words say the Keras installed no longer supports TensorFlow 1.x: the standalone keras from 2.4 on "
            "is only tf.keras' front end and needs TensorFlow 2.2 or newer"), (
            f"`{_pip(paste)} install 'keras<2.4'` (2.3.1, the last multi-backend Keras, which runs on TensorFlow 1.x), "
            "or TensorFlow 2.2 or newer with its own tf.keras"))
    said = next((f for f in ("keras3_words", *_KERAS_WORDS) if f in flags), None)
    if said is None and "keras3_default_words" in flags and {"traceback", "exception_shown", "failure_words"} & flags:
        said = "keras3_words"  # Keras 3 said to come with TensorFlow, given as the reason for the failure shown
    if said is None or {"pytorch", "jax"} & flags:
        return None
    keras, first, pip = paste.ctx.packages.get("keras"), _keras3_first(paste), _pip(paste)
    decide = f"`{pip} show keras tensorflow tf-keras` and the error message decide"
    if said == "keras3_words" and rel is not None and first is not None and rel.key < first.key:
        return Explanation("context", "keras_version_skew", "warning", (), 0, f"Keras 3 said, TensorFlow {rel.line}", (
            f"uncertain: the words name Keras 3 beside TensorFlow {rel.line}, whose Keras is Keras 2: Keras 3 "
            f"installed over it (`pip install -U keras`, or another package's requirement) breaks code written for "
            f"it; {decide}"), f"install {_keras_of(rel, _keras_requirement(paste))}, or TensorFlow {first.line}+ for "
                              "Keras 3")
    keras3 = _keras3_shown(rel, keras) or "keras3_said" in flags
    if said == "keras3_words" or (keras3 and said != "keras_mismatch_words"):
        keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major
        older = (f", or keep TensorFlow {keras2.line} (`tensorflow<{first.line}`, the last with Keras 2)"
                 if first and keras2 else "")
        return Explanation("context", "keras3_legacy_code", "warning", (), 0, "Keras 3 said to refuse the code", (
            f"uncertain: the words say Keras 3 (tf.keras from TensorFlow {_keras3_from(paste)}) refuses or breaks "
            "code, a library or a saved model written for Keras 2 (Keras 3 dropped its optimizers' `lr`, the "
            "SavedModel format in model.save and load_model, the *_generator methods, tf.keras' internals); "
            f"{decide}"), (
            f"keep Keras 2: `{pip} install {_tf_keras_pin(paste)} and export TF_USE_LEGACY_KERAS=1 before importing "
            f"TensorFlow{older}; or port the code to Keras 3 (save as .keras, learning_rate=)"))
    evidence, meaning, fix = _KERAS_WORDS[said]
    return Explanation("context", "keras_version_skew", "warning", (), 0, evidence, f"uncertain: {meaning}; {decide}",
                       f"{pair}, or: {fix}" if (pair := _keras_pair_named(paste)) else fix)


def _keras_pair_named(paste: _Paste) -> str | None:
    """The Keras to install beside the TensorFlow the paste names, in words.

    What that release declares, the pair the paste names, or the standalone keras of its time; with no TensorFlow
    release, the keras the words say the code works with.
    """
    rel, keras, pip = paste.release(), paste.ctx.packages.get("keras"), _pip(paste)
    if rel is None:
        worked = paste.ctx.keras_that_worked
        return f"`{pip} install 'keras=={worked}'` (the Keras the paste says the code works with)" if worked else None
    if req := _keras_requirement(paste):
        return f"`{pip} install '{req}'` (what TensorFlow {rel.line} declares)"
    if keras is not None and not _keras_for_another_tf(rel, keras):
        return (f"keras {keras} with TensorFlow {rel.line}, the pair the paste names (`{pip} show keras tensorflow` "
                f"shows whether the interpreter imports those: `{pip} install 'keras=={keras}'` if not)")
    return f"install {_keras_of(rel, None)}"


# the releases whose wheels declare keras-preprocessing (shared/reference/tf_builds.json: 1.11 to 2.10)
_KERAS_PREPROCESSING_DECLARED = ((1, 11), (2, 10))


def _keras_preprocessing(paste: _Paste) -> _Resolved:
    """keras_preprocessing missing: older keras imports it; TensorFlow declared it up to 2.10 (its wheels' metadata)."""
    rel = paste.release()
    if rel is not None and _KERAS_PREPROCESSING_DECLARED[0] <= rel.key[:2] <= _KERAS_PREPROCESSING_DECLARED[1]:
        return ("dependency_conflict", "error", (f"keras_preprocessing is not installed, although TensorFlow "
                f"{rel.line} declares it (keras-preprocessing): it was removed, or TensorFlow was installed without "
                "its dependencies"), f"`{_pip(paste)} install keras-preprocessing`")
    req = _keras_requirement(paste)
    fix = (f"`{_pip(paste)} install '{req}'` (the keras TensorFlow {paste.release().line} declares)"  # type: ignore[union-attr]
           if req else "install the keras of TensorFlow's minor (keras==2.X for TensorFlow 2.X, `pip show tensorflow`)")
    if "keras_frame" not in paste.ctx.flags:  # the code may import it itself
        return ("keras_version_skew", "warning", ("uncertain: keras_preprocessing is not installed; an older keras "
                "imports it, and TensorFlow 2.11+ no longer installs it (up to 2.10 it did), so a keras older than "
                "TensorFlow fails so, but the code may import it itself (the traceback's frame decides)"),
                f"{fix}; if the code imports it, `{_pip(paste)} install keras-preprocessing`")
    return ("keras_version_skew", "error", ("keras imports keras_preprocessing, which TensorFlow 2.11+ no longer "
            "installs (up to 2.10 it did): the keras installed is older than TensorFlow"), fix)


# the last standalone keras before 2.3, which was the first to reach TensorFlow through tf.compat.v2 (bert4keras#369:
# keras 2.3.1 under TensorFlow 1.x fails on compat.v2.compat.v1; 2.2.5 runs)
_KERAS_BEFORE_COMPAT_V2 = "2.2.5"


def _tf1_compat_v2(attr: str, paste: _Paste) -> _Resolved:
    """TensorFlow 1.x's tf.compat.v2 lacking what a newer package uses: mostly the standalone keras 2.3+."""
    pip, keras = _pip(paste), paste.ctx.packages.get("keras")
    fix = (f"`{pip} install keras=={_KERAS_BEFORE_COMPAT_V2}` (the last standalone keras before 2.3, which reaches "
           "TensorFlow through tf.compat.v2), or use tf.keras (`from tensorflow import keras`) instead of the "
           "standalone keras")
    if keras or "keras_frame" in paste.ctx.flags:
        return ("keras_version_skew", "error", (f"this TensorFlow 1.x's tf.compat.v2 has no {attr}: the standalone "
                f"keras{f' {keras}' if keras else ''} is newer than it (keras 2.3 and newer reach TensorFlow through "
                "tf.compat.v2, which older TensorFlow 1.x releases have only in part)"), fix)
    return ("keras_version_skew", "warning", (f"uncertain: this TensorFlow 1.x's tf.compat.v2 has no {attr}: a package "
            "written for a newer TensorFlow uses it, usually the standalone keras 2.3+ on an older TensorFlow 1.x (the "
            "traceback's frame that uses tf.compat.v2 decides)"), fix)


def _add_weight_shape_first(paste: _Paste) -> _Resolved:
    """add_weight given the shape first under a Keras that takes the name first: code for another Keras' signature.

    The standalone keras up to 2.2.5 accepted add_weight(shape, ...) through its legacy interface and Keras 3 takes
    the shape first; keras 2.3.0+ and tf.keras (Keras 2) take add_weight(name, shape, ...), so the shape was bound to
    name and the name= keyword gave it twice. Keywords are read the same by every Keras.
    """
    first = _keras3_from(paste)
    return ("keras_version_skew", "error", ("the code calls add_weight with the shape first, as the standalone keras "
            f"{_KERAS_BEFORE_COMPAT_V2} and older accepted (its legacy interface) and Keras 3 does; keras "
            f"{_KERAS_FOR_TF2}+ and tf.keras' Keras 2 take the name first, so the shape was bound to name"),
            ("pass add_weight's arguments as keywords (`self.add_weight(shape=..., initializer=..., name=...)`), "
             "which every Keras reads alike; or the Keras the code was written for: "
             f"`{_pip(paste)} install keras=={_KERAS_BEFORE_COMPAT_V2}` with TensorFlow 1.x (the last standalone keras "
             f"that takes the shape first), or Keras 3 (TensorFlow {first}+)"))


# the class name functional models are saved under from TensorFlow 2.3's Keras on (an older Keras reading such a model
# says "Unknown layer: Functional": tensorflow#41929, fizyr/keras-retinanet#1480: trained on 2.3, loaded on 2.2)
_FUNCTIONAL_FROM = "2.3"
# Keras 3 saves an InputLayer's shape as batch_shape; Keras 2's InputLayer takes batch_input_shape and refuses it
_KERAS3_CONFIG_KEYS = frozenset({"batch_shape"})


# Keras 1's argument names and what Keras 2 has instead (Keras 2.0's release notes; the standalone keras 2's legacy
# interfaces converted some, with a warning; tf.keras and Keras 3 take none of them)
_KERAS1_RENAMED = {"nb_epoch": "epochs=", "samples_per_epoch": "steps_per_epoch= (the samples over the batch size)",
                   "nb_val_samples": "validation_steps= (the samples over the batch size)", "nb_worker": "workers=",
                   "border_mode": "padding=", "subsample": "strides=", "nb_filter": "filters=",
                   "nb_row": "kernel_size=(nb_row, nb_col)", "nb_col": "kernel_size=(nb_row, nb_col)",
                   "W_regularizer": "kernel_regularizer=", "b_regularizer": "bias_regularizer=",
                   "W_constraint": "kernel_constraint=", "b_constraint": "bias_constraint=",
                   "dim_ordering": "data_format="}
# keyword names other libraries take too (scikit-learn's fit(groups=), XGBoost's subsample): Keras' only beside Keras
_KWARGS_NOT_KERAS_ALONE = frozenset({"groups", "subsample"})


def _saved_by_other_keras(event: LogEvent, paste: _Paste) -> _Resolved:
    """A layer's config this Keras does not take: a model saved by another Keras, or code written for another one."""
    pip, first = _pip(paste), _keras3_from(paste)
    kwarg = event.get("config_kwarg") or event.get("config_kwarg_v1") or event.get("config_kwarg_init")
    if kwarg in _KERAS1_RENAMED:
        new = _KERAS1_RENAMED[kwarg]
        return ("keras_version_skew", "error", (f"`{kwarg}` is Keras 1's argument, which Keras 2 replaced with "
                f"`{new.split('=')[0]}`: the code was written for Keras 1, and the Keras installed no longer takes "
                "it"), (f"change {kwarg}= to {new} (and Keras 1's other arguments the same way: nb_epoch to epochs, "
                        "border_mode to padding, subsample to strides, nb_filter to filters); or run the code with the "
                        "Keras it was written for"))
    saved = paste.ctx.saved_with
    unnamed = "the release it was saved with (`pip show tensorflow keras` where it was saved)"
    where = f"{saved[0]} {saved[1]}, which the words say saved it" if saved else unnamed
    resave = "or re-save it there in a form both read (its weights, with the model rebuilt in code)"
    rel, keras = paste.release(), paste.ctx.packages.get("keras")
    if (found := event.get("functional")) and (found.startswith("'") or (rel and rel.keras_major == 3)  # noqa: PLR2004
                                               or version_tuple(keras or "")[:1] >= (3,)):
        # Keras 2.13+ and Keras 3 quote the name (and know Functional): Keras 3 reading a Keras 2 file, not an old Keras
        return ("keras_version_skew", "warning", ("uncertain: the model's functional class (Functional) is not found "
                "by the Keras loading it: a model saved by a Keras 2 (tf.keras up to TensorFlow 2.15) read by Keras 3, "
                "or the other way round (`pip show tensorflow keras` here and where it was saved decide)"),
                (f"load it with {unnamed} (Keras 2: tf-keras with TF_USE_LEGACY_KERAS=1, or tensorflow<{first}), "
                 f"{resave}"))
    if found:
        return ("keras_version_skew", "error", (f"the model was saved by TensorFlow {_FUNCTIONAL_FROM}+'s Keras, which "
                "names functional models Functional; the Keras loading it is older and does not know that class"),
                (f"load it with TensorFlow {_FUNCTIONAL_FROM} or newer ({unnamed}), {resave}"))
    if kwarg in _KERAS3_CONFIG_KEYS:
        return ("keras_version_skew", "error", (f"the model was saved by Keras 3 (TensorFlow {first}+), whose "
                f"InputLayer config holds `{kwarg}`; a Keras 2 (TensorFlow before {first}) is loading it and does not "
                "take it"),
                (f"load it with TensorFlow {first}+ (`{pip} install -U tensorflow`, the Keras it was saved with), "
                 f"{resave}"))
    if "model_load_frame" in paste.ctx.flags or saved:
        return ("keras_version_skew", "error", (f"a saved model's layer config holds `{kwarg}`, which the Keras "
                "loading it does not take: the model was saved by another Keras release (a newer one added the "
                "argument, or an older one's argument was since renamed)"), f"load it with {where}, {resave}")
    return ("keras_version_skew", "warning", (f"uncertain: a layer was given `{kwarg}`, which the Keras installed does "
            "not take: code (or a saved model) written for another Keras release, or an argument misspelt (the "
            "Keras release whose layer takes it decides)"), (f"use the Keras the code (or model) was written for, or "
                                                               f"drop or rename `{kwarg}` for this Keras"))


def _multi_backend_on_tf2(paste: _Paste) -> _Resolved:
    """The standalone keras before 2.3 (its TensorFlow backend is TensorFlow 1.x's) imported under TensorFlow 2."""
    return ("keras_version_skew", "error", ("the standalone multi-backend keras installed predates "
            f"{_KERAS_FOR_TF2}, the first whose TensorFlow backend runs on TensorFlow 2; TensorFlow 2 is installed"),
            (f"use tf.keras (`from tensorflow import keras`), or `{_pip(paste)} install "
             f"'keras>={_KERAS_FOR_TF2},<2.4'` (the last multi-backend keras, for TensorFlow 2.0-2.1), or TensorFlow "
             "1.x (1.14/1.15) for this keras"))


def _keras_over_nightly(rel: Release | None, keras: str | None, paste: _Paste) -> _Resolved | None:
    """A release requiring keras-nightly (2.5) with a standalone keras shown: both install the `keras` folder."""
    nightly = _declared_nightly(rel)
    if rel is None or nightly is None or not keras or ".dev" in keras:
        return None
    pip = _pip(paste)
    return ("keras_version_skew", "error", (f"TensorFlow {rel.line} requires {nightly}, which installs the same keras "
            f"folder as the standalone keras {keras} shown: each overwrites the other's files, so `import keras` "
            "loads a mix of the two"), (f"`{pip} uninstall -y keras keras-nightly`, then `{pip} install "
            f"--force-reinstall 'tensorflow=={rel.line}.*'` (it brings its keras-nightly back), and import Keras "
            "through tensorflow.keras"))


def _code_wants_other_keras(rel: Release | None, keras: str | None, paste: _Paste) -> _Resolved | None:
    """The keras shown is already the one the TensorFlow shown declares: the code (or a library) wants another.

    Installing the declared Keras again changes nothing; the code written for the multi-backend keras package (its
    keras.utils.generic_utils, keras.utils.get_file, keras.engine) is what does not fit, so it goes through tf.keras.
    """
    if (rel is None or not keras or rel.keras_major != 2 or _declared_keras(rel) is None  # noqa: PLR2004 - Keras 2
            or not _keras_fits(rel, keras)):
        return None
    return ("keras_version_skew", "error", (f"keras {keras} is already the Keras TensorFlow {rel.line} declares, so "
            "installing it again changes nothing: the code (or a library it imports, such as segmentation_models or "
            "efficientnet in their keras mode) was written for the older multi-backend keras package, whose modules "
            "keras 2.6+ moved or dropped"), (f"{_keras_flavour_switch(paste)}use Keras through tf.keras (`from "
            "tensorflow import keras`; a library's tf.keras mode), or the code's (library's) release written for this "
            "Keras; else the older TensorFlow and keras pair the code was written for (the last multi-backend keras, "
            "2.3.1, with TensorFlow 1.14-2.1)"))


def _keras_flavour_switch(paste: _Paste) -> str:
    """How a library the paste imports in its standalone-keras flavour switches to tf.keras ("" for none)."""
    if "segmentation_models" in paste.ctx.flags:
        return ("segmentation_models picks the standalone keras unless told otherwise: `export SM_FRAMEWORK=tf.keras` "
                "before importing it (or `sm.set_framework('tf.keras')`); otherwise ")
    if "efficientnet_keras" in paste.ctx.flags:
        return ("efficientnet.keras builds on the standalone keras package: `import efficientnet.tfkeras` builds on "
                "tf.keras instead; otherwise ")
    return ""


def _keras_mixed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Keras 2's Sequential.add given the other Keras' object: the standalone keras and tf.keras meet in one model.

    The code imports from both, or a library hands out the other's objects: the standalone keras before 2.2.3
    builds keras.applications' models with the modules keras_applications was last given, and TensorFlow 1.11+
    gives it tf.keras' when imported (keras 2.2.3 passes its own), so a tf.keras Model reaches keras' Sequential.
    """
    if event.get("mixed_spec"):
        return ("keras_version_skew", "error", ("a layer was given another Keras' InputSpec: two Keras "
                "implementations meet in one model (the standalone keras and tf.keras before TensorFlow 2.6, "
                "tensorflow.python.keras and keras in 2.6-2.15, Keras 3 and tf_keras from 2.16: the code imports from "
                "both, or a library builds on the other one)"), ("import every layer and model from one Keras "
                                                                 "(tensorflow.keras throughout, or keras), and use a "
                                                                 "library's mode for that Keras (keras-bert's "
                                                                 "TF_KERAS=1 for tf.keras, for one)"))
    if (found := event.get("mixed")) is None:
        return None
    from_tf = found.startswith(("tensorflow.", "tensorflow_core.", "tf_keras.", "tensorflow_hub."))
    given = ("a tf.keras object was given to the standalone keras' Sequential" if from_tf else
             "a keras_contrib layer (keras_contrib builds on the standalone keras unless installed for tf.keras) was "
             "given to the other Keras' Sequential" if found.startswith("keras_contrib.") else
             "a standalone keras object was given to tf.keras' Sequential")
    keras = paste.ctx.packages.get("keras")
    rel = paste.release()
    if (from_tf and keras and version_tuple(keras) < (2, 2, 3) and "keras_applications_used" in paste.ctx.flags
            and (rel is None or rel.key >= (1, 11))):
        return ("keras_version_skew", "error", (f"{given}: keras {keras}'s keras.applications builds its models with "
                "the modules keras_applications was last given, and TensorFlow 1.11+ gives it tf.keras' when imported, "
                "so the model is a tf.keras Model (keras 2.2.3 passes its own modules)"),
                f"`{_pip(paste)} install keras==2.2.4` (or import everything from tensorflow.keras instead)")
    older = (f"; with keras.applications, a standalone keras before 2.2.3 under TensorFlow 1.11+ hands out tf.keras "
             f"models: `{_pip(paste)} install keras==2.2.4`" if from_tf else "")
    return ("keras_version_skew", "error", (f"{given}: two Keras implementations meet in one model (the code imports "
            "from both keras and tensorflow.keras, or a library hands out the other's layers)"),
            f"import every layer and model from one Keras (tensorflow.keras, or keras){older}")


def _softmax_axis(paste: _Paste) -> _Resolved | None:
    """tf.nn.softmax refusing `axis`, which TensorFlow 1.5 added: the standalone keras 2.1.6+ or the code passes it.

    Not where the paste shows a TensorFlow from 1.5 on, a keras from 2.4 on (a tf.keras wrapper), or no TensorFlow
    but PyTorch (whose softmax takes `dim`).
    """
    flags, rel, keras = paste.ctx.flags, paste.release(), paste.ctx.packages.get("keras")
    if ((rel is not None and rel.key >= (1, 5)) or version_tuple(keras or "0") >= (2, 4)
            or ("pytorch" in flags and "tensorflow_named" not in flags)):
        return None
    if "keras_frame" in flags or keras:
        return ("keras_version_skew", "error", ("the standalone keras (2.1.6 and newer) calls tf.nn.softmax(x, "
                "axis=...), and TensorFlow took `axis` there from 1.5 (`dim` before): the TensorFlow installed is "
                "older than this keras supports"), (f"upgrade TensorFlow to 1.5 or newer (`{_pip(paste)} install "
                f"'tensorflow>=1.5'`, or tensorflow-gpu with the CUDA it needs), or keep it and `{_pip(paste)} install "
                "keras==2.1.5`, the last keras that does not pass it"))
    return ("dependency_conflict", "warning", ("uncertain: the code calls tf.nn.softmax(..., axis=...), and "
            "TensorFlow took `axis` there from 1.5 (`dim` before): the TensorFlow installed is older than the code "
            "(or a library calling it) was written for"), ("upgrade TensorFlow to 1.5 or newer, the release the code "
            "was written for; or pass `dim=` in the code's own call"))


def _multi_gpu_internals(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The standalone keras and TensorFlow of releases apart: multi_gpu_model's TensorFlow internals, `lr`'s rename."""
    pip = _pip(paste)
    if event.get("device_capture"):
        return ("keras_version_skew", "error", ("the standalone keras before 2.2.5 (its multi_gpu_model and device "
                "scopes) calls _set_device_from_string on TensorFlow's device-capture op, which TensorFlow 1.14 "
                "changed: this keras predates the TensorFlow installed"), (f"`{pip} install keras==2.2.5` (made for "
                "TensorFlow 1.14; or 2.3.1), or keep this keras with TensorFlow 1.13"))
    if event.get("optimizer_lr"):
        return ("keras_version_skew", "error", ("the code gives the optimizer `learning_rate`, the name Keras took in "
                "2.3 (the standalone keras) and tf.keras in TensorFlow 2; the Keras running it is older and takes "
                "`lr`"), (f"`{pip} install keras==2.3.1` (with TensorFlow 1.13 to 2.1) or use tf.keras of TensorFlow "
                "2; or give this Keras `lr=` instead"))
    if event.get("list_devices"):
        return ("keras_version_skew", "error", ("the standalone keras' multi_gpu_model asks the session to "
                "list_devices, which TensorFlow has from 1.4 on: the TensorFlow installed is older than this keras "
                "needs"), (f"upgrade TensorFlow to 1.4 or newer (`{pip} install 'tensorflow-gpu>=1.4'`, with the CUDA "
                "and cuDNN it needs), or a keras before multi_gpu_model (2.0.8)"))
    return None


def _callback_hooks(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A callback without the hooks tf.keras' fit calls or checks: one of another Keras than the model's.

    The per-batch hooks only where Keras or TensorFlow shows: other frameworks' callbacks (PyTorch Lightning's) have
    hooks of the same names; the hook checks are tf.keras' own.
    """
    flags, callback, hook = paste.ctx.flags, event.get("callback"), event.get("cb_hook") or ""
    keras = {"keras_frame", "tensorflow_named", "tf_family_named"} & flags or "keras" in paste.ctx.packages
    if not hook.startswith("_implements") and (not keras or "pytorch" in flags):  # those names are tf.keras' alone
        return None
    given = (f"the callback {callback} has no {hook}, which tf.keras' fit (TensorFlow 2.4+) asks every callback: it "
             "comes from another Keras (the standalone keras package; or Keras 3, where tf_keras runs the model)"
             if hook.startswith("_implements") else
             f"the callback {callback} has no {hook}, which tf.keras 2's fit calls on every callback (the standalone "
             "keras added the per-batch hooks in 2.3): it was written for the standalone keras, or a Keras before "
             "2.3, and given to tf.keras' fit")
    return ("keras_version_skew", "error", given, (
            "use the callback's tf.keras variant (the library's tf.keras module or import, or a subclass of "
            "tf.keras.callbacks.Callback), or run the model on the Keras the callback was written for: model and "
            "callbacks from one Keras"))


def _keras_nodes_mixed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """One Keras' code given the other's nodes, models or callbacks (the standalone keras' and tf.keras' differ)."""
    pinned = ""
    if attr := event.get("node_attr"):
        given = (f"the standalone keras' layer code reads Node.{attr} (keras 2.2-2.3), which tf.keras' Node does not "
                 "have: a tf.keras layer's output was given to a standalone keras layer")
        # (a library written for the standalone keras 2.2, keras-bert's or keras-tcn's layers: their threads' fix;
        # keras 2.2.4 runs on TensorFlow 1.x only, so not where a TensorFlow 2 is shown)
        rel = paste.release()
        pinned = ("; for such a library, `pip install keras==2.2.4` with a TensorFlow 1.x (up to 1.15), the standalone "
                  "keras it was written for" if rel is None or rel.key[:1] == (1,) else "")
    elif attr := event.get("node_attr_model"):
        given = (f"tf.keras' code reads Model.{attr}, which a standalone keras model does not have: a model built with "
                 "the standalone keras (keras.Input, keras.Model) reached tf.keras")
    elif attr := event.get("layer_nodes"):
        given = (f"TensorFlow's own layer code appends to a layer's {attr}, which the standalone keras 2.2 renamed: "
                 "a standalone keras layer was given to tf.layers or tf.keras")
    else:
        return None
    return ("keras_version_skew", "error", (f"{given}; two Keras implementations meet in one model (the code imports "
            "from both keras and tensorflow.keras, or a library hands out the other's layers)"),
            ("import every layer and model from one Keras (tensorflow.keras, or keras); a library built on the "
             f"standalone keras needs the keras and TensorFlow pair it was written for{pinned}"))


def _keras_needs_newer_tf(needed: str, paste: _Paste) -> _Resolved:
    """The standalone keras 2.4+ (a wrapper of tf.keras) on a TensorFlow older than it needs.

    The multi-backend keras before it: 2.3.x ran on TensorFlow 1.13 to 2.1, 2.2.4 on 1.5 to 1.12, and 2.1.5 before
    1.5 (keras 2.1.6 and newer pass tf.nn.softmax the `axis` TensorFlow 1.5 added).
    """
    rel = paste.release()
    key = rel.key if rel is not None else (2, 1)
    older = (("2.1.5", "TensorFlow before 1.5") if key < (1, 5) else ("2.2.4", "TensorFlow 1.5 to 1.12")
             if key < (1, 13) else ("2.3.1", "TensorFlow 1.13 to 2.1"))
    return ("keras_version_skew", "error", (f"the standalone keras installed needs TensorFlow {needed} or newer (from "
            "keras 2.4 it runs on tf.keras); the TensorFlow here is older"), (f"upgrade TensorFlow to {needed} or "
            f"newer, or install the multi-backend keras from before 2.4 (`{_pip(paste)} install keras=={older[0]}`, "
            f"which runs on {older[1]})"))


def _keras_newer_than_tf(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras 2.4+ said to need a newer TensorFlow, or keras_export not importable (read by who imports it).

    keras_export from TensorFlow's own keras: its files are of two releases; from the standalone keras: keras 2.4+
    on TensorFlow 1.x; with neither shown, undecided.
    """
    if needed := event.get("tf_needed"):
        return _keras_needs_newer_tf(needed, paste)
    needed = ".".join(map(str, _KERAS_TF_NEEDED))
    if "tf_keras_frame" in paste.ctx.flags:  # TensorFlow's own keras imports it: its files are of two releases
        return _tf_files_mixed(paste, "TensorFlow's own Keras (tensorflow/python/keras) cannot import keras_export "
                               "from its tf_export", "a 2.2+ release's keras beside an older release's tf_export")
    if "keras_frame" in paste.ctx.flags or "keras" in paste.ctx.packages:
        return _keras_needs_newer_tf(needed, paste)
    return ("keras_version_skew", "warning", ("uncertain: keras_export (which older TensorFlow 1.x releases lack) "
            "failing to import is most often the standalone keras 2.4 on an older TensorFlow, but code of its own "
            "that imports it does the same on such a TensorFlow, and so do a TensorFlow folder's files of two "
            "releases: the traceback's frame that imports it decides (a site-packages/keras file: this keras)"), (
            f"if it is keras': `{_pip(paste)} install 'keras<2.4'` (the multi-backend Keras that ran on TensorFlow "
            f"1.x), or upgrade TensorFlow to {needed} or newer; if it is the code's, the TensorFlow it was written "
            "for"))


def _tf_keras_attr(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """tf.keras' callbacks asking a model for what only tf.keras models have: a standalone keras model reached them.

    The standalone keras 2.3's TensorBoard subclasses tf.keras' own, which from TensorFlow 2.1 calls
    model._get_distribution_strategy() (2.2 checks for it first: tensorflow#34870); TensorFlow 1.14-2.0's reads
    model.run_eagerly, which keras before 2.3 lacks, when the code takes the callback from tensorflow.keras. From
    TensorFlow 2.16 (Keras 3) the two are Keras 3 and Keras 2's tf_keras, and the keras 2.3 pairing does not apply.
    """
    if (attr := event.get("tfk_attr")) is None:
        return None
    attr, rel = attr.lstrip("_"), paste.release()
    keras = paste.ctx.packages.get("keras") or ""
    if (rel is not None and rel.key >= (2, 16)) or keras.startswith("3") or "keras3_said" in paste.ctx.flags:
        return ("keras_version_skew", "error", (f"a callback asked the model for {attr}, which the other Keras' "
                "models have: Keras 3 (the keras of TensorFlow 2.16+) and Keras 2 (tf_keras, tensorflow.python.keras) "
                "meet in one fit, one's model given to the other's callback"), (
                "take the model and its callbacks from one Keras: keras.callbacks with Keras 3; or Keras 2 throughout "
                f"(`{_pip(paste)} install tf-keras`, export TF_USE_LEGACY_KERAS=1 before importing TensorFlow)"))
    which = f"TensorFlow {rel.line}'s" if rel else "TensorFlow's"
    pairs = ("TensorFlow 2.0 or 2.2+ (2.1's callback is the one that calls it unchecked) for keras 2.3.1"
             if attr == "get_distribution_strategy" else "the callback from the model's own Keras (keras.callbacks)")
    return ("keras_version_skew", "error", (f"{which} tf.keras callback (TensorBoard) asked the model for {attr}, "
            "which only tf.keras models have: the model is the standalone keras' (directly, or through the "
            "standalone keras' TensorBoard, which subclasses tf.keras' own), so the two Kerases meet in one fit"),
            (f"build the model and callbacks with one Keras (tensorflow.keras throughout), or {pairs}; or leave the "
             "TensorBoard callback out"))


# nightlies built this many days apart are of one week's code: a Keras failure between them is a nightly's own
_NIGHTLY_DAYS = 7


def _nightlies_of_one_week(paste: _Paste) -> _Resolved | None:
    """keras-nightly and tf-nightly built within a week of each other: not two releases apart, a nightly's change.

    Nightlies carry no compatibility promise between them; a pair built days apart is what the nightly channel
    ships together, so a Keras module or name missing there is that nightly's own change or bug (a later nightly
    decides), while a pair built weeks apart is the skew (tensorflow#51850: 20210906 beside 20210806).
    """
    dates = paste.ctx.nightly_dates
    if "keras" not in dates or "tf" not in dates:
        return None
    keras_day, tf_day = (dt.date(int(d[:4]), int(d[4:6]), int(d[6:8])) for d in (dates["keras"], dates["tf"]))
    if abs((keras_day - tf_day).days) > _NIGHTLY_DAYS:
        return None
    pip = _pip(paste)
    return ("keras_version_skew", "warning", (f"uncertain: keras-nightly ({dates['keras']}) and tf-nightly "
            f"({dates['tf']}) were built within {_NIGHTLY_DAYS} days of each other, so they are not two releases "
            "apart: a Keras module or name missing between them is most likely that nightly's own change or bug, "
            "which a later nightly fixes or keeps"), (f"`{pip} install -U keras-nightly tf-nightly` (the newest pair), "
            "or the stable releases of both (`pip install tensorflow`, which brings its keras)"))


def _keras_shown(paste: _Paste) -> tuple[int, ...] | None:
    """The installed Keras' version the paste shows, or (3,) for a TensorFlow that brings Keras 3, words naming
    Keras 3 ("on keras 3.x environment") or Keras 3's own files in a path; None if none of these."""  # noqa: D205, D209
    if keras := paste.ctx.packages.get("keras"):
        return version_tuple(keras)[:2] or None
    rel = paste.release()
    keras3 = (rel is not None and rel.keras_major == 3) or bool({"keras3_said", "keras3_files"}  # noqa: PLR2004
                                                                 & paste.ctx.flags)
    return (3,) if keras3 else None


def _shows_keras3(paste: _Paste) -> bool:
    """Whether the Keras the paste shows is Keras 3 (keras 3.x, a TensorFlow that brings it, or the words)."""
    return (_keras_shown(paste) or ())[:1] >= (3,)


def _keras_table(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A keras module or name said missing, read against the Keras releases having it (compat_tables/keras_api.json).

    `No module named 'keras.preprocessing.text'` names a module Keras 1.2-2.15 have and Keras 3 does not: the Keras
    installed is Keras 3 and the code was written for Keras 2. A name Keras removed earlier (keras.engine.topology,
    up to 2.4) says the code is older than the Keras installed; one Keras added later, that the Keras is older than
    the code. None when the table does not know the name or the Keras shown has it (not a version matter then).
    """
    span = keras_span(event.line, paste.tables)
    if span is None:
        return None
    have, first, last = _keras_shown(paste), version_tuple(span.first), version_tuple(span.last)
    # (a Keras beyond the newest line read has what that line has: the table's end is not the name's)
    if have is not None and first[:len(have)] <= have and (span.gone is None or have <= last[:len(have)]):
        return None
    older = have is not None and have < first[:len(have)]
    if span.gone and last[0] < 3 and not older:  # noqa: PLR2004 - no Keras 3 has it
        return _keras_past_name(span, have, paste)
    if not span.since or span.gone:
        return None
    shown = f" ({'.'.join(map(str, have))})" if have and len(have) > 1 else ""
    pair = (f" (Keras 3; TensorFlow {_keras3_from(paste)}+ brings it)" if first[0] >= 3 else  # noqa: PLR2004
            f" with TensorFlow {span.first} or newer" if (2, 6) <= first <= (2, 15) else "")
    return ("keras_version_skew", "error", (f"the code imports {span.name}, which Keras {span.first} and later has: "
            f"the Keras installed{shown} is older than the code was written for"), (f"`{_pip(paste)} install -U "
            f"'keras>={span.first}'`{pair}, or a release of the code written for the Keras installed"))


def _keras_past_name(span: ApiSpan, have: tuple[int, ...] | None, paste: _Paste) -> _Resolved | None:
    """A keras name no Keras 3 has, missing: Keras 3 under code for Keras 2, or a Keras 2 newer than the code.

    None for a name some Keras 2 releases have in the middle, no version shown: older, newer, or two Keras mixed.
    """
    pip, name, last = _pip(paste), span.name, version_tuple(span.last)
    where = f"Keras {span.first}-{span.last}" if span.since else f"Keras {span.last} and earlier"
    shown = f" ({'.'.join(map(str, have))})" if have and len(have) > 1 else ""
    pair = f" with TensorFlow {span.last}" if (2, 6) <= last <= (2, 15) else ""  # keras 2.X pairs with TF 2.X
    last_with = f"`{pip} install 'keras=={span.last}.*'`{pair} (the last Keras with it)"
    to_keras2_end = version_tuple(span.gone or "")[:1] >= (3,)  # it lasted to Keras 2's last release
    if span.since and have is None:  # no version shown: a Keras before the name, or one after it
        if not to_keras2_end:  # two Keras 2 releases apart, or two Keras mixed: the table does not decide
            return None
        return ("keras3_legacy_code", "warning", (f"uncertain: {name} is in {where} only: Keras 3 lacks it (code "
                f"written for Keras 2 under Keras 3), and so does a Keras older than {span.first} (`{pip} show "
                "keras` decides)"), (f"with Keras 3: {_keras2_back(paste)}; with an older Keras: `{pip} install "
                f"'keras=={span.first}.*'`"))
    if to_keras2_end or (have is not None and have[0] >= 3):  # noqa: PLR2004 - Keras 3 shown
        return ("keras3_legacy_code", "error", (f"{name} is in {where} and in no Keras 3: the Keras installed{shown} "
                f"is Keras 3 (TensorFlow {_keras3_from(paste)}+ brings it, or it was installed over an older "
                "TensorFlow), and this code or library was written for Keras 2"),
                _keras2_back(paste) if to_keras2_end else f"{last_with}, or a release of the code written for Keras 3")
    return ("keras_version_skew", "error", (f"the code imports {name}, which {where} has: the Keras installed{shown} "
            "is newer than the code was written for"), (f"{last_with}, or a release of the code written for the "
            "Keras installed"))


# tf.keras names TensorFlow itself removed, by the last release whose tf.keras had each: multi_gpu_model (deprecated
# in 2.0 "to be removed after 2020-04-01", last in 2.3's API). The Keras API table cannot say this: it lists the keras
# package's own modules, which held names tf.keras never exported (CuDNNLSTM, np_utils, the multi-backend's Merge)
_TF_KERAS_REMOVED = {"utils.multi_gpu_model": "2.3"}
# layers Keras 3 dropped that its tf.keras mirror (keras._tf_keras, from keras/src/legacy/layers.py) still exports
_KERAS3_TF_KERAS_LEGACY = frozenset({"RandomHeight", "RandomWidth", "ThresholdedReLU"})


def _tf_keras_name(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A name tf.keras lacks that an older tf.keras had: a layer Keras 3 removed, or a name TensorFlow removed.

    The layers come from the Keras API table (keras.layers.X up to Keras 2.15 and in no Keras 3, less those Keras 3's
    tf.keras mirror still exports); the names TensorFlow removed, from _TF_KERAS_REMOVED. Not where a TensorFlow or
    Keras that has the name is shown.
    """
    module = event.get("module") or event.get("module2") or ""
    name = event.get("name") or event.get("name2") or ""
    if module == "layers" and name not in _KERAS3_TF_KERAS_LEGACY and (
            span := keras_name_span(f"keras.layers.{name}", paste.tables)) is not None and span.gone and \
            version_tuple(span.gone)[:1] == (3,):
        return _tf_keras_layer(name, paste)
    if (last_line := _TF_KERAS_REMOVED.get(f"{module}.{name}")) is None:
        return None
    rel, keras, last = paste.release(), paste.ctx.packages.get("keras"), version_tuple(last_line)
    if (rel is not None and rel.key <= last) or (keras and version_tuple(keras)[:2] <= last):
        return None  # that TensorFlow (or Keras) has it: not a version matter
    shown = (f"TensorFlow {rel.line}" if rel else f"the TensorFlow beside Keras {keras}" if keras else
             "the TensorFlow installed")
    meaning = (f"tf.keras lacks {name}: TensorFlow {last_line} was the last whose tf.keras.{module} has it, and "
               f"{shown} is newer than the code was written for")
    fix = (f"`{_pip(paste)} install 'tensorflow=={last_line}.*'` (with a Python it has wheels for), or a release of "
           "the code written for the TensorFlow installed")
    if rel is None and not keras:
        return ("keras_version_skew", "warning", f"uncertain: {meaning} (`pip show tensorflow` decides)", fix)
    return ("keras_version_skew", "error", meaning, fix)


def _tf_keras_layer(layer: str, paste: _Paste) -> _Resolved | None:
    """A layer tf.keras lacks that Keras had up to its last 2.x release and no Keras 3 has: tf.keras is Keras 3.

    TensorFlow 2.16+'s tf.keras is Keras 3, which removed a few layers (LocallyConnected1D/2D, DenseFeatures). Not
    where the paste shows Keras 2 (a keras 2.x, a TensorFlow that brings it); uncertain where neither TensorFlow's nor
    Keras' version is shown.
    """
    keras = _keras_shown(paste)  # (3,) for a TensorFlow that brings Keras 3, or Keras 3's words or files
    if (keras is not None and keras[:1] < (3,)) or (keras is None and paste.release() is not None):
        return None
    if keras is None:
        return ("keras3_legacy_code", "warning", (f"uncertain: tf.keras lacks {layer}, which Keras 2 has and no Keras "
                f"3 has: most likely tf.keras is Keras 3 here (TensorFlow {_keras3_from(paste)}+) and the code was "
                "written for Keras 2 (`pip show tensorflow keras` decides)"), _keras2_back(paste))
    return ("keras3_legacy_code", "error", (f"tf.keras lacks {layer}: it is Keras 3 here (TensorFlow "
            f"{_keras3_from(paste)}+), which removed it (Keras 2 has it), and the code was written for Keras 2"),
            _keras2_back(paste))


def _r_tf_keras_name(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The name's reading where the paste decides it; the uncertain one waits for the context's readings."""
    found = _tf_keras_name(event, paste)
    return found if found and found[1] == "error" else None


def tf_keras_name_gone(paste: _Paste) -> Explanation | None:
    """A name tf.keras lacks that earlier Keras releases had, no version shown, where no other reading decided."""
    event = next(iter(paste.events.get("tf_keras_name_missing", ())), None)
    if event is None or (found := _tf_keras_name(event, paste)) is None:
        return None
    cause, level, meaning, fix = found
    return Explanation("context", cause, level, (), 0, event.line, meaning, fix)


def _keras2_back(paste: _Paste) -> str:
    """How to run code that imports Keras 2's keras package where Keras 3 is installed."""
    first, pip = _keras3_first(paste), _pip(paste)
    keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major
    pin = (f"`{pip} install 'tensorflow<{first.line}'` (TensorFlow {keras2.line}, whose keras is Keras 2), or "
           if keras2 and first else "")
    return (f"{pin}keep Keras 3 and take Keras 2 from tf-keras (`{pip} install {_tf_keras_pin(paste)}, the code "
            "importing tf_keras where it imports keras; TF_USE_LEGACY_KERAS=1 makes tf.keras Keras 2 too), or port the "
            "code to Keras 3")


def _r_layer_of_other_keras(event: LogEvent, paste: _Paste) -> _Resolved:
    """Keras 2's Sequential refusing a library's object: most often a layer built on the other Keras.

    A library's layer built on tf.keras (keras-mdn-layer 0.3's MDN) added to a model of the standalone keras fails
    so, as does the reverse; a class of the library's that subclasses no Layer does too.
    """
    found = f"a {event.get('found')} object" if event.get("found") else "the object"
    return ("keras_version_skew", "warning", (f"uncertain: Keras' Sequential model refused {found}: most often a "
            "layer of the other Keras (a tf.keras layer, or a library's built on tf.keras, added to a model of the "
            "standalone keras, or the reverse); a class that subclasses no Layer fails the same way; the imports "
            "decide (`import keras` against `from tensorflow import keras`)"), (
            "build the model and its layers with one Keras: `from tensorflow import keras` throughout (with the "
            f"library's tf.keras release), or the standalone keras throughout (`{_pip(paste)} show keras tensorflow` "
            "shows both) with the library's release made for it"))


def _r_bfloat16_headers(event: LogEvent, paste: _Paste) -> _Resolved:
    """A TensorFlow source build whose bfloat16.cc and the NumPy headers disagree on the ufunc loop's signature.

    NumPy 1.19 made its dimensions const (tensorflow#40688): the type the compiler spells for the typedef, on any of
    its lines, is the headers', const (a NumPy from 1.19 under an older source) or not (an older NumPy under a source
    made for 1.19); else uncertain.
    """
    pip = _pip(paste)
    spelt = next((aka for e in paste.events.get(event.kind, (event,)) if (aka := e.get("aka"))), None)
    rebuild = "in the Python the build uses, `bazel clean`, then build again"
    older = f"`{pip} install 'numpy<1.19.0'` (1.18.5) {rebuild}; or build a release made for NumPy 1.19 (2.4 or later)"
    newer = f"`{pip} install 'numpy>=1.19.2'` (the NumPy the source's setup.py asks for) {rebuild}"
    why = ("TensorFlow's bfloat16.cc does not compile against the NumPy headers the build found: NumPy 1.19 made the "
           "dimensions of its ufunc loops (PyUFuncGenericFunction) const")
    if spelt is None:
        return ("numpy_incompatible", "warning", (f"uncertain which way: {why}, and the compiler's note does not "
                "spell the headers' type (`const` in it is NumPy 1.19 or later)"), (
                f"{older}; or, for a source made for NumPy 1.19, {newer}"))
    if re.search(r"\bconst\b", spelt):
        return "numpy_incompatible", "error", f"{why}, and these headers are from 1.19 on: the source is older", older
    return "numpy_incompatible", "error", f"{why}, and these headers are older: the source was made for 1.19", newer


def _r_concat_old_order(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """tf.concat called with TensorFlow 0.x's order: the standalone keras before 1.2.2.

    Decided where a keras before 1.2.2 is named, uncertain where Keras is only named or shown in use (its frames, its
    banner, its imports); not where the code shown makes the old call itself (`tf.concat(1, [a, b])`), a keras from
    1.2.2 on is named, or a TensorFlow before 1.0 (whose order it is).
    """
    ctx, tf = paste.ctx, version_tuple(paste.ctx.version() or "")
    kerases = [version_tuple(k)[:3] for k in ctx.kerases_named]
    named = kerases or {"keras_word", "keras_package_frame", "keras_backend_banner"} & ctx.flags
    if (not named or (tf and tf[:1] < (1,)) or "own_old_concat" in ctx.flags
            or any(k >= (1, 2, 2) for k in kerases)):
        return None
    why = ("keras before 1.2.2 calls tf.concat with TensorFlow 0.x's argument order (the axis first), and TensorFlow "
           "1.0 swapped them (tf.concat(values, axis)), so the list of tensors reaches the int32 axis")
    fix = (f"`{_pip(paste)} install 'keras>=1.2.2'` (keras 2.x for the Keras 2 API), or TensorFlow 0.12 with the keras "
           "1.x installed")
    if kerases:
        return "keras_version_skew", "error", f"the standalone keras installed predates TensorFlow 1.0: {why}", fix
    return ("keras_version_skew", "warning", (f"uncertain: Keras is named, and {why}; `pip show keras` decides (a "
            "keras from 1.2.2 on, or none, is not the cause)"), fix)


def _r_keras_tuple_history(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """tf.keras reading the history of a tensor the standalone keras made (a plain tuple there): two Kerases mixed.

    Read where the paste names Keras or TensorFlow (other code's tuples have no .layer either).
    """
    if "keras_word" not in paste.ctx.flags and not names_tensorflow(paste.ctx):
        return None
    return ("keras_version_skew", "error", ("a tf.keras layer was given a tensor made by the standalone keras (the "
            "multi-backend keras, before 2.4, keeps a tensor's history as a plain tuple; tf.keras reads its .layer): "
            "the model mixes two Kerases, most often a library built on tf.keras (or moved to it in a release) under "
            "code that imports keras, or the reverse"), (
            "build the model and its layers with one Keras: `from tensorflow.keras.layers import Input` (not `from "
            "keras.layers import Input`) with a library built on tf.keras (CyberZHG's keras-* libraries build on it "
            f"under TF_KERAS=1), or the library's release made for the standalone keras (`{_pip(paste)} show "
            "keras tensorflow` and the library's release notes pair them)"))


def _r_keras_load_variables(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A saved model's layer without (all) its variables in the file: another Keras release's file, uncertain.

    Keras 2.13-2.15 read each other's .keras files wrongly (and had bugs with their own), and Keras 3 reads Keras 2's
    nested models' weights under other paths; a model built otherwise than the one saved (a layer added or renamed,
    a custom layer creating its weights outside build()) gives the same words. Under Keras 3 it is Keras 2's file
    only where the paste shows a Keras 2 saver (an .h5 file, TensorFlow 2.15 or older named); else it is not read.
    """
    rel, keras, ctx = paste.release(), paste.ctx.packages.get("keras"), paste.ctx
    keras3, first = _keras3_shown(rel, keras), _keras3_first(paste)
    older = first is not None and any(version_tuple(v)[:2] < first.key[:2] for v in ctx.tensorflows_named)
    if keras3 and not ("h5_file" in ctx.flags or older):
        return None
    pip, h5 = _pip(paste), not event.get("layer")  # Keras 2's .h5 loader (not the .keras format's)
    layer, expected, received = (next((g for g in (event.get(f"{f}{n}") for n in ("", "2", "3", "4")) if g), "")
                                 for f in ("layer", "expected", "received"))
    held = ("no weights where this Keras looks for them" if received == "0" else
            f"{'more' if int(received) > int(expected) else 'fewer'} weights ({received}) than the model built here "
            f"has ({expected})")
    which = ("an .h5 file of another release, whose layer makes other weights" if h5 else "a .keras file of another "
             "Keras 2.13-2.15 release, or a bug of those; a Keras 2 file under Keras 3")
    said = (f"uncertain: the file holds {held}, for layer '{layer}': most often another Keras (or TensorFlow) release "
            f"saved it ({which}), else the model built here differs from the one saved (a layer added, renamed, "
            "configured or nested otherwise, a custom layer making its weights outside build())")
    if keras3:
        return ("keras3_legacy_code", "warning", f"{said}; Keras 3 is installed here", (
            f"load the Keras 2 file with Keras 2: `{pip} install {_tf_keras_pin(paste)} and export "
            "TF_USE_LEGACY_KERAS=1 before importing TensorFlow; then save it again as .keras with the Keras that will "
            "load it, or build the model exactly as it was saved"))
    return ("keras_version_skew", "warning", said, (
        "load the file with the Keras (TensorFlow) release that saved it and save it again with the one that will "
        "load it (or the weights alone, by model.save_weights, into a model built the same way); or build the model "
        "exactly as it was saved"))


# a keras module's missing attribute, as Python words it ("module 'keras.layers' has no attribute 'experimental'")
# (a submodule's: `module 'keras' has no attribute ...` is most often a broken install or a keras.py of the user's)
_KERAS_ATTR = re.compile(r"module ?'keras(?:\.\w{1,40}){1,4}' has no attribute")


def _addons_layer_under_keras3(layer: str, paste: _Paste) -> _Resolved | None:
    """A saved model's tensorflow-addons layer unknown to the Keras loading it: Keras 3's, where the paste shows it.

    tensorflow-addons registers its layers (`Addons>...`) with Keras 2 when it is imported, and supports no Keras 3.
    A TensorFlow before Keras 3 (2.15 and older) is not read (a Keras 3 beside it is the pair's reading). Keras 3's own
    files in the traceback decide; else Keras 2 in use (tf_keras' frames, TF_USE_LEGACY_KERAS, tf-keras installed)
    rules it out, and the versions listed come before the words. Under Keras 2 the usual reason is the code loading
    the model before `import tensorflow_addons`: not read.
    """
    ctx, rel, keras = paste.ctx, paste.release(), paste.ctx.packages.get("keras")
    keras2_loads = "legacy_keras_env" in ctx.flags or "tf_keras" in ctx.frame_packages or "tf-keras" in ctx.packages
    versions_shown = bool(keras) or (rel is not None and rel.keras_major is not None)
    keras3_loads = "keras3_files" in ctx.flags or (not keras2_loads and (
        _keras3_shown(rel, keras) if versions_shown else "keras3_said" in ctx.flags))
    if (rel is not None and rel.keras_major == 2) or not keras3_loads:  # noqa: PLR2004 - 2.15 and older: the pair's
        return None
    pip = _pip(paste)
    return ("keras3_legacy_code", "error", (f"the model holds {layer}, a tensorflow-addons layer, and Keras 3 loads "
            "it (its files, or the versions, show it): tensorflow-addons registers its layers with Keras 2 only, and "
            "supports no Keras 3"), (f"load it with Keras 2: `{pip} install {_tf_keras_pin(paste)} and "
            "TF_USE_LEGACY_KERAS=1 set before TensorFlow is imported (then `import tensorflow_addons` before loading), "
            f"or `{pip} install 'tensorflow<{_keras3_from(paste)}'`"))


def _builtin_of_other_keras(name: str, paste: _Paste) -> _Resolved:
    """A saved model names a built-in class of other Keras releases than the one loading it."""
    resave = "or rebuild the model in code and load only its weights"
    if name == "Merge":  # keras 2.2.0 removed the legacy Merge layer (its release notes)
        return ("keras_version_skew", "error", ("the model uses Merge, Keras 1's layer, which keras 2.2.0 removed (2.0 "
                "and 2.1 kept it as a legacy layer): it was saved by Keras 1 or a keras before 2.2, and a newer Keras "
                "is loading it"), (f"`pip install 'keras<2.2'` with a TensorFlow 1.x to load it, {resave} (Add, "
                                   "Concatenate...)"))
    if name == "DepthwiseConv2D":  # keras.layers has it from keras 2.1.5 (March 2018)
        return ("keras_version_skew", "error", ("the model uses DepthwiseConv2D, keras.layers' own from keras 2.1.5 "
                "(before, MobileNet's custom layer in keras.applications.mobilenet, which load_model finds only "
                "through custom_objects): the model and the Keras loading it are on either side of 2.1.5, or a keras "
                "2.1.4 or older was not given custom_objects"),
                ("with keras 2.1.4 or older, `load_model(path, custom_objects={'relu6': mobilenet.relu6, "
                 "'DepthwiseConv2D': mobilenet.DepthwiseConv2D})` (from keras.applications import mobilenet); else "
                 f"load it with keras 2.1.5 or newer, or the release that saved it, {resave}"))
    if name.startswith("CuDNN"):
        rel = paste.release()
        keras3 = (rel is not None and rel.keras_major == 3) or (  # noqa: PLR2004
            version_tuple(paste.ctx.packages.get("keras") or "")[:1] >= (3,))
        legacy = ("`pip install tf-keras` and TF_USE_LEGACY_KERAS=1 first (Keras 3 has no tf.compat.v1.keras), then "
                  if keras3 else "")
        return ("keras_version_skew", "error", (f"the model uses {name}, a layer of TensorFlow 1.x's Keras (and the "
                "standalone keras), which TensorFlow 2's tf.keras does not have (its LSTM and GRU use cuDNN by "
                "themselves): it was saved by a TensorFlow 1.x Keras and is loaded by TensorFlow 2"),
                (f"{legacy}load it with custom_objects={{'{name}': tf.compat.v1.keras.layers.{name}}} (a GPU only), "
                 f"or with the TensorFlow 1.x that saved it, {resave} ({name.removeprefix('CuDNN')})"))
    return ("keras_version_skew", "error", (f"the model names {name}, a class of tf.keras (TensorFlow's Keras, which "
            "names its initializers and versioned layers so), which the Keras loading it does not have: it was "
            "saved by tf.keras and is loaded by the standalone keras package (or an older TensorFlow)"),
            (f"load it with tf.keras (`tf.keras.models.load_model`) of the TensorFlow that saved it (a library made "
             f"for either Keras picks tf.keras by its switch: keras-bert's TF_KERAS=1, for one), {resave}"))


def _r_keras_skew(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: C901, PLR0911, PLR0912 - a branch a wording
    if event.get("softmax_axis"):  # another framework's softmax, or a TensorFlow that takes `axis`: not read
        return _softmax_axis(paste)
    if "partially initialized module" in event.line:  # a circular import, or a keras.py of the user's: no version's
        return None
    if event.get("callback"):  # not read where no Keras or TensorFlow shows (PyTorch Lightning's callbacks)
        return _callback_hooks(event, paste)
    if layer := event.get("addons_layer"):
        return _addons_layer_under_keras3(layer, paste)
    if event.get("export_saved"):
        if "experimental_export" in paste.ctx.flags:  # the code's own import of what TensorFlow 2.x removed
            return None
        return _tf_files_mixed(paste, "TensorFlow's own Keras cannot import export_saved_model (a 1.x release's "
                               "keras/saving imports it from its saved_model module, where a 2.x release's files put a "
                               "package without it)", "a tensorflow-gpu 1.x installed over a 2.x tensorflow, as on "
                               "Colab")
    if paste.has("tensorflow_not_installed") or re.search(r"No module named '?keras'? and '?tensorflow\b",
                                                           event.line, re.IGNORECASE):
        return _r_not_installed(event, paste)  # TensorFlow is not there either: another interpreter, not a Keras
    if (found := _nightlies_of_one_week(paste)) is not None:
        return found
    if (found := _keras_never_had(event) or _tf_internal_missing(event, paste)
            or _keras_src_missing(event, paste) or _keras_mixed(event, paste) or _keras_nodes_mixed(event, paste)
            or _multi_gpu_internals(event, paste)
            or _tf_keras_attr(event, paste)) is not None:
        return found
    if event.get("kprep"):
        return _keras_preprocessing(paste)
    if attr := event.get("compat_v2"):
        return _tf1_compat_v2(attr, paste)
    if event.get("add_weight_name"):
        return _add_weight_shape_first(paste)
    if (event.get("config_kwarg_init") in _KWARGS_NOT_KERAS_ALONE
            and not {"keras_frame", "model_load_frame"} & paste.ctx.flags):
        return None  # Python's words for another library's keyword (scikit-learn's groups, XGBoost's subsample)
    if any(event.get(k) for k in ("config_kwarg", "config_kwarg_v1", "config_kwarg_init", "functional")):
        return _saved_by_other_keras(event, paste)
    # a built-in class of another Keras release; not TensorFlow.js' loader (its classes are its release's), nor a
    # class of the user's own under that name
    if name := event.get("builtin_class"):
        other = {"tfjs_named", "builtin_name_defined"} & paste.ctx.flags
        return None if other else _builtin_of_other_keras(name, paste)
    if event.get("multi_backend_tf2"):
        return _multi_backend_on_tf2(paste)
    if event.get("bn_reshape"):
        return ("keras_version_skew", "error", ("the standalone keras 2.2.4's batch_normalization reshapes moments "
                "of more than one dimension with (-1), a number where TensorFlow wants a shape (`[-1]`), so a batch "
                "normalization whose moments keep the input's rank (BatchNormalization(axis=1), keras-frcnn's "
                "FixedBatchNormalization) does not build: a bug of that keras release, fixed in 2.2.5"),
                f"`{_pip(paste)} install keras==2.2.5`, or the keras release the code pins (its requirements)")
    if event.get("keras_shape"):
        return ("keras_version_skew", "error", ("the code reads a tensor's _keras_shape, which only the standalone "
                "multi-backend keras (up to 2.3.1) set, on its own layers' tensors (tf.keras and keras 2.4+ do not): "
                "the code was written for that keras"),
                (f"read the shape as `keras.backend.int_shape(x)` (every Keras has it), or the keras the code was "
                 f"written for: `{_pip(paste)} install keras==2.3.1` (the last multi-backend keras, with TensorFlow "
                 "1.14-2.1) and its layers throughout"
                 + (f"; where keras_applications reads it, `{_pip(paste)} install -U keras_applications`"
                    if "keras_applications_used" in paste.ctx.flags else "")))
    if attr := event.get("keras22_attr"):
        return ("keras_version_skew", "error", (f"the code uses Model.{attr}, which the standalone keras had up to "
                "2.2.5 and 2.3.0 removed (tf.keras has none either): the keras installed is newer than the code was "
                "written for"), (f"`{_pip(paste)} install keras==2.2.5` (with TensorFlow 1.x, which that keras runs "
                "on), or change the code to model.add_metric(...)"))
    module = event.get("module") or ""
    rel = paste.release()
    if "keras.src." in event.line and module in _KERAS3_ONLY and (rel is None or rel.keras_major != 3):  # noqa: PLR2004
        with_tf = f"TensorFlow {rel.line} comes with Keras 2" if rel else "the Keras installed is Keras 2"
        return ("keras_version_skew", "error", (f"the code (or a library) imports keras.src.{module}, which exists in "
                f"Keras 3 only; {with_tf}"), (f"use Keras 3 (TensorFlow {_keras3_from(paste)} or newer), or the "
                "release of that library written for Keras 2"))
    if (table := _keras_table(event, paste)) is not None:
        return table
    keras = paste.ctx.packages.get("keras")
    keras3 = _keras3_shown(rel, keras) or ("keras3_said" in paste.ctx.flags and keras is None)  # words, unless shown
    if (event.get("kmod") or event.get("name") or event.get("kname_bare") or _KERAS_ATTR.search(event.line)) and keras3:
        return _r_keras3(event, paste)  # a Keras 2 module or name under Keras 3: the code is Keras 2's
    if event.get("tf_needed") or event.get("keras_export"):  # keras 2.4 on, on a TensorFlow older than it needs
        return _keras_newer_than_tf(event, paste)
    if (code := _keras_over_nightly(rel, keras, paste) or _code_wants_other_keras(rel, keras, paste)) is not None:
        return code
    req = _keras_requirement(paste)
    if _NO_KERAS.search(event.line) and keras is None:
        return _keras_elsewhere(paste) if "keras_satisfied" in paste.ctx.flags else _keras_not_installed(paste, req)
    keras2 = last_release(paste.tables, lambda r: r.keras_major == 2)  # noqa: PLR2004 - Keras' major, not a cut-off
    paired = first_release(paste.tables, lambda r: _declared_keras(r) is not None)
    fix = (f"`{_pip(paste)} install '{req}'` (what TensorFlow {paste.release().line} declares)"  # type: ignore[union-attr]
           if req else (f"install the Keras that matches TensorFlow (keras==2.X for TensorFlow 2.X from {paired.line} "
           f"to {keras2.line}; Keras 3 from {_keras3_from(paste)}), or the Keras the code was written for")
           if keras2 and paired else "install the Keras that matches TensorFlow, or the Keras the code was written for")
    fix = _keras_flavour_switch(paste) + fix
    if event.get("tfk_name"):  # TensorFlow 2.0-2.5's tensorflow.keras is its own: a broken install, not read
        lines = paste.ctx.log_lines
        if (rel is not None and not (2, 6) <= rel.key <= (2, 15)) or (
                lines and version_tuple(lines[1]) < (2, 6)):
            return None
        return ("keras_version_skew", "error", ('tensorflow.keras came up empty (no file behind it, "unknown '
                'location"): TensorFlow 2.6-2.15 serves tensorflow.keras from the keras package installed beside it, '
                "and the keras there is not the one this TensorFlow declares (another release, or none)"), fix)
    if (event.get("name") or event.get("kname_bare")) and rel is None and keras is None:
        # a name not importable from a keras module, and neither version shown: a Keras older or newer than the code,
        # or the code importing it from the wrong module (`from keras.engine.topology import Merge`)
        return ("keras_version_skew", "warning", ("uncertain: a name the code imports from a Keras module is not there "
                "in the Keras installed; the paste shows neither TensorFlow's nor Keras' version, so whether that "
                "Keras is older or newer than the code, or the import names the wrong module, is open (`pip show keras "
                "tensorflow` and the Keras release whose module has that name decide)"), fix)
    return ("keras_version_skew", "error", ("the Keras installed does not match TensorFlow (or the code expects "
            "another Keras version)"), fix)


# the keras package itself is not importable (not a module of it: "No module named 'keras.engine'")
_NO_KERAS = re.compile(r"No module named '?keras'?(?![\w.])")


def _keras_elsewhere(paste: _Paste) -> _Resolved:
    """`import keras` finds none, and pip says keras is installed: in its own Python, not the one running the code."""
    jupyter = "jupyter" in paste.ctx.flags
    where = "the Jupyter kernel" if jupyter else "the Python that runs the code"
    kernel = (" (select that environment's kernel: python -m ipykernel install --user --name ENV)" if jupyter
              else "")
    return ("wrong_interpreter", "error", (f"pip finds keras installed, yet {where} cannot import it: pip belongs to "
            "another Python (another environment, or a program's own bundled Python) than the one running the code"),
            ("install into the Python that runs the code (`<that python> -m pip install keras`; print sys.executable "
             f"in it to find it), or run the code with the Python pip installed into{kernel}"))


def _keras_not_installed(paste: _Paste, req: str | None) -> _Resolved:
    """`import keras` finds no keras package: none installed in this Python, or the code runs in another one."""
    rel, pip = paste.release(), _pip(paste)
    if rel is not None and req:  # 2.6 on: tf.keras is the keras package, a dependency TensorFlow declares
        return ("keras_version_skew", "error", (f"no keras package is importable in this Python, and TensorFlow "
                f"{rel.line} loads tf.keras from it (it declares {req}): it was removed, or this TensorFlow came "
                "from a conda channel whose build did not bring it"),
                f"`{pip} install '{req}'` with the Python that runs the code")
    nightly = _declared_nightly(rel)
    if rel is not None and nightly:  # 2.5: keras-nightly installs the keras module tf.keras loads
        return ("keras_version_skew", "error", (f"no keras package is importable in this Python, and TensorFlow "
                f"{rel.line} loads tf.keras from the keras module that {nightly} installs: it was removed (a "
                "`pip uninstall keras` takes the same folder)"),
                f"`{pip} install --force-reinstall '{nightly}'` with the Python that runs the code")
    if rel is not None:  # before 2.5: Keras is inside TensorFlow, and the standalone keras is another package
        return ("keras_version_skew", "error", (f"the code imports the standalone keras package, which is not "
                f"installed: TensorFlow {rel.line} does not bring it (its Keras is tf.keras, inside TensorFlow)"),
                ("import Keras through TensorFlow (`from tensorflow import keras`), or install "
                 f"{_keras_of(rel, None)}"))
    return ("keras_version_skew", "warning", ("uncertain: no keras package is importable in this Python; TensorFlow "
            "2.6 and later bring it as a dependency, older releases (and some conda builds) do not, or the code runs "
            "in another interpreter or kernel than the one it was installed in (`python -m pip show keras "
            "tensorflow`, run with the Python that runs the code, decides)"),
            ("with the Python that runs the code: for TensorFlow 2.6-2.15 the keras of its minor (`python -m pip "
             "install 'keras==2.X.*'`, 2.X from `pip show tensorflow`), for 2.16+ Keras 3 (`python -m pip install "
             "'keras>=3'`); before 2.6, import Keras through TensorFlow (`from tensorflow import keras`)"))


def _r_module_python(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A compiled module built for one Python loaded by another: a wheel of another Python, copied or forced in.

    Where the release is known, the tables say whether it has a wheel for the Python running it.
    """
    built, running = event.get("built") or "?", event.get("running") or "?"
    if built == running:  # (the same Python: the check did not refuse it for that)
        return None
    rel = paste.release()
    meaning = (f"a compiled module built for Python {built} was loaded by Python {running}: the package installed "
               f"is Python {built}'s build (a wheel forced or copied in, or a site-packages shared by two Pythons)")
    if rel is not None and not python_fits(rel, running, windows=paste.ctx.windows):
        return ("python_unsupported", "error", f"{meaning}; TensorFlow {rel.line} has no wheel for Python {running}",
                (f"run it with Python {built} (a virtual environment or conda environment with python={built}), or a "
                 f"TensorFlow release with a Python {running} wheel"))
    return ("python_unsupported", "error", meaning, (f"run it with Python {built}, the one it was built for (a "
            f"virtual environment or conda environment with python={built}); or reinstall the package with Python "
            f"{running}'s own pip (`{_python_of(running, paste)} -m pip install --force-reinstall <package>`), where a "
            f"build for {running} exists"))


def _r_estimator(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: PLR0911 - one return per release span
    """An error inside tensorflow_estimator, or tf.estimator missing: read with the release's requirement (tables).

    From 1.13 to 2.15 each release requires the tensorflow-estimator of its own minor; before, the estimator was
    inside TensorFlow; from 2.16 there is none. The estimator's TensorFlow 2 API (api._v2) under TensorFlow 1.x is an
    estimator 2.x; a name the estimator of TensorFlow's own minor lacks is the code's (tf.estimator.inputs is
    tf.compat.v1.estimator.inputs in 2.x). tf.compat missing as TensorFlow 2.0-2.1 import is an estimator of a later
    minor.
    """
    rel, pip = paste.release(), _pip(paste)
    if event.get("compat"):
        return _compat_before_estimator(paste, rel, pip)
    first = first_release(paste.tables, lambda r: bool(r.estimator))
    last = last_release(paste.tables, lambda r: bool(r.estimator))
    if first is None or last is None:  # tables without the estimator's requirement: what the message says
        return ("dependency_conflict", "warning", f"uncertain: {pattern(event.kind).meaning}",
                pattern(event.kind).fix)
    if rel is not None and rel.key > last.key:
        return ("dependency_conflict", "error", (f"TensorFlow {rel.line} has no Estimator API: {last.line} was the "
                f"last release with tf.estimator (and tensorflow-estimator); the code or a library needs an older "
                "TensorFlow"), (f"`{pip} install 'tensorflow=={last.line}.*'` for this code, or port it to Keras "
                                "(model.fit)"))
    if rel is not None and rel.key < first.key and event.get("shim"):  # its own estimator module missing: broken
        return None
    if rel is not None and rel.key < first.key:
        return ("dependency_conflict", "error", (f"TensorFlow {rel.line} has no tensorflow-estimator package (its "
                f"estimator is inside it, tf.estimator): the code or a library imports the package, which "
                f"TensorFlow {first.line} and later require"), (f"`{pip} install 'tensorflow=={first.line}.*'` or "
                "newer for this code, or the library's release made for TensorFlow " + rel.line))
    if rel is None:
        what = ("TensorFlow has no tf.estimator here, and the paste does not show which TensorFlow: after "
                f"{last.line} there is none (the code needs an older one), from {first.line} to {last.line} the "
                "tensorflow-estimator package provides it (missing, or another release's), or the install is broken"
                if event.get("tf_attr")
                else "an error inside tensorflow_estimator, and the paste does not show which TensorFlow it runs "
                "with: most often the tensorflow-estimator installed is another release's than TensorFlow's, else "
                "the code uses an estimator name of another release")
        return ("dependency_conflict", "warning", (f"uncertain: {what}; `pip show tensorflow tensorflow-estimator` "
                "decides (the same minor is the pair)"), (f"`{pip} install 'tensorflow-estimator==X.Y.*'` with X.Y "
                f"TensorFlow's own minor ({first.line} to {last.line}); with a later TensorFlow, `{pip} install "
                f"'tensorflow=={last.line}.*'`"))
    return _estimator_of(event, paste, rel)


# the releases whose own import loads tensorflow-estimator through tf.compat (conda then paired tensorflow 2.0 and 2.1
# with tensorflow-estimator 2.2: tensorflow#40819)
_ESTIMATOR_AT_IMPORT = frozenset({(2, 0), (2, 1)})


def _compat_before_estimator(paste: _Paste, rel: Release | None, pip: str) -> _Resolved | None:
    """tf.compat missing as TensorFlow 2.0-2.1 import: a tensorflow-estimator of a later minor asks for it first.

    Sure where a traceback runs through TensorFlow's package (site-packages/tensorflow), uncertain without; not read
    where a tensorflow.py of the code's own shadows the package, or the estimator shown is TensorFlow's own minor.
    """
    pinned = paste.ctx.packages.get("tensorflow-estimator")
    if rel is None or rel.key[:2] not in _ESTIMATOR_AT_IMPORT or "own_tensorflow_py" in paste.ctx.flags or (
            pinned and version_tuple(pinned)[:2] == rel.key[:2]):  # the estimator shown is TensorFlow's own minor
        return None
    framed = "tf_frame" in paste.ctx.flags
    why = (f"TensorFlow {rel.line} has tf.compat, but its own import loads tensorflow-estimator, and an estimator of a "
           f"later minor (2.2+; conda's channels then paired it with tensorflow {rel.line}) asks for tf.compat before "
           "TensorFlow has set it up")
    return ("dependency_conflict", "error" if framed else "warning",
            why if framed else (f"uncertain: {why}; the paste shows no traceback through TensorFlow's import, which "
                                "would confirm it (`pip show tensorflow-estimator` gives the estimator's minor)"),
            (f"`{pip} install 'tensorflow-estimator=={rel.line}.*'` (conda: `conda install "
             f"tensorflow-estimator={rel.line}`), the estimator of TensorFlow's own minor"))


def _estimator_of(event: LogEvent, paste: _Paste, rel: Release) -> _Resolved:
    """An estimator error under a release that requires tensorflow-estimator: the one installed, by what shows it."""
    have, pip = paste.ctx.packages.get("tensorflow-estimator"), _pip(paste)
    declared = rel.estimator[0]
    requires = (f"TensorFlow {rel.line}.0's wheel pinned {declared}, a build of tensorflow-estimator {rel.line}"
                if declared.startswith("tf-estimator-nightly") else f"TensorFlow {rel.line} requires {declared}")
    fix = f"`{pip} install 'tensorflow-estimator=={rel.line}.*'` ({requires})"
    name = event.get("name") or event.get("iname")
    if have is not None and version_tuple(have)[:2] == rel.key[:2]:  # the pair: the code's name is another release's
        what = f"`{name}`" if name else "the module it imports"
        return ("dependency_conflict", "info", (f"not a mismatch: tensorflow-estimator {have} is TensorFlow "
                f"{rel.line}'s own, and it lacks {what}: the code (or a library) was written for another TensorFlow "
                "(TensorFlow 1's tf.estimator.inputs is tf.compat.v1.estimator.inputs in 2.x)"),
                "use the name of this release's estimator, or the TensorFlow the code was written for")
    if have is not None:
        admits = _admits((declared,), have)
        return ("dependency_conflict", "error", (f"tensorflow-estimator {have} is installed, made for TensorFlow "
                f"{'.'.join(map(str, version_tuple(have)[:2]))}, and {requires}"
                f"{' (a range that admits later minors: the pair is the same minor)' if admits else ''}"), fix)
    if "api._v2" in (event.get("path") or "") and rel.key[:1] == (1,):
        return ("dependency_conflict", "error", (f"the estimator's TensorFlow 2 API (api._v2) was loaded: a "
                f"tensorflow-estimator 2.x is installed, and {requires}"), fix)
    if name or event.get("tf_attr"):  # the code's name, another release's estimator, or a broken install
        what = f"the estimator lacks `{name}`" if name else f"TensorFlow {rel.line} has no tf.estimator here"
        return ("dependency_conflict", "warning", (f"uncertain: {what}: the tensorflow-estimator installed is "
                f"another release's than TensorFlow {rel.line}'s, the code uses an estimator name of another "
                "TensorFlow, or the install is broken (a leftover tensorflow folder, a file of the code's own named "
                "tensorflow.py); `pip show tensorflow tensorflow-estimator` decides"),
                (f"{fix}; if it is TensorFlow's own minor, `{pip} install --force-reinstall "
                 f"'tensorflow=={rel.line}.*'`"))
    said = "another release's (it lacks that module)" if event.get("sub") else "not installed in this Python"
    return ("dependency_conflict", "error", f"tensorflow_estimator is {said}, and {requires}", fix)


def _r_metaclass(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """typing.Generic beside a metaclass under Python 3.6: absl-py 2.0+ (which dropped 3.6), or another package's.

    Only where the paste shows typing.Generic in the class (`Generic[_T]`) or a Python 3.6 or older: the same words
    come from any two metaclasses mixed (the code's own class, Qt's and ABC's).
    """
    ctx, pip = paste.ctx, _pip(paste)
    py = version_tuple(ctx.python) if ctx.python else None
    generic = "generic_named" in ctx.flags
    if (py and py >= (3, 7)) or not ((py and py <= (3, 6) and ctx.frame_packages) or generic):
        return None
    if "absl" in ctx.frame_packages or "absl_named" in ctx.flags:
        return ("dependency_conflict", "error", ("absl-py 2.0 or newer under Python 3.6 (or older): its flags "
                "module derives a class from typing.Generic with a metaclass, which Python 3.6's typing cannot do; "
                "absl-py 2.0 dropped Python 3.6"), (f"`{pip} install 'absl-py<2'` (1.4.0, the last for Python 3.6), "
                "or a Python 3.7 or newer"))
    owner = _frame_owner(paste) or "the package whose class raised it"
    return ("python_unsupported", "warning", (f"uncertain: {owner} derives a class from typing.Generic with a "
            "metaclass, which Python 3.6's typing cannot do: its release needs Python 3.7 or newer"), (
            f"a release of {owner} that supports Python 3.6, or a Python 3.7 or newer"))


def _r_bert_graph(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """bert-serving-server's graph not built: TensorFlow 2 (it needs 1.10-1.15); a 1.x it supports is not read.

    Under a 1.10-1.15 the lines it logged before (a -model_dir without the checkpoint) say why, not this one.
    """
    rel, pip = paste.release(), _pip(paste)
    py37 = "(with a Python 3.7 or older, which TensorFlow 1.15 has wheels for)"
    if rel is not None and rel.key < (1, 10):
        return ("dependency_conflict", "error", (f"bert-serving-server needs TensorFlow 1.10 or newer 1.x; "
                f"TensorFlow {rel.line} is installed"), f"`{pip} install 'tensorflow>=1.10,<2'` {py37}")
    if rel is not None and rel.key < (2,):
        return None
    said = f"TensorFlow {rel.line} is installed" if rel else "most often TensorFlow 2 is installed"
    return ("dependency_conflict", "error" if rel else "warning", (("" if rel else "uncertain: ") + "bert-serving-"
            f"server builds its graph with TensorFlow 1.x's API (1.10-1.15) and {said}; a -model_dir without the "
            "BERT checkpoint fails so too (the lines before it say)"), (f"`{pip} install 'tensorflow>=1.10,<2'` "
            f"{py37}, or a fork made for TensorFlow 2"))


def _r_package_syntax(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A SyntaxError in an installed package's file: its code uses syntax newer than the Python running it.

    Under Python 2 the package is one for Python 3 (decided); under a Python 3, most often a release newer than that
    Python (f-strings need 3.6, `:=` and `/` parameters 3.8, `match` 3.10), uncertain. Not TensorFlow's own files
    (its `async` under Python 3.7 is read apart), nor a paste naming async or await or showing Python 2's code (a
    print statement: a package older than the Python) or a file that is no source (null bytes), nor a namespace
    folder, nor one without the SyntaxError line.
    """
    flags, py = paste.ctx.flags, paste.ctx.python
    package = _distribution_of(event.get("package"))  # (a namespace folder, google/, names no distribution)
    if ("syntax_error_shown" not in flags or {"async_named", "syntax_not_newer"} & flags or package is None
            or package in ("tensorflow", "tensorflow-core")):
        return None
    pip = _pip(paste)
    if package == "pip":
        on = f" {py}" if py else ""
        return ("python_unsupported", "error", (f"the pip installed is newer than Python{on} supports: its code does "
                "not compile there"), ("install the last pip for that Python with its own get-pip.py (https://"
                f"bootstrap.pypa.io/pip/{py or 'X.Y'}/get-pip.py), or use a newer Python"))
    if py and py.startswith("2."):
        return ("python_unsupported", "error", (f"{package}'s code is Python 3's and runs under Python {py}: this "
                f"{package} needs Python 3"), ("install it with Python 3's pip (`python3 -m pip install` the same "
                "requirement) and run it with python3; in Docker, an image whose Python is 3 (TensorFlow's images "
                f"tagged -py3); or a release of {package} made for Python 2, if one exists"))
    under = f"Python {py}" if py else "the Python running it"
    return ("python_unsupported", "warning", (f"uncertain: {package}'s installed code does not compile under {under}: "
            "most often that release is newer than this Python (f-strings need 3.6, `:=` and `/` parameters 3.8, "
            "`match` 3.10); a package written for Python 2 fails so too"), (f"install a release of {package} that "
            f"supports {under} (its PyPI page's Requires-Python says which; `{pip} install` it pinned), or use a newer "
            "Python"))


def _r_protobuf_gencode(event: LogEvent, paste: _Paste) -> _Resolved:
    """The protobuf runtime refusing generated code newer than itself (or of another major): the runtime to install."""
    gencode, runtime, proto = event.get("gencode") or "", event.get("runtime") or "", event.get("proto") or ""
    major, rel, pip = gencode.split(".")[0], paste.release(), _pip(paste)
    own = proto.startswith(("tensorflow/", "tsl/", "xla/"))
    who = "TensorFlow's" if own else f"{proto}'s"
    said = (f"{who} generated code was made with protobuf {gencode} and the runtime installed is protobuf {runtime}, "
            "which cannot load it (the runtime must be of the same major and at least the generated code's version)")
    if not own and rel is not None and rel.protobuf and not _admits(rel.protobuf, gencode):
        return ("protobuf_incompatible", "error", (f"{said}; and TensorFlow {rel.line} declares "
                f"{fitting_range(rel, 'protobuf')}, which excludes protobuf {gencode}: the package that ships "
                f"{proto} and this TensorFlow cannot share one environment"), (f"a release of that package generated "
                f"with a protobuf TensorFlow {rel.line} admits, or a TensorFlow release whose range admits protobuf "
                f"{gencode}; or the two in separate environments"))
    return ("protobuf_incompatible", "error", said, (f"`{pip} install 'protobuf>={gencode},<{int(major) + 1}'`"
            if major.isdigit() else f"`{pip} install -U protobuf`"))


def _r_keras_saved_by(event: LogEvent, paste: _Paste) -> _Resolved:
    """A model saved by one Keras release loaded by another (a project's own check of the file's keras_version)."""
    have, built = event.get("have") or "", event.get("built") or ""
    said = (f"the model was saved by Keras {built} and Keras {have} is loading it: a model file's layers and their "
            "configs differ between releases, so an older Keras often cannot read it")
    if version_tuple(have.removesuffix("-tf")) >= version_tuple(built.removesuffix("-tf")):  # a newer one loads it
        return ("keras_version_skew", "warning", (f"uncertain: the model was saved by Keras {built} and the newer "
                f"Keras {have} loads it, which most often works; the error after this line decides"), (
                f"if loading fails, `{_pip(paste)} install keras=={built.removesuffix('-tf')}` where it is loaded"))
    if built.endswith("-tf"):  # tf.keras' own version string: TensorFlow's Keras saved it
        return ("keras_version_skew", "error", said, ("load it with tf.keras (`from tensorflow import keras`) of the "
                "TensorFlow that saved it, or train and load with one Keras"))
    return ("keras_version_skew", "error", said, (f"`{_pip(paste)} install keras=={built}` where the model is loaded "
            "(the release that saved it), or train and load with one Keras"))


_RAW_OPS_FROM = (1, 14)  # the first line with tf.raw_ops: the API table dates no op before it


def _r_op_not_registered(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A core op the binary loading a graph lacks: the graph was saved by a newer TensorFlow than that binary.

    A TPU's worker lacking it is the TPU's own reading (_tpu.py).

    tf.raw_ops (TensorFlow 1.14 on) lists the core ops: one a later line added dates the saver; one 1.14 already has
    does only in TF Serving's own log (its binary is a TensorFlow older than the exporter's), as a trimmed build (a
    mobile one, a custom one) lacks old ops too. Not an add-on's op (its library not loaded), nor one a later line
    removed (a newer binary lacks it too), nor a TensorFlow the paste shows having the op (in TF Serving's log the
    TensorFlow shown is the exporter's, not the server's).
    """
    if (tpu := tpu_worker_lacks(event, paste)) is not None:
        return tpu
    op, api = event.get("op") or "", paste.tables.tf_api()
    span = api.span(f"tf.raw_ops.{op}") if api else None
    if span is None or api is None or span[1] != api.lines[-1]:
        return None
    serving = "tensorflow_serving" in event.line.lower() or "tensorflow_model_server" in event.line.lower()
    added = version_tuple(span[0]) > _RAW_OPS_FROM
    rel = None if serving else paste.release()
    if (not added and not serving) or (added and rel is not None and rel.key >= version_tuple(span[0])):
        return None
    who = "TF Serving's binary" if serving else f"TensorFlow {rel.line}" if rel else "the TensorFlow loading it"
    when = f"TensorFlow {span[0]} added it" if added else "TensorFlow's own op"
    return ("dependency_conflict", "error" if added else "warning", (f"the graph uses {op} ({when}), which "
            f"{who} does not have: the model was saved by a newer TensorFlow than the binary running it"), (
            "run it with a TensorFlow (or a tensorflow/serving image) at least as new as the one that saved the model"
            + (f" ({span[0]} or newer)" if added else "") + ", or save the model again with the TensorFlow that will "
            "load it"))


def _r_node_attr(event: LogEvent, paste: _Paste) -> _Resolved:
    """An op attribute the loading TensorFlow lacks: the graph's exporter was newer; TensorFlow Java names its own."""
    attr, op = event.get("attr"), event.get("op")
    flags = paste.ctx.flags
    which = (" (TensorFlow Java: the native library of that version, tensorflow_jni, with older copies of it removed "
             "from the application's folders)" if "tensorflow_java" in flags else " (a tensorflow/serving image of "
             "that version or newer)" if "tf_serving" in flags else "")
    return ("dependency_conflict", "error", (f"the graph gives {op} the attribute {attr}, which the TensorFlow loading "
            f"it does not have: the model was saved by a newer TensorFlow than the one running it"),
            (f"load it with a TensorFlow at least as new as the one that saved it{which}, or save the model again "
             "with the TensorFlow that will load it"))


_INSTALL_TOOLING = frozenset({"setuptools", "pip", "wheel"})  # declared by old releases; not imported at run time


def _r_tf_async(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """TensorFlow 1.12 and older under Python 3.7+: `async`, a parameter name in its generated code, is a keyword."""
    tables, rel, py = paste.tables, paste.release(), paste.ctx.python
    first = python_before_first(tables, "3.7")
    if first is None:  # tables without the 3.7 boundary: say what the message says
        return ("python_unsupported", "error", pattern("tf_python_too_new").meaning, pattern("tf_python_too_new").fix)
    first37, before = first
    if rel is not None and rel.key < first37.key:
        which, keep = f"TensorFlow {rel.line}", f"Python {max(rel.python, key=version_tuple)} for TensorFlow {rel.line}"
    else:
        which, keep = f"a TensorFlow before {first37.line}", f"Python {before} (the newest before {first37.line})"
    newer = first_release(tables, lambda r: python_fits(r, py)) if py else None
    for_py = (f"; for Python {py}: TensorFlow {newer.line} or newer" if newer and newer.key > first37.key else "")
    said = f" ({py})" if py else ""
    return ("python_unsupported", "error", (f"{which}'s generated pywrap_tensorflow_internal.py names a parameter "
            f"`async`, a keyword from Python 3.7: this Python{said} is newer than any that release supports"),
            f"use {keep}, or TensorFlow {first37.line} or newer (the first with Python 3.7 wheels){for_py}")


def python_of_import(paste: _Paste) -> Explanation | None:
    """TensorFlow's native import failing under a Python the release has no wheel for (the paste shows both)."""
    rel, py, windows = paste.release(), paste.ctx.python, paste.ctx.windows
    pythons = wheel_pythons(rel, windows=windows) if rel else ()
    if (rel is None or not py or not pythons or python_fits(rel, py, windows=windows)
            or "tf_native_import" not in paste.ctx.flags):
        return None
    return Explanation("context", "python_unsupported", "error", (), 0, f"TensorFlow {rel.line}, Python {py}", (
        f"importing TensorFlow {rel.line} failed under Python {py}; the release has wheels for Python "
        f"{pythons[0]}-{pythons[-1]} only, so it was installed around that (a pure-Python wheel, a source build "
        "or another environment's files) and its native module does not load here"),
        _python_pair_fix(paste.tables, f"TensorFlow {rel.line}", pythons, py, windows=windows))


def python_newer_than_code(paste: _Paste) -> list[Explanation]:
    """TensorFlow's own frame using a collections ABC alias Python 3.10 removed: the release predates that Python."""
    abc = paste.ctx.collections_abc
    tf_raised = abc and (abc[1] or (abc[1] is None and paste.ctx._last_frame_tf))  # noqa: SLF001 - said before frames
    first = python_before_first(paste.tables, "3.10")
    if not abc or not tf_raised or first is None:
        return []
    first310, before = first
    rel, py = paste.release(), paste.ctx.python or "3.10+"
    if rel is not None and rel.key >= first310.key:  # the release named has Python 3.10 wheels: the paste disagrees
        return []
    which = f"TensorFlow {rel.line}" if rel else f"a TensorFlow before {first310.line}"
    known = rel and rel.python and py[0].isdigit() and not python_fits(rel, py)
    fix = (_python_pair_fix(paste.tables, f"TensorFlow {rel.line}", rel.python, py) if rel and known else
           f"use Python {before} (the newest before {first310.line}'s wheels), or TensorFlow {first310.line} or newer "
           "(the first with Python 3.10 wheels)")
    return [Explanation("context", "python_unsupported", "error", (), 0, f"collections.{abc[0]}", (
        f"{which}'s own code uses collections.{abc[0]}, an alias Python 3.10 removed: this Python ({py}) is newer "
        "than any that release supports"), fix)]


# TensorFlow's and Keras' own package folders (their code importing their own parts is not another package's)
_TF_OWN_FOLDERS = frozenset({"tensorflow", "tensorflow_core", "keras", "tf_keras"})
# TensorFlow's releases whose wheels kept their modules in a tensorflow_core package
_CORE_PACKAGE_LINES = ((1, 15), (2, 1))


def _r_tensorflow_core(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """`No module named 'tensorflow_core'`: code written for TensorFlow 1.15-2.1, whose wheels had that package.

    A package's code (the traceback's last frame) is a release of it made for those; the user's own code imports
    TensorFlow's internals by that name. TensorFlow's own shim importing it, or a release of those shown, is a
    1.15-2.1 install missing its package. A dotted name (`tensorflow_core.keras`) means tensorflow_core itself
    imported: one of its parts is missing, which this reading does not say.
    """
    module, rel, pip = event.get("mod") or "tensorflow_core", paste.release(), _pip(paste)
    if "." in module:
        return None
    owner = paste.ctx.core_importer or None  # the traceback's last frame where it was raised
    if (rel is not None and _CORE_PACKAGE_LINES[0] <= rel.key <= _CORE_PACKAGE_LINES[1]) or owner in _TF_OWN_FOLDERS:
        which = f"TensorFlow {rel.line}" if rel else "the TensorFlow whose own __init__.py imports it (1.15-2.1)"
        reinstall = (f"`{pip} install --force-reinstall 'tensorflow=={rel.line}.*'`" if rel else
                     f"`{pip} install --force-reinstall 'tensorflow==X'`, X the release `{pip} show tensorflow` names,")
        return ("tf_import_failed", "warning", (f"uncertain: {which} has a tensorflow_core package, yet it does not "
                f"import: the install is incomplete (an upgrade cut short), or another TensorFlow is the one the code "
                f"imports (`{pip} show tensorflow` and `python -c 'import tensorflow as tf; print(tf.__file__)'` "
                "decide)"), f"{reinstall} in the Python that runs it")
    tf1 = rel is not None and rel.key < _CORE_PACKAGE_LINES[0]
    installed = (f"TensorFlow {rel.line}" if rel else
                 "the TensorFlow installed (none but 1.15-2.1 has it; `pip show tensorflow` says which)")
    back = (f"`{pip} install 'tensorflow==1.15.*'` (the 1.x release with tensorflow_core)" if tf1 else
            f"`{pip} install 'tensorflow==2.1.*'` (the last release with tensorflow_core{_pythons_of(paste, '2.1.0')})")
    dist = _distribution_of(owner) if owner not in _PASS_THROUGH else None
    if dist is None:
        return ("dependency_conflict", "warning", (f"uncertain: the code imports {module}, a package only TensorFlow "
                f"1.15-2.1's wheels had, so it was written for those, and {installed} has none (whose code it is, "
                "the traceback's frames say)"), (f"import the same names from tensorflow (`tf.`...), or use the "
                f"code's release made for {installed}; or {back}"))
    return ("dependency_conflict", "error", (f"{dist}'s own code imports {module}, a package only TensorFlow "
            f"1.15-2.1's wheels had: that {dist} release was made for those, and {installed} has none"), (
            f"install the {dist} release made for {installed} (`{pip} show {dist}` names the one installed), or "
            f"{back}"))


def _pythons_of(paste: _Paste, version: str) -> str:
    """"; wheels for Python 2.7, 3.5, 3.6 or 3.7" for a TensorFlow release the tables know; "" otherwise."""
    match = paste.tables.release(version)
    return f"; wheels for Python {_pythons(list(match.release.python))}" if match else ""


def _r_tf_mixed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """TensorFlow's own re-export of abs, or its SWIG wrapper's name, failing: two installs' files in one folder."""
    name = event.get("swig") or event.get("swig2")
    if name and (event.get("swig") or "tensorflow_named" in paste.ctx.flags):  # Python 2's words name no module
        native = (("_pywrap_tensorflow_internal.pyd", " a running Python held (Windows keeps a loaded one)")
                  if paste.ctx.windows else ("_pywrap_tensorflow_internal.so", ""))
        return _tf_files_mixed(paste, (f"TensorFlow's SWIG wrapper (pywrap_tensorflow_internal.py) asks its native "
                               f"module for {name}, which it lacks"), (f"an upgrade that replaced the .py files but "
                               f"not the {native[0]}{native[1]}"))
    if name:  # Python 2's words with no TensorFlow named: another SWIG module's as likely
        return None
    if "tensorflow_named" not in paste.ctx.flags:  # Python 3.6-3.7 name no module: any code's `import abs` says so
        return ("two_tensorflow_installs", "warning", ("uncertain: `cannot import name 'abs'` is TensorFlow 1.x's "
                "keras backend when files of two TensorFlow installs are mixed, but the paste shows no TensorFlow: "
                "the module that raised it decides (the traceback's last frame)"), (f"if it is TensorFlow's: `"
                f"{_pip(paste)} uninstall -y {_tf_names(paste)}`, delete the tensorflow folder left in site-packages, "
                "then install one"))
    return _tf_files_mixed(paste, "TensorFlow's own keras backend cannot import a name its other files should define",
                           "1.8's keras/_impl layout left under 1.9")


def _r_interpreter_twice(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """TensorFlow Lite's interpreter module loaded twice in one process (tf.lite and tflite_runtime, both imported)."""
    return ("two_tensorflow_installs", "error", ("two copies of TensorFlow Lite's interpreter were loaded into one "
            "process, and pybind11 refuses to register its InterpreterWrapper type twice: TensorFlow's own tf.lite "
            "and the tflite_runtime package (pycoral's interpreter; ai-edge-litert, its successor, alike) each bring "
            "one when a program imports both"), (
            "load the model with one of them only: tflite_runtime's (or ai-edge-litert's) Interpreter, and pycoral, "
            "in a process that does not import tensorflow, or `tf.lite.Interpreter` where TensorFlow is needed, "
            f"with `{_pip(paste)} uninstall tflite-runtime` (or ai-edge-litert)"))


def _tf_names(paste: _Paste) -> str:
    """The TensorFlow distributions to uninstall: those the paste lists, or every one that writes the same folder."""
    shown = sorted(paste.ctx.installed) if len(paste.ctx.installed) > 1 else []
    return " ".join(shown) if shown else "tensorflow tensorflow-gpu tensorflow-cpu tf-nightly tf-nightly-gpu"


def _tf_files_mixed(paste: _Paste, failing: str, example: str) -> _Resolved:
    """One TensorFlow file importing what another lacks: two installs' files mixed in one tensorflow folder."""
    pip = _pip(paste)
    return ("two_tensorflow_installs", "error", (f"{failing}: files of two TensorFlow installs are mixed in one "
            "site-packages/tensorflow folder (tf-nightly beside tensorflow, which share it, or a release installed "
            f"over another's files, such as {example})"), (f"`{pip} uninstall -y {_tf_names(paste)}` (every "
            "TensorFlow distribution `pip list` shows), delete the tensorflow folder left in site-packages, then "
            f"install one of them again (`{pip} install --no-cache-dir ...`)"))


def _met_elsewhere(event: LogEvent, paste: _Paste, package: str, req: str) -> bool:
    """TensorFlow's requirement, shown without the version installed, met by the version another pip line says is there.

    ("tensorflow 0.12.1 has requirement numpy>=1.11.0" retold, and pip's "neuralpy 1.3.0 has requirement
    numpy==1.9.2, but you'll have numpy 1.16.4": TensorFlow's range admits 1.16.4; the other pin is the conflict.)
    """
    if event.get("have_version"):
        return False
    others = (e for kind in ("pip_conflict", "pip_conflict_other") for e in paste.events.get(kind, ()))
    haves = {have for e in others if (e.get("package") or "").lower() == package and (have := e.get("have_version"))}
    return len(haves) == 1 and _admits((req,), haves.pop())


def _r_pip_conflict(event: LogEvent, paste: _Paste) -> _Resolved | None:
    package = (event.get("package") or "").lower()
    req = ",".join(filter(None, ((event.get("requirement") or "").replace(" ", ""),  # "protobuf!=4.21.0, <5.0.0dev"
                                 event.get("also"))))  # "keras<2.12 and >=2.11.0"
    if req[:1].isdigit():  # Poetry writes an exact pin as its bare version: "nvidia-nccl-cu12 (2.16.5)"
        req = f"=={req}"
    if req and not req.lower().startswith(package):  # Poetry and pip-compile give the range apart from the name
        req = f"{package}{req}"
    requirer = " ".join(filter(None, (event.get("requirer"), event.get("version"))))  # pkg_resources gives no version
    have = f", not {event.get('have_version')}" if event.get("have_version") else ""
    cause = {"keras": "keras_version_skew", "numpy": "numpy_incompatible", "protobuf": "protobuf_incompatible",
             "tf-keras": "keras_version_skew", "ml-dtypes": "dependency_conflict",
             "ml_dtypes": "dependency_conflict"}.get(package, "keras_version_skew" if "keras" in package else "")
    if package in _TF_DISTRIBUTIONS and event.get("requirer"):  # an add-on's range for TensorFlow itself
        rel = paste.release()  # (pip printed the range; the TensorFlow is pip's, the resolver's, or the paste's)
        return _tensorflow_range(paste, requirer, package, req[len(package):], event.get("have_version")
                                 or _requested_tensorflow(paste) or (rel.line if rel else None), printed=True)
    if (clash := _disjoint_pins(event, package, req, requirer, paste)) is not None:
        return clash
    if cause and event.get("have_version") and (refuser := _tensorflow_refused(paste)) is not None:
        return (cause, "warning", (f"{requirer} requires {req}{have}: pip's check also shows {refuser[0]} requiring "
                f"tensorflow{refuser[1]}, which the TensorFlow installed is outside; that package's pins are the "
                f"conflict to settle first (matching {package} alone leaves it)"), (f"install {refuser[0]} in its own "
                f"environment with the TensorFlow it pins (tensorflow{refuser[1]}), or a release of it made for this "
                f"TensorFlow; then `{_pip(paste)} install '{req}'`"))
    if package in _INSTALL_TOOLING:
        return _tooling_wanted(requirer, package, (req, have), paste)
    if not cause:  # another of TensorFlow's requirements (typing-extensions, h5py, six...)
        return _requested_outside(event, package, req, paste) or _requirement_unmet(event, package, req, paste)
    return None if _met_elsewhere(event, paste, package, req) else (
        cause, "error", f"{requirer} requires {req}{have}: the installed {package} does not fit",
        f"`{_pip(paste)} install '{req}'`, or upgrade TensorFlow to a release that accepts it")


def _tooling_wanted(requirer: str, package: str, wanted: tuple[str, str], paste: _Paste) -> _Resolved:
    """Pip's line on setuptools, pip or wheel: TensorFlow runs with any (information), TensorBoard not with any.

    `wanted`: (the requirement, ", not <the version installed>" or "").
    """
    req, have = wanted
    if package == "setuptools" and requirer.lower().startswith("tensorboard "):
        return ("dependency_conflict", "warning", (f"{requirer} requires {req}{have}: TensorBoard finds its plugins "
                "through setuptools' pkg_resources, and the `tensorboard` command can fail on the older one "
                "(TensorFlow's own import does not need it)"), (f"`{_pip(paste)} install '{req},<82'` (setuptools "
                "82 removed pkg_resources)"))
    return ("harmless", "info", f"{requirer} wants {req}{have}", f"`{_pip(paste)} install '{req}'`")


def _requirement_unmet(event: LogEvent, package: str, req: str, paste: _Paste) -> _Resolved:
    """Another of TensorFlow's requirements (typing-extensions, h5py, six) that the install does not meet."""
    requirer = " ".join(filter(None, (event.get("requirer"), event.get("version"))))
    have = f", not {event.get('have_version')}" if event.get("have_version") else ""
    near = paste.tables.release(event.get("version")) if _tf_requires(event) and event.get("version") else None
    have_version = event.get("have_version")
    check = _neighbour_to_check(paste, near.release if near else None, package, req,
                                f"=={have_version}" if have_version else None) if near else ""
    fix = (f"`{_pip(paste)} install '{req}'` if nothing else needs another version; otherwise a TensorFlow "
           f"release whose requirement admits it (`{_pip(paste)} install -U tensorflow`){check}, or a separate "
           "environment")
    installed = bool(event.get("have_version"))  # pip's warning after installing anyway: TensorFlow may run
    return ("dependency_conflict", "warning" if installed else "error", (f"{requirer} requires {req}{have}: pip "
            f"installed a {package} outside TensorFlow's declared range (another package asked for it); "
            "TensorFlow may run, but the two cannot both be satisfied in one environment") if installed else (
            f"{requirer} requires {req}: the {package} another requirement asks for does not fit this "
            "TensorFlow, so the install cannot be resolved"), fix)


def _tf_requires(event: LogEvent) -> bool:
    """Whether the requirer of pip's line is TensorFlow itself (tensorflow, tensorflow-gpu, tensorflow-intel...)."""
    return (event.get("requirer") or "").lower().replace("_", "-") in _TF_DISTRIBUTIONS


def _requested_outside(event: LogEvent, package: str, req: str, paste: _Paste) -> _Resolved | None:
    """The install's own pin (pip: "The user requested") outside the range TensorFlow declares: which release admits it.

    The tables hold TensorFlow's typing-extensions and wrapt ranges (2.4-2.6 pin typing-extensions ~=3.7.4, 2.13
    <4.6.0): the nearest release whose range admits the pin is the change on TensorFlow's side.
    """
    asked = paste.ctx.user_requested.get(package.replace("_", "-"))
    mine = req[len(package):] if req.lower().startswith(package) else req
    try:
        if asked is None or not share_no_version(SpecifierSet(mine), SpecifierSet(asked)):
            return None
    except InvalidSpecifier:
        return None
    near = paste.tables.release(event.get("version")) if event.get("version") else None
    line = near.release.line if near else None  # pip printed its range: the tables' row may be another patch's
    fitting = _release_admitting(paste, package, asked, near.release if near else None, skip=line)
    which = f"the nearest to {near.release.line}" if near else "the newest"
    requirer = " ".join(filter(None, (event.get("requirer"), event.get("version"))))
    tensorflow = (f"TensorFlow {fitting.line} (`{_pip(paste)} install 'tensorflow=={fitting.line}.*'`, {which} whose "
                  f"{package} range, {fitting_range(fitting, package)}, admits {package}{asked})" if fitting else
                  f"a TensorFlow whose {package} range admits {asked}")
    return ("dependency_conflict", "error", (f"{requirer} requires {req}, and the install itself asks for "
            f"{package}{asked} (the command line or a requirements file): no {package} version is in both"),
            f"{tensorflow}, or loosen the requested {package}{asked} to a version in {req}")


def _disjoint_pins(event: LogEvent, package: str, req: str, requirer: str, paste: _Paste) -> _Resolved | None:
    """Two ranges for one package that share no version: another package's against TensorFlow's, either way round."""
    if (other := _disjoint_requirer(package, req, paste)) is None:
        return _outside_tensorflow_range(package, req, requirer, paste)
    if (event.get("requirer") and not _tf_requires(event)  # two add-ons: neither side is TensorFlow's
            and other[0].split()[0].lower().replace("_", "-") not in _TF_DISTRIBUTIONS):
        return ("dependency_conflict", "error", (f"{requirer} requires {req} and {other[0]} requires "
                f"{package}{other[1]}: no {package} version is in both ranges, so the two cannot be installed in one "
                "environment"), (f"a release of {other[0].split()[0]} whose {package} range admits {req}, or a "
                f"release of {event.get('requirer')} whose range admits {package}{other[1]} (their release notes), "
                "or separate environments for the two"))
    near = paste.tables.release(event.get("version")) if event.get("version") else None
    fitting = _release_admitting(paste, package, other[1], near.release if near else None)
    which = f"the nearest to {near.release.line}" if near else "the newest"
    dist = "tensorflow" if package in ("numpy", "protobuf") else "tensorflow[and-cuda]"  # an [and-cuda] wheel's pin
    tensorflow = (f"TensorFlow {fitting.line} (`{_pip(paste)} install '{dist}=={fitting.line}.*'`, {which} "
                  f"whose {package} range, {fitting_range(fitting, package)}, meets {package}{other[1]})"
                  if fitting else f"a TensorFlow whose range admits {package}{other[1]}"
                  + _neighbour_to_check(paste, near.release if near else None, package, req, other[1]))
    return ("dependency_conflict", "error", (f"{requirer} requires {req} and {other[0]} requires "
            f"{package}{other[1]}: no {package} version is in both ranges, so the two cannot be installed in one "
            "environment, whichever version pip leaves"), (f"a release of {other[0].split()[0]} whose {package} "
            f"range admits {req} (its release notes), or {tensorflow}, or separate environments for the two"))


_CAPS = ("<", "<=", "~=", "==")  # the operators of a range with an upper bound


def _neighbour_to_check(paste: _Paste, rel: Release | None, package: str, req: str, theirs: str | None) -> str:
    """" (TensorFlow 2.6, the next line, is the one to check ...)" where the tables hold no range of the package.

    TensorFlow's range (``req``) capped below the other's (``theirs``; None: a newer one, unnamed) points to a later
    release, a floor above it to an earlier one; nothing where the tables decide (they hold the package) or the
    release is unknown.
    """
    if rel is None or _declared(rel, package):
        return ""
    mine = req[len(package):] if req.lower().startswith(package) else req
    try:
        caps = [Version(s.version.removesuffix(".*")) for s in SpecifierSet(mine) if s.operator in _CAPS]
        later = bool(caps) if theirs is None else any(
            cap < Version(t.version.removesuffix(".*")) for cap in caps
            for t in SpecifierSet(theirs) if t.operator in (">", ">=", "~=", "=="))
    except (InvalidSpecifier, InvalidVersion):
        return ""
    other = _neighbour_release(paste, rel, package, later=later)
    if other is None:
        return ""
    return (f" (the tables hold no {package} range: TensorFlow {other.line}, the {'next' if later else 'previous'} "
            f"release line, is the one to check: `{_pip(paste)} download 'tensorflow=={other.line}.*' --no-deps` and "
            "its METADATA say)")


def _r_pip_conflict_other(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Pip's check of another package's numpy or protobuf range: a conflict where TensorFlow's range shares none."""
    if "tf_uninstalled" in paste.ctx.flags:  # (the TensorFlow named may be the one pip replaced)
        return None
    package = event.get("package") or ""
    requirer = " ".join(filter(None, (event.get("requirer"), event.get("version"))))
    return _outside_tensorflow_range(package, event.get("requirement") or "", requirer, paste)


def _outside_tensorflow_range(package: str, req: str, requirer: str, paste: _Paste) -> _Resolved | None:
    """Another package's numpy or protobuf range that shares no version with the one the TensorFlow shown declares.

    Then no numpy (protobuf) fits both: that package's pin is the conflict (tensorflowjs 3.21 pins protobuf<3.20,
    TensorFlow 2.12 declares >=3.20.3), and installing its range would break TensorFlow.
    """
    rel = paste.release()
    name = requirer.split(maxsplit=1)[0] if requirer else ""
    if package not in ("numpy", "protobuf") or rel is None or not name or name in _TF_DISTRIBUTIONS:
        return None
    have = paste.ctx.tensorflow  # a patch release that changed the line's pin declares the patch's (2.9.1: <3.20)
    patched = _patch_pins(paste, rel.line, package, up_to=have) if have else []
    ranges = patched or list(rel.numpy if package == "numpy" else rel.protobuf)
    declared = [d for r in ranges if (d := requirement_spec(r))]
    try:
        theirs = SpecifierSet(req[len(package):])
    except InvalidSpecifier:
        return None
    if not declared or not str(theirs) or not all(share_no_version(d, theirs) for d in declared):
        return None
    fitting = _release_admitting(paste, package, str(theirs), rel)
    tensorflow = (f"TensorFlow {fitting.line} (whose {package} range, {fitting_range(fitting, package)}, meets it)"
                  if fitting and fitting.line != rel.line else f"a TensorFlow whose {package} range admits {req}")
    declares = (f"TensorFlow {have} declares {', '.join(patched)}" if patched else
                f"TensorFlow {rel.line} declares {fitting_range(rel, package)}")
    return ("dependency_conflict", "error", (f"{requirer} requires {req} and {declares}: no {package} version is in "
            f"both ranges, so {requirer} and this TensorFlow cannot be installed in one environment (installing {req} "
            "would break TensorFlow)"),
            (f"a release of {name} made for TensorFlow {rel.line} (one whose {package} range admits TensorFlow's), "
             f"or {tensorflow}, or separate environments for the two"))


def _r_tf_requirement_missing(event: LogEvent, paste: _Paste) -> _Resolved:
    """Setuptools' check at a program's start: a requirement of TensorFlow's is not installed at all."""
    requirement, requirer = event.get("requirement") or "", event.get("requirer") or "tensorflow"
    pip = _pip(paste)
    return ("dependency_conflict", "error", (f"{requirer} requires {requirement}, which is not installed in this "
            "environment (setuptools checks every requirement when a program's entry point starts): another install "
            "removed it, or TensorFlow was installed without its requirements (--no-deps, a copied folder)"),
            (f"`{pip} install '{requirement}'` in this environment (`{pip} check` lists what else is missing; "
             f"`{pip} install {requirer}` again installs every requirement it lacks)"))


def _tensorflow_refused(paste: _Paste) -> tuple[str, str] | None:
    """A package pip's check shows requiring a TensorFlow range the installed TensorFlow is outside (name, range)."""
    for event in paste.events.get("requires_tensorflow", ()):
        have, spec_text = event.get("have"), re.sub(r"\s+", "", event.get("spec") or "")
        if not have or not event.get("requirer_version"):
            continue
        try:
            outside = not SpecifierSet(spec_text.replace("and", ",")).contains(have, prereleases=True)
        except InvalidSpecifier:
            continue
        if outside:
            return (event.get("requirer") or "a package").split("[", 1)[0], spec_text
    return None


def _declared(rel: Release, package: str) -> tuple[str, ...]:
    """A release's requirement lines for numpy, protobuf, typing-extensions, wrapt, or one of its [and-cuda] wheels."""
    if package in ("numpy", "protobuf"):
        return rel.numpy if package == "numpy" else rel.protobuf
    if package.replace("_", "-") in ("typing-extensions", "wrapt"):
        return rel.wrapt if package == "wrapt" else rel.typing_extensions
    return tuple(r for r in rel.and_cuda if requirement_name(r) == package)


def fitting_range(rel: Release, package: str) -> str:
    """The range a release declares for numpy, protobuf or an [and-cuda] wheel, as its wheel writes it."""
    return ", ".join(r.split(";")[0] for r in _declared(rel, package))


def _patch_pins(paste: _Paste, line: str, package: str, *, up_to: str | None = None) -> list[str]:
    """The requirements on a package that a line's patch releases added (the tables' patch pins), up to a release."""
    return [pin.requirement for pin in paste.tables.patch_pins
            if pin.line == line and requirement_name(pin.requirement) == package
            and (up_to is None or version_tuple(up_to) >= version_tuple(pin.seen_in))]


def _lowest_major(spec: SpecifierSet) -> int | None:
    """The lowest major release a range admits (NumPy's: 1, 2 or 3), None where it admits none of them."""
    return next((major for major in (1, 2, 3) if any(spec.contains(f"{major}.{minor}.0") for minor in range(40))),
                None)


def _release_admitting(paste: _Paste, package: str, spec: str, near: Release | None, *,
                       skip: str | None = None) -> Release | None:
    """The TensorFlow whose declared numpy, protobuf or [and-cuda] wheel range shares a version with another's range.

    A line counts with what its newest patch release added (the tables' patch pins): that is the release pip installs.

    Of those, the one nearest the release installed (the smallest change), else the newest; never the line ``skip``.
    """
    try:
        other = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    releases = list(paste.tables.releases)
    fitting = []
    lowest = _lowest_major(other) if package == "numpy" else None
    for index, rel in enumerate(releases):
        if rel.line == skip or (lowest and rel.numpy_max_major is not None and rel.numpy_max_major < lowest):
            continue  # (a release built against NumPy 1 breaks under NumPy 2, whatever its range declares)
        later = _patch_pins(paste, rel.line, package)  # what `pip install 'tensorflow==2.8.*'` gets
        declared = [s for r in (*_declared(rel, package), *later) if (s := requirement_spec(r)) is not None]
        if declared and not any(share_no_version(d, other) for d in declared):
            fitting.append((index, rel))
    if not fitting:
        return None
    lines = [rel.line for rel in releases]
    if near is None or near.line not in lines:
        return fitting[-1][1]
    at = lines.index(near.line)
    return min(fitting, key=lambda found: (abs(found[0] - at), -found[0]))[1]


def _disjoint_requirer(package: str, req: str, paste: _Paste) -> tuple[str, str] | None:
    """Another package the paste shows requiring `package` in a range that shares no version with TensorFlow's."""
    mine = req[len(package):] if req.lower().startswith(package) else req
    for requirer, name, spec in paste.ctx.requirements:
        if name != package.replace("_", "-"):
            continue
        try:
            a, b = SpecifierSet(mine), SpecifierSet(spec)
        except InvalidSpecifier:
            continue
        if share_no_version(a, b):
            return requirer, spec
    return None


# networkx 1.11 imports fractions.gcd, which Python 3.9 removed (networkx#4335)
_NETWORKX1_LAST_PYTHON = (3, 9)


def _r_hyperopt_networkx(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """Hyperopt 0.1's toposort under networkx 2.0+ (hyperopt#318): the generator indexed, under the toposort frame.

    Other errors on that frame's line (an IndexError of hyperas' template braces) are not it; nor is a generator
    indexed elsewhere.
    """
    if "hyperopt_toposort" not in paste.ctx.flags:
        return None
    return ("dependency_conflict", "error", ("hyperopt's toposort (hyperopt/pyll/base.py) indexes the order networkx's "
            "topological_sort returns, a list up to networkx 1.11; networkx 2.0 returns a generator, so the hyperopt "
            "0.1 installed and the networkx installed do not pair ('generator' object is not subscriptable)"), (
            f"`{_pip(paste)} install -U hyperopt` (releases after 0.1 make a list first: hyperopt#319)" + (
                "" if paste.ctx.python and version_tuple(paste.ctx.python)[:2] >= _NETWORKX1_LAST_PYTHON else
                f", or `{_pip(paste)} install networkx==1.11` (the last networkx 1.x; it imports on Python 3.8 and "
                "older only, fractions.gcd being gone from 3.9)")))


# the last Keras-Applications with set_keras_submodules, and the first standalone keras that no longer calls it
_KERAS_APPLICATIONS_LAST = "1.0.7"


def _r_keras_applications(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    pip = _pip(paste)
    return ("dependency_conflict", "error", ("Keras-Applications 1.0.8 removed set_keras_submodules, which the code "
            "calling it still uses (the standalone keras 2.2.0-2.2.4's keras.applications, or a library written "
            f"against Keras-Applications {_KERAS_APPLICATIONS_LAST} or older)"), (f"`{pip} install "
            f"keras_applications=={_KERAS_APPLICATIONS_LAST}` (the last with it), or a standalone keras 2.2.5+ and a "
            "release of the library made for Keras-Applications 1.0.8"))


def _r_h5py3(event: LogEvent, paste: _Paste) -> _Resolved:
    """h5py 3 under a Keras that decodes the HDF5 attributes itself (tensorflow#44467)."""
    fix = (f"`{_pip(paste)} install 'h5py<3'` (h5py 2.10.0, the last before 3.0), or a Keras/TensorFlow that reads "
           "h5py 3's str attributes")
    if "keras_hdf5" not in paste.ctx.flags and ".attrs" not in event.line:
        if "own_decode_call" in paste.ctx.flags:
            return ("harmless", "info", ("`'str' object has no attribute 'decode'` comes from the code's own .decode() "
                    "call shown in the traceback: a str decoded under Python 3 (Python 2 code), not h5py under Keras, "
                    "which fails in Keras' HDF5 loading (`f.attrs[...].decode`); the fix is in the code"), "")
        return ("dependency_conflict", "warning", ("uncertain: `'str' object has no attribute 'decode'` is what Keras "
                "raises when h5py 3 is installed under it while loading an .h5 model, but the paste does not show "
                "Keras or HDF5 (`pip show h5py keras tensorflow` decides)"), fix)
    return ("dependency_conflict", "error", ("h5py 3 returns the HDF5 file's attributes as str; the Keras loading this "
            "model (standalone keras, or tf.keras before TensorFlow 2.5) calls .decode() on them, written for h5py 2"),
            fix)


def h5py_said(paste: _Paste) -> Explanation | None:
    """No message recognised, but a sentence says h5py 3 breaks TensorFlow.

    The Keras of its time decodes h5py 2's bytes attributes when loading .h5 models (tensorflow#44467), so h5py 2.10
    is the pin; uncertain, the words only.
    """
    if "h5py3_said" not in paste.ctx.flags or {"pytorch", "jax"} & paste.ctx.flags:
        return None
    return Explanation("context", "dependency_conflict", "warning", (), 0, "h5py 3, in words", (
        "uncertain: the words say h5py 3 breaks TensorFlow: h5py 3 returns an HDF5 file's attributes as str, and the "
        "Keras of that time (standalone keras, or tf.keras before TensorFlow 2.5) decodes them as h5py 2's bytes "
        "when it loads or saves .h5 models; `pip show h5py tensorflow keras` decides"),
        f"`{_pip(paste)} install 'h5py<3'` (h5py 2.10.0, the last before 3.0) with a TensorFlow before 2.5 (2.5 and "
        "later require h5py 3.1), or a Keras/TensorFlow that reads h5py 3's str attributes")


def _r_flatbuffers(event: LogEvent, paste: _Paste) -> _Resolved:
    """The flatbuffers 2.0 change to EndVector (no length argument): the message says which side is installed."""
    pip = _pip(paste)
    if "missing" in (event.get("side") or "").lower():
        return ("dependency_conflict", "error", ("the flatbuffers installed is older than 2.0: its EndVector() still "
                "needs the vector's length, which the code calling it, generated for flatbuffers 2.0+, no longer "
                "passes (TensorFlow's TFLite converter of 2.10 and later requires flatbuffers>=2.0)"),
                (f"`{pip} install -U flatbuffers` (within the range the calling package declares: `pip show "
                 "tensorflow` lists TensorFlow's)"))
    return ("dependency_conflict", "error", ("the flatbuffers installed is 2.0 or newer, whose EndVector() no longer "
            "takes the vector's length, which the code calling it, generated for flatbuffers 1.x (TFLite's schema "
            "code of that time, or a tool pinned to it), passes"), (f"`{pip} install flatbuffers==1.12` (what "
            "TensorFlow 2.4-2.6 pin), or a release of the calling package generated for flatbuffers 2.0+"))


def _r_flatbuffers_date(event: LogEvent, paste: _Paste) -> _Resolved:
    """The 2018 date-versioned flatbuffers release, chosen because its number sorts above every real one.

    It breaks TFLite (the converter, the interpreter's schema code), not TensorFlow's import or its GPU: decided only
    where the paste shows TFLite or flatbuffers at work, else a warning beside whatever else failed.
    """
    fix = f"`{_pip(paste)} install 'flatbuffers>=23.5.26,<100'` (a real release, not the date build)"
    chosen = (f"flatbuffers {event.get('version')} is a 2018 build whose date-like version sorts above every later "
              "release, so a floor such as TensorFlow 2.13+'s flatbuffers>=23.1.21 lets pip choose it (piwheels' "
              "Raspberry Pi index offers it)")
    if "tflite_used" not in paste.ctx.flags:
        return ("dependency_conflict", "warning", (f"{chosen}; it breaks TFLite's converter, which the paste does not "
                "show running: TensorFlow itself imports and finds the GPU without it"), fix)
    return ("dependency_conflict", "error", f"{chosen}; TFLite's converter needs a current release", fix)


# gast's releases that removed AST nodes, and the pin of the TensorFlow releases whose AutoGraph uses them
_GAST_REMOVED = {"num": ("0.3", "0.2.2", "1.15-2.1"), "str": ("0.3", "0.2.2", "1.15-2.1"),
                 "bytes": ("0.3", "0.2.2", "1.15-2.1"), "nameconstant": ("0.3", "0.2.2", "1.15-2.1"),
                 "index": ("0.4", "0.3.3", "2.2-2.4"), "extslice": ("0.4", "0.3.3", "2.2-2.4")}


def _r_tfmot_model(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """TFMOT refusing a model where the paste shows Keras 3: its classes are tf_keras' (Keras 2), not Keras 3's.

    Without Keras 3 shown it is most often a subclassed model, the code's own: no verdict; but a model it says is a
    Functional or Sequential one is a Keras model tf_keras' classes do not know, uncertain whose: most often Keras
    3's, and under a release whose tf.keras is Keras 2 another Keras 2 package's.
    """
    if not _shows_keras3(paste):
        if event.get("passed") not in ("Functional", "Sequential"):
            return None
        rel = paste.release()
        if rel is not None and rel.keras_major is not None and rel.keras_major < 3:  # noqa: PLR2004 - no Keras 3
            return ("keras_version_skew", "error", (f"uncertain: TensorFlow Model Optimization refused a "
                    f"{event.get('passed')} model under TensorFlow {rel.line}, whose tf.keras is Keras 2: the model "
                    "was built with another Keras than the one it checks against (the keras package beside tf_keras, "
                    "keras_core, TensorFlow's internal tensorflow.python.keras, or a standalone keras)"), (
                    "build the model with the Keras TensorFlow Model Optimization uses: tf.keras (with tf_keras "
                    "installed, `import tf_keras as keras`); `pip show tensorflow keras tf-keras "
                    "tensorflow-model-optimization` shows the releases"))
        return ("keras3_legacy_code", "error", ("uncertain: TensorFlow Model Optimization refused a "
                f"{event.get('passed')} model, so the model was built with another Keras than the tf_keras (Keras 2) "
                "it checks against: most often Keras 3 (TensorFlow 2.16+, or keras 3.x installed), else another Keras "
                "2 package than the one it uses (a standalone keras beside a TensorFlow before 2.6, keras beside "
                "tf_keras); `pip show tensorflow keras tf-keras` decides"), (
                f"with Keras 3: `{_pip(paste)} install tf-keras`, export TF_USE_LEGACY_KERAS=1 and build the model "
                f"with tf_keras (`import tf_keras as keras`) before {event.get('pruning')}; with a standalone keras: "
                "build it with tf.keras"))
    return ("keras3_legacy_code", "error", ("TensorFlow Model Optimization checks the model against Keras 2's "
            "(tf_keras') Sequential and Functional classes, and the model is Keras 3's (TensorFlow "
            f"{_keras3_from(paste)}+ or keras 3.x), which is neither"), (
            f"`{_pip(paste)} install {_tf_keras_pin(paste)}, export TF_USE_LEGACY_KERAS=1 and build the model with "
            f"tf_keras (`import tf_keras as keras`) before {event.get('pruning') or 'quantize_model'}"))


def _r_r_keras_progbar(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Progbar.update refusing the R keras package's arguments: that package older than the Python Keras (2.1.4+).

    Only where R's keras is shown (`update() takes ... 4 were given` is any Python method's message otherwise).
    """
    if "r_keras" not in paste.ctx.flags:
        return None
    return ("keras_version_skew", "error", pattern(event.kind).meaning, (
        'update the R keras package (`install.packages("keras")`, or `remotes::install_github("rstudio/keras")` '
        "for its development version), which matches Keras 2.1.4's Progbar; or keep Python Keras at 2.1.3 "
        '(`keras::install_keras(version = "2.1.3")`); `verbose = 0` in fit() avoids the progress bar meanwhile'))


def _r_tfp_arg_specs(event: LogEvent, paste: _Paste) -> _Resolved:
    """tensorflow-probability's check that the TensorFlow functions it mirrors keep their arguments failed."""
    rel = paste.release()
    fn = f"`{event.get('fn')}`" if event.get("fn") else "a function"
    which = f"TensorFlow {rel.line}" if rel else "the TensorFlow installed"
    pin = _addon_pin(paste, "tensorflow-probability", f"{rel.line}.0" if rel else None)
    return ("dependency_conflict", "error", (f"tensorflow-probability mirrors TensorFlow's functions and checks their "
            f"arguments; {fn} of {which} has other arguments than it expects: the tensorflow-probability installed "
            "was made for another TensorFlow release"), (f"{pin}install the tensorflow-probability release made for "
                                                         f"{which} (`{_pip(paste)} show tensorflow "
                                                         "tensorflow-probability` shows both), or the TensorFlow it "
                                                         "was made for"))


def _r_script_python(event: LogEvent, paste: _Paste) -> _Resolved:
    """An installer's own check refusing the Python running it: the Pythons it lists are the ones to use."""
    listed = re.findall(r"\d\.\d{1,2}", event.get("pythons") or "")
    newest = max(listed, key=version_tuple)
    bits = " 64-bit" if event.get("bits") else ""
    shown = ".".join((paste.ctx.python or "").split(".")[:2])
    if shown in listed and bits:  # a version it lists: the bits are what it refused
        return ("python_unsupported", "error", (f"the installer accepts only Python {', '.join(listed)}{bits}, and "
                f"the paste shows Python {shown}, one of them: the Python running it is 32-bit (or another "
                "interpreter than the one shown)"), (f"install a 64-bit Python {shown} (python.org's \"x86-64\" "
                                                     "installer) and run the installer with it"))
    running = f" (the paste shows Python {paste.ctx.python})" if paste.ctx.python else ""
    return ("python_unsupported", "error", (f"the installer accepts only Python {', '.join(listed)}{bits}, and the "
            f"Python running it is another{running}"),
            (f"run it with Python {newest}{bits}: a venv or conda environment with it (`conda create -n env "
             f"python={newest}`, then run the installer from that environment)"))


def _predates_python(paste: _Paste, owner: str | None, uses: str, since: str, also: str = "") -> _Resolved:
    """A package (the traceback's last one) using what Python `since` removed: that release of it predates the Python.

    `also`: another way out to name beside upgrading it (distutils: setuptools provides it).
    """
    pip, major, minor = _pip(paste), *since.split(".")
    who = f"{owner} (the traceback's last package)" if owner else "a package the code imports"
    dist = (_distribution_of(owner) or owner) if owner else "<that package>"
    return ("dependency_conflict", "error", (f"{who} {uses}, which Python {since} removed: that release of it predates "
            "the Python running it"), (f"upgrade it to a release made for Python {since}+ (`{pip} install -U "
                                       f"{dist}`){also}, or use Python {major}.{int(minor) - 1}"))


# the backport each message names, and the Python from which the standard library has what the backport lacks
_BACKPORTS = {"enum34": ("enum34", "enum", "3.4"), "dataclasses": ("dataclasses", "dataclasses", "3.7"),
              "typing": ("typing", "typing", "3.5")}


def _r_stdlib_shadowed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A backport of a standard module shadowing Python's own, or a package using collections' removed aliases."""
    if name := event.get("abc"):
        if "from 'collections'" not in event.line and "module 'collections'" not in event.line:
            return None  # a name another module lacks ("cannot import name 'Sequence'" from the code's own module)
        return _predates_python(paste, _frame_owner(paste, skip=("collections",)),
                                f"takes {name} from collections (collections.abc has it)", "3.10")
    dist, module, since = next(v for k, v in _BACKPORTS.items() if event.get(k))
    return ("dependency_conflict", "error", (f"the {dist} backport (for Python before {since}) is installed and "
            f"imported in place of this Python's own {module} module, which it lacks parts of"),
            (f"`{_pip(paste)} uninstall -y {dist}` (this Python has {module} itself)"))


# the standard library's names Python removed, and the first Python without them (each release's What's New)
_PYTHON_REMOVED = {"time.clock": "3.8", "platform.linux_distribution": "3.8", "base64.decodestring": "3.9",
                   "base64.encodestring": "3.9", "inspect.getargspec": "3.11", "pkgutil.ImpImporter": "3.12",
                   "configparser.SafeConfigParser": "3.12", "imp": "3.12"}


def _r_python_removed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A package still using what a newer Python removed from its standard library: it predates that Python."""
    what = event.get("removed") or f"{event.get('module')}.{event.get('name')}"
    if (since := _PYTHON_REMOVED.get(what)) is None:
        return None  # a pair the pattern admits but Python never removed (time.getargspec)
    pip, owner = _pip(paste), _frame_owner(paste, skip=(what.split(".")[0],))
    if owner is None:  # no package frame: the code's own use, or TensorFlow's, is as likely (no verdict)
        return None
    if what == "pkgutil.ImpImporter" and owner == "pip":  # pip's own vendored pkg_resources: pip predates 3.12
        return ("dependency_conflict", "error", ("the pip running is older than Python 3.12 (its vendored "
                "pkg_resources uses pkgutil.ImpImporter, which 3.12 removed), so it fails before installing anything"),
                ("upgrade pip with this Python's own installer: `python3.12 -m ensurepip --upgrade` (or get-pip.py), "
                 "then `python3.12 -m pip install --upgrade pip`"))
    if what == "pkgutil.ImpImporter" and owner in ("pkg_resources", "setuptools"):
        return ("dependency_conflict", "error", (f"an old setuptools ({owner}) runs on Python 3.12, which removed "
                "pkgutil.ImpImporter: pip is building a package from source with the old setuptools its build pins, "
                "or this environment's setuptools predates Python 3.12"), (f"install a release of the package being "
                "built that has a wheel for Python 3.12 (pip's 'Building wheel for' or 'Collecting' line names it), "
                f"or use Python 3.11; for this environment's own: `{pip} install -U 'setuptools<82'` (82 removed "
                "pkg_resources)"))
    return _predates_python(paste, owner, f"uses {what}", since)


def _r_horovod_tf(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Horovod installed without its TensorFlow extension: built before TensorFlow was there, or its build failed."""
    return ("dependency_conflict", "error", ("Horovod was installed without its TensorFlow extension: pip built it "
            "before TensorFlow was installed in this environment, or the extension's build failed (against this "
            "TensorFlow, its compiler or CUDA)"), (f"install TensorFlow first, then `HOROVOD_WITH_TENSORFLOW=1 "
                                                   f"{_pip(paste)} install --no-cache-dir --force-reinstall horovod` "
                                                   "(with that variable set the build stops at the error that left it "
                                                   "out)"))


def _r_six(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """An old six builds protobuf's classes: the six Python loads first is older than 1.10."""
    mac = "; macOS's system Python ships six 1.4.1 and loads it before pip's" if "macos" in paste.ctx.flags else ""
    return ("dependency_conflict", "error", (f"the six Python loads is older than 1.10, which protobuf's generated "
            f"classes (and TensorFlow) need{mac}"), (f"`{_pip(paste)} install --ignore-installed 'six>=1.10'` so the "
            "new six is found first, or use a Python of your own (python.org, Homebrew or a venv) rather than the "
            "system one"))


def _r_h5py_build(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Pip building h5py from source (no wheel fits): HDF5's library and headers are what its build needs."""
    pip = _pip(paste)
    fix = ("install HDF5's development files, then install again: `sudo apt install libhdf5-dev pkg-config` "
           "(Debian, Ubuntu, Raspberry Pi OS), `brew install hdf5` with `export HDF5_DIR=$(brew --prefix hdf5)` "
           f"(macOS); or `conda install h5py` (a built one), then `{pip} install` again; or a Python and platform "
           f"that h5py has wheels for, with a current pip (`python -m pip install -U pip`)")
    h5py = "h5py, which TensorFlow requires," if names_tensorflow(paste.ctx) else "h5py"
    why = ("no h5py wheel fits this Python and platform (an ARM board, a 32-bit system, a Python newer than h5py's "
           "wheels, or a pip too old for their manylinux tags)")
    if "hdf5_missing" in paste.ctx.flags:
        return ("dependency_conflict", "error", (f"pip is building {h5py} from its source: {why}, and the build "
                "needs HDF5's C library and headers, which are not installed"), fix)
    return ("dependency_conflict", "warning", (f"uncertain why the build failed: pip is building {h5py} from its "
            f"source ({why}); most often HDF5's development files are missing (the build's log says 'libhdf5.so: "
            "cannot open' or 'HDF5 not found'), else a compiler, Cython or NumPy for the build"), fix)


# the packages that install a library a community build of TensorFlow for macOS links (Homebrew's)
_DYLIB_FROM = {"libgomp": "GCC's OpenMP runtime: `brew install gcc`", "libomp": "LLVM's OpenMP runtime: "
               "`brew install libomp`"}


def _r_tf_dylib(event: LogEvent, paste: _Paste) -> _Resolved:
    """The macOS loader not finding a library TensorFlow's module links: a build made where that library was."""
    lib = event.get("lib") or ""
    stem = lib.rsplit("/", 1)[-1].split(".", 1)[0]
    source = _DYLIB_FROM.get(stem)
    get = f"install it ({source}; then a link at {lib} if it lands elsewhere)" if source else (
        f"install the library at {lib}")
    return ("tf_import_failed", "error", (f"TensorFlow's native module links {lib}, which is not there: this build "
            "(a community or self-made macOS build) was made on a machine that had it, so importing TensorFlow "
            "fails"), f"{get}, or use a TensorFlow build that does not link it (`{_pip(paste)} install tensorflow`)")


# the first TensorFlow without its own s3 and hdfs file systems (2.6 moved them into tensorflow-io)
_FILESYSTEMS_MOVED = (2, 6)


def _r_filesystem_twice(event: LogEvent, paste: _Paste) -> _Resolved:
    """A file-system scheme registered twice: TensorFlow's own and a tensorflow-io made for another release.

    From 2.6 TensorFlow has no s3 or hdfs of its own: the plugin was loaded twice (two tensorflow-io installs, or it
    and a library registering the scheme), uncertain; with no release shown, either.
    """
    scheme, rel, pip = event.get("scheme") or "", paste.release(), _pip(paste)
    which = f"TensorFlow {rel.line}" if rel else "this TensorFlow"
    fix = (f"install the tensorflow-io release made for {which} (tensorflow-io's README pairs them), or the "
           f"TensorFlow it was made for; `{pip} show tensorflow tensorflow-io` shows both, and `{pip} list` shows a "
           "second tensorflow-io (in the user site, or tensorflow-io-nightly)")
    if rel is not None and rel.key < _FILESYSTEMS_MOVED:
        return ("dependency_conflict", "error", (f"the file system for {scheme} is registered twice: {which} has its "
                "own, and a file-system plugin (tensorflow-io) registers it again, so that plugin was made for "
                "another TensorFlow release"), fix)
    return ("dependency_conflict", "warning", (f"uncertain: the file system for {scheme} is registered twice: a "
            "TensorFlow before 2.6 has its own s3 and hdfs beside tensorflow-io's (a tensorflow-io made for a later "
            "TensorFlow); from 2.6 only tensorflow-io has them, so it was loaded twice (two tensorflow-io installs, "
            "or a library registering the scheme too)"), fix)


def _r_hdf5_mismatch(event: LogEvent, paste: _Paste) -> _Resolved:
    """HDF5's library loaded beside an h5py built against another HDF5: two sources (conda's and pip's) mixed.

    HDF5 aborts the process on its own check (unless HDF5_DISABLE_VERSION_CHECK lets it go on); h5py's warning alone
    says it may only cause problems. Where neither h5py nor TensorFlow is named, the program may be another's: said
    as uncertain.
    """
    events = paste.events.get(event.kind, ())
    built, loaded = next(((e.get("headers") or e.get("built"), e.get("library") or e.get("running")) for e in events
                          if e.get("headers") or e.get("built")), (None, None))
    h5py = any(e.get("built") for e in events) or "h5py" in paste.ctx.packages or "h5py_named" in paste.ctx.flags
    versions = f" (built against HDF5 {built}, HDF5 {loaded} loaded)" if built else ""
    aborts = any(e.get("aborts") for e in events) and not any(e.get("continues") for e in events)
    pip = _pip(paste)
    fix = ("install h5py and HDF5 from one source: in a conda environment `conda install -c conda-forge h5py hdf5` "
           f"(both from one channel); with pip's h5py, `{pip} install --force-reinstall --no-cache-dir h5py` (its "
           "wheel carries its own HDF5) and no conda or system HDF5 first on LD_LIBRARY_PATH; "
           "HDF5_DISABLE_VERSION_CHECK only hides the check")
    if not h5py and not names_tensorflow(paste.ctx):  # no h5py nor TensorFlow named: another program's build, maybe
        return ("dependency_conflict", "warning", (f"uncertain which program: the HDF5 library loaded is not the one a "
                f"program here was compiled against{versions}; most often h5py (what Keras saves .h5 models with), "
                "from another source than the HDF5 loaded, else another program's own build"), (
                f"{fix}; for a program built here, rebuild it against the HDF5 installed"))
    if aborts:
        return ("dependency_conflict", "error", (f"the HDF5 library loaded is not the one h5py (what Keras saves and "
                f"loads .h5 models with) was compiled against{versions}, and HDF5 stops the process on that: h5py "
                "and HDF5 come from two sources (pip's h5py and conda's hdf5, or two channels)"), fix)
    return ("dependency_conflict", "warning", (f"h5py runs against another HDF5 than it was built against{versions}: "
            "h5py and HDF5 come from two sources (pip's h5py and conda's hdf5, or two channels), which may break "
            "saving and loading .h5 models"), fix)


# what building each of those packages from source needs beyond a compiler (their own build instructions)
_BUILD_NEEDS = {
    "scipy": "a Fortran compiler and BLAS/LAPACK (`sudo apt install gfortran libopenblas-dev liblapack-dev`)",
    "grpcio": "a C++ compiler and Python's headers, and an hour or more on a small board"}


# the Debian (and Raspberry Pi OS) packages that carry those dependencies built
_OS_PACKAGES = {"scipy": "python3-scipy", "grpcio": "python3-grpcio"}


def _r_dependency_build(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A package TensorFlow (or its add-on) needs that pip had to build from source, no wheel fitting, and could not.

    Not read where the paste names no TensorFlow (another project's build), nor where pip's fallback of before 21
    installed the package with setup.py after all (nothing failed).
    """
    package = (event.get("package") or "").lower().replace("_", "-")
    installed = {(e.get("installed") or e.get("package") or "").lower().replace("_", "-")
                 for e in paste.events.get(event.kind, ()) if e.get("done") or e.get("installed")}
    if not names_tensorflow(paste.ctx) or not package or event.get("done") or package in installed:
        return None
    pip = _pip(paste)
    if package == "tensorflow-io-gcs-filesystem":  # TensorFlow's optional plugin: installing without it is the way
        return ("dependency_conflict", "error", ("pip found no tensorflow-io-gcs-filesystem wheel for this Python and "
                "platform and could not build it; TensorFlow requires it but imports it only where "
                "TF_USE_MODULAR_FILESYSTEM is set (its own gs:// support is built in)"), (
                f"install TensorFlow without it (`{pip} install --no-deps` TensorFlow, then its other requirements), "
                "or a Python and platform it has wheels for"))
    base = package.removesuffix("-tools")
    needs = _BUILD_NEEDS.get(base, "a compiler and the package's build dependencies")
    ways = (["on a Raspberry Pi, piwheels (Raspberry Pi OS's pip index) has it built"] if "arm32" in paste.ctx.flags
            else [(f"upgrade pip (`python -m pip install -U pip`: an old pip does not read the newer wheels' tags) "
                   f"and retry, or use a Python {package} publishes wheels for")])
    if (os_package := _OS_PACKAGES.get(base)) is not None and not paste.ctx.windows:
        ways.append(f"`sudo apt install {os_package}` (Debian's, built) with a venv made `--system-site-packages`")
    ways.append(f"`conda install -c conda-forge {package}` (built)")
    return ("dependency_conflict", "error", (f"pip found no {package} wheel for this Python and platform (an ARM "
            f"board, a Python newer than {package}'s wheels, or a pip too old for their tags), so it built {package} "
            "from source for TensorFlow's install, and the build failed"), (
            f"{'; or '.join(ways)}; then install TensorFlow again (building {package} itself needs {needs}; `{pip} "
            "install` shows the build's first error)"))


# the Python a module was built for, told by the symbol of CPython's C API it lacks (by the symbol's start)
_ABI_BUILT_FOR = (("_PyThreadState_Current", "Python 3.6 or older (3.7 removed that symbol)"),
                  ("PyFPE_jbuf", "a Python configured --with-fpectl (Debian's and Ubuntu's own, up to 3.6)"),
                  ("PyUnicodeUCS4_", "a Python 2 of 4-byte Unicode (a Linux distribution's; this one is 2-byte)"),
                  ("PyUnicodeUCS2_", "a Python 2 of 2-byte Unicode (this one is 4-byte)"),
                  ("", "Python 2 (Python 3 has no Py_InitModule4, PyCObject, PyString, PyInt or _Py_ZeroStruct)"))


def _r_python_abi_symbol(event: LogEvent, paste: _Paste) -> _Resolved:
    """A compiled module lacking a symbol of CPython's C API: built for another Python than the one loading it.

    TensorFlow's own module is a wheel of another Python (a third-party or self-built one: its cpXY tag is not this
    Python's); another package's is that package's build, which TensorFlow's import may only pass through.
    """
    symbol, lib = event.get("symbol") or "", event.get("lib") or event.get("dlopened") or ""
    built_for = next(what for start, what in _ABI_BUILT_FOR if symbol.startswith(start))
    owner = found.group("m") if (found := _SITE_PACKAGE.search(lib)) else None
    here = f" (Python {py} here)" if (py := paste.ctx.python_running or paste.ctx.python) else ""
    pip = _pip(paste)
    if owner in _TF_OWN_PACKAGES or (owner is None and ("_pywrap_tensorflow" in lib or "libtensorflow" in lib)):
        ucs4 = symbol.startswith("PyUnicodeUCS4_")  # PyPI's Linux wheels for Python 2 were cp27mu: 4-byte only
        return ("python_unsupported", "error", (f"TensorFlow's compiled module lacks {symbol}, a symbol of CPython's "
                f"C API: the wheel was built for {built_for}, not for the Python loading it{here}"), (
                "use a Python 2 built with 4-byte Unicode (a Linux distribution's own, or pyenv with "
                "PYTHON_CONFIGURE_OPTS=--enable-unicode=ucs4): PyPI's TensorFlow wheels for Python 2 (cp27mu) are "
                "for it only") if ucs4 else (
                f"install a TensorFlow wheel built for this Python: `{pip} install --force-reinstall tensorflow` from "
                "PyPI with a release that has this Python's cpXY wheel (a third-party or self-built wheel names its "
                "Python in the file's cpXY tag), or run the Python the wheel was built for"))
    if (dist := _distribution_of(owner)) is not None:
        return ("dependency_conflict", "warning", (f"{dist}'s compiled module lacks {symbol}, a symbol of CPython's C "
                f"API, so it was built for {built_for}, not for the Python loading it{here}"), (
                f"reinstall {dist} with this Python's own pip: `{pip} install --force-reinstall --no-cache-dir "
                f"{dist}`; if its path is another Python's folder (on PYTHONPATH), unset PYTHONPATH instead"))
    return ("dependency_conflict", "warning", (f"uncertain which package: a compiled module lacks {symbol}, a symbol "
            f"of CPython's C API, so it was built for {built_for}, not for the Python loading it{here}; the library's "
            "path names its package"), (f"reinstall that package with this Python's own pip: `{pip} install "
                                        "--force-reinstall --no-cache-dir PACKAGE`"))


def _r_system_python_sip(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Pip replacing a package of macOS's own Python, which System Integrity Protection keeps unchanged."""
    package = event.get("package")
    which = f"its {package}" if package else "a package of it"
    return ("dependency_conflict", "error", (f"pip tried to replace {which} in /System/Library/Frameworks/"
            "Python.framework (macOS's own Python, whose six 1.4.1 and numpy TensorFlow's requirements upgrade), and "
            "macOS's System Integrity Protection (OS X 10.11 El Capitan and later) forbids changing those files"), (
            "install into a virtualenv (or a Python of your own: python.org, Homebrew), or leave Apple's copy in "
            f"place with `sudo -H pip install --ignore-installed {package or 'PACKAGE'}` and then TensorFlow"))


def _r_wheel_dist_info(event: LogEvent, paste: _Paste) -> _Resolved:
    """A wheel pip 20+ refuses for its .dist-info folders: its maker's defect, which an older pip installs."""
    project, pip = event.get("project") or "the package", _pip(paste)
    fixed = " (intel-tensorflow's from 2.0.1)" if project.lower() == "intel-tensorflow" else ""
    return ("dependency_conflict", "error", (f"pip refuses {project}'s wheel: it holds more than one .dist-info "
            "folder, or one named for another project, which pip 20 and newer reject; the wheel was built wrong, "
            "the environment is not at fault"), (f"a later release of {project} whose wheel is fixed{fixed}; a wheel "
                                                 "built here: rebuild it from a clean tree (delete build/ and "
                                                 "*.egg-info, the project's name spelt one way); or install this one "
                                                 f"with a pip before 20 (`{pip} install 'pip<20'`, on a Python up to "
                                                 "3.11: pip 19 does not run on 3.12)"))


def _gast_fields(node: str, given: int, expected: int, paste: _Paste) -> _Resolved:
    """Gast's nodes with another number of fields than AutoGraph passes: gast 0.3 added one (type_comment).

    gast 0.2.2 is the answer only for the nodes 0.3 changed and a TensorFlow up to 2.1 (or none named).
    """
    rel = paste.release()
    if given < expected and node in ("Name", "arguments") and not (rel and rel.key > (2, 1)):
        return ("dependency_conflict", "error", (f"the gast installed builds `{node}` with {expected} fields and "
                f"TensorFlow's AutoGraph passes {given}: gast 0.3 added a field that TensorFlow 1.15-2.1, which pin "
                "gast==0.2.2, do not pass"), (f"`{_pip(paste)} install gast==0.2.2`, or a TensorFlow built for the "
                                              "gast installed (2.2+)"))
    return ("dependency_conflict", "error", (f"the gast installed builds `{node}` with {expected} fields and the "
            f"code converting Python (TensorFlow's AutoGraph, or another tool on gast) passes {given}: the gast is "
            "not the one that code was written for"), (
            f"install the gast TensorFlow declares (`{_pip(paste)} show tensorflow` lists it; 0.3.3 for 2.2-2.4)"))


def _r_gast(event: LogEvent, paste: _Paste) -> _Resolved:
    """The AST nodes of older Pythons that gast 0.3 and 0.4 removed, which AutoGraph of their time converts."""
    if (of := event.get("fields_of")) is not None:
        return _gast_fields(of, int(event.get("given") or 0), int(event.get("expected") or 0), paste)
    node = event.get("node") or ""
    removed, pin, lines = _GAST_REMOVED.get(node.lower(), _GAST_REMOVED["num"])
    return ("dependency_conflict", "error", (f"gast {removed} removed the `{node}` node, which TensorFlow's AutoGraph "
            f"of {lines} uses: those releases pin gast=={pin} (1.14 and earlier pinned none), and another gast "
            "was installed"), (f"`{_pip(paste)} install gast=={pin}`, or a TensorFlow built for the gast installed"))


def _pins(tables: Tables, package: Literal["typing_extensions", "wrapt"]) -> str:
    """The release lines whose wheels cap a package, runs of one requirement together ("2.4-2.6 ... ~=3.7.4")."""
    runs: list[tuple[list[str], str]] = []
    previous = None
    for rel in tables.releases:
        cap = capped_requirement(rel, package)
        if cap and runs and cap == previous:
            runs[-1][0].append(rel.line)
        elif cap:
            runs.append(([rel.line], cap))
        previous = cap
    return "; ".join(f"TensorFlow {lines[0]}-{lines[-1]} declare {cap}" if len(lines) > 1
                     else f"TensorFlow {lines[0]} declares {cap}" for lines, cap in runs)


def _uncapped_after(tables: Tables, rel: Release, package: Literal["typing_extensions", "wrapt"]) -> Release | None:
    """The first release after ``rel`` whose wheel no longer caps the package."""
    return first_release(tables, lambda r: r.key > rel.key and not capped_requirement(r, package))


# typing-extensions 3.10 brought TypeGuard, ParamSpec, Concatenate and TypeAlias: a pin below it lacks what most
# packages import from it (TensorFlow 2.4-2.6's ~=3.7.4)
_TYPING_MODERN = "3.10.0"


def _r_typing_extensions(event: LogEvent, paste: _Paste) -> _Resolved:
    """A name typing_extensions lacks: TensorFlow 2.4-2.6 (and 2.13) cap typing-extensions below what it needs."""
    name, rel, pip = event.get("name") or event.get("attr") or "it", paste.release(), _pip(paste)
    cap = capped_requirement(rel, "typing_extensions") if rel else None
    if rel and cap:
        after = _uncapped_after(paste.tables, rel, "typing_extensions")
        newer = (f"TensorFlow {after.line} or newer, whose wheel no longer caps it, then `{pip} install -U "
                 "typing-extensions`" if after else f"`{pip} install -U typing-extensions` (pip warns of the pin)")
        fix = (f"{newer}; or keep TensorFlow {rel.line} with a release of the package that imports {name} made for "
               f"typing-extensions {cap.split('extensions', 1)[1]}")
        if _admits((cap,), _TYPING_MODERN):  # 2.13's <4.6.0: only names from 4.6 on are missing under it
            return ("dependency_conflict", "warning", (f"uncertain: typing_extensions has no {name}; TensorFlow "
                    f"{rel.line} pins {cap} (its wheel's requirement), which is why if {name} came in a later "
                    f"typing-extensions (`{pip} show typing-extensions` and `{pip} check` decide)"), fix)
        return ("dependency_conflict", "error", (f"typing_extensions has no {name}: TensorFlow {rel.line} pins {cap} "
                "(its wheel's requirement), older than the package importing it needs, so pip keeps (or puts back) "
                "the old typing-extensions"), fix)
    return ("dependency_conflict", "warning", (f"uncertain why typing_extensions has no {name}: the typing-extensions "
            f"installed is older than the package importing it needs; TensorFlow pins it in some releases "
            f"({_pins(paste.tables, 'typing_extensions')}), which the paste does not show installed, and other "
            f"packages pin it too (`{pip} show typing-extensions` and `{pip} check` decide)"),
            f"`{pip} install -U typing-extensions`, then `{pip} check` names a package that pins it lower")


def _r_wrapt(event: LogEvent, paste: _Paste) -> _Resolved:
    """TensorFlow's tracking wrappers under wrapt 1.15+ (wrapt#231): the releases that saw it cap wrapt (or typing)."""
    rel, pip = paste.release(), _pip(paste)
    wrapper = event.get("wrapper") or "_DictWrapper"
    why = (f"wrapt 1.15+ no longer hides the TypeError its object proxy raises when __dict__ is read, and TensorFlow's "
           f"{wrapper} (its tracking wrapper around a dict or list attribute of a model) passes it on where Python "
           "expects an AttributeError (typing-extensions 4.6+ reads __dict__ so in its isinstance() checks)")
    typing_cap = capped_requirement(rel, "typing_extensions") if rel and not capped_requirement(rel, "wrapt") else None
    also = f", or `{pip} install '{typing_cap}'` (what TensorFlow {rel.line} declares)" if rel and typing_cap else ""
    fix = f"`{pip} install 'wrapt<1.15'` (1.14.1, the last before 1.15; {_pins(paste.tables, 'wrapt')}){also}"
    if "typing_extensions_frame" in paste.ctx.flags:  # its check is the frame that read __dict__
        fix = f"`{pip} install 'typing-extensions<4.6'` (its isinstance() check is what read __dict__ here), or {fix}"
    last = last_release(paste.tables, lambda r: bool(capped_requirement(r, "wrapt")))
    if rel and last and rel.key > last.key and not typing_cap:
        return ("dependency_conflict", "warning", (f"uncertain: {why}; TensorFlow {rel.line} no longer caps wrapt "
                f"(the last release that did is {last.line}), so another cause is possible (`{pip} show wrapt "
                "typing-extensions` decides)"), fix)
    return ("dependency_conflict", "error", why, fix)


def _r_tfio(event: LogEvent, paste: _Paste) -> _Resolved:
    """tensorflow-io's op library did not load: built for another TensorFlow, or none for this platform."""
    if found := paste.events.get("addon_op_library_mismatch"):  # its `caused by` list: an undefined TensorFlow symbol
        return _r_addon_ops(found[0], paste)
    library, pip = event.get("library") or "libtensorflow_io.so", _pip(paste)
    return ("dependency_conflict", "error", (f"tensorflow-io could not load {library}; uncertain which of two causes "
            "(the `caused by` list under the message says): an undefined TensorFlow symbol means it was built for "
            "another TensorFlow release (each tensorflow-io release is built for one), `cannot open shared object "
            "file` that this platform has no build of it"), (f"install the tensorflow-io release made for the "
            f"TensorFlow installed (its README's version table; `{pip} show tensorflow tensorflow-io` shows both)"))


def _r_tf_gpu_removed(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """tensorflow-gpu's placeholder: not read from words where the paste already installs the tensorflow package."""
    if event.get("said") and ("and_cuda" in paste.ctx.flags or "tensorflow" in paste.ctx.pip_flavours):
        return None  # (the user moved on: what fails now is the rest of the paste)
    last_windows = next((r.line for r in reversed(paste.tables.releases) if r.windows_native_gpu), None)
    newest = paste.tables.newest
    windows = (f"; for a GPU on native Windows the last release is tensorflow-gpu=={last_windows}.* (later: WSL2)"
               if paste.ctx.windows and last_windows else "")
    if re.search(r"tf[-_]nightly[-_]gpu", event.line, re.IGNORECASE):  # the nightly's placeholder, removed alike
        nightly = newest.gpu_package.replace("tensorflow", "tf-nightly", 1)
        return ("tensorflow_gpu_removed", "error", ("tf-nightly-gpu is now an empty package that fails on purpose; "
                "the nightly's GPU support is in tf-nightly"), (f"install `{nightly}` instead of tf-nightly-gpu (in "
                                                                "requirements, setup.py or environment.yml too)"))
    return ("tensorflow_gpu_removed", "error", ("tensorflow-gpu is now an empty package that fails on purpose; GPU "
            "support is in the tensorflow package"), (f"install `{newest.gpu_package}` instead of tensorflow-gpu "
            f"(in requirements, setup.py or environment.yml too){windows}"))


_WHICH_PYTHON = "python -c 'import sys, platform; print(sys.version, platform.machine())'"


def _unseen_wheels(tables: Tables) -> str:
    """Why pip lists no wheel for a Python that has them.

    A pip too old for the wheels' platform tags (the tables' pip_floors, from TensorFlow's pip page), or one
    of the few OS/CPU pairs without 64-bit wheels.
    """
    linux, macos = pip_floor(tables, "linux"), pip_floor(tables, "macos")
    old_pip = (f", a pip older than {linux} ({macos} on macOS) that cannot read the wheels' platform tags"
               if linux and macos else "")
    return f"a 32-bit Python{old_pip}, or an OS/CPU without wheels: Windows on ARM, an old macOS, musl (Alpine)"


_UNSEEN_FIX = (f"`{_WHICH_PYTHON}` and `pip --version` decide: upgrade pip (`python -m pip install --upgrade pip`); "
               "on a 32-bit Python install a 64-bit one (python.org's 64-bit installer)")


def _macos_compat(paste: _Paste) -> str:
    """On macOS: a Python built against an SDK before macOS 11 reports "10.16" there, and pip skips macosx_11_0 wheels.

    Python's platform module then says 10.16 (Apple's compatibility answer), so tensorflow-macos and TensorFlow's
    macOS 11+ wheels look unsupported; SYSTEM_VERSION_COMPAT=0 makes macOS report its real version (pip's and
    Apple's forums give it as the workaround).
    """
    if "macos" not in paste.ctx.flags or paste.ctx.windows:
        return ""
    return ("; on macOS 11 or newer a Python built for older macOS reports 10.16 and pip skips the macosx_11_0 "
            "wheels: `SYSTEM_VERSION_COMPAT=0 pip install ...` (or a Python built for macOS 11+)")


def _apple_before_arm64(paste: _Paste) -> str:
    """An Apple-silicon Mac before `tensorflow` had arm64 wheels (2.13): pip saw none, Apple's were tensorflow-macos."""
    first = first_release(paste.tables, lambda r: r.macos_arm64_package == "tensorflow")
    apple = last_release(paste.tables, lambda r: r.macos_arm64_package not in (None, "tensorflow"))
    if first is None or apple is None or paste.ctx.windows or _NOT_APPLE_SILICON & paste.ctx.flags:
        return ""
    return (f"; on an Apple-silicon Mac before TensorFlow {first.line} the tensorflow package had no arm64 wheel: "
            f"Apple published {apple.line} and older as {apple.macos_arm64_package} (`{_pip(paste)} install "
            f"{apple.macos_arm64_package}`); from {first.line} on the tensorflow package has them")


def _gpu_package_gone(paste: _Paste, wanted: str | None) -> _Resolved | None:
    """tensorflow-gpu pinned to a release it never had as a wheel (the tables' tensorflow_gpu_package_empty)."""
    match = paste.tables.release(wanted) if wanted else None
    if match is None or not match.release.tensorflow_gpu_package_empty:
        return None
    rel = match.release
    first = first_release(paste.tables, lambda r: r.tensorflow_gpu_package_empty) or rel
    return ("tensorflow_gpu_removed", "error", (f"tensorflow-gpu {wanted} is no TensorFlow: from {first.line} "
            "tensorflow-gpu is an empty package that fails on purpose (no later one exists); TensorFlow "
            f"{rel.line}'s GPU support is in the tensorflow package"),
            (f"`{_pip(paste)} install '{rel.gpu_package}=={wanted}'` instead of tensorflow-gpu (in requirements, "
             "setup.py or environment.yml too)"))


_WHEEL_TAGS = re.compile(r"-cp(?P<major>\d)(?P<minor>\d{1,2})-(?P<abi>\w{1,12})-(?P<platform>[\w.]{1,60})\.whl$",
                         re.IGNORECASE)
# a pure Python 3 wheel's tags (PEP 425): any Python 3, any platform
_PY3_PURE = re.compile(r"-py3-none-any\.whl$", re.IGNORECASE)
# the platform tags (PEP 425/600/656) wheels of TensorFlow and its community builds carry; a part outside them is a typo
_PLATFORM_TAG = re.compile(r"any|win32|win_amd64|win_arm64|linux_(?:x86_64|i686|aarch64|armv[67]l|ppc64le|s390x)"
                           r"|(?:many|musl)linux\w+|macosx_\d{1,2}_\d{1,2}_\w+", re.IGNORECASE)


def _misnamed_wheel(wheel: str, tags: re.Match[str]) -> _Resolved | None:
    """A wheel whose name carries a tag no interpreter has: the file's name is wrong, not this Python.

    Python 3.8 dropped the `m` ABI flag, so no Python 3.8+ accepts `cp38m` (a community build's misnaming); and a
    platform tag outside the known forms (`linux_86_64`) is a typo. pip rejects such a file on every machine.
    """
    minor, abi = int(tags.group("minor")), tags.group("abi").lower()
    bad_abi = tags.group("major") == "3" and minor >= 8 and abi.endswith("m")  # noqa: PLR2004 - 3.8 dropped "m"
    bad = [part for part in tags.group("platform").split(".") if not _PLATFORM_TAG.fullmatch(part)]
    if not (bad_abi or bad):
        return None
    which = f"the ABI tag {abi} (Python 3.8 and later have no `m` flag)" if bad_abi else f"the platform tag {bad[0]}"
    return ("python_unsupported", "warning", (f"uncertain: {wheel}'s name carries {which}, which no interpreter "
            "accepts: pip rejects the file on any machine, so its name is wrong (a typo or a build's mislabelling), "
            "not necessarily this Python; `pip debug --verbose` lists the tags this pip accepts"),
            ("rename the file to the tags it was built for (or download it again from its release page), then pip "
             "install it with the Python it was built for"))


def _other_os_wheel(wheel: str, wants: str, platform: str, paste: _Paste) -> _Resolved | None:
    """A wheel whose platform tag names another OS than the one the paste shows."""
    ctx = paste.ctx
    wheel_os = ("Windows" if platform.startswith("win") else "macOS" if platform.startswith("macosx")
                else "Linux" if "linux" in platform else None)
    here = [name for name, shown in (("Windows", ctx.windows), ("macOS", "macos" in ctx.flags),
                                     ("Linux", "linux" in ctx.flags)) if shown]
    here = [name for name in here if name != wheel_os]  # (the wheel's own name reads as its OS named)
    if wheel_os is None or len(here) != 1:  # none, or two: the paste does not decide
        return None
    py = paste.ctx.python or wants
    also = f", and it is built for Python {wants}, not {py}" if py != wants else ""
    return ("python_unsupported", "error", (f"{wheel} is a {wheel_os} wheel and the paste shows {here[0]}: pip "
            f"installs a wheel only on the OS its platform tag names{also}"), (f"pick the {here[0]} wheel of that "
            f"release for this Python (cp{py.replace('.', '')}, its {here[0]} platform tag), or `pip install` the "
            "release by name and let pip choose the file"))


def _python_of(version: str, paste: _Paste) -> str:
    """The command that runs one Python version: Windows' launcher (`py -3.7`), elsewhere `python3.7`."""
    return f"py -{version}" if paste.ctx.windows else f"python{version}"


def _unsupported_wheel(wheel: str, paste: _Paste) -> _Resolved:
    """A wheel pip calls "not a supported wheel on this platform": its tags do not fit this interpreter."""
    tags = _WHEEL_TAGS.search(wheel)
    py = paste.ctx.python
    if tags is None:
        return _pure_py3_refused(wheel) or (
            "python_unsupported", "error", f"{wheel} does not fit this Python (its tags name another one)",
            f"pick the wheel whose cpXY and platform tags fit `{_WHICH_PYTHON}`")
    wants = f"{tags.group('major')}.{tags.group('minor')}"
    platform = tags.group("platform").lower()
    if (refused := _misnamed_wheel(wheel, tags) or _other_os_wheel(wheel, wants, platform, paste)) is not None:
        return refused
    if py and py != wants:
        return ("python_unsupported", "error", f"{wheel} is built for Python {wants}; this one is {py}",
                (f"use the wheel built for Python {py} (cp{py.replace('.', '')}) where the release has one, or "
                 f"install this one with Python {wants}'s pip (`{_python_of(wants, paste)} -m pip install {wheel}`)"))
    if _x86_platform(platform) and (machine := _not_x86(paste)) is not None:
        return _x86_wheel_elsewhere(wheel, machine)
    if _x86_platform(platform):
        return ("python_unsupported", "error", (f"{wheel} is for 64-bit (x86-64) Python {wants} and pip rejects it: "
                "this Python is most likely 32-bit (TensorFlow publishes 64-bit wheels only), or it runs on another "
                f"OS or CPU; `{_WHICH_PYTHON}` tells"), (f"install a 64-bit Python {wants} (python.org's 64-bit "
                "installer) and pip install with it"))
    floor = pip_floor(paste.tables, "macos" if platform.startswith("macosx") else "linux")
    old_pip = floor is not None and ("macosx_1" in platform or "manylinux" in platform)
    why = (f", this machine is not {platform}, or this pip is older than {floor} and cannot read the platform tag"
           if old_pip else f", or this machine is not {platform}")
    upgrade = "upgrade pip (`python -m pip install --upgrade pip`) and retry, or " if old_pip else ""
    return ("python_unsupported", "error", (f"{wheel} is for CPython {wants} on {platform} and pip rejects it: the "
            f"pip used belongs to another Python than {wants}{why}"),
            (f"{upgrade}install it with Python {wants}'s own pip (`python{wants} -m pip install {wheel}`), or pick "
             f"the wheel for this Python and platform (`{_WHICH_PYTHON}` and `pip --version` tell which differs)"))


class _Machine(NamedTuple):
    """A machine that is not x86: in words, and the platform tag of its wheels."""

    words: str
    tag: str


# the machines other than x86 a paste's flags show, in the order they are told
_NOT_X86 = (("arm_machine", _Machine("an ARM machine (aarch64, a Jetson, a Raspberry Pi)", "aarch64")),
            ("power_machine", _Machine("an IBM POWER machine", "ppc64le")),
            ("s390x_machine", _Machine("an IBM Z machine", "s390x")))


def _x86_platform(platform: str) -> bool:
    """Whether a wheel's platform tag is x86-64's (manylinux's x86_64, Windows' amd64)."""
    return bool(re.search(r"x86_64|amd64", platform, re.IGNORECASE))


def _not_x86(paste: _Paste) -> _Machine | None:
    """The machine the paste shows that is not x86, if it shows one."""
    return next((machine for flag, machine in _NOT_X86 if flag in paste.ctx.flags), None)


def _x86_wheel_elsewhere(wheel: str, machine: _Machine) -> _Resolved:
    """An x86-64 wheel pip refuses on another CPU: TensorFlow's GCS plugin (imported only on request), or any."""
    said = (f"{wheel} is for x86-64 and pip rejects it: the paste shows {machine.words}, which no x86-64 wheel "
            f"installs on; `{_WHICH_PYTHON}` tells")
    if wheel.lower().startswith("tensorflow_io_gcs_filesystem-"):
        return ("dependency_conflict", "error", (f"{said}. tensorflow-io-gcs-filesystem, a requirement of TensorFlow, "
                f"publishes no {machine.tag} wheel; TensorFlow imports it only where TF_USE_MODULAR_FILESYSTEM is set "
                "(its own gs:// support is built in)"),
                ("install TensorFlow without it (`pip install --no-deps` TensorFlow's wheel, then its other "
                 "requirements; a build recipe's: drop that extension), or build tensorflow-io-gcs-filesystem from "
                 "source"))
    return ("python_unsupported", "error", said, (f"pick the project's wheel for this CPU (its platform tag "
                                                  f"{machine.tag}), or build it from source where it publishes none"))


def _pure_py3_refused(wheel: str) -> _Resolved | None:
    """A pure Python 3 wheel (py3-none-any) refused: only a Python 2's pip refuses one, whatever the platform."""
    if not _PY3_PURE.search(wheel):  # (a Python 3 said installed is not the one this pip runs under)
        return None
    return ("wrong_interpreter", "error", (f"{wheel} is pure Python 3 (py3-none-any), which pip installs on any "
            "Python 3 and platform: the pip that refused it runs under Python 2 (`pip` is Python 2's where both are "
            "installed)"), (f"install it with Python 3's pip: `pip3 install {wheel}` (or `python3 -m pip install "
                            f"{wheel}`), and run the code with python3"))


def _range_wheels(paste: _Paste, requirement: str, package: str = "tensorflow") -> tuple[str, list[str]]:
    """The releases a range of TensorFlow's own admits ("1.12-1.15") and the Pythons their wheels are for ("", [] for
    none, or for another distribution: tensorflow-macos, -intel and -cpu are not the tables' releases)."""  # noqa: D205, D209
    rels = _range_releases(paste.tables, requirement) if package in ("tensorflow", "tensorflow-gpu") else ()
    have = sorted({v for r in rels for v in wheel_pythons(r, windows=paste.ctx.windows)}, key=version_tuple)
    return (rels[0].line if len(rels) == 1 else f"{rels[0].line}-{rels[-1].line}") if rels else "", have


def _range_without_python(paste: _Paste, requirement: str, py: str) -> str | None:
    """The fix where a range's releases (`tensorflow<2.0,>=1.8.0`) have no wheel for this Python: a Python they have.

    None where the requirement bounds nothing, or one of its releases has a wheel for the Python.
    """
    span, have = _range_wheels(paste, requirement)
    if not have or ".".join(py.split(".")[:2]) in have:  # (a release of the range has a wheel for it)
        return None
    return (f"'{requirement}' admits TensorFlow {span}, which has wheels for Python {_pythons(have)} and none for "
            f"Python {py}: use Python {have[-1]} for it (e.g. a venv with python{have[-1]}), or the release of the "
            "package asking for that range made for a newer TensorFlow")


def _range_pythons(paste: _Paste, package: str, requirement: str) -> _Resolved | None:
    """No wheel for a range of older releases (`tensorflow<2,>=1.12.0`) where the paste names no Python: theirs.

    None where the range admits no release of TensorFlow's own distributions, or one with wheels for the newest Python
    the tables know.
    """
    span, have = _range_wheels(paste, requirement, package)
    if not have or have[-1] == paste.tables.newest.python[-1]:
        return None
    return ("python_unsupported", "error", (f"pip found no wheel for '{requirement}': TensorFlow {span}, all the range "
            f"admits, has wheels for Python {_pythons(have)} only, and the paste does not say which Python this is, "
            f"so uncertain, but one newer than {have[-1]} (or a 32-bit one) is the likely cause; `{_WHICH_PYTHON}` "
            "decides"), (f"use Python {have[-1]} for it (e.g. a venv or conda environment made with "
                         f"`{_python_of(have[-1], paste)}`), or the release of the package asking for that range made "
                         "for a newer TensorFlow"))


def _at_most(event: LogEvent) -> str | None:
    """The newest release a `<=X` requirement allows (`tensorflow-gpu<=1.12.0`, `tensorflow<=2.10,>=2.0`).

    Its Pythons are those asked for; not where another upper bound follows.
    """
    requirement = event.get("requirement") or ""
    found = re.search(r"<=\s?(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)(?![\d.])(?!.*<=?\s?\d)", requirement)
    return found.group(1) if found else None


def _no_wheel_named(event: LogEvent, paste: _Paste, package: str) -> _Resolved | None:
    """What the wheel pip rejected says, or tensorflow-gpu on native Windows (the package, not the Python)."""
    wheel = next((e.get("wheel") for e in (event, *paste.events.get(event.kind, ())) if e.get("wheel")), None)
    if wheel:  # pip named the wheel it rejected: its tags say what does not fit
        return _unsupported_wheel(wheel, paste)
    if package != "tensorflow-gpu" or not paste.ctx.windows:
        return None
    versions = [e.get("versions") for e in (event, *paste.events.get(event.kind, ())) if e.get("versions") is not None]
    # pip lists tensorflow-gpu wheels for this Python (the range asked for decides), or its empty "(from versions: )"
    # is a pip of 2019 or before (later ones say "none"): not the removal
    if (any(v.strip().lower() != "none" for v in versions) and not event.get("wanted")) or any(
            not v.strip() for v in versions):
        return None
    wanted = paste.tables.release(event.get("wanted")) if event.get("wanted") else None
    if wanted and not wanted.release.windows_native_gpu:
        return ("windows_native_gpu_unsupported", "error", (f"TensorFlow {wanted.release.line} has no GPU build for "
                "native Windows, so no tensorflow-gpu wheel of it exists there"), _windows_fix(paste))
    if wanted:  # a release that had Windows GPU wheels: the Python decides, not the package's removal
        return None
    return _r_tf_gpu_removed(event, paste)


def _old_pip(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """The words of a pip before 7.0 off Windows and macOS: too old for the manylinux tags of every Linux wheel."""
    ctx = paste.ctx
    if not event.get("old_pip") or ctx.windows or {"macos", "python_32bit"} & ctx.flags:
        return None
    if ctx.python and not python_lines(paste.tables, ctx.python, windows=False):  # no pip finds one for this Python
        return None
    package = (event.get("package") or "tensorflow").lower().replace("_", "-")
    return ("python_unsupported", "error", ("pip's wording is that of a pip before 7.0 (Ubuntu 14.04's pip 1.5 says "
            "'No distributions at all found'), and pip reads manylinux wheel tags only from 8.1 (the "
            "manylinux2010/2014 tags of newer TensorFlow releases from 19.0/19.3): every TensorFlow wheel for Linux "
            "is a manylinux one, so this pip sees none"), ("upgrade pip first (`python -m pip install --upgrade pip`, "
            f"or get-pip.py for the system's pip), then install {package} with it (`python -m pip install ...`)"))


def _r_no_distribution(event: LogEvent, paste: _Paste) -> _Resolved:
    """No wheel of TensorFlow itself (the Python, the platform), or of a dependency pinned beside it."""
    if (event.get("package") or "").lower().replace("_", "-") != "tensorflow-io-gcs-filesystem":
        wanted = event.get("wanted") or paste.ctx.tensorflow
        return (_gpu_package_beside(event, paste) or _prerelease_gone(event, paste)
                or _platform_without_wheels(paste, wanted)
                or _docker_on_apple_silicon(paste, wanted) or _mac_without_wheels(event, paste)
                or _listed_around(event, paste)
                or _pip_of_another_python(event, paste) or _old_pip(event, paste) or _r_no_wheel(event, paste))
    return _gcs_filesystem_wheel(event, paste)


# the package whose requirement pip's line names ("(from tensorflowonspark==1.1.0)"), not a requirements file
_REQUIRER = re.compile(r"\(from (?!versions:|-r )(?P<name>[A-Za-z][\w.-]{0,60}?)(?:[=<>!~\[]|\)|\s)")


def _gpu_package_beside(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A package requiring the `tensorflow` distribution where the TensorFlow installed is tensorflow-gpu.

    Pip does not count tensorflow-gpu as `tensorflow`, so it looks for `tensorflow` itself: with no index reachable,
    or no release in the range on it, it finds none (else it would install a second TensorFlow beside the first).
    """
    ctx = paste.ctx
    requirer = _REQUIRER.search(event.line)
    gpu, spec = ctx.packages.get("tensorflow-gpu"), _range_spec((event.get("requirement") or "")[len("tensorflow"):])
    if ((event.get("package") or "").lower() != "tensorflow" or requirer is None or "tensorflow" in ctx.packages
            or not ("tensorflow-gpu" in ctx.packages or "gpu_wheel_named" in ctx.flags)
            or (gpu and spec and not spec.contains(gpu, prereleases=True))):  # the GPU one is outside the range too
        return None
    name, pip = requirer.group("name"), _pip(paste)
    return ("dependency_conflict", "error", (f"{name} requires the `tensorflow` distribution, and the TensorFlow "
            "installed here is tensorflow-gpu, which pip does not count as `tensorflow`: pip looks for `tensorflow` "
            "itself and finds none it can install (where it finds one, it installs a second TensorFlow beside it)"), (
            f"`{pip} install {name} --no-deps` beside tensorflow-gpu, then its other requirements (`{pip} show {name}` "
            f"lists them); or a release of {name} that does not require `tensorflow` by name"))


def _prerelease_gone(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A pre-release pinned (2.3.0rc0) that pip's list lacks while it lists its final (2.3.0): not on the index.

    The list is on pip's first line ("Could not find a version ... (from versions: ...)"), for its second too.
    """
    wanted = event.get("wanted") or ""
    versions = event.get("versions") or next((e.get("versions") for e in paste.events.get(event.kind, ())
                                              if e.get("versions") and e.get("wanted") == wanted), "")
    listed = [v.strip() for v in (versions or "").split(",")]
    final = PRERELEASE.fullmatch(wanted)
    if final is None or wanted in listed or final.group("final") not in listed:
        return None
    package, release = event.get("package") or "tensorflow", final.group("final")
    return ("dependency_conflict", "error", (f"pip lists {package} {release} but not {wanted}, the pre-release asked "
            "for: that pre-release is not on the index for this Python and platform (its files removed after the "
            "final release, or never published for them), so the pin cannot be met here"),
            f"pin the final release instead: `{package}=={release}` (in the requirements or environment file)")


def _gcs_on_windows(installer: str) -> _Resolved:
    """No Windows wheel of the tensorflow-io-gcs-filesystem release asked for: they stop at 0.31.0."""
    return ("dependency_conflict", "error", (f"{installer} found no tensorflow-io-gcs-filesystem wheel of that version "
            "for this platform and Python: its Windows wheels stop at 0.31.0 (Python 3.7-3.11); it is a dependency of "
            "TensorFlow (>=0.23.1), not TensorFlow itself"), ("remove the tensorflow-io-gcs-filesystem pin from the "
            "requirements (TensorFlow's own >=0.23.1 is met by 0.31.0 on Windows, and it is not needed on Python "
            "3.12+), or pin tensorflow-io-gcs-filesystem==0.31.0 on Windows (a `sys_platform == 'win32'` marker), or "
            "run it in WSL2"))


# TensorFlow 2.16+ declares tensorflow-io-gcs-filesystem only for Pythons before 3.12 (python_version < "3.12")
_NO_GCS_PYTHON = (3, 12)


def _gcs_filesystem_wheel(event: LogEvent, paste: _Paste) -> _Resolved:
    """No wheel of tensorflow-io-gcs-filesystem, a dependency of TensorFlow: Windows, or a Python its release lacks."""
    if (listed := _listed_instead(event)) is not None and not paste.ctx.windows:
        wanted = event.get("wanted")
        return ("dependency_conflict", "error", (f"pip has tensorflow-io-gcs-filesystem {listed} for this Python and "
                f"platform, not {wanted}: that release has no wheel for this Python or platform (its releases drop old "
                "Pythons and add new ones); it is a dependency of TensorFlow (>=0.23.1), not "
                "TensorFlow itself"), (f"pin tensorflow-io-gcs-filesystem to a release pip lists here ({listed}), or "
                                       f"use a Python that {wanted} has wheels for"))
    if paste.ctx.windows or (paste.ctx.python is None and "windows" in paste.ctx.flags):
        return _gcs_on_windows("pip")
    py = f"Python {paste.ctx.python}" if paste.ctx.python else "this Python and platform"
    windows = "" if {"linux", "macos"} & paste.ctx.flags else " (on Windows its wheels stop at 0.31.0, Python 3.7-3.11)"
    return ("dependency_conflict", "error", (f"pip found no tensorflow-io-gcs-filesystem wheel for {py}{windows}: it "
            "is a project separate from TensorFlow with its own wheels, and a dependency of TensorFlow only on "
            "Pythons before 3.12 (from TensorFlow 2.16)"), ("do not install "
            "tensorflow-io-gcs-filesystem on its own on Python 3.12+ (TensorFlow 2.16+ does not need it there; "
            "remove its pin), or use a Python its releases have wheels for" if paste.ctx.python is None
            or version_tuple(paste.ctx.python) >= _NO_GCS_PYTHON else "use a Python and platform its releases have "
            "wheels for (its PyPI page lists them), or drop the tensorflow-io-gcs-filesystem pin and let TensorFlow's "
            "own requirement choose"))


# The distributions that are TensorFlow itself; tensorflow-io, -text, -addons... are projects with their own wheels.
_TF_DISTRIBUTIONS = frozenset({"tensorflow", "tensorflow-gpu", "tensorflow-cpu", "tensorflow-intel", "tensorflow-macos",
                               "tensorflow-aarch64", "tensorflow-cpu-aws"})


def _distribution(event: LogEvent) -> str:
    """The project a no-wheel message is about, by its requirement or by the wheel file's name."""
    package = (event.get("package") or "").lower().replace("_", "-")
    return package or (event.get("wheel") or "").split("-")[0].lower().replace("_", "-")


_ANY_WHEEL = re.compile(r"(?<![\w.+-])(?P<dist>[A-Za-z][\w.]{0,60}?)-\d[\w.+!-]{0,100}?\.whl\b")


def _foreign_wheel_refused(named: re.Match[str], paste: _Paste) -> _Resolved:
    """Pip's UnsupportedWheel for a wheel of a project separate from TensorFlow: its own tags, where they decide."""
    dist = named.group("dist")
    tags = _WHEEL_TAGS.search(named.group(0))
    if tags and _x86_platform(tags.group("platform")) and (machine := _not_x86(paste)) is not None:
        return _x86_wheel_elsewhere(named.group(0), machine)
    python = f"{tags.group('major')}.{tags.group('minor')}" if tags else ""
    # the file's own tags, where they decide: not abi3 (any later Python takes it), not a tag an old pip does
    # not know (macOS 11's, manylinux_2_x); the Python the paste runs being the file's leaves its platform
    if tags and tags.group("abi").lower() != "abi3" and \
            not re.match(r"macosx_1[1-9]|manylinux_2_", tags.group("platform"), re.IGNORECASE):
        platform = tags.group("platform")
        if paste.ctx.python and version_tuple(paste.ctx.python)[:2] == version_tuple(python)[:2]:
            return ("python_unsupported", "warning", (f"uncertain: pip rejected a wheel of {dist} made for "
                    f"{platform} (its tags), with the Python it was made for: this machine (or this Python's "
                    "build: a 32-bit OS on a 64-bit board) is another platform"), (f"`{_WHICH_PYTHON}` shows the "
                    f"platform: use an OS and Python for {platform} for this file, or the {dist} wheel built for "
                    "this platform"))
        made_for = f"Python {python} on {platform}"
        return ("python_unsupported", "warning", (f"uncertain: pip rejected a wheel of {dist} made for "
                f"{made_for} (its tags): this interpreter is another Python, or another platform"),
                (f"`{_WHICH_PYTHON}` shows which: for this file use {made_for} (a venv or an OS image with that "
                 f"Python), or pick the {dist} wheel built for this Python and platform"))
    return ("python_unsupported", "warning", (f"uncertain: pip rejected a wheel of {dist}, a project separate "
            "from TensorFlow with its own wheels: its Python, ABI or platform tags do not fit this interpreter"),
            (f"pick the {dist} wheel whose tags fit `{_WHICH_PYTHON}` (`pip --version` names the Python pip "
             "installs into)"))


def _r_wheel_said(event: LogEvent, paste: _Paste) -> _Resolved:
    """The UnsupportedWheel of pip whose file name the pattern did not read: retyped, cut, or another project's."""
    # the message on several lines (a title, then the output): the one that names the file tells
    named = next((m for e in (event, *paste.events.get(event.kind, ())) if (m := _ANY_WHEEL.search(e.line))), None)
    if named and named.group("dist").lower().replace("_", "-") not in _TF_DISTRIBUTIONS:
        return _foreign_wheel_refused(named, paste)
    if paste.ctx.wheels:  # the file a pip command of the paste installs: its tags say what does not fit
        return _unsupported_wheel(paste.ctx.wheels[-1], paste)
    if named and _WHEEL_TAGS.search(named.group(0)):  # the rejected file named in the message: its own tags tell
        return _unsupported_wheel(named.group(0), paste)
    py = f" (pip's own Python here: {paste.ctx.python})" if paste.ctx.python else ""
    return ("python_unsupported", "error", (f"pip rejected the TensorFlow wheel: its cpXY (Python), ABI or platform "
            f"tags do not fit the interpreter pip belongs to{py}"), (f"compare the wheel's name with `pip --version` "
            f"and `{_WHICH_PYTHON}`: install the wheel built for that Python and CPU, or run that Python's own pip "
            f"(`pythonX.Y -m pip install FILE.whl`){_windows_wheel_pythons(paste)}"))


def _windows_wheel_pythons(paste: _Paste) -> str:
    """On native Windows, which releases have (64-bit) wheels for the paste's Python, and what the older ones had."""
    ctx = paste.ctx
    if not ctx.windows or not ctx.python:
        return "; TensorFlow's Windows wheels are 64-bit only" if ctx.windows else ""
    fits = python_lines(paste.tables, ctx.python, windows=True)
    before = python_before_first(paste.tables, ctx.python, windows=True)
    span = f"TensorFlow {fits[0].line}-{fits[-1].line}" if fits else "no TensorFlow release"
    older = f"; before {before[0].line} they were for Python {before[1]} at newest" if before else ""
    return f"; on Windows, 64-bit Python {ctx.python} has wheels of {span}{older}"


def _r_nvidia_placeholder(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Pip fell back on PyPI's nvidia-tensorflow placeholder: the OS decides when it is not Linux."""
    other = "Windows" if paste.ctx.windows else "macOS" if "macos" in paste.ctx.flags else None
    if other:
        return ("python_unsupported", "error", (f"NVIDIA publishes nvidia-tensorflow wheels for Linux only (on its own "
                f"index, pypi.ngc.nvidia.com); on {other} pip finds nothing but PyPI's placeholder "
                "(nvidia-tensorflow 0.0.1.devN), whose setup.py fails on purpose"), ("run it on Linux: WSL2 on "
                "Windows, or NVIDIA's TensorFlow container (nvcr.io/nvidia/tensorflow:<release>-tf1-py3); natively on "
                "Windows, TensorFlow 2.10 is the last release with GPU support"))
    py = _python(paste) or ""
    if py.startswith("3.") and py != "3.8":  # NVIDIA/tensorflow#34: "We don't support Python 3.7. Only Python 3.8"
        return ("python_unsupported", "error", (f"nvidia-tensorflow's wheels (on NVIDIA's index) are for Python 3.8 "
                f"on Linux, and this is Python {py}: pip finds none of them and falls back on PyPI's placeholder "
                "(nvidia-tensorflow 0.0.1.devN), whose setup.py fails on purpose"), (
                "create a Python 3.8 environment (`conda create -n ntf python=3.8`, or a venv with python3.8), then "
                "`pip install -U 'pip>=20.3' nvidia-pyindex` and `pip install nvidia-tensorflow[horovod]`; or NVIDIA's "
                "TensorFlow container (nvcr.io/nvidia/tensorflow:<release>-tf1-py3)"))
    return ("python_unsupported", "warning", ("uncertain: pip found only PyPI's placeholder nvidia-tensorflow "
            "(0.0.1.devN), so no wheel on NVIDIA's index fits: its index not added (nvidia-pyindex), a Python it "
            "has no wheel for (the recent releases are for Python 3.8), or a pip older than 20.3, which cannot read "
            "their platform tags"), ("on Linux with Python 3.8: `pip install -U 'pip>=20.3' nvidia-pyindex`, then "
                                     "`pip install nvidia-tensorflow[horovod]` (`pip index versions nvidia-tensorflow` "
                                     "then lists the releases)"))


# what pip is told to install that is no project's name on PyPI (a file, an import name, Python or pip themselves,
# setuptools' module), or a project of TensorFlow's family, whose releases follow TensorFlow's rather than Python's
_NOT_A_PROJECT = re.compile(r".*\.(?:txt|py|toml|cfg|whl|zip|gz)|python[23]?|pip[23]?|cv2|sklearn|PIL|yaml|skimage"
                            r"|bs4|pkg-resources|tensorflow|tf|tf-[\w.-]+|keras[\w.-]*", re.IGNORECASE)


def _r_other_wheel(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Pip found no release of any other project: its Python's missing wheel, uncertain.

    Read only beside a Python the paste shows running, with no sign of an index pip could not reach (or one that is
    not PyPI), and with no line of the same project listing other releases or naming a package that requires it:
    without those, a misspelt name, the network, a pin that does not exist or the requirer are as likely.
    """
    dist, ctx = _distribution(event), paste.ctx
    same = [e for e in paste.events.get(event.kind, ()) if _distribution(e) == dist]
    if (not ctx.python_running or {"pip_unreachable", "private_index"} & ctx.flags
            or _NOT_A_PROJECT.fullmatch(dist) or dist.endswith((".", "-"))
            or any(e.get("requirer") or (e.get("versions") or "").strip().lower() not in ("", "none") for e in same)):
        return None
    return _other_project_wheel(event, paste, dist)


def _r_any_wheel(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """No wheel found by pip: TensorFlow's (the tables decide), or another tensorflow-* project's (they do not).

    pip-tools' joined requirements on a package outside TensorFlow's family are read only where they contradict.
    """
    if event.get("said"):
        return _r_wheel_said(event, paste)
    if (pair := _contradicting(event.get("specs") or "")) is not None and not (
            paste.has("pip_conflict") and not _distribution(event).startswith("tensorflow")):  # pip said which
        package = _distribution(event)
        return ("dependency_conflict", "error", (f"the requirements on {package} contradict each other: {pair[0]} and "
                f"{pair[1]} admit no common version (pip-tools' resolver joins every requirement on a package: "
                f"{package}{event.get('specs')}), so no release can satisfy them, whatever the Python"),
                (f"find which requirements ask for {package}{pair[0]} and {package}{pair[1]} (`pipenv graph`, or "
                 "pip-compile's `(from ...)` lines) and make them agree: a release of the package that pins one "
                 "whose pin admits the other, or drop the explicit pin"))
    dist = _distribution(event)
    if "that matches" in event.line and not dist.startswith("tensorflow"):  # (read above where they contradict)
        return None
    if dist and dist not in _TF_DISTRIBUTIONS and dist != "tensorflow-io-gcs-filesystem":
        return _other_project_wheel(event, paste, dist)
    return _r_no_distribution(event, paste)


# TensorFlow's maintainers delete old nightly builds from PyPI (about three months of tf-nightly are kept:
# iree-org/iree#17306, tensorflow/tensorboard#6517), so a requirement pinning one stops resolving; the build's date is
# in its version (dev20200810, keras-nightly's dev2021032900, tb-nightly's a20200810, tfa-nightly's dev20200827220129)
_NIGHTLY_DATE = re.compile(r"(?:dev|a)(20\d{6})\d{0,6}\b")


def _r_nightly_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: PLR0911 - one per reading
    """A pinned nightly build pip cannot find, read against the builds pip lists.

    A Python newer than the pinned line's: none built for it; newer than every one listed: not out; between: not
    built; none listed: none for this Python or platform; older than every one listed, or no listing (an old pip):
    most likely deleted, uncertain (the listing is this Python's: a newer Python's nightlies start later).
    """
    listed, package, wanted, date = event.get("versions"), event.get("package"), event.get("wanted"), event.get("date")
    if date is None or {"pip_unreachable", "private_index"} & paste.ctx.flags or (listed is None and any(
            e.get("versions") is not None and e.get("wanted") == wanted for e in paste.events.get(event.kind, ()))):
        return None  # (pip's other line, listing the builds, answers; an index not reached lists nothing)
    pip = _pip(paste)
    fix = (f"pin a {package} build that exists (`{pip} index versions {package}` lists them), or a release rather "
           "than a nightly: a requirement pinning a nightly breaks once that build is deleted")
    dates = sorted(_NIGHTLY_DATE.findall(listed or ""))
    if (newer := _python_after_nightly(paste, package or "", wanted or "")) is not None:
        return newer
    if listed is not None and not dates:
        return ("python_unsupported", "warning", (f"uncertain which: pip lists no {package} build at all, so none is "
                "published for this Python and platform (nightlies are built for the Pythons of the release in "
                "progress, 64-bit only), or pip reached no index; `python -c 'import sys, platform; "
                "print(sys.version, platform.machine())'` shows them"), (
                "use a Python that the newest TensorFlow release supports (64-bit), or a release rather than a "
                "nightly"))
    if dates and date < dates[0]:
        return ("dependency_conflict", "warning", (f"uncertain: {package}=={wanted} is older than every build pip "
                f"lists for this Python and platform (the oldest is from {_day(dates[0])}): most likely deleted "
                "(TensorFlow's maintainers delete old nightly builds from PyPI, keeping about three months of "
                "tf-nightly), else never built for this Python (a Python newer than the nightlies of then)"), fix)
    if dates and date > dates[-1]:
        return ("dependency_conflict", "error", (f"{package}=={wanted} is newer than any build pip lists for this "
                f"Python and platform (the newest is from {_day(dates[-1])}): that day's build is not published yet, "
                "or was not built for them"), fix)
    if dates:
        return ("dependency_conflict", "error", (f"pip lists {package} builds from before and after {_day(date)} but "
                f"not {wanted}: that build was not published for this Python and platform"), fix)
    return ("dependency_conflict", "warning", (f"uncertain: pip finds no {package}=={wanted} and lists none: "
            "TensorFlow's maintainers delete old nightly builds from PyPI (about three months of tf-nightly are "
            "kept), so a pinned one is most likely deleted; else that day's build was not made for this Python and "
            f"platform; `{pip} index versions {package}` decides"), fix)


def _python_after_nightly(paste: _Paste, package: str, wanted: str) -> _Resolved | None:
    """A tf-nightly build of a release line whose newest Python is older than the paste's: none was made for it.

    (A line's nightlies gain a Python no earlier than its release does; one it drops may linger in them, so only a
    newer Python decides.)
    """
    py = paste.ctx.python
    match = paste.tables.release(wanted) if package.startswith("tf-nightly") else None  # (its line: ".dev" read)
    rel = match.release if match else None
    pythons = wheel_pythons(rel, windows=paste.ctx.windows) if rel and py else ()
    if rel is None or not pythons or version_tuple(py or "")[:2] <= version_tuple(pythons[-1])[:2]:
        return None
    return ("python_unsupported", "error", (f"{package}=={wanted} is a nightly of the {rel.line} line "
            f"(release wheels for Python {_pythons(list(pythons))}): no build of it was made for Python {py}, whose "
            "nightlies begin with a later line"), (f"use Python {pythons[-1]} for that pin, or pin a current "
            f"{package} (`{_pip(paste)} index versions {package}`) or a release made for Python {py}"))


def _day(date: str) -> str:
    """"2018-06-07" for "20180607"."""
    return f"{date[:4]}-{date[4:6]}-{date[6:]}"


def _other_project_wheel(event: LogEvent, paste: _Paste, dist: str) -> _Resolved:
    """No wheel of a project separate from TensorFlow: its Pythons when tabled, what pip lists, who asked for it."""
    if wheel := event.get("wheel"):  # pip named the wheel file it refused: its tags say what does not fit
        return _unsupported_wheel(wheel, paste)
    # asked for by another package ("(from tf-models-official)"): a dependency pip cannot install
    asked = any(re.search(r"\(from (?!versions:)", e.line) for e in paste.events.get(event.kind, ()))
    py = paste.ctx.python
    # asked for by another package on a Python the paste names: no wheel for that Python is the likelier cause
    cause = "dependency_conflict" if (asked and not py) or _made_for_tensorflow(dist, paste) else "python_unsupported"
    before = _python_before(py) if py else ""
    # pip found no TensorFlow either: that one is decided by the tables and leads; this one follows it
    level: Literal["error", "warning"] = "warning" if event.kind == "other_no_distribution" or any(
        _distribution(e) in _TF_DISTRIBUTIONS for e in paste.events.get(event.kind, ())) else "error"
    # where pip reads no index, the version provided decides; else the OS past an add-on's last Windows wheels, then
    # the Pythons and platforms of its wheels in compat_tables
    unfit = _provided_unfit(event, dist) if asked and "pip_no_index" in paste.ctx.flags else None
    windows = _no_windows_wheel(dist, event, paste) if paste.ctx.windows else None
    if (tabled := unfit or windows or addon_wheel_answer(dist, event, paste)) is not None:
        return (tabled[0], level if level == "warning" else tabled[1], tabled[2], tabled[3])
    pythons, known = _dist_pythons(dist, event, paste)
    if pythons and not asked:
        return _plugin_python(dist, pythons, known, level, paste)
    wanted = event.get("wanted")
    if (listed := _listed_instead(event)) is not None:  # pip lists what it can install here: the pin is not one
        return (cause, level, (f"uncertain which: pip has {dist} {listed} for this Python and platform, not {wanted}, "
                "so the pinned release has no wheel for this Python, OS or CPU (its PyPI files say which; a project "
                "separate from TensorFlow, with its own wheels)"), (f"pin {dist} to a release pip lists here "
                                                                    f"({listed}), or use a Python and OS the pinned "
                                                                    f"{wanted} has wheels for"))
    if addon := event.get("addon"):  # a dependency the add-on pins: its wheels decide, not TensorFlow's
        return (cause, level, (f"uncertain: pip found no wheel of {dist}, which {addon} requires "
                f"({event.get('requirement')}), for this Python, OS or CPU; neither is TensorFlow, whose tables "
                f"do not say which {dist} lacks (its PyPI files list the Pythons and platforms it has)"),
                (f"use a Python and OS that {dist} {wanted or ''} has wheels for{before} (a venv, WSL2 or Colab on "
                 f"Linux), or a release of {addon} that does not require it"))
    return (_any_project_wheel(dist, paste, level) if event.kind == "other_no_distribution"
            else _untabled_wheel(dist, cause, level, before))


def _provided_unfit(event: LogEvent, dist: str) -> _Resolved | None:
    """No distribution of a dependency where pip reads no index (Nix's pipInstallPhase, `--no-index`): only what is
    provided counts, so the one provided is outside the requirement."""  # noqa: D205, D209
    requirement = event.get("requirement") or dist
    found = re.search(r"\(from (?!versions:)([A-Za-z][\w.-]{0,40})", event.line)
    asker = event.get("addon") or (found.group(1) if found else None)
    if asker is None or requirement == dist:  # no requirer named, or no range to be outside of
        return None
    return ("dependency_conflict", "error", (f"pip read no index here (Nix's pipInstallPhase, like `--no-index`, "
            f"installs only what the build provides), so it found no {dist} that fits {asker}'s requirement "
            f"({requirement}): the {dist} provided is another version, or none is"), (f"provide a {dist} that fits "
            f"{requirement}: in Nix, the one {asker}'s release asks for (an override in the expression, or a nixpkgs "
            "revision where the two match); with `--no-index`, its wheel in the --find-links folder"))


def _untabled_wheel(dist: str, cause: str, level: Literal["error", "warning"], before: str) -> _Resolved:
    """No wheel of a project separate from TensorFlow that no table knows: its PyPI page decides."""
    return (cause, level, (f"uncertain: pip found no wheel of {dist}, a project separate from "
            "TensorFlow with its own wheels, for this Python, OS or CPU; TensorFlow's tables do not say which "
            f"it lacks (`pip index versions {dist}` lists what pip can install here)"),
            (f"pin a {dist} version that has a wheel for this Python and platform (its PyPI page lists them), "
             f"or use a Python it has wheels for{before}"))


def _any_project_wheel(dist: str, paste: _Paste, level: Literal["error", "warning"]) -> _Resolved:
    """No release of any project for the Python shown running: most often one newer than the project's wheels.

    A Python older than 3.7 is more likely older than the project's releases; a 32-bit one has no wheels at all.
    """
    py, flags = paste.ctx.python_running or "", paste.ctx.flags
    if "python_32bit" in flags:
        which = "a 64-bit Python (most projects publish no 32-bit wheels)" + _on_64bit_os(flags)
    elif {"aarch64_said", "arm_linux"} & flags and not {"macos", "apple_silicon", "windows"} & flags:  # Linux, ARM
        which = (f"an x86_64 machine (or {dist} built from source): many projects publish no Linux ARM (aarch64) "
                 f"wheels; else a Python that {dist} has wheels for")
    elif version_tuple(py)[:2] < (3, 7):  # Pythons past their end of life long before most projects' wheels
        which = f"a newer Python than {py} (the project's recent releases most likely need one)"
    else:
        which = f"a Python that {dist} has wheels for{_python_before(py)}"
    return ("python_unsupported", level, (f"uncertain: pip found no release of {dist} it can install here: most "
            f"often none has a wheel for this Python ({py}), OS or CPU, else the name is misspelt or not on the index "
            f"pip reads (its PyPI page lists its files; `pip index versions {dist}` what pip can install here)"),
            f"use {which}, or a release of {dist} made for this Python")


def _on_64bit_os(flags: set[str]) -> str:
    """Where the paste says the Windows itself is 32-bit: a 64-bit Python needs a 64-bit Windows first."""
    return " on a 64-bit Windows (a 32-bit Windows runs no 64-bit Python)" if "os_32bit" in flags else ""


def _made_for_tensorflow(dist: str, paste: _Paste) -> bool:
    """An add-on made for TensorFlow releases (tensorflow-text, -io, -addons): its missing wheel is the add-on's."""
    return bool(addon_releases(paste.tables, dist)) or (
        dist.startswith("tensorflow-") and dist not in _TF_REBUILDS and dist not in TENSORFLOW_BUILDS
        and not plugin_pythons(paste.tables, dist))


def _python_before(py: str) -> str:
    """The Python released before the one named, which a project's wheels that lag behind it may still cover."""
    major, minor = version_tuple(py)[:2]
    return f" (Python {major}.{minor - 1}, if its wheels stop before {major}.{minor})" if minor else ""


def _no_windows_wheel(dist: str, event: LogEvent, paste: _Paste) -> _Resolved | None:
    """No wheel of an add-on on Windows past the last release with Windows wheels: the OS decides, not the Python.

    None for an add-on not known, a pinned release that has Windows wheels (then its Pythons decide), or no release
    listed for a Python the last Windows wheels are for (then pip saw no Windows wheel at all: 32-bit, ARM).
    """
    last, wanted = _windows_last(paste.tables, dist), event.get("wanted")
    if last is None:
        return None
    if not last.release:
        return ("dependency_conflict", "error", (f"{dist} publishes no Windows wheels (Linux and macOS only), so pip "
                "on native Windows finds none, whatever the Python"),
                f"use {dist} in WSL2 or on Linux (its Linux instructions, with TensorFlow installed there)")
    released = version_tuple(last.release)
    if wanted and version_tuple(wanted)[:len(released)] <= released:
        return None
    # the Pythons of the last Windows wheels are its TensorFlow's only where the add-on's releases are TensorFlow's
    match = paste.tables.release(last.line) if last.follows_tensorflow else None
    listed = any((e.get("versions") or "").strip().lower() not in ("", "none")
                 for e in (event, *paste.events.get(event.kind, ())))
    for_this_python = match is not None and paste.ctx.python in match.release.python
    if not listed and (for_this_python or (match is None and not wanted)):
        return None  # pip lists none for a Python the last Windows wheels are for: a 32-bit Python, ARM, ... decide
    py = f"Python {_pythons(match.release.python)}" if match and match.release.python else "older Pythons"
    none = f"no {dist} {wanted}" if wanted else f"none for this Python (the {last.release} ones are for {py})"
    pinned = last.requirement.removeprefix(dist).lstrip("=")  # "2.10.*", "0.31.0"
    return ("dependency_conflict", "error", (f"{dist}'s Windows wheels stop at {last.release}: its later releases "
            f"are built for Linux and macOS only, so pip on native Windows finds {none}"),
            (f"use {dist} in WSL2 or on Linux, with the TensorFlow of its release; on native Windows only TensorFlow "
             f"{last.line} with {dist} {pinned}" + (f" on {py}" if match else "")))


def _listed_instead(event: LogEvent) -> str | None:
    """The releases pip's "(from versions: ...)" lists when the pinned one is not among them ("0.21.0 to 0.21.5")."""
    wanted = event.get("wanted")
    versions = [v.strip() for v in (event.get("versions") or "").split(",") if re.match(r"\s*\d", v)]
    if not wanted or not versions or wanted in versions:
        return None
    return versions[0] if len(versions) == 1 else f"{versions[0]} to {versions[-1]}"


# TensorFlow itself built by AMD and Intel under another name: a release of it has its TensorFlow line's Pythons
_TF_REBUILDS = frozenset({"tensorflow-rocm", "intel-tensorflow"})


def _dist_pythons(dist: str, event: LogEvent, paste: _Paste) -> tuple[tuple[str, ...], str]:
    """The Pythons a distribution's wheels are for, and whose word that is: the paste's files, the tables."""
    listed = paste.ctx.wheel_pythons.get(dist)
    if listed:
        return tuple(sorted(listed, key=version_tuple)), "the wheel files the paste lists"
    if tabled := plugin_pythons(paste.tables, dist):
        return tabled, "its maintainers say"
    match = paste.tables.release(event.get("wanted")) if dist in _TF_REBUILDS and event.get("wanted") else None
    if match is not None and match.release.python:
        return match.release.python, f"it is TensorFlow {match.release.line}, whose wheels are"
    return (), ""


def _plugin_python(dist: str, pythons: tuple[str, ...], known: str, level: Literal["error", "warning"],
                   paste: _Paste) -> _Resolved:
    """Pip found no wheel of a distribution whose Pythons are known: decided when the paste's Python is not one."""
    py = paste.ctx.python
    where = f"{dist} has wheels for Python {_pythons(pythons)} only ({known})"
    if py and py not in pythons:
        return ("python_unsupported", level, f"pip found no wheel of {dist} for Python {py}: {where}",
                f"use Python {_pythons(pythons)} for {dist} (a venv or conda environment with it)")
    return ("python_unsupported", "warning", (f"uncertain: pip found no wheel of {dist}; {where}, so a Python outside "
            "them is the likely cause (`python --version` where pip runs decides; if it is one of them, the OS or CPU "
            "is)"), f"use Python {_pythons(pythons)} for {dist} (a venv or conda environment with it)")


def _r_python_range(event: LogEvent, paste: _Paste) -> _Resolved:
    """A Python outside a TensorFlow distribution's Requires-Python: pip's check, or Poetry's of a whole range.

    Poetry resolves for every Python the project says it supports, not only the one in use.
    """
    package, wants = event.get("package") or "tensorflow", (event.get("range") or "").replace(" ", "")
    if event.get("python"):  # pip: this interpreter
        py = ".".join((event.get("python") or "").split(".")[:2])
        tensorflow = package.lower() in _TF_DISTRIBUTIONS
        fits = python_lines(paste.tables, py) if tensorflow else ()
        other = (f", or TensorFlow {fits[0].line}-{fits[-1].line}, which has wheels for Python {py}" if fits
                 else f", or a release of {package} made for Python {py}, if there is one")
        # the newest Python the range admits, where it has an upper bound (and TensorFlow has wheels for it)
        admitted = [v for v in _pythons_admitted(wants) if not tensorflow or python_lines(paste.tables, v)]
        ranged = _range_spec(wants)
        bounded = ranged is not None and any(
            spec.operator in ("<", "<=") and version_tuple(spec.version)[:1] == (3,) for spec in ranged)
        newest = f"Python {admitted[-1]}, " if admitted and bounded else ""
        return ("python_unsupported", "error", (f"{package} requires Python {wants} and this is Python {py}: pip "
                "refuses to install it"), f"use a Python in {wants} ({newest}in a venv or conda environment){other}")
    project = paste.ctx.project_python
    lower = next((s for s in project.split(",") if s.startswith(">")), None) if project else None
    upper = next((s for s in wants.split(",") if s.startswith("<")), None)
    narrowed = f'python = "{lower},{upper}"' if lower and upper else f"a python range within {wants}"
    declared = f" ({project})" if project else ""
    return ("python_unsupported", "error", (f"Poetry resolves for every Python the project declares{declared}, and "
            f"{package} requires Python {wants}: Python {event.get('unmet')} would be left without it, so the "
            "dependency is refused even if the Python in use fits"), (f"narrow the project's Python in pyproject.toml "
            f"to {narrowed} ([tool.poetry.dependencies] or requires-python), then `poetry lock`; or a TensorFlow "
            "release whose Requires-Python covers the whole range"))


def _cp_python(tag: str | None) -> str | None:
    """The Python of an ABI tag's digits ("313" is 3.13, "37" is 3.7)."""
    return f"{tag[0]}.{tag[1:]}" if tag and len(tag) > 1 else None


def _r_uv_wheel(event: LogEvent, paste: _Paste) -> _Resolved:
    """Uv found no wheel of a TensorFlow distribution: its hints name the Python ABI tags or platforms it has."""
    said = paste.events.get(event.kind, ())
    hint = next((e for e in said if e.get("tags")), None) or next((e for e in said if e.get("python")), None)
    where = next((e for e in said if e.get("platforms") or e.get("platform_tag")), None)
    if hint is None and where is not None:
        return _uv_platform(where)
    package = ((hint or event).get("hinted") or event.get("package") or event.get("required") or "tensorflow"
               ).lower().replace("_", "-")
    py = (hint.get("python") if hint else _cp_python(next((e.get("cp") for e in said if e.get("cp")), None))
          ) or paste.ctx.python
    release = (hint.get("release") if hint else None) or next((e.get("wanted") for e in said if e.get("wanted")), None)
    tags = sorted({p for t in re.findall(r"cp(\d{2,3})", hint.get("tags") or "") if (p := _cp_python(t))},
                  key=version_tuple) if hint else []
    match = paste.tables.release(release) if release and package in _TF_DISTRIBUTIONS else None
    pythons = tags or (list(match.release.python) if match else [])
    fits = python_lines(paste.tables, py) if py and package in _TF_DISTRIBUTIONS else ()
    other = (f"; or a TensorFlow release with wheels for Python {py} ({fits[0].line}-{fits[-1].line}), if what "
             "pins it allows one" if fits else "")
    if not py and "requires_python_open" in paste.ctx.flags and package in _TF_DISTRIBUTIONS:
        return _open_requires_python(paste, package)
    if not py:
        return ("python_unsupported", "warning", (f"uncertain: uv found no wheel of {package} for this interpreter; "
                "the paste does not say which Python uv chose (`uv run python -V` shows it)"),
                f"use a Python {package} has wheels for (`envcheck matrix` lists TensorFlow's)")
    of = f"{package} {release}" if release else package
    if not pythons:
        return ("python_unsupported", "error", f"uv found no wheel of {of} for Python {py} (CPython's ABI tag)",
                (f"create the environment with a Python {package} has wheels for (`uv venv --python X.Y`){other}"))
    newest = pythons[-1]
    if "uv_split" in paste.ctx.flags:  # uv lock: a Python the project declares, not necessarily the one in use
        return ("python_unsupported", "error", (f"uv locks for every Python the project's requires-python allows, "
                f"and {of} has no wheel for Python {py} (only {_pythons(pythons)}): that part of the range is left "
                "without it, even if the Python in use fits"), (f"cap requires-python in pyproject.toml below {py} "
                f'(requires-python = ">=X.Y,<{py}"), then `uv lock`{other}'))
    return ("python_unsupported", "error", (f"uv found no wheel of {of} for Python {py}: its wheels are for Python "
            f"{_pythons(pythons)}"), (f"create the environment with Python {newest}: `uv python install {newest}` "
                                      f"and `uv venv --python {newest}` (or `uv run -p {newest}`; a "
                                      f"requires-python that excludes {py} keeps uv from choosing it){other}"))


def _open_requires_python(paste: _Paste, package: str) -> _Resolved:
    """No wheel for the Python uv (or pixi, through uv) chose, where requires-python has a floor and no ceiling."""
    newest = paste.tables.newest
    low, top = min(newest.python, key=version_tuple), max(newest.python, key=version_tuple)
    return ("python_unsupported", "warning", (f"uncertain: uv found no wheel of {package} for the Python it chose, and "
            "the project's requires-python has no upper bound, so uv (and pixi, which resolves PyPI packages with "
            f"uv) may choose a Python newer than any TensorFlow wheel (TensorFlow {newest.line} has wheels up to "
            f"Python {top}); `python -V` in that environment decides"),
            (f"cap requires-python in pyproject.toml at a Python TensorFlow has wheels for (requires-python = "
             f'">={low},<{next_line(top)}" for TensorFlow {newest.line}), then resolve again'))


def _r_uv_python_range(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """Uv's report that a TensorFlow release's Requires-Python excludes the interpreter or the project's range."""
    package = (event.get("package") or "tensorflow").lower().replace("_", "-")
    of = f"{package} {event.get('wanted')}" if event.get("wanted") else package
    spec, said = (event.get("spec") or "").rstrip(","), event.get("python") or ""
    if event.get("which") == "requested":  # the project's requires-python, a range
        return ("python_unsupported", "error", (f"uv resolves for every Python the project's requires-python allows "
                f"({said}), and {of} requires Python{spec}: the part of that range outside it has no {package}"),
                (f'narrow requires-python in pyproject.toml to Pythons the release supports (requires-python = '
                 f'"{spec}"), then `uv lock`; or require a {package} release made for Python {said}'))
    admitted = _pythons_admitted(spec)
    if not admitted:
        return ("python_unsupported", "error", f"{of} requires Python{spec}, and uv runs Python {said}",
                f"use a Python in {spec} (`uv venv --python X.Y`)")
    use = admitted[0] if version_tuple(said) < version_tuple(admitted[0]) else admitted[-1]
    return ("python_unsupported", "error", (f"{of} requires Python{spec}, and uv runs Python {said}: no {package} "
            "wheel installs on it"), (f"create the environment with Python {use}: `uv python install {use}` and "
                                      f"`uv venv --python {use}` (or `uv run -p {use}`)"))


# a wheel's platform tag and the operating system it is for
_TAG_OS = (("win", "Windows"), ("macosx", "macOS"), ("manylinux", "Linux"), ("musllinux", "Linux (musl)"),
           ("linux", "Linux"))


def _uv_platform(where: LogEvent) -> _Resolved:
    """No wheel of a distribution for this platform, by uv: its hint's list of platforms, or the tag it lacks."""
    package = (where.get("on") or where.get("package") or "").lower().replace("_", "-")
    system = where.get("os") or next((name for prefix, name in _TAG_OS if (where.get("tag") or "").startswith(prefix)),
                                     "this platform")
    if package == "tensorflow-io-gcs-filesystem" and system == "Windows":
        return _gcs_on_windows("uv")
    platforms = ", ".join(re.findall(r"[a-z]\w{2,40}", where.get("platforms") or ""))
    listed = f": its wheels are for {platforms}" if platforms else ""
    release = where.get("version") or where.get("wanted")
    of = f"{package} {release}" if release else package
    return ("dependency_conflict" if package not in _TF_DISTRIBUTIONS else "python_unsupported", "error",
            f"uv found no wheel of {of} for {system}{listed}", (f"pin a release of {package} with wheels for "
                                                                 f"{system} (a platform marker in the project), or "
                                                                 "run it on a platform it has wheels for"))


def _contradicting(specs: str) -> tuple[str, str] | None:
    """Two of a joined requirement's ranges that share no version ("==2.3.1" and ">=2.4.0"), or None."""
    try:
        ranges = [SpecifierSet(part) for part in specs.split(",") if part]
    except InvalidSpecifier:
        return None
    return next(((str(a), str(b)) for i, a in enumerate(ranges) for b in ranges[i + 1:]
                 if share_no_version(a, b, *ranges)), None)


def _r_no_wheel(event: LogEvent, paste: _Paste) -> _Resolved:
    ctx = paste.ctx
    package = (event.get("package") or "").lower().replace("_", "-")
    if (first := _no_wheel_named(event, paste, package)) is not None:
        return first
    if "python_32bit" in ctx.flags and "python_64bit" not in ctx.flags:  # both named: the rest of the paste decides
        return ("python_unsupported", "error", "this Python is 32-bit; TensorFlow publishes 64-bit wheels only",
                (f"install a 64-bit Python (python.org's 64-bit installer){_on_64bit_os(ctx.flags)} and pip "
                 "install tensorflow with it"))
    win = ctx.windows
    listed = _pip_python(paste, event) if package in _LISTED_BY_PYTHON else None
    py = listed[0] if listed else ctx.python
    # "(from versions: none)", or older pips' empty "(from versions: )": no wheel of any release for this interpreter
    none = event.get("versions") is not None and (event.get("versions") or "").strip().lower() in ("", "none")
    wanted = event.get("wanted") or next((e.get("wanted") for e in paste.events.get(event.kind, ())
                                          if e.get("wanted")), None) or _at_most(event)
    if wanted is None and (event.get("package") or "").lower() == "tensorflow":
        wanted = ctx.tensorflow  # the version the paste names is the one asked for
    if package == "tensorflow-gpu" and (gone := _gpu_package_gone(paste, wanted)):
        return gone
    match = paste.tables.release(wanted) if wanted else None
    fits = [r.line for r in python_lines(paste.tables, py, windows=win)] if py else []
    if match and py and python_fits(match.release, py, windows=win):  # the Python fits the release: not the version
        return ("python_unsupported", "error", (f"TensorFlow {match.release.line} has wheels for Python {py}, yet pip "
                f"sees none: uncertain why ({_unseen_wheels(paste.tables)}{_not_on_windows(match.release, py, paste)})"
                f"; `{_WHICH_PYTHON}` and `pip --version` decide"),
                (f"{_UNSEEN_FIX}{_macos_compat(paste)}, then pip install {package or 'tensorflow'}=={wanted}"
                 f"{_apple_silicon(paste, match.release, wanted)}"))
    if match:
        pythons = wheel_pythons(match.release, windows=win)
        other = (f"; for Python {py}: TensorFlow {fits[0]}-{fits[-1]}" if py and fits and py not in pythons
                 else "")
        which = (f" (pip lists TensorFlow from {listed[1]} on, the first release with wheels for Python {py}: "
                 f"this one is likely {py}; `{_WHICH_PYTHON}` shows it)" if listed else
                 "" if py else f" (`{_WHICH_PYTHON}` shows this one's)")
        where = " on Windows" if pythons != match.release.python else ""
        more = " or another of those" if len(pythons) > 1 else ""
        fix = (f"TensorFlow {match.release.line} has wheels{where} for Python {_pythons(pythons)}{which}: use Python "
               f"{pythons[-1]} (e.g. a venv with python{pythons[-1]}){more}{other}"
               f"{_apple_silicon(paste, match.release, wanted)}")
    elif py and fits and none:  # wheels exist for this Python version, yet pip sees none: not the version
        fix = (f"pip sees no TensorFlow wheel at all, although TensorFlow {fits[0]}-{fits[-1]} has wheels for Python "
               f"{py}; uncertain why ({_unseen_wheels(paste.tables)}, or a paste older than TensorFlow {fits[0]}"
               f"{_older_python(paste.tables, py)}): {_UNSEEN_FIX}{_apple_before_arm64(paste)}{_macos_compat(paste)}")
    elif py and fits:  # a range asked for (`tensorflow<2.0,>=1.8.0`, a package's pin) may have no release for it
        older = _older_python(paste.tables, py)
        fix = _range_without_python(paste, event.get("requirement") or "", py) or (
            f"TensorFlow for Python {py}: {fits[0]}-{fits[-1]}; pin one of those, or use the Python they need"
            + (f"; a paste older than TensorFlow {fits[0]} had none{older}" if older else ""))
    elif py:
        newest = paste.tables.newest
        fix = (f"no TensorFlow release in the tables {'has Windows wheels for' if win else 'supports'} Python {py}: "
               "install Python "
               f"{newest.python[-1]} (TensorFlow {newest.line} supports {newest.python[0]}-{newest.python[-1]})")
    else:
        newest, oldest = paste.tables.newest, paste.tables.releases[0]
        return (none and package == "tensorflow" and _skipped_python(paste)) or _range_pythons(
            paste, package, event.get("requirement") or "") or (
            "python_unsupported", "error", ("pip found no TensorFlow wheel for this Python; uncertain why: the "
                "paste gives neither the Python version nor the TensorFlow version asked for (a Python newer or "
                "older than the releases support, a 32-bit Python, or an OS/CPU without wheels), and "
                f"`{_WHICH_PYTHON}` decides"), (f"run `{_WHICH_PYTHON}`: TensorFlow {newest.line} has 64-bit wheels "
                f"for Python {newest.python[0]}-{newest.python[-1]} ({oldest.line}-{newest.line}: `envcheck matrix` "
                "lists each release's); use such a Python (64-bit) or pin the release made for yours"))
    unsaid = (match is not None and match.exact and not py and package in ("tensorflow", "tensorflow-gpu")
              and re.fullmatch(r"\d{1,2}\.\d{1,3}(?:\.\d{1,3})?", wanted or "") is not None
              and not re.search(r"[<>*]", event.get("requirement") or ""))  # a release asked for, not a range's
    meaning = (f"uncertain: pip found no wheel of {package} {wanted}, and the paste does not say which Python runs "
               "it: most often a Python the release has no wheel for, else a 32-bit Python, an OS/CPU without wheels, "
               f"or an index that lacks it (a mirror, or a paste older than the release); `{_WHICH_PYTHON}` decides"
               if unsaid else
               "pip found no TensorFlow wheel for this Python version (or a 32-bit Python, or an unsupported OS/CPU)")
    return ("python_unsupported", "error", meaning, fix)


def _skipped_python(paste: _Paste) -> _Resolved | None:
    """No TensorFlow wheel, where pip's note says it skipped TensorFlow releases for their Requires-Python."""
    if not (skipped := _skipped_releases(paste)):
        return None
    (first, spec, release), (last, _, _) = skipped[0], skipped[-1]
    ranged = _range_spec(spec)
    # the Pythons the newest release skipped has wheels for, inside its Requires-Python
    admitted = [v for v in release.python if ranged is not None and ranged.contains(f"{v}.0")]
    span, their = (first, "its") if first == last else (f"{first} to {last}", "their")
    use = f"use Python {admitted[-1]} (a venv with it)" if admitted else f"use a Python {spec}"
    return ("python_unsupported", "error", (f"pip skipped TensorFlow {span} because {their} Requires-Python ({spec}) "
            "excludes this Python, and found no release for it"),
            f"{use}, or a TensorFlow release made for this Python (`envcheck matrix` lists each release's)")


def _skipped_releases(paste: _Paste) -> list[tuple[str, str, Release]]:
    """The TensorFlow releases pip's note says it skipped for their Requires-Python, oldest first, with their range.

    The note lists every package pip considered: a version counts as TensorFlow's where the tables hold its line,
    that release declares a Requires-Python (2.9 and later), and the range admits the newest Python it has wheels for.
    """
    found = []
    for event in paste.events.get("python_requires_ignored", ()):
        for m in _SKIPPED.finditer(event.get("skipped") or ""):
            match, spec = paste.tables.release(m["version"]), m["spec"].strip()
            ranged = _range_spec(spec)
            if (match and match.release.requires_python is not None and ranged is not None
                    and ranged.contains(f"{match.release.python[-1]}.0")):
                found.append((m["version"], spec, match.release))
    return sorted(found, key=lambda f: version_tuple(f[0]))


def _pip_python(paste: _Paste, event: LogEvent) -> tuple[str, str] | None:
    """The Python pip's list implies (and the release it starts at), where the paste does not contradict it.

    With no Python in the paste, the list's; with several named ("in Python 3.8 and 3.9 ... using Python 3.9"), the
    list says which of them pip runs (where it is the first named, the paste's own reading stands). A list whose
    Python the paste does not name at all is another interpreter's pip (`_pip_of_another_python`), not read here.
    """
    listed = _listed_python(paste, event)
    if listed is None or paste.ctx.python is None:
        return listed
    first = ".".join(paste.ctx.python.split(".")[:2])
    named = {".".join(p.split(".")[:2]) for p in paste.ctx.pythons_named}
    return listed if listed[0] != first and listed[0] in named else None


# the packages whose first release for each Python is TensorFlow's (tensorflow-macos began at 2.5 for every Python)
_LISTED_BY_PYTHON = frozenset({"tensorflow", "tensorflow-gpu", "tensorflow-cpu"})


def _pip_of_another_python(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A pip list naming another Python than the paste's, which the release asked for fits: another Python's pip.

    `pip3` or a bare `pip` often belongs to another interpreter than the one meant (tensorflow==1.7 asked with
    a Python 3.7's pip while the project runs 3.6).
    """
    package = (event.get("package") or "").lower().replace("_", "-")
    py, wanted = paste.ctx.python, event.get("wanted")
    match = paste.tables.release(wanted) if wanted else None
    # a range ("tensorflow<2.1,>=1.7", a library's requirement): the release lines it admits
    rels = (match.release,) if match else _range_releases(paste.tables, event.get("requirement") or "")
    if not py or not rels or package not in _LISTED_BY_PYTHON:
        return None
    listed = _listed_python(paste, event)
    named = sorted({".".join(p.split(".")[:2]) for p in (py, *paste.ctx.pythons_named)}, key=version_tuple)
    if listed is None or listed[0] in named:
        return None  # the list's Python named too: the first Python named need not be the one in use
    win = paste.ctx.windows
    if any(python_fits(r, listed[0], windows=win) for r in rels):
        return None  # pip's Python has wheels in the range: something else kept them from it
    # the Pythons named that the release has wheels for: any of them may be the one meant, none is pip's
    mine = [p for p in named if any(python_fits(r, p, windows=win) for r in rels)]
    if not mine:
        return None
    asked = f"{package}=={wanted}" if match else f"'{event.get('requirement')}'"
    name = f"TensorFlow {rels[0].line}" if len(rels) == 1 else f"TensorFlow {rels[0].line}-{rels[-1].line}"
    if {"colab", "kaggle"} & paste.ctx.flags:  # a hosted notebook's one Python is pip's: the paste's other is elsewhere
        return ("python_unsupported", "error", (f"pip lists TensorFlow from {listed[1]} on, the first release with "
                f"wheels for Python {listed[0]}: the notebook's Python is {listed[0]}, which {name} has no wheel for "
                f"(the Python {' or '.join(named)} the paste names is another machine's)"),
                (f"in the notebook, a TensorFlow with wheels for Python {listed[0]} (`pip install "
                 f"'tensorflow>={listed[1]}'`); for {name}, Python {' or '.join(mine)} on a machine of your own"))
    commands = " or ".join(f"`python{p} -m pip install {asked}`" for p in mine)
    return ("wrong_interpreter", "error", (f"pip lists TensorFlow from {listed[1]} on, the first release with wheels "
            f"for Python {listed[0]}: this pip belongs to a Python {listed[0]}, not to the Python "
            f"{' or '.join(named)} the paste names, which {name} has wheels for"
            + (" (all of them)" if len(mine) > 1 and mine == named else "")),
            (f"install with the project's Python's own pip: {commands} (`pip --version` names the Python a pip "
             "belongs to; `pip3` is often another one)"))


def _range_releases(tables: Tables, requirement: str) -> tuple[Release, ...]:
    """The release lines a requirement's range admits (`tensorflow<2.1,>=1.7`: 1.7-2.0), or its exact pin's line
    (`tensorflow==1.15.4`: 1.15); none for no range."""  # noqa: D205, D209
    if not re.search(r"[<>]", requirement) and (pin := re.search(r"===?\s?(\d{1,2}\.\d{1,3})\b", requirement)):
        return (match.release,) if (match := tables.release(pin.group(1))) is not None else ()
    spec = requirement_spec(requirement) if re.search(r"[<>]", requirement) else None
    return tuple(_releases_in(tables, spec)) if spec is not None else ()


def _not_on_windows(rel: Release, py: str, paste: _Paste) -> str:
    """Where the OS is not known: the Windows wheels of a release that lack this Python (1.1: 3.5 only)."""
    if _os_known(paste) or python_fits(rel, py, windows=True):
        return ""
    return f", or Windows, where TensorFlow {rel.line}'s wheels were for Python {_pythons(rel.windows_python)} only"


def _listed_python(paste: _Paste, event: LogEvent) -> tuple[str, str] | None:
    """The Python pip's "(from versions: 1.13.1, ...)" implies, and the line it starts at.

    pip lists, oldest first, the releases with a wheel for this interpreter; when the oldest is the first release
    with wheels for one Python (1.13: 3.7), that is the Python. None when the list starts elsewhere. The list is
    on pip's first line, so it decides its "No matching distribution" line too.
    """
    lister = next((e for e in (event, *paste.events.get(event.kind, ())) if e.get("versions")), event)
    oldest = re.match(r"\s*(\d{1,2}\.\d{1,3})\.", lister.get("versions") or "")
    if oldest is None or (found := paste.tables.release(oldest.group(1))) is None or not found.exact:
        return None
    py = python_new_in(paste.tables, found.release.line, windows=paste.ctx.windows)
    return (py, found.release.line) if py else None


def _older_python(tables: Tables, py: str) -> str:
    """For a paste older than the first release with wheels for this Python: the line before's newest Python."""
    found = python_before_first(tables, py)
    return f" (then: a Python {found[1]} environment, the newest with wheels)" if found else ""


_SAID_TF = re.compile(r"(?<![\w/\\.-])(?:tensor ?flow|tf)(?:[-_](?:gpu|cpu))?\s{0,2}(?:version\s{0,2}(?:is\s{1,2})?)?"
                      # conda pins with one "=" (tensorflow-gpu=1.15), pip with two
                      r"(?:(?P<op>[<>]=?)|==?)?\s{0,2}v?(?P<v>[12](?:\.(?:\d{1,2}|x)){0,2})(?![\d.]\d)", re.IGNORECASE)
_SAID_PYTHON = re.compile(r"(?<![\w/\\.-])python\s{0,2}(?:versions?\s{0,2}(?:is\s{1,2})?)?(?P<op>after|above|beyond|"
                          r"newer than|later than|before|below|older than|[<>=~]=?)?\s{0,2}v?(?P<v>[23]\.\d{1,2})"
                          r"(?!\d)", re.IGNORECASE)
# a range of Pythons a release is said to support ("which runs on Python 3.9-3.11"): not the Python refused
_RANGE_AFTER = re.compile(r"\s?[-\u2013]\s?[23]\.\d")
_SUPPORT_BEFORE = re.compile(r"\b(?:runs?|running|supports?|supported|works?|compatible|wheels?) (?:on |with |for )?"
                             r"$", re.IGNORECASE)
_APPLE_SILICON_SAID = re.compile(r"\bmac ?os\b.{0,80}?\b(?:arm64|m[1-4]|apple silicon)\b", re.IGNORECASE)
_INTEL_MAC_SAID = re.compile(r"\bmac ?os\b.{0,80}?\b(?:x86[_-]64|intel)\b", re.IGNORECASE)


def _said_releases(tables: Tables, op: str | None, version: str) -> tuple[Release, ...]:
    """The release lines a version said in words names: 1.15.2 and 1.15.x its line, 1 or 1.x the major, <2 a range."""
    parts = [int(p) for p in version.split(".") if p.isdigit()][:2]
    if op:  # "<2", "<=2.3": a pin's range
        bound = tuple(parts)
        return tuple(r for r in tables.releases if (r.key[:len(bound)] < bound if op == "<" else
                                                    r.key[:len(bound)] <= bound if op == "<=" else
                                                    r.key[:len(bound)] > bound if op == ">" else
                                                    r.key[:len(bound)] >= bound))
    return tuple(r for r in tables.releases if r.key[:len(parts)] == tuple(parts))


def _said_pythons(line: str) -> list[str]:
    """The Pythons a sentence says a release lacks: "python 3.8", "versions after 3.8" (3.9); not "<=3.6" (a range)."""
    said = []
    for m in _SAID_PYTHON.finditer(line):
        if _RANGE_AFTER.match(line, m.end()) and _SUPPORT_BEFORE.search(line, 0, m.start()):
            continue  # the first Python of a range the release is said to support
        op = (m.group("op") or "").lower()
        major, minor = m.group("v").split(".")
        if op in ("after", "above", "beyond", "newer than", "later than", ">"):
            said.append(f"{major}.{int(minor) + 1}")
        elif op in ("", "==", "=", ">=", "~="):
            said.append(m.group("v"))
    return said


def _python_pair_fix(tables: Tables, name: str, pythons: list[str] | tuple[str, ...], py: str, *,
                     windows: bool = False) -> str:
    """A release without wheels for this Python: the newest Python it has, or the releases this Python has."""
    fits = python_lines(tables, py, windows=windows)
    other = f", or TensorFlow {fits[0].line}-{fits[-1].line}, which has wheels for Python {py}" if fits else ""
    return (f"use Python {pythons[-1]} for {name} (it has wheels for Python {_pythons(pythons)}; e.g. a venv with "
            f"python{pythons[-1]}){other}")


def _r_python_said(event: LogEvent, paste: _Paste) -> _Resolved:
    """A release and a Python (or an Apple-silicon Mac) said not to go together: decided where the tables agree."""
    tables, line, win = paste.tables, event.line, paste.ctx.windows_python
    for spec in _SAID_TF.finditer(line):
        rels = _said_releases(tables, spec.group("op"), spec.group("v"))
        if not rels:
            continue
        name = f"TensorFlow {rels[0].line}" if len(rels) == 1 else f"TensorFlow {rels[0].line}-{rels[-1].line}"
        pythons = _said_pythons(line)
        for py in pythons:
            if any(python_fits(r, py, windows=win) for r in rels):
                if (windows_only := _said_windows_only(paste, name, rels, py)) is not None:
                    return windows_only
                continue
            have = sorted({v for r in rels for v in wheel_pythons(r, windows=win)}, key=version_tuple)
            # another Python of the same sentence fits the release: the one refused may be the one left behind
            moved = any(q != py and any(python_fits(r, q) for r in rels) for q in pythons)
            r_fix = (f'; from R, `tensorflow::install_tensorflow(python_version = "{have[-1]}")`'
                     if "r_install_tensorflow" in paste.ctx.flags else "")
            return ("python_unsupported", "warning" if moved else "error", (f"the paste says {name} does not "
                    f"install on Python {py}, and the tables agree: {name} has wheels for Python {_pythons(have)} "
                    "only" + ("; uncertain which Python is in use: the sentence also names one that fits, which "
                              "`python --version` decides" if moved else "")),
                    _python_pair_fix(tables, name, have, py, windows=win) + r_fix)
        if _APPLE_SILICON_SAID.search(line) and all(r.macos_arm64_package != "tensorflow" for r in rels):
            newest = first_release(tables, lambda r: r.macos_arm64_package == "tensorflow")
            macos = last_release(tables, lambda r: r.macos_arm64_package not in (None, "tensorflow"))
            first = f"`{_pip(paste)} install 'tensorflow>={newest.line}'`" if newest else "a newer TensorFlow"
            apple = f", or Apple's tensorflow-macos (up to {macos.line}) for the older API" if macos else ""
            return ("python_unsupported", "error", (f"the paste says {name} has no wheel for an Apple-silicon Mac, "
                    f"and the tables agree: PyPI's tensorflow has macOS arm64 wheels from "
                    f"{newest.line if newest else 'a later release'} on"), f"{first}{apple}")
        intel = last_release(tables, lambda r: r.macos_x86_64_wheel)
        if _INTEL_MAC_SAID.search(line) and intel is not None and not any(r.macos_x86_64_wheel for r in rels):
            return ("python_unsupported", "error", (f"the paste says {name} has no wheel for an Intel Mac, and the "
                    f"tables agree: PyPI's tensorflow has macOS x86_64 wheels up to {intel.newest_patch} (Mac x86 "
                    f"builds ended after {intel.line})"), (f"`{_pip(paste)} install tensorflow=={intel.newest_patch}` "
                    f"on an Intel Mac, or {name} on Linux (a container) or an Apple-silicon Mac"))
    return ("harmless", "info", ("a TensorFlow release and a Python (or a Mac) are named together, and the tables "
            "list wheels for that pair: if an install failed, something else stopped it (pip's own error names it)"),
            "")


def _said_windows_only(paste: _Paste, name: str, rels: tuple[Release, ...], py: str) -> _Resolved | None:
    """A pair said not to install that only Windows lacks (1.1's Windows wheels: 3.5), with the OS not in the paste."""
    if _os_known(paste) or any(python_fits(r, py, windows=True) for r in rels):
        return None
    have = sorted({v for r in rels for v in wheel_pythons(r, windows=True)}, key=version_tuple)
    return ("python_unsupported", "warning", (f"uncertain: the paste says {name} does not install on Python {py}; "
            f"the tables agree for Windows only, where {name} has wheels for Python {_pythons(have)} (its Linux "
            f"wheels include {py}): the OS decides"),
            f"on Windows: {_python_pair_fix(paste.tables, name, have, py, windows=True)}")


def _os_known(paste: _Paste) -> bool:
    """Whether the paste says the OS (native Windows, or one of the others) its Python runs on."""
    return paste.ctx.windows or bool({"linux", "macos", "wsl", "docker", "colab"} & paste.ctx.flags)


def _listed_around(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """Pip lists releases older and newer than the one asked for, but not it: this pip cannot read its wheels' tags.

    A Python or platform without wheels loses whole runs of releases (the oldest or the newest); a gap inside
    the list is a release whose wheels carry a newer platform tag (manylinux2010 from TensorFlow 1.15 and 2.0, read
    by pip 19.0 and newer) than this pip understands.
    """
    wanted = event.get("wanted")
    match = paste.tables.release(wanted) if wanted else None
    listed = {version_tuple(v)[:2] for v in (event.get("versions") or "").split(",") if re.match(r"\s*\d", v)}
    if match is None or not listed:
        return None
    rel = match.release
    linux, macos = pip_floor(paste.tables, "linux"), pip_floor(paste.tables, "macos")
    floors = f" (TensorFlow's wheels need pip {linux} or newer, {macos} on macOS)" if linux and macos else ""
    fix = f"`python -m pip install --upgrade pip`, then `pip install tensorflow=={wanted or rel.line}` again"
    if rel.key not in listed and min(listed) < rel.key < max(listed):
        return ("python_unsupported", "error", (f"pip lists TensorFlow releases older and newer than {rel.line} but "
                f"not {rel.line}: this Python has its wheels, whose platform tag this pip is too old to read{floors}"),
                fix)
    if (stop := _prerelease_stop(event.get("versions") or "", rel, paste)) is not None:
        return ("python_unsupported", "error", (f"pip's list stops at {stop}, a pre-release, without the final "
                f"release of its line or any later one, though {rel.line} (asked for) came after it and has wheels "
                f"for the Pythons the list shows: this pip is too old to read the platform tag of those wheels"
                f"{floors}"), fix)
    return None


def _prerelease_stop(versions: str, rel: Release, paste: _Paste) -> str | None:
    """The newest version pip lists, when it is a pre-release whose final (and every later release) is missing.

    Pip lists the pre-releases of a line whose final it cannot read ("2.0.0b1" but not "2.0.0": the final's wheels
    moved to manylinux2010): asked for a later release, with the Pythons of the listed lines among its own, the list
    ends there because of the pip, not the Python.
    """
    names = [v.strip() for v in versions.split(",") if re.match(r"\s*\d", v)]
    if not names:
        return None
    newest = max(names, key=version_tuple)
    stop = paste.tables.release(newest)
    pre = re.compile(r"\d(?:a|b|rc)\d{0,3}$")
    if not pre.search(newest) or stop is None or stop.release.key >= rel.key or any(
            not pre.search(v) and version_tuple(v)[:2] == stop.release.key for v in names):
        return None
    windows = paste.ctx.windows
    lines = {match.release.line: match.release for v in names if (match := paste.tables.release(v)) is not None}
    shown = set.intersection(*(set(wheel_pythons(r, windows=windows)) for r in lines.values()))
    return newest if shown & set(wheel_pythons(rel, windows=windows)) else None


# what the paste says that is not an Apple-silicon Mac
_NOT_APPLE_SILICON = frozenset({"windows", "linux", "wsl", "docker", "intel_mac"})


def _apple_silicon(paste: _Paste, rel: Release, wanted: str | None) -> str:
    """A line whose macOS arm64 wheel is not the `tensorflow` package: Apple published it as tensorflow-macos."""
    package = rel.macos_arm64_package
    if package in (None, "tensorflow") or _NOT_APPLE_SILICON & paste.ctx.flags:
        return ""
    return (f"; on an Apple-silicon Mac, TensorFlow {rel.line} is published as {package} "
            f"(`{_pip(paste)} install {package}=={wanted or rel.line}`)")


def _macos_package_required(paste: _Paste, requirer: str) -> _Resolved | None:
    """A package requiring the `tensorflow` distribution where TensorFlow is Apple's tensorflow-macos.

    Pip does not count tensorflow-macos as `tensorflow`, which had no macOS arm64 wheel before 2.13: the requirement
    cannot be met beside it, whatever its range. Not where a `tensorflow` with arm64 wheels is named installed, on an
    Intel Mac (where `tensorflow` has x86_64 wheels), nor where the package's own requirements name tensorflow-macos
    (its releases then decide, not the name).
    """
    first = first_release(paste.tables, lambda r: r.macos_arm64_package == "tensorflow")
    flags = paste.ctx.flags
    have = paste.ctx.packages.get("tensorflow")
    if ("tensorflow_macos" not in flags or first is None or {"linux", "windows", "wsl", "docker", "colab",
                                                               "intel_mac"} & flags
            or (have and version_tuple(have)[:2] >= first.key) or "requires_tensorflow_macos" in flags):
        return None
    pip = _pip(paste)
    return ("dependency_conflict", "error", (f"{requirer} requires the `tensorflow` distribution, and on this Mac "
            "TensorFlow is Apple's tensorflow-macos, which pip does not count as `tensorflow`; before "
            f"{first.line} `tensorflow` has no macOS arm64 wheel, so pip cannot install what {requirer} asks for"), (
            f"`{pip} install {requirer} --no-deps` beside tensorflow-macos (then its other requirements, `{pip} show "
            f"{requirer}` lists them), or TensorFlow {first.line}+ (`{pip} install 'tensorflow>={first.line}'`: "
            f"`tensorflow` itself has macOS arm64 wheels from {first.line}) with the {requirer} release made for it"))


# the index Google publishes libtpu's TensorFlow builds on (libtpu==2.x.y is not on PyPI), which the Cloud TPU
# guide installs tensorflow-tpu with (cloud.google.com/tpu/docs/run-calculation-tensorflow)
_LIBTPU_INDEX = "https://storage.googleapis.com/libtpu-tf-releases/index.html"


def _every_release_needs(name: str, paste: _Paste) -> str | None:
    """The one package each release of `name` depends on in pip's "The conflict is caused by" lines, if one."""
    needed = [e.get("package") for e in paste.events.get("pip_conflict", ())
              if (e.get("requirer") or "").lower() == name.lower()]
    return needed[0] if len(needed) > 1 and len(set(needed)) == 1 else None


def _r_every_release(event: LogEvent, paste: _Paste) -> _Resolved:
    """Pip backtracked through every release of an add-on: each needs a dependency this environment cannot have."""
    name, py = event.get("package"), paste.ctx.python
    if any((e.get("flavour") or "tensorflow").lower() == "tensorflow" for e in paste.events.get(
            "requires_tensorflow", ())) and (macos := _macos_package_required(paste, name or "the package")):
        return macos
    needs = _every_release_needs(name or "", paste)
    if needs is not None and needs.lower() == "libtpu":
        return ("dependency_conflict", "error", (f"pip tried every release of {name} it found ({event.get('first')} "
                f"to {event.get('last')}), and each depends on its own libtpu release, which PyPI does not have: "
                "Google publishes libtpu's TensorFlow builds on its own index"), (
                f"`{_pip(paste)} install {name} -f {_LIBTPU_INDEX}` (the Cloud TPU guide's command)"))
    something, unsaid = (needs, "why") if needs else ("something", "which requirement")
    ask = "" if needs else f". pip's \"The conflict is caused by\" lines (`pip install {name} -v`) name it"
    python = (f"this Python ({py}) is the usual reason: an add-on that stopped being released pins dependencies with "
              f"no wheel for newer Pythons" if py else "a Python newer than the add-on's last release is the usual "
              "reason (its pinned dependencies have no wheels for it)")
    return ("dependency_conflict", "error", (f"uncertain {unsaid}: pip tried every release of {name} it found "
            f"({event.get('first')} to {event.get('last')}) and each needs a version of {something} that cannot be "
            f"installed beside the rest; {python}{ask}"), (
            f"install {name} in a fresh environment with a Python its last release supports "
            "(its PyPI page and its requirements' wheels say), or use its successor if it is no longer maintained"))


_TF_FAMILY = re.compile(r"(?:tensorflow|tfx|tflite|tf)[\w.-]{0,60}$|keras[\w.-]{0,40}$")  # TensorFlow's add-ons


def old_pin_built(paste: _Paste) -> Explanation | None:
    """Pip running the setup.py of an old release that a package (a TensorFlow add-on, most often) pins, and it failing.

    Pip builds from the source archive only where no wheel of the release fits: an old pin (absl-py~=0.9.0 in
    tensorflow-federated 0.x, absl-py<0.9 in tfx 0.2x) is one made for older Pythons, whose setup script fails on
    this one. Pip reaches such an add-on release by going back from the recent ones, which do not install on this
    Python, unless it was pinned. A build failing later (a compiler, Cython) is not this.
    """
    ctx = paste.ctx
    if ctx.source_build is None or {"musl", "arm32", "arm_linux", "apple_silicon"} & ctx.flags:  # the platform's
        return None
    addon, dep, version = ctx.source_build
    python = f"Python {ctx.python}" if ctx.python else "this Python"
    meaning = (f"pip ran the setup script of {dep} {version}'s source archive, a release the {addon} release pip "
               f"chose pins, and the script failed: no wheel of that old release fits {python}, and its setup.py does "
               f"not run there. A release of {addon} that pins it was made for older Pythons: pip goes back to one "
               f"when the recent releases do not install on {python} (or it was pinned)")
    fix = (f"install {addon} with a Python (and OS) its current releases support (its PyPI page lists them): a venv "
           f"or conda environment with that Python (on Colab, a local or custom runtime); `{_pip(paste)} install "
           f"'{addon}>=<a recent release>'` makes pip name what the recent releases lack")
    evidence = f"setup.py of {dep} {version} (for {addon}) failed"
    if not _TF_FAMILY.match(addon):  # another package's pin: its setup.py may also fail for a newer setuptools or pip
        return Explanation("context", "python_unsupported", "warning", (), 0, evidence, (
            f"uncertain: {meaning}; or the setup.py fails under the setuptools or pip installed, newer than it knows "
            "(its own output above the error says which)"), fix)
    return Explanation("context", "python_unsupported", "error", (), 0, evidence, meaning, fix)


def _r_pyyaml_cython3(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """PyYAML's setup failing under Cython 3: what pip's block says of the requirement that brought it, else that."""
    if (built := pyyaml5_built(paste)) is not None:
        return built.cause, built.level, built.meaning, built.fix
    pip = _pip(paste)
    if "pyyaml_built" not in paste.ctx.flags:
        return ("dependency_conflict", "warning", ("uncertain which package: a setup.py built by pip calls "
                "`cython_sources`, which Cython 3 (July 2023, installed by pip's isolated build) dropped; PyYAML 5.x "
                "and 6.0 most often (yaml/pyyaml#724), and pip's `Building wheel for` line names the one"), (
                f"for PyYAML: `{pip} install 'pyyaml>=6.0.1'`; for another package: `{pip} install 'cython<3' wheel "
                f"setuptools`, then `{pip} install --no-build-isolation` that package, then the install again"))
    return ("dependency_conflict", "error", ("pip is building PyYAML from its source archive (no wheel of that "
            "release fits this Python: 5.4.1 has none for Python 3.10 or newer, 6.0 none for 3.12), and the setup of "
            "5.x and 6.0 fails under Cython 3 (released July 2023), which pip's isolated build installs: it calls a "
            "method Cython 3 dropped (yaml/pyyaml#724; 6.0.1 builds)"), (
            f"`{pip} install 'pyyaml>=6.0.1'` where the requirement allows PyYAML 6; for PyYAML 5: `{pip} install "
            f"'cython<3' wheel setuptools`, then `{pip} install --no-build-isolation 'pyyaml==5.4.1'`, then the "
            "install again (or a release of the package requiring PyYAML 5 that allows 6)"))


def pyyaml5_built(paste: _Paste) -> Explanation | None:
    """Pip building PyYAML 5.4 from source for an add-on's pin, failing as it gets the build's requirements.

    No wheel of PyYAML 5.4.1 fits Python 3.10 or newer, so pip builds it, in an isolated environment that installs
    the newest Cython (5.4's pyproject.toml asks for Cython); its setup does not build with Cython 3 (July 2023:
    yaml/pyyaml#724, "AttributeError: cython_sources"). Only 5.4's; another dependency failing there, or an older
    PyYAML (no pyproject.toml: no isolated Cython), is a build failing for its own reason.
    """
    if paste.ctx.build_requires_failed is None:
        return None
    addon, dep, version = paste.ctx.build_requires_failed
    if dep != "pyyaml" or version_tuple(version)[:2] != (5, 4):
        return None
    pip = _pip(paste)
    return Explanation("context", "dependency_conflict", "error", (), 0, f"PyYAML {version} built for {addon}", (
        f"pip is building PyYAML {version} from its source archive, for the PyYAML 5 the {addon} release it chose "
        "pins (no wheel of it fits this Python or platform: PyYAML 5.4.1 has none for Python 3.10 or newer), and the "
        "build fails getting its requirements: PyYAML 5.4's setup does not build with Cython 3 (released July 2023), "
        "which pip's isolated build installs"), (
        f"`{pip} install 'cython<3' wheel setuptools` then `{pip} install --no-build-isolation 'PyYAML=={version}'`, "
        f"then install {addon} again; or a release of {addon} that allows PyYAML 6 (with a Python its releases "
        "support)"))


def any_release_of_dependency(paste: _Paste) -> Explanation | None:
    """Pip's conflict list has a package depending on another with no version named: none of it installs here.

    Any release of the dependency would do, so pip found no file of it for this Python, OS or CPU (tensorflow-text
    under keras-nlp on a Python its wheels stop before), or each release's own requirements exclude it. Where the
    add-on table decides the Python or platform, its answer; where the table has wheels for the paste's Python,
    the releases' own requirements. Only in pip's conflict list; not where another line of it bounds the same
    dependency, or where it is TensorFlow itself (read elsewhere).
    """
    ctx = paste.ctx
    bounded = {p for _, p, _ in ctx.requirements} | set(ctx.user_requested)
    found = next(((r, p) for r, p in ctx.unversioned if p not in bounded and p not in _TF_DISTRIBUTIONS
                  and not p.startswith("tf-nightly")), None)
    if found is None or "pip_conflict_list" not in ctx.flags:
        return None
    requirer, package = found
    name = requirer.split(" ")[0]
    releases = sorted({r.split(" ")[1] for r, p in ctx.unversioned if p == package and r.split(" ")[0] == name},
                      key=version_tuple)
    evidence = f"{requirer} depends on {package}"
    if (decided := addon_wheel_answer(package, None, paste)) is not None:
        return Explanation("context", decided[0], decided[1], (), 0, evidence, decided[2], decided[3])
    which = requirer if len(releases) == 1 else f"each release of {name} pip tried ({releases[0]} to {releases[-1]})"
    (pythons, named), py, pip = addon_pythons(package, paste), ctx.python, _pip(paste)
    if py and ".".join(py.split(".")[:2]) in pythons:
        why = (f"{package} has releases with wheels for Python {py}, so each release's own requirements (the "
               "TensorFlow it is made for) exclude them")
        fix = (f"`{pip} install {package}` alone shows the release that installs here and the TensorFlow it "
               f"requires: install {name} beside that TensorFlow, or a release of {name} that does not need {package}")
    else:
        wheels = f"; {package}'s releases have wheels for Python {named}" if named else ""
        why = (f"{package} has no wheel for this Python{' ' + py if py else ''}, OS or CPU, or each release's own "
               f"requirements (the TensorFlow it is made for) exclude it{wheels}")
        fix = (f"`{pip} install {package}` alone says which ('from versions: none' is no file for this Python or "
               f"platform); install in an environment with a Python {package} has wheels for (its PyPI page lists "
               f"them), or a release of {name} that does not need it")
    return Explanation("context", "dependency_conflict", "error", (), 0, evidence, (
        f"uncertain which: {which} depends on {package} with no version named, so any release of it would do, and "
        f"pip found none it can install here: {why}"), fix)


def addon_ops_cut(paste: _Paste) -> Explanation | None:
    """A package's compiled op library failing in tf.load_op_library, with no message saying why (cut).

    tensorflow_addons' op loader raising NotFoundError, or an installed package's frame calling tf.load_op_library
    with TensorFlow's loader the traceback's last frame and no exception's line after it: most often that library was
    built for another TensorFlow release.
    """
    flags, caller, pip = paste.ctx.flags, paste.ctx.op_library_owner, _pip(paste)
    if {"tfa_op_loader", "not_found_error"} <= flags:
        dist, evidence = "tensorflow-addons", "NotFoundError in tensorflow_addons' resource loader"
    elif ("op_library_cut" in flags and caller and caller not in _TF_OWN_FOLDERS | _PASS_THROUGH
          and (owner := _distribution_of(caller))):
        dist, evidence = owner, f"{caller} calling tf.load_op_library"
    else:
        return None
    return Explanation("context", "dependency_conflict", "warning", (), 0, evidence, (
        f"uncertain: {dist}'s compiled ops do not load (its tf.load_op_library call failed, and the paste shows no "
        f"message saying why): most often the {dist} release was built for another TensorFlow release, whose C++ ABI "
        "its ops link (the message would name an undefined TensorFlow symbol); else a library they link is missing"),
        (f"install the {dist} release made for the TensorFlow installed (its compatibility table or release notes; "
         f"`{pip} show tensorflow {dist}` shows both), or the TensorFlow that release was made for; if it was compiled "
         f"as it was installed (horovod, a project's own ops), rebuild it against this TensorFlow (`{pip} install "
         f"--no-cache-dir --force-reinstall {dist}`); the traceback's last line decides"))


def addon_crash_said(paste: _Paste) -> Explanation | None:
    """The run said to crash (no Python error) where an add-on with compiled ops is used: its release made for another
    TensorFlow, most often (uncertain: a crash has other causes)."""  # noqa: D205, D209
    if (not {"compiled_addon_named", "crash_said"} <= paste.ctx.flags
            or {"pytorch", "jax", "host_ram_exhausted", "ram_load_said"} & paste.ctx.flags):
        return None
    pip, rel = _pip(paste), paste.release()
    dist = next((a for a in paste.ctx.addons if a in ("tensorflow-text", "tensorflow-addons", "tensorflow-io")), None)
    own = _addon_pin(paste, dist, f"{rel.line}.0", ops=True) if dist and rel else ""
    evidence = "a crash beside an add-on with compiled ops"
    return Explanation("context", "dependency_conflict", "warning", (), 0, evidence, (
        "uncertain: the words say the run crashes with no Python error (a segfault, a notebook session that dies) "
        "where an add-on with compiled ops (tensorflow-text, tensorflow-addons, tensorflow-io, dm-reverb, TF-DF...) "
        "is used: most often its release was built for another TensorFlow, whose C++ ABI its ops link (pip's newest "
        "release of it beside an older TensorFlow, or the other way round; nightlies of two different days)"), (
        f"{own}`{pip} list` shows TensorFlow and the add-on: install the add-on release made for the TensorFlow "
        "installed (tensorflow-text X.Y pins TensorFlow X.Y; TF-DF and tensorflow-addons publish compatibility "
        "tables; dm-reverb and tf-nightly of the same day), or the TensorFlow that release was made for"))


def tensorflow_unversioned_on_mac(paste: _Paste) -> Explanation | None:
    """Pip's conflict list has a package depending on `tensorflow`, no version named, beside tensorflow-macos."""
    requirer = next((r for r, p in paste.ctx.unversioned if p == "tensorflow"), None)
    if requirer is None or "pip_conflict_list" not in paste.ctx.flags:
        return None
    if (decided := _macos_package_required(paste, requirer.split(" ")[0])) is None:
        return None
    return Explanation("context", decided[0], decided[1], (), 0, f"{requirer} depends on tensorflow", decided[2],
                       decided[3])


def addon_pinned_by_every_release(paste: _Paste) -> Explanation | None:
    """Pip's list shows each release it tried of a package pinning one TensorFlow add-on release.

    `min2net 1.0.1 depends on tensorflow-addons==0.9.1` and `min2net 1.0.0 depends on tensorflow-addons==0.9.1` under
    "Cannot install min2net==1.0.0 and min2net==1.0.1": that pin is what cannot be had, most often no wheel of that
    old release for this Python; uncertain, `pip install` of the pin alone decides.
    """
    pins: dict[tuple[str, str], set[str]] = {}  # (add-on, its exact pin): the releases of the package pinning it
    for requirer, package, spec in paste.ctx.requirements:
        name, _, version = requirer.partition(" ")
        if spec.startswith("==") and re.match(r"(?:tensorflow|tf[-_]|tflite)[\w.-]", package) and version:
            pins.setdefault((package, spec), set()).add(name.lower())
            pins[(package, spec)].add(f"{name.lower()} {version}")
    found = next((key for key, who in pins.items() if len([w for w in who if " " in w]) > 1), None)
    if found is None:
        return None
    addon, spec = found
    name = next(w for w in pins[found] if " " not in w)
    python = f"this Python ({paste.ctx.python})" if paste.ctx.python else "this Python"
    return Explanation("context", "dependency_conflict", "error", (), 0, f"{name} pins {addon}{spec}", (
        f"uncertain which: each release of {name} pip tried pins {addon}{spec}, and pip cannot install that release "
        f"here: it has no wheel for {python} (an add-on's old release has none for newer Pythons), or another "
        f"requirement excludes it; `{_pip(paste)} install '{addon}{spec}'` alone decides"), (
        f"relax {name}'s pin to a {addon} release that has wheels for {python} (`pip index versions {addon}` lists "
        f"them), or install {name} in an environment with a Python {addon}{spec} supports"))


# TensorRT's split packages (8.6: tensorrt-libs, tensorrt-bindings) are published on NVIDIA's index only; PyPI
# carries later releases of those names (9.x developer builds) that no TensorFlow extra pins
_NVIDIA_INDEX_ONLY = re.compile(r"tensorrt[-_](?:libs|bindings)$", re.IGNORECASE)
_NVIDIA_INDEX = "--extra-index-url https://pypi.nvidia.com"


def _r_extra_dependency(event: LogEvent, paste: _Paste) -> _Resolved:
    """No file pip could find of a package a TensorFlow extra pins: NVIDIA's index has TensorRT's split packages."""
    dist, extra = event.get("dist") or "tensorflow", event.get("extra") or ""
    package, wanted = event.get("package") or "", event.get("wanted")
    pinned = f"{package}=={wanted}" if wanted else package
    if paste.ctx.windows and not {"linux", "docker"} & paste.ctx.flags:  # the extra's NVIDIA wheels are Linux ones
        return ("windows_native_gpu_unsupported", "error", (f"pip found no {pinned}, which TensorFlow's [{extra}] "
                "extra pins: its NVIDIA libraries are published for Linux only, and TensorFlow has no GPU build for "
                "native Windows after 2.10"), ("use WSL2 (`pip install 'tensorflow[and-cuda]'` inside it), or plain "
                "`pip install tensorflow` for the CPU on Windows"))
    install = f"pip install '{dist}[{extra}]' {_NVIDIA_INDEX}"
    if _NVIDIA_INDEX_ONLY.match(package):
        return ("dependency_conflict", "error", (f"pip found no {pinned}, which TensorFlow's [{extra}] extra pins: "
                "TensorRT's split packages of that release are published on NVIDIA's index (pypi.nvidia.com), not on "
                "PyPI, whose files of that name are later TensorRT releases"), (f"{install} (or install "
                f"TensorFlow without the [{extra}] extra and add TensorRT only where TF-TRT is used)"))
    python = f" (Python {paste.ctx.python})" if paste.ctx.python else ""
    return ("dependency_conflict", "error", (f"uncertain which: pip found no file of {pinned}, which TensorFlow's "
            f"[{extra}] extra pins, for this Python{python} and platform, or it is on NVIDIA's index only; the "
            f"package's files (on PyPI and pypi.nvidia.com) decide"), (f"{install}; else use a Python the pinned "
            f"package has wheels for, or install TensorFlow without the [{extra}] extra"))


def _apple_deps_missing(paste: _Paste) -> _Resolved | None:
    """Conda found no tensorflow-deps: Apple publishes it for Apple silicon (osx-arm64) only."""
    flags = paste.ctx.flags
    if "tf_deps_spec" not in flags:
        return None
    if not {"macos", "apple_machine", "apple_silicon", "conda_osx64"} & flags and (
            paste.ctx.windows or "linux" in flags):
        return ("python_unsupported", "error", ("conda found no tensorflow-deps: it is Apple's package for "
                "Apple-silicon Macs (osx-arm64) only, and this is not one"), ("install TensorFlow itself here "
                "(`pip install tensorflow` in the environment, or conda-forge's tensorflow), not the Mac guide's "
                "tensorflow-deps/tensorflow-macos"))
    intel = (" (its channels are the osx-64 ones: this is the Intel build of conda, which runs under Rosetta)"
             if "conda_osx64" in flags else "")
    return ("python_unsupported", "error", (f"conda found no tensorflow-deps: Apple publishes it for osx-arm64 only, "
            f"so the conda that ran is not an Apple-silicon one{intel}"), ("install an arm64 conda (Miniforge's "
            "Miniforge3-MacOSX-arm64 installer) and create the environment with it: `conda info` must show platform "
            "osx-arm64 (if an older Python or conda comes first on the PATH, put Miniforge's first)"))


def _r_conda_unsolvable(event: LogEvent, paste: _Paste) -> _Resolved:
    """Conda's solver failed on an environment file: add-ons it lacks go under pip; exact builds fit one platform."""
    if (apple := _conda_x86_mac(paste.ctx.flags) or _apple_deps_missing(paste)) is not None:
        return apple
    if event.get("pinned") or event.get("package"):  # a line of its listing: TensorFlow's chain decides
        return _conda_pinned_beside(paste)
    # TensorFlow's add-ons alone listed as not found (no exact builds pinned): they belong under the file's pip section
    addons = paste.ctx.conda_unfound
    if ("conda_build_pins" not in paste.ctx.flags and addons
            and all(_TF_ADDON_SPEC.match(s) and s.split("=")[0].lower() not in _TF_DISTRIBUTIONS for s in addons)):
        return ("dependency_conflict", "error", (f"conda's channels have no build of {', '.join(addons)} for this "
                "platform: TensorFlow's add-ons are released on PyPI, and conda channels carry few of their releases "
                "(or none)"), (f"list {', '.join(addons)} under the `- pip:` section of the environment file (pip "
                               "installs them from PyPI, beside the TensorFlow release they are made for), or drop "
                               "their exact pins"))
    # the specs it lists decide (the other lines read them), and a file with exact builds matters here only if it is
    # TensorFlow's environment
    if not {"conda_build_pins", "tensorflow_named"} <= paste.ctx.flags:
        return ("harmless", "noise", pattern(event.kind).meaning, "")
    return ("dependency_conflict", "error", ("conda cannot satisfy the exact builds the environment file pins "
            "(name=version=build, as `conda env export` writes them): such a file fits the platform, and the "
            "channels' contents, it was exported from, not this machine"), ("remove the build strings (`conda env "
            "export --no-builds` where it was made, or delete each `=build` part) and the OS-specific packages, or "
            "install the packages the course or book lists by hand (`conda create -n NAME python=X.Y` then "
            "`conda install` / `pip install` them)"))


# a TensorFlow add-on's name in conda's list of specs (tensorflow-addons, tensorflow-metadata, tf-models-official),
# not conda's own TensorFlow packages (tensorflow-base, -mkl, -eigen) nor a TensorFlow distribution (_TF_DISTRIBUTIONS)
# or Apple's plugin: their channels, Python and platform decide
_TF_ADDON_SPEC = re.compile(r"(?!tensorflow-(?:base|mkl|eigen|metal)(?:[=\s]|$))(?:tensorflow|tf)-[a-z][\w-]{1,40}"
                            r"(?:[=\s]|$)", re.IGNORECASE)


def _conda_pinned_beside(paste: _Paste) -> _Resolved:
    """Conda 4.3-4.6's listing of the specs in conflict: a package pinned exactly beside TensorFlow's chain.

    `- opencv ==2.4.8` beside `- tensorflow -> numpy >=1.10.1`: the pinned release's builds need another version of
    that dependency, so the pin, not TensorFlow, is what to move.
    """
    listed = paste.events.get("conda_unsolvable", ())
    pins = sorted({f"{e.get('pinned')}=={e.get('pinned_version')}" for e in listed if e.get("pinned")})
    chain = next((e for e in listed if e.get("package")), None)
    if chain is None or not pins or paste.has("conda_no_package"):  # a Python spec: conda_no_package
        return ("harmless", "noise", pattern("conda_unsolvable").meaning, "")
    needs = f"{chain.get('package')}{chain.get('spec')}"
    names = " ".join(p.split("==", 1)[0] for p in pins)
    return ("dependency_conflict", "error", (f"conda cannot install {', '.join(pins)} beside {chain.get('flavour')}, "
            f"whose builds depend on {needs}: the build of the exact release pinned needs another "
            f"{chain.get('package')}"),
            (f"drop the exact pin (`conda install {names} {chain.get('flavour')}` lets conda pick a {names} built for "
             f"{needs}), or install a newer {names}; else give TensorFlow an environment of its own"))


def _r_conda(event: LogEvent, paste: _Paste) -> _Resolved:
    """Conda's "incompatible with the existing python installation" and PackagesNotFoundError."""
    flags = paste.ctx.flags
    if "conda_channels_32bit" in flags and "conda_channels_64bit" not in flags:  # the channels it searched
        return ("python_unsupported", "error", ("this conda is 32-bit: the channels it searched are their 32-bit "
                "subdirectories (win-32, linux-32), and TensorFlow has no 32-bit package, in any channel or on "
                "PyPI"), (
                "install a 64-bit Anaconda or Miniconda (its x86_64 installer), create the environment with it and "
                "install TensorFlow there"))
    return _conda_x86_mac(flags) or _apple_deps_missing(paste) or _conda_versions(event, paste)


def _conda_versions(event: LogEvent, paste: _Paste) -> _Resolved:
    """Conda found no TensorFlow build for the environment: the versions (its Python, the release) decide."""
    ctx = paste.ctx
    pin = next((e.get("pin") for e in paste.events.get(event.kind, ()) if e.get("pin")), None)
    if pin and ctx.conda_pythons:  # libmamba: the environment's Python against the ones TensorFlow's builds need
        offered = sorted(set(ctx.conda_pythons), key=version_tuple)
        return ("python_unsupported", "error", (f"the environment is pinned to Python {pin}; the channel's TensorFlow "
                f"builds need Python {offered[0]}-{offered[-1]}"), (f"create the environment with "
                f"python={offered[-1]} (`conda create -n tf python={offered[-1]}`), or install TensorFlow for Python "
                f"{pin} from conda-forge or with pip inside the environment"))
    gpu = ctx.packages.get("tensorflow-gpu")
    if (early := _conda_x86_mac(ctx.flags) or (_gpu_package_gone(paste, gpu) if gpu else None)) is not None:
        return early
    wanted = event.get("spec_version") or gpu or ctx.packages.get("tensorflow") or ctx.tensorflow
    match = paste.tables.release(wanted) if wanted else None
    py = ctx.python
    fits = [r.line for r in python_lines(paste.tables, py, windows=ctx.windows)] if py else []
    channel = "`conda install -c conda-forge tensorflow` (or pip inside the environment)"
    if match and py and not python_fits(match.release, py, windows=ctx.windows):
        pythons = wheel_pythons(match.release, windows=ctx.windows)
        where = " on Windows" if ctx.windows and pythons != match.release.python else ""
        other = f", or TensorFlow {fits[0]}-{fits[-1]} for Python {py}" if fits else ""
        return ("python_unsupported", "error", (f"TensorFlow {match.release.line} has no build for Python {py}{where} "
                f"(only {_pythons(pythons)})"), (f"create the environment with python={pythons[-1]} "
                f"(`conda create -n tf python={pythons[-1]}`){other}"))
    if event.get("spec"):  # conda 4.3 lists the specs that conflict: tensorflow's and, maybe, the Python's
        return _conda_specs(event, paste, match.release if match else None)
    # what tensorflow's requirements lead to, in the listing: a line of its own, after the "incompatible" header
    # tensorflow's own line ("tensorflow -> python[...]") before a dependency's ("tensorflow -> astor[...] -> python")
    listed = sorted((event, *paste.events.get(event.kind, ())), key=lambda e: e.line.count("->"))
    tf_tree = "libmamba_tf_needs" in ctx.flags  # libmamba's range is TensorFlow's only under a TensorFlow package
    chain = next((c for e in listed
                  if (c := e.get("chain") or e.get("chain2") or (e.get("chain3") if tf_tree else None))), None)
    cut = any(e.get("chain_cut") for e in (event, *paste.events.get(event.kind, ())))  # its version list cut short
    if (event.get("python") or chain or cut) and py and fits:
        needs = f" (the channel's tensorflow, through its requirements, needs Python {chain})" if chain else ""
        older = _older_python(paste.tables, py)
        then = f"; a paste older than TensorFlow {fits[0]} had no build for it{older}" if older else ""
        built = _conda_chain_pythons(chain or "")
        there = (f"create the environment with python={built[-1]} (`conda create -n tf python={built[-1]}`): this "
                 f"channel builds it for Python {_pythons(built)}; or " if built and py not in built else "")
        return ("python_unsupported", "error", (f"conda has no TensorFlow build it can put beside Python {py} "
                f"in this channel{needs}"), (f"{there}pin a release made for Python {py} (TensorFlow "
                f"{fits[0]}-{fits[-1]}), or {channel}{then}"))
    return ("python_unsupported", "error", ("conda found no TensorFlow package for this environment; uncertain "
            "why: the channel has no build for this Python or platform (defaults stopped early; conda-forge has "
            f"current ones), and `{_WHICH_PYTHON}` with `conda search -c conda-forge tensorflow` decides"),
            f"{channel}; or a Python that the release supports (`envcheck matrix`)")


_ARM64_CONDA = ("install an arm64 conda (Miniforge3-MacOSX-arm64, or Miniconda's Apple-silicon installer) and create "
                "the environment with it (`conda info` then says platform : osx-arm64); there `conda install -c apple "
                "tensorflow-deps` and pip's tensorflow-macos, or tensorflow 2.13+, install, with tensorflow-metal for "
                "the GPU")


# one alternative of a conda version spec: "3.6.*", "3.6*", "3.6", ">=3.6,<3.7.0a0" (its lower bound names the Python)
_CONDA_PY_ALT = re.compile(r"^\s*(?:>=)?(?P<v>[23]\.\d{1,2})(?:\.\*|\*|,<[\d.a]+)?\s*$")


def _conda_chain_pythons(chain: str) -> list[str]:
    """The Pythons a conda listing's `python[version='...']` names, oldest first (an open-ended bound names none)."""
    found = [m.group("v") for alt in chain.split("|") if (m := _CONDA_PY_ALT.match(alt))]
    return sorted(set(found), key=version_tuple)


def _conda_x86_mac(flags: set[str]) -> _Resolved | None:
    """An x86_64 (osx-64) conda on a Mac: Apple's tensorflow-deps is built for osx-arm64 (Apple silicon) only."""
    if "conda_osx64" not in flags or not {"tensorflow_deps", "apple_silicon"} & flags:
        return None
    if "apple_silicon" in flags:
        return ("python_unsupported", "error", ("this conda is an x86_64 one (its channels' osx-64 builds), which "
                "Apple silicon runs under Rosetta: Apple's tensorflow-deps and tensorflow-macos are built for arm64 "
                "(osx-arm64) only"), _ARM64_CONDA)
    return ("python_unsupported", "error", ("uncertain which Mac: tensorflow-deps exists for Apple silicon's conda "
            "(osx-arm64) only, and this conda is an x86_64 one (osx-64): on an Intel Mac the package is not needed, on "
            "Apple silicon this conda runs under Rosetta (`uname -m` in its Python says x86_64 or arm64)"),
            (f"on an Intel Mac skip tensorflow-deps: `pip install tensorflow tensorflow-metal` (TensorFlow up to "
             f"2.16 has Intel Mac wheels); on Apple silicon, {_ARM64_CONDA}"))


def _conda_specs(event: LogEvent, paste: _Paste, rel: Release | None) -> _Resolved:
    """Conda 4.3's listing of conflicting specs, whose release fits the Python or is not in the tables.

    Listed beside a bare Python spec ("- python 3.6*") the two are what conflict: the channel has no build of
    that TensorFlow for that Python (the tables may not know the release, or the channel's builds). Without
    one, another package of the listing conflicts with it.
    """
    name, version = event.get("spec"), event.get("spec_version")
    spec, pinned = f"{name} {version}", f"{name}={version}"
    py = paste.ctx.python
    if "conda_python_spec" in paste.ctx.flags and py:
        pythons = _pythons(wheel_pythons(rel, windows=paste.ctx.windows)) if rel else ""
        known = f"; TensorFlow {rel.line} has Python {pythons} builds, not necessarily in this channel" if rel else ""
        return ("python_unsupported", "error", (f"conda lists python {py} and {spec} as the specs that conflict: the "
                f"channel has no {spec} build for Python {py}{known}"), (f"create the environment with a Python that "
                f"channel builds {spec} for (`conda search {pinned}` lists them with their pyXY), e.g. `conda create "
                f"-n tf python=X.Y {pinned}`, or a newer TensorFlow built for Python {py}"))
    return ("dependency_conflict", "error", (f"uncertain: conda lists {spec} among the specs that conflict; the others "
            "in its listing are what it cannot be installed beside"), (f"`conda info {pinned}` shows its "
            "dependencies; create a fresh environment for it, or relax the other specs listed"))


# The releases whose `tensorflow` wheel for a platform is a shim that only requires another distribution, declared in
# that wheel's metadata alone (tensorflow/tensorflow#61477 for macOS arm64, #62899 and #75415 for Windows): Poetry
# reads one wheel's metadata for every platform and leaves the shim without what it requires (python-poetry#8271)
_SHIM_WHEELS = (("apple_silicon", "2.13", "2.15", "tensorflow-macos", "macOS arm64"),
                ("windows", "2.11", "2.18", "tensorflow-intel", "Windows"))


def _shim_without_its_package(paste: _Paste) -> _Resolved | None:
    """Poetry installed a release whose wheel for this platform is a shim, and TensorFlow is not importable."""
    ctx = paste.ctx
    if "poetry_used" not in ctx.flags or not ctx.tensorflow:
        return None
    line = version_tuple(ctx.tensorflow)[:2]
    for flag, first, last, dist, platform in _SHIM_WHEELS:
        if (flag in ctx.flags or (flag == "windows" and ctx.windows)) and (
                version_tuple(first) <= line <= version_tuple(last)):
            return ("dependency_conflict", "error", (f"TensorFlow {ctx.tensorflow}'s `tensorflow` wheel for {platform} "
                    f"is a shim whose only content is its requirement on {dist}, declared in that wheel alone; "
                    f"Poetry resolves with another wheel's metadata and never installs {dist}, so there is no "
                    "tensorflow module"), (f"add it explicitly for that platform: `poetry add "
                                           f"{dist}=={ctx.tensorflow}` (or a marker-restricted entry in "
                                           "pyproject.toml)"))
    return None


def _r_not_installed(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    if (shim := _shim_without_its_package(paste)) is not None:
        return shim
    where = "the Jupyter kernel" if "jupyter" in paste.ctx.flags else "this interpreter"
    if ({"py2_tf_not_found", "py_frame"} <= paste.ctx.flags and "py3_ran" not in paste.ctx.flags
            and (py := paste.ctx.python) and py.startswith("3.")):
        return ("wrong_interpreter", "error", (f"{where} is Python 2 (only Python 2 names the missing module without "
                f"quotes), and the paste names Python {py}, the one TensorFlow is for: `python` runs the other"), (
                "run the code with Python 3: `python3 SCRIPT.py` (`python` is Python 2 here, which TensorFlow "
                "releases from 2.2 on do not support)"))
    if "sudo_pip" in paste.ctx.flags:  # sudo runs root's pip: the system Python's, not the environment's
        return ("wrong_interpreter", "error", (f"{where} has no TensorFlow: `sudo pip install` ran root's pip, which "
                "installed into the system Python (root's PATH), not the environment this python comes from"),
                ("install without sudo, with the interpreter that runs the code: `python -m pip install tensorflow` "
                 "(inside the activated environment)"))
    if (tool := _project_tool(paste)) is not None:
        return ("wrong_interpreter", "error", (f"{where} has no TensorFlow: {tool} installed it into the project's own "
                f"environment, which a plain `python` does not run in"), (f"run the code through it: `{tool} run "
                f"python SCRIPT.py` (or activate the environment {tool} made); `{tool} run python -c 'import sys; "
                "print(sys.executable)'` shows which interpreter that is"))
    return ("wrong_interpreter", "error", (f"{where} has no TensorFlow: it is not the environment TensorFlow was "
            "installed into"), ("run `python -m pip install tensorflow` with that exact interpreter (print "
            "sys.executable), or select the environment's kernel (python -m ipykernel install --user --name ENV)"))


# the project managers that install into an environment of their own, by the flag that says the paste uses them
_PROJECT_TOOLS = (("pdm_used", "pdm"), ("poetry_used", "poetry"), ("pipenv_used", "pipenv"), ("uv_project_used", "uv"),
                  ("hatch_used", "hatch"))


def _project_tool(paste: _Paste) -> str | None:
    """The project manager that installed TensorFlow, where the code did not already run through it (nor in Jupyter)."""
    if {"jupyter", "project_tool_ran"} & paste.ctx.flags:
        return None
    return next((t for flag, t in _PROJECT_TOOLS if flag in paste.ctx.flags), None)


# modules TensorFlow's own code imports from packages it requires (its setup.py's REQUIRED_PACKAGES), by their
# distributions (keras_applications for 1.11-2.1, which the standalone keras 2.2-2.3 requires too; keras_preprocessing
# is keras_version_skew's reading)
_TF_DEPENDENCIES = {"absl": "absl-py", "wrapt": "wrapt", "gast": "gast", "astor": "astor", "termcolor": "termcolor",
                    "opt_einsum": "opt-einsum", "astunparse": "astunparse", "flatbuffers": "flatbuffers",
                    "keras_applications": "keras_applications", "ml_dtypes": "ml-dtypes"}


def _r_module_missing(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A package's module missing: one TensorFlow requires, or any in a notebook started after an activation.

    TensorFlow's (or Keras') own frame importing a module of a package it requires is TensorFlow installed without
    its dependencies; with no frame shown, the code's own import in a Python without TensorFlow is as likely (a note,
    which leaves the paste's other readings their turn). In a notebook, `jupyter` runs from the first environment on
    PATH that has it: an activated environment without Jupyter starts the base one's server and kernel, which lack
    what was installed into the activated one (a note too: the module may be the code's own); not where a package's
    own frame imports it (the kernel is the environment's then), where the notebook is said to work, where a kernel
    is said registered or chosen, on Colab, nor for an add-on the paste installs (its own reading).
    """
    flags, module = paste.ctx.flags, event.get("module") or ""
    owner = _frame_owner(paste)
    if module == "keras_applications" and _model_code_imports(owner, paste):
        return _keras_applications_absent(paste)
    if (dist := _TF_DEPENDENCIES.get(module)) and "tensorflow_named" in flags and (
            owner is None or owner.startswith(("tensorflow", "keras"))):
        named = module if dist == module else f"{module} ({dist} on PyPI)"
        why = (f"{named}, a package TensorFlow (or Keras) requires, is not installed: TensorFlow came without its "
               "dependencies (built from source, installed with --no-deps or by another package manager), or the "
               "package was uninstalled since")
        pip = _pip(paste)
        fix = (f"`{pip} install {dist}` at the version TensorFlow declares (`{pip} check` names it), or reinstall "
               "TensorFlow with pip, which brings what it requires")
        if owner is None:  # no frame: the code's own import, in a Python that has no TensorFlow either, fails so too
            return ("dependency_conflict", "info", (f"uncertain: {why}; the traceback does not show whether "
                    "TensorFlow's code imports it (the code's own import in a Python without TensorFlow fails so "
                    'too: `python -c "import tensorflow"` there decides)'), fix)
        return ("dependency_conflict", "error", why, fix)
    if (not {"jupyter", "env_activated_said"} <= flags or {"notebook_works_said", "kernel_registered", "colab"} & flags
            or owner is not None or module.startswith("_") or paste.ctx.addon_missing):
        return None
    known = _FOLDER_DISTRIBUTIONS.get(module.lower())
    install = (f"`%pip install {known}`" if known else f"`%pip install` of the package that provides {module}")
    return ("wrong_interpreter", "info", (f"uncertain: the notebook's kernel cannot import {module} although the "
            "words say the environment was activated: a `jupyter` started from an environment that has no Jupyter of "
            "its own is another environment's (the base one's), and so is its kernel (unless the module is the "
            "code's own, or was never installed); `import sys; print(sys.executable)` in the notebook decides"),
            ("in the activated environment, `python -m pip install jupyterlab ipykernel` and start it as `python -m "
             "jupyterlab` (or register the environment as a kernel, `python -m ipykernel install --user --name ENV`, "
             f"and select it); or {install} in the notebook installs into the kernel's own Python"))


def _model_code_imports(owner: str | None, paste: _Paste) -> bool:
    """Keras-Applications imported by model code: a package's own frame, or no frame and no TensorFlow 1.11-2.1.

    Those releases required it (their wheels' metadata) and imported it, so with no frame shown beside one, or
    beside TensorFlow named without its version, it may be TensorFlow's own import.
    """
    if owner is not None:
        return not owner.startswith(("tensorflow", "keras"))
    rel = paste.release()
    if rel is None:
        return "tensorflow_named" not in paste.ctx.flags
    low, high = _KERAS_APPLICATIONS_REQUIRED
    return not low <= rel.key <= high


# the TensorFlow lines whose wheels require Keras-Applications (METADATA, ../shared/reference/tf_builds.json)
_KERAS_APPLICATIONS_REQUIRED = ((1, 11), (2, 1))


def _keras_applications_absent(paste: _Paste) -> _Resolved:
    """Keras-Applications imported by model code of the Keras 2.2-2.3 era: what installed it then no longer does."""
    return ("dependency_conflict", "error", ("keras_applications (Keras-Applications on PyPI) is not installed: the "
            "standalone Keras 2.2-2.3 and TensorFlow 1.11-2.1 installed it as their dependency, Keras 2.4+ and later "
            "TensorFlow do not, and model code written in their time (keras-vggface, efficientnet, "
            "segmentation_models, image-classifiers) still imports it"),
            (f"`{_pip(paste)} install keras_applications` (1.0.8, its last release), or a release of the model code "
             "that no longer imports it"))


def _r_pip_without_wheels(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """Pip looking for setup.py in what it unpacked from a .whl (the last install the paste gives): a pip before 1.4."""
    if "whl_install_last" not in paste.ctx.flags:  # the last install given was no wheel: its setup.py is its own
        return None
    return ("dependency_conflict", "error", ("pip unpacked the .whl and looked for a setup.py in it: only a pip "
            "older than 1.4, which cannot install wheels, does that (a wheel has no setup.py)"),
            ("upgrade pip first (`pip install --upgrade pip`; with a very old one, `easy_install -U pip` or "
             "get-pip.py), then install the wheel again"))


def _r_pkg_resources_conflict(event: LogEvent, paste: _Paste) -> _Resolved:
    """The setuptools check refusing to start a package's program: an installed distribution outside its requirement.

    setuptools 82 removed pkg_resources, which the check itself runs in: a setuptools requirement is capped below it;
    tflite-runtime and pycoral come from Coral's index (PyPI has no tflite-runtime 2.5).
    """
    pip, req = _pip(paste), (event.get("requirement") or "").replace(" ", "")
    have = f"{event.get('have')} {event.get('have_version')}"
    requirer = event.get("requirer")
    package = (event.get("package") or "").lower().replace("_", "-")
    wanted = f"{req},<82" if package == "setuptools" else req
    coral = " --extra-index-url https://google-coral.github.io/py-repo/" if package in _CORAL_PACKAGES else ""
    cause = "keras_version_skew" if package in _KERAS_DISTRIBUTIONS else "dependency_conflict"
    install = f"`{pip} install{coral} '{wanted}'`"
    if requirer is None:  # a plain VersionConflict: the program that checked is not named
        return (cause, "error", (f"{have} is installed, outside {req}, which the program started requires (setuptools' "
                "pkg_resources checks a program's requirements when it starts)"), (f"{install}, or a release of the "
                f"program made for {have} (`{pip} check` lists the rest)"))
    return (cause, "error", (f"{requirer} requires {req}, and {have} is installed: setuptools' pkg_resources checks "
            f"{requirer}'s requirements when its program starts, and refuses to start it"), (f"{install} in the "
            f"environment that runs {requirer} (`{pip} check` lists what else does not fit), or a release of "
            f"{requirer} made for {have}"))


_CORAL_PACKAGES = frozenset({"tflite-runtime", "pycoral"})  # published on Coral's own index
_KERAS_DISTRIBUTIONS = frozenset({"keras", "tf-keras", "keras-nightly"})


def _r_apt_python(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """An apt error refusing a Debian or Ubuntu package built for another python3.

    Only where the python3 apt would install is outside the bound, read by major and minor (a bound with a patch
    level, or a `<` bound of a major's first minor, names no Python to use).
    """
    op, want, have = event.get("op") or "", event.get("want") or "", event.get("have") or ""
    bound, installed = version_tuple(want), version_tuple(have)[:2]
    if len(bound) != 2 or (op.startswith("<") and bound[1] == 0):  # noqa: PLR2004 - major.minor
        return None
    outside = installed >= bound if op in ("<", "<<") else installed > bound if op == "<=" else installed < bound
    if not outside:
        return None
    major, minor = bound
    fit = f"{major}.{minor - 1}" if op in ("<", "<<") else want
    span = " or older" if op.startswith("<") else " or newer"
    package = f"the apt package {event.get('package')}" if event.get("package") else "an apt package (named above)"
    return ("python_unsupported", "error", (f"{package} is built for python3 {op} {want}{event.get('rest') or ''}, and "
            f"the python3 apt would install is {have}: apt will not install it"), (f"use Python {fit}: an OS release "
            f"whose python3 is {fit}{span} (a Docker base image of one), or the software's pip release, where it "
            f"publishes one, in a venv of Python {fit} (`python{fit} -m venv .venv`)"))


def _r_protobuf_append(event: LogEvent, paste: _Paste) -> _Resolved:
    """A protobuf before 3.8: its repeated message fields have no append() or insert() (TensorFlow 2.1+ need 3.8).

    The range to install is TensorFlow's own where it caps it; else below 3.20, as TensorFlow before 2.12 needs.
    """
    rel = paste.release()
    declared = rel.protobuf[0] if rel and rel.protobuf else None
    floor = re.search(r">=\s*([\d.]+)", declared or "")
    lowest = floor.group(1) if floor and version_tuple(floor.group(1)) > (3, 8) else "3.8"
    capped = declared if declared and "<" in declared else f"protobuf>={lowest},<3.20"
    said = f" (TensorFlow {rel.line} declares {declared})" if rel and declared else ""
    caller = ("TensorFlow 2.1 and later call it and require protobuf>=3.8.0" if not rel or rel.key >= (2, 1) else
              f"TensorFlow {rel.line} does not call it itself: another package does (a traceback's frames name it)")
    return ("protobuf_incompatible", "error", (f"the protobuf installed is older than 3.8.0, which gave repeated "
            f"message fields {event.get('attr') or 'append'}(); {caller}"),
            f"`{_pip(paste)} install -U '{capped}'`{said}, then restart the runtime")


def _r_keras_thread_local(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """The standalone keras 2.3's thread-local scope flag, set only in the thread that imported keras (keras#13353).

    Not read where the traceback ends in another package's frame (werkzeug's, torch's threading.local) or a keras
    other than 2.3 is shown; uncertain where no keras shows (no frame, no word).
    """
    ctx, pip = paste.ctx, _pip(paste)
    keras = ctx.packages.get("keras")
    if (ctx.frame_packages and ctx.frame_packages[-1] != "keras") or (keras and not keras.startswith("2.3")):
        return None
    shown = bool({"keras_package_frame", "keras_word", "keras_backend_banner"} & ctx.flags)
    if not shown and "tf_keras_used" in ctx.flags:  # tf.keras keeps no such flag: not the standalone keras
        return None
    rel = paste.release()
    older = (f"`{pip} install 'keras<2.3'` (keras 2.2.5, for TensorFlow 1.x)" if rel is None or rel.key < (2,) else
             "keras 2.2 only with TensorFlow 1.x")
    why = ("the standalone keras 2.3 keeps a thread-local flag (_SYMBOLIC_SCOPE) that only the thread which imported "
           "keras sets, so a model built or loaded in another thread (a Flask or Tornado handler, a worker or QThread) "
           "fails on it")
    return ("keras_version_skew", "error" if shown else "warning", why if shown else (f"uncertain: {why}; the paste "
            "shows no keras, and another library's thread-local value fails the same way (the traceback's last frame "
            "decides)"), ("import Keras through TensorFlow (`from tensorflow.keras.models import load_model`, "
                          f"tf.keras), or {older}; or build and load the model in the thread that "
                          "imported keras (Flask: `app.run(threaded=False)`)"))


def _r_edgetpu_interpreter(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """The Edge TPU delegate in an interpreter of other TensorFlow sources (Coral's maintainers: edgetpu#214, #259)."""
    pip = _pip(paste)
    return ("dependency_conflict", "error", ("the Edge TPU runtime (libedgetpu) and the TensorFlow Lite interpreter "
            "loading it (tflite_runtime, or TensorFlow's own tf.lite) were built from different TensorFlow sources, "
            "so the Edge TPU's custom op cannot prepare: most often a tflite_runtime older than the libedgetpu "
            "installed (`dpkg -l | grep edgetpu` and `python3 -c 'import tflite_runtime; "
            "print(tflite_runtime.__version__)'` show both)"), ("install the tflite_runtime of the Coral release "
            "libedgetpu comes from (libedgetpu 15 and 16 go with tflite_runtime 2.5.0; pycoral 2.0 pins "
            f"tflite-runtime==2.5.0.post1): `{pip} install --extra-index-url https://google-coral.github.io/py-repo/ "
            "pycoral`, which brings it, after removing an older tflite_runtime; or upgrade libedgetpu so both come "
            "from one release (`sudo apt-get install libedgetpu1-std` from Coral's apt repository); load the delegate "
            "through tflite_runtime, not tf.lite"))


def _r_protobuf_headers(event: LogEvent, paste: _Paste) -> _Resolved:
    """A .pb.h file's own check on the protobuf headers a C++ build found (TensorFlow's, building against them)."""
    which = event.get("which")  # generated by a newer protoc: the headers found are older than it (protobuf 22+: none)
    headers = "older" if which == "newer" else "newer" if which == "older" else "of another version"
    tensorflow = "tensorflow_named" in paste.ctx.flags or "tf_frame" in paste.ctx.flags
    whose = "TensorFlow's .pb.h files (a custom op, Horovod or an add-on built against TensorFlow)" if tensorflow else \
        "a .pb.h file"
    fix = ("put TensorFlow's own compile flags first (`python -c 'import tensorflow as tf; print(\" \".join("
           "tf.sysconfig.get_compile_flags()))'`: its include folder holds the protobuf headers its .pb.h files were "
           "generated for) and take the other protobuf's headers off the include path (a system libprotobuf-dev's "
           "/usr/include/google/protobuf, conda's libprotobuf, CPATH or CPLUS_INCLUDE_PATH), then rebuild" if tensorflow
           else "build with the protobuf headers (and library) of the protoc that generated the file, or regenerate "
           "the .pb.h files with the protoc of the headers the build uses")
    return ("protobuf_incompatible", "error", (f"a C++ build compiles {whose} with protobuf headers "
            f"{headers} than the protoc that generated them: the file's own version check "
            "stops the build"), fix)
