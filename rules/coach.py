"""The hand coach (何切): which tile to discard from a hand just after a draw, valued under the
table's rules.

`advise(hand, ctx, table, discarded, drawn)` takes the hand as held after a draw (14 tiles plus one
per kong; `Hand.winning_tile` is None) and answers, for every distinct discard:

- the shanten number of the 13 tiles left (as `POST /v1/waits` numbers it: 0 ready, else the
  fewest exchanges under the shapes that have a shanten number, rules/shanten.py);
- the tiles that lower it (受入) with their live counts; for a ready hand these are its waits;
- for a ready hand, every wait with its live count and its value by discard and by self-draw,
  exactly as `rules.waits.analyse_waits` gives them for the 13 tiles left (the discarded tile is
  one more copy seen), each with what the player receives under the table's payouts; and a short
  summary: live copies that win at or above the minimum, and the expected receipt per live copy.

Whether the 14 tiles already form a winning hand is read off the same analysis: they do exactly
when some discard leaves a hand that waits on the tile discarded; the win's value is that wait's
self-draw value (with `drawn`, the tile just drawn; without it, the best such tile).

Asked for (`best_reachable`), each discard that leaves the hand one exchange from ready also gets
the best win it can reach: over its live improving tiles, the discards then leaving the hand
ready and their live waits, the way of winning that meets the minimum with the most fan (then the
larger receipt). It costs several plain calls (every draw and second discard is analysed), so it
is not computed unless asked for.

Options are sorted best first (`SORT_POLICY`). Live counts: 4 minus the copies in the hand and
melds, minus those in `discarded`, minus the discarded tile itself.

Readiness by a shape without a shanten number (canton-new 二不槓 / 三不槓, 十三不搭) is found by
the arrangement code when the 13 tiles left are ready; the improving tiles of a hand not yet ready
count only the shapes with a shanten number.

Money is exact (Fraction). A receipt that cannot be written exactly as a JSON number (beyond 2^53)
or computed at all (a fan past the table's multipliers list) is None with its reason
(`Receipt.unavailable`, the `Unpaid` of `/v1/score`'s `payouts_unavailable`), never an error.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.arrangements import waits_of
from rules.hand import Hand, HandError, WinContext, validate
from rules.memo import BoundedMemo
from rules.patterns.canton_mid import first_go_around
from rules.problems import Problem
from rules.settlement import Unpaid, win_payout
from rules.shanten import SHAPES as SHANTEN_SHAPES
from rules.shanten import improving_tiles
from rules.shanten import shanten as shanten_of
from rules.table import Table
from rules.tiles import CODES, KINDS, is_bonus
from rules.waits import (
    WaitsResult,
    WinValue,
    _check_context,
    _discard_counts,
    _shanten_shapes,
    _table_key,
    analyse_waits,
    discard_context,
    self_draw_context,
)

__all__ = [
    "SORT_POLICY",
    "Advice",
    "CoachWait",
    "DiscardOption",
    "Improvement",
    "Reachable",
    "Receipt",
    "Summary",
    "Way",
    "Win",
    "advise",
    "receipt_of",
]

# Analyses of whole hands without the live counts: the calls an app makes while the hand waits
# for its turn (other discards seen). An entry holds the waits analyses of its ready discards
# (about 11 KB each, shared with rules.waits' cache): at most a few MB in all.
CACHE_SIZE = 32

SORT_POLICY = (
    "Ready hands first (shanten 0), by the live copies of their waits that win at or above the "
    "minimum (either way) — more first — then by the expected receipt per live copy, then by the "
    "best fan of a wait; then the hands not ready, by shanten (lower first), then by the live copies "
    "of the tiles that improve them (more first). Ties keep tile order (1m … 9s, 東 … 中)."
)

# Shapes that never make a hand one tile short ready (bonus_tiles wins on a drawn flower,
# exhaustive_draw scores the hand at a draw).
_NOT_WAITS = frozenset({"bonus_tiles", "exhaustive_draw"})


def _may_be_quads(hand: Hand, ctx: WinContext, counts: Sequence[int]) -> bool:
    """二不槓 / 三不槓 need two kinds held four times once the wait comes: one held four times
    already and another at least three times."""
    top = sorted(counts)[-2:]
    return top[1] == 4 and top[0] >= 3


def _may_be_thirteen_unrelated(hand: Hand, ctx: WinContext, counts: Sequence[int]) -> bool:
    """十三不搭 is won concealed in the first go-around."""
    return not hand.melds and first_go_around(ctx)


# Necessary conditions for a hand one tile short to be ready under a shape without a shanten
# number: the arrangement code is asked only when one holds. A shape not listed is always asked.
_MAY_BE_READY = {"quads": _may_be_quads, "thirteen_unrelated": _may_be_thirteen_unrelated}


# --- results --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Receipt:
    """What the winner receives (net, every payer together) under the table's payouts.

    `amount` is exact; 0 when the win does not meet the minimum (it cannot be declared). It is
    None when it cannot be written exactly as a JSON number (beyond 2^53) or computed at all (a
    fan past the table's multipliers list): `unavailable` says why and what fixes it, as
    `/v1/score`'s `payouts_unavailable` does.
    """

    amount: Fraction | None
    unavailable: Unpaid | None = None


def receipt_of(value: WinValue, table: Table) -> Receipt:
    """The winner's receipt for a way of winning (0 below the minimum), never raising for the money:
    `rules.settlement.win_payout`, the payouts `/v1/score` answers, read for the winner."""
    if not value.meets_minimum:
        return Receipt(Fraction(0))
    ctx = value.context
    assert ctx is not None, "a WinValue of rules.waits carries its context"
    settlement, unpaid = win_payout(ctx.seat_wind, value.fan, value.paid_as, ctx.discarder, table.terms)
    if settlement is None:
        return Receipt(None, unpaid)
    return Receipt(settlement.net[ctx.seat_wind])


@dataclass(frozen=True)
class Way:
    """One way of winning on a wait (by discard or by self-draw): its value and its receipt."""

    value: WinValue
    receipt: Receipt

    @property
    def fan(self) -> int:
        return self.value.fan

    @property
    def meets_minimum(self) -> bool:
        return self.value.meets_minimum


def _way(v: WinValue | None, table: Table) -> Way | None:
    return None if v is None else Way(v, receipt_of(v, table))


@dataclass(frozen=True)
class CoachWait:
    tile: int
    live: int
    discard: Way | None
    self_draw: Way | None

    @property
    def code(self) -> str:
        return CODES[self.tile]

    @property
    def wins(self) -> bool:
        """Some way of winning on this tile meets the minimum."""
        return any(w is not None and w.meets_minimum for w in (self.discard, self.self_draw))


@dataclass(frozen=True)
class Improvement:
    tile: int
    live: int


@dataclass(frozen=True)
class Summary:
    """The value of a ready hand in a few numbers.

    - `winning_live`: live copies of the waits on which some way of winning meets the minimum;
    - `winning_live_on_discard`: those on which a win by discard meets it;
    - `best_fan`: the highest fan of a wait that meets the minimum, either way (None when none does);
    - `expected_receipt`: over the live copies of every wait, the mean of what a win on it pays,
      each way weighted ½ (0 for a way below the minimum or impossible); None when no copy is live
      or a receipt it needs is not available (`unavailable`, the first such receipt's reason).
    """

    winning_live: int
    winning_live_on_discard: int
    best_fan: int | None
    expected_receipt: Fraction | None
    unavailable: Unpaid | None = None


@dataclass(frozen=True)
class Reachable:
    """The best win a hand one exchange from ready can reach: draw `draw`, discard `discard`, then
    win on `wait` by `way` ("self_draw" or "discard"), worth `value`."""

    draw: int
    discard: int
    wait: int
    way: str
    value: Way


@dataclass(frozen=True)
class DiscardOption:
    tile: int
    shanten: int
    shanten_by_shape: Mapping[str, int]
    improving: tuple[Improvement, ...]
    waits: tuple[CoachWait, ...]
    summary: Summary | None  # ready hands only
    best_reachable: Reachable | None = None  # shanten 1, when asked for: the best win it can reach

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    @property
    def improving_live(self) -> int:
        return sum(i.live for i in self.improving)

    @property
    def code(self) -> str:
        return CODES[self.tile]


@dataclass(frozen=True)
class Win:
    """The 14 tiles form a winning hand: self-drawn on `winning_tile`."""

    winning_tile: int
    assumed: bool  # no drawn tile given: the tile whose self-draw scores best
    self_draw: Way


@dataclass(frozen=True)
class Advice:
    ruleset_id: str
    ruleset_version: str
    shanten: int  # of the 14 tiles: -1 when they win, else the best option's
    win: Win | None
    options: tuple[DiscardOption, ...]  # best first (SORT_POLICY)
    discarder: str  # the seat the discard values assume


# --- analysis -------------------------------------------------------------------------------------


def _counts(tiles: Iterable[int]) -> list[int]:
    c = [0] * KINDS
    for t in tiles:
        c[t] += 1
    return c


def _held(hand: Hand) -> list[int]:
    held = _counts(hand.concealed)
    for m in hand.melds:
        for t in m.tiles:
            if not is_bonus(t):
                held[t] += 1
    return held


def _without(tiles: Sequence[int], tile: int) -> tuple[int, ...]:
    out = list(tiles)
    out.remove(tile)
    return tuple(out)


@dataclass(frozen=True)
class _Core:
    """One discard's analysis without the live counts (they depend on `discarded`)."""

    tile: int
    shanten: int
    by_shape: Mapping[str, int]
    improving: tuple[int, ...]
    waits: WaitsResult | None  # the ready analysis (its live counts are ignored here)


def _ready_after(counts14: Sequence[int], held14: Sequence[int], melds: int) -> bool:
    """Some discard from these concealed tiles (one more than waiting) leaves a hand whose
    standard shape is complete with a tile that is not held four times with the melds."""
    for d in range(KINDS):
        if not counts14[d]:
            continue
        rest = list(counts14)
        rest[d] -= 1
        if shanten_of(rest, melds)["standard"] == 0 and any(
            held14[t] - (t == d) < 4 for t in improving_tiles(rest, melds)
        ):
            return True
    return False


def _may_wait_on_dead(counts: Sequence[int], held: Sequence[int], meld_kinds: Iterable[int]) -> bool:
    """Whether a hand ready by its concealed tiles (shanten.py) could be waiting only on copies the
    melds hold: some kind the melds hold is held four times and the concealed tiles can wait on
    it (they hold a copy, for a pair or pung, or two tiles that a copy of it makes a chow)."""
    for x in meld_kinds:
        if held[x] < 4:
            continue
        if counts[x]:
            return True
        if x < 27:
            r = x % 9
            if any(
                0 <= r + a <= 8 and 0 <= r + b <= 8 and counts[x + a] and counts[x + b]
                for a, b in ((-2, -1), (-1, 1), (1, 2))
            ):
                return True
    return False


def _improving(hand13: Hand, raw: int, now: int, shapes: tuple[str, ...]) -> tuple[int, ...]:
    """受入 of a hand not ready: `raw` is shanten.py's number, `now` the one /v1/waits gives (1
    where shanten.py's ready hand waits only on copies the declared melds hold)."""
    held = _held(hand13)
    melds = len(hand13.melds)
    counts = _counts(hand13.concealed)
    found = improving_tiles(counts, melds, shapes) if raw == now else range(KINDS)
    tiles = [t for t in found if held[t] < 4]
    if melds and now == 1:
        # shanten.py cannot see the melds' tiles: a hand it calls ready may wait only on copies the
        # melds hold. Keep the tiles after which some discard leaves a real wait (with melds only
        # the standard shape has a shanten number).
        meld_kinds = {t for m in hand13.melds for t in m.tiles}
        kept = []
        for t in tiles:
            counts[t] += 1
            held[t] += 1
            if not _may_wait_on_dead(counts, held, meld_kinds) or _ready_after(counts, held, melds):
                kept.append(t)
            counts[t] -= 1
            held[t] -= 1
        tiles = kept
    return tuple(sorted(tiles))


def _analyse(hand: Hand, ctx: WinContext, table: Table) -> tuple[_Core, ...]:
    melds = len(hand.melds)
    shapes = _shanten_shapes(table, melds)
    others = tuple(s for s in table.rules.shapes if s not in SHANTEN_SHAPES and s not in _NOT_WAITS)
    ctx_s = self_draw_context(ctx, table.rules.ruleset.context_flags)
    out = []
    for d in sorted(set(hand.concealed)):
        rest = _without(hand.concealed, d)
        h13 = Hand(rest, hand.melds, None, hand.flowers)
        by_shape: Mapping[str, int] = shanten_of(_counts(rest), melds, shapes)
        raw = min(by_shape.values())
        waits = None
        if raw <= 0 or _ready_by_others(h13, ctx_s, others):
            waits = analyse_waits(h13, ctx, table)
            by_shape = waits.shanten_by_shape
        if waits is not None and waits.ready:
            out.append(_Core(d, 0, by_shape, tuple(w.tile for w in waits.waits), waits))
            continue
        now = waits.shanten if waits is not None else raw
        out.append(_Core(d, now, by_shape, _improving(h13, raw, now, shapes), None))
    return tuple(out)


def _ready_by_others(hand13: Hand, ctx_s: WinContext, others: tuple[str, ...]) -> bool:
    """Ready under a shape that has no shanten number (the arrangement code decides)."""
    counts = _counts(hand13.concealed)
    shapes = tuple(s for s in others if s not in _MAY_BE_READY or _MAY_BE_READY[s](hand13, ctx_s, counts))
    return bool(shapes) and bool(waits_of(hand13, ctx_s, shapes))


# A hand's analysis depends on what scoring reads of the table only (rules.waits._table_key); the
# receipts are worked out from the table at each call (`_option`), so no table reaches the memo.
_CORES = BoundedMemo(__name__, "_CORES", CACHE_SIZE, entry_bytes=60_000)  # 23 KB on average


def _cached(hand: Hand, ctx: WinContext, table: Table) -> tuple[_Core, ...]:
    return _CORES.get((hand, ctx, _table_key(table)), lambda: _analyse(hand, ctx, table))


def _summary(waits: Sequence[CoachWait]) -> Summary:
    winning = sum(w.live for w in waits if w.wins)
    on_discard = sum(w.live for w in waits if w.discard is not None and w.discard.meets_minimum)
    fans = [way.fan for w in waits for way in (w.discard, w.self_draw) if way is not None and way.meets_minimum]
    live = sum(w.live for w in waits)
    ways = [(way.receipt, w.live) for w in waits if w.live for way in (w.discard, w.self_draw) if way is not None]
    unavailable = next((r.unavailable for r, _ in ways if r.unavailable is not None), None)
    expected = None
    if live and unavailable is None:
        expected = sum((r.amount * n / 2 for r, n in ways if r.amount is not None), Fraction(0)) / live
    return Summary(winning, on_discard, max(fans) if fans else None, expected, unavailable)


_HUGE = Fraction(2) ** 4096  # a receipt JSON cannot hold sorts above every one it can


def _sort_key(o: DiscardOption) -> tuple:
    if o.ready:
        s = o.summary
        assert s is not None
        expected = s.expected_receipt if s.expected_receipt is not None else (_HUGE if s.unavailable else Fraction(0))
        return (0, -s.winning_live, -expected, -(s.best_fan if s.best_fan is not None else -1), o.tile)
    return (1, o.shanten, -o.improving_live, 0, o.tile)


def _live(tile: int, held: Sequence[int], seen: Sequence[int], discard: int) -> int:
    return 4 - held[tile] - seen[tile] - (1 if tile == discard else 0)


def _option(core: _Core, held14: Sequence[int], seen: Sequence[int], table: Table) -> DiscardOption:
    d = core.tile
    held = list(held14)
    held[d] -= 1
    improving = tuple(Improvement(t, _live(t, held, seen, d)) for t in core.improving)
    if core.waits is None:
        return DiscardOption(d, core.shanten, core.by_shape, improving, (), None)
    waits = tuple(
        CoachWait(w.tile, _live(w.tile, held, seen, d), _way(w.discard, table), _way(w.self_draw, table))
        for w in core.waits.waits
    )
    return DiscardOption(d, 0, core.by_shape, improving, waits, _summary(waits))


def _reach_key(r: Reachable) -> tuple:
    amount = r.value.receipt.amount
    return (r.value.fan, amount if amount is not None else _HUGE, -r.draw, -r.discard, -r.wait, r.way == "self_draw")


def _best_reachable(
    hand: Hand, o: DiscardOption, ctx: WinContext, table: Table, held14: Sequence[int], seen: Sequence[int]
) -> Reachable | None:
    """The best win reachable from a discard that leaves the hand one exchange from ready: over
    its live improving tiles (the draw), the discards then leaving the hand ready, and their live
    waits, the way of winning that meets the minimum with the most fan (then the larger receipt)."""
    melds = len(hand.melds)
    shapes = _shanten_shapes(table, melds)
    others = tuple(s for s in table.rules.shapes if s not in SHANTEN_SHAPES and s not in _NOT_WAITS)
    ctx_s = self_draw_context(ctx, table.rules.ruleset.context_flags)
    rest13 = _without(hand.concealed, o.tile)
    best: Reachable | None = None
    for imp in o.improving:
        if not imp.live:
            continue
        fourteen = rest13 + (imp.tile,)
        for d2 in sorted(set(fourteen) - {imp.tile}):
            rest = Hand(_without(fourteen, d2), hand.melds, None, hand.flowers)
            if min(shanten_of(_counts(rest.concealed), melds, shapes).values()) > 0 and not _ready_by_others(
                rest, ctx_s, others
            ):
                continue
            waits = analyse_waits(rest, ctx, table)
            for w in waits.waits:
                # copies held (the hand after a draw, less the two tiles thrown, which are seen
                # instead, plus the tile drawn) or seen
                live = 4 - held14[w.tile] - seen[w.tile] - (w.tile == imp.tile)
                if live <= 0:
                    continue
                for way_name, v in (("self_draw", w.self_draw), ("discard", w.discard)):
                    if v is None or not v.meets_minimum:
                        continue
                    r = Reachable(imp.tile, d2, w.tile, way_name, Way(v, receipt_of(v, table)))
                    if best is None or _reach_key(r) > _reach_key(best):
                        best = r
    return best


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _check(hand: Hand, ctx: WinContext, table: Table, drawn: int | None) -> None:
    problems = [p for p in validate(hand, ctx, expect_winning_tile=False) if p.code != "wrong_tile_count"]
    if hand.winning_tile is not None:
        problems.append(
            Problem(
                "invalid_request",
                "/hand/winning_tile",
                "the coach takes the hand as held after a draw, with the drawn tile among the "
                "concealed tiles (optionally named in 'drawn'); there is no winning tile",
            )
        )
    held = len(hand.concealed) + 3 * len(hand.melds)
    if held != 14:
        kongs = hand.kongs
        melds = f", {_plural(len(hand.melds), 'meld')} with {_plural(kongs, 'kong')}" if hand.melds else ""
        hint = "; for a hand waiting for a tile, use POST /v1/waits" if held == 13 else ""
        problems.append(
            Problem(
                "wrong_tile_count",
                "/hand/concealed",
                f"the hand has {held + kongs} tiles ({len(hand.concealed)} concealed{melds}); the coach takes the "
                f"hand just after a draw: {14 + kongs} tiles counting the drawn one{hint}",
            )
        )
    if drawn is not None and drawn not in hand.concealed:
        problems.append(
            Problem("invalid_request", "/hand/drawn", f"the drawn tile {CODES[drawn]} is not among the concealed tiles")
        )
    if ctx.discarder is not None and ctx.discarder == ctx.seat_wind:
        problems.append(
            Problem(
                "contradictory_context",
                "/context/discarder",
                f"the player ({ctx.seat_wind}) cannot win on its own discard",
            )
        )
    if problems:
        raise HandError(problems)
    _check_context(Hand(hand.concealed[:-1], hand.melds, None, hand.flowers), ctx, table.rules.ruleset.context_flags)


def advise(
    hand: Hand,
    ctx: WinContext,
    table: Table,
    discarded: Sequence[int] = (),
    drawn: int | None = None,
    best_reachable: bool = False,
) -> Advice:
    """Every discard of a hand just after a draw, valued and sorted best first (see the module doc).

    Raises HandError (every problem at once) for an impossible hand (wrong tile count, a fifth
    copy, a bonus tile among the tiles), contradictory context flags, a drawn tile that is not in
    the hand, or discarded tiles that cannot exist. With `best_reachable`, each discard that leaves
    the hand one exchange from ready also gets the best win it can reach (`Reachable`; several
    times the cost of the call: every draw and second discard is analysed).
    """
    _check(hand, ctx, table, drawn)
    key_hand = Hand(tuple(sorted(hand.concealed)), hand.melds, None, tuple(sorted(hand.flowers)))
    key_ctx = replace(ctx, win_by="self_draw")
    try:
        cores = _cached(key_hand, key_ctx, table)
    except TypeError:  # an unhashable value in ctx.extra
        cores = _analyse(key_hand, key_ctx, table)
    held14 = _held(hand)
    seen = _discard_counts(hand, held14, discarded)
    options = [_option(c, held14, seen, table) for c in cores]
    if best_reachable:
        options = [
            replace(o, best_reachable=_best_reachable(hand, o, ctx, table, held14, seen)) if o.shanten == 1 else o
            for o in options
        ]
    win = _win(options, drawn)
    options.sort(key=_sort_key)
    rules = table.rules
    return Advice(
        ruleset_id=rules.ruleset.id,
        ruleset_version=rules.ruleset.version,
        shanten=-1 if win is not None else min(o.shanten for o in options),
        win=win,
        options=tuple(options),
        discarder=discard_context(ctx, rules.ruleset.context_flags).discarder or "",
    )


def _win(options: Sequence[DiscardOption], drawn: int | None) -> Win | None:
    """The 14 tiles win when discarding a tile leaves a hand that waits on that very tile."""
    best: Win | None = None
    for o in options:
        if drawn is not None and o.tile != drawn:
            continue
        way = next((w.self_draw for w in o.waits if w.tile == o.tile), None)
        if way is None:
            continue
        if best is None or (way.value.fan, way.value.raw) > (best.self_draw.value.fan, best.self_draw.value.raw):
            best = Win(o.tile, drawn is None, way)
    return best


def clear_cache() -> None:
    _CORES.cache_clear()
