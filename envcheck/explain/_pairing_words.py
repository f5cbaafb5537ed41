"""The user's words that a package beside TensorFlow does not fit the TensorFlow installed, one sentence at a time.

Rather than one pattern per wording ("tensorflow-text incompatible with TF 2.0.0-beta1", "tfp and tf version
mismatch", "TF-probability needs at least TF 2.4"), a sentence is read with a small vocabulary: a package released
for TensorFlow releases named (tensorflow-text, -io, -addons, -probability, -hub, -datasets, -recommenders,
-decision-forests, -model-optimization, -serving-api, tf-agents, tf-models-official, dm-reverb, ScaNN, TFX, and
the projects that pin TensorFlow: spleeter, deepface, magenta...), by their short names and misspellings too (tfp,
tfa, tfds, tfio, TF-DF, tfmot, "tensforflow probability"); and what is said of the pair: incompatible, a version
mismatch or conflict (not denied, nor a checksum's, a shape's or a type's), not supported, does not work with,
breaks with TensorFlow (not the package's own output breaking), requires or needs a TensorFlow release; or that
importing the package fails. A sentence naming Keras (Keras 3, tf-keras: that pairing is Keras'), NumPy, protobuf,
CUDA or another framework, a question or wish (which version, please support, is there a plan), a change's title
(Pin, Fix, Bump, Update...), pip finding no release, or the pair said to work, says none of it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from envcheck.explain._sentences import sentences

# TensorFlow's name and its misspellings ("tensoflow", "tenserflow", "Tensorflow-gpu"), or tf on its own
_TF_WORD = r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)"
# the packages: a pattern each, with the distribution it names
_PACKAGES = (
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_. ]?text\b", "tensorflow-text"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w[-_ ]?|tf[-_ ]?)io\b(?![-_]gcs)|\btfio\b", "tensorflow-io"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?addons?\b|\btfa\b", "tensorflow-addons"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?probab\w*|\btfp\b(?:[-_]nightly)?", "tensorflow-probability"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?hub\b", "tensorflow-hub"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?datasets\b|\btfds\b", "tensorflow-datasets"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?recommenders?\b(?![-_]addons)|\btfrs\b", "tensorflow-recommenders"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?recommenders?[-_]addons\b|\btfra\b", "tensorflow-recommenders-addons"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)?[-_ ]?decision[-_ ]?forests?\b|\btf-?df\b", "tensorflow-decision-forests"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?model[-_ ]?optimi[sz]ation\b|\btfmot\b", "tensorflow-model-optimization"),
    (r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[-_ ]?serving[-_ ]?apis?\b", "tensorflow-serving-api"),
    (r"\btf[-_ ]?agents\b", "tf-agents"),
    (r"\btf[-_ ]?models[-_ ]official\b", "tf-models-official"),
    # (reverb alone is an audio effect too: only in reverb's own words, "tensorflow and reverb are mismatched", or
    # said to require TensorFlow)
    ((r"\bdm[-_]reverb\b|(?<=tensorflow and )reverb\b"
      r"|\breverb(?= (?:are|is) mismatched| dynamic library| requires? (?:tf|tensorflow)\b)"), "dm-reverb"),
    (r"\bscann\b", "scann"),
    (r"\btfx\b", "tfx"),
    (r"\btf[-_]sentencepiece\b", "tf-sentencepiece"),
    (r"\b(?:spleeter|deepface|magenta|tensor2tensor|gpflow|tflearn)\b", ""),
)
_PACKAGE = re.compile("|".join(f"(?P<p{i}>{pattern})" for i, (pattern, _) in enumerate(_PACKAGES)), re.IGNORECASE)
# TensorFlow itself named (not one of the packages' names), and a version after it ("TF 2.17", "tensorflow==2.7",
# "tensoflow(2.20.0)", "tensorflow2.4.1", "tf version 2.3")
_TF = re.compile(rf"(?<![\w-]){_TF_WORD}(?:[-_]?(?:gpu|cpu|intel|macos|base))?(?![\w-]|\.\w)"
                 rf"|(?<![\w-]){_TF_WORD}\d", re.IGNORECASE)
_TF_VERSION = re.compile(rf"(?<![\w-]){_TF_WORD}(?:[-_]?(?:gpu|cpu|base))?\s*(?:version\s*|vrsn\s*|v\s*|r|==|>=|~=|\()?"
                         r"\s*(?P<version>[12]\.\d{1,2}(?:\.\d{1,2})?)(?![\d.]*\d)", re.IGNORECASE)
_NUMBER = re.compile(r"(?:version\s*|==|v)?\s*(?P<version>\d{1,2}\.\d{1,2}(?:\.\d{1,3})?)\b", re.IGNORECASE)
# TensorFlow itself, not a package's name that starts with it ("tensorflow-text")
_TF_ALONE = rf"(?<![\w-]){_TF_WORD}(?![\w-])"
# what is said of the pair: it does not fit (not a mismatch or a conflict denied: "no conflict", "without any version
# mismatch"; a break or a mismatch said of TensorFlow, not of the package's own output: "the tokenizer breaks on
# emoji", "log_prob does not match scipy")
_PAIR = re.compile(
    r"\bincompatib\w*|\bin-?compatible\b|(?:\bnot|n't|\bno longer|\bnever)\s(?:\w+\s){0,3}compatible\b"
    r"|\bcompatib\w* (?:issue|problem|error)s?\b|(?<!\bno )(?<!\bwithout )(?<!\bany )(?<!checksum )(?<!checksums )"
    r"(?<!\bhash )(?<!\bshape )(?<!\bsize )(?<!\bdtype )(?<!\btype )\bmis-?match\w*"  # (a checksum's: not the pair's)
    rf"|\bdo(?:es)?(?:n'?t| not) match (?:with )?(?:the |my )?(?:installed |current )?{_TF_ALONE}"
    r"|(?<!\bno )(?<!\bwithout )(?<!\bany )"
    r"\b(?:version|dependency|dependencies|requirements?)\s(?:\w+\s)?(?:conflicts?|problems?|issues?|mismatch\w*)"
    r"|(?<!\bno )(?<!\bwithout )(?<!\bany )\bconflict\w*\b|\bnot (?:yet )?support\w*|\bunsupported\b"
    rf"|\b(?:break(?:s|ing)?|broke)\s(?:with|on|under|in|after|against)\s(?:the\s)?(?:new\s|newer\s|latest\s)?"
    rf"{_TF_ALONE}|{_TF_ALONE}(?:[^.]|(?<=\d)\.(?=\d)){{0,30}}?\b(?:break(?:s|ing)?|broke)\b(?! nothing)"
    r"|\b(?:does|do|did|is|are)(?:n'?t| not) (?:work\w*|compatible)\b|\bnot work\w*|\bwo ?n'?t work\b"
    r"|\bunus(?:e)?able\b|\bmakes? (?:\w+ ){0,3}unus\w*|\bbut not (?:in|on|with|for) (?:tf|ten\w* ?)?\d"
    # no build of the package for that TensorFlow ("has no wheels for tensorflow 2.16", "does not have a build for
    # TF 2.15", "there is no tensorflow-text release for tensorflow 2.16 yet")
    r"|\b(?:has|have|had) no (?:\w+ )?(?:wheels?|builds?|releases?|versions?|binar(?:y|ies))\s(?:for|compatible with)\b"
    r"|\b(?:does|do|did)(?:n'?t| not) have (?:a |an |any )?(?:\w+ )?(?:wheels?|builds?|releases?|versions?"
    r"|binar(?:y|ies))\s(?:for|compatible with)\b"
    rf"|\bno (?:[\w-]+ ){{0,2}}?(?:wheels?|builds?|releases?|versions?)\s(?:for|compatible with)\s(?:the\s)?"
    rf"(?:new\w*\s|latest\s)?{_TF_ALONE}",
    re.IGNORECASE)
# ... of which these say the pair itself, whatever else the sentence says (an import too)
_STRONG = re.compile(r"compatib|match|conflict|support", re.IGNORECASE)
_IMPORT = re.compile(r"\bimport\w*", re.IGNORECASE)
# ... or the release of TensorFlow it requires or needs ("TF-probability needs at least TF 2.4")
_NEEDS = re.compile(rf"\b(?:requires?|needs?|depends? on|dependency (?:on|to)|only supports?|built (?:for|against)"
                    r"|only (?:compatible|works?) with)\s"
                    rf"(?:at least |a |the )?(?:\w+ ){{0,2}}?{_TF_WORD}\b", re.IGNORECASE)
_AT_LEAST = re.compile(r"\bat least\b|>=|\bor (?:newer|later|above|higher)\b|\bminimum\b", re.IGNORECASE)
# ... or that importing it fails (a failure, not a crash: that is the CPU's)
_IMPORT_FAILS = re.compile(
    r"\b(?:fail\w*|unable|can ?not|can'?t|error)\b[^.]{0,25}\bimport\w*|\bimport\w*\b[^.]{0,45}\b(?:fail\w*|error\w*"
    r"|notfound\w*)\b",
    re.IGNORECASE)
# ... its op library not loading (TensorFlow's NotFoundError, an undefined symbol)
_OP_FAILS = re.compile(r"\bnot ?found\w*|\bundefined symbol|\bsymbol not found", re.IGNORECASE)
_CRASH = re.compile(r"\bcrash\w*|\bsegfault|\bcore dump|\billegal instruction|\bkernel (?:died|dies)", re.IGNORECASE)
# what makes a sentence another reading's, or none: Keras (its own pairing), NumPy, protobuf, CUDA, a GPU, another
# framework, Python's release, pip finding no release, a question or a wish, the pair said to work
_NONE = re.compile(
    r"\bkeras\w*|\bnumpy\b|\bprotobuf\b|\bcu(?:da|dnn)\w*|\bdrivers?\b|\b(?:py)?torch\b|\bjax\b"
    r"|\bno module named\b|\bmodule ?not ?found|\bis there\b|\bany (?:solution|way|idea)s?\b"
    r"|\bno matching distribution|\bcould not find a version|\bfrom versions\b"
    r"|^\W*(?:which|what|how|if|unless)\b|\bbut you(?:'ll| will)? have\b|\bhas requirement\b"
    r"|\bplease\b|\bplan\w* to\b|\bwould (?:be|like)\b|\bfeature request|\brequest\b|\bwish\b|\bwonder\w*"
    r"|\bsupport for\b|\badd support\b|\bhow to\b"
    # the pair said of a Python, not of TensorFlow ("spleeter appears to be incompatible with Python 3.10")
    r"|\b(?:in)?(?:compatib\w*|support\w*|work\w*)\s(?:with|on|for|under|in|by)\s(?:the\s)?(?:new\w*\s|latest\s)?"
    r"py(?:thon)?\s?-?v?(?:ersion\s)?[23]\.?\d"
    r"|\bworks? (?:fine|well)\b",
    re.IGNORECASE)
# a change's title or an instruction ("Pin tensorflow-probability", "Fix: update tensorflow-addons", "Limit ...")
_CHANGE = re.compile(
    r"^\W*(?:\[[^]]{1,20}\]\s*)?(?:fix(?:e[sd])?|pin(?:s|ned)?|bump\w*|update[sd]?|upgrade[sd]?|add(?:s|ed)?"
    r"|remove[sd]?|limit\w*|restrict\w*|disallow\w*|prevent\w*|ensure[sd]?|require[sd]?|drop\w*|cap|allow\w*"
    r"|keep|use|make|move|revert\w*|install|try|change[sd]?|support|set|switch\w*|downgrade[sd]?)\b(?![^.]*\bI\b)",
    re.IGNORECASE)
# no package named: a dependency conflict with TensorFlow said, or a title that something (the project whose issue
# it is) is incompatible with a TensorFlow release ("[BUG]: Incompatibility with tensorflow 2.17.0")
_UNNAMED = re.compile(
    rf"\b(?:dependency|dependencies|version|requirements?) (?:conflicts?|issues?) with (?:the )?{_TF_WORD}\b"
    rf"|\bbecause of (?:the |a |its )?dependency (?:to|on) {_TF_WORD}\b"
    rf"|^\W*(?:\[[^]]{{1,20}}\]:?\s*)?(?:incompatib\w*|not compatible) with (?:the )?(?:actual |latest |new )?"
    rf"{_TF_WORD}\s*\d",
    re.IGNORECASE)
_QUESTION = re.compile(r"\?\s*$")
# a question that asks (not "why?" after a statement): "Can we use tfa for tensorflow 1.14?"
_ASKS = re.compile(r"^\W*(?:is there|are there|can (?:we|i|you)|could|does|do|should|when|will|would|any|is it"
                   r"|are (?:you|they)|has|have)\b", re.IGNORECASE)
# the pair said to fit ("versions are compatible according to the website"), not denied just before
_FITS = re.compile(r"\b(?:is|are|was|were|be) (?:fully |all )?compatible\b", re.IGNORECASE)
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bno longer)\W+(?:\w+\W+){0,3}$", re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("text", "io", "addon", "tfa", "probab", "tfp", "hub", "datasets", "tfds", "recommender", "tfr", "forest",
         "tf-df", "tfdf", "optimi", "tfmot", "serving", "agents", "official", "reverb", "scann", "tfx", "sentencepiece",
         "spleeter", "deepface", "magenta", "tensor2tensor", "gpflow", "tflearn", "compatib", "conflict", "dependency")


class Pairing(NamedTuple):
    """What one sentence says: the package, the versions it names, how (pair, needs, import)."""

    package: str  # the distribution ("tensorflow-text"), or "" for a project named that pins TensorFlow
    project: str  # the name as written ("spleeter", "TFP")
    tensorflow: str | None  # the TensorFlow release the sentence names
    version: str | None  # the package's version the sentence names
    needs: str | None  # the TensorFlow it says the package requires or needs, as a specifier: "==2.7", ">=2.4"
    how: str  # "pair", "needs", "import" or "import_op" (its op library said not to load)
    tf_named: bool  # TensorFlow itself named in the sentence


def package_named(sentence: str) -> tuple[str, str, re.Match[str]] | None:
    """The first package named: (distribution, name as written, its match)."""
    m = _PACKAGE.search(sentence)
    if m is None or m.lastgroup is None:
        return None
    return _PACKAGES[int(m.lastgroup[1:])][1], m.group(0).strip(" -_."), m


def _tensorflow(sentence: str, package: re.Match[str]) -> tuple[bool, str | None]:
    """Whether TensorFlow itself is named outside the package's name, and the release named after it."""
    outside = sentence[:package.start()] + " " * (package.end() - package.start()) + sentence[package.end():]
    version = _TF_VERSION.search(outside)
    return bool(_TF.search(outside)), version.group("version") if version else None


def _version_after(sentence: str, package: re.Match[str]) -> str | None:
    """The package's version written just after its name ("tensorflow-text 2.4.3", "tfp==0.6")."""
    m = _NUMBER.match(sentence, package.end())
    return m.group("version") if m else None


def _fits(sentence: str) -> bool:
    """The pair said to fit in the sentence ("are compatible"), not denied ("does not seem to be compatible")."""
    return any(not _DENIED.search(sentence[:m.start()]) for m in _FITS.finditer(sentence))


def pairing_said(line: str) -> list[Pairing]:
    """The sentences of a line (the user's words) that say a package does not pair with the TensorFlow installed."""
    found = []
    for sentence in sentences(line):
        if not sentence or _NONE.search(sentence) or _CHANGE.search(sentence) or _fits(sentence) or (
                _QUESTION.search(sentence) and _ASKS.search(sentence)):
            continue
        named = package_named(sentence)
        if named is None:
            if _UNNAMED.search(sentence) and not _QUESTION.search(sentence):
                version = _TF_VERSION.search(sentence)
                found.append(Pairing("", "", version.group("version") if version else None, None, None, "pair",
                                     tf_named=True))
            continue
        package, project, where = named
        tf_named, tensorflow = _tensorflow(sentence, where)
        needs = _NEEDS.search(sentence)
        needed = None
        if needs and (after := _TF_VERSION.search(sentence, needs.start())):
            needed = (">=" if _AT_LEAST.search(sentence) else "==") + after.group("version")
            others = [m.group("version") for m in _TF_VERSION.finditer(sentence) if m.start() != after.start()]
            tensorflow = others[0] if others else None  # the release named beside the one needed is the one installed
        if needs and (needed or tf_named):
            how = "needs"
        elif ((pair := _PAIR.search(sentence)) and (tf_named or pair.start() > where.start())
              and (_STRONG.search(pair.group(0)) or not _IMPORT.search(sentence))):
            # the package (or TensorFlow) said not to fit, not something else said not to fit it; an import said to
            # break or not work ("importing tensorflow before deepface breaks it") is the import's, not the pair's
            how = "pair"
        elif _IMPORT_FAILS.search(sentence) and package and not _CRASH.search(sentence):
            how = "import_op" if _OP_FAILS.search(sentence) else "import"
        else:
            continue
        if _QUESTION.search(sentence) and how != "pair":
            continue  # a question whether it needs a release, or why an import fails: asked, not said
        found.append(Pairing(package, project, tensorflow, _version_after(sentence, where), needed, how,
                             tf_named=tf_named))
    return found
