"""Memory under a long mix of distinct requests, then under a flood: `make soak`.

    .venv/bin/python bench/soak.py [--seconds 600] [--clients 4] [--interval 10] [--settles 3000]
                                   [--waits 500] [--json PATH]

gunicorn with the project's gunicorn.conf.py (2 workers) on 127.0.0.1; its memory is the PSS of the
master and the workers together (what a container's limit counts), sampled every `--interval` s:

1. soak, `--seconds`: `--clients` threads send distinct requests (bench/traffic.py `mixed`: score
   40 %, batch 10 %, waits 25 %, settle 25 %, every one with a table of its own);
2. flood: `--settles` /v1/settle with distinct 1,001-value multipliers lists, then `--waits`
   /v1/waits with distinct tables (bench/traffic.py `flood`), as fast as the clients go.

Prints the timeline and the targets: under 200 MiB at the end of the soak, flat over its second
half (a least-squares line through those samples rises less than 10 MiB over it), under 200 MiB
after the flood. Worker restarts (`max_requests`) show as new pids. Summary: bench/results/soak.json.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import print_targets, target, write_summary  # noqa: E402
from bench.traffic import flood, mixed  # noqa: E402
from tests.loadkit import Gunicorn, blast, pss_kib  # noqa: E402

LIMIT_MIB = 200.0
FLAT_MIB = 10.0


class Sampler:
    """PSS of master + workers every `interval` s, in a thread, with the phase it was taken in."""

    def __init__(self, server: Gunicorn, interval: float) -> None:
        self.server, self.interval = server, interval
        self.samples: list[dict[str, Any]] = []
        self.phase = "start"
        self._stop = threading.Event()
        self._t0 = time.monotonic()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def take(self) -> dict[str, Any]:
        workers = sorted(self.server.worker_pids())
        per = {pid: round(pss_kib(pid) / 1024, 1) for pid in (self.server.proc.pid, *workers)}
        s = {
            "t": round(time.monotonic() - self._t0, 1),
            "phase": self.phase,
            "pss_mib": round(sum(per.values()), 1),
            "master_mib": per[self.server.proc.pid],
            "workers": {str(p): per[p] for p in workers},
        }
        self.samples.append(s)
        return s

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            s = self.take()
            print(
                f"  {s['t']:7.1f} s  {s['phase']:6}  PSS {s['pss_mib']:6.1f} MiB  (master {s['master_mib']:.1f}, "
                f"workers {', '.join(f'{v:.1f}' for v in s['workers'].values())}; pids "
                f"{', '.join(s['workers'])})",
                flush=True,
            )

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def slope_rise(samples: list[dict[str, Any]]) -> float:
    """How much a least-squares line through (t, pss) rises from the first sample to the last."""
    if len(samples) < 2:
        return 0.0
    ts = [s["t"] for s in samples]
    ys = [s["pss_mib"] for s in samples]
    mt, my = sum(ts) / len(ts), sum(ys) / len(ys)
    var = sum((t - mt) ** 2 for t in ts)
    slope = sum((t - mt) * (y - my) for t, y in zip(ts, ys, strict=True)) / var if var else 0.0
    return slope * (ts[-1] - ts[0])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--interval", type=float, default=10)
    ap.add_argument("--settles", type=int, default=3000)
    ap.add_argument("--waits", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json")
    a = ap.parse_args()

    with Gunicorn(workers=2) as server:
        sampler = Sampler(server, a.interval)
        start = sampler.take()
        print(f"gunicorn on 127.0.0.1:{server.port}, 2 workers; PSS at start {start['pss_mib']} MiB")
        print(f"soak: {a.seconds:g} s of distinct requests from {a.clients} clients")
        sampler.phase = "soak"
        soak = blast(server.port, [mixed(a.seed * 100 + k) for k in range(a.clients)], seconds=a.seconds)
        end_of_soak = sampler.take()
        print(f"soak: {soak.summary()}")
        bodies = flood(a.seed + 1, a.settles, a.waits)
        print(
            f"flood: {a.settles} settle requests with distinct 1,001-value multipliers, then {a.waits} waits "
            "requests with distinct tables"
        )
        sampler.phase = "flood"
        settles = blast(server.port, [iter(bodies[k : a.settles : a.clients]) for k in range(a.clients)])
        waits = blast(server.port, [iter(bodies[a.settles + k :: a.clients]) for k in range(a.clients)])
        sampler.phase = "after"
        time.sleep(min(a.interval, 5))
        after_flood = sampler.take()
        sampler.stop()
        print(f"flood: settle {settles.summary()}; waits {waits.summary()}")
        log = server.log_text()
        restarts = log.count("Autorestarting worker")

    soak_samples = [s for s in sampler.samples if s["phase"] == "soak"] + [end_of_soak]
    second_half = [s for s in soak_samples if s["t"] >= soak_samples[-1]["t"] / 2]
    rise = slope_rise(second_half)
    peak = max(s["pss_mib"] for s in sampler.samples)
    print(f"\nworkers restarted by max_requests: {restarts}; peak PSS {peak} MiB")
    targets = [
        target("PSS at the end of the soak", end_of_soak["pss_mib"], "<", LIMIT_MIB, " MiB"),
        target("rise over the soak's second half (fitted line)", rise, "<", FLAT_MIB, " MiB"),
        target("PSS after the flood", after_flood["pss_mib"], "<", LIMIT_MIB, " MiB"),
    ]
    print_targets(targets)
    write_summary(
        "soak",
        {
            "seconds": a.seconds,
            "clients": a.clients,
            "start_mib": start["pss_mib"],
            "end_of_soak_mib": end_of_soak["pss_mib"],
            "after_flood_mib": after_flood["pss_mib"],
            "peak_mib": peak,
            "second_half_rise_mib": round(rise, 1),
            "restarts": restarts,
            "soak": soak.summary(),
            "flood_settle": settles.summary(),
            "flood_waits": waits.summary(),
            "timeline": sampler.samples,
            "targets": targets,
        },
        a.json,
    )
    return 0 if all(t["pass"] for t in targets) else 1


if __name__ == "__main__":
    sys.exit(main())
