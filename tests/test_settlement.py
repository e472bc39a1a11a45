"""rules/settlement.py: settling real scored hands, and 包 reasons checked against the hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.hand import Hand, HandError, Meld, WinContext
from rules.patterns import PREDICATES
from rules.payouts import PayoutError, multiplier, settle_win
from rules.ruleset import get_ruleset
from rules.scoring import ScoreResult, score_hand
from rules.settlement import (
    LIABILITY_REASONS,
    LIABILITY_RULES,
    SettleRequest,
    matched_pattern_ids,
    score_payout,
    settle_request,
    settle_score,
)
from rules.table import resolve_table
from rules.tiles import parse_tiles


def meld(kind: str, tiles: str, concealed: bool = False, added: bool = False) -> Meld:
    return Meld(kind, tuple(parse_tiles(tiles)), concealed=concealed, added=added)


def hand(concealed: str, winning: str, melds: tuple[Meld, ...] = (), flowers: str = "1f") -> Hand:
    # 1f (梅) is east's flower: no 無花 and no 正花 for the south seat used below.
    return Hand(tuple(parse_tiles(concealed)), melds, parse_tiles(winning)[0], tuple(parse_tiles(flowers)))


def score(h: Hand, ctx: WinContext, table: dict | None = None, ruleset: str = "hk-classic") -> ScoreResult:
    return score_hand(h, ctx, resolve_table(get_ruleset(ruleset), table or {}))


def discard(discarder: str = "west", seat: str = "south", **kw) -> WinContext:
    return WinContext("discard", seat, "east", discarder, **kw)


def self_draw(seat: str = "south", **kw) -> WinContext:
    return WinContext("self_draw", seat, "east", **kw)


def pays(settlement) -> dict[tuple[str, str], Fraction]:
    return {(p.payer, p.payee): p.amount for p in settlement.payments}


# --- hands ---------------------------------------------------------------------------------------
# 混一色 3 fan (one exposed chow, a north pung: no wind fan for south in an east round).
HALF_FLUSH = hand("456m78m44455z", "9m", (meld("chow", "123m"),))
# 清一色 7 fan, four exposed melds.
FULL_FLUSH_4 = hand(
    "5m", "5m", (meld("chow", "123m"), meld("pung", "999m"), meld("chow", "678m"), meld("pung", "444m"))
)
# 清一色 7 fan, three exposed melds.
FULL_FLUSH_3 = hand("2345m", "5m", (meld("pung", "111m"), meld("pung", "999m"), meld("pung", "777m")))
# 字一色 (limit 13), four exposed melds.
ALL_HONOURS_4 = hand(
    "5z", "5z", (meld("pung", "111z"), meld("pung", "222z"), meld("pung", "777z"), meld("pung", "444z"))
)
# 清么九 10 fan, four / three exposed melds.
ALL_TERMINALS_4 = hand(
    "9s", "9s", (meld("pung", "111m"), meld("pung", "999m"), meld("pung", "111p"), meld("pung", "999p"))
)
ALL_TERMINALS_3 = hand("111p9s", "9s", (meld("pung", "111m"), meld("pung", "999m"), meld("pung", "999p")))
# 大三元 8 fan.
BIG_THREE_DRAGONS = hand(
    "9s", "9s", (meld("pung", "555z"), meld("pung", "666z"), meld("pung", "777z"), meld("chow", "123p"))
)
# 大四喜 13, four exposed melds but no flush.
BIG_FOUR_WINDS = hand(
    "9s", "9s", (meld("pung", "111z"), meld("pung", "222z"), meld("pung", "333z"), meld("pung", "444z"))
)
# 十八羅漢 with a 槓上開花 (one concealed kong).
FOUR_KONGS = hand(
    "9s", "9s", (meld("kong", "1111m"), meld("kong", "2222p"), meld("kong", "3333s", True), meld("kong", "4444z"))
)
# 清一色 by four kongs: the limit-hand switch makes 清一色 'suppressed by limit'.
FOUR_KONGS_FLUSH = hand(
    "9m", "9m", (meld("kong", "1111m"), meld("kong", "2222m"), meld("kong", "3333m"), meld("kong", "4444m"))
)
# 九子連環: 清一色 suppressed by nine_gates.
NINE_GATES = hand("1112345678999m", "5m")


def kong_replacement_hand(concealed: bool = False, added: bool = False) -> Hand:
    """槓上開花 on a 中 kong: 2 + 1 fan."""
    return hand("123m456m78p55s", "9p", (meld("kong", "7777z", concealed, added),))


# --- worked settlements ----------------------------------------------------------------------------


def test_three_fan_discard_at_two_five_chicken_pays_eight() -> None:
    """RULINGS §5 check (seed 002): at 二五雞 a 3-fan discard win pays $8."""
    r = score(HALF_FLUSH, discard(), {"stake": "二五雞"})
    assert r.best.total == 3
    s = settle_score(r, None)
    assert pays(s) == {("west", "south"): Fraction(8)}
    assert s.net == {"east": 0, "south": 8, "west": -8, "north": 0}


def test_self_draw_each_loser_pays_one_portion() -> None:
    r = score(HALF_FLUSH, self_draw())  # 混一色 3 + 自摸 1
    assert r.best.total == 4
    s = settle_score(r, None)
    assert pays(s) == {("east", "south"): 16, ("west", "south"): 16, ("north", "south"): 16}
    assert s.net["south"] == 48


def test_half_payment_discarder_pays_own_share_others_half() -> None:
    r = score(HALF_FLUSH, discard(), {"payment": "half"})
    s = settle_score(r, None)
    assert pays(s) == {("east", "south"): 4, ("west", "south"): 8, ("north", "south"): 4}
    assert s.net["south"] == 16


def test_spicy_and_custom_multipliers() -> None:
    spicy = settle_score(score(FULL_FLUSH_4, discard(), {"scale": "spicy"}), None)
    assert spicy.net["south"] == 2 * 2**7
    mults = list(range(1, 15))  # fan 0..13 -> 1..14
    custom = settle_score(score(FULL_FLUSH_4, discard(), {"multipliers": mults}), None)
    assert custom.net["south"] == 2 * 8


def test_limit_caps_the_fan_paid() -> None:
    r = score(ALL_HONOURS_4, discard(), {"limit_fan": 10, "min_fan": 3})
    assert r.best.raw > 10 and r.best.total == 10
    assert settle_score(r, None).net["south"] == 2 * multiplier(10)


def test_below_minimum_is_none() -> None:
    r = score(kong_replacement_hand(), self_draw(kong_replacement=1), {"min_fan": 5})
    assert not r.meets_minimum
    assert settle_score(r, None) is None
    assert settle_score(r, ("north", "exposed_kong_replacement")) is None


def test_settlement_matches_payouts_library() -> None:
    r = score(FULL_FLUSH_3, discard("north"), {"payment": "half", "stake": "一二蚊"})
    assert settle_score(r, None) == settle_win("south", 7, "discard", "north", base=2, payment="half", limit_fan=13)


# --- 包 ---------------------------------------------------------------------------------------------


def test_liable_seat_pays_everything_on_a_self_draw() -> None:
    r = score(BIG_THREE_DRAGONS, self_draw())
    s = settle_score(r, ("north", "big_three_dragons"))
    p = r.best.total
    assert pays(s) == {("north", "south"): 3 * multiplier(p)}


def test_liable_seat_pays_nothing_on_a_discard_by_default() -> None:
    """包自摸 (seed 002 包牌只包自摸，出銃照由出銃者付): the discarder pays as the table says."""
    p = multiplier(8)  # 大三元
    for payment, expected in (
        ("half", {("east", "south"): p / 2, ("west", "south"): p, ("north", "south"): p / 2}),
        ("full", {("west", "south"): 2 * p}),
    ):
        r = score(BIG_THREE_DRAGONS, discard("west"), {"payment": payment})
        assert r.best.total == 8
        assert pays(settle_score(r, ("north", "big_three_dragons"))) == expected == pays(settle_score(r, None))


@pytest.mark.parametrize(
    ("payment", "switch", "expected"),
    [
        # seed 003 大三元落地: 亦需要包出銃者一半分數 — north takes over half of what west pays
        ("full", "half", {("west", "south"): 64, ("north", "south"): 64}),
        ("half", "half", {("east", "south"): 32, ("west", "south"): 32, ("north", "south"): 64}),
        ("full", "all", {("north", "south"): 128}),
        ("half", "all", {("north", "south"): 128}),
    ],
)
def test_liability_on_discard_house_rule(payment: str, switch: str, expected: dict) -> None:
    r = score(BIG_THREE_DRAGONS, discard("west"), {"payment": payment, "house_rules": {"liability_on_discard": switch}})
    assert pays(settle_score(r, ("north", "big_three_dragons"))) == expected
    assert settle_score(r, ("north", "big_three_dragons")).net["south"] == settle_score(r, None).net["south"]
    # canton-new has the switch too; there the 新章 dealer's extra stays the dealer's alone
    r = score(
        BIG_THREE_DRAGONS,
        discard("west"),
        {"payment": payment, "house_rules": {"liability_on_discard": switch}},
        "canton-new",
    )
    assert {payer for payer, _ in pays(settle_score(r, ("north", "big_three_dragons")))} == {p for p, _ in expected}


def test_nine_tiles_is_liability_for_the_discarder() -> None:
    """九張落地 is 包出銃 (docs/RULES.md §5): under 半銃 the discarder who deals in pays everything,
    under 全銃 nothing changes; never on a self-draw, and the liable seat is the discarder."""
    half = score(FULL_FLUSH_3, discard("west"), {"payment": "half"})
    assert pays(settle_score(half, ("west", "nine_tiles"))) == {("west", "south"): 2 * multiplier(7)}
    full = score(FULL_FLUSH_3, discard("west"))
    assert settle_score(full, ("west", "nine_tiles")) == settle_score(full, None)
    with pytest.raises(HandError) as e:
        settle_score(score(FULL_FLUSH_3, self_draw()), ("west", "nine_tiles"))
    assert [(p.code, p.pointer) for p in e.value.problems] == [("liability_not_applicable", "/liability/reason")]
    assert "never applies to a self-draw" in e.value.problems[0].detail
    with pytest.raises(HandError) as e:
        settle_score(half, ("north", "nine_tiles"))
    assert [(p.code, p.pointer) for p in e.value.problems] == [("liability_not_applicable", "/liability/seat")]


FITS = [  # north is liable, except for 九張落地: the discarder (west) who deals in
    ("twelve_tiles", FULL_FLUSH_4, discard()),
    ("twelve_tiles", ALL_HONOURS_4, discard()),
    ("twelve_tiles", ALL_TERMINALS_4, discard()),
    ("nine_tiles", FULL_FLUSH_3, discard()),
    ("nine_tiles", ALL_TERMINALS_3, discard()),
    ("nine_tiles", FULL_FLUSH_4, discard()),  # twelve tiles down were nine first
    ("big_three_dragons", BIG_THREE_DRAGONS, discard()),
    ("big_four_winds", BIG_FOUR_WINDS, discard()),
    ("four_kongs", FOUR_KONGS, self_draw(kong_replacement=1)),
    ("exposed_kong_replacement", kong_replacement_hand(), self_draw(kong_replacement=1)),
    ("exposed_kong_replacement", FOUR_KONGS, self_draw(kong_replacement=1)),
    ("other", HALF_FLUSH, discard()),
    ("other", HALF_FLUSH, self_draw()),
]


def liable(reason: str) -> str:
    return "west" if reason == "nine_tiles" else "north"


@pytest.mark.parametrize(("reason", "h", "ctx"), FITS, ids=[f[0] + str(i) for i, f in enumerate(FITS)])
def test_liability_fits(reason: str, h: Hand, ctx: WinContext) -> None:
    r = score(h, ctx)
    s = settle_score(r, (liable(reason), reason))
    assert s is not None
    if ctx.win_by == "self_draw":
        assert {p.payer for p in s.payments} == {"north"}  # 包自摸: all three shares
    else:
        assert s == settle_score(r, None)  # 全銃: the discarder pays everything anyway
    assert s.net["south"] == settle_score(r, None).net["south"]  # liability moves who pays, not how much


NOT_FITS = [
    ("twelve_tiles", HALF_FLUSH, discard(), "none of the patterns"),  # no flush, one meld
    ("twelve_tiles", FULL_FLUSH_3, discard(), "3 exposed melds"),
    ("twelve_tiles", ALL_TERMINALS_3, discard(), "3 exposed melds"),
    ("twelve_tiles", BIG_FOUR_WINDS, discard(), "none of the patterns"),  # 4 melds, not a flush
    ("nine_tiles", HALF_FLUSH, discard(), "1 exposed melds"),
    ("nine_tiles", BIG_THREE_DRAGONS, discard(), "none of the patterns"),
    ("big_three_dragons", FULL_FLUSH_4, discard(), "big_three_dragons"),
    ("big_four_winds", BIG_THREE_DRAGONS, discard(), "big_four_winds"),
    ("four_kongs", BIG_FOUR_WINDS, discard(), "four_kongs"),
    ("exposed_kong_replacement", FULL_FLUSH_4, discard(), "not won on a kong replacement"),
    (
        "exposed_kong_replacement",
        kong_replacement_hand(concealed=True),
        self_draw(kong_replacement=1),
        "no exposed kong",
    ),
    ("exposed_kong_replacement", kong_replacement_hand(added=True), self_draw(kong_replacement=1), "no exposed kong"),
]


@pytest.mark.parametrize(("reason", "h", "ctx", "says"), NOT_FITS, ids=[f[0] + str(i) for i, f in enumerate(NOT_FITS)])
def test_liability_does_not_fit(reason: str, h: Hand, ctx: WinContext, says: str) -> None:
    r = score(h, ctx)
    with pytest.raises(HandError) as e:
        settle_score(r, (liable(reason), reason))
    [problem] = e.value.problems
    assert problem.code == "liability_not_applicable"
    assert problem.pointer == "/liability/reason"
    assert reason in problem.detail and says in problem.detail


def test_every_reason_is_tested_both_ways() -> None:
    assert {f[0] for f in FITS} == set(LIABILITY_REASONS)
    assert {f[0] for f in NOT_FITS} == set(LIABILITY_REASONS) - {"other"}


def test_winner_cannot_be_liable() -> None:
    r = score(FULL_FLUSH_4, discard())
    with pytest.raises(HandError) as e:
        settle_score(r, ("south", "other"))
    assert [(p.code, p.pointer) for p in e.value.problems] == [("liability_not_applicable", "/liability/seat")]


def test_every_problem_reported_at_once() -> None:
    r = score(HALF_FLUSH, discard())
    with pytest.raises(HandError) as e:
        settle_score(r, ("south", "twelve_tiles"))
    assert [p.pointer for p in e.value.problems] == ["/liability/seat", "/liability/reason"]


def test_unknown_reason_and_seat() -> None:
    r = score(HALF_FLUSH, discard())
    with pytest.raises(HandError) as e:
        settle_score(r, ("up", "bad_luck"))
    assert [(p.code, p.pointer) for p in e.value.problems] == [
        ("invalid_request", "/liability/seat"),
        ("invalid_request", "/liability/reason"),
    ]


def test_suppressed_pattern_still_matches() -> None:
    """A 清一色 that does not count (suppressed by 九子連環, or by the limit) is still a 清一色."""
    gates = score(NINE_GATES, self_draw())
    assert "full_flush" not in {p.id for p in gates.best.patterns}
    assert "full_flush" in matched_pattern_ids(gates.best)
    r = score(FOUR_KONGS_FLUSH, self_draw(kong_replacement=1), {"house_rules": {"limit_hands": "limit"}})
    assert ("full_flush", "limit") in {(s.id, s.by) for s in r.best.suppressed}
    s = settle_score(r, ("west", "twelve_tiles"))
    assert pays(s) == {("west", "south"): 3 * multiplier(13)}


def test_liability_rules_name_real_patterns() -> None:
    for reason, rule in LIABILITY_RULES.items():
        for pid in rule.patterns:
            assert pid in PREDICATES, (reason, pid)
            for ruleset in ("hk-classic", "canton-new"):
                assert pid in get_ruleset(ruleset).patterns, (ruleset, reason, pid)
        assert rule.zh and rule.requirement


def test_canton_new_liability_uses_the_same_ids() -> None:
    r = score(FULL_FLUSH_4, self_draw(), {}, "canton-new")
    assert "full_flush" in matched_pattern_ids(r.best)
    s = settle_score(r, ("north", "twelve_tiles"))
    assert {p.payer for p in s.payments} == {"north"}
    with pytest.raises(HandError):
        settle_score(score(FULL_FLUSH_4, discard(), {}, "canton-new"), ("north", "big_four_winds"))


# --- 新章 dealer rule ------------------------------------------------------------------------------

CHICKEN = hand("123m456m78p55s", "9p", (meld("chow", "234s"),))


@pytest.mark.parametrize(
    ("ctx", "payment"),
    [(discard("east"), "full"), (discard("east"), "half"), (discard("west"), "half"), (self_draw(), "full")],
)
def test_canton_new_dealer_pays_one_fan_more(ctx: WinContext, payment: str) -> None:
    assert get_ruleset("canton-new").payout["dealer_pays_extra_fan"] is True
    assert get_ruleset("hk-classic").payout["dealer_pays_extra_fan"] is False
    r = score(CHICKEN, ctx, {"min_fan": 0, "payment": payment}, "canton-new")
    if not r.meets_minimum:
        pytest.skip("canton-new does not score this hand at min_fan 0")
    fan = r.best.total
    s = settle_score(r, None)

    def at(seat: str) -> Fraction:  # the extra fan is the dealer's alone (docs/RULES.md §5)
        return Fraction(multiplier(fan + 1 if seat == "east" else fan))

    if ctx.win_by == "self_draw" or payment == "half":
        share = {seat: at(seat) for seat in ("east", "west", "north")}
        if ctx.win_by == "discard":
            share = {seat: (v if seat == ctx.discarder else v / 2) for seat, v in share.items()}
        assert pays(s) == {(seat, "south"): v for seat, v in share.items()}
    else:
        assert pays(s) == {(ctx.discarder, "south"): 2 * at(ctx.discarder)}
    # The same hand under hk-classic rules: no extra fan for the dealer.
    plain = settle_win("south", fan, ctx.win_by, ctx.discarder, payment=payment)
    assert plain.net["south"] < s.net["south"]


def test_canton_new_dealer_wins_nothing_added_here() -> None:
    r = score(CHICKEN, discard("west", seat="east"), {"min_fan": 0}, "canton-new")
    if not r.meets_minimum:
        pytest.skip("canton-new does not score this hand at min_fan 0")
    s = settle_score(r, None)
    assert s.net["east"] == 2 * multiplier(r.best.total)


def test_canton_new_dealer_extra_is_the_dealers_alone() -> None:
    """docs/RULES.md §5: south's 4 fan (concealed 23m678m999p55s + 4m, exposed 中 pung) pays 32 from
    west under 全銃 (plain fan), 48 from east (fan+1); robbing east's kong (5 fan) 64."""
    h = hand("23m678m999p55s", "4m", (meld("pung", "777z"),), flowers="")
    for ctx, fan, payer, amount in (
        (discard("west"), 4, "west", 32),
        (discard("east"), 4, "east", 48),
        (discard("east", robbing_kong=True), 5, "east", 64),
    ):
        r = score(h, ctx, {}, "canton-new")
        assert r.best.total == fan
        assert pays(settle_score(r, None)) == {(payer, "south"): amount}


# --- null payouts: why, and what fixes it --------------------------------------------------------------

BIG = hand("111222333444z7z", "7z", flowers="")  # 大四喜 + 字一色 + ... : canton-new's biggest hands


def test_amounts_beyond_exact_json_are_unavailable_not_refused() -> None:
    r = score(BIG, self_draw(), {}, "canton-new")
    assert r.meets_minimum and r.best.total > 100
    settlement, unpaid = score_payout(r)
    assert settlement is None and unpaid is not None
    assert unpaid.code == "amount_too_large"
    assert "2^53" in unpaid.detail and "limit" in unpaid.detail
    assert unpaid.fixes == ("/table/limit_fan", "/table/multipliers", "/table/base")
    with pytest.raises(PayoutError) as e:
        settle_score(r)
    assert e.value.code == "amount_too_large"
    limited, unpaid = score_payout(score(BIG, self_draw(), {"limit_fan": 64}, "canton-new"))
    assert unpaid is None and limited is not None and limited.net["south"] > 0


def test_fan_beyond_the_multipliers_is_unavailable() -> None:
    r = score(FULL_FLUSH_4, discard(), {"limit_fan": None, "multipliers": [1, 2, 4]})
    settlement, unpaid = score_payout(r)
    assert settlement is None and unpaid is not None
    assert (unpaid.code, unpaid.fixes) == ("fan_beyond_multipliers", ("/table/multipliers", "/table/limit_fan"))


def test_below_minimum_says_so() -> None:
    r = score(kong_replacement_hand(), self_draw(kong_replacement=1), {"min_fan": 5})
    settlement, unpaid = score_payout(r)
    assert settlement is None and unpaid is not None
    assert (unpaid.code, unpaid.fixes) == ("below_minimum", ("/table/min_fan",))
    assert "minimum of 5" in unpaid.detail
    assert score_payout(r, ("north", "exposed_kong_replacement")) == (settlement, unpaid)


# --- settle requests (fan counts without tiles) -----------------------------------------------------------


def test_settle_request_builds_from_a_loaded_request() -> None:
    table = resolve_table(get_ruleset("canton-new"), {"payment": "half"})
    req = SettleRequest.from_request(
        {"win": {"winner": "south", "fan": 3, "win_by": "discard", "discarder": "west", "liability": None}}
    )
    out = settle_request(req, table)
    assert out.dealer_pays_extra_fan and out.settlement.net["south"] == 8 + 4 + 8
    nine = SettleRequest.from_request(
        {
            "win": {
                "winner": "south",
                "fan": 3,
                "win_by": "self_draw",
                "discarder": None,
                "liability": {"seat": "west", "reason": "nine_tiles"},
            }
        }
    )
    with pytest.raises(PayoutError) as e:
        settle_request(nine, table)
    assert [(p.code, p.pointer) for p in e.value.problems] == [("liability_not_applicable", "/win/liability/reason")]
    kong = SettleRequest.from_request(
        {
            "wins": [
                {"winner": "south", "fan": 3, "liability": {"seat": "north", "reason": "exposed_kong_replacement"}}
            ],
            "discarder": "west",
        }
    )
    with pytest.raises(PayoutError) as e:
        settle_request(kong, table)
    assert [(p.code, p.pointer) for p in e.value.problems] == [("liability_not_applicable", "/wins/0/liability/reason")]
