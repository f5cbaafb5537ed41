"""Read in stop 75: cloudpickle 1.5.0's break of tensorflow-probability; a DLL's failed initialisation and CUDA's
unknown error with nothing deciding why; and the error the readings leave unexplained."""

from __future__ import annotations

import json

from explained import causes as _causes
from explained import top as _top
from explained import verdicts as _verdicts
from typer.testing import CliRunner

from envcheck import cli
from envcheck.explain import read_paste
from envcheck.render.explain import render_explanations, render_explanations_json

_PYHF = ("E   pyhf.exceptions.ImportBackendError: ('There was a problem importing TensorFlow. The tensorflow backend "
         "cannot be used.', ImportError(\"cannot import name 'CloudPickler' from 'cloudpickle.cloudpickle' "
         '(/opt/hostedtoolcache/Python/3.7.7/x64/lib/python3.7/site-packages/cloudpickle/cloudpickle.py)"))\n')


def test_cloudpickle_1_5_moving_cloudpickler_is_tensorflow_probability_s_dependency_break() -> None:
    """scikit-hep/pyhf#913, tensorflow/probability#991 and the titles of cloudpipe/cloudpickle#390 and
    SeldonIO/alibi-detect#124: TFP 0.10.0 and older import CloudPickler from cloudpickle.cloudpickle."""
    cause, level, _, fix = _top(_PYHF)
    assert (cause, level) == ("dependency_conflict", "error")
    assert "'cloudpickle<1.5'" in fix
    assert "0.10.1" in fix  # the tensorflow-probability that pins cloudpickle 1.3
    assert _top("Traceback (most recent call last):\nImportError: cannot import name 'CloudPickler'\n")[0] == (
        "dependency_conflict")
    assert _top("Cloudpickle v1.5.0 breaks tensorflow probabilities.\n")[0] == "dependency_conflict"
    assert _top("cloudpickle 1.5 breaks TensorFlow Probability\n")[0] == "dependency_conflict"


def test_other_cloudpickle_names_and_releases_are_not_that_break() -> None:
    """Another name missing from cloudpickle, another release said to break, or another package: not this reading."""
    assert _verdicts("ImportError: cannot import name 'dumps' from 'cloudpickle'\n") == []
    assert _verdicts("cloudpickle v2.0.0 breaks tensorflow probability\n") == []
    assert _verdicts("cloudpickle v1.5.0 breaks ray\n") == []
    assert _verdicts("ImportError: cannot import name 'CloudPicklerFast' from 'cloudpickle'\n") == []


_NOTF = """WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/dist-packages/tensorboard/compat/__init__.py", line 42, in tf
    from tensorboard.compat import notf  # noqa: F401
ImportError: cannot import name 'notf' from 'tensorboard.compat'
"""


def test_the_last_error_no_verdict_explains_is_named_as_unexplained() -> None:
    """A Colab paste whose only recognised line is absl's harmless notice: its ImportError is left unexplained, and
    the text says so instead of leaving "0 error(s)" to read as nothing wrong."""
    reading = read_paste(_NOTF)
    assert [e.cause for e in reading.explanations] == ["harmless"]
    assert reading.unexplained == (5, "ImportError: cannot import name 'notf' from 'tensorboard.compat'")
    text = render_explanations(reading.explanations, reading.read, reading.unexplained)
    assert text.splitlines()[-1].startswith("not explained: line 5: ImportError: cannot import name 'notf'")
    data = json.loads(render_explanations_json(reading.explanations, reading.read, reading.unexplained))
    assert data["unexplained"] == {"line": 5, "text": reading.unexplained[1]}
    # the last of several exceptions, pytest's "E   " prefix, a dotted name and a bare one
    chained = _NOTF + "\nDuring handling of the above exception, another exception occurred:\n\nKeyError: 'tf'\n"
    assert read_paste(chained).unexplained == (9, "KeyError: 'tf'")  # the last one raised
    assert read_paste("E   pyhf.exceptions.ImportBackendError: no backend\n").unexplained == (
        1, "pyhf.exceptions.ImportBackendError: no backend")
    assert read_paste("hello\nValueError\n").unexplained == (2, "ValueError")
    nothing = read_paste("tensorflow==2.4.1\nValueError: bad shape\n")
    first, second = render_explanations(nothing.explanations, nothing.read, nothing.unexplained).splitlines()
    assert first.startswith("nothing recognised: ")
    assert "(read of the machine: TensorFlow 2.4.1); `envcheck doctor`" in first
    assert second == ("not explained: line 2: ValueError: bad shape (no cause envcheck knows names this error; it may "
                      "lie in the code or a package rather than the machine)")


def test_an_error_a_verdict_or_a_cause_covers_and_lines_that_only_name_an_error_are_not_unexplained() -> None:
    """A verdict explains the paste's failure as far as explain can; a cause found on the error's own line names it;
    IPython's header, prose naming an exception and pip's upper-case ERROR are no exception's line."""
    assert read_paste(_PYHF).unexplained is None  # the verdict names it
    assert read_paste("Illegal instruction (core dumped)\nValueError: x\n").unexplained is None  # a verdict
    header = "AttributeError                            Traceback (most recent call last)\n"
    assert read_paste(header).unexplained is None
    assert read_paste("I get a ValueError when I fit the model\n").unexplained is None
    assert read_paste("ERROR: No matching distribution found for foo\n").unexplained is None
    assert render_explanations((), (), None).count("\n") == 1
    result = CliRunner().invoke(cli.app, ["explain", "-"], input="ValueError: bad shape\n")
    assert result.exit_code == cli.OK  # naming what is unexplained is no verdict
    assert "not explained: line 1: ValueError: bad shape" in result.output
    piped = CliRunner().invoke(cli.app, ["explain", "-", "--json"], input="Illegal instruction (core dumped)\n")
    assert json.loads(piped.output)["unexplained"] is None


_RUSSIAN = ("Failed to load the native TensorFlow runtime.\nTraceback (most recent call last):\n"
            '  File "C:\\Users\\me\\anaconda3\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58, '
            "in <module>\nImportError: DLL load failed: Произошел сбой в программе инициализации библиотеки "
            "динамической компоновки (DLL).\n")


def test_a_dll_failing_to_initialise_with_nothing_to_decide_why_is_the_runtime_failing_to_load_uncertain_why() -> None:
    """tensorflow#123395 and #92941 (TF 2.19): Windows' ERROR_DLL_INIT_FAILED with no CPU named; tensorflow#39401's
    Russian wording beside TensorFlow's own "Failed to load" line, which joined the two readings under the runtime's
    generic one; words that the CPU lacks AVX (not only AVX2, which PyPI's wheels do not need, nor a condition)."""
    cause, level, meaning, fix = _top("ImportError: DLL load failed while importing _pywrap_tensorflow_internal: A "
                                      "dynamic link library (DLL) initialization routine failed.\n")
    assert (cause, level) == ("tf_import_failed", "warning")
    assert "uncertain why: either the CPU lacks AVX" in meaning
    assert "wmic cpu get name" in meaning
    assert "Visual C++" in fix
    cause, level, meaning, _ = _top(_RUSSIAN)
    assert (cause, level) == ("tf_import_failed", "warning")
    assert "its DLL failed to initialise" in meaning  # not the generic "the real cause is in the traceback above it"
    # the words saying the CPU lacks AVX decide it, as a CPU model named does
    failing = "ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed\n"
    cause, level, meaning, _ = _top("My CPU does not support AVX.\n" + failing)
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "the paste says the CPU lacks AVX" in meaning
    assert "tf_import_failed" not in _causes("My CPU does not support AVX.\n" + failing)
    assert _top(_RUSSIAN + "Intel(R) Celeron(R) N4020 CPU @ 1.10GHz\n")[:2] == ("cpu_no_avx", "error")
    # asked, a condition, or AVX present and only AVX2 missing (PyPI's wheels need AVX alone) decide nothing
    for words in ("My processor doesn't support AVX?\n", "If your CPU doesn't support AVX you need to build it.\n",
                  "in case the CPU doesn't support AVX, use conda\n",
                  "My CPU supports AVX but doesn't support AVX2.\n"):
        assert _top(words + failing)[0] != "cpu_no_avx", words


def test_the_only_release_said_to_run_being_one_built_without_avx_decides_the_cpu() -> None:
    """tensorflow#28765: "The only version that runs is the tensorflow==1.5" above the DLL's initialisation failing."""
    failing = "ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.\n"
    cause, level, meaning, _ = _top("The only version that runs is the tensorflow==1.5\n" + failing)
    assert (cause, level) == ("cpu_no_avx", "error")
    assert "1.5, the paste says, works" in meaning
    # 1.15 (built with AVX) running, or a question, decides nothing
    assert _top("The only version that runs is the tensorflow==1.15\n" + failing)[0] == "tf_import_failed"
    assert _top("Is the only version that runs tensorflow 1.5?\n" + failing)[0] == "tf_import_failed"


_CUINIT = ("E tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown "
           "error\n")


def test_cuda_s_unknown_error_with_nothing_pointing_at_nvidia_uvm_is_a_cuda_error_uncertain() -> None:
    """tensorflow#41937, #53229 and #46233: the line alone (a Tesla M60 on CentOS, an RTX 2060 on Ubuntu); nvidia-uvm
    is its usual reason and the fix reloads it, but a driver in a bad state answers the same."""
    cause, level, meaning, fix = _top(_CUINIT)
    assert (cause, level) == ("cuda_error", "warning")  # a verdict the paste does not decide is a warning
    assert "uncertain why: most often the nvidia-uvm module" in meaning
    assert "nvidia_uvm" in fix
    assert "reboot" in fix


def test_sudo_root_a_suspend_or_a_container_point_cuda_s_unknown_error_at_nvidia_uvm() -> None:
    """tensorflow#23935 ("Can only utilize GPU after being run as root"), #32623 ("unless running with sudo"), #5777
    (a sleep), and a container (whose /dev/nvidia-uvm the runtime must pass); not sudo installing a package."""
    for words in ("after running a version of Tensorflow as root all other instances start working\n",
                  "it fails unless running with sudo\n", "my GPU works until i put the computer to sleep\n",
                  "When running python with sudo, GPU is detected\n", "lsmod shows no nvidia_uvm\n",
                  "It works with sudo but not without.\n", "I have to run it as root.\n",
                  "The error appears after the laptop goes into suspend\n",
                  "docker run --gpus all tensorflow/tensorflow:latest-gpu\n"):
        assert _top(words + _CUINIT)[0] == "uvm_unavailable", words
    # sudo to install, as advice, asked or said not to help; a sleep or suspend that is not the machine's, or denied
    for words in ("I installed it with sudo apt install nvidia-modprobe\n", "Installed with sudo sh cuda_11.run\n",
                  "make sure to run with sudo\n", "Should I run it with sudo?\n",
                  "Running with sudo doesn't help either, same error.\n",
                  "I ran the script as root and it still fails\n",
                  "time.sleep(5) between the runs\n", "I need to get some sleep, been debugging all night.\n",
                  "I suspended the job with Ctrl+Z and resumed it.\n", "The machine did not go to sleep.\n",
                  "pip install with sudo works fine\n", "I only installed it with sudo pip.\n",
                  "Does it work with sudo?\n",
                  "It does not even work with sudo.\n", "nvidia-smi works with sudo and without.\n",
                  "I went to sleep and when I came back the training had crashed.\n"):
        assert _top(words + _CUINIT)[0] == "cuda_error", words


def test_a_teardown_s_exception_a_docstring_and_colours_do_not_change_the_unexplained_error() -> None:
    """Python's "Exception ignored in:" traceback at exit (TensorFlow 1's Session.__del__) is no failure of the run;
    a docstring's indented "Raises:" entry is no exception raised; IPython's colour codes are read through; a bare
    `Exception: ...` is one; a cause found on the error's own line (info level) names it."""
    shutdown = ("ValueError: Input 0 is incompatible with layer model\nException ignored in: <bound method "
                "BaseSession.__del__ of <tensorflow.python.client.session.Session object at 0x7f>>\n"
                'Traceback (most recent call last):\n  File "session.py", line 707, in __del__\n'
                "TypeError: 'NoneType' object is not callable\n")
    assert read_paste(shutdown).unexplained == (1, "ValueError: Input 0 is incompatible with layer model")
    # a teardown's traceback that ends without an exception's line (a ResourceWarning) hides nothing after it
    warned = ("Exception ignored in: <_io.FileIO name='a.txt'>\nResourceWarning: unclosed file\n"
              "ValueError: the real one\n")
    assert read_paste(warned).unexplained == (3, "ValueError: the real one")
    assert read_paste("ValueError: real\n\nError\n").unexplained == (1, "ValueError: real")  # a heading, no exception
    docstring = "ValueError: bad shape\n    Raises:\n        ValueError: If `x` is negative.\n"
    assert read_paste(docstring).unexplained == (1, "ValueError: bad shape")
    assert read_paste("\x1b[0;31mValueError\x1b[0m: bad shape\x1b[K\n").unexplained == (1, "ValueError: bad shape")
    assert read_paste("Exception: model not found\n").unexplained == (1, "Exception: model not found")
    distutils = read_paste("ModuleNotFoundError: No module named 'distutils'\n")  # harmless here: its line is named
    assert [e.level for e in distutils.explanations] == ["info"]
    assert distutils.unexplained is None
    assert read_paste(_CUINIT + "ValueError: x\n").unexplained is None  # a warning is a verdict too
    result = CliRunner().invoke(cli.app, ["explain", "-", "--json"], input="tensorflow==2.4.1\nValueError: x\n")
    assert json.loads(result.output)["unexplained"] == {"line": 2, "text": "ValueError: x"}


def test_cloudpickler_missing_from_another_module_than_tfp_s_import_is_not_that_break() -> None:
    """TFP 0.10.0 imports CloudPickler from cloudpickle.cloudpickle; the package's top level exports it before 1.5 and
    after, and cloudpickle_fast is the newer layout: neither is the 1.5.0 move."""
    assert _verdicts("ImportError: cannot import name 'CloudPickler' from 'cloudpickle'\n") == []
    assert _verdicts("ImportError: cannot import name 'CloudPickler' from 'cloudpickle.cloudpickle_fast'\n") == []


_REPLACED = ("Installing collected packages: tensorflow, tensorflow-text\n  Attempting uninstall: tensorflow\n"
             "    Found existing installation: tensorflow 2.2.0\n    Uninstalling tensorflow-2.2.0:\n"
             "      Successfully uninstalled tensorflow-2.2.0\n")


def test_the_tensorflow_pip_installs_in_place_of_one_it_removed_is_the_one_read() -> None:
    """tensorflow/hub#774 (tensorflow-text 2.5.0 pulling tensorflow 2.5.0 over 2.2.0): the release
    checked against is the one installed after, not the one pip removed; without an install after, the removed one
    stays (the install failed), and an add-on installed alone does not replace it."""
    assert read_paste(_REPLACED + "Successfully installed tensorflow-2.5.0 tensorflow-text-2.5.0\n").read == (
        "TensorFlow 2.5.0",)
    assert read_paste(_REPLACED + "ERROR: Could not install packages due to an OSError\n").read[0] == "TensorFlow 2.2.0"
    assert read_paste(_REPLACED + "Successfully installed tensorflow-text-2.5.0\n").read[0] == "TensorFlow 2.2.0"
