"""POST /v1/settle: settle a result given as fan counts, without tiles (apps that score by hand).

One win, several winners on one discard (一炮多響 / 截糊) or a false win (詐糊), under the table of
`/v1/score` and the ruleset's defaults, 新章 dealer rule and house rules. The view loads the
request, settles it (`rules.settlement.settle_request`, where every check of the money lives:
a fan above the limit or below the minimum, a missing discarder, a liable seat that cannot be,
amounts beyond exact JSON numbers ... each a problem with its pointer) and dumps the outcome.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint

from rules.payouts import PayoutError
from rules.ruleset import Ruleset
from rules.settlement import SettleOutcome, SettleRequest, settle_request
from rules.table import Table
from schemas.settle import SettleRequestSchema
from service.body import load_json
from service.engine import dump_table, resolve_table_or_problem, ruleset_or_404, ruleset_ref
from service.problems import from_engine_problems, register_problem

bp = Blueprint("settle", __name__, url_prefix="/v1")

_schema = SettleRequestSchema()

# Stable problem codes of this endpoint (rules.payouts problem codes, same names).
for _code, _title in (
    ("fan_above_limit", "Fan above the table's limit"),
    ("fan_below_minimum", "Fan below the table's minimum"),
    ("fan_beyond_multipliers", "Fan beyond the table's multipliers"),
    ("missing_discarder", "Discarder missing"),
    ("winner_is_discarder", "Winner is the discarder"),
    ("duplicate_winner", "Winner listed twice"),
    ("penalty_fan_required", "Penalty fan required"),
    ("win_by_required", "How the false win was made is required"),
    ("amount_too_large", "Amount beyond exact JSON numbers"),
):
    register_problem(_code, 422, _title)


def dump_settlement(ruleset: Ruleset, table: Table, outcome: SettleOutcome) -> dict[str, Any]:
    kind = outcome.request.kind
    body: dict[str, Any] = {"ruleset": ruleset_ref(ruleset), "kind": kind}
    if kind == "false_win":
        assert outcome.request.false_win is not None
        body.update(
            variant=outcome.request.false_win.variant,
            penalty_fan=outcome.penalty_fan,
            payouts=outcome.settlement.to_json(),
        )
    else:
        body.update(dealer_pays_extra_fan=outcome.dealer_pays_extra_fan)
        if kind == "wins":
            body["mode"] = outcome.request.mode
        body["payouts"] = outcome.settlement.to_json()
        if outcome.multi is not None:
            body.update(
                paid_winners=list(outcome.multi.paid_winners),
                unpaid_winners=list(outcome.multi.unpaid_winners),
                per_winner=[{"winner": seat, "payouts": s.to_json()} for seat, s in outcome.multi.per_winner],
            )
    body["table"] = dump_table(table)
    return body


@bp.post("/settle")
def settle() -> tuple[dict[str, Any], int]:
    data = load_json(_schema)
    ruleset = ruleset_or_404(data["ruleset"])
    table = resolve_table_or_problem(ruleset, data.get("table"))
    try:
        outcome = settle_request(SettleRequest.from_request(data), table)
    except PayoutError as e:
        raise from_engine_problems(e.problems) from e
    return dump_settlement(ruleset, table, outcome), 200
