"""POST /v1/score and POST /v1/score/batch."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app
from marshmallow import ValidationError

from schemas.quick import NO
from schemas.score import BatchRequestSchema, ScoreRequestSchema
from service.body import load_json, load_with, parse_json_bytes, pointer_errors
from service.engine import Scorer, hand_part_problems, score_request
from service.i18n import add_language_headers
from service.problems import ApiProblem, ErrorBudget, error_item

bp = Blueprint("score", __name__, url_prefix="/v1")
bp.after_request(add_language_headers)

_score_schema = ScoreRequestSchema()
_batch_schema = BatchRequestSchema()


@bp.post("/score")
def score() -> tuple[dict[str, Any], int]:
    return score_request(load_json(_score_schema, also=hand_part_problems)), 200


def score_body(raw: bytes) -> dict[str, Any]:
    """The view's answer to a JSON body already read, its media type and size accepted
    (service/lean.py's path for the ordinary request): the score, or an ApiProblem raised."""
    return score_request(load_with(_score_schema, parse_json_bytes(raw), also=hand_part_problems))


def _one(item: Any, budget: ErrorBudget, scorer: Scorer, loaded: Any = None, messages: Any = None) -> dict[str, Any]:
    """One batch item's result: its score or its problem, told apart by `outcome` (the contract's
    discriminator of BatchScore and BatchProblem); the items of a batch share one answer's errors.
    `loaded` / `messages`: what loading this item gave (`_load_item`: its value, or its errors):
    the answer `load_with` gives."""
    try:
        if not isinstance(item, dict):
            return scorer.score(load_with(_score_schema, item, also=hand_part_problems), outcome="score")
        if messages is not None:
            items = pointer_errors(messages)
            if isinstance(loaded, dict):
                seen = {(i["pointer"], i["code"]) for i in items}
                items.extend(i for i in hand_part_problems(loaded) if (i["pointer"], i["code"]) not in seen)
            raise ApiProblem.from_items(items)
        return scorer.score(loaded, outcome="score")
    except ApiProblem as p:
        return {"outcome": "problem", **budget.body(p)}


@bp.post("/score/batch")
def score_batch() -> tuple[dict[str, Any], int]:
    limit = current_app.config["BATCH_MAX"]
    data = load_json()
    if isinstance(data, dict) and isinstance(data.get("requests"), list) and len(data["requests"]) > limit:
        n = len(data["requests"])
        raise ApiProblem(
            "batch_too_large",
            f"a batch holds at most {limit} requests; this one has {n}",
            errors=[error_item("/requests", f"{n} requests; at most {limit}", "batch_too_large")],
        )
    items = load_with(_batch_schema, data)["requests"]
    budget = ErrorBudget()
    scorer = Scorer()
    quick = _score_schema.quick_loader() if _score_schema.quick else None
    results = []
    for item in items:
        if isinstance(item, dict):
            loaded: Any = quick(item) if quick is not None else NO
            if loaded is NO:  # not the usual item: marshmallow loads it (its value, or its errors)
                results.append(_one(item, budget, scorer, *_load_item(item)))
            else:  # the usual item, loaded the quick way (as `_load_item` would)
                results.append(_one(item, budget, scorer, loaded))
        else:
            results.append(_one(item, budget, scorer))
    scorer.done()
    return {"results": results}, 200


def _load_item(item: dict[str, Any]) -> tuple[Any, Any]:
    """One object of a batch, loaded on its own (the quick way first, schemas/quick.py): its value
    and no errors, or its errors and what did load; each keeps the answer it alone would get."""
    try:
        return _score_schema.load(item), None
    except ValidationError as e:
        return e.valid_data, e.messages
