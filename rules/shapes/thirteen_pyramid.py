"""十三金字塔 (thirteen pyramid, seed 000): 一、九 of every suit with 二五八筒, 三六索, 四七萬
(thirteen tiles) and a second copy of one of them as the pair, concealed."""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter

from rules.hand import Hand, WinContext
from rules.shanten import shanten_thirteen_pyramid
from rules.shapes.base import Arrangement, regular_win, shape, singles_and_pair
from rules.tiles import KINDS

MAN, PIN, SOU = 0, 9, 18
# 十三魔殿 / 十三金字塔: 二五八筒, 三六索, 四七萬 (the seed's own suits).
SEVEN_STAR_NUMBERS = frozenset({PIN + 1, PIN + 4, PIN + 7, SOU + 2, SOU + 5, MAN + 3, MAN + 6})
TERMINAL_NUMBERS = frozenset({MAN, MAN + 8, PIN, PIN + 8, SOU, SOU + 8})
PYRAMID_TILES = SEVEN_STAR_NUMBERS | TERMINAL_NUMBERS
PYRAMID_INDICES = tuple(sorted(PYRAMID_TILES))
_pyramid = itemgetter(*PYRAMID_INDICES)


@shape("thirteen_pyramid", shanten=shanten_thirteen_pyramid, kinds=range(13, 14), copies=range(2, 3), melds=0)
def thirteen_pyramid(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """十三金字塔: 一九 of each suit, 二五八筒, 三六索, 四七萬, and one of them twice; concealed."""
    if hand.melds or not regular_win(hand) or sum(counts) != 14:
        return
    if 0 in _pyramid(counts) or any(counts[t] for t in range(KINDS) if t not in PYRAMID_TILES):
        return
    yield Arrangement("thirteen_pyramid", singles_and_pair(counts, hand.winning_tile))
