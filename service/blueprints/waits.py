"""POST /v1/waits (叫糊: what a hand one tile short waits for, and what each wait is worth) and
POST /v1/score/compare (one winning hand scored under every ruleset, side by side)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint

from rules.hand import HandError
from rules.waits import analyse_waits
from schemas.waits import CompareRequestSchema, WaitsRequestSchema
from service.body import load_json
from service.engine import (
    analysis_answer,
    analysis_request,
    dump_waits,
    hand_part_problems,
    ruleset_or_404,
    rulesets,
    score_request,
)
from service.i18n import add_language_headers
from service.problems import ApiProblem, ErrorBudget, error_item, from_engine_problems

bp = Blueprint("waits", __name__, url_prefix="/v1")
bp.after_request(add_language_headers)  # the comparison's answers carry summaries

_waits_schema = WaitsRequestSchema()
_compare_schema = CompareRequestSchema()


@bp.post("/waits")
def waits() -> tuple[dict[str, Any], int]:
    data = load_json(_waits_schema, also=hand_part_problems)
    ruleset, hand, ctx, table = analysis_request(data)
    try:
        result = analyse_waits(hand, ctx, table, data["discarded"])
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    return analysis_answer(dump_waits(result, table, hand, data["discarded"]), ruleset)


@bp.post("/score/compare")
def compare() -> tuple[dict[str, Any], int]:
    data = load_json(_compare_schema, also=hand_part_problems)
    known = rulesets()
    tables: dict[str, list[dict]] = data["tables"]
    if data["rulesets"] is not None:
        ids: list[str] = data["rulesets"]
        seen: set[str] = set()
        errors = []
        for i, rid in enumerate(ids):
            if rid in seen:
                errors.append(
                    error_item(f"/rulesets/{i}", f"rulesets[{i}]: '{rid}' is listed twice", "invalid_request")
                )
            seen.add(rid)
        errors.extend(
            error_item(f"/tables/{rid}", f"tables.{rid}: '{rid}' is not among the rulesets compared", "invalid_request")
            for rid in tables
            if rid not in seen
        )
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
            entry: dict[str, Any] = {
                "ruleset": {"id": rid, "version": known[rid].version if rid in known else None},
                "table_index": i,
            }
            at = f"/tables/{rid}" + (f"/{i}" if many else "") if rid in tables else "/table"
            try:
                if rid not in known:
                    where = f"/rulesets/{ids.index(rid)}" if data["rulesets"] is not None else f"/tables/{rid}"
                    ruleset_or_404(rid, pointer=where)
                request = {
                    "ruleset": rid,
                    "hand": data["hand"],
                    "context": data["context"],
                    "table": table,
                    "liability": data["liability"],
                }
                entry["result"] = score_request(request)
            except ApiProblem as p:
                body = budget.body(p)
                for item in body.get("errors") or ():
                    if item["pointer"] == "/table" or item["pointer"].startswith("/table/"):
                        item["pointer"] = at + item["pointer"][len("/table") :]
                entry["problem"] = body
            results.append(entry)
    return {"results": results}, 200
