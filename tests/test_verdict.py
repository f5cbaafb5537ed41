"""The verdict names what stops training first, with the fix for that cause.

Each import failure is a real environment built here: a stub ``tensorflow`` package whose import
fails the way the real one does (the messages come from public tracebacks, or from the real library
raising them: the loader's dlerror, protobuf's own descriptor check), imported by the real runtime
probe in a child process. The verdict line and the fix command are asserted for each cause.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from fakes import DATA, SITE, install, this_machine, write
from typer.testing import CliRunner

from envcheck import cli
from envcheck.collect import collect
from envcheck.collect.driver import collect_driver
from envcheck.collect.probe import finish_probe, start_probe
from envcheck.engine import diagnose
from envcheck.facts import Distribution, GpuFacts, ProbeFacts, ProbeGpu
from envcheck.findings import Report, Stage
from envcheck.system import LocalSystem
from envcheck.testing import FakeNvml, FakeSystem, make_facts

if TYPE_CHECKING:
    from envcheck.facts import Facts

TIMEOUT = 20.0
PY = "/venv/bin/python"  # the interpreter make_facts describes
# TensorFlow 2.x's pywrap_tensorflow.py wraps a failed native load in this message.
_NATIVE = """
def _load():
    import ctypes
    import traceback
    try:
        try:
            ctypes.CDLL("{lib}")
        except OSError as exc:  # loading an extension module raises ImportError with the same dlerror
            raise ImportError(str(exc)) from None
    except ImportError:
        raise ImportError(traceback.format_exc() + "\\n\\nFailed to load the native TensorFlow runtime.\\n"
                          "See https://www.tensorflow.org/install/errors for some common causes and solutions.\\n"
                          "If you need help, create an issue at https://github.com/tensorflow/tensorflow/issues "
                          "and include the entire stack trace above this error message.")
_load()
"""


def _probe(tmp_path: Path, init: str, **files: str) -> ProbeFacts:
    """Import a stub TensorFlow (tensorflow/__init__.py is ``init``) with the real probe."""
    package = tmp_path / "stub" / "tensorflow"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(init))
    for name, text in files.items():
        (package / name).write_text(textwrap.dedent(text))
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "stub")}
    return finish_probe(start_probe(LocalSystem(environ=env), sys.executable), TIMEOUT)


def _dists(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"distributions": tuple(Distribution(name=n, version=v, location=SITE, owns_tensorflow=n == "tensorflow",
                                                record_files=100) for n, v in pairs)}


def _tf(version: str, cuda: str = "12.5.1") -> dict[str, Any]:
    return {"version": version, "cuda_version": cuda}


def _assert_runnable(report: Report) -> None:
    """Every fix command parses as shell, as printed."""
    for finding in report.findings:
        for command in finding.fix.commands if finding.fix else ():
            checked = subprocess.run(["bash", "-n", "-c", command], capture_output=True, text=True, check=False)
            assert checked.returncode == 0, f"{finding.rule_id}: {command!r}: {checked.stderr}"


def _verdict(facts: Facts) -> str:
    report = diagnose(facts)
    _assert_runnable(report)
    return report.verdict


def test_numpy_2_under_a_numpy_1_build_pins_numpy(tmp_path: Path) -> None:
    numpy = pytest.importorskip("numpy")
    # TF <= 2.16 under NumPy 2: NumPy prints its warning, the bfloat16 module fails, the import raises
    # "Unable to convert function return value" (tensorflow/tensorflow#90245, xaviermouy/FishSound_Finder#3).
    probe = _probe(tmp_path, f"""
        import sys
        import numpy
        if int(numpy.__version__.split(".")[0]) >= 2:
            sys.stderr.write('''
        A module that was compiled using NumPy 1.x cannot be run in
        NumPy {numpy.__version__} as it may crash. To support both 1.x and 2.x
        versions of NumPy, modules must be compiled with NumPy 2.0.
        Some module may need to rebuild instead e.g. with 'pybind11>=2.12'.

        If you are a user of the module, the easiest solution will be to
        downgrade to 'numpy<2' or try to upgrade the affected module.
        We expect that some modules will need time to support NumPy 2.

        AttributeError: _ARRAY_API not found
        ''')
            raise TypeError("Unable to convert function return value to a Python type! "
                            "The signature was\\n\\t() -> handle")
    """)
    if int(numpy.__version__.split(".")[0]) < 2:
        pytest.skip("needs NumPy 2 installed")
    facts = make_facts(probe=probe, tensorflow=_tf("2.15.1", "12.2"),
                       packages=_dists(("tensorflow", "2.15.1"), ("numpy", numpy.__version__)))
    assert _verdict(facts) == (
        f"TensorFlow 2.15.1 cannot be imported: NumPy {numpy.__version__} is installed, but this TensorFlow's compiled "
        "modules need NumPy <2.0.0,>=1.23.5 (`import tensorflow` raises TypeError: Unable to convert function return "
        f"value to a Python type! The signature was). Fix: `{PY} -m pip install 'numpy<2.0.0,>=1.23.5'` "
        "(and 1 more problem in the report)")


def test_deleted_libtensorflow_cc_reinstalls_tensorflow(tmp_path: Path) -> None:
    # The loader's own dlerror, wrapped as pywrap_tensorflow.py does.
    probe = _probe(tmp_path, _NATIVE.format(lib="libtensorflow_cc.so.2"))
    assert "libtensorflow_cc.so.2: cannot open shared object file: No such file or directory" in (
        probe.import_error or "")
    assert _verdict(make_facts(probe=probe)) == (
        "TensorFlow 2.21.0 cannot be imported: libtensorflow_cc.so.2, part of TensorFlow itself, is missing: the "
        "install is damaged (`import tensorflow` raises ImportError: libtensorflow_cc.so.2: cannot open shared object "
        f"file: No such file or directory). Fix: `{PY} -m pip install --force-reinstall --no-deps "
        "'tensorflow==2.21.0'`")


def test_missing_cuda_library_of_an_old_release_names_the_toolkit(tmp_path: Path) -> None:
    probe = _probe(tmp_path, _NATIVE.format(lib="libcublas.so.10.0"))
    facts = make_facts(probe=probe, tensorflow=_tf("1.15.5", "10.0"), packages=_dists(("tensorflow-gpu", "1.15.5")),
                       cuda={"libraries": ()}, python={"version": "3.7.12"})
    assert _verdict(facts) == (
        "TensorFlow 1.15.5 cannot be imported: libcublas.so.10.0 is missing (CUDA 10.0 / cuDNN 7.6, which TensorFlow "
        "1.15 was built with, has no pip wheel) (`import tensorflow` raises ImportError: libcublas.so.10.0: cannot "
        "open shared object file: No such file or directory). Fix: "
        "`export LD_LIBRARY_PATH=/usr/local/cuda-10.0/lib64:$LD_LIBRARY_PATH`")


def test_missing_cuda_wheel_names_the_pip_package(tmp_path: Path) -> None:
    probe = _probe(tmp_path, _NATIVE.format(lib="libcudnn.so.9"))
    report = diagnose(make_facts(probe=probe))
    _assert_runnable(report)
    assert report.verdict.startswith("TensorFlow 2.21.0 cannot be imported: libcudnn.so.9 is missing (pip ships it in "
                                     "nvidia-cudnn-cu12)")
    assert report.verdict.endswith(f"Fix: `{PY} -m pip install 'nvidia-cudnn-cu12<10.0,>=9.3.0.75'`")


def test_protobuf_too_new_pins_protobuf(tmp_path: Path) -> None:
    pytest.importorskip("google.protobuf")
    # Old generated _pb2 code under protobuf 4+: protobuf itself raises "Descriptors cannot be created directly".
    probe = _probe(tmp_path, """
        from tensorflow import old_pb2
    """, **{"old_pb2.py": """
        from google.protobuf import descriptor
        descriptor.FieldDescriptor(name="a", full_name="x.a", index=0, number=1, type=9, cpp_type=9, label=1,
                                   default_value="", message_type=None, enum_type=None, containing_type=None,
                                   is_extension=False, extension_scope=None)
    """})
    if probe.import_error is None:
        pytest.skip("this protobuf runs old generated code (pure-Python implementation)")
    facts = make_facts(probe=probe, tensorflow=_tf("2.10.1", "11.2"),
                       packages=_dists(("tensorflow", "2.10.1"), ("protobuf", "4.25.3")))
    assert _verdict(facts).startswith(
        "TensorFlow 2.10.1 cannot be imported: protobuf 4.25.3 is newer than TensorFlow's generated protobuf code "
        "needs (`import tensorflow` raises TypeError: Descriptors cannot be created directly.). "
        f"Fix: `{PY} -m pip install 'protobuf<3.20,>=3.9.2'`")


def test_protobuf_too_old_pins_protobuf(tmp_path: Path) -> None:
    # TF 2.18+ generated code under protobuf before 5.27 (tensorflow/models#11192).
    probe = _probe(tmp_path, """
        raise ImportError("cannot import name 'runtime_version' from 'google.protobuf' "
                          "(/venv/lib/python3.11/site-packages/google/protobuf/__init__.py)")
    """)
    facts = make_facts(probe=probe, packages=_dists(("tensorflow", "2.21.0"), ("protobuf", "4.25.8")))
    assert _verdict(facts) == (
        "TensorFlow 2.21.0 cannot be imported: protobuf 4.25.8 is older than TensorFlow's generated protobuf code "
        "needs (`import tensorflow` raises ImportError: cannot import name 'runtime_version' from 'google.protobuf' "
        "(/venv/lib/python3.11/site-packages/google/protobuf/__init__.py)). "
        f"Fix: `{PY} -m pip install 'protobuf<8.0.0,>=6.31.1'` (and 1 more problem in the report)")


def test_damaged_install_reinstalls(tmp_path: Path) -> None:
    # tensorflow/python/ gone (a second distribution's uninstall): the real ModuleNotFoundError.
    probe = _probe(tmp_path, "from tensorflow.python.tools import module_util as _module_util\n")
    assert _verdict(make_facts(probe=probe)) == (
        "TensorFlow 2.21.0 cannot be imported: TensorFlow's own modules are missing or mismatched: the install is "
        "damaged (`import tensorflow` raises ModuleNotFoundError: No module named 'tensorflow.python'). "
        f"Fix: `{PY} -m pip install --force-reinstall --no-deps 'tensorflow==2.21.0'`")


def test_unknown_import_error_points_at_explain(tmp_path: Path) -> None:
    probe = _probe(tmp_path, 'raise RuntimeError("Bad StatusOr access: INTERNAL: something new")\n')
    assert _verdict(make_facts(probe=probe)) == (
        "TensorFlow 2.21.0 cannot be imported: envcheck does not recognise the error (`import tensorflow` raises "
        "RuntimeError: Bad StatusOr access: INTERNAL: something new). "
        f"Fix: `{PY} -c 'import tensorflow' 2>&1 | envcheck explain -`")


def test_sigill_names_the_missing_cpu_feature(tmp_path: Path) -> None:
    probe = _probe(tmp_path, "import os, signal\nos.kill(os.getpid(), signal.SIGILL)\n")
    assert probe.signal == "SIGILL"
    facts = make_facts(probe=probe, platform={"cpu_flags": ("sse4_1", "sse4_2")})
    assert _verdict(facts) == (
        "TensorFlow 2.21.0 cannot be imported: TensorFlow died of SIGILL while importing: this CPU has no AVX, which "
        "TensorFlow 2.21.0 is compiled for. Fix: Run TensorFlow on a CPU with AVX (`grep -o -w avx /proc/cpuinfo` "
        "finds it), or build TensorFlow from source for this CPU. (and 1 more problem in the report)")


def test_segfault_reinstalls(tmp_path: Path) -> None:
    probe = _probe(tmp_path, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    assert _verdict(make_facts(probe=probe)) == (
        "TensorFlow 2.21.0 cannot be imported: TensorFlow died of SIGSEGV while importing: a crash in TensorFlow's "
        "native code (often mixed CUDA libraries or a broken install). "
        f"Fix: `{PY} -m pip install --force-reinstall --no-deps 'tensorflow==2.21.0'`")


_IMPORTED = ProbeFacts(ran=True, exit_code=0, version="2.21.0", built_with_cuda=True, logical_gpus=1, xla="ok",
                       physical_gpus=(ProbeGpu(name="/physical_device:GPU:0", device_name="NVIDIA GeForce RTX 4090"),))


def test_keras_3_under_tensorflow_2_15_is_a_keras_failure() -> None:
    facts = make_facts(probe={**_IMPORTED.__dict__, "version": "2.15.1"}, tensorflow=_tf("2.15.1", "12.2"),
                       packages=_dists(("tensorflow", "2.15.1"), ("keras", "3.15.1"), ("numpy", "1.26.4"),
                                       ("protobuf", "4.25.3")))
    assert _verdict(facts) == (
        "TensorFlow 2.15.1 imports, but Keras cannot build a model: Keras 3.15.1 is Keras 3, which needs TensorFlow "
        f"2.16 or newer (this is 2.15.1). Fix: `{PY} -m pip install 'keras~=2.15.0'`")


def test_keras_2_under_tensorflow_2_21_is_a_keras_failure() -> None:
    facts = make_facts(probe=_IMPORTED, packages=_dists(("tensorflow", "2.21.0"), ("keras", "2.15.0"),
                                                        ("numpy", "2.1.3"), ("protobuf", "6.31.1")))
    assert _verdict(facts) == (
        "TensorFlow 2.21.0 imports, but Keras cannot build a model: Keras 2.15.0 is Keras 2, but TensorFlow 2.21.0 "
        f"uses Keras 3 and tf-keras is not set up. Fix: `{PY} -m pip install --upgrade 'keras>=3'`")


def test_cpu_build_over_the_gpu_build_names_whose_files_won(tmp_path: Path) -> None:
    machine = this_machine(tmp_path)
    install(tmp_path, "tensorflow-cpu", "2.21.0", {"tensorflow/__init__.py": "# tensorflow-cpu 2.21.0\n"})
    report = diagnose(collect(machine))
    _assert_runnable(report)
    assert report.verdict == (
        "TensorFlow 2.21.0 is a mix of two builds' files: tensorflow 2.21.0 and tensorflow-cpu 2.21.0 both install "
        f"tensorflow/ in {SITE}; the files on disk are tensorflow-cpu's. "
        "Fix: `/venv/bin/python -m pip uninstall -y tensorflow tensorflow-cpu` (and 3 more problems in the report)")


def test_not_installed_gives_the_install_command(tmp_path: Path) -> None:
    machine = this_machine(tmp_path)
    for dist in (tmp_path / SITE.lstrip("/")).glob("tensorflow*"):
        subprocess.run(["rm", "-r", str(dist)], check=True)
    report = diagnose(collect(machine))
    _assert_runnable(report)
    assert report.verdict == ("TensorFlow is not installed for /venv/bin/python. "
                              "Fix: `/venv/bin/python -m pip install 'tensorflow[and-cuda]==2.21.*'`")
    assert report.findings[0].stage is Stage.IMPORT


def test_no_driver_means_cpu_only() -> None:
    facts = make_facts(driver={"kernel_module_version": None, "library_version": None, "cuda_driver_version": None,
                               "gpus": (), "pci_gpus": (), "device_nodes": ()})
    assert _verdict(facts).startswith(
        "TensorFlow 2.21.0 will run on the CPU only: no NVIDIA driver is loaded and no NVIDIA GPU is visible")


def test_throttling_is_a_slowdown_not_a_failure() -> None:
    gpu = GpuFacts(index=0, name="NVIDIA GeForce RTX 4090", compute_capability="8.9",
                   clock_event_reasons=("hw_thermal_slowdown",), temperature_c=91)
    assert _verdict(make_facts(driver={"gpus": (gpu,)})) == (
        "TensorFlow 2.21.0 should use 1 GPU(s), but GPU 0 (NVIDIA GeForce RTX 4090): throttled by "
        "hw_thermal_slowdown, so training runs slower. Fix: Improve cooling and airflow, check the power cables and "
        "supply; a lowered power limit can be restored by an administrator.")


def test_more_problems_are_counted_once_per_finding() -> None:
    gpus = tuple(GpuFacts(index=i, name="NVIDIA GeForce GTX 1070", compute_capability="6.1", pcie_gen=2,
                          pcie_gen_max=3, pcie_width=1, pcie_width_max=16) for i in range(6))
    report = diagnose(make_facts(driver={"gpus": gpus}, tensorflow={"compute_capabilities": ("sm_60", "compute_80")}))
    assert report.verdict == (
        "TensorFlow 2.21.0 should use 6 GPU(s), but GPUs 0\u20135 (6\u00d7 NVIDIA GeForce GTX 1070): PCIe link gen 2 "
        "x1 of gen 3 x16. Fix: Reseat the card in a full-width slot, avoid risers and check the BIOS lane settings.")


@pytest.mark.parametrize("name", sorted(p.stem for p in (DATA / "nvml").glob("*.json")))
def test_every_fix_command_of_a_recorded_machine_runs_as_printed(tmp_path: Path, name: str) -> None:
    write(tmp_path, "/dev/nvidia0")
    driver = collect_driver(FakeSystem(tmp_path, nvml=FakeNvml.load(DATA / "nvml" / f"{name}.json")))
    for facts in (make_facts(driver=driver), make_facts(driver=driver, platform={"container": "docker"}),
                  Report.facts_from_json((DATA / "snapshots" / "this_machine.json").read_text())):
        _assert_runnable(diagnose(facts))


def test_doctor_on_a_real_virtualenv_with_numpy_2_under_tensorflow_2_15(tmp_path: Path) -> None:
    """End to end: a virtualenv made here, TensorFlow 2.15.1 (a stub that fails as it does) and NumPy 2."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = f"{venv}/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages"
    install(Path("/"), "numpy", "2.1.3", {"numpy/__init__.py": "__version__ = '2.1.3'\n"}, site=site)
    install(Path("/"), "tensorflow", "2.15.1", {"tensorflow/__init__.py": (  # without NumPy's warning: TF's own error
        "raise TypeError('Unable to convert function return value to a Python type! The signature was\\n\\t() -> "
        "handle')\n")}, site=site, requires=("numpy<2.0.0,>=1.23.5",))
    result = CliRunner().invoke(cli.app, ["doctor", "--python", str(python), "--probe-timeout", "60"])
    assert result.exit_code == cli.FINDINGS
    verdict = result.output.splitlines()[-2]
    assert verdict.startswith(
        "TensorFlow 2.15.1 cannot be imported: NumPy 2.1.3 is installed, but this TensorFlow's compiled modules need "
        "NumPy <2.0.0,>=1.23.5 (`import tensorflow` raises TypeError: Unable to convert function return value")
    assert f"Fix: `{python} -m pip install 'numpy<2.0.0,>=1.23.5'`" in verdict
