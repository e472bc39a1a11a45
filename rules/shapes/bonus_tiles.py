"""花胡 / 大花糊: seven or eight bonus tiles win whatever the other tiles are (no shanten)."""

from __future__ import annotations

from collections.abc import Iterator

from rules.hand import Hand, WinContext
from rules.shapes.base import SEVEN_BONUS_TILES, Arrangement, Block, shape
from rules.tiles import is_bonus


@shape("bonus_tiles", needs=SEVEN_BONUS_TILES)
def bonus_tiles(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """花胡 / 大花糊: seven or eight bonus tiles win whatever the other tiles are. They win at once
    on the bonus tile drawn (seeds 003, 000: 當三番自摸 / 計八番自摸), never on a discarded regular
    tile: with seven flowers a discard only wins as a regular hand."""
    w = hand.winning_tile
    if w is None:  # a hand held at an exhaustive draw has won nothing
        return
    bonus_win = is_bonus(w)
    if ctx.win_by == "discard" and not bonus_win:
        return
    flowers = len(hand.flowers) + (1 if bonus_win else 0)
    if flowers >= 7:
        tiles = sorted(hand.flowers + ((w,) if bonus_win else ()))
        yield Arrangement("bonus_tiles", (Block("bonus", tuple(tiles), winning=True),))
