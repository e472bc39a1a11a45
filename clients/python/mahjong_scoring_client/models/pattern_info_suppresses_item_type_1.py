from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PatternInfoSuppressesItemType1")


@_attrs_define
class PatternInfoSuppressesItemType1:
    """
    Attributes:
        id (str):
        per_count (int):
    """

    id: str
    per_count: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        per_count = self.per_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "per_count": per_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        per_count = d.pop("per_count")

        pattern_info_suppresses_item_type_1 = cls(
            id=id,
            per_count=per_count,
        )

        return pattern_info_suppresses_item_type_1
