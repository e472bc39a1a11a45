"""Names for every reader: each pattern, ruleset and house rule is named in zh (Traditional,
zh-Hant), zh-Hans and en, in the data and in every answer; the Simplified names are those
scripts/zh_hans.py writes from the Traditional ones."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from rules.ruleset import NAME_LANGS, all_rulesets

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("zh_hans", ROOT / "scripts" / "zh_hans.py")
assert _spec and _spec.loader
zh_hans = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(zh_hans)


def _named() -> list[tuple[str, dict[str, str]]]:
    out = []
    for rs in all_rulesets().values():
        pub = rs.public()
        out.append((f"ruleset {rs.id}", pub["name"]))
        out.extend((f"{rs.id} pattern {p['id']}", p["name"]) for p in pub["patterns"])
        out.extend((f"{rs.id} house rule {h['id']}", h["name"]) for h in pub["house_rules"])
    return out


NAMED = _named()


def test_every_ruleset_pattern_and_house_rule_is_named_in_three_languages() -> None:
    assert len(NAMED) > 200
    for what, name in NAMED:
        assert tuple(name) == NAME_LANGS, what
        assert all(isinstance(v, str) and v.strip() == v and v for v in name.values()), what


@pytest.mark.parametrize(("what", "name"), NAMED, ids=[w for w, _ in NAMED])
def test_simplified_name_is_the_traditional_one_converted(what: str, name: dict[str, str]) -> None:
    assert name["zh-Hans"] == zh_hans.to_hans(name["zh"])
    assert not set(name["zh-Hans"]) & set(zh_hans.T2S), f"{what}: a Traditional character is left"


@pytest.mark.parametrize(
    ("zh", "hans"),
    [
        ("槓上開花", "杠上开花"),
        ("對對胡", "对对胡"),
        ("雞糊", "鸡糊"),
        ("十三么", "十三么"),
        ("十三幺", "十三幺"),
        ("一檯花", "一台花"),
        ("新幹線", "新干线"),
        ("暗槓後天胡", "暗杠后天胡"),
        ("大於五", "大于五"),
        ("鐘鼓齊鳴", "钟鼓齐鸣"),
        ("莊家", "庄家"),
        ("九蓮寶燈", "九莲宝灯"),
        ("冚手胡", "冚手胡"),
    ],
)
def test_mahjong_terms_convert_as_reviewed(zh: str, hans: str) -> None:
    assert zh_hans.to_hans(zh) == hans


def test_an_unreviewed_character_stops_the_script() -> None:
    with pytest.raises(zh_hans.UnknownCharacter):
        zh_hans.to_hans("麻將館")


def test_data_and_examples_hold_the_script_output() -> None:
    """`scripts/zh_hans.py` (check mode) finds nothing to write in the rulesets and openapi.yaml."""
    assert zh_hans.run(write=False) == []


def test_catalogue_serves_three_names(client) -> None:
    listing = client.get("/v1/rulesets").get_json()
    assert all(tuple(r["name"]) == NAME_LANGS for r in listing["rulesets"])
    detail = client.get("/v1/rulesets/hk-classic").get_json()
    assert detail["name"] == {"zh": "香港麻雀 清章", "zh-Hans": "香港麻雀 清章", "en": "Hong Kong classic"}
    pung = next(p for p in detail["patterns"] if p["id"] == "all_pungs")
    assert pung["name"] == {"zh": "對對胡", "zh-Hans": "对对胡", "en": "All Pungs"}
    rule = next(h for h in detail["house_rules"] if h["id"] == "concealed_kong_breaks_concealed")
    assert rule["name"] == {
        "zh": "暗槓破門清",
        "zh-Hans": "暗杠破门清",
        "en": "A concealed kong breaks Fully Concealed",
    }


def test_score_answers_name_patterns_in_three_languages(client) -> None:
    r = client.post(
        "/v1/score",
        json={
            "hand": {"concealed": "111m222p333s444z5z", "winning_tile": "5z"},
            "context": {"win_by": "discard", "discarder": "south"},
        },
    )
    body = r.get_json()
    for p in body["patterns"] + body["suppressed"]:
        assert tuple(p["name"]) == NAME_LANGS
    assert {p["id"]: p["name"]["zh-Hans"] for p in body["patterns"]}["all_pungs"] == "对对胡"
