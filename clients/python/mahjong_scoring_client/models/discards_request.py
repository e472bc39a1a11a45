from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.coach_hand import CoachHand
    from ..models.table import Table
    from ..models.waiting_context import WaitingContext


T = TypeVar("T", bound="DiscardsRequest")


@_attrs_define
class DiscardsRequest:
    """
    Attributes:
        hand (CoachHand): A hand just after a draw (14 tiles counting the drawn one, plus one per kong); no winning
            tile.
        ruleset (str | Unset): A ruleset id (`GET /v1/rulesets`). Default: `hk-classic`.
        context (WaitingContext | Unset): The `Context` of `/v1/score` without `win_by` (each wait is valued both ways),
            checked as that context's description says: a flag that fails whichever way the hand is won is refused (422
            `contradictory_context`); a first-turn flag of one way only (地胡 and 人胡 on a discard, 天胡 and canton-new 地糊 by
            self-draw) applies to that way; a context that one wait's tile contradicts leaves that way's value null.
        table (Table | Unset): Table rules (枱規); every field has the ruleset's default.
        discarded (list[str] | str | Unset): Tiles in any notation, as `Tiles`, but up to 136 of them (every tile on the
            table): a
            compact string (at most 1024 characters) or a list of single-tile strings.
        best_reachable (bool | Unset): Also give, for each discard that leaves the hand one exchange from ready, the
            best win it can reach (`best_reachable` of each discard). Several times the work of a plain call. Default:
            `false`.
    """

    hand: CoachHand
    ruleset: str | Unset = UNSET
    context: WaitingContext | Unset = UNSET
    table: Table | Unset = UNSET
    discarded: list[str] | str | Unset = UNSET
    best_reachable: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand.to_dict()

        ruleset = self.ruleset

        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        discarded: list[str] | str | Unset
        if isinstance(self.discarded, Unset):
            discarded = UNSET
        elif isinstance(self.discarded, list):
            discarded = self.discarded

        else:
            discarded = self.discarded

        best_reachable = self.best_reachable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if context is not UNSET:
            field_dict["context"] = context
        if table is not UNSET:
            field_dict["table"] = table
        if discarded is not UNSET:
            field_dict["discarded"] = discarded
        if best_reachable is not UNSET:
            field_dict["best_reachable"] = best_reachable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_hand import CoachHand  # noqa: PLC0415
        from ..models.table import Table  # noqa: PLC0415
        from ..models.waiting_context import WaitingContext  # noqa: PLC0415

        d = dict(src_dict)
        hand = CoachHand.from_dict(d.pop("hand"))

        ruleset = d.pop("ruleset", UNSET)

        _context = d.pop("context", UNSET)
        context: WaitingContext | Unset
        if isinstance(_context, Unset):
            context = UNSET
        else:
            context = WaitingContext.from_dict(_context)

        _table = d.pop("table", UNSET)
        table: Table | Unset
        if isinstance(_table, Unset):
            table = UNSET
        else:
            table = Table.from_dict(_table)

        def _parse_discarded(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_many_tiles_type_1 = cast(list[str], data)

                return componentsschemas_many_tiles_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        discarded = _parse_discarded(d.pop("discarded", UNSET))

        best_reachable = d.pop("best_reachable", UNSET)

        discards_request = cls(
            hand=hand,
            ruleset=ruleset,
            context=context,
            table=table,
            discarded=discarded,
            best_reachable=best_reachable,
        )

        return discards_request
