"""Scoring: every arrangement scored under the compiled ruleset, suppressions applied as data,
the limit and minimum applied, the best arrangement kept (docs/RULES.md §4)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Collection, Mapping
from operator import itemgetter
from types import MappingProxyType
from typing import Any, NamedTuple

from rules.arrangements import Arrangement, arrangements, hand_counts
from rules.hand import Hand, HandError, Problem, Tally, WinContext, checked, shown_context
from rules.memo import BoundedTable
from rules.patterns import CONDITIONS, DECIDED, NEEDS, PREDICATES
from rules.ruleset import PatternDef, Rules, names
from rules.shapes.base import shapes_asked
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


class ScoreResult(NamedTuple):
    """A scored hand: the best arrangement, the next best (up to ALTERNATIVES) and the table's terms.
    A named tuple: made once per hand, its construction is part of every score."""

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


class _Pattern:
    """What scoring needs of one active pattern at one table, worked out once per compiled rules
    and limit. A class with slots, not a named tuple: 3.11 reads a slot with a specialised
    instruction, a named tuple's field through the generic attribute look-up."""

    __slots__ = (
        "fan",
        "credit_rank",
        "order",
        "kind",
        "limit_hand",
        "implies",
        "shares",
        "names",
        "once",
        "row",
        "bonus",
        "implied_once",
    )

    def __init__(
        self,
        fan: int,  # the limit's fan for a "limit" pattern
        credit_rank: int,  # place in the credit order: biggest fan first, data order breaking ties
        order: int,  # place in the data
        kind: str,
        limit_hand: bool,
        implies: tuple[tuple[str, int | None], ...],  # (target, per count or None: all of it)
        shares: tuple[tuple[str, int, str | None], ...],  # (target, fan, what both include): a shared part
        names: tuple[str, str, str],  # zh, en, zh_hans
        once: CountedPattern,  # the pattern counted once, all its fan (most counted patterns)
        row: tuple[int, CountedPattern],  # (its place among the counted, once: `_rank`, once)
        bonus: bool,  # kind "bonus"
        implied_once: dict[str, SuppressedPattern],  # per target it implies: that target counted once, listed
    ) -> None:
        self.fan = fan
        self.credit_rank = credit_rank
        self.order = order
        self.kind = kind
        self.limit_hand = limit_hand
        self.implies = implies
        self.shares = shares
        self.names = names
        self.once = once
        self.row = row
        self.bonus = bonus
        self.implied_once = implied_once


class _TableScoring:
    """What scoring needs of compiled rules at one table limit, worked out once: the patterns, and
    the facts that can change which predicates are called (the key of a plan)."""

    __slots__ = (
        "rules",
        "limit_fan",
        "patterns",
        "credit_rank",
        "implying",
        "sharing",
        "switched_off",
        "facts",
        "counts_hand",
        "limit_hands",
        "exact_limit",
        "serial",
        "shapes",
        "by_id",
        "asked",
    )

    def __init__(self, rules: Rules, limit_fan: int | None) -> None:
        self.rules = rules
        self.limit_fan = limit_fan
        self.patterns = patterns = _patterns_at(rules, limit_fan)
        self.by_id = dict(patterns)  # the same, a plain dict for the hot path
        self.credit_rank = {p: x.credit_rank for p, x in patterns.items()}
        self.implying = frozenset(p for p, x in patterns.items() if x.implies)
        self.sharing = frozenset(p for p, x in patterns.items() if x.shares)
        defs = rules.ruleset.patterns
        # (needs, predicate, what is listed when it matches) of the `win` patterns a house rule turns off
        self.switched_off = tuple(
            (NEEDS.get(pid, 0), predicate, _switched_off_entry(defs[pid])) for pid, predicate in rules.switched_off
        )
        facts = rules.wanted_facts
        for pid, _ in rules.switched_off:
            facts |= NEEDS.get(pid, 0)
        self.facts = facts
        # the `hand` patterns with fan > 0: while one counts, no fallback
        self.counts_hand = frozenset(p for p, x in patterns.items() if x.kind == "hand" and x.fan > 0)
        self.limit_hands = frozenset(p for p, x in patterns.items() if x.limit_hand)
        # a limit hand scores exactly the limit (house rule limit_hands: limit)
        self.exact_limit = limit_fan is not None and rules.switches.get("limit_hands") == "limit"
        self.serial = next(_SERIALS)  # names this table in the plans' keys (never reused)
        self.shapes: dict[str, _ShapeLists] = {}  # per shape, the lists a plan is cut from
        self.asked = shapes_asked(rules.shapes)  # the shape generators a hand asks (rules.arrangements)


class _Plan:
    """For compiled rules, a table limit, a shape and a set of facts: the predicates to call (data
    order) and what the suppression step needs of them (slots: see `_Pattern`)."""

    __slots__ = ("given", "calls", "implying", "sharing", "removals", "switched_off", "fallback", "fan_for_minimum")

    def __init__(
        self,
        given: dict[str, int],  # the patterns its facts decide (rules.patterns.DECIDED), each counted once
        calls: tuple[tuple[str, Any], ...],
        implying: tuple[str, ...],  # the ids of `calls` that imply another pattern, in the credit order
        sharing: tuple[str, ...],  # the ids of `calls` that share a part with another, in the credit order
        removals: tuple[tuple[str, Any], ...],  # house-rule removals: (target, condition or None)
        switched_off: tuple[tuple[Any, SuppressedPattern], ...],  # (predicate, what is listed when it matches)
        fallback: tuple[str, Any] | None,  # (id, predicate) of 雞糊 where it may be kept
        fan_for_minimum: bool,  # bonus fan counts toward the minimum
    ) -> None:
        self.given = given
        self.calls = calls
        self.implying = implying
        self.sharing = sharing
        self.removals = removals
        self.switched_off = switched_off
        self.fallback = fallback
        self.fan_for_minimum = fan_for_minimum


# Plans are per table and per combination of the facts its patterns need, not per hand: hands share
# them. A plan's key names its table by a serial number, not the table itself: a plan kept does not
# keep its table's compiled rules alive (they stay bounded by the caches that hold them).
_TABLES = BoundedTable("rules.scoring", "_TABLES", maxsize=16, entry_bytes=170_000)
_PLANS = BoundedTable("rules.scoring", "_PLANS", maxsize=4096, entry_bytes=1_000)
_SERIALS = itertools.count()


def _limit_value(rules: Rules, limit_fan: int | None) -> int:
    """The fan of a pattern worth "limit": the table's limit, else the ruleset's default (or 13)."""
    return limit_fan if limit_fan is not None else int(rules.ruleset.defaults["limit_fan"] or 13)


def _table_scoring(rules: Rules, limit_fan: int | None) -> _TableScoring:
    key = (rules, limit_fan)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES.put(key, _TableScoring(rules, limit_fan))
    return table


_NO_ROWS: dict[str, SuppressedPattern] = {}  # the implied rows of a pattern that implies nothing (never filled)


def _patterns_at(rules: Rules, limit_fan: int | None) -> Mapping[str, _Pattern]:
    fans = {a.id: _limit_value(rules, limit_fan) if a.fan == "limit" else int(a.fan) for a in rules.active}
    credit = sorted(fans, key=lambda p: (-fans[p], rules.order[p]))
    credit_rank = {p: i for i, p in enumerate(credit)}
    if len(rules.order) >= _ORDERS:
        raise ValueError("more patterns than _rank orders")
    out = {}
    for a in rules.active:
        fan = fans[a.id]
        d = a.definition
        once = CountedPattern(a.id, d.zh, d.en, fan, 1, fan, a.limit_hand, a.kind, d.zh_hans)
        out[a.id] = _Pattern(
            fan,
            credit_rank[a.id],
            rules.order[a.id],
            a.kind,
            a.limit_hand,
            tuple((s.target, s.per) for s in a.suppresses if s.fan is None),
            tuple((s.target, s.fan, s.shares) for s in a.suppresses if s.fan is not None),
            (d.zh, d.en, d.zh_hans),
            once,
            (_rank(fan, rules.order[a.id]), once),
            a.kind == "bonus",
            {} if any(s.fan is None for s in a.suppresses) else _NO_ROWS,
        )
    return MappingProxyType(out)


class _ShapeLists(NamedTuple):
    """For one table and shape, each list a plan is cut from, as (facts needed, entry) in the plan's
    order (`_shape_lists`); `fallback` and `fan_for_minimum` are the plan's as they are."""

    given: tuple[tuple[int, str], ...]  # the patterns their needs decide (not called), data order
    calls: tuple[tuple[int, tuple[str, Any]], ...]  # the predicates, data order
    implying: tuple[tuple[int, str], ...]  # those that imply another pattern, credit order
    sharing: tuple[tuple[int, str], ...]  # those that share a part with another, credit order
    removals: tuple[tuple[int, tuple[str, Any]], ...]  # house-rule removals of those predicates
    switched_off: tuple[tuple[int, tuple[Any, SuppressedPattern]], ...]  # patterns a house rule turns off
    fallback: tuple[str, Any] | None
    fan_for_minimum: bool


def _plan(table: _TableScoring, shape: str, facts: int) -> _Plan:
    """The predicates that can count on `shape` with `facts`, in data order, and their suppressions:
    the shape's lists (`_shape_lists`, once per table and shape) kept to the entries `facts` meet."""
    lists = table.shapes.get(shape)
    if lists is None:
        lists = table.shapes[shape] = _shape_lists(table, shape)
    return _Plan(
        dict.fromkeys([pid for needs, pid in lists.given if facts & needs == needs], 1),
        tuple([call for needs, call in lists.calls if facts & needs == needs]),
        tuple([pid for needs, pid in lists.implying if facts & needs == needs]),
        tuple([pid for needs, pid in lists.sharing if facts & needs == needs]),
        tuple([removal for needs, removal in lists.removals if facts & needs == needs]),
        tuple([entry for needs, entry in lists.switched_off if facts & needs == needs]),
        lists.fallback,
        lists.fan_for_minimum,
    )


def _shape_lists(table: _TableScoring, shape: str) -> _ShapeLists:
    """The lists plans for `shape` at `table` are cut from (`_ShapeLists`)."""
    rules = table.rules
    groups = rules.groups.get(shape)
    decided: Collection[str] = DECIDED
    if groups is None:  # a shape rules.view has no facts for: every predicate, each called
        ordered = [(0, call) for call in rules.evaluators]
        decided = ()
    else:
        order = rules.order
        ordered = sorted(
            ((needs, call) for needs, group in groups for call in group), key=lambda entry: order[entry[1][0]]
        )
    needs_of = {call[0]: needs for needs, call in ordered}
    credit = sorted(needs_of, key=table.credit_rank.__getitem__)
    tile_win = shape not in ("bonus_tiles", "exhaustive_draw")
    fallback = rules.ruleset.fallback if shape != "exhaustive_draw" else None
    return _ShapeLists(
        tuple((needs, call[0]) for needs, call in ordered if call[0] in decided),
        tuple((needs, call) for needs, call in ordered if call[0] not in decided),
        tuple((needs_of[p], p) for p in credit if p in table.implying),
        tuple((needs_of[p], p) for p in credit if p in table.sharing),
        tuple(
            (needs_of[r.target], (r.target, None if r.condition is None else CONDITIONS[r.condition]))
            for r in rules.house_rule_removed
            if r.target in needs_of
        ),
        tuple((needs, (predicate, entry)) for needs, predicate, entry in table.switched_off if tile_win),
        (fallback, PREDICATES[fallback])
        if fallback and shape != "bonus_tiles" and fallback in table.patterns
        else None,
        shape == "bonus_tiles" or bool(rules.switches.get("bonus_fan_counts_to_minimum", True)),
    )


def _switched_off_entry(d: PatternDef) -> SuppressedPattern:
    """A `win` pattern a house rule turns off, listed with the ruleset's own fan: the table plays none."""
    fan = d.fan if type(d.fan) is int else 0
    return SuppressedPattern(d.id, d.zh, d.en, fan, 1, "house_rule", "house_rule", None, d.zh_hans)


def _suppressed(p: _Pattern, pid: str, fan: int, n: int, by: str, reason: str, shares: str | None = None) -> Any:
    zh, en, zh_hans = p.names
    return _new_tuple(SuppressedPattern, (pid, zh, en, fan, n, by, reason, shares, zh_hans))


_new_tuple = tuple.__new__
_new_object = object.__new__
_features_init = HandFeatures.__init__
_view_init = HandView.__init__
_SECOND = itemgetter(1)


def _rank(fan: int, order: int) -> int:
    """A counted pattern's place in the answer as one int: biggest fan first, data order breaking
    ties (a list of them sorts by int comparisons, not tuple ones)."""
    return -fan * _ORDERS + order


_ORDERS = 1 << 16  # more than any ruleset's patterns (checked in _patterns_at)


def score_arrangement(
    arr: Arrangement, hand: Hand, ctx: WinContext, table: Table, features: HandFeatures | None = None
) -> ArrangementScore:
    rules = table.rules
    view = HandView(arr, hand, ctx, rules.switches, rules.shapes, features)
    return _score(arr, view, _table_scoring(rules, table.limit_fan))


def _score(arr: Arrangement, view: HandView, at: _TableScoring) -> ArrangementScore:
    """One arrangement scored at a table (`at`: its compiled rules and limit)."""
    # Only the predicates whose needs (rules.view facts) the arrangement has are called, in data
    # order: the plan for a shape and a set of facts is worked out once per compiled rules and limit.
    facts = view.facts & at.facts
    shape = view.shape  # the arrangement's (a slot; a named tuple's field is a generic look-up)
    key = (at.serial, shape, facts)
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS.put(key, _plan(at, shape, facts))
    # (a loop in Python: 3.11 calls a Python function from its own loop without a C frame; through
    # map(operator.call, ...) each call costs more)
    # (the patterns the facts decide first: a copy of the plan's; then those its predicates find)
    matched = plan.given.copy()
    for pid, predicate in plan.calls:
        n = predicate(view)
        if n:
            matched[pid] = 1 if n is True else int(n)
    patterns = at.by_id
    kept = dict(matched)
    suppressed: list[SuppressedPattern] = []
    if plan.removals:
        _remove_house_rules(plan, patterns, view, kept, suppressed)
    for predicate, entry in plan.switched_off:
        if predicate(view):
            suppressed.append(entry)
    shared: dict[str, int] = {}  # fan a kept pattern gives up to a pattern it shares a part with
    if len(kept) > 1:
        _apply_implied(plan, patterns, matched, kept, suppressed)
        if plan.sharing and len(kept) > 1:
            _apply_shared(plan, patterns, kept, shared, suppressed)
    fallback = plan.fallback
    fell_back = fallback is not None and at.counts_hand.isdisjoint(kept) and fallback[1](view)
    if fell_back:
        kept[fallback[0]] = 1  # type: ignore[index]
    limit_hand = not at.limit_hands.isdisjoint(kept)
    exact_limit = limit_hand and at.exact_limit
    if exact_limit:
        # listed in data order (the decided patterns are first in `kept`), the fallback last
        others = _not_limit_hands(kept, patterns)
        if fell_back and fallback[0] in others:  # type: ignore[index]
            others.remove(fallback[0])  # type: ignore[index]
            others.append(fallback[0])  # type: ignore[index]
        for pid in others:
            n = kept.pop(pid)
            p = patterns[pid]
            suppressed.append(_suppressed(p, pid, p.fan * n - shared.pop(pid, 0), n, "limit", "limit"))
    raw = 0
    bonus_fan = 0
    counted = []  # (_rank(fan, data order), the pattern): biggest first, data order breaking ties
    for pid, n in kept.items():
        p = patterns[pid]
        if n == 1 and pid not in shared:
            fan = p.fan
            counted.append(p.row)
        else:
            f = p.fan
            fan = f * n - shared.get(pid, 0)
            zh, en, zh_hans = p.names
            c = _new_tuple(CountedPattern, (pid, zh, en, f, n, fan, p.limit_hand, p.kind, zh_hans))
            counted.append((-fan * _ORDERS + p.order, c))  # _rank(fan, p.order)
        raw += fan
        if p.bonus:
            bonus_fan += fan
    limit = at.limit_fan
    if limit is None:
        total = raw
    elif exact_limit:
        total = limit
    else:
        total = raw if raw < limit else limit  # min() parses keyword arguments on every call
    if plan.fan_for_minimum:
        for_minimum = total
    else:
        for_minimum = raw - bonus_fan if raw - bonus_fan < total else total
    if len(counted) > 1:
        counted.sort()
        rows = tuple(map(_SECOND, counted))
    else:
        rows = (counted[0][1],) if counted else ()
    return _new_tuple(
        ArrangementScore,
        (arr, rows, tuple(suppressed), raw, total, limit is not None and raw > limit, limit_hand, for_minimum),
    )


def _not_limit_hands(kept: dict[str, int], patterns: Mapping[str, _Pattern]) -> list[str]:
    """The kept patterns that are no limit hand, in data order. (Its own function: a local that a
    comprehension reads is a cell of its function in 3.11, made and read slower on every call.)"""
    return [p for _, p in sorted([(patterns[p].order, p) for p in kept if not patterns[p].limit_hand])]


def _remove_house_rules(
    plan: _Plan, patterns: Mapping[str, _Pattern], view: HandView, kept: dict[str, int], suppressed: list
) -> None:
    """House rules first: a pattern the table takes away is listed, and suppresses nothing."""
    for target, condition in plan.removals:
        if target in kept and (condition is None or condition(view)):
            n = kept.pop(target)
            p = patterns[target]
            suppressed.append(_suppressed(p, target, p.fan * n, n, "house_rule", "house_rule"))


def _apply_implied(
    plan: _Plan, patterns: Mapping[str, _Pattern], matched: dict[str, int], kept: dict[str, int], suppressed: list
) -> None:
    """The biggest pattern takes the credit for what it implies; data order breaks ties. A pattern
    that is itself no longer counted suppresses nothing: each pattern's list in the data names
    everything it implies (seed 000: 七對子 不計不求人, yet its 自摸 still counts)."""
    for pid in plan.implying:
        if pid not in kept:
            continue
        x = patterns[pid]
        for target, per in x.implies:
            if target not in kept:
                continue
            n = kept[target] if per is None else min(kept[target], per * matched[pid])
            kept[target] -= n
            if not kept[target]:
                del kept[target]
            if n == 1:  # (made once per table, on first use: few of the pairs ever meet)
                row = x.implied_once.get(target)
                if row is None:
                    p = patterns[target]
                    row = x.implied_once[target] = _suppressed(p, target, p.fan, 1, pid, "implied")
                suppressed.append(row)
            else:
                p = patterns[target]
                suppressed.append(_suppressed(p, target, p.fan * n, n, pid, "implied"))


def _apply_shared(
    plan: _Plan, patterns: Mapping[str, _Pattern], kept: dict[str, int], shared: dict[str, int], suppressed: list
) -> None:
    """Counted patterns that all include another (the self-draw in 槓上開花 and 海底撈月) count it
    once: the first in the credit order keeps it, each later one gives up its fan once."""
    given: set[tuple[str, str | None]] = set()
    for pid in plan.sharing:
        for target, fan, shares in patterns[pid].shares:
            if pid not in kept or target not in kept:
                continue
            later = patterns[target].credit_rank > patterns[pid].credit_rank
            giver, taker = (target, pid) if later else (pid, target)
            if (giver, shares) in given:
                continue
            given.add((giver, shares))
            p = patterns[giver]
            left = p.fan * kept[giver] - shared.get(giver, 0)
            part = min(fan, left)
            shared[giver] = shared.get(giver, 0) + part
            if part == left:
                del kept[giver]
            suppressed.append(_suppressed(p, giver, part, 1, taker, "shared", shares))


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


def _valid_tally(hand: Hand) -> Tally:
    """The counts `rules.hand.tally` makes of a hand its caller has validated, without its checks
    (every tile a regular one where it should be, every meld valid, no tile more than four times),
    and for a hand whose chow was given out of order too (tally leaves those to the full check)."""
    held = hand_counts(hand)
    melds = hand.melds
    if not melds:
        return _new_tuple(Tally, (held, held))
    c = list(held)
    for m in melds:
        tiles = m.tiles
        if m.kind == "chow":  # (its tiles in the order the request gave them)
            for t in tiles:
                c[t] += 1
        else:  # a pung or a kong: one tile, three or four times
            c[tiles[0]] += len(tiles)
    return _new_tuple(Tally, (held, tuple(c)))


def _best_first(scored: list[ArrangementScore], minimum: int) -> None:
    """docs/RULES.md §4, with one step before it: a reading that meets the table's minimum beats one
    that does not (a player declares the reading that wins; only possible when bonus-tile fan does
    not count toward the minimum, e.g. 花胡 against a hand of 一台花 + 2). (Its own function: the
    lambda's `minimum` would be a cell of `score_hand`, made and read slower on every hand.)"""
    scored.sort(key=lambda s: (s.counted_for_minimum < minimum, -s.total, -s.raw, s.arrangement.key))


def score_hand(
    hand: Hand, ctx: WinContext, table: Table, *, validated: bool = False, counted: Tally | None = None
) -> ScoreResult:
    """Score a winning hand; raises HandError (every problem) for impossible or non-winning hands.

    With `ctx.exhaustive_draw` (canton-new 流局十番) the hand is the one held at an
    exhaustive draw: 13 tiles (plus one per kong) and no winning tile; only `draw` patterns count.
    `validated=True` skips the validation a caller has just run on the same hand and context (with
    the ruleset's `context_flags`); `counted`: the hand's `rules.hand.tally`, when that caller has it
    (`rules.hand.checked` returns it with the problems), so that the tiles are not counted again.
    What the hand itself shows of the context is filled in (`rules.hand.shown_context`:
    winning_tile_seen).
    """
    rules = table.rules
    draw = ctx.exhaustive_draw
    if validated:
        if counted is None:
            counted = _valid_tally(hand)
    else:
        problems, counted = checked(hand, ctx, expect_winning_tile=not draw, flags=rules.ruleset.context_flags)
        if problems:
            raise HandError(problems)
    ctx = shown_context(hand, ctx, counted)
    held = hand_counts(hand) if counted is None else counted[0]  # counted.held (see rules.hand.Tally)
    # (the table's scoring data is made once the hand is known to win, as before: a hand that does
    # not win asks its shapes one by one)
    key = (rules, table.limit_fan)
    at = _TABLES.get(key)
    arrs = arrangements(hand, ctx, rules.shapes, held, None if at is None else at.asked)
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
    if at is None:
        at = _TABLES.put(key, _TableScoring(rules, table.limit_fan))
    switches, shapes = rules.switches, rules.shapes
    # (made with object.__new__ and their __init__ called as a plain function: calling a class
    # runs __init__ from C, in a C frame of its own; a Python function calls another without one)
    features = _new_object(HandFeatures)
    _features_init(features, hand, ctx, switches, rules.wanted_facts, held, counted)
    features.arrangements = arrs
    # (a loop, not a list comprehension: 3.11 makes a comprehension a function, and the locals it
    # reads cells of this one)
    scored = []
    for a in arrs:
        view = _new_object(HandView)
        _view_init(view, a, hand, ctx, switches, shapes, features)
        scored.append(_score(a, view, at))
    if len(scored) > 1:
        _best_first(scored, table.min_fan)
    best = scored[0]
    paid_as = ctx.win_by
    best_shape = best[0][0]  # best.arrangement.shape
    if best_shape == "exhaustive_draw" or (best_shape == "bonus_tiles" and ctx.win_by != "discard"):
        paid_as = "self_draw"  # 流局十番 計自摸; 花胡 當自摸; 七搶一 is paid as a discard
    ruleset = rules.ruleset
    minimum = table.min_fan
    return _new_tuple(
        ScoreResult,
        (
            ruleset.id,
            ruleset.version,
            best,
            tuple(scored[1 : 1 + ALTERNATIVES]),
            minimum,
            table.limit_fan,
            best.counted_for_minimum >= minimum,
            paid_as,
            table,
            ctx,
        ),
    )
