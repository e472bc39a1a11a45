"""Schemas of `POST /v1/waits` and `POST /v1/score/compare`.

- waits: the `/v1/score` request without `hand.winning_tile` and `context.win_by` (the hand is one
  tile short), plus optional `discarded`: the tiles the player can see elsewhere (discards, other
  players' melds), which lower each wait's `live` count. `context` is optional here (every field
  has a default). `liability` is accepted for symmetry with /v1/score and not used.
- compare: the `/v1/score` request without `ruleset`, plus optional `rulesets` (ids; default every
  ruleset) and optional `tables`: `{ruleset_id: table | [table, ...]}`. A ruleset's entry in
  `tables` replaces `table` for that ruleset; a list compares several tables of one ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError, fields, validate

from rules.ruleset import all_rulesets, unknown_ruleset_message
from rules.tiles import TileError, parse_tiles
from schemas.fields import RULESET_ID, CodedMessage, RulesetId
from schemas.score import (
    ContextBaseSchema,
    ContextSchema,
    HandBaseSchema,
    HandSchema,
    LiabilitySchema,
    StrictSchema,
    TableSchema,
)

MAX_DISCARDED = 136
MAX_DISCARDED_TEXT = 1024
MAX_RULESETS = 16
MAX_TABLES_PER_RULESET = 8


class ManyTiles(fields.Field):
    """Like schemas.fields.Tiles, for longer lists (every tile on the table): a string in any
    notation or a list of single-tile strings, at most MAX_DISCARDED tiles."""

    default_error_messages = {
        "invalid": "Must be a string of tiles or a list of tile strings.",
        "too_long": f"Too many tiles (at most {MAX_DISCARDED} items, {MAX_DISCARDED_TEXT} characters).",
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> tuple[int, ...]:
        if isinstance(value, str):
            if len(value) > MAX_DISCARDED_TEXT:
                raise self.make_error("too_long")
            try:
                tiles = parse_tiles(value)
            except TileError as e:
                raise ValidationError([CodedMessage(e.message, "invalid_tile", name_field=True)]) from e
        elif isinstance(value, list):
            if len(value) > MAX_DISCARDED:
                raise self.make_error("too_long")
            tiles = []
            errors: dict[int, list[str]] = {}
            for i, item in enumerate(value):
                if not isinstance(item, str) or len(item) > 32:
                    errors[i] = [CodedMessage("Must be a tile string.")]
                    continue
                try:
                    parsed = parse_tiles(item)
                except TileError as e:
                    errors[i] = [CodedMessage(e.message, "invalid_tile", name_field=True)]
                    continue
                if len(parsed) != 1:
                    errors[i] = [CodedMessage(f"'{item}' is not a single tile", "invalid_tile", True)]
                    continue
                tiles.extend(parsed)
            if errors:
                raise ValidationError(errors)
        else:
            raise self.make_error("invalid")
        if len(tiles) > MAX_DISCARDED:
            raise self.make_error("too_long")
        return tuple(tiles)


class WaitsRequestSchema(StrictSchema):
    ruleset = RulesetId(load_default="hk-classic")
    hand = fields.Nested(HandBaseSchema, required=True)
    context = fields.Nested(ContextBaseSchema, load_default=dict)
    table = fields.Nested(TableSchema, load_default=dict)
    liability = fields.Nested(LiabilitySchema, load_default=None, allow_none=True)
    discarded = ManyTiles(load_default=tuple)


_table_schema = TableSchema()


class TablesByRuleset(fields.Field):
    """`{ruleset_id: table | [table, ...]}`; loads to `{id: [table, ...]}`, errors pointing into it."""

    default_error_messages = {"invalid": "Must be an object: ruleset id -> table (or a list of tables)."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> dict[str, list[dict]]:
        if not isinstance(value, Mapping):
            raise self.make_error("invalid")
        if len(value) > MAX_RULESETS:
            raise ValidationError([f"At most {MAX_RULESETS} rulesets."])
        out: dict[str, list[dict]] = {}
        errors: dict[str, Any] = {}
        for rid, spec in value.items():
            if not isinstance(rid, str) or not RULESET_ID.match(rid):
                errors[str(rid)] = [unknown_ruleset_message(str(rid), all_rulesets(), malformed=True)]
                continue
            if isinstance(spec, list):
                if not 1 <= len(spec) <= MAX_TABLES_PER_RULESET:
                    errors[rid] = [f"Give 1 to {MAX_TABLES_PER_RULESET} tables."]
                    continue
                items, many = spec, True
            else:
                items, many = [spec], False
            loaded: list[dict] = []
            item_errors: dict[Any, Any] = {}
            for i, item in enumerate(items):
                if not isinstance(item, Mapping):
                    item_errors[i] = ["Must be a table object."]
                    continue
                try:
                    loaded.append(_table_schema.load(item))
                except ValidationError as e:
                    item_errors[i] = e.messages
            if item_errors:
                errors[rid] = item_errors if many else item_errors[0]
            else:
                out[rid] = loaded
        if errors:
            raise ValidationError(errors)
        return out


class CompareRequestSchema(StrictSchema):
    rulesets = fields.List(
        RulesetId(), load_default=None, allow_none=False, validate=validate.Length(min=1, max=MAX_RULESETS)
    )
    hand = fields.Nested(HandSchema, required=True)
    context = fields.Nested(ContextSchema, required=True)
    table = fields.Nested(TableSchema, load_default=dict)
    tables = TablesByRuleset(load_default=dict)
    liability = fields.Nested(LiabilitySchema, load_default=None, allow_none=True)
