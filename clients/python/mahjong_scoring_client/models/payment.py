from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat import Seat

T = TypeVar("T", bound="Payment")


@_attrs_define
class Payment:
    """
    Attributes:
        from_ (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        to (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        amount (float): Exact; a multiple of ¼ of the base.
    """

    from_: Seat
    to: Seat
    amount: float

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = Seat(d.pop("from"))

        to = Seat(d.pop("to"))

        amount = d.pop("amount")

        payment = cls(
            from_=from_,
            to=to,
            amount=amount,
        )

        return payment
