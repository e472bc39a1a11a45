"""The one-line summary of a score, in the language Accept-Language asks for (zh-Hant by default,
zh-Hans, en), in /v1/score, /v1/score/batch and /v1/score/compare; Content-Language and Vary."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.i18n import negotiate

# --- negotiation --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, "zh-Hant"),
        ("", "zh-Hant"),
        ("zh-Hant", "zh-Hant"),
        ("zh-Hans", "zh-Hans"),
        ("en", "en"),
        ("EN-us", "en"),
        ("zh", "zh-Hant"),
        ("zh-TW", "zh-Hant"),
        ("zh-HK", "zh-Hant"),
        ("zh-Hant-HK", "zh-Hant"),
        ("yue", "zh-Hant"),
        ("zh-CN", "zh-Hans"),
        ("zh-SG", "zh-Hans"),
        ("zh-Hans-CN", "zh-Hans"),
        ("fr", "zh-Hant"),
        ("fr-CA, de;q=0.9", "zh-Hant"),
        ("*", "zh-Hant"),
        ("fr, *;q=0.1", "zh-Hant"),
        ("en-US,en;q=0.9,zh-CN;q=0.8", "en"),
        ("zh-CN,zh;q=0.9,en;q=0.8", "zh-Hans"),
        ("en;q=0.5, zh-CN;q=0.8", "zh-Hans"),
        ("en;q=0.8, zh-TW;q=0.8", "en"),  # equal quality: the first listed
        ("zh;q=0.5, zh-Hans;q=0.9", "zh-Hans"),
        ("zh, zh-Hant;q=0", "zh-Hans"),  # the more specific range excludes zh-Hant
        ("*;q=0.5, zh-Hant;q=0", "zh-Hans"),
        ("zh-Hant;q=0, zh-Hans;q=0, *;q=0.2", "en"),
        ("en;q=0", "zh-Hant"),  # nothing acceptable: the default
        ("en;q=1.5, zh-CN", "zh-Hans"),  # a malformed quality drops that range
        ("en;q=abc", "zh-Hant"),
        ("e n, zh-CN", "zh-Hans"),  # a malformed range is skipped
        ("en;q=0.001", "en"),
        ("zh-CN;q=0.8; level=1, en;q=0.7", "zh-Hans"),
    ],
)
def test_negotiation(header: str | None, language: str) -> None:
    assert negotiate(header) == language


# --- summaries --------------------------------------------------------------------------------------

PUNGS = {
    "hand": {"concealed": "222m555p999s3z", "melds": [{"type": "pung", "tiles": "777z"}], "winning_tile": "3z"},
    "context": {"win_by": "discard", "discarder": "south", "seat_wind": "west"},
}
SELF_DRAWN = {**PUNGS, "context": {"win_by": "self_draw", "seat_wind": "west"}}
CHOWS = {
    "hand": {"concealed": "123m456p789s123s9s", "winning_tile": "9s"},
    "context": {"win_by": "discard", "discarder": "north"},
}
ONE_FAN = {
    "hand": {"concealed": "123m456p789s123s9s", "winning_tile": "9s", "melds": []},
    "context": {"win_by": "discard", "discarder": "north"},
    "table": {"min_fan": 5},
}
TERMINALS = {"hand": {"concealed": "111m999m111p999p9s", "winning_tile": "9s"}, "context": {"win_by": "self_draw"}}
HONOURS = {
    "hand": {"concealed": "111z222z333z555z4z", "winning_tile": "4z"},
    "context": {"win_by": "self_draw", "seat_wind": "south"},
    "liability": {"seat": "north", "reason": "other"},
}
CANTON = {**SELF_DRAWN, "ruleset": "canton-new"}

SUMMARIES = [
    # (case, request, zh-Hant, zh-Hans, en)
    (
        "discard, full payment",
        PUNGS,
        "對對胡 3 + 無花 1 + 番牌 1 = 5 番，出銃者付 48",
        "对对胡 3 + 无花 1 + 番牌 1 = 5 番，出铳者付 48",
        "All Pungs 3 + No Bonus Tiles 1 + Dragon Pung 1 = 5 fan; the discarder pays 48",
    ),
    (
        "discard, half payment",
        {**PUNGS, "table": {"payment": "half"}},
        "對對胡 3 + 無花 1 + 番牌 1 = 5 番，出銃者付 24、其餘兩家各付 12",
        "对对胡 3 + 无花 1 + 番牌 1 = 5 番，出铳者付 24、其余两家各付 12",
        "All Pungs 3 + No Bonus Tiles 1 + Dragon Pung 1 = 5 fan; the discarder pays 24, the two others pay 12 each",
    ),
    (
        "self-draw",
        SELF_DRAWN,
        "對對胡 3 + 無花 1 + 自摸 1 + 番牌 1 = 6 番，三家各付 32",
        "对对胡 3 + 无花 1 + 自摸 1 + 番牌 1 = 6 番，三家各付 32",
        "All Pungs 3 + No Bonus Tiles 1 + Self-Drawn 1 + Dragon Pung 1 = 6 fan; each of the three others pays 32",
    ),
    (
        "at 二五雞",
        {**CHOWS, "table": {"stake": "二五雞"}},
        "無花 1 + 門前清 1 + 平胡 1 = 3 番，出銃者付 8",
        "无花 1 + 门前清 1 + 平胡 1 = 3 番，出铳者付 8",
        "No Bonus Tiles 1 + Fully Concealed 1 + All Chows 1 = 3 fan; the discarder pays 8",
    ),
    (
        "a base of ¼",
        {**CHOWS, "table": {"min_fan": 0, "base": 0.25}},
        "無花 1 + 門前清 1 + 平胡 1 = 3 番，出銃者付 4",
        "无花 1 + 门前清 1 + 平胡 1 = 3 番，出铳者付 4",
        "No Bonus Tiles 1 + Fully Concealed 1 + All Chows 1 = 3 fan; the discarder pays 4",
    ),
    (
        "below the minimum",
        ONE_FAN,
        "無花 1 + 門前清 1 + 平胡 1 = 3 番，未夠 5 番起糊",
        "无花 1 + 门前清 1 + 平胡 1 = 3 番，未够 5 番起糊",
        "No Bonus Tiles 1 + Fully Concealed 1 + All Chows 1 = 3 fan; below the 5-fan minimum",
    ),
    (
        "capped at the limit",
        TERMINALS,
        "清么九 10 + 坎坎胡 8 + 無花 1 = 19 番，以 13 番計，三家各付 384",
        "清么九 10 + 坎坎胡 8 + 无花 1 = 19 番，以 13 番计，三家各付 384",
        "All Terminals 10 + Four Concealed Pungs 8 + No Bonus Tiles 1 = 19 fan; counted as 13; "
        "each of the three others pays 384",
    ),
    (
        "liable seat pays a self-draw",
        HONOURS,
        "字一色 10 + 坎坎胡 8 + 小四喜 6 + 無花 1 + 番牌 1 = 26 番，以 13 番計，包牌者付 1152",
        "字一色 10 + 坎坎胡 8 + 小四喜 6 + 无花 1 + 番牌 1 = 26 番，以 13 番计，包牌者付 1152",
        "All Honours 10 + Four Concealed Pungs 8 + Little Four Winds 6 + No Bonus Tiles 1 + Dragon Pung 1 = 26 fan; "
        "counted as 13; the liable player pays 1152",
    ),
    (
        "新章: the dealer pays one fan more",
        CANTON,
        "三暗刻 5 + 對對糊 5 + 五門齊 3 + 無花 1 + 自摸 1 + 三元牌 1 + 單吊 1 + 簡單花幺 1 = 18 番，"
        "東家付 3072、南家付 2048、北家付 2048",
        "三暗刻 5 + 对对糊 5 + 五门齐 3 + 无花 1 + 自摸 1 + 三元牌 1 + 单吊 1 + 简单花幺 1 = 18 番，"
        "东家付 3072、南家付 2048、北家付 2048",
        "Three Concealed Pungs 5 + All Pungs 5 + All Five Types 3 + No Bonus Tiles 1 + Self-Drawn 1 + Dragon Pung 1 + "
        "Single Wait 1 + Terminal Pung 1 = 18 fan; east pays 3072, south pays 2048, north pays 2048",
    ),
]


@pytest.mark.parametrize(("case", "request_body", "hant", "hans", "en"), SUMMARIES, ids=[s[0] for s in SUMMARIES])
def test_summary_in_each_language(client, case, request_body, hant, hans, en) -> None:
    for header, language, expected in (
        (None, "zh-Hant", hant),
        ("zh-TW", "zh-Hant", hant),
        ("zh-CN,zh;q=0.9", "zh-Hans", hans),
        ("en-GB,en;q=0.9", "en", en),
    ):
        r = client.post("/v1/score", json=request_body, headers={"Accept-Language": header} if header else {})
        assert r.status_code == 200, r.get_json()
        assert r.get_json()["summary"] == expected, (case, header)
        assert r.headers["Content-Language"] == language
        assert "Accept-Language" in r.headers["Vary"]


def test_summary_figures_are_the_answers() -> None:
    """Each summary's total and amounts are those of the structured fields (checked on the table above)."""
    import re

    from service import create_app

    client = create_app().test_client()
    for _, body, hant, _, _ in SUMMARIES:
        answer = client.post("/v1/score", json=body).get_json()
        assert f"= {answer['fan']['raw']} 番" in hant
        paid = sorted(p["amount"] for p in (answer["payouts"] or {}).get("payments", []))
        shown = [float(x) for x in re.findall(r"付 ([0-9.]+)", hant)]
        assert set(shown) == {float(a) for a in paid} or not paid


def test_batch_and_compare_speak_the_asked_language(client) -> None:
    r = client.post("/v1/score/batch", json={"requests": [PUNGS, {"hand": {}}]}, headers={"Accept-Language": "en"})
    assert r.headers["Content-Language"] == "en" and "Accept-Language" in r.headers["Vary"]
    ok, problem = r.get_json()["results"]
    assert ok["summary"] == "All Pungs 3 + No Bonus Tiles 1 + Dragon Pung 1 = 5 fan; the discarder pays 48"
    assert "summary" not in problem
    r = client.post(
        "/v1/score/compare",
        json={"hand": PUNGS["hand"], "context": PUNGS["context"]},
        headers={"Accept-Language": "zh-Hans"},
    )
    assert r.headers["Content-Language"] == "zh-Hans"
    summaries = {e["ruleset"]["id"]: e["result"]["summary"] for e in r.get_json()["results"]}
    assert summaries["hk-classic"] == "对对胡 3 + 无花 1 + 番牌 1 = 5 番，出铳者付 48"
    assert summaries["canton-new"].startswith("三暗刻 5 + 对对糊 5 + ")


def test_problems_vary_but_name_no_language(client) -> None:
    r = client.post("/v1/score", json={"hand": {}}, headers={"Accept-Language": "en"})
    assert r.status_code == 422
    assert "Accept-Language" in r.headers["Vary"] and "Content-Language" not in r.headers


def test_other_endpoints_do_not_vary_by_language(client) -> None:
    r = client.post(
        "/v1/waits",
        json={"hand": {"concealed": "123m456p789s123s9s"}, "context": {}},
        headers={"Accept-Language": "en"},
    )
    assert r.status_code == 200
    assert "Content-Language" not in r.headers and "Accept-Language" not in r.headers.get("Vary", "")


def test_the_readme_summary_example_answers_as_it_says(client) -> None:
    from test_readme import EXAMPLES

    [example] = [e for _, e in EXAMPLES if e["headers"].get("Accept-Language") == "en"]
    r = client.post(example["path"], data=example["body"], headers=example["headers"])
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert f'# -> 200: summary "{r.get_json()["summary"]}"' in readme
