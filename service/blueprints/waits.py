"""POST /v1/waits (叫糊: what a hand one tile short waits for, and what each wait is worth) and
POST /v1/score/compare (one winning hand scored under every ruleset, side by side)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint

from rules.hand import HandError
from rules.scoring import CountedPattern
from rules.tiles import CODES, to_compact
from rules.waits import WaitsResult, WinValue, analyse_waits
from schemas.waits import CompareRequestSchema, WaitsRequestSchema
from service.body import load_json
from service.engine import (
    build_context,
    build_hand,
    dump_hand,
    dump_table,
    resolve_table_or_problems,
    ruleset_or_404,
    rulesets,
    score_request,
)
from service.problems import ApiProblem, ErrorBudget, error_item, from_engine_problems

bp = Blueprint("waits", __name__, url_prefix="/v1")

_waits_schema = WaitsRequestSchema()
_compare_schema = CompareRequestSchema()


def _patterns(patterns: tuple[CountedPattern, ...]) -> list[dict[str, Any]]:
    return [{"id": p.id, "name": {"zh": p.zh, "en": p.en}, "fan": p.fan, "count": p.count,
             "limit_hand": p.limit_hand} for p in patterns]


def _value(v: WinValue | None) -> dict[str, Any] | None:
    if v is None:
        return None
    return {"fan": v.fan, "raw": v.raw, "meets_minimum": v.meets_minimum, "limit_hand": v.limit_hand,
            "patterns": _patterns(v.patterns)}


def dump_waits(r: WaitsResult) -> dict[str, Any]:
    return {
        "ruleset": {"id": r.ruleset_id, "version": r.ruleset_version},
        "ready": r.ready,
        "shanten": r.shanten,
        "shanten_by_shape": dict(r.shanten_by_shape),
        "waits": [{"tile": CODES[w.tile], "live": w.live, "discard": _value(w.discard),
                   "self_draw": _value(w.self_draw)} for w in r.waits],
        "live_total": r.live_total,
        "discarder": r.discarder,
    }


@bp.post("/waits")
def waits() -> tuple[dict[str, Any], int]:
    data = load_json(_waits_schema)
    ruleset = ruleset_or_404(data["ruleset"])
    hand = build_hand(data["hand"])
    ctx = build_context(data["context"])
    table, problems = resolve_table_or_problems(ruleset, data.get("table"))
    if problems:
        raise from_engine_problems(problems)
    assert table is not None
    try:
        result = analyse_waits(hand, ctx, table, data["discarded"])
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    out = dump_waits(result)
    out["table"] = dump_table(table)
    out["hand"] = dump_hand(hand)
    out["discarded"] = to_compact(data["discarded"])
    return out, 200


@bp.post("/score/compare")
def compare() -> tuple[dict[str, Any], int]:
    data = load_json(_compare_schema)
    known = rulesets()
    tables: dict[str, list[dict]] = data["tables"]
    if data["rulesets"] is not None:
        ids: list[str] = data["rulesets"]
        seen: set[str] = set()
        errors = []
        for i, rid in enumerate(ids):
            if rid in seen:
                errors.append(error_item(f"/rulesets/{i}", f"rulesets[{i}]: '{rid}' is listed twice",
                                         "invalid_request"))
            seen.add(rid)
        errors.extend(error_item(f"/tables/{rid}", f"tables.{rid}: '{rid}' is not among the rulesets compared",
                                 "invalid_request") for rid in tables if rid not in seen)
        if errors:
            raise ApiProblem.from_items(errors)
    else:
        ids = sorted(known) + [rid for rid in tables if rid not in known]
    results = []
    budget = ErrorBudget()  # the entries share one answer's errors
    for rid in ids:
        many = rid in tables and len(tables[rid]) > 1
        specs = tables.get(rid) or [data["table"]]
        for i, table in enumerate(specs):
            entry: dict[str, Any] = {"ruleset": {"id": rid, "version": known[rid].version if rid in known else None},
                                     "table_index": i}
            at = f"/tables/{rid}" + (f"/{i}" if many else "") if rid in tables else "/table"
            try:
                if rid not in known:
                    where = f"/rulesets/{ids.index(rid)}" if data["rulesets"] is not None else f"/tables/{rid}"
                    ruleset_or_404(rid, pointer=where)
                request = {"ruleset": rid, "hand": data["hand"], "context": data["context"], "table": table,
                           "liability": data["liability"]}
                entry["result"] = score_request(request)
            except ApiProblem as p:
                body = budget.body(p)
                for item in body.get("errors") or ():
                    if item["pointer"] == "/table" or item["pointer"].startswith("/table/"):
                        item["pointer"] = at + item["pointer"][len("/table"):]
                entry["problem"] = body
            results.append(entry)
    return {"results": results}, 200
