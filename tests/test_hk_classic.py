"""hk-classic (seed 003 / RULINGS §2): for every pattern a hand where it counts and a near miss
where it does not, with the full expected result: kept patterns with their fan, suppressed
patterns with what suppressed them, and the total.

Unless a row says otherwise: seat east (the dealer), round east, self-drawn, no bonus tiles,
table defaults (minimum 3, limit 13, 例牌 add). `D` rows win on a discard from the seat to the
winner's left. Compact notation, `Case` rows and `h` hands: see tests/hands.py.
"""

from __future__ import annotations

import pytest

from rules.ruleset import get_ruleset
from tests.hands import Case, check, check_not_winning, h, score, score_result

D = {"win_by": "discard"}


CASES = [
    # --- 0 / 1 fan ------------------------------------------------------------------------------
    Case(
        "chicken hand at a 0 fan table",
        ("chicken_hand",),
        h("555p789s22z78m", "9m", "chow:123m", flowers="2f", min_fan=0, **D),
        {"chicken_hand": 0},
        {},
        0,
        {"meets_minimum": True},
    ),
    Case(
        "chicken hand below the default minimum",
        ("chicken_hand", "!no_flowers"),
        h("555p789s22z78m", "9m", "chow:123m", flowers="2f", **D),
        {"chicken_hand": 0},
        {},
        0,
        {"meets_minimum": False},
    ),
    Case(
        "no flowers (a bonus pattern does not replace 雞糊)",
        ("no_flowers",),
        h("555p789s22z78m", "9m", "chow:123m", min_fan=0, **D),
        {"no_flowers": 1, "chicken_hand": 0},
        {},
        1,
        {"meets_minimum": True},
    ),
    Case(
        "seat flowers: 2f and 2g for south",
        ("seat_flower",),
        h("555p789s22z78m", "9m", "chow:123m", flowers="2f2g", seat_wind="south", min_fan=0, **D),
        {"seat_flower": 2, "chicken_hand": 0},
        {},
        2,
    ),
    Case(
        "near miss: 3f is west's flower, not south's",
        ("!seat_flower",),
        h("555p789s22z78m", "9m", "chow:123m", flowers="3f", seat_wind="south", min_fan=0, **D),
        {"chicken_hand": 0},
        {},
        0,
    ),
    Case(
        "fully concealed, won on a discard",
        ("fully_concealed",),
        h("555p789s22z12378m", "9m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
        {"meets_minimum": False},
    ),
    Case(
        "fully concealed with a concealed kong",
        ("fully_concealed",),
        h("789s22z12378m", "9m", "kong*:5555p", **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
    ),
    Case(
        "near miss: an added kong was claimed first",
        ("!fully_concealed",),
        h("789s22z12378m", "9m", "kong+:5555p", min_fan=0, **D),
        {"no_flowers": 1, "chicken_hand": 0},
        {},
        1,
    ),
    Case(
        "all chows, honour pair",
        ("all_chows",),
        h("123m456p789s22z78m", "9m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    Case(
        "all chows with a dragon pair",
        ("all_chows",),
        h("123m456p789s77z78m", "9m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    Case(
        "near miss: one pung",
        ("!all_chows",),
        h("555p789s22z12378m", "9m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
    ),
    Case(
        "self-drawn",
        ("self_drawn",),
        h("555p789s22z12378m", "9m"),
        {"no_flowers": 1, "fully_concealed": 1, "self_drawn": 1, "chicken_hand": 0},
        {},
        3,
    ),
    Case(
        "one dragon pung",
        ("dragon_pung",),
        h("123m456p789s2z", "2z", "pung:777z", **D),
        {"no_flowers": 1, "dragon_pung": 1},
        {},
        2,
    ),
    Case(
        "two dragon pungs count twice",
        ("dragon_pung",),
        h("123m456p2s", "2s", "pung:555z", "kong:6666z", **D),
        {"no_flowers": 1, "dragon_pung": 2},
        {},
        3,
    ),
    Case(
        "near miss: a dragon pair",
        ("!dragon_pung",),
        h("123m456p789s111m7z", "7z", **D),
        {"no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {},
        2,
    ),
    Case(
        "seat wind (south)",
        ("seat_wind",),
        h("123m456p789s5m", "5m", "pung:222z", seat_wind="south", **D),
        {"no_flowers": 1, "seat_wind": 1},
        {},
        2,
    ),
    Case(
        "near miss: south pung for west in an east round",
        ("!seat_wind", "!round_wind"),
        h("123m456p789s5m", "5m", "pung:222z", seat_wind="west", min_fan=0, **D),
        {"no_flowers": 1, "chicken_hand": 0},
        {},
        1,
    ),
    Case(
        "round wind (south round)",
        ("round_wind",),
        h("123m456p789s5m", "5m", "pung:222z", round_wind="south", **D),
        {"no_flowers": 1, "round_wind": 1},
        {},
        2,
    ),
    Case(
        "seat and round wind on the same pung",
        ("seat_wind", "round_wind"),
        h("123m456p789s5m", "5m", "pung:111z", **D),
        {"no_flowers": 1, "seat_wind": 1, "round_wind": 1},
        {},
        3,
    ),
    Case(
        "robbing a kong",
        ("robbing_kong",),
        h("123m456p789s11z45m", "6m", robbing_kong=True, **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1, "robbing_kong": 1},
        {},
        4,
    ),
    Case(
        "near miss: the same discard, no kong robbed",
        ("!robbing_kong",),
        h("123m456p789s11z45m", "6m", **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    # --- 2 fan ----------------------------------------------------------------------------------
    Case(
        "one complete series replaces that series' seat flower only",
        ("flower_set", "seat_flower"),
        h("123m456p789s11z45m", "6m", flowers="1f2f3f4f1g", **D),
        {"flower_set": 2, "seat_flower": 1, "fully_concealed": 1, "all_chows": 1},
        {"seat_flower": "flower_set"},
        5,
    ),
    Case(
        "near miss: three flowers of a series",
        ("!flower_set",),
        h("123m456p789s11z45m", "6m", flowers="1f2f3f1g", **D),
        {"seat_flower": 2, "fully_concealed": 1, "all_chows": 1},
        {},
        4,
    ),
    Case(
        "self-draw on a kong replacement",
        ("kong_self_draw",),
        h("123m456p11z12m", "3m", "kong*:9999s", kong_replacement=1),
        {"kong_self_draw": 2, "no_flowers": 1, "fully_concealed": 1, "chicken_hand": 0},
        {"self_drawn": "kong_self_draw"},
        4,
    ),
    Case(
        "near miss: the same self-draw, not a replacement",
        ("!kong_self_draw",),
        h("123m456p11z12m", "3m", "kong*:9999s"),
        {"no_flowers": 1, "fully_concealed": 1, "self_drawn": 1, "chicken_hand": 0},
        {},
        3,
    ),
    Case(
        "last tile self-drawn",
        ("last_tile_self_draw",),
        h("123m456p789s22z78m", "9m", last_tile=True),
        {"last_tile_self_draw": 2, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {"self_drawn": "last_tile_self_draw"},
        5,
    ),
    Case(
        "near miss: the last tile won on a discard",
        ("!last_tile_self_draw", "!self_drawn"),
        h("123m456p789s22z78m", "9m", last_tile=True, **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    # --- 3 fan ----------------------------------------------------------------------------------
    Case(
        "all pungs",
        ("all_pungs", "!chicken_hand"),
        h("555p888s33m33z", "3z", "pung:222m", **D),
        {"all_pungs": 3, "no_flowers": 1},
        {},
        4,
    ),
    Case(
        "near miss: one chow",
        ("!all_pungs",),
        h("555p888s33m33z", "3z", "chow:234m", min_fan=0, **D),
        {"no_flowers": 1, "chicken_hand": 0},
        {},
        1,
    ),
    Case(
        "half flush",
        ("half_flush",),
        h("123m456m789m2z", "2z", "pung:777z", **D),
        {"half_flush": 3, "dragon_pung": 1, "no_flowers": 1},
        {},
        5,
    ),
    Case(
        "near miss: one chow of another suit",
        ("!half_flush",),
        h("123m456m789p2z", "2z", "pung:777z", **D),
        {"no_flowers": 1, "dragon_pung": 1},
        {},
        2,
    ),
    Case(
        "flower hand: seven bonus tiles win whatever the tiles",
        ("flower_hand", "!big_flowers"),
        h("123m1234567z123p", "4g", flowers="1f2f3f4f1g2g"),
        {"flower_hand": 3},
        {"seat_flower": "flower_hand", "flower_set": "flower_hand"},
        3,
        {"shape": "bonus_tiles"},
    ),
    Case(
        "flower hand with a regular (not winning) tile drawn",
        ("flower_hand",),
        h("123m1234567z123p", "5p", flowers="1f2f3f4f1g2g3g"),
        {"flower_hand": 3},
        {"seat_flower": "flower_hand", "flower_set": "flower_hand"},
        3,
    ),
    Case(
        "seven bonus tiles and a better complete hand: the hand is scored",
        ("flower_set", "seat_flower", "!flower_hand"),
        h("123m456p789s22z78m", "9m", flowers="1f2f3f4f1g2g3g"),
        {"flower_set": 2, "seat_flower": 1, "fully_concealed": 1, "all_chows": 1, "self_drawn": 1},
        {"seat_flower": "flower_set"},
        6,
        {"shape": "standard"},
    ),
    Case(
        "seven bonus tiles and a complete hand won on a discard: scored as the hand",
        ("!flower_hand",),
        h("123m456p789s22z78m", "9m", flowers="1f2f3f4f1g2g3g", **D),
        {"flower_set": 2, "seat_flower": 1, "fully_concealed": 1, "all_chows": 1},
        {"seat_flower": "flower_set"},
        5,
        {"shape": "standard"},
    ),
    # --- 4 to 7 fan -----------------------------------------------------------------------------
    Case(
        "mixed terminals (番牌 still counts)",
        ("mixed_terminals",),
        h("111s99s77z", "7z", "pung:111m", "pung:999p", **D),
        {"mixed_terminals": 4, "dragon_pung": 1, "no_flowers": 1},
        {"all_pungs": "mixed_terminals"},
        6,
    ),
    Case(
        "near miss: an 8 pair",
        ("!mixed_terminals",),
        h("111s88s77z", "7z", "pung:111m", "pung:999p", **D),
        {"all_pungs": 3, "dragon_pung": 1, "no_flowers": 1},
        {},
        5,
    ),
    Case(
        "little three dragons",
        ("little_three_dragons",),
        h("123m45m77z", "6m", "pung:555z", "pung:666z", **D),
        {"little_three_dragons": 5, "half_flush": 3, "no_flowers": 1},
        {"dragon_pung": "little_three_dragons"},
        9,
    ),
    Case(
        "near miss: a wind pair",
        ("!little_three_dragons",),
        h("123m45m33z", "6m", "pung:555z", "pung:666z", **D),
        {"half_flush": 3, "dragon_pung": 2, "no_flowers": 1},
        {},
        6,
    ),
    Case(
        "little four winds (no 門風/圈風)",
        ("little_four_winds",),
        h("333z44z12m", "3m", "pung:111z", "pung:222z", **D),
        {"little_four_winds": 6, "half_flush": 3, "no_flowers": 1},
        {"seat_wind": "little_four_winds", "round_wind": "little_four_winds"},
        10,
    ),
    Case(
        "little four winds with all pungs and half flush: at least 9",
        ("little_four_winds", "all_pungs"),
        h("333z44z55m", "5m", "pung:111z", "pung:222z", **D),
        {"little_four_winds": 6, "half_flush": 3, "all_pungs": 3, "no_flowers": 1},
        {"seat_wind": "little_four_winds", "round_wind": "little_four_winds"},
        13,
    ),
    Case(
        "near miss: the pair is a dragon",
        ("!little_four_winds", "!big_four_winds"),
        h("333z55z12m", "3m", "pung:111z", "pung:222z", **D),
        {"half_flush": 3, "seat_wind": 1, "round_wind": 1, "no_flowers": 1},
        {},
        6,
    ),
    Case(
        "full flush",
        ("full_flush",),
        h("123m456m789m23m55m", "4m", **D),
        {"full_flush": 7, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        10,
    ),
    Case(
        "near miss: an honour pair makes it a half flush",
        ("!full_flush",),
        h("123m456m789m23m55z", "4m", **D),
        {"half_flush": 3, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        6,
    ),
    # --- 8 fan 例牌 -----------------------------------------------------------------------------
    Case(
        "big three dragons with a half flush (例牌 plus the rest)",
        ("big_three_dragons",),
        h("77z123m44m", "7z", "pung:555z", "pung:666z", **D),
        {"big_three_dragons": 8, "half_flush": 3, "no_flowers": 1},
        {"dragon_pung": "big_three_dragons"},
        12,
    ),
    Case(
        "big three dragons, all pungs, half flush: capped at the limit",
        ("big_three_dragons", "all_pungs"),
        h("77z111m44m", "7z", "pung:555z", "pung:666z", **D),
        {"big_three_dragons": 8, "half_flush": 3, "all_pungs": 3, "no_flowers": 1},
        {"dragon_pung": "big_three_dragons"},
        13,
        {"raw": 15},
    ),
    Case(
        "near miss: two dragon pungs and a dragon pair is 小三元",
        ("little_three_dragons", "!big_three_dragons"),
        h("77z123m44m", "4m", "pung:555z", "pung:666z", **D),
        {"little_three_dragons": 5, "half_flush": 3, "no_flowers": 1},
        {"dragon_pung": "little_three_dragons"},
        9,
    ),
    Case(
        "eight flowers",
        ("big_flowers",),
        h("123m1234567z123p", "4g", flowers="1f2f3f4f1g2g3g"),
        {"big_flowers": 8},
        {"flower_hand": "big_flowers", "seat_flower": "big_flowers", "flower_set": "big_flowers"},
        8,
    ),
    Case(
        "self-draw on a second consecutive kong",
        ("double_kong_self_draw",),
        h("123m11z12m", "3m", "kong*:9999s", "kong:1111p", kong_replacement=2),
        {"double_kong_self_draw": 8, "no_flowers": 1, "chicken_hand": 0},
        {"kong_self_draw": "double_kong_self_draw", "self_drawn": "double_kong_self_draw"},
        9,
    ),
    Case(
        "near miss: one kong replacement",
        ("!double_kong_self_draw",),
        h("123m11z12m", "3m", "kong*:9999s", "kong:1111p", kong_replacement=1),
        {"kong_self_draw": 2, "no_flowers": 1, "chicken_hand": 0},
        {"self_drawn": "kong_self_draw"},
        3,
    ),
    Case(
        "four concealed pungs, self-drawn",
        ("four_concealed_pungs_self_drawn",),
        h("111m222p333s444z5z", "5z"),
        {"four_concealed_pungs_self_drawn": 8, "no_flowers": 1},
        {
            "all_pungs": "four_concealed_pungs_self_drawn",
            "fully_concealed": "four_concealed_pungs_self_drawn",
            "self_drawn": "four_concealed_pungs_self_drawn",
        },
        9,
    ),
    Case(
        "four concealed pungs, self-drawn on a pung wait",
        ("four_concealed_pungs_self_drawn",),
        h("111m222p333s44z55z", "4z"),
        {"four_concealed_pungs_self_drawn": 8, "no_flowers": 1},
        {
            "all_pungs": "four_concealed_pungs_self_drawn",
            "fully_concealed": "four_concealed_pungs_self_drawn",
            "self_drawn": "four_concealed_pungs_self_drawn",
        },
        9,
    ),
    Case(
        "near miss: the fourth pung completed by a discard is exposed",
        ("!four_concealed_pungs_self_drawn",),
        h("111m222p333s44z55z", "4z", **D),
        {"all_pungs": 3, "no_flowers": 1, "fully_concealed": 1},
        {},
        5,
        {"arrangement": "pung:111m pung:222p pung:333s pung:444z!* pair:55z"},
    ),
    Case(
        "near miss: won on a discard on the pair",
        ("!four_concealed_pungs_self_drawn",),
        h("111m222p333s444z5z", "5z", **D),
        {"all_pungs": 3, "no_flowers": 1, "fully_concealed": 1},
        {},
        5,
    ),
    Case(
        "near miss: a concealed kong (唔可以開暗槓)",
        ("!four_concealed_pungs_self_drawn",),
        h("222p333s444z5z", "5z", "kong*:1111m"),
        {"all_pungs": 3, "no_flowers": 1, "fully_concealed": 1, "self_drawn": 1},
        {},
        6,
    ),
    # --- 10 fan 例牌 ----------------------------------------------------------------------------
    Case(
        "all honours (番牌 still count)",
        ("all_honours",),
        h("333z444z555z6z", "6z", "pung:222z", **D),
        {"all_honours": 10, "dragon_pung": 1, "no_flowers": 1},
        {"all_pungs": "all_honours"},
        12,
    ),
    Case(
        "near miss: one number pung is a half flush",
        ("!all_honours",),
        h("333z444z555m6z", "6z", "pung:222z", **D),
        {"half_flush": 3, "all_pungs": 3, "no_flowers": 1},
        {},
        7,
    ),
    Case(
        "all terminals",
        ("all_terminals",),
        h("999m111p999p1s", "1s", "pung:111m", **D),
        {"all_terminals": 10, "no_flowers": 1},
        {"all_pungs": "all_terminals"},
        11,
    ),
    Case(
        "near miss: an honour pair makes it 花么",
        ("!all_terminals",),
        h("999m111p999p3z", "3z", "pung:111m", **D),
        {"mixed_terminals": 4, "no_flowers": 1},
        {"all_pungs": "mixed_terminals"},
        5,
    ),
    Case(
        "nine gates, self-drawn",
        ("nine_gates",),
        h("1112345678999m", "5m"),
        {"nine_gates": 10, "no_flowers": 1, "self_drawn": 1},
        {"full_flush": "nine_gates", "fully_concealed": "nine_gates"},
        12,
    ),
    Case(
        "nine gates on a discard, on the ninth 9",
        ("nine_gates",),
        h("1112345678999m", "9m", **D),
        {"nine_gates": 10, "no_flowers": 1},
        {"full_flush": "nine_gates", "fully_concealed": "nine_gates"},
        11,
    ),
    Case(
        "nine gates in 索 won on the 1",
        ("nine_gates",),
        h("1112345678999s", "1s", **D),
        {"nine_gates": 10, "no_flowers": 1},
        {"full_flush": "nine_gates", "fully_concealed": "nine_gates"},
        11,
    ),
    Case(
        "nine gates self-drawn without the nine-sided wait (自摸集齊牌型就可以食)",
        ("nine_gates",),
        h("1112345678899m", "9m"),
        {"nine_gates": 10, "no_flowers": 1, "self_drawn": 1},
        {"full_flush": "nine_gates", "fully_concealed": "nine_gates"},
        12,
    ),
    Case(
        "near miss: on a discard nine gates needs the nine-sided wait (食出銃必定要叫九飛)",
        ("!nine_gates",),
        h("1112345678899m", "9m", **D),
        {"full_flush": 7, "no_flowers": 1, "fully_concealed": 1},
        {},
        9,
    ),
    Case(
        "near miss: the 1s were claimed",
        ("!nine_gates",),
        h("2345678999m", "5m", "pung:111m", **D),
        {"full_flush": 7, "no_flowers": 1},
        {},
        8,
    ),
    Case(
        "near miss: 1122345678999 is a full flush, not nine gates",
        ("!nine_gates",),
        h("1123345678999m", "2m", **D),
        {"full_flush": 7, "no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        10,
    ),
    # --- 13 fan 例牌 ----------------------------------------------------------------------------
    Case(
        "heavenly hand",
        ("heavenly_hand",),
        h("123m456p789s22z78m", "9m", heavenly=True),
        {"heavenly_hand": 13, "no_flowers": 1, "all_chows": 1},
        {"self_drawn": "heavenly_hand", "fully_concealed": "heavenly_hand"},
        13,
        {"raw": 15},
    ),
    Case(
        "earthly hand on the dealer's first discard",
        ("earthly_hand",),
        h("123m456p789s22z78m", "9m", earthly=True, seat_wind="south", win_by="discard", discarder="east"),
        {"earthly_hand": 13, "no_flowers": 1, "all_chows": 1},
        {"fully_concealed": "earthly_hand"},
        13,
        {"raw": 15},
    ),
    Case(
        "near miss: the same discard later in the hand",
        ("!earthly_hand", "!heavenly_hand"),
        h("123m456p789s22z78m", "9m", seat_wind="south", win_by="discard", discarder="east"),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
    ),
    Case(
        "thirteen orphans",
        ("thirteen_orphans",),
        h("19m19p19s1234567z", "1m"),
        {"thirteen_orphans": 13, "no_flowers": 1, "self_drawn": 1},
        {"fully_concealed": "thirteen_orphans", "mixed_terminals": "thirteen_orphans"},
        13,
        {"raw": 15, "shape": "thirteen_orphans"},
    ),
    Case(
        "thirteen orphans on a discard, the 13-sided wait",
        ("thirteen_orphans",),
        h("19m19p19s1234567z", "7z", **D),
        {"thirteen_orphans": 13, "no_flowers": 1},
        {"fully_concealed": "thirteen_orphans", "mixed_terminals": "thirteen_orphans"},
        13,
        {"raw": 14},
    ),
    Case(
        "thirteen orphans robbing a kong of 9s",
        ("thirteen_orphans", "robbing_kong"),
        h("19m19p1s12345677z", "9s", robbing_kong=True, win_by="discard", discarder="north"),
        {"thirteen_orphans": 13, "robbing_kong": 1, "no_flowers": 1},
        {"fully_concealed": "thirteen_orphans", "mixed_terminals": "thirteen_orphans"},
        13,
        {"raw": 15},
    ),
    Case(
        "thirteen orphans with an honour pair",
        ("thirteen_orphans",),
        h("19m19p9s12345677z", "1s", **D),
        {"thirteen_orphans": 13, "no_flowers": 1},
        {"fully_concealed": "thirteen_orphans", "mixed_terminals": "thirteen_orphans"},
        13,
        {"raw": 14},
    ),
    Case(
        "big four winds",
        ("big_four_winds",),
        h("333z444z5m", "5m", "pung:111z", "pung:222z", **D),
        {"big_four_winds": 13, "half_flush": 3, "no_flowers": 1},
        {"all_pungs": "big_four_winds", "seat_wind": "big_four_winds", "round_wind": "big_four_winds"},
        13,
        {"raw": 17},
    ),
    Case(
        "big four winds, all honours",
        ("big_four_winds", "all_honours"),
        h("333z444z5z", "5z", "pung:111z", "pung:222z", **D),
        {"big_four_winds": 13, "all_honours": 10, "no_flowers": 1},
        {"all_pungs": "big_four_winds", "seat_wind": "big_four_winds", "round_wind": "big_four_winds"},
        13,
        {"raw": 24},
    ),
    Case(
        "four kongs",
        ("four_kongs",),
        h("5z", "5z", "kong:1111m", "kong:2222p", "kong*:3333s", "kong+:4444z", **D),
        {"four_kongs": 13, "no_flowers": 1},
        {"all_pungs": "four_kongs"},
        13,
        {"raw": 14},
    ),
    Case(
        "near miss: three kongs",
        ("!four_kongs",),
        h("444z5z", "5z", "kong:1111m", "kong:2222p", "kong*:3333s", **D),
        {"all_pungs": 3, "no_flowers": 1},
        {},
        4,
    ),
    # --- several arrangements (RULINGS §4) ------------------------------------------------------
    Case(
        "111222333m as chows beats pungs (平胡)",
        ("all_chows",),
        h("111222333m456p7z", "7z", **D),
        {"no_flowers": 1, "fully_concealed": 1, "all_chows": 1},
        {},
        3,
        {"arrangement": "chow:123m chow:123m chow:123m chow:456p pair:77z*"},
    ),
    Case(
        "111222333m as pungs beats chows (坎坎胡)",
        ("four_concealed_pungs_self_drawn",),
        h("111222333m444p7z", "7z"),
        {"four_concealed_pungs_self_drawn": 8, "no_flowers": 1},
        {
            "all_pungs": "four_concealed_pungs_self_drawn",
            "fully_concealed": "four_concealed_pungs_self_drawn",
            "self_drawn": "four_concealed_pungs_self_drawn",
        },
        9,
    ),
    Case(
        "111222333m as pungs on a discard (對對胡)",
        ("all_pungs",),
        h("111222333m444p7z", "7z", **D),
        {"all_pungs": 3, "no_flowers": 1, "fully_concealed": 1},
        {},
        5,
    ),
    Case(
        "both arrangements at the limit (13+1+1 as chows, 13+1 as pungs): the higher raw wins",
        ("heavenly_hand",),
        h("111222333m456p7z", "7z", heavenly=True),
        {"heavenly_hand": 13, "all_chows": 1, "no_flowers": 1},
        {"self_drawn": "heavenly_hand", "fully_concealed": "heavenly_hand"},
        13,
        {"raw": 15},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_hk_classic_hands(case: Case) -> None:
    check(case)


# Near misses that are not winning hands at all.
NOT_WINNING = [
    ("thirteen_orphans", h("19m19p19s123456z2m", "7z")),
    ("thirteen_orphans", h("19m19p19s1234567z", "5m")),
    ("flower_hand", h("123m1234567z123p", "2g", flowers="1f2f3f4f1g")),  # six bonus tiles
    ("flower_hand", h("123m1234567z123p", "5p", flowers="1f2f3f4f1g2g3g", **D)),  # a flower win is never a discard
    ("all_chows", h("123m456p789s22z79m", "1m")),
]


@pytest.mark.parametrize(("pattern", "hand"), NOT_WINNING, ids=[f"{p}-{i}" for i, (p, _) in enumerate(NOT_WINNING)])
def test_near_misses_that_do_not_win(pattern: str, hand: dict) -> None:
    check_not_winning(hand)


def test_flower_wins_are_paid_as_self_draws() -> None:
    r = score_result("123m1234567z123p", win="4g", flowers="1f2f3f4f1g2g")
    assert r.paid_as == "self_draw" and r.best.arrangement.shape == "bonus_tiles"


def test_the_tie_break_is_stable() -> None:
    # 123m123m123m or 111m222m333m with a 456p chow and a pair won on a discard: the chows score
    # more; with equal totals the result must not depend on the order the tiles were given in.
    first = score("111222333m456p7z", win="7z", win_by="discard")
    again = score("321321321m654p7z", win="7z", win_by="discard")
    assert first == again
    best = score_result("111222333m456p7z", win="7z", win_by="discard")
    keys = [(a.total, a.raw) for a in (best.best, *best.alternatives)]
    assert keys == sorted(keys, reverse=True)


def test_every_pattern_id_in_the_tables_exists() -> None:
    ids = set(get_ruleset("hk-classic").patterns)
    for case in CASES:
        assert {c.lstrip("!") for c in case.covers} <= ids, case.name
        assert set(case.kept) <= ids and set(case.suppressed) <= ids, case.name
        assert set(case.suppressed.values()) <= ids | {"limit", "house_rule"}, case.name
