"""`envcheck explain` where TensorFlow runs other than a plain Linux box, from each source's own words and tables.

Apple's tensorflow-metal release table (its PyPI description, fixture tensorflow_metal_table.md),
tfjs-node's bundled libtensorflow by release (tfjs-node/scripts/deps-constants.js history, fixture
tfjs_libtensorflow.txt), PyPI's platforms without TensorFlow wheels (musl, ARM Linux before 2.10),
Colab's TensorFlow 1 magic, and `tf.test.is_built_with_cuda()`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from fakes import DATA

from envcheck.compat import metal_pair, tfjs_libtensorflow
from envcheck.explain import explain
from envcheck.tables import load_tables

if TYPE_CHECKING:
    from envcheck import explain as ex

TABLES = load_tables()


def _top(text: str) -> ex.Explanation:
    found = explain(text)
    assert found, text
    return found[0]


# -- tensorflow-metal

def _pair(line: str) -> tuple[str, str, str] | None:
    found = metal_pair(TABLES, line)
    return (line, found.metal, found.macos) if found else None


def test_the_metal_table_is_apples() -> None:
    """Every row of tensorflow-metal's own table pairs the TensorFlow line with the release the compat tables give."""
    rows = re.findall(r"^\|v(\d\.\d{1,2})(?:-v(\d\.\d{1,2}))?\s*\|v(\d\.\d\.\d)\|(\d{2}\.\d)\+\|(.*)\|",
                      (DATA / "explain" / "tensorflow_metal_table.md").read_text(), re.MULTILINE)
    assert len(rows) >= 11  # the table's rows, 2.5 to 2.18
    for first, last, metal, macos, features in rows:
        if "2.18+" in features:  # the row that fixes 2.18+ (printed as v1.1.0, released as 1.2.0)
            assert _pair(first) == (first, "1.2.0", macos)
            continue
        for line in ([first] if not last else [f"2.{m}" for m in range(int(first[2:]), int(last[2:]))]):
            assert _pair(line) == (line, metal, macos)


@pytest.mark.parametrize("line", [
    ("tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/u/miniforge3/lib/python3.9/site-packages/"
     "tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol not found in flat namespace '_TF_AllocateOutput'"),
    ("tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/u/venv/lib/python3.8/site-packages/"
     "tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: _TF_AssignUpdateVariable"),
])
def test_dyld_failing_on_the_metal_plugin_is_the_plugin(line: str) -> None:
    top = _top(line)
    assert (top.cause, top.level) == ("metal_plugin_mismatch", "error")
    assert "tensorflow-metal" in top.fix


def test_the_metal_release_comes_from_the_tensorflow_version() -> None:
    paste = ("### TensorFlow version\n2.18.0\n### OS platform and distribution\nmacOS 15.1.1\n"
             "pip install tensorflow tensorflow-metal\n"
             '  File "/x/.venv/lib/python3.9/site-packages/tensorflow/__init__.py", line 437, in <module>\n'
             "    _ll.load_library(_plugin_dir)")
    top = _top(paste)
    assert top.cause == "metal_plugin_mismatch"
    assert "tensorflow-metal==1.2.0" in top.fix
    assert "2.17" in top.fix  # or the last TensorFlow that tensorflow-metal 1.1.0 serves


@pytest.mark.parametrize(("tf", "wrong"), [("2.18", True), ("2.16", False)])
def test_a_metal_release_named_beside_a_tensorflow_it_does_not_serve(tf: str, wrong: bool) -> None:
    paste = (f"### TensorFlow version\n{tf}\n### OS platform and distribution\nMacOS 15.2\n"
             "Apple silicone GPU with tensorflow-metal==1.1.0  and python 3.11\nTraceback (most recent call last):\n"
             '  File "/Users/m/test_tensorflow_gpus.py", line 1')
    causes = [e.cause for e in explain(paste)]
    assert ("metal_plugin_mismatch" in causes) is wrong
    if wrong:
        assert "tensorflow-metal==1.2.0" in explain(paste)[0].fix


def test_a_metal_class_missing_is_the_macos() -> None:
    paste = ("Mac OS Big Sur Version 11.6 Apple M1\n"
             "NotFoundError: dlopen(/Users/z/miniforge3/envs/tf/lib/python3.8/site-packages/tensorflow-plugins/"
             "libmetal_plugin.dylib, 6): Symbol not found: _OBJC_CLASS_$_MPSGraphCompilationDescriptor\n"
             "  Referenced from: /Users/z/miniforge3/envs/tf/lib/python3.8/site-packages/tensorflow-plugins/"
             "libmetal_plugin.dylib (which was built for Mac OS X 12.0)")
    top = _top(paste)
    assert top.cause == "metal_plugin_mismatch"
    assert "macOS to 12" in top.fix


def test_metal_zero_x_with_the_tensorflow_package_needs_tensorflow_macos() -> None:
    paste = ("conda list tensorflow\ntensorflow                2.5.0                    pypi_0    pypi\n"
             "NotFoundError: dlopen(/Users/d/tensorflow-metal/lib/python3.8/site-packages/tensorflow-plugins/"
             "libmetal_plugin.dylib, 6): Symbol not found: _TF_AssignUpdateVariable")
    top = _top(paste)
    assert top.cause == "metal_plugin_mismatch"
    assert "tensorflow-macos==2.5.0 tensorflow-metal==0.1.2" in top.fix


def test_another_plugin_failing_off_a_mac_is_not_said_to_be_metal() -> None:
    paste = ('Ubuntu 22.04\n  File "/home/u/venv/lib/python3.10/site-packages/tensorflow/__init__.py", line 437\n'
             "    _ll.load_library(_plugin_dir)")
    top = _top(paste)
    assert top.cause == "tf_import_failed"
    assert "uncertain" in top.meaning


# -- platforms without wheels

def test_alpine_has_no_tensorflow_wheel_whatever_the_python() -> None:
    paste = ("FROM python:3.6-alpine3.7\nERROR: Could not find a version that satisfies the requirement tensorflow-cpu"
             " (from versions: none)\nERROR: tensorflow_gpu-2.1.0-cp36-cp36m-manylinux2010_x86_64.whl is not a "
             "supported wheel on this platform.")
    for top in explain(paste):
        assert top.cause == "python_unsupported"
        assert "glibc" in top.fix
        assert "64-bit Python" not in top.fix


@pytest.mark.parametrize("paste", [
    ("- Architecture: aarch64\n- Python version: 3.7.5 [64-bit]\n"
     "ERROR: Could not find a version that satisfies the requirement tensorflow\n"
     "ERROR: No matching distribution found for tensorflow"),
    ("- Nvidia Jetson Xavier\n- Python version: 3.6.8\n"
     "ERROR: tensorflow-1.14.0-cp36-cp36m-manylinux1_x86_64.whl is not a supported wheel on this platform."),
])
def test_arm_linux_had_no_wheel_before_2_10(paste: str) -> None:
    top = _top(paste)
    assert top.cause == "python_unsupported"
    assert "aarch64" in top.fix
    assert "2.10" in top.fix


def test_an_arm_wheel_refused_is_read_from_its_tags() -> None:
    paste = ("ERROR: tensorflow-2.1.0-cp35-none-linux_armv7l.whl is not a supported wheel on this platform.\n"
             "Raspberry Pi 3 Model B+\n- Python version: 3.7.3")
    top = _top(paste)
    assert top.cause == "python_unsupported"
    assert "Python 3.7 (cp37)" in top.fix  # the wheel's cp35 is not this Python
    assert "ARM Linux" not in top.meaning


@pytest.mark.parametrize("where", ["Linux version 4.14.79-v7+ (dc4@dc4-XPS13-9333)", "Raspberry 9 on Pi 3B",
                                   "Looking in indexes: https://pypi.org/simple, https://www.piwheels.org/simple"])
def test_a_raspberry_pi_is_read_from_its_kernel_its_name_or_its_index(where: str) -> None:
    paste = (f"{where}\n- Python version: 3.7\nWindows has the version I'm looking for.\nERROR: Could not find a "
             "version that satisfies the requirement tensorflow==1.14.0 (from versions: 0.11.0, 1.12.0, 1.13.1)")
    top = _top(paste)
    assert "ARM Linux" in top.meaning
    assert "tensorflow==1.13.1" in top.fix  # what this index offers


def test_arm_linux_from_2_10_is_not_blamed_on_the_platform() -> None:
    paste = ("uname -m: aarch64\nPython 3.13\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.12.0 (from versions: none)")
    top = _top(paste)
    assert top.cause == "python_unsupported"
    assert "ARM Linux" not in top.meaning


@pytest.mark.parametrize(("where", "level"), [
    ("Python 3.12.3 (tags/v3.12.3, Apr  9 2024) [MSC v.1938 64 bit (ARM64)] on win32", "error"),
    ("Windows 11 on a Snapdragon X Elite laptop", "warning")])
def test_windows_on_arm_has_no_tensorflow_wheel(where: str, level: str) -> None:
    """No win_arm64 wheel was published: the ARM64 Python's banner decides; the machine alone (an x64 Python runs
    there too, emulated) is uncertain, naming platform.machine() as the decider."""
    top = _top(f"{where}\nC:\\Users\\me> pip install tensorflow\nERROR: Could not find a version that satisfies the "
               "requirement tensorflow (from versions: none)")
    assert (top.cause, top.level) == ("python_unsupported", level)
    assert "Windows" in top.meaning
    assert "ARM" in top.meaning
    assert ("uncertain" in top.meaning) == (level == "warning")
    assert "WSL2" in top.fix
    x64 = _top("Python 3.12.3 [MSC v.1938 64 bit (AMD64)] on win32\nERROR: Could not find a version that satisfies "
               "the requirement tensorflow (from versions: none)")
    assert "Windows on ARM" not in x64.meaning


def test_windows_on_arm_with_an_x64_python_or_a_list_of_versions_has_wheels() -> None:
    """An x64 Python emulated on ARM gets the win_amd64 wheels; pip's list of versions shows wheels it can install."""
    failed = ("\npip install tensorflow==2.9.0\nERROR: Could not find a version that satisfies the requirement "
              "tensorflow==2.9.0 (from versions: {})\nERROR: No matching distribution found for tensorflow==2.9.0")
    x64 = ("Surface Laptop with Snapdragon X Elite, Windows 11, the x64 Python: Python 3.11.9 [MSC v.1938 64 bit "
           "(AMD64)] on win32")
    for paste in (x64 + failed.format("none"), "Windows 11 on a Snapdragon X Elite laptop" + failed.format(
            "2.12.0, 2.13.0, 2.14.0, 2.15.0, 2.16.1")):
        assert "Windows on ARM" not in _top(paste).meaning, paste


@pytest.mark.parametrize("arch", ["raspberrypiwh@raspberrypi:~ $ uname -m\narmv6l", "Architecture: armhf",
                                  "Raspberry Pi 3 with 32-bit Raspbian"])
def test_an_install_said_to_fail_on_32_bit_arm_is_the_platform(arch: str) -> None:
    """PyPI never had a 32-bit ARM TensorFlow wheel: the words of a failed install beside armv6l/armv7l decide."""
    top = _top(f"Unable to Install TensorFlow on a Raspberry Pi.\nThe installation fails.\n\n{arch}")
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "32-bit ARM" in top.meaning
    # 64-bit ARM has wheels from 2.10, and nothing failing is no verdict
    assert "32-bit ARM" not in _top("Unable to install TensorFlow\nuname -m: aarch64\nPython 3.12").meaning
    assert not [e for e in explain(f"TensorFlow Lite runs fine here.\n{arch}") if e.level in ("error", "warning")]
    assert not [e for e in explain(f"Unable to install torch on the Pi.\n{arch}") if e.cause == "python_unsupported"]


@pytest.mark.parametrize(("mac", "req"), [
    ("I have macOS Big Sur on a Apple Silicon M1", "tensorflow==2.2.0"),
    ("-MacBook Air (M1, 2020)\n-python version 3.8.2", "tensorflow"),
    ("MacBook Pro (16, 2021) Apple M1 Pro, macos monterey 12.5.1", "tensorflow-cpu"),
])
def test_apple_silicon_has_tensorflow_wheels_from_2_13_and_tensorflow_macos_before(mac: str, req: str) -> None:
    """The tables' macOS arm64 package: tensorflow from 2.13, Apple's tensorflow-macos for 2.5-2.12, none before."""
    top = _top(f"{mac}\nERROR: Could not find a version that satisfies the requirement {req} (from versions: none)\n"
               f"ERROR: No matching distribution found for {req}")
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Apple-silicon Mac" in top.meaning
    assert "'tensorflow>=2.13'" in top.fix
    assert "tensorflow-macos==2.12" in top.fix


def test_apple_silicon_with_a_release_that_has_an_arm64_wheel_is_left_to_the_python() -> None:
    top = _top("Apple M2\nPython 3.13\nERROR: Could not find a version that satisfies the requirement "
               "tensorflow==2.15.0 (from versions: 2.20.0)")
    assert top.cause == "python_unsupported"
    assert "Apple-silicon" not in top.meaning


def test_an_intel_mac_after_2_16_has_no_wheel() -> None:
    """Mac x86 wheels ended after 2.16: a list that stops at 2.16 beside a Mac and a newer release asked for."""
    paste = ("### Mobile device\n\nmacbook air 2018\n\n### Python version\n\n3.11\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==2.19.0 (from versions: "
             "2.12.0rc0, 2.12.0, 2.13.0, 2.14.0, 2.15.0, 2.16.1, 2.16.2)")
    top = _top(paste)
    assert (top.cause, top.level) == ("python_unsupported", "error")
    assert "Intel Mac" in top.meaning
    assert "tensorflow==2.16.2" in top.fix
    # an Intel Mac said (macOS 10.15) decides it without the list; Linux does not end there
    assert "Intel Mac" in _top("macOS 10.15.7\nERROR: Could not find a version that satisfies the requirement "
                               "tensorflow==2.17.0 (from versions: none)").meaning
    linux = _top(paste.replace("macbook air 2018", "Ubuntu 22.04"))
    assert "Intel Mac" not in linux.meaning


def test_a_mac_list_ending_at_2_16_is_an_x86_64_python_which_rosetta_also_runs() -> None:
    """pip's list alone shows an x86_64 Python: an Intel Mac, or Apple silicon under Rosetta (an arm64 Python fixes)."""
    failed = ("ERROR: Could not find a version that satisfies the requirement tensorflow==2.17.0 (from versions: "
              "2.13.0, 2.14.0, 2.15.0, 2.16.1, 2.16.2)")
    top = _top(f"macOS Sonoma on my Mac\n{failed}")
    assert "Rosetta" in top.meaning
    assert "arm64 Python" in top.fix
    assert "Rosetta" not in _top(f"macOS 10.15.7 on an Intel Core i7\n{failed}").meaning


# -- is_built_with_cuda() False

def test_a_build_without_cuda_is_named() -> None:
    paste = ("tf.config.list_physical_devices('GPU') # []\ntf.test.is_built_with_cuda() # False\n"
             "torch.cuda.is_available() # True")
    top = _top(paste)
    assert (top.cause, top.level) == ("cpu_only_build", "error")
    assert "tensorflow[and-cuda]" in top.fix
    assert "built without CUDA" in top.meaning


@pytest.mark.parametrize("row", ["tensorflow                2.14.0          cpu_py310h3d7a1c4_0    conda-forge",
                                 "tensorflow-base           1.13.1          mkl_py36h7ce6ba3_0    defaults",
                                 "_tflow_select             2.3.0                       eigen    defaults",
                                 "running `conda list | grep tensorflow` will show cpu build is installed"])
def test_a_conda_cpu_build_is_a_build_without_cuda(row: str) -> None:
    paste = f"tf.config.list_physical_devices('GPU')\n[]\n{row}"
    assert _top(paste).cause == "cpu_only_build"


def test_a_build_without_cuda_on_windows_after_2_10_is_windows() -> None:
    paste = ("Windows 10\nTensorFlow version: 2.16.1\nIs GPU available? []\nIs TensorFlow built with CUDA?: False")
    assert _top(paste).cause == "windows_native_gpu_unsupported"


def test_a_build_without_cuda_of_a_known_release_names_its_gpu_package() -> None:
    paste = "Ubuntu 20.04\ntensorflow==2.10.0\nprint(tf.test.is_built_with_cuda())  # False"
    top = _top(paste)
    assert top.cause == "cpu_only_build"
    assert "pip install tensorflow==2.10.0" in top.fix


# -- tfjs-node-gpu

def test_the_tfjs_table_is_deps_constants() -> None:
    rows = re.findall(r"tfjs-v(\d+)\.(\d+)\.(\d+) const LIBTENSORFLOW_VERSION = '([\d.]+)'",
                      (DATA / "explain" / "tfjs_libtensorflow.txt").read_text())
    assert [(f"{a}.{b}.{c}", v) for a, b, c, v in rows] == [(r.first, r.libtensorflow) for r in TABLES.tfjs_node]
    for a, b, c, v in rows:  # each release from its first one on, until the next row
        assert tfjs_libtensorflow(TABLES, f"{a}.{b}.{int(c) + 1}") == v
    assert tfjs_libtensorflow(TABLES, "1.2.7") is None


_TFJS_CUDNN = ("`yarn add @tensorflow/tfjs-node-gpu`\n- TensorFlow.js version: 4.19.0\n"
               "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
               "'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory")
_TFJS_TEMPLATE = ('### TensorFlow version\n2.17.0\nimport * as tf from "@tensorflow/tfjs-node-gpu";\n'
                  "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                  "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file")
_TFJS_2 = ("npm install @tensorflow/tfjs-node-gpu@2.0.1\nCUDA 11.0 installed\nCould not load dynamic library "
           "'libcudart.so.10.0'; dlerror: libcudart.so.10.0: cannot open shared object file")


@pytest.mark.parametrize(("paste", "cuda", "lib"), [(_TFJS_CUDNN, "11.2", "2.9.1"), (_TFJS_TEMPLATE, "11.2", "2.9.1"),
                                                     (_TFJS_2, "10.0", "1.15.0")])
def test_tfjs_node_gpu_loads_the_cuda_of_its_libtensorflow(paste: str, cuda: str, lib: str) -> None:
    top = _top(paste)
    assert top.cause == "cuda_libs_missing"
    assert f"CUDA {cuda}" in top.fix
    assert f"libtensorflow {lib}" in top.fix


# -- Colab, interpreters

@pytest.mark.parametrize(("path", "fix"), [
    ("/usr/local/lib/python3.10/dist-packages/google/colab/_tensorflow_magics.py", "Python 3.7"),
    ("/usr/local/lib/python3.7/dist-packages/google/colab/_tensorflow_magics.py", "!pip install tensorflow==1.15"),
])
def test_colab_without_tensorflow_1_is_decided_by_its_python(path: str, fix: str) -> None:
    top = _top(f"[{path}] in _tensorflow_version(line)\nValueError: Tensorflow 1 is unsupported in Colab.")
    assert top.cause == "python_unsupported"
    assert fix in top.fix


@pytest.mark.parametrize("where", ["", "Google Colab\n"])
def test_the_preinstalled_tensorflow_finding_the_gpu_decides_the_build(where: str) -> None:
    paste = (f"{where}!pip install tensorflow==2.10.0\nthe GPU becoming invisible to tensorflow. With the preinstalled "
             "tensorflow 2.15.0 the GPU has no issues being located.")
    top = _top(paste)
    assert top.cause == "cuda_libs_missing"
    assert "uncertain" not in top.meaning


def test_the_tensorflow_that_used_the_gpu_before_an_upgrade_decides_the_build() -> None:
    paste = ("When I upgrade the tensorflow using pip3 install --upgrade tensorflow-gpu , its getting upgraded to "
             "2.4.1 but the GPU is not being recognized.\ni.e. tf.config.list_physical_devices('gpu') is giving me []\n"
             "Previously before upgrading , I was able to use the GPU.")
    top = _top(paste)
    assert top.cause == "cuda_libs_missing"
    assert "CUDA 11.0" in top.fix  # TensorFlow 2.4's


def test_a_gpu_used_before_a_driver_update_is_not_said_to_be_the_build() -> None:
    paste = ("tensorflow==2.4.1\ntf.config.list_physical_devices('GPU') is giving me []\n"
             "Previously I was able to use the GPU; then I updated the NVIDIA driver.")
    assert all(e.cause != "cuda_libs_missing" or "uncertain" in e.meaning for e in explain(paste)[:1])


def test_a_retyped_import_error_reads_like_the_line() -> None:
    assert _top("Google colab tensorflow-gpu stuck with importerror: libcublas.so.9.0").cause == "cuda_libs_missing"


@pytest.mark.parametrize("lines", [
    "tensorflow:     [NOT FOUND]",
    ("Error: Valid installation of TensorFlow not found.\n\nPython environments searched for 'tensorflow' package:\n"
     " C:\\Users\\u\\Documents\\.virtualenvs\\r-tensorflow\\Scripts\\python.exe"),
    "Error: Installation of TensorFlow not found.",
])
def test_r_running_a_python_without_tensorflow(lines: str) -> None:
    top = _top(f"> reticulate::py_config()\npython:         C:\\Users\\A\\ANACON~1\\python.exe\n{lines}")
    assert top.cause == "wrong_interpreter"
    assert "use_condaenv" in top.fix


def test_no_module_named_tensorflow_ending_a_sentence() -> None:
    paste = "When I start jupyter notebook in the same environment ... It says no module named tensorflow."
    assert _top(paste).cause == "wrong_interpreter"


def test_sudo_pip_installed_into_another_python() -> None:
    paste = ("which python\n/home/user/anaconda2/bin/python\nsudo pip install --upgrade $TF_BINARY_URL\n"
             'python -c "import tensorflow"\nImportError: No module named tensorflow')
    top = _top(paste)
    assert top.cause == "wrong_interpreter"
    assert "without sudo" in top.fix


# -- ARM Linux: PyPI's aarch64 wheels have no CUDA (tensorflow/tensorflow#121157); a Raspberry Pi has no CUDA GPU

@pytest.mark.parametrize("board", ["Jetson Xavier NX, JetPack 5.1", "NVIDIA Jetson AGX Orin", "a GH200 node"])
def test_pypi_tensorflow_on_an_nvidia_arm_machine_is_a_cpu_build(board: str) -> None:
    top = _top(f"{board}\npip3 install tensorflow==2.12.0\n>>> tf.config.list_physical_devices('GPU')\n[]")
    assert (top.cause, top.level) == ("cpu_only_build", "error")
    assert "redist/jp/" in top.fix
    assert "uncertain" not in top.meaning


def test_nvidia_arm_without_the_install_shown_is_uncertain() -> None:
    top = _top("Jetson Orin Nano, TensorFlow 2.15: tf.config.list_physical_devices('GPU') returns []")
    assert top.cause == "cpu_only_build"
    assert "uncertain" in top.meaning


def test_nvidias_own_jetson_build_is_not_called_a_cpu_build() -> None:
    top = _top("Jetson Xavier NX\npip3 install --extra-index-url https://developer.download.nvidia.com/compute/"
               "redist/jp/v51 tensorflow==2.11.0+nv23.01\n>>> tf.config.list_physical_devices('GPU')\n[]")
    assert top.cause == "gpu_not_detected"
    assert "uncertain" in top.meaning


def test_a_raspberry_pi_has_no_cuda_gpu() -> None:
    top = _top("Raspberry Pi 4, tensorflow 2.15\n>>> tf.config.list_physical_devices('GPU')\n[]")
    assert top.cause == "gpu_not_detected"
    assert "Raspberry Pi has no CUDA GPU" in top.fix
    assert "and-cuda" not in top.fix


def test_no_avx_names_the_last_release_built_without_it() -> None:
    """PyPI's wheels use AVX from 1.6 (the tables' cpu_baseline): 1.5 is the last one without."""
    top = _top("import tensorflow\nIllegal instruction (core dumped)")
    assert top.cause == "cpu_no_avx"
    assert "TensorFlow 1.5, the last PyPI release built without AVX" in top.fix


@pytest.mark.parametrize("crash", [
    "Process finished with exit code 132 (interrupted by signal 4: SIGILL)",  # POSIX's signal, as PyCharm says it
    "Process finished with exit code -1073741795 (0xC000001D)",  # Windows' STATUS_ILLEGAL_INSTRUCTION
])
def test_the_illegal_instruction_as_a_signal_or_exit_status_is_no_avx(crash: str) -> None:
    assert _top(f"import tensorflow as tf\n{crash}").cause == "cpu_no_avx"


@pytest.mark.parametrize("words", [
    "When I import tensorflow the jupyter kernel dies. TF 2.4 on an old Pentium laptop",
    "import tensorflow crashes python with no error message on my Intel Celeron N4000, tensorflow 2.8",
])
def test_an_import_said_to_crash_on_a_cpu_without_avx_is_no_avx(words: str) -> None:
    assert _top(words).cause == "cpu_no_avx"


def test_an_import_said_to_crash_on_a_cpu_with_avx_is_not_no_avx() -> None:
    assert all(e.cause != "cpu_no_avx" for e in explain("import tensorflow crashes python on my Ryzen 7 5800X"))


def test_a_build_asking_for_more_than_pypis_wheels_is_a_custom_build() -> None:
    """cpu_feature_guard naming FMA or AVX2: PyPI's wheels need only AVX (the tables), so the build is another one."""
    top = _top("F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use FMA "
               "instructions, but these aren't available on your machine.\nAborted (core dumped)")
    assert top.cause == "cpu_no_avx"
    assert "without FMA" in top.fix
    assert "1.5" not in top.fix


def test_a_jetsons_cuda_is_jetpacks_so_a_build_for_another_cuda_needs_nvidias_wheel() -> None:
    paste = ("Jetson Xavier NX, JetPack 4.4, CUDA 10.2\n>>> import tensorflow\n"
             "ImportError: libcudart.so.10.0: cannot open shared object file: No such file or directory")
    (found, *_) = explain(paste)
    assert found.cause == "cuda_libs_missing"
    assert "CUDA 10.2 here" in found.fix
    assert "redist/jp/" in found.fix
    assert "can sit beside" not in found.fix  # JetPack's CUDA is not swapped for the build's
    unsaid = explain("on my jetson nano:\nImportError: libcublas.so.10.0: cannot open shared object file: No such "
                     "file or directory")[0]
    assert "LD_LIBRARY_PATH" in unsaid.fix  # the JetPack's CUDA not shown: it may be the build's, the path missing
    desktop = explain("CUDA 10.2 installed\nImportError: libcudart.so.10.0: cannot open shared object file: No such "
                      "file or directory")[0]
    assert "JetPack" not in desktop.fix


def test_xavier_as_a_name_is_no_jetson() -> None:
    """Xavier alone is a person's name (a thanked commenter): the module's name (Xavier NX, AGX Xavier) is a Jetson."""
    log = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
           "'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory")
    thanked = _top(f"Thanks Xavier for the pointer. I'm on Ubuntu 20.04 with tensorflow 2.11\n{log}")
    assert "JetPack" not in thanked.fix
    board = _top(f"On my Xavier NX with tensorflow 2.11\n{log}")
    assert "JetPack" in board.fix


def test_a_container_on_a_jetson_needs_the_nvidia_runtime() -> None:
    paste = ("Jetson Xavier NX, JetPack 4.6, running my image with docker-compose\n"
             "ImportError: libcudart.so.10.2: cannot open shared object file: No such file or directory\n"
             "error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or "
             "directory")
    found = _top(paste)
    assert found.cause == "container_gpu_not_exposed", found
    assert "--runtime nvidia" in found.fix
    assert "default-runtime" in found.fix
    desktop = _top("docker-compose up\nerror while loading shared libraries: libcuda.so.1: cannot open shared object "
                   "file: No such file or directory")
    assert "default-runtime" not in desktop.fix  # a desktop GPU gets the device reservation, not Jetson's runtime


_DEPS_MISSING = ("$ conda install -c apple tensorflow-deps\n"
                 "PackagesNotFoundError: The following packages are not available from current channels:\n"
                 "  - tensorflow-deps\n\nCurrent channels:\n\n  - https://conda.anaconda.org/apple/osx-64\n"
                 "  - https://conda.anaconda.org/apple/noarch\n  - https://repo.anaconda.com/pkgs/main/osx-64\n")


def test_an_x86_conda_on_apple_silicon_cannot_install_tensorflow_deps() -> None:
    found = _top(f"Setting up TensorFlow on my MacBook Pro M2 following Apple's guide\n{_DEPS_MISSING}")
    assert (found.cause, found.level) == ("python_unsupported", "error"), found
    assert "Rosetta" in found.meaning
    assert "arm64" in found.fix
    assert "Miniforge" in found.fix


def test_tensorflow_deps_on_an_x86_conda_with_no_chip_named_is_uncertain_which_mac() -> None:
    found = _top(_DEPS_MISSING)
    assert found.cause == "python_unsupported", found
    assert found.meaning.startswith("uncertain")
    assert "Intel Mac" in found.fix
    assert "arm64" in found.fix


def test_the_piwheels_index_with_no_tensorflow_names_the_pythons_it_has_wheels_for() -> None:
    paste = ("pi@raspberrypi:~ $ pip3 install tensorflow==1.13.1\n"
             "Looking in indexes: https://pypi.org/simple, https://www.piwheels.org/simple\n"
             "ERROR: Could not find a version that satisfies the requirement tensorflow==1.13.1 (from versions: none)\n"
             "ERROR: No matching distribution found for tensorflow==1.13.1")
    found = _top(paste)
    assert found.cause == "python_unsupported", found
    assert "3.7" in found.fix
    assert "piwheels" in found.fix
    listed = _top(paste.replace("(from versions: none)", "(from versions: 1.12.0, 1.13.1)"))
    assert "piwheels index pip searched" not in listed.fix  # a list of versions is pinned instead


def test_a_mac_named_beside_a_linux_machine_does_not_decide_that_the_gpu_is_unsupported() -> None:
    """macOS has no CUDA; a Mac said in passing beside the Ubuntu machine that fails leaves the checklist open."""
    listed = 'tf.config.list_physical_devices("GPU") returns []'
    mac = explain(f"On my M1 Mac {listed}")[0]
    assert (mac.cause, "uncertain" in mac.meaning) == ("gpu_not_detected", False)
    both = explain(f"It works on my M1 Mac. On the Ubuntu 20.04 box with an RTX 3080, {listed}")[0]
    assert (both.cause, "uncertain" in both.meaning) == ("gpu_not_detected", True)
