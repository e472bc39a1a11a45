"""In-process scoring benchmark: median and p99 µs per hand for each ruleset, and the riichi scorer
(`mahjong` on PyPI, HandCalculator.estimate_hand_value) on the same tile shapes, in the same run.

Usage: python bench/bench_scoring.py [--size 2000] [--json bench/results/scoring.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.corpus import corpus  # noqa: E402
from rules.hand import Hand, HandError, Meld, WinContext  # noqa: E402
from rules.ruleset import all_rulesets  # noqa: E402
from rules.scoring import score_hand  # noqa: E402
from rules.table import resolve_table  # noqa: E402
from rules.tiles import parse_tiles  # noqa: E402


def to_domain(req: dict) -> tuple[Hand, WinContext]:
    h = req["hand"]
    melds = tuple(Meld(m["type"], tuple(parse_tiles(m["tiles"])), m.get("concealed", False), m.get("added", False))
                  for m in h["melds"])
    hand = Hand(tuple(parse_tiles(h["concealed"])), melds, parse_tiles(h["winning_tile"])[0],
                tuple(parse_tiles(h["flowers"])))
    return hand, WinContext(**req["context"])


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def time_each(fn, items, repeat: int = 3) -> list[float]:
    """Per-item time in µs: the best of `repeat` runs of each item (after one warm-up pass)."""
    for it in items:
        fn(it)
    best = [float("inf")] * len(items)
    for _ in range(repeat):
        for i, it in enumerate(items):
            t0 = time.perf_counter_ns()
            fn(it)
            best[i] = min(best[i], (time.perf_counter_ns() - t0) / 1000)
    return best


def riichi_inputs(items):
    """The same tile shapes in the riichi library's 136-tile format (melds declared as melds)."""
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld as RMeld

    out = []
    for hand, ctx in items:
        used = [0] * 34

        def t136(t: int, used: list[int] = used) -> int:
            used[t] += 1
            return t * 4 + used[t] - 1

        conv = _riichi_index
        melds = []
        tiles = []
        for m in hand.melds:
            ids = [t136(conv(t)) for t in m.tiles]
            kind = {"chow": RMeld.CHI, "pung": RMeld.PON, "kong": RMeld.KAN}[m.kind]
            melds.append(RMeld(kind, ids, opened=not m.concealed))
            tiles.extend(ids)
        tiles.extend(t136(conv(t)) for t in hand.concealed)
        win = t136(conv(hand.winning_tile))
        tiles.append(win)
        closed = all(m.concealed for m in hand.melds)
        config = HandConfig(is_tsumo=ctx.self_drawn or closed)
        out.append((tiles, win, melds, config))
    return out


def _riichi_index(t: int) -> int:
    """Our tile index to the riichi library's 34 index (man, pin, sou, honours: E S W N haku hatsu chun)."""
    return t  # same order: 0-8 man, 9-17 pin, 18-26 sou, 27-30 winds, 31 haku(白), 32 hatsu(發), 33 chun(中)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", default="bench/results/scoring.json")
    args = ap.parse_args()
    reqs = corpus(args.size)
    items = [to_domain(r) for r in reqs]
    summary: dict = {"hands": len(items)}
    rows = []
    for rid, ruleset in all_rulesets().items():
        table = resolve_table(ruleset, {"min_fan": 0})
        errors = 0

        def run(item, table=table):
            try:
                score_hand(item[0], item[1], table)
            except HandError:
                pass

        for hand, ctx in items:
            try:
                score_hand(hand, ctx, table)
            except HandError:
                errors += 1
        times = time_each(run, items, args.repeat)
        med, p99 = statistics.median(times), percentile(times, 99)
        summary[rid] = {"median_us": round(med, 1), "p99_us": round(p99, 1), "refused": errors}
        rows.append((rid, med, p99, errors))

    from mahjong.hand_calculating.hand import HandCalculator

    r_items = riichi_inputs(items)

    def run_riichi(it):
        tiles, win, melds, config = it
        HandCalculator.estimate_hand_value(tiles, win, melds=melds, config=config)

    times = time_each(run_riichi, r_items, args.repeat)
    rmed, rp99 = statistics.median(times), percentile(times, 99)
    summary["riichi_mahjong_2_1_0"] = {"median_us": round(rmed, 1), "p99_us": round(rp99, 1)}
    rows.append(("riichi (mahjong 2.1.0)", rmed, rp99, 0))
    print(f"{'scorer':28} {'median µs':>10} {'p99 µs':>10} {'ours/riichi':>12}  refused")
    for name, med, p99, err in rows:
        print(f"{name:28} {med:10.1f} {p99:10.1f} {med / rmed:12.2f}  {err}")
    for rid in all_rulesets():
        summary[rid]["ratio_to_riichi"] = round(summary[rid]["median_us"] / rmed, 3)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(summary, indent=2, ensure_ascii=False))
    print(f"summary written to {args.json}")


if __name__ == "__main__":
    main()
