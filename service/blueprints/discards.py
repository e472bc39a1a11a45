"""POST /v1/discards: the hand coach (何切) — every discard of a hand just after a draw, with
its shanten, improving tiles and, when it leaves the hand ready, its waits valued under the
table's rules, sorted best first (rules/coach.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from flask import Blueprint

from rules.coach import Advice, CoachWait, DiscardOption, Reachable, Receipt, Summary, Way, advise
from rules.hand import Hand, HandError
from rules.payouts import to_json_number
from rules.table import Table
from rules.tiles import CODES, to_compact
from schemas.discards import DiscardsRequestSchema
from service.body import load_json
from service.engine import (
    analysis_answer,
    analysis_request,
    dump_hand,
    dump_table,
    dump_win_value,
    hand_part_problems,
)
from service.problems import from_engine_problems

bp = Blueprint("discards", __name__, url_prefix="/v1")

_schema = DiscardsRequestSchema()


def _receipt(r: Receipt) -> dict[str, Any]:
    out: dict[str, Any] = {"receives": to_json_number(r.amount) if r.amount is not None else None}
    if r.unavailable is not None:
        out["receives_unavailable"] = r.unavailable.to_json()
    return out


def _way(w: Way | None) -> dict[str, Any] | None:
    if w is None:
        return None
    out = dump_win_value(w.value)
    assert out is not None
    out.update(_receipt(w.receipt))
    return out


def _expected(x: Fraction) -> int | float:
    return int(x) if x.denominator == 1 else round(float(x), 4)


def _summary(s: Summary | None) -> dict[str, Any] | None:
    if s is None:
        return None
    out: dict[str, Any] = {
        "winning_live": s.winning_live,
        "winning_live_on_discard": s.winning_live_on_discard,
        "best_fan": s.best_fan,
        "expected_receipt": _expected(s.expected_receipt) if s.expected_receipt is not None else None,
    }
    if s.unavailable is not None:
        out["expected_receipt_unavailable"] = s.unavailable.to_json()
    return out


def _wait(w: CoachWait) -> dict[str, Any]:
    return {"tile": w.code, "live": w.live, "discard": _way(w.discard), "self_draw": _way(w.self_draw)}


def _reachable(r: Reachable | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "draw": CODES[r.draw],
        "discard": CODES[r.discard],
        "wait": CODES[r.wait],
        "way": r.way,
        "value": _way(r.value),
    }


def _option(o: DiscardOption, best_reachable: bool) -> dict[str, Any]:
    out = {
        "tile": o.code,
        "shanten": o.shanten,
        "shanten_by_shape": dict(o.shanten_by_shape),
        "ready": o.ready,
        "improving": [{"tile": CODES[i.tile], "live": i.live} for i in o.improving],
        "improving_live": o.improving_live,
        "waits": [_wait(w) for w in o.waits],
        "summary": _summary(o.summary),
    }
    if best_reachable:
        out["best_reachable"] = _reachable(o.best_reachable)
    return out


def dump_advice(
    a: Advice, table: Table, hand: Hand, discarded: tuple[int, ...], best_reachable: bool = False
) -> dict[str, Any]:
    """The answer of `POST /v1/discards`, with the table, hand and `discarded` echoed."""
    win = None
    if a.win is not None:
        win = {
            "winning_tile": CODES[a.win.winning_tile],
            "assumed": a.win.assumed,
            "self_draw": _way(a.win.self_draw),
            "score_with": "/v1/score",
        }
    return {
        "ruleset": {"id": a.ruleset_id, "version": a.ruleset_version},
        "shanten": a.shanten,
        "complete": a.win is not None,
        "win": win,
        "discards": [_option(o, best_reachable) for o in a.options],
        "discarder": a.discarder,
        "table": dump_table(table),
        "hand": dump_hand(hand),
        "discarded": to_compact(discarded),
    }


@bp.post("/discards")
def discards() -> tuple[dict[str, Any], int]:
    data = load_json(_schema, also=hand_part_problems)
    ruleset, hand, ctx, table = analysis_request(data)
    try:
        advice = advise(hand, ctx, table, data["discarded"], data["hand"].get("drawn"), data["best_reachable"])
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    return analysis_answer(dump_advice(advice, table, hand, data["discarded"], data["best_reachable"]), ruleset)
