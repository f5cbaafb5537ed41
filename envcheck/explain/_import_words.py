"""The user's words that importing TensorFlow (or Keras) crashes, hangs or fails, read one sentence at a time.

Rather than one pattern per wording ("the kernel appears to have died", "python quits", "segfault on import"), a
sentence is read with a small vocabulary: TensorFlow named (tensorflow and its misspellings, tf, Keras, tfjs-node,
tensorflow_hub and other tensorflow_* packages), its import (import and its typos, importing, imported, "load the
TensorFlow module", require('@tensorflow/...'), 导入) and what is said of it: a crash (crash, die, kill, segfault,
core dump, illegal instruction, abort, quit, exit, stopped working, restarting, 崩溃), a hang (hang, freeze, stuck,
never finishes) or a failure (error, fail, not working, can't, unable, won't, problem, issue). A sentence that names
why (No module named, cannot import name, a library or CUDA's, an exception of its own, a name imported from a
module) is another reading's; one about a warning, memory, a model's import, a slow import, an import that works,
TensorFlow not imported, a later step (a model loaded, "then build my model"), a change to code ("Fix", "Lazy
load", "Don't import"), advice or a maintainer's question, how to import, or a conditional that is not the user's own
says none of it; nor does a Python statement (an import line, a prompt's, a traceback's).
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import clauses, sentences

# TensorFlow named (a word's edge in ASCII: "导入tensorflow" names it too); sentences are not cut at a title's " - ",
# which joins what it names to what it says
_TF = re.compile(r"(?<![a-z0-9_])(?:ten[sz]\w{0,5} ?f\w{0,3}w\w*|tf(?![a-z0-9_])|keras\w*|tfjs\w*|tflearn)|@tensorflow",
                 re.IGNORECASE)
# the import: the word and its typos, the native module or runtime loaded, Node's require; Chinese, Japanese
_IMPORT = re.compile(
    r"(?<![a-z0-9_])(?:import|imoprt|improt|imprt|inport|imort)\w*"
    r"|\bload(?:s|ed|ing)?\s(?:the\s)?(?:native\s)?(?:ten[sz]\w{0,5} ?f\w{0,3}w\w*|tf\b|module|library|runtime)"
    r"(?!\s(?:\w+\s)?(?:models?|weights|checkpoints?|graphs?|saved|data\w*|files?)\b)"
    r"|\brequire\(|导入|引入|インポート",
    re.IGNORECASE)
_CRASH = re.compile(
    r"\bcrash\w*|\b(?:die|dies|died|dying|dead)\b|\bkill\w*|\bsegfault\w*|\bseg(?:mentation|ment)?[ -]?fault"
    r"|\bcore dump\w*|\billegal (?:hardware |machine )?instruction|\babort\w*|\bquit\w*|\bexit(?:s|ed|ing)?\b"
    r"|\bstop(?:s|ped)? working|\bclos(?:es|ed|ing) (?:itself|immediately|down)|\brestart\w*"
    r"|\bfatal python error|崩溃|闪退|挂掉|挂了|崩潰|落ちる",
    re.IGNORECASE)
# an illegal instruction (and its Windows and POSIX names) is said of TensorFlow's start whatever the verb
_ILLEGAL = re.compile(r"\billegal (?:hardware |machine )?instruction|\bSIGILL\b|0xC000001D", re.IGNORECASE)
_HANG = re.compile(
    r"\bhang\w*|\bhung\b|\bfreez\w*|\bfrozen\b|\bstuck\b|\bforever\b|\bnever (?:finish|end|complet|return)\w*"
    r"|\b(?:does|do|did)(?:n'?t| not) (?:finish|complete|return|respond)\b|\bunresponsive\b|卡住|卡死",
    re.IGNORECASE)
_FAIL = re.compile(
    r"\w*error\w*|\bfail\w*|\bnot (?:work\w*|able\b)|\b(?:does|do|did)(?:n'?t| not) work|\bwo ?n'?t\b|\bcan ?not\b"
    r"|\bcan'?t\b|\bunable\b|\bcould ?n[o']?t\b|\bimpossible\b|\bbroken\b|\bbreaks?\b"
    r"|\b(?:problem|issue|trouble)s? (?:with |on |in |when |while )?(?:the )?import\w*"
    r"|\bimport\w* (?:\S+ ){0,2}(?:problem|issue|trouble)s?\b"
    r"|\bfalla\w*|\bfehler\b|\berreur\b|ошибк\w*|无法|失败|报错|不能|できない|エラー",
    re.IGNORECASE)
# what makes a sentence another reading's, or none: a reason named (an exception, a library, CUDA's, a name imported
# from a module), a warning, a model's import, a slow import, TensorFlow not imported, a later step, a possibility,
# how to import, a conditional not the user's own
_NONE = re.compile(
    r"\bno module named\b|\bmodule ?not ?found|\bcannot import name\b|\bcan'?t import name\b|\bhas no attribute\b"
    r"|\b\w+(?:Error|Exception): \S|\bnot a package\b|\binvalid syntax\b|\bno matching distribution\b"
    r"|\bcould not find a version\b|\bcannot open shared object\b|\.so\.\d|\b\w+\.dll\b"
    r"|\bwarn\w*|(?<!flow )\blibrar(?:y|ies)\b|\bdll'?s?\b|\bplug-?ins?\b|\bcuda\w*"
    r"|\bcu(?:dnn|blas|fft|solver|sparse|rand)\w*"
    r"|\btensorrt\b|\bnvinfer\w*|\bfrom [\w-]+\.[\w.]+ import\b|\bimport\w* (?!(?:tensor ?flow|tf|keras)\b)\w+ from\b"
    # a name imported from TensorFlow or Keras ("Cannot import DepthwiseConv2D layer in keras"), not the package
    r"|\bimport\w* (?:the |a )?(?!(?:tensor ?flow|tf|keras)\b)\w+ (?:layers?|class(?:es)?|functions?|callbacks?"
    r"|optimizers?) "
    r"(?:in|from) (?:the )?(?:tensor ?flow|tf|keras)\b"
    r"|\bmodel ?import|\bimport\w* (?:a |the |my |this )?(?:\w+ )?(?:model|weights|checkpoint|h5|onnx)s?\b"
    r"|\bimport tests?\b|\btakes?\b[^.!?]{0,30}\b\d+ ?(?:seconds?|secs?|s|minutes?|mins?)\b|\bslow\w*|秒"
    r"|\b(?:is|are|was|were) ?n[o']?t imported\b|\bwithout import\w*"
    r"|\bmemory\b|\boom\b|\bram\b|显存|内存|\bexit(?:ed)? (?:code|status)(?: of)? 0\b"
    r"|\bbefore (?:running|calling|executing|using|training|fitting)\b"
    r"|\b(?:can|may|might|could) (?:cause|lead to|result in)\b"
    r"|\bhow (?:to|do (?:i|you|we)|can (?:i|we)|should (?:i|we))\s(?:\w+\s){0,2}(?:import|load)"
    r"|(?:^|[,;:]\s*)(?:if|unless|in case)\b(?!\s+(?:i|we)\b)",
    re.IGNORECASE)
# a change to code, as a commit or pull request is titled ("Fix crash when ...", "Lazy load tensorflow"), advice,
# an instruction, or a maintainer's question ("Try importing ...", "Can you check whether ...")
_CHANGE = re.compile(
    r"^\W*(?:fix(?:e[sd])?|add(?:s|ed)?|remove[sd]?|better|improve[sd]?|suppress\w*|lazy|lazily|delay\w*|defer\w*"
    r"|don'?t|do not|avoid\w*|make|use|move[sd]?|update[sd]?|bump|revert\w*|refactor\w*|allow\w*|skip\w*"
    r"|handle[sd]?|catch\w*|wrap\w*|guard\w*|silence\w*|try|please|install|reinstall|restart|run|check|make sure"
    r"|ensure|note|see|(?:can|could|would|will) you|(?:do|does|did|have|has|is|are) (?:you|it|this|that))\b",
    re.IGNORECASE)
# the import said to work, in a clause of its own ("I can import tensorflow successfully, but ...")
_WORKS = re.compile(
    r"\b(?:import|load)\w*\b[^,;.!?]{0,40}\b(?:fine|ok|okay|successfully|correctly|normally|works?|worked"
    r"|without (?:any )?(?:problems?|issues?|errors?)|with no (?:problems?|issues?|errors?))\b"
    r"|\b(?:can|could|am able to|was able to|is able to)\s(?:\w+\s)?(?:import|load)\b",
    re.IGNORECASE)
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bunable|\bcan ?not|\bcant)\W+(?:\w+\W+){0,2}$", re.IGNORECASE)
_NEGATION = re.compile(r"\bnot\b|n't|\bnever\b|\bcant\b", re.IGNORECASE)
# an exception's name ("a NameError after importing tensorflow"): ImportError and OSError are the import's own
_NAMED_ERROR = re.compile(r"\b(?!Import|OS)[A-Z]\w*(?:Error|Exception)\b")
# a Python statement, not words: an import, a prompt's or a traceback's line
_CODE = re.compile(
    r"^\s*(?:>>>|\.\.\.|In \[\d*\]:|-+>\s*\d*)?\s*(?:from\s+[\w.]+\s+import\s+(?:\(|\*|[\w.]+(?:\s+as\s+\w+)?"
    r"(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*)|import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*"
    r"\s*(?:[#;].*)?$)|\bFile \"[^\"]{1,300}\", line \d")
# a line holding none of these is not read
HINTS = ("import", "imoprt", "improt", "imprt", "inport", "imort", "load", "require(", "导入", "引入", "インポート")


def _works(sentence: str) -> bool:
    """TensorFlow's import said to work in a clause of the sentence, not denied ("I can not import tf successfully").

    A clause that names no TensorFlow speaks of another package ("it is able to import numpy").
    """
    return any(_TF.search(clause) and not _DENIED.search(clause[:m.start()]) and not _NEGATION.search(m.group(0))
               for clause in clauses(sentence) for m in _WORKS.finditer(clause))


# a run named: what a sentence after the import says fails is that run's, not the import's
_RUN = re.compile(r"\b(?:train\w*|fit\w*|epochs?|predict\w*|session|sess|run(?:s|ning)?|models?|layers?)\b|训练",
                  re.IGNORECASE)
# ... and in the import's own sentence, a step of a run (training, prediction, a session, a model's method, a batch,
# a model or its weights loaded)
_STEP = re.compile(r"\b(?:train\w*|fit(?:ting|_generator)?|epochs?|predict\w*|inferenc\w*|sess(?:ion)?\.run|model\.\w+"
                   r"|batch\w*|datasets?|shapes?|loss|nan)\b|训练"
                   r"|\bload\w*\s(?:(?:a|an|the|my|this|our)\s)?(?:[\w.-]+\s)?(?:models?|weights|checkpoints?)\b",
                   re.IGNORECASE)
# ... or another step said to come after the import ("import tensorflow, then build my model and the kernel dies")
_LATER = re.compile(r"\b(?:then|afterwards?|after that|later|next)\b[,\s]+(?:(?:i|we|you)\s)?(?:\w+\s)?"
                    r"(?:load|read|open|creat|buil|compil|call|run|defin|train|fit|predict|use|using|execut|instantiat"
                    r"|declar|set|mak|add|construct|initiali|restor|feed|pass)\w*", re.IGNORECASE)


def _later_step(sentence: str, imported: re.Match[str]) -> bool:
    """Another step said to come after the import and before what is said to happen: that is the step's."""
    later = _LATER.search(sentence, imported.end())
    said = [m.start() for words in (_CRASH, _HANG, _FAIL) if (m := words.search(sentence, imported.end()))]
    return later is not None and (not said or later.start() < min(said))


def _said(sentence: str) -> str:
    """What a sentence says happens: "crash", "hang" or "fail" (the first that fits), or ""."""
    return ("crash" if _CRASH.search(sentence) else "hang" if _HANG.search(sentence)
            else "fail" if _FAIL.search(sentence) else "")


def import_said(line: str) -> set[str]:
    """The flags a line of the user's words sets: importing TensorFlow said to crash, hang or fail.

    import_crash_said: the import crashes the interpreter or the notebook's kernel (an illegal instruction, a
    segfault, the kernel died); import_hang_said: it never returns; import_fail_said: it fails, no reason named.
    The import named in one sentence carries to the next when that one says a crash or a hang and names no
    TensorFlow and no run ("I attempted to import tensorflow. The kernel died."); a step of a run named in the
    sentence (training, predict, a session) takes what fails; an illegal instruction said of TensorFlow needs no
    import.
    """
    if _CODE.search(line):
        return set()
    said = []
    carried = False
    for sentence in sentences(line):
        if (not sentence or _NONE.search(sentence) or _CHANGE.search(sentence) or _NAMED_ERROR.search(sentence)
                or _works(sentence)):
            carried = False
            continue
        named = bool(_TF.search(sentence))
        imported = _IMPORT.search(sentence) if named else None
        what = _said(sentence)
        later = imported is not None and _later_step(sentence, imported)
        if _STEP.search(sentence) or later:
            what = ""  # a step of a run named, or one after the import: what fails is that step's
        if imported or (named and _ILLEGAL.search(sentence)) or (
                carried and what in ("crash", "hang") and not named and not _RUN.search(sentence)):
            said.append(what)
        carried = imported is not None and not what and not _STEP.search(sentence) and not later
    return {f"import_{what}_said" for what in said if what}
