"""Tests for rules/payouts.py: tables from seeds 001/002/003 and RULINGS §5, worked settlements
seat by seat, error codes with pointers, and hypothesis properties (zero-sum, the winner's take,
mode and liability invariance where the rules make it invariant)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.payouts import (
    SEATS,
    STAKES,
    Liability,
    Payment,
    PayoutError,
    Settlement,
    Terms,
    Win,
    base_for,
    multiplier,
    next_seat,
    portion,
    settle_false_win,
    settle_multiple,
    settle_win,
    to_json_number,
)

E, S, W, N = SEATS
HALF = F(1, 2)
NINE = Liability(W, "nine_tiles", "discard")  # 九張落地 (包出銃), west dealt in

# --------------------------------------------------------------------------------------------
# Multipliers

HALF_SPICY_0_20 = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096]
SPICY_0_20 = [
    1,
    2,
    4,
    8,
    16,
    32,
    64,
    128,
    256,
    512,
    1024,
    2048,
    4096,
    8192,
    16384,
    32768,
    65536,
    131072,
    262144,
    524288,
    1048576,
]


@pytest.mark.parametrize("fan", range(21))
def test_half_spicy_table(fan: int) -> None:
    assert multiplier(fan, "half-spicy") == HALF_SPICY_0_20[fan]
    assert multiplier(fan) == HALF_SPICY_0_20[fan]  # the default scale


@pytest.mark.parametrize("fan", range(21))
def test_spicy_table(fan: int) -> None:
    assert multiplier(fan, "spicy") == SPICY_0_20[fan]


def test_explicit_multipliers_list() -> None:
    table = [1, 2, 4, 8, 16, 32, 64, 128, 256]
    assert [multiplier(f, table) for f in range(9)] == table
    assert multiplier(3, (1, 1, 1, 5)) == 5
    with pytest.raises(PayoutError) as exc:
        multiplier(9, table)
    assert exc.value.code == "fan_beyond_multipliers"
    assert "fan 9" in exc.value.message


@pytest.mark.parametrize(
    ("fan", "scale", "code"),
    [
        (-1, "half-spicy", "negative_fan"),
        (1.5, "half-spicy", "invalid_fan"),
        (True, "spicy", "invalid_fan"),
        (3, "spicey", "unknown_scale"),
        (3, 7, "unknown_scale"),
        (0, [], "invalid_multipliers"),
        (0, [1, 0, 2], "invalid_multipliers"),
        (0, [1, 2.5], "invalid_multipliers"),
    ],
)
def test_multiplier_errors(fan: object, scale: object, code: str) -> None:
    with pytest.raises(PayoutError) as exc:
        multiplier(fan, scale)  # type: ignore[arg-type]
    assert exc.value.code == code


# --------------------------------------------------------------------------------------------
# Stakes and base


@pytest.mark.parametrize(
    ("stake", "base", "expected"),
    [
        (None, None, F(1)),
        ("二五雞", None, F(1, 2)),
        ("五一", None, F(1)),
        ("一二蚊", None, F(2)),
        (None, 2, F(2)),
        (None, 0.5, F(1, 2)),
        (None, 0.1, F(1, 10)),
        (None, "0.25", F(1, 4)),
        (None, F(3, 4), F(3, 4)),
        ("一二蚊", 2, F(2)),
    ],
)
def test_base_for(stake: str | None, base: object, expected: F) -> None:
    got = base_for(stake, base)  # type: ignore[arg-type]
    assert got == expected and isinstance(got, F)


@pytest.mark.parametrize(
    ("stake", "base", "code"),
    [
        ("十廿", None, "unknown_stake"),
        (None, 0, "invalid_base"),
        (None, -1, "invalid_base"),
        (None, True, "invalid_base"),
        (None, "abc", "invalid_base"),
        (None, float("inf"), "invalid_base"),
        ("五一", 2, "conflicting_stake_and_base"),
    ],
)
def test_base_for_errors(stake: str | None, base: object, code: str) -> None:
    with pytest.raises(PayoutError) as exc:
        base_for(stake, base)  # type: ignore[arg-type]
    assert exc.value.code == code


def test_portion() -> None:
    assert portion(3, F(1, 2)) == 4
    assert portion(8, 2) == 128
    assert portion(5, 1, "spicy") == 32


# --------------------------------------------------------------------------------------------
# Seed tables

# Seed 001 / 003 table at 二五雞 (base ½): 出銃 (full) amount and each loser's self-draw share.
SEED_001_DISCARD = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]


@pytest.mark.parametrize("fan", range(14))
def test_seed_001_table_at_25_chicken(fan: int) -> None:
    base = STAKES["二五雞"]
    discard = settle_win(S, fan, "discard", W, base=base)
    assert discard.payments == (Payment(W, S, F(SEED_001_DISCARD[fan])),)
    if fan >= 1:  # 自摸最少一番
        self_draw = settle_win(S, fan, "self_draw", base=base)
        each = F(SEED_001_DISCARD[fan], 2)
        assert [p.amount for p in self_draw.payments] == [each, each, each]
        assert self_draw.net[S] == 3 * each


@pytest.mark.parametrize(
    ("fan", "scale", "amount"),
    [  # seed 002: 二五雞三番 $8、四番 $16，半辣上五番 $24 ... 辣辣上五番 $32、六番 $64、七番 $128
        (3, "half-spicy", 8),
        (4, "half-spicy", 16),
        (5, "half-spicy", 24),
        (6, "half-spicy", 32),
        (7, "half-spicy", 48),
        (8, "half-spicy", 64),
        (5, "spicy", 32),
        (6, "spicy", 64),
        (7, "spicy", 128),
    ],
)
def test_seed_002_amounts(fan: int, scale: str, amount: int) -> None:
    s = settle_win(E, fan, "discard", N, base=base_for("二五雞"), scale=scale)
    assert s.payments == (Payment(N, E, F(amount)),)


# --------------------------------------------------------------------------------------------
# Worked settlements, seat by seat

Pay = tuple[str, str, object]


def check(settlement: Settlement, payments: list[Pay], net: tuple[object, object, object, object]) -> None:
    assert [(p.payer, p.payee, p.amount) for p in settlement.payments] == [
        (a, b, F(x))
        for a, b, x in payments  # type: ignore[arg-type]
    ]
    assert settlement.net == dict(zip(SEATS, (F(x) for x in net), strict=True))  # type: ignore[arg-type]
    assert sum(settlement.net.values()) == 0


WIN_CASES: list[tuple[str, dict[str, object], list[Pay], tuple[object, ...]]] = [
    # id, settle_win kwargs, payments (payer, payee, amount), net (E, S, W, N)
    ("self_draw_51", dict(winner=S, fan=3, win_by="self_draw"), [(E, S, 8), (W, S, 8), (N, S, 8)], (-8, 24, -8, -8)),
    (
        "self_draw_25_chicken",
        dict(winner=S, fan=3, win_by="self_draw", base=F(1, 2)),
        [(E, S, 4), (W, S, 4), (N, S, 4)],
        (-4, 12, -4, -4),
    ),
    (
        "self_draw_ignores_discarder",
        dict(winner=N, fan=1, win_by="self_draw", discarder=W),
        [(E, N, 2), (S, N, 2), (W, N, 2)],
        (-2, -2, -2, 6),
    ),
    (
        "discard_full_25_chicken_seed002",
        dict(winner=S, fan=3, win_by="discard", discarder=W, base=F(1, 2)),
        [(W, S, 8)],
        (0, 8, -8, 0),
    ),
    (
        "discard_half_51",
        dict(winner=S, fan=3, win_by="discard", discarder=W, payment="half"),
        [(E, S, 4), (W, S, 8), (N, S, 4)],
        (-4, 16, -8, -4),
    ),
    ("discard_full_12", dict(winner=N, fan=5, win_by="discard", discarder=E, base=2), [(E, N, 96)], (-96, 0, 0, 96)),
    (
        "discard_half_12",
        dict(winner=N, fan=5, win_by="discard", discarder=E, base=2, payment="half"),
        [(E, N, 48), (S, N, 24), (W, N, 24)],
        (-48, -24, -24, 96),
    ),
    (
        "discard_half_quarters",
        dict(winner=E, fan=0, win_by="discard", discarder=S, base=F(1, 2), payment="half"),
        [(S, E, F(1, 2)), (W, E, F(1, 4)), (N, E, F(1, 4))],
        (1, F(-1, 2), F(-1, 4), F(-1, 4)),
    ),
    ("robbing_kong_full", dict(winner=W, fan=4, win_by="discard", discarder=S), [(S, W, 32)], (0, -32, 32, 0)),
    (
        "robbing_kong_half",
        dict(winner=W, fan=4, win_by="discard", discarder=S, payment="half"),
        [(E, W, 8), (S, W, 16), (N, W, 8)],
        (-8, -16, 32, -8),
    ),
    # 新章 dealer pays one fan more (spicy, base 1: fan 3 -> 8, fan 4 -> 16)
    (
        "dealer_extra_self_draw",
        dict(winner=S, fan=3, win_by="self_draw", scale="spicy", dealer_pays_extra_fan=True),
        [(E, S, 16), (W, S, 8), (N, S, 8)],
        (-16, 32, -8, -8),
    ),
    # the extra is the dealer's alone (docs/RULES.md §5): a dealer who deals in under 全銃 pays 2
    # portions at fan+1; a non-dealer discarder pays 2 portions at the plain fan.
    (
        "dealer_extra_dealer_discards_full",
        dict(winner=S, fan=3, win_by="discard", discarder=E, scale="spicy", dealer_pays_extra_fan=True),
        [(E, S, 32)],
        (-32, 32, 0, 0),
    ),
    (
        "dealer_extra_dealer_discards_half",
        dict(winner=S, fan=3, win_by="discard", discarder=E, scale="spicy", dealer_pays_extra_fan=True, payment="half"),
        [(E, S, 16), (W, S, 4), (N, S, 4)],
        (-16, 24, -4, -4),
    ),
    (
        "dealer_extra_other_discards_full",
        dict(winner=S, fan=3, win_by="discard", discarder=W, scale="spicy", dealer_pays_extra_fan=True),
        [(W, S, 16)],
        (0, 16, -16, 0),
    ),
    (
        "dealer_extra_other_discards_half",
        dict(winner=S, fan=3, win_by="discard", discarder=W, scale="spicy", dealer_pays_extra_fan=True, payment="half"),
        [(E, S, 8), (W, S, 8), (N, S, 4)],
        (-8, 20, -8, -4),
    ),
    (
        "dealer_wins_no_extra",
        dict(winner=E, fan=4, win_by="self_draw", scale="spicy", dealer_pays_extra_fan=True),
        [(S, E, 16), (W, E, 16), (N, E, 16)],
        (48, -16, -16, -16),
    ),
    (
        "dealer_extra_flag_off",
        dict(winner=S, fan=3, win_by="self_draw", scale="spicy"),
        [(E, S, 8), (W, S, 8), (N, S, 8)],
        (-8, 24, -8, -8),
    ),
    (
        "dealer_extra_capped_at_limit",
        dict(winner=S, fan=8, win_by="self_draw", dealer_pays_extra_fan=True, limit_fan=8),
        [(E, S, 64), (W, S, 64), (N, S, 64)],
        (-64, 192, -64, -64),
    ),
    (
        "dealer_extra_under_limit",
        dict(winner=S, fan=7, win_by="self_draw", dealer_pays_extra_fan=True, limit_fan=8),
        [(E, S, 64), (W, S, 48), (N, S, 48)],
        (-64, 160, -48, -48),
    ),
    (
        "dealer_extra_with_liability",
        dict(winner=S, fan=3, win_by="self_draw", scale="spicy", dealer_pays_extra_fan=True, liable_seat=W),
        [(W, S, 24)],
        (0, 24, -24, 0),
    ),
    (
        "dealer_extra_dealer_liable",
        dict(winner=S, fan=3, win_by="self_draw", scale="spicy", dealer_pays_extra_fan=True, liable_seat=E),
        [(E, S, 48)],
        (-48, 48, 0, 0),
    ),
    # the 新章 figures of docs/RULES.md §5: south's 4 fan (half-spicy, 五一) on west's / east's discard,
    # and 5 fan robbing east's kong
    (
        "canton_new_west_deals_in",
        dict(winner=S, fan=4, win_by="discard", discarder=W, dealer_pays_extra_fan=True),
        [(W, S, 32)],
        (0, 32, -32, 0),
    ),
    (
        "canton_new_east_deals_in",
        dict(winner=S, fan=4, win_by="discard", discarder=E, dealer_pays_extra_fan=True),
        [(E, S, 48)],
        (-48, 48, 0, 0),
    ),
    (
        "canton_new_east_kong_robbed",
        dict(winner=S, fan=5, win_by="discard", discarder=E, dealer_pays_extra_fan=True),
        [(E, S, 64)],
        (-64, 64, 0, 0),
    ),
    (
        "canton_new_west_deals_in_half",
        dict(winner=S, fan=4, win_by="discard", discarder=W, payment="half", dealer_pays_extra_fan=True),
        [(E, S, 12), (W, S, 16), (N, S, 8)],
        (-12, 36, -16, -8),
    ),
    # 包 liability (一二蚊, 7 fan half-spicy: portion 96). 包自摸: the liable seat pays a self-draw
    # whole; on a discard the discarder pays as the table says (seed 002), unless the table's
    # liability_on_discard says half (seed 003) or all.
    (
        "liable_self_draw",
        dict(winner=S, fan=7, win_by="self_draw", base=2, liable_seat=N),
        [(N, S, 288)],
        (0, 288, 0, -288),
    ),
    (
        "liable_discard_half",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, payment="half", liable_seat=N),
        [(E, S, 48), (W, S, 96), (N, S, 48)],
        (-48, 192, -96, -48),
    ),
    (
        "liable_discard_half_pays_half",
        dict(
            winner=S,
            fan=7,
            win_by="discard",
            discarder=W,
            base=2,
            payment="half",
            liable_seat=N,
            liability_on_discard="half",
        ),
        [(E, S, 48), (W, S, 48), (N, S, 96)],
        (-48, 192, -48, -96),
    ),
    (
        "liable_discard_half_pays_all",
        dict(
            winner=S,
            fan=7,
            win_by="discard",
            discarder=W,
            base=2,
            payment="half",
            liable_seat=N,
            liability_on_discard="all",
        ),
        [(N, S, 192)],
        (0, 192, 0, -192),
    ),
    (
        "liable_discard_full_not_discarder",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, liable_seat=E),
        [(W, S, 192)],
        (0, 192, -192, 0),
    ),
    (
        "liable_discard_full_pays_half",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, liable_seat=E, liability_on_discard="half"),
        [(E, S, 96), (W, S, 96)],
        (-96, 192, -96, 0),
    ),
    (
        "liable_discard_full_pays_all",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, liable_seat=E, liability_on_discard="all"),
        [(E, S, 192)],
        (-192, 192, 0, 0),
    ),
    (
        "liable_self_draw_switch_changes_nothing",
        dict(winner=S, fan=7, win_by="self_draw", base=2, liable_seat=N, liability_on_discard="half"),
        [(N, S, 288)],
        (0, 288, 0, -288),
    ),
    (
        "liable_is_discarder",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, payment="half", liable_seat=W),
        [(E, S, 48), (W, S, 96), (N, S, 48)],
        (-48, 192, -96, -48),
    ),
    (
        "liable_is_discarder_half",
        dict(
            winner=S,
            fan=7,
            win_by="discard",
            discarder=W,
            base=2,
            payment="half",
            liable_seat=W,
            liability_on_discard="half",
        ),
        [(E, S, 48), (W, S, 96), (N, S, 48)],
        (-48, 192, -96, -48),
    ),
    (
        "liable_dealer_pays_half_at_fan_plus_one",
        dict(
            winner=S,
            fan=4,
            win_by="discard",
            discarder=W,
            liable_seat=E,
            liability_on_discard="half",
            dealer_pays_extra_fan=True,
        ),
        [(E, S, 24), (W, S, 16)],
        (-24, 40, -16, 0),
    ),
    # 九張落地 (包出銃): under 半銃 the discarder who dealt in pays everything; under 全銃 nothing changes
    (
        "nine_tiles_half",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, payment="half", liable_seat=NINE),
        [(W, S, 192)],
        (0, 192, -192, 0),
    ),
    (
        "nine_tiles_full",
        dict(winner=S, fan=7, win_by="discard", discarder=W, base=2, liable_seat=NINE),
        [(W, S, 192)],
        (0, 192, -192, 0),
    ),
    (
        "nine_tiles_switch_changes_nothing",
        dict(
            winner=S,
            fan=7,
            win_by="discard",
            discarder=W,
            base=2,
            payment="half",
            liable_seat=NINE,
            liability_on_discard="half",
        ),
        [(W, S, 192)],
        (0, 192, -192, 0),
    ),
    (
        "explicit_multipliers",
        dict(winner=W, fan=2, win_by="self_draw", scale=[1, 3, 5]),
        [(E, W, 5), (S, W, 5), (N, W, 5)],
        (-5, -5, 15, -5),
    ),
]


@pytest.mark.parametrize(("kwargs", "payments", "net"), [c[1:] for c in WIN_CASES], ids=[c[0] for c in WIN_CASES])
def test_settle_win(kwargs: dict[str, object], payments: list[Pay], net: tuple[object, ...]) -> None:
    check(settle_win(**kwargs), payments, net)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Several winners on one discard

Seats = tuple[str, ...]
MULTI_CASES: list[tuple[str, dict[str, object], Seats, Seats, list[Pay], tuple[object, ...]]] = [
    # id, kwargs, paid winners, unpaid winners, payments, net (E, S, W, N)
    (
        "all_full",
        dict(wins=[Win(E, 5), Win(N, 3)], discarder=W, mode="all"),
        (N, E),
        (),
        [(W, E, 48), (W, N, 16)],
        (48, 0, -64, 16),
    ),
    (
        "all_half_cowinners_excused",
        dict(wins=[Win(E, 5), Win(N, 3)], discarder=W, mode="all", payment="half"),
        (N, E),
        (),
        [(S, E, 12), (S, N, 4), (W, E, 36), (W, N, 12)],
        (48, -16, -48, 16),
    ),
    (
        "all_three_winners",
        dict(wins=[Win(E, 3), Win(W, 3), Win(N, 3)], discarder=S, payment="half"),
        (W, N, E),
        (),
        [(S, E, 16), (S, W, 16), (S, N, 16)],
        (16, -48, 16, 16),
    ),
    (
        "all_with_liability",
        dict(wins=[Win(E, 5), Win(N, 3, liable_seat=S)], discarder=W),
        (N, E),
        (),
        [(W, E, 48), (W, N, 16)],
        (48, 0, -64, 16),
    ),
    (
        "all_with_liability_pays_all",
        dict(wins=[Win(E, 5), Win(N, 3, liable_seat=S)], discarder=W, liability_on_discard="all"),
        (N, E),
        (),
        [(S, N, 16), (W, E, 48)],
        (48, -16, -48, 16),
    ),
    (
        "all_half_nine_tiles",
        dict(
            wins=[Win(E, 5), Win(N, 3, liable_seat=Liability(W, "nine_tiles", "discard"))], discarder=W, payment="half"
        ),
        (N, E),
        (),
        [(S, E, 12), (W, E, 36), (W, N, 16)],
        (48, -12, -52, 16),
    ),
    # the dealer co-winner's ½ share of south's win falls on west, at west's (plain) fan
    (
        "all_dealer_extra_dealer_cowinner",
        dict(wins=[Win(S, 3), Win(E, 3)], discarder=W, payment="half", scale="spicy", dealer_pays_extra_fan=True),
        (E, S),
        (),
        [(W, E, 12), (W, S, 12), (N, E, 4), (N, S, 4)],
        (16, 16, -24, -8),
    ),
    (
        "first_full",
        dict(wins=[Win(E, 5), Win(N, 3)], discarder=W, mode="first"),
        (N,),
        (E,),
        [(W, N, 16)],
        (0, 0, -16, 16),
    ),
    (
        "first_wraps_around",
        dict(wins=[Win(W, 5), Win(E, 3)], discarder=N, mode="first"),
        (E,),
        (W,),
        [(N, E, 16)],
        (16, 0, 0, -16),
    ),
    (
        "first_wraps_around_half",
        dict(wins=[Win(W, 5), Win(E, 3)], discarder=N, mode="first", payment="half"),
        (E,),
        (W,),
        [(S, E, 4), (W, E, 4), (N, E, 8)],
        (16, -4, -4, -8),
    ),
    (
        "first_from_south",
        dict(wins=[Win(N, 13), Win(W, 1)], discarder=S, mode="first", base=2),
        (W,),
        (N,),
        [(S, W, 8)],
        (0, -8, 8, 0),
    ),
    (
        "single_winner",
        dict(wins=[Win(S, 3)], discarder=W, mode="first", base=F(1, 2)),
        (S,),
        (),
        [(W, S, 8)],
        (0, 8, -8, 0),
    ),
]


@pytest.mark.parametrize(
    ("kwargs", "paid", "unpaid", "payments", "net"), [c[1:] for c in MULTI_CASES], ids=[c[0] for c in MULTI_CASES]
)
def test_settle_multiple(
    kwargs: dict[str, object],
    paid: tuple[str, ...],
    unpaid: tuple[str, ...],
    payments: list[Pay],
    net: tuple[object, ...],
) -> None:
    result = settle_multiple(**kwargs)  # type: ignore[arg-type]
    assert result.paid_winners == paid
    assert result.unpaid_winners == unpaid
    assert [seat for seat, _ in result.per_winner] == list(paid)
    check(result.settlement, payments, net)
    assert result.payments == result.settlement.payments and result.net == result.settlement.net


# --------------------------------------------------------------------------------------------
# 詐糊 false win

FALSE_WIN_CASES: list[tuple[str, dict[str, object], list[Pay], tuple[object, ...]]] = [
    # seed 001 example: 一二蚊, limit 8 (portion 128): 乙 (south) false-wins on 甲's (east) discard
    (
        "seed001_half_discard",
        dict(offender=S, limit_fan=8, base=2, variant="half", win_by="discard", discarder=E),
        [(S, E, 256), (S, W, 128), (S, N, 128)],
        (256, -512, 128, 128),
    ),
    (
        "seed001_half_self_draw",
        dict(offender=S, limit_fan=8, base=2, variant="half", win_by="self_draw"),
        [(S, E, 128), (S, W, 128), (S, N, 128)],
        (128, -384, 128, 128),
    ),
    (
        "seed001_full_discard",
        dict(offender=S, limit_fan=8, base=2, variant="full", win_by="discard", discarder=E),
        [(S, E, 256), (S, W, 256), (S, N, 256)],
        (256, -768, 256, 256),
    ),
    (
        "seed001_full_no_win_by",
        dict(offender=S, limit_fan=8, base=2, variant="full"),
        [(S, E, 256), (S, W, 256), (S, N, 256)],
        (256, -768, 256, 256),
    ),
    (
        "half_discard_wraps",
        dict(offender=E, limit_fan=10, base=1, variant="half", win_by="discard", discarder=N),
        [(E, S, 128), (E, W, 128), (E, N, 256)],
        (-512, 128, 128, 256),
    ),
    (
        "default_limit_self_draw_13",
        dict(offender=W, limit_fan=13, base=1),
        [(W, E, 384), (W, S, 384), (W, N, 384)],
        (384, 384, -1152, 384),
    ),
    (
        "default_limit_self_draw_25_chicken",
        dict(offender=N, limit_fan=10, base=F(1, 2), win_by="discard", discarder=E),
        [(N, E, 64), (N, S, 64), (N, W, 64)],
        (64, 64, 64, -192),
    ),
    (
        "no_limit_penalty_fan",
        dict(offender=E, limit_fan=None, base=1, scale="spicy", penalty_fan=10),
        [(E, S, 1024), (E, W, 1024), (E, N, 1024)],
        (-3072, 1024, 1024, 1024),
    ),
    (
        "penalty_fan_overrides_limit",
        dict(offender=E, limit_fan=13, base=1, penalty_fan=8),
        [(E, S, 64), (E, W, 64), (E, N, 64)],
        (-192, 64, 64, 64),
    ),
    # seed 001 自訂: the 出銃 amount (2 portions) at max(3, claimed fan), to each of the three
    (
        "minimum_three_full_flush",
        dict(offender=S, limit_fan=13, base=2, variant="minimum_three", claimed_fan=7),
        [(S, E, 192), (S, W, 192), (S, N, 192)],
        (192, -576, 192, 192),
    ),
    (
        "minimum_three_small_claim",
        dict(offender=S, limit_fan=13, base=2, variant="minimum_three", claimed_fan=1, win_by="discard", discarder=W),
        [(S, E, 32), (S, W, 32), (S, N, 32)],
        (32, -96, 32, 32),
    ),
    (
        "minimum_three_no_claim",
        dict(offender=N, limit_fan=None, base=1, variant="minimum_three"),
        [(N, E, 16), (N, S, 16), (N, W, 16)],
        (16, 16, 16, -48),
    ),
    (
        "minimum_three_capped",
        dict(offender=N, limit_fan=8, base=1, variant="minimum_three", claimed_fan=13),
        [(N, E, 128), (N, S, 128), (N, W, 128)],
        (128, 128, 128, -384),
    ),
]


@pytest.mark.parametrize(
    ("kwargs", "payments", "net"), [c[1:] for c in FALSE_WIN_CASES], ids=[c[0] for c in FALSE_WIN_CASES]
)
def test_settle_false_win(kwargs: dict[str, object], payments: list[Pay], net: tuple[object, ...]) -> None:
    check(settle_false_win(**kwargs), payments, net)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Errors

ERROR_CASES = [
    ("winner_is_discarder", lambda: settle_win(S, 3, "discard", S)),
    ("missing_discarder", lambda: settle_win(S, 3, "discard")),
    ("liability_not_applicable", lambda: settle_win(S, 3, "self_draw", liable_seat=S)),
    (
        "liability_not_applicable",
        lambda: settle_win(S, 3, "self_draw", liable_seat=Liability(W, "nine_tiles", "discard")),
    ),
    (
        "liability_not_applicable",
        lambda: settle_win(S, 3, "discard", W, liable_seat=Liability(N, "nine_tiles", "discard")),
    ),
    ("invalid_request", lambda: settle_win(S, 3, "self_draw", liable_seat=Liability(W, covers="both"))),
    ("invalid_house_rule", lambda: settle_win(S, 3, "self_draw", liability_on_discard="double")),
    ("unknown_seat", lambda: settle_win("centre", 3, "self_draw")),
    ("unknown_seat", lambda: settle_win(S, 3, "discard", "East")),
    ("unknown_seat", lambda: settle_win(S, 3, "self_draw", liable_seat="up")),
    ("unknown_win_by", lambda: settle_win(S, 3, "robbing_kong", W)),
    ("unknown_payment_mode", lambda: settle_win(S, 3, "discard", W, payment="pei")),
    ("negative_fan", lambda: settle_win(S, -1, "self_draw")),
    ("invalid_fan", lambda: settle_win(S, "3", "self_draw")),
    ("unknown_scale", lambda: settle_win(S, 3, "self_draw", scale="mild")),
    ("fan_beyond_multipliers", lambda: settle_win(S, 3, "self_draw", scale=[1, 2, 4])),
    ("fan_beyond_multipliers", lambda: settle_win(S, 2, "self_draw", scale=[1, 2, 4], dealer_pays_extra_fan=True)),
    ("fan_above_limit", lambda: settle_win(S, 9, "self_draw", limit_fan=8)),
    ("invalid_base", lambda: settle_win(S, 3, "self_draw", base=0)),
    ("no_wins", lambda: settle_multiple([], W)),
    ("invalid_win", lambda: settle_multiple([(S, 3)], W)),
    ("duplicate_winner", lambda: settle_multiple([Win(S, 3), Win(S, 4)], W)),
    ("winner_is_discarder", lambda: settle_multiple([Win(S, 3), Win(W, 4)], W)),
    ("unknown_multi_mode", lambda: settle_multiple([Win(S, 3)], W, mode="both")),
    ("liability_not_applicable", lambda: settle_multiple([Win(S, 3, liable_seat=N), Win(N, 4)], W)),
    ("liability_not_applicable", lambda: settle_multiple([Win(S, 3, liable_seat=S)], W)),
    ("unknown_seat", lambda: settle_multiple([Win(S, 3)], "nobody")),
    ("unknown_false_win_variant", lambda: settle_false_win(S, 8, 1, variant="double")),
    ("penalty_fan_required", lambda: settle_false_win(S, None, 1)),
    ("penalty_fan_required", lambda: settle_false_win(S, None, 1, variant="full")),
    ("win_by_required", lambda: settle_false_win(S, 8, 1, variant="half")),
    ("missing_discarder", lambda: settle_false_win(S, 8, 1, variant="half", win_by="discard")),
    ("winner_is_discarder", lambda: settle_false_win(S, 8, 1, win_by="discard", discarder=S)),
    ("unknown_win_by", lambda: settle_false_win(S, 8, 1, win_by="chomp")),
    ("invalid_request", lambda: settle_false_win(S, 8, 1, variant="minimum_three", penalty_fan=5)),
    ("fan_above_limit", lambda: settle_false_win(S, 8, 1, penalty_fan=9)),
    ("negative_fan", lambda: settle_false_win(S, -2, 1)),
    ("unknown_stake", lambda: base_for("一百蚊")),
    ("self_payment", lambda: Settlement.from_payments([Payment(S, S, F(1))])),
]


@pytest.mark.parametrize(("code", "call"), ERROR_CASES, ids=[f"{i}-{c[0]}" for i, c in enumerate(ERROR_CASES)])
def test_errors(code: str, call: Callable[[], object]) -> None:
    with pytest.raises(PayoutError) as exc:
        call()
    assert exc.value.code == code
    assert exc.value.message
    assert isinstance(exc.value, ValueError)
    assert all(p.pointer.startswith("/") and p.detail for p in exc.value.problems)


def test_every_problem_at_once_with_pointers() -> None:
    """Problems are reported like rules.hand.validate's: all of them, each with its pointer."""
    with pytest.raises(PayoutError) as exc:
        settle_win(S, 9, "discard", liable_seat=S, limit_fan=8)
    assert [(p.code, p.pointer) for p in exc.value.problems] == [
        ("fan_above_limit", "/fan"),
        ("missing_discarder", "/discarder"),
        ("liability_not_applicable", "/liability/seat"),
    ]
    with pytest.raises(PayoutError) as exc:
        settle_multiple([Win(W, 3), Win(N, 2), Win(N, 4, liable_seat=S)], W, scale=[1, 2, 4])
    assert [(p.code, p.pointer) for p in exc.value.problems] == [
        ("fan_beyond_multipliers", "/wins/0/fan"),
        ("winner_is_discarder", "/wins/0/winner"),
        ("fan_beyond_multipliers", "/wins/2/fan"),
        ("duplicate_winner", "/wins/2/winner"),
    ]


def test_dealer_extra_fan_beyond_the_multipliers_points_at_them() -> None:
    with pytest.raises(PayoutError) as exc:
        settle_win(S, 2, "self_draw", scale=[1, 2, 4], dealer_pays_extra_fan=True)
    [problem] = exc.value.problems
    assert (problem.code, problem.pointer) == ("fan_beyond_multipliers", "/table/multipliers")
    assert problem.detail == "the dealer (east) pays at fan 3, which is beyond the table's multipliers (fan 0..2)"
    # under 全銃 a non-dealer discarder pays at the plain fan: nothing beyond the list
    assert settle_win(S, 2, "discard", W, scale=[1, 2, 4], dealer_pays_extra_fan=True).net[S] == 8


def test_terms_give_the_same_settlement_as_keywords() -> None:
    terms = Terms(
        base=F(2),
        scale=(1, 2, 4, 8, 16),
        payment="half",
        limit_fan=4,
        dealer_pays_extra_fan=True,
        liability_on_discard="half",
    )
    kwargs = dict(
        base=2,
        scale=[1, 2, 4, 8, 16],
        payment="half",
        limit_fan=4,
        dealer_pays_extra_fan=True,
        liability_on_discard="half",
    )
    assert settle_win(S, 3, "discard", W, liable_seat=N, terms=terms) == settle_win(
        S, 3, "discard", W, liable_seat=N, **kwargs
    )


# --------------------------------------------------------------------------------------------
# Result types and JSON


def test_settlement_merges_and_orders() -> None:
    s = Settlement.from_payments(
        [
            Payment(N, E, F(1)),
            Payment(S, W, F(2)),
            Payment(S, E, F(3)),
            Payment(N, E, F(1, 2)),
            Payment(W, E, F(0)),
        ]
    )
    assert s.payments == (Payment(S, E, F(3)), Payment(S, W, F(2)), Payment(N, E, F(3, 2)))
    assert s.net == {E: F(9, 2), S: F(-5), W: F(2), N: F(-3, 2)}
    assert list(s.net) == list(SEATS)
    assert s.paid_by(S) == 5 and s.received_by(E) == F(9, 2)


def test_settlement_is_frozen_and_checked() -> None:
    s = settle_win(S, 3, "self_draw")
    with pytest.raises(AttributeError):
        s.payments = ()  # type: ignore[misc]
    with pytest.raises(AssertionError):
        Settlement((Payment(E, S, F(1)),), {E: F(0), S: F(0), W: F(0), N: F(0)})


@pytest.mark.parametrize(
    ("x", "expected"),
    [(F(8), 8), (F(0), 0), (F(-96), -96), (F(1, 4), 0.25), (F(3, 2), 1.5), (F(-5, 4), -1.25), (7, 7)],
)
def test_to_json_number(x: F, expected: object) -> None:
    got = to_json_number(x)
    assert got == expected and type(got) is type(expected)


def test_settlement_to_json_matches_api_shape() -> None:
    # API.md's example figures (11 fan self-drawn, 96 each) are those of 二五雞 (base ½); at 五一 each
    # loser pays 192 (RULINGS §5: portion = base × multiplier(11) = 1 × 192).
    assert settle_win(E, 11, "self_draw").net[E] == 576
    s = settle_win(E, 11, "self_draw", base=base_for("二五雞"))
    assert s.to_json() == {
        "payments": [
            {"from": S, "to": E, "amount": 96},
            {"from": W, "to": E, "amount": 96},
            {"from": N, "to": E, "amount": 96},
        ],
        "net": {E: 288, S: -96, W: -96, N: -96},
    }
    half = settle_win(E, 0, "discard", S, base=F(1, 2), payment="half").to_json()
    assert half["net"] == {E: 1, S: -0.5, W: -0.25, N: -0.25}


def test_next_seat() -> None:
    assert [next_seat(s) for s in SEATS] == [S, W, N, E]


# --------------------------------------------------------------------------------------------
# Properties

seats = st.sampled_from(SEATS)
fans = st.integers(min_value=0, max_value=20)
scales = st.sampled_from(["half-spicy", "spicy"])
bases = st.one_of(
    st.sampled_from(list(STAKES.values())), st.fractions(min_value=F(1, 4), max_value=100, max_denominator=8)
)


@st.composite
def wins(draw: st.DrawFn) -> dict[str, object]:
    winner = draw(seats)
    others = [s for s in SEATS if s != winner]
    win_by = draw(st.sampled_from(["self_draw", "discard"]))
    discarder = draw(st.sampled_from(others)) if win_by == "discard" else None
    liable: str | Liability | None = draw(st.one_of(st.none(), st.sampled_from(others)))
    if discarder is not None and draw(st.integers(0, 3)) == 0:
        liable = Liability(discarder, "nine_tiles", "discard")  # 包出銃: the discarder dealt in
    return dict(
        winner=winner,
        fan=draw(fans),
        win_by=win_by,
        discarder=discarder,
        base=draw(bases),
        scale=draw(scales),
        payment=draw(st.sampled_from(["full", "half"])),
        liable_seat=liable,
        dealer_pays_extra_fan=draw(st.booleans()),
        liability_on_discard=draw(st.sampled_from(["none", "half", "all"])),
    )


def _expected_paid(kw: dict[str, object]) -> dict[str, F]:
    """What each seat pays, written out case by case from docs/RULES.md §5 (an independent model)."""
    winner, fan, discarder, payment = kw["winner"], kw["fan"], kw["discarder"], kw["payment"]
    liable = kw["liable_seat"]
    nine = isinstance(liable, Liability)
    losers = [s for s in SEATS if s != winner]

    def at(payer: str, portions: F) -> F:  # the dealer alone pays one fan more for another's win
        f = fan + 1 if kw["dealer_pays_extra_fan"] and payer == E and winner != E else fan
        return portions * kw["base"] * multiplier(f, kw["scale"])  # type: ignore[arg-type, operator]

    if discarder is None:
        if liable is not None:
            return {liable: at(liable, F(3))}  # type: ignore[dict-item, arg-type]
        return {s: at(s, F(1)) for s in losers}
    if nine:
        return {discarder: at(discarder, F(2))}  # type: ignore[dict-item, arg-type]
    if liable is not None and kw["liability_on_discard"] == "all":
        return {liable: at(liable, F(2))}  # type: ignore[dict-item, arg-type]
    own = {discarder: F(2)} if payment == "full" else {s: (F(1) if s == discarder else HALF) for s in losers}
    if liable is not None and liable != discarder and kw["liability_on_discard"] == "half":
        moved = own[discarder] / 2  # type: ignore[index]
        own[discarder] -= moved  # type: ignore[index]
        own[liable] = own.get(liable, F(0)) + moved  # type: ignore[call-overload, index]
    return {s: at(s, p) for s, p in own.items()}  # type: ignore[arg-type]


PROPS = settings(max_examples=200, deadline=None)


@PROPS
@given(wins())
def test_prop_zero_sum_and_payers(kw: dict[str, object]) -> None:
    s = settle_win(**kw)  # type: ignore[arg-type]
    assert sum(s.net.values()) == 0
    assert all(p.amount > 0 and p.payee == kw["winner"] for p in s.payments)
    expected = _expected_paid(kw)
    assert {p.payer: p.amount for p in s.payments} == {k: v for k, v in expected.items() if v}
    assert all(v <= 0 for seat, v in s.net.items() if seat != kw["winner"])
    # exact quarters of the base
    assert all((p.amount / kw["base"]).denominator in (1, 2, 4) for p in s.payments)  # type: ignore[operator]


@PROPS
@given(wins())
def test_prop_take_independent_of_payment_mode_and_liability(kw: dict[str, object]) -> None:
    """Without the 新章 dealer rule every payer pays at the same fan: who pays never changes what the
    winner takes (with it, the dealer's extra is the dealer's alone, so it does)."""
    kw = {**kw, "dealer_pays_extra_fan": False}
    full = settle_win(**{**kw, "payment": "full"})  # type: ignore[arg-type]
    half = settle_win(**{**kw, "payment": "half"})  # type: ignore[arg-type]
    plain = settle_win(**{**kw, "liable_seat": None})  # type: ignore[arg-type]
    winner = kw["winner"]
    assert full.net[winner] == half.net[winner] == plain.net[winner]  # type: ignore[index]
    if kw["win_by"] == "self_draw" and kw["liable_seat"] is not None:
        assert [p.payer for p in full.payments] == [kw["liable_seat"]]
    elif kw["win_by"] == "discard" and kw["liable_seat"] is None:
        assert [p.payer for p in full.payments] == [kw["discarder"]]


@PROPS
@given(wins())
def test_prop_liability_on_a_discard_changes_nothing_by_default(kw: dict[str, object]) -> None:
    """包自摸 (seed 002 包牌只包自摸，出銃照由出銃者付): on a discard the liable seat pays nothing more."""
    if kw["win_by"] != "discard" or isinstance(kw["liable_seat"], Liability):
        return
    kw = {**kw, "liability_on_discard": "none"}
    assert settle_win(**kw) == settle_win(**{**kw, "liable_seat": None})  # type: ignore[arg-type]


@st.composite
def multi(draw: st.DrawFn) -> dict[str, object]:
    discarder = draw(seats)
    others = [s for s in SEATS if s != discarder]
    winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
    losers = [s for s in SEATS if s not in winners]
    ws = [Win(w, draw(fans), draw(st.one_of(st.none(), st.sampled_from(losers)))) for w in winners]
    return dict(
        wins=ws,
        discarder=discarder,
        mode=draw(st.sampled_from(["all", "first"])),
        base=draw(bases),
        scale=draw(scales),
        payment=draw(st.sampled_from(["full", "half"])),
        dealer_pays_extra_fan=draw(st.booleans()),
    )


@PROPS
@given(multi())
def test_prop_multiple(kw: dict[str, object]) -> None:
    result = settle_multiple(**kw)  # type: ignore[arg-type]
    assert sum(result.net.values()) == 0
    discarder = kw["discarder"]
    wins_: list[Win] = kw["wins"]  # type: ignore[assignment]
    order = [(SEATS.index(w.winner) - SEATS.index(discarder)) % 4 for w in wins_]  # type: ignore[arg-type]
    first = wins_[order.index(min(order))].winner
    assert result.paid_winners[0] == first
    assert len(result.paid_winners) == (len(wins_) if kw["mode"] == "all" else 1)
    assert set(result.paid_winners) | set(result.unpaid_winners) == {w.winner for w in wins_}
    common = {k: kw[k] for k in ("base", "scale", "dealer_pays_extra_fan")}
    for w in wins_:
        if w.winner in result.paid_winners:
            single = settle_win(
                w.winner,
                w.fan,
                "discard",
                discarder,
                payment=kw["payment"],  # type: ignore[arg-type]
                liable_seat=w.liable_seat,
                **common,
            )  # type: ignore[arg-type]
            # a co-winner's ½ share falls on the discarder, who pays it at its own fan: that changes
            # the amount only when the 新章 dealer is the co-winner or the discarder (docs/RULES.md §5)
            shifted = len(result.paid_winners) > 1 and E in (*result.paid_winners, discarder)
            if not (kw["dealer_pays_extra_fan"] and kw["payment"] == "half" and shifted):
                assert result.net[w.winner] == single.net[w.winner]
        else:
            assert result.settlement.received_by(w.winner) == 0


@PROPS
@given(
    seats,
    st.sampled_from(["limit_self_draw", "half", "full", "minimum_three"]),
    st.integers(min_value=3, max_value=13),
    bases,
    scales,
    st.data(),
)
def test_prop_false_win(offender: str, variant: str, limit: int, base: F, scale: str, data: st.DataObject) -> None:
    others = [s for s in SEATS if s != offender]
    win_by = data.draw(st.sampled_from(["self_draw", "discard"]))
    discarder = data.draw(st.sampled_from(others)) if win_by == "discard" else None
    claimed = data.draw(st.one_of(st.none(), fans))
    s = settle_false_win(
        offender,
        limit,
        base,
        scale,
        variant,
        win_by,
        discarder,
        claimed_fan=claimed if variant == "minimum_three" else None,
    )
    assert sum(s.net.values()) == 0
    assert all(p.payer == offender for p in s.payments)
    assert all(s.net[o] > 0 for o in others)
    p = portion(limit, base, scale)
    if variant == "limit_self_draw":
        assert s.net[offender] == -3 * p
    elif variant == "full":
        assert s.net[offender] == -6 * p
    elif variant == "half":
        assert s.net[offender] == -(4 * p if win_by == "discard" else 3 * p)
    else:
        assert -s.net[offender] <= 6 * p


def test_win_payout_takes_the_liable_seat_as_settle_win_does() -> None:
    from rules.payouts import Liability
    from rules.settlement import win_payout

    terms = Terms(base=F(2), scale=(1, 2, 4, 8, 16), payment="half", limit_fan=4, liability_on_discard="half")
    as_seat = win_payout(S, 3, "discard", W, terms, liable=N)
    assert as_seat == win_payout(S, 3, "discard", W, terms, liable=Liability(N))
    assert as_seat[0] == settle_win(S, 3, "discard", W, liable_seat=N, terms=terms)
