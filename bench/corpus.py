"""A fixed, seeded corpus of legal winning hands (mixed shapes) for the benchmarks.

Each hand is a plain dict in the shape of a `/v1/score` request, so the same corpus serves the
in-process, HTTP and peer benchmarks. Generation is deterministic for a given seed.
"""

from __future__ import annotations

import random
from typing import Any

from rules.tiles import CODES, SEATS, TERMINALS_AND_HONOURS, to_compact


def _sets_pool(suits: tuple[int, ...], honours: bool) -> list[tuple[str, int]]:
    pool: list[tuple[str, int]] = []
    for s in suits:
        for r in range(9):
            pool.append(("pung", s * 9 + r))
            if r <= 6:
                pool.append(("chow", s * 9 + r))
    if honours:
        pool.extend(("pung", t) for t in range(27, 34))
    return pool


def _tiles(kind: str, first: int) -> list[int]:
    return [first, first + 1, first + 2] if kind == "chow" else [first] * 3


def standard_hand(rng: random.Random) -> dict[str, Any] | None:
    flavour = rng.random()
    if flavour < 0.15:
        suits, honours = (rng.randrange(3),), False  # full flush
    elif flavour < 0.3:
        suits, honours = (rng.randrange(3),), True  # half flush
    elif flavour < 0.4:
        suits, honours = (), True  # honours-heavy (pungs of honours with one suit)
        suits = (rng.randrange(3),)
    else:
        suits, honours = (0, 1, 2), rng.random() < 0.6
    pool = _sets_pool(suits, honours)
    counts = [0] * 34
    sets: list[tuple[str, int]] = []
    for _ in range(40):
        if len(sets) == 4:
            break
        kind, first = rng.choice(pool)
        tiles = _tiles(kind, first)
        if all(counts[t] + tiles.count(t) <= 4 for t in tiles):
            for t in tiles:
                counts[t] += 1
            sets.append((kind, first))
    if len(sets) < 4:
        return None
    pair_choices = [t for t in range(34) if counts[t] <= 2 and (t >= 27 and honours or t < 27 and t // 9 in suits)]
    if not pair_choices:
        return None
    pair = rng.choice(pair_choices)
    melds = []
    concealed: list[int] = [pair, pair]
    for kind, first in sets:
        r = rng.random()
        if kind == "pung" and r < 0.12 and counts[first] == 3:
            melds.append({"type": "kong", "tiles": to_compact([first] * 4), "concealed": rng.random() < 0.4})
            counts[first] += 1
        elif r < 0.35:
            melds.append({"type": kind, "tiles": to_compact(_tiles(kind, first))})
        else:
            concealed.extend(_tiles(kind, first))
    win_index = rng.randrange(len(concealed))
    winning = concealed.pop(win_index)
    kongs = sum(1 for m in melds if m["type"] == "kong")
    return _request(rng, concealed, melds, winning, kongs)


def thirteen_orphans(rng: random.Random) -> dict[str, Any]:
    tiles = list(TERMINALS_AND_HONOURS) + [rng.choice(TERMINALS_AND_HONOURS)]
    winning = tiles.pop(rng.randrange(len(tiles)))
    return _request(rng, tiles, [], winning, 0)


def seven_pairs(rng: random.Random) -> dict[str, Any]:
    kinds = rng.sample(range(34), 7)
    tiles = [t for t in kinds for _ in range(2)]
    winning = tiles.pop(rng.randrange(len(tiles)))
    return _request(rng, tiles, [], winning, 0)


def nine_gates(rng: random.Random) -> dict[str, Any]:
    """九子連環: 1112345678999 of one suit and any tile of that suit, all concealed."""
    s = rng.randrange(3) * 9
    tiles = [s + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
    winning = s + rng.randrange(9)
    return _request(rng, tiles, [], winning, 0)


def _request(rng: random.Random, concealed: list[int], melds: list, winning: int, kongs: int) -> dict[str, Any]:
    seat = rng.choice(SEATS)
    self_draw = rng.random() < 0.4
    context: dict[str, Any] = {
        "win_by": "self_draw" if self_draw else "discard",
        "seat_wind": seat,
        "round_wind": rng.choice(SEATS),
    }
    if not self_draw:
        context["discarder"] = rng.choice([s for s in SEATS if s != seat])
    elif kongs and rng.random() < 0.3:
        context["kong_replacement"] = 1
    flowers = rng.sample(range(34, 42), rng.choice((0, 0, 1, 2, 3, 4)))
    return {
        "hand": {
            "concealed": to_compact(concealed),
            "melds": melds,
            "winning_tile": CODES[winning],
            "flowers": to_compact(flowers),
        },
        "context": context,
        "table": {"min_fan": 0},
    }


def shape_of(req: dict[str, Any]) -> str:
    """A coarse label of a corpus hand, for the summaries."""
    from rules.tiles import parse_tiles

    h = req["hand"]
    tiles = parse_tiles(h["concealed"]) + parse_tiles(h["winning_tile"])
    melds = h["melds"]
    for m in melds:
        tiles += parse_tiles(m["tiles"])
    if not melds and len(set(tiles)) == 13 and set(tiles) <= set(TERMINALS_AND_HONOURS):
        return "thirteen_orphans"
    if not melds and len(tiles) == 14 and all(tiles.count(t) == 2 for t in tiles):
        return "seven_pairs"
    suits = {t // 9 for t in tiles if t < 27}
    honours = any(t >= 27 for t in tiles)
    if len(suits) == 1:
        return "full_flush" if not honours else "half_flush"
    if not suits:
        return "all_honours"
    return "mixed"


def corpus(size: int = 2000, seed: int = 20261130, specials: bool = True) -> list[dict[str, Any]]:
    """`size` winning hands: mostly four sets and a pair (chows, pungs, kongs, flushes), and about 3%
    十三么, 1% 九子連環 and 5% 七對子 (a shape hk-classic refuses by default: the benchmarks report
    such refusals per ruleset and leave them out of the timings)."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    while len(out) < size:
        r = rng.random()
        if specials and r < 0.03:
            out.append(thirteen_orphans(rng))
        elif specials and r < 0.04:
            out.append(nine_gates(rng))
        elif specials and r < 0.09:
            out.append(seven_pairs(rng))
        else:
            h = standard_hand(rng)
            if h is not None:
                out.append(h)
    return out
