"""The prerequisites a predicate declares (`@pattern(id, needs=...)`, rules.view facts) are necessary
conditions: on every arrangement of the golden corpus's hands where a predicate counts, the
arrangement has every fact it needs. (The scorer skips predicates whose needs are not met; a wrong
`needs` would drop a pattern silently.) A pattern registered `decided=True` also counts, once, on
every arrangement that has its needs: the scorer counts it from the facts without calling it."""

from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules.arrangements import arrangements
from rules.hand import validate
from rules.patterns import DECIDED, NEEDS, PREDICATES
from rules.ruleset import all_rulesets
from rules.table import resolve_table
from rules.view import HandFeatures, HandView
from schemas.score import ScoreRequestSchema
from service.engine import build_context, build_hand
from tests import golden

SWITCHES = ({}, {"concealed_kong_breaks_concealed": True})


def _hands() -> list:
    schema = ScoreRequestSchema()
    out = []
    for row in golden.load():
        if row["path"] != "/v1/score" or not isinstance(row.get("body"), dict):
            continue
        try:
            data = schema.load(row["body"])
        except ValidationError:
            continue
        out.append((build_hand(data["hand"]), build_context(data["context"])))
    return out


@pytest.mark.parametrize("ruleset_id", sorted(all_rulesets()))
def test_a_predicate_counts_only_where_its_needs_hold(ruleset_id: str) -> None:
    ruleset = all_rulesets()[ruleset_id]
    checked = 0
    wrong: list[str] = []
    for switches in SWITCHES:
        rules = resolve_table(ruleset, {"house_rules": switches}).rules
        for hand, ctx in _hands():
            if validate(hand, ctx, expect_winning_tile=not ctx.exhaustive_draw, flags=ruleset.context_flags):
                continue
            arrs = arrangements(hand, ctx, rules.shapes)
            features = HandFeatures(hand, ctx, rules.switches)  # every fact, wanted or not
            features.arrangements = arrs
            for arr in arrs:
                view = HandView(arr, hand, ctx, rules.switches, rules.shapes, features)
                evaluators = (
                    rules.draw_evaluators
                    if arr.shape == "exhaustive_draw"
                    else rules.bonus_evaluators
                    if arr.shape == "bonus_tiles"
                    else rules.evaluators
                )
                for pid, predicate in evaluators + ((ruleset.fallback, PREDICATES[ruleset.fallback]),):
                    needs = NEEDS[pid]
                    n = predicate(view)
                    if n and view.facts & needs != needs:
                        wrong.append(
                            f"{pid} counts on {arr.shape} {arr.describe()} without facts {bin(needs & ~view.facts)}"
                        )
                    if pid in DECIDED and view.facts & needs == needs and n != 1:
                        wrong.append(f"{pid} (decided) does not count once on {arr.shape} {arr.describe()}: {n}")
                    checked += 1
    assert checked > 50_000
    assert not wrong, "\n".join(wrong[:20])


def test_every_shape_has_facts() -> None:
    """A shape rules.view has no facts for is scored by calling every predicate; every shape the
    rulesets name has its facts, so that the decided patterns are counted from them."""
    from rules.shapes.base import SHAPES
    from rules.view import SHAPE_FACTS

    assert set(SHAPES) <= set(SHAPE_FACTS), sorted(set(SHAPES) - set(SHAPE_FACTS))


@pytest.mark.parametrize("ruleset_id", sorted(all_rulesets()))
def test_a_shape_without_facts_decides_nothing(ruleset_id: str) -> None:
    """Without a shape's facts nothing is known of a hand: a decided pattern is called like any other
    (counting it from facts it never had would give every hand 門前清, 自摸 and 清一色 at once)."""
    from rules.scoring import _plan, _TableScoring

    table = resolve_table(all_rulesets()[ruleset_id], {})
    plan = _plan(_TableScoring(table.rules, table.limit_fan), "a_shape_not_yet_written", 0)
    assert not plan.given
    called = {call[0] for call in plan.calls}
    assert called == {pid for pid, _ in table.rules.evaluators}
    assert DECIDED & called
