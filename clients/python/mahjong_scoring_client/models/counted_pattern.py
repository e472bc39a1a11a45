from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.name import Name


T = TypeVar("T", bound="CountedPattern")


@_attrs_define
class CountedPattern:
    """
    Attributes:
        id (str):
        name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
            write it), `zh-Hans` Simplified Chinese, `en` English.
        fan (int): The fan of all its counts together.
        count (int):
        limit_hand (bool): 例牌.
    """

    id: str
    name: Name
    fan: int
    count: int
    limit_hand: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name.to_dict()

        fan = self.fan

        count = self.count

        limit_hand = self.limit_hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "fan": fan,
                "count": count,
                "limit_hand": limit_hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name import Name  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = Name.from_dict(d.pop("name"))

        fan = d.pop("fan")

        count = d.pop("count")

        limit_hand = d.pop("limit_hand")

        counted_pattern = cls(
            id=id,
            name=name,
            fan=fan,
            count=count,
            limit_hand=limit_hand,
        )

        return counted_pattern
