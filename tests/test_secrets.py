"""No secret leaves envcheck: 30 secret-shaped variables and path entries, every output format checked.

A fake TensorFlow (written by the test) prints the environment as a careless library would, so the
probe's events and output tail carry every value; the CUDA search folders come from LD_LIBRARY_PATH.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import responses
from typer.testing import CliRunner

from envcheck import cli, sanitize
from envcheck.online import NetworkError, make_bundle, update_tables
from envcheck.sanitize import find_secrets, redact_text, terminal_safe
from envcheck.tables import TABLE_FILES, bundled_directory, tables_in_use

ROOT = Path(__file__).resolve().parent.parent
LEAKY = """
import os, sys
for name, value in sorted(os.environ.items()):
    print(f"{name}={value}")
    sys.stderr.write(f"I tensorflow/core/util/env.cc:1] {name}: {value}\\n")
sys.stderr.write("W external/local_xla/xla/tsl/platform/default/dso_loader.cc:78] Could not load dynamic "
                 "library 'libcudart.so.12'; dlerror: libcudart.so.12: cannot open shared object file: No such "
                 "file or directory; LD_LIBRARY_PATH: " + os.environ.get("LD_LIBRARY_PATH", "") + "\\n")
raise ImportError("cannot start; PYTHONPATH=" + os.environ.get("PYTHONPATH", ""))
"""
# Each value holds a unique marker: the test looks for the marker, wherever the value ends up.
SECRET_VARIABLES = {
    "TF_PASS": "sEcret01pass",
    "TF_PW": "sEcret02pw-value",
    "TF_PRIVATE": "sEcret03private",
    "TF_API_TOKEN": "sEcret04token",
    "TF_SECRET_KEY": "sEcret05key",
    "CUDA_AUTH": "sEcret06auth",
    "NCCL_PASSWORD": "sEcret07password",
    "XLA_CREDENTIALS": "sEcret08credentials",
    "TF_SESSION_COOKIE": "sEcret09cookie",
    "GITHUB_TOKEN": "ghp_sEcret10abcdefghijklmnopqrstuv",
    "AWS_SECRET_ACCESS_KEY": "sEcret11/aws+key",
    "CUDA_PATH": "https://user:sEcret12p@ss/w0rd@cuda.example.org/cuda",
    "TF_HUB_URL": "https://ghp_sEcret13abcdefghijklmnopqrst@github.com/org/repo",
    "TF_MIRROR": "https://user:sEcret14 with space@mirror.example.org/simple",
    "TF_DATA_SOURCE": "loader:sEcret15bare@db.example.org:5432",
    "TF_BUCKET": "https://b.s3.amazonaws.com/x.tar?sig=sEcret16sig&token=sEcret17tok&x=1",
    "TF_CONFIG": json.dumps({"cluster": {"worker": ["w0:2222"]}, "password": "sEcret18config"}),
    "XLA_FLAGS": "--xla_dump_to=https://dump:sEcret19xla@storage.example.org/d",
    "NCCL_DEBUG_FILE": "https://n:sEcret20nccl@logs.example.org/nccl.%h",
    "CUDA_CACHE_PATH": "https://cache.example.org/jit?access_token=sEcret21cache",
}
PATH_ENTRIES = {
    "LD_LIBRARY_PATH": ["https://ld:sEcret22ldpath@libs.example.org/cuda/lib", "/usr/lib/x86_64-linux-gnu",
                        "/mnt/share?token=sEcret23ldtoken", "https://sEcret24ldonly@libs.example.org/lib64",
                        "https://ld:sEcret25p@ss@libs.example.org/cudnn"],
    "PYTHONPATH": ["https://py:sEcret26py@pkgs.example.org/site", "/opt/py?sig=sEcret27pysig"],
    "CUDA_PLUGIN_PATH": ["https://pre:sEcret28plugin@libs.example.org/libfoo.so"],
    "CUDA_VISIBLE_DEVICES": ["0"],
    "TF_PLUGIN_PATHS": ["https://plug:sEcret29plugin@plugins.example.org", "https://x.org/p?api_key=sEcret30api"],
}
MARKERS = [f"sEcret{i:02d}" for i in range(1, 31)]


def _environment(fake_tf: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TF_", "XLA_", "NCCL_", "CUDA_"))}
    env.update(SECRET_VARIABLES)
    env.update({k: os.pathsep.join(v) for k, v in PATH_ENTRIES.items()})
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(fake_tf), *PATH_ENTRIES["PYTHONPATH"]])
    return env


def _leaks(text: str) -> list[str]:
    return [m for m in MARKERS if m in text]


def test_thirty_secrets_reach_no_output(tmp_path: Path) -> None:
    fake_tf = tmp_path / "fake"
    (fake_tf / "tensorflow").mkdir(parents=True)
    (fake_tf / "tensorflow" / "__init__.py").write_text(LEAKY)
    env = _environment(fake_tf)
    assert len(set(MARKERS)) == 30

    def envcheck(*args: str) -> str:
        result = subprocess.run([sys.executable, "-m", "envcheck", *args], env=env, capture_output=True,
                                timeout=180, check=False)
        assert result.returncode in (0, 1), result.stderr
        return result.stdout.decode() + result.stderr.decode()

    saved = tmp_path / "report.json"
    saved.write_text(envcheck("report", "--json", "--python", sys.executable))
    report = json.loads(saved.read_text())
    assert report["facts"]["probe"]["output_tail"], "the fake TensorFlow's output must reach the report"
    assert any("libs.example.org" in d for d in report["facts"]["cuda"]["search_dirs"])  # LD_LIBRARY_PATH, split
    outputs = {
        "saved report": saved.read_text(),
        "doctor": envcheck("doctor", "-v", "--python", sys.executable),
        "doctor --markdown": envcheck("doctor", "--markdown", "--python", sys.executable),
        "doctor --json": envcheck("doctor", "--json", "--python", sys.executable),
        "diagnose -v": envcheck("diagnose", str(saved), "-v"),
    }
    assert "<redacted>" in outputs["saved report"]
    assert {name: _leaks(text) for name, text in outputs.items()} == {name: [] for name in outputs}


TABLE_URL = "https://tuser:sEcret31tables@tables.example.org/bundle.json?token=sEcret32query"


def test_table_urls_are_stored_and_shown_without_credentials(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    created = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).isoformat(timespec="seconds")
    text, _ = make_bundle(str(bundled_directory()), created=created)
    cache = tmp_path / "envcheck" / "tables"
    with responses.RequestsMock() as mock:
        mock.add(responses.GET, TABLE_URL, body=text.encode())
        mock.add(responses.GET, TABLE_URL + ".sha256", body="0" * 64)
        with pytest.raises(NetworkError) as failure:
            update_tables(TABLE_URL, cache=cache)
        mock.replace(responses.GET, TABLE_URL + ".sha256", body=hashlib.sha256(text.encode()).hexdigest())
        in_use = update_tables(TABLE_URL, cache=cache)
    assert "checksum mismatch" in str(failure.value)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    shown = CliRunner().invoke(cli.app, ["tables", "show"]).output
    stored = "".join(p.read_text() for p in cache.iterdir())
    for text_out in (str(failure.value), in_use.origin, tables_in_use(cache=cache).origin, shown, stored):
        assert "sEcret31" not in text_out
        assert "sEcret32" not in text_out
    assert "tables.example.org" in shown


@pytest.mark.parametrize(("text", "kept"), [
    ("/usr/local/cuda-12.4/lib64:/usr/lib/x86_64-linux-gnu", "/usr/local/cuda-12.4/lib64:/usr/lib/x86_64-linux-gnu"),
    ("https://registry.npmjs.org/@types/node", "https://registry.npmjs.org/@types/node"),
    ("pip install 'tensorflow[and-cuda]==2.21.0'", "pip install 'tensorflow[and-cuda]==2.21.0'"),
    ('{"url": "https://host/x", "who": "a@b"}', '{"url": "https://host/x", "who": "a@b"}'),
    ("https://u:pw@h/x", "https://<redacted>@h/x"),
])
def test_redaction_keeps_ordinary_text(text: str, kept: str) -> None:
    assert redact_text(text) == kept


@pytest.mark.parametrize("hostile", [
    "\x1b]52;c;ZWNobyBoaQ==\x07",  # OSC 52: write the clipboard
    "\x1b]0;owned\x07",  # OSC 0: the window title
    "\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\",  # OSC 8: a hidden link
    "\x1b[2J\x1b[H",  # CSI: clear the screen
    "\x9b2J",  # 8-bit CSI
    "\x9d52;c;ZWNobw==\x9c",  # 8-bit OSC
    "over\rwrite",
    "\u202eevil",  # right-to-left override
])
def test_terminal_control_sequences_are_stripped(hostile: str, tmp_path: Path) -> None:
    assert terminal_safe(f"a{hostile}b").replace("click", "").replace("overwrite", "") in ("ab", "aevilb")
    result = subprocess.run([sys.executable, "-m", "envcheck", "explain", "-"], input=f"x {hostile} y\n".encode(),
                            capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60, check=False)
    assert b"\x1b]" not in result.stdout + result.stderr
    assert b"\x1b[2J" not in result.stdout + result.stderr
    report = _report_with(tmp_path, f"/venv/bin/py{hostile}thon")
    for fmt in ([], ["--markdown"], ["-v"]):
        out = CliRunner().invoke(cli.app, ["diagnose", report, *fmt]).output
        assert "\x1b" not in out
        assert "\x9b" not in out
        assert "\x9d" not in out
        assert "\u202e" not in out
        assert "\r" not in out
    as_json = CliRunner().invoke(cli.app, ["diagnose", report, "--json"]).output
    assert "\x1b" not in as_json
    assert "\x9b" not in as_json
    assert json.loads(as_json)["facts"]["python"]["executable"] == f"/venv/bin/py{hostile}thon"


def _report_with(tmp_path: Path, executable: str) -> str:
    from envcheck.engine import diagnose  # noqa: PLC0415
    from envcheck.testing import make_facts  # noqa: PLC0415

    facts = make_facts(python={"executable": executable})
    path = tmp_path / "report.json"
    path.write_text(diagnose(facts).to_json())
    return str(path)


OSC = "\x1b]52;c;ZWNobyBoaQ==\x07"


def test_outside_text_in_other_commands_is_terminal_safe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tables = tmp_path / "tables"
    tables.mkdir()
    for name in TABLE_FILES:
        (tables / name).write_bytes((bundled_directory() / name).read_bytes())
    data = json.loads((tables / "tensorflow.json").read_text())
    for release in data["releases"]:
        release["gpu_package"] = f"tensorflow{OSC}"
    (tables / "tensorflow.json").write_text(json.dumps(data))
    monkeypatch.setenv("ENVCHECK_TABLES", str(tables))
    for command in (["matrix"], ["matrix", "2.15"], ["matrix", "--python", "3.11"]):
        result = CliRunner().invoke(cli.app, command)
        assert result.exit_code in (cli.OK, cli.FINDINGS), result.output
        assert "\x1b" not in result.output
    monkeypatch.delenv("ENVCHECK_TABLES")
    report = json.loads(Path(_report_with(tmp_path, "/venv/bin/python")).read_text())
    report["facts"]["node"] = {"hostname": f"gpu-node-7\ud800{OSC}"}
    path = tmp_path / "node.json"
    path.write_text(json.dumps(report))
    for fmt in ([], ["--markdown"], ["--json"]):
        result = subprocess.run([sys.executable, "-m", "envcheck", "fleet", str(path), *fmt], capture_output=True,
                                env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60, check=False)
        assert result.returncode in (cli.OK, cli.FINDINGS), result.stderr
        assert b"\x1b" not in result.stdout
        assert b"gpu-node-7" in result.stdout


@pytest.mark.parametrize("hostile", [
    "https://a:b@" * 90_000, "a:" * 500_000, "x=a:b" * 200_000, "a@" * 500_000 + "://", "?sig=" * 200_000,
    "https://" + "a" * 1_000_000, "ghp_" * 250_000, "\x1b]" * 500_000, "\x1b[" * 500_000, "\x9d" * 1_000_000,
    "password:" * 110_000, "token=x " * 125_000, "https://" * 120_000 + "@",
], ids=lambda h: repr(h[:10]))
def test_sanitizing_is_linear(hostile: str) -> None:
    for fn in (redact_text, find_secrets, terminal_safe):
        started = time.perf_counter()
        fn(hostile)
        assert time.perf_counter() - started < 2.0, fn.__name__


def test_explain_hides_the_credentials_of_a_paste() -> None:
    from envcheck.explain import explain  # noqa: PLC0415
    from envcheck.render.explain import render_explanations, render_explanations_json  # noqa: PLC0415

    paste = ("Could not load dynamic library libcudnn.so.8; dlerror: libcudnn.so.8: cannot open shared object file "
             "(pip install --index-url https://bob:s3cretpw@pypi.corp.example/simple tensorflow)\n"
             "E0000 cuInit: CUDA_ERROR_NO_DEVICE HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz0123\n")
    found = explain(paste)
    assert {e.cause for e in found} >= {"no_gpu_visible"}
    for text in (render_explanations(found), render_explanations_json(found)):
        assert "s3cretpw" not in text
        assert "hf_abcdefghijklmnopqrstuvwxyz0123" not in text
        assert "pypi.corp.example" in text  # the rest of the evidence stays


@pytest.mark.parametrize("text", [
    "\tlibkeyutils.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libkeyutils.so.1",  # a key word, no separator
    "API_KEY = 'sk-abc'", 'config {"Password":  "hunter22x"}', "token:ghp_ABCDEFGHIJKLMNOP1234", "secret\t=\tv",
    "private_key=abc;x=1", "Credentials: abc", "id_token='x' and passwd=y", "x?key=abc&sig=d",
    "pa\u017f\u017fword=hunter22 key", "credent\u0131al=hunter22 key", "KEY=vaLue", "AKIA0123456789ABCDEF",
    "xoxb-0123456789", "hf_abcdefghijklmnopqrstuvwxyz0123456", "glpat-abcdefghij0123456789", "github_pat_" + "a" * 22,
])
def test_hints_skip_no_pattern_that_would_match(text: str) -> None:
    """The cheap tests before the secret patterns leave out only text in which they find nothing."""
    lower = text.lower()
    expected = text
    if any(w in lower for w in sanitize._QUERY_WORDS):
        expected = sanitize._SECRET_QUERY.sub(r"\1" + sanitize.REDACTED, expected)
    if any(w in lower for w in sanitize._PAIR_WORDS):
        expected = re.sub(sanitize._SECRET_PAIR, r"\1" + sanitize.REDACTED, expected)
    expected = re.sub(sanitize._TOKEN_SHAPES, sanitize.REDACTED, expected)
    assert redact_text(text) == expected
