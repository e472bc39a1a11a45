"""The in-process benchmark scripts run (tiny sizes): `make bench` is not part of the suite, and a
script that breaks (a cache it cannot clear, an import that moved) would otherwise go unseen until
someone measures. Figures are not checked here; the scripts print them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCRIPTS = {
    "bench_scoring.py": ["--size", "40", "--repeat", "1"],
    "bench_requests.py": ["--hands", "200", "--repeat", "1"],
    "bench_waits.py": ["--ready", "20", "--not-ready", "5"],
    "bench_discards.py": ["--hands", "10"],
}


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_bench_script_runs_and_reports_its_targets(script, tmp_path):
    out = tmp_path / "summary.json"
    r = subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), *SCRIPTS[script], "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    summary = json.loads(out.read_text())
    assert summary.get("targets"), summary.keys()
    assert "machine" in summary
    if script == "bench_requests.py":  # what bench/run_all.py reads of it
        for key in (
            "batch_per_hand_median_us",
            "riichi_batch_per_hand_us",
            "ratio_to_riichi",
            "riichi_single_median_us",
            "ratio_to_riichi_single",
        ):
            assert key in summary, key
