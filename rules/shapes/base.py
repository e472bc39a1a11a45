"""What every shape module shares: blocks, arrangements, the registry, and the decomposition of
tiles into sets and a pair from per-suit tables.

A shape is a generator `(hand, ctx, counts) -> Arrangement...` registered by name with `@shape`,
with the shanten function of the same shape (tiles still to exchange; see rules/shanten.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import NamedTuple

from rules.hand import Hand, WinContext
from rules.memo import bounded_cache
from rules.tiles import KINDS, is_bonus, to_compact


class Block(NamedTuple):
    """One part of an arrangement: chow, pung, kong, pair, or a special group ('tiles')."""

    kind: str
    tiles: tuple[int, ...]
    concealed: bool = True
    declared: bool = False
    added: bool = False
    winning: bool = False

    @property
    def first(self) -> int:
        return self.tiles[0]

    def describe(self) -> dict:
        out = {"type": self.kind, "tiles": to_compact(self.tiles), "concealed": self.concealed}
        if self.declared:
            out["declared"] = True
        if self.winning:
            out["winning_tile"] = True
        return out


@dataclass(frozen=True)
class Arrangement:
    shape: str
    blocks: tuple[Block, ...]

    @property
    def key(self) -> tuple:
        """A stable form, used as the last tie-break between arrangements."""
        return (self.shape, tuple((b.kind, b.tiles, not b.concealed, not b.winning) for b in self.blocks))

    def describe(self) -> list[dict]:
        return [b.describe() for b in self.blocks]


ShapeFn = Callable[[Hand, WinContext, tuple[int, ...]], Iterator[Arrangement]]
ShantenFn = Callable[[Sequence[int]], int]
SHAPES: dict[str, ShapeFn] = {}
# Shanten of the shapes that have one, on the concealed counts of a hand with no declared meld
# (the standard shape's, which takes melds too, is rules.shanten.shanten_standard).
SHANTEN: dict[str, ShantenFn] = {}


def shape(name: str, shanten: ShantenFn | None = None) -> Callable[[ShapeFn], ShapeFn]:
    """Register a shape's arrangement generator (and its shanten function) under `name`."""

    def register(fn: ShapeFn) -> ShapeFn:
        if name in SHAPES:
            raise ValueError(f"shape {name} registered twice")
        SHAPES[name] = fn
        if shanten is not None:
            SHANTEN[name] = shanten
        return fn

    return register


# --- small helpers of several shapes ----------------------------------------------------------------


def tiles_of(kind: str, first: int) -> tuple[int, ...]:
    """The tiles of a set or pair given by its kind and first tile."""
    if kind == "chow":
        return (first, first + 1, first + 2)
    if kind == "pung":
        return (first,) * 3
    return (first,) * 2


def meld_blocks(hand: Hand) -> list[Block]:
    return [
        Block(m.kind, tuple(sorted(m.tiles)), concealed=m.concealed, declared=True, added=m.added) for m in hand.melds
    ]


def hand_counts(hand: Hand) -> tuple[int, ...]:
    """Counts of the concealed tiles with the (regular) winning tile."""
    c = [0] * KINDS
    for t in hand.concealed:
        c[t] += 1
    if hand.winning_tile is not None and not is_bonus(hand.winning_tile):
        c[hand.winning_tile] += 1
    return tuple(c)


def regular_win(hand: Hand) -> bool:
    return hand.winning_tile is not None and not is_bonus(hand.winning_tile)


def singles_and_pair(counts: Sequence[int], w: int | None) -> tuple[Block, ...]:
    """One block per kind: a 'single', or the 'pair'; the winning tile's block is marked."""
    return tuple(
        Block("pair" if counts[t] == 2 else "single", (t,) * counts[t], winning=(t == w))
        for t in range(KINDS)
        if counts[t]
    )


# --- decomposition into sets and a pair -------------------------------------------------------------

Part = tuple[str, int]  # ("chow" | "pung" | "pair", first tile)


def _suit_table() -> dict[tuple[int, ...], tuple[tuple[int, int, tuple[Part, ...]], ...]]:
    """Every count vector of one suit (ranks 0-8) that splits into sets and at most one pair, with
    each split as (sets, pairs, parts) and the parts' first tiles as ranks 0-8. Built once at import:
    up to four sets (7 chows, 9 pungs) and an optional pair, at most four copies of a rank."""
    units: list[tuple[Part, tuple[int, ...]]] = [(("chow", r), (r, r + 1, r + 2)) for r in range(7)]
    units += [(("pung", r), (r, r, r)) for r in range(9)]
    table: dict[tuple[int, ...], set[tuple[int, int, tuple[Part, ...]]]] = {}
    for k in range(5):
        for combo in combinations_with_replacement(range(len(units)), k):
            counts = [0] * 9
            for i in combo:
                for r in units[i][1]:
                    counts[r] += 1
            if max(counts) > 4:
                continue
            parts = [units[i][0] for i in combo]
            table.setdefault(tuple(counts), set()).add((k, 0, tuple(sorted(parts))))
            for p in range(9):
                if counts[p] <= 2:
                    counts[p] += 2
                    table.setdefault(tuple(counts), set()).add((k, 1, tuple(sorted(parts + [("pair", p)]))))
                    counts[p] -= 2
    return {key: tuple(sorted(ways)) for key, ways in table.items()}


SUIT_SPLITS = _suit_table()
_EMPTY_SUIT = ((0, 0, ()),)


@bounded_cache(maxsize=8192, entry_bytes=700)
def decompose(counts: tuple[int, ...], sets: int, need_pair: bool = True) -> tuple[tuple[Part, ...], ...]:
    """All ways to split `counts` into `sets` sets and (if need_pair) one pair.

    Each way is a sorted tuple of ("chow"|"pung"|"pair", first_tile) entries; the ways are sorted.
    Each number suit's splits come from `SUIT_SPLITS`; an honour is a pung (3) or the pair (2).
    """
    pairs = 1 if need_pair else 0
    if sum(counts) != 3 * sets + 2 * pairs:
        return ()
    honours: list[Part] = []
    h_sets = h_pairs = 0
    for t in range(27, KINDS):
        c = counts[t]
        if c == 3:
            honours.append(("pung", t))
            h_sets += 1
        elif c == 2:
            honours.append(("pair", t))
            h_pairs += 1
        elif c:
            return ()
    if h_pairs > pairs:
        return ()
    options = []
    for base in (0, 9, 18):
        key = counts[base : base + 9]
        ways = SUIT_SPLITS.get(key) if any(key) else _EMPTY_SUIT
        if ways is None:
            return ()
        options.append((base, ways))
    (_, man), (_, pin), (_, sou) = options
    want_sets = sets - h_sets
    want_pairs = pairs - h_pairs
    found = []
    for k0, p0, a in man:
        for k1, p1, b in pin:
            k01, p01 = k0 + k1, p0 + p1
            if k01 > want_sets or p01 > want_pairs:
                continue
            for k2, p2, s in sou:
                if k01 + k2 != want_sets or p01 + p2 != want_pairs:
                    continue
                parts: list[tuple[str, int]] = list(a)
                parts += [(kind, 9 + r) for kind, r in b]
                parts += [(kind, 18 + r) for kind, r in s]
                parts += honours
                parts.sort()
                found.append(tuple(parts))
    found.sort()
    return tuple(found)
