"""十三不搭 (thirteen unrelated, seed 000): thirteen mutually 不靠 tiles (different honours; number
tiles of one suit at least three apart) and a second copy of one of them as the pair, won in the
first go-around (第一圈); later it is not a winning hand at all. It has no shanten of its own."""

from __future__ import annotations

from collections.abc import Iterator

from rules.hand import Hand, WinContext
from rules.shapes.base import Arrangement, regular_win, shape, singles_and_pair
from rules.tiles import KINDS


def mutually_unrelated(kinds: list[int] | tuple[int, ...]) -> bool:
    """不靠: different tiles, and number tiles of one suit at least three ranks apart."""
    if len(set(kinds)) != len(kinds):
        return False
    by_suit: dict[int, list[int]] = {}
    for t in kinds:
        if t < 27:
            by_suit.setdefault(t // 9, []).append(t % 9)
    for ranks in by_suit.values():
        ranks.sort()
        if any(b - a < 3 for a, b in zip(ranks, ranks[1:], strict=False)):
            return False
    return True


def first_go_around(ctx: WinContext) -> bool:
    """第一圈: the context says 天糊 / 地糊 / 人糊, or the flag first_go_around."""
    return ctx.first_go_around or ctx.heavenly or ctx.earthly or ctx.human


@shape("thirteen_unrelated", kinds=range(13, 14), copies=range(2, 3), melds=0)
def thirteen_unrelated(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """十三不搭: 13 mutually 不靠 tiles and a second copy of one of them (the pair), won in the
    first go-around (第一圈): later it is not a winning hand at all."""
    if hand.melds or not regular_win(hand) or sum(counts) != 14 or not first_go_around(ctx):
        return
    kinds = [t for t in range(KINDS) if counts[t]]
    if len(kinds) != 13 or max(counts) != 2 or not mutually_unrelated(kinds):
        return
    yield Arrangement("thirteen_unrelated", singles_and_pair(counts, hand.winning_tile))
