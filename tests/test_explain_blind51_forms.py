"""Forms read generally in stop 51: any project's missing wheel beside a Python, a TF name missing unversioned."""

from __future__ import annotations

from envcheck.explain import explain

_NO_WHEEL = ("ERROR: Could not find a version that satisfies the requirement mediapipe (from versions: none)\n"
             "ERROR: No matching distribution found for mediapipe")


def test_another_project_with_no_file_for_the_python_named_is_uncertain_and_names_the_python_before() -> None:
    top = explain(f"Python 3.12.0 on Windows 10, TensorFlow 2.16\npip install mediapipe\n{_NO_WHEEL}")[0]
    assert (top.cause, top.level) == ("python_unsupported", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "mediapipe" in top.meaning
    assert "3.11" in top.fix


def test_another_project_with_no_file_where_no_tensorflow_is_named_is_information_only() -> None:
    top = explain(f"Python 3.12.0 on Windows 10\npip install mediapipe\n{_NO_WHEEL}")[0]
    assert (top.cause, top.level) == ("python_unsupported", "info"), top


def test_another_project_with_no_file_and_no_python_named_is_not_read() -> None:
    assert all(e.cause != "python_unsupported" for e in explain(f"pip install mediapipe\n{_NO_WHEEL}"))


def test_another_project_with_no_file_behind_an_unreachable_index_is_not_read() -> None:
    paste = ("Python 3.6.1\nCould not fetch URL https://pypi.python.org/simple/certifi/: There was a problem "
             "confirming the ssl certificate: [SSL: CERTIFICATE_VERIFY_FAILED] - skipping\n"
             "Could not find a version that satisfies the requirement certifi (from versions: )")
    assert all(e.cause != "python_unsupported" for e in explain(paste))


def test_another_project_s_releases_listed_or_its_requirer_named_are_not_this_form() -> None:
    """Pip's second line names neither: the first one of the same project decides."""
    listed = ("Python 3.8.10\nERROR: Could not find a version that satisfies the requirement torch==1.15.0 (from "
              "versions: 1.0.0, 1.1.0, 1.2.0)\nERROR: No matching distribution found for torch==1.15.0")
    required = ("Python 3.11.4\nERROR: Could not find a version that satisfies the requirement onnxruntime>=1.14.1 "
                "(from chromadb) (from versions: none)\nERROR: No matching distribution found for onnxruntime>=1.14.1")
    for paste in (listed, required):
        assert all(e.cause != "python_unsupported" for e in explain(paste)), paste


def test_no_project_s_name_a_python_not_shown_running_or_another_index_are_not_this_form() -> None:
    for paste in (("Python 3.10.4\nERROR: Could not find a version that satisfies the requirement requirements.txt "
                  "(from versions: none)"),
                  ("Python 3.10.4\nERROR: Could not find a version that satisfies the requirement cv2 (from versions: "
                  "none)"),
                  f"The docs say mediapipe needs Python 3.8 or later.\n{_NO_WHEEL}",
                  f"Python 3.10.4\nLooking in indexes: https://nexus.corp.example/simple\n{_NO_WHEEL}"):
        assert all(e.cause != "python_unsupported" for e in explain(paste)), paste


def test_the_python_shown_running_is_the_one_named_not_one_required_before_it() -> None:
    said = "The docs say mediapipe needs Python 3.8 or later; I am using Python 3.12 with tensorflow"
    top = explain(f"{said}\n{_NO_WHEEL}")[0]
    assert top.cause == "python_unsupported", top
    assert "this Python (3.12)" in top.meaning


def test_another_project_with_no_file_for_an_old_python_names_a_newer_one() -> None:
    top = explain(f"Python 3.6.9\n{_NO_WHEEL}")[0]
    assert top.cause == "python_unsupported", top
    assert "a newer Python than 3.6" in top.fix


def test_a_name_tensorflow_added_later_missing_with_no_release_named_is_an_older_tensorflow_uncertain() -> None:
    top = explain("AttributeError: module 'tensorflow._api.v2.distribute' has no attribute 'TPUStrategy'")[0]
    assert (top.cause, top.level) == ("dependency_conflict", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "older than 2.3" in top.meaning
    assert "tensorflow>=2.3" in top.fix


def test_a_name_added_later_that_the_paste_s_own_code_spells_out_is_not_read() -> None:
    paste = ("    gpus = tf.config.list_physical_devices('GPU')\n"
             "AttributeError: module 'tensorflow_core._api.v2.config' has no attribute 'list_physical_devices'")
    assert all(e.cause != "dependency_conflict" for e in explain(paste))


def test_a_name_missing_from_a_partly_imported_or_shadowed_tensorflow_is_not_read() -> None:
    partly = ("AttributeError: partially initialized module 'tensorflow' has no attribute 'function' (most likely due "
              "to a circular import)")
    shadowed = ('  File "/home/me/tensorflow.py", line 1, in <module>\n'
                "AttributeError: module 'tensorflow' has no attribute 'function'")
    for paste in (partly, shadowed):
        assert all(e.cause != "dependency_conflict" for e in explain(paste)), paste


def test_a_standalone_keras_beside_tensorflow_2_5_is_two_packages_in_one_keras_folder() -> None:
    paste = ("AttributeError: module 'keras.utils.generic_utils' has no attribute "
             "'populate_dict_with_module_objects'\nKeras: 2.4.3\nTensorflow: 2.5.0")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "error"), top
    assert "keras-nightly" in top.meaning
    assert "keras-nightly" in top.fix


def test_a_release_declaring_no_keras_is_not_said_to_declare_the_keras_shown() -> None:
    paste = ("AttributeError: module 'keras.utils.generic_utils' has no attribute 'get_custom_objects'\n"
             "Keras: 2.3.1\nTensorflow: 2.1.0")
    assert all("already the Keras" not in e.meaning for e in explain(paste))


_CUT = ("Traceback (most recent call last):\n"
        '  File "C:\\Python37\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 58, in <module>\n'
        "    from tensorflow.python.pywrap_tensorflow_internal import *\n"
        '  File "C:\\Python37\\lib\\imp.py", line 242, in load_module\n'
        "    return load_dynamic(name, filename, file)\n")


def test_a_gpu_build_s_native_import_cut_before_its_reason_is_the_build_s_cuda_uncertain() -> None:
    top = explain(f"tensorflow-gpu 1.13.1, Windows 10, CUDA 10.1\n{_CUT}")[0]
    assert (top.cause, top.level) == ("cuda_libs_missing", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "CUDA 10.1 is installed, not 10.0" in top.meaning
    assert "10.0" in top.fix


def test_a_cut_native_import_of_a_release_that_loads_cuda_lazily_or_a_cpu_build_is_not_read_so() -> None:
    for said in ("tensorflow-gpu 2.4.1, Windows 10", "tensorflow 1.13.1, Windows 10"):
        assert all(e.cause != "cuda_libs_missing" for e in explain(f"{said}\n{_CUT}")), said


def test_tensorflow_and_tensorflow_gpu_listed_with_hyphens_are_two_installs_uncertain() -> None:
    paste = "It trains on the CPU on Colab.\nTensorflow-1.5.0\nTensorflow-gpu-1.5.0\nKeras-2.1.5"
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("two_tensorflow_installs", "warning"), top
    assert "tensorflow-gpu 1.5.0" in top.meaning


def test_a_tensorflow_1_name_missing_where_keras_is_named_is_an_old_keras_uncertain() -> None:
    paste = ("I want to implement the CNN of the mnist example in Keras. When I ran model.fit it shows the error:\n"
             "AttributeError: module 'tensorflow' has no attribute 'log'")
    top = explain(paste)[0]
    assert (top.cause, top.level) == ("keras_version_skew", "warning"), top
    assert top.meaning.startswith("uncertain")
    assert "tensorflow.compat.v1" in top.fix


def test_a_tensorflow_1_name_missing_that_the_code_calls_or_without_keras_is_not_an_old_keras() -> None:
    for paste in (("I build the model with tf.keras.Sequential\n"
                   "AttributeError: module 'tensorflow' has no attribute 'Session'"),
                  ("    sess = tensorflow.Session()\nAttributeError: module 'tensorflow' has no attribute 'Session'\n"
                   "I use keras for the model"),
                  ("    graph = tf.get_default_graph()\nAttributeError: module 'tensorflow' has no attribute "
                  "'get_default_graph'\nI use keras for the model"),
                  "AttributeError: module 'tensorflow' has no attribute 'Session'"):
        assert all(e.cause != "keras_version_skew" for e in explain(paste)), paste
