"""Predicates of the 清章 patterns (seed 003, 001), shared by hk-classic and canton-new."""

from __future__ import annotations

from rules.patterns import condition, pattern
from rules.tiles import DRAGONS, WINDS, is_honour, is_terminal
from rules.view import (
    BONUS_SHAPE,
    CHOWS,
    CONCEALED_PUNGS,
    DRAGON_PUNGS,
    EARTHLY,
    FLOWERS,
    FOUR_FLOWERS,
    HEAVENLY,
    HEAVENLY_READY,
    HONOURS,
    HUMAN,
    KONG_REPLACEMENT,
    KONG_REPLACEMENT_2,
    KONGS,
    LAST_TILE,
    NINE_GATES_TILES,
    NO_CLAIMED,
    NO_FLOWERS,
    NO_HONOURS,
    NO_MELDS,
    NO_NUMBERS,
    NOT_BONUS_SHAPE,
    NUMBERS,
    ONE_SUIT,
    PAIR,
    PUNGS,
    ROBBING_KONG,
    SEAT_NUMBER,
    SELF_DRAWN,
    SEVEN_FLOWERS,
    SEVEN_PAIRS,
    STANDARD,
    TERMINALS_HONOURS_ONLY,
    THIRTEEN_ORPHANS,
    WIND_PUNGS,
    HandView,
)

# --- bonus tiles ----------------------------------------------------------------------------------


@pattern("no_flowers", needs=NO_FLOWERS, decided=True)
def no_flowers(v: HandView) -> bool:
    """無花: no bonus tile at all."""
    return not v.flowers


@pattern("seat_flower", needs=FLOWERS)
def seat_flower(v: HandView) -> int:
    """正花: each flower or season whose number is the winner's seat (1 E, 2 S, 3 W, 4 N)."""
    flower, season = _SEAT_FLOWERS[v.ctx.seat_wind]
    flowers = v.flowers
    return flowers.count(flower) + flowers.count(season)


# Per seat wind: its flower and its season (梅蘭菊竹 34-37, 春夏秋冬 38-41; 1 E, 2 S, 3 W, 4 N).
_SEAT_FLOWERS = {seat: (33 + n, 37 + n) for seat, n in SEAT_NUMBER.items()}


@pattern("flower_set", needs=FOUR_FLOWERS)
def flower_set(v: HandView) -> int:
    """一台花: each complete series (梅蘭菊竹 or 春夏秋冬)."""
    have = set(v.flowers)
    return int(have.issuperset(_FLOWERS)) + int(have.issuperset(_SEASONS))


_FLOWERS, _SEASONS = (34, 35, 36, 37), (38, 39, 40, 41)


@pattern("flower_hand", needs=BONUS_SHAPE | SEVEN_FLOWERS)
def flower_hand(v: HandView) -> bool:
    """花胡: seven or more bonus tiles win at once."""
    return v.shape == "bonus_tiles" and len(v.flowers) >= 7


@pattern("big_flowers", needs=BONUS_SHAPE | SEVEN_FLOWERS)
def big_flowers(v: HandView) -> bool:
    """大花糊 / 八仙過海: all eight bonus tiles win at once."""
    return v.shape == "bonus_tiles" and len(v.flowers) == 8


# --- how the hand was won -------------------------------------------------------------------------


@pattern("self_drawn", needs=SELF_DRAWN, decided=True)
def self_drawn(v: HandView) -> bool:
    """自摸."""
    return v.ctx.self_drawn


@pattern("fully_concealed", needs=NO_CLAIMED, decided=True)
def fully_concealed(v: HandView) -> bool:
    """門前清: no chow, pung or kong claimed. A concealed kong keeps it; the switch
    `concealed_kong_breaks_concealed` may take it away (listed as suppressed by house_rule)."""
    return v.claimed_melds == 0


@pattern("robbing_kong", needs=ROBBING_KONG)
def robbing_kong(v: HandView) -> bool:
    """搶槓."""
    return v.ctx.robbing_kong


@pattern("kong_self_draw", needs=SELF_DRAWN | KONG_REPLACEMENT)
def kong_self_draw(v: HandView) -> bool:
    """槓上開花: self-draw on a kong replacement tile."""
    return v.ctx.self_drawn and v.ctx.kong_replacement >= 1


@pattern("double_kong_self_draw", needs=SELF_DRAWN | KONG_REPLACEMENT_2)
def double_kong_self_draw(v: HandView) -> bool:
    """槓上槓自摸: self-draw on the replacement of a second consecutive kong."""
    return v.ctx.self_drawn and v.ctx.kong_replacement >= 2


@pattern("last_tile_self_draw", needs=SELF_DRAWN | LAST_TILE)
def last_tile_self_draw(v: HandView) -> bool:
    """海底撈月: self-draw of the last tile of the wall."""
    return v.ctx.self_drawn and v.ctx.last_tile


@pattern("kong_last_tile_self_draw", needs=SELF_DRAWN | LAST_TILE | KONG_REPLACEMENT)
def kong_last_tile_self_draw(v: HandView) -> bool:
    """鐘鼓齊鳴: 海底撈月 and 槓上開花 at once."""
    return v.ctx.self_drawn and v.ctx.last_tile and v.ctx.kong_replacement >= 1


@condition("concealed_kong")
def concealed_kong(v: HandView) -> bool:
    """The hand declares a concealed kong (暗槓)."""
    return any(m.concealed and m.is_kong for m in v.hand.melds)


# The first-turn flags are checked against the hand and the rest of the context before scoring
# (the ruleset's `context_flags`, rules/hand.py): a flag that reaches a predicate holds.


@pattern("heavenly_hand", needs=HEAVENLY)
def heavenly_hand(v: HandView) -> bool:
    """天胡: the dealer wins on the initial deal (context.heavenly). After a concealed kong the
    switch `heavenly_after_concealed_kong` may take it away (listed as suppressed by house_rule)."""
    return v.ctx.heavenly


@pattern("earthly_hand", needs=EARTHLY)
def earthly_hand(v: HandView) -> bool:
    """地胡 (清章, seed 003): a non-dealer wins on the dealer's first discard (context.earthly)."""
    return v.ctx.earthly


@pattern("human_hand", needs=HUMAN)
def human_hand(v: HandView) -> bool:
    """人胡 (seed 003): a non-dealer's win on a discard in the first go-around (context.human)."""
    return v.ctx.human


@pattern("declared_ready", needs=HEAVENLY_READY)
def declared_ready(v: HandView) -> bool:
    """冚手胡: ready from the start (declared, context.heavenly_ready), nothing claimed."""
    return v.ctx.heavenly_ready


# --- shape of the tiles ---------------------------------------------------------------------------


@pattern("all_chows", needs=STANDARD | CHOWS[4])
def all_chows(v: HandView) -> bool:
    """平胡 (清章): four chows; the pair may be honours."""
    return v.is_standard and len(v.chows) == 4


@pattern("all_pungs", needs=STANDARD | PUNGS[4], decided=True)
def all_pungs(v: HandView) -> bool:
    """對對胡: four pungs or kongs and a pair."""
    return v.is_standard and len(v.pungs) == 4


@pattern("half_flush", needs=ONE_SUIT | HONOURS, decided=True)
def half_flush(v: HandView) -> bool:
    """混一色: one number suit with honours."""
    return len(v.suits) == 1 and v.has_honours


@pattern("full_flush", needs=ONE_SUIT | NO_HONOURS, decided=True)
def full_flush(v: HandView) -> bool:
    """清一色: one number suit, no honours."""
    return len(v.suits) == 1 and not v.has_honours


@pattern("all_honours", needs=NO_NUMBERS)
def all_honours(v: HandView) -> bool:
    """字一色: honours only."""
    return not v.suits


@pattern("mixed_terminals", needs=TERMINALS_HONOURS_ONLY | HONOURS | NUMBERS)
def mixed_terminals(v: HandView) -> bool:
    """花么: only 1s, 9s and honours, with at least one of each."""
    return v.all_terminals_or_honours and v.has_honours and bool(v.suits)


@pattern("all_terminals", needs=NO_HONOURS | TERMINALS_HONOURS_ONLY)
def all_terminals(v: HandView) -> bool:
    """清么九: only 1s and 9s."""
    return all(is_terminal(t) for t in v.kinds)


@pattern("mixed_terminal_pungs", needs=STANDARD | PUNGS[4] | PAIR)
def mixed_terminal_pungs(v: HandView) -> bool:
    """混么九 (hk-classic switch): four pungs of 1s and 9s with an honour pair."""
    return (
        v.is_standard
        and len(v.pungs) == 4
        and all(is_terminal(b.first) for b in v.pungs)
        and v.pair is not None
        and is_honour(v.pair.first)
    )


@pattern("dragon_pung", needs=DRAGON_PUNGS[1])
def dragon_pung(v: HandView) -> int:
    """番牌 / 三元牌: each pung or kong of 白, 發, 中."""
    return v.dragon_pungs


@pattern("seat_wind", needs=WIND_PUNGS[1])
def seat_wind(v: HandView) -> bool:
    """門風: a pung or kong of the seat wind."""
    return bool(v.pung_mask >> v.ctx.seat_wind_tile & 1)


@pattern("round_wind", needs=WIND_PUNGS[1])
def round_wind(v: HandView) -> bool:
    """圈風: a pung or kong of the round wind."""
    return bool(v.pung_mask >> v.ctx.round_wind_tile & 1)


@pattern("little_three_dragons", needs=DRAGON_PUNGS[2] | PAIR)
def little_three_dragons(v: HandView) -> bool:
    """小三元: two dragon pungs and a dragon pair."""
    return v.dragon_pungs == 2 and v.pair is not None and v.pair.first in DRAGONS


@pattern("big_three_dragons", needs=DRAGON_PUNGS[3])
def big_three_dragons(v: HandView) -> bool:
    """大三元: three dragon pungs."""
    return v.dragon_pungs == 3


@pattern("little_four_winds", needs=WIND_PUNGS[3] | PAIR)
def little_four_winds(v: HandView) -> bool:
    """小四喜: three wind pungs and a wind pair."""
    return v.wind_pungs == 3 and v.pair is not None and v.pair.first in WINDS


@pattern("big_four_winds", needs=WIND_PUNGS[4])
def big_four_winds(v: HandView) -> bool:
    """大四喜: four wind pungs."""
    return v.wind_pungs == 4


@pattern("four_concealed_pungs_self_drawn", needs=STANDARD | CONCEALED_PUNGS[4] | NO_MELDS | SELF_DRAWN)
def four_concealed_pungs_self_drawn(v: HandView) -> bool:
    """坎坎胡 (清章): four concealed pungs, no kong, won by self-draw."""
    return (
        v.is_standard
        and len(v.pungs) == 4
        and not v.kongs
        and not v.hand.melds
        and all(b.concealed for b in v.pungs)
        and v.ctx.self_drawn
    )


@pattern("four_kongs", needs=KONGS[4])
def four_kongs(v: HandView) -> bool:
    """十八羅漢: four kongs."""
    return v.kong_count == 4


@pattern("nine_gates", needs=STANDARD | NO_MELDS | NINE_GATES_TILES)
def nine_gates(v: HandView) -> bool:
    """九子連環 / 九蓮寶燈 shape: concealed 1112345678999 of one suit plus one more of it. Seed 003:
    自摸集齊牌型就可以食，食出銃必定要叫九飛 — won on a discard, the 13 tiles before the win must be
    exactly 1112345678999 (the nine-sided wait)."""
    if v.hand.melds or len(v.suits) != 1 or v.has_honours or not v.is_standard:
        return False
    s = next(iter(v.suits)) * 9
    need = (3, 1, 1, 1, 1, 1, 1, 1, 3)
    if not all(v.counts[s + i] >= need[i] for i in range(9)):
        return False
    if v.ctx.self_drawn:
        return True
    before = list(v.counts[s : s + 9])
    w = v.hand.winning_tile
    if w is None or not s <= w < s + 9:
        return False
    before[w - s] -= 1
    return tuple(before) == need


@pattern("thirteen_orphans", needs=THIRTEEN_ORPHANS)
def thirteen_orphans(v: HandView) -> bool:
    """十三么: one of each terminal and honour, and a pair of one of them."""
    return v.shape == "thirteen_orphans"


@pattern("seven_pairs", needs=SEVEN_PAIRS)
def seven_pairs(v: HandView) -> bool:
    """七對子: seven distinct pairs."""
    return v.shape == "seven_pairs"


@pattern("chicken_hand", needs=NOT_BONUS_SHAPE)
def chicken_hand(v: HandView) -> bool:
    """雞糊: a complete hand; the scorer keeps it only when no tile pattern is counted."""
    return v.shape != "bonus_tiles"
