"""Hands and the context of a win, and the validation that refuses impossible ones.

Validation reports every problem at once as `Problem(code, pointer, detail)`; pointers are JSON
pointers into the request body of `POST /v1/score` (RULINGS §6, API.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.tiles import CODES, SEAT_NAMES, WIND_OF_SEAT, is_bonus, to_compact

MELD_KINDS = ("chow", "pung", "kong")
WIN_BY = ("self_draw", "discard")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a request: a stable `code`, the JSON `pointer` and a sentence."""

    code: str
    pointer: str
    detail: str


class ProblemsError(ValueError):
    """Every problem of one part of a request at once; `code` is the first problem's."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(p.detail for p in problems))
        self.problems = problems

    @property
    def code(self) -> str:
        return self.problems[0].code


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


def validate(hand: Hand, ctx: WinContext, *, expect_winning_tile: bool = True) -> list[Problem]:
    """Every problem of a hand and its context; an empty list means the hand is possible."""
    problems: list[Problem] = []
    add = problems.append
    bonus_win = hand.winning_tile is not None and is_bonus(hand.winning_tile)

    for i, t in enumerate(hand.concealed):
        if is_bonus(t):
            add(Problem("bonus_tile_in_hand", f"/hand/concealed/{i}",
                        f"bonus tile {CODES[t]} belongs in 'flowers', not in the concealed tiles"))
    for i, m in enumerate(hand.melds):
        for t in m.tiles:
            if is_bonus(t):
                add(Problem("bonus_tile_in_hand", f"/hand/melds/{i}/tiles",
                            f"bonus tile {CODES[t]} cannot be part of a meld"))
        why = meld_problem(m)
        if why:
            add(Problem("invalid_meld", f"/hand/melds/{i}", f"meld {i}: {why}"))
    for i, t in enumerate(hand.flowers):
        if not is_bonus(t):
            add(Problem("not_a_bonus_tile", f"/hand/flowers/{i}",
                        f"{CODES[t]} is not a bonus tile (1f-4f, 1g-4g)"))

    counts = [0] * 42
    for t in hand.all_tiles():
        if t < 34:  # a bonus tile among the regular tiles is reported above
            counts[t] += 1
    for t in hand.flowers:
        if t >= 34:  # a regular tile among the flowers is reported above
            counts[t] += 1
    if bonus_win:
        counts[hand.winning_tile] += 1
    if max(counts) > 1:
        for t in range(42):
            n = counts[t]
            if t < 34 and n > 4:
                add(Problem("too_many_copies", "/hand",
                            f"{CODES[t]} appears {n} times across hand and melds; there are only 4"))
            elif t >= 34 and n > 1:
                if bonus_win and t == hand.winning_tile:
                    add(Problem("too_many_copies", "/hand/winning_tile",
                                f"the winning bonus tile {CODES[t]} is also listed in 'flowers'; there is only one"))
                else:
                    add(Problem("too_many_copies", "/hand/flowers",
                                f"bonus tile {CODES[t]} is listed {n} times; there is only one"))

    if not expect_winning_tile and hand.winning_tile is not None:
        add(Problem("contradictory_context", "/hand/winning_tile",
                    "this hand is one tile short (waits, or a hand held at an exhaustive draw): "
                    "it has no winning tile"))
    if expect_winning_tile and hand.winning_tile is None:
        add(Problem("invalid_request", "/hand/winning_tile", "winning_tile is required"))
    held = len(hand.concealed) + 3 * len(hand.melds)  # a kong's fourth tile is its replacement's
    if held != 13:
        kongs = hand.kongs
        complete = expect_winning_tile and not bonus_win
        total = held + kongs + (1 if complete else 0)
        want = 14 + kongs if complete else 13 + kongs
        what = "a winning hand" if complete else "a hand waiting for a tile"
        add(Problem("wrong_tile_count", "/hand/concealed",
                    f"the hand has {total} tiles ({len(hand.concealed)} concealed"
                    f"{', the winning tile' if complete else ''}"
                    f" and {_plural(len(hand.melds), 'meld')} with {_plural(kongs, 'kong')}); {what} "
                    f"with {_plural(kongs, 'kong')} has {want}"))

    problems.extend(validate_context(hand, ctx, expect_winning_tile=expect_winning_tile))
    return problems


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def validate_context(hand: Hand, ctx: WinContext, *, expect_winning_tile: bool = True) -> list[Problem]:
    problems: list[Problem] = []

    def add(pointer: str, detail: str) -> None:
        problems.append(Problem("contradictory_context", pointer, detail))

    bad_fields = [(f, why) for f, ok, why in (
        ("seat_wind", ctx.seat_wind in SEAT_NAMES, "seat_wind must be a seat (east, south, west, north)"),
        ("round_wind", ctx.round_wind in SEAT_NAMES, "round_wind must be a wind (east, south, west, north)"),
        ("win_by", ctx.win_by in WIN_BY, "win_by must be self_draw or discard"),
        ("discarder", ctx.discarder is None or ctx.discarder in SEAT_NAMES, "discarder must be a seat"),
        ("kong_replacement", isinstance(ctx.kong_replacement, int) and 0 <= ctx.kong_replacement <= 4,
         "kong_replacement counts consecutive kongs: 0 to 4"),
    ) if not ok]
    problems.extend(Problem("invalid_request", f"/context/{f}", why) for f, why in bad_fields)
    if any(f in ("seat_wind", "kong_replacement") for f, _ in bad_fields):
        return problems  # the checks below need a seat and a kong count
    if not expect_winning_tile:
        return problems
    discard = ctx.win_by == "discard"
    if discard and ctx.discarder is None:
        add("/context/discarder", "a win on a discard needs the discarder's seat")
    if discard and ctx.discarder == ctx.seat_wind:
        add("/context/discarder", f"the winner ({ctx.seat_wind}) cannot be the discarder")
    if ctx.robbing_kong and not discard:
        add("/context/robbing_kong",
            "robbing a kong is a win on another player's tile: win_by must be 'discard', "
            "with the kong's owner as discarder")
    if ctx.robbing_kong and ctx.kong_replacement:
        add("/context/kong_replacement", "a robbed kong's tile is not a kong replacement draw")
    if ctx.robbing_kong and hand.winning_tile is not None:
        others = sum(1 for t in hand.concealed if t == hand.winning_tile) + sum(
            1 for m in hand.melds for t in m.tiles if t == hand.winning_tile)
        if others:
            add("/context/robbing_kong",
                f"the robbed kong holds the other three {CODES[hand.winning_tile]}; the hand cannot hold one too")
    if (discard and hand.winning_tile is not None and is_bonus(hand.winning_tile)
            and not ctx.robbing_flower):
        add("/hand/winning_tile", f"a bonus tile ({CODES[hand.winning_tile]}) is drawn, never won on a discard "
            "(only 七搶一, context.robbing_flower, takes another player's flower)")
    if ctx.robbing_flower and not (discard and hand.winning_tile is not None
                                           and is_bonus(hand.winning_tile)):
        add("/context/robbing_flower", "七搶一 robs another player's bonus tile: win_by must be 'discard' "
            "(the robbed player as discarder) and winning_tile that bonus tile")
    if ctx.kong_replacement:
        if discard:
            add("/context/kong_replacement", "a kong replacement draw is a self-draw, not a discard")
        if ctx.kong_replacement > hand.kongs:
            add("/context/kong_replacement",
                f"kong_replacement is {ctx.kong_replacement} but the hand has {hand.kongs} kongs")
    if ctx.heavenly:
        if not ctx.is_dealer:
            add("/context/heavenly", f"天胡 is the dealer's (east) win; this seat is {ctx.seat_wind}")
        if discard:
            add("/context/heavenly", "天胡 is won on the initial deal, not on a discard")
        if hand.melds and any(not m.concealed for m in hand.melds):
            add("/context/heavenly", "天胡 is won on the initial deal, with no claimed meld")
    if ctx.earthly and ctx.is_dealer:
        add("/context/earthly", "地胡 is a non-dealer's win; the dealer (east) cannot win it")
    if ctx.human and ctx.is_dealer:
        add("/context/human", "人胡 is a non-dealer's win; the dealer (east) cannot win it")
    if ctx.heavenly and (ctx.earthly or ctx.human):
        add("/context/earthly", "天胡, 地胡 and 人胡 exclude one another")
    if ctx.winning_tile_seen is not None and not 0 <= ctx.winning_tile_seen <= 3:
        problems.append(Problem("invalid_request", "/context/winning_tile_seen",
                                "winning_tile_seen counts the copies seen before the win: 0 to 3"))
    return problems
