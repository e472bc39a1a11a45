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

PROPS = settings(max_examples=200, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
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
    assert validate(hand, ctx) == []
    result = score_hand(hand, ctx, DEFAULT_TABLE)
    best = result.best
    assert 0 <= best.total <= 13
    assert best.total == min(best.raw, 13)
    assert result.meets_minimum == (best.counted_for_minimum >= 3)
    assert all(p.fan >= 0 for p in best.patterns)
    kept = {p.id for p in best.patterns}
    for s in best.suppressed:  # only a per-count suppression leaves part of a pattern counting
        assert s.id not in kept or (s.id, s.by) == ("seat_flower", "flower_set")
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
