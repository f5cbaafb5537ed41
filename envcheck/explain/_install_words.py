"""The user's words that two TensorFlow distributions sit side by side, or that the CPU package is the one in use.

Rather than one pattern per wording, each sentence is read with a small vocabulary: TensorFlow's distributions by
kind -- the GPU one (tensorflow-gpu, tf-gpu, "the GPU version of TensorFlow", gpu版), the CPU one (tensorflow-cpu,
"the CPU version", "tensorflow without GPU", "not gpu version"), the plain package (`tensorflow` backticked, with a
pin or a wheel's version, called the package, or what an install, download or dependency brings) and the nightly
(tf-nightly) -- never its add-ons (tensorflow-text, -io, -estimator, -probability, ...) nor tensorflow-intel or
-macos, which `tensorflow` itself requires; and what is said of them: present (installed, have, already, existing,
in my environment), added (installs, downloads, pulls in, collects, searches for, overrides, over the top of), side
by side (both, alongside, beside, as well as, while), or removed (uninstalls, replaces, blows off, lost). Two kinds
named with any of these, or two counted ("two tensorflow versions in my environment"), are two distributions in one
environment; the GPU one removed before the plain or CPU one installed is the GPU package replaced; the plain or
CPU one said used or installed rather than (not, instead of) the GPU one is the CPU package in use; the GPU one said
overridden or overwritten (by an install, by the `tensorflow` package) is two distributions in one folder. One moved to
the other (switched from ... to), one removed for the other, a sentence giving advice, asking how or which,
wishing, speaking of anyone (if you ...), of another's setup (you are using), of attempts in turn (tried, also
with, compared) or setting one against the other (either ... or) says none of it; a kind said absent (no
tensorflow-cpu, tensorflow-cpu is not installed) is not named, and two said removed together are not side by side.
"""
from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

_TF = r"(?:tensorflow|tenserflow|tensoflow|tf)"
# the distributions, by kind (the order of the alternatives matters: the nightly before the GPU and CPU ones)
_KINDS = re.compile(
    r"(?P<nightly>\btf[-_]nightly(?:[-_](?:gpu|cpu|2[-_]0[-_]preview))?\b)"
    rf"|(?P<gpu>\b{_TF}[-_]gpu\b|\b{_TF} gpu (?:version|build|package|edition)\b"
    rf"|\bgpu (?:version|build|edition|package) of {_TF}\b|gpu版(?:本的?)?tensorflow|\btensorflow gpu ?\d)"
    rf"|(?P<cpu>\b{_TF}[-_]cpu\b|\b{_TF} cpu (?:version|build|package)\b"
    rf"|\bcpu(?:[- ](?:only|backed|based))? (?:version|build|edition|package)(?: of {_TF})?\b"
    rf"|\b(?:non[- ]?gpu|not gpu) version\b|\bcpu(?:[- ](?:only|backed|based))? {_TF}\b"
    rf"|\b{_TF}(?:[- ]\d[\w.]*)? without (?:the )?gpu\b|cpu版)"
    r"|(?P<plain>`tensorflow`|\btensorflow(?=\W{0,3}(?:and )?(?:not|instead of|rather than) `?(?:tensorflow|tf)[-_]gpu)"
    r"|\btensorflow(?:==|-)\d{1,2}\.\d[\w.]*|\b(?:package|lib) tensorflow\b"
    r"|\btensorflow (?:package|lib)\b|\b(?:normal|regular|plain|standard) tensorflow\b"
    r"|\b(?:install\w{0,3}|download\w{0,3}|collect\w{0,3}|search\w{0,3} for|pull\w{0,3}(?: in)?) (?:the |a |its )?"
    r"(?:dependency )?(?:package )?`?tensorflow\b"
    # the plain package by its release, where a GPU or CPU one is named with its release too ("I have tensorflow-gpu
    # 1.8.0 and tensorflow 1.4.1 installed", "comes with tensorflow2.3 Conflicts with tensorflow GPU 1.13.1"; see
    # _versioned)
    r"|(?P<versioned>\btensorflow ?v?\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\b(?!\.\d))"
    # the bare name paired with a GPU or CPU one ("found both tensorflow and tensorflow-gpu in the environment")
    r"|(?P<bare>\btensorflow\b))(?![-_]\w)",
    re.IGNORECASE)
# present: installed or there already
_PRESENT = re.compile(r"\b(?:installed|have|has|had|already|existing|present|exists?|there (?:is|are|was)"
                      r"|in (?:my|the|your|this) (?:env\w*|packages|system|site-packages|venv|virtualenv))\b|装了|已经",
                      re.IGNORECASE)
# added beside what is there
_ADDED = re.compile(r"\b(?:(?:re)?install(?:s|ed|ing)?|download\w*|pull\w*|collect\w*|search\w*|overrid\w*"
                    r"|overwrit\w*|over the top|on top of|brings?|comes? with|dependency)\b|安装|装", re.IGNORECASE)
# side by side
_SIDE = re.compile(r"\b(?:both|alongside|besides?|in addition to|as well as|along with|next to|together|while"
                   r"|conflicts? with|even (?:when|if|though))\b|同时|都", re.IGNORECASE)
# removed, or lost
_REMOVED = re.compile(r"\b(?:unin?stall\w*|remov\w*|replac\w*|blows? off|lost|delet\w*|clean\w*)\b", re.IGNORECASE)
# the user's own environment ("I lost it", "my tensorflow-gpu"), not a package index's ("has been removed")
_MINE = re.compile(r"\b(?:i|we|my|our)\b", re.IGNORECASE)
# a move from one to the other
# a swap said as the user's own test that then worked ("when I uninstall tensorflow-gpu and use the cpu version, the
# program could run successfully", "if I use tensorflow instead of tensorflow-gpu it works")
_TRIED = re.compile(r"^\W*(?:but |and )?(?:when|if|whenever) (?:i|we)\b.{0,160}?\b(?:it|program|code|script|training"
                    r"|everything|model)\b.{0,30}?\b(?:works?|worked|could run|can run|runs? (?:successfully|fine|well)"
                    r"|ran (?:successfully|fine|well))\b", re.IGNORECASE)
_MOVED = re.compile(r"\b(?:switch\w*|chang\w*|mov(?:e|ed|ing)|went|go(?:ing)?|upgrad\w*|downgrad\w*|migrat\w*"
                    r"|swap\w*|from)\b", re.IGNORECASE)
# another's setup, not the user's ("I see you are using tensorflow rather than tensorflow-gpu")
_NOT_MINE = re.compile(r"\byou(?:'re| are|r)\b", re.IGNORECASE)
# the first kind set against the second: rather than, not, or
_AGAINST = re.compile(r"\bbut\b[^.]{0,30}\b(?:us(?:es|ed|ing|e)|runs?|running)\b|\bnot\b|\binstead of\b"
                      r"|\brather than\b|\bor\b|\bvs\.?|\bversus\b", re.IGNORECASE)
# the first kind said used (what runs, what an install or a build used)
_USED = re.compile(r"\b(?:us(?:es|ing|ed)|runs?|running|works? on|built with|installs?|installed|is)\s+"
                   r"(?:the\s+)?\S*$", re.IGNORECASE)
# two counted: "two tensorflow versions in my environment", "several versions of tensorflow installed"
_COUNTED = re.compile(rf"\b(?:two|2|both|several|multiple) (?:different |identical )?(?:(?:versions?|copies|installs?"
                      rf"|installations?|distributions?) of {_TF}\b|{_TF}s\b|{_TF} ?(?:versions?|packages?|installs?"
                      r"|installations?|distributions?|copies)\b)", re.IGNORECASE)
# a sentence that says none of it: advice, a question how or which, a wish, anyone's case, a general statement
_NONE = re.compile(
    r"\b(?:do|does|should|shall|can|could|would) (?:i|we|you|it|one) (?:need|have|use|install|keep|remove)\b"
    r"|\bhow (?:to|do|can|could|should)\b|\bwhich (?:one|of)\b|\b(?:is there|any) (?:a )?way\b|\bwant(?:s|ed)? to\b"
    r"|\bdon'?t want\b|\bwould like\b|\bwish\b|\byou (?:should|need|must|can|could|have to|may|might|only want)\b"
    r"|\byou cannot\b"
    r"|\b(?:try|trying)\b(?! to\b)|\b(?:recommend\w*|suggest\w*|please|one can|usually|generally)\b"
    r"|\b(?:both|either)\b[^.]{0,60}\bwork\b|\bshould (?:be|have|use|install)\b|\bif you\b|\bwhether\b|\btried\b"
    r"|\b(?:imagine|a (?:case|matter) of|otherwise)\b"
    # two denied ("I don't have two versions of tensorflow installed", "make sure there are not two")
    r"|\b(?:don'?t|do not|does ?n[o']?t|did ?n[o']?t|never) have (?:two|2|multiple|several|both)\b"
    r"|\bthere (?:are|is|were|was) (?:not|no) (?:two|2|multiple|several)\b"
    # what a document says ("Tensorflow 2.11 release note says that both tensorflow and tensorflow-cpu will ...")
    r"|\b(?:release notes?|docs?|documentation|readme|guide|changelog)\b[^.]{0,20}\b(?:says?|states?|mentions?)\b"
    r"|\b(?:separate|different|each|own|two) (?:conda )?(?:env\w*|venvs?|virtualenvs?|containers?|machines?)\b"
    r"|\b(?:same (?:with|for|on|happens)|also (?:with|on|happens)|test(?:ed|ing)? (?:with|on)|with (?:both|either)"
    r"|compar\w*|versus|vs)\b"
    # the failure said to come with each ("Error shows up with tensorflow and tensorflow-cpu both"; not "it happens
    # in an environment where both are installed")
    r"|\b(?:error|issue|problem|it|this|crash\w{0,3})\b[^.]{0,30}?\b(?:shows? up|happen(?:s|ed)?|occur(?:s|red)?"
    r"|appear(?:s|ed)?|comes? up|persist(?:s|ed)?) (?:with|for|on|using) (?:both )?`?tensorflow\b"
    r"(?!(?:[^.\n]|\.(?=\d)){0,80}\b(?:installed|together)\b)"
    r"|\bif\b[^.]{0,80}\b(?:will|would)\b|\b(?:either|neither)\b|\b(?:has|have|offers?) (?:a|two) (?:cpu|gpu|different)"
    r"|\bflavou?rs?\b|\b(?:from|since|before|after) (?:tensorflow |tf |version )?v?[12](?:\.[\dx]|\b)",
    re.IGNORECASE)
# a yes-or-no question ("did you use tensorflow without gpu?"); a why-question states what is there
_ASKED = re.compile(r"^\W*(?:do|does|did|is|are|was|were|can|could|should|would|will|shall)\b[^?]*\?\s*$",
                    re.IGNORECASE)
# the GPU build said written over by another install ("TensorFlow GPU overriden by installation of baselines", "then
# tensorflow package overrides the gpu package"): the other distribution's files in its folder, both still listed
_OVERRIDDEN = re.compile(
    rf"\b(?:overrid|overwrit)\w*\s(?:the\s|my\s|an?\s)?(?:existing\s)?(?:gpu (?:package|version|build|one)\b"
    rf"|{_TF}[-_ ]gpu\b)"
    rf"|\b{_TF}[-_ ]gpu(?: version| package| build)?\s(?:is\s|was\s|were\s|got\s|gets\s|being\s|has been\s)?"
    r"(?:overrid|overwrit)\w*", re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("tensorflow", "tf-", "tf_", "tf ", "cpu", "gpu")


# a kind said absent: "no tensorflow-cpu", "without tf-nightly", "tensorflow-cpu is not installed" (not "`tensorflow`,
# not `tensorflow-gpu`": one set against the other)
_NO_KIND_BEFORE = re.compile(r"\b(?:no|without)\W{1,3}$", re.IGNORECASE)
_NO_KIND_AFTER = re.compile(r"^[\s\d.]{0,10}(?:is|was|are|were)?\s?(?:not|n't|never)\s(?:\w+\s)?(?:installed|there"
                            r"|present|listed|found)\b", re.IGNORECASE)
# two kinds named together, then said removed: "tensorflow-gpu and tensorflow-cpu were both uninstalled"
_BOTH_REMOVED = re.compile(r"[^.]{0,20}?\b(?:unin?stall\w*|remov\w*|delet\w*)\b", re.IGNORECASE)


# a release right after a GPU or CPU distribution's name ("tensorflow-gpu 1.8.0", "tensorflow GPU 1.13.1")
_RELEASE_AFTER = re.compile(r"^\W{0,3}(?:version\W{0,3})?v?\d{1,2}\.\d", re.IGNORECASE)
# what joins two distributions named as a pair: "tensorflow-gpu 1.8.0 and tensorflow 1.4.1", "tensorflow2.3 conflicts
# with tensorflow GPU 1.13.1" (not "tensorflow-gpu 2.4 needs CUDA 11.0 while tensorflow 2.3 ...": two releases)
_PAIRED = re.compile(r"^[\s\d.,()v]*(?:and|&|plus|as well as|alongside|besides?|along with|next to|conflicts? with"
                     r"|clash\w* with)?[\s,]*$", re.IGNORECASE)


def _versioned(sentence: str, named: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The plain package by its release or bare name is a kind only paired with a GPU or CPU one.

    Alone, "tensorflow 2.3" is the release and "tensorflow" the library, not the package: joined to "tensorflow-gpu
    1.8.0" by "and" (or said to conflict with it) the release is the other distribution, and so is the bare name
    joined to a GPU or CPU one ("both tensorflow and tensorflow-gpu").
    """
    def paired(i: int) -> bool:
        kind, start, end = named[i]
        near = [named[j] for j in (i - 1, i + 1) if 0 <= j < len(named) and named[j][0] in ("gpu", "cpu")]
        def gap(s: int, e: int) -> str:
            return sentence[e:start] if e <= start else sentence[end:s]
        # the bare name only by a word ("tensorflow and tensorflow-gpu"), not an install line's list of names
        return any((_RELEASE_AFTER.match(sentence[e:]) or (kind == "bare" and re.search(r"[A-Za-z&]", gap(s, e))))
                   and _PAIRED.match(gap(s, e)) for _, s, e in near)
    return [(("plain" if k in ("versioned", "bare") else k), s, e) for i, (k, s, e) in enumerate(named)
            if k not in ("versioned", "bare") or paired(i)]


def _kinds(sentence: str) -> list[tuple[str, int, int]]:
    """The distributions a sentence names, not those said absent: (kind, start, end), in order."""
    return _versioned(sentence, [
        (next(k for k in ("versioned", "bare") if m.group(k)) if m.group("versioned") or m.group("bare")
         else next(k for k, v in m.groupdict().items() if v), m.start(), m.end())
        for m in _KINDS.finditer(sentence)
        if not _NO_KIND_BEFORE.search(sentence, 0, m.start()) and not _NO_KIND_AFTER.search(sentence[m.end():])])


_Named = tuple[str, int, int]  # a kind named, where it starts and ends


def _against(sentence: str, first: _Named, second: _Named) -> set[str]:
    """The first kind set against the second (rather than, not, but ... uses): the CPU one used, or both there."""
    if _PRESENT.search(sentence, second[2]):  # the other said there too ("..., not tensorflow-gpu if the gpu one is
        return {"two_tf_words"}  # installed")
    gap = sentence[first[2]:second[1]]
    used = (first[0] in ("cpu", "plain") and second[0] == "gpu" and _USED.search(sentence[:first[1]])
            and not _NOT_MINE.search(sentence) and not re.search(r"\b(?:or|but)\b", gap))
    return {"cpu_tf_words"} if used else set()


def _replaced(sentence: str, named: list[_Named], first: _Named, second: _Named) -> set[str] | None:
    """One kind put in the other's place: the GPU one replaced (a flag), another moved or swapped (none), or neither."""
    if _TRIED.search(sentence):  # the user's own test ("when I uninstall the gpu version ... and use the cpu version,
        return set()  # the program could run successfully"): the CPU one made to work, not the GPU one lost
    gap = sentence[first[2]:second[1]]
    if _MOVED.search(sentence, 0, first[1]) and re.search(r"\b(?:to|into|for|by)\b|->|\u2192", gap):
        return set()  # one moved to the other ("switched from tensorflow-cpu to tensorflow-gpu"): one left
    if first[0] != "gpu" and _REMOVED.search(sentence, 0, first[1]) and _ADDED.search(gap):
        return set()  # the first removed, the second installed in its place: one left
    gpu = next((n for n in named if n[0] == "gpu"), None)
    other = next((n for n in named if n[0] in ("cpu", "plain")), None)
    removed = _REMOVED.search(sentence, 0, gpu[1]) if gpu and other else None
    if gpu and other and removed and other[1] > gpu[1] and not _REMOVED.search(sentence, gpu[2], other[1]):
        return {"gpu_replaced_words"}  # the GPU one removed, then the plain or CPU one put in
    if gpu and other and removed and removed.start() < other[1] < gpu[1]:
        return set()  # the plain or CPU one removed (and the GPU one installed): one left
    return None


def _said_of(sentence: str) -> set[str]:
    """What one sentence says of TensorFlow's distributions: two side by side, one replaced, the CPU one used."""
    named = _kinds(sentence)
    counted = _COUNTED.search(sentence)
    # two counted, and said there ("two tensorflow versions in my environment") or cleared away ("solved the problem
    # by cleaning multiple tensorflow versions and just reinstall one"): they were side by side
    if counted and (_PRESENT.search(sentence) or _ADDED.search(sentence)
                    or _REMOVED.search(sentence, 0, counted.start())):
        return {"two_tf_words"}
    if len({k for k, _, _ in named}) < 2:  # noqa: PLR2004 - two kinds, or two counted
        return set()
    first, second = named[0], next(n for n in named if n[0] != named[0][0])
    if re.fullmatch(r"\W*(?:and|&)?\W*", sentence[first[2]:second[1]]) and _BOTH_REMOVED.match(sentence[second[2]:]):
        return set()  # both said removed ("tensorflow-gpu and tensorflow-cpu were uninstalled")
    if len(sentence[first[2]:second[1]]) <= 40 and _AGAINST.search(sentence[first[2]:second[1]]):  # noqa: PLR2004
        return _against(sentence, first, second)
    if (replaced := _replaced(sentence, named, first, second)) is not None:
        return replaced
    return {"two_tf_words"} if _PRESENT.search(sentence) or _ADDED.search(sentence) or _SIDE.search(sentence) else set()


def install_said(line: str) -> set[str]:
    """The flags a line of the user's words sets, sentence by sentence.

    two_tf_words: two TensorFlow distributions said installed side by side; gpu_replaced_words: tensorflow-gpu said
    removed (or lost) and the plain or CPU package installed in its place; cpu_tf_words: the plain or CPU package
    said used or installed rather than tensorflow-gpu.
    """
    flags: set[str] = set()
    lost = named = False
    for sentence in sentences(line):
        if sentence.strip() and not _NONE.search(sentence) and not _ASKED.search(sentence):
            flags |= _said_of(sentence)
            if _OVERRIDDEN.search(sentence):
                flags.add("two_tf_words")
            kinds = {k for k, _, _ in _kinds(sentence)}
            lost |= kinds == {"gpu"} and bool(_REMOVED.search(sentence)) and bool(_MINE.search(sentence))
            named |= bool(kinds & {"cpu", "plain"}) and "gpu" not in kinds
    if lost and named:  # "I work on tensorflow==0.11.0. I had tensorflow-gpu==0.11.0 but lost it in an upgrade"
        flags.add("gpu_replaced_words")
    return flags
