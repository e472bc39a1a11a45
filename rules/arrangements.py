"""Arrangements: every way a winning hand splits into sets, with every placement of the winning tile.

The shapes (four sets and a pair, and the special shapes) live in rules/shapes/, one module each
beside its shanten function; a ruleset lists the shapes it plays (docs/RULES.md §4: every
arrangement is scored, the best kept). This module gathers the arrangements of a hand under a
list of shapes, and finds the tiles a hand one short waits for.
"""

from __future__ import annotations

from rules.hand import Hand, WinContext
from rules.memo import bounded_cache
from rules.shapes import GATES, SHAPES, Arrangement, Block, ShapeFn, decompose, gate_of, hand_counts, meld_blocks, shape
from rules.tiles import KINDS

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


def arrangements(hand: Hand, ctx: WinContext, shapes: tuple[str, ...]) -> list[Arrangement]:
    """Every arrangement of the hand under the given shapes, in a stable order."""
    counts = hand_counts(hand)
    gate = gate_of(counts, len(hand.melds))
    out: list[Arrangement] = []
    for name in shapes:
        if GATES[name] & gate:
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
    base = tuple(held)
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    trial_ctx = replace(ctx, win_by="self_draw", robbing_kong=False, discarder=None)
    sets = 4 - len(melds)
    # The standard shape completes exactly when the tiles split into the sets still needed and a
    # pair (its generator yields then: the winning tile is in some part); the per-suit tables
    # answer that without building arrangements. The other shapes are asked one by one.
    others = tuple(s for s in shapes if s != "standard")
    out = set()
    for t in range(KINDS):
        if held[t] >= 4:
            continue
        counts = list(base)
        counts[t] += 1
        trial_counts = tuple(counts)
        if "standard" in shapes and sets >= 0 and decompose(trial_counts, sets):
            out.add(t)
            continue
        gate = gate_of(trial_counts, len(melds))
        asked = [s for s in others if GATES[s] & gate]
        if asked:
            trial = Hand(concealed, melds, t)
            if any(next(SHAPES[s](trial, trial_ctx, trial_counts), None) is not None for s in asked):
                out.add(t)
    return frozenset(out)
