"""流局十番 (seed 000): the hand held at an exhaustive draw (13 tiles, no winning tile), one block;
only `kind: draw` patterns are evaluated on it. It has no shanten."""

from __future__ import annotations

from collections.abc import Iterator

from rules.hand import Hand, WinContext
from rules.shapes.base import HELD_AT_DRAW, Arrangement, Block, meld_blocks, shape


@shape("exhaustive_draw", needs=HELD_AT_DRAW)
def exhaustive_draw(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """流局十番: the hand held at an exhaustive draw (13 tiles, no winning tile), one block.

    Yields only with ctx.exhaustive_draw and no winning tile."""
    if not ctx.exhaustive_draw or hand.winning_tile is not None:
        return
    held = tuple(sorted(hand.concealed))
    yield Arrangement("exhaustive_draw", tuple(meld_blocks(hand)) + (Block("held", held),))
