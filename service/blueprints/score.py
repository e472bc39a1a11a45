"""POST /v1/score and POST /v1/score/batch."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app
from marshmallow import ValidationError

from schemas.score import BatchRequestSchema, ScoreRequestSchema
from service.body import load_json, load_with, pointer_errors
from service.engine import score_request
from service.problems import ApiProblem, error_item

bp = Blueprint("score", __name__, url_prefix="/v1")

_score_schema = ScoreRequestSchema()
_batch_schema = BatchRequestSchema()


@bp.post("/score")
def score() -> tuple[dict[str, Any], int]:
    return score_request(load_json(_score_schema)), 200


def _one(item: Any, loaded: Any, messages: Any) -> dict[str, Any]:
    """One item's answer: its score, or the problem it alone would get (as `load_with` gives it)."""
    try:
        if not isinstance(item, dict):
            return score_request(load_with(_score_schema, item))  # the "must be a JSON object" problem
        if messages is not None:
            raise ApiProblem.from_items(pointer_errors(messages))
        return score_request(loaded)
    except ApiProblem as p:
        return p.body(with_instance=False)


@bp.post("/score/batch")
def score_batch() -> tuple[dict[str, Any], int]:
    limit = current_app.config["BATCH_MAX"]
    data = load_json()
    if isinstance(data, dict) and isinstance(data.get("requests"), list) and len(data["requests"]) > limit:
        n = len(data["requests"])
        raise ApiProblem("batch_too_large", f"a batch holds at most {limit} requests; this one has {n}",
                         errors=[error_item("/requests", f"{n} requests; at most {limit}", "batch_too_large")])
    items = load_with(_batch_schema, data)["requests"]
    # Every object of the batch is validated in one marshmallow pass (many=True); each keeps the
    # answer it alone would get: the errors of its index, or its loaded value.
    objects = [item for item in items if isinstance(item, dict)]
    try:
        loaded, errors = _score_schema.load(objects, many=True), {}
    except ValidationError as e:
        loaded, errors = e.valid_data, e.messages
    results = []
    k = 0
    for item in items:
        if isinstance(item, dict):
            results.append(_one(item, loaded[k], errors.get(k)))
            k += 1
        else:
            results.append(_one(item, None, None))
    return {"results": results}, 200
