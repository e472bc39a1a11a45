from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.liability import Liability
    from ..models.table import Table
    from ..models.waiting_context import WaitingContext
    from ..models.waiting_hand import WaitingHand


T = TypeVar("T", bound="WaitsRequest")


@_attrs_define
class WaitsRequest:
    """
    Attributes:
        hand (WaitingHand): A hand one tile short (13 tiles plus one per kong); no winning tile.
        ruleset (str | Unset): A ruleset id (`GET /v1/rulesets`). Default: `hk-classic`.
        context (WaitingContext | Unset): The `Context` of `/v1/score` without `win_by` (each wait is valued both ways),
            checked as that context's description says: a flag that fails whichever way the hand is won is refused (422
            `contradictory_context`); a first-turn flag of one way only (地胡 and 人胡 on a discard, 天胡 and canton-new 地糊 by
            self-draw) applies to that way; a context that one wait's tile contradicts leaves that way's value null.
        table (Table | Unset): Table rules (枱規); every field has the ruleset's default.
        liability (Liability | None | Unset): Accepted for symmetry with `/v1/score`; not used (waits carry no
            payments).
        discarded (list[str] | str | Unset): Tiles in any notation, as `Tiles`, but up to 136 of them (every tile on the
            table): a
            compact string (at most 1024 characters) or a list of single-tile strings.
    """

    hand: WaitingHand
    ruleset: str | Unset = UNSET
    context: WaitingContext | Unset = UNSET
    table: Table | Unset = UNSET
    liability: Liability | None | Unset = UNSET
    discarded: list[str] | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.liability import Liability  # noqa: PLC0415

        hand = self.hand.to_dict()

        ruleset = self.ruleset

        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        liability: dict[str, Any] | None | Unset
        if isinstance(self.liability, Unset):
            liability = UNSET
        elif isinstance(self.liability, Liability):
            liability = self.liability.to_dict()
        else:
            liability = self.liability

        discarded: list[str] | str | Unset
        if isinstance(self.discarded, Unset):
            discarded = UNSET
        elif isinstance(self.discarded, list):
            discarded = self.discarded

        else:
            discarded = self.discarded

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
        if liability is not UNSET:
            field_dict["liability"] = liability
        if discarded is not UNSET:
            field_dict["discarded"] = discarded

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.liability import Liability  # noqa: PLC0415
        from ..models.table import Table  # noqa: PLC0415
        from ..models.waiting_context import WaitingContext  # noqa: PLC0415
        from ..models.waiting_hand import WaitingHand  # noqa: PLC0415

        d = dict(src_dict)
        hand = WaitingHand.from_dict(d.pop("hand"))

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

        def _parse_liability(data: object) -> Liability | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                liability_type_0 = Liability.from_dict(data)

                return liability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Liability | None | Unset, data)

        liability = _parse_liability(d.pop("liability", UNSET))

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

        waits_request = cls(
            hand=hand,
            ruleset=ruleset,
            context=context,
            table=table,
            liability=liability,
            discarded=discarded,
        )

        return waits_request
