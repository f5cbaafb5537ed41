"""Message forms read from the tools that print them (pip's resolver, Keras 2.11's optimizers, log collectors)."""

from __future__ import annotations

import pytest

from envcheck.explain import explain
from envcheck.tflog import parse_log

_PIP_NO_VERSION = ("ERROR: Cannot install autokeras==2.0.0 because these package versions have conflicting "
                   "dependencies.\n\nThe conflict is caused by:\n"
                   '    keras-nlp 0.14.0 depends on tensorflow-text; platform_system != "Darwin"\n'
                   '    keras-nlp 0.12.1 depends on tensorflow-text; platform_system != "Darwin"\n')


def test_a_dependency_named_without_a_version_in_pip_s_conflict_list_is_one_that_installs_nowhere_here() -> None:
    top = explain(_PIP_NO_VERSION)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "each release of keras-nlp pip tried (0.12.1 to 0.14.0) depends on tensorflow-text" in top.meaning
    assert top.meaning.startswith("uncertain")
    assert "`pip install tensorflow-text` alone" in top.fix


def test_the_add_on_table_decides_a_dependency_named_without_a_version_where_the_platform_is_said() -> None:
    top = explain("On Windows 10:\n" + _PIP_NO_VERSION)[0]
    assert top.cause == "dependency_conflict", top
    assert "tensorflow-text's wheels for Windows are for Python 3.6-3.10 only" in top.meaning


@pytest.mark.parametrize("other", ["    mylib 1.0 depends on tensorflow-text>=2.10\n",
                                   "    The user requested tensorflow-text==2.15.0\n"])
def test_a_dependency_bounded_elsewhere_in_the_list_is_not_read_as_any_release(other: str) -> None:
    found = explain(_PIP_NO_VERSION + other)
    assert not any("with no version named" in e.meaning for e in found), found


def test_tensorflow_itself_named_without_a_version_is_left_to_the_readers_of_tensorflow() -> None:
    paste = ("The conflict is caused by:\n    mylib 1.0 depends on tensorflow\n"
             "    The user requested tensorflow==2.5.0\n")
    assert not any("with no version named" in e.meaning for e in explain(paste))


def test_keras_2_11_s_optimizer_refusing_decay_is_code_written_for_the_old_optimizers() -> None:
    paste = ("ValueError: decay is deprecated in the new Keras optimizer, pleasecheck the docstring for valid "
             "arguments, or use the legacy optimizer, e.g., tf.keras.optimizers.legacy.SGD.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "tf.keras.optimizers.legacy.SGD" in top.fix
    assert "InverseTimeDecay" in top.fix
    assert "'tensorflow<2.11'" in top.fix


def test_an_argument_the_new_optimizers_refuse_by_type_may_be_misspelled_so_it_is_uncertain() -> None:
    paste = ("TypeError: momentum_decay is not a valid argument, kwargs should be empty  for "
             "`optimizer_experimental.Optimizer`.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "misspelled" in top.meaning


# pip-compile's list: its lines are read only where they start (indented), as pip-compile prints them
_COMPILE_LIST = ("There are incompatible versions in the resolved dependencies:\n"
                 "  typing-extensions~=3.7.4 (from tensorflow==2.5.0->-r requirements.in (line 1))\n"
                 "  typing-extensions>=4.0 (from other==1.0->-r requirements.in (line 2))")


@pytest.mark.parametrize("prefix", ["#8 1.234 ", "#12 246.4 ", "E   ", "| "])
def test_a_collector_s_prefix_before_each_line_is_read_past(prefix: str) -> None:
    plain = explain(_COMPILE_LIST)[0]
    assert plain.cause == "dependency_conflict", plain
    prefixed = explain("\n".join(prefix + line for line in _COMPILE_LIST.splitlines()))[0]
    assert (prefixed.cause, prefixed.meaning, prefixed.fix) == (plain.cause, plain.meaning, plain.fix)


def test_pytorch_s_figures_showing_most_of_the_gpu_held_elsewhere_are_memory_in_use() -> None:
    paste = ("RuntimeError: CUDA out of memory. Tried to allocate 1.02 GiB (GPU 0; 11.76 GiB total capacity; 89.90 MiB "
             "already allocated; 612.12 MiB free; 132.00 MiB reserved in total by PyTorch)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "error"), top
    assert "the other 11 GiB is held by other processes (beside this process's own CUDA context" in top.meaning
    assert "nvidia-smi" in top.fix


@pytest.mark.parametrize(("paste", "said"), [
    (("RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total capacity; 6.9 GiB "
      "already allocated; 11.44 MiB free; 7.1 GiB reserved in total by PyTorch)"),
     "PyTorch held 7.1 GiB of the GPU's 7.79 GiB"),
    (("CUDA out of memory. Tried to allocate 2.00 MiB (GPU 0; 7.94 GiB total capacity; 7.33 GiB already allocated; "
      "1.12 MiB free; 40.48 MiB cached)"), "PyTorch held 7.37 GiB"),  # up to 1.4: allocated and its cache
    (("CUDA out of memory. Tried to allocate 12.93 GiB (GPU 0; 5.00 GiB total capacity; 1.44 GiB already allocated; "
      "2.31 GiB free; 6.04 MiB cached)"), "more than the GPU's whole 5 GiB"),
])
def test_pytorch_s_figures_showing_its_own_share_are_the_batch_or_model(paste: str, said: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("model_too_large", "error"), top
    assert said in top.meaning
    assert "reduce the batch size" in top.fix
    assert "tf.keras" not in top.fix


def test_pytorch_2_s_figures_with_another_process_big_enough_to_matter_are_uncertain() -> None:
    paste = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
             "23.65 GiB of which 1.08 GiB is free. Process 1234 has 10.20 GiB memory in use. Including non-PyTorch "
             "memory, this process has 12.35 GiB memory in use. Of the allocated memory 11.9 GiB is allocated by "
             "PyTorch, and 2.5 MiB is reserved by PyTorch but unallocated.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("model_too_large", "warning"), top
    assert "10.2 GiB was held by other processes" in top.meaning
    assert "reduce the batch size" in top.fix
    assert "nvidia-smi" in top.fix


@pytest.mark.parametrize(("unquoted", "quoted", "cause"), [
    ("ImportError: No module named keras.engine.topology",  # Python 2 printed no quotes
     "ImportError: No module named 'keras.engine.topology'", "keras3_legacy_code"),
    ("AttributeError: module numpy has no attribute bool",
     "AttributeError: module 'numpy' has no attribute 'bool'", "numpy_incompatible"),
    ("ImportError: cannot import name normalize_data_format from keras.utils.conv_utils",
     "ImportError: cannot import name 'normalize_data_format' from 'keras.utils.conv_utils'", "keras3_legacy_code"),
])
def test_a_missing_name_without_its_quotes_reads_as_python_3_prints_it(unquoted: str, quoted: str,
                                                                       cause: str) -> None:
    assert parse_log(unquoted) == parse_log(quoted)
    found = explain(f"{unquoted}\nnumpy 1.24.1, tensorflow 2.16.1")
    assert found == explain(f"{quoted}\nnumpy 1.24.1, tensorflow 2.16.1")
    assert found[0].cause == cause, found[0]


def test_words_after_has_no_attribute_are_not_quoted_as_a_name() -> None:
    line = parse_log("AttributeError: 'Tensor' object has no attribute because of this\nunknown error: foo")
    assert all("'because'" not in e.line for e in line)


@pytest.mark.parametrize("line", [
    ("I tensorflow/core/grappler/optimizers/custom_graph_optimizer_registry.cc:114] Plugin optimizer for device_type "
     "GPU is enabled."),
    ("I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x7f2c successfully initialized for platform CUDA "
     "(this does not guarantee that XLA will be used). Devices:"),
    ("I tensorflow/core/kernels/data/shuffle_dataset_op.cc:422] Filling up shuffle buffer (this may take a while): "
     "1234 of 10000"),
    ("WARNING:tensorflow:From train.py:10: is_gpu_available (from tensorflow.python.framework.test_util) is "
     "deprecated and will be removed in a future version."),
])
def test_tensorflow_s_progress_lines_are_harmless(line: str) -> None:
    found = explain(line)
    assert [(e.cause, e.level) for e in found] == [("harmless", "noise")], found


@pytest.mark.parametrize(("lower", "cased"), [
    ("tensorflow 2.1 on an nvidia a100: training does not start",  # a data-centre board after its brand
     "tensorflow 2.1 on an NVIDIA A100: training does not start"),
    (("importerror: /lib64/libm.so.6: version `glibc_2.23' not found (required by /site-packages/tensorflow/python/"
      "_pywrap_tensorflow_internal.so)"),
     ("ImportError: /lib64/libm.so.6: version `GLIBC_2.23' not found (required by /site-packages/tensorflow/python/"
      "_pywrap_tensorflow_internal.so)")),
    (("Internal: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to "
      "cuDevicePrimaryCtxRetain: cuda_error_out_of_memory"),
     ("Internal: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to "
      "cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY")),
    ("attributeerror: 'sequential' object has no attribute 'predict_classes'\ntensorflow 2.6",
     "AttributeError: 'Sequential' object has no attribute 'predict_classes'\ntensorflow 2.6"),
])
def test_a_title_retyped_in_lower_case_reads_as_the_message(lower: str, cased: str) -> None:
    found, expected = explain(lower)[0], explain(cased)[0]
    assert (found.cause, found.level, found.fix) == (expected.cause, expected.level, expected.fix), found


@pytest.mark.parametrize(("paste", "said", "fix"), [
    (("CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total capacity; 2.95 GiB already allocated; "
      "4.80 GiB free; 3.00 GiB allowed; 2.95 GiB reserved in total by PyTorch)"), "capped at 3 GiB", "raise the cap"),
    (("RuntimeError: CUDA out of memory. Tried to allocate 12.50 MiB (GPU 0; 10.92 GiB total capacity; 8.57 MiB "
      "already allocated; 9.28 GiB free; 4.68 MiB cached)"), "the GPU had 9.28 GiB free", "nvidia-smi"),
    (("RuntimeError: CUDA out of memory. Tried to allocate 10.84 GiB (GPU 0; 23.70 GiB total capacity; 1.06 GiB "
      "already allocated; 10.26 GiB free; 12.53 GiB reserved in total by PyTorch)"), "fragmentation",
     "max_split_size_mb"),
    (("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.99 GiB "
      "of which 1.20 GiB is free. Of the allocated memory 2.1 GiB is allocated by PyTorch, and 20.5 GiB is reserved "
      "by PyTorch but unallocated."), "fragmentation", "expandable_segments:True"),
])
def test_pytorch_s_figures_that_show_no_shortage_of_the_gpu_are_uncertain(paste: str, said: str, fix: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("model_too_large", "warning"), top
    assert said in top.meaning
    assert fix in top.fix


@pytest.mark.parametrize("paste", [
    # this process before another in NVML's order, and Windows' "not available" for this process's own total
    ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.65 GiB "
     "of which 1.08 GiB is free. Including non-PyTorch memory, this process has 22.35 GiB memory in use. Process 21 "
     "has 448.00 MiB memory in use. Of the allocated memory 21.9 GiB is allocated by PyTorch, and 2.5 MiB is reserved "
     "by PyTorch but unallocated."),
    ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.99 GiB "
     "of which 0 bytes is free. Including non-PyTorch memory, this process has 17179869184.00 GiB memory in use. Of "
     "the allocated memory 21.9 GiB is allocated by PyTorch, and 100.5 MiB is reserved by PyTorch but unallocated."),
])
def test_pytorch_2_s_figures_in_their_other_orders_and_windows_form_are_read(paste: str) -> None:
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("model_too_large", "error"), top
    assert "PyTorch held 22" in top.meaning


def test_a_dependency_named_without_a_version_outside_pip_s_conflict_list_is_not_read() -> None:
    assert not explain("    tensorflow-addons 0.20.0 depends on typeguard")


def test_a_dependency_with_wheels_for_the_python_said_is_excluded_by_its_releases_own_requirements() -> None:
    top = explain("Ubuntu 22.04, Python 3.13.1\n" + _PIP_NO_VERSION)[0]
    assert top.cause == "dependency_conflict", top
    assert "tensorflow-text has releases with wheels for Python 3.13, so each release's own" in top.meaning
    assert "install keras-nlp beside that TensorFlow" in top.fix


def test_libmamba_s_tree_with_cuda_missing_on_the_system_is_no_driver_found() -> None:
    paste = ("Could not solve for environment specs\nThe following package could not be installed\n"
             "└─ tensorflow-gpu is not installable because it requires\n"
             "   └─ __cuda, which is missing on the system.\n")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "CONDA_OVERRIDE_CUDA" in top.fix


def test_pytorch_s_out_of_memory_without_its_figures_is_pytorch_s_to_explain() -> None:
    assert not explain("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB.")


@pytest.mark.parametrize(("framework", "growth"), [("import torch", False), ("import jax", False),
                                                   ("import tensorflow as tf", True)])
def test_tensorflow_s_memory_growth_is_advised_only_for_tensorflow_s_run(framework: str, growth: bool) -> None:
    top = explain(f"RuntimeError: CUDA error: out of memory\n{framework}")[0]
    assert top.cause == "gpu_memory_in_use", top
    assert "nvidia-smi" in top.fix
    assert ("TF_FORCE_GPU_ALLOW_GROWTH" in top.fix) is growth
