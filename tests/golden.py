"""The golden corpus: thousands of seeded requests over every endpoint, with their answers.

    .venv/bin/python -m tests.golden            (what `make golden` runs: regenerate the corpus)

The corpus freezes what the service answers, so that reshaping the engine or the request path for
speed cannot move an answer unnoticed: `tests/test_golden.py` replays every request through the
Flask app in process and compares each answer byte for byte (status, media type and body, through a
sha256) with the one recorded here.

The requests come from a seeded generator that knows nothing but the public API: tile codes, field
names and the documented house rules. It never imports the engine, so the same requests can be
replayed against any version of it; regenerate the corpus where an answer is meant to change (a
rules correction) and the diff of `tests/data/golden.jsonl.gz` (`python -m tests.golden --diff OLD`)
says which answers moved.

What is in it (about 6,000 requests, both rulesets):
- POST /v1/score: four sets and a pair of every flavour (chows, pungs, exposed / concealed / added
  kongs, flushes, honours, colour and number families, runs, same-number sets), seven pairs,
  thirteen orphans, nine gates, the knitted shapes, 十三不搭, 十三金字塔, unkonged quads, flower
  hands, 七搶一, hands held at an exhaustive draw; contexts with every flag (and contradictory ones);
  tables with minimums (below-minimum answers), limits, scales, multipliers, stakes, bases, house
  rules (valid and not); liability; every tile notation; hands that are not winning or not possible.
- POST /v1/score/batch, /v1/waits (ready, not ready, discarded tiles), /v1/score/compare,
  /v1/settle (win, several winners, false wins), and GET /v1/rulesets[/{id}].
- Bad requests on every endpoint: malformed JSON, wrong media type, wrong types, unknown fields,
  bad tiles, unknown rulesets, oversized batches ... (their problem answers are recorded too).

On disk: gzip JSON lines, one request a line: method, path, the body (a JSON value, or `raw` text
for bodies that are not JSON), headers when not the usual, the answer's status and the sha256 of
its canonical form (`status \\n media type \\n body bytes`); every SAMPLE_EVERY-th line also keeps
the full answer, so that a failure can show what moved.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "golden.jsonl.gz"
SEED = 20261213
SAMPLE_EVERY = 25
REQUEST_ID = "golden"

SEATS = ("east", "south", "west", "north")
RULESETS = ("hk-classic", "canton-new")
SUITS = "mps"
HONOURS = tuple(range(27, 34))
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
TERMINALS = (0, 8, 9, 17, 18, 26)
BONUS = tuple(range(34, 42))
LETTERS = {27: "E", 28: "S", 29: "W", 30: "N", 31: "Wh", 32: "G", 33: "R"}
ZH_HONOURS = "東南西北白發中"
ZH_NUMBERS = "一二三四五六七八九"
ZH_SUITS = "萬筒索"
ZH_BONUS = "梅蘭菊竹春夏秋冬"
LIABILITY_REASONS = (
    "twelve_tiles",
    "nine_tiles",
    "big_three_dragons",
    "big_four_winds",
    "four_kongs",
    "exposed_kong_replacement",
    "other",
)
STAKES = ("二五雞", "五一", "一二蚊")
HOUSE_RULES = {
    "hk-classic": {
        "limit_hands": ["add", "limit"],
        "fully_concealed_with_flowers": [True, False],
        "concealed_kong_breaks_concealed": [True, False],
        "heavenly_after_concealed_kong": [True, False],
        "bonus_fan_counts_to_minimum": [True, False],
        "big_flowers_fan": [4, 8, "limit"],
        "declared_ready": [True, False],
        "mixed_terminal_pungs": [True, False],
        "human_hand": ["off", 3, "limit"],
        "kong_last_tile": ["off", 3, "limit"],
        "seven_pairs": [None, 3, 4, 0],
    },
    "canton-new": {
        "limit_hands": ["add", "limit"],
        "concealed_kong_breaks_concealed": [True, False],
        "heavenly_after_concealed_kong": [True, False],
        "bonus_fan_counts_to_minimum": [True, False],
    },
}
BAD_HOUSE_RULES = [
    ("no_such_rule", True),
    ("limit_hands", "both"),
    ("big_flowers_fan", "8"),
    ("seven_pairs", True),
    ("seven_pairs", -1),
    ("declared_ready", 1),
    ("human_hand", 4),
]


# --- tiles in the public notation --------------------------------------------------------------


def code(t: int) -> str:
    if t < 27:
        return f"{t % 9 + 1}{SUITS[t // 9]}"
    if t < 34:
        return f"{t - 26}z"
    if t < 38:
        return f"{t - 33}f"
    return f"{t - 37}g"


def compact(tiles: list[int] | tuple[int, ...]) -> str:
    groups: dict[str, str] = {}
    for t in sorted(tiles):
        c = code(t)
        groups[c[1]] = groups.get(c[1], "") + c[0]
    return "".join(groups[s] + s for s in "mpszfg" if s in groups)


def zh(t: int) -> str:
    if t < 27:
        return ZH_NUMBERS[t % 9] + ZH_SUITS[t // 9]
    if t < 34:
        return ZH_HONOURS[t - 27]
    return ZH_BONUS[t - 34]


def notation(rng: random.Random, tiles: list[int]) -> Any:
    """The tiles in one of the accepted notations (mostly compact)."""
    r = rng.random()
    order = list(tiles)
    if r < 0.75:
        return compact(order)
    rng.shuffle(order)
    if r < 0.84:
        return [code(t) for t in order]
    if r < 0.89:
        return [LETTERS.get(t, code(t)) for t in order]
    if r < 0.93:
        return " ".join(zh(t) for t in order)
    if r < 0.96:
        return [chr(0x1F000 + t - 27) if 27 <= t <= 30 else code(t) for t in order]
    return ", ".join(code(t) for t in order)


# --- winning hands ---------------------------------------------------------------------------------


class Built:
    """A hand as sets: `sets` are ("chow"|"pung", first) and `pair` a tile; or free `tiles`."""

    def __init__(
        self, sets: list[tuple[str, int]] | None = None, pair: int | None = None, all_kongs: bool = False
    ) -> None:
        self.sets = sets or []
        self.pair = pair
        self.all_kongs = all_kongs  # every pung declared as a kong


def set_tiles(kind: str, first: int) -> list[int]:
    return [first, first + 1, first + 2] if kind == "chow" else [first] * 3


def sets_from(rng: random.Random, pool: list[int], chow_bias: float, n: int = 4) -> Built | None:
    """n sets and a pair from tile kinds in `pool` (chows only within one suit)."""
    kinds = set(pool)
    chows = [t for t in kinds if t < 27 and t % 9 <= 6 and t + 1 in kinds and t + 2 in kinds]
    counts = [0] * 34
    sets: list[tuple[str, int]] = []
    for _ in range(30):
        if len(sets) == n:
            break
        if chows and rng.random() < chow_bias:
            s = ("chow", rng.choice(chows))
        else:
            s = ("pung", rng.choice(pool))
        tiles = set_tiles(*s)
        if all(counts[t] + tiles.count(t) <= 4 for t in tiles):
            for t in tiles:
                counts[t] += 1
            sets.append(s)
    if len(sets) < n:
        return None
    pairs = [t for t in pool if counts[t] <= 2]
    if not pairs:
        return None
    return Built(sets, rng.choice(pairs))


def _suit_tiles(s: int) -> list[int]:
    return list(range(s * 9, s * 9 + 9))


def theme_pool(rng: random.Random) -> tuple[list[int], float]:
    """A pool of tile kinds (a flavour of hand) and how much it leans to chows."""
    r = rng.randrange(22)
    s = rng.randrange(3)
    if r <= 4:
        return list(range(34)), rng.choice((0.3, 0.6, 0.85))
    if r == 5:
        return _suit_tiles(s), 0.6
    if r == 6:
        return _suit_tiles(s) + list(HONOURS), 0.4
    if r == 7:
        return _suit_tiles(s) + _suit_tiles((s + 1) % 3), 0.6
    if r == 8:
        return list(HONOURS) + rng.sample(range(27), 3), 0.0
    if r == 9:
        return list(TERMINALS) + list(HONOURS), 0.0
    if r == 10:
        green = [19, 20, 21, 23, 25, 32]
        return green + rng.choice(([], [33], [22])), 0.5
    if r == 11:
        return rng.choice(
            (
                [18, 22, 24, 26, 33],
                list(WINDS) + [31, 16],
                list(WINDS) + [10, 12, 16],
                list(range(9)) + [13, 14, 15, 33, 31],
                [10, 12, 14] + list(WINDS) + [31, 33],
                [10, 12, 16, 32, rng.choice(WINDS)],
            )
        ), 0.4
    if r == 12:
        ranks = rng.choice(((0, 2, 4, 6, 8), (1, 3, 5, 7), (1, 4, 7), (0, 3, 6), (2, 5, 8)))
        return [su * 9 + k for su in range(3) for k in ranks], 0.0
    if r == 13:
        lo, hi = rng.choice(((0, 3), (3, 6), (6, 9), (0, 4), (5, 9), (0, 9)))
        return [su * 9 + k for su in range(3) for k in range(lo, hi)], 0.5
    if r == 14:
        return [t for t in range(27) if t % 9 != 4] + rng.choice(([], list(HONOURS))), 0.5
    if r == 15:
        return [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31], 0.5
    if r == 16:
        return [10, 12, 16, 19, 20, 21, 23, 25, 27, 28, 29, 30, 31, 32], 0.3
    if r == 17:
        return rng.sample(range(34), rng.randrange(5, 13)), 0.5
    if r == 18:
        return list(WINDS) + rng.sample(range(27), 4), 0.1
    if r == 19:
        return list(DRAGONS) + rng.sample(range(34), 5), 0.2
    if r == 20:
        return [su * 9 + k for su in range(3) for k in range(1, 8)], 0.6
    return list(range(27)), 0.9


def structured(rng: random.Random) -> Built | None:
    """Hands built around one family of patterns: same numbers across suits, runs, straights."""
    r = rng.randrange(20)
    s = rng.randrange(3)
    others = [x for x in range(3) if x != s]
    rank = rng.randrange(7)
    if r == 0:  # same chow in two or three suits
        sets = [("chow", su * 9 + rank) for su in rng.sample(range(3), rng.choice((2, 3)))]
    elif r == 1:  # same pung in two or three suits
        rank = rng.randrange(9)
        sets = [("pung", su * 9 + rank) for su in rng.sample(range(3), rng.choice((2, 3)))]
    elif r == 2:  # pung runs in one suit (step 1, 2, 3) or 1-5-9
        step = rng.choice((1, 2, 3, 4))
        lo = rng.randrange(0, 9 - 2 * step) if step < 4 else 0
        sets = [("pung", s * 9 + lo + k * step) for k in range(3)]
    elif r == 3:  # pure straight, or mixed across suits
        if rng.random() < 0.5:
            sets = [("chow", s * 9 + k) for k in (0, 3, 6)]
        else:
            order = rng.sample(range(3), 3)
            sets = [("chow", order[i] * 9 + k) for i, k in enumerate((0, 3, 6))]
    elif r == 4:  # shifted chows (by one or two), same suit or across suits
        step = rng.choice((1, 2))
        lo = rng.randrange(0, 7 - 2 * step)
        suits = [s] * 3 if rng.random() < 0.5 else rng.sample(range(3), 3)
        sets = [("chow", suits[k] * 9 + lo + k * step) for k in range(3)]
        if rng.random() < 0.4 and lo + 3 * step <= 6:
            sets.append(("chow", suits[0] * 9 + lo + 3 * step))
    elif r == 5:  # identical chows
        sets = [("chow", s * 9 + rank)] * rng.choice((2, 3, 4))
    elif r == 6:  # two pairs of identical chows, shifted or mirrored
        a = s * 9 + rank
        b = rng.choice((a + 1 if rank < 6 else a - 1, others[0] * 9 + rank, s * 9 + rng.randrange(7)))
        sets = [("chow", a), ("chow", a), ("chow", b), ("chow", b)]
    elif r == 7:  # old and young (123+789 or 111+999) in one or two suits
        sets = []
        for su in rng.sample(range(3), rng.choice((1, 2))):
            sets += (
                [("chow", su * 9), ("chow", su * 9 + 6)]
                if rng.random() < 0.6
                else [("pung", su * 9), ("pung", su * 9 + 8)]
            )
    elif r == 8:  # wind and dragon pungs
        sets = [("pung", t) for t in rng.sample(WINDS, rng.choice((2, 3, 4)))]
        sets += [("pung", t) for t in rng.sample(DRAGONS, rng.choice((0, 1, 2)))]
        sets = sets[:4]
    elif r == 9:  # dragons
        sets = [("pung", t) for t in rng.sample(DRAGONS, rng.choice((2, 3)))]
    elif r == 10:  # six in a row, twin dragons
        lo = s * 9 + min(rank, 3)
        sets = [("chow", lo), ("chow", lo + 3)]
        if rng.random() < 0.5:
            sets += [("chow", 18), ("chow", 21)] if s == 0 else [("chow", 0), ("chow", 3)]
    elif r == 12:  # two couples of chows one apart (亂蛇), or a 般高 and a 般低
        a = s * 9 + rng.randrange(6)
        b = s * 9 + rng.randrange(6)
        sets = [("chow", a), ("chow", a + 1), ("chow", b), ("chow", b + rng.choice((0, 1)))]
    elif r == 13:  # old and young in two suits with the third suit's 5 as the pair
        x, y = rng.sample(range(3), 2)
        third = 3 - x - y
        sets = [("chow", x * 9), ("chow", x * 9 + 6), ("chow", y * 9), ("chow", y * 9 + 6)]
        if rng.random() < 0.3:
            sets[2:] = [("pung", y * 9), ("pung", y * 9 + 8)]
        return Built(sets, third * 9 + 4)
    elif r == 14:  # big four winds with a green pair, or four terminal pungs and an honour pair
        if rng.random() < 0.5:
            return Built([("pung", t) for t in WINDS], rng.choice((32, 32, 31, 0)))
        return Built([("pung", t) for t in rng.sample(TERMINALS, 4)], rng.choice(HONOURS + (13,)))
    elif r == 15:  # terminals only, or three kongs to be
        return Built([("pung", t) for t in rng.sample(TERMINALS, 4)], rng.choice(TERMINALS))
    elif r == 16:  # four number pungs of one suit and its pair: the number families
        return Built([("pung", s * 9 + k) for k in rng.sample(range(9), 4)], s * 9 + rng.randrange(9))
    elif r == 17:  # 一色雙龍會: 123 123 789 789 of one suit and its 5
        return Built(
            [("chow", s * 9), ("chow", s * 9), ("chow", s * 9 + 6), ("chow", s * 9 + 6)],
            rng.choice((s * 9 + 4, s * 9 + 4, s * 9 + 1)),
        )
    elif r == 18:  # high 萬 (百萬石) or 二四六筒 with honours (自動車道)
        if rng.random() < 0.5:
            return Built([("pung", k) for k in rng.sample(range(4, 9), 4)], rng.randrange(4, 9))
        return Built(
            [("pung", 10), ("pung", 12), ("pung", 14), ("pung", rng.choice(WINDS + (31, 33)))],
            rng.choice(WINDS + (31, 33)),
        )
    elif r == 19:  # four (or three) kongs
        b = sets_from(rng, list(range(34)), 0.0)
        if b is not None:
            b.all_kongs = True
        return b
    else:  # four pungs of one suit in a run, or special wind/moon hands
        if rng.random() < 0.5:
            lo = rng.randrange(6)
            sets = [("pung", s * 9 + lo + k) for k in range(4)]
        else:
            sets = [("pung", 9), ("pung", 13), ("pung", rng.choice((31, 18))), ("pung", rng.choice(WINDS))]
    counts = [0] * 34
    for kind, first in sets:
        for t in set_tiles(kind, first):
            counts[t] += 1
    if max(counts) > 4:
        return None
    fill_pool = list(range(34))
    while len(sets) < 4:
        kind = "chow" if rng.random() < 0.5 else "pung"
        first = rng.choice([t for t in fill_pool if kind == "pung" or (t < 27 and t % 9 <= 6)])
        tiles = set_tiles(kind, first)
        if all(counts[t] + tiles.count(t) <= 4 for t in tiles):
            for t in tiles:
                counts[t] += 1
            sets.append((kind, first))
    pair_pool = [s * 9 + 4, s * 9 + rank, rng.choice(HONOURS), rng.choice(DRAGONS), rng.choice(WINDS), 9 + rank] + [
        rng.randrange(34)
    ]
    pairs = [t for t in pair_pool if counts[t] <= 2]
    if not pairs:
        return None
    return Built(sets[:4], rng.choice(pairs))


def seven_pairs(rng: random.Random) -> list[int]:
    r = rng.randrange(6)
    if r == 0:
        kinds = list(DRAGONS) + rng.sample([t for t in range(34) if t not in DRAGONS], 4)
    elif r == 1:
        kinds = list(WINDS) + rng.sample([t for t in range(34) if t not in WINDS], 3)
    elif r == 2:
        s, lo = rng.randrange(3), rng.randrange(3)
        kinds = [s * 9 + lo + k for k in range(rng.choice((6, 7)))]
        while len(kinds) < 7:
            t = rng.randrange(34)
            if t not in kinds:
                kinds.append(t)
    elif r == 3:
        kinds = [10, 13, 16, 20, 23, 3, 6]
    elif r == 4:
        s = rng.randrange(3)
        kinds = rng.sample(_suit_tiles(s) + ([] if rng.random() < 0.5 else list(HONOURS)), 7)
    else:
        kinds = rng.sample(range(34), 7)
    if rng.random() < 0.04:  # four of a kind is not two pairs
        kinds = kinds[:6]
        return [t for t in kinds for _ in range(2)] + [kinds[0], kinds[0]]
    return [t for t in kinds for _ in range(2)]


def knitted_layout(rng: random.Random) -> list[int]:
    classes = rng.sample(range(3), 3)
    return [su * 9 + c + 3 * k for su, c in enumerate(classes) for k in range(3)]


def special_tiles(rng: random.Random) -> list[int]:
    """Fourteen tiles of a special shape (or a near miss of one)."""
    r = rng.randrange(9)
    if r == 0:
        return list(TERMINALS) + list(HONOURS) + [rng.choice(TERMINALS + HONOURS)]
    if r == 1:  # nine gates: 1112345678999 + one
        s = rng.randrange(3) * 9
        return [s + k for k in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [s + rng.randrange(9)]
    if r == 2:  # knitted honours (全不靠 family)
        lay = knitted_layout(rng)
        honours = rng.randrange(5, 8)
        return rng.sample(lay, 14 - honours) + rng.sample(HONOURS, honours)
    if r == 3:  # seven-star palace or near it
        return [10, 13, 16, 20, 23, 3, 6] + list(HONOURS)
    if r == 4:  # knitted straight + set + pair
        lay = knitted_layout(rng)
        b = sets_from(rng, list(range(34)), 0.5, n=1)
        if b is None:
            return lay + [27, 27, 27, 28, 28]
        return lay + set_tiles(*b.sets[0]) + [b.pair, b.pair]
    if r == 5 and rng.random() < 0.4:  # thirteen unrelated whose tiles are knitted
        tiles = rng.sample(knitted_layout(rng), rng.randrange(6, 10))
        tiles = (tiles + rng.sample(HONOURS, 7))[:13]
        return tiles + [rng.choice(tiles)]
    if r == 5:  # thirteen unrelated: different honours, numbers at least three apart
        tiles: list[int] = []
        for su in range(3):
            rank = rng.randrange(3)
            while rank < 9 and len(tiles) < 13:
                tiles.append(su * 9 + rank)
                rank += rng.choice((3, 3, 4))
        honours = [t for t in HONOURS]
        rng.shuffle(honours)
        tiles = (tiles + honours)[:13]
        if len(tiles) < 13:
            tiles += [t for t in HONOURS if t not in tiles][: 13 - len(tiles)]
        return tiles + [rng.choice(tiles)]
    if r == 6:  # thirteen pyramid
        pyramid = [0, 8, 9, 17, 18, 26, 10, 13, 16, 20, 23, 3, 6]
        return pyramid + [rng.choice(pyramid)]
    if r == 7:  # quads: two or three unkonged fours
        q = rng.sample(range(34), rng.choice((2, 3)))
        tiles = [t for t in q for _ in range(4)]
        if len(q) == 2:
            b = sets_from(rng, [t for t in range(34) if t not in q], 0.5, n=2)
            if b is None:
                return tiles + [27, 27, 27, 28, 28, 28]
            return tiles + set_tiles(*b.sets[0]) + set_tiles(*b.sets[1])
        pair = rng.choice([t for t in range(34) if t not in q])
        return tiles + [pair, pair]
    return seven_pairs(rng)


# --- requests --------------------------------------------------------------------------------------


def context_for(
    rng: random.Random, *, melds: list[dict], self_draw: bool | None = None, flags: float = 0.12
) -> dict[str, Any]:
    seat = rng.choice(SEATS)
    if self_draw is None:
        self_draw = rng.random() < 0.42
    ctx: dict[str, Any] = {
        "win_by": "self_draw" if self_draw else "discard",
        "seat_wind": seat,
        "round_wind": rng.choice(SEATS),
    }
    if rng.random() < 0.1:
        del ctx["seat_wind"]
        seat = "east"
    if rng.random() < 0.06:
        del ctx["round_wind"]
    if not self_draw:
        r = rng.random()
        if r < 0.95:
            ctx["discarder"] = rng.choice([s for s in SEATS if s != seat])
        elif r < 0.975:
            ctx["discarder"] = seat
    elif rng.random() < 0.03:
        ctx["discarder"] = None
    kongs = sum(1 for m in melds if m["type"] == "kong")
    concealed_hand = all(m.get("concealed") for m in melds)
    if self_draw and kongs and rng.random() < 0.45:
        ctx["kong_replacement"] = rng.randint(1, kongs) if rng.random() < 0.5 else kongs
    if rng.random() < flags / 3:
        ctx["kong_replacement"] = rng.randint(0, 4)
    for name, p in (
        ("last_tile", flags),
        ("robbing_kong", flags / 2),
        ("winning_tile_seen", flags * 2),
        ("first_go_around", flags / 2),
        ("heavenly_ready", flags / 3),
        ("earthly_ready", flags / 3),
        ("first_draw_after_ready", flags / 3),
        ("heavenly", flags / 4),
        ("earthly", flags / 4),
        ("human", flags / 4),
        ("robbing_flower", flags / 8),
        ("discards_all_terminal_or_honour_unclaimed", flags / 8),
    ):
        if rng.random() < p:
            if name == "winning_tile_seen":
                ctx[name] = rng.choice((0, 1, 2, 3, 3, 0, None))
            elif name == "robbing_kong":
                ctx[name] = True
                if rng.random() < 0.8:
                    ctx["win_by"] = "discard"
                    ctx.pop("kong_replacement", None)
                    ctx.setdefault("discarder", rng.choice([s for s in SEATS if s != seat]))
            else:
                ctx[name] = rng.random() < 0.95
    # the first go-around wins, made consistent most of the time
    if rng.random() < flags / 2 and concealed_hand:
        kind = rng.choice(("heavenly", "earthly", "human", "heavenly_ready", "earthly_ready"))
        if kind == "heavenly":
            ctx.update(seat_wind="east", win_by="self_draw", heavenly=True)
            ctx.pop("discarder", None)
        elif kind == "earthly":
            ctx.update(seat_wind=rng.choice(SEATS[1:]), win_by=rng.choice(("discard", "self_draw")), earthly=True)
            if ctx["win_by"] == "discard":
                ctx["discarder"] = "east"
            else:
                ctx.pop("discarder", None)
        elif kind == "human":
            ctx.update(
                seat_wind=rng.choice(SEATS[1:]), win_by="discard", human=True, discarder=rng.choice(("east", "north"))
            )
        else:
            ctx.update(seat_wind=rng.choice(SEATS[1:]), **{kind: True})
            if rng.random() < 0.5:
                ctx["first_draw_after_ready"] = True
        for k in ("heavenly", "earthly", "human"):
            if k != kind and ctx.get(k) and rng.random() < 0.8:
                del ctx[k]
        if ctx.get("discarder") == ctx["seat_wind"]:
            ctx["discarder"] = rng.choice([s for s in SEATS if s != ctx["seat_wind"]])
    if rng.random() < 0.03:
        del ctx["win_by"]
    return ctx


def table_for(rng: random.Random, ruleset: str) -> dict[str, Any] | None:
    r = rng.random()
    if r < 0.25:
        return None
    if r < 0.55:
        return {"min_fan": 0}
    t: dict[str, Any] = {}
    if rng.random() < 0.7:
        t["min_fan"] = rng.choice((0, 0, 1, 3, 3, 5, 8, 10, 13))
    if rng.random() < 0.4:
        t["limit_fan"] = rng.choice((None, 5, 8, 10, 13, 13, 20, 40, 100))
    if rng.random() < 0.25:
        t["scale"] = rng.choice(("half-spicy", "spicy"))
    if rng.random() < 0.25:
        t["payment"] = rng.choice(("full", "half"))
    r2 = rng.random()
    if r2 < 0.15:
        t["stake"] = rng.choice(STAKES)
    elif r2 < 0.3:
        t["base"] = rng.choice((1, 2, 0.5, 0.25, 10, 1.5, 0.1, 3))
    if rng.random() < 0.06:
        top = t.get("limit_fan", 13 if ruleset == "hk-classic" else 20)
        top = 13 if top is None else top
        values, v = [], 1
        for _ in range(top + 1 + rng.choice((0, 0, 0, -1))):
            values.append(v)
            v = v * 2 if rng.random() < 0.7 else v + 1
        t["multipliers"] = values
    if rng.random() < 0.4:
        options = HOUSE_RULES[ruleset]
        hr = {}
        for name in rng.sample(sorted(options), rng.randint(1, min(3, len(options)))):
            hr[name] = rng.choice(options[name])
        if rng.random() < 0.1:
            name, value = rng.choice(BAD_HOUSE_RULES)
            hr[name] = value
        t["house_rules"] = hr
    if rng.random() < 0.03:
        t["min_fan"] = rng.choice((-1, 14, "3", 1001))
    return t


def liability_for(rng: random.Random) -> dict[str, Any] | None:
    if rng.random() < 0.94:
        return None
    return {"seat": rng.choice(SEATS), "reason": rng.choice(LIABILITY_REASONS)}


def expose(rng: random.Random, b: Built, p_meld: float, p_kong: float) -> tuple[list[int], list[dict[str, Any]]]:
    """Concealed tiles and melds of a built hand (some sets declared, some pungs made kongs)."""
    counts = [0] * 34
    for kind, first in b.sets:
        for t in set_tiles(kind, first):
            counts[t] += 1
    if b.pair is not None:
        counts[b.pair] += 2
    concealed = [b.pair, b.pair] if b.pair is not None else []
    melds: list[dict[str, Any]] = []
    for kind, first in b.sets:
        r = rng.random()
        if kind == "pung" and (r < p_kong or b.all_kongs) and counts[first] == 3:
            counts[first] += 1
            m: dict[str, Any] = {"type": "kong", "tiles": compact([first] * 4)}
            r2 = rng.random()
            if r2 < 0.4:
                m["concealed"] = True
            elif r2 < 0.55:
                m["added"] = True
            elif r2 < 0.62:
                m["concealed"] = False
            melds.append(m)
        elif r < p_kong + p_meld:
            melds.append({"type": kind, "tiles": compact(set_tiles(kind, first))})
        else:
            concealed.extend(set_tiles(kind, first))
    return concealed, melds


def flowers_for(rng: random.Random) -> list[int]:
    return rng.sample(BONUS, rng.choice((0, 0, 0, 1, 1, 2, 2, 3, 4, 5)))


def hand_dict(
    rng: random.Random, concealed: list[int], melds: list[dict[str, Any]], winning: int | None, flowers: list[int]
) -> dict[str, Any]:
    hand: dict[str, Any] = {"concealed": notation(rng, concealed)}
    if melds or rng.random() < 0.5:
        hand["melds"] = [dict(m, tiles=notation(rng, _parse_compact(m["tiles"]))) for m in melds]
    if winning is not None:
        hand["winning_tile"] = rng.choice(
            (code(winning), code(winning), code(winning), LETTERS.get(winning, code(winning)), zh(winning))
        )
    if flowers or rng.random() < 0.3:
        hand["flowers"] = notation(rng, flowers)
    return hand


def _parse_compact(text: str) -> list[int]:
    base = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "g": 38}
    out, digits = [], ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            out.extend(base[ch] + int(d) - 1 for d in digits)
            digits = ""
    return out


def winning_parts(rng: random.Random) -> tuple[list[int], list[dict[str, Any]], int, list[int], str]:
    """A hand that wins (mostly): concealed tiles without the winning tile, melds, the winning tile,
    flowers, and a label of the generator."""
    r = rng.random()
    if r < 0.52:
        pool, bias = theme_pool(rng)
        b = sets_from(rng, pool, bias)
        label = "theme"
    elif r < 0.72:
        b = structured(rng)
        label = "structured"
    else:
        b = None
        label = "special"
    if b is not None:
        p_meld = rng.choice((0.0, 0.15, 0.3, 0.5, 0.8))
        concealed, melds = expose(rng, b, p_meld, rng.choice((0.0, 0.05, 0.15, 0.4)))
    elif label == "special":
        concealed, melds = special_tiles(rng), []
        counts = [concealed.count(t) for t in range(34)]
        suit = next(
            (
                su
                for su in range(3)
                if counts[su * 9] >= 3 and counts[su * 9 + 8] >= 3 and all(counts[su * 9 + k] for k in range(9))
            ),
            None,
        )
        if suit is not None and rng.random() < 0.4:  # 嗌九子: one set of the nine gates claimed
            kind, first = rng.choice(
                (
                    ("pung", suit * 9),
                    ("pung", suit * 9 + 8),
                    ("chow", suit * 9),
                    ("chow", suit * 9 + 6),
                    ("chow", suit * 9 + 3),
                )
            )
            for t in set_tiles(kind, first):
                concealed.remove(t)
            melds = [{"type": kind, "tiles": compact(set_tiles(kind, first))}]
        if rng.random() < 0.05:  # a declared meld on a special shape (most refuse it)
            concealed = concealed[:11]
            melds = [{"type": "pung", "tiles": "999p"}]
    else:
        while b is None:
            b = sets_from(rng, list(range(34)), 0.5)
        concealed, melds = expose(rng, b, 0.2, 0.1)
    winning = concealed.pop(rng.randrange(len(concealed)))
    return concealed, melds, winning, flowers_for(rng), label


def score_body(rng: random.Random, ruleset: str | None = None) -> dict[str, Any]:
    ruleset = ruleset or rng.choice(RULESETS)
    concealed, melds, winning, flowers, label = winning_parts(rng)
    r = rng.random()
    ctx = context_for(rng, melds=melds, flags=0.3 if r < 0.2 else 0.08)
    if r < 0.03:  # not a winning hand: a random fourteen tiles
        tiles = rng.sample([t for t in range(34) for _ in range(4)], 14)
        concealed, melds, winning = tiles[:13], [], tiles[13]
    elif r < 0.05:  # a flower hand: seven or eight bonus tiles
        flowers = rng.sample(BONUS, rng.choice((6, 7, 7, 8)))
        if rng.random() < 0.6:
            winning = flowers.pop() if rng.random() < 0.7 else winning
            if winning >= 34 and rng.random() < 0.3:
                ctx.update(
                    win_by="discard",
                    robbing_flower=True,
                    discarder=rng.choice([s for s in SEATS if s != ctx.get("seat_wind", "east")]),
                )
                if len(flowers) == 6:
                    flowers.append([b for b in BONUS if b not in flowers and b != winning][0])
            elif winning >= 34:
                ctx.update(win_by="self_draw")
                ctx.pop("discarder", None)
                ctx.pop("robbing_kong", None)
    body: dict[str, Any] = {
        "ruleset": ruleset,
        "hand": hand_dict(rng, concealed, melds, winning, flowers),
        "context": ctx,
    }
    if r >= 0.05 and r < 0.08:  # a hand held at an exhaustive draw (流局十番): no winning tile
        del body["hand"]["winning_tile"]
        ctx["exhaustive_draw"] = True
        ctx["win_by"] = "self_draw"
        ctx.pop("discarder", None)
        if rng.random() < 0.7:
            ctx["discards_all_terminal_or_honour_unclaimed"] = True
    if rng.random() < 0.05:
        del body["ruleset"]
    table = table_for(rng, ruleset)
    if ruleset == "hk-classic" and rng.random() < 0.08:  # every optional pattern on
        table = dict(
            table or {},
            house_rules={
                "declared_ready": True,
                "mixed_terminal_pungs": True,
                "human_hand": rng.choice((3, "limit")),
                "kong_last_tile": rng.choice((3, "limit")),
                "seven_pairs": rng.choice((3, 4)),
            },
        )
    if table is not None:
        body["table"] = table
    liability = liability_for(rng)
    if liability is not None:
        body["liability"] = liability
    if rng.random() < 0.04:
        spoil(rng, body)
    return body


def spoil(rng: random.Random, body: dict[str, Any]) -> None:
    """Make a request impossible in one of the ways a client gets wrong."""
    hand = body["hand"]
    r = rng.randrange(12)
    if r == 0:
        hand["concealed"] = "11111m" + (hand["concealed"] if isinstance(hand["concealed"], str) else "")
    elif r == 1:
        hand["concealed"] = "1234x"
    elif r == 2:
        hand["melds"] = [{"type": "chow", "tiles": "135m"}] + hand.get("melds", [])
    elif r == 3:
        hand["melds"] = [{"type": "pung", "tiles": "222m", "added": True}]
    elif r == 4:
        hand["flowers"] = "1f1f5m"
    elif r == 5:
        hand["concealed"] = ["1m", 2, "3m"]
    elif r == 6:
        body["context"]["seat_wind"] = "middle"
    elif r == 7:
        body["context"]["kong_replacement"] = True
    elif r == 8:
        body["ruleset"] = rng.choice(("hk-new", "HK", "canton-new\n", ""))
    elif r == 9:
        hand["winning_tile"] = rng.choice(("1m2m", "0z", 5, "1f"))
    elif r == 10:
        body["extra_field"] = 1
    else:
        hand["melds"] = [{"type": "kong", "tiles": "1111z", "concealed": True, "added": True}] * 5


def waits_body(rng: random.Random) -> dict[str, Any]:
    ruleset = rng.choice(RULESETS)
    concealed, melds, winning, flowers, _ = winning_parts(rng)
    r = rng.random()
    if r < 0.25:  # one tile changed: mostly not ready
        i = rng.randrange(len(concealed))
        concealed[i] = rng.randrange(34)
    elif r < 0.3:  # a tile more or less
        if rng.random() < 0.5:
            concealed.append(winning)
        else:
            concealed.pop()
    ctx: dict[str, Any] = {}
    if rng.random() < 0.8:
        ctx = context_for(rng, melds=melds, flags=0.08)
        ctx.pop("win_by", None)
        if rng.random() < 0.6:
            ctx.pop("discarder", None)
        for k in ("robbing_kong", "kong_replacement", "exhaustive_draw"):
            if k in ctx and rng.random() < 0.7:
                del ctx[k]
    body: dict[str, Any] = {"ruleset": ruleset, "hand": hand_dict(rng, concealed, melds, None, flowers)}
    if ctx or rng.random() < 0.5:
        body["context"] = ctx
    if rng.random() < 0.5:
        seen = [rng.randrange(34) for _ in range(rng.choice((1, 3, 8, 20, 40)))]
        body["discarded"] = notation(rng, seen)
    table = table_for(rng, ruleset)
    if table is not None:
        body["table"] = table
    if rng.random() < 0.04:
        r2 = rng.randrange(5)
        if r2 == 0:
            body["hand"]["winning_tile"] = code(winning)
        elif r2 == 1:
            body.setdefault("context", {})["win_by"] = "discard"
        elif r2 == 2:
            body["discarded"] = ["1m"] * 5
        elif r2 == 3:
            body["discarded"] = "1f2m"
        else:
            body.setdefault("context", {})["discarder"] = body.get("context", {}).get("seat_wind", "east")
    return body


def compare_body(rng: random.Random) -> dict[str, Any]:
    body = score_body(rng)
    body.pop("ruleset", None)
    r = rng.random()
    if r < 0.35:
        body["rulesets"] = rng.choice(
            (
                ["hk-classic"],
                ["canton-new"],
                ["canton-new", "hk-classic"],
                ["hk-classic", "canton-new"],
                ["hk-classic", "nope"],
                ["canton-new", "canton-new"],
            )
        )
    if rng.random() < 0.35:
        tables: dict[str, Any] = {}
        for rid in rng.sample(RULESETS, rng.choice((1, 2))):
            if rng.random() < 0.4:
                tables[rid] = [table_for(rng, rid) or {} for _ in range(rng.randint(1, 3))]
            else:
                tables[rid] = table_for(rng, rid) or {}
        if rng.random() < 0.1:
            tables["unknown-ruleset"] = {}
        body["tables"] = tables
    return body


def settle_body(rng: random.Random) -> dict[str, Any]:
    ruleset = rng.choice(RULESETS)
    body: dict[str, Any] = {"ruleset": ruleset}
    table = table_for(rng, ruleset)
    if table is not None:
        table.pop("house_rules", None) if rng.random() < 0.7 else None
        body["table"] = table
    r = rng.random()
    if r < 0.5:
        winner = rng.choice(SEATS)
        win_by = rng.choice(("self_draw", "discard"))
        win: dict[str, Any] = {
            "winner": winner,
            "fan": rng.choice((0, 1, 3, 3, 4, 5, 6, 7, 8, 10, 13, 14, 20, 40)),
            "win_by": win_by,
        }
        if win_by == "discard" and rng.random() < 0.95:
            win["discarder"] = rng.choice([s for s in SEATS if s != winner] + ([winner] if rng.random() < 0.1 else []))
        if rng.random() < 0.15:
            win["liability"] = {"seat": rng.choice(SEATS)}
            if rng.random() < 0.5:
                win["liability"]["reason"] = rng.choice(LIABILITY_REASONS)
        body["win"] = win
    elif r < 0.75:
        discarder = rng.choice(SEATS)
        winners = rng.sample([s for s in SEATS if s != discarder], rng.randint(1, 3))
        if rng.random() < 0.05:
            winners.append(winners[0])
        wins = []
        for w in winners:
            item: dict[str, Any] = {"winner": w, "fan": rng.choice((3, 4, 5, 6, 8, 10, 13, 1))}
            if rng.random() < 0.1:
                item["liability"] = {"seat": rng.choice(SEATS)}
            wins.append(item)
        body["wins"] = wins
        body["discarder"] = discarder
        if rng.random() < 0.6:
            body["mode"] = rng.choice(("all", "first"))
    else:
        fw: dict[str, Any] = {"offender": rng.choice(SEATS)}
        if rng.random() < 0.8:
            fw["variant"] = rng.choice(("limit_self_draw", "half", "full", "minimum_three"))
        if rng.random() < 0.6:
            fw["win_by"] = rng.choice(("self_draw", "discard"))
            if fw["win_by"] == "discard" and rng.random() < 0.9:
                fw["discarder"] = rng.choice([s for s in SEATS if s != fw["offender"]])
        if rng.random() < 0.4:
            fw["claimed_fan"] = rng.choice((0, 2, 3, 5, 8))
        if rng.random() < 0.4:
            fw["penalty_fan"] = rng.choice((3, 5, 8, 13, 20))
        body["false_win"] = fw
    if rng.random() < 0.04:
        r2 = rng.randrange(4)
        if r2 == 0:
            body["win"] = {"winner": "east", "fan": 3, "win_by": "self_draw"}
            body["false_win"] = {"offender": "south"}
        elif r2 == 1:
            body["mode"] = "first"
        elif r2 == 2:
            body.pop("win", None)
            body.pop("wins", None)
            body.pop("false_win", None)
        else:
            body["discarder"] = "east"
    return body


BAD_RAW = [
    "",
    " ",
    "{",
    "[]",
    "null",
    "42",
    '"text"',
    '{"hand": }',
    "{'a': 1}",
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"ruleset": "hk-classic", "ruleset": "canton-new"}',
    "[" * 2000 + "]" * 2000,
    '{"a": "\\ud800"}',
    '{"hand": {"concealed": "123m"}} trailing',
    "\ufeff{}",
    '{"requests": "all"}',
    '{"requests": [1, 2]}',
]


def bad_requests(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Requests that are refused: syntax, media type, fields, values, on every endpoint."""
    posts = ("/v1/score", "/v1/score/batch", "/v1/waits", "/v1/score/compare", "/v1/settle")
    for path in posts:
        for raw in BAD_RAW:
            yield {"method": "POST", "path": path, "raw": raw}
        yield {"method": "POST", "path": path, "raw": '{"ruleset": "hk-classic"}', "content_type": "text/plain"}
        yield {"method": "POST", "path": path, "raw": "{}", "content_type": "application/json; charset=latin-1"}
        yield {"method": "POST", "path": path, "raw": "{}", "content_type": None}
        yield {"method": "POST", "path": path, "raw": "{}", "content_type": "application/vnd.test+json"}
        yield {"method": "GET", "path": path}
        yield {"method": "POST", "path": path, "body": {}, "accept": "text/html"}
    for _ in range(150):
        body = score_body(rng)
        body.pop("extra_field", None)  # one unknown field an object at most (see mutate)
        mutate(rng, body)
        yield {"method": "POST", "path": "/v1/score", "body": body}
    for _ in range(40):
        body = waits_body(rng)
        body.get("context", {}).pop("win_by", None)  # one unknown field an object at most (see mutate)
        mutate(rng, body)
        yield {"method": "POST", "path": "/v1/waits", "body": body}
    for _ in range(40):
        body = settle_body(rng)
        mutate(rng, body)
        yield {"method": "POST", "path": "/v1/settle", "body": body}
    for _ in range(30):
        body = compare_body(rng)
        body.pop("extra_field", None)
        mutate(rng, body)
        yield {"method": "POST", "path": "/v1/score/compare", "body": body}
    yield {"method": "POST", "path": "/v1/score/batch", "body": {"requests": [score_body(rng) for _ in range(101)]}}
    yield {"method": "POST", "path": "/v1/score/batch", "body": {"requests": []}}
    yield {"method": "POST", "path": "/v1/score/batch", "body": {"requests": [None, 1, "x", [], {}]}}
    yield {"method": "POST", "path": "/v1/score/batch", "body": {"requests": [score_body(rng)], "extra": 1}}
    yield {"method": "POST", "path": "/v1/score/batch", "body": {}}


def mutate(rng: random.Random, body: dict[str, Any]) -> None:
    """One schema-level mistake: a wrong type, an unknown field, a missing field, a bad value.

    Never two unknown fields in one object: the service reports those in an order that depends on
    the process's string hashing (marshmallow collects them in a set), so their answer is not
    reproducible."""
    target = body
    path = []
    while True:
        keys = [k for k, v in target.items()]
        if not keys:
            break
        k = rng.choice(keys)
        path.append(k)
        if isinstance(target[k], dict) and target[k] and rng.random() < 0.6:
            target = target[k]
            continue
        break
    if not path:
        body["oops"] = True
        return
    k = path[-1]
    r = rng.randrange(7)
    if r == 0:
        del target[k]
    elif r == 1:
        target[k] = rng.choice((None, 1, 1.5, True, "x", [], {}, "🀄", -3, 10**20))
    elif r == 2:
        target[k + "_x"] = 1
    elif r == 3:
        target[k] = str(target[k])
    elif r == 4:
        target[k] = [target[k]]
    elif r == 5:
        target[k] = {"nested": target[k]}
    else:
        target["~/odd key"] = 0


def requests(seed: int = SEED) -> Iterator[dict[str, Any]]:
    """Every request of the corpus, in order: {method, path, body | raw, content_type?, accept?}."""
    rng = random.Random(seed)
    for path in (
        "/v1/rulesets",
        "/v1/rulesets/hk-classic",
        "/v1/rulesets/canton-new",
        "/v1/rulesets/nope",
        "/v1/rulesets/HK",
        "/healthz",
        "/readyz",
        "/v1/nothing-here",
    ):
        yield {"method": "GET", "path": path}
    for i in range(3400):
        yield {"method": "POST", "path": "/v1/score", "body": score_body(rng, RULESETS[i % 2])}
    for _ in range(260):
        n = rng.choice((1, 2, 3, 5, 8, 10, 20))
        if rng.random() < 0.04:
            n = 100
        items: list[Any] = [score_body(rng) for _ in range(n)]
        if rng.random() < 0.2:
            items.insert(rng.randrange(len(items) + 1), rng.choice((None, 7, "x", [], {"hand": "123m"})))
        yield {"method": "POST", "path": "/v1/score/batch", "body": {"requests": items}}
    for _ in range(900):
        yield {"method": "POST", "path": "/v1/waits", "body": waits_body(rng)}
    for _ in range(350):
        yield {"method": "POST", "path": "/v1/score/compare", "body": compare_body(rng)}
    for _ in range(650):
        yield {"method": "POST", "path": "/v1/settle", "body": settle_body(rng)}
    yield from bad_requests(rng)


# --- recording and replaying -----------------------------------------------------------------------


def body_bytes(req: dict[str, Any]) -> bytes | None:
    if "raw" in req:
        return req["raw"].encode("utf-8", "surrogatepass")
    if "body" in req:
        return json.dumps(req["body"], ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return None


def send(client: Any, req: dict[str, Any]) -> tuple[int, str, bytes]:
    """One request through a Flask test client: (status, media type, body bytes)."""
    headers = {"X-Request-ID": REQUEST_ID}
    if req.get("accept"):
        headers["Accept"] = req["accept"]
    data = body_bytes(req)
    content_type = req.get("content_type", "application/json") if data is not None else None
    if content_type:
        headers["Content-Type"] = content_type
    resp = client.open(req["path"], method=req["method"], data=data, headers=headers)
    return resp.status_code, resp.mimetype or "", resp.get_data()


def digest(status: int, mimetype: str, body: bytes) -> str:
    return hashlib.sha256(f"{status}\n{mimetype}\n".encode() + body).hexdigest()


def make_client() -> Any:
    from service import create_app

    app = create_app()
    app.testing = True
    return app.test_client()


def record(path: Path = CORPUS, seed: int = SEED) -> int:
    client = make_client()
    lines = []
    for i, req in enumerate(requests(seed)):
        status, mimetype, body = send(client, req)
        row = dict(req, status=status, sha256=digest(status, mimetype, body))
        if i % SAMPLE_EVERY == 0:
            row["answer"] = body.decode("utf-8")
            row["mimetype"] = mimetype
        # Key order is kept: it is part of a request (house rules and tables answer in the order given).
        lines.append(json.dumps(row, ensure_ascii=False, separators=(",", ":")))
    path.parent.mkdir(parents=True, exist_ok=True)
    text = ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")
    with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as f:
        f.write(text)
    return len(lines)


def load(path: Path = CORPUS) -> list[dict[str, Any]]:
    with gzip.open(path, "rb") as f:
        return [json.loads(line) for line in f.read().decode("utf-8", "surrogatepass").splitlines() if line]


def describe(row: dict[str, Any], limit: int = 600) -> str:
    """One corpus request as a line: method, path, and its body (cut at `limit` characters)."""
    if "raw" in row:
        shown = "raw " + repr(row["raw"])
    elif "body" in row:
        shown = json.dumps(row["body"], ensure_ascii=False, separators=(",", ":"))
    else:
        shown = ""
    extra = "".join(f" [{k}: {row[k]!r}]" for k in ("content_type", "accept") if k in row)
    if len(shown) > limit:
        shown = shown[:limit] + f"... ({len(shown)} chars)"
    return f"{row['method']} {row['path']}{extra} {shown}"


def replay(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every row whose answer differs now: the row with `now` = {status, mimetype, answer}."""
    client = make_client()
    moved = []
    for row in rows:
        status, mimetype, body = send(client, row)
        if digest(status, mimetype, body) != row["sha256"]:
            moved.append(
                dict(row, now={"status": status, "mimetype": mimetype, "answer": body.decode("utf-8", "replace")})
            )
    return moved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Regenerate (or check) the golden corpus of tests/data.")
    ap.add_argument("--check", action="store_true", help="replay the corpus and list the answers that moved")
    ap.add_argument("--diff", metavar="OLD", help="after regenerating, list the answers that differ from OLD")
    args = ap.parse_args(argv)
    if args.check:
        rows = load()
        moved = replay(rows)
        for row in moved:
            print(f"moved (was {row['status']}, now {row['now']['status']}): {describe(row)}")
        print(f"{len(rows)} requests, {len(moved)} answers moved")
        return 1 if moved else 0
    old = load(Path(args.diff)) if args.diff else None
    n = record()
    print(f"{n} requests recorded in {CORPUS.relative_to(ROOT)} ({CORPUS.stat().st_size / 1024:.0f} KiB)")
    if old is not None:
        new = load()

        def key(r: dict) -> str:
            fields = ("method", "path", "body", "raw", "content_type", "accept")
            return json.dumps({k: r.get(k) for k in fields}, sort_keys=True, ensure_ascii=False)

        before = {key(r): r for r in old}
        changed = [r for r in new if key(r) in before and before[key(r)]["sha256"] != r["sha256"]]
        for r in changed:
            print(f"answer moved ({before[key(r)]['status']} -> {r['status']}): {describe(r)}")
        print(f"{len(changed)} answers moved; {sum(key(r) not in before for r in new)} requests are new")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
