"""POST /v1/settle: fan counts settled exactly as rules.payouts computes them; every response is
checked against openapi.yaml by the `client` fixture (tests/conftest.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from rules.payouts import Win, settle_false_win, settle_multiple, settle_win

URL = "/v1/settle"


def post(client: Any, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    r = client.post(URL, json=body)
    assert r.status_code == status, r.get_json()
    return r.get_json()


def payouts(settlement: Any) -> dict[str, Any]:
    return settlement.to_json()


def problems(body: dict[str, Any]) -> list[tuple[str, str]]:
    return [(e["code"], e["pointer"]) for e in body["errors"]]


# --- one win ---------------------------------------------------------------------------------------

WIN_CASES = [
    # (ruleset, table, win, expected settlement from rules.payouts)
    (
        "hk-classic",
        {"stake": "二五雞"},
        {"winner": "south", "fan": 3, "win_by": "discard", "discarder": "west"},
        settle_win("south", 3, "discard", "west", base=Fraction(1, 2), limit_fan=13),
    ),
    (
        "hk-classic",
        {},
        {"winner": "north", "fan": 4, "win_by": "self_draw"},
        settle_win("north", 4, "self_draw", limit_fan=13),
    ),
    (
        "hk-classic",
        {"payment": "half"},
        {"winner": "east", "fan": 7, "win_by": "discard", "discarder": "north"},
        settle_win("east", 7, "discard", "north", payment="half", limit_fan=13),
    ),
    (
        "hk-classic",
        {"scale": "spicy", "base": 2},
        {"winner": "west", "fan": 6, "win_by": "self_draw"},
        settle_win("west", 6, "self_draw", base=2, scale="spicy", limit_fan=13),
    ),
    (
        "hk-classic",
        {"multipliers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], "min_fan": 0},
        {"winner": "west", "fan": 0, "win_by": "discard", "discarder": "south"},
        settle_win("west", 0, "discard", "south", scale=list(range(1, 15)), limit_fan=13),
    ),
    (
        "hk-classic",
        {"payment": "half"},
        {
            "winner": "south",
            "fan": 8,
            "win_by": "discard",
            "discarder": "west",
            "liability": {"seat": "north", "reason": "big_three_dragons"},
        },
        settle_win("south", 8, "discard", "west", payment="half", liable_seat="north", limit_fan=13),
    ),
    (
        "hk-classic",
        {},
        {"winner": "south", "fan": 13, "win_by": "self_draw", "liability": {"seat": "east"}},
        settle_win("south", 13, "self_draw", liable_seat="east", limit_fan=13),
    ),
    (
        "hk-classic",
        {},
        {
            "winner": "south",
            "fan": 5,
            "win_by": "self_draw",
            "discarder": "west",
            "liability": {"seat": "east", "reason": None},
        },
        settle_win("south", 5, "self_draw", liable_seat="east", limit_fan=13),
    ),  # discarder ignored on a self-draw
    # 新章 dealer rule: the dealer pays at fan + 1 when another seat wins
    (
        "canton-new",
        {"payment": "half"},
        {"winner": "south", "fan": 3, "win_by": "discard", "discarder": "west"},
        settle_win("south", 3, "discard", "west", payment="half", dealer_pays_extra_fan=True),
    ),
    (
        "canton-new",
        {},
        {"winner": "north", "fan": 5, "win_by": "self_draw"},
        settle_win("north", 5, "self_draw", dealer_pays_extra_fan=True),
    ),
    (
        "canton-new",
        {"limit_fan": 8},
        {"winner": "north", "fan": 8, "win_by": "self_draw"},
        settle_win("north", 8, "self_draw", dealer_pays_extra_fan=True, limit_fan=8),
    ),  # capped at the limit
    (
        "canton-new",
        {},
        {"winner": "east", "fan": 4, "win_by": "discard", "discarder": "south"},
        settle_win("east", 4, "discard", "south", dealer_pays_extra_fan=True),
    ),
]


@pytest.mark.parametrize(("ruleset", "table", "win", "expected"), WIN_CASES)
def test_one_win(client, ruleset, table, win, expected) -> None:
    body = post(client, {"ruleset": ruleset, "table": table, "win": win})
    assert body["ruleset"]["id"] == ruleset
    assert body["kind"] == "win"
    assert body["dealer_pays_extra_fan"] is (ruleset == "canton-new")
    assert body["payouts"] == payouts(expected)
    assert sum(body["payouts"]["net"].values()) == 0


def test_three_fan_discard_at_two_five_chicken_pays_eight(client) -> None:
    body = post(
        client,
        {"table": {"stake": "二五雞"}, "win": {"winner": "south", "fan": 3, "win_by": "discard", "discarder": "west"}},
    )
    assert body["payouts"]["payments"] == [{"from": "west", "to": "south", "amount": 8}]
    assert body["table"]["base"] == 0.5 and body["table"]["stake"] == "二五雞"


def test_quarter_amounts_are_exact(client) -> None:
    # half payment at base ½, fan 0: the others pay ¼ each
    body = post(
        client,
        {
            "table": {"stake": "二五雞", "payment": "half", "min_fan": 0},
            "win": {"winner": "south", "fan": 0, "win_by": "discard", "discarder": "west"},
        },
    )
    assert body["payouts"]["net"] == {"east": -0.25, "south": 1, "west": -0.5, "north": -0.25}


def test_canton_new_dealer_pays_more(client) -> None:
    win = {"winner": "south", "fan": 3, "win_by": "self_draw"}
    hk = post(client, {"ruleset": "hk-classic", "win": win})["payouts"]["net"]
    cn = post(client, {"ruleset": "canton-new", "win": win})["payouts"]["net"]
    assert hk["east"] == -8 and cn["east"] == -16
    assert hk["west"] == cn["west"] == -8


# --- the same answer as /v1/score ------------------------------------------------------------------

SCORED = [
    (
        "hk-classic",
        {"stake": "二五雞"},
        {
            "concealed": "456m78m44455z",
            "melds": [{"type": "chow", "tiles": "123m"}],
            "winning_tile": "9m",
            "flowers": "1f",
        },
        {"win_by": "discard", "seat_wind": "south", "discarder": "west"},
        None,
    ),
    (
        "hk-classic",
        {"payment": "half"},
        {
            "concealed": "9s",
            "winning_tile": "9s",
            "flowers": "1f",
            "melds": [
                {"type": "pung", "tiles": "555z"},
                {"type": "pung", "tiles": "666z"},
                {"type": "pung", "tiles": "777z"},
                {"type": "chow", "tiles": "123p"},
            ],
        },
        {"win_by": "discard", "seat_wind": "south", "discarder": "west"},
        {"seat": "north", "reason": "big_three_dragons"},
    ),
    (
        "canton-new",
        {},
        {"concealed": "456m78m44455z", "melds": [{"type": "chow", "tiles": "123m"}], "winning_tile": "9m"},
        {"win_by": "self_draw", "seat_wind": "west"},
        None,
    ),
    (
        "canton-new",
        {"payment": "half"},
        {"concealed": "456m78m44455z", "melds": [{"type": "chow", "tiles": "123m"}], "winning_tile": "9m"},
        {"win_by": "discard", "seat_wind": "east", "discarder": "north"},
        None,
    ),
]


@pytest.mark.parametrize(("ruleset", "table", "hand", "context", "liability"), SCORED)
def test_same_payouts_as_score(client, ruleset, table, hand, context, liability) -> None:
    scored = client.post(
        "/v1/score", json={"ruleset": ruleset, "table": table, "hand": hand, "context": context, "liability": liability}
    )
    assert scored.status_code == 200, scored.get_json()
    s = scored.get_json()
    assert s["fan"]["meets_minimum"]
    win = {
        "winner": context["seat_wind"],
        "fan": s["fan"]["total"],
        "win_by": s["paid_as"],
        "discarder": context.get("discarder"),
        "liability": liability,
    }
    body = post(client, {"ruleset": ruleset, "table": table, "win": win})
    assert body["payouts"] == s["payouts"]
    assert body["table"] == s["table"]


# --- several winners on one discard -----------------------------------------------------------------

MULTI_CASES = [
    ({}, [("south", 3), ("north", 5)], "west", "all"),
    ({"payment": "half"}, [("south", 3), ("north", 5)], "west", "all"),
    ({}, [("south", 3), ("north", 5)], "west", "first"),
    ({}, [("east", 3), ("south", 4), ("west", 13)], "north", "all"),
    ({"payment": "half"}, [("east", 3), ("south", 4), ("west", 13)], "north", "first"),
    ({}, [("south", 6)], "east", "all"),
]


@pytest.mark.parametrize(("table", "wins", "discarder", "mode"), MULTI_CASES)
def test_several_winners(client, table, wins, discarder, mode) -> None:
    body = post(
        client,
        {"table": table, "wins": [{"winner": w, "fan": f} for w, f in wins], "discarder": discarder, "mode": mode},
    )
    expected = settle_multiple(
        [Win(w, f) for w, f in wins], discarder, mode, payment=table.get("payment", "full"), limit_fan=13
    )
    assert body["kind"] == "wins" and body["mode"] == mode
    assert body["payouts"] == payouts(expected.settlement)
    assert body["paid_winners"] == list(expected.paid_winners)
    assert body["unpaid_winners"] == list(expected.unpaid_winners)
    assert [(p["winner"], p["payouts"]) for p in body["per_winner"]] == [
        (seat, s.to_json()) for seat, s in expected.per_winner
    ]


def test_several_winners_default_mode_liability_and_dealer_rule(client) -> None:
    body = post(
        client,
        {
            "ruleset": "canton-new",
            "table": {"payment": "half"},
            "wins": [{"winner": "south", "fan": 3, "liability": {"seat": "east"}}, {"winner": "north", "fan": 4}],
            "discarder": "west",
        },
    )
    expected = settle_multiple(
        [Win("south", 3, "east"), Win("north", 4)], "west", "all", payment="half", dealer_pays_extra_fan=True
    )
    assert body["mode"] == "all" and body["dealer_pays_extra_fan"] is True
    assert body["payouts"] == payouts(expected.settlement)


def test_first_winner_takes_the_discard(client) -> None:
    body = post(
        client,
        {"wins": [{"winner": "south", "fan": 3}, {"winner": "north", "fan": 5}], "discarder": "west", "mode": "first"},
    )
    assert body["paid_winners"] == ["north"] and body["unpaid_winners"] == ["south"]
    assert body["payouts"]["payments"] == [{"from": "west", "to": "north", "amount": 48}]


# --- false win ---------------------------------------------------------------------------------------

FALSE_WIN_CASES = [
    ({}, {"offender": "north"}, settle_false_win("north", 13), 13),
    (
        {"limit_fan": 10},
        {"offender": "north", "variant": "half", "win_by": "discard", "discarder": "east"},
        settle_false_win("north", 10, variant="half", win_by="discard", discarder="east"),
        10,
    ),
    (
        {},
        {"offender": "south", "variant": "half", "win_by": "self_draw"},
        settle_false_win("south", 13, variant="half", win_by="self_draw"),
        13,
    ),
    (
        {"stake": "一二蚊"},
        {"offender": "east", "variant": "full"},
        settle_false_win("east", 13, base=2, variant="full"),
        13,
    ),
    (
        {},
        {"offender": "west", "variant": "minimum_three", "claimed_fan": 2},
        settle_false_win("west", 13, variant="minimum_three", claimed_fan=2),
        3,
    ),
    ({}, {"offender": "west", "variant": "minimum_three"}, settle_false_win("west", 13, variant="minimum_three"), 3),
    (
        {"limit_fan": 8},
        {"offender": "west", "variant": "minimum_three", "claimed_fan": 11},
        settle_false_win("west", 8, variant="minimum_three", claimed_fan=11),
        8,
    ),
    ({}, {"offender": "north", "penalty_fan": 8}, settle_false_win("north", 13, penalty_fan=8), 8),
]


@pytest.mark.parametrize(("table", "false_win", "expected", "fan"), FALSE_WIN_CASES)
def test_false_win(client, table, false_win, expected, fan) -> None:
    body = post(client, {"table": table, "false_win": false_win})
    assert body["kind"] == "false_win"
    assert body["variant"] == false_win.get("variant", "limit_self_draw")
    assert body["penalty_fan"] == fan
    assert body["payouts"] == payouts(expected)
    assert "dealer_pays_extra_fan" not in body


def test_false_win_at_a_table_without_limit(client) -> None:
    body = post(client, {"ruleset": "canton-new", "false_win": {"offender": "east", "penalty_fan": 10}})
    assert body["payouts"] == payouts(settle_false_win("east", None, penalty_fan=10))
    body = post(
        client,
        {"ruleset": "canton-new", "false_win": {"offender": "east", "variant": "minimum_three", "claimed_fan": 20}},
    )
    assert body["penalty_fan"] == 20


# --- refusals ----------------------------------------------------------------------------------------

REFUSALS = [
    (
        "fan above the limit",
        {"win": {"winner": "south", "fan": 14, "win_by": "self_draw"}},
        [("fan_above_limit", "/win/fan")],
    ),
    (
        "fan below the minimum",
        {"win": {"winner": "south", "fan": 2, "win_by": "self_draw"}},
        [("fan_below_minimum", "/win/fan")],
    ),
    (
        "a co-winner below the minimum and above the limit",
        {"wins": [{"winner": "south", "fan": 1}, {"winner": "north", "fan": 20}], "discarder": "west"},
        [("fan_below_minimum", "/wins/0/fan"), ("fan_above_limit", "/wins/1/fan")],
    ),
    (
        "fan past the table's own multipliers (no limit)",
        {
            "ruleset": "canton-new",
            "table": {"multipliers": [1, 2, 4, 8], "min_fan": 0},
            "win": {"winner": "south", "fan": 4, "win_by": "self_draw"},
        },
        [("fan_beyond_multipliers", "/win/fan")],
    ),
    (
        "the dealer's extra fan past the multipliers",
        {
            "ruleset": "canton-new",
            "table": {"multipliers": [1, 2, 4, 8], "min_fan": 0},
            "win": {"winner": "south", "fan": 3, "win_by": "self_draw"},
        },
        [("fan_beyond_multipliers", "/table/multipliers")],
    ),
    (
        "discard without discarder",
        {"win": {"winner": "south", "fan": 3, "win_by": "discard"}},
        [("missing_discarder", "/win/discarder")],
    ),
    (
        "winner discards",
        {"win": {"winner": "south", "fan": 3, "win_by": "discard", "discarder": "south"}},
        [("winner_is_discarder", "/win/discarder")],
    ),
    (
        "winner liable",
        {"win": {"winner": "south", "fan": 3, "win_by": "self_draw", "liability": {"seat": "south"}}},
        [("liability_not_applicable", "/win/liability/seat")],
    ),
    (
        "every problem at once",
        {
            "win": {
                "winner": "south",
                "fan": 30,
                "win_by": "discard",
                "discarder": "south",
                "liability": {"seat": "south", "reason": "other"},
            }
        },
        [
            ("fan_above_limit", "/win/fan"),
            ("winner_is_discarder", "/win/discarder"),
            ("liability_not_applicable", "/win/liability/seat"),
        ],
    ),
    (
        "discarder among the winners",
        {"wins": [{"winner": "south", "fan": 3}, {"winner": "west", "fan": 3}], "discarder": "west"},
        [("winner_is_discarder", "/wins/1/winner")],
    ),
    (
        "a winner twice",
        {"wins": [{"winner": "south", "fan": 3}, {"winner": "south", "fan": 4}], "discarder": "west"},
        [("duplicate_winner", "/wins/1/winner")],
    ),
    (
        "a co-winner liable",
        {
            "wins": [{"winner": "south", "fan": 3, "liability": {"seat": "north"}}, {"winner": "north", "fan": 4}],
            "discarder": "west",
        },
        [("liability_not_applicable", "/wins/0/liability/seat")],
    ),
    (
        "九張落地 on a self-draw",
        {
            "win": {
                "winner": "south",
                "fan": 7,
                "win_by": "self_draw",
                "liability": {"seat": "west", "reason": "nine_tiles"},
            }
        },
        [("liability_not_applicable", "/win/liability/reason")],
    ),
    (
        "九張落地 naming a seat that did not deal in",
        {
            "win": {
                "winner": "south",
                "fan": 7,
                "win_by": "discard",
                "discarder": "west",
                "liability": {"seat": "north", "reason": "nine_tiles"},
            }
        },
        [("liability_not_applicable", "/win/liability/seat")],
    ),
    (
        "槓上開花 (明槓) on a discard",
        {
            "win": {
                "winner": "south",
                "fan": 3,
                "win_by": "discard",
                "discarder": "west",
                "liability": {"seat": "north", "reason": "exposed_kong_replacement"},
            }
        },
        [("liability_not_applicable", "/win/liability/reason")],
    ),
    (
        "a bad value of the payment house rule",
        {
            "table": {"house_rules": {"liability_on_discard": "double"}},
            "win": {"winner": "south", "fan": 3, "win_by": "self_draw"},
        },
        [("invalid_house_rule", "/table/house_rules/liability_on_discard")],
    ),
    (
        "amounts beyond 2^53",
        {"ruleset": "canton-new", "win": {"winner": "south", "fan": 100, "win_by": "self_draw"}},
        [("amount_too_large", "/table")],
    ),
    (
        "false win at a table with no limit",
        {"ruleset": "canton-new", "false_win": {"offender": "east"}},
        [("penalty_fan_required", "/false_win/penalty_fan")],
    ),
    (
        "half variant without win_by",
        {"false_win": {"offender": "east", "variant": "half"}},
        [("win_by_required", "/false_win/win_by")],
    ),
    (
        "false win on a discard without discarder",
        {"false_win": {"offender": "east", "win_by": "discard"}},
        [("missing_discarder", "/false_win/discarder")],
    ),
    (
        "false win on one's own discard",
        {"false_win": {"offender": "east", "win_by": "discard", "discarder": "east"}},
        [("winner_is_discarder", "/false_win/discarder")],
    ),
    (
        "penalty_fan with minimum_three",
        {"false_win": {"offender": "east", "variant": "minimum_three", "penalty_fan": 5}},
        [("invalid_request", "/false_win/penalty_fan")],
    ),
    ("nothing to settle", {}, [("invalid_request", "")]),
    (
        "two things to settle",
        {
            "win": {"winner": "south", "fan": 3, "win_by": "self_draw"},
            "wins": [{"winner": "south", "fan": 3}],
            "discarder": "west",
        },
        [("invalid_request", "/wins")],
    ),
    ("wins without discarder", {"wins": [{"winner": "south", "fan": 3}]}, [("invalid_request", "/discarder")]),
    (
        "top-level discarder and mode with win",
        {"win": {"winner": "south", "fan": 3, "win_by": "self_draw"}, "discarder": "west", "mode": "first"},
        [("invalid_request", "/discarder"), ("invalid_request", "/mode")],
    ),
    (
        "more than three winners",
        {"wins": [{"winner": s, "fan": 3} for s in ("east", "south", "west", "north")], "discarder": "west"},
        [("invalid_request", "/wins")],
    ),
    (
        "fan is a string",
        {"win": {"winner": "south", "fan": "3", "win_by": "self_draw"}},
        [("invalid_request", "/win/fan")],
    ),
    ("negative fan", {"win": {"winner": "south", "fan": -1, "win_by": "self_draw"}}, [("invalid_request", "/win/fan")]),
    (
        "unknown seat and mode",
        {"wins": [{"winner": "centre", "fan": 3}], "discarder": "west", "mode": "some"},
        [("invalid_request", "/wins/0/winner"), ("invalid_request", "/mode")],
    ),
    (
        "unknown liability reason",
        {"win": {"winner": "south", "fan": 3, "win_by": "self_draw", "liability": {"seat": "east", "reason": "luck"}}},
        [("invalid_request", "/win/liability/reason")],
    ),
    (
        "unknown field",
        {"win": {"winner": "south", "fan": 3, "win_by": "self_draw", "hand": "123m"}},
        [("invalid_request", "/win/hand")],
    ),
    (
        "unknown variant",
        {"false_win": {"offender": "east", "variant": "double"}},
        [("invalid_request", "/false_win/variant")],
    ),
    (
        "stake and base disagree",
        {"table": {"stake": "五一", "base": 2}, "win": {"winner": "south", "fan": 3, "win_by": "self_draw"}},
        [("invalid_table", "/table/base")],
    ),
    (
        "unknown house rule",
        {"table": {"house_rules": {"no_such_rule": True}}, "win": {"winner": "south", "fan": 3, "win_by": "self_draw"}},
        [("unknown_house_rule", "/table/house_rules/no_such_rule")],
    ),
]


@pytest.mark.parametrize(("body", "expected"), [pytest.param(b, e, id=name) for name, b, e in REFUSALS])
def test_refusals(client, body, expected) -> None:
    answer = post(client, body, 422)
    assert problems(answer) == expected
    assert answer["code"] == expected[0][0]
    assert answer["instance"] == URL


def test_unknown_ruleset_is_404(client) -> None:
    answer = post(client, {"ruleset": "riichi", "win": {"winner": "south", "fan": 3, "win_by": "self_draw"}}, 404)
    assert problems(answer) == [("unknown_ruleset", "/ruleset")]


def test_malformed_and_wrong_media_type(client) -> None:
    r = client.post(URL, data=b"{", content_type="application/json")
    assert r.status_code == 400 and r.get_json()["code"] == "malformed_json"
    r = client.post(URL, data=b"{}", content_type="text/plain")
    assert r.status_code == 415
    r = client.get(URL)
    assert r.status_code == 405


def test_a_false_win_penalty_above_the_limit_is_refused(client) -> None:
    r = client.post("/v1/settle", json={"false_win": {"offender": "south", "penalty_fan": 20}})
    assert r.status_code == 422
    body = r.get_json()
    assert body["code"] == "fan_above_limit"
    assert [e["pointer"] for e in body["errors"]] == ["/false_win/penalty_fan"]


# --- 包 and the 新章 dealer (docs/RULES.md §5) --------------------------------------------------------------

LIABLE = {"seat": "north", "reason": "big_three_dragons"}
NINE = {"seat": "west", "reason": "nine_tiles"}  # 九張落地: west dealt in
PAID_BY = [
    # (ruleset, table, win, {payer: amount}): 8 fan half-spicy (portion 64) unless said
    ("hk-classic", {}, {"win_by": "self_draw", "liability": LIABLE}, {"north": 192}),
    ("hk-classic", {}, {"win_by": "discard", "discarder": "west", "liability": LIABLE}, {"west": 128}),
    (
        "hk-classic",
        {"payment": "half"},
        {"win_by": "discard", "discarder": "west", "liability": LIABLE},
        {"east": 32, "west": 64, "north": 32},
    ),
    (
        "hk-classic",
        {"house_rules": {"liability_on_discard": "half"}},
        {"win_by": "discard", "discarder": "west", "liability": LIABLE},
        {"west": 64, "north": 64},
    ),
    (
        "hk-classic",
        {"payment": "half", "house_rules": {"liability_on_discard": "half"}},
        {"win_by": "discard", "discarder": "west", "liability": LIABLE},
        {"east": 32, "west": 32, "north": 64},
    ),
    (
        "hk-classic",
        {"house_rules": {"liability_on_discard": "all"}},
        {"win_by": "discard", "discarder": "west", "liability": LIABLE},
        {"north": 128},
    ),
    ("hk-classic", {}, {"win_by": "self_draw", "liability": {"seat": "north"}}, {"north": 192}),  # no reason
    ("hk-classic", {"payment": "half"}, {"win_by": "discard", "discarder": "west", "liability": NINE}, {"west": 128}),
    ("hk-classic", {}, {"win_by": "discard", "discarder": "west", "liability": NINE}, {"west": 128}),
    # canton-new, 4 fan (portion 16, the dealer's 24): the extra is the dealer's alone
    ("canton-new", {}, {"fan": 4, "win_by": "discard", "discarder": "west"}, {"west": 32}),
    ("canton-new", {}, {"fan": 4, "win_by": "discard", "discarder": "east"}, {"east": 48}),
    ("canton-new", {}, {"fan": 5, "win_by": "discard", "discarder": "east"}, {"east": 64}),  # robbing east's kong
    (
        "canton-new",
        {"payment": "half"},
        {"fan": 4, "win_by": "discard", "discarder": "west"},
        {"east": 12, "west": 16, "north": 8},
    ),
    ("canton-new", {}, {"fan": 4, "win_by": "self_draw"}, {"east": 24, "west": 16, "north": 16}),
    ("canton-new", {}, {"fan": 4, "win_by": "self_draw", "liability": {"seat": "west"}}, {"west": 48}),
    ("canton-new", {}, {"fan": 4, "win_by": "self_draw", "liability": {"seat": "east"}}, {"east": 72}),
]


@pytest.mark.parametrize(("ruleset", "table", "win", "paid"), PAID_BY)
def test_who_pays(client, ruleset, table, win, paid) -> None:
    body = post(client, {"ruleset": ruleset, "table": table, "win": {"winner": "south", "fan": 8, **win}})
    assert {p["from"]: p["amount"] for p in body["payouts"]["payments"]} == paid
    assert body["payouts"]["net"]["south"] == sum(paid.values())
