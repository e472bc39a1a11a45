"""The catalogue: GET /v1/rulesets and GET /v1/rulesets/{id}, cacheable (ETag, 304)."""

from __future__ import annotations

import hashlib
import json

from flask import Blueprint, Response, current_app, request

from service.config import RULESETS_CACHE_CONTROL
from service.engine import ruleset_or_404, rulesets

bp = Blueprint("rulesets", __name__, url_prefix="/v1")


def _cached_json(payload: object, etag: str) -> Response:
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    resp = current_app.response_class(body, mimetype="application/json")
    resp.set_etag(etag)
    resp.headers["Cache-Control"] = RULESETS_CACHE_CONTROL
    resp.make_conditional(request)  # in place (304 when the client's ETag matches)
    return resp


@bp.get("/rulesets")
def list_rulesets() -> Response:
    known = rulesets()
    digest = hashlib.sha256("|".join(f"{k}:{rs.etag}" for k, rs in sorted(known.items())).encode())
    return _cached_json({"rulesets": [known[k].public(detail=False) for k in sorted(known)]}, digest.hexdigest()[:20])


@bp.get("/rulesets/<ruleset_id>")
def get_ruleset(ruleset_id: str) -> Response:
    rs = ruleset_or_404(ruleset_id, pointer=None)
    return _cached_json(rs.public(detail=True), rs.etag)
