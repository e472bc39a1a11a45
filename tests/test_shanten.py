"""Tests for rules.shanten: known hands, cross-check against the riichi `mahjong` library,
a brute-force oracle on small hands, and hypothesis property tests."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten

from rules.shanten import (
    shanten,
    shanten_seven_pairs,
    shanten_standard,
    shanten_thirteen_orphans,
)

SUIT_OFFSET = {"m": 0, "p": 9, "s": 18, "z": 27}


def counts_of(text: str) -> list[int]:
    """'123m456p11z' -> 34-count vector (local helper, independent of rules.tiles)."""
    counts = [0] * 34
    digits: list[int] = []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            for d in digits:
                counts[SUIT_OFFSET[ch] + d - 1] += 1
            digits = []
    assert not digits, f"trailing digits in {text!r}"
    return counts


# ---------------------------------------------------------------------------------------------
# known hands

# (hand, melds, standard, seven_pairs or None, thirteen_orphans or None)
KNOWN = [
    # complete hands
    ("123m456p789s11122z", 0, -1, None, None),
    ("11122233344455m", 0, -1, None, None),
    ("1112345678999m1m", 0, -1, None, None),
    ("1122m3344p5566s77z", 0, None, -1, None),
    ("19m19p19s12345677z", 0, None, None, -1),
    # nine-sided wait (九蓮寶燈) and the 13-sided thirteen orphans wait
    ("1112345678999m", 0, 0, None, None),
    ("19m19p19s1234567z", 0, None, 6, 0),
    # ready hands
    ("123m456p789s1112z", 0, 0, None, None),
    ("1122m3344p5566s7z", 0, None, 0, None),
    ("19m19p19s123456z5m", 0, None, None, 1),  # 12 orphan kinds, no duplicate
    ("19m19p19s1234566z", 0, None, None, 0),
    # classics
    ("147m258p369s1234z", 0, 8, 6, 7),  # every set and the pair can keep only one tile
    ("147m258p369s12345z", 0, 8, 6, 6),  # 14 tiles, still 8 from standard
    ("12m45m78m12p45p78p1z", 0, 4, 6, 10),  # six partial chows, no pair
    ("1111m111122233z", 0, 1, None, None),  # example from the riichi library docs
    # a wait on the fifth copy of a tile is not a wait
    ("1111m234p567p789s", 0, 1, None, None),
    ("1111m", 3, 1, None, None),
    ("1111m2222m", 2, 0, None, None),  # 111m 123m 22m: discard 2m, wait on 3m
    ("111m234p567p789s5z", 0, 0, None, None),
    # four of a kind is one pair for seven pairs, never two
    ("1111m223344p5566s", 0, None, 1, None),
    ("1111m22p33p44p55s6s", 0, None, 2, None),
    ("1111m2222p3333s44z", 0, None, 5, None),
    # declared melds
    ("123m456p789s1z", 1, 0, None, None),
    ("123m456p789s11z", 1, -1, None, None),
    ("1m", 4, 0, None, None),
    ("11m", 4, -1, None, None),
    ("12m", 4, 0, None, None),
    ("1m5p9s1z", 3, 2, None, None),
]


@pytest.mark.parametrize("hand,melds,std,sp,to", KNOWN)
def test_known_hands(hand: str, melds: int, std: int | None, sp: int | None, to: int | None) -> None:
    c = counts_of(hand)
    if std is not None:
        assert shanten_standard(c, melds) == std
    if sp is not None:
        assert shanten_seven_pairs(c) == sp
    if to is not None:
        assert shanten_thirteen_orphans(c) == to


def test_shanten_dict() -> None:
    c = counts_of("1122m3344p5566s7z")
    assert shanten(c) == {"standard": shanten_standard(c)}
    assert shanten(c, shapes=("standard", "seven_pairs", "thirteen_orphans")) == {
        "standard": 3,
        "seven_pairs": 0,
        "thirteen_orphans": 10,  # 1m (held twice) and 7z
    }
    assert shanten(c, shapes=["seven_pairs"]) == {"seven_pairs": 0}
    c1 = counts_of("123m456p789s1z")
    assert shanten(c1, melds=1, shapes=("standard", "seven_pairs", "thirteen_orphans")) == {"standard": 0}
    assert shanten(c1, melds=1, shapes=("seven_pairs",)) == {}


@pytest.mark.parametrize(
    "counts,melds",
    [
        ([0] * 33, 0),  # wrong length
        (counts_of("123m456p789s111z"), 0),  # 12 tiles
        (counts_of("123m456p789s11122z")[:33] + [1], 0),  # 15 tiles
        (counts_of("123m456p789s1112z"), 1),  # 13 tiles with one meld
        (counts_of("1m"), 5),  # too many melds
        (counts_of("11111m23456789p"), 0),  # five copies
        ([-1] + counts_of("123m456p789s11122z")[1:], 0),
    ],
)
def test_invalid_input(counts: list[int], melds: int) -> None:
    with pytest.raises(ValueError):
        shanten_standard(counts, melds)
    with pytest.raises(ValueError):
        shanten(counts, melds)


def test_invalid_special_and_shape() -> None:
    c = counts_of("123m456p1z")  # 10 tiles
    with pytest.raises(ValueError):
        shanten_seven_pairs(c)
    with pytest.raises(ValueError):
        shanten_thirteen_orphans(c)
    with pytest.raises(ValueError):
        shanten(counts_of("1112345678999m"), shapes=("nine_gates",))


# ---------------------------------------------------------------------------------------------
# cross-check against the riichi library (mahjong==2.1.0)
#
# Its chiitoitsu formula counts kinds with >= 2 copies as pairs, i.e. four of a kind is one pair,
# exactly as here; no hands need excluding.  Its regular-hand search handles the "fifth copy"
# waits with a flag heuristic; on the hands below (including quad-heavy ones) it agrees with
# the exact definition used here.

WALL = [t for t in range(34) for _ in range(4)]


def _random_hand(rng: random.Random, size: int, quad_heavy: bool) -> list[int]:
    c = [0] * 34
    left = size
    if quad_heavy:
        pool = list(range(9)) + [27, 28] if rng.random() < 0.5 else list(range(34))
        for k in rng.sample(pool, rng.randint(1, 4)):
            take = min(left, rng.choice((3, 4, 4)))
            c[k] += take
            left -= take
    while left:
        t = rng.randrange(9) if quad_heavy and rng.random() < 0.5 else rng.randrange(34)
        if c[t] < 4:
            c[t] += 1
            left -= 1
    return c


def _hands(seed: int, n: int) -> list[tuple[list[int], int]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        melds = 0 if i % 2 == 0 else rng.randint(0, 4)
        size = 14 - 3 * melds - rng.randint(0, 1)
        if i % 3 == 0:
            c = [0] * 34
            for t in rng.sample(WALL, size):
                c[t] += 1
        else:
            c = _random_hand(rng, size, quad_heavy=i % 3 == 1)
        out.append((c, melds))
    return out


CROSS = _hands(2024, 600)


def test_cross_check_standard() -> None:
    bad = [
        (c, m, shanten_standard(c, m), Shanten.calculate_shanten_for_regular_hand(c))
        for c, m in CROSS
        if shanten_standard(c, m) != Shanten.calculate_shanten_for_regular_hand(c)
    ]
    assert not bad


def test_cross_check_special_shapes() -> None:
    concealed = [c for c, m in CROSS if m == 0]
    assert len(concealed) >= 300
    for c in concealed:
        assert shanten_seven_pairs(c) == Shanten.calculate_shanten_for_chiitoitsu_hand(c)
        assert shanten_thirteen_orphans(c) == Shanten.calculate_shanten_for_kokushi_hand(c)
        ours = min(shanten(c, shapes=("standard", "seven_pairs", "thirteen_orphans")).values())
        assert ours == Shanten.calculate_shanten(c)


# ---------------------------------------------------------------------------------------------
# brute-force oracle: shanten = (target size) - max |hand ∩ complete target| - 1, over every legal
# complete target (no tile more than four times).  Feasible for one or two sets plus a pair.

_SETS = [(t, t, t) for t in range(34)] + [(s + i, s + i + 1, s + i + 2) for s in (0, 9, 18) for i in range(7)]


def _brute_standard(c: list[int], sets: int) -> int:
    best = 0
    for combo in itertools.combinations_with_replacement(_SETS, sets):
        base = [0] * 34
        for st_ in combo:
            for t in st_:
                base[t] += 1
        if max(base) > 4:
            continue
        base_kept = sum(min(a, b) for a, b in zip(base, c, strict=True))
        for p in range(34):
            if base[p] > 2:
                continue
            kept = base_kept + (min(c[p], base[p] + 2) - min(c[p], base[p]))
            best = max(best, kept)
    return 3 * sets + 2 - best - 1


@pytest.mark.parametrize("melds,n", [(3, 300), (2, 25)])
def test_brute_force_oracle(melds: int, n: int) -> None:
    rng = random.Random(99 + melds)
    for i in range(n):
        size = 14 - 3 * melds - rng.randint(0, 1)
        c = _random_hand(rng, size, quad_heavy=i % 2 == 0)
        assert shanten_standard(c, melds) == _brute_standard(c, 4 - melds), c


# ---------------------------------------------------------------------------------------------
# properties

ALL_SHAPES = ("standard", "seven_pairs", "thirteen_orphans")


def _counts_from_ids(ids: list[int]) -> list[int]:
    c = [0] * 34
    for i in ids:
        c[i // 4] += 1
    return c


@st.composite
def hands(draw: st.DrawFn, size: int | None = None, melds: int | None = None) -> tuple[list[int], int]:
    m = draw(st.integers(0, 4)) if melds is None else melds
    n = (14 - 3 * m - draw(st.integers(0, 1))) if size is None else size - 3 * m
    ids = draw(st.lists(st.integers(0, 135), min_size=n, max_size=n, unique=True))
    return _counts_from_ids(ids), m


def _all(c: list[int], m: int) -> dict[str, int]:
    return shanten(c, m, ALL_SHAPES)


@settings(max_examples=200, deadline=None)
@given(hands())
def test_ranges(hand: tuple[list[int], int]) -> None:
    c, m = hand
    r = _all(c, m)
    is_13 = sum(c) == 13 - 3 * m
    assert (0 if is_13 else -1) <= r["standard"] <= 8 - 2 * m
    if m == 0:
        assert (0 if is_13 else -1) <= r["seven_pairs"] <= 6
        assert (0 if is_13 else -1) <= r["thirteen_orphans"] <= 13
    else:
        assert set(r) == {"standard"}


@settings(max_examples=200, deadline=None)
@given(hands(size=13), st.data())
def test_drawing_a_tile_lowers_by_at_most_one(hand: tuple[list[int], int], data: st.DataObject) -> None:
    c, m = hand
    free = [t for t in range(34) if c[t] < 4]
    t = data.draw(st.sampled_from(free))
    c14 = list(c)
    c14[t] += 1
    before, after = _all(c, m), _all(c14, m)
    for shape, s in before.items():
        assert s - 1 <= after[shape] <= s


@settings(max_examples=200, deadline=None)
@given(hands(size=14))
def test_fourteen_tiles_equals_best_discard(hand: tuple[list[int], int]) -> None:
    c, m = hand
    here = _all(c, m)
    best: dict[str, int] = {}
    for t in range(34):
        if c[t]:
            c13 = list(c)
            c13[t] -= 1
            for shape, s in _all(c13, m).items():
                best[shape] = min(best.get(shape, 99), s)
    for shape, s in here.items():
        # a complete hand (-1) becomes ready (0) after any discard
        assert best[shape] == max(s, 0)


def _relabel(c: list[int], suit_perm: list[int], reverse: bool, honour_perm: list[int]) -> list[int]:
    out = [0] * 34
    for src in range(3):
        for i in range(9):
            j = 8 - i if reverse else i
            out[suit_perm[src] * 9 + j] = c[src * 9 + i]
    for i in range(7):
        out[27 + honour_perm[i]] = c[27 + i]
    return out


@settings(max_examples=200, deadline=None)
@given(
    hands(),
    st.permutations((0, 1, 2)),
    st.booleans(),
    st.permutations(list(range(7))),
)
def test_symmetry(hand: tuple[list[int], int], suit_perm: list[int], reverse: bool, honour_perm: list[int]) -> None:
    c, m = hand
    d = _relabel(c, suit_perm, reverse, honour_perm)
    assert _all(c, m) == _all(d, m)
