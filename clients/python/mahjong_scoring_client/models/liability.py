from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.liability_reason import LiabilityReason
from ..models.seat import Seat

T = TypeVar("T", bound="Liability")


@_attrs_define
class Liability:
    """包 (docs/RULES.md §5). Every reason but `nine_tiles` is 包自摸: on a self-draw the liable seat pays all three shares; on
    a discard the discarder pays as the table says (全銃 everything, 半銃 its portion and the others ½ each) and the liable
    seat nothing, unless the table's `liability_on_discard` house rule says `half` or `all`. `nine_tiles` (九張落地) is 包出銃:
    the liable seat is the discarder who dealt in, and under 半銃 it pays everything (under 全銃 nothing changes); it never
    applies to a self-draw. A reason the scored hand or the way it was won does not fit is refused
    (`liability_not_applicable`).

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
