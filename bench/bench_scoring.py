"""In-process scoring benchmark: µs per hand (median, p99) for each ruleset, against the riichi scorer
(`mahjong` 2.1.0 on PyPI, `HandCalculator.estimate_hand_value`) on the same tile shapes.

    .venv/bin/python bench/bench_scoring.py [--size 2000] [--repeat 5] [--json PATH] [--profile]

The corpus (bench/corpus.py, seeded) mixes chows, pungs, kongs (exposed and concealed), flushes,
十三么, 九子連環 and 七對子. Each ruleset scores every hand once first: a hand it refuses
(HandError, e.g. 七對子 under hk-classic's defaults) is counted by problem code and left out of that
ruleset's timings, and the riichi median it is compared with is taken over the same hands.

Timing: per hand, the best of `--repeat` calls; the scorers take turns on each hand (riichi, then
each ruleset), so that a busy moment of a shared machine weighs on all of them alike.
- cold (the headline): the per-hand memo caches of both scorers are cleared before every call
  (ours: rules.arrangements._waits, the readings and shanten caches; riichi:
  HandDivider._divide_hand_impl), so each call does the whole decomposition as a server does for
  a hand it has not seen. Compiled rulesets stay warm (they are per table, not per hand).
- warm: the same hand called again with the caches filled (a repeat of a hand already scored).

Riichi conversion: tile index 0-33 is the same in both (man/pin/sou 1-9, 東南西北, 白 = haku,
發 = hatsu, 中 = chun); every copy gets its own 136 id; declared melds are passed as melds (chi,
pon, kan; a concealed kong is a closed kan) and their tiles are in `tiles` too; the winning tile is
the last concealed copy. Seat and round winds are passed. Closed hands are scored as tsumo (menzen
tsumo is a yaku); open hands keep their win_by and get haitei (tsumo) / houtei (ron) so that every
hand has a yaku and riichi does the full work (yaku, fu, cost) instead of stopping at "no yaku".
Every riichi result is checked: an error or a 0-han answer is counted and reported.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import clear_all, engine_caches, median, percentile, print_targets, target, write_summary  # noqa: E402
from bench.corpus import corpus, shape_of  # noqa: E402
from rules.hand import Hand, HandError, Meld, WinContext  # noqa: E402
from rules.ruleset import all_rulesets  # noqa: E402
from rules.scoring import score_hand  # noqa: E402
from rules.table import resolve_table  # noqa: E402
from rules.tiles import parse_tiles  # noqa: E402

# Targets: our cold median / riichi's cold median on the same hands, and our p99 / our median.
RATIO_TARGETS = {"hk-classic": 0.4, "canton-new": 1.0}
P99_TO_MEDIAN = 3.0
WINDS = {"east": 27, "south": 28, "west": 29, "north": 30}


def to_domain(req: dict) -> tuple[Hand, WinContext]:
    h = req["hand"]
    melds = tuple(
        Meld(m["type"], tuple(parse_tiles(m["tiles"])), m.get("concealed", False), m.get("added", False))
        for m in h["melds"]
    )
    hand = Hand(
        tuple(parse_tiles(h["concealed"])), melds, parse_tiles(h["winning_tile"])[0], tuple(parse_tiles(h["flowers"]))
    )
    return hand, WinContext(**req["context"])


def interleaved(scorers: dict, n: int, repeat: int) -> tuple[dict, dict]:
    """Per scorer, per hand index: the best of `repeat` cold calls (its caches cleared untimed just
    before) and the best of `repeat` warm calls (the same call right after). The scorers take turns
    on each hand, so a busy moment of the machine weighs on all of them alike."""
    cold: dict[str, dict[int, float]] = {name: {} for name in scorers}
    warm: dict[str, dict[int, float]] = {name: {} for name in scorers}
    accepts = {name: set(idx) for name, (_, idx, _) in scorers.items()}
    clock = time.perf_counter_ns
    for _ in range(repeat):
        for i in range(n):
            for name, (fn, _, caches) in scorers.items():
                if i not in accepts[name]:
                    continue
                clear_all(caches)
                t0 = clock()
                fn(i)
                t1 = clock()
                fn(i)
                t2 = clock()
                c, w = (t1 - t0) / 1000, (t2 - t1) / 1000
                cold[name][i] = min(cold[name].get(i, c), c)
                warm[name][i] = min(warm[name].get(i, w), w)
    return cold, warm


def riichi_input(hand: Hand, ctx: WinContext):
    """One hand in the riichi library's 136-tile format (see the module doc)."""
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld as RMeld

    used = [0] * 34

    def t136(t: int) -> int:
        used[t] += 1
        assert used[t] <= 4, "more than four copies"
        return t * 4 + used[t] - 1

    melds, tiles = [], []
    for m in hand.melds:
        ids = [t136(t) for t in sorted(m.tiles)]
        kind = {"chow": RMeld.CHI, "pung": RMeld.PON, "kong": RMeld.KAN}[m.kind]
        melds.append(RMeld(kind, ids, opened=not m.concealed))
        tiles.extend(ids)
    tiles.extend(t136(t) for t in hand.concealed)
    win = t136(hand.winning_tile)
    tiles.append(win)
    closed = all(m.concealed for m in hand.melds)
    tsumo = ctx.self_drawn or closed
    config = HandConfig(
        is_tsumo=tsumo,
        is_haitei=tsumo and not closed,
        is_houtei=not tsumo,
        player_wind=WINDS[ctx.seat_wind],
        round_wind=WINDS[ctx.round_wind],
    )
    return tiles, win, melds, config


def profile_ruleset(items, table, top: int = 15) -> str:
    """cProfile of cold scoring of `items` (caches cleared between hands), top functions by tottime."""
    caches = engine_caches()
    prof = cProfile.Profile()
    for hand, ctx in items:
        clear_all(caches)
        prof.enable()
        score_hand(hand, ctx, table)
        prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    text = out.getvalue()
    start = text.find("   ncalls")
    return text[start:] if start >= 0 else text


def predicate_shares(items, table, top: int = 12, repeat: int = 3) -> tuple[list[tuple[str, float, float]], float]:
    """µs per arrangement spent in each pattern predicate (cold caches), biggest first, and the
    number of predicates called per arrangement.

    The predicates are called as the scorer calls them: those whose needs the arrangement has, in
    data order, on the hand's features as score_hand builds them. A predicate that first asks the
    HandView for a cached feature pays for computing it, so the shares say where the time goes in
    evaluation order, not what each pattern costs alone. Each call is timed `repeat` times (a new
    view each time) and its best time kept, so that a busy moment of the machine does not count."""
    from rules.arrangements import arrangements
    from rules.hand import shown_context
    from rules.view import HandFeatures, HandView

    caches = engine_caches()
    rules = table.rules
    spent: Counter[str] = Counter()
    n = calls = 0
    for hand, ctx in items:
        ctx = shown_context(hand, ctx)
        arrs = arrangements(hand, ctx, rules.shapes)
        for arr in arrs:
            if arr.shape in ("bonus_tiles", "exhaustive_draw"):
                continue
            best: dict[str, int] = {}
            for _ in range(repeat):
                clear_all(caches)
                features = HandFeatures(hand, ctx, rules.switches, rules.wanted_facts)
                features.arrangements = arrs
                view = HandView(arr, hand, ctx, rules.switches, rules.shapes, features)
                groups = rules.groups.get(arr.shape)
                called = rules.evaluators
                if groups is not None:
                    wanted = [call for needs, group in groups if view.facts & needs == needs for call in group]
                    called = tuple(sorted(wanted, key=lambda call: rules.order[call[0]]))
                for pid, predicate in called:
                    t0 = time.perf_counter_ns()
                    predicate(view)
                    t = time.perf_counter_ns() - t0
                    best[pid] = min(best.get(pid, t), t)
            spent.update(best)
            n += 1
            calls += len(best)
    total = sum(spent.values()) or 1
    return [(pid, t / n / 1000, 100 * t / total) for pid, t in spent.most_common(top)], calls / max(n, 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", default=None)
    ap.add_argument("--profile", action="store_true", help="profile the slowest ruleset even when targets pass")
    args = ap.parse_args()

    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.hand_calculating.hand import HandCalculator

    reqs = corpus(args.size)
    items = [to_domain(r) for r in reqs]
    shapes = Counter(shape_of(r) for r in reqs)
    caches = engine_caches()
    riichi_caches = [HandDivider._divide_hand_impl]

    # riichi: every hand, cold and warm; check it did the full work
    r_items = [riichi_input(h, c) for h, c in items]
    r_errors: Counter[str] = Counter()
    for tiles, win, melds, config in r_items:
        res = HandCalculator.estimate_hand_value(tiles, win, melds=melds, config=config)
        if res.error or not res.han or not res.cost:
            r_errors[str(res.error or "no han")] += 1

    def run_riichi(i: int) -> None:
        tiles, win, melds, config = r_items[i]
        HandCalculator.estimate_hand_value(tiles, win, melds=melds, config=config)

    tables = {rid: resolve_table(rs, {"min_fan": 0}) for rid, rs in sorted(all_rulesets().items())}
    refused: dict[str, Counter[str]] = {rid: Counter() for rid in tables}
    keep: dict[str, list[int]] = {rid: [] for rid in tables}
    for rid, table in tables.items():
        for i, (hand, ctx) in enumerate(items):
            try:
                score_hand(hand, ctx, table)
                keep[rid].append(i)
            except HandError as e:
                refused[rid][f"{shape_of(reqs[i])}:{e.code}"] += 1

    def ours(table):
        def run(i: int) -> None:
            score_hand(items[i][0], items[i][1], table)

        return run

    scorers = {"riichi": (run_riichi, range(len(items)), riichi_caches)}
    scorers.update({rid: (ours(tables[rid]), keep[rid], caches) for rid in tables})
    cold, warm = interleaved(scorers, len(items), args.repeat)
    r_cold = cold["riichi"]
    r_warm = warm["riichi"]

    summary: dict = {
        "hands": len(items),
        "seed_corpus_shapes": dict(shapes),
        "repeat": args.repeat,
        "riichi_mahjong_2_1_0": {
            "median_us": round(median(list(r_cold.values())), 1),
            "p99_us": round(percentile(list(r_cold.values()), 99), 1),
            "warm_median_us": round(median(list(r_warm.values())), 1),
            "errors": dict(r_errors),
        },
        "rulesets": {},
    }
    rows = []
    targets = []
    for rid in tables:
        mine_cold = [cold[rid][i] for i in keep[rid]]
        mine_warm = [warm[rid][i] for i in keep[rid]]
        theirs = [r_cold[i] for i in keep[rid]]
        med, p99, rmed = median(mine_cold), percentile(mine_cold, 99), median(theirs)
        ratio = med / rmed
        per_hand = median([cold[rid][i] / r_cold[i] for i in keep[rid]])
        summary["rulesets"][rid] = {
            "scored": len(keep[rid]),
            "refused": dict(refused[rid]),
            "median_us": round(med, 1),
            "p99_us": round(p99, 1),
            "warm_median_us": round(median(mine_warm), 1),
            "warm_p99_us": round(percentile(mine_warm, 99), 1),
            "riichi_median_us_same_hands": round(rmed, 1),
            "ratio_to_riichi": round(ratio, 3),
            "median_of_per_hand_ratios": round(per_hand, 3),
        }
        rows.append((rid, len(keep[rid]), sum(refused[rid].values()), med, p99, median(mine_warm), rmed, ratio))
        if rid in RATIO_TARGETS:
            targets.append(target(f"in-process {rid} median / riichi median", ratio, "<=", RATIO_TARGETS[rid], "x"))
            targets.append(target(f"in-process {rid} p99 / median", p99 / med, "<=", P99_TO_MEDIAN, "x"))

    print(
        f"in-process scoring, {len(items)} seeded hands {dict(shapes)}; best of {args.repeat} per hand; "
        "cold = per-hand caches cleared before each call"
    )
    print(
        f"{'scorer':24} {'hands':>6} {'refused':>8} {'cold med µs':>12} {'cold p99 µs':>12} {'warm med µs':>12} "
        f"{'riichi med µs':>14} {'ours/riichi':>12}"
    )
    for rid, n, nref, med, p99, wmed, rmed, ratio in rows:
        print(f"{rid:24} {n:6d} {nref:8d} {med:12.1f} {p99:12.1f} {wmed:12.1f} {rmed:14.1f} {ratio:12.2f}")
    rc, rw = list(r_cold.values()), list(r_warm.values())
    print(
        f"{'riichi (mahjong 2.1.0)':24} {len(r_items):6d} {sum(r_errors.values()):8d} {median(rc):12.1f} "
        f"{percentile(rc, 99):12.1f} {median(rw):12.1f} {'':>14} {'':>12}"
    )
    for rid, info in summary["rulesets"].items():
        if info["refused"]:
            print(f"  {rid} refused (shape:code -> hands, excluded from its timing): {info['refused']}")
    print(f"  riichi answers with an error or no han: {dict(r_errors) or 'none'}")
    summary["targets"] = targets
    print_targets(targets)

    if args.profile or not all(t["pass"] for t in targets):
        slowest = max(summary["rulesets"], key=lambda r: summary["rulesets"][r]["median_us"])
        keep_items = [it for it in items if _scores(it, tables[slowest])]
        text = profile_ruleset(keep_items, tables[slowest])
        print(f"\ncProfile, cold scoring of {len(keep_items)} hands under {slowest} (the slowest), top 15 by tottime:")
        print(text)
        summary["profile"] = {"ruleset": slowest, "top15_tottime": text, "predicates": {}}
        for rid in sorted(tables):
            if any(t["name"].startswith(f"in-process {rid} ") and not t["pass"] for t in targets) or args.profile:
                keep_items = [it for it in items if _scores(it, tables[rid])]
                shares, called = predicate_shares(keep_items, tables[rid])
                n_eval = len(tables[rid].rules.evaluators)
                print(
                    f"pattern predicates under {rid} ({called:.1f} of {n_eval} called per arrangement), "
                    "µs per arrangement (first caller of a cached feature pays for it):"
                )
                for pid, us, share in shares:
                    print(f"  {pid:32} {us:8.2f} µs  {share:5.1f}%")
                summary["profile"]["predicates"][rid] = [
                    {"id": pid, "us_per_arrangement": round(us, 2), "share_pct": round(share, 1)}
                    for pid, us, share in shares
                ]
    write_summary("scoring", summary, args.json)


def _scores(item, table) -> bool:
    try:
        score_hand(item[0], item[1], table)
        return True
    except HandError:
        return False


if __name__ == "__main__":
    main()
