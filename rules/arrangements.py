"""Arrangements: every way a winning hand splits into sets, with every placement of the winning tile.

The standard shape is four sets and a pair (declared melds count as sets). Special shapes are
generators registered by name; a ruleset lists the shapes it plays (docs/RULES.md §4: every arrangement
is scored, the best kept).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from rules.hand import Hand, WinContext
from rules.memo import bounded_cache
from rules.tiles import KINDS, TERMINALS_AND_HONOURS, is_bonus, to_compact


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
SHAPES: dict[str, ShapeFn] = {}


def shape(name: str) -> Callable[[ShapeFn], ShapeFn]:
    def register(fn: ShapeFn) -> ShapeFn:
        if name in SHAPES:
            raise ValueError(f"shape {name} registered twice")
        SHAPES[name] = fn
        return fn
    return register


# --- standard decomposition -----------------------------------------------------------------------

@bounded_cache(maxsize=8192, entry_bytes=700)
def decompose(counts: tuple[int, ...], sets: int, need_pair: bool = True) -> tuple[tuple[tuple, ...], ...]:
    """All ways to split `counts` into `sets` sets and (if need_pair) one pair.

    Each way is a sorted tuple of ("chow"|"pung"|"pair", first_tile) entries.
    """
    results: set[tuple] = set()
    c = list(counts)

    def walk(i: int, parts: list, sets_left: int, pair_left: bool) -> None:
        while i < KINDS and c[i] == 0:
            i += 1
        if i == KINDS:
            if sets_left == 0 and not pair_left:
                results.add(tuple(sorted(parts)))
            return
        if pair_left and c[i] >= 2:
            c[i] -= 2
            parts.append(("pair", i))
            walk(i, parts, sets_left, False)
            parts.pop()
            c[i] += 2
        if sets_left:
            if c[i] >= 3:
                c[i] -= 3
                parts.append(("pung", i))
                walk(i, parts, sets_left - 1, pair_left)
                parts.pop()
                c[i] += 3
            if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
                c[i] -= 1
                c[i + 1] -= 1
                c[i + 2] -= 1
                parts.append(("chow", i))
                walk(i, parts, sets_left - 1, pair_left)
                parts.pop()
                c[i] += 1
                c[i + 1] += 1
                c[i + 2] += 1

    if sum(counts) == 3 * sets + (2 if need_pair else 0):
        walk(0, [], sets, need_pair)
    return tuple(sorted(results))


def _tiles_of(kind: str, first: int) -> tuple[int, ...]:
    if kind == "chow":
        return (first, first + 1, first + 2)
    if kind == "pung":
        return (first,) * 3
    return (first,) * 2


def _reading_order(part: tuple[str, int]) -> tuple[bool, int, str]:
    return (part[0] == "pair", part[1], part[0])


def meld_blocks(hand: Hand) -> list[Block]:
    return [Block(m.kind, tuple(sorted(m.tiles)), concealed=m.concealed, declared=True, added=m.added)
            for m in hand.melds]


def hand_counts(hand: Hand) -> tuple[int, ...]:
    """Counts of the concealed tiles with the (regular) winning tile."""
    c = [0] * KINDS
    for t in hand.concealed:
        c[t] += 1
    if hand.winning_tile is not None and not is_bonus(hand.winning_tile):
        c[hand.winning_tile] += 1
    return tuple(c)


@shape("standard")
def standard(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    sets = 4 - len(hand.melds)
    if sets < 0 or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    melds = meld_blocks(hand)
    w = hand.winning_tile
    for found in decompose(counts, sets):
        parts = sorted(found, key=_reading_order)  # sets by their first tile, the pair last
        seen: set[tuple[str, int]] = set()
        for idx, (kind, first) in enumerate(parts):
            tiles = _tiles_of(kind, first)
            if w not in tiles or (kind, first) in seen:
                continue
            seen.add((kind, first))
            blocks = []
            for j, (k2, f2) in enumerate(parts):
                winning = j == idx
                # A pung completed by a discard counts as exposed (docs/RULES.md §4).
                concealed = not (winning and k2 == "pung" and not ctx.self_drawn)
                blocks.append(Block(k2, _tiles_of(k2, f2), concealed=concealed, winning=winning))
            yield Arrangement("standard", tuple(melds + blocks))


@shape("thirteen_orphans")
def thirteen_orphans(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    if hand.melds or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    if sum(counts) != 14 or any(counts[t] == 0 for t in TERMINALS_AND_HONOURS):
        return
    if sum(counts[t] for t in TERMINALS_AND_HONOURS) != 14:
        return
    pair = next(t for t in TERMINALS_AND_HONOURS if counts[t] == 2)
    w = hand.winning_tile
    blocks = [Block("pair" if t == pair else "single", (t,) * (2 if t == pair else 1), winning=(t == w))
              for t in TERMINALS_AND_HONOURS]
    yield Arrangement("thirteen_orphans", tuple(blocks))


@shape("seven_pairs")
def seven_pairs(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """Seven distinct pairs; four of a kind is not two pairs (seed 001)."""
    if hand.melds or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    if sum(counts) != 14 or any(n not in (0, 2) for n in counts):
        return
    w = hand.winning_tile
    yield Arrangement("seven_pairs", tuple(
        Block("pair", (t, t), winning=(t == w)) for t in range(KINDS) if counts[t] == 2))


@shape("bonus_tiles")
def bonus_tiles(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """花胡 / 大花糊: seven or eight bonus tiles win whatever the other tiles are. They win at once
    on the bonus tile drawn (seeds 003, 000: 當三番自摸 / 計八番自摸), never on a discarded regular
    tile: with seven flowers a discard only wins as a regular hand."""
    w = hand.winning_tile
    if w is None:  # a hand held at an exhaustive draw has won nothing
        return
    bonus_win = is_bonus(w)
    if ctx.win_by == "discard" and not bonus_win:
        return
    flowers = len(hand.flowers) + (1 if bonus_win else 0)
    if flowers >= 7:
        tiles = sorted(hand.flowers + ((w,) if bonus_win else ()))
        yield Arrangement("bonus_tiles", (Block("bonus", tuple(tiles), winning=True),))


def arrangements(hand: Hand, ctx: WinContext, shapes: tuple[str, ...]) -> list[Arrangement]:
    """Every arrangement of the hand under the given shapes, in a stable order."""
    counts = hand_counts(hand)
    out: list[Arrangement] = []
    for name in shapes:
        out.extend(SHAPES[name](hand, ctx, counts))
    return out




def waits_of(hand: Hand, ctx: WinContext, shapes: tuple[str, ...]) -> frozenset[int]:
    """The tile kinds that complete `hand` without its winning tile (its 叫糊 / waits)."""
    return _waits(hand.concealed, hand.melds, ctx, tuple(s for s in shapes if s != "bonus_tiles"))


@bounded_cache(maxsize=4096, entry_bytes=1_100)
def _waits(concealed: tuple[int, ...], melds: tuple, ctx: WinContext, shapes: tuple[str, ...]) -> frozenset[int]:
    from dataclasses import replace

    held = [0] * KINDS
    for t in concealed:
        held[t] += 1
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    out = set()
    trial_ctx = replace(ctx, win_by="self_draw", robbing_kong=False, discarder=None)
    for t in range(KINDS):
        if held[t] >= 4:
            continue
        trial = Hand(concealed, melds, t)
        counts = hand_counts(trial)
        if any(next(SHAPES[s](trial, trial_ctx, counts), None) is not None for s in shapes):
            out.add(t)
    return frozenset(out)
