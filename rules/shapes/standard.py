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
from rules.shapes.base import PART_BLOCKS, WINNING_BLOCKS, Arrangement, decompose, meld_blocks, shape
from rules.tiles import BONUS_FIRST


def _reading_order(part: tuple[str, int]) -> tuple[bool, int, str]:
    return (part[0] == "pair", part[1], part[0])


# Each part's place in reading order (sets by their first tile, the pair last), as one int.
READING_ORDER = {part: i for i, part in enumerate(sorted(PART_BLOCKS, key=_reading_order))}


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
    # A pung completed by a discard counts as exposed (docs/RULES.md §4).
    exposed_pung = ctx.win_by != "self_draw"
    order = READING_ORDER.__getitem__
    for found in splits:
        parts = sorted(found, key=order)
        plain = [PART_BLOCKS[part] for part in parts]
        seen: set[tuple[str, int]] = set()
        for idx, part in enumerate(parts):
            if w not in plain[idx].tiles or part in seen:
                continue
            seen.add(part)
            blocks = plain.copy()
            blocks[idx] = WINNING_BLOCKS[part, not (exposed_pung and part[0] == "pung")]
            yield Arrangement("standard", melds + tuple(blocks))
