"""Features of one arrangement, computed once and shared by every pattern predicate."""

from __future__ import annotations

from collections.abc import Mapping

from rules.arrangements import Arrangement, Block, waits_of
from rules.hand import Hand, WinContext
from rules.tiles import DRAGONS, KINDS, SEATS, TERMINALS_AND_HONOURS, WINDS, is_bonus

SEAT_NUMBER = {seat: i + 1 for i, seat in enumerate(SEATS)}


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


class HandView:
    """What a pattern predicate may look at: the arrangement, the hand, the context, the switches."""

    def __init__(self, arrangement: Arrangement, hand: Hand, ctx: WinContext,
                 switches: Mapping[str, object], shapes: tuple[str, ...] = ("standard",),
                 base: HandFeatures | None = None) -> None:
        self.arrangement = arrangement
        self.shapes = shapes
        self.hand = hand
        self.ctx = ctx
        self.switches = switches
        self.shape = arrangement.shape
        self.blocks = blocks = arrangement.blocks
        self.features = f = base if base is not None else HandFeatures(hand)
        # Features of the tiles, shared by every arrangement of the hand.
        self.counts = f.counts  # every regular tile of the hand (kongs as four)
        self.kinds = f.kinds
        self.suits = f.suits  # number suits present: 0 萬, 1 筒, 2 索
        self.has_honours = f.has_honours
        self.all_terminals_or_honours = f.all_terminals_or_honours
        self.flowers = f.flowers
        self.claimed_melds = f.claimed_melds  # melds made from a discard (a concealed kong is not one)
        # Features of this arrangement, in one pass over its blocks.
        self.is_standard = arrangement.shape == "standard"
        chows, pungs, kongs, sets = [], [], [], []
        pair = winning = None
        for b in blocks:
            k = b.kind
            if k == "chow":
                chows.append(b)
                sets.append(b)
            elif k == "pung" or k == "kong":
                pungs.append(b)
                sets.append(b)
                if k == "kong":
                    kongs.append(b)
            elif k == "pair" and pair is None:
                pair = b
            if b.winning and winning is None:
                winning = b
        self.chows = tuple(chows)
        self.pungs = tuple(pungs)  # pungs and kongs
        self.kongs = tuple(kongs)
        self.sets = tuple(sets)
        # The pair of four sets and a pair, or of a special shape with exactly one pair (組合龍,
        # 十三么); seven pairs have no single pair.
        self.pair = pair if sum(1 for b in blocks if b.kind == "pair") == 1 else None
        self.winning_block = winning
        self.pung_tiles = frozenset(b.tiles[0] for b in pungs)

    def memo(self, key: str, compute):  # type: ignore[no-untyped-def]
        """A feature a pattern module computes once per arrangement, stored under `key`."""
        d = self.__dict__
        if key not in d:
            d[key] = compute(self)
        return d[key]

    @cached_property
    def concealed_pungs(self) -> tuple[Block, ...]:
        return tuple(b for b in self.pungs if b.concealed)

    @cached_property
    def dragon_pungs(self) -> int:
        return sum(1 for t in DRAGONS if t in self.pung_tiles)

    @cached_property
    def wind_pungs(self) -> int:
        return sum(1 for t in WINDS if t in self.pung_tiles)

    # --- how it was won ---------------------------------------------------------------------------

    @cached_property
    def concealed_hand(self) -> bool:
        """門前清: nothing claimed (a concealed kong keeps it unless the switch says otherwise)."""
        if self.switches.get("concealed_kong_breaks_concealed"):
            return not self.hand.melds
        return self.claimed_melds == 0


    @cached_property
    def waits(self) -> frozenset[int]:
        """Every tile kind that would have completed the hand before the winning tile (its 叫糊),
        under the shapes this table plays; a kind already held four times is not a wait."""
        return waits_of(self.hand, self.ctx, self.shapes)


    @cached_property
    def seat_number(self) -> int:
        return SEAT_NUMBER[self.ctx.seat_wind]


_TERMINALS_AND_HONOURS = frozenset(TERMINALS_AND_HONOURS)


class HandFeatures:
    """Features of the hand's tiles that do not depend on the arrangement: computed once per hand."""

    __slots__ = ("counts", "kinds", "suits", "has_honours", "all_terminals_or_honours", "flowers",
                 "claimed_melds", "arrangements")

    def __init__(self, hand: Hand) -> None:
        all_tiles = hand.all_tiles()
        c = [0] * KINDS
        for t in all_tiles:
            c[t] += 1
        self.counts = tuple(c)
        self.kinds = kinds = frozenset(all_tiles)
        self.suits = frozenset(t // 9 for t in kinds if t < 27)
        self.has_honours = bool(kinds) and max(kinds) >= 27
        self.all_terminals_or_honours = kinds <= _TERMINALS_AND_HONOURS
        w = hand.winning_tile
        if w is not None and is_bonus(w):
            self.flowers = tuple(sorted(hand.flowers + (w,)))
        else:
            self.flowers = hand.flowers if not hand.flowers else tuple(sorted(hand.flowers))
        self.claimed_melds = sum(1 for m in hand.melds if not m.concealed)
        self.arrangements: list | None = None  # every arrangement of the hand, set by the scorer
