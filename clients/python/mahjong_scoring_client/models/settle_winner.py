from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat import Seat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.settle_liability import SettleLiability


T = TypeVar("T", bound="SettleWinner")


@_attrs_define
class SettleWinner:
    """One of several winners on the same discard.

    Attributes:
        winner (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        fan (int): The hand's total fan (after the limit), as `/v1/score` answers it in `fan.total`.
        liability (None | SettleLiability | Unset):
    """

    winner: Seat
    fan: int
    liability: None | SettleLiability | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.settle_liability import SettleLiability  # noqa: PLC0415

        winner = self.winner.value

        fan = self.fan

        liability: dict[str, Any] | None | Unset
        if isinstance(self.liability, Unset):
            liability = UNSET
        elif isinstance(self.liability, SettleLiability):
            liability = self.liability.to_dict()
        else:
            liability = self.liability

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "fan": fan,
            }
        )
        if liability is not UNSET:
            field_dict["liability"] = liability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settle_liability import SettleLiability  # noqa: PLC0415

        d = dict(src_dict)
        winner = Seat(d.pop("winner"))

        fan = d.pop("fan")

        def _parse_liability(data: object) -> None | SettleLiability | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                liability_type_0 = SettleLiability.from_dict(data)

                return liability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SettleLiability | Unset, data)

        liability = _parse_liability(d.pop("liability", UNSET))

        settle_winner = cls(
            winner=winner,
            fan=fan,
            liability=liability,
        )

        return settle_winner
