"""Scoring: every arrangement scored under the compiled ruleset, suppressions applied as data,
the limit and minimum applied, the best arrangement kept (RULINGS §4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.arrangements import Arrangement, arrangements
from rules.hand import Hand, HandError, Problem, WinContext, validate
from rules.patterns import PREDICATES
from rules.ruleset import ActivePattern, Rules
from rules.table import Table
from rules.view import HandFeatures, HandView

ALTERNATIVES = 5


class CountedPattern(NamedTuple):
    """A pattern that counts: `fan` is all its counts together (`fan_each` × `count`)."""

    id: str
    zh: str
    en: str
    fan_each: int
    count: int
    fan: int
    limit_hand: bool
    kind: str


class SuppressedPattern(NamedTuple):
    """A pattern that matched but does not count; `by` is a pattern id, 'limit' or 'house_rule'."""

    id: str
    zh: str
    en: str
    fan: int
    count: int
    by: str
    reason: str


class ArrangementScore(NamedTuple):
    arrangement: Arrangement
    patterns: tuple[CountedPattern, ...]
    suppressed: tuple[SuppressedPattern, ...]
    raw: int
    total: int
    capped: bool
    limit_hand: bool
    counted_for_minimum: int

    @property
    def sort_key(self) -> tuple:
        return (-self.total, -self.raw, self.arrangement.key)


@dataclass(frozen=True)
class ScoreResult:
    ruleset_id: str
    ruleset_version: str
    best: ArrangementScore
    alternatives: tuple[ArrangementScore, ...]
    minimum: int
    limit: int | None
    meets_minimum: bool
    paid_as: str  # "self_draw" or "discard": how the win is settled
    table: Table
    context: WinContext


# Plans: (compiled rules, shape, facts) -> the predicates to call. Like the compiled rules they are
# per table and per combination of facts, not per hand: hands share them. At most PLANS are kept.
PLANS = 8192
_PLANS: dict[tuple[Rules, str, int], tuple[tuple[str, Any], ...]] = {}


def _plan(rules: Rules, groups: tuple, facts: int) -> tuple:
    """The predicates of `groups` whose needs are all in `facts`, in data order."""
    calls = [call for needs, group in groups if facts & needs == needs for call in group]
    calls.sort(key=lambda call: rules.order[call[0]])
    return tuple(calls)


def _fan_value(ap: ActivePattern, rules: Rules, table: Table) -> int:
    if ap.fan == "limit":
        return table.limit_fan if table.limit_fan is not None else int(rules.ruleset.defaults["limit_fan"] or 13)
    return int(ap.fan)


def score_arrangement(arr: Arrangement, hand: Hand, ctx: WinContext, table: Table,
                      features: HandFeatures | None = None) -> ArrangementScore:
    rules = table.rules
    by_id = rules.by_id
    view = HandView(arr, hand, ctx, rules.switches, rules.shapes, features)
    shape = arr.shape
    bonus_only = shape == "bonus_tiles"
    draw = shape == "exhaustive_draw"
    fallback = None if draw else rules.ruleset.fallback
    matched: dict[str, int] = {}
    groups = rules.groups.get(shape)
    if groups is not None:
        # Only the predicates whose needs (rules.view facts) the arrangement has are called, in
        # data order: the plan for a shape and a set of facts is worked out once per compiled rules.
        facts = view.facts
        plan = _PLANS.get((rules, shape, facts))
        if plan is None:
            if len(_PLANS) >= PLANS:
                _PLANS.clear()
            plan = _PLANS[(rules, shape, facts)] = _plan(rules, groups, facts)
        for pid, predicate in plan:
            n = predicate(view)
            if n:
                matched[pid] = 1 if n is True else int(n)
    else:  # a shape rules.view has no facts for: every predicate
        evaluators = rules.draw_evaluators if draw else rules.bonus_evaluators if bonus_only else rules.evaluators
        for pid, predicate in evaluators:
            n = predicate(view)
            if n:
                matched[pid] = 1 if n is True else int(n)
    fans = {}
    for pid in matched:
        f = by_id[pid].fan
        fans[pid] = f if type(f) is int else _fan_value(by_id[pid], rules, table)
    kept = dict(matched)
    suppressed: list[tuple[str, int, str, str]] = []
    # The biggest pattern takes the credit for what it implies; data order breaks ties.
    # A pattern that is itself no longer counted suppresses nothing: each pattern's list in the
    # data names everything it implies (seed 000: 七對子 不計不求人, yet its 自摸 still counts).
    order = rules.order
    for pid in sorted(matched, key=lambda p: (-fans[p], order[p])) if len(matched) > 1 else matched:
        if pid not in kept:
            continue
        for s in by_id[pid].suppresses:
            target = s.target
            if target not in kept:
                continue
            n = kept[target] if s.per is None else min(kept[target], s.per * matched[pid])
            kept[target] -= n
            if not kept[target]:
                del kept[target]
            suppressed.append((target, n, pid, "implied"))
    for pid in rules.house_rule_removed:
        if pid in kept:
            suppressed.append((pid, kept.pop(pid), "house_rule", "house_rule"))
    if fallback and not bonus_only and fallback in by_id and not any(
            by_id[p].kind == "hand" and fans[p] > 0 for p in kept):
        if PREDICATES[fallback](view):
            kept[fallback] = 1
            fans[fallback] = _fan_value(by_id[fallback], rules, table)

    limit = table.limit_fan
    limit_hand = any(by_id[p].limit_hand for p in kept)
    exact_limit = limit_hand and limit is not None and rules.switches.get("limit_hands") == "limit"
    if exact_limit:
        for pid in [p for p in kept if not by_id[p].limit_hand]:
            suppressed.append((pid, kept.pop(pid), "limit", "limit"))
    raw = 0
    bonus_fan = 0
    counted = []
    for pid, n in kept.items():
        ap = by_id[pid]
        f = fans[pid]
        raw += f * n
        if ap.kind == "bonus":
            bonus_fan += f * n
        d = ap.definition
        counted.append(CountedPattern(pid, d.zh, d.en, f, n, f * n, ap.limit_hand, ap.kind))
    if exact_limit:
        total = limit
    else:
        total = raw if limit is None or raw <= limit else limit
    for_minimum = total
    if not bonus_only and not rules.switches.get("bonus_fan_counts_to_minimum", True):
        for_minimum = min(raw - bonus_fan, total)
    if len(counted) > 1:
        counted.sort(key=lambda c: (-c.fan, order[c.id]))
    sup = tuple(
        SuppressedPattern(pid, by_id[pid].definition.zh, by_id[pid].definition.en, fans[pid] * n, n, by, reason)
        for pid, n, by, reason in suppressed)
    return ArrangementScore(arr, tuple(counted), sup, raw, total, limit is not None and raw > limit, limit_hand,
                            for_minimum)


def score_hand(hand: Hand, ctx: WinContext, table: Table, *, validated: bool = False) -> ScoreResult:
    """Score a winning hand; raises HandError (every problem) for impossible or non-winning hands.

    With the context flag `exhaustive_draw` (canton-new 流局十番) the hand is the one held at an
    exhaustive draw: 13 tiles (plus one per kong) and no winning tile; only `draw` patterns count.
    `validated=True` skips the validation a caller has just run on the same hand and context.
    """
    draw = bool(ctx.flag("exhaustive_draw"))
    problems = [] if validated else validate(hand, ctx, expect_winning_tile=not draw)
    if problems:
        raise HandError(problems)
    rules = table.rules
    arrs = arrangements(hand, ctx, rules.shapes)
    if not arrs:
        raise HandError([Problem("not_a_winning_hand", "/hand",
                                 "the tiles do not form a winning hand (four sets and a pair, or a special "
                                 f"shape this table plays: {', '.join(rules.shapes)})")])
    features = HandFeatures(hand, ctx, rules.switches, rules.wanted_facts)
    features.arrangements = arrs
    scored = [score_arrangement(a, hand, ctx, table, features) for a in arrs]
    if len(scored) > 1:
        # RULINGS §4, with one step before it: a reading that meets the table's minimum beats one
        # that does not (a player declares the reading that wins; only possible when bonus-tile
        # fan does not count toward the minimum, e.g. 花胡 against a hand of 一台花 + 2).
        minimum = table.min_fan
        scored.sort(key=lambda s: (s.counted_for_minimum < minimum, s.sort_key))
    best = scored[0]
    paid_as = ctx.win_by
    if best.arrangement.shape == "exhaustive_draw" or (
            best.arrangement.shape == "bonus_tiles" and ctx.win_by != "discard"):
        paid_as = "self_draw"  # 流局十番 計自摸; 花胡 當自摸; 七搶一 is paid as a discard
    return ScoreResult(
        ruleset_id=rules.ruleset.id, ruleset_version=rules.ruleset.version, best=best,
        alternatives=tuple(scored[1:1 + ALTERNATIVES]), minimum=table.min_fan, limit=table.limit_fan,
        meets_minimum=best.counted_for_minimum >= table.min_fan, paid_as=paid_as, table=table, context=ctx)
