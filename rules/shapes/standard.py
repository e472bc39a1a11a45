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
from rules.shapes.base import Arrangement, Block, decompose, meld_blocks, shape, tiles_of
from rules.tiles import is_bonus


def _reading_order(part: tuple[str, int]) -> tuple[bool, int, str]:
    return (part[0] == "pair", part[1], part[0])


@shape("standard", shanten=shanten_standard)
def standard(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    sets = 4 - len(hand.melds)
    if sets < 0 or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    splits = decompose(counts, sets)
    if not splits:
        return
    melds = tuple(meld_blocks(hand))
    w = hand.winning_tile
    # A pung completed by a discard counts as exposed (docs/RULES.md §4).
    exposed_pung = not ctx.self_drawn
    for found in splits:
        parts = sorted(found, key=_reading_order)  # sets by their first tile, the pair last
        plain = [Block(kind, tiles_of(kind, first)) for kind, first in parts]
        seen: set[tuple[str, int]] = set()
        for idx, part in enumerate(parts):
            block = plain[idx]
            if w not in block.tiles or part in seen:
                continue
            seen.add(part)
            blocks = list(plain)
            blocks[idx] = Block(part[0], block.tiles, not (exposed_pung and part[0] == "pung"), False, False, True)
            yield Arrangement("standard", melds + tuple(blocks))
