"""Every winning hand gets its score (docs/RULES.md §7), at every table the contract allows.

A differential idea kept as a property (hypothesis, bounded and derandomized): random legal winning
hands (tests/strategies.py) that win at their ruleset's default table are posted to `/v1/score`,
`/v1/score/compare` and `/v1/waits` at random tables within the contract's bounds: extreme bases
(0.0001 to 10^9, up to 4 decimals), the table's own multipliers (short lists, huge values), no
limit, spicy, 半銃, any minimum and limit, the payment house rule. Every answer is a 200 with the
patterns and fan; `payouts` is null exactly when `payouts_unavailable` says why, and every amount
written is exact. Only `/v1/settle` refuses (422 `amount_too_large`).

Every response also passes the contract check of tests/conftest.py's `client`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from rules.hand import Hand, WinContext
from rules.tiles import to_compact
from tests.strategies import winning_hands
from tests.test_api_properties import request_json

RULESETS = ("hk-classic", "canton-new")
EXACT = 2**53
PROPS = settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    """A table the contract allows (openapi.yaml `Table`), biased to the extremes."""
    table: dict[str, Any] = {}
    limit = draw(st.sampled_from((None, None, 0, 3, 13, 64, 1000)) | st.integers(0, 1000))
    table["limit_fan"] = limit
    top = 1000 if limit is None else limit
    table["min_fan"] = draw(st.sampled_from((0, 0, min(3, top), top)) | st.integers(0, top))
    base = draw(st.sampled_from((None, 0.0001, 0.5, 1, 2, 3.1416, 10**9, 10**9, 10**9, 999999999.9999)))
    if base is not None:
        table["base"] = base
    kind = draw(st.sampled_from(("half-spicy", "spicy", "multipliers")))
    if kind == "multipliers":
        # At a table with a limit the list gives exactly fan 0 to the limit (longer is refused).
        length = limit + 1 if limit is not None else draw(st.integers(1, 40))
        start = draw(st.sampled_from((1, 2, 10**6, 10**12, 10**12)))
        step = draw(st.sampled_from((0, 1, 10**9)))
        table["multipliers"] = [min(start + i * step, 10**12) for i in range(length)]
    else:
        table["scale"] = kind
    table["payment"] = draw(st.sampled_from(("full", "half")))
    table["house_rules"] = {"liability_on_discard": draw(st.sampled_from(("none", "half", "all")))}
    return table


def _check_score(body: dict[str, Any], table: dict[str, Any]) -> None:
    assert body["winning"] is True and body["patterns"] is not None and "total" in body["fan"]
    payouts, unavailable = body["payouts"], body.get("payouts_unavailable")
    assert (payouts is None) == (unavailable is not None), body
    if payouts is None:
        event(unavailable["code"])
        assert unavailable["code"] == "below_minimum" or body["fan"]["meets_minimum"], unavailable
        assert (unavailable["code"] == "below_minimum") == (not body["fan"]["meets_minimum"]), unavailable
        assert unavailable["fixes"] and all(f.startswith("/table/") for f in unavailable["fixes"])
        if unavailable["code"] == "fan_beyond_multipliers":
            assert "multipliers" in table
    else:
        event("paid")
        written = [p["amount"] for p in payouts["payments"]] + list(payouts["net"].values())
        amounts = [Fraction(repr(a)) for a in written]
        assert all(abs(a) <= EXACT for a in amounts)
        assert sum(Fraction(repr(v)) for v in payouts["net"].values()) == 0


@PROPS
@given(hand_ctx=winning_hands(), ruleset=st.sampled_from(RULESETS), table=tables())
def test_every_winning_hand_is_answered_200(
    client: Any, hand_ctx: tuple[Hand, WinContext], ruleset: str, table: dict[str, Any]
) -> None:
    hand, ctx = hand_ctx
    request = request_json(hand, ctx, ruleset, None)
    default = client.post("/v1/score", json=request)
    assume(default.status_code == 200)  # a win of this ruleset (its shapes, its context rules)
    r = client.post("/v1/score", json={**request, "table": table})
    assert r.status_code == 200, (table, r.get_json())
    body = r.get_json()
    _check_score(body, table)
    assert body["patterns"] and body["fan"]["raw"] == default.get_json()["fan"]["raw"]

    compare = client.post(
        "/v1/score/compare",
        json={"rulesets": [ruleset], "hand": request["hand"], "context": request["context"], "table": table},
    )
    assert compare.status_code == 200
    [entry] = compare.get_json()["results"]
    assert "problem" not in entry, entry
    assert entry["result"] == body

    if hand.winning_tile is not None and hand.winning_tile < 34:  # the same hand one tile short
        context = {k: v for k, v in request["context"].items() if k not in ("win_by", "robbing_kong")}
        short = {k: v for k, v in request["hand"].items() if k != "winning_tile"}
        waits = client.post("/v1/waits", json={"ruleset": ruleset, "hand": short, "context": context, "table": table})
        assert waits.status_code == 200, waits.get_json()
        assert to_compact((hand.winning_tile,)) in {w["tile"] for w in waits.get_json()["waits"]}


def test_the_biggest_canton_new_hand_is_scored_everywhere(client: Any) -> None:
    """The request of the report: canton-new's most celebrated hands at its own default table."""
    request = {
        "ruleset": "canton-new",
        "hand": {"concealed": "111222333444z7z", "winning_tile": "7z"},
        "context": {"win_by": "self_draw", "seat_wind": "south", "round_wind": "east"},
    }
    body = client.post("/v1/score", json=request).get_json()
    assert body["fan"]["total"] == 103 and body["payouts"] is None
    assert body["payouts_unavailable"]["code"] == "amount_too_large"
    assert {"big_four_winds", "all_honours"} <= {p["id"] for p in body["patterns"]}
    [entry] = client.post(
        "/v1/score/compare", json={"rulesets": ["canton-new"], "hand": request["hand"], "context": request["context"]}
    ).get_json()["results"]
    assert entry["result"] == body
    waits = client.post(
        "/v1/waits",
        json={"ruleset": "canton-new", "hand": {"concealed": "111222333444z7z"}, "context": {"seat_wind": "south"}},
    )
    assert waits.status_code == 200
    [wait] = waits.get_json()["waits"]
    assert wait["tile"] == "7z" and wait["self_draw"]["fan"] == 103
    limited = client.post("/v1/score", json={**request, "table": {"limit_fan": 64}}).get_json()
    assert limited["payouts"]["net"]["south"] > 0 and "payouts_unavailable" not in limited
    settle = client.post(
        "/v1/settle", json={"ruleset": "canton-new", "win": {"winner": "south", "fan": 103, "win_by": "self_draw"}}
    )
    assert settle.status_code == 422 and settle.get_json()["code"] == "amount_too_large"
