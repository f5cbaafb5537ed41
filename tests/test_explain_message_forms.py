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
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
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


_LIBRARY_MISSING = ("ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
                    "tensorflow 2.11.0")


@pytest.mark.parametrize("prefix", ["#8 12.345 ", "E   ", "| "])
def test_a_collector_s_prefix_before_each_line_is_read_past(prefix: str) -> None:
    plain = explain(_LIBRARY_MISSING)[0]
    prefixed = explain("\n".join(prefix + line for line in _LIBRARY_MISSING.splitlines()))[0]
    assert (prefixed.cause, prefixed.meaning, prefixed.fix) == (plain.cause, plain.meaning, plain.fix)



def test_pytorch_s_figures_showing_most_of_the_gpu_held_elsewhere_are_memory_in_use() -> None:
    paste = ("RuntimeError: CUDA out of memory. Tried to allocate 1.02 GiB (GPU 0; 11.76 GiB total capacity; 89.90 MiB "
             "already allocated; 612.12 MiB free; 132.00 MiB reserved in total by PyTorch)")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("gpu_memory_in_use", "error"), top
    assert "the other 11 GiB is held by other processes" in top.meaning
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
    assert "other processes held 10.2 GiB" in top.meaning
    assert "reduce the batch size" in top.fix
    assert "nvidia-smi" in top.fix


@pytest.mark.parametrize(("unquoted", "quoted"), [
    ("ImportError: No module named keras.engine.topology",  # Python 2 printed no quotes
     "ImportError: No module named 'keras.engine.topology'"),
    ("AttributeError: module tensorflow has no attribute placeholder",
     "AttributeError: module 'tensorflow' has no attribute 'placeholder'"),
    ("ImportError: cannot import name LayerNormalization from keras.layers",
     "ImportError: cannot import name 'LayerNormalization' from 'keras.layers'"),
])
def test_a_missing_name_without_its_quotes_reads_as_python_3_prints_it(unquoted: str, quoted: str) -> None:
    assert parse_log(unquoted) == parse_log(quoted)
    assert explain(f"{unquoted}\ntensorflow 2.16.1") == explain(f"{quoted}\ntensorflow 2.16.1")


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
