"""Hand analysis: what a hand one tile short is waiting for (叫糊), and what each wait is worth.

`analyse_waits(hand, ctx, table, discarded)`:

- the hand is validated as a hand one tile short (13 tiles plus one per kong, no winning tile);
- `shanten_by_shape` gives the shanten number (rules/shanten.py) of every shape the table plays
  that has one: standard (with the declared melds), and seven_pairs / thirteen_orphans /
  knitted_honours / knitted_straight / thirteen_pyramid when the compiled rules play them and no
  meld is declared (十三不搭 and the unkonged-quads shapes have none). `shanten` is 0 when the hand is ready, else the
  minimum over those shapes.
- the waits are the tile kinds that complete the hand under the table's shapes, found by the very
  arrangement code the scorer uses (`rules.arrangements.waits_of`), so a special shape that a
  ruleset registers is a wait source automatically. A kind whose four copies are all in the hand
  and melds is never a wait (there is no fifth copy). `ready` is a fact about the tiles: a wait all
  of whose remaining copies the client lists as discarded is still listed, with `live` 0 (空聽);
  the client decides what to show.
- `live` = 4 - copies in the hand and melds - copies in `discarded` (the tiles the client says are
  visible elsewhere: discards, other players' melds). More copies than exist is an error.
- each wait is scored by `rules.scoring.score_hand` on the completed hand twice:
  * by discard: win_by "discard", discarder = the context's discarder when it names another seat,
    else the dealer when a flag given needs the dealer's discard (清章 地胡), else the seat before
    the winner in play order (上家); `kong_replacement`, `heavenly` and every first-turn flag the
    ruleset wins by self-draw only (新章 地糊) are dropped;
  * by self-draw: win_by "self_draw", no discarder, `robbing_kong` and every first-turn flag the
    ruleset wins on a discard only (地胡, 人胡) dropped.
  Every other flag the client gave applies to both as given (last_tile, earthly, winning_tile_seen
  ...). A way of winning that the context makes impossible for one tile (robbing a kong of a
  tile the hand holds: the robbed kong has the other three) is `None`.

Results are cached on (hand, context, what scoring reads of the table: its rules, minimum and
limit); `discarded` only changes the live counts, so an app that calls this after every discard pays
for scoring once per hand it holds. The cache keeps no table and no ScoreResult (a `WinValue`
keeps the way's context and how it is paid, for the coach's receipts): a table's multipliers,
stake and payment never reach it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from rules.arrangements import decompose, waits_of
from rules.hand import FlagRule, Hand, HandError, WinContext, context_with, validate, validate_context
from rules.memo import BoundedMemo
from rules.problems import Problem
from rules.scoring import CountedPattern, score_hand
from rules.shanten import SHAPES as SHANTEN_SHAPES
from rules.shanten import shanten as shanten_of
from rules.table import Table
from rules.tiles import CODES, KINDS, SEATS, is_bonus

__all__ = [
    "Wait",
    "WaitsResult",
    "WinValue",
    "analyse_waits",
    "discard_context",
    "previous_seat",
    "self_draw_context",
]

CACHE_SIZE = 512


# --- results --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WinValue:
    """What winning on one tile one way is worth: the best arrangement's total and patterns."""

    fan: int  # total after the limit (ScoreResult.best.total)
    raw: int
    meets_minimum: bool
    limit_hand: bool
    patterns: tuple[CountedPattern, ...]  # the counted patterns of the best arrangement, biggest first
    # How it is settled (what rules.settlement.win_payout needs besides the table's terms): the way's
    # context and ScoreResult.paid_as. Neither holds a table.
    context: WinContext | None = field(default=None, repr=False, compare=False)
    paid_as: str = field(default="", repr=False, compare=False)

    @property
    def pattern_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.patterns)


@dataclass(frozen=True)
class Wait:
    tile: int
    live: int
    discard: WinValue | None
    self_draw: WinValue | None

    @property
    def code(self) -> str:
        return CODES[self.tile]


@dataclass(frozen=True)
class WaitsResult:
    ruleset_id: str
    ruleset_version: str
    ready: bool
    shanten: int
    shanten_by_shape: Mapping[str, int]
    waits: tuple[Wait, ...]
    discarder: str  # the seat the discard values assume

    @property
    def live_total(self) -> int:
        return sum(w.live for w in self.waits)


# --- contexts -------------------------------------------------------------------------------------


def previous_seat(seat: str) -> str:
    """上家: the seat that plays just before `seat` (east -> south -> west -> north -> east)."""
    return SEATS[(SEATS.index(seat) - 1) % 4]


def _dropped(ctx: WinContext, flags: Mapping[str, FlagRule] | None, other_way: str) -> dict[str, bool]:
    """The first-turn flags given that the ruleset wins only the other way: off for this way; and a
    flag that needs one of them (一發 after 人糊) when none it needs is left."""
    rules = flags or {}
    off = {f for f, rule in rules.items() if rule.win_by == other_way and getattr(ctx, f)}
    for f, rule in rules.items():
        if (
            off
            and rule.needs_one_of
            and getattr(ctx, f)
            and not any(getattr(ctx, n) and n not in off for n in rule.needs_one_of)
        ):
            off.add(f)
    return dict.fromkeys(off, False)


def discard_context(ctx: WinContext, flags: Mapping[str, FlagRule] | None = None) -> WinContext:
    if ctx.discarder in SEATS and ctx.discarder != ctx.seat_wind:
        discarder = ctx.discarder
    elif ctx.seat_wind != "east" and any(r.discarder == "dealer" and getattr(ctx, f) for f, r in (flags or {}).items()):
        discarder = "east"
    else:
        discarder = previous_seat(ctx.seat_wind)
    way = {"win_by": "discard", "discarder": discarder, "kong_replacement": 0, "heavenly": False}
    return context_with(ctx, {**way, **_dropped(ctx, flags, "self_draw")})


def self_draw_context(ctx: WinContext, flags: Mapping[str, FlagRule] | None = None) -> WinContext:
    way = {"win_by": "self_draw", "discarder": None, "robbing_kong": False}
    return context_with(ctx, {**way, **_dropped(ctx, flags, "discard")})


# --- analysis -------------------------------------------------------------------------------------


def _held(hand: Hand) -> list[int]:
    held = [0] * KINDS
    for t in hand.concealed:
        held[t] += 1
    for m in hand.melds:
        for t in m.tiles:
            if not is_bonus(t):
                held[t] += 1
    return held


def _value(hand: Hand, ctx: WinContext, table: Table) -> WinValue | None:
    """`hand`: a validated hand one tile short with a wait as its winning tile (a tile it and its
    melds hold fewer than four of): only the context can be wrong for it, so only the context is
    checked again (what score_hand's validation would find, in the same order)."""
    if ctx.exhaustive_draw:
        problems = validate(hand, ctx, expect_winning_tile=False, flags=table.rules.ruleset.context_flags)
    else:
        problems = validate_context(hand, ctx, flags=table.rules.ruleset.context_flags)
    if problems:
        if all(p.code == "contradictory_context" for p in problems):
            return None
        raise HandError(problems)
    r = score_hand(hand, ctx, table, validated=True)
    b = r.best
    return WinValue(
        fan=b.total,
        raw=b.raw,
        meets_minimum=r.meets_minimum,
        limit_hand=b.limit_hand,
        patterns=b.patterns,
        context=r.context,
        paid_as=r.paid_as,
    )


def _shanten_shapes(table: Table, melds: int) -> tuple[str, ...]:
    shapes = ["standard"]
    if melds == 0:
        shapes.extend(s for s in SHANTEN_SHAPES if s != "standard" and s in table.rules.shapes)
    return tuple(shapes)


@dataclass(frozen=True)
class _Core:
    """Everything that does not depend on `discarded`."""

    held: tuple[int, ...]
    shanten: int
    by_shape: Mapping[str, int]
    waits: tuple[tuple[int, WinValue | None, WinValue | None], ...]
    discarder: str


def _compute(hand: Hand, ctx_d: WinContext, ctx_s: WinContext, table: Table) -> _Core:
    """The analysis of `hand` won by discard (`ctx_d`) and by self-draw (`ctx_s`)."""
    rules = table.rules
    held = _held(hand)
    wait_tiles = sorted(waits_of(hand, ctx_s, rules.shapes))
    waits = []
    for t in wait_tiles:
        done = Hand(hand.concealed, hand.melds, t, hand.flowers)
        waits.append((t, _value(done, ctx_d, table), _value(done, ctx_s, table)))

    by_shape = _shanten_by_shape(hand, ctx_s, _shanten_shapes(table, len(hand.melds)), wait_tiles)
    shanten = 0 if wait_tiles else min(by_shape.values())
    return _Core(tuple(held), shanten, MappingProxyType(by_shape), tuple(waits), ctx_d.discarder or "")


def _shanten_by_shape(hand: Hand, ctx: WinContext, shapes: tuple[str, ...], wait_tiles: list[int]) -> dict[str, int]:
    """The shanten number of each shape. A standard hand that one of its waits completes is ready
    (0) without counting: the waits search has just split it."""
    melds = len(hand.melds)
    concealed = held_concealed(hand)
    ready = ("standard",) if _completes_standard(concealed, melds, wait_tiles) else ()
    counted = shanten_of(concealed, melds, tuple(s for s in shapes if s not in ready))
    by_shape = {s: 0 if s in ready else counted[s] for s in shapes}
    # shanten.py cannot see the tiles of declared melds: a shape it calls ready may wait only on
    # tiles the hand and melds already hold four times. Such a shape is one exchange from ready.
    for s, n in by_shape.items():
        if n <= 0 and s not in ready and not waits_of(hand, ctx, (s,)):
            by_shape[s] = 1
    return by_shape


def _completes_standard(concealed: list[int], melds: int, wait_tiles: Iterable[int]) -> bool:
    """Whether a wait splits the concealed tiles into the sets still needed and a pair."""
    for t in wait_tiles:
        counts = list(concealed)
        counts[t] += 1
        if decompose(tuple(counts), 4 - melds):
            return True
    return False


def held_concealed(hand: Hand) -> list[int]:
    c = [0] * KINDS
    for t in hand.concealed:
        c[t] += 1
    return c


# An entry is 3 KB for a hand with one wait, 4.5 KB on average over varied hands, and 17.5 KB for the
# largest seen (九蓮寶燈's nine waits under canton-new, 19.4–20.1 KB with the ways' contexts); the
# flood of tests/test_caches.py (many-sided waits at distinct tables) averages 22.1 KB an entry:
# entry_bytes is above both.
_CORES = BoundedMemo(__name__, "_CORES", CACHE_SIZE, entry_bytes=24_000)


def _table_key(table: Table) -> tuple:
    """What scoring reads of a table (rules.scoring): the ruleset, every switch value, the minimum
    and the limit. Payout fields (scale, multipliers, payment, stake, base) change no fan count."""
    rules = table.rules
    return rules.ruleset, tuple(sorted(rules.switches.items())), table.min_fan, table.limit_fan


def _check_context(
    hand: Hand, ctx: WinContext, flags: Mapping[str, FlagRule], ways: Iterable[WinContext] | None = None
) -> None:
    """Flags that contradict each other whichever way the hand is won are refused up front. `ways`:
    the discard and self-draw contexts of `ctx` when the caller has them."""
    problems: list[Problem] = []
    for way in ways or (discard_context(ctx, flags), self_draw_context(ctx, flags)):
        for p in validate_context(hand, way, flags=flags):
            if p not in problems:
                problems.append(p)
    if problems:
        raise HandError(problems)


def _discard_counts(hand: Hand, held: Sequence[int], discarded: Iterable[int]) -> list[int]:
    seen = [0] * KINDS
    problems: list[Problem] = []
    for i, t in enumerate(discarded):
        if not isinstance(t, int) or not 0 <= t < len(CODES):
            problems.append(Problem("invalid_request", f"/discarded/{i}", f"{t!r} is not a tile"))
        elif is_bonus(t):
            problems.append(
                Problem(
                    "invalid_request",
                    f"/discarded/{i}",
                    f"bonus tile {CODES[t]} is never discarded; it is set aside as a flower",
                )
            )
        else:
            seen[t] += 1
    for t in range(KINDS):
        if seen[t] and held[t] + seen[t] > 4:
            problems.append(
                Problem(
                    "too_many_copies",
                    "/discarded",
                    f"{CODES[t]} is listed {seen[t]} times as discarded and the hand and melds hold {held[t]}; "
                    "there are only 4",
                )
            )
    if problems:
        raise HandError(problems)
    return seen


def analyse_waits(hand: Hand, ctx: WinContext, table: Table, discarded: Sequence[int] = ()) -> WaitsResult:
    """The waits of a hand one tile short, their live counts and their value (see the module doc).

    Raises HandError (every problem) for an impossible hand, contradictory context flags, or
    discarded tiles that are not possible.
    """
    problems = validate(hand, ctx, expect_winning_tile=False)
    if hand.winning_tile is not None:
        problems.append(
            Problem("invalid_request", "/hand/winning_tile", "a hand analysed for its waits has no winning tile")
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
    flags = table.rules.ruleset.context_flags
    ctx_d, ctx_s = discard_context(ctx, flags), self_draw_context(ctx, flags)
    _check_context(hand, ctx, flags, (ctx_d, ctx_s))
    key_hand = Hand(tuple(sorted(hand.concealed)), hand.melds, None, tuple(sorted(hand.flowers)))
    # win_by is ignored (both ways are analysed): one cache entry for both
    key_ctx = ctx if ctx.win_by == "self_draw" else context_with(ctx, {"win_by": "self_draw"})
    try:
        core = _CORES.get((key_hand, key_ctx, _table_key(table)), lambda: _compute(key_hand, ctx_d, ctx_s, table))
    except TypeError:  # an unhashable value: compute without the cache
        core = _compute(key_hand, ctx_d, ctx_s, table)
    seen = _discard_counts(hand, core.held, discarded)
    waits = tuple(Wait(t, 4 - core.held[t] - seen[t], d, s) for t, d, s in core.waits)
    rules = table.rules
    return WaitsResult(
        ruleset_id=rules.ruleset.id,
        ruleset_version=rules.ruleset.version,
        ready=bool(waits),
        shanten=core.shanten,
        shanten_by_shape=core.by_shape,
        waits=waits,
        discarder=core.discarder,
    )


def clear_cache() -> None:
    _CORES.cache_clear()
