"""Which recurrent layers silently lose cuDNN's fused kernel: the conditions Keras documents.

Keras runs an LSTM or GRU layer with cuDNN's kernel on a GPU only when (keras.io/api/layers/
recurrent_layers/lstm and /gru): activation is tanh, recurrent_activation is sigmoid,
recurrent_dropout is 0, unroll is False, use_bias is True, masked inputs are strictly right-padded,
and eager execution is enabled in the outermost context; a GRU also needs reset_after=True, and
Keras 3's ``use_cudnn=False`` turns it off outright. Otherwise it falls back, with no warning, to
the generic kernel, several times slower (the seed case of a slow LSTM). Reads ``get_config()``
only: no TensorFlow import here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

__all__ = ["cudnn_blockers", "model_cudnn_blockers"]

_KINDS = ("LSTM", "GRU")


def _name(value: object) -> str:
    """An activation as written in a config: "tanh", or a serialized function's name."""
    if isinstance(value, dict):
        inner = value.get("config")
        return str(inner.get("name") if isinstance(inner, dict) else value.get("class_name"))
    return str(getattr(value, "__name__", value))


def cudnn_blockers(kind: str, config: Mapping[str, Any]) -> tuple[str, ...]:
    """Why an LSTM/GRU layer of this config cannot use cuDNN's kernel; empty when it can."""
    found = []
    if config.get("use_cudnn") is False:
        found.append("use_cudnn=False")
    for key, want in (("activation", "tanh"), ("recurrent_activation", "sigmoid")):
        if key in config and _name(config[key]) != want:
            found.append(f"{key}={_name(config[key])!r} (needs {want!r})")
    if config.get("recurrent_dropout"):
        found.append(f"recurrent_dropout={config['recurrent_dropout']} (needs 0)")
    if config.get("unroll"):
        found.append("unroll=True (needs False)")
    if config.get("use_bias") is False:
        found.append("use_bias=False (needs True)")
    if kind == "GRU" and config.get("reset_after") is False:
        found.append("reset_after=False (needs True)")
    return tuple(found)


def _layers(layer: Any) -> Iterator[Any]:  # noqa: ANN401 - a Keras layer or model
    for inner in getattr(layer, "layers", ()) or ():
        yield inner
        yield from _layers(inner)
    for attribute in ("layer", "forward_layer", "backward_layer"):  # Bidirectional, TimeDistributed
        inner = getattr(layer, attribute, None)
        if inner is not None:
            yield inner
            yield from _layers(inner)


def model_cudnn_blockers(model: Any) -> list[tuple[str, str, tuple[str, ...]]]:  # noqa: ANN401 - a Keras model
    """(layer name, kind, reasons) for every LSTM/GRU layer of a model that cannot use cuDNN."""
    found = []
    for layer in _layers(model):
        kind = type(layer).__name__
        if kind in _KINDS:
            reasons = cudnn_blockers(kind, layer.get_config())
            if reasons:
                found.append((str(layer.name), kind, reasons))
    return found
