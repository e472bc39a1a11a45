"""X-Request-ID: the client's id when well formed, else a new uuid4; on every response."""

from __future__ import annotations

import re
import uuid

from flask import Flask, Response, g, request

HEADER = "X-Request-ID"
VALID = re.compile(r"^[A-Za-z0-9._-]{1,128}$")


def current_request_id() -> str | None:
    return g.get("request_id")


def _assign() -> None:
    given = request.headers.get(HEADER, "")
    g.request_id = given if VALID.fullmatch(given) else str(uuid.uuid4())


def _echo(response: Response) -> Response:
    rid = g.get("request_id")
    if rid is None:  # a failure before the before_request hooks ran
        _assign()
        rid = g.request_id
    response.headers[HEADER] = rid
    return response


def init_app(app: Flask) -> None:
    # First of the before_request hooks: everything after it (problems, logs) can use the id.
    app.before_request_funcs.setdefault(None, []).insert(0, _assign)
    app.after_request(_echo)
