"""canton-new (seed 000) 四番 to 八番, the 不靠 family, 十三金字塔, 流局十番 and 七搶一
(rules/patterns/canton_mid.py, rules/rulesets/canton-new/20-fan4-8.yaml).

Every hand is scored through rules.scoring.score_hand on the canton-new table with no minimum; the
expected result is the whole of it: the patterns kept with their fan, the ones suppressed with the
pattern that suppressed them, and the total. Unless a case says otherwise the winner sits south in an
east round, wins on the discard of east (上家) and holds one bonus tile, 梅 (1f, not his: no 無花,
no 正花), so few context patterns come along.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rules.arrangements import Arrangement, Block
from rules.hand import HandError, WinContext
from rules.patterns import PREDICATES
from rules.ruleset import get_ruleset
from rules.scoring import score_hand
from rules.table import Table, resolve_table
from rules.view import HandView
from tests.hands import context, hand, summary

# The shapes this part registers; the ruleset head lists them (added here when it does not yet).
MY_SHAPES = ("knitted_honours", "knitted_straight", "thirteen_unrelated", "thirteen_pyramid")

BASE_CONTEXT: dict[str, Any] = {"seat_wind": "south", "round_wind": "east", "win_by": "discard"}

# Each pattern of this part: (id, zh name in seed 000, fan in seed 000).
OWN = [
    ("all_claimed_pungs", "清四碰", 4),
    ("three_concealed_pungs", "三暗刻", 5),
    ("little_three_dragons", "小三元", 5),
    ("all_pungs", "對對糊", 5),
    ("half_flush", "混一色", 5),
    ("pure_outside_hand", "清帶幺九", 5),
    ("knitted_straight", "組合龍", 5),
    ("mixed_shifted_chows", "三色三步高", 5),
    ("triple_pung", "三色同刻", 5),
    ("mixed_shifted_pungs", "三色連刻", 5),
    ("reversible_tiles", "推不倒", 5),
    ("peacock_flight", "孔雀的飛", 5),
    ("three_wind_pungs", "三喜臨門", 7),
    ("seven_pairs", "七對子", 7),
    ("above_five", "大於五", 7),
    ("below_five", "小於五", 7),
    ("three_dragons_seven_pairs", "三元七對", 7),
    ("flower_hand", "花糊", 8),
    ("knitted_honours", "全不靠", 8),
    ("pure_double_and_shifted", "單龍抱", 8),
    ("two_shifted_chows", "亂蛇", 8),
    ("seven_star_knitted", "十三魔王", 20),
    ("seven_star_palace", "十三魔殿", 20),
    ("thirteen_unrelated", "十三不搭", 40),
    ("thirteen_unrelated_knitted", "十三不搭（做出全不靠）", 5),
    ("thirteen_pyramid", "十三金字塔", 30),
    ("exhaustive_draw_terminals", "流局十番", 10),
    ("seven_rob_one", "七搶一", 10),
]


@pytest.fixture(scope="module")
def table() -> Table:
    t = resolve_table(get_ruleset("canton-new"), {"min_fan": 0})
    missing = tuple(s for s in MY_SHAPES if s not in t.rules.shapes)
    if missing:  # until the ruleset head lists them
        t = dataclasses.replace(t, rules=dataclasses.replace(t.rules, shapes=t.rules.shapes + missing))
    return t


def _score(table: Table, concealed: str, win: str, melds: list[str], flowers: str, ctx: dict) -> dict:
    c = dict(BASE_CONTEXT)
    c.update(ctx)
    return summary(score_hand(hand(concealed, win, melds, flowers), context(**c), table))


# (case, concealed (without the winning tile), winning tile, melds, bonus tiles, context,
#  kept {id: fan}, suppressed {id: by}, total)
CASES = [
    (
        "清四碰 single wait",
        "6s",
        "6s",
        ["pung:222m", "pung:555p", "pung:777s", "pung:444p"],
        "1f",
        {},
        {"all_pungs": 5, "all_claimed_pungs": 4, "melded_hand": 3, "all_simples": 3},
        {"single_wait": "melded_hand", "no_honours": "all_simples"},
        15,
    ),
    (
        "清四碰 double-pung wait on a discard",
        "4p4p6s6s",
        "4p",
        ["pung:222m", "pung:555p", "pung:777s"],
        "1f",
        {},
        {"all_pungs": 5, "all_claimed_pungs": 4, "all_simples": 3},
        {"no_honours": "all_simples"},
        12,
    ),
    (
        "清四碰 miss: double-pung wait self-drawn",
        "4p4p6s6s",
        "4p",
        ["pung:222m", "pung:555p", "pung:777s"],
        "1f",
        {"win_by": "self_draw"},
        {"all_pungs": 5, "all_simples": 3, "self_drawn": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    (
        "三暗刻",
        "222m444p666s45m77m",
        "3m",
        [],
        "1f",
        {},
        {"three_concealed_pungs": 5, "all_simples": 3, "fully_concealed": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    (
        "三暗刻 miss: the third pung completed by a discard",
        "222m44p666s345m77m",
        "4p",
        [],
        "1f",
        {},
        {"two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1},
        {"no_honours": "all_simples"},
        7,
    ),
    (
        "小三元",
        "555z666z77z45m567p",
        "3m",
        [],
        "1f",
        {},
        {"little_three_dragons": 5, "two_concealed_pungs": 3, "fully_concealed": 1, "missing_suit": 1},
        {"dragon_pung": "little_three_dragons"},
        10,
    ),
    (
        "小三元 miss: the pair is not a dragon",
        "555z666z77s45m567p",
        "3m",
        [],
        "1f",
        {},
        {"two_concealed_pungs": 3, "dragon_pung": 2, "fully_concealed": 1},
        {},
        6,
    ),
    (
        "對對糊",
        "666s88m33s",
        "8m",
        ["pung:222m", "pung:444p"],
        "1f",
        {},
        {"all_pungs": 5, "all_simples": 3, "no_fives": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    (
        "對對糊 miss: a chow",
        "678s88m33s",
        "8m",
        ["pung:222m", "pung:444p"],
        "1f",
        {},
        {"all_simples": 3, "no_fives": 1},
        {"no_honours": "all_simples"},
        4,
    ),
    (
        "混一色",
        "123m567m888m444z2m",
        "2m",
        [],
        "1f",
        {},
        {
            "half_flush": 5,
            "two_concealed_pungs": 3,
            "fully_concealed": 1,
            "closed_wait": 1,
            "two_five_eight_pair": 1,
        },
        {"missing_suit": "half_flush"},
        11,
    ),
    (
        "混一色 miss: two suits",
        "123m567m888m444p2m",
        "2m",
        [],
        "1f",
        {},
        {
            "two_concealed_pungs": 3,
            "fully_concealed": 1,
            "closed_wait": 1,
            "two_five_eight_pair": 1,
            "no_honours": 1,
            "missing_suit": 1,
        },
        {},
        8,
    ),
    (
        "清帶幺九",
        "123m789m11p999s78s",
        "9s",
        [],
        "1f",
        {},
        {
            "pure_outside_hand": 5,
            "fully_concealed": 1,
            "terminal_pung": 1,
            "old_young": 1,
            "four_as_pung_and_chow": 1,
            "mixed_double_chow": 1,
            "unseen_tile": 1,
        },
        {"no_honours": "pure_outside_hand", "no_fives": "pure_outside_hand"},
        11,
    ),
    (
        "清帶幺九 miss: 678s",
        "123m789m11p999s78s",
        "6s",
        [],
        "1f",
        {},
        {"fully_concealed": 1, "no_fives": 1, "terminal_pung": 1, "no_honours": 1, "old_young": 1},
        {},
        5,
    ),
    ("組合龍", "17m258p369s123m55z", "4m", [], "1f", {}, {"knitted_straight": 5, "fully_concealed": 1}, {}, 6),
    (
        "組合龍 with a claimed pung",
        "147m258p369s5z",
        "5z",
        ["pung:777z"],
        "1f",
        {},
        {"knitted_straight": 5, "dragon_pung": 1, "single_wait": 1},
        {},
        7,
    ),
    (
        "組合龍 miss: 全不靠 with eight knitted tiles",
        "147m25p369s1234z5z",
        "6z",
        [],
        "1f",
        {},
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    (
        "三色三步高 step one",
        "123m234p34s678s99m",
        "5s",
        [],
        "1f",
        {},
        {"mixed_shifted_chows": 5, "all_chows_no_honours": 3, "fully_concealed": 1, "six_in_a_row": 1},
        {"no_honours": "all_chows_no_honours"},
        10,
    ),
    (
        "三色三步高 step two",
        "123m345p56s234s99m",
        "7s",
        [],
        "1f",
        {},
        {"mixed_shifted_chows": 5, "all_chows_no_honours": 3, "fully_concealed": 1, "six_in_a_row": 1},
        {"no_honours": "all_chows_no_honours"},
        10,
    ),
    (
        "三色三步高 miss",
        "123m345p45s678s99m",
        "6s",
        [],
        "1f",
        {},
        {"all_chows_no_honours": 3, "fully_concealed": 1},
        {"no_honours": "all_chows_no_honours"},
        4,
    ),
    (
        "三色同刻",
        "333m333p33s567m88s",
        "3s",
        [],
        "1f",
        {},
        {"triple_pung": 5, "two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"double_pung": "triple_pung", "no_honours": "all_simples"},
        13,
    ),
    (
        "三色同刻 miss",
        "333m333p44s567m88s",
        "4s",
        [],
        "1f",
        {},
        {"two_concealed_pungs": 3, "all_simples": 3, "double_pung": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_simples"},
        11,
    ),
    (
        "三色連刻",
        "333m444p55s567m88s",
        "5s",
        [],
        "1f",
        {},
        {
            "mixed_shifted_pungs": 5,
            "two_concealed_pungs": 3,
            "all_simples": 3,
            "fully_concealed": 1,
            "two_five_eight_pair": 1,
        },
        {"no_honours": "all_simples"},
        13,
    ),
    (
        "三色連刻 miss",
        "333m444p66s567m88s",
        "6s",
        [],
        "1f",
        {},
        {"two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_simples"},
        8,
    ),
    (
        "推不倒",
        "123p345p888p99s55z",
        "5z",
        [],
        "1f",
        {},
        {"reversible_tiles": 5, "fully_concealed": 1, "dragon_pung": 1},
        {"missing_suit": "reversible_tiles"},
        7,
    ),
    (
        "推不倒 miss: 中",
        "123p345p888p99s77z",
        "7z",
        [],
        "1f",
        {},
        {"fully_concealed": 1, "dragon_pung": 1, "missing_suit": 1},
        {},
        3,
    ),
    (
        "孔雀的飛 with two wind pungs",
        "111s333z444z45m66p",
        "3m",
        [],
        "1f",
        {},
        {"three_concealed_pungs": 5, "peacock_flight": 5, "fully_concealed": 1},
        {"terminal_pung": "peacock_flight"},
        11,
    ),
    (
        "孔雀的飛 with two dragon pungs",
        "111s555z666z45m66p",
        "3m",
        [],
        "1f",
        {},
        {"three_concealed_pungs": 5, "peacock_flight": 5, "dragon_pung": 2, "fully_concealed": 1},
        {"terminal_pung": "peacock_flight"},
        13,
    ),
    (
        "孔雀的飛 miss: a wind and a dragon",
        "111s555z444z45m66p",
        "3m",
        [],
        "1f",
        {},
        {"three_concealed_pungs": 5, "all_five_types": 3, "fully_concealed": 1, "dragon_pung": 1, "terminal_pung": 1},
        {},
        11,
    ),
    (
        "三喜臨門",
        "111z333z444z45m66p",
        "3m",
        [],
        "1f",
        {},
        {
            "three_wind_pungs": 7,
            "three_concealed_pungs": 5,
            "seat_round_wind": 3,
            "fully_concealed": 1,
            "missing_suit": 1,
        },
        {},
        17,
    ),
    (
        "三喜臨門 miss: two wind pungs",
        "111z333z456m567m6p",
        "6p",
        [],
        "1f",
        {},
        {"seat_round_wind": 3, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "missing_suit": 1},
        {},
        9,
    ),
    (
        "七對子",
        "1133m5577p22s66z4z",
        "4z",
        [],
        "1f",
        {},
        {"seven_pairs": 7, "all_five_types": 3},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        10,
    ),
    (
        "大於五",
        "678m789p666s888s9m",
        "9m",
        [],
        "1f",
        {},
        {"above_five": 7, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1},
        {"no_honours": "above_five", "no_fives": "above_five"},
        12,
    ),
    (
        "大於五 miss",
        "678m789p666s888s5m",
        "5m",
        [],
        "1f",
        {},
        {"two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "two_five_eight_pair": 1, "no_honours": 1},
        {},
        7,
    ),
    (
        "小於五",
        "123m234p111s333s4m",
        "4m",
        [],
        "1f",
        {},
        {"below_five": 7, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "terminal_pung": 1},
        {"no_honours": "below_five", "no_fives": "below_five"},
        13,
    ),
    (
        "小於五 miss",
        "123m234p111s333s5m",
        "5m",
        [],
        "1f",
        {},
        {
            "two_concealed_pungs": 3,
            "fully_concealed": 1,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "terminal_pung": 1,
            "no_honours": 1,
        },
        {},
        8,
    ),
    (
        "三元七對",
        "1133m55p22s55667z",
        "7z",
        [],
        "1f",
        {},
        {"seven_pairs": 7, "three_dragons_seven_pairs": 7},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        14,
    ),
    (
        "三元七對 miss: 北 for 中",
        "1133m55p22s55664z",
        "4z",
        [],
        "1f",
        {},
        {"seven_pairs": 7, "all_five_types": 3},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        10,
    ),
    (
        "花糊",
        "123m456p789s1122z",
        "3g",
        [],
        "1f2f3f4f1g2g",
        {"win_by": "self_draw"},
        {"flower_hand": 8},
        {"seat_flower": "flower_hand", "flower_set": "flower_hand"},
        8,
    ),
    (
        "花糊 miss: six bonus tiles",
        "123m456p789s11z22z",
        "2z",
        [],
        "1f2f3f4f1g3g",
        {},
        {"seat_round_wind": 3, "flower_set": 3, "fully_concealed": 1, "mixed_straight": 1},
        {"seat_flower": "flower_set"},
        8,
    ),
    (
        "全不靠",
        "147m25p369s1234z5z",
        "6z",
        [],
        "1f",
        {},
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    (
        "全不靠 with all nine knitted tiles",
        "147m258p369s1234z",
        "5z",
        [],
        "1f",
        {},
        {"knitted_honours": 8, "knitted_straight": 5},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        13,
    ),
    (
        "單龍抱",
        "123m123m234p345p5s",
        "5s",
        [],
        "1f",
        {},
        {"pure_double_and_shifted": 8, "all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1},
        {
            "fully_concealed": "pure_double_and_shifted",
            "pure_double_chow": "pure_double_and_shifted",
            "no_honours": "all_chows_no_honours",
        },
        13,
    ),
    (
        "單龍抱 miss: a chow claimed",
        "123m234p345p5s",
        "5s",
        ["chow:123m"],
        "1f",
        {},
        {"all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1, "pure_double_chow": 1},
        {"no_honours": "all_chows_no_honours"},
        6,
    ),
    (
        "單龍抱 miss: 234p 456p",
        "123m123m234p456p5s",
        "5s",
        [],
        "1f",
        {},
        {
            "all_chows_no_honours": 3,
            "fully_concealed": 1,
            "single_wait": 1,
            "two_five_eight_pair": 1,
            "pure_double_chow": 1,
        },
        {"no_honours": "all_chows_no_honours"},
        7,
    ),
    (
        "亂蛇",
        "123m234m567p678p5s",
        "5s",
        [],
        "1f",
        {},
        {"two_shifted_chows": 8, "all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1},
        {"fully_concealed": "two_shifted_chows", "no_honours": "all_chows_no_honours"},
        13,
    ),
    (
        "亂蛇 miss: 567p 789p",
        "123m234m567p789p5s",
        "5s",
        [],
        "1f",
        {},
        {"all_chows_no_honours": 3, "fully_concealed": 1, "single_wait": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_chows_no_honours"},
        6,
    ),
    (
        "十三魔王",
        "147m258p1234567z",
        "3s",
        [],
        "1f",
        {},
        {"seven_star_knitted": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        20,
    ),
    (
        "十三魔王 miss: six honours",
        "147m58p369s12345z",
        "6z",
        [],
        "1f",
        {},
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    (
        "十三魔殿",
        "47m258p36s123456z",
        "7z",
        [],
        "1f",
        {},
        {"seven_star_knitted": 20, "seven_star_palace": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        40,
    ),
    (
        "十三魔殿 miss: other suits",
        "47p258m36s123456z",
        "7z",
        [],
        "1f",
        {},
        {"seven_star_knitted": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        20,
    ),
    (
        "十三不搭",
        "159m258p36s12345z",
        "1m",
        [],
        "1f",
        {"extra": {"first_go_around": True}},
        {"thirteen_unrelated": 40, "all_five_types": 3},
        {"fully_concealed": "thirteen_unrelated", "single_wait": "thirteen_unrelated"},
        43,
    ),
    (
        "十三不搭 in the knitted layout",
        "147m258p36s12345z",
        "1m",
        [],
        "1f",
        {"extra": {"first_go_around": True}},
        {"thirteen_unrelated": 40, "thirteen_unrelated_knitted": 5, "all_five_types": 3},
        {"fully_concealed": "thirteen_unrelated", "single_wait": "thirteen_unrelated"},
        48,
    ),
    (
        "十三金字塔",
        "1479m12589p1369s",
        "9s",
        [],
        "1f",
        {},
        {"thirteen_pyramid": 30},
        {"fully_concealed": "thirteen_pyramid", "single_wait": "thirteen_pyramid", "no_honours": "thirteen_pyramid"},
        30,
    ),
    (
        "七搶一 miss: the eighth drawn is 八仙過海",
        "123m456p789s1122z",
        "4g",
        [],
        "1f2f3f4f1g2g3g",
        {"win_by": "self_draw"},
        {"big_flowers": 20},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        20,
    ),
]


@pytest.mark.parametrize(
    ("case", "concealed", "win", "melds", "flowers", "ctx", "kept", "suppressed", "total"),
    CASES,
    ids=[c[0] for c in CASES],
)
def test_scores(
    table: Table,
    case: str,
    concealed: str,
    win: str,
    melds: list[str],
    flowers: str,
    ctx: dict,
    kept: dict[str, int],
    suppressed: dict[str, str],
    total: int,
) -> None:
    got = _score(table, concealed, win, melds, flowers, ctx)
    assert (got["kept"], got["suppressed"], got["total"]) == (kept, suppressed, total), got["arrangement"]
    assert sum(kept.values()) == total


# Near misses that are not winning hands at all under these shapes.
NOT_WINNING = [
    ("七對子: four of a kind is not two pairs", "1133m5555p22s66z4z", "4z", {}),
    ("組合龍: 368s is not a knitted 369", "147m258p368s23m55z", "4m", {}),
    ("全不靠: 37s is out of the knitted layout (錯位)", "147m258p37s1234z5z", "6z", {}),
    ("十三不搭: not in the first go-around", "159m258p36s12345z", "1m", {}),
    ("十三金字塔: suits swapped", "1479p12589m1369s", "9s", {}),
]


@pytest.mark.parametrize(("case", "concealed", "win", "ctx"), NOT_WINNING, ids=[c[0] for c in NOT_WINNING])
def test_not_a_winning_hand(table: Table, case: str, concealed: str, win: str, ctx: dict) -> None:
    with pytest.raises(HandError) as e:
        _score(table, concealed, win, [], "1f", ctx)
    assert e.value.code == "not_a_winning_hand"


@pytest.mark.parametrize(("pid", "zh", "fan"), OWN, ids=[o[0] for o in OWN])
def test_pattern_in_ruleset(pid: str, zh: str, fan: int) -> None:
    p = get_ruleset("canton-new").patterns[pid]
    assert (p.zh, p.fan, p.limit_hand) == (zh, fan, False)
    assert p.note.startswith("seed 000")


# --- results that needed engine changes: kept-only suppression, 七搶一 on a discard, 流局十番 ---------


@pytest.mark.parametrize(
    ("concealed", "win", "kept", "suppressed_by"),
    [
        ("1133m5577p22s66z4z", "4z", {"seven_pairs": 7, "all_five_types": 3, "self_drawn": 1}, "seven_pairs"),
        ("147m25p369s1234z5z", "6z", {"knitted_honours": 8, "self_drawn": 1}, "knitted_honours"),
    ],
)
def test_self_drawn_concealed_special_hand_keeps_self_draw(
    table: Table, concealed: str, win: str, kept: dict, suppressed_by: str
) -> None:
    got = _score(table, concealed, win, [], "1f", {"win_by": "self_draw"})
    assert got["kept"] == kept
    assert got["suppressed"]["concealed_self_draw"] == suppressed_by


def test_seven_rob_one_is_paid_as_a_discard(table: Table) -> None:
    c = dict(BASE_CONTEXT, extra={"robbing_flower": True})
    result = score_hand(hand("123m456p789s1122z", "4g", [], "1f2f3f4f1g2g3g"), context(**c), table)
    assert summary(result)["kept"] == {"seven_rob_one": 10}
    assert result.paid_as == "discard"


def test_seven_rob_one_is_only_a_discard(table: Table) -> None:
    c = dict(BASE_CONTEXT, win_by="self_draw", extra={"robbing_flower": True})
    c.pop("discarder", None)
    with pytest.raises(HandError) as e:
        score_hand(hand("123m456p789s1122z", "4g", [], "1f2f3f4f1g2g3g"), context(**c), table)
    assert e.value.code == "contradictory_context"


def _draw_view(concealed: str, melds: list[str], **flags: bool) -> HandView:
    h = hand(concealed, None, melds, "1f")
    ctx = WinContext(seat_wind="south", **flags)
    blocks = (Block("held", tuple(sorted(h.concealed))),)
    return HandView(Arrangement("exhaustive_draw", blocks), h, ctx, {}, ())


@pytest.mark.parametrize(
    ("melds", "flags", "expected"),
    [
        ([], {"exhaustive_draw": True, "discards_all_terminal_or_honour_unclaimed": True}, True),
        ([], {"exhaustive_draw": True}, False),
        ([], {"discards_all_terminal_or_honour_unclaimed": True}, False),
        (["kong*:5555p"], {"exhaustive_draw": True, "discards_all_terminal_or_honour_unclaimed": True}, True),
    ],
)
def test_exhaustive_draw_predicate(melds: list[str], flags: dict, expected: bool) -> None:
    concealed = "123m456p789s11z" if not melds else "123m789s11z"
    v = _draw_view(concealed, melds, **flags)
    assert bool(PREDICATES["exhaustive_draw_terminals"](v)) is expected


def test_exhaustive_draw_needs_a_concealed_hand() -> None:
    v = _draw_view("123m789s11z", ["pung:555p"], exhaustive_draw=True, discards_all_terminal_or_honour_unclaimed=True)
    assert not PREDICATES["exhaustive_draw_terminals"](v)


def test_exhaustive_draw_scores_ten(table: Table) -> None:
    c = dict(
        BASE_CONTEXT,
        win_by="self_draw",
        extra={"exhaustive_draw": True, "discards_all_terminal_or_honour_unclaimed": True},
    )
    result = score_hand(hand("123m456p789s11z22z", None, [], "1f"), context(**c), table)
    assert summary(result)["kept"] == {"exhaustive_draw_terminals": 10}


def test_exhaustive_draw_shape_only_for_a_drawn_hand() -> None:
    from rules.arrangements import SHAPES, hand_counts

    drawn = hand("123m456p789s11z2z", None, [], "1f")
    flagged = WinContext(seat_wind="south", exhaustive_draw=True)
    assert [a.shape for a in SHAPES["exhaustive_draw"](drawn, flagged, hand_counts(drawn))] == ["exhaustive_draw"]
    assert list(SHAPES["exhaustive_draw"](drawn, WinContext(seat_wind="south"), hand_counts(drawn))) == []
    won = hand("123m456p789s11z2z", "2z", [], "1f")
    assert list(SHAPES["exhaustive_draw"](won, flagged, hand_counts(won))) == []


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        ("147m258p369s1234567z", True),
        ("159m26p37s", True),
        ("14m", True),
        ("13m", False),
        ("11z", False),
        ("1m1p1s", True),
    ],
)
def test_mutually_unrelated(tiles: str, expected: bool) -> None:
    from rules.patterns.canton_mid import mutually_unrelated
    from rules.tiles import parse_tiles

    assert mutually_unrelated(parse_tiles(tiles)) is expected
