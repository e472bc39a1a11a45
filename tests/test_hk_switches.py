"""hk-classic house rules (RULINGS §2): every switch of the data, and the table's minimum and
limit, changes the result of a test hand in the direction it should. Each row pairs a hand
scored under the switch with the default."""

from __future__ import annotations

import pytest

from rules.hand import HandError
from rules.ruleset import get_ruleset
from tests.hands import Case, check, h, score
from tests.test_hk_classic import D

LIMIT_HAND = h("77z123m44m", "7z", "pung:555z", "pung:666z", **D)  # 大三元 8 + 混一色 3 + 無花 1
CHOWS_D = h("123m456p789s22z78m", "9m", **D)  # 無花 門前清 平胡
KONG_HAND = h("789s22z12378m", "9m", "kong*:5555p", **D)  # 無花 門前清
EIGHT_FLOWERS = h("123m1234567z123p", "4g", flowers="1f2f3f4f1g2g3g")
TERMINAL_PUNGS = h("111s999s7z", "7z", "pung:111m", "pung:999p", **D)  # 花么 + 對對胡 shape, honour pair
HUMAN = h("123m456p789s22z78m", "9m", human=True, seat_wind="south", win_by="discard", discarder="west")
KONG_LAST = h("123m456p11z12m", "3m", "kong*:9999s", kong_replacement=1, last_tile=True)
HEAVENLY_KONG = h("123m456p11z12m", "3m", "kong*:9999s", heavenly=True, seat_wind="east")  # 暗槓後天胡
SEVEN_PAIRS = h("1133m5577p99s116z", "6z")

SWITCH_CASES = [
    # --- limit_hands ----------------------------------------------------------------------------
    Case(
        "例牌 add (default): listed fan plus the rest",
        ("big_three_dragons",),
        LIMIT_HAND,
        {"big_three_dragons": 8, "half_flush": 3, "no_flowers": 1},
        {"dragon_pung": "big_three_dragons"},
        12,
    ),
    Case(
        "例牌 limit: exactly the limit, the rest suppressed by 'limit'",
        ("big_three_dragons",),
        {**LIMIT_HAND, "house_rules": {"limit_hands": "limit"}},
        {"big_three_dragons": 8},
        {"dragon_pung": "big_three_dragons", "half_flush": "limit", "no_flowers": "limit"},
        13,
        {"raw": 8},
    ),
    Case(
        "例牌 limit at a 10 fan table",
        ("big_three_dragons",),
        {**LIMIT_HAND, "house_rules": {"limit_hands": "limit"}, "limit_fan": 10},
        {"big_three_dragons": 8},
        {"dragon_pung": "big_three_dragons", "half_flush": "limit", "no_flowers": "limit"},
        10,
        {"raw": 8},
    ),
    Case(
        "例牌 limit leaves ordinary hands alone",
        ("all_chows",),
        {**CHOWS_D, "house_rules": {"limit_hands": "limit"}},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    # --- fully_concealed_with_flowers -----------------------------------------------------------
    Case(
        "門前清 counts by default",
        ("fully_concealed",),
        CHOWS_D,
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    Case(
        "a flower table without 門前清",
        ("!fully_concealed",),
        {**CHOWS_D, "house_rules": {"fully_concealed_with_flowers": False}},
        {"no_flowers": 1, "all_chows": 1},
        {"fully_concealed": "house_rule"},
        2,
        {"meets_minimum": False},
    ),
    # --- concealed_kong_breaks_concealed --------------------------------------------------------
    Case(
        "a concealed kong keeps 門前清 by default",
        ("fully_concealed",),
        KONG_HAND,
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
    ),
    Case(
        "a concealed kong breaks 門前清 (香港麻雀協會)",
        ("!fully_concealed",),
        {**KONG_HAND, "house_rules": {"concealed_kong_breaks_concealed": True}},
        {"no_flowers": 1, "chicken_hand": 0},
        {"fully_concealed": "house_rule"},
        1,
    ),
    # --- bonus_fan_counts_to_minimum ------------------------------------------------------------
    Case(
        "無花 counts toward the minimum by default",
        ("no_flowers",),
        CHOWS_D,
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
        {"meets_minimum": True},
    ),
    Case(
        "無花 does not count toward the minimum",
        ("no_flowers",),
        {**CHOWS_D, "house_rules": {"bonus_fan_counts_to_minimum": False}},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
        {"meets_minimum": False},
    ),
    Case(
        "正花 does not count toward the minimum",
        ("seat_flower",),
        {**CHOWS_D, "flowers": "1f1g", "house_rules": {"bonus_fan_counts_to_minimum": False}},
        {"seat_flower": 2, "fully_concealed": 1, "all_chows": 1},
        {},
        4,
        {"meets_minimum": False},
    ),
    Case(
        "a flower win always counts",
        ("big_flowers",),
        {**EIGHT_FLOWERS, "house_rules": {"bonus_fan_counts_to_minimum": False}},
        {"big_flowers": 8},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        8,
        {"meets_minimum": True},
    ),
    # --- big_flowers_fan ------------------------------------------------------------------------
    Case(
        "大花糊 4",
        ("big_flowers",),
        {**EIGHT_FLOWERS, "house_rules": {"big_flowers_fan": 4}},
        {"big_flowers": 4},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        4,
    ),
    Case(
        "大花糊 例牌 = the limit",
        ("big_flowers",),
        {**EIGHT_FLOWERS, "house_rules": {"big_flowers_fan": "limit"}},
        {"big_flowers": 13},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        13,
    ),
    Case(
        "大花糊 例牌 at a 10 fan table",
        ("big_flowers",),
        {**EIGHT_FLOWERS, "house_rules": {"big_flowers_fan": "limit"}, "limit_fan": 10},
        {"big_flowers": 10},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        10,
    ),
    # --- declared_ready -------------------------------------------------------------------------
    Case(
        "冚手胡 off by default: listed by house_rule",
        ("!declared_ready",),
        {**CHOWS_D, "heavenly_ready": True},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {"declared_ready": "house_rule"},
        3,
    ),
    Case(
        "冚手胡",
        ("declared_ready",),
        {**CHOWS_D, "heavenly_ready": True, "house_rules": {"declared_ready": True}},
        {"declared_ready": 2, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        5,
    ),
    # (冚手胡 with a claimed meld is refused: tests/test_context_contradictions.py)
    Case(
        "near miss: 冚手胡 after a concealed kong at a table where it breaks 門清",
        ("!declared_ready",),
        h(
            "789s22z12378m",
            "9m",
            "kong*:5555p",
            heavenly_ready=True,
            house_rules={"declared_ready": True, "concealed_kong_breaks_concealed": True},
            **D,
        ),
        {"no_flowers": 1, "chicken_hand": 0},
        {"fully_concealed": "house_rule", "declared_ready": "house_rule"},
        1,
    ),
    Case(
        "near miss: 冚手胡 needs the ready declaration",
        ("!declared_ready",),
        {**CHOWS_D, "house_rules": {"declared_ready": True}},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    # --- mixed_terminal_pungs -------------------------------------------------------------------
    Case(
        "混么九 off: 花么",
        ("mixed_terminals", "!mixed_terminal_pungs"),
        TERMINAL_PUNGS,
        {"mixed_terminals": 4, "no_flowers": 1},
        {"all_pungs": "mixed_terminals"},
        5,
    ),
    Case(
        "混么九 replaces 花么",
        ("mixed_terminal_pungs",),
        {**TERMINAL_PUNGS, "house_rules": {"mixed_terminal_pungs": True}},
        {"mixed_terminal_pungs": 9, "no_flowers": 1},
        {"mixed_terminals": "mixed_terminal_pungs", "all_pungs": "mixed_terminal_pungs"},
        10,
    ),
    Case(
        "near miss: 混么九 needs an honour pair",
        ("!mixed_terminal_pungs", "all_terminals"),
        h("111s999s9m", "9m", "pung:111m", "pung:999p", house_rules={"mixed_terminal_pungs": True}, **D),
        {"all_terminals": 10, "no_flowers": 1},
        {"all_pungs": "all_terminals"},
        11,
    ),
    Case(
        "near miss: 混么九 needs four pungs",
        ("!mixed_terminal_pungs",),
        h("789s111s7z", "7z", "pung:111m", "pung:999p", house_rules={"mixed_terminal_pungs": True}, **D),
        {"no_flowers": 1, "chicken_hand": 0},
        {},
        1,
    ),
    # --- human_hand -----------------------------------------------------------------------------
    Case(
        "人胡 off by default: listed by house_rule",
        ("!human_hand",),
        HUMAN,
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {"human_hand": "house_rule"},
        3,
    ),
    Case(
        "人胡 3",
        ("human_hand",),
        {**HUMAN, "house_rules": {"human_hand": 3}},
        {"human_hand": 3, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        6,
    ),
    Case(
        "人胡 例牌",
        ("human_hand",),
        {**HUMAN, "house_rules": {"human_hand": "limit"}},
        {"human_hand": 13, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        13,
        {"raw": 16},
    ),
    Case(
        "人胡 例牌 under 例牌 = limit",
        ("human_hand",),
        {**HUMAN, "house_rules": {"human_hand": "limit", "limit_hands": "limit"}},
        {"human_hand": 13},
        {"no_flowers": "limit", "fully_concealed": "limit", "all_chows": "limit"},
        13,
    ),
    # --- kong_last_tile -------------------------------------------------------------------------
    Case(
        "鐘鼓齊鳴 off: 槓上開花 and 海底撈月 both count, their self-draw once",
        ("kong_self_draw", "last_tile_self_draw"),
        KONG_LAST,
        {"kong_self_draw": 2, "last_tile_self_draw": 1, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {
            "kong_last_tile_self_draw": "house_rule",
            "self_drawn": "kong_self_draw",
            "last_tile_self_draw": "kong_self_draw",
        },
        5,
    ),
    Case(
        "鐘鼓齊鳴 3 replaces them",
        ("kong_last_tile_self_draw",),
        {**KONG_LAST, "house_rules": {"kong_last_tile": 3}},
        {"kong_last_tile_self_draw": 3, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {
            "kong_self_draw": "kong_last_tile_self_draw",
            "last_tile_self_draw": "kong_last_tile_self_draw",
            "self_drawn": "kong_last_tile_self_draw",
        },
        5,
    ),
    Case(
        "鐘鼓齊鳴 例牌",
        ("kong_last_tile_self_draw",),
        {**KONG_LAST, "house_rules": {"kong_last_tile": "limit"}},
        {"kong_last_tile_self_draw": 13, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {
            "kong_self_draw": "kong_last_tile_self_draw",
            "last_tile_self_draw": "kong_last_tile_self_draw",
            "self_drawn": "kong_last_tile_self_draw",
        },
        13,
        {"raw": 15},
    ),
    Case(
        "near miss: 鐘鼓齊鳴 needs the last tile",
        ("!kong_last_tile_self_draw", "kong_self_draw"),
        {**KONG_LAST, "last_tile": False, "house_rules": {"kong_last_tile": "limit"}},
        {"kong_self_draw": 2, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {"self_drawn": "kong_self_draw"},
        4,
    ),
    # --- seven_pairs ----------------------------------------------------------------------------
    Case(
        "七對子 at 4 fan",
        ("seven_pairs",),
        {**SEVEN_PAIRS, "house_rules": {"seven_pairs": 4}},
        {"seven_pairs": 4, "no_flowers": 1, "self_drawn": 1},
        {"fully_concealed": "seven_pairs"},
        6,
        {"shape": "seven_pairs"},
    ),
    Case(
        "七對子 with a half flush",
        ("seven_pairs", "half_flush"),
        {**h("1133557799m116z", "6z"), "house_rules": {"seven_pairs": 3}},
        {"seven_pairs": 3, "half_flush": 3, "no_flowers": 1, "self_drawn": 1},
        {"fully_concealed": "seven_pairs"},
        8,
    ),
    Case(
        "near miss: pairs that also make chows score as chows when that is worth more",
        ("!seven_pairs",),
        {**h("112233m445566p7z", "7z"), "house_rules": {"seven_pairs": 1}},
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1, "self_drawn": 1},
        {},
        4,
        {"shape": "standard"},
    ),
    # --- the table's minimum and limit -----------------------------------------------------------
    Case(
        "minimum 3 (default): a 2 fan hand does not meet it",
        ("fully_concealed",),
        h("555p789s22z12378m", "9m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
        {"meets_minimum": False},
    ),
    Case(
        "minimum 1",
        ("fully_concealed",),
        h("555p789s22z12378m", "9m", min_fan=1, **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
        {"meets_minimum": True},
    ),
    Case(
        "limit 8: a 10 fan hand is capped",
        ("full_flush",),
        h("123m456m789m23m55m", "4m", limit_fan=8, **D),
        {"full_flush": 7, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        8,
        {"raw": 10},
    ),
    Case(
        "no limit: every pattern adds",
        ("big_four_winds",),
        h("333z444z5z", "5z", "pung:111z", "pung:222z", limit_fan=None, **D),
        {"big_four_winds": 13, "all_honours": 10, "no_flowers": 1},
        {"all_pungs": "big_four_winds", "seat_wind": "big_four_winds", "round_wind": "big_four_winds"},
        24,
    ),
]


@pytest.mark.parametrize("case", SWITCH_CASES, ids=[c.name for c in SWITCH_CASES])
def test_switch_hands(case: Case) -> None:
    check(case)


# Each switch, the hand it is tested with, the value to try, and how the result must move.
DIRECTIONS = [
    ("limit_hands", LIMIT_HAND, "limit", "up"),
    ("fully_concealed_with_flowers", CHOWS_D, False, "down"),
    ("concealed_kong_breaks_concealed", KONG_HAND, True, "down"),
    ("bonus_fan_counts_to_minimum", CHOWS_D, False, "minimum"),
    ("big_flowers_fan", EIGHT_FLOWERS, 4, "down"),
    ("big_flowers_fan", EIGHT_FLOWERS, "limit", "up"),
    ("declared_ready", {**CHOWS_D, "heavenly_ready": True}, True, "up"),
    ("mixed_terminal_pungs", TERMINAL_PUNGS, True, "up"),
    ("human_hand", HUMAN, 3, "up"),
    ("human_hand", HUMAN, "limit", "up"),
    ("kong_last_tile", KONG_LAST, "limit", "up"),
    ("seven_pairs", SEVEN_PAIRS, 4, "wins"),
    ("heavenly_after_concealed_kong", HEAVENLY_KONG, True, "up"),
]


@pytest.mark.parametrize(
    ("switch", "hand", "value", "direction"), DIRECTIONS, ids=[f"{d[0]}={d[2]}" for d in DIRECTIONS]
)
def test_every_switch_moves_the_result(switch: str, hand: dict, value: object, direction: str) -> None:
    on = score(**{**hand, "house_rules": {switch: value}})
    if direction == "wins":
        with pytest.raises(HandError):
            score(**hand)
        assert on["total"] > 0
        return
    off = score(**hand)
    if direction == "up":
        assert on["total"] > off["total"]
    elif direction == "down":
        assert on["total"] < off["total"]
    else:
        assert off["meets_minimum"] and not on["meets_minimum"] and on["total"] == off["total"]


# Switches that move the payments, not the score: exercised by tests/test_settlement.py,
# tests/test_api_settle.py and tests/test_api_score.py.
PAYMENT_SWITCHES = {"liability_on_discard"}


def test_every_switch_of_the_data_is_exercised() -> None:
    assert {d[0] for d in DIRECTIONS} | PAYMENT_SWITCHES == set(get_ruleset("hk-classic").switches)


def test_first_turn_wins_of_the_classic_rules() -> None:
    """天胡 after a concealed kong is taken away by the house rule (seed 003 暗槓後唔食得) and listed;
    地胡 is a win on the dealer's first discard; 人胡 is won on a discard (seed 003): any other
    context for the flag is refused (docs/RULES.md §7), never scored without it."""
    hand = "123m456p789s23s55z"
    got = score(**HEAVENLY_KONG)
    assert "heavenly_hand" not in got["kept"] and got["suppressed"]["heavenly_hand"] == "house_rule"
    assert score(hand, win="1s", heavenly=True, seat_wind="east")["kept"]["heavenly_hand"] == 13
    assert (
        score(hand, win="1s", earthly=True, seat_wind="south", win_by="discard", discarder="east")["kept"][
            "earthly_hand"
        ]
        == 13
    )
    for ctx in ({"win_by": "self_draw"}, {"win_by": "discard", "discarder": "west"}):
        with pytest.raises(HandError) as e:
            score(hand, win="1s", earthly=True, seat_wind="south", **ctx)
        assert [p.pointer for p in e.value.problems] == ["/context/earthly"]
    with pytest.raises(HandError) as e:
        score(hand, win="1s", human=True, seat_wind="south", house_rules={"human_hand": 3})
    assert [p.pointer for p in e.value.problems] == ["/context/human"]


def test_a_reading_that_meets_the_minimum_wins() -> None:
    """花胡 (3, always counted) beats 一台花 2 + 平胡 + 自摸 when bonus fan does not count to the minimum."""
    out = score(
        "456p789s23s55z",
        win="1s",
        melds=["chow:123m"],
        flowers="1f2f3f4f1g3g4g",
        seat_wind="south",
        house_rules={"bonus_fan_counts_to_minimum": False},
    )
    assert out["kept"] == {"flower_hand": 3} and out["meets_minimum"]


def test_seven_pairs_four_of_a_kind_is_not_two_pairs() -> None:
    with pytest.raises(HandError) as e:
        score("1111m3355p77s116z", win="6z", house_rules={"seven_pairs": 4})
    assert e.value.code == "not_a_winning_hand"


@pytest.mark.parametrize(
    ("house_rules", "code"),
    [
        ({"no_such_rule": True}, "unknown_house_rule"),
        ({"seven_pairs": "yes"}, "invalid_house_rule"),
        ({"limit_hands": "double"}, "invalid_house_rule"),
        ({"declared_ready": 1}, "invalid_house_rule"),
        ({"big_flowers_fan": 5}, "invalid_house_rule"),
    ],
)
def test_bad_switch_values_are_refused(house_rules: dict, code: str) -> None:
    from rules.table import TableError

    with pytest.raises(TableError) as e:
        score(**CHOWS_D, house_rules=house_rules)
    assert e.value.code == code
