"""CONDA: a conda environment's own CUDA and cuDNN packages next to TensorFlow's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.compat import cuda_serves
from envcheck.findings import Finding, Fix, Severity
from envcheck.rules._common import linux_pip_install, pip, quoted, release
from envcheck.rules._registry import rule

if TYPE_CHECKING:
    from collections.abc import Iterator

    from envcheck.facts import CondaPackage, Facts
    from envcheck.tables import Tables

# conda packages whose version is the CUDA version they provide (conda-forge's cuda-version
# metapackage, the CUDA 12+ runtime, the single cudatoolkit package of CUDA <= 11).
_CUDA_VERSION_PACKAGES = ("cuda-version", "cudatoolkit", "cuda-cudart", "cuda-runtime")
# conda package -> the pip wheel that installs the same library (without its -cuXX suffix).
_PIP_TWIN = {"cudnn": "nvidia-cudnn", "cudatoolkit": "nvidia-cuda-runtime", "cuda-cudart": "nvidia-cuda-runtime",
             "libcublas": "nvidia-cublas", "libcufft": "nvidia-cufft", "libcurand": "nvidia-curand",
             "libcusolver": "nvidia-cusolver", "libcusparse": "nvidia-cusparse", "nccl": "nvidia-nccl",
             "cuda-nvcc": "nvidia-cuda-nvcc", "cuda-cupti": "nvidia-cuda-cupti", "libnvjitlink": "nvidia-nvjitlink"}
_TF = ("tensorflow", "tensorflow-base", "tensorflow-gpu")


def _conda_cuda(facts: Facts) -> CondaPackage | None:
    conda = facts.conda
    return next((p for name in _CUDA_VERSION_PACKAGES if conda and (p := conda.package(name))), None)


@rule("CONDA001", "The conda environment's CUDA is another major than TensorFlow's",
      requires=["conda", "tensorflow", "cuda_build"])
def conda_cuda_major_differs(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The conda environment's CUDA is another major than TensorFlow's.

    TensorFlow loads CUDA libraries of the major it was built with (libcudart.so.12 for CUDA 12).
    A conda environment's `cudatoolkit` 11 (or `cuda-version` 13) provides other sonames, so
    it does not serve this TensorFlow however the loader is set up; it only adds a second CUDA.
    """
    match, cuda = release(facts, tables), _conda_cuda(facts)
    if match is None or cuda is None or facts.conda is None or cuda_serves(tables, match.release, cuda.version):
        return
    rel = match.release
    cuda_names = " ".join(p.name for p in facts.conda.packages
                          if p.name in _CUDA_VERSION_PACKAGES or p.name in _PIP_TWIN)
    prefix = quoted(facts, facts.conda.prefix)
    conda_install = (f"conda install -p {prefix} -c conda-forge cudatoolkit={rel.cuda_build} "
                     f"cudnn={rel.cudnn}")
    if rel.and_cuda:
        fix = Fix(f"Use one source of CUDA: TensorFlow {rel.line}'s own pip wheels, and remove conda's.",
                  (linux_pip_install(facts, facts.tensorflow.version),
                   f"conda remove -p {prefix} {cuda_names}"))
    else:
        fix = Fix(f"Install the CUDA {rel.cuda_build} and cuDNN {rel.cudnn} TensorFlow {rel.line} was built with, "
                  "from conda-forge.",
                  (conda_install,))
    yield Finding(
        severity=Severity.WARN,
        message=(f"the conda environment has CUDA {cuda.version} ({cuda.name}) but TensorFlow "
                 f"{facts.tensorflow.version} needs CUDA {rel.cuda_build.split('.')[0]} libraries"),
        evidence=(f"{facts.conda.prefix}/conda-meta: {cuda.name} {cuda.version} ({cuda.channel or '?'})",
                  f"TensorFlow {facts.tensorflow.version} is built with CUDA {rel.cuda_build}"),
        fix=fix, subject="pkg:conda",
    )


@rule("CONDA002", "The same library from both pip and conda", requires=["conda", "tensorflow"])
def pip_and_conda_duplicates(facts: Facts, tables: Tables) -> Iterator[Finding]:
    """The same library from both pip and conda.

    Two copies of cuDNN or cuBLAS, one from a conda package in `$CONDA_PREFIX/lib` and one from a
    pip wheel in `site-packages/nvidia`, are loaded by whichever the loader reaches first, which
    changes with LD_LIBRARY_PATH; a pip `tensorflow` over a conda one overwrites its files while
    conda still lists it. Keep one source.
    """
    conda = facts.conda
    if conda is None:
        return
    match = release(facts, tables)
    pip_route = match is not None and bool(match.release.and_cuda)
    wheels = [d for d in facts.packages.distributions if d.installer != "conda"]
    for package in conda.packages:
        if package.name in _TF:
            twins = [d for d in wheels if d.name in ("tensorflow", "tensorflow-gpu", "tensorflow-cpu")]
        else:
            prefix = _PIP_TWIN.get(package.name)
            twins = [d for d in wheels if prefix and re.fullmatch(rf"{re.escape(prefix)}-cu\d+", d.name)]
        if not twins:
            continue
        twin = twins[0]
        keep_pip = pip_route or package.name in _TF
        fix = (Fix("Keep the pip wheels TensorFlow pins and remove the conda package.",
                   (f"conda remove -p {quoted(facts, conda.prefix)} --force {package.name}",)) if keep_pip
               else Fix("Keep conda's copy (TensorFlow before 2.14 has no pip extra for CUDA) and remove the wheel.",
                        (f"{pip(facts)} uninstall -y {twin.name}",)))
        yield Finding(
            severity=Severity.WARN,
            message=(f"{package.name} {package.version} from conda and {twin.name} {twin.version} from pip install "
                     "the same library: which one loads depends on LD_LIBRARY_PATH"),
            evidence=(f"conda-meta: {package.name} {package.version} ({package.channel or '?'})",
                      f"pip: {twin.name} {twin.version} in {twin.location}"),
            fix=fix, subject=f"pkg:{package.name}",
        )
