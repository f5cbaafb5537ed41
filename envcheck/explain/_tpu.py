"""A TPU runs its own TensorFlow: the client's must be the same version.

A Cloud TPU or Colab TPU of the TPU Node kind (the TPU runtimes of TensorFlow 1.x to 2.x, before TPU VMs) executes
the graphs and functions the client's TensorFlow sends it with the TensorFlow of its software version. A client of
another version (a tf-nightly or release candidate installed over Colab's release, a TPU created with an older
software version) sends ops the worker does not have, and the worker names itself in the error:
"'AnonymousSeedGenerator' is neither a type of a primitive operation nor a name of a function registered in binary
running on n-c0cd0e2d-w-0"
(TensorFlow's own words go on "One possible root cause is the client and server binaries are not built with the same
version"). The TPU team's answer in such threads is to make the two the same (tensorflow#39550, #37318, tpu#785).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.compat import last_release
from envcheck.explain._model import Explanation
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste, _Resolved
    from envcheck.tflog import LogEvent

# a TPU Node's worker as its errors name it (not a TPU VM's own host, "t1v-n-1055e3aa-w-0", where the client runs)
_TPU_WORKER = re.compile(r"n-[0-9a-f]{6,12}-w-\d{1,3}")
# a version of a nightly or a pre-release ("2.3.0.dev20200619", "2.2.0-dev20200505", "2.0.0-rc0"), and its final
PRERELEASE = re.compile(r"(?P<final>\d{1,2}\.\d{1,3}\.\d{1,3})(?P<kind>[.-]?(?:dev\d{6,8}|rc\d{1,2}|[ab]\d{1,2}))$")
# the frameworks that print a TPU core halting too (JAX, PyTorch/XLA): not TensorFlow's client
_OTHER_TPU_CLIENTS = frozenset({"jax", "pytorch"})


def tpu_worker_lacks(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """A core op the TPU's worker has no registration of: its TensorFlow is not the client's version.

    Only TensorFlow's own ops (tf.raw_ops, the API table): a custom or add-on op (seed_rl's gRPC ops, tensorflow_text's)
    is never on a TPU worker, whatever its version.
    """
    host, op = event.get("host") or "", event.get("op") or event.get("function") or ""
    api = paste.tables.tf_api()
    if not _TPU_WORKER.fullmatch(host) or api is None or api.span(f"tf.raw_ops.{op}") is None:
        return None
    return ("dependency_conflict", "error", (f"the TPU's worker ({host}) has no {op}, one of TensorFlow's own ops: a "
            f"TPU runs the TensorFlow of its own software version and serves only a client of the same version, and "
            f"this client{_client(paste)} is another"), _tpu_fix(paste))


def _r_tpu_context_unknown(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """The TPU's worker does not know the client's eager context: another version, or a TPU restarted since."""
    if not _tpu_node(paste):
        return None
    return ("dependency_conflict", "warning", ("uncertain: the TPU's worker does not know this client's eager context: "
            f"most often its TensorFlow is another version than the client's{_client(paste)} (a TPU serves only a "
            "client of its own version), else the TPU restarted (preempted) after the client connected"),
            f"{_tpu_fix(paste)}; if the versions are the same, connect to the TPU again (restart the runtime)")


def _r_tpu_core_halted(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """A TPU core stopped under TensorFlow: the program failed on it, or the client is another version than the TPU."""
    flags = paste.ctx.flags
    if "tensorflow_named" not in flags or _OTHER_TPU_CLIENTS & flags or "tpu_vm" in flags:
        return None
    return ("dependency_conflict", "warning", ("uncertain: a TPU core stopped running the program: the program failed "
            "on the TPU (its memory, an op the TPU does not support), or the TPU's software version is another than "
            f"the client's TensorFlow{_client(paste)}, which a TPU does not serve; the TPU's software version against "
            "`tf.__version__` decides"), f"{_tpu_fix(paste)}; if they are the same, the TPU's own log names the fault")


def tpu_prerelease_said(paste: _Paste) -> Explanation | None:
    """No message recognised, a TPU Node used by a nightly or pre-release client: the TPU runs its own version."""
    version = paste.ctx.tensorflow or ""
    if not _tpu_node(paste) or not PRERELEASE.search(version):
        return None
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"TensorFlow {version} with a TPU",
                       (f"uncertain: TensorFlow {version} is a nightly or pre-release build, and the TPU runs the "
                        "TensorFlow of its own software version (a release, unless it was created with a nightly "
                        "one): a TPU serves only a client of the same version; the error in full decides"),
                       _tpu_fix(paste))


def _tpu_node(paste: _Paste) -> bool:
    """A TPU the client reaches over the network (a TPU Node: Colab's, a Cloud TPU's), not a TPU VM it runs on."""
    return "tpu_used" in paste.ctx.flags and "tpu_vm" not in paste.ctx.flags


def _tpu_fix(paste: _Paste) -> str:
    """Make the client's TensorFlow and the TPU's the same version: how on Colab and on a Cloud TPU Node."""
    version, lines = paste.ctx.tensorflow, paste.ctx.log_lines
    pre = PRERELEASE.search(version or "")
    if pre and "dev" in pre.group("kind"):  # the TPU Nodes' nightly is that day's: the client updated to it too
        asked, which = "nightly", " and update the client to that day's nightly, `pip install -U tf-nightly`"
    elif version and not pre:
        asked, which = version, ""
    else:
        asked, which = "X.Y", (f"; X.Y: the client's `tf.__version__`{'' if version else _dated(lines)}, among those "
                               "`gcloud compute tpus versions list` lists")
    colab = ("on Colab, use the TensorFlow its TPU runtime comes with (uninstall what pip installed over it and "
             "restart the runtime), or ask the TPU for the client's version (POST "
             "http://<COLAB_TPU_ADDR's host>:8475/requestversion/<tf.__version__>); ")
    before = _release_before(paste, version) if version and pre else None
    own = ".".join(pre.group("final").split(".")[:2]) if pre else ""
    release = (f"; or, instead of this pre-release, the release the TPU runs (its software version; for this one "
               f"most likely {before} or {own})" if before else "")
    return (f"make the client's TensorFlow and the TPU's software the same version: "
            f"{colab if 'colab' in paste.ctx.flags else ''}on a Cloud TPU Node, create it with the client's version "
            f"(`gcloud compute tpus create NAME --version={asked}`{which}){release}")


def _dated(lines: tuple[str, str] | None) -> str:
    """Where the traceback's paths date the client: " (its paths are TensorFlow 1.15-2.1's)"."""
    return f" (its paths are TensorFlow {lines[0]}-{lines[1]}'s)" if lines else ""


def _client(paste: _Paste) -> str:
    """The client's version where the paste gives it: " (TensorFlow 2.3.0.dev20200619)"."""
    return f" (TensorFlow {paste.ctx.tensorflow})" if paste.ctx.tensorflow else ""


def _release_before(paste: _Paste, version: str) -> str | None:
    """The release line before the line a nightly or pre-release leads to (2.3.0.dev... gives 2.2)."""
    line = version_tuple(version)[:2]
    older = last_release(paste.tables, lambda r: r.key < line)
    return older.line if older else None
