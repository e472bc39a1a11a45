"""Each request schema of schemas/ is the contract's: the same fields, the same required fields and the
same choices (enums) as its component in openapi.yaml; and the context is the engine's WinContext."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
import yaml
from marshmallow import Schema, fields, validate

from rules.hand import WinContext
from schemas import discards as discards_schemas
from schemas import score as score_schemas
from schemas import settle as settle_schemas
from schemas import waits as waits_schemas
from service.engine import CONTEXT_FIELDS

SPEC = yaml.safe_load((Path(__file__).resolve().parent.parent / "openapi.yaml").read_text(encoding="utf-8"))
COMPONENTS = SPEC["components"]["schemas"]

# marshmallow schema -> the openapi component it loads
PAIRS = [
    (score_schemas.MeldSchema, "Meld"),
    (score_schemas.HandSchema, "Hand"),
    (score_schemas.HandBaseSchema, "WaitingHand"),
    (score_schemas.ContextSchema, "Context"),
    (score_schemas.ContextBaseSchema, "WaitingContext"),
    (score_schemas.TableSchema, "Table"),
    (score_schemas.LiabilitySchema, "Liability"),
    (score_schemas.ScoreRequestSchema, "ScoreRequest"),
    (score_schemas.BatchRequestSchema, "BatchRequest"),
    (waits_schemas.WaitsRequestSchema, "WaitsRequest"),
    (waits_schemas.CompareRequestSchema, "CompareRequest"),
    (discards_schemas.CoachHandSchema, "CoachHand"),
    (discards_schemas.DiscardsRequestSchema, "DiscardsRequest"),
    (settle_schemas.SettleLiabilitySchema, "SettleLiability"),
    (settle_schemas.SettleWinSchema, "SettleWin"),
    (settle_schemas.SettleWinnerSchema, "SettleWinner"),
    (settle_schemas.FalseWinSchema, "FalseWin"),
    (settle_schemas.SettleRequestSchema, "SettleRequest"),
]


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = COMPONENTS[node["$ref"].rsplit("/", 1)[-1]]
    return node


def _spec_enum(node: dict[str, Any]) -> frozenset | None:
    """The choices a property allows (following references, oneOf/anyOf branches and array items)."""
    node = _resolve(node)
    if "enum" in node:
        return frozenset(node["enum"]) - {None}  # null is the field's nullability, not a choice
    for key in ("oneOf", "anyOf"):
        if key in node:
            found = [e for e in (_spec_enum(b) for b in node[key]) if e is not None]
            return frozenset().union(*found) if found else None
    if "items" in node:
        return _spec_enum(node["items"])
    return None


def _field_enum(field: fields.Field) -> frozenset | None:
    if isinstance(field, fields.List):
        return _field_enum(field.inner)
    for v in field.validators:
        if isinstance(v, validate.OneOf):
            return frozenset(v.choices)
    return None


def _schema(cls: type[Schema]) -> Schema:
    return cls()


@pytest.mark.parametrize(("cls", "component"), PAIRS, ids=[c for _, c in PAIRS])
def test_request_schema_matches_the_contract(cls: type[Schema], component: str) -> None:
    spec = COMPONENTS[component]
    schema = _schema(cls)
    props = spec.get("properties", {})
    assert set(schema.fields) == set(props), f"{cls.__name__} vs {component}: fields differ"
    required = {name for name, f in schema.fields.items() if f.required}
    assert required == set(spec.get("required", [])), f"{cls.__name__} vs {component}: required differ"
    for name, f in schema.fields.items():
        assert _field_enum(f) == _spec_enum(props[name]), f"{cls.__name__}.{name} vs {component}: choices differ"


def test_every_request_component_is_checked() -> None:
    requests = {name for name in COMPONENTS if name.endswith("Request")}
    assert requests <= {c for _, c in PAIRS}


def test_the_context_is_the_engine_context() -> None:
    """One list of context fields: the WinContext dataclass, read by the service and both schemas."""
    names = tuple(f.name for f in dataclasses.fields(WinContext))
    assert CONTEXT_FIELDS == names
    assert set(score_schemas.ContextSchema().fields) == set(names)
    assert set(score_schemas.ContextBaseSchema().fields) == set(names) - {"win_by"}
    for f in dataclasses.fields(WinContext):
        assert f.type in ("bool", "int", "str", "int | None", "str | None"), f"{f.name} is not a plain typed field"
