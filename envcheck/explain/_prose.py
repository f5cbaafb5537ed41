"""What the user's own words decide when no log line does: memory, slow training, an old GPU, a Python.

Each reading needs words of a failure (out of memory, a GPU not used, an install refused) beside the
values the paste gives; what the words cannot decide is said as uncertain, naming what would decide it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck.compat import (
    arch,
    arch_first_cuda,
    first_release,
    gpu_runs_build,
    python_before_first,
    python_fits,
    python_lines,
    wheel_pythons,
)
from envcheck.explain._architecture import _gpu_releases, _newest_for, _oldest_for
from envcheck.explain._driver import _CAUSE_FIX, _DESKTOP_ON_LINUX, _desktop_on_linux
from envcheck.explain._gpu import (
    _SMALLER_INPUT,
    _TF_BESIDE_TORCH,
    DEEPLABCUT_SMALLER,
    HOST_FIX,
    cudnn_mismatch_in_words,
)
from envcheck.explain._model import Explanation
from envcheck.explain._packages import _TF_DISTRIBUTIONS, _distribution_of, _python_pair_fix
from envcheck.explain._paste import _pip, _pythons, names_tensorflow
from envcheck.explain._platform import MSVC_FIX, VC_REDIST, _dll_init_failed, _no_avx_fix
from envcheck.tables import ComputeCapability, version_tuple

if TYPE_CHECKING:
    from envcheck.explain._paste import _Paste

_SMALLER = ("reduce the batch size (`batch_size`; or the input or model size: images, sequence length, layers), "
            "evaluate and predict in batches rather than on a whole data set at once, or use mixed precision "
            "(tf.keras.mixed_precision.set_global_policy('mixed_float16'))")
_WHICH_HOLDS = ("`nvidia-smi` before the run decides: memory used there is another process's (free it); a free GPU "
                "that still runs out is the batch, the input or the model")


_PINNED = ("pin each process to its own GPU before TensorFlow starts: gpus = tf.config.list_physical_devices('GPU'); "
           "tf.config.set_visible_devices(gpus[hvd.local_rank()], 'GPU') (TensorFlow 1.x: "
           "config.gpu_options.visible_device_list = str(hvd.local_rank())), or CUDA_VISIBLE_DEVICES set to the "
           "local rank; with memory growth on (TF_FORCE_GPU_ALLOW_GROWTH=true)")


def _held_by_other_processes(flags: set[str]) -> Explanation:
    """Out of memory with another process said to use the GPU, or several processes launched on the machine."""
    if "other_gpu_user" in flags:
        return Explanation("context", "gpu_memory_in_use", "error", (), 0, "out of memory, another process",
                           ("the GPU ran out of memory and the paste says another process (or notebook) uses the GPU: "
                            "it holds the memory"), _CAUSE_FIX["gpu_memory_in_use"])
    return Explanation("context", "gpu_memory_in_use", "warning", (), 0, "out of memory, several processes", (
        "uncertain: with several processes on one machine (Horovod, MPI) out of memory is most often every process "
        "taking memory on every GPU it sees (TensorFlow pre-allocates on each, and listing the devices with "
        "device_lib.list_local_devices() does the same) because it is not pinned to its own GPU; less often a batch "
        "or model too big for one GPU; `nvidia-smi` during the run decides (several processes on one GPU)"), _PINNED)


def smaller_fix(flags: set[str]) -> str:
    """What to make smaller: the input when its size (or a batch of 1) is named, else the batch first."""
    return (_SMALLER_INPUT if "input_size_said" in flags else _SMALLER) + (
        DEEPLABCUT_SMALLER if "deeplabcut" in flags else "")


# words that make an out-of-memory another matter than the GPU's memory taken: a batch that then fit, another process,
# the machine's RAM, memory the program keeps, a killed worker
_NOT_THE_GPU_TAKEN = frozenset({"smaller_batch_worked", "other_gpu_user", "host_ram_exhausted", "ram_said",
                                "memory_grows_said", "sigkill_said", "host_out_said"})


def tf_beside_torch_said(paste: _Paste) -> Explanation | None:
    """Out of GPU memory said in words where TensorFlow and PyTorch share one run: TensorFlow's reservation first.

    One run: both imported (their import lines), or the words put them together ("TensorFlow paired with PyTorch",
    "Tensorflow is also executed"); not a switch from one to the other, nor a package list naming both.
    """
    flags = paste.ctx.flags
    one_run = "tf_torch_together" in flags or {"tf_import_line", "torch_import_line"} <= flags
    if not one_run or "oom_said" not in flags or _NOT_THE_GPU_TAKEN & flags:
        return None
    return Explanation("context", "gpu_memory_in_use", "warning", (), 0, "out of memory, TensorFlow beside PyTorch",
                       ("uncertain: out of GPU memory where TensorFlow and PyTorch share the run: TensorFlow reserves "
                        "nearly all of a GPU's memory at its first use of it and keeps it, which leaves PyTorch "
                        "little; else the batch or model is too big"), _TF_BESIDE_TORCH)


# what each package's import loads of its own that TensorFlow's libraries also use (their names in words)
_NATIVE_NAMES = {"torch": "PyTorch", "cv2": "OpenCV", "paddle": "PaddlePaddle", "mxnet": "MXNet"}


def import_order_crash(paste: _Paste) -> Explanation | None:
    """A crash where a package with native libraries of its own (PyTorch, pyarrow, OpenCV) was imported first.

    Both load builds of the same native libraries (the C++ runtime's symbols, protobuf, OpenMP/MKL); the process
    keeps the first one loaded, which the other's code may not fit. Uncertain: the other order decides. Not where the
    run went on past the imports (training's output after them: the crash is later).
    """
    first = paste.ctx.native_before_tf
    if first is None or "crash_said" not in paste.ctx.flags or "training_ran" in paste.ctx.flags:
        return None
    name = _NATIVE_NAMES.get(first, first)
    return Explanation("context", "tf_import_failed", "warning", (), 0, f"import {first}, then import tensorflow", (
        f"uncertain: the process crashed after importing {name} and then TensorFlow: both bring builds of the same "
        "native libraries (the C++ runtime's symbols, protobuf, OpenMP/MKL), the process keeps the one loaded first, "
        f"and TensorFlow's code may not fit {name}'s; importing tensorflow first decides (a crash only in this order "
        "is that)"), (f"import tensorflow before {first} (or run the two in separate processes), and upgrade both to "
                      f"releases built alike: {_upgrade_both(first, _pip(paste))}"))


def native_mutex_clash(paste: _Paste) -> Explanation | None:
    """TensorFlow's start stopping on a mutex abseil could not lock: another package's copy of the same native code.

    TensorFlow links abseil and protobuf into its own library; a package that brings other builds of them (pyarrow
    beside TensorFlow 2.20 is the one reported, tensorflow#98563 and #99464: one import order aborts with "mutex lock
    failed", the other hangs on "RAW: Lock blocking") leaves the process two copies sharing one symbol's state.
    Uncertain which package: the program's imports decide. Not without TensorFlow named, nor in another framework's
    paste, nor after training ran (a crash at exit is not the start).
    """
    flags = paste.ctx.flags
    if ("native_mutex_clash" not in flags or not names_tensorflow(paste.ctx)
            or {"pytorch", "jax", "training_ran"} & flags):
        return None
    first = paste.ctx.native_before_tf
    other = (f"{_NATIVE_NAMES.get(first, first)}, imported before it" if first
             else "most often pyarrow, where a package imports it")
    return Explanation("context", "dependency_conflict", "warning", (), 0, "a mutex abseil could not lock", (
        "uncertain which package: the process stopped on a mutex abseil could not lock (an abort, or a hang on 'Lock "
        "blocking'), the sign of two builds of the same native libraries (abseil, protobuf) in one process: "
        f"TensorFlow's own and another package's ({other}; TensorFlow 2.20 beside pyarrow is the one reported); "
        "importing TensorFlow alone in a fresh process decides"), (
        "run TensorFlow in a process without that package (changing the import order swaps the abort for the hang), "
        "and keep to releases reported to work together until both are built alike: TensorFlow 2.19 where pyarrow "
        "is the other"))


def _upgrade_both(module: str, pip: str) -> str:
    """The command upgrading TensorFlow and the distribution a module comes from (OpenCV's: the build installed)."""
    if module == "cv2":
        return (f"`{pip} install -U tensorflow` and the OpenCV build installed (opencv-python, or its -headless or "
                "-contrib build)")
    return f"`{pip} install -U tensorflow {_distribution_of(module) or module}`"


def run_killed(paste: _Paste) -> Explanation | None:
    """A TensorFlow run the shell reports `Killed` (SIGKILL), alone on its line: most often the kernel's OOM killer.

    A scheduler's limit or `kill -9` ends a run the same way: said as uncertain. Not another framework's run, where
    TensorFlow is not in the paste, nor where another reason or program is shown (a time limit, pip installing).
    """
    flags = paste.ctx.flags
    if ("killed_line" not in flags or {"pytorch", "jax", "killed_elsewhere"} & flags
            or ("tensorflow_named" not in flags and paste.release() is None)):
        return None
    return Explanation("context", "model_too_large", "warning", (), 0, "Killed", (
        "uncertain: the process was killed (SIGKILL, the shell's `Killed`): most often the kernel's out-of-memory "
        "killer, the machine's RAM (not the GPU's) too small for the data, model or batch held in it; a scheduler's "
        "limit or `kill -9` ends a run the same way; the kernel's log decides (`dmesg | grep -i -E 'killed "
        "process|out of memory'`)"), HOST_FIX)


def shared_gpu_failing(paste: _Paste) -> Explanation | None:
    """TensorFlow in pods that share one GPU, out of memory or failing when they run together: each maps nearly all.

    Time-slicing shares a GPU's time and gpushare schedules by the memory a pod requests; neither limits what a
    process maps, and TensorFlow maps nearly all of a GPU's free memory when it starts, so the first one takes it.
    Out of memory said decides it; pods failing only together is said as uncertain; a pod failing alone is not this.
    """
    flags = paste.ctx.flags
    if ("gpu_shared_pods" not in flags or not {"tensorflow_named", "tf_serving"} & flags
            or not {"oom_said", "pods_together_said"} & flags or {"pytorch", "jax", "pod_alone_said"} & flags):
        return None
    hedge = "" if "oom_said" in flags else "uncertain (no out of memory is shown): "
    return Explanation("context", "gpu_memory_in_use", "warning", (), 0, "a GPU shared among pods", (
        f"{hedge}the GPU is shared among pods (time-slicing, gpushare), which divides its time or schedules by the "
        "memory a pod asks for but does not limit what a process maps; TensorFlow maps nearly all of a GPU's free "
        "memory when it starts, so the first TensorFlow on the GPU takes it and the others run out of memory or "
        "crash"), (
        "in every pod, let TensorFlow take only its share: export TF_FORCE_GPU_ALLOW_GROWTH=true, or cap it with "
        "tf.config.set_logical_device_configuration(gpu, [tf.config.LogicalDeviceConfiguration(memory_limit=MB)]) "
        "(TensorFlow Serving: --per_process_gpu_memory_fraction about 1/N with N pods on a GPU; TensorFlow 1.x: the "
        "session's per_process_gpu_memory_fraction)"))


def said_memory(paste: _Paste) -> Explanation | None:
    """Out of GPU memory said in words, with no allocator line: the words decide between the batch and the GPU taken.

    A smaller batch that then fit is the batch (decided); another process or notebook said to use the GPU is that
    process; a batch, input or model size named beside it, training, or TensorFlow's ResourceExhausted is most
    likely the size (a tensor allocated in the run); nothing more is either, the size first (the more common cause in
    the labelled sets, where an out-of-memory that says nothing of why was mostly the batch or model). Not
    the machine's RAM, memory growing step by step (the program keeps it), a run said to go on regardless or the
    allocator's "not a failure" as the only memory line (its warnings), nor another framework's or package's
    paste (PyTorch, JAX, code importing another package and no TensorFlow): their fixes are not TensorFlow's
    (PyTorch beside TensorFlow: tf_beside_torch_said).
    """
    flags = paste.ctx.flags
    # the run goes on regardless (not the first of two programs said to run fine, the second one failing, nor the
    # run said to work on the CPU or another machine: that one's failing memory is the GPU's only with a GPU in sight)
    elsewhere = "runs_fine_elsewhere" in flags
    going_on = "runs_fine_said" in flags and not {"smaller_batch_worked", "other_gpu_user"} & flags and not elsewhere
    host = elsewhere and not {"gpu_mentioned", "nvidia_gpu_named", "resource_exhausted_said"} & flags
    if "oom_said" not in flags or going_on or host or {"host_ram_exhausted", "ram_said", "memory_grows_said",
                                                       "sigkill_said", "host_out_said"} & flags:
        return None  # the machine's RAM, memory the program keeps (a leak), a killed worker, the allocator's warnings
    if ({"pytorch", "jax"} & flags or ("imports_other_package" in flags and "tensorflow_named" not in flags)
            or (paste.has("bfc_not_a_failure") and not {"smaller_batch_worked", "other_gpu_user"} & flags)):
        return None  # another framework's or package's memory: TensorFlow's fixes (memory growth) do not apply; or
        # the only memory line is the allocator's own "this is not a failure": the words retell it
    if "smaller_batch_worked" in flags:
        return Explanation("context", "model_too_large", "error", (), 0, "out of memory, a smaller batch fits",
                           ("the GPU ran out of memory and a smaller batch fits: the batch (with the model's "
                            "activations for it) is too big for this GPU's memory"), _SMALLER)
    if "other_gpu_user" in flags or ("multi_process_launch" in flags and "batch_said" not in flags):
        return _held_by_other_processes(flags)
    if {"batch_said", "input_size_said", "training_said", "resource_exhausted_said"} & flags:
        what = ("with the input's size named (a long track, a large image, a batch of 1)" if "input_size_said" in flags
                else "with the batch (or the input or model) named" if "batch_said" in flags else
                "during training (TensorFlow's ResourceExhausted is a tensor it could not allocate in the run)")
        return Explanation("context", "model_too_large", "warning", (), 0, "out of memory in training", (
            f"uncertain: the GPU ran out of memory {what}; most often the batch, the input or the model is too big "
            "for the GPU (a batch of 1 still holds the model, its activations for the largest input, and any data "
            "set evaluated at once), less often another process holds the memory; " + _WHICH_HOLDS),
            f"{smaller_fix(flags)}; {_CAUSE_FIX['gpu_memory_in_use']}")
    return Explanation("context", "model_too_large", "warning", (), 0, "out of memory", (
        "uncertain: the GPU ran out of memory and the paste does not say why: a batch or model too big for it, or "
        "another process holding it (another run, a notebook, a stuck process); " + _WHICH_HOLDS),
        f"{_SMALLER}; if the GPU's memory is taken before the run, {_CAUSE_FIX['gpu_memory_in_use']}")


def memory_taken_at_start(paste: _Paste) -> Explanation | None:
    """TensorFlow's own start-up figures with under a tenth of a GPU's memory free: another process holds it.

    TensorFlow 1.x prints each GPU's total and free memory as it finds it, before it allocates anything ("totalMemory:
    10.73GiB freeMemory: 64.56MiB"): what is not free then is another process's (a display takes a few hundred MiB).
    Only where every GPU shown is so (with another free, the run may use that one; and a later session's reprinted
    figures, after the first one allocated, show TensorFlow's own use on the GPU it took), and not on a Jetson (its
    GPU shares the system's memory).
    """
    ctx = paste.ctx
    taken = ctx.memory_taken_at_start
    if taken is None or ctx.gpus_with_room or {"pytorch", "jax", "arm_machine"} & ctx.flags:
        return None
    return Explanation("context", "gpu_memory_in_use", "warning", (), 0, f"a GPU with {taken} at start", (
        f"TensorFlow found a GPU with {taken} when it started, before it allocated anything: another process (another "
        "run, a notebook's kernel, a stuck process) holds the rest, so this run will run out of memory on it"),
        _CAUSE_FIX["gpu_memory_in_use"])


_GROWTH = ("let each process take only what it needs: export TF_FORCE_GPU_ALLOW_GROWTH=true (every session and "
           "runtime reads it), or tf.config.experimental.set_memory_growth(gpu, True) for each GPU right after import "
           "(TensorFlow 1.x: config.gpu_options.allow_growth = True), or a cap: tf.config.set_logical_device_"
           "configuration(gpu, [tf.config.LogicalDeviceConfiguration(memory_limit=4096)]) (1.x: "
           "config.gpu_options.per_process_gpu_memory_fraction = 0.4)")


def all_memory_said(paste: _Paste) -> Explanation | None:
    """All of the GPU's memory said taken by TensorFlow, and nothing failing: its pre-allocation, by design.

    TensorFlow maps nearly all of a GPU's free memory when it first starts on it, so a second process finds none:
    information (nothing failed; the fix shares the GPU), not a verdict, as users say so of healthy runs too;
    with memory growth already set in the paste, the setting did not reach what started on the GPU first (a
    session or a library's import before it), said as uncertain. Not another framework's paste, nor all the memory
    wanted ("how can I make tensorflow use all of the GPU memory?").
    """
    flags = paste.ctx.flags
    said = "all_memory_said" in flags and bool({"tensorflow_named", "tf_serving"} & flags)
    if (not (said or "all_memory_words" in flags)
            or {"pytorch", "jax", "ram_said", "host_ram_exhausted", "all_memory_wanted"} & flags):
        return None  # (the sentence reader's all_memory_words has another framework ruled out sentence by sentence)
    evidence = "all of the GPU's memory taken, in words"
    if "growth_set" in flags and not said:
        return None  # only the sentence reader's wording, beside memory growth set: too weak for the setting's verdict
    if "growth_set" in flags:
        return Explanation("context", "gpu_config_after_init", "warning", (), 0, evidence, (
            "uncertain: the paste sets memory growth, yet the GPU's memory is all taken: the setting reaches only the "
            "session (or runtime) it is given, and a session or GPU use that started before it with the default "
            "configuration (a library whose import opens one, Keras's own session before set_session, an earlier "
            "notebook cell) has already mapped the memory; where the GPU is first used decides"), (
            "export TF_FORCE_GPU_ALLOW_GROWTH=true before the program starts (every session and runtime reads it), or "
            "set growth before anything imports or runs on the GPU: the allow_growth session first (Keras: "
            "set_session before building the model), in TensorFlow 2 tf.config.experimental.set_memory_growth right "
            "after import; in a notebook, restart the kernel"))
    fix = (("start each model server with its share: tensorflow_model_server --per_process_gpu_memory_fraction=0.4 "
            "(or TF_FORCE_GPU_ALLOW_GROWTH=true in its environment)") if "tf_serving" in flags else _GROWTH)
    return Explanation("context", "gpu_memory_in_use", "info", (), 0, evidence, (
        "TensorFlow maps nearly all of a GPU's free memory when it first starts on it (by design, whatever the model "
        "needs): nvidia-smi shows the GPU full, and another process on it (a second model server, notebook, worker "
        "or program) finds none left"), fix)


def addon_installed_elsewhere(paste: _Paste) -> Explanation | None:
    """An add-on the paste installs (pip/conda, or said installed) whose module the running Python cannot find.

    Installed and not importable, with nothing failing in the install, is two Pythons: pip3, conda or the shell's
    pip put it into one environment and the script or notebook kernel runs another. Not where pip found nothing to
    install, nor on Colab or Kaggle (their `!pip` installs into the kernel's own Python).
    """
    ctx = paste.ctx
    module = ctx.addon_missing
    if (module is None or module.replace("_", "-") not in ctx.addons_installed
            or paste.has("no_matching_distribution") or {"install_failed_said", "colab", "kaggle"} & ctx.flags):
        return None
    dist = module.replace("_", "-")
    where = "the Jupyter kernel" if "jupyter" in ctx.flags else "the Python that ran this"
    evidence = f"No module named '{module}', {dist} installed"
    return Explanation("context", "wrong_interpreter", "error", (), 0, evidence, (
        f"{dist} was installed, yet {where} cannot import {module}: it is not the environment the install went into "
        "(pip3, conda or the shell's pip serve another Python)"), (
        f"install it with the interpreter that runs the code: `python -m pip install {dist}` with that exact python "
        f"(print sys.executable; in a notebook `%pip install {dist}`), or select the kernel of the environment that "
        "has it (python -m ipykernel install --user --name ENV)"))


def cudnn_mismatch_said(paste: _Paste) -> Explanation | None:
    """The cuDNN version said in words not to fit ("cudnn版本不匹配", "cudnn version mismatch"), no log line of it.

    Words alone: a warning. Not another framework's cuDNN (its own build decides), nor beside words that it runs fine,
    nor where the cuDNN the paste names is one the release's build accepts (the same major, the same or a newer minor).
    """
    ctx, rel = paste.ctx, paste.release()
    have = ctx.cudnn_installed
    if ("cudnn_mismatch_said" not in ctx.flags or {"pytorch", "jax", "runs_fine_said"} & ctx.flags
            or (rel is not None and rel.cudnn and have and version_tuple(have)[:1] == version_tuple(rel.cudnn)[:1]
                and version_tuple(have)[1:2] >= version_tuple(rel.cudnn)[1:2])):
        return None
    cause, _, meaning, fix = cudnn_mismatch_in_words(paste, "no log line of cuDNN is in the paste")
    return Explanation("context", cause, "warning", (), 0, "the cuDNN version, in words", meaning, fix)


def old_gpu_said(paste: _Paste) -> Explanation | None:
    """A GPU (its name or compute capability in words) that no release of the current major runs, and no version.

    Without a version the release installed decides, so it is said as uncertain; a GPU no release runs at all
    is decided elsewhere (the checklist's versions).
    """
    cc, rel = paste.cc(), paste.release()
    required = paste.ctx.required_cc
    if {"pytorch", "jax", "other_framework_said"} & paste.ctx.flags and "tensorflow_named" not in paste.ctx.flags:
        return None  # (another framework's or program's build: not TensorFlow's)
    if cc and required and arch(cc) < arch(required) and not paste.has("gpu_created"):
        newest = _newest_for(paste, cc)
        gpu = paste.ctx.gpu_names[0] if paste.ctx.gpu_names else f"the GPU of compute capability {cc}"
        return Explanation("context", "gpu_too_old", "error", (), 0, f"{gpu}, compute capability {required} required", (
            f"{gpu} has compute capability {cc}, below the {required} the paste says the build requires: it is "
            "ignored, and TensorFlow runs on the CPU"), (f"a build for compute capability {cc}: TensorFlow "
            f"{newest.line} is the newest release built for it" if newest else "a newer GPU, or the CPU") + (
            f"; or build from source with TF_CUDA_COMPUTE_CAPABILITIES={cc}" if newest else ""))
    releases = _gpu_releases(paste)
    if cc is None or rel is not None or not releases or paste.has("gpu_created", "gpu_ignored") or {
            "gpu_list_nonempty", "device_list_gpu"} & paste.ctx.flags:
        return None
    newest = _newest_for(paste, cc)
    if newest is None or newest.key[:1] >= releases[-1].key[:1]:
        return None
    gpu = paste.ctx.gpu_names[0] if paste.ctx.gpu_names else f"a GPU of compute capability {cc}"
    where = " with GPU support on native Windows" if paste.ctx.windows else ""
    return Explanation("context", "gpu_too_old", "warning", (), 0, gpu, (
        f"uncertain: {gpu} (compute capability {cc}) is older than every TensorFlow {releases[-1].key[0]} release"
        f"{where} is built for: TensorFlow {newest.line} is the newest that runs it, so a newer one ignores it (the "
        "version installed decides: `pip show tensorflow`)"), (
        f"TensorFlow {newest.line} is the newest release{where} built for compute capability {cc}: install it (or "
        f"build TensorFlow from source with TF_CUDA_COMPUTE_CAPABILITIES={cc}), or use a newer GPU"))


def new_gpus_said(paste: _Paste) -> Explanation | None:
    """A CUDA said not to run the newest GPUs, no GPU named: the first architecture it predates, from the tables.

    Uncertain: the GPU in use decides (`nvidia-smi -L`); the fix is the first release with kernels for it.
    """
    said = paste.ctx.cuda_before_new_gpus
    if said is None or paste.cc() is not None:
        return None
    key = version_tuple(said)
    families: dict[int, tuple[tuple[int, ...], tuple[int, int], ComputeCapability]] = {}  # a major's first member
    for c in paste.tables.capabilities:  # (a build's binaries for X.0 run on X.y: only a new major is out of reach)
        if "unknown" not in c.architecture and (first := arch_first_cuda(paste.tables, c.compute_capability)):
            entry = (version_tuple(first), arch(c.compute_capability), c)
            if entry[1][0] not in families or entry[:2] < families[entry[1][0]][:2]:
                families[entry[1][0]] = entry
    later = sorted((e for e in families.values() if e[0][:len(key)] > key), key=lambda e: e[:2])
    if not later or (oldest := _oldest_for(paste, (gpu := later[0][2]).compute_capability)) is None:
        return None
    first = ".".join(map(str, later[0][0]))
    return Explanation("context", "gpu_too_new", "warning", (), 0, f"CUDA {said}, newer GPUs", (
        f"uncertain: the words say CUDA {said} does not run the newest GPUs: {gpu.architecture} (compute capability "
        f"{gpu.compute_capability}) and later need CUDA {first} or newer, which a build with CUDA {said} predates; "
        "the GPU in use decides (`nvidia-smi -L`)"), (
        f"use a TensorFlow built with CUDA {first} or newer: TensorFlow {oldest.line} (CUDA {oldest.cuda_build}) is "
        f"the first with kernels for compute capability {gpu.compute_capability} (or an image built on it), or an "
        "older GPU"))


def other_interpreter_said(paste: _Paste) -> Explanation | None:
    """The notebook, the IDE or pip said to use another Python than the one TensorFlow is in (or was meant for).

    Only where TensorFlow (or Keras) is named; not beside words that it runs fine, nor another framework's.
    """
    ctx = paste.ctx
    if ("other_interpreter_said" not in ctx.flags or "tf_family_named" not in ctx.flags
            or {"runs_fine_said", "pytorch", "jax"} & ctx.flags):
        return None
    pip = _pip(paste)
    return Explanation("context", "wrong_interpreter", "warning", (), 0, "another Python, in words", (
        "the words say the code runs under another Python (an IDE's interpreter, a notebook kernel, an environment) "
        "than the one TensorFlow was installed into, or pip installed into another: a package installed for one "
        "interpreter is not importable from another, and that one may hold another TensorFlow"), (
        f"install TensorFlow with the interpreter that runs the code (`python -m {pip} install tensorflow` with that "
        "python; print sys.executable where the code runs), or run the code with the one that has it: in Jupyter "
        "register the environment's kernel (`python -m ipykernel install --user --name <env>`) and select it, in an "
        "IDE pick that environment's interpreter"))


def gpu_needs_newer_said(paste: _Paste) -> Explanation | None:
    """A GPU said to need a newer TensorFlow or CUDA ("RTX 3080 ... only with tensorflow 2.4+"), as the tables say.

    Uncertain: the TensorFlow in use decides. Not where the words disagree with the tables (a release said needed
    that is neither the first whose kernels run the GPU nor the one after, a CUDA of another major than the first
    that knows it or more than one minor past it), nor where the paste shows a release other than the one said
    needed that runs the GPU.
    """
    said, tables = paste.ctx.gpu_needs, paste.tables
    if said is None:
        return None
    what, version, family = said
    cc = family or paste.cc()
    if cc is None or (oldest := _oldest_for(paste, cc)) is None or (first := arch_first_cuda(tables, cc)) is None:
        return None
    key, oldest_key, first_key = version_tuple(version), oldest.key[:2], version_tuple(first)[:2]
    if what == "tensorflow" and not (oldest_key <= key[:2] <= (oldest_key[0], oldest_key[1] + 1)):
        return None  # the words and the tables disagree (a release that is not the GPU's first, give or take one)
    if what == "cuda" and (key[:1] != first_key[:1] or (len(key) > 1 and key[1] > first_key[1] + 1)):
        return None
    # a release shown beside the one said needed that runs the GPU: it is not what fails
    shown = {r for r in paste.ctx.tensorflows_named if version_tuple(r)[:2] != key[:2] or what == "cuda"}
    rel = paste.release()
    if (rel is not None and (rel.key[:2] != key[:2] or what == "cuda") and gpu_runs_build(tables, rel, cc).runs) or any(
            (m := tables.release(r)) is not None and gpu_runs_build(tables, m.release, cc).runs for r in shown):
        return None
    info = tables.capability(cc)
    gpu = paste.ctx.gpu_names[0] if paste.ctx.gpu_names and not family else (
        f"{info.architecture} GPU" if info else f"GPU of compute capability {cc}")
    needed = f"TensorFlow {version}" if what == "tensorflow" else f"CUDA {version}"
    return Explanation("context", "gpu_too_new", "warning", (), 0, f"the {gpu} said to need {needed}", (
        f"uncertain: the words say the {gpu} needs {needed} or newer, as the tables do: its architecture (compute "
        f"capability {cc}) is known from CUDA {first}, and TensorFlow {oldest.line} (CUDA {oldest.cuda_build}) is the "
        "first whose kernels run it, so an older TensorFlow (one an older project or its pins install) has no "
        "kernels, cuBLAS or cuDNN for it; `pip show tensorflow` on that machine decides"), (
        f"use TensorFlow {oldest.line} or newer (built with CUDA {oldest.cuda_build}) with the CUDA and cuDNN of its "
        "build, or an NGC container made for the GPU; code pinned to an older TensorFlow needs that upgrade"))


def newer_gpu_fails_said(paste: _Paste) -> Explanation | None:
    """The run said to work on an older GPU, another GPU of a newer architecture named: the build predates that one.

    Uncertain: the words pair a GPU with "works fine" clause by clause; the newest GPU named outside those clauses is
    the one that fails. A release in the paste whose build runs on it says nothing of the kind.
    """
    ctx, tables = paste.ctx, paste.tables
    working = [(name, cc) for name in ctx.gpus_working if (cc := tables.compute_capability_of(name))]
    failing = [(name, cc) for name in ctx.gpu_names
               if name not in ctx.gpus_working and (cc := tables.compute_capability_of(name))]
    if not working or not failing:
        return None
    new, new_cc = max(failing, key=lambda gpu: arch(gpu[1]))
    old, old_cc = max(working, key=lambda gpu: arch(gpu[1]))
    rel = paste.release()
    if arch(new_cc)[0] <= arch(old_cc)[0] or (rel is not None and gpu_runs_build(tables, rel, new_cc).runs):
        return None  # (a build's kernels for X.0 run on X.y: only a newer major is out of its reach)
    info, target = tables.capability(new_cc), _oldest_for(paste, new_cc)
    if info is None or target is None:
        return None
    return Explanation("context", "gpu_too_new", "warning", (), 0, f"{old} works, {new} does not", (
        f"uncertain: the words say the run works on the {old} (compute capability {old_cc}) and the paste names the "
        f"{new} ({info.architecture}, {new_cc}) besides: most likely the build in use predates it, and builds before "
        f"TensorFlow {target.line} (CUDA {target.cuda_build}) have no kernels for it (PTX, where a build has some, is "
        f"compiled at start: slow, or wrong on some releases); the CUDA and TensorFlow on the {new}'s machine "
        "decide"), (
        f"use TensorFlow {target.line} or newer on the {new} (a build made with CUDA {target.cuda_build} or newer, "
        "or an image built on one), the first with kernels for compute capability " + new_cc))


def _never_on_windows(paste: _Paste, py: str) -> Explanation | None:
    """A Python that TensorFlow's Linux wheels had but no Windows wheel ever did (2.7), on native Windows."""
    if not paste.ctx.windows or not (linux := python_lines(paste.tables, py)):
        return None
    windows = [r for r in paste.tables.releases if r.windows_python]
    return Explanation("context", "python_unsupported", "error", (), 0, f"Windows, Python {py}",
                       (f"no TensorFlow release has Windows wheels for Python {py} (only Linux and macOS had them, "
                        f"{linux[0].line}-{linux[-1].line})"),
                       (f"install a 64-bit Python 3 that TensorFlow has Windows wheels for (e.g. "
                        f"{windows[-1].windows_python[-1]} for TensorFlow {windows[-1].line}, the last with GPU "
                        f"support on native Windows; {paste.tables.newest.python[-1]} for {paste.tables.newest.line})"))


def _newer_than_every_release(paste: _Paste, py: str) -> Explanation | None:
    """A Python newer than every release's (3.14 beside 2.21's 3.10-3.13): no TensorFlow installs on it yet."""
    newest = paste.tables.newest
    if "tensorflow_named" not in paste.ctx.flags or not newest.python or \
            version_tuple(py)[:2] <= version_tuple(newest.python[-1])[:2]:
        return None  # another package's install on a new Python is not TensorFlow's
    return Explanation("context", "python_unsupported", "error", (), 0, f"Python {py}", (
        f"no TensorFlow release has wheels for Python {py} yet: the newest, {newest.line}, has them for Python "
        f"{newest.python[0]}-{newest.python[-1]}, so pip finds none"), (
        f"use Python {newest.python[-1]} (e.g. a venv with python{newest.python[-1]}) for TensorFlow {newest.line}, "
        "or wait for a release with wheels for this Python"))


def python_32bit_said(paste: _Paste) -> Explanation | None:
    """A 32-bit Python (its banner, folder, wheels) installing TensorFlow or importing it: no TensorFlow wheel fits."""
    flags = paste.ctx.flags
    installing = {"install_asked", "install_failed_said", "pip_named"} & flags
    importing = "import_error_shown" in flags and "tf_native_import" in flags  # TensorFlow's native module failing
    if "python_32bit" not in flags or not {"tensorflow_named", "tf_family_named"} & flags or not (
            installing or importing):
        return None
    meaning = ("this Python is 32-bit (x86): TensorFlow publishes 64-bit wheels only, so pip finds none for it, of "
               "any release")
    if "python_64bit" in flags:  # a 64-bit Python named too: which one pip belongs to is not shown
        return Explanation("context", "python_unsupported", "warning", (), 0, "a 32-bit and a 64-bit Python", (
            "uncertain: the paste names a 32-bit Python and a 64-bit one; if pip belongs to the 32-bit one, "
            f"{meaning}; {_BITS_DECIDE}"), _TO_64BIT)
    return Explanation("context", "python_unsupported", "error", (), 0, "a 32-bit Python", meaning, _TO_64BIT)


_TO_64BIT = "install a 64-bit Python (python.org's \"x86-64\" installer) and pip install tensorflow with it"
_BITS_DECIDE = ("`python -c \"import struct; print(struct.calcsize('P') * 8)\"`, run with the Python that pip "
                "belongs to (`pip --version` names it), decides: 32 is this")


def no_avx_said(paste: _Paste) -> Explanation | None:
    """The CPU said to lack AVX, TensorFlow named and something said or shown to fail: its wheels use AVX since 1.6.

    (An import failing beside it is the checklist's reading; this one is a program or service said not to work.)
    """
    flags = paste.ctx.flags
    if ("no_avx_said" not in flags or not {"tensorflow_named", "tf_family_named"} & flags
            or not {"failure_words", "breaks_said", "start_crash_said", "import_fail_said"} & flags
            or {"pytorch", "jax"} & flags):
        return None
    return Explanation("context", "cpu_no_avx", "error", (), 0, "the CPU said to lack AVX", (
        "the paste says the CPU lacks AVX (or AVX2), which TensorFlow's binaries use: PyPI's wheels since 1.6 need "
        "AVX, and some builds (images, TensorFlow Lite add-ons) AVX2 as well; without it the import or the first op "
        "dies with an illegal instruction"), _no_avx_fix(paste.tables, flags))


def dll_init_said(paste: _Paste) -> Explanation | None:
    """Windows' words that a DLL failed to initialise, said of TensorFlow with no import line shown.

    "While importing TensorFlow, a dynamic link library (DLL) initialization routine failed": the start-up of
    TensorFlow's DLL, as when the import's line is shown (the CPU named decides between AVX and the runtime).
    """
    flags = paste.ctx.flags
    if "dll_init_tf_said" not in flags or {"pytorch", "jax"} & flags:
        return None
    cause, level, meaning, fix = _dll_init_failed(paste)
    return Explanation("context", cause, "warning" if "uncertain" in meaning else level, (), 0,
                       "a DLL initialization routine failed", meaning, fix)


def shell_only_import_said(paste: _Paste) -> Explanation | None:
    """TensorFlow said to import from a shell, and a module said missing in a notebook or IDE: two interpreters.

    An IDE's selected interpreter and a notebook's kernel are each a Python of their own; the shell's environment
    having TensorFlow says nothing of theirs. Not another framework's paste.
    """
    flags = paste.ctx.flags
    if (not {"works_outside", "module_missing_said"} <= flags or not {"jupyter", "ide"} & flags
            or not names_tensorflow(paste.ctx) or {"pytorch", "jax"} & flags):
        return None
    where = "the notebook's kernel" if "jupyter" in flags else "the IDE's interpreter"
    return Explanation("context", "wrong_interpreter", "error", (), 0, "imports in a shell, not in a notebook or IDE", (
        f"the words say the import works from a shell but a module is missing in the notebook or IDE: {where} is "
        "another Python than the shell's environment, which has the packages"), (
        "make the notebook or IDE run that environment's Python: VS Code 'Python: Select Interpreter', PyCharm's "
        "project interpreter, Spyder's Python interpreter setting (with spyder-kernels installed there); for Jupyter, "
        "`python -m ipykernel install --user --name ENV` with the environment's python, then pick that kernel; "
        "`import sys; print(sys.executable)` in both shows the two"))


def arm32_said(paste: _Paste) -> Explanation | None:
    """An install said to fail on a 32-bit ARM system (armv6l, armv7l, armhf): PyPI has no TensorFlow wheel for it."""
    flags = paste.ctx.flags
    if not {"install_failed_said", "arm32", "tensorflow_named"} <= flags or {"apple_silicon", "pytorch", "jax"} & flags:
        return None  # another framework's install on the board is not TensorFlow's
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    since = f" ({first.line}+)" if first else ""
    return Explanation("context", "python_unsupported", "error", (), 0, "32-bit ARM", (
        "this is a 32-bit ARM system (armv6l/armv7l): PyPI has no TensorFlow wheel for 32-bit ARM, of any release, "
        f"so pip finds none whatever the Python (its ARM wheels are 64-bit aarch64{since})"), (
        f"a 64-bit OS (aarch64) on a board whose CPU is 64-bit (Raspberry Pi 3, 4, 5, Zero 2) and `pip install "
        f"tensorflow`{since}; on a 32-bit-only CPU (ARMv6: Pi Zero/1), TensorFlow Lite's runtime or a community "
        "build for it"))


def tf_pulled_said(paste: _Paste) -> Explanation | None:
    """Another package's install said to bring a TensorFlow release other than the one installed: its requirement.

    A package whose TensorFlow requirement excludes the one installed (lingvo 0.9.0: tensorflow==2.5.0) makes pip
    replace it; the package's release made for the TensorFlow installed is the fix, not a second TensorFlow removed.
    """
    ctx = paste.ctx
    pkg, pulled = ctx.said_versions.get("puller"), ctx.said_versions.get("pulled_tf")
    if "tf_pulled_said" not in ctx.flags or not pkg or not pulled or {"pytorch", "jax"} & ctx.flags:
        return None
    key = version_tuple(pulled)[:2]
    have = next((v for name, v in ctx.packages.items()
                 if name in _TF_DISTRIBUTIONS and version_tuple(v)[:2] != key), None)
    if have is None:
        return None
    pip, version = _pip(paste), ctx.said_versions.get("puller_version")
    release = f"{pkg} {version}" if version else pkg
    return Explanation("context", "dependency_conflict", "error", (), 0, f"{release} brings TensorFlow {pulled}", (
        f"the words say installing {release} brings TensorFlow {pulled} in place of the TensorFlow {have} there: "
        f"{release}'s requirements exclude the one installed, so pip replaces it"), (
        f"install the {pkg} release made for TensorFlow {have} (its release notes, or `{pip} download {pkg}==<release> "
        f"--no-deps` and its Requires-Dist, say which TensorFlow each needs), or keep {release} with TensorFlow "
        f"{pulled} in an environment of its own; `{pip} install {pkg} --no-deps` keeps TensorFlow {have} only where "
        "that release runs on it"))


def addon_after_upgrade_said(paste: _Paste) -> Explanation | None:
    """An add-on with compiled ops said to break after TensorFlow was upgraded: its release was built for the last one.

    tensorflow-text, -decision-forests, -io, -addons link TensorFlow's C++ ABI, which changes with each release, so
    each release of theirs is made for one TensorFlow; what failed is not shown, so this is said as uncertain.
    """
    ctx = paste.ctx
    addon, tf = ctx.said_versions.get("upgraded_addon"), ctx.said_versions.get("upgraded_tf")
    if "addon_after_tf_upgrade" not in ctx.flags or not addon or not tf or {"pytorch", "jax"} & ctx.flags:
        return None
    pip = _pip(paste)
    return Explanation("context", "dependency_conflict", "warning", (), 0, f"{addon} after TensorFlow {tf}", (
        f"uncertain: the words say {addon} broke after TensorFlow was upgraded to {tf}: {addon} is built against one "
        "TensorFlow release at a time (its compiled ops link TensorFlow's C++ ABI), so the release installed was most "
        f"likely made for the TensorFlow before; `{pip} show tensorflow {addon}` and its release notes decide"), (
        f"install the {addon} release made for TensorFlow {tf} (`{pip} install -U {addon}`, or the release its notes "
        f"pair with {tf}; none yet if {tf} is newer than its last release), or keep the TensorFlow it was made for"))


def windows_arm_said(paste: _Paste) -> Explanation | None:
    """An install said to fail on Windows on ARM: PyPI has no wheel for it (uncertain where an x64 Python is said)."""
    flags = paste.ctx.flags
    if not {"install_failed_said", "windows_arm", "tensorflow_named"} <= flags or {
            "python_x64", "wsl", "docker", "linux", "pytorch", "jax"} & flags:
        return None
    first = first_release(paste.tables, lambda r: r.aarch64_wheel)
    since = f" ({first.line}+)" if first else ""
    fix = (f"run TensorFlow in WSL2, whose Linux is aarch64 and has PyPI wheels{since} (`pip install tensorflow` "
           "there), or on an x86-64 machine; TensorFlow publishes no native Windows ARM build, and an x64 Python "
           "(emulated) gets the win_amd64 wheels, which need AVX: Windows 11's x64 emulation has it from 24H2 only")
    if "x64_python_said" in flags:  # an x64 Python said to be the one used: its wheels exist, AVX decides
        return Explanation("context", "python_unsupported", "warning", (), 0, "Windows on ARM", (
            "uncertain: this is Windows on ARM, where an ARM64 Python gets no TensorFlow wheel; the x64 Python the "
            "words name (emulated) gets the win_amd64 wheels, which need AVX in the emulation (Windows 11 24H2+): "
            '`python -c "import platform; print(platform.machine())"` and the Windows version decide'), fix)
    return Explanation("context", "python_unsupported", "error", (), 0, "Windows on ARM", (
        "this is Windows on ARM: PyPI has no TensorFlow wheel for it (none for win_arm64 or 32-bit ARM, of any "
        "release), so pip finds none with its native Python"), fix)


def desktop_gpu_said(paste: _Paste) -> Explanation | None:
    """The GPU (or NVIDIA's container toolkit) said not to work under Docker Desktop on Linux: its VM has no GPU.

    Docker Desktop for Linux runs its engine in a virtual machine without the NVIDIA driver or toolkit; NVIDIA
    supports the toolkit with Docker Engine only (nvidia-container-toolkit#83, #175).
    """
    flags = paste.ctx.flags
    if not (_desktop_on_linux(paste) and {"gpu_mentioned", "container_toolkit_named", "gpus_flag"} & flags
            and {"incompatible_said", "gpu_list_empty"} & flags):
        return None
    cause, level, meaning, fix = _DESKTOP_ON_LINUX
    return Explanation("context", cause, level, (), 0, "GPU under Docker Desktop on Linux", meaning, fix)


def compose_gpu_said(paste: _Paste) -> Explanation | None:
    """A compose file's GPU request (a device reservation, `runtime: nvidia`) said not to work, with no error shown.

    Which link fails the words do not tell: a docker-compose older than device reservations (1.28), a toolkit
    not registered with Docker, or a compose whose reservation does not reach the engine (where `runtime:
    nvidia` beside it does); the container's `nvidia-smi` and `docker compose version` decide.
    """
    flags = paste.ctx.flags
    if not ({"compose_gpu", "incompatible_said"} <= flags and {"compose_file", "resources_block"} & flags):
        return None
    return Explanation("context", "container_gpu_not_exposed", "warning", (), 0, "compose GPU request not working", (
        "uncertain: the compose file asks for the GPU and the paste says it does not work, without the error: "
        "a docker-compose that predates GPU device reservations (1.28), the NVIDIA Container Toolkit not installed "
        "or not registered with Docker, or a reservation this compose does not pass on; `docker compose version` "
        "and `nvidia-smi` in the service's container decide"), (
        "check `docker compose version` (1.28 or newer reads deploy.resources.reservations.devices with "
        "`capabilities: [gpu]`); with the NVIDIA Container Toolkit registered (`sudo nvidia-ctk runtime configure "
        "--runtime=docker`, restart Docker), add `runtime: nvidia` to the service beside the reservation"))


def serving_said(paste: _Paste) -> Explanation | None:
    """TensorFlow Serving's model server said not to use the GPU: its apt package and untagged image are CPU builds.

    The maintainers say so (tensorflow/serving#549, #573): the GPU server is the `-gpu` image or a build with
    `--config=cuda`; a paste that shows either (unless the server now runs is the apt package) is not this.
    """
    flags = paste.ctx.flags
    cpu = "tf_serving_cpu" in flags
    if "tf_serving" not in flags or "gpu_list_empty" not in flags or "tf_serving_gpu" in flags or (
            "cuda_config_build" in flags and not cpu):
        return None
    builds = ("TensorFlow Serving's model server from apt (tensorflow-model-server) and the tensorflow/serving image "
              "without a -gpu tag are CPU-only builds: they never use the GPU, whatever TensorFlow for Python has")
    meaning = builds if cpu else (f"uncertain: {builds}; the paste does not show which build runs (the image's tag, "
                                  "or how tensorflow_model_server was installed) and that decides")
    return Explanation("context", "cpu_only_build", "error" if cpu else "warning", (), 0,
                       "TensorFlow Serving, GPU not used", meaning,
                       ("run the GPU build: the tensorflow/serving:latest-gpu image (or <version>-gpu) started with "
                        "`docker run --gpus all ...`, or tensorflow_model_server built with "
                        "`bazel build -c opt --config=cuda`"))


def _python_said_unnamed(paste: _Paste, py: str) -> Explanation | None:
    """An install said to fail, no release of the tables in the paste: the releases with wheels for that Python.

    Only where the paste names TensorFlow (in any spelling): words refusing a Python are another package's otherwise.

    A version older than the tables' releases (0.12) predates the first with wheels for it, if any does.
    """
    flags = paste.ctx.flags
    if not {"tensorflow_named", "tensorflow_spelt"} & flags or "addon_python_refused" in flags:
        return None  # TensorFlow unnamed (another package's install, or none named), or an add-on's said refused
    fits = python_lines(paste.tables, py, windows=paste.ctx.windows)
    if not fits:
        return _never_on_windows(paste, py) or _newer_than_every_release(paste, py)
    span = f"{fits[0].line} to {fits[-1].line}" if len(fits) > 1 else fits[0].line
    before = python_before_first(paste.tables, py, windows=paste.ctx.windows)
    older = f" (Python {before[1]} for a release before {before[0].line})" if before else ""
    said = paste.ctx.tensorflow
    if said and before and version_tuple(said) < paste.tables.releases[0].key:  # older than the tables' releases
        return Explanation("context", "python_unsupported", "error", (), 0, f"TensorFlow {said}, Python {py}",
                           (f"TensorFlow {said} predates {fits[0].line}, the first release with wheels for "
                            f"Python {py}: pip finds none of it"),
                           (f"use an older Python that TensorFlow {said} has wheels for (the releases before "
                            f"{fits[0].line} have them up to Python {before[1]}, older ones stop earlier: PyPI's "
                            f"files for {said} name its cpXY), or TensorFlow {fits[0].line} or newer for Python "
                            f"{py}"))
    return Explanation("context", "python_unsupported", "warning", (), 0, f"Python {py}", (
        f"uncertain: TensorFlow has wheels for Python {py} from {span} only: a release pinned outside that range "
        "cannot be installed with it (a 32-bit Python gets none); the version pinned decides"),
        f"for Python {py}, pin a TensorFlow from {span} (in requirements.txt), or use a Python the pinned "
        f"release has wheels for{older}; and a 64-bit Python (TensorFlow publishes no 32-bit wheels)")


def python_said(paste: _Paste) -> Explanation | None:
    """The user says a release is unsupported or will not install, and the tables have no wheel of it for the Python.

    With no release in the paste, only an install said to fail counts: the releases that have wheels for that
    Python are named, uncertain (the version pinned decides).
    """
    rel, flags = paste.release(), paste.ctx.flags
    # the Python the paste shows, else the one a sentence says is refused ("no tensorflow for pyton 3.9")
    py = paste.ctx.python or (paste.ctx.said_versions.get("python") if "python_refused_said" in flags else None)
    refused = {"install_failed_said", "python_refused_said"} & flags  # a Python (or the install) said refused
    if not ("unsupported_said" in flags or refused) or not py:
        return None
    if rel is None:  # only an install said to fail is about the Python (not a GPU or a feature said unsupported)
        return _python_said_unnamed(paste, py) if refused else None
    win = paste.ctx.windows_python
    if python_fits(rel, py, windows=win):
        return None
    have = wheel_pythons(rel, windows=win)
    where = " on Windows" if have != rel.python else ""
    return Explanation("context", "python_unsupported", "error", (), 0, f"TensorFlow {rel.line}, Python {py}",
                       f"TensorFlow {rel.line} has wheels{where} for Python {_pythons(have)} only, not {py}",
                       _python_pair_fix(paste.tables, f"TensorFlow {rel.line}", have, py, windows=win))


# the pins a user's words say fixed it that are not a package pairing with TensorFlow: TensorFlow's own distributions
# (their own causes), the toolchain, NVIDIA's libraries and driver, another framework, an OS; TensorFlow's add-ons
# (tensorflow-addons, -probability) are pairings
_NOT_A_PAIRING = re.compile(r"tensorflow(?:-(?:gpu|cpu|intel|macos|rocm|directml))?|tf|tf-nightly(?:-gpu|-cpu)?"
                            r"|keras-nightly|python\d?|pip|setuptools|cuda|cudnn|cudatoolkit|nvidia(?:-[\w-]+)?|driver"
                            r"|torch|pytorch|jax|jaxlib|ubuntu|windows|macos|gcc|clang|bazel|xcode|conda|jetpack|kernel"
                            r"|docker|wsl|node|npm|tfjs[\w-]*|@tensorflow/[\w-]+|debian|centos|fedora|jupyter\w*")
_PIN_CAUSES = {"numpy": "numpy_incompatible", "protobuf": "protobuf_incompatible", "keras": "keras_version_skew",
               "tf-keras": "keras_version_skew"}


def pin_worked_said(paste: _Paste) -> Explanation | None:
    """A package the words say was pinned to a release that fixed it ("downgrading h5py to 2.10.0 solved it").

    The user's own fix names the package whose release installed before does not fit TensorFlow or the library using
    it.
    """
    if {"pytorch", "jax"} & paste.ctx.flags:
        return None
    name, version = next(((n, v) for n, v in paste.ctx.pins_that_worked if not _NOT_A_PAIRING.fullmatch(n)),
                         ("", ""))
    if not name:
        return None
    return Explanation("context", _PIN_CAUSES.get(name, "dependency_conflict"), "warning", (), 0,
                       f"{name} {version} said to fix it", (
                           f"the words say {name} {version} makes it work (fixed it): the {name} release installed "
                           "before does not fit this TensorFlow or the library that uses it"),
                       (f"`{_pip(paste)} install '{name}=={version}'` (the release the words say works), or a release "
                        f"of the library that needs another {name} made for it"))


def release_refused_said(paste: _Paste) -> Explanation | None:
    """A release said not to install, the Python not given: the Pythons it has wheels for, said as uncertain."""
    rel, flags = paste.release(), paste.ctx.flags
    if (rel is None or paste.ctx.python or paste.ctx.said_versions.get("python") or paste.ctx.pairings
            or not {"install_failed_said", "python_refused_said", "python_unfit_said"} & flags
            or {"addon_python_refused", "pytorch", "jax"} & flags):
        return None  # (a package said not to fit that TensorFlow: the release named is the pairing's, not refused)
    have = wheel_pythons(rel, windows=paste.ctx.windows)
    return Explanation("context", "python_unsupported", "warning", (), 0, f"TensorFlow {rel.line}", (
        f"uncertain: the words say TensorFlow {rel.line} does not install; it has wheels for Python {_pythons(have)} "
        "only (64-bit), so pip finds none of it on another Python or a 32-bit one; `python --version` and "
        "`python -c \"import struct; print(struct.calcsize('P') * 8)\"` (with the Python pip belongs to) decide"),
        f"use Python {have[-1]} ({_pythons(have)}, 64-bit) for TensorFlow {rel.line}, or a TensorFlow release made "
        "for the Python in use")


def addon_python_said(paste: _Paste) -> Explanation | None:
    """An add-on (tensorflow-text, -io...) or a project pinning TensorFlow (spleeter) said to have no wheel for Python.

    An add-on's wheels follow its own releases, and a project installs only where the TensorFlow it pins has a
    wheel; the tables hold neither: said as uncertain, naming the Python before.
    """
    ctx = paste.ctx
    name, py = ctx.said_versions.get("addon"), ctx.said_versions.get("python")
    if "addon_python_refused" not in ctx.flags or not name or not py or {"pytorch", "jax"} & ctx.flags:
        return None
    major, minor = version_tuple(py)[:2]
    before = f" (Python {major}.{minor - 1}, if it has them)" if minor else ""
    first = f" (Python {major}.{minor - 1} first)" if minor else ""
    check = f"`pip download {name} --only-binary=:all: --python-version {py}` finds one, with its pins, if it exists"
    if name.startswith(("tensorflow-", "tf-", "tflite-")):  # an add-on built against TensorFlow: its own wheels
        check = f"`pip download {name} --no-deps --only-binary=:all: --python-version {py}` finds one if it exists"
        return Explanation("context", "python_unsupported", "warning", (), 0, f"{name}, Python {py}", (
            f"uncertain: the words say {name} has no wheel for Python {py}: an add-on publishes its own wheels, per "
            "release, each for the TensorFlow line it was built with, so a Python newer (or older) than that "
            f"release's wheels gets none; the files PyPI lists for the {name} release decide"), (
            f"use a Python that release of {name} has wheels for{before}, or a release of {name} with wheels for "
            f"Python {py} ({check}), with the TensorFlow of its line"))
    return Explanation("context", "python_unsupported", "warning", (), 0, f"{name}, Python {py}", (
        f"uncertain: the words say {name} does not install on Python {py}: a project that pins TensorFlow installs "
        "only where its release and the TensorFlow it pins have a wheel for the Python (its Requires-Python and "
        f"the TensorFlow release's wheels decide)"), (
        f"use a Python that release of {name} and its TensorFlow support{first}, or a release of {name} made for "
        f"Python {py} ({check})"))


def cuda_need(paste: _Paste) -> tuple[str, str] | None:
    """(the CUDA the words say the build needs, the CUDA installed), when they differ and no version checks them.

    Not another framework's CUDA, nor where TensorFlow ran on the GPU, the words say it runs fine, or it comes from an
    image with its own CUDA.
    """
    ctx = paste.ctx
    needed, installed = ctx.cuda_needed_said, ctx.cuda_installed
    if (needed is None or installed is None or "." not in installed or paste.release() is not None
            or {"pytorch", "jax", "tf_from_image", "gpu_list_nonempty", "device_list_gpu", "runs_fine_said"} & ctx.flags
            or paste.has("gpu_created") or version_tuple(needed)[:2] == version_tuple(installed)[:2]):
        return None
    return needed, installed


def cuda_need_fix(paste: _Paste, needed: str, installed: str) -> str:
    """Install the CUDA the words say the build needs, beside the one installed."""
    path = "PATH" if paste.ctx.windows else "LD_LIBRARY_PATH"
    return (f"install CUDA {needed} with the cuDNN of that build (it can sit beside {installed}) and put its library "
            f"folder on {path}")


def cuda_need_said(paste: _Paste) -> Explanation | None:
    """The words name the CUDA the build needs and another CUDA installed, with no TensorFlow version to check it.

    A TensorFlow GPU build loads its CUDA's libraries by name (libcudart.so.10.0, cudart64_100.dll), which another
    CUDA does not provide; the words may quote the wrong build, so it is said as uncertain, naming what decides.
    """
    pair = cuda_need(paste)
    if pair is None:
        return None
    needed, installed = pair
    return Explanation("context", "cuda_libs_missing", "warning", (), 0, f"CUDA {needed} needed, {installed} installed",
                       (f"uncertain: the words say the build needs CUDA {needed} and CUDA {installed} is installed: a "
                        f"TensorFlow GPU build loads its own CUDA's libraries by name ({needed}'s), which {installed} "
                        "does not provide, so it runs on the CPU; TensorFlow's `Could not load dynamic library` lines, "
                        "or `pip show tensorflow` against its tested CUDA, decide"),
                       cuda_need_fix(paste, needed, installed))


_TERMINAL = ("the message of `python -c \"import tensorflow\"` run in a terminal with the same Python (a notebook's "
             "kernel that dies shows none) names the reason")
_ROSETTA_FIX = ("on Apple silicon: a native arm64 Python (not an x86_64 one under Rosetta) with tensorflow installed "
                "for it (tensorflow-macos before 2.13)")
_VERB = {"crash": "crashes", "fail with no reason shown": "fails with no reason shown"}
_HANG_FIX = ("find where it waits (as above); import TensorFlow first, before other packages with native libraries "
             "(PyTorch, OpenCV, MPI's), and try it in a fresh environment that has only TensorFlow: that tells a "
             "package's interplay from TensorFlow's own")


def import_failure_said(paste: _Paste) -> Explanation | None:  # noqa: PLR0911 - one return per reading
    """Importing TensorFlow said to crash, hang or fail, with no message that names why: what most often does.

    In the labelled pastes an import that crashes with no reason shown is a CPU without AVX on every platform (on a
    Mac an x86 Python under Rosetta on Apple silicon, in a VM or container a virtual CPU that hides AVX); then a
    NumPy newer than the TensorFlow, and on Windows the Visual C++ runtime. So: the CPU, uncertain, with what
    decides per platform; a CPU named without AVX decides it, one with AVX rules it out. A hang is not the CPU (that
    crashes at once): where the import waits decides. Not another framework's paste, nor a failure (not a crash)
    beside its traceback or exception, nor a crash or failure on an ARM machine (a Raspberry Pi, a Jetson, Graviton:
    AVX is x86's, so the CPU reading does not apply). A crash or failure beside a TensorFlow and a Python the
    release has no wheel for is that pair's (python_unsupported), before the CPU.
    """
    ctx = paste.ctx
    flags = ctx.flags
    said = {"import_crash_said", "import_hang_said", "import_fail_said"} & flags
    if said == {"import_fail_said"} and {"traceback", "exception_shown"} & flags:
        return None  # a failure with its traceback or exception shown: that names the reason, not the words
    if not said or {"pytorch", "jax"} & flags:
        return None
    if "arm_machine" in flags and said != {"import_hang_said"}:
        return None
    if "import_crash_said" not in said and "import_fail_said" not in said:
        return Explanation("context", "tf_import_failed", "warning", (), 0, "the import said to hang", (
            "uncertain: importing TensorFlow is said to hang and the paste shows no message; a CPU without AVX "
            "crashes at once rather than hanging, so where the import waits decides: `python -X faulthandler -c "
            '"import tensorflow"` in a terminal, stopped with Ctrl-C after a minute (or `py-spy dump --pid PID`), '
            "prints the frames it waits in (another native library loaded beside it, MPI's start-up, a network "
            "file system it reads, or CUDA compiling kernels for a GPU the build has none for)"), _HANG_FIX)
    what = "crash" if "import_crash_said" in said else "fail with no reason shown"
    if "msvc_fixed_said" in flags:  # the runtime's install said to fix it (a Windows runtime: Windows)
        return Explanation("context", "msvc_runtime_missing", "error", (), 0, "the Visual C++ runtime's install "
                           "said to fix the import", ("the words say importing TensorFlow failed and that installing "
                           "the Microsoft Visual C++ runtime fixed it: the runtime was missing or older than the "
                           "wheel's (from 2.1 it needs msvcp140_1.dll of the 2019 redistributable)"),
                           MSVC_FIX)
    pair = _import_pair_unsupported(paste, what)  # before the CPU's prior
    if pair is None and {"no_avx_said", "cpu_without_avx"} & flags and "cpu_with_avx" not in flags:
        return Explanation("context", "cpu_no_avx", "error", (), 0, "a CPU without AVX, the import said to fail", (
            f"the words say importing TensorFlow {_VERB[what]} and the CPU has no AVX, which TensorFlow's wheels are "
            "built with (since 1.6)"), _no_avx_fix(paste.tables, flags))
    return pair or _import_crash_on(paste, what)


def _import_pair_unsupported(paste: _Paste, what: str) -> Explanation | None:
    """The import said to crash or fail, the paste naming a release and a Python it has no wheel for: that pair."""
    rel, py, win = paste.release(), paste.ctx.python, paste.ctx.windows
    if rel is None or not rel.python or not py or python_fits(rel, py, windows=win):
        return None
    if len(paste.ctx.pythons_named) > 1:  # two Pythons named ("moved from Python 3.12 to 3.10"): which imports is open
        return None
    have = wheel_pythons(rel, windows=win)
    return Explanation("context", "python_unsupported", "error", (), 0, f"TensorFlow {rel.line}, Python {py}", (
        f"the words say importing TensorFlow {_VERB[what]}, and the paste names TensorFlow {rel.line} with Python "
        f"{py}: the release has wheels{' on Windows' if have != rel.python else ''} for Python {_pythons(have)} only, "
        "so it was installed around that (another environment's files, a source or pure-Python build) or another "
        "release is what imports; either way its native module is not one for this Python"),
        _python_pair_fix(paste.tables, f"TensorFlow {rel.line}", have, py, windows=win))


def _import_crash_on(paste: _Paste, what: str) -> Explanation:
    """The import said to crash or fail on this platform: the CPU first, uncertain, with what decides there.

    A crash is a warning (the interpreter or kernel dies: the machine's or its packages' doing); a failure with no
    crash is information, as its unshown message may be the user's own code's.
    """
    flags = paste.ctx.flags
    level = "warning" if what == "crash" else "info"
    if "cpu_with_avx" in flags:  # a CPU with AVX named: the next cause
        windows = paste.ctx.windows
        return Explanation("context", "msvc_runtime_missing" if windows else "numpy_incompatible", level, (), 0,
                           f"the import said to {what}, a CPU with AVX", (
            f"uncertain: the words say importing TensorFlow {_VERB[what]} on a CPU with AVX, so not the CPU; next most "
            + ("often the Microsoft Visual C++ runtime is missing or old, or NumPy 2 runs under a TensorFlow before "
               "2.16; " if windows else "often NumPy 2 runs under a TensorFlow before 2.16 (built for NumPy 1); ")
            + "`pip show numpy tensorflow` decides NumPy's, and " + _TERMINAL),
            (f"install {VC_REDIST} and restart; with NumPy 2 under a TensorFlow before 2.16 `pip install "
             "'numpy<2'`" if windows else
             "with NumPy 2 under a TensorFlow before 2.16: `pip install 'numpy<2'` (or a TensorFlow built for NumPy 2, "
             "2.16+)"))
    apple = {"macos", "apple_machine", "apple_silicon"} & flags and "linux" not in flags
    if apple and "intel_mac" not in flags:
        return Explanation("context", "cpu_no_avx", level, (), 0, f"the import said to {what}", (
            f"uncertain: the words say importing TensorFlow on a Mac {_VERB[what]}; in the labelled pastes that is an "
            "x86_64 Python under Rosetta on Apple silicon (an x86 wheel built with AVX, which Rosetta lacks), else an "
            "older Intel Mac's CPU without AVX; `python -c \"import platform; print(platform.machine())\"` (x86_64 "
            "on an M-series Mac is Rosetta) and `sysctl -n machdep.cpu.brand_string` decide, and " + _TERMINAL),
            f"{_ROSETTA_FIX}; on an Intel Mac without AVX: {_no_avx_fix(paste.tables, flags)}")
    if paste.ctx.windows:
        return Explanation("context", "cpu_no_avx", level, (), 0, f"the import said to {what}", (
            f"uncertain: the words say importing TensorFlow on Windows {_VERB[what]}; most often the CPU lacks AVX "
            "(the DLL stops on an illegal instruction, 0xC000001D), else the Microsoft Visual C++ runtime is missing "
            "or old, or NumPy 2 runs under a TensorFlow before 2.16; Sysinternals' `coreinfo -f` (AVX marked *) or "
            "the CPU's model (`wmic cpu get name`) decides the CPU, and " + _TERMINAL + " ('DLL load failed ... "
            "initialization routine failed': the CPU; 'could not be found': the runtime)"),
            f"with a CPU without AVX: {_no_avx_fix(paste.tables, flags)}; with AVX: install {VC_REDIST} and "
            "restart, and with NumPy 2 under a TensorFlow before 2.16 `pip install 'numpy<2'`")
    return Explanation("context", "cpu_no_avx", level, (), 0, f"the import said to {what}", (
        f"uncertain: the words say importing TensorFlow {_VERB[what]}; most often the CPU lacks AVX (or a VM's or "
        "container's virtual CPU hides it), else a NumPy newer than the one this TensorFlow was built for (NumPy 2 "
        "under a TensorFlow before 2.16); `grep -o avx /proc/cpuinfo | head -1` (nothing printed: no AVX) and `pip "
        "show numpy tensorflow` decide, and " + _TERMINAL),
        f"with a CPU without AVX: {_no_avx_fix(paste.tables, flags)}; with AVX and NumPy 2 under a TensorFlow "
        "before 2.16: `pip install 'numpy<2'`")


_HOST_WATCH = ("watch the machine's memory over the run (`free -h`, Colab's RAM meter); hold less in RAM: read the "
               "data set from files with tf.data (or a generator) rather than whole arrays, and predict or evaluate "
               "in batches")
_KEPT_FIX = ("build models once, or call tf.keras.backend.clear_session() before building each one in a loop; call "
             "the model directly (model(x, training=False)) rather than model.predict in a loop; create no ops or "
             "tf.function inside the training loop; to give the GPU's memory back, end the process (run each job in "
             "its own process)")


def kept_memory_said(paste: _Paste) -> Explanation | None:
    """Memory said to grow or not to be freed, or a run said killed, in words: information, not a verdict.

    The words do not decide: memory that grows every epoch or call is most often the program keeping it (models
    built in a loop, model.predict called in a loop, ops added inside the training loop, a whole data set held in
    memory), less often TensorFlow; memory not given back while the process lives is TensorFlow's allocator, which
    keeps its pool until the process ends, by design; a run killed with no error is most often the kernel's OOM
    killer (the machine's RAM ran out). Not another framework's paste.
    """
    flags = paste.ctx.flags
    if {"pytorch", "jax"} & flags:
        return None
    if "memory_grows_said" in flags:
        return Explanation("context", "model_too_large", "info", (), 0, "memory said to grow", (
            "uncertain: memory that grows from epoch to epoch or call to call until it runs out is most often the "
            "program keeping it (models built in a loop, model.predict called in a loop, ops or tf.function created "
            "inside the training loop, results or a data set held in memory), less often a leak in TensorFlow itself; "
            "memory use over the run with one model built once decides"), _KEPT_FIX)
    if "memory_kept_said" in flags:
        return Explanation("context", "gpu_memory_in_use", "info", (), 0, "memory said not freed", (
            "TensorFlow's allocator keeps the GPU memory it took until the process ends (by design: closing a "
            "session, deleting a model or clear_session() frees it for TensorFlow's own reuse, not for other "
            "processes); nvidia-smi shows it held"), _KEPT_FIX)
    if {"killed_said", "host_out_said", "ram_said"} & flags:
        return Explanation("context", "model_too_large", "info", (), 0, "a run said killed, or RAM said out", (
            "uncertain: a run killed with no Python error, or the machine's RAM said to run out, is most often the "
            "kernel's OOM killer (the RAM, or a container's or Colab's limit, ran out: the data or batches held in "
            "memory, or memory kept from step to step), not the GPU's memory; `dmesg | grep -i -E 'killed process|"
            "out of memory'` (or the notebook's log) decides"), _HOST_WATCH)
    return None
