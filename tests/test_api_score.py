"""POST /v1/score: scoring, echo, payouts (RULINGS §5) and the batch endpoint."""

from __future__ import annotations

import pytest

HALF_SPICY = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]  # RULINGS §5
FLUSH = {"hand": {"concealed": "1123455678999s", "winning_tile": "5s"}, "context": {"win_by": "self_draw"}}


def score(client, body, status=200):
    r = client.post("/v1/score", json=body)
    assert r.status_code == status, r.get_json()
    return r.get_json()


def test_score_minimal_defaults(client):
    d = score(client, FLUSH)
    assert d["ruleset"] == {"id": "hk-classic", "version": "1.0.0"}
    assert d["winning"] is True
    assert d["fan"]["total"] == 10 and d["fan"]["meets_minimum"] is True
    assert {p["id"] for p in d["patterns"]} >= {"full_flush", "self_drawn"}
    assert d["hand"] == {"concealed": "1123455678999s", "melds": [], "winning_tile": "5s", "flowers": ""}
    assert d["table"]["min_fan"] == 3 and d["table"]["limit_fan"] == 13


@pytest.mark.parametrize(
    ("stake", "base", "each"),
    [("五一", None, 128), ("二五雞", None, 64), ("一二蚊", None, 256), (None, 3, 384), (None, 0.25, 32)],
)
def test_self_draw_each_loser_pays_one_portion(client, stake, base, each):
    """Self-draw: each loser pays base × multiplier(10) = base × 128 (RULINGS §5)."""
    table = {k: v for k, v in (("stake", stake), ("base", base)) if v is not None}
    d = score(client, {**FLUSH, "table": table})
    pays = d["payouts"]["payments"]
    assert sorted(p["from"] for p in pays) == ["north", "south", "west"]
    assert all(p["to"] == "east" and p["amount"] == each for p in pays)
    assert d["payouts"]["net"] == {"east": 3 * each, "south": -each, "west": -each, "north": -each}


def test_discard_full_payment_discarder_pays_two_portions(client):
    body = {**FLUSH, "context": {"win_by": "discard", "seat_wind": "north", "discarder": "south"}}
    d = score(client, body)
    assert d["fan"]["total"] == 9  # 清一色 7 + 無花 1 + 門前清 1
    mult = HALF_SPICY[9]
    assert d["payouts"]["payments"] == [{"from": "south", "to": "north", "amount": 2 * mult}]


def test_robbing_flower_is_a_context_field(client):
    body = {**FLUSH, "ruleset": "canton-new", "context": {"win_by": "self_draw", "robbing_flower": False}}
    assert score(client, body)["ruleset"]["id"] == "canton-new"


def test_below_minimum_is_200_with_null_payouts(client):
    body = {**FLUSH, "table": {"min_fan": 13, "limit_fan": 13}}
    d = score(client, body)
    assert d["fan"]["meets_minimum"] is False and d["payouts"] is None
    assert d["payouts_unavailable"] == {
        "code": "below_minimum",
        "fixes": ["/table/min_fan"],
        "detail": "the hand counts 10 fan toward the table's minimum of 13: it is paid nothing at this table",
    }


def test_payouts_unavailable_only_when_payouts_are_null(client):
    d = score(client, FLUSH)
    assert d["payouts"] is not None and "payouts_unavailable" not in d


def test_tile_notations_are_echoed_canonically(client):
    concealed = ["一索", "1s", "\U0001f011", "3s", "4s", "5s", "5s", "6s", "7s", "8s", "9s", "9s", "9s"]
    body = {"hand": {"concealed": concealed, "winning_tile": "五索", "flowers": []}, "context": {"win_by": "self_draw"}}
    assert score(client, body)["hand"]["concealed"] == "1123455678999s"


def test_table_echo_and_house_rules(client):
    table = {"scale": "spicy", "payment": "half", "house_rules": {"limit_hands": "limit"}}
    d = score(client, {**FLUSH, "table": table})
    assert d["table"]["scale"] == "spicy" and d["table"]["payment"] == "half"
    assert d["table"]["house_rules"]["limit_hands"] == "limit"
    assert d["payouts"]["payments"][0]["amount"] == 2**10


def test_custom_multipliers_and_no_limit(client):
    mults = list(range(1, 20))
    d = score(client, {**FLUSH, "table": {"multipliers": mults, "limit_fan": None}})
    assert d["table"]["scale"] == "custom" and d["table"]["multipliers"] == mults
    assert d["fan"]["limit"] is None
    assert d["payouts"]["payments"][0]["amount"] == mults[10]


def test_liability_pays_everything(client):
    melds = [{"type": "pung", "tiles": t} for t in ("555z", "666z", "777z")]
    body = {
        "hand": {"concealed": "123m5p", "melds": melds, "winning_tile": "5p"},
        "context": {"win_by": "self_draw", "seat_wind": "north"},
        "liability": {"seat": "west", "reason": "big_three_dragons"},
    }
    d = score(client, body)
    assert {p["from"] for p in d["payouts"]["payments"]} == {"west"}
    assert d["payouts"]["net"]["north"] == -d["payouts"]["net"]["west"]


def test_batch_in_order_with_own_problems(client):
    bad = {"hand": {"concealed": "11111m234p567s99s", "winning_tile": "9s"}, "context": {"win_by": "self_draw"}}
    r = client.post("/v1/score/batch", json={"requests": [FLUSH, bad, 7, {**FLUSH, "ruleset": "nope"}, FLUSH]})
    assert r.status_code == 200
    res = r.get_json()["results"]
    assert [x.get("status", 200) for x in res] == [200, 422, 422, 404, 200]
    assert [x["outcome"] for x in res] == ["score", "problem", "problem", "problem", "score"]
    assert res[1]["code"] == "too_many_copies" and res[2]["code"] == "invalid_request"
    assert res[3]["code"] == "unknown_ruleset"
    assert res[0] == res[4]
    assert {**client.post("/v1/score", json=FLUSH).get_json(), "outcome": "score"} == res[0]
    single = client.post("/v1/score", json=bad).get_json()
    assert "outcome" not in single
    drop = ("instance", "request_id", "outcome")
    assert {k: v for k, v in single.items() if k not in drop} == {k: v for k, v in res[1].items() if k not in drop}


def test_batch_at_the_maximum_is_answered(client):
    r = client.post("/v1/score/batch", json={"requests": [FLUSH] * 100})
    assert r.status_code == 200 and len(r.get_json()["results"]) == 100


def test_batch_over_the_maximum_is_refused_whole(client):
    r = client.post("/v1/score/batch", json={"requests": [FLUSH] * 101})
    assert r.status_code == 413
    assert r.get_json()["code"] == "batch_too_large"


# --- payments of scored hands (docs/RULES.md §5) -------------------------------------------------------

CANTON_SOUTH = {"concealed": "23m678m999p55s", "winning_tile": "4m", "melds": [{"type": "pung", "tiles": "777z"}]}
CANTON_KEPT = ["no_flowers", "dragon_pung", "two_five_eight_pair", "terminal_pung"]
DEALER_CASES = [
    # (context, table, kept, suppressed, total, payments): the 新章 dealer's extra fan is its own
    ({"discarder": "west"}, {}, CANTON_KEPT, [], 4, [("west", 32)]),
    ({"discarder": "east"}, {}, CANTON_KEPT, [], 4, [("east", 48)]),
    (
        {"discarder": "east", "robbing_kong": True},
        {},
        ["no_flowers", "dragon_pung", "robbing_kong", "two_five_eight_pair", "terminal_pung"],
        [("last_copy", "robbing_kong")],
        5,
        [("east", 64)],
    ),
    ({"discarder": "west"}, {"payment": "half"}, CANTON_KEPT, [], 4, [("east", 12), ("west", 16), ("north", 8)]),
    ({"discarder": "east"}, {"payment": "half"}, CANTON_KEPT, [], 4, [("east", 24), ("west", 8), ("north", 8)]),
]


@pytest.mark.parametrize(("context", "table", "kept", "suppressed", "total", "payments"), DEALER_CASES)
def test_canton_new_dealer_pays_its_own_extra_fan(client, context, table, kept, suppressed, total, payments):
    d = score(
        client,
        {
            "ruleset": "canton-new",
            "hand": CANTON_SOUTH,
            "table": table,
            "context": {"win_by": "discard", "seat_wind": "south", **context},
        },
    )
    assert [p["id"] for p in d["patterns"]] == kept
    assert [(s["id"], s["by"]) for s in d["suppressed"]] == suppressed
    assert d["fan"]["total"] == total
    assert [(p["from"], p["amount"]) for p in d["payouts"]["payments"]] == payments


DRAGONS = {
    "concealed": "123m5p",
    "winning_tile": "5p",
    "flowers": "4g",
    "melds": [{"type": "pung", "tiles": t} for t in ("555z", "666z", "777z")],
}
LIABILITY_CASES = [
    # (context, table, payments) for 大三元 (big_three_dragons 8 + seat_flower 1 (+ self_drawn 1)) with
    # west liable: 包自摸 pays a self-draw whole, and on a discard nothing unless the house rule says so
    ({"win_by": "self_draw"}, {}, [("west", 384)]),
    ({"win_by": "discard", "discarder": "east"}, {}, [("east", 192)]),
    ({"win_by": "discard", "discarder": "east"}, {"payment": "half"}, [("east", 96), ("south", 48), ("west", 48)]),
    (
        {"win_by": "discard", "discarder": "east"},
        {"house_rules": {"liability_on_discard": "half"}},
        [("east", 96), ("west", 96)],
    ),
    ({"win_by": "discard", "discarder": "east"}, {"house_rules": {"liability_on_discard": "all"}}, [("west", 192)]),
]


@pytest.mark.parametrize(("context", "table", "payments"), LIABILITY_CASES)
def test_liability_pays_as_the_table_says(client, context, table, payments):
    d = score(
        client,
        {
            "hand": DRAGONS,
            "table": table,
            "context": {"seat_wind": "north", **context},
            "liability": {"seat": "west", "reason": "big_three_dragons"},
        },
    )
    assert [p["id"] for p in d["patterns"]][:2] == ["big_three_dragons", "seat_flower"]
    assert [(s["id"], s["by"]) for s in d["suppressed"]] == [("dragon_pung", "big_three_dragons")]
    assert [(p["from"], p["amount"]) for p in d["payouts"]["payments"]] == payments


NINE = {
    "concealed": "2345m",
    "winning_tile": "5m",
    "flowers": "1f",
    "melds": [{"type": "pung", "tiles": t} for t in ("111m", "999m", "777m")],
}


def test_nine_tiles_is_paid_by_the_discarder_under_half_payment(client):
    context = {"win_by": "discard", "seat_wind": "south", "discarder": "west"}
    liable = {"seat": "west", "reason": "nine_tiles"}
    half = score(client, {"hand": NINE, "context": context, "table": {"payment": "half"}, "liability": liable})
    assert [p["id"] for p in half["patterns"]] == ["full_flush"] and half["fan"]["total"] == 7
    assert half["payouts"]["payments"] == [{"from": "west", "to": "south", "amount": 96}]
    full = score(client, {"hand": NINE, "context": context, "liability": liable})
    assert full["payouts"] == score(client, {"hand": NINE, "context": context})["payouts"]
    r = client.post(
        "/v1/score", json={"hand": NINE, "context": {"win_by": "self_draw", "seat_wind": "south"}, "liability": liable}
    )
    assert r.status_code == 422
    assert [(e["code"], e["pointer"]) for e in r.get_json()["errors"]] == [
        ("liability_not_applicable", "/liability/reason")
    ]
    r = client.post("/v1/score", json={"hand": NINE, "context": context, "liability": {**liable, "seat": "north"}})
    assert [(e["code"], e["pointer"]) for e in r.get_json()["errors"]] == [
        ("liability_not_applicable", "/liability/seat")
    ]
