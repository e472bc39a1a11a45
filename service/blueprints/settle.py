"""POST /v1/settle: settle a result given as fan counts, without tiles (apps that score by hand).

One win, several winners on one discard (一炮多響 / 截糊) or a false win (詐糊), settled exactly
as `rules.payouts` computes them, under the table of `/v1/score` and the ruleset's defaults and
新章 dealer rule. Fan counts are checked against the table before anything is paid: a fan above
the limit is refused (`fan_above_limit`: the caller sends the fan after the limit, as
`/v1/score`'s `fan.total`; capping silently would hide a table mismatch), and so is a fan below the
minimum (`fan_below_minimum`: that is no win; a hand below the minimum pays nothing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from flask import Blueprint

from rules.hand import Problem
from rules.payouts import (
    PayoutError,
    Win,
    settle_false_win,
    settle_multiple,
    settle_win,
)
from rules.ruleset import Ruleset
from rules.table import Table
from schemas.settle import SettleRequestSchema
from service.body import load_json
from service.engine import dump_table, resolve_table_or_problem, ruleset_or_404, ruleset_ref
from service.problems import ApiProblem, error_item, from_engine_problems, register_problem

bp = Blueprint("settle", __name__, url_prefix="/v1")

_schema = SettleRequestSchema()

MINIMUM_THREE_FAN = 3  # seed 001 自訂規例: a false win pays at least a 3-fan 出銃

# Stable problem codes of this endpoint (also rules.payouts.PayoutError codes, same names).
for _code, _title in (
    ("fan_above_limit", "Fan above the table's limit"),
    ("fan_below_minimum", "Fan below the table's minimum"),
    ("fan_beyond_multipliers", "Fan beyond the table's multipliers"),
    ("missing_discarder", "Discarder missing"),
    ("winner_is_discarder", "Winner is the discarder"),
    ("duplicate_winner", "Winner listed twice"),
    ("penalty_fan_required", "Penalty fan required"),
    ("win_by_required", "How the false win was made is required"),
):
    register_problem(_code, 422, _title)

# Where a PayoutError the checks below did not anticipate points (the request as a whole otherwise).
_PAYOUT_POINTERS = {
    "fan_beyond_multipliers": "/table/multipliers",
    "penalty_fan_required": "/false_win/penalty_fan",
    "win_by_required": "/false_win/win_by",
}


def _scale(table: Table) -> str | Sequence[int]:
    return table.multipliers if table.scale == "custom" and table.multipliers is not None else table.scale


def _fan_problems(fan: int, pointer: str, table: Table) -> list[Problem]:
    out: list[Problem] = []
    if table.limit_fan is not None and fan > table.limit_fan:
        out.append(Problem("fan_above_limit", pointer,
                           f"fan {fan} is above the table's limit ({table.limit_fan}); send the fan counted "
                           "after the limit"))
    if fan < table.min_fan:
        out.append(Problem("fan_below_minimum", pointer,
                           f"fan {fan} is below the table's minimum ({table.min_fan}): not a win"))
    if table.multipliers is not None and fan >= len(table.multipliers):
        out.append(Problem("fan_beyond_multipliers", pointer,
                           f"fan {fan} is beyond the table's multipliers (fan 0..{len(table.multipliers) - 1})"))
    return out


def _liable(item: Mapping[str, Any]) -> str | None:
    liability = item.get("liability")
    return liability["seat"] if liability else None


def _dealer_rule(ruleset: Ruleset) -> bool:
    return bool(ruleset.payout.get("dealer_pays_extra_fan", False))


def _discarder_problems(claimant: str, win_by: str | None, discarder: str | None, at: str,
                        what: str) -> list[Problem]:
    if win_by != "discard":
        return []
    if discarder is None:
        return [Problem("missing_discarder", f"{at}/discarder", f"{what} on a discard needs the discarder's seat")]
    if discarder == claimant:
        return [Problem("winner_is_discarder", f"{at}/discarder", f"{claimant} cannot win on its own discard")]
    return []


def _check_win(win: Mapping[str, Any], table: Table) -> list[Problem]:
    problems = _fan_problems(win["fan"], "/win/fan", table)
    problems.extend(_discarder_problems(win["winner"], win["win_by"], win["discarder"], "/win", "a win"))
    if _liable(win) == win["winner"]:
        problems.append(Problem("liability_not_applicable", "/win/liability/seat",
                                f"the winner ({win['winner']}) cannot be liable for its own win"))
    return problems


def _check_wins(wins: Sequence[Mapping[str, Any]], discarder: str, table: Table) -> list[Problem]:
    problems: list[Problem] = []
    winners = [w["winner"] for w in wins]
    seen: set[str] = set()
    for i, w in enumerate(wins):
        problems.extend(_fan_problems(w["fan"], f"/wins/{i}/fan", table))
        if w["winner"] == discarder:
            problems.append(Problem("winner_is_discarder", f"/wins/{i}/winner",
                                    f"{discarder} discarded; it cannot also win on that discard"))
        if w["winner"] in seen:
            problems.append(Problem("duplicate_winner", f"/wins/{i}/winner",
                                    f"{w['winner']} is listed more than once among the winners"))
        seen.add(w["winner"])
        liable = _liable(w)
        if liable is not None and liable in winners:
            who = "its own win" if liable == w["winner"] else "a win when it is itself a winner on this discard"
            problems.append(Problem("liability_not_applicable", f"/wins/{i}/liability/seat",
                                    f"{liable} cannot be liable for {who}"))
    return problems


def _check_false_win(fw: Mapping[str, Any], table: Table) -> list[Problem]:
    problems: list[Problem] = []
    variant = fw["variant"]
    problems.extend(_discarder_problems(fw["offender"], fw["win_by"], fw["discarder"], "/false_win",
                                        "a false win"))
    if variant == "half" and fw["win_by"] is None:
        problems.append(Problem("win_by_required", "/false_win/win_by",
                                "the half variant needs win_by (self_draw or discard)"))
    if variant == "minimum_three":
        if fw["penalty_fan"] is not None:
            problems.append(Problem("invalid_request", "/false_win/penalty_fan",
                                    "the minimum_three variant pays at claimed_fan (at least 3), not penalty_fan"))
    elif fw["penalty_fan"] is None and table.limit_fan is None:
        problems.append(Problem("penalty_fan_required", "/false_win/penalty_fan",
                                "this table has no limit: give the fan a false win pays at (penalty_fan)"))
    elif fw["penalty_fan"] is not None and table.limit_fan is not None and fw["penalty_fan"] > table.limit_fan:
        problems.append(Problem("fan_above_limit", "/false_win/penalty_fan",
                                f"penalty_fan {fw['penalty_fan']} is above the table's limit ({table.limit_fan}); "
                                "a false win pays at most a limit hand"))
    fan = _false_win_fan(fw, table)
    if fan is not None and table.multipliers is not None and fan >= len(table.multipliers):
        pointer = "/false_win/claimed_fan" if variant == "minimum_three" else "/false_win/penalty_fan"
        problems.append(Problem("fan_beyond_multipliers", pointer,
                                f"fan {fan} is beyond the table's multipliers (fan 0..{len(table.multipliers) - 1})"))
    return problems


def _false_win_fan(fw: Mapping[str, Any], table: Table) -> int | None:
    """The fan each portion of a false win is computed at (as rules.payouts.settle_false_win)."""
    if fw["variant"] == "minimum_three":
        fan = max(MINIMUM_THREE_FAN, fw["claimed_fan"] or 0)
        return fan if table.limit_fan is None else min(fan, table.limit_fan)
    return fw["penalty_fan"] if fw["penalty_fan"] is not None else table.limit_fan


def _money(table: Table) -> dict[str, Any]:
    return {"base": table.base, "scale": _scale(table), "limit_fan": table.limit_fan}


def _settle(data: Mapping[str, Any], ruleset: Ruleset, table: Table) -> dict[str, Any]:
    dealer = _dealer_rule(ruleset)
    if "win" in data:
        w = data["win"]
        s = settle_win(w["winner"], w["fan"], w["win_by"], w["discarder"], payment=table.payment,
                       liable_seat=_liable(w), dealer_pays_extra_fan=dealer, **_money(table))
        return {"kind": "win", "dealer_pays_extra_fan": dealer, "payouts": s.to_json()}
    if "wins" in data:
        wins = [Win(w["winner"], w["fan"], _liable(w)) for w in data["wins"]]
        m = settle_multiple(wins, data["discarder"], data.get("mode", "all"), payment=table.payment,
                            dealer_pays_extra_fan=dealer, **_money(table))
        return {
            "kind": "wins",
            "dealer_pays_extra_fan": dealer,
            "mode": data.get("mode", "all"),
            "payouts": m.settlement.to_json(),
            "paid_winners": list(m.paid_winners),
            "unpaid_winners": list(m.unpaid_winners),
            "per_winner": [{"winner": seat, "payouts": s.to_json()} for seat, s in m.per_winner],
        }
    fw = data["false_win"]
    s = settle_false_win(
        fw["offender"], table.limit_fan, table.base, _scale(table), fw["variant"], fw["win_by"], fw["discarder"],
        penalty_fan=fw["penalty_fan"], claimed_fan=fw["claimed_fan"], minimum_fan=MINIMUM_THREE_FAN)
    return {"kind": "false_win", "variant": fw["variant"], "penalty_fan": _false_win_fan(fw, table),
            "payouts": s.to_json()}


def settle_request(data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one loaded `SettleRequestSchema` payload; every problem at once, as problem+json."""
    ruleset = ruleset_or_404(data["ruleset"])
    table = resolve_table_or_problem(ruleset, data.get("table"))
    if "win" in data:
        problems = _check_win(data["win"], table)
    elif "wins" in data:
        problems = _check_wins(data["wins"], data["discarder"], table)
    else:
        problems = _check_false_win(data["false_win"], table)
    if problems:
        raise from_engine_problems(problems)
    try:
        body = _settle(data, ruleset, table)
    except PayoutError as e:  # not expected after the checks above; still a 422 with its own code
        code = e.code if e.code in _PAYOUT_POINTERS else "invalid_payout"
        raise ApiProblem(code, e.message, status=422,
                         errors=[error_item(_PAYOUT_POINTERS.get(e.code, ""), e.message, code)]) from e
    return {"ruleset": ruleset_ref(ruleset), **body, "table": dump_table(table)}


@bp.post("/settle")
def settle() -> tuple[dict[str, Any], int]:
    return settle_request(load_json(_schema)), 200

