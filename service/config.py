"""Service limits and settings (documented in openapi.yaml and docs/SERVICE.md)."""

from __future__ import annotations

import os

MAX_CONTENT_LENGTH = 256 * 1024  # bytes of a request body; larger (or chunked past it) is 413
BATCH_MAX = 100  # hands in one POST /v1/score/batch; more is 413 batch_too_large
RULESETS_CACHE_CONTROL = "public, max-age=300"


def defaults() -> dict[str, object]:
    return {
        "MAX_CONTENT_LENGTH": MAX_CONTENT_LENGTH,
        "BATCH_MAX": BATCH_MAX,
        "CORS_ORIGINS": os.environ.get("CORS_ORIGINS", "*"),
        "LOG_LEVEL": os.environ.get("LOG_LEVEL", "INFO"),
        # Gunicorn writes the access log (gunicorn.conf.py); the app writes its own only when asked.
        "ACCESS_LOG": os.environ.get("APP_ACCESS_LOG", "") == "1",
        # GET /metrics on the app's own (public) port: off unless asked. Under gunicorn, METRICS_PORT
        # serves the metrics on a port of their own instead (service/metrics.py).
        "METRICS_ROUTE": os.environ.get("APP_METRICS_ROUTE", "") == "1",
    }
