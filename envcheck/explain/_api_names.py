"""Which releases have the `tf.` name (or the keras module or name) that a paste says is missing.

compat_tables/tensorflow_api.json holds TensorFlow's names, compat_tables/keras_api.json the keras package's.

Python names the module as it is loaded: `module 'tensorflow._api.v2.data' has no attribute 'AUTOTUNE'` is
tf.data.AUTOTUNE, which TensorFlow 2.4 added; `module 'tensorflow' has no attribute 'placeholder'` is
tf.placeholder, which 1.15 was the last to have. The wheels' own API modules say which lines have each name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.tables import version_tuple

if TYPE_CHECKING:
    from envcheck.tables import Release, Tables, TfApi

_MISSING = re.compile(
    r"module '(?P<mod>tensorflow(?:_core)?(?:\.\w{1,60}){0,8})' has no attribute '(?P<attr>\w{1,80})'"
    r"|cannot import name '(?P<attr2>\w{1,80})' from '(?P<mod2>tensorflow(?:_core)?(?:\.\w{1,60}){0,8})'"
    r"|No module named '(?P<mod3>tensorflow(?:_core)?(?:\.\w{1,60}){1,8})'")
# the same of a keras module (the keras package; not its tf.keras mirrors keras.api._v2.keras, keras._tf_keras.keras)
_KERAS_MISSING = re.compile(
    r"module '(?P<mod>keras(?:\.\w{1,60}){0,8})' has no attribute '(?P<attr>\w{1,80})'"
    r"|cannot import name '(?P<attr2>\w{1,80})' from '(?P<mod2>keras(?:\.\w{1,60}){0,8})'"
    r"|No module named '(?P<mod3>keras(?:\.\w{1,60}){1,8})'")
_LOADED = re.compile(r"^tensorflow(?:_core)?(?:\._api\.v[12])?(?=\.|$)")  # the generated API modules' own names
# a name in one of tf.compat.v2's submodules (tf.compat.v2.tpu.experimental.X): TensorFlow 2's, tf.tpu.experimental.X
_COMPAT_V2_SUBMODULE = re.compile(r"^tf\.compat\.v2\.(?=\w+\.)")


def missing_name(line: str) -> str | None:
    """The public name a line says is missing ("tf.data.AUTOTUNE"); None if it names none, or TF's internals."""
    found = _MISSING.search(line)
    if found is None:
        return None
    module = found.group("mod") or found.group("mod2") or found.group("mod3")
    attr = found.group("attr") or found.group("attr2")
    public = _LOADED.sub("tf", module)
    if public == "tf.python" or public.startswith("tf.python."):
        return None
    return f"{public}.{attr}" if attr else public


def keras_missing_name(line: str) -> str | None:
    """The keras module or name a line says is missing ("keras.preprocessing.text"); None if it names none."""
    found = _KERAS_MISSING.search(line)
    if found is None:
        return None
    module = found.group("mod") or found.group("mod2") or found.group("mod3")
    if re.match(r"keras\.(?:api\._v[12]|api\.keras|_tf_keras)\b", module):  # tf.keras' mirrors: not in the table
        return None
    module = re.sub(r"^keras\.api(?=\.|$)", "keras", module)  # Keras 3.3-3.9 load keras.layers from keras/api
    attr = found.group("attr") or found.group("attr2")
    return f"{module}.{attr}" if attr else module


class ApiSpan(Frozen):
    """A missing name, the release lines having it, and what that says about the TensorFlow in the paste."""

    name: str
    first: str  # the first and last release line having the name
    last: str
    since: bool  # the table saw the name appear (the oldest line it read may not be the name's first)
    gone: str | None  # the first line after `last`, which lacks it (None: the newest line read has it)

    @property
    def releases(self) -> str:
        """The lines having the name, in words: "2.4 and later", "1.15 and earlier", "2.3-2.14"."""
        if self.since and self.gone:
            return f"{self.first}-{self.last}"
        return f"{self.first} and later" if self.since else f"{self.last} and earlier"

    def outside(self, rel: Release) -> str | None:
        """Whether `rel` lacks the name for being "older" or "newer" than the lines having it (None: neither)."""
        if self.since and rel.key < version_tuple(self.first):
            return "older"
        if self.gone and rel.key > version_tuple(self.last):
            return "newer"
        return None

    def covers(self, first: str, last: str) -> bool:
        """Whether every release line from `first` to `last` has the name."""
        return ((not self.since or version_tuple(self.first) <= version_tuple(first))
                and (self.gone is None or version_tuple(last) <= version_tuple(self.last)))

    def fix(self, pip: str, rel: Release | None) -> tuple[str, str]:
        """(the TensorFlow line to install for the name, the pip command): the one nearest `rel` that has it.

        The nearest, not the newest: the package that calls the name was made for a range of releases, and a
        TensorFlow far from it may break it otherwise.
        """
        line = self.last if (rel and self.outside(rel) == "newer") or (not self.since and self.gone) else self.first
        return line, (f"`{pip} install 'tensorflow=={line}.*'` (TensorFlow {self.releases} has {self.name}; {line} is "
                      "the nearest)")


def api_span(line: str, tables: Tables) -> ApiSpan | None:
    """The release lines having the name `line` says is missing, when the API table knows it."""
    name = missing_name(line)
    api = tables.tf_api() if name else None
    span = _span(name, api)
    if span is None and name and _COMPAT_V2_SUBMODULE.match(name):
        # TensorFlow 2's name: only a span from a 2.x release decides (under 1.14-1.15, tf.compat.v2 is TF 2's API and
        # the table's 1.x names are TF 1's, so a name 2.0 removed says nothing about tf.compat.v2)
        span = _span(_COMPAT_V2_SUBMODULE.sub("tf.", name), api)
        if span is None or not span.since or version_tuple(span.first) < (2,):
            return None
    return span


def in_every_line(line: str, tables: Tables) -> bool:
    """Whether the module `line` says is missing is in every release line the API table read.

    The table lists only names some line lacks; a module it does not list, with names under it that it does, is
    in every line (one a line lacked would be listed, as tf.contrib is).
    """
    name, api = missing_name(line), tables.tf_api()
    return bool(name and api and name not in api.names and any(n.startswith(f"{name}.") for n in api.names))


def keras_span(line: str, tables: Tables) -> ApiSpan | None:
    """The Keras release lines having the keras module or name `line` says is missing, when keras_api.json knows it."""
    name = keras_missing_name(line)
    api = tables.keras_api() if name else None
    # a keras.src name the table lacks is read as the public one its module exports (keras.src.backend is what
    # keras.backend exports from in Keras 2.13+ and 3: "module 'keras.src.backend' has no attribute 'placeholder'")
    span = _span(name, api)
    public = None if span else _span(re.sub(r"^keras\.src(?=\.)", "keras", name or ""), api)
    if public and api and (name or "").startswith("keras.src.backend.") and public.gone == "2.13" \
            and "2.15" in api.lines:
        # Keras 2.13-2.15's keras/src/backend.py still holds every function of Keras 2's backend (the public
        # keras.backend exports only the v2 ones; get_session and set_session went to tf.compat.v1.keras.backend):
        # only Keras 3's keras.src.backend lacks them
        after = api.lines.index("2.15") + 1
        return ApiSpan(public.name, public.first, "2.15", since=public.since,
                       gone=api.lines[after] if after < len(api.lines) else None)
    return span or public


def keras_name_span(name: str, tables: Tables) -> ApiSpan | None:
    """The Keras release lines having the keras module or name `name` ("keras.layers.LocallyConnected2D")."""
    return _span(name, tables.keras_api())


def _span(name: str | None, api: TfApi | None) -> ApiSpan | None:
    span = api.span(name) if api and name else None
    if span is None or api is None or name is None:  # (each None above; mypy's narrowing)
        return None
    after = api.lines.index(span[1]) + 1
    return ApiSpan(name, span[0], span[1], since=span[0] != api.lines[0],
                   gone=api.lines[after] if after < len(api.lines) else None)
