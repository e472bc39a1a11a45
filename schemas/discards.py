"""Schema of `POST /v1/discards` (the hand coach, 何切).

The `/v1/waits` request for a hand just after a draw: `hand.concealed` holds 14 tiles counting
the drawn one (plus one per kong), `hand.drawn` optionally names which of them was drawn; no
`winning_tile`, no `win_by` (every wait is valued both ways). `context` is optional; `discarded`
lists the tiles the player can see elsewhere (discards, other players' melds); `best_reachable`
asks for the best win each discard one exchange from ready can reach (several times the work).
"""

from __future__ import annotations

from marshmallow import fields, validate

from schemas.fields import RULESET_ID, StrictBoolean, StrictString, Tile
from schemas.score import DEFAULT_RULESET, ContextBaseSchema, HandBaseSchema, StrictSchema, TableSchema
from schemas.waits import ManyTiles


class CoachHandSchema(HandBaseSchema):
    drawn = Tile(load_default=None)


class DiscardsRequestSchema(StrictSchema):
    ruleset = StrictString(load_default=DEFAULT_RULESET,
                           validate=validate.Regexp(RULESET_ID, error="Must be a ruleset id (lower-case, digits, -)."))
    hand = fields.Nested(CoachHandSchema, required=True)
    context = fields.Nested(ContextBaseSchema, load_default=dict)
    table = fields.Nested(TableSchema, load_default=dict)
    discarded = ManyTiles(load_default=tuple)
    best_reachable = StrictBoolean(load_default=False)
