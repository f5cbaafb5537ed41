"""Forms met in the open half of the fortieth blind set (tests/data/explain/README.md), each read generally."""

from __future__ import annotations

from envcheck.explain import explain


def test_r_s_own_report_of_an_illegal_instruction_is_a_cpu_without_avx() -> None:
    paste = ("> keras::install_keras()\nCollecting tensorflow\n  Using cached https://files.pythonhosted.org/packages/"
             "22/c6/tensorflow-1.8.0-cp36-cp36m-manylinux1_x86_64.whl\n *** caught illegal operation ***\n"
             "address 0x7fcba25effd0, cause 'illegal operand'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("cpu_no_avx", "error"), top
    assert "AVX" in top.fix


def test_r_s_illegal_opcode_under_rosetta_names_a_native_arm64_python() -> None:
    paste = (" *** caught illegal operation ***\naddress 0x120170489, cause 'illegal opcode'\n\nTraceback:\n"
             " 1: py_module_import(module, convert = convert)\n 2: import(module)")
    top = explain(paste)[0]
    assert top.cause == "cpu_no_avx", top
    assert "arm64" in top.fix


def test_an_op_library_named_missing_a_symbol_without_the_symbol_is_an_add_on_for_another_tensorflow() -> None:
    top = explain("rasterizer_op.so: undefined symbol\n\nNotFoundError")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "rasterizer_op.so" in top.meaning


def test_a_library_that_is_no_op_library_missing_a_symbol_is_not_read_so() -> None:
    assert not [e for e in explain("libfoo.so: undefined symbol") if e.cause == "dependency_conflict"]


def test_an_add_on_run_from_its_source_tree_importing_a_tensorflow_internal_is_made_for_another_release() -> None:
    paste = ('$ python -c "import tensorflow_ranking"\nTraceback (most recent call last):\n'
             '  File "<string>", line 1, in <module>\n'
             '  File "/workplace/newsp/tensorflow_ranking/python/model.py", line 32, in <module>\n'
             "    from tensorflow.python.util import function_utils\n"
             "ImportError: cannot import name 'function_utils'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "tensorflow-ranking" in top.fix


def test_a_script_of_the_user_s_own_importing_a_tensorflow_internal_stays_uncertain() -> None:
    paste = ('Traceback (most recent call last):\n  File "/home/me/project/train.py", line 3, in <module>\n'
             "    from tensorflow.python.util import function_utils\n"
             "ImportError: cannot import name 'function_utils'")
    top = explain(paste)[0]
    assert top.level == "warning", top
    assert "uncertain" in top.meaning


def test_the_cpu_package_tried_by_the_user_and_working_is_not_the_gpu_package_lost() -> None:
    paste = ("I got this output and the program stopped when I am running train.py using tensorflow-gpu-1.8.0.\n"
             "Aborted\nBut when I uninstall the gpu version of tensorflow and use the cpu version, the program could "
             "run successfully.")
    assert not [e for e in explain(paste) if e.cause == "tf1_cpu_package"]


def test_the_gpu_package_replaced_by_an_install_is_still_read() -> None:
    paste = ("tensorflow-gpu 1.8.0 used the GPU. Then pip uninstalled tensorflow-gpu and installed tensorflow "
             "1.8.0 when I installed the package, and training runs on the CPU.")
    assert explain(paste)[0].cause == "tf1_cpu_package"


def test_a_package_said_to_bring_another_tensorflow_is_its_pin() -> None:
    paste = ("I am tying to pip install lingvo==0.9.0. Although I have tensorflow-gpu 2.6, it downloads cpu "
             "tensorflow 2.5 which breaks rest of my dependencies.")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error"), top
    assert "lingvo 0.9.0 brings TensorFlow 2.5" in top.evidence
    assert "lingvo release made for TensorFlow 2.6" in top.fix


def test_tensorflow_itself_installed_is_no_other_package_s_pin() -> None:
    paste = "I have tensorflow 2.4.1. pip install tensorflow==2.5 downloads tensorflow 2.5"
    assert not [e for e in explain(paste) if e.cause == "dependency_conflict"]


def test_the_tensorflow_already_installed_brought_again_is_no_replacement() -> None:
    paste = "I have tensorflow 2.5. pip install lingvo==0.9.0 downloads tensorflow 2.5 again"
    assert not [e for e in explain(paste) if "brings TensorFlow" in e.evidence]


def test_tensorflow_gpu_1_x_on_a_machine_said_to_have_no_nvidia_gpu_needs_the_cpu_package() -> None:
    paste = ("I don't have an nvidia gpu. pip install tensor2tensor installs tensorflow-gpu 1.4 and then import "
             "fails:\nImportError: libcuda.so.1: cannot open shared object file: No such file or directory")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("driver_missing", "error"), top
    assert "pip install tensorflow==1.4" in top.fix
    assert "install the NVIDIA driver" not in top.fix


def test_a_later_tensorflow_gpu_on_such_a_machine_only_notes_the_library() -> None:
    paste = ("I don't have an nvidia gpu. I use tensorflow-gpu 2.4\nCould not load dynamic library 'libcuda.so.1'; "
             "dlerror: libcuda.so.1: cannot open shared object file: No such file or directory")
    assert explain(paste)[0].cause == "harmless"


def test_an_add_on_with_compiled_ops_said_to_break_after_a_tensorflow_upgrade_is_its_release() -> None:
    paste = ("Tensorflow decision forests after update to tf 2.6.0\n\nThere is a problem with "
             "Tensorflow_decision_forests after updating to version 2.6.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert "tensorflow-decision-forests release made for TensorFlow 2.6" in top.fix


def test_an_add_on_said_to_work_after_the_upgrade_is_not_read_so() -> None:
    assert not explain("tensorflow-text works fine after upgrading to tf 2.11")
