"""Scoring: every arrangement scored under the compiled ruleset, suppressions applied as data,
the limit and minimum applied, the best arrangement kept (docs/RULES.md §4)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.arrangements import Arrangement, arrangements
from rules.hand import Hand, HandError, Problem, WinContext, shown_context, validate
from rules.patterns import CONDITIONS, PREDICATES
from rules.ruleset import ActivePattern, Rules, names
from rules.table import Table
from rules.view import HandFeatures, HandView

ALTERNATIVES = 5


class CountedPattern(NamedTuple):
    """A pattern that counts: `fan` is all its counts together (`fan_each` × `count`), less any fan
    it shares with a bigger pattern (listed in `suppressed` with reason 'shared')."""

    id: str
    zh: str
    en: str
    fan_each: int
    count: int  # type: ignore[assignment]  # the answer's field name; shadows tuple.count
    fan: int
    limit_hand: bool
    kind: str
    zh_hans: str = ""

    @property
    def name(self) -> dict[str, str]:
        return names(self.zh, self.zh_hans, self.en)


class SuppressedPattern(NamedTuple):
    """A pattern that matched but does not count, or counts less; `by` is a pattern id, 'limit' or
    'house_rule'. `reason`: 'implied' (the `by` pattern includes it), 'shared' (it and the `by`
    pattern both include `shares`, counted once: `fan` is the part it gives up), 'limit', 'house_rule'."""

    id: str
    zh: str
    en: str
    fan: int
    count: int  # type: ignore[assignment]  # the answer's field name; shadows tuple.count
    by: str
    reason: str
    shares: str | None = None
    zh_hans: str = ""

    @property
    def name(self) -> dict[str, str]:
        return names(self.zh, self.zh_hans, self.en)


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


def score_arrangement(
    arr: Arrangement, hand: Hand, ctx: WinContext, table: Table, features: HandFeatures | None = None
) -> ArrangementScore:
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
    # (id, counts, fan, by, reason, shares)
    suppressed: list[tuple[str, int, int, str, str, str | None]] = []
    # House rules first: a pattern the table takes away is listed, and suppresses nothing.
    for r in rules.house_rule_removed:
        if r.target in kept and (r.condition is None or CONDITIONS[r.condition](view)):
            n = kept.pop(r.target)
            suppressed.append((r.target, n, fans[r.target] * n, "house_rule", "house_rule", None))
    if not bonus_only and not draw:
        for pid, predicate in rules.switched_off:
            if predicate(view):
                fan = rules.ruleset.patterns[pid].fan  # the ruleset's own fan: the table plays none
                suppressed.append((pid, 1, fan if type(fan) is int else 0, "house_rule", "house_rule", None))
    shared: dict[str, int] = {}  # fan a kept pattern gives up to a pattern it shares a part with
    # The biggest pattern takes the credit for what it implies; data order breaks ties.
    # A pattern that is itself no longer counted suppresses nothing: each pattern's list in the
    # data names everything it implies (seed 000: 七對子 不計不求人, yet its 自摸 still counts).
    order = rules.order
    credit = sorted(matched, key=lambda p: (-fans[p], order[p])) if len(matched) > 1 else list(matched)
    sharing = False
    for pid in credit:
        if pid not in kept:
            continue
        for s in by_id[pid].suppresses:
            target = s.target
            if target not in kept:
                continue
            if s.fan is not None:
                sharing = True
                continue
            n = kept[target] if s.per is None else min(kept[target], s.per * matched[pid])
            kept[target] -= n
            if not kept[target]:
                del kept[target]
            suppressed.append((target, n, fans[target] * n, pid, "implied", None))
    if sharing:
        # Counted patterns that all include another (the self-draw in 槓上開花 and 海底撈月) count
        # it once: the first in the credit order keeps it, each later one gives up its fan once.
        rank = {p: i for i, p in enumerate(credit)}
        given: set[tuple[str, str | None]] = set()
        for pid in credit:
            for s in by_id[pid].suppresses:
                if s.fan is None or pid not in kept or s.target not in kept:
                    continue
                giver, taker = (s.target, pid) if rank[s.target] > rank[pid] else (pid, s.target)
                if (giver, s.shares) in given:
                    continue
                given.add((giver, s.shares))
                left = fans[giver] * kept[giver] - shared.get(giver, 0)
                part = min(s.fan, left)
                shared[giver] = shared.get(giver, 0) + part
                if part == left:
                    del kept[giver]
                suppressed.append((giver, 1, part, taker, "shared", s.shares))
    if (
        fallback
        and not bonus_only
        and fallback in by_id
        and not any(by_id[p].kind == "hand" and fans[p] > 0 for p in kept)
    ):
        if PREDICATES[fallback](view):
            kept[fallback] = 1
            fans[fallback] = _fan_value(by_id[fallback], rules, table)

    limit = table.limit_fan
    limit_hand = any(by_id[p].limit_hand for p in kept)
    exact_limit = limit_hand and limit is not None and rules.switches.get("limit_hands") == "limit"
    if exact_limit:
        for pid in [p for p in kept if not by_id[p].limit_hand]:
            n = kept.pop(pid)
            suppressed.append((pid, n, fans[pid] * n - shared.pop(pid, 0), "limit", "limit", None))
    raw = 0
    bonus_fan = 0
    counted = []
    for pid, n in kept.items():
        ap = by_id[pid]
        f = fans[pid]
        fan = f * n - shared.get(pid, 0) if shared else f * n
        raw += fan
        if ap.kind == "bonus":
            bonus_fan += fan
        d = ap.definition
        counted.append(CountedPattern(pid, d.zh, d.en, f, n, fan, ap.limit_hand, ap.kind, d.zh_hans))
    if limit is None:
        total = raw
    elif exact_limit:
        total = limit
    else:
        total = min(raw, limit)
    for_minimum = total
    if not bonus_only and not rules.switches.get("bonus_fan_counts_to_minimum", True):
        for_minimum = min(raw - bonus_fan, total)
    if len(counted) > 1:
        counted.sort(key=lambda c: (-c.fan, order[c.id]))
    defs = rules.ruleset.patterns
    sup = tuple(
        SuppressedPattern(pid, defs[pid].zh, defs[pid].en, fan, n, by, reason, shares, defs[pid].zh_hans)
        for pid, n, fan, by, reason, shares in suppressed
    )
    return ArrangementScore(
        arr, tuple(counted), sup, raw, total, limit is not None and raw > limit, limit_hand, for_minimum
    )


def _switched_off_shape(hand: Hand, ctx: WinContext, rules: Rules) -> str:
    """'; it is 七對子 (seven_pairs), which this table plays only with the house rule ...' when a
    house rule of the ruleset would make the hand win with a shape the table does not play."""
    for sw in rules.ruleset.switches.values():
        shapes = set(sw.shapes) | {x for eff in sw.effects.values() if eff for x in eff.get("shapes", ())}
        for shape_name in sorted(shapes - set(rules.shapes)):
            if not arrangements(hand, ctx, (shape_name,)):
                continue
            pattern = rules.ruleset.patterns.get(sw.pattern) if sw.pattern else None
            what = f"{pattern.zh} ({shape_name})" if pattern else shape_name
            if sw.type == "fan":
                how = f"a fan, e.g. {pattern.fan if pattern else 1}"
            elif sw.type == "boolean":
                how = "true"
            else:
                how = " or ".join(
                    json.dumps(v, ensure_ascii=False)
                    for v, eff in sw.effects.items()
                    if eff and shape_name in eff.get("shapes", ())
                )
            return (
                f"; they form {what}, which this table plays only with the house rule '{sw.id}' "
                f"(table.house_rules.{sw.id}: {how})"
            )
    return ""


def score_hand(hand: Hand, ctx: WinContext, table: Table, *, validated: bool = False) -> ScoreResult:
    """Score a winning hand; raises HandError (every problem) for impossible or non-winning hands.

    With `ctx.exhaustive_draw` (canton-new 流局十番) the hand is the one held at an
    exhaustive draw: 13 tiles (plus one per kong) and no winning tile; only `draw` patterns count.
    `validated=True` skips the validation a caller has just run on the same hand and context (with
    the ruleset's `context_flags`). What the hand itself shows of the context is filled in
    (`rules.hand.shown_context`: winning_tile_seen).
    """
    rules = table.rules
    draw = ctx.exhaustive_draw
    problems = [] if validated else validate(hand, ctx, expect_winning_tile=not draw, flags=rules.ruleset.context_flags)
    if problems:
        raise HandError(problems)
    ctx = shown_context(hand, ctx)
    arrs = arrangements(hand, ctx, rules.shapes)
    if not arrs:
        raise HandError(
            [
                Problem(
                    "not_a_winning_hand",
                    "/hand",
                    "the tiles do not form a winning hand (four sets and a pair, or a special "
                    f"shape this table plays: {', '.join(rules.shapes)})"
                    f"{_switched_off_shape(hand, ctx, rules)}",
                )
            ]
        )
    features = HandFeatures(hand, ctx, rules.switches, rules.wanted_facts)
    features.arrangements = arrs
    scored = [score_arrangement(a, hand, ctx, table, features) for a in arrs]
    if len(scored) > 1:
        # docs/RULES.md §4, with one step before it: a reading that meets the table's minimum beats one
        # that does not (a player declares the reading that wins; only possible when bonus-tile
        # fan does not count toward the minimum, e.g. 花胡 against a hand of 一台花 + 2).
        minimum = table.min_fan
        scored.sort(key=lambda s: (s.counted_for_minimum < minimum, s.sort_key))
    best = scored[0]
    paid_as = ctx.win_by
    if best.arrangement.shape == "exhaustive_draw" or (
        best.arrangement.shape == "bonus_tiles" and ctx.win_by != "discard"
    ):
        paid_as = "self_draw"  # 流局十番 計自摸; 花胡 當自摸; 七搶一 is paid as a discard
    return ScoreResult(
        ruleset_id=rules.ruleset.id,
        ruleset_version=rules.ruleset.version,
        best=best,
        alternatives=tuple(scored[1 : 1 + ALTERNATIVES]),
        minimum=table.min_fan,
        limit=table.limit_fan,
        meets_minimum=best.counted_for_minimum >= table.min_fan,
        paid_as=paid_as,
        table=table,
        context=ctx,
    )
