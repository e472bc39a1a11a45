"""二不槓 / 三不槓 (seed 000): a concealed hand won with two or three groups of four identical tiles
held without declaring a kong, each used as one unit ('quad' blocks). It has no shanten of its own."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from rules.hand import Hand, WinContext
from rules.shapes.base import Arrangement, Block, decompose, meld_blocks, parts_of, shape, tiles_of
from rules.tiles import KINDS, is_bonus


@shape("quads", kinds=range(2, 9), copies=range(4, 5))  # two fours and at most six other tiles
def quads(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """二不槓 / 三不槓 (seed 000): a concealed hand won with two or three groups of four identical
    tiles held without declaring a kong, each used as one unit ('quad' blocks). Two quads take the
    place of a pair and two sets (4+4+3+3, no pair: 以兩組沒開槓之牌食糊（無眼）); three quads
    come with a pair (4+4+4+2). Concealed kongs (暗槓) are sets; a claimed meld rules the shape out."""
    w = hand.winning_tile
    for m in hand.melds:  # a claimed meld first: most hands this few kinds have one (and a loop, no closure)
        if m.kind != "kong" or not m.concealed:
            return
    if w is None or is_bonus(w) or counts.count(4) < 2:
        return
    four = [t for t in range(KINDS) if counts[t] == 4]
    if len(four) < 2:
        return
    melds = meld_blocks(hand)
    for q in (2, 3):
        for group in combinations(four, q):
            rest = list(counts)
            for t in group:
                rest[t] = 0
            left = sum(rest)
            if left < 0 or left % 3 == 1:
                continue
            need_pair = left % 3 == 2
            for parts in decompose(tuple(rest), left // 3, need_pair):
                units = [("quad", t) for t in group] + parts_of(parts)
                seen: set[tuple[str, int]] = set()
                for idx, (kind, first) in enumerate(units):
                    tiles = (first,) * 4 if kind == "quad" else tiles_of(kind, first)
                    if w not in tiles or (kind, first) in seen:
                        continue
                    seen.add((kind, first))
                    blocks = []
                    for j, (k2, f2) in enumerate(units):
                        winning = j == idx
                        t2 = (f2,) * 4 if k2 == "quad" else tiles_of(k2, f2)
                        # As in the standard shape: a pung completed by a discard is exposed.
                        concealed = not (winning and k2 == "pung" and not ctx.self_drawn)
                        blocks.append(Block(k2, t2, concealed=concealed, winning=winning))
                    yield Arrangement("quads", tuple(melds + blocks))
