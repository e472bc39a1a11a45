"""canton-new (seed 000) 零番 to 三番: every pattern where it counts and a near miss where it does not.

Hands: `concealed` (without the winning tile), `win`, `melds` ("chow:123m" exposed, "pung:444z",
"kong:2222s", "kong*:2222s" concealed, "kong+:2222s" added), `flowers`. Unless a case says
otherwise the winner sits south in an east round, wins on east's discard, and holds 1f (梅: a
flower, not his), so 莊家, 自摸, 無花 and 正花 stay out of the way. Expected: the kept pattern ids
with their fan (all counts together), the suppressed ids with the pattern that suppressed them,
and the total, scored on a table with no minimum.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.hand import Hand, Meld, WinContext
from rules.ruleset import get_ruleset
from rules.scoring import score_hand
from rules.table import resolve_table
from rules.tiles import parse_tiles

CTX = {"win_by": "discard", "seat_wind": "south", "round_wind": "east", "discarder": "east"}


def make_hand(concealed: str, win: str, melds: tuple[str, ...] = (), flowers: str = "1f") -> Hand:
    ms = []
    for spec in melds:
        head, _, body = spec.partition(":")
        ms.append(Meld(head.rstrip("*+"), tuple(parse_tiles(body)), concealed=head.endswith("*"),
                       added=head.endswith("+")))
    return Hand(tuple(parse_tiles(concealed)), tuple(ms), parse_tiles(win)[0], tuple(parse_tiles(flowers)))


def score(concealed: str, win: str, melds: tuple[str, ...] = (), flowers: str = "1f",
          **context: Any) -> dict[str, Any]:
    ctx = dict(CTX)
    ctx.update(context)
    if ctx["win_by"] == "self_draw":
        ctx["discarder"] = None
    elif ctx["discarder"] == ctx["seat_wind"]:
        ctx["discarder"] = "south" if ctx["seat_wind"] != "south" else "east"
    table = resolve_table(get_ruleset("canton-new"), {"min_fan": 0})
    best = score_hand(make_hand(concealed, win, melds, flowers), WinContext(**ctx), table).best
    return {
        "kept": {p.id: p.fan for p in best.patterns},
        "suppressed": {s.id: s.by for s in best.suppressed},
        "total": best.total,
    }


def case(name: str, concealed: str, win: str, kept: dict[str, int], suppressed: dict[str, str] | None = None,
         melds: tuple[str, ...] = (), flowers: str = "1f", **context: Any) -> Any:
    expected = {"kept": kept, "suppressed": suppressed or {}, "total": sum(kept.values())}
    return pytest.param(concealed, win, melds, flowers, context, expected, id=name)


C345 = ("chow:345p",)  # the claimed chow of the plain hand
MELDED = ("chow:123m", "chow:345p", "chow:789s", "chow:678m")

CASES = [
    # The plain hand: 123m 678m 345p(claimed) 567s 東東, won on 8m (67m waiting 5m/8m): nothing.
    case("plain_hand", "12367m789s11z", "8m", {"chicken_hand": 0}, melds=C345),
    # --- 一番 ---
    case("dealer", "12367m789s11z", "8m", {"dealer": 1, "chicken_hand": 0}, melds=C345, seat_wind="east", flowers="2f"),
    case("no_flowers", "12367m789s11z", "8m", {"no_flowers": 1, "chicken_hand": 0}, melds=C345, flowers=""),
    case("seat_flower_each", "12367m789s11z", "8m", {"seat_flower": 2, "chicken_hand": 0}, melds=C345, flowers="2f2g"),
    case("self_drawn", "12367m789s11z", "8m", {"self_drawn": 1, "chicken_hand": 0}, melds=C345, win_by="self_draw"),
    case("fully_concealed", "12367m345p789s11z", "8m", {"fully_concealed": 1, "chicken_hand": 0}),
    case("melded_self_draw", "1z", "1z", {"melded_self_draw": 1, "self_drawn": 1, "single_wait": 1, "chicken_hand": 0},
         melds=MELDED, win_by="self_draw"),
    case("melded_self_draw_added_kong", "1z", "1z",
         {"melded_self_draw": 1, "self_drawn": 1, "single_wait": 1, "kong": 1},
         melds=("chow:123m", "chow:345p", "chow:789s", "kong+:2222s"), win_by="self_draw"),
    case("melded_self_draw_miss_concealed_kong", "1z", "1z",
         {"self_drawn": 1, "single_wait": 1, "kong": 1},
         melds=("chow:123m", "chow:345p", "chow:789s", "kong*:2222s"), win_by="self_draw"),
    case("dragon_pung", "123m44m789s55z", "5z", {"dragon_pung": 1}, melds=C345),
    case("dragon_pung_miss_north_wind", "123m44m789s44z", "4z", {"chicken_hand": 0}, melds=C345),
    case("kong", "12367m11z", "8m", {"kong": 1}, melds=("chow:345p", "kong:2222s")),
    case("kong_concealed_keeps_fully_concealed", "12367m789s11z", "8m", {"kong": 1, "fully_concealed": 1},
         melds=("kong*:5555p",)),
    case("kong_added", "12367m789s11z", "8m", {"kong": 1}, melds=("kong+:5555p",)),
    # three kongs are 三槓子 (10): neither 雙槓 nor 開槓 is added.
    case("kong_miss_three_kongs", "67m11z", "8m", {"three_kongs": 10, "no_fives": 1, "terminal_pung": 1},
         {"kong": "three_kongs"}, melds=("kong:2222p", "kong:7777s", "kong:9999m")),
    case("robbing_kong", "12367m789s11z", "8m", {"robbing_kong": 1, "chicken_hand": 0}, {"last_copy": "robbing_kong"},
         melds=C345, robbing_kong=True),
    case("last_tile_self_draw", "12367m789s11z", "8m", {"last_tile_self_draw": 1, "self_drawn": 1, "chicken_hand": 0},
         melds=C345, win_by="self_draw", last_tile=True),
    case("last_tile_discard", "12367m789s11z", "8m", {"last_tile_discard": 1, "chicken_hand": 0}, melds=C345,
         last_tile=True),
    case("unseen_tile", "12367m789s11z", "8m", {"unseen_tile": 1, "chicken_hand": 0}, melds=C345, winning_tile_seen=0),
    case("unseen_tile_miss_seen_once", "12367m789s11z", "8m", {"chicken_hand": 0}, melds=C345,
         winning_tile_seen=1),
    case("last_copy", "12367m789s11z", "8m", {"last_copy": 1, "chicken_hand": 0}, melds=C345, winning_tile_seen=3),
    case("last_copy_miss_seen_twice", "12367m789s11z", "8m", {"chicken_hand": 0}, melds=C345,
         winning_tile_seen=2),
    # 單吊: 6789m on 6 (like the seed's 2345 on 2: waits 6 and 9, but 6 only reads as the pair).
    case("single_wait", "6789m234s444z", "6m", {"single_wait": 1, "chicken_hand": 0}, melds=("chow:456p",)),
    case("single_wait_seed_2345_on_5", "2345m789s444z", "5m", {"single_wait": 1, "two_five_eight_pair": 1},
         melds=("chow:678p",)),
    # 2344m on 4: the 4 also reads as 23+4 (兩面): no 單吊.
    case("single_wait_miss_two_sided_reading", "2344m789s444z", "4m", {"chicken_hand": 0},
         melds=("chow:456p",)),
    # the seed's general rule: 七對子 and 十三幺 are necessarily concealed and single waits.
    case("single_wait_in_seven_pairs", "1133m5577p2244s1z", "1z", {"seven_pairs": 7},
         {"fully_concealed": "seven_pairs", "single_wait": "seven_pairs"}),
    case("single_wait_in_thirteen_orphans", "19m19p19s1234567z", "1m", {"thirteen_orphans": 40},
         {"fully_concealed": "thirteen_orphans", "single_wait": "thirteen_orphans",
          "mixed_terminals": "thirteen_orphans", "all_five_types": "thirteen_orphans",
          "no_fives": "thirteen_orphans"}),
    case("edge_wait", "12m66m678s444z", "3m", {"edge_wait": 1, "chicken_hand": 0}, melds=("chow:456p",)),
    # seed: 7789 winning on 7 is 邊張 (it also reads as 單吊: 1 fan either way).
    case("edge_wait_seed_7789", "7789m234s444z", "7m", {"edge_wait": 1, "chicken_hand": 0}, melds=("chow:456p",)),
    # seed: 12345 winning on 3 is not 邊 (45+3 is two-sided).
    case("edge_wait_miss_seed_12345", "12345m444z66s", "3m", {"chicken_hand": 0}, melds=("chow:456p",)),
    case("closed_wait", "13m66m678s444z", "2m", {"closed_wait": 1, "chicken_hand": 0}, melds=("chow:456p",)),
    # seed: 23445 winning on 3 is not 坎 (45+3 is two-sided).
    case("closed_wait_miss_seed_23445", "23445m444z66s", "3m", {"chicken_hand": 0}, melds=("chow:456p",)),
    case("two_five_eight_pair", "123s67m444z88p", "8m", {"two_five_eight_pair": 1}, melds=C345),
    case("two_five_eight_pair_miss", "123s67m444z99p", "8m", {"chicken_hand": 0}, melds=C345),
    case("no_fives", "12367m789s11z", "8m", {"no_fives": 1}, melds=("pung:444p",)),
    case("terminal_pung", "12367m999s11z", "8m", {"terminal_pung": 1}, melds=C345),
    case("terminal_pung_miss_eights", "12367m888s11z", "8m", {"chicken_hand": 0}, melds=C345),
    case("no_honours", "12367m555s99p", "8m", {"no_honours": 1}, melds=C345),
    case("pure_double_chow", "12233m789s11z", "1m", {"pure_double_chow": 1}, melds=C345),
    case("pure_double_chow_miss", "22334m789s11z", "1m", {"chicken_hand": 0}, melds=C345),
    case("old_young_chows", "12378m456s11z", "9m", {"old_young": 1}, melds=C345),
    case("old_young_pungs", "111p99p567s11z", "9p", {"old_young": 1, "terminal_pung": 1},
         melds=("chow:123m",)),
    case("old_young_miss_two_suits", "123m78p678s11z", "9p", {"chicken_hand": 0}, melds=("chow:345p",)),
    case("missing_suit", "12367m567p11z", "8m", {"missing_suit": 1}, melds=C345),
    case("mixed_straight", "23m789s444z11z", "1m", {"mixed_straight": 1}, melds=("chow:456p",)),
    case("mixed_straight_miss", "23m678s444z11z", "1m", {"chicken_hand": 0}, melds=("chow:456p",)),
    case("four_as_pung_and_chow", "345555p78s11z", "9s", {"four_as_pung_and_chow": 1}, melds=("chow:123m",)),
    case("four_as_pung_and_chow_miss", "555678p78s11z", "9s", {"chicken_hand": 0}, melds=("chow:123m",)),
    case("mixed_double_chow", "345m78m123s11z", "9m", {"mixed_double_chow": 1}, melds=C345),
    case("six_in_a_row", "12345m789s11z", "6m", {"six_in_a_row": 1}, melds=C345),
    # --- 兩番 ---
    case("closed_five", "46m66s789s444z", "5m", {"closed_five": 2, "chicken_hand": 0}, {"closed_wait": "closed_five"},
         melds=("chow:234p",)),
    # seed: 4556 winning on 5 is 卡五 (the pair reading is 單吊; never two-sided).
    case("closed_five_seed_4556", "4556m789s444z", "5m", {"closed_five": 2, "two_five_eight_pair": 1},
         {"closed_wait": "closed_five"}, melds=("chow:234p",)),
    # seed: 45667 winning on 5 is not (67+5 is two-sided).
    case("closed_five_miss_seed_45667", "45667m444z99s", "5m", {"chicken_hand": 0}, melds=("chow:123p",)),
    # --- 三番 ---
    case("seat_wind_pung", "123m78s222z99p", "9s", {"seat_round_wind": 3}, melds=C345),
    case("round_wind_pung", "123m78s111z99p", "9s", {"seat_round_wind": 3}, melds=C345, seat_wind="west",
         discarder="south"),
    case("seat_and_round_same_pung", "123m78s111z99p", "9s", {"seat_round_wind": 6, "dealer": 1},
         melds=C345, seat_wind="east", discarder="south", flowers="2f"),
    case("seat_and_round_two_pungs", "456m78s111z99p", "9s", {"seat_round_wind": 6},
         melds=("pung:333z",), seat_wind="west", discarder="south"),
    case("concealed_self_draw", "12367m345p789s11z", "8m", {"concealed_self_draw": 3, "chicken_hand": 0},
         {"fully_concealed": "concealed_self_draw", "self_drawn": "concealed_self_draw"}, win_by="self_draw"),
    case("melded_hand", "1z", "1z", {"melded_hand": 3, "chicken_hand": 0}, {"single_wait": "melded_hand"},
         melds=MELDED),
    case("melded_hand_miss_concealed_kong", "1z", "1z", {"single_wait": 1, "kong": 1},
         melds=("chow:123m", "chow:345p", "chow:789s", "kong*:2222s")),
    case("all_chows_no_honours", "12367m789s99p", "8m", {"all_chows_no_honours": 3},
         {"no_honours": "all_chows_no_honours"}, melds=C345),
    # 一檯花, the seed's own example: east holds 梅蘭菊竹 and 春: 一台花 and 春, 4 fan (+ 莊家).
    case("flower_set_seed_example", "12367m789s11z", "8m",
         {"flower_set": 3, "seat_flower": 1, "dealer": 1, "chicken_hand": 0},
         {"seat_flower": "flower_set"}, melds=C345, flowers="1f2f3f4f1g", seat_wind="east", discarder="south"),
    case("flower_set_miss_three_flowers", "12367m789s11z", "8m", {"seat_flower": 1, "chicken_hand": 0}, melds=C345,
         flowers="1f2f3f"),
    case("two_kongs", "12367m11z", "8m", {"two_kongs": 3}, {"kong": "two_kongs"},
         melds=("kong:7777s", "kong:5555p")),
    case("kong_self_draw", "12367m11z", "8m", {"kong_self_draw": 3, "kong": 1}, {"self_drawn": "kong_self_draw"},
         melds=("chow:345p", "kong:2222s"), win_by="self_draw", kong_replacement=1),
    case("kong_self_draw_miss_no_replacement", "12367m11z", "8m", {"self_drawn": 1, "kong": 1},
         melds=("chow:345p", "kong:2222s"), win_by="self_draw"),
    case("two_concealed_pungs", "67m222s444z11z", "8m", {"two_concealed_pungs": 3}, melds=C345),
    # the 444z pung is completed by a discard: exposed (RULINGS §4).
    case("two_concealed_pungs_miss_discard", "678m222s44z11z", "4z", {"chicken_hand": 0}, melds=C345),
    case("all_simples", "23467m666s77p", "8m", {"all_simples": 3}, {"no_honours": "all_simples"}, melds=C345),
    case("all_simples_miss_nine_pair", "23467m666s99p", "8m", {"no_honours": 1}, melds=C345),
    case("pure_straight", "12345678m11z", "9m", {"pure_straight": 3, "missing_suit": 1},
         {"six_in_a_row": "pure_straight", "old_young": "pure_straight"}, melds=C345),
    case("pure_straight_miss_six_in_a_row", "123456m78p11z", "9p", {"six_in_a_row": 1}, melds=("chow:345s",)),
    case("mixed_triple_chow", "234m234p23s11z", "4s", {"mixed_triple_chow": 3},
         {"mixed_double_chow": "mixed_triple_chow"}, melds=("chow:456m",)),
    case("mixed_triple_chow_miss", "234m234p78s11z", "9s", {"mixed_double_chow": 1}, melds=("chow:456m",)),
    case("all_five_types", "23m789s444z55z", "1m", {"all_five_types": 3}, melds=C345),
    case("all_five_types_miss_no_dragon", "23m789s444z11z", "1m", {"chicken_hand": 0}, melds=C345),
    case("four_as_two_chows_and_pair", "1233334m444z", "5m", {"four_as_two_chows_and_pair": 3, "missing_suit": 1},
         melds=("chow:678s",)),
    case("four_as_two_chows_and_pair_miss", "12334m99s444z", "5m", {"missing_suit": 1}, melds=("chow:678s",)),
    case("outside_hand", "23m444z99s", "1m", {"outside_hand": 3}, {"no_fives": "outside_hand"},
         melds=("chow:789p", "pung:333z")),
    case("outside_hand_miss_678", "23m444z99s", "1m", {"no_fives": 1}, melds=("chow:678p", "pung:333z")),
    case("double_pung", "222m345s78m11z", "9m", {"double_pung": 3}, melds=("pung:222p",)),
    case("double_pung_miss", "222m345s78m11z", "9m", {"chicken_hand": 0}, melds=("pung:333p",)),
    case("three_tails_numbers", "555p77p23m", "1m", {"three_tails": 3, "no_honours": 1},
         melds=("pung:666p", "chow:789s")),
    case("three_tails_winds", "444z23m567s11z", "1m", {"three_tails": 3, "missing_suit": 1},
         melds=("pung:333z",)),
    case("three_tails_miss_gap", "555p99p23m", "1m", {"no_honours": 1}, melds=("pung:666p", "chow:789s")),
    case("chow_pung_kong", "67m11z", "8m", {"chow_pung_kong": 3, "kong": 1, "missing_suit": 1},
         melds=("chow:123m", "pung:444z", "kong:5555s")),
    case("chow_pung_kong_concealed_kong", "67m11z", "8m", {"chow_pung_kong": 3, "kong": 1, "missing_suit": 1},
         melds=("chow:123m", "pung:444z", "kong*:5555s")),
    case("chow_pung_kong_miss_concealed_pung", "67m444z11z", "8m", {"kong": 1, "missing_suit": 1},
         melds=("chow:123m", "kong:5555s")),
    case("no_red", "23s444z11z", "4s", {"no_red": 3},
         {"missing_suit": "no_red", "no_fives": "no_red"}, melds=("pung:888p", "pung:666s")),
    case("no_red_miss_seven", "23s444z11z", "4s", {"missing_suit": 1, "no_fives": 1},
         melds=("pung:777p", "pung:666s")),
]


@pytest.mark.parametrize("concealed,win,melds,flowers,context,expected", CASES)
def test_canton_basic(concealed: str, win: str, melds: tuple[str, ...], flowers: str, context: dict,
                      expected: dict) -> None:
    assert score(concealed, win, melds, flowers, **context) == expected


OWN = {
    "dealer": ("莊家", 1), "no_flowers": ("無花", 1), "seat_flower": ("正花", 1), "self_drawn": ("自摸", 1),
    "fully_concealed": ("門前清", 1), "melded_self_draw": ("半求人", 1), "dragon_pung": ("三元牌", 1),
    "kong": ("開槓", 1), "robbing_kong": ("搶槓", 1), "last_tile_self_draw": ("海底撈月", 1),
    "last_tile_discard": ("海底撈魚", 1), "unseen_tile": ("生張", 1), "last_copy": ("絕張", 1),
    "single_wait": ("單吊", 1), "edge_wait": ("單邊", 1), "closed_wait": ("卡窿", 1),
    "two_five_eight_pair": ("將眼", 1), "no_fives": ("缺五", 1), "terminal_pung": ("簡單花幺", 1),
    "no_honours": ("無字", 1), "pure_double_chow": ("一般高", 1), "old_young": ("老少", 1),
    "missing_suit": ("缺門", 1), "mixed_straight": ("彩龍", 1), "four_as_pung_and_chow": ("四歸一", 1),
    "mixed_double_chow": ("半般高", 1), "six_in_a_row": ("連六", 1),
    "closed_five": ("卡五", 2),
    "seat_round_wind": ("風牌", 3), "concealed_self_draw": ("不求人", 3), "melded_hand": ("全求人", 3),
    "all_chows_no_honours": ("平糊", 3), "flower_set": ("一檯花", 3), "two_kongs": ("雙槓", 3),
    "kong_self_draw": ("槓上開花", 3), "two_concealed_pungs": ("雙暗刻", 3), "all_simples": ("斷幺九", 3),
    "pure_straight": ("一條龍", 3), "mixed_triple_chow": ("三相逢", 3), "all_five_types": ("五門齊", 3),
    "four_as_two_chows_and_pair": ("四歸二", 3), "outside_hand": ("渾帶幺", 3), "double_pung": ("雙同刻", 3),
    "three_tails": ("三尾", 3), "chow_pung_kong": ("三料牌", 3), "no_red": ("斷紅", 3),
}


def test_every_own_pattern_is_in_the_ruleset_with_the_seed_fan() -> None:
    patterns = get_ruleset("canton-new").patterns
    assert len(OWN) == 46
    for pid, (zh, fan) in OWN.items():
        assert pid in patterns, pid
        assert (patterns[pid].zh, patterns[pid].fan) == (zh, fan), pid
        assert patterns[pid].note.startswith("seed 000"), pid


def test_every_own_pattern_has_a_hit_and_a_near_miss() -> None:
    hits = {pid for c in CASES for pid in c.values[5]["kept"]} | {
        pid for c in CASES for pid in c.values[5]["suppressed"]}
    assert set(OWN) <= hits
