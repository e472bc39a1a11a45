from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.alternative_fan import AlternativeFan
    from ..models.block import Block


T = TypeVar("T", bound="Alternative")


@_attrs_define
class Alternative:
    """
    Attributes:
        arrangement (list[Block]):
        fan (AlternativeFan):
        patterns (list[str]):
    """

    arrangement: list[Block]
    fan: AlternativeFan
    patterns: list[str]

    def to_dict(self) -> dict[str, Any]:
        arrangement = []
        for arrangement_item_data in self.arrangement:
            arrangement_item = arrangement_item_data.to_dict()
            arrangement.append(arrangement_item)

        fan = self.fan.to_dict()

        patterns = self.patterns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arrangement": arrangement,
                "fan": fan,
                "patterns": patterns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alternative_fan import AlternativeFan  # noqa: PLC0415
        from ..models.block import Block  # noqa: PLC0415

        d = dict(src_dict)
        arrangement = []
        _arrangement = d.pop("arrangement")
        for arrangement_item_data in _arrangement:
            arrangement_item = Block.from_dict(arrangement_item_data)

            arrangement.append(arrangement_item)

        fan = AlternativeFan.from_dict(d.pop("fan"))

        patterns = cast(list[str], d.pop("patterns"))

        alternative = cls(
            arrangement=arrangement,
            fan=fan,
            patterns=patterns,
        )

        return alternative
