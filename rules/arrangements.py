"""Arrangements: every way a winning hand splits into sets, with every placement of the winning tile.

The shapes (four sets and a pair, and the special shapes) live in rules/shapes/, one module each
beside its shanten function; a ruleset lists the shapes it plays (docs/RULES.md §4: every
arrangement is scored, the best kept). This module gathers the arrangements of a hand under a
list of shapes, and finds the tiles a hand one short waits for.
"""

from __future__ import annotations

from rules.hand import Hand, WinContext, context_with
from rules.memo import bounded_cache
from rules.shapes import SHAPES, Arrangement, Block, ShapeFn, decompose, hand_counts, meld_blocks, shape
from rules.shapes.base import (
    _ANY_MELDS,
    _ROW,
    GATES,
    HELD_AT_DRAW,
    SEVEN_BONUS_TILES,
    SHAPE_NEEDS,
    gate_bit,
    gate_of,
    hand_needs,
)
from rules.tiles import BONUS_FIRST, KINDS

__all__ = [
    "SHAPES",
    "Arrangement",
    "Block",
    "ShapeFn",
    "arrangements",
    "decompose",
    "hand_counts",
    "meld_blocks",
    "shape",
    "waits_of",
]


def arrangements(
    hand: Hand,
    ctx: WinContext,
    shapes: tuple[str, ...],
    counts: tuple[int, ...] | None = None,
    asked: tuple[tuple[tuple[ShapeFn, ...], ...], ...] | None = None,
) -> list[Arrangement]:
    """Every arrangement of the hand under the given shapes, in a stable order. `counts`: the
    hand's `hand_counts`, when the caller has them; `asked`: `shapes_asked(shapes)`, when the
    caller keeps it."""
    if counts is None:
        counts = hand_counts(hand)
    out: list[Arrangement] = []
    if asked is None:
        gate = gate_of(counts, len(hand.melds))
        has = hand_needs(hand, ctx)
        for name in shapes:
            if GATES[name] & gate and not SHAPE_NEEDS[name] & ~has:
                out.extend(SHAPES[name](hand, ctx, counts))
        return out
    # hand_needs(hand, ctx) and gate_index(counts, melds), inline (two calls fewer per hand)
    w = hand.winning_tile
    if w is None:
        needs = HELD_AT_DRAW if ctx.exhaustive_draw else 0
    else:
        needs = SEVEN_BONUS_TILES if len(hand.flowers) + (w >= BONUS_FIRST) >= 7 else 0
    melds = len(hand.melds)
    for generate in asked[needs][KINDS - counts.count(0) + _ROW * (melds if melds < _ANY_MELDS else _ANY_MELDS)]:
        out.extend(generate(hand, ctx, counts))
    return out


def waits_of(hand: Hand, ctx: WinContext, shapes: tuple[str, ...]) -> frozenset[int]:
    """The tile kinds that complete `hand` without its winning tile (its 叫糊 / waits). Bonus tiles
    win whatever the hand holds, and a hand held at an exhaustive draw has no winning tile: neither
    shape is asked."""
    return _waits(hand.concealed, hand.melds, ctx, tuple(s for s in shapes if s not in _NOT_WAITS))


_NOT_WAITS = ("bonus_tiles", "exhaustive_draw")


@bounded_cache(maxsize=4096, entry_bytes=1_100)
def _waits(concealed: tuple[int, ...], melds: tuple, ctx: WinContext, shapes: tuple[str, ...]) -> frozenset[int]:
    held = [0] * KINDS
    for t in concealed:
        held[t] += 1
    base = tuple(held)
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    sets = 4 - len(melds)
    # The standard shape completes exactly when the tiles split into the sets still needed and a
    # pair (its generator yields then: the winning tile is in some part); the per-suit tables
    # answer that without building arrangements, for a tile near the concealed ones (another
    # stands alone). The other shapes are asked one by one, those whose gate the hand passes.
    near = _near_tiles(base) if "standard" in shapes and sets >= 0 else frozenset()
    others = tuple(s for s in shapes if s != "standard")
    kinds, copies = KINDS - base.count(0), max(base)
    trial_ctx = None
    out = set()
    for t in range(KINDS):
        if held[t] >= 4:
            continue
        counts = list(base)
        counts[t] += 1
        trial_counts = tuple(counts)
        if t in near and decompose(trial_counts, sets):
            out.add(t)
            continue
        gate = gate_bit(kinds + (base[t] == 0), max(copies, base[t] + 1), len(melds))
        asked = [s for s in others if GATES[s] & gate]
        if asked:
            if trial_ctx is None:
                trial_ctx = context_with(ctx, {"win_by": "self_draw", "robbing_kong": False, "discarder": None})
            trial = Hand(concealed, melds, t)
            if any(next(SHAPES[s](trial, trial_ctx, trial_counts), None) is not None for s in asked):
                out.add(t)
    return frozenset(out)


def _near_tiles(counts: tuple[int, ...]) -> frozenset[int]:
    """The kinds a drawn tile must be to share a set or the pair with a held one: a held kind or,
    beside a held number tile, a rank at most two away in its suit. A tile near none is alone in
    the hand (one copy, no neighbour): no split into sets and a pair can use it."""
    near: set[int] = set()
    for t in range(KINDS):
        if counts[t]:
            if t >= 27:
                near.add(t)
            else:
                first = t - t % 9
                near.update(range(max(first, t - 2), min(first + 9, t + 3)))
    return frozenset(near)
