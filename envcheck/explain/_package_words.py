"""The user's words that TensorFlow has no wheel for their Python, or that NumPy, protobuf or h5py breaks it.

Rather than one pattern per wording, each sentence is read with a small vocabulary: TensorFlow named (its misspellings,
tf, Keras, TensorBoard, an add-on: tensorflow-text, tensorflow-io...), then what else it names and what it says of it:
a Python (3.9, py3.10, "pyton 3.9"; not a wheel's cp311 tag, nor one inside a path) or a 32-bit system said refused
(no wheel, build or package for it, not available, compatible, supported or provided, not found on PyPI, not
installing, failing to install, lacking a package); NumPy said to break it (a version of NumPy and an
incompatibility, errors or a refusal); protobuf said to break its import or loading. A
sentence that is a wish or a question whether (not "why"), a change's title (Support, Add, Bump, Downgrade...), a
conditional, or another framework's says none of it.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

# (its version may be glued on: "TF2.0", "tensorflow2")
_TF = re.compile(r"\b(?:tensor ?-?flow|tensorflw|tensorlfow|tesnorflow|tf|keras|tensorboard|tflite)"
                 r"(?:[-_]\w+|\d{1,2}(?:\.\d{1,2}){0,2})?\b", re.IGNORECASE)
# an add-on published apart from TensorFlow, or a project that pins TensorFlow (their wheels' Pythons are their own,
# not the tables')
_ADDON = re.compile(r"\b(?P<addon>tensor ?flow[-_](?:text|io|addons|hub|datasets|probability|decision[-_]forests"
                    r"|recommenders|transform|serving[-_]api|data[-_]validation|model[-_]analysis|metadata|federated"
                    r"|quantum)|tensorflowjs|tf[-_](?:agents|models[-_]official)|tflite[-_]model[-_]maker|dm[-_]reverb"
                    r"|tfx|spleeter|deepface|magenta|tensor2tensor|gpflow|tflearn|deeplabcut|basic[-_]pitch)\b",
                    re.IGNORECASE)
# a Python named in words, not inside a path (".../python3.7/site-packages", "Python310\\lib") or a wheel's cp tag
_PYTHON = re.compile(r"(?<![/\\\w.-])(?:py(?:thon|ton|hton|thn)?)\s?-?(?:v(?:ersion)?\s?)?(?P<v>[23])\.?"
                     r"(?P<m>\d{1,2})\b(?![.\d]*\s?(?:bit|%))(?![.\d]*[/\\_])", re.IGNORECASE)
# a TensorFlow release named ("tensorflow 2.5", "tf==2.4"): a sentence about an add-on and it is their pairing
_TF_RELEASE = re.compile(r"\b(?:tensor ?flow|tf)(?:[-_]gpu)?\s?(?:==|version\s?|v)?\s?[12]\.\d", re.IGNORECASE)
_BITS32 = re.compile(r"\b(?:32[- ]?bits?|x86(?![-_]64)|i[3-6]86|win32)\b", re.IGNORECASE)
# a Python, a system or a package refused: no wheel for it, not available, supported or provided, not on PyPI, failing
# to install (not a run said not to work: that is the program's, whatever the Python)
_REFUSED = re.compile(
    r"(?:\bnot|n'?t|\bno longer|\bnever)\s(?:\w+\s){0,3}?(?:be\s)?(?:compatible|available|supported|support\w*"
    r"|install\w*|released|built|exist\w*|provided|published|offered)"
    # not on the package index: "'tensorflow==1.14.0' from setup.py is not found in PyPi" (not a module not found)
    r"|\bnot (?:be )?(?:found|listed) (?:in|on) (?:the )?(?:pypi|pip|package index)\b"
    r"|\b(?:unable to|fails? to|failed to|failing to|won'?t) (?:be )?install|\bincompatible\b|\bunsupported\b"
    r"|\bno (?:[\w-]+ ){0,3}?(?:wheels?|builds?|packages?|binar(?:y|ies)|distributions?|versions?|support|matching)\b"
    r"|\bno (?:tensor ?flow|tf)\b|\blacks?\b|\berror (?:in|while|when) install\w*|\binstall\w* (?:\w+ ){0,2}fail",
    re.IGNORECASE)
# the driver or CUDA said not to install: its own installer's trouble, not a wheel missing for the Python
_OTHER_REFUSED = re.compile(r"\b(?:unable to|fails? to|failed to|can'?t|cannot|could ?n[o']?t) (?:\w+ )?install "
                            r"(?:the )?(?:nvidia |gpu |cuda )?(?:drivers?|cuda|cudnn|toolkit)\b", re.IGNORECASE)
# a 32-bit system said refused: the same, or TensorFlow said not to work there
_REFUSED_32 = re.compile(r"(?:\bnot|n'?t)\s(?:\w+\s){0,2}?work", re.IGNORECASE)
_NUMPY = re.compile(r"\bnum ?py\b|\bnp\b", re.IGNORECASE)
_NUMPY_VERSION = re.compile(r"\bnum ?py(?:'s version)?(?: has been (?:already )?upgraded to| version| v| ?[<>=~]=?)?"
                            r"\s?v?(?P<v>\d{1,2}(?:\.(?:\d{1,2}|x))?)(?:\.\d{1,2})?\+?", re.IGNORECASE)
# a NumPy said new, with no version, and said not to fit TensorFlow, either way round ("new version of numpy
# incompatible with tensorflow 2.10.0", "the latest numpy breaks my tensorflow", "TensorFlow 2.10 doesn't work with the
# new numpy release"); not denied, nor the user's own code between them
_NEWER_NUMPY = (r"(?:\b(?:new|newer|newest|latest|recent)\s(?:(?:version|release)\sof\s)?num ?py\b"
                r"|\bnum ?py(?:'s)?\s(?:new|newer|newest|latest)\b|\bnum ?py\s(?:update|upgrade)\b)")
_GAP = r"(?:(?!\b(?:my|our|not|never|no)\b|n't|\.\s)[^;\n]){0,30}?"  # (a version's dots, not a sentence's end)
_NUMPY_NEWER = re.compile(
    rf"{_NEWER_NUMPY}{_GAP}\b(?:(?:is|was|are)\s)?(?:incompatib\w*\s(?:with|to)|breaks?|broke)\s(?:the\s|my\s)?"
    rf"(?:tensorflow|tf)\b"
    rf"|\b(?:tensorflow|tf)\b{_GAP}\b(?:(?:is|was)\s(?:incompatib\w*|not\s(?:\w+\s)?compatible)\swith"
    rf"|(?:does ?n[o']?t|won'?t|can'?t|cannot)\swork\swith)\s(?:the\s)?{_NEWER_NUMPY}",
    re.IGNORECASE)
# NumPy said to break TensorFlow: an incompatibility, errors, a refusal
_BROKEN = re.compile(
    r"\bincompatib\w*|\bnot (?:\w+ )?compatible\b|(?:\bnot|n'?t)\s(?:\w+\s){0,2}?(?:support|work|run)\w*"
    r"|\b(?:breaks?|broke|broken|breaking)\b|\berrors?\b|\bfail\w*|\bcrash\w*|\bproblems?\b|\bissues?\b",
    re.IGNORECASE)
# NumPy 2 named ("Numpy 2.0", "numpy v2", "numpy>=2", "numpy 2.xx"; not a 2-D array: "numpy 2D array", "numpy 2
# dimensional"), and said to break something (or not to be usable: "we cannot use numpy 2.xx"); not said not to be
# the problem, nor fixed
# (what a count of NumPy's shapes names: "a numpy 2D array", "a numpy 2 channel array")
_SHAPE_NOUNS = (r"(?:d\b|dim\w*|channels?\b|vectors?\b|elements?\b|columns?\b|rows?\b|arrays?\b|matri\w+|images?\b"
                r"|values?\b|points?\b|ax[ie]s\b)")
_NUMPY2 = re.compile(r"\bnum ?py\s?(?:v|version\s|==|>=|>|=)?\s?2(?:\.(?:\d{1,2}|xx?))?(?:\.\d{1,2})?\+?(?![\w.])"
                     rf"(?!\s?-?(?:{_SHAPE_NOUNS}|times\b|x\b))", re.IGNORECASE)
# NumPy 2 said to break it: break verbs only (not "errors" or "issues" met beside it: "the migration guide lists the
# errors you may see"), or not usable, or an import that fails under it
_NUMPY2_BROKE = re.compile(
    r"\b(?:break(?:s|ing)?|broke(?:n)?|incompatib\w*|crash\w*|fail\w*)\b|\bnot (?:\w+ )?compatible\b"
    r"|(?:\bnot|n't)\s(?:\w+\s){0,2}?work\w*|\b(?:can'?t|cannot|can not|unable to) (?:be )?(?:use|import\w*)\b"
    r"(?! (?:numpy|np) ?v?2\S* yet\b)"
    # an error the user gets from it ("after numpy 2.0 I get this error"; not one a guide lists)
    r"|\b(?:get|gets|got|getting|gives?|gave|giving|throws?|threw|raises?|raised|causes?|caused|causing|leads? to"
    r"|led to"
    r"|results? in|produces?|produced)\b(?:\s[\w-]+){0,3}?\s(?:an? |the |this |these |following |same )?errors?\b"
    r"|\berrors? (?:with|since|after|under|when using|on|in|from) (?:the )?(?:new )?num ?py ?v?2",
    re.IGNORECASE)
# ... not where it is cleared or fixed, nor pip's own word that another package needs it ("opencv-python requires
# numpy>=2, but you have numpy 1.26.4"), nor another framework's sentence (unless TensorFlow is named too)
_NUMPY2_CLEARED = re.compile(
    r"\bnot (?:the |a )?(?:problem|issue|cause|culprit)\b|\b(?:fix(?:ed|es)?|solv\w+|resolv\w+)\b"
    r"|\b(?:without|no) (?:any )?(?:errors?|issues?|problems?)\b|\brequires? numpy ?>=? ?2|\bbut you have numpy 1\."
    r"|\bworks? (?:fine |well )?with numpy ?v?2|\b(?:which is|that is|that's) fine\b|\bkept\b|\bnot installed\b"
    r"|\bthe real (?:issue|problem)\b|\bpinned\b|\bstay (?:on|with) numpy ?1|\brelease notes?\b"
    r"|\b(?:slated|upcoming|(?:will|to) be released|not yet released)\b",
    re.IGNORECASE)
# a count of NumPy's shapes, not its release
_NUMPY_SHAPE = re.compile(rf"\bnum ?py\s?\d{{1,2}}\s?-?{_SHAPE_NOUNS}", re.IGNORECASE)
_OTHER_FRAMEWORK = re.compile(r"\b(?:py)?torch\b|\bjax(?:lib)?\b|\bmxnet\b|\bpaddle\w*\b", re.IGNORECASE)
_PROTOBUF = re.compile(r"\bproto ?buf+s?\b|\bgoogle\.protobuf\b", re.IGNORECASE)
_PROTOBUF_VERSION = re.compile(r"\bproto ?buf+\s?(?:==|=|>=?|version )?\s?v?(?P<v>\d{1,2}(?:\.\d{1,2}){0,2}|\d\.x)\b",
                               re.IGNORECASE)
# a protobuf release said to break TensorFlow's side outright ("Protobuf 4.21.0 breaks tensorboard", "TF2.0 is not
# compatible with protobuf>3.20"), not an error merely met beside it
_PROTOBUF_BROKE = re.compile(r"\b(?:breaks?|broke|broken|breaking)\b|\bincompatib\w*|\bnot (?:\w+ )?compatible\b",
                             re.IGNORECASE)
# h5py 3 said to break TensorFlow ("h5py v3 broke tensorflow compatibility"): not its own wheel failing to install
_H5PY3 = re.compile(r"\bh5py\s?(?:==|>=|=|version |v)?\s?v?3(?:\.[\dx]{1,2}){0,2}\b", re.IGNORECASE)
_H5PY_BROKE = re.compile(r"\b(?:breaks?|broke|broken|breaking)\b|\bincompatib\w*|\bnot (?:\w+ )?compatible\b"
                         r"|\b(?:won'?t|wo not|doesn'?t|does not|didn'?t|did not) work\b", re.IGNORECASE)
_BUILDING = re.compile(r"\b(?:build\w*|wheels?|compil\w*)\b|\binstall\w* (?:of )?h5py\b", re.IGNORECASE)
# protobuf said to break the import or loading of TensorFlow (not an "issue" in general)
_IMPORT = re.compile(r"\b(?:import\w*|load\w*|start\w*)\b", re.IGNORECASE)
# a wish, a question whether, a change's title, a conditional, another framework: none of it is said
_NONE = re.compile(
    r"\b(?:hope|wish|would like|please (?:add|support|update|upgrade|release)|any (?:plans?|timeline|updates?|news|eta)"
    r"|plan(?:s|ning)? to|when will|will (?:there|it|you)|is there|are there|do you have|can (?:we|you)|could you"
    r"|am i|how (?:to|do|can|could|should))\b"
    r"|\b(?:does|do|is|will) (?:tensor ?flow|tf|it|keras) (?:\w+ )?(?:support|work|install|compatible|available)"
    r"|\bdue to an? (?:environment|os)error\b|\b(?:py)?torch\b|\bjax\b|\bmxnet\b|\bpaddle\w*"
    r"|\bif\b[^.]{0,60}\b(?:would|will|could|might)\b"
    r"|^\W*(?:support|add|adds|added|adding|update[sd]?|bump|fix|fixe[sd]|force|pin|restrict|set|allow|drop|remove"
    r"|downgrade|upgrade|align|compat|migrate|research)\b",
    re.IGNORECASE)
# an install of another package said to bring a TensorFlow release in ("I am trying to pip install lingvo==0.9.0.
# Although I have tensorflow-gpu 2.6, it downloads cpu tensorflow 2.5"): that package's requirements exclude the one
# installed; the install (it, pip) is what brings it, not the user's own next step ("and then installing tensorflow")
_PULLED = re.compile(
    r"\b(?:pip3?|conda|poetry) (?:install|add) (?:(?:-U|--upgrade|--user) )*"
    r"(?P<pkg>(?!(?:tensorflow(?:[-_](?:gpu|cpu))?|tf-nightly\S*|keras|tf-keras)(?![\w-]))[A-Za-z][\w-]{1,40})"
    r"(?:==(?P<pv>\d{1,4}(?:\.\d{1,4}){0,3}))?(?![\w-])"
    r"(?:(?!\bthen\b)[^\n]){0,200}?\b(?:it|pip|this|that|which) (?:also |silently |automatically |always )?"
    r"(?:downloads?|installs?|pulls?|brings?|upgrades?|downgrades?|replaces?|reinstalls?)\b(?: in| up| the| down)?"
    r"(?: (?:cpu|gpu))? "
    r"(?:tensor ?flow|tf)(?:[-_](?:gpu|cpu))?(?: to| version)? ?(?:==|v)?(?P<tf>[12]\.\d{1,2})(?![\d.]*\d\s?%)",
    re.IGNORECASE)
# an add-on with compiled ops said to break after TensorFlow was upgraded ("There is a problem with
# Tensorflow_decision_forests after updating to version 2.6.0", "tensorflow-text stopped working after upgrading
# tensorflow to 2.11"): its releases are built against one TensorFlow release each. By its package's name (not
# "tensorflow text classification", "the tensorflow graphics card"), on a line saying something broke
_AFTER_UPGRADE = re.compile(
    r"\b(?P<addon>tensor ?flow(?:[-_](?:text|io|addons|recommenders[-_]addons|graphics)|[-_ ]decision[-_ ]forests)"
    r"|tfdf|scann)\b"
    r"[^\n]{0,120}?\bafter (?:the )?(?:updat|upgrad)\w{0,3} (?:(?:tf|tensor ?flow|to|version|the) ){0,4}v?"
    r"(?P<tf>[12]\.\d{1,2})", re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("tensor", "tf", "keras", "flow", "dm-reverb", "dm_reverb", "spleeter", "deepface", "magenta", "gpflow",
         "deeplabcut", "basic-pitch", "basic_pitch", "numpy", "num py")


def _question(sentence: str) -> bool:
    """A question whether (not why): it states nothing."""
    stripped = sentence.strip()
    return stripped.endswith("?") and not re.match(r"\W*why\b", stripped, re.IGNORECASE)


def _h5py3_broke(sentence: str) -> bool:
    """h5py 3 said to break TensorFlow in a sentence, not its own wheel failing to build or install."""
    return bool(_H5PY3.search(sentence) and _H5PY_BROKE.search(sentence) and not _BUILDING.search(sentence))


def _numpy2_broke(line: str) -> set[str]:
    """numpy2_broke_said where a sentence says NumPy 2 breaks something, or is not usable (not asked, nor cleared)."""
    return {"numpy2_broke_said"} if any(
        _NUMPY2.search(sentence) and _NUMPY2_BROKE.search(sentence) and not _question(sentence)
        and not _NUMPY2_CLEARED.search(sentence) and (not _OTHER_FRAMEWORK.search(sentence) or _TF.search(sentence))
        for sentence in sentences(line)) else set()


def _distribution(name: str) -> str:
    """An add-on's name as pip spells it ("Tensorflow_text", "tensor flow-io": tensorflow-text, tensorflow-io)."""
    return name.lower().replace("tensor flow", "tensorflow").replace("_", "-")


def _python(sentence: str) -> str | None:
    found = _PYTHON.search(sentence)
    return f"{found['v']}.{found['m']}" if found else None


def _refused(sentence: str) -> tuple[set[str], dict[str, str]]:
    """What a sentence says refused: a Python (TensorFlow's, an add-on's or a project's) or a 32-bit system."""
    if (refused := _REFUSED.search(sentence)) and not _OTHER_REFUSED.search(sentence):
        # the Python refused: the one after the refusal ("requires python 3.7, not compatible with python 3.10"),
        # else the one before it ("Python 3.12 is not supported")
        py = _python(sentence[refused.start():]) or _python(sentence)
        if py is None:
            return ({"python_32bit", "install_failed_said"}, {}) if _BITS32.search(sentence) else (set(), {})
        if (addon := _ADDON.search(sentence)) is None:
            return {"python_refused_said"}, {"python": py}
        if _TF_RELEASE.search(sentence):  # a TensorFlow release named beside the add-on: their pairing's
            return set(), {}
        return {"addon_python_refused"}, {"addon": _distribution(addon["addon"]), "python": py}
    if _BITS32.search(sentence) and (_BROKEN.search(sentence) or _REFUSED_32.search(sentence)) \
            and not _NUMPY.search(sentence):
        return {"python_32bit", "install_failed_said"}, {}  # "Error in installing the tensorflow on 32 bit Ubuntu"
    return set(), {}


def package_said(line: str) -> tuple[set[str], dict[str, str]]:
    """The flags a line of the user's words sets, sentence by sentence, and the versions the sentences name.

    python_refused_said: a Python said to have no TensorFlow for it (the version in "python");
    addon_python_refused: the same of an add-on or a project pinning TensorFlow (its name in "addon"); python_32bit and
    install_failed_said: a 32-bit system said refused; numpy_refused_said: NumPy said to break TensorFlow (its version
    in "numpy"); numpy_newer_said: a newer NumPy said to, with no version; numpy2_broke_said: NumPy 2 said to
    break any package (or not to be usable);
    protobuf_words: protobuf said to break TensorFlow's import (its version in "protobuf", when said);
    h5py3_said: h5py 3 said to break TensorFlow (not its own install); tf_pulled_said: another package's install
    said to bring a TensorFlow release in (the package in "puller", its version in "puller_version", the TensorFlow
    in "pulled_tf"); addon_after_tf_upgrade: an add-on with compiled ops said to break after TensorFlow was upgraded
    (the add-on in "upgraded_addon", the TensorFlow in "upgraded_tf").
    """
    flags: set[str] = set()
    said: dict[str, str] = {}
    if (upgraded := _AFTER_UPGRADE.search(line)) is not None and not _question(line) and _BROKEN.search(line):
        flags.add("addon_after_tf_upgrade")
        addon = upgraded["addon"].lower().replace(" ", "-").replace("_", "-")
        said.update({"upgraded_addon": "tensorflow-decision-forests" if addon == "tfdf" else _distribution(addon),
                     "upgraded_tf": upgraded["tf"]})
    if (pulled := _PULLED.search(line)) is not None:  # across the line's sentences: the install, then what it did
        flags.add("tf_pulled_said")
        said.update({"puller": pulled["pkg"].lower().replace("_", "-"), "pulled_tf": pulled["tf"]})
        said.update({"puller_version": pulled["pv"]} if pulled["pv"] else {})
    flags |= _numpy2_broke(line)  # whichever package it breaks: the modules built against NumPy 1.x
    for sentence in sentences(line):
        if (not sentence.strip() or not (_TF.search(sentence) or _ADDON.search(sentence)) or _NONE.search(sentence)
                or _question(sentence)):
            continue
        broken = _BROKEN.search(sentence)
        refused, versions = _refused(sentence)
        flags |= refused
        for name, value in versions.items():
            said.setdefault(name, value)
        if _NUMPY.search(sentence) and broken and (version := _NUMPY_VERSION.search(sentence)) \
                and not _NUMPY2_CLEARED.search(sentence) and not _NUMPY_SHAPE.search(sentence):
            # (not "upgrading to numpy 2.1 fixed the issue", nor "a numpy 2 channel array")
            flags.add("numpy_refused_said")
            said.setdefault("numpy", version["v"])
        elif _NUMPY_NEWER.search(sentence):
            flags.add("numpy_newer_said")
        flags |= {"h5py3_said"} if _h5py3_broke(sentence) else set()
        if _PROTOBUF.search(sentence) and broken and (
                _IMPORT.search(sentence) or (_PROTOBUF_VERSION.search(sentence) and _PROTOBUF_BROKE.search(sentence))):
            flags.add("protobuf_words")
            if (version := _PROTOBUF_VERSION.search(sentence)) is not None:
                said.setdefault("protobuf", version["v"])
    return flags, said
