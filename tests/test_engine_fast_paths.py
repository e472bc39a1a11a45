"""The engine's fast paths answer as the checks they skip: a plain context's problems, a hand's
tally (and the scorer's own count of a hand already validated), what the hand shows of the context, and
the blocks of an arrangement by kind."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from rules import view
from rules.arrangements import arrangements
from rules.hand import (
    SHARED_MELDS,
    VALID_MELDS,
    Hand,
    Meld,
    Problem,
    WinContext,
    _context_problems,
    _tally_one_by_one,
    _tile_problems,
    context_with,
    shown_context,
    tally,
    validate_context,
)
from rules.ruleset import all_rulesets
from rules.scoring import _valid_tally
from rules.shapes import hand_counts
from rules.tiles import SEATS
from tests.hands import hand


def _plain_contexts():
    for win_by, seat, round_wind, discarder, seen in itertools.product(
        ("self_draw", "discard", "ron"), SEATS + ("up",), SEATS, (None, *SEATS, "x"), (None, 0, 1, 2, 3, 5)
    ):
        yield WinContext(
            win_by=win_by, seat_wind=seat, round_wind=round_wind, discarder=discarder, winning_tile_seen=seen
        )


HANDS = [
    hand("123m456p789s22z78m", "9m"),
    hand("456p789s22z78m", "9m", melds=("chow:123m",)),
    hand("444m23m567p789s55z", "4m"),
    hand("123m456p11z78m", "9m", melds=("kong*:9999s",)),
    Hand(tuple(range(13)), (), 35, ()),  # a bonus winning tile
]


def test_a_context_passed_quickly_has_no_problem() -> None:
    flags = [None] + [rs.context_flags for rs in all_rulesets().values()]
    for h, ctx, f in itertools.product(HANDS, _plain_contexts(), flags):
        for expect in (True, False):
            fast = validate_context(h, ctx, expect_winning_tile=expect, flags=f)
            assert fast == _context_problems(h, ctx, expect, f), (h, ctx)
    first_turn = WinContext(seat_wind="south", heavenly=True)
    detail = "天胡 (heavenly) is the dealer's (east); this seat is south"
    assert validate_context(HANDS[0], first_turn, flags=all_rulesets()["hk-classic"].context_flags) == [
        Problem("contradictory_context", "/context/heavenly", detail)
    ]


def test_tally_counts_the_tiles_of_a_valid_hand() -> None:
    bad = [
        Hand((0, 1, 35), (), 5, ()),  # a bonus tile in hand
        Hand((0, 1, -1), (), 5, ()),
        Hand((0, 0, 0, 0), (), 0, ()),  # five copies
        Hand((0, 0, 0), (Meld("pung", (0, 0, 0)),), 5, ()),
        Hand((0, 1), (Meld("chow", (0, 2, 1)),), 5, ()),  # tiles out of order
        Hand((0, 1), (), 5, (34, 34)),
        Hand((0, 1), (), 5, (3,)),
        Hand((0, 1), (), 42, ()),
    ]
    for h in bad:
        assert tally(h) is None, h  # the full check says what is wrong
    for h in HANDS:
        counted = tally(h)
        assert counted is not None and not _tile_problems(h, range(len(h.melds)))
        assert counted.held == hand_counts(h)
        everything = [0] * 34
        for t in h.all_tiles():
            everything[t] += 1
        assert counted.counts == tuple(everything)
        assert _valid_tally(h) == counted  # what score_hand(validated=True) counts without the checks
    unordered = Hand((0, 1, 2, 9, 9, 9, 27, 27, 18, 19), (Meld("chow", (5, 3, 4)),), 20, ())  # valid, not for tally
    everything = [0] * 34
    for t in unordered.all_tiles():
        everything[t] += 1
    assert _valid_tally(unordered) == (hand_counts(unordered), tuple(everything))


@pytest.mark.parametrize("seed", range(3))
def test_tally_in_bytes_is_the_count_tile_by_tile(seed: int) -> None:
    """`tally` (the counts in one int, a byte per kind) finds what counting tile by tile finds, for
    valid and invalid hands alike, with shared melds and melds made as they come."""
    rnd = random.Random(seed)
    valid = sorted(VALID_MELDS)
    kinds = ["chow", "pung", "kong", "knitted"]

    def meld() -> Meld:
        roll = rnd.random()
        if roll < 0.5:
            return SHARED_MELDS[rnd.choice(valid)]
        if roll < 0.8:
            return Meld(*rnd.choice(valid))  # valid, not shared
        tiles = tuple(rnd.randint(-1, 42) for _ in range(rnd.randint(2, 5)))
        return Meld(rnd.choice(kinds), tiles, rnd.random() < 0.3, rnd.random() < 0.3)

    def tiles(n: int, low: int, high: int) -> tuple[int, ...]:
        return tuple(rnd.randint(low, high) for _ in range(n))

    for _ in range(20_000):
        regular = rnd.random() < 0.7
        concealed = tiles(rnd.randint(0, 14), 0, 33) if regular else tiles(rnd.randint(0, 14), -2, 43)
        flowers = tuple(sorted(set(tiles(rnd.randint(0, 5), 34, 41)))) if regular else tiles(rnd.randint(0, 4), 30, 43)
        winning = rnd.choice([None, rnd.randint(0, 33), rnd.randint(-1, 43)])
        h = Hand(concealed, tuple(meld() for _ in range(rnd.randint(0, 4))), winning, flowers)
        assert tally(h) == _tally_one_by_one(h), h
    many = Hand((0,) * 60, (SHARED_MELDS["pung", (1, 1, 1), False, False],) * 50, 2, ())
    assert tally(many) is None and _tally_one_by_one(many) is None


def test_tally_takes_a_list_of_flowers() -> None:
    """A library caller may give a hand's flowers as a list (Hand does not convert them)."""
    for flowers in ([34, 35], [34, 34], [3], []):
        listed = Hand(tuple(range(13)), (), 9, flowers)  # type: ignore[arg-type]
        assert tally(listed) == tally(Hand(tuple(range(13)), (), 9, tuple(flowers))), flowers


def test_shared_melds_are_read_only() -> None:
    """tally finds a shared meld by its id: none can be replaced or dropped."""
    key = ("pung", (1, 1, 1), False, False)
    with pytest.raises(TypeError):
        SHARED_MELDS[key] = Meld(*key)  # type: ignore[index]
    assert SHARED_MELDS[key] == Meld(*key)


@pytest.mark.parametrize("ruleset_id", sorted(all_rulesets()))
def test_arrangements_asked_by_table_are_every_arrangement(ruleset_id: str) -> None:
    """arrangements(asked=shapes_asked(shapes)) reads the shapes a hand asks from a table (hand_needs
    and gate_index inline): it finds what looking each shape's gate up finds."""
    from rules.shapes.base import _ANY_COPIES, gate_index, gate_of, shapes_asked

    shapes = all_rulesets()[ruleset_id].default_rules.shapes
    asked = shapes_asked(shapes)
    extra = [
        hand("19m19p19s1234567z", "1m"),
        hand("1122334455667m", "7m"),
        hand("147m258p369s1234z", "5z"),
        hand("1112345678999m", "5m"),
        Hand((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 10), (), 36, (34, 35, 37, 38, 39, 40)),
        Hand(tuple(range(13)), (), None, ()),
    ]
    for h in [*HANDS, *extra]:
        for ctx in (WinContext(), WinContext(exhaustive_draw=True)):
            counts = hand_counts(h)
            assert gate_of(counts, len(h.melds)) == _ANY_COPIES[gate_index(counts, len(h.melds))]
            assert arrangements(h, ctx, shapes, asked=asked) == arrangements(h, ctx, shapes), (h, ctx)


def test_blocks_by_kind() -> None:
    rules = all_rulesets()["canton-new"].default_rules
    for h in [*HANDS[:4], hand("1122334455667m", "7m")]:  # the last: seven pairs, no set
        ctx = WinContext()
        arrs = arrangements(h, ctx, rules.shapes)
        assert arrs, h
        for arr in arrs:
            v = view.HandView(arr, h, ctx, rules.switches, rules.shapes)
            chows = tuple(b for b in arr.blocks if b.kind == "chow")
            pungs = tuple(b for b in arr.blocks if b.kind in ("pung", "kong"))
            pairs = [b for b in arr.blocks if b.kind == "pair"]
            assert v.chows == chows and v.pungs == pungs
            assert v.sets == tuple(b for b in arr.blocks if b.kind in ("chow", "pung", "kong"))
            assert v.pair == (pairs[0] if len(pairs) == 1 else None)
            assert v.winning_block == next((b for b in arr.blocks if b.winning), None)
            assert v.pung_mask == sum({1 << b.tiles[0] for b in pungs})
            assert v.chow_mask == sum({1 << b.tiles[0] for b in chows})
            assert v.kong_count == sum(b.kind == "kong" for b in pungs)
            assert v.concealed_pung_count == sum(b.concealed for b in pungs)
            assert v.dragon_pungs == sum(b.tiles[0] >= 31 for b in pungs)
            assert v.wind_pungs == sum(27 <= b.tiles[0] <= 30 for b in pungs)


def test_shown_context_with_the_tally() -> None:
    more = [
        hand("23m567p789s55z", "4m", melds=("pung:444m",)),
        hand("444m23m567p789s55z", "4m"),
        hand("23m567p789s55z", "4m", melds=("chow:345m",)),
        hand("123m456p11z78m", "9m", melds=("kong*:9999s",)),
        hand("123m456p11z789m", "9s", melds=("kong*:9999s",)),
    ]
    for h in [*HANDS, *more]:
        for ctx in (WinContext(), WinContext(robbing_kong=True, win_by="discard", discarder="south")):
            assert shown_context(h, ctx, tally(h)) == shown_context(h, ctx), (h, ctx)


def test_a_context_with_a_flag_takes_every_check() -> None:
    bools = [f.name for f in dataclasses.fields(WinContext) if f.type == "bool"]
    for rs in all_rulesets().values():
        assert set(rs.context_flags) <= set(bools)
    flags = [None] + [rs.context_flags for rs in all_rulesets().values()]
    for name, seat, f in itertools.product(bools, SEATS, flags):
        ctx = WinContext(seat_wind=seat, **{name: True})
        for h in HANDS:
            assert validate_context(h, ctx, flags=f) == _context_problems(h, ctx, True, f), (name, ctx)


def test_context_with_is_dataclasses_replace() -> None:
    ctx = WinContext(win_by="discard", discarder="south", seat_wind="west", last_tile=True)
    for changes in ({"winning_tile_seen": 2}, {"win_by": "self_draw", "discarder": None}, {}):
        made, replaced = context_with(ctx, changes), dataclasses.replace(ctx, **changes)
        assert made == replaced and hash(made) == hash(replaced) and repr(made) == repr(replaced)
        assert type(made) is WinContext and list(vars(made)) == list(vars(replaced))
    assert vars(ctx) == vars(WinContext(win_by="discard", discarder="south", seat_wind="west", last_tile=True))


def test_readers_unpack_the_score_in_field_order() -> None:
    """rules.settlement.score_payout and service.engine (`_dump_into`, `_score`) read a ScoreResult
    and its ArrangementScore by unpacking (3.11 reads a named tuple's field by name through the
    generic attribute look-up): a field added, moved or renamed must change them too."""
    from rules.scoring import ArrangementScore, ScoreResult

    assert ScoreResult._fields == (
        "ruleset_id",
        "ruleset_version",
        "best",
        "alternatives",
        "minimum",
        "limit",
        "meets_minimum",
        "paid_as",
        "table",
        "context",
    )
    assert ArrangementScore._fields == (
        "arrangement",
        "patterns",
        "suppressed",
        "raw",
        "total",
        "capped",
        "limit_hand",
        "counted_for_minimum",
    )
