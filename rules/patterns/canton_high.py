"""Predicates of the 新章 十番, 十五番 patterns (seed 000) and 二不槓 / 三不槓 (the `quads` shape is in
rules/shapes/quads.py).

Patterns that are the same thing as a 清章 pattern reuse its predicate from `common` by id
(大三元 big_three_dragons, 清一色 full_flush, 混老頭 mixed_terminals, 連槓開花
double_kong_self_draw); only the ruleset data differ. Everything here is registered by
`rules.patterns.load_all()`.

Number tiles are described as (suit, rank): suit 0 萬, 1 筒, 2 索; rank 1..9 (rules.tiles.rank), the
keys of chows and pungs shared by every module (HandView.chow_keys, chow_ranks, pung_ranks).
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter

from rules.patterns import pattern
from rules.tiles import WINDS
from rules.view import (
    BALANCED_ODD_EVEN,
    CHOWS,
    CONCEALED_HAND,
    FEW_NUMBERS,
    FOUR_OF_A_KIND,
    KONGS,
    NO_HONOURS,
    NUMBERS,
    ONE_AND_NINE_2,
    PAIR,
    PUNGS,
    QUADS,
    SETS,
    SEVEN_PAIRS,
    STANDARD,
    SUIT_PUNGS_3,
    TILE_WIN,
    WIND_PUNGS,
    HandView,
    tiles_within,
)
from rules.view import (
    WINDS as HAS_WINDS,
)

_CACHE = "canton_high:"
# Arrangements that are not a won hand of tiles: tile-count predicates stay silent on them.
_NOT_TILE_WINS = frozenset({"bonus_tiles", "exhaustive_draw"})


def _cached(v: HandView, name: str, compute):  # type: ignore[no-untyped-def]
    return v.memo(_CACHE + name, compute)


def _ranks(*ranks: int) -> tuple[int, ...]:
    """The number tiles of these ranks (1..9), in every suit."""
    return tuple(s * 9 + r - 1 for s in range(3) for r in ranks)


_ODD_TILES = tuple(t for t in range(27) if (t % 9 + 1) % 2)
_EVEN_TILES = tuple(t for t in range(27) if not (t % 9 + 1) % 2)
_odd_counts, _even_counts = itemgetter(*_ODD_TILES), itemgetter(*_EVEN_TILES)


def _quads(v: HandView) -> int:
    if v.shape != "quads" or not v.concealed_hand:
        return 0
    return sum(1 for b in v.blocks if b.kind == "quad")


@pattern("two_quads", needs=QUADS | CONCEALED_HAND)
def two_quads(v: HandView) -> bool:
    """二不槓 (雙鐵支): concealed, won with two unkonged groups of four identical tiles, no pair."""
    return _quads(v) == 2


@pattern("three_quads", needs=QUADS | CONCEALED_HAND)
def three_quads(v: HandView) -> bool:
    """三不槓 (三鐵支): concealed, won with three unkonged groups of four identical tiles and a pair."""
    return _quads(v) == 3


# --- kongs ----------------------------------------------------------------------------------------


@pattern("three_kongs", needs=KONGS[3])
def three_kongs(v: HandView) -> bool:
    """三槓子: exactly three kongs (four are 十八羅漢)."""
    return v.kong_count == 3


# --- pungs ----------------------------------------------------------------------------------------


def _pung_runs(v: HandView, step: int) -> bool:
    """Three number pungs of one suit whose ranks go up by `step` (r, r+step, r+2*step)."""
    a, b, c = v.pung_ranks  # per suit, bit r - 1: rank r
    two = 2 * step
    return bool(a & a >> step & a >> two or b & b >> step & b >> two or c & c >> step & c >> two)


@pattern("pure_shifted_pungs", needs=PUNGS[3] | SUIT_PUNGS_3)
def pure_shifted_pungs(v: HandView) -> bool:
    """一色三節高: three pungs of one suit with consecutive ranks (kongs count)."""
    if len(v.pungs) < 3:
        return False
    return _pung_runs(v, 1)


@pattern("skipping_pungs", needs=PUNGS[3] | SUIT_PUNGS_3)
def skipping_pungs(v: HandView) -> bool:
    """跳三刻: pungs of 1-3-5, 2-4-6, 3-5-7, 4-6-8 or 5-7-9 of one suit (kongs count)."""
    if len(v.pungs) < 3:
        return False
    return _pung_runs(v, 2)


@pattern("step_three_pungs", needs=PUNGS[3] | SUIT_PUNGS_3)
def step_three_pungs(v: HandView) -> bool:
    """筋三刻: pungs of 1-4-7, 2-5-8 or 3-6-9 of one suit (kongs count)."""
    if len(v.pungs) < 3:
        return False
    return _pung_runs(v, 3)


@pattern("one_five_nine_pungs", needs=PUNGS[3] | SUIT_PUNGS_3)
def one_five_nine_pungs(v: HandView) -> bool:
    """頂三刻: pungs of 1, 5 and 9 of one suit (kongs count)."""
    if len(v.pungs) < 3:
        return False
    a, b, c = v.pung_ranks  # per suit, bit r - 1: rank r
    return a & 0x111 == 0x111 or b & 0x111 == 0x111 or c & 0x111 == 0x111  # ranks 1, 5 and 9


def _all_number_pungs(v: HandView, ranks: frozenset[int]) -> bool:
    return v.is_standard and len(v.pungs) == 4 and not v.has_honours and v.number_ranks <= ranks


@pattern("all_even_pungs", needs=STANDARD | PUNGS[4] | tiles_within(_ranks(2, 4, 6, 8)))
def all_even_pungs(v: HandView) -> bool:
    """全雙刻: four pungs and a pair, every tile a number 2, 4, 6 or 8."""
    return _all_number_pungs(v, frozenset((2, 4, 6, 8)))


@pattern("all_odd_pungs", needs=STANDARD | PUNGS[4] | tiles_within(_ranks(1, 3, 5, 7, 9)))
def all_odd_pungs(v: HandView) -> bool:
    """全單刻: four pungs and a pair, every tile a number 1, 3, 5, 7 or 9."""
    return _all_number_pungs(v, frozenset((1, 3, 5, 7, 9)))


@pattern("three_step_pungs", needs=STANDARD | PUNGS[4] | NO_HONOURS)
def three_step_pungs(v: HandView) -> bool:
    """三步刻: four pungs and a pair of numbers only, every rank in 1-4-7, or in 2-5-8, or in 3-6-9."""
    return any(_all_number_pungs(v, frozenset((a, a + 3, a + 6))) for a in (1, 2, 3))


@pattern("two_suit_double_pungs", needs=PUNGS[4])
def two_suit_double_pungs(v: HandView) -> bool:
    """雙色同刻: two different ranks each pung in the same two suits (e.g. 222m 222p 777m 777p)."""
    if len(v.pungs) < 4:
        return False
    a, b, c = v.pung_ranks  # the three couples of suits, without a generator
    return (a & b).bit_count() >= 2 or (a & c).bit_count() >= 2 or (b & c).bit_count() >= 2


@pattern("three_guest_wind_pungs", needs=WIND_PUNGS[3])
def three_guest_wind_pungs(v: HandView) -> bool:
    """客風三刻: three wind pungs, and no tile of the round wind anywhere in the hand."""
    return v.wind_pungs >= 3 and v.counts[v.ctx.round_wind_tile] == 0


# --- chows ----------------------------------------------------------------------------------------


@pattern("pure_triple_chow", needs=CHOWS[3])
def pure_triple_chow(v: HandView) -> bool:
    """一色三同順: three identical chows."""
    if len(v.chows) - v.chow_mask.bit_count() < 2:  # fewer than two repeats
        return False
    return any(n >= 3 for n in v.chow_keys.values())


@pattern("pure_shifted_chows", needs=CHOWS[3])
def pure_shifted_chows(v: HandView) -> bool:
    """一色三步高: three chows of one suit whose first ranks go up by one, or all by two."""
    if len(v.chows) < 3:
        return False
    a, b, c = v.chow_ranks  # per suit, bit r - 1: rank r
    return bool(a & a >> 1 & a >> 2 or b & b >> 1 & b >> 2 or c & c >> 1 & c >> 2) or bool(
        a & a >> 2 & a >> 4 or b & b >> 2 & b >> 4 or c & c >> 2 & c >> 4
    )


@pattern("two_pure_double_chows", needs=CHOWS[4])
def two_pure_double_chows(v: HandView) -> bool:
    """雙龍抱 (二盃口): two 般高, i.e. two pairs of identical chows."""
    if len(v.chows) < 4 or len(v.chows) - v.chow_mask.bit_count() < 2:  # fewer than two repeats
        return False
    return sum(n // 2 for n in v.chow_keys.values()) >= 2


@pattern("two_suit_pure_double_chows", needs=CHOWS[4])
def two_suit_pure_double_chows(v: HandView) -> bool:
    """二色同對: a 雙龍抱 whose two 般高 are the same chow in two suits (123m 123m 123p 123p)."""
    if len(v.chows) < 4 or len(v.chows) - v.chow_mask.bit_count() < 2:  # fewer than two repeats
        return False
    c = v.chow_keys
    return any(c[(a, r)] >= 2 and c[(b, r)] >= 2 for a, b in combinations(range(3), 2) for r in range(1, 8))


@pattern("mirror_hand", needs=CHOWS[4])
def mirror_hand(v: HandView) -> bool:
    """鏡糊糊: two different chows, each in the same two suits (123m 456m 123p 456p)."""
    if len(v.chows) < 4:
        return False
    a, b, c = v.chow_ranks  # the three couples of suits, without a generator
    return (a & b).bit_count() >= 2 or (a & c).bit_count() >= 2 or (b & c).bit_count() >= 2


@pattern("four_tiles_in_four_chows", needs=CHOWS[4] | FOUR_OF_A_KIND)
def four_tiles_in_four_chows(v: HandView) -> int:
    """四歸四: all four copies of a tile spread over four chows; one count per such tile."""
    n = 0
    for t in v.kinds:
        if t < 27 and v.counts[t] == 4 and sum(1 for b in v.chows if t in b.tiles) == 4:
            n += 1
    return n


def _old_young_suits(v: HandView) -> frozenset[int]:
    """Suits holding a 老少: chows 123 and 789 (老少副) or pungs of 1 and 9 (老少碰)."""
    c = v.chow_ranks  # bit r - 1: rank r
    p = v.pung_ranks
    return frozenset(s for s in range(3) if c[s] & 0x41 == 0x41 or p[s] & 0x101 == 0x101)


@pattern("two_suit_old_young", needs=SETS[4] | ONE_AND_NINE_2)
def two_suit_old_young(v: HandView) -> bool:
    """雙飄: 老少 (123+789, or 111+999) in two different suits."""
    if len(v.sets) < 4:
        return False
    return len(_old_young_suits(v)) >= 2


@pattern("three_suit_terminal_chows", needs=SETS[4] | PAIR | ONE_AND_NINE_2)
def three_suit_terminal_chows(v: HandView) -> bool:
    """三色雙龍會: 老少 in two suits and a pair of the third suit's 5."""
    if len(v.sets) < 4:
        return False
    ends = _old_young_suits(v)
    if len(ends) != 2 or v.pair is None:
        return False
    third = ({0, 1, 2} - ends).pop()
    return v.pair.first == third * 9 + 4


# --- tiles ----------------------------------------------------------------------------------------


def _only_ranks(v: HandView, ranks: tuple[int, ...]) -> bool:
    return v.shape not in _NOT_TILE_WINS and not v.has_honours and v.number_ranks <= frozenset(ranks)


@pattern("all_upper", needs=TILE_WIN | tiles_within(_ranks(7, 8, 9)))
def all_upper(v: HandView) -> bool:
    """全大: number tiles 7, 8 and 9 only."""
    return _only_ranks(v, (7, 8, 9))


@pattern("all_middle", needs=TILE_WIN | tiles_within(_ranks(4, 5, 6)))
def all_middle(v: HandView) -> bool:
    """全中: number tiles 4, 5 and 6 only."""
    return _only_ranks(v, (4, 5, 6))


@pattern("all_lower", needs=TILE_WIN | tiles_within(_ranks(1, 2, 3)))
def all_lower(v: HandView) -> bool:
    """全小: number tiles 1, 2 and 3 only."""
    return _only_ranks(v, (1, 2, 3))


def numbers_used(v: HandView) -> int:
    """How many 'numbers' the tiles use: each rank 1-9 over all suits is one number, the winds are
    one more and the dragons one more (三數/兩數: 風牌、三元牌各自當作一個數字)."""

    def compute(v: HandView) -> int:
        n = len(v.number_ranks)
        n += any(27 <= t <= 30 for t in v.kinds)
        n += any(31 <= t <= 33 for t in v.kinds)
        return n

    return _cached(v, "numbers", compute)


@pattern("three_numbers", needs=TILE_WIN | FEW_NUMBERS)
def three_numbers(v: HandView) -> bool:
    """三數: the tiles use exactly three numbers (the winds count as one, the dragons as one)."""
    return v.shape not in _NOT_TILE_WINS and numbers_used(v) == 3


@pattern("all_sets_share_number", needs=STANDARD | NO_HONOURS | PAIR)
def all_sets_share_number(v: HandView) -> bool:
    """全帶 (滿庭芳): every set and the pair holds a number tile of the same rank."""
    if not v.is_standard or v.has_honours or v.pair is None:
        return False
    r = 1 << v.pair[1][0] % 9  # v.pair.tiles[0] (by index: see Block); ranks as bits: bit r - 1 for rank r
    p, c = v.pung_mask, v.chow_mask
    pung_ranks = (p | p >> 9 | p >> 18) & 0x1FF
    chow_ranks = (c | c >> 9 | c >> 18) & 0x1FF  # a chow from rank r holds r, r + 1, r + 2
    return not (pung_ranks & ~r or chow_ranks & ~(r | r >> 1 | r >> 2))


@pattern("half_odd_half_even", needs=TILE_WIN | BALANCED_ODD_EVEN)
def half_odd_half_even(v: HandView) -> bool:
    """一半數字: as many odd number tiles as even ones (kongs as four tiles; honours are neither)."""
    if v.shape in _NOT_TILE_WINS:
        return False
    counts = v.counts
    odd = sum(_odd_counts(counts))
    even = sum(_even_counts(counts))
    return odd > 0 and odd == even


# --- seven pairs ----------------------------------------------------------------------------------


@pattern("four_winds_seven_pairs", needs=SEVEN_PAIRS | HAS_WINDS)
def four_winds_seven_pairs(v: HandView) -> bool:
    """四喜七對: seven pairs including pairs of 東, 南, 西 and 北."""
    return v.shape == "seven_pairs" and all(v.counts[t] == 2 for t in WINDS)


@pattern("six_consecutive_pairs", needs=SEVEN_PAIRS | NUMBERS)
def six_consecutive_pairs(v: HandView) -> bool:
    """連六對: seven pairs of which six are consecutive ranks of one suit."""
    if v.shape != "seven_pairs":
        return False
    c = v.counts
    pairs = sum(1 << t for t in v.kinds if t < 27 and c[t] == 2)  # bit t: a number tile held twice
    for s in (0, 9, 18):
        m = pairs >> s & 0x1FF
        if m & m >> 1 & m >> 2 & m >> 3 & m >> 4 & m >> 5:  # six ranks in a row
            return True
    return False
