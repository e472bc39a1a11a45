"""rules.shanten.improving_tiles (受入) against drawing every tile and recomputing the shanten
number, on known hands and random ones (every shape, with and without declared melds); and the
standard shape's suit tables against a reference copy of the first implementation."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import shanten as sh
from rules.shanten import SHAPES, improving_tiles, shanten
from rules.tiles import parse_tiles, to_compact


def counts(text: str) -> list[int]:
    c = [0] * 34
    for t in parse_tiles(text):
        c[t] += 1
    return c


def by_drawing(c: list[int], melds: int, shapes: tuple[str, ...]) -> frozenset[int]:
    now = min(shanten(c, melds, shapes).values())
    out = set()
    for t in range(34):
        if c[t] < 4:
            c[t] += 1
            if min(shanten(c, melds, shapes).values()) < now:
                out.add(t)
            c[t] -= 1
    return frozenset(out)


# (hand, melds, shapes, the improving tiles)
KNOWN = [
    ("1112345678999m", 0, ("standard",), "123456789m"),  # 九子連環: every 萬
    ("123m456p789s1112z", 0, ("standard",), "2z"),  # no fifth 1z
    # 1111m: a pung and a single with no fifth copy to pair: any other tile, then discard the 1m
    ("1111m456p789s", 1, ("standard",), "23456789m123456789p123456789s1234567z"),
    ("19m19p19s1234567z", 0, ("standard", "thirteen_orphans"), "19m19p19s1234567z"),
    ("1122m3344p5566s7z", 0, ("standard", "seven_pairs"), "7z"),
    (
        "147m258p369s1234z",
        0,
        ("standard", "seven_pairs", "thirteen_orphans"),
        # seven pairs (6) is the nearest: any single becomes a pair
        "147m258p369s1234z",
    ),
    ("123m5p", 3, ("standard",), "5p"),
    ("13m58p", 3, ("standard",), "2m58p"),  # 1-shanten: 2m makes the chow, 5p or 8p a pair
]


@pytest.mark.parametrize(("hand", "melds", "shapes", "expected"), KNOWN)
def test_known(hand: str, melds: int, shapes: tuple[str, ...], expected: str) -> None:
    c = counts(hand)
    got = improving_tiles(c, melds, shapes)
    assert to_compact(sorted(got)) == to_compact(parse_tiles(expected))
    assert got == by_drawing(c, melds, shapes)


@st.composite
def short_hands(draw: st.DrawFn) -> tuple[list[int], int, tuple[str, ...]]:
    melds = draw(st.sampled_from((0, 0, 0, 1, 2, 3, 4)))
    n = 13 - 3 * melds
    suit = draw(st.sampled_from((None, 0, 1, 2)))  # sometimes one suit, for dense suit tables
    ids = st.integers(0, 135) if suit is None else st.integers(suit * 36, suit * 36 + 35)
    c = [0] * 34
    for i in draw(st.lists(ids, min_size=n, max_size=n, unique=True)):  # a copy id: 4 per kind
        c[i // 4] += 1
    shapes = (
        ("standard",)
        if melds
        else draw(st.sampled_from((("standard",), SHAPES, ("standard", "seven_pairs", "thirteen_orphans"))))
    )
    return c, melds, shapes


@settings(max_examples=150, deadline=None)
@given(short_hands())
def test_improving_tiles_equal_drawing_every_tile(hand: tuple[list[int], int, tuple[str, ...]]) -> None:
    c, melds, shapes = hand
    assert improving_tiles(c, melds, shapes) == by_drawing(c, melds, shapes)


def test_improving_tiles_refuses_a_hand_after_a_draw() -> None:
    with pytest.raises(ValueError, match="one tile short"):
        improving_tiles(counts("123m456p789s11122z"))


# --- the suit tables: the pruned DP gives the first implementation's tables -----------------------

_NEG = -100


@cache
def _reference_rec(rest: tuple[int, ...], c1: int, c2: int) -> tuple[int, ...]:
    """rules/shanten.py's _suit_rec as first written (every chow count, explicit loops)."""
    n = len(rest)
    if n == 0:
        return (0,) * 10
    h = rest[0]
    base = c1 + c2
    tail = rest[1:]
    can_chow = n >= 3 and (h or rest[1] or rest[2])
    if not h and not can_chow:
        return _reference_rec(tail, 0, c1)
    best = [_NEG] * 10
    for c0 in range(4 - base + 1 if can_chow else 1):
        t0 = base + c0
        for g in (0, 1) if h and t0 + 3 <= 4 else (0,):
            ks = c0 + g
            if ks > 4:
                continue
            for q in (0, 1) if h and t0 + 3 * g + 2 <= 4 else (0,):
                t = t0 + 3 * g + 2 * q
                gain = min(t, h)
                child = _reference_rec(tail, c0, c1)
                for k in range(ks, 5):
                    ck = (k - ks) * 2
                    if q:
                        best[k * 2 + 1] = max(best[k * 2 + 1], child[ck] + gain)
                    else:
                        best[k * 2] = max(best[k * 2], child[ck] + gain)
                        best[k * 2 + 1] = max(best[k * 2 + 1], child[ck + 1] + gain)
    return tuple(best)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 35), max_size=14, unique=True))
def test_suit_tables_equal_the_reference(ids: list[int]) -> None:
    suit = [0] * 9
    for i in ids:  # a copy id: 4 per kind
        suit[i // 4] += 1
    assert sh._suit_table(tuple(suit)) == sh._monotone(_reference_rec(tuple(suit), 0, 0))
