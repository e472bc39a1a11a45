"""Schemas of `POST /v1/score` and `POST /v1/score/batch` (field names: openapi.yaml).

The hand and context are split in a base part and the winning part so that other endpoints (the
waits of a hand one tile short) can reuse them: `HandBaseSchema` / `ContextBaseSchema` have no
`winning_tile` / `win_by`; `HandSchema` / `ContextSchema` add them, required.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import RAISE, ValidationError, fields, validate, validates_schema

from rules.hand import MELD_KINDS, WIN_BY
from rules.payouts import PAYMENT_MODES, SCALES, STAKES
from rules.settlement import LIABILITY_REASONS
from rules.tiles import SEATS
from schemas.fields import (
    RulesetId,
    StrictBoolean,
    StrictInteger,
    StrictNumber,
    StrictString,
    Tile,
    Tiles,
)
from schemas.quick import QuickLoadSchema, quick_form

MAX_MELDS = 4
MAX_HOUSE_RULES = 64
DEFAULT_RULESET = "hk-classic"


def _one_of(choices: tuple[str, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error="Must be one of: {choices}.")


def _house_rule_ids(value: dict) -> None:
    """Each bad id is reported at its own member (a Dict's key validator would add a `/key` token)."""
    bad = {k: ["Length must be between 1 and 64."] for k in value if not 1 <= len(k) <= 64}
    if bad:
        raise ValidationError(bad)


class StrictSchema(QuickLoadSchema):
    """A request object: unknown fields refused, each at its own pointer, in the order the request
    gives them."""

    class Meta:
        unknown = RAISE

    def handle_error(self, error: ValidationError, data: Any, *, many: bool, **kwargs: Any) -> None:
        """marshmallow finds unknown fields as a set (`set(data) - fields`): their errors come in
        the order of the process's string hashes, which differs from one start to the next. They
        are put in the order of the request's own keys, in the slots they hold among the errors, so
        that the same request gets the same answer every time."""
        if not many and isinstance(data, dict) and isinstance(error.messages, dict):
            error.messages = unknown_in_request_order(error.messages, data, self._known_keys(), self.error_messages)

    def _known_keys(self) -> frozenset[str]:
        return frozenset(f.data_key if f.data_key is not None else name for name, f in self.load_fields.items())


def unknown_in_request_order(
    messages: dict[Any, Any], data: dict[str, Any], known: frozenset[str], error_messages: Mapping[str, Any]
) -> dict[Any, Any]:
    """`messages` with the errors of unknown fields (keys of `data` not in `known`, whose message is
    marshmallow's `unknown` one alone) in `data`'s key order, each other error where it was."""
    said = [error_messages["unknown"]]
    slots = [k for k, v in messages.items() if k not in known and k in data and v == said]
    if len(slots) < 2:
        return messages
    order = {key: i for i, key in enumerate(data)}
    in_order = iter(sorted(slots, key=order.__getitem__))
    unknown = set(slots)
    return {(next(in_order) if k in unknown else k): v for k, v in messages.items()}


class MeldSchema(StrictSchema):
    type = StrictString(required=True, validate=_one_of(MELD_KINDS))
    tiles = Tiles(required=True)
    concealed = StrictBoolean(load_default=False)
    added = StrictBoolean(load_default=False)


class HandBaseSchema(StrictSchema):
    concealed = Tiles(required=True)
    melds = fields.List(fields.Nested(MeldSchema), load_default=list, validate=validate.Length(max=MAX_MELDS))
    flowers = Tiles(load_default=tuple)


class HandSchema(HandBaseSchema):
    # Required, except for the hand held at an exhaustive draw (context.exhaustive_draw, 流局十番),
    # which has none: ScoreRequestSchema checks the pair.
    winning_tile = Tile(load_default=None)


class ContextBaseSchema(StrictSchema):
    seat_wind = StrictString(load_default="east", validate=_one_of(SEATS))
    round_wind = StrictString(load_default="east", validate=_one_of(SEATS))
    discarder = StrictString(load_default=None, allow_none=True, validate=_one_of(SEATS))
    robbing_kong = StrictBoolean(load_default=False)
    kong_replacement = StrictInteger(load_default=0, validate=validate.Range(min=0, max=4))
    last_tile = StrictBoolean(load_default=False)
    heavenly = StrictBoolean(load_default=False)
    earthly = StrictBoolean(load_default=False)
    human = StrictBoolean(load_default=False)
    heavenly_ready = StrictBoolean(load_default=False)
    earthly_ready = StrictBoolean(load_default=False)
    first_draw_after_ready = StrictBoolean(load_default=False)
    winning_tile_seen = StrictInteger(load_default=None, allow_none=True, validate=validate.Range(min=0, max=3))
    robbing_flower = StrictBoolean(load_default=False)
    first_go_around = StrictBoolean(load_default=False)
    exhaustive_draw = StrictBoolean(load_default=False)
    discards_all_terminal_or_honour_unclaimed = StrictBoolean(load_default=False)


class ContextSchema(ContextBaseSchema):
    win_by = StrictString(required=True, validate=_one_of(WIN_BY))


class TableSchema(StrictSchema):
    """Every field optional: the ruleset's defaults fill the rest (rules.table.resolve_table)."""

    min_fan = StrictInteger(validate=validate.Range(min=0, max=1000))
    limit_fan = StrictInteger(allow_none=True, validate=validate.Range(min=0, max=1000))
    scale = StrictString(validate=_one_of(SCALES))
    multipliers = fields.List(
        StrictInteger(validate=validate.Range(min=1, max=10**12)), validate=validate.Length(min=1, max=1001)
    )
    payment = StrictString(validate=_one_of(PAYMENT_MODES))
    stake = StrictString(validate=_one_of(tuple(STAKES)))
    base = StrictNumber(validate=validate.Range(min=0, min_inclusive=False, max=10**9))
    house_rules = fields.Dict(
        keys=StrictString(),
        values=fields.Raw(allow_none=True),
        validate=[validate.Length(max=MAX_HOUSE_RULES), _house_rule_ids],
    )


class LiabilitySchema(StrictSchema):
    seat = StrictString(required=True, validate=_one_of(SEATS))
    reason = StrictString(required=True, validate=_one_of(LIABILITY_REASONS))


def _has_winning_tile_unless_drawn(loaded: dict) -> bool:
    """`ScoreRequestSchema._winning_tile` of a request loaded whole: a winning tile (read, so not
    null) unless the hand is held at an exhaustive draw, and then none."""
    return (loaded["hand"]["winning_tile"] is None) is loaded["context"]["exhaustive_draw"]


class ScoreRequestSchema(StrictSchema):
    ruleset = RulesetId(load_default=DEFAULT_RULESET)
    hand = fields.Nested(HandSchema, required=True)
    context = fields.Nested(ContextSchema, required=True)
    table = fields.Nested(TableSchema, load_default=dict)
    liability = fields.Nested(LiabilitySchema, load_default=None, allow_none=True)

    @validates_schema(skip_on_field_errors=False, pass_original=True)
    @quick_form(_has_winning_tile_unless_drawn)
    def _winning_tile(self, data: dict, original: object, **kwargs: object) -> None:
        hand, context = data.get("hand"), data.get("context")
        if not isinstance(hand, dict) or not isinstance(context, dict):
            return
        sent = original.get("hand") if isinstance(original, dict) else None
        if isinstance(sent, dict) and sent.get("winning_tile") is not None and hand.get("winning_tile") is None:
            return  # sent but unreadable: already reported as invalid_tile
        draw = context.get("exhaustive_draw", False)
        if hand.get("winning_tile") is None and not draw:
            raise ValidationError({"hand": {"winning_tile": ["Missing data for required field."]}})
        if hand.get("winning_tile") is not None and draw:
            raise ValidationError(
                {
                    "hand": {
                        "winning_tile": [
                            "A hand held at an exhaustive draw (context.exhaustive_draw) has no winning tile."
                        ]
                    }
                }
            )


class BatchRequestSchema(StrictSchema):
    """The envelope only: each item is loaded on its own so that each gets its own answer."""

    requests = fields.List(fields.Raw(allow_none=True), required=True)
