"""The Flask service around the scoring engine. WSGI entry point: `service:create_app()`.

Endpoints live in blueprint modules under `service/blueprints/`; each module exposes `bp`
(a flask.Blueprint) and is listed in `BLUEPRINTS` below. See docs/SERVICE.md ("Adding an
endpoint").
"""

from __future__ import annotations

import importlib
import logging
import time
from collections.abc import Callable, Mapping
from inspect import CO_COROUTINE
from types import FunctionType
from typing import Any

from flask import Flask, Request, Response, g, request

from rules.ruleset import all_rulesets
from service import config, errors, logs, metrics, request_id
from service.cors import Cors
from service.engine import EXTENSION
from service.i18n import add_language_headers
from service.jsonprovider import OrjsonProvider
from service.lean import LeanScore
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
# Accept headers that take JSON as they are (the others are negotiated by werkzeug).
_TAKES_JSON = frozenset({"*/*", "application/json", "application/problem+json"})
CORS_PREFIX = "/v1"


def _check_accept(request: Request) -> None:
    accept = request.environ.get("HTTP_ACCEPT")
    if accept is None or accept in _TAKES_JSON or request.method == "OPTIONS":
        return
    if request.path.startswith(_JSON_PREFIXES) and request.accept_mimetypes.best_match(JSON_MIMETYPES) is None:
        raise ApiProblem(
            "not_acceptable",
            f"this resource answers application/json (or application/problem+json); Accept was '{echo(accept)}'",
        )


def _before_request() -> None:
    """Before every view, in this order: the clock and counters, the request id, the 406 check."""
    ctx_g = g._get_current_object()
    req = request._get_current_object()  # type: ignore[attr-defined]
    metrics.start(ctx_g)
    request_id.assign(req.environ, ctx_g)
    _check_accept(req)


def _access_log(response: Response, ctx_g: Any) -> None:
    started = getattr(ctx_g, "_metrics_started", None)
    logging.getLogger("service.access").info(
        "request",
        extra={
            "status": response.status_code,
            "duration_ms": round((time.perf_counter() - started) * 1000, 3) if started else None,
        },
    )


class _App(Flask):
    json_provider_class = OrjsonProvider  # answers encoded by orjson, the same bytes (service/jsonprovider.py)

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        """Flask's check for `async def` views and hooks, without inspecting plain functions each time."""
        if type(func) is FunctionType and not func.__code__.co_flags & CO_COROUTINE:
            return func
        return super().ensure_sync(func)


def _after_request_hook(app: Flask, cors: Cors) -> Callable[[Response], Response]:
    access_log = bool(app.config["ACCESS_LOG"])

    def after_request(response: Response) -> Response:
        """After every view, in this order: CORS, the app's access line, nosniff, the request id, the metrics."""
        ctx_g = g._get_current_object()
        req = request._get_current_object()  # type: ignore[attr-defined]
        response = cors(response, req)
        if access_log:
            _access_log(response, ctx_g)
        headers = response.headers
        if "X-Content-Type-Options" not in headers:
            headers.add("X-Content-Type-Options", "nosniff")
        request_id.echo(response, req.environ, ctx_g)
        return metrics.record(response, req, ctx_g)

    return after_request


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

    app.before_request(_before_request)
    errors.init_app(app)
    metrics.init_app(app)  # request, hand and problem counts; GET /metrics if METRICS_ROUTE (service/metrics.py)
    for name in BLUEPRINTS:
        module = importlib.import_module(f"service.blueprints.{name}")
        app.register_blueprint(module.bp)
    cors = Cors(
        app,
        CORS_PREFIX,
        app.config["CORS_ORIGINS"],
        expose_headers=["X-Request-ID", "ETag", "Location"],
        allow_headers=["Content-Type", "X-Request-ID", "If-None-Match", "Accept"],
        methods=["GET", "HEAD", "POST", "OPTIONS"],
        max_age=600,
    )
    after = _after_request_hook(app, cors)
    app.after_request(after)
    # The ordinary POST /v1/score answered without Flask's per-request machinery, the same answer
    # (service/lean.py); only while the hooks are the ones above.
    if LeanScore.stands(app, _before_request, after, add_language_headers):
        from service.blueprints.score import score_body

        app.wsgi_app = LeanScore(app, app.wsgi_app, score_body, cors.plain)  # type: ignore[method-assign]
    return app
