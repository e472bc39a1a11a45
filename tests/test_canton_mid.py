"""canton-new (seed 000) 四番 to 八番, the 不靠 family, 十三金字塔, 流局十番 and 七搶一
(rules/patterns/canton_mid.py, rules/rulesets/canton-new/20-fan4-8.yaml).

Rows are `Case`s (tests/hands.py) with the whole expected result: the patterns kept with their
fan, the ones suppressed with the pattern that suppressed them, and the total. Defaults
(`CANTON_NEW`): the winner sits south in an east round, wins on the discard of east (上家) and
holds one bonus tile, 梅 (1f, not his: no 無花, no 正花), at a table with no minimum.
"""

from __future__ import annotations

import pytest

from rules.arrangements import SHAPES, hand_counts
from rules.hand import HandError
from rules.patterns.canton_mid import mutually_unrelated
from rules.tiles import parse_tiles
from tests.hands import CANTON_NEW, Case, check, check_canton_pattern, check_not_winning, context, h, hand, score

DEFAULTS = CANTON_NEW

CASES = [
    Case(
        "清四碰 single wait",
        ("all_claimed_pungs",),
        h("6s", "6s", "pung:222m", "pung:555p", "pung:777s", "pung:444p"),
        {"all_pungs": 5, "all_claimed_pungs": 4, "melded_hand": 3, "all_simples": 3},
        {"single_wait": "melded_hand", "no_honours": "all_simples"},
        15,
    ),
    Case(
        "清四碰 double-pung wait on a discard",
        ("all_claimed_pungs",),
        h("4p4p6s6s", "4p", "pung:222m", "pung:555p", "pung:777s"),
        {"all_pungs": 5, "all_claimed_pungs": 4, "all_simples": 3},
        {"no_honours": "all_simples"},
        12,
    ),
    Case(
        "清四碰 miss: double-pung wait self-drawn",
        ("!all_claimed_pungs",),
        h("4p4p6s6s", "4p", "pung:222m", "pung:555p", "pung:777s", win_by="self_draw"),
        {"all_pungs": 5, "all_simples": 3, "self_drawn": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    Case(
        "三暗刻",
        ("three_concealed_pungs",),
        h("222m444p666s45m77m", "3m"),
        {"three_concealed_pungs": 5, "all_simples": 3, "fully_concealed": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    Case(
        "三暗刻 miss: the third pung completed by a discard",
        ("!three_concealed_pungs",),
        h("222m44p666s345m77m", "4p"),
        {"two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1},
        {"no_honours": "all_simples"},
        7,
    ),
    Case(
        "小三元",
        ("little_three_dragons",),
        h("555z666z77z45m567p", "3m"),
        {"little_three_dragons": 5, "two_concealed_pungs": 3, "fully_concealed": 1, "missing_suit": 1},
        {"dragon_pung": "little_three_dragons"},
        10,
    ),
    Case(
        "小三元 miss: the pair is not a dragon",
        ("!little_three_dragons",),
        h("555z666z77s45m567p", "3m"),
        {"two_concealed_pungs": 3, "dragon_pung": 2, "fully_concealed": 1},
        {},
        6,
    ),
    Case(
        "對對糊",
        ("all_pungs",),
        h("666s88m33s", "8m", "pung:222m", "pung:444p"),
        {"all_pungs": 5, "all_simples": 3, "no_fives": 1},
        {"no_honours": "all_simples"},
        9,
    ),
    Case(
        "對對糊 miss: a chow",
        ("!all_pungs",),
        h("678s88m33s", "8m", "pung:222m", "pung:444p"),
        {"all_simples": 3, "no_fives": 1},
        {"no_honours": "all_simples"},
        4,
    ),
    Case(
        "混一色",
        ("half_flush",),
        h("123m567m888m444z2m", "2m"),
        {"half_flush": 5, "two_concealed_pungs": 3, "fully_concealed": 1, "closed_wait": 1, "two_five_eight_pair": 1},
        {"missing_suit": "half_flush"},
        11,
    ),
    Case(
        "混一色 miss: two suits",
        ("!half_flush",),
        h("123m567m888m444p2m", "2m"),
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
    Case(
        "清帶幺九",
        ("pure_outside_hand",),
        h("123m789m11p999s78s", "9s"),
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
    Case(
        "清帶幺九 miss: 678s",
        ("!pure_outside_hand",),
        h("123m789m11p999s78s", "6s"),
        {"fully_concealed": 1, "no_fives": 1, "terminal_pung": 1, "no_honours": 1, "old_young": 1},
        {},
        5,
    ),
    Case(
        "組合龍",
        ("knitted_straight",),
        h("17m258p369s123m55z", "4m"),
        {"knitted_straight": 5, "fully_concealed": 1},
        {},
        6,
    ),
    Case(
        "組合龍 with a claimed pung",
        ("knitted_straight",),
        h("147m258p369s5z", "5z", "pung:777z"),
        {"knitted_straight": 5, "dragon_pung": 1, "single_wait": 1},
        {},
        7,
    ),
    Case(
        "組合龍 miss: 全不靠 with eight knitted tiles",
        ("!knitted_straight",),
        h("147m25p369s1234z5z", "6z"),
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    Case(
        "三色三步高 step one",
        ("mixed_shifted_chows",),
        h("123m234p34s678s99m", "5s"),
        {"mixed_shifted_chows": 5, "all_chows_no_honours": 3, "fully_concealed": 1, "six_in_a_row": 1},
        {"no_honours": "all_chows_no_honours"},
        10,
    ),
    Case(
        "三色三步高 step two",
        ("mixed_shifted_chows",),
        h("123m345p56s234s99m", "7s"),
        {"mixed_shifted_chows": 5, "all_chows_no_honours": 3, "fully_concealed": 1, "six_in_a_row": 1},
        {"no_honours": "all_chows_no_honours"},
        10,
    ),
    Case(
        "三色三步高 miss",
        ("!mixed_shifted_chows",),
        h("123m345p45s678s99m", "6s"),
        {"all_chows_no_honours": 3, "fully_concealed": 1},
        {"no_honours": "all_chows_no_honours"},
        4,
    ),
    Case(
        "三色同刻",
        ("triple_pung",),
        h("333m333p33s567m88s", "3s"),
        {"triple_pung": 5, "two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"double_pung": "triple_pung", "no_honours": "all_simples"},
        13,
    ),
    Case(
        "三色同刻 miss",
        ("!triple_pung",),
        h("333m333p44s567m88s", "4s"),
        {"two_concealed_pungs": 3, "all_simples": 3, "double_pung": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_simples"},
        11,
    ),
    Case(
        "三色連刻",
        ("mixed_shifted_pungs",),
        h("333m444p55s567m88s", "5s"),
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
    Case(
        "三色連刻 miss",
        ("!mixed_shifted_pungs",),
        h("333m444p66s567m88s", "6s"),
        {"two_concealed_pungs": 3, "all_simples": 3, "fully_concealed": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_simples"},
        8,
    ),
    Case(
        "推不倒",
        ("reversible_tiles",),
        h("123p345p888p99s55z", "5z"),
        {"reversible_tiles": 5, "fully_concealed": 1, "dragon_pung": 1},
        {"missing_suit": "reversible_tiles"},
        7,
    ),
    Case(
        "推不倒 miss: 中",
        ("!reversible_tiles",),
        h("123p345p888p99s77z", "7z"),
        {"fully_concealed": 1, "dragon_pung": 1, "missing_suit": 1},
        {},
        3,
    ),
    Case(
        "孔雀的飛 with two wind pungs",
        ("peacock_flight",),
        h("111s333z444z45m66p", "3m"),
        {"three_concealed_pungs": 5, "peacock_flight": 5, "fully_concealed": 1},
        {"terminal_pung": "peacock_flight"},
        11,
    ),
    Case(
        "孔雀的飛 with two dragon pungs",
        ("peacock_flight",),
        h("111s555z666z45m66p", "3m"),
        {"three_concealed_pungs": 5, "peacock_flight": 5, "dragon_pung": 2, "fully_concealed": 1},
        {"terminal_pung": "peacock_flight"},
        13,
    ),
    Case(
        "孔雀的飛 miss: a wind and a dragon",
        ("!peacock_flight",),
        h("111s555z444z45m66p", "3m"),
        {"three_concealed_pungs": 5, "all_five_types": 3, "fully_concealed": 1, "dragon_pung": 1, "terminal_pung": 1},
        {},
        11,
    ),
    Case(
        "三喜臨門",
        ("three_wind_pungs",),
        h("111z333z444z45m66p", "3m"),
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
    Case(
        "三喜臨門 miss: two wind pungs",
        ("!three_wind_pungs",),
        h("111z333z456m567m6p", "6p"),
        {"seat_round_wind": 3, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "missing_suit": 1},
        {},
        9,
    ),
    Case(
        "七對子",
        ("seven_pairs",),
        h("1133m5577p22s66z4z", "4z"),
        {"seven_pairs": 7, "all_five_types": 3},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        10,
    ),
    Case(
        "大於五",
        ("above_five",),
        h("678m789p666s888s9m", "9m"),
        {"above_five": 7, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1},
        {"no_honours": "above_five", "no_fives": "above_five"},
        12,
    ),
    Case(
        "大於五 miss",
        ("!above_five",),
        h("678m789p666s888s5m", "5m"),
        {"two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "two_five_eight_pair": 1, "no_honours": 1},
        {},
        7,
    ),
    Case(
        "小於五",
        ("below_five",),
        h("123m234p111s333s4m", "4m"),
        {"below_five": 7, "two_concealed_pungs": 3, "fully_concealed": 1, "single_wait": 1, "terminal_pung": 1},
        {"no_honours": "below_five", "no_fives": "below_five"},
        13,
    ),
    Case(
        "小於五 miss",
        ("!below_five",),
        h("123m234p111s333s5m", "5m"),
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
    Case(
        "三元七對",
        ("three_dragons_seven_pairs",),
        h("1133m55p22s55667z", "7z"),
        {"seven_pairs": 7, "three_dragons_seven_pairs": 7},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        14,
    ),
    Case(
        "三元七對 miss: 北 for 中",
        ("!three_dragons_seven_pairs",),
        h("1133m55p22s55664z", "4z"),
        {"seven_pairs": 7, "all_five_types": 3},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        10,
    ),
    Case(
        "花糊",
        ("flower_hand",),
        h("123m456p789s1122z", "3g", flowers="1f2f3f4f1g2g", win_by="self_draw"),
        {"flower_hand": 8},
        {"seat_flower": "flower_hand", "flower_set": "flower_hand"},
        8,
    ),
    Case(
        "花糊 miss: six bonus tiles",
        ("!flower_hand",),
        h("123m456p789s11z22z", "2z", flowers="1f2f3f4f1g3g"),
        {"seat_round_wind": 3, "flower_set": 3, "fully_concealed": 1, "mixed_straight": 1},
        {"seat_flower": "flower_set"},
        8,
    ),
    Case(
        "全不靠",
        ("knitted_honours",),
        h("147m25p369s1234z5z", "6z"),
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    Case(
        "全不靠 with all nine knitted tiles",
        ("knitted_honours",),
        h("147m258p369s1234z", "5z"),
        {"knitted_honours": 8, "knitted_straight": 5},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        13,
    ),
    Case(
        "單龍抱",
        ("pure_double_and_shifted",),
        h("123m123m234p345p5s", "5s"),
        {"pure_double_and_shifted": 8, "all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1},
        {
            "fully_concealed": "pure_double_and_shifted",
            "pure_double_chow": "pure_double_and_shifted",
            "no_honours": "all_chows_no_honours",
        },
        13,
    ),
    Case(
        "單龍抱 miss: a chow claimed",
        ("!pure_double_and_shifted",),
        h("123m234p345p5s", "5s", "chow:123m"),
        {"all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1, "pure_double_chow": 1},
        {"no_honours": "all_chows_no_honours"},
        6,
    ),
    Case(
        "單龍抱 miss: 234p 456p",
        ("!pure_double_and_shifted",),
        h("123m123m234p456p5s", "5s"),
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
    Case(
        "亂蛇",
        ("two_shifted_chows",),
        h("123m234m567p678p5s", "5s"),
        {"two_shifted_chows": 8, "all_chows_no_honours": 3, "single_wait": 1, "two_five_eight_pair": 1},
        {"fully_concealed": "two_shifted_chows", "no_honours": "all_chows_no_honours"},
        13,
    ),
    Case(
        "亂蛇 miss: 567p 789p",
        ("!two_shifted_chows",),
        h("123m234m567p789p5s", "5s"),
        {"all_chows_no_honours": 3, "fully_concealed": 1, "single_wait": 1, "two_five_eight_pair": 1},
        {"no_honours": "all_chows_no_honours"},
        6,
    ),
    Case(
        "十三魔王",
        ("seven_star_knitted",),
        h("147m258p1234567z", "3s"),
        {"seven_star_knitted": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        20,
    ),
    Case(
        "十三魔王 miss: six honours",
        ("!seven_star_knitted",),
        h("147m58p369s12345z", "6z"),
        {"knitted_honours": 8},
        {"fully_concealed": "knitted_honours", "all_five_types": "knitted_honours"},
        8,
    ),
    Case(
        "十三魔殿",
        ("seven_star_palace",),
        h("47m258p36s123456z", "7z"),
        {"seven_star_knitted": 20, "seven_star_palace": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        40,
    ),
    Case(
        "十三魔殿 miss: other suits",
        ("!seven_star_palace",),
        h("47p258m36s123456z", "7z"),
        {"seven_star_knitted": 20},
        {
            "knitted_honours": "seven_star_knitted",
            "fully_concealed": "seven_star_knitted",
            "all_five_types": "seven_star_knitted",
        },
        20,
    ),
    Case(
        "十三不搭",
        ("thirteen_unrelated", "!thirteen_unrelated_knitted"),
        h("159m258p36s12345z", "1m", first_go_around=True),
        {"thirteen_unrelated": 40, "all_five_types": 3},
        {"fully_concealed": "thirteen_unrelated", "single_wait": "thirteen_unrelated"},
        43,
    ),
    Case(
        "十三不搭 in the knitted layout",
        ("thirteen_unrelated", "thirteen_unrelated_knitted"),
        h("147m258p36s12345z", "1m", first_go_around=True),
        {"thirteen_unrelated": 40, "thirteen_unrelated_knitted": 5, "all_five_types": 3},
        {"fully_concealed": "thirteen_unrelated", "single_wait": "thirteen_unrelated"},
        48,
    ),
    Case(
        "十三金字塔",
        ("thirteen_pyramid",),
        h("1479m12589p1369s", "9s"),
        {"thirteen_pyramid": 30},
        {"fully_concealed": "thirteen_pyramid", "single_wait": "thirteen_pyramid", "no_honours": "thirteen_pyramid"},
        30,
    ),
    Case(
        "七搶一 miss: the eighth drawn is 八仙過海",
        ("!seven_rob_one",),
        h("123m456p789s1122z", "4g", flowers="1f2f3f4f1g2g3g", win_by="self_draw"),
        {"big_flowers": 20},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        20,
    ),
    # --- special contexts: 自摸 on a concealed special hand, 七搶一, 流局十番 ---
    # 七對子 and 全不靠 are necessarily concealed: 不求人 is not added, but 自摸 still counts.
    Case(
        "七對子 self-drawn keeps 自摸",
        ("seven_pairs", "self_drawn", "!concealed_self_draw"),
        h("1133m5577p22s66z4z", "4z", win_by="self_draw"),
        {"seven_pairs": 7, "all_five_types": 3, "self_drawn": 1},
        {"fully_concealed": "seven_pairs", "concealed_self_draw": "seven_pairs", "single_wait": "seven_pairs"},
        11,
    ),
    Case(
        "全不靠 self-drawn keeps 自摸",
        ("knitted_honours", "self_drawn", "!concealed_self_draw"),
        h("147m25p369s1234z5z", "6z", win_by="self_draw"),
        {"knitted_honours": 8, "self_drawn": 1},
        {
            "fully_concealed": "knitted_honours",
            "concealed_self_draw": "knitted_honours",
            "all_five_types": "knitted_honours",
        },
        9,
    ),
    # 七搶一: seven bonus tiles and the eighth robbed from another player: paid as a discard.
    Case(
        "七搶一",
        ("seven_rob_one",),
        h("123m456p789s1122z", "4g", flowers="1f2f3f4f1g2g3g", robbing_flower=True),
        {"seven_rob_one": 10},
        {
            "flower_hand": "big_flowers",
            "seat_flower": "big_flowers",
            "flower_set": "big_flowers",
            "big_flowers": "seven_rob_one",
        },
        10,
        {"paid_as": "discard"},
    ),
    # 流局十番: the hand held at an exhaustive draw (no winning tile), settled as a self-draw.
    Case(
        "流局十番",
        ("exhaustive_draw_terminals",),
        h(
            "123m456p789s11z22z",
            None,
            win_by="self_draw",
            exhaustive_draw=True,
            discards_all_terminal_or_honour_unclaimed=True,
        ),
        {"exhaustive_draw_terminals": 10},
        {},
        10,
        {"shape": "exhaustive_draw", "paid_as": "self_draw"},
    ),
    Case(
        "流局十番 with a concealed kong",
        ("exhaustive_draw_terminals",),
        h(
            "123m789s11z22z",
            None,
            "kong*:5555p",
            win_by="self_draw",
            exhaustive_draw=True,
            discards_all_terminal_or_honour_unclaimed=True,
        ),
        {"exhaustive_draw_terminals": 10},
        {},
        10,
    ),
    Case(
        "流局十番 miss: a discard was claimed",
        ("!exhaustive_draw_terminals",),
        h("123m456p789s11z22z", None, win_by="self_draw", exhaustive_draw=True),
        {},
        {},
        0,
        {"shape": "exhaustive_draw"},
    ),
    Case(
        "流局十番 miss: an exposed pung",
        ("!exhaustive_draw_terminals",),
        h(
            "123m789s11z22z",
            None,
            "pung:555p",
            win_by="self_draw",
            exhaustive_draw=True,
            discards_all_terminal_or_honour_unclaimed=True,
        ),
        {},
        {},
        0,
    ),
    Case(
        "流局十番 miss: a win, not a draw",
        ("!exhaustive_draw_terminals",),
        h("123m456p789s11z22z", "2z", win_by="self_draw", discards_all_terminal_or_honour_unclaimed=True),
        {"seat_round_wind": 3, "concealed_self_draw": 3, "mixed_straight": 1},
        {"fully_concealed": "concealed_self_draw", "self_drawn": "concealed_self_draw"},
        7,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_canton_mid(case: Case) -> None:
    check(case, DEFAULTS)


# Near misses that are not winning hands at all under these shapes.
NOT_WINNING = [
    ("seven_pairs", h("1133m5555p22s66z4z", "4z")),  # four of a kind is not two pairs
    ("knitted_straight", h("147m258p368s23m55z", "4m")),  # 368s is not a knitted 369
    ("knitted_honours", h("147m258p37s1234z5z", "6z")),  # 37s is out of the knitted layout (錯位)
    ("thirteen_unrelated", h("159m258p36s12345z", "1m")),  # not in the first go-around
    ("thirteen_pyramid", h("1479p12589m1369s", "9s")),  # suits swapped
]


@pytest.mark.parametrize(("pattern", "hand"), NOT_WINNING, ids=[f"{p}-{i}" for i, (p, _) in enumerate(NOT_WINNING)])
def test_near_misses_that_do_not_win(pattern: str, hand: dict) -> None:
    check_not_winning(hand, DEFAULTS)


def test_seven_rob_one_is_only_a_discard() -> None:
    with pytest.raises(HandError) as e:
        score(
            **{
                **DEFAULTS,
                **h("123m456p789s1122z", "4g", flowers="1f2f3f4f1g2g3g", robbing_flower=True, win_by="self_draw"),
            }
        )
    assert e.value.code == "contradictory_context"


def test_exhaustive_draw_shape_only_for_a_drawn_hand() -> None:
    drawn = hand("123m456p789s11z2z", None, [], "1f")
    flagged = context(seat_wind="south", exhaustive_draw=True)
    assert [a.shape for a in SHAPES["exhaustive_draw"](drawn, flagged, hand_counts(drawn))] == ["exhaustive_draw"]
    assert list(SHAPES["exhaustive_draw"](drawn, context(seat_wind="south"), hand_counts(drawn))) == []
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
    assert mutually_unrelated(parse_tiles(tiles)) is expected


# Each pattern of this part: its zh name and fan in seed 000.
OWN = {
    "all_claimed_pungs": ("清四碰", 4),
    "three_concealed_pungs": ("三暗刻", 5),
    "little_three_dragons": ("小三元", 5),
    "all_pungs": ("對對糊", 5),
    "half_flush": ("混一色", 5),
    "pure_outside_hand": ("清帶幺九", 5),
    "knitted_straight": ("組合龍", 5),
    "mixed_shifted_chows": ("三色三步高", 5),
    "triple_pung": ("三色同刻", 5),
    "mixed_shifted_pungs": ("三色連刻", 5),
    "reversible_tiles": ("推不倒", 5),
    "peacock_flight": ("孔雀的飛", 5),
    "three_wind_pungs": ("三喜臨門", 7),
    "seven_pairs": ("七對子", 7),
    "above_five": ("大於五", 7),
    "below_five": ("小於五", 7),
    "three_dragons_seven_pairs": ("三元七對", 7),
    "flower_hand": ("花糊", 8),
    "knitted_honours": ("全不靠", 8),
    "pure_double_and_shifted": ("單龍抱", 8),
    "two_shifted_chows": ("亂蛇", 8),
    "seven_star_knitted": ("十三魔王", 20),
    "seven_star_palace": ("十三魔殿", 20),
    "thirteen_unrelated": ("十三不搭", 40),
    "thirteen_unrelated_knitted": ("十三不搭（做出全不靠）", 5),
    "thirteen_pyramid": ("十三金字塔", 30),
    "exhaustive_draw_terminals": ("流局十番", 10),
    "seven_rob_one": ("七搶一", 10),
}


@pytest.mark.parametrize("pid", OWN)
def test_pattern_data(pid: str) -> None:
    check_canton_pattern(pid, *OWN[pid])
