"""Charts as inline SVG, drawn from typed points: no JavaScript, no charting library.

Colours come from CSS custom properties of the page (``--fg``, ``--muted``, ``--accent``, ...), so
the same SVG reads in light and dark mode and prints. Every text is escaped here.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen
from envcheck.render._text import strip_controls

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["Bar", "Series", "bar_chart", "clean", "line_chart"]

_PALETTE = ("var(--series-0)", "var(--series-1)", "var(--series-2)", "var(--series-3)")


def clean(text: object) -> str:
    """Text from outside, safe in HTML: control sequences removed, markup characters escaped."""
    return html.escape(strip_controls(text))


class Bar(Frozen):
    """One measured value, with the reference it is compared against when known."""

    label: str
    value: float
    reference: float | None = None


class Series(Frozen):
    """One line: (x, y) points in drawing order."""

    name: str
    points: tuple[tuple[float, float], ...]


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.3g}"


def bar_chart(chart: str, bars: Sequence[Bar], *, unit: str, reference_name: str = "") -> str:
    """Horizontal bars, one per item, with the reference drawn as an outline behind each."""
    top = max([b.value for b in bars] + [b.reference or 0.0 for b in bars] + [1e-9])
    left, width, row = 250, 360, 34
    height = 30 + row * len(bars) + 28
    parts = [(f'<svg class="chart" data-chart="{clean(chart)}" viewBox="0 0 {left + width + 230} {height}" '
             f'role="img" aria-label="{clean(chart)}" xmlns="http://www.w3.org/2000/svg">')]
    for i, bar in enumerate(bars):
        y = 20 + i * row
        parts.append(f'<text class="tick" x="{left - 8}" y="{y + 16}" text-anchor="end">{clean(bar.label)}</text>')
        if bar.reference:
            parts.append(f'<rect class="reference" x="{left}" y="{y + 2}" width="{width * bar.reference / top:.1f}" '
                         f'height="20" fill="none" stroke="var(--muted)" stroke-dasharray="4 3"/>')
        share = f" ({bar.value / bar.reference:.0%} of {clean(reference_name)})" if bar.reference else ""
        parts.append(f'<rect class="bar" data-label="{clean(bar.label)}" data-value="{bar.value:g}" x="{left}" '
                     f'y="{y + 4}" width="{max(width * bar.value / top, 1):.1f}" height="16" fill="var(--accent)"/>')
        parts.append(f'<text class="value" x="{left + width * max(bar.value, bar.reference or 0) / top + 6:.1f}" '
                     f'y="{y + 16}">{_number(bar.value)} {clean(unit)}{share}</text>')
    dashed = f" (dashed: {clean(reference_name)})" if any(b.reference for b in bars) else ""
    parts.append(f'<text class="axis-label" x="{left}" y="{height - 6}">{clean(unit)}{dashed}</text></svg>')
    return "".join(parts)


def _ticks(low: float, high: float, *, log: bool) -> list[float]:
    if log:
        return [2.0 ** e for e in range(math.floor(math.log2(low)), math.ceil(math.log2(high)) + 1)]
    base = 10 ** math.floor(math.log10(max(high - low, 1e-9)))
    step = next(base * m for m in (0.1, 0.2, 0.5, 1, 2, 5) if (high - low) / (base * m) <= 6)  # noqa: PLR2004
    return [low + step * i for i in range(int((high - low) / step) + 1)]


def line_chart(chart: str, series: Sequence[Series], *, x_label: str, y_label: str, log_x: bool = False,
               y_max: float | None = None) -> str:
    """Lines over shared axes, a dot per point, a legend when there are several lines."""
    points = [p for s in series for p in s.points] or [(1.0, 0.0)]
    x_low, x_high = min(x for x, _ in points), max(x for x, _ in points)
    if x_high <= x_low:
        x_high = x_low * 2 if log_x else x_low + 1
    y_high = y_max if y_max is not None else max(max(y for _, y in points) * 1.1, 1e-9)
    left, top, width, height = 60, 12, 480, 220

    def sx(x: float) -> float:
        if log_x:
            return left + width * (math.log2(x) - math.log2(x_low)) / (math.log2(x_high) - math.log2(x_low))
        return left + width * (x - x_low) / (x_high - x_low)

    def sy(y: float) -> float:
        return top + height - height * y / y_high

    parts = [(f'<svg class="chart" data-chart="{clean(chart)}" viewBox="0 0 {left + width + 240} {top + height + 46}" '
             f'role="img" aria-label="{clean(chart)}" xmlns="http://www.w3.org/2000/svg">'),
             f'<line x1="{left}" y1="{top + height}" x2="{left + width}" y2="{top + height}" stroke="var(--muted)"/>',
             f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + height}" stroke="var(--muted)"/>']
    parts += [f'<text class="tick" x="{sx(x):.1f}" y="{top + height + 16}" text-anchor="middle">{_number(x)}</text>'
              for x in _ticks(x_low, x_high, log=log_x) if x_low <= x <= x_high]
    parts += [f'<text class="tick" x="{left - 6}" y="{sy(y) + 4:.1f}" text-anchor="end">{_number(y)}</text>'
              f'<line x1="{left}" y1="{sy(y):.1f}" x2="{left + width}" y2="{sy(y):.1f}" stroke="var(--grid)"/>'
              for y in _ticks(0.0, y_high, log=False)]
    for i, line in enumerate(series):
        colour = _PALETTE[i % len(_PALETTE)]
        path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in line.points)
        parts.append(f'<polyline class="series" data-series="{clean(line.name)}" data-points="{len(line.points)}" '
                     f'points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        parts += [f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="3" fill="{colour}"/>' for x, y in line.points]
        parts.append(f'<text class="legend" x="{left + width + 10}" y="{top + 14 + 16 * i}" '
                     f'style="fill: {colour}">{clean(line.name)}</text>')
    parts.append(f'<text class="axis-label" x="{left + width / 2}" y="{top + height + 38}" '
                 f'text-anchor="middle">{clean(x_label)}</text>'
                 f'<text class="axis-label" x="14" y="{top + height / 2}" text-anchor="middle" '
                 f'transform="rotate(-90 14 {top + height / 2})">{clean(y_label)}</text></svg>')
    return "".join(parts)
