"""Hands and the context of a win, and the validation that refuses impossible ones.

Validation reports every problem at once as `Problem(code, pointer, detail)`; pointers are JSON
pointers into the request body of `POST /v1/score` (docs/RULES.md §6, §7). A context the hand or
the rest of the context contradicts is refused, never ignored (`contradictory_context`): the checks
that hold at every table are written here; what each first-turn flag (天胡, 地胡, 人胡, 天聽, 地聽,
一發 ...) needs is ruleset data (`context_flags` of a ruleset file, read into `FlagRule`s).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, NamedTuple, TypeVar

from rules.problems import Problem, ProblemsError, discarder_fault
from rules.tiles import ALL_TILES, BONUS_FIRST, CODES, KINDS, SEATS, WIND_OF_SEAT, is_bonus, to_compact

MELD_KINDS = ("chow", "pung", "kong")
WIN_BY = ("self_draw", "discard")


_T = TypeVar("_T")


class HandError(ProblemsError):
    """Raised with every problem of a hand (and its context) at once."""


@dataclass(frozen=True)
class Meld:
    """A declared set: chow, pung or kong. Exposed unless `concealed`; `added` marks 加槓."""

    kind: str
    tiles: tuple[int, ...]
    concealed: bool = False
    added: bool = False

    @property
    def is_kong(self) -> bool:
        return self.kind == "kong"


@dataclass(frozen=True)
class Hand:
    """`concealed` excludes the winning tile; `flowers` holds the bonus tiles."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    winning_tile: int | None = None
    flowers: tuple[int, ...] = ()

    @property
    def kongs(self) -> int:
        return sum(1 for m in self.melds if m.is_kong)

    def all_tiles(self) -> list[int]:
        """Every regular tile of the hand, melds included (the winning tile once)."""
        tiles = list(self.concealed)
        if self.winning_tile is not None and not is_bonus(self.winning_tile):
            tiles.append(self.winning_tile)
        for m in self.melds:
            tiles.extend(m.tiles)
        return tiles


@dataclass(frozen=True)
class WinContext:
    """How and when the hand was won: every field of the request's `context`, typed.

    The service builds it from the request with the same field names (service.engine.build_context
    reads `dataclasses.fields(WinContext)`); a ruleset that has no pattern for a flag does not read it.
    """

    win_by: str = "self_draw"
    seat_wind: str = "east"
    round_wind: str = "east"
    discarder: str | None = None
    robbing_kong: bool = False
    kong_replacement: int = 0  # consecutive kongs before the winning replacement draw
    last_tile: bool = False
    heavenly: bool = False  # 天胡 / 天糊
    earthly: bool = False  # 地胡 (清章: on the dealer's first discard) / 地糊 (新章: first draw after 天聽)
    human: bool = False  # 人胡 (清章) / 人糊 (新章: 天聽一發 on a discard)
    heavenly_ready: bool = False  # 天聽 (新章) / 冚手胡 (清章)
    earthly_ready: bool = False  # 地聽 (新章)
    first_draw_after_ready: bool = False  # 一發: won on the first tile after the ready declaration
    winning_tile_seen: int | None = None  # copies seen before the win (生張 0, 絕張 3)
    robbing_flower: bool = False  # 七搶一: the winning tile is the bonus tile robbed from the discarder
    first_go_around: bool = False  # won in the first go-around (十三不搭)
    exhaustive_draw: bool = False  # the hand held at an exhaustive draw (流局十番): no winning tile
    discards_all_terminal_or_honour_unclaimed: bool = False  # 流局十番: every discard 1, 9 or honour, none claimed

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind == "east"

    @property
    def self_drawn(self) -> bool:
        return self.win_by == "self_draw"

    @property
    def seat_wind_tile(self) -> int:
        return WIND_OF_SEAT[self.seat_wind]

    @property
    def round_wind_tile(self) -> int:
        return WIND_OF_SEAT[self.round_wind]


@dataclass(frozen=True)
class FlagRule:
    """What a context flag needs of the hand and of the rest of the context at one ruleset's tables
    (the ruleset file's `context_flags`). A requirement left at None / True does not restrict."""

    flag: str
    name: str  # the pattern's Chinese name, for messages
    seat: str | None = None  # "dealer" or "non_dealer"
    win_by: str | None = None  # "self_draw" or "discard"
    discarder: str | None = None  # "dealer": won on the dealer's discard
    claimed_melds: bool = True  # False: no chow, pung or exposed kong
    melds: bool = True  # False: no meld at all, not even a concealed kong
    robbing_kong: bool = True
    kong_replacement: bool = True
    last_tile: bool = True
    excludes: tuple[str, ...] = ()  # flags that cannot be given with it
    needs_one_of: tuple[str, ...] = ()  # flags of which one must be given with it
    note: str = ""
    decision: str = ""

    REQUIREMENTS = (
        "seat",
        "win_by",
        "discarder",
        "claimed_melds",
        "melds",
        "robbing_kong",
        "kong_replacement",
        "last_tile",
        "excludes",
        "needs_one_of",
    )

    def problems(self, hand: Hand, ctx: WinContext, names: Mapping[str, str]) -> list[Problem]:
        """Every requirement the hand and context fail, each pointing at the flag."""
        out: list[Problem] = []
        pointer = f"/context/{self.flag}"
        what = f"{self.name} ({self.flag})"

        def add(detail: str, at: str = pointer) -> None:
            out.append(Problem("contradictory_context", at, detail))

        if self.seat == "dealer" and not ctx.is_dealer:
            add(f"{what} is the dealer's (east); this seat is {ctx.seat_wind}")
        if self.seat == "non_dealer" and ctx.is_dealer:
            add(f"{what} is a non-dealer's; the dealer (east) cannot have it")
        if self.win_by is not None and ctx.win_by != self.win_by:
            way = "by self-draw" if self.win_by == "self_draw" else "on a discard"
            add(f"{what} is won {way}; win_by is {ctx.win_by}")
        if self.discarder == "dealer" and ctx.win_by == "discard" and ctx.discarder not in (None, "east"):
            add(f"{what} is won on the dealer's (east) discard; the discarder is {ctx.discarder}")
        if not self.melds and hand.melds:
            m = hand.melds[0]
            add(
                f"{what} is won before the winner's first turn, with no meld at all; the hand declares "
                f"{'a concealed ' if m.concealed else 'a '}{m.kind} {to_compact(m.tiles)}"
            )
        elif not self.claimed_melds:
            claimed = [m for m in hand.melds if not m.concealed]
            if claimed:
                add(
                    f"{what} holds no claimed meld (a claim changes the hand); the hand declares a "
                    f"{claimed[0].kind} {to_compact(claimed[0].tiles)}"
                )
        if not self.robbing_kong and ctx.robbing_kong:
            add(f"{what} is not won by robbing a kong")
        if not self.kong_replacement and ctx.kong_replacement:
            add(f"{what} is not won on a kong replacement draw")
        if not self.last_tile and ctx.last_tile:
            add(f"{what} is won at the start of the hand, not on the last tile")
        for other in self.excludes:
            if getattr(ctx, other):
                add(f"{what} and {names.get(other, other)} ({other}) exclude one another", f"/context/{other}")
        if self.needs_one_of and not any(getattr(ctx, f) for f in self.needs_one_of):
            wanted = ", ".join(f"{names.get(f, f)} ({f})" for f in self.needs_one_of)
            add(f"{what} needs one of {wanted}")
        return out


def flag_problems(hand: Hand, ctx: WinContext, flags: Mapping[str, FlagRule]) -> list[Problem]:
    """The problems of every first-turn flag given, under one ruleset's `FlagRule`s."""
    values = vars(ctx)
    if not any(map(values.__getitem__, flags)):
        return []  # most hands: no first-turn flag given
    given = [rule for flag, rule in flags.items() if values[flag]]
    names = {f: r.name for f, r in flags.items()}
    out: list[Problem] = []
    for rule in given:
        out.extend(rule.problems(hand, ctx, names))
    return out


def winning_tile_seen_range(hand: Hand, ctx: WinContext) -> tuple[int, int] | None:
    """The copies of the winning tile the table can have seen before the win, as the hand shows them:
    at least those in the winner's own exposed melds, at most those the hand does not hold; a robbed
    kong shows the other three. None without a regular winning tile."""
    w = hand.winning_tile
    if w is None or is_bonus(w):
        return None
    if ctx.robbing_kong:
        return 3, 3
    exposed = 0
    held = 1 + hand.concealed.count(w)
    for m in hand.melds:
        if m.concealed:
            held += m.tiles.count(w)
        else:
            exposed += m.tiles.count(w)
    return exposed, max(exposed, 4 - held)


def shown_context(hand: Hand, ctx: WinContext, counted: Tally | None = None) -> WinContext:
    """The context with what the hand itself shows filled in: `winning_tile_seen` left out is the
    count the winner's exposed melds show (3 for a robbed kong; 0 when the hand holds every other
    copy). When the hand shows nothing it stays unknown (None). `counted`: the hand's `tally`, when
    the caller has it."""
    if ctx.winning_tile_seen is not None:
        return ctx
    w = hand.winning_tile
    if counted is not None and not ctx.robbing_kong:
        # winning_tile_seen_range: no regular winning tile, or none in a meld and some unseen
        held, counts = counted
        if w is None or not 0 <= w < KINDS or counts[w] == held[w] < 4:
            return ctx
    elif not hand.melds and not ctx.robbing_kong and w is not None and hand.concealed.count(w) < 3:
        return ctx  # winning_tile_seen_range: none exposed, some unseen (most hands)
    span = winning_tile_seen_range(hand, ctx)
    if span is None:
        return ctx
    least, most = span
    if least == 0 and most > 0:
        return ctx
    return context_with(ctx, {"winning_tile_seen": least})


def plain_frozen(cls: type) -> bool:
    """Whether `cls` is a frozen dataclass whose `__init__` only stores its fields (no
    `__post_init__`, no slots, no field left out of `__init__`): `made` may then fill its
    `__dict__` directly."""
    return (
        dataclasses.is_dataclass(cls)
        and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        and not hasattr(cls, "__post_init__")
        and "__slots__" not in vars(cls)
        and all(f.init for f in dataclasses.fields(cls))
    )


def made(cls: type[_T], values: dict[str, Any]) -> _T:
    """`cls(**values)` of a `plain_frozen` class given every field: what its `__init__` stores,
    without the frozen `__setattr__` per field (about ten times the cost; a context has eighteen).
    `values` becomes the object's own `__dict__`, not copied: the caller gives it up (a dict made
    for it, or a loaded request, which is only read)."""
    obj = _new_object(cls)
    _set_attribute(obj, "__dict__", values)
    return obj


_new_object, _set_attribute = object.__new__, object.__setattr__


def context_with(ctx: WinContext, changes: Mapping[str, object]) -> WinContext:
    """`dataclasses.replace(ctx, **changes)` for fields that hold their values, made with `made`
    while WinContext is `plain_frozen` (else by `dataclasses.replace`)."""
    if not _PLAIN_CONTEXT:
        return dataclasses.replace(ctx, **changes)  # type: ignore[arg-type]
    return made(WinContext, {**vars(ctx), **changes})


_PLAIN_CONTEXT = plain_frozen(WinContext)


# Context flags that say how a tile was won: a hand held at an exhaustive draw (no winner) has none.
WIN_FLAGS = (
    "heavenly",
    "earthly",
    "human",
    "robbing_kong",
    "kong_replacement",
    "robbing_flower",
    "first_draw_after_ready",
    "winning_tile_seen",
)


def meld_problem(meld: Meld) -> str | None:
    """Why a meld is not a chow/pung/kong, or None when it is one."""
    t = sorted(meld.tiles)
    if any(is_bonus(x) for x in t):
        return None  # reported as bonus_tile_in_hand
    if meld.kind == "chow":
        if len(t) != 3 or t[0] >= 27 or t[0] // 9 != t[2] // 9 or t != [t[0], t[0] + 1, t[0] + 2]:
            return f"'{to_compact(t)}' is not a chow (three consecutive tiles of one suit)"
        if meld.concealed or meld.added:
            return "a chow cannot be concealed or added"
    elif meld.kind == "pung":
        if len(t) != 3 or len(set(t)) != 1:
            return f"'{to_compact(t)}' is not a pung (three identical tiles)"
        if meld.concealed or meld.added:
            return "only a kong can be declared concealed or added; a concealed pung stays in 'concealed'"
    elif meld.kind == "kong":
        if len(t) != 4 or len(set(t)) != 1:
            return f"'{to_compact(t)}' is not a kong (four identical tiles)"
        if meld.concealed and meld.added:
            return "a kong cannot be both concealed and added"
    else:
        return f"'{meld.kind}' is not a meld type (chow, pung, kong)"
    return None


def validate_parts(hand: Hand, meld_numbers: Sequence[int]) -> list[Problem]:
    """The problems that the parts of a hand that could be read show on their own.

    For a request whose other parts were refused (a tile that cannot be read must not hide an
    invalid chow elsewhere): `hand` holds what was read (missing parts empty) and `meld_numbers`
    the request's index of each of its melds. Only checks that missing tiles cannot change are
    made: bonus tiles in the wrong place, melds that are no chow/pung/kong, more than 4 copies.
    """
    return _tile_problems(hand, meld_numbers)


def _valid_melds() -> frozenset[tuple[str, tuple[int, ...], bool, bool]]:
    """Every meld `meld_problem` accepts, as (kind, tiles, concealed, added) with its tiles in order."""
    melds: list[tuple[str, tuple[int, ...], bool, bool]] = []
    melds += [("chow", (s + r, s + r + 1, s + r + 2), False, False) for s in (0, 9, 18) for r in range(7)]
    melds += [("pung", (t,) * 3, False, False) for t in range(KINDS)]
    melds += [("kong", (t,) * 4, c, a) for t in range(KINDS) for c, a in ((False, False), (True, False), (False, True))]
    return frozenset(melds)


VALID_MELDS = _valid_melds()


class Tally(NamedTuple):
    """The counts of a hand whose tiles look valid (`tally`), 34 ints each: `held`, the concealed
    tiles with the (regular) winning tile (rules.shapes.hand_counts); `counts`, with the melds too.
    The hot path reads them by index or unpacking: 3.11 reads a named tuple's field by name through
    the generic attribute look-up."""

    held: tuple[int, ...]
    counts: tuple[int, ...]


def tally(hand: Hand) -> Tally | None:
    """The hand's counts (`Tally`) when `_tile_problems` has nothing to report, checked on the whole
    hand at once (most hands): regular tiles in hand and melds, bonus tiles in 'flowers', every meld
    a chow, pung or kong with its tiles in order, no tile more often than it exists. None sends the
    hand to the full check, which says what is wrong.

    The counts are added up as one int with a byte per kind (`_UNIT`: tile t is 1 << 8t), each
    meld's by one look-up, and read back as bytes: the loops run in C. A hand of more tiles than a
    byte counts (never a request's: at most 24 concealed) is counted one tile at a time."""
    concealed, melds = hand.concealed, hand.melds
    if len(concealed) > _MAX_HELD or len(melds) > _MAX_HELD:
        return _tally_one_by_one(hand)
    try:
        held = sum(map(_UNIT.__getitem__, concealed))
    except KeyError:
        return None  # a bonus tile (or no tile) among the concealed ones
    bonus, w = hand.flowers, hand.winning_tile
    if w is not None:
        if 0 <= w < KINDS:
            held += _UNIT[w]
        else:
            bonus = (*bonus, w)
    counts = held
    for m in melds:
        units = _MELD_UNITS.get(id(m))  # a shared meld (SHARED_MELDS): valid
        if units is None:
            key = (m.kind, m.tiles, m.concealed, m.added)
            if key not in VALID_MELDS:
                return None
            units = _VALID_MELD_UNITS[key]
        counts += units
    if (counts + _PLUS_3) & _OVER_7:  # a kind counted 5 or more: 5 + 3 reaches 8
        return None
    if bonus and (type(bonus) is not tuple or bonus not in _FLOWER_SETS):  # each a bonus tile, none twice
        distinct = set(bonus)
        if len(distinct) != len(bonus) or not distinct <= _BONUS_TILES:
            return None
    held_counts = tuple(held.to_bytes(KINDS, "little"))
    return tuple.__new__(Tally, (held_counts, tuple(counts.to_bytes(KINDS, "little")) if melds else held_counts))


def _tally_one_by_one(hand: Hand) -> Tally | None:
    """`tally`, a tile at a time."""
    concealed = hand.concealed
    c = [0] * KINDS
    try:
        for t in concealed:
            c[t] += 1
    except IndexError:
        return None  # a bonus tile among the concealed ones
    if concealed and min(concealed) < 0:
        return None
    bonus, w = hand.flowers, hand.winning_tile
    if w is not None:
        if 0 <= w < KINDS:
            c[w] += 1
        else:
            bonus = (*bonus, w)
    held = tuple(c)
    melds = hand.melds
    if melds:
        for m in melds:
            if (m.kind, m.tiles, m.concealed, m.added) not in VALID_MELDS:
                return None
            for t in m.tiles:
                c[t] += 1
        counts = tuple(c)
    else:
        counts = held
    if max(counts) > 4:
        return None
    if bonus:  # each a bonus tile, none twice
        distinct = set(bonus)
        if len(distinct) != len(bonus) or not distinct <= _BONUS_TILES:
            return None
    return tuple.__new__(Tally, (held, counts))


_UNIT: Final = {t: 1 << 8 * t for t in range(KINDS)}  # a regular tile's count, in its byte
_MAX_HELD: Final = 48  # tiles, melds: a byte per kind counts them all (48 + 1 + 4 x 48, plus 3, < 256)
_PLUS_3: Final = sum(3 << 8 * t for t in range(KINDS))
_OVER_7: Final = sum(0xF8 << 8 * t for t in range(KINDS))
_VALID_MELD_UNITS: Final = {key: sum(_UNIT[t] for t in key[1]) for key in VALID_MELDS}
_SHARED_MELDS: Final = {key: Meld(*key) for key in VALID_MELDS}
SHARED_MELDS: Final = MappingProxyType(_SHARED_MELDS)
"""Every valid meld made once (`VALID_MELDS`, by its key): a hand's melds can be these, shared (a
Meld is frozen; service.engine.build_hand). They are kept alive here, read-only, so that no other
object has one of their ids (looked up by id: `tally`)."""
_MELD_UNITS: Final = {id(meld): _VALID_MELD_UNITS[key] for key, meld in _SHARED_MELDS.items()}
# Every set of bonus tiles in order (a hand's flowers): each valid.
_FLOWER_SETS: Final = frozenset(
    tuple(t for t in range(KINDS, ALL_TILES) if bits >> (t - KINDS) & 1) for bits in range(1 << (ALL_TILES - KINDS))
)


_BONUS_TILES = frozenset(range(KINDS, ALL_TILES))


def tiles_look_valid(hand: Hand) -> bool:
    """True when `_tile_problems` has nothing to report (`tally`)."""
    return tally(hand) is not None


def _tile_problems(hand: Hand, meld_numbers: Sequence[int]) -> list[Problem]:
    problems: list[Problem] = []
    add = problems.append
    bonus_win = hand.winning_tile is not None and is_bonus(hand.winning_tile)

    for i, t in enumerate(hand.concealed):
        if is_bonus(t):
            add(
                Problem(
                    "bonus_tile_in_hand",
                    f"/hand/concealed/{i}",
                    f"bonus tile {CODES[t]} belongs in 'flowers', not in the concealed tiles",
                )
            )
    for i, m in zip(meld_numbers, hand.melds, strict=True):
        for t in m.tiles:
            if is_bonus(t):
                add(
                    Problem(
                        "bonus_tile_in_hand",
                        f"/hand/melds/{i}/tiles",
                        f"hand.melds[{i}].tiles: bonus tile {CODES[t]} cannot be part of a meld",
                    )
                )
        why = meld_problem(m)
        if why:  # melds are counted from 0, as in the pointer
            add(Problem("invalid_meld", f"/hand/melds/{i}", f"hand.melds[{i}]: {why}"))
    for i, t in enumerate(hand.flowers):
        if not is_bonus(t):
            add(Problem("not_a_bonus_tile", f"/hand/flowers/{i}", f"{CODES[t]} is not a bonus tile (1f-4f, 1g-4g)"))

    counts = [0] * 42
    for t in hand.all_tiles():
        if t < 34:  # a bonus tile among the regular tiles is reported above
            counts[t] += 1
    for t in hand.flowers:
        if t >= 34:  # a regular tile among the flowers is reported above
            counts[t] += 1
    if bonus_win and hand.winning_tile is not None:
        counts[hand.winning_tile] += 1
    if max(counts) > 1:
        for t in range(42):
            n = counts[t]
            if t < 34 and n > 4:
                add(
                    Problem(
                        "too_many_copies",
                        "/hand",
                        f"{CODES[t]} appears {n} times across hand and melds; there are only 4",
                    )
                )
            elif t >= 34 and n > 1:
                if bonus_win and t == hand.winning_tile:
                    add(
                        Problem(
                            "too_many_copies",
                            "/hand/winning_tile",
                            f"the winning bonus tile {CODES[t]} is also listed in 'flowers'; there is only one",
                        )
                    )
                else:
                    add(
                        Problem(
                            "too_many_copies",
                            "/hand/flowers",
                            f"bonus tile {CODES[t]} is listed {n} times; there is only one",
                        )
                    )
    return problems


def validate(
    hand: Hand, ctx: WinContext, *, expect_winning_tile: bool = True, flags: Mapping[str, FlagRule] | None = None
) -> list[Problem]:
    """Every problem of a hand and its context; an empty list means the hand is possible.
    `flags`: the ruleset's first-turn flag rules (`Ruleset.context_flags`); without them only the
    checks that hold at every table run."""
    return checked(hand, ctx, expect_winning_tile=expect_winning_tile, flags=flags)[0]


def checked(
    hand: Hand, ctx: WinContext, *, expect_winning_tile: bool = True, flags: Mapping[str, FlagRule] | None = None
) -> tuple[list[Problem], Tally | None]:
    """`validate`'s problems, and the hand's `tally` made on the way (None when its tiles are not
    valid): the scorer counts the tiles once."""
    counted = tally(hand)
    problems = [] if counted is not None else _tile_problems(hand, range(len(hand.melds)))
    add = problems.append

    if not expect_winning_tile and hand.winning_tile is not None:
        add(
            Problem(
                "contradictory_context",
                "/hand/winning_tile",
                "this hand is one tile short (waits, or a hand held at an exhaustive draw): it has no winning tile",
            )
        )
    if expect_winning_tile and hand.winning_tile is None:
        add(Problem("invalid_request", "/hand/winning_tile", "winning_tile is required"))
    held = len(hand.concealed) + 3 * len(hand.melds)  # a kong's fourth tile is its replacement's
    if held != 13:
        kongs = hand.kongs
        bonus_win = hand.winning_tile is not None and is_bonus(hand.winning_tile)
        complete = expect_winning_tile and not bonus_win
        total = held + kongs + (1 if complete else 0)
        want = 14 + kongs if complete else 13 + kongs
        what = "a winning hand" if complete else "a hand waiting for a tile"
        add(
            Problem(
                "wrong_tile_count",
                "/hand/concealed",
                f"the hand has {total} tiles ({len(hand.concealed)} concealed"
                f"{', the winning tile' if complete else ''}"
                f" and {_plural(len(hand.melds), 'meld')} with {_plural(kongs, 'kong')}); {what} "
                f"with {_plural(kongs, 'kong')} has {want}",
            )
        )

    problems.extend(validate_context(hand, ctx, expect_winning_tile=expect_winning_tile, flags=flags))
    return problems, counted


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _bad_fields(ctx: WinContext) -> list[tuple[str, str]]:
    """Each field of the context that holds none of its values, with what it must be."""
    bad: list[tuple[str, str]] = []
    if ctx.seat_wind not in SEATS:
        bad.append(("seat_wind", "seat_wind must be a seat (east, south, west, north)"))
    if ctx.round_wind not in SEATS:
        bad.append(("round_wind", "round_wind must be a wind (east, south, west, north)"))
    if ctx.win_by not in WIN_BY:
        bad.append(("win_by", "win_by must be self_draw or discard"))
    if ctx.discarder is not None and ctx.discarder not in SEATS:
        bad.append(("discarder", "discarder must be a seat"))
    if not (isinstance(ctx.kong_replacement, int) and 0 <= ctx.kong_replacement <= 4):
        bad.append(("kong_replacement", "kong_replacement counts consecutive kongs: 0 to 4"))
    return bad


def _add(problems: list[Problem], pointer: str, detail: str) -> None:
    problems.append(Problem("contradictory_context", pointer, detail))


def validate_context(
    hand: Hand, ctx: WinContext, *, expect_winning_tile: bool = True, flags: Mapping[str, FlagRule] | None = None
) -> list[Problem]:
    """The context's own problems and what the hand contradicts of it (see `validate`)."""
    win_by, seat = ctx.win_by, ctx.seat_wind
    if (
        expect_winning_tile
        and ctx.winning_tile_seen is None
        and not (
            ctx.robbing_kong
            or ctx.robbing_flower
            or ctx.exhaustive_draw
            # every other flag a ruleset's context_flags may name (the boolean fields): none given
            or ctx.last_tile
            or ctx.heavenly
            or ctx.earthly
            or ctx.human
            or ctx.heavenly_ready
            or ctx.earthly_ready
            or ctx.first_draw_after_ready
            or ctx.first_go_around
            or ctx.discards_all_terminal_or_honour_unclaimed
        )
        and type(ctx.kong_replacement) is int
        and not ctx.kong_replacement
        and seat in SEATS
        and ctx.round_wind in SEATS
        and (
            (ctx.discarder is None or ctx.discarder in SEATS)  # a discarder with a self-draw is ignored
            if win_by == "self_draw"
            else win_by == "discard"
            and ctx.discarder in SEATS
            and ctx.discarder != seat
            and (hand.winning_tile is None or hand.winning_tile < BONUS_FIRST)
        )
    ):
        return []  # most contexts: a plain win, every field one of its values, no flag to check
    return _context_problems(hand, ctx, expect_winning_tile, flags)


# The boolean fields `validate_context`'s quick test names, one by one: every boolean field of
# WinContext, else a context with a new flag set would skip `_context_problems`.
_QUICK_TEST_FLAGS = frozenset(
    {
        "robbing_kong",
        "robbing_flower",
        "exhaustive_draw",
        "last_tile",
        "heavenly",
        "earthly",
        "human",
        "heavenly_ready",
        "earthly_ready",
        "first_draw_after_ready",
        "first_go_around",
        "discards_all_terminal_or_honour_unclaimed",
    }
)
if _QUICK_TEST_FLAGS != {f.name for f in dataclasses.fields(WinContext) if f.type in ("bool", bool)}:
    raise RuntimeError("validate_context's quick test must name every boolean field of WinContext")


def _context_problems(
    hand: Hand, ctx: WinContext, expect_winning_tile: bool, flags: Mapping[str, FlagRule] | None
) -> list[Problem]:
    """`validate_context`, every check made one by one."""
    problems: list[Problem] = []
    if (
        ctx.seat_wind in SEATS
        and ctx.round_wind in SEATS
        and ctx.win_by in WIN_BY
        and (ctx.discarder is None or ctx.discarder in SEATS)
        and type(ctx.kong_replacement) is int
        and 0 <= ctx.kong_replacement <= 4
    ):
        bad_fields = []  # every field holds one of its values (most contexts): _bad_fields finds nothing
    else:
        bad_fields = _bad_fields(ctx)
    if bad_fields:
        problems.extend(Problem("invalid_request", f"/context/{f}", why) for f, why in bad_fields)
        if any(f in ("seat_wind", "kong_replacement") for f, _ in bad_fields):
            return problems  # the checks below need a seat and a kong count
    if ctx.exhaustive_draw:
        for f in WIN_FLAGS:
            value = getattr(ctx, f)
            if value is not None if f == "winning_tile_seen" else bool(value):
                _add(
                    problems,
                    f"/context/{f}",
                    f"{f} describes a win; a hand held at an exhaustive draw (exhaustive_draw) has no winner",
                )
    if not expect_winning_tile:
        return problems
    discard = ctx.win_by == "discard"
    fault = discarder_fault(ctx.seat_wind, ctx.win_by, ctx.discarder)  # not a seat: reported above
    if fault == "missing":
        _add(problems, "/context/discarder", "a win on a discard needs the discarder's seat")
    elif fault == "claimant":
        _add(problems, "/context/discarder", f"the winner ({ctx.seat_wind}) cannot be the discarder")
    if ctx.robbing_kong and not discard:
        _add(
            problems,
            "/context/robbing_kong",
            "robbing a kong is a win on another player's tile: win_by must be 'discard', "
            "with the kong's owner as discarder",
        )
    if ctx.robbing_kong and ctx.kong_replacement:
        _add(problems, "/context/kong_replacement", "a robbed kong's tile is not a kong replacement draw")
    if ctx.robbing_kong and hand.winning_tile is not None:
        others = sum(1 for t in hand.concealed if t == hand.winning_tile) + sum(
            1 for m in hand.melds for t in m.tiles if t == hand.winning_tile
        )
        if others:
            _add(
                problems,
                "/context/robbing_kong",
                f"the robbed kong holds the other three {CODES[hand.winning_tile]}; the hand cannot hold one too",
            )
    if discard and hand.winning_tile is not None and is_bonus(hand.winning_tile) and not ctx.robbing_flower:
        _add(
            problems,
            "/hand/winning_tile",
            f"a bonus tile ({CODES[hand.winning_tile]}) is drawn, never won on a discard "
            "(only 七搶一, context.robbing_flower, takes another player's flower)",
        )
    if ctx.robbing_flower and not (discard and hand.winning_tile is not None and is_bonus(hand.winning_tile)):
        _add(
            problems,
            "/context/robbing_flower",
            "七搶一 robs another player's bonus tile: win_by must be 'discard' "
            "(the robbed player as discarder) and winning_tile that bonus tile",
        )
    if ctx.kong_replacement:
        if discard:
            _add(problems, "/context/kong_replacement", "a kong replacement draw is a self-draw, not a discard")
        if ctx.kong_replacement > hand.kongs:
            _add(
                problems,
                "/context/kong_replacement",
                f"kong_replacement is {ctx.kong_replacement} but the hand has {hand.kongs} kongs",
            )
    if flags:
        problems.extend(flag_problems(hand, ctx, flags))
    seen = ctx.winning_tile_seen
    if seen is not None and not 0 <= seen <= 3:
        problems.append(
            Problem(
                "invalid_request",
                "/context/winning_tile_seen",
                "winning_tile_seen counts the copies seen before the win: 0 to 3",
            )
        )
    elif seen is not None and (span := winning_tile_seen_range(hand, ctx)) is not None:
        least, most = span
        w = CODES[hand.winning_tile]  # type: ignore[index]
        if ctx.robbing_kong and seen != 3:
            _add(
                problems,
                "/context/winning_tile_seen",
                f"a robbed kong shows the other three {w}: winning_tile_seen is 3, not {seen}",
            )
        elif seen < least:
            _add(
                problems,
                "/context/winning_tile_seen",
                f"the winner's own exposed melds show {least} {w}: the table has seen at least {least}, not {seen}",
            )
        elif seen > most:
            _add(
                problems,
                "/context/winning_tile_seen",
                f"the hand holds {4 - most} {w} with the winning tile: at most "
                f"{most} other {'copy' if most == 1 else 'copies'} can have been seen, not {seen}",
            )
    return problems
