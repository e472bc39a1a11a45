"""canton-new (seed 000) 十番 and 十五番 patterns, and 三不槓 (二十番, which shares the quads shape of
二不槓): for every pattern a hand where it counts and a near miss.

Rows are `Case`s (tests/hands.py) with the whole expected result (kept patterns with their fan,
suppressed patterns with what suppressed them, the total). Defaults (`CANTON_NEW`): the winner
sits south in an east round, holds one bonus tile that is not his (1f 梅: no 無花, no 正花), wins
on a discard from east (上家), at a table with no minimum.
"""

from __future__ import annotations

import pytest

from tests.hands import CANTON_NEW, Case, check, check_canton_pattern, check_not_winning, h

DEFAULTS = CANTON_NEW

CASES = [
    # --- 三槓子 ---
    Case(
        "three_kongs",
        ("three_kongs",),
        h("34s11z", "5s", "kong:2222m", "kong:6666p", "kong*:8888s"),
        {"three_kongs": 10},
        {"kong": "three_kongs"},
        10,
    ),
    Case(
        "three_kongs near: two kongs",
        ("!three_kongs",),
        h("34s11z", "5s", "kong:2222m", "kong:6666p", "pung:888s"),
        {"two_kongs": 3},
        {"kong": "two_kongs"},
        3,
    ),
    # --- 大三元 ---
    Case(
        "big_three_dragons",
        ("big_three_dragons",),
        h("777z34m99p", "5m", "pung:555z", "pung:666z"),
        {"big_three_dragons": 10, "missing_suit": 1},
        {"dragon_pung": "big_three_dragons"},
        11,
    ),
    Case(
        "big_three_dragons near: two dragon pungs",
        ("!big_three_dragons",),
        h("345m78p11s", "9p", "pung:555z", "pung:666z"),
        {"dragon_pung": 2},
        {},
        2,
    ),
    # --- 連槓開花 ---
    Case(
        "double_kong_self_draw",
        ("double_kong_self_draw",),
        h("345s78m11z", "9m", "kong:2222m", "kong*:6666p", win_by="self_draw", kong_replacement=2),
        {"double_kong_self_draw": 10, "two_kongs": 3},
        {"kong_self_draw": "double_kong_self_draw", "self_drawn": "double_kong_self_draw", "kong": "two_kongs"},
        13,
    ),
    Case(
        "double_kong_self_draw near: one kong replacement",
        ("!double_kong_self_draw",),
        h("345s78m11z", "9m", "kong:2222m", "kong*:6666p", win_by="self_draw", kong_replacement=1),
        {"two_kongs": 3, "kong_self_draw": 3},
        {"kong": "two_kongs", "self_drawn": "kong_self_draw"},
        6,
    ),
    # --- 清一色 ---
    Case(
        "full_flush",
        ("full_flush",),
        h("23p345p666p77p", "1p", "chow:789p"),
        {"full_flush": 10, "old_young": 1},
        {"no_honours": "full_flush", "missing_suit": "full_flush"},
        11,
    ),
    Case(
        "full_flush near: honour pung",
        ("!full_flush",),
        h("23p345p444z77p", "1p", "chow:789p"),
        {"half_flush": 5, "old_young": 1},
        {"missing_suit": "half_flush"},
        6,
    ),
    # --- 一色三節高 ---
    Case(
        "pure_shifted_pungs",
        ("pure_shifted_pungs",),
        h("555s66s123m44z", "6s", "pung:444s"),
        {"pure_shifted_pungs": 10, "missing_suit": 1},
        {},
        11,
    ),
    Case(
        "pure_shifted_pungs near: 4-5-7",
        ("!pure_shifted_pungs",),
        h("555s77s123m44z", "7s", "pung:444s"),
        {"missing_suit": 1},
        {},
        1,
    ),
    # --- 一色三同順 ---
    Case(
        "pure_triple_chow",
        ("pure_triple_chow",),
        h("234s23s567m44z", "4s", "chow:234s"),
        {"pure_triple_chow": 10, "missing_suit": 1},
        {"pure_double_chow": "pure_triple_chow"},
        11,
    ),
    Case(
        "pure_triple_chow near: 234 234 345",
        ("!pure_triple_chow",),
        h("234s34s678m44z", "5s", "chow:234s"),
        {"pure_double_chow": 1, "missing_suit": 1},
        {},
        2,
    ),
    # --- 雙飄 (chow form: also 鏡糊糊, they stack) ---
    Case(
        "two_suit_old_young",
        ("two_suit_old_young",),
        h("789m123p78p44z", "9p", "chow:123m"),
        {"mirror_hand": 15, "two_suit_old_young": 10, "outside_hand": 3, "missing_suit": 1},
        {"mixed_double_chow": "mirror_hand", "old_young": "two_suit_old_young", "no_fives": "outside_hand"},
        29,
    ),
    Case(
        "two_suit_old_young: 老少副 and 老少碰",
        ("two_suit_old_young",),
        h("789m111p99p44z", "9p", "chow:123m"),
        {"two_suit_old_young": 10, "outside_hand": 3, "terminal_pung": 1, "missing_suit": 1},
        {"old_young": "two_suit_old_young", "no_fives": "outside_hand"},
        15,
    ),
    Case(
        "two_suit_old_young near: one suit",
        ("!two_suit_old_young",),
        h("789m123p34p44z", "5p", "chow:123m"),
        {"old_young": 1, "missing_suit": 1, "mixed_double_chow": 1},
        {},
        3,
    ),
    # --- 雙龍抱 ---
    Case(
        "two_pure_double_chows",
        ("two_pure_double_chows",),
        h("234m456p45p44z", "6p", "chow:234m"),
        {"two_pure_double_chows": 10, "missing_suit": 1},
        {"pure_double_chow": "two_pure_double_chows"},
        11,
    ),
    Case(
        "two_pure_double_chows near: one 般高",
        ("!two_pure_double_chows",),
        h("234m456p56p44z", "7p", "chow:234m"),
        {"pure_double_chow": 1, "missing_suit": 1},
        {},
        2,
    ),
    # --- 三色雙龍會 (stacks with 雙飄 and 鏡糊糊) ---
    Case(
        "three_suit_terminal_chows",
        ("three_suit_terminal_chows",),
        h("789m123s78s55p", "9s", "chow:123m"),
        {"mirror_hand": 15, "two_suit_old_young": 10, "three_suit_terminal_chows": 10, "all_chows_no_honours": 3},
        {
            "mixed_double_chow": "mirror_hand",
            "old_young": "two_suit_old_young",
            "no_honours": "three_suit_terminal_chows",
            "two_five_eight_pair": "three_suit_terminal_chows",
        },
        38,
    ),
    Case(
        "three_suit_terminal_chows near: pair of 5 in an old-young suit",
        ("!three_suit_terminal_chows",),
        h("789m123s78s55s", "9s", "chow:123m"),
        {
            "mirror_hand": 15,
            "two_suit_old_young": 10,
            "all_chows_no_honours": 3,
            "two_five_eight_pair": 1,
            "missing_suit": 1,
        },
        {"mixed_double_chow": "mirror_hand", "old_young": "two_suit_old_young", "no_honours": "all_chows_no_honours"},
        30,
    ),
    # --- 二不槓 / 三不槓 (quads shape) ---
    Case(
        "two_quads",
        ("two_quads",),
        h("1111m2222p34s789s", "5s"),
        {"two_quads": 10, "no_honours": 1},
        {"fully_concealed": "two_quads"},
        11,
    ),
    Case(
        "two_quads near: one four-of-a-kind (111m + 123m)",
        ("!two_quads",),
        h("1111m23m222p345s9s", "9s"),
        {
            "two_concealed_pungs": 3,
            "fully_concealed": 1,
            "single_wait": 1,
            "terminal_pung": 1,
            "no_honours": 1,
            "four_as_pung_and_chow": 1,
        },
        {},
        8,
    ),
    Case(
        "two_quads won on a quad's fourth tile",
        ("two_quads",),
        h("111m2222p345s789s", "1m"),
        {"two_quads": 10, "no_honours": 1, "unseen_tile": 1},
        {"fully_concealed": "two_quads"},
        12,
    ),
    Case(
        "three_quads",
        ("three_quads",),
        h("1111m2222p3333s4z", "4z"),
        {"three_quads": 20, "no_fives": 1},
        {"fully_concealed": "three_quads", "single_wait": "three_quads"},
        21,
    ),
    # 三不槓 不計門前清、不求人、單吊, but 自摸 still adds (it can be won on a discard; RULINGS §2).
    Case(
        "three_quads self-drawn",
        ("three_quads",),
        h("1111m2222p3333s4z", "4z", win_by="self_draw"),
        {"three_quads": 20, "self_drawn": 1, "no_fives": 1},
        {"fully_concealed": "three_quads", "concealed_self_draw": "three_quads", "single_wait": "three_quads"},
        22,
    ),
    Case(
        "three_quads near: two quads and a pung",
        ("!three_quads",),
        h("1111m2222p345s44z", "4z"),
        {"two_quads": 10},
        {"fully_concealed": "two_quads"},
        10,
    ),
    # --- 全大 / 全中 / 全小 (each uses three numbers: 三數 stacks) ---
    Case(
        "all_upper",
        ("all_upper",),
        h("777m789p78s77s", "9s", "pung:999m"),
        {"three_numbers": 15, "all_upper": 10, "terminal_pung": 1, "mixed_double_chow": 1},
        {"above_five": "all_upper", "no_fives": "all_upper", "no_honours": "all_upper"},
        27,
    ),
    Case(
        "all_upper near: a 6",
        ("!all_upper",),
        h("777m789p78s77s", "9s", "pung:666m"),
        {"above_five": 7, "mixed_double_chow": 1},
        {"no_honours": "above_five", "no_fives": "above_five"},
        8,
    ),
    Case(
        "all_middle",
        ("all_middle",),
        h("555s45p66p", "6p", "pung:444m", "pung:666m"),
        {"three_numbers": 15, "all_middle": 10},
        {"all_simples": "all_middle", "no_honours": "all_middle"},
        25,
    ),
    Case(
        "all_middle near: a 7",
        ("!all_middle",),
        h("555s45p77p", "6p", "pung:444m", "pung:666m"),
        {"all_simples": 3},
        {"no_honours": "all_simples"},
        3,
    ),
    Case(
        "all_lower",
        ("all_lower",),
        h("123p23s11p", "1s", "pung:222m", "pung:333m"),
        {"three_numbers": 15, "all_lower": 10, "mixed_double_chow": 1},
        {"below_five": "all_lower", "no_fives": "all_lower", "no_honours": "all_lower"},
        26,
    ),
    Case(
        "all_lower near: a 4",
        ("!all_lower",),
        h("123p23s11p", "4s", "pung:222m", "pung:333m"),
        {"below_five": 7},
        {"no_honours": "below_five", "no_fives": "below_five"},
        7,
    ),
    # --- 全雙刻 / 全單刻 ---
    Case(
        "all_even_pungs",
        ("all_even_pungs",),
        h("666s88p66m", "8p", "pung:222m", "pung:444p"),
        {"all_even_pungs": 10},
        {
            "all_simples": "all_even_pungs",
            "all_pungs": "all_even_pungs",
            "no_honours": "all_even_pungs",
            "no_fives": "all_even_pungs",
        },
        10,
    ),
    Case(
        "all_even_pungs near: a 5 pung",
        ("!all_even_pungs",),
        h("666s88p66m", "8p", "pung:222m", "pung:555p"),
        {"all_pungs": 5, "all_simples": 3},
        {"no_honours": "all_simples"},
        8,
    ),
    Case(
        "all_odd_pungs",
        ("all_odd_pungs",),
        h("777s99p77m", "9p", "pung:333m", "pung:555p"),
        {"all_odd_pungs": 10, "terminal_pung": 1},
        {"no_honours": "all_odd_pungs", "all_pungs": "all_odd_pungs"},
        11,
    ),
    Case(
        "all_odd_pungs near: a 4 pung",
        ("!all_odd_pungs",),
        h("777s99p77m", "9p", "pung:444m", "pung:555p"),
        {"all_pungs": 5, "terminal_pung": 1, "no_honours": 1},
        {},
        7,
    ),
    # --- 頂三刻 / 跳三刻 / 筋三刻 ---
    Case(
        "one_five_nine_pungs",
        ("one_five_nine_pungs",),
        h("999s23m66p", "4m", "pung:111s", "pung:555s"),
        {"one_five_nine_pungs": 10, "no_honours": 1},
        {"terminal_pung": "one_five_nine_pungs", "old_young": "one_five_nine_pungs"},
        11,
    ),
    Case(
        "one_five_nine_pungs near: 1-5-7",
        ("!one_five_nine_pungs",),
        h("777s23m66p", "4m", "pung:111s", "pung:555s"),
        {"terminal_pung": 1, "no_honours": 1},
        {},
        2,
    ),
    Case(
        "skipping_pungs",
        ("skipping_pungs",),
        h("666p34m44z", "5m", "pung:222p", "pung:444p"),
        {"skipping_pungs": 10, "missing_suit": 1},
        {},
        11,
    ),
    Case(
        "skipping_pungs near: 2-4-7",
        ("!skipping_pungs",),
        h("777p34m44z", "5m", "pung:222p", "pung:444p"),
        {"missing_suit": 1},
        {},
        1,
    ),
    Case(
        "step_three_pungs",
        ("step_three_pungs",),
        h("888s34m44z", "5m", "pung:222s", "pung:555s"),
        {"step_three_pungs": 10, "missing_suit": 1},
        {},
        11,
    ),
    Case(
        "step_three_pungs near: 2-5-9",
        ("!step_three_pungs",),
        h("999s34m44z", "5m", "pung:222s", "pung:555s"),
        {"terminal_pung": 1, "missing_suit": 1},
        {},
        2,
    ),
    # --- 四喜七對 (七對子 stacks) ---
    Case(
        "four_winds_seven_pairs",
        ("four_winds_seven_pairs",),
        h("11223344z55m77p9s", "9s"),
        {"four_winds_seven_pairs": 10, "seven_pairs": 7},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        17,
    ),
    Case(
        "four_winds_seven_pairs near: three winds",
        ("!four_winds_seven_pairs",),
        h("112233z11m55m77p9s", "9s"),
        {"seven_pairs": 7},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        7,
    ),
    # --- 雙色同刻 ---
    Case(
        "two_suit_double_pungs",
        ("two_suit_double_pungs",),
        h("222p66m44z", "6m", "pung:222m", "pung:666p"),
        {"three_numbers": 15, "two_suit_double_pungs": 10, "no_fives": 1, "missing_suit": 1},
        {"all_pungs": "two_suit_double_pungs", "double_pung": "two_suit_double_pungs"},
        27,
    ),
    Case(
        "two_suit_double_pungs near: three suits",
        ("!two_suit_double_pungs",),
        h("222p66s44z", "6s", "pung:222m", "pung:666p"),
        {"three_numbers": 15, "double_pung": 6, "all_pungs": 5, "no_fives": 1},
        {},
        27,
    ),
    # --- 三步刻 (三數 stacks) ---
    Case(
        "three_step_pungs",
        ("three_step_pungs",),
        h("999s33s66m", "3s", "pung:333m", "pung:666p"),
        {"three_numbers": 15, "three_step_pungs": 10, "double_pung": 3, "no_fives": 1, "terminal_pung": 1},
        {"all_pungs": "three_step_pungs", "no_honours": "three_step_pungs"},
        30,
    ),
    Case(
        "three_step_pungs near: an 8",
        ("!three_step_pungs",),
        h("888s33s66m", "3s", "pung:333m", "pung:666p"),
        {"three_numbers": 15, "all_pungs": 5, "all_simples": 3, "double_pung": 3, "no_fives": 1},
        {"no_honours": "all_simples"},
        27,
    ),
    # --- 四歸四 ---
    Case(
        "four_tiles_in_four_chows",
        ("four_tiles_in_four_chows",),
        h("123p345p34p77m", "5p", "chow:123p"),
        {"two_pure_double_chows": 10, "four_tiles_in_four_chows": 10, "all_chows_no_honours": 3, "missing_suit": 1},
        {"pure_double_chow": "two_pure_double_chows", "no_honours": "all_chows_no_honours"},
        24,
    ),
    Case(
        "four_tiles_in_four_chows near: three 3p",
        ("!four_tiles_in_four_chows",),
        h("123p456p34p77m", "5p", "chow:123p"),
        {"all_chows_no_honours": 3, "pure_double_chow": 1, "missing_suit": 1, "six_in_a_row": 1},
        {"no_honours": "all_chows_no_honours"},
        6,
    ),
    # --- 全帶 ---
    Case(
        "all_sets_share_number",
        ("all_sets_share_number",),
        h("234m34p33p333s", "5p", "chow:123m"),
        {"all_sets_share_number": 15},
        {"no_honours": "all_sets_share_number"},
        15,
    ),
    Case(
        "all_sets_share_number near: 456p",
        ("!all_sets_share_number",),
        h("234m45p33p333s", "6p", "chow:123m"),
        {"no_honours": 1},
        {},
        1,
    ),
    # --- 三數 ---
    Case(
        "three_numbers (西 and 北 count as one number)",
        ("three_numbers",),
        h("444z33z33s", "3z", "pung:333m", "pung:777p"),
        {"three_numbers": 15, "all_pungs": 5, "no_fives": 1},
        {},
        21,
    ),
    Case(
        "three_numbers (白 and 發 count as one number)",
        ("three_numbers",),
        h("555z66z22p", "6z", "pung:222m", "pung:333s"),
        {"three_numbers": 15, "all_pungs": 5, "dragon_pung": 2, "two_five_eight_pair": 1, "no_fives": 1},
        {},
        24,
    ),
    Case(
        "three_numbers near: four numbers",
        ("!three_numbers",),
        h("444z33z44s", "3z", "pung:333m", "pung:777p"),
        {"all_pungs": 5, "no_fives": 1},
        {},
        6,
    ),
    # --- 混老頭 ---
    Case(
        "mixed_terminals",
        ("mixed_terminals",),
        h("555z44z99m", "4z", "pung:111m", "pung:999p"),
        {"mixed_terminals": 15, "dragon_pung": 1, "terminal_pung": 1, "missing_suit": 1},
        {"all_pungs": "mixed_terminals", "outside_hand": "mixed_terminals", "no_fives": "mixed_terminals"},
        18,
    ),
    Case(
        "mixed_terminals near: an 8 pung",
        ("!mixed_terminals",),
        h("555z44z99m", "4z", "pung:111m", "pung:888p"),
        {"all_pungs": 5, "dragon_pung": 1, "no_fives": 1, "terminal_pung": 1, "missing_suit": 1},
        {},
        9,
    ),
    # --- 一色三步高 ---
    Case(
        "pure_shifted_chows",
        ("pure_shifted_chows",),
        h("234s34s777p44z", "5s", "chow:123s"),
        {"pure_shifted_chows": 15, "missing_suit": 1},
        {},
        16,
    ),
    Case(
        "pure_shifted_chows near: 123 234 234",
        ("!pure_shifted_chows",),
        h("234s34s777p44z", "2s", "chow:123s"),
        {"no_fives": 1, "pure_double_chow": 1, "missing_suit": 1},
        {},
        3,
    ),
    # --- 客風三刻 ---
    Case(
        "three_guest_wind_pungs",
        ("three_guest_wind_pungs",),
        h("444z34m77p", "5m", "pung:222z", "pung:333z"),
        {"three_guest_wind_pungs": 15, "seat_round_wind": 3, "missing_suit": 1},
        {"three_wind_pungs": "three_guest_wind_pungs"},
        19,
    ),
    Case(
        "three_guest_wind_pungs near: west round",
        ("!three_guest_wind_pungs",),
        h("444z34m77p", "5m", "pung:222z", "pung:333z", round_wind="west"),
        {"three_wind_pungs": 7, "seat_round_wind": 6, "missing_suit": 1},
        {},
        14,
    ),
    # --- 二色同對 ---
    Case(
        "two_suit_pure_double_chows",
        ("two_suit_pure_double_chows",),
        h("345m345p34p44z", "5p", "chow:345m"),
        {"two_suit_pure_double_chows": 15, "missing_suit": 1},
        {
            "two_pure_double_chows": "two_suit_pure_double_chows",
            "pure_double_chow": "two_suit_pure_double_chows",
            "mixed_double_chow": "two_suit_pure_double_chows",
        },
        16,
    ),
    Case(
        "two_suit_pure_double_chows near: 345p 456p",
        ("!two_suit_pure_double_chows",),
        h("345m456p34p44z", "5p", "chow:345m"),
        {"pure_double_chow": 1, "missing_suit": 1, "mixed_double_chow": 1},
        {},
        3,
    ),
    # --- 鏡糊糊 ---
    Case(
        "mirror_hand",
        ("mirror_hand",),
        h("789m345p78p44z", "9p", "chow:345m"),
        {"mirror_hand": 15, "missing_suit": 1},
        {"mixed_double_chow": "mirror_hand"},
        16,
    ),
    Case(
        "mirror_hand near: 567p",
        ("!mirror_hand",),
        h("789m345p56p44z", "7p", "chow:345m"),
        {"missing_suit": 1, "mixed_double_chow": 1},
        {},
        2,
    ),
    # --- 一半數字 ---
    Case(
        "half_odd_half_even",
        ("half_odd_half_even",),
        h("234p678s78s44z", "9s", "chow:567m"),
        {"half_odd_half_even": 15},
        {},
        15,
    ),
    Case(
        "half_odd_half_even near: 5 odd 7 even",
        ("!half_odd_half_even",),
        h("234p678s78s44z", "6s", "chow:567m"),
        {"pure_double_chow": 1},
        {},
        1,
    ),
    # --- 連六對 (七對子 stacks) ---
    Case(
        "six_consecutive_pairs",
        ("six_consecutive_pairs",),
        h("223344556677m9p", "9p"),
        {"six_consecutive_pairs": 15, "seven_pairs": 7, "no_honours": 1, "missing_suit": 1},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        24,
    ),
    Case(
        "six_consecutive_pairs near: five in a row",
        ("!six_consecutive_pairs",),
        h("2233445566m88m9p", "9p"),
        {"seven_pairs": 7, "no_honours": 1, "missing_suit": 1},
        {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"},
        9,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_canton_high(case: Case) -> None:
    check(case, DEFAULTS)


# Near misses that are not winning hands at all.
NOT_WINNING = [
    # 二不槓 (門清時): the same tiles with the 789s chow claimed
    ("two_quads", h("1111m2222p34s", "5s", "chow:789s")),
]


@pytest.mark.parametrize(("pattern", "hand"), NOT_WINNING, ids=[f"{p}-{i}" for i, (p, _) in enumerate(NOT_WINNING)])
def test_near_misses_that_do_not_win(pattern: str, hand: dict) -> None:
    check_not_winning(hand, DEFAULTS)


# Each pattern of this part: its zh name and fan in seed 000.
OWN = {
    # 十番
    "three_kongs": ("三槓子", 10),
    "big_three_dragons": ("大三元", 10),
    "double_kong_self_draw": ("連槓開花", 10),
    "full_flush": ("清一色", 10),
    "pure_shifted_pungs": ("一色三節高", 10),
    "pure_triple_chow": ("一色三同順", 10),
    "two_suit_old_young": ("雙飄", 10),
    "two_pure_double_chows": ("雙龍抱", 10),
    "three_suit_terminal_chows": ("三色雙龍會", 10),
    "two_quads": ("二不槓", 10),
    "all_upper": ("全大", 10),
    "all_middle": ("全中", 10),
    "all_lower": ("全小", 10),
    "all_even_pungs": ("全雙刻", 10),
    "all_odd_pungs": ("全單刻", 10),
    "one_five_nine_pungs": ("頂三刻", 10),
    "skipping_pungs": ("跳三刻", 10),
    "step_three_pungs": ("筋三刻", 10),
    "four_winds_seven_pairs": ("四喜七對", 10),
    "two_suit_double_pungs": ("雙色同刻", 10),
    "three_step_pungs": ("三步刻", 10),
    "four_tiles_in_four_chows": ("四歸四", 10),
    # 十五番
    "all_sets_share_number": ("全帶", 15),
    "three_numbers": ("三數", 15),
    "mixed_terminals": ("混老頭", 15),
    "pure_shifted_chows": ("一色三步高", 15),
    "three_guest_wind_pungs": ("客風三刻", 15),
    "two_suit_pure_double_chows": ("二色同對", 15),
    "mirror_hand": ("鏡糊糊", 15),
    "half_odd_half_even": ("一半數字", 15),
    "six_consecutive_pairs": ("連六對", 15),
    # 二十番 (shares the quads shape with 二不槓)
    "three_quads": ("三不槓", 20),
}


@pytest.mark.parametrize("pid", OWN)
def test_pattern_data(pid: str) -> None:
    check_canton_pattern(pid, *OWN[pid])
