from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.liability_reason import LiabilityReason
from ..models.seat import Seat

T = TypeVar("T", bound="Liability")


@_attrs_define
class Liability:
    """包 — the liable seat pays everything the losers would have paid.

    Attributes:
        seat (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        reason (LiabilityReason):
    """

    seat: Seat
    reason: LiabilityReason

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat.value

        reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = Seat(d.pop("seat"))

        reason = LiabilityReason(d.pop("reason"))

        liability = cls(
            seat=seat,
            reason=reason,
        )

        return liability
