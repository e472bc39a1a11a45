"""Predicates of the canton-new (廣東麻雀 新章, seed 000) patterns worth 20, 30 and 40 fan, and the
九蓮 family (九蓮寶燈 40, 嗌九子 20, 九蓮花燈 10).

Patterns that are the same thing as a 清章 pattern reuse its predicate from `common.py` by id
(小四喜 little_four_winds, 八仙過海 big_flowers, 鐘鼓齊鳴 kong_last_tile_self_draw, 天糊
heavenly_hand, 大四喜 big_four_winds, 十八羅漢 four_kongs, 清老头 all_terminals, 字一色
all_honours, 十三幺 thirteen_orphans); only the predicates whose 新章 meaning differs live here.
"""

from __future__ import annotations

from operator import mul

from rules.patterns import pattern
from rules.tiles import GREEN, RED, WHITE, WINDS
from rules.view import (
    CHOWS,
    CLAIMED,
    CONCEALED_PUNGS,
    EARTHLY_READY,
    FEW_NUMBERS,
    FIRST_DRAW_AFTER_READY,
    HEAVENLY_READY,
    HONOURS,
    KONG_REPLACEMENT_3,
    KONGS,
    LAST_TILE,
    NINE_GATES_TILES,
    NOT_BONUS_SHAPE,
    NUMBERS,
    ONE_SUIT,
    PAIR,
    PUNGS,
    READY_ON_DEAL_WIN,
    ROBBING_KONG,
    SELF_DRAWN,
    SEVEN_PAIRS,
    STANDARD,
    THREE_SUITS,
    WIND_PUNGS,
    HandView,
    tiles_within,
)
from rules.view import (
    WINDS as HAS_WINDS,
)

MAN, PIN, SOU = 0, 9, 18
_SUIT_MASK = 0x1FF  # a suit's nine kinds as bits, from its first (MAN, PIN, SOU)
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _tiles_within(v: HandView, allowed: set[int] | frozenset[int]) -> bool:
    return bool(v.kinds) and v.kinds <= allowed


def _number(t: int) -> int:
    """The 'number' of a tile for 兩數/三數: 1-9 for suit tiles, 10 for winds, 11 for dragons."""
    if t < 27:
        return t % 9 + 1
    return 10 if t in WINDS else 11


# --- context: ready declarations, first go-around ------------------------------------------------
# Each flag stands on its own: the ruleset's `context_flags` (00-ruleset.yaml, checked by
# rules/hand.py before scoring) refuse a flag the hand or context contradicts, so a flag that
# reaches a predicate holds (天聽 a non-dealer's with nothing claimed, 人糊 a discard, ...).


@pattern("heavenly_ready", needs=HEAVENLY_READY)
def heavenly_ready(v: HandView) -> bool:
    """天聽 (雙立直): a non-dealer declared ready on the deal (context.heavenly_ready)."""
    return v.ctx.heavenly_ready


@pattern("earthly_ready", needs=EARTHLY_READY)
def earthly_ready(v: HandView) -> bool:
    """地聽: declared ready with the first discard (context.earthly_ready); 本身須門清."""
    return v.ctx.earthly_ready


@pattern("ready_human_hand", needs=READY_ON_DEAL_WIN)
def ready_human_hand(v: HandView) -> bool:
    """人糊 (天聽一發): a non-dealer ready on the deal wins on the first discard after it
    (context.human, or heavenly_ready with first_draw_after_ready won on a discard)."""
    c = v.ctx
    return c.human or (c.heavenly_ready and c.first_draw_after_ready and c.win_by == "discard")


@pattern("ready_earthly_hand", needs=READY_ON_DEAL_WIN)
def ready_earthly_hand(v: HandView) -> bool:
    """地糊 (新章): a non-dealer ready on the deal (天聽) self-draws his first tile
    (context.earthly, or heavenly_ready with first_draw_after_ready self-drawn)."""
    c = v.ctx
    return c.earthly or (c.heavenly_ready and c.first_draw_after_ready and c.self_drawn)


@pattern("earthly_ready_first_tile", needs=EARTHLY_READY | FIRST_DRAW_AFTER_READY)
def earthly_ready_first_tile(v: HandView) -> bool:
    """地聽一發: after 地聽, wins on the first tile (a discard or the own draw)."""
    return v.ctx.earthly_ready and v.ctx.first_draw_after_ready


# --- context: kongs and the last tile -------------------------------------------------------------


@pattern("last_tile_robbing_kong", needs=ROBBING_KONG | LAST_TILE)
def last_tile_robbing_kong(v: HandView) -> bool:
    """萬炮齊發 (海底搶槓): robbing a kong made with the last tile of the wall."""
    return v.ctx.robbing_kong and v.ctx.last_tile


@pattern("full_marks_kong", needs=KONGS[2])
def full_marks_kong(v: HandView) -> bool:
    """滿分花槓: of three kongs one is concealed, one exposed, and the third is the one won on
    (槓上開花 on its replacement, or a robbed kong of another player)."""
    kongs = v.kongs
    concealed = sum(1 for b in kongs if b.concealed)
    exposed = len(kongs) - concealed
    if v.ctx.robbing_kong:
        return len(kongs) == 2 and concealed == 1 and exposed == 1
    return v.ctx.self_drawn and v.ctx.kong_replacement >= 1 and len(kongs) == 3 and concealed >= 1 and exposed >= 1


@pattern("three_consecutive_kongs_self_draw", needs=SELF_DRAWN | KONG_REPLACEMENT_3)
def three_consecutive_kongs_self_draw(v: HandView) -> bool:
    """三連槓自摸: self-draw on the replacement of a third consecutive kong."""
    return v.ctx.self_drawn and v.ctx.kong_replacement >= 3


# --- tiles ----------------------------------------------------------------------------------------


@pattern("four_concealed_pungs", needs=STANDARD | CONCEALED_PUNGS[4])
def four_concealed_pungs(v: HandView) -> bool:
    """四暗刻 (新章): four concealed pungs or concealed kongs, nothing claimed; a discard may
    complete the pair (單吊) but not a pung (that pung is then exposed)."""
    return v.is_standard and len(v.pungs) == 4 and all(b.concealed for b in v.pungs) and v.claimed_melds == 0


@pattern("two_numbers", needs=NOT_BONUS_SHAPE | FEW_NUMBERS)
def two_numbers(v: HandView) -> bool:
    """兩數: the tiles show at most two 'numbers' (winds count as one number, dragons as one)."""
    return v.shape != "bonus_tiles" and len({_number(t) for t in v.kinds}) <= 2


@pattern("all_258_pungs", needs=STANDARD | PUNGS[4] | tiles_within(t for t in range(27) if t % 9 in (1, 4, 7)))
def all_258_pungs(v: HandView) -> bool:
    """全將碰: four pungs and the pair, all of number tiles 2, 5 and 8."""
    return v.is_standard and len(v.pungs) == 4 and all(t < 27 and t % 9 in (1, 4, 7) for t in v.kinds)


@pattern("four_honour_pungs", needs=STANDARD | PUNGS[4] | HONOURS)
def four_honour_pungs(v: HandView) -> bool:
    """四字刻: four pungs or kongs of honours (the pair may be anything)."""
    return v.is_standard and len(v.pungs) == 4 and not v.pung_mask & _NUMBER_TILES  # bit t: a pung of t


_NUMBER_TILES = (1 << 27) - 1  # the number tiles as bits (bit t: tile t)
_TRAIN_HONOURS = frozenset(WINDS) | {WHITE, RED}


@pattern("bullet_train", needs=STANDARD | CHOWS[3] | PUNGS[1] | PAIR | HONOURS)
def bullet_train(v: HandView) -> bool:
    """新幹線: 一條龍 (123 456 789 of one suit) and a pung and a pair of winds, 紅中 or 白板."""
    if not v.is_standard or len(v.chows) != 3 or v.pair is None:
        return False
    starts = v.chow_starts
    s = starts[0]
    if s % 9 != 0 or starts != [s, s + 3, s + 6]:
        return False
    return len(v.pungs) == 1 and v.pungs[0].first in _TRAIN_HONOURS and v.pair.first in _TRAIN_HONOURS


def _six_run(starts: list[int], suit: int) -> bool:
    mine = sorted(s for s in starts if s // 9 * 9 == suit)
    return len(mine) == 2 and mine[1] == mine[0] + 3


@pattern("twin_dragons_pearl", needs=STANDARD | CHOWS[4] | PAIR | THREE_SUITS)
def twin_dragons_pearl(v: HandView) -> bool:
    """雙龍搶珠: a 連六 (two chows of six running tiles) in 萬 and one in 索, and a pair of 筒."""
    if not v.is_standard or len(v.chows) != 4 or v.pair is None:
        return False
    starts = v.chow_starts
    return _six_run(starts, MAN) and _six_run(starts, SOU) and PIN <= v.pair.first < PIN + 9


@pattern("four_shifted_chows", needs=STANDARD | CHOWS[4])
def four_shifted_chows(v: HandView) -> bool:
    """一色四步高: four chows of one suit each one (or each two) higher than the one before."""
    if not v.is_standard or len(v.chows) != 4:
        return False
    starts = v.chow_starts
    if len({s // 9 for s in starts}) != 1:
        return False
    steps = {b - a for a, b in zip(starts, starts[1:], strict=False)}
    return steps in ({1}, {2})


@pattern("wind_flower_snow_moon", needs=STANDARD | PUNGS[4] | WIND_PUNGS[1])
def wind_flower_snow_moon(v: HandView) -> bool:
    """風花雪月: pungs of 一筒 (月), 五筒 (花), 白板 (雪) and any wind (風)."""
    p = v.pung_tiles
    return v.is_standard and len(v.pungs) == 4 and {PIN, PIN + 4, WHITE} <= p and any(w in p for w in WINDS)


@pattern("flower_bird_wind_moon", needs=STANDARD | PUNGS[4] | WIND_PUNGS[1])
def flower_bird_wind_moon(v: HandView) -> bool:
    """花鳥風月: pungs of 一筒 (月), 五筒 (花), 一索 (鳥) and any wind (風)."""
    p = v.pung_tiles
    return v.is_standard and len(v.pungs) == 4 and {PIN, PIN + 4, SOU} <= p and any(w in p for w in WINDS)


_GREEN = frozenset({SOU + 1, SOU + 2, SOU + 3, SOU + 5, SOU + 7, GREEN})


@pattern("all_green", needs=NOT_BONUS_SHAPE | tiles_within(_GREEN))
def all_green(v: HandView) -> bool:
    """綠一色: only 二、三、四、六、八索 and 發財."""
    return v.shape != "bonus_tiles" and _tiles_within(v, _GREEN)


@pattern("green_with_one_red", needs=NOT_BONUS_SHAPE | tiles_within(_GREEN | {RED, SOU + 4}))
def green_with_one_red(v: HandView) -> bool:
    """萬綠叢中一點紅: 綠一色 tiles with 紅中 or 五索, not both."""
    reds = {RED, SOU + 4} & v.kinds
    return v.shape != "bonus_tiles" and len(reds) == 1 and _tiles_within(v, _GREEN | reds)


_MOTORWAY = frozenset({PIN + 1, PIN + 3, PIN + 5}) | _TRAIN_HONOURS


@pattern("motorway", needs=NOT_BONUS_SHAPE | HONOURS | tiles_within(_MOTORWAY))
def motorway(v: HandView) -> bool:
    """自動車道: 二、四、六筒 with winds, 紅中 or 白板 (all three of 2p 4p 6p, and honours)."""
    return (
        v.shape != "bonus_tiles"
        and _tiles_within(v, _MOTORWAY)
        and {PIN + 1, PIN + 3, PIN + 5} <= v.kinds
        and v.has_honours
    )


@pattern("blue_cave_gate", needs=NOT_BONUS_SHAPE | HAS_WINDS | tiles_within({PIN + 1, PIN + 3, PIN + 7, GREEN, *WINDS}))
def blue_cave_gate(v: HandView) -> bool:
    """青洞門: 二、四、八筒, one wind and 發財 (each of them present)."""
    winds = [w for w in WINDS if w in v.kinds]
    return (
        v.shape != "bonus_tiles"
        and len(winds) == 1
        and _tiles_within(v, {PIN + 1, PIN + 3, PIN + 7, GREEN, winds[0]})
        and {PIN + 1, PIN + 3, PIN + 7, GREEN} <= v.kinds
    )


_KNIGHTS = frozenset({PIN + 1, PIN + 4, PIN + 7, SOU + 2, SOU + 5, MAN + 3, MAN + 6})


@pattern("thirteen_knights", needs=SEVEN_PAIRS | tiles_within(_KNIGHTS))
def thirteen_knights(v: HandView) -> bool:
    """十三騎士 (七星對): seven pairs of 二五八筒, 三六索, 四七萬."""
    return v.shape == "seven_pairs" and v.kinds == _KNIGHTS


@pattern("big_four_winds_green_pair", needs=WIND_PUNGS[4] | PAIR)
def big_four_winds_green_pair(v: HandView) -> bool:
    """四方大發: 大四喜 with a pair of 發財."""
    return v.wind_pungs == 4 and v.pair is not None and v.pair.first == GREEN


@pattern("four_identical_chows", needs=STANDARD | CHOWS[4])
def four_identical_chows(v: HandView) -> bool:
    """一色四順 (同般高): four identical chows."""
    return v.is_standard and len(v.chows) == 4 and len(set(v.chow_starts)) == 1


@pattern("shifted_twin_chows", needs=STANDARD | CHOWS[4])
def shifted_twin_chows(v: HandView) -> bool:
    """同般低: a 般低 (two chows one apart) made of two 般高: e.g. 123 123 234 234 of one suit."""
    if not v.is_standard or len(v.chows) != 4:
        return False
    s = v.chow_starts
    return s[0] == s[1] and s[2] == s[3] and s[2] == s[0] + 1 and s[0] // 9 == s[2] // 9


@pattern("four_consecutive_pungs", needs=STANDARD | PUNGS[4])
def four_consecutive_pungs(v: HandView) -> bool:
    """四連刻 (一色四節高): four pungs or kongs of one suit in a run."""
    if not v.is_standard or len(v.pungs) != 4:
        return False
    p = sorted(v.pung_tiles)
    return len(p) == 4 and p[3] < 27 and p[0] // 9 == p[3] // 9 and p[3] - p[0] == 3


@pattern("pure_terminal_chows", needs=STANDARD | CHOWS[4] | PAIR)
def pure_terminal_chows(v: HandView) -> bool:
    """一色雙龍會: two 123 and two 789 of one suit, with the 5 of that suit as the pair."""
    if not v.is_standard or len(v.chows) != 4 or v.pair is None:
        return False
    s = v.chow_starts
    return s[0] % 9 == 0 and s == [s[0], s[0], s[0] + 6, s[0] + 6] and v.pair.first == s[0] + 4


_BLUE = frozenset(WINDS) | {WHITE, PIN + 7}
_BLACK = frozenset(WINDS) | {PIN + 1, PIN + 3, PIN + 7}
_RED = frozenset({SOU, SOU + 4, SOU + 6, SOU + 8, RED})
_YELLOW = frozenset(range(MAN, MAN + 9)) | {PIN + 4, PIN + 5, PIN + 6, RED, WHITE}


@pattern("all_blue", needs=NOT_BONUS_SHAPE | tiles_within(_BLUE))
def all_blue(v: HandView) -> bool:
    """藍一色: only winds, 白板 and 八筒."""
    return v.shape != "bonus_tiles" and _tiles_within(v, _BLUE)


@pattern("all_black", needs=NOT_BONUS_SHAPE | tiles_within(_BLACK))
def all_black(v: HandView) -> bool:
    """黑一色: only 二、四、八筒 and winds."""
    return v.shape != "bonus_tiles" and _tiles_within(v, _BLACK)


@pattern("red_peacock", needs=NOT_BONUS_SHAPE | tiles_within(_RED))
def red_peacock(v: HandView) -> bool:
    """紅孔雀 (紅一色): only 一、五、七、九索 and 紅中."""
    return v.shape != "bonus_tiles" and _tiles_within(v, _RED)


@pattern("all_yellow", needs=NOT_BONUS_SHAPE | NUMBERS | tiles_within(_YELLOW))
def all_yellow(v: HandView) -> bool:
    """黃一色: 萬子, 五、六、七筒, 紅中 and 白板; both 萬 and 筒 present (else it is a 萬 flush)."""
    return (
        v.shape != "bonus_tiles"
        and _tiles_within(v, _YELLOW)
        and v.features.kind_mask & _SUIT_MASK << MAN != 0  # some 萬
        and v.features.kind_mask & _SUIT_MASK << PIN != 0  # some 筒
    )


@pattern("seven_shifted_pairs", needs=SEVEN_PAIRS | ONE_SUIT)
def seven_shifted_pairs(v: HandView) -> bool:
    """連七對: seven pairs of seven running tiles of one suit."""
    if v.shape != "seven_pairs":
        return False
    k = sorted(v.kinds)
    return k[-1] < 27 and k[0] // 9 == k[-1] // 9 and k[-1] - k[0] == 6


@pattern("million_stones", needs=NOT_BONUS_SHAPE | ONE_SUIT | tiles_within(range(MAN, MAN + 9)))
def million_stones(v: HandView) -> bool:
    """百萬石: a 萬子 清一色 whose tile numbers add up to 100 or more (kongs count four tiles)."""
    if v.shape == "bonus_tiles" or not v.kinds or max(v.kinds) >= 9:
        return False
    return sum(map(mul, _MAN_NUMBERS, v.counts)) >= 100  # every tile a 萬: counts 0-8 hold them all


_MAN_NUMBERS = range(1, 10)


# --- the 九蓮 family ------------------------------------------------------------------------------


def _nine_gates_suit(v: HandView) -> int | None:
    """The suit base when the 14 tiles are 1112345678999 of one suit plus one more of it."""
    if len(v.suits) != 1 or v.has_honours or v.shape != "standard" or sum(v.counts) != 14:
        return None
    s = next(iter(v.suits)) * 9
    if all(v.counts[s + i] >= NINE_GATES[i] for i in range(9)):
        return s
    return None


def _true_wait(v: HandView, s: int) -> bool:
    """叫九扉: the 13 tiles before the win were exactly 1112345678999 (the winning tile is the
    extra one). For a concealed hand this is the nine-sided wait: every tile of the suit completes the
    13 tiles (no other 13 tiles of one suit wait on all nine, under any shape)."""
    w = v.hand.winning_tile
    if w is None or not s <= w < s + 9:
        return False
    before = list(v.counts[s : s + 9])
    before[w - s] -= 1
    return tuple(before) == NINE_GATES


@pattern("pure_nine_gates", needs=STANDARD | NINE_GATES_TILES)
def pure_nine_gates(v: HandView) -> bool:
    """九蓮寶燈 (新章): concealed 1112345678999 waiting on all nine tiles of the suit (叫九扉),
    won with any of them."""
    s = _nine_gates_suit(v)
    return s is not None and not v.hand.melds and _true_wait(v, s)


@pattern("exposed_nine_gates", needs=STANDARD | NINE_GATES_TILES | CLAIMED)
def exposed_nine_gates(v: HandView) -> bool:
    """嗌九子: the true 九子連環 tiles (13 before the win exactly 1112345678999) not concealed."""
    s = _nine_gates_suit(v)
    return s is not None and v.claimed_melds > 0 and _true_wait(v, s)


@pattern("imitation_nine_gates", needs=STANDARD | NINE_GATES_TILES)
def imitation_nine_gates(v: HandView) -> bool:
    """九蓮花燈 (偽九蓮寶燈): the 九子連環 tiles, but the wait before the win was not 九扉."""
    s = _nine_gates_suit(v)
    return s is not None and not _true_wait(v, s)
