"""`envcheck explain` over a corpus of real log excerpts, and over arbitrary text."""

from __future__ import annotations

import json

import pytest
from fakes import DATA
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from envcheck import cli
from envcheck.explain import explain, render_explanations, render_explanations_json
from envcheck.tflog import CATALOGUE

LOGS = DATA / "logs"
EXPECTED: dict[str, list[str]] = json.loads((LOGS / "expected.json").read_text())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus(name: str) -> None:
    kinds = {e.kind for e in explain((LOGS / name).read_text())}
    assert set(EXPECTED[name]) <= kinds


def test_every_corpus_file_is_listed() -> None:
    assert {p.name for p in LOGS.glob("*.txt")} == set(EXPECTED)


def test_every_error_kind_has_a_fix() -> None:
    assert all(p.fix for p in CATALOGUE if p.level in ("error", "warning"))


def test_wrapped_line_is_read_whole() -> None:
    (dlopen,) = [e for e in explain((LOGS / "tf2.2_missing_libs_wrapped.txt").read_text()) if e.kind == "dlopen_failed"]
    assert "dlerror=libcusparse.so.10: cannot open shared object file: No such file or directory" in dlopen.details


def test_cuinit_303_is_explained_by_its_code() -> None:
    (cuinit,) = [e for e in explain((LOGS / "tf2.14_cuinit_303.txt").read_text()) if e.kind == "cuinit_failed"]
    assert "libcuda.so.1 could not be loaded" in cuinit.meaning


def test_noise_is_recognised_as_harmless() -> None:
    text = render_explanations(explain((LOGS / "tf2.16_startup_noise.txt").read_text()))
    assert "duplicate_registration (harmless)" in text
    assert "numa (harmless)" in text


def test_errors_come_first_and_repeats_are_grouped() -> None:
    found = explain((LOGS / "tf2.21_cpu_no_driver.txt").read_text())
    assert [e.level for e in found][:2] == ["error", "error"]
    assert next(e for e in found if e.kind == "no_cuda_drivers").line_numbers == (4, 9)


def test_unknown_text() -> None:
    assert explain("hello world\nnothing here") == ()
    assert render_explanations(()).startswith("nothing recognised")


def test_json_output() -> None:
    data = json.loads(render_explanations_json(explain((LOGS / "tf2.3_cudnn_mismatch.txt").read_text())))
    assert data["explanations"][0]["details"] == ["runtime=7.0.5", "compiled=7.2.1"]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=2000))
def test_arbitrary_text_never_crashes(text: str) -> None:
    render_explanations(explain(text))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([line for p in sorted(LOGS.glob("*.txt")) for line in p.read_text().splitlines()]
                                + ["", "   ", "\t", "Traceback (most recent call last):"]), max_size=30))
def test_shuffled_real_lines_never_crash(lines: list[str]) -> None:
    explain("\n".join(lines))


def test_cli_explain_file_and_stdin() -> None:
    runner = CliRunner()
    result = runner.invoke(cli.app, ["explain", str(LOGS / "python_package_errors.txt")])
    assert result.exit_code == cli.OK
    assert "numpy_abi" in result.output
    piped = runner.invoke(cli.app, ["explain", "-", "--json"], input="Illegal instruction (core dumped)\n")
    assert json.loads(piped.output)["explanations"][0]["kind"] == "illegal_instruction"
    assert runner.invoke(cli.app, ["explain", "/nonexistent.log"]).exit_code == cli.USAGE
