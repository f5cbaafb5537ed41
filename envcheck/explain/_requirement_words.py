"""The user's words that TensorFlow's requirement on a dependency does not fit another's, one sentence at a time.

Rather than one pattern per wording ("Tensorflow requires numpy<1.19 but we list 1.19.1", "`tjax` requires
`numpy>=1.21` which seems to conflict with `tensorflow`'s requirement of `numpy~=1.19.2`", "Jax's required ml-dtypes
(which requires 0.4.0) and tensorflow's required ml-dtypes (which requires 0.3.2)"), a sentence is read with a small
vocabulary: one of TensorFlow's dependencies (numpy, protobuf, h5py, ml-dtypes, typing-extensions, six, gast, wrapt,
flatbuffers, grpcio, tensorboard, absl-py) written with a range or a version, and who is said to require it: TensorFlow
(`requires`, `requirement of`, `required`, `depends on`, `needs`, `pins`, a possessive), another package, or the
user's own list (`we list`, `I have`, `installed`). A sentence says it when TensorFlow requires one range and another
package or the user's own list wants a version outside it; a question, a pair said to work, or TensorFlow's range
alone says none of it. TensorFlow's range said in one line ("TF v2.6.1 requires grpcio >=v1.37.0", "Tensorflow currently
has a hard dependency on `grpcio~=1.32.0`") and its clash with other packages said in the same or another line
("which results in clashes with packages that depend in newer versions", "causes conflicts with grpcio in fedn") say
it too, with no version of the other side (see tensorflow_range_said and clash_said); so does one sentence naming a
clash, TensorFlow (or one of its add-ons) and one of its dependencies other than NumPy and protobuf, with no range at
all ("There is a conflict between typing-extension required by pylint and required by tensorflow", "libraries such as
`pydantic` that have conflicts with `tensorflow-probability` due to `typing-extension` dependency"; see
dependency_clash_said).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from envcheck.compat import share_no_version
from envcheck.explain._sentences import sentences

# TensorFlow's dependencies by name, written with - or _ (or a space: "ml dtypes")
_DEP = (r"(?<![\w-])(?P<dep>numpy|protobuf|h5py|ml[-_ ]dtypes|typing[-_ ]extensions?|six|gast|wrapt|flatbuffers"
        r"|grpcio|tensorboard|absl-py)(?!\w|\.\d)")
_VERSION = r"\d{1,4}(?:\.[\d*]{1,4}){1,3}"
_RANGE = rf"[<>=!~^]=?\s?v?{_VERSION}(?:\s?,\s?[<>=!~]=?\s?v?{_VERSION})?"
# a dependency with its range or version: "numpy<1.19", "`numpy~=1.19.2`", "h5py 3.1", "ml-dtypes (which requires
# 0.4.0)", "numpy version 1.19.1"
_DEP_SPEC = re.compile(rf"{_DEP}[`'\"]?\s?(?:\((?:which )?(?:requires?|needs?|is)\s)?(?:version\s|v)?"
                       rf"(?P<spec>{_RANGE}|{_VERSION})(?!\w|\.\d)", re.IGNORECASE)
_REQUIRES = (r"(?:requires?|required|requirements? (?:of|for|on)|depends? on|dependency (?:of|on)|needs?|pins?"
             r"|pinned|wants?|(?:has|have) (?:an? )?(?:\w+ )?(?:dependency|requirement) (?:of|on)|has|fix(?:es|ed)?)")
# who requires it, in the words right before the dependency: TensorFlow ("Tensorflow requires", "`tensorflow`'s
# requirement of", "TF 2.5 depends on"), another package ("`tjax` requires", "Jax's required"), the user's own list
_TF_WORD = r"(?:ten[sz]\w{0,3}f\w{0,3}w|tf)(?:[-_](?:gpu|cpu|intel|macos))?"
# the words between a package and its verb ("`typeguard` release requires", "black==21.8b0 is required")
_FILLER = r"(?:is|are|also|still|only|strictly|now|currently|itself|release|package|version|explicitly)"
_BY = re.compile(rf"(?<![\w-])[`'\"]?(?P<who>[A-Za-z][\w.-]{{1,40}}?)(?:==?[\w.]{{1,20}})?[`'\"]?(?:'s|s')?[`'\"]?"
                 rf"(?: v?{_VERSION}[\w.]{{0,4}})?,?\s(?:{_FILLER}\s){{0,2}}{_REQUIRES}\s(?:[\w-]+\s){{0,2}}?"
                 r"[`'\"]{0,2}$",
                 re.IGNORECASE)
# ... or TensorFlow with its range in brackets after it ("conflicts with tensorflow (`typing-extensions~=3.7.4`)")
_TF_BRACKET = re.compile(r"(?<![\w-])[`'\"]?(?:ten[sz]\w{0,3}f\w{0,3}w|tf)[`'\"]?\s?\(\s?[`'\"]{0,2}$", re.IGNORECASE)
# a package named with its version, which "it" stands for ("Blacklisted pylint 2.11.x, because it fixes ...")
_NAMED = re.compile(rf"(?<![\w-])[`'\"]?(?P<name>[A-Za-z][\w.-]{{1,40}}?)(?:==?| v?)(?:{_VERSION})[\w.]{{0,4}}",
                    re.IGNORECASE)
_TF = re.compile(rf"^{_TF_WORD}$", re.IGNORECASE)
_DEP_NAME = re.compile(rf"^{_DEP}$", re.IGNORECASE)
_NOT_A_PACKAGE = re.compile(r"^(?:it|which|that|this|these|those|and|or|also|still|only|now|then|one|what|who|code"
                            r"|project|package|library|module|version|everything|something|nothing|all)$",
                            re.IGNORECASE)
# the user's own list or environment, right before the dependency or the version ("but we list 1.19.1", "I have
# numpy 1.20")
_MINE = re.compile(r"\b(?:we|i|my|our)\s(?:\w+\s){0,2}?(?:list|have|has|use|using|installed|pin|pinned|got|need)"
                   rf"\s(?:\w+\s){{0,2}}?[`'\"]?(?:version\s|v)?(?P<spec>{_VERSION})?$", re.IGNORECASE)
_MINE_VERSION = re.compile(rf"\b(?:we|i)\s(?:\w+\s){{0,2}}?(?:list|have|use|using|installed|pin|pinned|got)\s"
                           rf"(?:version\s|v)?(?P<spec>{_VERSION})(?!\w|\.\d)", re.IGNORECASE)
# ... or, with no versions, TensorFlow said to cap the dependency ("`tensorflow` (which caps the `typing-extensions`
# version)") beside another package that requires a newer one ("the latest `typeguard` release requires a newer
# `typing-extensions` version")
_TF_CAPS = re.compile(rf"(?<![\w-])[`'\"]?{_TF_WORD}[`'\"]?(?:'s)?[^.;]{{0,40}}?\b(?:caps?|capped|capping"
                      rf"|upper[- ]bound\w*|restricts?|limits?)\b[^.;]{{0,20}}?[`'\"]?{_DEP}", re.IGNORECASE)
_NEWER = re.compile(rf"\b(?:newer|later|more recent)\s[`'\"]?{_DEP}", re.IGNORECASE)
_QUESTION = re.compile(r"\?\s*$")
# a clash with other packages said in words ("results in clashes with packages", "prevents installation with some
# other packages", "causes conflicts with grpcio in fedn"); not pip's own lines, which its readers read
_CLASH = re.compile(r"\b(?:clash(?:es|ing)?|conflicts?|conflicting|collides?|prevents? (?:the )?install\w*)\b"
                    r"(?! (?:is|are) caused\b)", re.IGNORECASE)
_PIP_LINE = re.compile(r"resolver does not|source of the following|conflicting dependencies|conflict is caused"
                       r"|ResolutionImpossible|Cannot install|has requirement|, but you (?:have|'ll have)",
                       re.IGNORECASE)
_DENIED = re.compile(r"\b(?:no|not an?|without|never|any)\s(?:\w+\s)?(?:clash|conflict)", re.IGNORECASE)
_FITS = re.compile(r"\b(?:works? (?:fine|well)|is compatible|are compatible|no conflict)\b", re.IGNORECASE)
HINTS = ("requir", "depend", "need", "pin", "want")
CLASH_HINTS = ("clash", "conflict", "collide", "prevent")


class Requirement(NamedTuple):
    """TensorFlow's range of a dependency, and the other one said beside it."""

    dep: str  # the distribution's name: "numpy", "ml-dtypes"
    tf_spec: str  # TensorFlow's range, as a specifier (">=1.16.0,<1.19.0", "==0.3.2"); "" for a cap said in words
    other: str  # the other package ("tjax"), or "" for the user's own list
    other_spec: str  # "" for a newer release than TensorFlow's cap, said in words
    apart: bool  # the two share no version


def _spec(said: str) -> SpecifierSet | None:
    """A range as written ("<1.19", "~=1.19.2", ">=1.21, <2"), a bare version as that release ("3.1": ==3.1.*)."""
    text = said.replace(" ", "").replace("^", "~=")
    if text[:1].isdigit():
        text = f"=={text}" if text.count(".") > 1 or "*" in text else f"=={text}.*"
    try:
        return SpecifierSet(text)
    except InvalidSpecifier:
        return None


def _who(before: str, earlier: str) -> str | None:
    """Who the words say requires what follows: "tensorflow", another package's name, "" for the user; None.

    ``before`` is the text right before the dependency, ``earlier`` the line before it, where a package "it" stands
    for was named with its version.
    """
    if _MINE.search(before):
        return ""
    if _TF_BRACKET.search(before):
        return "tensorflow"
    if (by := _BY.search(before)) is None:
        return None
    who = by.group("who")
    if _TF.match(who):
        return "tensorflow"
    if who.lower() == "it":
        named = [m.group("name") for m in _NAMED.finditer(earlier)
                 if not _TF.match(m.group("name")) and not _DEP_NAME.match(m.group("name"))]
        return named[-1].lower() if named else None
    return None if _NOT_A_PACKAGE.match(who) else who.lower()


def _said(line: str) -> list[tuple[str, str, str | None, int]]:
    """The dependencies a line writes with a range, and who requires each: (dependency, range, who, where)."""
    said: list[tuple[str, str, str | None, int]] = []
    for sentence in sentences(line):  # the requirements may be said in two sentences ("X requires A. But TF has B")
        start = line.find(sentence)
        if not sentence or _QUESTION.search(sentence) or _FITS.search(sentence):
            continue
        said += [(_name(m.group("dep")), m.group("spec").replace("v", ""),
                  _who(sentence[max(0, m.start() - 60):m.start()], line[:start + m.start()]), start + m.start())
                 for m in _DEP_SPEC.finditer(sentence)]
    return said


def tensorflow_range_said(line: str) -> tuple[str, str] | None:
    """TensorFlow's range of a dependency said in words ("TF v2.6.1 requires grpcio >=v1.37.0"): (dependency, range)."""
    tf = next(((dep, spec) for dep, spec, who, _ in _said(line) if who == "tensorflow"), None)
    if tf is None or (spec := _spec(tf[1])) is None:
        return None
    return tf[0], str(spec)


def _clash_sentences(line: str) -> list[str]:
    """The sentences of a line that say something clashes or conflicts (not a question, denied, or pip's own line)."""
    if _PIP_LINE.search(line):
        return []
    return [s for s in sentences(line)
            if _CLASH.search(s) and not _QUESTION.search(s) and not _DENIED.search(s) and not _FITS.search(s)]


def clash_said(line: str) -> bool:
    """A sentence says something clashes or conflicts (not a question, not denied, not pip's own line)."""
    return bool(_clash_sentences(line))


# TensorFlow or one of its add-ons named, in a sentence ("tensorflow", "`tensorflow-probability`", "TF")
_TF_NAMED = re.compile(r"(?<![\w-])(?:ten[sz]orflow|tf)(?![\w])", re.IGNORECASE)
# the dependencies whose clash is dependency_conflict's (NumPy's and protobuf's have their own causes)
_CLASHING_DEP = re.compile(r"(?<![\w-])(?P<dep>h5py|ml[-_ ]dtypes|typing[-_ ]extensions?|six|gast|wrapt|flatbuffers"
                           r"|grpcio|tensorboard|absl-py|termcolor)(?![\w-])", re.IGNORECASE)


def dependency_clash_said(line: str) -> str | None:
    """The dependency a sentence says clashes, beside TensorFlow named ("typing-extensions"); None when none does."""
    for sentence in _clash_sentences(line):
        if _TF_NAMED.search(sentence) and (dep := _CLASHING_DEP.search(sentence)) is not None:
            return _name(dep.group("dep"))
    return None


def requirement_said(line: str) -> list[Requirement]:
    """The sentences of a line that say TensorFlow requires a dependency's range another requirement is outside."""
    said = _said(line)
    tf = next(((dep, spec, at) for dep, spec, who, at in said if who == "tensorflow"), None)
    if tf is None:
        return _newer_than_cap(line)
    if (tf_spec := _spec(tf[1])) is None:
        return []
    others = [(who, spec) for dep, spec, who, _ in said if dep == tf[0] and who not in (None, "tensorflow")]
    mine = _MINE_VERSION.search(line, tf[2])
    others += [("", mine.group("spec"))] if mine and not others else []
    return [Requirement(tf[0], str(tf_spec), who or "", str(other), share_no_version(tf_spec, other))
            for who, spec in others[:1] if (other := _spec(spec)) is not None]


def _name(dep: str) -> str:
    """A dependency's distribution name as the words write it ("typing_extension": typing-extensions)."""
    name = dep.lower().replace("_", "-").replace(" ", "-")
    return f"{name}s" if name == "typing-extension" else name


def _newer_than_cap(line: str) -> list[Requirement]:
    """TensorFlow said to cap a dependency another package requires a newer release of (no versions said)."""
    if _QUESTION.search(line) or (caps := _TF_CAPS.search(line)) is None:
        return []
    dep = _name(caps.group("dep"))
    for newer in _NEWER.finditer(line):
        if _name(newer.group("dep")) == dep and (who := _who(line[max(0, newer.start() - 60):newer.start()],
                                                             line[:newer.start()])) not in (None, "", "tensorflow"):
            return [Requirement(dep, "", who, "", apart=True)]
    return []
