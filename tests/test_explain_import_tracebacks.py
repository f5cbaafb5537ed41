"""`import tensorflow` / `import keras` failing: read by the file that raised and the versions the paste gives."""

from __future__ import annotations

import pytest

from envcheck.explain import explain

_KERAS_BACKEND = (
    "Traceback (most recent call last):\n"
    '  File "train.py", line 3, in <module>\n'
    "    model = Sequential()\n"
    '  File "/opt/conda/lib/python3.7/site-packages/keras/engine/network.py", line 109, in _base_init\n'
    "    name = prefix + '_' + str(K.get_uid(prefix))\n"
    '  File "/opt/conda/lib/python3.7/site-packages/keras/backend/tensorflow_backend.py", line 74, in get_uid\n'
    "    graph = tf.get_default_graph()\n"
    "AttributeError: module 'tensorflow' has no attribute 'get_default_graph'")


def _verdicts(paste: str) -> list[str]:
    return [e.cause for e in explain(paste) if e.level in ("error", "warning")]


def test_the_standalone_keras_backend_calling_tf1_api_is_a_keras_made_before_tf2() -> None:
    (found, *_) = explain(_KERAS_BACKEND)
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras>=2.3" in found.fix
    assert "from tensorflow import keras" in found.fix
    # the release said decides what to install: TensorFlow 2.8 declares keras 2.8
    (said, *_) = explain(f"tensorflow==2.8.0\n{_KERAS_BACKEND}")
    assert "keras==2.8.*" in said.fix
    # under TensorFlow 1.x the same frame means a keras newer than that TensorFlow
    (old, *_) = explain(f"tensorflow 1.4.0\n{_KERAS_BACKEND}")
    assert old.cause == "keras_version_skew"
    assert "newer TensorFlow" in old.meaning


def test_tf1_api_missing_in_the_users_own_frame_is_no_verdict() -> None:
    assert _verdicts('Traceback (most recent call last):\n  File "/home/u/app/pipeline.py", line 8, in <module>\n'
                     "    graph = tf.get_default_graph()\n"
                     "AttributeError: module 'tensorflow' has no attribute 'get_default_graph'") == []


def test_a_keras_older_than_2_3_said_beside_tensorflow_2_is_keras_skew() -> None:
    words = ("AttributeError: module 'tensorflow' has no attribute 'get_default_graph'\n"
             "I tried 'from tensorflow.keras import backend as K' instead of 'from keras import backend as K'\n"
             "I'm using tensorflow {tf} , keras {keras}, python 3.7.6")
    (found, *_) = explain(words.format(tf="2.0.0", keras="2.2.4"))
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    assert "keras>=2.3" in found.fix
    assert "keras_version_skew" not in _verdicts(words.format(tf="2.0.0", keras="2.3.1"))  # made for TensorFlow 2
    assert "keras_version_skew" not in _verdicts(words.format(tf="1.15.0", keras="2.2.4"))  # the pair of its time


def test_tensorflows_async_parameter_under_python_37_is_a_python_too_new() -> None:
    frame = ('  File "/usr/lib/python3.7/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 114\n'
             "    def TFE_ContextOptionsSetAsync(arg1, async):\n"
             "                                             ^\n"
             "SyntaxError: invalid syntax")
    (found, *_) = explain(frame)
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert "Python 3.6" in found.fix
    assert "1.13" in found.fix
    (said, *_) = explain(f"tensorflow==1.10.1\nPython 3.8.2\n{frame}")
    assert "Python 3.6 for TensorFlow 1.10" in said.fix
    assert "for Python 3.8: TensorFlow 2.2 or newer" in said.fix
    assert _verdicts("    def handler(self, async):\nSyntaxError: invalid syntax") == []  # not TensorFlow's


def test_tensorflows_own_abs_reexport_failing_is_two_installs_mixed() -> None:
    (found, *_) = explain("/usr/local/lib/python3.5/dist-packages/tensorflow/python/keras/backend/__init__.py in "
                          "<module>()\n---> 22 from tensorflow.python.keras._impl.keras.backend import abs\n"
                          "ImportError: cannot import name 'abs'")
    assert (found.cause, found.level) == ("two_tensorflow_installs", "error")
    assert "uninstall" in found.fix
    assert "delete the tensorflow folder" in found.fix
    assert "two_tensorflow_installs" in _verdicts("ImportError: cannot import name abs")  # Python 2's wording
    assert _verdicts("ImportError: cannot import name 'abs' from 'mylib.ops' (/src/mylib/ops.py)") == []
    assert _verdicts("ImportError: cannot import name 'abs_path'") == []


def test_a_traceback_through_tensorflows_abs_import_ending_in_another_error_is_not_two_installs() -> None:
    """The import line is shown as a frame's source whatever the traceback ends in: only the error line decides."""
    found = explain('  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/keras/backend/__init__.py", '
                    "line 22, in <module>\n    from tensorflow.python.keras._impl.keras.backend import abs\n"
                    '  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/keras/_impl/keras/backend.py", '
                    "line 1021, in <module>\n    _GRAPH_LEARNING_PHASES = {}\nKeyboardInterrupt")
    assert not any(e.cause == "two_tensorflow_installs" for e in found)


def test_a_bare_abs_import_failing_without_tensorflow_in_the_paste_is_uncertain() -> None:
    """Python 3.6-3.7 name no module: a user's own `from mathlib.ops import abs` fails in the same words."""
    (found, *_) = explain('Traceback (most recent call last):\n  File "run.py", line 3, in <module>\n'
                          "    from mathlib.ops import abs\nImportError: cannot import name 'abs'")
    assert found.level != "error"
    assert "uncertain" in found.meaning


def test_tensorflows_native_import_under_a_python_the_release_lacks() -> None:
    paste = ("pip3 install https://storage.googleapis.com/tensorflow/mac/cpu/tensorflow-{tf}-py3-none-any.whl\n"
             "Python {py} (default, Jun 29 2018, 20:13:13)\n"
             '  File "/usr/local/lib/python{py2}/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in '
             "<module>\n    from tensorflow.python.pywrap_tensorflow_internal import *")
    (found, *_) = explain(paste.format(tf="1.9.0", py="3.7.0", py2="3.7"))
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert "Python 3.6 for TensorFlow 1.9" in found.fix
    assert "python_unsupported" not in _verdicts(paste.format(tf="1.9.0", py="3.6.5", py2="3.6"))


def test_the_keras_backend_as_the_tracebacks_last_frame_after_the_error_said_first() -> None:
    title_first = ("AttributeError: module 'tensorflow' has no attribute 'get_default_graph' while running\n"
                   + _KERAS_BACKEND.rsplit("\n", 2)[0])  # the traceback cut after the backend's frame
    (found, *_) = explain(title_first)
    assert (found.cause, found.level) == ("keras_version_skew", "error")
    own = ("AttributeError: module 'tensorflow' has no attribute 'get_default_graph'\n"
           '  File "/opt/conda/lib/python3.7/site-packages/keras/backend/tensorflow_backend.py", line 74, in get_uid\n'
           '  File "/home/u/app/pipeline.py", line 8, in <module>')  # a later frame is the user's: no verdict
    assert "keras_version_skew" not in _verdicts(own)


def test_versions_written_with_an_equals_sign_are_read() -> None:
    (found, *_) = explain("module 'tensorflow' has no attribute 'get_default_graph'\n"
                          "Installed using pip: tensorflow version = 2.3.0\n\nkeras = 2.2.4\n\n"
                          "I imported so `import keras`")
    assert found.cause == "keras_version_skew"


def test_ml_dtypes_without_tensorflow_in_the_paste_is_uncertain() -> None:
    jax = ("AttributeError: module 'ml_dtypes' has no attribute 'float8_e4m3b11'\n"
           '  File "/usr/lib/python3.9/site-packages/jax/_src/lib/__init__.py", line 92, in <module>\n'
           "    import jaxlib.xla_client as xla_client")
    (found, *_) = explain(jax)
    assert found.cause == "dependency_conflict"
    assert "uncertain that TensorFlow" in found.meaning
    assert "ml-dtypes~=0.2.0" in found.fix  # a removal the tables know: its last release fits whoever imports it
    tf = jax.replace("jax/_src/lib/__init__.py", "tensorflow/python/framework/dtypes.py")
    assert "uncertain" not in explain(tf)[0].meaning
    (added, *_) = explain("AttributeError: module 'ml_dtypes' has no attribute 'float8_e8m0fnu'")  # no removal known
    assert (added.cause, added.level) == ("dependency_conflict", "warning")
    assert "uncertain" in added.meaning


def test_a_macos_older_than_tensorflows_binary_fails_its_native_import() -> None:
    dyld = ("ImportError: dlopen(/Users/u/venv/lib/python3.8/site-packages/tensorflow/python/"
            "_pywrap_tensorflow_internal.so, 6): Symbol not found: ____chkstk_darwin\n"
            "  Referenced from: /Users/u/venv/lib/python3.8/site-packages/tensorflow/python/"
            "../libtensorflow_framework.2.dylib (which was built for Mac OS X 10.15)\n"
            "  Expected in: /usr/lib/libSystem.B.dylib")
    (found, *_) = explain(f"MacOS 10.13.6\n{dyld}")
    assert (found.cause, found.level) == ("tf_import_failed", "error")
    assert "10.13" in found.meaning
    assert "upgrade macOS to 10.15 or newer" in found.fix
    other = dyld.replace("tensorflow/python/", "ml_metadata/metadata_store/")  # another package's library
    assert "tf_import_failed" not in _verdicts(other)
    framework = "/Users/u/venv/lib/python3.8/site-packages/tensorflow/libtensorflow_framework.2.dylib"
    abi = dyld.replace("____chkstk_darwin", "__ZN10tensorflow6StatusC1Ev").replace("/usr/lib/libSystem.B.dylib",
                                                                                    framework)
    assert all(e.meaning.find("system libraries") < 0 for e in explain(abi))  # TensorFlow's own C++ ABI: not the OS


def test_an_add_ons_own_tensorflow_check_names_that_add_on() -> None:
    # the _ensure_tf_install of tensorflow_hub, tensorflow_model_optimization and tf_agents (their __init__.py)
    said = {"tensorflow-hub": ("This version of tensorflow_hub requires tensorflow version >= 1.15.0; Detected an "
                               "installation of version 1.14.0. To proceed, please upgrade tensorflow"),
            "tensorflow-model-optimization": ("This version of TensorFlow Model Optimization requires TensorFlow "
                                              "version >= 1.14.0; Detected an installation of version 1.13.1. Please "
                                              "upgrade TensorFlow to proceed."),
            "tf-agents": ("This version of TF Agents requires TensorFlow version >= 2.2.0; Detected an installation "
                          "of version 2.1.0. Please upgrade TensorFlow to proceed.")}
    for addon, line in said.items():
        (found, *_) = explain(f"ImportError: {line}")
        assert (found.cause, found.level) == ("dependency_conflict", "error")
        assert f"the {addon} release made for TensorFlow" in found.fix
        assert "tensorflow-probability" not in found.fix


def test_a_tensorflow_internal_attribute_missing_is_a_package_built_for_another_tensorflow() -> None:
    internal = ("AttributeError: module 'tensorflow.python.training.experimental.mixed_precision' has no attribute "
                "'_register_wrapper_optimizer_cls'")
    (alone, *_) = explain(internal)
    assert (alone.cause, alone.level) == ("keras_version_skew", "warning")  # the code itself may use the internal
    assert "uncertain" in alone.meaning
    frame = '  File "/usr/lib/python3.8/site-packages/keras/mixed_precision/loss_scale_optimizer.py", line 1176\n'
    (keras, *_) = explain(f"tensorflow==2.5.0\n{frame}{internal}")
    assert (keras.cause, keras.level) == ("keras_version_skew", "error")
    backend = ('  File "/usr/lib/python3.7/site-packages/keras/backend/tensorflow_backend.py", line 75, in f\n'
               "AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'\n"
               "tensorflow 2.4.0, keras 2.3.1")
    (old, *_) = explain(backend)
    assert old.cause == "keras_version_skew"
    assert "predates" not in old.meaning  # keras 2.3.1 is for TensorFlow 2, yet uses an internal 2.4 moved


def test_a_collections_alias_python_310_removed_in_tensorflows_own_frame_is_a_python_too_new() -> None:
    tb = ('  File "/usr/lib/python3.10/site-packages/{pkg}/util/nest.py", line 12, in <module>\n'
          "    class _Mapping(collections.Mapping):\n"
          "AttributeError: module 'collections' has no attribute 'Mapping'\n")
    (found, *_) = explain("tensorflow==1.15.0\n" + tb.format(pkg="tensorflow/python"))
    assert (found.cause, found.level) == ("python_unsupported", "error")
    assert "Python 3.7 for TensorFlow 1.15" in found.fix
    (unnamed, *_) = explain(tb.format(pkg="tensorflow/python"))
    assert "TensorFlow 2.8 or newer" in unnamed.fix  # the first release with Python 3.10 wheels (the tables)
    assert "python_unsupported" not in _verdicts(tb.format(pkg="pyparsing"))  # another package's code


def test_a_collections_alias_missing_beside_a_release_with_python_310_wheels_is_not_that_release_too_old() -> None:
    """TensorFlow 2.9 has Python 3.10 wheels (the tables): it is not 'older than Python 3.10', whatever the frame."""
    found = explain("tensorflow==2.9.1, Python 3.10.4\n"
                    '  File "/usr/lib/python3.10/site-packages/tensorflow/python/util/nest.py", line 12, in <module>\n'
                    "    if isinstance(x, collections.Mapping):\n"
                    "AttributeError: module 'collections' has no attribute 'Mapping'\n")
    assert not any(e.cause == "python_unsupported" for e in found)


def test_the_missing_module_told_in_words_after_import_tensorflow_is_the_interpreter_without_it() -> None:
    (kernel, *_) = explain("Opened a new notebook with the Python 3 kernel and ran `import tensorflow as tf`, "
                           "which gives the usual module not found error.\nThe Python 2 kernel imports it fine.")
    assert (kernel.cause, kernel.level) == ("wrong_interpreter", "error")
    assert "Jupyter kernel" in kernel.meaning
    assert _verdicts("python3 -c 'import tensorflow' -> ModuleNotFoundError") == ["wrong_interpreter"]


def test_a_missing_module_after_import_tensorflow_that_names_another_module_or_import_is_not_tensorflow() -> None:
    # the error names its own module, or another import raised it, or tensorflow imported fine
    assert _verdicts("import tensorflow as tf; import cv2 -> ModuleNotFoundError: No module named 'cv2'") == []
    assert _verdicts("import tensorflow as tf works, but import tensorflow_hub gives module not found error") == []
    assert _verdicts("import tensorflow.keras gives module not found error") == []


@pytest.mark.parametrize("words", [
    "After import tensorflow as tf I get a module not found error for tensorflow_addons",
    'python -c "import tensorflow" raises ModuleNotFoundError for tensorflow_io',
    "I can import tensorflow as tf without problems; the ModuleNotFoundError comes from my own package",
])
def test_a_missing_module_named_after_it_or_after_words_that_import_tensorflow_works_is_not_tensorflow(
        words: str) -> None:
    assert _verdicts(words) == []
