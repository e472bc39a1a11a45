"""X-Request-ID: the client's id when well formed, else a new uuid4; on every response."""

from __future__ import annotations

import re
import uuid
from typing import Any

from flask import Response, g

HEADER = "X-Request-ID"
_ENVIRON_KEY = "HTTP_X_REQUEST_ID"
VALID = re.compile(r"^[A-Za-z0-9._-]{1,128}$")


def current_request_id() -> str | None:
    return g.get("request_id")


def assign(environ: dict, ctx_g: Any) -> str:
    """The request's id (the client's, or a new one), kept in `g.request_id`."""
    given = environ.get(_ENVIRON_KEY, "")
    rid = given if VALID.fullmatch(given) else str(uuid.uuid4())
    ctx_g.request_id = rid
    return rid


def echo(response: Response, environ: dict, ctx_g: Any) -> Response:
    """The request's id on the response (assigned now if the request failed before it was)."""
    rid = getattr(ctx_g, "request_id", None)
    if rid is None:  # a failure before the before_request hook ran
        rid = assign(environ, ctx_g)
    response.headers[HEADER] = rid
    return response
