"""Answers to bad input stay small: at most 50 errors (then `errors_omitted`), shared by the items of
a batch and the entries of a comparison; request keys and values quoted back are cut to 64
characters and "…"; a detail is at most 512 characters; and no answer is more than 4× its
request's size, or 96 KiB for a request under 24 KiB (a batch of 100 refused items needs that).

Every answer here also passes the contract (the `client` fixture checks it against openapi.yaml).
"""

from __future__ import annotations

import json

import pytest

FLUSH = {"hand": {"concealed": "1123455678999s", "winning_tile": "5s"}, "context": {"win_by": "self_draw"}}
BAD_HAND = {"hand": {"concealed": "1111222233334m", "winning_tile": "1m"}, "context": {"win_by": "self_draw"}}
WIN = {"winner": "east", "fan": 3, "win_by": "self_draw"}
HOUSE_64 = {f"rule{i}": 1 for i in range(64)}
FLOOR = 96 * 1024
LONG = "k" * 250_000


def post(client, path: str, body: object, headers: dict[str, str] | None = None):
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    r = client.post(path, data=raw, headers={"Content-Type": "application/json", **(headers or {})})
    return r, len(raw) + sum(len(k) + len(v) for k, v in (headers or {}).items())


# (name, path, body, headers): bad input of every shape that used to be quoted back or multiplied
ADVERSARIAL = [
    ("unknown key of 250,000 characters", "/v1/score", {**FLUSH, LONG: 1}, None),
    ("the same inside the hand", "/v1/score", {**FLUSH, "hand": {**FLUSH["hand"], LONG: 1}}, None),
    ("10,000 unknown keys", "/v1/score", {**FLUSH, **{f"k{i}": 1 for i in range(10_000)}}, None),
    ("5,000 bad melds", "/v1/score", {**FLUSH, "hand": {**FLUSH["hand"], "melds": [{"type": "x" * 10}] * 5000}}, None),
    (
        "duplicate key of 200,000 characters",
        "/v1/score",
        b'{"' + b"d" * 100_000 + b'":1,"' + b"d" * 100_000 + b'":2}',
        None,
    ),
    ("1,001 bad multipliers", "/v1/settle", {"table": {"multipliers": [0] * 1001}, "win": WIN}, None),
    ("1,001 multipliers of the wrong type", "/v1/settle", {"table": {"multipliers": ["a"] * 1001}, "win": WIN}, None),
    ("64 unknown house rules", "/v1/score", {**FLUSH, "table": {"house_rules": HOUSE_64}}, None),
    (
        "a house rule name of 100,000 characters",
        "/v1/score",
        {**FLUSH, "table": {"house_rules": {"h" * 100_000: 1}}},
        None,
    ),
    ("136 bad discarded tiles", "/v1/waits", {"hand": {"concealed": "1112345678999m"}, "discarded": ["x"] * 136}, None),
    ("a ruleset id of 100,000 characters", "/v1/score", {**FLUSH, "ruleset": "a" * 100_000}, None),
    (
        "a table for a ruleset named by 200,000 characters",
        "/v1/score/compare",
        {**FLUSH, "tables": {"x" * 200_000: {}}},
        None,
    ),
    ("a win_by of 200,000 characters", "/v1/score", {**FLUSH, "context": {"win_by": "x" * 200_000}}, None),
    ("an Accept header of 8,000 characters", "/v1/score", FLUSH, {"Accept": "text/" + "x" * 8000}),
    ("a Content-Type of 8,000 characters", "/v1/score", FLUSH, {"Content-Type": "text/" + "x" * 8000}),
    (
        "batch: 100 hands of 24 bad tiles",
        "/v1/score/batch",
        {
            "requests": [{"hand": {"concealed": ["x"] * 24, "winning_tile": "x"}, "context": {"win_by": "self_draw"}}]
            * 100
        },
        None,
    ),
    (
        "batch: 100 bad tile strings",
        "/v1/score/batch",
        {
            "requests": [
                {"hand": {"concealed": "x" * 256, "winning_tile": "y" * 32}, "context": {"win_by": "self_draw"}}
            ]
            * 100
        },
        None,
    ),
    ("batch: 100 empty items", "/v1/score/batch", {"requests": [{}] * 100}, None),
    ("batch: 100 items that are not objects", "/v1/score/batch", {"requests": [[]] * 100}, None),
    (
        "batch: 100 items with an unknown house rule",
        "/v1/score/batch",
        {"requests": [{**FLUSH, "table": {"house_rules": {"zz": 1}}}] * 100},
        None,
    ),
    (
        "batch: 100 items with 64 unknown house rules",
        "/v1/score/batch",
        {"requests": [{**FLUSH, "table": {"house_rules": HOUSE_64}}] * 100},
        None,
    ),
    (
        "batch: 100 items, every field wrong",
        "/v1/score/batch",
        {
            "requests": [
                {
                    "hand": {"concealed": "x"},
                    "context": {"win_by": "y", "seat_wind": "z", "round_wind": "q", "discarder": "r"},
                    "table": {"min_fan": -1, "limit_fan": -1, "scale": "s", "payment": "p", "stake": "t"},
                }
            ]
            * 100
        },
        None,
    ),
    (
        "compare: an impossible hand at 16 tables",
        "/v1/score/compare",
        {**BAD_HAND, "tables": {"hk-classic": [{}] * 8, "canton-new": [{}] * 8}},
        None,
    ),
    (
        "compare: 16 tables of 64 unknown house rules",
        "/v1/score/compare",
        {**FLUSH, "tables": {rid: [{"house_rules": HOUSE_64}] * 8 for rid in ("hk-classic", "canton-new")}},
        None,
    ),
]


def problems_of(d: dict) -> list[dict]:
    """The problem bodies of an answer: itself, or a batch's / comparison's refused items."""
    if "results" in d:
        return [x.get("problem", x) for x in d["results"] if "code" in x.get("problem", x)]
    return [d]


@pytest.mark.parametrize(("name", "path", "body", "headers"), ADVERSARIAL, ids=[c[0] for c in ADVERSARIAL])
def test_bad_input_gets_a_small_answer(client, name, path, body, headers):
    r, size = post(client, path, body, headers)
    assert 400 <= r.status_code < 500 or r.status_code == 200, r.status_code
    assert len(r.data) <= max(4 * size, FLOOR), (len(r.data), size)
    probs = problems_of(r.get_json())
    assert probs
    listed = 0
    for p in probs:
        assert len(p["detail"]) <= 513
        for e in p.get("errors", ()):
            assert len(e["detail"]) <= 513
            assert all(len(token) <= 65 for token in e["pointer"].split("/")), e["pointer"][:200]
        listed += len(p.get("errors", ()))
    assert listed <= 50  # one answer's errors, shared by its items


def test_fifty_errors_then_a_count_of_the_rest(client):
    r, _ = post(client, "/v1/score", {**FLUSH, **{f"k{i}": 1 for i in range(120)}})
    d = r.get_json()
    assert r.status_code == 422 and d["code"] == "invalid_request"
    assert len(d["errors"]) == 50 and d["errors_omitted"] == 70
    assert {e["pointer"] for e in d["errors"]} < {f"/k{i}" for i in range(120)}
    assert d["detail"].endswith(": Unknown field. (and 119 more problems)")


def test_no_count_when_nothing_is_left_out(client):
    r, _ = post(client, "/v1/score", {**FLUSH, "k0": 1})
    d = r.get_json()
    assert len(d["errors"]) == 1 and "errors_omitted" not in d


def test_a_long_key_is_quoted_by_its_first_64_characters(client):
    key = "a" * 64 + "b" * 1000
    r, _ = post(client, "/v1/score", {**FLUSH, "hand": {**FLUSH["hand"], key: 1}})
    d = r.get_json()
    (e,) = d["errors"]
    assert e["pointer"] == "/hand/" + "a" * 64 + "…"
    assert e["detail"] == "hand." + "a" * 64 + "…: Unknown field."
    assert "b" not in d["detail"]


def test_a_long_header_is_quoted_by_its_first_64_characters(client):
    r, _ = post(client, "/v1/score", FLUSH, {"Accept": "text/" + "x" * 8000})
    assert r.status_code == 406
    assert r.get_json()["detail"].endswith("Accept was 'text/" + "x" * 59 + "…'")


def test_a_batch_shares_fifty_errors_among_its_items(client):
    item = {"hand": {"concealed": ["x"] * 24, "winning_tile": "x"}, "context": {"win_by": "self_draw"}}
    r, _ = post(client, "/v1/score/batch", {"requests": [item] * 5})
    results = r.get_json()["results"]
    listed = [len(x["errors"]) for x in results]
    assert listed == [25, 25, 0, 0, 0]  # 24 tiles and the winning tile each; 50 in all
    assert [x.get("errors_omitted", 0) for x in results] == [0, 0, 25, 25, 25]
    assert all(x["code"] == "invalid_tile" for x in results)  # every item still says what is wrong


def test_a_comparison_shares_fifty_errors_among_its_entries(client):
    tables = {"hk-classic": [{"house_rules": HOUSE_64}] * 3}
    r, _ = post(client, "/v1/score/compare", {**FLUSH, "rulesets": ["hk-classic"], "tables": tables})
    entries = r.get_json()["results"]
    assert [len(e["problem"]["errors"]) for e in entries] == [50, 0, 0]
    assert [e["problem"]["errors_omitted"] for e in entries] == [14, 64, 64]
