"""The standard shape: four sets and a pair (declared melds count as sets), and its shanten.

Arrangements: every split of the concealed tiles with the winning tile into the sets still needed
and a pair (rules.shapes.base.decompose), with every placement of the winning tile; a pung
completed by a discard counts as exposed (docs/RULES.md §4).

Shanten: rules.shanten.shanten_standard (its per-suit tables), registered with the shape.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.hand import Hand, WinContext
from rules.shanten import shanten_standard
from rules.shapes.base import PART_BLOCKS, PARTS, WINNING_BLOCKS, Arrangement, Block, decompose, meld_blocks, shape
from rules.tiles import BONUS_FIRST


def _reading_order(part: tuple[str, int]) -> tuple[bool, int, str]:
    return (part[0] == "pair", part[1], part[0])


# Each part's place in reading order (sets by their first tile, the pair last), as one int.
READING_ORDER = {part: i for i, part in enumerate(sorted(PART_BLOCKS, key=_reading_order))}
# Per part, by its code (rules.shapes.base.PARTS): (its place in reading order, its block, its block
# holding the winning tile when won by self-draw, and when won on a discard: a pung completed by a
# discard counts as exposed, docs/RULES.md §4); None for a code that is no part.
Reading = tuple[int, Block, Block, Block]
PART_READINGS: tuple[Reading, ...] = tuple(
    None  # type: ignore[misc]  # decompose's ways hold parts only
    if part is None
    else (
        READING_ORDER[part],
        PART_BLOCKS[part],
        WINNING_BLOCKS[part, True],
        WINNING_BLOCKS[part, part[0] != "pung"],
    )
    for part in PARTS
)


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
    on_discard = ctx.win_by != "self_draw"
    readings = PART_READINGS.__getitem__
    for found in splits:
        parts = sorted(map(readings, found))  # in reading order; the same part twice side by side
        plain = [p[1] for p in parts]
        last = None
        for idx, p in enumerate(parts):
            block = p[1]
            if block is last or w not in block[1]:  # block.tiles (by index: see Block)
                continue  # the winning tile in the same part again is the same arrangement
            last = block
            blocks = plain.copy()
            blocks[idx] = p[3] if on_discard else p[2]
            yield _new_tuple(Arrangement, ("standard", melds + tuple(blocks)))
