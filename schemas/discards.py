"""Schema of `POST /v1/discards` (the hand coach, 何切).

The `/v1/waits` request for a hand just after a draw: `hand.concealed` holds 14 tiles counting
the drawn one (plus one per kong), `hand.drawn` optionally names which of them was drawn; no
`winning_tile`, no `win_by` (every wait is valued both ways). `context` is optional; `discarded`
lists the tiles the player can see elsewhere (discards, other players' melds); `best_reachable`
asks for the best win each discard one exchange from ready can reach (several times the work).
"""

from __future__ import annotations

from marshmallow import fields

from schemas.fields import StrictBoolean, Tile
from schemas.score import HandBaseSchema
from schemas.waits import WaitsRequestSchema


class CoachHandSchema(HandBaseSchema):
    drawn = Tile(load_default=None)


class DiscardsRequestSchema(WaitsRequestSchema):
    """The waits request (ruleset, context, table, discarded) with the hand after a draw; no
    liability (no payment depends on one here)."""

    class Meta(WaitsRequestSchema.Meta):
        exclude = ("liability",)

    hand = fields.Nested(CoachHandSchema, required=True)
    best_reachable = StrictBoolean(load_default=False)
