"""Rules corrections (RULINGS §7): a part two patterns share is counted once (槓上開花 + 海底撈月 share
their self-draw), a pattern a house rule takes away stays in the trace (by: house_rule), and
canton-new's general rule for 全將碰 (雙同刻) and 四歸四 (一般高).

Each row is a hand in compact notation with the full expected result: the counted patterns with
their fan, every suppressed entry as (id, fan, by, reason[, shares]) in trace order, the total and,
where the table pays, the net amounts.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from rules.settlement import settle_score
from tests.hands import score_result


class Row(NamedTuple):
    name: str
    ruleset: str
    hand: tuple[str, str, tuple[str, ...], str]  # concealed, winning tile, melds, flowers
    context: dict[str, Any]
    house_rules: dict[str, Any]
    kept: dict[str, int]
    suppressed: list[tuple]
    total: int
    net: dict[str, int] | None = None
    raw: int | None = None


TWO_KONGS = ("123m456p5s", "5s", ("kong*:7777s", "kong:2222p"), "2f")
THREE_KONGS = ("123m5s", "5s", ("kong*:7777s", "kong:2222p", "kong:9999m"), "2f")
NORTH_DRAWS = {"win_by": "self_draw", "seat_wind": "north", "round_wind": "west"}
LAST_ON_KONG = {**NORTH_DRAWS, "kong_replacement": 1, "last_tile": True}
LAST_ON_SECOND_KONG = {**NORTH_DRAWS, "kong_replacement": 2, "last_tile": True}
KONG_HAND = ("123m456p11z12m", "3m", ("kong*:9999s",), "")
KONG_HAND_1F = ("123m456p11z12m", "3m", ("kong*:9999s",), "1f")
CHOWS = ("123m456p789s22z78m", "9m", (), "")
SOUTH_ON_WEST = {"win_by": "discard", "seat_wind": "south", "discarder": "west"}
ZGQM = ("kong_last_tile_self_draw", 3, "house_rule", "house_rule")  # 鐘鼓齊鳴, not played by default

ROWS = [
    # --- a self-draw is counted once (hk-classic) ----------------------------------------------------
    Row(
        "the issue's hand: 槓上開花 2 + 海底撈月 2 share the self-draw = 3",
        "hk-classic",
        TWO_KONGS,
        LAST_ON_KONG,
        {},
        {"kong_self_draw": 2, "last_tile_self_draw": 1, "chicken_hand": 0},
        [
            ZGQM,
            ("self_drawn", 1, "kong_self_draw", "implied"),
            ("last_tile_self_draw", 1, "kong_self_draw", "shared", "self_drawn"),
        ],
        3,
        {"east": -8, "south": -8, "west": -8, "north": 24},
    ),
    Row(
        "槓上槓自摸 8 + 海底撈月 = 9",
        "hk-classic",
        TWO_KONGS,
        LAST_ON_SECOND_KONG,
        {},
        {"double_kong_self_draw": 8, "last_tile_self_draw": 1, "chicken_hand": 0},
        [
            ZGQM,
            ("kong_self_draw", 2, "double_kong_self_draw", "implied"),
            ("self_drawn", 1, "double_kong_self_draw", "implied"),
            ("last_tile_self_draw", 1, "double_kong_self_draw", "shared", "self_drawn"),
        ],
        9,
        {"east": -96, "south": -96, "west": -96, "north": 288},
    ),
    Row(
        "鐘鼓齊鳴 3 replaces both",
        "hk-classic",
        TWO_KONGS,
        LAST_ON_KONG,
        {"kong_last_tile": 3},
        {"kong_last_tile_self_draw": 3, "chicken_hand": 0},
        [
            ("kong_self_draw", 2, "kong_last_tile_self_draw", "implied"),
            ("last_tile_self_draw", 2, "kong_last_tile_self_draw", "implied"),
            ("self_drawn", 1, "kong_last_tile_self_draw", "implied"),
        ],
        3,
        {"east": -8, "south": -8, "west": -8, "north": 24},
    ),
    Row(
        "鐘鼓齊鳴 3 with 槓上槓自摸: 槓上開花 counted once, 8 + 1",
        "hk-classic",
        TWO_KONGS,
        LAST_ON_SECOND_KONG,
        {"kong_last_tile": 3},
        {"double_kong_self_draw": 8, "kong_last_tile_self_draw": 1, "chicken_hand": 0},
        [
            ("kong_self_draw", 2, "double_kong_self_draw", "implied"),
            ("self_drawn", 1, "double_kong_self_draw", "implied"),
            ("last_tile_self_draw", 2, "kong_last_tile_self_draw", "implied"),
            ("kong_last_tile_self_draw", 2, "double_kong_self_draw", "shared", "kong_self_draw"),
        ],
        9,
    ),
    Row(
        "鐘鼓齊鳴 例牌 with 槓上槓自摸: the limit",
        "hk-classic",
        TWO_KONGS,
        LAST_ON_SECOND_KONG,
        {"kong_last_tile": "limit"},
        {"kong_last_tile_self_draw": 13, "double_kong_self_draw": 6, "chicken_hand": 0},
        [
            ("kong_self_draw", 2, "kong_last_tile_self_draw", "implied"),
            ("last_tile_self_draw", 2, "kong_last_tile_self_draw", "implied"),
            ("self_drawn", 1, "kong_last_tile_self_draw", "implied"),
            ("double_kong_self_draw", 2, "kong_last_tile_self_draw", "shared", "kong_self_draw"),
        ],
        13,
        raw=19,
    ),
    Row(
        "near miss: 海底撈月 alone keeps its 2",
        "hk-classic",
        TWO_KONGS,
        {**NORTH_DRAWS, "last_tile": True},
        {},
        {"last_tile_self_draw": 2, "chicken_hand": 0},
        [("self_drawn", 1, "last_tile_self_draw", "implied")],
        2,
    ),
    Row(
        "near miss: 槓上開花 alone keeps its 2",
        "hk-classic",
        TWO_KONGS,
        {**NORTH_DRAWS, "kong_replacement": 1},
        {},
        {"kong_self_draw": 2, "chicken_hand": 0},
        [("self_drawn", 1, "kong_self_draw", "implied")],
        2,
    ),
    # --- canton-new: 海底撈月 (1) never held the self-draw; 槓上開花 is shared among the kong wins ----------
    Row(
        "canton-new 槓上開花 3 includes the self-draw",
        "canton-new",
        TWO_KONGS,
        {**NORTH_DRAWS, "kong_replacement": 1},
        {},
        {"two_kongs": 3, "kong_self_draw": 3, "single_wait": 1, "two_five_eight_pair": 1, "no_honours": 1},
        [("kong", 2, "two_kongs", "implied"), ("self_drawn", 1, "kong_self_draw", "implied")],
        9,
    ),
    Row(
        "canton-new 海底撈月 1 + 自摸 1",
        "canton-new",
        TWO_KONGS,
        {**NORTH_DRAWS, "last_tile": True},
        {},
        {
            "two_kongs": 3,
            "self_drawn": 1,
            "last_tile_self_draw": 1,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "no_honours": 1,
        },
        [("kong", 2, "two_kongs", "implied")],
        8,
    ),
    Row(
        "canton-new 鐘鼓齊鳴 30 replaces both",
        "canton-new",
        TWO_KONGS,
        LAST_ON_KONG,
        {},
        {"kong_last_tile_self_draw": 30, "two_kongs": 3, "single_wait": 1, "two_five_eight_pair": 1, "no_honours": 1},
        [
            ("kong_self_draw", 3, "kong_last_tile_self_draw", "implied"),
            ("last_tile_self_draw", 1, "kong_last_tile_self_draw", "implied"),
            ("self_drawn", 1, "kong_last_tile_self_draw", "implied"),
            ("kong", 2, "two_kongs", "implied"),
        ],
        36,
    ),
    Row(
        "canton-new 鐘鼓齊鳴 with 連槓開花: 槓上開花 once (30 + 10 - 3)",
        "canton-new",
        TWO_KONGS,
        LAST_ON_SECOND_KONG,
        {},
        {
            "kong_last_tile_self_draw": 30,
            "double_kong_self_draw": 7,
            "two_kongs": 3,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "no_honours": 1,
        },
        [
            ("kong_self_draw", 3, "kong_last_tile_self_draw", "implied"),
            ("last_tile_self_draw", 1, "kong_last_tile_self_draw", "implied"),
            ("self_drawn", 1, "kong_last_tile_self_draw", "implied"),
            ("kong", 2, "two_kongs", "implied"),
            ("double_kong_self_draw", 3, "kong_last_tile_self_draw", "shared", "kong_self_draw"),
        ],
        43,
    ),
    Row(
        "canton-new 滿分花槓 with 連槓開花: 槓上開花 once (20 + 10 - 3)",
        "canton-new",
        THREE_KONGS,
        {**NORTH_DRAWS, "kong_replacement": 2},
        {},
        {
            "full_marks_kong": 20,
            "three_kongs": 10,
            "double_kong_self_draw": 7,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "terminal_pung": 1,
            "no_honours": 1,
        },
        [
            ("kong_self_draw", 3, "full_marks_kong", "implied"),
            ("self_drawn", 1, "full_marks_kong", "implied"),
            ("kong", 3, "three_kongs", "implied"),
            ("double_kong_self_draw", 3, "full_marks_kong", "shared", "kong_self_draw"),
        ],
        41,
    ),
    Row(
        "canton-new three patterns holding 槓上開花: each but the first gives it up once",
        "canton-new",
        THREE_KONGS,
        {**NORTH_DRAWS, "kong_replacement": 3, "last_tile": True},
        {},
        {
            "three_consecutive_kongs_self_draw": 30,
            "kong_last_tile_self_draw": 27,
            "full_marks_kong": 17,
            "three_kongs": 10,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "terminal_pung": 1,
            "no_honours": 1,
        },
        [
            ("double_kong_self_draw", 10, "three_consecutive_kongs_self_draw", "implied"),
            ("kong_self_draw", 3, "three_consecutive_kongs_self_draw", "implied"),
            ("self_drawn", 1, "three_consecutive_kongs_self_draw", "implied"),
            ("last_tile_self_draw", 1, "kong_last_tile_self_draw", "implied"),
            ("kong", 3, "three_kongs", "implied"),
            ("kong_last_tile_self_draw", 3, "three_consecutive_kongs_self_draw", "shared", "kong_self_draw"),
            ("full_marks_kong", 3, "kong_last_tile_self_draw", "shared", "kong_self_draw"),
        ],
        88,
    ),
    # --- nothing disappears: house rules are listed ----------------------------------------------------
    Row(
        "hk 天胡 after a concealed kong: by house_rule, scored as the self-draw it is",
        "hk-classic",
        KONG_HAND,
        {"heavenly": True},
        {},
        {"no_flowers": 1, "fully_concealed": 1, "self_drawn": 1, "chicken_hand": 0},
        [("heavenly_hand", 13, "house_rule", "house_rule")],
        3,
        {"east": 24, "south": -8, "west": -8, "north": -8},
    ),
    Row(
        "hk 天胡 after a concealed kong where the table allows it",
        "hk-classic",
        KONG_HAND,
        {"heavenly": True},
        {"heavenly_after_concealed_kong": True},
        {"heavenly_hand": 13, "no_flowers": 1, "chicken_hand": 0},
        [("self_drawn", 1, "heavenly_hand", "implied"), ("fully_concealed", 1, "heavenly_hand", "implied")],
        13,
        {"east": 1152, "south": -384, "west": -384, "north": -384},
        raw=14,
    ),
    Row(
        "canton-new 天糊 after a concealed kong at a table that takes it away",
        "canton-new",
        KONG_HAND_1F,
        {"heavenly": True},
        {"heavenly_after_concealed_kong": False},
        {
            "concealed_self_draw": 3,
            "dealer": 1,
            "seat_flower": 1,
            "kong": 1,
            "edge_wait": 1,
            "terminal_pung": 1,
            "pure_double_chow": 1,
        },
        [
            ("heavenly_hand", 40, "house_rule", "house_rule"),
            ("fully_concealed", 1, "concealed_self_draw", "implied"),
            ("self_drawn", 1, "concealed_self_draw", "implied"),
        ],
        9,
    ),
    Row(
        "hk a concealed kong breaks 門前清: listed",
        "hk-classic",
        KONG_HAND,
        {"seat_wind": "south"},
        {"concealed_kong_breaks_concealed": True},
        {"no_flowers": 1, "self_drawn": 1, "chicken_hand": 0},
        [("fully_concealed", 1, "house_rule", "house_rule")],
        2,
    ),
    Row(
        "canton-new a concealed kong breaks 門清: 門前清 and 不求人 listed, 自摸 counts",
        "canton-new",
        KONG_HAND_1F,
        {"seat_wind": "south"},
        {"concealed_kong_breaks_concealed": True},
        {"self_drawn": 1, "kong": 1, "edge_wait": 1, "terminal_pung": 1, "pure_double_chow": 1},
        [("fully_concealed", 1, "house_rule", "house_rule"), ("concealed_self_draw", 3, "house_rule", "house_rule")],
        5,
        {"east": -32, "south": 80, "west": -24, "north": -24},
    ),
    Row(
        "near miss: canton-new keeps 不求人 with a concealed kong by default",
        "canton-new",
        KONG_HAND_1F,
        {"seat_wind": "south"},
        {},
        {"concealed_self_draw": 3, "kong": 1, "edge_wait": 1, "terminal_pung": 1, "pure_double_chow": 1},
        [("fully_concealed", 1, "concealed_self_draw", "implied"), ("self_drawn", 1, "concealed_self_draw", "implied")],
        7,
    ),
    Row(
        "hk 人胡 where the table does not play it: listed",
        "hk-classic",
        CHOWS,
        {**SOUTH_ON_WEST, "human": True},
        {},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        [("human_hand", 3, "house_rule", "house_rule")],
        3,
        {"east": 0, "south": 16, "west": -16, "north": 0},
    ),
    Row(
        "hk 冚手胡 where the table does not play it: listed",
        "hk-classic",
        CHOWS,
        {**SOUTH_ON_WEST, "heavenly_ready": True},
        {},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        [("declared_ready", 2, "house_rule", "house_rule")],
        3,
    ),
    # --- canton-new: what a pattern necessarily holds is not counted again ----------------------------
    Row(
        "全將碰 holds one 雙同刻",
        "canton-new",
        ("222p555m555s8p", "8p", ("pung:222m",), "1f"),
        SOUTH_ON_WEST,
        {},
        {"all_258_pungs": 20, "three_concealed_pungs": 5, "double_pung": 3, "single_wait": 1},
        [
            ("three_numbers", 15, "all_258_pungs", "implied"),
            ("all_pungs", 5, "all_258_pungs", "implied"),
            ("all_simples", 3, "all_258_pungs", "implied"),
            ("two_five_eight_pair", 1, "all_258_pungs", "implied"),
            ("three_step_pungs", 10, "all_258_pungs", "implied"),
            ("no_honours", 1, "all_258_pungs", "implied"),
            ("double_pung", 3, "all_258_pungs", "implied"),
        ],
        29,
    ),
    Row(
        "四歸四 holds one 一般高",
        "canton-new",
        ("123p234p34p99m", "5p", ("chow:234p",), "1f"),
        SOUTH_ON_WEST,
        {},
        {"pure_shifted_chows": 15, "four_tiles_in_four_chows": 10, "all_chows_no_honours": 3, "missing_suit": 1},
        [
            ("pure_double_chow", 1, "four_tiles_in_four_chows", "implied"),
            ("no_honours", 1, "all_chows_no_honours", "implied"),
        ],
        29,
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_row(row: Row) -> None:
    concealed, win, melds, flowers = row.hand
    result = score_result(
        concealed, win, melds, flowers, ruleset=row.ruleset, house_rules=row.house_rules, min_fan=0, **row.context
    )
    best = result.best
    assert {p.id: p.fan for p in best.patterns} == row.kept
    assert [
        (s.id, s.fan, s.by, s.reason) + ((s.shares,) if s.shares else ()) for s in best.suppressed
    ] == row.suppressed
    assert best.total == row.total
    assert best.raw == (row.total if row.raw is None else row.raw)
    if row.net is not None:
        settlement = settle_score(result, None)
        assert settlement is not None and settlement.to_json()["net"] == row.net


def test_the_issue_hand_through_the_api(client) -> None:
    """The trace shows the shared self-draw once: 自摸 inside 槓上開花, and 海底撈月's share given up."""
    body = {
        "hand": {
            "concealed": "123m456p5s",
            "winning_tile": "5s",
            "flowers": "2f",
            "melds": [{"type": "kong", "tiles": "7777s", "concealed": True}, {"type": "kong", "tiles": "2222p"}],
        },
        "context": {
            "win_by": "self_draw",
            "seat_wind": "north",
            "round_wind": "west",
            "kong_replacement": 1,
            "last_tile": True,
        },
    }
    r = client.post("/v1/score", json=body)
    assert r.status_code == 200
    d = r.get_json()
    assert d["fan"]["total"] == 3
    shared = [s for s in d["suppressed"] if s["reason"] == "shared"]
    assert shared == [
        {
            "id": "last_tile_self_draw",
            "name": {"zh": "海底撈月", "zh-Hans": "海底捞月", "en": "Last Tile Self-Draw"},
            "fan": 1,
            "count": 1,
            "by": "kong_self_draw",
            "reason": "shared",
            "shares": "self_drawn",
        }
    ]
    assert [s["id"] for s in d["suppressed"] if s["id"] == "self_drawn"] == ["self_drawn"]
    assert all("shares" not in s for s in d["suppressed"] if s["reason"] != "shared")


def test_the_catalogue_shows_the_shared_part(client) -> None:
    d = client.get("/v1/rulesets/hk-classic").get_json()
    kong = next(p for p in d["patterns"] if p["id"] == "kong_self_draw")
    assert {"id": "last_tile_self_draw", "fan": 1, "shares": "self_drawn"} in kong["suppresses"]


@pytest.mark.parametrize("ruleset", ["hk-classic", "canton-new"])
def test_every_share_names_a_part_both_patterns_hold(ruleset: str) -> None:
    """A shared part is data: both patterns suppress (include) the pattern they share, and the part
    is no more than the smaller one's fan."""
    from rules.ruleset import get_ruleset

    patterns = get_ruleset(ruleset).patterns
    shares = [(pid, s) for pid, p in patterns.items() for s in p.suppresses if s.fan is not None]
    assert shares
    for pid, s in shares:
        holders = [pid, s.target]
        for h in holders:
            p = patterns[h]
            includes = {x.target for x in p.suppresses} | {h}
            assert s.shares in includes, (ruleset, pid, s.target, h)
        fans = [patterns[h].fan for h in holders if isinstance(patterns[h].fan, int)]
        assert s.fan <= min(fans)
