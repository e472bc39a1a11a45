"""Every example in openapi.yaml is executed and answers as documented; the file is a valid 3.1 document.

Convention (also in docs/SERVICE.md): a request example (request body or path parameter) named N is
answered by the response example named N, under the status code it is listed at. A response example
with no request example of its name says how to provoke it in `x-request` (`body` raw text, `pad_to`
bytes of padding, `headers`, `method`, or `batch_of: {count, item}`); an operation without input is
simply called. `x-match: subset` means the documented value is an abridged form of the answer (every
documented key present and equal; documented list items found in order); otherwise the answer must
be equal, except that `request_id` (always present in problems) may be left out of the example.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from conftest import SPEC
from openapi_spec_validator import validate

METHODS = ("get", "post", "put", "patch", "delete")


def test_spec_is_valid_openapi_31():
    validate(SPEC)
    assert SPEC["openapi"].startswith("3.1")


def _cases() -> list[Any]:
    cases = []
    for path, item in SPEC["paths"].items():
        for method in METHODS:
            op = item.get(method)
            if not op:
                continue
            requests: dict[str, tuple[str, Any]] = {}
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            for name, ex in (body.get("examples") or {}).items():
                requests[name] = ("body", ex["value"])
            for param in op.get("parameters", []):
                if param.get("in") == "path":
                    for name, ex in (param.get("examples") or {}).items():
                        requests[name] = ("path", (param["name"], ex["value"]))
            responses: dict[str, tuple[int, dict]] = {}
            for status, resp in op["responses"].items():
                for content in (resp.get("content") or {}).values():
                    for name, ex in (content.get("examples") or {}).items():
                        assert name not in responses, f"{method} {path}: response example {name} twice"
                        responses[name] = (int(status), ex)
            for name in requests:
                assert name in responses, f"{method.upper()} {path}: request example {name!r} has no response example"
            for name, (status, ex) in responses.items():
                cases.append(pytest.param(path, method, name, requests.get(name), status, ex,
                                          id=f"{method.upper()} {path} {name}"))
    return cases


def _matches(doc: Any, actual: Any, subset: bool, where: str = "") -> None:
    if isinstance(doc, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, got {actual!r}"
        extra = set(actual) - set(doc) - {"request_id"}
        if not subset:
            assert not extra, f"{where}: undocumented keys {sorted(extra)}"
        for k, v in doc.items():
            assert k in actual, f"{where}: missing key {k!r}"
            _matches(v, actual[k], subset, f"{where}/{k}")
    elif isinstance(doc, list) and subset:
        assert isinstance(actual, list), f"{where}: expected a list"
        pos = 0
        for i, d in enumerate(doc):
            while pos < len(actual):
                try:
                    _matches(d, actual[pos], subset, f"{where}/{pos}")
                    break
                except AssertionError:
                    pos += 1
            else:
                raise AssertionError(f"{where}: documented item {i} not found in order: {d!r}")
            pos += 1
    elif isinstance(doc, list):
        assert isinstance(actual, list) and len(actual) == len(doc), f"{where}: {actual!r} != {doc!r}"
        for i, (d, a) in enumerate(zip(doc, actual, strict=True)):
            _matches(d, a, subset, f"{where}/{i}")
    else:
        assert doc == actual and type(doc) is type(actual) or (
            isinstance(doc, int | float) and not isinstance(doc, bool) and doc == actual), \
            f"{where}: answered {actual!r}, documented {doc!r}"


@pytest.mark.parametrize(("path", "method", "name", "request_ex", "status", "example"), _cases())
def test_example_answers_as_documented(client, path, method, name, request_ex, status, example):
    kwargs: dict[str, Any] = {"method": method.upper()}
    url = path
    xr = example.get("x-request")
    if request_ex is not None:
        kind, value = request_ex
        if kind == "body":
            kwargs["json"] = value
        else:
            pname, pvalue = value
            url = path.replace("{" + pname + "}", pvalue)
    elif xr is not None:
        kwargs["method"] = xr.get("method", kwargs["method"])
        kwargs["headers"] = xr.get("headers", {})
        if "batch_of" in xr:
            kwargs["json"] = {"requests": [xr["batch_of"]["item"]] * xr["batch_of"]["count"]}
        elif "body" in xr:
            raw = xr["body"].encode()
            kwargs["data"] = raw + b" " * max(0, xr.get("pad_to", 0) - len(raw))
    else:
        assert "{" not in path and "requestBody" not in SPEC["paths"][path][method], \
            f"response example {name} needs a request example or x-request"
    r = client.open(url, **kwargs)
    assert r.status_code == status, json.dumps(r.get_json(), ensure_ascii=False)[:2000]
    _matches(example["value"], r.get_json(), example.get("x-match") == "subset")


def test_every_operation_with_input_has_examples():
    for path, item in SPEC["paths"].items():
        for method in METHODS:
            op = item.get(method)
            if op and "requestBody" in op:
                assert op["requestBody"]["content"]["application/json"].get("examples"), (method, path)
