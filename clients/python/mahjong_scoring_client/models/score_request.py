from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.context import Context
    from ..models.hand import Hand
    from ..models.liability import Liability
    from ..models.table import Table


T = TypeVar("T", bound="ScoreRequest")


@_attrs_define
class ScoreRequest:
    """
    Attributes:
        hand (Hand): The winning hand. `winning_tile` is required, except for the hand held at an exhaustive draw
            (`context.exhaustive_draw`, canton-new 流局十番), which has 13 tiles (plus one per kong) and no winning tile.
        context (Context):
        ruleset (str | Unset): A ruleset id (`GET /v1/rulesets`). Default: `hk-classic`.
        table (Table | Unset): Table rules (枱規); every field has the ruleset's default.
        liability (Liability | None | Unset):
    """

    hand: Hand
    context: Context
    ruleset: str | Unset = UNSET
    table: Table | Unset = UNSET
    liability: Liability | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.liability import Liability  # noqa: PLC0415

        hand = self.hand.to_dict()

        context = self.context.to_dict()

        ruleset = self.ruleset

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "context": context,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if table is not UNSET:
            field_dict["table"] = table
        if liability is not UNSET:
            field_dict["liability"] = liability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.context import Context  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.liability import Liability  # noqa: PLC0415
        from ..models.table import Table  # noqa: PLC0415

        d = dict(src_dict)
        hand = Hand.from_dict(d.pop("hand"))

        context = Context.from_dict(d.pop("context"))

        ruleset = d.pop("ruleset", UNSET)

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

        score_request = cls(
            hand=hand,
            context=context,
            ruleset=ruleset,
            table=table,
            liability=liability,
        )

        return score_request
