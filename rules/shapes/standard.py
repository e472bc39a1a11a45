"""The standard shape: four sets and a pair (declared melds count as sets), and its shanten.

Arrangements: every split of the concealed tiles with the winning tile into the sets still needed
and a pair (rules.shapes.base.decompose), with every placement of the winning tile; a pung
completed by a discard counts as exposed (docs/RULES.md §4).

Shanten: rules.shanten.shanten_standard (its per-suit tables), registered with the shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import cast

from rules.hand import Hand, WinContext
from rules.shanten import shanten_standard
from rules.shapes.base import PART_BLOCKS, PARTS, WINNING_BLOCKS, Arrangement, Block, decompose, meld_blocks, shape
from rules.tiles import BONUS_FIRST


# Per part, by its code (rules.shapes.base.PARTS): its block, and its block holding the winning tile
# when won by self-draw and when won on a discard (a pung completed by a discard counts as exposed,
# docs/RULES.md §4); None for a code that is no part.
def _by_code(block_of: Callable[[tuple[str, int]], Block]) -> tuple[Block, ...]:
    return cast("tuple[Block, ...]", tuple(None if part is None else block_of(part) for part in PARTS))


PLAIN_BLOCKS = _by_code(PART_BLOCKS.__getitem__)
WON_BY_SELF_DRAW = _by_code(lambda part: WINNING_BLOCKS[part, True])
WON_ON_DISCARD = _by_code(lambda part: WINNING_BLOCKS[part, part[0] != "pung"])
# PLAIN_BLOCKS' look-up as `map` calls it (a list's __getitem__ is a plain C method; a tuple's, a
# method-wrapper, makes a tuple of arguments per call)
_PLAIN_BLOCK = list(PLAIN_BLOCKS).__getitem__


_new_tuple = tuple.__new__  # a named tuple made from its fields without its Python-level __new__


@shape("standard", shanten=shanten_standard)
def standard(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    sets = 4 - len(hand.melds)
    w = hand.winning_tile
    if sets < 0 or w is None or w >= BONUS_FIRST:
        return
    splits = decompose(counts, sets)
    if not splits:
        return
    melds = tuple(meld_blocks(hand)) if hand.melds else ()
    winning = WON_ON_DISCARD if ctx.win_by != "self_draw" else WON_BY_SELF_DRAW
    plain_block = _PLAIN_BLOCK
    for found in splits:  # parts in reading order; the same part twice side by side
        plain = [*map(plain_block, found)]
        last = -1
        for idx, code in enumerate(found):
            if code == last or w not in plain[idx][1]:  # block.tiles (by index: see Block)
                continue  # the winning tile in the same part again is the same arrangement
            last = code
            blocks = plain.copy()
            blocks[idx] = winning[code]
            yield _new_tuple(Arrangement, ("standard", melds + tuple(blocks)))
