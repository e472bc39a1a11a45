"""Contract fuzzing: schemathesis generates requests from openapi.yaml (valid and invalid ones) and
holds every answer of the in-process Flask app to the contract with every built-in check, plus two
of the service's own (problem bodies, and no schema-level refusal of schema-valid data).

Bounded for `make test`: schemathesis.toml's `max-examples` (25) per operation and a fixed seed, plus
the explicit examples and schemathesis' coverage cases; about 30 s on 2 cores. `FUZZ_EXAMPLES=N`
overrides the count (`make fuzz` runs the same test with 2000). Deliberate exceptions, with their
reasons, are in schemathesis.toml.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig

from service import create_app

ROOT = Path(__file__).resolve().parents[1]

CONFIG = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
APP = create_app({"TESTING": True})
# The contract file itself, run against the app in process (from_wsgi would leave out the endpoint
# the schema is loaded from, GET /openapi.yaml).
schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml", config=CONFIG)
schema.app = APP
if os.environ.get("FUZZ_EXAMPLES"):
    schema.config.generation.update(max_examples=int(os.environ["FUZZ_EXAMPLES"]))

pytestmark = pytest.mark.fuzz


@schemathesis.check
def problem_body(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """Every 4xx/5xx is problem+json whose `status` is the HTTP status and whose `request_id` is X-Request-ID."""
    if response.status_code < 400:
        return None
    content_type = response.headers.get("content-type", [""])[0]
    assert content_type.startswith("application/problem+json"), f"{response.status_code} as {content_type!r}"
    body = response.json()
    assert body["status"] == response.status_code, body
    assert body["request_id"] == response.headers["x-request-id"][0], body
    return True


# What the service's marshmallow schemas (schemas/) say when a field breaks a rule JSON Schema can
# express (type, enum, range, length, pattern, required, unknown field, null). Cross-field rules
# (a `tables` key not among `rulesets`, a false-win variant and its fan fields ...) are also
# `invalid_request` but have their own wording and are the service's to decide.
SCHEMA_LEVEL = re.compile(
    r"Must be (true or false|an integer|a number|a string|a tile string|a string naming one tile|one of: "
    r"|a ruleset id|an object|a table object|a JSON object|greater|less)"
    r"|Not a valid|Unknown field|Missing data for required field|Field may not be null"
    r"|Length must be|Shorter than|Longer than|String does not match"
)


def _at(document: Any, pointer: str) -> Any:
    for token in pointer.split("/")[1:] if pointer else []:
        token = token.replace("~1", "/").replace("~0", "~")
        document = document[int(token)] if isinstance(document, list) else document[token]
    return document


def _integral_float(case: schemathesis.Case, pointer: str) -> bool:
    """`5.0` where an integer is due: JSON Schema's `integer` admits it; the service (and the contract's
    own words) refuse it. Not a contract bug, so not this check's business."""
    try:
        value = _at(case.body, pointer)
    except (KeyError, IndexError, ValueError, TypeError):
        return False
    return isinstance(value, float) and value.is_integer()


@schemathesis.check
def schema_valid_not_refused_by_schema(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """Data the contract's JSON Schema allows may be impossible (422 with a domain code, or a
    cross-field rule), but a field-level schema refusal of it means the service's schema and the
    contract disagree."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 422:
        return None
    body = response.json()
    refused = [
        e
        for e in body.get("errors", [])
        if e.get("code") == "invalid_request"
        and SCHEMA_LEVEL.search(e.get("detail", ""))
        and not _integral_float(case, e.get("pointer", ""))
    ]
    assert not refused, f"schema-valid data refused by the service's schema: {refused}"
    return True


@schemathesis.check
def batch_items_answered_alone(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """A batch answered 200 has one result per item, each with `outcome`; a batch whose data breaks the
    contract (a 200 only when the fault is inside items) has at least one problem among its results."""
    if case.operation.path != "/v1/score/batch" or case.method.upper() != "POST" or response.status_code != 200:
        return None
    results = response.json()["results"]
    assert len(results) == len(case.body["requests"]), "one result per request"
    assert all(r["outcome"] == ("problem" if "code" in r else "score") for r in results), results
    meta = case.meta
    if meta is not None and not meta.generation.mode.is_positive:
        assert any(r["outcome"] == "problem" for r in results), "schema-violating items all scored"
    return True


@schema.parametrize()
def test_contract(case: schemathesis.Case) -> None:
    case.call_and_validate()
