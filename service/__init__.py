"""The Flask service around the scoring engine. WSGI entry point: `service:create_app()`.

Endpoints live in blueprint modules under `service/blueprints/`; each module exposes `bp`
(a flask.Blueprint) and is listed in `BLUEPRINTS` below. See docs/SERVICE.md ("Adding an
endpoint").
"""

from __future__ import annotations

import importlib
import logging
import time
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, g, request
from flask_cors import CORS

from rules.ruleset import all_rulesets
from service import config, errors, logs, metrics, request_id
from service.engine import EXTENSION
from service.jsonprovider import OrjsonProvider
from service.problems import ApiProblem, echo

# Blueprint modules, registered in this order. Add yours here (module path, relative to service.blueprints).
BLUEPRINTS: list[str] = [
    "ops",
    "docs",
    "rulesets",
    "score",
    "waits",
    "settle",
    "discards",
]

JSON_MIMETYPES = ("application/json", "application/problem+json")
# Paths that answer JSON: a client whose Accept header excludes JSON gets 406 there.
_JSON_PREFIXES = ("/v1/", "/healthz", "/readyz", "/openapi.json")


def _check_accept() -> None:
    if request.method == "OPTIONS" or not request.path.startswith(_JSON_PREFIXES):
        return
    if "Accept" in request.headers and request.accept_mimetypes.best_match(JSON_MIMETYPES) is None:
        raise ApiProblem(
            "not_acceptable",
            "this resource answers application/json (or "
            f"application/problem+json); Accept was '{echo(request.headers['Accept'])}'",
        )


def _nosniff(response: Response) -> Response:
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    return response


def _start_timer() -> None:
    g.started = time.perf_counter()


def _access_log(response: Response) -> Response:
    started = g.get("started")
    logging.getLogger("service.access").info(
        "request",
        extra={
            "status": response.status_code,
            "duration_ms": round((time.perf_counter() - started) * 1000, 3) if started else None,
        },
    )
    return response


class _App(Flask):
    json_provider_class = OrjsonProvider  # answers encoded by orjson, the same bytes (service/jsonprovider.py)


def create_app(overrides: Mapping[str, Any] | None = None) -> Flask:
    app = _App(__name__)
    app.config.update(config.defaults())
    if overrides:
        app.config.update(overrides)
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.compact = True  # type: ignore[attr-defined]
    logs.configure(app.config["LOG_LEVEL"])
    app.extensions[EXTENSION] = all_rulesets()  # loaded and checked once, at start-up

    request_id.init_app(app)
    app.before_request(_start_timer)
    app.before_request(_check_accept)
    app.after_request(_nosniff)
    if app.config["ACCESS_LOG"]:
        app.after_request(_access_log)
    errors.init_app(app)
    metrics.init_app(app)  # request, hand and problem counts; GET /metrics if METRICS_ROUTE (service/metrics.py)
    for name in BLUEPRINTS:
        module = importlib.import_module(f"service.blueprints.{name}")
        app.register_blueprint(module.bp)
    CORS(
        app,
        resources={r"/v1/*": {"origins": app.config["CORS_ORIGINS"]}},
        expose_headers=["X-Request-ID", "ETag", "Location"],
        allow_headers=["Content-Type", "X-Request-ID", "If-None-Match", "Accept"],
        methods=["GET", "HEAD", "POST", "OPTIONS"],
        max_age=600,
    )
    return app
