"""rules.waits: waits (叫糊) with live counts and values, and shanten when not ready. One hand under
every ruleset (POST /v1/score/compare) is tested in test_api_waits.py."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.hand import Hand, HandError, Meld, WinContext
from rules.ruleset import all_rulesets, get_ruleset
from rules.scoring import score_hand
from rules.table import Table, resolve_table
from rules.tiles import SEATS, parse_tiles
from rules.waits import analyse_waits, previous_seat

RULESET_IDS = sorted(all_rulesets())


def table(rid: str = "hk-classic", **t: object) -> Table:
    return resolve_table(get_ruleset(rid), t or None)


def hand(concealed: str, *melds: Meld, flowers: str = "") -> Hand:
    return Hand(tuple(parse_tiles(concealed)), tuple(melds), None, tuple(parse_tiles(flowers)))


def meld(kind: str, tiles: str, concealed: bool = False) -> Meld:
    return Meld(kind, tuple(parse_tiles(tiles)), concealed=concealed)


def codes(result) -> list[str]:
    return [w.code for w in result.waits]


# --- the classic waits ----------------------------------------------------------------------------


@pytest.mark.parametrize("rid", RULESET_IDS)
def test_nine_sided_wait(rid: str) -> None:
    r = analyse_waits(hand("1112345678999m"), WinContext(), table(rid))
    assert r.ready and r.shanten == 0 and r.shanten_by_shape["standard"] == 0
    assert codes(r) == [f"{n}m" for n in range(1, 10)]
    # 1m and 9m: three in hand, one left; 2m-8m: one in hand, three left.
    assert [w.live for w in r.waits] == [1, 3, 3, 3, 3, 3, 3, 3, 1]
    assert r.ruleset_id == rid
    for w in r.waits:
        assert w.discard is not None and w.self_draw is not None
        assert w.self_draw.fan >= w.discard.fan


def test_nine_sided_wait_values_hk_classic() -> None:
    r = analyse_waits(hand("1112345678999m"), WinContext(), table())
    for w in r.waits:
        assert "nine_gates" in w.discard.pattern_ids and "nine_gates" in w.self_draw.pattern_ids
        assert "self_drawn" in w.self_draw.pattern_ids and "self_drawn" not in w.discard.pattern_ids
        assert w.discard.meets_minimum and w.self_draw.meets_minimum
        assert w.discard.limit_hand


def test_nine_sided_wait_live_counts_with_discards() -> None:
    r = analyse_waits(hand("1112345678999m"), WinContext(), table(), discarded=parse_tiles("1m5m5m5m9p"))
    live = {w.code: w.live for w in r.waits}
    assert live["1m"] == 0 and live["5m"] == 0 and live["2m"] == 3 and live["9m"] == 1
    # a wait whose every remaining copy is discarded is still listed (空聽), with live 0
    assert codes(r) == [f"{n}m" for n in range(1, 10)] and r.ready
    assert r.live_total == 0 + 3 * 6 + 1


@pytest.mark.parametrize("rid", RULESET_IDS)
def test_thirteen_sided_wait(rid: str) -> None:
    r = analyse_waits(hand("19m19p19s1234567z"), WinContext(), table(rid))
    assert r.ready and r.shanten == 0 and r.shanten_by_shape["thirteen_orphans"] == 0
    assert codes(r) == ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"]
    assert all(w.live == 3 for w in r.waits)
    if rid == "hk-classic":
        assert all(w.discard.fan == 13 and "thirteen_orphans" in w.discard.pattern_ids for w in r.waits)


def test_tile_held_four_times_is_not_a_wait() -> None:
    # 23m waits on 1m or 4m, but every 1m is in the kong: only 4m is a wait.
    h = hand("23m456p789s55z", meld("kong", "1111m"))
    r = analyse_waits(h, WinContext(), table())
    assert codes(r) == ["4m"] and r.waits[0].live == 4
    # with no declared meld: 1111m + three sets waits only on a fifth 1m: not ready, one exchange away
    r = analyse_waits(hand("1111m234p567p789s"), WinContext(), table())
    assert not r.ready and r.waits == () and r.shanten == 1


def test_dead_wait_behind_a_declared_meld_is_not_ready() -> None:
    # the single 1m waits for its pair, but the pung holds the other three: shanten.py cannot see
    # the meld's tiles and says 0; the analysis says one exchange away.
    h = hand("1m456p789s234s", meld("pung", "111m"))
    r = analyse_waits(h, WinContext(), table())
    assert not r.ready and r.shanten == 1 and r.shanten_by_shape == {"standard": 1}


@pytest.mark.parametrize(
    ("tiles", "rid", "expected"),
    [
        ("123m456p789s1357z", "hk-classic", {"standard": 2, "thirteen_orphans": 7}),
        (
            "123m456p789s1357z",
            "canton-new",
            {
                "standard": 2,
                "seven_pairs": 6,
                "thirteen_orphans": 7,
                "knitted_honours": 6,
                "knitted_straight": 7,
                "thirteen_pyramid": 10,
            },
        ),
        (
            "1199m1199p1199s1z",
            "canton-new",
            {
                "standard": 3,
                "seven_pairs": 0,
                "thirteen_orphans": 5,
                "knitted_honours": 10,
                "knitted_straight": 7,
                "thirteen_pyramid": 6,
            },
        ),
        ("19m19p19s123456z5m", "hk-classic", {"standard": 8, "thirteen_orphans": 1}),
    ],
)
def test_shanten_by_shape(tiles: str, rid: str, expected: dict[str, int]) -> None:
    r = analyse_waits(hand(tiles), WinContext(), table(rid))
    assert dict(r.shanten_by_shape) == expected
    assert r.shanten == (0 if r.ready else min(expected.values()))
    assert r.ready == (min(expected.values()) == 0)


def test_seven_pairs_waits_only_where_played() -> None:
    h = hand("1199m1199p1199s1z")
    assert codes(analyse_waits(h, WinContext(), table("canton-new"))) == ["1z"]
    r = analyse_waits(h, WinContext(), table("hk-classic"))
    assert not r.ready and "seven_pairs" not in r.shanten_by_shape


def test_shanten_with_melds_is_standard_only() -> None:
    r = analyse_waits(hand("19m5p9s13567z4z", meld("chow", "123s")), WinContext(), table("canton-new"))
    assert set(r.shanten_by_shape) == {"standard"} and not r.ready


# --- contexts -------------------------------------------------------------------------------------


def test_discarder_is_the_previous_seat_unless_given() -> None:
    assert [previous_seat(s) for s in SEATS] == ["north", "east", "south", "west"]
    h = hand("123m456p789s234s5z")
    assert analyse_waits(h, WinContext(seat_wind="south"), table()).discarder == "east"
    assert analyse_waits(h, WinContext(seat_wind="east"), table()).discarder == "north"
    assert analyse_waits(h, WinContext(seat_wind="east", discarder="west"), table()).discarder == "west"


def test_flags_apply_to_their_way_of_winning_only() -> None:
    h = Hand(tuple(parse_tiles("123m456p234s5z")), (meld("kong", "9999p"),))
    r = analyse_waits(h, WinContext(kong_replacement=1), table())
    (w,) = r.waits
    assert "kong_self_draw" in w.self_draw.pattern_ids
    assert "kong_self_draw" not in w.discard.pattern_ids
    r = analyse_waits(h, WinContext(robbing_kong=True), table())
    (w,) = r.waits
    # the hand holds a 5z: no kong of 5z can be robbed
    assert w.discard is None and w.self_draw is not None
    h2 = hand("123m456p234s23s55z")
    r = analyse_waits(h2, WinContext(robbing_kong=True), table())
    by = {x.code: x for x in r.waits}
    assert "robbing_kong" in by["1s"].discard.pattern_ids and "robbing_kong" not in by["1s"].self_draw.pattern_ids
    assert by["4s"].discard is None  # a 4s is in the hand


def test_contradictory_flags_are_refused() -> None:
    with pytest.raises(HandError) as e:
        analyse_waits(hand("123m456p789s234s5z"), WinContext(seat_wind="east", earthly=True), table())
    assert e.value.code == "contradictory_context"
    with pytest.raises(HandError) as e:
        analyse_waits(hand("123m456p789s234s5z"), WinContext(kong_replacement=1), table())
    assert e.value.code == "contradictory_context"


def test_bad_hands_are_refused() -> None:
    with pytest.raises(HandError) as e:
        analyse_waits(hand("123m456p789s234s55z"), WinContext(), table())
    assert e.value.code == "wrong_tile_count"
    with pytest.raises(HandError) as e:
        analyse_waits(replace(hand("123m456p789s234s5z"), winning_tile=31), WinContext(), table())
    assert any(p.pointer == "/hand/winning_tile" for p in e.value.problems)
    with pytest.raises(HandError) as e:
        analyse_waits(hand("1112345678999m"), WinContext(), table(), discarded=parse_tiles("1m1m"))
    assert e.value.code == "too_many_copies" and e.value.problems[0].pointer == "/discarded"
    with pytest.raises(HandError) as e:
        analyse_waits(hand("1112345678999m"), WinContext(), table(), discarded=parse_tiles("1f"))
    assert e.value.problems[0].pointer == "/discarded/0"


def test_cached_answer_is_the_same_and_discards_do_not_leak() -> None:
    h = hand("1112345678999m")
    a = analyse_waits(h, WinContext(), table(), discarded=parse_tiles("5m"))
    b = analyse_waits(h, WinContext(), table())
    c = analyse_waits(Hand(tuple(reversed(h.concealed))), WinContext(win_by="discard"), table())
    assert [w.live for w in a.waits][4] == 2 and [w.live for w in b.waits][4] == 3
    assert b == c


# --- property: every reported wait scores as reported ---------------------------------------------


def _sets() -> st.SearchStrategy:
    chow = st.builds(lambda s, r: ("chow", s * 9 + r), st.integers(0, 2), st.integers(0, 6))
    pung = st.builds(lambda t: ("pung", t), st.integers(0, 33))
    return st.one_of(chow, chow, pung)


@st.composite
def ready_hands(draw: st.DrawFn) -> tuple[Hand, WinContext, str]:
    counts = [0] * 34
    blocks = []
    for _ in range(4):
        kind, t = draw(_sets())
        tiles = [t, t + 1, t + 2] if kind == "chow" else [t] * 3
        for x in tiles:
            counts[x] += 1
        blocks.append((kind, tiles))
    pair = draw(st.integers(0, 33))
    counts[pair] += 2
    if max(counts) > 4:
        from hypothesis import reject

        reject()
    melds = []
    concealed = [pair, pair]
    n_melds = draw(st.integers(0, 2))
    for i, (kind, tiles) in enumerate(blocks):
        if i < n_melds:
            if kind == "pung" and counts[tiles[0]] == 3 and draw(st.booleans()):
                melds.append(Meld("kong", (tiles[0],) * 4, concealed=draw(st.booleans())))
                counts[tiles[0]] += 1
            else:
                melds.append(Meld(kind, tuple(tiles)))
        else:
            concealed.extend(tiles)
    concealed.remove(draw(st.sampled_from(sorted(set(concealed)))))
    flowers = tuple(draw(st.lists(st.integers(34, 41), max_size=3, unique=True)))
    ctx = WinContext(
        seat_wind=draw(st.sampled_from(SEATS)), round_wind=draw(st.sampled_from(SEATS)), last_tile=draw(st.booleans())
    )
    rid = draw(st.sampled_from(RULESET_IDS))
    return Hand(tuple(concealed), tuple(melds), None, flowers), ctx, rid


@settings(
    max_examples=100,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(ready_hands())
def test_every_wait_scores_as_reported(case: tuple[Hand, WinContext, str]) -> None:
    h, ctx, rid = case
    t = table(rid)
    r = analyse_waits(h, ctx, t)
    assert r.ready and r.shanten == 0  # built from a complete hand minus one tile
    for w in r.waits:
        done = replace(h, winning_tile=w.tile)
        by_discard = score_hand(done, replace(ctx, win_by="discard", discarder=previous_seat(ctx.seat_wind)), t)
        by_self = score_hand(done, replace(ctx, win_by="self_draw"), t)
        assert (w.discard.fan, w.discard.meets_minimum) == (by_discard.best.total, by_discard.meets_minimum)
        assert (w.self_draw.fan, w.self_draw.meets_minimum) == (by_self.best.total, by_self.meets_minimum)
        assert w.discard.pattern_ids == tuple(p.id for p in by_discard.best.patterns)
        assert w.self_draw.pattern_ids == tuple(p.id for p in by_self.best.patterns)
        held = sum(1 for x in h.all_tiles() if x == w.tile)
        assert w.live == 4 - held > 0
    # and no other tile completes the hand
    waiting = {w.tile for w in r.waits}
    for tile in range(34):
        if tile in waiting or sum(1 for x in h.all_tiles() if x == tile) >= 4:
            continue
        with pytest.raises(HandError):
            score_hand(replace(h, winning_tile=tile), replace(ctx, win_by="self_draw"), t)
