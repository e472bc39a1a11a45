"""Errors that help: each problem says what was meant, and one refused field hides no other.

Ruleset ids are answered with the known ids and the nearest one; a lower-case honour letter
with its upper-case spelling; a seven-pairs hand at a table that does not play it with the house
rule that would; meld indexes read as in the JSON pointers (from 0); a tile that cannot be read
beside an invalid meld gets both problems.
"""

from __future__ import annotations

import re

import pytest

HAND = {"concealed": "123m456p789s123s9s", "winning_tile": "9s"}
CTX = {"win_by": "self_draw"}
KNOWN = "known: canton-new, hk-classic"


def _items(body: dict) -> list[tuple[str, str, str]]:
    return [(e["pointer"], e["code"], e["detail"]) for e in body["errors"]]


# --- ruleset ids ------------------------------------------------------------------------------------

RULESET_CASES = [
    # (sent, status, code, suggestion or None)
    ("HK-Classic", 422, "invalid_request", "hk-classic"),
    ("hk_classic", 422, "invalid_request", "hk-classic"),
    ("hk classic", 422, "invalid_request", "hk-classic"),
    ("Canton-New", 422, "invalid_request", "canton-new"),
    ("hk-clasic", 404, "unknown_ruleset", "hk-classic"),
    ("hkclassic", 404, "unknown_ruleset", "hk-classic"),
    ("canton", 404, "unknown_ruleset", "canton-new"),
    ("riichi", 404, "unknown_ruleset", None),
]


def _check_ruleset_detail(detail: str, sent: str, hint: str | None) -> None:
    assert f"'{sent}'" in detail and KNOWN in detail, detail
    if hint:
        assert detail.endswith(f"did you mean '{hint}'?"), detail
    else:
        assert "did you mean" not in detail, detail


@pytest.mark.parametrize(("sent", "status", "code", "hint"), RULESET_CASES)
def test_score_ruleset_id_lists_known_and_nearest(client, sent, status, code, hint) -> None:
    r = client.post("/v1/score", json={"ruleset": sent, "hand": HAND, "context": CTX})
    assert r.status_code == status
    body = r.get_json()
    assert body["code"] == code
    [(pointer, item_code, detail)] = _items(body)
    assert (pointer, item_code) == ("/ruleset", code)
    _check_ruleset_detail(detail, sent, hint)


@pytest.mark.parametrize(("sent", "status", "code", "hint"), RULESET_CASES)
def test_every_endpoint_names_the_nearest_ruleset(client, sent, status, code, hint) -> None:
    waits = client.post("/v1/waits", json={"ruleset": sent, "hand": {"concealed": "123m456p789s123s9s"}, "context": {}})
    settle = client.post(
        "/v1/settle", json={"ruleset": sent, "win": {"winner": "east", "fan": 3, "win_by": "self_draw"}}
    )
    for r in (waits, settle):
        assert r.status_code == status, r.get_json()
        _check_ruleset_detail(r.get_json()["errors"][0]["detail"], sent, hint)
    compare = client.post("/v1/score/compare", json={"rulesets": [sent], "hand": HAND, "context": CTX})
    if status == 422:
        assert compare.status_code == 422
        [(pointer, _, detail)] = _items(compare.get_json())
        assert pointer == "/rulesets/0"
    else:  # well formed: the comparison answers, the entry holds the problem
        assert compare.status_code == 200
        problem = compare.get_json()["results"][0]["problem"]
        assert problem["code"] == "unknown_ruleset"
        detail = problem["detail"]
    _check_ruleset_detail(detail, sent, hint)
    tables = client.post("/v1/score/compare", json={"hand": HAND, "context": CTX, "tables": {sent: {}}})
    if status == 422:
        [(pointer, _, detail)] = _items(tables.get_json())
        assert pointer == "/tables/" + sent
        _check_ruleset_detail(detail, sent, hint)
    path = client.get(f"/v1/rulesets/{sent}")
    assert path.status_code == 404
    detail = path.get_json()["detail"]
    if status == 404:
        _check_ruleset_detail(detail, sent, hint)


def test_a_very_long_ruleset_id_is_shown_cut() -> None:
    from rules.ruleset import unknown_ruleset_message

    text = unknown_ruleset_message("x" * 5000, ["hk-classic"], malformed=True)
    assert len(text) < 200 and "…" in text and "known: hk-classic" in text


# --- honour letters ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("concealed", "pointer", "wanted"),
    [
        ("123m456p789s11z e", "/hand/concealed", "did you mean 'E' (東)?"),
        ("123m456p789s11zwh", "/hand/concealed", "did you mean 'Wh' (白)?"),
        ("123m456p789s11z r", "/hand/concealed", "did you mean 'R' (中)?"),
        ("123m456p789s1e", "/hand/concealed", "('E' is 東)"),
        (
            ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "n", "N"],
            "/hand/concealed/11",
            "did you mean 'N' (北)?",
        ),
    ],
)
def test_lower_case_honour_letter_suggests_upper_case(client, concealed, pointer, wanted) -> None:
    r = client.post("/v1/score", json={"hand": {"concealed": concealed, "winning_tile": "9s"}, "context": CTX})
    assert r.status_code == 422
    [(got_pointer, code, detail)] = _items(r.get_json())
    assert (got_pointer, code) == (pointer, "invalid_tile")
    assert wanted in detail, detail


def test_lower_case_winning_tile_suggests_upper_case(client) -> None:
    r = client.post("/v1/score", json={"hand": {"concealed": "123m456p789s11zNN", "winning_tile": "n"}, "context": CTX})
    [(pointer, code, detail)] = _items(r.get_json())
    assert (pointer, code) == ("/hand/winning_tile", "invalid_tile")
    assert "did you mean 'N' (北)?" in detail


# --- seven pairs --------------------------------------------------------------------------------------

SEVEN_PAIRS = {"concealed": "1122m3344p5566s7z", "winning_tile": "7z"}


def test_seven_pairs_not_played_names_the_house_rule(client) -> None:
    r = client.post("/v1/score", json={"hand": SEVEN_PAIRS, "context": CTX})
    assert r.status_code == 422
    [(pointer, code, detail)] = _items(r.get_json())
    assert (pointer, code) == ("/hand", "not_a_winning_hand")
    assert "七對子 (seven_pairs)" in detail
    assert "house rule 'seven_pairs' (table.house_rules.seven_pairs: a fan, e.g. 4)" in detail


def test_seven_pairs_with_the_house_rule_wins(client) -> None:
    r = client.post(
        "/v1/score", json={"hand": SEVEN_PAIRS, "context": CTX, "table": {"house_rules": {"seven_pairs": 4}}}
    )
    assert r.status_code == 200
    body = r.get_json()
    assert [p["id"] for p in body["patterns"]] == ["seven_pairs", "no_flowers", "self_drawn"]
    assert body["fan"]["total"] == 6


def test_a_hand_of_no_shape_names_no_house_rule(client) -> None:
    r = client.post(
        "/v1/score", json={"hand": {"concealed": "1357m2468p1357s9s", "winning_tile": "9p"}, "context": CTX}
    )
    [(_, code, detail)] = _items(r.get_json())
    assert code == "not_a_winning_hand" and "house rule" not in detail


# --- meld indexes ---------------------------------------------------------------------------------------


def test_meld_indexes_read_as_the_pointers(client) -> None:
    hand = {
        "concealed": "11m",
        "winning_tile": "1m",
        "melds": [
            {"type": "chow", "tiles": "123s", "concealed": True},
            {"type": "pung", "tiles": "1f2f3f"},
            {"type": "kong", "tiles": "2222p", "concealed": True, "added": True},
            {"type": "chow", "tiles": "135p"},
        ],
    }
    r = client.post("/v1/score", json={"hand": hand, "context": CTX})
    assert r.status_code == 422
    seen = set()
    for pointer, _, detail in _items(r.get_json()):
        m = re.match(r"^/hand/melds/(\d+)", pointer)
        if not m:
            continue
        seen.add(int(m.group(1)))
        assert detail.startswith(f"hand.melds[{m.group(1)}]"), (pointer, detail)
        assert not re.search(r"\bmeld \d", detail), detail
    assert seen == {0, 1, 2, 3}


# --- one bad tile hides nothing -------------------------------------------------------------------------


def test_a_bad_tile_does_not_hide_an_invalid_chow(client) -> None:
    hand = {
        "concealed": "778z123m",
        "winning_tile": "2z",
        "melds": [{"type": "pung", "tiles": "111p"}, {"type": "chow", "tiles": "135s"}],
    }
    for path, body in (
        ("/v1/score", {"hand": hand, "context": CTX}),
        ("/v1/score/compare", {"hand": hand, "context": CTX}),
    ):
        r = client.post(path, json=body)
        assert r.status_code == 422
        assert _items(r.get_json()) == [
            ("/hand/concealed", "invalid_tile", "hand.concealed: '8z' is not a tile (in '778z')"),
            (
                "/hand/melds/1",
                "invalid_meld",
                "hand.melds[1]: '135s' is not a chow (three consecutive tiles of one suit)",
            ),
        ]


def test_every_readable_part_is_checked(client) -> None:
    """A bad meld tile, a bad context field and a bad ruleset id: the other melds, the flowers and
    the copies of the tiles that were read are still checked, each once."""
    hand = {
        "concealed": "1111m9x",
        "winning_tile": "1m",
        "flowers": "1m",
        "melds": [
            {"type": "chow", "tiles": "1x23p"},
            {"type": "pung", "tiles": "1f1f1f"},
            {"type": "chow", "tiles": "246s", "concealed": True},
        ],
    }
    r = client.post(
        "/v1/score", json={"ruleset": "HK", "hand": hand, "context": {"win_by": "self_draw", "seat_wind": "up"}}
    )
    assert r.status_code == 422
    got = [(p, c) for p, c, _ in _items(r.get_json())]
    assert got[:4] == [
        ("/ruleset", "invalid_request"),
        ("/hand/concealed", "invalid_tile"),
        ("/hand/melds/0/tiles", "invalid_tile"),
        ("/context/seat_wind", "invalid_request"),
    ]
    assert sorted(got[4:]) == sorted(
        [("/hand/melds/1/tiles", "bonus_tile_in_hand")] * 3
        + [("/hand/melds/2", "invalid_meld"), ("/hand/flowers/0", "not_a_bonus_tile")]
    )


def test_batch_items_report_every_problem(client) -> None:
    hand = {"concealed": "778z123m", "winning_tile": "2z", "melds": [{"type": "chow", "tiles": "135s"}]}
    r = client.post("/v1/score/batch", json={"requests": [{"hand": hand, "context": CTX}]})
    assert r.status_code == 200
    [result] = r.get_json()["results"]
    assert [e["code"] for e in result["errors"]] == ["invalid_tile", "invalid_meld"]


def test_waits_report_every_problem(client) -> None:
    hand = {"concealed": "778z12m", "melds": [{"type": "chow", "tiles": "135s"}]}
    r = client.post("/v1/waits", json={"hand": hand, "context": {}})
    assert r.status_code == 422
    assert [e["pointer"] for e in r.get_json()["errors"]] == ["/hand/concealed", "/hand/melds/0"]
