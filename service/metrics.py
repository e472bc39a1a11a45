"""Prometheus metrics (text format 0.0.4) and the hooks that feed them.

Where they are served: never on the public port by default. Under gunicorn, `METRICS_PORT` (and
`METRICS_HOST`, default 0.0.0.0) starts a metrics-only HTTP server in the master process
(gunicorn.conf.py's `when_ready` calls `serve_metrics_port`): scrapes never wait behind scoring
requests and the public port has no /metrics. Without it there are no metrics to scrape. The app's
own `GET /metrics` route exists only with `METRICS_ROUTE` (env `APP_METRICS_ROUTE=1`), for servers
other than gunicorn and for tests.

Metrics (all labels are bounded: route rules, known methods, status codes, problem codes, ruleset ids):

- `mahjong_http_requests_total{method, endpoint, status}`: requests answered by the app.
- `mahjong_http_request_duration_seconds{method, endpoint, status}`: histogram of the app's time per request.
- `mahjong_hands_scored_total{endpoint, ruleset}`: hands scored (one per scored item of
  `/v1/score`, `/v1/score/batch` and `/v1/score/compare`; refused items are not counted).
- `mahjong_hands_analysed_total{endpoint, ruleset}`: hands analysed without being scored as a
  win (one per 200 answer of `/v1/waits` and `/v1/discards`).
- `mahjong_problems_total{endpoint, code, status}`: problem answers by problem code.

`endpoint` is the matched route rule (`/v1/rulesets/<ruleset_id>`), never the raw path; a request
that matches no rule (404, 405) is `endpoint="unmatched"`. gunicorn's own refusals (400/414/431 on
the request line and headers) never reach the app and are not counted here.

Several gunicorn workers: gunicorn.conf.py sets `PROMETHEUS_MULTIPROC_DIR` (a fresh temporary
directory unless given) before the app is imported, so prometheus_client keeps every process's
samples in files there, and `/metrics` adds them up with `MultiProcessCollector`; `child_exit`
calls `mark_process_dead`. Without the variable (tests, `flask run`) the process's own registry
is served, with the usual `process_*` and `python_*` metrics.
"""

from __future__ import annotations

import collections
import json
import logging
import os
import shutil
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from flask import Flask, Request, Response
from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram, multiprocess
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4, generate_latest

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4  # text/plain; version=0.0.4; charset=utf-8
UNMATCHED = "unmatched"
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
# Endpoints (Flask endpoint names) whose 200 answers hold scored hands, and where they are.
_SCORING = {"score.score": "one", "score.score_batch": "batch", "waits.compare": "compare"}

# Seconds; a hand scores in well under 1 ms, a batch of 100 in tens of ms, gunicorn's timeout is 30 s.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

REQUESTS = Counter("mahjong_http_requests", "HTTP requests answered by the app.", ["method", "endpoint", "status"])
LATENCY = Histogram(
    "mahjong_http_request_duration_seconds",
    "Time the app took to answer a request.",
    ["method", "endpoint", "status"],
    buckets=BUCKETS,
)
HANDS = Counter("mahjong_hands_scored", "Hands scored, by ruleset.", ["endpoint", "ruleset"])
ANALYSED = Counter(
    "mahjong_hands_analysed", "Hands analysed (waits, discard advice), by ruleset.", ["endpoint", "ruleset"]
)
PROBLEMS = Counter(
    "mahjong_problems", "Problem (application/problem+json) answers, by problem code.", ["endpoint", "code", "status"]
)


def multiprocess_dir() -> str | None:
    return os.environ.get(MULTIPROC_ENV) or None


# Decided at import, like prometheus_client's own choice of where samples live (files or memory).
MULTIPROCESS = multiprocess_dir() is not None


def clear_multiprocess_dir(path: str | None = None) -> None:
    """Empty the multiprocess directory (gunicorn's master, at start: no stale samples of an earlier run)."""
    path = path or multiprocess_dir()
    if not path:
        return
    root = Path(path)
    root.mkdir(parents=True, exist_ok=True)
    for entry in root.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def mark_process_dead(pid: int) -> None:
    """gunicorn's `child_exit` hook: drop a dead worker's live-gauge files (its counters stay counted)."""
    if multiprocess_dir():
        multiprocess.mark_process_dead(pid)


def exposition() -> bytes:
    """The metrics of every process (multiprocess mode) or of this one, in text format 0.0.4."""
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def _endpoint_label(request: Request) -> str:
    rule = request.url_rule
    return rule.rule if rule is not None else UNMATCHED


def start(ctx_g: Any) -> None:
    """The request's clock starts (the first thing before a view)."""
    ctx_g._metrics_started = time.perf_counter()
    # `g` outlives the request when an app context was already pushed (tests, benchmarks).
    ctx_g.__dict__.pop("scored_rulesets", None)
    ctx_g.__dict__.pop("analysed_rulesets", None)


def _scored_rulesets(kind: str, body: dict) -> list[str]:
    if kind == "one":
        return [body["ruleset"]["id"]]
    if kind == "batch":
        return [item["ruleset"]["id"] for item in body.get("results", ()) if "ruleset" in item]
    return [entry["ruleset"]["id"] for entry in body.get("results", ()) if "result" in entry]


# The series of one label set, taken once: every label takes a bounded set of values (methods,
# route rules, the app's statuses, problem codes, ruleset ids).
_SERIES: dict[tuple[Any, tuple[str, ...]], Any] = {}


def _series(metric: Any, *labels: str) -> Any:
    key = (metric, labels)
    series = _SERIES.get(key)
    if series is None:
        series = _SERIES[key] = metric.labels(*labels)
    return series


def record(response: Response, request: Request, ctx_g: Any) -> Response:
    """Count the answer (the last thing after a view: the status recorded is the final one)."""
    started = ctx_g.__dict__.pop("_metrics_started", None)
    try:
        endpoint = _endpoint_label(request)
        method = request.method if request.method in _METHODS else "other"
        code = response.status_code
        status = _count_request(method, endpoint, code, started)
        if code == 200:
            _count_hands(response, request, ctx_g, endpoint)
        elif code >= 400 and response.mimetype == "application/problem+json":
            problem = getattr(response, "problem_code", None) or json.loads(response.get_data()).get("code", "unknown")
            _series(PROBLEMS, endpoint, problem, status).inc()
    except Exception:  # metrics must never break an answer
        logging.getLogger("service").exception("metrics: could not record the request")
    return response


def record_answer(method: str, endpoint: str, code: int, started: float, scored: Iterable[str]) -> None:
    """What `record` counts for an answer made without a Flask response (service/lean.py, a 200 of
    `POST /v1/score`): the request, its duration from `started` and the hands it scored."""
    try:
        _count_request(method, endpoint, code, started)
        _count_scored(endpoint, scored)
    except Exception:  # metrics must never break an answer
        logging.getLogger("service").exception("metrics: could not record the request")


def _count_request(method: str, endpoint: str, code: int, started: float | None) -> str:
    """The request and its duration from `started` (when known); its status label."""
    status = str(code)
    _series(REQUESTS, method, endpoint, status).inc()
    if started is not None:
        _series(LATENCY, method, endpoint, status).observe(time.perf_counter() - started)
    return status


def _count_hands(response: Response, request: Request, ctx_g: Any, endpoint: str) -> None:
    """Hands scored (score, batch, compare) and analysed (waits, discards) by a 200 answer."""
    if request.method == "POST" and request.endpoint in _SCORING and response.is_json:
        scored = ctx_g.__dict__.get("scored_rulesets")  # service.engine: one per hand scored
        if scored is None:
            scored = _scored_rulesets(_SCORING[request.endpoint], json.loads(response.get_data()))
        _count_scored(endpoint, scored)
    for ruleset in ctx_g.__dict__.get("analysed_rulesets", ()):  # set by the waits and discards views
        _series(ANALYSED, endpoint, ruleset).inc()


def _count_scored(endpoint: str, scored: Iterable[str]) -> None:
    """The hands scored, one increment per ruleset (a batch scores up to 100 hands)."""
    for ruleset, n in collections.Counter(scored).items():  # in the order first seen
        _series(HANDS, endpoint, ruleset).inc(n)


def metrics_port() -> int | None:
    """`METRICS_PORT`, the port of the metrics-only server (None: not served)."""
    value = os.environ.get("METRICS_PORT", "").strip()
    return int(value) if value else None


_metrics_server: Any = None


def _close_in_child() -> None:  # a forked worker does not keep the master's listening socket
    if _metrics_server is not None:
        _metrics_server.socket.close()


def serve_metrics_port() -> tuple[str, int] | None:
    """Start the metrics-only HTTP server (gunicorn's master, `when_ready`); its (host, port), or None."""
    global _metrics_server
    port = metrics_port()
    if port is None or _metrics_server is not None:
        return None
    from prometheus_client import start_http_server

    host = os.environ.get("METRICS_HOST", "0.0.0.0")
    registry = REGISTRY
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    _metrics_server, _ = start_http_server(port, addr=host, registry=registry)
    os.register_at_fork(after_in_child=_close_in_child)
    return host, port


def metrics_view() -> Response:
    return Response(exposition(), status=200, headers={"Content-Type": CONTENT_TYPE, "Cache-Control": "no-store"})


def init_app(app: Flask) -> None:
    """`GET /metrics` if METRICS_ROUTE (the app's hooks call `start` and `record`)."""
    if app.config.get("METRICS_ROUTE"):
        app.add_url_rule("/metrics", endpoint="metrics", view_func=metrics_view, methods=["GET"])
