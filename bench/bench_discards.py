"""In-process benchmark of the hand coach, POST /v1/discards: ms per 14-tile hand, cold.

    .venv/bin/python bench/bench_discards.py [--hands 600] [--json PATH]

Hands (seeded, bench/corpus.py): each corpus winning hand with its winning tile drawn (14 tiles
plus one per kong), then 0, 1, 2 or 3 concealed tiles exchanged for other kinds (at most four
copies in all): complete hands, hands mostly ready or one exchange away, and hands further away,
in equal numbers. Context: the corpus hand's seat and round wind; the ruleset's default table.

Two measures per hand and ruleset, both cold (every per-hand memo cache of rules/ cleared before
the call, bench/common.py: the coach's analyses, the waits analyses, decompositions, shanten
tables, readings; compiled rulesets stay warm):
- request (the headline, with the targets): the whole POST /v1/discards through the Flask app in
  process (JSON in, schema, engine, JSON out), as a server meets a hand it has never seen;
- engine: rules.coach.advise alone.
Each is also given in CPU time of this process (time.process_time), which a busy machine disturbs
less than the wall clock; and `hit`: the same hand again with other discards seen (the coach's
cache answers).

Targets: hk-classic p50 <= 20 ms and p99 <= 100 ms; canton-new at most twice that (40 / 200 ms).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.coach  # noqa: E402,F401  (its cache is among the engine caches cleared)
from bench.common import (  # noqa: E402
    clear_all,
    engine_caches,
    median,
    percentile,
    print_targets,
    target,
    write_summary,
)
from bench.corpus import corpus  # noqa: E402
from rules.coach import advise  # noqa: E402
from rules.hand import Hand, Meld, WinContext  # noqa: E402
from rules.ruleset import all_rulesets  # noqa: E402
from rules.table import resolve_table  # noqa: E402
from rules.tiles import KINDS, parse_tiles, to_compact  # noqa: E402

TARGETS_MS = {"hk-classic": (20.0, 100.0), "canton-new": (40.0, 200.0)}
EXCHANGES = (0, 1, 2, 3)


def fourteen(req: dict, exchanges: int, rng: random.Random) -> dict:
    """A corpus score request turned into a discards request: the winning tile drawn, then
    `exchanges` concealed tiles swapped for other kinds."""
    h = req["hand"]
    concealed = parse_tiles(h["concealed"]) + parse_tiles(h["winning_tile"])
    held = [0] * KINDS
    for t in concealed:
        held[t] += 1
    for m in h["melds"]:
        for t in parse_tiles(m["tiles"]):
            held[t] += 1
    for _ in range(exchanges):
        i = rng.randrange(len(concealed))
        choices = [t for t in range(KINDS) if held[t] < 4 and t != concealed[i]]
        new = rng.choice(choices)
        held[concealed[i]] -= 1
        held[new] += 1
        concealed[i] = new
    ctx = req["context"]
    return {
        "hand": {"concealed": to_compact(concealed), "melds": h["melds"], "flowers": h["flowers"]},
        "context": {"seat_wind": ctx["seat_wind"], "round_wind": ctx["round_wind"]},
    }


def domain(body: dict) -> tuple[Hand, WinContext]:
    h = body["hand"]
    melds = tuple(
        Meld(m["type"], tuple(parse_tiles(m["tiles"])), m.get("concealed", False), m.get("added", False))
        for m in h["melds"]
    )
    return (
        Hand(tuple(parse_tiles(h["concealed"])), melds, None, tuple(parse_tiles(h["flowers"]))),
        WinContext(**body["context"]),
    )


def stats(values: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(median(values), 2),
        "p99_ms": round(percentile(values, 99), 2),
        "max_ms": round(max(values), 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=600)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()

    from service import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    rng = random.Random(15)
    reqs = corpus(args.hands, seed=20261215)
    bodies = [fourteen(r, EXCHANGES[i % len(EXCHANGES)], rng) for i, r in enumerate(reqs)]
    caches = engine_caches()
    summary: dict = {"hands": len(bodies), "exchanges": list(EXCHANGES), "rulesets": {}, "targets": []}
    print(
        f"hand coach (POST /v1/discards), {len(bodies)} hands of 14 tiles (+1 per kong): corpus hands with "
        f"the winning tile drawn and {'/'.join(map(str, EXCHANGES))} tiles exchanged; ms per hand, cold"
    )
    print(
        f"{'ruleset':11} {'measure':8} {'p50':>7} {'p99':>7} {'max':>7}   {'cpu p50':>7} {'cpu p99':>7}  by exchanges"
        f" (p50)"
    )
    for rid, ruleset in sorted(all_rulesets().items()):
        table = resolve_table(ruleset, None)
        for b in bodies[:10]:  # imports, compiled rules, first requests
            client.post("/v1/discards", json={**b, "ruleset": rid})
        info: dict = {}
        for measure in ("request", "engine"):
            wall: list[float] = []
            cpu: list[float] = []
            groups: dict[int, list[float]] = {n: [] for n in EXCHANGES}
            statuses: dict[int, int] = {}
            for i, b in enumerate(bodies):
                clear_all(caches)
                if measure == "request":
                    body = {**b, "ruleset": rid}
                    w0, c0 = time.perf_counter_ns(), time.process_time_ns()
                    status = client.post("/v1/discards", json=body).status_code
                    w, c = (time.perf_counter_ns() - w0) / 1e6, (time.process_time_ns() - c0) / 1e6
                    statuses[status] = statuses.get(status, 0) + 1
                else:
                    hand, ctx = domain(b)
                    w0, c0 = time.perf_counter_ns(), time.process_time_ns()
                    advise(hand, ctx, table)
                    w, c = (time.perf_counter_ns() - w0) / 1e6, (time.process_time_ns() - c0) / 1e6
                wall.append(w)
                cpu.append(c)
                groups[EXCHANGES[i % len(EXCHANGES)]].append(w)
            entry = {
                **stats(wall),
                "cpu": stats(cpu),
                "by_exchanges_p50_ms": {str(n): round(median(v), 2) for n, v in groups.items()},
            }
            if measure == "request":
                entry["statuses"] = {str(k): v for k, v in statuses.items()}
                assert set(statuses) == {200}, statuses
            info[measure] = entry
            by = " ".join(f"{n}:{median(v):.1f}" for n, v in groups.items())
            print(
                f"{rid:11} {measure:8} {entry['p50_ms']:7.1f} {entry['p99_ms']:7.1f} {entry['max_ms']:7.1f}   "
                f"{entry['cpu']['p50_ms']:7.1f} {entry['cpu']['p99_ms']:7.1f}  {by}"
            )
        hits = []
        for b in bodies:
            body = {**b, "ruleset": rid}
            client.post("/v1/discards", json=body)
            w0 = time.perf_counter_ns()
            client.post("/v1/discards", json={**body, "discarded": "5m5p5s"})
            hits.append((time.perf_counter_ns() - w0) / 1e6)
        info["hit_request_p50_ms"] = round(median(hits), 2)
        print(f"{rid:11} {'hit':8} {median(hits):7.1f}  (the same hand again, other discards seen)")
        summary["rulesets"][rid] = info
        p50, p99 = TARGETS_MS[rid]
        summary["targets"].append(
            target(f"discards {rid} cold p50 (request)", info["request"]["p50_ms"], "<=", p50, "ms")
        )
        summary["targets"].append(
            target(f"discards {rid} cold p99 (request)", info["request"]["p99_ms"], "<=", p99, "ms")
        )
    print_targets(summary["targets"])
    write_summary("discards", summary, args.json)
    if args.json is None:
        print(
            json.dumps(
                {rid: {m: v[m]["p50_ms"] for m in ("request", "engine")} for rid, v in summary["rulesets"].items()}
            )
        )


if __name__ == "__main__":
    main()
