from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat import Seat

if TYPE_CHECKING:
    from ..models.payouts import Payouts


T = TypeVar("T", bound="PerWinner")


@_attrs_define
class PerWinner:
    """
    Attributes:
        winner (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        payouts (Payouts):
    """

    winner: Seat
    payouts: Payouts

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner.value

        payouts = self.payouts.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "payouts": payouts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payouts import Payouts  # noqa: PLC0415

        d = dict(src_dict)
        winner = Seat(d.pop("winner"))

        payouts = Payouts.from_dict(d.pop("payouts"))

        per_winner = cls(
            winner=winner,
            payouts=payouts,
        )

        return per_winner
