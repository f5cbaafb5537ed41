"""DOCK: a Dockerfile's base image and installs, checked against the tables before anything is built.

The rules read what the file says (`envcheck dockerfile`): the base image of the final stage, the
``pip``/``conda``/``apt`` installs, the Python it names. The meaning of an image tag follows its
publisher's naming: ``nvidia/cuda:<cuda>[-cudnn<major>]-<base|runtime|devel>-<os>`` and
``python:<version>[-<variant>]``; what an official ``tensorflow/tensorflow`` tag does on a GPU is
the docker table's, and every version question goes through ``envcheck.compat``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from packaging.version import InvalidVersion, Version

from envcheck._frozen import Frozen
from envcheck.compat import cuda_serves, python_fits, python_lines, tensorflow_image
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._registry import rule
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from collections.abc import Iterator

    from packaging.requirements import Requirement

    from envcheck.facts import DockerfileFacts, DockerInstall, Facts
    from envcheck.tables import Release, Tables

# The TensorFlow distributions a Dockerfile may install (the GPU ones first).
_TF = ("tensorflow", "tensorflow-gpu", "tf-nightly", "tf-nightly-gpu", "tensorflow-cpu", "tf-nightly-cpu")
_OLD_GPU_NAMES = ("tensorflow-gpu", "tf-nightly-gpu")
_CPU_ONLY = ("tensorflow-cpu", "tf-nightly-cpu")
_CUDA_TAG = re.compile(r"(?P<cuda>\d+\.\d+(?:\.\d+)?)-(?:(?P<cudnn>cudnn\d*)-)?(?P<flavour>base|runtime|devel)\b")
_CUDNN_APT = re.compile(r"(?:lib)?cudnn(?P<major>\d+)?(?:-cuda-\d+)?(?:-dev)?(?:=.*)?")
_MOVING = ("latest", "nightly")


class _Image(Frozen):
    """A base image reference, without registry and digest."""

    repo: str  # "tensorflow/tensorflow", "nvidia/cuda", "python"
    tag: str  # "" when none is given (Docker then uses "latest")

    @classmethod
    def parse(cls, ref: str) -> _Image:
        name = ref.split("@", 1)[0]
        repo, _, tag = name.rpartition(":") if ":" in name.rsplit("/", 1)[-1] else (name, "", "")
        parts = repo.split("/")
        if len(parts) > 1 and ("." in parts[0] or ":" in parts[0] or parts[0] == "localhost"):
            parts = parts[1:]  # docker.io/, nvcr.io/, ghcr.io/ ...
        if parts[:1] == ["library"]:
            parts = parts[1:]
        return cls("/".join(parts), tag)

    @property
    def version(self) -> str:
        """The leading version of the tag: "2.15.0" of "2.15.0-gpu-jupyter"."""
        return self.tag.split("-", 1)[0]


class _Plan(Frozen):
    """What the image will hold, as far as the Dockerfile says."""

    d: DockerfileFacts
    image: _Image
    tf: DockerInstall | None  # the last pip install of a TensorFlow distribution
    requirement: Requirement | None
    release: Release | None
    version: str | None  # the TensorFlow version the rules assume
    pinned: bool
    and_cuda: bool
    python: str | None

    @property
    def gpu_tensorflow(self) -> bool:
        """Whether the TensorFlow installed is meant to use a GPU."""
        return self.release is not None and (self.requirement is None or self.requirement.name not in _CPU_ONLY)

    def apt_cudnn(self) -> str | None:
        """The cuDNN major an apt install provides ("" when unnumbered), None without one."""
        for item in self.d.installs:
            match = _CUDNN_APT.fullmatch(item.requirement) if item.tool == "apt" else None
            if match:
                return match.group("major") or ""
        return None

    def line(self, what: str) -> str:
        """Evidence naming the Dockerfile line."""
        where = self.tf.line if self.tf and what == "tf" else next(
            (s.line for s in self.d.stages if s.image == self.d.base), 0)
        text = f"pip install {self.tf.requirement}" if self.tf and what == "tf" else f"FROM {self.d.base}"
        return f"{self.d.path}:{where}: {text}"


def _requirement(item: DockerInstall) -> Requirement | None:
    from packaging.requirements import InvalidRequirement, Requirement  # noqa: PLC0415 - 8 ms, only for Dockerfiles

    try:
        return Requirement(item.requirement)
    except InvalidRequirement:
        return None


def _resolve(req: Requirement | None, tables: Tables) -> tuple[str | None, bool]:
    """The TensorFlow version a requirement installs: (version, pinned); unpinned means the newest known."""
    if req is None or not str(req.specifier):
        return tables.newest.line, False
    exact = [s.version.removesuffix(".*") for s in req.specifier if s.operator in ("==", "===")]
    if exact:
        return exact[0], True
    fitting = [r for r in tables.releases if req.specifier.contains(f"{r.line}.0", prereleases=True)]
    return (fitting[-1].line if fitting else None), True


def _plan(facts: Facts, tables: Tables) -> _Plan | None:
    d = facts.dockerfile
    if d is None or d.base is None:
        return None
    image = _Image.parse(d.base)
    pip = [(item, _requirement(item)) for item in d.installs if item.tool == "pip"]
    tf = [(item, req) for item, req in pip if req is not None and req.name.lower() in _TF]
    item, req = tf[-1] if tf else (None, None)
    if req is not None:
        version, pinned = _resolve(req, tables)
    elif image.repo == "tensorflow/tensorflow" and not image.tag.startswith(_MOVING) and image.tag:
        version, pinned = image.version, True
    else:
        version, pinned = None, False
    match = tables.release(version) if version else None
    and_cuda = any(r is not None and r.name.lower() in _TF and "and-cuda" in r.extras for _, r in pip)
    python = d.python or (image.version if image.repo == "python" else None)
    return _Plan(d=d, image=image, tf=item, requirement=req, release=match.release if match else None,
                 version=version, pinned=pinned, and_cuda=and_cuda, python=python)


def _pip_line(plan: _Plan, extra: str = "[and-cuda]") -> str:
    version = plan.version if plan.pinned and plan.version else (plan.release.line + ".*" if plan.release else "")
    return f"RUN pip install 'tensorflow{extra}=={version}'" if version else f"RUN pip install 'tensorflow{extra}'"


def _cuda_base(release: Release) -> str:
    """The nvidia/cuda tags that fit a release, as a pattern for the fix's words (no table lists real tags)."""
    major_minor = ".".join(release.cuda_build.split(".")[:2])
    return f"nvidia/cuda:{major_minor}.x-cudnn{release.cudnn_major}-runtime-<os>"


@rule("DOCK001", "Official TensorFlow image whose GPU does not work", requires=["dockerfile"])
def tensorflow_image_without_gpu(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Official TensorFlow image whose GPU does not work.

    Some `tensorflow/tensorflow:<version>-gpu` images ship CUDA or cuDNN libraries that the
    TensorFlow inside cannot load (2.18.0-gpu carries cuDNN 8 for a TensorFlow that loads
    libcudnn.so.9), so the container starts, `nvidia-smi` works, and TensorFlow lists no GPU.
    A tag without `-gpu` is the CPU image: it has no CUDA libraries at all.
    """
    plan = _plan(facts, tables)
    if plan is None or plan.image.repo != "tensorflow/tensorflow" or plan.and_cuda:
        return
    gpu_tag = "gpu" in plan.image.tag
    known = tensorflow_image(tables, plan.image.version) if gpu_tag else None
    working = [i.versions[-1] for i in tables.images if i.gpu == "works"]
    if known is not None and known.gpu == "fails" and plan.apt_cudnn() is None:
        yield Finding(
            severity=Severity.ERROR,
            message=f"{plan.d.base} is known not to use the GPU: {known.note}",
            evidence=(plan.line("base"), *(f"reported: {s}" for s in known.sources)),
            fix=Fix("Add TensorFlow's own CUDA libraries from pip on top of the image, or start from a tag known "
                    "to work" + (f" ({', '.join(working[-2:])})" if working else "") + ".",
                    (_pip_line(plan),)),
            subject="image", gpu_blocking=True,
        )
    elif not gpu_tag and plan.gpu_tensorflow and plan.image.tag and not plan.image.tag.startswith(_MOVING):
        yield Finding(
            severity=Severity.WARN,
            message=f"{plan.d.base} is the CPU image: it has no CUDA libraries, so TensorFlow will not use a GPU",
            evidence=(plan.line("base"),),
            fix=Fix("Use the -gpu tag of the same version.", (f"FROM tensorflow/tensorflow:{plan.image.version}-gpu",)),
            subject="image", gpu_blocking=True,
        )


@rule("DOCK002", "TensorFlow on a base image without CUDA", requires=["dockerfile"])
def no_cuda_in_base(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """TensorFlow on a base image without CUDA.

    `python:*`, `ubuntu:*` and other plain images have no CUDA libraries. From 2.14 the pip
    extra `tensorflow[and-cuda]` brings them as wheels; plain `pip install tensorflow` there runs on
    the CPU only. Before 2.14 there is no such extra: the CUDA and cuDNN TensorFlow was built with
    must come from the base image (an `nvidia/cuda:*-cudnn*-runtime` one).
    """
    plan = _plan(facts, tables)
    if (plan is None or plan.release is None or plan.tf is None or not plan.gpu_tensorflow or plan.and_cuda
            or plan.image.repo in ("nvidia/cuda", "tensorflow/tensorflow") or plan.apt_cudnn() is not None):
        return
    rel = plan.release
    if rel.and_cuda:
        fix = Fix("Install TensorFlow with its CUDA libraries as pip wheels.", (_pip_line(plan),))
    else:
        fix = Fix(f"TensorFlow {rel.line} has no pip extra for CUDA: start from an image with CUDA {rel.cuda_build} "
                  f"and cuDNN {rel.cudnn} (FROM {_cuda_base(rel)}).")
    yield Finding(
        severity=Severity.ERROR,
        message=(f"{plan.d.base} has no CUDA libraries and TensorFlow {plan.version} is installed without them: "
                 "it will run on the CPU only"),
        evidence=(plan.line("base"), plan.line("tf")), fix=fix, subject="image", gpu_blocking=True,
    )


@rule("DOCK003", "CUDA base image without cuDNN", requires=["dockerfile"])
def cuda_base_without_cudnn(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """CUDA base image without cuDNN.

    `nvidia/cuda` tags carry cuDNN only when their name says so (`...-cudnn9-runtime-...`);
    `-runtime` and `-devel` have the CUDA libraries without cuDNN, and `-base` only the CUDA
    runtime (libcudart). TensorFlow then skips the GPU ("Cannot dlopen some GPU libraries").
    """
    plan = _plan(facts, tables)
    if (plan is None or plan.image.repo != "nvidia/cuda" or plan.release is None or not plan.gpu_tensorflow
            or plan.and_cuda):
        return
    tag = _CUDA_TAG.match(plan.image.tag)
    if tag is None or tag.group("cudnn") or plan.apt_cudnn() is not None:
        return
    rel = plan.release
    what = "only the CUDA runtime (no cuBLAS, cuFFT or cuDNN)" if tag.group("flavour") == "base" else "no cuDNN"
    commands = (_pip_line(plan),) if rel.and_cuda else ()
    yield Finding(
        severity=Severity.ERROR,
        message=f"{plan.d.base} has {what}, which TensorFlow {plan.version} needs (cuDNN {rel.cudnn_major})",
        evidence=(plan.line("base"),) + ((plan.line("tf"),) if plan.tf else ()),
        fix=Fix("Install TensorFlow's CUDA libraries from pip, or use a -cudnn tag of nvidia/cuda." if rel.and_cuda
                else f"Use an nvidia/cuda tag with cuDNN {rel.cudnn_major} (FROM {_cuda_base(rel)}).", commands),
        subject="image", gpu_blocking=True,
    )


@rule("DOCK004", "CUDA base image of another major than TensorFlow's", requires=["dockerfile"])
def cuda_base_major_differs(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """CUDA base image of another major than TensorFlow's.

    TensorFlow loads CUDA libraries of the major it was built with (libcublas.so.12 for CUDA 12):
    a CUDA 13 base has none of them. With `tensorflow[and-cuda]` the wheels bring them, but the
    image still declares its own CUDA (`NVIDIA_REQUIRE_CUDA`), so the NVIDIA container runtime
    refuses hosts whose driver is older than that CUDA needs, although TensorFlow would not.
    """
    plan = _plan(facts, tables)
    tag = _CUDA_TAG.match(plan.image.tag) if plan and plan.image.repo == "nvidia/cuda" else None
    if plan is None or tag is None or plan.release is None or not plan.gpu_tensorflow:
        return
    rel, cuda = plan.release, tag.group("cuda")
    if cuda_serves(tables, rel, cuda):
        return
    base_floor, _ = tables.driver_floor(cuda)
    tf_floor, _ = tables.driver_floor(rel.cuda_build)
    if plan.and_cuda:
        yield Finding(
            severity=Severity.WARN,
            message=(f"{plan.d.base} is CUDA {cuda} but TensorFlow {plan.version} uses CUDA {rel.cuda_build} from "
                     f"its pip wheels: the image demands a host driver {base_floor or '?'}+ where TensorFlow "
                     f"needs only {tf_floor or '?'}"),
            evidence=(plan.line("base"), plan.line("tf")),
            fix=Fix(f"Use a CUDA {version_tuple(rel.cuda_build)[0]} nvidia/cuda base, or a plain image: "
                    "the wheels bring CUDA."),
            subject="image",
        )
        return
    yield Finding(
        severity=Severity.ERROR,
        message=(f"{plan.d.base} has CUDA {cuda} libraries; TensorFlow {plan.version} loads CUDA "
                 f"{version_tuple(rel.cuda_build)[0]} ones ({rel.sonames.get('libcudart', 'libcudart')}), "
                 "so it will not find them"),
        evidence=(plan.line("base"),) + ((plan.line("tf"),) if plan.tf else ()),
        fix=Fix(f"Use a CUDA {version_tuple(rel.cuda_build)[0]} base image (FROM {_cuda_base(rel)})"
                + (", or install TensorFlow's CUDA libraries from pip." if rel.and_cuda else "."),
                (_pip_line(plan),) if rel.and_cuda else ()),
        subject="image", gpu_blocking=True,
    )


@rule("DOCK005", "Dockerfile installs the old tensorflow-gpu package", requires=["dockerfile"])
def tensorflow_gpu_package(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Dockerfile installs the old tensorflow-gpu package.

    `tensorflow-gpu` was the GPU package up to 2.0; since 2.1 `tensorflow` itself is the GPU build
    (with `[and-cuda]` for the CUDA wheels from 2.14) and `tensorflow-gpu` is no longer published as
    a working package, so old Dockerfiles that keep it fail to build or pin an old TensorFlow.
    """
    plan = _plan(facts, tables)
    if plan is None or plan.requirement is None or plan.requirement.name.lower() not in _OLD_GPU_NAMES:
        return
    if plan.release is not None and plan.release.gpu_package == plan.requirement.name.lower():
        return
    extra = "[and-cuda]" if plan.release is None or plan.release.and_cuda else ""
    yield Finding(
        severity=Severity.WARN,
        message=f"{plan.requirement} is the old name of the GPU package: use tensorflow{extra}",
        evidence=(plan.line("tf"),),
        fix=Fix("Install tensorflow (the GPU build since 2.1) instead.", (_pip_line(plan, extra),)),
        subject="pkg:tensorflow-gpu",
    )


@rule("DOCK006", "The image's Python is outside TensorFlow's range", requires=["dockerfile"])
def python_outside_range(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The image's Python is outside TensorFlow's range.

    TensorFlow publishes wheels for a few Python versions per release; on another one
    `pip install` finds no matching distribution and the build fails (or, unpinned, silently
    installs an older TensorFlow).
    """
    plan = _plan(facts, tables)
    if plan is None or plan.python is None or plan.release is None or plan.tf is None:
        return
    try:
        Version(plan.python)
    except InvalidVersion:
        return
    if python_fits(plan.release, plan.python):
        return
    fits = python_lines(tables, plan.python)
    newest = fits[-1].line if fits else None
    commands = [f"FROM python:{plan.release.python[-1]}-slim"] if plan.image.repo == "python" else []
    if newest:
        commands.append(f"RUN pip install 'tensorflow=={newest}.*'")
    yield Finding(
        severity=Severity.ERROR,
        message=(f"Python {plan.python} is not supported by TensorFlow {plan.version} "
                 f"(Python {', '.join(plan.release.python)}): pip will find no matching wheel"),
        evidence=(plan.line("base") if plan.image.repo == "python" else f"{plan.d.path}: Python {plan.python}",
                  plan.line("tf")),
        fix=Fix(f"Use Python {plan.release.python[-1]}" + (f", or TensorFlow {newest} for Python {plan.python}."
                                                          if newest else "."), tuple(commands)),
        subject="python",
    )


@rule("DOCK007", "Unpinned TensorFlow over a TensorFlow image", requires=["dockerfile"])
def unpinned_tensorflow_over_image(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Unpinned TensorFlow over a TensorFlow image.

    `pip install tensorflow` without a version on top of `tensorflow/tensorflow:<version>` replaces
    the image's TensorFlow with the newest release on the next rebuild, which may need another
    CUDA than the image has (reported when 2.16.1 replaced a 2.15 image's TensorFlow).
    """
    plan = _plan(facts, tables)
    if plan is None or plan.image.repo != "tensorflow/tensorflow" or plan.requirement is None or plan.pinned:
        return
    yield Finding(
        severity=Severity.WARN,
        message=(f"`pip install {plan.requirement}` has no version: it replaces the TensorFlow of {plan.d.base} "
                 f"with the newest one (TensorFlow {tables.newest.line} today)"),
        evidence=(plan.line("base"), plan.line("tf")),
        fix=Fix("Pin the version the image ships.",
                (f"RUN pip install '{plan.requirement.name}=={plan.image.version}'",) if plan.image.version else ()),
        subject="pkg:tensorflow",
    )


@rule("DOCK008", "Base image tag that moves", requires=["dockerfile"])
def moving_base_tag(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """Base image tag that moves.

    `latest`, `latest-gpu` and `nightly` point at a new TensorFlow after each release, and some
    of those images could not use the GPU; a rebuild then changes TensorFlow, CUDA and cuDNN at once.
    """
    plan = _plan(facts, tables)
    if plan is None or plan.image.repo != "tensorflow/tensorflow":
        return
    if plan.image.tag and not plan.image.tag.startswith(_MOVING):
        return
    broken = [v for i in tables.images if i.gpu == "fails" for v in i.versions]
    working = [v for i in tables.images if i.gpu == "works" for v in i.versions]
    yield Finding(
        severity=Severity.WARN,
        message=(f"{plan.d.base} moves with every release"
                 + (f"; GPU images of {', '.join(broken)} did not use the GPU" if broken else "")),
        evidence=(plan.line("base"),),
        fix=Fix("Pin a version tag" + (f" ({working[-1]}-gpu is known to use the GPU)." if working else "."),
                (f"FROM tensorflow/tensorflow:{working[-1]}-gpu",) if working else ()),
        subject="image",
    )
