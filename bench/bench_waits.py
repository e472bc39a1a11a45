"""Median time of rules.waits.analyse_waits on random ready hands (a complete hand minus one tile).

    .venv/bin/python bench/bench_waits.py [N]

'miss': the analysis cache cleared before each call (the first call for a hand the player holds);
'hit': the same hand again with other discards (an app calling after every discard at the table).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.hand import Hand, WinContext  # noqa: E402
from rules.ruleset import all_rulesets, get_ruleset  # noqa: E402
from rules.table import resolve_table  # noqa: E402
from rules.waits import _cached, analyse_waits  # noqa: E402


def random_ready(rng: random.Random) -> list[int]:
    while True:
        counts = [0] * 34
        tiles: list[int] = []
        for _ in range(4):
            if rng.random() < 0.6:
                s, r = rng.randrange(3), rng.randrange(7)
                block = [s * 9 + r, s * 9 + r + 1, s * 9 + r + 2]
            else:
                block = [rng.randrange(34)] * 3
            tiles += block
        p = rng.randrange(34)
        tiles += [p, p]
        for t in tiles:
            counts[t] += 1
        if max(counts) <= 4:
            tiles.remove(rng.choice(tiles))
            return sorted(tiles)


def main(n: int = 2000) -> None:
    rng = random.Random(6)
    hands = [Hand(tuple(random_ready(rng))) for _ in range(n)]
    for rid in sorted(all_rulesets()):
        table = resolve_table(get_ruleset(rid), None)
        ctx = WinContext(seat_wind="south", round_wind="east")
        for h in hands[:50]:  # warm imports and the shape caches a long-running server has warm
            analyse_waits(h, ctx, table)
        miss, hit, waits = [], [], []
        for h in hands:
            _cached.cache_clear()
            t0 = time.perf_counter()
            r = analyse_waits(h, ctx, table)
            t1 = time.perf_counter()
            analyse_waits(h, ctx, table, discarded=[t for t in (4, 13, 22, 31) if t not in h.concealed])
            t2 = time.perf_counter()
            miss.append((t1 - t0) * 1e6)
            hit.append((t2 - t1) * 1e6)
            waits.append(len(r.waits))
        q = statistics.quantiles(miss, n=20)
        print(f"{rid:12s} n={n} waits/hand={statistics.mean(waits):.2f}  miss: median {statistics.median(miss):.0f} us "
              f"p95 {q[18]:.0f} us max {max(miss):.0f} us   hit: median {statistics.median(hit):.0f} us")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
