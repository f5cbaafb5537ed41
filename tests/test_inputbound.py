"""The input-bound verdict over timed batches, and the advice read from a pipeline's ops (no TensorFlow)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from envcheck.inputbound import BatchTiming, input_report, pipeline_advice, read_input_report

if TYPE_CHECKING:
    from pathlib import Path


def _timed(*pairs: tuple[float, float]) -> list[BatchTiming]:
    return [BatchTiming(fetch_s=f / 1000, compute_s=c / 1000) for f, c in pairs]


def test_a_starved_epoch_is_input_bound_and_its_figures_add_up() -> None:
    report = input_report(0, 40, _timed(*[(29.0, 1.3)] * 12), "test")
    assert report.verdict == "input-bound"
    assert report.input_bound is True
    assert report.step_s >= max(report.fetch_s or 0, report.compute_s or 0)
    assert "step 30.3 ms = fetch 29.0 ms + compute 1.3 ms (medians of 12 timed steps)" in report.describe()


def test_too_few_samples_are_uncertain() -> None:
    report = input_report(0, 40, _timed(*[(29.0, 1.3)] * 4), "test")
    assert report.verdict == "uncertain"
    assert report.input_bound is None
    assert "only 4 timed steps" in report.method


def test_a_load_that_changes_mid_epoch_is_uncertain_not_a_flip() -> None:
    report = input_report(0, 40, _timed(*[(0.2, 0.8)] * 8, *[(1.2, 0.8)] * 8), "test")
    assert report.verdict == "uncertain"
    assert report.spread is not None
    assert report.spread[0] < 0.5 <= report.spread[1]
    assert "UNCERTAIN" in report.describe()


def test_one_stall_does_not_flip_a_fed_pipeline() -> None:
    report = input_report(0, 64, _timed(*[(0.2, 0.6)] * 15, (10.0, 0.6), *[(0.2, 0.6)] * 16), "test")
    assert report.verdict == "not input-bound"
    assert report.advice == ()


def test_batches_already_buffered_do_not_make_a_starved_epoch_uncertain() -> None:
    report = input_report(1, 10, _timed((0.2, 1.3), (0.2, 1.3), *[(29.0, 1.3)] * 6), "test")
    assert report.verdict == "input-bound"


def test_nothing_timed_is_not_measured() -> None:
    report = input_report(0, 64, [], "not measurable under a tf.distribute strategy")
    assert report.verdict == "not measured"
    assert report.input_bound is None
    assert "tf.distribute" in report.describe()


def test_advice_leaves_out_what_the_pipeline_does() -> None:
    tuned = pipeline_advice({"TensorSliceDataset", "ParallelMapDatasetV2", "CacheDatasetV2", "BatchDatasetV2",
                             "PrefetchDataset"})
    assert not any("num_parallel_calls=tf.data.AUTOTUNE)" in a and "map" in a for a in tuned)
    assert not any("prefetch" in a or "cache()" in a or "TFRecord" in a for a in tuned)
    plain = " ".join(pipeline_advice({"TensorSliceDataset", "MapDataset", "BatchDatasetV2"}))
    assert "dataset.map(fn, num_parallel_calls" in plain
    assert "prefetch" in plain
    assert "cache()" in plain


def test_a_python_source_is_named() -> None:
    advice = pipeline_advice({"GeneratorDataset", "FlatMapDataset", "PyFunc", "PrefetchDataset"})
    assert "Python code" in advice[0]
    assert not any("prefetch" in a for a in advice)


def test_unknown_pipeline_gets_all_advice() -> None:
    assert len(pipeline_advice(None)) == 6


def test_a_report_written_by_an_older_callback_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    old = {"epoch": 0, "steps": 40, "step_s": 0.02, "compute_s": 0.004, "fetch_s": 0.016, "input_share": 0.8,
           "sampled_steps": 6, "method": "sampled steps"}
    path.write_text(json.dumps(old) + "\n")
    report = read_input_report(str(path))
    assert report is not None
    assert report.verdict == "input-bound"
    path.write_text("[1, 2]\n")
    assert read_input_report(str(path)) is None
