"""What every shape module shares: blocks, arrangements, the registry, and the decomposition of
tiles into sets and a pair from per-suit tables.

A shape is a generator `(hand, ctx, counts) -> Arrangement...` registered by name with `@shape`,
with the shanten function of the same shape (tiles still to exchange; see rules/shanten.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations_with_replacement, product
from typing import NamedTuple, cast

from rules.hand import SHARED_MELDS, VALID_MELDS, Hand, Meld, WinContext
from rules.tiles import BONUS_FIRST, KINDS, to_compact


class Block(NamedTuple):
    """One part of an arrangement: chow, pung, kong, pair, or a special group ('tiles'). (The
    scorer's hot path reads a block by index or unpacking: 3.11 reads a named tuple's field by name
    through the generic attribute look-up.)"""

    kind: str
    tiles: tuple[int, ...]
    concealed: bool = True
    declared: bool = False
    added: bool = False
    winning: bool = False

    @property
    def first(self) -> int:
        return self.tiles[0]

    def describe(self) -> dict:
        out = {"type": self.kind, "tiles": to_compact(self.tiles), "concealed": self.concealed}
        if self.declared:
            out["declared"] = True
        if self.winning:
            out["winning_tile"] = True
        return out


class Arrangement(NamedTuple):
    """One way the hand wins: its shape and its blocks (declared melds first)."""

    shape: str
    blocks: tuple[Block, ...]

    @property
    def key(self) -> tuple:
        """A stable form, used as the last tie-break between arrangements."""
        return (self.shape, tuple([(b.kind, b.tiles, not b.concealed, not b.winning) for b in self.blocks]))

    def describe(self) -> list[dict]:
        return [b.describe() for b in self.blocks]


ShapeFn = Callable[[Hand, WinContext, tuple[int, ...]], Iterator[Arrangement]]
ShantenFn = Callable[[Sequence[int]], int]
SHAPES: dict[str, ShapeFn] = {}
# Shanten of the shapes that have one, on the concealed counts of a hand with no declared meld
# (the standard shape's, which takes melds too, is rules.shanten.shanten_standard).
SHANTEN: dict[str, ShantenFn] = {}


# What a shape needs of a hand before its generator is asked, as a bit mask over `gate_of(counts,
# melds)`: the number of kinds held (concealed tiles and the winning tile), the most copies of one
# of them, and the number of declared melds.
GATES: dict[str, int] = {}
_ANY_MELDS = 2  # the gate tells 0, 1 and 2 or more declared melds apart
_ROW = KINDS + 1


def gate_bit(kinds: int, copies: int, melds: int) -> int:
    """The gate bit of a hand holding `kinds` kinds, at most `copies` of one (0-4), with `melds`
    declared melds."""
    return 1 << (kinds + _ROW * (min(melds, _ANY_MELDS) + (_ANY_MELDS + 1) * min(copies, 4)))


# The gate bits of a hand whose copies are not counted (every value), by kinds + _ROW * melds.
_ANY_COPIES = tuple(sum(gate_bit(k, c, m) for c in range(5)) for m in range(_ANY_MELDS + 1) for k in range(_ROW))


def gate_of(counts: Sequence[int], melds: int) -> int:
    """The gate bits of a hand from its kinds held (`counts`) and its declared melds, whatever its
    copies (counting them costs about what the shapes they would rule out cost)."""
    return _ANY_COPIES[KINDS - counts.count(0) + _ROW * (melds if melds < _ANY_MELDS else _ANY_MELDS)]


def gate_index(counts: Sequence[int], melds: int) -> int:
    """What `gate_of` reads of a hand, as one small int (its kinds held and declared melds, 0 to
    3 * (KINDS + 1) - 1): `gate_of(counts, melds) == _ANY_COPIES[gate_index(counts, melds)]`.
    (rules.arrangements.arrangements reads it inline, as it does `hand_needs`: change them together.)"""
    return KINDS - counts.count(0) + _ROW * (melds if melds < _ANY_MELDS else _ANY_MELDS)


# What a shape needs of a hand besides its tiles, as bits of `hand_needs(hand, ctx)`: a hand without
# them is not asked either (`SHAPE_NEEDS`; 0 for a shape made of the tiles alone).
SEVEN_BONUS_TILES = 1  # at least seven bonus tiles, a bonus winning tile included
HELD_AT_DRAW = 2  # a hand held at an exhaustive draw: context.exhaustive_draw and no winning tile
SHAPE_NEEDS: dict[str, int] = {}


def hand_needs(hand: Hand, ctx: WinContext) -> int:
    """The bits of SHAPE_NEEDS the hand and its context have (read inline by rules.arrangements)."""
    w = hand.winning_tile
    if w is None:
        return HELD_AT_DRAW if ctx.exhaustive_draw else 0
    return SEVEN_BONUS_TILES if len(hand.flowers) + (w >= BONUS_FIRST) >= 7 else 0


def shapes_asked(shapes: tuple[str, ...]) -> tuple[tuple[tuple[ShapeFn, ...], ...], ...]:
    """Per bits of `hand_needs` and per `gate_index`: the generators of `shapes` (in their order)
    whose gate and needs a hand with them passes, so that a hand finds the shapes to ask with two
    reads instead of looking each shape up (the scorer keeps these per table: about 3.5 kB)."""
    same: dict[tuple[ShapeFn, ...], tuple[ShapeFn, ...]] = {}  # equal rows shared
    return tuple(
        tuple(
            same.setdefault(row, row)
            for row in (
                tuple(
                    SHAPES[name] for name in shapes if GATES[name] & _ANY_COPIES[index] and not SHAPE_NEEDS[name] & ~has
                )
                for index in range(len(_ANY_COPIES))
            )
        )
        for has in range((SEVEN_BONUS_TILES | HELD_AT_DRAW) + 1)
    )


def shape(
    name: str,
    shanten: ShantenFn | None = None,
    kinds: range = range(KINDS + 1),
    copies: range = range(5),
    melds: int = 4,
    needs: int = 0,
) -> Callable[[ShapeFn], ShapeFn]:
    """Register a shape's arrangement generator (and its shanten function) under `name`. `kinds`,
    `copies` and `melds` are what every hand of the shape has (kinds held, the most copies of one,
    at most that many declared melds): a hand outside them is not asked (`GATES`); nor is one
    without the `needs` (bits of `hand_needs`) of a shape that does not depend on the tiles."""

    def register(fn: ShapeFn) -> ShapeFn:
        if name in SHAPES:
            raise ValueError(f"shape {name} registered twice")
        SHAPES[name] = fn
        GATES[name] = sum(gate_bit(k, c, m) for k in kinds for c in copies for m in range(min(melds, _ANY_MELDS) + 1))
        SHAPE_NEEDS[name] = needs
        if shanten is not None:
            SHANTEN[name] = shanten
        return fn

    return register


# --- small helpers of several shapes ----------------------------------------------------------------


def tiles_of(kind: str, first: int) -> tuple[int, ...]:
    """The tiles of a set or pair given by its kind and first tile."""
    if kind == "chow":
        return (first, first + 1, first + 2)
    if kind == "pung":
        return (first,) * 3
    return (first,) * 2


def _meld_block(m: Meld) -> Block:
    return Block(m.kind, tuple(sorted(m.tiles)), concealed=m.concealed, declared=True, added=m.added)


# The block of every valid meld, by (kind, tiles in order, concealed, added): made once, shared.
MELD_BLOCKS = {key: _meld_block(Meld(*key)) for key in VALID_MELDS}


# The same blocks by the id of the shared meld of their key (rules.hand.SHARED_MELDS, kept alive
# there: no other object has one of their ids): a shared meld's block without making and hashing
# its key.
_SHARED_MELD_BLOCKS = {id(SHARED_MELDS[key]): block for key, block in MELD_BLOCKS.items()}


def meld_blocks(hand: Hand) -> list[Block]:
    """The blocks of the hand's declared melds, in their order."""
    out = []
    for m in hand.melds:  # (a loop: a comprehension reading `MELD_BLOCKS` is a closure in 3.11)
        block = _SHARED_MELD_BLOCKS.get(id(m))
        if block is None:
            block = MELD_BLOCKS.get((m.kind, m.tiles, m.concealed, m.added)) or _meld_block(m)
        out.append(block)
    return out


def hand_counts(hand: Hand) -> tuple[int, ...]:
    """Counts of the concealed tiles with the (regular) winning tile."""
    c = [0] * KINDS
    for t in hand.concealed:
        c[t] += 1
    w = hand.winning_tile
    if w is not None and w < BONUS_FIRST:
        c[w] += 1
    return tuple(c)


# The block of every set or pair by its part (kind, first tile), and the block that holds the winning
# tile by (part, concealed): made once and shared (blocks are immutable).
PART_BLOCKS: dict[tuple[str, int], Block] = {
    (kind, t): Block(kind, tiles_of(kind, t))
    for kind in ("chow", "pung", "pair")
    for t in range(KINDS)
    if kind != "chow" or (t < 27 and t % 9 < 7)
}
WINNING_BLOCKS: dict[tuple[tuple[str, int], bool], Block] = {
    (part, concealed): Block(b.kind, b.tiles, concealed, False, False, True)
    for part, b in PART_BLOCKS.items()
    for concealed in (True, False)
}


def regular_win(hand: Hand) -> bool:
    w = hand.winning_tile
    return w is not None and w < BONUS_FIRST


def singles_and_pair(counts: Sequence[int], w: int | None) -> tuple[Block, ...]:
    """One block per kind: a 'single', or the 'pair'; the winning tile's block is marked."""
    return tuple(
        Block("pair" if counts[t] == 2 else "single", (t,) * counts[t], winning=(t == w))
        for t in range(KINDS)
        if counts[t]
    )


# --- decomposition into sets and a pair -------------------------------------------------------------

Part = tuple[str, int]  # ("chow" | "pung" | "pair", first tile)


# A part as one int in reading order: a set by its first tile (a chow before a pung), the pair after
# every set, `part_code(kind, first)`. `PARTS[code]` is the part (kind, first tile) (None for a code
# that is no part: a chow cannot start on an 8, a 9 or an honour).
def part_code(kind: str, first: int) -> int:
    """The int of the part (kind, first tile): see PARTS."""
    if kind == "pair":
        return 2 * KINDS + first
    return 2 * first + (kind == "pung")


PARTS: tuple[Part | None, ...] = tuple(
    next((part for part in PART_BLOCKS if part_code(*part) == code), None) for code in range(3 * KINDS)
)


def parts_of(codes: tuple[int, ...]) -> list[Part]:
    """The parts (kind, first tile) of a way of `decompose`, in the order of the pairs (the order in
    which the special shapes list their blocks)."""
    return sorted(cast("list[Part]", [PARTS[c] for c in codes]))  # every code of a way is a part


def _suit_table() -> dict[tuple[int, ...], tuple[int, int, tuple[tuple[int, ...], ...]]]:
    """Every count vector of one suit (ranks 0-8) that splits into sets and at most one pair, as
    (sets, pairs, splits), each split the parts as codes (see PARTS) of the first suit (萬), sorted:
    another suit's parts are the same codes plus 9 or 18. The tiles fix the sets and pairs of every
    split of a suit (3 × sets + 2 × pairs of them, at most one pair), so they are given once. Built
    once at import: up to four sets (7 chows, 9 pungs) and an optional pair, at most four copies of
    a rank."""
    units: list[tuple[int, tuple[int, ...]]] = [(part_code("chow", r), (r, r + 1, r + 2)) for r in range(7)]
    units += [(part_code("pung", r), (r, r, r)) for r in range(9)]
    table: dict[tuple[int, ...], set[tuple[int, int, tuple[int, ...]]]] = {}
    for k in range(5):
        for combo in combinations_with_replacement(range(len(units)), k):
            counts = [0] * 9
            for i in combo:
                for r in units[i][1]:
                    counts[r] += 1
            if max(counts) > 4:
                continue
            parts = [units[i][0] for i in combo]
            table.setdefault(tuple(counts), set()).add((k, 0, tuple(sorted(parts))))
            for p in range(9):
                if counts[p] <= 2:
                    counts[p] += 2
                    table.setdefault(tuple(counts), set()).add((k, 1, tuple(sorted(parts + [part_code("pair", p)]))))
                    counts[p] -= 2
    out = {}
    for key, ways in table.items():
        (sets, pairs), *others = {(k, p) for k, p, _ in ways}
        if others:
            raise AssertionError(f"the splits of {key} differ in sets and pairs")
        out[key] = (sets, pairs, tuple(sorted(parts for _, _, parts in ways)))
    return out


SUIT_SPLITS = _suit_table()

Split = tuple[int, int, tuple[tuple[int, ...], ...]]  # (sets, pairs, splits) of one suit's tiles

_AT_PIN, _AT_SOU = (
    tuple(-1 if part is None or part[1] >= 9 else part_code(part[0], part[1] + base) for part in PARTS)
    for base in (9, 18)
)
"""A part of `SUIT_SPLITS` (codes of the first suit) -> the same part in the second (筒) and the
third (索) suit, read by index. Only the splits that make a hand are moved to their tiles: one table
serves all three suits (a table per suit took 30 MiB)."""
# Their look-ups as `map` calls them: a list's `__getitem__` is a plain C method, a tuple's a
# method-wrapper that makes a tuple of arguments on every call (about twice the cost).
_TO_PIN, _TO_SOU = list(_AT_PIN).__getitem__, list(_AT_SOU).__getitem__


def _honour_table() -> dict[tuple[int, ...], tuple[int, int, tuple[int, ...]]]:
    """The honours' counts that split, as (sets, pairs, parts): each kind held is a pung (3) or a
    pair (2), at most one pair (a hand has one)."""
    table = {}
    for counts in product((0, 2, 3), repeat=KINDS - 27):
        pairs = counts.count(2)
        if pairs <= 1:
            parts = tuple(part_code("pung" if c == 3 else "pair", 27 + i) for i, c in enumerate(counts) if c)
            table[counts] = (counts.count(3), pairs, parts)
    return table


HONOUR_SPLITS = _honour_table()


def decompose(counts: tuple[int, ...], sets: int, need_pair: bool = True) -> tuple[tuple[int, ...], ...]:
    """All ways to split `counts` into `sets` sets and (if need_pair) one pair.

    Each way is a sorted tuple of parts as codes (`PARTS[code]` is the part ("chow"|"pung"|"pair",
    first tile)), so in reading order: sets by their first tile, the pair last; the ways are
    sorted. Each number suit's splits come from `SUIT_SPLITS`, the honours' from `HONOUR_SPLITS`.
    Every split covers its suit's tiles exactly, so the sets and pairs wanted also fix the total.

    Not cached: its key (34 counts) costs about what the tables cost, and the counts asked are
    mostly new (a cache of 8,192 entries was full after 3,000 distinct requests; docs/ENGINE.md).
    """
    get = SUIT_SPLITS.get
    in_man, in_pin, in_sou = get(counts[:9]), get(counts[9:18]), get(counts[18:27])
    if in_man is None or in_pin is None or in_sou is None:
        return ()
    honours = HONOUR_SPLITS.get(counts[27:])
    if honours is None:
        return ()
    h_sets, h_pairs, h_parts = honours
    want_sets = sets - h_sets
    want_pairs = (1 if need_pair else 0) - h_pairs
    if want_pairs < 0:
        return ()
    man_sets, man_pairs, man = in_man
    pin_sets, pin_pairs, pin = in_pin
    sou_sets, sou_pairs, sou = in_sou
    if man_sets + pin_sets + sou_sets != want_sets or man_pairs + pin_pairs + sou_pairs != want_pairs:
        return ()
    at_pin, at_sou = _TO_PIN, _TO_SOU
    if len(man) == 1 and len(pin) == 1 and len(sou) == 1:  # most hands: one split per suit
        parts = [*man[0], *map(at_pin, pin[0]), *map(at_sou, sou[0]), *h_parts]
        parts.sort()
        return (tuple(parts),)
    found = []
    for a in man:
        for b in pin:
            ab = [*a, *map(at_pin, b)]
            for c in sou:
                parts = [*ab, *map(at_sou, c), *h_parts]
                parts.sort()
                found.append(tuple(parts))
    if len(found) > 1:
        found.sort()
    return tuple(found)
