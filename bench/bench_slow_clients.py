"""Slow clients: gunicorn worker classes side by side, with and without connections that hold it.

    .venv/bin/python bench/bench_slow_clients.py [--seconds 10] [--rounds 2] [--clients 4]
                                                 [--keepalive|--no-keepalive] [--only NAME ...]

For each candidate (2 workers, the project's gunicorn.conf.py with the candidate's options on the
command line), on 127.0.0.1:

1. undisturbed: `--clients` connections send POST /v1/score (the openapi examples) for `--seconds`
   (`wrk`, keep-alive, when installed; else Python threads of tests/loadkit.py `drive`), while
   GET /healthz is probed every 100 ms on a new connection (1 s timeout, as a kubelet);
2. disturbed: the same while 200 connections that send nothing and 50 that drip a request head one
   byte a second are held open (re-opened as soon as the server closes one; a child process, from
   127.0.0.2).

It prints score requests/s of both phases and their ratio (target: disturbed >= 80 % of
undisturbed), the share of probes answered and their p99 (target: >= 95 %, < 100 ms), and each
class's undisturbed throughput against the sync worker's (target: within 10 %), and the CPU time the
workers spent per request (steadier than requests/s when the machine is shared). Rounds alternate
the candidates, so that a busy machine disturbs them alike; the figures of each round are kept and
the table shows the median over rounds. Summary: bench/results/slow_clients.json.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import print_targets, target, wait_quiet, write_summary  # noqa: E402
from tests.loadkit import (  # noqa: E402
    Gunicorn,
    cpu_seconds,
    drive,
    hold_slow_clients,
    in_background,
    probe,
    score_bodies,
    stop_slow_clients,
)

# name: (gunicorn command-line options, environment)
CANDIDATES: dict[str, tuple[list[str], dict[str, str]]] = {
    "sync": (["--worker-class", "sync"], {}),
    "gthread (4 threads)": (["--worker-class", "gthread", "--threads", "4"], {}),
    "gevent (gunicorn's, 256 connections)": (["--worker-class", "gevent", "--worker-connections", "256"], {}),
    "shipped: bounded gevent (gunicorn.conf.py)": ([], {}),
    "bounded gevent, accept 1 at a time": ([], {"GUNICORN_ACCEPT_BATCH": "1"}),
    "bounded gevent, accept 100 at a time": ([], {"GUNICORN_ACCEPT_BATCH": "100"}),
}
IDLE, DRIP = 200, 50


def wrk_load(wrk: str, port: int, seconds: float, clients: int, bodies: list[bytes], keepalive: bool) -> dict:
    """POST /v1/score with wrk, cycling over `bodies`: requests/s, p99 and errors."""
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "score.lua"
        items = ",\n".join("[==[" + b.decode() + "]==]" for b in bodies)
        close = 'wrk.headers["Connection"] = "close"\n' if not keepalive else ""
        script.write_text(f"""local bodies = {{\n{items}\n}}
local i = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
{close}request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/v1/score", nil, bodies[i])
end
""")
        r = subprocess.run(
            [
                wrk,
                "-t1",
                f"-c{clients}",
                f"-d{max(1, round(seconds))}s",
                "--latency",
                "--timeout",
                "5s",
                "-s",
                str(script),
                f"http://127.0.0.1:{port}/v1/score",
            ],
            capture_output=True,
            text=True,
        )
    out = r.stdout
    rps = float(m.group(1)) if (m := re.search(r"Requests/sec:\s+([\d.]+)", out)) else 0.0
    p99 = re.search(r"99%\s+([\d.]+)(us|ms|s)\b", out)
    p99_ms = float(p99.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[p99.group(2)] if p99 else 0.0
    errors = sum(int(x) for x in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    return {"score_rps": rps, "score_p99_ms": round(p99_ms, 2), "score_errors": errors, "score_non_2xx": non2xx}


def phase(
    server: Gunicorn, seconds: float, clients: int, keepalive: bool, bodies: list[bytes], slow: bool, wrk: str | None
) -> dict[str, Any]:
    holder = hold_slow_clients(server.port, IDLE, DRIP, seconds + 30) if slow else None
    if holder:
        time.sleep(2)  # every slow connection open (and taken up, where a worker takes them up)
    pids = server.worker_pids()
    cpu0 = cpu_seconds(pids)
    try:
        t, box = in_background(probe, server.port, seconds)
        if wrk:
            out = wrk_load(wrk, server.port, seconds, clients, bodies, keepalive)
        else:
            s = drive(
                server.port, seconds, clients, "bench", healthz_share=0.0, keepalive=keepalive, bodies=bodies, timeout=5
            ).summary()
            out = {
                "score_rps": s["requests_per_second"],
                "score_p99_ms": s["latency_ms_p99"],
                "score_errors": s["errors"],
                "score_non_2xx": s["requests_sent"] - s["ok_2xx"] - s["errors"],
            }
        t.join()
    finally:
        summary = stop_slow_clients(holder) if holder else None
    answered = out["score_rps"] * seconds + box[0].sent
    # CPU the workers spent per request: steadier than requests/s on a machine shared with other jobs
    out["cpu_ms_per_request"] = round((cpu_seconds(pids) - cpu0) * 1000 / answered, 3) if answered else None
    out["probes"] = box[0].summary()
    if summary is not None:
        out["slow_clients"] = summary
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--keepalive", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--only", nargs="*", help="candidate names starting with these words")
    ap.add_argument("--json")
    a = ap.parse_args()
    names = [n for n in CANDIDATES if not a.only or any(n.startswith(w) for w in a.only)]
    bodies = score_bodies()
    wrk = shutil.which("wrk")
    print(f"score load: {'wrk' if wrk else 'Python threads (wrk not installed: apt-get install wrk)'}")
    quiet = wait_quiet(30)
    runs: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
    for r in range(a.rounds):
        for name in names:
            print(f"round {r + 1}/{a.rounds}: {name} ...", flush=True)
            args, env = CANDIDATES[name]
            with Gunicorn(workers=2, args=args, env=env) as server:
                calm = phase(server, a.seconds, a.clients, a.keepalive, bodies, slow=False, wrk=wrk)
                busy = phase(server, a.seconds, a.clients, a.keepalive, bodies, slow=True, wrk=wrk)
                timeouts = server.log_text().count("WORKER TIMEOUT")
            runs[name].append({"undisturbed": calm, "disturbed": busy, "worker_timeouts": timeouts})

    def med(name: str, f: Any) -> float:
        return statistics.median(f(x) for x in runs[name])

    rows = []
    sync_rps = med("sync", lambda x: x["undisturbed"]["score_rps"]) if "sync" in runs else None
    print(
        f"\n{a.clients} client threads, keep-alive {'on' if a.keepalive else 'off'}, {a.seconds:g} s a phase, "
        f"median of {a.rounds} round(s); slow: {IDLE} idle + {DRIP} drip connections"
    )
    print(
        f"{'candidate':44} {'score/s':>8} {'w/ slow':>8} {'ratio':>6} {'vs sync':>7} {'probes':>7} "
        f"{'p99 ms':>7} {'w-timeouts':>10} {'CPU ms/req':>10}"
    )
    for name in names:
        calm = med(name, lambda x: x["undisturbed"]["score_rps"])
        busy = med(name, lambda x: x["disturbed"]["score_rps"])
        share = med(name, lambda x: x["disturbed"]["probes"]["answered_share"])
        p99 = med(name, lambda x: x["disturbed"]["probes"]["p99_ms"])
        row = {
            "candidate": name,
            "options": CANDIDATES[name][0],
            "env": CANDIDATES[name][1],
            "score_rps": calm,
            "score_rps_slow": busy,
            "ratio": round(busy / calm, 3) if calm else 0.0,
            "vs_sync": round(calm / sync_rps, 3) if sync_rps else None,
            "probes_answered_slow": share,
            "probe_p99_ms_slow": p99,
            "probe_p99_ms_calm": med(name, lambda x: x["undisturbed"]["probes"]["p99_ms"]),
            "worker_timeouts": sum(x["worker_timeouts"] for x in runs[name]),
            "cpu_ms_per_request": med(name, lambda x: x["undisturbed"]["cpu_ms_per_request"] or 0),
        }
        rows.append(row)
        vs = f"{row['vs_sync']:.2f}" if row["vs_sync"] is not None else "-"
        print(
            f"{name:44} {calm:8.1f} {busy:8.1f} {row['ratio']:6.2f} {vs:>7} {share:7.1%} {p99:7.1f} "
            f"{row['worker_timeouts']:10d} {row['cpu_ms_per_request']:10.3f}"
        )
    shipped = next((r for r in rows if r["candidate"].startswith("shipped")), None)
    targets = []
    if shipped:
        targets = [
            target("score throughput with slow clients / without", shipped["ratio"], ">=", 0.8),
            target("healthz probes answered with slow clients", shipped["probes_answered_slow"], ">=", 0.95),
            target("healthz p99 with slow clients", shipped["probe_p99_ms_slow"], "<", 100, " ms"),
        ]
        if shipped["vs_sync"] is not None:
            targets.append(target("score throughput / sync workers'", shipped["vs_sync"], ">=", 0.9))
            sync_cpu = next(r["cpu_ms_per_request"] for r in rows if r["candidate"] == "sync")
            if sync_cpu:
                targets.append(
                    target("CPU a request / sync workers'", shipped["cpu_ms_per_request"] / sync_cpu, "<=", 1.1)
                )
        print_targets(targets)
    write_summary(
        "slow_clients",
        {
            "load_generator": "wrk" if wrk else "python",
            "clients": a.clients,
            "keepalive": a.keepalive,
            "seconds": a.seconds,
            "rounds": a.rounds,
            **quiet,
            "rows": rows,
            "runs": runs,
            "targets": targets,
        },
        a.json,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
