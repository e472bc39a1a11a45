"""In-process benchmark of the /v1/waits analysis (rules.waits.analyse_waits): µs per hand.

    .venv/bin/python bench/bench_waits.py [--ready 600] [--not-ready 200] [--json PATH]

Hands (seeded): ready hands are corpus hands (bench/corpus.py) without their winning tile; not-ready
hands are ready hands with one concealed tile exchanged for another kind (almost all 1-shanten,
a few that are still ready are counted as ready). Context: the corpus hand's seat and round wind.
Under a ruleset that does not play a shape (七對子 under hk-classic) such a hand is simply not ready.

Three timings per hand and ruleset:
- cold (the headline): every per-hand memo cache of rules/ (the analysis cache, decompositions,
  waits, readings, shanten) cleared before the call: a hand the server has never seen.
- first: each distinct hand analysed once in a row with the caches kept (what a server that has
  already analysed other hands pays for a new one).
- hit: the same hand again with other discards (the analysis cache answers; an app that calls
  after every discard at the table).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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
from rules.hand import Hand, WinContext  # noqa: E402
from rules.ruleset import all_rulesets  # noqa: E402
from rules.table import resolve_table  # noqa: E402
from rules.tiles import parse_tiles  # noqa: E402
from rules.waits import analyse_waits  # noqa: E402

WAITS_TARGET_MS = 1.0  # cold median of a ready hk-classic hand


def ready_hand(req: dict) -> tuple[Hand, WinContext]:
    h = req["hand"]
    from rules.hand import Meld

    melds = tuple(Meld(m["type"], tuple(parse_tiles(m["tiles"])), m.get("concealed", False)) for m in h["melds"])
    ctx = WinContext(seat_wind=req["context"]["seat_wind"], round_wind=req["context"]["round_wind"])
    return Hand(tuple(sorted(parse_tiles(h["concealed"]))), melds, None, tuple(parse_tiles(h["flowers"]))), ctx


def spoil(hand: Hand, rng: random.Random) -> Hand:
    """Exchange one concealed tile for a tile of another kind (at most four copies in all)."""
    held = [0] * 34
    for t in hand.concealed:
        held[t] += 1
    for m in hand.melds:
        for t in m.tiles:
            held[t] += 1
    concealed = list(hand.concealed)
    i = rng.randrange(len(concealed))
    choices = [t for t in range(34) if t != concealed[i] and held[t] < 4]
    concealed[i] = rng.choice(choices)
    return Hand(tuple(sorted(concealed)), hand.melds, None, hand.flowers)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ready", type=int, default=600)
    ap.add_argument("--not-ready", type=int, default=200)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()

    rng = random.Random(7)
    reqs = corpus(args.ready + args.not_ready, seed=20261201)
    hands = [ready_hand(r) for r in reqs]
    hands = hands[: args.ready] + [(spoil(h, rng), c) for h, c in hands[args.ready :]]
    caches = engine_caches()
    summary: dict = {"hands": len(hands), "ready_built": args.ready, "spoiled_built": args.not_ready, "rulesets": {}}
    print(
        f"waits analysis (rules.waits.analyse_waits), {args.ready} ready hands (corpus minus the winning tile) "
        f"+ {args.not_ready} with one tile exchanged; µs per hand"
    )
    print(
        f"{'ruleset':12} {'group':10} {'hands':>6} {'waits/hand':>10} {'cold med':>9} {'cold p99':>9} "
        f"{'first med':>10} {'hit med':>8}"
    )
    for rid, ruleset in sorted(all_rulesets().items()):
        table = resolve_table(ruleset, None)
        for h, c in hands[:20]:  # imports, compiled rules
            analyse_waits(h, c, table)
        clear_all(caches)
        cold, first, hit, ready, nwaits = [], [], [], [], []
        for h, c in hands:
            clear_all(caches)
            t0 = time.perf_counter_ns()
            r = analyse_waits(h, c, table)
            cold.append((time.perf_counter_ns() - t0) / 1000)
            ready.append(r.ready)
            nwaits.append(len(r.waits))
        clear_all(caches)
        for h, c in hands:
            t0 = time.perf_counter_ns()
            analyse_waits(h, c, table)
            first.append((time.perf_counter_ns() - t0) / 1000)
        for h, c in hands:
            r = analyse_waits(h, c, table)
            held = [0] * 34
            for t in h.concealed + tuple(t for m in h.melds for t in m.tiles):
                held[t] += 1
            discarded = [t for t in (4, 13, 22, 31) if held[t] < 4]
            t0 = time.perf_counter_ns()
            analyse_waits(h, c, table, discarded=discarded)
            hit.append((time.perf_counter_ns() - t0) / 1000)
        info: dict = {}
        groups = (
            ("all", list(range(len(hands)))),
            ("ready", [i for i, r in enumerate(ready) if r]),
            ("not ready", [i for i, r in enumerate(ready) if not r]),
        )
        for group, idx in groups:
            if not idx:
                continue
            g = {
                "hands": len(idx),
                "waits_per_hand": round(sum(nwaits[i] for i in idx) / len(idx), 2),
                "cold_median_us": round(median([cold[i] for i in idx]), 1),
                "cold_p99_us": round(percentile([cold[i] for i in idx], 99), 1),
                "first_median_us": round(median([first[i] for i in idx]), 1),
                "hit_median_us": round(median([hit[i] for i in idx]), 1),
            }
            info[group.replace(" ", "_")] = g
            print(
                f"{rid:12} {group:10} {g['hands']:6d} {g['waits_per_hand']:10.2f} {g['cold_median_us']:9.0f} "
                f"{g['cold_p99_us']:9.0f} {g['first_median_us']:10.0f} {g['hit_median_us']:8.1f}"
            )
        summary["rulesets"][rid] = info
    hk = summary["rulesets"].get("hk-classic", {}).get("ready")
    summary["targets"] = (
        [target("waits cold median, hk-classic ready hands", hk["cold_median_us"] / 1000, "<=", WAITS_TARGET_MS, "ms")]
        if hk
        else []
    )
    print_targets(summary["targets"])
    write_summary("waits", summary, args.json)


if __name__ == "__main__":
    main()
