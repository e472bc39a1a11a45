"""Run every benchmark in order and print one combined table with every target, pass or fail.

    .venv/bin/python bench/run_all.py          (what `make bench` runs)
    env: BENCH_SECONDS (HTTP, per run, default 10), BENCH_QUIET_WAIT (default 120: seconds to wait
    before each script for the machine to be quiet; the figures are only as good as the machine is idle)

Scripts: bench_scoring.py (in-process scoring vs the riichi scorer), bench_requests.py (batches of
100 through the WSGI app vs the riichi scorer), bench_waits.py (the waits analysis), bench_discards.py
(the hand coach, POST /v1/discards in process), bench_http.py
(gunicorn + wrk, memory). Each writes bench/results/<name>.json; this one
adds bench/results/all.json. Exit status 0 even when a target fails (the table says FAIL); 1 when a
script itself fails.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, ROOT, _cpu_times, machine, wait_quiet, write_summary  # noqa: E402

SCRIPTS = (
    ("scoring", "bench_scoring.py"),
    ("requests", "bench_requests.py"),
    ("waits", "bench_waits.py"),
    ("discards", "bench_discards.py"),
    ("http", "bench_http.py"),
)
QUIET_WAIT = float(os.environ.get("BENCH_QUIET_WAIT", "120"))


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main() -> int:
    m = machine()
    print(f"machine: {m['nproc']} CPUs, {m['cpu']}, Python {m['python']}")
    ticks = os.sysconf("SC_CLK_TCK")
    ncpu = os.cpu_count() or 1
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs: dict[str, dict] = {}
    failed = []
    for name, script in SCRIPTS:
        quiet = wait_quiet(QUIET_WAIT)
        print(
            f"\n=== {script}  (CPU busy before: {quiet['cpu_busy_before']:.0%}, waited {quiet['waited_s']:g} s, "
            f"load {' '.join(quiet['loadavg_before'])}) ===",
            flush=True,
        )
        total0, idle0 = _cpu_times()
        mine0 = children_cpu()
        t0 = time.monotonic()
        rc = subprocess.run([sys.executable, str(ROOT / "bench" / script)], cwd=ROOT, env=env).returncode
        elapsed = time.monotonic() - t0
        total1, idle1 = _cpu_times()
        busy_s = ((total1 - total0) - (idle1 - idle0)) / ticks
        mine = children_cpu() - mine0
        other = max(0.0, (busy_s - mine) / (elapsed * ncpu))
        runs[name] = {
            "script": script,
            "rc": rc,
            "seconds": round(elapsed, 1),
            **quiet,
            "other_processes_cpu_share": round(other, 3),
        }
        print(f"--- {script}: exit {rc}, {elapsed:.0f} s; other processes used {other:.0%} of the CPUs meanwhile")
        if rc != 0:
            failed.append(script)

    print("\n================ combined ================")
    print(f"machine: {m['nproc']} CPUs, {m['cpu']}")
    rows: list[tuple[str, str]] = []
    targets: list[dict] = []
    for name, _ in SCRIPTS:
        path = RESULTS / f"{name}.json"
        if runs[name]["rc"] != 0 or not path.exists():
            rows.append((name, "FAILED (no results)"))
            continue
        data = json.loads(path.read_text())
        targets.extend(data.get("targets", []))
        if name == "scoring":
            r = data["riichi_mahjong_2_1_0"]
            rows.append(
                (
                    "riichi scorer (mahjong 2.1.0) cold median / p99 µs",
                    f"{r['median_us']:.1f} / {r['p99_us']:.1f} (errors {sum(r['errors'].values())})",
                )
            )
            for rid, v in data["rulesets"].items():
                rows.append(
                    (
                        f"{rid} cold median / p99 µs (warm median)",
                        f"{v['median_us']:.1f} / {v['p99_us']:.1f} ({v['warm_median_us']:.1f}); "
                        f"{v['scored']} hands, {sum(v['refused'].values())} refused",
                    )
                )
                rows.append((f"{rid} / riichi on the same hands", f"{v['ratio_to_riichi']:.2f}x"))
        elif name == "requests":
            rows.append(
                (
                    "batch of 100 in process, per hand µs (riichi on the same hands)",
                    f"{data['batch_per_hand_median_us']:.1f} ({data['riichi_batch_per_hand_us']:.1f}): "
                    f"{data['ratio_to_riichi']:.2f}x (riichi's single-hand median "
                    f"{data['riichi_single_median_us']:.1f}: {data['ratio_to_riichi_single']:.2f}x)",
                )
            )
        elif name == "waits":
            for rid, groups in data["rulesets"].items():
                for g, v in groups.items():
                    rows.append(
                        (
                            f"waits {rid} {g} cold median / p99 µs",
                            f"{v['cold_median_us']:.0f} / {v['cold_p99_us']:.0f} "
                            f"(first {v['first_median_us']:.0f}, cache hit {v['hit_median_us']:.0f}; "
                            f"{v['hands']} hands)",
                        )
                    )
        elif name == "discards":
            for rid, v in data["rulesets"].items():
                for measure in ("request", "engine"):
                    m = v[measure]
                    rows.append(
                        (
                            f"discards {rid} {measure} cold p50 / p99 ms",
                            f"{m['p50_ms']:.1f} / {m['p99_ms']:.1f} (CPU {m['cpu']['p50_ms']:.1f} / "
                            f"{m['cpu']['p99_ms']:.1f}; {data['hands']} hands)",
                        )
                    )
                rows.append((f"discards {rid} cache hit p50 ms", f"{v['hit_request_p50_ms']:.1f}"))
        elif name == "http":
            rows.append(("HTTP load generator", f"{data['load_generator']} ({data['load_generator_note']})"))
            for run, v in data["runs"].items():
                rows.append(
                    (
                        f"{run} req/s, p50/p99 ms",
                        f"{v['rps']:.1f}, {v.get('p50_ms', 0):.2f}/{v.get('p99_ms', 0):.2f} (non-2xx {v['non_2xx']})",
                    )
                )
            rows.append(("batch hands/s", f"{data['batch_hands_per_s']:.0f}"))
            rows.append(("score/healthz", f"{data['score_to_healthz_ratio']:.2f}"))
            h = data["half_peak"]
            rows.append(
                (
                    f"single score at half peak ({h['rate']:.0f} req/s) p50/p99 ms",
                    f"{h['p50_ms']:.2f}/{h['p99_ms']:.2f} ({data['half_peak_generator']})",
                )
            )
            for pid, mem in data["rss_kb_after_load"].items():
                rows.append(
                    (f"worker {pid} VmRSS / VmHWM MB", f"{mem['VmRSS'] / 1024:.1f} / {mem['VmHWM'] / 1024:.1f}")
                )
            b = data["inprocess_breakdown_us"]
            rows.append(
                (
                    "POST /v1/score in process µs: wsgi total",
                    f"{b['wsgi_total']:.0f} = json {b['json_parse']:.0f} + marshmallow {b['marshmallow_load']:.0f}"
                    f" + validate/table {b['validate_and_table']:.0f} + engine {b['engine_score_hand']:.0f}"
                    f" + settle {b['settlement']:.0f} + dump {b['dump_result']:.0f}"
                    f" + json out {b['json_encode']:.0f} + flask/rest {b['flask_werkzeug_and_rest']:.0f}",
                )
            )
        rows.append(
            (f"({name}: other processes' CPU share during the run)", f"{runs[name]['other_processes_cpu_share']:.0%}")
        )
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:{width}}  {v}")
    print(f"\n{'target':52} {'value':>12} {'goal':>14}  result")
    for t in targets:
        goal = f"{t['op']} {t['limit']:g}{t['unit']}"
        print(f"{t['name']:52} {t['value']:>11g}{t['unit']:1} {goal:>14}  {'PASS' if t['pass'] else 'FAIL'}")
    write_summary(
        "all",
        {
            "runs": runs,
            "targets": targets,
            "passed": sum(t["pass"] for t in targets),
            "failed": sum(not t["pass"] for t in targets),
        },
    )
    if failed:
        print(f"scripts that failed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
