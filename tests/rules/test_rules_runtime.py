from __future__ import annotations

from envcheck.facts import Distribution, GpuFacts, ProbeFacts, ProbeGpu
from envcheck.findings import Severity, Status
from envcheck.testing import make_facts, run_rule
from envcheck.tflog import parse_log

OK = ProbeFacts(ran=True, exit_code=0, version="2.21.0", built_with_cuda=True, logical_gpus=1, xla="ok",
                physical_gpus=(ProbeGpu(name="/physical_device:GPU:0", device_name="NVIDIA GeForce RTX 4090",
                                        compute_capability="8.9"),))
# Lines as TensorFlow prints them (shared/reference/tf_log_messages.md; public logs).
DLOPEN = ("I0000 00:00:1739486925.821562  176814 dso_loader.cc:144] Could not load dynamic library 'libcudnn.so.9'; "
          "dlerror: libcudnn.so.9: cannot open shared object file: No such file or directory\n"
          "W0000 00:00:1739486925.821562  176814 gpu_device.cc:2344] Cannot dlopen some GPU libraries. Please make "
          "sure the missing libraries mentioned above are installed properly if you would like to use GPU.")
CUDNN_OLD = ("E0000 00:00:1739486925.821562  176814 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source "
             "was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor "
             "version.")
IGNORED = ("I tensorflow/core/common_runtime/gpu/gpu_device.cc:1721] Ignoring visible gpu device (device: 1, "
           "name: Tesla K80, pci bus id: 0000:02:00.0, compute capability: 3.7) with Cuda compute capability 3.7. "
           "The minimum required Cuda capability is 6.0.")


def _probe(**changes: object) -> ProbeFacts:
    return ProbeFacts(**{**OK.__dict__, **changes})


def test_rt001_hang() -> None:
    probe = ProbeFacts(ran=True, timed_out=True, timeout_s=120.0, error="no report", output_tail=("loading",))
    finding = run_rule("RT001", make_facts(probe=probe)).findings[0]
    assert "did not finish within 120 s" in finding.message
    assert finding.evidence == ("output: loading",)


def test_rt001_illegal_instruction_names_the_cpu_feature() -> None:
    probe = ProbeFacts(ran=True, exit_code=-4, signal="SIGILL", error="no report")
    old_cpu = make_facts(probe=probe, platform={"cpu_flags": ("sse4_1", "sse4_2")})
    finding = run_rule("RT001", old_cpu).findings[0]
    assert finding.message == ("TensorFlow died of SIGILL while importing: this CPU has no AVX, which TensorFlow "
                               "2.21.0 is compiled for")
    assert "on a CPU with AVX" in (finding.fix.text if finding.fix else "")
    finding = run_rule("RT001", make_facts(probe=probe)).findings[0]  # the CPU has every flag the wheel needs
    assert "instruction it does not have" in finding.message
    assert finding.fix is not None
    assert "--force-reinstall" in finding.fix.commands[0]


def test_rt001_clean_run() -> None:
    assert run_rule("RT001", make_facts(probe=OK)).status is Status.PASS


def test_rt002_numpy_too_old_pins_numpy_in_tensorflows_range() -> None:
    abi = "RuntimeError: module compiled against API version 0x10 but this version of numpy is 0xf"
    probe = ProbeFacts(ran=True, exit_code=3, import_error="ImportError: numpy.core.multiarray failed to import",
                       output_tail=(abi,))
    facts = make_facts(probe=probe, packages={"distributions": (
        Distribution(name="tensorflow", version="2.21.0", location="/venv", owns_tensorflow=True),
        Distribution(name="numpy", version="1.24.4", location="/venv"))})
    finding = run_rule("RT002", facts).findings[0]
    assert finding.message == ("NumPy 1.24.4 is installed, but this TensorFlow's compiled modules need NumPy "
                               "<3,>=1.26.0 (`import tensorflow` raises ImportError: numpy.core.multiarray failed to "
                               "import)")
    assert finding.fix is not None
    assert finding.fix.commands == ("/venv/bin/python -m pip install 'numpy<3,>=1.26.0'",)


def test_rt002_unknown_error_points_at_explain() -> None:
    probe = ProbeFacts(ran=True, exit_code=3, import_error="OSError: [Errno 5] Input/output error")
    finding = run_rule("RT002", make_facts(probe=probe)).findings[0]
    assert finding.message.startswith("envcheck does not recognise the error")
    assert finding.fix is not None
    assert finding.fix.commands == ("/venv/bin/python -c 'import tensorflow' 2>&1 | envcheck explain -",)


def test_rt002_imports() -> None:
    assert run_rule("RT002", make_facts(probe=OK)).status is Status.PASS


def test_rt003_missing_cudnn_explains_the_empty_gpu_list() -> None:
    probe = _probe(physical_gpus=(), logical_gpus=0, events=parse_log(DLOPEN))
    finding = run_rule("RT003", make_facts(probe=probe)).findings[0]
    assert finding.gpu_blocking
    assert finding.message == ("TensorFlow 2.21.0 sees no GPU although this machine has 1: "
                               "TensorFlow logged: at least one required CUDA/cuDNN library is missing, so "
                               "TensorFlow registered no GPU")


def test_rt003_hidden_by_cuda_visible_devices() -> None:
    facts = make_facts(probe=_probe(physical_gpus=()),
                       environment={"variables": ({"name": "CUDA_VISIBLE_DEVICES", "value": ""},)})
    assert "CUDA_VISIBLE_DEVICES='' hides every GPU" in run_rule("RT003", facts).findings[0].message


def test_rt003_without_a_known_reason_says_how_to_find_it() -> None:
    finding = run_rule("RT003", make_facts(probe=_probe(physical_gpus=()))).findings[0]
    assert "TF_CPP_MAX_VLOG_LEVEL=1" in finding.message


def test_rt003_gpu_registered() -> None:
    assert run_rule("RT003", make_facts(probe=OK)).status is Status.PASS


def test_rt003_cpu_machine_is_not_a_problem() -> None:
    facts = make_facts(probe=_probe(physical_gpus=()), driver={"gpus": (), "pci_gpus": ()})
    assert run_rule("RT003", facts).status is Status.PASS


def test_rt004_cudnn_mismatch_logged() -> None:
    finding = run_rule("RT004", make_facts(probe=_probe(events=parse_log(CUDNN_OLD)))).findings[0]
    assert finding.severity is Severity.ERROR
    assert "older than the one TensorFlow was built with" in finding.message
    assert finding.evidence[0].startswith("log: E0000")


def test_rt004_nothing_logged() -> None:
    assert run_rule("RT004", make_facts(probe=OK)).status is Status.PASS


def test_rt005_convolution_fails() -> None:
    probe = _probe(gpu_op_errors=("/device:GPU:0: UnknownError: Failed to get convolution algorithm.",))
    finding = run_rule("RT005", make_facts(probe=probe)).findings[0]
    assert finding.subject == "gpu:0"


def test_rt005_fix_follows_the_logged_cause() -> None:
    error = "/device:GPU:0: UnknownError: Failed to get convolution algorithm."
    mismatch = run_rule("RT005", make_facts(probe=_probe(gpu_op_errors=(error,), events=parse_log(CUDNN_OLD))))
    fix = mismatch.findings[0].fix
    assert fix is not None
    assert fix.commands == ("/venv/bin/python -m pip install 'nvidia-cudnn-cu12<10.0,>=9.3.0.75'",)
    alone = run_rule("RT005", make_facts(probe=_probe(gpu_op_errors=(error,)))).findings[0].fix
    assert alone is not None
    assert "export TF_FORCE_GPU_ALLOW_GROWTH=true" in alone.commands  # cuDNN could not start: memory, most often
    other = "/device:GPU:0: InternalError: an error no catalogue entry knows"
    unknown = run_rule("RT005", make_facts(probe=_probe(gpu_op_errors=(other,)))).findings[0].fix
    assert unknown is not None
    assert unknown.commands == ("/venv/bin/python -c 'import tensorflow' 2>&1 | envcheck explain -",)


def test_rt005_ops_work() -> None:
    assert run_rule("RT005", make_facts(probe=OK)).status is Status.PASS


def test_rt006_xla_fails() -> None:
    probe = _probe(xla="InternalError: libdevice not found at ./libdevice.10.bc")
    assert run_rule("RT006", make_facts(probe=probe)).findings[0].severity is Severity.WARN


def test_rt006_xla_works() -> None:
    assert run_rule("RT006", make_facts(probe=OK)).status is Status.PASS


def test_rt007_kepler_ignored_beside_a_supported_gpu() -> None:
    k80 = GpuFacts(index=1, name="Tesla K80", pci_bus_id="00000000:02:00.0", compute_capability="3.7")
    base = make_facts()
    facts = make_facts(probe=_probe(events=parse_log(IGNORED)), driver={"gpus": (*base.driver.gpus, k80)})
    finding = run_rule("RT007", facts).findings[0]
    assert "the driver lists 2 GPUs but TensorFlow registered 1" in finding.message
    assert "ignored for its compute capability" in finding.message


def test_rt007_counts_agree() -> None:
    assert run_rule("RT007", make_facts(probe=OK)).status is Status.PASS


def test_rt008_a_failing_step_is_reported_by_name() -> None:
    probe = _probe(step_errors=("physical: InternalError: CUDA runtime implicit initialization on GPU:0 failed",))
    finding = run_rule("RT008", make_facts(probe=probe)).findings[0]
    assert finding.severity is Severity.WARN
    assert finding.message.startswith("the probe's physical step failed: InternalError: CUDA runtime")


def test_rt008_out_of_memory_points_at_who_holds_the_gpu() -> None:
    error = "physical: InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: out of memory"
    fix = run_rule("RT008", make_facts(probe=_probe(step_errors=(error,)))).findings[0].fix
    assert fix is not None
    assert fix.commands == ("envcheck gpus", "export TF_FORCE_GPU_ALLOW_GROWTH=true")


def test_rt008_steps_that_ran() -> None:
    assert run_rule("RT008", make_facts(probe=OK)).status is Status.PASS
