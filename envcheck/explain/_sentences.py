"""The user's words cut into sentences and clauses, for the readers that read prose one sentence at a time."""

from __future__ import annotations

import re

_STOPS = "(?<=[.!?;\u3002\uff01\uff1f\uff1b])\\s+|(?<=[\u3002\uff01\uff1f\uff1b])"  # a CJK stop needs no space after it
_SENTENCE = re.compile(_STOPS)
_SENTENCE_OR_FIELD = re.compile(_STOPS + "|\\s[-|]\\s")  # a line's separators too: "GPU 15% - CPU 40%"
_CLAUSE_WORDS = "\\b(?:but|while|whereas|although|though|however)\\b|\u4f46"
_CLAUSE = re.compile("[,;\uff0c]|" + _CLAUSE_WORDS)
_CLAUSE_OR_AND = re.compile("[,;\uff0c\u3001]|\\band\\b|\u800c|" + _CLAUSE_WORDS)


def sentences(text: str, *, fields: bool = False) -> list[str]:
    """The sentences of ``text``: split after a closing mark (the CJK ones too), and at " - " or " | " if ``fields``."""
    return (_SENTENCE_OR_FIELD if fields else _SENTENCE).split(text)


def clauses(sentence: str, *, at_and: bool = False) -> list[str]:
    """The clauses of a sentence: what is said before a comma, "but", "while" (and CJK's) is not said of what follows.

    With ``at_and``, "and" (and 、, 而) ends a clause too: "GPU at 15% and CPU at 40%" says two things.
    """
    return (_CLAUSE_OR_AND if at_and else _CLAUSE).split(sentence)
