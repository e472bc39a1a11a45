"""Rulesets (ETag, 304), health, the contract and offline docs, request ids, CORS and JSON logs."""

from __future__ import annotations

import json
import logging
import re
import uuid

import pytest
import yaml
from conftest import SPEC

from service.logs import JsonFormatter


def test_rulesets_list(client):
    r = client.get("/v1/rulesets")
    assert r.status_code == 200
    ids = [x["id"] for x in r.get_json()["rulesets"]]
    assert ids == sorted(ids) and {"hk-classic", "canton-new"} <= set(ids)
    assert r.headers["Cache-Control"] == "public, max-age=300"
    assert re.fullmatch(r'"[0-9a-f]{20}"', r.headers["ETag"])


@pytest.mark.parametrize("ruleset_id", ["hk-classic", "canton-new"])
def test_ruleset_detail_etag_is_the_ruleset_etag(client, app, ruleset_id):
    r = client.get(f"/v1/rulesets/{ruleset_id}")
    assert r.status_code == 200
    rs = app.extensions["mahjong_rulesets"][ruleset_id]
    assert r.headers["ETag"] == f'"{rs.etag}"'
    assert r.get_json() == json.loads(json.dumps(rs.public(), ensure_ascii=False))
    d = r.get_json()
    assert d["patterns"] and all({"id", "name", "fan", "limit_hand", "suppresses"} <= set(p) for p in d["patterns"])


@pytest.mark.parametrize("path", ["/v1/rulesets", "/v1/rulesets/hk-classic", "/openapi.yaml", "/openapi.json", "/docs"])
def test_if_none_match_304(client, path):
    first = client.get(path)
    etag = first.headers["ETag"]
    for value in (etag, f"W/{etag}", f'"nope", {etag}', "*"):
        r = client.get(path, headers={"If-None-Match": value})
        assert r.status_code == 304, value
        assert r.data == b"" and r.headers["ETag"] == etag
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def test_health_and_ready(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    d = client.get("/readyz").get_json()
    assert d["status"] == "ready" and "hk-classic" in d["rulesets"]


def test_head_is_answered(client):
    r = client.head("/healthz")
    assert r.status_code == 200 and r.headers["X-Request-ID"]


def test_openapi_documents(client):
    y = client.get("/openapi.yaml")
    assert y.status_code == 200 and y.mimetype == "application/yaml"
    assert yaml.safe_load(y.get_data(as_text=True)) == SPEC
    j = client.get("/openapi.json")
    assert j.status_code == 200 and j.get_json() == SPEC


def test_docs_are_offline(client):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert "http://" not in html and "https://" not in html and "//cdn" not in html
    assert "default-src 'self'" in page.headers["Content-Security-Policy"]
    refs = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert refs and all(ref.startswith("/docs/") for ref in refs)
    client.validate = False  # assets are not part of the contract
    for ref in refs + ["/docs/swagger-initializer.js", "/docs/openapi-3.0.json"]:
        r = client.get(ref)
        assert r.status_code == 200, ref
        assert r.headers["X-Request-ID"]
    init = client.get("/docs/swagger-initializer.js").get_data(as_text=True)
    assert "petstore" not in init and "https://" not in init and "/docs/openapi-3.0.json" in init
    down = client.get("/docs/openapi-3.0.json").get_json()
    assert down["openapi"] == "3.0.3"
    # The page names the 3.1 contract, not the copy it renders.
    assert "OpenAPI 3.1" in re.search(r"<title>(.*)</title>", html).group(1)
    assert down["info"]["description"].startswith("**The contract is OpenAPI 3.1**")
    assert down["externalDocs"]["url"] == "/openapi.json"
    assert "url:" not in init and "spec: spec" in init
    assert '"null"' not in json.dumps(down["components"]["schemas"]["Context"]["properties"]["winning_tile_seen"])


def test_docs_spec_is_valid_openapi_30(client):
    from openapi_spec_validator import OpenAPIV30SpecValidator

    client.validate = False
    OpenAPIV30SpecValidator(client.get("/docs/openapi-3.0.json").get_json()).validate()


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("abc-123_X.y", True),
        ("a" * 128, True),
        ("a" * 129, False),
        ("has space", False),
        ("", False),
        ("ünicode", False),
        ("a/b", False),
    ],
)
def test_request_id(client, given, kept):
    r = client.post("/v1/score", json={"hand": {}, "context": {}}, headers={"X-Request-ID": given})
    rid = r.headers["X-Request-ID"]
    assert r.get_json()["request_id"] == rid
    if kept:
        assert rid == given
    else:
        assert str(uuid.UUID(rid)) == rid and uuid.UUID(rid).version == 4


def test_every_response_has_a_new_request_id(client):
    a = client.get("/healthz").headers["X-Request-ID"]
    b = client.get("/healthz").headers["X-Request-ID"]
    assert a != b


def test_cors_preflight_and_exposed_headers(client):
    r = client.options(
        "/v1/score",
        headers={
            "Origin": "https://app.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type, X-Request-ID",
        },
    )
    assert r.status_code == 200
    assert r.headers["Access-Control-Allow-Origin"] in ("*", "https://app.example")
    assert "POST" in r.headers["Access-Control-Allow-Methods"]
    assert "x-request-id" in r.headers["Access-Control-Allow-Headers"].lower()
    r = client.get("/v1/rulesets", headers={"Origin": "https://app.example"})
    exposed = {h.strip().lower() for h in r.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"x-request-id", "etag"} <= exposed
    problem = client.post("/v1/score", data="x", content_type="text/plain", headers={"Origin": "https://app.example"})
    assert problem.status_code == 415 and "Access-Control-Allow-Origin" in problem.headers


def test_no_cors_outside_v1(client):
    r = client.get("/healthz", headers={"Origin": "https://app.example"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_logs_are_json_lines_with_request_id(caplog):
    from service import create_app

    logged = create_app({"ACCESS_LOG": True})  # the app's own access log (gunicorn writes it in production)
    with caplog.at_level(logging.INFO, logger="service"):
        logged.test_client().get("/healthz", headers={"X-Request-ID": "log-me-1"})
    recs = [r for r in caplog.records if r.name == "service.access"]
    assert recs and recs[-1].request_id == "log-me-1" and recs[-1].status == 200
    line = JsonFormatter().format(recs[-1])
    parsed = json.loads(line)
    assert parsed["request_id"] == "log-me-1" and parsed["status"] == 200 and parsed["path"] == "/healthz"
    assert "\n" not in line
