"""What a pattern predicate looks at: the features of the hand, computed once per hand, and of one
arrangement, computed once per arrangement, shared by every predicate.

Two layers:
- `HandFeatures`: everything that does not depend on how the tiles are split (counts, kinds, suits,
  ranks, flowers, claimed melds) and the *facts* of the hand and its context as one int of bits
  (`facts`: "one suit", "has honours", "self-drawn", "dealer" ...).
- `HandView`: one arrangement on top of it (chows, pungs, kongs, the pair, the winning block, and
  the shared keys of chows and pungs), with the arrangement's facts ("≥ 3 pungs", "standard
  shape" ...) added to the hand's.

Facts are the cheap prerequisites of patterns: each predicate declares the facts it needs
(`@pattern(id, needs=ONE_SUIT | NO_HONOURS)`), and the compiled ruleset calls a predicate only
when the arrangement has them all, checked with one bit operation (rules.ruleset.Rules.groups).
A fact is only ever a necessary condition: the predicate still decides.

Ranks are 1..9 everywhere (rules.tiles.rank): a number tile's suit is `t // 9` (0 萬, 1 筒,
2 索) and its rank `t % 9 + 1`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import compress
from operator import itemgetter

from rules.arrangements import Arrangement, Block, hand_counts, waits_of
from rules.hand import Hand, Tally, WinContext
from rules.tiles import KINDS, SEATS, TERMINALS_AND_HONOURS

SEAT_NUMBER = {seat: i + 1 for i, seat in enumerate(SEATS)}

# --- facts ------------------------------------------------------------------------------------------

_bits = iter(range(256))


def _fact() -> int:
    return 1 << next(_bits)


# tiles of the hand (melds included)
HONOURS = _fact()  # at least one honour
NO_HONOURS = _fact()
NUMBERS = _fact()  # at least one number tile
NO_NUMBERS = _fact()
ONE_SUIT = _fact()  # number tiles of exactly one suit
ONE_OR_TWO_SUITS = _fact()
THREE_SUITS = _fact()
WINDS = _fact()  # at least one wind
DRAGONS = _fact()  # at least one dragon
TERMINALS_HONOURS_ONLY = _fact()  # every tile a 1, a 9 or an honour
FEW_NUMBERS = _fact()  # at most three "numbers" (ranks of any suit; the winds one more, the dragons one more)
BALANCED_ODD_EVEN = _fact()  # as many odd number tiles as even ones, and some
FOUR_OF_A_KIND = _fact()  # some tile held four times (melds included)
ONE_AND_NINE = _fact()  # some suit holds both its 1 and its 9
ONE_AND_NINE_2 = _fact()  # two suits do
NINE_GATES_TILES = _fact()  # 1112345678999 of one suit among the tiles, and nothing else
# bonus tiles
FLOWERS = _fact()  # at least one bonus tile (a bonus winning tile included)
NO_FLOWERS = _fact()
FOUR_FLOWERS = _fact()  # at least four
SEVEN_FLOWERS = _fact()  # at least seven
# declared melds
MELDS = _fact()  # at least one declared meld
NO_MELDS = _fact()
CLAIMED = _fact()  # at least one meld made from a discard
NO_CLAIMED = _fact()  # no meld made from a discard (a concealed kong is not one)
FOUR_MELDS = _fact()
CONCEALED_HAND = _fact()  # 門前清 as `HandView.concealed_hand` says (the concealed-kong switch applied)
# context
SELF_DRAWN = _fact()
DISCARD = _fact()
DEALER = _fact()
NON_DEALER = _fact()
ROBBING_KONG = _fact()
KONG_REPLACEMENT = _fact()  # kong_replacement >= 1
KONG_REPLACEMENT_2 = _fact()
KONG_REPLACEMENT_3 = _fact()
LAST_TILE = _fact()
HEAVENLY = _fact()
EARTHLY = _fact()
HUMAN = _fact()
HEAVENLY_READY = _fact()
EARTHLY_READY = _fact()
FIRST_DRAW_AFTER_READY = _fact()
TILE_UNSEEN = _fact()  # winning_tile_seen == 0
TILE_SEEN_3 = _fact()  # winning_tile_seen == 3
ROBBING_FLOWER = _fact()  # flag robbing_flower
EXHAUSTIVE_DRAW = _fact()  # flag exhaustive_draw
DISCARDS_TERMINAL = _fact()  # flag discards_all_terminal_or_honour_unclaimed
FIRST_GO_AROUND = _fact()  # flag first_go_around, or heavenly / earthly / human
BONUS_WINNING_TILE = _fact()  # the winning tile is a bonus tile
LAST_COPY_SEEN = _fact()  # the other three copies of the winning tile seen (winning_tile_seen == 3, or robbing a kong)
READY_ON_DEAL_WIN = _fact()  # human or earthly, or heavenly_ready with first_draw_after_ready
# the arrangement
STANDARD = _fact()  # shape "standard"
SEVEN_PAIRS = _fact()
THIRTEEN_ORPHANS = _fact()
KNITTED_HONOURS = _fact()
KNITTED_STRAIGHT = _fact()
THIRTEEN_UNRELATED = _fact()
THIRTEEN_PYRAMID = _fact()
QUADS = _fact()
KNITTED = _fact()  # knitted_honours or knitted_straight
BONUS_SHAPE = _fact()  # shape "bonus_tiles"
DRAW_SHAPE = _fact()  # shape "exhaustive_draw"
TILE_WIN = _fact()  # neither bonus_tiles nor exhaustive_draw
NOT_BONUS_SHAPE = _fact()  # any shape but bonus_tiles
PAIR = _fact()  # exactly one pair (HandView.pair)
WON_IN_PAIR = _fact()  # the winning tile completes a pair (HandView.winning_block)
WON_IN_CHOW = _fact()  # the winning tile completes a chow
SUIT_PUNGS_3 = _fact()  # three pungs or kongs of one number suit
CHOWS = tuple([0] + [_fact() for _ in range(4)])  # CHOWS[n]: at least n chows
PUNGS = tuple([0] + [_fact() for _ in range(4)])  # PUNGS[n]: at least n pungs or kongs
KONGS = tuple([0] + [_fact() for _ in range(4)])  # KONGS[n]: at least n kongs
SETS = tuple([0] + [_fact() for _ in range(4)])  # SETS[n]: at least n sets (chows, pungs, kongs)
CONCEALED_PUNGS = tuple([0] + [_fact() for _ in range(4)])  # at least n concealed pungs or kongs
DRAGON_PUNGS = tuple([0] + [_fact() for _ in range(3)])  # at least n dragon pungs or kongs
WIND_PUNGS = tuple([0] + [_fact() for _ in range(4)])  # at least n wind pungs or kongs


# Tile sets a pattern's tiles must stay within (its colour, its numbers): each registered set is a
# fact of the hands whose every tile kind is in it (`tiles_within`, declared beside the predicate).
WITHIN: list[tuple[int, int]] = []  # (fact, ~mask of the set)
_WITHIN_FACTS = 0  # the facts of WITHIN together


def tiles_within(tiles: object) -> int:
    """The fact "every tile of the hand is one of `tiles`" (a registered set; same set, same fact)."""
    mask = sum(1 << t for t in set(tiles))  # type: ignore[call-overload]
    for fact, outside in WITHIN:
        if outside == ~mask:
            return fact
    global _WITHIN_FACTS
    fact = _fact()
    WITHIN.append((fact, ~mask))
    _WITHIN_FACTS |= fact
    return fact


# The facts of WITHIN a hand has, read from its kind mask a chunk of _CHUNK bits at a time: per chunk
# and value, the facts whose set holds every tile of that chunk. Built again when WITHIN grows.
_CHUNK = 7
_CHUNKS = range(0, KINDS, _CHUNK)  # five chunks: bits 0-6, 7-13, 14-20, 21-27, 28-33
_within_tables: tuple[int, tuple[tuple[int, ...], ...]] = (-1, ())


def _within_table() -> tuple[tuple[int, ...], ...]:
    global _within_tables
    if _within_tables[0] != len(WITHIN):
        tables = []
        for lo in _CHUNKS:
            row = []
            for value in range(1 << _CHUNK):
                bits = value << lo
                row.append(sum(fact for fact, outside in WITHIN if not bits & outside))
            tables.append(tuple(row))
        _within_tables = (len(WITHIN), tuple(tables))
    return _within_tables[1]


def within_facts(mask: int) -> int:
    """The facts of WITHIN whose tile set holds every kind of `mask`."""
    t0, t1, t2, t3, t4 = _within_table()
    return t0[mask & 0x7F] & t1[mask >> 7 & 0x7F] & t2[mask >> 14 & 0x7F] & t3[mask >> 21 & 0x7F] & t4[mask >> 28]


def _all_facts() -> int:
    return (1 << 256) - 1


ALL_FACTS = _all_facts()  # every fact, registered or to come


def _at_least(bits: tuple[int, ...]) -> tuple[int, ...]:
    """For a count n: the bits of "at least 1" .. "at least n" together (n beyond the table: all)."""
    out = [0]
    for b in bits[1:]:
        out.append(out[-1] | b)
    return tuple(out) + (out[-1],) * 10


_CHOWS, _PUNGS, _KONGS, _SETS = _at_least(CHOWS), _at_least(PUNGS), _at_least(KONGS), _at_least(SETS)
_CPUNGS, _DPUNGS, _WPUNGS = _at_least(CONCEALED_PUNGS), _at_least(DRAGON_PUNGS), _at_least(WIND_PUNGS)
# By number of chows and of pungs (kongs included): their facts and those of the sets, together.
_SET_FACTS = tuple(
    tuple(_CHOWS[c] | _PUNGS[p] | _SETS[min(c + p, len(_SETS) - 1)] for p in range(len(_PUNGS)))
    for c in range(len(_CHOWS))
)
SHAPE_FACTS = {
    "standard": STANDARD | TILE_WIN | NOT_BONUS_SHAPE,
    "seven_pairs": SEVEN_PAIRS | TILE_WIN | NOT_BONUS_SHAPE,
    "thirteen_orphans": THIRTEEN_ORPHANS | TILE_WIN | NOT_BONUS_SHAPE,
    "knitted_honours": KNITTED_HONOURS | KNITTED | TILE_WIN | NOT_BONUS_SHAPE,
    "knitted_straight": KNITTED_STRAIGHT | KNITTED | TILE_WIN | NOT_BONUS_SHAPE,
    "thirteen_unrelated": THIRTEEN_UNRELATED | TILE_WIN | NOT_BONUS_SHAPE,
    "thirteen_pyramid": THIRTEEN_PYRAMID | TILE_WIN | NOT_BONUS_SHAPE,
    "quads": QUADS | TILE_WIN | NOT_BONUS_SHAPE,
    "bonus_tiles": BONUS_SHAPE,
    "exhaustive_draw": DRAW_SHAPE | NOT_BONUS_SHAPE,
}
# Facts that the shape alone decides: a pattern whose needs name another shape's is never evaluated on it.
SHAPE_DECIDED = 0
for _f in SHAPE_FACTS.values():
    SHAPE_DECIDED |= _f

# Tile masks (bit t for tile kind t).
DRAGON_MASK = sum(1 << t for t in (31, 32, 33))
WIND_MASK = sum(1 << t for t in (27, 28, 29, 30))
HONOUR_MASK = DRAGON_MASK | WIND_MASK
_BIT = tuple(1 << t for t in range(KINDS))  # the mask of one tile kind
_KIND_RANGE = range(KINDS)
SUIT_MASKS = tuple(sum(1 << t for t in range(s * 9, s * 9 + 9)) for s in range(3))
_TERMINALS_AND_HONOURS_MASK = sum(1 << t for t in TERMINALS_AND_HONOURS)
TERMINAL_MASK = _TERMINALS_AND_HONOURS_MASK & ~HONOUR_MASK  # the ones and nines
# Per set of suits present (bit s for suit s): the suits as a tuple and as a frozenset.
_SUITS = tuple(
    (tuple(s for s in range(3) if bits >> s & 1), frozenset(s for s in range(3) if bits >> s & 1)) for bits in range(8)
)


def context_facts(ctx: WinContext) -> int:
    """The facts of how and when the hand was won."""
    f = SELF_DRAWN if ctx.win_by == "self_draw" else DISCARD
    f |= DEALER if ctx.seat_wind == "east" else NON_DEALER
    seen = ctx.winning_tile_seen
    if seen == 0:
        f |= TILE_UNSEEN
    elif seen == 3:
        f |= TILE_SEEN_3 | LAST_COPY_SEEN
    # Most contexts have none of what follows: each group is asked at once, then field by field.
    if ctx.robbing_kong or ctx.kong_replacement or ctx.last_tile or ctx.robbing_flower or ctx.exhaustive_draw:
        f |= _rare_win_facts(ctx)
    if (
        ctx.heavenly
        or ctx.earthly
        or ctx.human
        or ctx.heavenly_ready
        or ctx.earthly_ready
        or ctx.first_draw_after_ready
        or ctx.first_go_around
    ):
        f |= _first_turn_facts(ctx)
    if ctx.discards_all_terminal_or_honour_unclaimed:
        f |= DISCARDS_TERMINAL
    return f


def _rare_win_facts(ctx: WinContext) -> int:
    """The facts of robbing a kong, a kong's replacement tile, the last tile, 七搶一, a draw."""
    f = 0
    if ctx.robbing_kong:
        f |= ROBBING_KONG | LAST_COPY_SEEN
    k = ctx.kong_replacement
    if k:
        f |= (
            KONG_REPLACEMENT
            if k < 2
            else (
                KONG_REPLACEMENT | KONG_REPLACEMENT_2
                if k < 3
                else KONG_REPLACEMENT | KONG_REPLACEMENT_2 | KONG_REPLACEMENT_3
            )
        )
    if ctx.last_tile:
        f |= LAST_TILE
    if ctx.robbing_flower:
        f |= ROBBING_FLOWER
    if ctx.exhaustive_draw:
        f |= EXHAUSTIVE_DRAW
    return f


def _first_turn_facts(ctx: WinContext) -> int:
    """The facts of the first-turn flags (天胡, 地胡, 人胡, 天聽, 地聽 ...)."""
    f = 0
    if ctx.heavenly:
        f |= HEAVENLY | FIRST_GO_AROUND
    if ctx.earthly:
        f |= EARTHLY | FIRST_GO_AROUND
    if ctx.human:
        f |= HUMAN | FIRST_GO_AROUND
    if ctx.heavenly_ready:
        f |= HEAVENLY_READY
    if ctx.earthly_ready:
        f |= EARTHLY_READY
    if ctx.first_draw_after_ready:
        f |= FIRST_DRAW_AFTER_READY
    if ctx.human or ctx.earthly or (ctx.heavenly_ready and ctx.first_draw_after_ready):
        f |= READY_ON_DEAL_WIN
    if ctx.first_go_around:
        f |= FIRST_GO_AROUND
    return f


class cached_property:  # noqa: N801 - a lock-free stand-in for functools.cached_property
    """Computed on first access, then stored on the instance (which shadows this descriptor)."""

    def __init__(self, fn):  # type: ignore[no-untyped-def]
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj, cls=None):  # type: ignore[no-untyped-def]
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


class HandFeatures:
    """Features of the hand's tiles that do not depend on the arrangement: computed once per hand.

    With the context (and the ruleset's switches), `facts` holds the hand's and the context's facts.
    """

    __slots__ = (
        "counts",
        "kind_mask",
        "suits",
        "has_honours",
        "all_terminals_or_honours",
        "flowers",
        "claimed_melds",
        "rank_mask",
        "arrangements",
        "facts",
        "concealed_hand",
    )

    def __init__(
        self,
        hand: Hand,
        ctx: WinContext | None = None,
        switches: Mapping[str, object] | None = None,
        wanted: int = ALL_FACTS,
        held: tuple[int, ...] | None = None,
        counted: Tally | None = None,
    ) -> None:
        """`wanted`: the facts the caller's patterns need (Rules.wanted_facts); the costlier hand
        facts (tile sets, numbers, four of a kind ...) are worked out only when wanted. `held`: the
        counts of the concealed tiles with the winning tile (rules.shapes.hand_counts), when the
        caller has them; `counted`: the hand's `rules.hand.tally`, when the caller has it."""
        w = hand.winning_tile
        melds = hand.melds
        claimed = 0
        if counted is not None:
            self.counts = counts = counted[1]  # counted.counts (by index: see rules.hand.Tally)
            for m in melds:
                if not m.concealed:
                    claimed += 1
        else:
            if held is None:
                held = hand_counts(hand)
            if melds:
                c = list(held)
                for m in melds:
                    for t in m.tiles:
                        c[t] += 1
                    if not m.concealed:
                        claimed += 1
                self.counts = counts = tuple(c)
            else:
                self.counts = counts = held
        # The kinds held as bits, picked from the counts in C (no list of the tiles made; the kinds
        # as a set are made only when a predicate asks: `kinds`).
        mask = sum(compress(_BIT, counts))
        self.kind_mask = mask
        suit_bits = (mask & 0x1FF != 0) | (mask & 0x3FE00 != 0) << 1 | (mask & 0x7FC0000 != 0) << 2
        suits, self.suits = _SUITS[suit_bits]
        self.has_honours = honours = bool(mask & HONOUR_MASK)
        self.all_terminals_or_honours = only_ends = not mask & ~_TERMINALS_AND_HONOURS_MASK
        # bit r - 1: rank r among the number tiles
        self.rank_mask = ranks = (mask | mask >> 9 | mask >> 18) & 0x1FF
        # the bonus tiles as the hand lists them (the patterns count them; none asks their order)
        flowers = tuple(hand.flowers)
        if w is not None and w >= KINDS:
            flowers += (w,)
        self.flowers = flowers
        self.claimed_melds = claimed
        self.arrangements: list | None = None  # every arrangement of the hand, set by the scorer
        # 門前清: nothing claimed (a concealed kong keeps it unless the switch says otherwise)
        if melds and switches is not None and switches.get("concealed_kong_breaks_concealed"):
            self.concealed_hand = concealed_hand = not melds
        else:
            self.concealed_hand = concealed_hand = claimed == 0
        f = (
            _TILE_FACTS[suit_bits | (mask & WIND_MASK != 0) << 3 | (mask & DRAGON_MASK != 0) << 4 | only_ends << 5]
            | _FLOWER_FACTS[len(flowers)]
            | _MELD_FACTS[2 * len(melds) + (claimed > 0)]
        )
        if wanted & _COSTLY_OR_WITHIN:
            f |= _costly_facts(wanted, mask, counts, ranks, suits, honours)
        if concealed_hand:
            f |= CONCEALED_HAND
        if w is not None and w >= KINDS:
            f |= BONUS_WINNING_TILE
        self.facts = f | context_facts(ctx) if ctx is not None else None

    @property
    def kinds(self) -> frozenset[int]:
        """The kinds of tile held, melds included (made on each call: few predicates ask, and the
        view keeps it)."""
        return frozenset(compress(_KIND_RANGE, self.counts))


_COSTLY = FEW_NUMBERS | BALANCED_ODD_EVEN | FOUR_OF_A_KIND | ONE_AND_NINE | ONE_AND_NINE_2 | NINE_GATES_TILES
# The costly facts and those registered after this module's (WITHIN's, by tiles_within): one mask,
# so that a hand asks whether any is wanted with one operation.
_COSTLY_OR_WITHIN = _COSTLY | ALL_FACTS & ~((1 << WIND_PUNGS[-1].bit_length()) - 1)


def _tile_facts(index: int) -> int:
    """The facts of the kinds of tiles held: `index` holds the suits present (bits 0-2), winds
    (bit 3), dragons (bit 4) and "every tile a 1, a 9 or an honour" (bit 5)."""
    n = (index & 7).bit_count()
    f = HONOURS if index & 0x18 else NO_HONOURS
    f |= (
        NUMBERS | (ONE_SUIT | ONE_OR_TWO_SUITS if n == 1 else ONE_OR_TWO_SUITS if n == 2 else THREE_SUITS)
        if n
        else NO_NUMBERS
    )
    if index & 8:
        f |= WINDS
    if index & 16:
        f |= DRAGONS
    if index & 32:
        f |= TERMINALS_HONOURS_ONLY
    return f


def _flower_facts(n: int) -> int:
    """The facts of holding `n` bonus tiles."""
    if not n:
        return NO_FLOWERS
    return FLOWERS | (FOUR_FLOWERS if n >= 4 else 0) | (SEVEN_FLOWERS if n >= 7 else 0)


def _meld_facts(index: int) -> int:
    """The facts of `index // 2` declared melds, some claimed when `index` is odd."""
    n, claimed = divmod(index, 2)
    if not n:
        return NO_MELDS | NO_CLAIMED
    return MELDS | (CLAIMED if claimed else NO_CLAIMED) | (FOUR_MELDS if n == 4 else 0)


# Tables of those facts, built once (a hand looks its facts up instead of adding them one by one).
_TILE_FACTS = tuple(_tile_facts(i) for i in range(64))
_FLOWER_FACTS = tuple(_flower_facts(n) for n in range(64))  # far beyond a valid hand's 8
_MELD_FACTS = tuple(_meld_facts(i) for i in range(64))  # far beyond a valid hand's 4 melds


def _costly_facts(
    wanted: int, mask: int, counts: tuple[int, ...], ranks: int, suits: tuple[int, ...], honours: bool
) -> int:
    """The hand facts that take more than a bit operation, those in `wanted` (and maybe others)."""
    if wanted & _WITHIN_FACTS:  # within_facts(mask), inlined (two calls less per hand)
        t0, t1, t2, t3, t4 = _within_tables[1] if _within_tables[0] == len(WITHIN) else _within_table()
        f = t0[mask & 0x7F] & t1[mask >> 7 & 0x7F] & t2[mask >> 14 & 0x7F] & t3[mask >> 21 & 0x7F] & t4[mask >> 28]
        f &= wanted
    else:
        f = 0
    wanted &= _COSTLY  # a small int from here on
    if not wanted:
        return f
    if wanted & FEW_NUMBERS and ranks.bit_count() + bool(mask & WIND_MASK) + bool(mask & DRAGON_MASK) <= 3:
        f |= FEW_NUMBERS
    if wanted & BALANCED_ODD_EVEN:
        odd = sum(_ODD_RANKS(counts))  # ranks 1, 3, 5, 7, 9
        if odd and odd == sum(_EVEN_RANKS(counts)):
            f |= BALANCED_ODD_EVEN
    if wanted & FOUR_OF_A_KIND and 4 in counts:
        f |= FOUR_OF_A_KIND
    if wanted & (ONE_AND_NINE | ONE_AND_NINE_2):
        n_ends = ((mask & 0x101) == 0x101) + ((mask & 0x20200) == 0x20200) + ((mask & 0x4040000) == 0x4040000)
        if n_ends:
            f |= ONE_AND_NINE if n_ends == 1 else ONE_AND_NINE | ONE_AND_NINE_2
    if wanted & NINE_GATES_TILES and len(suits) == 1 and not honours and sum(counts) == 14:
        b = suits[0] * 9
        if (
            counts[b] >= 3
            and counts[b + 8] >= 3
            and counts[b + 1]
            and counts[b + 2]
            and counts[b + 3]
            and counts[b + 4]
            and counts[b + 5]
            and counts[b + 6]
            and counts[b + 7]
        ):
            f |= NINE_GATES_TILES
    return f


# The counts of the number tiles of odd ranks, and of even ones (two C calls, not six slices).
_ODD_RANKS = itemgetter(*(t for t in range(27) if t % 9 % 2 == 0))  # rank t % 9 + 1
_EVEN_RANKS = itemgetter(*(t for t in range(27) if t % 9 % 2 == 1))

_NO_RANKS = (0, 0, 0)
_RANKS_HELD = tuple(ranks.bit_count() for ranks in range(1 << 9))  # ranks as bits -> how many


class HandView:
    """What a pattern predicate may look at: the arrangement, the hand, the context, the switches.

    The features set here live in slots; `__dict__` holds only those a pattern module works out on
    demand (cached properties, `memo`), so that it stays small."""

    __slots__ = (
        "arrangement",
        "shapes",
        "hand",
        "ctx",
        "switches",
        "shape",
        "blocks",
        "features",
        "counts",
        "suits",
        "has_honours",
        "all_terminals_or_honours",
        "flowers",
        "claimed_melds",
        "concealed_hand",
        "is_standard",
        "chows",
        "pungs",
        "pair",
        "winning_block",
        "kong_count",
        "concealed_pung_count",
        "pung_mask",
        "chow_mask",
        "chow_ranks",
        "pung_ranks",
        "dragon_pungs",
        "wind_pungs",
        "facts",
        "__dict__",
    )

    def __init__(
        self,
        arrangement: Arrangement,
        hand: Hand,
        ctx: WinContext,
        switches: Mapping[str, object],
        shapes: tuple[str, ...] = ("standard",),
        base: HandFeatures | None = None,
    ) -> None:
        self.arrangement = arrangement
        self.shapes = shapes
        self.hand = hand
        self.ctx = ctx
        self.switches = switches
        shape, blocks = arrangement  # (a named tuple's fields read by name take the generic look-up)
        self.shape = shape
        self.blocks = blocks
        if base is None or base.facts is None:
            base = HandFeatures(hand, ctx, switches)
        self.features = f = base
        # Features of the tiles, shared by every arrangement of the hand.
        self.counts = f.counts  # every regular tile of the hand (kongs as four)
        self.suits = f.suits  # number suits present: 0 萬, 1 筒, 2 索
        self.has_honours = f.has_honours
        self.all_terminals_or_honours = f.all_terminals_or_honours
        self.flowers = f.flowers
        self.claimed_melds = f.claimed_melds  # melds made from a discard (a concealed kong is not one)
        self.concealed_hand = f.concealed_hand
        # Features of this arrangement, in one pass over its blocks.
        self.is_standard = shape == "standard"
        chows, pungs = [], []
        pair = winning = None
        pairs = kongs = concealed_pungs = 0
        pung_mask = chow_mask = 0
        for b in blocks:
            kind, tiles, concealed, _, _, won = b
            if kind == "chow":
                chows.append(b)
                chow_mask |= _BIT[tiles[0]]  # (a tuple's item: cheaper than a shift in 3.11)
            elif kind == "pung" or kind == "kong":
                pungs.append(b)
                pung_mask |= _BIT[tiles[0]]
                if concealed:
                    concealed_pungs += 1
                if kind == "kong":
                    kongs += 1
            elif kind == "pair":
                pairs += 1
                if pair is None:
                    pair = b
            if won and winning is None:
                winning = b
        self.chows = tuple(chows)
        self.pungs = tuple(pungs)  # pungs and kongs
        # The pair of four sets and a pair, or of a special shape with exactly one pair (組合龍,
        # 十三么); seven pairs have no single pair.
        self.pair = pair if pairs == 1 else None
        self.winning_block = winning
        self.kong_count = kongs
        self.concealed_pung_count = concealed_pungs  # concealed pungs and kongs
        self.pung_mask = pung_mask  # bit t: a pung or kong of tile t
        self.chow_mask = chow_mask  # bit t: a chow starting at tile t
        # Per suit (萬, 筒, 索), the first ranks of its chows, the ranks of its pungs and kongs, as
        # bits (bit r - 1 for rank r): read by many chow and pung patterns, so slots, not worked out
        # on first use (a value in the instance dict is read through the generic look-up).
        self.chow_ranks = (
            (chow_mask & 0x1FF, (chow_mask >> 9) & 0x1FF, (chow_mask >> 18) & 0x1FF) if chow_mask else _NO_RANKS
        )
        self.pung_ranks = (
            (pung_mask & 0x1FF, (pung_mask >> 9) & 0x1FF, (pung_mask >> 18) & 0x1FF) if pung_mask else _NO_RANKS
        )
        facts = (f.facts or 0) | SHAPE_FACTS.get(shape, 0) | _SET_FACTS[len(chows)][len(pungs)]
        if pung_mask >> 27:  # honour pungs (most arrangements have none)
            self.dragon_pungs = dragon_pungs = (pung_mask & DRAGON_MASK).bit_count()
            self.wind_pungs = wind_pungs = (pung_mask & WIND_MASK).bit_count()
            if dragon_pungs:
                facts |= _DPUNGS[dragon_pungs]
            if wind_pungs:
                facts |= _WPUNGS[wind_pungs]
        else:
            self.dragon_pungs = self.wind_pungs = 0
        if len(pungs) >= 3:
            man, pin, sou = self.pung_ranks
            if _RANKS_HELD[man] >= 3 or _RANKS_HELD[pin] >= 3 or _RANKS_HELD[sou] >= 3:
                facts |= SUIT_PUNGS_3
        if concealed_pungs:
            facts |= _CPUNGS[concealed_pungs]
        if kongs:
            facts |= _KONGS[kongs]
        if pairs == 1:
            facts |= PAIR
        if winning is not None:
            kind = winning[0]  # winning.kind (by index: see Block)
            if kind == "pair":
                facts |= WON_IN_PAIR
            elif kind == "chow":
                facts |= WON_IN_CHOW
        self.facts = facts

    def memo(self, key: str, compute):  # type: ignore[no-untyped-def]
        """A feature a pattern module computes once per arrangement, stored under `key`."""
        d = self.__dict__
        if key not in d:
            d[key] = compute(self)
        return d[key]

    def sets_and_pair_hold(self, tiles: int) -> bool:
        """Every set and the pair (four sets and a pair) hold a tile of the mask `tiles` (bit t for
        tile t), which may hold ones, nines and honours only."""
        pair = self.pair
        return not (
            self.chow_mask & ~(tiles | tiles >> 2)  # a chow from 1 or 7 holds its suit's 1 or 9
            or self.pung_mask & ~tiles
            or pair is None
            or not tiles >> pair.tiles[0] & 1
        )

    @cached_property
    def kinds(self) -> frozenset[int]:
        """The kinds of tile held, melds included (HandFeatures.kinds; few predicates ask)."""
        return self.features.kinds

    @cached_property
    def sets(self) -> tuple[Block, ...]:
        """The chows, pungs and kongs, in the arrangement's order (few predicates ask)."""
        return tuple(b for b in self.blocks if b.kind in ("chow", "pung", "kong"))

    @cached_property
    def kongs(self) -> tuple[Block, ...]:
        return tuple(b for b in self.pungs if b.kind == "kong")

    @cached_property
    def pung_tiles(self) -> frozenset[int]:
        """The tile of every pung or kong."""
        return frozenset(b.tiles[0] for b in self.pungs)

    @cached_property
    def concealed_pungs(self) -> tuple[Block, ...]:
        return tuple(b for b in self.pungs if b.concealed)

    # --- keys of chows and pungs, shared by the pattern modules ----------------------------------

    @cached_property
    def chow_keys(self) -> Counter:
        """(suit, first rank 1-7) of every chow, with multiplicity."""
        return Counter((b.tiles[0] // 9, b.tiles[0] % 9 + 1) for b in self.chows)

    @cached_property
    def chow_starts(self) -> list[int]:
        """The first tile of every chow, sorted (a chow twice is listed twice)."""
        return sorted(b.tiles[0] for b in self.chows)

    @cached_property
    def number_pungs(self) -> frozenset[tuple[int, int]]:
        """(suit, rank 1-9) of every number pung or kong."""
        return frozenset((t // 9, t % 9 + 1) for t in self.pung_tiles if t < 27)

    @cached_property
    def number_ranks(self) -> frozenset[int]:
        """The ranks 1-9 of the number tiles of the hand (any suit)."""
        m = self.features.rank_mask
        return frozenset(r + 1 for r in range(9) if m >> r & 1)

    # --- how it was won ---------------------------------------------------------------------------

    @cached_property
    def waits(self) -> frozenset[int]:
        """Every tile kind that would have completed the hand before the winning tile (its 叫糊),
        under the shapes this table plays; a kind already held four times is not a wait."""
        return waits_of(self.hand, self.ctx, self.shapes)

    @cached_property
    def seat_number(self) -> int:
        return SEAT_NUMBER[self.ctx.seat_wind]
