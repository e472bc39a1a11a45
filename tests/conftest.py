"""Shared fixtures for the API tests: an app, and a test client that checks every response it
receives against openapi.yaml with openapi-core (plus the problem+json and X-Request-ID rules).

Other helpers' API tests get the same checking by using the `client` fixture.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from flask.testing import FlaskClient
from openapi_core import Config, OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from openapi_core.deserializing.media_types.util import json_loads, plain_loads
from openapi_core.templating.paths.exceptions import OperationNotFound, PathNotFound

from service import create_app

ROOT = Path(__file__).resolve().parents[1]
SPEC_PATH = ROOT / "openapi.yaml"
SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


def _yaml_loads(value: bytes, **parameters: str) -> Any:
    """An application/yaml body is the document it holds (as application/json's is)."""
    return yaml.safe_load(value)


OPENAPI = OpenAPI.from_dict(
    SPEC,
    config=Config(
        extra_media_type_deserializers={
            "application/problem+json": json_loads,
            "application/yaml": _yaml_loads,
            "text/javascript": plain_loads,
        }
    ),
)
REQUEST_ID_RE = r"^[A-Za-z0-9._-]{1,128}$"


def _problem_validator() -> jsonschema.protocols.Validator:
    schema = {"$ref": "#/components/schemas/Problem", "components": SPEC["components"]}
    return jsonschema.Draft202012Validator(schema)


PROBLEM_VALIDATOR = _problem_validator()


class _SentRequest(WerkzeugOpenAPIRequest):
    """The request a test client sent; its body stream is spent (response checks do not need it)."""

    @property
    def body(self) -> bytes:
        return b""


def check_response(response: Any) -> None:
    """The response agrees with openapi.yaml (or, off the documented paths, is a Problem)."""
    import re

    rid = response.headers.get("X-Request-ID")
    assert rid and re.match(REQUEST_ID_RE, rid), f"missing or bad X-Request-ID: {rid!r}"
    if response.status_code >= 400:
        assert response.mimetype == "application/problem+json", (response.status_code, response.mimetype)
        body = response.get_json()
        PROBLEM_VALIDATOR.validate(body)
        assert body["status"] == response.status_code
        assert body["request_id"] == rid
        assert "Traceback" not in response.get_data(as_text=True)
    request = _SentRequest(response.request)
    try:
        OPENAPI.validate_response(request, WerkzeugOpenAPIResponse(response))
    except (PathNotFound, OperationNotFound):
        # Undocumented paths/methods (404, 405, HEAD, CORS preflight): the problem rules above apply.
        if response.request.method not in ("OPTIONS", "HEAD"):
            assert response.status_code in (404, 405), (response.request.method, response.request.path)


class ValidatingClient(FlaskClient):
    """A Flask test client that validates every response against the contract."""

    validate = True

    def open(self, *args: Any, **kwargs: Any) -> Any:  # noqa: A003 - Werkzeug's name
        response = super().open(*args, **kwargs)
        if self.validate:
            check_response(response)
        return response


@pytest.fixture(scope="session")
def app() -> Any:
    application = create_app({"TESTING": True})
    application.test_client_class = ValidatingClient
    return application


@pytest.fixture()
def client(app: Any) -> ValidatingClient:
    return app.test_client()


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    """The app over real HTTP on a free loopback port (werkzeug, threaded): its base URL."""
    from werkzeug.serving import make_server

    srv = make_server("127.0.0.1", 0, create_app(), threaded=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}"
    srv.shutdown()
