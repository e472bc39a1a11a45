"""七對子 (seven pairs): seven distinct pairs; four of a kind is not two pairs (seed 001)."""

from __future__ import annotations

from collections.abc import Iterator

from rules.hand import Hand, WinContext
from rules.shanten import shanten_seven_pairs
from rules.shapes.base import Arrangement, Block, shape
from rules.tiles import KINDS, is_bonus


@shape("seven_pairs", shanten=shanten_seven_pairs, kinds=range(7, 8), copies=range(2, 3), melds=0)
def seven_pairs(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """Seven distinct pairs; four of a kind is not two pairs (seed 001)."""
    if hand.melds or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    if counts.count(2) != 7 or counts.count(0) != 27:  # fourteen tiles, each kind twice or not at all
        return
    w = hand.winning_tile
    blocks = []
    for t in range(KINDS):  # (blocks made once: see _PAIRS)
        if counts[t]:
            blocks.append(_WON_PAIRS[t] if t == w else _PAIRS[t])
    yield Arrangement("seven_pairs", tuple(blocks))


# Each kind's pair, and the pair holding the winning tile: made once and shared (blocks are immutable).
_PAIRS = tuple(Block("pair", (t, t)) for t in range(KINDS))
_WON_PAIRS = tuple(Block("pair", (t, t), winning=True) for t in range(KINDS))
