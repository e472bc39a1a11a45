from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payouts_unavailable import PayoutsUnavailable


T = TypeVar("T", bound="CoachSummary")


@_attrs_define
class CoachSummary:
    """
    Attributes:
        winning_live (int): Live copies of the waits on which some way of winning meets the minimum.
        winning_live_on_discard (int): Live copies of the waits on which a win by discard meets the minimum.
        best_fan (int | None): The highest fan of a wait that meets the minimum, either way; null when none does.
        expected_receipt (float | None): Over the live copies of every wait, the mean of what a win on it pays, each way
            weighted ½ (0 for a way below the minimum or impossible), rounded to 4 decimals. Null when no copy is live, or
            when it cannot be computed or written exactly (`expected_receipt_unavailable`).
        expected_receipt_unavailable (PayoutsUnavailable | Unset): Present exactly when `payouts` is null: why the
            winning hand is paid nothing here, and the request fields (JSON pointers) whose change would pay it. The hand's
            patterns, trace and fan are answered all the same (docs/RULES.md §7).
    """

    winning_live: int
    winning_live_on_discard: int
    best_fan: int | None
    expected_receipt: float | None
    expected_receipt_unavailable: PayoutsUnavailable | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        winning_live = self.winning_live

        winning_live_on_discard = self.winning_live_on_discard

        best_fan: int | None
        best_fan = self.best_fan

        expected_receipt: float | None
        expected_receipt = self.expected_receipt

        expected_receipt_unavailable: dict[str, Any] | Unset = UNSET
        if not isinstance(self.expected_receipt_unavailable, Unset):
            expected_receipt_unavailable = self.expected_receipt_unavailable.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winning_live": winning_live,
                "winning_live_on_discard": winning_live_on_discard,
                "best_fan": best_fan,
                "expected_receipt": expected_receipt,
            }
        )
        if expected_receipt_unavailable is not UNSET:
            field_dict["expected_receipt_unavailable"] = expected_receipt_unavailable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payouts_unavailable import PayoutsUnavailable  # noqa: PLC0415

        d = dict(src_dict)
        winning_live = d.pop("winning_live")

        winning_live_on_discard = d.pop("winning_live_on_discard")

        def _parse_best_fan(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_fan = _parse_best_fan(d.pop("best_fan"))

        def _parse_expected_receipt(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expected_receipt = _parse_expected_receipt(d.pop("expected_receipt"))

        _expected_receipt_unavailable = d.pop("expected_receipt_unavailable", UNSET)
        expected_receipt_unavailable: PayoutsUnavailable | Unset
        if isinstance(_expected_receipt_unavailable, Unset):
            expected_receipt_unavailable = UNSET
        else:
            expected_receipt_unavailable = PayoutsUnavailable.from_dict(_expected_receipt_unavailable)

        coach_summary = cls(
            winning_live=winning_live,
            winning_live_on_discard=winning_live_on_discard,
            best_fan=best_fan,
            expected_receipt=expected_receipt,
            expected_receipt_unavailable=expected_receipt_unavailable,
        )

        return coach_summary
