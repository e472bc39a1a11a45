"""The ordinary `POST /v1/score`, answered without Flask's per-request machinery.

Most score requests are alike: JSON, not encoded, with a Content-Length within the limit, no
`Origin` (not a CORS request), an `Accept` that takes JSON as it is, and a hand that scores. For
such a request Flask's request context, URL matching, hooks and response object cost about as much
as reading and scoring the hand. `LeanScore` sits in front of Flask's `wsgi_app` and answers it
itself with what the app would answer: the same view code (`service.blueprints.score.score_body`),
the same bytes, the same headers in the same order (`Vary` and `Content-Language` of
service/i18n.py, the CORS headers of a request without `Origin`, `nosniff`, `X-Request-ID`) and the
same metrics (service/metrics.py).

Every other request goes to Flask untouched. A score request that is not ordinary, or whose answer
is not a 200 (a problem, or an error), goes to Flask too, with the body already read handed over as
it was: every refusal is the app's own answer, made the one way.

The path stands only for the app `create_app` makes: its hooks are those it mirrors
(`LeanScore.stands`, checked at start-up; tests/test_lean.py holds both paths to the same answers).
Flask's per-request signals with receivers, or the app's own access log (`ACCESS_LOG`), send every
request through Flask.
"""

from __future__ import annotations

import io
import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from flask.signals import request_finished, request_started, request_tearing_down

from service import metrics
from service.i18n import negotiate
from service.jsonprovider import OrjsonProvider
from service.request_id import VALID as VALID_REQUEST_ID

PATH = "/v1/score"
ENDPOINT = "score.score"
RULE = "/v1/score"  # the route rule: the `endpoint` label of the metrics
# Accept headers that take JSON as they are (service/__init__.py's `_TAKES_JSON`): no negotiation.
_TAKES_JSON = frozenset({"*/*", "application/json", "application/problem+json"})
# Request headers that make a CORS request (flask_cors decides), or a body that is not plain JSON.
_NOT_ORDINARY = (
    "HTTP_ORIGIN",
    "HTTP_ACCESS_CONTROL_REQUEST_PRIVATE_NETWORK",
    "HTTP_CONTENT_ENCODING",
    "HTTP_TRANSFER_ENCODING",
)

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class LeanScore:
    """WSGI middleware: the ordinary `POST /v1/score` answered here, everything else by `flask_app`."""

    def __init__(
        self,
        app: Flask,
        flask_app: WSGIApp,
        score_body: Callable[[bytes], dict[str, Any]],
        cors_headers: list[tuple[str, str]],
    ) -> None:
        self.app = app
        self.flask_app = flask_app
        self.score_body = score_body
        self.cors_headers = list(cors_headers)
        self.enabled = not app.config["ACCESS_LOG"]
        self.view = app.view_functions[ENDPOINT]  # the view whose answers these are

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if (
            environ.get("PATH_INFO") != PATH
            or environ.get("REQUEST_METHOD") != "POST"
            or environ.get("CONTENT_TYPE") != "application/json"
            or not self.enabled
        ):
            return self.flask_app(environ, start_response)
        length = self._ordinary_length(environ)
        if length is None:
            return self.flask_app(environ, start_response)
        started = time.perf_counter()
        self.app._got_first_request = True  # as Flask's dispatch does: the app is set up
        raw = _read(environ["wsgi.input"], length)
        given = environ.get("HTTP_X_REQUEST_ID", "")
        rid = given if VALID_REQUEST_ID.fullmatch(given) else str(uuid.uuid4())
        language = negotiate(environ.get("HTTP_ACCEPT_LANGUAGE"))
        try:
            with self.app.app_context() as ctx:
                ctx.g.language = language  # service.i18n.request_language's
                ctx.g.request_id = rid
                answer = self.score_body(raw)
                scored = ctx.g.__dict__.get("scored_rulesets", ())
            body = self.app.json.encode(answer) + b"\n"  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001 - a problem or an error: the app answers it (again)
            return self.flask_app({**environ, "wsgi.input": io.BytesIO(raw)}, start_response)
        headers = [
            ("Content-Type", "application/json"),
            ("Content-Length", str(len(body))),
            ("Vary", "Accept-Language"),
            ("Content-Language", language),
            *self.cors_headers,
            ("X-Content-Type-Options", "nosniff"),
            ("X-Request-ID", rid),
        ]
        metrics.record_answer("POST", RULE, 200, started, scored)
        start_response("200 OK", headers)
        return [body]

    def _ordinary_length(self, environ: dict[str, Any]) -> int | None:
        """The body's length if the request is an ordinary one (see the module doc), else None."""
        accept = environ.get("HTTP_ACCEPT")
        if accept is not None and accept not in _TAKES_JSON:
            return None
        for key in _NOT_ORDINARY:
            if key in environ:
                return None
        if request_started.receivers or request_finished.receivers or request_tearing_down.receivers:
            return None
        if self.app.view_functions.get(ENDPOINT) is not self.view:
            return None
        text = environ.get("CONTENT_LENGTH")
        if not text or not text.isascii() or not text.isdigit():
            return None
        length = int(text)
        config = self.app.config
        limit = config["MAX_CONTENT_LENGTH"]
        if limit is None or length > limit or config["SERVER_NAME"] or config["TRUSTED_HOSTS"]:
            return None
        json = self.app.json
        if type(json) is not OrjsonProvider or not json.compact or json.ensure_ascii or json.sort_keys:
            return None
        return length

    @staticmethod
    def stands(app: Flask, before: Callable[..., Any], after: Callable[..., Any], language: Callable[..., Any]) -> bool:
        """Whether the app is the one this path mirrors: the score route is the score view's alone,
        and the hooks that run for it are `before`, `language` then `after`, no others."""
        rules = [r for r in app.url_map.iter_rules() if r.rule == RULE]
        hooks = (
            app.before_request_funcs,
            app.after_request_funcs,
            app.teardown_request_funcs,
            app.url_value_preprocessors,
        )
        scopes = (None, "score")
        return (
            [[h.get(scope, []) for scope in scopes] for h in hooks]
            == [[[before], []], [[after], [language]], [[], []], [[], []]]
            and not app.url_map.host_matching
            and not app.subdomain_matching
            and not app.secret_key  # no session
            and len(rules) == 1
            and rules[0].endpoint == ENDPOINT
            and rules[0].methods == {"POST", "OPTIONS"}
        )


def _read(stream: Any, length: int) -> bytes:
    """`length` bytes of the body (fewer if the stream ends first)."""
    data = stream.read(length) if length else b""
    if len(data) < length:
        chunks = [data]
        got = len(data)
        while got < length:
            chunk = stream.read(length - got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        data = b"".join(chunks)
    return data
