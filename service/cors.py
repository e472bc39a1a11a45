"""CORS on `/v1/*`: flask_cors's headers, the common case read from a table made at start-up.

flask_cors decides per response; most requests (no `Origin`, not a preflight) get the same
headers whatever they ask, so they are computed once, by flask_cors itself, and added as they are.
Every other request (an `Origin`, a preflight, a private-network request, a path with a `%`
escape) is answered by flask_cors as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from flask import Flask, Request, Response
from flask_cors import CORS
from flask_cors.core import ACL_ORIGIN, FLASK_CORS_EVALUATED

_PREFLIGHT_OR_ORIGIN = ("HTTP_ORIGIN", "HTTP_ACCESS_CONTROL_REQUEST_PRIVATE_NETWORK")


class Cors:
    """The CORS headers of `prefix`/* (flask_cors's, with its options); call it on each response."""

    def __init__(self, app: Flask, prefix: str, origins: str | Sequence[str], **options: object) -> None:
        self.prefix = prefix
        CORS(app, resources={prefix + "/*": {"origins": origins}}, **options)  # type: ignore[arg-type]
        # flask_cors registered its hook last: run it from here instead (service/__init__.py's hook).
        self.full: Callable[[Response], Response] = app.after_request_funcs[None].pop()  # type: ignore[assignment]
        with app.test_request_context(prefix + "/", method="GET"):
            probe = app.response_class()
            before = len(probe.headers)
            self.full(probe)
            self.plain: list[tuple[str, str]] = list(probe.headers)[before:]

    def __call__(self, response: Response, request: Request) -> Response:
        path = request.path
        if not path.startswith(self.prefix):
            return self.full(response) if "%" in path else response  # flask_cors unquotes the path
        environ = request.environ
        if request.method == "OPTIONS" or any(environ.get(key) is not None for key in _PREFLIGHT_OR_ORIGIN):
            return self.full(response)
        if hasattr(response, FLASK_CORS_EVALUATED) or response.headers.get(ACL_ORIGIN):
            return response
        for key, value in self.plain:
            response.headers.add(key, value)
        return response
