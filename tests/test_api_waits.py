"""POST /v1/waits and POST /v1/score/compare. Every response is checked against openapi.yaml by the
`client` fixture (tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest

SEATS = ("east", "south", "west", "north")
PREVIOUS = {"east": "north", "south": "east", "west": "south", "north": "west"}


def post(client, path: str, body: dict, status: int = 200) -> dict[str, Any]:
    r = client.post(path, json=body)
    assert r.status_code == status, r.get_json()
    return r.get_json()


def waits(client, body: dict, status: int = 200) -> dict[str, Any]:
    return post(client, "/v1/waits", body, status)


def _strip(problem: dict) -> dict:
    return {k: v for k, v in problem.items() if k not in ("request_id", "instance")}


# --- /v1/waits agrees with /v1/score for every wait ----------------------------------------------

AGREEMENT = [
    ("hk-classic", {"concealed": "1112345678999m"}, {"seat_wind": "south"}, {}),
    ("canton-new", {"concealed": "1112345678999m"}, {"seat_wind": "east", "round_wind": "south"}, {}),
    ("hk-classic", {"concealed": "19m19p19s1234567z"}, {}, {}),
    ("canton-new", {"concealed": "19m19p19s1234567z"}, {"seat_wind": "north"}, {}),
    (
        "hk-classic",
        {"concealed": "234m567p22s89s", "melds": [{"type": "pung", "tiles": "777z"}]},
        {"seat_wind": "north"},
        {},
    ),
    (
        "hk-classic",
        {
            "concealed": "23p55z",
            "flowers": "1f2g",
            "melds": [
                {"type": "kong", "tiles": "1111z", "concealed": True},
                {"type": "pung", "tiles": "666z"},
                {"type": "chow", "tiles": "789p"},
            ],
        },
        {"seat_wind": "east", "kong_replacement": 1},
        {"min_fan": 5},
    ),
    ("canton-new", {"concealed": "1199m1199p1199s7z"}, {"seat_wind": "west", "last_tile": True}, {}),
    ("canton-new", {"concealed": "2345666m234p678s"}, {"seat_wind": "south", "discarder": "north"}, {}),
    ("hk-classic", {"concealed": "2345666m234p678s"}, {"robbing_kong": True, "seat_wind": "west"}, {"limit_fan": 8}),
]


@pytest.mark.parametrize(("rid", "hand", "context", "table"), AGREEMENT)
def test_every_wait_agrees_with_score(client, rid, hand, context, table) -> None:
    d = waits(client, {"ruleset": rid, "hand": hand, "context": context, "table": table})
    assert d["ruleset"]["id"] == rid and d["ready"] and d["shanten"] == 0 and d["waits"]
    seat = context.get("seat_wind", "east")
    assert d["discarder"] == context.get("discarder", PREVIOUS[seat])
    for w in d["waits"]:
        for way, value in (("discard", w["discard"]), ("self_draw", w["self_draw"])):
            ctx = {**context, "win_by": way}
            if way == "discard":
                ctx["discarder"] = d["discarder"]
                ctx.pop("kong_replacement", None)
            else:
                ctx.pop("discarder", None)
                ctx.pop("robbing_kong", None)
            r = client.post(
                "/v1/score",
                json={"ruleset": rid, "hand": {**hand, "winning_tile": w["tile"]}, "context": ctx, "table": table},
            )
            if value is None:
                assert r.status_code == 422 and r.get_json()["code"] == "contradictory_context"
                continue
            s = r.get_json()
            assert r.status_code == 200, s
            assert value["fan"] == s["fan"]["total"] and value["raw"] == s["fan"]["raw"]
            assert value["meets_minimum"] == s["fan"]["meets_minimum"]
            assert value["patterns"] == s["patterns"]


def test_robbing_kong_of_a_held_tile_is_null(client) -> None:
    d = waits(client, {"hand": {"concealed": "2345666m234p678s"}, "context": {"robbing_kong": True}})
    by = {w["tile"]: w for w in d["waits"]}
    assert by["1m"]["discard"]["patterns"][0]["id"] and any(
        p["id"] == "robbing_kong" for p in by["1m"]["discard"]["patterns"]
    )
    assert by["4m"]["discard"] is None and by["4m"]["self_draw"] is not None  # the hand holds a 4m
    assert not any(p["id"] == "robbing_kong" for p in by["1m"]["self_draw"]["patterns"])


# --- live counts, discards, shanten ---------------------------------------------------------------


def test_nine_gates_live_counts_and_notations(client) -> None:
    body = {
        "hand": {"concealed": ["1m", "1m", "1m", "二萬", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "9m", "9m"]},
        "discarded": ["五萬", "5m", "9m", "E", "中"],
    }
    d = waits(client, body)
    assert [w["tile"] for w in d["waits"]] == [f"{n}m" for n in range(1, 10)]
    assert [w["live"] for w in d["waits"]] == [1, 3, 3, 3, 1, 3, 3, 3, 0]
    assert d["live_total"] == 20 and d["discarded"] == "559m17z"
    assert d["hand"] == {"concealed": "1112345678999m", "melds": [], "flowers": ""}


def test_thirteen_sided_wait(client) -> None:
    d = waits(client, {"hand": {"concealed": "19m19p19s1234567z"}, "discarded": "1z1z1z"})
    assert len(d["waits"]) == 13 and d["shanten_by_shape"]["thirteen_orphans"] == 0
    assert {w["tile"]: w["live"] for w in d["waits"]}["1z"] == 0
    assert all(w["discard"]["fan"] == 13 for w in d["waits"])


def test_tile_held_four_times_is_not_a_wait(client) -> None:
    d = waits(client, {"hand": {"concealed": "23m456p789s55z", "melds": [{"type": "kong", "tiles": "1111m"}]}})
    assert [(w["tile"], w["live"]) for w in d["waits"]] == [("4m", 4)]


@pytest.mark.parametrize(
    ("rid", "concealed", "shanten", "by_shape"),
    [
        ("hk-classic", "123m456p789s1357z", 2, {"standard": 2, "thirteen_orphans": 7}),
        (
            "canton-new",
            "123m456p789s1357z",
            2,
            {
                "standard": 2,
                "seven_pairs": 6,
                "thirteen_orphans": 7,
                "knitted_honours": 6,
                "knitted_straight": 7,
                "thirteen_pyramid": 10,
            },
        ),
        ("hk-classic", "1199m1199p1199s1z", 3, {"standard": 3, "thirteen_orphans": 5}),
        ("hk-classic", "1111m234p567p789s", 1, {"standard": 1, "thirteen_orphans": 10}),
    ],
)
def test_not_ready(client, rid, concealed, shanten, by_shape) -> None:
    d = waits(client, {"ruleset": rid, "hand": {"concealed": concealed}})
    assert not d["ready"] and d["waits"] == [] and d["live_total"] == 0
    assert d["shanten"] == shanten and d["shanten_by_shape"] == by_shape


def test_house_rule_shape_adds_waits(client) -> None:
    hand = {"concealed": "1199m1199p1199s1z"}
    assert not waits(client, {"hand": hand})["ready"]
    d = waits(client, {"hand": hand, "table": {"house_rules": {"seven_pairs": 3}}})
    assert [w["tile"] for w in d["waits"]] == ["1z"] and "seven_pairs" in d["shanten_by_shape"]


# --- refusals -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "status", "code", "pointer"),
    [
        (
            {"hand": {"concealed": "123m456p789s23s55z", "winning_tile": "1s"}},
            422,
            "invalid_request",
            "/hand/winning_tile",
        ),
        (
            {"hand": {"concealed": "123m456p789s23s55z"}, "context": {"win_by": "discard"}},
            422,
            "invalid_request",
            "/context/win_by",
        ),
        ({"hand": {"concealed": "123m456p789s23s555z"}}, 422, "wrong_tile_count", "/hand/concealed"),
        ({"hand": {"concealed": "1112345678999m"}, "discarded": "11m"}, 422, "too_many_copies", "/discarded"),
        ({"hand": {"concealed": "1112345678999m"}, "discarded": "1f"}, 422, "invalid_request", "/discarded/0"),
        ({"hand": {"concealed": "1112345678999m"}, "discarded": ["1m", "9x"]}, 422, "invalid_tile", "/discarded/1"),
        ({"hand": {"concealed": "1112345678999m"}, "discarded": ["1p"] * 137}, 422, "invalid_request", "/discarded"),
        (
            {"hand": {"concealed": "1112345678999m"}, "context": {"seat_wind": "east", "earthly": True}},
            422,
            "contradictory_context",
            "/context/earthly",
        ),
        (
            {"hand": {"concealed": "1112345678999m"}, "table": {"house_rules": {"nope": 1}}},
            422,
            "unknown_house_rule",
            "/table/house_rules/nope",
        ),
        ({"ruleset": "riichi", "hand": {"concealed": "1112345678999m"}}, 404, "unknown_ruleset", "/ruleset"),
        ({"hand": {"concealed": "1112345678999m"}, "extra": 1}, 422, "invalid_request", "/extra"),
    ],
)
def test_waits_refusals(client, body, status, code, pointer) -> None:
    d = waits(client, body, status)
    assert d["code"] == code
    assert pointer in [e["pointer"] for e in d["errors"]]


def test_many_discards_are_accepted(client) -> None:
    discarded = "".join(f"{n}p" for n in range(1, 10)) * 4 + "2345678s" * 4
    d = waits(client, {"hand": {"concealed": "1112345678999m"}, "discarded": discarded})
    assert d["ready"] and len(d["discarded"]) > 24


# --- /v1/score/compare ----------------------------------------------------------------------------

WIN = {
    "hand": {"concealed": "123m456p789s23s55z", "winning_tile": "1s"},
    "context": {"win_by": "discard", "seat_wind": "west", "discarder": "north"},
}


def compare(client, body: dict, status: int = 200) -> dict:
    return post(client, "/v1/score/compare", body, status)


def test_compare_every_ruleset_equals_score(client) -> None:
    d = compare(client, WIN)
    rulesets = client.get("/v1/rulesets").get_json()
    ids = sorted(r["id"] for r in rulesets["rulesets"])
    assert [e["ruleset"]["id"] for e in d["results"]] == ids
    for e in d["results"]:
        assert e["table_index"] == 0 and "problem" not in e
        alone = post(client, "/v1/score", {**WIN, "ruleset": e["ruleset"]["id"]})
        assert e["result"] == alone
        assert e["ruleset"] == alone["ruleset"]


def test_compare_tables_and_problems(client) -> None:
    body = {
        **WIN,
        "rulesets": ["canton-new", "hk-classic", "riichi"],
        "table": {"min_fan": 1},
        "tables": {"hk-classic": [{"min_fan": 0}, {"min_fan": 0, "limit_fan": 2}, {"min_fan": 5, "limit_fan": 4}]},
    }
    d = compare(client, body)
    rows = [(e["ruleset"]["id"], e["table_index"], "result" in e) for e in d["results"]]
    assert rows == [
        ("canton-new", 0, True),
        ("hk-classic", 0, True),
        ("hk-classic", 1, True),
        ("hk-classic", 2, False),
        ("riichi", 0, False),
    ]
    canton, hk0, hk1, hk2, riichi = d["results"]
    assert canton["result"]["table"]["min_fan"] == 1  # `table` applies where `tables` has no entry
    assert hk0["result"]["table"]["min_fan"] == 0
    assert hk1["result"]["fan"]["total"] == 2 and hk1["result"]["fan"]["capped"]
    assert hk2["problem"]["code"] == "invalid_table"
    assert [e["pointer"] for e in hk2["problem"]["errors"]] == ["/tables/hk-classic/2/min_fan"]
    assert riichi["ruleset"] == {"id": "riichi", "version": None}
    assert riichi["problem"]["status"] == 404 and riichi["problem"]["errors"][0]["pointer"] == "/rulesets/2"


def test_compare_problem_is_what_score_answers(client) -> None:
    bad = {"hand": {"concealed": "123m456p789s23s5z", "winning_tile": "1s"}, "context": {"win_by": "self_draw"}}
    d = compare(client, {**bad, "rulesets": ["hk-classic"]})
    (entry,) = d["results"]
    alone = post(client, "/v1/score", {**bad, "ruleset": "hk-classic"}, 422)
    assert _strip(entry["problem"]) == _strip(alone) and "instance" not in entry["problem"]


def test_compare_each_ruleset_at_its_own_tables(client) -> None:
    """Several tables for one ruleset side by side, each with its own defaults filled in."""
    body = {**WIN, "rulesets": ["canton-new"], "tables": {"canton-new": [{}, {"min_fan": 0}, {"limit_fan": 8}]}}
    d = compare(client, body)
    assert [(e["ruleset"]["id"], e["table_index"]) for e in d["results"]] == [
        ("canton-new", 0),
        ("canton-new", 1),
        ("canton-new", 2),
    ]
    default = post(client, "/v1/score", {**WIN, "ruleset": "canton-new"})["table"]
    assert [e["result"]["table"]["min_fan"] for e in d["results"]] == [default["min_fan"], 0, default["min_fan"]]
    assert d["results"][2]["result"]["fan"]["limit"] == 8


def test_compare_a_hand_that_wins_under_one_ruleset_only(client) -> None:
    """Seven pairs: a winning shape of canton-new (七對子), not of hk-classic."""
    pairs = {"hand": {"concealed": "1199m1199p1199s1z", "winning_tile": "1z"}, "context": {"win_by": "self_draw"}}
    by = {e["ruleset"]["id"]: e for e in compare(client, pairs)["results"]}
    assert "seven_pairs" in [p["id"] for p in by["canton-new"]["result"]["patterns"]]
    assert by["hk-classic"]["problem"]["code"] == "not_a_winning_hand"


def test_compare_unknown_house_rule_is_that_tables_problem(client) -> None:
    body = {**WIN, "tables": {"hk-classic": {"house_rules": {"no_such_rule": True}}}}
    by = {e["ruleset"]["id"]: e for e in compare(client, body)["results"]}
    assert by["hk-classic"]["problem"]["code"] == "unknown_house_rule"
    assert by["hk-classic"]["problem"]["errors"][0]["pointer"] == "/tables/hk-classic/house_rules/no_such_rule"
    assert "result" in by["canton-new"]


def test_compare_liability_per_ruleset(client) -> None:
    body = {**WIN, "liability": {"seat": "north", "reason": "big_three_dragons"}}
    d = compare(client, body)
    assert all(e["problem"]["code"] == "liability_not_applicable" for e in d["results"])


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({**WIN, "rulesets": ["hk-classic", "hk-classic"]}, "/rulesets/1"),
        ({**WIN, "rulesets": ["hk-classic"], "tables": {"canton-new": {}}}, "/tables/canton-new"),
        ({**WIN, "tables": {"hk-classic": {"min_fan": "3"}}}, "/tables/hk-classic/min_fan"),
        ({**WIN, "tables": {"hk-classic": [{}, {"scale": "mild"}]}}, "/tables/hk-classic/1/scale"),
        ({**WIN, "tables": {"hk-classic": []}}, "/tables/hk-classic"),
        ({**WIN, "tables": {"Bad Id": {}}}, "/tables/Bad Id"),
        ({**WIN, "ruleset": "hk-classic"}, "/ruleset"),
        ({"hand": WIN["hand"]}, "/context"),
    ],
)
def test_compare_refused_whole(client, body, pointer) -> None:
    d = compare(client, body, 422)
    assert pointer in [e["pointer"] for e in d["errors"]], d["errors"]


def test_a_discarder_that_is_the_players_own_seat_is_refused(client) -> None:
    r = client.post(
        "/v1/waits",
        json={"hand": {"concealed": "1112345678999m"}, "context": {"seat_wind": "east", "discarder": "east"}},
    )
    assert r.status_code == 422
    assert [(e["pointer"], e["code"]) for e in r.get_json()["errors"]] == [
        ("/context/discarder", "contradictory_context")
    ]
