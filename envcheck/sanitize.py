"""Strings and data from outside envcheck, made safe: bounded JSON, secrets redacted, terminal-safe text.

envcheck reads reports and logs people paste, files it does not own and what its children print.
Everything here is linear in the size of its input (a test feeds each a 1 MB hostile line):

* ``loads``: JSON whose nesting is too deep is a ValueError like any other malformed JSON.
* ``redact_text`` / ``Redactor``: credentials in URLs (``https://user:pass@``, ``https://token@``,
  scheme-less ``user:pass@host``), secret query values (``?sig=``, ``?token=``), ``"password": ...``
  pairs, well-known token shapes, and the literal values of secret-named environment variables.
* ``terminal_safe``: control sequences (CSI, OSC, C1), other control characters, bidirectional
  overrides and lone surrogates removed, so a hostile string cannot drive the terminal.
* ``dumps``: JSON with those characters kept escaped.
* ``map_strings``: apply one of the above to every string of a frozen dataclass tree.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import TYPE_CHECKING, Any, TypeVar, cast

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Mapping

__all__ = [
    "MAX_DEPTH",
    "REDACTED",
    "Redactor",
    "dumps",
    "find_secrets",
    "is_secret_name",
    "loads",
    "map_strings",
    "redact_text",
    "terminal_safe",
]

T = TypeVar("T")
MAX_DEPTH = 64  # a report nests 6 levels; deeper JSON would only serve to exhaust the stack later
REDACTED = "<redacted>"

# Names whose values are secrets (TF_PASS, TF_PW, TF_PRIVATE, GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY ...).
_SECRET_NAME = re.compile(r"TOKEN|SECRET|PASS|(?:^|_)PW(?:_|$)|PRIVATE|KEY|CREDENTIAL|AUTH|COOKIE|SESSION",
                          re.IGNORECASE)
# Where a URL's user information cannot continue (a quote keeps JSON and shell text intact).
_SCHEME_TEXT = r"(?<![a-zA-Z0-9+.-])[a-zA-Z][a-zA-Z0-9+.-]{0,31}://"  # bounded, and only at a word's start: linear
_URL_END = re.compile(r"[\n\"'<>`]|" + _SCHEME_TEXT)
_SCHEME = re.compile(_SCHEME_TEXT)
# Scheme-less "user:pass@host", starting at a word boundary that is not inside a path or URL.
_BARE_CREDENTIALS = re.compile(r"(?<![^\s\"'=,;(])[^\s:@/\"']{1,256}:[^\s@/\"']{1,256}@(?=[\w\[])")
# Query parameters and key-value pairs whose value is a secret. The patterns held as text (S105: not
# secrets) are compiled, and kept by re's cache, the first time they are needed: most runs print no
# control character and hold no key=value secret nor token (~0.6 ms of every command otherwise).
_SECRET_QUERY = re.compile(
    r"(?i)([?&;](?:sig|signature|token|access_token|id_token|api_?key|key|secret|password|passwd|pwd|auth|code"
    r"|x-amz-signature|x-amz-credential|x-amz-security-token)=)([^&\s#\"']+)")
_SECRET_PAIR = (
    r"(?i)([\"']?\b(?:password|passwd|pwd|passphrase|secret|token|api_?key|access_?key|private_?key"  # noqa: S105
    r"|credentials?)[\"']?\s{0,8}[:=]\s{0,8}[\"']?)([^\"'\s,;}&]+)")
# Words without which those two patterns cannot match (a cheap test before running them).
_QUERY_WORDS = ("sig", "token", "key", "secret", "passw", "pwd", "auth", "code", "x-amz")
_PAIR_WORDS = ("passw", "pwd", "passphrase", "secret", "token", "key", "credential")
# Without a key word followed by its separator, _SECRET_PAIR cannot match lower-cased ASCII text. Searched
# first because it starts with a literal: _SECRET_PAIR's leading \b has it tried at every position
# (~3 ms over `ldconfig -p`, whose "libkeyutils" holds a key word).
_PAIR_HINT = re.compile(r"(?:password|passwd|pwd|passphrase|secret|token|key|credentials?)[\"']?\s{0,8}[:=]")
# Tokens recognisable by their shape: GitHub, GitLab, Slack, AWS access keys, Hugging Face, OpenAI-style keys.
_TOKEN_SHAPES = (
    r"\b(?:gh[pousr]_[A-Za-z0-9]{16,}|github_pat_\w{20,}|glpat-[\w-]{20,}|xox[abprs]-[\w-]{10,}"  # noqa: S105
    r"|A[KS]IA[0-9A-Z]{16}|hf_[A-Za-z0-9]{30,}|sk-[A-Za-z0-9_-]{20,})")
_TOKEN_HINT = re.compile(r"gh[pousr]_|github_pat_|glpat-|xox[abprs]-|A[KS]IA|hf_|sk-")  # how every shape starts
_MIN_SECRET_LEN = 8  # shorter values ("1", "user" in XDG_SESSION_CLASS) would redact half the report
_MIN_FOUND_LEN = 4  # a password found in a URL is a secret, but "x" would hide every x

# Terminal control: ESC sequences (CSI, OSC up to BEL or ST, two-character ones), 8-bit C1 sequences,
# then any control character left (tab and newline are kept), bidi overrides and lone surrogates.
_ESCAPES = (r"\x1b\[[0-?]*[ -/]*[@-~]?|\x1b[\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|\x1b[ -~]?"
            r"|\x9b[0-?]*[ -/]*[@-~]?|[\x90\x98\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?")
_CONTROLS = r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]"
_SURROGATES = r"[\ud800-\udfff]"
# Characters json.dumps(ensure_ascii=False) leaves raw but a terminal or an editor may act on.
_JSON_RAW = re.compile(r"[\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def loads(text: str | bytes, *, max_depth: int = MAX_DEPTH) -> Any:  # noqa: ANN401 - JSON value
    """``json.loads``, with nesting deeper than ``max_depth`` reported as ValueError like any malformed JSON."""
    try:
        data = json.loads(text)
    except RecursionError:
        data = None
    else:
        stack = [(data, 1)]
        while stack:  # iterative: the check itself must not recurse
            value, depth = stack.pop()
            if depth > max_depth:
                break
            children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
            stack += [(v, depth + 1) for v in children if isinstance(v, (dict, list))]
        else:
            return data
    msg = f"JSON nested more than {max_depth} levels deep"
    raise ValueError(msg)


def dumps(data: object, *, indent: int | None = None) -> str:
    """JSON text that keeps non-ASCII readable but escapes controls, bidi overrides and lone surrogates."""
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    return _JSON_RAW.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def terminal_safe(text: str) -> str:
    """Remove what a terminal would act on: escape and control sequences, bidi overrides, lone surrogates."""
    if text.isprintable():
        return text
    text = re.sub(_CONTROLS, "", re.sub(_ESCAPES, "", text))
    return re.sub(_SURROGATES, "\ufffd", text)


def is_secret_name(name: str) -> bool:
    """Whether a variable of this name holds a secret."""
    return bool(_SECRET_NAME.search(name))


def _userinfo_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of the user information of every ``scheme://user:pass@`` or ``scheme://token@``."""
    pos = 0
    for match in _SCHEME.finditer(text):
        if match.start() < pos:
            continue
        start = match.end()
        end_match = _URL_END.search(text, start)
        end = end_match.start() if end_match else len(text)
        at = text.rfind("@", start, end)
        while at > start and text[at - 1] == "/":  # "/@scope" is a path, not credentials
            at = text.rfind("@", start, at - 1)
        userinfo = text[start:at] if at > start else ""
        if userinfo and (":" in userinfo or "/" not in userinfo):
            yield start, at
            pos = at


def _url_credentials(text: str) -> str:
    out, pos = [], 0
    for start, end in _userinfo_spans(text):
        out += [text[pos:start], REDACTED]
        pos = end
    return "".join([*out, text[pos:]]) if out else text


def find_secrets(text: str) -> set[str]:
    """The credentials ``redact_text`` would hide in ``text``, and each password on its own.

    A value split later (LD_LIBRARY_PATH on ":") leaves a password without the pattern around it;
    knowing the literal lets it be hidden wherever it lands.
    """
    found: set[str] = set()
    if "@" in text:
        userinfos = [text[start:end] for start, end in _userinfo_spans(text)]
        userinfos += [m.group()[:-1] for m in _BARE_CREDENTIALS.finditer(text)]
        for userinfo in userinfos:
            found.update((userinfo, userinfo.partition(":")[2]))
    if "=" in text or ":" in text:
        found.update(m.group(2) for pattern in _pair_patterns(text) for m in pattern.finditer(text))
    if _TOKEN_HINT.search(text):
        found.update(m.group() for m in re.finditer(_TOKEN_SHAPES, text))
    return {s for s in found if len(s) >= _MIN_FOUND_LEN and REDACTED not in s}


def _pair_patterns(text: str) -> tuple[re.Pattern[str], ...]:
    """The key=value patterns worth running: only when one of their key words is in the text at all.

    In ASCII text, where lower-casing matches what the patterns' IGNORECASE does, the pair pattern also
    needs a key word followed by its separator (_PAIR_HINT).
    """
    lower = text.lower()
    patterns = [_SECRET_QUERY] if any(word in lower for word in _QUERY_WORDS) else []
    if any(word in lower for word in _PAIR_WORDS) and (not text.isascii() or _PAIR_HINT.search(lower)):
        patterns.append(re.compile(_SECRET_PAIR))
    return tuple(patterns)


def redact_text(text: str, secrets: Iterable[str] = ()) -> str:
    """Hide credentials and the given secret values in ``text``."""
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
    if "@" in text:
        text = _BARE_CREDENTIALS.sub(REDACTED + "@", _url_credentials(text))
    if "=" in text or ":" in text:
        for pattern in _pair_patterns(text):
            text = pattern.sub(r"\1" + REDACTED, text)
    if _TOKEN_HINT.search(text):
        text = re.sub(_TOKEN_SHAPES, REDACTED, text)
    return text


class Redactor:
    """Redacts credentials, plus every secret an environment holds wherever it turns up.

    The secrets are the values of secret-named variables (TF_PASS, GITHUB_TOKEN ...) and the
    credentials inside any value (a password in LD_LIBRARY_PATH's URL, in TF_CONFIG's JSON).
    """

    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        """Remember the secrets of ``environ`` (longest first, so that no secret is half-replaced)."""
        values: set[str] = set()
        for name, value in (environ or {}).items():
            if is_secret_name(name) and len(value) >= _MIN_SECRET_LEN:
                values.add(value)
            values |= find_secrets(value)
        self.secrets = tuple(sorted(values, key=len, reverse=True))

    def __call__(self, text: str) -> str:
        """The text with every secret hidden."""
        return redact_text(text, self.secrets)


def map_strings(obj: T, fn: Callable[[str], str]) -> T:
    """A copy of a dataclass tree (tuples, dicts, enums) with ``fn`` applied to every string."""
    return cast("T", _map(obj, fn))


def _map(obj: object, fn: Callable[[str], str]) -> object:
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, tuple):
        return tuple(_map(v, fn) for v in obj)
    if isinstance(obj, list):
        return [_map(v, fn) for v in obj]
    if isinstance(obj, dict):
        return {_map(k, fn): _map(v, fn) for k, v in obj.items()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        changes = {}
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            mapped = _map(value, fn)
            if f.init and mapped != value:
                changes[f.name] = mapped
        return dataclasses.replace(obj, **changes) if changes else obj
    return obj
