"""The user's words that Keras and TensorFlow do not pair, or that Keras 3 broke code written for Keras 2.

Rather than one pattern per wording, each sentence is read with a small vocabulary. Keras 3 named (Keras 3, keras>=3,
Keras v3, Keras Core) with what is said of it: not supported, incompatible, broken, failing, refused, inconsistent.
Keras 3's own refusals retold in part (a save path that must end in .keras, Keras 2's `lr` not recognised, a Keras
tensor's history without its layer). A Keras name said gone: a Keras model's or optimizer's attribute missing (the
methods Keras removed, the optimizer API TensorFlow 2.11 replaced), a keras module not found, a Keras name said
removed, dropped or no longer there, a Keras name imported with no module given. Keras and TensorFlow said not to
match (a version mismatch, not compatible, a conflict, a version or compatibility issue or problem, a version said not
to match, too recent, too new or too old, Chinese 版本太高 or 版本不匹配), a nightly beside Keras failing, or a Keras
release or change said to break the run. A sentence that is a wish, a plan, a question which version, how to or
whether, a mismatch denied, a conditional or an example, a code change (a pull request's title: fix, add, pin, port,
support, upgrade to), a release note or another Keras-family package's requirement (keras-tuner, keras-cv,
efficientnet: a dependency conflict), Python's, or another framework's says none of it.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

_KERAS = re.compile(r"\bkeras|\btf\.keras\b|\btf[-_]keras\b", re.IGNORECASE)
# Keras 3 named as the one in use (not "moved away from Keras 3", "instead of Keras 3")
_KERAS3 = re.compile(r"(?<!away from )(?<!instead of )\b(?:keras ?(?:>=|v)? ?3(?:\.0)?(?:\.x)?|keras[-_]3"
                     r"|keras core)\b(?!\.?\d| ?%)", re.IGNORECASE)
# what is said of it: it fails, refuses, does not support or breaks
_BROKEN = re.compile(
    r"\b(?:not (?:yet )?supported|no longer support\w*|unsupported|incompatib\w*"
    r"|not (?:being |be |been |yet |fully )?compatible|(?:is|are)n'?t compatible"
    r"|break(?:s|ing)?|broke(?:n)?|breakdown|fail(?:s|ed|ing)?|(?:does|do|did)(?:n'?t| not) work"
    r"|not working|stopped working|no longer work\w*|can'?t work|won'?t work|inconsistenc\w*|issues? caused"
    r"|problems? with|refus\w*)\b",
    re.IGNORECASE)
# Keras 3 itself said not to support something ("TF 2.16 and Keras 3 do not support legacy optimizers"), not another
# subject after it ("changes in Keras 3 for TensorFlow 2.16 and above, deel-lip does not support latest TF versions")
_KERAS3_LACKS = re.compile(r"\b(?:keras ?v?3(?:\.0)?(?:\.x)?|keras[-_]3|keras core)(?:\s+\w+){0,2}?\s+"
                           r"(?:does|do|did)(?:n'?t| not) (?:support|accept|allow)\b", re.IGNORECASE)
# Keras 3's own refusals, retold in part: Keras 2's arguments it dropped (`lr`, batch_input_shape, input_length,
# time_major) not recognised, and its add_weight(shape, ...) given Keras 2's name first (shape then given twice)
_KERAS3_SAYS = re.compile(
    r"invalid filepath extension for saving|filepath provided must end in `?\.keras|only supports v3 `?\.keras"
    r"|\b(?:lr|batch_input_shape|input_length|time_major)\b`? (?:argument |parameter |keyword )?(?:is |was )?"
    r"not recogni[sz]ed"
    r"|add_weight\(?\)?`? [^.\n]{0,60}?multiple values for (?:the )?(?:argument )?['`]?shape\b"
    r"|'KerasHistory' object has no attribute 'layer'", re.IGNORECASE)
# Keras 3 said to come with TensorFlow ("Tensorflow 2.16 pulls in Keras 3.x", "Keras 3 is the default Keras version for
# TensorFlow 2.16 onwards", "TF 2.16 switched the default Keras to Keras 3"): the reason given for a failure, which the
# paste must show elsewhere (an exception or a traceback: _packages decides)
_TF_NAMED = re.compile(r"\b(?:tensorflow|tf)\b(?![.\-_]keras)", re.IGNORECASE)
_COMES_WITH = re.compile(r"\b(?:by default|the default|defaults? to|pull(?:s|ed)? in|brings?|brought|ships?|shipped"
                         r"|comes? with|came with|installs|switch\w* (?:\w+ ){0,3}to|mov(?:es|ed|ing) to"
                         r"|consists? of)\b", re.IGNORECASE)
# a Keras model's or optimizer's attribute missing: a method Keras removed, or the other optimizer API
_OBJECT_GONE = re.compile(
    r"'(?:(?:Sequential|Model|Functional)' object has no attribute '(?:predict_classes|predict_proba|fit_generator"
    r"|predict_generator|evaluate_generator|_make_(?:predict|train|test)_function|_feed_input_names|_network_nodes"
    r"|_is_graph_network|container_nodes|output_layers|layers_by_depth|constraints|uses_learning_phase|reset_states)"
    r"|(?P<optimizer>Adam\w*|SGD|RMSprop|Adagrad|Adadelta|Nadam|Ftrl|\w*Optimizer\w*)' object has no attribute '\w)",
    re.IGNORECASE)  # (a title retypes the class in lower case: 'sequential' object has no attribute ...)
# a keras module not found, as the error says it or retold ("No module 'keras.engine'")
_MODULE_GONE = re.compile(r"\b(?:no module|modulenotfounderror|module not found)\b[^.\n]{0,20}?['\"`]?"
                          r"(?:tensorflow\.keras\.wrappers\b|(?<!\.)keras\.\w{1,40})", re.IGNORECASE)
# a Keras name said removed, dropped or no longer there ("keras.legacy is no longer part of 2.4", "has dropped
# KerasClassifier", "Keras.optimizers has not attribute 'legacy'", "has no keras.utils.Sequence")
_KERAS_NAME = r"(?:tf\.)?keras(?:\.\w{1,40})+|\bKeras(?:Classifier|Regressor)\b"
# a bare module name only with Python's words of a missing attribute ("layers has no attribute 'RandomFlip'"), not
# with "removed" or "missing" ("keras layers removed after pruning", "my keras callbacks are missing the logs")
_BARE_NAME = r"(?<![.\w])(?:layers|optimizers|callbacks|utils|models|backend|preprocessing|applications)\b"
_REMOVED = re.compile(
    rf"(?:{_KERAS_NAME})['\"`]? (?:\w+ ){{0,3}}?(?:(?:has been|have been|was|were|is|are|got) )?(?:removed|dropped"
    r"|no longer (?:part|present|there|available|exists?)|(?:has|have) (?:no|not) attribute|missing)"
    # a Keras module said not to exist, right after its name ("the keras.engine submodule does not exist anymore";
    # not a file, folder or path a Keras call was given)
    rf"|(?:{_KERAS_NAME})['\"`]? (?:(?:sub)?module |package )?(?:does|do) ?n[o']?t exist\b"
    rf"|(?:{_BARE_NAME})['\"`]? (?:\w+ ){{0,3}}?(?:has|have) (?:no|not) attribute"
    rf"|\b(?:removes?|removed|dropped|drops) (?:the )?(?:\w+ ){{0,2}}(?:{_KERAS_NAME}|{_BARE_NAME})"
    rf"|\bhas no (?:{_KERAS_NAME}|{_BARE_NAME})"
    rf"|\b(?:neither|not)\b[^\n]{{0,40}}?(?:{_KERAS_NAME}|{_BARE_NAME})[^\n]{{0,60}}?\b(?:being )?found\b",
    re.IGNORECASE)
# Python's own words of a module's missing attribute ("module 'tensorflow.keras.backend' has no attribute"): the
# catalogue's to read (tf.keras without a TensorFlow 1.x name is TensorFlow 1.x code, not a Keras release)
_MODULE_SAYS = re.compile(r"\bmodule ['\"`]")
# a name only Keras has, imported with no module given ("cannot import name 'np_utils'"); not a class name many
# packages have (Layer, Network, Container: the source line above decides those, in the catalogue)
_NAME_GONE = re.compile(r"cannot import name '?(?P<name>np_utils|to_categorical|generic_utils|get_custom_objects"
                        r"|save_img|load_img|img_to_array|array_to_img|pad_sequences|multi_gpu_model)\b"
                        r"(?!'?\s{1,4}from\b)")
# Keras and TensorFlow said not to match, or a Keras release, change or nightly said to break the run
# TensorFlow named (not tf.keras: keras beside tf.keras is two Kerases, not a release), or a version
_RELEASE = re.compile(r"\b(?:tensorflow|tf)\b(?![.\-_]keras)|\bversions?\b|\bv?\d+\.\d+", re.IGNORECASE)
# (a version problem, issue or error said, a compatibility issue, a version said too new or too old: "version problems
# of keras and TF", "Keras and Tf compatibility issue", "caused by a too recent Keras version", "keras版本太高")
_TROUBLE = r"(?:issues?|problems?|errors?)\b"
# (Chinese prose reaches the readers with 版本 written " version: ", _context._in_english_order)
_CJK_TROUBLE = r"(?:版本|version:?\s?)(?:(?:太|过)(?:高|低|新|旧)|不(?:一致|匹配|兼容)|问题)"
_MISMATCH = re.compile(r"\bversions? (?:mis-?match\w*|conflict\w*|incompatib\w*|" + _TROUBLE + r")"
                       r"|\bmis-?match\w* (?:\w+ ){0,2}versions?|\bcompatibility " + _TROUBLE
                       + r"|\btoo (?:recent|new|old|high|low)\b|\b(?:n'?t|not) match(?:es|ing)?\b|" + _CJK_TROUBLE
                       + r"|\b(?:in|not |n'?t |arenot |isnot )(?:(?:fully|quite|entirely) )?compatib\w*|\bconflict\w*",
                       re.IGNORECASE)
# said of Keras or TensorFlow themselves: the word a few words from their names (not "Shapes (None, 1) and (None, 3)
# are incompatible" on a line of Keras' traceback)
# a mismatch denied ("there is no version mismatch", "without any conflict")
_NO_MISMATCH = re.compile(r"\b(?:no|not an?|without(?: any)?)\s+(?:version\s+|compatibility\s+)?(?:mis-?match|conflict"
                          r"|incompatib|issue|problem)", re.IGNORECASE)
_NOT_MATCHING = (r"(?:mis-?match|incompatib|(?:not |n'?t |arenot |isnot )(?:(?:fully|quite|entirely) )?compatib"
                 r"|conflict|(?:version|compatibility) (?:issue|problem|error)|too (?:recent|new|old|high|low)"
                 r"|(?:n'?t|not) match|" + _CJK_TROUBLE + ")")
_NAMES = r"(?:keras|tensorflow|tf|versions?)"
_OF_RELEASE = re.compile(rf"\b{_NAMES}\b(?:\W+\w+){{0,6}}?\W+{_NOT_MATCHING}"
                         rf"|\b{_NOT_MATCHING}\w*(?:\W+\w+){{0,6}}?\W+{_NAMES}\b", re.IGNORECASE)
# a Keras program's own error (a tensor's shape or dtype, a traceback's file line): the code's, not a release's
_PROGRAM = re.compile(r"\bshapes?\b|\bdtypes?\b|\bndim\b|\btensors?\b|\bfile \"|, line \d", re.IGNORECASE)
_CHANGE = re.compile(r"\b(?:latest|new|newer|recent) (?:release|version)s? of (?:tf\.)?keras|\bbreaking change"
                     r"|\b(?:tf|keras)[-_]nightly\b", re.IGNORECASE)
# the standalone keras and tf.keras said mixed in one program, or importing from one of them said to fix it ("Mixing
# keras and tf.keras imports caused the error", "Using `from tensorflow.keras import layers` instead of `from keras
# import layers` fixed it")
_MIXED = re.compile(
    r"\bmix(?:ing|ed|es)?\b[^.\n]{0,30}?\b(?:standalone )?keras\b[^.\n]{0,12}?\b(?:and|with)\b[^.\n]{0,12}?"
    r"\btf\.keras\b"
    r"|\bmix(?:ing|ed|es)?\b[^.\n]{0,30}?\btf\.keras\b[^.\n]{0,12}?\b(?:and|with)\b[^.\n]{0,12}?\bkeras\b"
    # (said to fix it: not tried, nor used throughout)
    r"|^(?![^\n]*\b(?:still|same error|no luck|didn'?t help|tried (?:using|with|to use))\b)[^\n]*?"
    r"(?<!tried )(?<!try )\b(?:(?:from|import) )?(?:tensorflow|tf)\.keras\b[^\n]{0,60}?\binstead of\b[^\n]{0,40}?"
    r"(?<![.\w])keras\b(?![.\w-]*\.keras\b)(?![^\n]{0,30}\b(?:throughout|everywhere|consistently)\b)"
    r"(?=[^\n]{0,60}(?<!n't )(?<!not )\b(?:fix\w*|solv\w*|resolv\w*|works?|worked)\b)",
    re.IGNORECASE)
# a keras release and a TensorFlow release said not to work together ("keras 2.3.1 does not work with tensorflow 2.2")
_NOT_WORK = r"(?:(?:does|do|did)(?:n'?t| not)|is ?n[o']?t|won'?t) work\w* (?:with|on|under) (?:the )?"
_NOT_WORKING = re.compile(
    rf"\bkeras\s?(?:==|v)?\s?\d{{1,2}}(?:\.\d{{1,3}}){{1,2}}[^.\n]{{0,20}}?{_NOT_WORK}(?:tensorflow|tf)(?:[-_]gpu)?"
    r"\s?(?:==|v)?\s?\d"
    rf"|\b(?:tensorflow|tf)(?:[-_]gpu)?\s?(?:==|v)?\s?\d{{1,2}}(?:\.\d{{1,3}}){{1,2}}[^.\n]{{0,20}}?{_NOT_WORK}keras"
    r"\s?(?:==|v)?\s?\d", re.IGNORECASE)
_FAILED = re.compile(r"\b(?:errors?|fail\w*|broke(?:n)?|breakdown|stopped working|not working|(?:does|did)n'?t work"
                     r"|can'?t work)\b", re.IGNORECASE)
# a sentence that says none of it: a wish, a plan, a question which version or how to, a conditional or an example,
# a code change, a release note, another Keras-family package's requirement, Python's, another framework's
_NONE = re.compile(
    r"\b(?:would|should|could you|will|wish|hope|great to|initiative|plan\w*|propos\w*|feature request|support for"
    r"|to be compatible|ensure|may|might|maybe|perhaps|if|otherwise|e\.g\.|for example|for instance|which version"
    r"|what version|corresponding|how (?:to|do|can|could) (?:i |we )?(?:check|know|find|choose|install|use|get|add)"
    r"|is there|documentation|release notes?|announce\w*|guide|major new release|compared to"
    r"|keras[-_ ]?(?:tuner|cv|nlp|hub|rl|contrib|vis|retinanet|applications)|kerastuner|autokeras|efficientnet"
    r"|segmentation[-_ ]models|scikeras|keras2onnx|tfdf|decision[-_ ]forests|tensorflow[-_](?:text|io)"
    r"|python ?[23](?:\.\d{1,2})?|py[23]|jax|torch|pytorch|gpus?|cuda|cudnn|nvidia)\b"
    r"|可能|例如|比如|如果", re.IGNORECASE)
# a question whether ("Does TensorFlow 2.16 break with Keras 3?"), not a report asked for help with ("Does anyone
# know why ...?")
_ASKED = re.compile(r"^\W{0,3}(?:is|are|does|do|did|can|could|will|has|have)\b(?!\s+(?:any|some)(?:one|body)\b)"
                    r"[^?]*\?\W*$", re.IGNORECASE)
# a code change: a pull request's title or a commit's first words
_CHANGE_TITLE = re.compile(r"^\W{0,3}(?:\[[^\]]{0,40}\]\s*)?(?:fix(?:e[sd])?|add(?:s|ed)?|update[sd]?|support(?:s|ed)?"
                           r"|port(?:s|ed)?|pin(?:s|ned)?|restrict(?:s|ed)?|use|replace[sd]?|refactor(?:s|ed)?"
                           r"|migrate[sd]?|upgrade[sd]?|ensure[sd]?|make|bump(?:s|ed)?|revert(?:s|ed)?|remove[sd]?|set"
                           r"|switch(?:es|ed)?|change[sd]?|implement(?:s|ed)?|increase[sd]?|allow(?:s|ed)?)\b",
                           re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("keras", "has no attribute", "has not attribute", "cannot import name", "no module", "modulenotfound",
         "not recogni", "filepath", "add_weight")


# Keras said to have dropped TensorFlow 1.x ("Current keras release does not support TensorFlow 1.x", "keras 2.4
# dropped support for TF 1"): the standalone keras from 2.4 on is tf.keras' front end and needs TensorFlow 2.2+
_TF1_DROPPED = re.compile(r"(?:n't|\bnot|\bno longer|\bstopped|\bdropp(?:ed|ing|s)|\bremoved?)\s(?:\w+\s){0,2}?"
                          r"support\w*\s(?:for\s|of\s)?(?:tensorflow|tf)\s?v?1(?:\.x|\.\d{1,2})?\b", re.IGNORECASE)


def _said_of_keras(sentence: str) -> set[str]:
    """What one sentence says: Keras 3 broke code, a Keras name is gone, or Keras and TensorFlow do not match."""
    if (match := _OBJECT_GONE.search(sentence)) is not None and not _KERAS3_SAYS.search(sentence):
        return {"keras_optimizer_api_words" if match.group("optimizer") else "keras_model_api_words"}
    if _KERAS.search(sentence) and _TF1_DROPPED.search(sentence) and not _ASKED.search(sentence.strip()):
        return {"keras_tf1_dropped_words"}  # (before the wishes: "support for" reads as one)
    said = _KERAS3_SAYS.search(sentence) or _MODULE_GONE.search(sentence) or _NAME_GONE.search(sentence)
    if said is None and (_NONE.search(sentence) or _CHANGE_TITLE.search(sentence) or _ASKED.search(sentence.strip())):
        return set()  # a wish, a question, a code change: only the error's own words are read in it
    keras3 = bool(_KERAS3_SAYS.search(sentence) or _KERAS3_LACKS.search(sentence)
                  or (_KERAS3.search(sentence) and _BROKEN.search(sentence)))
    gone = bool(_MODULE_GONE.search(sentence) or _NAME_GONE.search(sentence) or (
        _REMOVED.search(sentence) and not _MODULE_SAYS.search(sentence)
        and (_KERAS.search(sentence) or "has no attribute" in sentence.lower())))
    mismatch = bool(_KERAS.search(sentence) and not _PROGRAM.search(sentence) and not _NO_MISMATCH.search(sentence)
                    and (
        (_MISMATCH.search(sentence) and _RELEASE.search(sentence) and _OF_RELEASE.search(sentence))
        or (_CHANGE.search(sentence) and _FAILED.search(sentence)) or _NOT_WORKING.search(sentence)))
    if _MIXED.search(sentence) and not mismatch and not keras3:
        return {"keras_mixed_words"}
    default = bool(_KERAS3.search(sentence) and _TF_NAMED.search(sentence) and _COMES_WITH.search(sentence))
    flag = ("keras3_words" if keras3 else "keras3_default_words" if default else "keras_name_gone_words" if gone
            else "keras_mismatch_words" if mismatch else "")
    return {flag} if flag else set()


def keras_said(line: str) -> set[str]:
    """The flags a line sets, sentence by sentence.

    keras3_words: Keras 3 said to break or refuse code, or its refusals retold; keras3_default_words: Keras 3 said to
    come with TensorFlow (a reason, which counts beside a failure shown); keras_model_api_words,
    keras_optimizer_api_words: a Keras model's or optimizer's attribute said missing; keras_name_gone_words: a Keras
    module or name said missing or removed; keras_mismatch_words: Keras and TensorFlow said not to match, or a Keras
    release or change said to break the run; keras_tf1_dropped_words: Keras said no longer to support TensorFlow 1.x;
    keras_mixed_words: the standalone keras and tf.keras said mixed, or importing from tf.keras instead said to fix it.
    """
    flags: set[str] = set()
    for sentence in sentences(line):
        if sentence.strip():
            flags |= _said_of_keras(sentence)
    if "is not a package" in line:  # "No module named 'keras.models'; 'keras' is not a package": a keras.py shadows it
        flags.discard("keras_name_gone_words")
    return flags
