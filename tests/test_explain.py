"""`envcheck explain`: the message catalogue, the causes and fixes it derives, and the command."""

from __future__ import annotations

import json

import pytest
from fakes import DATA
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from envcheck import cli
from envcheck.cuerrors import CU_RESULTS, lookup
from envcheck.explain import CAUSES, exit_status, explain, read_paste
from envcheck.render.explain import causes_markdown, render_explanations, render_explanations_json
from envcheck.tflog import CATALOGUE, HintIndex, parse_log

LOGS = DATA / "logs"
EXPECTED: dict[str, list[str]] = json.loads((LOGS / "expected.json").read_text())
CAUSE_IDS = {c.id for c in CAUSES}


def _top(text: str) -> str:
    return explain(text)[0].cause


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_catalogue_recognises_the_logs(name: str) -> None:
    kinds = {e.kind for e in parse_log((LOGS / name).read_text())}
    assert set(EXPECTED[name]) <= kinds


def test_every_corpus_file_is_listed() -> None:
    assert {p.name for p in LOGS.glob("*.txt")} == set(EXPECTED)


def test_every_error_kind_has_a_fix_and_hints() -> None:
    assert all(p.fix for p in CATALOGUE if p.level in ("error", "warning"))
    assert all(p.hints and all(h == h.lower() for h in p.hints) for p in CATALOGUE)


def test_the_hint_index_offers_every_entry_a_line_holds_a_hint_of_in_catalogue_order() -> None:
    index = HintIndex(entry.hints for entry in CATALOGUE)
    for number, entry in enumerate(CATALOGUE):
        for hint in entry.hints:
            offered = index.candidates(f"a line with {hint} in it")
            assert number in offered, hint
            assert offered == sorted(offered)


def test_the_hint_index_offers_short_hints_always_and_entries_without_hints_never() -> None:
    index = HintIndex([("ab",), (), ("keras",)])
    assert index.candidates("nothing here") == [0]
    assert index.candidates("uses keras") == [0, 2]
    assert index.candidates("kera") == [0, 2]  # a hint's first three characters make a candidate (the caller tests it)
    assert index.candidates("kxras") == [0]


def test_cause_ids_are_unique_and_documented() -> None:
    assert len(CAUSE_IDS) == len(CAUSES)
    docs = (DATA.parent.parent / "docs" / "explain.md").read_text()
    assert causes_markdown() in docs


def test_wrapped_line_is_read_whole() -> None:
    (dlopen,) = [e for e in parse_log((LOGS / "tf2.2_missing_libs_wrapped.txt").read_text())
                 if e.kind == "dlopen_failed"]
    assert dlopen.get("dlerror") == "libcusparse.so.10: cannot open shared object file: No such file or directory"


def test_matching_ignores_case() -> None:
    assert _top("FAILED CALL TO CUINIT: cuda_error_no_device") == "no_gpu_visible"


def test_libcuda_missing_is_the_driver_not_a_pip_package() -> None:
    found = explain((LOGS / "tf2.14_cuinit_303.txt").read_text())
    assert found[0].cause == "driver_missing"
    assert "not a pip package" in found[0].fix
    in_docker = explain("$ docker run -it tensorflow/tensorflow:latest-gpu\n"
                        "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared "
                        "object file: No such file or directory")
    assert in_docker[0].cause == "container_gpu_not_exposed"
    assert "--gpus all" in in_docker[0].fix


def test_oom_with_a_tensor_shape_is_the_batch_not_another_process() -> None:
    found = explain("W tensorflow/core/common_runtime/bfc_allocator.cc:456] Allocator (GPU_0_bfc) ran out of memory\n"
                    "ResourceExhaustedError: OOM when allocating tensor with shape[64,256,56,56] and type float on "
                    "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc")
    assert found[0].cause == "model_too_large"
    assert "batch" in found[0].fix
    assert _top("E tensorflow/stream_executor/cuda/cuda_driver.cc:924] failed to allocate 10.63G (11416954880 bytes) "
                "from device: CUDA_ERROR_OUT_OF_MEMORY") == "gpu_memory_in_use"


def test_cudnn7_needed_the_same_minor_and_newer_releases_accept_a_newer_one() -> None:
    (old,) = [e for e in explain("Loaded runtime CuDNN library: 7301 (compatibility version 7300) but source was "
                                 "compiled with 7003 (compatibility version 7000).") if e.level == "error"]
    assert "cuDNN 7.0.3 (the one it was built with) or another 7.0.x exactly" in old.fix
    assert "`apt-get install --allow-downgrades libcudnn7=7.0.*`" in old.fix  # apt upgraded it: a pin keeps 7.0
    assert "runtime=7301" in old.details
    (new,) = [e for e in explain("Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.") if
              e.level == "error"]
    assert "cuDNN 8.1.0 (the one it was built with) or a newer 8.x" in new.fix
    assert "apt-get" not in new.fix  # an older cuDNN: nothing to pin


def test_libdevice_is_fatal() -> None:
    (found,) = explain("W external/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:274] libdevice is required by "
                       "this HLO module but was not found at ./libdevice.10.bc")
    assert (found.cause, found.level) == ("libdevice_missing", "error")
    assert "xla_gpu_cuda_data_dir" in found.fix


def test_fix_uses_the_versions_in_the_paste() -> None:
    # a TF 2.4 soname (libcusolver.so.10 with cuDNN 8) with no version given: the tables say CUDA 11.0
    found = explain("Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10: cannot open "
                    "shared object file\nCould not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 11.0" in found[0].fix
    driver = explain("cudatoolkit               10.0.130\nNVIDIA Graphics Driver 388.73\nC:\\Users\\me> python x.py\n"
                     "cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version")
    assert driver[0].cause == "driver_too_old"
    assert "411.31" in driver[0].fix  # CUDA 10.0's Windows driver floor, from the compat tables
    container = explain("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=11.0, please update "
                        "your driver to a newer version")
    assert container[0].cause == "driver_too_old"
    assert "450.36.06" in container[0].fix


def test_gpu_architecture_against_the_build() -> None:
    ignored = explain("Ignoring visible gpu device (device: 0, name: GeForce GTX 660M, pci bus id: 0000:01:00.0, "
                      "compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability "
                      "is 3.5.")
    assert ignored[0].cause == "gpu_too_old"
    new = explain("tensorflow-gpu==2.3.1\nGeForce RTX 3080\nRuntimeError: CUDA runtime implicit initialization on "
                  "GPU:0 failed. Status: device kernel image is invalid")
    assert new[0].cause == "gpu_too_new"
    assert "8.6" in new[0].fix


def test_every_cuda_driver_error_is_known_by_name_and_number() -> None:
    assert len(CU_RESULTS) >= 100
    for code, (name, cause, meaning) in CU_RESULTS.items():
        assert lookup(name=name) == (name, cause, meaning)
        assert cause in CAUSE_IDS
        assert lookup(code=str(code)) is not None
    assert _top("cudaGetDeviceCount returned 100\n-> no CUDA-capable device is detected") == "no_gpu_visible"
    # the unknown error's usual reason, nvidia-uvm, where the paste points at it (sudo); else a CUDA error, uncertain
    assert _top("failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error\nit works with sudo") == "uvm_unavailable"
    assert _top("failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error") == "cuda_error"


def test_pip_and_python_messages() -> None:
    assert _top("ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)\n"
                "Python 3.14.0") == "python_unsupported"
    assert _top('The "tensorflow-gpu" package has been removed!') == "tensorflow_gpu_removed"
    conflict = explain("tensorflow 2.13.1 requires keras<2.14,>=2.13.1, but you have keras 3.1.1 which is "
                       "incompatible.")
    assert conflict[0].cause == "keras_version_skew"
    assert "keras<2.14,>=2.13.1" in conflict[0].fix
    assert _top("tensorflow          1.14.0\ntensorflow-gpu      1.14.0") == "two_tensorflow_installs"


def test_empty_gpu_list_gets_a_checklist_for_the_version_and_platform() -> None:
    windows = explain("C:\\Users\\me> pip install tensorflow==2.15.0\n>>> tf.config.list_physical_devices('GPU')\n[]")
    assert windows[0].cause == "windows_native_gpu_unsupported"
    assert windows[0].fix.endswith("`envcheck doctor` on that machine: it checks the driver, the CUDA libraries the "
                                   "build loads, and the GPU's architecture")
    assert exit_status(windows) == 1
    plain = explain("print(tf.config.list_physical_devices('GPU'))\n[]")
    assert plain[0].cause == "gpu_not_detected"
    assert exit_status(plain) == 0


def test_noise_is_recognised_as_harmless() -> None:
    found = explain((LOGS / "tf2.16_startup_noise.txt").read_text())
    assert {e.cause for e in found} == {"harmless"}
    assert exit_status(found) == 0
    text = render_explanations(found)
    assert "· harmless: informational: these lines alone decide no problem" in text


def test_errors_come_first_and_repeats_are_grouped() -> None:
    found = explain((LOGS / "tf2.21_cpu_no_driver.txt").read_text())
    assert (found[0].cause, found[0].level) == ("driver_missing", "warning")  # no GPU shown: not decided, no error
    decided = [e.level for e in found if not e.meaning.startswith("uncertain")]  # (an undecided error is a warning)
    assert decided == sorted(decided, key=["error", "warning", "info", "noise", "success"].index)
    repeated = explain("failed call to cuInit: CUDA_ERROR_NO_DEVICE\n" * 30)
    assert (repeated[0].count, len(repeated[0].line_numbers)) == (30, 20)


def test_evidence_is_cut_at_a_word() -> None:
    line = "failed call to cuInit: CUDA_ERROR_NO_DEVICE " + "word " * 200
    text = render_explanations(explain(line))
    evidence = text.splitlines()[1].strip()
    assert evidence.endswith("word…")
    assert len(evidence) <= 201


def test_unknown_text() -> None:
    assert explain("hello world\nnothing here") == ()
    assert render_explanations(()).startswith("nothing recognised")


def test_nothing_recognised_says_what_was_read_of_the_machine() -> None:
    # autokeras (corpus c3170): the versions said, and an error explain has no cause for
    paste = ("I am currently on:\n\nKeras: 2.2.4\nTensorflow: 1.15.0\nOS: Windows 10\n"
             "ImportError: cannot import name 'preprocessing' from 'tensorflow.keras.layers.experimental'")
    reading = read_paste(paste)
    assert reading.explanations == ()
    assert reading.read == ("TensorFlow 1.15.0", "keras 2.2.4", "Windows")
    assert "(read of the machine: TensorFlow 1.15.0, keras 2.2.4, Windows)" in render_explanations((), reading.read)
    assert read_paste("hello world").read == ()
    # the version the causes are checked against (the words'), not the one a notebook printed
    notebook = read_paste("Problem with tf 2.9 on my laptop\nIn my Jupyter Notebook, it constantly said 2.4.0\n")
    assert notebook.read == ("TensorFlow 2.9", "Jupyter")
    assert "read of the machine" not in render_explanations(())
    found = read_paste((LOGS / "tf2.3_cudnn_mismatch.txt").read_text())
    assert found.explanations == explain((LOGS / "tf2.3_cudnn_mismatch.txt").read_text())
    assert json.loads(render_explanations_json(found.explanations, found.read))["read"] == list(found.read)


def test_json_output() -> None:
    data = json.loads(render_explanations_json(explain((LOGS / "tf2.3_cudnn_mismatch.txt").read_text())))
    assert data["schema"] == 2
    assert data["explanations"][0]["cause"] == "cudnn_version_mismatch"
    assert data["explanations"][0]["details"] == ["runtime=7.0.5", "compiled=7.2.1"]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=2000))
def test_arbitrary_text_never_crashes(text: str) -> None:
    render_explanations(explain(text))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([line for p in sorted(LOGS.glob("*.txt")) for line in p.read_text().splitlines()]
                                + ["", "   ", "\t", "Traceback (most recent call last):"]), max_size=30))
def test_shuffled_real_lines_never_crash(lines: list[str]) -> None:
    for found in explain("\n".join(lines)):
        assert found.cause in CAUSE_IDS


def test_cli_explain_file_and_stdin(tmp_path: pytest.TempPathFactory) -> None:
    runner = CliRunner()
    result = runner.invoke(cli.app, ["explain", str(LOGS / "python_package_errors.txt")])
    assert result.exit_code == cli.FINDINGS
    assert "numpy_incompatible" in result.output
    piped = runner.invoke(cli.app, ["explain", "-", "--json"], input="Illegal instruction (core dumped)\n")
    assert json.loads(piped.output)["explanations"][0]["cause"] == "cpu_no_avx"
    unknown = runner.invoke(cli.app, ["explain", "-"], input="tensorflow==2.4.1\nValueError: bad shape\n")
    assert unknown.exit_code == cli.OK
    assert "nothing recognised" in unknown.output
    assert "TensorFlow 2.4.1" in unknown.output
    noise = runner.invoke(cli.app, ["explain", str(LOGS / "tf2.16_startup_noise.txt")])
    assert noise.exit_code == cli.OK
    assert runner.invoke(cli.app, ["explain", "/nonexistent.log"]).exit_code == cli.USAGE
    assert runner.invoke(cli.app, ["explain", str(tmp_path)]).exit_code == cli.USAGE


def test_versions_from_issue_templates_and_version_prints() -> None:
    printed = explain(">>> print(tf.__version__)\n2.15.0\n>>> tf.config.list_physical_devices('GPU')\n[]\n"
                      "C:\\Users\\me>")
    assert printed[0].cause == "windows_native_gpu_unsupported"
    assert "tensorflow=2.15.0" in printed[0].details
    template = explain("### Tensorflow Version\n\n2.11.0\n\n### OS Platform\n\nWindows 11\nGPU is not detected")
    assert "tensorflow=2.11.0" in template[0].details
    linux = explain("### TensorFlow version\n\n2.8.0\n\nlist_physical_devices('GPU') returns []\n"
                    "/home/me/miniconda3/envs/tf/bin/python")
    assert linux[0].cause == "cuda_libs_missing"
    assert "LD_LIBRARY_PATH=$CONDA_PREFIX/lib" in linux[0].fix


def test_more_package_and_platform_messages() -> None:
    assert _top("AttributeError: module 'numpy' has no attribute 'object'.") == "numpy_incompatible"
    assert _top("TypeError: Unable to convert function return value to a Python type! The signature was\n"
                "\t() -> handle") == "numpy_incompatible"
    assert _top("ImportError: cannot import name 'builder' from 'google.protobuf.internal'") == "protobuf_incompatible"
    mac = explain("zsh: illegal hardware instruction  python\nmacOS 12.1, Apple M1")
    assert mac[0].cause == "cpu_no_avx"
    assert "arm64" in mac[0].fix
    noise = explain("W tensorflow/core/framework/cpu_allocator_impl.cc:82] Allocation of 376320000 exceeds 10% of free "
                    "system memory.")
    assert [e.cause for e in noise] == ["harmless"]


def test_empty_gpu_list_with_another_cuda_installed_names_the_build_cuda() -> None:
    (top, *_) = explain("TensorFlow version (use command below): 2.1.0\nCUDA/cuDNN version: 10.2.89\n"
                        "`[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]`")
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 10.1" in top.fix
    assert "10.2 is installed" in top.fix
    assert "uncertain" not in top.meaning
    same = explain("TensorFlow version: 2.9.1\nCUDA/cuDNN version: 11.8\nlinux\n[]")  # 11.x serves an 11.2 build
    assert "was built for CUDA" not in same[0].fix


def test_empty_gpu_list_the_paste_does_not_explain_is_uncertain() -> None:
    (top,) = explain(">>> tf.config.list_physical_devices('GPU')\n[]")
    assert top.cause == "gpu_not_detected"
    assert "uncertain" in top.meaning
    assert "envcheck doctor" in top.fix
    session = explain("GPU: no known devices, despite cuda's deviceQuery returning a \"PASS\" result")
    assert session[0].cause == "tf1_cpu_package"
    assert "uncertain" in session[0].meaning


def test_tensorflow_1_15_2_package_is_cpu_only_again() -> None:
    found = explain("- TensorFlow version: 1.15.2\n`pip3 install tensorflow==1.15.2`\n"
                    "Observe that CPU devices are found, but GPU devices are not")
    assert found[0].cause == "tf1_cpu_package"
    assert "tensorflow-gpu==1.15.2" in found[0].fix
    early = explain("- TensorFlow version: 1.15.0\nObserve that CPU devices are found, but GPU devices are not")
    assert early[0].cause != "tf1_cpu_package"  # 1.15.0's tensorflow package had the GPU build


def test_issue_template_question_is_not_conda() -> None:
    found = explain("TensorFlow version: 2.9.0\nInstalled using virtualenv? pip? conda?: pip\nlinux\n[]")
    assert "CONDA_PREFIX" not in found[0].fix


def test_python3_on_windows_may_be_another_interpreter() -> None:
    found = explain("TF 2.9.1\nWin10 21H2 x64\ncudatoolkit=11.2.2 cudnn=8.1.0.77\n"
                    "python3 -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"\n"
                    "output empty")
    assert found[0].cause == "wrong_interpreter"
    assert "sys.executable" in found[0].fix
    assert "uncertain" in found[0].meaning


def test_nvml_unknown_error_in_a_container_and_elsewhere() -> None:
    container = explain("docker run --gpus all --rm -it nvidia/cuda:11.4.2-base-ubuntu18.04 bash\n"
                        "root@098b49afe624:/# nvidia-smi\nFailed to initialize NVML: Unknown Error")
    assert container[0].cause == "container_gpu_not_exposed"
    assert "daemon-reload" in container[0].fix
    unknown = explain("$ nvidia-smi\nFailed to initialize NVML: Unknown Error")
    assert unknown[0].cause == "cuda_error"
    assert unknown[0].meaning.startswith("uncertain")
    assert _top("nvidia-docker | 2016/12/17 Error: nvml: Driver/library version mismatch") == \
        "driver_library_mismatch"


def test_pip_conflict_fix_keeps_both_bounds() -> None:
    found = explain("The conflict is caused by:\n    The user requested keras==2.10.0\n"
                    "    tensorflow 2.11.1 depends on keras<2.12 and >=2.11.0")
    assert found[0].cause == "keras_version_skew"
    assert "keras<2.12,>=2.11.0" in found[0].fix


def test_windows_library_fix_names_the_bin_folder() -> None:
    found = explain("Windows 10\ntensorflow-gpu==2.4.1\n"
                    "Could not load dynamic library 'cudart64_110.dll'")  # no dlerror part, quoted
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA\\v11.0\\bin" in found[0].fix
    assert "os.add_dll_directory" in found[0].fix


def test_libcuda_missing_under_another_library_in_wsl_is_the_driver() -> None:
    found = explain("I am using WSL2\nCould not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open "
                    "shared object file: No such file or directory")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "/usr/lib/wsl/lib" in found[0].fix
    assert _top("Failed to dlopen libcuda.so in WSL environment\nRuntimeError: Failed to dlopen libcuda.so") == \
        "wsl_driver_not_visible"


def test_oom_is_memory_in_use_when_the_paste_names_another_process() -> None:
    assert _top("Resource exhausted: OOM when allocating tensor with shape[64,512]") == "model_too_large"
    assert _top("bfc_allocator.cc:275] Ran out of memory trying to allocate 392.00MiB.\n"
                "I had Jupyter opened in another tab") == "gpu_memory_in_use"


def test_no_wheel_fix_uses_the_pinned_version() -> None:
    found = explain("Tensorflow Version 2.3.0\nPython version 3.9\n"
                    "ERROR: No matching distribution found for tensorflow==2.3.0")
    assert found[0].cause == "python_unsupported"
    assert "Python 3.5, 3.6, 3.7 or 3.8" in found[0].fix
    assert "for Python 3.9: TensorFlow 2.5" in found[0].fix


def test_unknown_nvidia_runtime_is_the_container_toolkit() -> None:
    (top,) = explain("docker: Error response from daemon: Unknown runtime specified nvidia.")
    assert top.cause == "container_gpu_not_exposed"
    assert "nvidia-ctk runtime configure" in top.fix
    assert "--gpus all" in top.fix


def test_empty_gpu_list_in_wsl_names_the_windows_driver() -> None:
    found = explain("it seems WSL2 can't see my RTX?\n>>> print(tf.config.list_physical_devices('GPU'))\n[]")
    assert found[0].cause == "wsl_driver_not_visible"
    assert "wsl --update" in found[0].fix
    assert "uncertain" in found[0].meaning


def test_library_names_that_fit_several_builds_name_each_cuda() -> None:
    found = explain("Could not load dynamic library 'libcusolver.so.10'; dlerror: libcusolver.so.10")
    assert found[0].cause == "cuda_libs_missing"
    assert "CUDA 10.1 for TensorFlow 2.1-2.3" in found[0].fix
    assert "CUDA 11.0 for TensorFlow 2.4" in found[0].fix
    assert "uncertain which build" in found[0].fix


def test_libdevice_names_the_compiler_package_that_carries_it() -> None:
    line = ("W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:521] Can't find libdevice "
            "directory ${CUDA_DIR}/nvvm/libdevice.\nSearched for CUDA in the following directories:\n"
            "  /usr/local/cuda-12.2")
    (found,) = explain(line)
    assert "cuda-nvcc-12-2" in found.fix
    assert "cuda-compiler-12-2" in found.fix
    assert "xla_gpu_cuda_data_dir" in found.fix
    (conda,) = explain("since 2.12 XLA fails to locate libdevice in my conda env")
    assert conda.cause == "libdevice_missing"
    assert "conda install -c nvidia cuda-nvcc" in conda.fix


def test_libdevice_names_pips_compiler_wheel_of_the_build_s_cuda_and_none_that_does_not_exist() -> None:
    line = "libdevice not found at ./libdevice.10.bc"
    (pip,) = explain(f"tensorflow 2.16.1, CUDA 11.8 installed at /usr/local/cuda-11.8\n{line}")
    assert pip.fix.startswith("`pip install nvidia-cuda-nvcc-cu12`")  # TensorFlow[and-cuda]'s CUDA 12, not the 11.8
    assert "cuda-nvcc-11-8" in pip.fix  # the folder XLA searched
    (old,) = explain(f"tensorflow 2.5, cuda 10.1\n{line}")
    assert "cuda-nvcc-10-1" in old.fix
    assert "nvidia-cuda-nvcc-cu10" not in old.fix  # PyPI has no CUDA 10 compiler wheel
