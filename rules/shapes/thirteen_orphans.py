"""十三么 (thirteen orphans): one of each terminal and honour, and a second copy of one of them."""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter

from rules.hand import Hand, WinContext
from rules.shanten import shanten_thirteen_orphans
from rules.shapes.base import Arrangement, Block, shape
from rules.tiles import TERMINALS_AND_HONOURS, is_bonus

# 1m 9m 1p 9p 1s 9s and the seven honours
ORPHAN_INDICES = TERMINALS_AND_HONOURS
_orphans = itemgetter(*ORPHAN_INDICES)


@shape("thirteen_orphans", shanten=shanten_thirteen_orphans, kinds=range(13, 14), copies=range(2, 3), melds=0)
def thirteen_orphans(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    if hand.melds or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    held = _orphans(counts)
    if sum(counts) != 14 or 0 in held or sum(held) != 14:
        return
    w = hand.winning_tile
    blocks = []
    for t in TERMINALS_AND_HONOURS:  # (blocks made once: see _BLOCKS)
        blocks.append(_BLOCKS[counts[t] == 2, t == w][t])
    yield Arrangement("thirteen_orphans", tuple(blocks))


# Per (the pair, the winning tile): each kind's block of the shape, made once and shared (blocks are
# immutable), by tile.
_BLOCKS = {
    (pair, won): {
        t: Block("pair" if pair else "single", (t,) * (2 if pair else 1), winning=won) for t in TERMINALS_AND_HONOURS
    }
    for pair in (False, True)
    for won in (False, True)
}
