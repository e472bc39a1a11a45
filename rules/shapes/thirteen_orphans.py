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
    if sum(counts) != 14 or 0 in _orphans(counts):
        return
    if sum(counts[t] for t in TERMINALS_AND_HONOURS) != 14:
        return
    pair = next(t for t in TERMINALS_AND_HONOURS if counts[t] == 2)
    w = hand.winning_tile
    blocks = [
        Block("pair" if t == pair else "single", (t,) * (2 if t == pair else 1), winning=(t == w))
        for t in TERMINALS_AND_HONOURS
    ]
    yield Arrangement("thirteen_orphans", tuple(blocks))
