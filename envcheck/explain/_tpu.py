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

from envcheck.explain._model import Explanation
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste, _Resolved
    from envcheck.tflog import LogEvent

# a TPU Node's worker as its errors name it (not a TPU VM's own host, "t1v-n-1055e3aa-w-0", where the client runs)
_TPU_WORKER = re.compile(r"n-[0-9a-f]{6,12}-w-\d{1,3}")
# a version of a nightly or a pre-release ("2.3.0.dev20200619", "2.2.0-dev20200505", "2.0.0-rc0")
_PRERELEASE = re.compile(r"\d(?:[.-]?dev\d{6,8}|-?rc\d{1,2}|[ab]\d{1,2})$")


def tpu_worker_lacks(event: LogEvent, paste: _Paste) -> _Resolved | None:
    """An op or function the TPU's worker has no registration of: its TensorFlow is not the client's version."""
    host = event.get("host") or ""
    if not _TPU_WORKER.fullmatch(host):
        return None
    what = event.get("op") or event.get("function") or "an op"
    return ("dependency_conflict", "error", (f"the TPU's worker ({host}) has no {what}: a TPU runs the TensorFlow of "
            f"its own software version and serves only a client of the same version, and this client"
            f"{_client(paste)} is another"), tpu_fix(paste))


def _r_tpu_context_unknown(event: LogEvent, paste: _Paste) -> _Resolved | None:  # noqa: ARG001 - resolver signature
    """The TPU's worker does not know the client's eager context: another version, or a TPU restarted since."""
    if "tpu_used" not in paste.ctx.flags:
        return None
    return ("dependency_conflict", "warning", ("uncertain: the TPU's worker does not know this client's eager context: "
            f"most often its TensorFlow is another version than the client's{_client(paste)} (a TPU serves only a "
            "client of its own version), else the TPU restarted (preempted) after the client connected"),
            f"{tpu_fix(paste)}; if the versions are the same, connect to the TPU again (restart the runtime)")


def _r_tpu_core_halted(event: LogEvent, paste: _Paste) -> _Resolved:  # noqa: ARG001 - resolver signature
    """A TPU core stopped: in reports most often a client of another TensorFlow version than the TPU's."""
    return ("dependency_conflict", "warning", ("uncertain: a TPU core stopped running the program; most often the "
            f"TPU's software version is another than the client's TensorFlow{_client(paste)} (a TPU serves only a "
            "client of its own version), else the program itself failed on the TPU (its memory, an op it does not "
            "support): the TPU's software version against `tf.__version__` decides"), tpu_fix(paste))


def tpu_prerelease_said(paste: _Paste) -> Explanation | None:
    """No message recognised, a TPU used by a nightly or pre-release client: no TPU runtime runs that build."""
    version = paste.ctx.tensorflow or ""
    if "tpu_used" not in paste.ctx.flags or not _PRERELEASE.search(version):
        return None
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"TensorFlow {version} with a TPU",
                       (f"uncertain: TensorFlow {version} is a nightly or pre-release build, and the TPU runs the "
                        "TensorFlow of its own software version (a release, unless it was created with that very "
                        "nightly): a TPU serves only a client of the same version; the error in full decides"),
                       tpu_fix(paste))


def tpu_fix(paste: _Paste) -> str:
    """Make the client's TensorFlow and the TPU's the same version: how on Colab and on a Cloud TPU."""
    version, lines = paste.ctx.tensorflow, paste.ctx.log_lines
    before = _release_before(paste, version) if version and _PRERELEASE.search(version) else None
    asked = version or (f"X.Y, the client's `tf.__version__`; its paths are TensorFlow {lines[0]}-{lines[1]}'s" if lines
                        else "X.Y")
    colab = ("on Colab, use the TensorFlow its TPU runtime comes with (uninstall what pip installed over it and "
             "restart the runtime), or ask the TPU for the client's version (POST "
             "http://<COLAB_TPU_ADDR's host>:8475/requestversion/<tf.__version__>); ")
    release = (f"; or install the release the TPU runs instead of this pre-release (the one before it: "
               f"`pip install 'tensorflow=={before}.*'`)" if before else "")
    return (f"make the client's TensorFlow and the TPU's software the same version: "
            f"{colab if 'colab' in paste.ctx.flags else ''}on a Cloud TPU, create the TPU with the client's version "
            f"(`gcloud compute tpus create NAME --version={asked}`){release}")


def _client(paste: _Paste) -> str:
    """" (TensorFlow 2.3.0.dev20200619)" where the paste gives the client's version."""
    return f" (TensorFlow {paste.ctx.tensorflow})" if paste.ctx.tensorflow else ""


def _release_before(paste: _Paste, version: str) -> str | None:
    """The release line before the line a nightly or pre-release leads to (2.3.0.dev... gives 2.2)."""
    line = version_tuple(version)[:2]
    older = [r for r in paste.tables.releases if r.key < line]
    return older[-1].line if older else None
