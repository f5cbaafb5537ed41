"""GPU selection or configuration done after TensorFlow (or CUDA) had started on the GPUs: `gpu_config_after_init`.

TensorFlow's eager/context.py raises "Visible / Physical / Virtual devices cannot be modified after being initialized"
(the same words from 1.14's tf.config.experimental to 2.21); CUDA reads CUDA_VISIBLE_DEVICES once, when it starts in
the process (TensorFlow 2 at its first GPU use, not at import), so a later os.environ line changes nothing.
"""

from __future__ import annotations

import pytest

from envcheck.explain import Explanation, explain

CAUSE = "gpu_config_after_init"


def _top(text: str) -> Explanation:
    found = explain(text)
    assert found, text
    return found[0]


def _causes(text: str) -> set[str]:
    return {e.cause for e in explain(text)}


@pytest.mark.parametrize(("call", "what", "named"), [
    ("tf.config.set_visible_devices(gpus[1], 'GPU')", "Visible", "set_visible_devices"),
    ("tf.config.experimental.set_memory_growth(gpus[0], True)", "Physical", "TF_FORCE_GPU_ALLOW_GROWTH=true"),
    ("tf.config.set_logical_device_configuration(gpus[0], [tf.config.LogicalDeviceConfiguration(memory_limit=2048)])",
     "Virtual", "set_logical_device_configuration"),
])
def test_tensorflow_refusing_a_late_configuration_is_decided(call: str, what: str, named: str) -> None:
    paste = ("Traceback (most recent call last):\n"
             '  File "train.py", line 14, in <module>\n'
             f"    {call}\n"
             '  File "/usr/lib/python3.10/site-packages/tensorflow/python/eager/context.py", line 1590, in x\n'
             "    raise RuntimeError(\n"
             f"RuntimeError: {what} devices cannot be modified after being initialized")
    top = _top(paste)
    assert (top.cause, top.level) == (CAUSE, "error")
    assert named in top.fix
    assert "right after `import tensorflow`" in top.fix


def test_a_notebook_rerunning_the_cell_is_told_to_restart_the_kernel() -> None:
    paste = ("RuntimeError                              Traceback (most recent call last)\n"
             "<ipython-input-7-3f2a1b> in <module>\n"
             "----> 2 tf.config.experimental.set_virtual_device_configuration(gpus[0], cfg)\n"
             "RuntimeError: Virtual devices cannot be modified after being initialized\n"
             "It worked the first time I ran the notebook.")
    top = _top(paste)
    assert top.cause == CAUSE
    assert "restart the kernel" in top.fix
    assert "set_virtual_device_configuration" in top.fix


def test_the_message_a_handler_printed_is_information_that_the_setting_was_skipped() -> None:
    paste = ("gpus = tf.config.list_physical_devices('GPU')\n"
             "try:\n"
             "    tf.config.experimental.set_memory_growth(gpus[0], True)\n"
             "except RuntimeError as e:\n"
             "    print(e)\n"
             "Physical devices cannot be modified after being initialized")
    top = _top(paste)
    assert (top.cause, top.level) == (CAUSE, "info")
    assert "went on without the setting" in top.meaning
    assert not any(e.level in ("error", "warning") for e in explain(f"{paste}\nEpoch 1/10"))


def test_the_message_quoted_in_code_or_the_guides_comment_is_not_read() -> None:
    code = ("except RuntimeError as e:\n"
            '    if "Physical devices cannot be modified after being initialized" in str(e):\n'
            "        pass\n"
            "    # Memory growth must be set before GPUs have been initialized\n")
    assert CAUSE not in _causes(code)


def test_cuda_visible_devices_set_after_a_gpu_call_in_the_script_is_decided() -> None:
    paste = ("import os\n"
             "import tensorflow as tf\n"
             "print(tf.config.list_physical_devices('GPU'))\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '2'\n"
             "model = build_model()\n")
    top = _top(paste)
    assert (top.cause, top.level) == (CAUSE, "error")
    assert "CUDA_VISIBLE_DEVICES=2 python train.py" in top.fix


def test_working_in_the_shell_but_not_in_the_program_is_decided() -> None:
    paste = ("os.environ['CUDA_VISIBLE_DEVICES'] = '1' in my script has no effect, the job still runs on GPU 0.\n"
             "However `CUDA_VISIBLE_DEVICES=1 python main.py` uses the second card as expected.")
    top = _top(paste)
    assert (top.cause, top.level) == (CAUSE, "error")


def test_set_after_import_tensorflow_is_uncertain_not_renumbering() -> None:
    paste = ('I put os.environ["CUDA_VISIBLE_DEVICES"] = "1" after import tensorflow, and the log says '
             "/device:GPU:0 while nvidia-smi shows GPU 0 busy")
    top = _top(paste)
    assert (top.cause, top.level) == (CAUSE, "warning")
    assert top.meaning.startswith("uncertain:")
    assert "list_physical_devices('GPU')" in top.meaning  # what decides
    assert "CUDA_VISIBLE_DEVICES=1 python train.py" in top.fix


def test_said_to_hide_the_gpus_and_not_work_names_the_cpu_reading() -> None:
    top = _top("a line os.environ['CUDA_VISIBLE_DEVICES'] = '-1' in train.py doesn't work, it still uses the GPU 0")
    assert top.cause == CAUSE
    assert "run is on the CPU" in top.meaning


def test_set_first_in_a_healthy_run_is_no_late_configuration() -> None:
    paste = ("import os\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '1'\n"
             "import tensorflow as tf\n"
             "print(tf.config.list_physical_devices('GPU'))\n"
             "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device "
             "/job:localhost/replica:0/task:0/device:GPU:0 with 22290 MB memory:  -> device: 0, name: NVIDIA GeForce "
             "RTX 3090, pci bus id: 0000:41:00.0, compute capability: 8.6\n"
             "nvidia-smi shows GPU 1 busy, is GPU:0 right?")
    found = explain(paste)
    assert CAUSE not in {e.cause for e in found}
    assert found[0].cause == "harmless"


def test_set_after_the_import_with_no_complaint_says_nothing() -> None:
    paste = ("import tensorflow as tf\n"
             "import os\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '0'\n"
             "model.fit(x, y, epochs=3)\n")
    assert CAUSE not in _causes(paste)


@pytest.mark.parametrize("paste", [
    # PyTorch's cudaErrorUnknown warning names the variable in its own words
    ("UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly set up environment, "
     "e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero."),
    # set for the command in the shell: CUDA reads it at start, whatever the words say
    "CUDA_VISIBLE_DEVICES=1 python train.py still uses GPU 0 according to nvidia-smi, it does not work",
])
def test_other_wordings_of_the_variable_are_not_a_late_setting(paste: str) -> None:
    assert CAUSE not in _causes(paste)


def test_all_the_memory_of_the_chosen_gpu_taken_is_not_the_variable_ignored() -> None:
    # TensorFlow maps (almost) all of the memory of the GPU it uses: GPU 0 is the one chosen here
    paste = ("import os\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '0'\n"
             "import tensorflow as tf\n"
             "model.fit(x, y)\n"
             "TensorFlow still allocates all the memory of GPU 0: nvidia-smi shows 15800MiB / 16160MiB")
    assert CAUSE not in _causes(paste)


def test_another_variable_set_through_os_environ_said_not_to_work_is_not_this() -> None:
    paste = ("import os\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '0'\n"
             "os.environ['TF_CPP_MIN_LOG_LEVEL'] = '3'\n"
             "import tensorflow as tf\n"
             "os.environ['TF_CPP_MIN_LOG_LEVEL'] does not work, I still see all the info messages")
    assert CAUSE not in _causes(paste)


def test_the_shell_said_to_fail_too_does_not_decide_it() -> None:
    paste = ("import tensorflow as tf\n"
             "import os\n"
             "os.environ['CUDA_VISIBLE_DEVICES'] = '1'\n"
             "It is ignored: nvidia-smi shows the process on GPU 0. "
             "However, CUDA_VISIBLE_DEVICES=1 python train.py does not work either.")
    assert all(e.level != "error" for e in explain(paste) if e.cause == CAUSE)
