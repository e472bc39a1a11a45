"""Every problem answer: table-driven over the codes of issue 4, each checked against openapi.yaml."""

from __future__ import annotations

import io
import json
import logging

import pytest
from conftest import PROBLEM_VALIDATOR
from flask import Blueprint

from service import create_app

OK_HAND = {"concealed": "123m456p789s123s9s", "winning_tile": "9s"}
OK = {"hand": OK_HAND, "context": {"win_by": "self_draw"}}


def with_(path: str, value, base=None):
    """A copy of OK (or base) with the JSON-pointer-ish dotted path set to value."""
    body = json.loads(json.dumps(base or OK))
    node = body
    keys = path.split(".")
    for k in keys[:-1]:
        node = node.setdefault(k, {}) if not k.isdigit() else node[int(k)]
    node[keys[-1]] = value
    return body


def problem(r, status: int, code: str):
    assert r.status_code == status, r.get_data(as_text=True)
    assert r.mimetype == "application/problem+json"
    body = r.get_json()
    assert body["code"] == code, body
    assert body["request_id"] == r.headers["X-Request-ID"]
    return body


# --- malformed JSON (400) --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        b'{"hand": ',
        b"",
        b"   ",
        b"\xff\xfe{}",
        b'{"hand": NaN}',
        b'{"a": Infinity}',
        b"[" * 100_000,
        b'{"hand": {}} trailing',
    ],
    ids=["truncated", "empty", "blank", "not-utf8", "nan", "infinity", "deep-nesting", "trailing"],
)
def test_malformed_json(client, raw):
    r = client.post("/v1/score", data=raw, content_type="application/json")
    problem(r, 400, "malformed_json")


def test_top_level_not_an_object(client):
    body = problem(client.post("/v1/score", json=[1, 2]), 422, "invalid_request")
    assert body["errors"][0]["pointer"] == ""


# --- schema violations (422 invalid_request), strict types, unknown fields --------------------------


@pytest.mark.parametrize(
    ("path", "value", "pointer"),
    [
        ("context.last_tile", "yes", "/context/last_tile"),
        ("context.heavenly", 1, "/context/heavenly"),
        ("context.robbing_kong", "true", "/context/robbing_kong"),
        ("context.kong_replacement", "1", "/context/kong_replacement"),
        ("context.kong_replacement", True, "/context/kong_replacement"),
        ("context.kong_replacement", 1.5, "/context/kong_replacement"),
        ("context.kong_replacement", 5, "/context/kong_replacement"),
        ("context.winning_tile_seen", 4, "/context/winning_tile_seen"),
        ("context.win_by", "tsumo", "/context/win_by"),
        ("context.seat_wind", "e", "/context/seat_wind"),
        ("context.discarder", 2, "/context/discarder"),
        ("table.min_fan", "5", "/table/min_fan"),
        ("table.limit_fan", 13.5, "/table/limit_fan"),
        ("table.base", "5", "/table/base"),
        ("table.base", 0, "/table/base"),
        ("table.base", True, "/table/base"),
        ("table.scale", "mild", "/table/scale"),
        ("table.payment", "none", "/table/payment"),
        ("table.stake", "十元", "/table/stake"),
        ("table.multipliers", [1, 0, 2], "/table/multipliers/1"),
        ("table.house_rules", [], "/table/house_rules"),
        ("ruleset", 5, "/ruleset"),
        ("ruleset", "HK Classic!", "/ruleset"),
        ("hand.melds", {"type": "pung"}, "/hand/melds"),
        ("hand.melds", [{"type": "pong", "tiles": "111m"}], "/hand/melds/0/type"),
        ("hand.melds", [{"type": "pung", "tiles": "111m", "concealed": "no"}], "/hand/melds/0/concealed"),
        ("hand.concealed", 123, "/hand/concealed"),
        ("hand.concealed", None, "/hand/concealed"),
        ("hand.winning_tile", ["9s"], "/hand/winning_tile"),
        ("liability", {"seat": "north"}, "/liability/reason"),
        ("liability", {"seat": "north", "reason": "bad_luck"}, "/liability/reason"),
        ("context", None, "/context"),
    ],
    ids=lambda v: str(v)[:30],
)
def test_schema_violation(client, path, value, pointer):
    body = problem(client.post("/v1/score", json=with_(path, value)), 422, "invalid_request")
    assert pointer in [e["pointer"] for e in body["errors"]], body["errors"]


@pytest.mark.parametrize(
    ("path", "pointer"),
    [
        ("colour", "/colour"),
        ("hand.colour", "/hand/colour"),
        ("context.dealer", "/context/dealer"),
        ("table.currency", "/table/currency"),
        ("liability.note", "/liability/note"),
    ],
)
def test_unknown_fields_refused(client, path, pointer):
    base = with_("liability", {"seat": "north", "reason": "other"}) if path.startswith("liability") else None
    body = problem(client.post("/v1/score", json=with_(path, "x", base)), 422, "invalid_request")
    assert [e["pointer"] for e in body["errors"]] == [pointer]
    assert "Unknown field" in body["errors"][0]["detail"]


@pytest.mark.parametrize("missing", ["hand", "context", "hand.concealed", "hand.winning_tile", "context.win_by"])
def test_required_fields(client, missing):
    body = json.loads(json.dumps(OK))
    parent, _, leaf = missing.rpartition(".")
    (body[parent] if parent else body).pop(leaf)
    out = problem(client.post("/v1/score", json=body), 422, "invalid_request")
    assert out["errors"][0]["pointer"] == "/" + missing.replace(".", "/")


# --- tiles (422 invalid_tile): the token and the field are named -----------------------------------


@pytest.mark.parametrize(
    ("path", "value", "pointer", "token"),
    [
        ("hand.concealed", "123m456p789s123s9x", "/hand/concealed", "9x"),
        ("hand.concealed", "123m456p789s123s0s", "/hand/concealed", "0s"),
        ("hand.concealed", "123m456p789s123s9", "/hand/concealed", "9"),
        ("hand.concealed", ["1m", "2m", "zz"], "/hand/concealed/2", "zz"),
        ("hand.concealed", ["1m", "23m"], "/hand/concealed/1", "23m"),
        ("hand.winning_tile", "10s", "/hand/winning_tile", "0s"),
        ("hand.winning_tile", "9s9s", "/hand/winning_tile", "9s9s"),
        ("hand.melds", [{"type": "pung", "tiles": "111q"}], "/hand/melds/0/tiles", "111q"),
        ("hand.melds", [{"type": "pung", "tiles": ["1m", "1m", "X"]}], "/hand/melds/0/tiles/2", "X"),
        ("hand.flowers", "5f", "/hand/flowers", "5f"),
        ("hand.flowers", ["1f", "flower"], "/hand/flowers/1", "flower"),
    ],
    ids=lambda v: str(v)[:24],
)
def test_invalid_tile(client, path, value, pointer, token):
    body = problem(client.post("/v1/score", json=with_(path, value)), 422, "invalid_tile")
    err = next(e for e in body["errors"] if e["pointer"] == pointer)
    assert err["code"] == "invalid_tile"
    assert token in err["detail"]
    field = pointer.strip("/").split("/")
    assert field[1] in err["detail"]  # the field is named (hand.concealed, hand.melds[0].tiles ...)


# --- hand and context problems from rules.hand.validate ---------------------------------------------


@pytest.mark.parametrize(
    ("body", "code", "pointer"),
    [
        (with_("hand.concealed", "11111m234p567s99s"), "too_many_copies", "/hand"),
        (
            with_("hand", {"concealed": "1234m", "melds": [{"type": "kong", "tiles": "1111m"}], "winning_tile": "1m"}),
            "too_many_copies",
            "/hand",
        ),
        (with_("hand.flowers", "1f1f"), "too_many_copies", "/hand/flowers"),
        (with_("hand.concealed", "123m456p789s99s"), "wrong_tile_count", "/hand/concealed"),
        (with_("hand.concealed", "123m456p789s1234s9s"), "wrong_tile_count", "/hand/concealed"),
        (
            with_(
                "hand", {"concealed": "123m456p99s", "melds": [{"type": "chow", "tiles": "135s"}], "winning_tile": "9s"}
            ),
            "invalid_meld",
            "/hand/melds/0",
        ),
        (
            with_(
                "hand",
                {
                    "concealed": "123m456p99s",
                    "melds": [{"type": "pung", "tiles": "111s", "concealed": True}],
                    "winning_tile": "9s",
                },
            ),
            "invalid_meld",
            "/hand/melds/0",
        ),
        (with_("hand.concealed", "123m456p789s12s1f"), "bonus_tile_in_hand", "/hand/concealed/11"),
        (with_("hand.flowers", "1m"), "not_a_bonus_tile", "/hand/flowers/0"),
        (with_("context", {"win_by": "discard"}), "contradictory_context", "/context/discarder"),
        (with_("context", {"win_by": "discard", "discarder": "east"}), "contradictory_context", "/context/discarder"),
        (
            with_("context", {"win_by": "self_draw", "seat_wind": "south", "heavenly": True}),
            "contradictory_context",
            "/context/heavenly",
        ),
        (
            with_("context", {"win_by": "self_draw", "kong_replacement": 1}),
            "contradictory_context",
            "/context/kong_replacement",
        ),
        (with_("hand.concealed", "1357m2468p1357s9s"), "not_a_winning_hand", "/hand"),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_hand_problems(client, body, code, pointer):
    out = problem(client.post("/v1/score", json=body), 422, code)
    assert (code, pointer) in [(e["code"], e["pointer"]) for e in out["errors"]], out["errors"]


def test_all_problems_at_once_first_code_on_top(client):
    body = with_("hand.concealed", ["1m", "1m", "1m", "1m", "1m", "9x"])
    body = with_("context.last_tile", "yes", body)
    body = with_("colour", "red", body)
    out = problem(client.post("/v1/score", json=body), 422, out_code := "invalid_tile")
    codes = [e["code"] for e in out["errors"]]
    assert out["code"] == codes[0] == out_code
    assert sorted(codes) == ["invalid_request", "invalid_request", "invalid_tile"]

    hand = {"concealed": "11111m234p567s9s", "winning_tile": "9s", "flowers": "1m"}
    out = problem(
        client.post(
            "/v1/score", json={"hand": hand, "context": {"win_by": "discard"}, "table": {"house_rules": {"nope": 1}}}
        ),
        422,
        "not_a_bonus_tile",
    )
    assert {e["code"] for e in out["errors"]} == {
        "not_a_bonus_tile",
        "too_many_copies",
        "wrong_tile_count",
        "contradictory_context",
        "unknown_house_rule",
    }


# --- rulesets and tables ------------------------------------------------------------------------------


def test_unknown_ruleset_404(client):
    out = problem(client.post("/v1/score", json=with_("ruleset", "riichi")), 404, "unknown_ruleset")
    assert out["errors"] == [{"pointer": "/ruleset", "detail": out["detail"], "code": "unknown_ruleset"}]
    problem(client.get("/v1/rulesets/riichi"), 404, "unknown_ruleset")


@pytest.mark.parametrize(
    ("table", "code", "pointer"),
    [
        ({"house_rules": {"dealer_bonus": True}}, "unknown_house_rule", "/table/house_rules/dealer_bonus"),
        ({"house_rules": {"limit_hands": "double"}}, "invalid_house_rule", "/table/house_rules/limit_hands"),
        ({"house_rules": {"seven_pairs": "yes"}}, "invalid_house_rule", "/table/house_rules/seven_pairs"),
        (
            {"house_rules": {"fully_concealed_with_flowers": 1}},
            "invalid_house_rule",
            "/table/house_rules/fully_concealed_with_flowers",
        ),
        ({"min_fan": 10, "limit_fan": 5}, "invalid_table", "/table/min_fan"),
        ({"stake": "五一", "base": 2}, "invalid_table", "/table/base"),
        ({"multipliers": [1, 2, 4]}, "invalid_table", "/table/multipliers"),
        ({"multipliers": [4, 2, 1] + [1] * 11}, "invalid_table", "/table/multipliers"),
        # longer than the fans the table can pay (0 to the limit): refused, not kept
        ({"multipliers": list(range(1, 16))}, "invalid_table", "/table/multipliers"),
        ({"limit_fan": 3, "min_fan": 0, "multipliers": [1, 2, 4, 8, 16]}, "invalid_table", "/table/multipliers"),
    ],
)
def test_table_problems(client, table, code, pointer):
    out = problem(client.post("/v1/score", json=with_("table", table)), 422, code)
    assert (code, pointer) in [(e["code"], e["pointer"]) for e in out["errors"]]


def test_custom_multipliers_too_short_without_limit_is_a_score_without_payouts(client):
    """A winning hand is always answered 200 (docs/RULES.md §7): the table's own multipliers end
    before its fan, so payouts are null and payouts_unavailable says why and what fixes it."""
    flush = {"hand": {"concealed": "1123455678999s", "winning_tile": "5s"}, "context": {"win_by": "self_draw"}}
    r = client.post("/v1/score", json=with_("table", {"limit_fan": None, "multipliers": [1, 2, 4]}, flush))
    assert r.status_code == 200
    out = r.get_json()
    assert out["fan"]["total"] == 10 and out["payouts"] is None
    assert out["payouts_unavailable"] == {
        "code": "fan_beyond_multipliers",
        "detail": "fan 10 is beyond the table's multipliers (fan 0..2)",
        "fixes": ["/table/multipliers", "/table/limit_fan"],
    }


def test_liability_not_applicable(client):
    out = problem(
        client.post("/v1/score", json=with_("liability", {"seat": "north", "reason": "big_four_winds"})),
        422,
        "liability_not_applicable",
    )
    assert out["errors"][0]["pointer"].startswith("/liability")
    out = problem(
        client.post("/v1/score", json=with_("liability", {"seat": "east", "reason": "other"})),
        422,
        "liability_not_applicable",
    )


# --- HTTP-level problems --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        ("GET", "/v1/score", {"POST", "OPTIONS"}),
        ("PUT", "/v1/score/batch", {"POST", "OPTIONS"}),
        ("DELETE", "/v1/rulesets", {"GET", "HEAD", "OPTIONS"}),
        ("POST", "/v1/rulesets/hk-classic", {"GET", "HEAD", "OPTIONS"}),
        ("POST", "/healthz", {"GET", "HEAD", "OPTIONS"}),
    ],
)
def test_405_keeps_allow(client, method, path, allow):
    r = client.open(path, method=method)
    problem(r, 405, "method_not_allowed")
    assert {m.strip() for m in r.headers["Allow"].split(",")} == allow


@pytest.mark.parametrize("path", ["/", "/v1", "/v1/scores", "/v2/score", "/docs/secret.txt", "/v1/rulesets/a/b"])
def test_404(client, path):
    problem(client.get(path), 404, "not_found")


@pytest.mark.parametrize(
    ("headers", "data"),
    [
        ({"Content-Type": "text/plain"}, json.dumps(OK)),
        ({"Content-Type": "application/x-www-form-urlencoded"}, "hand=1"),
        ({}, json.dumps(OK)),
        ({"Content-Type": "application/jsonx"}, json.dumps(OK)),
    ],
)
def test_415(client, headers, data):
    problem(client.post("/v1/score", data=data, headers=headers), 415, "unsupported_media_type")


def test_json_suffix_and_charset_accepted(client):
    for ct in ("application/json; charset=utf-8", "application/merge-patch+json"):
        assert client.post("/v1/score", data=json.dumps(OK), headers={"Content-Type": ct}).status_code == 200


@pytest.mark.parametrize("accept", ["text/html", "application/xml", "text/*"])
def test_406(client, accept):
    problem(client.post("/v1/score", json=OK, headers={"Accept": accept}), 406, "not_acceptable")
    problem(client.get("/v1/rulesets", headers={"Accept": accept}), 406, "not_acceptable")


@pytest.mark.parametrize(
    "accept",
    ["*/*", "application/*", "application/json", "application/problem+json", "text/html, application/json;q=0.5"],
)
def test_accept_json_ok(client, accept):
    assert client.post("/v1/score", json=OK, headers={"Accept": accept}).status_code == 200


def test_413_content_length(client):
    body = json.dumps(OK).encode() + b" " * (256 * 1024)
    problem(client.post("/v1/score", data=body, content_type="application/json"), 413, "payload_too_large")
    problem(client.post("/v1/score/batch", data=body, content_type="application/json"), 413, "payload_too_large")


def test_just_under_the_limit_is_read(client):
    raw = json.dumps(OK).encode()
    body = raw + b" " * (256 * 1024 - len(raw))
    assert client.post("/v1/score", data=body, content_type="application/json").status_code == 200


@pytest.mark.parametrize("size", [256 * 1024 + 1, 2 * 1024 * 1024])
def test_413_chunked(client, size):
    """A chunked body has no Content-Length: the server (gunicorn sets wsgi.input_terminated) stops at the limit."""
    r = client.post(
        "/v1/score",
        input_stream=io.BytesIO(b" " * size),
        headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input_terminated": True},
    )
    problem(r, 413, "payload_too_large")


def test_chunked_small_body_is_read(client):
    r = client.post(
        "/v1/score",
        input_stream=io.BytesIO(json.dumps(OK).encode()),
        headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input_terminated": True},
    )
    assert r.status_code == 200


@pytest.mark.parametrize("n", [101, 1000])
def test_batch_over_max(client, n):
    out = problem(client.post("/v1/score/batch", json={"requests": [OK] * n}), 413, "batch_too_large")
    assert out["errors"][0]["pointer"] == "/requests"


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({}, "/requests"),
        ({"requests": {}}, "/requests"),
        ({"requests": [], "x": 1}, "/x"),
        ([], ""),
    ],
)
def test_batch_envelope(client, body, pointer):
    out = problem(client.post("/v1/score/batch", json=body), 422, "invalid_request")
    assert out["errors"][0]["pointer"] == pointer


def test_batch_malformed_json(client):
    problem(client.post("/v1/score/batch", data=b"{", content_type="application/json"), 400, "malformed_json")


# --- 500: no stack trace, the request id in the body and the log ------------------------------------------


def test_500_is_a_problem_without_trace(caplog):
    app = create_app({"TESTING": False, "PROPAGATE_EXCEPTIONS": False})
    boom = Blueprint("boom", __name__)

    @boom.get("/v1/boom")
    def _boom():
        raise RuntimeError("secret internals")

    app.register_blueprint(boom)
    with caplog.at_level(logging.ERROR, logger="service"):
        r = app.test_client().get("/v1/boom", headers={"X-Request-ID": "trace-me-500"})
    assert r.status_code == 500 and r.mimetype == "application/problem+json"
    body = r.get_json()
    PROBLEM_VALIDATOR.validate(body)
    assert body["code"] == "internal_error" and body["request_id"] == "trace-me-500"
    assert "secret" not in r.get_data(as_text=True) and "Traceback" not in r.get_data(as_text=True)
    rec = [x for x in caplog.records if getattr(x, "request_id", None) == "trace-me-500"]
    assert rec and rec[0].exc_info is not None


def test_chunked_body_exactly_at_the_limit_is_read(client):
    raw = json.dumps(OK).encode()
    body = raw + b" " * (256 * 1024 - len(raw))
    r = client.post(
        "/v1/score",
        input_stream=io.BytesIO(body),
        headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input_terminated": True},
    )
    assert r.status_code == 200


def test_pointer_tokens_are_escaped(client):
    out = problem(client.post("/v1/score", json=with_("hand.a/b~c", 1)), 422, "invalid_request")
    assert out["errors"][0]["pointer"] == "/hand/a~1b~0c"


def test_problem_type_and_title(client):
    out = problem(client.post("/v1/score", json=with_("hand.concealed", "11111m234p567s99s")), 422, "too_many_copies")
    assert out["type"].endswith("/too_many_copies") and out["title"] == "Too many copies of a tile"
    assert out["instance"] == "/v1/score" and out["status"] == 422


# --- found by a hostile-input review -----------------------------------------------------------------

HAND_OK = {"hand": {"concealed": "123m456p789s23s55z", "winning_tile": "1s"}, "context": {"win_by": "self_draw"}}


@pytest.mark.parametrize(
    ("raw", "headers", "status", "code"),
    [
        (b'{"\\udfff":1}', {}, 400, "malformed_json"),
        (
            b'{"hand":{"concealed":"\\ud800","winning_tile":"1m"},"context":{"win_by":"self_draw"}}',
            {},
            400,
            "malformed_json",
        ),
        (b'{"ruleset":"canton-new","ruleset":"hk-classic"}', {}, 400, "malformed_json"),
        (json.dumps(HAND_OK).encode(), {"Content-Encoding": "gzip"}, 415, "unsupported_media_type"),
        (
            json.dumps(HAND_OK).encode(),
            {"Content-Type": "application/json; charset=latin-1"},
            415,
            "unsupported_media_type",
        ),
        (json.dumps({**HAND_OK, "ruleset": "hk-classic\n"}).encode(), {}, 422, "invalid_request"),
        (
            json.dumps({**HAND_OK, "table": {"house_rules": {"big_flowers_fan": "8"}}}).encode(),
            {},
            422,
            "invalid_house_rule",
        ),
        (json.dumps({**HAND_OK, "table": {"base": 0.3333333333333333}}).encode(), {}, 422, "invalid_table"),
    ],
)
def test_hostile_bodies_get_their_problem(client, raw: bytes, headers: dict, status: int, code: str) -> None:
    r = client.post("/v1/score", data=raw, headers={"Content-Type": "application/json", **headers})
    assert r.status_code == status and r.mimetype == "application/problem+json"
    assert r.get_json()["code"] == code


def test_amounts_beyond_exact_json_numbers_are_refused_by_settle(client) -> None:
    r = client.post(
        "/v1/settle",
        json={
            "win": {"winner": "east", "fan": 1000, "win_by": "self_draw"},
            "table": {"limit_fan": None, "scale": "spicy", "base": 1000000000},
        },
    )
    assert r.status_code == 422 and r.get_json()["code"] == "amount_too_large"
    assert [e["pointer"] for e in r.get_json()["errors"]] == ["/table"]


def test_amounts_beyond_exact_json_numbers_still_score(client) -> None:
    body = {
        "hand": {"concealed": "1123455678999s", "winning_tile": "5s"},
        "context": {"win_by": "self_draw"},
        "table": {"limit_fan": None, "scale": "spicy", "base": 1000000000, "house_rules": {"limit_hands": "add"}},
    }
    ok = client.post("/v1/score", json=body).get_json()
    assert ok["payouts"] is not None  # 10 fan: 2^10 × 10^9 is exact
    body["table"]["multipliers"] = [10**12] * 11
    out = client.post("/v1/score", json=body).get_json()
    assert out["payouts"] is None and out["payouts_unavailable"]["code"] == "amount_too_large"
    assert out["patterns"] == ok["patterns"] and out["fan"] == ok["fan"]


def test_cors_preflight_names_only_the_methods_served(client) -> None:
    r = client.open(
        "/v1/score",
        method="OPTIONS",
        headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"},
    )
    allowed = {m.strip() for m in r.headers["Access-Control-Allow-Methods"].split(",")}
    assert allowed <= {"GET", "HEAD", "POST", "OPTIONS"} and "POST" in allowed
