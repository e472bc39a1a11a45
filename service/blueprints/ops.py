"""Liveness and readiness."""

from __future__ import annotations

from flask import Blueprint

from service.engine import rulesets
from service.problems import ApiProblem

bp = Blueprint("ops", __name__)


@bp.get("/healthz")
def healthz() -> tuple[dict, int]:
    """The process answers."""
    return {"status": "ok"}, 200


@bp.get("/readyz")
def readyz() -> tuple[dict, int]:
    """The rulesets are loaded and compile: the process can score."""
    try:
        known = rulesets()
        for rs in known.values():
            rs.compile({})
    except Exception as e:  # noqa: BLE001 - any failure means not ready
        raise ApiProblem("service_unavailable", f"the rulesets are not usable: {type(e).__name__}") from e
    if not known:
        raise ApiProblem("service_unavailable", "no ruleset is loaded")
    return {"status": "ready", "rulesets": sorted(known)}, 200
