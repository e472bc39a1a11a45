"""Predicates of the canton-new (廣東麻雀 新章, seed 000) patterns of 四番 to 八番, the 不靠 family
(全不靠, 十三魔王 七星不靠, 十三魔殿, 十三不搭) with 十三金字塔, and the table-context patterns
流局十番 and 七搶一; and the shapes those special hands need.

Patterns that are the same thing as a 清章 pattern reuse its predicate from `common.py` by id
(小三元 little_three_dragons, 對對糊 all_pungs, 混一色 half_flush, 七對子 seven_pairs, 花糊
flower_hand); only the ruleset data (rulesets/canton-new/20-fan4-8.yaml) differ.

Shapes registered here (list them in the ruleset head to play them):
- `knitted_honours` (全不靠 family): fourteen different tiles, no pair, the number tiles taken from
  one knitted layout (一四七, 二五八, 三六九, each in a different suit, 不能錯位) and the rest honours.
- `knitted_straight` (組合龍): the nine tiles of a knitted straight (一四七, 二五八, 三六九 in three
  different suits) plus one set and a pair (the set may be a declared meld).
- `thirteen_unrelated` (十三不搭): thirteen mutually 不靠 tiles (different honours; number tiles of
  one suit at least three apart) and a second copy of one of them as the pair.
- `thirteen_pyramid` (十三金字塔): 一、九 of every suit with 二五八筒, 三六索, 四七萬 (thirteen tiles)
  and a second copy of one of them as the pair, concealed.
- `exhaustive_draw` (流局十番): only when the context says `exhaustive_draw` and the hand has no
  winning tile (the hand held at the draw); only `kind: draw` patterns are evaluated on it.

Number tiles: suit 0 萬, 1 筒, 2 索; rank 0..8 (一..九) is `t % 9`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import permutations

from rules.arrangements import Arrangement, Block, decompose, meld_blocks, shape
from rules.hand import Hand, WinContext
from rules.patterns import pattern
from rules.tiles import DRAGONS, KINDS, KNITTED_LAYOUTS, is_bonus
from rules.view import HandView

_CACHE = "canton_mid:"
HONOUR_TILES = tuple(range(27, 34))
MAN, PIN, SOU = 0, 9, 18
SOU_1 = SOU  # 一索
# 十三魔殿 / 十三金字塔: 二五八筒, 三六索, 四七萬 (the seed's own suits).
SEVEN_STAR_NUMBERS = frozenset({PIN + 1, PIN + 4, PIN + 7, SOU + 2, SOU + 5, MAN + 3, MAN + 6})
TERMINAL_NUMBERS = frozenset({MAN, MAN + 8, PIN, PIN + 8, SOU, SOU + 8})
PYRAMID_TILES = SEVEN_STAR_NUMBERS | TERMINAL_NUMBERS
# 推不倒: 一二三四五八九筒, 二四五六八九索, 白板.
REVERSIBLE_TILES = frozenset({PIN + r for r in (0, 1, 2, 3, 4, 7, 8)} | {SOU + r for r in (1, 3, 4, 5, 7, 8)}
                             | {31})


def _cached(v: HandView, name: str, compute):  # type: ignore[no-untyped-def]
    return v.memo(_CACHE + name, compute)


def _rank(t: int) -> int:
    return t % 9


# --- knitted layouts ------------------------------------------------------------------------------

# Each layout (rules.tiles.KNITTED_LAYOUTS): the nine number tiles of a knitted straight.


def knitted_layout_of(numbers: frozenset[int] | set[int]) -> frozenset[int] | None:
    """The knitted layout containing every given number tile, or None (不能錯位)."""
    return next((lay for lay in KNITTED_LAYOUTS if numbers <= lay), None)


def mutually_unrelated(kinds: list[int] | tuple[int, ...]) -> bool:
    """不靠: different tiles, and number tiles of one suit at least three ranks apart."""
    if len(set(kinds)) != len(kinds):
        return False
    by_suit: dict[int, list[int]] = {}
    for t in kinds:
        if t < 27:
            by_suit.setdefault(t // 9, []).append(_rank(t))
    for ranks in by_suit.values():
        ranks.sort()
        if any(b - a < 3 for a, b in zip(ranks, ranks[1:], strict=False)):
            return False
    return True


def first_go_around(ctx: WinContext) -> bool:
    """第一圈: the context says 天糊 / 地糊 / 人糊, or the flag first_go_around."""
    return ctx.first_go_around or ctx.heavenly or ctx.earthly or ctx.human


def _regular_win(hand: Hand) -> bool:
    return hand.winning_tile is not None and not is_bonus(hand.winning_tile)


def _singles_and_pair(counts: tuple[int, ...], w: int | None) -> tuple[Block, ...]:
    """One block per kind: a 'single', or the 'pair'; the winning tile's block is marked."""
    return tuple(Block("pair" if counts[t] == 2 else "single", (t,) * counts[t], winning=(t == w))
                 for t in range(KINDS) if counts[t])


# --- shapes ---------------------------------------------------------------------------------------


@shape("knitted_honours")
def knitted_honours(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """全不靠 family: 14 different tiles, the number tiles within one knitted layout, no pair."""
    if hand.melds or not _regular_win(hand) or sum(counts) != 14 or max(counts) != 1:
        return
    numbers = frozenset(t for t in range(27) if counts[t])
    if knitted_layout_of(numbers) is None:
        return
    yield Arrangement("knitted_honours", _singles_and_pair(counts, hand.winning_tile))


_SET_TILES = {"chow": lambda f: (f, f + 1, f + 2), "pung": lambda f: (f,) * 3, "pair": lambda f: (f,) * 2}


@shape("knitted_straight")
def knitted_straight(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """組合龍: a knitted straight (nine tiles) plus one set and a pair; the set may be declared."""
    sets = 1 - len(hand.melds)
    if sets < 0 or not _regular_win(hand) or sum(counts) != 9 + 3 * sets + 2:
        return
    w = hand.winning_tile
    melds = meld_blocks(hand)
    for layout in KNITTED_LAYOUTS:
        if any(counts[t] == 0 for t in layout):
            continue
        rest = list(counts)
        for t in layout:
            rest[t] -= 1
        knit = tuple(sorted(layout))
        for parts in decompose(tuple(rest), sets):
            # The winning tile completes the knitted straight or one of the other blocks.
            places: list[int | None] = [None] if w in layout else []
            places += [i for i, (k, f) in enumerate(parts) if w in _SET_TILES[k](f)]
            seen: set = set()
            for place in places:
                key = None if place is None else parts[place]
                if key in seen:
                    continue
                seen.add(key)
                blocks = [Block("knitted", knit, winning=place is None)]
                for j, (k, f) in enumerate(parts):
                    winning = j == place
                    concealed = not (winning and k == "pung" and not ctx.self_drawn)
                    blocks.append(Block(k, _SET_TILES[k](f), concealed=concealed, winning=winning))
                yield Arrangement("knitted_straight", tuple(melds + blocks))


@shape("thirteen_unrelated")
def thirteen_unrelated(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """十三不搭: 13 mutually 不靠 tiles and a second copy of one of them (the pair), won in the
    first go-around (第一圈): later it is not a winning hand at all."""
    if hand.melds or not _regular_win(hand) or sum(counts) != 14 or not first_go_around(ctx):
        return
    kinds = [t for t in range(KINDS) if counts[t]]
    if len(kinds) != 13 or max(counts) != 2 or not mutually_unrelated(kinds):
        return
    yield Arrangement("thirteen_unrelated", _singles_and_pair(counts, hand.winning_tile))


@shape("thirteen_pyramid")
def thirteen_pyramid(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """十三金字塔: 一九 of each suit, 二五八筒, 三六索, 四七萬, and one of them twice; concealed."""
    if hand.melds or not _regular_win(hand) or sum(counts) != 14:
        return
    if any(counts[t] == 0 for t in PYRAMID_TILES) or any(counts[t] for t in range(KINDS) if t not in PYRAMID_TILES):
        return
    yield Arrangement("thirteen_pyramid", _singles_and_pair(counts, hand.winning_tile))


@shape("exhaustive_draw")
def exhaustive_draw(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    """流局十番: the hand held at an exhaustive draw (13 tiles, no winning tile), one block.

    Yields only with ctx.exhaustive_draw and no winning tile."""
    if not ctx.exhaustive_draw or hand.winning_tile is not None:
        return
    held = tuple(sorted(hand.concealed))
    yield Arrangement("exhaustive_draw", tuple(meld_blocks(hand)) + (Block("held", held),))


# --- 四番 ---------------------------------------------------------------------------------------


@pattern("all_claimed_pungs")
def all_claimed_pungs(v: HandView) -> bool:
    """清四碰: four pungs/kongs all claimed (碰 or 明槓, or the last pung completed by the winning
    discard: 雙碰聽必須食出銃); a single wait on the pair may be self-drawn or won on a discard."""
    return v.is_standard and len(v.pungs) == 4 and all(not b.concealed for b in v.pungs)


# --- 五番 ---------------------------------------------------------------------------------------


@pattern("three_concealed_pungs")
def three_concealed_pungs(v: HandView) -> bool:
    """三暗刻: exactly three concealed pungs or kongs (a pung completed by a discard is exposed;
    four are 四暗刻, two 雙暗刻)."""
    return len(v.concealed_pungs) == 3


@pattern("pure_outside_hand")
def pure_outside_hand(v: HandView) -> bool:
    """清帶幺九: every set and the pair hold a one or a nine; no honours."""
    if not v.is_standard or v.pair is None or v.has_honours:
        return False
    return all(any(_rank(t) in (0, 8) for t in b.tiles) for b in v.sets + (v.pair,))


@pattern("knitted_straight")
def knitted_straight_pattern(v: HandView) -> bool:
    """組合龍: 一四七, 二五八, 三六九 in three different suits (all nine tiles), as the 組合龍
    shape or inside a 全不靠."""
    if v.shape == "knitted_straight":
        return True
    return v.shape == "knitted_honours" and any(lay <= v.kinds for lay in KNITTED_LAYOUTS)


def _chow_keys(v: HandView) -> Counter:
    return _cached(v, "chows", lambda v: Counter((b.first // 9, _rank(b.first)) for b in v.chows))


@pattern("mixed_shifted_chows")
def mixed_shifted_chows(v: HandView) -> bool:
    """三色三步高: a chow in each suit, starting one (or two) ranks apart: 123m 234p 345s."""
    if len(v.suits) < 3:
        return False
    if len(v.chows) < 3:
        return False
    c = _chow_keys(v)
    for step in (1, 2):
        for lo in range(7 - 2 * step):
            for suits in permutations(range(3)):
                if all(c[(s, lo + i * step)] for i, s in enumerate(suits)):
                    return True
    return False


def _number_pungs(v: HandView) -> frozenset[tuple[int, int]]:
    return _cached(v, "pungs", lambda v: frozenset((t // 9, _rank(t)) for t in v.pung_tiles if t < 27))


@pattern("triple_pung")
def triple_pung(v: HandView) -> bool:
    """三色同刻: pungs/kongs of the same number in all three suits."""
    if len(v.pungs) < 3:
        return False
    p = _number_pungs(v)
    return any(all((s, r) in p for s in range(3)) for r in range(9))


@pattern("mixed_shifted_pungs")
def mixed_shifted_pungs(v: HandView) -> bool:
    """三色連刻: pungs/kongs in the three suits with consecutive numbers (111m 222p 333s)."""
    if len(v.suits) < 3:
        return False
    if len(v.pungs) < 3:
        return False
    p = _number_pungs(v)
    return any(all((s, lo + i) in p for i, s in enumerate(suits))
               for lo in range(7) for suits in permutations(range(3)))


@pattern("reversible_tiles")
def reversible_tiles(v: HandView) -> bool:
    """推不倒: only 一二三四五八九筒, 二四五六八九索 and 白板 (any shape)."""
    return bool(v.kinds) and v.kinds <= REVERSIBLE_TILES


@pattern("peacock_flight")
def peacock_flight(v: HandView) -> bool:
    """孔雀的飛: a pung of 一索 with (1) two wind pungs, or (2) two dragon pungs and no wind pung."""
    if SOU_1 not in v.pung_tiles:
        return False
    return v.wind_pungs >= 2 or (v.dragon_pungs >= 2 and v.wind_pungs == 0)


# --- 七番 ---------------------------------------------------------------------------------------


@pattern("three_wind_pungs")
def three_wind_pungs(v: HandView) -> bool:
    """三喜臨門 / 三風刻: exactly three wind pungs or kongs (four are 大四喜)."""
    return v.wind_pungs == 3


@pattern("above_five")
def above_five(v: HandView) -> bool:
    """大於五: number tiles six to nine only."""
    return bool(v.kinds) and all(t < 27 and _rank(t) >= 5 for t in v.kinds)


@pattern("below_five")
def below_five(v: HandView) -> bool:
    """小於五: number tiles one to four only."""
    return bool(v.kinds) and all(t < 27 and _rank(t) <= 3 for t in v.kinds)


@pattern("three_dragons_seven_pairs")
def three_dragons_seven_pairs(v: HandView) -> bool:
    """三元七對: seven pairs including pairs of 中, 發 and 白."""
    return v.shape == "seven_pairs" and all(v.counts[t] == 2 for t in DRAGONS)


# --- 八番 ---------------------------------------------------------------------------------------


@pattern("knitted_honours")
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


@pattern("pure_double_and_shifted")
def pure_double_and_shifted(v: HandView) -> bool:
    """單龍抱: four chows as a 般高 (two identical chows) and a 般低 (two chows of one suit one
    rank apart); concealed."""
    return v.concealed_hand and ("same", "shifted") in _chow_pairs(v)


@pattern("two_shifted_chows")
def two_shifted_chows(v: HandView) -> bool:
    """亂蛇: four chows as two 般低 (each two chows of one suit one rank apart); concealed."""
    return v.concealed_hand and ("shifted", "shifted") in _chow_pairs(v)


# --- the 不靠 family and 十三金字塔 (20-40 番) -----------------------------------------------------


@pattern("seven_star_knitted")
def seven_star_knitted(v: HandView) -> bool:
    """十三魔王 (七星不靠): 全不靠 with all seven honours."""
    return v.shape == "knitted_honours" and all(v.counts[t] for t in HONOUR_TILES)


@pattern("seven_star_palace")
def seven_star_palace(v: HandView) -> bool:
    """十三魔殿 (七星王國): 二五八筒, 三六索, 四七萬 and the seven honours, one of each."""
    return v.shape == "knitted_honours" and v.kinds == SEVEN_STAR_NUMBERS | frozenset(HONOUR_TILES)


def _thirteen_unrelated_shape(v: HandView) -> bool:
    return v.shape == "thirteen_unrelated" and first_go_around(v.ctx)


@pattern("thirteen_unrelated")
def thirteen_unrelated_pattern(v: HandView) -> bool:
    """十三不搭: in the first go-around, 13 mutually 不靠 tiles and a pair of one of them."""
    return _thirteen_unrelated_shape(v)


@pattern("thirteen_unrelated_knitted")
def thirteen_unrelated_knitted(v: HandView) -> bool:
    """十三不搭 whose 13 tiles are a 全不靠 (number tiles within one knitted layout)."""
    if not _thirteen_unrelated_shape(v):
        return False
    return knitted_layout_of(frozenset(t for t in v.kinds if t < 27)) is not None


@pattern("thirteen_pyramid")
def thirteen_pyramid_pattern(v: HandView) -> bool:
    """十三金字塔: the pyramid shape (一九 of each suit, 二五八筒, 三六索, 四七萬, one pair)."""
    return v.shape == "thirteen_pyramid"


# --- table context (十番) -------------------------------------------------------------------------


@pattern("exhaustive_draw_terminals")
def exhaustive_draw_terminals(v: HandView) -> bool:
    """流局十番 (幺九振切): at an exhaustive draw, concealed, and every discard a one, a nine or an
    honour, none of them claimed (context flags `exhaustive_draw` and `discards_all_terminal_or_honour_unclaimed`)."""
    c = v.ctx
    return c.exhaustive_draw and c.discards_all_terminal_or_honour_unclaimed and v.claimed_melds == 0


@pattern("seven_rob_one")
def seven_rob_one(v: HandView) -> bool:
    """七搶一: holding seven bonus tiles, robbing the eighth from another player (context flag
    `robbing_flower`; the winning tile is that bonus tile)."""
    w = v.hand.winning_tile
    return v.ctx.robbing_flower and w is not None and is_bonus(w) and len(v.hand.flowers) == 7

