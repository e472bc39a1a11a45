"""The bridge between loaded request data (schemas/) and the engine (rules/), and back to JSON.

Blueprints call `score_request(data)` with what `schemas.score.ScoreRequestSchema` loaded; the
engine's problems (HandError, TableError, PayoutError, unknown ruleset) come out as ApiProblem.
`build_hand`, `build_context`, `ruleset_or_404`, `resolve_table_or_problem`, `dump_hand` and
`ruleset_ref` are shared with other endpoints (waits, compare, settle).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from flask import current_app, g

from rules.hand import Hand, HandError, Meld, Problem, WinContext, validate
from rules.payouts import PayoutError, to_json_number
from rules.ruleset import Ruleset
from rules.scoring import ArrangementScore, ScoreResult, score_hand
from rules.settlement import settle_score
from rules.table import Table, TableError, resolve_table
from rules.tiles import CODES, to_compact
from service.problems import ApiProblem, error_item, from_engine_problems

EXTENSION = "mahjong_rulesets"


def rulesets() -> Mapping[str, Ruleset]:
    """Every ruleset, loaded once at start-up by create_app."""
    return current_app.extensions[EXTENSION]


def ruleset_or_404(ruleset_id: str, pointer: str | None = "/ruleset") -> Ruleset:
    known = rulesets()
    if ruleset_id not in known:
        detail = f"'{ruleset_id}' is not a ruleset; known: {', '.join(sorted(known))}"
        errors = [error_item(pointer, detail, "unknown_ruleset")] if pointer is not None else None
        raise ApiProblem("unknown_ruleset", detail, errors=errors)
    return known[ruleset_id]


def ruleset_ref(ruleset: Ruleset) -> dict[str, str]:
    return {"id": ruleset.id, "version": ruleset.version}


def build_hand(data: Mapping[str, Any]) -> Hand:
    melds = tuple(Meld(m["type"], tuple(m["tiles"]), m.get("concealed", False), m.get("added", False))
                  for m in data.get("melds", ()))
    return Hand(concealed=tuple(data["concealed"]), melds=melds, winning_tile=data.get("winning_tile"),
                flowers=tuple(data.get("flowers", ())))


_CONTEXT_FIELDS = ("win_by", "seat_wind", "round_wind", "discarder", "robbing_kong", "kong_replacement",
                   "last_tile", "heavenly", "earthly", "human", "heavenly_ready", "earthly_ready",
                   "first_draw_after_ready", "winning_tile_seen")
# Flags of canton-new patterns that the engine reads with ctx.flag(name).
_EXTRA_FLAGS = ("robbing_flower", "first_go_around", "exhaustive_draw", "discards_all_terminal_or_honour_unclaimed")


def build_context(data: Mapping[str, Any]) -> WinContext:
    kwargs = {k: data[k] for k in _CONTEXT_FIELDS if k in data}
    extra = tuple((k, data[k]) for k in _EXTRA_FLAGS if k in data)
    return WinContext(**kwargs, extra=extra)


def resolve_table_or_problems(ruleset: Ruleset, table: Mapping[str, Any] | None) -> tuple[Table | None,
                                                                                            list[Problem]]:
    try:
        return resolve_table(ruleset, table), []
    except TableError as e:
        return None, list(e.problems)


def resolve_table_or_problem(ruleset: Ruleset, table: Mapping[str, Any] | None) -> Table:
    resolved, problems = resolve_table_or_problems(ruleset, table)
    if problems:
        raise from_engine_problems(problems)
    assert resolved is not None
    return resolved


def dump_hand(hand: Hand) -> dict[str, Any]:
    """The canonical echo of a hand: compact strings, sorted."""
    out: dict[str, Any] = {
        "concealed": to_compact(hand.concealed),
        "melds": [{"type": m.kind, "tiles": to_compact(m.tiles), "concealed": m.concealed, "added": m.added}
                  for m in hand.melds],
    }
    if hand.winning_tile is not None:
        out["winning_tile"] = CODES[hand.winning_tile]
    out["flowers"] = to_compact(hand.flowers)
    return out


def dump_table(table: Table) -> dict[str, Any]:
    out: dict[str, Any] = {
        "min_fan": table.min_fan,
        "limit_fan": table.limit_fan,
        "scale": table.scale,
        "payment": table.payment,
        "base": to_json_number(Fraction(table.base)),
        "house_rules": dict(table.house_rules),
    }
    if table.multipliers is not None:
        out["multipliers"] = list(table.multipliers)
    if table.stake is not None:
        out["stake"] = table.stake
    return out


def _patterns(score: ArrangementScore) -> list[dict[str, Any]]:
    return [{"id": p.id, "name": {"zh": p.zh, "en": p.en}, "fan": p.fan, "count": p.count,
             "limit_hand": p.limit_hand} for p in score.patterns]


def _suppressed(score: ArrangementScore) -> list[dict[str, Any]]:
    return [{"id": s.id, "name": {"zh": s.zh, "en": s.en}, "fan": s.fan, "count": s.count, "by": s.by,
             "reason": s.reason} for s in score.suppressed]


def dump_result(result: ScoreResult, hand: Hand, payouts: dict[str, Any] | None) -> dict[str, Any]:
    best = result.best
    return {
        "ruleset": {"id": result.ruleset_id, "version": result.ruleset_version},
        "winning": True,
        "arrangement": best.arrangement.describe(),
        "patterns": _patterns(best),
        "suppressed": _suppressed(best),
        "fan": {
            "raw": best.raw,
            "total": best.total,
            "minimum": result.minimum,
            "limit": result.limit,
            "capped": best.capped,
            "meets_minimum": result.meets_minimum,
            "counted_for_minimum": best.counted_for_minimum,
        },
        "paid_as": result.paid_as,
        "alternatives": [
            {"arrangement": a.arrangement.describe(), "fan": {"raw": a.raw, "total": a.total},
             "patterns": [p.id for p in a.patterns]}
            for a in result.alternatives
        ],
        "table": dump_table(result.table),
        "hand": dump_hand(hand),
        "payouts": payouts,
    }


_SETTLEMENT_JSON: dict[int, tuple[object, dict[str, Any]]] = {}


def _settlement_json(settlement: Any) -> dict[str, Any]:
    """`settlement.to_json()`, remembered per settlement object (rules.payouts memoises settlements,
    so equal wins share one); the object is kept with its answer, so its id is not reused."""
    hit = _SETTLEMENT_JSON.get(id(settlement))
    if hit is None or hit[0] is not settlement:
        if len(_SETTLEMENT_JSON) >= 4096:
            _SETTLEMENT_JSON.clear()
        hit = _SETTLEMENT_JSON[id(settlement)] = (settlement, settlement.to_json())
    out = hit[1]
    return {"payments": [dict(p) for p in out["payments"]], "net": dict(out["net"])} if set(out) == {
        "payments", "net"} else copy.deepcopy(out)


def settle(result: ScoreResult, liability: tuple[str, str] | None) -> dict[str, Any] | None:
    """Payouts of a scored win (None below the minimum); liability refusals become 422."""
    try:
        settlement = settle_score(result, liability)
        return _settlement_json(settlement) if settlement is not None else None
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    except PayoutError as e:
        raise ApiProblem("invalid_payout", e.message,
                         errors=[error_item("/table", e.message, "invalid_payout")]) from e


def score_request(data: Mapping[str, Any]) -> dict[str, Any]:
    """Score one loaded `ScoreRequestSchema` payload; every problem of the hand and table at once."""
    ruleset = ruleset_or_404(data["ruleset"])
    hand = build_hand(data["hand"])
    ctx = build_context(data["context"])
    problems = validate(hand, ctx, expect_winning_tile=not ctx.flag("exhaustive_draw"))
    table, table_problems = resolve_table_or_problems(ruleset, data.get("table"))
    problems.extend(table_problems)
    if problems:
        raise from_engine_problems(problems)
    assert table is not None
    try:
        result = score_hand(hand, ctx, table, validated=True)
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    liability = data.get("liability")
    payouts = settle(result, (liability["seat"], liability["reason"]) if liability else None)
    g.setdefault("scored_rulesets", []).append(ruleset.id)  # counted by the metrics hook
    return dump_result(result, hand, payouts)
