"""Property tests of the engine (hypothesis, bounded and derandomised so CI is stable)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.hand import HandError, validate
from rules.ruleset import get_ruleset
from rules.scoring import score_hand
from rules.table import TableError, resolve_table
from tests.hands import ERROR_CODES, HAND_ERROR_CODES, summary
from tests.strategies import any_requests, house_rules, mutated_requests, non_winning_hands, winning_hands

PROPS = settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
HK = get_ruleset("hk-classic")
DEFAULT_TABLE = resolve_table(HK, {})


def _shuffled(hand, seed: int):
    rnd = random.Random(seed)
    concealed = list(hand.concealed)
    melds = list(hand.melds)
    flowers = list(hand.flowers)
    rnd.shuffle(concealed)
    rnd.shuffle(melds)
    rnd.shuffle(flowers)
    melds = [replace(m, tiles=tuple(rnd.sample(m.tiles, len(m.tiles)))) for m in melds]
    return replace(hand, concealed=tuple(concealed), melds=tuple(melds), flowers=tuple(flowers))


def _comparable(result) -> dict:
    s = summary(result)
    s.pop("arrangement")  # declared melds are listed in the order given
    return s


@PROPS
@given(winning_hands())
def test_legal_winning_hands_score(hc) -> None:
    hand, ctx = hc
    assert validate(hand, ctx, flags=HK.context_flags) == []
    result = score_hand(hand, ctx, DEFAULT_TABLE)
    best = result.best
    assert 0 <= best.total <= 13
    assert best.total == min(best.raw, 13)
    assert result.meets_minimum == (best.counted_for_minimum >= 3)
    assert all(p.fan >= 0 for p in best.patterns)
    kept = {p.id for p in best.patterns}
    for s in best.suppressed:  # only a per-count suppression or a shared part leaves part of a pattern counting
        assert s.id not in kept or (s.id, s.by) == ("seat_flower", "flower_set") or s.reason == "shared"
    for alt in result.alternatives:
        assert (alt.total, alt.raw) <= (best.total, best.raw)
    # the same result under any order of the input tiles
    for seed in range(3):
        again = score_hand(_shuffled(hand, seed), ctx, DEFAULT_TABLE)
        assert _comparable(again) == _comparable(result)


@PROPS
@given(winning_hands(), house_rules())
def test_any_house_rules_keep_the_total_within_the_limit(hc, rules) -> None:
    hand, ctx = hc
    for limit in (8, 13, None):
        table = resolve_table(HK, {"house_rules": rules, "limit_fan": limit, "min_fan": 0})
        try:
            result = score_hand(hand, ctx, table)
        except HandError as e:
            # a seven-pairs-only shape is the one thing a table may refuse ... never an unknown code
            assert {p.code for p in e.problems} == {"not_a_winning_hand"}
            continue
        assert result.best.total >= 0
        if limit is not None:
            assert result.best.total <= limit
        assert result.meets_minimum


@PROPS
@given(non_winning_hands())
def test_non_winning_hands_are_refused(hc) -> None:
    hand, ctx = hc
    try:
        score_hand(hand, ctx, DEFAULT_TABLE)
    except HandError as e:
        assert [p.code for p in e.problems] == ["not_a_winning_hand"]
    else:
        raise AssertionError("a non-winning hand was scored")


@PROPS
@given(st.one_of(any_requests(), mutated_requests()), house_rules())
def test_every_error_is_a_documented_code(req, rules) -> None:
    hand, ctx = req
    try:
        table = resolve_table(HK, {"house_rules": rules})
        score_hand(hand, ctx, table)
    except HandError as e:
        assert e.problems
        assert {p.code for p in e.problems} <= HAND_ERROR_CODES
        assert all(p.pointer.startswith("/") and p.detail for p in e.problems)
    except TableError as e:
        assert {p.code for p in e.problems} <= ERROR_CODES


def test_documented_codes_are_the_api_codes() -> None:
    assert HAND_ERROR_CODES <= ERROR_CODES
    assert "not_a_winning_hand" in HAND_ERROR_CODES


NO_LIMIT = resolve_table(HK, {"limit_fan": None, "min_fan": 0})
EXTRA_PATTERNS_ON = resolve_table(
    HK,
    {
        "limit_fan": None,
        "min_fan": 0,
        "house_rules": {
            "declared_ready": True,
            "mixed_terminal_pungs": True,
            "human_hand": 3,
            "kong_last_tile": "limit",
            "seven_pairs": 4,
        },
    },
)
LIMIT_MODE = resolve_table(HK, {"house_rules": {"limit_hands": "limit"}})


@PROPS
@given(winning_hands())
def test_monotone_properties(hc) -> None:
    hand, ctx = hc
    best = score_hand(hand, ctx, NO_LIMIT).best
    # bonus tiles change only the bonus patterns of a tile win
    if len(hand.flowers) < 7 and best.arrangement.shape != "bonus_tiles":
        bare = score_hand(replace(hand, flowers=()), ctx, NO_LIMIT).best
        assert {p.id: p.fan for p in best.patterns if p.kind != "bonus"} == {
            p.id: p.fan for p in bare.patterns if p.kind != "bonus"
        }
    # switching on the extra patterns (at their higher fan) never lowers a hand
    assert score_hand(hand, ctx, EXTRA_PATTERNS_ON).best.total >= best.total
    # a self-draw is worth at least the same hand won on a discard
    if not (
        ctx.robbing_kong
        or ctx.kong_replacement
        or ctx.earthly
        or ctx.human
        or ctx.heavenly
        or best.arrangement.shape == "bonus_tiles"
        or hand.winning_tile >= 34
    ):
        other = next(s for s in ("east", "south", "west", "north") if s != ctx.seat_wind)
        drawn = score_hand(hand, replace(ctx, win_by="self_draw", discarder=None), NO_LIMIT).best
        discard = score_hand(hand, replace(ctx, win_by="discard", discarder=other), NO_LIMIT).best
        assert drawn.total >= discard.total
    # 例牌 = the limit: a limit hand scores exactly the limit, any other hand its raw total capped
    limited = score_hand(hand, ctx, LIMIT_MODE).best
    if limited.limit_hand:
        assert limited.total == 13 and all(p.limit_hand for p in limited.patterns)
    else:
        assert limited.total == min(limited.raw, 13)
