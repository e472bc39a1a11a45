"""Predicates of the canton-new (廣東麻雀 新章, seed 000) patterns of 四番 to 八番, the 不靠 family
(全不靠, 十三魔王 七星不靠, 十三魔殿, 十三不搭) with 十三金字塔, and the table-context patterns
流局十番 and 七搶一.

Patterns that are the same thing as a 清章 pattern reuse its predicate from `common.py` by id
(小三元 little_three_dragons, 對對糊 all_pungs, 混一色 half_flush, 七對子 seven_pairs, 花糊
flower_hand); only the ruleset data (rulesets/canton-new/20-fan4-8.yaml) differ.

The shapes of those special hands (全不靠 `knitted_honours`, 組合龍 `knitted_straight`, 十三不搭
`thirteen_unrelated`, 十三金字塔 `thirteen_pyramid`, 流局十番 `exhaustive_draw`) live in
rules/shapes/.

Number tiles: suit 0 萬, 1 筒, 2 索; rank 1..9 (一..九) is `rules.tiles.rank(t)`.
"""

from __future__ import annotations

from rules.patterns import pattern
from rules.shapes.knitted import knitted_layout_of
from rules.shapes.thirteen_pyramid import PIN, SEVEN_STAR_NUMBERS, SOU
from rules.shapes.thirteen_unrelated import first_go_around, mutually_unrelated
from rules.tiles import DRAGONS, KNITTED_LAYOUTS, is_bonus, rank
from rules.view import (
    BONUS_WINNING_TILE,
    CHOWS,
    CONCEALED_HAND,
    CONCEALED_PUNGS,
    DISCARDS_TERMINAL,
    EXHAUSTIVE_DRAW,
    FIRST_GO_AROUND,
    HONOURS,
    KNITTED,
    KNITTED_HONOURS,
    NO_CLAIMED,
    NO_HONOURS,
    NUMBERS,
    PAIR,
    PUNGS,
    ROBBING_FLOWER,
    SEVEN_PAIRS,
    STANDARD,
    TERMINAL_MASK,
    THIRTEEN_PYRAMID,
    THIRTEEN_UNRELATED,
    THREE_SUITS,
    WIND_PUNGS,
    HandView,
    tiles_within,
)
from rules.view import (
    DRAGONS as HAS_DRAGONS,
)

__all__ = ["first_go_around", "knitted_layout_of", "mutually_unrelated"]

_CACHE = "canton_mid:"
HONOUR_TILES = tuple(range(27, 34))
SOU_1 = SOU  # 一索
# 推不倒: 一二三四五八九筒, 二四五六八九索, 白板.
REVERSIBLE_TILES = frozenset({PIN + r for r in (0, 1, 2, 3, 4, 7, 8)} | {SOU + r for r in (1, 3, 4, 5, 7, 8)} | {31})


def _cached(v: HandView, name: str, compute):  # type: ignore[no-untyped-def]
    return v.memo(_CACHE + name, compute)


# --- 四番 ---------------------------------------------------------------------------------------


@pattern("all_claimed_pungs", needs=STANDARD | PUNGS[4])
def all_claimed_pungs(v: HandView) -> bool:
    """清四碰: four pungs/kongs all claimed (碰 or 明槓, or the last pung completed by the winning
    discard: 雙碰聽必須食出銃); a single wait on the pair may be self-drawn or won on a discard."""
    return v.is_standard and len(v.pungs) == 4 and not v.concealed_pung_count  # (concealed pungs and kongs)


# --- 五番 ---------------------------------------------------------------------------------------


@pattern("three_concealed_pungs", needs=CONCEALED_PUNGS[3])
def three_concealed_pungs(v: HandView) -> bool:
    """三暗刻: exactly three concealed pungs or kongs (a pung completed by a discard is exposed;
    four are 四暗刻, two 雙暗刻)."""
    return v.concealed_pung_count == 3


# The number tiles a set or pair holding a one or a nine can hold: those of 123 and 789.
OUTSIDE_NUMBERS = frozenset(t for t in range(27) if t % 9 in (0, 1, 2, 6, 7, 8))


@pattern("pure_outside_hand", needs=STANDARD | PAIR | NO_HONOURS | tiles_within(OUTSIDE_NUMBERS))
def pure_outside_hand(v: HandView) -> bool:
    """清帶幺九: every set and the pair hold a one or a nine; no honours."""
    if not v.is_standard or v.pair is None or v.has_honours:
        return False
    return v.sets_and_pair_hold(TERMINAL_MASK)


@pattern("knitted_straight", needs=KNITTED)
def knitted_straight_pattern(v: HandView) -> bool:
    """組合龍: 一四七, 二五八, 三六九 in three different suits (all nine tiles), as the 組合龍
    shape or inside a 全不靠."""
    if v.shape == "knitted_straight":
        return True
    return v.shape == "knitted_honours" and any(lay <= v.kinds for lay in KNITTED_LAYOUTS)


@pattern("mixed_shifted_chows", needs=THREE_SUITS | CHOWS[3])
def mixed_shifted_chows(v: HandView) -> bool:
    """三色三步高: a chow in each suit, starting one (or two) ranks apart: 123m 234p 345s."""
    if len(v.suits) < 3:
        return False
    if len(v.chows) < 3:
        return False
    a, b, c = v.chow_ranks
    for step in (1, 2):  # lo, lo + step, lo + 2 step, the suits in every order
        b1, c1, a1, b2, c2, a2 = b >> step, c >> step, a >> step, b >> 2 * step, c >> 2 * step, a >> 2 * step
        if a & (b1 & c2 | c1 & b2) or b & (a1 & c2 | c1 & a2) or c & (a1 & b2 | b1 & a2):
            return True
    return False


@pattern("triple_pung", needs=THREE_SUITS | PUNGS[3])
def triple_pung(v: HandView) -> bool:
    """三色同刻: pungs/kongs of the same number in all three suits."""
    if len(v.pungs) < 3:
        return False
    a, b, c = v.pung_ranks
    return bool(a & b & c)


@pattern("mixed_shifted_pungs", needs=THREE_SUITS | PUNGS[3])
def mixed_shifted_pungs(v: HandView) -> bool:
    """三色連刻: pungs/kongs in the three suits with consecutive numbers (111m 222p 333s)."""
    if len(v.suits) < 3:
        return False
    if len(v.pungs) < 3:
        return False
    a, b, c = v.pung_ranks  # lo, lo + 1, lo + 2, the suits in every order
    a1, b1, c1, a2, b2, c2 = a >> 1, b >> 1, c >> 1, a >> 2, b >> 2, c >> 2
    return bool(a & (b1 & c2 | c1 & b2) or b & (a1 & c2 | c1 & a2) or c & (a1 & b2 | b1 & a2))


@pattern("reversible_tiles", needs=tiles_within(REVERSIBLE_TILES))
def reversible_tiles(v: HandView) -> bool:
    """推不倒: only 一二三四五八九筒, 二四五六八九索 and 白板 (any shape)."""
    return bool(v.kinds) and v.kinds <= REVERSIBLE_TILES


@pattern("peacock_flight", needs=PUNGS[3] | HONOURS)
def peacock_flight(v: HandView) -> bool:
    """孔雀的飛: a pung of 一索 with (1) two wind pungs, or (2) two dragon pungs and no wind pung."""
    if not v.pung_mask >> SOU_1 & 1:
        return False
    return v.wind_pungs >= 2 or (v.dragon_pungs >= 2 and v.wind_pungs == 0)


# --- 七番 ---------------------------------------------------------------------------------------


@pattern("three_wind_pungs", needs=WIND_PUNGS[3])
def three_wind_pungs(v: HandView) -> bool:
    """三喜臨門 / 三風刻: exactly three wind pungs or kongs (four are 大四喜)."""
    return v.wind_pungs == 3


@pattern("above_five", needs=NUMBERS | tiles_within(t for t in range(27) if rank(t) >= 6))
def above_five(v: HandView) -> bool:
    """大於五: number tiles six to nine only."""
    return bool(v.kinds) and all(t < 27 and rank(t) >= 6 for t in v.kinds)


@pattern("below_five", needs=NUMBERS | tiles_within(t for t in range(27) if rank(t) <= 4))
def below_five(v: HandView) -> bool:
    """小於五: number tiles one to four only."""
    return bool(v.kinds) and all(t < 27 and rank(t) <= 4 for t in v.kinds)


@pattern("three_dragons_seven_pairs", needs=SEVEN_PAIRS | HAS_DRAGONS)
def three_dragons_seven_pairs(v: HandView) -> bool:
    """三元七對: seven pairs including pairs of 中, 發 and 白."""
    return v.shape == "seven_pairs" and all(v.counts[t] == 2 for t in DRAGONS)


# --- 八番 ---------------------------------------------------------------------------------------


@pattern("knitted_honours", needs=KNITTED_HONOURS)
def knitted_honours_pattern(v: HandView) -> bool:
    """全不靠: the 全不靠 shape (knitted number tiles and different honours, 14 tiles, no pair)."""
    return v.shape == "knitted_honours"


def _chow_pairs(v: HandView) -> tuple[tuple[str, ...], ...]:
    """Each way to split four chows into two couples: the kind of each couple ('same' 般高,
    'shifted' 般低 one rank up in the same suit, or '')."""

    def kind(a: int, b: int) -> str:
        if a == b:
            return "same"
        if a // 9 == b // 9 and abs(a - b) == 1:
            return "shifted"
        return ""

    def compute(v: HandView) -> tuple[tuple[str, ...], ...]:
        if not v.is_standard or len(v.chows) != 4:
            return ()
        f = [b.first for b in v.chows]
        splits = (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2)))
        return tuple(tuple(sorted((kind(f[a], f[b]), kind(f[c], f[d])))) for (a, b), (c, d) in splits)

    return _cached(v, "chow_pairs", compute)


@pattern("pure_double_and_shifted", needs=CONCEALED_HAND | STANDARD | CHOWS[4])
def pure_double_and_shifted(v: HandView) -> bool:
    """單龍抱: four chows as a 般高 (two identical chows) and a 般低 (two chows of one suit one
    rank apart); concealed."""
    return v.concealed_hand and ("same", "shifted") in _chow_pairs(v)


@pattern("two_shifted_chows", needs=CONCEALED_HAND | STANDARD | CHOWS[4])
def two_shifted_chows(v: HandView) -> bool:
    """亂蛇: four chows as two 般低 (each two chows of one suit one rank apart); concealed."""
    return v.concealed_hand and ("shifted", "shifted") in _chow_pairs(v)


# --- the 不靠 family and 十三金字塔 (20-40 番) -----------------------------------------------------


@pattern("seven_star_knitted", needs=KNITTED_HONOURS | HONOURS)
def seven_star_knitted(v: HandView) -> bool:
    """十三魔王 (七星不靠): 全不靠 with all seven honours."""
    return v.shape == "knitted_honours" and all(v.counts[t] for t in HONOUR_TILES)


@pattern("seven_star_palace", needs=KNITTED_HONOURS | HONOURS | tiles_within(SEVEN_STAR_NUMBERS | set(HONOUR_TILES)))
def seven_star_palace(v: HandView) -> bool:
    """十三魔殿 (七星王國): 二五八筒, 三六索, 四七萬 and the seven honours, one of each."""
    return v.shape == "knitted_honours" and v.kinds == SEVEN_STAR_NUMBERS | frozenset(HONOUR_TILES)


def _thirteen_unrelated_shape(v: HandView) -> bool:
    return v.shape == "thirteen_unrelated" and first_go_around(v.ctx)


@pattern("thirteen_unrelated", needs=THIRTEEN_UNRELATED | FIRST_GO_AROUND)
def thirteen_unrelated_pattern(v: HandView) -> bool:
    """十三不搭: in the first go-around, 13 mutually 不靠 tiles and a pair of one of them."""
    return _thirteen_unrelated_shape(v)


@pattern("thirteen_unrelated_knitted", needs=THIRTEEN_UNRELATED | FIRST_GO_AROUND)
def thirteen_unrelated_knitted(v: HandView) -> bool:
    """十三不搭 whose 13 tiles are a 全不靠 (number tiles within one knitted layout)."""
    if not _thirteen_unrelated_shape(v):
        return False
    return knitted_layout_of(frozenset(t for t in v.kinds if t < 27)) is not None


@pattern("thirteen_pyramid", needs=THIRTEEN_PYRAMID)
def thirteen_pyramid_pattern(v: HandView) -> bool:
    """十三金字塔: the pyramid shape (一九 of each suit, 二五八筒, 三六索, 四七萬, one pair)."""
    return v.shape == "thirteen_pyramid"


# --- table context (十番) -------------------------------------------------------------------------


@pattern("exhaustive_draw_terminals", needs=EXHAUSTIVE_DRAW | DISCARDS_TERMINAL | NO_CLAIMED)
def exhaustive_draw_terminals(v: HandView) -> bool:
    """流局十番 (幺九振切): at an exhaustive draw, concealed, and every discard a one, a nine or an
    honour, none of them claimed (context flags `exhaustive_draw` and `discards_all_terminal_or_honour_unclaimed`)."""
    c = v.ctx
    return c.exhaustive_draw and c.discards_all_terminal_or_honour_unclaimed and v.claimed_melds == 0


@pattern("seven_rob_one", needs=ROBBING_FLOWER | BONUS_WINNING_TILE)
def seven_rob_one(v: HandView) -> bool:
    """七搶一: holding seven bonus tiles, robbing the eighth from another player (context flag
    `robbing_flower`; the winning tile is that bonus tile)."""
    w = v.hand.winning_tile
    return v.ctx.robbing_flower and w is not None and is_bonus(w) and len(v.hand.flowers) == 7
