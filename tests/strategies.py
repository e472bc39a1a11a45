"""Hypothesis strategies for hands: random LEGAL winning hands (sets and a pair within the tile
limits, declared melds incl. concealed and added kongs, bonus tiles, a context that passes
validation), random non-winning 14-tile hands, and random house rules. Importable by any test
and by the benchmark (`from tests.strategies import winning_hands`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from hypothesis import strategies as st

from rules.arrangements import arrangements
from rules.hand import Hand, Meld, WinContext
from rules.ruleset import get_ruleset
from rules.tiles import KINDS, SEATS, TERMINALS_AND_HONOURS

BONUS = tuple(range(34, 42))
CHOW_STARTS = tuple(s * 9 + r for s in range(3) for r in range(7))


def _meld_for(kind: str, first: int, draw: st.DrawFn, kong_style: str | None = None) -> Meld:
    if kind == "chow":
        return Meld("chow", (first, first + 1, first + 2))
    if kind == "pung":
        return Meld("pung", (first,) * 3)
    style = kong_style or draw(st.sampled_from(("exposed", "concealed", "added")))
    return Meld("kong", (first,) * 4, concealed=style == "concealed", added=style == "added")


@st.composite
def standard_tiles(draw: st.DrawFn, max_melds: int = 4) -> tuple[list[tuple[str, int]], int, list[bool]]:
    """Four sets and a pair within the tile limits: ([(kind, first)], pair tile, [declared?])."""
    used: Counter[int] = Counter()
    sets: list[tuple[str, int]] = []
    honour_bias = draw(st.sampled_from((0.0, 0.3, 0.7)))
    one_suit = draw(st.sampled_from((None, None, 0, 1, 2)))
    for _ in range(4):
        options = []
        for _ in range(3):
            kind = draw(st.sampled_from(("chow", "chow", "pung", "pung", "kong")))
            if kind == "chow":
                first = draw(st.sampled_from([t for t in CHOW_STARTS if one_suit is None or t // 9 == one_suit]))
                need = {first: 1, first + 1: 1, first + 2: 1}
            else:
                if draw(st.floats(0, 1)) < honour_bias:
                    first = draw(st.integers(27, 33))
                else:
                    first = draw(
                        st.integers(0, 26) if one_suit is None else st.integers(one_suit * 9, one_suit * 9 + 8)
                    )
                need = {first: 4 if kind == "kong" else 3}
            if all(used[t] + n <= 4 for t, n in need.items()):
                options.append((kind, first, need))
                break
        if not options:
            kind, first, need = "chow", None, None
            for start in CHOW_STARTS:
                need = {start: 1, start + 1: 1, start + 2: 1}
                if all(used[t] + n <= 4 for t, n in need.items()):
                    first = start
                    break
            options.append((kind, first, need))
        kind, first, need = options[0]
        used.update(need)
        sets.append((kind, first))
    pair_choices = [t for t in range(KINDS) if used[t] <= 2]
    pair = draw(st.sampled_from(pair_choices))
    p_declared = draw(st.sampled_from((0.0, 0.0, 0.25, 0.5)))
    declared = [draw(st.floats(0, 1)) < p_declared if k != "kong" else True for k, _ in sets]
    while sum(declared) > max_melds:
        declared[declared.index(True)] = False
    return sets, pair, declared


@st.composite
def contexts(draw: st.DrawFn, hand: Hand) -> WinContext:
    """A context consistent with `hand` under rules.hand.validate."""
    seat = draw(st.sampled_from(SEATS))
    round_wind = draw(st.sampled_from(SEATS))
    w = hand.winning_tile
    bonus_win = w is not None and w >= 34
    win_by = "self_draw" if bonus_win else draw(st.sampled_from(("self_draw", "discard")))
    discard = win_by == "discard"
    others = [s for s in SEATS if s != seat]
    discarder = draw(st.sampled_from(others)) if discard else None
    held_elsewhere = sum(1 for t in hand.concealed if t == w) + sum(1 for m in hand.melds for t in m.tiles if t == w)
    robbing = discard and held_elsewhere == 0 and draw(st.booleans())
    kong_replacement = 0
    if not discard and hand.kongs:
        kong_replacement = draw(st.integers(0, min(hand.kongs, 2)))
    no_claims = all(m.concealed for m in hand.melds)
    # the first-turn flags as hk-classic's context_flags allow them (rules/rulesets/hk-classic.yaml)
    heavenly = seat == "east" and not discard and no_claims and not kong_replacement and draw(st.booleans())
    earthly = (
        seat != "east"
        and discarder == "east"
        and not robbing
        and not hand.melds
        and not heavenly
        and draw(st.booleans())
    )
    human = seat != "east" and discard and not robbing and no_claims and not heavenly and draw(st.booleans())
    first_turn = heavenly or earthly or human
    return WinContext(
        win_by=win_by,
        seat_wind=seat,
        round_wind=round_wind,
        discarder=discarder,
        robbing_kong=robbing,
        kong_replacement=kong_replacement,
        last_tile=draw(st.booleans()) and not robbing and not first_turn,
        heavenly=heavenly,
        earthly=earthly,
        human=human,
        heavenly_ready=no_claims and draw(st.booleans()),
    )


def _flowers(draw: st.DrawFn) -> tuple[int, ...]:
    n = draw(st.sampled_from((0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6, 7)))
    return tuple(draw(st.permutations(BONUS))[:n])


@st.composite
def standard_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    sets, pair, declared = draw(standard_tiles())
    melds: list[Meld] = []
    concealed: list[int] = [pair, pair]
    for (kind, first), dec in zip(sets, declared, strict=True):
        if dec:
            melds.append(_meld_for(kind, first, draw))
        else:
            concealed.extend((first, first + 1, first + 2) if kind == "chow" else (first,) * 3)
    concealed = draw(st.permutations(concealed))
    w = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
    hand = Hand(tuple(concealed), tuple(draw(st.permutations(melds))), w, _flowers(draw))
    return hand, draw(contexts(hand))


@st.composite
def thirteen_orphans_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    tiles = list(TERMINALS_AND_HONOURS) + [draw(st.sampled_from(TERMINALS_AND_HONOURS))]
    tiles = draw(st.permutations(tiles))
    w = tiles.pop(draw(st.integers(0, 13)))
    hand = Hand(tuple(tiles), (), w, _flowers(draw))
    return hand, draw(contexts(hand))


@st.composite
def flower_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    """花胡 / 大花糊: seven or eight bonus tiles, the last one drawn as the winning tile, with 13
    random regular tiles (not necessarily a winning hand)."""
    n = draw(st.sampled_from((7, 8)))
    bonus = draw(st.permutations(BONUS))[:n]
    tiles = draw(
        st.lists(st.integers(0, KINDS - 1), min_size=13, max_size=13).filter(lambda ts: max(Counter(ts).values()) <= 4)
    )
    hand = Hand(tuple(tiles), (), bonus[-1], tuple(bonus[:-1]))
    return hand, draw(contexts(hand))


def winning_hands() -> st.SearchStrategy[tuple[Hand, WinContext]]:
    """Random legal winning hands (mostly four sets and a pair) with a consistent context."""
    return st.one_of(standard_hands(), standard_hands(), standard_hands(), thirteen_orphans_hands(), flower_hands())


def is_winning(hand: Hand, ctx: WinContext, shapes: tuple[str, ...] = ("standard", "thirteen_orphans")) -> bool:
    return bool(arrangements(hand, ctx, shapes))


@st.composite
def non_winning_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    """14 random regular tiles (13 concealed + the winning tile), no melds and no bonus tiles,
    that form no hand of hk-classic (four sets and a pair, 十三么)."""
    tiles = draw(
        st.lists(st.integers(0, KINDS - 1), min_size=14, max_size=14).filter(lambda ts: max(Counter(ts).values()) <= 4)
    )
    hand = Hand(tuple(tiles[:13]), (), tiles[13], ())
    ctx = draw(contexts(hand))
    if is_winning(hand, ctx, ("standard", "thirteen_orphans", "seven_pairs")):
        tiles[13] = next(
            t
            for t in range(KINDS)
            if tiles.count(t) < 4
            and not is_winning(Hand(tuple(tiles[:13]), (), t, ()), ctx, ("standard", "thirteen_orphans", "seven_pairs"))
        )
        hand = Hand(tuple(tiles[:13]), (), tiles[13], ())
    return hand, ctx


@st.composite
def house_rules(draw: st.DrawFn, ruleset: str = "hk-classic") -> dict[str, Any]:
    """A random valid value for some of the ruleset's switches."""
    out: dict[str, Any] = {}
    for sid, s in get_ruleset(ruleset).switches.items():
        if not draw(st.booleans()):
            continue
        if s.type == "boolean":
            out[sid] = draw(st.booleans())
        elif s.type == "choice":
            out[sid] = draw(st.sampled_from(s.values))
        else:
            out[sid] = draw(st.one_of(st.none(), st.integers(0, 13)))
    return out


@st.composite
def any_requests(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    """Arbitrary (mostly invalid) hands and contexts, for 'every error is a documented code'."""
    tile = st.integers(0, 41)
    concealed = tuple(draw(st.lists(tile, max_size=16)))
    melds = tuple(
        Meld(
            draw(st.sampled_from(("chow", "pung", "kong", "pair"))),
            tuple(draw(st.lists(tile, min_size=0, max_size=5))),
            concealed=draw(st.booleans()),
            added=draw(st.booleans()),
        )
        for _ in range(draw(st.integers(0, 4)))
    )
    w = draw(st.one_of(st.none(), tile))
    flowers = tuple(draw(st.lists(tile, max_size=9)))
    hand = Hand(concealed, melds, w, flowers)
    ctx = WinContext(
        win_by=draw(st.sampled_from(("self_draw", "discard", "x"))),
        seat_wind=draw(st.sampled_from(SEATS + ("x",))),
        round_wind=draw(st.sampled_from(SEATS + ("x",))),
        discarder=draw(st.sampled_from((None,) + SEATS + ("x",))),
        robbing_kong=draw(st.booleans()),
        kong_replacement=draw(st.integers(-1, 5)),
        last_tile=draw(st.booleans()),
        heavenly=draw(st.booleans()),
        earthly=draw(st.booleans()),
        human=draw(st.booleans()),
        heavenly_ready=draw(st.booleans()),
        winning_tile_seen=draw(st.one_of(st.none(), st.integers(-1, 5))),
    )
    return hand, ctx


@st.composite
def mutated_requests(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    """A legal winning hand with one thing broken: a tile added or removed, a bonus tile moved into
    the hand, a context flag flipped."""
    hand, ctx = draw(winning_hands())
    what = draw(st.sampled_from(("add", "remove", "bonus_in_hand", "regular_flower", "flag", "winning_tile")))
    if what == "add":
        hand = replace(hand, concealed=hand.concealed + (draw(st.integers(0, KINDS - 1)),))
    elif what == "remove" and hand.concealed:
        hand = replace(hand, concealed=hand.concealed[1:])
    elif what == "bonus_in_hand":
        hand = replace(hand, concealed=hand.concealed + (draw(st.sampled_from(BONUS)),))
    elif what == "regular_flower":
        hand = replace(hand, flowers=hand.flowers + (draw(st.integers(0, KINDS - 1)),))
    elif what == "winning_tile":
        hand = replace(hand, winning_tile=draw(st.integers(0, 41)))
    else:
        flag = draw(st.sampled_from(("robbing_kong", "heavenly", "earthly", "human", "last_tile")))
        ctx = replace(ctx, **{flag: not getattr(ctx, flag)})
        if draw(st.booleans()):
            ctx = replace(ctx, win_by="discard" if ctx.win_by == "self_draw" else "self_draw")
        if draw(st.booleans()):
            ctx = replace(ctx, kong_replacement=draw(st.integers(0, 3)))
    return hand, ctx
