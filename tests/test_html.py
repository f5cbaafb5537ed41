"""The HTML report: self-contained, escaped, every section and chart with the report's data.

The browser test renders the page in headless Chromium (Debian's `chromium`, which .ci/run installs)
and reads back the DOM and a screenshot.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
import subprocess
import zlib
from html.parser import HTMLParser
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from envcheck.cli import app
from envcheck.engine import diagnose
from envcheck.facts import BenchResult, EnvVar, GpuFacts, MatmulResult, Spread, TogetherResult
from envcheck.render.html import render_html
from envcheck.tables import load_tables
from envcheck.testing import make_facts
from envcheck.watch import Sample

if TYPE_CHECKING:
    from pathlib import Path

    from envcheck.findings import Report

GPUS = ("NVIDIA H100 80GB HBM3", "NVIDIA GeForce RTX 4090", "NVIDIA A100-SXM4-80GB")
SIZES = (256, 1024, 4096, 8192)
HOSTILE = "<script>alert('x')</script>\x1b[31m"


def _sweep(scale: float) -> tuple[MatmulResult, ...]:
    return tuple(MatmulResult(size=n, dtype="float32", seconds=Spread(0.01, 0.009, 0.011),
                              tflops=Spread(scale * n / 8192, scale * n / 8200, scale * n / 8100)) for n in SIZES)


def _report() -> Report:
    facts = make_facts(
        driver={"gpus": tuple(GpuFacts(index=i, name=name, uuid=f"GPU-{i}", compute_capability="9.0",
                                       memory_total_mib=81559, memory_used_mib=1000 * i, utilization_pct=10 * i)
                              for i, name in enumerate(GPUS))},
        bench=tuple(BenchResult(device="gpu", index=i, name=name, seconds=20.0, matmul=_sweep(40.0 - 10 * i))
                    for i, name in enumerate(GPUS)),
        together=TogetherResult(device="gpu", devices=("/gpu:0", "/gpu:1", "/gpu:2"), replicas=3,
                                step_s=Spread(0.1, 0.09, 0.11), allreduce_gbs=Spread(123.45, 120.0, 125.0)),
        environment={"variables": (EnvVar(name="CUDA_VISIBLE_DEVICES", value=HOSTILE),)},
    )
    return diagnose(facts, tables=load_tables())


SAMPLES = tuple(Sample(t=float(t), cpu_cores=1.5, gpu_util=(90, 40, 0), gpu_memory_mib=(1, 2, 3)) for t in range(6))


def test_page_is_self_contained_and_escapes_outside_text() -> None:
    page = render_html(_report(), load_tables(), SAMPLES)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert "@import" not in page
    assert "url(" not in page
    assert "<script>alert" not in page
    assert "\x1b" not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page


def test_sections_are_empty_but_present_without_measurements() -> None:
    page = render_html(diagnose(make_facts(driver={"gpus": ()}), tables=load_tables()), load_tables())
    for section in ("verdict", "findings", "gpus", "throughput", "sweep", "allreduce"):
        assert f'id="{section}"' in page
    assert 'id="timeline"' not in page
    assert "No NVIDIA GPU is usable here." in page


def test_saved_report_renders_through_diagnose(tmp_path: Path) -> None:
    saved = tmp_path / "old.json"
    saved.write_text(_report().to_json())
    samples = tmp_path / "run.json"
    samples.write_text(json.dumps([{"t": s.t, "cpu_cores": s.cpu_cores, "gpu_util": list(s.gpu_util),
                                    "gpu_memory_mib": list(s.gpu_memory_mib)} for s in SAMPLES]))
    out = tmp_path / "out.html"
    result = CliRunner().invoke(app, ["diagnose", str(saved), "--html", str(out), "--samples", str(samples)])
    assert result.exit_code in {0, 1}, result.output
    page = out.read_text()
    assert page.count('class="bar"') == len(GPUS) + 1  # one per GPU, and the all-reduce
    assert 'data-chart="timeline"' in page


def test_unreadable_samples_are_a_usage_error(tmp_path: Path) -> None:
    saved = tmp_path / "old.json"
    saved.write_text(_report().to_json())
    (tmp_path / "bad.json").write_text("{}")
    result = CliRunner().invoke(app, ["diagnose", str(saved), "--html", str(tmp_path / "o.html"),
                                      "--samples", str(tmp_path / "bad.json")])
    assert result.exit_code == 2
    assert "not samples saved by" in result.output


class _Dom(HTMLParser):
    """Elements of the dumped DOM as (tag, attributes), and the text of each chart's labels."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.texts: list[tuple[str, str]] = []  # (class, text) of <text> elements
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        self.elements.append((tag, values))
        self._open = values.get("class", "") if tag == "text" else None

    def handle_data(self, data: str) -> None:
        if self._open is not None:
            self.texts.append((self._open, data))
            self._open = None


def _unfilter(kind: int, line: bytearray, previous: bytearray, channels: int) -> None:
    """Undo one PNG row filter in place (None, Sub, Up, Average, Paeth)."""
    for i in range(len(line)):
        left = line[i - channels] if i >= channels else 0
        up, corner = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
        else:
            predictor = (0, left, up, (left + up) // 2)[kind]
        line[i] = (line[i] + predictor) & 0xFF


def _png_colours(data: bytes) -> int:
    """Distinct colours (sampled) of an 8-bit RGB(A), non-interlaced PNG, which is what Chromium writes."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", (0, 0, 8, 2)
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        header = struct.unpack(">IIBB", body[:10]) if kind == b"IHDR" else header
        idat += body if kind == b"IDAT" else b""
        pos += 12 + length
    width, height, depth, colour = header
    assert depth == 8
    channels = {2: 3, 6: 4}[colour]
    raw, stride = zlib.decompress(idat), width * channels
    previous, colours = bytearray(stride), set()
    for row in range(height):
        start = row * (stride + 1)
        line = bytearray(raw[start + 1:start + 1 + stride])
        _unfilter(raw[start], line, previous, channels)
        if row % 8 == 0:
            colours.update(bytes(line[i:i + 3]) for i in range(0, stride, channels * 4))
        previous = line
    return len(colours)


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's)")
def test_page_in_a_real_browser(tmp_path: Path) -> None:
    assert CHROMIUM is not None
    page = tmp_path / "report.html"
    page.write_text(render_html(_report(), load_tables(), SAMPLES), encoding="utf-8")
    flags = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1100,2600",
             f"--user-data-dir={tmp_path / 'profile'}"]
    dom = subprocess.run([*flags, "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120,
                         check=True).stdout
    parser = _Dom()
    parser.feed(dom)
    ids = {attrs.get("id") for _, attrs in parser.elements}
    assert {"verdict", "findings", "gpus", "throughput", "sweep", "allreduce", "timeline"} <= ids
    charts = [attrs["data-chart"] for tag, attrs in parser.elements if tag == "svg"]
    assert charts == ["throughput", "sweep", "allreduce", "timeline"]
    bars = [attrs for tag, attrs in parser.elements if tag == "rect" and attrs.get("class") == "bar"]
    throughput = bars[:len(GPUS)]
    assert [b["data-label"] for b in throughput] == [f"GPU {i}: {name}" for i, name in enumerate(GPUS)]
    assert [float(b["data-value"]) for b in throughput] == [40.0, 30.0, 20.0]
    assert len([a for t, a in parser.elements if t == "rect" and a.get("class") == "reference"]) == len(GPUS)
    lines = [attrs for tag, attrs in parser.elements if tag == "polyline"]
    assert [(a["data-series"], a["data-points"]) for a in lines[:len(GPUS)]] == [
        (f"GPU {i}: {name}", str(len(SIZES))) for i, name in enumerate(GPUS)]
    axis = [text for cls, text in parser.texts if cls == "axis-label"]
    assert {"matrix size (n x n)", "TFLOP/s", "seconds since start", "percent"} <= set(axis)
    assert "8192" in [text for cls, text in parser.texts if cls == "tick"]  # the sweep's largest size
    assert "123.45" in dom
    assert len([a for t, a in parser.elements if t == "button" and a.get("class") == "copy"]) >= 1
    assert "<script>alert" not in dom

    shot = tmp_path / "shot.png"
    subprocess.run([*flags, f"--screenshot={shot}", page.as_uri()], capture_output=True, timeout=120, check=True)
    assert _png_colours(shot.read_bytes()) > 20  # text, bars and lines: not a blank page
