from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.counted_pattern import CountedPattern


T = TypeVar("T", bound="WinValue")


@_attrs_define
class WinValue:
    """The hand completed with the wait, scored as `POST /v1/score` scores it (best arrangement).

    Attributes:
        fan (int): The fan counted, after the limit (`fan.total` of `/v1/score`).
        raw (int):
        meets_minimum (bool):
        limit_hand (bool): A 例牌 counts.
        patterns (list[CountedPattern]): The counted patterns, biggest first.
    """

    fan: int
    raw: int
    meets_minimum: bool
    limit_hand: bool
    patterns: list[CountedPattern]

    def to_dict(self) -> dict[str, Any]:
        fan = self.fan

        raw = self.raw

        meets_minimum = self.meets_minimum

        limit_hand = self.limit_hand

        patterns = []
        for patterns_item_data in self.patterns:
            patterns_item = patterns_item_data.to_dict()
            patterns.append(patterns_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fan": fan,
                "raw": raw,
                "meets_minimum": meets_minimum,
                "limit_hand": limit_hand,
                "patterns": patterns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counted_pattern import CountedPattern  # noqa: PLC0415

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

        win_value = cls(
            fan=fan,
            raw=raw,
            meets_minimum=meets_minimum,
            limit_hand=limit_hand,
            patterns=patterns,
        )

        return win_value
