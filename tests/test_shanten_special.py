"""Shanten of the canton-new special shapes agrees with the shapes' own arrangement code: 0 exactly
when some tile completes the shape, 1 exactly when one exchange makes it ready."""

from __future__ import annotations

import random

import pytest

import rules.patterns  # noqa: F401  (registers the canton-new shapes)
from rules.arrangements import SHAPES as ARRANGEMENT_SHAPES
from rules.hand import Hand, WinContext
from rules.patterns import load_all
from rules.shanten import PYRAMID_INDICES, shanten
from rules.tiles import KNITTED_LAYOUTS, parse_tiles, to_counts

load_all()
SPECIAL = ("knitted_honours", "knitted_straight", "thirteen_pyramid")
CTX = WinContext()


def completes(counts: list[int], shape: str) -> bool:
    held = tuple(t for t in range(34) for _ in range(counts[t]))
    for t in range(34):
        if counts[t] >= 4:
            continue
        c = list(counts)
        c[t] += 1
        if next(ARRANGEMENT_SHAPES[shape](Hand(held, (), t), CTX, tuple(c)), None) is not None:
            return True
    return False


def ready_after_one_exchange(counts: list[int], shape: str) -> bool:
    for out in range(34):
        if not counts[out]:
            continue
        for inn in range(34):
            if inn == out or counts[inn] >= 4:
                continue
            c = list(counts)
            c[out] -= 1
            c[inn] += 1
            if completes(c, shape):
                return True
    return False


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        ("147m258p369s1234z", {"knitted_honours": 0, "knitted_straight": 2, "thirteen_pyramid": 4}),
        ("147m258p369s11z22z", {"knitted_straight": 0}),
        ("19m19p19s258p36s47m", {"thirteen_pyramid": 0}),
        ("147m258p36s12345z", {"knitted_honours": 0}),
    ],
)
def test_known_hands(tiles: str, expected: dict[str, int]) -> None:
    counts = to_counts(parse_tiles(tiles))
    got = shanten(counts, 0, SPECIAL)
    for shape, n in expected.items():
        assert got[shape] == n, shape


COMPLETE = {
    "knitted_honours": list(KNITTED_LAYOUTS[0]) + [27, 28, 29, 30, 31],
    "knitted_straight": list(KNITTED_LAYOUTS[0]) + [27, 27, 27, 28, 28],
    "thirteen_pyramid": list(PYRAMID_INDICES) + [PYRAMID_INDICES[0]],
}


def _near_hand(rng: random.Random, shape: str) -> list[int]:
    """A complete hand of the shape with one or two tiles exchanged, then one removed (13 tiles)."""
    tiles = list(COMPLETE[shape])
    for _ in range(rng.choice((0, 1, 2))):
        tiles[rng.randrange(len(tiles))] = rng.randrange(34)
    tiles.pop(rng.randrange(len(tiles)))
    counts = to_counts(tiles)
    return counts if max(counts) <= 4 else _near_hand(rng, shape)


@pytest.mark.parametrize("shape", SPECIAL)
def test_shanten_zero_and_one_agree_with_the_shape(shape: str) -> None:
    rng = random.Random(20261130)
    seen = {0: 0, 1: 0}
    for _ in range(40):
        counts = _near_hand(rng, shape)
        n = shanten(counts, 0, (shape,))[shape]
        assert (n == 0) == completes(counts, shape), counts
        if n == 1:
            assert ready_after_one_exchange(counts, shape), counts
        if n in seen:
            seen[n] += 1
    assert seen[0] and seen[1]
