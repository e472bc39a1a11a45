"""The knitted shapes of canton-new (seed 000): 全不靠 (knitted honours, with 十三魔王 and 十三魔殿
among its patterns) and 組合龍 (knitted straight), each with its shanten.

A knitted layout is the nine number tiles 一四七, 二五八, 三六九, each residue class in a different
suit (不能錯位): six layouts, one per assignment of classes to suits (rules.tiles.KNITTED_LAYOUTS).
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter

from rules.hand import Hand, WinContext
from rules.shanten import shanten_knitted_honours, shanten_knitted_straight
from rules.shapes.base import (
    Arrangement,
    Block,
    decompose,
    meld_blocks,
    parts_of,
    regular_win,
    shape,
    singles_and_pair,
    tiles_of,
)
from rules.tiles import KNITTED_LAYOUTS

HONOURS = tuple(range(27, 34))
# The layouts as sorted tuples, for the shanten functions.
LAYOUTS = tuple(tuple(sorted(layout)) for layout in KNITTED_LAYOUTS)


_IN_LAYOUT = tuple(itemgetter(*layout) for layout in KNITTED_LAYOUTS)


def knitted_layout_of(numbers: frozenset[int] | set[int]) -> frozenset[int] | None:
    """The knitted layout containing every given number tile, or None (不能錯位)."""
    return next((lay for lay in KNITTED_LAYOUTS if numbers <= lay), None)


@shape("knitted_honours", shanten=shanten_knitted_honours, kinds=range(14, 15), copies=range(1, 2), melds=0)
def knitted_honours(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """全不靠 family: 14 different tiles, the number tiles within one knitted layout, no pair."""
    if hand.melds or not regular_win(hand) or sum(counts) != 14 or max(counts) != 1:
        return
    numbers = frozenset(t for t in range(27) if counts[t])
    if knitted_layout_of(numbers) is None:
        return
    yield Arrangement("knitted_honours", singles_and_pair(counts, hand.winning_tile))


@shape("knitted_straight", shanten=shanten_knitted_straight, kinds=range(9, 15), melds=1)
def knitted_straight(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """組合龍: a knitted straight (nine tiles) plus one set and a pair; the set may be declared."""
    sets = 1 - len(hand.melds)
    if sets < 0 or not regular_win(hand) or sum(counts) != 9 + 3 * sets + 2:
        return
    w = hand.winning_tile
    melds = meld_blocks(hand)
    for layout, tiles_in in zip(KNITTED_LAYOUTS, _IN_LAYOUT, strict=True):
        if 0 in tiles_in(counts):
            continue
        rest = list(counts)
        for t in layout:
            rest[t] -= 1
        knit = tuple(sorted(layout))
        for codes in decompose(tuple(rest), sets):
            parts = parts_of(codes)
            # The winning tile completes the knitted straight or one of the other blocks.
            places: list[int | None] = [None] if w in layout else []
            places += [i for i, (k, f) in enumerate(parts) if w in tiles_of(k, f)]
            seen: set = set()
            for place in places:
                key = None if place is None else parts[place]
                if key in seen:
                    continue
                seen.add(key)
                blocks = [Block("knitted", knit, winning=place is None)]
                for j, (k, f) in enumerate(parts):
                    winning = j == place
                    concealed = not (winning and k == "pung" and not ctx.self_drawn)
                    blocks.append(Block(k, tiles_of(k, f), concealed=concealed, winning=winning))
                yield Arrangement("knitted_straight", tuple(melds + blocks))
