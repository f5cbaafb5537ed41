"""Readings of a dependency that is not there or does not pair: pip refusing any distribution whose Requires-Python
excludes this Python, an installed package's code importing a TensorFlow add-on that is not installed, code written
for TensorFlow 1.15-2.1 importing their tensorflow_core package, hyperopt 0.1 under networkx 2, names only Keras 3 has
imported under a Keras 2, and a package's traceback where Keras 3 is shown; and the traceback frames they read
(IPython 8's, and where a traceback ends).

Each test names the message form it reads (as pip and Python print it); the expected values come from the message
itself or the tables.
"""

from __future__ import annotations

from envcheck.explain import explain


def test_any_distribution_refused_for_its_requires_python_names_the_newest_python_in_its_range() -> None:
    # a title's retelling quotes the package alone, without pip's "Package"
    top = explain("I got the error \" 'stellargraph' requires a different Python: 3.9.7 not in '<3.9.0,>=3.6.0' \"")[0]
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "stellargraph requires Python <3.9.0,>=3.6.0 and this is Python 3.9" in top.meaning
    assert "(Python 3.8, in a venv or conda environment)" in top.fix
    assert "TensorFlow" not in top.fix  # not TensorFlow's own range: its releases say nothing of stellargraph's


def test_tensorflows_requires_python_refusal_keeps_the_releases_with_wheels_for_that_python() -> None:
    top = explain("ERROR: Package 'tensorflow' requires a different Python: 3.12.1 not in '<3.12,>=3.9'")[0]
    assert top.cause == "python_unsupported"
    assert "Python 3.11" in top.fix
    assert "TensorFlow 2.16-" in top.fix


def _frames(package: str, module: str) -> str:
    return ("Traceback (most recent call last):\n"
            '  File "convert.py", line 2, in <module>\n'
            f"    from {package}.backend import prepare\n"
            f'  File "/usr/local/lib/python3.6/dist-packages/{package}/handlers/backend/bernoulli.py", line 2, '
            "in <module>\n"
            f"    import {module}\n"
            f"ModuleNotFoundError: No module named '{module}'\n")


def test_an_installed_packages_import_of_an_absent_addon_is_a_dependency_to_install() -> None:
    top = explain(_frames("onnx_tf", "tensorflow_addons"))[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "onnx-tf's own code (the traceback's last frame) imports tensorflow_addons" in top.meaning
    assert "`pip install tensorflow-addons`" in top.fix


def test_python_2s_unquoted_words_and_windows_paths_are_read_the_same() -> None:
    py2 = explain(_frames("onnx_tf", "tensorflow_addons").replace("ModuleNotFoundError: No module named "
                                                                  "'tensorflow_addons'",
                                                                  "ImportError: No module named tensorflow_addons"))
    assert py2[0].cause == "dependency_conflict"
    windows = explain(_frames("onnx_tf", "tensorflow_addons").replace(
        "/usr/local/lib/python3.6/dist-packages/onnx_tf/handlers/backend/",
        "C:\\Python36\\lib\\site-packages\\onnx_tf\\handlers\\backend\\"))
    assert windows[0].cause == "dependency_conflict"


def test_ipython_8s_frames_are_frames_too() -> None:
    for where in ("~/miniconda3/lib/python3.9/site-packages/onnx_tf/handlers/backend/hardmax.py",
                  "C:\\Users\\me\\anaconda3\\Lib\\site-packages\\onnx_tf\\handlers\\backend\\hardmax.py"):
        top = explain(f"File {where}:3\n----> 3 import tensorflow_addons as tfa"
                      "\n\nModuleNotFoundError: No module named 'tensorflow_addons'")[0]
        assert top.meaning.startswith("onnx-tf's own code (the traceback's last frame) imports"), where


def test_a_module_named_after_its_pypi_distribution_otherwise_gets_that_distribution() -> None:
    top = explain(_frames("ludwig", "tensorflow_serving"))[0]
    assert "`pip install tensorflow-serving-api`" in top.fix


def test_a_module_missing_after_an_earlier_traceback_ended_is_not_read_under_its_frame() -> None:
    found = explain('  File "/usr/lib/python3.8/site-packages/onnx_tf/backend.py", line 20, in run\n'
                    '    raise ValueError("x")\nValueError: x\n\nThen in a new cell:\n'
                    "ModuleNotFoundError: No module named 'tensorflow_hub'")
    assert all("own code (the traceback's last frame) imports" not in e.meaning for e in found)


def test_an_addon_the_tables_pair_with_no_release_of_the_tensorflow_shown_is_not_pinned() -> None:
    top = explain("tensorflow 2.17.0\n" + _frames("onnx_tf", "tensorflow_addons"))[0]
    assert "the compat tables pair no tensorflow-addons release with TensorFlow 2.17" in top.fix


def test_the_absent_addon_is_pinned_to_the_release_the_tables_pair_with_the_tensorflow_shown() -> None:
    top = explain("Tensorflow version: 2.6.2\n" + _frames("onnx_tf", "tensorflow_probability"))[0]
    assert "'tensorflow-probability==0.14.*'`, the release made for TensorFlow 2.6" in top.fix  # tfp 0.14: TF 2.6


def test_an_absent_module_under_tensorflows_own_frame_or_the_users_script_is_not_read_as_an_addons_dependency() -> None:
    for package, module in (("tensorflow", "tensorflow_io_gcs_filesystem"), ("keras", "keras_applications"),
                            ("IPython", "tensorflow_hub")):
        found = explain(_frames(package, module))
        assert all("own code (the traceback's last frame) imports" not in e.meaning for e in found), package
    script = explain('Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n'
                     "    import tensorflow_addons as tfa\nModuleNotFoundError: No module named 'tensorflow_addons'")
    assert all(e.cause != "dependency_conflict" for e in script)


CORE = ("/usr/local/lib/python3.6/dist-packages/spektral/layers/base.py in <module>()\n"
        "----> 6 from tensorflow_core.python.keras.utils import tf_utils\n"
        "ModuleNotFoundError: No module named 'tensorflow_core'")


def test_a_packages_import_of_tensorflow_core_under_a_later_tensorflow_is_a_release_made_for_1_15_to_2_1() -> None:
    top = explain("On Colab (tf 2.2.0) the installation is ok but the import gives an error:\n" + CORE)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "spektral's own code imports tensorflow_core" in top.meaning
    assert "TensorFlow 2.2 has none" in top.meaning
    # the tables' Pythons for 2.1, the last release with that package
    assert "`pip install 'tensorflow==2.1.*'` (the last release with tensorflow_core; wheels for Python 2.7, 3.5" \
        in top.fix


def test_tensorflow_core_missing_from_a_release_that_has_it_is_an_uncertain_broken_install() -> None:
    top = explain("tensorflow 2.1.0\n" + CORE)[0]
    assert (top.cause, top.level) == ("tf_import_failed", "warning")
    assert top.meaning.startswith("uncertain: TensorFlow 2.1 has a tensorflow_core package")


def test_tensorflow_core_missing_with_no_package_frame_is_uncertain_whose_code_it_is() -> None:
    top = explain("tensorflow 2.7.0\nModuleNotFoundError: No module named 'tensorflow_core'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning")
    assert top.meaning.startswith("uncertain: the code imports tensorflow_core")


def test_tensorflow_core_under_tensorflows_own_shim_is_a_broken_install_of_a_release_that_has_it() -> None:
    top = explain('  File "C:\\Python37\\lib\\site-packages\\tensorflow\\__init__.py", line 101, in <module>\n'
                  "    from tensorflow_core import *\nModuleNotFoundError: No module named 'tensorflow_core'")[0]
    assert (top.cause, top.level) == ("tf_import_failed", "warning")


def test_a_tensorflow_1_14_gets_the_1_x_release_with_tensorflow_core() -> None:
    top = explain("tensorflow 1.14.0\n" + CORE)[0]
    assert "`pip install 'tensorflow==1.15.*'`" in top.fix


def test_a_dotted_tensorflow_core_module_is_not_read_as_the_package_missing() -> None:
    # Python names the submodule only when tensorflow_core itself imported: a 1.15-2.1 missing a part
    found = explain("tensorflow 2.7.0\nModuleNotFoundError: No module named 'tensorflow_core.keras'")
    assert all("a package only TensorFlow 1.15-2.1" not in e.meaning for e in found)


HYPEROPT = """  File "/usr/local/lib/python2.7/dist-packages/hyperopt/base.py", line 786, in __init__
    pyll.toposort(self.expr)
  File "/usr/local/lib/python2.7/dist-packages/hyperopt/pyll/base.py", line 715, in toposort
    assert order[-1] == expr
TypeError: 'generator' object has no attribute '__getitem__'"""


def test_hyperopt_0_1s_toposort_under_networkx_2_is_a_pairing_to_undo() -> None:
    top = explain(HYPEROPT)[0]
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "networkx 2.0 returns a generator" in top.meaning
    assert "`pip install networkx==1.11`" in top.fix


def test_hyperopts_toposort_line_is_read_in_ipythons_numbered_frame_too() -> None:
    top = explain("~/hyperopt/pyll/base.py in toposort(expr)\n--> 715     assert order[-1] == expr\n\n"
                  "TypeError: 'generator' object is not subscriptable")[0]
    assert top.cause == "dependency_conflict"


def test_another_error_on_hyperopts_line_or_a_generator_indexed_elsewhere_is_not_read_as_networkx_2() -> None:
    # hyperas' template with single braces fails on the same line with an IndexError
    assert not explain(HYPEROPT.replace("TypeError: 'generator' object has no attribute '__getitem__'",
                                        "IndexError: list index out of range"))
    assert not explain("    x = gen[0]\nTypeError: 'generator' object is not subscriptable")


KERAS3_CODE = """### Keras Version

Keras 2.14.0

import keras
from keras import layers
from keras import ops

---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)"""


def test_keras_3_only_names_imported_under_a_keras_2_shown_are_the_import_that_fails() -> None:
    top = explain(KERAS3_CODE)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "imports keras.ops, which only Keras 3 has, and keras 2.14.0 is installed" in top.meaning
    assert "'keras>=3'" in top.fix
    assert "'tensorflow>=2.16'" in top.fix  # the tables' first release whose Keras is Keras 3


def test_keras_3_names_under_a_tensorflow_with_keras_2_and_no_keras_shown_are_uncertain() -> None:
    top = explain(KERAS3_CODE.replace("Keras 2.14.0", "tensorflow 2.14.0"))[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning")
    assert top.meaning.startswith("uncertain: the code imports keras.ops")


def test_keras_3_names_are_not_read_without_a_failing_import_or_beside_keras_3() -> None:
    assert not explain(KERAS3_CODE.replace("ImportError", "ValueError"))
    assert not explain(KERAS3_CODE.replace("Keras 2.14.0", "Keras 3.3.3"))
    assert not explain(KERAS3_CODE.replace("from keras import ops", "from keras import backend"))


def test_a_requires_python_range_without_an_upper_bound_names_no_newest_python() -> None:
    other = explain("ERROR: Package 'foo' requires a different Python: 2.7.18 not in '>=3.6'")[0]
    assert other.cause == "python_unsupported"
    assert "3.15" not in other.fix
    assert "(in a venv or conda environment)" in other.fix
    tensorflow = explain("ERROR: Package 'tensorflow' requires a different Python: 3.7.0 not in '>=3.9'")[0]
    assert "3.15" not in tensorflow.fix


def test_a_quoted_word_mid_sentence_is_not_read_as_pips_refusal() -> None:
    assert not explain("the model's 'input' requires a different Python: 3.9 not in 'x'")


def test_keras_3_names_are_not_read_where_the_import_error_names_its_module_or_keras_3_is_named() -> None:
    # the ImportError's message says what failed: another module's, not keras.ops
    assert not explain(KERAS3_CODE + "\nModuleNotFoundError: No module named 'mylib'")
    assert not explain(KERAS3_CODE + "\nSuccessfully installed keras-3.3.3")


def test_keras_3_names_under_a_python_older_than_keras_3s_tensorflow_name_a_newer_python_first() -> None:
    top = explain("Python 3.8.10\n" + KERAS3_CODE)[0]
    assert top.fix.startswith("a Python 3.9 or newer (this is Python 3.8, which TensorFlow 2.16 has no wheels for)")


def test_keras_3_names_are_read_from_ipythons_numbered_source_lines() -> None:
    top = explain("keras 2.14.0\nImportError                               Traceback (most recent call last)\n"
                  "Cell In[1], line 2\n      1 import keras\n----> 2 from keras import ops\n")[0]
    assert top.cause == "keras_version_skew"


def test_an_addon_missing_in_a_new_cell_after_a_bare_exception_is_not_read_under_the_old_frame() -> None:
    found = explain('  File "/usr/lib/python3.8/site-packages/onnx_tf/backend.py", line 20, in run\n'
                    "    assert ok\nAssertionError\n\nModuleNotFoundError                       Traceback (most recent "
                    "call last)\nCell In[2], line 1\n----> 1 import tensorflow_hub\n\n"
                    "ModuleNotFoundError: No module named 'tensorflow_hub'")
    assert all("own code (the traceback's last frame) imports" not in e.meaning for e in found)


def test_tensorflow_core_is_read_under_the_frame_that_raised_it_not_an_earlier_tracebacks() -> None:
    found = explain("tensorflow 2.4.0\n"
                    '  File "/usr/lib/python3.8/site-packages/h5py/_hl/files.py", line 406, in __init__\n'
                    "    fid = make_fid(name, mode, userblock_size, fapl, fcpl, swmr=swmr)\nOSError: unable to open\n"
                    '  File "train.py", line 3, in <module>\n    from tensorflow_core.python.keras import backend\n'
                    "ModuleNotFoundError: No module named 'tensorflow_core'")
    assert found[0].level == "warning"  # whose code it is, uncertain: the user's script's
    assert "h5py" not in found[0].meaning


def test_tensorflow_core_with_no_release_shown_gives_a_reinstall_command_and_its_release_apart() -> None:
    top = explain('  File "/usr/lib/python2.7/site-packages/tensorflow/__init__.py", line 28, in <module>\n'
                  "    from tensorflow_core import *\nModuleNotFoundError: No module named 'tensorflow_core'")[0]
    assert "`pip install --force-reinstall 'tensorflow==X'`, X the release" in top.fix


def test_a_python_4_bound_is_no_upper_bound() -> None:
    top = explain("ERROR: Package 'foo' requires a different Python: 2.7.18 not in '>=3.6,<4'")[0]
    assert "3.15" not in top.fix


def test_a_file_path_with_a_line_number_in_prose_is_not_a_frame() -> None:
    found = explain("File ~/notes/plan.py:3 is where I keep it\nModuleNotFoundError: No module named 'tensorflow_hub'")
    assert all("own code (the traceback's last frame)" not in e.meaning for e in found)


def test_hyperopts_fix_leaves_networkx_1_out_on_a_python_it_does_not_import_on() -> None:
    top = explain("Python 3.10.4\n" + HYPEROPT)[0]
    assert "`pip install -U hyperopt`" in top.fix
    assert "networkx==1.11" not in top.fix


PACKAGE_UNDER_KERAS3 = """tensorflow 2.16.1
Traceback (most recent call last):
  File "/opt/venv/lib/python3.11/site-packages/retinaface/RetinaFace.py", line 88, in detect_faces
    model = build_model()
  File "/opt/venv/lib/python3.11/site-packages/retinaface/model/retinaface_model.py", line 52, in build_model
    x = tf.shape(inputs)
AttributeError: 'list' object has no attribute 'shape'"""


def test_a_packages_traceback_where_keras_3_is_shown_is_keras_2_code_under_keras_3_uncertain() -> None:
    top = explain(PACKAGE_UNDER_KERAS3)[0]
    assert (top.cause, top.level) == ("keras3_legacy_code", "warning")
    assert top.meaning.startswith("uncertain: the traceback runs through retinaface's code")
    assert "TF_USE_LEGACY_KERAS=1" in top.fix


def test_a_packages_traceback_under_keras_2_or_with_legacy_keras_set_is_not_read_so() -> None:
    assert all(e.cause != "keras3_legacy_code" for e in explain(PACKAGE_UNDER_KERAS3.replace("2.16.1", "2.15.0")))
    legacy = explain("TF_USE_LEGACY_KERAS=1\n" + PACKAGE_UNDER_KERAS3)
    assert all(e.cause != "keras3_legacy_code" for e in legacy)


def test_a_traceback_through_pip_or_a_library_not_built_on_keras_is_not_read_so() -> None:
    for package in ("pip/_internal/cli", "h5py/_hl"):
        text = PACKAGE_UNDER_KERAS3.replace("retinaface/model", package).replace("retinaface/RetinaFace.py", "x.py")
        assert all(e.cause != "keras3_legacy_code" for e in explain(text)), package


def test_ipythons_arrow_lines_show_a_traceback_even_with_its_header_cut() -> None:
    top = explain("keras 3.0.5\n----> [1](vscode-notebook-cell:?execution_count=10&line=1) age = brain_age(t1)\n"
                  "File /opt/miniconda/envs/x/lib/python3.11/site-packages/antspynet/utilities/brain_age.py:101, in "
                  "brain_age(t1)\n")[0]
    assert top.cause == "keras3_legacy_code"
