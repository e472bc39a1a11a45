"""Schema of `POST /v1/settle`: settle a result given as fan counts, without tiles.

Exactly one of:

- `win`: one win: `winner`, `fan` (the hand's total as `/v1/score` counts it, after the limit),
  `win_by`, `discarder` (for a discard), optional `liability` `{seat, reason?}` (包; with no hand
  the reason cannot be checked and is optional).
- `wins` + `discarder` (+ `mode`, default `all`): several winners on one discard (一炮多響; `first`
  is 截糊: only the first winner counter-clockwise from the discarder is paid).
- `false_win`: 詐糊: `offender`, `variant` (default `limit_self_draw`), `win_by`, `discarder`,
  `claimed_fan` (variant `minimum_three`), `penalty_fan` (the fan a false win pays at; default the
  table's limit; required at a table with no limit).

`ruleset` (default hk-classic) gives the table defaults and the 新章 dealer rule; `table` is the
table object of `/v1/score`.
"""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, validate, validates_schema

from rules.hand import WIN_BY
from rules.payouts import FALSE_WIN_VARIANTS, MULTI_MODES
from rules.settlement import LIABILITY_REASONS
from rules.tiles import SEATS
from schemas.fields import RulesetId, StrictInteger, StrictString
from schemas.score import DEFAULT_RULESET, StrictSchema, TableSchema

MAX_FAN = 1000
KINDS = ("win", "wins", "false_win")


def _one_of(choices: tuple[str, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error="Must be one of: {choices}.")


def _seat(**kwargs: Any) -> StrictString:
    return StrictString(validate=_one_of(SEATS), **kwargs)


def _fan(**kwargs: Any) -> StrictInteger:
    return StrictInteger(validate=validate.Range(min=0, max=MAX_FAN), **kwargs)


class SettleLiabilitySchema(StrictSchema):
    seat = _seat(required=True)
    reason = StrictString(load_default=None, allow_none=True, validate=_one_of(LIABILITY_REASONS))


class SettleWinSchema(StrictSchema):
    winner = _seat(required=True)
    fan = _fan(required=True)
    win_by = StrictString(required=True, validate=_one_of(WIN_BY))
    discarder = _seat(load_default=None, allow_none=True)
    liability = fields.Nested(SettleLiabilitySchema, load_default=None, allow_none=True)


class SettleWinnerSchema(StrictSchema):
    winner = _seat(required=True)
    fan = _fan(required=True)
    liability = fields.Nested(SettleLiabilitySchema, load_default=None, allow_none=True)


class FalseWinSchema(StrictSchema):
    offender = _seat(required=True)
    variant = StrictString(load_default="limit_self_draw", validate=_one_of(FALSE_WIN_VARIANTS))
    win_by = StrictString(load_default=None, allow_none=True, validate=_one_of(WIN_BY))
    discarder = _seat(load_default=None, allow_none=True)
    claimed_fan = _fan(load_default=None, allow_none=True)
    penalty_fan = _fan(load_default=None, allow_none=True)


class SettleRequestSchema(StrictSchema):
    ruleset = RulesetId(load_default=DEFAULT_RULESET)
    table = fields.Nested(TableSchema, load_default=dict)
    win = fields.Nested(SettleWinSchema)
    wins = fields.List(fields.Nested(SettleWinnerSchema), validate=validate.Length(min=1, max=3))
    discarder = _seat()
    mode = StrictString(validate=_one_of(MULTI_MODES))
    false_win = fields.Nested(FalseWinSchema)

    @validates_schema
    def _exactly_one(self, data: dict[str, Any], **kwargs: Any) -> None:
        given = [k for k in KINDS if k in data]
        if not given:
            raise ValidationError("Give exactly one of win, wins or false_win.")
        if len(given) > 1:
            raise ValidationError(f"Give exactly one of win, wins or false_win (got {', '.join(given)}).", given[1])
        errors: dict[str, list[str]] = {}
        if given[0] == "wins":
            if "discarder" not in data:
                errors["discarder"] = ["Missing data for required field (several winners share one discarder)."]
        else:
            if "discarder" in data:
                errors["discarder"] = [f"Only with wins (several winners); for {given[0]} put it inside {given[0]}."]
            if "mode" in data:
                errors["mode"] = ["Only with wins (several winners on one discard)."]
        if errors:
            raise ValidationError(errors)
