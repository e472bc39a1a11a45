"""The contract stays friendly to client generators: no reference into another schema's
properties, and every array says what its items are."""

from __future__ import annotations

from pathlib import Path

import yaml

SPEC = yaml.safe_load((Path(__file__).resolve().parent.parent / "openapi.yaml").read_text(encoding="utf-8"))


def _walk(node, path=""):
    if isinstance(node, dict):
        yield path, node
        for k, v in node.items():
            yield from _walk(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, f"{path}/{i}")


def test_references_name_whole_components() -> None:
    bad = [p for p, n in _walk(SPEC) if isinstance(n.get("$ref"), str) and "/properties/" in n["$ref"]]
    assert not bad


def test_every_array_schema_has_items() -> None:
    bad = [
        p
        for p, n in _walk(SPEC["components"]["schemas"], "/components/schemas")
        if n.get("type") == "array" and "items" not in n and "prefixItems" not in n
    ]
    assert not bad


def _schema_nodes(node, path=""):
    """Every schema object of the document (examples are data, not schemas: skipped)."""
    if isinstance(node, dict):
        yield path, node
        for k, v in node.items():
            if k not in ("examples", "example", "x-request", "x-default"):
                yield from _schema_nodes(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _schema_nodes(v, f"{path}/{i}")


def test_no_default_keyword_in_schemas() -> None:
    """openapi-typescript 7 (default options) makes every property with a `default` required, so a
    request leaving it out fails `tsc --strict`; openapi-python-client sends it back explicitly.
    The contract states defaults in the description and in `x-default` instead."""
    bad = [p for p, n in _schema_nodes(SPEC) if "default" in n and not p.endswith(("/properties", "/responses"))]
    assert not bad, f"use `x-default` and say the default in the description: {bad}"


def test_x_defaults_are_said_and_are_the_services_own() -> None:
    from marshmallow import missing

    from schemas.discards import CoachHandSchema, DiscardsRequestSchema
    from schemas.score import ContextSchema, HandSchema, MeldSchema, ScoreRequestSchema
    from schemas.settle import FalseWinSchema, SettleRequestSchema
    from schemas.waits import WaitsRequestSchema

    service_schemas = {
        "Meld": MeldSchema,
        "Hand": HandSchema,
        "Context": ContextSchema,
        "ScoreRequest": ScoreRequestSchema,
        "WaitingHand": HandSchema,
        "WaitingContext": ContextSchema,
        "WaitsRequest": WaitsRequestSchema,
        "FalseWin": FalseWinSchema,
        "SettleRequest": SettleRequestSchema,
        "CoachHand": CoachHandSchema,
        "DiscardsRequest": DiscardsRequestSchema,
    }
    seen = 0
    for name, schema in SPEC["components"]["schemas"].items():
        for prop, node in (schema.get("properties") or {}).items():
            if "x-default" not in node:
                continue
            seen += 1
            value = node["x-default"]
            shown = {False: "false", True: "true"}.get(value, value) if isinstance(value, bool) else value
            assert f"Default: `{shown}`" in node.get("description", ""), (name, prop)
            loaded = service_schemas[name]().fields[prop].load_default
            if loaded is missing:  # defaulted by the engine (settle's `mode`), not by the schema
                continue
            loaded = loaded() if callable(loaded) else loaded
            assert (list(loaded) if isinstance(loaded, tuple) else loaded) == value, (name, prop, loaded, value)
    assert seen >= 30
