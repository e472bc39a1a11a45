"""Error handlers: every non-2xx answer is application/problem+json (service.problems)."""

from __future__ import annotations

import logging

from flask import Flask, Response
from werkzeug.exceptions import HTTPException, MethodNotAllowed, RequestEntityTooLarge

from service.problems import ApiProblem, problem_response

log = logging.getLogger("service")

_HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    413: "payload_too_large",
    415: "unsupported_media_type",
}


def _api_problem(e: ApiProblem) -> Response:
    if e.status >= 500:
        log.error("problem %s", e.code, extra={"code": e.code, "status": e.status})
    return problem_response(e)


def _http(e: HTTPException) -> Response:
    status = e.code or 500
    code = _HTTP_CODES.get(status, "internal_error" if status >= 500 else "bad_request")
    headers: dict[str, str] = {}
    if isinstance(e, MethodNotAllowed) and e.valid_methods:
        headers["Allow"] = ", ".join(sorted(e.valid_methods))
    if isinstance(e, RequestEntityTooLarge):
        detail = "the request body is too large"
    elif status == 404:
        detail = "no such resource"
    elif status == 405:
        detail = f"the method is not allowed here; allowed: {headers.get('Allow', 'none')}"
    else:
        detail = e.description or ""
    if status >= 500:
        log.error("http error %s", status, extra={"status": status})
    return problem_response(ApiProblem(code, detail, status=status, headers=headers))


def _unexpected(e: Exception) -> Response:
    log.exception("unhandled error", extra={"status": 500, "code": "internal_error"})
    return problem_response(
        ApiProblem(
            "internal_error",
            "the server failed to answer this request; quote the request_id when reporting it",
            status=500,
        )
    )


def init_app(app: Flask) -> None:
    app.register_error_handler(ApiProblem, _api_problem)
    app.register_error_handler(HTTPException, _http)
    app.register_error_handler(Exception, _unexpected)
