"""A context the hand or the rest of the context contradicts is refused, never dropped (RULINGS §7):
422 contradictory_context naming the flag. The first-turn flags need what each ruleset's data says
(`context_flags`); each flag stands on its own: it counts, or it is refused. What the hand shows of
`winning_tile_seen` is known: a count below it is refused, and left out it is used.

Refusal rows: (name, ruleset, hand, context) -> the exact list of (code, pointer) problems.
Acceptance rows: the full expected result (counted patterns with fan, suppressed with what, total).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.hand import Hand, HandError, WinContext, validate
from rules.ruleset import get_ruleset
from rules.waits import analyse_waits
from tests.hands import hand, score_result, table

CHOWS = ("123m456p789s22z78m", "9m", (), "")  # hk-classic: 無花 門前清 平胡
CANTON = ("234m678m456p66p78s", "9s", (), "1f")  # canton-new: 平糊, concealed
CLAIMED = ("456p789s22z78m", "9m", ("chow:123m",), "")
CANTON_CLAIMED = ("678m456p66p78s", "9s", ("chow:234m",), "1f")
WITH_KONG = ("123m456p11z78m", "9m", ("kong*:9999s",), "")
CANTON_KONG = ("234m678m66p78s", "9s", ("kong*:4444p",), "1f")
EXPOSED_444M = ("23m567p789s55z", "4m", ("pung:444m",), "1f")  # the winner's own pung shows three 4m
ALL_FOUR_4M = ("444m23m567p789s55z", "4m", (), "1f")  # the winner holds every 4m
EXPOSED_345M = ("23m567p789s55z", "4m", ("chow:345m",), "1f")  # one 4m shown
ROBBABLE = ("123m456p789s11z45m", "6m", (), "")

SOUTH = {"seat_wind": "south"}
ON_EAST = {"win_by": "discard", "seat_wind": "south", "discarder": "east"}
ON_WEST = {"win_by": "discard", "seat_wind": "south", "discarder": "west"}
SOUTH_DRAWS = {"win_by": "self_draw", "seat_wind": "south"}
EAST_DRAWS = {"win_by": "self_draw", "seat_wind": "east"}


def ctx(flag: str) -> list[tuple[str, str]]:
    return [("contradictory_context", f"/context/{flag}")]


REFUSED = [
    # --- hk-classic 地胡: the dealer's discard, a non-dealer, no meld, no robbed kong, no replacement --------
    ("地胡 on a non-dealer's discard", "hk-classic", CHOWS, {**ON_WEST, "earthly": True}, ctx("earthly")),
    ("地胡 on a self-draw", "hk-classic", CHOWS, {**SOUTH_DRAWS, "earthly": True}, ctx("earthly")),
    ("地胡 after a claimed meld", "hk-classic", CLAIMED, {**ON_EAST, "earthly": True}, ctx("earthly")),
    (
        "地胡 with a concealed kong (no turn before the dealer's first discard)",
        "hk-classic",
        WITH_KONG,
        {**ON_EAST, "earthly": True},
        ctx("earthly"),
    ),
    (
        "地胡 + 搶槓 (was 16)",
        "hk-classic",
        ROBBABLE,
        {**ON_EAST, "earthly": True, "robbing_kong": True},
        ctx("earthly"),
    ),
    ("地胡 on the last tile", "hk-classic", CHOWS, {**ON_EAST, "earthly": True, "last_tile": True}, ctx("earthly")),
    (
        "地胡 for the dealer",
        "hk-classic",
        CHOWS,
        {"win_by": "discard", "discarder": "south", "earthly": True},
        ctx("earthly") * 2,
    ),
    # --- hk-classic 天胡: the dealer, a self-draw, no claimed meld, not the last tile ---------------------
    (
        "天胡 on the last tile (was 天胡 + 海底撈月)",
        "hk-classic",
        CHOWS,
        {**EAST_DRAWS, "heavenly": True, "last_tile": True},
        ctx("heavenly"),
    ),
    ("天胡 for a non-dealer", "hk-classic", CHOWS, {**SOUTH_DRAWS, "heavenly": True}, ctx("heavenly")),
    (
        "天胡 on a discard",
        "hk-classic",
        CHOWS,
        {"win_by": "discard", "discarder": "north", "heavenly": True},
        ctx("heavenly"),
    ),
    ("天胡 after a claimed meld", "hk-classic", CLAIMED, {**EAST_DRAWS, "heavenly": True}, ctx("heavenly")),
    # --- hk-classic 人胡, 冚手胡 (checked whether the table plays them or not) --------------------------
    ("人胡 on a self-draw", "hk-classic", CHOWS, {**SOUTH_DRAWS, "human": True}, ctx("human")),
    ("人胡 after a claimed meld", "hk-classic", CLAIMED, {**ON_WEST, "human": True}, ctx("human")),
    ("人胡 robbing a kong", "hk-classic", ROBBABLE, {**ON_WEST, "human": True, "robbing_kong": True}, ctx("human")),
    ("人胡 on the last tile", "hk-classic", CHOWS, {**ON_WEST, "human": True, "last_tile": True}, ctx("human")),
    ("冚手胡 after a claimed meld", "hk-classic", CLAIMED, {**ON_WEST, "heavenly_ready": True}, ctx("heavenly_ready")),
    # --- canton-new 地糊: a non-dealer's self-draw of his first tile -----------------------------------
    ("地糊 on a discard", "canton-new", CANTON, {**ON_WEST, "earthly": True}, ctx("earthly")),
    ("地糊 for the dealer", "canton-new", CANTON, {**EAST_DRAWS, "earthly": True}, ctx("earthly")),
    ("地糊 after a claimed meld", "canton-new", CANTON_CLAIMED, {**SOUTH_DRAWS, "earthly": True}, ctx("earthly")),
    ("地糊 with a concealed kong", "canton-new", CANTON_KONG, {**SOUTH_DRAWS, "earthly": True}, ctx("earthly")),
    (
        "地糊 on a kong replacement",
        "canton-new",
        CANTON_KONG,
        {**SOUTH_DRAWS, "earthly": True, "kong_replacement": 1},
        ctx("earthly") * 2,
    ),
    (
        "地糊 on the last tile",
        "canton-new",
        CANTON,
        {**SOUTH_DRAWS, "earthly": True, "last_tile": True},
        ctx("earthly"),
    ),
    # --- canton-new 人糊: a non-dealer on the first discard ------------------------------------------
    ("人糊 on a self-draw", "canton-new", CANTON, {**SOUTH_DRAWS, "human": True}, ctx("human")),
    (
        "人糊 for the dealer",
        "canton-new",
        CANTON,
        {"win_by": "discard", "discarder": "south", "human": True},
        ctx("human"),
    ),
    ("人糊 with a concealed kong", "canton-new", CANTON_KONG, {**ON_WEST, "human": True}, ctx("human")),
    (
        "人糊 robbing a kong",
        "canton-new",
        ("123m456p789s11z45m", "6m", (), "1f"),
        {**ON_WEST, "human": True, "robbing_kong": True},
        ctx("human"),
    ),
    # --- canton-new 天聽, 地聽, 一發, 第一圈 -----------------------------------------------------------
    (
        "天聽 for the dealer (his declaration is 地聽)",
        "canton-new",
        CANTON,
        {"win_by": "discard", "discarder": "west", "heavenly_ready": True},
        ctx("heavenly_ready"),
    ),
    (
        "天聽 after a claimed meld",
        "canton-new",
        CANTON_CLAIMED,
        {**ON_WEST, "heavenly_ready": True},
        ctx("heavenly_ready"),
    ),
    (
        "天聽 and 地聽",
        "canton-new",
        CANTON,
        {**ON_WEST, "heavenly_ready": True, "earthly_ready": True},
        ctx("earthly_ready"),
    ),
    (
        "地聽 after a claimed meld",
        "canton-new",
        CANTON_CLAIMED,
        {**ON_WEST, "earthly_ready": True},
        ctx("earthly_ready"),
    ),
    (
        "一發 without a declaration",
        "canton-new",
        CANTON,
        {**ON_WEST, "first_draw_after_ready": True},
        ctx("first_draw_after_ready"),
    ),
    (
        "一發 on a kong replacement",
        "canton-new",
        CANTON_KONG,
        {**SOUTH_DRAWS, "earthly_ready": True, "first_draw_after_ready": True, "kong_replacement": 1},
        ctx("first_draw_after_ready"),
    ),
    (
        "一發 on the last tile",
        "canton-new",
        CANTON,
        {**ON_WEST, "earthly_ready": True, "first_draw_after_ready": True, "last_tile": True},
        ctx("first_draw_after_ready"),
    ),
    (
        "第一圈 on the last tile",
        "canton-new",
        CANTON,
        {**ON_WEST, "first_go_around": True, "last_tile": True},
        ctx("first_go_around"),
    ),
    (
        "天糊 with 地聽",
        "canton-new",
        CANTON,
        {**EAST_DRAWS, "heavenly": True, "earthly_ready": True},
        ctx("earthly_ready"),
    ),
    (
        "天糊 on the last tile",
        "canton-new",
        CANTON,
        {**EAST_DRAWS, "heavenly": True, "last_tile": True},
        ctx("heavenly"),
    ),
    # --- what the hand shows of the winning tile ------------------------------------------------------
    (
        "winning_tile_seen 0 with the winner's exposed 444m",
        "canton-new",
        EXPOSED_444M,
        {**ON_WEST, "winning_tile_seen": 0},
        ctx("winning_tile_seen"),
    ),
    (
        "winning_tile_seen 2 with the winner's exposed 444m",
        "canton-new",
        EXPOSED_444M,
        {**ON_WEST, "winning_tile_seen": 2},
        ctx("winning_tile_seen"),
    ),
    (
        "winning_tile_seen 0 with the winner's exposed 345m",
        "canton-new",
        EXPOSED_345M,
        {**ON_WEST, "winning_tile_seen": 0},
        ctx("winning_tile_seen"),
    ),
    (
        "winning_tile_seen 1 when the hand holds every 4m",
        "canton-new",
        ALL_FOUR_4M,
        {**ON_WEST, "winning_tile_seen": 1},
        ctx("winning_tile_seen"),
    ),
    (
        "winning_tile_seen 2 on a robbed kong (it shows three)",
        "canton-new",
        ("123m456p789s11z45m", "6m", (), "1f"),
        {**ON_WEST, "robbing_kong": True, "winning_tile_seen": 2},
        ctx("winning_tile_seen"),
    ),
    (
        "a hk-classic table refuses the same",
        "hk-classic",
        ("23m567p789s55z", "4m", ("pung:444m",), ""),
        {**ON_WEST, "winning_tile_seen": 1},
        ctx("winning_tile_seen"),
    ),
    # --- a hand held at an exhaustive draw has no winner ------------------------------------------------
    (
        "流局 with 天糊",
        "canton-new",
        ("123m456p789s1122z", None, (), ""),
        {
            "win_by": "self_draw",
            "exhaustive_draw": True,
            "discards_all_terminal_or_honour_unclaimed": True,
            "heavenly": True,
        },
        ctx("heavenly"),
    ),
    (
        "流局 with winning_tile_seen",
        "canton-new",
        ("123m456p789s1122z", None, (), ""),
        {"win_by": "self_draw", "seat_wind": "south", "exhaustive_draw": True, "winning_tile_seen": 0},
        ctx("winning_tile_seen"),
    ),
]


def _problems(ruleset: str, spec: tuple, context: dict[str, Any]) -> list[tuple[str, str]]:
    concealed, win, melds, flowers = spec
    with pytest.raises(HandError) as e:
        score_result(concealed, win, melds, flowers, ruleset=ruleset, min_fan=0, **context)
    return [(p.code, p.pointer) for p in e.value.problems]


@pytest.mark.parametrize(("name", "ruleset", "spec", "context", "expected"), REFUSED, ids=[r[0] for r in REFUSED])
def test_refused(name: str, ruleset: str, spec: tuple, context: dict, expected: list) -> None:
    assert _problems(ruleset, spec, context) == expected


# (name, ruleset, hand, context, house rules, {kept: fan}, {suppressed: by}, total)
ACCEPTED = [
    (
        "hk 地胡 on the dealer's first discard",
        "hk-classic",
        CHOWS,
        {**ON_EAST, "earthly": True},
        {},
        {"earthly_hand": 13, "no_flowers": 1, "all_chows": 1},
        {"fully_concealed": "earthly_hand"},
        13,
    ),
    (
        "hk 地胡 and 人胡 together: 地胡 takes it",
        "hk-classic",
        CHOWS,
        {**ON_EAST, "earthly": True, "human": True},
        {"human_hand": 3},
        {"earthly_hand": 13, "no_flowers": 1, "all_chows": 1},
        {"fully_concealed": "earthly_hand", "human_hand": "earthly_hand"},
        13,
    ),
    (
        "hk 人胡 after south's own concealed kong",
        "hk-classic",
        WITH_KONG,
        {**ON_WEST, "human": True},
        {"human_hand": 3},
        {"human_hand": 3, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        5,
    ),
    (
        "canton 人糊 on its own (was nothing without heavenly_ready)",
        "canton-new",
        CANTON,
        {**ON_WEST, "human": True},
        {},
        {"ready_human_hand": 30, "all_chows_no_honours": 3},
        {"fully_concealed": "ready_human_hand", "no_honours": "all_chows_no_honours"},
        33,
    ),
    (
        "canton 人糊 as 天聽 + 一發 on a discard",
        "canton-new",
        CANTON,
        {**ON_WEST, "heavenly_ready": True, "first_draw_after_ready": True, "human": True},
        {},
        {"ready_human_hand": 30, "all_chows_no_honours": 3},
        {
            "heavenly_ready": "ready_human_hand",
            "fully_concealed": "ready_human_hand",
            "no_honours": "all_chows_no_honours",
        },
        33,
    ),
    (
        "canton 地糊 on its own",
        "canton-new",
        CANTON,
        {**SOUTH_DRAWS, "earthly": True},
        {},
        {"ready_earthly_hand": 40, "all_chows_no_honours": 3},
        {
            "concealed_self_draw": "ready_earthly_hand",
            "self_drawn": "ready_earthly_hand",
            "fully_concealed": "ready_earthly_hand",
            "no_honours": "all_chows_no_honours",
        },
        43,
    ),
    (
        "canton 天聽 with a concealed kong",
        "canton-new",
        CANTON_KONG,
        {**ON_WEST, "heavenly_ready": True},
        {},
        {"heavenly_ready": 20, "kong": 1, "no_fives": 1, "no_honours": 1},
        {"fully_concealed": "heavenly_ready"},
        23,
    ),
    (
        "canton 絕張 shown by the winner's exposed 444m (winning_tile_seen left out)",
        "canton-new",
        EXPOSED_444M,
        ON_WEST,
        {},
        {"last_copy": 1, "four_as_pung_and_chow": 1},
        {},
        2,
    ),
    (
        "canton the same with winning_tile_seen 3",
        "canton-new",
        EXPOSED_444M,
        {**ON_WEST, "winning_tile_seen": 3},
        {},
        {"last_copy": 1, "four_as_pung_and_chow": 1},
        {},
        2,
    ),
    (
        "canton 生張 when the winner holds every copy",
        "canton-new",
        ALL_FOUR_4M,
        ON_WEST,
        {},
        {"fully_concealed": 1, "unseen_tile": 1, "four_as_pung_and_chow": 1},
        {},
        3,
    ),
    (
        "canton one copy shown: neither 生張 nor 絕張",
        "canton-new",
        EXPOSED_345M,
        ON_WEST,
        {},
        {"mixed_shifted_chows": 5},
        {},
        5,
    ),
]


@pytest.mark.parametrize(
    ("name", "ruleset", "spec", "context", "house_rules", "kept", "suppressed", "total"),
    ACCEPTED,
    ids=[r[0] for r in ACCEPTED],
)
def test_accepted(
    name: str, ruleset: str, spec: tuple, context: dict, house_rules: dict, kept: dict, suppressed: dict, total: int
) -> None:
    concealed, win, melds, flowers = spec
    best = score_result(
        concealed, win, melds, flowers, ruleset=ruleset, house_rules=house_rules, min_fan=0, **context
    ).best
    assert {p.id: p.fan for p in best.patterns} == kept
    assert {s.id: s.by for s in best.suppressed} == suppressed
    assert best.total == total


def test_the_same_flag_means_what_the_ruleset_says() -> None:
    """`earthly` is 清章 地胡 (a discard) at hk-classic and 新章 地糊 (a self-draw) at canton-new."""
    for ruleset, good, bad in (("hk-classic", ON_EAST, SOUTH_DRAWS), ("canton-new", SOUTH_DRAWS, ON_EAST)):
        flags = get_ruleset(ruleset).context_flags
        h = hand(*CANTON)
        assert validate(h, WinContext(**good, earthly=True), flags=flags) == []
        assert [p.pointer for p in validate(h, WinContext(**bad, earthly=True), flags=flags)] == ["/context/earthly"]


def test_every_first_turn_flag_of_canton_new_has_rules() -> None:
    flags = get_ruleset("canton-new").context_flags
    assert {
        "heavenly",
        "earthly",
        "human",
        "heavenly_ready",
        "earthly_ready",
        "first_draw_after_ready",
        "first_go_around",
    } <= set(flags)
    for rule in flags.values():
        assert rule.note.startswith("seed 000")


def test_waits_value_a_one_way_flag_that_way_only() -> None:
    """hk 地胡 (a discard) values the discard on the dealer's discard and the self-draw without it."""
    waiting = Hand(tuple(hand("123m456p789s22z78m").concealed))
    r = analyse_waits(waiting, WinContext(seat_wind="south", earthly=True), table("hk-classic"))
    assert r.discarder == "east"
    for w in r.waits:
        assert "earthly_hand" in w.discard.pattern_ids
        assert "earthly_hand" not in w.self_draw.pattern_ids
    canton = analyse_waits(waiting, WinContext(seat_wind="south", earthly=True), table("canton-new"))
    for w in canton.waits:
        assert "ready_earthly_hand" in w.self_draw.pattern_ids
        assert "ready_earthly_hand" not in w.discard.pattern_ids


def test_waits_refuse_a_flag_that_fails_both_ways() -> None:
    waiting = Hand(tuple(hand("456p789s22z78m").concealed), hand("", None, ["chow:123m"]).melds)
    with pytest.raises(HandError) as e:
        analyse_waits(waiting, WinContext(seat_wind="south", heavenly_ready=True), table("canton-new"))
    assert [p.pointer for p in e.value.problems] == ["/context/heavenly_ready"]


def test_the_api_names_the_flag(client) -> None:
    body = {
        "hand": {"concealed": "123m456p789s22z78m", "winning_tile": "9m"},
        "context": {"win_by": "self_draw", "seat_wind": "east", "heavenly": True, "last_tile": True},
    }
    r = client.post("/v1/score", json=body)
    assert r.status_code == 422
    d = r.get_json()
    assert d["code"] == "contradictory_context"
    assert [(e["pointer"], e["code"]) for e in d["errors"]] == [("/context/heavenly", "contradictory_context")]
    assert "天胡" in d["errors"][0]["detail"] and "last tile" in d["errors"][0]["detail"]


def test_waits_drop_a_first_draw_with_the_flag_it_follows() -> None:
    """一發 given with 人糊 (a discard) is dropped with it from the self-draw value, not refused."""
    waiting = Hand(tuple(hand("234m678m456p66p78s").concealed), (), None, tuple(hand("", None, (), "1f").flowers))
    r = analyse_waits(
        waiting, WinContext(seat_wind="south", human=True, first_draw_after_ready=True), table("canton-new")
    )
    assert r.waits
    for w in r.waits:
        assert "ready_human_hand" in w.discard.pattern_ids
        assert "ready_human_hand" not in w.self_draw.pattern_ids
