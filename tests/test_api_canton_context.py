"""canton-new patterns that need context beyond a normal win, through the API: 流局十番 (a hand
held at an exhaustive draw, no winning tile) and 七搶一 (a robbed flower, paid as a discard)."""

from __future__ import annotations

DRAW = {
    "ruleset": "canton-new",
    "hand": {"concealed": "123m456p789s1122z"},
    "context": {
        "win_by": "self_draw",
        "seat_wind": "south",
        "exhaustive_draw": True,
        "discards_all_terminal_or_honour_unclaimed": True,
    },
}


def test_exhaustive_draw_scores_ten_fan_as_a_self_draw(client) -> None:
    r = client.post("/v1/score", json=DRAW)
    assert r.status_code == 200
    out = r.get_json()
    assert [(p["id"], p["fan"]) for p in out["patterns"]] == [("exhaustive_draw_terminals", 10)]
    assert out["fan"]["total"] == 10 and out["paid_as"] == "self_draw"
    # 新章: the dealer pays as if the hand were 11 fan (192), the others 10 fan (128)
    assert out["payouts"]["net"] == {"east": -192, "south": 448, "west": -128, "north": -128}


def test_exhaustive_draw_with_a_claimed_discard_scores_nothing(client) -> None:
    body = {**DRAW, "context": {**DRAW["context"], "discards_all_terminal_or_honour_unclaimed": False}}
    out = client.post("/v1/score", json=body).get_json()
    assert out["patterns"] == [] and out["fan"]["total"] == 0
    assert out["fan"]["meets_minimum"] is False and out["payouts"] is None


def test_a_winning_tile_is_required_unless_exhaustive_draw(client) -> None:
    body = {**DRAW, "context": {"win_by": "self_draw"}}
    r = client.post("/v1/score", json=body)
    assert r.status_code == 422
    assert [(e["pointer"], e["code"]) for e in r.get_json()["errors"]] == [("/hand/winning_tile", "invalid_request")]


def test_an_exhaustive_draw_has_no_winning_tile(client) -> None:
    body = {**DRAW, "hand": {"concealed": "123m456p789s1122z", "winning_tile": "2z"}}
    r = client.post("/v1/score", json=body)
    assert r.status_code == 422
    assert r.get_json()["errors"][0]["pointer"] == "/hand/winning_tile"


def test_seven_rob_one_is_paid_as_a_discard_by_the_robbed_player(client) -> None:
    body = {
        "ruleset": "canton-new",
        "hand": {"concealed": "123m456p789s1122z", "winning_tile": "4g", "flowers": "1f2f3f4f1g2g3g"},
        "context": {"win_by": "discard", "discarder": "west", "seat_wind": "south", "robbing_flower": True},
    }
    out = client.post("/v1/score", json=body).get_json()
    assert [p["id"] for p in out["patterns"]] == ["seven_rob_one"]
    assert out["paid_as"] == "discard"
    assert out["payouts"]["net"]["west"] < 0 and out["payouts"]["net"]["north"] == 0


def test_a_dealer_winning_a_flower_hand_adds_the_dealer_fan(client) -> None:
    body = {
        "ruleset": "canton-new",
        "hand": {"concealed": "234m678p5s33s777z3s", "winning_tile": "4g", "flowers": "1f2f3f4f1g2g"},
        "context": {"win_by": "self_draw", "seat_wind": "east"},
    }
    out = client.post("/v1/score", json=body).get_json()
    assert {p["id"]: p["fan"] for p in out["patterns"]} == {"flower_hand": 8, "dealer": 1}
    assert out["fan"]["total"] == 9


def test_seven_flowers_held_at_a_draw_are_not_a_flower_win(client) -> None:
    """The flower hand is won on the bonus tile drawn; a hand held at a draw has won nothing
    (this request was a 500 before the bonus_tiles shape checked for a winning tile)."""
    body = {**DRAW, "hand": {"concealed": "123m456p789s1122z", "flowers": "1f2f3f4f1g2g3g"}}
    out = client.post("/v1/score", json=body).get_json()
    assert [(p["id"], p["fan"]) for p in out["patterns"]] == [("exhaustive_draw_terminals", 10)]
    hk = {**body, "ruleset": "hk-classic", "context": {"win_by": "self_draw", "exhaustive_draw": True}}
    r = client.post("/v1/score", json=hk)
    assert r.status_code == 422 and r.get_json()["code"] == "not_a_winning_hand"
