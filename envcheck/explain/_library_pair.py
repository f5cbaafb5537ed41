"""An installed package's own code missing another package's name: the two packages' releases do not pair.

`dask/dataframe/core.py ... AttributeError: module 'pandas' has no attribute 'computation'`: dask's code (the
traceback's last frame) uses a pandas name that the pandas installed lacks, so that dask was made for another pandas.
TensorFlow (but for its private modules outside tensorflow.python: `jax/experimental/jax2tf/jax2tf.py ...
module 'tensorflow.compiler.tf2xla.python.xla' has no attribute 'optimization_barrier'`), Keras, NumPy and protobuf
have readings of their own; a module of the package itself or of Python's, a folder several distributions share, a
circular import, code that is not an installed package's (the user's own script), or a loader's frame (unpickling, an
entry point, a config's dotted path: the name is the pickle's or the config's) says none of it.

transformers' TensorFlow classes missing are one such pair: transformers exports them only when TensorFlow 2 imports
beside it, and its releases from 5.0 have none.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from envcheck.compat import addon_releases
from envcheck.explain._model import Explanation
from envcheck.explain._packages import _TF_OWN_FOLDERS, _addon_pin, _distribution_of, _frame_owner
from envcheck.explain._paste import _pip
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste, _Resolved
    from envcheck.tflog import LogEvent

# the modules whose missing names other readings answer (TensorFlow's API, Keras', NumPy's, protobuf's under google)
_OWN_READINGS = frozenset({"tensorflow", "tensorflow_core", "keras", "tf_keras", "numpy", "google"})
# TensorFlow's private modules outside tensorflow.python that no reading of its own answers: a package using them
# (jax2tf uses the XLA ops, model converters use TFLite's) pairs with the TensorFlow releases it was made for
_TF_PRIVATE = ("tensorflow.compiler.", "tensorflow.lite.")


def library_pair_said(paste: _Paste) -> Explanation | None:
    """The traceback's last frame, an installed package's code, fails on a name another package lacks."""
    if paste.ctx.foreign_missing is None:
        return None
    package, module, name, line = paste.ctx.foreign_missing
    top = module.split(".")[0].lower()
    pip, user, lib = _pip(paste), _distribution_of(package), _distribution_of(top)
    # (not Python's own modules: no pip release pairs with them, a name missing there is the Python's or setuptools';
    # nor a folder several distributions share, mpl_toolkits: which one's code it is the folder does not say;
    # TensorFlow's private modules only under another package's code: TensorFlow's and Keras' own are their readings)
    if (user is None or lib is None or user == lib
            or (top in _OWN_READINGS and (not module.startswith(_TF_PRIVATE) or package in _TF_OWN_FOLDERS))
            or top in sys.stdlib_module_names
            or "circular import" in line or "partially initialized" in line):
        return None
    declared = (f"the {lib} release that this {user} release was made for (its release notes or requirements; "
                f"`{pip} show {user} {lib}` shows both)" if lib == "tensorflow" else
                f"the {lib} release that {user} declares (`{pip} show {user} {lib}` shows both; `{pip} check` names "
                "the mismatch)")
    return Explanation("context", "dependency_conflict", "error", (), 0, line, (
        f"{user}'s own code (the traceback's last frame) uses {module}.{name}, which the {lib} installed does not "
        f"have: the {user} and the {lib} installed were not made for each other (one is older than the other "
        "expects)"), f"`{pip} install -U {user}` (its release made for the {lib} installed), or install {declared}")


def dependency_absent_said(paste: _Paste) -> Explanation | None:
    """The traceback's last frame, an installed package's code, imports a TensorFlow add-on that is not installed.

    `onnx_tf/handlers/backend/hardmax.py ... No module named 'tensorflow_addons'`: onnx-tf needs tensorflow-addons
    beside it, which is not installed in that Python. Not under TensorFlow's or Keras' own frames (their parts are
    their installs'), a runner's (IPython's, Spyder's, pytest's: the user's code ran), nor for a module whose
    distribution is not on PyPI (keras_contrib); the module's distribution is the one its folder belongs to.
    """
    if paste.ctx.foreign_absent is None:
        return None
    package, module, line = paste.ctx.foreign_absent
    user, dist = _distribution_of(package), _distribution_of(module)
    if (user is None or dist is None or module in _NOT_ON_PYPI or package in _NOT_IMPORTERS
            or package.startswith("spyder") or user == dist):
        return None
    rel, pip = paste.release(), _pip(paste)
    pin = _addon_pin(paste, dist, f"{rel.line}.0" if rel else None)
    if pin and rel:
        made = f"{pin.removesuffix('; ')}, the release made for TensorFlow {rel.line}"
    elif rel and addon_releases(paste.tables, dist):
        made = (f"`{pip} install {dist}` (the compat tables pair no {dist} release with TensorFlow {rel.line}: its "
                "release notes say which TensorFlow each needs)")
    else:
        made = f"`{pip} install {dist}`"
    return Explanation("context", "dependency_conflict", "error", (), 0, line, (
        f"{user}'s own code (the traceback's last frame) imports {module}, which is not installed in this Python: "
        f"{user} needs {dist} beside it"), (
        f"{made}, in the Python that runs the code; `{pip} show {user}` and its install notes name what it needs"))


# add-on modules not on PyPI (installed from their repositories): no pip install names them
_NOT_ON_PYPI = frozenset({"keras_contrib"})
# code that runs the user's (a notebook's kernel, an IDE's runner, a test runner): what it imports is the user's
_NOT_IMPORTERS = _OWN_READINGS | {"ipython", "ipykernel", "_pytest", "pytest", "pluggy", "runpy", "pydevd",
                                  "_pydevd_bundle", "_pydev_bundle", "colab_kernel_launcher"}


# the first transformers release without TensorFlow classes (huggingface/transformers#40760, the v5 line)
_TRANSFORMERS_WITHOUT_TF = (5,)


def _r_transformers_tf(event: LogEvent, paste: _Paste) -> _Resolved:
    """`cannot import name 'TFBertModel' from 'transformers'`: no TensorFlow 2 beside it, or a transformers 5+."""
    pip, name = _pip(paste), event.get("tf_class") or event.get("tf_class_bare")
    shown = paste.ctx.packages.get("transformers")
    if shown and version_tuple(shown)[:1] >= _TRANSFORMERS_WITHOUT_TF:
        return ("dependency_conflict", "error", (f"transformers {shown} has no TensorFlow classes ({name}): "
                "transformers 5 removed its TensorFlow support"), (f"`{pip} install 'transformers<5'` (the 4.x "
                "releases have them, with TensorFlow 2 installed), or the PyTorch class without the TF prefix"))
    rel = paste.release()
    if rel is not None and rel.key < (2, 0):
        return ("dependency_conflict", "error", (f"transformers exports its TensorFlow classes ({name}) only when "
                f"TensorFlow 2 imports beside it; TensorFlow {rel.line} is installed"), (f"`{pip} install -U "
                "tensorflow` (a TensorFlow 2 in the range the transformers release declares) in the environment "
                "that runs the code, and `transformers<5`"))
    if shown:  # a 4.x: it has them when TensorFlow 2 imports
        return ("dependency_conflict", "error", (f"transformers {shown} exports its TensorFlow classes ({name}) only "
                "when TensorFlow 2 imports in the same environment: TensorFlow is missing or fails to import where "
                "the code runs (another interpreter or kernel; `python -c 'import tensorflow'` there says why)"), (
                f"install TensorFlow 2 in the environment that runs the code (`{pip} install tensorflow`, within the "
                "range that transformers release declares)"))
    return ("dependency_conflict", "error", (f"uncertain: transformers exports its TensorFlow classes ({name}) only "
            "when TensorFlow 2 imports in the same environment, and transformers 5 has none: TensorFlow missing or "
            "failing to import where the code runs (another interpreter or kernel), or a transformers 5+, which "
            f"`{pip} show transformers tensorflow` and `python -c 'import tensorflow'` there decide"), (
            f"install TensorFlow 2 in the environment that runs the code (`{pip} install tensorflow`, within the "
            f"range the transformers release declares), with `{pip} install 'transformers<5'` where it is 5 or newer"))


# scipy.misc's image functions SciPy 1.3.0 removed, and where the same work is done now; its aliases' new homes
_SCIPY_IMAGE = {"imread": "imageio.imread", "imsave": "imageio.imwrite", "imresize": (
    "numpy.array(PIL.Image.fromarray(a).resize((width, height)))"), "toimage": "PIL.Image.fromarray",
    "fromimage": "numpy.asarray(image)", "imshow": "matplotlib.pyplot.imshow"}
_SCIPY_MOVED = {"comb": "scipy.special", "factorial": "scipy.special", "factorial2": "scipy.special",
                "factorialk": "scipy.special", "logsumexp": "scipy.special", "pade": "scipy.interpolate"}


def _r_scipy_misc(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A scipy.misc name SciPy 1.3.0 removed: the code (a package's, or the user's) predates it."""
    name = event.get("name") or event.get("name2") or event.get("bare") or ""
    if event.get("bare") and name not in paste.ctx.scipy_misc_names:
        return None  # a bare "cannot import name 'imread'" with no scipy.misc import of it shown: whose is not said
    pip, owner = _pip(paste), _frame_owner(paste, skip=("scipy",))
    if owner in _TF_OWN_FOLDERS:
        owner = None  # (TensorFlow's and Keras' frames run the user's code: a callback, a generator)
    whose = f"{owner}'s code" if owner else "the code"
    # (SciPy 1.2 has wheels for Python 3.7 and older: on a newer one pip would build it from source)
    old_scipy = version_tuple(paste.ctx.python or "")[:2] <= (3, 7)
    if (home := _SCIPY_MOVED.get(name)) is not None:
        pinned = f", or `{pip} install 'scipy<1.3'`" if old_scipy else ""
        return ("dependency_conflict", "error", (f"{whose} takes {name} from scipy.misc, which SciPy 1.3.0 removed "
                f"(deprecated since 1.0.0): it is {home}.{name} now"),
                f"import it from {home} (`from {home} import {name}`){pinned}")
    instead = _SCIPY_IMAGE.get(name, "Pillow or imageio")
    caller = f", or a release of the package that installs {owner}/ made for a newer SciPy" if owner else ""
    pinned = (f"; or `{pip} install 'scipy==1.2.*' pillow` (SciPy 1.2 has wheels for Python 3.7 and older only)"
              if old_scipy else "")
    return ("dependency_conflict", "error", (f"{whose} calls scipy.misc.{name}, which SciPy 1.3.0 removed "
            "(deprecated since 1.0.0; before 1.3 it exists only with Pillow installed)"),
            f"replace the call ({instead} does its work){caller}{pinned}")


def _r_pkg_resources(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """No pkg_resources: setuptools missing (Python 3.12+ venvs) or 82+ (which removed it); the importer predates."""
    pip, owner = _pip(paste), _frame_owner(paste, skip=("pkg_resources", "setuptools"))
    whose = f"{owner}'s code" if owner else "the code"
    newer = f", or a release of the package that installs {owner}/ made for setuptools 82" if owner else ""
    return ("dependency_conflict", "error", (f"{whose} imports pkg_resources, which setuptools provides: setuptools "
            "is not installed in this Python (the venvs of Python 3.12 and later come without it) or it is 82 or "
            "newer, which removed pkg_resources"),
            f"`{pip} install 'setuptools<82'` in the Python that runs it{newer}")


def tensorboard_plugin_unmet(paste: _Paste) -> Explanation | None:
    """TensorBoard stopping as it loads its plugins, where pkg_resources checks their requirements: one is unmet.

    TensorBoard 2.x loads each plugin's entry point through pkg_resources, which raises VersionConflict (or
    DistributionNotFound) for an installed package outside a declared range; the message's own line, when shown, is
    read by the requirement's reading first.
    """
    if {"tb_dynamic_plugins", "pkg_resources_unmet"} - paste.ctx.flags:
        return None
    pip = _pip(paste)
    return Explanation("context", "dependency_conflict", "warning", (), 0, "get_dynamic_plugins", (
        "uncertain which requirement: TensorBoard stopped while loading its plugins (get_dynamic_plugins), where "
        "pkg_resources checks each one's requirements against what is installed: a package is outside a declared "
        "range, most often setuptools older than 41 (TensorBoard 2.x requires setuptools>=41) or google-auth 2 "
        "under TensorBoard 2.6 and older; the VersionConflict line (or `pip check`) names it"), (
        f"`{pip} check` names the unmet requirement: install that range in TensorBoard's environment (`{pip} "
        "install -U 'setuptools>=41'` for the usual one), or a TensorBoard release whose requirements fit"))


# TensorBoard's own distributions, each of which installs the tensorboard package (TensorFlow 1.3-1.5's under its
# first name), and TensorFlow's, whose families diagnose_tensorboard.py also checks for conflicting installations
_TENSORBOARDS = frozenset({"tensorboard", "tb-nightly", "tensorflow-tensorboard"})
_TENSORFLOWS = frozenset({"tensorflow", "tensorflow-gpu", "tensorflow-cpu", "tf-nightly", "tf-nightly-gpu",
                          "tf-nightly-2.0-preview", "tf-nightly-gpu-2.0-preview"})


def _tensorboard_reinstall(paste: _Paste) -> str:
    """Every TensorBoard distribution out, then the one of the TensorFlow installed."""
    pip = _pip(paste)
    return (f"`{pip} uninstall -y tensorboard tensorflow-tensorboard tb-nightly` (until pip finds none, and remove a "
            f"tensorboard folder left in site-packages), then `{pip} install tensorboard` of the TensorFlow installed "
            "(its minor: tensorboard==2.X for TensorFlow 2.X)")


def _dists_named(event: LogEvent) -> list[str]:
    """The distributions diagnose_tensorboard.py's line names as conflicting ("['tb-nightly', 'tensorboard']")."""
    return [name.strip(" '") for name in (event.get("dists") or "").split(",") if name.strip()]


def _r_tensorboard_duplicates(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """TensorBoard registering a plugin twice, or its diagnosis naming two installs of TensorBoard or TensorFlow.

    diagnose_tensorboard.py names the conflicting distributions of one family a line: TensorFlow's, where any line
    names them, is the answer (the more harmful); another family's (the estimator's) is not read.
    """
    named = _dists_named(event)
    tensorflows = next((names for e in paste.events.get(event.kind, ())
                        if (names := _dists_named(e)) and set(names) <= _TENSORFLOWS), None)
    if tensorflows:
        return ("two_tensorflow_installs", "error", (f"two TensorFlow distributions are installed side by side "
                f"(TensorBoard's own check names them: {', '.join(tensorflows)}): each installs the same tensorflow "
                "package, so the files of one overwrite the other's"), (f"`{_pip(paste)} uninstall -y "
                f"{' '.join(tensorflows)}` (until pip finds none), then install one of them"))
    if named and not set(named) <= _TENSORBOARDS:
        return None
    which = (f"its own check names them: {', '.join(named)}" if named else "tensorboard beside tb-nightly, or "
             "beside tensorflow-tensorboard (TensorBoard's package for TensorFlow 1.3-1.5), or one in the user site "
             "beside the environment's")
    plugin = f" (the {event.get('plugin')} plugin)" if event.get("plugin") else ""
    return ("two_tensorflow_installs", "error", (f"two TensorBoard distributions are installed, and TensorBoard loads "
            f"the plugins each registers{plugin}: {which}"), _tensorboard_reinstall(paste))


def _r_tensorboard_two(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """TensorBoard's command finding no run_main in tensorboard.main: another TensorBoard's files in its folder."""
    if "from 'tensorboard.main'" not in event.line and "tensorboard_main_import" not in paste.ctx.flags:
        return None  # a bare "cannot import name 'run_main'" of another module
    pip, version = _pip(paste), paste.ctx.version() or "<its version>"
    if version.count(".") == 1:  # a line, not a release: its newest patch (1.13.0 was never published)
        version += ".*"
    dist = "tensorflow-gpu" if "tensorflow-gpu" in paste.ctx.packages or "mentions_tf_gpu" in paste.ctx.flags else (
        "tensorflow")
    return ("two_tensorflow_installs", "error", ("the `tensorboard` command (TensorBoard 1.6 or newer) finds no "
            "run_main in the tensorboard/ folder: another TensorBoard's files are there, two TensorBoard "
            "distributions writing the same folder (tensorboard beside tensorflow-tensorboard, TensorBoard's package "
            "for TensorFlow 1.3-1.5, or beside tb-nightly)"),
            (f"`{pip} uninstall -y tensorboard tensorflow-tensorboard tb-nightly` (until pip finds none), then `{pip} "
             f"install '{dist}=={version}'` (the TensorFlow installed): pip installs the TensorBoard it requires"))
