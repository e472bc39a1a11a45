from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.payment import Payment
    from ..models.payouts_net import PayoutsNet


T = TypeVar("T", bound="Payouts")


@_attrs_define
class Payouts:
    """
    Attributes:
        payments (list[Payment]):
        net (PayoutsNet): What each seat wins (positive) or loses; sums to zero.
    """

    payments: list[Payment]
    net: PayoutsNet

    def to_dict(self) -> dict[str, Any]:
        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        net = self.net.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
                "net": net,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment import Payment  # noqa: PLC0415
        from ..models.payouts_net import PayoutsNet  # noqa: PLC0415

        d = dict(src_dict)
        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = Payment.from_dict(payments_item_data)

            payments.append(payments_item)

        net = PayoutsNet.from_dict(d.pop("net"))

        payouts = cls(
            payments=payments,
            net=net,
        )

        return payouts
