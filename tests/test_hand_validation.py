"""rules.hand.validate: every problem code, and every problem of a request reported at once."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.hand import Hand, HandError, Meld, WinContext, _tile_problems, tiles_look_valid, validate
from rules.ruleset import get_ruleset
from tests.hands import HAND_ERROR_CODES, context, hand, score
from tests.strategies import any_requests, mutated_requests, winning_hands

OK = ("123m456p789s11z12m", "3m")  # a valid concealed hand: 13 tiles + the winning tile


HK_FLAGS = get_ruleset("hk-classic").context_flags  # what hk-classic's first-turn flags need


def problems(concealed: str = OK[0], win: str | None = OK[1], melds=(), flowers: str = "", **ctx):
    return [(p.code, p.pointer) for p in validate(hand(concealed, win, melds, flowers), context(**ctx), flags=HK_FLAGS)]


def codes(*args, **kw) -> list[str]:
    return [c for c, _ in problems(*args, **kw)]


def test_a_valid_hand_has_no_problem() -> None:
    assert problems() == []
    assert problems("456p789s11z12m", "3m", melds=["chow:123m"], win_by="discard", discarder="north") == []
    assert problems("123m456p11z12m", "3m", melds=["kong*:9999s"], kong_replacement=1) == []
    assert problems("123m456p11z12m", "3m", melds=["kong+:9999s"]) == []
    assert problems("123m456p789s11z12m", "2f", flowers="1f3f4f1g2g3g4g") == []  # 大花糊 on the eighth bonus tile
    assert problems("123m456p789s11z45m", "6m", robbing_kong=True, win_by="discard", discarder="west") == []


# (case, kwargs for problems(), expected [(code, pointer)])
CASES = [
    # --- tiles ---
    ("fifth copy", dict(concealed="1111m456p789s11z2m", win="1m"), [("too_many_copies", "/hand")]),
    (
        "fifth copy across melds",
        dict(concealed="1m456p789s11z", win="3m", melds=["kong:1111m"]),
        [("too_many_copies", "/hand"), ("wrong_tile_count", "/hand/concealed")][:1],
    ),
    ("bonus tile twice", dict(flowers="1f1f"), [("too_many_copies", "/hand/flowers")]),
    (
        "bonus winning tile also in flowers",
        dict(concealed="123m456p789s11z12m", win="1f", flowers="1f"),
        [("too_many_copies", "/hand/winning_tile")],
    ),
    ("one tile short", dict(concealed="123m456p789s11z2m", win="3m"), [("wrong_tile_count", "/hand/concealed")]),
    ("one tile over", dict(concealed="123m456p789s11z122m", win="3m"), [("wrong_tile_count", "/hand/concealed")]),
    (
        "kong counted as a set, not 4 tiles",
        dict(concealed="123m456p11z12m3m", win="3m", melds=["kong:9999s"]),
        [("wrong_tile_count", "/hand/concealed")],
    ),
    ("bad chow", dict(concealed="456p789s11z12m", win="3m", melds=["chow:124m"]), [("invalid_meld", "/hand/melds/0")]),
    (
        "chow across suits",
        dict(concealed="456p789s11z12m", win="3m", melds=["chow:89m1p"]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    (
        "honour chow",
        dict(concealed="456p789s11z12m", win="3m", melds=["chow:123z"]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    ("bad pung", dict(concealed="456p789s11z12m", win="3m", melds=["pung:112m"]), [("invalid_meld", "/hand/melds/0")]),
    ("bad kong", dict(concealed="456p789s11z12m", win="3m", melds=["kong:999s"]), [("invalid_meld", "/hand/melds/0")]),
    (
        "concealed chow",
        dict(concealed="456p789s11z12m", win="3m", melds=["chow*:123s"]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    (
        "concealed pung",
        dict(concealed="456p789s11z12m", win="3m", melds=["pung*:555s"]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    (
        "unknown meld kind",
        dict(concealed="456p789s11z12m", win="3m", melds=[Meld("pair", (0, 0, 0))]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    (
        "kong both concealed and added",
        dict(concealed="123m456p11z12m", win="3m", melds=[Meld("kong", (20,) * 4, concealed=True, added=True)]),
        [("invalid_meld", "/hand/melds/0")],
    ),
    (
        "bonus tile in hand",
        dict(concealed="123m456p789s11z1f", win="3m"),
        [("bonus_tile_in_hand", "/hand/concealed/11"), ("wrong_tile_count", "/hand/concealed")],
    ),
    (
        "bonus tile in a meld",
        dict(concealed="456p789s11z12m", win="3m", melds=[Meld("pung", (34, 34, 34))]),
        [("bonus_tile_in_hand", "/hand/melds/0/tiles")] * 3,
    ),
    ("regular tile among flowers", dict(flowers="1f5m"), [("not_a_bonus_tile", "/hand/flowers/1")]),
    (
        "no winning tile",
        dict(win=None),
        [("invalid_request", "/hand/winning_tile"), ("wrong_tile_count", "/hand/concealed")][:1],
    ),
    # --- context ---
    (
        "robbing a kong and self-draw",
        dict(concealed="123m456p789s11z45m", win="6m", robbing_kong=True),
        [("contradictory_context", "/context/robbing_kong")],
    ),
    (
        "robbing a kong with a replacement draw",
        dict(robbing_kong=True, win_by="discard", kong_replacement=1, melds=()),
        [("contradictory_context", "/context/kong_replacement")] * 3,
    ),
    (
        "robbing a kong whose tiles the hand holds",
        dict(robbing_kong=True, win_by="discard", win="1m", concealed="123m456p789s11z23m"),
        [("contradictory_context", "/context/robbing_kong")],
    ),
    (
        "heavenly for a non-dealer",
        dict(heavenly=True, seat_wind="south"),
        [("contradictory_context", "/context/heavenly")],
    ),
    ("heavenly on a discard", dict(heavenly=True, win_by="discard"), [("contradictory_context", "/context/heavenly")]),
    (
        "heavenly with a claimed meld",
        dict(concealed="456p789s11z12m", win="3m", melds=["chow:123m"], heavenly=True),
        [("contradictory_context", "/context/heavenly")],
    ),
    (
        "earthly for the dealer",
        dict(earthly=True, win_by="discard", discarder="south"),
        [("contradictory_context", "/context/earthly")] * 2,
    ),  # the dealer, and not the dealer's discard
    ("human for the dealer", dict(human=True, win_by="discard"), [("contradictory_context", "/context/human")]),
    (
        "heavenly and earthly",
        dict(heavenly=True, earthly=True),  # the dealer, a self-draw, and the two together
        [("contradictory_context", "/context/earthly")] * 3,
    ),
    (
        "kong replacement without a kong",
        dict(kong_replacement=1),
        [("contradictory_context", "/context/kong_replacement")],
    ),
    (
        "second kong replacement with one kong",
        dict(concealed="123m456p11z12m", win="3m", melds=["kong*:9999s"], kong_replacement=2),
        [("contradictory_context", "/context/kong_replacement")],
    ),
    (
        "kong replacement on a discard",
        dict(concealed="123m456p11z12m", win="3m", melds=["kong*:9999s"], kong_replacement=1, win_by="discard"),
        [("contradictory_context", "/context/kong_replacement")],
    ),
    (
        "discard without a discarder",
        dict(win_by="discard", discarder=None),
        [("contradictory_context", "/context/discarder")],
    ),
    (
        "winner as discarder",
        dict(win_by="discard", discarder="east"),
        [("contradictory_context", "/context/discarder")],
    ),
    (
        "bonus tile won on a discard",
        dict(concealed="123m456p789s11z12m", win="1f", flowers="2f3f4f1g2g3g", win_by="discard"),
        [("contradictory_context", "/hand/winning_tile")],
    ),
    # --- malformed context values ---
    ("unknown seat", dict(seat_wind="middle"), [("invalid_request", "/context/seat_wind")]),
    ("unknown round wind", dict(round_wind="middle"), [("invalid_request", "/context/round_wind")]),
    ("unknown win_by", dict(win_by="stolen"), [("invalid_request", "/context/win_by")]),
    ("unknown discarder", dict(win_by="discard", discarder="dealer"), [("invalid_request", "/context/discarder")]),
    ("negative kong_replacement", dict(kong_replacement=-1), [("invalid_request", "/context/kong_replacement")]),
    ("winning_tile_seen out of range", dict(winning_tile_seen=4), [("invalid_request", "/context/winning_tile_seen")]),
]


@pytest.mark.parametrize(("case", "kw", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_problem(case: str, kw: dict, expected: list) -> None:
    got = problems(**kw)
    if case == "robbing a kong with a replacement draw":
        # self-draw flags too: the kong replacement is not a discard, and there is no kong
        assert ("contradictory_context", "/context/kong_replacement") in got
        return
    if case in ("fifth copy across melds", "no winning tile"):
        assert expected[0] in got
        return
    assert sorted(got) == sorted(expected)
    assert {c for c, _ in got} <= HAND_ERROR_CODES


def test_every_hand_code_is_exercised() -> None:
    seen = {c for _, _, exp in CASES for c, _ in exp}
    assert seen | {"not_a_winning_hand"} == HAND_ERROR_CODES


def test_all_problems_are_reported_at_once() -> None:
    got = problems(
        "1111m456p789s1f1z",
        "1m",
        melds=["chow:124m"],
        flowers="5m2f2f",
        heavenly=True,
        seat_wind="south",
        win_by="discard",
        discarder="south",
        kong_replacement=1,
    )
    found = {c for c, _ in got}
    assert found == {
        "too_many_copies",
        "wrong_tile_count",
        "invalid_meld",
        "bonus_tile_in_hand",
        "not_a_bonus_tile",
        "contradictory_context",
    }
    pointers = {p for _, p in got}
    assert {
        "/hand",
        "/hand/flowers",
        "/hand/concealed",
        "/hand/melds/0",
        "/hand/concealed/10",
        "/hand/flowers/0",
        "/context/heavenly",
        "/context/discarder",
        "/context/kong_replacement",
    } <= pointers
    # the winner as discarder, a non-dealer 天胡, 天胡 on a discard, a replacement draw on a discard
    # and a replacement draw without a kong are five separate problems
    assert sum(1 for c, _ in got if c == "contradictory_context") >= 5


def test_score_hand_raises_every_problem() -> None:
    with pytest.raises(HandError) as e:
        score("1111m456p789s11z", win="1m", flowers="1f1f", robbing_kong=True)
    assert {p.code for p in e.value.problems} == {"too_many_copies", "wrong_tile_count", "contradictory_context"}
    assert e.value.code == e.value.problems[0].code


@pytest.mark.parametrize(
    ("concealed", "win", "melds"),
    [
        ("123m456p789s11z13m", "5m", ()),  # one tile off
        ("19m19p19s1234567z", "2m", ()),  # 十三么 without a pair
        ("1122m3344p5566s7z", "7z", ()),  # 七對子 is not played by default
        ("1122m3344p556s77z", "6s", ()),
        ("123m456p789s1z", "3z", ["kong:2222z"]),  # 15 tiles with a kong, but no pair
    ],
)
def test_not_a_winning_hand(concealed: str, win: str, melds) -> None:
    with pytest.raises(HandError) as e:
        score(concealed, win=win, melds=melds)
    assert [p.code for p in e.value.problems] == ["not_a_winning_hand"]


def test_six_bonus_tiles_and_a_bonus_winning_tile_is_not_a_win() -> None:
    with pytest.raises(HandError) as e:
        score("123m456p789s11z12m", win="1g", flowers="1f2f3f4f2g")
    assert [p.code for p in e.value.problems] == ["not_a_winning_hand"]


def test_a_malformed_value_does_not_hide_other_problems() -> None:
    got = problems(round_wind="middle", win_by="discard", discarder=None)
    assert sorted(got) == [("contradictory_context", "/context/discarder"), ("invalid_request", "/context/round_wind")]
    got = problems("123m456p789s11z1f", "3m", seat_wind="middle")
    assert {c for c, _ in got} == {"invalid_request", "bonus_tile_in_hand", "wrong_tile_count"}


@settings(max_examples=300, deadline=None)
@given(st.one_of(any_requests(), mutated_requests(), winning_hands()))
def test_the_quick_tile_check_passes_only_hands_without_tile_problems(request: tuple[Hand, WinContext]) -> None:
    h, _ = request
    if tiles_look_valid(h):
        assert _tile_problems(h, range(len(h.melds))) == []


@settings(max_examples=100, deadline=None)
@given(winning_hands())
def test_the_quick_tile_check_passes_valid_hands(request: tuple[Hand, WinContext]) -> None:
    assert tiles_look_valid(request[0])
