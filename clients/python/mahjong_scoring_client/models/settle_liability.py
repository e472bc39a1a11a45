from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat import Seat
from ..models.settle_liability_reason_type_1 import SettleLiabilityReasonType1
from ..models.settle_liability_reason_type_2_type_1 import SettleLiabilityReasonType2Type1
from ..models.settle_liability_reason_type_3_type_1 import SettleLiabilityReasonType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="SettleLiability")


@_attrs_define
class SettleLiability:
    """包 without tiles, paid as `Liability` of `/v1/score` (包自摸 when `reason` is missing or null; `nine_tiles` is 包出銃); the
    reason is checked against the way the hand was won only.

        Attributes:
            seat (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
            reason (None | SettleLiabilityReasonType1 | SettleLiabilityReasonType2Type1 | SettleLiabilityReasonType3Type1 |
                Unset):
    """

    seat: Seat
    reason: (
        None | SettleLiabilityReasonType1 | SettleLiabilityReasonType2Type1 | SettleLiabilityReasonType3Type1 | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat.value

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        elif isinstance(self.reason, SettleLiabilityReasonType1):
            reason = self.reason.value
        elif isinstance(self.reason, SettleLiabilityReasonType2Type1):
            reason = self.reason.value
        elif isinstance(self.reason, SettleLiabilityReasonType3Type1):
            reason = self.reason.value
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = Seat(d.pop("seat"))

        def _parse_reason(
            data: object,
        ) -> (
            None
            | SettleLiabilityReasonType1
            | SettleLiabilityReasonType2Type1
            | SettleLiabilityReasonType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = SettleLiabilityReasonType1(data)

                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = SettleLiabilityReasonType2Type1(data)

                return reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = SettleLiabilityReasonType3Type1(data)

                return reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SettleLiabilityReasonType1
                | SettleLiabilityReasonType2Type1
                | SettleLiabilityReasonType3Type1
                | Unset,
                data,
            )

        reason = _parse_reason(d.pop("reason", UNSET))

        settle_liability = cls(
            seat=seat,
            reason=reason,
        )

        return settle_liability
