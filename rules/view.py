"""Features of one arrangement, computed once and shared by every pattern predicate."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property

from rules.arrangements import Arrangement, Block, waits_of
from rules.hand import Hand, WinContext
from rules.tiles import DRAGONS, KINDS, WINDS, is_bonus, is_honour, is_terminal

SEAT_NUMBER = {"east": 1, "south": 2, "west": 3, "north": 4}


class HandView:
    """What a pattern predicate may look at: the arrangement, the hand, the context, the switches."""

    def __init__(self, arrangement: Arrangement, hand: Hand, ctx: WinContext,
                 switches: Mapping[str, object], shapes: tuple[str, ...] = ("standard",)) -> None:
        self.arrangement = arrangement
        self.shapes = shapes
        self.hand = hand
        self.ctx = ctx
        self.switches = switches
        self.shape = arrangement.shape
        self.blocks = arrangement.blocks

    # --- tiles ------------------------------------------------------------------------------------
    @cached_property
    def counts(self) -> tuple[int, ...]:
        """Every regular tile of the hand (kongs as four)."""
        c = [0] * KINDS
        for t in self.hand.all_tiles():
            c[t] += 1
        return tuple(c)

    @cached_property
    def kinds(self) -> frozenset[int]:
        return frozenset(t for t in range(KINDS) if self.counts[t])

    @cached_property
    def suits(self) -> frozenset[int]:
        """Number suits present: 0 萬, 1 筒, 2 索."""
        return frozenset(t // 9 for t in self.kinds if t < 27)

    @cached_property
    def has_honours(self) -> bool:
        return any(is_honour(t) for t in self.kinds)

    @cached_property
    def all_terminals_or_honours(self) -> bool:
        return all(is_honour(t) or is_terminal(t) for t in self.kinds)

    # --- blocks -----------------------------------------------------------------------------------
    @cached_property
    def is_standard(self) -> bool:
        return self.shape == "standard"

    @cached_property
    def sets(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.kind in ("chow", "pung", "kong"))

    @cached_property
    def chows(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.kind == "chow")

    @cached_property
    def pungs(self) -> tuple[Block, ...]:
        """Pungs and kongs."""
        return tuple(b for b in self.blocks if b.kind in ("pung", "kong"))

    @cached_property
    def kongs(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.kind == "kong")

    @cached_property
    def pair(self) -> Block | None:
        pairs = [b for b in self.blocks if b.kind == "pair"]
        return pairs[0] if self.is_standard and pairs else None

    @cached_property
    def pung_tiles(self) -> frozenset[int]:
        return frozenset(b.first for b in self.pungs)

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
    def claimed_melds(self) -> int:
        """Melds made from another player's discard (a concealed kong is not one)."""
        return sum(1 for m in self.hand.melds if not m.concealed)

    @cached_property
    def concealed_hand(self) -> bool:
        """門前清: nothing claimed (a concealed kong keeps it unless the switch says otherwise)."""
        if self.switches.get("concealed_kong_breaks_concealed"):
            return not self.hand.melds
        return self.claimed_melds == 0

    @cached_property
    def winning_block(self) -> Block | None:
        return next((b for b in self.blocks if b.winning), None)

    @cached_property
    def waits(self) -> frozenset[int]:
        """Every tile kind that would have completed the hand before the winning tile (its 叫糊),
        under the shapes this table plays; a kind already held four times is not a wait."""
        return waits_of(self.hand, self.ctx, self.shapes)

    @cached_property
    def flowers(self) -> tuple[int, ...]:
        tiles = list(self.hand.flowers)
        w = self.hand.winning_tile
        if w is not None and is_bonus(w):
            tiles.append(w)
        return tuple(sorted(tiles))

    @cached_property
    def seat_number(self) -> int:
        return SEAT_NUMBER[self.ctx.seat_wind]
