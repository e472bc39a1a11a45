from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PatternInfoSuppressesItemType2")


@_attrs_define
class PatternInfoSuppressesItemType2:
    """
    Attributes:
        id (str):
        fan (int):
        shares (str):
    """

    id: str
    fan: int
    shares: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        fan = self.fan

        shares = self.shares

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "fan": fan,
                "shares": shares,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        fan = d.pop("fan")

        shares = d.pop("shares")

        pattern_info_suppresses_item_type_2 = cls(
            id=id,
            fan=fan,
            shares=shares,
        )

        return pattern_info_suppresses_item_type_2
