"""The contract and its browser: /openapi.yaml, /openapi.json, /docs (Swagger UI, fully offline).

Swagger UI comes from the `swagger_ui_bundle` package and is served from here: the page loads
nothing from another origin (a Content-Security-Policy says so). The bundled Swagger UI (4.x)
renders OpenAPI 3.0 only, so /docs reads /docs/openapi-3.0.json, a mechanical down-conversion of
the 3.1 contract (type lists with "null" become `nullable`, `const` an `enum`, schema
`examples` an `example`); /openapi.yaml and /openapi.json are the contract itself. The page names
that contract: its title, a first line of the description and the info's external link point at
/openapi.json (OpenAPI 3.1); the copy is handed to Swagger UI as a document, not a URL, so no
"openapi-3.0.json" address is shown as the page's source.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, Response, abort, current_app, request, send_from_directory
from swagger_ui_bundle import swagger_ui_path

from rules.memo import bounded_cache

bp = Blueprint("docs", __name__)

OPENAPI_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
SWAGGER_FILES = (
    "swagger-ui.css",
    "swagger-ui-bundle.js",
    "swagger-ui-standalone-preset.js",
    "index.css",
    "favicon-32x32.png",
    "favicon-16x16.png",
)
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'"
)

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>Mahjong scoring API · OpenAPI 3.1 contract</title>
  <link rel="stylesheet" type="text/css" href="/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js" charset="UTF-8"></script>
  <script src="/docs/swagger-initializer.js" charset="UTF-8"></script>
</body>
</html>
"""

# The 3.0 copy is fetched here and handed over as `spec` (with `url`, Swagger UI would show the
# copy's address as the document's source); BaseLayout has no top bar with an address field.
_INITIALIZER = """window.onload = function () {
  fetch("/docs/openapi-3.0.json", {headers: {"Accept": "application/json"}})
    .then(function (response) { return response.json(); })
    .then(function (spec) {
      window.ui = SwaggerUIBundle({
        spec: spec,
        dom_id: "#swagger-ui",
        deepLinking: true,
        validatorUrl: null,
        presets: [SwaggerUIBundle.presets.apis],
        layout: "BaseLayout"
      });
    });
};
"""


@bounded_cache(maxsize=1, entry_bytes=450_000)
def _spec_text() -> str:
    return OPENAPI_PATH.read_text(encoding="utf-8")


@bounded_cache(maxsize=1, entry_bytes=750_000)
def spec() -> dict[str, Any]:
    """The contract (openapi.yaml) as a dict, read once."""
    return yaml.safe_load(_spec_text())


def _etag(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _text(body: str, mimetype: str, *, cache: bool = True) -> Response:
    resp = current_app.response_class(body, mimetype=mimetype)
    if cache:
        resp.set_etag(_etag(body))
        resp.headers["Cache-Control"] = "public, max-age=300"
        resp.make_conditional(request)  # in place (304 when the client's ETag matches)
    return resp


@bp.get("/openapi.yaml")
def openapi_yaml() -> Response:
    return _text(_spec_text(), "application/yaml")


@bounded_cache(maxsize=1, entry_bytes=530_000)
def _spec_json() -> str:
    return json.dumps(spec(), ensure_ascii=False, indent=1)


@bp.get("/openapi.json")
def openapi_json() -> Response:
    return _text(_spec_json(), "application/json")


# JSON Schema keywords OpenAPI 3.0 does not have: dropped (the 3.0 copy is only for the browser).
_ONLY_31 = (
    "$schema",
    "$id",
    "$defs",
    "$comment",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contentMediaType",
    "contentEncoding",
    "propertyNames",
    "patternProperties",
    "dependentRequired",
    "dependentSchemas",
    "prefixItems",
    "if",
    "then",
    "else",
    "contains",
    "minContains",
    "maxContains",
)


def to_openapi_30(node: Any) -> Any:
    """Down-convert a 3.1 document for Swagger UI 4 (see the module docstring)."""
    if isinstance(node, list):
        return [to_openapi_30(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {k: to_openapi_30(v) for k, v in node.items()}
    t = out.get("type")
    if isinstance(t, list):
        rest = [x for x in t if x != "null"]
        out["type"] = rest[0] if len(rest) == 1 else rest
        if "null" in t:
            out["nullable"] = True
        if isinstance(out["type"], list):  # several non-null types: no 3.0 form; leave it untyped
            del out["type"]
    for bound, plain in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        if isinstance(out.get(bound), int | float) and not isinstance(out.get(bound), bool):
            out[plain] = out[bound]
            out[bound] = True
    if "const" in out:
        out["enum"] = [out.pop("const")]
    if isinstance(out.get("examples"), list):  # a schema's examples (media types have a map)
        ex = out.pop("examples")
        if ex:
            out["example"] = ex[0]
    for key in _ONLY_31:
        out.pop(key, None)
    if "oneOf" in out or "anyOf" in out:
        for key in ("oneOf", "anyOf"):
            if key in out:
                alts = out[key]
                if any(a == {"type": "null"} for a in alts):
                    out[key] = [a for a in alts if a != {"type": "null"}]
                    out["nullable"] = True
    return out


CONTRACT_NOTE = (
    "**The contract is OpenAPI 3.1**: [/openapi.yaml](/openapi.yaml), [/openapi.json](/openapi.json). "
    "This page renders a mechanical OpenAPI 3.0 copy of it (Swagger UI 4 reads 3.0 only).\n\n"
)


@bounded_cache(maxsize=1, entry_bytes=360_000)
def _spec_30_json() -> str:
    doc = to_openapi_30(copy.deepcopy(spec()))
    doc["openapi"] = "3.0.3"
    doc["info"]["description"] = CONTRACT_NOTE + doc["info"].get("description", "")
    doc["externalDocs"] = {"description": "The contract: OpenAPI 3.1 (JSON)", "url": "/openapi.json"}
    doc["info"].pop("summary", None)
    doc["info"].get("license", {}).pop("identifier", None)
    doc.pop("jsonSchemaDialect", None)
    doc.pop("webhooks", None)
    return json.dumps(doc, ensure_ascii=False)


def _with_csp(resp: Response) -> Response:
    resp.headers["Content-Security-Policy"] = CSP
    resp.headers["X-Content-Type-Options"] = "nosniff"
    return resp


@bp.get("/docs")
def docs_page() -> Response:
    return _with_csp(_text(_PAGE, "text/html"))


@bp.get("/docs/swagger-initializer.js")
def docs_initializer() -> Response:
    return _with_csp(_text(_INITIALIZER, "text/javascript"))


@bp.get("/docs/openapi-3.0.json")
def docs_spec() -> Response:
    return _with_csp(_text(_spec_30_json(), "application/json"))


@bp.get("/docs/<filename>")
def docs_asset(filename: str) -> Response:
    if filename not in SWAGGER_FILES:
        abort(404)
    resp = send_from_directory(str(swagger_ui_path), filename, max_age=86400)
    return _with_csp(resp)
