from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.name import Name


T = TypeVar("T", bound="SuppressedPattern")


@_attrs_define
class SuppressedPattern:
    """
    Attributes:
        id (str):
        name (Name):
        fan (int):
        count (int):
        by (str): The pattern id that suppressed it, `limit` or `house_rule`.
        reason (str):
    """

    id: str
    name: Name
    fan: int
    count: int
    by: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name.to_dict()

        fan = self.fan

        count = self.count

        by = self.by

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "fan": fan,
                "count": count,
                "by": by,
                "reason": reason,
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

        by = d.pop("by")

        reason = d.pop("reason")

        suppressed_pattern = cls(
            id=id,
            name=name,
            fan=fan,
            count=count,
            by=by,
            reason=reason,
        )

        return suppressed_pattern
