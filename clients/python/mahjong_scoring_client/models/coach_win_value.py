from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.counted_pattern import CountedPattern
    from ..models.payouts_unavailable import PayoutsUnavailable


T = TypeVar("T", bound="CoachWinValue")


@_attrs_define
class CoachWinValue:
    """A `WinValue` of `/v1/waits` (the completed hand scored as `POST /v1/score` scores it) with what the player would
    receive.

        Attributes:
            fan (int): The fan counted, after the limit (`fan.total` of `/v1/score`).
            raw (int):
            meets_minimum (bool):
            limit_hand (bool): A 例牌 counts.
            patterns (list[CountedPattern]): The counted patterns, biggest first.
            receives (float | None): What the player receives from every payer together under the table's payouts (its `net`
                in `/v1/score`); 0 below the minimum. Null when it cannot be computed or written exactly
                (`receives_unavailable`).
            receives_unavailable (PayoutsUnavailable | Unset): Present exactly when `payouts` is null: why the winning hand
                is paid nothing here, and the request fields (JSON pointers) whose change would pay it. The hand's patterns,
                trace and fan are answered all the same (docs/RULES.md §7).
    """

    fan: int
    raw: int
    meets_minimum: bool
    limit_hand: bool
    patterns: list[CountedPattern]
    receives: float | None
    receives_unavailable: PayoutsUnavailable | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fan = self.fan

        raw = self.raw

        meets_minimum = self.meets_minimum

        limit_hand = self.limit_hand

        patterns = []
        for patterns_item_data in self.patterns:
            patterns_item = patterns_item_data.to_dict()
            patterns.append(patterns_item)

        receives: float | None
        receives = self.receives

        receives_unavailable: dict[str, Any] | Unset = UNSET
        if not isinstance(self.receives_unavailable, Unset):
            receives_unavailable = self.receives_unavailable.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fan": fan,
                "raw": raw,
                "meets_minimum": meets_minimum,
                "limit_hand": limit_hand,
                "patterns": patterns,
                "receives": receives,
            }
        )
        if receives_unavailable is not UNSET:
            field_dict["receives_unavailable"] = receives_unavailable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counted_pattern import CountedPattern  # noqa: PLC0415
        from ..models.payouts_unavailable import PayoutsUnavailable  # noqa: PLC0415

        d = dict(src_dict)
        fan = d.pop("fan")

        raw = d.pop("raw")

        meets_minimum = d.pop("meets_minimum")

        limit_hand = d.pop("limit_hand")

        patterns = []
        _patterns = d.pop("patterns")
        for patterns_item_data in _patterns:
            patterns_item = CountedPattern.from_dict(patterns_item_data)

            patterns.append(patterns_item)

        def _parse_receives(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        receives = _parse_receives(d.pop("receives"))

        _receives_unavailable = d.pop("receives_unavailable", UNSET)
        receives_unavailable: PayoutsUnavailable | Unset
        if isinstance(_receives_unavailable, Unset):
            receives_unavailable = UNSET
        else:
            receives_unavailable = PayoutsUnavailable.from_dict(_receives_unavailable)

        coach_win_value = cls(
            fan=fan,
            raw=raw,
            meets_minimum=meets_minimum,
            limit_hand=limit_hand,
            patterns=patterns,
            receives=receives,
            receives_unavailable=receives_unavailable,
        )

        return coach_win_value
