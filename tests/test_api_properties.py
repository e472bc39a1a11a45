"""Property tests across the HTTP API (hypothesis, bounded and derandomized):

- POST /v1/score/batch answers each item exactly as POST /v1/score answers that request alone
  (scores and problems alike), minus the per-request fields `request_id` and `instance`;
- the same request always gets the same body, whatever was asked in between;
- any bytes posted to any endpoint (random bytes, random or truncated JSON, huge numbers, deep
  nesting, wrong content types) get a 4xx problem+json, never a 5xx.

Every response passes through tests/conftest.py's contract validation (openapi.yaml).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rules.hand import Hand, WinContext
from rules.tiles import to_compact
from tests.strategies import any_requests, house_rules, mutated_requests, non_winning_hands, winning_hands

RULESETS = ("hk-classic", "canton-new")
PER_REQUEST = ("request_id", "instance")
CONTEXT_FIELDS = (
    "win_by",
    "seat_wind",
    "round_wind",
    "discarder",
    "robbing_kong",
    "kong_replacement",
    "last_tile",
    "heavenly",
    "earthly",
    "human",
    "heavenly_ready",
    "earthly_ready",
    "first_draw_after_ready",
    "winning_tile_seen",
)
POST_PATHS = ("/v1/score", "/v1/score/batch", "/v1/waits", "/v1/score/compare", "/v1/settle")
GET_PATHS = (
    "/v1/rulesets",
    "/v1/rulesets/hk-classic",
    "/v1/rulesets/nope",
    "/healthz",
    "/readyz",
    "/openapi.yaml",
    "/openapi.json",
    "/docs",
)
ALL_PATHS = POST_PATHS + GET_PATHS + ("/v1/nowhere", "/")

PROPS = settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)


def _tiles(tiles: tuple[int, ...]) -> str | list[str]:
    return to_compact(tiles)


def request_json(hand: Hand, ctx: WinContext, ruleset: str, rules: dict[str, Any] | None) -> dict[str, Any]:
    """The /v1/score request for a hand and context (any_requests' invalid values pass through)."""
    body_hand: dict[str, Any] = {
        "concealed": _tiles(hand.concealed),
        "melds": [
            {"type": m.kind, "tiles": _tiles(m.tiles), "concealed": m.concealed, "added": m.added} for m in hand.melds
        ],
        "flowers": _tiles(hand.flowers),
    }
    if hand.winning_tile is not None:
        body_hand["winning_tile"] = _tiles((hand.winning_tile,))
    body: dict[str, Any] = {
        "ruleset": ruleset,
        "hand": body_hand,
        "context": {name: getattr(ctx, name) for name in CONTEXT_FIELDS},
    }
    if rules:
        body["table"] = {"house_rules": rules}
    return body


@st.composite
def score_requests(draw: st.DrawFn) -> Any:
    """Mostly well-formed score requests (winning, not winning, broken, arbitrary), with house rules
    now and then, plus a few items that are not requests at all."""
    kind = draw(st.sampled_from(("win", "win", "win", "not_win", "mutated", "any", "junk")))
    if kind == "junk":
        return draw(
            st.one_of(
                st.none(),
                st.integers(),
                st.text(max_size=5),
                st.just([]),
                st.just({}),
                st.just({"hand": {}, "context": {}}),
            )
        )
    ruleset = draw(st.sampled_from(RULESETS + ("no-such-ruleset",)))
    strategy = {
        "win": winning_hands(),
        "not_win": non_winning_hands(),
        "mutated": mutated_requests(),
        "any": any_requests(),
    }[kind]
    hand, ctx = draw(strategy)
    rules = draw(st.one_of(st.none(), house_rules(ruleset if ruleset in RULESETS else "hk-classic")))
    return request_json(hand, ctx, ruleset, rules)


def _strip(body: Any) -> Any:
    """The body without its per-request fields, at any depth (compare entries embed problems)."""
    if isinstance(body, dict):
        return {k: _strip(v) for k, v in body.items() if k not in PER_REQUEST}
    if isinstance(body, list):
        return [_strip(v) for v in body]
    return body


@PROPS
@given(requests=st.lists(score_requests(), min_size=1, max_size=5))
def test_batch_answers_equal_single_answers(app: Any, requests: list[Any]) -> None:
    client = app.test_client()
    batch = client.post("/v1/score/batch", json={"requests": requests})
    assert batch.status_code == 200, batch.get_json()
    results = batch.get_json()["results"]
    assert len(results) == len(requests)
    for i, (item, result) in enumerate(zip(requests, results, strict=True)):
        single = client.post("/v1/score", data=json.dumps(item), content_type="application/json")
        assert single.status_code < 500
        assert "instance" not in result
        assert result.pop("outcome") == ("score" if single.status_code == 200 else "problem"), i
        if single.status_code == 200:
            assert result == single.get_json(), i
        else:
            assert result["status"] == single.status_code, (i, result, single.get_json())
            assert result["request_id"] == batch.headers["X-Request-ID"]
            assert _strip(result) == _strip(single.get_json()), i


@PROPS
@given(
    first=score_requests(),
    between=st.lists(score_requests(), max_size=3),
    endpoint=st.sampled_from(("/v1/score", "/v1/waits", "/v1/score/compare")),
)
def test_same_request_same_body(app: Any, first: Any, between: list[Any], endpoint: str) -> None:
    client = app.test_client()
    if endpoint != "/v1/score" and isinstance(first, dict):
        first = {k: v for k, v in first.items() if k != "ruleset" or endpoint == "/v1/waits"}
        if endpoint == "/v1/waits" and isinstance(first.get("hand"), dict):
            first["hand"] = {k: v for k, v in first["hand"].items() if k != "winning_tile"}
            if isinstance(first.get("context"), dict):
                first["context"] = {k: v for k, v in first["context"].items() if k != "win_by"}
    raw = json.dumps(first)
    before = client.post(endpoint, data=raw, content_type="application/json")
    for other in between:
        client.post("/v1/score", json=other)
    again = client.post(endpoint, data=raw, content_type="application/json")
    assert before.status_code == again.status_code
    assert _strip(before.get_json()) == _strip(again.get_json())


def _json_values() -> st.SearchStrategy[Any]:
    scalars = st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20)
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
        max_leaves=12,
    )


@st.composite
def garbage_bodies(draw: st.DrawFn) -> bytes:
    kind = draw(
        st.sampled_from(
            ("bytes", "json", "truncated", "huge_number", "deep", "bad_utf8", "constants", "empty", "wrapped")
        )
    )
    event(kind)
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "json":
        return json.dumps(draw(_json_values())).encode()
    if kind == "truncated":
        text = json.dumps(draw(score_requests())).encode()
        return text[: draw(st.integers(0, max(len(text) - 1, 0)))]
    if kind == "huge_number":
        digits = draw(st.integers(300, 5000))
        number = draw(st.sampled_from(("1" * digits, "-" + "9" * digits, f"1e{digits}", f"0.{'0' * digits}1")))
        where = draw(
            st.sampled_from(
                (
                    '{"requests": [%s]}',
                    '{"hand": {"concealed": "123m"}, "context": {"win_by": "self_draw", "kong_replacement": %s}}',
                    "%s",
                    "[%s]",
                    '{"table": {"base": %s}, "hand": {"concealed": "1m"}, "context": {}}',
                )
            )
        )
        return (where % number).encode()
    if kind == "deep":
        depth = draw(st.integers(500, 100_000))
        opener, closer = draw(st.sampled_from((("[", "]"), ('{"a":', "}"), ('{"requests":[', "]}"))))
        closed = draw(st.booleans())
        return (opener * depth + "1" + (closer * depth if closed else "")).encode()
    if kind == "bad_utf8":
        return b'{"hand": {"concealed": "' + draw(st.binary(min_size=1, max_size=8)) + b'\xff\xfe"}}'
    if kind == "constants":
        return draw(st.sampled_from((b"NaN", b'{"table": {"base": Infinity}}', b"-Infinity", b'{"a": NaN}')))
    if kind == "empty":
        return draw(st.sampled_from((b"", b" ", b"\n\t", b"\xef\xbb\xbf")))
    # A batch envelope with an unknown field next to whatever `requests` holds: refused whole.
    return json.dumps({"requests": draw(_json_values()), "x": 1}).encode()


CONTENT_TYPES = (
    None,
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/problem+json",
    "application/json; charset=latin-1",
    "application/xml",
    "",
    "json",
    "*/*",
)


@PROPS
@given(
    path=st.sampled_from(POST_PATHS) | st.sampled_from(ALL_PATHS),
    body=garbage_bodies(),
    content_type=st.just("application/json") | st.sampled_from(CONTENT_TYPES),
)
def test_garbage_gets_a_4xx_problem(client: Any, path: str, body: bytes, content_type: str | None) -> None:
    headers = {} if content_type is None else {"Content-Type": content_type}
    response = client.post(path, data=body, headers=headers)
    if path == "/v1/score/batch" and response.status_code == 200:
        # a well-formed envelope of garbage items ({"requests": [1111...]}): each item its own problem
        assert all("code" in item for item in response.get_json()["results"]), body[:200]
        event("200 batch of problems")
        return
    assert 400 <= response.status_code < 500, (
        path,
        content_type,
        body[:200],
        response.status_code,
        response.get_data(as_text=True)[:500],
    )
    assert response.mimetype == "application/problem+json"
    event(f"{response.status_code} {response.get_json()['code']}")
