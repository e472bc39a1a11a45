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
    bad = [p for p, n in _walk(SPEC["components"]["schemas"], "/components/schemas")
           if n.get("type") == "array" and "items" not in n and "prefixItems" not in n]
    assert not bad
