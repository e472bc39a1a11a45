"""Predicates of the canton-new (新章, seed 000) patterns of 零番 to 三番 that are not 清章 patterns.

The 清章 patterns that mean the same thing (無花, 正花, 自摸, 門前清, 三元牌, 搶槓, 海底撈月, 一檯花,
槓上開花) reuse the predicates of common.py; what each is worth and what it suppresses is data in
rulesets/canton-new/10-fan0-3.yaml.

Wait patterns (單吊, 單邊, 卡窿, 卡五) follow the seed's own examples: every way the winning tile can
be read (every arrangement, every block it can complete) is looked at, and a wait pattern counts
only when no reading makes the winning tile complete a two-sided wait (兩面). So 2345 winning on
2 or 5 is 單吊, 7789 on 7 is 邊張 (the pair reading is 單吊 too: the best arrangement is kept),
12345 on 3 is not 邊, 23445 on 3 is not 坎, 4556 on 5 is 卡五 and 45667 on 5 is not.
"""

from __future__ import annotations

from rules.arrangements import Block, arrangements
from rules.hand import Hand, WinContext
from rules.memo import bounded_cache
from rules.patterns import pattern
from rules.tiles import WINDS, rank
from rules.view import (
    CHOWS,
    CLAIMED,
    CONCEALED_PUNGS,
    DEALER,
    DISCARD,
    DRAGON_MASK,
    FOUR_MELDS,
    FOUR_OF_A_KIND,
    HONOUR_MASK,
    HONOURS,
    KONGS,
    LAST_COPY_SEEN,
    LAST_TILE,
    NO_CLAIMED,
    NO_HONOURS,
    NUMBERS,
    ONE_AND_NINE,
    ONE_OR_TWO_SUITS,
    PAIR,
    PUNGS,
    SELF_DRAWN,
    SETS,
    STANDARD,
    THREE_SUITS,
    TILE_UNSEEN,
    WIND_MASK,
    WIND_PUNGS,
    WON_IN_CHOW,
    WON_IN_PAIR,
    HandView,
    tiles_within,
)
from rules.view import (
    DRAGONS as HAS_DRAGONS,
)
from rules.view import (
    WINDS as HAS_WINDS,
)

# 斷紅: 二、四、八筒，二、三、四、六、八索，東、南、西、北、發、白.
NO_RED_TILES = frozenset({9 + 1, 9 + 3, 9 + 7, 18 + 1, 18 + 2, 18 + 3, 18 + 5, 18 + 7, 27, 28, 29, 30, 31, 32})


_TERMINAL_MASK = sum(1 << t for t in (0, 8, 9, 17, 18, 26))
NO_FIVE_TILES = frozenset(t for t in range(34) if t >= 27 or rank(t) != 5)
SIMPLES = frozenset(t for t in range(27) if 2 <= rank(t) <= 8)
_SIMPLES_MASK = sum(1 << t for t in SIMPLES)


# --- waits ----------------------------------------------------------------------------------------


def reading_of(block: Block, w: int | None) -> str:
    """How the winning tile `w` completes `block`: single (the pair), closed (middle of a chow),
    edge (3 of 123 or 7 of 789), open (either end of any other chow), pung (雙碰), or other."""
    kind = block[0]  # block.kind (by index: see rules.shapes.base.Block)
    if kind == "pair":
        return "single"
    if kind == "chow":
        first = block[1][0]  # block.tiles[0]
        if w == first + 1:
            return "closed"
        if w == first:
            return "edge" if first % 9 == 6 else "open"  # 7 of 789
        return "edge" if first % 9 == 0 else "open"  # 3 of 123
    if kind == "pung":
        return "pung"
    return "other"


@bounded_cache(maxsize=2048, entry_bytes=1_100)
def _readings(hand: Hand, ctx: WinContext, shapes: tuple[str, ...]) -> frozenset[str]:
    w = hand.winning_tile
    out = set()
    for arr in arrangements(hand, ctx, shapes):
        for b in arr.blocks:
            if b.winning and not b.declared:
                out.add(reading_of(b, w))
    return frozenset(out)


def winning_readings(v: HandView) -> frozenset[str]:
    """Every reading of the winning tile over all arrangements of the hand (cached per hand)."""
    d = v.__dict__
    readings = d.get(_READINGS_KEY)
    if readings is None:
        arrs = v.features.arrangements
        if arrs is None:
            readings = _readings(v.hand, v.ctx, v.shapes)
        else:  # the scorer's own list of arrangements
            readings = _readings_of(arrs, v.hand.winning_tile)
        d[_READINGS_KEY] = readings
    return readings


_READINGS_KEY = "canton_basic_readings"


def _wait(v: HandView) -> str | None:
    """This arrangement's reading of the winning tile, or None when a two-sided reading exists
    (worked out once per arrangement: four patterns ask)."""
    d = v.__dict__
    wait = d.get(_WAIT_KEY, _UNKNOWN)
    if wait is _UNKNOWN:
        wait = d[_WAIT_KEY] = _arrangement_wait(v)
    return wait


_WAIT_KEY = "canton_basic_wait"
_UNKNOWN = object()


def _readings_of(arrs: list, w: int | None) -> frozenset[str]:
    """The readings of the winning tile in `arrs` (a loop, blocks read by index: see Block)."""
    out = set()
    for a in arrs:
        for b in a[1]:  # a.blocks
            if b[5] and not b[3]:  # b.winning and not b.declared
                out.add(reading_of(b, w))
    return frozenset(out)


def _arrangement_wait(v: HandView) -> str | None:
    b = v.winning_block
    w = v.hand.winning_tile
    if b is None or w is None or b[3] or w >= 34:  # b.declared
        return None
    reading = reading_of(b, w)
    if reading != "single" and reading != "edge" and reading != "closed":
        return None
    arrs = v.features.arrangements
    if arrs is not None and len(arrs) == 1 and arrs[0] is v.arrangement:
        # the hand's one arrangement is this one: "open" is a reading only if another of its
        # winning blocks reads so (winning_readings without making the set)
        for other in v.blocks:
            if other[5] and not other[3] and other is not b and reading_of(other, w) == "open":
                return None
        return reading
    if "open" in winning_readings(v):
        return None
    return reading


@pattern("single_wait", needs=WON_IN_PAIR)
def single_wait(v: HandView) -> bool:
    """單吊: the winning tile completes the pair, and no reading makes it a two-sided wait."""
    return _wait(v) == "single"


@pattern("edge_wait", needs=WON_IN_CHOW)
def edge_wait(v: HandView) -> bool:
    """單邊: 12 waiting 3 or 89 waiting 7, and no reading makes it a two-sided wait."""
    return _wait(v) == "edge"


@pattern("closed_wait", needs=WON_IN_CHOW)
def closed_wait(v: HandView) -> bool:
    """卡窿 (坎張): the winning tile is the middle of a chow, and no two-sided reading."""
    return _wait(v) == "closed"


@pattern("closed_five", needs=WON_IN_CHOW)
def closed_five(v: HandView) -> bool:
    """卡五: 卡窿 on a five (46 waiting 5), and no two-sided reading."""
    w = v.hand.winning_tile
    return _wait(v) == "closed" and w is not None and rank(w) == 5


# --- context --------------------------------------------------------------------------------------


@pattern("dealer", needs=DEALER, decided=True)
def dealer(v: HandView) -> bool:
    """莊家: the winner is the dealer (seat wind east)."""
    return v.ctx.is_dealer


@pattern("last_tile_discard", needs=DISCARD | LAST_TILE)
def last_tile_discard(v: HandView) -> bool:
    """海底撈魚: a win on the discard of the last tile."""
    return not v.ctx.self_drawn and v.ctx.last_tile


@pattern("unseen_tile", needs=TILE_UNSEEN)
def unseen_tile(v: HandView) -> bool:
    """生張: no copy of the winning tile was seen before the win."""
    return v.ctx.winning_tile_seen == 0 and not v.ctx.robbing_kong


@pattern("last_copy", needs=LAST_COPY_SEEN)
def last_copy(v: HandView) -> bool:
    """絕張: the other three copies were all seen (a robbed kong shows them)."""
    return v.ctx.winning_tile_seen == 3 or v.ctx.robbing_kong


def _all_claimed(v: HandView) -> bool:
    return len(v.hand.melds) == 4 and all(not m.concealed for m in v.hand.melds)


@pattern("melded_self_draw", needs=FOUR_MELDS | CLAIMED | SELF_DRAWN)
def melded_self_draw(v: HandView) -> bool:
    """半求人: four claimed sets (a concealed kong is not one), the last tile self-drawn."""
    return _all_claimed(v) and v.ctx.self_drawn


@pattern("melded_hand", needs=FOUR_MELDS | CLAIMED | DISCARD)
def melded_hand(v: HandView) -> bool:
    """全求人: four claimed sets (a concealed kong is not one), won on a discard."""
    return _all_claimed(v) and not v.ctx.self_drawn


@pattern("concealed_self_draw", needs=NO_CLAIMED | SELF_DRAWN, decided=True)
def concealed_self_draw(v: HandView) -> bool:
    """不求人: nothing claimed, and self-drawn. The switch `concealed_kong_breaks_concealed` may take
    it away after a concealed kong (listed as suppressed by house_rule)."""
    return v.claimed_melds == 0 and v.ctx.self_drawn


# --- kongs and declared sets ----------------------------------------------------------------------


@pattern("kong", needs=KONGS[1])
def kong(v: HandView) -> int:
    """開槓: one count for each kong, exposed, concealed or added."""
    return v.kong_count


@pattern("two_kongs", needs=KONGS[2])
def two_kongs(v: HandView) -> bool:
    """雙槓: exactly two kongs (three is 三槓子, four 十八羅漢)."""
    return v.kong_count == 2


@pattern("two_concealed_pungs", needs=CONCEALED_PUNGS[2])
def two_concealed_pungs(v: HandView) -> bool:
    """雙暗刻: exactly two concealed pungs or kongs (three is 三暗刻)."""
    return v.concealed_pung_count == 2


@pattern("chow_pung_kong", needs=CLAIMED | CHOWS[1] | PUNGS[2] | KONGS[1])
def chow_pung_kong(v: HandView) -> bool:
    """三料牌: a claimed chow, a claimed pung and a kong (a concealed kong counts) among the melds."""
    kinds = {(m.kind, m.concealed) for m in v.hand.melds}
    return ("chow", False) in kinds and ("pung", False) in kinds and any(m.kind == "kong" for m in v.hand.melds)


# --- tiles ----------------------------------------------------------------------------------------


_TWO_FIVE_EIGHT = frozenset(t for t in range(27) if rank(t) in (2, 5, 8))


@pattern("two_five_eight_pair", needs=PAIR | NUMBERS)
def two_five_eight_pair(v: HandView) -> bool:
    """將眼: the pair is a number two, five or eight."""
    p = v.pair
    return p is not None and p.tiles[0] in _TWO_FIVE_EIGHT


@pattern("no_fives", needs=NUMBERS | tiles_within(NO_FIVE_TILES), decided=True)
def no_fives(v: HandView) -> bool:
    """缺五: number tiles, none of them a five."""
    return bool(v.suits) and not v.features.rank_mask & 0x10  # bit r - 1: rank r


@pattern("terminal_pung", needs=PUNGS[1] | NUMBERS)
def terminal_pung(v: HandView) -> bool:
    """簡單花幺: a pung or kong of a one or a nine (counted once)."""
    return bool(v.pung_mask & _TERMINAL_MASK)


@pattern("no_honours", needs=NO_HONOURS, decided=True)
def no_honours(v: HandView) -> bool:
    """無字: no honour tile."""
    return not v.has_honours


@pattern("missing_suit", needs=ONE_OR_TWO_SUITS, decided=True)
def missing_suit(v: HandView) -> bool:
    """缺門: at least one number suit missing (one or two suits present)."""
    return 1 <= len(v.suits) <= 2


@pattern("all_simples", needs=NO_HONOURS | tiles_within(SIMPLES), decided=True)
def all_simples(v: HandView) -> bool:
    """斷幺九: no one, nine or honour."""
    return not v.features.kind_mask & ~_SIMPLES_MASK


@pattern("all_five_types", needs=THREE_SUITS | HAS_WINDS | HAS_DRAGONS)
def all_five_types(v: HandView) -> bool:
    """五門齊: 萬, 筒, 索, a wind and a dragon."""
    kinds = v.features.kind_mask  # bit t: tile t held
    return len(v.suits) == 3 and kinds & WIND_MASK != 0 and kinds & DRAGON_MASK != 0


@pattern("no_red", needs=tiles_within(NO_RED_TILES))
def no_red(v: HandView) -> bool:
    """斷紅: only 二四八筒, 二三四六八索, winds, 發 and 白."""
    return v.kinds <= NO_RED_TILES


@pattern("seat_round_wind", needs=WIND_PUNGS[1])
def seat_round_wind(v: HandView) -> int:
    """風牌 (新章): one count for a pung/kong of the seat wind, one for the round wind; the same
    pung is both when they are the same wind."""
    m = v.pung_mask  # bit t: a pung or kong of tile t
    return (m >> v.ctx.seat_wind_tile & 1) + (m >> v.ctx.round_wind_tile & 1)


@pattern("all_chows_no_honours", needs=STANDARD | CHOWS[4] | NO_HONOURS)
def all_chows_no_honours(v: HandView) -> bool:
    """平糊 (新章): four chows and no honour at all (not even the pair)."""
    return v.is_standard and len(v.chows) == 4 and not v.has_honours


# The tiles a set or pair holding a one, a nine or an honour can hold: 123 and 789, honours.
OUTSIDE_TILES = frozenset(t for t in range(34) if t >= 27 or t % 9 in (0, 1, 2, 6, 7, 8))


@pattern("outside_hand", needs=STANDARD | PAIR | HONOURS | tiles_within(OUTSIDE_TILES))
def outside_hand(v: HandView) -> bool:
    """渾帶幺: every set and the pair hold a one, a nine or an honour, with honours in the hand."""
    if not v.is_standard or v.pair is None or not v.has_honours:
        return False
    return v.sets_and_pair_hold(_TERMINAL_MASK | HONOUR_MASK)


# --- chows ----------------------------------------------------------------------------------------


@pattern("pure_double_chow", needs=CHOWS[2])
def pure_double_chow(v: HandView) -> int:
    """一般高: two identical chows of one suit; one count per such couple."""
    if len(v.chows) < 2 or len(v.chows) == v.chow_mask.bit_count():  # no chow twice
        return 0
    starts = v.chow_starts
    n = i = 0
    while i < len(starts):
        j = i + 1
        while j < len(starts) and starts[j] == starts[i]:
            j += 1
        n += (j - i) // 2
        i = j
    return n


@pattern("mixed_double_chow", needs=CHOWS[2])
def mixed_double_chow(v: HandView) -> int:
    """半般高: the same chow in two suits; one count per chow number found in two or more suits."""
    if len(v.chows) < 2:
        return 0
    a, b, c = v.chow_ranks
    return ((a & b) | (a & c) | (b & c)).bit_count()


@pattern("mixed_triple_chow", needs=CHOWS[3] | THREE_SUITS)
def mixed_triple_chow(v: HandView) -> bool:
    """三相逢: the same chow in all three suits."""
    if len(v.chows) < 3:
        return False
    a, b, c = v.chow_ranks
    return bool(a & b & c)


@pattern("old_young", needs=SETS[2] | ONE_AND_NINE)
def old_young(v: HandView) -> int:
    """老少: in one suit 123 and 789 chows (老少副), or 111 and 999 pungs (老少碰); one count per
    suit and form."""
    if len(v.sets) < 2:
        return 0
    n = 0
    for c in v.chow_ranks:
        n += c & 0x41 == 0x41  # chows from 1 and from 7 (ranks as bits: bit r - 1 for rank r)
    for p in v.pung_ranks:
        n += p & 0x101 == 0x101  # pungs of 1 and 9
    return n


@pattern("mixed_straight", needs=CHOWS[3] | THREE_SUITS)
def mixed_straight(v: HandView) -> bool:
    """彩龍: 123, 456 and 789 chows, each in a different suit."""
    if len(v.chows) < 3:
        return False
    c = v.chow_ranks  # bit r - 1: a chow from rank r
    perms = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
    return any(c[a] & 0x1 and c[b] & 0x8 and c[d] & 0x40 for a, b, d in perms)


@pattern("pure_straight", needs=CHOWS[3])
def pure_straight(v: HandView) -> bool:
    """一條龍: 123, 456 and 789 chows of one suit."""
    if len(v.chows) < 3:
        return False
    a, b, c = v.chow_ranks  # chows from 1, 4 and 7 (bit r - 1: rank r)
    return a & 0x49 == 0x49 or b & 0x49 == 0x49 or c & 0x49 == 0x49


@pattern("six_in_a_row", needs=CHOWS[2])
def six_in_a_row(v: HandView) -> int:
    """連六: two chows of one suit making six tiles in a row (123+456 ...); one count per such couple."""
    if len(v.chows) < 2:
        return 0
    a, b, c = v.chow_ranks  # per suit, bit r - 1: a chow from rank r
    return (a & a >> 3).bit_count() + (b & b >> 3).bit_count() + (c & c >> 3).bit_count()


@pattern("four_as_pung_and_chow", needs=CHOWS[1] | PUNGS[1] | FOUR_OF_A_KIND)
def four_as_pung_and_chow(v: HandView) -> int:
    """四歸一: all four of a tile as a pung (not a kong) and a chow; one count per tile."""
    if not v.chows or not v.pungs:
        return 0
    if v.kong_count:
        pungs = 0  # bit t: a pung (not a kong) of tile t
        for b in v.pungs:
            if b[0] == "pung":  # b.kind, b.tiles (by index: see rules.shapes.base.Block)
                pungs |= 1 << b[1][0]
    else:
        pungs = v.pung_mask
    c = v.chow_mask  # bit t: a chow from tile t, which holds t, t + 1 and t + 2
    return (pungs & (c | c << 1 | c << 2)).bit_count()


@pattern("four_as_two_chows_and_pair", needs=CHOWS[2] | PAIR | FOUR_OF_A_KIND)
def four_as_two_chows_and_pair(v: HandView) -> bool:
    """四歸二: all four of a tile as two chows and the pair."""
    p = v.pair
    if p is None:
        return False
    t = p.tiles[0]
    n = 0
    for b in v.chows:
        if t in b.tiles:
            n += 1
    return n == 2


# --- pungs ----------------------------------------------------------------------------------------


@pattern("double_pung", needs=PUNGS[2])
def double_pung(v: HandView) -> int:
    """雙同刻: pungs of the same number in two suits; one count per such number."""
    if len(v.pungs) < 2:
        return 0
    a, b, c = v.pung_ranks
    return ((a & b) | (a & c) | (b & c)).bit_count()


@pattern("three_tails", needs=PUNGS[2] | PAIR)
def three_tails(v: HandView) -> bool:
    """三尾: (1) three consecutive numbers of one suit as two pungs and the pair, or (2) two wind
    pungs and a wind pair."""
    if len(v.pungs) < 2:
        return False
    p = v.pair
    if p is None:
        return False
    t = p[1][0]  # p.tiles[0]
    if t in WINDS and v.wind_pungs >= 2:
        return True
    pungs = v.pung_mask
    for others in _TAIL_RUNS[t]:
        if pungs & others == others:
            return True
    return False


def _tail_runs(t: int) -> tuple[int, ...]:
    """The pung masks that make three tails with a pair of `t`: per run of three consecutive numbers
    of its suit holding it, the run's other two tiles (none for an honour)."""
    if t >= 27:
        return ()
    s, r = divmod(t, 9)
    return tuple((7 << (s * 9 + lo)) & ~(1 << t) for lo in range(max(0, r - 2), min(r, 6) + 1))


_TAIL_RUNS = tuple(_tail_runs(t) for t in range(34))
