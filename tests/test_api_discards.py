"""POST /v1/discards (the hand coach). Every response is checked against openapi.yaml by the
`client` fixture (tests/conftest.py).

Agreement (property tests over random hands, both rulesets): for every discard that leaves the
hand ready, the waits and their values equal what POST /v1/waits answers for the 13 tiles left
(with the discarded tile among `discarded`), and scoring any listed winning tile with POST
/v1/score gives the listed fan, patterns and what the player receives; every discard's shanten
is /v1/waits' shanten.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import winning_hands

from rules.hand import Hand, WinContext
from rules.tiles import CODES, KINDS, SEATS, parse_tiles, to_compact

PREVIOUS = {"east": "north", "south": "east", "west": "south", "north": "west"}
RECEIPT_KEYS = ("receives", "receives_unavailable")


def post(client, path: str, body: dict, status: int = 200, validate: bool = True) -> dict[str, Any]:
    """POST and check the status; `validate=False` skips the contract check of the answer (the
    /v1/waits and /v1/score answers of the agreement checks: their own tests hold them to it)."""
    client.validate = validate
    try:
        r = client.post(path, json=body)
    finally:
        client.validate = True
    assert r.status_code == status, r.get_json()
    return r.get_json()


def _without_receipt(value: dict | None) -> dict | None:
    return None if value is None else {k: v for k, v in value.items() if k not in RECEIPT_KEYS}


def check_agreement(client, body: dict) -> dict:
    """The coach's answer for `body` agrees with /v1/waits and /v1/score; returns the answer."""
    d = post(client, "/v1/discards", body)
    hand, ctx = body["hand"], body.get("context", {})
    seat = ctx.get("seat_wind", "east")
    concealed = parse_tiles(hand["concealed"])
    seen = parse_tiles(body.get("discarded", "")) if body.get("discarded") else []
    assert sorted(CODES.index(o["tile"]) for o in d["discards"]) == sorted(set(concealed))
    assert d["discarder"] == ctx.get("discarder", PREVIOUS[seat])
    for o in d["discards"]:
        rest = list(concealed)
        rest.remove(CODES.index(o["tile"]))
        w = post(
            client,
            "/v1/waits",
            {
                "ruleset": body.get("ruleset", "hk-classic"),
                "hand": {**{k: v for k, v in hand.items() if k != "drawn"}, "concealed": to_compact(rest)},
                "context": ctx,
                "table": body.get("table", {}),
                "discarded": to_compact(seen + [CODES.index(o["tile"])]),
            },
            validate=False,
        )
        assert (o["shanten"], o["shanten_by_shape"], o["ready"]) == (w["shanten"], w["shanten_by_shape"], w["ready"])
        assert [
            (x["tile"], x["live"], _without_receipt(x["discard"]), _without_receipt(x["self_draw"])) for x in o["waits"]
        ] == [(x["tile"], x["live"], x["discard"], x["self_draw"]) for x in w["waits"]]
        if o["ready"]:
            assert o["improving"] == [{"tile": x["tile"], "live": x["live"]} for x in o["waits"]]
        for x in o["waits"]:
            for way in ("discard", "self_draw"):
                value = x[way]
                if value is None:
                    continue
                score_ctx = {**ctx, "win_by": way}
                if way == "discard":
                    score_ctx["discarder"] = d["discarder"]
                    score_ctx.pop("kong_replacement", None)
                    score_ctx.pop("heavenly", None)
                else:
                    score_ctx.pop("discarder", None)
                    score_ctx.pop("robbing_kong", None)
                s = post(
                    client,
                    "/v1/score",
                    {
                        "ruleset": body.get("ruleset", "hk-classic"),
                        "hand": {
                            **{k: v for k, v in hand.items() if k != "drawn"},
                            "concealed": to_compact(rest),
                            "winning_tile": x["tile"],
                        },
                        "context": score_ctx,
                        "table": body.get("table", {}),
                    },
                    validate=False,
                )
                assert (value["fan"], value["raw"], value["meets_minimum"]) == (
                    s["fan"]["total"],
                    s["fan"]["raw"],
                    s["fan"]["meets_minimum"],
                )
                assert value["patterns"] == s["patterns"]
                if s["payouts"] is None:
                    assert value["receives"] == 0
                else:
                    assert value["receives"] == s["payouts"]["net"][seat]
    return d


# --- random hands -----------------------------------------------------------------------------------

CANTON_SPECIAL = (
    "147m258p369s12345z",
    "147m258p369s11z22z9m",
    "19m19p19s258p36s47m5z",
    "1122m3344p5566s77z",
    "19m19p19s12345677z",
    "1112345678999m5m",
)


def _exchange(concealed: list[int], held: Counter, draw: st.DrawFn) -> list[int]:
    out = list(concealed)
    i = draw(st.integers(0, len(out) - 1))
    choices = [t for t in range(KINDS) if held[t] < 4 and t != out[i]]
    t = draw(st.sampled_from(choices))
    held[out[i]] -= 1
    held[t] += 1
    out[i] = t
    return out


@st.composite
def coach_requests(draw: st.DrawFn, ruleset: str) -> dict:
    """A hand just after a draw: a random winning hand (its winning tile drawn) or, under
    canton-new, a special shape, with zero to two tiles exchanged."""
    if ruleset == "canton-new" and draw(st.booleans()):
        hand = Hand(tuple(parse_tiles(draw(st.sampled_from(CANTON_SPECIAL)))))
        ctx = WinContext(seat_wind=draw(st.sampled_from(SEATS)))
        concealed = list(hand.concealed)
    else:
        hand, ctx = draw(winning_hands().filter(lambda hc: hc[0].winning_tile is not None and hc[0].winning_tile < 34))
        concealed = list(hand.concealed) + [hand.winning_tile]
    held = Counter(concealed + [t for m in hand.melds for t in m.tiles])
    for _ in range(draw(st.integers(0, 2))):
        concealed = _exchange(concealed, held, draw)
    melds = [
        {"type": m.kind, "tiles": to_compact(m.tiles), "concealed": m.concealed, "added": m.added} for m in hand.melds
    ]
    body: dict = {
        "ruleset": ruleset,
        "hand": {
            "concealed": to_compact(draw(st.permutations(concealed))),
            "melds": melds,
            "flowers": to_compact(hand.flowers),
        },
        "context": {"seat_wind": ctx.seat_wind, "round_wind": ctx.round_wind},
    }
    if draw(st.booleans()):
        free = [t for t in range(KINDS) if held[t] < 4]
        body["discarded"] = to_compact(draw(st.lists(st.sampled_from(free), max_size=3, unique=True)))
    return body


@pytest.mark.parametrize("ruleset", ["hk-classic", "canton-new"])
def test_agreement_with_waits_and_score(client, ruleset: str) -> None:
    seen = {"ready": 0, "complete": 0}

    @settings(
        max_examples=10,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
    )
    @given(coach_requests(ruleset))
    def run(body: dict) -> None:
        d = check_agreement(client, body)
        seen["ready"] += any(o["ready"] for o in d["discards"])
        seen["complete"] += d["complete"]

    run()
    assert seen["ready"]


@pytest.mark.parametrize(
    "body",
    [
        {
            "hand": {
                "concealed": "556666m88p",
                "melds": [{"type": "pung", "tiles": "333p"}, {"type": "pung", "tiles": "222m"}],
            },
            "context": {"seat_wind": "east", "round_wind": "west"},
        },
        {
            "hand": {"concealed": "123m456p78s55z1z", "melds": [{"type": "kong", "tiles": "2222s", "concealed": True}]},
            "context": {"seat_wind": "east", "discarder": "west"},
            "table": {"payment": "half", "stake": "二五雞"},
        },
        {
            "ruleset": "canton-new",
            "hand": {"concealed": "147m258p369s11z22z9m", "flowers": "1f"},
            "context": {"seat_wind": "south", "round_wind": "south"},
            "discarded": "1z",
        },
        {"ruleset": "canton-new", "hand": {"concealed": "1122m3344p5566s77z"}, "context": {"last_tile": True}},
        {"hand": {"concealed": "19m19p19s1234567z5m"}, "table": {"limit_fan": 10, "scale": "spicy"}},
    ],
)
def test_agreement_on_known_hands(client, body: dict) -> None:
    check_agreement(client, body)


# --- the win in hand, the order, the echo -------------------------------------------------------------


def test_a_complete_hand_says_so_and_points_to_score(client) -> None:
    body = {"hand": {"concealed": "1112345678999m5m", "drawn": "5m"}, "context": {"seat_wind": "south"}}
    d = post(client, "/v1/discards", body)
    assert d["complete"] and d["shanten"] == -1
    win = d["win"]
    assert (win["winning_tile"], win["assumed"], win["score_with"]) == ("5m", False, "/v1/score")
    s = post(
        client,
        "/v1/score",
        {
            "hand": {"concealed": "1112345678999m", "winning_tile": "5m"},
            "context": {"seat_wind": "south", "win_by": "self_draw"},
        },
    )
    assert win["self_draw"]["fan"] == s["fan"]["total"] and win["self_draw"]["patterns"] == s["patterns"]
    assert win["self_draw"]["receives"] == s["payouts"]["net"]["south"]
    d = post(client, "/v1/discards", {"hand": {"concealed": "1112345678999m5m"}, "context": {"seat_wind": "south"}})
    assert d["win"]["assumed"] and d["win"]["winning_tile"] == "1m"  # 12 fan either way; the first such tile


def test_amounts_that_cannot_be_written_are_null_with_the_reason(client) -> None:
    body = {
        "ruleset": "canton-new",
        "hand": {"concealed": "1112345678999m5m", "drawn": "5m"},
        "context": {"seat_wind": "south"},
        "table": {"multipliers": [1, 2, 4, 8, 16]},
    }
    d = post(client, "/v1/discards", body)
    value = d["win"]["self_draw"]
    assert value["fan"] == 48 and value["receives"] is None
    assert value["receives_unavailable"]["code"] == "fan_beyond_multipliers"
    first = d["discards"][0]
    assert first["tile"] == "5m" and first["summary"]["expected_receipt"] is None
    assert first["summary"]["expected_receipt_unavailable"]["code"] == "fan_beyond_multipliers"
    body["table"] = {"scale": "spicy", "base": 1000}
    value = post(client, "/v1/discards", body)["win"]["self_draw"]
    assert value["receives"] is None and value["receives_unavailable"]["code"] == "amount_too_large"
    body["table"] = {"scale": "spicy", "base": 1000, "limit_fan": 13}
    value = post(client, "/v1/discards", body)["win"]["self_draw"]
    assert value["fan"] == 13 and value["receives"] > 0 and "receives_unavailable" not in value


def test_sort_order_and_echo(client) -> None:
    body = {
        "hand": {
            "concealed": ["5m", "5m", "6m", "6m", "6m", "6m", "8p", "8p"],
            "melds": [{"type": "pung", "tiles": "333p"}, {"type": "pung", "tiles": "222m"}],
        },
        "context": {"seat_wind": "east", "round_wind": "west"},
        "discarded": ["5m"],
    }
    d = post(client, "/v1/discards", body)
    assert [(o["tile"], o["ready"], o["summary"] and o["summary"]["winning_live"]) for o in d["discards"]] == [
        ("6m", True, 3),
        ("5m", True, 0),
        ("8p", False, None),
    ]
    assert d["hand"] == {
        "concealed": "556666m88p",
        "melds": [
            {"type": "pung", "tiles": "333p", "concealed": False, "added": False},
            {"type": "pung", "tiles": "222m", "concealed": False, "added": False},
        ],
        "flowers": "",
    }
    assert d["discarded"] == "5m" and d["table"]["min_fan"] == 3


@pytest.mark.parametrize(
    "body",
    [
        {"hand": {"concealed": "123m456p789s1357z1z"}, "best_reachable": True},
        {
            "ruleset": "canton-new",
            "hand": {"concealed": "147m258p369s1z2z39m5z"},
            "best_reachable": True,
            "context": {"seat_wind": "south"},
        },
        {
            "hand": {
                "concealed": "2234m78p5z9s",
                "melds": [{"type": "pung", "tiles": "777z"}, {"type": "chow", "tiles": "123s"}],
            },
            "best_reachable": True,
            "discarded": "1m",
        },
    ],
)
def test_best_reachable_is_a_win_the_hand_can_reach(client, body: dict) -> None:
    d = post(client, "/v1/discards", body)
    plain = post(client, "/v1/discards", {k: v for k, v in body.items() if k != "best_reachable"})
    assert [{k: v for k, v in o.items() if k != "best_reachable"} for o in d["discards"]] == plain["discards"]
    assert all("best_reachable" not in o for o in plain["discards"])
    found = 0
    for o in d["discards"]:
        r = o["best_reachable"]
        if o["shanten"] != 1:
            assert r is None
            continue
        if r is None:
            continue
        found += 1
        assert r["draw"] in [i["tile"] for i in o["improving"] if i["live"]]
        rest = list(parse_tiles(body["hand"]["concealed"]))
        rest.remove(CODES.index(o["tile"]))
        rest.append(CODES.index(r["draw"]))
        rest.remove(CODES.index(r["discard"]))
        hand = {**body["hand"], "concealed": to_compact(rest)}
        w = post(
            client,
            "/v1/waits",
            {"ruleset": body.get("ruleset", "hk-classic"), "hand": hand, "context": body.get("context", {})},
            validate=False,
        )
        wait = next(x for x in w["waits"] if x["tile"] == r["wait"])
        assert _without_receipt(r["value"]) == wait[r["way"]] and r["value"]["meets_minimum"]
        # nothing reachable from this discard is worth more fan
        assert all(
            x[way] is None or not x[way]["meets_minimum"] or x[way]["fan"] <= r["value"]["fan"]
            for x in w["waits"]
            for way in ("discard", "self_draw")
        )
    assert found


# --- bad input ------------------------------------------------------------------------------------

BAD = [
    ({"hand": {"concealed": "123m456p789s23s55z"}}, 422, "wrong_tile_count", "/hand/concealed", "use POST /v1/waits"),
    ({"hand": {"concealed": "123m456p789s23s55z11z"}}, 422, "wrong_tile_count", "/hand/concealed", "15 tiles"),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z", "winning_tile": "1z"}},
        422,
        "invalid_request",
        "/hand/winning_tile",
        "Unknown field",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z", "drawn": "9m"}},
        422,
        "invalid_request",
        "/hand/drawn",
        "9m is not among",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z", "drawn": "1z2z"}},
        422,
        "invalid_tile",
        "/hand/drawn",
        "not a single tile",
    ),
    ({"hand": {"concealed": "11111m456p789s23s5z"}}, 422, "too_many_copies", "/hand", "1m appears 5 times"),
    ({"hand": {"concealed": "123m456p789s23s55x1z"}}, 422, "invalid_tile", "/hand/concealed", "55x"),
    ({"hand": {"concealed": "123m456p789s23s55z1f"}}, 422, "bonus_tile_in_hand", "/hand/concealed/13", "1f"),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "discarded": "5z5z5z"},
        422,
        "too_many_copies",
        "/discarded",
        "5z",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "context": {"seat_wind": "south", "heavenly": True}},
        422,
        "contradictory_context",
        "/context/heavenly",
        "天胡",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "context": {"discarder": "east"}},
        422,
        "contradictory_context",
        "/context/discarder",
        "own discard",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "context": {"win_by": "discard"}},
        422,
        "invalid_request",
        "/context/win_by",
        "Unknown field",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "table": {"min_fan": 9, "limit_fan": 8}},
        422,
        "invalid_table",
        "/table/min_fan",
        "above the limit",
    ),
    (
        {"ruleset": "riichi", "hand": {"concealed": "123m456p789s23s55z1z"}},
        404,
        "unknown_ruleset",
        "/ruleset",
        "riichi",
    ),
    (
        {"hand": {"concealed": "123m456p789s23s55z1z"}, "best_reachable": "yes"},
        422,
        "invalid_request",
        "/best_reachable",
        "true or false",
    ),
]


@pytest.mark.parametrize(("body", "status", "code", "pointer", "says"), BAD)
def test_bad_input_is_a_problem(client, body: dict, status: int, code: str, pointer: str, says: str) -> None:
    p = post(client, "/v1/discards", body, status)
    assert p["code"] == code
    assert any(e["pointer"] == pointer and says in e["detail"] for e in p["errors"]), p["errors"]


def test_random_bodies_are_never_a_500(client) -> None:
    rng = random.Random(15)
    for _ in range(40):
        n = rng.choice((0, 12, 13, 14, 15, 16))
        tiles = "".join(rng.choice(("1m", "9p", "5s", "7z", "1f", "5z", "2s")) for _ in range(n))
        body: dict = {"hand": {"concealed": tiles}}
        if rng.random() < 0.3:
            body["hand"]["melds"] = [{"type": rng.choice(("pung", "kong", "chow")), "tiles": "777z"}]
        if rng.random() < 0.3:
            body["hand"]["drawn"] = rng.choice(("1m", "9p", "1f"))
        r = client.post("/v1/discards", json=body)
        assert r.status_code in (200, 422), r.get_json()


# --- metrics --------------------------------------------------------------------------------------


def test_metrics_count_advice_and_problems() -> None:
    from conftest import ValidatingClient
    from prometheus_client.parser import text_string_to_metric_families

    from service import create_app

    app = create_app({"TESTING": True, "METRICS_ROUTE": True})  # /metrics is off the public port
    app.test_client_class = ValidatingClient
    client = app.test_client()

    def samples() -> dict[tuple[str, frozenset], float]:
        text = post_get_metrics(client)
        return {
            (s.name, frozenset(s.labels.items())): s.value
            for f in text_string_to_metric_families(text)
            for s in f.samples
        }

    def delta(before: dict, after: dict, name: str, **labels: str) -> float:
        def total(d: dict) -> float:
            return sum(v for (n, ls), v in d.items() if n == name and set(labels.items()) <= ls)

        return total(after) - total(before)

    before = samples()
    post(client, "/v1/discards", {"hand": {"concealed": "123m456p789s23s55z1z"}})
    post(client, "/v1/discards", {"ruleset": "canton-new", "hand": {"concealed": "123m456p789s23s55z1z"}})
    post(client, "/v1/discards", {"hand": {"concealed": "123m456p789s23s55z"}}, 422)
    post(client, "/v1/waits", {"hand": {"concealed": "123m456p789s23s55z"}})
    after = samples()
    assert (
        delta(before, after, "mahjong_http_requests_total", endpoint="/v1/discards", method="POST", status="200") == 2
    )
    assert delta(before, after, "mahjong_http_request_duration_seconds_count", endpoint="/v1/discards") == 3
    assert delta(before, after, "mahjong_hands_analysed_total", endpoint="/v1/discards", ruleset="hk-classic") == 1
    assert delta(before, after, "mahjong_hands_analysed_total", endpoint="/v1/discards", ruleset="canton-new") == 1
    assert delta(before, after, "mahjong_hands_analysed_total", endpoint="/v1/waits") == 1
    assert delta(before, after, "mahjong_problems_total", endpoint="/v1/discards", code="wrong_tile_count") == 1
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/discards") == 0


def post_get_metrics(client) -> str:
    client.validate = False  # /metrics is not part of the public contract
    try:
        r = client.get("/metrics")
    finally:
        client.validate = True
    assert r.status_code == 200
    return r.get_data(as_text=True)
