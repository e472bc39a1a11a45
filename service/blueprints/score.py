"""POST /v1/score and POST /v1/score/batch."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app

from schemas.score import BatchRequestSchema, ScoreRequestSchema
from service.body import load_json, load_with
from service.engine import hand_part_problems, score_request
from service.i18n import add_language_headers
from service.problems import ApiProblem, error_item

bp = Blueprint("score", __name__, url_prefix="/v1")
bp.after_request(add_language_headers)

_score_schema = ScoreRequestSchema()
_batch_schema = BatchRequestSchema()


@bp.post("/score")
def score() -> tuple[dict[str, Any], int]:
    return score_request(load_json(_score_schema, also=hand_part_problems)), 200


def _one(item: Any) -> dict[str, Any]:
    """One batch item's result: its score or its problem, told apart by `outcome` (the contract's
    discriminator of BatchScore and BatchProblem)."""
    try:
        return {"outcome": "score", **score_request(load_with(_score_schema, item, also=hand_part_problems))}
    except ApiProblem as p:
        return {"outcome": "problem", **p.body(with_instance=False)}


@bp.post("/score/batch")
def score_batch() -> tuple[dict[str, Any], int]:
    limit = current_app.config["BATCH_MAX"]
    data = load_json()
    if isinstance(data, dict) and isinstance(data.get("requests"), list) and len(data["requests"]) > limit:
        n = len(data["requests"])
        raise ApiProblem("batch_too_large", f"a batch holds at most {limit} requests; this one has {n}",
                         errors=[error_item("/requests", f"{n} requests; at most {limit}", "batch_too_large")])
    envelope = load_with(_batch_schema, data)
    return {"results": [_one(item) for item in envelope["requests"]]}, 200
